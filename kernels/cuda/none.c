/* none.c: the CUDA probe of a build without CUDA (make CUDA=0). */
#include <stdio.h>

#include "cuda/probe.h"

int cuda_probe(char *why, size_t why_len)
{
    snprintf(why, why_len, "this cst was built without CUDA support (make CUDA=0)");
    return -1;
}
