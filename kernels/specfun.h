/* specfun.h: the special functions of ops.def (digamma, polygamma, the
 * modified Bessel functions, erfcx, ndtri, log_ndtr, gcd, the Hurwitz
 * zeta, the incomplete gamma functions), in double, one
 * implementation compiled into both backends (kernels/cpu/elementwise.c
 * and kernels/cuda/ops.cuh), so that the devices differ at most where
 * their C libraries' exp, log, lgamma, sin, tan, pow and erfc do.  float32 (and
 * float16, bfloat16) compute through them and round once, as the other
 * float32 transcendentals do, but for those PyTorch computes in float
 * (the Bessel functions, ndtri, erfcx, log_ndtr, digamma, trigamma and
 * polygamma: PyTorch's float algorithms; lgamma: its CPU kernel's,
 * SLEEF's, in float; the incomplete gamma functions: igamma_f.h).  The methods are the textbook ones:
 * recurrence to a large argument, then an asymptotic series (digamma,
 * trigamma, the Hurwitz zeta by Euler-Maclaurin); PyTorch's Chebyshev
 * expansions (I0, I1); a continued fraction (erfcx); a power series
 * and a continued fraction (the incomplete gamma functions of float64); PyTorch's
 * rational approximations (ndtri).  Values match PyTorch's to the
 * digits it prints, not to the last bit. */
#ifndef CST_SPECFUN_H
#define CST_SPECFUN_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "floatfn.h"
#ifdef __CUDACC__
#include "cuda/fastmath_log.cuh"
#endif

#ifdef __CUDACC__
#define SF_FN static __host__ __device__ inline
#else
/* Inlined whole into each caller, so that the processor's clone of a
 * kernel (kernels/cpu/iter.h) computes fma with the instruction. */
#define SF_FN static inline __attribute__((always_inline))
#endif

/* Unrolls a loop over a fixed table of coefficients: a Horner step's
 * loop branch, not its multiply-add, had bounded the float32 Bessel
 * functions (bessel_j0 of 1,000 floats: 13 -> 5 us). */
#if defined(__CUDA_ARCH__)
#define SF_UNROLL _Pragma("unroll")
#elif defined(__CUDACC__)
#define SF_UNROLL   /* nvcc's host pass: its front end knows no GCC pragma */
#else
#define SF_UNROLL _Pragma("GCC unroll 32")
#endif

#define SF_PI 3.14159265358979323846
#define SF_SQRT1_2 0.70710678118654752440
#define SF_SQRT_2PI 2.50662827463100050242
#define SF_E_2 0.13533528323661269189     /* e^-2 */
#define SF_1_SQRT_PI 0.56418958354775628695

/* Arguments are raised to at least this before an asymptotic series. */
#define SF_LARGE 10.0

/* digamma: the reflection psi(x) = psi(1 - x) - pi / tan(pi x) below 0
 * (the fractional part's tangent: pi x loses digits), the recurrence
 * psi(x) = psi(x + 1) - 1 / x up to SF_LARGE, then the asymptotic series
 * ln x - 1/2x - sum B2k / (2k x^2k).  Poles: +-0 give -+inf (as
 * PyTorch), negative integers NaN. */
SF_FN double sf_digamma(double x)
{
    if (x == 0)
        return copysign(INFINITY, -x);
    double acc = 0;
    if (x < 0) {
        if (x == floor(x))
            return NAN;
        acc = -SF_PI / tan(SF_PI * (x - trunc(x)));
        x = 1 - x;
    }
    while (x < SF_LARGE) {
        acc -= 1 / x;
        x += 1;
    }
    if (isinf(x))
        return x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * (691.0 / 32760 - z / 12))))));
    return acc + log(x) - 0.5 / x - series;
}

/* trigamma: psi1(x) = pi^2 / sin^2(pi x) - psi1(1 - x) below 1/2, six
 * steps of the recurrence psi1(x) = psi1(x + 1) + 1 / x^2, then (1 +
 * 1/2x + 1/6x^2 - 1/30x^4 + 1/42x^6) / x: PyTorch's truncation, whose
 * error (near 1e-9 relative) shows in a float64's last digits, kept so
 * that they are PyTorch's.  Poles (0 and negative integers) give +inf. */
SF_FN double sf_trigamma(double x)
{
    double sign = 1, acc = 0;
    if (x < 0.5) {
        double s = sin(SF_PI * x);
        sign = -1;
        acc = -(SF_PI * SF_PI) / (s * s);
        x = 1 - x;
    }
    for (int i = 0; i < 6; i++) {
        acc += 1 / (x * x);
        x += 1;
    }
    double z = 1 / (x * x);
    acc += (1 + 1 / (2 * x) + z * (1.0 / 6 - z * (1.0 / 30 - z * (1.0 / 42)))) / x;
    return sign * acc;
}

/* Below this a negative q would take more than 100,000 terms to reach
 * SF_LARGE (PyTorch's Cephes loop takes them all, and in float64 may not
 * finish in a day): NaN instead. */
#define SF_ZETA_MOST_NEGATIVE (-1e5)

/* q^-s.  With cheap (a float32 result), an integer s up to 64 by
 * squaring and multiplying: within a few double ulps of pow, far below a
 * float's rounding, and without the GPU's double pow (float32
 * polygamma(2, x) of 2^26 randn on an H200: 7.5 -> 2.1 ms). */
SF_FN double sf_zeta_power(double q, double s, bool cheap)
{
    if (!cheap || s != floor(s) || s > 64)
        return pow(q, -s);
    double p = 1;
    for (int e = (int)s; e > 0; e >>= 1) {
        if (e & 1)
            p *= q;
        q *= q;
    }
    return 1 / p;
}

/* The Hurwitz zeta sum over k >= 0 of (q + k)^-s for s > 1: the terms up
 * to q + k >= SF_LARGE, then Euler-Maclaurin's tail with Bernoulli
 * numbers B2..B24 (cheap as sf_zeta_power's).  Outside its domain as
 * Cephes (PyTorch): s = 1 and q a non-positive integer are poles, +inf;
 * s < 1, and a negative q with a fractional s, NaN. */
SF_FN double sf_zeta_sum(double s, double q, bool cheap)
{
    static const double B2k_fact[] = {/* B2k / (2k)! */
                                      1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                      -691.0 / 1307674368000.0, 1.0 / 74724249600.0,
                                      -3617.0 / 10670622842880000.0, 43867.0 / 5109094217170944000.0,
                                      -174611.0 / 802857662698291200000.0, 854513.0 / 155112100433309859840000.0,
                                      -236364091.0 / 1693824136731743669452800000.0};
    if (s == 1)
        return INFINITY;
    if (s < 1)
        return NAN;
    if (q <= 0 && q == floor(q))
        return INFINITY;
    if (q < 0 && s != floor(s))
        return NAN;
    if (q < SF_ZETA_MOST_NEGATIVE)
        return NAN;
    double sum = 0;
    while (q < SF_LARGE) {
        sum += sf_zeta_power(q, s, cheap);
        q += 1;
    }
    double qs = sf_zeta_power(q, s, cheap);
    sum += q * qs / (s - 1) + qs / 2;
    /* term j: B2j / (2j)! * s (s + 1) ... (s + 2j - 2) * q^(-s - 2j + 1) */
    double rising = s, qpow = qs / q;
    for (int j = 0; j < 12; j++) {
        double t = B2k_fact[j] * rising * qpow;
        sum += t;
        if (fabs(t) < 1e-17 * fabs(sum))
            break;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        qpow /= q * q;
    }
    return sum;
}

SF_FN double sf_zeta(double s, double q)
{
    return sf_zeta_sum(s, q, false);
}

/* The incomplete gamma functions' iterations stop where a term changes
 * the sum by less than this, or after SF_IGAMMA_STEPS of them. */
#define SF_IGAMMA_EPS 1e-16
#define SF_IGAMMA_STEPS 10000

/* log |Gamma(x)|, the C library's; lgamma_r leaves its global signgam
 * alone (streams run kernels on several threads). */
#ifdef __CUDACC__
SF_FN double sf_lgamma(double x)
{
    return lgamma(x);
}
#else
SF_FN double sf_lgamma(double x)
{
    int sign;
    return lgamma_r(x, &sign);
}
#endif

/* float32's lgamma, as PyTorch's CPU kernel computes it (its
 * Vectorized<float>::lgamma is SLEEF's Sleef_lgammaf8_u10, not the C
 * library's lgammaf): SLEEF's lgammaf_u10 ported operation for
 * operation, fused multiply-adds where its AVX2 build has them, so that
 * float32 computes in float and gives PyTorch's bits on both devices
 * (every one of the 2^32 floats gives Sleef_lgammaf8_u10avx2's bits).
 * SLEEF is within an ulp but near lgamma's zeros below -2, where its
 * relative error grows (95,000 ulps at -2.4570248): PyTorch's digits.
 * It carries the sums that lose digits as float-float pairs, hi + lo;
 * the helpers below are its df.h's, in their FMA form. */
typedef struct {
    float hi, lo;
} sf_ff;

SF_FN sf_ff sf_ff_of(float hi, float lo)
{
    sf_ff r = {hi, lo};
    return r;
}

SF_FN sf_ff sf_ff_neg(sf_ff x) { return sf_ff_of(-x.hi, -x.lo); }

/* |x|: lo takes hi's sign off too. */
SF_FN sf_ff sf_ff_abs(sf_ff x) { return signbit(x.hi) ? sf_ff_neg(x) : x; }

SF_FN sf_ff sf_ff_scale(sf_ff x, float s) { return sf_ff_of(x.hi * s, x.lo * s); }

/* hi rounded from hi + lo, lo what it left. */
SF_FN sf_ff sf_ff_normalize(sf_ff x)
{
    float s = x.hi + x.lo;
    return sf_ff_of(s, x.hi - s + x.lo);
}

