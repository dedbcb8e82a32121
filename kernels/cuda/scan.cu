// scan.cu: cumsum and cumprod on the CUDA device in kernels/scan.h's
// order, the twins of cpu_cumsum and cpu_cumprod (kernels/cpu/reduce.c),
// bit for bit: floats add (multiply) in double and round once to the
// result's dtype, integers wrap in uint64_t.
//
// Lines whose elements are contiguous and longer than SCAN_CHUNK go by
// tiles: a block of 256 threads takes SCAN_TILE elements, SCAN_FAN a
// thread (16 bytes a load and a store where they are aligned), and finds
// its segments' totals and prefixes in shared memory.
// A line of one tile is done in one launch; a longer one takes three:
// every tile's total, then the prefixes of those totals (the same tiles
// one level up, recursively), then every tile again with its prefix.
// Other lines (strided, as along dim 0 of a matrix, or short) are walked
// by one thread a SCAN_CHUNK of a line, neighbouring threads on
// neighbouring lines, so that their loads coalesce where the lines lie
// side by side; the chunks' totals and prefixes go through the tiles the
// same way.  cummax and cummin (at the end) combine exactly, in any order.
#include <cstring>
#include <type_traits>

#include "cuda/convert.cuh"
#include "cuda/launch.cuh"
#include "scan.h"

using namespace cst;

static constexpr int THREADS = SCAN_TILE / SCAN_FAN;

namespace {

// What a scan combines: cumsum adds from +0, cumprod multiplies from 1.
template <typename T> struct Add {
    __device__ static T id() { return 0; }
    __device__ static T f(T a, T b) { return a + b; }
};
template <typename T> struct Mul {
    __device__ static T id() { return 1; }
    __device__ static T f(T a, T b) { return a * b; }
};

// The lines of a tensor along dimension dim, numbered row-major over the
// other dimensions; base null: nothing to write.
struct Lines {
    char *base;
    int dt, ndim, dim;
    int64_t n, lines;
    int64_t shape[DEV_MAX_DIMS], strides[DEV_MAX_DIMS];   // elements
};

} // namespace

static Lines lines_of(const DevTensor *t, const DevTensor *shape_of, int dim)
{
    Lines s;
    memset(&s, 0, sizeof s);
    s.base = (char *)t->data;
    s.dt = t->dtype;
    s.ndim = t->ndim;
    s.dim = dim;
    s.n = shape_of->shape[dim];
    s.lines = 1;
    for (int d = 0; d < t->ndim; d++) {
        s.shape[d] = shape_of->shape[d];
        s.strides[d] = t->strides[d];
        if (d != dim)
            s.lines *= s.shape[d];
    }
    return s;
}

// lines rows of m values of type T (float64 or int64), contiguous.
template <typename T> static Lines array_lines(T *p, int64_t lines, int64_t m)
{
    Lines s;
    memset(&s, 0, sizeof s);
    s.base = (char *)p;
    s.dt = std::is_same_v<T, double> ? DT_FLOAT64 : DT_INT64;
    s.ndim = 2;
    s.dim = 1;
    s.n = m;
    s.lines = lines;
    s.shape[0] = lines;
    s.shape[1] = m;
    s.strides[0] = m;
    s.strides[1] = 1;
    return s;
}

__device__ __forceinline__ char *line_at(const Lines &t, int64_t l)
{
    int64_t off = 0;
    for (int d = t.ndim - 1; d >= 0; d--) {
        if (d == t.dim)
            continue;
        off += l % t.shape[d] * t.strides[d];
        l /= t.shape[d];
    }
    return t.base + off * (int64_t)size_of(t.dt);
}

template <typename T> __device__ __forceinline__ T value_at(const char *q, int dt)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        return (uint64_t)load_dyn<DT_INT64>(q, dt);
    else
        return load_dyn<DT_FLOAT64>(q, dt);
}

