// reduce.cu: the reductions of ops.def (sum ... norm; cumsum, cumprod, cummax
// and cummin are scan.cu's)
// on the CUDA device, the twins of kernels/cpu/reduce.c.  Outputs and reduced elements
// are laid out as there (red_init): the kept dimensions in row-major order,
// the reduced ones merged where the input lays them out contiguously.
//
// prod, var, std and norm take kernels/fold.h's order, as the simulated
// device does, and give its bits (norm with p other than 0, 1, 2 and inf
// but for pow's last bit): one thread folds an output of FOLD_SMALL
// elements or fewer; otherwise a block folds a tile of one output (a
// contiguous one 16 bytes at a time), or, where the outputs lie next to
// each other and their elements do not (a column reduction), a tile of
// eight outputs at once, so that each row's read serves all eight; the
// tiles' results fold again until one is left.  sum and mean take the
// same order in double (integers wrap in uint64_t, which no order changes)
// and round once, where the simulated device follows PyTorch's float
// cascade: the two agree to within the cascade's rounding, which the
// printed digits do not show.  Columns of one tile take eight outputs
// a block (four of float64, sixteen of integers), var and std of many
// rows a warp an output (float64 rows of up to 4096 a block, held in
// registers).
// amax/amin, max/min, argmax/argmin, all and any are exact in any order:
// one thread walks each output of few elements; a warp or a block takes an
// output of many (several blocks, for few outputs), or a block 32
// neighbouring column outputs; the parts combine into what the walk finds.
#include <type_traits>

#include "cuda/convert.cuh"
#include "cuda/launch.cuh"
#include "fold.h"
#include "reduce_layout.h"

using namespace cst;

static constexpr int THREADS = 256;

namespace {

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
    if (r.nr == 1)
        return base + e * r.rin[0] * isz;
    int64_t off = 0;
    for (int d = r.nr - 1; d >= 0; d--) {
        off += e % r.rshape[d] * r.rin[d];
        e /= r.rshape[d];
    }
    return base + off * isz;
}

