/* floatfn.h: float32 functions computed in float, one implementation
 * compiled into both backends (kernels/cpu/elementwise.c and
 * kernels/cuda/ops.cuh), so that both devices give the same bits: erf,
 * erfc, asin, acos, asinh, atanh, atan2, lgamma, and the exp, log and
 * log1p inside gelu, softplus, logsigmoid, logaddexp, logaddexp2 and
 * specfun.h's float functions; and the log and exp of the float random
 * draws (randn, multinomial's keys, dist.h's maps; kernels/philox.h).  A
 * GPU runs float at twice double's rate or more, and these functions were
 * bound by double's (cst(7): the transcendental functions of float32).
 *
 * Written with + - * /, sqrtf and fmaf alone, which IEEE arithmetic rounds
 * the same on every machine: the CUDA files build with --fmad=false, cst's
 * C in ISO mode does not contract, and fmaf is one rounding everywhere (an
 * instruction on a GPU and in the processor's AVX2 clone, the C library's
 * exact fmaf elsewhere).  No branches on the data where a select does: the
 * simulated device's loops stay vectorised, and a warp does not diverge
 * (lgamma's one branch, to Stirling's formula from |x| = 3, is rarely
 * taken, and GCC makes it a select).
 * Each function is within 2 ulp of the exact value over every float but
 * erfc (4 ulp, as CUDA's erfcf) and logaddexp and logaddexp2 (3 ulp of
 * the larger of the result and the inputs: PyTorch's formula, whose sum
 * cancels); lgamma's error below 0 is in ulps of the larger of the result
 * and 1 (the reflection's difference cancels near lgamma's zeros), and
 * above 0 within 1.5 ulp.  tests/fastmath/floatfn.c measures them.  The
 * polynomials are near-minimax fits (tests/fastmath/fit_floatfn.py). */
#ifndef CST_FLOATFN_H
#define CST_FLOATFN_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#ifdef __CUDACC__
#define FF_FN static __host__ __device__ inline
#else
#define FF_FN static inline __attribute__((always_inline))
#endif

#if defined(__CUDA_ARCH__)
#define FF_UNROLL _Pragma("unroll")
#elif defined(__CUDACC__)
#define FF_UNROLL
#else
#define FF_UNROLL _Pragma("GCC unroll 16")
#endif

#define FF_LN2_HI 0x1.62e4p-1f            /* ln 2 in 16 bits: e * FF_LN2_HI is exact */
#define FF_LN2_LO 0x1.7f7d1cp-20f         /* ln 2 - FF_LN2_HI */

FF_FN uint32_t ff_bits(float x)
{
    uint32_t b;
    memcpy(&b, &x, 4);
    return b;
}

FF_FN float ff_float(uint32_t b)
{
    float x;
    memcpy(&x, &b, 4);
    return x;
}

/* c[0] + c[1] x + ... + c[n-1] x^(n-1) by Horner's rule. */
FF_FN float ff_poly(float x, const float *c, int n)
{
    float p = c[n - 1];
    FF_UNROLL
    for (int i = n - 2; i >= 0; i--)
        p = fmaf(p, x, c[i]);
    return p;
}

/* p 2^k for an integer k in [-252, 254]: two powers of two, each normal,
 * so that a subnormal result rounds once, in the second product. */
FF_FN float ff_scale(float p, int32_t k)
{
    int32_t k1 = k >> 1, k2 = k - k1;
    return p * ff_float((uint32_t)(k1 + 127) << 23) * ff_float((uint32_t)(k2 + 127) << 23);
}

/* The integer nearest x (|x| < 2^22), as a float and as an int: the
 * shifter's ulp is 1, so adding it rounds x, and its low bits hold it. */
#define FF_SHIFTER 0x1.8p23f
FF_FN int32_t ff_rint_bits(float shifted)
{
    return (int32_t)ff_bits(shifted) - (int32_t)ff_bits(FF_SHIFTER);
}

