// ops.cuh: the elementwise operations of ops.def as device functions, one
// struct Op_<name> per EW line, the twins of kernels/cpu/elementwise.c line
// by line: apply<C>(extra, x[, y[, z]]) computes in compute type C (bool,
// an integer type, float or double; float16 and bfloat16 compute in
// float), exactly as the CPU loop for C does.  What else the launcher
// needs (the kinds, the rule, the cost) comes from the op's line.
//
// Floats: +, -, *, /, sqrt, fmod, floor, ceil, rint and trunc are exact in
// IEEE arithmetic on both sides (the files are built without FMA
// contraction, as the C twins are).  The transcendental functions of
// float32 are computed in double and rounded once, which is within an ulp
// of glibc's float functions (CUDA's own float versions allow 2 ulp), but
// for floatfn.h's (erf, erfc, asin, acos, asinh, atanh, atan2, gelu,
// logsigmoid, softplus, logaddexp, logaddexp2, and the log and log1p of
// xlogy and xlog1py), computed in float the same way on both sides.
#ifndef CST_CUDA_OPS_CUH
#define CST_CUDA_OPS_CUH

#include "cuda/convert.cuh"
#include "cuda/fastmath.cuh"
#include "cuda/fastmath_exp.cuh"
#include "cuda/fastmath_log.cuh"
#include "floatfn.h"
#include "igamma_f.h"
#include "specfun.h"

namespace cst {

// The kind of compute type c, as ops.def's kinds name them.
__host__ __device__ constexpr int kind_of(int c)
{
    return c == DT_BOOL ? KIND_BOOL : is_int(c) ? KIND_INT : KIND_FLOAT;
}

// What a few ops take besides their operands: clamp's bounds, pow's
// special exponent, a parameterized op's float64 parameters (ops.def's
// params: sf[1], sf[2] as given).
template <int C> struct Extra {
    T_<C> lo, hi;
    bool has_lo, has_hi;
    int pow_mode;            // POW_* below
    double param[2];
};

enum { POW_ANY, POW_2, POW_3, POW_HALF, POW_MHALF, POW_M1, POW_M2 };

template <int C> using W_ = typename Ct<C>::W;

// float32 functions through double, rounded once (exp: the same float,
// by a faster road, fastmath.cuh; the logarithms, pow and logaddexp:
// fastmath_log.cuh).
__device__ __forceinline__ float f_exp(float x) { return exp32(x); }
__device__ __forceinline__ double f_exp(double x) { return exp(x); }
__device__ __forceinline__ float f_log(float x) { return log32(x); }
__device__ __forceinline__ double f_log(double x) { return log(x); }
__device__ __forceinline__ float f_log2(float x) { return log2_32(x); }
__device__ __forceinline__ double f_log2(double x) { return log2(x); }
__device__ __forceinline__ float f_log10(float x) { return log10_32(x); }
__device__ __forceinline__ double f_log10(double x) { return log10(x); }
__device__ __forceinline__ float f_log1p(float x) { return log1p32(x); }
__device__ __forceinline__ double f_log1p(double x) { return log1p(x); }
__device__ __forceinline__ float f_acosh(float x) { return acosh32(x); }
__device__ __forceinline__ double f_acosh(double x) { return acosh(x); }
__device__ __forceinline__ float f_sin(float x) { return (float)sin((double)x); }
__device__ __forceinline__ double f_sin(double x) { return sin(x); }
__device__ __forceinline__ float f_cos(float x) { return (float)cos((double)x); }
__device__ __forceinline__ double f_cos(double x) { return cos(x); }
__device__ __forceinline__ float f_tanh(float x) { return tanh32(x); }
__device__ __forceinline__ double f_tanh(double x) { return tanh(x); }
__device__ __forceinline__ float f_pow(float x, float y) { return pow32(x, y); }
__device__ __forceinline__ double f_pow(double x, double y) { return pow(x, y); }
__device__ __forceinline__ float f_logaddexp(float x, float y) { return ff_logaddexp(x, y); }
__device__ __forceinline__ double f_logaddexp(double x, double y) { return logaddexp_(x, y); }
__device__ __forceinline__ float f_logaddexp2(float x, float y) { return ff_logaddexp2(x, y); }
__device__ __forceinline__ double f_logaddexp2(double x, double y) { return logaddexp2_(x, y); }

#define UNARY_OP(name, ...)                                                        \
    struct Op_##name {                                                             \
        static constexpr int arity = 1;                                            \
        template <int C>                                                           \
        __device__ __forceinline__ static T_<C> apply(const Extra<C> &e, T_<C> x)  \
        {                                                                          \
            (void)e;                                                               \
            using T = T_<C>;                                                       \
            __VA_ARGS__                                                            \
        }                                                                          \
    };

