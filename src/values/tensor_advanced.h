/* tensor_advanced.h: advanced indexing (tensor_advanced.c): t[i, j],
 * t[:, i], t[mask], t[i, j] = v, and index_put(_). */
#ifndef CST_TENSOR_ADVANCED_H
#define CST_TENSOR_ADVANCED_H

#include <stdbool.h>

#include "values/tensor_value.h"

/* A view and the index tensors that apply to it, in order of their dims:
 * an integer index (any device, int64, int32) stands for one dim, a bool
 * or uint8 mask for as many as it has, from dim on. */
typedef struct Advanced {
    Tensor *view;
    int n;
    Tensor *index[TENSOR_MAX_DIMS];   /* owned */
    int dim[TENSOR_MAX_DIMS];
} Advanced;

void tensor_advanced_free(Advanced *x);
/* Whether tensors of dt can index: int64, int32, uint8 and bool. */
bool tensor_advanced_dtype(DType dt);
/* view[index...]: a new tensor, gathered on view's device. */
bool tensor_advanced_read(Interp *in, const Advanced *x, Value *out);
/* view[index...] = v: a number, or a tensor converted to view's dtype and
 * broadcast to the indexing result's shape after its leading 1s are
 * dropped (Python's setitem). */
bool tensor_advanced_write(Interp *in, const Advanced *x, Value v);
/* index_put and index_put_ (called once from interp_new). */
void tensor_advanced_register(void);

#endif
