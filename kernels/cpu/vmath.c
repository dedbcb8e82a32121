/* vmath.c: float32 functions through double, four at a time (vmath.h).
 *
 * libmvec's vector functions are within 4 ulp of the true double result
 * and the scalar ones within 1, so the two differ by less than 2^-40 of
 * the value: wherever y - 2^-40|y| and y + 2^-40|y| (y the vector result)
 * round to the same float, the scalar result, which lies between them,
 * rounds to it too (rounding is monotonic).  Elsewhere, about one value
 * in 2^16, and for NaN, infinities, values near 0 and arguments outside
 * the function's domain, the lane takes the scalar function: the bits are
 * always the scalar function's.
 *
 * Three roads, by what the processor has: AVX-512 (eight doubles a
 * vector), AVX2 with FMA (eight floats a group as two halves of four
 * doubles: the processors without AVX-512, such as AMD's Zen 3), and AVX2
 * alone (four).  exp and log1p take polynomials of their own on the
 * first two, within 2^-48 of the true value, which the same test covers. */
#include "cpu/vmath.h"

#include <float.h>
#include <immintrin.h>
#include <math.h>
#include <stdbool.h>
#include <string.h>

static double (*const scalar[VM_COUNT])(double) = {
    [VM_tan] = tan, [VM_atan] = atan, [VM_sinh] = sinh, [VM_cosh] = cosh,
    [VM_acosh] = acosh, [VM_log10] = log10, [VM_exp2] = exp2, [VM_tanh] = tanh,
    [VM_sin] = sin, [VM_cos] = cos, [VM_expm1] = expm1, [VM_log1p] = log1p,
    [VM_exp] = exp, [VM_log] = log, [VM_log2] = log2,
};

static void scalar_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    double (*f)(double) = scalar[fn];
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)f((double)x[i]);
}

/* hypot by its scalar function, in double. */
static void scalar_hypot_f32(float *out, const float *y, const float *x, int64_t n)
{
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)hypot((double)y[i], (double)x[i]);
}

#if defined(__x86_64__) && defined(__GLIBC__) && defined(__GNUC__) && !defined(__clang__)
typedef double V4 __attribute__((vector_size(32)));
typedef V4 (*VecFn)(V4);

/* libmvec's AVX2 entry points (the x86-64 vector function ABI's names). */
#define MVEC(f) V4 _ZGVdN4v_##f(V4);
MVEC(tan) MVEC(atan) MVEC(sinh) MVEC(cosh) MVEC(acosh) MVEC(log10) MVEC(exp2) MVEC(tanh)
MVEC(sin) MVEC(cos) MVEC(expm1) MVEC(log1p) MVEC(exp) MVEC(log) MVEC(log2)

typedef float V4f __attribute__((vector_size(16)));
typedef long long V4i __attribute__((vector_size(32)));
typedef int V4si __attribute__((vector_size(16)));

/* Where each function has a number for a value: a lane outside (NaN
 * included) goes to libmvec as `inside` instead, whose special-case path
 * is slow, and takes the scalar function. */
static const struct Domain {
    double lo, hi, inside;
} domain[VM_COUNT] = {
    [VM_tan] = {-INFINITY, INFINITY, 0}, [VM_atan] = {-INFINITY, INFINITY, 0},
    [VM_sinh] = {-INFINITY, INFINITY, 0}, [VM_cosh] = {-INFINITY, INFINITY, 0},
    [VM_acosh] = {1, INFINITY, 2}, [VM_log10] = {0, INFINITY, 1},
    [VM_exp2] = {-INFINITY, INFINITY, 0}, [VM_tanh] = {-INFINITY, INFINITY, 0},
    [VM_sin] = {-INFINITY, INFINITY, 0}, [VM_cos] = {-INFINITY, INFINITY, 0},
    [VM_expm1] = {-INFINITY, INFINITY, 0}, [VM_log1p] = {-1, INFINITY, 0},
    [VM_exp] = {-INFINITY, INFINITY, 0}, [VM_log] = {0, INFINITY, 1}, [VM_log2] = {0, INFINITY, 1},
};

