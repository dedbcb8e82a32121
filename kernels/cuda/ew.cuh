// ew.cuh: how the CUDA backend runs an elementwise op (ops.cuh) over its
// operands, the twin of kernels/cpu/iter.c: dimensions are coalesced the
// same way, then one of three kernels runs:
//  - ew_contig: every tensor operand dense, in the op's own dtype (bool for
//    a comparison's result and where's condition) and 16-byte aligned:
//    128-bit loads and stores, one vector per thread, two for heavy math
//    (small blocks: on an H200, 1024 float32 a block read and wrote 2^28
//    elements in place at 4.25 TB/s, cudaMemcpy's rate, where 2048 or 4096
//    a block ran at 4.0); float16/bfloat16 heavy math (exp, tanh …)
//    looks its results up in a table instead (lut.cuh), or with two
//    inputs starts from a float estimate (reduced.cuh);
//  - ew_rows: two coalesced dimensions at most (a broadcast row or
//    column, a transposed operand, a strided view), every tensor operand
//    in the op's own dtype: a thread walks columns of a row, so no element
//    costs a division;
//  - ew_strided: anything else (up to 8 dimensions, stride 0 where
//    broadcast, any mix of dtypes): each element's offsets from its index,
//    operands converted as they load and store, as cpu_iterate converts.
// Scalar operands arrive converted to their compute type.
#ifndef CST_CUDA_EW_CUH
#define CST_CUDA_EW_CUH

#include <cmath>

#include "cuda/cuda.cuh"
#include "cuda/divide.cuh"
#include "cuda/lut.cuh"
#include "cuda/ops.cuh"
#include "cuda/reduced.cuh"

namespace cst {

constexpr int EW_THREADS = 256;

// The body of a long op, called out of line: inlined into the eight
// elements an ew_contig thread takes, igamma's float32 body made a kernel
// of 897 KB of code, which ran from outside the instruction cache (2^26
// elements on an H100 at 0.05 of PyTorch's speed); out of line, one body.
template <typename F, int C, typename... X>
__device__ __noinline__ T_<C> apply_outlined(const Extra<C> e, X... x)
{
    return F::template apply<C>(e, x...);
}

// A split op's (ops.cuh) long road, called out of line: run apart from
// the quick one (split_results), it need not be inlined for speed.
template <typename F, int C>
__device__ __noinline__ T_<C> rare_outlined(const Extra<C> e, T_<C> x)
{
    return F::template rare<C>(e, x);
}

// An elementwise op as its line of ops.def describes it: the functor F
// (ops.cuh), the compute kinds it has loops for, its rule (a comparison
// writes bool, where's input 0 loads as bool) and its cost: the vectors
// per thread in ew_contig.  One keeps the most loads in flight for cheap
// ops; ops whose math outweighs their loads (float32's exp in double
// precision and its kin) hide it behind a second one: on an H200, exp of
// 2^28 float32 ran at 3.91 TB/s with one, 4.15 with two or four.
// A float16/bfloat16 table (lut.cuh) serves heavy one-input ops, whose
// results depend on the input and the parameters alone.  A long op's
// body is called out of line (above).
template <typename F, int KINDS, int RULE, int COST, int PARAMS> struct Ew : F {
    static constexpr int kinds = KINDS;
    static constexpr bool compare = RULE == RULE_COMPARE;
    static constexpr bool where = RULE == RULE_WHERE;
    static constexpr int unroll = COST == OPS_COST_LIGHT ? 1 : 2;
    static constexpr int params = PARAMS;
    static constexpr bool table = F::arity == 1 && COST > 1;
    static constexpr bool split = requires { F::split; };
    using Fn = F;
    template <int C, typename... X> __device__ __forceinline__ static T_<C> apply(const Extra<C> &e, X... x)
    {
        if constexpr (COST == OPS_COST_LONG)
            return apply_outlined<F, C>(e, x...);
        else
            return F::template apply<C>(e, x...);
    }
};

// One case of a launch switch per EW line of ops.def.
#define EW_CASE(name, params, rule, kinds, cost)                                                   \
    case OP_##name:                                                                                \
        return launch_ew<Ew<Op_##name, OPS_KINDS_##kinds, RULE_##rule, OPS_COST_##cost, params>>( \
            a, a->dtype, sms, cs, op_name(op), err);

