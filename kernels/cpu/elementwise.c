/* elementwise.c: the simulated device's elementwise kernels (unary, binary,
 * comparison, where, clamp): one loop per compute type, written as PyTorch's
 * CPU kernels compute, run over strided operands by cpu_iterate.
 *
 * Integer arithmetic wraps like PyTorch's (computed in unsigned types, since
 * signed overflow is undefined in C).  Integer division and remainder by
 * zero give 0, and INT_MIN // -1 gives INT_MIN: PyTorch raises
 * ZeroDivisionError on the CPU and leaves the value unspecified on CUDA; a
 * kernel cannot raise, so dispatch raises for a scalar zero divisor and the
 * kernel only has to stay defined (no SIGFPE) for a zero inside a tensor.
 * float16 and bfloat16 compute in float (cpu_buffer_dtype). */
#include <float.h>
#include <math.h>
#include <stdbool.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/lut.h"
#include "cpu/vmath.h"
#include "floatfn.h"
#include "igamma_f.h"
#include "specfun.h"

/* Compute types by short name, and the unsigned types their arithmetic
 * wraps in (wide enough that uint8_t/uint16_t never promote to int). */
#define CT_b8 uint8_t
#define CT_u8 uint8_t
#define CT_i8 int8_t
#define CT_i16 int16_t
#define CT_i32 int32_t
#define CT_i64 int64_t
#define CT_f32 float
#define CT_f64 double
#define WT_u8 uint32_t
#define WT_i8 uint32_t
#define WT_i16 uint32_t
#define WT_i32 uint32_t
#define WT_i64 uint64_t

/* Loop generators: x (and y) are the operands, c the condition of where. */
#define UNARY(name, t, expr)                                                     \
    CPU_CLONES                                                                   \
    static void name##_##t(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0];                                                \
        CPU_LOOP(n, CT_##t x = xs[i]; o[i] = (CT_##t)(expr));                    \
    }

/* A one-input loop whose expression reads the op's float64 parameters
 * p1 and p2 (ops.def's params: sf[1], sf[2]), loaded once. */
#define UNARY_PARAMS(name, t, expr)                                              \
    CPU_CLONES                                                                   \
    static void name##_##t(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0];                                                \
        const double p1 = a->sf[1], p2 = a->sf[2];                               \
        (void)p2;                                                                \
        CPU_LOOP(n, CT_##t x = xs[i]; o[i] = (CT_##t)(expr));                    \
    }

#define BINARY(name, t, expr)                                                    \
    CPU_CLONES                                                                   \
    static void name##_##t(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0], *ys = in[1];                                   \
        CPU_LOOP(n, CT_##t x = xs[i]; CT_##t y = ys[i]; o[i] = (CT_##t)(expr));  \
    }

#define COMPARE(name, t, expr)                                                   \
    CPU_CLONES                                                                   \
    static void name##_##t(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        uint8_t *o = out;                                                        \
        const CT_##t *xs = in[0], *ys = in[1];                                   \
        CPU_LOOP(n, CT_##t x = xs[i]; CT_##t y = ys[i]; o[i] = (uint8_t)(expr)); \
    }

/* A test of one operand: a bool of each element. */
#define TEST(name, t, expr)                                                      \
    CPU_CLONES                                                                   \
    static void name##_##t(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        uint8_t *o = out;                                                        \
        const CT_##t *xs = in[0];                                                \
        CPU_LOOP(n, CT_##t x = xs[i]; o[i] = (uint8_t)(expr));                   \
    }

#define EACH_INT(M, ...) M(u8, __VA_ARGS__) M(i8, __VA_ARGS__) M(i16, __VA_ARGS__) \
                         M(i32, __VA_ARGS__) M(i64, __VA_ARGS__)
#define EACH_SIGNED(M, ...) M(i8, __VA_ARGS__) M(i16, __VA_ARGS__) M(i32, __VA_ARGS__) \
                            M(i64, __VA_ARGS__)
#define EACH_FLOAT(M, ...) M(f32, __VA_ARGS__) M(f64, __VA_ARGS__)

/* LIBM_UNARY(name, f): name_f32 and name_f64 as libm's fnf and fn. */
#define LIBM_UNARY(name, fn) UNARY(name, f32, fn##f(x)) UNARY(name, f64, fn(x))

/* FLOAT_UNARY(name, fn): float32 computed in float by floatfn.h's ff_name,
 * as the CUDA twin computes it; float64 by libm's fn. */
#define FLOAT_UNARY(name, fn) UNARY(name, f32, ff_##name(x)) UNARY(name, f64, fn(x))

/* DOUBLE_UNARY(name, fn): float32 computed by libm's double fn, rounded
 * once, as the CUDA twin computes it (within an ulp of the true value),
 * four at a time where the C library can (vmath.h). */
#define DOUBLE_UNARY(name, fn)                                                   \
    static void name##_f32(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        cpu_vmath_f32(out, in[0], n, VM_##fn);                                   \
    }                                                                            \
    UNARY(name, f64, fn(x))

/* EACH_INT(APPLY_UNARY, name, E) writes name_u8 ... name_i64 computing
 * E(t, x): an expression macro of the type's short name and the operand. */
#define APPLY_UNARY(t, name, E) UNARY(name, t, E(t, x))
#define APPLY_BINARY(t, name, E) BINARY(name, t, E(t, x, y))

#define E_NEG_INT(t, x) 0 - (WT_##t)(x)
#define E_NEG(t, x) -(x)
#define E_ABS(t, x) (x) < 0 ? 0 - (WT_##t)(x) : (WT_##t)(x)
#define E_RELU(t, x) (x) < 0 ? 0 : (x)
#define E_SIGN(t, x) (0 < (x)) - ((x) < 0)
#define E_BITNOT(t, x) ~(x)
#define E_ADD_INT(t, x, y) (WT_##t)(x) + (WT_##t)(y)
#define E_SUB_INT(t, x, y) (WT_##t)(x) - (WT_##t)(y)
#define E_MUL_INT(t, x, y) (WT_##t)(x) * (WT_##t)(y)
#define E_ADD(t, x, y) (x) + (y)
#define E_SUB(t, x, y) (x) - (y)
#define E_MUL(t, x, y) (x) * (y)
#define E_DIV(t, x, y) (x) / (y)
#define E_FLOORDIV(t, x, y) floordiv_##t##_(x, y)
#define E_MOD(t, x, y) mod_##t##_(x, y)
#define E_POW(t, x, y) pow_##t##_(x, y)
#define E_FMOD(t, x, y) fmod_##t##_(x, y)
/* fmax and fmin: a NaN loses to a number; ties (-0.0 and 0.0) give x, as
 * PyTorch's CPU kernel does. */
#define E_FMAX(t, x, y) (x) != (x) ? (y) : (y) != (y) || (x) >= (y) ? (x) : (y)
#define E_FMIN(t, x, y) (x) != (x) ? (y) : (y) != (y) || (x) <= (y) ? (x) : (y)
#define E_MAX_INT(t, x, y) (x) < (y) ? (y) : (x)
#define E_MIN_INT(t, x, y) (y) < (x) ? (y) : (x)
#define E_MAXIMUM(t, x, y) maximum_##t##_(x, y)
#define E_MINIMUM(t, x, y) minimum_##t##_(x, y)
#define E_AND(t, x, y) (x) & (y)
#define E_OR(t, x, y) (x) | (y)
#define E_XOR(t, x, y) (x) ^ (y)
#define E_LSHIFT(t, x, y) lshift_##t##_(x, y)
#define E_RSHIFT(t, x, y) rshift_##t##_(x, y)

