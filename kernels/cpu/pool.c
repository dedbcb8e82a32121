/* pool.c: max_pool, avg_pool, pool3d and adaptive_pool over windows,
 * embedding_bag over bags, resize and pad (ops.def's POOL lines),
 * the twins of kernels/cuda/pool.cu.  Each output element walks its window
 * row by row as PyTorch's CPU kernels do (max: a greater value or a NaN
 * replaces the one held; avg: a running sum in float, double for
 * float64), so the devices agree bit for bit; rows of outputs run in
 * parallel.  A max's windows that lie inside the input's row go a block
 * at a time, each window element across the block in one vectorizable
 * loop: the same comparisons per window in the same order. */
#include <math.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"
#include "pad.h"

/* Output elements a chunk of the parallel work takes, at least. */
enum { CHUNK = 1 << 12 };

typedef struct Job {
    const OpArgs *a;
    bool max;
    int64_t n;            /* rows: (n, c, oh) */
    int64_t per;          /* rows a chunk takes */
} Job;

/* How each stored type loads as and stores from its compute type. */
#define LOAD_PLAIN(v) (v)
#define LOAD_HALF(v) dtype_half_to_float(v)
#define LOAD_BF16(v) dtype_bf16_to_float(v)
#define STORE_PLAIN(v) (v)
#define STORE_HALF(v) dtype_float_to_half(v)
#define STORE_BF16(v) dtype_float_to_bf16(v)

/* Windows fully inside the row, side by side: one step of each (the
 * element at src[i * step] for window i) folded into its running max,
 * a loop the compiler vectorizes; a greater value or a NaN replaces the
 * one held, as in the walk of one window. */
#define MAX_RUN(name, S, T, LOAD)                                                          \
    CPU_CLONES CPU_STRIDED static void run_##name(const S *src, int64_t step, int64_t n, T *best,      \
                                      int64_t *where, int64_t pos, int64_t pstep)          \
    {                                                                                      \
        CPU_VECTORIZE                                                                      \
        for (int64_t i = 0; i < n; i++) {                                                  \
            T v = (T)LOAD(src[i * step]);                                                  \
            bool take = v > best[i] || v != v;                                             \
            best[i] = take ? v : best[i];                                                  \
            where[i] = take ? pos + i * pstep : where[i];                                  \
        }                                                                                  \
    }                                                                                      \
    /* The same without positions (no return_indices); steps of 1 and 2    \
     * (windows side by side, or a stride of 2) as constants, so that the     \
     * loads vectorize. */                                                     \
    CPU_CLONES CPU_STRIDED static void values_##name(const S *src, int64_t step, int64_t n, T *best)   \
    {                                                                                      \
        if (step == 1) {                                                                   \
            CPU_LOOP(n, T v = (T)LOAD(src[i]); best[i] = v > best[i] || v != v ? v : best[i]); \
        } else if (step == 2) {                                                            \
            CPU_LOOP(n, T v = (T)LOAD(src[2 * i]);                                         \
                     best[i] = v > best[i] || v != v ? v : best[i]);                       \
        } else {                                                                           \
            for (int64_t i = 0; i < n; i++) {                                              \
                T v = (T)LOAD(src[i * step]);                                              \
                best[i] = v > best[i] || v != v ? v : best[i];                             \
            }                                                                              \
        }                                                                                  \
    }
MAX_RUN(f16, uint16_t, float, LOAD_HALF)
MAX_RUN(bf16, uint16_t, float, LOAD_BF16)
MAX_RUN(f32, float, float, LOAD_PLAIN)
MAX_RUN(f64, double, double, LOAD_PLAIN)
#undef MAX_RUN

/* Windows a block of the row's inner windows takes. */
enum { BLOCK = 256 };

/* One row of output elements (n, c, oh, every ow): each its window's
 * largest (and where) or mean.  S the stored type, T the compute type;
 * the parameters are copied to locals, which stores through out cannot
 * alias. */
