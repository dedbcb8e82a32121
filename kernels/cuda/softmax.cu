// softmax.cu: softmax and log_softmax along dim si[0] on the CUDA device
// (and layer_norm, rms_norm and norm_linear, further down),
// the twin of kernels/cpu/softmax.c, in float (float16, bfloat16, float32)
// or double, with the same steps: the max, exp(x - max) and its sum in
// kernels/fold.h's tree (lane t of a block of FOLD_LANES threads adds the
// groups t, t + FOLD_LANES, ... of each tile, the lanes combine in halves,
// the tiles' results fold the same way), then a multiplication by the
// sum's reciprocal, a division by the sum, or x - max - log(sum).  A block
// takes a line, or, where the lines lie side by side in memory and their
// elements do not (softmax along dim 0 of a matrix), COLS neighbouring
// lines at once, lane t of each on thread t, so that every row read
// serves them all.  float32's exp and log are the double ones rounded
// once (exp by fastmath.cuh's faster road to the same float; glibc's
// expf and logf are within an ulp of that, CUDA's float ones are not): the
// simulated device's bits but for an ulp now and then; float64's are
// CUDA's, an ulp from glibc's at times, and a line's sum adds those up.
#include <cstring>

#include "cuda/convert.cuh"
#include "cuda/fastmath.cuh"
#include "cuda/launch.cuh"
#include "fold.h"

using namespace cst;

static constexpr int COLS = 8;
// The longest line (in bytes of its compute type) k_softmax keeps in
// shared memory: within the 48 KiB a launch gets without asking.
static constexpr size_t LINE_CACHE = 32768;

namespace {

struct Lines {
    const char *in;
    char *out;
    int idt, odt, ndim, dim;
    bool log, last;
    int64_t causal_rows;     // causal (ops.def): the size of the last dim but one; else 0
    int64_t lines, n;
    int64_t shape[DEV_MAX_DIMS], is[DEV_MAX_DIMS], os[DEV_MAX_DIMS];
};

} // namespace

__device__ __forceinline__ float ex(float x) { return exp32(x); }
__device__ __forceinline__ double ex(double x) { return exp(x); }
__device__ __forceinline__ float lg(float x) { return (float)log((double)x); }
__device__ __forceinline__ double lg(double x) { return log(x); }

// Line l's first input and output elements.
__device__ __forceinline__ void line_at(const Lines &g, int64_t l, const char **ip, char **op)
{
    int64_t isz = (int64_t)size_of(g.idt), osz = (int64_t)size_of(g.odt);
    *ip = g.in;
    *op = g.out;
    for (int d = g.ndim - 1; d >= 0; d--) {
        if (d == g.dim)
            continue;
        int64_t k = l % g.shape[d];
        l /= g.shape[d];
        *ip += k * g.is[d] * isz;
        *op += k * g.os[d] * osz;
    }
}

// The larger of two (NaN wins; sort.c's max keeps the first NaN, and any
// NaN makes the whole line NaN).
template <typename T> __device__ __forceinline__ T most(T a, T b)
{
    return isnan(a) || isnan(b) ? (T)NAN : a > b ? a : b;
}

// f(i, load(i)) for i = from, from + step, ... below n, U loads in flight
// at a time: a loop whose stores might alias its loads would otherwise
// wait for each load in turn.
template <int U, typename T, typename Load, typename F>
__device__ __forceinline__ void batched(int64_t from, int64_t n, int64_t step, Load load, F f)
{
    int64_t i = from;
    for (; i + (U - 1) * step < n; i += U * step) {
        T v[U];
#pragma unroll
        for (int u = 0; u < U; u++)
            v[u] = load(i + u * step);
#pragma unroll
        for (int u = 0; u < U; u++)
            f(i + u * step, v[u]);
    }
    for (; i < n; i += step)
        f(i, load(i));
}

// The block's lanes (one a thread) combined in halves, as fold.h does;
// thread 0 ends with the result.  op: true for the sum, false for the max.
template <typename T> __device__ T block_fold(T *lane, T mine, bool sum)
{
    __syncthreads();
    lane[threadIdx.x] = mine;
    __syncthreads();
    for (int h = FOLD_LANES / 2; h >= 32; h /= 2) {
        if ((int)threadIdx.x < h)
            lane[threadIdx.x] = sum ? lane[threadIdx.x] + lane[threadIdx.x + h]
                                    : most(lane[threadIdx.x], lane[threadIdx.x + h]);
        __syncthreads();
    }
    T v = lane[threadIdx.x];
    if (threadIdx.x < 32)
        for (int h = 16; h > 0; h /= 2) {
            T o = __shfl_down_sync(0xffffffffu, v, h);
            v = sum ? v + o : most(v, o);
        }
    return v;
}

// Level one of the tree: tile j's result goes to lane j / FOLD_GROUP %
// FOLD_LANES of up, in turn (thread 0, which holds it).
template <typename T> __device__ __forceinline__ void take_tile(T *up, int64_t j, T r)
{
    int64_t t = j / FOLD_GROUP % FOLD_LANES;
    if (j < FOLD_GROUP * FOLD_LANES && j % FOLD_GROUP == 0)
        up[t] = 0;
    up[t] = up[t] + r;
}

// The sum of up's lanes for `tiles` tile results (thread 0's; a single
// tile's result passes through exactly: 0 + r = r).
template <typename T> __device__ T up_sum(T *up, int64_t tiles)
{
    int64_t used = (tiles + FOLD_GROUP - 1) / FOLD_GROUP;
    used = used < FOLD_LANES ? used : FOLD_LANES;
    for (int64_t h = FOLD_LANES / 2; h > 0; h /= 2) {
        for (int64_t i = 0; i + h < used; i++)
            up[i] = up[i] + up[i + h];
        used = used < h ? used : h;
    }
    return up[0];
}

