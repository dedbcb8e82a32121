/* tensor_stats.h: median, quantile, histc, bincount, nansum and the
 * other statistics of tensor_stats.c; torch.linalg's norms and cross,
 * whose rows live with torch.linalg's (functional.c). */
#ifndef CST_TENSOR_STATS_H
#define CST_TENSOR_STATS_H

#include <stdbool.h>

#include "tensor/tensor.h"
#include "values/builtins.h"

/* The rows' data: which norm, which cross. */
enum { STATS_NORM_ANY, STATS_NORM_VECTOR, STATS_NORM_MATRIX };
enum { STATS_CROSS_TORCH, STATS_CROSS_LINALG };

/* linalg.norm, linalg.vector_norm and linalg.matrix_norm, by data. */
bool tensor_stats_norm(Interp *in, const Args *a, Value *out);
/* linalg.vector_norm's checks of t for the order ord over dimv (None or
 * dims) in dtype dt (DT_COUNT for none): torch.norm's too, which PyTorch
 * 2 computes as linalg.vector_norm.  False with the error raised. */
bool tensor_stats_vector_norm_checks(Interp *in, const Args *a, const Tensor *t, double ord, Value dimv, DType dt);
/* linalg.matrix_norm(t, name, dimv (all of t's dims when None), keepdim,
 * dtype=dt): torch.norm's for a str p it does not compute as a vector
 * norm. */
bool tensor_stats_matrix_norm(Interp *in, const Args *a, const Tensor *t, const char *name, Value dimv, Value keepdim,
                              DType dt, Value *out);
/* torch.cross and linalg.cross, by data. */
bool tensor_stats_cross(Interp *in, const Args *a, Value *out);

void tensor_stats_register(void);

#endif
