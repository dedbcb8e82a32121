/* vmath.c: float32 functions through double, four at a time (vmath.h).
 *
 * libmvec's vector functions are within 4 ulp of the true double result
 * and the scalar ones within 1, so the two differ by less than 2^-40 of
 * the value: wherever y - 2^-40|y| and y + 2^-40|y| (y the vector result)
 * round to the same float, the scalar result, which lies between them,
 * rounds to it too (rounding is monotonic).  Elsewhere, about one value
 * in 2^16, and for NaN, infinities, values near 0 and arguments outside
 * the function's domain, the lane takes the scalar function: the bits are
 * always the scalar function's. */
#include "cpu/vmath.h"

#include <immintrin.h>
#include <math.h>
#include <stdbool.h>
#include <string.h>

static double (*const scalar[VM_COUNT])(double) = {
    [VM_tan] = tan, [VM_asin] = asin, [VM_acos] = acos, [VM_atan] = atan,
    [VM_sinh] = sinh, [VM_cosh] = cosh, [VM_asinh] = asinh, [VM_acosh] = acosh,
    [VM_atanh] = atanh, [VM_log10] = log10, [VM_exp2] = exp2, [VM_erf] = erf,
    [VM_tanh] = tanh, [VM_sin] = sin, [VM_cos] = cos, [VM_erfc] = erfc, [VM_expm1] = expm1,
    [VM_log1p] = log1p, [VM_exp] = exp, [VM_log] = log, [VM_log2] = log2,
};

static void scalar_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    double (*f)(double) = scalar[fn];
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)f((double)x[i]);
}

/* atan2 and hypot by their scalar functions, in double. */
static void scalar2_f32(float *out, const float *y, const float *x, int64_t n, Vmath2Fn fn)
{
    double (*f)(double, double) = fn == VM2_atan2 ? atan2 : hypot;
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)f((double)y[i], (double)x[i]);
}

#if defined(__x86_64__) && defined(__GLIBC__) && defined(__GNUC__) && !defined(__clang__)
typedef double V4 __attribute__((vector_size(32)));
typedef V4 (*VecFn)(V4);

/* libmvec's AVX2 entry points (the x86-64 vector function ABI's names). */
#define MVEC(f) V4 _ZGVdN4v_##f(V4);
MVEC(tan) MVEC(asin) MVEC(acos) MVEC(atan) MVEC(sinh) MVEC(cosh) MVEC(asinh) MVEC(acosh)
MVEC(atanh) MVEC(log10) MVEC(exp2) MVEC(erf) MVEC(tanh) MVEC(sin) MVEC(cos) MVEC(erfc)
MVEC(expm1) MVEC(log1p) MVEC(exp) MVEC(log) MVEC(log2)

typedef float V4f __attribute__((vector_size(16)));
typedef long long V4i __attribute__((vector_size(32)));
typedef int V4si __attribute__((vector_size(16)));

/* Where each function has a number for a value: a lane outside (NaN
 * included) goes to libmvec as `inside` instead, whose special-case path
 * is slow, and takes the scalar function. */
static const struct Domain {
    double lo, hi, inside;
} domain[VM_COUNT] = {
    [VM_tan] = {-INFINITY, INFINITY, 0}, [VM_asin] = {-1, 1, 0.5}, [VM_acos] = {-1, 1, 0.5},
    [VM_atan] = {-INFINITY, INFINITY, 0}, [VM_sinh] = {-INFINITY, INFINITY, 0},
    [VM_cosh] = {-INFINITY, INFINITY, 0}, [VM_asinh] = {-INFINITY, INFINITY, 0},
    [VM_acosh] = {1, INFINITY, 2}, [VM_atanh] = {-1, 1, 0.5}, [VM_log10] = {0, INFINITY, 1},
    [VM_exp2] = {-INFINITY, INFINITY, 0}, [VM_erf] = {-INFINITY, INFINITY, 0},
    [VM_tanh] = {-INFINITY, INFINITY, 0}, [VM_sin] = {-INFINITY, INFINITY, 0},
    [VM_cos] = {-INFINITY, INFINITY, 0}, [VM_erfc] = {-INFINITY, INFINITY, 0},
    [VM_expm1] = {-INFINITY, INFINITY, 0}, [VM_log1p] = {-1, INFINITY, 0},
    [VM_exp] = {-INFINITY, INFINITY, 0}, [VM_log] = {0, INFINITY, 1}, [VM_log2] = {0, INFINITY, 1},
};

