// random.cu: rand, randn, randint and multinomial on the CUDA device, the twins of
// kernels/cpu/philox.c, on the same kernels/philox.h.  Every value is a
// pure function of (seed, offset, j) by the mapping of src/random.h, so
// one thread computes each value (randn: each pair, which shares its
// logarithm, its angle's reduction and its Philox block) and the bits
// match the simulated device's as long as the double-precision functions
// do: sqrt is correctly rounded on both sides, and log, sin and cos are
// kernels/boxmuller.h's on both (CUDA's own differ from glibc's in the
// last bit of one float64 randn in ten; tests/cuda/test_cuda.c checks the
// bits, 10^7 values per dtype).
#include "philox.h"
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

enum { R_RAND, R_RANDN, R_RANDINT };

// The row-major shape of the result, for strided stores.
struct Shape {
    int ndim;
    bool dense;                // row-major and contiguous: element j at j
    int64_t shape[DEV_MAX_DIMS], strides[DEV_MAX_DIMS];
};

__device__ __forceinline__ uint32_t word(uint64_t seed, uint64_t w)
{
    return philox_word(seed, w);
}

__device__ __forceinline__ uint64_t word64(uint64_t seed, uint64_t w)
{
    return (uint64_t)word(seed, w) | (uint64_t)word(seed, w + 1) << 32;
}

// Words w .. w + C - 1 of the stream of seed (C of 2 or 4), from the one
// or two Philox blocks they lie in; the case analysis keeps the blocks in
// registers (a dynamic index would put them in local memory).
template <int C> __device__ __forceinline__ void words(uint64_t seed, uint64_t w, uint32_t *out)
{
    uint32_t a[4], b[4] = {0, 0, 0, 0};
    philox_block(w / 4, seed, a);
    if (w % 4 + C > 4)
        philox_block(w / 4 + 1, seed, b);
    uint32_t all[8] = {a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]};
#pragma unroll
    for (int k = 0; k < C; k++) {
        switch (w % 4) {
        case 0: out[k] = all[k]; break;
        case 1: out[k] = all[k + 1]; break;
        case 2: out[k] = all[k + 2]; break;
        default: out[k] = all[k + 3]; break;
        }
    }
}

// Element j of the result (row-major), or base + j * es when it is dense.
__device__ __forceinline__ char *element(char *base, const Shape &s, int64_t es, int64_t j)
{
    if (s.dense)
        return base + j * es;
    int64_t off = 0;
    for (int d = s.ndim - 1; d >= 0; d--) {
        off += j % s.shape[d] * s.strides[d];
        j /= s.shape[d];
    }
    return base + off * es;
}

__global__ void k_random(char *p, Shape s, int dt, int kind, int64_t n, uint64_t seed,
                         uint64_t off, uint64_t low, uint64_t range)
{
    int64_t es = (int64_t)size_of(dt);
    for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < n;
         j += (int64_t)gridDim.x * blockDim.x) {
        char *q = element(p, s, es, j);
        if (kind == R_RAND) {
            uint64_t w = dt == DT_FLOAT64 ? word64(seed, off + 2 * (uint64_t)j)
                                          : word(seed, off + (uint64_t)j);
            store_dyn(q, dt, philox_uniform(dt, w));
        } else {
            uint64_t u = range >= ((uint64_t)1 << 32) ? word64(seed, off + 2 * (uint64_t)j)
                                                       : word(seed, off + (uint64_t)j);
            store_dyn(q, dt, (int64_t)(low + u % range));
        }
    }
}

// rand and randint, a Philox block a thread: the values its four words
// make, each word once (PER words a value: 2 for float64's rand and for
// randint's ranges of 2^32 or more), where the stream's offset is a
// multiple of PER, so that no value straddles two blocks.
template <int PER>
__global__ void k_random_blocks(char *p, Shape s, int dt, int kind, int64_t n, uint64_t seed,
                                uint64_t off, uint64_t low, uint64_t range)
{
    int64_t es = (int64_t)size_of(dt);
    uint64_t end = (off + PER * (uint64_t)n + 3) / 4;
    for (uint64_t b = off / 4 + (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; b < end;
         b += (uint64_t)gridDim.x * blockDim.x) {
        uint32_t w[4];
        philox_block(b, seed, w);
#pragma unroll
        for (int k = 0; k < 4; k += PER) {
            uint64_t at = 4 * b + k;
            if (at < off || at >= off + PER * (uint64_t)n)
                continue;
            char *q = element(p, s, es, (int64_t)((at - off) / PER));
            uint64_t v = PER == 2 ? (uint64_t)w[k] | (uint64_t)w[k + 1] << 32 : w[k];
            if (kind == R_RAND)
                store_dyn(q, dt, philox_uniform(dt, v));
            else if (PER == 1)      // v and range below 2^32: the same remainder
                store_dyn(q, dt, (int64_t)(low + (uint32_t)v % (uint32_t)range));
            else
                store_dyn(q, dt, (int64_t)(low + v % range));
        }
    }
}

// randn: pair q (values 2q and 2q + 1, which share a logarithm and an
// angle) a thread.
__global__ void k_randn(char *p, Shape s, int dt, int64_t n, uint64_t seed, uint64_t off)
{
    int64_t es = (int64_t)size_of(dt);
    for (int64_t q = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; 2 * q < n;
         q += (int64_t)gridDim.x * blockDim.x) {
        double a, b;
        if (dt == DT_FLOAT64) {
            uint32_t w[4];
            words<4>(seed, off + 4 * (uint64_t)q, w);
            philox_normal(dt, (uint64_t)w[0] | (uint64_t)w[1] << 32,
                          (uint64_t)w[2] | (uint64_t)w[3] << 32, &a, &b);
        } else {
            uint32_t w[2];
            words<2>(seed, off + 2 * (uint64_t)q, w);
            philox_normal(dt, w[0], w[1], &a, &b);
        }
        store_dyn(element(p, s, es, 2 * q), dt, a);
        if (2 * q + 1 < n)
            store_dyn(element(p, s, es, 2 * q + 1), dt, b);
    }
}

// multinomial (kernels/philox.h's draws, the twin of cpu_multinomial):
// with replacement, each row's running sums in turn (a thread a row), then
// a thread a draw searches its row's; without, a thread a row draws its k
// in turn from the weights left.
__global__ void k_multinomial_sums(const double *p, double *w, int64_t rows, int64_t n)
{
    for (int64_t r = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; r < rows;
         r += (int64_t)gridDim.x * blockDim.x) {
        double sum = 0;
        for (int64_t j = 0; j < n; j++) {
            sum += p[r * n + j];
            w[r * n + j] = sum;
        }
    }
}

__global__ void k_multinomial_pick(const double *w, int64_t *o, int64_t rows, int64_t n, int64_t k,
                                   uint64_t seed, uint64_t off)
{
    for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < rows * k;
         j += (int64_t)gridDim.x * blockDim.x)
        o[j] = philox_category(w + j / k * n, n, philox_uniform64(seed, off, (uint64_t)j));
}