// One output of max ... any (reduce_one, reduce.c), on one thread.
__device__ void reduce_one(const Red &r, const Args &g, int kind, const char *ip, char *op,
                           char *xp)
{
    int64_t isz = (int64_t)size_of(g.idt);
    bool fl = is_float(g.idt);
    int64_t n = r.nred;
    if (kind == OP_all || kind == OP_any) {
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

// How max ... any split an output's nred elements into parts: whole
// 128-bit groups of a block, about eight blocks a multiprocessor in all.
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

static bool in_parts(const Red &r, int sms)
{
    return r.nout < 2 * sms && r.nred >= 65536;
}

// max, min, amax, amin, argmax, argmin, all and any of few outputs of many
// elements: each part's extreme and its index, combined so that the
// result is the sequential walk's: the first NaN, else the first of the
// extremes (ties go to the lower index); all and any: whether a zero
// (all) or a nonzero (any) came up.
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

// The walk over elements from, from + step, ... below hi under ip, in
// order (a block's threads take every blockDim.x-th).
__device__ Ext ext_share(const Red &r, const Args &g, int kind, const char *ip, int64_t from,
                         int64_t hi, int64_t step)
{
    Ext t = {0, 0, -1, 0};
    int64_t isz = (int64_t)size_of(g.idt);
    bool fl = is_float(g.idt);
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    bool most = kind == OP_amax || kind == OP_max || kind == OP_argmax;
    for (int64_t e = from; e < hi; e += step) {
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

// ext_share's walk with the dtype D and the direction known at compile
// time: take() each element in the walk's order, then result().
enum { EXT_MOST, EXT_LEAST, EXT_ZERO, EXT_NONZERO };

template <int D, int MODE> struct ExtWalk {
    using N = typename Ct<D>::N;
    N best = 0;
    int64_t at = -1;
    bool stop = false;     // a NaN, or what all/any looks for: the walk may end

    __device__ void take(N v, int64_t e)
    {
        if (stop)
            return;
        if constexpr (MODE == EXT_ZERO || MODE == EXT_NONZERO) {
            if ((v == 0) == (MODE == EXT_ZERO))
                stop = true;
        } else {
            if constexpr (is_float(D))
                if (v != v) {
                    best = v;
                    at = e;
                    stop = true;
                    return;
                }
            if (at < 0 || (MODE == EXT_MOST ? v > best : v < best)) {
                best = v;
                at = e;
            }
        }
    }

    __device__ Ext result() const
    {
        Ext t = {0, 0, -1, 0};
        if constexpr (MODE == EXT_ZERO || MODE == EXT_NONZERO)
            t.x = stop;
        else if (at >= 0 && is_float(D))
            t = {(double)best, 0, at, best != best ? 2 : 1};
        else if (at >= 0)
            t = {0, (int64_t)best, at, 1};
        return t;
    }
};

// A dense run that starts 16-byte aligned at ip, from lo to hi, walked by
// thread me of a team: it takes 16 bytes at a time, every team-th such
// group, in order (BATCH of them loaded before any is taken), then the odd
// elements at the end.
template <int D, int MODE>
__device__ Ext ext_walk_dense(const char *ip, int64_t lo, int64_t hi, int me, int team)
{
    using T = T_<D>;
    constexpr int V = 16 / sizeof(T), BATCH = 4;
    struct alignas(16) Group {
        T v[V];
    };
    const T *p = (const T *)ip;
    ExtWalk<D, MODE> w;
    int64_t full = lo + (hi - lo) / V * V, e = lo + (int64_t)me * V, step = (int64_t)team * V;
    for (; e + (BATCH - 1) * step < full && !w.stop; e += BATCH * step) {
        Group q[BATCH];
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            q[b] = *(const Group *)(p + e + b * step);
#pragma unroll
        for (int b = 0; b < BATCH; b++)
#pragma unroll
            for (int j = 0; j < V; j++)
                w.take(nat<D>(q[b].v[j]), e + b * step + j);
    }
    for (; e < full && !w.stop; e += step) {
        Group q = *(const Group *)(p + e);
#pragma unroll
        for (int j = 0; j < V; j++)
            w.take(nat<D>(q.v[j]), e + j);
    }
    for (int64_t i = full + me; i < hi && !w.stop; i += team)
        w.take(nat<D>(p[i]), i);
    return w.result();
}

// Elements from, from + step, ... below hi, stride elements apart in
// memory (BATCH of them loaded before any is taken).
template <int D, int MODE>
__device__ Ext ext_walk_strided(const char *ip, int64_t from, int64_t hi, int64_t step, int64_t stride)
{
    constexpr int BATCH = 8;
    const T_<D> *p = (const T_<D> *)ip;
    ExtWalk<D, MODE> w;
    int64_t e = from;
    for (; e + (BATCH - 1) * step < hi && !w.stop; e += BATCH * step) {
        T_<D> q[BATCH];
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            q[b] = p[(e + b * step) * stride];
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            w.take(nat<D>(q[b]), e + b * step);
    }
    for (; e < hi && !w.stop; e += step)
        w.take(nat<D>(p[e * stride]), e);
    return w.result();
}

// walk.template operator()<D, MODE>() for the run-time dtype and kind.
template <int D, typename Walk> __device__ Ext by_kind(int kind, Walk walk)
{
    switch (kind) {
    case OP_all: return walk.template operator()<D, EXT_ZERO>();
    case OP_any: return walk.template operator()<D, EXT_NONZERO>();
    case OP_amax:
    case OP_max:
    case OP_argmax: return walk.template operator()<D, EXT_MOST>();
    default: return walk.template operator()<D, EXT_LEAST>();
    }
}

template <typename Walk> __device__ Ext by_dtype(int dt, int kind, Walk walk)
{
    switch (dt) {
    case DT_BOOL: return by_kind<DT_BOOL>(kind, walk);
    case DT_UINT8: return by_kind<DT_UINT8>(kind, walk);
    case DT_INT8: return by_kind<DT_INT8>(kind, walk);
    case DT_INT16: return by_kind<DT_INT16>(kind, walk);
    case DT_INT32: return by_kind<DT_INT32>(kind, walk);
    case DT_INT64: return by_kind<DT_INT64>(kind, walk);
    case DT_FLOAT16: return by_kind<DT_FLOAT16>(kind, walk);
    case DT_BFLOAT16: return by_kind<DT_BFLOAT16>(kind, walk);
    case DT_FLOAT32: return by_kind<DT_FLOAT32>(kind, walk);
    default: return by_kind<DT_FLOAT64>(kind, walk);
    }
}

// ext_share's walk from lo + me, every team-th element, dense where the
// output's elements are contiguous and aligned.
__device__ Ext ext_share_part(const Red &r, const Args &g, int kind, const char *ip, int64_t lo,
                              int64_t hi, int me, int team)
{
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    if (!contiguous || (uintptr_t)ip % 16 != 0)
        return ext_share(r, g, kind, ip, lo + me, hi, team);
    return by_dtype(g.idt, kind,
                    [&]<int D, int MODE>() { return ext_walk_dense<D, MODE>(ip, lo, hi, me, team); });
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

// An output's result from its walk's Ext.
__device__ void ext_store(const Args &g, int kind, const Ext &t, char *op, char *xp)
{
    if (kind == OP_all || kind == OP_any) {
        store_dyn(op, g.odt, (int64_t)(kind == OP_all ? !t.x : t.x));
    } else if (kind == OP_argmax || kind == OP_argmin) {
        store_dyn(op, g.odt, t.idx);
    } else {
        if (is_float(g.idt))
            store_dyn(op, g.odt, t.f);
        else
            store_dyn(op, g.odt, t.x);
        if (xp)
            *(int64_t *)xp = t.idx;
    }
}

// Whether this block is the last of count to get here with the counter
// *done, the others' results written before they counted (CUDA's
// threadFenceReduction sample).  The last sets the counter back to 0 for
// the next kernel that counts with it.
__device__ bool last_to_finish(unsigned *done, unsigned count)
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

// A part another block wrote during this kernel (past the L1 cache).
__device__ Ext ext_load(const Ext *p)
{
    return {__ldcg(&p->f), __ldcg((const long long *)&p->x), __ldcg((const long long *)&p->idx),
            __ldcg(&p->state)};
}

// Each output's walk in chunks parts, a block each; the last of an
// output's blocks to finish (counted in done[o]) combines the parts.
// After k_ext_values, only the outputs it left unsure.
// Four blocks a multiprocessor: with more registers than 64 they were
// two, their loads too few to keep the memory busy (H200).
__global__ void __launch_bounds__(THREADS, 4)
k_ext_parts(Red r, Args g, int kind, int64_t chunks, int64_t per, Ext *part, unsigned *done,
            const unsigned char *unsure)
{
    __shared__ Ext s[THREADS];
    bool fl = is_float(g.idt);
    int64_t o = blockIdx.x / chunks, c = blockIdx.x % chunks;
    if (unsure && !unsure[o])
        return;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    int64_t lo = c * per, hi = lo + per < r.nred ? lo + per : r.nred;
    s[threadIdx.x] = ext_share_part(r, g, kind, ip, lo, hi, threadIdx.x, blockDim.x);
    ext_tree(s, kind, fl);
    if (chunks == 1) {
        if (threadIdx.x == 0)
            ext_store(g, kind, s[0], op, xp);
        return;
    }
    if (threadIdx.x == 0)
        part[blockIdx.x] = s[0];
    if (!last_to_finish(done + o, (unsigned)chunks))
        return;
    Ext t = {0, 0, -1, 0};
    for (int64_t k = threadIdx.x; k < chunks; k += blockDim.x)
        t = ext_combine(t, ext_load(part + o * chunks + k), kind, fl);
    s[threadIdx.x] = t;
    ext_tree(s, kind, fl);
    if (threadIdx.x == 0)
        ext_store(g, kind, s[0], op, xp);
}

// amax, amin, max and min with no indices, of float32, float16,
// bfloat16 and the one-byte dtypes (exact in float): each part's extreme
// by PTX's max.NaN (min.NaN), an instruction an element where the walk
// takes several.  Where a float output's extreme is neither a NaN nor a
// zero it is the walk's result, bit for bit: only zeros and NaNs compare
// equal, or unordered, with other bits.  Else (all values <= 0, a NaN)
// the output is unsure, and the walk (k_ext_parts) takes it again.  An
// integer's extreme is always sure.
template <int MODE> __device__ __forceinline__ float extreme(float a, float b)
{
    float m;
    if constexpr (MODE == EXT_MOST)
        asm("max.NaN.f32 %0, %1, %2;" : "=f"(m) : "f"(a), "f"(b));
    else
        asm("min.NaN.f32 %0, %1, %2;" : "=f"(m) : "f"(a), "f"(b));
    return m;
}

template <int MODE> __device__ float extreme_tree(float *s, float mine)
{
    __syncthreads();
    s[threadIdx.x] = mine;
    __syncthreads();
    for (int h = THREADS / 2; h > 0; h /= 2) {
        if ((int)threadIdx.x < h)
            s[threadIdx.x] = extreme<MODE>(s[threadIdx.x], s[threadIdx.x + h]);
        __syncthreads();
    }
    return s[0];
}

// The extreme of elements lo .. hi - 1 at ip (16-byte aligned) that
// thread me of a team takes: 16 bytes at a time, every team-th group,
// BATCH loads in flight, then the odd elements at the end.
template <int D, int MODE>
__device__ __forceinline__ float values_walk(const char *ip, int64_t lo, int64_t hi, int me, int team)
{
    using T = T_<D>;
    constexpr int V = 16 / sizeof(T), BATCH = 4;
    struct alignas(16) Group {
        T v[V];
    };
    const T *p = (const T *)ip;
    int64_t full = lo + (hi - lo) / V * V, e = lo + (int64_t)me * V, step = (int64_t)team * V;
    float m = MODE == EXT_MOST ? -INFINITY : INFINITY;
    for (; e + (BATCH - 1) * step < full; e += BATCH * step) {
        Group q[BATCH];
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            q[b] = *(const Group *)(p + e + b * step);
#pragma unroll
        for (int b = 0; b < BATCH; b++)
#pragma unroll
            for (int j = 0; j < V; j++)
                m = extreme<MODE>(m, nat<D>(q[b].v[j]));
    }
    for (; e < full; e += step) {
        Group q = *(const Group *)(p + e);
#pragma unroll
        for (int j = 0; j < V; j++)
            m = extreme<MODE>(m, nat<D>(q.v[j]));
    }
    for (int64_t i = full + me; i < hi; i += team)
        m = extreme<MODE>(m, nat<D>(p[i]));
    return m;
}

template <int D, int MODE>
__global__ void __launch_bounds__(THREADS, 4)
k_ext_values(Red r, Args g, int64_t chunks, int64_t per, float *part, unsigned *done, unsigned char *unsure)
{
    __shared__ float s[THREADS];
    int64_t o = blockIdx.x / chunks, c = blockIdx.x % chunks;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    int64_t lo = c * per, hi = lo + per < r.nred ? lo + per : r.nred;
    float m = extreme_tree<MODE>(s, values_walk<D, MODE>(ip, lo, hi, threadIdx.x, THREADS));
    if (threadIdx.x == 0)
        part[blockIdx.x] = m;
    if (!last_to_finish(done + o, (unsigned)chunks))
        return;
    m = MODE == EXT_MOST ? -INFINITY : INFINITY;
    for (int64_t k = threadIdx.x; k < chunks; k += THREADS)
        m = extreme<MODE>(m, __ldcg(part + o * chunks + k));
    m = extreme_tree<MODE>(s, m);
    if (threadIdx.x == 0) {
        unsure[o] = is_float(D) && (m != m || m == 0);
        if (!unsure[o])
            store_dyn(op, g.odt, m);
    }
}

// Whether the values road (k_ext_values, k_ext_warps' warp_values) can
// take kind's outputs first: no indices, float32, float16, bfloat16 or a
// one-byte dtype (uint8 rows of 4096 walked: 0.63 of PyTorch's speed,
// H100), each output contiguous and 16-byte aligned.  (An
// output of one part is cheaper walked at once: one kernel, no scratch.)
static bool values_fit(const Red &r, const Args &g, int kind)
{
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    int64_t isz = (int64_t)size_of(g.idt);
    bool aligned = (uintptr_t)g.in % 16 == 0;
    for (int d = 0; d < r.nk; d++)
        aligned = aligned && r.kin[d] * isz % 16 == 0;
    return !g.idx && (kind == OP_amax || kind == OP_amin || kind == OP_max || kind == OP_min) &&
           (g.idt == DT_FLOAT32 || is_reduced(g.idt) || isz == 1) && contiguous && aligned;
}

template <int D>
static void launch_values(int kind, const Red &r, const Args &g, int64_t chunks, int64_t per, float *part,
                          unsigned *done, unsigned char *unsure, cudaStream_t cs)
{
    unsigned blocks = (unsigned)(r.nout * chunks);
    if (kind == OP_amax || kind == OP_max)
        k_ext_values<D, EXT_MOST><<<blocks, THREADS, 0, cs>>>(r, g, chunks, per, part, done, unsure);
    else
        k_ext_values<D, EXT_LEAST><<<blocks, THREADS, 0, cs>>>(r, g, chunks, per, part, done, unsure);
}

// max ... any along the columns (one reduced dimension, the innermost kept
// one contiguous): EXT_COLS neighbouring outputs a block, each walked in
// EXT_SLICES interleaved slices of its rows, a warp reading the EXT_COLS
// neighbours of two rows (a 4096-wide matrix makes 256 blocks, two a
// multiprocessor); the slices combine as the parts do.
constexpr int EXT_COLS = 16, EXT_SLICES = 32;

// Outputs side by side in memory whose elements are not (along dim 0 of
// a matrix): one reduced dimension, the innermost kept one contiguous.
static bool side_by_side(const Red &r)
{
    return r.nr == 1 && r.rin[0] != 1 && r.nk > 0 && r.kin[r.nk - 1] == 1 &&
           r.kshape[r.nk - 1] > 1;
}

__global__ void __launch_bounds__(EXT_COLS * EXT_SLICES) k_ext_cols(Red r, Args g, int kind)
{
    __shared__ Ext s[EXT_SLICES][EXT_COLS];
    int c = threadIdx.x % EXT_COLS, sl = threadIdx.x / EXT_COLS;
    int64_t inner = r.kshape[r.nk - 1], per_row = (inner + EXT_COLS - 1) / EXT_COLS;
    int64_t j = blockIdx.x % per_row * EXT_COLS + c, o = blockIdx.x / per_row * inner + j;
    const char *ip = nullptr;
    char *op = nullptr, *xp = nullptr;
    Ext t = {0, 0, -1, 0};
    if (j < inner) {
        locate(r, g, o, &ip, &op, &xp);
        t = by_dtype(g.idt, kind, [&]<int D, int MODE>() {
            return ext_walk_strided<D, MODE>(ip, sl, r.nred, EXT_SLICES, r.rin[0]);
        });
    }
    s[sl][c] = t;
    __syncthreads();
    if (sl != 0 || j >= inner)
        return;
    for (int k = 1; k < EXT_SLICES; k++)
        t = ext_combine(t, s[k][c], kind, is_float(g.idt));
    ext_store(g, kind, t, op, xp);
}

// Outputs of one tile and at most WARP_MOST elements, a warp each, where
// there are enough of them to fill the device (the rows of a matrix): the
// warp's walks combine by shuffles, with no barrier.
constexpr int WARPS = THREADS / 32;
constexpr int64_t WARP_MOST = 16384;

static bool warp_outputs(const Red &r, int sms)
{
    return r.nred > FOLD_SMALL && r.nred <= WARP_MOST && r.nout >= (int64_t)sms * WARPS &&
           !side_by_side(r);
}

__device__ Ext ext_down(const Ext &t, int h)
{
    return {__shfl_down_sync(0xffffffffu, t.f, h), __shfl_down_sync(0xffffffffu, t.x, h),
            __shfl_down_sync(0xffffffffu, t.idx, h), __shfl_down_sync(0xffffffffu, t.state, h)};
}

// An output's extreme by values_walk, the warp's lanes combined by
// shuffles; in every lane.
template <int D, int MODE> __device__ float warp_values(const char *ip, int64_t n, int w)
{
    float m = values_walk<D, MODE>(ip, 0, n, w, 32);
    for (int h = 16; h > 0; h /= 2)
        m = extreme<MODE>(m, __shfl_xor_sync(0xffffffffu, m, h));
    return m;
}

template <int MODE> __device__ float warp_values(int dt, const char *ip, int64_t n, int w)
{
    switch (dt) {
    case DT_FLOAT32: return warp_values<DT_FLOAT32, MODE>(ip, n, w);
    case DT_FLOAT16: return warp_values<DT_FLOAT16, MODE>(ip, n, w);
    case DT_BFLOAT16: return warp_values<DT_BFLOAT16, MODE>(ip, n, w);
    case DT_UINT8: return warp_values<DT_UINT8, MODE>(ip, n, w);
    case DT_INT8: return warp_values<DT_INT8, MODE>(ip, n, w);
    default: return warp_values<DT_BOOL, MODE>(ip, n, w);
    }
}

// values: the outputs values_fit, each taken first by warp_values (the
// float16 rows of a matrix: 0.6 of PyTorch's speed walked, H200); the
// walk takes the unsure ones.
__global__ void __launch_bounds__(THREADS) k_ext_warps(Red r, Args g, int kind, bool values)
{
    int w = threadIdx.x & 31;
    bool most = kind == OP_amax || kind == OP_max;
    for (int64_t o = (int64_t)blockIdx.x * WARPS + threadIdx.x / 32; o < r.nout;
         o += (int64_t)gridDim.x * WARPS) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        if (values) {
            float m = most ? warp_values<EXT_MOST>(g.idt, ip, r.nred, w)
                           : warp_values<EXT_LEAST>(g.idt, ip, r.nred, w);
            if (m == m && (m != 0 || !is_float(g.idt))) {
                if (w == 0)
                    store_dyn(op, g.odt, m);
                continue;
            }
        }
        Ext t = ext_share_part(r, g, kind, ip, 0, r.nred, w, 32);
        for (int h = 16; h > 0; h /= 2)
            t = ext_combine(t, ext_down(t, h), kind, is_float(g.idt));
        if (w == 0)
            ext_store(g, kind, t, op, xp);
    }
}

static unsigned grid(int64_t n, int per_block, int sms)
{
    int64_t b = (n + per_block - 1) / per_block, most = (int64_t)sms * 32;
    return (unsigned)(b < 1 ? 1 : b < most ? b : most);
}

static bool launch_ext(const Red &r, const Args &g, int kind, cudaStream_t cs, int sms,
                       const char *name, Error *err)
{
    if (side_by_side(r)) {
        int64_t inner = r.kshape[r.nk - 1];
        int64_t blocks = r.nout / inner * ((inner + EXT_COLS - 1) / EXT_COLS);
        k_ext_cols<<<(unsigned)blocks, EXT_COLS * EXT_SLICES, 0, cs>>>(r, g, kind);
        return true;
    }
    if (warp_outputs(r, sms)) {
        k_ext_warps<<<grid(r.nout, WARPS, sms), THREADS, 0, cs>>>(r, g, kind, values_fit(r, g, kind));
        return true;
    }
    int64_t chunks, per;
    split(r, sms, &chunks, &per);
    size_t n = (size_t)(r.nout * chunks);
    bool values = chunks > 1 && values_fit(r, g, kind);
    if (chunks == 1) {      // a block an output: it stores the result itself
        k_ext_parts<<<(unsigned)n, THREADS, 0, cs>>>(r, g, kind, chunks, per, nullptr, nullptr, nullptr);
        return true;
    }
    // The parts, k_ext_values's parts, the counters, its flags.
    size_t bytes = n * (sizeof(Ext) + sizeof(float)) + r.nout * (sizeof(unsigned) + 1);
    Ext *part;
    cudaError_t e = cudaMallocAsync((void **)&part, bytes, cs);
    float *vpart = (float *)(part + n);
    unsigned *done = (unsigned *)(vpart + n);
    unsigned char *unsure = values ? (unsigned char *)(done + r.nout) : nullptr;
    if (e == cudaSuccess)
        e = cudaMemsetAsync(done, 0, r.nout * sizeof(unsigned), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    if (g.idt == DT_FLOAT32 && values)
        launch_values<DT_FLOAT32>(kind, r, g, chunks, per, vpart, done, unsure, cs);
    else if (g.idt == DT_FLOAT16 && values)
        launch_values<DT_FLOAT16>(kind, r, g, chunks, per, vpart, done, unsure, cs);
    else if (g.idt == DT_BFLOAT16 && values)
        launch_values<DT_BFLOAT16>(kind, r, g, chunks, per, vpart, done, unsure, cs);
    else if (g.idt == DT_UINT8 && values)
        launch_values<DT_UINT8>(kind, r, g, chunks, per, vpart, done, unsure, cs);
    else if (g.idt == DT_INT8 && values)
        launch_values<DT_INT8>(kind, r, g, chunks, per, vpart, done, unsure, cs);
    else if (values)
        launch_values<DT_BOOL>(kind, r, g, chunks, per, vpart, done, unsure, cs);
    k_ext_parts<<<(unsigned)n, THREADS, 0, cs>>>(r, g, kind, chunks, per, part, done, unsure);
    cudaFreeAsync(part, cs);
    return true;
}

// ---- sum, mean, prod, var, std and norm: kernels/fold.h's order ----

// The terms of a fold (fold.h): the values, their squared deviations from
// the output's mean, or norm's |x|^p.
enum { T_VALUE, T_SQ_DEV, T_NORM };

// What one fold pass takes: how the terms combine, which terms, norm's p,
// for var's second pass each output's sum (its mean: sum / nred), whether
// a one-tile fold stores each output's result itself (its kind) or leaves
// the value for the next step (-1), and for a second pass after
// k_var_one (k_fold_dense) which outputs it left to it (the others are
// done).
struct Pass {
    FoldOp op;
    int term;
    double p;
    const double *sums;
    int store;
    const unsigned char *unsure;
};

// Integers' sums and products wrap in uint64_t, which no order changes;
// floats' take fold.h's operations on double.
template <typename T> __device__ __forceinline__ T combine(FoldOp op, T a, T b)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        return op == FOLD_ADD ? a + b : a * b;
    else
        return fold_combine(op, a, b);
}

template <typename T> __device__ __forceinline__ T identity(FoldOp op)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        return op == FOLD_ADD ? 0 : 1;
    else
        return fold_identity(op);
}

// norm's term for p other than 2, out of line: pow is long.
__device__ __noinline__ double norm_term(double p, double v)
{
    return fold_norm_term(p, v);
}

// The term of value v (reduce.c's term_of; |v|^2 is v * v).
template <typename T> __device__ __forceinline__ T term(const Pass &f, T v, double mean)
{
    if constexpr (!std::is_same_v<T, uint64_t>) {
        if (f.term == T_SQ_DEV)
            v = (v - mean) * (v - mean);
        else if (f.term == T_NORM)
            v = f.p == 2 ? v * v : norm_term(f.p, v);
    }
    return v;
}

// The fold so far with the term of value v.
template <typename T> __device__ __forceinline__ T take(const Pass &f, T a, T v, double mean)
{
    return combine(f.op, a, term(f, v, mean));
}

// The element at q of run-time dtype dt as T.
template <typename T> __device__ __forceinline__ T value_at(const char *q, int dt)
{
    if constexpr (std::is_same_v<T, uint64_t>)
        return (uint64_t)load_dyn<DT_INT64>(q, dt);
    else
        return load_dyn<DT_FLOAT64>(q, dt);
}

// Its term, out of line: the small kernel takes elements in many places.
template <typename T>
__device__ __noinline__ T term_at(const Pass &f, const char *q, int dt, double mean)
{
    return term(f, value_at<T>(q, dt), mean);
}

__device__ __forceinline__ double mean_of(const Pass &f, const Red &r, int64_t o)
{
    return f.sums ? f.sums[o] / (double)r.nred : 0;
}

// The lanes of a tile combine in halves (lane i takes lane i + h, for h
// = 128, 64, ..., 1): the first warp's thread i reads its eight lanes
// i + 32k from shared memory and takes the halves down to 32 itself, in
// that order, then the warp's shuffles take the rest.  One barrier, where
// a barrier a half had bounded short rows (float16 sums of 4096).
// Thread 0 ends with the result.
template <typename T> __device__ T fold_lanes(T *lane, FoldOp op, T mine)
{
    static_assert(FOLD_LANES == 256, "eight lanes a thread of the first warp");
    __syncthreads();      // lane[] may still be read by a previous call
    lane[threadIdx.x] = mine;
    __syncthreads();
    T v = mine;
    if (threadIdx.x < 32) {
        T x[8];
#pragma unroll
        for (int k = 0; k < 8; k++)
            x[k] = lane[threadIdx.x + 32 * k];
#pragma unroll
        for (int h = 4; h >= 1; h /= 2)
#pragma unroll
            for (int k = 0; k < h; k++)
                x[k] = combine(op, x[k], x[k + h]);
        v = x[0];
        for (int h = 16; h > 0; h /= 2)
            v = combine(op, v, __shfl_down_sync(0xffffffffu, v, h));
    }
    return v;
}

// This thread's lane of the fold of the values x[t0, end), an earlier
// step's results (terms already): read volatile, past the L1 cache, as
// other blocks of the same kernel may have written them.
template <typename T> __device__ T lane_of(FoldOp op, const volatile T *x, int64_t t0, int64_t end)
{
    T a = identity<T>(op);
    for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += FOLD_GROUP * FOLD_LANES)
        for (int c = 0; c < FOLD_GROUP && g0 + c < end; c++)
            a = combine(op, a, x[g0 + c]);
    return a;
}

// Output o's result from its fold v (reduce_one's last steps; sum and
// mean as cpu_sum and cpu_mean store theirs).
template <typename T>
__device__ void fold_store(const Red &r, const Args &g, int kind, int64_t o, T v)
{
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    double n = (double)r.nred;
    if constexpr (std::is_same_v<T, uint64_t>) {
        store_dyn(op, g.odt, (int64_t)v);
    } else if (kind == OP_mean && g.odt != DT_FLOAT64) {
        // cpu_mean: the sum and the count rounded to float32 (float16 and
        // bfloat16 too, as PyTorch 2 sums them), divided there and rounded
        // to the dtype.
        store_dyn(op, g.odt, (float)v / (float)n);
    } else if (kind == OP_mean) {
        store_dyn(op, g.odt, v / n);
    } else if (kind == OP_var || kind == OP_std) {
        double dof = n - g.p;
        double x = r.nred == 0 ? NAN : v / (dof > 0 ? dof : 0);
        store_dyn(op, g.odt, kind == OP_std ? sqrt(x) : x);
    } else if (kind == OP_norm) {
        store_dyn(op, g.odt, fold_norm_finish(g.p, v, r.nred));
    } else {
        store_dyn(op, g.odt, v);
    }
}

// Outputs of FOLD_SMALL elements or fewer take SMALL_LANES threads each,
// thread t folding lane t's group (elements FOLD_GROUP t ..): the other
// lanes of fold.h's tree hold the identity, which the halving gives back
// exactly, so the lanes combine by shuffles (lane i takes lane i + h, for
// h = SMALL_LANES / 2, ..., 1) and the first thread ends with the result.
// Neighbouring threads read neighbouring groups, where one thread an
// output had walked its row alone (rows of 64, 4096 of them: a thread
// per output filled 32 blocks).
static constexpr int SMALL_LANES = FOLD_SMALL / FOLD_GROUP;

// The terms of this thread's group combined, its values v (as T).
template <typename T> __device__ T small_lane(const Pass &f, const T (&v)[FOLD_GROUP], int n, double mean)
{
    T a = identity<T>(f.op);
    for (int c = 0; c < n; c++)
        a = combine(f.op, a, term(f, v[c], mean));
    return a;
}

// The lanes of an output's group of SMALL_LANES threads (mask) combined
// in fold.h's halves; every thread of the group gets the result.
template <typename T> __device__ T small_tree(FoldOp op, unsigned mask, T a)
{
    for (int h = SMALL_LANES / 2; h > 0; h /= 2)
        a = combine(op, a, __shfl_down_sync(mask, a, h, SMALL_LANES));
    return __shfl_sync(mask, a, 0, SMALL_LANES);
}

// Calls visit(o, t, mask, v, n) for each output o of FOLD_SMALL elements
// or fewer, in each of its SMALL_LANES threads t: v the values of t's
// group (n of them).
template <typename T, typename Visit> __device__ void small_outputs(const Red &r, const Args &g, Visit visit)
{
    int64_t isz = (int64_t)size_of(g.idt);
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    int t = threadIdx.x % SMALL_LANES;
    unsigned mask = ((1u << SMALL_LANES) - 1) << (threadIdx.x % 32 / SMALL_LANES * SMALL_LANES);
    int64_t first = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) / SMALL_LANES;
    for (int64_t o = first; o < r.nout; o += (int64_t)gridDim.x * blockDim.x / SMALL_LANES) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        int64_t e0 = (int64_t)t * FOLD_GROUP;
        int n = r.nred - e0 < FOLD_GROUP ? (int)(r.nred - e0) : FOLD_GROUP;
        T v[FOLD_GROUP];
        for (int c = 0; c < n; c++)
            v[c] = value_at<T>(contiguous ? ip + (e0 + c) * isz : elem(r, ip, isz, e0 + c), g.idt);
        visit(o, mask, v, n < 0 ? 0 : n);
    }
}

