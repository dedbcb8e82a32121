/* tensor_advanced.c: advanced indexing, as PyTorch's index and index_put_
 * do it, on the device.  Each integer index is checked by its least and
 * greatest elements (tensor_index.h), wrapped when one is negative, scaled
 * by its dim's stride and summed with the others, broadcasting, into one
 * int64 tensor of element offsets; a bool mask is first its nonzero()
 * coordinates, one index a dim.  One kernel (ops.def's index or
 * index_put) then walks the result: the offsets' dims where the indices
 * stood when they are adjacent, else first (numpy's rule), and the view's
 * other dims around them.  Only the two extremes of each index, and a
 * mask's count, reach the host. */
#include "values/tensor_advanced.h"

#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_index.h"
#include "values/args.h"
#include "values/tensor_index.h"

/* What an Advanced comes to: the int64 offsets, the view's dims they
 * replace (bitmask), where their dims go in the result, and its shape. */
typedef struct Plan {
    Tensor *offsets;
    unsigned indexed;
    int at;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
} Plan;

void tensor_advanced_free(Advanced *x)
{
    tensor_release(x->view);
    for (int i = 0; i < x->n; i++) tensor_release(x->index[i]);
    x->n = 0;
}

bool tensor_advanced_dtype(DType dt)
{
    return dt == DT_INT64 || dt == DT_INT32 || dt == DT_UINT8 || dt == DT_BOOL;
}

static bool is_mask(const Tensor *t)
{
    return t->dtype == DT_BOOL || t->dtype == DT_UINT8;
}

/* t on the view's device (dev) as int64; an index on another device than
 * a cpu view is refused, as PyTorch refuses it. */
static bool on_device(Interp *in, Tensor *t, int dev, DType dt, Tensor **out)
{
    if (tensor_device(t) >= 0 && tensor_device(t) != dev) {
        char name[16];
        tensor_device_str(dev, name, sizeof name);
        return error_raise(in, "indices should be either on cpu or on the same device as the indexed tensor (%s)",
                           name);
    }
    return tensor_to(in, t, dev, dt, false, false, out);
}

/* The int64 coordinates of a mask's true elements, one vector a dim
 * (nonzero(mask, as_tuple=True)), after PyTorch's check of its shape
 * against the view's dims from dim on. */
static bool mask_coordinates(Interp *in, const Tensor *view, Tensor *mask, int dim, Tensor **coords)
{
    for (int i = 0; i < mask->ndim; i++) {
        if (mask->shape[i] != view->shape[dim + i]) {
            char ms[160], vs[160];
            tensor_shape_str(mask->ndim, mask->shape, ms, sizeof ms);
            tensor_shape_str(view->ndim, view->shape, vs, sizeof vs);
            return error_raise_as(in, ERR_INDEX, "The shape of the mask %s at index %d does not match the shape of the "
                                                 "indexed tensor %s at index %d", ms, i, vs, dim + i);
        }
    }
    Tensor *m;
    if (!on_device(in, mask, tensor_device(view), mask->dtype, &m)) return false;
    /* nonzero's errors, were there any, would be placed at the statement */
    Args outer;
    memset(&outer, 0, sizeof outer);
    Value tuple, arg = value_tensor(m);
    bool ok = builtins_call_name(in, &outer, "nonzero", 1, &arg, 1, (const char *[]){"as_tuple"},
                                 (Value[]){value_bool(true)}, &tuple);
    value_release(arg);
    if (!ok) return false;
    List *l = value_as_list(tuple);
    for (size_t i = 0; i < l->len; i++) coords[i] = tensor_retain(value_as_tensor(l->items[i]));
    value_release(tuple);
    return true;
}

static void shapes_text(Tensor *const *ts, int n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used + 1 < size; i++) {
        char s[160];
        tensor_shape_str(ts[i]->ndim, ts[i]->shape, s, sizeof s);
        used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? ", " : "", s);
    }
}

