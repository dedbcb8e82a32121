// pool.cu: max_pool, avg_pool, pool3d, adaptive_pool and conv_window over
// windows, embedding_bag over bags, resize and pad (ops.def's POOL lines) on
// the CUDA device, the twins of kernels/cpu/pool.c and conv.c:
// a thread an output element walks its window row by row in the CPU
// kernel's order, computing in float (double for float64), so both
// devices agree bit for bit.
#include "cuda/convert.cuh"
#include "cuda/divide.cuh"
#include "cuda/launch.cuh"
#include "pad.h"

using namespace cst;

static constexpr int THREADS = 256;

// Blocks of THREADS for n threads' work, at most 16 a multiprocessor:
// the kernels' grid-stride loops take the rest.
static unsigned blocks_of(int64_t n, int sms)
{
    int64_t b = (n + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    return (unsigned)(b < most ? b : most);
}

// The operands' sizes and strides, and the window, by value.
struct PoolParams {
    const char *in;
    char *out;
    int64_t *at;                     // max's positions, or null
    int64_t shape[4];                // out: N, C, OH, OW
    int64_t H, W;
    int64_t xs[4], os[4], is[4];     // strides of in, out, at
    int64_t k[2], s[2], p[2], d[2];
    double divisor;                  // avg: nonzero overrides the count
    bool count_pad;
    int64_t n;
    FastDiv div[4];                  // by shape[d], where narrow
    bool narrow;                     // n < 2^31: 32-bit coordinates
};

// Output element i's coordinates (n, c, oh, ow).
__device__ __forceinline__ void out_coords(const PoolParams &q, int64_t i, int64_t at[4])
{
    if (q.narrow) {
        uint32_t r = (uint32_t)i;
        for (int d = 3; d > 0; d--) {
            uint32_t next = q.div[d].div(r);
            at[d] = r - next * (uint32_t)q.shape[d];
            r = next;
        }
        at[0] = r;
        return;
    }
    for (int d = 3; d > 0; d--) {
        at[d] = i % q.shape[d];
        i /= q.shape[d];
    }
    at[0] = i;
}

template <int D, typename C> __global__ void k_pool(const PoolParams q, bool max)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t at4[4];
        out_coords(q, i, at4);
        int64_t n = at4[0], c = at4[1], oh = at4[2], ow = at4[3];
        const T_<D> *x = (const T_<D> *)q.in + n * q.xs[0] + c * q.xs[1];
        int64_t out = n * q.os[0] + c * q.os[1] + oh * q.os[2] + ow * q.os[3];
        int64_t h0 = oh * q.s[0] - q.p[0], w0 = ow * q.s[1] - q.p[1];
        if (max) {
            int64_t h1 = h0 + (q.k[0] - 1) * q.d[0] + 1, w1 = w0 + (q.k[1] - 1) * q.d[1] + 1;
            h1 = h1 < q.H ? h1 : q.H;
            w1 = w1 < q.W ? w1 : q.W;
            while (h0 < 0)
                h0 += q.d[0];
            while (w0 < 0)
                w0 += q.d[1];
            C best = (C)-INFINITY;
            int64_t at = h0 * q.W + w0;
            for (int64_t h = h0; h < h1; h += q.d[0])
                for (int64_t w = w0; w < w1; w += q.d[1]) {
                    C v = (C)nat<D>(x[h * q.xs[2] + w * q.xs[3]]);
                    if (v > best || isnan(v)) {
                        best = v;
                        at = h * q.W + w;
                    }
                }
            ((T_<D> *)q.out)[out] = to<D>(best);
            if (q.at)
                q.at[n * q.is[0] + c * q.is[1] + oh * q.is[2] + ow * q.is[3]] = at;
            continue;
        }
        int64_t h1 = h0 + q.k[0] < q.H + q.p[0] ? h0 + q.k[0] : q.H + q.p[0];
        int64_t w1 = w0 + q.k[1] < q.W + q.p[1] ? w0 + q.k[1] : q.W + q.p[1];
        int64_t size = (h1 - h0) * (w1 - w0);
        h0 = h0 > 0 ? h0 : 0;
        w0 = w0 > 0 ? w0 : 0;
        h1 = h1 < q.H ? h1 : q.H;
        w1 = w1 < q.W ? w1 : q.W;
        if (h0 >= h1 || w0 >= w1) {
            ((T_<D> *)q.out)[out] = to<D>((C)0);
            continue;
        }
        C sum = 0;
        for (int64_t h = h0; h < h1; h++)
            for (int64_t w = w0; w < w1; w++)
                sum += (C)nat<D>(x[h * q.xs[2] + w * q.xs[3]]);
        C by = q.divisor != 0 ? (C)q.divisor : q.count_pad ? (C)size : (C)((h1 - h0) * (w1 - w0));
        ((T_<D> *)q.out)[out] = to<D>(sum / by);
    }
}

// ---- pool3d and adaptive_pool: 5-d [N, C, D, H, W] to [N, C, OD, OH, OW] ----

struct Pool5Params {
    const char *in;
    char *out;
    int64_t *at;                        // max's positions, or null
    int64_t shape[5];                   // out
    int64_t size[3];                    // in: D, H, W
    int64_t xs[5], os[5], is[5];        // strides of in, out, at
    int64_t n;
    bool max;
    int64_t k[3], s[3], p[3], d[3];     // pool3d's window
    double divisor;                     // pool3d's avg: nonzero overrides the count
    bool count_pad;
};

// Output i's coordinates (n, c, od, oh, ow).
__device__ __forceinline__ void coords5(const Pool5Params &q, int64_t i, int64_t at[5])
{
    for (int d = 4; d > 0; d--) {
        at[d] = i % q.shape[d];
        i /= q.shape[d];
    }
    at[0] = i;
}