#define BINARY_OP(name, ...)                                                       \
    struct Op_##name {                                                             \
        static constexpr int arity = 2;                                            \
        template <int C>                                                           \
        __device__ __forceinline__ static T_<C> apply(const Extra<C> &e, T_<C> x,  \
                                                      T_<C> y)                     \
        {                                                                          \
            (void)e;                                                               \
            using T = T_<C>;                                                       \
            __VA_ARGS__                                                            \
        }                                                                          \
    };

// A test of one operand: a bool of each element.
#define TEST_OP(name, ...)                                                         \
    struct Op_##name {                                                             \
        static constexpr int arity = 1;                                            \
        template <int C>                                                           \
        __device__ __forceinline__ static uint8_t apply(const Extra<C> &, T_<C> x) \
        {                                                                          \
            using T = T_<C>;                                                       \
            __VA_ARGS__                                                            \
        }                                                                          \
    };

#define COMPARE_OP(name, EXPR)                                                     \
    struct Op_##name {                                                             \
        static constexpr int arity = 2;                                            \
        template <int C>                                                           \
        __device__ __forceinline__ static uint8_t apply(const Extra<C> &, T_<C> x, \
                                                        T_<C> y)                   \
        {                                                                          \
            return (uint8_t)(EXPR);                                                \
        }                                                                          \
    };

// ---- integer and float helpers (elementwise.c's) ----

template <int C> __device__ __forceinline__ T_<C> floordiv_(T_<C> x, T_<C> y)
{
    using T = T_<C>;
    if constexpr (C == DT_UINT8) {
        return y ? (T)(x / y) : 0;
    } else if constexpr (is_int(C)) {
        if (y == 0)
            return 0;
        if (y == -1)
            return (T)(0 - (W_<C>)x);
        T q = (T)(x / y), r = (T)(x % y);
        return r != 0 && (r < 0) != (y < 0) ? (T)(q - 1) : q;
    } else {
        // c10::div_floor_floating: Python's float //.
        if (y == 0)
            return x / y;
        T mod = fmod(x, y);
        T div = (x - mod) / y;
        if (mod != 0 && (y < 0) != (mod < 0))
            div -= 1;
        if (div == 0)
            return copysign((T)0, x / y);
        T fl = floor(div);
        return div - fl > (T)0.5 ? fl + 1 : fl;
    }
}

template <int C> __device__ __forceinline__ T_<C> mod_(T_<C> x, T_<C> y)
{
    using T = T_<C>;
    if constexpr (C == DT_UINT8) {
        return y ? (T)(x % y) : 0;
    } else if constexpr (is_int(C)) {
        if (y == 0 || y == -1)
            return 0;
        T r = (T)(x % y);
        return r != 0 && (r < 0) != (y < 0) ? (T)(r + y) : r;
    } else {
        T m = fmod(x, y);
        return m != 0 && (y < 0) != (m < 0) ? m + y : m;
    }
}

// c10's powi: negative exponents give 0 except for bases 1 and -1.
template <int C> __device__ __forceinline__ T_<C> powi_(T_<C> x, T_<C> y)
{
    using T = T_<C>;
    if constexpr (C != DT_UINT8) {
        if (y < 0) {
            if (x == 1)
                return 1;
            if (x == -1)
                return (y & 1) ? -1 : 1;
            return 0;
        }
    }
    W_<C> r = 1, b = (W_<C>)x;
    for (; y; y /= 2) {
        if (y & 1)
            r *= b;
        b *= b;
    }
    return (T)r;
}

// C's truncated remainder; 0 for a zero divisor and for -1 (whose
// INT_MIN % -1 would trap), as elementwise.c's fmod_ helpers.
template <int C> __device__ __forceinline__ T_<C> fmodi_(T_<C> x, T_<C> y)
{
    return y == 0 || (long long)y == -1 ? (T_<C>)0 : (T_<C>)(x % y);
}