__attribute__((target("avx2"))) static void vector_f32(float *out, const float *x, int64_t n,
                                                       VmathFn fn)
{
    static const VecFn vec[VM_COUNT] = {
        [VM_tan] = _ZGVdN4v_tan, [VM_asin] = _ZGVdN4v_asin, [VM_acos] = _ZGVdN4v_acos,
        [VM_atan] = _ZGVdN4v_atan, [VM_sinh] = _ZGVdN4v_sinh, [VM_cosh] = _ZGVdN4v_cosh,
        [VM_asinh] = _ZGVdN4v_asinh, [VM_acosh] = _ZGVdN4v_acosh,
        [VM_atanh] = _ZGVdN4v_atanh, [VM_log10] = _ZGVdN4v_log10,
        [VM_exp2] = _ZGVdN4v_exp2, [VM_erf] = _ZGVdN4v_erf, [VM_tanh] = _ZGVdN4v_tanh,
        [VM_sin] = _ZGVdN4v_sin, [VM_cos] = _ZGVdN4v_cos, [VM_erfc] = _ZGVdN4v_erfc,
        [VM_expm1] = _ZGVdN4v_expm1, [VM_log1p] = _ZGVdN4v_log1p,
        [VM_exp] = _ZGVdN4v_exp, [VM_log] = _ZGVdN4v_log, [VM_log2] = _ZGVdN4v_log2,
    };
    VecFn vf = vec[fn];
    double (*f)(double) = scalar[fn];
    const struct Domain *d = &domain[fn];
    const V4 lo = {d->lo, d->lo, d->lo, d->lo}, hi = {d->hi, d->hi, d->hi, d->hi};
    const V4 inside = {d->inside, d->inside, d->inside, d->inside};
    const V4 tiny = {0x1p-900, 0x1p-900, 0x1p-900, 0x1p-900};
    const V4i magnitude = {INT64_MAX, INT64_MAX, INT64_MAX, INT64_MAX};
    /* A domain error gives the processor's default NaN whatever the
     * argument: one scalar call finds it. */
    float domain_nan = (float)f(d->hi < INFINITY ? d->hi + 1 : d->lo > -INFINITY ? d->lo - 1 : NAN);
    const V4f nanv = {domain_nan, domain_nan, domain_nan, domain_nan};
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        V4f xf;
        memcpy(&xf, x + i, sizeof xf);
        V4 v = __builtin_convertvector(xf, V4);
        V4i in = (v >= lo) & (v <= hi);
        V4 y = vf((V4)(((V4i)v & in) | ((V4i)inside & ~in)));
        V4 e = y * 0x1p-40;
        /* y < 0 makes y - e the larger: the comparison is symmetric. */
        V4f a = __builtin_convertvector(y - e, V4f), b = __builtin_convertvector(y + e, V4f);
        V4i ok = in & __builtin_convertvector(a == b, V4i) & ((V4)((V4i)y & magnitude) > tiny);
        /* The lanes that need the scalar function: NaN, and those in the
         * domain that failed the test; the others are a domain error's NaN. */
        V4i slow = ~ok & (in | (V4i)(v != v));
        if (!(slow[0] | slow[1] | slow[2] | slow[3])) {
            V4si keep = __builtin_convertvector(ok, V4si);
            V4f r = (V4f)(((V4si)a & keep) | ((V4si)nanv & ~keep));
            memcpy(out + i, &r, sizeof r);
            continue;
        }
        for (int k = 0; k < 4; k++)
            out[i + k] = ok[k] ? a[k] : slow[k] ? (float)f(v[k]) : domain_nan;
    }
    scalar_f32(out + i, x + i, n - i, fn);
}

/* The same test eight at a time, with libmvec's AVX-512 entry points:
 * twice the lanes a call, and mask registers instead of the lane shuffles
 * that AVX2's comparisons need (which cost more than the function). */
typedef double V8 __attribute__((vector_size(64)));
typedef V8 (*VecFn8)(V8);

#define MVEC8(f) V8 _ZGVeN8v_##f(V8);
MVEC8(tan) MVEC8(asin) MVEC8(acos) MVEC8(atan) MVEC8(sinh) MVEC8(cosh) MVEC8(asinh)
MVEC8(acosh) MVEC8(atanh) MVEC8(log10) MVEC8(exp2) MVEC8(erf) MVEC8(tanh) MVEC8(sin) MVEC8(cos)
MVEC8(erfc) MVEC8(expm1) MVEC8(log1p) MVEC8(exp) MVEC8(log) MVEC8(log2)

