/* tensor_compose.c: functions PyTorch defines as compositions of others
 * (count_nonzero, sum_to_size, trace, hstack/vstack/dstack/column_stack/row_stack,
 * concatenate, addcmul/addcdiv,
 * nan_to_num, vdot, unflatten, tensor_split, diag_embed, erfinv,
 * heaviside, isin, rad2deg/deg2rad, mvlgamma, special.ndtr, isreal, angle), built here the
 * same way from existing builtins, so they run on every device without
 * kernels of their own; and the views select and diagonal. */
#include "values/tensor_compose.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_value.h"

/* PyTorch's message for a dimension outside [-ndim, ndim). */
static bool wrap_dim(Interp *in, int64_t dim, int ndim, int *out)
{
    int n = ndim > 0 ? ndim : 1;
    if (dim < -n || dim >= n)
        return error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [%d, %d], but got %lld)",
                              -n, n - 1, (long long)dim);
    *out = (int)(dim < 0 ? dim + n : dim);
    return true;
}

/* x[:, ..., start:stop] with the slice at dim (None for an open end). */
static Value slice_at(Work *w, Value x, int dim, Value start, Value stop, Value step)
{
    Value items[TENSOR_MAX_DIMS];
    for (int d = 0; d < dim; d++) items[d] = value_slice_new(value_none(), value_none(), value_none());
    items[dim] = value_slice_new(start, stop, step);
    Value r = value_none();
    bool ok = w->ok && value_index(w->in, x, items, dim + 1, &r);
    for (int d = 0; d <= dim; d++) value_release(items[d]);
    return w->ok ? work_keep(w, ok, r) : r;
}

/* ------------------------------------------------------ count_nonzero */

/* count_nonzero(input, dim=None): (input != 0).sum(dim), int64. */
static bool x_count_nonzero(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Work w = work_new(in, a);
    Value nz = work_binary(&w, OP_NE, a->p[0], value_int(0));
    bool all = a->p[1].kind == V_NONE;
    return work_done(&w, work_method(&w, nz, "sum", all ? 0 : 1, &a->p[1]), out);
}

/* -------------------------------------------------------- sum_to_size */

/* t.sum_to_size(*size): t summed down to size, which must expand to t's
 * shape (PyTorch's sum_to): its leading extra dims summed away, each dim
 * where size has 1 and t not summed with keepdim; t itself when nothing
 * is summed. */
static bool x_sum_to_size(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int n;
    int64_t size[TENSOR_MAX_DIMS];
    if (!args_tensor(in, a, 0, &t) || !args_sizes(in, a, 1, &n, size)) return false;
    int lead = t->ndim - n;
    bool fits = lead >= 0;
    for (int i = 0; fits && i < n; i++) fits = size[i] == 1 || size[i] == t->shape[lead + i];
    if (!fits) {
        char want[256], have[256];
        tensor_shape_str(n, size, want, sizeof want);
        tensor_shape_str(t->ndim, t->shape, have, sizeof have);
        return error_raise(in, "size {%s} is not expandable to size {%s}.", want, have);
    }
    int64_t dims[TENSOR_MAX_DIMS];
    int nd = 0;
    for (int d = 0; d < t->ndim; d++)
        if (d < lead || (size[d - lead] == 1 && t->shape[d] != 1)) dims[nd++] = d;
    if (nd == 0) {
        *out = value_retain(a->p[0]);
        return true;
    }
    Work w = work_new(in, a);
    Value over = work_keep(&w, true, value_size_new(dims, nd));
    Value r = work_method(&w, a->p[0], "sum", 2, (Value[]){over, value_bool(true)});
    if (lead > 0) r = work_method(&w, r, "view", 1, (Value[]){work_keep(&w, true, value_size_new(size, n))});
    return work_done(&w, r, out);
}

/* ------------------------------------------------------------- trace */

/* trace(input): the sum of a matrix's diagonal, read as every (cols+1)th
 * element of its flattening (sum's dtype: integers give int64). */
static bool x_trace(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    /* PyTorch's CPU kernel names itself and has no bool or half types; its
     * CUDA one sums the diagonal, which has them all. */
    bool cpu = tensor_device(t) < 0;
    if (t->ndim != 2)
        return cpu ? error_raise(in, "trace: expected a matrix, but got tensor with dim %d", t->ndim)
                   : error_raise(in, "expected a matrix");
    if (cpu && (t->dtype == DT_BOOL || t->dtype == DT_FLOAT16 || t->dtype == DT_BFLOAT16))
        return error_raise(in, "\"trace\" not implemented for '%s'", tensor_type_name(t->dtype));
    int64_t rows = t->shape[0], cols = t->shape[1], n = rows < cols ? rows : cols;
    Work w = work_new(in, a);
    Value flat = work_method(&w, a->p[0], "reshape", 1, (Value[]){value_int(-1)});
    Value diag = slice_at(&w, flat, 0, value_int(0), value_int(n * (cols + 1)), value_int(cols + 1));
    return work_done(&w, work_method(&w, diag, "sum", 0, NULL), out);
}

