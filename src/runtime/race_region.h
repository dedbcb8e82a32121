/* race_region.h: the bytes a strided view touches, for the race checker
 * (race.h): made from a view's offset, sizes and strides, and tested for
 * intersection (exactly, or "may" where an exact answer would cost too
 * much) and for containment.
 *
 * A region is kept in a normal form, so that the same set of bytes made by
 * the usual views has the same form: dimensions of size 1 and broadcast
 * ones (stride 0) go, the rest are ordered by stride, outermost first, a
 * dimension that continues the one inside it merges with it, and a
 * dimension whose elements touch or overlap their neighbours joins them
 * into one block of bytes.  What is left is `block` bytes at every offset
 * lo + sum(i[d] * stride[d]), 0 <= i[d] < count[d], with the innermost
 * stride larger than the block: a contiguous view (a slice of rows, a
 * transposed matrix) is one block, ndim 0; a column or x[0::2] has one
 * dimension. */
#ifndef CST_RACE_REGION_H
#define CST_RACE_REGION_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/device.h"

typedef struct RaceRegion {
    int64_t lo, hi;                    /* the bytes it spans: [lo, hi) */
    int64_t block;
    int ndim;
    int64_t count[DEV_MAX_DIMS];       /* each at least 2 */
    int64_t stride[DEV_MAX_DIMS];      /* bytes, decreasing */
} RaceRegion;

typedef enum RaceOverlap {
    RACE_DISJOINT,
    RACE_OVERLAP,
    RACE_MAY_OVERLAP                   /* too costly to tell */
} RaceOverlap;

/* `bytes` bytes from byte `at` (bytes > 0). */
static inline void race_region_bytes(RaceRegion *r, int64_t at, int64_t bytes)
{
    r->lo = at;
    r->hi = at + bytes;
    r->block = bytes;
    r->ndim = 0;
}

/* race_region_view for any view; false when it has no element. */
bool race_region_strided(RaceRegion *r, int64_t at, int64_t size, int ndim, const int64_t *shape,
                         const int64_t *strides);

/* The view whose element [0, ..., 0] is at byte `at`, with elements of
 * `size` bytes and strides in elements; false when it has no element.
 * Contiguous views, most of them, are their bytes, found here inline: the
 * checker makes a region for every operand of every operation. */
static inline bool race_region_view(RaceRegion *r, int64_t at, int64_t size, int ndim, const int64_t *shape,
                                    const int64_t *strides)
{
    if (ndim == 1 && strides[0] == 1 && shape[0] > 0) {
        race_region_bytes(r, at, shape[0] * size);
        return true;
    }
    int64_t dense = 1;
    for (int d = ndim - 1; d >= 0; d--) {
        if (shape[d] != 1 && strides[d] != dense) return race_region_strided(r, at, size, ndim, shape, strides);
        dense *= shape[d];
    }
    if (dense == 0) return false;
    race_region_bytes(r, at, dense * size);
    return true;
}

/* Whether a byte is in both. */
RaceOverlap race_region_overlap(const RaceRegion *a, const RaceRegion *b);
/* Whether every byte of b is in a; false also when that is costly to tell. */
bool race_region_covers(const RaceRegion *a, const RaceRegion *b);

/* *to = *from, without the dimensions it does not have. */
static inline void race_region_copy(RaceRegion *to, const RaceRegion *from)
{
    to->lo = from->lo;
    to->hi = from->hi;
    to->block = from->block;
    to->ndim = from->ndim;
    for (int d = 0; d < from->ndim; d++) {
        to->count[d] = from->count[d];
        to->stride[d] = from->stride[d];
    }
}

/* Whether a and b have the same form (so the same bytes): the cheap test
 * for a view touched again. */
static inline bool race_region_same(const RaceRegion *a, const RaceRegion *b)
{
    if (a->lo != b->lo || a->hi != b->hi || a->ndim != b->ndim) return false;
    if (a->ndim == 0) return true;
    if (a->block != b->block) return false;
    for (int d = 0; d < a->ndim; d++)
        if (a->count[d] != b->count[d] || a->stride[d] != b->stride[d]) return false;
    return true;
}

#endif
