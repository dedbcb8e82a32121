/* nn_init.h: torch.nn.init's weight initializers (nn_init.c), the rows of
 * that module. */
#ifndef CST_NN_INIT_H
#define CST_NN_INIT_H

#include <stddef.h>

#include "values/builtins.h"

/* The rows of torch.nn.init. */
const Builtin *nn_init_rows(size_t *count);

#endif
