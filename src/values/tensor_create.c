/* tensor_create.c: the builtins that make tensors (tensor_create.h):
 * tensor(data) with PyTorch's shape and dtype inference from nested lists,
 * and the factories zeros, ones, empty, full, eye, arange, linspace and
 * their *_like forms.  Every one takes dtype= and device= (default: the
 * current CUDA device) and refuses requires_grad=True. */
#include "values/tensor_create.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/builtins.h"
#include "runtime/runtime.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"

bool tensor_create_pin(Interp *in, bool pin, Value *v)
{
    if (!pin) return true;
    const Backend *be;
    Tensor *pinned;
    Error err;
    bool ok = tensor_backend(in, &be) &&
              (dispatch_pin_memory(be, value_as_tensor(*v), &pinned, &err) || tensor_fail(in, &err));
    value_release(*v);
    *v = ok ? value_tensor(pinned) : value_none();
    return ok;
}

/* requires_grad checked against the dtype of *out, the tensor a factory
 * made with args_factory_unchecked (released when refused). */
static bool made_for_grad(Interp *in, Value requires_grad, Value *out)
{
    if (args_no_autograd_for(in, requires_grad, value_as_tensor(*out)->dtype)) return true;
    value_release(*out);
    *out = value_none();
    return false;
}

static bool bi_tensor(Interp *in, const Args *a, Value *out)
{
    DType dt = DT_COUNT;
    int dev;
    bool pin;
    if (!args_factory_unchecked(in, a, 1, &dt, &dev, &pin)) return false;
    Tensor *t;
    if (!tensor_from_data(in, a->p[0], dt, dev, &t)) return false;
    *out = value_tensor(t);
    return made_for_grad(in, a->p[3], out) && tensor_create_pin(in, pin, out);
}

/* asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False)
 * and as_tensor(data, dtype=None, device=None), by data: a tensor is kept
 * as it is unless dtype or device differ (or copy=True asks for a copy);
 * anything else is read as tensor() reads it. */
enum { AS_TENSOR, AS_ARRAY };

/* asarray's tensor, or as_tensor's: copy says whether a tensor must be copied. */
static bool as_array(Interp *in, const Args *a, bool copy, Value *out)
{
    DType dt = DT_COUNT;
    int dev = runtime_current_device();
    if (a->p[0].kind == V_TENSOR) {
        dt = value_as_tensor(a->p[0])->dtype;
        dev = tensor_device(value_as_tensor(a->p[0]));
    }
    if (!args_dtype(in, a, 1, &dt) || (a->p[2].kind != V_NONE && !args_device(in, a, 2, &dev))) return false;
    Tensor *t;
    if (a->p[0].kind != V_TENSOR) return tensor_from_data(in, a->p[0], dt, dev, &t) && args_give(out, t);
    Tensor *src = value_as_tensor(a->p[0]);
    if (!copy && dt == src->dtype && dev == tensor_device(src)) {
        *out = value_retain(a->p[0]);
        return true;
    }
    return tensor_to(in, src, dev, dt, false, copy, &t) && args_give(out, t);
}

static bool bi_asarray(Interp *in, const Args *a, Value *out)
{
    bool copy = false;
    if (a->fn->data == AS_ARRAY && a->p[3].kind != V_NONE && !value_truth(in, a->p[3], &copy)) return false;
    if (!as_array(in, a, copy, out)) return false;
    return a->fn->data != AS_ARRAY || made_for_grad(in, a->p[4], out);
}

/* ---------------------------------------------------------- factories */

/* full(shape, value) on dev (pinned: on the host, then pinned), the work
 * of every filled factory. */
static bool make_full(Interp *in, int dev, bool pin, DType dt, int ndim, const int64_t *shape, Operand value,
                      Value *out)
{
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_full(be, tensor_stream(dev), dev, dt, ndim, shape, value, &t, &err)) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return tensor_create_pin(in, pin, out);
}

/* The out= of a factory whose options start at parameter i: PyTorch's
 * *_out variants make the values in out's dtype (unless dtype= names one)
 * and on its device. */
static bool factory_out(Interp *in, const Args *a, int i, DType *dt, int *dev)
{
    Tensor *o;
    if (a->p[i + 4].kind == V_NONE) return true;
    if (!args_tensor(in, a, i + 4, &o)) return false;
    if (a->p[i].kind == V_NONE) *dt = o->dtype;
    *dev = tensor_device(o);
    return true;
}

/* made: the factory's result in *out; with out= given, written there
 * (resized to the result's shape) and *out that tensor. */
