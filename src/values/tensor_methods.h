/* tensor_methods.h: the tensor builtins other than creation: elementwise
 * functions and their in-place forms, views, attributes, conversions
 * between devices and dtypes, item/tolist, and set_printoptions. */
#ifndef CST_TENSOR_METHODS_H
#define CST_TENSOR_METHODS_H

/* Adds the rows to the builtins table (tensor_value_register). */
void tensor_methods_register(void);

#endif
