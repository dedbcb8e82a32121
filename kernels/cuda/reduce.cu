// reduce.cu: the reductions of ops.def (sum ... norm, cumsum) on the CUDA
// device, the twins of kernels/sim/reduce.c.  Outputs and reduced elements
// are laid out as there (red_init): the kept dimensions in row-major order,
// the reduced ones merged where the input lays them out contiguously.
//
// prod, amax/amin, max/min, argmax/argmin, all, any, var, std, norm and
// cumsum walk each output's elements in row-major order on one thread,
// with the simulated device's arithmetic step for step, so they give its
// bits (norm with p other than 0, 1, 2 and inf goes through CUDA's powf);
// for few outputs of many elements, max ... any split the walk over many
// blocks and combine the parts into what the walk finds, the same bits,
// and prod, var and std of FOLD_MIN elements or more take kernels/fold.h's
// order, a block a tile, as the simulated device does.  norm and cumsum of
// many elements stay on one thread each: their order is PyTorch's.
// sum and mean take one block per output, or, for few outputs of many
// elements, many blocks and a second pass: integers wrap in uint64_t, which
// no order changes; floats accumulate in double in a fixed order and round
// once, where the simulated device follows PyTorch's float cascade: the
// two agree to within the cascade's rounding, which the printed digits do
// not show.
#include <cstring>
#include <type_traits>

#include "cuda/convert.cuh"
#include "cuda/launch.cuh"
#include "fold.h"
#include "reduce_layout.h"

using namespace cst;

static constexpr int THREADS = 256;

namespace {

// cumsum's operands: the input's shape and both strides.
struct Dims {
    int64_t shape[DEV_MAX_DIMS], in[DEV_MAX_DIMS], out[DEV_MAX_DIMS];
};

struct Args {
    const char *in;
    char *out, *idx;
    int idt, odt;
    double p;             // norm's order, var's correction
};

} // namespace

// Output o's input base and output addresses (reduce_chunk's loop).
__device__ __forceinline__ void locate(const Red &r, const Args &g, int64_t o, const char **ip,
                                       char **op, char **xp)
{
    int64_t isz = (int64_t)size_of(g.idt), osz = (int64_t)size_of(g.odt);
    *ip = g.in;
    *op = g.out;
    *xp = g.idx;
    for (int d = r.nk - 1; d >= 0; d--) {
        int64_t k = o % r.kshape[d];
        o /= r.kshape[d];
        *ip += k * r.kin[d] * isz;
        *op += k * r.kout[d] * osz;
        if (*xp)
            *xp += k * r.kidx[d] * 8;
    }
}

// Element e (row-major over the reduced dimensions) under base.
__device__ __forceinline__ const char *elem(const Red &r, const char *base, int64_t isz,
                                            int64_t e)
{
    int64_t off = 0;
    for (int d = r.nr - 1; d >= 0; d--) {
        off += e % r.rshape[d] * r.rin[d];
        e /= r.rshape[d];
    }
    return base + off * isz;
}

// PyTorch's vectorised 2-norm of one contiguous row (reduce.c's norm2_row).
__device__ double norm2_row(const char *p, int dt, int64_t n)
{
    if (dt == DT_FLOAT64) {
        const double *x = (const double *)p;
        double acc[4] = {0, 0, 0, 0};
        int64_t d = 0;
        for (; d < n - n % 4; d += 4)
            for (int l = 0; l < 4; l++)
                acc[l] += x[d + l] * x[d + l];
        for (int l = 1; l < 4; l++)
            acc[0] = acc[0] + acc[l];
        for (; d < n; d++)
            acc[0] += x[d] * x[d];
        return sqrt(acc[0]);
    }
    const float *x = (const float *)p;
    float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int64_t d = 0;
    for (; d < n - n % 8; d += 8)
        for (int l = 0; l < 8; l++)
            acc[l] += x[d + l] * x[d + l];
    for (int l = 1; l < 8; l++)
        acc[0] = acc[0] + acc[l];
    for (; d < n; d++)
        acc[0] += x[d] * x[d];
    return sqrtf(acc[0]);
}