// One fold of outputs of FOLD_SMALL elements or fewer into dst[o] (or
// stored as f.store's result).
template <typename T> __global__ void k_fold_small(Red r, Args g, Pass f, T *dst)
{
    small_outputs<T>(r, g, [&](int64_t o, unsigned mask, const T(&v)[FOLD_GROUP], int n) {
        T a = small_tree(f.op, mask, small_lane(f, v, n, mean_of(f, r, o)));
        if (threadIdx.x % SMALL_LANES != 0)
            return;
        if (f.store >= 0)
            fold_store(r, g, f.store, o, a);
        else
            dst[o] = a;
    });
}

// var or std (kind) of outputs of FOLD_SMALL elements or fewer: the sum's
// fold, then the squared deviations' from its mean, off the same values
// in registers (the two passes of k_fold_small, without their scratch).
__global__ void k_var_small(Red r, Args g, int kind)
{
    small_outputs<double>(r, g, [&](int64_t o, unsigned mask, const double(&v)[FOLD_GROUP], int n) {
        Pass sum = {FOLD_ADD, T_VALUE, g.p, nullptr, kind, nullptr};
        Pass dev = {FOLD_ADD, T_SQ_DEV, g.p, nullptr, kind, nullptr};
        double mean = small_tree(FOLD_ADD, mask, small_lane(sum, v, n, 0)) / (double)r.nred;
        double a = small_tree(FOLD_ADD, mask, small_lane(dev, v, n, mean));
        if (threadIdx.x % SMALL_LANES == 0)
            fold_store(r, g, kind, o, a);
    });
}

