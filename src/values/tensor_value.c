/* tensor_value.c: the V_TENSOR kind (tensor_value.h): its class hooks
 * (printing, truth, numbers, operators, iteration; tensor_advanced.c
 * adds indexing), the print options, and the conversions the tensor
 * builtins share. */
#include "values/tensor_value.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "values/builtins.h"
#include "tensor/dispatch_linalg.h"
#include "values/deferred.h"

static PrintOptions print_options = PRINT_OPTIONS_DEFAULT;

PrintOptions *tensor_print_options(void)
{
    return &print_options;
}

Value value_tensor(Tensor *t)
{
    TensorObj *o = value_obj_new(sizeof *o);
    o->t = t;
    return value_from_obj(V_TENSOR, o);
}

/* ------------------------------------------------------------ shared */

bool tensor_fail(Interp *in, const Error *err)
{
    return error_raise_error(in, err);
}

bool tensor_backend(Interp *in, const Backend **be)
{
    Error err;
    if (!runtime_backend(be, &err)) return tensor_fail(in, &err);
    return true;
}

DevStream *tensor_stream(int dev)
{
    return dev < 0 ? NULL : runtime_current_stream(dev);
}

bool tensor_operand(Value v, Operand *out)
{
    switch (v.kind) {
    case V_BOOL: *out = operand_bool(v.u.b); return true;
    case V_INT: *out = operand_int(v.u.i); return true;
    case V_FLOAT: *out = operand_float(v.u.f); return true;
    case V_TENSOR: *out = operand_tensor(value_as_tensor(v)); return true;
    default: return false;
    }
}

bool tensor_host(Interp *in, Tensor *t, Tensor **out)
{
    Error err;
    /* Every read of tensor data on the host comes after the errors of
     * earlier operations (deferred.h). */
    if (!deferred_drain(in)) return false;
    /* Host memory is read in place, with no wait, but pinned memory may
     * still be a stream's (the race checker looks). */
    if (tensor_device(t) < 0 && !runtime_before_host_read(t, &err)) return tensor_fail(in, &err);
    return tensor_to(in, t, -1, t->dtype, false, false, out);
}

static Value element_value(DType dt, const void *p)
{
    if (dtype_is_float(dt)) return value_float(dtype_load_double(dt, p));
    if (dtype_is_bool(dt)) return value_bool(dtype_load_int(dt, p) != 0);
    return value_int(dtype_load_int(dt, p));
}

bool tensor_item(Interp *in, Tensor *t, Value *out)
{
    int64_t n = tensor_numel(t);
    if (n != 1)
        return error_raise(in, "a Tensor with %lld elements cannot be converted to Scalar", (long long)n);
    if (tensor_device(t) >= 0) {
        const Backend *be;
        Error err;
        double element[2];      /* the widest dtype's bytes, aligned */
        if (!tensor_backend(in, &be) || !deferred_drain(in)) return false;
        /* The copy's wait on the current stream is the host read's
         * (runtime_before_host_read's): everything before it has run. */
        if (!dispatch_read_element(be, tensor_stream(tensor_device(t)), t, element, &err))
            return tensor_fail(in, &err);
        *out = element_value(t->dtype, element);
        return true;
    }
    Tensor *h;
    if (!tensor_host(in, t, &h)) return false;
    *out = element_value(h->dtype, tensor_data(h));
    tensor_release(h);
    return true;
}

