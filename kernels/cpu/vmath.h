/* vmath.h: float32 functions computed in double and rounded once (what
 * the CUDA twins compute: (float)fn((double)x)), four or eight at a time
 * where the C library has vector versions (glibc's libmvec on x86-64 with
 * AVX2 or AVX-512), with the same bits as the C library's scalar fn. */
#ifndef CST_CPU_VMATH_H
#define CST_CPU_VMATH_H

#include <stdint.h>

typedef enum VmathFn {
    VM_tan, VM_atan, VM_sinh, VM_cosh, VM_acosh, VM_log10, VM_exp2, VM_tanh, VM_sin, VM_cos,
    VM_expm1, VM_log1p, VM_exp, VM_log, VM_log2, VM_COUNT
} VmathFn;

/* out[i] = (float)fn((double)x[i]) for i < n, bit for bit as the scalar
 * C library computes it; out may be x itself. */
void cpu_vmath_f32(float *out, const float *x, int64_t n, VmathFn fn);

/* out[i] = exact(x[i], y[i]) for i < n, where exact is glu's x * (1 /
 * (1 + exp(-y))) in double, rounded once, bit for bit, with the vector
 * exp where it decides the float. */
void cpu_vmath_glu_f32(float *out, const float *x, const float *y, int64_t n, float (*exact)(float, float));

/* out[i] = (float)hypot((double)y[i], (double)x[i]) for i < n, bit for
 * bit as the scalar C library computes it. */
void cpu_vmath_hypot_f32(float *out, const float *y, const float *x, int64_t n);

/* The activations of elementwise.c computed in double and rounded once:
 * out[i] = exact(x[i], params) for i < n, bit for bit, eight at a time
 * where the processor has AVX2 and FMA (their double formulas with vector
 * exp, log1p, expm1 and tanh, under vmath.c's test).  params: elu's alpha
 * and x's divisor (two doubles; unread by the others). */
typedef enum VmathAct { VA_silu, VA_mish, VA_selu, VA_elu, VA_COUNT } VmathAct;
void cpu_vmath_act_f32(float *out, const float *x, int64_t n, VmathAct fn, const double *params,
                       float (*exact)(float, const double *));

#endif
