// convert.cuh: element types and dtype conversions on the device, the
// twins of src/dtype.c and kernels/sim/iter.c: the same bits for every
// value, NaN included where the C code fixes them (a float16 NaN is
// sign|0x7e00, a bfloat16 NaN 0x7fc0).
//
// A value loads as its "natural" type (int64_t for bool and integers,
// float for float16/bfloat16/float32, double for float64), as PyTorch's
// casts start from, and converts from there (to<D>): integers wrap,
// floats to integers truncate (NaN, inf and values outside int64 give 0),
// float16/bfloat16 round through float.
#ifndef CST_CUDA_CONVERT_CUH
#define CST_CUDA_CONVERT_CUH

#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <type_traits>

#include "base/dtype.h"

namespace cst {

// Storage type of each dtype; W: the unsigned type integer arithmetic
// wraps in (wide enough that nothing promotes to int).
template <int D> struct Ct;
template <> struct Ct<DT_BOOL> { using T = uint8_t; using N = int64_t; };
template <> struct Ct<DT_UINT8> { using T = uint8_t; using W = uint32_t; using N = int64_t; };
template <> struct Ct<DT_INT8> { using T = int8_t; using W = uint32_t; using N = int64_t; };
template <> struct Ct<DT_INT16> { using T = int16_t; using W = uint32_t; using N = int64_t; };
template <> struct Ct<DT_INT32> { using T = int32_t; using W = uint32_t; using N = int64_t; };
template <> struct Ct<DT_INT64> { using T = int64_t; using W = uint64_t; using N = int64_t; };
template <> struct Ct<DT_FLOAT16> { using T = uint16_t; using N = float; };
template <> struct Ct<DT_BFLOAT16> { using T = uint16_t; using N = float; };
template <> struct Ct<DT_FLOAT32> { using T = float; using N = float; };
template <> struct Ct<DT_FLOAT64> { using T = double; using N = double; };

template <int D> using T_ = typename Ct<D>::T;

__host__ __device__ constexpr bool is_int(int d)
{
    return d == DT_UINT8 || d == DT_INT8 || d == DT_INT16 || d == DT_INT32 || d == DT_INT64;
}
__host__ __device__ constexpr bool is_float(int d)
{
    return d == DT_FLOAT16 || d == DT_BFLOAT16 || d == DT_FLOAT32 || d == DT_FLOAT64;
}
__host__ __device__ constexpr bool is_reduced(int d)
{
    return d == DT_FLOAT16 || d == DT_BFLOAT16;
}
// Bytes per element (dtype.c's dtype_size: the library links none of cst).
__host__ __device__ constexpr size_t size_of(int d)
{
    return d == DT_BOOL || d == DT_UINT8 || d == DT_INT8 ? 1
         : d == DT_INT16 || d == DT_FLOAT16 || d == DT_BFLOAT16 ? 2
         : d == DT_INT32 || d == DT_FLOAT32 ? 4 : 8;
}

// The dtype a kernel computes in for values of dtype d (cpu_buffer_dtype).
__host__ __device__ constexpr int buffer_of(int d)
{
    return is_reduced(d) ? DT_FLOAT32 : d;
}

// Exact for every value; a NaN stays a NaN of the same sign, which
// signbit and copysign see (its payload may differ from dtype.c's, which
// nothing can see).
__device__ __forceinline__ float half_to_float(uint16_t h)
{
    float f = __half2float(__ushort_as_half(h));
    return f == f ? f : __uint_as_float(__float_as_uint(f) & 0x7fffffffu | (uint32_t)(h & 0x8000) << 16);
}

// The hardware conversions round to nearest even, overflow to infinity and
// keep subnormals, as dtype.c does; only NaNs are written differently.
__device__ __forceinline__ uint16_t float_to_half(float f)
{
    if (f != f)
        return (uint16_t)((__float_as_uint(f) >> 16) & 0x8000) | 0x7e00;
    return __half_as_ushort(__float2half_rn(f));
}

__device__ __forceinline__ float bf16_to_float(uint16_t b)
{
    return __uint_as_float((uint32_t)b << 16);
}

__device__ __forceinline__ uint16_t float_to_bf16(float f)
{
    if (f != f)
        return 0x7fc0;
    return __bfloat16_as_ushort(__float2bfloat16_rn(f));
}

// Truncation toward zero where C defines it; 0 elsewhere (dtype.c).
__device__ __forceinline__ int64_t f2i(double v)
{
    return v >= -9223372036854775808.0 && v < 9223372036854775808.0 ? (int64_t)v : 0;
}

// The natural value of a stored element.
template <int S> __device__ __forceinline__ typename Ct<S>::N nat(T_<S> v)
{
    if constexpr (S == DT_BOOL)
        return v != 0;
    else if constexpr (S == DT_FLOAT16)
        return half_to_float(v);
    else if constexpr (S == DT_BFLOAT16)
        return bf16_to_float(v);
    else
        return v;
}

// A natural value (int64_t, float or double) stored as dtype D.
template <int D, typename X> __device__ __forceinline__ T_<D> to(X v)
{
    if constexpr (D == DT_BOOL)
        return v != 0;
    else if constexpr (D == DT_FLOAT16)
        return float_to_half((float)v);
    else if constexpr (D == DT_BFLOAT16)
        return float_to_bf16((float)v);
    else if constexpr (D == DT_FLOAT32 || D == DT_FLOAT64)
        return (T_<D>)v;
    else if constexpr (std::is_integral_v<X>)
        return (T_<D>)v;
    else
        return (T_<D>)f2i((double)v);
}

// An element of run-time dtype dt at p, as compute type C.
template <int C> __device__ __forceinline__ T_<C> load_dyn(const char *p, int dt)
{
    switch (dt) {
    case DT_BOOL: return to<C>(nat<DT_BOOL>(*(const uint8_t *)p));
    case DT_UINT8: return to<C>(nat<DT_UINT8>(*(const uint8_t *)p));
    case DT_INT8: return to<C>(nat<DT_INT8>(*(const int8_t *)p));
    case DT_INT16: return to<C>(nat<DT_INT16>(*(const int16_t *)p));
    case DT_INT32: return to<C>(nat<DT_INT32>(*(const int32_t *)p));
    case DT_INT64: return to<C>(nat<DT_INT64>(*(const int64_t *)p));
    case DT_FLOAT16: return to<C>(nat<DT_FLOAT16>(*(const uint16_t *)p));
    case DT_BFLOAT16: return to<C>(nat<DT_BFLOAT16>(*(const uint16_t *)p));
    case DT_FLOAT32: return to<C>(*(const float *)p);
    default: return to<C>(*(const double *)p);
    }
}

// A natural value stored at p as run-time dtype dt.
template <typename X> __device__ __forceinline__ void store_dyn(char *p, int dt, X v)
{
    switch (dt) {
    case DT_BOOL: *(uint8_t *)p = to<DT_BOOL>(v); break;
    case DT_UINT8: *(uint8_t *)p = to<DT_UINT8>(v); break;
    case DT_INT8: *(int8_t *)p = to<DT_INT8>(v); break;
    case DT_INT16: *(int16_t *)p = to<DT_INT16>(v); break;
    case DT_INT32: *(int32_t *)p = to<DT_INT32>(v); break;
    case DT_INT64: *(int64_t *)p = to<DT_INT64>(v); break;
    case DT_FLOAT16: *(uint16_t *)p = to<DT_FLOAT16>(v); break;
    case DT_BFLOAT16: *(uint16_t *)p = to<DT_BFLOAT16>(v); break;
    case DT_FLOAT32: *(float *)p = to<DT_FLOAT32>(v); break;
    default: *(double *)p = to<DT_FLOAT64>(v); break;
    }
}

// A float held between steps rounded to float16/bfloat16 and back (the
// "via" of kernels/sim/iter.c).
__device__ __forceinline__ float round_via(float v, int via)
{
    if (via == DT_FLOAT16)
        return half_to_float(float_to_half(v));
    if (via == DT_BFLOAT16)
        return bf16_to_float(float_to_bf16(v));
    return v;
}

} // namespace cst

#endif
