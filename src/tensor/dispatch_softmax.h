/* dispatch_softmax.h: softmax and log_softmax along one dimension, with
 * PyTorch's rules for dtype= and the dtypes it refuses; layer_norm and
 * rms_norm over the last dimensions.  Conventions as in dispatch.h. */
#ifndef CST_DISPATCH_SOFTMAX_H
#define CST_DISPATCH_SOFTMAX_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

/* softmax(t, dim, dtype=dt) (log: log_softmax); dt DT_COUNT keeps t's.
 * causal (along the last dim of a tensor of two or more): element j of a
 * line in row i of the last two dims counts as -inf where j > i, as after
 * a masked_fill with is_causal's mask. */
bool dispatch_softmax(const Backend *be, DevStream *s, Tensor *t, int64_t dim, DType dt,
                      bool log, bool causal, Tensor **out, Error *err);

/* layer_norm (rms: rms_norm) of a float t over its last k dimensions, with
 * weight and bias (NULL: none) of those dimensions' shape, checked by the
 * caller; the result has t's dtype. */
bool dispatch_norm(const Backend *be, DevStream *s, Tensor *t, int k, Tensor *weight, Tensor *bias,
                   double eps, bool rms, Tensor **out, Error *err);

#endif
