/* cdist.h: the order in which cdist (ops.def) accumulates each distance,
 * the same on every backend, so that the simulated device and a GPU give
 * the same bits.
 *
 * The distance of rows a and b (K elements each) of order p: the term of
 * d_k = a_k - b_k is |d_k|^p (p = 2: d_k * d_k; p = 1: |d_k|; p = 0: 1
 * where d_k is nonzero; p = inf: |d_k|); lane t of CDIST_LANES takes the
 * terms of k = t, t + CDIST_LANES, ... in turn, from 0, adding them (the
 * largest, a NaN winning, for p = inf); then lane t combines with lane t
 * + h for h = CDIST_LANES / 2, ..., 1, and lane 0 finishes: sqrt for p =
 * 2, ^(1/p) for general p.  All in float for float32 (the kernels' float16
 * and bfloat16 operands widen to float32 first), in double for float64.
 * Starting at 0 is right for every p: the terms are never negative, so 0
 * is the identity of the largest too, and an empty row gives 0, as
 * PyTorch's norm does.
 *
 * Lanes keep a CPU's vector registers full and a GPU thread's
 * accumulators independent; +, *, sqrt and comparisons round the same
 * everywhere while nothing fuses a multiply-add (the CUDA files build with
 * --fmad=false, the C files in ISO C mode), so the bits agree, but for
 * general p's pow, as norm's (kernels/fold.h).
 *
 * Included by kernels/cpu/cdist.c and kernels/cuda/cdist.cu. */
#ifndef CST_CDIST_H
#define CST_CDIST_H

#include <math.h>

/* CDIST_UNROLL: a lane fold in registers on a CPU (the GPU's compiler
 * unrolls it unasked). */
#ifdef __CUDACC__
#define CDIST_FN static __host__ __device__ inline
#define CDIST_UNROLL
#else
#define CDIST_FN static inline
#define CDIST_UNROLL _Pragma("GCC unroll 8")
#endif

enum { CDIST_LANES = 8 };

/* The orders with a term of their own; CDIST_POW is any other. */
typedef enum CdistKind { CDIST_ZERO, CDIST_ONE, CDIST_TWO, CDIST_INF, CDIST_POW } CdistKind;

CDIST_FN CdistKind cdist_kind(double p)
{
    return p == 0 ? CDIST_ZERO : p == 1 ? CDIST_ONE : p == 2 ? CDIST_TWO : isinf(p) ? CDIST_INF : CDIST_POW;
}

/* The term of difference d, and a lane's next value from it: float32's
 * (f) and float64's. */
CDIST_FN float cdist_termf(CdistKind kind, float d, float p)
{
    float v = fabsf(d);
    return kind == CDIST_TWO ? d * d : kind == CDIST_ZERO ? (float)(d != 0) : kind == CDIST_POW ? powf(v, p) : v;
}

CDIST_FN double cdist_term(CdistKind kind, double d, double p)
{
    double v = fabs(d);
    return kind == CDIST_TWO ? d * d : kind == CDIST_ZERO ? (double)(d != 0) : kind == CDIST_POW ? pow(v, p) : v;
}

CDIST_FN float cdist_addf(CdistKind kind, float lane, float term)
{
    if (kind != CDIST_INF)
        return lane + term;
    return isnan(lane) || isnan(term) ? NAN : lane > term ? lane : term;
}

CDIST_FN double cdist_add(CdistKind kind, double lane, double term)
{
    if (kind != CDIST_INF)
        return lane + term;
    return isnan(lane) || isnan(term) ? NAN : lane > term ? lane : term;
}

/* The distance from the lanes (folded in place). */
CDIST_FN float cdist_finishf(CdistKind kind, float *lane, float p)
{
    CDIST_UNROLL
    for (int h = CDIST_LANES / 2; h >= 1; h /= 2)
        CDIST_UNROLL
        for (int t = 0; t < h; t++)
            lane[t] = cdist_addf(kind, lane[t], lane[t + h]);
    return kind == CDIST_TWO ? sqrtf(lane[0]) : kind == CDIST_POW ? powf(lane[0], 1.0f / p) : lane[0];
}

CDIST_FN double cdist_finish(CdistKind kind, double *lane, double p)
{
    CDIST_UNROLL
    for (int h = CDIST_LANES / 2; h >= 1; h /= 2)
        CDIST_UNROLL
        for (int t = 0; t < h; t++)
            lane[t] = cdist_add(kind, lane[t], lane[t + h]);
    return kind == CDIST_TWO ? sqrt(lane[0]) : kind == CDIST_POW ? pow(lane[0], 1.0 / p) : lane[0];
}

/* pdist's pairs i < j of n rows in row-major order: where row i's first
 * (its pair with row i + 1) lies. */
CDIST_FN long long cdist_pair_start(long long i, long long n)
{
    return i * (2 * n - i - 1) / 2;
}

#endif