#define POOL_ROW(name, S, T, LOAD, STORE)                                                  \
    CPU_CLONES CPU_STRIDED static void row_##name(const OpArgs *a, bool max, int64_t r)    \
    {                                                                                      \
        const DevTensor *x = &a->in[0], *o = &a->out[0], *at = &a->out[1];                 \
        const int64_t k0 = a->si[0], k1 = a->si[1], s0 = a->si[2], s1 = a->si[3];          \
        const int64_t p0 = a->si[4], p1 = a->si[5], d0 = a->si[6], d1 = a->si[7];          \
        const T divisor = (T)a->sf[0];                                                     \
        const bool count_pad = a->sf[1] != 0;                                              \
        int64_t oh = r % o->shape[2], c = r / o->shape[2] % o->shape[1];                   \
        int64_t n = r / (o->shape[2] * o->shape[1]), cols = o->shape[3];                   \
        int64_t H = x->shape[2], W = x->shape[3], xh = x->strides[2], xw = x->strides[3];  \
        const S *xp = (const S *)x->data + n * x->strides[0] + c * x->strides[1];          \
        S *op = (S *)o->data + n * o->strides[0] + c * o->strides[1] + oh * o->strides[2]; \
        int64_t os = o->strides[3];                                                        \
        int64_t *ap = a->nout == 2 ? (int64_t *)at->data + n * at->strides[0] +            \
                                         c * at->strides[1] + oh * at->strides[2]          \
                                   : NULL;                                                 \
        int64_t as = a->nout == 2 ? at->strides[3] : 0;                                    \
        /* max: the windows [inner, outer) lie inside the row; they go block by   \
         * block, a window element at a time across the block */                  \
        int64_t inner = cols, outer = cols;                                                \
        if (max) {                                                                         \
            int64_t last = W - 1 - (k1 - 1) * d1 + p1;                                     \
            inner = (p1 + s1 - 1) / s1;                                                    \
            outer = last < 0 ? 0 : last / s1 + 1;                                          \
            inner = inner < cols ? inner : cols;                                           \
            outer = outer < cols ? (outer > inner ? outer : inner) : cols;                 \
            int64_t h0 = oh * s0 - p0, h1 = h0 + (k0 - 1) * d0 + 1;                        \
            h1 = h1 < H ? h1 : H;                                                          \
            while (h0 < 0)                                                                 \
                h0 += d0;                                                                  \
            for (int64_t b = inner; b < outer; b += BLOCK) {                               \
                T best[BLOCK];                                                             \
                int64_t where[BLOCK], m = outer - b < BLOCK ? outer - b : BLOCK;           \
                for (int64_t i = 0; i < m; i++)                                            \
                    best[i] = (T)-INFINITY;                                                \
                for (int64_t i = 0; ap && i < m; i++)                                      \
                    where[i] = h0 * W + (b + i) * s1 - p1;                                 \
                for (int64_t h = h0; h < h1; h += d0)                                      \
                    for (int64_t j = 0; j < k1; j++) {                                     \
                        int64_t w = b * s1 - p1 + j * d1;                                  \
                        if (ap)                                                            \
                            run_##name(xp + h * xh + w * xw, s1 * xw, m, best, where, h * W + w, s1); \
                        else                                                               \
                            values_##name(xp + h * xh + w * xw, s1 * xw, m, best);         \
                    }                                                                      \
                for (int64_t i = 0; i < m; i++)                                            \
                    op[(b + i) * os] = STORE(best[i]);                                     \
                for (int64_t i = 0; ap && i < m; i++)                                      \
                    ap[(b + i) * as] = where[i];                                           \
            }                                                                              \
        }                                                                                  \
        for (int64_t ow = 0; ow < cols; ow++) {                                            \
            if (ow == inner)                                                               \
                ow = outer;                                                                \
            if (ow >= cols)                                                                \
                break;                                                                     \
            int64_t h0 = oh * s0 - p0, w0 = ow * s1 - p1;                                  \
            if (max) {                                                                     \
                int64_t h1 = h0 + (k0 - 1) * d0 + 1, w1 = w0 + (k1 - 1) * d1 + 1;          \
                h1 = h1 < H ? h1 : H;                                                      \
                w1 = w1 < W ? w1 : W;                                                      \
                while (h0 < 0)                                                             \
                    h0 += d0;                                                              \
                while (w0 < 0)                                                             \
                    w0 += d1;                                                              \
                T best = (T)-INFINITY;                                                     \
                int64_t where = h0 * W + w0;                                               \
                for (int64_t h = h0; h < h1; h += d0)                                      \
                    for (int64_t w = w0; w < w1; w += d1) {                                \
                        T v = (T)LOAD(xp[h * xh + w * xw]);                                \
                        /* selects, not a branch: random data mispredicts one */           \
                        bool take = v > best || v != v;                                    \
                        best = take ? v : best;                                            \
                        where = take ? h * W + w : where;                                  \
                    }                                                                      \
                op[ow * os] = STORE(best);                                                 \
                if (ap)                                                                    \
                    ap[ow * as] = where;                                                   \
                continue;                                                                  \
            }                                                                              \
            int64_t h1 = h0 + k0 < H + p0 ? h0 + k0 : H + p0;                              \
            int64_t w1 = w0 + k1 < W + p1 ? w0 + k1 : W + p1;                              \
            int64_t size = (h1 - h0) * (w1 - w0);                                          \
            h0 = h0 > 0 ? h0 : 0;                                                          \
            w0 = w0 > 0 ? w0 : 0;                                                          \
            h1 = h1 < H ? h1 : H;                                                          \
            w1 = w1 < W ? w1 : W;                                                          \
            T sum = 0;                                                                     \
            for (int64_t h = h0; h < h1; h++)                                              \
                for (int64_t w = w0; w < w1; w++)                                          \
                    sum += (T)LOAD(xp[h * xh + w * xw]);                                   \
            T by = divisor != 0 ? divisor : count_pad ? (T)size : (T)((h1 - h0) * (w1 - w0)); \
            op[ow * os] = STORE(h0 >= h1 || w0 >= w1 ? (T)0 : sum / by);                   \
        }                                                                                  \
    }
POOL_ROW(f16, uint16_t, float, LOAD_HALF, STORE_HALF)
POOL_ROW(bf16, uint16_t, float, LOAD_BF16, STORE_BF16)
POOL_ROW(f32, float, float, LOAD_PLAIN, STORE_PLAIN)
POOL_ROW(f64, double, double, LOAD_PLAIN, STORE_PLAIN)
#undef POOL_ROW

static void pool_chunk(void *ctx, int64_t chunk)
{
    const Job *job = ctx;
    int64_t end = (chunk + 1) * job->per < job->n ? (chunk + 1) * job->per : job->n;
    void (*row)(const OpArgs *, bool, int64_t) = row_f64;
    switch (job->a->in[0].dtype) {
    case DT_FLOAT16: row = row_f16; break;
    case DT_BFLOAT16: row = row_bf16; break;
    case DT_FLOAT32: row = row_f32; break;
    default: break;
    }
    for (int64_t r = chunk * job->per; r < end; r++)
        row(job->a, job->max, r);
}

static void pool(const OpArgs *a, bool max)
{
    const DevTensor *o = &a->out[0];
    int64_t cols = o->shape[3] ? o->shape[3] : 1;
    Job job = {a, max, o->shape[0] * o->shape[1] * o->shape[2], cols >= CHUNK ? 1 : CHUNK / cols};
    cpu_parallel((job.n + job.per - 1) / job.per, pool_chunk, &job);
}

/* ---- adaptive pools ---- */

/* Window i's bounds along a dim of n elements pooled to o. */
static int64_t window_start(int64_t i, int64_t n, int64_t o)
{
    return i * n / o;
}

static int64_t window_end(int64_t i, int64_t n, int64_t o)
{
    return ((i + 1) * n + o - 1) / o;
}