static bool factory_give(Interp *in, const Args *a, int i, bool made, Value *out)
{
    if (!made || a->p[i + 4].kind == V_NONE) return made;
    return tensor_methods_deliver(in, a, *out, out);
}

/* zeros and ones. */
static bool sized_factory(Interp *in, const Args *a, Operand value, Value *out)
{
    int ndim, dev;
    int64_t shape[TENSOR_MAX_DIMS];
    DType dt = dtype_default_float();
    bool pin;
    if (!args_sized(in, a, &ndim, shape, &dt, &dev, &pin) || !factory_out(in, a, 1, &dt, &dev)) return false;
    return factory_give(in, a, 1, make_full(in, dev, pin, dt, ndim, shape, value, out), out);
}

static bool bi_zeros(Interp *in, const Args *a, Value *out)
{
    return sized_factory(in, a, operand_int(0), out);
}

static bool bi_ones(Interp *in, const Args *a, Value *out)
{
    return sized_factory(in, a, operand_int(1), out);
}

/* empty() allocates and launches nothing, as PyTorch's: the contents are
 * whatever the memory held, and no stream has written them (the race
 * checker sees the first write as the first access). */
static bool bi_empty(Interp *in, const Args *a, Value *out)
{
    int ndim, dev;
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    DType dt = dtype_default_float();
    MemoryFormat f = MEM_CONTIGUOUS;
    bool pin;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!args_sized(in, a, &ndim, shape, &dt, &dev, &pin) || !args_memory_format(in, a, 5, true, &f) ||
        !tensor_backend(in, &be))
        return false;
    bool ok = tensor_check_shape(ndim, shape, dt, &err) && tensor_format_strides(ndim, shape, f, strides, &err) &&
              (pin ? tensor_empty_pinned(be, dt, ndim, shape, strides, &t, &err)
                   : tensor_empty_strided(be, dev, tensor_stream(dev), dt, ndim, shape, strides, &t, &err));
    if (!ok) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return true;
}

/* empty_strided(size, stride, dtype=None, device=None): empty() with the
 * given strides, as for a layout a kernel is to write. */
static bool bi_empty_strided(Interp *in, const Args *a, Value *out)
{
    int ndim, ns, dev;
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    DType dt = DT_FLOAT32;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!args_sizes_of(in, a->fn->name, "size", &a->p[0], 1, &ndim, shape) ||
        !args_sizes_of(in, a->fn->name, "stride", &a->p[1], 1, &ns, strides) || !args_dtype(in, a, 2, &dt) ||
        !args_device(in, a, 3, &dev) || !args_no_autograd_for(in, a->p[4], dt) || !tensor_backend(in, &be))
        return false;
    if (ns != ndim) return error_raise(in, "mismatch in length of strides and shape");
    if (!tensor_empty_strided(be, dev, tensor_stream(dev), dt, ndim, shape, strides, &t, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(t);
    return true;
}

static bool bi_full(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    Operand value;
    if (!value_is_seq(p[0]))
        return error_raise_as(in, ERR_TYPE, "full(): argument 'size' (position 1) must be tuple of ints, not %s",
                              value_type_name(p[0]));
    if (!args_sizes_of(in, "full", "size", p, 1, &ndim, shape) || !args_number(in, a, "fill_value", p[1], &value))
        return false;
    DType dt = dispatch_scalar_dtype(value);
    int dev;
    bool pin;
    if (!args_factory(in, a, 2, &dt, &dev, &pin) || !factory_out(in, a, 2, &dt, &dev)) return false;
    return factory_give(in, a, 2, make_full(in, dev, pin, dt, ndim, shape, value, out), out);
}

/* scalar_tensor(s, *, dtype=None, device=None, ...): the number s as a
 * 0-d tensor, of the default float dtype unless dtype names another. */
static bool bi_scalar_tensor(Interp *in, const Args *a, Value *out)
{
    Operand value;
    DType dt = dtype_default_float();
    int dev;
    bool pin;
    if (!args_number(in, a, "s", a->p[0], &value) || !args_factory(in, a, 1, &dt, &dev, &pin)) return false;
    return make_full(in, dev, pin, dt, 0, NULL, value, out);
}

static bool bi_eye(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int64_t n = 0, m = 0;
    if (!args_int(in, a, 0, &n)) return false;
    if (p[1].kind == V_NONE) m = n;
    else if (!args_int(in, a, 1, &m)) return false;
    DType dt = dtype_default_float();
    int dev;
    bool pin;
    if (!args_factory(in, a, 2, &dt, &dev, &pin) || !factory_out(in, a, 2, &dt, &dev)) return false;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_eye(be, tensor_stream(dev), dev, dt, n, m, &t, &err)) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return factory_give(in, a, 2, tensor_create_pin(in, pin, out), out);
}