// PyTorch's gelu's tanh approximation and gelu in double (elementwise.c's
// twins): float step by step with tanh rounded from double (by
// fastmath_exp.cuh's road), and double without the cancellation near -1.
__device__ __forceinline__ float gelu_tanh_f_(float x)
{
    float inner = (float)(1.41421356237309504880 * 1.12837916709551257390 * 0.5) * (x + 0.044715f * (x * x * x));
    return 0.5f * x * (1.0f + tanh32(inner));
}

__device__ __forceinline__ double gelu_(double x)
{
    return 0.5 * x * erfc(-x * 0.70710678118654752440);
}

__device__ __forceinline__ double gelu_tanh_(double x)
{
    double u = 0.7978845608028654 * (x + 0.044715 * x * x * x);
    return x / (1.0 + exp(-2.0 * u));
}

// ---- unary ----

UNARY_OP(neg, if constexpr (is_float(C)) return -x; else return (T)(0 - (W_<C>)x);)
UNARY_OP(abs, if constexpr (is_float(C)) return fabs(x);
         else if constexpr (C == DT_UINT8) return x;
         else return (T)(x < 0 ? 0 - (W_<C>)x : (W_<C>)x);)
UNARY_OP(exp, return f_exp(x);)
UNARY_OP(log, return f_log(x);)
UNARY_OP(log2, return f_log2(x);)
UNARY_OP(sqrt, return sqrt(x);)
UNARY_OP(rsqrt, return (T)1 / sqrt(x);)
UNARY_OP(sin, return f_sin(x);)
UNARY_OP(cos, return f_cos(x);)
UNARY_OP(tanh, return f_tanh(x);)
UNARY_OP(erf, if constexpr (C == DT_FLOAT32) return ff_erf(x); else return erf(x);)
UNARY_OP(erfc, if constexpr (C == DT_FLOAT32) return ff_erfc(x); else return erfc(x);)
UNARY_OP(expm1, if constexpr (C == DT_FLOAT32) return expm1_32(x); else return (T)expm1((double)x);)
UNARY_OP(log1p, return f_log1p(x);)
// float32 through double, rounded once, as elementwise.c's DOUBLE_UNARY.
UNARY_OP(tan, return (T)tan((double)x);)
UNARY_OP(asin, if constexpr (C == DT_FLOAT32) return ff_asin(x); else return asin(x);)
UNARY_OP(acos, if constexpr (C == DT_FLOAT32) return ff_acos(x); else return acos(x);)
UNARY_OP(atan, return (T)atan((double)x);)
UNARY_OP(sinh, if constexpr (C == DT_FLOAT32) return sinh32(x); else return (T)sinh((double)x);)
UNARY_OP(cosh, if constexpr (C == DT_FLOAT32) return cosh32(x); else return (T)cosh((double)x);)
UNARY_OP(asinh, if constexpr (C == DT_FLOAT32) return ff_asinh(x); else return asinh(x);)
UNARY_OP(acosh, return f_acosh(x);)
UNARY_OP(atanh, if constexpr (C == DT_FLOAT32) return ff_atanh(x); else return atanh(x);)
UNARY_OP(log10, return f_log10(x);)
UNARY_OP(exp2, if constexpr (C == DT_FLOAT32) return exp2_32(x); else return (T)exp2((double)x);)
UNARY_OP(reciprocal, return (T)1 / x;)
UNARY_OP(frac, return x - trunc(x);)
UNARY_OP(sigmoid, return (T)1 / ((T)1 + f_exp(-x));)
UNARY_OP(gelu, if constexpr (C == DT_FLOAT32) return ff_gelu(x); else return gelu_(x);)
UNARY_OP(gelu_tanh, if constexpr (C == DT_FLOAT32) return gelu_tanh_f_(x); else return gelu_tanh_(x);)
// The activations in float64, rounded once (fastmath_log.cuh).
UNARY_OP(silu, if constexpr (C == DT_FLOAT32) return silu32(x); else return silu_(x);)
UNARY_OP(mish, if constexpr (C == DT_FLOAT32) return mish32(x); else return mish_(x);)
UNARY_OP(logsigmoid, if constexpr (C == DT_FLOAT32) return ff_logsigmoid(x); else return logsigmoid_(x) + 0.0;)
UNARY_OP(selu, if constexpr (C == DT_FLOAT32) return selu32(x); else return selu_(x);)
UNARY_OP(hardswish, if constexpr (C == DT_FLOAT64) return hardswish_(x);
         else return (T)hardswishf_((float)x);)
