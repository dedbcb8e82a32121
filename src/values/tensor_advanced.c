/* tensor_advanced.c: the subscripts of tensors, t[items] and t[items] = v,
 * and index_put(_).  Basic items (ints, slices, None, ..., bools) make a
 * view, which shares storage.  Advanced indexing, by index tensors, lists
 * and masks, is done as PyTorch's index and index_put_ do it, on the
 * device.  Each integer index is checked on its device (deferred.h); the
 * indices, broadcast together, give the element offsets: each wrapped (a
 * negative one plus its dim's size) unless the check, made at once, found
 * no element negative, times its dim's stride, and summed, an element
 * outside its dim touching nothing outside the view (the check reports
 * it, perhaps later).  A bool mask is first the positions of its true
 * elements (tensor_search.h), or, when its dims do not flatten,
 * nonzero()'s coordinates, one index a dim.  One kernel then walks the
 * result (ops.def's index, which makes the offsets of up to INDEX_MAX
 * indices itself, or index_put, given them summed): the offsets' dims
 * where the indices stood when they are adjacent, else first (numpy's
 * rule), and the view's other dims around them.  Only a mask's count
 * reaches the host. */
#include "values/tensor_advanced.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_index.h"
#include "values/args.h"
#include "values/deferred.h"
#include "values/tensor_search.h"
#include "values/tensor_value.h"

/* A view and the index tensors that apply to it, in order of their dims:
 * an integer index (any device, int64, int32) stands for one dim, a bool
 * or uint8 mask for as many as it has, from dim on. */
typedef struct Advanced {
    Tensor *view;
    int n;
    Tensor *index[TENSOR_MAX_DIMS];   /* owned */
    int dim[TENSOR_MAX_DIMS];
} Advanced;

/* What an Advanced comes to: its index tensors as terms of the offsets
 * (owned), the view's dims they replace (bitmask), where their dims go in
 * the result, and its shape. */
typedef struct Plan {
    IndexTerm terms[TENSOR_MAX_DIMS];
    int n;
    unsigned indexed;
    int at;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
} Plan;

static void plan_free(Plan *p)
{
    for (int i = 0; i < p->n; i++) tensor_release(p->terms[i].idx);
    p->n = 0;
}

static void advanced_free(Advanced *x)
{
    tensor_release(x->view);
    for (int i = 0; i < x->n; i++) tensor_release(x->index[i]);
    x->n = 0;
}

/* Whether tensors of dt can index: int64, int32, uint8 and bool. */
static bool index_dtype(DType dt)
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

/* One index as plan() uses it: int64 on the view's device, standing for
 * span dims of the view from dim on, which it steps through by stride
 * (an integer index: one dim; a mask: its true elements' positions over
 * its dims flattened, or one of their coordinates); checked: known to be
 * in [0, size) (a mask's); shapes: how many of PyTorch's indices it is in
 * an error's list of shapes. */
typedef struct Entry {
    Tensor *idx;
    int dim, span, shapes;
    int64_t stride;
    bool checked;
} Entry;

/* A mask's entries, after PyTorch's check of its shape against the view's
 * dims from dim on: the positions of its true elements when those dims
 * flatten to one stride, else nonzero(mask, as_tuple=True), a dim each. */