/* x + y exactly (Knuth's two-sum: either may be the larger). */
SF_FN sf_ff sf_ff_sum(float x, float y)
{
    float s = x + y, v = s - x;
    return sf_ff_of(s, (x - (s - v)) + (y - v));
}

/* x + y, hi's rounding error kept in lo (SLEEF's dfadd2: either may be
 * the larger). */
SF_FN sf_ff sf_ff_add_f(sf_ff x, float y)
{
    float s = x.hi + y, v = s - x.hi;
    return sf_ff_of(s, (x.hi - (s - v)) + (y - v) + x.lo);
}

SF_FN sf_ff sf_ff_f_add(float x, sf_ff y)
{
    float s = x + y.hi, v = s - x;
    return sf_ff_of(s, (x - (s - v)) + (y.hi - v) + y.lo);
}

SF_FN sf_ff sf_ff_add(sf_ff x, sf_ff y)
{
    float s = x.hi + y.hi, v = s - x.hi;
    return sf_ff_of(s, (x.hi - (s - v)) + (y.hi - v) + (x.lo + y.lo));
}

/* x + y for |x| >= |y| (Dekker's fast two-sum). */
SF_FN sf_ff sf_ff_add_fast(sf_ff x, sf_ff y)
{
    float s = x.hi + y.hi;
    return sf_ff_of(s, x.hi - s + y.hi + x.lo + y.lo);
}

/* x y exactly: the product's rounding error by a fused multiply-add. */
SF_FN sf_ff sf_ff_prod(float x, float y)
{
    float s = x * y;
    return sf_ff_of(s, fmaf(x, y, -s));
}

SF_FN sf_ff sf_ff_mul_f(sf_ff x, float y)
{
    float s = x.hi * y;
    return sf_ff_of(s, fmaf(x.lo, y, fmaf(x.hi, y, -s)));
}

SF_FN sf_ff sf_ff_mul(sf_ff x, sf_ff y)
{
    float s = x.hi * y.hi;
    return sf_ff_of(s, fmaf(x.hi, y.lo, fmaf(x.lo, y.hi, fmaf(x.hi, y.hi, -s))));
}

SF_FN sf_ff sf_ff_square(sf_ff x)
{
    float s = x.hi * x.hi;
    return sf_ff_of(s, fmaf(x.hi + x.hi, x.lo, fmaf(x.hi, x.hi, -s)));
}

SF_FN sf_ff sf_ff_div(sf_ff n, sf_ff d)
{
    float t = 1.0f / d.hi, s = n.hi * t;
    float u = fmaf(t, n.hi, -s), v = fmaf(-d.lo, t, fmaf(-d.hi, t, 1.0f));
    return sf_ff_of(s, fmaf(s, v, fmaf(n.lo, t, u)));
}

/* The float of bits b. */
SF_FN float sf_float_of_bits(uint32_t b)
{
    union {
        uint32_t b;
        float f;
    } u = {b};
    return u.f;
}

SF_FN uint32_t sf_bits_of_float(float f)
{
    union {
        float f;
        uint32_t b;
    } u = {f};
    return u.b;
}

/* SLEEF's ilogbk: the exponent of d > 0, subnormals scaled up first; and
 * 2^e from e's bits, which wrap as SLEEF's do outside float's range. */
SF_FN int sf_exponent_f(float d)
{
    bool tiny = d < 5.421010862427522E-20f;
    d = tiny ? 1.8446744073709552E19f * d : d;
    return (int)((sf_bits_of_float(d) >> 23) & 0xff) - (tiny ? 64 + 0x7f : 0x7f);
}

SF_FN float sf_pow2i_f(int e)
{
    return sf_float_of_bits((uint32_t)(e + 0x7f) << 23);
}

/* log d for a pair d > 0 (SLEEF's logk2f): d = 2^e m, m in [0.75, 1.5),
 * log m = 2 atanh((m - 1) / (m + 1)) by its odd series. */
SF_FN sf_ff sf_ff_log(sf_ff d)
{
    int e = sf_exponent_f(d.hi * (1.0f / 0.75f));
    sf_ff m = sf_ff_scale(d, sf_pow2i_f(-e));
    sf_ff x = sf_ff_div(sf_ff_add_f(m, -1), sf_ff_add_f(m, 1)), x2 = sf_ff_square(x);
    float t = 0.2392828464508056640625f;
    t = fmaf(t, x2.hi, 0.28518211841583251953125f);
    t = fmaf(t, x2.hi, 0.400005877017974853515625f);
    t = fmaf(t, x2.hi, 0.666666686534881591796875f);
    sf_ff ln2e = sf_ff_mul_f(sf_ff_of(0.69314718246459960938f, -1.904654323148236017e-09f), (float)e);
    return sf_ff_add_fast(sf_ff_add_fast(ln2e, sf_ff_scale(x, 2)), sf_ff_mul_f(sf_ff_mul(x2, x), t));
}

/* sin(pi d) for |d| < 2^12 (SLEEF's sinpifk): d to the nearest quarter
 * turn q / 4, then sin's or cos's series in the rest, s. */
SF_FN sf_ff sf_ff_sinpi(float d)
{
    float u = d * 4.0f;
    int q = (int)u;
    q = (q + (int)(((uint32_t)q >> 31) ^ 1)) & ~1;
    bool cosine = (q & 2) != 0;
    float s = u - (float)q, t = s;
    s = s * s;
    sf_ff s2 = sf_ff_prod(t, t);
    u = cosine ? -0.2430611801e-7f : +0.3093842054e-6f;
    u = fmaf(u, s, cosine ? +0.3590577080e-5f : -0.3657307388e-4f);
    u = fmaf(u, s, cosine ? -0.3259917721e-3f : +0.2490393585e-2f);
    sf_ff x = sf_ff_f_add(u * s, cosine ? sf_ff_of(0.015854343771934509277f, 4.4940051354032242811e-10f)
                                        : sf_ff_of(-0.080745510756969451904f, -1.3373665339076936258e-09f));
    x = sf_ff_add(sf_ff_mul(s2, x), cosine ? sf_ff_of(-0.30842512845993041992f, -9.0728339030733922277e-09f)
                                           : sf_ff_of(0.78539818525314331055f, -2.1857338617566484855e-08f));
    x = cosine ? sf_ff_add_f(sf_ff_mul(x, s2), 1) : sf_ff_mul(x, sf_ff_of(t, 0));
    return (q & 4) != 0 ? sf_ff_neg(x) : x;
}

/* One of three coefficients, by x's interval: SLEEF selects, so that
 * every element computes alike and a vector unit can take eight. */
SF_FN float sf_pick3_f(bool far, bool near_one, float c_far, float c_near_one, float c_rest)
{
    return far ? c_far : near_one ? c_near_one : c_rest;
}

SF_FN sf_ff sf_ff_pick(bool c, sf_ff x, sf_ff y)
{
    return sf_ff_of(c ? x.hi : y.hi, c ? x.lo : y.lo);
}

/* SLEEF's gammafk's polynomial in t, with its coefficients for x >= 2.3
 * (in 1 / x: Stirling's correction), for 0.5 <= x <= 1.2 (in x - 1) and
 * for the rest (in x - 2). */
SF_FN float sf_lgamma_poly_f(float t, bool far, bool near_one)
{
    float u = sf_pick3_f(far, near_one, 0.000839498720672087279971000786f, 0.9435157776e+0f, 0.1102489550e-3f);
    u = fmaf(u, t, sf_pick3_f(far, near_one, -5.17179090826059219329394422e-05f, 0.8670063615e+0f, 0.8160019934e-4f));
    u = fmaf(u, t, sf_pick3_f(far, near_one, -0.000592166437353693882857342347f, 0.4826702476e+0f, 0.1528468856e-3f));
    u = fmaf(u, t, sf_pick3_f(far, near_one, 6.97281375836585777403743539e-05f, -0.8855129778e-1f, -0.2355068718e-3f));
    u = fmaf(u, t, sf_pick3_f(far, near_one, 0.000784039221720066627493314301f, 0.1013825238e+0f, 0.4962242092e-3f));
    u = fmaf(u, t, sf_pick3_f(far, near_one, -0.000229472093621399176949318732f, -0.1493408978e+0f, -0.1193488017e-2f));
    u = fmaf(u, t, sf_pick3_f(far, near_one, -0.002681327160493827160473958490f, 0.1697509140e+0f, 0.2891599433e-2f));
    u = fmaf(u, t, sf_pick3_f(far, near_one, 0.003472222222222222222175164840f, -0.2072454542e+0f, -0.7385451812e-2f));
    return fmaf(u, t, sf_pick3_f(far, near_one, 0.083333333333333333335592087900f, 0.2705872357e+0f, 0.2058077045e-1f));
}

/* log Gamma(x) for x in [0.5, 2.3): the polynomial's value u, then
 * three more terms in t = x - 1 or x - 2 carried as pairs. */
SF_FN sf_ff sf_lgamma_middle_f(float u, float t, bool near_one)
{
    sf_ff z = sf_ff_add_f(sf_ff_prod(u, t), near_one ? -0.400686534596170958447352690395e+0f : -0.673523028297382446749257758235e-1f);
    z = sf_ff_add_f(sf_ff_mul_f(z, t), near_one ? +0.822466960142643054450325495997e+0f : +0.322467033928981157743538726901e+0f);
    z = sf_ff_add_f(sf_ff_mul_f(z, t), near_one ? -0.577215665946766039837398973297e+0f : +0.422784335087484338986941629852e+0f);
    return sf_ff_mul_f(z, t);
}

/* Stirling's (x - 1/2) log x - x + log(2 pi) / 2, for x >= 2.3. */
SF_FN sf_ff sf_lgamma_stirling_f(sf_ff x)
{
    sf_ff y = sf_ff_mul(sf_ff_add_f(x, -0.5f), sf_ff_log(x));
    y = sf_ff_add(y, sf_ff_neg(x));
    return sf_ff_add(y, sf_ff_of(0x1.d67f1cp-1f, 0x1.0c97d6p-26f));   /* log(2 pi) / 2 */
}

