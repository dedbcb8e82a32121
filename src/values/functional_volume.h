/* functional_volume.h: torch.nn.functional's 3-d pools (functional_volume.c):
 * max_pool3d, avg_pool3d, adaptive_avg_pool3d and adaptive_max_pool3d, and
 * max_unpool1d, 2d and 3d.
 * Their F rows join functional.c's in torch.nn.functional; torch.max_pool3d
 * is functional_volume_register's row. */
#ifndef CST_FUNCTIONAL_VOLUME_H
#define CST_FUNCTIONAL_VOLUME_H

#include <stddef.h>

#include "values/builtins.h"

/* The rows of torch.nn.functional defined here. */
const Builtin *functional_volume_rows(size_t *count);
void functional_volume_register(void);

#endif
