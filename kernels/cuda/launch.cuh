// launch.cuh: the kernel families of the CUDA backend, one file each,
// called by cuda_launch_op (launch.cu) by the group of each op of ops.def:
// each enqueues op on stream cs of the current device (sms: its
// multiprocessor count, for grid sizes) and returns false with err filled
// when CUDA refuses the launch.
#ifndef CST_CUDA_LAUNCH_CUH
#define CST_CUDA_LAUNCH_CUH

#include "cuda/cuda.cuh"

// elementwise ops of one, two and three inputs (ew_unary.cu, ew_binary.cu,
// ew_where.cu): a case per EW line of ops.def
bool cuda_launch_unary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_binary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_ternary(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// copy, fill (ew_copy.cu)
bool cuda_launch_copy(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// arange, linspace, eye (create.cu)
bool cuda_launch_create(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// rand, randn, randint, multinomial (random.cu)
bool cuda_launch_random(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// the REDUCE group: sum ... norm (reduce.cu), cumsum, cumprod, cummax and
// cummin (scan.cu)
bool cuda_launch_reduce(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_cumsum(const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_cumprod(const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_cumextreme(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// matmul (matmul.cu)
bool cuda_launch_matmul(const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// cdist (cdist.cu)
bool cuda_launch_cdist(const OpArgs *a, cudaStream_t cs, Error *err);
// matmul through cuBLAS (blas.cu): *done false when cuBLAS cannot take
// these operands (integers, strides, the library missing) and the plain
// kernel must run
bool cuda_blas_matmul(const OpArgs *a, int dev, cudaStream_t cs, bool *done, Error *err);
// a matmul with a bias (in[2]) in one cuBLASLt call, the bias added in
// its epilogue as PyTorch's addmm adds it: *done false when cuBLASLt
// cannot take it (batches, dtypes, strides, the library missing)
bool cuda_blas_linear(const OpArgs *a, int dev, cudaStream_t cs, bool *done, Error *err);
// the LINALG group (lu_factor ... lstsq) through cuSOLVER and cuBLAS
// (solver.cu)
bool cuda_launch_linalg(OpCode op, const OpArgs *a, cudaStream_t cs, Error *err);
// softmax, log_softmax, layer_norm, rms_norm (softmax.cu), attention
// (attention.cu)
bool cuda_launch_softmax(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_attention(const OpArgs *a, cudaStream_t cs, Error *err);
// sort, topk, mode, kth (sort.cu)
bool cuda_launch_sort(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// gather, scatter, search, index, index_put, bounds, nonzero (index.cu),
// nll (nll.cu)
bool cuda_launch_index(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_nll(const OpArgs *a, cudaStream_t cs, int sms, Error *err);
// max_pool, avg_pool, ... pad (pool.cu), cross (cross.cu)
bool cuda_launch_pool(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);
bool cuda_launch_cross(const OpArgs *a, cudaStream_t cs, int sms, Error *err);

#endif
