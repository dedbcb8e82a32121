// random.cu: rand, randn, randint, rand_map, dropout, bernoulli, poisson and multinomial on the CUDA device, the twins of
// kernels/cpu/philox.c, on the same kernels/philox.h.  Every value is a
// pure function of (seed, offset, j) by the mapping of src/random.h, so
// any thread can compute any value: a dense result (every one rand, randn
// and randint make) takes a Philox block a thread and stores the values
// its words make as one vector; a strided one, a value (randn: a pair) a
// thread.  The bits match the simulated device's as long as the
// floating-point functions do: sqrt and fma are correctly rounded on
// both sides, and log, exp, sin and cos are kernels/boxmuller.h's and
// kernels/floatfn.h's on both (CUDA's own differ from glibc's in the last
// bit of one float64 randn in ten; tests/cuda/test_cuda.c checks the
// bits, 10^7 values per dtype).
#include "dist.h"
#include "philox.h"
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"
#include "cuda/ops.cuh"

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

// A dense result whose stream offset is a multiple of 4 (random.c's
// always are): a Philox block a thread, computed once, making the V values
// its four words make (rand and randint: a value a word, or one of two
// words, PER; randn: float32's two pairs, float64's one), stored as one
// vector of V elements where the result's start is aligned to it (the
// host checks), so a warp writes whole lines.
template <typename T, int V> struct alignas(V * sizeof(T) < 16 ? V * sizeof(T) : 16) Vec {
    T v[V];
};

// u % d for 32-bit u and d by Lemire's direct remainder (Lemire, Kaser and
// Kurz, "Faster remainder by direct computation", 2019): m = 2^64 / d + 1
// (0 for d = 1), then the high word of d times m u's low 64 bits.  Exact
// for every u and d below 2^32, and a few multiplications where the GPU's
// 32-bit % is a division routine of about twenty instructions.
__device__ __forceinline__ uint32_t mod_by(uint32_t u, uint64_t m, uint32_t d)
{
    return (uint32_t)__umul64hi(m * u, d);
}

template <int DT, int KIND, int PER>
__global__ void k_dense(T_<DT> *p, int64_t n, uint64_t seed, uint64_t b0, uint64_t low, uint64_t range)
{
    constexpr int V = KIND == R_RANDN ? (DT == DT_FLOAT64 ? 2 : 4) : 4 / PER;
    int64_t blocks = (n + V - 1) / V;
    const uint64_t m = KIND == R_RANDINT && PER == 1 ? ~(uint64_t)0 / range + 1 : 0;
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < blocks;
         i += (int64_t)gridDim.x * blockDim.x) {
        uint32_t w[4];
        philox_block(b0 + (uint64_t)i, seed, w);
        Vec<T_<DT>, V> v;
        if constexpr (KIND == R_RANDN && DT == DT_FLOAT64) {
            double a, b;
            philox_normal(DT, (uint64_t)w[0] | (uint64_t)w[1] << 32, (uint64_t)w[2] | (uint64_t)w[3] << 32,
                          &a, &b);
            v.v[0] = to<DT>(a);
            v.v[1] = to<DT>(b);
        } else if constexpr (KIND == R_RANDN) {
            float a, b, c, d;
            philox_normal_f(w[0], w[1], &a, &b);
            philox_normal_f(w[2], w[3], &c, &d);
            v.v[0] = to<DT>(a);
            v.v[1] = to<DT>(b);
            v.v[2] = to<DT>(c);
            v.v[3] = to<DT>(d);
        } else {
#pragma unroll
            for (int k = 0; k < V; k++) {
                uint64_t u = PER == 2 ? (uint64_t)w[2 * k] | (uint64_t)w[2 * k + 1] << 32 : w[k];
                if constexpr (KIND == R_RAND && DT == DT_FLOAT64)
                    v.v[k] = (double)(u >> 11) * 0x1p-53;
                else if constexpr (KIND == R_RAND)   // exact in float, as philox_uniform's double
                    v.v[k] = to<DT>((float)((uint32_t)u >> (DT == DT_FLOAT16 ? 21 : DT == DT_BFLOAT16 ? 24 : 8)) *
                                    (DT == DT_FLOAT16 ? 0x1p-11f : DT == DT_BFLOAT16 ? 0x1p-8f : 0x1p-24f));
                else if constexpr (PER == 1)         // u and range below 2^32: the same remainder
                    v.v[k] = to<DT>((int64_t)(low + mod_by((uint32_t)u, m, (uint32_t)range)));
                else
                    v.v[k] = to<DT>((int64_t)(low + u % range));
            }
        }
        if ((i + 1) * V <= n) {
            *(Vec<T_<DT>, V> *)(p + i * V) = v;
        } else {
#pragma unroll
            for (int k = 0; k < V; k++)
                if (i * V + k < n)
                    p[i * V + k] = v.v[k];
        }
    }
}

