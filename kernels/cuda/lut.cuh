// lut.cuh: float16 and bfloat16 results of the heavy one-input ops
// (ops.def's HEAVY: exp, log, tanh, erf, gelu …; none with params, whose
// results the input alone does not decide) by table.  A 16-bit
// input has 65536 values, so each op's results for all of them are
// computed once per device by the exact road (ops.cuh's apply in float,
// rounded to the dtype, as the simulated device computes them) and a
// launch looks its elements up: the same bits as computing them, at
// memory speed, where CUDA's float functions with a check near midpoints
// ran at 0.55-0.75 of PyTorch on an H200 (the check's instructions).
#ifndef CST_CUDA_LUT_CUH
#define CST_CUDA_LUT_CUH

#include "cuda/cuda.cuh"
#include "cuda/ops.cuh"

namespace cst {

constexpr int LUT_SIZE = 65536;

// Op's result for every 16-bit value of dtype D, input bits as index.
template <typename Op, int D> __global__ void lut_fill(uint16_t *table)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    table[i] = to<D>(Op::template apply<DT_FLOAT32>(Extra<DT_FLOAT32>{}, nat<D>((uint16_t)i)));
}

// A new table on the current device filled by fill, complete when this
// returns (any stream may read it at once); freed by cuda_lut_shutdown
// (cuda.cuh).
uint16_t *cuda_lut_build(void (*fill)(uint16_t *), Error *err);

// out[i] = table[in[i]] for n elements (lut.cu).
bool cuda_lut_apply(const uint16_t *table, const uint16_t *in, uint16_t *out, int64_t n, int sms,
                    cudaStream_t cs, Error *err);

// Op's table for dtype D on the current device, built on first use.
template <typename Op, int D> const uint16_t *lut_of(Error *err)
{
    static uint16_t *tables[CUDA_MAX_DEVICES];
    int dev;
    cudaError_t e = cudaGetDevice(&dev);
    if (e != cudaSuccess) {
        cuda_fail(err, e, "cudaGetDevice", __FILE__, __LINE__);
        return NULL;
    }
    if (!tables[dev])
        tables[dev] = cuda_lut_build(lut_fill<Op, D>, err);
    return tables[dev];
}

} // namespace cst

#endif
