/* fold.h: the fixed order in which prod, var, std and norm combine the
 * elements of each output (and the CUDA device's sum and mean), the same
 * on every backend, so that the simulated device and a GPU give the same
 * bits while the GPU spreads the work over thousands of threads.
 *
 * An output's elements, in row-major order over the reduced dimensions,
 * form tiles of FOLD_TILE, and a tile's groups of FOLD_GROUP; in a tile,
 * lane t of FOLD_LANES combines the terms of groups t, t + FOLD_LANES, ...
 * in turn, starting from the identity, then the lanes combine in halves
 * (lane i with lane i + h, for h = FOLD_LANES / 2, ..., 1).  The tiles'
 * results form a sequence that folds the same way, until one value is
 * left.  (Groups let a GPU thread load a lane's elements 16 bytes at a
 * time.)  The terms are the elements themselves (prod, sum, var's mean),
 * their squared deviations from the mean (var, std), or norm's |x|^p
 * (fold_norm_term); all in double, or in uint64_t for integers, whose
 * wrapping sums and products no order changes.
 *
 * Why any backend can take this order at any size: combining a value with
 * the identity gives it back exactly (x * 1 = x; the extremes; and x + 0
 * = x for every x a lane holds, since a lane starts at +0 and + never
 * makes -0 from it), so the lanes and tiles that take no element can be
 * skipped: one GPU thread folds an output of FOLD_SMALL elements or fewer
 * alone (its lanes are few), a block takes a tile, and the simulated
 * device combines only the lanes a short tile fills.  IEEE arithmetic
 * rounds + and * the same everywhere as long as nothing fuses a
 * multiply-add (the CUDA files build with --fmad=false, the C files in
 * ISO C mode, which does not contract), so the bits agree; norm's pow for
 * p other than 0, 1, 2 and infinity is the one exception (CUDA's and the C
 * library's may differ in the last bit).
 *
 * softmax and log_softmax add up a line's exps in the same tree, in their
 * compute type (float for float16, bfloat16 and float32).
 *
 * Included by kernels/cpu/reduce.c, softmax.c and kernels/cuda/reduce.cu,
 * softmax.cu. */
#ifndef CST_FOLD_H
#define CST_FOLD_H

#include <math.h>

#ifdef __CUDACC__
#define FOLD_FN static __host__ __device__ inline
#else
#define FOLD_FN static inline
#endif

enum { FOLD_LANES = 256, FOLD_GROUP = 4, FOLD_TILE = 65536, FOLD_SMALL = 64 };

/* How the terms combine: norm's p = inf and -inf take the extremes
 * (NaN wins). */
typedef enum FoldOp { FOLD_ADD, FOLD_MUL, FOLD_MAX, FOLD_MIN } FoldOp;

FOLD_FN double fold_combine(FoldOp op, double a, double b)
{
    switch (op) {
    case FOLD_ADD: return a + b;
    case FOLD_MUL: return a * b;
    case FOLD_MAX: return isnan(a) || isnan(b) ? NAN : a > b ? a : b;
    default: return isnan(a) || isnan(b) ? NAN : a < b ? a : b;
    }
}

FOLD_FN double fold_identity(FoldOp op)
{
    switch (op) {
    case FOLD_ADD: return 0;
    case FOLD_MUL: return 1;
    case FOLD_MAX: return -INFINITY;
    default: return INFINITY;
    }
}

/* norm of order p: how its terms combine, the term of an element, and the
 * result from the fold of the terms (n of them: an empty norm is 0). */
FOLD_FN FoldOp fold_norm_op(double p)
{
    return isinf(p) ? (p > 0 ? FOLD_MAX : FOLD_MIN) : FOLD_ADD;
}

FOLD_FN double fold_norm_term(double p, double x)
{
    double v = fabs(x);
    return p == 2 ? v * v : p == 1 ? v : p == 0 ? (double)(v != 0) : isinf(p) ? v : pow(v, p);
}

FOLD_FN double fold_norm_finish(double p, double s, long long n)
{
    if (n == 0 && isinf(p))
        return 0;
    return p == 0 || p == 1 || isinf(p) ? s : p == 2 ? sqrt(s) : pow(s, 1 / p);
}

#endif