bool tensor_run(Interp *in, OpCode op, const Operand *xs, int n, Value *out)
{
    const Backend *be;
    Error err;
    int dev;
    Tensor *r;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_device(xs, n, &dev, &err) || !dispatch_op(be, tensor_stream(dev), op, xs, n, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

bool tensor_run_inplace(Interp *in, OpCode op, const Operand *xs, int n)
{
    const Backend *be;
    Error err;
    int dev;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_device(xs, n, &dev, &err) || !dispatch_inplace(be, tensor_stream(dev), op, xs, n, &err))
        return tensor_fail(in, &err);
    return true;
}

/* The stream a copy between dst and src is ordered on: the source's device
 * when it has one (dispatch_copy's rule), else the destination's. */
static DevStream *copy_stream(const Tensor *dst, const Tensor *src)
{
    return tensor_stream(tensor_device(src) >= 0 ? tensor_device(src) : tensor_device(dst));
}

bool tensor_copy(Interp *in, Tensor *dst, Tensor *src, bool non_blocking)
{
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    bool to_host = tensor_device(src) >= 0 && tensor_device(dst) < 0;
    if (to_host && !non_blocking && !deferred_drain(in)) return false;
    if (to_host && !non_blocking && !runtime_before_host_read(src, &err)) return tensor_fail(in, &err);
    if (!dispatch_copy(be, copy_stream(dst, src), dst, src, non_blocking, &err)) return tensor_fail(in, &err);
    /* A blocking copy from the host waits until the device has the data,
     * as PyTorch's copy_ does. */
    if (!non_blocking && tensor_device(src) < 0 && tensor_device(dst) >= 0 &&
        !runtime_after_host_write(dst, &err))
        return tensor_fail(in, &err);
    return true;
}

bool tensor_to(Interp *in, Tensor *t, int dev, DType dt, bool non_blocking, bool copy, Tensor **out)
{
    return tensor_to_format(in, t, dev, dt, MEM_PRESERVE, non_blocking, copy, out);
}

bool tensor_to_format(Interp *in, Tensor *t, int dev, DType dt, MemoryFormat f, bool non_blocking, bool copy,
                      Tensor **out)
{
    int from = tensor_device(t);
    if (from == dev && t->dtype == dt && !copy && (f == MEM_PRESERVE || tensor_suggest_format(t) == f)) {
        *out = tensor_retain(t);
        return true;
    }
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    DevStream *s = tensor_stream(from >= 0 ? from : dev);
    bool ok;
    if (from >= 0 && dev < 0 && non_blocking) {
        /* PyTorch gives a non-blocking copy to the host pinned memory, so
         * that it need not wait. */
        int64_t strides[TENSOR_MAX_DIMS];
        ok = tensor_like_strides(t, f, strides, &err) &&
             tensor_empty_pinned(be, dt, t->ndim, t->shape, strides, out, &err);
        if (ok && !dispatch_copy(be, s, *out, t, true, &err)) {
            tensor_release(*out);
            ok = false;
        }
    } else if (from == dev && t->dtype == dt) {
        ok = dispatch_clone_as(be, s, t, f, out, &err);
    } else {
        if (from >= 0 && dev < 0 && !deferred_drain(in)) return false;
        ok = (from < 0 || dev >= 0 || runtime_before_host_read(t, &err)) &&
             dispatch_to_format(be, s, t, dev, dt, f, non_blocking, out, &err);
    }
    if (ok && from < 0 && dev >= 0 && !non_blocking && !runtime_after_host_write(*out, &err)) {
        tensor_release(*out);
        ok = false;
    }
    return ok || tensor_fail(in, &err);
}

bool tensor_assign(Interp *in, Tensor *dst, Value value)
{
    Operand x;
    if (!tensor_operand(value, &x)) {
        char name[48];
        tensor_legacy_type_name(dst, name, sizeof name);
        return error_raise_as(in, ERR_TYPE, "can't assign a %s to a %s", value_type_name(value), name);
    }
    if (x.kind != OPERAND_TENSOR) {
        const Backend *be;
        Error err;
        if (!tensor_backend(in, &be)) return false;
        if (!dispatch_fill(be, tensor_stream(tensor_device(dst)), dst, x, &err)) return tensor_fail(in, &err);
        return true;
    }
    /* PyTorch's setitem drops the source's leading size-1 dimensions, then
     * expands it to the destination's shape. */
    Tensor *src = x.t;
    int lead = 0;
    while (lead < src->ndim && src->shape[lead] == 1) lead++;
    Tensor *stripped = tensor_as_strided(src, src->ndim - lead, src->shape + lead, src->strides + lead, src->offset);
    Tensor *expanded;
    Error err;
    bool ok = tensor_expand(stripped, dst->ndim, dst->shape, &expanded, &err) || tensor_fail(in, &err);
    tensor_release(stripped);
    if (!ok) return false;
    ok = tensor_copy(in, dst, expanded, false);
    tensor_release(expanded);
    return ok;
}

/* a @ b: matmul on the device of whichever operand has one. */
static bool matmul(Interp *in, Tensor *x, Tensor *y, Value *out)
{
    const Backend *be;
    Error err;
    Tensor *r;
    int dev = tensor_device(x) >= 0 ? tensor_device(x) : tensor_device(y);
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_matmul(be, tensor_stream(dev), x, y, &r, &err)) return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* ------------------------------------------------------ tensor(data) */

/* What a walk over nested lists learns: the shape and the dtype the
 * elements promote to (DT_COUNT until the first element). */
typedef struct Walk {
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    DType dtype;
} Walk;

/* The shape as PyTorch's compute_sizes finds it: the lengths along the
 * first element of each level.  A non-empty string there is a sequence
 * to it, one character long at every level, until it has too many. */
static bool walk_shape(Interp *in, Value v, Walk *w)
{
    w->ndim = 0;
    while (value_is_seq(v)) {
        List *l = value_as_list(v);
        if (w->ndim == TENSOR_MAX_DIMS)
            return error_raise(in, "tensors have at most %d dimensions, but got more", TENSOR_MAX_DIMS);
        w->shape[w->ndim++] = (int64_t)l->len;
        if (l->len == 0) break;
        v = l->items[0];
    }
    if (w->ndim > 0 && v.kind == V_STR && value_as_str(v)->len > 0)
        return error_raise_as(in, ERR_VALUE, "too many dimensions 'str'");
    return true;
}

/* An element's dtype, as PyTorch's infer_scalar_type reads it (it runs
 * after compute_sizes, so a string elsewhere is a bad type). */
static bool element_dtype(Interp *in, Value v, DType *out)
{
    switch (v.kind) {
    case V_BOOL: *out = DT_BOOL; return true;
    case V_INT: *out = DT_INT64; return true;
    case V_FLOAT: *out = dtype_default_float(); return true;
    case V_TENSOR:
        /* Its size is checked when it is stored (tensor_element_number). */
        *out = value_as_tensor(v)->dtype;
        return true;
    case V_STR:
        return error_raise_as(in, ERR_TYPE, "new(): invalid data type 'str'");
    default:
        return error_raise(in, "Could not infer dtype of %s", value_type_name(v));
    }
}

/* Checks that v is a regular nesting of w's shape and promotes the
 * elements' dtypes into w->dtype. */
static bool walk_check(Interp *in, Value v, int dim, Walk *w)
{
    if (dim == w->ndim) {
        if (value_is_seq(v))
            return error_raise_as(in, ERR_TYPE, "'%s' object cannot be interpreted as a number", value_type_name(v));
        DType dt = DT_COUNT;
        if (!element_dtype(in, v, &dt)) return false;
        w->dtype = w->dtype == DT_COUNT ? dt : tensor_promote_types(w->dtype, dt);
        return true;
    }
    if (!value_is_seq(v)) return error_raise_as(in, ERR_TYPE, "not a sequence");
    List *l = value_as_list(v);
    if ((int64_t)l->len != w->shape[dim])
        return error_raise_as(in, ERR_VALUE, "expected sequence of length %lld at dim %d (got %zu)",
                              (long long)w->shape[dim], dim, l->len);
    for (size_t i = 0; i < l->len; i++)
        if (!walk_check(in, l->items[i], dim + 1, w)) return false;
    return true;
}

static bool overflow(Interp *in, DType dt)
{
    return error_raise(in, "value cannot be converted to type %s without overflow", dtype_name(dt));
}

/* One Python number stored as dt, with c10's checked conversion: integer
 * dtypes refuse values outside their range (uint8 also takes the ints
 * -255..-1, wrapping), NaN and infinities; a float is compared before it
 * is truncated, so int8 refuses 127.5 and uint8 -0.5; floats round,
 * overflowing to inf. */
static bool store_number(Interp *in, DType dt, void *p, Value x)
{
    static const int64_t lo[DT_COUNT] = {[DT_UINT8] = -255, [DT_INT8] = -128, [DT_INT16] = -32768,
                                         [DT_INT32] = INT32_MIN, [DT_INT64] = INT64_MIN};
    static const int64_t hi[DT_COUNT] = {[DT_UINT8] = 255, [DT_INT8] = 127, [DT_INT16] = 32767,
                                         [DT_INT32] = INT32_MAX, [DT_INT64] = INT64_MAX};
    if (x.kind == V_FLOAT) {
        double f = x.u.f;
        double bottom = dt == DT_UINT8 ? 0.0 : (double)lo[dt];
        double top = dt == DT_INT64 ? 9223372036854775807.0 : (double)hi[dt];
        if (dtype_is_int(dt) && (isnan(f) || f < bottom || f > top)) return overflow(in, dt);
        if (dt == DT_INT64 && trunc(f) >= 9223372036854775808.0) return overflow(in, dt);
        dtype_store_double(dt, p, f);
        return true;
    }
    int64_t i = x.kind == V_BOOL ? x.u.b : x.u.i;
    if (dtype_is_int(dt) && (i < lo[dt] || i > hi[dt])) return overflow(in, dt);
    dtype_store_int(dt, p, i);
    return true;
}

/* The Python number an element that is a tensor gives, as PyTorch's
 * store_scalar reads it for dt: __float__ for a float dtype (any tensor of
 * one element), __index__ for an integer or bool dtype (an integer or
 * bool tensor of one element). */
static bool tensor_element_number(Interp *in, Value v, DType dt, Value *out)
{
    if (dtype_is_float(dt)) return value_scalar(in, v, out);
    int64_t i;
    if (!value_as_index(in, v, &i)) return false;
    *out = value_int(i);
    return true;
}

/* Stores the elements of v (already checked) in row-major order at *p. */
static bool walk_store(Interp *in, Value v, int dim, const Walk *w, DType dt, char **p)
{
    if (dim == w->ndim) {
        Value x = v;
        if (v.kind == V_TENSOR && !tensor_element_number(in, v, dt, &x)) return false;
        if (!store_number(in, dt, *p, x)) return false;
        *p += dtype_size(dt);
        return true;
    }
    List *l = value_as_list(v);
    for (size_t i = 0; i < l->len; i++)
        if (!walk_store(in, l->items[i], dim + 1, w, dt, p)) return false;
    return true;
}

bool tensor_from_data(Interp *in, Value data, DType dt, int dev, Tensor **out)
{
    if (data.kind == V_TENSOR) {
        /* torch.tensor(t) copies t, even when nothing else changes. */
        Tensor *t = value_as_tensor(data);
        return tensor_to(in, t, dev, dt == DT_COUNT ? t->dtype : dt, false, true, out);
    }
    if (data.kind == V_RANGE) {
        /* A range is a sequence to PyTorch, as a list is: torch.tensor(range(4)). */
        Value items;
        if (!value_items(in, data, &items)) return false;
        bool ok = tensor_from_data(in, items, dt, dev, out);
        value_release(items);
        return ok;
    }
    Walk w = {.dtype = DT_COUNT};
    if (!walk_shape(in, data, &w) || !walk_check(in, data, 0, &w)) return false;
    if (dt == DT_COUNT) dt = w.dtype == DT_COUNT ? dtype_default_float() : w.dtype;
    Error err;
    if (!tensor_check_shape(w.ndim, w.shape, dt, &err)) return tensor_fail(in, &err);
    int64_t n = 1;
    for (int d = 0; d < w.ndim; d++) n *= w.shape[d];
    char *buf = xmalloc((size_t)(n ? n : 1) * dtype_size(dt)), *p = buf;
    const Backend *be = NULL;
    bool ok = walk_store(in, data, 0, &w, dt, &p) && (dev < 0 || tensor_backend(in, &be));
    if (ok) {
        ok = dispatch_from_host(be, tensor_stream(dev), dev, dt, w.ndim, w.shape, buf, out, &err) &&
             (dev < 0 || runtime_after_host_write(*out, &err));
        if (!ok) tensor_fail(in, &err);
    }
    free(buf);
    return ok;
}

/* ------------------------------------------------------ class hooks */

static void tensor_free(Obj *obj)
{
    tensor_release(((TensorObj *)obj)->t);
    free(obj);
}

static bool tensor_repr(Interp *in, Buf *out, Value v)
{
    Tensor *t = value_as_tensor(v), *h;
    if (!tensor_host(in, t, &h)) return false;
    TensorDesc d = {h->dtype, h->ndim, h->shape, h->strides, tensor_numel(h) ? tensor_data(h) : NULL};
    char dev[24];
    tensor_device_str(tensor_device(t), dev, sizeof dev);
    format_tensor(out, &d, tensor_device(t) >= 0 ? dev : NULL, &print_options);
    tensor_release(h);
    return true;
}

static bool tensor_truth(Interp *in, Value v, bool *out)
{
    Tensor *t = value_as_tensor(v);
    int64_t n = tensor_numel(t);
    if (n != 1)
        return error_raise(in, "Boolean value of Tensor with %s is ambiguous", n ? "more than one value" : "no values");
    Value x;
    if (!tensor_item(in, t, &x)) return false;
    *out = x.kind == V_FLOAT ? x.u.f != 0 : x.kind == V_BOOL ? x.u.b : x.u.i != 0;
    return true;
}

/* Tensor.__contains__: x in t is (x == t).any(), for a tensor or a number x. */
static bool tensor_contains(Interp *in, Value v, Value x, bool *out)
{
    if (x.kind != V_TENSOR && x.kind != V_INT && x.kind != V_FLOAT && x.kind != V_BOOL)
        return error_raise(in, "Tensor.__contains__ only supports Tensor or scalar, but you passed in a <class '%s'>.",
                           value_type_name(x));
    Value eq, any;
    if (!value_binary(in, OP_EQ, x, v, &eq)) return false;
    Args call = {0};
    bool ok = builtins_call_method(in, &call, eq, "any", 0, NULL, &any);
    value_release(eq);
    if (!ok) return false;
    ok = tensor_truth(in, any, out);
    value_release(any);
    return ok;
}

static bool tensor_scalar(Interp *in, Value v, Value *out)
{
    Tensor *t = value_as_tensor(v);
    if (tensor_numel(t) != 1)
        return error_raise_as(in, ERR_VALUE, "only one element tensors can be converted to Python scalars");
    return tensor_item(in, t, out);
}

/* Tensor.__format__: a 0-d tensor formats as its Python number. */
static bool tensor_format(Interp *in, Value v, const char *spec, size_t len, Buf *out)
{
    Tensor *t = value_as_tensor(v);
    if (t->ndim == 0) {
        Value x;
        return tensor_item(in, t, &x) && value_format(in, x, spec, len, out);
    }
    if (len == 0) return tensor_repr(in, out, v);
    return error_raise_as(in, ERR_TYPE, "unsupported format string passed to Tensor.__format__");
}

static bool tensor_len(Interp *in, Value v, int64_t *out)
{
    Tensor *t = value_as_tensor(v);
    if (t->ndim == 0) return error_raise_as(in, ERR_TYPE, "len() of a 0-d tensor");
    *out = t->shape[0];
    return true;
}

static bool tensor_items(Interp *in, Value v, Value *out)
{
    Tensor *t = value_as_tensor(v);
    if (t->ndim == 0) return error_raise_as(in, ERR_TYPE, "iteration over a 0-d tensor");
    Value list = value_list_new(V_LIST, (size_t)t->shape[0]);
    for (int64_t i = 0; i < t->shape[0]; i++) {
        Tensor *row;
        Error err;
        if (!tensor_select(t, 0, i, &row, &err)) {
            value_release(list);
            return tensor_fail(in, &err);
        }
        value_list_push(list, value_tensor(row));
    }
    *out = list;
    return true;
}

static const OpCode binary_ops[] = {
    [OP_ADD] = OP_add, [OP_SUB] = OP_sub, [OP_MUL] = OP_mul, [OP_DIV] = OP_div,
    [OP_FLOORDIV] = OP_floordiv, [OP_MOD] = OP_mod, [OP_POW] = OP_pow, [OP_MATMUL] = OP_COUNT,
    [OP_BITAND] = OP_bitand, [OP_BITOR] = OP_bitor, [OP_BITXOR] = OP_bitxor,
    [OP_LSHIFT] = OP_lshift, [OP_RSHIFT] = OP_rshift,
    [OP_EQ] = OP_eq, [OP_NE] = OP_ne, [OP_LT] = OP_lt, [OP_LE] = OP_le, [OP_GT] = OP_gt, [OP_GE] = OP_ge,
};

static bool tensor_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    Operand xs[2];
    if (!tensor_operand(a, &xs[0]) || !tensor_operand(b, &xs[1])) {
        /* Python falls back to identity for == and != */
        if (op == OP_EQ || op == OP_NE) {
            *out = value_bool(op == OP_NE);
            return true;
        }
        if (op >= OP_EQ)
            return error_raise_as(in, ERR_TYPE, "'%s' not supported between instances of '%s' and '%s'",
                                  ast_op_text(op),
                                  value_type_name(a), value_type_name(b));
        /* [0] * t: the tensor declines, and the sequence repeats t.__index__() times. */
        bool seq_a = a.kind == V_LIST || a.kind == V_TUPLE || a.kind == V_STR;
        bool seq_b = b.kind == V_LIST || b.kind == V_TUPLE || b.kind == V_STR;
        if (op == OP_MUL && (seq_a || seq_b)) {
            int64_t n;
            if (!value_as_index(in, seq_a ? b : a, &n)) return false;
            return value_binary(in, OP_MUL, seq_a ? a : value_int(n), seq_a ? value_int(n) : b, out);
        }
        /* [1] + t: the tensor declines, and the list's own + says why. */
        if (op == OP_ADD && (a.kind == V_LIST || a.kind == V_TUPLE || a.kind == V_STR))
            return error_raise_as(in, ERR_TYPE, "can only concatenate %s (not \"%s\") to %s", value_type_name(a),
                                  value_type_name(b), value_type_name(a));
        return error_raise_as(in, ERR_TYPE, "unsupported operand type(s) for %s: '%s' and '%s'", ast_op_text(op),
                              value_type_name(a), value_type_name(b));
    }
    if (op == OP_MATMUL) {
        if (a.kind != V_TENSOR || b.kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "unsupported operand type(s) for @: '%s' and '%s'", value_type_name(a),
                                  value_type_name(b));
        return matmul(in, value_as_tensor(a), value_as_tensor(b), out);
    }
    return tensor_run(in, binary_ops[op], xs, 2, out);
}

