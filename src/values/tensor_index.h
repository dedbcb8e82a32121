/* tensor_index.h: gather, take_along_dim, take, index_select, scatter,
 * scatter_add, index_add (tensor_index.c). */
#ifndef CST_TENSOR_INDEX_H
#define CST_TENSOR_INDEX_H

#include <stdbool.h>
#include <stdint.h>

#include "values/tensor_value.h"

void tensor_index_register(void);
/* *out: the slices of t (at least 1-d) along dim 0 at the positions of
 * the int64 vector index, which the caller knows to lie in [0, size) (a
 * composition's own positions): index_select without the check that
 * reads the index back. */
bool tensor_index_pick(Interp *in, Tensor *t, Tensor *index, Tensor **out);

#endif
