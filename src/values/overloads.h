/* overloads.h: PyTorch's overloads of the torch functions and Tensor
 * methods whose parser has several signatures (sum's dim as ints or as
 * names, max with a dim or another tensor), so that a call none of them
 * takes fails as PyTorch's parser fails it: the one plausible signature's
 * own error, or else "received an invalid combination of arguments - got
 * (...), but expected one of:" and each signature, with why it did not
 * match (python_arg_parser.cpp and invalid_arguments.cpp).  A str that
 * binds a name parameter is PyTorch's error for a name no dimension of an
 * unnamed tensor has. */
#ifndef CST_OVERLOADS_H
#define CST_OVERLOADS_H

#include <stdbool.h>

#include "values/builtins.h"

/* Checks call a against PyTorch's overloads of its row's name (as a
 * method or a function, as a was made), for a torch row (torch) or one of
 * torch's global factories: true when one takes it or none are listed;
 * false with PyTorch's error raised otherwise. */
bool overloads_check(Interp *in, const Args *a, bool torch);

#endif
