// lut.cuh: float16 and bfloat16 results of the heavy one-input ops
// (ops.def's HEAVY: exp, log, tanh, erf, gelu, elu, softplus …) by table.
// A 16-bit input has 65536 values, so each op's results for all of them
// are computed once per device by the exact road (ops.cuh's apply in
// float, rounded to the dtype, as the simulated device computes them) and
// a launch looks its elements up: the same bits as computing them, at
// memory speed, where CUDA's float functions with a check near midpoints
// ran at 0.55-0.75 of PyTorch on an H200 (the check's instructions).  An
// op with parameters (elu's alpha, softplus's beta and threshold) has a
// table per parameter set, for the few sets a script uses: computing
// elu and softplus of float16 in double had run at 0.22-0.44 of PyTorch
// on an H100.
#ifndef CST_CUDA_LUT_CUH
#define CST_CUDA_LUT_CUH

#include <cstring>

#include "cuda/cuda.cuh"
#include "cuda/ops.cuh"

namespace cst {

constexpr int LUT_SIZE = 65536;

// Op's result for every 16-bit value of dtype D, input bits as index,
// with the parameters in e.
template <typename Op, int D> __global__ void lut_fill(uint16_t *table, Extra<DT_FLOAT32> e)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    table[i] = to<D>(Op::template apply<DT_FLOAT32>(e, nat<D>((uint16_t)i)));
}

using LutFill = void (*)(uint16_t *, Extra<DT_FLOAT32>);

// A new table on the current device filled by fill with parameters e,
// complete when this returns (any stream may read it at once); freed by
// cuda_lut_shutdown (cuda.cuh).
uint16_t *cuda_lut_build(LutFill fill, Extra<DT_FLOAT32> e, Error *err);

// out[i] = table[in[i]] for n elements (lut.cu).
bool cuda_lut_apply(const uint16_t *table, const uint16_t *in, uint16_t *out, int64_t n, int sms,
                    cudaStream_t cs, Error *err);

// The parameter sets an op keeps tables for on each device; a launch
// with yet another set computes its elements instead.
constexpr int LUT_PARAM_SETS = 4;

struct LutEntry {
    double param[2];
    uint16_t *table;
};

// Whether two parameter sets are the same doubles, bit for bit (-0 and
// NaN parameters included).
inline bool lut_same_params(const double *a, const double *b)
{
    return memcmp(a, b, 2 * sizeof(double)) == 0;
}

// Op's table for dtype D and parameters param (unread by an op without
// them) on the current device, built on first use: *table, or NULL where
// the device already holds LUT_PARAM_SETS other sets.  False on a CUDA
// error.
template <typename Op, int D>
bool lut_of(const double *param, const uint16_t **table, Error *err)
{
    static LutEntry entries[CUDA_MAX_DEVICES][LUT_PARAM_SETS];
    static int count[CUDA_MAX_DEVICES];
    int dev;
    cudaError_t e = cudaGetDevice(&dev);
    if (e != cudaSuccess) {
        cuda_fail(err, e, "cudaGetDevice", __FILE__, __LINE__);
        return false;
    }
    *table = NULL;
    for (int k = 0; k < count[dev]; k++)
        if (lut_same_params(entries[dev][k].param, param)) {
            *table = entries[dev][k].table;
            return true;
        }
    if (count[dev] == LUT_PARAM_SETS)
        return true;
    Extra<DT_FLOAT32> extra{};
    memcpy(extra.param, param, sizeof extra.param);
    uint16_t *built = cuda_lut_build(lut_fill<Op, D>, extra, err);
    if (!built)
        return false;
    LutEntry *entry = &entries[dev][count[dev]++];
    memcpy(entry->param, param, sizeof entry->param);
    entry->table = built;
    *table = built;
    return true;
}

} // namespace cst

#endif
