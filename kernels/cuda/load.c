/* load.c: finds and opens libcst-cuda.so (load.h) and answers the device
 * probe through it.  Plain C with dlopen: nothing here needs CUDA's
 * headers or libraries. */
#include "cuda/load.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cuda/probe.h"

#define LIB_NAME "libcst-cuda.so"

/* Where `make install` puts the library (the Makefile passes its LIBDIR). */
#ifndef CST_LIBDIR
#define CST_LIBDIR "/usr/local/lib/cst"
#endif

/* The directory of the running executable, or "" when unknown. */
static void exe_dir(char *out, size_t n)
{
    char path[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", path, sizeof path - 1);
    out[0] = '\0';
    if (len <= 0)
        return;
    path[len] = '\0';
    char *slash = strrchr(path, '/');
    if (slash) {
        *slash = '\0';
        snprintf(out, n, "%s", path);
    }
}

/* dlopen of the first candidate that exists; a file that exists but does
 * not load (a missing dependency, another architecture) is an answer too. */
static void *open_library(char *why, size_t why_len)
{
    char dir[PATH_MAX], candidates[2][PATH_MAX + 32];
    exe_dir(dir, sizeof dir);
    snprintf(candidates[0], sizeof candidates[0], "%s/%s", dir, LIB_NAME);
    snprintf(candidates[1], sizeof candidates[1], "%s/%s", CST_LIBDIR, LIB_NAME);
    for (int i = 0; i < 2; i++) {
        if ((i == 0 && !dir[0]) || access(candidates[i], F_OK) != 0)
            continue;
        void *lib = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
        if (!lib)
            snprintf(why, why_len, "the CUDA backend does not load: %.280s", dlerror());
        return lib;
    }
    snprintf(why, why_len, "the CUDA backend (%s) is not installed: looked in %.100s and %.100s",
             LIB_NAME, dir[0] ? dir : "the executable's directory", CST_LIBDIR);
    return NULL;
}

bool cuda_backend_load(const Backend **out, Error *err)
{
    static bool tried;
    static const Backend *backend;
    static char why[sizeof err->msg];
    if (!tried) {
        tried = true;
        void *lib = open_library(why, sizeof why);
        if (lib) {
            CudaBackendEntry entry;
            /* POSIX's way from a data pointer to a function pointer. */
            *(void **)&entry = dlsym(lib, CUDA_BACKEND_ENTRY);
            if (!entry)
                snprintf(why, sizeof why, "%s has no entry point %s: rebuild cst", LIB_NAME,
                         CUDA_BACKEND_ENTRY);
            else
                backend = entry(CUDA_BACKEND_ABI, why, sizeof why);
            /* The library stays loaded for the life of the process: the
             * backend's tables and CUDA's state live in it. */
        }
    }
    *out = backend;
    if (!backend)
        error_set(err, "%s", why);
    return backend != NULL;
}

int cuda_probe(char *why, size_t why_len)
{
    const Backend *be;
    Error err;
    if (!cuda_backend_load(&be, &err)) {
        snprintf(why, why_len, "%s", err.msg);
        return -1;
    }
    return be->device_count();
}
