/* fold.h: the fixed order in which prod, var and std combine the
 * elements of a large reduction, the same on every backend, so that the
 * simulated device and a GPU give the same bits while the GPU spreads the
 * work over thousands of threads.
 *
 * A reduction of at least FOLD_MIN elements per output folds them: the
 * elements, in row-major order, form tiles of FOLD_TILE, and a tile's
 * groups of FOLD_GROUP; in a tile, lane t of FOLD_LANES combines the
 * elements of groups t, t + FOLD_LANES, ... in turn, starting from the
 * identity, then the lanes combine in halves (lane i with lane i + h, for
 * h = FOLD_LANES / 2, ..., 1).  The tiles' results form a sequence that
 * folds the same way, until one value is left.  (Groups let a GPU thread
 * load a lane's elements 16 bytes at a time.)  Smaller reductions walk
 * their elements in order.
 *
 * Included by kernels/sim/reduce.c and kernels/cuda/reduce.cu. */
#ifndef CST_FOLD_H
#define CST_FOLD_H

#ifdef __CUDACC__
#define FOLD_FN static __host__ __device__ inline
#else
#define FOLD_FN static inline
#endif

enum { FOLD_MIN = 32768, FOLD_LANES = 256, FOLD_GROUP = 4, FOLD_TILE = 65536 };

typedef enum FoldOp { FOLD_ADD, FOLD_MUL } FoldOp;

FOLD_FN double fold_combine(FoldOp op, double a, double b)
{
    return op == FOLD_ADD ? a + b : a * b;
}

FOLD_FN double fold_identity(FoldOp op)
{
    return op == FOLD_ADD ? 0 : 1;
}

#endif