/* idx * k, or idx + k (add), as a new tensor in *out (idx released). */
static bool scale(Interp *in, const Backend *be, DevStream *s, OpCode op, Tensor **idx, Operand k)
{
    Tensor *r;
    Error err;
    Operand xs[2] = {operand_tensor(*idx), k};
    if (!dispatch_op(be, s, op, xs, 2, &r, &err)) return tensor_fail(in, &err);
    tensor_release(*idx);
    *idx = r;
    return true;
}

/* One index, checked and made its dim's offsets: wrapped (mod size) when
 * one element is negative, times the dim's stride; added to *sum. */
static bool add_offsets(Interp *in, const Backend *be, DevStream *s, const Tensor *view, Tensor *idx, int dim,
                        int ordinal, bool checked, Tensor **sum)
{
    int64_t size = view->shape[dim], least = 0, bad;
    bool found = false;
    if (!checked && !tensor_index_outside(in, idx, -size, size, &least, &found, &bad)) return false;
    if (found)
        return error_raise_as(in, ERR_INDEX, "index %lld is out of bounds for dimension %d with size %lld",
                              (long long)bad, ordinal, (long long)size);
    Tensor *t = tensor_retain(idx);
    bool ok = (least >= 0 || scale(in, be, s, OP_mod, &t, operand_int(size))) &&
              (view->strides[dim] == 1 || scale(in, be, s, OP_mul, &t, operand_int(view->strides[dim])));
    if (ok && *sum) {
        Operand xs[2] = {operand_tensor(*sum), operand_tensor(t)};
        Tensor *r;
        Error err;
        ok = dispatch_op(be, s, OP_add, xs, 2, &r, &err) || tensor_fail(in, &err);
        if (ok) {
            tensor_release(*sum);
            *sum = r;
        }
        tensor_release(t);
    } else if (ok) {
        *sum = t;
    } else {
        tensor_release(t);
    }
    return ok;
}

static bool plan(Interp *in, const Advanced *x, Plan *p)
{
    const Tensor *view = x->view;
    int dev = tensor_device(view);
    /* the indices one a dim, masks spread; checked: a mask's coordinates */
    Tensor *idx[TENSOR_MAX_DIMS];
    int dims[TENSOR_MAX_DIMS], n = 0;
    bool checked[TENSOR_MAX_DIMS], ok = true;
    for (int i = 0; i < x->n && ok; i++) {
        Tensor *t = x->index[i];
        if (is_mask(t)) {
            ok = mask_coordinates(in, view, t, x->dim[i], idx + n);
            for (int k = 0; ok && k < t->ndim; k++, n++) {
                dims[n] = x->dim[i] + k;
                checked[n] = true;
            }
        } else {
            ok = on_device(in, t, dev, DT_INT64, &idx[n]);
            if (ok) {
                dims[n] = x->dim[i];
                checked[n++] = false;
            }
        }
    }
    int nb = 0;
    int64_t b[TENSOR_MAX_DIMS];
    for (int i = 0; i < n && ok; i++) {
        Error err;
        if (!tensor_broadcast_shapes(nb, b, idx[i]->ndim, idx[i]->shape, &nb, b, &err)) {
            char text[512];
            shapes_text(idx, n, text, sizeof text);
            ok = error_raise_as(in, ERR_INDEX, "shape mismatch: indexing tensors could not be broadcast together "
                                               "with shapes %s", text);
        }
    }
    const Backend *be = NULL;
    DevStream *s = tensor_stream(dev);
    p->offsets = NULL;
    p->indexed = 0;
    ok = ok && tensor_backend(in, &be);
    for (int i = 0; i < n && ok; i++) {
        ok = add_offsets(in, be, s, view, idx[i], dims[i], i, checked[i], &p->offsets);
        p->indexed |= 1u << dims[i];
    }
    for (int i = 0; i < n; i++) tensor_release(idx[i]);
    if (!ok) {
        tensor_release(p->offsets);
        return false;
    }
    /* adjacent indices keep their place; separated ones go first */
    p->at = dims[n - 1] - dims[0] == n - 1 ? dims[0] : 0;
    p->ndim = view->ndim - n + nb;
    if (p->ndim > TENSOR_MAX_DIMS) {
        tensor_release(p->offsets);
        return error_raise(in, "tensors have at most %d dimensions, but got %d", TENSOR_MAX_DIMS, p->ndim);
    }
    int r = 0;
    for (int d = 0; d <= view->ndim; d++) {
        if (r == p->at) {
            memcpy(p->shape + r, b, (size_t)nb * sizeof *b);
            r += nb;
        }
        if (d < view->ndim && !(p->indexed >> d & 1)) p->shape[r++] = view->shape[d];
    }
    return true;
}