UNARY_OP(hardsigmoid, if constexpr (C == DT_FLOAT64) return hardsigmoid_(x);
         else return (T)hardsigmoidf_((float)x);)
// glu in float64, rounded once, as its composition computed
// (elementwise.c's twin).
__device__ __forceinline__ double glu_(double x, double y)
{
    return x * (1.0 / (1.0 + exp(-y)));
}
// elu in float64 rounded once (fastmath_log.cuh); softplus of float32 in
// float (floatfn.h).
UNARY_OP(elu, if constexpr (C == DT_FLOAT32) return elu32(x, e.param[0], e.param[1]);
         else return (T)elu_((double)x, e.param[0], e.param[1]);)
UNARY_OP(softplus, if constexpr (C == DT_FLOAT32) return ff_softplus(x, (float)e.param[0], (float)e.param[1]);
         else return (T)softplus_((double)x, e.param[0], e.param[1]);)
// leaky_relu's slope in the compute type, as PyTorch's kernel takes it.
UNARY_OP(leaky_relu, return x > (T)0 ? x : x * (T)e.param[0];)
// sinc: pi x rounded to the dtype first, as elementwise.c's sinc.
UNARY_OP(sinc, if (x == 0) return (T)1;
         T px = (T)3.14159265358979323846 * x;
         return (T)sin((double)px) / px;)
// The special functions (specfun.h, elementwise.c's SPECIAL_UNARY):
// float32 rounded once from double; lgamma's (PyTorch's CPU kernel's,
// SLEEF's), digamma's, trigamma's and the Bessel functions' computed in
// float, as PyTorch's kernels compute them.
UNARY_OP(lgamma, if constexpr (C == DT_FLOAT64) return sf_lgamma(x);
         else return (T)sf_lgamma_f((float)x);)
UNARY_OP(digamma, if constexpr (C == DT_FLOAT64) return sf_digamma(x);
         else return (T)sf_digamma_f((float)x);)
// The Bessel functions compute float32 in float, as PyTorch does.
#define BESSEL_OP(name, nu, scaled) \
    UNARY_OP(name, if constexpr (C == DT_FLOAT64) return sf_bessel_i(nu, x, scaled); \
             else return sf_bessel_i_f(nu, x, scaled);)
BESSEL_OP(i0, 0, 0)
BESSEL_OP(i0e, 0, 1)
BESSEL_OP(i1, 1, 0)
BESSEL_OP(i1e, 1, 1)
// specfun_t.h's functions (torch.special's Bessel functions) and erfcx:
// float32 computes in float, as PyTorch's templates do.
#define SPECFUN_OP(name) \
    UNARY_OP(name, if constexpr (C == DT_FLOAT64) return sf_##name(x); else return sf_##name##_f(x);)
SPECFUN_OP(bessel_j0)
SPECFUN_OP(bessel_j1)
SPECFUN_OP(bessel_y0)
SPECFUN_OP(bessel_y1)
SPECFUN_OP(modified_bessel_i0)
SPECFUN_OP(modified_bessel_i1)
SPECFUN_OP(modified_bessel_k0)
SPECFUN_OP(modified_bessel_k1)
SPECFUN_OP(scaled_modified_bessel_k0)
SPECFUN_OP(scaled_modified_bessel_k1)
SPECFUN_OP(spherical_bessel_j0)
SPECFUN_OP(airy_ai)
SPECFUN_OP(erfcx)
// ndtri and log_ndtr: most of a randn input's elements take a short road
// and a few a long one (ndtri's tails, log_ndtr below -1).  quick takes
// the short one and sets slow where the long one, rare, must run instead:
// ew.cuh runs those after a thread's quick ones (split ops).
#define SPLIT_OP(name, quick_, rare_)                                                           \
    struct Op_##name {                                                                          \
        static constexpr int arity = 1;                                                         \
        static constexpr bool split = true;                                                     \
        template <int C>                                                                        \
        __device__ __forceinline__ static T_<C> quick(const Extra<C> &e, T_<C> x, bool &slow)   \
        {                                                                                       \
            (void)e;                                                                            \
            quick_                                                                              \
        }                                                                                       \
        template <int C> __device__ __forceinline__ static T_<C> rare(const Extra<C> &e, T_<C> x) \
        {                                                                                       \
            (void)e;                                                                            \
            rare_                                                                               \
        }                                                                                       \
        template <int C> __device__ __forceinline__ static T_<C> apply(const Extra<C> &e, T_<C> x) \
        {                                                                                       \
            bool slow;                                                                          \
            T_<C> q = quick<C>(e, x, slow);                                                     \
            return slow ? rare<C>(e, x) : q;                                                    \
        }                                                                                       \
    };
