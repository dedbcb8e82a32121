/* tensor_shape.h: movedim, swapaxes, mT, broadcast_to, broadcast_tensors,
 * unbind, fliplr, flipud, tile, meshgrid, diff, can_cast, promote_types,
 * result_type (tensor_shape.c). */
#ifndef CST_TENSOR_SHAPE_H
#define CST_TENSOR_SHAPE_H

void tensor_shape_register(void);

#endif