static bool mask_entries(Interp *in, const Tensor *view, Tensor *mask, int dim, Entry *e, int *n)
{
    int k = mask->ndim, last = dim + k - 1;
    for (int i = 0; i < k; i++) {
        if (mask->shape[i] != view->shape[dim + i]) {
            char ms[160], vs[160];
            tensor_shape_str(k, mask->shape, ms, sizeof ms);
            tensor_shape_str(view->ndim, view->shape, vs, sizeof vs);
            return error_raise_as(in, ERR_INDEX, "The shape of the mask %s at index %d does not match the shape of the "
                                                 "indexed tensor %s at index %d", ms, i, vs, dim + i);
        }
    }
    bool flat = true;
    int64_t run = 1;
    for (int i = last; i >= dim; run *= view->shape[i--])
        flat = flat && (view->shape[i] == 1 || view->strides[i] == view->strides[last] * run);
    Tensor *m;
    if (!on_device(in, mask, tensor_device(view), mask->dtype, &m)) return false;
    /* the errors of what this calls, were there any, would be placed at
     * the statement */
    Args outer;
    memset(&outer, 0, sizeof outer);
    Value got, arg = value_tensor(m);
    bool ok = flat ? tensor_search_positions(in, &outer, arg, &got)
                   : builtins_call_name(in, &outer, "nonzero", 1, &arg, 1, (const char *[]){"as_tuple"},
                                        (Value[]){value_bool(true)}, &got);
    value_release(arg);
    if (!ok) return false;
    if (flat) {
        e[(*n)++] = (Entry){tensor_retain(value_as_tensor(got)), dim, k, k, view->strides[last], true};
    } else {
        List *l = value_as_list(got);
        for (int i = 0; i < k; i++)
            e[(*n)++] = (Entry){tensor_retain(value_as_tensor(l->items[i])), dim + i, 1, 1, view->strides[dim + i],
                                true};
    }
    value_release(got);
    return true;
}

/* PyTorch's list of the indices' shapes, for its broadcast error. */
static void shapes_text(const Entry *e, int n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char s[160];
        tensor_shape_str(e[i].idx->ndim, e[i].idx->shape, s, sizeof s);
        for (int c = 0; c < e[i].shapes && used + 1 < size; c++)
            used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? ", " : "", s);
    }
}

/* idx op k (mul, mod, add) as a new tensor in *idx (the old one released). */
static bool apply(Interp *in, const Backend *be, DevStream *s, OpCode op, Tensor **idx, Operand k)
{
    Tensor *r;
    Error err;
    Operand xs[2] = {operand_tensor(*idx), k};
    if (!dispatch_op(be, s, op, xs, 2, &r, &err)) return tensor_fail(in, &err);
    tensor_release(*idx);
    *idx = r;
    return true;
}

/* Entry i of e checked (PyTorch's ordinal: which of its indices it is)
 * and made a term: wrapped by its dim's size unless every element is
 * known to be in [0, size).  An index tensor that an earlier entry, made
 * terms[k], checked against a dim of the same size (x[j, j]) is not
 * checked again: that check stands for both, the earlier failing first.
 * With fuse, the check is left to the index kernel where it may be
 * (term->check, deferred_index_fused). */
static bool entry_term(Interp *in, const Tensor *view, const Entry *e, int i, int ordinal, const IndexTerm *terms,
                       bool fuse, IndexTerm *term)
{
    int64_t size = view->shape[e[i].dim], least = 0;
    for (int k = 0; k < i; k++) {
        if (!e[k].checked && e[k].idx == e[i].idx && view->shape[e[k].dim] == size) {
            *term = (IndexTerm){tensor_retain(e[i].idx), terms[k].size, e[i].stride, NULL};
            return true;
        }
    }
    char msg[128];
    snprintf(msg, sizeof msg, "index %%lld is out of bounds for dimension %d with size %lld", ordinal,
             (long long)size);
    int64_t *check = NULL;
    if (!e[i].checked && !(fuse ? deferred_index_fused(in, e[i].idx, -size, size, ERR_INDEX, msg, &least, &check)
                                : deferred_index_check(in, e[i].idx, -size, size, ERR_INDEX, msg, &least)))
        return false;
    *term = (IndexTerm){tensor_retain(e[i].idx), least >= 0 ? 0 : size, e[i].stride, check};
    return true;
}

/* The plan's terms summed, broadcasting, into one int64 tensor of element
 * offsets, each term wrapped (mod its size) and scaled on the way: the
 * form index_put takes, and index past INDEX_MAX terms. */
static bool sum_terms(Interp *in, const Backend *be, DevStream *s, const Plan *p, Tensor **sum)
{
    *sum = NULL;
    for (int i = 0; i < p->n; i++) {
        const IndexTerm *k = &p->terms[i];
        Tensor *t = tensor_retain(k->idx);
        bool ok = (k->size == 0 || apply(in, be, s, OP_mod, &t, operand_int(k->size))) &&
                  (k->stride == 1 || apply(in, be, s, OP_mul, &t, operand_int(k->stride))) &&
                  (!*sum || apply(in, be, s, OP_add, &t, operand_tensor(*sum)));
        tensor_release(*sum);
        *sum = t;
        if (!ok) {
            tensor_release(*sum);
            *sum = NULL;
            return false;
        }
    }
    return true;
}