/* Gamma(a) = e^log * ratio, SLEEF's gammafk: below 1/2 by reflection,
 * Gamma(a) = pi / (sin(pi a) Gamma(1 - a)); from 2.3 to 7 three steps
 * up, Gamma(x) = Gamma(x + 3) / (x (x + 1) (x + 2)); 1 / a for a tiny a
 * (scaled by 2^60, whose log the log part holds).  Every path is
 * computed and one selected, as SLEEF's vectors do: GCC then vectorises
 * the CPU's loop, and a GPU's warp does not split on a's sign. */
typedef struct {
    sf_ff log_part, ratio;
} sf_gamma_parts;

SF_FN sf_gamma_parts sf_gamma_parts_f(float a)
{
    bool tiny = fabsf(a) < 1e-30f, reflect = a < 0.5f;
    sf_ff x = reflect ? sf_ff_sum(1, -a) : sf_ff_of(a, 0);   /* (SLEEF's 0 where tiny goes unused) */
    bool near_one = (0.5f <= x.hi) & (x.hi <= 1.2f), far = 2.3f <= x.hi, stepped = far & (x.hi <= 7);
    sf_ff steps = sf_ff_normalize(sf_ff_mul(sf_ff_add_f(x, 1), x));
    steps = sf_ff_pick(stepped, sf_ff_normalize(sf_ff_mul(sf_ff_add_f(x, 2), steps)), sf_ff_of(1, 0));
    x = sf_ff_pick(stepped, sf_ff_add_f(x, 3), x);
    float t = far ? 1.0f / x.hi : sf_ff_normalize(sf_ff_add_f(x, near_one ? -1 : -2)).hi;
    float u = sf_lgamma_poly_f(t, far, near_one);
    sf_ff log_part = sf_ff_pick(far, sf_lgamma_stirling_f(x), sf_lgamma_middle_f(u, t, near_one));
    sf_ff series = sf_ff_pick(far, sf_ff_add_f(sf_ff_prod(u, t), 1), sf_ff_of(1, 0));
    /* a mod 2^12 keeps sin(pi a); NaN (of +-inf and NaN, whose result
     * is not this) would make the quarter turn's int undefined. */
    float turns = a - 4096.0f * truncf(a * (1.0f / 4096));
    sf_ff sine = sf_ff_mul(series, sf_ff_sinpi(isnan(turns) ? 0 : turns));
    sf_gamma_parts g;
    sf_ff log_pi = sf_ff_of(0x1.250d04p+0f, 0x1.1cf438p-25f), log_2_60 = sf_ff_of(0x1.4cb5ecp+5f, 0x1.e152cap-20f);
    g.log_part = sf_ff_pick(tiny, log_2_60, sf_ff_pick(reflect, sf_ff_add(log_pi, sf_ff_neg(log_part)), log_part));
    sf_ff num = sf_ff_pick(tiny, sf_ff_of(1, 0), sf_ff_pick(reflect, steps, series));
    sf_ff den = sf_ff_pick(tiny, sf_ff_of(a * 0x1p60f, 0), sf_ff_pick(reflect, sine, steps));
    g.ratio = sf_ff_div(num, den);
    return g;
}

/* Poles (0 and the negative integers) and +-inf give +inf, NaN stays
 * NaN, and a NaN of the steps (huge a) +inf, as SLEEF's. */
SF_FN float sf_lgamma_f(float x)
{
    sf_gamma_parts g = sf_gamma_parts_f(x);
    sf_ff y = sf_ff_add(g.log_part, sf_ff_log(sf_ff_abs(g.ratio)));
    float r = y.hi + y.lo;
    bool pole = isinf(x) | ((x <= 0) & (x == truncf(x)));
    r = pole | isnan(r) ? INFINITY : r;
    return isnan(x) ? x : r;
}

/* x^a e^-x / Gamma(a), the factor both expansions share. */
SF_FN double sf_igamma_factor(double a, double x)
{
    return exp(a * log(x) - x - sf_lgamma(a));
}

/* P(a, x) by its power series, for x < a + 1: e^-x x^a / Gamma(a) times
 * the sum over n of x^n / (a (a + 1) ... (a + n)). */
SF_FN double sf_igamma_series(double a, double x)
{
    double term = 1 / a, sum = term;
    for (int n = 1; n < SF_IGAMMA_STEPS && fabs(term) > SF_IGAMMA_EPS * fabs(sum); n++) {
        term *= x / (a + n);
        sum += term;
    }
    return sum * sf_igamma_factor(a, x);
}

/* Q(a, x) by its continued fraction, for x >= a + 1 (modified Lentz). */
SF_FN double sf_igammac_fraction(double a, double x)
{
    const double tiny = 1e-300;
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < SF_IGAMMA_STEPS; i++) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny)
            c = tiny;
        d = 1 / d;
        double step = d * c;
        h *= step;
        if (fabs(step - 1) < SF_IGAMMA_EPS)
            break;
    }
    return h * sf_igamma_factor(a, x);
}

/* The regularized lower incomplete gamma function P(a, x), with
 * PyTorch's values at the edges of its domain (a, x >= 0). */
SF_FN double sf_igamma(double a, double x)
{
    if (x < 0 || a < 0)
        return NAN;
    if (a == 0)
        return x > 0 ? 1.0 : NAN;
    if (x == 0)
        return 0.0;
    if (isinf(a))
        return isinf(x) ? NAN : 0.0;
    if (isinf(x))
        return 1.0;
    return x < a + 1 ? sf_igamma_series(a, x) : 1 - sf_igammac_fraction(a, x);
}

/* The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x). */
SF_FN double sf_igammac(double a, double x)
{
    if (x < 0 || a < 0)
        return NAN;
    if (a == 0)
        return x > 0 ? 0.0 : NAN;
    if (x == 0)
        return 1.0;
    if (isinf(a))
        return isinf(x) ? NAN : 1.0;
    if (isinf(x))
        return 0.0;
    return x < a + 1 ? 1 - sf_igamma_series(a, x) : sf_igammac_fraction(a, x);
}

/* polygamma(n, x) for n >= 0 (ops.def's input 1): digamma, trigamma, then
 * (-1)^(n+1) n! zeta(n + 1, x). */
SF_FN double sf_polygamma(double n, double x)
{
    if (!(n >= 0) || n != floor(n))    /* PyTorch's orders are ints >= 0 */
        return NAN;
    if (n == 0)
        return sf_digamma(x);
    if (n == 1)
        return sf_trigamma(x);
    /* n! overflows from 171 on: the loop stops there, so that a huge or
     * infinite n ends. */
    double fact = 1;
    for (double k = 2; k <= n && fact < INFINITY; k += 1)
        fact *= k;
    double sign = fmod(n, 2.0) == 1 ? 1.0 : -1.0;
    return sign * fact * sf_zeta(n + 1, x);
}

/* Cephes' chbevl: the sum of a[i] T_i(x / 2) over the n coefficients,
 * the zeroth last (x in [-2, 2]); a fused multiply-add a step, as
 * PyTorch's double kernels are compiled (its digits, bit for bit). */
SF_FN double sf_chbevl(double x, const double *a, int n)
{
    double b0 = a[0], b1 = 0, b2 = 0;
    SF_UNROLL
    for (int i = 1; i < n; i++) {
        b2 = b1;
        b1 = b0;
        b0 = fma(x, b1, -b2) + a[i];
    }
    return 0.5 * (b0 - b2);
}

/* The Chebyshev coefficients of I0 (float32 rounds the same list) and
 * of float32's shorter I1 series: below 8 in a / 2 - 2, above in
 * 32 / a - 2. */
#define SF_I0_SMALL { \
    -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16, \
    1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14, \
    -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11, \
    9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9, \
    -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7, \
    1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5, \
    -5.75419501008210370398E-5, 1.88502885095841655729E-4, -5.76375574538582365885E-4, \
    1.63947561694133579842E-3, -4.32430999505057594430E-3, 1.05464603945949983183E-2, \
    -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2, \
    1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1}
#define SF_I0_LARGE { \
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17, \
    3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16, \
    1.77256013305652638360E-15, 3.81168066935262242075E-15, -9.55484669882830764870E-15, \
    -4.15056934728722208663E-14, 1.54008621752140982691E-14, 3.85277838274214270114E-13, \
    7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11, \
    -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10, \
    3.39623202570838634515E-9, 2.26666899049817806459E-8, 2.04891858946906374183E-7, \
    2.89137052083475648297E-6, 6.88975834691682398426E-5, 3.36911647825569408990E-3, \
    8.04490411014108831608E-1}
#define SF_I1_SMALL_F { \
    9.38153738649577178388E-9f, -4.44505912879632808065E-8f, 2.00329475355213526229E-7f, \
    -8.56872026469545474066E-7f, 3.47025130813767847674E-6f, -1.32731636560394358279E-5f, \
    4.78156510755005422638E-5f, -1.61760815825896745588E-4f, 5.12285956168575772895E-4f, \
    -1.51357245063125314899E-3f, 4.15642294431288815669E-3f, -1.05640848946261981558E-2f, \
    2.47264490306265168283E-2f, -5.29459812080949914269E-2f, 1.02643658689847095384E-1f, \
    -1.76416518357834055153E-1f, 2.52587186443633654823E-1f}
#define SF_I1_LARGE_F { \
    -3.83538038596423702205E-9f, -2.63146884688951950684E-8f, -2.51223623787020892529E-7f, \
    -3.88256480887769039346E-6f, -1.10588938762623716291E-4f, -9.76109749136146840777E-3f, \
    7.78576235018280120474E-1f}

/* The modified Bessel functions I0 and I1 of |x| = a, times e^-a when
 * scaled: PyTorch's (Cephes') Chebyshev expansions of e^-a I(a) on [0, 8]
 * and of e^-a sqrt(a) I(a) beyond, with their double coefficients and
 * their order of operations (so float64 gets PyTorch's digits). */
