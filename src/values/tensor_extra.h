/* tensor_extra.h: tensor methods written with the operations cst has
 * (detach, square, flip, argsort, masked_fill, tril, isclose, ...). */
#ifndef CST_TENSOR_EXTRA_H
#define CST_TENSOR_EXTRA_H

/* Adds their rows to the builtins table (from interp_new). */
void tensor_extra_register(void);

#endif