/* An average's windows when they tile the row evenly, ADAPTIVE_SIDE of
 * them side by side: each input row adds into all their sums at once, a
 * vector a step, each sum still taking its window's elements in the
 * walk's order, where a window alone waits on each add for the one before
 * (adaptive_avg_pool2d of 8 x 64 x 56 x 56 to 7: 1260 -> 700 us). */
enum { ADAPTIVE_SIDE = 8 };

/* One row of outputs (n, c, od, oh, every ow) of an adaptive pool. */
#define ADAPTIVE_ROW(name, S, T, LOAD, STORE)                                               \
    CPU_CLONES static void adaptive_##name(const OpArgs *a, int64_t r)                      \
    {                                                                                       \
        const DevTensor *x = &a->in[0], *o = &a->out[0], *at = &a->out[1];                  \
        const bool max = a->si[0] != 0;                                                     \
        int64_t OD = o->shape[2], OH = o->shape[3], OW = o->shape[4];                       \
        int64_t D = x->shape[2], H = x->shape[3], W = x->shape[4];                          \
        int64_t oh = r % OH, od = r / OH % OD, c = r / (OH * OD) % o->shape[1];             \
        int64_t n = r / (OH * OD * o->shape[1]);                                            \
        const S *xp = (const S *)x->data + n * x->strides[0] + c * x->strides[1];           \
        S *op = (S *)o->data + n * o->strides[0] + c * o->strides[1] + od * o->strides[2] + \
                oh * o->strides[3];                                                         \
        int64_t *ap = a->nout == 2 ? (int64_t *)at->data + n * at->strides[0] +             \
                                         c * at->strides[1] + od * at->strides[2] +          \
                                         oh * at->strides[3]                                 \
                                   : NULL;                                                  \
        int64_t d0 = window_start(od, D, OD), d1 = window_end(od, D, OD);                   \
        int64_t h0 = window_start(oh, H, OH), h1 = window_end(oh, H, OH);                   \
        if (!max && OW > 0 && W % OW == 0) {                                                \
            int64_t len = W / OW, sw = x->strides[4];                                       \
            for (int64_t ow = 0; ow < OW; ow += ADAPTIVE_SIDE) {                            \
                int64_t k = OW - ow < ADAPTIVE_SIDE ? OW - ow : ADAPTIVE_SIDE;              \
                typedef T Side __attribute__((vector_size(ADAPTIVE_SIDE * sizeof(T))));     \
                int64_t at[ADAPTIVE_SIDE];                                                  \
                Side acc = {0};                                                             \
                for (int i = 0; i < ADAPTIVE_SIDE; i++)                                     \
                    at[i] = (i < k ? ow + i : ow) * len * sw;                               \
                for (int64_t d = d0; d < d1; d++)                                           \
                    for (int64_t h = h0; h < h1; h++) {                                     \
                        const S *line = xp + d * x->strides[2] + h * x->strides[3];         \
                        for (int64_t j = 0; j < len; j++, line += sw) {                     \
                            Side v = {(T)LOAD(line[at[0]]), (T)LOAD(line[at[1]]), (T)LOAD(line[at[2]]), \
                                      (T)LOAD(line[at[3]]), (T)LOAD(line[at[4]]), (T)LOAD(line[at[5]]), \
                                      (T)LOAD(line[at[6]]), (T)LOAD(line[at[7]])};          \
                            acc += v;                                                       \
                        }                                                                   \
                    }                                                                       \
                for (int64_t i = 0; i < k; i++)                                             \
                    op[(ow + i) * o->strides[4]] =                                          \
                        STORE(acc[i] / (T)(d1 - d0) / (T)(h1 - h0) / (T)len);               \
            }                                                                               \
            return;                                                                         \
        }                                                                                   \
        for (int64_t ow = 0; ow < OW; ow++) {                                               \
            int64_t w0 = window_start(ow, W, OW), w1 = window_end(ow, W, OW);               \
            T acc = max ? (T)-INFINITY : (T)0;                                              \
            int64_t where = (d0 * H + h0) * W + w0;                                         \
            for (int64_t d = d0; d < d1; d++)                                               \
                for (int64_t h = h0; h < h1; h++)                                           \
                    for (int64_t w = w0; w < w1; w++) {                                     \
                        T v = (T)LOAD(xp[d * x->strides[2] + h * x->strides[3] + w * x->strides[4]]); \
                        if (!max) {                                                         \
                            acc += v;                                                       \
                        } else if (v > acc || v != v) {                                     \
                            acc = v;                                                        \
                            where = (d * H + h) * W + w;                                    \
                        }                                                                   \
                    }                                                                       \
            if (!max)                                                                       \
                acc = acc / (T)(d1 - d0) / (T)(h1 - h0) / (T)(w1 - w0);                     \
            op[ow * o->strides[4]] = STORE(acc);                                            \
            if (ap)                                                                         \
                ap[ow * at->strides[4]] = where;                                            \
        }                                                                                   \
    }
ADAPTIVE_ROW(f16, uint16_t, float, LOAD_HALF, STORE_HALF)
ADAPTIVE_ROW(bf16, uint16_t, float, LOAD_BF16, STORE_BF16)
ADAPTIVE_ROW(f32, float, float, LOAD_PLAIN, STORE_PLAIN)
ADAPTIVE_ROW(f64, double, double, LOAD_PLAIN, STORE_PLAIN)
#undef ADAPTIVE_ROW

/* ---- 3-d pools ---- */