// One line a block.  Cached: the line fits in shared memory (dynamic,
// n elements of T), so that it is read from global memory once, and
// softmax's exps are computed once: the same values in the same order.
template <typename T, bool Cached> __global__ void __launch_bounds__(FOLD_LANES) k_softmax(Lines g)
{
    constexpr int C = sizeof(T) == 8 ? DT_FLOAT64 : DT_FLOAT32;
    __shared__ T lane[FOLD_LANES], up[FOLD_LANES];
    __shared__ T bcast[2];
    extern __shared__ unsigned char line_smem[];
    T *buf = (T *)line_smem;
    int64_t ist = g.is[g.dim] * (int64_t)size_of(g.idt), ost = g.os[g.dim] * (int64_t)size_of(g.odt);
    int64_t tiles = (g.n + FOLD_TILE - 1) / FOLD_TILE;
    for (int64_t l = blockIdx.x; l < g.lines; l += gridDim.x) {
        const char *ip;
        char *op;
        line_at(g, l, &ip, &op);
        // Causal: the elements past the diagonal count as -inf.
        int64_t last = g.causal_rows ? l % g.causal_rows : g.n;
        auto load = [&](int64_t i) { return i > last ? (T)-INFINITY : load_dyn<C>(ip + i * ist, g.idt); };
        auto x = [&](int64_t i) { return Cached ? buf[i] : load(i); };
        T m = -INFINITY;
        batched<8, T>(threadIdx.x, g.n, blockDim.x, load, [&](int64_t i, T v) {
            if (Cached)
                buf[i] = v;
            m = most(m, v);
        });
        m = block_fold(lane, m, false);
        if (threadIdx.x == 0)
            bcast[0] = m;
        __syncthreads();
        m = bcast[0];
        for (int64_t j = 0; j < tiles; j++) {
            int64_t t0 = j * FOLD_TILE, end = t0 + FOLD_TILE < g.n ? t0 + FOLD_TILE : g.n;
            T a = 0;
            for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += FOLD_GROUP * FOLD_LANES) {
                T v[FOLD_GROUP];
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    if (g0 + c < end)
                        v[c] = x(g0 + c);
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    if (g0 + c < end) {
                        T e = ex(v[c] - m);
                        a = a + e;
                        if (Cached && !g.log)
                            buf[g0 + c] = e;
                    }
            }
            a = block_fold(lane, a, true);
            if (threadIdx.x == 0)
                take_tile(up, j, a);
        }
        if (threadIdx.x == 0)
            bcast[1] = up_sum(up, tiles);
        __syncthreads();
        T s = bcast[1], ls = g.log ? lg(s) : 0, r = 1 / s;
        batched<8, T>(threadIdx.x, g.n, blockDim.x, x, [&](int64_t i, T v) {
            T y;
            if (g.log)
                y = v - m - ls;
            else if (Cached)
                y = g.last ? v * r : v / s;
            else
                y = g.last ? ex(v - m) * r : ex(v - m) / s;
            store_dyn(op + i * ost, g.odt, y);
        });
        __syncthreads();      // bcast, up and buf are the next line's
    }
}

// Rows in registers: thread t of a block holds fold.h's lane t of a row of
// at most REG_ROW elements, its groups t, t + FOLD_LANES, ... (REG_GROUPS
// of them), so a row is read once and written once with no shared copy,
// and its sums fold in the order of the kernels above (thread 0 ends with
// the block's fold, and 0 + it is up_sum's result for one tile).  Rows
// must be contiguous, of a multiple of 4 elements, 16-byte aligned for
// float32 (8 for float16/bfloat16), stored and computed as dtype D.
// H200, softmax of 4096 x 4096 float32: k_softmax ran at 0.54 of PyTorch.
static constexpr int REG_GROUPS = 4, REG_ROW = FOLD_LANES * FOLD_GROUP * REG_GROUPS;

// Group i..i+3 of the row at p, widened to float; stored back from y.
template <int D> __device__ __forceinline__ void load_group(const char *p, int64_t i, float v[4])
{
    if constexpr (D == DT_FLOAT32) {
        float4 f = *(const float4 *)((const float *)p + i);
        v[0] = f.x, v[1] = f.y, v[2] = f.z, v[3] = f.w;
    } else {
        uint2 u = *(const uint2 *)((const uint16_t *)p + i);
        v[0] = nat<D>((uint16_t)u.x), v[1] = nat<D>((uint16_t)(u.x >> 16));
        v[2] = nat<D>((uint16_t)u.y), v[3] = nat<D>((uint16_t)(u.y >> 16));
    }
}

template <int D, typename Y> __device__ __forceinline__ void store_group(char *p, int64_t i, const Y y[4])
{
    if constexpr (D == DT_FLOAT32) {
        *(float4 *)((float *)p + i) = make_float4((float)y[0], (float)y[1], (float)y[2], (float)y[3]);
    } else {
        uint2 u;
        u.x = (uint32_t)to<D>(y[0]) | (uint32_t)to<D>(y[1]) << 16;
        u.y = (uint32_t)to<D>(y[2]) | (uint32_t)to<D>(y[3]) << 16;
        *(uint2 *)((uint16_t *)p + i) = u;
    }
}

// Thread t's group k: its first element, n or more where the row is shorter.
__device__ __forceinline__ int64_t reg_group(int k)
{
    return (int64_t)(threadIdx.x + k * FOLD_LANES) * FOLD_GROUP;
}

// The block's fold of each thread's `mine`, in every thread.
template <typename T> __device__ __forceinline__ T block_fold_all(T *lane, T *bcast, T mine, bool sum)
{
    T r = block_fold(lane, mine, sum);
    if (threadIdx.x == 0)
        *bcast = sum ? 0 + r : r;
    __syncthreads();
    return *bcast;
}

template <int D> __global__ void __launch_bounds__(FOLD_LANES) k_softmax_regs(Lines g)
{
    __shared__ float lane[FOLD_LANES], bcast[2];
    for (int64_t l = blockIdx.x; l < g.lines; l += gridDim.x) {
        const char *ip;
        char *op;
        line_at(g, l, &ip, &op);
        int64_t last = g.causal_rows ? l % g.causal_rows : g.n;
        float v[REG_GROUPS][FOLD_GROUP];
        float m = -INFINITY;
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n)
                load_group<D>(ip, reg_group(k), v[k]);
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n)
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++) {
                    if (reg_group(k) + c > last)
                        v[k][c] = -INFINITY;
                    m = most(m, v[k][c]);
                }
        m = block_fold_all(lane, &bcast[0], m, false);
        float a = 0;
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n)
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++) {
                    float e = ex(v[k][c] - m);
                    a = a + e;
                    if (!g.log)
                        v[k][c] = e;
                }
        float s = block_fold_all(lane, &bcast[1], a, true), ls = g.log ? lg(s) : 0, r = 1 / s;
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n) {
                float y[FOLD_GROUP];
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    y[c] = g.log ? v[k][c] - m - ls : v[k][c] * r;
                store_group<D>(op, reg_group(k), y);
            }
    }
}