// Input 0's compute type (bool for where's condition) and the result's
// (bool for comparisons).
template <typename Op, int C> __host__ __device__ constexpr int in0_type()
{
    return Op::where ? (int)DT_BOOL : C;
}
template <typename Op, int C> __host__ __device__ constexpr int out_type()
{
    return Op::compare ? (int)DT_BOOL : C;
}

template <typename Op, int C> struct Scalars {
    T_<in0_type<Op, C>()> s0;
    T_<C> s1, s2;
    bool is[3];
};

struct EwOperand {
    char *ptr;
    int dtype;
    int via;                           // DT_FLOAT16/DT_BFLOAT16: round through it
    int64_t stride[DEV_MAX_DIMS];      // bytes, per coalesced dimension
};

template <typename Op, int C> struct StridedParams {
    EwOperand op[4];                   // op[0] the result, op[1 + k] input k
    int64_t shape[DEV_MAX_DIMS];       // coalesced, innermost last
    FastDiv div[DEV_MAX_DIMS];         // by shape[d], where narrow
    int nd;
    bool narrow;                       // n < 2^31: 32-bit coordinates
    int64_t n;
    Scalars<Op, C> sc;
    Extra<C> extra;
};

template <typename Op, int D> struct ContigParams {
    void *out;
    const void *in[3];
    int64_t n;
    Scalars<Op, buffer_of(D)> sc;
    Extra<buffer_of(D)> extra;
};

// ew_rows: at most two coalesced dimensions, every tensor operand in the
// op's own dtype: element (r, c) of operand k at r * rs[k] + c * cs[k].
template <typename Op, int D> struct RowsParams {
    void *out;
    const void *in[3];
    int64_t rows, cols;
    int64_t rs[4], cs[4];              // elements; [0] the result, [1 + k] input k
    Scalars<Op, buffer_of(D)> sc;
    Extra<buffer_of(D)> extra;
};

template <typename T, int V> struct alignas(sizeof(T) * V) Vec {
    T v[V];
};

// ------------------------------------------------------------- device

template <int IC> __device__ __forceinline__ T_<IC> load_in(const EwOperand &o, int64_t off)
{
    T_<IC> v = load_dyn<IC>(o.ptr + off, o.dtype);
    if constexpr (IC == DT_FLOAT32)
        v = round_via(v, o.via);
    return v;
}

template <typename Op, int C>
__global__ void __launch_bounds__(EW_THREADS) ew_strided(const StridedParams<Op, C> p)
{
    constexpr int N = Op::arity, IC0 = in0_type<Op, C>(), OC = out_type<Op, C>();
    const int64_t step = (int64_t)gridDim.x * blockDim.x;
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n; i += step) {
        int64_t off[N + 1] = {};
        int64_t r = i;
        uint32_t r32 = (uint32_t)i;
#pragma unroll
        for (int d = DEV_MAX_DIMS - 1; d >= 0; d--) {
            if (d < p.nd) {
                int64_t idx;
                if (d == 0) {
                    idx = p.narrow ? r32 : r;
                } else if (p.narrow) {
                    uint32_t q = p.div[d].div(r32);
                    idx = r32 - q * (uint32_t)p.shape[d];
                    r32 = q;
                } else {
                    idx = r % p.shape[d];
                    r /= p.shape[d];
                }
#pragma unroll
                for (int k = 0; k <= N; k++)
                    off[k] += idx * p.op[k].stride[d];
            }
        }
        T_<OC> res;
        T_<IC0> x = p.sc.is[0] ? p.sc.s0 : load_in<IC0>(p.op[1], off[1]);
        if constexpr (N == 1) {
            res = Op::template apply<C>(p.extra, x);
        } else {
            T_<C> y = p.sc.is[1] ? p.sc.s1 : load_in<C>(p.op[2], off[2]);
            if constexpr (N == 2) {
                res = Op::template apply<C>(p.extra, x, y);
            } else {
                T_<C> z = p.sc.is[2] ? p.sc.s2 : load_in<C>(p.op[3], off[3]);
                res = Op::template apply<C>(p.extra, x, y, z);
            }
        }
        store_dyn(p.op[0].ptr + off[0], p.op[0].dtype, nat<OC>(res));
    }
}

