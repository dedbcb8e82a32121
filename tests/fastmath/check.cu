// check.cu: kernels/cuda/fastmath.cuh's roads against the exact road, on
// the host, where the exact road is glibc's double function rounded once:
// the fast road must give the same float for every input.  One-argument
// functions walk every float whose bit pattern is a multiple of STEP
// (1: all 2^32); two-argument ones take every pair of a grid of special
// values, then draw 2^32 / STEP pairs from a fixed generator: uniform bit
// patterns, values of ordinary size, and the function's hard cases.
// Prints one line per function and exits non-zero on any difference.
// Usage: check [STEP] [NAME]
#include <cfloat>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cuda/fastmath.cuh"
#include "cuda/fastmath_exp.cuh"
#include "cuda/fastmath_log.cuh"

using namespace cst;

// elu at PyTorch's default parameters, the benchmark's and celu's
// (d = alpha).
static float elu_1(float x) { return elu32(x, 1.0, 1.0); }
static double elu_1_exact(double x) { return elu_(x, 1.0, 1.0); }
static float elu_07(float x) { return elu32(x, 0.7, 1.0); }
static double elu_07_exact(double x) { return elu_(x, 0.7, 1.0); }
static float celu_07(float x) { return elu32(x, 0.7, 0.7); }
static double celu_07_exact(double x) { return elu_(x, 0.7, 0.7); }

// ndtri's tails' doubles (specfun.h's sf_ndtri_root, sf_ndtri_shift).
static double ndtri_root_exact(double y) { return sqrt(-2.0 * log(y)); }
static double ndtri_shift_exact(double x) { return x - log(x) / x; }

struct Unary {
    const char *name;
    float (*fast)(float);
    double (*exact)(double);
};

static const Unary unaries[] = {
    {"exp", exp32, exp},
    {"tanh", tanh32, tanh},
    {"expm1", expm1_32, expm1},
    {"sinh", sinh32, sinh},
    {"cosh", cosh32, cosh},
    {"exp2", exp2_32, exp2},
    {"erfc", erfc32, erfc},
    {"log", log32, log},
    {"log2", log2_32, log2},
    {"log10", log10_32, log10},
    {"log1p", log1p32, log1p},
    {"acosh", acosh32, acosh},
    {"ndtri_root", ndtri_root32, ndtri_root_exact},
    {"ndtri_shift", ndtri_shift32, ndtri_shift_exact},
    {"silu", silu32, silu_},
    {"mish", mish32, mish_},
    {"selu", selu32, selu_},
    {"elu", elu_1, elu_1_exact},
    {"elu0.7", elu_07, elu_07_exact},
    {"celu0.7", celu_07, celu_07_exact},
};

struct Binary {
    const char *name;
    float (*fast)(float, float);
    float (*exact)(float, float);
    void (*hard)(uint64_t r, float &x, float &y);   // a pair near a hard case, or NULL
};

static float float_of(uint32_t b);

// pow: y with y log2 x uniform in (-140, 140), the whole range of results
// and past it, for x anywhere (even r) or up to 2^22 ulps from 1, as many
// at each scale (odd r), where y is large and t's relative error matters
// most.
static void pow_hard(uint64_t r, float &x, float &y)
{
    int32_t ulps = (int32_t)((r >> 8) & 0x3fffff) >> ((r >> 40) % 23);
    uint32_t bx = r & 1 ? 0x3f800000u + (uint32_t)(r & 2 ? ulps : -ulps)
                        : (uint32_t)(r >> 8) & 0x7fffffffu;
    x = float_of(bx);
    double t = ((double)(uint32_t)(r >> 32) / 4294967296.0 - 0.5) * 280.0;
    y = (float)(t / log2((double)x));
}

static const Binary binaries[] = {
    {"pow", pow32, [](float x, float y) { return (float)pow((double)x, (double)y); }, pow_hard},
    {"hypot", hypot32, [](float x, float y) { return (float)hypot((double)x, (double)y); }, nullptr},
};