// COLS neighbouring lines a block (line q * per + j + v for v < COLS,
// their elements in is[dim] apart, the lines one element apart).
template <typename T> __global__ void __launch_bounds__(FOLD_LANES) k_softmax_cols(Lines g, int64_t inner)
{
    constexpr int C = sizeof(T) == 8 ? DT_FLOAT64 : DT_FLOAT32;
    __shared__ T lane[FOLD_LANES], up[COLS][FOLD_LANES];
    __shared__ T bcast[2][COLS];
    int64_t isz = (int64_t)size_of(g.idt), osz = (int64_t)size_of(g.odt);
    int64_t ist = g.is[g.dim] * isz, ost = g.os[g.dim] * osz;
    int64_t per = (inner + COLS - 1) / COLS, groups = g.lines / inner * per;
    int64_t tiles = (g.n + FOLD_TILE - 1) / FOLD_TILE;
    for (int64_t b = blockIdx.x; b < groups; b += gridDim.x) {
        int64_t j = b % per * COLS, l0 = b / per * inner + j;
        int ncols = inner - j < COLS ? (int)(inner - j) : COLS;
        const char *ip;
        char *op;
        line_at(g, l0, &ip, &op);
        T m[COLS], s[COLS];
#pragma unroll
        for (int v = 0; v < COLS; v++)
            m[v] = -INFINITY;
        for (int64_t i = threadIdx.x; i < g.n; i += blockDim.x)
#pragma unroll
            for (int v = 0; v < COLS; v++)
                if (v < ncols)
                    m[v] = most(m[v], load_dyn<C>(ip + i * ist + v * isz, g.idt));
#pragma unroll
        for (int v = 0; v < COLS; v++) {
            T r = block_fold(lane, m[v], false);
            if (threadIdx.x == 0)
                bcast[0][v] = r;
        }
        __syncthreads();
#pragma unroll
        for (int v = 0; v < COLS; v++)
            m[v] = bcast[0][v];
        for (int64_t t = 0; t < tiles; t++) {
            int64_t t0 = t * FOLD_TILE, end = t0 + FOLD_TILE < g.n ? t0 + FOLD_TILE : g.n;
            T a[COLS];
#pragma unroll
            for (int v = 0; v < COLS; v++)
                a[v] = 0;
            for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += FOLD_GROUP * FOLD_LANES)
                for (int c = 0; c < FOLD_GROUP && g0 + c < end; c++) {
                    T x[COLS];
#pragma unroll
                    for (int v = 0; v < COLS; v++)
                        if (v < ncols)
                            x[v] = load_dyn<C>(ip + (g0 + c) * ist + v * isz, g.idt);
#pragma unroll
                    for (int v = 0; v < COLS; v++)
                        if (v < ncols)
                            a[v] = a[v] + ex(x[v] - m[v]);
                }
#pragma unroll
            for (int v = 0; v < COLS; v++) {
                T r = block_fold(lane, a[v], true);
                if (threadIdx.x == 0)
                    take_tile(up[v], t, r);
            }
        }
        __syncthreads();      // thread 0's last take_tile
        if (threadIdx.x < COLS)
            bcast[1][threadIdx.x] = up_sum(up[threadIdx.x], tiles);
        __syncthreads();
#pragma unroll
        for (int v = 0; v < COLS; v++)
            s[v] = bcast[1][v];
        for (int64_t i = threadIdx.x; i < g.n; i += blockDim.x)
#pragma unroll
            for (int v = 0; v < COLS; v++) {
                if (v >= ncols)
                    continue;
                T x = load_dyn<C>(ip + i * ist + v * isz, g.idt);
                T y = g.log ? x - m[v] - lg(s[v]) : g.last ? ex(x - m[v]) * (1 / s[v])
                                                           : ex(x - m[v]) / s[v];
                store_dyn(op + i * ost + v * osz, g.odt, y);
            }
        __syncthreads();      // bcast and up are the next group's
    }
}

// layer_norm and rms_norm (cpu/softmax.c's twin): a row of n elements a
// block, in double, its sums in fold.h's tree; Cached: the row is kept in
// shared memory (dynamic, n doubles) and read from global memory once.
struct NormArgs {
    const char *in, *w, *b;
    char *out;
    int idt, wdt, bdt, odt;
    bool rms;
    double eps;
    int64_t lines, n;
};

// The sum of f(i) over the row's n elements, in fold.h's order; every
// thread gets it.
template <typename F> __device__ double row_sum(double *lane, double *up, int64_t n, F f)
{
    __shared__ double total;
    int64_t tiles = (n + FOLD_TILE - 1) / FOLD_TILE;
    for (int64_t j = 0; j < tiles; j++) {
        int64_t t0 = j * FOLD_TILE, end = t0 + FOLD_TILE < n ? t0 + FOLD_TILE : n;
        double a = 0;
        for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += FOLD_GROUP * FOLD_LANES)
#pragma unroll
            for (int c = 0; c < FOLD_GROUP; c++)
                if (g0 + c < end)
                    a = a + f(g0 + c);
        a = block_fold(lane, a, true);
        if (threadIdx.x == 0)
            take_tile(up, j, a);
    }
    if (threadIdx.x == 0)
        total = up_sum(up, tiles);
    __syncthreads();
    double r = total;
    __syncthreads();      // total and up are the next sum's
    return r;
}

// Element i of p (of dtype dt) as a double; F32: p is float32, known at
// compile time (layer_norm's common case, without the dtype's switch).
template <bool F32> __device__ __forceinline__ double norm_load(const char *p, int64_t i, int dt)
{
    if constexpr (F32)
        return (double)((const float *)p)[i];
    return load_dyn<DT_FLOAT64>(p + i * (int64_t)size_of(dt), dt);
}

// Element i of a row's output: y times the weight, plus the bias, rounded
// once to the output's dtype.
template <bool F32 = false> __device__ __forceinline__ void norm_store(const NormArgs &g, char *op, int64_t i, double y)
{
    if (g.w)
        y = y * norm_load<F32>(g.w, i, g.wdt);
    if (g.b)
        y = y + norm_load<F32>(g.b, i, g.bdt);
    if constexpr (F32)
        ((float *)op)[i] = (float)y;
    else
        store_dyn(op + i * (int64_t)size_of(g.odt), g.odt, y);
}