// Storage dtype D to compute type C and back (identity unless D is
// float16/bfloat16).
template <int D, int C> __device__ __forceinline__ T_<C> widen(T_<D> v)
{
    if constexpr (D == C)
        return v;
    else
        return to<C>(nat<D>(v));
}

template <typename Op, int D> struct ContigTypes {
    static constexpr int C = buffer_of(D);
    static constexpr int S0 = Op::where ? (int)DT_BOOL : D;
    static constexpr int SO = Op::compare ? (int)DT_BOOL : D;
    static constexpr int V = 16 / sizeof(T_<D>);
};

// A one-input op's result for x stored as the result's dtype.
template <typename Op, int D>
__device__ __forceinline__ T_<ContigTypes<Op, D>::SO> unary_result(const Extra<buffer_of(D)> &e,
                                                                   T_<buffer_of(D)> x)
{
    constexpr int C = buffer_of(D);
    return widen<out_type<Op, C>(), ContigTypes<Op, D>::SO>(Op::template apply<C>(e, x));
}

// Whether op Op on storage dtype D starts from a float estimate
// (reduced.cuh): float16/bfloat16 results of the heavy two-input functions.
template <typename Op, int D> __host__ __device__ constexpr bool estimates()
{
    if constexpr (Op::arity == 2)
        return reduced_takes<typename Op::Fn, D>();
    else
        return false;
}

// The exact road of an op with an estimate, out of line: inlined, the
// double-precision work ran for every element (3 ms for logaddexp of 2^26
// float16 on an H200, where it must for 1 in 100).
template <typename Op, int C>
__device__ __noinline__ T_<C> binary_exact(Extra<C> e, T_<C> x, T_<C> y)
{
    return Op::template apply<C>(e, x, y);
}

// A two-input op's result stored as the result's dtype.
template <typename Op, int D>
__device__ __forceinline__ T_<ContigTypes<Op, D>::SO> binary_result(const Extra<buffer_of(D)> &e,
                                                                    T_<buffer_of(D)> x, T_<buffer_of(D)> y)
{
    constexpr int C = buffer_of(D);
    if constexpr (estimates<Op, D>()) {
        bool unsure;
        T_<D> r = reduced_value<D, typename Op::Fn>(e, x, y, unsure);
        return unsure ? to<D>(binary_exact<Op, C>(e, x, y)) : r;
    } else {
        return widen<out_type<Op, C>(), ContigTypes<Op, D>::SO>(Op::template apply<C>(e, x, y));
    }
}

// A split op's results r for a thread's K elements x (those not in
// valid[] are not computed): every element's quick road, then the rare
// road for those that need it, gathered across the warp: each lane puts
// its rare elements in the warp's queue in shared memory, the warp runs
// the rare road over the queue 32 at a time, and each lane takes its
// results back.  In place, the rare road ran for every element at which
// some lane of 32 needed it: for ndtri of randn, whose tails are one
// element in eleven, 7.6 times in 8 elements; queued, about once.  Every
// thread of the block's EW_THREADS calls it.
template <typename Op, int C, int K>
__device__ __forceinline__ void split_results(const Extra<C> &e, const T_<C> (&x)[K], const bool (&valid)[K],
                                              T_<C> (&r)[K])
{
    __shared__ T_<C> queue[EW_THREADS * K];
    T_<C> *q = queue + threadIdx.x / 32 * 32 * K;
    const int lane = (int)(threadIdx.x % 32);
    uint32_t rare = 0;
#pragma unroll
    for (int k = 0; k < K; k++) {
        bool slow;
        r[k] = Op::Fn::template quick<C>(e, x[k], slow);
        rare |= (uint32_t)(slow && valid[k]) << k;
    }
    // This lane's place in the queue: the rare elements of the lanes below.
    int at = __popc(rare);
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        int below = __shfl_up_sync(~0u, at, d);
        at += lane >= d ? below : 0;
    }
    const int total = __shfl_sync(~0u, at, 31);
    if (total == 0)
        return;
    at -= __popc(rare);
    int slot = at;
