/* scan.h: the fixed order in which cumsum adds up a line, and cumprod
 * multiplies one, the same on every backend, so that the simulated device
 * and a GPU give the same bits while the GPU scans a line with thousands
 * of threads.
 *
 * Below for cumsum; cumprod is the same with * for + and 1 for +0.  A
 * line's elements x[0..n) (in double for floats; integers wrap in
 * uint64_t, which no order changes) are the leaves of a tree: segments of
 * SCAN_FAN consecutive elements, segments of SCAN_FAN consecutive such
 * segments, and so on, the segments of each level aligned at multiples of
 * SCAN_FAN^k from the line's start, up to one segment holding the line.
 * Sums "in turn" below add from +0, left to right.
 *  - A segment's total: its elements (its children's totals) in turn.
 *  - A segment's prefix: +0 for the whole line's; child j of a segment
 *    whose prefix is P has P itself for j = 0, and P + (the totals of
 *    children 0 .. j-1 in turn) after it.
 *  - out[i] = P + (x_s + ... + x_i in turn), P the prefix of i's
 *    segment of SCAN_FAN elements, s its first element.
 * So every output adds about log16(n) partial sums, and any segment's
 * elements can be added up apart from the others: a GPU block takes
 * SCAN_TILE elements (a thread SCAN_FAN of them), the totals of its tiles
 * are scanned the same way one level up, and each tile then finishes
 * with its prefix; one thread can also walk a line (or SCAN_CHUNK of it)
 * in order, keeping one running sum and one prefix a level (Scan below).
 * Segments past the line's end hold nothing: a total of +0, which adds
 * exactly (a sum in turn from +0 is never -0; a product by 1 is exact),
 * so a partial segment is one whose missing children are zeros (ones),
 * and how many levels sit above the line's segment does not matter.  IEEE
 * arithmetic rounds the same everywhere, so the bits agree.  (PyTorch's
 * CPU kernel multiplies in turn, in double for floats: a float32 or
 * narrower result differs from this order's only where a double product
 * lies within an ulp of a halfway point, which printing cannot show.)
 *
 * Included by kernels/cpu/reduce.c and kernels/cuda/scan.cu. */
#ifndef CST_SCAN_H
#define CST_SCAN_H

#include <stdbool.h>
#include <stdint.h>

enum {
    SCAN_FAN = 16,
    SCAN_CHUNK = SCAN_FAN * SCAN_FAN,              /* a segment of level 2 */
    SCAN_TILE = SCAN_FAN * SCAN_FAN * SCAN_FAN,    /* a segment of level 3 */
    SCAN_LEVELS = 16                               /* 16^16 = 2^64 elements */
};

/* A walk along a line in order: for each level k >= 1, the current
 * level-k segment's prefix pre[k], the sum (product) in turn of its
 * children's totals so far acc[k] (for k = 1, of its elements), and their
 * count.  scan_start sets a line's start; the walker adds an element to
 * acc[1], gives pre[1] + acc[1] as its output, and calls scan_close(s, 1)
 * when count[1], one more each element, reaches SCAN_FAN. */
typedef struct Scan {
    double pre[SCAN_LEVELS + 1], acc[SCAN_LEVELS + 1];
    int count[SCAN_LEVELS + 1];
    bool prod;
} Scan;

static inline double scan_op(const Scan *s, double a, double b)
{
    return s->prod ? a * b : a + b;
}

/* The start of a line of n elements.  Only the levels its walk reaches
 * are set (a level-k segment of SCAN_FAN^k elements closes into level
 * k + 1; level 0 is never used), levels 1 and 2 without a loop, which GCC
 * makes a slow rep stos: a line of 8 had spent most of its time on
 * setting all 17. */
static inline void scan_start(Scan *s, bool prod, int64_t n)
{
    double id = prod ? 1 : 0;
    s->pre[1] = s->acc[1] = s->pre[2] = s->acc[2] = id;
    s->count[1] = s->count[2] = 0;
    int k = 3;
    for (int64_t span = SCAN_FAN * SCAN_FAN; span <= n && k <= SCAN_LEVELS; span *= SCAN_FAN, k++) {
        s->pre[k] = s->acc[k] = id;
        s->count[k] = 0;
    }
    s->prod = prod;
}

/* The level-k segment just ended (its total in acc[k]): its parent takes
 * the total, and the next level-k segment gets its prefix. */
static inline void scan_close(Scan *s, int k)
{
    double t = s->acc[k];
    s->acc[k] = s->prod ? 1 : 0;
    s->count[k] = 0;
    s->acc[k + 1] = scan_op(s, s->acc[k + 1], t);
    if (++s->count[k + 1] == SCAN_FAN && k + 1 < SCAN_LEVELS)
        scan_close(s, k + 1);
    s->pre[k] = s->count[k + 1] == 0 ? s->pre[k + 1] : scan_op(s, s->pre[k + 1], s->acc[k + 1]);
}

#endif
