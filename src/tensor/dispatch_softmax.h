/* dispatch_softmax.h: softmax and log_softmax along one dimension, with
 * PyTorch's rules for dtype= and the dtypes it refuses; layer_norm and
 * rms_norm over the last dimensions; a norm's scale and shift per
 * channel; attention in one operation.
 * Conventions as in dispatch.h. */
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

/* A norm's linear form per channel from its statistics (ops.def's
 * norm_linear): *scale = weight / sqrt(var + eps) and *shift = bias -
 * mean * scale, in double, each rounded once to dt; mean, var, weight and
 * bias (NULL: none) hold one element or the channels' count each. */
bool dispatch_norm_linear(const Backend *be, DevStream *s, Tensor *mean, Tensor *var, Tensor *weight, Tensor *bias,
                          double eps, DType dt, Tensor **scale, Tensor **shift, Error *err);

/* Whether dispatch_attention takes q, k, v and mask (NULL: none): one
 * float dtype (float32, float16 or bfloat16) on one device, [..., Lq, E],
 * [..., Lk, E] and [..., Lk, E] with the same leading dims, Lq and Lk at
 * least 1, E 32, 64 or 128; a mask bool or of q's dtype that broadcasts
 * to [..., Lq, Lk] (the rest compose matmul and softmax). */
bool dispatch_attention_takes(Tensor *q, Tensor *k, Tensor *v, Tensor *mask);

/* softmax(q @ k^T * scale + bias) @ v as one operation, in
 * kernels/attention.h's order, in float32: the bias -inf above the
 * diagonal when causal and where a bool mask is false, or a float mask
 * added.  float16 and bfloat16 operands widen first and the result
 * rounds once to their dtype, as PyTorch's fused kernels accumulate in
 * float32. */
bool dispatch_attention(const Backend *be, DevStream *s, Tensor *q, Tensor *k, Tensor *v, Tensor *mask,
                        bool causal, double scale, Tensor **out, Error *err);

#endif