bool tensor_advanced_read(Interp *in, const Advanced *x, Value *out)
{
    Plan p;
    if (!plan(in, x, &p)) return false;
    const Backend *be;
    Error err;
    Tensor *r;
    bool ok = tensor_backend(in, &be) &&
              (dispatch_index(be, tensor_stream(tensor_device(x->view)), x->view, p.indexed, p.at, p.offsets, p.ndim,
                              p.shape, &r, &err) ||
               tensor_fail(in, &err));
    tensor_release(p.offsets);
    if (ok) *out = value_tensor(r);
    return ok;
}

/* values in view's dtype on its device, after index_put_'s rule: of
 * view's dtype, or (unless add) one element on the host put by one mask,
 * which PyTorch hands to masked_fill_, converting it. */
static bool put_values(Interp *in, const Advanced *x, Tensor *values, bool add, Tensor **out)
{
    Tensor *view = x->view;
    bool fill = !add && x->n == 1 && is_mask(x->index[0]) && tensor_numel(values) == 1 && tensor_device(values) < 0;
    if (values->dtype != view->dtype && !fill)
        return error_raise(in, "Index put requires the source and destination dtypes match, got %s for the "
                               "destination and %s for the source.",
                           tensor_type_name(view->dtype), tensor_type_name(values->dtype));
    Tensor *v = fill ? tensor_as_strided(values, 0, NULL, NULL, values->offset) : tensor_retain(values);
    bool ok = tensor_to(in, v, tensor_device(view), view->dtype, false, false, out);
    tensor_release(v);
    return ok;
}

/* values put at x: set, or added when add; with no index, copied over
 * the view. */
static bool put(Interp *in, const Advanced *x, Tensor *given, bool add)
{
    Tensor *values;
    if (!put_values(in, x, given, add, &values)) return false;
    if (x->n == 0) {
        bool ok = tensor_copy(in, x->view, values, false);
        tensor_release(values);
        return ok;
    }
    Plan p;
    if (!plan(in, x, &p)) {
        tensor_release(values);
        return false;
    }
    bool ok = values->ndim <= p.ndim;
    for (int d = 0; ok && d < values->ndim; d++) {
        int64_t v = values->shape[values->ndim - 1 - d];
        ok = v == 1 || v == p.shape[p.ndim - 1 - d];
    }
    if (!ok) {
        char vs[160], rs[160];
        tensor_shape_str(values->ndim, values->shape, vs, sizeof vs);
        tensor_shape_str(p.ndim, p.shape, rs, sizeof rs);
        error_raise(in, "shape mismatch: value tensor of shape %s cannot be broadcast to indexing result of shape %s",
                    vs, rs);
    }
    const Backend *be;
    Error err;
    ok = ok && tensor_backend(in, &be) &&
         (dispatch_index_put(be, tensor_stream(tensor_device(x->view)), x->view, p.indexed, p.at, p.offsets, values,
                             p.ndim, p.shape, add, &err) ||
          tensor_fail(in, &err));
    tensor_release(p.offsets);
    tensor_release(values);
    return ok;
}

