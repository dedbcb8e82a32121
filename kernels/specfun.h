/* specfun.h: the special functions of ops.def (digamma, polygamma, the
 * modified Bessel functions, erfcx, ndtri, log_ndtr, gcd, the Hurwitz
 * zeta, the incomplete gamma functions), in double, one
 * implementation compiled into both backends (kernels/cpu/elementwise.c
 * and kernels/cuda/ops.cuh), so that the devices differ at most where
 * their C libraries' exp, log, lgamma, sin, tan, pow and erfc do.  float32
 * (and float16, bfloat16) compute through them and round once, as the
 * other float32 transcendentals do, but for digamma, trigamma and
 * polygamma, which compute as PyTorch's float kernels do (at the end).
 * The methods are the textbook ones: recurrence to a large argument,
 * then an asymptotic series (digamma, trigamma, the Hurwitz zeta by
 * Euler-Maclaurin); PyTorch's Chebyshev expansions (I0, I1); a continued
 * fraction (erfcx); a power series and a continued fraction (the
 * incomplete gamma functions); PyTorch's rational approximations
 * (ndtri).  Values match PyTorch's to the digits it prints, not to the
 * last bit. */
#ifndef CST_SPECFUN_H
#define CST_SPECFUN_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

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

/* float32's lgamma, rounded once from double.  Between -2 and 0 it
 * steps up by two, lgamma(x + 2) - log|x (x + 1)|: x + 2 and the
 * product are exact in double and the result is at least 0.8 there, so
 * nothing cancels, and the C libraries' reflection for negative x took
 * three times a positive x's time.  Of the 2^30 floats there, one (a
 * near tie at -1.6e-9) rounds the other way from glibc's own lgamma. */
