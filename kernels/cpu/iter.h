/* iter.h: how the simulated device's elementwise kernels walk memory.
 *
 * A kernel supplies a loop: a plain function over n contiguous elements of
 * its buffer dtypes.  cpu_iterate runs that loop over strided, broadcast,
 * mixed-dtype operands: it coalesces dimensions, hands contiguous rows of the
 * right dtype to the loop directly (the fast path: one call over the whole
 * tensor when everything is contiguous), and otherwise converts blocks of
 * elements into small buffers first and out of them afterwards.  So a loop
 * is written once per compute type and never sees a stride. */
#ifndef CST_CPU_ITER_H
#define CST_CPU_ITER_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/device.h"

/* out[0..n) = f(in[0][0..n), ...).  out may be in[k] itself (an in-place op
 * on one layout), never a partial overlap of it: dispatch refuses those. */
typedef void (*CpuLoop)(void *out, const void *const *in, int64_t n, const OpArgs *a);

/* One loop over i in [0, n) that GCC vectorises at -O2: its default cost
 * model there only vectorises loops whose trip count is a known multiple of
 * the vector length and that need no aliasing checks, so the body runs over
 * a multiple of 16 first ("ivdep": out and inputs never partially overlap),
 * then over the rest.  clang vectorises such loops at -O2 unprompted. */
#if defined(__GNUC__) && !defined(__clang__)
#define CPU_VECTORIZE _Pragma("GCC ivdep")
#else
#define CPU_VECTORIZE
#endif

/* A loop function compiled twice, for x86-64-v3 (AVX2 and FMA) and for
 * the baseline, the one the processor can run chosen when the program
 * loads: eight floats a vector instead of four, and fma() one instruction
 * instead of a library call.  IEEE arithmetic, sqrt, fma and rounding give
 * the same values either way, and nothing fuses a multiply-add the source
 * does not write (ISO C mode does not contract). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define CPU_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define CPU_CLONES
#endif

/* A function whose loops load or store with a stride (a pooling window's)
 * or run a count not known to be a multiple of 16: GCC's -O2 cost model
 * does not vectorise those, the dynamic one does, with the same values
 * (max_pool1d of stride 2: 3.5 times faster).  Only for such functions:
 * across all the kernels the dynamic model made as many loops slower. */
#if defined(__GNUC__) && !defined(__clang__)
#define CPU_STRIDED __attribute__((optimize("vect-cost-model=dynamic")))
#else
#define CPU_STRIDED
#endif

#define CPU_LOOP(n, ...)                                           \
    do {                                                           \
        int64_t cpu_n_ = (n), cpu_v_ = cpu_n_ & ~(int64_t)15;      \
        CPU_VECTORIZE                                              \
        for (int64_t i = 0; i < cpu_v_; i++) { __VA_ARGS__; }      \
        for (int64_t i = cpu_v_; i < cpu_n_; i++) { __VA_ARGS__; } \
    } while (0)

/* The dtype a loop sees for values of dtype dt: float16 and bfloat16 are
 * computed in float, as PyTorch does; every other dtype is itself. */
DType cpu_buffer_dtype(DType dt);

/* dst[i * dstride] = src[i * sstride] for i < n, converted from sd to dd as a
 * PyTorch cast does (float16/bfloat16 through float; integers wrap; NaN, inf
 * and out-of-range floats give 0 in integer dtypes, as dtype.h does). */
void cpu_convert(void *dst, DType dd, int64_t dstride,
                 const void *src, DType sd, int64_t sstride, int64_t n);

/* Runs loop over every element of a->out[0]: a->in[i] (of out's shape, 0
 * strides where broadcast) or the scalar operand i are converted to
 * in_type[i] for it, and what it writes in out_type is converted to the
 * output's dtype.  Scalar operands hold values already exact in their
 * buffer dtype (sf[i] for float buffers, si[i] otherwise). */
void cpu_iterate(const OpArgs *a, CpuLoop loop, DType out_type, const DType *in_type);

/* A copy between tensors of one dtype (a->in[0] to a->out[0]) whose
 * innermost run is short and whose result is dense over its two innermost
 * dimensions, done; false, doing nothing, for any other. */
bool cpu_move_short_rows(const OpArgs *a);

/* The same for a copy whose input runs down the columns of out's two
 * innermost dimensions (a transposed matrix made contiguous). */
bool cpu_move_transposed(const OpArgs *a);

/* The same for a copy whose input has negative strides (a flip:
 * device_flipped) and runs along out's rows, forwards or backwards. */
bool cpu_move_flipped(const OpArgs *a);

#endif
