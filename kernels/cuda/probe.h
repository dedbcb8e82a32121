/* probe.h: is there a usable CUDA device?  Plain C; implemented by load.c
 * (through libcst-cuda.so), or by none.c in a build without CUDA. */
#ifndef CST_CUDA_PROBE_H
#define CST_CUDA_PROBE_H

#include <stddef.h>

/* Number of CUDA devices, or -1 with the reason written to why. */
int cuda_probe(char *why, size_t why_len);
/* One line for --version: the backend library loaded and its GPUs, the
 * library found and why it is unusable, or where it was looked for. */
void cuda_backend_describe(char *out, size_t n);
/* Runs as the CUDA backend's compiler process (cst --fused-compiler, which
 * the backend starts itself: kernels/cuda/fuse_compile.cu); the exit
 * status. */
int cuda_fused_compiler(void);

#endif
