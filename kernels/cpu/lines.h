/* lines.h: walking a tensor line by line along one dimension, for the
 * simulated device's kernels that work along a dim (cumsum, softmax,
 * sort, topk).  Lines are numbered row-major over the other dimensions. */
#ifndef CST_CPU_LINES_H
#define CST_CPU_LINES_H

#include <stdint.h>

#include "tensor/device.h"
#include "cpu/parallel.h"

/* The number of lines of t along dim. */
static inline int64_t cpu_line_count(const DevTensor *t, int dim)
{
    int64_t n = 1;
    for (int d = 0; d < t->ndim; d++)
        if (d != dim)
            n *= t->shape[d];
    return n;
}

/* The element offset of the first element of line `line` of t along dim;
 * `shape` gives the line numbering (pass t->shape, or that of another
 * tensor whose lines correspond, such as sort's input). */
static inline int64_t cpu_line_offset(const DevTensor *t, const int64_t *shape, int dim,
                                      int64_t line)
{
    int64_t off = 0;
    for (int d = t->ndim - 1; d >= 0; d--) {
        if (d == dim)
            continue;
        off += line % shape[d] * t->strides[d];
        line /= shape[d];
    }
    return off;
}

/* How many chunks of lines of n elements to share among threads: one when
 * the work is small, else up to 64; *per gets the lines a chunk. */
static inline int64_t cpu_line_chunks(int64_t lines, int64_t n, int64_t *per)
{
    *per = lines;
    if (lines < 2 || lines * n < CPU_PARALLEL_MIN)
        return 1;
    int64_t chunks = lines < 64 ? lines : 64;
    *per = (lines + chunks - 1) / chunks;
    return (lines + *per - 1) / *per;
}

#endif