static bool tensor_unary(Interp *in, int op, Value a, Value *out)
{
    Tensor *t = value_as_tensor(a);
    if (op == '+') {
        if (t->dtype == DT_BOOL) return error_raise(in, "The `+` operator, on a bool tensor is not supported.");
        *out = value_retain(a);
        return true;
    }
    /* Tensor.__invert__ checks the dtype itself; torch.bitwise_not leaves
     * it to the kernel, whose message differs. */
    if (op == '~' && dtype_is_float(t->dtype))
        return error_raise_as(in, ERR_TYPE,
                              "~ (operator.invert) is only implemented on integer and Boolean-type tensors");
    Operand x = operand_tensor(t);
    return tensor_run(in, op == '-' ? OP_neg : OP_bitnot, &x, 1, out);
}

static bool tensor_inplace(Interp *in, Op op, Value a, Value b, Value *out)
{
    Operand xs[2] = {operand_tensor(value_as_tensor(a))};
    if (!tensor_operand(b, &xs[1]))
        return error_raise_as(in, ERR_TYPE, "unsupported operand type(s) for %s=: 'Tensor' and '%s'", ast_op_text(op),
                              value_type_name(b));
    /* a @= b rebinds a to a @ b: Tensor has no in-place matmul. */
    if (op == OP_MATMUL) return tensor_binary(in, op, a, b, out);
    if (!tensor_run_inplace(in, binary_ops[op], xs, 2)) return false;
    *out = value_retain(a);
    return true;
}