#pragma unroll
    for (int k = 0; k < K; k++)
        if (rare >> k & 1)
            q[slot++] = x[k];
    __syncwarp();
    for (int i = lane; i < total; i += 32)
        q[i] = rare_outlined<typename Op::Fn, C>(e, q[i]);
    __syncwarp();
    slot = at;
#pragma unroll
    for (int k = 0; k < K; k++)
        if (rare >> k & 1)
            r[k] = q[slot++];
    __syncwarp();   // the queue's next use (ew_rows' next row)
}

// One element at index i of a dense launch.
template <typename Op, int D>
__device__ __forceinline__ void contig_one(const ContigParams<Op, D> &p, int64_t i)
{
    using Ty = ContigTypes<Op, D>;
    constexpr int C = Ty::C, N = Op::arity;
    T_<in0_type<Op, C>()> x =
        p.sc.is[0] ? p.sc.s0 : widen<Ty::S0, in0_type<Op, C>()>(((const T_<Ty::S0> *)p.in[0])[i]);
    if constexpr (N == 1) {
        ((T_<Ty::SO> *)p.out)[i] = unary_result<Op, D>(p.extra, x);
    } else if constexpr (N == 2) {
        T_<C> y = p.sc.is[1] ? p.sc.s1 : widen<D, C>(((const T_<D> *)p.in[1])[i]);
        ((T_<Ty::SO> *)p.out)[i] = binary_result<Op, D>(p.extra, x, y);
    } else {
        T_<C> y = p.sc.is[1] ? p.sc.s1 : widen<D, C>(((const T_<D> *)p.in[1])[i]);
        T_<C> z = p.sc.is[2] ? p.sc.s2 : widen<D, C>(((const T_<D> *)p.in[2])[i]);
        ((T_<Ty::SO> *)p.out)[i] = widen<out_type<Op, C>(), Ty::SO>(Op::template apply<C>(p.extra, x, y, z));
    }
}

