/* functional_losses.h: the rest of torch.nn.functional (functional_losses.c):
 * the shrinking and randomized activations, prelu, the channel and alpha
 * dropouts, the margin, embedding and likelihood losses, pdist and
 * bilinear; and the torch functions and Tensor methods of those names. */
#ifndef CST_FUNCTIONAL_LOSSES_H
#define CST_FUNCTIONAL_LOSSES_H

#include <stddef.h>

#include "values/builtins.h"

/* The rows torch.nn.functional takes from here (module.c joins them to
 * functional.c's). */
const Builtin *functional_losses_rows(size_t *count);
/* torch.hardshrink, Tensor.hardshrink, torch.prelu, torch.rrelu, ... */
void functional_losses_register(void);

#endif
