/* tensor_scatter.c: PyTorch's functions that write into chosen places of
 * a tensor, or read them out, composed of indexing and copies with
 * PyTorch's checks and messages: index_copy, index_fill, put, masked_select,
 * masked_scatter, and select_scatter, slice_scatter, diagonal_scatter and
 * as_strided_scatter (a copy of input with one view of it replaced). */
#include "values/tensor_scatter.h"

#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"

enum { OUT_OF_PLACE, IN_PLACE };

static bool fail(Interp *in, const Error *err)
{
    return tensor_fail(in, err);
}

static int64_t size_at(const Tensor *t, int d)
{
    return t->ndim ? t->shape[d] : 1;
}

/* The tensor the out-of-place forms write: a copy of x (x itself in place),
 * laid out as x (preserve_format, as PyTorch's index_fill and put clone)
 * or, for index_copy and masked_scatter, contiguous as PyTorch's. */
static Value written(Work *w, const Args *a, Value x, MemoryFormat f)
{
    if (a->fn->data == IN_PLACE) return x;
    Value format = {V_MEMORY_FORMAT, {.i = f}};
    return work_call_kw(w, "clone", 1, &x, 1, (const char *[]){"memory_format"}, &format);
}

/* x[:, ..., index] = v with index at dim. */
static void set_at(Work *w, Value x, int dim, Value index, Value v)
{
    Value items[TENSOR_MAX_DIMS];
    for (int d = 0; d < dim; d++) items[d] = value_slice_new(value_none(), value_none(), value_none());
    items[dim] = value_retain(index);
    if (w->ok) w->ok = value_set_index(w->in, x, items, dim + 1, v);
    for (int d = 0; d <= dim; d++) value_release(items[d]);
}

/* The index's elements, read on the host: its first outside [lo, hi), if any. */
static bool first_outside(Work *w, Value index, int64_t lo, int64_t hi, bool *found, int64_t *bad)
{
    Value l = work_method(w, work_method(w, index, "reshape", 1, (Value[]){value_int(-1)}), "tolist", 0, NULL);
    *found = false;
    if (!w->ok) return false;
    const List *items = value_as_list(l);
    for (size_t i = 0; i < items->len && !*found; i++) {
        *bad = items->items[i].u.i;
        *found = *bad < lo || *bad >= hi;
    }
    return true;
}

/* --------------------------------------------------------- index_copy */

/* The first dim (of the shapes without dim) where self's and source's
 * slices differ, or -1. */
static int slice_mismatch(const Tensor *self, const Tensor *source, int dim, int64_t *ss, int64_t *rs)
{
    int64_t a[TENSOR_MAX_DIMS], b[TENSOR_MAX_DIMS];
    int na = 0, nb = 0;
    for (int d = 0; d < self->ndim; d++)
        if (d != dim) a[na++] = self->shape[d];
    for (int d = 0; d < source->ndim; d++)
        if (d != dim) b[nb++] = source->shape[d];
    for (int d = 0; d < na || d < nb; d++) {
        *ss = d < na ? a[d] : 1;
        *rs = d < nb ? b[d] : 1;
        if (*ss != *rs) return d;
    }
    return -1;
}

/* PyTorch's index_copy checks, in its order and words. */
static bool index_copy_check(Interp *in, const Tensor *self, int d, const Tensor *index, const Tensor *source)
{
    if (index->ndim > 1)
        return error_raise_as(in, ERR_INDEX, "index_copy_(): Index should have dimension 1 or 0 (got %d)", index->ndim);
    if (tensor_numel(index) != size_at(source, source->ndim ? d : 0))
        return error_raise_as(in, ERR_INDEX, "index_copy_(): Number of indices (%lld) should be equal to "
                              "source.size(dim) (%lld)", (long long)tensor_numel(index),
                              (long long)size_at(source, source->ndim ? d : 0));
    if (index->dtype != DT_INT64)
        return error_raise(in, "index_copy_(): Expected a long tensor for index, but got %s",
                           tensor_type_name(index->dtype));
    if (self->dtype != source->dtype)
        return error_raise(in, "index_copy_(): self and source expected to have the same dtype, but got (self) %s and "
                           "(source) %s", tensor_type_name(self->dtype), tensor_type_name(source->dtype));
    int64_t ss, rs;
    int at = source->ndim ? slice_mismatch(self, source, d, &ss, &rs) : -1;
    if (at >= 0)
        return error_raise(in, "index_copy_(): Source/destination tensor must have same slice shapes. Destination "
                           "slice shape: %lld at dimension %d and source slice shape: %lld at dimension %d.",
                           (long long)ss, at, (long long)rs, at);
    return true;
}

