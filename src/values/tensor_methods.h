/* tensor_methods.h: the tensor builtins other than creation: elementwise
 * functions and their in-place forms, views, attributes, conversions
 * between devices and dtypes, item/tolist, and set_printoptions. */
#ifndef CST_TENSOR_METHODS_H
#define CST_TENSOR_METHODS_H

#include <stdbool.h>

#include "values/builtins.h"
#include "values/value.h"

/* *out = r (taken), or, where the call gave out=, r written into that
 * tensor (cast to its dtype, resized to r's shape) and *out that tensor:
 * the out= of a function row with a parameter named out. */
bool tensor_methods_deliver(Interp *in, const Args *a, Value r, Value *out);

/* Adds the rows to the builtins table (tensor_value_register). */
void tensor_methods_register(void);

/* fn(input, *, out=None) of the one-input op in the row's data (an
 * OpCode): torch.special's functions that have no torch.NAME. */
bool tensor_methods_unary(Interp *in, const Args *a, Value *out);
bool tensor_methods_binary(Interp *in, const Args *a, Value *out);

#endif