static uint32_t bits_of_float(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static float float_of(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

// Same float, or both NaN.
static bool same(float a, float b)
{
    return (a != a && b != b) || bits_of_float(a) == bits_of_float(b);
}

static int64_t check_unary(const Unary &u, uint64_t step)
{
    int64_t differ = 0, shown = 0;
    for (uint64_t b = 0; b < (1ull << 32); b += step) {
        float x = float_of((uint32_t)b);
        float want = (float)u.exact((double)x), got = u.fast(x);
        if (!same(want, got)) {
            if (shown++ < 5)
                printf("  %s(%a): fast %a, exact %a\n", u.name, x, got, want);
            differ++;
        }
    }
    return differ;
}

static uint64_t xorshift(uint64_t &s)
{
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
}

// A value of ordinary size: +-[1, 2) 2^e, e in [-12, 12].
static float ordinary(uint64_t r)
{
    float v = ldexpf(1.0f + (float)(r & 0xffffff) / 16777216.0f, (int)((r >> 24) % 25) - 12);
    return r >> 63 ? -v : v;
}

static const float specials[] = {
    0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 2.0f, -2.0f, 3.0f, -3.0f,
    0.5f, -0.5f, 10.0f, -10.0f, 100.0f, -100.0f, 0.25f, 1.5f, -1.5f, 1e-45f, -1e-45f,
    FLT_MIN, -FLT_MIN, FLT_MAX, -FLT_MAX, 0x1.000002p0f, 0x1.fffffep-1f, 1e-20f, 1e20f,
    127.0f, 128.0f, -126.0f, -149.0f, -150.0f, 88.0f, -104.0f, 0.6931472f, -0.6931472f,
    7.0f, -1000.0f, -0x1p-140f, 0x1p-100f, -1e30f, 0x1p100f, 0x1p24f, 3.14159265f,
};

static int64_t check_pair(const Binary &b, float x, float y, int64_t &shown)
{
    float want = b.exact(x, y), got = b.fast(x, y);
    if (same(want, got))
        return 0;
    if (shown++ < 5)
        printf("  %s(%a, %a): fast %a, exact %a\n", b.name, x, y, got, want);
    return 1;
}

static int64_t check_binary(const Binary &b, uint64_t pairs)
{
    int64_t differ = 0, shown = 0;
    for (float x : specials)
        for (float y : specials)
            differ += check_pair(b, x, y, shown);
    uint64_t s = 0x9e3779b97f4a7c15ull;
    for (uint64_t n = 0; n < pairs; n++) {
        uint64_t r = xorshift(s);
        float x, y;
        switch (n & 3) {
        case 0: x = float_of((uint32_t)r); y = float_of((uint32_t)(r >> 32)); break;
        case 1: x = ordinary(r); y = ordinary(xorshift(s)); break;
        case 2:
            if (b.hard) {
                b.hard(r, x, y);
            } else {
                x = ordinary(r);
                y = ordinary(xorshift(s));
            }
            break;
        default:
            x = specials[(r >> 40) % (sizeof specials / sizeof *specials)];
            y = r & 1 ? ordinary(xorshift(s)) : float_of((uint32_t)r);
            if (r & 2) {
                float t = x;
                x = y;
                y = t;
            }
        }
        differ += check_pair(b, x, y, shown);
    }
    return differ;
}

int main(int argc, char **argv)
{
    uint64_t step = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    const char *only = argc > 2 ? argv[2] : NULL;
    if (step == 0) {
        fprintf(stderr, "usage: check [STEP] [NAME]\n");
        return 2;
    }
    int64_t total = 0;
    for (const Unary &u : unaries) {
        if (only && strcmp(only, u.name) != 0)
            continue;
        int64_t differ = check_unary(u, step);
        printf("%-10s %10" PRIu64 " inputs, %" PRId64 " differ\n", u.name,
               ((1ull << 32) + step - 1) / step, differ);
        total += differ;
    }
    uint64_t pairs = (1ull << 32) / step;
    for (const Binary &b : binaries) {
        if (only && strcmp(only, b.name) != 0)
            continue;
        int64_t differ = check_binary(b, pairs);
        printf("%-10s %10" PRIu64 " pairs, %" PRId64 " differ\n", b.name, pairs, differ);
        total += differ;
    }
    return total != 0;
}