__attribute__((target("avx512f,avx512vl"))) static void vector8_f32(float *out, const float *x,
                                                                   int64_t n, VmathFn fn)
{
    static const VecFn8 vec[VM_COUNT] = {
        [VM_tan] = _ZGVeN8v_tan, [VM_asin] = _ZGVeN8v_asin, [VM_acos] = _ZGVeN8v_acos,
        [VM_atan] = _ZGVeN8v_atan, [VM_sinh] = _ZGVeN8v_sinh, [VM_cosh] = _ZGVeN8v_cosh,
        [VM_asinh] = _ZGVeN8v_asinh, [VM_acosh] = _ZGVeN8v_acosh,
        [VM_atanh] = _ZGVeN8v_atanh, [VM_log10] = _ZGVeN8v_log10,
        [VM_exp2] = _ZGVeN8v_exp2, [VM_erf] = _ZGVeN8v_erf, [VM_tanh] = _ZGVeN8v_tanh,
        [VM_sin] = _ZGVeN8v_sin, [VM_cos] = _ZGVeN8v_cos, [VM_erfc] = _ZGVeN8v_erfc,
        [VM_expm1] = _ZGVeN8v_expm1, [VM_log1p] = _ZGVeN8v_log1p,
        [VM_exp] = _ZGVeN8v_exp, [VM_log] = _ZGVeN8v_log, [VM_log2] = _ZGVeN8v_log2,
    };
    VecFn8 vf = vec[fn];
    double (*f)(double) = scalar[fn];
    const struct Domain *d = &domain[fn];
    const __m512d lo = _mm512_set1_pd(d->lo), hi = _mm512_set1_pd(d->hi);
    const __m512d inside = _mm512_set1_pd(d->inside), tiny = _mm512_set1_pd(0x1p-900);
    const __m512d margin = _mm512_set1_pd(0x1p-40);
    float domain_nan = (float)f(d->hi < INFINITY ? d->hi + 1 : d->lo > -INFINITY ? d->lo - 1 : NAN);
    const __m256 nanv = _mm256_set1_ps(domain_nan);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m512d v = _mm512_cvtps_pd(_mm256_loadu_ps(x + i));
        __mmask8 in = _mm512_cmp_pd_mask(v, lo, _CMP_GE_OQ) & _mm512_cmp_pd_mask(v, hi, _CMP_LE_OQ);
        __m512d y = (__m512d)vf((V8)_mm512_mask_blend_pd(in, inside, v));
        __m512d e = _mm512_mul_pd(y, margin);
        __m256 a = _mm512_cvtpd_ps(_mm512_sub_pd(y, e)), b = _mm512_cvtpd_ps(_mm512_add_pd(y, e));
        __mmask8 ok = in & _mm256_cmp_ps_mask(a, b, _CMP_EQ_OQ) &
                      _mm512_cmp_pd_mask(_mm512_abs_pd(y), tiny, _CMP_GT_OQ);
        __mmask8 slow = ~ok & (in | _mm512_cmp_pd_mask(v, v, _CMP_UNORD_Q));
        _mm256_storeu_ps(out + i, _mm256_mask_blend_ps(ok, nanv, a));
        if (slow) {
            double vs[8];
            _mm512_storeu_pd(vs, v);
            for (int k = 0; k < 8; k++)
                if (slow >> k & 1)
                    out[i + k] = (float)f(vs[k]);
        }
    }
    if (i < n)
        vector_f32(out + i, x + i, n - i, fn);
}

/* exp of eight doubles with |v| <= 700, to within 2^-48 of the true
 * value: v = k ln2 + r (k rounded, |r| <= ln2 / 2, ln2 in two parts so
 * that r is off by under 2^-53 of ln2), e^r by its Taylor polynomial to
 * r^12 / 12! (the remainder is under 2^-51 of it; Horner's fused steps
 * add a few ulp), times 2^k (exact: the result stays normal). */
__attribute__((target("avx512f,avx512vl"))) static inline __m512d exp8(__m512d v)
{
    static const double inverse_factorial[13] = {
        1.0, 1.0, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 720, 1.0 / 5040, 1.0 / 40320,
        1.0 / 362880, 1.0 / 3628800, 1.0 / 39916800, 1.0 / 479001600,
    };
    __m512d k = _mm512_roundscale_pd(_mm512_mul_pd(v, _mm512_set1_pd(M_LOG2E)),
                                     _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512d r = _mm512_fnmadd_pd(k, _mm512_set1_pd(0x1.62e42fee00000p-1), v);
    r = _mm512_fnmadd_pd(k, _mm512_set1_pd(0x1.a39ef35793c76p-33), r);
    __m512d p = _mm512_set1_pd(inverse_factorial[12]);
    for (int j = 11; j >= 0; j--)
        p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(inverse_factorial[j]));
    return _mm512_scalef_pd(p, k);
}

