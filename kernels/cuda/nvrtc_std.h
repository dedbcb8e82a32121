// nvrtc_std.h: what the kernel headers take from the C and C++ standard
// headers and CUDA's half-precision headers, for a fused kernel compiled
// at run time (fuse.cu): NVRTC has no standard library, and a machine
// with a driver need not have the toolkit's headers.  The generated
// source includes it first; every standard header it names is empty.
// The conversions are the instructions CUDA's own headers use.
#ifndef CST_NVRTC_STD_H
#define CST_NVRTC_STD_H

typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef long long intptr_t;
typedef unsigned long long uintptr_t;
typedef unsigned long size_t;
#define NULL 0

#define INFINITY __int_as_float(0x7f800000)
#define NAN __int_as_float(0x7fc00000)
#define FLT_MAX 3.402823466e+38F
#define FLT_MIN 1.175494351e-38F

namespace std {
template <class T> __device__ constexpr const T &max(const T &a, const T &b) { return a < b ? b : a; }
template <class T> __device__ constexpr const T &min(const T &a, const T &b) { return b < a ? b : a; }
template <class T> struct is_integral { static constexpr bool value = false; };
#define CST_INTEGRAL(t) \
    template <> struct is_integral<t> { static constexpr bool value = true; };
CST_INTEGRAL(bool) CST_INTEGRAL(char) CST_INTEGRAL(signed char) CST_INTEGRAL(unsigned char)
CST_INTEGRAL(short) CST_INTEGRAL(unsigned short) CST_INTEGRAL(int) CST_INTEGRAL(unsigned)
CST_INTEGRAL(long) CST_INTEGRAL(unsigned long) CST_INTEGRAL(long long) CST_INTEGRAL(unsigned long long)
#undef CST_INTEGRAL
template <class T> constexpr bool is_integral_v = is_integral<T>::value;
} // namespace std

struct __half {
    unsigned short x;
};
struct __nv_bfloat16 {
    unsigned short x;
};
__device__ __forceinline__ __half __ushort_as_half(unsigned short u) { return {u}; }
__device__ __forceinline__ unsigned short __half_as_ushort(__half h) { return h.x; }
__device__ __forceinline__ unsigned short __bfloat16_as_ushort(__nv_bfloat16 b) { return b.x; }
__device__ __forceinline__ float __half2float(__half h)
{
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h.x));
    return f;
}
__device__ __forceinline__ __half __float2half_rn(float f)
{
    __half h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h.x) : "f"(f));
    return h;
}
__device__ __forceinline__ __nv_bfloat16 __float2bfloat16_rn(float f)
{
    __nv_bfloat16 b;
    asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(b.x) : "f"(f));
    return b;
}

#endif
