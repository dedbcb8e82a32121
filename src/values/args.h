/* args.h: what the builtins make of their arguments: tensors, ints,
 * numbers, dims, sizes, dtypes and devices, each refused with PyTorch's
 * message when it will not do, written once for every builtin file.
 *
 * Each takes the call (builtins.h), whose row names the builtin in the
 * messages.  Those taking an index i read the bound parameter a->p[i] and
 * name it as the row's params do; the others take the value and name
 * themselves, for a value that is not one parameter (an item of a list, a
 * BI_RAW row's argument).  Each raises and returns false on a bad value. */
#ifndef CST_ARGS_H
#define CST_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch_reduce.h"
#include "values/builtins.h"
#include "values/tensor_value.h"

/* Parameter i's name, as the row's params spell it. */
const char *args_name(const Args *a, int i);
/* PyTorch's parser's TypeError for parameter i: `flip(): argument 'dims'
 * (position 2) must be tuple of ints, not int`, the position only where
 * the call gave the argument by position. */
bool args_type_error(Interp *in, const Args *a, int i, const char *expected);

/* ------------------------------------------------------------ tensors */

/* A tensor: `sum(): argument 'input' (position 1) must be Tensor, not int`
 * (positions as PyTorch counts them, without a method's receiver; none
 * for a keyword). */
bool args_tensor(Interp *in, const Args *a, int i, Tensor **t);
/* args_tensor's check alone. */
bool args_need_tensor(Interp *in, const Args *a, int i);
/* A list or tuple of tensors, borrowed into *ts (the caller frees the
 * array). */
bool args_tensors(Interp *in, const Args *a, int i, Tensor ***ts, int *n);
/* A new tensor as the result: *out takes t. */
bool args_give(Value *out, Tensor *t);

/* ------------------------------------------------------------ numbers */

/* An int (a dimension, a count); bool is refused, as PyTorch refuses it. */
bool args_int(Interp *in, const Args *a, int i, int64_t *out);
bool args_int_value(Interp *in, const Args *a, const char *name, Value v, int64_t *out);
/* A number or a tensor, as an operand of an elementwise operation. */
bool args_operand(Interp *in, const Args *a, int i, Operand *out);
/* A number (a one-element tensor is read on the host), as a factory's
 * fill value, start or end. */
bool args_number(Interp *in, const Args *a, const char *name, Value v, Operand *out);

/* ------------------------------------------------------- dims, sizes */

/* A reduction's dim: None (every dimension), an int, or a list, tuple or
 * Size of ints. */
bool args_dims(Interp *in, const Args *a, int i, Reduction *r);
/* A reduction's dim that is None or one int. */
bool args_dim(Interp *in, const Args *a, int i, Reduction *r);
/* Sizes as varargs (zeros(2, 3)) or one tuple, list or Size (zeros((2,
 * 3))): the n values at v.  fn and arg name the function and parameter. */
bool args_sizes_of(Interp *in, const char *fn, const char *arg, const Value *v, int n, int *ndim,
                   int64_t *shape);
/* The sizes a `*size` parameter collected; at least one must be given. */
bool args_sizes(Interp *in, const Args *a, int i, int *ndim, int64_t *shape);

/* ---------------------------------------------------- dtypes, devices */

/* A dtype, or int/float/bool as PyTorch's aliases. */
bool args_to_dtype(Interp *in, const char *fn, Value v, DType *out);
/* Parameter i as a dtype; None leaves *dt as it is. */
bool args_dtype(Interp *in, const Args *a, int i, DType *dt);
/* Parameter i as a memory format (torch.channels_last, ...): None where
 * omitted leaves *f as it is, and also where given when none_ok (clone's,
 * to's, the factories'; contiguous() and is_contiguous() refuse it, as
 * PyTorch's parser does). */
bool args_memory_format(Interp *in, const Args *a, int i, bool none_ok, MemoryFormat *f);
/* A device: 'cpu', 'cuda', 'cuda:N', a device value, an int N (cuda:N),
 * or None (the default, 'cuda'), resolved to -1 for the host or a device
 * index ('cuda' is the current device); PyTorch's errors for unknown
 * strings, and one naming the devices there are for an index past them. */
bool args_to_device(Interp *in, const char *fn, Value v, int *dev);
bool args_device(Interp *in, const Args *a, int i, int *dev);
/* A CUDA device for the stream functions: also a negative int (or None)
 * for the current device; the host is refused. */
bool args_cuda_device(Interp *in, const char *fn, Value v, int *dev);
/* requires_grad=True is an error: cst has no autograd. */
bool args_no_autograd(Interp *in, Value requires_grad);
/* The same for a new tensor of dtype dt (DT_COUNT: not known yet): one
 * that is not floating point has PyTorch's own error first. */
bool args_no_autograd_for(Interp *in, Value requires_grad, DType dt);
/* A factory's dtype, device, requires_grad and pin_memory, parameters i
 * to i+3: None keeps *dt; None is the current CUDA device, but the host
 * when pin_memory is true (a CUDA device is then PyTorch's error). */
bool args_factory(Interp *in, const Args *a, int i, DType *dt, int *dev, bool *pin);
/* args_factory without the requires_grad check, for a factory whose dtype
 * the data decides: it checks args_no_autograd_for once the tensor is made. */
bool args_factory_unchecked(Interp *in, const Args *a, int i, DType *dt, int *dev, bool *pin);
/* The same for a *_like function: t's dtype and device unless given,
 * then requires_grad and memory_format (parameters i to i+3): *strides
 * gets the layout of the new tensor (tensor_like_strides; preserve_format
 * unless given), or the format's error. */
bool args_like(Interp *in, const Args *a, int i, const Tensor *t, DType *dt, int *dev, int64_t *strides);
/* The arguments of zeros(), rand() and the like, bound to the params
 * "*size, dtype=None, device=None, requires_grad=False, pin_memory=False". */
bool args_sized(Interp *in, const Args *a, int *ndim, int64_t *shape, DType *dt, int *dev, bool *pin);

#endif