/* ---- helpers PyTorch's kernels define per type ---- */

/* The sign tests of signbit, >> and fmod: an int64_t, so that they read
 * alike for unsigned types. */
static inline bool negative_(int64_t v)
{
    return v < 0;
}

static inline bool minus_one_(int64_t v)
{
    return v == -1;
}

#define SIGNED_HELPERS(t, unused)                                                \
    static inline CT_##t floordiv_##t##_(CT_##t x, CT_##t y)                     \
    {                                                                            \
        if (y == 0)                                                              \
            return 0;                                                            \
        if (y == -1)                                                             \
            return (CT_##t)(0 - (WT_##t)x);                                      \
        CT_##t q = (CT_##t)(x / y), r = (CT_##t)(x % y);                         \
        return r != 0 && (r < 0) != (y < 0) ? (CT_##t)(q - 1) : q;               \
    }                                                                            \
    static inline CT_##t mod_##t##_(CT_##t x, CT_##t y)                          \
    {                                                                            \
        /* (an index wrapped by its size: no division where none is due) */     \
        if (x >= 0 && x < y)                                                     \
            return x;                                                            \
        if (y == 0 || y == -1)                                                   \
            return 0;                                                            \
        CT_##t r = (CT_##t)(x % y);                                              \
        return r != 0 && (r < 0) != (y < 0) ? (CT_##t)(r + y) : r;               \
    }                                                                            \
    /* c10's powi: negative exponents give 0 except for bases 1 and -1. */       \
    static inline CT_##t pow_##t##_(CT_##t x, CT_##t y)                          \
    {                                                                            \
        if (y < 0) {                                                             \
            if (x == 1)                                                          \
                return 1;                                                        \
            if (x == -1)                                                         \
                return (y & 1) ? -1 : 1;                                         \
            return 0;                                                            \
        }                                                                        \
        WT_##t r = 1, b = (WT_##t)x;                                             \
        for (; y; y /= 2) {                                                      \
            if (y & 1)                                                           \
                r *= b;                                                          \
            b *= b;                                                              \
        }                                                                        \
        return (CT_##t)r;                                                        \
    }
EACH_SIGNED(SIGNED_HELPERS, 0)

/* C's truncated remainder; 0 for a zero divisor and for -1 (whose
 * INT_MIN % -1 would trap). */
#define FMOD_HELPER(t, unused)                                                   \
    static inline CT_##t fmod_##t##_(CT_##t x, CT_##t y)                         \
    {                                                                            \
        return y == 0 || minus_one_((int64_t)y) ? 0 : (CT_##t)(x % y);             \
    }
EACH_INT(FMOD_HELPER, 0)

/* PyTorch's logaddexp and logaddexp2: equal infinities are themselves
 * (inf - inf would be NaN), else the larger plus the log of one plus the
 * smaller's share; in double for float32 too, rounded once. */
static inline double logaddexp_f64_(double x, double y)
{
    if (isinf(x) && x == y)
        return x;
    double m = x < y ? y : x;
    return m + log1p(exp(-fabs(x - y)));
}

static inline double logaddexp2_f64_(double x, double y)
{
    if (isinf(x) && x == y)
        return x;
    double m = x < y ? y : x;
    return m + log1p(exp2(-fabs(x - y))) * M_LOG2E;
}

/* PyTorch's gelu and its tanh approximation.  float32 (and float16,
 * bfloat16) step by step in float as PyTorch's kernels do, with floatfn.h's
 * erf and tanh rounded from double: 1 + erf(x / sqrt(2)) keeps PyTorch's cancellation
 * where erf nears -1, which shows in the printed digits from x = -3 on.
 * float64 as erfc and as 2 / (1 + e^-2u), equal but without that
 * cancellation (it is below the printed digits down to x = -8, where
 * PyTorch's reaches 0), so that both devices agree to a few ulp. */
/* A float32 function of one rounded transcendental (gelu's erf and tanh,
 * sigmoid's exp), a piece at a time: the arguments, the function of them
 * four or eight at a time (vmath.h), then the rest; the first and last
 * steps are functions of their own, since GCC vectorises only the first
 * of two loops that share an enclosing one. */
enum { VMATH_PIECE = 256 };

#define VMATH_F32(name, FN, ARG, RESULT)                                          \
    CPU_CLONES                                                                   \
    static void name##_args_(float *f, const float *xs, int64_t m)               \
    {                                                                            \
        CPU_LOOP(m, float x = xs[i]; f[i] = ARG);                                \
    }                                                                            \
    CPU_CLONES                                                                   \
    static void name##_results_(float *o, const float *xs, const float *f,       \
                                int64_t m)                                       \
    {                                                                            \
        CPU_LOOP(m, float x = xs[i]; (void)x; o[i] = RESULT);                    \
    }                                                                            \
    static void name##_f32(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        float *o = out, f[VMATH_PIECE];                                           \
        const float *xs = in[0];                                                 \
        for (int64_t j = 0; j < n; j += VMATH_PIECE) {                            \
            int64_t m = n - j < VMATH_PIECE ? n - j : VMATH_PIECE;                 \
            name##_args_(f, xs + j, m);                                          \
            cpu_vmath_f32(f, f, m, FN);                                          \
            name##_results_(o + j, xs + j, f, m);                                \
        }                                                                        \
    }

VMATH_F32(gelu_tanh, VM_tanh,
         (float)(M_SQRT2 * M_2_SQRTPI * 0.5) * (x + 0.044715f * (x * x * x)),
         0.5f * x * (1.0f + f[i]))

static inline double gelu_f64_(double x)
{
    return 0.5 * x * erfc(-x * M_SQRT1_2);
}

static inline double gelu_tanh_f64_(double x)
{
    double u = 0.7978845608028654 * (x + 0.044715 * x * x * x);
    return x / (1.0 + exp(-2.0 * u));
}

/* F.silu, F.mish, F.logsigmoid, F.selu (and float64's F.hardswish and
 * F.hardsigmoid): float64, rounded once (fastmath_log.cuh's twins, whose
 * float32 fast roads give these floats; logsigmoid's float32 is
 * floatfn.h's). */
static inline double silu_f64_(double x)
{
    return x / (exp(-x) + 1.0);
}

static inline double mish_f64_(double x)
{
    return x * tanh(log1p(exp(x)));
}

static inline double logsigmoid_f64_(double x)
{
    return (x > 0.0 ? 0.0 : x) - log1p(exp(-fabs(x)));
}

static inline double selu_f64_(double x)
{
    return (x > 0.0 ? x : expm1(x) * 1.6732632423543772848170429916717) * 1.0507009873554804934193349852946;
}

static inline double hardsigmoid_f64_(double x)
{
    double c = x + 3.0;
    c = c < 0.0 ? 0.0 : c;
    return (6.0 < c ? 6.0 : c) / 6.0;
}

/* float32's (and float16's, bfloat16's) hardsigmoid and hardswish: the
 * same steps in float, as PyTorch's CPU kernels take them (a division in
 * double had held them to half its speed). */
static inline float hardsigmoid_f32_(float x)
{
    float c = x + 3.0f;
    c = c < 0.0f ? 0.0f : c;
    return (6.0f < c ? 6.0f : c) / 6.0f;
}

static inline float hardswish_f32_(float x)
{
    float c = x + 3.0f;
    c = c < 0.0f ? 0.0f : c;
    return x * (6.0f < c ? 6.0f : c) / 6.0f;
}

static inline double hardswish_f64_(double x)
{
    double c = x + 3.0;
    c = c < 0.0 ? 0.0 : c;
    return x * (6.0 < c ? 6.0 : c) / 6.0;
}

/* F.elu and F.celu (d = 1 or alpha), F.softplus and F.glu in float64,
 * rounded once, as their compositions computed (ops.cuh's twins). */
static inline double elu_f64_(double x, double alpha, double d)
{
    return x > 0.0 ? x : expm1(x / d) * alpha;
}

static inline double softplus_f64_(double x, double beta, double threshold)
{
    double bx = x * beta;
    return bx > threshold ? x : log1p(exp(bx)) / beta;
}

static inline double glu_f64_(double x, double y)
{
    return x * (1.0 / (1.0 + exp(-y)));
}

static inline uint8_t floordiv_u8_(uint8_t x, uint8_t y) { return y ? (uint8_t)(x / y) : 0; }
static inline uint8_t mod_u8_(uint8_t x, uint8_t y) { return y ? (uint8_t)(x % y) : 0; }
static inline uint8_t pow_u8_(uint8_t x, uint8_t y)
{
    uint32_t r = 1, b = x;
    for (; y; y /= 2) {
        if (y & 1)
            r *= b;
        b *= b;
    }
    return (uint8_t)r;
}

/* c10::div_floor_floating: Python's float //, IEEE results for a zero
 * divisor (float32's is floordiv_f32's loop). */
static inline double floordiv_f64_(double a, double b)
{
    if (b == 0)
        return a / b;
    double mod = fmod(a, b);
    double div = (a - mod) / b;
    if (mod != 0 && (b < 0) != (mod < 0))
        div -= 1;
    if (div == 0)
        return copysign(0, a / b);
    double fl = floor(div);
    return div - fl > 0.5 ? fl + 1 : fl;
}

/* NaN-propagating; ties return x, as std::max/std::min do. */
#define FLOAT_HELPERS(t)                                                         \
    static inline CT_##t maximum_##t##_(CT_##t x, CT_##t y)                      \
    {                                                                            \
        return x != x || y != y ? (CT_##t)NAN : x < y ? y : x;                   \
    }                                                                            \
    static inline CT_##t minimum_##t##_(CT_##t x, CT_##t y)                      \
    {                                                                            \
        return x != x || y != y ? (CT_##t)NAN : y < x ? y : x;                   \
    }
FLOAT_HELPERS(f32)
FLOAT_HELPERS(f64)

/* Python's remainder: the sign of the divisor (float32's is mod_f32's loop). */
static inline double mod_f64_(double a, double b)
{
    double m = fmod(a, b);
    return m != 0 && (b < 0) != (m < 0) ? m + b : m;
}

/* ---- unary ---- */

EACH_INT(APPLY_UNARY, neg, E_NEG_INT)
EACH_FLOAT(APPLY_UNARY, neg, E_NEG)
UNARY(abs, u8, x)
EACH_SIGNED(APPLY_UNARY, abs, E_ABS)
UNARY(abs, f32, fabsf(x))
UNARY(abs, f64, fabs(x))

DOUBLE_UNARY(exp, exp)
DOUBLE_UNARY(log, log)
DOUBLE_UNARY(log2, log2)
LIBM_UNARY(sqrt, sqrt)
UNARY(rsqrt, f32, 1.0f / sqrtf(x))
UNARY(rsqrt, f64, 1.0 / sqrt(x))
DOUBLE_UNARY(sin, sin)
DOUBLE_UNARY(cos, cos)
DOUBLE_UNARY(tanh, tanh)
FLOAT_UNARY(erf, erf)
FLOAT_UNARY(erfc, erfc)
DOUBLE_UNARY(expm1, expm1)
DOUBLE_UNARY(log1p, log1p)
DOUBLE_UNARY(tan, tan)
FLOAT_UNARY(asin, asin)
FLOAT_UNARY(acos, acos)
DOUBLE_UNARY(atan, atan)
DOUBLE_UNARY(sinh, sinh)
DOUBLE_UNARY(cosh, cosh)
FLOAT_UNARY(asinh, asinh)
DOUBLE_UNARY(acosh, acosh)
FLOAT_UNARY(atanh, atanh)
DOUBLE_UNARY(log10, log10)
DOUBLE_UNARY(exp2, exp2)
UNARY(reciprocal, f32, 1.0f / x)
UNARY(reciprocal, f64, 1.0 / x)
UNARY(frac, f32, x - truncf(x))
UNARY(frac, f64, x - trunc(x))
VMATH_F32(sigmoid, VM_exp, -x, 1.0f / (1.0f + f[i]))
UNARY(sigmoid, f64, 1.0 / (1.0 + exp(-x)))
UNARY(gelu, f32, ff_gelu(x))
UNARY(gelu, f64, gelu_f64_(x))
UNARY(gelu_tanh, f64, gelu_tanh_f64_(x))
/* VMATH_ACT(name, EXACT): name_f32, eight at a time where vmath.h can,
 * each float exactly EXACT of the float x and the op's float64
 * parameters p[0], p[1] (sf[1], sf[2]). */
#define VMATH_ACT(name, EXACT)                                                   \
    static float name##_exact_(float x, const double *p)                         \
    {                                                                            \
        (void)p;                                                                 \
        return EXACT;                                                            \
    }                                                                            \
    static void name##_f32(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        cpu_vmath_act_f32(out, in[0], n, VA_##name, a->sf + 1, name##_exact_);    \
    }

VMATH_ACT(silu, (float)silu_f64_((double)x))
UNARY(silu, f64, silu_f64_(x))
VMATH_ACT(mish, (float)mish_f64_((double)x))
UNARY(mish, f64, mish_f64_(x))
UNARY(logsigmoid, f32, ff_logsigmoid(x))
UNARY(logsigmoid, f64, logsigmoid_f64_(x) + 0.0)
VMATH_ACT(selu, (float)selu_f64_((double)x))
UNARY(selu, f64, selu_f64_(x))
UNARY(hardswish, f32, hardswish_f32_(x))
UNARY(hardswish, f64, hardswish_f64_(x))
UNARY(hardsigmoid, f32, hardsigmoid_f32_(x))
UNARY(hardsigmoid, f64, hardsigmoid_f64_(x))
VMATH_ACT(elu, (float)elu_f64_((double)x, p[0], p[1]))
UNARY_PARAMS(elu, f64, elu_f64_(x, p1, p2))
UNARY_PARAMS(softplus, f32, ff_softplus(x, (float)p1, (float)p2))
UNARY_PARAMS(softplus, f64, softplus_f64_(x, p1, p2))
/* leaky_relu's slope in the compute type, as PyTorch's kernel takes it
 * (float for float16 and bfloat16: its opmath type) */
UNARY_PARAMS(leaky_relu, f32, x > 0 ? x : x * (float)p1)
UNARY_PARAMS(leaky_relu, f64, x > 0 ? x : x * p1)

/* sinc: sin(pi x) / (pi x), pi x rounded to the dtype first as PyTorch
 * computes it (so sinc of a nonzero integer is a tiny number, not 0);
 * float32's sine rounded from double, four or eight at a time. */
VMATH_F32(sinc, VM_sin, (float)M_PI * x, x == 0 ? 1.0f : f[i] / ((float)M_PI * x))
UNARY(sinc, f64, x == 0 ? 1.0 : sin(M_PI * x) / (M_PI * x))

/* The special functions (specfun.h), float32 rounded once from double. */
#define SPECIAL_UNARY(name, fn) UNARY(name, f32, (float)fn((double)x)) UNARY(name, f64, fn(x))
/* The Bessel functions compute float32 in float, as PyTorch does: 32
 * elements at a time, each Chebyshev step four vectors of the same float
 * operations, side by side so that their latencies overlap (one at a
 * time, i1e ran at a quarter of PyTorch's vectorised speed); the series
 * beyond 8 only for the 32 that reach it. */
typedef float Floats8 __attribute__((vector_size(32)));
enum { BESSEL_VECS = 4, BESSEL_LANES = 8 * BESSEL_VECS };
typedef union BesselLanes {
    Floats8 v[BESSEL_VECS];
    float f[BESSEL_LANES];
} BesselLanes;

/* sf_chbevl_f's step lane by lane (one vfmsub and one vaddps where the
 * target has FMA), the four vectors side by side in registers so that
 * their latencies overlap. */
static inline void chbevl_lanes(BesselLanes *c, const BesselLanes *t, const float *coef, int n)
{
    Floats8 b0[BESSEL_VECS], b1[BESSEL_VECS], b2[BESSEL_VECS];
#pragma GCC unroll 4
    for (int q = 0; q < BESSEL_VECS; q++) {
        b0[q] = (Floats8){0} + coef[0];
        b1[q] = b2[q] = (Floats8){0};
    }
    for (int i = 1; i < n; i++) {
#pragma GCC unroll 4
        for (int q = 0; q < BESSEL_VECS; q++) {
            b2[q] = b1[q];
            b1[q] = b0[q];
            for (int k = 0; k < 8; k++)
                b0[q][k] = fmaf(t->v[q][k], b1[q][k], -b2[q][k]) + coef[i];
        }
    }
#pragma GCC unroll 4
    for (int q = 0; q < BESSEL_VECS; q++)
        c->v[q] = 0.5f * (b0[q] - b2[q]);
}

/* sf_bessel_i_f_from where every lane is within 8, with selects for its
 * branches, from the lanes' copies of x, |x| and the series, so that GCC
 * vectorises it: a random sign had mispredicted half of i1's branches.
 * e |x| c for e = 1 (scaled) is c |x| exactly. */
static inline void bessel_i_near_f32(float *out, const BesselLanes *x, const BesselLanes *a,
                                     const BesselLanes *c, int nu, int scaled)
{
    BesselLanes r;
    for (int k = 0; k < BESSEL_LANES; k++) {
        float e = scaled ? 1.0f : ff_exp(a->f[k]);
        float v = nu ? e * a->f[k] * c->f[k] : e * c->f[k];
        r.f[k] = nu && x->f[k] < 0 ? -v : v;
    }
    memcpy(out, r.f, sizeof r.f);
}

/* Inlined into each function of BESSEL_UNARY, so that nu and scaled are
 * constants there and the last step's loop vectorises. */
__attribute__((always_inline)) static inline void bessel_i_f32(float *out, const float *x, int64_t n, int nu, int scaled)
{
    static const float i0_small[] = SF_I0_SMALL, i0_large[] = SF_I0_LARGE;
    static const float i1_small[] = SF_I1_SMALL_F, i1_large[] = SF_I1_LARGE_F;
    const float *small = nu ? i1_small : i0_small, *large = nu ? i1_large : i0_large;
    int n_small = nu ? (int)(sizeof i1_small / sizeof *i1_small) : (int)(sizeof i0_small / sizeof *i0_small);
    int n_large = nu ? (int)(sizeof i1_large / sizeof *i1_large) : (int)(sizeof i0_large / sizeof *i0_large);
    int64_t whole = n - n % BESSEL_LANES;
    for (int64_t i = 0; i < whole; i += BESSEL_LANES) {
        BesselLanes xs, a, t, near, far;
        int beyond = 0;
        memcpy(xs.f, x + i, sizeof xs.f);
        for (int k = 0; k < BESSEL_LANES; k++) {
            a.f[k] = fabsf(xs.f[k]);
            beyond |= !(a.f[k] <= 8);
        }
        for (int q = 0; q < BESSEL_VECS; q++)
            t.v[q] = a.v[q] / 2 - 2;
        chbevl_lanes(&near, &t, small, n_small);
        if (beyond) {
            for (int q = 0; q < BESSEL_VECS; q++)
                t.v[q] = 32 / a.v[q] - 2;
            chbevl_lanes(&far, &t, large, n_large);
        }
        if (beyond)
            for (int k = 0; k < BESSEL_LANES; k++)
                out[i + k] = sf_bessel_i_f_from(nu, x[i + k], scaled, a.f[k] <= 8 ? near.f[k] : far.f[k]);
        else
            bessel_i_near_f32(out + i, &xs, &a, &near, nu, scaled);
    }
    for (int64_t i = whole; i < n; i++)
        out[i] = sf_bessel_i_f(nu, x[i], scaled);
}

#define BESSEL_UNARY(name, nu, scaled)                                           \
    CPU_CLONES                                                                   \
    static void name##_f32(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        bessel_i_f32(out, in[0], n, nu, scaled);                                 \
    }                                                                            \
    UNARY(name, f64, sf_bessel_i(nu, x, scaled))
UNARY(lgamma, f32, sf_lgamma_f(x))
UNARY(lgamma, f64, sf_lgamma(x))
/* digamma computes float32 as PyTorch's float kernel does (specfun.h). */
UNARY(digamma, f32, sf_digamma_f(x))
UNARY(digamma, f64, sf_digamma(x))
BESSEL_UNARY(i0, 0, 0)
BESSEL_UNARY(i0e, 0, 1)
BESSEL_UNARY(i1, 1, 0)
BESSEL_UNARY(i1e, 1, 1)
/* specfun_t.h's functions (torch.special's Bessel functions, ndtri),
 * erfcx and log_ndtr: float32 computes in float, as PyTorch's templates
 * do. */
#define SPECFUN_UNARY(name) \
    UNARY(name, f32, sf_##name##_f(x)) UNARY(name, f64, sf_##name(x))
SPECFUN_UNARY(bessel_j0)
SPECFUN_UNARY(bessel_j1)
SPECFUN_UNARY(bessel_y0)
SPECFUN_UNARY(bessel_y1)
SPECFUN_UNARY(modified_bessel_i0)
SPECFUN_UNARY(modified_bessel_i1)
SPECFUN_UNARY(modified_bessel_k0)
SPECFUN_UNARY(modified_bessel_k1)
SPECFUN_UNARY(scaled_modified_bessel_k0)
SPECFUN_UNARY(scaled_modified_bessel_k1)
/* j0's float32 sine (double's, rounded once) four or eight at a time,
 * where a call of the C library's sin an element had taken twice
 * PyTorch's time over a thousand elements. */
VMATH_F32(spherical_bessel_j0, VM_sin, x,
         isinf(x) || fabsf(x) < 0.5f ? sf_spherical_bessel_j0_f(x) : f[i] / x)
UNARY(spherical_bessel_j0, f64, sf_spherical_bessel_j0(x))
SPECFUN_UNARY(airy_ai)
SPECFUN_UNARY(ndtri)
SPECFUN_UNARY(erfcx)
SPECFUN_UNARY(log_ndtr)

/* relu is clamp_min(x, 0): NaN stays NaN and -0.0 stays -0.0. */
UNARY(relu, u8, x)
EACH_SIGNED(APPLY_UNARY, relu, E_RELU)
EACH_FLOAT(APPLY_UNARY, relu, E_RELU)

/* Integer inputs never get here: rounding an integer is a copy. */
LIBM_UNARY(floor, floor)
LIBM_UNARY(ceil, ceil)
UNARY(round, f32, nearbyintf(x))   /* half to even in the default rounding mode */
UNARY(round, f64, nearbyint(x))
LIBM_UNARY(trunc, trunc)

/* sign(NaN) is 0 in PyTorch's CPU kernel, which computes (0 < x) - (x < 0). */
UNARY(sign, b8, x)
UNARY(sign, u8, x != 0)
EACH_SIGNED(APPLY_UNARY, sign, E_SIGN)
EACH_FLOAT(APPLY_UNARY, sign, E_SIGN)

UNARY(bitnot, b8, x ^ 1)
EACH_INT(APPLY_UNARY, bitnot, E_BITNOT)

/* Tests: integers and bool are never NaN or infinite. */
#define E_FALSE(t, x) ((void)(x), 0)
#define E_TRUE(t, x) ((void)(x), 1)
#define E_NEGATIVE(t, x) negative_((int64_t)(x))
#define E_ZERO(t, x) (x) == 0
#define INT_TESTS(t, unused)                                                     \
    TEST(isnan, t, E_FALSE(t, x))                                                \
    TEST(isinf, t, E_FALSE(t, x))                                                \
    TEST(isposinf, t, E_FALSE(t, x))                                             \
    TEST(isneginf, t, E_FALSE(t, x))                                             \
    TEST(isfinite, t, E_TRUE(t, x))                                              \
    TEST(signbit, t, E_NEGATIVE(t, x))                                           \
    TEST(lognot, t, E_ZERO(t, x))
#define FLOAT_TESTS(t, unused)                                                   \
    TEST(isnan, t, x != x)                                                       \
    TEST(isinf, t, isinf(x) != 0)                                                \
    TEST(isposinf, t, x == INFINITY)                                             \
    TEST(isneginf, t, x == -INFINITY)                                            \
    TEST(isfinite, t, isfinite(x))                                               \
    TEST(signbit, t, signbit(x) != 0)                                            \
    TEST(lognot, t, E_ZERO(t, x))
INT_TESTS(b8, 0)
EACH_INT(INT_TESTS, 0)
EACH_FLOAT(FLOAT_TESTS, 0)

/* ---- binary ---- */

BINARY(add, b8, x | y)
EACH_INT(APPLY_BINARY, add, E_ADD_INT)
EACH_FLOAT(APPLY_BINARY, add, E_ADD)
EACH_INT(APPLY_BINARY, sub, E_SUB_INT)
EACH_FLOAT(APPLY_BINARY, sub, E_SUB)
BINARY(mul, b8, x & y)
EACH_INT(APPLY_BINARY, mul, E_MUL_INT)
EACH_FLOAT(APPLY_BINARY, mul, E_MUL)
EACH_FLOAT(APPLY_BINARY, div, E_DIV)
EACH_INT(APPLY_BINARY, floordiv, E_FLOORDIV)
APPLY_BINARY(f64, floordiv, E_FLOORDIV)
EACH_INT(APPLY_BINARY, mod, E_MOD)
APPLY_BINARY(f64, mod, E_MOD)
EACH_INT(APPLY_BINARY, fmod, E_FMOD)

/* fmodf(x, y) of a piece of n <= FMOD_PIECE elements into r, eight at a
 * time.  The remainder is exact, so any exact road gives fmodf's bits;
 * this one divides in double: where |x / y| < 2^26, the double quotient
 * truncates to the true quotient's integer part (the true quotient is at
 * least 2^-25 of itself away from the next integer, more than the 2^-53
 * that the division rounds), q y is exact (26 + 24 bits), and so is
 * x - q y, being the representable remainder; its sign is x's, which a
 * zero remainder takes by copysign.  NaN and infinite operands, a zero
 * divisor and larger quotients take fmodf. */
enum { FMOD_PIECE = 256 };

CPU_CLONES
static void fmod_piece(float *r, const float *xs, const float *ys, int64_t n)
{
    int slow = 0;
    CPU_LOOP(n, double x = xs[i]; double y = ys[i]; double q = x / y;
             bool fast = fabs(q) < 0x1p26 && fabs(y) <= FLT_MAX;
             slow |= !fast;
             r[i] = copysignf((float)(x - trunc(q) * y), xs[i]));
    if (slow)
        for (int64_t i = 0; i < n; i++)
            if (!(fabs((double)xs[i] / ys[i]) < 0x1p26 && fabsf(ys[i]) <= FLT_MAX))
                r[i] = fmodf(xs[i], ys[i]);
}

CPU_CLONES
static void fmod_f32(void *out, const void *const *in, int64_t n, const OpArgs *a)
{
    (void)a;
    float *o = out, r[FMOD_PIECE];
    const float *xs = in[0], *ys = in[1];
    for (int64_t j = 0; j < n; j += FMOD_PIECE) {
        int64_t m = n - j < FMOD_PIECE ? n - j : FMOD_PIECE;
        fmod_piece(r, xs + j, ys + j, m);
        float *oj = o + j;
        CPU_LOOP(m, oj[i] = r[i]);
    }
}

/* Python's remainder (mod_f64_'s rule) of fmod_piece's remainders. */
CPU_CLONES
static void mod_f32(void *out, const void *const *in, int64_t n, const OpArgs *a)
{
    (void)a;
    float *o = out, r[FMOD_PIECE];
    const float *xs = in[0], *ys = in[1];
    for (int64_t j = 0; j < n; j += FMOD_PIECE) {
        int64_t m = n - j < FMOD_PIECE ? n - j : FMOD_PIECE;
        fmod_piece(r, xs + j, ys + j, m);
        float *oj = o + j;
        const float *yj = ys + j;
        CPU_LOOP(m, float b = yj[i]; float v = r[i];
                 oj[i] = v != 0 && (b < 0) != (v < 0) ? v + b : v);
    }
}
/* floordiv_f64_'s rule in float on fmod_piece's remainders, a piece at a
 * time. */
CPU_CLONES
static void floordiv_f32(void *out, const void *const *in, int64_t n, const OpArgs *a)
{
    (void)a;
    float *o = out, r[FMOD_PIECE];
    const float *xs = in[0], *ys = in[1];
    for (int64_t j = 0; j < n; j += FMOD_PIECE) {
        int64_t m = n - j < FMOD_PIECE ? n - j : FMOD_PIECE;
        fmod_piece(r, xs + j, ys + j, m);
        float *oj = o + j;
        const float *xj = xs + j, *yj = ys + j;
        CPU_LOOP(m, float x = xj[i]; float b = yj[i]; float mod = r[i]; float div = (x - mod) / b;
                 div = mod != 0 && (b < 0) != (mod < 0) ? div - 1 : div; float fl = floorf(div);
                 float q = div - fl > 0.5f ? fl + 1 : fl; q = div == 0 ? copysignf(0, x / b) : q;
                 oj[i] = b == 0 ? x / b : q);
    }
}
BINARY(fmod, f64, fmod(x, y))
BINARY(atan2, f32, ff_atan2(x, y))
BINARY(atan2, f64, atan2(x, y))
/* xlogy and xlog1py: float32's log and log1p floatfn.h's */
BINARY(xlogy, f32, x == 0 && y == y ? 0.0f : x * ff_log(y))
BINARY(xlogy, f64, x == 0 && y == y ? 0.0 : x * log(y))
BINARY(xlog1py, f32, x == 0 && y == y ? 0.0f : x * ff_log1p(y))
BINARY(xlog1py, f64, x == 0 && y == y ? 0.0 : x * log1p(y))
/* polygamma and zeta: float32 as PyTorch's CPU kernels compute it (specfun.h). */
BINARY(polygamma, f32, sf_polygamma_f(y, x))
BINARY(polygamma, f64, sf_polygamma(y, x))
BINARY(zeta, f32, sf_zeta_f(x, y))
BINARY(zeta, f64, sf_zeta(x, y))
/* The orthogonal polynomials of x at the order y (specfun_t.h), as the Bessel functions. */
#define SPECFUN_POLY(name) \
    BINARY(name, f32, sf_##name##_f(x, sf_order(y))) BINARY(name, f64, sf_##name(x, sf_order(y)))
SPECFUN_POLY(chebyshev_polynomial_t)
SPECFUN_POLY(chebyshev_polynomial_u)
SPECFUN_POLY(chebyshev_polynomial_v)
SPECFUN_POLY(chebyshev_polynomial_w)
SPECFUN_POLY(shifted_chebyshev_polynomial_t)
SPECFUN_POLY(shifted_chebyshev_polynomial_u)
SPECFUN_POLY(shifted_chebyshev_polynomial_v)
SPECFUN_POLY(shifted_chebyshev_polynomial_w)
SPECFUN_POLY(hermite_polynomial_h)
SPECFUN_POLY(hermite_polynomial_he)
SPECFUN_POLY(laguerre_polynomial_l)
SPECFUN_POLY(legendre_polynomial_p)
/* igamma and igammac: float32 in float, as PyTorch's calc_igamma (igamma_f.h). */
BINARY(igamma, f32, sf_igamma_f(x, y))
BINARY(igamma, f64, sf_igamma(x, y))
BINARY(igammac, f32, sf_igammac_f(x, y))
BINARY(igammac, f64, sf_igammac(x, y))
/* nextafter from the bits: one ulp toward y (the smallest subnormal of
 * y's sign from a zero), y where they are equal, NaN where either is,
 * in a loop GCC vectorises, a piece at a time; a NaN's lane then takes
 * the C library's function, whose NaN it must give. */
#define NEXTAFTER(t, U, SIGN, fn)                                                \
    static inline CT_##t nextafter_bits_##t##_(CT_##t x, CT_##t y)              \
    {                                                                            \
        U ux, uy;                                                                \
        memcpy(&ux, &x, sizeof ux);                                              \
        memcpy(&uy, &y, sizeof uy);                                              \
        U r = x == 0 ? (uy & SIGN) | 1u : ux + ((x < y) == (x > 0) ? 1u : (U)-1);  \
        r = x == y ? uy : r;                                                     \
        CT_##t f;                                                                \
        memcpy(&f, &r, sizeof f);                                                \
        return x != x || y != y ? x + y : f;                                     \
    }                                                                            \
    CPU_CLONES                                                                   \
    static void nextafter_piece_##t(CT_##t *f, const CT_##t *xs, const CT_##t *ys, \
                                    int64_t m)                                   \
    {                                                                            \
        CPU_LOOP(m, f[i] = nextafter_bits_##t##_(xs[i], ys[i]));                 \
    }                                                                            \
    static void nextafter_##t(void *out, const void *const *in, int64_t n,       \
                              const OpArgs *a)                                   \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out, f[VMATH_PIECE];                                          \
        const CT_##t *xs = in[0], *ys = in[1];                                   \
        for (int64_t j = 0; j < n; j += VMATH_PIECE) {                            \
            int64_t m = n - j < VMATH_PIECE ? n - j : VMATH_PIECE;                 \
            nextafter_piece_##t(f, xs + j, ys + j, m);                           \
            for (int64_t i = 0; i < m; i++)                                      \
                o[j + i] = f[i] == f[i] ? f[i] : fn(xs[j + i], ys[j + i]);       \
        }                                                                        \
    }
NEXTAFTER(f32, uint32_t, 0x80000000u, nextafterf)
NEXTAFTER(f64, uint64_t, 0x8000000000000000u, nextafter)
#define E_GCD(t, x, y) sf_gcd((int64_t)(x), (int64_t)(y))
#define E_LCM(t, x, y) sf_lcm((int64_t)(x), (int64_t)(y))
EACH_INT(APPLY_BINARY, gcd, E_GCD)
EACH_INT(APPLY_BINARY, lcm, E_LCM)
static void hypot_f32(void *out, const void *const *in, int64_t n, const OpArgs *a)
{
    (void)a;
    cpu_vmath_hypot_f32(out, in[0], in[1], n);
}
BINARY(hypot, f64, hypot(x, y))
BINARY(logaddexp, f32, ff_logaddexp(x, y))
BINARY(logaddexp, f64, logaddexp_f64_(x, y))
BINARY(logaddexp2, f32, ff_logaddexp2(x, y))
BINARY(logaddexp2, f64, logaddexp2_f64_(x, y))
BINARY(copysign, f32, copysignf(x, y))
BINARY(copysign, f64, copysign(x, y))
/* The activations with a second operand: the shrinks' lambd (a scalar),
 * prelu's weight, glu's second half; PyTorch's kernels' expressions. */
BINARY(hardshrink, f32, x >= -y && x <= y ? 0.0f : x)
BINARY(hardshrink, f64, x >= -y && x <= y ? 0.0 : x)
BINARY(softshrink, f32, x > y ? x - y : x < -y ? x + y : x - x)
BINARY(softshrink, f64, x > y ? x - y : x < -y ? x + y : x - x)
BINARY(prelu, f32, x > 0 ? x : y * x)
BINARY(prelu, f64, x > 0 ? x : y * x)
static float glu_exact_(float x, float y)
{
    return (float)glu_f64_((double)x, (double)y);
}
static void glu_f32(void *out, const void *const *in, int64_t n, const OpArgs *a)
{
    (void)a;
    cpu_vmath_glu_f32(out, in[0], in[1], n, glu_exact_);
}
BINARY(glu, f64, glu_f64_(x, y))
BINARY(fmax, b8, x | y)
EACH_INT(APPLY_BINARY, fmax, E_MAX_INT)
EACH_FLOAT(APPLY_BINARY, fmax, E_FMAX)
BINARY(fmin, b8, x & y)
EACH_INT(APPLY_BINARY, fmin, E_MIN_INT)
EACH_FLOAT(APPLY_BINARY, fmin, E_FMIN)
EACH_INT(APPLY_BINARY, pow_any, E_POW)
BINARY(pow_any, f32, powf(x, y))
BINARY(pow_any, f64, pow(x, y))
BINARY(maximum, b8, x | y)
EACH_INT(APPLY_BINARY, maximum, E_MAX_INT)
EACH_FLOAT(APPLY_BINARY, maximum, E_MAXIMUM)
BINARY(minimum, b8, x & y)
EACH_INT(APPLY_BINARY, minimum, E_MIN_INT)
EACH_FLOAT(APPLY_BINARY, minimum, E_MINIMUM)
BINARY(bitand, b8, x & y)
EACH_INT(APPLY_BINARY, bitand, E_AND)
BINARY(bitor, b8, x | y)
EACH_INT(APPLY_BINARY, bitor, E_OR)
BINARY(bitxor, b8, x ^ y)
EACH_INT(APPLY_BINARY, bitxor, E_XOR)

/* Shifts as PyTorch's kernels: a count out of [0, bits) gives 0 for <<
 * and the sign for >>, instead of C's undefined behaviour. */

#define SHIFT_HELPERS(t, unused)                                                 \
    static inline CT_##t lshift_##t##_(CT_##t x, CT_##t y)                       \
    {                                                                            \
        int64_t s = (int64_t)y;                                                  \
        if (s < 0 || s >= (int64_t)(8 * sizeof(CT_##t))) return 0;               \
        return (CT_##t)((WT_##t)x << s);                                         \
    }                                                                            \
    static inline CT_##t rshift_##t##_(CT_##t x, CT_##t y)                       \
    {                                                                            \
        int64_t s = (int64_t)y;                                                  \
        if (s < 0 || s >= (int64_t)(8 * sizeof(CT_##t))) return (CT_##t)(negative_((int64_t)x) ? -1 : 0); \
        return (CT_##t)(x >> s);                                                 \
    }
EACH_INT(SHIFT_HELPERS, 0)
EACH_INT(APPLY_BINARY, lshift, E_LSHIFT)
EACH_INT(APPLY_BINARY, rshift, E_RSHIFT)

/* x ** scalar: PyTorch's CPU kernel turns the common exponents into
 * multiplications and square roots, which round differently from pow(). */
#define POW_FLOAT(t, F)                                                          \
    CPU_CLONES                                                                   \
    static void pow_##t(void *out, const void *const *in, int64_t n,             \
                        const OpArgs *a)                                         \
    {                                                                            \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0];                                                \
        double e = a->in_is_scalar[1] && !a->in_is_scalar[0] ? a->sf[1] : NAN;   \
        if (e == 2)                                                              \
            CPU_LOOP(n, CT_##t x = xs[i]; o[i] = x * x);                         \
        else if (e == 3)                                                         \
            CPU_LOOP(n, CT_##t x = xs[i]; o[i] = x * x * x);                     \
        else if (e == 0.5)                                                       \
            CPU_LOOP(n, o[i] = sqrt##F(xs[i]));                                  \
        else if (e == -0.5)                                                      \
            CPU_LOOP(n, o[i] = 1 / sqrt##F(xs[i]));                              \
        else if (e == -1)                                                        \
            CPU_LOOP(n, o[i] = 1 / xs[i]);                                       \
        else if (e == -2)                                                        \
            CPU_LOOP(n, CT_##t x = xs[i]; o[i] = 1 / (x * x));                   \
        else                                                                     \
            pow_any_##t(out, in, n, a);                                          \
    }
POW_FLOAT(f32, f)
POW_FLOAT(f64, )
#define POW_INT(t, unused)                                                       \
    CPU_CLONES                                                                   \
    static void pow_##t(void *out, const void *const *in, int64_t n,             \
                        const OpArgs *a)                                         \
    {                                                                            \
        pow_any_##t(out, in, n, a);                                              \
    }
EACH_INT(POW_INT, 0)

/* ---- comparisons ---- */

#define COMPARISONS(t, unused)                                                   \
    COMPARE(eq, t, x == y)                                                       \
    COMPARE(ne, t, x != y)                                                       \
    COMPARE(lt, t, x < y)                                                        \
    COMPARE(le, t, x <= y)                                                       \
    COMPARE(gt, t, x > y)                                                        \
    COMPARE(ge, t, x >= y)
COMPARISONS(b8, 0)
EACH_INT(COMPARISONS, 0)
EACH_FLOAT(COMPARISONS, 0)

#define LOGICAL(t, unused)                                                       \
    COMPARE(logand, t, x != 0 && y != 0)                                         \
    COMPARE(logor, t, x != 0 || y != 0)                                          \
    COMPARE(logxor, t, (x != 0) != (y != 0))
LOGICAL(b8, 0)
EACH_INT(LOGICAL, 0)
EACH_FLOAT(LOGICAL, 0)

/* ---- where, muladd and clamp ---- */

#define WHERE(t, unused)                                                         \
    CPU_CLONES                                                                   \
    static void where_##t(void *out, const void *const *in, int64_t n,           \
                          const OpArgs *a)                                       \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const uint8_t *cs = in[0];                                               \
        const CT_##t *xs = in[1], *ys = in[2];                                   \
        CPU_LOOP(n, o[i] = cs[i] ? xs[i] : ys[i]);                               \
    }
WHERE(b8, 0)
EACH_INT(WHERE, 0)
EACH_FLOAT(WHERE, 0)

/* threshold(x, threshold, value): x <= threshold ? value : x, so that a
 * NaN x stays NaN, as PyTorch's kernel. */
#define THRESHOLD(t, unused)                                                     \
    CPU_CLONES                                                                   \
    static void threshold_##t(void *out, const void *const *in, int64_t n,       \
                              const OpArgs *a)                                   \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0], *ys = in[1], *zs = in[2];                      \
        CPU_LOOP(n, o[i] = xs[i] <= ys[i] ? zs[i] : xs[i]);                      \
    }
EACH_INT(THRESHOLD, 0)
EACH_FLOAT(THRESHOLD, 0)

/* x * y + z, the product rounded to the type first (no contraction). */
#define MULADD(t, unused)                                                        \
    CPU_CLONES                                                                   \
    static void muladd_##t(void *out, const void *const *in, int64_t n,          \
                           const OpArgs *a)                                      \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0], *ys = in[1], *zs = in[2];                      \
        CPU_LOOP(n, CT_##t p = xs[i] * ys[i]; o[i] = p + zs[i]);                 \
    }
EACH_FLOAT(MULADD, 0)

/* smooth_l1(x, y, beta) and huber(x, y, delta), the terms of their
 * losses, in the compute type as PyTorch's kernels: z = |x - y|, and
 * 0.5 z z / beta or z - 0.5 beta; 0.5 z z or delta (z - 0.5 delta). */
#define FABS_f32 fabsf
#define FABS_f64 fabs
#define LOSS_TERMS(t, unused)                                                    \
    CPU_CLONES                                                                   \
    static void smooth_l1_##t(void *out, const void *const *in, int64_t n,       \
                              const OpArgs *a)                                   \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0], *ys = in[1], *bs = in[2];                      \
        CPU_LOOP(n, CT_##t z = FABS_##t(xs[i] - ys[i]); CT_##t b = bs[i];          \
                 o[i] = z < b ? (CT_##t)0.5 * z * z / b : z - (CT_##t)0.5 * b);  \
    }                                                                            \
    CPU_CLONES                                                                   \
    static void huber_##t(void *out, const void *const *in, int64_t n,           \
                          const OpArgs *a)                                       \
    {                                                                            \
        (void)a;                                                                 \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0], *ys = in[1], *ds = in[2];                      \
        CPU_LOOP(n, CT_##t z = FABS_##t(xs[i] - ys[i]); CT_##t d = ds[i];          \
                 o[i] = z < d ? (CT_##t)0.5 * z * z : d * (z - (CT_##t)0.5 * d)); \
    }
EACH_FLOAT(LOSS_TERMS, 0)

/* min(max(x, lo), hi) as std::min/std::max order their operands: a NaN x
 * stays NaN, a NaN bound is ignored, and lo > hi gives hi. */
#define CLAMP(t, LO, HI)                                                         \
    CPU_CLONES                                                                   \
    static void clamp_##t(void *out, const void *const *in, int64_t n,           \
                          const OpArgs *a)                                       \
    {                                                                            \
        CT_##t *o = out;                                                         \
        const CT_##t *xs = in[0];                                                \
        CT_##t lo = (CT_##t)a->LO[1], hi = (CT_##t)a->HI[2];                     \
        bool has_lo = a->in_is_scalar[1], has_hi = a->in_is_scalar[2];           \
        if (has_lo && has_hi)                                                    \
            CPU_LOOP(n, CT_##t x = xs[i]; CT_##t v = x < lo ? lo : x;            \
                     o[i] = hi < v ? hi : v);                                    \
        else if (has_lo)                                                         \
            CPU_LOOP(n, CT_##t x = xs[i]; o[i] = x < lo ? lo : x);               \
        else                                                                     \
            CPU_LOOP(n, CT_##t x = xs[i]; o[i] = hi < x ? hi : x);               \
    }
EACH_INT(CLAMP, si, si)

/* Floats: GCC turns x < lo ? lo : x into a MAX_EXPR, which it does not
 * vectorise (an element a cycle).  maxps(lo, x) is that expression
 * exactly (lo > x ? lo : x: a NaN x stays, a NaN lo gives x), and
 * minps(hi, v) is hi < v ? hi : v; a missing bound is -inf or inf, which
 * those leave every x alone with. */
#define CT_f32_plain float
#define CT_f64_plain double
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#include <immintrin.h>
#define CLAMP_AVX 1
__attribute__((target("avx"))) static void clamp_f32_avx(float *o, const float *xs, int64_t n, float lo,
                                                         float hi)
{
    __m256 l = _mm256_set1_ps(lo), h = _mm256_set1_ps(hi);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(o + i, _mm256_min_ps(h, _mm256_max_ps(l, _mm256_loadu_ps(xs + i))));
    for (; i < n; i++) {
        float x = xs[i], v = x < lo ? lo : x;
        o[i] = hi < v ? hi : v;
    }
}

__attribute__((target("avx"))) static void clamp_f64_avx(double *o, const double *xs, int64_t n,
                                                         double lo, double hi)
{
    __m256d l = _mm256_set1_pd(lo), h = _mm256_set1_pd(hi);
    int64_t i = 0;
    for (; i + 4 <= n; i += 4)
        _mm256_storeu_pd(o + i, _mm256_min_pd(h, _mm256_max_pd(l, _mm256_loadu_pd(xs + i))));
    for (; i < n; i++) {
        double x = xs[i], v = x < lo ? lo : x;
        o[i] = hi < v ? hi : v;
    }
}
#else
#define CLAMP_AVX 0
static void clamp_f32_avx(float *o, const float *xs, int64_t n, float lo, float hi)
{
    (void)o, (void)xs, (void)n, (void)lo, (void)hi;
}

static void clamp_f64_avx(double *o, const double *xs, int64_t n, double lo, double hi)
{
    (void)o, (void)xs, (void)n, (void)lo, (void)hi;
}
#endif

#define CLAMP_FLOAT(t, unused)                                                   \
    CLAMP(t##_plain, sf, sf)                                                     \
    static void clamp_##t(void *out, const void *const *in, int64_t n,           \
                          const OpArgs *a)                                       \
    {                                                                            \
        if (CLAMP_AVX && __builtin_cpu_supports("avx")) {                        \
            CT_##t lo = a->in_is_scalar[1] ? (CT_##t)a->sf[1] : -(CT_##t)INFINITY; \
            CT_##t hi = a->in_is_scalar[2] ? (CT_##t)a->sf[2] : (CT_##t)INFINITY;  \
            clamp_##t##_avx(out, in[0], n, lo, hi);                              \
            return;                                                              \
        }                                                                        \
        clamp_##t##_plain(out, in, n, a);                                        \
    }
EACH_FLOAT(CLAMP_FLOAT, 0)

/* ---- kernels ---- */

/* Loop tables, indexed by the compute dtype, with the entries of the
 * kinds ops.def gives; float16 and bfloat16 use the float loop.  A
 * missing entry is a dtype dispatch refuses for that op. */
#define BOOL_ENTRY(op) [DT_BOOL] = op##_b8,
#define INT_ENTRIES(op) [DT_UINT8] = op##_u8, [DT_INT8] = op##_i8, [DT_INT16] = op##_i16, \
                        [DT_INT32] = op##_i32, [DT_INT64] = op##_i64,
#define FLOAT_ENTRIES(op) [DT_FLOAT16] = op##_f32, [DT_BFLOAT16] = op##_f32, \
                          [DT_FLOAT32] = op##_f32, [DT_FLOAT64] = op##_f64,
#define ENTRIES_I(op) INT_ENTRIES(op)
#define ENTRIES_F(op) FLOAT_ENTRIES(op)
#define ENTRIES_IF(op) INT_ENTRIES(op) FLOAT_ENTRIES(op)
#define ENTRIES_BI(op) BOOL_ENTRY(op) INT_ENTRIES(op)
#define ENTRIES_BIF(op) BOOL_ENTRY(op) INT_ENTRIES(op) FLOAT_ENTRIES(op)

/* Every operand in the compute dtype (where's condition in bool), the
 * result too (a comparison's in bool). */
static void run(const OpArgs *a, const CpuLoop *loops, OpRule rule)
{
    DType c = cpu_buffer_dtype(a->dtype);
    DType in[3] = {rule == RULE_WHERE ? DT_BOOL : c, c, c};
    if (loops[a->dtype])
        cpu_iterate(a, loops[a->dtype], rule == RULE_COMPARE ? DT_BOOL : c, in);
}

/* float16/bfloat16 heavy math of one input and no parameters looks its
 * results up (lut.c). */
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc)                              \
    void cpu_##name(const OpArgs *a)                                             \
    {                                                                            \
        static const CpuLoop loops[DT_COUNT] = {ENTRIES_##kinds(name)};          \
        if (arity == 1 && params == 0 && OPS_COST_##cost > 1 && loops[a->dtype] && \
            cpu_lut_run(OP_##name, a, loops[a->dtype]))                          \
            return;                                                              \
        run(a, loops, RULE_##rule);                                              \
    }
#define OP(name, arity, group, doc)
#include "ops.def"
#undef EW
#undef OP
