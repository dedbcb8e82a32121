/* tensor_index.h: gather, take_along_dim, take, index_select, scatter,
 * scatter_add, index_add (tensor_index.c). */
#ifndef CST_TENSOR_INDEX_H
#define CST_TENSOR_INDEX_H

void tensor_index_register(void);

#endif