bool tensor_advanced_write(Interp *in, const Advanced *x, Value v)
{
    Tensor *view = x->view, *values;
    int dev = tensor_device(view);
    Operand k;
    if (!tensor_operand(v, &k)) {
        char name[48];
        snprintf(name, sizeof name, "torch.%s%sTensor", dev >= 0 ? "cuda." : "", tensor_type_name(view->dtype));
        return error_raise(in, "can't assign a %s to a %s", value_type_name(v), name);
    }
    if (k.kind == OPERAND_TENSOR) {
        /* Python's setitem drops the value's leading 1s first */
        Tensor *t = k.t;
        int lead = 0;
        while (lead < t->ndim && t->shape[lead] == 1) lead++;
        values = tensor_as_strided(t, t->ndim - lead, t->shape + lead, t->strides + lead, t->offset);
    } else {
        /* a number becomes a tensor of the view's dtype */
        const Backend *be;
        Error err;
        if (!tensor_backend(in, &be)) return false;
        if (!dispatch_full(be, tensor_stream(dev), dev, view->dtype, 0, NULL, k, &values, &err))
            return tensor_fail(in, &err);
    }
    bool ok = put(in, x, values, false);
    tensor_release(values);
    return ok;
}

/* ------------------------------------------------------- index_put */

enum { OUT_OF_PLACE, IN_PLACE };

/* index_put(input, indices, values, accumulate=False) and t.index_put_:
 * indices a tuple or list of tensors (None: that dim whole), values a
 * tensor of input's dtype broadcast to the result of input[indices]. */
static bool x_index_put(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *self, *values;
    bool add;
    if (!args_tensor(in, a, 0, &self)) return false;
    if (p[1].kind != V_TUPLE && p[1].kind != V_LIST)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'indices' (position 1) must be tuple of Tensors, not %s",
                              a->fn->name, value_type_name(p[1]));
    if (!args_tensor(in, a, 2, &values) || !value_truth(in, p[3], &add)) return false;
    List *l = value_as_list(p[1]);
    int dims = 0;
    for (size_t i = 0; i < l->len; i++) {
        Value v = l->items[i];
        if (v.kind != V_TENSOR && v.kind != V_NONE)
            return error_raise_as(in, ERR_TYPE, "expected Tensor as element %zu in argument 0, but got %s", i,
                                  value_type_name(v));
        Tensor *t = v.kind == V_TENSOR ? value_as_tensor(v) : NULL;
        if (t && !tensor_advanced_dtype(t->dtype))
            return error_raise_as(in, ERR_INDEX, "tensors used as indices must be long, int, byte or bool tensors");
        dims += t && is_mask(t) ? t->ndim : 1;
    }
    if (dims > self->ndim)
        return error_raise_as(in, ERR_INDEX, "too many indices for tensor of dimension %d (got %d)", self->ndim, dims);
    Advanced x = {.n = 0};
    int d = 0;
    for (size_t i = 0; i < l->len; i++) {
        Value v = l->items[i];
        if (v.kind == V_TENSOR) {
            Tensor *t = value_as_tensor(v);
            x.index[x.n] = tensor_retain(t);
            x.dim[x.n++] = d;
            d += is_mask(t) ? t->ndim : 1;
        } else {
            d++;
        }
    }
    const Backend *be;
    Error err;
    Tensor *r = NULL;
    bool ok = tensor_backend(in, &be);
    if (ok && a->fn->data == IN_PLACE) r = tensor_retain(self);
    else if (ok && !dispatch_clone(be, tensor_stream(tensor_device(self)), self, &r, &err)) ok = tensor_fail(in, &err);
    x.view = r ? tensor_retain(r) : NULL;
    ok = ok && put(in, &x, values, add);
    tensor_advanced_free(&x);
    if (!ok) {
        tensor_release(r);
        return false;
    }
    if (a->fn->data == IN_PLACE) {
        tensor_release(r);
        *out = value_retain(p[0]);
        return true;
    }
    return args_give(out, r);
}

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"index_put", V_TENSOR, FM, x_index_put, "input, indices, values, accumulate=False", OUT_OF_PLACE,
     "a copy of input with values put (added when accumulate) at input[indices]"},
    {"index_put_", V_TENSOR, BI_METHOD, x_index_put, "indices, values, accumulate=False", IN_PLACE,
     "t.index_put(...), in place"},
};

void tensor_advanced_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