/* One row of outputs (n, c, od, oh, every ow) of a 3-d pool. */
#define POOL3D_ROW(name, S, T, LOAD, STORE)                                                 \
    static void pool3d_##name(const OpArgs *a, int64_t r)                                   \
    {                                                                                       \
        const DevTensor *x = &a->in[0], *o = &a->out[0], *at = &a->out[1];                  \
        const int64_t *k = a->si, *st = a->si + 3, *pad = a->si + 6, *dil = a->si + 9;      \
        const bool max = a->si[12] != 0, count_pad = a->sf[1] != 0;                        \
        int64_t OD = o->shape[2], OH = o->shape[3], OW = o->shape[4];                       \
        int64_t size[3] = {x->shape[2], x->shape[3], x->shape[4]};                          \
        int64_t oh = r % OH, od = r / OH % OD, c = r / (OH * OD) % o->shape[1];             \
        int64_t n = r / (OH * OD * o->shape[1]);                                            \
        const S *xp = (const S *)x->data + n * x->strides[0] + c * x->strides[1];           \
        S *op = (S *)o->data + n * o->strides[0] + c * o->strides[1] + od * o->strides[2] + \
                oh * o->strides[3];                                                         \
        int64_t *ap = a->nout == 2 ? (int64_t *)at->data + n * at->strides[0] +             \
                                         c * at->strides[1] + od * at->strides[2] +          \
                                         oh * at->strides[3]                                 \
                                   : NULL;                                                  \
        for (int64_t ow = 0; ow < OW; ow++) {                                               \
            int64_t pos[3] = {od, oh, ow}, lo[3], hi[3], step[3], all = 1, real = 1;        \
            for (int d = 0; d < 3; d++) {                                                   \
                lo[d] = pos[d] * st[d] - pad[d];                                            \
                if (max) {                                                                  \
                    hi[d] = lo[d] + (k[d] - 1) * dil[d] + 1;                                \
                    hi[d] = hi[d] < size[d] ? hi[d] : size[d];                              \
                    while (lo[d] < 0)                                                       \
                        lo[d] += dil[d];                                                    \
                    step[d] = dil[d];                                                       \
                } else {                                                                    \
                    hi[d] = lo[d] + k[d] < size[d] + pad[d] ? lo[d] + k[d] : size[d] + pad[d]; \
                    all *= hi[d] - lo[d];                                                   \
                    lo[d] = lo[d] > 0 ? lo[d] : 0;                                          \
                    hi[d] = hi[d] < size[d] ? hi[d] : size[d];                              \
                    real *= hi[d] - lo[d];                                                  \
                    step[d] = 1;                                                            \
                }                                                                           \
            }                                                                               \
            T acc = max ? (T)-INFINITY : (T)0;                                              \
            int64_t where = (lo[0] * size[1] + lo[1]) * size[2] + lo[2];                    \
            for (int64_t d = lo[0]; d < hi[0]; d += step[0])                                \
                for (int64_t h = lo[1]; h < hi[1]; h += step[1])                            \
                    for (int64_t w = lo[2]; w < hi[2]; w += step[2]) {                      \
                        T v = (T)LOAD(xp[d * x->strides[2] + h * x->strides[3] + w * x->strides[4]]); \
                        if (!max) {                                                         \
                            acc += v;                                                       \
                        } else if (v > acc || v != v) {                                     \
                            acc = v;                                                        \
                            where = (d * size[1] + h) * size[2] + w;                        \
                        }                                                                   \
                    }                                                                       \
            if (!max) {                                                                     \
                T by = a->sf[0] != 0 ? (T)a->sf[0] : count_pad ? (T)all : (T)real;          \
                acc = lo[0] >= hi[0] || lo[1] >= hi[1] || lo[2] >= hi[2] ? (T)0 : acc / by; \
            }                                                                               \
            op[ow * o->strides[4]] = STORE(acc);                                            \
            if (ap)                                                                         \
                ap[ow * at->strides[4]] = where;                                            \
        }                                                                                   \
    }
POOL3D_ROW(f16, uint16_t, float, LOAD_HALF, STORE_HALF)
POOL3D_ROW(bf16, uint16_t, float, LOAD_BF16, STORE_BF16)
POOL3D_ROW(f32, float, float, LOAD_PLAIN, STORE_PLAIN)
POOL3D_ROW(f64, double, double, LOAD_PLAIN, STORE_PLAIN)
#undef POOL3D_ROW

/* A 5-d pool's rows (out[0]'s all but its last dim), row(a, r) each. */
typedef struct RowsJob {
    const OpArgs *a;
    void (*row)(const OpArgs *a, int64_t r);
    int64_t n, per;
} RowsJob;

static void rows_chunk(void *ctx, int64_t chunk)
{
    const RowsJob *job = ctx;
    int64_t end = (chunk + 1) * job->per < job->n ? (chunk + 1) * job->per : job->n;
    for (int64_t r = chunk * job->per; r < end; r++)
        job->row(job->a, r);
}

/* Runs row over n rows of cols outputs each, in parallel from
 * CPU_PARALLEL_MIN outputs (below, waking the workers cost more than they
 * saved: embedding_bag of 128 bags of 64 columns spent a third of its time
 * in the futex calls). */
static void run_rows(const OpArgs *a, int64_t n, int64_t cols, void (*row)(const OpArgs *, int64_t))
{
    cols = cols ? cols : 1;
    RowsJob job = {a, row, n, n * cols < CPU_PARALLEL_MIN ? n + 1 : cols >= CHUNK ? 1 : CHUNK / cols};
    cpu_parallel((job.n + job.per - 1) / job.per, rows_chunk, &job);
}

/* run_rows with row16, row_bf16, row32 or row64 by the input's dtype. */
static void rows(const OpArgs *a, int64_t n, int64_t cols, void (*row16)(const OpArgs *, int64_t),
                 void (*row_bf16)(const OpArgs *, int64_t), void (*row32)(const OpArgs *, int64_t),
                 void (*row64)(const OpArgs *, int64_t))
{
    DType dt = a->in[0].dtype;
    run_rows(a, n, cols, dt == DT_FLOAT16 ? row16 : dt == DT_BFLOAT16 ? row_bf16 : dt == DT_FLOAT32 ? row32 : row64);
}