template <typename T> __device__ __forceinline__ void store_at(char *q, int dt, T v)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        store_dyn(q, dt, (int64_t)v);
    else
        store_dyn(q, dt, v);
}

// A thread's SCAN_FAN contiguous elements of dtype D at p (16-byte
// aligned) as value_at gives them, loaded 16 bytes at a time: one element
// at a time, the warp's 32 threads touched 32 lines of memory a load
// (H100, cumsum of the rows of 4096 x 4096 float64 at 0.65 of PyTorch's
// speed).
template <typename T, int D> __device__ __forceinline__ void load_fan(const char *p, T (&x)[SCAN_FAN])
{
    constexpr int WORDS = SCAN_FAN * (int)sizeof(T_<D>) / 16;
    union {
        uint4 w[WORDS];
        T_<D> v[SCAN_FAN];
    } u;
#pragma unroll
    for (int k = 0; k < WORDS; k++)
        u.w[k] = __ldg((const uint4 *)p + k);
#pragma unroll
    for (int j = 0; j < SCAN_FAN; j++) {
        if constexpr (std::is_same_v<T, uint64_t>)
            x[j] = (uint64_t)to<DT_INT64>(nat<D>(u.v[j]));
        else
            x[j] = to<DT_FLOAT64>(nat<D>(u.v[j]));
    }
}

// Stores a thread's SCAN_FAN results at p (16-byte aligned) of dtype D,
// float32, float64 or int64, 16 bytes at a time.
template <typename T, int D> __device__ __forceinline__ void store_fan(char *p, const T (&y)[SCAN_FAN])
{
    constexpr int WORDS = SCAN_FAN * (int)sizeof(T_<D>) / 16;
    union {
        uint4 w[WORDS];
        T_<D> v[SCAN_FAN];
    } u;
#pragma unroll
    for (int j = 0; j < SCAN_FAN; j++)
        u.v[j] = to<D>(y[j]);
#pragma unroll
    for (int k = 0; k < WORDS; k++)
        ((uint4 *)p)[k] = u.w[k];
}

