/* blas_core.c: OpenBLAS chooses its kernels from CPUID when it loads, and
 * a release older than the processor falls back to Prescott's SSE3 ones:
 * Debian 12's 0.3.21 on Emerald Rapids multiplies two 1,024 x 1,024
 * float32 matrices in 50 ms with them and in 10 ms with SkylakeX's.  It
 * reads OPENBLAS_CORETYPE only as it loads, so cst runs itself again with
 * it set (src/main.c). */
#include "cpu/blas_core.h"

#include <cblas.h>
#include <stdlib.h>
#include <string.h>

const char *cpu_blas_core(void)
{
    const char *now = openblas_get_corename();
    if (getenv("OPENBLAS_CORETYPE") || !now || strcmp(now, "Prescott") != 0)
        return NULL;
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
        return "SkylakeX";
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return "Haswell";
#endif
    return NULL;
}