/* A 5-d pool's rows: out[0]'s all but its last dim. */
static void five_d(const OpArgs *a, void (*row16)(const OpArgs *, int64_t), void (*row_bf16)(const OpArgs *, int64_t),
                   void (*row32)(const OpArgs *, int64_t), void (*row64)(const OpArgs *, int64_t))
{
    const DevTensor *o = &a->out[0];
    rows(a, o->shape[0] * o->shape[1] * o->shape[2] * o->shape[3], o->shape[4], row16, row_bf16, row32, row64);
}

/* ---- embedding_bag ---- */

enum { BAG_SUM, BAG_MEAN, BAG_MAX };

/* Bag b's positions [*start, *end) in the index, as ops.def says. */
static void bag_span(const OpArgs *a, int64_t b, int64_t *start, int64_t *end)
{
    int64_t n = a->in[1].shape[0];
    if (a->si[2]) {
        *start = b * a->si[3];
        *end = *start + a->si[3];
        return;
    }
    const DevTensor *off = &a->in[2];
    const int64_t *op = (const int64_t *)off->data;
    int64_t s = op[b * off->strides[0]], e = b + 1 < off->shape[0] ? op[(b + 1) * off->strides[0]] : n;
    *start = s < 0 ? 0 : s < n ? s : n;
    *end = e < *start ? *start : e < n ? e : n;
}

/* One of a bag's rows folded into acc, m columns step apart in row: a
 * sum's each rounded to the stored type S as index_add_ into a tensor
 * of S rounds (times the per-sample weight p, rounded, when scaled), or
 * a max's first row taken and then each greater value.  Inlined into
 * the bag's processor clone: a call per row of 64 floats had cost
 * more than its adds. */
#define BAG_FOLD(name, S, T, LOAD, STORE)                                                  \
    static inline __attribute__((always_inline)) void add_##name(const S *row, int64_t step, int64_t m, bool scaled, T p, T *acc) \
    {                                                                                      \
        if (scaled) {                                                                      \
            for (int64_t i = 0; i < m; i++)                                                \
                acc[i] = (T)LOAD(STORE(acc[i] + (T)LOAD(STORE((T)LOAD(row[i * step]) * p)))); \
        } else if (step == 1) {                                                            \
            CPU_LOOP(m, acc[i] = (T)LOAD(STORE(acc[i] + (T)LOAD(row[i]))));                \
        } else {                                                                           \
            for (int64_t i = 0; i < m; i++)                                                \
                acc[i] = (T)LOAD(STORE(acc[i] + (T)LOAD(row[i * step])));                  \
        }                                                                                  \
    }                                                                                      \
    static inline __attribute__((always_inline)) void max_##name(const S *row, int64_t step, int64_t m, bool first, T *acc) \
    {                                                                                      \
        for (int64_t i = 0; i < m; i++) {                                                  \
            T v = (T)LOAD(row[i * step]);                                                  \
            acc[i] = first || v > acc[i] ? v : acc[i];                                     \
        }                                                                                  \
    }

/* A float32 bag's unweighted sum of 32 contiguous columns from w: the
 * adds of add_f32 in its order, kept in four registers of eight, where
 * add_f32 loads and stores each sum every row (embedding_bag of 128 bags
 * of 8 rows of 64 columns: 42% less CPU time).  Returns the rows counted. */
typedef float Float8 __attribute__((vector_size(8 * sizeof(float)), aligned(4)));
enum { SUM_LANES = 32 };

static inline __attribute__((always_inline)) float sum_columns_f32(const float *w, int64_t ws0, const int64_t *ip,
                                                                   int64_t is, int64_t start, int64_t end,
                                                                   int64_t pad, int64_t nrows, float *acc)
{
    Float8 s0 = {0}, s1 = {0}, s2 = {0}, s3 = {0};
    float count = 0;
    for (int64_t j = start; j < end; j++) {
        int64_t k = ip[j * is];
        if (k == pad || k < 0 || k >= nrows)
            continue;
        const Float8 *row = (const Float8 *)(w + k * ws0);
        s0 += row[0];
        s1 += row[1];
        s2 += row[2];
        s3 += row[3];
        count += 1;
    }
    Float8 *out = (Float8 *)acc;
    out[0] = s0;
    out[1] = s1;
    out[2] = s2;
    out[3] = s3;
    return count;
}

/* One bag (a row of out[0]), a block of columns at a time: its rows
 * folded in index order.  VEC: float32, whose plain sums of contiguous
 * rows take sum_columns_f32. */
