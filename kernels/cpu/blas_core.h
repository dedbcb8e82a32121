/* blas_core.h: which kernels OpenBLAS should run on this processor. */
#ifndef CST_CPU_BLAS_CORE_H
#define CST_CPU_BLAS_CORE_H

/* The OPENBLAS_CORETYPE to run with where OpenBLAS, as it loaded, took
 * kernels older than the processor can run; NULL to leave it as it is
 * (it chose well, or OPENBLAS_CORETYPE is set already). */
const char *cpu_blas_core(void);

#endif