/* ------------------------------------------------------ hstack, vstack */

enum { STACK_H, STACK_V, STACK_D, STACK_COLUMN };

/* Each joined tensor's shape: hstack's at least 1-d, vstack's at least
 * 2-d (a vector a row), dstack's at least 3-d (a vector (1, n, 1), a
 * matrix (m, n, 1)), column_stack's a vector or scalar made a column. */
static Value stack_part(Work *w, int how, Value p, const Tensor *t)
{
    int64_t n = t->ndim ? t->shape[0] : 1;
    switch (how) {
    case STACK_H:
        return t->ndim ? p : work_method(w, p, "reshape", 1, (Value[]){value_int(1)});
    case STACK_V:
        return t->ndim >= 2 ? p : work_method(w, p, "reshape", 2, (Value[]){value_int(1), value_int(n)});
    case STACK_D:
        if (t->ndim >= 3) return p;
        if (t->ndim == 2) return work_method(w, p, "unsqueeze", 1, (Value[]){value_int(2)});
        return work_method(w, p, "reshape", 3, (Value[]){value_int(1), value_int(n), value_int(1)});
    default:
        return t->ndim >= 2 ? p : work_method(w, p, "reshape", 2, (Value[]){value_int(n), value_int(1)});
    }
}

/* hstack, vstack, dstack and column_stack(tensors): each tensor shaped
 * by stack_part, then all joined: hstack along dim 0 when they are
 * vectors, else dim 1; vstack along 0; dstack along 2; column_stack
 * along 1. */
static bool x_stacks(Interp *in, const Args *a, Value *out)
{
    static const int dims[] = {[STACK_H] = 1, [STACK_V] = 0, [STACK_D] = 2, [STACK_COLUMN] = 1};
    Tensor **ts;
    int n, how = (int)a->fn->data;
    if (!args_tensors(in, a, 0, &ts, &n)) return false;
    if (n == 0) {
        free(ts);
        return error_raise(in, "%s expects a non-empty TensorList", a->fn->name);
    }
    Work w = work_new(in, a);
    Value parts = work_keep(&w, true, value_list_new(V_LIST, (size_t)n));
    List *l = value_as_list(a->p[0]);
    for (int i = 0; i < n && w.ok; i++) {
        Value p = stack_part(&w, how, l->items[i], ts[i]);
        if (w.ok) value_list_push(parts, value_retain(p));
    }
    int dim = how == STACK_H && ts[0]->ndim <= 1 ? 0 : dims[how];
    free(ts);
    return work_done(&w, work_call(&w, "cat", 2, (Value[]){parts, value_int(dim)}), out);
}

/* concatenate(tensors, axis=0): cat. */
static bool x_concatenate(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "cat", 2, a->p, 0, NULL, NULL, out);
}

/* ---------------------------------------------------- addcmul, addcdiv */

enum { ADDC_MUL = 1, ADDC_DIV = 2, ADDC_IN_PLACE = 4 };

/* The three shapes broadcast together in PyTorch's operand order (input,
 * tensor1, tensor2), so a mismatch names the dims its TensorIterator does. */
static bool addc_shapes_broadcast(Interp *in, const Value *p)
{
    const Tensor *t = value_as_tensor(p[0]);
    int n = t->ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    memcpy(shape, t->shape, (size_t)n * sizeof *shape);
    Error err;
    for (int i = 1; i < 3; i++) {
        t = value_as_tensor(p[i]);
        if (!tensor_broadcast_shapes(n, shape, t->ndim, t->shape, &n, shape, &err)) return tensor_fail(in, &err);
    }
    return true;
}

/* The dtype addcmul's three tensors promote to; value takes no part. */
static DType addc_result_type(const Value *p)
{
    TensorPromotion pr = TENSOR_PROMOTION_INIT;
    for (int i = 0; i < 3; i++) {
        const Tensor *t = value_as_tensor(p[i]);
        tensor_promotion_tensor(&pr, t->dtype, t->ndim);
    }
    return tensor_promotion_result(&pr);
}

/* value as PyTorch's kernel takes it, cast to the result's scalar type: a
 * float value on integer tensors is truncated, and the result stays an
 * integer tensor. */
static Value addc_value(Value value, DType result)
{
    bool truncate = value.kind == V_FLOAT && !dtype_is_float(result) && fabs(value.u.f) < 0x1p63;
    return truncate ? value_int((int64_t)value.u.f) : value;
}

/* addcmul(input, tensor1, tensor2, *, value=1): input + value * tensor1 *
 * tensor2 (addcdiv: / tensor2), in the dtype the three promote to;
 * t.addcmul_(...) writes it into t, whose dtype that must cast to. */
