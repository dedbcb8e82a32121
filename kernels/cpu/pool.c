/* pool.c: max_pool and avg_pool over windows (ops.def's POOL lines), the
 * twins of kernels/cuda/pool.cu.  Each output element walks its window
 * row by row as PyTorch's CPU kernels do (max: a greater value or a NaN
 * replaces the one held; avg: a running sum in float, double for
 * float64), so the devices agree bit for bit; elements run in parallel. */
#include <math.h>

#include "cpu/kernels.h"
#include "cpu/parallel.h"

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

/* One row of output elements (n, c, oh, every ow): each its window's
 * largest (and where) or mean.  S the stored type, T the compute type;
 * the parameters are copied to locals, which stores through out cannot
 * alias. */
#define POOL_ROW(name, S, T, LOAD, STORE)                                                  \
    static void row_##name(const OpArgs *a, bool max, int64_t r)                           \
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
        for (int64_t ow = 0; ow < cols; ow++) {                                            \
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

void cpu_max_pool(const OpArgs *a)
{
    pool(a, true);
}

void cpu_avg_pool(const OpArgs *a)
{
    pool(a, false);
}
