/* tensor_advanced.h: subscripts of tensors (tensor_advanced.c): t[items]
 * and t[items] = v, basic (views) and advanced (index tensors, lists and
 * masks, on the device), and index_put(_). */
#ifndef CST_TENSOR_ADVANCED_H
#define CST_TENSOR_ADVANCED_H

/* Gives the tensor class (tensor_value_register, called first) its
 * subscripts, and defines index_put and index_put_: once, from
 * interp_new. */
void tensor_advanced_register(void);

#endif
