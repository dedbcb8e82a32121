// reduced.cuh: float16 and bfloat16 results of two-input functions
// without double precision or loops.  ops.cuh computes them as float32
// does (in double, or fmod's loop), then rounds to the result's dtype; a
// float16 tensor holds twice the elements of a float32 one per byte, so
// that the work outran its memory (logaddexp of 2^26 float16: 536 us on
// an H200 against PyTorch's 127).
//
// Here a few float instructions give an estimate v and a bound e on its
// distance from the exact road's float.  Rounding is monotone, so when
// v - e and v + e round to the same float16 (bfloat16), so does every
// float between them, the exact road's included; otherwise (0.2-0.7% of
// randn's elements) the exact road decides.  The estimates have no
// branches: the launcher (ew.cuh) computes all of a thread's elements,
// then takes the exact road for the few it must.  Each bound covers the
// instructions' documented errors (PTX's ex2.approx and lg2.approx) with
// room to spare; tests/fastmath/reduced.cu checks every pair
// of 16-bit operands against the exact road on the device.  A function
// whose float32 is computed in float (atan2, kernels/floatfn.h) takes no
// estimate: its exact road costs what CUDA's atan2f had cost as one.
#ifndef CST_CUDA_REDUCED_CUH
#define CST_CUDA_REDUCED_CUH

#include "cuda/ops.cuh"

namespace cst {

// A float estimate and its bound; e = 0: v is the exact road's float;
// e = INFINITY: no estimate (special operands, ranges the bound does not
// cover).
struct Estimate {
    float v, e;
};

// Which ops have an estimate; Reduced<Op_name>::of(extra, x, y) gives it,
// exact says whether its bound is always 0 or INFINITY, and bfloat16
// whether bfloat16 results take it too.
template <typename Fn> struct Reduced {
    static constexpr bool has = false;
};

struct Estimated {
    static constexpr bool has = true, exact = false, bfloat16 = true;
};

struct Exact {
    static constexpr bool has = true, exact = true, bfloat16 = true;
};

// Whether op Fn's results of storage dtype D start from its estimate.
template <typename Fn, int D> __host__ __device__ constexpr bool reduced_takes()
{
    if constexpr (Reduced<Fn>::has)
        return D == DT_FLOAT16 || (D == DT_BFLOAT16 && Reduced<Fn>::bfloat16);
    else
        return false;
}

// Op Fn's value for x and y stored as dtype D from its estimate, and in
// unsure whether the exact road must decide instead: v - e and v + e,
// rounded by one instruction, differ (for an Exact op: e is not 0).  An
// estimate of INFINITY spans every value, and a finite v is never NaN
// (each estimate sees to both).
template <int D, typename Fn>
__device__ __forceinline__ T_<D> reduced_value(const Extra<DT_FLOAT32> &extra, float x, float y, bool &unsure)
{
    Estimate est = Reduced<Fn>::of(extra, x, y);
    if constexpr (Reduced<Fn>::exact) {
        unsure = est.e != 0.0f;
        if constexpr (D == DT_FLOAT16)
            return __half_as_ushort(__float2half_rn(est.v));
        else
            return __bfloat16_as_ushort(__float2bfloat16_rn(est.v));
    } else {
        uint32_t both;
        if constexpr (D == DT_FLOAT16) {
            __half2 h = __floats2half2_rn(est.v - est.e, est.v + est.e);
            memcpy(&both, &h, sizeof both);
        } else {
            __nv_bfloat162 h = __floats2bfloat162_rn(est.v - est.e, est.v + est.e);
            memcpy(&both, &h, sizeof both);
        }
        unsure = (both & 0xffff) != both >> 16;
        return (T_<D>)both;
    }
}

// A stored operand as an estimate takes it: float16's hardware conversion
// without convert.cuh's care for a NaN's sign, as no estimate takes a NaN.
template <int D> __device__ __forceinline__ float estimate_operand(T_<D> v)
{
    if constexpr (D == DT_FLOAT16)
        return __half2float(__ushort_as_half(v));
    else
        return bf16_to_float(v);
}

// The special function unit's 2^x, log2 x and 1/sqrt(x), flushing
// subnormals (PTX's ex2/lg2/rsqrt.approx.ftz.f32: 2 ulp, 2^-22.6 absolute
// on [1, 2), 2^-22.9 relative): without the library functions' scaling
// of subnormal arguments, which no estimate needs.
__device__ __forceinline__ float sfu_exp2(float x)
{
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}

__device__ __forceinline__ float sfu_log2(float x)
{
    float y;
    asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}

__device__ __forceinline__ float sfu_rsqrt(float x)
{
    float y;
    asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}

// e where ok holds, else no estimate.
__device__ __forceinline__ Estimate estimate_if(bool ok, float v, float e)
{
    return {ok ? v : 0.0f, ok ? e : INFINITY};
}

// sqrt(x^2 + y^2): the squares of float16 values are exact in float (22
// bits), bfloat16's too (16) where they neither overflow nor come near
// float's subnormals; the sum rounds once, the square root is rsqrt's
// with one Newton step (within an ulp).
template <> struct Reduced<Op_hypot> : Estimated {
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &, float x, float y)
    {
        float s = x * x + y * y;
        float r = sfu_rsqrt(s), v0 = s * r;
        float v = fmaf(fmaf(-v0, v0, s), 0.5f * r, v0);
        return estimate_if(s >= 0x1p-100f && s <= 0x1p126f, v, v * 0x1p-21f);
    }
};