// One output of reduce_one (reduce.c), on one thread.
__device__ void reduce_one(const Red &r, const Args &g, int kind, const char *ip, char *op,
                           char *xp)
{
    int64_t isz = (int64_t)size_of(g.idt);
    bool fl = is_float(g.idt);
    int64_t n = r.nred;
    switch (kind) {
    case OP_prod: {
        double f = 1;
        uint64_t u = 1;
        for (int64_t e = 0; e < n; e++) {
            const char *q = elem(r, ip, isz, e);
            if (fl)
                f *= load_dyn<DT_FLOAT64>(q, g.idt);
            else
                u *= (uint64_t)load_dyn<DT_INT64>(q, g.idt);
        }
        if (fl)
            store_dyn(op, g.odt, f);
        else
            store_dyn(op, g.odt, (int64_t)u);
        return;
    }
    case OP_all:
    case OP_any: {
        int64_t v = kind == OP_all;
        for (int64_t e = 0; e < n; e++) {
            const char *q = elem(r, ip, isz, e);
            bool zero = fl ? load_dyn<DT_FLOAT64>(q, g.idt) == 0 : load_dyn<DT_INT64>(q, g.idt) == 0;
            if (kind == OP_all && zero) {
                v = 0;
                break;
            }
            if (kind == OP_any && !zero) {
                v = 1;
                break;
            }
        }
        store_dyn(op, g.odt, v);
        return;
    }
    case OP_var:
    case OP_std: {
        double s = 0, s2 = 0;
        for (int64_t e = 0; e < n; e++)
            s += load_dyn<DT_FLOAT64>(elem(r, ip, isz, e), g.idt);
        double cnt = (double)n, mean = s / cnt;
        for (int64_t e = 0; e < n; e++) {
            double d = load_dyn<DT_FLOAT64>(elem(r, ip, isz, e), g.idt) - mean;
            s2 += d * d;
        }
        double dof = cnt - g.p;
        double v = s2 / (dof > 0 ? dof : 0);
        if (n == 0)
            v = NAN;
        store_dyn(op, g.odt, kind == OP_std ? sqrt(v) : v);
        return;
    }
    case OP_norm: {
        double p = g.p;
        bool single = g.idt != DT_FLOAT64;
        if (p == 2 && (g.idt == DT_FLOAT32 || g.idt == DT_FLOAT64) && r.nr == 1 && r.rin[0] == 1) {
            store_dyn(op, g.odt, norm2_row(ip, g.idt, r.rshape[0]));
            return;
        }
        double f = 0;
        bool have = false;
        for (int64_t e = 0; e < n; e++) {
            double v = fabs(load_dyn<DT_FLOAT64>(elem(r, ip, isz, e), g.idt));
            if (isinf(p)) {
                f = !have ? v : isnan(v) || isnan(f) ? NAN
                              : (p > 0 ? (v > f ? v : f) : (v < f ? v : f));
            } else if (single) {
                float w = (float)v;
                float t = p == 2 ? w * w : p == 1 ? w : p == 0 ? (float)(w != 0)
                                                                : powf(w, (float)p);
                f = (float)f + t;
            } else {
                f += p == 2 ? v * v : p == 1 ? v : p == 0 ? (double)(v != 0) : pow(v, p);
            }
            have = true;
        }
        if (p != 0 && p != 1 && !isinf(p)) {
            if (single)
                f = p == 2 ? sqrtf((float)f) : powf((float)f, 1.0f / (float)p);
            else
                f = p == 2 ? sqrt(f) : pow(f, 1 / p);
        }
        store_dyn(op, g.odt, f);
        return;
    }
    default:
        break;
    }
    // max, min, argmax, argmin: the first NaN, else the first extreme.
    bool most = kind == OP_amax || kind == OP_max || kind == OP_argmax;
    bool have = false;
    double f = 0;
    int64_t x = 0, index = 0;
    for (int64_t e = 0; e < n; e++) {
        const char *q = elem(r, ip, isz, e);
        if (fl) {
            double v = load_dyn<DT_FLOAT64>(q, g.idt);
            if (isnan(v)) {
                f = v;
                index = e;
                break;
            }
            if (!have || (most ? v > f : v < f)) {
                f = v;
                index = e;
                have = true;
            }
        } else {
            int64_t v = load_dyn<DT_INT64>(q, g.idt);
            if (!have || (most ? v > x : v < x)) {
                x = v;
                index = e;
                have = true;
            }
        }
    }
    if (kind == OP_argmax || kind == OP_argmin) {
        store_dyn(op, g.odt, index);
        return;
    }
    if (fl)
        store_dyn(op, g.odt, f);
    else
        store_dyn(op, g.odt, x);
    if (xp)
        *(int64_t *)xp = index;
}

