/* floatfn.c: kernels/floatfn.h's float functions against the exact value
 * (glibc's double function, within an ulp of double): the largest error
 * in ulps of the float result, over every float whose bit pattern is a
 * multiple of STEP (1: all 2^32), and for the two-argument ones over
 * every pair of special values and 2^32 / STEP pairs from a fixed
 * generator.  An ulp here is the spacing
 * of floats at the exact value (subnormal results: the subnormal
 * spacing); logaddexp's and logaddexp2's, as PyTorch's formula in float,
 * at the larger of the result and the larger input, where the sum of the
 * larger input and the logarithm cancels; lgamma's below 0 at the larger
 * of the result and 1, where the reflection's difference cancels near
 * lgamma's zeros.  Prints a line per function; exits 1 if one exceeds its
 * bound: 2 ulp, lgamma's 1.5 above 0 (over all 2^32 floats it measures
 * 1.282 at 0x1.7db5b6p-1, and 1.985 below 0, at -0x1.b64ed6p+1); erfc 4
 * (as CUDA's erfcf); logaddexp and logaddexp2 3.
 * Usage: floatfn [STEP] */
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "floatfn.h"

/* The spacing of floats at v (at a subnormal v, the subnormal spacing). */
static double ulp_at(double v)
{
    int ex;
    frexp(fabs(v) < FLT_MIN ? FLT_MIN : v, &ex);
    return ldexp(1, ex - 24);
}

/* ulps between the float f and the exact value e, at the spacing of
 * scale (e itself, or more): 0 where both are the same NaN or infinity,
 * inf where only one is. */
static double ulps(float f, double e, double scale)
{
    if (isnan(e) || isnan(f))
        return isnan(e) && isnan(f) ? 0 : INFINITY;
    if (fabs(e) > FLT_MAX)                    /* the float overflows */
        e = copysign(INFINITY, e);
    if (isinf(e) || isinf(f))
        return (double)f == e ? 0 : INFINITY;
    if (e == 0 && f == 0)
        return !signbit(e) == !signbit(f) ? 0 : INFINITY;
    return fabs((double)f - e) / ulp_at(scale);
}

static double erf_x(double x) { return erf(x); }
static double erfc_x(double x) { return erfc(x); }
static double asin_x(double x) { return asin(x); }
static double acos_x(double x) { return acos(x); }
static double atanh_x(double x) { return atanh(x); }
static double asinh_x(double x) { return asinh(x); }
static double exp_x(double x) { return exp(x); }
static double log1p_x(double x) { return log1p(x); }
static double log_x(double x) { return log(x); }
static double exp2_neg_x(double x) { return x <= 0 ? exp2(x) : NAN; }
static float exp2_neg_f(float x) { return x <= 0 ? ff_exp2_neg(x) : NAN; }
static double logsigmoid_x(double x) { return fmin(x, 0) - log1p(exp(-fabs(x))); }
static double softplus_x(double x) { return x > 20 ? x : fmax(x, 0) + log1p(exp(-fabs(x))); }
static float softplus_f(float x) { return ff_softplus(x, 1.0f, 20.0f); }
static float log1p_exp_neg_f(float x) { return x >= 0 ? ff_log1p_exp_neg(x) : NAN; }
static double log1p_exp_neg_x(double x) { return x >= 0 ? log1p(exp(-x)) : NAN; }
static float lgamma_pos_f(float x) { return signbit(x) ? NAN : ff_lgamma(x); }
static double lgamma_pos_x(double x) { return signbit(x) ? NAN : lgamma(x); }
static float lgamma_neg_f(float x) { return signbit(x) ? ff_lgamma(x) : NAN; }
static double lgamma_neg_x(double x) { return signbit(x) ? lgamma(x) : NAN; }

static double logaddexp_x(double x, double y)
{
    if (x == y && isinf(x))
        return x;
    double m = fmax(x, y);
    return m + log1p(exp(-fabs(x - y)));
}

static double logaddexp2_x(double x, double y)
{
    if (x == y && isinf(x))
        return x;
    double m = fmax(x, y);
    return m + log1p(exp2(-fabs(x - y))) / 0.69314718055994530942;
}

