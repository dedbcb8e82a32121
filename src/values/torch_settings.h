/* torch_settings.h: torch's settings and small queries (set_num_threads,
 * use_deterministic_algorithms, set_float32_matmul_precision, typename). */
#ifndef CST_TORCH_SETTINGS_H
#define CST_TORCH_SETTINGS_H

#include <stddef.h>

#include "values/builtins.h"

/* Their rows, which join torch's own (module.c). */
const Builtin *torch_settings_rows(size_t *count);

#endif