__global__ void k_reduce(Red r, Args g, int kind)
{
    for (int64_t o = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; o < r.nout;
         o += (int64_t)gridDim.x * blockDim.x) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        reduce_one(r, g, kind, ip, op, xp);
    }
}

// The block's tree over fs and us (one entry per thread), in a fixed order.
__device__ void block_tree(double *fs, uint64_t *us)
{
    __syncthreads();
    for (int h = THREADS / 2; h > 0; h /= 2) {
        if ((int)threadIdx.x < h) {
            fs[threadIdx.x] += fs[threadIdx.x + h];
            us[threadIdx.x] += us[threadIdx.x + h];
        }
        __syncthreads();
    }
}

// A sum's result as sum or mean stores it (thread 0).
__device__ void store_sum(const Args &g, char *op, double f, uint64_t u, int64_t nred, bool mean)
{
    bool fl = is_float(g.idt);
    if (!fl) {
        store_dyn(op, g.odt, (int64_t)u);
    } else if (!mean) {
        store_dyn(op, g.odt, f);
    } else if (g.odt == DT_FLOAT64) {
        store_dyn(op, g.odt, f / (double)nred);
    } else {
        // cpu_mean: the sum and the count rounded to the dtype, then
        // divided in float and rounded again.
        alignas(4) char s[4], c[4];
        store_dyn(s, g.odt, f);
        store_dyn(c, g.odt, (double)(float)(double)nred);
        store_dyn(op, g.odt, load_dyn<DT_FLOAT32>(s, g.odt) / load_dyn<DT_FLOAT32>(c, g.odt));
    }
}

// This thread's share of elements [lo, hi) under ip, strided by the
// block: contiguous float32 in 128-bit loads, four in flight.
__device__ void sum_share(const Red &r, const Args &g, const char *ip, int64_t lo, int64_t hi,
                          double *f, uint64_t *u)
{
    int64_t isz = (int64_t)size_of(g.idt);
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    if (contiguous && g.idt == DT_FLOAT32 && lo % 4 == 0 && ((uintptr_t)ip & 15) == 0) {
        const float4 *v = (const float4 *)ip;
        int64_t vlo = lo / 4, vhi = hi / 4, step = blockDim.x;
        int64_t i = vlo + threadIdx.x;
        for (; i + 3 * step < vhi; i += 4 * step) {
            float4 q[4];
            for (int l = 0; l < 4; l++)
                q[l] = __ldg(v + i + l * step);
            for (int l = 0; l < 4; l++)
                *f += (double)q[l].x + (double)q[l].y + (double)q[l].z + (double)q[l].w;
        }
        for (; i < vhi; i += step) {
            float4 q = __ldg(v + i);
            *f += (double)q.x + (double)q.y + (double)q.z + (double)q.w;
        }
        lo = vhi * 4;
        for (int64_t e = lo + threadIdx.x; e < hi; e += blockDim.x)
            *f += ((const float *)ip)[e];
        return;
    }
    bool fl = is_float(g.idt);
    for (int64_t e = lo + threadIdx.x; e < hi; e += blockDim.x) {
        const char *q = contiguous ? ip + e * isz : elem(r, ip, isz, e);
        if (fl)
            *f += load_dyn<DT_FLOAT64>(q, g.idt);
        else
            *u += (uint64_t)load_dyn<DT_INT64>(q, g.idt);
    }
}

// sum and mean: one block per output; each thread sums a strided share in
// double (floats) or uint64_t (integers, bool), then a fixed tree.
__global__ void k_sum(Red r, Args g, bool mean)
{
    __shared__ double fs[THREADS];
    __shared__ uint64_t us[THREADS];
    for (int64_t o = blockIdx.x; o < r.nout; o += gridDim.x) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        double f = 0;
        uint64_t u = 0;
        sum_share(r, g, ip, 0, r.nred, &f, &u);
        fs[threadIdx.x] = f;
        us[threadIdx.x] = u;
        block_tree(fs, us);
        if (threadIdx.x == 0)
            store_sum(g, op, fs[0], us[0], r.nred, mean);
        __syncthreads();
    }
}

