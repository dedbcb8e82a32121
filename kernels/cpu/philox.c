/* philox.c: the simulated device's random-number kernels (rand, randn,
 * randint, multinomial) on Philox4x32-10 (kernels/philox.h), the counter-based generator
 * of curand and PyTorch's CUDA backend.  The mapping from (seed, offset, n) to the n-th
 * value is fixed by src/random.h; every value is a pure function of them,
 * so the work splits over threads, and a CUDA kernel gives the same bits. */
#include "philox.h"
#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

/* The 32-bit words [w0, w0 + n) of the stream of `seed` (word w is lane
 * w % 4 of the block with 128-bit counter w / 4). */
static void words(uint64_t seed, uint64_t w0, uint32_t *dst, int64_t n)
{
    uint32_t block[4];
    uint64_t b = UINT64_MAX;
    for (int64_t i = 0; i < n; i++) {
        uint64_t w = w0 + (uint64_t)i;
        if (w / 4 != b) {
            b = w / 4;
            philox_block(b, seed, block);
        }
        dst[i] = block[w % 4];
    }
}

static uint64_t word64(const uint32_t *w)
{
    return (uint64_t)w[0] | (uint64_t)w[1] << 32;
}

/* Values [j0, j0 + n) of one call, as double (rand, randn) or int64_t
 * (randint), from the words that random.h assigns them. */
enum { CHUNK = 1024 };

typedef enum Kind { K_RAND, K_RANDN, K_RANDINT } Kind;

static void values(const OpArgs *a, Kind kind, int64_t j0, int64_t n, double *f, int64_t *x)
{
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    DType dt = a->out[0].dtype;
    uint32_t w[4 * CHUNK + 8];
    if (kind == K_RAND) {
        int per = dt == DT_FLOAT64 ? 2 : 1;
        words(seed, off + (uint64_t)(j0 * per), w, n * per);
        for (int64_t i = 0; i < n; i++)
            f[i] = philox_uniform(dt, per == 2 ? word64(w + 2 * i) : w[i]);
    } else if (kind == K_RANDN) {
        /* Values 2q and 2q+1 share pair q: r cos(theta) and r sin(theta). */
        int per = dt == DT_FLOAT64 ? 4 : 2;
        int64_t q0 = j0 / 2, q1 = (j0 + n + 1) / 2;
        words(seed, off + (uint64_t)(q0 * per), w, (q1 - q0) * per);
        for (int64_t q = q0; q < q1; q++) {
            const uint32_t *p = w + (q - q0) * per;
            double v[2];
            if (dt == DT_FLOAT64)
                philox_normal(dt, word64(p), word64(p + 2), &v[0], &v[1]);
            else
                philox_normal(dt, p[0], p[1], &v[0], &v[1]);
            for (int k = 0; k < 2; k++)
                if (2 * q + k >= j0 && 2 * q + k < j0 + n)
                    f[2 * q + k - j0] = v[k];
        }
    } else {
        uint64_t low = (uint64_t)a->si[2], range = (uint64_t)a->si[3] - low;
        int per = range >= ((uint64_t)1 << 32) ? 2 : 1;
        words(seed, off + (uint64_t)(j0 * per), w, n * per);
        for (int64_t i = 0; i < n; i++) {
            uint64_t r = per == 2 ? word64(w + 2 * i) : w[i];
            x[i] = (int64_t)(low + r % range);
        }
    }
}

typedef struct Job {
    const OpArgs *a;
    Kind kind;
    int64_t numel;
    bool dense;           /* out[0] row-major and contiguous: value j at element j */
} Job;

/* Values [c*CHUNK, ...) into their elements, row-major over out[0]. */
static void fill_chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const DevTensor *o = &job->a->out[0];
    int64_t j0 = c * CHUNK, n = job->numel - j0 < CHUNK ? job->numel - j0 : CHUNK;
    double f[CHUNK];
    int64_t x[CHUNK];
    values(job->a, job->kind, j0, n, f, x);
    int64_t sz = (int64_t)dtype_size(o->dtype);
    if (job->dense) {
        if (job->kind == K_RANDINT)
            cpu_convert((char *)o->data + j0 * sz, o->dtype, 1, x, DT_INT64, 1, n);
        else
            cpu_convert((char *)o->data + j0 * sz, o->dtype, 1, f, DT_FLOAT64, 1, n);
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        int64_t rest = j0 + i, off = 0;
        for (int d = o->ndim - 1; d >= 0; d--) {
            off += rest % o->shape[d] * o->strides[d];
            rest /= o->shape[d];
        }
        char *p = (char *)o->data + off * sz;
        if (job->kind == K_RANDINT)
            dtype_store_int(o->dtype, p, x[i]);
        else
            dtype_store_double(o->dtype, p, f[i]);
    }
}

static void generate(const OpArgs *a, Kind kind)
{
    const DevTensor *o = &a->out[0];
    Job job = {a, kind, 1, true};
    for (int d = o->ndim - 1; d >= 0; d--) {
        job.dense = job.dense && (o->shape[d] == 1 || o->strides[d] == job.numel);
        job.numel *= o->shape[d];
    }
    int64_t chunks = (job.numel + CHUNK - 1) / CHUNK;
    if (job.numel >= CPU_PARALLEL_MIN) {
        cpu_parallel(chunks, fill_chunk, &job);
        return;
    }
    for (int64_t c = 0; c < chunks; c++)
        fill_chunk(&job, c);
}

