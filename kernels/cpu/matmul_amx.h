/* matmul_amx.h: bfloat16 matrix products on Intel AMX (matmul_amx.c), where
 * the CPU has it and the kernel allows it. */
#ifndef CST_CPU_MATMUL_AMX_H
#define CST_CPU_MATMUL_AMX_H

#include <stdbool.h>
#include <stdint.h>

/* Whether this machine runs AMX's bfloat16 products. */
bool cpu_amx_bf16(void);

/* out[m, n] = a[m, k] @ b[k, n] (+ bias[n] in float32 before the one
 * rounding, where bias is not NULL), bfloat16 operands and result, each
 * given by its element strides (rows, columns); false when memory ran out,
 * out then partly written. */
bool cpu_amx_product(const char *a, int64_t asr, int64_t asc, const char *b, int64_t bsr, int64_t bsc,
                     const float *bias, int64_t m, int64_t k, int64_t n, char *out, int64_t osr, int64_t osc);

#endif
