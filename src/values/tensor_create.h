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

/* The arguments of zeros(), rand() and the like: the sizes as varargs or
 * one sequence (or size=), then dtype= (not given: *dt is kept), device=
 * (not given: the current device) and requires_grad=. */
bool tensor_sized_args(Interp *in, const Args *a, int *ndim, int64_t *shape, DType *dt, int *dev);

/* requires_grad=True is an error: cst has no autograd. */
bool tensor_no_autograd(Interp *in, Value requires_grad);

#endif