/* e^x = 2^k p: k = rint(x / ln2), r = x - k ln2 in two fma steps, p =
 * e^r = 1 + r + r^2 q(r) on |r| <= ln2/2 (polynomial error 2^-28.2).
 * Beyond [-104, 89] the result is 0 or inf already. */
FF_FN float ff_exp_parts(float x, int32_t *k)
{
    const float c[] = {0x1p+0f, 0x1p+0f, 0x1.fffffcp-2f, 0x1.555492p-3f, 0x1.5558aep-5f,
                       0x1.12397ep-7f, 0x1.6a4f54p-10f};
    float t = x < -104.0f ? -104.0f : x > 89.0f ? 89.0f : x;   /* NaN stays */
    float shifted = fmaf(t, 0x1.715476p+0f, FF_SHIFTER);
    float n = shifted - FF_SHIFTER;
    float r = fmaf(-n, 0x1.62e43p-1f, t);
    r = fmaf(-n, -0x1.05c61p-29f, r);                          /* ln2 - its float */
    *k = ff_rint_bits(shifted);
    return ff_poly(r, c, 7);
}

FF_FN float ff_exp(float x)
{
    int32_t k;
    float p = ff_exp_parts(x, &k);
    return ff_scale(p, k);
}

/* 2^x for x <= 0: 2^k 2^r, k = rint(x), r = x - k exactly, 2^r by a
 * polynomial on |r| <= 1/2 (error 2^-28.3). */
FF_FN float ff_exp2_neg(float x)
{
    const float c[] = {0x1p+0f, 0x1.62e43p-1f, 0x1.ebfbdcp-3f, 0x1.c6af7ap-5f, 0x1.3b2dd2p-7f,
                       0x1.5f094ap-10f, 0x1.417abap-13f};
    float t = x < -151.0f ? -151.0f : x;
    float shifted = t + FF_SHIFTER;
    float r = t - (shifted - FF_SHIFTER);
    return ff_scale(ff_poly(r, c, 7), ff_rint_bits(shifted));
}

/* w(f) = -1/2 + f q(f) for |f| <= 1/3 (a little more), where log1p(f) =
 * f + f^2 w(f) (polynomial error 2^-30). */
FF_FN float ff_log1p_tail(float f)
{
    const float c[] = {0x1.555556p-2f, -0x1.ffff16p-3f, 0x1.9997eep-3f, -0x1.5597e6p-3f,
                       0x1.24eb74p-3f, -0x1.f3a65ep-4f, 0x1.b91dd8p-4f, -0x1.06d852p-3f,
                       0x1.e9d82cp-4f};
    return fmaf(f, ff_poly(f, c, 9), -0.5f);
}

/* e ln2 + log1p(f) for |f| <= 1/3 (a little more). */
FF_FN float ff_log_parts(float f, int32_t e)
{
    float r = fmaf(f * f, ff_log1p_tail(f), f);
    float fe = (float)e;
    return fmaf(fe, FF_LN2_HI, fmaf(fe, FF_LN2_LO, r));
}

/* The exponent e that leaves u = m 2^e with m in [2/3, 4/3), u positive
 * and normal (any other u gives some e, without overflow: callers mend
 * those results). */
FF_FN int32_t ff_log_exponent(float u)
{
    return (int32_t)(ff_bits(u) - 0x3f2aaaabu) >> 23;
}

/* log(1 + x) for x > -1 (NaN below, -inf at -1, inf at inf, -0 at -0).  u = 1 + x
 * rounds, but f = (1 + x) 2^-e - 1 is one fma of x: the rounding of u
 * only picks e.  From 2^24 on, 1 + x is x within half an ulp, and f is
 * u's own m - 1. */
FF_FN float ff_log1p(float x)
{
    float u = 1.0f + x;
    int32_t e = ff_log_exponent(u);
    float s = ff_float((uint32_t)(127 - (e > 24 ? 24 : e)) << 23);
    float m = ff_float(ff_bits(u) - ((uint32_t)e << 23));
    float r = ff_log_parts(e > 24 ? m - 1.0f : fmaf(x, s, s - 1.0f), e);
    r = x == -1.0f ? -INFINITY : r;
    r = x < -1.0f ? NAN : r;
    return x == INFINITY || x != x || x == 0 ? x : r;     /* -0 stays */
}

