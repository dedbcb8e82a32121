/* philox.c: the simulated device's random-number kernels (rand, randn,
 * randint, rand_map, dropout, bernoulli, poisson, multinomial) on Philox4x32-10 (kernels/philox.h), the counter-based generator
 * of curand and PyTorch's CUDA backend.  The mapping from (seed, offset, n) to the n-th
 * value is fixed by src/random.h; every value is a pure function of them,
 * so the work splits over threads, and a CUDA kernel gives the same bits.
 * Philox runs sixteen blocks at a time in AVX2 lanes, and the float
 * draws' maps (randn's Box-Muller pairs, the distributions of dist.h,
 * multinomial's keys) eight lanes at a time: their functions are
 * branch-free, and the loops DRAW_LOOP's. */
#include <string.h>

#include "dist.h"
#include "philox.h"
#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define PHILOX_AVX2 1

/* The high and low halves of the products of a's eight 32-bit lanes by
 * m's: _mm256_mul_epu32 multiplies the even lanes, so the odd ones are
 * shifted down to them first. */
__attribute__((target("avx2"))) static inline void mul_hilo(__m256i a, __m256i m, __m256i *hi,
                                                             __m256i *lo)
{
    __m256i even = _mm256_mul_epu32(a, m), odd = _mm256_mul_epu32(_mm256_srli_epi64(a, 32), m);
    *lo = _mm256_blend_epi32(even, _mm256_slli_epi64(odd, 32), 0xaa);
    *hi = _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xaa);
}

/* Eight Philox states, a block a lane. */
typedef struct Lanes {
    __m256i c0, c1, c2, c3;
} Lanes;

/* The counters of blocks [b0, b0 + 8), the low word's carry into the
 * high one where it wraps. */