// Tile blockIdx.x % tiles of line blockIdx.x / tiles of `in`, whose items
// are elements (inclusive: out gets P + the running sum, + being Op) or
// the totals of segments one level down (exclusive: out gets each
// segment's prefix).
// pre: the tiles' prefixes (none: Op::id()); tot, if given, gets each tile's
// total; out.base null: totals only.
// D: in's dtype where its segments load 16 bytes at a time (load_fan),
// else -1.
template <typename T, typename Op, int D = -1>
__global__ void __launch_bounds__(THREADS)
k_scan_tiles(Lines in, Lines out, int64_t tiles, bool inclusive, const T *pre, T *tot)
{
    __shared__ T t1[THREADS], p1[THREADS], t2[SCAN_FAN], p2[SCAN_FAN];
    int64_t l = blockIdx.x / tiles, tile = blockIdx.x % tiles;
    int64_t i0 = tile * SCAN_TILE + (int64_t)threadIdx.x * SCAN_FAN;
    const char *ip = line_at(in, l);
    int64_t isz = (int64_t)size_of(in.dt), ist = in.strides[in.dim] * isz;
    // This thread's segment of SCAN_FAN items: their running sum in turn.
    T s[SCAN_FAN], a = Op::id();
    bool vec = false;
    if constexpr (D >= 0)
        vec = ist == isz && i0 + SCAN_FAN <= in.n && ((uintptr_t)(ip + i0 * isz) & 15) == 0;
    if constexpr (D >= 0) {
        if (vec) {
            load_fan<T, D>(ip + i0 * isz, s);
#pragma unroll
            for (int j = 0; j < SCAN_FAN; j++)
                s[j] = a = Op::f(a, s[j]);
        }
    }
    if (!vec) {
#pragma unroll
        for (int j = 0; j < SCAN_FAN; j++) {
            if (i0 + j < in.n)
                a = Op::f(a, value_at<T>(ip + (i0 + j) * ist, in.dt));
            s[j] = a;
        }
    }
    // Segments past the line's end total Op::id(), which combines exactly.
    t1[threadIdx.x] = a;
    __syncthreads();
    if (threadIdx.x < SCAN_FAN) {
        T b = Op::id();
        for (int j = 0; j < SCAN_FAN; j++)
            b = Op::f(b, t1[threadIdx.x * SCAN_FAN + j]);
        t2[threadIdx.x] = b;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        T p = pre ? pre[l * tiles + tile] : Op::id(), c = Op::id();
        for (int g = 0; g < SCAN_FAN; g++) {
            p2[g] = g == 0 ? p : Op::f(p, c);
            c = Op::f(c, t2[g]);
        }
        if (tot)
            tot[l * tiles + tile] = c;
    }
    if (!out.base)
        return;
    __syncthreads();
    if (threadIdx.x < SCAN_FAN) {
        T p = p2[threadIdx.x], c = Op::id();
        for (int j = 0; j < SCAN_FAN; j++) {
            int k = threadIdx.x * SCAN_FAN + j;
            p1[k] = j == 0 ? p : Op::f(p, c);
            c = Op::f(c, t1[k]);
        }
    }
    __syncthreads();
    T p = p1[threadIdx.x];
    char *op = line_at(out, l);
    int64_t osz = (int64_t)size_of(out.dt), ost = out.strides[out.dim] * osz;
    if (inclusive && ost == osz && i0 + SCAN_FAN <= in.n && ((uintptr_t)(op + i0 * osz) & 15) == 0) {
        T y[SCAN_FAN];
#pragma unroll
        for (int j = 0; j < SCAN_FAN; j++)
            y[j] = Op::f(p, s[j]);
        if constexpr (std::is_same_v<T, double>) {
            if (out.dt == DT_FLOAT32)
                return store_fan<T, DT_FLOAT32>(op + i0 * osz, y);
            if (out.dt == DT_FLOAT64)
                return store_fan<T, DT_FLOAT64>(op + i0 * osz, y);
        } else if (out.dt == DT_INT64) {
            return store_fan<T, DT_INT64>(op + i0 * osz, y);
        }
    }
#pragma unroll
    for (int j = 0; j < SCAN_FAN; j++)
        if (i0 + j < in.n)
            store_at<T>(op + (i0 + j) * ost, out.dt,
                        inclusive ? Op::f(p, s[j]) : j == 0 ? p : Op::f(p, s[j - 1]));
}

// Chunk t / lines of line t % lines, in order on one thread: prefix pre
// (none: Op::id()) and, if tot is given, its total there; out.base null: the
// total only.
template <typename T, typename Op>
__global__ void k_scan_walk(Lines in, Lines out, int64_t chunks, const T *pre, T *tot)
{
    int64_t isz = (int64_t)size_of(in.dt), ist = in.strides[in.dim] * isz;
    int64_t osz = (int64_t)size_of(out.dt), ost = out.strides[out.dim] * osz;
    for (int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; t < in.lines * chunks;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t l = t % in.lines, c = t / in.lines, i0 = c * SCAN_CHUNK;
        int64_t m = in.n - i0 < SCAN_CHUNK ? in.n - i0 : SCAN_CHUNK;
        const char *ip = line_at(in, l) + i0 * ist;
        char *op = out.base ? line_at(out, l) + i0 * ost : nullptr;
        T p2 = pre ? pre[l * chunks + c] : Op::id(), a2 = Op::id();
        for (int64_t s0 = 0; s0 < m; s0 += SCAN_FAN) {
            int e = m - s0 < SCAN_FAN ? (int)(m - s0) : SCAN_FAN;
            T x[SCAN_FAN];
#pragma unroll
            for (int j = 0; j < SCAN_FAN; j++)
                x[j] = j < e ? value_at<T>(ip + (s0 + j) * ist, in.dt) : Op::id();
            T p1 = s0 == 0 ? p2 : Op::f(p2, a2), a1 = Op::id();
#pragma unroll
            for (int j = 0; j < SCAN_FAN; j++) {
                a1 = Op::f(a1, x[j]);
                if (op && j < e)
                    store_at<T>(op + (s0 + j) * ost, out.dt, Op::f(p1, a1));
            }
            a2 = Op::f(a2, a1);
        }
        if (tot)
            tot[l * chunks + c] = a2;
    }
}