// Few outputs of many elements each: the first pass gives `chunks` blocks
// to each output, block (o, c) summing elements [c * per, (c + 1) * per)
// into part[o * chunks + c]; the second sums each output's parts in order.
// The grid depends only on the shape and the device, so the order, and the
// bits, are the same from run to run.
__global__ void k_sum_parts(Red r, Args g, int64_t chunks, int64_t per, double *fpart,
                            uint64_t *upart)
{
    __shared__ double fs[THREADS];
    __shared__ uint64_t us[THREADS];
    int64_t o = blockIdx.x / chunks, c = blockIdx.x % chunks;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    int64_t lo = c * per, hi = lo + per < r.nred ? lo + per : r.nred;
    double f = 0;
    uint64_t u = 0;
    sum_share(r, g, ip, lo, hi, &f, &u);
    fs[threadIdx.x] = f;
    us[threadIdx.x] = u;
    block_tree(fs, us);
    if (threadIdx.x == 0) {
        fpart[blockIdx.x] = fs[0];
        upart[blockIdx.x] = us[0];
    }
}

__global__ void k_sum_final(Red r, Args g, bool mean, int64_t chunks, const double *fpart,
                            const uint64_t *upart)
{
    __shared__ double fs[THREADS];
    __shared__ uint64_t us[THREADS];
    int64_t o = blockIdx.x;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    double f = 0;
    uint64_t u = 0;
    for (int64_t c = threadIdx.x; c < chunks; c += blockDim.x) {
        f += fpart[o * chunks + c];
        u += upart[o * chunks + c];
    }
    fs[threadIdx.x] = f;
    us[threadIdx.x] = u;
    block_tree(fs, us);
    if (threadIdx.x == 0)
        store_sum(g, op, fs[0], us[0], r.nred, mean);
}

// How the two passes split nred elements: parts of whole 128-bit groups of
// a block, about eight blocks a multiprocessor in all.
static void split(const Red &r, int sms, int64_t *chunks, int64_t *per)
{
    int64_t most = (int64_t)sms * 8;
    int64_t c = most / r.nout > 1 ? most / r.nout : 1;
    int64_t grain = 4 * THREADS;
    int64_t p = (r.nred + c - 1) / c;
    p = (p + grain - 1) / grain * grain;
    *per = p;
    *chunks = (r.nred + p - 1) / p;
}

static bool two_passes(const Red &r, int sms)
{
    return r.nout < 2 * sms && r.nred >= 65536;
}

