/* tensor_ops.h: the operation library's builtins: reductions (sum, mean,
 * prod, max, min, amax, amin, argmax, argmin, all, any, std, var, norm,
 * cumsum, cumprod), linear algebra (matmul, mm, bmm, mv, dot and the @ operator),
 * shape (cat, concat, stack, split, chunk), softmax, log_softmax, sort,
 * topk and .npy files (save, load).  Each is a function
 * and, where PyTorch has one, a tensor method; arguments keep PyTorch's
 * names and defaults. */
#ifndef CST_TENSOR_OPS_H
#define CST_TENSOR_OPS_H

#include <stdbool.h>

#include "values/value.h"

/* Adds the rows to the builtins table: called once from interp_new,
 * before the table is first used. */
void tensor_ops_register(void);

#endif
