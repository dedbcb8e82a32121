// reduced.cu: kernels/cuda/reduced.cuh's estimates against the exact road,
// on the device, for every pair of 16-bit operands: all 2^32 pairs of
// float16 values, then of bfloat16 values, for each two-input op whose
// results of that dtype start from an estimate.  The result stored through the estimate must be the exact
// road's, bit for bit (NaNs included).  Prints one line per op and dtype,
// with how often the exact road decided, and exits non-zero on any
// difference.  Needs a GPU: tests/cuda/build.sh builds it, cuda.bats and
// tests/cuda/gpu-session.sh run it.
//   nvcc -std=c++20 --fmad=false -arch=sm_90 -Ikernels -Isrc -o reduced tests/fastmath/reduced.cu
#include <cinttypes>
#include <cstdio>

#include "ops.h"
#include "cuda/reduced.cuh"

using namespace cst;

struct Counts {
    unsigned long long differ, exact;
    uint32_t first;            // the first differing pair, x << 16 | y
};

template <typename Fn, int D>
__global__ void walk(Counts *c, int pow_mode)
{
    Extra<DT_FLOAT32> e{};
    e.pow_mode = pow_mode;
    unsigned long long differ = 0, exact = 0;
    uint32_t first = 0;
    const uint64_t step = (uint64_t)gridDim.x * blockDim.x;
    for (uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; i < (uint64_t)1 << 32; i += step) {
        T_<D> a = (T_<D>)(i >> 16), b = (T_<D>)(i & 0xffff);
        T_<D> want = to<D>(Fn::template apply<DT_FLOAT32>(e, nat<D>(a), nat<D>(b)));
        bool unsure;
        T_<D> got = reduced_value<D, Fn>(e, estimate_operand<D>(a), estimate_operand<D>(b), unsure);
        if (unsure) {
            exact++;
            got = want;
        }
        if (got != want) {
            if (!differ)
                first = (uint32_t)i;
            differ++;
        }
    }
    if (differ) {
        atomicAdd(&c->differ, differ);
        atomicExch(&c->first, first);
    }
    atomicAdd(&c->exact, exact);
}

template <typename Fn>
static bool check(const char *name, Counts *c, int pow_mode = POW_ANY)
{
    bool ok = true;
    for (int d = 0; d < 2; d++) {
        if (d == 1 && !reduced_takes<Fn, DT_BFLOAT16>())
            continue;
        cudaMemset(c, 0, sizeof *c);
        if (d == 0)
            walk<Fn, DT_FLOAT16><<<132 * 16, 256>>>(c, pow_mode);
        else
            walk<Fn, DT_BFLOAT16><<<132 * 16, 256>>>(c, pow_mode);
        Counts h;
        cudaError_t err = cudaMemcpy(&h, c, sizeof h, cudaMemcpyDeviceToHost);
        if (err != cudaSuccess) {
            printf("%s: %s\n", name, cudaGetErrorString(err));
            return false;
        }
        printf("%-11s %-8s %" PRIu64 " differ, exact road for %.4f%% of pairs", name, d ? "bfloat16" : "float16",
               (uint64_t)h.differ, 100.0 * (double)h.exact / 4294967296.0);
        if (h.differ)
            printf(" (first: 0x%04x, 0x%04x)", h.first >> 16, h.first & 0xffff);
        printf("\n");
        ok = ok && h.differ == 0;
    }
    return ok;
}

int main(void)
{
    Counts *c;
    if (cudaMalloc(&c, sizeof *c) != cudaSuccess) {
        printf("no device\n");
        return 2;
    }
    bool ok = check<Op_hypot>("hypot", c);
    ok = check<Op_pow>("pow", c) && ok;
    ok = check<Op_pow>("pow (x**2)", c, POW_2) && ok;
    ok = check<Op_fmod>("fmod", c) && ok;
    ok = check<Op_mod>("remainder", c) && ok;
    ok = check<Op_logaddexp>("logaddexp", c) && ok;
    ok = check<Op_logaddexp2>("logaddexp2", c) && ok;
    ok = check<Op_glu>("glu", c) && ok;
    return ok ? 0 : 1;
}