/* log(2^k a) for a positive normal a and a small integer k. */
FF_FN float ff_log_scaled(float a, int32_t k)
{
    int32_t e = ff_log_exponent(a);
    float m = ff_float(ff_bits(a) - ((uint32_t)e << 23));
    return ff_log_parts(m - 1.0f, e + k);
}

/* log(x) for any float: a subnormal x scaled by 2^23 first; 0 gives
 * -inf, a negative NaN. */
FF_FN float ff_log(float x)
{
    int sub = x < 0x1p-126f;
    float r = ff_log_scaled(sub ? x * 0x1p23f : x, sub ? -23 : 0);
    r = x == 0 ? -INFINITY : r;
    return x < 0 || x != x ? NAN : x == INFINITY ? x : r;
}

/* erf(x) = x + x p(x^2) below 0.921875 (error 2^-30), else 1 - e^q(|x|)
 * (q near log erfc, absolute error 2^-27) up to 3.93, past which erf
 * rounds to 1. */
FF_FN float ff_erf_small(float x)
{
    const float c[] = {0x1.06eba8p-3f, -0x1.81274p-2f, 0x1.ce2d64p-4f, -0x1.b80112p-6f,
                       0x1.544954p-8f, -0x1.a5fe48p-11f, 0x1.4f2da2p-14f};
    return fmaf(x, ff_poly(x * x, c, 7), x);
}

FF_FN float ff_erf(float x)
{
    const float q[] = {0x1.53f0a8p-12f, -0x1.2158e8p+0f, -0x1.43749p-1f, -0x1.c351b6p-4f,
                       0x1.b2448cp-6f, -0x1.3ab114p-8f, 0x1.3fde8ep-11f, -0x1.97e196p-15f,
                       0x1.00e04ep-19f, -0x1.b7159ap-27f};
    float a = fabsf(x);
    float b = a > 3.93f ? 3.93f : a;
    float big = copysignf(1.0f - ff_exp(ff_poly(b, q, 10)), x);
    return a < 0.921875f ? ff_erf_small(x) : big;
}

/* erfc(x): 1 - erf(x) for |x| < 1/2 (erf is at most 0.52 there);
 * beyond, erfc(a) = e^-a^2 g(t) / a, t = (a - 3/2) / (a + 3/2) (g near
 * a erfc(a) e^a^2, which t's rounding barely moves; error 2^-29), with
 * a^2 = h + l exactly (fma) and e^-a^2 = 2^k p (1 - l), e^-h = 2^k p,
 * scaled last; erfc(-a) = 2 - erfc(a).  From 10.1 on erfc(a)
 * rounds to 0. */
FF_FN float ff_erfc(float x)
{
    const float c[] = {0x1.edf488p-2f, 0x1.d3df3ap-3f, -0x1.ba9a14p-3f, 0x1.f9682p-5f,
                       0x1.44d8c2p-6f, -0x1.2013p-7f, -0x1.5281dp-8f, 0x1.02e5bp-11f,
                       0x1.7e20a4p-10f, 0x1.58d87ep-12f, -0x1.84528ap-12f};
    float a = fabsf(x);
    a = a > 10.1f ? 10.1f : a;
    float t = (a - 1.5f) / (a + 1.5f);
    float h = a * a, l = fmaf(a, a, -h);
    int32_t k;
    float w = ff_exp_parts(-h, &k) * (ff_poly(t, c, 11) / a);
    float v = ff_scale(fmaf(-w, l, w), k);
    float big = x < 0 ? 2.0f - v : v;
    return fabsf(x) < 0.5f ? 1.0f - ff_erf_small(x) : big;
}

/* asin(s) - s for |s| <= 1/2: s z p(z), z = s^2 (asin's error 2^-27.6). */
FF_FN float ff_asin_tail(float s, float z)
{
    const float c[] = {0x1.5555c8p-3f, 0x1.330206p-4f, 0x1.747b72p-5f, 0x1.8c415ap-6f,
                       0x1.5959aap-5f};
    return s * z * ff_poly(z, c, 5);
}

