/* boxmuller.h: the log, sin and cos of randn's Box-Muller transform
 * (src/tensor/random.h), and the exp of poisson's draws (kernels/philox.h),
 * one implementation compiled into every backend: the C
 * library's and CUDA's versions differ in the last bit for about one value
 * in ten, and randn must give the same bits everywhere.  float64's are in
 * double: fdlibm 5.3's algorithms (Sun Microsystems, freely
 * redistributable; error below one ulp) written with + - * / alone.
 * float32's (and float16's and bfloat16's) are in float, which a GPU
 * computes at twice double's rate or more: the log is floatfn.h's, and
 * sin and cos (bm_sincos_turnf) fdlibm's float polynomials (k_sinf.c,
 * k_cosf.c) in fmaf.  IEEE arithmetic rounds + - * / and fmaf the same on
 * any machine as long as nothing fuses a multiply-add the source does not
 * write (the CUDA files build with --fmad=false; cst's C builds, in ISO
 * mode, do not contract), fmaf rounds once (an instruction on a GPU and in
 * the processor's x86-64-v3 clones, the C library's exact fmaf elsewhere:
 * floatfn.h's rule) and float arithmetic is done in float (x86-64's SSE
 * and CUDA both do; every float constant below carries its f).
 * Arguments: log takes u in (0, 1]; sin and cos take t in [0, 2 pi),
 * float's the angle of m 2^-bits turns.
 * A Box-Muller pair takes both sin and cos of one angle: they share the
 * reduction.
 *
 * Included by kernels/philox.h and kernels/dist.h. */
#ifndef CST_BOXMULLER_H
#define CST_BOXMULLER_H

#include <stdint.h>
#include <string.h>

#include "floatfn.h"

#ifdef __CUDACC__
#define BM_FN static __host__ __device__ inline
#else
#define BM_FN static inline
#endif

BM_FN uint32_t bm_hi(double x)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    return (uint32_t)(b >> 32);
}

BM_FN double bm_with_hi(double x, uint32_t hi)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    b = (b & 0xffffffffu) | (uint64_t)hi << 32;
    memcpy(&x, &b, 8);
    return x;
}

/* fdlibm's __ieee754_log for positive normal x. */
BM_FN double bm_log(double x)
{
    const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10;
    const double Lg1 = 6.666666666666735130e-01, Lg2 = 3.999999999940941908e-01,
                 Lg3 = 2.857142874366239149e-01, Lg4 = 2.222219843214978396e-01,
                 Lg5 = 1.818357216161805012e-01, Lg6 = 1.531383769920937332e-01,
                 Lg7 = 1.479819860511658591e-01;
    int32_t hx = (int32_t)bm_hi(x);
    int32_t k = (hx >> 20) - 1023;
    hx &= 0x000fffff;
    int32_t i = (hx + 0x95f64) & 0x100000;
    x = bm_with_hi(x, (uint32_t)(hx | (i ^ 0x3ff00000)));   /* x or x/2 in [sqrt2/2, sqrt2) */
    k += i >> 20;
    double f = x - 1.0, dk = (double)k;
    if ((0x000fffff & (2 + hx)) < 3) {                        /* |f| < 2^-20 */
        if (f == 0.0)
            return k == 0 ? 0.0 : dk * ln2_hi + dk * ln2_lo;
        double R = f * f * (0.5 - 0.33333333333333333 * f);
        return k == 0 ? f - R : dk * ln2_hi - ((R - dk * ln2_lo) - f);
    }
    double s = f / (2.0 + f), z = s * s, w = z * z;
    int32_t j = 0x6b851 - hx;
    i = hx - 0x6147a;
    double t1 = w * (Lg2 + w * (Lg4 + w * Lg6));
    double t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)));
    double R = t2 + t1;
    if ((i | j) > 0) {
        double hfsq = 0.5 * f * f;
        return k == 0 ? f - (hfsq - s * (hfsq + R))
                      : dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
    }
    return k == 0 ? f - s * (f - R) : dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f);
}

