/* nn.h: layer_norm, rms_norm, gelu, dropout, linalg.vecdot and
 * scaled_dot_product_attention, composed from device operations (nn.c);
 * torch.nn.functional's rows of those names call these. */
#ifndef CST_NN_H
#define CST_NN_H

#include <stdbool.h>

#include "values/builtins.h"

void nn_register(void);

bool nn_layer_norm(Interp *in, const Args *a, Value *out);
bool nn_rms_norm(Interp *in, const Args *a, Value *out);
bool nn_gelu(Interp *in, const Args *a, Value *out);
bool nn_dropout(Interp *in, const Args *a, Value *out);
bool nn_attention(Interp *in, const Args *a, Value *out);
bool nn_vecdot(Interp *in, const Args *a, Value *out);

#endif
