// random.cu: rand, randn and randint on the CUDA device, the twins of
// kernels/sim/philox.c, on the same kernels/philox.h.  Every value is a
// pure function of (seed, offset, j) by the mapping of src/random.h, so
// one thread computes each value (randn: each pair) and the bits match the
// simulated device's as long as the double-precision functions do: sqrt is
// correctly rounded on both sides, and log, sin and cos are
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
    int64_t shape[DEV_MAX_DIMS], strides[DEV_MAX_DIMS];
};

// Word w of the stream of seed: lane w % 4 of block w / 4.
__device__ __forceinline__ uint32_t word(uint64_t seed, uint64_t w)
{
    uint32_t b[4];
    philox_block(w / 4, seed, b);
    switch (w % 4) {      // not b[w % 4]: a dynamic index would put b in local memory
    case 0: return b[0];
    case 1: return b[1];
    case 2: return b[2];
    default: return b[3];
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
            uint64_t w = dt == DT_FLOAT64 ? word64(seed, off + 2 * (uint64_t)j)
                                          : word(seed, off + (uint64_t)j);
            store_dyn(q, dt, philox_uniform(dt, w));
        } else if (kind == R_RANDN) {
            uint64_t pair = (uint64_t)j / 2;
            double v = dt == DT_FLOAT64
                           ? philox_normal(dt, word64(seed, off + 4 * pair),
                                           word64(seed, off + 4 * pair + 2), j % 2 == 0)
                           : philox_normal(dt, word(seed, off + 2 * pair),
                                           word(seed, off + 2 * pair + 1), j % 2 == 0);
            store_dyn(q, dt, v);
        } else {
            uint64_t u = range >= ((uint64_t)1 << 32) ? word64(seed, off + 2 * (uint64_t)j)
                                                       : word(seed, off + (uint64_t)j);
            store_dyn(q, dt, (int64_t)(low + u % range));
        }
    }
}

bool cuda_launch_random(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(op);
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