// Stores output at's value and, for a max with positions, where.
template <int D, typename C>
__device__ __forceinline__ void store5(const Pool5Params &q, const int64_t at[5], C v, int64_t where)
{
    int64_t out = 0, pos = 0;
    for (int d = 0; d < 5; d++) {
        out += at[d] * q.os[d];
        pos += at[d] * q.is[d];
    }
    ((T_<D> *)q.out)[out] = to<D>(v);
    if (q.at)
        q.at[pos] = where;
}

__device__ __forceinline__ int64_t window_start(int64_t i, int64_t n, int64_t o)
{
    return i * n / o;
}

__device__ __forceinline__ int64_t window_end(int64_t i, int64_t n, int64_t o)
{
    return ((i + 1) * n + o - 1) / o;
}

constexpr int ADAPTIVE_LOADS = 8;

// A thread an output element, its window walked d, h, w as pool.c does,
// ADAPTIVE_LOADS elements of a row loaded before any is taken: one load
// at a time waited out each one's latency, and a video's few outputs
// leave few threads to hide it (H100, adaptive_avg_pool3d of [2, 16, 16,
// 32, 32] to (3, 5, 5): 2,400 threads, 0.63 of PyTorch's speed; eight
// loads: 0.98).
template <int D, typename C> __global__ void k_adaptive(const Pool5Params q)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t at[5];
        coords5(q, i, at);
        int64_t lo[3], hi[3];
        for (int d = 0; d < 3; d++) {
            lo[d] = window_start(at[2 + d], q.size[d], q.shape[2 + d]);
            hi[d] = window_end(at[2 + d], q.size[d], q.shape[2 + d]);
        }
        const T_<D> *x = (const T_<D> *)q.in + at[0] * q.xs[0] + at[1] * q.xs[1];
        C acc = q.max ? (C)-INFINITY : (C)0;
        int64_t where = (lo[0] * q.size[1] + lo[1]) * q.size[2] + lo[2];
        for (int64_t d = lo[0]; d < hi[0]; d++)
            for (int64_t h = lo[1]; h < hi[1]; h++) {
                const T_<D> *row = x + d * q.xs[2] + h * q.xs[3];
                for (int64_t w0 = lo[2]; w0 < hi[2]; w0 += ADAPTIVE_LOADS) {
                    C v[ADAPTIVE_LOADS];
#pragma unroll
                    for (int u = 0; u < ADAPTIVE_LOADS; u++)
                        if (w0 + u < hi[2])
                            v[u] = (C)nat<D>(row[(w0 + u) * q.xs[4]]);
#pragma unroll
                    for (int u = 0; u < ADAPTIVE_LOADS; u++) {
                        if (w0 + u >= hi[2])
                            break;
                        if (!q.max) {
                            acc += v[u];
                        } else if (v[u] > acc || isnan(v[u])) {
                            acc = v[u];
                            where = (d * q.size[1] + h) * q.size[2] + w0 + u;
                        }
                    }
                }
            }
        if (!q.max)
            acc = acc / (C)(hi[0] - lo[0]) / (C)(hi[1] - lo[1]) / (C)(hi[2] - lo[2]);
        store5<D>(q, at, acc, where);
    }
}

// Two parts of a max's window, each its best value and that value's
// position, joined as the walk in order (k_adaptive's) would take them:
// the last NaN, else the greatest value, the first of equal ones.
template <typename C> __device__ __forceinline__ void max_join(C &v, int64_t &at, C v2, int64_t at2)
{
    bool nan = isnan(v), nan2 = isnan(v2);
    if (nan2 ? !nan || at2 > at : !nan && (v2 > v || (v2 == v && at2 < at))) {
        v = v2;
        at = at2;
    }
}