#define BAG_ROW(name, S, T, LOAD, STORE, VEC)                                              \
    BAG_FOLD(name, S, T, LOAD, STORE)                                                      \
    CPU_CLONES CPU_STRIDED static void bag_##name(const OpArgs *a, int64_t b)              \
    {                                                                                      \
        const DevTensor *w = &a->in[0], *idx = &a->in[1], *o = &a->out[0];                 \
        const DevTensor *psw = a->si[4] ? &a->in[a->nin - 1] : NULL;                       \
        const int mode = (int)a->si[0];                                                    \
        const int64_t pad = a->si[1], nrows = w->shape[0], cols = w->shape[1];             \
        const int64_t ws0 = w->strides[0], ws1 = w->strides[1], is = idx->strides[0];      \
        const int64_t *ip = (const int64_t *)idx->data;                                    \
        int64_t start, end;                                                                \
        bag_span(a, b, &start, &end);                                                      \
        S *op = (S *)o->data + b * o->strides[0];                                          \
        for (int64_t c0 = 0; c0 < cols; c0 += BLOCK) {                                     \
            int64_t m = cols - c0 < BLOCK ? cols - c0 : BLOCK;                             \
            T acc[BLOCK], count = 0;                                                       \
            if (VEC && mode != BAG_MAX && !psw && ws1 == 1 && m % SUM_LANES == 0) {        \
                for (int64_t g = 0; g < m; g += SUM_LANES)                                 \
                    count = sum_columns_f32((const float *)w->data + c0 + g, ws0, ip, is,  \
                                            start, end, pad, nrows, (float *)acc + g);     \
            } else {                                                                       \
                for (int64_t i = 0; i < m; i++)                                            \
                    acc[i] = 0;                                                            \
                for (int64_t j = start; j < end; j++) {                                    \
                    int64_t k = ip[j * is];                                                \
                    if (k == pad || k < 0 || k >= nrows)                                   \
                        continue;                                                          \
                    const S *row = (const S *)w->data + k * ws0 + c0 * ws1;                \
                    if (mode == BAG_MAX) {                                                 \
                        max_##name(row, ws1, m, count == 0, acc);                          \
                        count = 1;                                                         \
                        continue;                                                          \
                    }                                                                      \
                    T p = psw ? (T)LOAD(((const S *)psw->data)[j * psw->strides[0]]) : 1;  \
                    add_##name(row, ws1, m, psw != NULL, p, acc);                          \
                    count = (T)LOAD(STORE(count + 1));                                     \
                }                                                                          \
            }                                                                              \
            T by = mode == BAG_MEAN && count > 1 ? count : (T)1;                           \
            if (o->strides[1] == 1)                                                        \
                CPU_LOOP(m, op[c0 + i] = STORE(acc[i] / by));                              \
            else                                                                           \
                for (int64_t i = 0; i < m; i++)                                            \
                    op[(c0 + i) * o->strides[1]] = STORE(acc[i] / by);                     \
        }                                                                                  \
    }
BAG_ROW(f16, uint16_t, float, LOAD_HALF, STORE_HALF, false)
BAG_ROW(bf16, uint16_t, float, LOAD_BF16, STORE_BF16, false)
BAG_ROW(f32, float, float, LOAD_PLAIN, STORE_PLAIN, true)
BAG_ROW(f64, double, double, LOAD_PLAIN, STORE_PLAIN, false)
#undef BAG_ROW
#undef BAG_FOLD

void cpu_embedding_bag(const OpArgs *a)
{
    rows(a, a->out[0].shape[0], a->out[0].shape[1], bag_f16, bag_bf16, bag_f32, bag_f64);
}

void cpu_pool3d(const OpArgs *a)
{
    five_d(a, pool3d_f16, pool3d_bf16, pool3d_f32, pool3d_f64);
}

void cpu_adaptive_pool(const OpArgs *a)
{
    five_d(a, adaptive_f16, adaptive_bf16, adaptive_f32, adaptive_f64);
}

void cpu_max_pool(const OpArgs *a)
{
    pool(a, true);
}

void cpu_avg_pool(const OpArgs *a)
{
    pool(a, false);
}

/* ---- resize ---- */

enum { RESIZE_NEAREST, RESIZE_NEAREST_EXACT, RESIZE_LINEAR };

/* The input position output i of a dim of n reads, as ops.def says. */
static int64_t nearest_source(int64_t i, int64_t n, float scale, bool exact)
{
    int64_t at = exact ? (int64_t)floorf((float)(((double)i + 0.5) * scale)) : (int64_t)floorf((float)i * scale);
    return at < n - 1 ? at : n - 1;
}

/* nearest_source of outputs first to first + m - 1, in 32 bits (a dim's
 * sizes are below 2^31), so that the loops vectorize: the same float
 * arithmetic, the same positions. */
CPU_CLONES CPU_STRIDED static void nearest_sources(int32_t first, int32_t m, int32_t n, float scale, bool exact,
                                                   int32_t *at)
{
    if (exact) {
        for (int32_t i = 0; i < m; i++) {
            int32_t s = (int32_t)floorf((float)(((double)(first + i) + 0.5) * scale));
            at[i] = s < n - 1 ? s : n - 1;
        }
    } else {
        for (int32_t i = 0; i < m; i++) {
            int32_t s = (int32_t)floorf((float)(first + i) * scale);
            at[i] = s < n - 1 ? s : n - 1;
        }
    }
}

/* One row of outputs (n, c, od, oh, every ow), copied as elements of
 * type T, a block at a time (a vectorized gather where both rows are
 * dense). */
#define NEAREST_ROW(T)                                                                      \
    CPU_CLONES CPU_STRIDED static void pick_##T(const T *xp, int64_t xs, const int32_t *at, int32_t m, T *op, \
                                                int64_t os)                                 \
    {                                                                                       \
        if (xs == 1 && os == 1) {                                                           \
            CPU_LOOP(m, op[i] = xp[at[i]]);                                                 \
        } else {                                                                            \
            for (int32_t i = 0; i < m; i++)                                                 \
                op[i * os] = xp[at[i] * xs];                                                \
        }                                                                                   \
    }                                                                                       \
    static void nearest_##T(const OpArgs *a, int64_t r)                                     \
    {                                                                                       \
        const DevTensor *x = &a->in[0], *o = &a->out[0];                                    \
        const bool exact = a->si[0] == RESIZE_NEAREST_EXACT;                                \
        int64_t OD = o->shape[2], OH = o->shape[3], OW = o->shape[4];                       \
        int64_t oh = r % OH, od = r / OH % OD, c = r / (OH * OD) % o->shape[1];             \
        int64_t n = r / (OH * OD * o->shape[1]), xs = x->strides[4], os = o->strides[4];    \
        int64_t d = nearest_source(od, x->shape[2], (float)a->sf[0], exact);                \
        int64_t h = nearest_source(oh, x->shape[3], (float)a->sf[1], exact);                \
        const T *xp = (const T *)x->data + n * x->strides[0] + c * x->strides[1] +          \
                      d * x->strides[2] + h * x->strides[3];                                \
        T *op = (T *)o->data + n * o->strides[0] + c * o->strides[1] + od * o->strides[2] + \
                oh * o->strides[3];                                                         \
        for (int64_t w0 = 0; w0 < OW; w0 += BLOCK) {                                        \
            int32_t at[BLOCK], m = (int32_t)(OW - w0 < BLOCK ? OW - w0 : BLOCK);            \
            nearest_sources((int32_t)w0, m, (int32_t)x->shape[4], (float)a->sf[2], exact, at); \
            pick_##T(xp, xs, at, m, op + w0 * os, os);                                      \
        }                                                                                   \
    }
