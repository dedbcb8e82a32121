/* test_race_region.c: the race checker's regions (src/race_region.h)
 * against the bytes they stand for, marked one by one: random views
 * (broadcast, size-1, overlapping and transposed dimensions, every element
 * size) small enough that the overlap test must be exact, the patterns
 * of the race goldens, and long progressions where only the Euclid steps
 * can answer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "runtime/race_region.h"

#define SPACE 4096

typedef struct View {
    int64_t at, size;
    int ndim;
    int64_t shape[4], strides[4];
} View;

static uint64_t rng = 88172645463325252ULL;

static int64_t rnd(int64_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (int64_t)(rng % (uint64_t)n);
}

/* Marks the bytes of v in m; false when a byte falls outside SPACE. */
static bool mark(const View *v, unsigned char *m)
{
    int64_t idx[4] = {0};
    for (int d = 0; d < v->ndim; d++)
        if (v->shape[d] == 0) return true;
    for (;;) {
        int64_t off = v->at;
        for (int d = 0; d < v->ndim; d++) off += idx[d] * v->strides[d] * v->size;
        if (off < 0 || off + v->size > SPACE) return false;
        memset(m + off, 1, (size_t)v->size);
        int d = v->ndim - 1;
        while (d >= 0 && ++idx[d] == v->shape[d]) idx[d--] = 0;
        if (d < 0) return true;
    }
}

static View random_view(void)
{
    static const int64_t sizes[] = {1, 2, 4, 8};
    View v = {.size = sizes[rnd(4)], .ndim = (int)rnd(4)};
    v.at = rnd(256);
    for (int d = 0; d < v.ndim; d++) {
        v.shape[d] = 1 + rnd(6);
        v.strides[d] = rnd(5) == 0 ? 0 : 1 + rnd(24);
    }
    return v;
}

static void check_random(void)
{
    static unsigned char ma[SPACE], mb[SPACE];
    int tried = 0;
    while (tried < 200000) {
        View a = random_view(), b = random_view();
        memset(ma, 0, SPACE);
        memset(mb, 0, SPACE);
        if (!mark(&a, ma) || !mark(&b, mb)) continue;
        tried++;
        RaceRegion ra, rb;
        bool ha = race_region_view(&ra, a.at, a.size, a.ndim, a.shape, a.strides);
        bool hb = race_region_view(&rb, b.at, b.size, b.ndim, b.shape, b.strides);
        bool meet = false, a_in_b = true, b_in_a = true, any_a = false, any_b = false;
        for (int i = 0; i < SPACE; i++) {
            meet |= ma[i] && mb[i];
            a_in_b &= !ma[i] || mb[i];
            b_in_a &= !mb[i] || ma[i];
            any_a |= ma[i];
            any_b |= mb[i];
        }
        CHECK(ha == any_a);
        CHECK(hb == any_b);
        if (!ha || !hb) continue;
        /* The span is the bytes' bounds. */
        int64_t lo = 0, hi = SPACE;
        while (!ma[lo]) lo++;
        while (!ma[hi - 1]) hi--;
        CHECK(ra.lo == lo && ra.hi == hi);
        RaceOverlap o = race_region_overlap(&ra, &rb);
        if (!CHECK(o == (meet ? RACE_OVERLAP : RACE_DISJOINT)))
            fprintf(stderr, "    at %lld size %lld ndim %d against at %lld size %lld ndim %d: %d\n", (long long)a.at,
                    (long long)a.size, a.ndim, (long long)b.at, (long long)b.size, b.ndim, (int)o);
        CHECK(race_region_overlap(&rb, &ra) == o);
        /* Containment may say no when unsure, never yes wrongly. */
        CHECK(!race_region_covers(&ra, &rb) || b_in_a);
        CHECK(!race_region_covers(&rb, &ra) || a_in_b);
        CHECK(race_region_covers(&ra, &ra));
    }
}

/* One-dimensional views of float32 elements: x[start::step], n long. */
static RaceRegion every(int64_t start, int64_t step, int64_t n)
{
    RaceRegion r;
    race_region_view(&r, 4 * start, 4, 1, (int64_t[]){n}, (int64_t[]){step});
    return r;
}

static void check_patterns(void)
{
    /* y[:500] and y[500:] */
    RaceRegion lo, hi, all;
    race_region_bytes(&lo, 0, 2000);
    race_region_bytes(&hi, 2000, 2000);
    race_region_bytes(&all, 0, 4000);
    CHECK(race_region_overlap(&lo, &hi) == RACE_DISJOINT);
    CHECK(race_region_covers(&all, &lo) && race_region_covers(&all, &hi));
    CHECK(!race_region_covers(&lo, &all));
    /* x[0::2], x[1::2], x[0::3] of a million elements */
    RaceRegion even = every(0, 2, 500000), odd = every(1, 2, 500000), third = every(0, 3, 333334);
    CHECK(race_region_overlap(&even, &odd) == RACE_DISJOINT);
    CHECK(race_region_overlap(&even, &third) == RACE_OVERLAP);
    CHECK(race_region_overlap(&odd, &third) == RACE_OVERLAP);
    /* x[1::6] and x[4::6] miss each other; x[1::6] and x[3::4] meet at 7 */
    RaceRegion a = every(1, 6, 100000), b = every(4, 6, 100000), c = every(3, 4, 100000);
    CHECK(race_region_overlap(&a, &b) == RACE_DISJOINT);
    CHECK(race_region_overlap(&a, &c) == RACE_OVERLAP);
    /* x[0:1000:7] and x[5::11]: 7i = 5 + 11j first at i = 7 */
    RaceRegion d = every(0, 7, 143), e = every(5, 11, 1000);
    CHECK(race_region_overlap(&d, &e) == RACE_OVERLAP);
    RaceRegion f = every(0, 7, 7);
    CHECK(race_region_overlap(&f, &e) == RACE_DISJOINT);
    /* a matrix, its transpose, a row, a column, column blocks */
    int64_t shape[2] = {1000, 1000}, rows[2] = {1000, 1}, cols[2] = {1, 1000};
    RaceRegion m, t, row, col, left, right;
    race_region_view(&m, 0, 4, 2, shape, rows);
    race_region_view(&t, 0, 4, 2, shape, cols);
    CHECK(t.ndim == 0 && t.lo == m.lo && t.hi == m.hi);
    race_region_view(&row, 4 * 3000, 4, 1, (int64_t[]){1000}, (int64_t[]){1});
    race_region_view(&col, 4 * 3, 4, 1, (int64_t[]){1000}, (int64_t[]){1000});
    CHECK(race_region_overlap(&row, &col) == RACE_OVERLAP);
    CHECK(race_region_covers(&t, &col));
    race_region_view(&left, 0, 4, 2, (int64_t[]){1000, 500}, rows);
    race_region_view(&right, 4 * 500, 4, 2, (int64_t[]){1000, 500}, rows);
    CHECK(left.ndim == 1 && right.ndim == 1);
    CHECK(race_region_overlap(&left, &right) == RACE_DISJOINT);
    CHECK(race_region_overlap(&left, &col) == RACE_OVERLAP);
    /* two checkerboards of a 3-d block: disjoint, and found so or "may" */
    int64_t cube[3] = {50, 50, 50}, st[3] = {20000, 200, 2};
    RaceRegion p, q;
    race_region_view(&p, 0, 4, 3, cube, st);
    race_region_view(&q, 4, 4, 3, cube, st);
    CHECK(race_region_overlap(&p, &q) != RACE_OVERLAP);
}

int main(void)
{
    check_patterns();
    check_random();
    return check_done("race regions");
}