/* float32 exp eight at a time by exp8, with vector8_f32's test (exp8 is
 * closer than libmvec's 4 ulp, so its 2^-40 margin holds); |x| > 700,
 * NaN and lanes the test cannot vouch for take the scalar exp. */
__attribute__((target("avx512f,avx512vl"))) static void exp8_f32(float *out, const float *x,
                                                                int64_t n)
{
    const __m512d reach = _mm512_set1_pd(700), tiny = _mm512_set1_pd(0x1p-900);
    const __m512d margin = _mm512_set1_pd(0x1p-40);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m512d v = _mm512_cvtps_pd(_mm256_loadu_ps(x + i));
        __mmask8 near = _mm512_cmp_pd_mask(_mm512_abs_pd(v), reach, _CMP_LE_OQ);
        __m512d y = exp8(_mm512_maskz_mov_pd(near, v));
        __m512d e = _mm512_mul_pd(y, margin);
        __m256 a = _mm512_cvtpd_ps(_mm512_sub_pd(y, e)), b = _mm512_cvtpd_ps(_mm512_add_pd(y, e));
        __mmask8 ok = near & _mm256_cmp_ps_mask(a, b, _CMP_EQ_OQ) &
                      _mm512_cmp_pd_mask(y, tiny, _CMP_GT_OQ);
        _mm256_storeu_ps(out + i, a);
        if (ok != 0xff) {
            double vs[8];
            _mm512_storeu_pd(vs, v);
            for (int k = 0; k < 8; k++)
                if (!(ok >> k & 1))
                    out[i + k] = (float)scalar[VM_exp](vs[k]);
        }
    }
    if (i < n)
        vector_f32(out + i, x + i, n - i, VM_exp);
}

/* logaddexp's m + log1p(exp(-d)) (elementwise.c), eight at a time.  The
 * vector exp and log1p are within 4 ulp and the scalar ones within 1, so
 * the vector log1p lies within 2^-48 of itself of the scalar one (log1p's
 * slope is at most 1 and log1p(e) >= e / 2 for e <= 1): widened by 2^-40
 * of itself either way, both sums m + l round (monotonically) to the same
 * float only where the scalar sum does too.  Infinite and NaN operands,
 * and d > 600 (where l nears the subnormals), take exact(). */
__attribute__((target("avx512f,avx512vl"))) static void logaddexp8_f32(
    float *out, const float *x, const float *y, int64_t n, double (*exact)(double, double))
{
    const __m512d big = _mm512_set1_pd(600), inf = _mm512_set1_pd(INFINITY);
    const __m512d margin = _mm512_set1_pd(0x1p-40), zero = _mm512_setzero_pd();
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m512d vx = _mm512_cvtps_pd(_mm256_loadu_ps(x + i));
        __m512d vy = _mm512_cvtps_pd(_mm256_loadu_ps(y + i));
        __m512d d = _mm512_abs_pd(_mm512_sub_pd(vx, vy));
        __mmask8 good = _mm512_cmp_pd_mask(_mm512_abs_pd(vx), inf, _CMP_LT_OQ) &
                        _mm512_cmp_pd_mask(_mm512_abs_pd(vy), inf, _CMP_LT_OQ) &
                        _mm512_cmp_pd_mask(d, big, _CMP_LE_OQ);
        __m512d m = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(vx, vy, _CMP_LT_OQ), vx, vy);
        __m512d e = (__m512d)_ZGVeN8v_exp((V8)_mm512_mask_sub_pd(zero, good, zero, d));
        __m512d l = (__m512d)_ZGVeN8v_log1p((V8)e);
        __m512d w = _mm512_mul_pd(l, margin);
        __m256 a = _mm512_cvtpd_ps(_mm512_add_pd(m, _mm512_sub_pd(l, w)));
        __m256 b = _mm512_cvtpd_ps(_mm512_add_pd(m, _mm512_add_pd(l, w)));
        __mmask8 slow = ~(good & _mm256_cmp_ps_mask(a, b, _CMP_EQ_OQ));
        _mm256_storeu_ps(out + i, a);
        if (slow) {
            double xs[8], ys[8];
            _mm512_storeu_pd(xs, vx);
            _mm512_storeu_pd(ys, vy);
            for (int k = 0; k < 8; k++)
                if (slow >> k & 1)
                    out[i + k] = (float)exact(xs[k], ys[k]);
        }
    }
    for (; i < n; i++)
        out[i] = (float)exact(x[i], y[i]);
}