/* index_copy(input, dim, index, source) and index_copy_: source's slices
 * along dim written at index's places. */
static bool x_index_copy(Interp *in, const Args *a, Value *out)
{
    Tensor *self, *index, *source;
    int64_t dim;
    int d;
    Error err;
    if (!args_tensor(in, a, 0, &self) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &index) ||
        !args_tensor(in, a, 3, &source))
        return false;
    if (!tensor_wrap_dim(dim, self->ndim, &d, &err)) return fail(in, &err);
    if (!index_copy_check(in, self, d, index, source)) return false;
    if (a->fn->data == IN_PLACE && !(dispatch_no_internal_overlap(self, &err) && dispatch_no_overlap(self, index, &err) &&
                                     dispatch_no_overlap(self, source, &err)))
        return fail(in, &err);
    Work w = work_new(in, a);
    bool found;
    int64_t bad;
    if (first_outside(&w, a->p[2], 0, size_at(self, d), &found, &bad) && found)
        w.ok = error_raise_as(in, ERR_INDEX, "index_copy_(): index %lld is out of bounds for dimension %d with size %lld",
                              (long long)bad, d, (long long)size_at(self, d));
    Value r = written(&w, a, a->p[0], MEM_CONTIGUOUS);
    if (self->ndim == 0) set_at(&w, r, 0, value_none(), a->p[3]);
    else set_at(&w, r, d, a->p[2], a->p[3]);
    return work_done(&w, r, out);
}

/* --------------------------------------------------------- index_fill */

/* index_fill(input, dim, index, value) and index_fill_: value (a number
 * or a 0-d tensor) at index's places along dim (negative ones count from
 * the end). */
static bool x_index_fill(Interp *in, const Args *a, Value *out)
{
    Tensor *self, *index;
    int64_t dim;
    int d;
    Error err;
    if (!args_tensor(in, a, 0, &self) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &index)) return false;
    if (!tensor_wrap_dim(dim, self->ndim, &d, &err)) return fail(in, &err);
    if (a->p[3].kind == V_TENSOR && value_as_tensor(a->p[3])->ndim != 0)
        return error_raise(in, "index_fill_ only supports a 0-dimensional value tensor, but got tensor with %d "
                           "dimension(s).", value_as_tensor(a->p[3])->ndim);
    if (index->dtype != DT_INT64) return error_raise_as(in, ERR_INDEX, "index_fill_(): Expected dtype int64 for index.");
    if (a->fn->data == IN_PLACE && !dispatch_no_overlap(self, index, &err)) return fail(in, &err);
    if (index->ndim > 1) return error_raise(in, "Index has to be a vector/scalar");
    /* a 0-d tensor fills as its number, in self's dtype (PyTorch's value.item()) */
    Value value = a->p[3];
    if (value.kind == V_TENSOR && !tensor_item(in, value_as_tensor(value), &value)) return false;
    int64_t size = size_at(self, d);
    Work w = work_new(in, a);
    bool found;
    int64_t bad;
    if (first_outside(&w, a->p[2], -size, size, &found, &bad) && found)
        w.ok = error_raise_as(in, ERR_INDEX, "index %lld is out of bounds for dimension %d with size %lld",
                              (long long)bad, d, (long long)size);
    Value r = written(&w, a, a->p[0], MEM_PRESERVE);
    Value wrapped = work_binary(&w, OP_MOD, a->p[2], value_int(size ? size : 1));
    if (self->ndim == 0) set_at(&w, r, 0, value_none(), value);
    else set_at(&w, r, d, wrapped, value);
    return work_done(&w, r, out);
}