template <typename Op, int D>
__global__ void __launch_bounds__(EW_THREADS) ew_contig(const ContigParams<Op, D> p)
{
    using Ty = ContigTypes<Op, D>;
    constexpr int C = Ty::C, V = Ty::V, N = Op::arity;
    const int64_t nvec = p.n / V;
    constexpr int EW_UNROLL = Op::unroll;
    const int64_t base = (int64_t)blockIdx.x * blockDim.x * EW_UNROLL + threadIdx.x;
    // Every load of the thread is issued before the first store: the
    // result may be an input itself (an in-place op).
    Vec<T_<Ty::S0>, V> a[EW_UNROLL];
    Vec<T_<D>, V> b[EW_UNROLL], c[EW_UNROLL];
#pragma unroll
    for (int u = 0; u < EW_UNROLL; u++) {
        int64_t v = base + (int64_t)u * blockDim.x;
        if (v < nvec) {
            if (!p.sc.is[0])
                a[u] = ((const Vec<T_<Ty::S0>, V> *)p.in[0])[v];
            if constexpr (N >= 2)
                if (!p.sc.is[1])
                    b[u] = ((const Vec<T_<D>, V> *)p.in[1])[v];
            if constexpr (N >= 3)
                if (!p.sc.is[2])
                    c[u] = ((const Vec<T_<D>, V> *)p.in[2])[v];
        }
    }
    [[maybe_unused]] T_<C> split_r[EW_UNROLL * V];
    if constexpr (Op::split) {
        T_<C> x[EW_UNROLL * V];
        bool valid[EW_UNROLL * V];
#pragma unroll
        for (int k = 0; k < EW_UNROLL * V; k++) {
            valid[k] = base + (int64_t)(k / V) * blockDim.x < nvec;
            x[k] = p.sc.is[0] ? p.sc.s0 : valid[k] ? widen<D, C>(a[k / V].v[k % V]) : (T_<C>)0;
        }
        split_results<Op, C>(p.extra, x, valid, split_r);
    }
#pragma unroll
    for (int u = 0; u < EW_UNROLL; u++) {
        int64_t v = base + (int64_t)u * blockDim.x;
        if (v >= nvec)
            continue;
        Vec<T_<Ty::SO>, V> o;
        [[maybe_unused]] auto x_of = [&](int j) {
            return p.sc.is[0] ? p.sc.s0 : widen<Ty::S0, in0_type<Op, C>()>(a[u].v[j]);
        };
        [[maybe_unused]] auto y_of = [&](int j) { return p.sc.is[1] ? p.sc.s1 : widen<D, C>(b[u].v[j]); };
        if constexpr (estimates<Op, D>()) {
            // Every element's estimate, branch free; then the exact road
            // for those it leaves unsure.
            auto x_est = [&](int j) { return p.sc.is[0] ? p.sc.s0 : estimate_operand<D>(a[u].v[j]); };
            auto y_est = [&](int j) { return p.sc.is[1] ? p.sc.s1 : estimate_operand<D>(b[u].v[j]); };
            uint32_t unsure = 0;
#pragma unroll
            for (int j = 0; j < V; j++) {
                bool no;
                o.v[j] = reduced_value<D, typename Op::Fn>(p.extra, x_est(j), y_est(j), no);
                unsure |= (uint32_t)no << j;
            }
            if (unsure) {
#pragma unroll
                for (int j = 0; j < V; j++)
                    if (unsure >> j & 1)
                        o.v[j] = to<D>(binary_exact<Op, C>(p.extra, x_of(j), y_of(j)));
            }
        } else {
#pragma unroll
            for (int j = 0; j < V; j++) {
                if constexpr (Op::split) {
                    o.v[j] = widen<C, Ty::SO>(split_r[u * V + j]);
                } else if constexpr (N == 1) {
                    o.v[j] = unary_result<Op, D>(p.extra, x_of(j));
                } else if constexpr (N == 2) {
                    o.v[j] = binary_result<Op, D>(p.extra, x_of(j), y_of(j));
                } else {
                    T_<C> z = p.sc.is[2] ? p.sc.s2 : widen<D, C>(c[u].v[j]);
                    o.v[j] = widen<out_type<Op, C>(), Ty::SO>(Op::template apply<C>(p.extra, x_of(j), y_of(j), z));
                }
            }
        }
        ((Vec<T_<Ty::SO>, V> *)p.out)[v] = o;
    }
    // The last n % V elements, one per thread of the first threads.
    int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (t < p.n - nvec * V)
        contig_one<Op, D>(p, nvec * V + t);
}

// Rows of a broadcast, transposed or strided operation: a block takes
// ROWS_UNROLL * EW_THREADS columns of rows blockIdx.y, blockIdx.y +
// gridDim.y, ..., each thread ROWS_UNROLL of them a blockDim apart, loads
// first (the result may be an input, element for element); no division
// finds an element, and a row's loads coalesce wherever an operand's
// columns are contiguous (a broadcast one's are the same few lines).
constexpr int ROWS_UNROLL = 4;