// Adaptive max, LANES lanes an output, where a thread each would leave
// most of the device idle: a warp an output below 32 outputs a
// multiprocessor (H100: adaptive_max_pool3d of [2, 16, 16, 32, 32] to
// (3, 5, 5), 2,400 outputs, 1.1 -> 3.2 of PyTorch's speed), eight lanes
// below 512 (adaptive_max_pool2d of [8, 64, 56, 56] to 5 x 5, 12,800
// outputs of 144 elements, ran at 0.69 a thread an output and 0.46 a warp
// an output, its windows' 64-bit arithmetic repeated on 32 lanes).  Lane
// l walks the window's elements l, l + LANES, ... in row-major order,
// then the lanes join, so the value and its position are the walk's.
template <int LANES, int D, typename C> __global__ void k_adaptive_max_lanes(const Pool5Params q)
{
    constexpr int GROUPS = THREADS / LANES;
    int lane = threadIdx.x % LANES;
    // a warp's groups take consecutive outputs and go round together, for their shuffles
    for (int64_t base = (int64_t)blockIdx.x * GROUPS + threadIdx.x / 32 * (32 / LANES); base < q.n;
         base += (int64_t)gridDim.x * GROUPS) {
        int64_t i = base + threadIdx.x % 32 / LANES, at[5] = {}, lo[3] = {}, len[3] = {1, 1, 1};
        bool real = i < q.n;
        if (real) {
            coords5(q, i, at);
            for (int d = 0; d < 3; d++) {
                lo[d] = window_start(at[2 + d], q.size[d], q.shape[2 + d]);
                len[d] = window_end(at[2 + d], q.size[d], q.shape[2 + d]) - lo[d];
            }
        }
        const T_<D> *x = (const T_<D> *)q.in + at[0] * q.xs[0] + at[1] * q.xs[1];
        int64_t all = real ? len[0] * len[1] * len[2] : 0;
        // the lane's element (d, h, w) within the window, stepped on by
        // LANES elements at a time without a division; ADAPTIVE_LOADS
        // loads in flight before any is taken
        int64_t w = lane % len[2], row = lane / len[2], h = row % len[1], d = row / len[1];
        C best = (C)-INFINITY;
        int64_t where = INT64_MAX;
        for (int64_t e = lane; e < all; e += LANES * ADAPTIVE_LOADS) {
            C v[ADAPTIVE_LOADS];
            int64_t pos[ADAPTIVE_LOADS];
#pragma unroll
            for (int u = 0; u < ADAPTIVE_LOADS; u++) {
                if (e + LANES * u >= all)
                    break;
                int64_t gd = lo[0] + d, gh = lo[1] + h, gw = lo[2] + w;
                v[u] = (C)nat<D>(x[gd * q.xs[2] + gh * q.xs[3] + gw * q.xs[4]]);
                pos[u] = (gd * q.size[1] + gh) * q.size[2] + gw;
                for (w += LANES; w >= len[2]; w -= len[2])
                    if (++h == len[1]) {
                        h = 0;
                        d++;
                    }
            }
#pragma unroll
            for (int u = 0; u < ADAPTIVE_LOADS; u++) {
                if (e + LANES * u >= all)
                    break;
                if (v[u] > best || isnan(v[u])) {
                    best = v[u];
                    where = pos[u];
                }
            }
        }
        for (int k = LANES / 2; k > 0; k /= 2) {
            C v2 = __shfl_down_sync(0xffffffffu, best, k, LANES);
            int64_t at2 = __shfl_down_sync(0xffffffffu, where, k, LANES);
            max_join(best, where, v2, at2);
        }
        // no element above -inf: the walk keeps the window's first position
        if (real && lane == 0)
            store5<D>(q, at, best, where == INT64_MAX ? (lo[0] * q.size[1] + lo[1]) * q.size[2] + lo[2] : where);
    }
}

// pool3d: a thread an output element, as pool.c's POOL3D_ROW.
template <int D, typename C> __global__ void k_pool3d(const Pool5Params q)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t at[5];
        coords5(q, i, at);
        int64_t lo[3], hi[3], step[3], all = 1, real = 1;
        for (int d = 0; d < 3; d++) {
            lo[d] = at[2 + d] * q.s[d] - q.p[d];
            if (q.max) {
                hi[d] = lo[d] + (q.k[d] - 1) * q.d[d] + 1;
                hi[d] = hi[d] < q.size[d] ? hi[d] : q.size[d];
                while (lo[d] < 0)
                    lo[d] += q.d[d];
                step[d] = q.d[d];
            } else {
                hi[d] = lo[d] + q.k[d] < q.size[d] + q.p[d] ? lo[d] + q.k[d] : q.size[d] + q.p[d];
                all *= hi[d] - lo[d];
                lo[d] = lo[d] > 0 ? lo[d] : 0;
                hi[d] = hi[d] < q.size[d] ? hi[d] : q.size[d];
                real *= hi[d] - lo[d];
                step[d] = 1;
            }
        }
        const T_<D> *x = (const T_<D> *)q.in + at[0] * q.xs[0] + at[1] * q.xs[1];
        C acc = q.max ? (C)-INFINITY : (C)0;
        int64_t where = (lo[0] * q.size[1] + lo[1]) * q.size[2] + lo[2];
        for (int64_t d = lo[0]; d < hi[0]; d += step[0])
            for (int64_t h = lo[1]; h < hi[1]; h += step[1])
                for (int64_t w = lo[2]; w < hi[2]; w += step[2]) {
                    C v = (C)nat<D>(x[d * q.xs[2] + h * q.xs[3] + w * q.xs[4]]);
                    if (!q.max) {
                        acc += v;
                    } else if (v > acc || isnan(v)) {
                        acc = v;
                        where = (d * q.size[1] + h) * q.size[2] + w;
                    }
                }
        if (!q.max) {
            C by = q.divisor != 0 ? (C)q.divisor : q.count_pad ? (C)all : (C)real;
            acc = lo[0] >= hi[0] || lo[1] >= hi[1] || lo[2] >= hi[2] ? (C)0 : acc / by;
        }
        store5<D>(q, at, acc, where);
    }
}

template <int D, typename C>
static void run_pool5(OpCode op, const Pool5Params &q, unsigned blocks, cudaStream_t cs, int sms)
{
    if (op == OP_pool3d)
        k_pool3d<D, C><<<blocks, THREADS, 0, cs>>>(q);
    else if (q.max && q.n < (int64_t)sms * 32)
        k_adaptive_max_lanes<32, D, C><<<blocks_of(q.n * 32, sms), THREADS, 0, cs>>>(q);
    else if (q.max && q.n < (int64_t)sms * 512)
        k_adaptive_max_lanes<8, D, C><<<blocks_of(q.n * 8, sms), THREADS, 0, cs>>>(q);
    else
        k_adaptive<D, C><<<blocks, THREADS, 0, cs>>>(q);
}

