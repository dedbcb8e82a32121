/* dist.h: the in-place distributions of src/values/tensor_fill.c
 * (uniform_, normal_, exponential_, cauchy_, geometric_, log_normal_) as
 * maps of one draw, so that a value is drawn and mapped in one pass (on
 * an H200 the draw and the four or five elementwise launches that mapped
 * it had run at 0.15-0.22 of PyTorch's one kernel).  In float for a
 * float32, float16 or bfloat16 tensor (float32 draws; the result rounds
 * to the tensor's dtype as copy_ stores it), in double for float64; a
 * parameter rounds to the compute type as an operand scalar does.
 *
 *   DIST_UNIFORM      v * p0 + p1                 (uniform_: hi - lo, lo)
 *   DIST_NORMAL       v * p0 + p1  of randn       (normal_: std, mean)
 *   DIST_EXPONENTIAL  log(1 - v) * p0            (p0 = -1 / lambd)
 *   DIST_CAUCHY       tan((v - 0.5) * pi) * p0 + p1   (sigma, median; float: below)
 *   DIST_GEOMETRIC    max(ceil(log(1 - v) * p0), 1)  (p0 = 1 / log1p(-p))
 *   DIST_LOG_NORMAL   exp(v * p0 + p1)  of randn  (std, mean)
 * v is rand's value of the element (randn's where the map says so); a
 * reciprocal parameter multiplies where a division would take a GPU
 * several times the instructions.
 *
 * float64 takes those steps as the elementwise ops would, with the C
 * library's log, tan and exp (the device's own on a GPU).  In float,
 * log, exp and tan are kernels/floatfn.h's and kernels/boxmuller.h's,
 * written with + - * / and fmaf alone, so every backend gives the same
 * bits at float's speed (rounded from double, a GPU's log and tan ran at
 * half of PyTorch's speed): log and exp are floatfn.h's (randn's log),
 * and cauchy's tangent is of the exact angle of the centre of v's bin,
 * pi ((v + 2^-25) - 1/2), which never reaches +-pi/2: a quotient of
 * randn's sine and cosine of 2^26ths of a turn.  log is within an ulp of
 * the true value over rand's values, exp within 2, the tangent within
 * four (tests/unit/test_ops.c, tests/fastmath/floatfn.c); log_normal_'s
 * exp is the map's own, so a draw is made, mapped and exponentiated in
 * one pass.
 *
 * Included by kernels/cpu/philox.c and kernels/cuda/random.cu. */
#ifndef CST_DIST_H
#define CST_DIST_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "boxmuller.h"
#include "floatfn.h"

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

/* Map m's steps before its function, on draw v, in double. */
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
DIST_FN double dist_post(int m, double y, double a, double b)
{
    switch (m) {
    case DIST_EXPONENTIAL: return y * a;
    case DIST_CAUCHY: return y * a + b;
    case DIST_GEOMETRIC: {
        double k = ceil(y * a);
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

/* cauchy_'s tan(pi ((v + 2^-25) - 1/2)) for v = m 2^-24, m < 2^24: half
 * that angle, 2 pi (2m + 1 - 2^24) / 2^26, as a whole number of 2^26ths
 * of a turn (2^26 added to keep it positive: the same sine and cosine). */
DIST_FN float dist_cauchy_tanf(uint32_t m)
{
    float sn, cs;
    bm_sincos_turnf((2 * m + 1 + 3 * (1u << 24)) & ((1u << 26) - 1), 26, &sn, &cs);
    return sn / cs;
}

/* Map m of float draw v (rand's, exactly a multiple of 2^-24, or randn's)
 * with float parameters a and b (cauchy_'s v 2^24 below 2^24 converts as
 * an int32_t, which a processor's vectors convert, as an unsigned not). */
DIST_FN float dist_map_f(int m, float v, float a, float b)
{
    switch (m) {
    case DIST_EXPONENTIAL: return ff_log_scaled(1.0f - v, 0) * a;
    case DIST_GEOMETRIC: {
        float k = ceilf(ff_log_scaled(1.0f - v, 0) * a);
        return k < 1.0f ? 1.0f : k;
    }
    case DIST_CAUCHY: return dist_cauchy_tanf((uint32_t)(int32_t)(v * 0x1p24f)) * a + b;
    case DIST_LOG_NORMAL: return ff_exp(v * a + b);
    default: return v * a + b;
    }
}

#endif