/* fdlibm's __ieee754_exp (poisson's e^-rate, kernels/philox.h): within
 * an ulp; inf above 709.78, 0 below -745.13, NaN for NaN. */
BM_FN double bm_exp(double x)
{
    const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10,
                 invln2 = 1.44269504088896338700e+00;
    const double P1 = 1.66666666666666019037e-01, P2 = -2.77777777770155933842e-03,
                 P3 = 6.61375632143793436117e-05, P4 = -1.65339022054652515390e-06,
                 P5 = 4.13813679705723846039e-08;
    uint32_t hx = bm_hi(x) & 0x7fffffff;
    if (hx >= 0x40862E42) {                                   /* |x| >= 709.78, inf or NaN */
        if (x != x)
            return x;
        if (x > 7.09782712893383973096e+02)
            return INFINITY;
        if (x < -7.45133219101941108420e+02)
            return 0.0;
    }
    double hi = x, lo = 0.0;
    int k = 0;
    if (hx > 0x3fd62e42) {                                    /* |x| > ln2 / 2: x = k ln2 + hi - lo */
        if (hx < 0x3FF0A2B2) {                                /* |x| < 1.5 ln2 */
            k = x < 0 ? -1 : 1;
            hi = x < 0 ? x + ln2_hi : x - ln2_hi;
            lo = x < 0 ? -ln2_lo : ln2_lo;
        } else {
            k = (int)(invln2 * x + (x < 0 ? -0.5 : 0.5));
            double t = (double)k;
            hi = x - t * ln2_hi;                              /* exact: ln2_hi has 32 trailing zeros */
            lo = t * ln2_lo;
        }
        x = hi - lo;
    } else if (hx < 0x3e300000) {                             /* |x| < 2^-28 */
        return 1.0 + x;
    }
    double t = x * x, c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0)
        return 1.0 - ((x * c) / (c - 2.0) - x);
    double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021)
        return bm_with_hi(y, bm_hi(y) + ((uint32_t)k << 20));
    return bm_with_hi(y, bm_hi(y) + ((uint32_t)(k + 1000) << 20)) * 0x1p-1000;
}

/* fdlibm's __kernel_sin and __kernel_cos on [-pi/4, pi/4], x + y the
 * reduced argument (iy: y is nonzero). */
