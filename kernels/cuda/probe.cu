// probe.cu: asks the CUDA runtime how many devices there are, without
// assuming a driver exists (the static runtime loads it at run time).
#include <cstdio>
#include <dlfcn.h>
#include <cuda_runtime.h>

#include "cuda/probe.h"

static bool driver_present()
{
    void *lib = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_NOLOAD);
    if (!lib) lib = dlopen("libcuda.so.1", RTLD_LAZY);
    if (lib) dlclose(lib);
    return lib != nullptr;
}

extern "C" int cuda_probe(char *why, size_t why_len)
{
    int count = 0;
    cudaError_t err = cudaGetDeviceCount(&count);
    if (err == cudaErrorInsufficientDriver && !driver_present()) {
        snprintf(why, why_len, "no NVIDIA driver is installed (libcuda.so.1 not found)");
        return -1;
    }
    if (err != cudaSuccess) {
        snprintf(why, why_len, "%s", cudaGetErrorString(err));
        return -1;
    }
    if (count == 0) {
        snprintf(why, why_len, "no CUDA-capable device is detected");
        return -1;
    }
    return count;
}