/* ---------------------------------------------------------------- put */

/* PyTorch's put_ checks, in its order and words. */
static bool put_check(Interp *in, const Tensor *self, const Tensor *index, const Tensor *source)
{
    if (index->dtype != DT_INT64)
        return error_raise(in, "put_(): Expected a long tensor for index, but got %s", tensor_type_name(index->dtype));
    if (self->dtype != source->dtype)
        return error_raise(in, "put_(): self and source expected to have the same dtype, but got self.dtype = %s and "
                           "source.dtype = %s", tensor_type_name(self->dtype), tensor_type_name(source->dtype));
    if (tensor_numel(source) != tensor_numel(index))
        return error_raise_as(in, ERR_INDEX, "put_(): Expected source and index to have the same number of elements, "
                              "but got source.numel() = %lld, index.numel() = %lld", (long long)tensor_numel(source),
                              (long long)tensor_numel(index));
    if (tensor_numel(self) == 0 && tensor_numel(index) != 0)
        return error_raise_as(in, ERR_INDEX, "put_(): Tried to put elements into an empty tensor");
    return true;
}

/* put(input, index, source, accumulate=False) and put_: source's elements
 * written (or added) at index's places of the flattened input, negative
 * ones counting from the end; index_copy_ or index_add_ on a flat view
 * (a flat copy copied back where input is not contiguous). */
static bool x_put(Interp *in, const Args *a, Value *out)
{
    Tensor *self, *index, *source;
    bool accumulate;
    if (!args_tensor(in, a, 0, &self) || !args_tensor(in, a, 1, &index) || !args_tensor(in, a, 2, &source) ||
        !value_truth(in, a->p[3], &accumulate) || !put_check(in, self, index, source))
        return false;
    int64_t n = tensor_numel(self);
    Work w = work_new(in, a);
    bool found;
    int64_t bad;
    if (first_outside(&w, a->p[1], -n, n, &found, &bad) && found)
        w.ok = error_raise_as(in, ERR_INDEX, "out of range: tried to access index %lld on a tensor of %lld elements.",
                              (long long)bad, (long long)n);
    Value r = written(&w, a, a->p[0], MEM_PRESERVE);
    if (tensor_numel(index) == 0) return work_done(&w, r, out);
    Value minus_one = value_int(-1);
    Value flat = work_method(&w, r, "reshape", 1, &minus_one);
    Value places = work_binary(&w, OP_MOD, work_method(&w, a->p[1], "reshape", 1, &minus_one), value_int(n));
    Value values = work_method(&w, a->p[2], "reshape", 1, &minus_one);
    work_method(&w, flat, accumulate ? "index_add_" : "index_copy_", 3, (Value[]){value_int(0), places, values});
    if (w.ok && !tensor_is_contiguous(value_as_tensor(r)))
        work_method(&w, r, "copy_", 1, (Value[]){work_method(&w, flat, "view_as", 1, &r)});
    return work_done(&w, r, out);
}

/* ------------------------------------------ masked_select, masked_scatter */

/* masked_select(input, mask): input's elements where the bool mask (both
 * broadcast) is true, as a 1-d tensor. */
static bool x_masked_select(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *mask;
    if (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &mask)) return false;
    if (mask->dtype != DT_BOOL) return error_raise(in, "masked_select: expected BoolTensor for mask");
    Work w = work_new(in, a);
    /* Broadcast as PyTorch does, mask first (its size-mismatch message names the mask a). */
    Value both = work_call(&w, "broadcast_tensors", 2, (Value[]){a->p[1], a->p[0]});
    Value r = value_none();
    if (w.ok) {
        const List *l = value_as_list(both);
        w.ok = value_index(in, l->items[1], &l->items[0], 1, &r);
        work_keep(&w, w.ok, r);
    }
    Value got;
    return work_done(&w, r, &got) && tensor_methods_deliver(in, a, got, out);
}