/* ------------------------------------------------------------- class */

static const ValueClass tensor_class = {
    .name = "Tensor",
    .qualname = "torch.Tensor",
    .free = tensor_free,
    .repr = tensor_repr,
    .truth = tensor_truth,
    .contains = tensor_contains,
    .scalar = tensor_scalar,
    .len = tensor_len,
    .items = tensor_items,
    .binary = tensor_binary,
    .unary = tensor_unary,
    .inplace = tensor_inplace,
    .format = tensor_format,
};

/* ---------------------------------------------------- operator methods */

/* t.__add__(other), t.__radd__(other), t.__iadd__(other) and their kin:
 * the operators as the methods Python (and the Array API) names them;
 * data is the Op, with DUNDER_REFLECTED or DUNDER_INPLACE. */
enum { DUNDER_OP = 0xff, DUNDER_REFLECTED = 0x100, DUNDER_INPLACE = 0x200 };

static bool bi_dunder(Interp *in, const Args *a, Value *out)
{
    Op op = (Op)(a->fn->data & DUNDER_OP);
    if (a->fn->data & DUNDER_INPLACE) return value_inplace(in, op, a->p[0], a->p[1], out);
    if (a->fn->data & DUNDER_REFLECTED) return value_binary(in, op, a->p[1], a->p[0], out);
    return value_binary(in, op, a->p[0], a->p[1], out);
}