// sum or mean: one block an output when there are enough outputs to fill
// the device (or too few elements to share), else the two passes, each
// output's elements spread over the multiprocessors.
static bool launch_sum(const Red &r, const Args &g, bool mean, cudaStream_t cs, int sms,
                       const char *name, Error *err)
{
    if (!two_passes(r, sms)) {
        int64_t most = (int64_t)sms * 8;
        k_sum<<<(unsigned)(r.nout < most ? r.nout : most), THREADS, 0, cs>>>(r, g, mean);
        return true;
    }
    int64_t chunks, per;
    split(r, sms, &chunks, &per);
    size_t n = (size_t)(r.nout * chunks);
    void *part;
    cudaError_t e = cudaMallocAsync(&part, n * (sizeof(double) + sizeof(uint64_t)), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    double *fpart = (double *)part;
    uint64_t *upart = (uint64_t *)(fpart + n);
    k_sum_parts<<<(unsigned)n, THREADS, 0, cs>>>(r, g, chunks, per, fpart, upart);
    k_sum_final<<<(unsigned)r.nout, THREADS, 0, cs>>>(r, g, mean, chunks, fpart, upart);
    cudaFreeAsync(part, cs);
    return true;
}

// max, min, amax, amin, argmax, argmin, all and any of few outputs of many
// elements: the same two passes as the sum's, each part's extreme and its
// index, combined so that the result is the sequential walk's: the first
// NaN, else the first of the extremes (ties go to the lower index); all
// and any: whether a zero (all) or a nonzero (any) came up.
struct Ext {
    double f;             // the extreme, floats
    int64_t x;            // the extreme, integers; all/any: found
    int64_t idx;          // its element index
    int state;            // 0 nothing yet, 1 a value, 2 a NaN
};

__device__ Ext ext_combine(const Ext &a, const Ext &b, int kind, bool fl)
{
    if (kind == OP_all || kind == OP_any) {
        Ext t = a;
        t.x = a.x | b.x;
        return t;
    }
    if (a.state == 0)
        return b;
    if (b.state == 0)
        return a;
    if (a.state == 2 || b.state == 2) {
        if (a.state == 2 && b.state == 2)
            return b.idx < a.idx ? b : a;
        return a.state == 2 ? a : b;
    }
    bool most = kind == OP_amax || kind == OP_max || kind == OP_argmax;
    bool b_beyond = fl ? (most ? b.f > a.f : b.f < a.f) : (most ? b.x > a.x : b.x < a.x);
    bool a_beyond = fl ? (most ? a.f > b.f : a.f < b.f) : (most ? a.x > b.x : a.x < b.x);
    if (b_beyond || (!a_beyond && b.idx < a.idx))
        return b;
    return a;
}

// This thread's walk over elements [lo, hi) under ip, strided by the block.
__device__ Ext ext_share(const Red &r, const Args &g, int kind, const char *ip, int64_t lo,
                         int64_t hi)
{
    Ext t = {0, 0, -1, 0};
    int64_t isz = (int64_t)size_of(g.idt);
    bool fl = is_float(g.idt);
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    bool most = kind == OP_amax || kind == OP_max || kind == OP_argmax;
    for (int64_t e = lo + threadIdx.x; e < hi; e += blockDim.x) {
        const char *q = contiguous ? ip + e * isz : elem(r, ip, isz, e);
        if (kind == OP_all || kind == OP_any) {
            bool zero = fl ? load_dyn<DT_FLOAT64>(q, g.idt) == 0 : load_dyn<DT_INT64>(q, g.idt) == 0;
            if (kind == OP_all ? zero : !zero) {
                t.x = 1;
                break;
            }
        } else if (fl) {
            double v = load_dyn<DT_FLOAT64>(q, g.idt);
            if (isnan(v)) {
                t = {v, 0, e, 2};
                break;
            }
            if (t.state == 0 || (most ? v > t.f : v < t.f))
                t = {v, 0, e, 1};
        } else {
            int64_t v = load_dyn<DT_INT64>(q, g.idt);
            if (t.state == 0 || (most ? v > t.x : v < t.x))
                t = {0, v, e, 1};
        }
    }
    return t;
}

__device__ void ext_tree(Ext *s, int kind, bool fl)
{
    __syncthreads();
    for (int h = THREADS / 2; h > 0; h /= 2) {
        if ((int)threadIdx.x < h)
            s[threadIdx.x] = ext_combine(s[threadIdx.x], s[threadIdx.x + h], kind, fl);
        __syncthreads();
    }
}

__global__ void k_ext_parts(Red r, Args g, int kind, int64_t chunks, int64_t per, Ext *part)
{
    __shared__ Ext s[THREADS];
    int64_t o = blockIdx.x / chunks, c = blockIdx.x % chunks;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    int64_t lo = c * per, hi = lo + per < r.nred ? lo + per : r.nred;
    s[threadIdx.x] = ext_share(r, g, kind, ip, lo, hi);
    ext_tree(s, kind, is_float(g.idt));
    if (threadIdx.x == 0)
        part[blockIdx.x] = s[0];
}

__global__ void k_ext_final(Red r, Args g, int kind, int64_t chunks, const Ext *part)
{
    __shared__ Ext s[THREADS];
    bool fl = is_float(g.idt);
    int64_t o = blockIdx.x;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    Ext t = {0, 0, -1, 0};
    for (int64_t c = threadIdx.x; c < chunks; c += blockDim.x)
        t = ext_combine(t, part[o * chunks + c], kind, fl);
    s[threadIdx.x] = t;
    ext_tree(s, kind, fl);
    if (threadIdx.x != 0)
        return;
    t = s[0];
    if (kind == OP_all || kind == OP_any) {
        store_dyn(op, g.odt, (int64_t)(kind == OP_all ? !t.x : t.x));
    } else if (kind == OP_argmax || kind == OP_argmin) {
        store_dyn(op, g.odt, t.idx);
    } else {
        if (fl)
            store_dyn(op, g.odt, t.f);
        else
            store_dyn(op, g.odt, t.x);
        if (xp)
            *(int64_t *)xp = t.idx;
    }
}

static bool launch_ext(const Red &r, const Args &g, int kind, cudaStream_t cs, int sms,
                       const char *name, Error *err)
{
    int64_t chunks, per;
    split(r, sms, &chunks, &per);
    size_t n = (size_t)(r.nout * chunks);
    Ext *part;
    cudaError_t e = cudaMallocAsync((void **)&part, n * sizeof(Ext), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    k_ext_parts<<<(unsigned)n, THREADS, 0, cs>>>(r, g, kind, chunks, per, part);
    k_ext_final<<<(unsigned)r.nout, THREADS, 0, cs>>>(r, g, kind, chunks, part);
    cudaFreeAsync(part, cs);
    return true;
}

// ---- prod, var and std of many elements: kernels/fold.h's order ----

// Integers' products wrap in uint64_t, which no order changes; floats'
// take fold.h's operations on double.
template <typename T> __device__ __forceinline__ T combine(FoldOp op, T a, T b)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        return a * b;
    else
        return fold_combine(op, a, b);
}

template <typename T> __device__ __forceinline__ T identity(FoldOp op)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        return 1;
    else
        return fold_identity(op);
}