template <bool Cached> __global__ void __launch_bounds__(FOLD_LANES) k_norm(NormArgs g)
{
    __shared__ double lane[FOLD_LANES], up[FOLD_LANES];
    extern __shared__ unsigned char line_smem[];
    double *buf = (double *)line_smem;
    int64_t isz = size_of(g.idt), osz = size_of(g.odt);
    for (int64_t l = blockIdx.x; l < g.lines; l += gridDim.x) {
        const char *ip = g.in + l * g.n * isz;
        char *op = g.out + l * g.n * osz;
        if (Cached) {
            batched<8, double>(threadIdx.x, g.n, blockDim.x,
                               [&](int64_t i) { return load_dyn<DT_FLOAT64>(ip + i * isz, g.idt); },
                               [&](int64_t i, double v) { buf[i] = v; });
            __syncthreads();
        }
        auto x = [&](int64_t i) { return Cached ? buf[i] : load_dyn<DT_FLOAT64>(ip + i * isz, g.idt); };
        double mean = 0;
        if (!g.rms)
            mean = row_sum(lane, up, g.n, x) / (double)g.n;
        double ss = row_sum(lane, up, g.n, [&](int64_t i) {
            double d = g.rms ? x(i) : x(i) - mean;
            return d * d;
        });
        double r = 1 / sqrt(ss / (double)g.n + g.eps);
        for (int64_t i = threadIdx.x; i < g.n; i += blockDim.x)
            norm_store(g, op, i, (g.rms ? x(i) : x(i) - mean) * r);
        __syncthreads();      // buf is the next row's
    }
}

// layer_norm and rms_norm of rows in registers (k_softmax_regs's layout),
// every operand of dtype D: the terms of row_sum's folds in its order.
template <int D> __global__ void __launch_bounds__(FOLD_LANES) k_norm_regs(NormArgs g)
{
    __shared__ double lane[FOLD_LANES], bcast[2];
    for (int64_t l = blockIdx.x; l < g.lines; l += gridDim.x) {
        const char *ip = g.in + l * g.n * (int64_t)size_of(D);
        char *op = g.out + l * g.n * (int64_t)size_of(D);
        double x[REG_GROUPS][FOLD_GROUP];
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n) {
                float f[FOLD_GROUP];
                load_group<D>(ip, reg_group(k), f);
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    x[k][c] = f[c];
            }
        double mean = 0;
        if (!g.rms) {
            double a = 0;
#pragma unroll
            for (int k = 0; k < REG_GROUPS; k++)
                if (reg_group(k) < g.n)
#pragma unroll
                    for (int c = 0; c < FOLD_GROUP; c++)
                        a = a + x[k][c];
            mean = block_fold_all(lane, &bcast[0], a, true) / (double)g.n;
        }
        double a = 0;
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n)
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++) {
                    double d = g.rms ? x[k][c] : x[k][c] - mean;
                    a = a + d * d;
                }
        double ss = block_fold_all(lane, &bcast[1], a, true);
        double r = 1 / sqrt(ss / (double)g.n + g.eps);
#pragma unroll
        for (int k = 0; k < REG_GROUPS; k++)
            if (reg_group(k) < g.n) {
                int64_t i = reg_group(k);
                float w[FOLD_GROUP], b[FOLD_GROUP];
                if (g.w)
                    load_group<D>(g.w, i, w);
                if (g.b)
                    load_group<D>(g.b, i, b);
                double y[FOLD_GROUP];
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++) {
                    y[c] = (g.rms ? x[k][c] : x[k][c] - mean) * r;
                    if (g.w)
                        y[c] = y[c] * (double)w[c];
                    if (g.b)
                        y[c] = y[c] + (double)b[c];
                }
                store_group<D>(op, i, y);
            }
    }
}

// Rows a warp: thread w plays fold.h's lanes w + 32 k (k < 8), each
// taking its groups of 4 elements in turn, so that the lanes' halving for
// h = 128, 64 and 32 happens within a thread and the rest by shuffles, as
// block_fold combines them; no barrier is needed, and the row's second
// and third reads come from the cache.  Rows of up to WARP_ROUND elements
// always take a warp; float32 ones of up to WARP_ROW, where there are
// enough of them to fill the device (H200: 0.33 -> 0.44 of PyTorch's
// speed on 4096 x 4096; 16-bit ones are slower so).
static constexpr int WARP_ROUND = FOLD_LANES * FOLD_GROUP, WARP_ROW = 4 * WARP_ROUND;
static constexpr int ROW_WARPS = FOLD_LANES / 32;

// The total of a warp's lanes, eight a thread (lanes w + 32 k), in every
// thread: fold.h's halvings for h = 128, 64 and 32 within the thread, the
// rest by shuffles.
__device__ __forceinline__ double warp_lanes_total(double lane[8])
{
#pragma unroll
    for (int h = 4; h > 0; h /= 2)
#pragma unroll
        for (int k = 0; k < h; k++)
            lane[k] = lane[k] + lane[k + h];
    double v = lane[0];
#pragma unroll
    for (int h = 16; h > 0; h /= 2)
        v = v + __shfl_down_sync(0xffffffffu, v, h);
    return __shfl_sync(0xffffffffu, v, 0);
}

// The sum of term(i) over the row's n elements, in every thread.
template <typename F> __device__ __forceinline__ double warp_row_sum(int64_t n, F term)
{
    int w = threadIdx.x & 31;
    double lane[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int64_t base = 0; base < n; base += WARP_ROUND)
#pragma unroll
        for (int k = 0; k < 8; k++) {
            int64_t g0 = base + (int64_t)(w + 32 * k) * FOLD_GROUP;
#pragma unroll
            for (int c = 0; c < FOLD_GROUP; c++)
                if (g0 + c < n)
                    lane[k] = lane[k] + term(g0 + c);
        }
    return warp_lanes_total(lane);
}

// F32: every operand float32.
template <bool F32> __global__ void __launch_bounds__(FOLD_LANES) k_norm_warp(NormArgs g)
{
    int64_t isz = size_of(g.idt), osz = size_of(g.odt);
    for (int64_t l = (int64_t)blockIdx.x * ROW_WARPS + threadIdx.x / 32; l < g.lines;
         l += (int64_t)gridDim.x * ROW_WARPS) {
        const char *ip = g.in + l * g.n * isz;
        char *op = g.out + l * g.n * osz;
        auto x = [&](int64_t i) { return norm_load<F32>(ip, i, g.idt); };
        double mean = g.rms ? 0 : warp_row_sum(g.n, x) / (double)g.n;
        double ss = warp_row_sum(g.n, [&](int64_t i) {
            double d = g.rms ? x(i) : x(i) - mean;
            return d * d;
        });
        double r = 1 / sqrt(ss / (double)g.n + g.eps);
        batched<8, double>(threadIdx.x & 31, g.n, 32, x, [&](int64_t i, double v) {
            norm_store<F32>(g, op, i, (g.rms ? v : v - mean) * r);
        });
    }
}

