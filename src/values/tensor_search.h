/* tensor_search.h: nonzero, argwhere, one-argument where, searchsorted,
 * bucketize and repeat_interleave (tensor_search.c). */
#ifndef CST_TENSOR_SEARCH_H
#define CST_TENSOR_SEARCH_H

#include <stdbool.h>

#include "values/builtins.h"

void tensor_search_register(void);
/* *out: the int64 row-major positions of x's nonzero elements, on its
 * device (what nonzero's coordinates come from); errors placed at a. */
bool tensor_search_positions(Interp *in, const Args *a, Value x, Value *out);
/* where(condition): nonzero(condition, as_tuple=True). */
bool tensor_search_where(Interp *in, const Args *a, Value *out);

#endif