/* masked_scatter(input, mask, source) and masked_scatter_: source's
 * first elements (in order) written where the bool mask is true; the
 * out-of-place form broadcasts input and mask, the in-place one mask to
 * t's shape. */
static bool x_masked_scatter(Interp *in, const Args *a, Value *out)
{
    Tensor *self, *mask, *source;
    if (!args_tensor(in, a, 0, &self) || !args_tensor(in, a, 1, &mask) || !args_tensor(in, a, 2, &source)) return false;
    Error err;
    if (a->fn->data == IN_PLACE && !dispatch_no_internal_overlap(self, &err)) return fail(in, &err);
    if (mask->dtype != DT_BOOL)
        return error_raise(in, "masked_scatter_ only supports boolean masks, but got mask with dtype %s",
                           tensor_type_name(mask->dtype));
    if (self->dtype != source->dtype)
        return error_raise(in, "masked_scatter: expected self and source to have same dtypes but got%s and %s",
                           tensor_type_name(self->dtype), tensor_type_name(source->dtype));
    Work w = work_new(in, a);
    Value r = a->p[0], m = a->p[1];
    if (a->fn->data == IN_PLACE) {
        m = work_method(&w, m, "expand_as", 1, &r);
    } else {
        /* Mask first, as PyTorch's (its size-mismatch message names the mask a). */
        Value both = work_call(&w, "broadcast_tensors", 2, (Value[]){a->p[1], a->p[0]});
        if (w.ok) {
            r = written(&w, a, value_as_list(both)->items[1], MEM_CONTIGUOUS);
            m = value_as_list(both)->items[0];
        }
    }
    Value count = work_method(&w, work_method(&w, m, "sum", 0, NULL), "item", 0, NULL);
    if (w.ok && count.u.i > tensor_numel(source))
        w.ok = error_raise(in, "Number of elements of source < number of ones in mask");
    Value flat = work_method(&w, a->p[2], "reshape", 1, (Value[]){value_int(-1)});
    /* A copy, read before any write: PyTorch does not refuse a source sharing t's memory. */
    Value head = work_method(&w, work_method(&w, flat, "narrow", 3, (Value[]){value_int(0), value_int(0), count}),
                             "clone", 0, NULL);
    if (w.ok) w.ok = value_set_index(in, r, &m, 1, head);
    return work_done(&w, r, out);
}

/* ------------------------------------ select/slice/diagonal_scatter */

enum { SCATTER_SELECT, SCATTER_SLICE, SCATTER_DIAGONAL, SCATTER_STRIDED };

/* x[:, ..., start:end:step] with the slice at dim (a view). */
static Value slice_view(Work *w, Value x, const Value *p)
{
    int64_t dim = 0;
    int d = 0;
    Error err;
    Tensor *t = value_as_tensor(x);
    if (w->ok && !(args_int_value(w->in, w->a, "dim", p[0], &dim) &&
                   (tensor_wrap_dim(dim, t->ndim, &d, &err) || fail(w->in, &err))))
        w->ok = false;
    if (!w->ok) return value_none();
    Value items[TENSOR_MAX_DIMS];
    for (int i = 0; i < d; i++) items[i] = value_slice_new(value_none(), value_none(), value_none());
    items[d] = value_slice_new(p[1], p[2], p[3]);
    Value r = value_none();
    bool ok = value_index(w->in, x, items, d + 1, &r);
    for (int i = 0; i <= d; i++) value_release(items[i]);
    return work_keep(w, ok, r);
}

/* select_scatter(input, src, dim, index), slice_scatter(input, src,
 * dim=0, start=None, end=None, step=1), diagonal_scatter(input, src,
 * offset=0, dim1=0, dim2=1) and as_strided_scatter(input, src, size,
 * stride, storage_offset=None), by data: a copy of input (in input's
 * layout, which as_strided's view is of) with that view of it replaced
 * by src, which must have the view's shape. */