static unsigned grid(int64_t n, int per_block, int sms)
{
    int64_t b = (n + per_block - 1) / per_block, most = (int64_t)sms * 32;
    return (unsigned)(b < 1 ? 1 : b < most ? b : most);
}

static Lines no_lines()
{
    Lines s;
    memset(&s, 0, sizeof s);
    return s;
}

template <typename T> using TilesKernel = void (*)(Lines, Lines, int64_t, bool, const T *, T *);

// k_scan_tiles for items of dtype dt, 16 bytes a load where load_fan
// takes them.
template <typename T, typename Op> static TilesKernel<T> tiles_kernel(int dt)
{
    if constexpr (std::is_same_v<T, double>) {
        switch (dt) {
        case DT_FLOAT32: return k_scan_tiles<T, Op, DT_FLOAT32>;
        case DT_FLOAT64: return k_scan_tiles<T, Op, DT_FLOAT64>;
        case DT_FLOAT16: return k_scan_tiles<T, Op, DT_FLOAT16>;
        case DT_BFLOAT16: return k_scan_tiles<T, Op, DT_BFLOAT16>;
        }
    } else {
        switch (dt) {
        case DT_BOOL: return k_scan_tiles<T, Op, DT_BOOL>;
        case DT_UINT8: return k_scan_tiles<T, Op, DT_UINT8>;
        case DT_INT8: return k_scan_tiles<T, Op, DT_INT8>;
        case DT_INT16: return k_scan_tiles<T, Op, DT_INT16>;
        case DT_INT32: return k_scan_tiles<T, Op, DT_INT32>;
        case DT_INT64: return k_scan_tiles<T, Op, DT_INT64>;
        }
    }
    return k_scan_tiles<T, Op>;
}

// pre[l * m + j]: the prefix of item j of each of `lines` rows of m items
// in tot, each item the total of a segment of some level.
template <typename T, typename Op>
static bool prefixes(T *tot, int64_t lines, int64_t m, T *pre, cudaStream_t cs, Error *err)
{
    int64_t tiles = (m + SCAN_TILE - 1) / SCAN_TILE;
    Lines in = array_lines(tot, lines, m), out = array_lines(pre, lines, m);
    TilesKernel<T> tiled = tiles_kernel<T, Op>(in.dt);
    if (tiles == 1) {
        tiled<<<(unsigned)lines, THREADS, 0, cs>>>(in, out, 1, false, nullptr, nullptr);
        return true;
    }
    T *up;
    cudaError_t e = cudaMallocAsync((void **)&up, 2 * (size_t)(lines * tiles) * sizeof(T), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "cudaMallocAsync", __FILE__, __LINE__);
    T *up_pre = up + lines * tiles;
    tiled<<<(unsigned)(lines * tiles), THREADS, 0, cs>>>(in, no_lines(), tiles, false, nullptr, up);
    bool ok = prefixes<T, Op>(up, lines, tiles, up_pre, cs, err);
    if (ok)
        tiled<<<(unsigned)(lines * tiles), THREADS, 0, cs>>>(in, out, tiles, false, up_pre, nullptr);
    cudaFreeAsync(up, cs);
    return ok;
}