static bool x_addc(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    for (int i = 0; i < 3; i++)
        if (!args_need_tensor(in, a, i)) return false;
    if (!addc_shapes_broadcast(in, p)) return false;
    DType result = addc_result_type(p);
    DType self = value_as_tensor(p[0])->dtype;
    if ((a->fn->data & ADDC_IN_PLACE) && !tensor_can_cast(result, self))
        return error_raise(in, "result type %s can't be cast to the desired output type %s", tensor_type_name(result),
                           tensor_type_name(self));
    bool div = a->fn->data & ADDC_DIV;
    if (div && !dtype_is_float(value_as_tensor(p[1])->dtype) && !dtype_is_float(value_as_tensor(p[2])->dtype))
        return error_raise(in, "Integer division with addcdiv is no longer supported, and in a future  release "
                           "addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv "
                           "behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) "
                           "for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future "
                           "addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), "
                           "for all dtypes.");
    Work w = work_new(in, a);
    Value value = addc_value(p[3], result);
    bool unit = (value.kind == V_INT && value.u.i == 1) || (value.kind == V_FLOAT && value.u.f == 1.0);
    Value t1 = unit ? p[1] : work_binary(&w, OP_MUL, p[1], value);
    Value r = work_binary(&w, OP_ADD, p[0], work_binary(&w, div ? OP_DIV : OP_MUL, t1, p[2]));
    if (a->fn->data & ADDC_IN_PLACE) {
        work_method(&w, p[0], "copy_", 1, &r);
        r = p[0];
    }
    return work_done(&w, r, out);
}

/* --------------------------------------------------------- nan_to_num */

/* A replacement value given to nan_to_num, rounded to dt as PyTorch's
 * kernel casts it (1e6 in float16 is inf), where masked_fill would refuse
 * a value out of dt's range. */
static Value cast_replacement(Work *w, Value v, DType dt)
{
    const char *key[] = {"dtype"};
    Value t = work_call_kw(w, "tensor", 1, &v, 1, key, (Value[]){value_dtype(DT_FLOAT64)});
    return work_method(w, t, "to", 1, (Value[]){value_dtype(dt)});
}

/* nan_to_num(input, nan=0.0, posinf=None, neginf=None): NaN (None: 0), +inf and
 * -inf replaced (the infinities by default with the dtype's largest and
 * lowest finite values); integers and bools come back as a copy. */
static bool x_nan_to_num(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    const Value *p = a->p;
    for (int i = 1; i <= 3; i++) {
        bool number = p[i].kind == V_INT || p[i].kind == V_FLOAT || p[i].kind == V_BOOL;
        if (!number && p[i].kind != V_NONE) return args_type_error(in, a, i, "float");
    }
    bool in_place = a->fn->data;
    Work w = work_new(in, a);
    if (!dtype_is_float(t->dtype))
        return work_done(&w, in_place ? p[0] : work_method(&w, p[0], "clone", 0, NULL), out);
    Value info = work_call(&w, "finfo", 1, (Value[]){value_dtype(t->dtype)});
    Value big = p[2].kind == V_NONE ? work_attr(&w, info, "max") : cast_replacement(&w, p[2], t->dtype);
    Value small = p[3].kind == V_NONE ? work_attr(&w, info, "min") : cast_replacement(&w, p[3], t->dtype);
    Value nan_fill = cast_replacement(&w, p[1].kind == V_NONE ? value_float(0.0) : p[1], t->dtype);
    Value x = p[0];
    Value nan = work_binary(&w, OP_NE, x, x);
    Value pos = work_binary(&w, OP_EQ, x, value_float(INFINITY));
    Value neg = work_binary(&w, OP_EQ, x, value_float(-INFINITY));
    /* Filled in place in a clone laid out as input (masked_fill's result
     * is contiguous; nan_to_num's, an elementwise op's, is not). */
    if (!in_place) x = work_method(&w, x, "clone", 0, NULL);
    x = work_method(&w, x, "masked_fill_", 2, (Value[]){nan, nan_fill});
    x = work_method(&w, x, "masked_fill_", 2, (Value[]){pos, big});
    return work_done(&w, work_method(&w, x, "masked_fill_", 2, (Value[]){neg, small}), out);
}

/* --------------------------------------------------------------- vdot */

/* vdot(input, other): dot's, conjugating nothing (no complex dtypes). */
static bool x_vdot(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "dot", 2, a->p, 0, NULL, NULL, out);
}

/* ---------------------------------------------------------- unflatten */