NEAREST_ROW(uint8_t)
NEAREST_ROW(uint16_t)
NEAREST_ROW(uint32_t)
NEAREST_ROW(uint64_t)
#undef NEAREST_ROW

/* Linear resizing's two sources of output i of a dim of n and their
 * weights, as ops.def says, in T (float, double for float64).  The
 * source point scale (i + 0.5) - 0.5 is one fused multiply-add (FMA,
 * fmaf or fma), as nvcc and PyTorch's CPU build contract PyTorch's
 * area_pixel_compute_source_index: 1.5 times 2/3 less 0.5 is then
 * just below 0.5, not 0.5. */
#define LINEAR_SOURCE(T, FMA)                                                               \
    static void linear_source_##T(int64_t i, int64_t n, T scale, bool align, int64_t at[2], T l[2]) \
    {                                                                                       \
        T src = align ? scale * (T)i : FMA(scale, (T)i + (T)0.5, -(T)0.5);                  \
        if (!align) src = src < 0 ? (T)0 : src;                                             \
        int64_t lo = (int64_t)src;                                                          \
        at[0] = lo;                                                                         \
        at[1] = lo + (lo < n - 1 ? 1 : 0);                                                  \
        l[1] = src - (T)lo;                                                                 \
        l[0] = (T)1 - l[1];                                                                 \
    }                                                                                       \
    /* linear_source of outputs first to first + m - 1 in 32 bits (a dim's \
     * sizes are below 2^31), so that the loop vectorizes: the same         \
     * arithmetic, the same sources and weights. */                         \
    CPU_CLONES CPU_STRIDED static void linear_sources_##T(int32_t first, int32_t m, int32_t n, T scale, bool align, \
                                                          int32_t *i0, int32_t *i1, T *l0, T *l1) \
    {                                                                                       \
        for (int32_t i = 0; i < m; i++) {                                                   \
            T src = align ? scale * (T)(first + i) : FMA(scale, (T)(first + i) + (T)0.5, -(T)0.5); \
            if (!align) src = src < 0 ? (T)0 : src;                                         \
            int32_t lo = (int32_t)src;                                                      \
            i0[i] = lo;                                                                     \
            i1[i] = lo + (lo < n - 1 ? 1 : 0);                                              \
            l1[i] = src - (T)lo;                                                            \
            l0[i] = (T)1 - l1[i];                                                           \
        }                                                                                   \
    }
LINEAR_SOURCE(float, fmaf)
LINEAR_SOURCE(double, fma)
#undef LINEAR_SOURCE

/* One plane of linear outputs (n, c, od, every oh and ow), a block of
 * columns at a time: the block's w sources and weights, then for each
 * output row the (up to) four input rows around it folded along w (each
 * input row once, kept while the rows after it still read it: two
 * slots by the row's parity, as an output reads two neighbours), those
 * folded along h, then along d, each l0 a + l1 b in T, stored once.
 * The loops over the block vectorize; each output's operations are
 * those of the CUDA thread's, in its order. */
#define LINEAR_PLANE(name, S, T, LOAD, STORE)                                               \
    CPU_CLONES CPU_STRIDED static void fold_w_##name(const S *xr, int64_t xs, const int32_t *i0, \
                                                     const int32_t *i1, const T *l0, const T *l1, int64_t m, \
                                                     T *row)                                \
    {                                                                                       \
        for (int64_t i = 0; i < m; i++) {                                                   \
            T v0 = (T)LOAD(xr[i0[i] * xs]) * l0[i];                                         \
            T v1 = (T)LOAD(xr[i1[i] * xs]) * l1[i];                                         \
            row[i] = v0 + v1;                                                               \
        }                                                                                   \
    }                                                                                       \
    CPU_CLONES static void fold_##name(const T *a, const T *b, T l0, T l1, int64_t m, T *r) \
    {                                                                                       \
        CPU_LOOP(m, r[i] = l0 * a[i] + l1 * b[i]);                                          \
    }                                                                                       \
    static void linear_##name(const OpArgs *a, int64_t r)                                   \
    {                                                                                       \
        const DevTensor *x = &a->in[0], *o = &a->out[0];                                    \
        const bool align = a->si[1] != 0;                                                   \
        const int first = 3 - (int)a->si[2];  /* the first resized dim of d, h, w */        \
        int64_t OD = o->shape[2], OH = o->shape[3], OW = o->shape[4];                       \
        int64_t od = r % OD, c = r / OD % o->shape[1], n = r / (OD * o->shape[1]);          \
        int64_t di[2] = {0, 0};                                                             \
        T dl[2];                                                                            \
        if (first == 0)                                                                     \
            linear_source_##T(od, x->shape[2], (T)a->sf[0], align, di, dl);                 \
        const S *xp = (const S *)x->data + n * x->strides[0] + c * x->strides[1];           \
        S *op = (S *)o->data + n * o->strides[0] + c * o->strides[1] + od * o->strides[2];  \
        for (int64_t w0 = 0; w0 < OW; w0 += BLOCK) {                                        \
            int64_t m = OW - w0 < BLOCK ? OW - w0 : BLOCK, held[2][2] = {{-1, -1}, {-1, -1}}; \
            int32_t i0[BLOCK], i1[BLOCK];                                                   \
            T l0[BLOCK], l1[BLOCK], rows[2][2][BLOCK], plane[2][BLOCK], out[BLOCK];         \
            linear_sources_##T((int32_t)w0, (int32_t)m, (int32_t)x->shape[4], (T)a->sf[2], align, i0, i1, l0, l1); \
            for (int64_t oh = 0; oh < OH; oh++) {                                           \
                int64_t hi[2] = {0, 0};                                                     \
                T hl[2];                                                                    \
                if (first <= 1)                                                             \
                    linear_source_##T(oh, x->shape[3], (T)a->sf[1], align, hi, hl);         \
                for (int p = 0; p < (first == 0 ? 2 : 1); p++) {                            \
                    for (int q = 0; q < 2; q++) {                                           \
                        int slot = (int)(hi[q] & 1);                                        \
                        if (held[p][slot] != hi[q]) {                                       \
                            fold_w_##name(xp + di[p] * x->strides[2] + hi[q] * x->strides[3], x->strides[4], \
                                          i0, i1, l0, l1, m, rows[p][slot]);                \
                            held[p][slot] = hi[q];                                          \
                        }                                                                   \
                    }                                                                       \
                    const T *r0 = rows[p][hi[0] & 1], *r1 = rows[p][hi[1] & 1];             \
                    if (first <= 1)                                                         \
                        fold_##name(r0, r1, hl[0], hl[1], m, plane[p]);                     \
                    else                                                                    \
                        memcpy(plane[p], r0, (size_t)m * sizeof(T));                        \
                }                                                                           \
                const T *v = plane[0];                                                      \
                if (first == 0) {                                                           \
                    fold_##name(plane[0], plane[1], dl[0], dl[1], m, out);                  \
                    v = out;                                                                \
                }                                                                           \
                S *orow = op + oh * o->strides[3] + w0 * o->strides[4];                     \
                for (int64_t i = 0; i < m; i++)                                             \
                    orow[i * o->strides[4]] = STORE(v[i]);                                  \
            }                                                                               \
        }                                                                                   \
    }
