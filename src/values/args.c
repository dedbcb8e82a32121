/* args.c: the builtins' argument conversions (args.h). */
#include "values/args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "runtime/runtime.h"

const char *args_name(const Args *a, int i)
{
    return builtins_signature(a->fn)->p[i].name;
}

/* What PyTorch's parser writes after an argument's name in a type error:
 * " (position N)" when the call gave it by position (counted without a
 * method's receiver: t.topk(1.0)'s k is at position 1, torch.topk(t,
 * 1.0)'s at 2), nothing when by keyword. */
static const char *position(const Args *a, int i, char *buf, size_t size)
{
    buf[0] = '\0';
    if (i < a->n && i != builtins_signature(a->fn)->star)
        snprintf(buf, size, " (position %d)", i + 1 - (a->method ? 1 : 0));
    return buf;
}

/* The same for the parameter called name ("" where there is none). */
static const char *named_position(const Args *a, const char *name, char *buf, size_t size)
{
    const Signature *s = builtins_signature(a->fn);
    buf[0] = '\0';
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->p[i].name, name) == 0) return position(a, i, buf, size);
    return buf;
}

bool args_type_error(Interp *in, const Args *a, int i, const char *expected)
{
    char pos[32], fn[64];
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s'%s must be %s, not %s",
                          builtins_parser_name(a->fn, fn, sizeof fn), args_name(a, i),
                          position(a, i, pos, sizeof pos), expected, value_type_name(a->p[i]));
}

/* ------------------------------------------------------------ tensors */

bool args_tensor(Interp *in, const Args *a, int i, Tensor **t)
{
    Value v = a->p[i];
    if (v.kind != V_TENSOR) return args_type_error(in, a, i, "Tensor");
    *t = value_as_tensor(v);
    return true;
}

bool args_need_tensor(Interp *in, const Args *a, int i)
{
    Tensor *t;
    return args_tensor(in, a, i, &t);
}

bool args_tensors(Interp *in, const Args *a, int i, Tensor ***ts, int *n)
{
    Value v = a->p[i];
    /* a return type (torch.sort's values and indices) is a tuple too */
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_NAMEDTUPLE)
        return args_type_error(in, a, i, "tuple of Tensors");
    List *l = value_as_list(v);
    *ts = xcalloc(l->len + 1, sizeof **ts);
    for (size_t k = 0; k < l->len; k++) {
        if (l->items[k].kind != V_TENSOR) {
            free(*ts);
            return error_raise_as(in, ERR_TYPE, "expected Tensor as element %zu in argument %d, but got %s", k, i,
                                  value_type_name(l->items[k]));
        }
        (*ts)[k] = value_as_tensor(l->items[k]);
    }
    *n = (int)l->len;
    return true;
}

bool args_give(Value *out, Tensor *t)
{
    *out = value_tensor(t);
    return true;
}

/* ------------------------------------------------------------ numbers */

bool args_int(Interp *in, const Args *a, int i, int64_t *out)
{
    return args_int_value(in, a, args_name(a, i), a->p[i], out);
}

bool args_int_value(Interp *in, const Args *a, const char *name, Value v, int64_t *out)
{
    char pos[32];
    if (v.kind == V_INT) {
        *out = v.u.i;
        return true;
    }
    /* PyTorch's parser takes a 0-d integer tensor for an int too. */
    if (v.kind == V_TENSOR && value_as_tensor(v)->ndim == 0 && dtype_is_int(value_as_tensor(v)->dtype)) {
        Value x;
        if (!tensor_item(in, value_as_tensor(v), &x)) return false;
        *out = x.u.i;
        return true;
    }
    char fn[64];
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s'%s must be int, not %s",
                          builtins_parser_name(a->fn, fn, sizeof fn), name, named_position(a, name, pos, sizeof pos),
                          value_type_name(v));
}

bool args_operand(Interp *in, const Args *a, int i, Operand *out)
{
    return tensor_operand(a->p[i], out) || args_type_error(in, a, i, "Tensor or Number");
}

bool args_number(Interp *in, const Args *a, const char *name, Value v, Operand *out)
{
    Value x = v;
    if (v.kind == V_TENSOR && !tensor_item(in, value_as_tensor(v), &x)) return false;
    char pos[32];
    if (tensor_operand(x, out) && x.kind != V_TENSOR) return true;
    char fn[64];
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s'%s must be Number, not %s",
                          builtins_parser_name(a->fn, fn, sizeof fn), name, named_position(a, name, pos, sizeof pos),
                          value_type_name(v));
}

/* ------------------------------------------------------- dims, sizes */

/* An item of a list of ints as PyTorch's parser reads one: an int or a 0-d
 * integer tensor (its value read on the host); *ok false for another. */