// randint of an 8-byte dtype, a value a word: a thread's four values are
// 32 bytes, which as two 16-byte stores left every warp instruction
// writing half of each 32-byte sector it touched (H100, 2^26 int64: 44% of
// DRAM's peak, PyTorch's kernel 73%).  So the warp's 32 blocks, 128
// values, go out as two stores of 512 contiguous bytes: lane t stores
// values 2t, 2t + 1 and 64 + 2t, 64 + 2t + 1 of the warp's run, from the
// words of the lanes that drew them.  The loop is the warp's, so that
// every lane takes part in the shuffles.
template <int DT>
__global__ void k_randint_wide(T_<DT> *p, int64_t n, uint64_t seed, uint64_t b0, uint64_t low, uint64_t range)
{
    const uint64_t m = ~(uint64_t)0 / range + 1;
    const int lane = threadIdx.x & 31;
    int64_t blocks = (n + 3) / 4;
    for (int64_t first = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) & ~(int64_t)31; first < blocks;
         first += (int64_t)gridDim.x * blockDim.x) {
        uint32_t w[4];
        philox_block(b0 + (uint64_t)(first + lane), seed, w);
#pragma unroll
        for (int h = 0; h < 2; h++) {
            int from = 16 * h + lane / 2;
            uint32_t a = __shfl_sync(~0u, w[0], from), b = __shfl_sync(~0u, w[1], from);
            uint32_t c = __shfl_sync(~0u, w[2], from), d = __shfl_sync(~0u, w[3], from);
            uint32_t u0 = lane & 1 ? c : a, u1 = lane & 1 ? d : b;
            int64_t j = 4 * first + 64 * h + 2 * lane;
            Vec<T_<DT>, 2> v;
            v.v[0] = to<DT>((int64_t)(low + mod_by(u0, m, (uint32_t)range)));
            v.v[1] = to<DT>((int64_t)(low + mod_by(u1, m, (uint32_t)range)));
            if (j + 2 <= n)
                *(Vec<T_<DT>, 2> *)(p + j) = v;
            else if (j < n)
                p[j] = v.v[0];
        }
    }
}

template <int DT> static size_t dense_align(int kind, int per)
{
    int v = kind == R_RANDN ? (DT == DT_FLOAT64 ? 2 : 4) : 4 / per;
    size_t b = v * sizeof(T_<DT>);
    return b < 16 ? b : 16;
}