/* unflatten(input, dim, sizes): dim split into sizes (one may be -1). */
static bool x_unflatten(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim)) return false;
    Value sizes = a->p[2];
    if (sizes.kind != V_LIST && sizes.kind != V_TUPLE && sizes.kind != V_SIZE)
        return error_raise_as(in, ERR_TYPE, "unflatten(): argument 'sizes' (position 3) must be tuple of ints, not %s",
                              value_type_name(sizes));
    List *l = value_as_list(sizes);
    if (l->len == 0) return error_raise(in, "unflatten: sizes must be non-empty");
    int d = 0;
    if (!wrap_dim(in, dim, t->ndim, &d)) return false;
    if (t->ndim + (int)l->len - 1 > TENSOR_MAX_DIMS) return error_raise(in, "unflatten: too many dimensions");
    int64_t shape[TENSOR_MAX_DIMS], product = 1;
    int n = 0, inferred = 0;
    char list[200];
    size_t at = 0;
    for (int i = 0; i < d; i++) shape[n++] = t->shape[i];
    for (size_t k = 0; k < l->len; k++) {
        int64_t s;
        if (!args_int_value(in, a, "sizes", l->items[k], &s)) return false;
        if (s == -1) inferred++;
        else product *= s;
        shape[n++] = s;
        at += (size_t)snprintf(list + at, sizeof list - at, "%s%lld", k ? ", " : "[", (long long)s);
        if (at >= sizeof list) at = sizeof list - 1;
    }
    snprintf(list + at, sizeof list - at, "]");
    for (int i = d + 1; i < t->ndim; i++) shape[n++] = t->shape[i];
    int64_t size = t->shape[d];
    if (inferred > 1) return error_raise(in, "unflatten got an unexpected error:\nonly one dimension can be inferred");
    if (inferred ? product == 0 || size % product : product != size)
        return error_raise(in, "unflatten: Provided sizes %s don't multiply up to the size of dim %d (%lld) in the "
                           "input tensor", list, d, (long long)size);
    Work w = work_new(in, a);
    Value shp = work_keep(&w, true, value_size_new(shape, n));
    return work_done(&w, work_method(&w, a->p[0], "reshape", 1, &shp), out);
}

/* ------------------------------------------------------------- select */

/* select(input, dim, index): the view at index along dim, which goes. */
static bool x_select(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *r;
    int64_t dim, index;
    int d = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !args_int(in, a, 2, &index)) return false;
    if (t->ndim == 0) return error_raise_as(in, ERR_INDEX, "select() cannot be applied to a 0-dim tensor.");
    if (!wrap_dim(in, dim, t->ndim, &d)) return false;
    if (index < -t->shape[d] || index >= t->shape[d]) {
        char shape[200];
        tensor_shape_str(t->ndim, t->shape, shape, sizeof shape);
        return error_raise_as(in, ERR_INDEX, "select(): index %lld out of range for tensor of size %s at dimension %d",
                              (long long)index, shape, d);
    }
    Error err;
    return tensor_select(t, d, index, &r, &err) ? args_give(out, r) : tensor_fail(in, &err);
}

/* ------------------------------------------------------- tensor_split */

/* tensor_split(input, indices_or_sections, dim=0): a tuple of views
 * along dim: n sections (the first size % n one longer), or the pieces
 * between the given indices (slices' bounds: wrapped, clamped). */
static bool x_tensor_split(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim;
    int d = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 2, &dim)) return false;
    if (t->ndim == 0)
        return error_raise(in, "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims");
    if (!wrap_dim(in, dim, t->ndim, &d)) return false;
    Value how = a->p[1];
    if (how.kind == V_TENSOR) {
        Tensor *h = value_as_tensor(how);
        if (h->dtype != DT_INT64)
            return error_raise(in, "tensor_split expected tensor_indices_or_sections to have dtype of long, but got %s",
                               tensor_type_name(h->dtype));
        if (h->ndim > 1)
            return error_raise(in, "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or "
                               "one-dimensional tensor, but got a tensor with %d dims", h->ndim);
    }
    Work w = work_new(in, a);
    if (how.kind == V_TENSOR) how = work_method(&w, how, "tolist", 0, NULL);
    Value parts = work_keep(&w, true, value_list_new(V_TUPLE, 0));
    if (how.kind == V_LIST || how.kind == V_TUPLE) {
        List *l = value_as_list(how);
        Value start = value_int(0);
        for (size_t k = 0; k < l->len && w.ok; k++) {
            int64_t end;
            if (!args_int_value(in, a, "indices", l->items[k], &end)) w.ok = false;
            if (!w.ok) break;
            value_list_push(parts, value_retain(slice_at(&w, a->p[0], d, start, value_int(end), value_none())));
            start = value_int(end);
        }
        value_list_push(parts, value_retain(slice_at(&w, a->p[0], d, start, value_none(), value_none())));
        return work_done(&w, parts, out);
    }
    int64_t sections = 0;
    if (w.ok && !args_int_value(in, a, "sections", how, &sections)) w.ok = false;
    if (w.ok && sections <= 0)
        w.ok = error_raise(in, "number of sections must be larger than 0, got %lld", (long long)sections);
    if (!w.ok) return work_done(&w, value_none(), out);
    int64_t size = t->shape[d], each = size / sections, extra = size % sections, start = 0;
    for (int64_t k = 0; k < sections && w.ok; k++) {
        int64_t end = start + each + (k < extra);
        value_list_push(parts, value_retain(slice_at(&w, a->p[0], d, value_int(start), value_int(end), value_none())));
        start = end;
    }
    return work_done(&w, parts, out);
}