// The lanes of a tile combine in halves: across warps in shared memory,
// then within the first warp by shuffles (lane i takes lane i + h, as
// before).  Thread 0 ends with the result.
template <typename T> __device__ T fold_lanes(T *lane, FoldOp op, T mine)
{
    lane[threadIdx.x] = mine;
    __syncthreads();
    for (int h = FOLD_LANES / 2; h >= 32; h /= 2) {
        if ((int)threadIdx.x < h)
            lane[threadIdx.x] = combine(op, lane[threadIdx.x], lane[threadIdx.x + h]);
        __syncthreads();
    }
    T v = lane[threadIdx.x];
    if (threadIdx.x < 32)
        for (int h = 16; h > 0; h /= 2)
            v = combine(op, v, __shfl_down_sync(0xffffffffu, v, h));
    return v;
}

// The fold so far with element v (var's second pass, sums given: its
// squared deviation from the mean).
template <typename T>
__device__ __forceinline__ T take(FoldOp op, T a, T v, const double *sums, double mean)
{
    if constexpr (!std::is_same_v<T, uint64_t>)
        if (sums) {
            double d = v - mean;
            v = d * d;
        }
    return combine(op, a, v);
}

// Tile blockIdx.x % tiles of output blockIdx.x / tiles: the elements
// themselves, or (sums given: var's second pass) their squared deviations
// from the mean, sums[o] / nred.  A whole contiguous tile of float32 or
// float64 loads 16 bytes at a time, a few loads in flight; anything else
// one element at a time.
template <typename T>
__global__ void __launch_bounds__(FOLD_LANES)
k_fold_tiles(Red r, Args g, FoldOp op, int64_t tiles, const double *sums, T *part)
{
    constexpr int STEP = FOLD_GROUP * FOLD_LANES, GROUPS = FOLD_TILE / STEP, BATCH = 4;
    __shared__ T lane[FOLD_LANES];
    int64_t o = blockIdx.x / tiles, t0 = blockIdx.x % tiles * (int64_t)FOLD_TILE;
    int64_t end = t0 + FOLD_TILE < r.nred ? t0 + FOLD_TILE : r.nred;
    const char *ip;
    char *op_, *xp;
    locate(r, g, o, &ip, &op_, &xp);
    int64_t isz = (int64_t)size_of(g.idt);
    bool contiguous = r.nr == 1 && r.rin[0] == 1;
    double mean = sums ? sums[o] / (double)r.nred : 0;
    T a = identity<T>(op);
    const char *tile = ip + t0 * isz;
    bool vectors = contiguous && end - t0 == FOLD_TILE && ((uintptr_t)tile & 15) == 0 &&
                   (g.idt == DT_FLOAT32 || g.idt == DT_FLOAT64);
    if constexpr (!std::is_same_v<T, uint64_t>) {
        if (vectors && g.idt == DT_FLOAT32) {
            const float4 *v = (const float4 *)tile + threadIdx.x;
            for (int j0 = 0; j0 < GROUPS; j0 += BATCH) {
                float4 q[BATCH];
#pragma unroll
                for (int b = 0; b < BATCH; b++)
                    q[b] = __ldg(v + (j0 + b) * FOLD_LANES);
#pragma unroll
                for (int b = 0; b < BATCH; b++) {
                    a = take<T>(op, a, q[b].x, sums, mean);
                    a = take<T>(op, a, q[b].y, sums, mean);
                    a = take<T>(op, a, q[b].z, sums, mean);
                    a = take<T>(op, a, q[b].w, sums, mean);
                }
            }
        } else if (vectors) {
            const double2 *v = (const double2 *)tile + 2 * threadIdx.x;
            for (int j0 = 0; j0 < GROUPS; j0 += BATCH) {
                double2 q[BATCH][2];
#pragma unroll
                for (int b = 0; b < BATCH; b++) {
                    q[b][0] = __ldg(v + 2 * (j0 + b) * FOLD_LANES);
                    q[b][1] = __ldg(v + 2 * (j0 + b) * FOLD_LANES + 1);
                }
#pragma unroll
                for (int b = 0; b < BATCH; b++) {
                    a = take(op, a, q[b][0].x, sums, mean);
                    a = take(op, a, q[b][0].y, sums, mean);
                    a = take(op, a, q[b][1].x, sums, mean);
                    a = take(op, a, q[b][1].y, sums, mean);
                }
            }
        }
    }
    if (!vectors || std::is_same_v<T, uint64_t>) {
        for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += STEP) {
            for (int c = 0; c < FOLD_GROUP && g0 + c < end; c++) {
                const char *q = contiguous ? ip + (g0 + c) * isz : elem(r, ip, isz, g0 + c);
                if constexpr (std::is_same_v<T, uint64_t>)
                    a = take(op, a, (uint64_t)load_dyn<DT_INT64>(q, g.idt), sums, mean);
                else
                    a = take(op, a, load_dyn<DT_FLOAT64>(q, g.idt), sums, mean);
            }
        }
    }
    T res = fold_lanes(lane, op, a);
    if (threadIdx.x == 0)
        part[blockIdx.x] = res;
}