static const struct {
    const char *name;
    float (*f)(float);
    double (*exact)(double);
    double bound;
    double at_least;            /* ulps at the larger of the result and this */
} unaries[] = {
    {"exp", ff_exp, exp_x, 2, 0},
    {"exp2 (x <= 0)", exp2_neg_f, exp2_neg_x, 2, 0},
    {"log", ff_log, log_x, 2, 0},
    {"log1p", ff_log1p, log1p_x, 2, 0},
    {"log1p(e^-x)", log1p_exp_neg_f, log1p_exp_neg_x, 2, 0},
    {"erf", ff_erf, erf_x, 2, 0},
    {"erfc", ff_erfc, erfc_x, 4, 0},
    {"asin", ff_asin, asin_x, 2, 0},
    {"acos", ff_acos, acos_x, 2, 0},
    {"atanh", ff_atanh, atanh_x, 2, 0},
    {"asinh", ff_asinh, asinh_x, 2, 0},
    {"logsigmoid", ff_logsigmoid, logsigmoid_x, 2, 0},
    {"softplus", softplus_f, softplus_x, 2, 0},
    {"lgamma (x >= 0)", lgamma_pos_f, lgamma_pos_x, 1.5, 0},
    {"lgamma (x < 0)", lgamma_neg_f, lgamma_neg_x, 2, 1},
};

static double atan2_x(double y, double x) { return atan2(y, x); }

static const struct {
    const char *name;
    float (*f)(float, float);
    double (*exact)(double, double);
    double bound;
    int at_inputs;              /* ulps at the larger of the result and the inputs */
} binaries[] = {
    {"atan2", ff_atan2, atan2_x, 2, 0},
    {"logaddexp", ff_logaddexp, logaddexp_x, 3, 1},
    {"logaddexp2", ff_logaddexp2, logaddexp2_x, 3, 1},
};

static const float specials[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, 0x1p-12f,
                                 0x1p12f, FLT_MIN, -FLT_MIN, FLT_MAX, -FLT_MAX, 0x1p-149f,
                                 INFINITY, -INFINITY, NAN};
#define NSPECIAL (sizeof specials / sizeof *specials)

/* The i-th input: the float of bit pattern i step while that is below
 * 2^32, then the special values. */
static float special_or(uint64_t i, uint64_t step)
{
    uint64_t last = ((uint64_t)1 << 32) / step + 1 - ((((uint64_t)1 << 32) % step) == 0);
    if (i >= last)
        return specials[(i - last) % NSPECIAL];
    uint32_t bits = (uint32_t)(i * step);
    float x;
    memcpy(&x, &bits, 4);
    return x;
}

/* splitmix64: the pairs' fixed generator. */
static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* Half the pairs uniform bit patterns, half of ordinary size, near each
 * other. */
static float draw(uint64_t *s, int ordinary, float near)
{
    uint64_t r = next(s);
    if (!ordinary) {
        uint32_t b = (uint32_t)r;
        float v;
        memcpy(&v, &b, 4);
        return v;
    }
    return near + (float)((double)(r >> 11) * 0x1p-53 * 40 - 20);
}

static int report(const char *name, double worst, double bound, float at, float at2, int two)
{
    int bad = !(worst <= bound);
    if (two)
        printf("%-16s max %.3f ulp at (%a, %a)%s\n", name, worst, at, at2, bad ? "  over the bound" : "");
    else
        printf("%-16s max %.3f ulp at %a%s\n", name, worst, at, bad ? "  over the bound" : "");
    return bad;
}

int main(int argc, char **argv)
{
    uint64_t step = argc > 1 ? strtoull(argv[1], NULL, 10) : 4099;
    int bad = 0;
    for (size_t k = 0; k < sizeof unaries / sizeof *unaries; k++) {
        double worst = 0;
        float at = 0;
        for (uint64_t i = 0; i < ((uint64_t)1 << 32) / step + 1 + NSPECIAL; i++) {
            float x = special_or(i, step);
            double exact = unaries[k].exact(x);
            double e = ulps(unaries[k].f(x), exact, fmax(fabs(exact), unaries[k].at_least));
            if (e > worst) {
                worst = e;
                at = x;
            }
        }
        bad |= report(unaries[k].name, worst, unaries[k].bound, at, 0, 0);
    }
    for (size_t k = 0; k < sizeof binaries / sizeof *binaries; k++) {
        uint64_t seed = 1;
        double worst = 0;
        float at = 0, at2 = 0;
        for (uint64_t i = 0; i < ((uint64_t)1 << 32) / step + NSPECIAL * NSPECIAL; i++) {
            float x, y;
            if (i < NSPECIAL * NSPECIAL) {            /* every pair of special values first */
                x = specials[i / NSPECIAL];
                y = specials[i % NSPECIAL];
            } else {
                x = draw(&seed, i & 1, 0);
                y = draw(&seed, i & 1, x);
            }
            double exact = binaries[k].exact(x, y);
            double larger = binaries[k].at_inputs ? fmax(fabs(x), fabs(y)) : 0;
            double e = ulps(binaries[k].f(x, y), exact, fmax(fabs(exact), larger));
            if (e > worst) {
                worst = e;
                at = x;
                at2 = y;
            }
        }
        bad |= report(binaries[k].name, worst, binaries[k].bound, at, at2, 1);
    }
    return bad;
}