static bool bi_arange(Interp *in, const Args *a, Value *out)
{
    Value p[6];
    memcpy(p, a->p, sizeof p);
    /* arange(end) names its one positional argument `end`. */
    if (p[1].kind == V_NONE) {
        if (p[0].kind == V_NONE)
            return error_raise_as(in, ERR_TYPE, "arange() missing required argument 'end' (pos 1)");
        /* Its type error names end, at position 1 as given. */
        Value x = p[0];
        Operand probe;
        if (x.kind == V_TENSOR && !tensor_item(in, value_as_tensor(x), &x)) return false;
        if (!tensor_operand(x, &probe) || x.kind == V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "arange(): argument 'end'%s must be Number, not %s",
                                  a->n > 0 ? " (position 1)" : "", value_type_name(p[0]));
        p[1] = p[0];
        p[0] = value_int(0);
    }
    if (p[0].kind == V_NONE) p[0] = value_int(0);
    if (p[2].kind == V_NONE) p[2] = value_int(1);
    Operand start, end, step;
    DType dt = DT_COUNT;
    int dev;
    bool pin;
    if (!args_number(in, a, "start", p[0], &start) || !args_number(in, a, "end", p[1], &end) ||
        !args_number(in, a, "step", p[2], &step) || !args_factory_unchecked(in, a, 3, &dt, &dev, &pin) ||
        !factory_out(in, a, 3, &dt, &dev))
        return false;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_arange(be, tensor_stream(dev), dev, dt, start, end, step, &t, &err)) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return made_for_grad(in, a->p[5], out) && factory_give(in, a, 3, tensor_create_pin(in, pin, out), out);
}

bool tensor_create_range(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Operand start, end, step;
    DType dt = DT_COUNT;
    int dev;
    bool pin;
    if (!args_number(in, a, "start", p[0], &start) || !args_number(in, a, "end", p[1], &end) ||
        !args_number(in, a, "step", p[2], &step) || !args_factory_unchecked(in, a, 3, &dt, &dev, &pin) ||
        !factory_out(in, a, 3, &dt, &dev))
        return false;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_range(be, tensor_stream(dev), dev, dt, start, end, step, &t, &err)) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return made_for_grad(in, a->p[5], out) && factory_give(in, a, 3, tensor_create_pin(in, pin, out), out);
}

static bool bi_linspace(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Operand start, end;
    int64_t steps = 0;
    DType dt = DT_COUNT;
    int dev;
    bool pin;
    if (!args_number(in, a, "start", p[0], &start) || !args_number(in, a, "end", p[1], &end) ||
        !args_int(in, a, 2, &steps) || !args_factory(in, a, 3, &dt, &dev, &pin) ||
        !factory_out(in, a, 3, &dt, &dev))
        return false;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_linspace(be, tensor_stream(dev), dev, dt, start, end, steps, &t, &err)) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return factory_give(in, a, 3, tensor_create_pin(in, pin, out), out);
}

/* zeros_like and friends: input's shape, and its dtype and device unless
 * given; laid out in memory_format, as PyTorch's preserve_format lays it
 * (its strides when dense, else dense ones in their order) unless given.
 * fill false: empty_like, which launches nothing. */
static bool like_factory(Interp *in, const Args *a, bool has_value, bool fill, Operand value, Value *out)
{
    /* input, fill_value (full_like's alone), dtype, device, requires_grad, memory_format */
    Tensor *t;
    DType dt;
    int dev;
    int64_t strides[TENSOR_MAX_DIMS];
    if (!args_tensor(in, a, 0, &t) || (has_value && !args_number(in, a, "fill_value", a->p[1], &value)) ||
        !args_like(in, a, has_value ? 2 : 1, t, &dt, &dev, strides))
        return false;
    const Backend *be;
    Error err;
    Tensor *r;
    if (!tensor_backend(in, &be)) return false;
    DevStream *s = tensor_stream(dev);
    if (!tensor_empty_strided(be, dev, s, dt, t->ndim, t->shape, strides, &r, &err)) return tensor_fail(in, &err);
    if (fill && !dispatch_fill(be, s, r, value, &err)) {
        tensor_release(r);
        return tensor_fail(in, &err);
    }
    *out = value_tensor(r);
    return true;
}