// The end of a fold kernel's tile, a the thread's lane: the result goes
// to dst[o] (or is stored, f.store) where the output is one tile; else to
// part, and with counters done the output's last block folds its tiles'
// results too.
template <typename T>
__device__ void tile_done(const Red &r, const Args &g, const Pass &f, int64_t tiles, T *lane, T a, T *part,
                          T *dst, unsigned *done)
{
    int64_t o = blockIdx.x / tiles;
    T res = fold_lanes(lane, f.op, a);
    if (tiles > 1) {
        if (threadIdx.x == 0)
            part[blockIdx.x] = res;
        if (!done || !last_to_finish(done + o, (unsigned)tiles))
            return;
        res = fold_lanes(lane, f.op, lane_of<T>(f.op, part + o * tiles, 0, tiles));
    }
    if (threadIdx.x == 0 && f.store >= 0)
        fold_store(r, g, f.store, o, res);
    else if (threadIdx.x == 0)
        dst[o] = res;
}

// Element k of the 16 bytes q, integers of SIZE bytes of dtype dt, as an
// integer fold takes it (bool as 0 or 1, the signed ones sign-extended).
template <int SIZE> __device__ __forceinline__ uint64_t int_lane(uint4 q, int k, int dt)
{
    uint32_t w[4] = {q.x, q.y, q.z, q.w};
    if constexpr (SIZE == 8) {
        return (uint64_t)w[2 * k] | (uint64_t)w[2 * k + 1] << 32;
    } else {
        constexpr int PER = 4 / SIZE, BITS = 8 * SIZE;
        uint32_t v = w[k / PER] >> (k % PER * BITS);
        if constexpr (SIZE < 4)
            v &= (1u << BITS) - 1;
        if (dt == DT_BOOL)
            return v != 0;
        if (dt == DT_UINT8)
            return v;
        return (uint64_t)(int64_t)(SIZE == 1 ? (int32_t)(int8_t)v : SIZE == 2 ? (int32_t)(int16_t)v : (int32_t)v);
    }
}

// The first words of a contiguous, aligned integer tile of n elements, 16
// bytes a load and BATCH loads in flight, a word a thread in turn: an
// integer fold is exact in any order, and one element at a time through
// load_dyn's switch ran at a tenth of the memory's speed (count of 2^24
// bools: 72 us on an H200).  Returns the groups of FOLD_GROUP elements
// the words covered.
template <int SIZE, typename Take>
__device__ __forceinline__ int64_t int_words(const char *tile, int64_t n, int dt, Take take)
{
    constexpr int PER = 16 / SIZE, BATCH = 4;
    const uint4 *v = (const uint4 *)tile;
    int64_t words = n / PER, w = threadIdx.x;
    if constexpr (PER < FOLD_GROUP)
        words -= words % (FOLD_GROUP / PER);   // whole groups
    for (; w + (BATCH - 1) * FOLD_LANES < words; w += BATCH * FOLD_LANES) {
        uint4 q[BATCH];
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            q[b] = __ldg(v + w + b * FOLD_LANES);
#pragma unroll
        for (int b = 0; b < BATCH; b++)
#pragma unroll
            for (int k = 0; k < PER; k++)
                take(int_lane<SIZE>(q[b], k, dt));
    }
    for (; w < words; w += FOLD_LANES) {
        uint4 q = __ldg(v + w);
#pragma unroll
        for (int k = 0; k < PER; k++)
            take(int_lane<SIZE>(q, k, dt));
    }
    return words * PER / FOLD_GROUP;
}

// Tile blockIdx.x % tiles of output blockIdx.x / tiles, a lane a thread.
// The whole groups of a contiguous float32 or float64 tile load 16 bytes
// at a time (a float16 or bfloat16 group, its 8), a few loads in flight;
// what is left (everything, for other layouts and dtypes) one element at
// a time, in the lane's order: its remaining whole groups, then the last,
// partial group if it is the lane's (k_fold_dense takes the aligned
// float32, float16 and bfloat16 outputs, in fewer registers).  Four blocks a multiprocessor (64 registers): at 94, two left the loads
// too few to keep the memory busy (H200: sums of 2^26 bfloat16 54 -> 49
// us, of the rows of 4096 x 4096 float32 41 -> 31).
template <typename T>
__global__ void __launch_bounds__(FOLD_LANES, 4) k_fold_tiles(Red r, Args g, Pass f, int64_t tiles,
                                                              T *part, T *dst, unsigned *done)
{
    constexpr int STEP = FOLD_GROUP * FOLD_LANES, BATCH = 4;
    __shared__ T lane[FOLD_LANES];
    int64_t o = blockIdx.x / tiles, t0 = blockIdx.x % tiles * (int64_t)FOLD_TILE;
    int64_t end = t0 + FOLD_TILE < r.nred ? t0 + FOLD_TILE : r.nred;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    int64_t isz = (int64_t)size_of(g.idt);
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    double mean = mean_of(f, r, o);
    T a = identity<T>(f.op);
    const char *tile = ip + t0 * isz;
    int64_t groups = (end - t0) / FOLD_GROUP, gi = threadIdx.x;
    if constexpr (!std::is_same_v<T, uint64_t>) {
        bool vectors = contiguous && ((uintptr_t)tile & 15) == 0;
        if (vectors && g.idt == DT_FLOAT32) {
            const float4 *v = (const float4 *)tile;
            for (; gi + (BATCH - 1) * FOLD_LANES < groups; gi += BATCH * FOLD_LANES) {
                float4 q[BATCH];
#pragma unroll
                for (int b = 0; b < BATCH; b++)
                    q[b] = __ldg(v + gi + b * FOLD_LANES);
#pragma unroll
                for (int b = 0; b < BATCH; b++) {
                    a = take<T>(f, a, q[b].x, mean);
                    a = take<T>(f, a, q[b].y, mean);
                    a = take<T>(f, a, q[b].z, mean);
                    a = take<T>(f, a, q[b].w, mean);
                }
            }
            for (; gi < groups; gi += FOLD_LANES) {
                float4 q = __ldg(v + gi);
                a = take<T>(f, a, q.x, mean);
                a = take<T>(f, a, q.y, mean);
                a = take<T>(f, a, q.z, mean);
                a = take<T>(f, a, q.w, mean);
            }
        } else if (vectors && is_reduced(g.idt)) {
            // A group is four 16-bit values, eight bytes, the first lowest;
            // twice float32's batch keeps as many bytes in flight.
            constexpr int BATCH16 = 2 * BATCH;
            const uint2 *v = (const uint2 *)tile;
            bool half = g.idt == DT_FLOAT16;
            auto take4 = [&](uint2 q) {
                uint32_t w[4] = {q.x & 0xffffu, q.x >> 16, q.y & 0xffffu, q.y >> 16};
#pragma unroll
                for (int c = 0; c < 4; c++)
                    a = take<T>(f, a, half ? half_to_float((uint16_t)w[c]) : bf16_to_float((uint16_t)w[c]),
                                mean);
            };
            for (; gi + (BATCH16 - 1) * FOLD_LANES < groups; gi += BATCH16 * FOLD_LANES) {
                uint2 q[BATCH16];
#pragma unroll
                for (int b = 0; b < BATCH16; b++)
                    q[b] = __ldg(v + gi + b * FOLD_LANES);
#pragma unroll
                for (int b = 0; b < BATCH16; b++)
                    take4(q[b]);
            }
            for (; gi < groups; gi += FOLD_LANES)
                take4(__ldg(v + gi));
        } else if (vectors && g.idt == DT_FLOAT64) {
            const double2 *v = (const double2 *)tile;
            for (; gi + (BATCH - 1) * FOLD_LANES < groups; gi += BATCH * FOLD_LANES) {
                double2 q[BATCH][2];
#pragma unroll
                for (int b = 0; b < BATCH; b++) {
                    q[b][0] = __ldg(v + 2 * (gi + b * FOLD_LANES));
                    q[b][1] = __ldg(v + 2 * (gi + b * FOLD_LANES) + 1);
                }
#pragma unroll
                for (int b = 0; b < BATCH; b++) {
                    a = take(f, a, q[b][0].x, mean);
                    a = take(f, a, q[b][0].y, mean);
                    a = take(f, a, q[b][1].x, mean);
                    a = take(f, a, q[b][1].y, mean);
                }
            }
            for (; gi < groups; gi += FOLD_LANES) {
                double2 q0 = __ldg(v + 2 * gi), q1 = __ldg(v + 2 * gi + 1);
                a = take(f, a, q0.x, mean);
                a = take(f, a, q0.y, mean);
                a = take(f, a, q1.x, mean);
                a = take(f, a, q1.y, mean);
            }
        }
    } else if (contiguous && ((uintptr_t)tile & 15) == 0 && (is_int(g.idt) || g.idt == DT_BOOL)) {
        auto one = [&](uint64_t x) { a = take<T>(f, a, x, mean); };
        int64_t done;
        switch (isz) {
        case 1: done = int_words<1>(tile, end - t0, g.idt, one); break;
        case 2: done = int_words<2>(tile, end - t0, g.idt, one); break;
        case 4: done = int_words<4>(tile, end - t0, g.idt, one); break;
        default: done = int_words<8>(tile, end - t0, g.idt, one); break;
        }
        gi = done + threadIdx.x;
    }
    // A group's elements load before they are taken, several loads in
    // flight.
    for (int64_t g0 = t0 + FOLD_GROUP * gi; g0 < end; g0 += STEP) {
        T x[FOLD_GROUP];
#pragma unroll
        for (int c = 0; c < FOLD_GROUP; c++)
            if (g0 + c < end)
                x[c] = value_at<T>(contiguous ? ip + (g0 + c) * isz : elem(r, ip, isz, g0 + c), g.idt);
#pragma unroll
        for (int c = 0; c < FOLD_GROUP; c++)
            if (g0 + c < end)
                a = take(f, a, x[c], mean);
    }
    tile_done(r, g, f, tiles, lane, a, part, dst, done);
}

// ---- var and std in one pass, where it gives the two passes' bits ----
//
// A lane folds the elements in fold.h's order, as var's first pass does
// (so the sum is that pass's, bit for bit), and their squares, exact in
// double.  From the sum S and the sum of squares Q of n elements,
// Q - S^2 / n is the sum of squared deviations the second pass would
// fold, up to the folds' rounding: a value passes through at most 2^10
// additions (a lane's FOLD_TILE / FOLD_LANES, 8 halvings, twice), each
// off by 2^-53 at most, and the mean's error adds n (mean - S / n)^2.
// Rounding, the division by n - correction and sqrt are monotone: where
// both ends of that interval store the same bits, so does the second
// pass, and the output is done (all of randn's: the interval is about
// 2^-40 of the result wide); else (data far from their mean, a result
// near a rounding boundary) the second pass takes it.

// Stores at op the result of an output whose sum of squared deviations
// the second pass would make anywhere in the interval S and Q bound;
// false, storing nothing, where the ends' results differ.
__device__ bool var_sure(const Red &r, const Args &g, int kind, double s, double q, char *op)
{
    const double u = 0x1p-53, gamma = 0x1p-42, n = (double)r.nred, dof = n - g.p;
    double v = q - s * s / n;
    double ds = gamma * sqrt(n * q) * 1.01;     // |S's error| <= gamma sum |x| <= gamma sqrt(n Q)
    double e = gamma * q * 1.01 + (2 * fabs(s) * ds + ds * ds) / n + 4 * u * (s * s / n + fabs(v));
    double dm = ds + 4 * u * fabs(s);           // n times the mean's error
    double lo = (v - e) * (1 - 4 * gamma), hi = (v + e + dm * dm / n) * (1 + 4 * gamma);
    if (!(lo > 0 && hi < INFINITY && dof > 0))
        return false;
    double a = lo / dof, b = hi / dof;
    if (kind == OP_std)
        a = sqrt(a), b = sqrt(b);
    alignas(8) char x[8], y[8];
    store_dyn(x, g.odt, a);
    store_dyn(y, g.odt, b);
    size_t size = size_of(g.odt);
    for (size_t i = 0; i < size; i++)
        if (x[i] != y[i])
            return false;
    for (size_t i = 0; i < size; i++)
        op[i] = x[i];
    return true;
}

