// cub_runs.cuh: a CUB selection and a CUB run-length encoding of one
// sequence in one scratch buffer, as sort.cu's sorted runs and index.cu's
// runs take them.
#ifndef CST_CUDA_CUB_RUNS_CUH
#define CST_CUDA_CUB_RUNS_CUH

#include <cuda_runtime.h>

namespace cst {

// select(tmp, scratch) and encode(tmp, scratch) call CUB (a null tmp asks
// for the scratch each needs); select runs unless the encoding alone does
// the work (encode_only), encode where the run lengths are wanted.
template <typename Select, typename Encode>
cudaError_t select_and_encode(Select select, Encode encode, bool encode_only, bool encodes, cudaStream_t cs)
{
    size_t select_scratch = 0, encode_scratch = 0;
    cudaError_t e = encode_only ? cudaSuccess : select(nullptr, select_scratch);
    if (e == cudaSuccess && encodes)
        e = encode(nullptr, encode_scratch);
    char *buf = nullptr;
    if (e == cudaSuccess)
        e = cudaMallocAsync((void **)&buf, select_scratch > encode_scratch ? select_scratch : encode_scratch, cs);
    if (e == cudaSuccess) {
        if (!encode_only)
            e = select(buf, select_scratch);
        if (e == cudaSuccess && encodes)
            e = encode(buf, encode_scratch);
        cudaFreeAsync(buf, cs);
    }
    return e;
}

} // namespace cst

#endif