/* t.__neg__(), __pos__, __invert__ (data: the operator's character) and
 * __abs__ ('a'). */
static bool bi_dunder_unary(Interp *in, const Args *a, Value *out)
{
    if (a->fn->data != 'a') return value_unary(in, a->fn->data, a->p[0], out);
    Operand x = operand_tensor(value_as_tensor(a->p[0]));
    return tensor_run(in, OP_abs, &x, 1, out);
}

#define DUNDER(name, op, what)                                                                            \
    {"__" name "__", V_TENSOR, BI_METHOD, bi_dunder, "other", op, "self " what " other"},               \
    {"__r" name "__", V_TENSOR, BI_METHOD, bi_dunder, "other", op | DUNDER_REFLECTED, "other " what " self"}, \
    {"__i" name "__", V_TENSOR, BI_METHOD, bi_dunder, "other", op | DUNDER_INPLACE, "self " what "= other"}
#define COMPARE(name, op, what) {"__" name "__", V_TENSOR, BI_METHOD, bi_dunder, "other", op, "self " what " other"}

static const Builtin rows[] = {
    DUNDER("add", OP_ADD, "+"), DUNDER("sub", OP_SUB, "-"), DUNDER("mul", OP_MUL, "*"),
    DUNDER("truediv", OP_DIV, "/"), DUNDER("floordiv", OP_FLOORDIV, "//"), DUNDER("mod", OP_MOD, "%"),
    DUNDER("pow", OP_POW, "**"), DUNDER("matmul", OP_MATMUL, "@"), DUNDER("and", OP_BITAND, "&"),
    DUNDER("or", OP_BITOR, "|"), DUNDER("xor", OP_BITXOR, "^"), DUNDER("lshift", OP_LSHIFT, "<<"),
    DUNDER("rshift", OP_RSHIFT, ">>"),
    COMPARE("eq", OP_EQ, "=="), COMPARE("ne", OP_NE, "!="), COMPARE("lt", OP_LT, "<"),
    COMPARE("le", OP_LE, "<="), COMPARE("gt", OP_GT, ">"), COMPARE("ge", OP_GE, ">="),
    {"__neg__", V_TENSOR, BI_METHOD, bi_dunder_unary, "", '-', "-self"},
    {"__pos__", V_TENSOR, BI_METHOD, bi_dunder_unary, "", '+', "+self"},
    {"__invert__", V_TENSOR, BI_METHOD, bi_dunder_unary, "", '~', "~self"},
    {"__abs__", V_TENSOR, BI_METHOD, bi_dunder_unary, "", 'a', "abs(self)"},
};

