/* none.c: the CUDA entry points of a build without CUDA (make CUDA=0):
 * every answer says so. */
#include <stdio.h>

#include "cuda/load.h"
#include "cuda/probe.h"

#define NO_CUDA "this cst was built without CUDA support (make CUDA=0)"

bool cuda_backend_load(const Backend **out, Error *err)
{
    *out = NULL;
    error_set(err, NO_CUDA);
    return false;
}

void cuda_backend_describe(char *out, size_t n)
{
    snprintf(out, n, "none: " NO_CUDA);
}

int cuda_probe(char *why, size_t why_len)
{
    snprintf(why, why_len, NO_CUDA);
    return -1;
}

int cuda_fused_compiler(void)
{
    fprintf(stderr, "cst: " NO_CUDA "\n");
    return 1;
}
