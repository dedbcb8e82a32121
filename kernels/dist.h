/* dist.h: the in-place distributions of src/values/tensor_fill.c
 * (uniform_, normal_, exponential_, cauchy_, geometric_, log_normal_) as
 * maps of one draw, so that a value is drawn and mapped in one pass (on
 * an H200 the draw and the four or five elementwise launches that mapped
 * it had run at 0.15-0.22 of PyTorch's one kernel).  Each map takes the
 * steps those launches took, in their order and rounding: in float for a
 * float32, float16 or bfloat16 tensor (float32 draws; the result rounds
 * to the tensor's dtype as copy_ stores it), in double for float64; a
 * parameter rounds to the compute type as an operand scalar does.  A map
 * is a few steps (pre), one function (log, tan, exp or none: of a float
 * the elementwise op's, rounded once from double, which each backend
 * computes its own faster way to the same bits) and a few steps (post).
 *
 *   DIST_UNIFORM      v * p0 + p1                 (uniform_: hi - lo, lo)
 *   DIST_NORMAL       v * p0 + p1  of randn       (normal_: std, mean)
 *   DIST_EXPONENTIAL  log(1 - v) / p0            (p0 = -lambd)
 *   DIST_CAUCHY       tan((v - 0.5) * pi) * p0 + p1   (sigma, median)
 *   DIST_GEOMETRIC    max(ceil(log(1 - v) / p0), 1)  (p0 = log1p(-p))
 *   DIST_LOG_NORMAL   exp(v * p0 + p1)  of randn  (std, mean)
 * v is rand's value of the element (randn's where the map says so); a
 * and b are p0 and p1 in the compute type.
 *
 * Included by kernels/cpu/philox.c and kernels/cuda/random.cu. */
#ifndef CST_DIST_H
#define CST_DIST_H

#include <math.h>
#include <stdbool.h>

#ifdef __CUDACC__
#define DIST_FN static __host__ __device__ inline
#else
#define DIST_FN static inline
#endif

typedef enum DistMap {
    DIST_UNIFORM,
    DIST_NORMAL,
    DIST_EXPONENTIAL,
    DIST_CAUCHY,
    DIST_GEOMETRIC,
    DIST_LOG_NORMAL
} DistMap;

/* Whether map m takes randn's draws (else rand's). */
DIST_FN bool dist_normal(int m)
{
    return m == DIST_NORMAL || m == DIST_LOG_NORMAL;
}

/* The function a map applies between its steps. */
typedef enum DistFunction { DF_NONE, DF_LOG, DF_TAN, DF_EXP } DistFunction;

DIST_FN int dist_function(int m)
{
    return m == DIST_EXPONENTIAL || m == DIST_GEOMETRIC ? DF_LOG
         : m == DIST_CAUCHY                             ? DF_TAN
         : m == DIST_LOG_NORMAL                         ? DF_EXP
                                                        : DF_NONE;
}

/* Map m's steps before its function, on draw v, in float (float32's
 * parameters a and b) and in double. */
DIST_FN float dist_pre_f(int m, float v, float a, float b)
{
    switch (m) {
    case DIST_EXPONENTIAL:
    case DIST_GEOMETRIC: return 1.0f - v;
    case DIST_CAUCHY: return (v - 0.5f) * (float)3.14159265358979323846;
    default: return v * a + b;
    }
}

DIST_FN double dist_pre(int m, double v, double a, double b)
{
    switch (m) {
    case DIST_EXPONENTIAL:
    case DIST_GEOMETRIC: return 1.0 - v;
    case DIST_CAUCHY: return (v - 0.5) * 3.14159265358979323846;
    default: return v * a + b;
    }
}

/* Map m's steps after its function, on its value y. */
DIST_FN float dist_post_f(int m, float y, float a, float b)
{
    switch (m) {
    case DIST_EXPONENTIAL: return y / a;
    case DIST_CAUCHY: return y * a + b;
    case DIST_GEOMETRIC: {
        float k = ceilf(y / a);
        return k < 1.0f ? 1.0f : k;
    }
    default: return y;
    }
}

DIST_FN double dist_post(int m, double y, double a, double b)
{
    switch (m) {
    case DIST_EXPONENTIAL: return y / a;
    case DIST_CAUCHY: return y * a + b;
    case DIST_GEOMETRIC: {
        double k = ceil(y / a);
        return k < 1.0 ? 1.0 : k;
    }
    default: return y;
    }
}

/* Map m of draw v in double, the function the C library's (float64's
 * elementwise ops call the device's own). */
DIST_FN double dist_map(int m, double v, double a, double b)
{
    double x = dist_pre(m, v, a, b);
    int f = dist_function(m);
    double y = f == DF_LOG ? log(x) : f == DF_TAN ? tan(x) : f == DF_EXP ? exp(x) : x;
    return dist_post(m, y, a, b);
}

#endif