// Launches k_dense for dtype DT if the result's start is aligned to its
// vectors; false if it is not.
template <int DT>
static bool launch_dense(void *p, int kind, int per, int64_t n, uint64_t seed, uint64_t off, uint64_t low,
                         uint64_t range, int sms, cudaStream_t cs)
{
    if ((uintptr_t)p % dense_align<DT>(kind, per) != 0)
        return false;
    int v = kind == R_RANDN ? (DT == DT_FLOAT64 ? 2 : 4) : 4 / per;
    int64_t b = ((n + v - 1) / v + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(b < most ? b : most);
    T_<DT> *q = (T_<DT> *)p;
    if constexpr (is_float(DT)) {
        if (kind == R_RANDN) {
            k_dense<DT, R_RANDN, 1><<<blocks, THREADS, 0, cs>>>(q, n, seed, off / 4, 0, 1);
            return true;
        }
        if (kind == R_RAND) {
            if constexpr (DT == DT_FLOAT64)
                k_dense<DT, R_RAND, 2><<<blocks, THREADS, 0, cs>>>(q, n, seed, off / 4, 0, 1);
            else
                k_dense<DT, R_RAND, 1><<<blocks, THREADS, 0, cs>>>(q, n, seed, off / 4, 0, 1);
            return true;
        }
    }
    if (per == 1 && sizeof(T_<DT>) == 8)
        k_randint_wide<DT><<<blocks, THREADS, 0, cs>>>(q, n, seed, off / 4, low, range);
    else if (per == 1)
        k_dense<DT, R_RANDINT, 1><<<blocks, THREADS, 0, cs>>>(q, n, seed, off / 4, low, range);
    else
        k_dense<DT, R_RANDINT, 2><<<blocks, THREADS, 0, cs>>>(q, n, seed, off / 4, low, range);
    return true;
}

static bool dense_by_dtype(int dt, void *p, int kind, int per, int64_t n, uint64_t seed, uint64_t off,
                           uint64_t low, uint64_t range, int sms, cudaStream_t cs)
{
    switch (dt) {
    case DT_BOOL: return launch_dense<DT_BOOL>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_UINT8: return launch_dense<DT_UINT8>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_INT8: return launch_dense<DT_INT8>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_INT16: return launch_dense<DT_INT16>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_INT32: return launch_dense<DT_INT32>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_INT64: return launch_dense<DT_INT64>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_FLOAT16: return launch_dense<DT_FLOAT16>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_BFLOAT16: return launch_dense<DT_BFLOAT16>(p, kind, per, n, seed, off, low, range, sms, cs);
    case DT_FLOAT32: return launch_dense<DT_FLOAT32>(p, kind, per, n, seed, off, low, range, sms, cs);
    default: return launch_dense<DT_FLOAT64>(p, kind, per, n, seed, off, low, range, sms, cs);
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

// dropout (src/tensor/random.h; the twin of cpu_dropout): as k_dense, a
// Philox block a thread and the V elements its words decide, loaded and
// stored as one vector (VEC: the stream's offset a multiple of 4 and both
// pointers aligned to the vectors, which the host checks), or else an
// element a thread from its own words.
template <int DT, bool VEC>
__global__ void k_dropout(const T_<DT> *x, T_<DT> *y, int64_t n, uint64_t seed, uint64_t off, double p,
                          double scale)
{
    constexpr int V = DT == DT_FLOAT64 ? 2 : 4;
    using C = typename Ct<DT>::N;
    C s = (C)scale, zero = 0;
    if constexpr (VEC) {
        for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i * V < n;
             i += (int64_t)gridDim.x * blockDim.x) {
            uint32_t w[4];
            philox_block(off / 4 + (uint64_t)i, seed, w);
            Vec<T_<DT>, V> v;
            bool whole = (i + 1) * V <= n;
            if (whole)
                v = *(const Vec<T_<DT>, V> *)(x + i * V);
#pragma unroll
            for (int k = 0; k < V; k++) {
                if (!whole && i * V + k >= n)
                    break;
                uint64_t u = V == 2 ? (uint64_t)w[2 * k] | (uint64_t)w[2 * k + 1] << 32 : w[k];
                C e = nat<DT>(whole ? v.v[k] : x[i * V + k]);
                v.v[k] = to<DT>(e * (philox_keep(DT, u, p) ? s : zero));
                if (!whole)
                    y[i * V + k] = v.v[k];
            }
            if (whole)
                *(Vec<T_<DT>, V> *)(y + i * V) = v;
        }
    } else {
        for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < n;
             j += (int64_t)gridDim.x * blockDim.x) {
            uint64_t u = DT == DT_FLOAT64 ? word64(seed, off + 2 * (uint64_t)j) : word(seed, off + (uint64_t)j);
            y[j] = to<DT>(nat<DT>(x[j]) * (philox_keep(DT, u, p) ? s : zero));
        }
    }
}

template <int DT> static void launch_dropout(const OpArgs *a, int64_t n, cudaStream_t cs, int sms)
{
    constexpr int V = DT == DT_FLOAT64 ? 2 : 4;
    const T_<DT> *x = (const T_<DT> *)a->in[0].data;
    T_<DT> *y = (T_<DT> *)a->out[0].data;
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    size_t align = alignof(Vec<T_<DT>, V>);
    bool vec = off % 4 == 0 && (uintptr_t)x % align == 0 && (uintptr_t)y % align == 0;
    int64_t threads = vec ? (n + V - 1) / V : n, b = (threads + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(b < most ? b : most);
    if (vec)
        k_dropout<DT, true><<<blocks, THREADS, 0, cs>>>(x, y, n, seed, off, a->sf[1], a->sf[0]);
    else
        k_dropout<DT, false><<<blocks, THREADS, 0, cs>>>(x, y, n, seed, off, a->sf[1], a->sf[0]);
}

static bool dropout(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    int64_t n = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        n *= a->out[0].shape[d];
    if (n == 0)
        return true;
    switch (a->out[0].dtype) {
    case DT_FLOAT16: launch_dropout<DT_FLOAT16>(a, n, cs, sms); break;
    case DT_BFLOAT16: launch_dropout<DT_BFLOAT16>(a, n, cs, sms); break;
    case DT_FLOAT32: launch_dropout<DT_FLOAT32>(a, n, cs, sms); break;
    default: launch_dropout<DT_FLOAT64>(a, n, cs, sms); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "dropout", __FILE__, __LINE__);
    return true;
}

// bernoulli (src/tensor/random.h; the twin of cpu_bernoulli): as
// k_dense, a Philox block a thread where the offset is a multiple of 4
// (VEC), the values its words draw in dtype DRAW (4 float32, 2 float64)
// each compared with its p; else a thread a value.  p loads and the
// result stores by their run-time dtypes, the comparison in double; F32
// (float32 draws, p and result, the common case): 16 bytes of p and of
// the result a thread, compared in float, exactly as in double.
template <int DRAW, bool VEC, bool F32>
__global__ void k_bernoulli(const char *p, int pdt, char *y, int ydt, int64_t n, uint64_t seed, uint64_t off)
{
    constexpr int V = DRAW == DT_FLOAT64 ? 2 : 4, PER = DRAW == DT_FLOAT64 ? 2 : 1;
    int64_t ps = (int64_t)size_of(pdt), ys = (int64_t)size_of(ydt);
    int64_t step = (int64_t)gridDim.x * blockDim.x;
    if constexpr (F32) {
        for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i * 4 < n; i += step) {
            uint32_t w[4];
            philox_block(off / 4 + (uint64_t)i, seed, w);
            const float *q = (const float *)p + i * 4;
            float *r = (float *)y + i * 4;
            if ((i + 1) * 4 <= n) {
                float4 v = *(const float4 *)q;
                *(float4 *)r = make_float4((float)(w[0] >> 8) * 0x1p-24f < v.x ? 1.0f : 0.0f,
                                           (float)(w[1] >> 8) * 0x1p-24f < v.y ? 1.0f : 0.0f,
                                           (float)(w[2] >> 8) * 0x1p-24f < v.z ? 1.0f : 0.0f,
                                           (float)(w[3] >> 8) * 0x1p-24f < v.w ? 1.0f : 0.0f);
            } else {
                for (int k = 0; i * 4 + k < n; k++)
                    r[k] = (float)(w[k] >> 8) * 0x1p-24f < q[k] ? 1.0f : 0.0f;
            }
        }
    } else if constexpr (VEC) {
        for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i * V < n; i += step) {
            uint32_t w[4];
            philox_block(off / 4 + (uint64_t)i, seed, w);
#pragma unroll
            for (int k = 0; k < V; k++) {
                int64_t j = i * V + k;
                if (j >= n)
                    break;
                uint64_t u = PER == 2 ? (uint64_t)w[2 * k] | (uint64_t)w[2 * k + 1] << 32 : w[k];
                bool hit = philox_uniform(DRAW, u) < load_dyn<DT_FLOAT64>(p + j * ps, pdt);
                store_dyn(y + j * ys, ydt, hit ? 1.0 : 0.0);
            }
        }
    } else {
        for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < n; j += step) {
            uint64_t u = PER == 2 ? word64(seed, off + 2 * (uint64_t)j) : word(seed, off + (uint64_t)j);
            bool hit = philox_uniform(DRAW, u) < load_dyn<DT_FLOAT64>(p + j * ps, pdt);
            store_dyn(y + j * ys, ydt, hit ? 1.0 : 0.0);
        }
    }
}