template <typename T, typename Op>
static bool scan(const Lines &in, const Lines &out, cudaStream_t cs, int sms, Error *err)
{
    bool tiled = in.strides[in.dim] == 1 && in.n > SCAN_CHUNK;
    TilesKernel<T> tiles = tiles_kernel<T, Op>(in.dt);
    int64_t per = tiled ? SCAN_TILE : SCAN_CHUNK, parts = (in.n + per - 1) / per;
    if (parts == 1) {
        if (tiled)
            tiles<<<(unsigned)in.lines, THREADS, 0, cs>>>(in, out, 1, true, nullptr, nullptr);
        else
            k_scan_walk<T, Op><<<grid(in.lines, 128, sms), 128, 0, cs>>>(in, out, 1, nullptr, nullptr);
        return true;
    }
    T *tot;
    cudaError_t e = cudaMallocAsync((void **)&tot, 2 * (size_t)(in.lines * parts) * sizeof(T), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "cudaMallocAsync", __FILE__, __LINE__);
    T *pre = tot + in.lines * parts;
    unsigned blocks = grid(in.lines * parts, 128, sms);
    if (tiled)
        tiles<<<(unsigned)(in.lines * parts), THREADS, 0, cs>>>(in, no_lines(), parts, true, nullptr, tot);
    else
        k_scan_walk<T, Op><<<blocks, 128, 0, cs>>>(in, no_lines(), parts, nullptr, tot);
    bool ok = prefixes<T, Op>(tot, in.lines, parts, pre, cs, err);
    if (ok && tiled)
        tiles<<<(unsigned)(in.lines * parts), THREADS, 0, cs>>>(in, out, parts, true, pre, nullptr);
    else if (ok)
        k_scan_walk<T, Op><<<blocks, 128, 0, cs>>>(in, out, parts, pre, nullptr);
    cudaFreeAsync(tot, cs);
    return ok;
}

