/* tensor_compose.h: count_nonzero, trace, hstack/vstack, addcmul/addcdiv,
 * nan_to_num, vdot, unflatten, select, tensor_split and diag_embed, each
 * composed of other builtins (tensor_compose.c). */
#ifndef CST_TENSOR_COMPOSE_H
#define CST_TENSOR_COMPOSE_H

#include "values/builtins.h"

void tensor_compose_register(void);
bool tensor_compose_ndtr(Interp *in, const Args *a, Value *out);

#endif
