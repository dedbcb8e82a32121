/* dispatch_reduce.h: reductions (sum mean prod amax amin all any argmax
 * argmin var std norm), max/min along a dim with indices, and cumsum, with
 * PyTorch's rules: which dims (all, one, a list; negative ones wrapped; a
 * repeated one refused), keepdim, the result dtype (integer and bool sums
 * and products give int64, mean needs a float, all/any give bool or uint8,
 * argmax int64), the input converted to the result dtype first where
 * PyTorch's CPU kernels do so (sum, mean, prod, cumsum), and the errors
 * for empty inputs.  Conventions as in dispatch.h: results are new
 * references, errors carry PyTorch's wording. */
#ifndef CST_DISPATCH_REDUCE_H
#define CST_DISPATCH_REDUCE_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

/* One reduction and its parameters. */
typedef struct Reduction {
    OpCode op;                          /* OP_sum ... OP_norm (a reduction of ops.def) */
    int ndims;                          /* -1: every dimension (dim=None); 0 also means all */
    int64_t dims[TENSOR_MAX_DIMS];      /* as given: may be negative */
    bool keepdim;
    DType dtype;                        /* dtype=, or DT_COUNT */
    double correction;                  /* var, std: 1 unless unbiased=False / correction= */
    double p;                           /* norm: the order (2 by default) */
} Reduction;

/* A reduction over every dimension, with the defaults above. */
Reduction dispatch_reduction(OpCode op);

bool dispatch_reduce(const Backend *be, DevStream *s, Tensor *t, const Reduction *r,
                     Tensor **out, Error *err);

/* t.max(dim) / t.min(dim) (op OP_max or OP_min): the values and the int64
 * index of each one's first occurrence. */
bool dispatch_max_dim(const Backend *be, DevStream *s, OpCode op, Tensor *t, int64_t dim,
                      bool keepdim, Tensor **values, Tensor **indices, Error *err);

/* t.cumsum(dim, dtype=dt) or t.cumprod (op OP_cumsum or OP_cumprod); dt
 * DT_COUNT: int64 for integers and bool. */
bool dispatch_cumulative(const Backend *be, DevStream *s, OpCode op, Tensor *t, int64_t dim, DType dt,
                     Tensor **out, Error *err);
/* t.cummax(dim) or t.cummin (op OP_cummax or OP_cummin): values of t's
 * dtype and int64 indices, both of t's shape. */
bool dispatch_cumextreme(const Backend *be, DevStream *s, OpCode op, Tensor *t, int64_t dim, Tensor **values,
                         Tensor **indices, Error *err);

#endif