static bool bi_zeros_like(Interp *in, const Args *a, Value *out)
{
    return like_factory(in, a, false, true, operand_int(0), out);
}

static bool bi_ones_like(Interp *in, const Args *a, Value *out)
{
    return like_factory(in, a, false, true, operand_int(1), out);
}

static bool bi_empty_like(Interp *in, const Args *a, Value *out)
{
    return like_factory(in, a, false, false, operand_int(0), out);
}

static bool bi_full_like(Interp *in, const Args *a, Value *out)
{
    return like_factory(in, a, true, true, operand_int(0), out);
}

/* The legacy constructors' one way: a tensor of dtype dt on dev (-1: the
 * host); sizes (varargs or a Size) give a new tensor, of zeros when zeros
 * is true (torch.Tensor), else unfilled; a list or tuple gives a copy of
 * its data, a tensor itself converted (torch.Tensor keeps its device
 * unless device= is given). */
static bool legacy_new(Interp *in, const Args *a, DType dt, int dev, bool zeros, Value *out)
{
    const List *args = value_as_list(a->p[0]);
    const Value *v = args->items;
    int n = (int)args->len;
    /* size= names sizes, never data, as in PyTorch. */
    bool data = n == 1 && a->n > 0;
    Tensor *t;
    if (data && v[0].kind == V_TENSOR) {
        Tensor *src = value_as_tensor(v[0]);
        if (!tensor_to(in, src, zeros && a->p[1].kind == V_NONE ? tensor_device(src) : dev, dt, false, false, &t))
            return false;
        *out = value_tensor(t);
        return true;
    }
    if (data && (v[0].kind == V_LIST || v[0].kind == V_TUPLE)) {
        if (!tensor_from_data(in, v[0], dt, dev, &t)) return false;
        *out = value_tensor(t);
        return true;
    }
    int ndim = 0;
    int64_t shape[TENSOR_MAX_DIMS] = {0};
    if (n == 0) ndim = 1;
    else if (!args_sizes_of(in, a->fn->name, "size", v, n, &ndim, shape)) return false;
    if (zeros) return make_full(in, dev, false, dt, ndim, shape, operand_int(0), out);
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!tensor_empty(be, dev, tensor_stream(dev), dt, ndim, shape, &t, &err)) return tensor_fail(in, &err);
    *out = value_tensor(t);
    return true;
}

/* torch.Tensor(...), PyTorch's legacy constructor: always float32, of
 * zeros when given sizes.  Like every factory here it makes its tensor on
 * the current CUDA device unless device= says. */
static bool bi_Tensor(Interp *in, const Args *a, Value *out)
{
    int dev;
    return args_to_device(in, "Tensor", a->p[1], &dev) && legacy_new(in, a, DT_FLOAT32, dev, true, out);
}

bool tensor_create_legacy(Interp *in, const Args *a, DType dt, bool cuda, Value *out)
{
    int dev = cuda ? runtime_current_device() : -1;
    if (a->p[1].kind != V_NONE) {
        if (!args_to_device(in, a->fn->name, a->p[1], &dev)) return false;
        if ((dev >= 0) != cuda)
            return error_raise(in, "legacy constructor expects device type: %s but device type: %s was passed",
                               cuda ? "cuda" : "cpu", cuda ? "cpu" : "cuda");
    }
    return legacy_new(in, a, dt, dev, false, out);
}

/* t.new(*args, device=None): the legacy constructor of t's dtype, on t's
 * device unless given: of sizes (unfilled), of data, or empty. */
static bool bi_new(Interp *in, const Args *a, Value *out)
{
    int dev = tensor_device(value_as_tensor(a->p[0]));
    if (a->p[2].kind != V_NONE && !args_to_device(in, "new", a->p[2], &dev)) return false;
    Args b = *a;
    b.p = a->p + 1;
    b.n = a->n - 1;
    return legacy_new(in, &b, value_as_tensor(a->p[0])->dtype, dev, false, out);
}

/* t.requires_grad_(): refused, as requires_grad=True is. */
static bool bi_requires_grad_(Interp *in, const Args *a, Value *out)
{
    bool on;
    if (!value_truth(in, a->p[1], &on)) return false;
    /* PyTorch's own refusal of a tensor that is not floating point comes first. */
    if (on && !dtype_is_float(value_as_tensor(a->p[0])->dtype))
        return error_raise(in, "only Tensors of floating point dtype can require gradients");
    if (!args_no_autograd(in, a->p[1])) return false;
    *out = value_retain(a->p[0]);
    return true;
}

/* -------------------------------------------------------------- table */