/* x's plan; read: for advanced_read, whose kernel may check its indices. */
static bool plan(Interp *in, const Advanced *x, bool read, Plan *p)
{
    const Tensor *view = x->view;
    int dev = tensor_device(view);
    Entry e[TENSOR_MAX_DIMS];
    int n = 0;
    bool ok = true;
    for (int i = 0; i < x->n && ok; i++) {
        Tensor *t = x->index[i];
        if (is_mask(t)) {
            ok = mask_entries(in, view, t, x->dim[i], e, &n);
        } else {
            e[n] = (Entry){NULL, x->dim[i], 1, 1, view->strides[x->dim[i]], false};
            ok = on_device(in, t, dev, DT_INT64, &e[n].idx);
            n += ok;
        }
    }
    int nb = 0;
    int64_t b[TENSOR_MAX_DIMS];
    for (int i = 0; i < n && ok; i++) {
        Error err;
        if (!tensor_broadcast_shapes(nb, b, e[i].idx->ndim, e[i].idx->shape, &nb, b, &err)) {
            char text[512];
            shapes_text(e, n, text, sizeof text);
            ok = error_raise_as(in, ERR_INDEX, "shape mismatch: indexing tensors could not be broadcast together "
                                               "with shapes %s", text);
        }
    }
    /* PyTorch's AdvancedIndex: an index into a dim of size 0 is out of
     * range before any kernel looks, unless the indices select nothing */
    bool none_selected = false, empty_dim = false;
    for (int d = 0; d < nb; d++) none_selected = none_selected || b[d] == 0;
    for (int i = 0; i < n; i++) empty_dim = empty_dim || view->shape[e[i].dim] == 0;
    if (ok && empty_dim && !none_selected)
        ok = error_raise_as(in, ERR_INDEX, "index is out of bounds for dimension with size 0");
    /* A read's kernel checks the first INDEX_CHECKS indices it takes apart
     * (not summed) when it walks every element of each: its result is not
     * empty. */
    unsigned dims = 0;
    for (int i = 0; i < n; i++) dims |= ((1u << e[i].span) - 1) << e[i].dim;
    bool fuse = read && n <= INDEX_MAX && !none_selected;
    for (int d = 0; d < view->ndim; d++) fuse = fuse && ((dims >> d & 1) || view->shape[d] > 0);
    int fused = 0;
    p->n = 0;
    p->indexed = 0;
    /* adjacent indices keep their place; separated ones go first */
    bool adjacent = true;
    int spans = 0;
    for (int i = 0; i < n && ok; i++) {
        ok = entry_term(in, view, e, i, spans, p->terms, fuse && fused < INDEX_CHECKS, &p->terms[p->n]);
        fused += ok && p->terms[p->n].check;
        p->n += ok;
        p->indexed |= ((1u << e[i].span) - 1) << e[i].dim;
        adjacent = adjacent && (i == 0 || e[i].dim == e[i - 1].dim + e[i - 1].span);
        spans += e[i].span;
    }
    for (int i = 0; i < n; i++) tensor_release(e[i].idx);
    if (!ok) {
        plan_free(p);
        return false;
    }
    p->at = adjacent ? e[0].dim : 0;
    p->ndim = view->ndim - spans + nb;
    if (p->ndim > TENSOR_MAX_DIMS) {
        plan_free(p);
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

/* view[index...]: a new tensor, gathered on view's device, its terms
 * read by the one kernel when it takes that many. */
static bool advanced_read(Interp *in, const Advanced *x, Value *out)
{
    Plan p;
    if (!plan(in, x, true, &p)) return false;
    const Backend *be;
    Error err;
    Tensor *r;
    DevStream *s = tensor_stream(tensor_device(x->view));
    bool ok = tensor_backend(in, &be);
    if (ok && p.n > INDEX_MAX) {
        Tensor *sum;
        ok = sum_terms(in, be, s, &p, &sum);
        plan_free(&p);
        if (ok) p.terms[p.n++] = (IndexTerm){sum, 0, 1, NULL};
    }
    ok = ok && (dispatch_index(be, s, x->view, p.indexed, p.at, p.terms, p.n, p.ndim, p.shape, &r, &err) ||
                tensor_fail(in, &err));
    plan_free(&p);
    if (ok) *out = value_tensor(r);
    return ok;
}

/* Whether PyTorch hands index_put_ to masked_fill_: (unless add) one
 * element on the host put by one mask. */
static bool is_masked_fill(const Advanced *x, const Tensor *values, bool add)
{
    return !add && x->n == 1 && is_mask(x->index[0]) && tensor_numel(values) == 1 && tensor_device(values) < 0;
}

/* values in view's dtype on its device, after index_put_'s rule: of
 * view's dtype, unless masked_fill_ converts them. */
static bool put_values(Interp *in, const Advanced *x, Tensor *values, bool add, Tensor **out)
{
    Tensor *view = x->view;
    bool fill = is_masked_fill(x, values, add);
    if (values->dtype != view->dtype && !fill)
        return error_raise(in, "Index put requires the source and destination dtypes match, got %s for the "
                               "destination and %s for the source.",
                           tensor_type_name(view->dtype), tensor_type_name(values->dtype));
    Tensor *v = fill ? tensor_as_strided(values, 0, NULL, NULL, values->offset) : tensor_retain(values);
    bool ok = tensor_to(in, v, tensor_device(view), view->dtype, false, false, out);
    tensor_release(v);
    return ok;
}

/* Whether values broadcast to the indexing result p describes; raises
 * PyTorch's message when they do not. */
static bool broadcasts_to_result(Interp *in, const Tensor *values, const Plan *p)
{
    bool ok = values->ndim <= p->ndim;
    for (int d = 0; ok && d < values->ndim; d++) {
        int64_t v = values->shape[values->ndim - 1 - d];
        ok = v == 1 || v == p->shape[p->ndim - 1 - d];
    }
    if (ok) return true;
    char vs[160], rs[160];
    tensor_shape_str(values->ndim, values->shape, vs, sizeof vs);
    tensor_shape_str(p->ndim, p->shape, rs, sizeof rs);
    return error_raise(in, "shape mismatch: value tensor of shape %s cannot be broadcast to indexing result of shape %s",
                       vs, rs);
}

/* values put at x: set, or added when add; with no index, copied over
 * the view.  PyTorch checks the values' dtype before the indices when it
 * accumulates on CUDA (index_put_with_sort), and after the indices and the
 * broadcast otherwise (make_index_put_iterator); masked_fill_ broadcasts
 * its one element anywhere. */
static bool put(Interp *in, const Advanced *x, Tensor *given, bool add)
{
    Error overlap;
    if (x->n > 0 && !is_masked_fill(x, given, add) && !dispatch_no_overlap(x->view, given, &overlap))
        return tensor_fail(in, &overlap);
    Tensor *values = NULL;
    if ((add || x->n == 0) && !put_values(in, x, given, add, &values)) return false;
    if (x->n == 0) {
        bool ok = tensor_copy(in, x->view, values, false);
        tensor_release(values);
        return ok;
    }
    Plan p;
    if (!plan(in, x, false, &p)) {
        if (values) tensor_release(values);
        return false;
    }
    bool ok = (is_masked_fill(x, given, add) || broadcasts_to_result(in, given, &p)) &&
              (values || put_values(in, x, given, add, &values));
    const Backend *be;
    Error err;
    Tensor *offsets = NULL;
    DevStream *s = tensor_stream(tensor_device(x->view));
    ok = ok && tensor_backend(in, &be) && sum_terms(in, be, s, &p, &offsets) &&
         (dispatch_index_put(be, s, x->view, p.indexed, p.at, offsets, values, p.ndim, p.shape, add, &err) ||
          tensor_fail(in, &err));
    tensor_release(offsets);
    plan_free(&p);
    if (values) tensor_release(values);
    return ok;
}

/* view[index...] = v: a number, or a tensor (without its leading 1s, as
 * Python's setitem drops them) put as index_put_ puts it. */
static bool advanced_write(Interp *in, const Advanced *x, Value v)
{
    Tensor *view = x->view, *values;
    int dev = tensor_device(view);
    Operand k;
    if (!tensor_operand(v, &k)) {
        char name[48];
        snprintf(name, sizeof name, "torch.%s%sTensor", dev >= 0 ? "cuda." : "", tensor_type_name(view->dtype));
        return error_raise_as(in, ERR_TYPE, "can't assign a %s to a %s", value_type_name(v), name);
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

/* ------------------------------------------------------ t[items] */

typedef enum ItemKind { IK_INT, IK_SLICE, IK_NONE, IK_BOOL, IK_ELLIPSIS, IK_TENSOR, IK_BAD } ItemKind;

typedef struct Item {
    ItemKind kind;
    int64_t i;            /* IK_INT: the index; IK_BOOL: 0 or 1 */
    const Slice *slice;   /* IK_SLICE */
    Tensor *index;        /* IK_TENSOR: an index tensor of any dtype (owned) */
    Value bad;            /* IK_BAD: a value that cannot index */
} Item;

static bool bad_index(Interp *in, Value v)
{
    /* PyTorch reads any other sequence as data for an index tensor */
    if (v.kind == V_STR) return error_raise_as(in, ERR_TYPE, "new(): invalid data type 'str'");
    return error_raise_as(in, ERR_INDEX,
                          "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are "
                          "valid indices (got %s)", value_type_name(v));
}

static bool bad_index_dtype(Interp *in)
{
    return error_raise_as(in, ERR_INDEX, "tensors used as indices must be long, int, byte or bool tensors");
}

/* One index item, classified; lists become host tensors.  A value that
 * cannot index fails only where PyTorch's loop over the items reaches it,
 * after the count of dimensions, and an index tensor's dtype only after
 * the loop. */
static bool classify(Interp *in, Value v, Item *it)
{
    it->index = NULL;
    switch (v.kind) {
    case V_INT: it->kind = IK_INT; it->i = v.u.i; return true;
    case V_BOOL: it->kind = IK_BOOL; it->i = v.u.b; return true;
    case V_NONE: it->kind = IK_NONE; return true;
    case V_ELLIPSIS: it->kind = IK_ELLIPSIS; return true;
    case V_SLICE: it->kind = IK_SLICE; it->slice = (const Slice *)v.u.obj; return true;
    case V_TENSOR: {
        Tensor *t = value_as_tensor(v);
        /* a 0-d integer tensor selects as its int does, a 0-d mask as its bool */
        if (t->ndim == 0 && (dtype_is_int(t->dtype) || t->dtype == DT_BOOL)) {
            Value x;
            if (!tensor_item(in, t, &x)) return false;
            it->kind = x.kind == V_BOOL || t->dtype == DT_UINT8 ? IK_BOOL : IK_INT;
            it->i = x.kind == V_BOOL ? x.u.b : it->kind == IK_BOOL ? x.u.i != 0 : x.u.i;
            return true;
        }
        it->kind = IK_TENSOR;
        it->index = tensor_retain(t);
        return true;
    }
    case V_LIST:
    case V_TUPLE: {
        it->kind = IK_TENSOR;
        /* As PyTorch's indexing_tensor_from_data: bools stay a mask, any
         * other numbers become int64 (floats truncated); an empty list
         * selects nothing. */
        if (value_as_list(v)->len == 0)
            return tensor_from_data(in, v, DT_INT64, -1, &it->index);
        if (!tensor_from_data(in, v, DT_COUNT, -1, &it->index)) return false;
        if (it->index->dtype != DT_BOOL && it->index->dtype != DT_INT64) {
            tensor_release(it->index);
            it->index = NULL;
            return tensor_from_data(in, v, DT_INT64, -1, &it->index);
        }
        return true;
    }
    case V_RANGE:
        /* a sequence of ints to PyTorch, as a list is */
        it->kind = IK_TENSOR;
        return tensor_from_data(in, v, DT_INT64, -1, &it->index);
    default:
        it->kind = IK_BAD;
        it->bad = v;
        return true;
    }
}

/* How many dimensions of the indexed tensor an item consumes. */
static int consumed(const Item *it)
{
    switch (it->kind) {
    case IK_INT: case IK_SLICE: case IK_BAD: return 1;
    case IK_TENSOR: return is_mask(it->index) ? it->index->ndim : 1;
    default: return 0;
    }
}

static bool slice_bound(Interp *in, Value v, int64_t *out, bool *given)
{
    *given = v.kind != V_NONE;
    if (!*given) return true;
    if (v.kind == V_INT || v.kind == V_BOOL || v.kind == V_TENSOR) return value_as_index(in, v, out);
    return error_raise_as(in, ERR_TYPE, "slice indices must be integers or None or have an __index__ method");
}

static bool apply_slice(Interp *in, Tensor *t, int d, const Slice *s, Tensor **out)
{
    int64_t start = 0, stop = 0, step = 1;
    bool has_start, has_stop, has_step;
    if (!slice_bound(in, s->start, &start, &has_start) || !slice_bound(in, s->stop, &stop, &has_stop) ||
        !slice_bound(in, s->step, &step, &has_step))
        return false;
    /* A step past the size selects one element either way; clamping it
     * keeps size and stride arithmetic in range. */
    int64_t most = t->shape[d] > 0 ? t->shape[d] : 1;
    if (step > most) step = most;
    Error err;
    if (!tensor_slice(t, d, has_start ? &start : NULL, has_stop ? &stop : NULL, step, out, &err))
        return tensor_fail(in, &err);
    return true;
}

/* One basic item applied to *r at dimension *d; pos is its place among the
 * items, which PyTorch's messages call its dimension. */
static bool apply_item(Interp *in, const Item *it, Tensor **r, int *d, int pos, int skip)
{
    Tensor *next = NULL;
    Error err;
    bool ok = true;
    switch (it->kind) {
    case IK_NONE:
    case IK_BOOL:
        ok = tensor_unsqueeze(*r, *d, &next, &err);
        if (ok && it->kind == IK_BOOL && !it->i) {
            Tensor *empty;
            int64_t zero = 0;
            ok = tensor_slice(next, *d, &zero, &zero, 1, &empty, &err);
            tensor_release(next);
            next = ok ? empty : NULL;
        }
        (*d)++;
        break;
    case IK_ELLIPSIS:
        *d += skip;
        return true;
    case IK_BAD:
        return bad_index(in, it->bad);
    case IK_INT: {
        int64_t size = (*r)->shape[*d];
        if (it->i < -size || it->i >= size)
            return error_raise_as(in, ERR_INDEX, "index %lld is out of bounds for dimension %d with size %lld",
                                  (long long)it->i, pos, (long long)size);
        ok = tensor_select(*r, *d, it->i, &next, &err);
        break;
    }
    case IK_SLICE:
        if (!apply_slice(in, *r, *d, it->slice, &next)) return false;
        (*d)++;
        break;
    case IK_TENSOR:
        return true;
    }
    if (!ok) return tensor_fail(in, &err);
    tensor_release(*r);
    *r = next;
    return true;
}

static bool sequence_as_tuple(Value v)
{
    if (v.kind != V_LIST || value_as_list(v)->len >= 32) return false;
    List *l = value_as_list(v);
    for (size_t i = 0; i < l->len; i++) {
        ValueKind k = l->items[i].kind;
        if (k == V_TENSOR || value_is_seq(l->items[i]) || k == V_SLICE || k == V_NONE || k == V_ELLIPSIS) return true;
    }
    return false;
}

static bool too_many(Interp *in, int ndim)
{
    return error_raise_as(in, ERR_INDEX, "too many indices for tensor of dimension %d", ndim);
}

/* t[i] on a 0-d t: PyTorch's select names index 0 apart and reads the
 * size of a dimension t lacks as 0 (its storage's initial value). */
static bool select_0d_fails(Interp *in, int64_t i)
{
    if (i == 0)
        return error_raise_as(in, ERR_INDEX, "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or "
                              "`tensor.item<T>()` in C++ to convert a 0-dim tensor to a number");
    return error_raise_as(in, ERR_INDEX, "index %lld is out of bounds for dimension 0 with size 0", (long long)i);
}

/* Too many items for t: a lone int or slice takes PyTorch's fast road
 * (select, slice), whose message on a 0-d tensor is its own. */
static bool too_many_fails(Interp *in, const Value *values, int n, int ndim)
{
    if (n == 1 && values[0].kind == V_INT) return select_0d_fails(in, values[0].u.i);
    if (n == 1 && values[0].kind == V_SLICE)
        return error_raise_as(in, ERR_INDEX, "slice() cannot be applied to a 0-dim tensor.");
    return too_many(in, ndim);
}

/* The basic items applied to t as a view; the tensors and lists left in
 * x for advanced indexing (x->n 0 when there are none). */
static bool index_prepare(Interp *in, Tensor *t, const Value *values, int n, Advanced *x)
{
    const Value *given = values;
    int ngiven = n;
    /* t[(a, b)] is t[a, b], as in Python; so is a short list holding a
     * sequence, tensor, slice, None or ..., t[[[0, 1], [2, 2]]], as
     * PyTorch's treatSequenceAsTuple (NumPy's old rule) decides. */
    if (n == 1 && (values[0].kind == V_TUPLE || sequence_as_tuple(values[0]))) {
        List *l = value_as_list(values[0]);
        values = l->items;
        n = (int)l->len;
    }
    Item *items = xcalloc(n ? (size_t)n : 1, sizeof *items);
    bool ok = true;
    int specified = 0, nitems = 0, nadv = 0;
    for (int i = 0; i < n && ok; i++) {
        ok = classify(in, values[i], &items[i]);
        if (!ok) break;
        nitems++;
        specified += consumed(&items[i]);
        nadv += items[i].kind == IK_TENSOR;
    }
    if (ok && specified > t->ndim) ok = too_many_fails(in, given, ngiven, t->ndim);
    x->view = tensor_retain(t);
    x->n = 0;
    int d = 0;
    for (int i = 0; i < nitems && ok; i++) {
        /* Beside index tensors a bool is one too, of the new dim it makes:
         * [0], or empty when false. */
        if (items[i].kind == IK_BOOL && nadv > 0) {
            Tensor *u;
            Error err;
            int64_t len = items[i].i != 0;
            ok = (tensor_unsqueeze(x->view, d, &u, &err) &&
                  tensor_empty(NULL, -1, NULL, DT_INT64, 1, &len, &items[i].index, &err)) ||
                 tensor_fail(in, &err);
            if (!ok) break;
            tensor_release(x->view);
            x->view = u;
            if (len) *(int64_t *)tensor_data(items[i].index) = 0;
            items[i].kind = IK_TENSOR;
        }
        /* A tensor, a mask too, moves on one dim, as PyTorch's
         * recordTensorIndex does; a mask covers its dims from there. */
        if (items[i].kind == IK_TENSOR) {
            x->index[x->n] = items[i].index;
            x->dim[x->n++] = d;
            items[i].index = NULL;
            d++;
            continue;
        }
        ok = apply_item(in, &items[i], &x->view, &d, i, t->ndim - specified);
    }
    for (int i = 0; i < x->n && ok; i++)
        if (!index_dtype(x->index[i]->dtype)) ok = bad_index_dtype(in);
    for (int i = 0; i < nitems; i++) tensor_release(items[i].index);
    free(items);
    if (!ok) advanced_free(x);
    return ok;
}

static bool subscript(Interp *in, Value obj, const Value *items, int n, Value *out)
{
    Advanced x;
    if (!index_prepare(in, value_as_tensor(obj), items, n, &x)) return false;
    bool ok = true;
    if (x.n) ok = advanced_read(in, &x, out);
    else *out = value_tensor(tensor_retain(x.view));
    advanced_free(&x);
    return ok;
}

static bool set_subscript(Interp *in, Value obj, const Value *items, int n, Value v)
{
    Advanced x;
    if (!index_prepare(in, value_as_tensor(obj), items, n, &x)) return false;
    bool ok = x.n ? advanced_write(in, &x, v) : tensor_assign(in, x.view, v);
    advanced_free(&x);
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
        if (t && !index_dtype(t->dtype))
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
    advanced_free(&x);
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
    /* tensor_value.c's class, with its subscripts */
    static ValueClass cls;
    cls = *value_class(V_TENSOR);
    cls.index = subscript;
    cls.set_index = set_subscript;
    value_define_class(V_TENSOR, &cls);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
