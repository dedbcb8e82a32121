// fused.cuh: what a fused kernel (fuse.cu) shares with the host that
// launches it: its one parameter, FuseArgs, and the steps its generated
// body is made of.  fuse.cu compiles the body at run time with NVRTC,
// with this header and the kernel headers it includes (ops.cuh) embedded.
//
// Each step is one of ew.cuh's: an operand loads as its dtype and
// converts to the compute type (through float16/bfloat16 where the op's
// loop does: ew_strided's "via"), the op's functor computes, and the
// result converts to its dtype as it would be stored.  A later member
// converts that stored value again, as if it had loaded it from memory.
#ifndef CST_CUDA_FUSED_CUH
#define CST_CUDA_FUSED_CUH

#include "ops.h"
#include "cuda/ops.cuh"

namespace cst {

// Tensors a fused kernel reads or writes: its members' inputs from memory
// and the results it stores.  A group with more goes member by member.
constexpr int FUSE_TENSORS = 24;
constexpr int FUSE_VEC = 4;            // elements a thread takes at a time, dense

struct FuseArgs {
    int64_t n;                          // elements
    int64_t nd;
    int64_t shape[DEV_MAX_DIMS];
    char *ptr[FUSE_TENSORS];
    int64_t stride[FUSE_TENSORS][DEV_MAX_DIMS];   // bytes; fused_strided only
    double sf[FUSE_MAX_OPS][3];         // each member's scalar operands, as OpArgs holds them
    int64_t si[FUSE_MAX_OPS][3];
    int32_t pow_mode[FUSE_MAX_OPS];     // ew.cuh's host_extra
};

// A scalar operand in compute type C (ew.cuh's host_scalar).
template <int C> __device__ __forceinline__ T_<C> scalar_of(double f, int64_t i)
{
    if constexpr (C == DT_FLOAT32)
        return (float)f;
    else if constexpr (C == DT_FLOAT64)
        return f;
    else if constexpr (C == DT_BOOL)
        return i != 0;
    else
        return (T_<C>)i;
}

// Member j's extra arguments (ew.cuh's host_extra).
template <int C> __device__ __forceinline__ Extra<C> extra_of(const FuseArgs &a, int j, bool has_lo, bool has_hi)
{
    Extra<C> e{};
    e.lo = scalar_of<C>(a.sf[j][1], a.si[j][1]);
    e.hi = scalar_of<C>(a.sf[j][2], a.si[j][2]);
    e.has_lo = has_lo;
    e.has_hi = has_hi;
    e.pow_mode = a.pow_mode[j];
    e.param[0] = a.sf[j][1];
    e.param[1] = a.sf[j][2];
    return e;
}

// A value stored as dtype S, loaded as compute type IC through dtype V
// (-1: none), as ew.cuh's load_in loads it.
template <int IC, int S, int V> __device__ __forceinline__ T_<IC> widen_in(T_<S> raw)
{
    T_<IC> v = to<IC>(nat<S>(raw));
    if constexpr (IC == DT_FLOAT32 && V >= 0)
        v = round_via(v, V);
    return v;
}

// A result of natural type OC, as dtype O stores it.
template <int O, int OC> __device__ __forceinline__ T_<O> stored(T_<OC> res)
{
    return to<O>(nat<OC>(res));
}

template <typename T, int V> struct alignas(sizeof(T) * V) FuseVec {
    T v[V];
};

} // namespace cst

#endif
