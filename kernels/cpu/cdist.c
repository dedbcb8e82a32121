/* cdist.c: pairwise distances (ops.def's cdist) on the simulated device,
 * in kernels/cdist.h's order.  A chunk takes a block of rows of in0 (of
 * one batch); each row meets every row of in1 (pdist: every later row),
 * each distance one pass over the two rows with its lanes in registers. */
#include <string.h>

#include "cdist.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

/* A chunk takes rows of in0 worth about this many terms (a row N (K + 1)). */
enum { CDIST_CHUNK_WORK = 1 << 16 };

/* The distance of rows a and b of k elements.  Inlined into a loop per
 * kind, the lanes' loop has no branch and vectorises. */
#define PAIR(name, T, term, add, finish)                                                      \
    static inline __attribute__((always_inline)) T name(CdistKind kind, const T *a, const T *b, \
                                                        int64_t k, T p)                     \
    {                                                                                         \
        T lane[CDIST_LANES] = {0};                                                            \
        int64_t k0 = 0;                                                                       \
        for (; k0 + CDIST_LANES <= k; k0 += CDIST_LANES)                                      \
            for (int t = 0; t < CDIST_LANES; t++)                                             \
                lane[t] = add(kind, lane[t], term(kind, a[k0 + t] - b[k0 + t], p));           \
        for (int t = 0; k0 + t < k; t++)                                                      \
            lane[t] = add(kind, lane[t], term(kind, a[k0 + t] - b[k0 + t], p));               \
        return finish(kind, lane, p);                                                         \
    }
PAIR(pair_f32, float, cdist_termf, cdist_addf, cdist_finishf)
PAIR(pair_f64, double, cdist_term, cdist_add, cdist_finish)

/* Row a's distances to eight rows b[0..7] at once, each in its own lanes
 * as PAIR takes them: eight independent chains of additions where one
 * pair's waits on each addition.  The same operations per pair, so the
 * same bits. */
enum { CDIST_PAIRS = 8 };
#define PAIRS(name, T, term, add, finish)                                                     \
    static inline __attribute__((always_inline)) void name(CdistKind kind, const T *a,          \
                                                           const T *const *b, int64_t k, T p,   \
                                                           T *res)                              \
    {                                                                                         \
        T lane[CDIST_PAIRS][CDIST_LANES] = {{0}};                                             \
        int64_t k0 = 0;                                                                       \
        for (; k0 + CDIST_LANES <= k; k0 += CDIST_LANES)                                      \
            _Pragma("GCC unroll 8")                                                           \
            for (int q = 0; q < CDIST_PAIRS; q++)                                             \
                for (int t = 0; t < CDIST_LANES; t++)                                         \
                    lane[q][t] = add(kind, lane[q][t], term(kind, a[k0 + t] - b[q][k0 + t], p)); \
        for (int q = 0; q < CDIST_PAIRS; q++) {                                               \
            for (int t = 0; k0 + t < k; t++)                                                  \
                lane[q][t] = add(kind, lane[q][t], term(kind, a[k0 + t] - b[q][k0 + t], p));  \
            res[q] = finish(kind, lane[q], p);                                                \
        }                                                                                     \
    }
PAIRS(pairs_f32, float, cdist_termf, cdist_addf, cdist_finishf)
PAIRS(pairs_f64, double, cdist_term, cdist_add, cdist_finish)

/* PAIRS's float32 p = 2 (cdist's default) where rows hold whole lanes:
 * the same operations with each pair's lanes one vector, where GCC kept
 * the arrays of lanes in memory (a 256-byte clear and a fold through the
 * stack per eight pairs: half the time of 512 x 512 rows of 64).  The
 * eight pairs fold together, each step's additions for all of them in
 * one vector: lane t + lane t + 4, then + 2, then + 1, as cdist.h says
 * (a fold per pair had cost 40% more). */
typedef float Lanes8 __attribute__((vector_size(32)));

/* Lanes t + lane t + 4 of pairs a and b: a's in the low half, b's high
 * (a macro: a function returning a vector would change the ABI of the
 * build without AVX). */