template <int DRAW> static void launch_bernoulli(const OpArgs *a, int64_t n, cudaStream_t cs, int sms)
{
    constexpr int V = DRAW == DT_FLOAT64 ? 2 : 4;
    const char *p = (const char *)a->in[0].data;
    char *y = (char *)a->out[0].data;
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    int pdt = a->in[0].dtype, ydt = a->out[0].dtype;
    bool vec = off % 4 == 0;
    bool f32 = vec && DRAW == DT_FLOAT32 && pdt == DT_FLOAT32 && ydt == DT_FLOAT32 && (uintptr_t)p % 16 == 0 &&
               (uintptr_t)y % 16 == 0;
    int64_t threads = vec ? (n + V - 1) / V : n, b = (threads + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(b < most ? b : most);
    if constexpr (DRAW == DT_FLOAT32) {
        if (f32) {
            k_bernoulli<DRAW, true, true><<<blocks, THREADS, 0, cs>>>(p, pdt, y, ydt, n, seed, off);
            return;
        }
    }
    if (vec)
        k_bernoulli<DRAW, true, false><<<blocks, THREADS, 0, cs>>>(p, pdt, y, ydt, n, seed, off);
    else
        k_bernoulli<DRAW, false, false><<<blocks, THREADS, 0, cs>>>(p, pdt, y, ydt, n, seed, off);
}

static bool bernoulli(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    int64_t n = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        n *= a->out[0].shape[d];
    if (n == 0)
        return true;
    if (a->si[2] == DT_FLOAT64)
        launch_bernoulli<DT_FLOAT64>(a, n, cs, sms);
    else
        launch_bernoulli<DT_FLOAT32>(a, n, cs, sms);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "bernoulli", __FILE__, __LINE__);
    return true;
}