LINEAR_PLANE(f16, uint16_t, float, LOAD_HALF, STORE_HALF)
LINEAR_PLANE(bf16, uint16_t, float, LOAD_BF16, STORE_BF16)
LINEAR_PLANE(f32, float, float, LOAD_PLAIN, STORE_PLAIN)
LINEAR_PLANE(f64, double, double, LOAD_PLAIN, STORE_PLAIN)
#undef LINEAR_PLANE

void cpu_resize(const OpArgs *a)
{
    const DevTensor *o = &a->out[0];
    int64_t planes = o->shape[0] * o->shape[1] * o->shape[2];
    size_t es = dtype_size(o->dtype);
    if (a->si[0] == RESIZE_LINEAR)
        rows(a, planes, o->shape[3] * o->shape[4], linear_f16, linear_bf16, linear_f32, linear_f64);
    else
        run_rows(a, planes * o->shape[3], o->shape[4],
                 es == 1 ? nearest_uint8_t : es == 2 ? nearest_uint16_t : es == 4 ? nearest_uint32_t : nearest_uint64_t);
}

/* ---- pad ---- */

/* The element of input dim 2 + d that output i of that dim reads
 * (kernels/pad.h, with si's start, shift and stretch of the dim). */
static int64_t pad_at(const OpArgs *a, int d, int64_t i)
{
    const int64_t *p = &a->si[1 + 3 * d];
    return p[0] + pad_source((int)a->si[0], i - p[1], p[2]);
}

/* One row of outputs (n, c, od, oh, every ow), copied as elements of
 * type T: the stretch the row reads in order is one copy, each element
 * of the pad around it found by pad_at. */
#define PAD_ROW(T)                                                                          \
    static void pad_##T(const OpArgs *a, int64_t r)                                         \
    {                                                                                       \
        const DevTensor *x = &a->in[0], *o = &a->out[0];                                    \
        int64_t OD = o->shape[2], OH = o->shape[3], OW = o->shape[4];                       \
        int64_t oh = r % OH, od = r / OH % OD, c = r / (OH * OD) % o->shape[1];             \
        int64_t n = r / (OH * OD * o->shape[1]), xs = x->strides[4], os = o->strides[4];    \
        const T *xp = (const T *)x->data + n * x->strides[0] + c * x->strides[1] +          \
                      pad_at(a, 0, od) * x->strides[2] + pad_at(a, 1, oh) * x->strides[3];  \
        T *op = (T *)o->data + n * o->strides[0] + c * o->strides[1] + od * o->strides[2] + \
                oh * o->strides[3];                                                         \
        int64_t start = a->si[7], shift = a->si[8], len = a->si[9];                         \
        int64_t lo = shift > 0 ? shift : 0, hi = shift + len < OW ? shift + len : OW;       \
        if (lo >= hi) lo = hi = 0;                                                          \
        for (int64_t i = 0; i < lo; i++)                                                    \
            op[i * os] = xp[pad_at(a, 2, i) * xs];                                          \
        const T *from = xp + (start + lo - shift) * xs;                                     \
        if (xs == 1 && os == 1)                                                             \
            memcpy(op + lo, from, (size_t)(hi - lo) * sizeof(T));                           \
        else                                                                                \
            for (int64_t i = lo; i < hi; i++)                                               \
                op[i * os] = from[(i - lo) * xs];                                           \
        for (int64_t i = hi; i < OW; i++)                                                   \
            op[i * os] = xp[pad_at(a, 2, i) * xs];                                          \
    }
PAD_ROW(uint8_t)
PAD_ROW(uint16_t)
PAD_ROW(uint32_t)
PAD_ROW(uint64_t)
#undef PAD_ROW

void cpu_pad(const OpArgs *a)
{
    const DevTensor *o = &a->out[0];
    size_t es = dtype_size(o->dtype);
    run_rows(a, o->shape[0] * o->shape[1] * o->shape[2] * o->shape[3], o->shape[4],
             es == 1 ? pad_uint8_t : es == 2 ? pad_uint16_t : es == 4 ? pad_uint32_t : pad_uint64_t);
}
