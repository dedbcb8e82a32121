/* tensor_combine.h: tril_indices/triu_indices, cartesian_prod,
 * combinations, block_diag, kron and vander (tensor_combine.c). */
#ifndef CST_TENSOR_COMBINE_H
#define CST_TENSOR_COMBINE_H

void tensor_combine_register(void);

#endif