// 2^(y log2 x) for x > 0, the general exponent only (pow_mode's special
// ones are exact float arithmetic already): log2 x within 2^-22.6, so t
// within 2^-22.6 |y| + 2^-24 |t|, which 2^t turns into a relative error
// of ln2 times that; 2^t adds 2 ulp.  Results outside float's normal
// range take the exact road.
template <> struct Reduced<Op_pow> : Estimated {
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &e, float x, float y)
    {
        float t = y * sfu_log2(x), v = sfu_exp2(t);
        bool ok = e.pow_mode == POW_ANY && x >= 0x1p-126f && fabsf(t) < 126.0f;
        return estimate_if(ok, v, v * (0x1p-21f + (fabsf(y) + fabsf(t)) * 0x1p-23f));
    }
};

// C's fmod(x, y) of float16/bfloat16 values in a few instructions, exact
// where |x| < 2^12 |y| and |y| is a normal float below 2^126: q = trunc(|x|
// / |y|), the quotient within 2 ulp (__fdividef), is its integer part or
// one more or less, and |x| - q |y| is then exact in float (a multiple of
// |y|'s last bit below 2 |y|), so one fma gives it and one addition or
// subtraction corrects it; the sign is x's.  Infinite or NaN operands, a
// zero divisor and the rest take the exact road (CUDA's fmodf, a loop).
__device__ __forceinline__ Estimate fmod_estimate(float x, float y)
{
    float ax = fabsf(x), ay = fabsf(y);
    float q = truncf(__fdividef(ax, ay));
    float r = fmaf(-q, ay, ax);
    r = r < 0.0f ? r + ay : r >= ay ? r - ay : r;
    bool ok = ax < INFINITY && ay >= 0x1p-126f && ay < 0x1p126f && ax < 0x1p12f * ay;
    return estimate_if(ok, copysignf(r, x), 0.0f);
}

// bfloat16's fmod: CUDA's loop is as fast for its 8 bits (the matrix on an
// H200: 0.92 of PyTorch's speed by the loop, 0.78-0.85 by the estimate).
template <> struct Reduced<Op_fmod> : Exact {
    static constexpr bool bfloat16 = false;
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &, float x, float y)
    {
        return fmod_estimate(x, y);
    }
};

// Python's remainder (ops.cuh's mod_): fmod, then y added where the signs
// differ, as the exact road adds it.
template <> struct Reduced<Op_mod> : Exact {
    static constexpr bool bfloat16 = false;
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &, float x, float y)
    {
        Estimate m = fmod_estimate(x, y);
        m.v = m.v != 0.0f && (y < 0.0f) != (m.v < 0.0f) ? m.v + y : m.v;
        return m;
    }
};

// m + g, g = log2(1 + 2^-d') for m = max(x, y) and d' = |x - y| in base 2
// (times log2 e for logaddexp), g then in the result's base: 2^-d' within
// 2 ulp (g within 2^-23 absolute; flushed to zero below 2^-126), 1 + 2^-d'
// rounds (2^-24), lg2 is within 2^-22.6 on [1, 2], the products by d's
// and g's scale each round once (2^-24 |g| at most): g within 2^-21
// absolute, and m + g and the exact road's float round within an ulp of
// the sum between them.
template <bool Base2>
__device__ __forceinline__ Estimate logaddexp_estimate(float x, float y)
{
    constexpr float to2 = 1.44269504f, from2 = 0.693147182f;   // log2 e, ln 2
    float m = fmaxf(x, y), d = fabsf(x - y);
    float g = sfu_log2(1.0f + sfu_exp2(Base2 ? -d : -d * to2));
    float v = m + (Base2 ? g : g * from2);
    return estimate_if(fabsf(x) < INFINITY && fabsf(y) < INFINITY, v, 0x1p-21f + fabsf(v) * 0x1p-23f);
}

template <> struct Reduced<Op_logaddexp> : Estimated {
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &, float x, float y)
    {
        return logaddexp_estimate<false>(x, y);
    }
};

template <> struct Reduced<Op_logaddexp2> : Estimated {
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &, float x, float y)
    {
        return logaddexp_estimate<true>(x, y);
    }
};

// glu's x / (1 + e^-y): t = -y log2 e within 2^-23.4 |t| (the float
// constant and the product), which 2^t turns into ln2 times that, and
// ex2's 2 ulp; 1 + 2^t rounds once, __fdividef's quotient is within 2 ulp
// and the product by x rounds once (a relative error of 2^t's moves the
// quotient by at most as much).  Arguments where 2^t would overflow, and
// results outside float's normal range, take the exact road.
template <> struct Reduced<Op_glu> : Estimated {
    __device__ __forceinline__ static Estimate of(const Extra<DT_FLOAT32> &, float x, float y)
    {
        float t = -y * 1.44269504f;
        float v = x * __fdividef(1.0f, 1.0f + sfu_exp2(t));
        bool ok = fabsf(t) < 126.0f && fabsf(v) >= 0x1p-100f && fabsf(v) < 0x1p126f;
        return estimate_if(ok, v, fabsf(v) * (0x1p-20f + fabsf(t) * 0x1p-23f));
    }
};

} // namespace cst

#endif