// pool3d and adaptive_pool, over 5-d operands.
static bool launch_pool5(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *x = &a->in[0], *o = &a->out[0];
    Pool5Params q = {};
    q.in = (const char *)x->data;
    q.out = (char *)o->data;
    q.at = a->nout == 2 ? (int64_t *)a->out[1].data : nullptr;
    q.n = 1;
    for (int d = 0; d < 5; d++) {
        q.shape[d] = o->shape[d];
        q.xs[d] = x->strides[d];
        q.os[d] = o->strides[d];
        q.is[d] = a->nout == 2 ? a->out[1].strides[d] : 0;
        q.n *= o->shape[d];
    }
    for (int d = 0; d < 3; d++) {
        q.size[d] = x->shape[2 + d];
        q.k[d] = a->si[d];
        q.s[d] = a->si[3 + d];
        q.p[d] = a->si[6 + d];
        q.d[d] = a->si[9 + d];
    }
    q.max = (op == OP_pool3d ? a->si[12] : a->si[0]) != 0;
    q.divisor = a->sf[0];
    q.count_pad = a->sf[1] != 0;
    if (q.n == 0)
        return true;
    unsigned blocks = blocks_of(q.n, sms);
    switch (x->dtype) {
    case DT_FLOAT16: run_pool5<DT_FLOAT16, float>(op, q, blocks, cs, sms); break;
    case DT_BFLOAT16: run_pool5<DT_BFLOAT16, float>(op, q, blocks, cs, sms); break;
    case DT_FLOAT32: run_pool5<DT_FLOAT32, float>(op, q, blocks, cs, sms); break;
    default: run_pool5<DT_FLOAT64, double>(op, q, blocks, cs, sms); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return true;
}

// ---- embedding_bag: bags of the weight's rows to [bags, D] ----

struct BagParams {
    const char *w, *psw;                // psw: per-sample weights, or null
    const int64_t *idx, *off;           // off: null for a 2-d input's rows
    char *out;
    int64_t nrows, cols, n, noff, len;  // len: a 2-d input's row length
    int64_t ws[2], is, offs, ps, os[2]; // strides of w, idx, off, psw, out
    int64_t pad, total;                 // total: bags * cols
    int mode;
};

enum { BAG_SUM, BAG_MEAN, BAG_MAX };

// A value rounded to the stored type D, as a store and load of it.
template <int D, typename C> __device__ __forceinline__ C round_to(C v)
{
    return (C)nat<D>(to<D>(v));
}

// A thread a (bag, column): the bag's rows in index order, as pool.c's
// BAG_ROW.
template <int D, typename C> __global__ void k_bag(const BagParams q)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.total;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t b = i / q.cols, c = i - b * q.cols, start, end;
        if (!q.off) {
            start = b * q.len;
            end = start + q.len;
        } else {
            int64_t s = q.off[b * q.offs], e = b + 1 < q.noff ? q.off[(b + 1) * q.offs] : q.n;
            start = s < 0 ? 0 : s < q.n ? s : q.n;
            end = e < start ? start : e < q.n ? e : q.n;
        }
        const T_<D> *w = (const T_<D> *)q.w + c * q.ws[1];
        C acc = 0, count = 0;
        for (int64_t j = start; j < end; j++) {
            int64_t k = q.idx[j * q.is];
            if (k == q.pad || k < 0 || k >= q.nrows)
                continue;
            C v = (C)nat<D>(w[k * q.ws[0]]);
            if (q.mode == BAG_MAX) {
                acc = count == 0 || v > acc ? v : acc;
                count = 1;
                continue;
            }
            if (q.psw)
                v = round_to<D>(v * (C)nat<D>(((const T_<D> *)q.psw)[j * q.ps]));
            acc = round_to<D>(acc + v);
            count = round_to<D>(count + (C)1);
        }
        C by = q.mode == BAG_MEAN && count > 1 ? count : (C)1;
        ((T_<D> *)q.out)[b * q.os[0] + c * q.os[1]] = to<D>(q.mode == BAG_MEAN ? acc / by : acc);
    }
}

static bool launch_bag(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *w = &a->in[0], *idx = &a->in[1], *o = &a->out[0];
    BagParams q = {};
    q.w = (const char *)w->data;
    q.psw = a->si[4] ? (const char *)a->in[a->nin - 1].data : nullptr;
    q.idx = (const int64_t *)idx->data;
    q.off = a->si[2] ? nullptr : (const int64_t *)a->in[2].data;
    q.out = (char *)o->data;
    q.nrows = w->shape[0];
    q.cols = w->shape[1];
    q.n = idx->shape[0];
    q.noff = a->si[2] ? 0 : a->in[2].shape[0];
    q.len = a->si[3];
    q.ws[0] = w->strides[0];
    q.ws[1] = w->strides[1];
    q.is = idx->strides[0];
    q.offs = a->si[2] ? 0 : a->in[2].strides[0];
    q.ps = a->si[4] ? a->in[a->nin - 1].strides[0] : 0;
    q.os[0] = o->strides[0];
    q.os[1] = o->strides[1];
    q.pad = a->si[1];
    q.mode = (int)a->si[0];
    q.total = o->shape[0] * o->shape[1];
    if (q.total == 0)
        return true;
    unsigned blocks = blocks_of(q.total, sms);
    switch (w->dtype) {
    case DT_FLOAT16: k_bag<DT_FLOAT16, float><<<blocks, THREADS, 0, cs>>>(q); break;
    case DT_BFLOAT16: k_bag<DT_BFLOAT16, float><<<blocks, THREADS, 0, cs>>>(q); break;
    case DT_FLOAT32: k_bag<DT_FLOAT32, float><<<blocks, THREADS, 0, cs>>>(q); break;
    default: k_bag<DT_FLOAT64, double><<<blocks, THREADS, 0, cs>>>(q); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(OP_embedding_bag), __FILE__, __LINE__);
    return true;
}

// ---- resize: 5-d [N, C, D, H, W] to [N, C, OD, OH, OW] ----

enum { RESIZE_NEAREST, RESIZE_NEAREST_EXACT, RESIZE_LINEAR };

