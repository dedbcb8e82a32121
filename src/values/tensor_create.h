/* tensor_create.h: the builtins that make tensors (tensor, zeros, ones,
 * empty, full, eye, arange, linspace and the *_like forms), with
 * PyTorch's dtype inference and errors. */
#ifndef CST_TENSOR_CREATE_H
#define CST_TENSOR_CREATE_H

#include <stdbool.h>

#include "values/value.h"

/* Adds the creation rows to the builtins table (interp_new). */
void tensor_create_register(void);

/* A factory's pin_memory=True: *v (a host tensor) becomes a pinned copy
 * of itself (None after an error). */
bool tensor_create_pin(Interp *in, bool pin, Value *v);

#endif
