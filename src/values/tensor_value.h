/* tensor_value.h: tensors as cst values (the V_TENSOR kind).  A tensor value
 * holds one reference to a Tensor (tensor.h); its class gives it PyTorch's
 * behaviour wherever generic code meets it: repr and print (format.h, with
 * the set_printoptions state kept here), truth, int()/float(), f-strings,
 * len, for-loops, every operator, and (tensor_advanced.h) indexing, with
 * reads and writes through views and index tensors.
 *
 * It also holds what the tensor builtins share: the device state (backend,
 * current device and stream, from runtime.h), the host's implicit waits,
 * and values as operands; args.h turns their arguments into devices,
 * dtypes and sizes. */
#ifndef CST_TENSOR_VALUE_H
#define CST_TENSOR_VALUE_H

#include <stdbool.h>
#include <stdint.h>

#include "values/builtins.h"
#include "tensor/dispatch.h"
#include "tensor/format.h"
#include "tensor/tensor.h"
#include "values/value.h"

/* Defines the V_TENSOR class: called once from interp_new. */
void tensor_value_register(void);

/* The heap object of a tensor value: the value's references count the
 * wrapper; the wrapper holds one reference to the tensor. */
typedef struct TensorObj {
    Obj obj;
    Tensor *t;
} TensorObj;

/* A tensor value; takes the reference t. */
Value value_tensor(Tensor *t);
/* The tensor of a V_TENSOR value (borrowed). */
static inline Tensor *value_as_tensor(Value v)
{
    return ((TensorObj *)v.u.obj)->t;
}

/* torch.set_printoptions' state, shared by every print of a tensor. */
PrintOptions *tensor_print_options(void);

/* ---- for the builtins ---- */

/* Raises err's message as the evaluator's error; returns false. */
bool tensor_fail(Interp *in, const Error *err);
/* The backend serving the devices (initialised on first use). */
bool tensor_backend(Interp *in, const Backend **be);
/* The stream device work goes on: dev's current stream (NULL for the host). */
DevStream *tensor_stream(int dev);

/* A Python number (bool, int, float) or a tensor as an operation's operand;
 * false, without raising, for any other value. */
bool tensor_operand(Value v, Operand *out);

/* The host's view of t: t itself for a cpu tensor, else a host copy made
 * after waiting for the current stream of t's device, as PyTorch waits
 * before it reads device data (print, item, tolist, a condition). */
bool tensor_host(Interp *in, Tensor *t, Tensor **out);
/* t.item(): bool, int or float; t must hold exactly one element. */
bool tensor_item(Interp *in, Tensor *t, Value *out);

/* Elementwise op over operands (dispatch_op on the right stream): a new
 * tensor value, or PyTorch's error raised. */
bool tensor_run(Interp *in, OpCode op, const Operand *xs, int n, Value *out);
/* The same in place: xs[0] is written (dispatch_inplace). */
bool tensor_run_inplace(Interp *in, OpCode op, const Operand *xs, int n);
/* dst.copy_(src) between any devices; a blocking copy from the host waits
 * until the device holds the data, as PyTorch's does. */
bool tensor_copy(Interp *in, Tensor *dst, Tensor *src, bool non_blocking);

/* torch.tensor(data, dtype=dt) on device dev (-1: the host): data is a
 * number, a tensor or nested lists/tuples of numbers and 0-d tensors;
 * dt == DT_COUNT infers bool, int64 or float32 as PyTorch does.  A device
 * tensor is complete when this returns (the host waits for the copy). */
bool tensor_from_data(Interp *in, Value data, DType dt, int dev, Tensor **out);

/* t on device dev (-1: the host) in dtype dt: t itself when nothing
 * changes and copy is false, else a copy (PyTorch's to()).  A blocking
 * copy to the host waits for the source's stream, and one from the host
 * waits until the device holds the data; a non-blocking copy from a
 * device to the host goes to pinned memory and does not wait. */
bool tensor_to(Interp *in, Tensor *t, int dev, DType dt, bool non_blocking, bool copy, Tensor **out);
/* The same laid out in format f (to(memory_format=f)): t itself also
 * needs f to be MEM_PRESERVE or t's tensor_suggest_format, as PyTorch's
 * to() decides; a copy takes tensor_like_strides(t, f). */
bool tensor_to_format(Interp *in, Tensor *t, int dev, DType dt, MemoryFormat f, bool non_blocking, bool copy,
                      Tensor **out);

/* Writes value (a number or a tensor) into the view dst, as
 * `dst[...] = value` does: numbers fill, tensors copy with broadcasting
 * (leading size-1 dimensions of the source ignored, as PyTorch's setitem
 * does). */
bool tensor_assign(Interp *in, Tensor *dst, Value value);

#endif