static bool int_item(Interp *in, Value v, int64_t *out, bool *ok)
{
    *ok = true;
    if (v.kind == V_INT) {
        *out = v.u.i;
        return true;
    }
    Tensor *t = v.kind == V_TENSOR ? value_as_tensor(v) : NULL;
    *ok = t && t->ndim == 0 && dtype_is_int(t->dtype);
    if (!*ok) return true;
    Value x;
    if (!tensor_item(in, t, &x)) return false;
    *out = x.u.i;
    return true;
}

bool args_dims(Interp *in, const Args *a, int i, Reduction *r)
{
    const char *fn = a->fn->name, *name = args_name(a, i);
    Value v = a->p[i];
    if (v.kind == V_NONE) {
        r->ndims = -1;
        return true;
    }
    if (v.kind == V_INT) {
        r->ndims = 1;
        r->dims[0] = v.u.i;
        return true;
    }
    if (!value_is_seq(v)) return args_type_error(in, a, i, "tuple of ints");
    List *l = value_as_list(v);
    if (l->len > TENSOR_MAX_DIMS) return error_raise(in, "%s(): too many dims (%zu)", fn, l->len);
    r->ndims = (int)l->len;
    for (size_t k = 0; k < l->len; k++) {
        bool ok;
        if (!int_item(in, l->items[k], &r->dims[k], &ok)) return false;
        if (!ok)
            return error_raise_as(in, ERR_TYPE,
                                  "%s(): argument '%s' must be tuple of ints, but found element of type %s at pos %zu",
                                  fn, name, value_type_name(l->items[k]), k + 1);
    }
    return true;
}

bool args_dim(Interp *in, const Args *a, int i, Reduction *r)
{
    Value v = a->p[i];
    if (v.kind == V_NONE) {
        r->ndims = -1;
        return true;
    }
    if (v.kind != V_INT) return args_type_error(in, a, i, "int");
    r->ndims = 1;
    r->dims[0] = v.u.i;
    return true;
}

bool args_sizes_of(Interp *in, const char *fn, const char *arg, const Value *v, int n, int *ndim,
                   int64_t *shape)
{
    const Value *v0 = v;
    if (n == 1 && value_is_seq(v[0])) {
        List *l = value_as_list(v[0]);
        v = l->items;
        n = (int)l->len;
    }
    for (int i = 0; i < n; i++) {
        int64_t size = 0;
        bool ok;
        if (!int_item(in, v[i], &size, &ok)) return false;
        if (!ok && n == 1 && v == v0)
            return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position 1) must be tuple of ints, not %s", fn,
                                  arg, value_type_name(v[0]));
        if (!ok)
            return error_raise_as(in, ERR_TYPE,
                                  "%s(): argument '%s' must be tuple of ints, but found element of type %s at pos %d",
                                  fn, arg, value_type_name(v[i]), i + 1);
        if (i < TENSOR_MAX_DIMS) shape[i] = size;
    }
    if (n > TENSOR_MAX_DIMS)
        return error_raise(in, "tensors have at most %d dimensions, but got %d", TENSOR_MAX_DIMS, n);
    *ndim = n;
    return true;
}

bool args_sizes(Interp *in, const Args *a, int i, int *ndim, int64_t *shape)
{
    const List *l = value_as_list(a->p[i]);
    if (l->len == 0) return builtins_missing(in, a, i);
    return args_sizes_of(in, a->fn->name, args_name(a, i), l->items, (int)l->len, ndim, shape);
}

/* ---------------------------------------------------- dtypes, devices */

bool args_to_dtype(Interp *in, const char *fn, Value v, DType *out)
{
    if (value_as_dtype(v, out)) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument 'dtype' must be torch.dtype, not %s", fn, value_type_name(v));
}

bool args_dtype(Interp *in, const Args *a, int i, DType *dt)
{
    return a->p[i].kind == V_NONE || args_to_dtype(in, a->fn->name, a->p[i], dt);
}

bool args_memory_format(Interp *in, const Args *a, int i, bool none_ok, MemoryFormat *f)
{
    Value v = a->p[i];
    if (v.kind == V_MEMORY_FORMAT) *f = (MemoryFormat)v.u.i;
    else if (v.kind != V_NONE || (!none_ok && a->given >> i & 1)) return args_type_error(in, a, i, "torch.memory_format");
    return true;
}

/* Names the devices there are, so a script written for more GPUs than the
   machine has says so in words rather than as a CUDA error code. */