template <typename Op, int D>
__global__ void __launch_bounds__(EW_THREADS) ew_rows(const RowsParams<Op, D> p)
{
    using Ty = ContigTypes<Op, D>;
    constexpr int C = Ty::C, N = Op::arity, U = ROWS_UNROLL;
    using X = T_<Ty::S0>;
    using Y = T_<D>;
    for (int64_t r = blockIdx.y; r < p.rows; r += gridDim.y) {
        int64_t c0 = (int64_t)blockIdx.x * blockDim.x * U + threadIdx.x;
        X xs[U];
        Y ys[U], zs[U];
#pragma unroll
        for (int u = 0; u < U; u++) {
            int64_t c = c0 + (int64_t)u * blockDim.x;
            if (c >= p.cols)
                continue;
            if (!p.sc.is[0])
                xs[u] = ((const X *)p.in[0])[r * p.rs[1] + c * p.cs[1]];
            if constexpr (N >= 2)
                if (!p.sc.is[1])
                    ys[u] = ((const Y *)p.in[1])[r * p.rs[2] + c * p.cs[2]];
            if constexpr (N >= 3)
                if (!p.sc.is[2])
                    zs[u] = ((const Y *)p.in[2])[r * p.rs[3] + c * p.cs[3]];
        }
        [[maybe_unused]] T_<C> split_r[U];
        if constexpr (Op::split) {
            T_<C> x[U];
            bool valid[U];
#pragma unroll
            for (int u = 0; u < U; u++) {
                valid[u] = c0 + (int64_t)u * blockDim.x < p.cols;
                x[u] = p.sc.is[0] ? p.sc.s0 : valid[u] ? widen<D, C>(xs[u]) : (T_<C>)0;
            }
            split_results<Op, C>(p.extra, x, valid, split_r);
        }
#pragma unroll
        for (int u = 0; u < U; u++) {
            int64_t c = c0 + (int64_t)u * blockDim.x;
            if (c >= p.cols)
                continue;
            T_<in0_type<Op, C>()> x = p.sc.is[0] ? p.sc.s0 : widen<Ty::S0, in0_type<Op, C>()>(xs[u]);
            T_<Ty::SO> *o = (T_<Ty::SO> *)p.out + r * p.rs[0] + c * p.cs[0];
            if constexpr (Op::split) {
                *o = widen<C, Ty::SO>(split_r[u]);
            } else if constexpr (N == 1) {
                *o = unary_result<Op, D>(p.extra, x);
            } else if constexpr (N == 2) {
                T_<C> y = p.sc.is[1] ? p.sc.s1 : widen<D, C>(ys[u]);
                *o = binary_result<Op, D>(p.extra, x, y);
            } else {
                T_<C> y = p.sc.is[1] ? p.sc.s1 : widen<D, C>(ys[u]);
                T_<C> z = p.sc.is[2] ? p.sc.s2 : widen<D, C>(zs[u]);
                *o = widen<out_type<Op, C>(), Ty::SO>(Op::template apply<C>(p.extra, x, y, z));
            }
        }
    }
}

// --------------------------------------------------------------- host

// Operands as the launch sees them, dimensions coalesced as cpu_iterate
// coalesces them (size-1 dimensions dropped, ordered by the result's
// strides, neighbours merged where every operand is contiguous across them).
struct Layout {
    int nops;                            // 1 + inputs
    const DevTensor *t[4];               // NULL: a scalar operand
    int nd;                              // 0: an empty tensor
    int64_t shape[DEV_MAX_DIMS];
    int64_t stride[4][DEV_MAX_DIMS];     // elements
    int64_t n;
};

void ew_layout(const OpArgs *a, int nin, Layout *l);

// The launch's error, if any, as an Error.
bool ew_check_launch(Error *err, const char *what);

template <int C> T_<C> host_scalar(const OpArgs *a, int k)
{
    if constexpr (C == DT_FLOAT32)
        return (float)a->sf[k];
    else if constexpr (C == DT_FLOAT64)
        return a->sf[k];
    else if constexpr (C == DT_BOOL)
        return a->si[k] != 0;
    else
        return (T_<C>)a->si[k];
}

template <int C> Extra<C> host_extra(const OpArgs *a)
{
    Extra<C> e{};
    e.lo = host_scalar<C>(a, 1);
    e.hi = host_scalar<C>(a, 2);
    e.has_lo = a->in_is_scalar[1];
    e.has_hi = a->in_is_scalar[2];
    double x = a->in_is_scalar[1] && !a->in_is_scalar[0] ? a->sf[1] : NAN;
    e.pow_mode = x == 2 ? POW_2 : x == 3 ? POW_3 : x == 0.5 ? POW_HALF : x == -0.5 ? POW_MHALF
               : x == -1 ? POW_M1 : x == -2 ? POW_M2 : POW_ANY;
    e.param[0] = a->sf[1];
    e.param[1] = a->sf[2];
    return e;
}