BM_FN double bm_ksin(double x, double y, int iy)
{
    const double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03,
                 S3 = -1.98412698298579493134e-04, S4 = 2.75573137070700676789e-06,
                 S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;
    if ((bm_hi(x) & 0x7fffffff) < 0x3e400000)                 /* |x| < 2^-27 */
        return x;
    double z = x * x, v = z * x;
    double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (iy == 0)
        return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

BM_FN double bm_kcos(double x, double y)
{
    const double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03,
                 C3 = 2.48015872894767294178e-05, C4 = -2.75573143513906633035e-07,
                 C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;
    uint32_t ix = bm_hi(x) & 0x7fffffff;
    if (ix < 0x3e400000)
        return 1.0;
    double z = x * x;
    double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3fd33333)                                      /* |x| < 0.3 */
        return 1.0 - (0.5 * z - (z * r - x * y));
    double qx = ix > 0x3fe90000 ? 0.28125 : bm_with_hi(0.0, ix - 0x00200000);
    double hz = 0.5 * z - qx, a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

/* sin and cos of t in [0, 2 pi) into *sn and *cs: fdlibm's medium-size
 * reduction by pi/2 (__ieee754_rem_pio2) once, then the kernels; each is
 * what sin(t) or cos(t) alone gives. */
BM_FN void bm_sincos(double t, double *sn, double *cs)
{
    const double invpio2 = 6.36619772367581382433e-01, pio2_1 = 1.57079632673412561417e+00,
                 pio2_1t = 6.07710050650619224932e-11, pio2_2 = 6.07710050630396597660e-11,
                 pio2_2t = 2.02226624879595063154e-21, pio2_3 = 2.02226624871116645580e-21,
                 pio2_3t = 8.47842766036889956997e-32;
    uint32_t ix = bm_hi(t) & 0x7fffffff;
    if (ix <= 0x3fe921fb) {                                   /* |t| <= pi/4 */
        *sn = bm_ksin(t, 0.0, 0);
        *cs = bm_kcos(t, 0.0);
        return;
    }
    int n = (int)(t * invpio2 + 0.5);
    double fn = (double)n, r = t - fn * pio2_1, w = fn * pio2_1t, y0 = r - w;
    int32_t j = (int32_t)(ix >> 20);
    if (j - (int32_t)((bm_hi(y0) >> 20) & 0x7ff) > 16) {     /* 2nd round, 118 bits */
        double u = r;
        w = fn * pio2_2;
        r = u - w;
        w = fn * pio2_2t - ((u - r) - w);
        y0 = r - w;
        if (j - (int32_t)((bm_hi(y0) >> 20) & 0x7ff) > 49) { /* 3rd round, 151 bits */
            u = r;
            w = fn * pio2_3;
            r = u - w;
            w = fn * pio2_3t - ((u - r) - w);
            y0 = r - w;
        }
    }
    double y1 = (r - y0) - w;
    double ks = bm_ksin(y0, y1, 1), kc = bm_kcos(y0, y1);
    switch (n & 3) {
    case 0: *sn = ks; *cs = kc; break;
    case 1: *sn = kc; *cs = -ks; break;
    case 2: *sn = -ks; *cs = -kc; break;
    default: *sn = -kc; *cs = ks; break;
    }
}

/* ---------------------------------------------------------------- float */

/* sin and cos of 2 pi m / 2^bits (m < 2^bits, bits from 3 to 26) into
 * *sn and *cs: randn's angles take 24 bits, cauchy_'s 26 (kernels/dist.h).
 * The reduction is exact: n = m / 2^(bits - 2) rounded (the nearest
 * multiple of pi/2) and f = m - n 2^(bits - 2), within 2^(bits - 3) of 0,
 * are integers' work, and only x = f 2^(2 - bits) pi/2 (pi/2 rounded to
 * float, scaled exactly) rounds; then fdlibm's __kernel_sinf and
 * __kernel_cosf polynomials on x in [-pi/4, pi/4] (less their last two
 * terms, below 2^-28 of the result there), sin x = x + x z S(z) and cos x
 * = 1 + z C(z) with z = x^2, each by Horner's rule in fmaf, which makes
 * fdlibm's guards for small x and for cos near pi/4 needless; the
 * quadrant n picks and signs them by selects, which a GPU's warp takes
 * without diverging and the simulated device's loop vectorises.
 * Within 2 ulps of sin and cos of the exact angle over every angle of 24
 * and of 26 bits (tests/unit/test_ops.c measures them). */
BM_FN void bm_sincos_turnf(uint32_t m, int bits, float *sn, float *cs)
{
    const float S[] = {-1.6666667163e-01f, 8.3333337680e-03f, -1.9841270114e-04f, 2.7557314297e-06f};
    const float C[] = {-0.5f, 4.1666667908e-02f, -1.3888889225e-03f, 2.4801587642e-05f,
                       -2.7557314297e-07f};
    int q = bits - 2;
    uint32_t n = (m + (1u << (q - 1))) >> q;
    float x = (float)((int32_t)m - (int32_t)(n << q)) * (1.57079637f * ff_float((uint32_t)(127 - q) << 23));
    float z = x * x;
    float s = fmaf(x * z, ff_poly(z, S, 4), x), c = fmaf(z, ff_poly(z, C, 5), 1.0f);
    float ps = n & 1 ? c : s, pc = n & 1 ? s : c;       /* odd quadrants swap them */
    *sn = n & 2 ? -ps : ps;                             /* sin < 0 in quadrants 2 and 3 */
    *cs = (n + 1) & 2 ? -pc : pc;                       /* cos < 0 in 1 and 2 */
}

#endif