// A group of FOLD_GROUP stored values of dtype D (float32, float16,
// bfloat16) as floats.
template <int D> using Group4 = std::conditional_t<D == DT_FLOAT32, float4, uint2>;

template <int D> __device__ __forceinline__ void unpack4(Group4<D> w, float (&x)[4])
{
    if constexpr (D == DT_FLOAT32) {
        x[0] = w.x, x[1] = w.y, x[2] = w.z, x[3] = w.w;
    } else {
        uint16_t h[4] = {(uint16_t)w.x, (uint16_t)(w.x >> 16), (uint16_t)w.y, (uint16_t)(w.y >> 16)};
#pragma unroll
        for (int c = 0; c < 4; c++)
            x[c] = nat<D>(h[c]);
    }
}

// A group of FOLD_GROUP stored values of dtype D (float32, float64,
// float16, bfloat16) as one load brings it: 16 bytes of float32, 8 of
// float16 or bfloat16, 32 of float64 (two loads); values4 widens them to
// double, exactly.
struct Double4 {
    double2 lo, hi;
};
template <int D> using Raw4 = std::conditional_t<D == DT_FLOAT64, Double4, Group4<D>>;

template <int D> __device__ __forceinline__ Raw4<D> load4(const char *p)
{
    if constexpr (D == DT_FLOAT64)
        return {__ldg((const double2 *)p), __ldg((const double2 *)p + 1)};
    else
        return __ldg((const Raw4<D> *)p);
}

// A float16 value as the hardware widens it to double in one instruction
// (F2F.F64.F16): exact, but a NaN's sign may go.
__device__ __forceinline__ double half_raw(uint16_t h)
{
    double d;
    asm("cvt.f64.f16 %0, %1;" : "=d"(d) : "h"(h));
    return d;
}

// RAW: float16's by half_raw, without nat's test and branch for a NaN
// (SASS: 2 instructions an element of a sum, where nat's took 7), for
// folds that fold again with nat's values where they end NaN (FOLD_RAW).
template <int D, bool RAW = false> __device__ __forceinline__ void values4(Raw4<D> w, double (&x)[4])
{
    if constexpr (D == DT_FLOAT64) {
        x[0] = w.lo.x, x[1] = w.lo.y, x[2] = w.hi.x, x[3] = w.hi.y;
    } else if constexpr (RAW && D == DT_FLOAT16) {
        uint16_t h[4] = {(uint16_t)w.x, (uint16_t)(w.x >> 16), (uint16_t)w.y, (uint16_t)(w.y >> 16)};
#pragma unroll
        for (int c = 0; c < 4; c++)
            x[c] = half_raw(h[c]);
    } else {
        float f[4];
        unpack4<D>(w, f);
#pragma unroll
        for (int c = 0; c < 4; c++)
            x[c] = f[c];
    }
}

// Blocks a multiprocessor of k_fold_dense and k_var_one: eight of
// float16 and bfloat16 (32 registers), whose rows bring half float32's
// bytes a load.  H100, the rows of 4096 x 4096 float16, with four (38%
// of the warps active) and eight: sums 0.36 -> 0.44 of PyTorch's speed,
// var 0.58 -> 0.83.
template <int D> constexpr int DENSE_BLOCKS = D == DT_FLOAT32 ? 4 : 8;

// This thread's groups of the tile blockIdx.x % tiles of the output at
// ip (whole groups, aligned), in its lane's order, each unpacked and
// handed to take, four loads in flight.
template <int D, typename Take>
__device__ __forceinline__ void dense_groups(const Red &r, const char *ip, int64_t tiles, Take take)
{
    constexpr int BATCH = 4;
    int64_t t0 = blockIdx.x % tiles * (int64_t)FOLD_TILE;
    int64_t end = t0 + FOLD_TILE < r.nred ? t0 + FOLD_TILE : r.nred;
    const Group4<D> *v = (const Group4<D> *)(ip + t0 * (int64_t)sizeof(T_<D>));
    int64_t groups = (end - t0) / FOLD_GROUP;
    float x[4];
    // The last round's loads go ahead together too, each where its group
    // is there: one at a time, a row of 4096 float16 (1,024 groups, four
    // a thread, short of a round of eight) waited on each in turn.
    for (int64_t gi = threadIdx.x; gi < groups; gi += BATCH * FOLD_LANES) {
        Group4<D> w[BATCH];
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            if (gi + b * FOLD_LANES < groups)
                w[b] = __ldg(v + gi + b * FOLD_LANES);
#pragma unroll
        for (int b = 0; b < BATCH; b++)
            if (gi + b * FOLD_LANES < groups) {
                unpack4<D>(w[b], x);
                take(x);
            }
    }
}

// Tile blockIdx.x % tiles of output blockIdx.x / tiles (whole, aligned
// groups), as k_fold_tiles takes it; the output's last block to finish
// folds the tiles' sums (part) and sums of squares (part + nout *
// tiles), keeps the sum for the second pass (sums) and stores the
// result, or marks the output unsure.
template <int D>
__global__ void __launch_bounds__(FOLD_LANES, DENSE_BLOCKS<D>)
k_var_one(Red r, Args g, int kind, int64_t tiles, double *part, double *sums, unsigned char *unsure,
          unsigned *done)
{
    __shared__ double lane[FOLD_LANES];
    int64_t o = blockIdx.x / tiles;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    double a = 0, q = 0;
    dense_groups<D>(r, ip, tiles, [&](const float (&x)[4]) {
#pragma unroll
        for (int c = 0; c < 4; c++) {
            double y = x[c];
            a = a + y;
            q = q + y * y;
        }
    });
    double sum = fold_lanes(lane, FOLD_ADD, a), squares = fold_lanes(lane, FOLD_ADD, q);
    if (tiles > 1) {
        double *qpart = part + r.nout * tiles;
        if (threadIdx.x == 0)
            part[blockIdx.x] = sum, qpart[blockIdx.x] = squares;
        if (!last_to_finish(done + o, (unsigned)tiles))
            return;
        sum = fold_lanes(lane, FOLD_ADD, lane_of<double>(FOLD_ADD, part + o * tiles, 0, tiles));
        squares = fold_lanes(lane, FOLD_ADD, lane_of<double>(FOLD_ADD, qpart + o * tiles, 0, tiles));
    }
    if (threadIdx.x == 0) {
        sums[o] = sum;
        unsure[o] = !var_sure(r, g, kind, sum, squares, op);
    }
}

// k_fold_tiles for outputs that dense_fits: the same order, the same
// results.
template <int D>
__global__ void __launch_bounds__(FOLD_LANES, DENSE_BLOCKS<D>)
k_fold_dense(Red r, Args g, Pass f, int64_t tiles, double *part, double *dst, unsigned *done)
{
    __shared__ double lane[FOLD_LANES];
    int64_t o = blockIdx.x / tiles;
    if (f.unsure && !f.unsure[o])
        return;
    const char *ip;
    char *op, *xp;
    locate(r, g, o, &ip, &op, &xp);
    double mean = mean_of(f, r, o), a = identity<double>(f.op);
    // Sums, sums of squares (norm's p = 2) and products of the values take
    // a loop each, free of take's run-time choices (H200: bfloat16 sums
    // 47 -> 40 us).
    if (f.op == FOLD_ADD && f.term == T_VALUE) {
        dense_groups<D>(r, ip, tiles, [&](const float (&x)[4]) {
#pragma unroll
            for (int c = 0; c < 4; c++)
                a = a + (double)x[c];
        });
    } else if (f.op == FOLD_ADD && f.term == T_NORM && f.p == 2) {
        dense_groups<D>(r, ip, tiles, [&](const float (&x)[4]) {
#pragma unroll
            for (int c = 0; c < 4; c++)
                a = a + (double)x[c] * (double)x[c];
        });
    } else if (f.op == FOLD_MUL && f.term == T_VALUE) {
        dense_groups<D>(r, ip, tiles, [&](const float (&x)[4]) {
#pragma unroll
            for (int c = 0; c < 4; c++)
                a = a * (double)x[c];
        });
    } else {
        dense_groups<D>(r, ip, tiles, [&](const float (&x)[4]) {
#pragma unroll
            for (int c = 0; c < 4; c++)
                a = take<double>(f, a, x[c], mean);
        });
    }
    tile_done(r, g, f, tiles, lane, a, part, dst, done);
}

// Whether k_fold_dense and k_var_one can take the outputs: contiguous
// float32, float16 or bfloat16 ones of whole groups, each 16-byte (8-byte)
// aligned, in k_fold_tiles' layout and finished by it.
static bool dense_fits(const Red &r, const Args &g)
{
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    int64_t isz = (int64_t)size_of(g.idt), align = 4 * isz;
    bool aligned = (uintptr_t)g.in % align == 0;
    for (int d = 0; d < r.nk; d++)
        aligned = aligned && r.kin[d] * isz % align == 0;
    int64_t tiles = (r.nred + FOLD_TILE - 1) / FOLD_TILE;
    return (g.idt == DT_FLOAT32 || is_reduced(g.idt)) && contiguous && aligned && r.nred % FOLD_GROUP == 0 &&
           r.nred > FOLD_SMALL && tiles <= FOLD_TILE && !side_by_side(r);
}

static void launch_fold_dense(const Red &r, const Args &g, const Pass &f, int64_t tiles, double *part,
                              double *dst, unsigned *done, cudaStream_t cs)
{
    unsigned blocks = (unsigned)(r.nout * tiles);
    if (g.idt == DT_FLOAT32)
        k_fold_dense<DT_FLOAT32><<<blocks, FOLD_LANES, 0, cs>>>(r, g, f, tiles, part, dst, done);
    else if (g.idt == DT_FLOAT16)
        k_fold_dense<DT_FLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(r, g, f, tiles, part, dst, done);
    else
        k_fold_dense<DT_BFLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(r, g, f, tiles, part, dst, done);
}

// Outputs of one tile that dense_fits, float16 or bfloat16 rows of whole
// 16-byte words, a warp each where there are enough of them to fill the
// device: thread w plays fold.h's lanes 2w + b + 64k (b = 0, 1; k = 0 ..
// 3), so that a lane pair's two groups load as one word, and the lanes
// halve by 128 and 64 in registers, by 32 .. 2 in shuffles and by 1 in
// registers again, with no barrier.  (k_fold_dense, a block an output,
// its lanes halved through shared memory, summed the rows of 4096 x 4096
// float16 at 0.5 of PyTorch's speed, H100.)  One round of four words a
// thread in flight (64 KB a multiprocessor, plenty for L2's latency):
// float16 sums at two instructions an element start adding after a
// quarter of a row has come, where two rounds waited for half and
// spilled (64 registers; one round: 61, no spill).
constexpr int PAIR_ROUNDS = 1;