__attribute__((target("avx2"))) static void vector_f32(float *out, const float *x, int64_t n,
                                                       VmathFn fn)
{
    static const VecFn vec[VM_COUNT] = {
        [VM_tan] = _ZGVdN4v_tan, [VM_atan] = _ZGVdN4v_atan, [VM_sinh] = _ZGVdN4v_sinh,
        [VM_cosh] = _ZGVdN4v_cosh, [VM_acosh] = _ZGVdN4v_acosh, [VM_log10] = _ZGVdN4v_log10,
        [VM_exp2] = _ZGVdN4v_exp2, [VM_tanh] = _ZGVdN4v_tanh, [VM_sin] = _ZGVdN4v_sin,
        [VM_cos] = _ZGVdN4v_cos, [VM_expm1] = _ZGVdN4v_expm1, [VM_log1p] = _ZGVdN4v_log1p,
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

/* ---- AVX2 with FMA, eight floats at a time ----
 *
 * The test above on two halves of four doubles, written with intrinsics:
 * the argument checks on the eight floats, the two roundings of each
 * result compared as eight floats, and the lanes that pass gathered in
 * one bit mask (movemask), so that a group that needs no scalar call
 * costs no lane shuffle.  A group's lanes that fail take the scalar
 * function exactly as vector_f32's do. */
#define AVX2_FMA __attribute__((target("avx2,fma")))
#define AVX2_INLINE __attribute__((target("avx2,fma"), always_inline)) static inline

/* The two float roundings of y -+ 2^-40 y for both halves, and the
 * mask of the lanes where they agree and |y| > 2^-900. */
AVX2_INLINE __m256 round_pair(__m256d y0, __m256d y1, int *ok)
{
    const __m256d margin = _mm256_set1_pd(0x1p-40), tiny = _mm256_set1_pd(0x1p-900);
    const __m256d magnitude = _mm256_castsi256_pd(_mm256_set1_epi64x(INT64_MAX));
    __m256d e0 = _mm256_mul_pd(y0, margin), e1 = _mm256_mul_pd(y1, margin);
    __m256 a = _mm256_set_m128(_mm256_cvtpd_ps(_mm256_sub_pd(y1, e1)), _mm256_cvtpd_ps(_mm256_sub_pd(y0, e0)));
    __m256 b = _mm256_set_m128(_mm256_cvtpd_ps(_mm256_add_pd(y1, e1)), _mm256_cvtpd_ps(_mm256_add_pd(y0, e0)));
    int big = _mm256_movemask_pd(_mm256_cmp_pd(_mm256_and_pd(y0, magnitude), tiny, _CMP_GT_OQ)) |
              _mm256_movemask_pd(_mm256_cmp_pd(_mm256_and_pd(y1, magnitude), tiny, _CMP_GT_OQ)) << 4;
    *ok = _mm256_movemask_ps(_mm256_cmp_ps(a, b, _CMP_EQ_OQ)) & big;
    return a;
}

/* One group of eight through libmvec's four-double function vf.  Lanes
 * outside the domain (NaN not) take the domain error's NaN in a blend;
 * the scalar function serves only the lanes in the domain that fail the
 * test, and NaN. */
AVX2_INLINE void group_f32(float *out, const float *x, VecFn vf, double (*f)(double),
                                      __m256 lo, __m256 hi, __m256 inside, __m256 nanv)
{
    __m256 xf = _mm256_loadu_ps(x);
    __m256 inm = _mm256_and_ps(_mm256_cmp_ps(xf, lo, _CMP_GE_OQ), _mm256_cmp_ps(xf, hi, _CMP_LE_OQ));
    __m256 outm = _mm256_or_ps(_mm256_cmp_ps(xf, lo, _CMP_LT_OQ), _mm256_cmp_ps(xf, hi, _CMP_GT_OQ));
    __m256 xi = _mm256_blendv_ps(inside, xf, inm);
    __m256d y0 = (__m256d)vf((V4)_mm256_cvtps_pd(_mm256_castps256_ps128(xi)));
    __m256d y1 = (__m256d)vf((V4)_mm256_cvtps_pd(_mm256_extractf128_ps(xi, 1)));
    int ok;
    __m256 a = round_pair(y0, y1, &ok);
    ok &= _mm256_movemask_ps(inm);
    int slow = ~(ok | _mm256_movemask_ps(outm)) & 0xff;
    /* out may be x: the arguments are kept before the store. */
    float xs[8];
    if (slow)
        _mm256_storeu_ps(xs, xf);
    _mm256_storeu_ps(out, _mm256_blendv_ps(a, nanv, outm));
    if (slow)
        for (int k = 0; k < 8; k++)
            if (slow >> k & 1)
                out[k] = (float)f((double)xs[k]);
}

AVX2_FMA static void avx2_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    static const VecFn vec[VM_COUNT] = {
        [VM_tan] = _ZGVdN4v_tan, [VM_atan] = _ZGVdN4v_atan, [VM_sinh] = _ZGVdN4v_sinh,
        [VM_cosh] = _ZGVdN4v_cosh, [VM_acosh] = _ZGVdN4v_acosh, [VM_log10] = _ZGVdN4v_log10,
        [VM_exp2] = _ZGVdN4v_exp2, [VM_tanh] = _ZGVdN4v_tanh, [VM_sin] = _ZGVdN4v_sin,
        [VM_cos] = _ZGVdN4v_cos, [VM_expm1] = _ZGVdN4v_expm1, [VM_log1p] = _ZGVdN4v_log1p,
        [VM_exp] = _ZGVdN4v_exp, [VM_log] = _ZGVdN4v_log, [VM_log2] = _ZGVdN4v_log2,
    };
    VecFn vf = vec[fn];
    double (*f)(double) = scalar[fn];
    const struct Domain *d = &domain[fn];
    /* The domains' bounds are floats (+-1, 0, infinities). */
    const __m256 lo = _mm256_set1_ps((float)d->lo), hi = _mm256_set1_ps((float)d->hi);
    const __m256 inside = _mm256_set1_ps((float)d->inside);
    float domain_nan = (float)f(d->hi < INFINITY ? d->hi + 1 : d->lo > -INFINITY ? d->lo - 1 : NAN);
    const __m256 nanv = _mm256_set1_ps(domain_nan);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        group_f32(out + i, x + i, vf, f, lo, hi, inside, nanv);
    if (i < n) {
        /* The last few through one padded group. */
        float xs[8], ys[8];
        for (int k = 0; k < 8; k++)
            xs[k] = i + k < n ? x[i + k] : (float)d->inside;
        group_f32(ys, xs, vf, f, lo, hi, inside, nanv);
        memcpy(out + i, ys, (size_t)(n - i) * sizeof *out);
    }
}

/* exp of four doubles with |v| <= 700, to within 2^-48 of the true
 * value, as exp8 below: v = k ln2 + r, e^r by the same Taylor polynomial
 * to r^12 / 12!, but in Estrin's order (pairs, then pairs of pairs by
 * r^2, r^4 and r^8), whose chain of dependent steps is a third of
 * Horner's: its terms are positive multiples of powers of |r| <= 0.35,
 * so each step's rounding is a few ulp of the sum at most.  2^k is
 * exact: k stays in [-1010, 1010]. */
/* e^r by the Taylor polynomial to r^12 / 12! in Estrin's order, and
 * 2^k (k an integer in [-1022, 1023]) as a double. */
AVX2_INLINE __m256d exp_taylor(__m256d r)
{
#define C(j) _mm256_set1_pd(1.0 / (j))
    __m256d r2 = _mm256_mul_pd(r, r), r4 = _mm256_mul_pd(r2, r2), r8 = _mm256_mul_pd(r4, r4);
    __m256d p01 = _mm256_add_pd(_mm256_set1_pd(1.0), r);
    __m256d p23 = _mm256_fmadd_pd(C(6.0), r, C(2.0));
    __m256d p45 = _mm256_fmadd_pd(C(120.0), r, C(24.0));
    __m256d p67 = _mm256_fmadd_pd(C(5040.0), r, C(720.0));
    __m256d p89 = _mm256_fmadd_pd(C(362880.0), r, C(40320.0));
    __m256d pab = _mm256_fmadd_pd(C(39916800.0), r, C(3628800.0));
    __m256d q0 = _mm256_fmadd_pd(p23, r2, p01), q1 = _mm256_fmadd_pd(p67, r2, p45);
    __m256d q2 = _mm256_fmadd_pd(pab, r2, p89);
    __m256d s0 = _mm256_fmadd_pd(q1, r4, q0), s1 = _mm256_fmadd_pd(C(479001600.0), r4, q2);
#undef C
    return _mm256_fmadd_pd(s1, r8, s0);
}

AVX2_INLINE __m256d pow2i(__m256d k)
{
    /* k + 1023 in the exponent field (k + 1023 + 2^52 as a double holds
     * that integer in its low bits). */
    __m256i bits = _mm256_castpd_si256(_mm256_add_pd(k, _mm256_set1_pd(0x1p52 + 1023)));
    return _mm256_castsi256_pd(_mm256_slli_epi64(bits, 52));
}

/* exp of four doubles with |v| <= 700, to within 2^-48 of the true
 * value, as exp8 below: v = k ln2 + r, e^r by the same Taylor polynomial
 * to r^12 / 12!, but in Estrin's order (pairs, then pairs of pairs by
 * r^2, r^4 and r^8), whose chain of dependent steps is a third of
 * Horner's: its terms are positive multiples of powers of |r| <= 0.35,
 * so each step's rounding is a few ulp of the sum at most.  2^k is
 * exact: k stays in [-1010, 1010]. */
AVX2_INLINE __m256d exp4(__m256d v)
{
    __m256d k = _mm256_round_pd(_mm256_mul_pd(v, _mm256_set1_pd(M_LOG2E)),
                                _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256d r = _mm256_fnmadd_pd(k, _mm256_set1_pd(0x1.62e42fee00000p-1), v);
    r = _mm256_fnmadd_pd(k, _mm256_set1_pd(0x1.a39ef35793c76p-33), r);
    return _mm256_mul_pd(exp_taylor(r), pow2i(k));
}

/* e^r - 1 by exp_taylor's polynomial without its constant term: its
 * terms shrink fast for |r| <= 0.35, so it keeps r's relative accuracy
 * where e^r - 1 would cancel. */
AVX2_INLINE __m256d expm1_taylor(__m256d r)
{
#define C(j) _mm256_set1_pd(1.0 / (j))
    __m256d r2 = _mm256_mul_pd(r, r), r4 = _mm256_mul_pd(r2, r2), r8 = _mm256_mul_pd(r4, r4);
    __m256d p23 = _mm256_fmadd_pd(C(6.0), r, C(2.0));
    __m256d p45 = _mm256_fmadd_pd(C(120.0), r, C(24.0));
    __m256d p67 = _mm256_fmadd_pd(C(5040.0), r, C(720.0));
    __m256d p89 = _mm256_fmadd_pd(C(362880.0), r, C(40320.0));
    __m256d pab = _mm256_fmadd_pd(C(39916800.0), r, C(3628800.0));
    __m256d q0 = _mm256_fmadd_pd(p23, r2, r), q1 = _mm256_fmadd_pd(p67, r2, p45);
    __m256d q2 = _mm256_fmadd_pd(pab, r2, p89);
    __m256d s0 = _mm256_fmadd_pd(q1, r4, q0), s1 = _mm256_fmadd_pd(C(479001600.0), r4, q2);
#undef C
    return _mm256_fmadd_pd(s1, r8, s0);
}

/* e^v - 1 of four doubles with |v| <= 700, within 2^-48 of the true
 * value: v = k ln2 + r as exp4 reduces it, then 2^k (e^r - 1) + (2^k - 1)
 * in one rounding; 2^k - 1 is exact for k in [-52, 52], and elsewhere the
 * result is -1 or huge, where its rounding is below 2^-52 of it; for k
 * != 0 the two terms never cancel below 0.29 of the larger. */
AVX2_INLINE __m256d expm1_4(__m256d v)
{
    __m256d k = _mm256_round_pd(_mm256_mul_pd(v, _mm256_set1_pd(M_LOG2E)),
                                _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256d r = _mm256_fnmadd_pd(k, _mm256_set1_pd(0x1.62e42fee00000p-1), v);
    r = _mm256_fnmadd_pd(k, _mm256_set1_pd(0x1.a39ef35793c76p-33), r);
    __m256d scale = pow2i(k);
    return _mm256_fmadd_pd(scale, expm1_taylor(r), _mm256_sub_pd(scale, _mm256_set1_pd(1.0)));
}

AVX2_INLINE void exp_group(float *out, const float *x)
{
    const __m256 reach = _mm256_set1_ps(700);
    const __m256 magnitude = _mm256_castsi256_ps(_mm256_set1_epi32(INT32_MAX));
    __m256 xf = _mm256_loadu_ps(x);
    __m256 near = _mm256_cmp_ps(_mm256_and_ps(xf, magnitude), reach, _CMP_LE_OQ);
    __m256 xn = _mm256_and_ps(xf, near);
    __m256d y0 = exp4(_mm256_cvtps_pd(_mm256_castps256_ps128(xn)));
    __m256d y1 = exp4(_mm256_cvtps_pd(_mm256_extractf128_ps(xn, 1)));
    int ok;
    __m256 a = round_pair(y0, y1, &ok);
    ok &= _mm256_movemask_ps(near);
    /* out may be x: the arguments are kept before the store. */
    float xs[8];
    if (ok != 0xff)
        _mm256_storeu_ps(xs, xf);
    _mm256_storeu_ps(out, a);
    if (ok != 0xff)
        for (int k = 0; k < 8; k++)
            if (!(ok >> k & 1))
                out[k] = (float)exp((double)xs[k]);
}

AVX2_FMA static void exp_avx2_f32(float *out, const float *x, int64_t n)
{
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        exp_group(out + i, x + i);
    if (i < n) {
        float xs[8] = {0}, ys[8];
        memcpy(xs, x + i, (size_t)(n - i) * sizeof *x);
        exp_group(ys, xs);
        memcpy(out + i, ys, (size_t)(n - i) * sizeof *out);
    }
}

/* log1p of four doubles x in (-1, 2^1000), within 2^-48 of the true
 * value (fdlibm's log1p in outline): u = 1 + x rounded, and c = x - (u -
 * 1), the rounding's error, exact (u - 1 is exact);  u = 2^k m with m in
 * [sqrt(2)/2, sqrt(2)), so log1p(x) = k ln2 + log(m) + c / u, and log(m)
 * = 2 atanh(s) = 2s + 2s^3/3 + ... with s = (m - 1) / (m + 1), |s| <=
 * 0.172, to s^21 (the rest is under 2^-50 of it), in Estrin's order.
 * c / u is taken as c where |x| < 1, and 0 elsewhere: it is nonzero only
 * where u is within 2^-29 of 1 for a float x (or x > 2^53, where it is
 * under 2^-58 of the result), and for the sums 1 + e of mish's e = e^x
 * in (0, 1] c - c/u = c e / (1 + e) is under 2^-53 of log1p(e) >= e /
 * (1 + e).  Each step rounds within a few ulp of terms no larger than 3
 * times the result (k ln2 and log(m) of opposite signs cancel at most
 * that much, and k ln2 is exact in its high part). */
AVX2_INLINE __m256d log1p4(__m256d x)
{
    const __m256d one = _mm256_set1_pd(1.0);
    __m256d u = _mm256_add_pd(one, x);
    __m256d c = _mm256_sub_pd(x, _mm256_sub_pd(u, one));
    c = _mm256_and_pd(c, _mm256_cmp_pd(_mm256_and_pd(x, _mm256_castsi256_pd(_mm256_set1_epi64x(INT64_MAX))),
                                       one, _CMP_LT_OQ));
    /* u's exponent moved so that the mantissa lands in [sqrt(2)/2, sqrt(2)). */
    __m256i ui = _mm256_add_epi64(_mm256_castpd_si256(u), _mm256_set1_epi64x((int64_t)0x00095f62 << 32));
    __m256i mi = _mm256_add_epi64(_mm256_and_si256(ui, _mm256_set1_epi64x(0x000fffffffffffff)),
                                  _mm256_set1_epi64x((int64_t)0x3fe6a09e << 32));
    __m256d kd = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(_mm256_srli_epi64(ui, 52),
                                                                   _mm256_set1_epi64x(0x4330000000000000))),
                               _mm256_set1_pd(0x1p52 + 1023));
    __m256d m = _mm256_castsi256_pd(mi);
    __m256d s = _mm256_div_pd(_mm256_sub_pd(m, one), _mm256_add_pd(m, one));
    __m256d z = _mm256_mul_pd(s, s), z2 = _mm256_mul_pd(z, z), z4 = _mm256_mul_pd(z2, z2);
#define C(j) _mm256_set1_pd(2.0 / (j))
    __m256d p01 = _mm256_fmadd_pd(C(5), z, C(3));
    __m256d p23 = _mm256_fmadd_pd(C(9), z, C(7));
    __m256d p45 = _mm256_fmadd_pd(C(13), z, C(11));
    __m256d p67 = _mm256_fmadd_pd(C(17), z, C(15));
    __m256d p89 = _mm256_fmadd_pd(C(21), z, C(19));
    __m256d q0 = _mm256_fmadd_pd(p23, z2, p01), q1 = _mm256_fmadd_pd(p67, z2, p45);
    __m256d r = _mm256_fmadd_pd(_mm256_fmadd_pd(p89, z4, q1), z4, q0);
#undef C
    /* log(m) = 2s + s z r: the leading term apart, exact. */
    __m256d logm = _mm256_fmadd_pd(_mm256_mul_pd(s, z), r, _mm256_add_pd(s, s));
    __m256d lo = _mm256_fmadd_pd(kd, _mm256_set1_pd(0x1.a39ef35793c76p-33), _mm256_add_pd(logm, c));
    return _mm256_fmadd_pd(kd, _mm256_set1_pd(0x1.62e42fee00000p-1), lo);
}

/* log1p eight at a time by log1p4 under the test: x in (-1, 2^1000);
 * x < -1 is the domain error's NaN; -1, NaN, larger x and lanes the test
 * cannot vouch for take the scalar log1p. */
AVX2_INLINE void log1p_group(float *out, const float *x, __m256 nanv)
{
    const __m256 minus_one = _mm256_set1_ps(-1), reach = _mm256_set1_ps(0x1p100f);
    __m256 xf = _mm256_loadu_ps(x);
    __m256 inm = _mm256_and_ps(_mm256_cmp_ps(xf, minus_one, _CMP_GT_OQ), _mm256_cmp_ps(xf, reach, _CMP_LT_OQ));
    __m256 outm = _mm256_cmp_ps(xf, minus_one, _CMP_LT_OQ);
    __m256 xn = _mm256_and_ps(xf, inm);
    __m256d y0 = log1p4(_mm256_cvtps_pd(_mm256_castps256_ps128(xn)));
    __m256d y1 = log1p4(_mm256_cvtps_pd(_mm256_extractf128_ps(xn, 1)));
    int ok;
    __m256 a = round_pair(y0, y1, &ok);
    ok &= _mm256_movemask_ps(inm);
    int slow = ~(ok | _mm256_movemask_ps(outm)) & 0xff;
    /* out may be x: the arguments are kept before the store. */
    float xs[8];
    if (slow)
        _mm256_storeu_ps(xs, xf);
    _mm256_storeu_ps(out, _mm256_blendv_ps(a, nanv, outm));
    if (slow)
        for (int k = 0; k < 8; k++)
            if (slow >> k & 1)
                out[k] = (float)log1p((double)xs[k]);
}

AVX2_FMA static void log1p_avx2_f32(float *out, const float *x, int64_t n)
{
    const __m256 nanv = _mm256_set1_ps((float)log1p(-2.0));
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        log1p_group(out + i, x + i, nanv);
    if (i < n) {
        float xs[8] = {0}, ys[8];
        memcpy(xs, x + i, (size_t)(n - i) * sizeof *x);
        log1p_group(ys, xs, nanv);
        memcpy(out + i, ys, (size_t)(n - i) * sizeof *out);
    }
}

/* ---- the activations (vmath.h's VmathAct), eight at a time ----
 *
 * Each formula is elementwise.c's double one, with exp4, log1p4 and
 * expm1_4 (within 2^-48) and libmvec's tanh (4 ulp) in place of the C
 * library's, and the same arithmetic elsewhere (x / d, the comparisons:
 * the same doubles).  No step amplifies an error: exp feeds 1 + e or
 * log1p (whose relative condition e / ((1 + e) log1p e) is at most 1),
 * log1p feeds tanh (condition 2u / sinh 2u <= 1), and the sums add terms
 * of one sign; so each result is within 2^-45 of
 * elementwise.c's and vmath's 2^-40 test holds.  Arguments outside
 * [lo, hi] (NaN included), and lanes an act leaves out of its reach (a
 * mask of the four it returns), take exact().  p1 and p2 are the
 * parameters (elu: alpha and x's divisor). */
#define ACT4(name) AVX2_INLINE __m256d name##4(__m256d x, __m256d p1, __m256d p2, __m256d *reach)

ACT4(silu)
{
    (void)p1, (void)p2, (void)reach;
    __m256d e = exp4(_mm256_sub_pd(_mm256_setzero_pd(), x));
    return _mm256_div_pd(x, _mm256_add_pd(e, _mm256_set1_pd(1.0)));
}

ACT4(mish)
{
    (void)p1, (void)p2, (void)reach;
    __m256d softplus = log1p4(exp4(x));
    return _mm256_mul_pd(x, (__m256d)_ZGVdN4v_tanh((V4)softplus));
}

ACT4(selu)
{
    (void)p1, (void)p2, (void)reach;
    const __m256d zero = _mm256_setzero_pd();
    __m256d below = expm1_4(_mm256_min_pd(x, zero));
    below = _mm256_mul_pd(below, _mm256_set1_pd(1.6732632423543772848170429916717));
    __m256d y = _mm256_blendv_pd(below, x, _mm256_cmp_pd(x, zero, _CMP_GT_OQ));
    return _mm256_mul_pd(y, _mm256_set1_pd(1.0507009873554804934193349852946));
}

/* x, or alpha expm1(x / d) where x <= 0: within expm1_4's reach,
 * |x / d| <= 700 */
ACT4(elu)
{
    const __m256d zero = _mm256_setzero_pd();
    __m256d arg = _mm256_div_pd(_mm256_min_pd(x, zero), p2);
    __m256d near = _mm256_cmp_pd(_mm256_and_pd(arg, _mm256_castsi256_pd(_mm256_set1_epi64x(INT64_MAX))),
                                 _mm256_set1_pd(700), _CMP_LE_OQ);
    __m256d above = _mm256_cmp_pd(x, zero, _CMP_GT_OQ);
    *reach = _mm256_or_pd(above, near);
    __m256d below = _mm256_mul_pd(expm1_4(_mm256_and_pd(arg, near)), p1);
    return _mm256_blendv_pd(below, x, above);
}

/* One group of eight through act. */
AVX2_INLINE void act_group(float *out, const float *x, __m256d (*act)(__m256d, __m256d, __m256d, __m256d *),
                           const double *params, float lo, float hi, float (*exact)(float, const double *))
{
    const __m256d p1 = _mm256_set1_pd(params[0]), p2 = _mm256_set1_pd(params[1]);
    const __m256d all = _mm256_castsi256_pd(_mm256_set1_epi64x(-1));
    __m256 xf = _mm256_loadu_ps(x);
    __m256 inm = _mm256_and_ps(_mm256_cmp_ps(xf, _mm256_set1_ps(lo), _CMP_GE_OQ),
                               _mm256_cmp_ps(xf, _mm256_set1_ps(hi), _CMP_LE_OQ));
    __m256 xn = _mm256_and_ps(xf, inm);
    __m256d reach0 = all, reach1 = all;
    __m256d y0 = act(_mm256_cvtps_pd(_mm256_castps256_ps128(xn)), p1, p2, &reach0);
    __m256d y1 = act(_mm256_cvtps_pd(_mm256_extractf128_ps(xn, 1)), p1, p2, &reach1);
    int ok;
    __m256 a = round_pair(y0, y1, &ok);
    ok &= _mm256_movemask_ps(inm) & (_mm256_movemask_pd(reach0) | _mm256_movemask_pd(reach1) << 4);
    /* out may be x: the arguments are kept before the store. */
    float xs[8];
    if (ok != 0xff)
        _mm256_storeu_ps(xs, xf);
    _mm256_storeu_ps(out, a);
    if (ok != 0xff)
        for (int k = 0; k < 8; k++)
            if (!(ok >> k & 1))
                out[k] = exact(xs[k], params);
}

/* name_avx2_f32: act_group over n, the last few through a padded group. */
#define ACT_LOOP(name, lo, hi)                                                               \
    AVX2_FMA static void name##_avx2_f32(float *out, const float *x, int64_t n,             \
                                         const double *params,                              \
                                         float (*exact)(float, const double *))             \
    {                                                                                       \
        int64_t i = 0;                                                                      \
        for (; i + 8 <= n; i += 8)                                                          \
            act_group(out + i, x + i, name##4, params, lo, hi, exact);                      \
        if (i < n) {                                                                        \
            float xs[8] = {0}, ys[8];                                                       \
            memcpy(xs, x + i, (size_t)(n - i) * sizeof *x);                                 \
            act_group(ys, xs, name##4, params, lo, hi, exact);                              \
            memcpy(out + i, ys, (size_t)(n - i) * sizeof *out);                             \
        }                                                                                   \
    }

/* exp4's reach bounds the arguments; mish's tanh is 1 in double past 20. */
ACT_LOOP(silu, -700, 700)
ACT_LOOP(mish, -700, 40)
ACT_LOOP(selu, -700, FLT_MAX)
ACT_LOOP(elu, -FLT_MAX, FLT_MAX)

/* vector8_hypot_f32's hypot, eight at a time in two halves. */
AVX2_INLINE void hypot_group(float *out, const float *y, const float *x)
{
    const __m256 inf = _mm256_set1_ps(INFINITY), zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1);
    const __m256 magnitude = _mm256_castsi256_ps(_mm256_set1_epi32(INT32_MAX));
    __m256 fy = _mm256_loadu_ps(y), fx = _mm256_loadu_ps(x), fy0 = fy, fx0 = fx;
    __m256 good = _mm256_and_ps(
        _mm256_and_ps(_mm256_cmp_ps(_mm256_and_ps(fy, magnitude), inf, _CMP_LT_OQ),
                      _mm256_cmp_ps(_mm256_and_ps(fx, magnitude), inf, _CMP_LT_OQ)),
        _mm256_and_ps(_mm256_cmp_ps(fy, zero, _CMP_NEQ_OQ), _mm256_cmp_ps(fx, zero, _CMP_NEQ_OQ)));
    fy = _mm256_blendv_ps(one, fy, good);
    fx = _mm256_blendv_ps(one, fx, good);
    __m256d y0 = _mm256_cvtps_pd(_mm256_castps256_ps128(fy)), y1 = _mm256_cvtps_pd(_mm256_extractf128_ps(fy, 1));
    __m256d x0 = _mm256_cvtps_pd(_mm256_castps256_ps128(fx)), x1 = _mm256_cvtps_pd(_mm256_extractf128_ps(fx, 1));
    /* The squares are exact, so the fused sum is the plain one. */
    __m256d r0 = _mm256_sqrt_pd(_mm256_fmadd_pd(y0, y0, _mm256_mul_pd(x0, x0)));
    __m256d r1 = _mm256_sqrt_pd(_mm256_fmadd_pd(y1, y1, _mm256_mul_pd(x1, x1)));
    int ok;
    __m256 a = round_pair(r0, r1, &ok);
    ok &= _mm256_movemask_ps(good);
    /* out may be x or y: the operands are kept before the store. */
    float ys[8], xs[8];
    if (ok != 0xff) {
        _mm256_storeu_ps(ys, fy0);
        _mm256_storeu_ps(xs, fx0);
    }
    _mm256_storeu_ps(out, a);
    if (ok != 0xff)
        for (int k = 0; k < 8; k++)
            if (!(ok >> k & 1))
                out[k] = (float)hypot((double)ys[k], (double)xs[k]);
}

AVX2_FMA static void avx2_hypot_f32(float *out, const float *y, const float *x, int64_t n)
{
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        hypot_group(out + i, y + i, x + i);
    if (i < n) {
        float ys[8] = {0}, xs[8] = {0}, rs[8];
        memcpy(ys, y + i, (size_t)(n - i) * sizeof *y);
        memcpy(xs, x + i, (size_t)(n - i) * sizeof *x);
        hypot_group(rs, ys, xs);
        memcpy(out + i, rs, (size_t)(n - i) * sizeof *out);
    }
}

/* glu's x * (1 / (1 + exp(-y))) eight at a time in two halves, with
 * exp4 (within 2^-48): 1 + e and the reciprocal keep its relative error,
 * so the product is within 2^-46 of the exact one and vmath's test holds.
 * Infinite and NaN operands, and |y| > 700, take exact(). */
AVX2_INLINE void glu_group(float *out, const float *x, const float *y, float (*exact)(float, float))
{
    const __m256 inf = _mm256_set1_ps(INFINITY), reach = _mm256_set1_ps(700);
    const __m256 magnitude = _mm256_castsi256_ps(_mm256_set1_epi32(INT32_MAX));
    const __m256d one = _mm256_set1_pd(1.0), zero = _mm256_setzero_pd();
    __m256 fx = _mm256_loadu_ps(x), fy = _mm256_loadu_ps(y);
    __m256 good = _mm256_and_ps(_mm256_cmp_ps(_mm256_and_ps(fx, magnitude), inf, _CMP_LT_OQ),
                                _mm256_cmp_ps(_mm256_and_ps(fy, magnitude), reach, _CMP_LE_OQ));
    __m256 gy = _mm256_and_ps(fy, good);
    __m256d y0 = _mm256_cvtps_pd(_mm256_castps256_ps128(gy)), y1 = _mm256_cvtps_pd(_mm256_extractf128_ps(gy, 1));
    __m256d x0 = _mm256_cvtps_pd(_mm256_castps256_ps128(fx)), x1 = _mm256_cvtps_pd(_mm256_extractf128_ps(fx, 1));
    __m256d s0 = _mm256_div_pd(one, _mm256_add_pd(one, exp4(_mm256_sub_pd(zero, y0))));
    __m256d s1 = _mm256_div_pd(one, _mm256_add_pd(one, exp4(_mm256_sub_pd(zero, y1))));
    int ok;
    __m256 a = round_pair(_mm256_mul_pd(x0, s0), _mm256_mul_pd(x1, s1), &ok);
    ok &= _mm256_movemask_ps(good);
    /* out may be x or y: the operands are kept before the store. */
    float xs[8], ys[8];
    if (ok != 0xff) {
        _mm256_storeu_ps(xs, fx);
        _mm256_storeu_ps(ys, fy);
    }
    _mm256_storeu_ps(out, a);
    if (ok != 0xff)
        for (int k = 0; k < 8; k++)
            if (!(ok >> k & 1))
                out[k] = exact(xs[k], ys[k]);
}

AVX2_FMA static void glu_avx2_f32(float *out, const float *x, const float *y, int64_t n,
                                  float (*exact)(float, float))
{
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        glu_group(out + i, x + i, y + i, exact);
    if (i < n) {
        float xs[8] = {0}, ys[8] = {0}, rs[8];
        memcpy(xs, x + i, (size_t)(n - i) * sizeof *x);
        memcpy(ys, y + i, (size_t)(n - i) * sizeof *y);
        glu_group(rs, xs, ys, exact);
        memcpy(out + i, rs, (size_t)(n - i) * sizeof *out);
    }
}

static bool has_avx2_fma(void)
{
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

/* The same test eight at a time, with libmvec's AVX-512 entry points:
 * twice the lanes a call, and mask registers instead of the lane shuffles
 * that AVX2's comparisons need (which cost more than the function). */
typedef double V8 __attribute__((vector_size(64)));
typedef V8 (*VecFn8)(V8);

#define MVEC8(f) V8 _ZGVeN8v_##f(V8);
MVEC8(tan) MVEC8(atan) MVEC8(sinh) MVEC8(cosh) MVEC8(acosh) MVEC8(log10) MVEC8(exp2)
MVEC8(tanh) MVEC8(sin) MVEC8(cos) MVEC8(expm1) MVEC8(log1p) MVEC8(exp) MVEC8(log) MVEC8(log2)

__attribute__((target("avx512f,avx512vl"))) static void vector8_f32(float *out, const float *x,
                                                                   int64_t n, VmathFn fn)
{
    static const VecFn8 vec[VM_COUNT] = {
        [VM_tan] = _ZGVeN8v_tan, [VM_atan] = _ZGVeN8v_atan, [VM_sinh] = _ZGVeN8v_sinh,
        [VM_cosh] = _ZGVeN8v_cosh, [VM_acosh] = _ZGVeN8v_acosh, [VM_log10] = _ZGVeN8v_log10,
        [VM_exp2] = _ZGVeN8v_exp2, [VM_tanh] = _ZGVeN8v_tanh, [VM_sin] = _ZGVeN8v_sin,
        [VM_cos] = _ZGVeN8v_cos, [VM_expm1] = _ZGVeN8v_expm1, [VM_log1p] = _ZGVeN8v_log1p,
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

void cpu_vmath_glu_f32(float *out, const float *x, const float *y, int64_t n, float (*exact)(float, float))
{
    if (has_avx2_fma()) {
        glu_avx2_f32(out, x, y, n, exact);
        return;
    }
    for (int64_t i = 0; i < n; i++)
        out[i] = exact(x[i], y[i]);
}

/* hypot (sqrt(y^2 + x^2): the squares of floats are exact in double, so
 * it is within an ulp) eight at a time, with vector8_f32's test.  Zero,
 * infinite and NaN operands take the scalar function. */
__attribute__((target("avx512f,avx512vl"))) static void vector8_hypot_f32(float *out, const float *y,
                                                                         const float *x, int64_t n)
{
    const __m512d inf = _mm512_set1_pd(INFINITY), zero = _mm512_setzero_pd(), one = _mm512_set1_pd(1);
    const __m512d margin = _mm512_set1_pd(0x1p-40), tiny = _mm512_set1_pd(0x1p-900);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 fy = _mm256_loadu_ps(y + i), fx = _mm256_loadu_ps(x + i);
        __m512d vy = _mm512_cvtps_pd(fy);
        __m512d vx = _mm512_cvtps_pd(fx);
        __mmask8 good = _mm512_cmp_pd_mask(_mm512_abs_pd(vy), inf, _CMP_LT_OQ) &
                        _mm512_cmp_pd_mask(_mm512_abs_pd(vx), inf, _CMP_LT_OQ) &
                        _mm512_cmp_pd_mask(vy, zero, _CMP_NEQ_OQ) & _mm512_cmp_pd_mask(vx, zero, _CMP_NEQ_OQ);
        vy = _mm512_mask_blend_pd(good, one, vy);
        vx = _mm512_mask_blend_pd(good, one, vx);
        __m512d r = _mm512_sqrt_pd(_mm512_add_pd(_mm512_mul_pd(vy, vy), _mm512_mul_pd(vx, vx)));
        __m512d e = _mm512_mul_pd(r, margin);
        __m256 a = _mm512_cvtpd_ps(_mm512_sub_pd(r, e)), b = _mm512_cvtpd_ps(_mm512_add_pd(r, e));
        __mmask8 ok = good & _mm256_cmp_ps_mask(a, b, _CMP_EQ_OQ) &
                      _mm512_cmp_pd_mask(_mm512_abs_pd(r), tiny, _CMP_GT_OQ);
        /* out may be x or y (an in-place hypot_): the operands are kept
         * before the store. */
        float ys[8], xs[8];
        _mm256_storeu_ps(ys, fy);
        _mm256_storeu_ps(xs, fx);
        _mm256_storeu_ps(out + i, a);
        if (ok != 0xff)
            for (int k = 0; k < 8; k++)
                if (!(ok >> k & 1))
                    out[i + k] = (float)hypot((double)ys[k], (double)xs[k]);
    }
    scalar_hypot_f32(out + i, y + i, x + i, n - i);
}

void cpu_vmath_hypot_f32(float *out, const float *y, const float *x, int64_t n)
{
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl"))
        vector8_hypot_f32(out, y, x, n);
    else if (has_avx2_fma())
        avx2_hypot_f32(out, y, x, n);
    else
        scalar_hypot_f32(out, y, x, n);
}

void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
    if (n >= 8 && avx512 && fn == VM_exp)
        exp8_f32(out, x, n);
    else if (n >= 8 && avx512)
        vector8_f32(out, x, n, fn);
    else if (fn == VM_exp && has_avx2_fma())
        exp_avx2_f32(out, x, n);
    else if (fn == VM_log1p && has_avx2_fma())
        log1p_avx2_f32(out, x, n);
    else if (has_avx2_fma())
        avx2_f32(out, x, n, fn);
    else if (n >= 4 && __builtin_cpu_supports("avx2"))
        vector_f32(out, x, n, fn);
    else
        scalar_f32(out, x, n, fn);
}
void cpu_vmath_act_f32(float *out, const float *x, int64_t n, VmathAct fn, const double *params,
                       float (*exact)(float, const double *))
{
    static void (*const road[VA_COUNT])(float *, const float *, int64_t, const double *,
                                        float (*)(float, const double *)) = {
        [VA_silu] = silu_avx2_f32, [VA_mish] = mish_avx2_f32, [VA_selu] = selu_avx2_f32,
        [VA_elu] = elu_avx2_f32,
    };
    if (has_avx2_fma()) {
        road[fn](out, x, n, params, exact);
        return;
    }
    for (int64_t i = 0; i < n; i++)
        out[i] = exact(x[i], params);
}
#else
void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    scalar_f32(out, x, n, fn);
}

void cpu_vmath_hypot_f32(float *out, const float *y, const float *x, int64_t n)
{
    scalar_hypot_f32(out, y, x, n);
}

void cpu_vmath_act_f32(float *out, const float *x, int64_t n, VmathAct fn, const double *params,
                       float (*exact)(float, const double *))
{
    (void)fn;
    for (int64_t i = 0; i < n; i++)
        out[i] = exact(x[i], params);
}

void cpu_vmath_glu_f32(float *out, const float *x, const float *y, int64_t n, float (*exact)(float, float))
{
    for (int64_t i = 0; i < n; i++)
        out[i] = exact(x[i], y[i]);
}
#endif
