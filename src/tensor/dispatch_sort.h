/* dispatch_sort.h: sort, topk, mode and kth along one dimension: values and int64
 * indices, stable, NaN as the largest value, PyTorch's messages.
 * Conventions as in dispatch.h. */
#ifndef CST_DISPATCH_SORT_H
#define CST_DISPATCH_SORT_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

/* indices NULL: the values alone, which the device sorts faster. */
bool dispatch_sort(const Backend *be, DevStream *s, Tensor *t, int64_t dim, bool descending,
                   Tensor **values, Tensor **indices, Error *err);
bool dispatch_topk(const Backend *be, DevStream *s, Tensor *t, int64_t k, int64_t dim,
                   bool largest, Tensor **values, Tensor **indices, Error *err);
/* mode(t, dim, keepdim): the smallest of the most frequent values along
 * dim and the index of its last occurrence, through a sort of each line
 * and ops.def's mode. */
bool dispatch_mode(const Backend *be, DevStream *s, Tensor *t, int64_t dim, bool keepdim, Tensor **values,
                   Tensor **indices, Error *err);
/* kth(t, dim, rule, places): along dim (wrapped), the value and index of
 * the element at a place of each line's stable sort, as sort's results
 * at it, without the sort; the results have t's shape with size 1 along
 * dim.  The place by rule (ops.h): KTH_AT places' (int64, the results'
 * shape), else median's or nanmedian's (places NULL). */
bool dispatch_kth(const Backend *be, DevStream *s, Tensor *t, int dim, KthRule rule, Tensor *places,
                  Tensor **values, Tensor **indices, Error *err);

#endif