// The next level: each output's n values at in + o * n fold by tiles into
// out + o * tiles.
template <typename T>
__global__ void __launch_bounds__(FOLD_LANES)
k_fold_parts(FoldOp op, const T *in, int64_t n, int64_t tiles, T *out)
{
    __shared__ T lane[FOLD_LANES];
    int64_t o = blockIdx.x / tiles, t0 = blockIdx.x % tiles * (int64_t)FOLD_TILE;
    int64_t end = t0 + FOLD_TILE < n ? t0 + FOLD_TILE : n;
    const T *x = in + o * n;
    T a = identity<T>(op);
    for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += FOLD_GROUP * FOLD_LANES)
        for (int c = 0; c < FOLD_GROUP && g0 + c < end; c++)
            a = combine(op, a, x[g0 + c]);
    T res = fold_lanes(lane, op, a);
    if (threadIdx.x == 0)
        out[blockIdx.x] = res;
}

// Each output's result from its fold (reduce_one's last steps).
template <typename T> __global__ void k_fold_store(Red r, Args g, int kind, const T *res)
{
    for (int64_t o = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; o < r.nout;
         o += (int64_t)gridDim.x * blockDim.x) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        if constexpr (std::is_same_v<T, uint64_t>) {
            store_dyn(op, g.odt, (int64_t)res[o]);
        } else if (kind == OP_prod) {
            store_dyn(op, g.odt, res[o]);
        } else {
            double dof = (double)r.nred - g.p;
            double v = res[o] / (dof > 0 ? dof : 0);
            store_dyn(op, g.odt, kind == OP_std ? sqrt(v) : v);
        }
    }
}

// One fold of every output's elements (or squared deviations, given
// sums) into dst[o], through the scratch buffer.
template <typename T>
static void fold_pass(const Red &r, const Args &g, FoldOp op, const double *sums, T *scratch,
                      T *dst, cudaStream_t cs)
{
    int64_t n = (r.nred + FOLD_TILE - 1) / FOLD_TILE;
    T *a = n == 1 ? dst : scratch, *b = scratch + r.nout * n;
    k_fold_tiles<T><<<(unsigned)(r.nout * n), FOLD_LANES, 0, cs>>>(r, g, op, n, sums, a);
    while (n > 1) {
        int64_t m = (n + FOLD_TILE - 1) / FOLD_TILE;
        T *out = m == 1 ? dst : b;
        k_fold_parts<T><<<(unsigned)(r.nout * m), FOLD_LANES, 0, cs>>>(op, a, n, m, out);
        b = a;
        a = out;
        n = m;
    }
}

