/* functional_layers.h: torch.nn.functional's layers beyond a
 * transformer's (functional_layers.c): batch, instance, group and local
 * response norms, adaptive and power pooling, pixel and channel shuffles,
 * interpolate, transposed convolutions and fold.  Their F rows join
 * functional.c's in torch.nn.functional; the torch functions of those
 * names (torch.batch_norm, torch.pixel_shuffle, ...) are
 * functional_layers_register's rows. */
#ifndef CST_FUNCTIONAL_LAYERS_H
#define CST_FUNCTIONAL_LAYERS_H

#include <stddef.h>

#include "tensor/tensor.h"
#include "values/builtins.h"
#include "values/compose.h"

void functional_layers_register(void);
/* The rows of torch.nn.functional defined here. */
const Builtin *functional_layers_rows(size_t *count);
/* x's elements picked by one index kernel (advanced indexing's): the
 * result has x's dims before at, then k dims of sizes n, then x's dims
 * after the span dims from at; its element c of those k reads x at the
 * sum over d of off[d][c_d] elements into the span.  The offsets, made
 * here, go to x's device without waiting: a reflect pad, a nearest
 * resize, a pixel shuffle in one pass. */
bool functional_pick(Interp *in, Tensor *x, int at, int span, int k, const int64_t *n, int64_t *const *off,
                     Value *out);
/* x [C or N, C, spatial (nsp of them)] pooled adaptively to the sizes o
 * (dispatch_adaptive_pool): each window's mean, or with idx its largest
 * and in *idx that one's flat position in the spatial volume; both kept
 * in w. */
Value functional_adaptive(Work *w, Value x, int nsp, const int64_t *o, Value *idx);
/* A new list of the n ints at v, kept in w. */
Value functional_ints(Work *w, const int64_t *v, int64_t n);
/* A tensor on like's device of the n values at iv (int64) or fv (of
 * dtype dt), built on the host: an index or weight table, its copy
 * queued on the stream that reads it. */
Value functional_host_table(Work *w, Value like, const int64_t *iv, const double *fv, int64_t n, DType dt);

#endif
