/* conv.h: conv1d, conv2d and unfold (conv.c); torch.conv1d and
 * torch.conv2d are conv_register's rows, torch.nn.functional's rows of
 * those names (functional.c) call these too. */
#ifndef CST_CONV_H
#define CST_CONV_H

#include <stdbool.h>

#include "values/builtins.h"

#define CONV_PARAMS "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1"

void conv_register(void);

/* conv1d or conv2d: the row's data is the number of spatial dimensions. */
bool conv_nd(Interp *in, const Args *a, Value *out);
bool conv_unfold(Interp *in, const Args *a, Value *out);

#endif