SF_FN double sf_bessel_i(int nu, double x, int scaled)
{
    static const double i0_small[] = SF_I0_SMALL;
    static const double i0_large[] = SF_I0_LARGE;
    static const double i1_small[] = {
        2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
        -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
        3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11,
        -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9,
        9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7,
        -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
        4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4,
        -1.51357245063125314899E-3, 4.15642294431288815669E-3, -1.05640848946261981558E-2,
        2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1,
        -1.76416518357834055153E-1, 2.52587186443633654823E-1};
    static const double i1_large[] = {
        7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17,
        -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16,
        -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14,
        4.27244001671195135429E-14, -2.10154184277266431302E-14, -4.08355111109219731823E-13,
        -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11,
        3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10,
        -3.83538038596423702205E-9, -2.63146884688951950684E-8, -2.51223623787020892529E-7,
        -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
        7.78576235018280120474E-1};
    double a = fabs(x), r;
    if (a <= 8) {
        double c = sf_chbevl(a / 2 - 2, nu ? i1_small : i0_small, nu ? 29 : 30);
        r = scaled ? (nu ? c * a : c) : (nu ? exp(a) * a * c : exp(a) * c);
    } else {
        double c = sf_chbevl(32 / a - 2, nu ? i1_large : i0_large, 25);
        r = scaled ? c / sqrt(a) : exp(a) * c / sqrt(a);
    }
    return nu && x < 0 ? -r : r;
}

/* float32's chbevl: PyTorch computes float in float; a step's x b1 - b2
 * is one fused multiply-add, as PyTorch's CUDA build contracts it (its
 * CPU build does not: three roundings a step cost a GPU half as much
 * again, for bits that differ from the CPU's where one rounds the other
 * way). */
SF_FN float sf_chbevl_f(float x, const float *a, int n)
{
    float b0 = a[0], b1 = 0, b2 = 0;
    SF_UNROLL
    for (int i = 1; i < n; i++) {
        b2 = b1;
        b1 = b0;
        b0 = fmaf(x, b1, -b2) + a[i];
    }
    return 0.5f * (b0 - b2);
}

/* sf_bessel_i_f's value at x from c, the Chebyshev series at a = |x|
 * (the one in a / 2 - 2 where a <= 8, else the one in 32 / a - 2). */
SF_FN float sf_bessel_i_f_from(int nu, float x, int scaled, float c)
{
    float a = fabsf(x), r;
    if (a <= 8)
        r = scaled ? (nu ? c * a : c) : (nu ? ff_exp(a) * a * c : ff_exp(a) * c);
    else
        r = scaled ? c / sqrtf(a) : ff_exp(a) * c / sqrtf(a);
    return nu && x < 0 ? -r : r;
}

/* sf_bessel_i for float32 (and float16, bfloat16), as PyTorch's float
 * kernels compute it: float arithmetic, its float tables (I0's its
 * double constants rounded to float, I1's shorter), e^a rounded from
 * double (so i0(0) is 0.99999994, as PyTorch prints it). */
SF_FN float sf_bessel_i_f(int nu, float x, int scaled)
{
    static const float i0_small[] = SF_I0_SMALL;
    static const float i0_large[] = SF_I0_LARGE;
    static const float i1_small[] = SF_I1_SMALL_F;
    static const float i1_large[] = SF_I1_LARGE_F;
    float a = fabsf(x);
    float c = a <= 8 ? sf_chbevl_f(a / 2 - 2, nu ? i1_small : i0_small, nu ? 17 : 30)
                     : sf_chbevl_f(32 / a - 2, nu ? i1_large : i0_large, nu ? 7 : 25);
    return sf_bessel_i_f_from(nu, x, scaled, c);
}

/* erfcx(x) = e^(x^2) erfc(x): directly up to 10 (e^100 is finite and
 * erfc keeps its relative accuracy), then the continued fraction
 * 1/sqrt(pi) / (x + (1/2) / (x + 1 / (x + (3/2) / (x + ...)))) evaluated
 * backwards; below 0, 2 e^(x^2) - erfcx(-x). */
SF_FN double sf_erfcx_pos(double x)
{
    if (x < 10)
        return exp(x * x) * erfc(x);
    if (isinf(x))
        return 0;
    double f = x;
    for (int k = 40; k >= 1; k--)
        f = x + (k / 2.0) / f;
    return SF_1_SQRT_PI / f;
}

SF_FN double sf_erfcx(double x)
{
    if (x >= 0 || isnan(x))
        return sf_erfcx_pos(x);
    if (x < -26.7)
        return INFINITY;
    return 2 * exp(x * x) - sf_erfcx_pos(-x);
}

/* log of the standard normal CDF: log(erfcx(-x / sqrt 2) / 2) - x^2 / 2
 * in the lower tail, where the CDF itself underflows, else log1p of minus
 * the upper tail. */
SF_FN double sf_log_ndtr(double x)
{
    double t = x * SF_SQRT1_2;
    if (x < -1)
        return log(sf_erfcx(-t) / 2) - t * t;
    return log1p(-erfc(t) / 2);
}

/* Euclid's greatest common divisor of |x| and |y| (gcd(0, 0) = 0). */
SF_FN int64_t sf_gcd(int64_t x, int64_t y)
{
    uint64_t a = x < 0 ? 0 - (uint64_t)x : (uint64_t)x, b = y < 0 ? 0 - (uint64_t)y : (uint64_t)y;
    while (a != 0) {
        uint64_t c = b % a;
        b = a;
        a = c;
    }
    return (int64_t)b;
}

/* |x / gcd * y|, 0 when either is 0. */
SF_FN int64_t sf_lcm(int64_t x, int64_t y)
{
    int64_t g = sf_gcd(x, y);
    if (g == 0)
        return 0;
    int64_t m = (int64_t)((uint64_t)(x / g) * (uint64_t)y);
    return m < 0 ? (int64_t)(0 - (uint64_t)m) : m;
}

/* A polynomial's order n as PyTorch converts it (static_cast<int64_t>
 * on x86): NaN, +-inf and anything out of int64's range give INT64_MIN,
 * a negative order (polynomial 0), where a GPU's saturating conversion
 * would give a huge positive one. */
SF_FN int64_t sf_order(double n)
{
    return n >= -0x1p63 && n < 0x1p63 ? (int64_t)n : (int64_t)(-0x1p63);
}

/* The orthogonal polynomials' recurrences take n steps: from 2^24 steps
 * on (where float32 no longer holds every integer n) they give NaN. */
#define SF_STEPS_MOST ((int64_t)1 << 24)

/* ndtri's tails in double: sqrt(-2 log y) and x - log(x) / x. */
SF_FN double sf_ndtri_root(double y) { return sqrt(-2.0 * log(y)); }
SF_FN double sf_ndtri_shift(double x) { return x - log(x) / x; }

/* The same rounded to float (x a float).  A GPU's double log, root and
 * division cost a randn input most of its time (an element in eleven
 * takes a tail, and nearly every warp has one), so it takes
 * fastmath_log.cuh's roads, which give the same floats without them. */
#ifdef __CUDACC__
SF_FN float sf_ndtri_root_f(float y) { return cst::ndtri_root32(y); }
SF_FN float sf_ndtri_shift_f(float x) { return cst::ndtri_shift32(x); }
#else
SF_FN float sf_ndtri_root_f(float y) { return (float)sf_ndtri_root((double)y); }
SF_FN float sf_ndtri_shift_f(float x) { return (float)sf_ndtri_shift((double)x); }
#endif

/* specfun_t.h's functions in double (sf_bessel_j0) and in float
 * (sf_bessel_j0_f), as PyTorch's templates compute them. */
#define SF_T double
#define SF_F(name) sf_##name
#define SF_M(fn) fn
#define SF_EPSILON 0x1p-52   /* DBL_EPSILON (NVRTC has no float.h) */
#include "specfun_t.h"
#undef SF_T
#undef SF_F
#undef SF_M
#undef SF_EPSILON
/* float's sin, cos and acos, rounded once from double: the C libraries'
 * float functions differ in their last bits between devices (CUDA's sinf
 * is not glibc's), and the Bessel functions' float16 results showed it at
 * ties; double's are within an ulp of double on both, so their float
 * roundings agree but for a double rounding's rare tie.  exp, log, erfc
 * and log1p are floatfn.h's, computed in float the same way on both. */
SF_FN float sf_libm_sinf(float x) { return (float)sin((double)x); }
SF_FN float sf_libm_cosf(float x) { return (float)cos((double)x); }
SF_FN float sf_libm_acosf(float x) { return (float)acos((double)x); }
SF_FN float sf_libm_expf(float x) { return ff_exp(x); }
SF_FN float sf_libm_logf(float x) { return ff_log(x); }
SF_FN float sf_libm_fabsf(float x) { return fabsf(x); }
SF_FN float sf_libm_sqrtf(float x) { return sqrtf(x); }
SF_FN float sf_libm_fmaf(float x, float y, float z) { return fmaf(x, y, z); }
SF_FN float sf_libm_erfcf(float x) { return ff_erfc(x); }
SF_FN float sf_libm_log1pf(float x) { return ff_log1p(x); }

#define SF_T float
#define SF_F(name) sf_##name##_f
#define SF_M(fn) sf_libm_##fn##f
#define SF_EPSILON 0x1p-23f   /* FLT_EPSILON */
#include "specfun_t.h"
#undef SF_T
#undef SF_F
#undef SF_M
#undef SF_EPSILON

/* erfcx(x), x >= 0, from y100 = 400 / (4 + x) (100 y, y in [0, 1]), as
 * PyTorch's float instance of erfcx_y100 computes it: Steven G. Johnson's
 * Chebyshev fits (the Faddeeva package, MIT licence), one on each
 * hundredth of y's range, a row's polynomial in t = 2 y100 - (2k + 1),
 * the lowest coefficient first.  Its coefficients are double literals,
 * so PyTorch sums them in double and rounds once (fused, as its x86
 * build contracts them).  y100 reaches 100 only where 4 + x rounds to
 * 4, and erfcx there rounds to 1. */
