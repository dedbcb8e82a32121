// check.cu: kernels/cuda/fastmath.cuh's roads against the exact road, on
// the host, where the exact road is glibc's double function rounded once:
// the fast road must give the same float for every input.  One-argument
// functions walk every float whose bit pattern is a multiple of STEP
// (1: all 2^32); two-argument ones draw pairs from a fixed generator.
// Prints one line per function and exits non-zero on any difference.
// Usage: check [STEP] [NAME]
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cuda/fastmath.cuh"
#include "cuda/fastmath_exp.cuh"

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
    return total != 0;
}