/* ------------------------------------------------------ memory formats */

static bool memory_format_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "torch.%s", tensor_format_name((MemoryFormat)v.u.i));
    return true;
}

/* Compared and hashed by value (value.c's defaults for a scalar kind). */
static const ValueClass memory_format_class = {
    .name = "torch.memory_format",
    .qualname = "torch.memory_format",
    .repr = memory_format_repr,
};

static bool bi_memory_format(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = (Value){V_MEMORY_FORMAT, {.i = a->fn->data}};
    return true;
}

static const Builtin format_rows[] = {
    {"memory_format", V_MEMORY_FORMAT, BI_TYPE, NULL, NULL, 0,
     "the type of contiguous_format, channels_last, ... (not callable)"},
    {"contiguous_format", V_MEMORY_FORMAT, BI_VALUE, bi_memory_format, NULL, MEM_CONTIGUOUS,
     "row-major layout, the default of contiguous() and empty()"},
    {"channels_last", V_MEMORY_FORMAT, BI_VALUE, bi_memory_format, NULL, MEM_CHANNELS_LAST,
     "NHWC layout of a 4-d NCHW tensor: C innermost"},
    {"channels_last_3d", V_MEMORY_FORMAT, BI_VALUE, bi_memory_format, NULL, MEM_CHANNELS_LAST_3D,
     "NDHWC layout of a 5-d NCDHW tensor"},
    {"preserve_format", V_MEMORY_FORMAT, BI_VALUE, bi_memory_format, NULL, MEM_PRESERVE,
     "the input's layout (its strides when dense), the default of clone(), to() and the *_like factories"},
};

void tensor_value_register(void)
{
    value_define_class(V_TENSOR, &tensor_class);
    value_define_class(V_MEMORY_FORMAT, &memory_format_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
    builtins_register(format_rows, sizeof format_rows / sizeof format_rows[0]);
}
