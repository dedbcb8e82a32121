/* race_region.c: the bytes a strided view touches (race_region.h).
 *
 * Two regions of one dimension at most are two arithmetic progressions of
 * blocks, and whether they meet is decided exactly in a few Euclid steps
 * (some_below).  A region of more dimensions is the union of its slices
 * along the outermost one; only the slices that reach into the other
 * region's span are tried, down to progressions, up to a budget of tries
 * beyond which the answer is "may". */
#include "runtime/race_region.h"

/* Pairs of parts one overlap test may try. */
#define BUDGET 4096

static inline int64_t floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return q * b > a ? q - 1 : q;
}

static inline int64_t ceil_div(int64_t a, int64_t b)
{
    return -floor_div(-a, b);
}

bool race_region_strided(RaceRegion *r, int64_t at, int64_t size, int ndim, const int64_t *shape,
                         const int64_t *strides)
{
    int64_t count[DEV_MAX_DIMS], stride[DEV_MAX_DIMS];
    int n = 0;
    int64_t lo = at;
    for (int d = 0; d < ndim; d++)
        if (shape[d] == 0) return false;
    /* Dimensions that move, by decreasing stride (insertion sort: eight at most). */
    for (int d = 0; d < ndim; d++) {
        if (shape[d] == 1 || strides[d] == 0) continue;
        int64_t s = strides[d] * size;
        if (s < 0) {
            lo += (shape[d] - 1) * s;
            s = -s;
        }
        int k = n++;
        while (k > 0 && stride[k - 1] < s) {
            count[k] = count[k - 1];
            stride[k] = stride[k - 1];
            k--;
        }
        count[k] = shape[d];
        stride[k] = s;
    }
    /* From the innermost out: a dimension whose steps are no longer than
     * the block fills the gaps between its copies, so it widens the block;
     * one that continues the dimension inside it joins that one. */
    int64_t block = size, span = size;
    int m = 0;
    int64_t oc[DEV_MAX_DIMS], os[DEV_MAX_DIMS];
    for (int d = n - 1; d >= 0; d--) {
        span += (count[d] - 1) * stride[d];
        if (m == 0 && stride[d] <= block) {
            block = span;
        } else if (m > 0 && stride[d] == oc[m - 1] * os[m - 1]) {
            oc[m - 1] *= count[d];
        } else {
            oc[m] = count[d];
            os[m] = stride[d];
            m++;
        }
    }
    r->lo = lo;
    r->hi = lo + span;
    r->block = block;
    r->ndim = m;
    for (int d = 0; d < m; d++) {
        r->count[d] = oc[m - 1 - d];
        r->stride[d] = os[m - 1 - d];
    }
    return true;
}

/* sum over x in [0, n) of floor((a x + b) / m), a, b >= 0, m > 0: the
 * AtCoder Library's floor_sum, in 128 bits so that nothing wraps. */
static unsigned __int128 floor_sum(unsigned __int128 n, unsigned __int128 m, unsigned __int128 a,
                                   unsigned __int128 b)
{
    unsigned __int128 sum = 0;
    for (;;) {
        if (a >= m) {
            sum += n * (n - 1) / 2 * (a / m);
            a %= m;
        }
        if (b >= m) {
            sum += n * (b / m);
            b %= m;
        }
        unsigned __int128 y = a * n + b;
        if (y < m) break;
        n = y / m;
        b = y % m;
        unsigned __int128 t = m;
        m = a;
        a = t;
    }
    return sum;
}

/* Whether (a x + c) mod m < w for some x in [0, n): for 0 < w < m, y mod m
 * < w exactly when floor(y / m) - floor((y - w) / m) is 1, so the count of
 * such x is a difference of two floor sums (shifted by m to stay >= 0). */
static bool some_below(int64_t n, int64_t m, int64_t a, int64_t c, int64_t w)
{
    uint64_t um = (uint64_t)m, ua = (uint64_t)a % um, uc = (uint64_t)c % um;
    return floor_sum((uint64_t)n, um, ua, uc + um) > floor_sum((uint64_t)n, um, ua, uc + um - (uint64_t)w);
}

/* A region of one dimension at most, or a slice of one. */
typedef struct Part {
    int64_t lo, hi, block;
    int ndim;
    const int64_t *count, *stride;
} Part;