// k_norm_warp for float32 rows of up to WARP_ROUND elements, a multiple
// of four, every operand aligned to four: the row read once, a float4 a
// group, and kept in registers for the three passes (warp_row_sum's terms
// in its order).  A GPT's layer_norm of [8, 1024, 768] on an H200: 33 -> 26
// us, PyTorch's time.
__global__ void __launch_bounds__(FOLD_LANES) k_norm_warp4(NormArgs g)
{
    int w = threadIdx.x & 31;
    int64_t groups = g.n / 4;
    for (int64_t l = (int64_t)blockIdx.x * ROW_WARPS + threadIdx.x / 32; l < g.lines;
         l += (int64_t)gridDim.x * ROW_WARPS) {
        const float4 *ip = (const float4 *)g.in + l * groups;
        float4 *op = (float4 *)g.out + l * groups;
        float4 x[8];
#pragma unroll
        for (int k = 0; k < 8; k++)
            if (w + 32 * k < groups)
                x[k] = ip[w + 32 * k];
        double mean = 0;
        if (!g.rms) {
            double lane[8] = {0, 0, 0, 0, 0, 0, 0, 0};
#pragma unroll
            for (int k = 0; k < 8; k++)
                if (w + 32 * k < groups)
                    lane[k] = lane[k] + (double)x[k].x + (double)x[k].y + (double)x[k].z + (double)x[k].w;
            mean = warp_lanes_total(lane) / (double)g.n;
        }
        auto centred = [&](float v) { return g.rms ? (double)v : (double)v - mean; };
        double lane[8] = {0, 0, 0, 0, 0, 0, 0, 0};
#pragma unroll
        for (int k = 0; k < 8; k++)
            if (w + 32 * k < groups) {
                double d0 = centred(x[k].x), d1 = centred(x[k].y), d2 = centred(x[k].z), d3 = centred(x[k].w);
                lane[k] = lane[k] + d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3;
            }
        double r = 1 / sqrt(warp_lanes_total(lane) / (double)g.n + g.eps);
#pragma unroll
        for (int k = 0; k < 8; k++)
            if (w + 32 * k < groups) {
                float4 wv = g.w ? ((const float4 *)g.w)[w + 32 * k] : float4{};
                float4 bv = g.b ? ((const float4 *)g.b)[w + 32 * k] : float4{};
                auto y = [&](float v, float wc, float bc) {
                    double t = centred(v) * r;
                    if (g.w)
                        t = t * (double)wc;
                    if (g.b)
                        t = t + (double)bc;
                    return (float)t;
                };
                op[w + 32 * k] = float4{y(x[k].x, wv.x, bv.x), y(x[k].y, wv.y, bv.y), y(x[k].z, wv.z, bv.z),
                                        y(x[k].w, wv.w, bv.w)};
            }
    }
}

// ---- layer_norm and rms_norm of few long rows, each row over many blocks ----
//
// k_norm takes a row a block, an element at a time: group_norm of
// [8, 64, 56, 56] in 8 groups, 64 rows of 25,088, kept 64 of an H100's 132
// multiprocessors busy (68 us, 0.37 of PyTorch's speed).  Here each pass
// is a kernel over all the rows: the sums give a block SPLIT_LANES of
// fold.h's lanes of one tile of a row, a thread a lane, its groups loaded
// SPLIT_BATCH at a time (a float4 each where the rows are 16-byte aligned);
// the lanes' sums go to scratch, and the row's last block to finish
// folds them as row_sum does (a warp a tile, by warp_lanes_total's
// halvings), leaving the mean, then 1 / sqrt(var + eps), in the row's
// stats; then k_norm_apply stores every element, a thread a group.
// Expected, for those 64 rows: the input (6.4 MB) read once from memory
// and twice from the L2 cache, 256 blocks a sum with 16 float4 loads in
// flight a thread, four launches (the counters' memset, the two sums, the
// store): about 15 us against PyTorch's 32 (an estimate, not a measure).
static constexpr int SPLIT_LANES = 64, SPLIT_BLOCKS = FOLD_LANES / SPLIT_LANES;
static constexpr int SPLIT_WARPS = SPLIT_LANES / 32, SPLIT_BATCH = 16;

// Elements i .. i + 3 of a row of dtype D, those below end (Vec: all
// four, 16-byte aligned for float32, 8 for float16/bfloat16).
template <int D, bool Vec>
__device__ __forceinline__ void split_group(const char *row, int64_t i, int64_t end, float v[4])
{
    if constexpr (Vec) {
        load_group<D>(row, i, v);
    } else {
#pragma unroll
        for (int c = 0; c < FOLD_GROUP; c++)
            v[c] = i + c < end ? (float)nat<D>(((const T_<D> *)row)[i + c]) : 0;
    }
}

// Lane `lane`'s fold of the tile [t0, end) of a row, as row_sum's lanes
// add: the elements (the mean's pass, mean 0: x - 0 is x), or their
// squared deviations from mean (rms_norm's, mean 0: the squares).
template <int D, bool Vec>
__device__ double split_lane(const char *row, int64_t t0, int64_t end, int lane, bool squares, double mean)
{
    constexpr int64_t STEP = FOLD_GROUP * FOLD_LANES;
    double a = 0;
    auto take = [&](int64_t i, const float v[4]) {
#pragma unroll
        for (int c = 0; c < FOLD_GROUP; c++)
            if (Vec || i + c < end) {
                double d = (double)v[c] - mean;
                a = a + (squares ? d * d : d);
            }
    };
    // Batches of SPLIT_BATCH groups, as many as the warp's first lane (of
    // the most groups) takes, so that the whole warp meets the __syncwarp
    // that makes a batch's loads all issue before its adds (without it,
    // ptxas kept 4 in flight, to save registers).
    int64_t i = t0 + (int64_t)FOLD_GROUP * lane, first = t0 + (int64_t)FOLD_GROUP * (lane & ~31);
    int64_t groups = first < end ? (end - first + STEP - 1) / STEP : 0;
    for (int64_t k = 0; k < (groups + SPLIT_BATCH - 1) / SPLIT_BATCH; k++, i += SPLIT_BATCH * STEP) {
        float v[SPLIT_BATCH][FOLD_GROUP];
#pragma unroll
        for (int b = 0; b < SPLIT_BATCH; b++)
            if (i + b * STEP < end)
                split_group<D, Vec>(row, i + b * STEP, end, v[b]);
        __syncwarp();
#pragma unroll
        for (int b = 0; b < SPLIT_BATCH; b++)
            if (i + b * STEP < end)
                take(i + b * STEP, v[b]);
    }
    return a;
}

