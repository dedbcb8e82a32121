/* tensor_unique.h: unique and unique_consecutive (tensor_unique.c). */
#ifndef CST_TENSOR_UNIQUE_H
#define CST_TENSOR_UNIQUE_H

void tensor_unique_register(void);

#endif