struct ResizeParams {
    const char *in;
    char *out;
    int64_t shape[5];                   // out
    int64_t size[3];                    // in: D, H, W
    int64_t xs[5], os[5];               // strides of in, out
    double scale[3];
    int mode;
    bool align;
    int first;                          // the first resized dim of d, h, w
    int64_t n;
    bool narrow;                        // n below 2^31: div divides by shape
    FastDiv div[5];
};

// Output i's coordinates (n, c, od, oh, ow) of q's 5-d shape: in 32
// bits by multiplies where n is narrow, for a 64-bit division is a loop
// of dozens of instructions (H100: nearest of [8, 64, 56, 56], a warp a
// row of 112, ran at 0.54 of PyTorch's speed, most of its instructions
// divisions).
template <typename P> __device__ __forceinline__ void coords5(const P &q, int64_t i, int64_t at[5])
{
    if (q.narrow) {
        uint32_t r = (uint32_t)i;
        for (int d = 4; d > 0; d--) {
            uint32_t up = q.div[d].div(r);
            at[d] = r - up * (uint32_t)q.shape[d];
            r = up;
        }
        at[0] = r;
        return;
    }
    for (int d = 4; d > 0; d--) {
        at[d] = i % q.shape[d];
        i /= q.shape[d];
    }
    at[0] = i;
}

// The input position output i of a dim of n reads, as pool.c's
// nearest_source (EXACT: nearest-exact's).
template <bool EXACT> __device__ __forceinline__ int64_t nearest_source(int64_t i, int64_t n, float scale)
{
    int64_t at = EXACT ? (int64_t)floorf((float)(((double)i + 0.5) * (double)scale))
                       : (int64_t)floorf((float)i * scale);
    return at < n - 1 ? at : n - 1;
}

constexpr int NEAREST_LOADS = 4;

// Nearest: a warp an output row (n, c, od, oh), its lanes along ow, each
// element copied as type T: the row's coordinates and source row are
// found once, where a thread an element divided its index by four sizes
// in 64 bits for every element (a third of PyTorch's speed, H200).
// EXACT a template argument: a run-time choice computed nearest-exact's
// double-precision source for every element too (H100, 0.58 of
// PyTorch's speed; 0.73 without).
template <typename T, bool EXACT> __global__ void k_nearest(const ResizeParams q)
{
    constexpr int WARPS = THREADS / 32;
    int lane = threadIdx.x % 32;
    int64_t ow = q.shape[4], rows = q.n / ow;
    for (int64_t row = (int64_t)blockIdx.x * WARPS + threadIdx.x / 32; row < rows;
         row += (int64_t)gridDim.x * WARPS) {
        int64_t at[5];
        coords5(q, row * ow, at);
        int64_t from = at[0] * q.xs[0] + at[1] * q.xs[1], dst = 0;
        for (int d = 0; d < 2; d++)
            from += nearest_source<EXACT>(at[2 + d], q.size[d], (float)q.scale[d]) * q.xs[2 + d];
        for (int d = 0; d < 4; d++)
            dst += at[d] * q.os[d];
        const T *__restrict__ x = (const T *)q.in + from;
        T *__restrict__ y = (T *)q.out + dst;
        // NEAREST_LOADS loads of a lane in flight before its stores: a
        // lane's one load at a time waited out its latency for each
        // element (0.40 of PyTorch, H200).
        for (int64_t w0 = lane; w0 < ow; w0 += 32 * NEAREST_LOADS) {
            T v[NEAREST_LOADS];
#pragma unroll
            for (int u = 0; u < NEAREST_LOADS; u++) {
                int64_t w = w0 + 32 * u;
                if (w < ow)
                    v[u] = x[nearest_source<EXACT>(w, q.size[2], (float)q.scale[2]) * q.xs[4]];
            }
#pragma unroll
            for (int u = 0; u < NEAREST_LOADS; u++) {
                int64_t w = w0 + 32 * u;
                if (w < ow)
                    y[w * q.os[4]] = v[u];
            }
        }
    }
}

// Nearest into a dense output whose rows are whole 16-byte vectors: a
// thread a vector of V outputs along ow, found by coords5's multiplies
// for its first, loaded element by element and stored at once.  A warp a
// row left lanes idle on short rows and waited out each row's loads in
// turn (H100, [8, 64, 56, 56] doubled: 0.79 of PyTorch's speed).
template <typename T, bool EXACT> __global__ void k_nearest_vec(const ResizeParams q)
{
    constexpr int V = 16 / sizeof(T);
    struct alignas(16) Vec {
        T v[V];
    };
    for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < q.n / V;
         j += (int64_t)gridDim.x * blockDim.x) {
        int64_t at[5];
        coords5(q, j * V, at);
        int64_t from = at[0] * q.xs[0] + at[1] * q.xs[1];
        for (int d = 0; d < 2; d++)
            from += nearest_source<EXACT>(at[2 + d], q.size[d], (float)q.scale[d]) * q.xs[2 + d];
        const T *__restrict__ x = (const T *)q.in + from;
        Vec o;
#pragma unroll
        for (int k = 0; k < V; k++)
            o.v[k] = x[nearest_source<EXACT>(at[4] + k, q.size[2], (float)q.scale[2]) * q.xs[4]];
        ((Vec *)q.out)[j] = o;
    }
}

using NearestKernel = void (*)(ResizeParams);