#define FF_PIO2_HI 0x1.921fb6p+0f         /* pi/2 rounded to float */
#define FF_PIO2_LO -0x1.777a5cp-25f       /* pi/2 - FF_PIO2_HI */

/* Past 1/2, asin a = pi/2 - 2 asin s and acos a = 2 asin s, s =
 * sqrt((1 - a) / 2) (exact but for the root): 2 asin s = 2 s + far, where
 * far holds the root's residual (one fma) and the tail. */
struct FfFar {
    float s, far;
};

FF_FN struct FfFar ff_asin_far(float a)
{
    float z = fmaf(-0.5f, a, 0.5f);
    float s = sqrtf(z);
    float lo = z > 0 ? fmaf(-s, s, z) / (2.0f * s) : 0.0f;
    struct FfFar r = {s, 2.0f * (lo + ff_asin_tail(s, z))};
    return r;
}

FF_FN float ff_asin(float x)
{
    float a = fabsf(x);
    struct FfFar f = ff_asin_far(a);
    float big = copysignf((FF_PIO2_HI - 2.0f * f.s) + (FF_PIO2_LO - f.far), x);
    return a <= 0.5f ? x + ff_asin_tail(x, x * x) : big;
}

/* acos x = pi/2 - asin x to 1/2, 2 asin s past it, pi - 2 asin s below
 * -1/2. */
FF_FN float ff_acos(float x)
{
    float a = fabsf(x);
    float near = FF_PIO2_HI - (x - (FF_PIO2_LO - ff_asin_tail(x, x * x)));
    struct FfFar f = ff_asin_far(a);
    float big = x > 0 ? 2.0f * f.s + f.far
                      : (2.0f * FF_PIO2_HI - 2.0f * f.s) + (2.0f * FF_PIO2_LO - f.far);
    return a <= 0.5f ? near : big;
}

/* atanh: s + s z p(z) to 1/2 (error 2^-32.8), then log1p(2a / (1 - a))
 * / 2, 1 - a exact. */
FF_FN float ff_atanh(float x)
{
    const float c[] = {0x1.555558p-2f, 0x1.99979ep-3f, 0x1.24d1bap-3f, 0x1.bfab0ep-4f,
                       0x1.af156ap-4f, 0x1.15d7a6p-6f, 0x1.7b2bf8p-3f};
    float a = fabsf(x), z = x * x;
    float big = copysignf(0.5f * ff_log1p(2.0f * a / (1.0f - a)), x);
    return a <= 0.5f ? fmaf(x * z, ff_poly(z, c, 7), x) : big;
}

/* asinh: s + s z p(z) to 1/2 (error 2^-35.4), then log1p(a + a^2 / (1 +
 * sqrt(1 + a^2))) below 2^24, and log1p(a) + ln2 from there, where 1 + a
 * is a within half an ulp and log1p(a) log(a) within 2^-24. */
FF_FN float ff_asinh(float x)
{
    const float c[] = {-0x1.555556p-3f, 0x1.333392p-4f, -0x1.6dc7d6p-5f, 0x1.f311bcp-6f,
                       -0x1.736e64p-6f, 0x1.188392p-6f, -0x1.2d53e8p-7f};
    float a = fabsf(x), z = x * x;
    int far = a >= 0x1p24f;
    float big = ff_log1p(far ? a : a + z / (1.0f + sqrtf(1.0f + z)));
    big = far ? big + 0x1.62e43p-1f : big;
    return copysignf(a <= 0.5f ? fmaf(x * z, ff_poly(z, c, 7), x) : big, x);   /* -0 */
}

/* atan2(y, x): t = min / max of |y| and |x| in [0, 1] (one division),
 * a = atan t = t + t z p(z), z = t^2 (error 2^-28.5); then pi/2 - a where
 * |y| > |x|, pi - a where x < 0 (or x is -0), pi/2 + a where both, and
 * y's sign.  Zeros and infinities give C's atan2's angles. */