// rand_map (kernels/dist.h; the twin of cpu_rand_map): as k_dense, a
// Philox block a thread and the V values its words draw (rand's, or
// randn's), each mapped, stored as one vector where the result is aligned
// to it (VEC, which the host checks), else one at a time.  float maps are
// dist.h's whole (log_normal_'s exp too); float64's function is the
// elementwise op's (ops.cuh).
__device__ __forceinline__ double map_function(int f, double x)
{
    Extra<DT_FLOAT64> e{};
    switch (f) {
    case DF_LOG: return Op_log::apply<DT_FLOAT64>(e, x);
    case DF_TAN: return Op_tan::apply<DT_FLOAT64>(e, x);
    case DF_EXP: return Op_exp::apply<DT_FLOAT64>(e, x);
    default: return x;
    }
}

__device__ __forceinline__ float map_value(int m, float v, float a, float b)
{
    return dist_map_f(m, v, a, b);
}

__device__ __forceinline__ double map_value(int m, double v, double a, double b)
{
    return dist_post(m, map_function(dist_function(m), dist_pre(m, v, a, b)), a, b);
}

// The V values block w draws for dtype DT: rand's, or randn's pairs
// (float rand's 24 bits convert as a signed int, the faster conversion).
template <int DT, int V> __device__ __forceinline__ void block_draws(const uint32_t *w, bool normal, T_<DT> *v)
{
    if constexpr (DT == DT_FLOAT64) {
        uint64_t lo = (uint64_t)w[0] | (uint64_t)w[1] << 32, hi = (uint64_t)w[2] | (uint64_t)w[3] << 32;
        if (normal) {
            philox_normal(DT, lo, hi, &v[0], &v[1]);
        } else {
            v[0] = (double)(lo >> 11) * 0x1p-53;
            v[1] = (double)(hi >> 11) * 0x1p-53;
        }
    } else if (normal) {
        philox_normal_f(w[0], w[1], &v[0], &v[1]);
        philox_normal_f(w[2], w[3], &v[2], &v[3]);
    } else {
#pragma unroll
        for (int k = 0; k < V; k++)
            v[k] = (float)(int32_t)(w[k] >> 8) * 0x1p-24f;
    }
}