// The vector kernel wherever the output is dense (coords5 narrow) and its
// rows split into aligned vectors; else a warp a row.
template <typename T> static NearestKernel nearest_kernel(const ResizeParams &q, bool exact, bool *vec)
{
    constexpr int V = 16 / sizeof(T);
    bool dense = q.os[4] == 1 && q.os[3] == q.shape[4] && q.os[2] == q.shape[3] * q.os[3] &&
                 q.os[1] == q.shape[2] * q.os[2] && q.os[0] == q.shape[1] * q.os[1];
    *vec = q.narrow && dense && q.shape[4] % V == 0 && (uintptr_t)q.out % 16 == 0;
    if (*vec)
        return exact ? k_nearest_vec<T, true> : k_nearest_vec<T, false>;
    return exact ? k_nearest<T, true> : k_nearest<T, false>;
}

// Linear resizing's two sources of output i of a dim of n and their
// weights, as pool.c's linear_source (its source point one fused
// multiply-add, as nvcc contracts PyTorch's).
template <typename C>
__device__ __forceinline__ void linear_source(int64_t i, int64_t n, C scale, bool align, int64_t at[2], C l[2])
{
    C src = align ? scale * (C)i : fma(scale, (C)i + (C)0.5, -(C)0.5);
    if (!align) src = src < 0 ? (C)0 : src;
    int64_t lo = (int64_t)src;
    at[0] = lo;
    at[1] = lo + (lo < n - 1 ? 1 : 0);
    l[1] = src - (C)lo;
    l[0] = (C)1 - l[1];
}

// Linear: a thread an output element, folded as pool.c's LINEAR_ROW.
template <int D, typename C> __global__ void k_linear(const ResizeParams q)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t at[5], di[2] = {0, 0}, hi[2] = {0, 0}, wi[2];
        C dl[2], hl[2], wl[2];
        coords5(q, i, at);
        if (q.first == 0)
            linear_source<C>(at[2], q.size[0], (C)q.scale[0], q.align, di, dl);
        if (q.first <= 1)
            linear_source<C>(at[3], q.size[1], (C)q.scale[1], q.align, hi, hl);
        linear_source<C>(at[4], q.size[2], (C)q.scale[2], q.align, wi, wl);
        const T_<D> *x = (const T_<D> *)q.in + at[0] * q.xs[0] + at[1] * q.xs[1];
        C plane[2];
        for (int p = 0; p < (q.first == 0 ? 2 : 1); p++) {
            C row[2];
            for (int r = 0; r < (q.first <= 1 ? 2 : 1); r++) {
                const T_<D> *xr = x + di[p] * q.xs[2] + hi[r] * q.xs[3];
                C v0 = (C)nat<D>(xr[wi[0] * q.xs[4]]) * wl[0];
                C v1 = (C)nat<D>(xr[wi[1] * q.xs[4]]) * wl[1];
                row[r] = v0 + v1;
            }
            plane[p] = q.first <= 1 ? hl[0] * row[0] + hl[1] * row[1] : row[0];
        }
        C v = q.first == 0 ? dl[0] * plane[0] + dl[1] * plane[1] : plane[0];
        int64_t dst = 0;
        for (int d = 0; d < 5; d++)
            dst += at[d] * q.os[d];
        ((T_<D> *)q.out)[dst] = to<D>(v);
    }
}

// A copy's operands in q (ResizeParams or PadParams): a's 5-d in[0] and
// out[0], the outputs' count, and coords5's divisors where it is narrow
// (none for no outputs: a size of 0 divides nothing).
template <typename P> static void copy5(P &q, const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *o = &a->out[0];
    q.in = (const char *)x->data;
    q.out = (char *)o->data;
    q.n = 1;
    for (int d = 0; d < 5; d++) {
        q.shape[d] = o->shape[d];
        q.xs[d] = x->strides[d];
        q.os[d] = o->strides[d];
        q.n *= o->shape[d];
    }
    q.narrow = q.n > 0 && q.n < INT32_MAX;
    for (int d = 0; d < 5 && q.narrow; d++)
        q.div[d] = FastDiv((uint32_t)q.shape[d]);
}

static bool launch_resize(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *x = &a->in[0], *o = &a->out[0];
    ResizeParams q = {};
    copy5(q, a);
    for (int d = 0; d < 3; d++) {
        q.size[d] = x->shape[2 + d];
        q.scale[d] = a->sf[d];
    }
    q.mode = (int)a->si[0];
    q.align = a->si[1] != 0;
    q.first = 3 - (int)a->si[2];
    if (q.n == 0)
        return true;
    unsigned blocks = blocks_of(q.n, sms);
    if (q.mode == RESIZE_LINEAR) {
        switch (o->dtype) {
        case DT_FLOAT16: k_linear<DT_FLOAT16, float><<<blocks, THREADS, 0, cs>>>(q); break;
        case DT_BFLOAT16: k_linear<DT_BFLOAT16, float><<<blocks, THREADS, 0, cs>>>(q); break;
        case DT_FLOAT32: k_linear<DT_FLOAT32, float><<<blocks, THREADS, 0, cs>>>(q); break;
        default: k_linear<DT_FLOAT64, double><<<blocks, THREADS, 0, cs>>>(q); break;
        }
    } else {
        bool exact = q.mode == RESIZE_NEAREST_EXACT, vec;
        NearestKernel k;
        switch (size_of(o->dtype)) {
        case 1: k = nearest_kernel<uint8_t>(q, exact, &vec); break;
        case 2: k = nearest_kernel<uint16_t>(q, exact, &vec); break;
        case 4: k = nearest_kernel<uint32_t>(q, exact, &vec); break;
        default: k = nearest_kernel<uint64_t>(q, exact, &vec); break;
        }
        int64_t threads = vec ? q.n / (16 / size_of(o->dtype)) : q.n / q.shape[4] * 32;  // a warp a row
        k<<<blocks_of(threads, sms), THREADS, 0, cs>>>(q);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(OP_resize), __FILE__, __LINE__);
    return true;
}

