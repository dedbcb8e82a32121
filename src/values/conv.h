/* conv.h: conv1d, conv2d, unfold and pooling (conv.c); torch.conv1d,
 * torch.conv2d, torch.max_pool1d, max_pool2d and avg_pool1d are
 * conv_register's rows, torch.nn.functional's rows of
 * those names (functional.c) call these too. */
#ifndef CST_CONV_H
#define CST_CONV_H

#include <stdbool.h>

#include "values/builtins.h"

#define POOL_MAX_PARAMS "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False"
#define TORCH_MAX_POOL_PARAMS "input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False"
#define CONV_PARAMS "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1"

void conv_register(void);

/* conv1d or conv2d: the row's data is the number of spatial dimensions. */
bool conv_nd(Interp *in, const Args *a, Value *out);
bool conv_unfold(Interp *in, const Args *a, Value *out);
/* max_pool1d, max_pool2d, avg_pool1d, avg_pool2d: the row's data says which. */
enum { CONV_MAX_POOL1D, CONV_MAX_POOL2D, CONV_AVG_POOL1D, CONV_AVG_POOL2D };
/* with one of them: torch.max_pool1d's spelling, with no return_indices */
enum { CONV_POOL_TORCH = 4 };
bool conv_pool(Interp *in, const Args *a, Value *out);

#endif