SF_FN float sf_erfcx_y100_f(float y100)
{
    static const double fits[100][7] = {
        {0.70878032454106438663e-3, 0.71234091047026302958e-3, 0.35779077297597742384e-5, 0.17403143962587937815e-7,
         0.81710660047307788845e-10, 0.36885022360434957634e-12, 0.15917038551111111111e-14},
        {0.21479143208285144230e-2, 0.72686402367379996033e-3, 0.36843175430938995552e-5, 0.18071841272149201685e-7,
         0.85496449296040325555e-10, 0.38852037518534291510e-12, 0.16868473576888888889e-14},
        {0.36165255935630175090e-2, 0.74182092323555510862e-3, 0.37948319957528242260e-5, 0.18771627021793087350e-7,
         0.89484715122415089123e-10, 0.40935858517772440862e-12, 0.17872061464888888889e-14},
        {0.51154983860031979264e-2, 0.75722840734791660540e-3, 0.39096425726735703941e-5, 0.19504168704300468210e-7,
         0.93687503063178993915e-10, 0.43143925959079664747e-12, 0.18939926435555555556e-14},
        {0.66457513172673049824e-2, 0.77310406054447454920e-3, 0.40289510589399439385e-5, 0.20271233238288381092e-7,
         0.98117631321709100264e-10, 0.45484207406017752971e-12, 0.20076352213333333333e-14},
        {0.82082389970241207883e-2, 0.78946629611881710721e-3, 0.41529701552622656574e-5, 0.21074693344544655714e-7,
         0.10278874108587317989e-9, 0.47965201390613339638e-12, 0.21285907413333333333e-14},
        {0.98039537275352193165e-2, 0.80633440108342840956e-3, 0.42819241329736982942e-5, 0.21916534346907168612e-7,
         0.10771535136565470914e-9, 0.50595972623692822410e-12, 0.22573462684444444444e-14},
        {0.11433927298290302370e-1, 0.82372858383196561209e-3, 0.44160495311765438816e-5, 0.22798861426211986056e-7,
         0.11291291745879239736e-9, 0.53386189365816880454e-12, 0.23944209546666666667e-14},
        {0.13099232878814653979e-1, 0.84167002467906968214e-3, 0.45555958988457506002e-5, 0.23723907357214175198e-7,
         0.11839789326602695603e-9, 0.56346163067550237877e-12, 0.25403679644444444444e-14},
        {0.14800987015587535621e-1, 0.86018092946345943214e-3, 0.47008265848816866105e-5, 0.24694040760197315333e-7,
         0.12418779768752299093e-9, 0.59486890370320261949e-12, 0.26957764568888888889e-14},
        {0.16540351739394069380e-1, 0.87928458641241463952e-3, 0.48520195793001753903e-5, 0.25711774900881709176e-7,
         0.13030128534230822419e-9, 0.62820097586874779402e-12, 0.28612737351111111111e-14},
        {0.18318536789842392647e-1, 0.89900542647891721692e-3, 0.50094684089553365810e-5, 0.26779777074218070482e-7,
         0.13675822186304615566e-9, 0.66358287745352705725e-12, 0.30375273884444444444e-14},
        {0.20136801964214276775e-1, 0.91936908737673676012e-3, 0.51734830914104276820e-5, 0.27900878609710432673e-7,
         0.14357976402809042257e-9, 0.70114790311043728387e-12, 0.32252476000000000000e-14},
        {0.21996459598282740954e-1, 0.94040248155366777784e-3, 0.53443911508041164739e-5, 0.29078085538049374673e-7,
         0.15078844500329731137e-9, 0.74103813647499204269e-12, 0.34251892320000000000e-14},
        {0.23898877187226319502e-1, 0.96213386835900177540e-3, 0.55225386998049012752e-5, 0.30314589961047687059e-7,
         0.15840826497296335264e-9, 0.78340500472414454395e-12, 0.36381553564444444445e-14},
        {0.25845480155298518485e-1, 0.98459293067820123389e-3, 0.57082915920051843672e-5, 0.31613782169164830118e-7,
         0.16646478745529630813e-9, 0.82840985928785407942e-12, 0.38649975768888888890e-14},
        {0.27837754783474696598e-1, 0.10078108563256892757e-2, 0.59020366493792212221e-5, 0.32979263553246520417e-7,
         0.17498524159268458073e-9, 0.87622459124842525110e-12, 0.41066206488888888890e-14},
        {0.29877251304899307550e-1, 0.10318204245057349310e-2, 0.61041829697162055093e-5, 0.34414860359542720579e-7,
         0.18399863072934089607e-9, 0.92703227366365046533e-12, 0.43639844053333333334e-14},
        {0.31965587178596443475e-1, 0.10566560976716574401e-2, 0.63151633192414586770e-5, 0.35924638339521924242e-7,
         0.19353584758781174038e-9, 0.98102783859889264382e-12, 0.46381060817777777779e-14},
        {0.34104450552588334840e-1, 0.10823541191350532574e-2, 0.65354356159553934436e-5, 0.37512918348533521149e-7,
         0.20362979635817883229e-9, 0.10384187833037282363e-11, 0.49300625262222222221e-14},
        {0.36295603928292425716e-1, 0.11089526167995268200e-2, 0.67654845095518363577e-5, 0.39184292949913591646e-7,
         0.21431552202133775150e-9, 0.10994259106646731797e-11, 0.52409949102222222221e-14},
        {0.38540888038840509795e-1, 0.11364917134175420009e-2, 0.70058230641246312003e-5, 0.40943644083718586939e-7,
         0.22563034723692881631e-9, 0.11642841011361992885e-11, 0.55721092871111111110e-14},
        {0.40842225954785960651e-1, 0.11650136437945673891e-2, 0.72569945502343006619e-5, 0.42796161861855042273e-7,
         0.23761401711005024162e-9, 0.12332431172381557035e-11, 0.59246802364444444445e-14},
        {0.43201627431540222422e-1, 0.11945628793917272199e-2, 0.75195743532849206263e-5, 0.44747364553960993492e-7,
         0.25030885216472953674e-9, 0.13065684400300476484e-11, 0.63000532853333333334e-14},
        {0.45621193513810471438e-1, 0.12251862608067529503e-2, 0.77941720055551920319e-5, 0.46803119830954460212e-7,
         0.26375990983978426273e-9, 0.13845421370977119765e-11, 0.66996477404444444445e-14},
        {0.48103121413299865517e-1, 0.12569331386432195113e-2, 0.80814333496367673980e-5, 0.48969667335682018324e-7,
         0.27801515481905748484e-9, 0.14674637611609884208e-11, 0.71249589351111111110e-14},
        {0.50649709676983338501e-1, 0.12898555233099055810e-2, 0.83820428414568799654e-5, 0.51253642652551838659e-7,
         0.29312563849675507232e-9, 0.15556512782814827846e-11, 0.75775607822222222221e-14},
        {0.53263363664388864181e-1, 0.13240082443256975769e-2, 0.86967260015007658418e-5, 0.53662102750396795566e-7,
         0.30914568786634796807e-9, 0.16494420240828493176e-11, 0.80591079644444444445e-14},
        {0.55946601353500013794e-1, 0.13594491197408190706e-2, 0.90262520233016380987e-5, 0.56202552975056695376e-7,
         0.32613310410503135996e-9, 0.17491936862246367398e-11, 0.85713381688888888890e-14},
        {0.58702059496154081813e-1, 0.13962391363223647892e-2, 0.93714365487312784270e-5, 0.58882975670265286526e-7,
         0.34414937110591753387e-9, 0.18552853109751857859e-11, 0.91160736711111111110e-14},
        {0.61532500145144778048e-1, 0.14344426411912015247e-2, 0.97331446201016809696e-5, 0.61711860507347175097e-7,
         0.36325987418295300221e-9, 0.19681183310134518232e-11, 0.96952238400000000000e-14},
        {0.64440817576653297993e-1, 0.14741275456383131151e-2, 0.10112293819576437838e-4, 0.64698236605933246196e-7,
         0.38353412915303665586e-9, 0.20881176114385120186e-11, 0.10310784480000000000e-13},
        {0.67430045633130393282e-1, 0.15153655418916540370e-2, 0.10509857606888328667e-4, 0.67851706529363332855e-7,
         0.40504602194811140006e-9, 0.22157325110542534469e-11, 0.10964842115555555556e-13},
        {0.70503365513338850709e-1, 0.15582323336495709827e-2, 0.10926868866865231089e-4, 0.71182482239613507542e-7,
         0.42787405890153386710e-9, 0.23514379522274416437e-11, 0.11659571751111111111e-13},
        {0.73664114037944596353e-1, 0.16028078812438820413e-2, 0.11364423678778207991e-4, 0.74701423097423182009e-7,
         0.45210162777476488324e-9, 0.24957355004088569134e-11, 0.12397238257777777778e-13},
        {0.76915792420819562379e-1, 0.16491766623447889354e-2, 0.11823685320041302169e-4, 0.78420075993781544386e-7,
         0.47781726956916478925e-9, 0.26491544403815724749e-11, 0.13180196462222222222e-13},
        {0.80262075578094612819e-1, 0.16974279491709504117e-2, 0.12305888517309891674e-4, 0.82350717698979042290e-7,
         0.50511496109857113929e-9, 0.28122528497626897696e-11, 0.14010889635555555556e-13},
        {0.83706822008980357446e-1, 0.17476561032212656962e-2, 0.12812343958540763368e-4, 0.86506399515036435592e-7,
         0.53409440823869467453e-9, 0.29856186620887555043e-11, 0.14891851591111111111e-13},
        {0.87254084284461718231e-1, 0.17999608886001962327e-2, 0.13344443080089492218e-4, 0.90900994316429008631e-7,
         0.56486134972616465316e-9, 0.31698707080033956934e-11, 0.15825697795555555556e-13},
        {0.90908120182172748487e-1, 0.18544478050657699758e-2, 0.13903663143426120077e-4, 0.95549246062549906177e-7,
         0.59752787125242054315e-9, 0.33656597366099099413e-11, 0.16815130613333333333e-13},
        {0.94673404508075481121e-1, 0.19112284419887303347e-2, 0.14491572616545004930e-4, 0.10046682186333613697e-6,
         0.63221272959791000515e-9, 0.35736693975589130818e-11, 0.17862931591111111111e-13},
        {0.98554641648004456555e-1, 0.19704208544725622126e-2, 0.15109836875625443935e-4, 0.10567036667675984067e-6,
         0.66904168640019354565e-9, 0.37946171850824333014e-11, 0.18971959040000000000e-13},
        {0.10255677889470089531e0, 0.20321499629472857418e-2, 0.15760224242962179564e-4, 0.11117756071353507391e-6,
         0.70814785110097658502e-9, 0.40292553276632563925e-11, 0.20145143075555555556e-13},
        {0.10668502059865093318e0, 0.20965479776148731610e-2, 0.16444612377624983565e-4, 0.11700717962026152749e-6,
         0.74967203250938418991e-9, 0.42783716186085922176e-11, 0.21385479360000000000e-13},
        {0.11094484319386444474e0, 0.21637548491908170841e-2, 0.17164995035719657111e-4, 0.12317915750735938089e-6,
         0.79376309831499633734e-9, 0.45427901763106353914e-11, 0.22696025653333333333e-13},
        {0.11534201115268804714e0, 0.22339187474546420375e-2, 0.17923489217504226813e-4, 0.12971465288245997681e-6,
         0.84057834180389073587e-9, 0.48233721206418027227e-11, 0.24079890062222222222e-13},
        {0.11988259392684094740e0, 0.23071965691918689601e-2, 0.18722342718958935446e-4, 0.13663611754337957520e-6,
         0.89028385488493287005e-9, 0.51210161569225846701e-11, 0.25540227111111111111e-13},
        {0.12457298393509812907e0, 0.23837544771809575380e-2, 0.19563942105711612475e-4, 0.14396736847739470782e-6,
         0.94305490646459247016e-9, 0.54366590583134218096e-11, 0.27080225920000000000e-13},
        {0.12941991566142438816e0, 0.24637684719508859484e-2, 0.20450821127475879816e-4, 0.15173366280523906622e-6,
         0.99907632506389027739e-9, 0.57712760311351625221e-11, 0.28703099555555555556e-13},
        {0.13443048593088696613e0, 0.25474249981080823877e-2, 0.21385669591362915223e-4, 0.15996177579900443030e-6,
         0.10585428844575134013e-8, 0.61258809536787882989e-11, 0.30412080142222222222e-13},
        {0.13961217543434561353e0, 0.26349215871051761416e-2, 0.22371342712572567744e-4, 0.16868008199296822247e-6,
         0.11216596910444996246e-8, 0.65015264753090890662e-11, 0.32210394506666666666e-13},
        {0.14497287157673800690e0, 0.27264675383982439814e-2, 0.23410870961050950197e-4, 0.17791863939526376477e-6,
         0.11886425714330958106e-8, 0.68993039665054288034e-11, 0.34101266222222222221e-13},
        {0.15052089272774618151e0, 0.28222846410136238008e-2, 0.24507470422713397006e-4, 0.18770927679626136909e-6,
         0.12597184587583370712e-8, 0.73203433049229821618e-11, 0.36087889048888888890e-13},
        {0.15626501395774612325e0, 0.29226079376196624949e-2, 0.25664553693768450545e-4, 0.19808568415654461964e-6,
         0.13351257759815557897e-8, 0.77658124891046760667e-11, 0.38173420035555555555e-13},
        {0.16221449434620737567e0, 0.30276865332726475672e-2, 0.26885741326534564336e-4, 0.20908350604346384143e-6,
         0.14151148144240728728e-8, 0.82369170665974313027e-11, 0.40360957457777777779e-13},
        {0.16837910595412130659e0, 0.31377844510793082301e-2, 0.28174873844911175026e-4, 0.22074043807045782387e-6,
         0.14999481055996090039e-8, 0.87348993661930809254e-11, 0.42653528977777777779e-13},
        {0.17476916455659369953e0, 0.32531815370903068316e-2, 0.29536024347344364074e-4, 0.23309632627767074202e-6,
         0.15899007843582444846e-8, 0.92610375235427359475e-11, 0.45054073102222222221e-13},
        {0.18139556223643701364e0, 0.33741744168096996041e-2, 0.30973511714709500836e-4, 0.24619326937592290996e-6,
         0.16852609412267750744e-8, 0.98166442942854895573e-11, 0.47565418097777777779e-13},
        {0.18826980194443664549e0, 0.35010775057740317997e-2, 0.32491914440014267480e-4, 0.26007572375886319028e-6,
         0.17863299617388376116e-8, 0.10403065638343878679e-10, 0.50190265831111111110e-13},
        {0.19540403413693967350e0, 0.36342240767211326315e-2, 0.34096085096200907289e-4, 0.27479061117017637474e-6,
         0.18934228504790032826e-8, 0.11021679075323598664e-10, 0.52931171733333333334e-13},
        {0.20281109560651886959e0, 0.37739673859323597060e-2, 0.35791165457592409054e-4, 0.29038742889416172404e-6,
         0.20068685374849001770e-8, 0.11673891799578381999e-10, 0.55790523093333333334e-13},
        {0.21050455062669334978e0, 0.39206818613925652425e-2, 0.37582602289680101704e-4, 0.30691836231886877385e-6,
         0.21270101645763677824e-8, 0.12361138551062899455e-10, 0.58770520160000000000e-13},
        {0.21849873453703332479e0, 0.40747643554689586041e-2, 0.39476163820986711501e-4, 0.32443839970139918836e-6,
         0.22542053491518680200e-8, 0.13084879235290858490e-10, 0.61873153262222222221e-13},
        {0.22680879990043229327e0, 0.42366354648628516935e-2, 0.41477956909656896779e-4, 0.34300544894502810002e-6,
         0.23888264229264067658e-8, 0.13846596292818514601e-10, 0.65100183751111111110e-13},
        {0.23545076536988703937e0, 0.44067409206365170888e-2, 0.43594444916224700881e-4, 0.36268045617760415178e-6,
         0.25312606430853202748e-8, 0.14647791812837903061e-10, 0.68453122631111111110e-13},
        {0.24444156740777432838e0, 0.45855530511605787178e-2, 0.45832466292683085475e-4, 0.38352752590033030472e-6,
         0.26819103733055603460e-8, 0.15489984390884756993e-10, 0.71933206364444444445e-13},
        {0.25379911500634264643e0, 0.47735723208650032167e-2, 0.48199253896534185372e-4, 0.40561404245564732314e-6,
         0.28411932320871165585e-8, 0.16374705736458320149e-10, 0.75541379822222222221e-13},
        {0.26354234756393613032e0, 0.49713289477083781266e-2, 0.50702455036930367504e-4, 0.42901079254268185722e-6,
         0.30095422058900481753e-8, 0.17303497025347342498e-10, 0.79278273368888888890e-13},
        {0.27369129607732343398e0, 0.51793846023052643767e-2, 0.53350152258326602629e-4, 0.45379208848865015485e-6,
         0.31874057245814381257e-8, 0.18277905010245111046e-10, 0.83144182364444444445e-13},
        {0.28426714781640316172e0, 0.53983341916695141966e-2, 0.56150884865255810638e-4, 0.48003589196494734238e-6,
         0.33752476967570796349e-8, 0.19299477888083469086e-10, 0.87139049137777777779e-13},
        {0.29529231465348519920e0, 0.56288077305420795663e-2, 0.59113671189913307427e-4, 0.50782393781744840482e-6,
         0.35735475025851713168e-8, 0.20369760937017070382e-10, 0.91262442613333333334e-13},
        {0.30679050522528838613e0, 0.58714723032745403331e-2, 0.62248031602197686791e-4, 0.53724185766200945789e-6,
         0.37827999418960232678e-8, 0.21490291930444538307e-10, 0.95513539182222222221e-13},
        {0.31878680111173319425e0, 0.61270341192339103514e-2, 0.65564012259707640976e-4, 0.56837930287837738996e-6,
         0.40035151353392378882e-8, 0.22662596341239294792e-10, 0.99891109760000000000e-13},
        {0.33130773722152622027e0, 0.63962406646798080903e-2, 0.69072209592942396666e-4, 0.60133006661885941812e-6,
         0.42362183765883466691e-8, 0.23888182347073698382e-10, 0.10439349811555555556e-12},
        {0.34438138658041336523e0, 0.66798829540414007258e-2, 0.72783795518603561144e-4, 0.63619220443228800680e-6,
         0.44814499336514453364e-8, 0.25168535651285475274e-10, 0.10901861383111111111e-12},
        {0.35803744972380175583e0, 0.69787978834882685031e-2, 0.76710543371454822497e-4, 0.67306815308917386747e-6,
         0.47397647975845228205e-8, 0.26505114141143050509e-10, 0.11376390933333333333e-12},
        {0.37230734890119724188e0, 0.72938706896461381003e-2, 0.80864854542670714092e-4, 0.71206484718062688779e-6,
         0.50117323769745883805e-8, 0.27899342394100074165e-10, 0.11862637614222222222e-12},
        {0.38722432730555448223e0, 0.76260375162549802745e-2, 0.85259785810004603848e-4, 0.75329383305171327677e-6,
         0.52979361368388119355e-8, 0.29352606054164086709e-10, 0.12360253370666666667e-12},
        {0.40282355354616940667e0, 0.79762880915029728079e-2, 0.89909077342438246452e-4, 0.79687137961956194579e-6,
         0.55989731807360403195e-8, 0.30866246101464869050e-10, 0.12868841946666666667e-12},
        {0.41914223158913787649e0, 0.83456685186950463538e-2, 0.94827181359250161335e-4, 0.84291858561783141014e-6,
         0.59154537751083485684e-8, 0.32441553034347469291e-10, 0.13387957943111111111e-12},
        {0.43621971639463786896e0, 0.87352841828289495773e-2, 0.10002929142066799966e-3, 0.89156148280219880024e-6,
         0.62480008150788597147e-8, 0.34079760983458878910e-10, 0.13917107176888888889e-12},
        {0.45409763548534330981e0, 0.91463027755548240654e-2, 0.10553137232446167258e-3, 0.94293113464638623798e-6,
         0.65972492312219959885e-8, 0.35782041795476563662e-10, 0.14455745872000000000e-12},
        {0.47282001668512331468e0, 0.95799574408860463394e-2, 0.11135019058000067469e-3, 0.99716373005509038080e-6,
         0.69638453369956970347e-8, 0.37549499088161345850e-10, 0.15003280712888888889e-12},
        {0.49243342227179841649e0, 0.10037550043909497071e-1, 0.11750334542845234952e-3, 0.10544006716188967172e-5,
         0.73484461168242224872e-8, 0.39383162326435752965e-10, 0.15559069118222222222e-12},
        {0.51298708979209258326e0, 0.10520454564612427224e-1, 0.12400930037494996655e-3, 0.11147886579371265246e-5,
         0.77517184550568711454e-8, 0.41283980931872622611e-10, 0.16122419680000000000e-12},
        {0.53453307979101369843e0, 0.11030120618800726938e-1, 0.13088741519572269581e-3, 0.11784797595374515432e-5,
         0.81743383063044825400e-8, 0.43252818449517081051e-10, 0.16692592640000000000e-12},
        {0.55712643071169299478e0, 0.11568077107929735233e-1, 0.13815797838036651289e-3, 0.12456314879260904558e-5,
         0.86169898078969313597e-8, 0.45290446811539652525e-10, 0.17268801084444444444e-12},
        {0.58082532122519320968e0, 0.12135935999503877077e-1, 0.14584223996665838559e-3, 0.13164068573095710742e-5,
         0.90803643355106020163e-8, 0.47397540713124619155e-10, 0.17850211608888888889e-12},
        {0.60569124025293375554e0, 0.12735396239525550361e-1, 0.15396244472258863344e-3, 0.13909744385382818253e-5,
         0.95651595032306228245e-8, 0.49574672127669041550e-10, 0.18435945564444444444e-12},
        {0.63178916494715716894e0, 0.13368247798287030927e-1, 0.16254186562762076141e-3, 0.14695084048334056083e-5,
         0.10072078109604152350e-7, 0.51822304995680707483e-10, 0.19025081422222222222e-12},
        {0.65918774689725319200e0, 0.14036375850601992063e-1, 0.17160483760259706354e-3, 0.15521885688723188371e-5,
         0.10601827031535280590e-7, 0.54140790105837520499e-10, 0.19616655146666666667e-12},
        {0.68795950683174433822e0, 0.14741765091365869084e-1, 0.18117679143520433835e-3, 0.16392004108230585213e-5,
         0.11155116068018043001e-7, 0.56530360194925690374e-10, 0.20209663662222222222e-12},
        {0.71818103808729967036e0, 0.15486504187117112279e-1, 0.19128428784550923217e-3, 0.17307350969359975848e-5,
         0.11732656736113607751e-7, 0.58991125287563833603e-10, 0.20803065333333333333e-12},
        {0.74993321911726254661e0, 0.16272790364044783382e-1, 0.20195505163377912645e-3, 0.18269894883203346953e-5,
         0.12335161021630225535e-7, 0.61523068312169087227e-10, 0.21395783431111111111e-12},
        {0.78330143531283492729e0, 0.17102934132652429240e-1, 0.21321800585063327041e-3, 0.19281661395543913713e-5,
         0.12963340087354341574e-7, 0.64126040998066348872e-10, 0.21986708942222222222e-12},
        {0.81837581041023811832e0, 0.17979364149044223802e-1, 0.22510330592753129006e-3, 0.20344732868018175389e-5,
         0.13617902941839949718e-7, 0.66799760083972474642e-10, 0.22574701262222222222e-12},
        {0.85525144775685126237e0, 0.18904632212547561026e-1, 0.23764237370371255638e-3, 0.21461248251306387979e-5,
         0.14299555071870523786e-7, 0.69543803864694171934e-10, 0.23158593688888888889e-12},
        {0.89402868170849933734e0, 0.19881418399127202569e-1, 0.25086793128395995798e-3, 0.22633402747585233180e-5,
         0.15008997042116532283e-7, 0.72357609075043941261e-10, 0.23737194737777777778e-12},
        {0.93481333942870796363e0, 0.20912536329780368893e-1, 0.26481403465998477969e-3, 0.23863447359754921676e-5,
         0.15746923065472184451e-7, 0.75240468141720143653e-10, 0.24309291271111111111e-12},
        {0.97771701335885035464e0, 0.22000938572830479551e-1, 0.27951610702682383001e-3, 0.25153688325245314530e-5,
         0.16514019547822821453e-7, 0.78191526829368231251e-10, 0.24873652355555555556e-12}
    };
    int k = (int)y100;
    if (k == 100)
        return 1;
    float t = 2 * y100 - (float)(2 * k + 1);
    double r = fits[k][6];
    SF_UNROLL
    for (int j = 5; j >= 0; j--)
        r = fma(r, (double)t, fits[k][j]);
    return (float)r;
}

