/* philox.c: the simulated device's random-number kernels (rand, randn,
 * randint) on Philox4x32-10, the counter-based generator of curand and
 * PyTorch's CUDA backend.  The mapping from (seed, offset, n) to the n-th
 * value is fixed by src/random.h; every value is a pure function of them,
 * so the work splits over threads, and a CUDA kernel gives the same bits. */
#include <math.h>
#include <string.h>

#include "boxmuller.h"
#include "sim/iter.h"
#include "sim/kernels.h"
#include "sim/parallel.h"

/* Philox4x32-10 (Salmon et al., SC'11; curand_Philox4x32_10). */
static void philox(const uint32_t ctr_in[4], uint64_t seed, uint32_t out[4])
{
    uint32_t c0 = ctr_in[0], c1 = ctr_in[1], c2 = ctr_in[2], c3 = ctr_in[3];
    uint32_t k0 = (uint32_t)seed, k1 = (uint32_t)(seed >> 32);
    for (int r = 0; r < 10; r++) {
        uint64_t p0 = (uint64_t)0xD2511F53u * c0, p1 = (uint64_t)0xCD9E8D57u * c2;
        uint32_t n0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0;
        uint32_t n2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1;
        c1 = (uint32_t)p1;
        c3 = (uint32_t)p0;
        c0 = n0;
        c2 = n2;
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    out[0] = c0;
    out[1] = c1;
    out[2] = c2;
    out[3] = c3;
}

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
            uint32_t ctr[4] = {(uint32_t)b, (uint32_t)(b >> 32), 0, 0};
            philox(ctr, seed, block);
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

static const double TWO_PI = 6.283185307179586;

static void values(const OpArgs *a, Kind kind, int64_t j0, int64_t n, double *f, int64_t *x)
{
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    DType dt = a->out[0].dtype;
    uint32_t w[4 * CHUNK + 8];
    if (kind == K_RAND) {
        int per = dt == DT_FLOAT64 ? 2 : 1;
        words(seed, off + (uint64_t)(j0 * per), w, n * per);
        for (int64_t i = 0; i < n; i++) {
            switch (dt) {
            case DT_FLOAT64: f[i] = (double)(word64(w + 2 * i) >> 11) * 0x1p-53; break;
            case DT_FLOAT16: f[i] = (double)(w[i] >> 21) * 0x1p-11; break;
            case DT_BFLOAT16: f[i] = (double)(w[i] >> 24) * 0x1p-8; break;
            default: f[i] = (double)(w[i] >> 8) * 0x1p-24; break;
            }
        }
    } else if (kind == K_RANDN) {
        /* Values 2q and 2q+1 share pair q: r cos(theta) and r sin(theta). */
        int per = dt == DT_FLOAT64 ? 4 : 2;
        int64_t q0 = j0 / 2, q1 = (j0 + n + 1) / 2;
        words(seed, off + (uint64_t)(q0 * per), w, (q1 - q0) * per);
        for (int64_t i = 0; i < n; i++) {
            int64_t j = j0 + i;
            const uint32_t *p = w + (j / 2 - q0) * per;
            double u, v;
            if (dt == DT_FLOAT64) {
                u = ((double)(word64(p) >> 11) + 0.5) * 0x1p-53;
                v = ((double)(word64(p + 2) >> 11) + 0.5) * 0x1p-53;
            } else {
                u = ((double)p[0] + 0.5) * 0x1p-32;
                v = ((double)p[1] + 0.5) * 0x1p-32;
            }
            double r = sqrt(-2.0 * bm_log(u)), theta = TWO_PI * v;
            f[i] = r * bm_sincos(theta, j % 2 == 0);
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
    Job job = {a, kind, 1};
    for (int d = 0; d < a->out[0].ndim; d++)
        job.numel *= a->out[0].shape[d];
    int64_t chunks = (job.numel + CHUNK - 1) / CHUNK;
    if (job.numel >= SIM_PARALLEL_MIN) {
        sim_parallel(chunks, fill_chunk, &job);
        return;
    }
    for (int64_t c = 0; c < chunks; c++)
        fill_chunk(&job, c);
}

void sim_rand(const OpArgs *a) { generate(a, K_RAND); }
void sim_randn(const OpArgs *a) { generate(a, K_RANDN); }
void sim_randint(const OpArgs *a) { generate(a, K_RANDINT); }