SPLIT_OP(ndtri,
         if constexpr (C == DT_FLOAT64) return sf_ndtri_centre(x, &slow);
         else return sf_ndtri_centre_f(x, &slow);,
         if constexpr (C == DT_FLOAT64) return sf_ndtri_tail(x); else return sf_ndtri_tail_f(x);)
SPLIT_OP(log_ndtr,
         if constexpr (C == DT_FLOAT64) {
             slow = false;
             return sf_log_ndtr(x);
         } else {
             return sf_log_ndtr_near_f(x, &slow);
         },
         if constexpr (C == DT_FLOAT64) return sf_log_ndtr(x); else return sf_log_ndtr_far_f(x);)
// relu is clamp_min(x, 0): NaN stays NaN and -0.0 stays -0.0.
UNARY_OP(relu, if constexpr (C == DT_UINT8) return x; else return x < 0 ? (T)0 : x;)
UNARY_OP(floor, return floor(x);)
UNARY_OP(ceil, return ceil(x);)
UNARY_OP(round, return rint(x);)     // half to even
UNARY_OP(trunc, return trunc(x);)
// sign(NaN) is 0, as PyTorch's CPU kernel computes (0 < x) - (x < 0).
UNARY_OP(sign, if constexpr (C == DT_BOOL) return x;
         else if constexpr (C == DT_UINT8) return x != 0;
         else return (T)((0 < x) - (x < 0));)
UNARY_OP(bitnot, if constexpr (C == DT_BOOL) return x ^ 1; else return (T)~x;)
// Tests: integers and bool are never NaN or infinite.
TEST_OP(isnan, if constexpr (is_float(C)) return x != x; else return 0;)
TEST_OP(isinf, if constexpr (is_float(C)) return isinf(x) ? 1 : 0; else return 0;)
TEST_OP(isposinf, if constexpr (is_float(C)) return x == (T)INFINITY; else return 0;)
TEST_OP(isneginf, if constexpr (is_float(C)) return x == -(T)INFINITY; else return 0;)
TEST_OP(isfinite, if constexpr (is_float(C)) return isfinite(x) ? 1 : 0; else return 1;)
TEST_OP(signbit, if constexpr (is_float(C)) return signbit(x) ? 1 : 0;
        else return (long long)x < 0;)
TEST_OP(lognot, return x == 0;)
// copy and fill: the value itself, converted as it loads and stores.
UNARY_OP(ident, return x;)

// ---- binary ----

BINARY_OP(add, if constexpr (C == DT_BOOL) return x | y;
          else if constexpr (is_int(C)) return (T)((W_<C>)x + (W_<C>)y);
          else return x + y;)
BINARY_OP(sub, if constexpr (is_int(C)) return (T)((W_<C>)x - (W_<C>)y); else return x - y;)
BINARY_OP(mul, if constexpr (C == DT_BOOL) return x & y;
          else if constexpr (is_int(C)) return (T)((W_<C>)x * (W_<C>)y);
          else return x * y;)
BINARY_OP(div, return x / y;)
BINARY_OP(floordiv, return floordiv_<C>(x, y);)
BINARY_OP(mod, return mod_<C>(x, y);)
// x ** scalar: PyTorch's CPU kernel turns the common exponents into
// multiplications and square roots, which round differently from pow().
BINARY_OP(pow, if constexpr (is_int(C)) {
              return powi_<C>(x, y);
          } else {
              switch (e.pow_mode) {
              case POW_2: return x * x;
              case POW_3: return x * x * x;
              case POW_HALF: return sqrt(x);
              case POW_MHALF: return (T)1 / sqrt(x);
              case POW_M1: return (T)1 / x;
              case POW_M2: return (T)1 / (x * x);
              default: return f_pow(x, y);
              }
          })