template <typename T>
static bool launch_fold(const Red &r, const Args &g, int kind, cudaStream_t cs, int sms,
                        const char *name, Error *err)
{
    int64_t tiles = (r.nred + FOLD_TILE - 1) / FOLD_TILE;
    size_t scratch = (size_t)(r.nout * (tiles + (tiles + FOLD_TILE - 1) / FOLD_TILE));
    T *buf;
    cudaError_t e = cudaMallocAsync((void **)&buf, (scratch + 2 * r.nout) * sizeof(T), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    T *res = buf + scratch, *sums = res + r.nout;
    if (kind == OP_prod) {
        fold_pass<T>(r, g, FOLD_MUL, nullptr, buf, res, cs);
    } else if constexpr (!std::is_same_v<T, uint64_t>) {
        fold_pass<T>(r, g, FOLD_ADD, nullptr, buf, sums, cs);
        fold_pass<T>(r, g, FOLD_ADD, sums, buf, res, cs);
    }
    int64_t blocks = (r.nout + 127) / 128, most = (int64_t)sms * 32;
    k_fold_store<T><<<(unsigned)(blocks < most ? blocks : most), 128, 0, cs>>>(r, g, kind, res);
    cudaFreeAsync(buf, cs);
    return true;
}

// cumsum along dim: one thread per line, accumulating in double or
// wrapping int64 (reduce.c's scan_chunk).
__global__ void k_cumsum(const char *in, char *out, int idt, int odt, int ndim, int dim,
                         Dims dims, int64_t lines)
{
    int64_t isz = (int64_t)size_of(idt), osz = (int64_t)size_of(odt);
    bool fl = is_float(odt);
    for (int64_t l = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; l < lines;
         l += (int64_t)gridDim.x * blockDim.x) {
        const char *ip = in;
        char *op = out;
        int64_t rest = l;
        for (int d = ndim - 1; d >= 0; d--) {
            if (d == dim)
                continue;
            int64_t k = rest % dims.shape[d];
            rest /= dims.shape[d];
            ip += k * dims.in[d] * isz;
            op += k * dims.out[d] * osz;
        }
        double f = 0;
        uint64_t u = 0;
        int64_t ist = dims.in[dim] * isz, ost = dims.out[dim] * osz;
        for (int64_t i = 0; i < dims.shape[dim]; i++, ip += ist, op += ost) {
            if (fl) {
                f += load_dyn<DT_FLOAT64>(ip, idt);
                store_dyn(op, odt, f);
            } else {
                u += (uint64_t)load_dyn<DT_INT64>(ip, idt);
                store_dyn(op, odt, (int64_t)u);
            }
        }
    }
}

static unsigned grid(int64_t n, int per_block, int sms)
{
    int64_t b = (n + per_block - 1) / per_block, most = (int64_t)sms * 32;
    return (unsigned)(b < 1 ? 1 : b < most ? b : most);
}

bool cuda_launch_reduce(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(op);
    Args g;
    g.in = (const char *)a->in[0].data;
    g.out = (char *)a->out[0].data;
    g.idx = a->nout > 1 ? (char *)a->out[1].data : nullptr;
    g.idt = a->in[0].dtype;
    g.odt = a->out[0].dtype;
    g.p = a->sf[0];
    if (op == OP_cumsum) {
        const DevTensor *in = &a->in[0];
        Dims s;
        memset(&s, 0, sizeof s);
        int64_t lines = 1;
        for (int d = 0; d < in->ndim; d++) {
            s.shape[d] = in->shape[d];
            s.in[d] = in->strides[d];
            s.out[d] = a->out[0].strides[d];
            if (d != (int)a->si[0])
                lines *= in->shape[d];
        }
        if (lines > 0 && in->shape[a->si[0]] > 0)
            k_cumsum<<<grid(lines, THREADS, sms), THREADS, 0, cs>>>(
                g.in, g.out, g.idt, g.odt, in->ndim, (int)a->si[0], s, lines);
    } else {
        Red r;
        red_init(a, &r);
        if (r.nout > 0) {
            if (op == OP_sum || op == OP_mean) {
                if (!launch_sum(r, g, op == OP_mean, cs, sms, name, err))
                    return false;
            } else {
                int kind = op;
                bool ext = kind != OP_prod && kind != OP_var && kind != OP_std && kind != OP_norm;
                bool fold = (kind == OP_prod || kind == OP_var || kind == OP_std) &&
                            r.nred >= FOLD_MIN;
                if (fold && is_float(g.idt)) {
                    if (!launch_fold<double>(r, g, kind, cs, sms, name, err))
                        return false;
                } else if (fold) {
                    if (!launch_fold<uint64_t>(r, g, kind, cs, sms, name, err))
                        return false;
                } else if (ext && two_passes(r, sms)) {
                    if (!launch_ext(r, g, kind, cs, sms, name, err))
                        return false;
                } else {
                    k_reduce<<<grid(r.nout, 128, sms), 128, 0, cs>>>(r, g, kind);
                }
            }
        }
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