template <typename Op, int C> Scalars<Op, C> host_scalars(const OpArgs *a)
{
    Scalars<Op, C> s{};
    s.is[0] = a->in_is_scalar[0];
    s.is[1] = Op::arity > 1 && a->in_is_scalar[1];
    s.is[2] = Op::arity > 2 && a->in_is_scalar[2];
    if (s.is[0])
        s.s0 = host_scalar<in0_type<Op, C>()>(a, 0);
    if (s.is[1])
        s.s1 = host_scalar<C>(a, 1);
    if (s.is[2])
        s.s2 = host_scalar<C>(a, 2);
    return s;
}

// What the typed kernels' parameters share: the pointers, the scalars and
// the extra arguments, in compute type C.
template <typename Op, int C, typename P> void typed_params(P &p, const OpArgs *a)
{
    p.out = a->out[0].data;
    for (int k = 0; k < Op::arity; k++)
        p.in[k] = a->in_is_scalar[k] ? NULL : a->in[k].data;
    p.sc = host_scalars<Op, C>(a);
    p.extra = host_extra<C>(a);
}

template <typename Op, int D>
bool run_contig(const OpArgs *a, const Layout &l, cudaStream_t cs, Error *err)
{
    using Ty = ContigTypes<Op, D>;
    ContigParams<Op, D> p{};
    typed_params<Op, Ty::C>(p, a);
    p.n = l.n;
    int64_t nvec = l.n / Ty::V;
    int64_t per_block = (int64_t)EW_THREADS * Op::unroll;
    int64_t blocks = (nvec + per_block - 1) / per_block;
    ew_contig<Op, D><<<(unsigned)(blocks > 0 ? blocks : 1), EW_THREADS, 0, cs>>>(p);
    return ew_check_launch(err, "ew_contig");
}

// A heavy one-input op on dense float16/bfloat16: by table (lut.cuh),
// or computed where the device keeps no more tables of its parameters.
template <typename Op, int D>
bool run_table(const OpArgs *a, const Layout &l, int sms, cudaStream_t cs, Error *err)
{
    // host_extra's parameters; none (zeros) for an op without them.
    double param[2] = {0, 0};
    if constexpr (Op::params > 0) {
        param[0] = a->sf[1];
        param[1] = a->sf[2];
    }
    const uint16_t *table;
    if (!lut_of<typename Op::Fn, D>(param, &table, err))
        return false;
    if (!table)
        return run_contig<Op, D>(a, l, cs, err);
    return cuda_lut_apply(table, (const uint16_t *)a->in[0].data, (uint16_t *)a->out[0].data, l.n, sms,
                          cs, err);
}

template <typename Op, int D>
bool run_rows(const OpArgs *a, const Layout &l, cudaStream_t cs, Error *err)
{
    using Ty = ContigTypes<Op, D>;
    RowsParams<Op, D> p{};
    typed_params<Op, Ty::C>(p, a);
    p.rows = l.nd == 2 ? l.shape[0] : 1;
    p.cols = l.shape[l.nd - 1];
    for (int k = 0; k < l.nops; k++) {
        p.rs[k] = l.nd == 2 ? l.stride[k][0] : 0;
        p.cs[k] = l.stride[k][l.nd - 1];
    }
    int64_t per_block = (int64_t)EW_THREADS * ROWS_UNROLL;
    dim3 grid((unsigned)((p.cols + per_block - 1) / per_block),
              (unsigned)(p.rows < 65535 ? p.rows : 65535));
    ew_rows<Op, D><<<grid, EW_THREADS, 0, cs>>>(p);
    return ew_check_launch(err, "ew_rows");
}