/* ----------------------------------------------------------- diagonal */

/* diagonal(input, offset=0, dim1=0, dim2=1): a view, dim1 and dim2 gone
 * and the diagonal a last dim whose stride is the sum of theirs. */
static bool x_diagonal(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t offset, dim1, dim2;
    int d1 = 0, d2 = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &offset) || !args_int(in, a, 2, &dim1) ||
        !args_int(in, a, 3, &dim2))
        return false;
    if (!wrap_dim(in, dim1, t->ndim, &d1) || !wrap_dim(in, dim2, t->ndim, &d2)) return false;
    if (d1 == d2)
        return error_raise(in, "diagonal dimensions cannot be identical %lld, %lld", (long long)dim1, (long long)dim2);
    int64_t len = offset >= 0 ? t->shape[d2] - offset : t->shape[d1] + offset;
    int64_t other = offset >= 0 ? t->shape[d1] : t->shape[d2];
    len = len < other ? len : other;
    int64_t start = t->offset;
    if (len <= 0) len = 0;
    else start += offset >= 0 ? offset * t->strides[d2] : -offset * t->strides[d1];
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int n = 0;
    for (int d = 0; d < t->ndim; d++) {
        if (d == d1 || d == d2) continue;
        shape[n] = t->shape[d];
        strides[n++] = t->strides[d];
    }
    shape[n] = len;
    strides[n++] = t->strides[d1] + t->strides[d2];
    return args_give(out, tensor_as_strided(t, n, shape, strides, start));
}

/* --------------------------------------------------------- diag_embed */

/* diag_embed(input, offset=0, dim1=-2, dim2=-1): each last-dim vector of
 * input copied onto the offset diagonal of a new square plane of zeros,
 * as PyTorch fills it (the diagonal a view: one pass of the plane's zeros,
 * then the vectors' elements alone), then the plane moved to (dim1, dim2). */
static bool x_diag_embed(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t offset, dim1, dim2;
    int d1 = 0, d2 = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &offset) || !args_int(in, a, 2, &dim1) ||
        !args_int(in, a, 3, &dim2))
        return false;
    if (t->ndim == 0) return error_raise(in, "diag_embed: input must have at least 1 dimension");
    int nd = t->ndim + 1;
    if (!wrap_dim(in, dim1, nd, &d1) || !wrap_dim(in, dim2, nd, &d2)) return false;
    if (d1 == d2)
        return error_raise(in, "diagonal dimensions cannot be identical %lld, %lld", (long long)dim1, (long long)dim2);
    int64_t m = t->shape[t->ndim - 1] + (offset < 0 ? -offset : offset);
    int64_t shape[TENSOR_MAX_DIMS + 1];
    for (int i = 0; i < t->ndim - 1; i++) shape[i] = t->shape[i];
    shape[t->ndim - 1] = m;
    shape[t->ndim] = m;
    Work w = work_new(in, a);
    Value dev = work_attr(&w, a->p[0], "device");
    const char *kw[] = {"dtype", "device"};
    Value square = work_keep(&w, true, value_size_new(shape, nd));
    Value zeros = work_call_kw(&w, "zeros", 1, &square, 2, kw, (Value[]){value_dtype(t->dtype), dev});
    Value diagonal = work_method(&w, zeros, "diagonal", 3, (Value[]){value_int(offset), value_int(-2), value_int(-1)});
    work_method(&w, diagonal, "copy_", 1, (Value[]){a->p[0]});
    Value from = work_keep(&w, true, value_size_new((int64_t[]){nd - 2, nd - 1}, 2));
    Value to = work_keep(&w, true, value_size_new((int64_t[]){d1, d2}, 2));
    return work_done(&w, work_call(&w, "movedim", 3, (Value[]){zeros, from, to}), out);
}

/* ------------------------------------------------------------- erfinv */

/* c[n-1] z^(n-1) + ... + c[0], by Horner's rule, as PyTorch writes it. */
static Value horner(Work *w, Value z, const double *c, int n)
{
    Value r = work_binary(w, OP_MUL, z, value_float(c[n - 1]));
    for (int i = n - 2; i >= 0; i--) {
        r = work_binary(w, OP_ADD, r, value_float(c[i]));
        if (i > 0) r = work_binary(w, OP_MUL, r, z);
    }
    return r;
}

/* erfinv(input): PyTorch's calc_erfinv, elementwise: a rational guess
 * (one for |y| <= 0.7, one for the tails), two Newton steps on erf, then
 * +-inf at +-1 (NaN beyond); half types compute in float32, integers
 * give float32. */
