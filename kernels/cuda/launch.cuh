// launch.cuh: the kernel families of the CUDA backend, one file each,
// called by cuda_launch_op (launch.cu) for the ops of ops.def: each
// enqueues op on stream cs of the current device (sms: its multiprocessor
// count, for grid sizes) and returns false with err filled when CUDA
// refuses the launch.
#ifndef CST_CUDA_LAUNCH_CUH
#define CST_CUDA_LAUNCH_CUH

#include "cuda/cuda.cuh"

// neg ... bitnot, clamp (ew_unary.cu)
bool cuda_launch_unary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                       Error *err);
// add ... bitxor (ew_binary.cu)
bool cuda_launch_binary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                        Error *err);
// eq ... ge, where (ew_compare.cu)
bool cuda_launch_compare(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                         const char *name, Error *err);
// copy, fill (ew_copy.cu)
bool cuda_launch_copy(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                      Error *err);
// arange, linspace, eye (create.cu)
bool cuda_launch_create(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                        const char *name, Error *err);
// rand, randn, randint (random.cu)
bool cuda_launch_random(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                        const char *name, Error *err);
// sum ... norm, cumsum (reduce.cu)
bool cuda_launch_reduce(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                        const char *name, Error *err);
// matmul (matmul.cu)
bool cuda_launch_matmul(const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                        Error *err);
// matmul through cuBLAS (blas.cu): *done false when cuBLAS cannot take
// these operands (integers, strides, the library missing) and the plain
// kernel must run
bool cuda_blas_matmul(const OpArgs *a, int dev, cudaStream_t cs, bool *done, Error *err);
// softmax, log_softmax (softmax.cu)
bool cuda_launch_softmax(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                         const char *name, Error *err);
// sort, topk (sort.cu)
bool cuda_launch_sort(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, const char *name,
                      Error *err);

#endif