FF_FN float ff_atan2(float y, float x)
{
    const float c[] = {-0x1.55553ep-2f, 0x1.9991eap-3f, -0x1.2420fap-3f, 0x1.c092dep-4f,
                       -0x1.5820f8p-4f, 0x1.da8a34p-5f, -0x1.fe581cp-6f, 0x1.652948p-7f,
                       -0x1.d5581ap-10f};
    float ay = fabsf(y), ax = fabsf(x);
    float small = ay < ax ? ay : ax, large = ay < ax ? ax : ay;
    float t = large == 0 ? 0.0f : small == INFINITY ? 1.0f : small / large;
    float z = t * t;
    float a = fmaf(t * z, ff_poly(z, c, 9), t);
    int steep = ay > ax, back = signbit(x) != 0;
    float hi = steep ? FF_PIO2_HI : back ? 2.0f * FF_PIO2_HI : 0.0f;
    float lo = steep ? FF_PIO2_LO : back ? 2.0f * FF_PIO2_LO : 0.0f;
    float r = hi + ((steep != back ? -a : a) + lo);
    r = x != x || y != y ? x + y : r;
    return copysignf(r, y);
}

/* x + e, an unevaluated sum: lgamma's sums that cancel keep their parts
 * apart until the last. */
struct FfSum {
    float x, e;
};

/* x + y exactly (Knuth's two-sum: either may be the larger). */
FF_FN struct FfSum ff_two_sum(float x, float y)
{
    float s = x + y, v = s - x;
    struct FfSum r = {s, (x - (s - v)) + (y - v)};
    return r;
}

/* log(v 2^b) as a sum, for a positive normal v (0 gives some finite sum:
 * callers mend it).  v 2^b = m 2^n: x = n FF_LN2_HI + (m - 1), both parts
 * exact, rounded once (the first part is 0 or the larger), and e its
 * error plus n FF_LN2_LO + log1p(m - 1) - (m - 1). */
FF_FN struct FfSum ff_log_sum(float v, int32_t b)
{
    int32_t e = ff_log_exponent(v);
    float f = ff_float(ff_bits(v) - ((uint32_t)e << 23)) - 1.0f;
    float n = (float)(e + b);
    float h = n * FF_LN2_HI, x = h + f;
    struct FfSum r = {x, (f - (x - h)) + fmaf(n, FF_LN2_LO, f * f * ff_log1p_tail(f))};
    return r;
}

/* log(u) as a sum for u >= 0: a subnormal u scaled by 2^23 first. */
FF_FN struct FfSum ff_log_sum_any(float u)
{
    int sub = u < 0x1p-126f;
    return ff_log_sum(sub ? u * 0x1p23f : u, sub ? -23 : 0);
}

/* Horner's rule over n coefficients, each element's from c1 where one,
 * c2 where two, cm elsewhere: three polynomials at the cost of one and
 * two selects a coefficient. */
FF_FN float ff_poly_pick(float t, int one, int two, const float *c1, const float *cm,
                         const float *c2, int n)
{
    float p = one ? c1[n - 1] : two ? c2[n - 1] : cm[n - 1];
    FF_UNROLL
    for (int i = n - 2; i >= 0; i--)
        p = fmaf(p, t, one ? c1[i] : two ? c2[i] : cm[i]);
    return p;
}

/* A float near Gamma's minimum (1.4616...), and lgamma there, which this
 * float holds within 2^-46. */
#define FF_LGAMMA_X0 0x1.75e0dcp+0f
#define FF_LGAMMA_Y0 -0x1.f19aeap-4f

/* lgamma(a) for 3/4 <= a < 3, and lgamma(1 + a) for a small a < 3/4: of
 * that argument b, t (H + q(t)), t = b - 1, below 1.25 and t = b - 2 from
 * 1.75, which vanish with lgamma at 1 and 2 and keep its relative
 * accuracy there (H, -gamma or 1 - gamma rounded, times t exact in the
 * fma; q's constant term holds H's rounding); between them, about
 * Gamma's minimum, where a linear term would cancel most of the value,
 * Y0 + t q(t), t = b - X0.  t is exact: a - 1, a - 2, a - X0, or a -
 * (X0 - 1) and a - 0 for a small a.  Polynomial errors 2^-28.2, 2^-31.9
 * and 2^-28.1. */