// One kernel a map: with a switch over the maps at run time, every
// kernel carried the registers of the largest (tan's double road); on an
// H100, 4096 x 4096 exponential_ went from 0.52 to 0.57 of PyTorch's
// speed, cauchy_ 0.44 to 0.51.
template <int DT, int MAP, bool VEC>
__global__ void k_rand_map(T_<DT> *p, int64_t n, uint64_t seed, uint64_t b0, double p0, double p1)
{
    constexpr int V = DT == DT_FLOAT64 ? 2 : 4;
    using T = T_<DT>;
    const T a = (T)p0, b = (T)p1;
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i * V < n;
         i += (int64_t)gridDim.x * blockDim.x) {
        uint32_t w[4];
        philox_block(b0 + (uint64_t)i, seed, w);
        Vec<T, V> v;
        block_draws<DT, V>(w, dist_normal(MAP), v.v);
#pragma unroll
        for (int k = 0; k < V; k++)
            v.v[k] = map_value(MAP, v.v[k], a, b);
        if (VEC && (i + 1) * V <= n) {
            *(Vec<T, V> *)(p + i * V) = v;
        } else {
#pragma unroll
            for (int k = 0; k < V; k++)
                if (i * V + k < n)
                    p[i * V + k] = v.v[k];
        }
    }
}

template <int DT, int MAP> static void launch_map(const OpArgs *a, int64_t n, cudaStream_t cs, int sms)
{
    constexpr int V = DT == DT_FLOAT64 ? 2 : 4;
    T_<DT> *p = (T_<DT> *)a->out[0].data;
    uint64_t seed = (uint64_t)a->si[0], b0 = (uint64_t)a->si[1] / 4;
    int64_t b = ((n + V - 1) / V + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(b < most ? b : most);
    if ((uintptr_t)p % alignof(Vec<T_<DT>, V>) == 0)
        k_rand_map<DT, MAP, true><<<blocks, THREADS, 0, cs>>>(p, n, seed, b0, a->sf[0], a->sf[1]);
    else
        k_rand_map<DT, MAP, false><<<blocks, THREADS, 0, cs>>>(p, n, seed, b0, a->sf[0], a->sf[1]);
}

template <int DT> static void launch_rand_map(const OpArgs *a, int64_t n, cudaStream_t cs, int sms)
{
    switch ((int)a->si[2]) {
    case DIST_UNIFORM: launch_map<DT, DIST_UNIFORM>(a, n, cs, sms); break;
    case DIST_NORMAL: launch_map<DT, DIST_NORMAL>(a, n, cs, sms); break;
    case DIST_EXPONENTIAL: launch_map<DT, DIST_EXPONENTIAL>(a, n, cs, sms); break;
    case DIST_CAUCHY: launch_map<DT, DIST_CAUCHY>(a, n, cs, sms); break;
    case DIST_GEOMETRIC: launch_map<DT, DIST_GEOMETRIC>(a, n, cs, sms); break;
    default: launch_map<DT, DIST_LOG_NORMAL>(a, n, cs, sms); break;
    }
}

// The result is contiguous and the offset a multiple of 4 (random.c's
// always are): each thread's values are one Philox block's.
static bool rand_map(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    int64_t n = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        n *= a->out[0].shape[d];
    if (n == 0)
        return true;
    if (a->out[0].dtype == DT_FLOAT64)
        launch_rand_map<DT_FLOAT64>(a, n, cs, sms);
    else
        launch_rand_map<DT_FLOAT32>(a, n, cs, sms);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "rand_map", __FILE__, __LINE__);
    return true;
}