/* erfcx for float32, PyTorch's calc_erfcx: beyond 50 five terms of the
 * continued fraction 1/sqrt(pi) / (x + (1/2) / (x + 1 / (x + ...))), in
 * the mix of float and double that PyTorch's literals make (one term
 * beyond 5e7, where x^4 overflows); below 0 2 e^(x^2) - erfcx(-x) in
 * double (C's exp), 2 e^(x^2) alone below -6.1, inf below -26.7. */
SF_FN float sf_erfcx_f(float x)
{
    if (isnan(x))
        return x;
    if (x < 0) {
        if (x < -26.7)
            return INFINITY;
        double twice_exp = 2 * exp((double)(x * x));
        return x < -6.1 ? (float)twice_exp : (float)(twice_exp - sf_erfcx_y100_f(400 / (4 - x)));
    }
    if (x <= 50)
        return sf_erfcx_y100_f(400 / (4 + x));
    const float one_sqrt_pi = (float)SF_1_SQRT_PI;
    if (x > 5e7)
        return one_sqrt_pi / x;
    float xx = x * x;
    double num = fma((double)xx, (double)xx + 4.5, 2.0);
    double den = (double)x * ((double)(xx * (xx + 5)) + 3.75);
    return (float)(one_sqrt_pi * num / den);
}

