/* tensor_create.h: the builtins that make tensors (tensor, zeros, ones,
 * empty, full, eye, arange, linspace and the *_like forms), with
 * PyTorch's dtype inference and errors. */
#ifndef CST_TENSOR_CREATE_H
#define CST_TENSOR_CREATE_H

#include <stdbool.h>

#include "builtins.h"
#include "tensor.h"
#include "value.h"

/* Adds the creation rows to the builtins table (tensor_value_register). */
void tensor_create_register(void);

/* torch.tensor(data, dtype=dt) on device dev (-1: the host): data is a
 * number, a tensor or nested lists/tuples of numbers and 0-d tensors;
 * dt == DT_COUNT infers bool, int64 or float32 as PyTorch does.  A device
 * tensor is complete when this returns (the host waits for the copy). */
bool tensor_from_data(Interp *in, Value data, DType dt, int dev, Tensor **out);

/* The arguments of zeros(), rand() and the like: the sizes as varargs or
 * one sequence (or size=), then dtype= (not given: *dt is kept), device=
 * (not given: the current device) and requires_grad=. */
bool tensor_sized_args(Interp *in, const Args *a, int *ndim, int64_t *shape, DType *dt, int *dev);

/* requires_grad=True is an error: cst has no autograd. */
bool tensor_no_autograd(Interp *in, Value requires_grad);

#endif
