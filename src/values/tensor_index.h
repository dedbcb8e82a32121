/* tensor_index.h: gather, take_along_dim, take, index_select, scatter,
 * scatter_add, index_add (tensor_index.c), and the check of an index's
 * range that advanced indexing shares. */
#ifndef CST_TENSOR_INDEX_H
#define CST_TENSOR_INDEX_H

#include <stdbool.h>
#include <stdint.h>

#include "values/tensor_value.h"

void tensor_index_register(void);
/* The least and greatest elements of each of the n int64 indices (on one
 * device), 0 for an empty one, in lo[i] and hi[i]: found on the device
 * (ops.def's bounds, one read of each index) and read back together, one
 * wait for the host however many there are. */
bool tensor_index_extremes(Interp *in, Tensor *const *idx, int n, int64_t *lo, int64_t *hi);
/* The first element of the int64 index outside [lo, hi), in row-major
 * order, in *bad (*found false when there is none), and the least element
 * in *least (0 when empty): two numbers reduced on the index's device
 * read back, and the index itself only when one is outside. */
bool tensor_index_outside(Interp *in, Tensor *index, int64_t lo, int64_t hi, int64_t *least, bool *found,
                          int64_t *bad);

/* *out: the slices of t (at least 1-d) along dim 0 at the positions of
 * the int64 vector index, which the caller knows to lie in [0, size) (a
 * composition's own positions): index_select without the check that
 * reads the index back. */
bool tensor_index_pick(Interp *in, Tensor *t, Tensor *index, Tensor **out);

#endif
