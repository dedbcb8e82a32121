/* dispatch_conv.h: convolution lowered to matrix products, and the
 * sliding windows it and pooling read, with PyTorch's checks and messages.
 * The input, padded where asked, is viewed through strides as its
 * windows (no element moves until a kernel reads the view); unfold copies
 * that view into columns (im2col, the copy kernel) and conv multiplies
 * them by the weight in one batched matmul (cuBLAS on the GPU).
 * Pooling reduces the same view.  Conventions as in dispatch.h. */
#ifndef CST_DISPATCH_CONV_H
#define CST_DISPATCH_CONV_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

/* A window over the last nsp dimensions of a tensor: kernel sizes,
 * strides, dilations and the padding before (lo) and after (hi) each. */
typedef struct Window {
    int nsp;
    int64_t kernel[TENSOR_MAX_DIMS];
    int64_t stride[TENSOR_MAX_DIMS];
    int64_t dilation[TENSOR_MAX_DIMS];
    int64_t lo[TENSOR_MAX_DIMS];
    int64_t hi[TENSOR_MAX_DIMS];
} Window;

/* How many windows fit along spatial dimension d of x (may be < 1). */
int64_t dispatch_window_count(const Tensor *x, const Window *w, int d);

/* x padded by w with fill, viewed as [lead..., o..., k...] (windows_last)
 * or [lead..., k..., o...]: a view of a new padded tensor, or of x itself
 * when w pads nothing.  The caller has checked every count is >= 1. */
bool dispatch_windows(const Backend *be, DevStream *s, Tensor *x, const Window *w, Operand fill,
                      bool windows_last, Tensor **out, Error *err);

/* im2col: x [lead..., spatial...] to contiguous columns [lead..., k..., o...]
 * (zero padding). */
bool dispatch_unfold(const Backend *be, DevStream *s, Tensor *x, const Window *w, Tensor **out,
                     Error *err);

/* convolution of x [N, C, spatial...] by weight [O, C / groups, k...]
 * plus bias [O] (NULL: none); w's kernel sizes are taken from weight.
 * PyTorch's checks in PyTorch's order; w->nsp is the number of spatial
 * dimensions the parameters were given for (weight's dimensions - 2). */
bool dispatch_conv(const Backend *be, DevStream *s, Tensor *x, Tensor *weight, Tensor *bias,
                   Window *w, int64_t groups, Tensor **out, Error *err);

/* Pooling of x [lead..., spatial...] over w's windows (ceil_mode: a last
 * partial window where one starts inside the input or its lo padding).
 * max: the largest of each window (padding never wins), with *indices
 * (when indices is not NULL) the int64 flat position of each in its
 * spatial plane, as PyTorch's return_indices gives.  avg: each window's
 * sum divided by divisor when it is not 0, else by its element count
 * (padding counted when count_pad, past the padding never), in float
 * for float16 and bfloat16.  The caller has checked the parameters; x is
 * a float tensor. */
typedef enum PoolKind { POOL_MAX, POOL_AVG } PoolKind;
typedef struct Pool {
    PoolKind kind;
    bool ceil_mode;
    bool count_pad;
    int64_t divisor;
} Pool;
/* The windows along spatial dimension d, as PyTorch's pooling_output_shape. */
int64_t dispatch_pool_count(const Tensor *x, const Window *w, bool ceil_mode, int d);
bool dispatch_pool(const Backend *be, DevStream *s, Tensor *x, const Window *w, const Pool *p,
                   Tensor **out, Tensor **indices, Error *err);

#endif
