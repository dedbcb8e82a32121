/* functional_sample.h: torch.nn.functional's embedding_bag, affine_grid,
 * grid_sample and gumbel_softmax (functional_sample.c); their rows join functional.c's
 * in torch.nn.functional. */
#ifndef CST_FUNCTIONAL_SAMPLE_H
#define CST_FUNCTIONAL_SAMPLE_H

#include <stddef.h>

#include "values/builtins.h"

/* The rows of torch.nn.functional defined here. */
const Builtin *functional_sample_rows(size_t *count);

#endif
