/* load.c: finds and opens libcst-cuda.so (load.h) and answers the device
 * probe through it.  Plain C with dlopen: nothing here needs CUDA's
 * headers or libraries. */
#include "cuda/load.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cuda/probe.h"

#define LIB_NAME "libcst-cuda.so"

/* Where `make install` puts the library (the Makefile passes its LIBDIR). */
#ifndef CST_LIBDIR
#define CST_LIBDIR "/usr/local/lib/cst"
#endif

enum { MAX_PLACES = 3 };

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

/* The directories to look in, in order: $CST_LIBDIR alone when it is set;
 * else the executable's own directory (a build tree), the install layout
 * relative to it ($ORIGIN/../lib/cst, so a relocated or DESTDIR-staged
 * install works unchanged), and the LIBDIR this binary was built for. */
static int places(char dirs[MAX_PLACES][PATH_MAX])
{
    const char *env = getenv("CST_LIBDIR");
    if (env && *env) {
        snprintf(dirs[0], PATH_MAX, "%s", env);
        return 1;
    }
    int n = 0;
    char exe[PATH_MAX];
    exe_dir(exe, sizeof exe);
    if (exe[0]) {
        snprintf(dirs[n++], PATH_MAX, "%s", exe);
        snprintf(dirs[n++], PATH_MAX, "%.*s/../lib/cst", PATH_MAX - 16, exe);
    }
    snprintf(dirs[n++], PATH_MAX, "%s", CST_LIBDIR);
    return n;
}

static struct {
    bool tried;
    const Backend *backend;
    char path[PATH_MAX + 32];        /* the library opened, "" when none */
    char why[sizeof ((Error *)0)->msg];
} lib;

/* dlopen of the first candidate that exists; a file that exists but does
 * not load (a missing dependency, another architecture) is an answer too. */
static void *open_library(void)
{
    char dirs[MAX_PLACES][PATH_MAX];
    int n = places(dirs);
    for (int i = 0; i < n; i++) {
        char candidate[PATH_MAX + 32];
        snprintf(candidate, sizeof candidate, "%.*s/%s", PATH_MAX - 1, dirs[i], LIB_NAME);
        if (access(candidate, F_OK) != 0)
            continue;
        char *real = realpath(candidate, NULL);
        snprintf(lib.path, sizeof lib.path, "%s", real ? real : candidate);
        free(real);
        void *handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL);
        if (!handle)
            snprintf(lib.why, sizeof lib.why, "the CUDA backend does not load: %.280s", dlerror());
        return handle;
    }
    int len = snprintf(lib.why, sizeof lib.why, "the CUDA backend (%s) is not installed: looked in",
                       LIB_NAME);
    for (int i = 0; i < n && len < (int)sizeof lib.why; i++)
        len += snprintf(lib.why + len, sizeof lib.why - (size_t)len, "%s %.100s",
                        i == 0 ? "" : i == n - 1 ? " and" : ",", dirs[i]);
    return NULL;
}

static void load_once(void)
{
    if (lib.tried)
        return;
    lib.tried = true;
    void *handle = open_library();
    if (!handle)
        return;
    CudaBackendEntry entry;
    /* POSIX's way from a data pointer to a function pointer. */
    *(void **)&entry = dlsym(handle, CUDA_BACKEND_ENTRY);
    if (!entry)
        snprintf(lib.why, sizeof lib.why, "%s has no entry point %s: rebuild cst", LIB_NAME,
                 CUDA_BACKEND_ENTRY);
    else
        lib.backend = entry(CUDA_BACKEND_ABI, lib.why, sizeof lib.why);
    /* The library stays loaded for the life of the process: the backend's
     * tables and CUDA's state live in it. */
}

bool cuda_backend_load(const Backend **out, Error *err)
{
    load_once();
    *out = lib.backend;
    if (!lib.backend)
        error_set(err, "%s", lib.why);
    return lib.backend != NULL;
}

void cuda_backend_describe(char *out, size_t n)
{
    load_once();
    if (lib.backend) {
        int gpus = lib.backend->device_count();
        snprintf(out, n, "%s (%d GPU%s)", lib.path, gpus, gpus == 1 ? "" : "s");
    } else if (lib.path[0]) {
        snprintf(out, n, "%s, unusable: %s", lib.path, lib.why);
    } else {
        snprintf(out, n, "none: %s", lib.why);
    }
}

int cuda_fused_compiler(void)
{
    void *handle = open_library();
    int (*serve)(void);
    *(void **)&serve = handle ? dlsym(handle, CUDA_COMPILER_ENTRY) : NULL;
    if (!serve) {
        fprintf(stderr, "cst: %s\n", handle ? "the CUDA backend has no compiler: rebuild cst" : lib.why);
        return 1;
    }
    return serve();
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
