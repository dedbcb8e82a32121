/* dispatch_conv.h: convolution lowered to matrix products, and pooling,
 * with PyTorch's checks and messages.  The input, padded where asked, is
 * viewed through strides as its windows (no element moves until a kernel
 * reads the view); unfold copies that view into columns (im2col, the
 * copy kernel) and conv multiplies them by the weight in one batched
 * matmul (cuBLAS on the GPU).  Pooling has its own kernels (ops.def's
 * POOL group), a thread an output element.  Conventions as in
 * dispatch.h. */
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

/* Pooling of x [C or N, C, spatial...] (1 or 2 spatial dimensions) over
 * w's windows (w->hi unused: pools pad both sides by w->lo), ceil_mode: a
 * last partial window where one starts inside the input or its padding;
 * the max_pool or avg_pool kernel (ops.def).  max: the largest of each
 * window, with *indices (when indices is not NULL) the int64 flat
 * position of each in its spatial plane, as PyTorch's return_indices
 * gives.  avg: each window's sum divided by divisor when it is not 0,
 * else by its element count (padding counted when count_pad).  The
 * caller has checked the parameters; x is a float tensor. */
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

/* 3-d pooling of x [C or N, C, D, H, W] over w's windows (w->lo the
 * padding on both sides) to the sizes o the caller has worked out, by
 * the pool3d kernel: as dispatch_pool's, the positions flat in the
 * (D, H, W) volume. */
bool dispatch_pool3d(const Backend *be, DevStream *s, Tensor *x, const Window *w, const Pool *p, const int64_t *o,
                     Tensor **out, Tensor **indices, Error *err);

/* Adaptive pooling of x [C or N, C, spatial...] (1 to 3 spatial
 * dimensions) to the sizes o (one a spatial dimension, each at least 1)
 * by the adaptive_pool kernel: max, the largest of each window, with
 * *indices (when indices is not NULL) the int64 flat position of each in
 * its spatial volume; else each window's mean.  The caller has checked
 * the input; x is a float tensor with no empty spatial dimension. */
bool dispatch_adaptive_pool(const Backend *be, DevStream *s, Tensor *x, int nsp, const int64_t *o, bool max,
                            Tensor **out, Tensor **indices, Error *err);

/* x [C or N, C, spatial (nsp of them, 1 to 3)] resized to the sizes o by
 * the resize kernel, as ops.def says: nearest neighbours (any dtype) or
 * linear interpolation (float dtypes), each spatial dim d with the scale
 * scale[d] of PyTorch's index arithmetic (exact in float, or in double
 * for a linear float64 resize). */
typedef enum ResizeMode { RESIZE_NEAREST, RESIZE_NEAREST_EXACT, RESIZE_LINEAR } ResizeMode;
bool dispatch_resize(const Backend *be, DevStream *s, Tensor *x, int nsp, const int64_t *o, const double *scale,
                     ResizeMode mode, bool align_corners, Tensor **out, Error *err);

/* x [C or N, C, spatial (nsp of them, 1 to 3)] padded along its spatial
 * dims by the pad kernel in mode (kernels/pad.h's reflect, replicate or
 * circular): dim d widened by lo[d] before and hi[d] after (either may
 * be negative, a crop), the element each output reads as pad.h says.
 * The caller has checked the sizes, as PyTorch does. */
bool dispatch_pad(const Backend *be, DevStream *s, Tensor *x, int nsp, int mode, const int64_t *lo,
                  const int64_t *hi, Tensor **out, Error *err);

/* Bags of weight's rows (weight [rows, D], a float tensor) by the
 * embedding_bag kernel: bag b of *out [bags, D] takes the int64 1-d
 * index's positions [b * len, (b + 1) * len) when offsets is NULL (a 2-d
 * input's rows), else from offsets[b] (int64, 1-d) to the next offset
 * (the index's end after the last), clipped to the index; an element
 * equal to pad (-1 for none) or outside weight's rows is left out (the
 * caller checks the index's range).  psw: per-sample weights of
 * weight's dtype for BAG_SUM, or NULL. */
typedef enum BagMode { BAG_SUM, BAG_MEAN, BAG_MAX } BagMode;
typedef struct Bags {
    BagMode mode;
    int64_t count;       /* bags */
    int64_t len;         /* a 2-d input's row length */
    int64_t pad;
} Bags;
bool dispatch_embedding_bag(const Backend *be, DevStream *s, Tensor *weight, Tensor *index, Tensor *offsets,
                            Tensor *psw, const Bags *bags, Tensor **out, Error *err);

#endif