#define FOLD_HALVES(a, b)                                            \
    (__builtin_shufflevector(a, b, 0, 1, 2, 3, 8, 9, 10, 11) +       \
     __builtin_shufflevector(a, b, 4, 5, 6, 7, 12, 13, 14, 15))

static inline __attribute__((always_inline)) void pairs_two_f32(const float *a, const float *const *b,
                                                                int64_t k, float *res)
{
    Lanes8 lane[CDIST_PAIRS] = {0};
    for (int64_t k0 = 0; k0 < k; k0 += CDIST_LANES) {
        Lanes8 x, y;
        memcpy(&x, a + k0, sizeof x);
        _Pragma("GCC unroll 8")
        for (int q = 0; q < CDIST_PAIRS; q++) {
            memcpy(&y, b[q] + k0, sizeof y);
            Lanes8 d = x - y;
            lane[q] = lane[q] + d * d;
        }
    }
    /* Fours: pairs 0 and 1 in h01 (0's lanes 0-3, 1's 4-7), and so on. */
    Lanes8 h01 = FOLD_HALVES(lane[0], lane[1]), h23 = FOLD_HALVES(lane[2], lane[3]);
    Lanes8 h45 = FOLD_HALVES(lane[4], lane[5]), h67 = FOLD_HALVES(lane[6], lane[7]);
    /* Twos: pair 0 at 0-1, 2 at 2-3, 1 at 4-5, 3 at 6-7 (then 4-7 as 0-3). */
    Lanes8 g0 = __builtin_shufflevector(h01, h23, 0, 1, 8, 9, 4, 5, 12, 13) +
                __builtin_shufflevector(h01, h23, 2, 3, 10, 11, 6, 7, 14, 15);
    Lanes8 g1 = __builtin_shufflevector(h45, h67, 0, 1, 8, 9, 4, 5, 12, 13) +
                __builtin_shufflevector(h45, h67, 2, 3, 10, 11, 6, 7, 14, 15);
    /* Ones, back in pair order. */
    Lanes8 sum = __builtin_shufflevector(g0, g1, 0, 4, 2, 6, 8, 12, 10, 14) +
                 __builtin_shufflevector(g0, g1, 1, 5, 3, 7, 9, 13, 11, 15);
    for (int q = 0; q < CDIST_PAIRS; q++)
        res[q] = sqrtf(sum[q]);
}

/* Where row i of in0 (one batch's) meets in1's rows: rows [j0, n) of in1
 * from b, n - j0 distances to out, out_step apart. */
typedef struct RowWalk {
    const void *a, *b;
    int64_t j0, n, k, b_step;
    void *out;
    int64_t out_step;
} RowWalk;

#define ROW(name, T, pair, pairs)                                                            \
    static inline __attribute__((always_inline)) void name(CdistKind kind, const RowWalk *w, T p) \
    {                                                                                        \
        const T *a = w->a, *b = w->b;                                                        \
        T *out = w->out, res[CDIST_PAIRS];                                                   \
        bool two_f32 = sizeof(T) == sizeof(float) && kind == CDIST_TWO && w->k % CDIST_LANES == 0; \
        int64_t j = w->j0;                                                                   \
        for (; j + CDIST_PAIRS <= w->n; j += CDIST_PAIRS) {                                  \
            const T *rows[CDIST_PAIRS];                                                      \
            for (int q = 0; q < CDIST_PAIRS; q++)                                            \
                rows[q] = b + (j + q) * w->b_step;                                           \
            if (two_f32 && w->out_step == 1) {                                               \
                pairs_two_f32((const float *)a, (const float *const *)rows, w->k, (float *)out + j - w->j0); \
                continue;                                                                    \
            }                                                                                \
            if (two_f32)                                                                     \
                pairs_two_f32((const float *)a, (const float *const *)rows, w->k, (float *)res); \
            else                                                                             \
                pairs(kind, a, rows, w->k, p, res);                                          \
            for (int q = 0; q < CDIST_PAIRS; q++)                                            \
                out[(j + q - w->j0) * w->out_step] = res[q];                                 \
        }                                                                                    \
        for (; j < w->n; j++)                                                                \
            out[(j - w->j0) * w->out_step] = pair(kind, a, b + j * w->b_step, w->k, p);      \
    }