// Along dimension si[0]: floats in double, integers wrapping in uint64_t.
template <template <typename> class Op>
static bool cumulative(const OpArgs *a, const char *name, cudaStream_t cs, int sms, Error *err)
{
    int dim = (int)a->si[0];
    Lines in = lines_of(&a->in[0], &a->in[0], dim), out = lines_of(&a->out[0], &a->in[0], dim);
    if (in.lines == 0 || in.n == 0)
        return true;
    bool ok = is_float(out.dt) ? scan<double, Op<double>>(in, out, cs, sms, err)
                               : scan<uint64_t, Op<uint64_t>>(in, out, cs, sms, err);
    cudaError_t e = cudaGetLastError();
    if (ok && e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return ok;
}

bool cuda_launch_cumsum(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    return cumulative<Add>(a, "cumsum", cs, sms, err);
}

bool cuda_launch_cumprod(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    return cumulative<Mul>(a, "cumprod", cs, sms, err);
}

// ---- cummax and cummin, the twins of cpu_cummax and cpu_cummin: an
// element takes over from the running extreme when it is a NaN, or
// neither is and it is at least as large (small).  The winner of a
// stretch is the last NaN in it, else the last of its largest values,
// whatever order its parts are combined in, so a warp's tree, and
// stretches of a long line combined after, give the simulated device's
// indices; the values are copied from the winning element (bits and all).

template <typename T> __device__ __forceinline__ bool nan_of(T v)
{
    if constexpr (std::is_same_v<T, double>)
        return isnan(v);
    else
        return false;
}

template <typename T> __device__ __forceinline__ T extreme_load(const char *q, int dt)
{
    if constexpr (std::is_same_v<T, double>)
        return load_dyn<DT_FLOAT64>(q, dt);
    else
        return load_dyn<DT_INT64>(q, dt);
}

// Whether the later (b) wins over the earlier (a).
template <typename T, bool MAX> __device__ __forceinline__ bool later_wins(T a, T b)
{
    return nan_of(b) || (!nan_of(a) && (MAX ? b >= a : b <= a));
}

__device__ __forceinline__ void copy_element(char *dst, const char *src, int es)
{
    switch (es) {
    case 1: *(uint8_t *)dst = *(const uint8_t *)src; break;
    case 2: *(uint16_t *)dst = *(const uint16_t *)src; break;
    case 4: *(uint32_t *)dst = *(const uint32_t *)src; break;
    default: *(uint64_t *)dst = *(const uint64_t *)src; break;
    }
}

// The winners of the stretches ending at each lane, in place: (v, at) of
// lane k become those of lanes 0 .. k together (a warp's inclusive scan).
template <typename T, bool MAX> __device__ __forceinline__ void warp_winners(T &v, int64_t &at, int lane)
{
#pragma unroll
    for (int off = 1; off < 32; off *= 2) {
        T ov = __shfl_up_sync(0xffffffffu, v, off);
        int64_t oat = __shfl_up_sync(0xffffffffu, at, off);
        if (lane >= off && !later_wins<T, MAX>(ov, v)) {
            v = ov;
            at = oat;
        }
    }
}

// Contiguous lines, cut into `parts` stretches of `part` elements (a
// multiple of 32): a warp a stretch, 32 elements a step, a lane each (the
// loads coalesce); the lanes' (value, index) pairs combine by a warp scan,
// then with the steps before (and, given pre, with the winner of the
// stretches before, pre[stretch]) through the last lane's pair.  With tot,
// only each stretch's winner is written there; else the outputs.
template <typename T, bool MAX>
__global__ void k_cumext_warp(Lines in, Lines vals, Lines idx, int64_t part, int64_t parts, const T *pre_v,
                              const int64_t *pre_i, T *tot_v, int64_t *tot_i)
{
    int lane = threadIdx.x % 32, es = (int)size_of(in.dt);
    int64_t warps = (int64_t)gridDim.x * blockDim.x / 32;
    int64_t ist = in.strides[in.dim], vst = vals.strides[in.dim], xst = idx.strides[in.dim];
    for (int64_t w = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) / 32; w < in.lines * parts; w += warps) {
        int64_t l = w / parts, lo = w % parts * part, hi = lo + part < in.n ? lo + part : in.n;
        const char *ip = line_at(in, l);
        bool carry = pre_v != nullptr && lo > 0;
        T cv = carry ? pre_v[w] : (T)0;
        int64_t ci = carry ? pre_i[w] : 0;
        for (int64_t base = lo; base < hi; base += 32) {
            int64_t i = base + lane;
            T v = i < hi ? extreme_load<T>(ip + i * ist * es, in.dt) : (T)0;
            int64_t at = i;
            warp_winners<T, MAX>(v, at, lane);
            if ((carry || base > lo) && !later_wins<T, MAX>(cv, v)) {
                v = cv;
                at = ci;
            }
            if (tot_v == nullptr && i < hi) {
                copy_element(line_at(vals, l) + i * vst * es, ip + at * ist * es, es);
                ((int64_t *)line_at(idx, l))[i * xst] = at;
            }
            int last = hi - base < 32 ? (int)(hi - base) - 1 : 31;
            cv = __shfl_sync(0xffffffffu, v, last);
            ci = __shfl_sync(0xffffffffu, at, last);
        }
        if (tot_v != nullptr && lane == 0) {
            tot_v[w] = cv;
            tot_i[w] = ci;
        }
    }
}

