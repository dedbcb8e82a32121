/* specfun.h: the special functions of ops.def (digamma, polygamma, the
 * modified Bessel functions, erfcx, ndtri, log_ndtr, gcd), in double, one
 * implementation compiled into both backends (kernels/cpu/elementwise.c
 * and kernels/cuda/ops.cuh), so that the devices differ at most where
 * their C libraries' exp, log, sin, tan, pow and erfc do.  float32 (and
 * float16, bfloat16) compute through them and round once, as the other
 * float32 transcendentals do.  The methods are the textbook ones:
 * recurrence to a large argument, then an asymptotic series (digamma,
 * trigamma, the Hurwitz zeta by Euler-Maclaurin); a power series, then
 * Hankel's expansion (I0, I1); a continued fraction (erfcx); Newton's
 * method on the normal CDF (ndtri).  Values match PyTorch's to the
 * digits it prints, not to the last bit. */
#ifndef CST_SPECFUN_H
#define CST_SPECFUN_H

#include <math.h>
#include <stdint.h>

#ifdef __CUDACC__
#define SF_FN static __host__ __device__ inline
#else
#define SF_FN static inline
#endif

#define SF_PI 3.14159265358979323846
#define SF_SQRT1_2 0.70710678118654752440
#define SF_SQRT_2PI 2.50662827463100050242
#define SF_SQRT_PI_2 1.25331413731550025121
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

/* The Hurwitz zeta sum over k >= 0 of (q + k)^-s for s > 1: the terms up
 * to q + k >= SF_LARGE, then Euler-Maclaurin's tail with Bernoulli
 * numbers B2..B24.  q a non-positive integer is a pole: +inf. */
SF_FN double sf_zeta(double s, double q)
{
    static const double B2k_fact[] = {/* B2k / (2k)! */
                                      1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                      -691.0 / 1307674368000.0, 1.0 / 74724249600.0,
                                      -3617.0 / 10670622842880000.0, 43867.0 / 5109094217170944000.0,
                                      -174611.0 / 802857662698291200000.0, 854513.0 / 155112100433309859840000.0,
                                      -236364091.0 / 1693824136731743669452800000.0};
    if (q <= 0 && q == floor(q))
        return INFINITY;
    if (q < SF_ZETA_MOST_NEGATIVE)
        return NAN;
    double sum = 0;
    while (q < SF_LARGE) {
        sum += pow(q, -s);
        q += 1;
    }
    double qs = pow(q, -s);
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

/* polygamma(n, x) for n >= 0 (ops.def's input 1): digamma, trigamma, then
 * (-1)^(n+1) n! zeta(n + 1, x). */
SF_FN double sf_polygamma(double n, double x)
{
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

/* The modified Bessel functions I0 and I1 of |x| = a, times e^-a when
 * scaled: the power series sum (a^2/4)^k / (k! (k + nu)!) (a^nu/2^nu
 * ahead) up to a = 20, whose terms are all positive, then Hankel's
 * expansion e^a / sqrt(2 pi a) * sum a_k / a^k, a_k = prod (4 nu^2 - (2j
 * - 1)^2) / (k! 8^k) with alternating signs. */
SF_FN double sf_bessel_i(int nu, double x, int scaled)
{
    double a = fabs(x);
    if (isnan(a))
        return a;
    double r;
    if (a <= 20) {
        double y = a * a / 4, term = nu ? a / 2 : 1, sum = term;
        for (int k = 1; k < 200; k++) {
            term *= y / ((double)k * (k + nu));
            sum += term;
            if (term < 1e-17 * sum)
                break;
        }
        r = scaled ? sum * exp(-a) : sum;
    } else {
        double mu = 4.0 * nu * nu, term = 1, sum = 1;
        for (int k = 1; k < 30; k++) {
            double next = -term * (mu - (2.0 * k - 1) * (2.0 * k - 1)) / (k * 8.0 * a);
            if (fabs(next) >= fabs(term))
                break;
            term = next;
            sum += term;
            if (fabs(term) < 1e-17 * sum)
                break;
        }
        double lead = 1 / sqrt(2 * SF_PI * a);
        if (scaled) {
            r = lead * sum;
        } else {
            double half = exp(a / 2);   /* e^a in two halves: lead * sum * e^a may overflow early */
            r = lead * sum * half * half;
        }
    }
    return nu && x < 0 ? -r : r;
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

/* The normal quantile: Abramowitz and Stegun's 26.2.23 as the guess for
 * the tail q = min(p, 1 - p), then Newton's method.  In the centre on
 * erf(x / sqrt 2) = 2 (p - 1/2), whose right side is exact; in the tails
 * on log Phi(x) = log q, whose step (Phi(x) - q) / phi(x) = sqrt(pi/2)
 * erfcx(-x / sqrt 2) (1 - q / Phi(x)) stays finite to the smallest q. */
SF_FN double sf_ndtri(double p)
{
    if (!(p >= 0 && p <= 1))
        return NAN;
    if (p == 0)
        return -INFINITY;
    if (p == 1)
        return INFINITY;
    if (p == 0.5)
        return 0;
    double q = p < 0.5 ? p : 1 - p, lq = log(q), y = 2 * (0.5 - q);
    double t = sqrt(-2 * lq);
    double x = -(t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1 + t * (1.432788 + t * (0.189269 + t * 0.001308))));
    for (int i = 0; i < 8; i++) {
        double step = q > 0.2 ? (erf(-x * SF_SQRT1_2) - y) * SF_SQRT_PI_2 * exp(x * x / 2)
                              : SF_SQRT_PI_2 * sf_erfcx(-x * SF_SQRT1_2) * -expm1(lq - sf_log_ndtr(x));
        x += q > 0.2 ? step : -step;
        if (fabs(step) <= 1e-16 * fabs(x))
            break;
    }
    return p < 0.5 ? x : -x;
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

#endif