void cpu_vmath_logaddexp_f32(float *out, const float *x, const float *y, int64_t n,
                             double (*exact)(double, double))
{
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl")) {
        logaddexp8_f32(out, x, y, n, exact);
        return;
    }
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)exact(x[i], y[i]);
}

V8 _ZGVeN8vv_atan2(V8, V8);

/* atan2 (libmvec's, within 4 ulp) and hypot (sqrt(y^2 + x^2): the
 * squares of floats are exact in double, so it is within an ulp) eight
 * at a time, with vector8_f32's test.  Zero, infinite and NaN operands
 * take the scalar function. */
__attribute__((target("avx512f,avx512vl"))) static void vector8_2_f32(float *out, const float *y,
                                                                     const float *x, int64_t n,
                                                                     Vmath2Fn fn)
{
    double (*f)(double, double) = fn == VM2_atan2 ? atan2 : hypot;
    const __m512d inf = _mm512_set1_pd(INFINITY), zero = _mm512_setzero_pd(), one = _mm512_set1_pd(1);
    const __m512d margin = _mm512_set1_pd(0x1p-40), tiny = _mm512_set1_pd(0x1p-900);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m512d vy = _mm512_cvtps_pd(_mm256_loadu_ps(y + i));
        __m512d vx = _mm512_cvtps_pd(_mm256_loadu_ps(x + i));
        __mmask8 good = _mm512_cmp_pd_mask(_mm512_abs_pd(vy), inf, _CMP_LT_OQ) &
                        _mm512_cmp_pd_mask(_mm512_abs_pd(vx), inf, _CMP_LT_OQ) &
                        _mm512_cmp_pd_mask(vy, zero, _CMP_NEQ_OQ) & _mm512_cmp_pd_mask(vx, zero, _CMP_NEQ_OQ);
        vy = _mm512_mask_blend_pd(good, one, vy);
        vx = _mm512_mask_blend_pd(good, one, vx);
        __m512d r = fn == VM2_atan2 ? (__m512d)_ZGVeN8vv_atan2((V8)vy, (V8)vx)
                                    : _mm512_sqrt_pd(_mm512_add_pd(_mm512_mul_pd(vy, vy), _mm512_mul_pd(vx, vx)));
        __m512d e = _mm512_mul_pd(r, margin);
        __m256 a = _mm512_cvtpd_ps(_mm512_sub_pd(r, e)), b = _mm512_cvtpd_ps(_mm512_add_pd(r, e));
        __mmask8 ok = good & _mm256_cmp_ps_mask(a, b, _CMP_EQ_OQ) &
                      _mm512_cmp_pd_mask(_mm512_abs_pd(r), tiny, _CMP_GT_OQ);
        _mm256_storeu_ps(out + i, a);
        if (ok != 0xff)
            for (int k = 0; k < 8; k++)
                if (!(ok >> k & 1))
                    out[i + k] = (float)f((double)y[i + k], (double)x[i + k]);
    }
    scalar2_f32(out + i, y + i, x + i, n - i, fn);
}

void cpu_vmath2_f32(float *out, const float *y, const float *x, int64_t n, Vmath2Fn fn)
{
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl"))
        vector8_2_f32(out, y, x, n, fn);
    else
        scalar2_f32(out, y, x, n, fn);
}

void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
    if (n >= 8 && avx512 && fn == VM_exp)
        exp8_f32(out, x, n);
    else if (n >= 8 && avx512)
        vector8_f32(out, x, n, fn);
    else if (n >= 4 && __builtin_cpu_supports("avx2"))
        vector_f32(out, x, n, fn);
    else
        scalar_f32(out, x, n, fn);
}
#else
void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    scalar_f32(out, x, n, fn);
}

void cpu_vmath_logaddexp_f32(float *out, const float *x, const float *y, int64_t n,
                             double (*exact)(double, double))
{
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)exact(x[i], y[i]);
}

void cpu_vmath2_f32(float *out, const float *y, const float *x, int64_t n, Vmath2Fn fn)
{
    scalar2_f32(out, y, x, n, fn);
}
#endif