/* log_ndtr for float32, PyTorch's calc_log_ndtr: t = x / sqrt 2 in
 * double (its M_SQRT1_2 is a double) rounded to float (above), then
 * log(erfcx(-t) / 2) - t^2 below -1, log1p(-erfc(t) / 2) from there.
 * log_ndtr_near gives the latter and says where x takes the former
 * (log_ndtr_far) instead: a GPU runs it apart (ew.cuh's split ops). */
/* (float)(x * SF_SQRT1_2) in float: SF_SQRT1_2 = hi + lo within 2^-52,
 * x hi = p + e exactly, and p + (x lo + e) rounds to the double's float
 * for every float x but the infinities (p, whose e is NaN) and |x| <
 * 2^-103, where x lo is subnormal: there log_ndtr's erfc(t) is 1 either
 * way.  A GPU's conversions to and from double run at a quarter of its
 * double rate. */
SF_FN float sf_sqrt1_2_times_f(float x)
{
    const float hi = 0x1.6a09e6p-1f, lo = 0x1.9fcef4p-27f;
    float p = x * hi;
    return isinf(x) ? p : p + fmaf(x, lo, fmaf(x, hi, -p));
}

SF_FN float sf_log_ndtr_near_f(float x, bool *far)
{
    *far = x < -1;
    return sf_libm_log1pf(-sf_libm_erfcf(sf_sqrt1_2_times_f(x)) / 2);
}

SF_FN float sf_log_ndtr_far_f(float x)
{
    float t = sf_sqrt1_2_times_f(x);
    return sf_libm_logf(sf_erfcx_f(-t) / 2) - t * t;
}

SF_FN float sf_log_ndtr_f(float x)
{
    bool far;
    float near = sf_log_ndtr_near_f(x, &far);
    return far ? sf_log_ndtr_far_f(x) : near;
}

/* digamma, trigamma, polygamma and the Hurwitz zeta for float32 (and
 * float16, bfloat16), as PyTorch's CPU kernels compute float: digamma and
 * trigamma its float functions (Math.h's calc_digamma(float),
 * trigamma(float)), with fma where its build contracts (its bits on all
 * of 10^6 points, given glibc's logf and sinf; with specfun.h's they
 * differ where those round the other way); zeta accumulates in double
 * there (at::acc_type<float> is double on the CPU), so float32 rounds
 * sf_zeta_sum's double, without pow for an integer s. */

/* digamma for x > 0 (or NaN): the recurrence up to 10, then the
 * asymptotic series ln x - 1/2x - z P(z), z = 1/x^2. */
SF_FN float sf_digamma_right_f(float x)
{
    static const float A[] = {8.33333333333333333333E-2f, -2.10927960927960927961E-2f,
                              7.57575757575757575758E-3f, -4.16666666666666666667E-3f,
                              3.96825396825396825397E-3f, -8.33333333333333333333E-3f,
                              8.33333333333333333333E-2f};
    float result = 0;
    while (x < 10) {
        result -= 1 / x;
        x += 1;
    }
    if (x == 10)
        return result + 2.25175258906672110764f;   /* digamma(10) */
    float y = 0;
    if (x < 1.0e17f) {
        float z = 1 / (x * x), p = 0;
        SF_UNROLL
        for (int i = 0; i < 7; i++)
            p = fmaf(p, z, A[i]);
        y = z * p;
    }
    return result + sf_libm_logf(x) - 0.5f / x - y;
}

