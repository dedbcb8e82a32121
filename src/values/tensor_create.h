/* tensor_create.h: the builtins that make tensors (tensor, zeros, ones,
 * empty, full, eye, arange, linspace and the *_like forms), with
 * PyTorch's dtype inference and errors. */
#ifndef CST_TENSOR_CREATE_H
#define CST_TENSOR_CREATE_H

#include <stdbool.h>

#include "values/builtins.h"
#include "tensor/tensor.h"
#include "values/value.h"

/* Adds the creation rows to the builtins table (interp_new). */
void tensor_create_register(void);

/* The arguments of zeros(), rand() and the like, bound to the params
 * "*size, dtype=None, device=None, requires_grad=False": the sizes as
 * varargs or one sequence (or size=), the dtype (None: *dt is kept), the
 * device (None: the current device); requires_grad=True refused. */
bool tensor_sized_args(Interp *in, const Args *a, int *ndim, int64_t *shape, DType *dt, int *dev);

/* requires_grad=True is an error: cst has no autograd. */
bool tensor_no_autograd(Interp *in, Value requires_grad);

#endif
