// divide.cuh: division by a run-time constant as a multiply and a shift
// (Granlund and Montgomery's method, as PyTorch's IntDivider): a kernel
// that finds each element's coordinates from its index divides by every
// dimension, and a 64-bit division is a loop of dozens of instructions.
#ifndef CST_CUDA_DIVIDE_CUH
#define CST_CUDA_DIVIDE_CUH

#include <cstdint>

namespace cst {

// Exact for every dividend below 2^31 and divisor in [1, 2^31].
struct FastDiv {
    uint32_t divisor, magic, shift;

    FastDiv() = default;

    __host__ explicit FastDiv(uint32_t d) : divisor(d), shift(0)
    {
        while (shift < 32 && (1ull << shift) < d)
            shift++;
        magic = (uint32_t)(((1ull << 32) * ((1ull << shift) - d)) / d + 1);
    }

    __device__ __forceinline__ uint32_t div(uint32_t n) const
    {
        return (__umulhi(n, magic) + n) >> shift;
    }
};

} // namespace cst

#endif