// This thread's pairs of groups of the row at ip (nred elements),
// PAIR_ROUNDS rounds of loads in flight at once, each word widened
// (values4) and handed to take(k, x, y): x lane 2w + 64k's group, y lane
// 2w + 1 + 64k's.
template <int D, bool RAW, typename Take>
__device__ __forceinline__ void pair_groups(const char *ip, int64_t nred, Take take)
{
    constexpr int64_t ROUND = FOLD_LANES / 2;
    int w = threadIdx.x & 31;
    const uint4 *v = (const uint4 *)ip;
    int64_t pairs = nred / (2 * FOLD_GROUP);
    for (int64_t base = w; base < pairs; base += ROUND * PAIR_ROUNDS) {
        uint4 q[PAIR_ROUNDS][4];
#pragma unroll
        for (int u = 0; u < PAIR_ROUNDS; u++)
#pragma unroll
            for (int k = 0; k < 4; k++)
                if (base + u * ROUND + 32 * k < pairs)
                    q[u][k] = __ldg(v + base + u * ROUND + 32 * k);
#pragma unroll
        for (int u = 0; u < PAIR_ROUNDS; u++)
#pragma unroll
            for (int k = 0; k < 4; k++)
                if (base + u * ROUND + 32 * k < pairs) {
                    double x[4], y[4];
                    values4<D, RAW>(make_uint2(q[u][k].x, q[u][k].y), x);
                    values4<D, RAW>(make_uint2(q[u][k].z, q[u][k].w), y);
                    take(k, x, y);
                }
    }
}

// The loops of k_fold_pairs and k_fold_columns: sums, sums of squares
// (norm's p = 2) and products of the values each a kernel of its own,
// free of take's run-time choices and of its registers, and any other
// fold by take.
enum PairKind { PAIR_SUM, PAIR_SQUARES, PAIR_PRODUCT, PAIR_TAKE };

static int pair_kind(const Pass &f)
{
    if (f.op == FOLD_ADD && f.term == T_VALUE)
        return PAIR_SUM;
    if (f.op == FOLD_ADD && f.term == T_NORM && f.p == 2)
        return PAIR_SQUARES;
    return f.op == FOLD_MUL && f.term == T_VALUE ? PAIR_PRODUCT : PAIR_TAKE;
}

// The fold so far with value v's term, by kind K.
template <int K> __device__ __forceinline__ double take_as(const Pass &f, double a, double v, double mean)
{
    if constexpr (K == PAIR_SUM)
        return a + v;
    else if constexpr (K == PAIR_SQUARES)
        return a + v * v;
    else if constexpr (K == PAIR_PRODUCT)
        return a * v;
    else
        return take<double>(f, a, v, mean);
}

// Whether kind K's loop takes values4's raw values of dtype D: float16's
// sums, sums of squares and products end NaN wherever a value is a NaN,
// and then fold again with nat's values, for a NaN's sign; where they end
// a number no value was a NaN, and the raw values were nat's.
template <int D, int K> constexpr bool FOLD_RAW = D == DT_FLOAT16 && K != PAIR_TAKE;

// The warp's fold of the row at ip, in its lane 0: pair_groups' lanes
// halve by 128 and 64 in registers, by 32 .. 2 in shuffles and by 1.
template <int D, int K, bool RAW>
__device__ __forceinline__ double pair_fold(const Pass &f, const char *ip, int64_t nred, double mean)
{
    double a[4][2];
#pragma unroll
    for (int k = 0; k < 4; k++)
        a[k][0] = a[k][1] = identity<double>(f.op);
    pair_groups<D, RAW>(ip, nred, [&](int k, const double (&x)[4], const double (&y)[4]) {
#pragma unroll
        for (int b = 0; b < 2; b++)
#pragma unroll
            for (int c = 0; c < 4; c++)
                a[k][b] = take_as<K>(f, a[k][b], b ? y[c] : x[c], mean);
    });
    double v[2];
#pragma unroll
    for (int b = 0; b < 2; b++) {
        a[0][b] = combine(f.op, a[0][b], a[2][b]);
        a[1][b] = combine(f.op, a[1][b], a[3][b]);
        v[b] = combine(f.op, a[0][b], a[1][b]);
#pragma unroll
        for (int h = 16; h > 0; h /= 2)
            v[b] = combine(f.op, v[b], __shfl_down_sync(0xffffffffu, v[b], h));
    }
    return combine(f.op, v[0], v[1]);
}

template <int D, int K>
__global__ void __launch_bounds__(THREADS, K == PAIR_TAKE ? 1 : 4) k_fold_pairs(Red r, Args g, Pass f, double *dst)
{
    for (int64_t o = (int64_t)blockIdx.x * WARPS + threadIdx.x / 32; o < r.nout;
         o += (int64_t)gridDim.x * WARPS) {
        if (f.unsure && !f.unsure[o])
            continue;
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        double mean = K == PAIR_TAKE ? mean_of(f, r, o) : 0;
        double res = pair_fold<D, K, FOLD_RAW<D, K>>(f, ip, r.nred, mean);
        if (FOLD_RAW<D, K> && isnan(__shfl_sync(0xffffffffu, res, 0)))
            res = pair_fold<D, K, false>(f, ip, r.nred, mean);
        if ((threadIdx.x & 31) == 0 && f.store >= 0)
            fold_store(r, g, f.store, o, res);
        else if ((threadIdx.x & 31) == 0)
            dst[o] = res;
    }
}

// Whether k_fold_pairs takes the outputs: those of k_fold_dense of one
// tile, float16 or bfloat16, every row starting on a 16-byte word and
// ending on one, enough rows for a warp each to fill the device.
static bool pairs_fit(const Red &r, const Args &g, int sms)
{
    constexpr int64_t WORD = 16;
    bool aligned = (uintptr_t)g.in % WORD == 0;
    for (int d = 0; d < r.nk; d++)
        aligned = aligned && r.kin[d] * (int64_t)size_of(g.idt) % WORD == 0;
    return is_reduced(g.idt) && dense_fits(r, g) && aligned && r.nred % (2 * FOLD_GROUP) == 0 &&
           r.nred <= FOLD_TILE && r.nout >= (int64_t)sms * WARPS;
}

template <int D>
static void launch_pairs_as(const Red &r, const Args &g, const Pass &f, double *dst, cudaStream_t cs, unsigned blocks)
{
    static void (*const kinds[])(Red, Args, Pass, double *) = {k_fold_pairs<D, PAIR_SUM>, k_fold_pairs<D, PAIR_SQUARES>,
                                                                k_fold_pairs<D, PAIR_PRODUCT>, k_fold_pairs<D, PAIR_TAKE>};
    kinds[pair_kind(f)]<<<blocks, THREADS, 0, cs>>>(r, g, f, dst);
}

static void launch_fold_pairs(const Red &r, const Args &g, const Pass &f, double *dst, cudaStream_t cs, int sms)
{
    unsigned blocks = grid(r.nout, WARPS, sms);
    if (g.idt == DT_FLOAT16)
        launch_pairs_as<DT_FLOAT16>(r, g, f, dst, cs, blocks);
    else
        launch_pairs_as<DT_BFLOAT16>(r, g, f, dst, cs, blocks);
}

static void launch_var_one(const Red &r, const Args &g, int kind, int64_t tiles, double *part,
                           double *sums, unsigned char *unsure, unsigned *done, cudaStream_t cs)
{
    unsigned blocks = (unsigned)(r.nout * tiles);
    if (g.idt == DT_FLOAT32)
        k_var_one<DT_FLOAT32><<<blocks, FOLD_LANES, 0, cs>>>(r, g, kind, tiles, part, sums, unsure, done);
    else if (g.idt == DT_FLOAT16)
        k_var_one<DT_FLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(r, g, kind, tiles, part, sums, unsure, done);
    else
        k_var_one<DT_BFLOAT16><<<blocks, FOLD_LANES, 0, cs>>>(r, g, kind, tiles, part, sums, unsure, done);
}

// var and std of outputs of one tile and at most WARP_MOST elements that
// k_var_one cannot take, a warp each, where there are enough of them to
// fill the device (the rows of a matrix): both folds in the same warp, the second over the elements
// the first has just brought into the cache.  Thread w of a warp plays
// fold.h's lanes w, w + 32, ..., w + 224, so the lanes' halving takes
// three steps in registers and five shuffles, with no barrier.  (A single
// fold is faster a block an output, all its loads in flight at once:
// H200, sums of 4096 x 4096 rows.)
constexpr int WARP_LANES = FOLD_LANES / 32;

// Lane k's part of the elements at ip (n of them, contiguous, groups
// aligned, of dtype D), the groups of each round of FOLD_LANES loaded
// before any is taken, eight loads in flight.
template <int D>
__device__ __forceinline__ void warp_vectors(double *lane, const Pass &f, const char *ip, int64_t n, double mean)
{
    int w = threadIdx.x & 31;
    constexpr int64_t isz = sizeof(T_<D>);
    for (int64_t base = 0; base < n; base += FOLD_GROUP * FOLD_LANES) {
        Raw4<D> q[WARP_LANES];
#pragma unroll
        for (int k = 0; k < WARP_LANES; k++) {
            int64_t gi = base / FOLD_GROUP + w + 32 * k;
            if ((gi + 1) * FOLD_GROUP <= n)
                q[k] = load4<D>(ip + gi * FOLD_GROUP * isz);
        }
#pragma unroll
        for (int k = 0; k < WARP_LANES; k++) {
            int64_t gi = base / FOLD_GROUP + w + 32 * k;
            if ((gi + 1) * FOLD_GROUP <= n) {
                double x[FOLD_GROUP];
                values4<D>(q[k], x);
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    lane[k] = take(f, lane[k], x[c], mean);
            } else {
                for (int64_t e = gi * FOLD_GROUP; e < n; e++)
                    lane[k] = take(f, lane[k], value_at<double>(ip + e * isz, D), mean);
            }
        }
    }
}

// The fold of the output at ip, in lane 0 of the warp.
template <typename T>
__device__ T warp_fold(const Red &r, const Args &g, const Pass &f, const char *ip, double mean)
{
    int w = threadIdx.x & 31;
    int64_t isz = (int64_t)size_of(g.idt), n = r.nred;
    bool contiguous = r.nr == 0 || (r.nr == 1 && r.rin[0] == 1);
    T lane[WARP_LANES];
#pragma unroll
    for (int k = 0; k < WARP_LANES; k++)
        lane[k] = identity<T>(f.op);
    bool aligned = contiguous && (uintptr_t)ip % (FOLD_GROUP * isz) == 0;
    auto one_at_a_time = [&] {
        for (int64_t base = 0; base < n; base += FOLD_GROUP * FOLD_LANES)
#pragma unroll
            for (int k = 0; k < WARP_LANES; k++) {
                int64_t g0 = base + (int64_t)(w + 32 * k) * FOLD_GROUP;
                for (int c = 0; c < FOLD_GROUP && g0 + c < n; c++) {
                    const char *q = contiguous ? ip + (g0 + c) * isz : elem(r, ip, isz, g0 + c);
                    lane[k] = combine(f.op, lane[k], term_at<T>(f, q, g.idt, mean));
                }
            }
    };
    if constexpr (std::is_same_v<T, double>) {
        if (aligned && g.idt == DT_FLOAT32)
            warp_vectors<DT_FLOAT32>(lane, f, ip, n, mean);
        else if (aligned && g.idt == DT_FLOAT64)
            warp_vectors<DT_FLOAT64>(lane, f, ip, n, mean);
        else if (aligned && g.idt == DT_FLOAT16)
            warp_vectors<DT_FLOAT16>(lane, f, ip, n, mean);
        else if (aligned && g.idt == DT_BFLOAT16)
            warp_vectors<DT_BFLOAT16>(lane, f, ip, n, mean);
        else
            one_at_a_time();
    } else {
        one_at_a_time();
    }
#pragma unroll
    for (int h = WARP_LANES / 2; h > 0; h /= 2)
#pragma unroll
        for (int k = 0; k < h; k++)
            lane[k] = combine(f.op, lane[k], lane[k + h]);
    T v = lane[0];
#pragma unroll
    for (int h = 16; h > 0; h /= 2)
        v = combine(f.op, v, __shfl_down_sync(0xffffffffu, v, h));
    return v;
}