// multinomial (kernels/philox.h's draws, the twin of cpu_multinomial):
// with replacement, a thread a draw searches its row's running sums;
// without, a block a row: a thread a Philox block of the row's words
// writes the keys its four words make, keeping the best of its own
// elements (the lower index wins a tie); then (si[3]) k rounds each take
// the best of the threads' bests (the warps', then the block's) and mark
// it taken (-1, below every key) through the thread that owns it, which
// alone reads its elements again for its next best.
__global__ void k_multinomial_pick(const double *cdf, const double *w, int64_t *o, int64_t rows, int64_t n,
                                   int64_t k, uint64_t seed, uint64_t off)
{
    for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < rows * k;
         j += (int64_t)gridDim.x * blockDim.x)
        o[j] = philox_category(cdf + j / k * n, w + j / k * n, n, philox_uniform64(seed, off, (uint64_t)j));
}

__device__ __forceinline__ void better(double &key, int64_t &at, double k2, int64_t i2)
{
    if (philox_before(k2, i2, key, at)) {
        key = k2;
        at = i2;
    }
}

// The best key of a thread's elements of a row (i from its groups g:
// i = 4g + q - phase), -1 at INT64_MAX when all are taken.
__device__ __forceinline__ void own_best(const double *kr, int64_t n, int64_t phase, int64_t groups, double &best,
                                         int64_t &at)
{
    best = -1;
    at = INT64_MAX;
    for (int64_t g = threadIdx.x; g < groups; g += THREADS)
        for (int q = 0; q < 4; q++) {
            int64_t i = 4 * g + q - phase;
            if (i >= 0 && i < n && kr[i] > best) {
                best = kr[i];
                at = i;
            }
        }
}

__global__ void __launch_bounds__(THREADS)
k_multinomial_keys(const double *p, double *keys, int64_t *o, int64_t rows, int64_t n, int64_t k, bool select,
                   uint64_t seed, uint64_t off)
{
    __shared__ double wk[THREADS / 32];
    __shared__ int64_t wi[THREADS / 32];
    __shared__ int64_t pick;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
        uint64_t w0 = off + (uint64_t)(r * n);
        int64_t phase = (int64_t)(w0 % 4), groups = (n + phase + 3) / 4;
        const double *pr = p + r * n;
        double *kr = keys + r * n;
        double mine = -1;
        int64_t mine_at = INT64_MAX;
        for (int64_t g = threadIdx.x; g < groups; g += THREADS) {
            uint32_t w[4];
            philox_block(w0 / 4 + (uint64_t)g, seed, w);
#pragma unroll
            for (int q = 0; q < 4; q++) {
                int64_t i = 4 * g + q - phase;
                if (i >= 0 && i < n) {
                    double key = philox_key(pr[i], w[q]);
                    kr[i] = key;
                    if (key > mine) {
                        mine = key;
                        mine_at = i;
                    }
                }
            }
        }
        if (!select)
            continue;
        for (int64_t s = 0; s < k; s++) {
            double best = mine;
            int64_t at = mine_at;
            for (int d = 16; d > 0; d /= 2)
                better(best, at, __shfl_down_sync(0xffffffffu, best, d), __shfl_down_sync(0xffffffffu, at, d));
            if (lane == 0) {
                wk[warp] = best;
                wi[warp] = at;
            }
            __syncthreads();
            if (threadIdx.x == 0) {
                for (int v = 1; v < THREADS / 32; v++)
                    better(best, at, wk[v], wi[v]);
                pick = at;
                o[r * k + s] = at;
            }
            __syncthreads();
            if (pick == mine_at) {
                kr[mine_at] = -1;
                own_best(kr, n, phase, groups, mine, mine_at);
            }
        }
        __syncthreads();
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
    int64_t *o = (int64_t *)a->out[0].data;
    int64_t rows = a->in[0].shape[0], n = a->in[0].shape[1], k = a->out[0].shape[1];
    uint64_t seed = (uint64_t)a->si[0], off = (uint64_t)a->si[1];
    if (rows * n * k == 0)
        return true;
    if (a->si[2]) {
        k_multinomial_pick<<<blocks_for(rows * k, sms), THREADS, 0, cs>>>(p, (const double *)a->in[1].data, o, rows,
                                                                          n, k, seed, off);
    } else {
        int64_t most = (int64_t)sms * 8;
        k_multinomial_keys<<<(unsigned)(rows < most ? rows : most), THREADS, 0, cs>>>(
            p, (double *)a->out[1].data, o, rows, n, k, a->si[3] != 0, seed, off);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "multinomial", __FILE__, __LINE__);
    return true;
}