/* Whether blocks [a0 + i sa, + la) and [b0 + j sb, + lb), 0 <= i < na,
 * 0 <= j < nb, meet (the stride of a single block is not used). */
static bool progressions_meet(int64_t a0, int64_t sa, int64_t na, int64_t la, int64_t b0, int64_t sb, int64_t nb,
                              int64_t lb)
{
    if (na == 1) {
        if (nb == 1) return a0 < b0 + lb && b0 < a0 + la;
        return progressions_meet(b0, sb, nb, lb, a0, sa, na, la);
    }
    /* Block i of a can meet one of b only while x = a0 + i sa - b0 lies in
     * [1 - la, (nb - 1) sb + lb - 1]; there, it meets one exactly when the
     * window [x - lb + 1, x + la - 1] holds a multiple of sb (one outside
     * [0, (nb - 1) sb] would put 0 or (nb - 1) sb in the window too). */
    int64_t d = a0 - b0;
    int64_t ilo = ceil_div(1 - la - d, sa), ihi = floor_div((nb - 1) * sb + lb - 1 - d, sa);
    if (ilo < 0) ilo = 0;
    if (ihi > na - 1) ihi = na - 1;
    if (ilo > ihi) return false;
    int64_t w = la + lb - 1;
    if (nb == 1 || w >= sb) return true;
    /* The window holds a multiple of sb when its top, x + la - 1, is less
     * than w past one. */
    return some_below(ihi - ilo + 1, sb, sa, d + ilo * sa + la - 1, w);
}

static RaceOverlap parts_meet(Part a, Part b, int *budget)
{
    if (a.hi <= b.lo || b.hi <= a.lo) return RACE_DISJOINT;
    if (--*budget < 0) return RACE_MAY_OVERLAP;
    if (a.ndim <= 1 && b.ndim <= 1) {
        return progressions_meet(a.lo, a.ndim ? a.stride[0] : 1, a.ndim ? a.count[0] : 1, a.block, b.lo,
                                 b.ndim ? b.stride[0] : 1, b.ndim ? b.count[0] : 1, b.block)
                   ? RACE_OVERLAP
                   : RACE_DISJOINT;
    }
    /* The slices of the one of more dimensions that reach into the other's
     * span, each against the other. */
    Part *x = a.ndim >= b.ndim ? &a : &b, *y = x == &a ? &b : &a;
    int64_t s = x->stride[0], c = x->count[0];
    int64_t inner = x->hi - x->lo - (c - 1) * s;
    int64_t klo = floor_div(y->lo - inner - x->lo, s) + 1, khi = ceil_div(y->hi - x->lo, s) - 1;
    if (klo < 0) klo = 0;
    if (khi > c - 1) khi = c - 1;
    RaceOverlap seen = RACE_DISJOINT;
    for (int64_t k = klo; k <= khi; k++) {
        Part slice = {x->lo + k * s, x->lo + k * s + inner, x->block, x->ndim - 1, x->count + 1, x->stride + 1};
        RaceOverlap o = parts_meet(slice, *y, budget);
        if (o == RACE_OVERLAP) return o;
        if (o == RACE_MAY_OVERLAP) seen = o;
        if (*budget < 0) return RACE_MAY_OVERLAP;
    }
    return seen;
}

static Part whole(const RaceRegion *r)
{
    return (Part){r->lo, r->hi, r->block, r->ndim, r->count, r->stride};
}

RaceOverlap race_region_overlap(const RaceRegion *a, const RaceRegion *b)
{
    if (a->hi <= b->lo || b->hi <= a->lo) return RACE_DISJOINT;
    if (a->ndim == 0 && b->ndim == 0) return RACE_OVERLAP;
    int budget = BUDGET;
    return parts_meet(whole(a), whole(b), &budget);
}

bool race_region_covers(const RaceRegion *a, const RaceRegion *b)
{
    if (b->lo < a->lo || b->hi > a->hi) return false;
    if (a->ndim == 0 || race_region_same(a, b)) return true;
    if (a->ndim != 1 || b->ndim > 1) return false;
    /* One progression of blocks in another: every block of b in one of a,
     * which, when b's stride is a multiple of a's, holds for all of them
     * once it holds for the first. */
    int64_t sa = a->stride[0], off = b->lo - a->lo;
    if (b->ndim == 1 && b->stride[0] % sa != 0) return false;
    return off % sa + b->block <= a->block;
}