// kind's result for each output (f: its pass; var and std's second).
// Two blocks a multiprocessor (128 registers; at 150, one): H200, var of
// the rows of 4096 x 4096 float32 67 -> 51 us.
template <typename T>
__global__ void __launch_bounds__(THREADS, 2) k_fold_warps(Red r, Args g, Pass f, int kind)
{
    for (int64_t o = (int64_t)blockIdx.x * WARPS + threadIdx.x / 32; o < r.nout;
         o += (int64_t)gridDim.x * WARPS) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        double mean = 0;
        if (f.term == T_SQ_DEV) {
            Pass sum = {FOLD_ADD, T_VALUE, 0, nullptr, -1, nullptr};
            mean = (double)__shfl_sync(0xffffffffu, warp_fold<T>(r, g, sum, ip, 0), 0) / (double)r.nred;
        }
        T v = warp_fold<T>(r, g, f, ip, mean);
        if ((threadIdx.x & 31) == 0)
            fold_store(r, g, kind, o, v);
    }
}

// var and std of float64 outputs of at most VAR_REG_ROW contiguous,
// aligned elements, a block each: thread t is fold.h's lane t and keeps
// its groups in registers between the two folds, so that the row is read
// from memory once.  (k_fold_warps' second fold found the row gone from
// the cache: 32 KB a warp, sixteen warps a multiprocessor.  H100, var of
// the rows of 4096 x 4096 float64: 0.52 -> 1.10 of PyTorch's speed.)
constexpr int VAR_REG_GROUPS = 4;
constexpr int64_t VAR_REG_ROW = (int64_t)FOLD_LANES * FOLD_GROUP * VAR_REG_GROUPS;

static bool var_regs_fit(const Red &r, const Args &g)
{
    bool contiguous = r.nr == 1 && r.rin[0] == 1, aligned = (uintptr_t)g.in % 16 == 0;
    for (int d = 0; d < r.nk; d++)
        aligned = aligned && r.kin[d] % 2 == 0;
    return g.idt == DT_FLOAT64 && contiguous && aligned && r.nred % FOLD_GROUP == 0 && r.nred > FOLD_SMALL &&
           r.nred <= VAR_REG_ROW && !side_by_side(r);
}

__global__ void __launch_bounds__(FOLD_LANES) k_var_regs(Red r, Args g, int kind)
{
    __shared__ double lane[FOLD_LANES];
    __shared__ double row_mean;
    const int64_t groups = r.nred / FOLD_GROUP;
    for (int64_t o = blockIdx.x; o < r.nout; o += gridDim.x) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        double x[VAR_REG_GROUPS][FOLD_GROUP];
        Double4 q[VAR_REG_GROUPS];
#pragma unroll
        for (int k = 0; k < VAR_REG_GROUPS; k++) {
            int64_t gi = threadIdx.x + (int64_t)k * FOLD_LANES;
            if (gi < groups)
                q[k] = load4<DT_FLOAT64>(ip + gi * FOLD_GROUP * (int64_t)sizeof(double));
        }
        double a = 0;
#pragma unroll
        for (int k = 0; k < VAR_REG_GROUPS; k++)
            if (threadIdx.x + (int64_t)k * FOLD_LANES < groups) {
                values4<DT_FLOAT64>(q[k], x[k]);
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    a = a + x[k][c];
            }
        double sum = fold_lanes(lane, FOLD_ADD, a);
        if (threadIdx.x == 0)
            row_mean = sum / (double)r.nred;
        __syncthreads();
        double mean = row_mean;
        a = 0;
#pragma unroll
        for (int k = 0; k < VAR_REG_GROUPS; k++)
            if (threadIdx.x + (int64_t)k * FOLD_LANES < groups)
#pragma unroll
                for (int c = 0; c < FOLD_GROUP; c++)
                    a = a + (x[k][c] - mean) * (x[k][c] - mean);
        double squares = fold_lanes(lane, FOLD_ADD, a);
        if (threadIdx.x == 0)
            fold_store(r, g, kind, o, squares);
    }
}

// Column reductions: one reduced dimension, the innermost kept one
// contiguous.  A block folds one tile of COLS neighbouring outputs at once,
// lane t of each on thread t, so that the row a thread reads serves all
// of them.
constexpr int COLS = 8;

template <typename T>
__global__ void __launch_bounds__(FOLD_LANES) k_fold_cols(Red r, Args g, Pass f, int64_t tiles,
                                                          T *part)
{
    __shared__ T lane[FOLD_LANES];
    int64_t inner = r.kshape[r.nk - 1], per_row = (inner + COLS - 1) / COLS;
    int64_t cg = blockIdx.x / tiles, tile = blockIdx.x % tiles, t0 = tile * (int64_t)FOLD_TILE;
    int64_t end = t0 + FOLD_TILE < r.nred ? t0 + FOLD_TILE : r.nred;
    int64_t j = cg % per_row * COLS, o0 = cg / per_row * inner + j;
    int ncols = inner - j < COLS ? (int)(inner - j) : COLS;
    const char *ip;
    char *op, *xp;
    locate(r, g, o0, &ip, &op, &xp);
    int64_t isz = (int64_t)size_of(g.idt), est = r.rin[0] * isz;
    T a[COLS];
    double mean[COLS];
#pragma unroll
    for (int v = 0; v < COLS; v++) {
        a[v] = identity<T>(f.op);
        mean[v] = v < ncols ? mean_of(f, r, o0 + v) : 0;
    }
    // A row's COLS elements load before they are taken: float32 ones 16
    // bytes at a time where the rows keep them aligned.
    bool vectors = std::is_same_v<T, double> && g.idt == DT_FLOAT32 && ncols == COLS &&
                   (uintptr_t)ip % 16 == 0 && est % 16 == 0;
    for (int64_t g0 = t0 + FOLD_GROUP * threadIdx.x; g0 < end; g0 += FOLD_GROUP * FOLD_LANES)
        for (int c = 0; c < FOLD_GROUP && g0 + c < end; c++) {
            const char *row = ip + (g0 + c) * est;
            T x[COLS];
            if (vectors) {
                static_assert(COLS == 8, "two float4 a row");
                float4 p = __ldg((const float4 *)row), q = __ldg((const float4 *)row + 1);
                float w[COLS] = {p.x, p.y, p.z, p.w, q.x, q.y, q.z, q.w};
#pragma unroll
                for (int v = 0; v < COLS; v++)
                    x[v] = (T)w[v];
            } else {
#pragma unroll
                for (int v = 0; v < COLS; v++)
                    if (v < ncols)
                        x[v] = value_at<T>(row + v * isz, g.idt);
            }
#pragma unroll
            for (int v = 0; v < COLS; v++)
                if (v < ncols)
                    a[v] = take(f, a[v], x[v], mean[v]);
        }
#pragma unroll
    for (int v = 0; v < COLS; v++) {
        T res = fold_lanes(lane, f.op, a[v]);
        if (threadIdx.x == 0 && v < ncols && f.store >= 0 && tiles == 1)
            fold_store(r, g, f.store, o0 + v, res);
        else if (threadIdx.x == 0 && v < ncols)
            part[(o0 + v) * tiles + tile] = res;
    }
}

// Column reductions of one tile: a block takes CB neighbouring outputs,
// each thread four of them (one load of a row, where they are aligned)
// and the lanes s, s + SLOTS, ... of fold.h for its slot s, so a warp
// reads 32 / CQ rows at a time, and a thread's lanes halve in registers
// down to lane s before the slots halve in shared memory.  CB: a 32-byte
// sector of each row (eight float32 outputs, four float64, sixteen
// float16 or bfloat16: eight of those ran at 0.57 of PyTorch's speed
// where sixteen ran at 0.6-0.7), sixteen of the rest.  Sixteen float32
// outputs a block made 256 blocks of a 4096-wide matrix, two a
// multiprocessor (H100, norm along dim 0 at 0.65 of PyTorch's speed, 23%
// of the warps active; eight: 0.93).  Float16 and bfloat16 take blocks of
// 512 threads, two slots a thread, two blocks a multiprocessor (64
// registers): 256 threads a block left a 4096-wide matrix 256 blocks of
// eight warps (H100, sums along dim 0 at 0.65 of PyTorch's speed, 23% of
// the warps active; 512 threads: 0.76, 46%).
__host__ __device__ constexpr int column_block(int d)
{
    return d == DT_FLOAT64 ? 4 : d == DT_FLOAT32 ? 8 : 16;
}

__host__ __device__ constexpr int column_threads(int d)
{
    return d == DT_FLOAT16 || d == DT_BFLOAT16 ? 2 * THREADS : THREADS;
}

static bool columns_fit(const Red &r)
{
    return side_by_side(r) && r.nred <= FOLD_TILE;
}

// D: the input's dtype where a thread's four columns of a row load at
// once (float32, float64, float16, bfloat16, folding in double), else -1;
// K: the loop of those loads (PairKind), where take's run-time choices
// for each value had made float16 sums spill the loaded words to local
// memory (64 registers) and spend some 20 instructions an element (ncu,
// H100, sums along dim 0 of 4096 x 4096); a sum's now takes about four
// (F2F, DADD, the rows' addresses).
template <typename T, int D, int K>
__global__ void __launch_bounds__(column_threads(D), column_threads(D) > THREADS ? 2 : 1)
k_fold_columns(Red r, Args g, Pass f, T *dst)
{
    constexpr int NT = column_threads(D), CB = column_block(D), CQ = CB / 4, SLOTS = NT / CQ,
                  SLOT_LANES = FOLD_LANES / SLOTS;
    __shared__ T part[SLOTS][CB];
    int q = threadIdx.x % CQ, s = threadIdx.x / CQ;
    int64_t inner = r.kshape[r.nk - 1], per_row = (inner + CB - 1) / CB;
    int64_t j = blockIdx.x % per_row * CB, o0 = blockIdx.x / per_row * inner + j;
    int ncols = inner - j < CB ? (int)(inner - j) : CB;
    const char *ip;
    char *op, *xp;
    locate(r, g, o0, &ip, &op, &xp);
    int64_t isz = (int64_t)size_of(g.idt), est = r.rin[0] * isz, n = r.nred;
    ip += 4 * q * isz;
    int mine = ncols - 4 * q < 4 ? (ncols - 4 * q > 0 ? ncols - 4 * q : 0) : 4;
    double mean[4];
#pragma unroll
    for (int v = 0; v < 4; v++)
        mean[v] = v < mine ? mean_of(f, r, o0 + 4 * q + v) : 0;
    bool vectors = D >= 0 && mine == 4 && (uintptr_t)ip % (4 * isz) == 0 && est % (4 * isz) == 0;
    // The block's columns folded into part[0], the loads' values raw (an
    // std::bool_constant) or nat's.
    auto fold = [&](auto raw) {
        T a[SLOT_LANES][4];
#pragma unroll
        for (int k = 0; k < SLOT_LANES; k++)
#pragma unroll
            for (int v = 0; v < 4; v++)
                a[k][v] = identity<T>(f.op);
        for (int64_t base = 0; base < n; base += FOLD_GROUP * FOLD_LANES)
#pragma unroll
            for (int k = 0; k < SLOT_LANES; k++) {
                int64_t e0 = base + (int64_t)(s + SLOTS * k) * FOLD_GROUP;
                if constexpr (D >= 0) {
                    if (vectors && e0 + FOLD_GROUP <= n) {
                        Raw4<D> q[FOLD_GROUP];
#pragma unroll
                        for (int c = 0; c < FOLD_GROUP; c++)
                            q[c] = load4<D>(ip + (e0 + c) * est);
#pragma unroll
                        for (int c = 0; c < FOLD_GROUP; c++) {
                            double x[4];
                            values4<D, decltype(raw)::value>(q[c], x);
#pragma unroll
                            for (int v = 0; v < 4; v++)
                                a[k][v] = take_as<K>(f, a[k][v], x[v], mean[v]);
                        }
                        continue;
                    }
                }
                for (int c = 0; c < FOLD_GROUP && e0 + c < n; c++)
#pragma unroll
                    for (int v = 0; v < 4; v++)
                        if (v < mine)
                            a[k][v] = combine(f.op, a[k][v],
                                              term_at<T>(f, ip + (e0 + c) * est + v * isz, g.idt, mean[v]));
            }
#pragma unroll
        for (int h = SLOT_LANES / 2; h > 0; h /= 2)
#pragma unroll
            for (int k = 0; k < h; k++)
#pragma unroll
                for (int v = 0; v < 4; v++)
                    a[k][v] = combine(f.op, a[k][v], a[k + h][v]);
#pragma unroll
        for (int v = 0; v < 4; v++)
            part[s][4 * q + v] = a[0][v];
        __syncthreads();
        for (int h = SLOTS / 2; h > 0; h /= 2) {
            for (int i = threadIdx.x; i < h * CB; i += NT)
                part[i / CB][i % CB] = combine(f.op, part[i / CB][i % CB], part[i / CB + h][i % CB]);
            __syncthreads();
        }
    };
    fold(std::bool_constant<FOLD_RAW<D, K>>());
    if constexpr (FOLD_RAW<D, K>) {
        if (__syncthreads_or((int)threadIdx.x < ncols && isnan(part[0][threadIdx.x])))
            fold(std::false_type());
    }
    if ((int)threadIdx.x < ncols && f.store >= 0)
        fold_store(r, g, f.store, o0 + threadIdx.x, part[0][threadIdx.x]);
    else if ((int)threadIdx.x < ncols)
        dst[o0 + threadIdx.x] = part[0][threadIdx.x];
}