static bool no_such_device(Interp *in, int64_t index)
{
    int n = runtime_device_count();
    char have[64];
    if (n == 1) snprintf(have, sizeof have, "cuda:0");
    else if (n == 2) snprintf(have, sizeof have, "cuda:0, cuda:1");
    else snprintf(have, sizeof have, "cuda:0 to cuda:%d", n - 1);
    return error_raise(in, "device %lld does not exist: this machine has %d CUDA device%s (%s)",
                      (long long)index, n, n == 1 ? "" : "s", have);
}

bool args_to_device(Interp *in, const char *fn, Value v, int *dev)
{
    Device d = {DEV_CUDA, -1};
    switch (v.kind) {
    case V_NONE:
        break;
    case V_DEVICE:
        d = v.u.device;
        break;
    case V_INT:
        if (v.u.i < 0) return error_raise(in, "Device index must not be negative");
        if (v.u.i >= runtime_device_count()) return no_such_device(in, v.u.i);
        d.index = (int32_t)v.u.i;
        break;
    case V_STR: {
        const char *s = value_as_str(v)->data;
        if (value_parse_device(s, &d)) break;
        if (!value_device_string_shaped(s) || strncmp(s, "cuda", 4) == 0 || strncmp(s, "cpu", 3) == 0)
            return error_raise(in, "Invalid device string: '%s'", s);
        return error_raise(in, "Expected one of cpu, cuda device type at start of device string: %s", s);
    }
    default:
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'device' must be torch.device, not %s",
                              fn, value_type_name(v));
    }
    if (d.type == DEV_CPU) {
        *dev = -1;
        return true;
    }
    if (d.index < 0) {
        *dev = runtime_current_device();
        return true;
    }
    if (d.index >= runtime_device_count()) return no_such_device(in, d.index);
    *dev = d.index;
    return true;
}

bool args_device(Interp *in, const Args *a, int i, int *dev)
{
    return args_to_device(in, a->fn->name, a->p[i], dev);
}

bool args_cuda_device(Interp *in, const char *fn, Value v, int *dev)
{
    if (v.kind == V_NONE || (v.kind == V_INT && v.u.i < 0)) {
        *dev = runtime_current_device();
        return true;
    }
    if (v.kind == V_BOOL) v = value_int(v.u.b);
    if (!args_to_device(in, fn, v, dev)) return false;
    if (*dev >= 0) return true;
    return error_raise_as(in, ERR_VALUE, "Expected a cuda device, but got: cpu");
}

bool args_no_autograd_for(Interp *in, Value requires_grad, DType dt)
{
    bool on;
    if (!value_truth(in, requires_grad, &on)) return false;
    if (on && dt != DT_COUNT && !dtype_is_float(dt))
        return error_raise(in, "Only Tensors of floating point and complex dtype can require gradients");
    if (on)
        return error_raise(in, "requires_grad=True: autograd is out of scope in cst (tensors never track gradients)");
    return true;
}

bool args_no_autograd(Interp *in, Value requires_grad)
{
    return args_no_autograd_for(in, requires_grad, DT_COUNT);
}

bool args_factory(Interp *in, const Args *a, int i, DType *dt, int *dev, bool *pin)
{
    return args_factory_unchecked(in, a, i, dt, dev, pin) && args_no_autograd_for(in, a->p[i + 2], *dt);
}

bool args_factory_unchecked(Interp *in, const Args *a, int i, DType *dt, int *dev, bool *pin)
{
    if (!args_dtype(in, a, i, dt) || !value_truth(in, a->p[i + 3], pin))
        return false;
    /* Pinned memory is host memory: without a device, that is the host. */
    if (*pin && a->p[i + 1].kind == V_NONE) {
        *dev = -1;
        return true;
    }
    if (!args_device(in, a, i + 1, dev)) return false;
    if (*pin && *dev >= 0) return error_raise(in, "Only dense CPU tensors can be pinned");
    return true;
}

bool args_like(Interp *in, const Args *a, int i, const Tensor *t, DType *dt, int *dev, int64_t *strides)
{
    *dt = t->dtype;
    *dev = tensor_device(t);
    MemoryFormat f = MEM_PRESERVE;
    Error err;
    if (!args_dtype(in, a, i, dt) || (a->p[i + 1].kind != V_NONE && !args_device(in, a, i + 1, dev)) ||
        !args_no_autograd_for(in, a->p[i + 2], *dt) || !args_memory_format(in, a, i + 3, true, &f))
        return false;
    return tensor_like_strides(t, f, strides, &err) || tensor_fail(in, &err);
}

bool args_sized(Interp *in, const Args *a, int *ndim, int64_t *shape, DType *dt, int *dev, bool *pin)
{
    return args_sizes(in, a, 0, ndim, shape) && args_factory(in, a, 1, dt, dev, pin);
}