// poisson (src/tensor/random.h; the twin of cpu_poisson): philox_poisson's
// steps, each lane through its own elements j, j + stride, ... at its own
// pace, so that a lane whose draw takes many candidates holds back no
// other (an element a lane in step, the warp would wait for its slowest
// lane each element).  A candidate that its cheap tests leave to the slow
// one waits; the warp runs the slow test for all waiting lanes at once
// when they are at least as many as the lanes with a step to take, not
// at each step for the few whose candidate needs it (nor only once every
// lane waits: lanes below rate 10 never do, and the waiting ones would
// idle through many steps).  The steps of a draw depend on that draw
// alone, so their order keeps the simulated device's bits.
template <int DT>
__global__ void k_poisson(const T_<DT> *x, T_<DT> *y, int64_t n, uint64_t seed, uint64_t block)
{
    const int64_t stride = (int64_t)gridDim.x * blockDim.x;
    PhiloxPoisson d;
    int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    bool begin = true;         // j's draw is still to begin
    for (;;) {
        bool live = j < n;
        if (begin && live)
            philox_poisson_begin(&d, (double)nat<DT>(x[j]));
        bool wait = live && d.waiting;   // (a lane with no element never began d)
        unsigned waiting = __ballot_sync(0xffffffffu, wait), busy = __ballot_sync(0xffffffffu, live && !wait);
        if (!(waiting | busy))
            break;
        bool drawn = false;
        double v;
        if (__popc(waiting) >= __popc(busy)) {
            if (wait) {
                drawn = philox_poisson_test(&d);
                v = d.k;
            }
        } else if (live && !wait) {
            drawn = philox_poisson_step(&d, block + (uint64_t)j, seed, &v);
        }
        if (drawn) {
            y[j] = to<DT>(v);
            j += stride;
        }
        begin = drawn;
    }
}

template <int DT> static void launch_poisson(const OpArgs *a, int64_t n, cudaStream_t cs, int sms)
{
    int64_t b = (n + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    k_poisson<DT><<<(unsigned)(b < most ? b : most), THREADS, 0, cs>>>(
        (const T_<DT> *)a->in[0].data, (T_<DT> *)a->out[0].data, n, (uint64_t)a->si[0],
        ((uint64_t)a->si[1] + 3) / 4);
}

static bool poisson(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    int64_t n = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        n *= a->out[0].shape[d];
    if (n == 0)
        return true;
    switch (a->out[0].dtype) {
    case DT_FLOAT16: launch_poisson<DT_FLOAT16>(a, n, cs, sms); break;
    case DT_BFLOAT16: launch_poisson<DT_BFLOAT16>(a, n, cs, sms); break;
    case DT_FLOAT32: launch_poisson<DT_FLOAT32>(a, n, cs, sms); break;
    default: launch_poisson<DT_FLOAT64>(a, n, cs, sms); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "poisson", __FILE__, __LINE__);
    return true;
}

bool cuda_launch_random(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_poisson)
        return poisson(a, cs, sms, err);
    if (op == OP_multinomial)
        return launch_multinomial(a, cs, sms, err);
    if (op == OP_dropout)
        return dropout(a, cs, sms, err);
    if (op == OP_bernoulli)
        return bernoulli(a, cs, sms, err);
    if (op == OP_rand_map)
        return rand_map(a, cs, sms, err);
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
    if (kind == R_RAND)
        range = 1;
    bool done = s.dense && off % 4 == 0 &&
                dense_by_dtype(o->dtype, o->data, kind, per, n, seed, off, low, range, sms, cs);
    if (!done && kind == R_RANDN)
        k_randn<<<blocks, THREADS, 0, cs>>>((char *)o->data, s, o->dtype, n, seed, off);
    else if (!done)
        k_random<<<blocks, THREADS, 0, cs>>>((char *)o->data, s, o->dtype, kind, n, seed, off, low, range);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