/* The options every factory but the *_like ones ends with, keyword-only
 * as PyTorch's (tensor(data, float32) is its TypeError). */
#define OPTIONS "dtype=None, device=None, requires_grad=False, pin_memory=False"
#define SIZED "*size, " OPTIONS
/* The factories with PyTorch's out= variants take it after the options. */
#define OUT_OPTIONS OPTIONS ", out=None"
#define LIKE "input, *, dtype=None, device=None, requires_grad=False, memory_format=None"
/* torch's factories, whose binding errors are PyTorch's parser's. */
#define FACTORY (BI_FUNC | BI_TORCH)

static const Builtin rows[] = {
    {"Tensor", V_TENSOR, BI_TYPE, bi_Tensor, "*size, device=None", 0,
     "the type of tensors (isinstance(x, Tensor)); a float32 tensor: Tensor(2, 3) of zeros, Tensor(data) a copy "
     "of data"},
    {"new", V_TENSOR, BI_METHOD, bi_new, "*args, device=None", 0,
     "the legacy constructor of t's dtype, on t's device unless given: new(2, 3) unfilled, new(data), new() empty"},
    {"requires_grad_", V_TENSOR, BI_METHOD, bi_requires_grad_, "requires_grad=True", 0,
     "an error unless False (cst has no autograd)"},
    {"tensor", V_NONE, FACTORY, bi_tensor, "data, *, " OPTIONS, 0,
     "a new tensor holding a copy of data (a number or nested lists); dtype inferred as bool, int64 or float32; "
     "device 'cuda' (the current device) unless given"},
    {"asarray", V_NONE, FACTORY, bi_asarray, "obj, *, dtype=None, device=None, copy=None, requires_grad=False",
     AS_ARRAY, "obj as a tensor: a tensor itself unless dtype or device differ or copy=True, else as tensor()"},
    {"as_tensor", V_NONE, FACTORY, bi_asarray, "data, *, dtype=None, device=None", AS_TENSOR,
     "data as a tensor: a tensor itself unless dtype or device differ, else as tensor()"},
    {"zeros", V_NONE, FACTORY, bi_zeros, "*size, " OUT_OPTIONS, 0, "a tensor of zeros (float32 and on cuda unless given)"},
    {"ones", V_NONE, FACTORY, bi_ones, "*size, " OUT_OPTIONS, 0, "a tensor of ones (float32 and on cuda unless given)"},
    {"empty", V_NONE, FACTORY, bi_empty, SIZED ", memory_format=None", 0,
     "a new tensor, its contents unspecified (nothing is launched to fill it), laid out in memory_format"},
    {"empty_strided", V_NONE, FACTORY, bi_empty_strided,
     "size, stride, *, dtype=None, device=None, requires_grad=False", 0,
     "empty() with the given strides"},
    {"full", V_NONE, FACTORY, bi_full, "size, fill_value, *, " OUT_OPTIONS, 0,
     "a tensor filled with fill_value (dtype from it: bool, int64 or float32)"},
    {"scalar_tensor", V_NONE, FACTORY, bi_scalar_tensor, "s, *, " OPTIONS, 0,
     "the number s as a 0-d tensor (float32 and on cuda unless given)"},
    {"eye", V_NONE, FACTORY, bi_eye, "n, m=None, *, " OUT_OPTIONS, 0,
     "ones on the diagonal of an n x m matrix (m = n unless given; float32)"},
    {"arange", V_NONE, FACTORY, bi_arange, "start=None, end=None, step=1, *, " OUT_OPTIONS,
     0, "start, start+step, ... below end; arange(end) starts at 0"},
    {"linspace", V_NONE, FACTORY, bi_linspace, "start, end, steps, *, " OUT_OPTIONS, 0,
     "steps evenly spaced values from start to end (float32 unless given)"},
    {"zeros_like", V_NONE, FACTORY, bi_zeros_like, LIKE, 0,
     "zeros of input's shape (and dtype and device unless given)"},
    {"ones_like", V_NONE, FACTORY, bi_ones_like, LIKE, 0, "ones of input's shape (and dtype and device unless given)"},
    {"empty_like", V_NONE, FACTORY, bi_empty_like, LIKE, 0,
     "a new tensor of input's shape, its contents unspecified"},
    {"full_like", V_NONE, FACTORY, bi_full_like,
     "input, fill_value, *, dtype=None, device=None, requires_grad=False, memory_format=None", 0,
     "fill_value in input's shape (and dtype and device unless given)"},
};

void tensor_create_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