FF_FN float ff_lgamma_mid(float a, int small)
{
    const float c1[] = {0x1.d7eb48p-28f, 0x1.a51a64p-1f, -0x1.9a4d5ap-2f, 0x1.1516a2p-2f,
                        -0x1.a8bb14p-3f, 0x1.59b78cp-3f, -0x1.261d44p-3f, 0x1.20a368p-3f,
                        -0x1.f9a2e6p-4f};
    const float cm[] = {-0x1.28e7ap-10f, 0x1.effaa8p-2f, -0x1.2ee148p-3f, 0x1.097c54p-4f,
                        -0x1.0d98ep-5f, 0x1.287446p-6f, -0x1.5982e2p-7f, 0x1.813b96p-8f,
                        -0x1.eb5a2ep-10f};
    const float c2[] = {0x1.7d9a18p-28f, 0x1.4a34ccp-2f, -0x1.13dfd4p-4f, 0x1.513358p-6f,
                        -0x1.e45e3cp-8f, 0x1.7b8558p-9f, -0x1.2de602p-10f, 0x1.92e8fap-12f,
                        -0x1.273218p-14f};
    float s = small ? 1.0f : 0.0f, b = a + s;   /* rounded: it only picks */
    int one = b < 1.25f, two = b >= 1.75f;
    float c = one ? 1.0f : two ? 2.0f : FF_LGAMMA_X0;
    float t = a - (c - s);
    float q = ff_poly_pick(t, one, two, c1, cm, c2, 9);
    float h = one ? -0x1.2788dp-1f : two ? 0x1.b0ee6p-2f : 0.0f;
    return fmaf(t, h, fmaf(t, q, one | two ? 0.0f : FF_LGAMMA_Y0));
}

/* |sin(pi x)| / pi for |x| < 2^23: r, x less the even integer nearest it
 * (the shifter's ulp is 2), is exact and in [-1, 1]; |r| folded into
 * [0, 1/2] (1 - |r|, exact) keeps |sin|; then r + r z p(z), z = r^2
 * (error 2^-27.2). */
FF_FN float ff_sinpi_abs(float x)
{
    const float c[] = {-0x1.a51a5ap+0f, 0x1.9f993ap-1f, -0x1.860774p-3f, 0x1.94f9cap-6f};
    float r = fabsf(x - ((x + 0x1.8p24f) - 0x1.8p24f));
    r = r > 0.5f ? 1.0f - r : r;
    float z = r * r;
    return fmaf(r * z, ff_poly(z, c, 4), r);
}

/* lgamma(a) - (a - 1/2)(log a - 1) for a >= 3: log(2 pi) / 2 - 1/2 +
 * s p(s^2), s = 1/a (Stirling's series, fitted: error 2^-29.9 of
 * lgamma(a)). */
FF_FN float ff_lgamma_stirling_rest(float a)
{
    const float c[] = {0x1.55550ap-4f, -0x1.6ae898p-9f, 0x1.618daap-11f};
    float s = 1.0f / a;
    return fmaf(s, ff_poly(s * s, c, 3), 0x1.acfe3ap-2f);
}

/* lgamma(x) for |x| = a >= 3, given n = log a, or log|x sin(pi x) / pi|
 * below 0: lgamma(a) = m (log a - 1) + the rest, m = a - 1/2 (from 2^23
 * on rounded, d the rounding), log a - 1 = l.x + l.e (l.x - 1 exact), m
 * l.x exact in the last fma; below -3 the reflection's -(n.x + n.e) less
 * that, with m l.x as big plus its exact error and the two leading parts
 * summed exactly first, as they cancel near lgamma's zeros. */