SF_FN float sf_lgamma_f(float x)
{
    double d = x;
    if (d > -2.0 && d < 0.0)
        return (float)(sf_lgamma(d + 2.0) - log(fabs(d * (d + 1.0))));
    return (float)sf_lgamma(d);
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

/* float32's chbevl: PyTorch computes float in float, unfused. */
SF_FN float sf_chbevl_f(float x, const float *a, int n)
{
    float b0 = a[0], b1 = 0, b2 = 0;
    SF_UNROLL
    for (int i = 1; i < n; i++) {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + a[i];
    }
    return 0.5f * (b0 - b2);
}

/* sf_bessel_i_f's value at x from c, the Chebyshev series at a = |x|
 * (the one in a / 2 - 2 where a <= 8, else the one in 32 / a - 2). */
SF_FN float sf_bessel_i_f_from(int nu, float x, int scaled, float c)
{
    float a = fabsf(x), r;
    if (a <= 8)
        r = scaled ? (nu ? c * a : c) : (nu ? (float)exp((double)a) * a * c : (float)exp((double)a) * c);
    else
        r = scaled ? c / sqrtf(a) : (float)exp((double)a) * c / sqrtf(a);
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

/* Cephes' polevl: the polynomial of degree n with coefficients a[0..n],
 * the highest first; a fused multiply-add a step, as sf_chbevl. */
SF_FN double sf_polevl(double x, const double *a, int n)
{
    double r = 0;
    SF_UNROLL
    for (int i = 0; i <= n; i++)
        r = fma(r, x, a[i]);
    return r;
}

/* The normal quantile: PyTorch's (Cephes') ndtri, rational functions of
 * y - 1/2 in the centre and of 1 / sqrt(-2 log y) in the tails, with its
 * coefficients and order of operations. */
SF_FN double sf_ndtri(double y0)
{
    static const double P0[] = {
        -5.99633501014107895267E1, 9.80010754185999661536E1, -5.66762857469070293439E1,
        1.39312609387279679503E1, -1.23916583867381258016E0};
    static const double Q0[] = {
        1.00000000000000000000E0, 1.95448858338141759834E0, 4.67627912898881538453E0,
        8.63602421390890590575E1, -2.25462687854119370527E2, 2.00260212380060660359E2,
        -8.20372256168333339912E1, 1.59056225126211695515E1, -1.18331621121330003142E0};
    static const double P1[] = {
        4.05544892305962419923E0, 3.15251094599893866154E1, 5.71628192246421288162E1,
        4.40805073893200834700E1, 1.46849561928858024014E1, 2.18663306850790267539E0,
        -1.40256079171354495875E-1, -3.50424626827848203418E-2, -8.57456785154685413611E-4};
    static const double Q1[] = {
        1.00000000000000000000E0, 1.57799883256466749731E1, 4.53907635128879210584E1,
        4.13172038254672030440E1, 1.50425385692907503408E1, 2.50464946208309415979E0,
        -1.42182922854787788574E-1, -3.80806407691578277194E-2, -9.33259480895457427372E-4};
    static const double P2[] = {
        3.23774891776946035970E0, 6.91522889068984211695E0, 3.93881025292474443415E0,
        1.33303460815807542389E0, 2.01485389549179081538E-1, 1.23716634817820021358E-2,
        3.01581553508235416007E-4, 2.65806974686737550832E-6, 6.23974539184983293730E-9};
    static const double Q2[] = {
        1.00000000000000000000E0, 6.02427039364742014255E0, 3.67983563856160859403E0,
        1.37702099489081330271E0, 2.16236993594496635890E-1, 1.34204006088543189037E-2,
        3.28014464682127739104E-4, 2.89247864745380683936E-6, 6.79019408009981274425E-9};
    const double tail = 0.13533528323661269189;   /* e^-2 */
    if (y0 == 0)
        return -INFINITY;
    if (y0 == 1)
        return INFINITY;
    if (y0 < 0 || y0 > 1)
        return NAN;
    bool upper = y0 > 1 - tail;
    double y = upper ? 1 - y0 : y0;
    if (y > tail) {
        y = y - 0.5;
        double y2 = y * y;
        return fma(y, y2 * sf_polevl(y2, P0, 4) / sf_polevl(y2, Q0, 8), y) * SF_SQRT_2PI;
    }
    double x = sqrt(-2.0 * log(y));
    double x0 = x - log(x) / x, z = 1 / x;
    double x1 = x < 8 ? z * sf_polevl(z, P1, 8) / sf_polevl(z, Q1, 8) : z * sf_polevl(z, P2, 8) / sf_polevl(z, Q2, 8);
    return upper ? x0 - x1 : -(x0 - x1);
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
/* float's sin, cos, acos, exp and log, rounded once from double: the C
 * libraries' float functions differ in their last bits between devices
 * (CUDA's sinf is not glibc's), and the Bessel functions' float16 results
 * showed it at ties; double's are within an ulp of double on both, so
 * their float roundings agree but for a double rounding's rare tie. */
SF_FN float sf_libm_sinf(float x) { return (float)sin((double)x); }
SF_FN float sf_libm_cosf(float x) { return (float)cos((double)x); }
SF_FN float sf_libm_acosf(float x) { return (float)acos((double)x); }
SF_FN float sf_libm_expf(float x) { return (float)exp((double)x); }
#ifdef __CUDACC__
/* fastmath_log.cuh's road to the same bits, without double's log. */
SF_FN float sf_libm_logf(float x) { return cst::log32(x); }
#else
SF_FN float sf_libm_logf(float x) { return (float)log((double)x); }
#endif
SF_FN float sf_libm_fabsf(float x) { return fabsf(x); }
SF_FN float sf_libm_sqrtf(float x) { return sqrtf(x); }
SF_FN float sf_libm_fmaf(float x, float y, float z) { return fmaf(x, y, z); }

#define SF_T float
#define SF_F(name) sf_##name##_f
#define SF_M(fn) sf_libm_##fn##f
#define SF_EPSILON 0x1p-23f   /* FLT_EPSILON */
#include "specfun_t.h"
#undef SF_T
#undef SF_F
#undef SF_M
#undef SF_EPSILON

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