// pre[s] = the winner of stretches 0 .. s - 1 of each line (s >= 1), from
// their winners tot: a warp a line, 32 stretches a step.
template <typename T, bool MAX>
__global__ void k_cumext_prefix(const T *tot_v, const int64_t *tot_i, T *pre_v, int64_t *pre_i, int64_t lines,
                                int64_t parts)
{
    int lane = threadIdx.x % 32;
    int64_t warps = (int64_t)gridDim.x * blockDim.x / 32;
    for (int64_t l = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) / 32; l < lines; l += warps) {
        T cv = 0;
        int64_t ci = 0;
        for (int64_t base = 0; base + 1 < parts; base += 32) {
            int64_t s = base + lane;
            T v = s + 1 < parts ? tot_v[l * parts + s] : (T)0;
            int64_t at = s + 1 < parts ? tot_i[l * parts + s] : 0;
            warp_winners<T, MAX>(v, at, lane);
            if (base > 0 && !later_wins<T, MAX>(cv, v)) {
                v = cv;
                at = ci;
            }
            if (s + 1 < parts) {
                pre_v[l * parts + s + 1] = v;
                pre_i[l * parts + s + 1] = at;
            }
            cv = __shfl_sync(0xffffffffu, v, 31);
            ci = __shfl_sync(0xffffffffu, at, 31);
        }
    }
}

// An element's bits, and the element from them.
__device__ __forceinline__ uint64_t load_bits(const char *src, int es)
{
    switch (es) {
    case 1: return *(const uint8_t *)src;
    case 2: return *(const uint16_t *)src;
    case 4: return *(const uint32_t *)src;
    default: return *(const uint64_t *)src;
    }
}

__device__ __forceinline__ void store_bits(char *dst, uint64_t b, int es)
{
    switch (es) {
    case 1: *(uint8_t *)dst = (uint8_t)b; break;
    case 2: *(uint16_t *)dst = (uint16_t)b; break;
    case 4: *(uint32_t *)dst = (uint32_t)b; break;
    default: *(uint64_t *)dst = b; break;
    }
}

// Strided lines (as along dim 0 of a matrix): a thread a stretch of
// `part` elements of a line, neighbouring threads on neighbouring lines
// (stretch w / lines of line w % lines).  A thread loads WALK_AHEAD
// elements before it compares them, so that the loads overlap, and keeps
// the winner's bits to write rather than reading it again.  As
// k_cumext_warp: given pre, a stretch starts from the winner of the ones
// before it; given tot, only its winner is written there.
static constexpr int WALK_AHEAD = 8;

template <typename T, bool MAX>
__global__ void k_cumext_walk(Lines in, Lines vals, Lines idx, int64_t part, int64_t parts, const T *pre_v,
                              const int64_t *pre_i, T *tot_v, int64_t *tot_i)
{
    int es = (int)size_of(in.dt);
    int64_t ist = in.strides[in.dim] * es, vst = vals.strides[in.dim] * es, xst = idx.strides[in.dim];
    for (int64_t w = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; w < in.lines * parts;
         w += (int64_t)gridDim.x * blockDim.x) {
        int64_t l = w % in.lines, s = l * parts + w / in.lines, lo = w / in.lines * part;
        int64_t hi = lo + part < in.n ? lo + part : in.n;
        const char *ip = line_at(in, l);
        char *vp = line_at(vals, l);
        int64_t *xp = (int64_t *)line_at(idx, l);
        bool carry = pre_v != nullptr && lo > 0;
        T best = carry ? pre_v[s] : (T)0;
        int64_t at = carry ? pre_i[s] : 0;
        uint64_t best_bits = carry ? load_bits(ip + at * ist, es) : 0;
        for (int64_t i0 = lo; i0 < hi; i0 += WALK_AHEAD) {
            uint64_t bits[WALK_AHEAD];
#pragma unroll
            for (int u = 0; u < WALK_AHEAD; u++)
                bits[u] = i0 + u < hi ? load_bits(ip + (i0 + u) * ist, es) : 0;
#pragma unroll
            for (int u = 0; u < WALK_AHEAD; u++) {
                int64_t i = i0 + u;
                if (i >= hi)
                    break;
                T v = extreme_load<T>((const char *)&bits[u], in.dt);
                if ((i == lo && !carry) || later_wins<T, MAX>(best, v)) {
                    best = v;
                    best_bits = bits[u];
                    at = i;
                }
                if (tot_v == nullptr) {
                    store_bits(vp + i * vst, best_bits, es);
                    xp[i * xst] = at;
                }
            }
        }
        if (tot_v != nullptr) {
            tot_v[s] = best;
            tot_i[s] = at;
        }
    }
}

