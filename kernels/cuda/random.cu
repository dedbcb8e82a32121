// random.cu: rand, randn and randint on the CUDA device, the twins of
// kernels/sim/philox.c.  Every value is a pure function of (seed, offset,
// j) by the mapping of src/random.h, so one thread computes each value
// (randn: each pair) and the bits match the simulated device's as long as
// the double-precision functions do: sqrt is correctly rounded on both
// sides, and log, sin and cos are kernels/boxmuller.h's on both (CUDA's
// own differ from glibc's in the last bit of one float64 randn in ten;
// tests/cuda/test_cuda.c checks the bits, 10^7 values per dtype).
#include "boxmuller.h"
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

enum { R_RAND, R_RANDN, R_RANDINT };

// The row-major shape of the result, for strided stores.
struct Shape {
    int ndim;
    int64_t shape[DEV_MAX_DIMS], strides[DEV_MAX_DIMS];
};

// Philox4x32-10 (philox.c's philox()).
__device__ __forceinline__ uint4 philox(uint64_t block, uint64_t seed)
{
    uint32_t c0 = (uint32_t)block, c1 = (uint32_t)(block >> 32), c2 = 0, c3 = 0;
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
    return make_uint4(c0, c1, c2, c3);
}

// Word w of the stream of seed: lane w % 4 of block w / 4.
__device__ __forceinline__ uint32_t word(uint64_t seed, uint64_t w)
{
    uint4 b = philox(w / 4, seed);
    switch (w % 4) {
    case 0: return b.x;
    case 1: return b.y;
    case 2: return b.z;
    default: return b.w;
    }
}

__device__ __forceinline__ uint64_t word64(uint64_t seed, uint64_t w)
{
    return (uint64_t)word(seed, w) | (uint64_t)word(seed, w + 1) << 32;
}

__device__ __forceinline__ char *element(char *base, const Shape &s, int64_t es, int64_t j)
{
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
            double f;
            if (dt == DT_FLOAT64) {
                f = (double)(word64(seed, off + 2 * (uint64_t)j) >> 11) * 0x1p-53;
            } else {
                uint32_t u = word(seed, off + (uint64_t)j);
                f = dt == DT_FLOAT16    ? (double)(u >> 21) * 0x1p-11
                  : dt == DT_BFLOAT16 ? (double)(u >> 24) * 0x1p-8
                                      : (double)(u >> 8) * 0x1p-24;
            }
            store_dyn(q, dt, f);
        } else if (kind == R_RANDN) {
            uint64_t pair = (uint64_t)j / 2;
            double u, v;
            if (dt == DT_FLOAT64) {
                u = ((double)(word64(seed, off + 4 * pair) >> 11) + 0.5) * 0x1p-53;
                v = ((double)(word64(seed, off + 4 * pair + 2) >> 11) + 0.5) * 0x1p-53;
            } else {
                u = ((double)word(seed, off + 2 * pair) + 0.5) * 0x1p-32;
                v = ((double)word(seed, off + 2 * pair + 1) + 0.5) * 0x1p-32;
            }
            double r = sqrt(-2.0 * bm_log(u)), theta = 6.283185307179586 * v;
            store_dyn(q, dt, r * bm_sincos(theta, j % 2 == 0));
        } else {
            uint64_t u = range >= ((uint64_t)1 << 32) ? word64(seed, off + 2 * (uint64_t)j)
                                                       : word(seed, off + (uint64_t)j);
            store_dyn(q, dt, (int64_t)(low + u % range));
        }
    }
}

bool cuda_launch_random(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                        const char *name, Error *err)
{
    const DevTensor *o = &a->out[0];
    Shape s;
    s.ndim = o->ndim;
    int64_t n = 1;
    for (int d = 0; d < o->ndim; d++) {
        s.shape[d] = o->shape[d];
        s.strides[d] = o->strides[d];
        n *= o->shape[d];
    }
    if (n <= 0)
        return true;
    int kind = op == OP_rand ? R_RAND : op == OP_randn ? R_RANDN : R_RANDINT;
    uint64_t low = (uint64_t)a->si[2], range = (uint64_t)a->si[3] - low;
    int64_t b = (n + THREADS - 1) / THREADS, most = (int64_t)sms * 32;
    k_random<<<(unsigned)(b < most ? b : most), THREADS, 0, cs>>>(
        (char *)o->data, s, o->dtype, kind, n, (uint64_t)a->si[0], (uint64_t)a->si[1], low,
        kind == R_RANDINT ? range : 1);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
