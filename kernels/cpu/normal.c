/* normal.c: randn's float Box-Muller transform over arrays (normal.h).
 *
 * bm_logf and bm_sincos_turnf branch on their argument, which keeps a
 * loop of them from vectorising.  Their twins here take every branch's
 * formula, unchanged, and pick the one the scalar code would return by
 * its condition, unchanged: the same IEEE operations on the same values,
 * so the same bits (a checker compared them over every argument randn
 * can give them).  The branches not taken may divide by zero or make a
 * NaN; that traps nowhere (-fno-trapping-math) and is never picked. */
#include "cpu/normal.h"

#include <math.h>

#include "boxmuller.h"
#include "cpu/iter.h"

/* Inlined into the loops, or GCC cannot vectorise them. */
#define LANE static inline __attribute__((always_inline))

/* bm_logf(x) for x in (0, 1]. */
LANE float log_lane(float x)
{
    const float ln2_hi = 6.9313812256e-01f, ln2_lo = 9.0580006145e-06f;
    const float Lg1 = 0xaaaaaa.0p-24f, Lg2 = 0xccce13.0p-25f, Lg3 = 0x91e9ee.0p-25f, Lg4 = 0xf89e26.0p-26f;
    int32_t ix = (int32_t)ff_bits(x);
    int32_t k = (ix >> 23) - 127;
    ix &= 0x007fffff;
    int32_t i = (ix + (0x95f64 << 3)) & 0x800000;
    x = ff_float((uint32_t)(ix | (i ^ 0x3f800000)));
    k += i >> 23;
    float f = x - 1.0f, dk = (float)k;
    /* |f| < 2^-20: x a power of two (f == 0), else a quadratic in f */
    float power2 = k == 0 ? 0.0f : dk * ln2_hi + dk * ln2_lo;
    float R = f * f * (0.5f - 0.33333333333333333f * f);
    float quadratic = k == 0 ? f - R : dk * ln2_hi - ((R - dk * ln2_lo) - f);
    /* otherwise the polynomial in s, with hfsq where (i | j) > 0 */
    float s = f / (2.0f + f), z = s * s, w = z * z;
    int32_t j = (0x6b851 << 3) - ix;
    i = ix - (0x6147a << 3);
    float t1 = w * (Lg2 + w * Lg4);
    float t2 = z * (Lg1 + w * Lg3);
    R = t2 + t1;
    float hfsq = 0.5f * f * f;
    float with_hfsq = k == 0 ? f - (hfsq - s * (hfsq + R))
                             : dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
    float plain = k == 0 ? f - s * (f - R) : dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f);
    if ((0x007fffff & (15 + ix)) < 16)
        return f == 0.0f ? power2 : quadratic;
    return (i | j) > 0 ? with_hfsq : plain;
}

/* bm_sincos_turnf(m, sn, cs) for m < 2^24 (ix below is under 2^31, so
 * compared as signed: AVX2 has no unsigned comparison). */
LANE void sincos_lane(uint32_t m, float *sn, float *cs)
{
    const float S1 = -1.6666667163e-01f, S2 = 8.3333337680e-03f, S3 = -1.9841270114e-04f,
                S4 = 2.7557314297e-06f;
    const float C1 = 4.1666667908e-02f, C2 = -1.3888889225e-03f, C3 = 2.4801587642e-05f,
                C4 = -2.7557314297e-07f;
    int32_t n = (int32_t)((m + (1u << 21)) >> 22);
    float x = (float)((int32_t)m - (n << 22)) * 0x1p-22f * 1.57079637f;
    int32_t ix = (int32_t)(ff_bits(x) & 0x7fffffff);
    float z = x * x, v = z * x;
    float r = S2 + z * (S3 + z * S4);
    float s = x + v * (S1 + z * r);
    r = z * (C1 + z * (C2 + z * (C3 + z * C4)));
    /* cos: |x| < 0.3 (near), else with qx (far); x itself where |x| < 2^-27 */
    float c_near = 1.0f - (0.5f * z - z * r);
    float qx = ix > 0x3f480000 ? 0.28125f : ff_float((uint32_t)(ix - 0x01000000));
    float hz = 0.5f * z - qx, a = 1.0f - qx;
    float c_far = a - (hz - z * r);
    float c = ix < 0x3e99999a ? c_near : c_far;
    if (ix < 0x32000000) {
        s = x;
        c = 1.0f;
    }
    /* the quadrant n: odd ones swap sin and cos, 2 and 3 negate sin, 1 and 2 cos */
    float ps = n & 1 ? c : s, pc = n & 1 ? s : c;
    *sn = n & 2 ? -ps : ps;
    *cs = (n + 1) & 2 ? -pc : pc;
}

/* philox_normal_f(w[0], w[1]) into out[0] and out[1] ((w[0] >> 8) + 1
 * fits an int32_t, whose conversion vectorises, as unsigned's does not). */
LANE void pair_lane(float *out, const uint32_t *w)
{
    float u = (float)(int32_t)((w[0] >> 8) + 1) * 0x1p-24f;
    float r = sqrtf(-2.0f * log_lane(u)), sn, cs;
    sincos_lane(w[1] >> 8, &sn, &cs);
    out[0] = r * cs;
    out[1] = r * sn;
}

/* One loop of everything: GCC vectorises it whole, and the pairs'
 * intermediate values never leave the registers. */
CPU_CLONES void cpu_normal_pairs_f(float *restrict out, const uint32_t *restrict w, int64_t pairs)
{
    CPU_LOOP(pairs, pair_lane(out + 2 * i, w + 2 * i));
}