/* Below 0 PyTorch reflects, pi / tan(pi r) of x's fractional part r in
 * double rounded to float.  One call of the recurrence for both signs (x
 * - 0 is x, -0 and NaN too): a GPU warp of both ran two of them. */
SF_FN float sf_digamma_f(float x)
{
    if (x == 0)
        return copysignf(INFINITY, -x);
    float reflection = 0;
    if (x < 0) {
        if (x == truncf(x))
            return NAN;
        double r = (double)x - trunc((double)x);
        reflection = (float)(SF_PI / tan(SF_PI * r));
        x = 1 - x;
    }
    return sf_digamma_right_f(x) - reflection;
}

/* trigamma: sf_trigamma's method, in float. */
SF_FN float sf_trigamma_f(float x)
{
    const float pi = (float)SF_PI;
    float sign = 1, result = 0;
    if (x < 0.5f) {
        float s = sf_libm_sinf(pi * x);
        sign = -1;
        result -= pi * pi / (s * s);
        x = 1 - x;
    }
    for (int i = 0; i < 6; i++) {
        result += 1 / (x * x);
        x += 1;
    }
    float ixx = 1 / (x * x);
    result += fmaf(ixx, fmaf(-ixx, fmaf(-ixx, 1.0f / 42, 1.0f / 30), 1.0f / 6), 1 + 1 / (2 * x)) / x;
    return sign * result;
}

SF_FN float sf_zeta_f(float s, float q)
{
    return (float)sf_zeta_sum(s, q, true);
}

/* polygamma(n, x): PyTorch's float polygamma multiplies its float zeta by
 * (-1)^(n+1) exp(lgamma(n + 1)) in double and rounds again; the factor is
 * glibc's, not n!, and its last bits decide the product's ties (a quarter
 * of n = 3's values), so it is a table, the same on both devices, for n
 * from 2 to 170 (from 171 on it overflows). */
SF_FN float sf_polygamma_f(float n, float x)
{
    static const double factor[] = {
        0x1p+1, 0x1.8p+2, 0x1.8000000000001p+4, 0x1.dfffffffffffep+6,
        0x1.6800000000001p+9, 0x1.3affffffffff8p+12, 0x1.3b00000000003p+15, 0x1.6260000000008p+18,
        0x1.baf8000000012p+21, 0x1.308a800000004p+25, 0x1.c8cfc00000011p+28, 0x1.7328cbffffff4p+32,
        0x1.44c3b27fffff6p+36, 0x1.30777757ffff9p+40, 0x1.307777580000ep+44, 0x1.437eeecd8000bp+48,
        0x1.6beecca72fffap+52, 0x1.b02b930689005p+56, 0x1.0e1b3be415ap+61, 0x1.6283be9b5c64ap+65,
        0x1.e77526159f089p+69, 0x1.5e5c335f8a4e2p+74, 0x1.06c52687a7b77p+79, 0x1.9a940c33f6146p+83,
        0x1.4d9849ea37ee7p+88, 0x1.19787e5d9f2fp+93, 0x1.ec92dd23d6993p+97, 0x1.be6518687a7b1p+102,
        0x1.a27ec6e1f2d47p+107, 0x1.956ad0aae338bp+112, 0x1.956ad0aae3368p+117, 0x1.a21627303a59dp+122,
        0x1.bc3789a33df3dp+127, 0x1.e5dcbe8a8bc8fp+132, 0x1.114c2b2deea0cp+138, 0x1.3c0011ed1bea5p+143,
        0x1.77401549911eep+148, 0x1.c95619f1a8e6fp+153, 0x1.1dd5d0370992fp+159, 0x1.6e39f2c68441dp+164,
        0x1.e0ac0ea48d937p+169, 0x1.42f399d68f1c6p+175, 0x1.bc0ef38704c64p+180, 0x1.383a833aef5fap+186,
        0x1.c0d41ca4b80fep+191, 0x1.499bc508f7378p+197, 0x1.ee69a78d72c69p+202, 0x1.7a88e4484bdbbp+208,
        0x1.27baf2587b461p+214, 0x1.d751f23d0486ap+219, 0x1.7ef294d193abcp+225, 0x1.3d20e33d8e43ap+231,
        0x1.0b93bfbbf00fep+237, 0x1.cbe5f18b04a15p+242, 0x1.92693359a4071p+248, 0x1.6665b1bbd6026p+254,
        0x1.44cc29123a024p+260, 0x1.2b6c35dccd698p+266, 0x1.18b5727f00a15p+272, 0x1.0b8cf1210c9ecp+278,
        0x1.0330899804371p+284, 0x1.fe478ee3482eep+289, 0x1.fe478ee348353p+295, 0x1.0320568f6aadbp+302,
        0x1.0b395943e609dp+308, 0x1.17c0097314d76p+314, 0x1.293c0a0a461dap+320, 0x1.4074bad313a3ap+326,
        0x1.5e7fac56dd6fdp+332, 0x1.84d5a3305da4bp+338, 0x1.b57057966959bp+344, 0x1.f2f423e790467p+350,
        0x1.207524c1df4ebp+357, 0x1.5209471331bbfp+363, 0x1.916b0466cb14bp+369, 0x1.e2f4c14bac56ep+375,
        0x1.264d25ca1cf93p+382, 0x1.6b473aa57bb17p+388, 0x1.c619094edad4ap+394, 0x1.1f5bd7e3e6779p+401,
        0x1.702dac9bff53p+407, 0x1.dd7b3bda4f011p+413, 0x1.3958df4743d28p+420, 0x1.a02a088aa60f9p+426,
        0x1.179c3dbd27a23p+433, 0x1.7c1863ed21d9cp+439, 0x1.0550c4b3073dbp+446, 0x1.6b645188f6154p+452,
        0x1.ff0512a89a05dp+458, 0x1.6b4d9b43dd977p+465, 0x1.051fc798c747fp+472, 0x1.7b722e0a0182fp+478,
        0x1.16a7d9cf59155p+485, 0x1.9da1274fc8475p+491, 0x1.3638dd7bd637ep+498, 0x1.d62e2fafb0b06p+504,
        0x1.67fb5c8283387p+511, 0x1.166c698cf194bp+518, 0x1.b30964ec396f3p+524, 0x1.574569a265417p+531,
        0x1.118b502d68b0dp+538, 0x1.b83c35091469bp+544, 0x1.65b0eb176089fp+551, 0x1.256b20d92d38cp+558,
        0x1.e5f96e67b2dcep+564, 0x1.963e824aafac9p+571, 0x1.56c4bdef0422fp+578, 0x1.23e389bd89a87p+585,
        0x1.f5af14bdc4625p+591, 0x1.b30dd3fc905a5p+598, 0x1.7cac197cfe61dp+605, 0x1.500fee8058894p+612,
        0x1.2b4e306a4ed39p+619, 0x1.0ce83f7f82d0dp+626, 0x1.e764f3171d33ap+632, 0x1.bd82463320b92p+639,
        0x1.9ab418b7222e7p+646, 0x1.7dd36efa41907p+653, 0x1.65f6380a9da0fp+660, 0x1.5262c0fa08fe4p+667,
        0x1.42861fee507adp+674, 0x1.35ece2af01703p+681, 0x1.2c3d7b998958cp+688, 0x1.25340ab3f027fp+695,
        0x1.209f3a89204e3p+702, 0x1.1e5dfc140e1efp+709, 0x1.1e5dfc140e23p+716, 0x1.209ab80c362a2p+723,
        0x1.251d22ec67067p+730, 0x1.2bfbd1bdf1668p+737, 0x1.355bb04be10d6p+744, 0x1.4171452ed7ca1p+751,
        0x1.5082946d0a187p+758, 0x1.62e9b88b009e9p+765, 0x1.79185413b07ccp+772, 0x1.939c09fd12da3p+779,
        0x1.b3243ac4d8566p+786, 0x1.d88957d1c2e56p+793, 0x1.026b1c06b69dep+801, 0x1.1ca9fcdf65454p+808,
        0x1.3bcc9487d42f3p+815, 0x1.60ce8defbf1ddp+822, 0x1.8ce85fadb702cp+829, 0x1.c19f3c62c960ep+836,
        0x1.006cd07056b02p+844, 0x1.267cf76103b83p+851, 0x1.54807e082c597p+858, 0x1.8c5d92b5838ecp+865,
        0x1.d07da7ecb6597p+872, 0x1.11fa1e0c9f788p+880, 0x1.455903aefd6e6p+887, 0x1.84e466672ad4dp+894,
        0x1.d3e2cb341f8bp+901, 0x1.1b4a51088f1aep+909, 0x1.594292c26e46p+916, 0x1.a77ba8027b859p+923,
        0x1.055e51b1882ffp+931, 0x1.44ab297a8723fp+938, 0x1.95d5f3d928ecp+945, 0x1.fe771cb72571fp+952,
        0x1.4307602be5c3ap+960, 0x1.9b5b6477e6992p+967, 0x1.07868c5ccfb13p+975, 0x1.53b370efa3d32p+982,
        0x1.b88cb676c8919p+989, 0x1.1f63cb077cbc6p+997, 0x1.7932fa79d3b09p+1004, 0x1.f2054eb4d957cp+1011,
        0x1.4ab7864418667p+1019};
    if (!(n >= 0) || n != floorf(n))
        return NAN;
    if (n == 0)
        return sf_digamma_f(x);
    if (n == 1)
        return sf_trigamma_f(x);
    double f = n <= 170 ? factor[(int)n - 2] : INFINITY;
    double sign = fmodf(n, 2) == 1 ? 1.0 : -1.0;
    return (float)(sign * f * sf_zeta_f(n + 1, x));
}

#endif
