/* functional_layers.h: torch.nn.functional's layers beyond a
 * transformer's (functional_layers.c): batch, instance, group and local
 * response norms, adaptive and power pooling, pixel and channel shuffles,
 * interpolate, transposed convolutions and fold.  Their F rows join
 * functional.c's in torch.nn.functional; the torch functions of those
 * names (torch.batch_norm, torch.pixel_shuffle, ...) are
 * functional_layers_register's rows. */
#ifndef CST_FUNCTIONAL_LAYERS_H
#define CST_FUNCTIONAL_LAYERS_H

#include <stddef.h>

#include "values/builtins.h"

void functional_layers_register(void);
/* The rows of torch.nn.functional defined here. */
const Builtin *functional_layers_rows(size_t *count);

#endif
