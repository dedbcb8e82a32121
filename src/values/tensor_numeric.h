/* tensor_numeric.h: matrix_power, randperm, fill_diagonal_ and
 * special.entr, composed of other builtins (tensor_numeric.c). */
#ifndef CST_TENSOR_NUMERIC_H
#define CST_TENSOR_NUMERIC_H

#include "values/builtins.h"

void tensor_numeric_register(void);
/* torch.special.entr(input): -x ln x, elementwise. */
bool tensor_numeric_entr(Interp *in, const Args *a, Value *out);

#endif
