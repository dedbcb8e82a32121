/* vmath.c: float32 functions through double, four at a time (vmath.h).
 *
 * libmvec's vector functions are within 4 ulp of the true double result
 * and the scalar ones within 1, so the two differ by less than 2^-40 of
 * the value: wherever y - 2^-40|y| and y + 2^-40|y| (y the vector result)
 * round to the same float, the scalar result, which lies between them,
 * rounds to it too (rounding is monotonic).  Elsewhere, about one value
 * in 2^16, and for NaN, infinities and values near 0, the lane takes the
 * scalar function: the bits are always the scalar function's. */
#include "cpu/vmath.h"

#include <math.h>

static double (*const scalar[VM_COUNT])(double) = {
    [VM_tan] = tan, [VM_asin] = asin, [VM_acos] = acos, [VM_atan] = atan,
    [VM_sinh] = sinh, [VM_cosh] = cosh, [VM_asinh] = asinh, [VM_acosh] = acosh,
    [VM_atanh] = atanh, [VM_log10] = log10, [VM_exp2] = exp2, [VM_erf] = erf,
    [VM_tanh] = tanh, [VM_sin] = sin, [VM_cos] = cos, [VM_erfc] = erfc, [VM_expm1] = expm1,
    [VM_log1p] = log1p,
};

static void scalar_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    double (*f)(double) = scalar[fn];
    for (int64_t i = 0; i < n; i++)
        out[i] = (float)f((double)x[i]);
}

#if defined(__x86_64__) && defined(__GLIBC__) && defined(__GNUC__) && !defined(__clang__)
typedef double V4 __attribute__((vector_size(32)));
typedef V4 (*VecFn)(V4);

/* libmvec's AVX2 entry points (the x86-64 vector function ABI's names). */
#define MVEC(f) V4 _ZGVdN4v_##f(V4);
MVEC(tan) MVEC(asin) MVEC(acos) MVEC(atan) MVEC(sinh) MVEC(cosh) MVEC(asinh) MVEC(acosh)
MVEC(atanh) MVEC(log10) MVEC(exp2) MVEC(erf) MVEC(tanh) MVEC(sin) MVEC(cos) MVEC(erfc)
MVEC(expm1) MVEC(log1p)

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
    };
    VecFn vf = vec[fn];
    double (*f)(double) = scalar[fn];
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        V4 v = {x[i], x[i + 1], x[i + 2], x[i + 3]};
        V4 y = vf(v);
        V4 e = y * 0x1p-40;
        V4 lo = y - e, hi = y + e;
        for (int k = 0; k < 4; k++) {
            float a = (float)lo[k], b = (float)hi[k];
            /* y < 0 makes lo the larger: the comparison is symmetric. */
            out[i + k] = a == b && fabs(y[k]) > 0x1p-900 ? a : (float)f(v[k]);
        }
    }
    scalar_f32(out + i, x + i, n - i, fn);
}

void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    if (n >= 4 && __builtin_cpu_supports("avx2"))
        vector_f32(out, x, n, fn);
    else
        scalar_f32(out, x, n, fn);
}
#else
void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn)
{
    scalar_f32(out, x, n, fn);
}
#endif
