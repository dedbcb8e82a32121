// check.cu: kernels/cuda/fastmath.cuh's roads against the exact road, on
// the host, where the exact road is glibc's double function rounded once:
// the fast road must give the same float for every input.  One-argument
// functions walk every float whose bit pattern is a multiple of STEP
// (1: all 2^32); two-argument ones draw 2^32 / STEP pairs from a fixed
// generator, after every pair of a grid of special values.
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
#include "cuda/fastmath_trig.cuh"

using namespace cst;

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
    {"erf", erf32, erf},
    {"erfc", erfc32, erfc},
    {"sin", sin32, sin},
    {"cos", cos32, cos},
    {"tan", tan32, tan},
    {"atan", atan32, atan},
    {"asin", asin32, asin},
    {"acos", acos32, acos},
};

struct Binary {
    const char *name;
    float (*fast)(float, float);
    double (*exact)(double, double);
};

static const Binary binaries[] = {
    {"atan2", atan232, atan2},
    {"hypot", hypot32, hypot},
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

static uint64_t xorshift_state = 0x9e3779b97f4a7c15ull;

static uint64_t xorshift(void)
{
    xorshift_state ^= xorshift_state << 13;
    xorshift_state ^= xorshift_state >> 7;
    xorshift_state ^= xorshift_state << 17;
    return xorshift_state;
}

// Ordinary magnitudes: a uniform [-1, 1) scaled by 2^-8 .. 2^8.
static float ordinary(void)
{
    uint64_t r = xorshift();
    float u = (float)(int32_t)(uint32_t)r * 0x1p-31f;
    return ldexpf(u, (int)((r >> 32) % 17) - 8);
}

static const float specials[] = {
    0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 2.0f, -3.0f, 7.0f,
    -1000.0f, 0.5f, 0x1p-149f, -0x1p-140f, FLT_MIN, -FLT_MIN, 0x1p-100f,
    1e-30f, -1e30f, 0x1p100f, FLT_MAX, -FLT_MAX, 0x1p24f, 3.14159265f,
};

static int64_t check_pair(const Binary &f, float x, float y, int64_t &shown)
{
    float want = (float)f.exact((double)x, (double)y), got = f.fast(x, y);
    if (same(want, got))
        return 0;
    if (shown++ < 5)
        printf("  %s(%a, %a): fast %a, exact %a\n", f.name, x, y, got, want);
    return 1;
}

// Every pair of specials, then COUNT pairs by thirds: uniform bit
// patterns, ordinary magnitudes, and a special with an ordinary value.
static int64_t check_binary(const Binary &f, uint64_t count)
{
    const size_t ns = sizeof specials / sizeof specials[0];
    int64_t differ = 0, shown = 0;
    xorshift_state = 0x9e3779b97f4a7c15ull;
    for (float x : specials)
        for (float y : specials)
            differ += check_pair(f, x, y, shown);
    for (uint64_t i = 0; i < count; i++) {
        float x, y;
        if (i % 3 == 0) {
            uint64_t r = xorshift();
            x = float_of((uint32_t)r);
            y = float_of((uint32_t)(r >> 32));
        } else if (i % 3 == 1) {
            x = ordinary();
            y = ordinary();
        } else {
            float s = specials[xorshift() % ns], o = ordinary();
            x = i % 2 ? s : o;
            y = i % 2 ? o : s;
        }
        differ += check_pair(f, x, y, shown);
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
    for (const Binary &f : binaries) {
        if (only && strcmp(only, f.name) != 0)
            continue;
        uint64_t count = ((1ull << 32) + step - 1) / step;
        int64_t differ = check_binary(f, count);
        printf("%-10s %10" PRIu64 " pairs, %" PRId64 " differ\n", f.name, count, differ);
        total += differ;
    }
    return total != 0;
}
