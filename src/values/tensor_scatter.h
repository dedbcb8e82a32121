/* tensor_scatter.h: index_copy, index_fill, masked_select,
 * masked_scatter and select/slice/diagonal_scatter (tensor_scatter.c). */
#ifndef CST_TENSOR_SCATTER_H
#define CST_TENSOR_SCATTER_H

void tensor_scatter_register(void);

#endif
