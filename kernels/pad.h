/* pad.h: where each element of a reflect, replicate or circular pad
 * reads from (ops.def's pad), written once for both backends and for the
 * checks of functional.c, so that every device picks the same elements.
 *
 * A padded dim reads its source through three numbers: output i takes
 * element start + pad_source(mode, i - shift, n) of the input's dim, n
 * the length of the stretch it reads.  Reflect and replicate read the
 * whole dim (start 0, shift the left pad, which may be negative: a
 * crop); circular crops first and wraps around what is left, as
 * PyTorch's _pad_circular does (start the left crop, shift the left pad).
 *
 * Included by src/values/functional.c, kernels/cpu/pool.c and
 * kernels/cuda/pool.cu. */
#ifndef CST_PAD_H
#define CST_PAD_H

#include <stdint.h>

#ifdef __CUDACC__
#define PAD_FN static __host__ __device__ inline
#else
#define PAD_FN static inline
#endif

/* pad's modes, as ops.def's si[0] (a constant pad is a fill and a copy,
 * not this kernel) */
enum { PAD_CONSTANT, PAD_REFLECT, PAD_REPLICATE, PAD_CIRCULAR };

/* The element of a stretch of n that position i (any integer the pad
 * reaches: reflect's within n - 1 of the stretch) reads, in mode. */
PAD_FN int64_t pad_source(int mode, int64_t i, int64_t n)
{
    if (mode == PAD_REFLECT)
        return i < 0 ? -i : i >= n ? 2 * (n - 1) - i : i;
    if (mode == PAD_REPLICATE)
        return i < 0 ? 0 : i >= n ? n - 1 : i;
    int64_t k = i % n;
    return k < 0 ? k + n : k;
}

#endif