// ---- pad: 5-d [N, C, D, H, W] to [N, C, OD, OH, OW] ----

struct PadParams {
    const char *in;
    char *out;
    int64_t shape[5];                   // out
    int64_t xs[5], os[5];               // strides of in, out
    int64_t start[3], shift[3], len[3]; // of d, h, w, as kernels/pad.h says
    int mode;
    int64_t n;
    bool narrow;                        // n below 2^31: div divides by shape
    FastDiv div[5];
};

// A thread an output element, which reads the element pad.h gives
// along each of d, h and w (a copy of T, the element's size).
template <typename T> __global__ void k_pad(const PadParams q)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t at[5];
        coords5(q, i, at);
        int64_t from = at[0] * q.xs[0] + at[1] * q.xs[1], dst = 0;
#pragma unroll
        for (int d = 0; d < 3; d++)
            from += (q.start[d] + pad_source(q.mode, at[2 + d] - q.shift[d], q.len[d])) * q.xs[2 + d];
#pragma unroll
        for (int d = 0; d < 5; d++)
            dst += at[d] * q.os[d];
        ((T *)q.out)[dst] = ((const T *)q.in)[from];
    }
}

// Rows of a warp or more: a warp a row (n, c, od, oh), whose source row
// is found once, its lanes along ow, NEAREST_LOADS loads of a lane in
// flight before its stores (a thread an element, its five coordinates
// each time: reflect of [8, 256, 1024] by 3 at 0.58 of PyTorch's speed,
// H100).
template <typename T> __global__ void k_pad_rows(const PadParams q)
{
    constexpr int WARPS = THREADS / 32;
    int lane = threadIdx.x % 32;
    int64_t ow = q.shape[4], rows = q.n / ow;
    for (int64_t row = (int64_t)blockIdx.x * WARPS + threadIdx.x / 32; row < rows;
         row += (int64_t)gridDim.x * WARPS) {
        int64_t at[5];
        coords5(q, row * ow, at);
        int64_t from = at[0] * q.xs[0] + at[1] * q.xs[1], dst = 0;
        for (int d = 0; d < 2; d++)
            from += (q.start[d] + pad_source(q.mode, at[2 + d] - q.shift[d], q.len[d])) * q.xs[2 + d];
        for (int d = 0; d < 4; d++)
            dst += at[d] * q.os[d];
        const T *__restrict__ x = (const T *)q.in + from;
        T *__restrict__ y = (T *)q.out + dst;
        for (int64_t w0 = lane; w0 < ow; w0 += 32 * NEAREST_LOADS) {
            T v[NEAREST_LOADS];
#pragma unroll
            for (int u = 0; u < NEAREST_LOADS; u++) {
                int64_t w = w0 + 32 * u;
                if (w < ow)
                    v[u] = x[(q.start[2] + pad_source(q.mode, w - q.shift[2], q.len[2])) * q.xs[4]];
            }
#pragma unroll
            for (int u = 0; u < NEAREST_LOADS; u++) {
                int64_t w = w0 + 32 * u;
                if (w < ow)
                    y[w * q.os[4]] = v[u];
            }
        }
    }
}

template <typename T> static void pad_as(const PadParams &q, cudaStream_t cs, int sms)
{
    if (q.shape[4] >= 32)
        k_pad_rows<T><<<blocks_of(q.n / q.shape[4] * 32, sms), THREADS, 0, cs>>>(q);
    else
        k_pad<T><<<blocks_of(q.n, sms), THREADS, 0, cs>>>(q);
}

static bool launch_pad(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    PadParams q = {};
    copy5(q, a);
    for (int d = 0; d < 3; d++) {
        q.start[d] = a->si[1 + 3 * d];
        q.shift[d] = a->si[2 + 3 * d];
        q.len[d] = a->si[3 + 3 * d];
    }
    q.mode = (int)a->si[0];
    if (q.n == 0)
        return true;
    switch (size_of(a->out[0].dtype)) {
    case 1: pad_as<uint8_t>(q, cs, sms); break;
    case 2: pad_as<uint16_t>(q, cs, sms); break;
    case 4: pad_as<uint32_t>(q, cs, sms); break;
    default: pad_as<uint64_t>(q, cs, sms); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(OP_pad), __FILE__, __LINE__);
    return true;
}

// conv_window: output channel c reads `per` input channels from its
// group's first (a group has `group` output channels); the weight's
// [O, per, KH, KW] strides are ws.
struct ConvWeights {
    const char *w;
    int64_t ws[4];
    int64_t per, group;
    FastDiv by_group;                  // where the offsets are 32-bit
};