static bool x_erfinv(Interp *in, const Args *a, Value *out)
{
    static const double ca[] = {0.886226899, -1.645349621, 0.914624893, -0.140543331};
    static const double cb[] = {1.0, -2.118377725, 1.442710462, -0.329097515, 0.012229801};
    static const double cc[] = {-1.970840454, -1.624906493, 3.429567803, 1.641345311};
    static const double cd[] = {1.0, 3.543889200, 1.637067800};
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Work w = work_new(in, a);
    Value y = a->p[0];
    if (t->dtype != DT_FLOAT32 && t->dtype != DT_FLOAT64) y = work_method(&w, y, "float", 0, NULL);
    Value ay = work_method(&w, y, "abs", 0, NULL);
    Value z = work_binary(&w, OP_MUL, y, y);
    Value central = work_binary(&w, OP_DIV, work_binary(&w, OP_MUL, y, horner(&w, z, ca, 4)), horner(&w, z, cb, 5));
    Value half_gap = work_binary(&w, OP_DIV, work_binary(&w, OP_SUB, value_float(1.0), ay), value_float(2.0));
    Value u = work_method(&w, work_method(&w, work_method(&w, half_gap, "log", 0, NULL), "neg", 0, NULL), "sqrt", 0, NULL);
    Value tail = work_call(&w, "copysign", 2, (Value[]){horner(&w, u, cc, 4), y});
    tail = work_binary(&w, OP_DIV, tail, horner(&w, u, cd, 3));
    Value x = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_LE, ay, value_float(0.7)), central, tail});
    for (int step = 0; step < 2; step++) {
        Value miss = work_binary(&w, OP_SUB, work_method(&w, x, "erf", 0, NULL), y);
        Value bell = work_method(&w, work_binary(&w, OP_MUL, work_method(&w, x, "neg", 0, NULL), x), "exp", 0, NULL);
        Value slope = work_binary(&w, OP_MUL, bell, value_float(1.1283791670955126));
        x = work_binary(&w, OP_SUB, x, work_binary(&w, OP_DIV, miss, slope));
    }
    Value edge = work_binary(&w, OP_MUL, y, value_float(INFINITY));
    x = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_EQ, ay, value_float(1.0)), edge, x});
    if (t->dtype == DT_FLOAT16 || t->dtype == DT_BFLOAT16) x = work_method(&w, x, "to", 1, (Value[]){value_dtype(t->dtype)});
    return work_done(&w, x, out);
}

/* ------------------------------------------------ angles, mvlgamma, ndtr */

/* rad2deg(input) and deg2rad(input): input times 180 / pi (pi / 180), a
 * Python float, as PyTorch multiplies (integers and bool give float32). */
enum { TO_DEGREES, TO_RADIANS };

static bool x_angle(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    double k = a->fn->data == TO_DEGREES ? 57.295779513082320876798154814105170332405472466564
                                         : 0.017453292519943295769236907684886127134428718885417;
    Work w = work_new(in, a);
    return work_done(&w, work_binary(&w, OP_MUL, a->p[0], value_float(k)), out);
}

/* mvlgamma(input, p): the sum over i < p of lgamma(input - i / 2), plus
 * p (p - 1) / 4 log(pi), as PyTorch composes it: arange(-p/2 + 1/2, 1/2,
 * 1/2) plus input.unsqueeze(-1), lgamma, summed over the last dim. */
static bool x_mvlgamma(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t p;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &p)) return false;
    if (t->dtype == DT_BOOL) return error_raise(in, "The input tensor may not be a boolean tensor.");
    if (p < 1) return error_raise(in, "p has to be greater than or equal to 1");
    Value dt = value_dtype(dtype_is_float(t->dtype) ? t->dtype : DT_FLOAT32);
    Work w = work_new(in, a);
    Value steps = work_call_kw(&w, "arange", 3, (Value[]){value_float(-0.5 * (double)p + 0.5), value_float(0.5),
                                                           value_float(0.5)},
                               1, (const char *[]){"dtype"}, &dt);
    Value args = work_binary(&w, OP_ADD, steps, work_method(&w, a->p[0], "unsqueeze", 1, (Value[]){value_int(-1)}));
    Value sum = work_method(&w, work_method(&w, args, "lgamma", 0, NULL), "sum", 1, (Value[]){value_int(-1)});
    double c = (double)(p * (p - 1)) * log(M_PI) * 0.25;
    return work_done(&w, work_binary(&w, OP_ADD, sum, value_float(c)), out);
}

/* special.ndtr(input) (module.c's row): the standard normal CDF, erfc(-x / sqrt(2)) / 2 in
 * input's float dtype (float32 for integers and bool). */
bool tensor_compose_ndtr(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Work w = work_new(in, a);
    Value x = dtype_is_float(t->dtype) ? a->p[0] : work_method(&w, a->p[0], "float", 0, NULL);
    Value e = work_method(&w, work_binary(&w, OP_MUL, x, value_float(-M_SQRT1_2)), "erfc", 0, NULL);
    return work_done(&w, work_binary(&w, OP_MUL, e, value_float(0.5)), out);
}

/* isreal(input): true everywhere, cst having no complex dtypes. */
static bool x_isreal(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Work w = work_new(in, a);
    Value dt = value_dtype(DT_BOOL);
    return work_done(&w, work_call_kw(&w, "ones_like", 1, a->p, 1, (const char *[]){"dtype"}, &dt), out);
}