// Whether this block is the last of count to get here with the counter
// *done, the others' lanes written before they counted (reduce.cu's
// last_to_finish).  The last sets the counter back to 0 for the next pass.
static __device__ bool split_last(unsigned *done, unsigned count)
{
    __shared__ bool last;
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) {
        last = atomicAdd(done, 1u) == count - 1;
        if (last)
            *done = 0;
    }
    __syncthreads();
    return last;
}

// The fold of a row's tiles' lanes (FOLD_LANES each at part, written by
// other blocks of this kernel), in thread 0: block_fold's halvings of
// each tile by a warp, the tiles' results through take_tile and up_sum.
__device__ double split_total(const double *part, int64_t tiles)
{
    __shared__ double up[FOLD_LANES], tile_total[SPLIT_WARPS];
    int w = threadIdx.x / 32, wl = threadIdx.x % 32;
    for (int64_t j0 = 0; j0 < tiles; j0 += SPLIT_WARPS) {
        if (j0 + w < tiles) {
            double lane[8];
#pragma unroll
            for (int k = 0; k < 8; k++)
                lane[k] = __ldcg(part + (j0 + w) * FOLD_LANES + wl + 32 * k);
            double r = warp_lanes_total(lane);
            if (wl == 0)
                tile_total[w] = r;
        }
        __syncthreads();
        if (threadIdx.x == 0)
            for (int u = 0; u < SPLIT_WARPS && j0 + u < tiles; u++)
                take_tile(up, j0 + u, tile_total[u]);
        __syncthreads();
    }
    return threadIdx.x == 0 ? up_sum(up, tiles) : 0;
}

// One sum of every row, SPLIT_BLOCKS blocks a tile: squares false, the
// mean into stats[2 l]; true, the squared deviations from it (rms_norm:
// the squares), 1 / sqrt(var + eps) into stats[2 l + 1].  part: FOLD_LANES
// doubles a tile; done: a counter a row, zero.
template <int D, bool Vec>
__global__ void __launch_bounds__(SPLIT_LANES) k_norm_split_sum(NormArgs g, bool squares, double *stats,
                                                                 double *part, unsigned *done)
{
    int64_t tiles = (g.n + FOLD_TILE - 1) / FOLD_TILE;
    int64_t tile = blockIdx.x / SPLIT_BLOCKS, l = tile / tiles, t0 = tile % tiles * FOLD_TILE;
    int64_t end = t0 + FOLD_TILE < g.n ? t0 + FOLD_TILE : g.n;
    int lane = blockIdx.x % SPLIT_BLOCKS * SPLIT_LANES + threadIdx.x;
    const char *row = g.in + l * g.n * (int64_t)size_of(D);
    double mean = squares && !g.rms ? stats[2 * l] : 0;
    part[tile * FOLD_LANES + lane] = split_lane<D, Vec>(row, t0, end, lane, squares, mean);
    if (!split_last(done + l, (unsigned)(tiles * SPLIT_BLOCKS)))
        return;
    double s = split_total(part + l * tiles * FOLD_LANES, tiles);
    if (threadIdx.x == 0 && squares)
        stats[2 * l + 1] = 1 / sqrt(s / (double)g.n + g.eps);
    else if (threadIdx.x == 0)
        stats[2 * l] = s / (double)g.n;
}

// y = (x - mean) * r, times the weight, plus the bias, in double as
// norm_store, rounded once to D: row blockIdx.y, a group (Vec) or an
// element a thread.
template <int D, bool Vec> __global__ void __launch_bounds__(FOLD_LANES) k_norm_apply(NormArgs g, const double *stats)
{
    int64_t l = blockIdx.y, sz = (int64_t)size_of(D);
    const char *row = g.in + l * g.n * sz;
    char *out = g.out + l * g.n * sz;
    double mean = g.rms ? 0 : stats[2 * l], r = stats[2 * l + 1];
    auto y = [&](float x, float w, float b) {
        double t = (g.rms ? (double)x : (double)x - mean) * r;
        if (g.w)
            t = t * (double)w;
        if (g.b)
            t = t + (double)b;
        return t;
    };
    int64_t step = (int64_t)gridDim.x * blockDim.x;
    for (int64_t u = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; u < (Vec ? g.n / FOLD_GROUP : g.n);
         u += step) {
        if constexpr (Vec) {
            int64_t i = u * FOLD_GROUP;
            float x[FOLD_GROUP], w[FOLD_GROUP] = {}, b[FOLD_GROUP] = {};
            double o[FOLD_GROUP];
            load_group<D>(row, i, x);
            if (g.w)
                load_group<D>(g.w, i, w);
            if (g.b)
                load_group<D>(g.b, i, b);
#pragma unroll
            for (int c = 0; c < FOLD_GROUP; c++)
                o[c] = y(x[c], w[c], b[c]);
            store_group<D>(out, i, o);
        } else {
            float x = nat<D>(((const T_<D> *)row)[u]);
            float w = g.w ? (float)nat<D>(((const T_<D> *)g.w)[u]) : 0;
            float b = g.b ? (float)nat<D>(((const T_<D> *)g.b)[u]) : 0;
            ((T_<D> *)out)[u] = to<D>(y(x, w, b));
        }
    }
}

// Whether p may be read four elements of dtype d at a time.
static bool aligned4(const void *p, int d)
{
    return (uintptr_t)p % (4 * size_of(d)) == 0;
}

// Whether k_norm_split_sum and k_norm_apply take g's rows instead of
// k_norm<false>: every operand of one dtype they read, and fewer rows than
// two a multiprocessor (more keep k_norm's blocks busy, and its passes
// read a row from the L2 cache where the whole tensor may not fit).
static bool split_fit(const NormArgs &g, int sms)
{
    int d = g.idt;
    return (d == DT_FLOAT32 || d == DT_FLOAT16 || d == DT_BFLOAT16) && g.odt == d && (!g.w || g.wdt == d) &&
           (!g.b || g.bdt == d) && g.lines < (int64_t)sms * 2;
}

