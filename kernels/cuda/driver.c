/* driver.c: asks the NVIDIA driver itself whether a GPU is there (load.h),
 * in every build: with or without our CUDA backend, --device=auto warns
 * when it falls back to the simulated device on a machine with a GPU. */
#include <dlfcn.h>

#include "cuda/load.h"

/* The driver API's two calls, looked up by hand: whether a GPU is there
 * must be answerable when our own library is not. */
typedef int (*CuInit)(unsigned flags);
typedef int (*CuDeviceGetCount)(int *count);

bool cuda_driver_sees_gpu(void)
{
    void *driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!driver)
        return false;
    CuInit init;
    CuDeviceGetCount count;
    *(void **)&init = dlsym(driver, "cuInit");
    *(void **)&count = dlsym(driver, "cuDeviceGetCount");
    int n = 0;
    bool seen = init && count && init(0) == 0 && count(&n) == 0 && n > 0;
    dlclose(driver);
    return seen;
}
