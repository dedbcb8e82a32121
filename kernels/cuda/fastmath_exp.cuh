// fastmath_exp.cuh: fast roads for the float32 functions of the
// exponential family (tanh, expm1, sinh, cosh, exp2, erf, erfc), as
// fastmath.cuh's exp32: a double y within 2^-45 of the value (relative),
// then certain_or, which needs 2^-43: it takes the exact road within
// 2^(k-42) of a midpoint, 2^k <= |y| < 2^(k+1).
//
// The parts most of them share: e^t = s (1 + q), s = 2^(n/64) from the
// table and q = e^r - 1 by a polynomial, so that e^t - 1 = (s - 1) + s q
// keeps its relative bound near t = 0 where exp_near's e^t - 1 cancels.
#ifndef CST_CUDA_FASTMATH_EXP_CUH
#define CST_CUDA_FASTMATH_EXP_CUH

#include "cuda/fastmath.cuh"

namespace cst {

// 2^(n/64) for the integer n that k holds as k = n + 1.5 * 2^52 (the
// shifter's low bits), |n| < 64 * 1022: the table's entry (within 2^-53)
// times a power of two, exactly.
__host__ __device__ __forceinline__ double exp2_64th(double k)
{
    int ni = (int)(int32_t)bits_of(k);
    return FM_TABLE(exp2_64)[ni & 63] * double_of((int64_t)((ni >> 6) + 1023) << 52);
}

// e^r - 1 for |r| <= ln2/128 by its Taylor polynomial of degree 5: the
// remainder, about r^6/720, is within 2^-47.1 of |r|; the roundings of
// the terms after r weigh 2^-53 of r^2/2 < 2^-8.5 |r|, and the last fma's
// 2^-53 of the result: within 2^-47 of e^r - 1 (relative).  q(0) is 0.
__host__ __device__ __forceinline__ double expm1_small(double r)
{
    double p = fma(r, fma(r, fma(r, 1.0 / 120, 1.0 / 24), 1.0 / 6), 0.5);
    return fma(r * r, p, r);
}

struct ExpParts {
    double s, q;                 // e^t = s (1 + q)
};

// e^t's parts for |t| < 708, t = n ln2/64 + r (exp_near's reduction): for
// the t used here (a float, twice one, or minus a float's square) n hi
// and t - n hi are exact, and r is within 2^-53 |r| + 2^-74 of its value
// (exact for n = 0).
__host__ __device__ __forceinline__ ExpParts exp_parts(double t)
{
    const double inv = 0x1.71547652b82fep+6;          // 64 / ln2
    const double hi = 0x1.62e42fec00000p-7;           // ln2 / 64, 31 bits
    const double lo = 0x1.d1cf79abc9e3bp-38;          // ln2 / 64 - hi
    const double shifter = 0x1.8p52;
    double k = fma(t, inv, shifter);
    double n = k - shifter;
    double r = fma(-n, lo, fma(-n, hi, t));
    return {exp2_64th(k), expm1_small(r)};
}

// e^t - 1 within 2^-45 (relative) for -708 < t < 708.  With n = 0 it is
// q, within 2^-47.  Otherwise s - 1 is exact (Sterbenz) or rounds by
// 2^-53 of |s - 1| >= |s|/2, while s's own 2^-53 weighs most for n = +-1,
// where |e^t - 1| >= e^(ln2/128) - 1 = s / 186: 2^-45.5; s q's error
// (2^-47 of |q| <= ln2/128) is smaller still.
__host__ __device__ __forceinline__ double expm1_near(double t)
{
    ExpParts e = exp_parts(t);
    return fma(e.s, e.q, e.s - 1.0);
}

// (float)tanh((double)x).  tanh a = m / (m + 2), m = e^2a - 1: within
// 2^-45 + 2^-52 (two roundings, and m's error shrinks by 2/(m + 2)).
// Below 2^-13, tanh x - x (about x^3/3) is less than a quarter of x's
// ulp: the result is x; from 9.02 on, 1 - tanh a < 2 e^-2a < 2^-25, half
// the ulp below 1: the result is +-1.
__host__ __device__ __forceinline__ float tanh32(float x)
{
    float a = fabsf(x);
    if (a < 0x1p-13f)
        return x;
    if (!(a < 9.02f))
        return a == a ? copysignf(1.0f, x) : (float)tanh((double)x);
    double m = expm1_near(2.0 * (double)a);
    return certain_or(copysign(m / (m + 2.0), (double)x),
                      [x] { return (float)tanh((double)x); });
}

// (float)expm1((double)x).  Below 2^-25, expm1 x - x (about x^2/2) is
// less than a quarter of x's ulp: the result is x; at -18 and below
// e^x < 2^-25, half the ulp above -1: the result is -1.  From 88 on the
// result overflows (or x is NaN): the exact road.
__host__ __device__ __forceinline__ float expm1_32(float x)
{
    if (fabsf(x) < 0x1p-25f)
        return x;
    if (!(x > -18.0f && x < 88.0f))
        return x <= -18.0f ? -1.0f : (float)expm1((double)x);
    return certain_or(expm1_near((double)x), [x] { return (float)expm1((double)x); });
}

// (float)sinh((double)x).  sinh a = (m + m / (m + 1)) / 2, m = e^a - 1:
// two positive terms, within 2^-45 + 3 roundings.  Below 2^-12, sinh x - x
// (about x^3/6) is less than a quarter of x's ulp; from 88 on the result
// overflows (or x is NaN): the exact road.
__host__ __device__ __forceinline__ float sinh32(float x)
{
    float a = fabsf(x);
    if (a < 0x1p-12f)
        return x;
    if (!(a < 88.0f))
        return (float)sinh((double)x);
    double m = expm1_near((double)a);
    return certain_or(copysign(0.5 * (m + m / (m + 1.0)), (double)x),
                      [x] { return (float)sinh((double)x); });
}

// (float)cosh((double)x).  cosh a = (e + 1/e) / 2, e = s (1 + q) within
// 2^-51 (s's 2^-53, s q's 2^-47 of |q| <= 2^-7.5, the fma's rounding):
// two positive terms, within 2^-49.  From 88 on the result overflows (or x
// is NaN): the exact road.
__host__ __device__ __forceinline__ float cosh32(float x)
{
    float a = fabsf(x);
    if (!(a < 88.0f))
        return (float)cosh((double)x);
    ExpParts p = exp_parts((double)a);
    double e = fma(p.s, p.q, p.s);
    return certain_or(0.5 * e + 0.5 / e, [x] { return (float)cosh((double)x); });
}

// (float)exp2((double)x).  x = n/64 + r exactly (|r| <= 1/128: 64 x is
// exact and so is x - n/64), 2^r = 1 + q with q = e^(r ln2) - 1 by
// expm1_small (its argument within 2^-53 |r ln2|): s (1 + q) within 2^-51.
// Outside (-126, 128) the result is subnormal or overflows (or x is NaN).
__host__ __device__ __forceinline__ float exp2_32(float x)
{
    if (!(x > -126.0f && x < 128.0f))
        return (float)exp2((double)x);
    const double shifter = 0x1.8p52;
    double k = fma((double)x, 64.0, shifter);
    double r = fma(k - shifter, -1.0 / 64, (double)x);
    double s = exp2_64th(k);
    return certain_or(fma(s, expm1_small(r * 0x1.62e42fefa39efp-1), s),
                      [x] { return (float)exp2((double)x); });
}

} // namespace cst

#endif
