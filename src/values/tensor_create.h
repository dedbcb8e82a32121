/* tensor_create.h: the builtins that make tensors (tensor, zeros, ones,
 * empty, full, eye, arange, linspace and the *_like forms), with
 * PyTorch's dtype inference and errors. */
#ifndef CST_TENSOR_CREATE_H
#define CST_TENSOR_CREATE_H

#include <stdbool.h>

#include "base/dtype.h"
#include "values/builtins.h"
#include "values/value.h"

/* Adds the creation rows to the builtins table (interp_new). */
void tensor_create_register(void);

/* torch.FloatTensor(...) and its kin (torch.cuda.FloatTensor with cuda):
 * PyTorch's typed legacy constructors, bound to "*args, device=None", of
 * dtype dt on the host, or on a CUDA device (the current one unless
 * device= says).  Sizes give an unfilled tensor, as PyTorch's do. */
bool tensor_create_legacy(Interp *in, const Args *a, DType dt, bool cuda, Value *out);

/* torch.range(start, end, step=1, *, dtype=None, ...): PyTorch's
 * deprecated arange with end included, in the default float dtype
 * unless given; torch's row (range alone is Python's). */
bool tensor_create_range(Interp *in, const Args *a, Value *out);

/* A factory's pin_memory=True: *v (a host tensor) becomes a pinned copy
 * of itself (None after an error). */
bool tensor_create_pin(Interp *in, bool pin, Value *v);

#endif