// The stretches a line is cut into: enough for `units` workers over all
// lines (a warp a stretch of a contiguous line, a thread one of a strided
// line), each of at least `least` elements; 1 where the lines alone fill
// the device or are at most 4 * least long.
static int64_t stretches(const Lines &in, int64_t units, int64_t least)
{
    if (in.lines >= units || in.n <= 4 * least)
        return 1;
    int64_t parts = (units + in.lines - 1) / in.lines, most = in.n / least;
    return parts < most ? parts : most;
}

// Lines go by warps where contiguous, a thread each where strided, cut
// into stretches where there are too few lines to fill the device: the
// stretches' winners, the winners of the stretches before each (a warp a
// line), then the outputs.  The combination is exact, so the cut does not
// show.
template <typename T, bool MAX>
static bool cumext(const Lines &in, const Lines &vals, const Lines &idx, cudaStream_t cs, int sms, Error *err)
{
    bool walk = in.strides[in.dim] != 1 || in.n == 1;
    int64_t parts = walk ? stretches(in, (int64_t)sms * 1024, 64) : stretches(in, (int64_t)sms * 64, 1024);
    int64_t part = (in.n + parts - 1) / parts;
    if (!walk)
        part = (part + 31) / 32 * 32;
    parts = (in.n + part - 1) / part;
    auto pass = [&](const T *pre_v, const int64_t *pre_i, T *tot_v, int64_t *tot_i) {
        if (walk)
            k_cumext_walk<T, MAX><<<grid(in.lines * parts, 128, sms), 128, 0, cs>>>(in, vals, idx, part, parts,
                                                                                  pre_v, pre_i, tot_v, tot_i);
        else
            k_cumext_warp<T, MAX><<<grid(in.lines * parts * 32, 256, sms), 256, 0, cs>>>(
                in, vals, idx, part, parts, pre_v, pre_i, tot_v, tot_i);
    };
    if (parts == 1) {
        pass(nullptr, nullptr, nullptr, nullptr);
        return true;
    }
    size_t n = (size_t)(in.lines * parts);
    char *buf;
    cudaError_t e = cudaMallocAsync((void **)&buf, 2 * n * (sizeof(T) + sizeof(int64_t)), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "cudaMallocAsync", __FILE__, __LINE__);
    T *tot_v = (T *)buf, *pre_v = tot_v + n;
    int64_t *tot_i = (int64_t *)(pre_v + n), *pre_i = tot_i + n;
    pass(nullptr, nullptr, tot_v, tot_i);
    k_cumext_prefix<T, MAX><<<grid(in.lines * 32, 256, sms), 256, 0, cs>>>(tot_v, tot_i, pre_v, pre_i, in.lines,
                                                                          parts);
    pass(pre_v, pre_i, nullptr, nullptr);
    cudaFreeAsync(buf, cs);
    return true;
}

bool cuda_launch_cumextreme(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    int dim = (int)a->si[0];
    Lines in = lines_of(&a->in[0], &a->in[0], dim), vals = lines_of(&a->out[0], &a->in[0], dim),
          idx = lines_of(&a->out[1], &a->in[0], dim);
    if (in.lines == 0 || in.n == 0)
        return true;
    bool fl = is_float(in.dt), max = op == OP_cummax;
    bool ok = fl && max ? cumext<double, true>(in, vals, idx, cs, sms, err)
            : fl        ? cumext<double, false>(in, vals, idx, cs, sms, err)
            : max       ? cumext<int64_t, true>(in, vals, idx, cs, sms, err)
                        : cumext<int64_t, false>(in, vals, idx, cs, sms, err);
    cudaError_t e = cudaGetLastError();
    if (ok && e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return ok;
}