void cpu_rand(const OpArgs *a) { generate(a, K_RAND); }
void cpu_randn(const OpArgs *a) { generate(a, K_RANDN); }
void cpu_randint(const OpArgs *a) { generate(a, K_RANDINT); }

/* dropout (src/tensor/random.h): in[0] and out[0] contiguous, of one
 * float dtype; values [c*CHUNK, ...) a task. */
static void dropout_chunk(void *ctx, int64_t c)
{
    const OpArgs *a = ctx;
    DType dt = a->out[0].dtype;
    int64_t numel = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        numel *= a->out[0].shape[d];
    int64_t j0 = c * CHUNK, n = numel - j0 < CHUNK ? numel - j0 : CHUNK;
    int per = dt == DT_FLOAT64 ? 2 : 1;
    uint32_t w[2 * CHUNK];
    words((uint64_t)a->si[0], (uint64_t)a->si[1] + (uint64_t)(j0 * per), w, n * per);
    size_t es = dtype_size(dt);
    const char *x = (const char *)a->in[0].data + j0 * (int64_t)es;
    char *y = (char *)a->out[0].data + j0 * (int64_t)es;
    double p = a->sf[1], scale = a->sf[0];
    if (dt == DT_FLOAT64) {
        for (int64_t i = 0; i < n; i++)
            ((double *)y)[i] = ((const double *)x)[i] * (philox_keep(dt, word64(w + 2 * i), p) ? scale : 0.0);
        return;
    }
    float fs = (float)scale;
    if (dt == DT_FLOAT32) {
        for (int64_t i = 0; i < n; i++)
            ((float *)y)[i] = ((const float *)x)[i] * (philox_keep(dt, w[i], p) ? fs : 0.0f);
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        float v = (float)dtype_load_double(dt, x + i * (int64_t)es) * (philox_keep(dt, w[i], p) ? fs : 0.0f);
        dtype_store_double(dt, y + i * (int64_t)es, v);
    }
}

void cpu_dropout(const OpArgs *a)
{
    int64_t numel = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        numel *= a->out[0].shape[d];
    int64_t chunks = (numel + CHUNK - 1) / CHUNK;
    if (numel >= CPU_PARALLEL_MIN) {
        cpu_parallel(chunks, dropout_chunk, (void *)a);
        return;
    }
    for (int64_t c = 0; c < chunks; c++)
        dropout_chunk((void *)a, c);
}

/* multinomial (src/tensor/random.h), a row a task.  With replacement
 * (si[2]): in[0] the rows' running sums and in[1] their weights (rows x n
 * float64), draws into out[0] (rows x k int64).  Without: in[0] the
 * weights, their keys into out[1] (rows x n float64) and, when si[3], the
 * k first categories in draw order into out[0] (k <= MULTINOMIAL_SELECT),
 * by insertion into a list of the best so far, their keys then -1. */
static void multinomial_row(void *ctx, int64_t r)
{
    const OpArgs *a = ctx;
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    int64_t n = a->in[0].shape[1], k = a->out[0].shape[1];
    const double *p = (const double *)a->in[0].data + r * n;
    int64_t *o = (int64_t *)a->out[0].data + r * k;
    if (a->si[2]) {
        /* the sums come from cumsum, out of cache: fetch the row's lines
         * at once rather than a miss a probe of the searches */
        for (int64_t j = 0; j < n; j += 8)
            __builtin_prefetch(p + j);
        const double *w = (const double *)a->in[1].data + r * n;
        for (int64_t s = 0; s < k; s++)
            o[s] = philox_category(p, w, n, philox_uniform64(seed, off, (uint64_t)(r * k + s)));
        return;
    }
    double *keys = (double *)a->out[1].data + r * n;
    uint32_t w[CHUNK];
    for (int64_t j0 = 0; j0 < n; j0 += CHUNK) {
        int64_t m = n - j0 < CHUNK ? n - j0 : CHUNK;
        words(seed, off + (uint64_t)(r * n + j0), w, m);
        for (int64_t i = 0; i < m; i++)
            keys[j0 + i] = philox_key(p[j0 + i], w[i]);
    }
    if (!a->si[3])
        return;
    double best[MULTINOMIAL_SELECT];
    int64_t count = 0;
    for (int64_t i = 0; i < n; i++) {
        /* i is above every index in the list: it goes before an equal key never */
        if (count == k && keys[i] <= best[k - 1])
            continue;
        int64_t at = count < k ? count++ : k - 1;
        for (; at > 0 && keys[i] > best[at - 1]; at--) {
            best[at] = best[at - 1];
            o[at] = o[at - 1];
        }
        best[at] = keys[i];
        o[at] = i;
    }
    /* the drawn keys end taken (-1, below every key), as the GPU's rounds leave them */
    for (int64_t s = 0; s < count; s++)
        keys[o[s]] = -1;
}

void cpu_multinomial(const OpArgs *a)
{
    int64_t rows = a->in[0].shape[0];
    if (rows * a->in[0].shape[1] * a->out[0].shape[1] >= CPU_PARALLEL_MIN) {
        cpu_parallel(rows, multinomial_row, (void *)a);
        return;
    }
    for (int64_t r = 0; r < rows; r++)
        multinomial_row((void *)a, r);
}