BINARY_OP(fmod, if constexpr (is_int(C)) return fmodi_<C>(x, y); else return fmod(x, y);)
BINARY_OP(atan2, if constexpr (C == DT_FLOAT32) return ff_atan2(x, y);
                 else return atan2(x, y);)
BINARY_OP(hypot, if constexpr (C == DT_FLOAT32) return hypot32(x, y);
                 else return hypot(x, y);)
BINARY_OP(xlogy, if constexpr (C == DT_FLOAT32) return x == 0 && y == y ? 0.0f : x * ff_log(y);
                 else return x == 0 && y == y ? 0.0 : x * log(y);)
BINARY_OP(xlog1py, if constexpr (C == DT_FLOAT32) return x == 0 && y == y ? 0.0f : x * ff_log1p(y);
                   else return x == 0 && y == y ? 0.0 : x * log1p(y);)
BINARY_OP(logaddexp, return f_logaddexp(x, y);)
BINARY_OP(logaddexp2, return f_logaddexp2(x, y);)
// polygamma(n, x) with x input 0 and n input 1; float32 as PyTorch's
// float kernels compute it, as digamma.
BINARY_OP(polygamma, if constexpr (C == DT_FLOAT64) return sf_polygamma(y, x);
                     else return (T)sf_polygamma_f((float)y, (float)x);)
// zeta's float32 as PyTorch's CPU kernel sums it (specfun.h).
BINARY_OP(zeta, if constexpr (C == DT_FLOAT64) return sf_zeta(x, y);
                else return (T)sf_zeta_f((float)x, (float)y);)