/* angle(input): the argument of each element taken as a complex number,
 * which for real tensors is pi below 0 and 0 elsewhere (-0.0 and inf
 * included), a NaN kept; in input's float dtype, float32 for integers and
 * bool (PyTorch's angle of a real tensor). */
static bool x_complex_angle(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Work w = work_new(in, a);
    Value x = dtype_is_float(t->dtype) ? a->p[0] : work_method(&w, a->p[0], "float", 0, NULL);
    Value zeros = work_call(&w, "zeros_like", 1, &x);
    Value arg = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_LT, x, value_int(0)), value_float(M_PI), zeros});
    Value nan = work_method(&w, x, "isnan", 0, NULL);
    return work_done(&w, work_call(&w, "where", 3, (Value[]){nan, x, arg}), out);
}

/* --------------------------------------------------------- heaviside, isin */

/* heaviside(input, values): values where input is 0, else 0 below and 1
 * above (a NaN gives 0, as PyTorch's kernel has it); one dtype only. */
static bool x_heaviside(Interp *in, const Args *a, Value *out)
{
    Tensor *x, *v;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &v)) return false;
    if (x->dtype != v->dtype)
        return error_raise(in, "heaviside is not yet implemented for tensors with different dtypes.");
    Work w = work_new(in, a);
    Value step = work_method(&w, work_binary(&w, OP_GT, a->p[0], value_int(0)), "to", 1,
                             (Value[]){value_dtype(x->dtype)});
    Value zero = work_binary(&w, OP_EQ, a->p[0], value_int(0));
    return work_done(&w, work_call(&w, "where", 3, (Value[]){zero, a->p[1], step}), out);
}

/* isin(elements, test_elements, *, assume_unique=False, invert=False):
 * whether each element equals one of test_elements (either may be a
 * number), compared in their promoted dtype: every pair at once, where
 * PyTorch sorts the two when test_elements is long. */
static bool x_isin(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[0].kind != V_TENSOR && p[1].kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "isin() received an invalid combination of arguments - got (%s, %s), but expected one of:",
                              value_type_name(p[0]), value_type_name(p[1]));
    /* PyTorch's check_for_unsupported_isin_dtype refuses bools (a bool
     * number is one), whose sorting route it lacks, on either side. */
    for (int k = 0; k < 2; k++)
        if (p[k].kind == V_BOOL || (p[k].kind == V_TENSOR && value_as_tensor(p[k])->dtype == DT_BOOL))
            return error_raise(in, "Unsupported input type encountered for isin(): Bool");
    bool invert;
    if (!value_truth(in, p[3], &invert)) return false;
    Work w = work_new(in, a);
    Value found;
    int64_t n = p[0].kind == V_TENSOR ? tensor_numel(value_as_tensor(p[0])) : 1;
    int64_t m = p[1].kind == V_TENSOR ? tensor_numel(value_as_tensor(p[1])) : 1;
    if (p[1].kind != V_TENSOR) {
        found = work_binary(&w, OP_EQ, p[0], p[1]);
    } else if (p[0].kind == V_TENSOR && n > 0 && m >= (int64_t)(10.0 * pow((double)n, 0.145))) {
        /* PyTorch's choice: many test elements are sorted and each element
         * looks for itself among them, where comparing every pair held an
         * n x m tensor (4M elements against 100: 21 ms, PyTorch 2 ms) */
        Value dt = work_call(&w, "result_type", 2, p);
        Value pool = work_method(&w, work_method(&w, p[1], "reshape", 1, (Value[]){value_int(-1)}), "to", 1, &dt);
        Value each = work_method(&w, p[0], "to", 1, &dt), sorted = work_call(&w, "msort", 1, &pool), keys = sorted;
        /* NaNs sort last but order nothing: the search takes them as +inf,
         * and the comparison with what it finds keeps them unequal */
        if (dtype_is_float(value_as_tensor(p[0])->dtype) || dtype_is_float(value_as_tensor(p[1])->dtype))
            keys = work_call(&w, "where", 3, (Value[]){work_call(&w, "isnan", 1, &sorted), value_float(INFINITY), sorted});
        Value at = work_call_kw(&w, "clamp", 1, (Value[]){work_call(&w, "searchsorted", 2, (Value[]){keys, each})}, 1,
                                (const char *[]){"max"}, (Value[]){value_int(m - 1)});
        found = work_binary(&w, OP_EQ, work_call(&w, "take", 2, (Value[]){sorted, at}), each);
    } else {
        Value pool = work_method(&w, p[1], "reshape", 1, (Value[]){value_int(-1)});
        Value each = p[0].kind == V_TENSOR ? work_method(&w, p[0], "unsqueeze", 1, (Value[]){value_int(-1)})
                                           : p[0];
        found = work_method(&w, work_binary(&w, OP_EQ, each, pool), "any", 1, (Value[]){value_int(-1)});
    }
    if (invert) found = work_call(&w, "logical_not", 1, &found);
    return work_done(&w, found, out);
}