FF_FN float ff_lgamma_far(float x, float a, struct FfSum n)
{
    struct FfSum l = x < 0 ? ff_log_sum(a, 0) : n;
    float lx = l.x - 1.0f, m = a - 0.5f, d = (a - m) - 0.5f;
    float rest = fmaf(m, l.e, fmaf(d, lx, ff_lgamma_stirling_rest(a)));
    float big = m * lx;
    struct FfSum s = ff_two_sum(n.x, big);
    float reflected = -(s.x + ((s.e + n.e) + (fmaf(m, lx, -big) + rest)));
    return x < 0 ? reflected : fmaf(m, lx, rest);
}

/* lgamma(x) = log|Gamma(x)|, as PyTorch's: +inf at the poles (0, -0 and
 * the negative integers, all floats from -2^23 down) and at +-inf, NaN
 * for NaN.  For a = |x| < 3 one polynomial (ff_lgamma_mid): lgamma(a),
 * or, for a < 3/4, lgamma(1 + a) - log a; below 0 the reflection
 * lgamma(x) = -log|x sin(pi x) / pi| - lgamma(a) (for a < 3/4, with
 * lgamma(1 + a) and -log|sin(pi x) / pi|), its log carried as a sum;
 * from 3 on (a branch: few elements take it), Stirling's formula.  Above
 * 0 within 1.5 ulp; below, the log is of a rounded product, and the
 * reflection's difference cancels near lgamma's zeros below -2: within 2
 * ulp of the larger of the result and 1 (tests/fastmath/floatfn.c). */
FF_FN float ff_lgamma(float x)
{
    float a = fabsf(x);
    int neg = x < 0, small = a < 0.75f;
    float p = ff_lgamma_mid(a, small);
    float u = neg ? ff_sinpi_abs(x) * (small ? 1.0f : a) : a;
    struct FfSum n = ff_log_sum_any(u);
    float r = -(n.x + (n.e + (neg ? p : -p)));
    r = neg | small ? r : p;
    if (a >= 3.0f)
        r = ff_lgamma_far(x, a, n);
    r = r != r || u == 0 || x <= -0x1p23f ? INFINITY : r;    /* r of +inf: NaN */
    return x != x ? x : r;
}

/* log(1 + e^-a) for a >= 0 (or NaN): softplus's, logsigmoid's and
 * logaddexp's common part. */
FF_FN float ff_log1p_exp_neg(float a)
{
    return ff_log1p(ff_exp(-a));
}

/* F.gelu: PyTorch's float formula, x / 2 (1 + erf(x / sqrt 2)). */
FF_FN float ff_gelu(float x)
{
    return x * 0.5f * (1.0f + ff_erf(x * 0x1.6a09e6p-1f));
}

/* F.logsigmoid: min(x, 0) - log(1 + e^-|x|), as PyTorch's kernels. */
FF_FN float ff_logsigmoid(float x)
{
    return (x < 0 ? x : 0.0f) - ff_log1p_exp_neg(fabsf(x));
}

/* F.softplus: x where beta x > threshold, else log(1 + e^(beta x)) / beta
 * as max(z, 0) + log(1 + e^-|z|), z = beta x, which does not overflow. */
FF_FN float ff_softplus(float x, float beta, float threshold)
{
    float z = x * beta;
    float r = ((z > 0 ? z : 0.0f) + ff_log1p_exp_neg(fabsf(z))) / beta;
    return z > threshold ? x : r;
}

/* torch.logaddexp: m + log(1 + e^-|x - y|), m the larger; equal
 * infinities are themselves (their difference is NaN). */
FF_FN float ff_logaddexp(float x, float y)
{
    float m = x < y ? y : x;
    float r = m + ff_log1p_exp_neg(fabsf(x - y));
    return x == y && fabsf(x) == INFINITY ? x : r;
}

/* torch.logaddexp2: m + log(1 + 2^-|x - y|) / ln 2. */
FF_FN float ff_logaddexp2(float x, float y)
{
    float m = x < y ? y : x;
    float r = fmaf(ff_log1p(ff_exp2_neg(-fabsf(x - y))), 0x1.715476p+0f, m);
    return x == y && fabsf(x) == INFINITY ? x : r;
}

#endif