// k_fold_columns of dtype D for the fold f.
template <int D> static auto columns_of(const Pass &f)
{
    static void (*const kinds[])(Red, Args, Pass, double *) = {
        k_fold_columns<double, D, PAIR_SUM>, k_fold_columns<double, D, PAIR_SQUARES>,
        k_fold_columns<double, D, PAIR_PRODUCT>, k_fold_columns<double, D, PAIR_TAKE>};
    return kinds[pair_kind(f)];
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
    T res = fold_lanes(lane, op, lane_of<T>(op, in + o * n, t0, end));
    if (threadIdx.x == 0)
        out[blockIdx.x] = res;
}

// Each output's result from its fold, for the folds of many tiles.
template <typename T> __global__ void k_fold_store(Red r, Args g, int kind, const T *res)
{
    for (int64_t o = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; o < r.nout;
         o += (int64_t)gridDim.x * blockDim.x)
        fold_store(r, g, kind, o, res[o]);
}

// Whether the fold kernel itself folds each output's tiles' results, in
// the last of its blocks to finish (counted in done[o]): outputs of 2 to
// FOLD_TILE tiles in k_fold_tiles' layout.  Others take more kernels.
static bool tiles_finish(const Red &r)
{
    int64_t n = (r.nred + FOLD_TILE - 1) / FOLD_TILE;
    return n > 1 && n <= FOLD_TILE && !side_by_side(r);
}

// One fold of every output's terms into dst[o] (stored as f.store's
// result instead where f.store >= 0 and the fold kernel finishes it),
// through the scratch buffer (r.nout * (tiles + tiles / FOLD_TILE)
// values) and, where tiles_finish, the counters done (zeros).
template <typename T>
static void fold_pass(const Red &r, const Args &g, const Pass &f, T *scratch, T *dst, unsigned *done,
                      cudaStream_t cs, int sms)
{
    if (r.nred <= FOLD_SMALL) {
        k_fold_small<T><<<grid(r.nout, 128 / SMALL_LANES, sms), 128, 0, cs>>>(r, g, f, dst);
        return;
    }
    int64_t n = (r.nred + FOLD_TILE - 1) / FOLD_TILE;
    T *a = n == 1 ? dst : scratch, *b = scratch + r.nout * n;
    if (columns_fit(r)) {
        int64_t inner = r.kshape[r.nk - 1];
        auto columns = k_fold_columns<T, -1, PAIR_TAKE>;
        int cb = column_block(-1), nt = column_threads(-1);
        if constexpr (std::is_same_v<T, double>) {
            cb = column_block(g.idt);
            nt = column_threads(g.idt);
            if (g.idt == DT_FLOAT32)
                columns = columns_of<DT_FLOAT32>(f);
            else if (g.idt == DT_FLOAT64)
                columns = columns_of<DT_FLOAT64>(f);
            else if (g.idt == DT_FLOAT16)
                columns = columns_of<DT_FLOAT16>(f);
            else if (g.idt == DT_BFLOAT16)
                columns = columns_of<DT_BFLOAT16>(f);
        }
        int64_t blocks = r.nout / inner * ((inner + cb - 1) / cb);
        columns<<<(unsigned)blocks, nt, 0, cs>>>(r, g, f, dst);
    } else if (side_by_side(r)) {
        int64_t inner = r.kshape[r.nk - 1];
        int64_t groups = r.nout / inner * ((inner + COLS - 1) / COLS);
        k_fold_cols<T><<<(unsigned)(groups * n), FOLD_LANES, 0, cs>>>(r, g, f, n, a);
    } else {
        unsigned *d = tiles_finish(r) ? done : nullptr;
        if constexpr (std::is_same_v<T, double>) {
            if (pairs_fit(r, g, sms))
                launch_fold_pairs(r, g, f, dst, cs, sms);
            else if (dense_fits(r, g))
                launch_fold_dense(r, g, f, n, a, dst, d, cs);
            else
                k_fold_tiles<T><<<(unsigned)(r.nout * n), FOLD_LANES, 0, cs>>>(r, g, f, n, a, dst, d);
        } else {
            k_fold_tiles<T><<<(unsigned)(r.nout * n), FOLD_LANES, 0, cs>>>(r, g, f, n, a, dst, d);
        }
        if (d)
            return;
    }
    while (n > 1) {
        int64_t m = (n + FOLD_TILE - 1) / FOLD_TILE;
        T *out = m == 1 ? dst : b;
        k_fold_parts<T><<<(unsigned)(r.nout * m), FOLD_LANES, 0, cs>>>(f.op, a, n, m, out);
        b = a;
        a = out;
        n = m;
    }
}

// sum, mean, prod, var, std or norm (kind) of every output.  Folds of one
// tile, and those their kernel finishes, store their results themselves;
// longer ones fold their tiles' results again and store after.
template <typename T>
static bool launch_fold(const Red &r, const Args &g, int kind, cudaStream_t cs, int sms,
                        const char *name, Error *err)
{
    bool two = kind == OP_var || kind == OP_std;
    Pass f = {FOLD_ADD, two ? T_SQ_DEV : T_VALUE, g.p, nullptr, -1, nullptr};
    if (kind == OP_prod) {
        f.op = FOLD_MUL;
    } else if (kind == OP_norm) {
        f.op = fold_norm_op(g.p);
        f.term = T_NORM;
    }
    bool var_one = two && dense_fits(r, g) && g.odt == g.idt;
    if constexpr (std::is_same_v<T, double>) {
        if (two && r.nred <= FOLD_SMALL) {
            k_var_small<<<grid(r.nout, 128 / SMALL_LANES, sms), 128, 0, cs>>>(r, g, kind);
            return true;
        }
        if (two && var_regs_fit(r, g)) {
            k_var_regs<<<grid(r.nout, 1, sms), FOLD_LANES, 0, cs>>>(r, g, kind);
            return true;
        }
    }
    if (two && !var_one && warp_outputs(r, sms)) {
        k_fold_warps<T><<<grid(r.nout, WARPS, sms), THREADS, 0, cs>>>(r, g, f, kind);
        return true;
    }
    int64_t tiles = (r.nred + FOLD_TILE - 1) / FOLD_TILE;
    bool one = tiles <= 1, finish = tiles_finish(r);
    // The scratch (k_var_one's: two values a tile), each output's result,
    // var's sums, the counters, k_var_one's flags (a value's room each).
    size_t scratch = one ? 0 : (size_t)(r.nout * (tiles + (tiles + FOLD_TILE - 1) / FOLD_TILE));
    if (var_one && !one)
        scratch = (size_t)(2 * r.nout * tiles);
    size_t counters = scratch + (one ? 0 : r.nout) + (two ? r.nout : 0);
    size_t flags = counters + (finish ? r.nout : 0);
    size_t values = flags + (var_one ? r.nout / sizeof(T) + 1 : 0);
    T *buf = nullptr;
    if (values > 0) {
        cudaError_t e = cudaMallocAsync((void **)&buf, values * sizeof(T), cs);
        if (e == cudaSuccess && finish)
            e = cudaMemsetAsync(buf + counters, 0, r.nout * sizeof(unsigned), cs);
        if (e != cudaSuccess)
            return cuda_fail(err, e, name, __FILE__, __LINE__);
    }
    T *res = one ? nullptr : buf + scratch, *sums = two ? buf + scratch + (one ? 0 : r.nout) : nullptr;
    unsigned *done = finish ? (unsigned *)(buf + counters) : nullptr;
    if constexpr (!std::is_same_v<T, uint64_t>) {
        if (var_one) {
            unsigned char *unsure = (unsigned char *)(buf + flags);
            launch_var_one(r, g, kind, tiles, buf, sums, unsure, done, cs);
            f.unsure = unsure;
            f.sums = sums;
        } else if (two) {
            f.term = T_VALUE;
            fold_pass<T>(r, g, f, buf, sums, done, cs, sms);
            f.term = T_SQ_DEV;
            f.sums = sums;
        }
    }
    f.store = one || finish ? kind : -1;
    fold_pass<T>(r, g, f, buf, res, done, cs, sms);
    if (!one && !finish)
        k_fold_store<T><<<grid(r.nout, 128, sms), 128, 0, cs>>>(r, g, kind, res);
    if (buf)
        cudaFreeAsync(buf, cs);
    return true;
}

bool cuda_launch_reduce(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_cumsum)
        return cuda_launch_cumsum(a, cs, sms, err);
    if (op == OP_cumprod)
        return cuda_launch_cumprod(a, cs, sms, err);
    if (op == OP_cummax || op == OP_cummin)
        return cuda_launch_cumextreme(op, a, cs, sms, err);
    const char *name = op_name(op);
    Args g;
    g.in = (const char *)a->in[0].data;
    g.out = (char *)a->out[0].data;
    g.idx = a->nout > 1 ? (char *)a->out[1].data : nullptr;
    g.idt = a->in[0].dtype;
    g.odt = a->out[0].dtype;
    g.p = a->sf[0];
    Red r;
    red_init(a, &r);
    int kind = op;
    bool fold = kind == OP_sum || kind == OP_mean || kind == OP_prod || kind == OP_var ||
                kind == OP_std || kind == OP_norm;
    bool ok = true;
    if (r.nout > 0 && fold)
        ok = is_float(g.idt) ? launch_fold<double>(r, g, kind, cs, sms, name, err)
                             : launch_fold<uint64_t>(r, g, kind, cs, sms, name, err);
    else if (r.nout > 0 && (in_parts(r, sms) || r.nred >= 256))
        ok = launch_ext(r, g, kind, cs, sms, name, err);
    else if (r.nout > 0)
        k_reduce<<<grid(r.nout, 128, sms), 128, 0, cs>>>(r, g, kind);
    if (!ok)
        return false;
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