/* ------------------------------------------------------------ the table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"count_nonzero", V_TENSOR, FM, x_count_nonzero, "input, dim=None", 0,
     "the number of nonzero elements (along dim), int64"},
    {"sum_to_size", V_TENSOR, BI_METHOD, x_sum_to_size, "*size", 0,
     "t summed down to size, which expands to t's shape"},
    {"trace", V_TENSOR, FM, x_trace, "input", 0, "the sum of a matrix's diagonal"},
    {"hstack", V_NONE, BI_FUNC | BI_TORCH, x_stacks, "tensors", STACK_H, "tensors (at least 1-d) joined along dim 1 (0 for vectors)"},
    {"vstack", V_NONE, BI_FUNC | BI_TORCH, x_stacks, "tensors", STACK_V, "tensors (at least 2-d) joined along dim 0"},
    {"dstack", V_NONE, BI_FUNC | BI_TORCH, x_stacks, "tensors", STACK_D, "tensors (at least 3-d) joined along dim 2"},
    {"column_stack", V_NONE, BI_FUNC | BI_TORCH, x_stacks, "tensors", STACK_COLUMN,
     "tensors (vectors as columns) joined along dim 1"},
    {"row_stack", V_NONE, BI_FUNC | BI_TORCH, x_stacks, "tensors", STACK_V, "vstack"},
    {"concatenate", V_NONE, BI_FUNC, x_concatenate, "tensors, axis=0", 0, "cat, with NumPy's name for dim"},
    {"diagonal", V_TENSOR, FM, x_diagonal, "input, offset=0, dim1=0, dim2=1", 0,
     "a view of the offset diagonal of the (dim1, dim2) planes, as a last dim"},
    {"addcmul", V_TENSOR, FM, x_addc, "input, tensor1, tensor2, *, value=1", ADDC_MUL,
     "input + value * tensor1 * tensor2"},
    {"addcdiv", V_TENSOR, FM, x_addc, "input, tensor1, tensor2, *, value=1", ADDC_DIV,
     "input + value * tensor1 / tensor2"},
    {"addcmul_", V_TENSOR, BI_METHOD, x_addc, "tensor1, tensor2, *, value=1", ADDC_MUL | ADDC_IN_PLACE,
     "t.addcmul(...), in place"},
    {"addcdiv_", V_TENSOR, BI_METHOD, x_addc, "tensor1, tensor2, *, value=1", ADDC_DIV | ADDC_IN_PLACE,
     "t.addcdiv(...), in place"},
    {"nan_to_num", V_TENSOR, FM, x_nan_to_num, "input, nan=0.0, posinf=None, neginf=None", 0,
     "NaN, inf and -inf replaced by finite values"},
    {"nan_to_num_", V_TENSOR, BI_METHOD, x_nan_to_num, "nan=0.0, posinf=None, neginf=None", 1,
     "t.nan_to_num(...), in place"},
    {"vdot", V_TENSOR, FM, x_vdot, "input, other", 0, "the dot product of two 1-d tensors"},
    {"unflatten", V_TENSOR, FM | BI_PY_METHOD, x_unflatten, "input, dim, sizes", 0, "dim split into the given sizes"},
    {"select", V_TENSOR, FM, x_select, "input, dim, index", 0, "the view at index along dim, without dim"},
    {"tensor_split", V_TENSOR, FM, x_tensor_split, "input, indices_or_sections|sections|indices|tensor_indices_or_sections, dim=0", 0,
     "views along dim: n nearly equal sections, or the pieces between indices"},
    {"erfinv", V_TENSOR, FM, x_erfinv, "input", 0, "the inverse error function (PyTorch's approximation)"},
    {"diag_embed", V_TENSOR, FM, x_diag_embed, "input, offset=0, dim1=-2, dim2=-1", 0,
     "the last dim's vectors as the diagonals of new (dim1, dim2) planes"},
    {"rad2deg", V_TENSOR, FM, x_angle, "input", TO_DEGREES, "each element, in radians, in degrees"},
    {"deg2rad", V_TENSOR, FM, x_angle, "input", TO_RADIANS, "each element, in degrees, in radians"},
    {"mvlgamma", V_TENSOR, FM, x_mvlgamma, "input, p", 0, "the multivariate log-gamma function of dimension p"},
    {"angle", V_TENSOR, FM, x_complex_angle, "input", 0, "the complex argument of each element: pi below 0, else 0"},
    {"isreal", V_TENSOR, FM, x_isreal, "input", 0, "whether each element is real: true, there being no complex dtypes"},
    {"heaviside", V_TENSOR, FM, x_heaviside, "input, values", 0, "the step function, values where input is 0"},
    {"isin", V_NONE, BI_FUNC, x_isin, "elements, test_elements, *, assume_unique=False, invert=False", 0,
     "whether each element is one of test_elements"},
};

void tensor_compose_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