ROW(row_f32, float, pair_f32, pairs_f32)
ROW(row_f64, double, pair_f64, pairs_f64)

static inline __attribute__((always_inline)) void row_of(CdistKind kind, bool f64, const RowWalk *w, double p)
{
    if (f64)
        row_f64(kind, w, p);
    else
        row_f32(kind, w, (float)p);
}

/* One row's distances, each call with its kind a constant, so that the
 * inlined pair loop specialises to it; eight float lanes fill an AVX
 * register where there is one (no FMA: nothing may fuse). */
#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target_clones("avx2", "default")))
#endif
static void row(CdistKind kind, bool f64, const RowWalk *w, double p)
{
    switch (kind) {
    case CDIST_ZERO: row_of(CDIST_ZERO, f64, w, p); break;
    case CDIST_ONE: row_of(CDIST_ONE, f64, w, p); break;
    case CDIST_TWO: row_of(CDIST_TWO, f64, w, p); break;
    case CDIST_INF: row_of(CDIST_INF, f64, w, p); break;
    case CDIST_POW: row_of(CDIST_POW, f64, w, p); break;
    }
}

typedef struct Job {
    const OpArgs *a;
    int64_t rows;         /* of in0 a chunk */
    int64_t blocks;       /* chunks a batch */
} Job;

/* Element offsets of batch index bi in in0, in1 and out. */
static void batch_offsets(const OpArgs *a, int64_t bi, int64_t off[3])
{
    const DevTensor *t[3] = {&a->in[0], &a->in[1], &a->out[0]};
    off[0] = off[1] = off[2] = 0;
    for (int d = a->in[0].ndim - 3; d >= 0; d--) {
        int64_t i = bi % a->in[0].shape[d];
        bi /= a->in[0].shape[d];
        for (int x = 0; x < 3; x++)
            off[x] += i * t[x]->strides[d];
    }
}

static void rows_of(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const OpArgs *a = job->a;
    const DevTensor *x1 = &a->in[0], *x2 = &a->in[1], *out = &a->out[0];
    int nd = x1->ndim;
    bool f64 = x1->dtype == DT_FLOAT64, pairs = a->si[0];
    size_t size = f64 ? sizeof(double) : sizeof(float);
    int64_t m = x1->shape[nd - 2], n = x2->shape[nd - 2], off[3] = {0, 0, 0};
    int64_t i0 = c % job->blocks * job->rows, i1 = i0 + job->rows < m ? i0 + job->rows : m;
    if (!pairs)
        batch_offsets(a, c / job->blocks, off);
    CdistKind kind = cdist_kind(a->sf[0]);
    for (int64_t i = i0; i < i1; i++) {
        RowWalk w = {
            .a = (const char *)x1->data + (off[0] + i * x1->strides[nd - 2]) * size,
            .b = (const char *)x2->data + off[1] * size,
            .j0 = pairs ? i + 1 : 0,
            .n = n,
            .k = x1->shape[nd - 1],
            .b_step = x2->strides[nd - 2],
            .out = (char *)out->data +
                   (pairs ? cdist_pair_start(i, n) * out->strides[0] : off[2] + i * out->strides[nd - 2]) * size,
            .out_step = out->strides[out->ndim - 1],
        };
        row(kind, f64, &w, a->sf[0]);
    }
}

/* in0 [..., M, K], in1 [..., N, K], out [..., M, N] (si[0]: in0 and in1
 * [N, K] alike, out [N (N - 1) / 2]); sf[0]: p. */
void cpu_cdist(const OpArgs *a)
{
    const DevTensor *x1 = &a->in[0], *x2 = &a->in[1];
    int nd = x1->ndim;
    int64_t batches = 1, m = x1->shape[nd - 2];
    for (int d = 0; d < nd - 2; d++)
        batches *= x1->shape[d];
    if (m == 0 || batches == 0)
        return;
    Job job = {.a = a, .rows = CDIST_CHUNK_WORK / (x2->shape[nd - 2] * (x1->shape[nd - 1] + 1) + 1)};
    if (job.rows < 1) job.rows = 1;
    if (job.rows > m) job.rows = m;
    job.blocks = (m + job.rows - 1) / job.rows;
    cpu_parallel(batches * job.blocks, rows_of, &job);
}