__attribute__((target("avx2"))) static inline Lanes counters(uint64_t b0)
{
    __m256i base = _mm256_set1_epi32((int)(uint32_t)b0), sign = _mm256_set1_epi32(INT32_MIN);
    __m256i lo = _mm256_add_epi32(base, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i wrapped = _mm256_cmpgt_epi32(_mm256_xor_si256(base, sign), _mm256_xor_si256(lo, sign));
    __m256i hi = _mm256_sub_epi32(_mm256_set1_epi32((int)(uint32_t)(b0 >> 32)), wrapped);
    return (Lanes){lo, hi, _mm256_setzero_si256(), _mm256_setzero_si256()};
}

/* One of philox_block's rounds, key (k0, k1). */
__attribute__((target("avx2"))) static inline Lanes round8(Lanes s, __m256i k0, __m256i k1)
{
    __m256i h0, l0, h1, l1;
    mul_hilo(s.c0, _mm256_set1_epi32((int)0xD2511F53u), &h0, &l0);
    mul_hilo(s.c2, _mm256_set1_epi32((int)0xCD9E8D57u), &h1, &l1);
    return (Lanes){_mm256_xor_si256(_mm256_xor_si256(h1, s.c1), k0), l1,
                   _mm256_xor_si256(_mm256_xor_si256(h0, s.c3), k1), l0};
}

/* The eight blocks' words into out[0, 32) in block order: each 128-bit
 * half of the unpacked vectors holds blocks i and i + 4. */
__attribute__((target("avx2"))) static inline void store8(Lanes s, uint32_t *out)
{
    __m256i t01 = _mm256_unpacklo_epi32(s.c0, s.c1), t23 = _mm256_unpacklo_epi32(s.c2, s.c3);
    __m256i u01 = _mm256_unpackhi_epi32(s.c0, s.c1), u23 = _mm256_unpackhi_epi32(s.c2, s.c3);
    __m256i b04 = _mm256_unpacklo_epi64(t01, t23), b15 = _mm256_unpackhi_epi64(t01, t23);
    __m256i b26 = _mm256_unpacklo_epi64(u01, u23), b37 = _mm256_unpackhi_epi64(u01, u23);
    __m256i *o = (__m256i *)out;
    _mm256_storeu_si256(o, _mm256_permute2x128_si256(b04, b15, 0x20));
    _mm256_storeu_si256(o + 1, _mm256_permute2x128_si256(b26, b37, 0x20));
    _mm256_storeu_si256(o + 2, _mm256_permute2x128_si256(b04, b15, 0x31));
    _mm256_storeu_si256(o + 3, _mm256_permute2x128_si256(b26, b37, 0x31));
}

/* philox_block of the sixteen blocks [b0, b0 + 16) into out[0, 64), as
 * two independent sets of eight: a round's multiplies wait on the last
 * round's, and the other set's fill the wait. */
__attribute__((target("avx2"))) static void blocks16(uint64_t seed, uint64_t b0, uint32_t *out)
{
    Lanes a = counters(b0), b = counters(b0 + 8);
    __m256i k0 = _mm256_set1_epi32((int)(uint32_t)seed), k1 = _mm256_set1_epi32((int)(uint32_t)(seed >> 32));
    for (int r = 0; r < 10; r++) {
        a = round8(a, k0, k1);
        b = round8(b, k0, k1);
        k0 = _mm256_add_epi32(k0, _mm256_set1_epi32((int)0x9E3779B9u));
        k1 = _mm256_add_epi32(k1, _mm256_set1_epi32((int)0xBB67AE85u));
    }
    store8(a, out);
    store8(b, out + 32);
}
#endif

/* Blocks [b0, b0 + n) of the stream of `seed`, block i's four words at
 * out[4i, 4i + 4): sixteen at a time where the processor has AVX2. */
static void blocks(uint64_t seed, uint64_t b0, int64_t n, uint32_t *out)
{
    int64_t i = 0;
#ifdef PHILOX_AVX2
    if (__builtin_cpu_supports("avx2"))
        for (; i + 16 <= n; i += 16)
            blocks16(seed, b0 + (uint64_t)i, out + 4 * i);
#endif
    for (; i < n; i++)
        philox_block(b0 + (uint64_t)i, seed, out + 4 * i);
}

/* The 32-bit words [w0, w0 + n) of the stream of `seed` (word w is lane
 * w % 4 of the block with 128-bit counter w / 4; w wraps at 2^64, and a
 * batch of BATCH blocks or fewer stops there). */
enum { BATCH = 256 };

static void words(uint64_t seed, uint64_t w0, uint32_t *dst, int64_t n)
{
    uint32_t block[4 * BATCH];
    for (int64_t i = 0; i < n;) {
        uint64_t w = w0 + (uint64_t)i, to_wrap = (UINT64_MAX >> 2) - w / 4 + 1;
        int64_t skip = (int64_t)(w % 4), want = skip + n - i;
        int64_t nb = want < 4 * BATCH ? (want + 3) / 4 : BATCH;
        if ((uint64_t)nb > to_wrap)
            nb = (int64_t)to_wrap;
        int64_t take = (want < 4 * nb ? want : 4 * nb) - skip;
        blocks(seed, w / 4, nb, block);
        memcpy(dst + i, block + skip, (size_t)take * sizeof *dst);
        i += take;
    }
}

static uint64_t word64(const uint32_t *w)
{
    return (uint64_t)w[0] | (uint64_t)w[1] << 32;
}

/* Values [j0, j0 + n) of one call, as double (rand, float64 randn) or
 * int64_t (randint), from the words that random.h assigns them. */
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
        int64_t q0 = j0 / 2, q1 = (j0 + n + 1) / 2;
        words(seed, off + (uint64_t)(q0 * 4), w, (q1 - q0) * 4);
        for (int64_t q = q0; q < q1; q++) {
            const uint32_t *p = w + (q - q0) * 4;
            double v[2];
            philox_normal(dt, word64(p), word64(p + 2), &v[0], &v[1]);
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

/* A loop over float draws, compiled for x86-64-v3 too (CPU_CLONES),
 * where fmaf is an instruction, and flattened: philox.h's, dist.h's and
 * floatfn.h's inline functions inline into it, and GCC vectorises it
 * whole (a call left in it, or fmaf's library call, would keep it
 * scalar). */
#define DRAW_LOOP CPU_CLONES __attribute__((flatten))

/* out[2q] and out[2q + 1] = philox_normal_f(w[2q], w[2q + 1]) for
 * q < pairs. */
DRAW_LOOP static void normal_pairs(float *restrict out, const uint32_t *restrict w, int64_t pairs)
{
    CPU_LOOP(pairs, philox_normal_f(w[2 * i], w[2 * i + 1], out + 2 * i, out + 2 * i + 1));
}

/* randn's values [j0, j0 + n) (j0 even) of float32, float16 or bfloat16,
 * in float: pair q = j / 2 takes words 2q and 2q + 1.  v holds n rounded
 * up to even. */
static void normals_f(const OpArgs *a, int64_t j0, int64_t n, float *v)
{
    uint32_t w[CHUNK];
    int64_t pairs = (n + 1) / 2;
    words((uint64_t)a->si[0], (uint64_t)a->si[1] + (uint64_t)j0, w, 2 * pairs);
    normal_pairs(v, w, pairs);
}

/* rand's float32 values [j0, j0 + n): philox_uniform's, each word's top
 * 24 bits (below 2^31: an int32_t's conversion, which vectorises). */
static void uniforms_f(const OpArgs *a, int64_t j0, int64_t n, float *v)
{
    uint32_t w[CHUNK];
    words((uint64_t)a->si[0], (uint64_t)a->si[1] + (uint64_t)j0, w, n);
    CPU_LOOP(n, v[i] = (float)(int32_t)(w[i] >> 8) * 0x1p-24f);
}

typedef struct Job {
    const OpArgs *a;
    Kind kind;
    int64_t numel;
    bool dense;           /* out[0] row-major and contiguous: value j at element j */
} Job;

/* Values [j0, j0 + n) from src, of dtype sd (float32, float64 or int64),
 * into their elements, row-major over out[0]. */
static void store(const Job *job, int64_t j0, int64_t n, const void *src, DType sd)
{
    const DevTensor *o = &job->a->out[0];
    int64_t sz = (int64_t)dtype_size(o->dtype);
    if (job->dense) {
        cpu_convert((char *)o->data + j0 * sz, o->dtype, 1, src, sd, 1, n);
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        int64_t rest = j0 + i, off = 0;
        for (int d = o->ndim - 1; d >= 0; d--) {
            off += rest % o->shape[d] * o->strides[d];
            rest /= o->shape[d];
        }
        char *p = (char *)o->data + off * sz;
        if (sd == DT_INT64)
            dtype_store_int(o->dtype, p, ((const int64_t *)src)[i]);
        else if (sd == DT_FLOAT32)
            dtype_store_double(o->dtype, p, ((const float *)src)[i]);
        else
            dtype_store_double(o->dtype, p, ((const double *)src)[i]);
    }
}

/* Values [c*CHUNK, ...) into their elements. */
static void fill_chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    int64_t j0 = c * CHUNK, n = job->numel - j0 < CHUNK ? job->numel - j0 : CHUNK;
    if (job->kind == K_RANDN && job->a->out[0].dtype != DT_FLOAT64) {
        float v[CHUNK];
        normals_f(job->a, j0, n, v);
        store(job, j0, n, v, DT_FLOAT32);
        return;
    }
    double f[CHUNK];
    int64_t x[CHUNK];
    values(job->a, job->kind, j0, n, f, x);
    if (job->kind == K_RANDINT)
        store(job, j0, n, x, DT_INT64);
    else
        store(job, j0, n, f, DT_FLOAT64);
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

static int64_t out_numel(const OpArgs *a)
{
    int64_t numel = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        numel *= a->out[0].shape[d];
    return numel;
}

/* chunk(a, c) for each CHUNK of out[0]'s elements: dropout's and
 * poisson's tasks, over threads when there are enough. */
static void by_chunks(const OpArgs *a, void (*chunk)(void *, int64_t))
{
    int64_t numel = out_numel(a), chunks = (numel + CHUNK - 1) / CHUNK;
    if (numel >= CPU_PARALLEL_MIN) {
        cpu_parallel(chunks, chunk, (void *)a);
        return;
    }
    for (int64_t c = 0; c < chunks; c++)
        chunk((void *)a, c);
}

/* y[i] = dist_map_f(M, v[i], a, b) for i < n: a function a map, in
 * which dist_map_f's switch folds away (GCC vectorised none of the six
 * loops as the cases of one switch). */
#define MAP_LOOP(name, M)                                                                              \
    DRAW_LOOP static void name(float *restrict y, const float *restrict v, int64_t n, float a, float b) \
    {                                                                                                  \
        CPU_LOOP(n, y[i] = dist_map_f(M, v[i], a, b));                                                 \
    }
MAP_LOOP(map_uniform, DIST_UNIFORM)
MAP_LOOP(map_normal, DIST_NORMAL)
MAP_LOOP(map_exponential, DIST_EXPONENTIAL)
MAP_LOOP(map_cauchy, DIST_CAUCHY)
MAP_LOOP(map_geometric, DIST_GEOMETRIC)
MAP_LOOP(map_log_normal, DIST_LOG_NORMAL)

/* Each map's loop, by its DistMap. */
static void (*const map_loops[])(float *restrict, const float *restrict, int64_t, float, float) = {
    map_uniform, map_normal, map_exponential, map_cauchy, map_geometric, map_log_normal,
};

/* rand_map (kernels/dist.h): out[0] contiguous, float32 or float64;
 * values [c*CHUNK, ...) a task. */
static void rand_map_chunk(void *ctx, int64_t c)
{
    const OpArgs *a = ctx;
    int map = (int)a->si[2];
    int64_t numel = out_numel(a);
    int64_t j0 = c * CHUNK, n = numel - j0 < CHUNK ? numel - j0 : CHUNK;
    if (a->out[0].dtype == DT_FLOAT64) {
        double f[CHUNK], *y = (double *)a->out[0].data + j0;
        values(a, dist_normal(map) ? K_RANDN : K_RAND, j0, n, f, NULL);
        for (int64_t i = 0; i < n; i++)
            y[i] = dist_map(map, f[i], a->sf[0], a->sf[1]);
        return;
    }
    float v[CHUNK];
    if (dist_normal(map))
        normals_f(a, j0, n, v);
    else
        uniforms_f(a, j0, n, v);
    map_loops[map]((float *)a->out[0].data + j0, v, n, (float)a->sf[0], (float)a->sf[1]);
}

void cpu_rand_map(const OpArgs *a) { by_chunks(a, rand_map_chunk); }

/* dropout (src/tensor/random.h): in[0] and out[0] contiguous, of one
 * float dtype; values [c*CHUNK, ...) a task. */
static void dropout_chunk(void *ctx, int64_t c)
{
    const OpArgs *a = ctx;
    DType dt = a->out[0].dtype;
    int64_t numel = out_numel(a);
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

void cpu_dropout(const OpArgs *a) { by_chunks(a, dropout_chunk); }

/* bernoulli (src/tensor/random.h): in[0] and out[0] contiguous, of one
 * shape; values [c*CHUNK, ...) a task. */
static void bernoulli_chunk(void *ctx, int64_t c)
{
    const OpArgs *a = ctx;
    DType draw = (DType)a->si[2], pt = a->in[0].dtype, dt = a->out[0].dtype;
    int64_t numel = out_numel(a);
    int64_t j0 = c * CHUNK, n = numel - j0 < CHUNK ? numel - j0 : CHUNK;
    int per = draw == DT_FLOAT64 ? 2 : 1;
    uint32_t w[2 * CHUNK];
    words((uint64_t)a->si[0], (uint64_t)a->si[1] + (uint64_t)(j0 * per), w, n * per);
    size_t ps = dtype_size(pt), es = dtype_size(dt);
    const char *p = (const char *)a->in[0].data + j0 * (int64_t)ps;
    char *y = (char *)a->out[0].data + j0 * (int64_t)es;
    if (draw == DT_FLOAT32 && pt == DT_FLOAT32 && dt == DT_FLOAT32) {   /* the common case, in float: exact */
        for (int64_t i = 0; i < n; i++)
            ((float *)y)[i] = (float)(w[i] >> 8) * 0x1p-24f < ((const float *)p)[i] ? 1.0f : 0.0f;
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        double u = philox_uniform(draw, per == 2 ? word64(w + 2 * i) : w[i]);
        dtype_store_double(dt, y + i * (int64_t)es, u < dtype_load_double(pt, p + i * (int64_t)ps) ? 1.0 : 0.0);
    }
}

void cpu_bernoulli(const OpArgs *a) { by_chunks(a, bernoulli_chunk); }

/* poisson (src/tensor/random.h): in[0] and out[0] contiguous, of one
 * float dtype; values [c*CHUNK, ...) a task. */
static void poisson_chunk(void *ctx, int64_t c)
{
    const OpArgs *a = ctx;
    DType dt = a->out[0].dtype;
    int64_t numel = out_numel(a);
    int64_t j0 = c * CHUNK, n = numel - j0 < CHUNK ? numel - j0 : CHUNK;
    uint64_t seed = (uint64_t)a->si[0], block = ((uint64_t)a->si[1] + 3) / 4 + (uint64_t)j0;
    int64_t es = (int64_t)dtype_size(dt);
    const char *x = (const char *)a->in[0].data + j0 * es;
    char *y = (char *)a->out[0].data + j0 * es;
    for (int64_t i = 0; i < n; i++)
        dtype_store_double(dt, y + i * es, philox_poisson(dtype_load_double(dt, x + i * es), block + (uint64_t)i, seed));
}

void cpu_poisson(const OpArgs *a) { by_chunks(a, poisson_chunk); }

/* keys[i] = philox_key(p[i], w[i]) for i < n. */
DRAW_LOOP static void keys_of(double *restrict keys, const double *restrict p, const uint32_t *restrict w,
                              int64_t n)
{
    CPU_LOOP(n, keys[i] = philox_key(p[i], w[i]));
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
        keys_of(keys + j0, p + j0, w, m);
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