__global__ void k_multinomial_draw(const double *p, double *w, int64_t *o, int64_t rows, int64_t n,
                                   int64_t k, uint64_t seed, uint64_t off)
{
    for (int64_t r = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; r < rows;
         r += (int64_t)gridDim.x * blockDim.x) {
        for (int64_t j = 0; j < n; j++)
            w[r * n + j] = p[r * n + j];
        for (int64_t s = 0; s < k; s++)
            o[r * k + s] = philox_draw(w + r * n, n, philox_uniform64(seed, off, (uint64_t)(r * k + s)));
    }
}

static unsigned blocks_for(int64_t threads, int sms)
{
    int64_t b = (threads + THREADS - 1) / THREADS, most = (int64_t)sms * 32;
    return (unsigned)(b < 1 ? 1 : b < most ? b : most);
}

static bool launch_multinomial(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const double *p = (const double *)a->in[0].data;
    double *w = (double *)a->out[1].data;
    int64_t *o = (int64_t *)a->out[0].data;
    int64_t rows = a->in[0].shape[0], n = a->in[0].shape[1], k = a->out[0].shape[1];
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    if (rows * n * k == 0)
        return true;
    if (a->si[2]) {
        k_multinomial_sums<<<blocks_for(rows, sms), THREADS, 0, cs>>>(p, w, rows, n);
        k_multinomial_pick<<<blocks_for(rows * k, sms), THREADS, 0, cs>>>(w, o, rows, n, k, seed, off);
    } else {
        k_multinomial_draw<<<blocks_for(rows, sms), THREADS, 0, cs>>>(p, w, o, rows, n, k, seed, off);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "multinomial", __FILE__, __LINE__);
    return true;
}

bool cuda_launch_random(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_multinomial)
        return launch_multinomial(a, cs, sms, err);
    const char *name = op_name(op);
    const DevTensor *o = &a->out[0];
    Shape s;
    s.ndim = o->ndim;
    s.dense = true;
    int64_t n = 1;
    for (int d = o->ndim - 1; d >= 0; d--) {
        s.shape[d] = o->shape[d];
        s.strides[d] = o->strides[d];
        s.dense = s.dense && (o->shape[d] == 1 || o->strides[d] == n);
        n *= o->shape[d];
    }
    if (n <= 0)
        return true;
    int kind = op == OP_rand ? R_RAND : op == OP_randn ? R_RANDN : R_RANDINT;
    uint64_t low = (uint64_t)a->si[2], range = (uint64_t)a->si[3] - low;
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    int64_t threads = kind == R_RANDN ? (n + 1) / 2 : n;
    int64_t b = (threads + THREADS - 1) / THREADS, most = (int64_t)sms * 32;
    unsigned blocks = (unsigned)(b < most ? b : most);
    int per = (kind == R_RAND ? o->dtype == DT_FLOAT64 : range >= ((uint64_t)1 << 32)) ? 2 : 1;
    unsigned by_block = (unsigned)((((off + per * (uint64_t)n + 3) / 4 - off / 4) + THREADS - 1) / THREADS);
    by_block = by_block < blocks ? by_block : blocks;
    if (kind == R_RANDN)
        k_randn<<<blocks, THREADS, 0, cs>>>((char *)o->data, s, o->dtype, n, seed, off);
    else if (off % per != 0)
        k_random<<<blocks, THREADS, 0, cs>>>((char *)o->data, s, o->dtype, kind, n, seed, off,
                                             low, kind == R_RANDINT ? range : 1);
    else if (per == 1)
        k_random_blocks<1><<<by_block, THREADS, 0, cs>>>((char *)o->data, s, o->dtype, kind, n,
                                                         seed, off, low, kind == R_RANDINT ? range : 1);
    else
        k_random_blocks<2><<<by_block, THREADS, 0, cs>>>((char *)o->data, s, o->dtype, kind, n,
                                                         seed, off, low, kind == R_RANDINT ? range : 1);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