template <typename Op, int C>
bool run_strided(const OpArgs *a, const Layout &l, int sms, cudaStream_t cs, Error *err)
{
    StridedParams<Op, C> p{};
    bool reduced = a->dtype == DT_FLOAT16 || a->dtype == DT_BFLOAT16;
    for (int k = 0; k < l.nops; k++) {
        EwOperand *o = &p.op[k];
        const DevTensor *t = l.t[k];
        if (!t)
            continue;
        size_t es = size_of(t->dtype);
        o->ptr = (char *)t->data;
        o->dtype = t->dtype;
        // Another dtype's values enter a float16/bfloat16 computation as
        // that dtype's values, then widen (iter.c's "via").
        int want = k == 0 ? -1 : k == 1 ? in0_type<Op, C>() : C;
        o->via = reduced && want == DT_FLOAT32 && t->dtype != a->dtype ? a->dtype : -1;
        for (int d = 0; d < l.nd; d++)
            o->stride[d] = l.stride[k][d] * (int64_t)es;
    }
    p.narrow = l.n < (int64_t)1 << 31;
    for (int d = 0; d < l.nd; d++) {
        p.shape[d] = l.shape[d];
        if (p.narrow)
            p.div[d] = FastDiv((uint32_t)l.shape[d]);
    }
    p.nd = l.nd;
    p.n = l.n;
    p.sc = host_scalars<Op, C>(a);
    p.extra = host_extra<C>(a);
    int64_t blocks = (l.n + EW_THREADS - 1) / EW_THREADS, most = (int64_t)sms * 16;
    ew_strided<Op, C><<<(unsigned)(blocks < most ? blocks : most), EW_THREADS, 0, cs>>>(p);
    return ew_check_launch(err, "ew_strided");
}

bool ew_unsupported(const OpArgs *a, const char *op, Error *err);

// Whether the dense kernel can take the launch for storage dtype d.
bool ew_dense(const Layout &l, int nin, DType d, bool compare, bool where);

// Whether ew_rows can take it: two coalesced dimensions at most, every
// tensor operand in storage dtype d (bool for a comparison's result and
// where's condition).
bool ew_rows_fit(const Layout &l, int nin, DType d, bool compare, bool where);

template <typename Op, int D>
bool run_dtype(const OpArgs *a, const Layout &l, int sms, cudaStream_t cs, const char *name,
               Error *err)
{
    constexpr int C = buffer_of(D);
    if constexpr ((Op::kinds & kind_of(C)) != 0) {
        bool dense = ew_dense(l, Op::arity, (DType)D, Op::compare, Op::where);
        if constexpr (is_reduced(D) && Op::table)
            if (dense && !a->in_is_scalar[0])
                return run_table<Op, D>(a, l, sms, cs, err);
        if (dense)
            return run_contig<Op, D>(a, l, cs, err);
        if (ew_rows_fit(l, Op::arity, (DType)D, Op::compare, Op::where))
            return run_rows<Op, D>(a, l, cs, err);
        return run_strided<Op, C>(a, l, sms, cs, err);
    } else {
        return ew_unsupported(a, name, err);
    }
}

// Runs op Op over a, computing in dtype d's compute type: a->dtype for
// the ops of ops.def, the result's dtype for copy and fill.
template <typename Op>
bool launch_ew(const OpArgs *a, DType d, int sms, cudaStream_t cs, const char *name, Error *err)
{
    Layout l;
    ew_layout(a, Op::arity, &l);
    if (l.nd == 0)
        return true;
    switch (d) {
    case DT_BOOL: return run_dtype<Op, DT_BOOL>(a, l, sms, cs, name, err);
    case DT_UINT8: return run_dtype<Op, DT_UINT8>(a, l, sms, cs, name, err);
    case DT_INT8: return run_dtype<Op, DT_INT8>(a, l, sms, cs, name, err);
    case DT_INT16: return run_dtype<Op, DT_INT16>(a, l, sms, cs, name, err);
    case DT_INT32: return run_dtype<Op, DT_INT32>(a, l, sms, cs, name, err);
    case DT_INT64: return run_dtype<Op, DT_INT64>(a, l, sms, cs, name, err);
    case DT_FLOAT16: return run_dtype<Op, DT_FLOAT16>(a, l, sms, cs, name, err);
    case DT_BFLOAT16: return run_dtype<Op, DT_BFLOAT16>(a, l, sms, cs, name, err);
    case DT_FLOAT32: return run_dtype<Op, DT_FLOAT32>(a, l, sms, cs, name, err);
    case DT_FLOAT64: return run_dtype<Op, DT_FLOAT64>(a, l, sms, cs, name, err);
    default: return ew_unsupported(a, name, err);
    }
}

} // namespace cst

#endif
