/* search_tree.h: searchsorted's binary search as a tree of its midpoints,
 * so that a GPU thread walks it in a fixed number of steps without the
 * bounds arithmetic (kernels/cuda/index.cu's k_search_tree).
 *
 * The walk of kernels/cpu/index.c (PyTorch's cus_lower_bound and
 * cus_upper_bound) searches [lo, hi), at first [0, n): it compares the
 * value with the element at mid = lo + (hi - lo) / 2 and goes on in
 * [mid + 1, hi) (the value goes after it) or [lo, mid), until lo == hi;
 * lo is the answer.  The midpoints it may meet form a binary tree in
 * Eytzinger order: node 1 is [0, n), node k's children 2k (before mid)
 * and 2k + 1 (after it).  A node where lo == hi is where the walk stops;
 * its descendants stand for it.  Every walk stops within
 * search_tree_depth(n) steps, so a walk of exactly that many steps from
 * node 1, taking 2k + 1 where the value goes after node k's element (any
 * child below a stopped node), ends at a leaf k of [2^depth, 2^(depth+1)),
 * whose answer, search_tree_answer, is the lo of the walk stopped above
 * it.  The comparisons are the walk's own, at its own midpoints, so the
 * answers are the walk's for any line, sorted or not, NaNs and all.
 *
 * Included by kernels/cuda/index.cu and tests/unit/test_ops.c. */
#ifndef CST_SEARCH_TREE_H
#define CST_SEARCH_TREE_H

#include <stdint.h>

#ifdef __CUDACC__
#define SEARCH_TREE_FN static __host__ __device__ inline
#else
#define SEARCH_TREE_FN static inline
#endif

/* The most steps a walk over n elements takes: n's bit length (each step
 * leaves at most half of what it had).  The tree has 2^depth nodes, so
 * lines are short (n < 2^30) and int does. */
SEARCH_TREE_FN int search_tree_depth(int32_t n)
{
#ifdef __CUDA_ARCH__
    return 32 - __clz(n);
#else
    return n > 0 ? 32 - __builtin_clz((unsigned)n) : 0;
#endif
}

/* Where the walk over n elements stands at node k (1 <= k): [*lo, *hi),
 * k's bits below the leading one the turns taken (1: after). */
SEARCH_TREE_FN void search_tree_range(int32_t n, int32_t k, int32_t *lo, int32_t *hi)
{
    int turns = search_tree_depth(k) - 1;
    *lo = 0;
    *hi = n;
    for (int t = turns - 1; t >= 0 && *lo < *hi; t--) {
        int32_t mid = *lo + (int32_t)((uint32_t)(*hi - *lo) >> 1);
        if ((k >> t) & 1)
            *lo = mid + 1;
        else
            *hi = mid;
    }
}

/* The element node k compares with, or -1 where the walk has stopped. */
SEARCH_TREE_FN int32_t search_tree_mid(int32_t n, int32_t k)
{
    int32_t lo, hi;
    search_tree_range(n, k, &lo, &hi);
    return lo < hi ? lo + (int32_t)((uint32_t)(hi - lo) >> 1) : -1;
}

/* The walk's answer at leaf k (2^depth <= k < 2^(depth + 1)). */
SEARCH_TREE_FN int32_t search_tree_answer(int32_t n, int32_t k)
{
    int32_t lo, hi;
    search_tree_range(n, k, &lo, &hi);
    return lo;
}

#endif
