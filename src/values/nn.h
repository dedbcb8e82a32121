/* nn.h: layer_norm, rms_norm, gelu, dropout, linalg.vecdot and multi_dot, the
 * distances and scaled_dot_product_attention, composed from device operations (nn.c);
 * torch.nn.functional's rows of those names call these. */
#ifndef CST_NN_H
#define CST_NN_H

#include <stdbool.h>

#include "values/builtins.h"
#include "values/tensor_value.h"

void nn_register(void);

bool nn_layer_norm(Interp *in, const Args *a, Value *out);
bool nn_rms_norm(Interp *in, const Args *a, Value *out);
bool nn_gelu(Interp *in, const Args *a, Value *out);
/* dropout's p (argument 1) checked, as F's dropouts and torch.dropout
 * word it, into *prob. */
bool nn_dropout_p(Interp *in, const Args *a, double *prob);
bool nn_dropout(Interp *in, const Args *a, Value *out);
bool nn_attention(Interp *in, const Args *a, Value *out);
bool nn_vecdot(Interp *in, const Args *a, Value *out);
bool nn_multi_dot(Interp *in, const Args *a, Value *out);
/* x / max(norm(x, p, dim), eps), the norm kept along dim; written into
 * the tensor into (out=) unless it is None. */
bool nn_unit(Interp *in, const Args *a, Value x, Value p, Value dim, Value eps, Value into, Value *out);
bool nn_cosine(Interp *in, const Args *a, Value *out);
bool nn_pairwise_distance(Interp *in, const Args *a, Value *out);
/* addmm's dtype checks (PyTorch 2's): self and mat2, then mat1 and mat2. */
/* xlogy(input, other) (data XLOGY), special.xlog1py (XLOG1PY). */
enum { XLOGY, XLOG1PY };
bool nn_xlogy(Interp *in, const Args *a, Value *out);
bool nn_addmm_dtypes(Interp *in, const Tensor *self, const Tensor *mat1, const Tensor *mat2);

#endif
