/* tensor_stats.h: median, quantile, histc, bincount, nansum and the
 * other statistics of tensor_stats.c; torch.linalg's norms and cross,
 * whose rows live with torch.linalg's (functional.c). */
#ifndef CST_TENSOR_STATS_H
#define CST_TENSOR_STATS_H

#include <stdbool.h>

#include "values/builtins.h"

/* The rows' data: which norm, which cross. */
enum { STATS_NORM_ANY, STATS_NORM_VECTOR, STATS_NORM_MATRIX };
enum { STATS_CROSS_TORCH, STATS_CROSS_LINALG };

/* linalg.norm, linalg.vector_norm and linalg.matrix_norm, by data. */
bool tensor_stats_norm(Interp *in, const Args *a, Value *out);
/* torch.cross and linalg.cross, by data. */
bool tensor_stats_cross(Interp *in, const Args *a, Value *out);

void tensor_stats_register(void);

#endif
