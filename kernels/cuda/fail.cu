// fail.cu: CUDA's errors as cst's sentences (cuda.cuh): every file of the
// backend reports through it.
#include "cuda/cuda.cuh"

bool cuda_fail(Error *err, cudaError_t e, const char *call, const char *file, int line)
{
    cudaGetLastError();
    error_set(err, "CUDA error: %s (%s, %s:%d)", cudaGetErrorString(e), call, file, line);
    return false;
}

// What CUDA says to a call a capture forbids (cudaErrorStreamCaptureUnsupported).
bool cuda_capture_refuse(Error *err)
{
    error_set(err, "CUDA error: operation not permitted when stream is capturing");
    return false;
}