static bool x_view_scatter(Interp *in, const Args *a, Value *out)
{
    Tensor *src;
    if (!args_tensor(in, a, 0, &(Tensor *){NULL}) || !args_tensor(in, a, 1, &src)) return false;
    Work w = work_new(in, a);
    Value r = work_method(&w, a->p[0], "clone", 0, NULL), view;
    if (a->fn->data == SCATTER_SELECT) view = work_method(&w, r, "select", 2, &a->p[2]);
    else if (a->fn->data == SCATTER_DIAGONAL) view = work_method(&w, r, "diagonal", 3, &a->p[2]);
    else if (a->fn->data == SCATTER_STRIDED) view = work_method(&w, r, "as_strided", 3, &a->p[2]);
    else view = slice_view(&w, r, &a->p[2]);
    if (w.ok) {
        Tensor *v = value_as_tensor(view);
        bool same = v->ndim == src->ndim;
        for (int d = 0; same && d < v->ndim; d++) same = v->shape[d] == src->shape[d];
        if (!same) {
            char ss[160], vs[160];
            tensor_shape_str(src->ndim, src->shape, ss, sizeof ss);
            tensor_shape_str(v->ndim, v->shape, vs, sizeof vs);
            w.ok = error_raise(in, "expected src to have a size equal to the slice of self. src size = %s, slice size = "
                               "%s", ss, vs);
        }
    }
    work_method(&w, view, "copy_", 1, &a->p[1]);
    return work_done(&w, r, out);
}

/* ------------------------------------------------------------ the table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"index_copy", V_TENSOR, FM, x_index_copy, "input, dim, index, source", OUT_OF_PLACE,
     "a copy of input with source's slices along dim written at index"},
    {"index_copy_", V_TENSOR, BI_METHOD, x_index_copy, "dim, index, source", IN_PLACE, "t.index_copy(...), in place"},
    {"index_fill", V_TENSOR, FM, x_index_fill, "input, dim, index, value", OUT_OF_PLACE,
     "a copy of input with value at index along dim"},
    {"index_fill_", V_TENSOR, BI_METHOD, x_index_fill, "dim, index, value", IN_PLACE, "t.index_fill(...), in place"},
    {"put", V_TENSOR, FM, x_put, "input, index, source, accumulate=False", OUT_OF_PLACE,
     "a copy of input with source written (or added) at index of the flattened input"},
    {"put_", V_TENSOR, BI_METHOD, x_put, "index, source, accumulate=False", IN_PLACE, "t.put(...), in place"},
    {"masked_select", V_TENSOR, FM, x_masked_select, "input, mask, *, out=None", 0,
     "input's elements where the bool mask is true, as a 1-d tensor"},
    {"masked_scatter", V_TENSOR, FM, x_masked_scatter, "input, mask, source", OUT_OF_PLACE,
     "a copy of input with source's first elements written where mask is true"},
    {"masked_scatter_", V_TENSOR, BI_METHOD, x_masked_scatter, "mask, source", IN_PLACE,
     "t.masked_scatter(...), in place"},
    {"select_scatter", V_TENSOR, FM, x_view_scatter, "input, src, dim, index", SCATTER_SELECT,
     "a copy of input with input.select(dim, index) replaced by src"},
    {"slice_scatter", V_TENSOR, FM, x_view_scatter, "input, src, dim=0, start=None, end=None, step=1", SCATTER_SLICE,
     "a copy of input with the slice start:end:step along dim replaced by src"},
    {"diagonal_scatter", V_TENSOR, FM, x_view_scatter, "input, src, offset=0, dim1=0, dim2=1", SCATTER_DIAGONAL,
     "a copy of input with input.diagonal(offset, dim1, dim2) replaced by src"},
    {"as_strided_scatter", V_TENSOR, FM, x_view_scatter, "input, src, size, stride, storage_offset=None",
     SCATTER_STRIDED, "a copy of input with input.as_strided(size, stride, storage_offset) replaced by src"},
};

void tensor_scatter_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