// The offsets of every element of x, the weight and out fit I (32 bits
// where they can: a 64-bit product is two instructions and more).  K is
// the window's height and width where the launch knows them (3 x 3, the
// common case, unrolled so that its loads issue together), else 0.
template <int D, typename C, typename I, int K>
__global__ void __launch_bounds__(THREADS) k_conv(const PoolParams q, const ConvWeights cw)
{
    const I per = (I)cw.per, H = (I)q.H, W = (I)q.W;
    const I k0 = K ? K : (I)q.k[0], k1 = K ? K : (I)q.k[1];
    const I xs1 = (I)q.xs[1], xs2 = (I)q.xs[2], xs3 = (I)q.xs[3];
    const I ws1 = (I)cw.ws[1], ws2 = (I)cw.ws[2], ws3 = (I)cw.ws[3];
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t at4[4];
        out_coords(q, i, at4);
        I n = (I)at4[0], oc = (I)at4[1], oh = (I)at4[2], ow = (I)at4[3];
        I first = (sizeof(I) == 4 ? (I)cw.by_group.div((uint32_t)oc) : oc / (I)cw.group) * per;
        const T_<D> *x = (const T_<D> *)q.in + (n * (I)q.xs[0] + first * xs1);
        const T_<D> *w = (const T_<D> *)cw.w + oc * (I)cw.ws[0];
        I h0 = oh * (I)q.s[0] - (I)q.p[0], w0 = ow * (I)q.s[1] - (I)q.p[1];
        C sum = 0;
        for (I c = 0; c < per; c++)
#pragma unroll
            for (I kh = 0; kh < k0; kh++) {
                I h = h0 + kh * (I)q.d[0];
                bool row_in = h >= 0 && h < H;
#pragma unroll
                for (I kw = 0; kw < k1; kw++) {
                    I wp = w0 + kw * (I)q.d[1];
                    C v = row_in && wp >= 0 && wp < W ? (C)nat<D>(x[c * xs1 + h * xs2 + wp * xs3]) : (C)0;
                    sum += v * (C)nat<D>(w[c * ws1 + kh * ws2 + kw * ws3]);
                }
            }
        ((T_<D> *)q.out)[n * (I)q.os[0] + oc * (I)q.os[1] + oh * (I)q.os[2] + ow * (I)q.os[3]] = to<D>(sum);
    }
}

template <int D, typename C, typename I>
static void run_conv(const PoolParams &q, const ConvWeights &cw, unsigned blocks, cudaStream_t cs)
{
    if (q.k[0] == 3 && q.k[1] == 3)
        k_conv<D, C, I, 3><<<blocks, THREADS, 0, cs>>>(q, cw);
    else
        k_conv<D, C, I, 0><<<blocks, THREADS, 0, cs>>>(q, cw);
}

// The largest offset from its start an element of t has, in elements.
static int64_t span_of(const DevTensor *t)
{
    int64_t last = 0;
    for (int d = 0; d < t->ndim; d++)
        last += (t->shape[d] - 1) * t->strides[d];
    return last;
}

template <int D, typename C>
static void run_pool(OpCode op, const PoolParams &q, const OpArgs *a, unsigned blocks, cudaStream_t cs)
{
    if (op != OP_conv_window) {
        k_pool<D, C><<<blocks, THREADS, 0, cs>>>(q, op == OP_max_pool);
        return;
    }
    const DevTensor *x = &a->in[0], *w = &a->in[1];
    int64_t per = w->shape[1], group = a->out[0].shape[1] / (per ? x->shape[1] / per : 1);
    bool narrow = q.narrow && span_of(x) < INT32_MAX && span_of(w) < INT32_MAX &&
                  span_of(&a->out[0]) < INT32_MAX;
    ConvWeights cw = {(const char *)w->data, {}, per, group, narrow ? FastDiv((uint32_t)group) : FastDiv()};
    for (int d = 0; d < 4; d++)
        cw.ws[d] = w->strides[d];
    if (narrow)
        run_conv<D, C, int32_t>(q, cw, blocks, cs);
    else
        run_conv<D, C, int64_t>(q, cw, blocks, cs);
}

bool cuda_launch_pool(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_pool3d || op == OP_adaptive_pool)
        return launch_pool5(op, a, cs, sms, err);
    if (op == OP_embedding_bag)
        return launch_bag(a, cs, sms, err);
    if (op == OP_resize)
        return launch_resize(a, cs, sms, err);
    if (op == OP_pad)
        return launch_pad(a, cs, sms, err);
    if (op == OP_cross)
        return cuda_launch_cross(a, cs, sms, err);
    if (op != OP_max_pool && op != OP_avg_pool && op != OP_conv_window) {
        error_set(err, "internal error: %s is not a pooling kernel", op_name(op));
        return false;
    }
    const DevTensor *x = &a->in[0], *o = &a->out[0];
    PoolParams q = {};
    q.in = (const char *)x->data;
    q.out = (char *)o->data;
    q.at = a->nout == 2 ? (int64_t *)a->out[1].data : nullptr;
    q.H = x->shape[2];
    q.W = x->shape[3];
    q.n = 1;
    for (int d = 0; d < 4; d++) {
        q.shape[d] = o->shape[d];
        q.xs[d] = x->strides[d];
        q.os[d] = o->strides[d];
        q.is[d] = a->nout == 2 ? a->out[1].strides[d] : 0;
        q.n *= o->shape[d];
    }
    for (int j = 0; j < 2; j++) {
        q.k[j] = a->si[j];
        q.s[j] = a->si[2 + j];
        q.p[j] = a->si[4 + j];
        q.d[j] = a->si[6 + j];
    }
    q.divisor = a->sf[0];
    q.count_pad = a->sf[1] != 0;
    if (q.n == 0)
        return true;
    q.narrow = q.n < (int64_t)1 << 31;
    for (int d = 1; d < 4 && q.narrow; d++)
        q.div[d] = FastDiv((uint32_t)q.shape[d]);
    unsigned blocks = blocks_of(q.n, sms);
    switch (x->dtype) {
    case DT_FLOAT16: run_pool<DT_FLOAT16, float>(op, q, a, blocks, cs); break;
    case DT_BFLOAT16: run_pool<DT_BFLOAT16, float>(op, q, a, blocks, cs); break;
    case DT_FLOAT32: run_pool<DT_FLOAT32, float>(op, q, a, blocks, cs); break;
    default: run_pool<DT_FLOAT64, double>(op, q, a, blocks, cs); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return true;
}
