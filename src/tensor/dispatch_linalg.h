/* dispatch_linalg.h: matrix products with PyTorch's rules and messages:
 * matmul (the @ operator: 1-d and 2-d operands, batches that broadcast, and
 * PyTorch 1.13's folding of a batch into one matrix product), mm, bmm, mv
 * and dot.  Operands share one dtype (no promotion, as in PyTorch); bool
 * is refused, integers multiply exactly (wrapping), float16 and bfloat16
 * compute in float32.  Conventions as in dispatch.h. */
#ifndef CST_DISPATCH_LINALG_H
#define CST_DISPATCH_LINALG_H

#include <stdbool.h>

#include "tensor/dispatch.h"

bool dispatch_matmul(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                     Error *err);
bool dispatch_mm(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                 Error *err);
bool dispatch_bmm(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                  Error *err);
bool dispatch_mv(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                 Error *err);
bool dispatch_dot(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                  Error *err);

/* Whether dispatch_linear takes x [..., k], w [n, k] and bias [n]: one
 * float dtype, one device (the rest compose matmul and add, with their
 * messages). */
bool dispatch_linear_takes(Tensor *x, Tensor *w, Tensor *bias);

/* F.linear: x @ w^T + bias as one matmul whose kernel adds the bias (on
 * the GPU in cuBLASLt's epilogue, as PyTorch's addmm). */
bool dispatch_linear(const Backend *be, DevStream *s, Tensor *x, Tensor *w, Tensor *bias, Tensor **out,
                     Error *err);

#endif