// The orthogonal polynomials of x at the order y, as the Bessel functions.
#define SPECFUN_POLY_OP(name) \
    BINARY_OP(name, if constexpr (C == DT_FLOAT64) return sf_##name(x, sf_order(y)); \
                    else return sf_##name##_f(x, sf_order(y));)
SPECFUN_POLY_OP(chebyshev_polynomial_t)
SPECFUN_POLY_OP(chebyshev_polynomial_u)
SPECFUN_POLY_OP(chebyshev_polynomial_v)
SPECFUN_POLY_OP(chebyshev_polynomial_w)
SPECFUN_POLY_OP(shifted_chebyshev_polynomial_t)
SPECFUN_POLY_OP(shifted_chebyshev_polynomial_u)
SPECFUN_POLY_OP(shifted_chebyshev_polynomial_v)
SPECFUN_POLY_OP(shifted_chebyshev_polynomial_w)
SPECFUN_POLY_OP(hermite_polynomial_h)
SPECFUN_POLY_OP(hermite_polynomial_he)
SPECFUN_POLY_OP(laguerre_polynomial_l)
SPECFUN_POLY_OP(legendre_polynomial_p)
// igamma and igammac: float32 in float, as PyTorch's calc_igamma (igamma_f.h).
BINARY_OP(igamma, if constexpr (C == DT_FLOAT64) return sf_igamma(x, y);
                  else return (T)sf_igamma_f((float)x, (float)y);)
BINARY_OP(igammac, if constexpr (C == DT_FLOAT64) return sf_igammac(x, y);
                   else return (T)sf_igammac_f((float)x, (float)y);)
BINARY_OP(nextafter, return nextafter(x, y);)
BINARY_OP(gcd, return (T)sf_gcd((long long)x, (long long)y);)
BINARY_OP(lcm, return (T)sf_lcm((long long)x, (long long)y);)
BINARY_OP(copysign, return copysign(x, y);)
// A NaN loses to a number for floats; ties (-0.0 and 0.0) give x, as
// PyTorch's CPU kernel does.
BINARY_OP(fmax, if constexpr (C == DT_BOOL) return x | y;
          else if constexpr (is_int(C)) return x < y ? y : x;
          else return x != x ? y : y != y || x >= y ? x : y;)
BINARY_OP(fmin, if constexpr (C == DT_BOOL) return x & y;
          else if constexpr (is_int(C)) return y < x ? y : x;
          else return x != x ? y : y != y || x <= y ? x : y;)
// NaN-propagating for floats; ties return x, as std::max/std::min do.
BINARY_OP(maximum, if constexpr (C == DT_BOOL) return x | y;
          else if constexpr (is_int(C)) return x < y ? y : x;
          else return x != x || y != y ? (T)NAN : x < y ? y : x;)
BINARY_OP(minimum, if constexpr (C == DT_BOOL) return x & y;
          else if constexpr (is_int(C)) return y < x ? y : x;
          else return x != x || y != y ? (T)NAN : y < x ? y : x;)
BINARY_OP(bitand, return (T)(x & y);)
BINARY_OP(bitor, return (T)(x | y);)
BINARY_OP(bitxor, return (T)(x ^ y);)
// Shifts as PyTorch's kernels: a count out of [0, bits) gives 0 for <<
// and the sign for >>.
BINARY_OP(lshift, long long s = (long long)y;
          if (s < 0 || s >= (long long)(8 * sizeof(T))) return (T)0;
          return (T)((W_<C>)x << s);)
BINARY_OP(rshift, long long s = (long long)y;
          if (s < 0 || s >= (long long)(8 * sizeof(T))) return (T)((long long)x < 0 ? -1 : 0);
          return (T)(x >> s);)

// The activations with a second operand: the shrinks' lambd (a scalar),
// prelu's weight, glu's second half; PyTorch's kernels' expressions.
BINARY_OP(hardshrink, return x >= -y && x <= y ? (T)0 : x;)
BINARY_OP(softshrink, return x > y ? x - y : x < -y ? x + y : x - x;)
BINARY_OP(prelu, return x > (T)0 ? x : y * x;)
BINARY_OP(glu, return (T)glu_((double)x, (double)y);)

COMPARE_OP(eq, x == y)
COMPARE_OP(ne, x != y)
COMPARE_OP(lt, x < y)
COMPARE_OP(le, x <= y)
COMPARE_OP(gt, x > y)
COMPARE_OP(ge, x >= y)
COMPARE_OP(logand, x != 0 && y != 0)
COMPARE_OP(logor, x != 0 || y != 0)
COMPARE_OP(logxor, (x != 0) != (y != 0))

// ---- where, muladd and clamp ----

// where(cond, x, y): cond is loaded as bool (input 0's compute type).
struct Op_where {
    static constexpr int arity = 3;
    template <int C>
    __device__ __forceinline__ static T_<C> apply(const Extra<C> &, uint8_t c, T_<C> x, T_<C> y)
    {
        return c ? x : y;
    }
};

// threshold(x, threshold, value): value where x <= threshold, else x (a
// NaN x stays NaN), as PyTorch's kernel.
struct Op_threshold {
    static constexpr int arity = 3;
    template <int C>
    __device__ __forceinline__ static T_<C> apply(const Extra<C> &, T_<C> x, T_<C> y, T_<C> z)
    {
        return x <= y ? z : x;
    }
};

// x * y + z, the product rounded to the compute type first (the backend
// compiles with --fmad=false: no contraction).
struct Op_muladd {
    static constexpr int arity = 3;
    template <int C>
    __device__ __forceinline__ static T_<C> apply(const Extra<C> &, T_<C> x, T_<C> y, T_<C> z)
    {
        T_<C> p = x * y;
        return p + z;
    }
};

// smooth_l1(x, y, beta) and huber(x, y, delta), the terms of their
// losses, as kernels/cpu/elementwise.c's.
struct Op_smooth_l1 {
    static constexpr int arity = 3;
    template <int C>
    __device__ __forceinline__ static T_<C> apply(const Extra<C> &, T_<C> x, T_<C> y, T_<C> b)
    {
        T_<C> z = fabs(x - y);
        return z < b ? (T_<C>)0.5 * z * z / b : z - (T_<C>)0.5 * b;
    }
};

struct Op_huber {
    static constexpr int arity = 3;
    template <int C>
    __device__ __forceinline__ static T_<C> apply(const Extra<C> &, T_<C> x, T_<C> y, T_<C> d)
    {
        T_<C> z = fabs(x - y);
        return z < d ? (T_<C>)0.5 * z * z : d * (z - (T_<C>)0.5 * d);
    }
};

// min(max(x, lo), hi) as std::min/std::max order their operands: a NaN x
// stays NaN, a NaN bound is ignored, and lo > hi gives hi.
UNARY_OP(clamp, if (e.has_lo && e.has_hi) {
             T v = x < e.lo ? e.lo : x;
             return e.hi < v ? e.hi : v;
         }
         if (e.has_lo)
             return x < e.lo ? e.lo : x;
         return e.hi < x ? e.hi : x;)

} // namespace cst

#endif
