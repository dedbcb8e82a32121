/* tensor_create.h: the builtins that make tensors (tensor, zeros, ones,
 * empty, full, eye, arange, linspace and the *_like forms), with
 * PyTorch's dtype inference and errors. */
#ifndef CST_TENSOR_CREATE_H
#define CST_TENSOR_CREATE_H

/* Adds the creation rows to the builtins table (interp_new). */
void tensor_create_register(void);

#endif