template <int D, bool Vec>
static void launch_split_kernels(const NormArgs &g, double *stats, double *part, unsigned *done, cudaStream_t cs,
                                 int sms)
{
    int64_t tiles = (g.n + FOLD_TILE - 1) / FOLD_TILE;
    unsigned sum_blocks = (unsigned)(g.lines * tiles * SPLIT_BLOCKS);
    if (!g.rms)
        k_norm_split_sum<D, Vec><<<sum_blocks, SPLIT_LANES, 0, cs>>>(g, false, stats, part, done);
    k_norm_split_sum<D, Vec><<<sum_blocks, SPLIT_LANES, 0, cs>>>(g, true, stats, part, done);
    int64_t units = Vec ? g.n / FOLD_GROUP : g.n, per_row = (units + FOLD_LANES - 1) / FOLD_LANES;
    int64_t most = (int64_t)sms * 16 / g.lines + 1;
    dim3 grid((unsigned)(per_row < most ? per_row : most), (unsigned)g.lines);
    k_norm_apply<D, Vec><<<grid, FOLD_LANES, 0, cs>>>(g, stats);
}

// layer_norm and rms_norm through the split kernels: scratch for the
// lanes' sums (FOLD_LANES doubles a tile), each row's stats and counter.
static bool launch_norm_split(const NormArgs &g, cudaStream_t cs, int sms, const char *name, Error *err)
{
    int64_t tiles = (g.n + FOLD_TILE - 1) / FOLD_TILE, lanes = g.lines * tiles * FOLD_LANES;
    size_t bytes = (size_t)(lanes + 2 * g.lines) * sizeof(double) + (size_t)g.lines * sizeof(unsigned);
    double *part;
    cudaError_t e = cudaMallocAsync((void **)&part, bytes, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    double *stats = part + lanes;
    unsigned *done = (unsigned *)(stats + 2 * g.lines);
    e = cudaMemsetAsync(done, 0, (size_t)g.lines * sizeof(unsigned), cs);
    if (e != cudaSuccess) {
        cudaFreeAsync(part, cs);
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    }
    int d = g.idt;
    bool vec = g.n % FOLD_GROUP == 0 && aligned4(g.in, d) && aligned4(g.out, d) && (!g.w || aligned4(g.w, d)) &&
               (!g.b || aligned4(g.b, d));
    if (d == DT_FLOAT32 && vec)
        launch_split_kernels<DT_FLOAT32, true>(g, stats, part, done, cs, sms);
    else if (d == DT_FLOAT32)
        launch_split_kernels<DT_FLOAT32, false>(g, stats, part, done, cs, sms);
    else if (d == DT_FLOAT16 && vec)
        launch_split_kernels<DT_FLOAT16, true>(g, stats, part, done, cs, sms);
    else if (d == DT_FLOAT16)
        launch_split_kernels<DT_FLOAT16, false>(g, stats, part, done, cs, sms);
    else if (vec)
        launch_split_kernels<DT_BFLOAT16, true>(g, stats, part, done, cs, sms);
    else
        launch_split_kernels<DT_BFLOAT16, false>(g, stats, part, done, cs, sms);
    cudaFreeAsync(part, cs);
    return true;
}

static bool launch_norm(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    NormArgs g;
    memset(&g, 0, sizeof g);
    g.in = (const char *)a->in[0].data;
    g.idt = a->in[0].dtype;
    g.out = (char *)a->out[0].data;
    g.odt = a->out[0].dtype;
    int next = 1;
    if (a->si[0]) {
        g.w = (const char *)a->in[next].data;
        g.wdt = a->in[next++].dtype;
    }
    if (a->si[1]) {
        g.b = (const char *)a->in[next].data;
        g.bdt = a->in[next].dtype;
    }
    g.rms = op == OP_rms_norm;
    g.eps = a->sf[0];
    g.lines = a->in[0].shape[0];
    g.n = a->in[0].shape[1];
    if (g.lines <= 0 || g.n <= 0)
        return true;
    if (g.n > (int64_t)FOLD_TILE * FOLD_TILE) {
        error_set(err, "%s: rows of more than 2^32 elements are not supported on the CUDA device",
                  op_name(op));
        return false;
    }
    int64_t most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(g.lines < most ? g.lines : most);
    size_t line = (size_t)g.n * sizeof(double);
    bool f32 = g.idt == DT_FLOAT32 && g.odt == DT_FLOAT32 && (!g.w || g.wdt == DT_FLOAT32) &&
               (!g.b || g.bdt == DT_FLOAT32);
    int d = g.idt;
    bool regs = g.n > WARP_ROUND && g.n <= REG_ROW && g.n % 4 == 0 && g.odt == d &&
                (!g.w || g.wdt == d) && (!g.b || g.bdt == d) &&
                (d == DT_FLOAT32 || d == DT_FLOAT16 || d == DT_BFLOAT16) &&
                aligned4(g.in, d) && aligned4(g.out, d) && (!g.w || aligned4(g.w, d)) &&
                (!g.b || aligned4(g.b, d));
    if (regs) {
        if (d == DT_FLOAT32)
            k_norm_regs<DT_FLOAT32><<<blocks, FOLD_LANES, 0, cs>>>(g);
        else if (d == DT_FLOAT16)
            k_norm_regs<DT_FLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(g);
        else
            k_norm_regs<DT_BFLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(g);
    } else if (g.n <= WARP_ROUND || (f32 && g.n <= WARP_ROW && g.lines >= (int64_t)sms * ROW_WARPS)) {
        int64_t groups = (g.lines + ROW_WARPS - 1) / ROW_WARPS;
        unsigned warp_blocks = (unsigned)(groups < most ? groups : most);
        if (f32 && g.n <= WARP_ROUND && g.n % 4 == 0 && aligned4(g.in, d) && aligned4(g.out, d) &&
            (!g.w || aligned4(g.w, d)) && (!g.b || aligned4(g.b, d)))
            k_norm_warp4<<<warp_blocks, FOLD_LANES, 0, cs>>>(g);
        else if (f32)
            k_norm_warp<true><<<warp_blocks, FOLD_LANES, 0, cs>>>(g);
        else
            k_norm_warp<false><<<warp_blocks, FOLD_LANES, 0, cs>>>(g);
    } else if (line <= LINE_CACHE) {
        k_norm<true><<<blocks, FOLD_LANES, line, cs>>>(g);
    } else if (split_fit(g, sms)) {
        if (!launch_norm_split(g, cs, sms, op_name(op), err))
            return false;
    } else {
        k_norm<false><<<blocks, FOLD_LANES, 0, cs>>>(g);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return true;
}

// Whether k_softmax_regs can take g's lines.
static bool regs_fit(const Lines &g)
{
    int d = g.idt;
    if (!g.last || g.n > REG_ROW || g.n % 4 != 0 || g.odt != d || g.is[g.dim] != 1 ||
        g.os[g.dim] != 1 || !(d == DT_FLOAT32 || d == DT_FLOAT16 || d == DT_BFLOAT16) ||
        !aligned4(g.in, d) || !aligned4(g.out, d))
        return false;
    for (int k = 0; k < g.ndim; k++)
        if (k != g.dim && (g.is[k] % 4 != 0 || g.os[k] % 4 != 0))
            return false;
    return true;
}

// ---- norm_linear: a thread a channel, in double as cpu_norm_linear ----

struct NormLinear {
    const char *in[4];          // mean, var, weight, bias
    int idt[4];
    int64_t is[4];              // elements apart (0: one repeated)
    char *out[2];               // scale, shift
    int odt;
    int64_t os[2], n;
    bool weight, bias;
    double eps;
};

__device__ __forceinline__ double nl_load(const NormLinear &g, int k, int64_t c)
{
    return load_dyn<DT_FLOAT64>(g.in[k] + c * g.is[k] * (int64_t)size_of(g.idt[k]), g.idt[k]);
}

__global__ void k_norm_linear(NormLinear g)
{
    int64_t c = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= g.n)
        return;
    double scale = 1.0 / sqrt(nl_load(g, 1, c) + g.eps);
    if (g.weight)
        scale = nl_load(g, 2, c) * scale;
    double shift = (g.bias ? nl_load(g, 2 + g.weight, c) : 0.0) - nl_load(g, 0, c) * scale;
    int64_t sz = (int64_t)size_of(g.odt);
    store_dyn(g.out[0] + c * g.os[0] * sz, g.odt, scale);
    store_dyn(g.out[1] + c * g.os[1] * sz, g.odt, shift);
}

static bool launch_norm_linear(const OpArgs *a, cudaStream_t cs, Error *err)
{
    NormLinear g;
    memset(&g, 0, sizeof g);
    for (int k = 0; k < a->nin; k++) {
        g.in[k] = (const char *)a->in[k].data;
        g.idt[k] = a->in[k].dtype;
        g.is[k] = a->in[k].strides[0];
    }
    for (int k = 0; k < 2; k++) {
        g.out[k] = (char *)a->out[k].data;
        g.os[k] = a->out[k].strides[0];
    }
    g.odt = a->out[0].dtype;
    g.n = a->out[0].shape[0];
    g.weight = a->si[0] != 0;
    g.bias = a->si[1] != 0;
    g.eps = a->sf[0];
    k_norm_linear<<<(unsigned)((g.n + 255) / 256), 256, 0, cs>>>(g);
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess || cuda_fail(err, e, "norm_linear", __FILE__, __LINE__);
}

bool cuda_launch_softmax(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_layer_norm || op == OP_rms_norm)
        return launch_norm(op, a, cs, sms, err);
    if (op == OP_norm_linear)
        return launch_norm_linear(a, cs, err);
    if (op == OP_attention)
        return cuda_launch_attention(a, cs, err);
    const char *name = op_name(op);
    const DevTensor *in = &a->in[0], *out = &a->out[0];
    Lines g;
    memset(&g, 0, sizeof g);
    g.in = (const char *)in->data;
    g.out = (char *)out->data;
    g.idt = in->dtype;
    g.odt = out->dtype;
    g.ndim = in->ndim;
    g.dim = (int)a->si[0];
    g.log = op == OP_log_softmax;
    g.last = g.dim == in->ndim - 1;
    g.causal_rows = a->si[1] ? in->shape[in->ndim - 2] : 0;
    g.n = in->shape[g.dim];
    g.lines = 1;
    for (int d = 0; d < in->ndim; d++) {
        g.shape[d] = in->shape[d];
        g.is[d] = in->strides[d];
        g.os[d] = out->strides[d];
        if (d != g.dim)
            g.lines *= in->shape[d];
    }
    if (g.lines <= 0 || g.n <= 0)
        return true;
    if (g.n > (int64_t)FOLD_TILE * FOLD_TILE) {
        error_set(err, "%s: lines of more than 2^32 elements are not supported on the CUDA device",
                  name);
        return false;
    }
    // The lines lie side by side where the innermost other dimension is
    // contiguous in both operands (a causal softmax takes a line a block).
    int inner_dim = g.ndim - 1 == g.dim ? g.ndim - 2 : g.ndim - 1;
    bool cols = !g.causal_rows && g.is[g.dim] != 1 && inner_dim >= 0 && g.shape[inner_dim] > 1 &&
                g.is[inner_dim] == 1 && g.os[inner_dim] == 1;
    bool dbl = g.idt == DT_FLOAT64;
    int64_t most = (int64_t)sms * 16;
    if (cols) {
        int64_t inner = g.shape[inner_dim];
        int64_t groups = g.lines / inner * ((inner + COLS - 1) / COLS);
        unsigned blocks = (unsigned)(groups < most ? groups : most);
        if (dbl)
            k_softmax_cols<double><<<blocks, FOLD_LANES, 0, cs>>>(g, inner);
        else
            k_softmax_cols<float><<<blocks, FOLD_LANES, 0, cs>>>(g, inner);
    } else if (regs_fit(g)) {
        unsigned blocks = (unsigned)(g.lines < most ? g.lines : most);
        if (g.idt == DT_FLOAT32)
            k_softmax_regs<DT_FLOAT32><<<blocks, FOLD_LANES, 0, cs>>>(g);
        else if (g.idt == DT_FLOAT16)
            k_softmax_regs<DT_FLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(g);
        else
            k_softmax_regs<DT_BFLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(g);
    } else {
        unsigned blocks = (unsigned)(g.lines < most ? g.lines : most);
        size_t line = (size_t)g.n * (dbl ? sizeof(double) : sizeof(float));
        bool cached = line <= LINE_CACHE;
        size_t smem = cached ? line : 0;
        if (dbl && cached)
            k_softmax<double, true><<<blocks, FOLD_LANES, smem, cs>>>(g);
        else if (dbl)
            k_softmax<double, false><<<blocks, FOLD_LANES, 0, cs>>>(g);
        else if (cached)
            k_softmax<float, true><<<blocks, FOLD_LANES, smem, cs>>>(g);
        else
            k_softmax<float, false><<<blocks, FOLD_LANES, 0, cs>>>(g);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
