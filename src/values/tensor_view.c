/* tensor_view.c: PyTorch's rearrangements of one tensor, composed of
 * other builtins or made as strided views: diag and diagflat, ravel,
 * atleast_1d/2d/3d, hsplit/vsplit/dsplit, split_with_sizes, narrow_copy,
 * rot90, adjoint and t.H, t.unfold, as_strided, and the in-place view
 * changes (squeeze_, unsqueeze_, transpose_, t_, swapaxes_, resize_). */
#include "values/tensor_view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_value.h"

static bool fail(Interp *in, const Error *err)
{
    return tensor_fail(in, err);
}

/* --------------------------------------------------- diag, diagflat */

/* diag(input, diagonal=0): a vector laid on the diagonal-th diagonal of
 * a square matrix, or a copy of a matrix's diagonal-th diagonal. */
static bool x_diag(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &(int64_t){0})) return false;
    if (t->ndim != 1 && t->ndim != 2)
        return error_raise(in, "diag(): Supports 1D or 2D tensors. Got %dD", t->ndim);
    Work w = work_new(in, a);
    if (t->ndim == 1) return work_done(&w, work_call(&w, "diag_embed", 2, a->p), out);
    Value d = work_call(&w, "diagonal", 2, a->p);
    return work_done(&w, work_method(&w, d, "clone", 0, NULL), out);
}

/* diagflat(input, offset=0): diag of the flattened input. */
static bool x_diagflat(Interp *in, const Args *a, Value *out)
{
    if (!args_tensor(in, a, 0, &(Tensor *){NULL})) return false;
    Work w = work_new(in, a);
    Value flat = work_method(&w, a->p[0], "reshape", 1, (Value[]){value_int(-1)});
    return work_done(&w, work_call(&w, "diag_embed", 2, (Value[]){flat, a->p[1]}), out);
}

/* ------------------------------------------------- ravel, atleast_nd */

static bool x_ravel(Interp *in, const Args *a, Value *out)
{
    if (!args_tensor(in, a, 0, &(Tensor *){NULL})) return false;
    return builtins_call_method(in, a, a->p[0], "reshape", 1, (Value[]){value_int(-1)}, out);
}

/* x viewed with at least n (1, 2 or 3) dims: a scalar as (1,...), a
 * vector as a row (1, k) or (1, k, 1), a matrix as (m, k, 1). */
static Value at_least(Work *w, Value x, int n)
{
    Tensor *t = value_as_tensor(x);
    if (t->ndim >= n) return x;
    int64_t k = t->ndim ? t->shape[0] : 1;
    int64_t shape[3] = {1, k, 1};
    if (t->ndim == 2) {
        shape[0] = t->shape[0];
        shape[1] = t->shape[1];
    } else if (n == 1) {
        shape[0] = k;
    }
    return work_method(w, x, "reshape", 1, (Value[]){work_keep(w, true, value_size_new(shape, n))});
}

/* atleast_1d/2d/3d(*tensors), n in data: one tensor gives a tensor;
 * several, or one sequence, a tuple. */
static bool x_atleast(Interp *in, const Args *a, Value *out)
{
    const List *given = value_as_list(a->p[0]);
    bool one = given->len == 1 && given->items[0].kind == V_TENSOR;
    Value list = given->len == 1 && value_is_seq(given->items[0]) ? given->items[0] : a->p[0];
    const List *l = value_as_list(list);
    for (size_t i = 0; i < l->len; i++)
        if (l->items[i].kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "%s(): expected Tensor as element %zu in argument 0, but got %s",
                                  a->fn->name, i, value_type_name(l->items[i]));
    Work w = work_new(in, a);
    if (one) return work_done(&w, at_least(&w, l->items[0], a->fn->data), out);
    Value r = work_keep(&w, true, value_list_new(V_TUPLE, l->len));
    for (size_t i = 0; i < l->len && w.ok; i++) value_list_push(r, value_retain(at_least(&w, l->items[i], a->fn->data)));
    return work_done(&w, r, out);
}

/* ---------------------------------------------- hsplit, vsplit, dsplit */

/* hsplit, vsplit, dsplit(input, indices_or_sections), the dim in data
 * (hsplit: 1, or 0 for a vector): tensor_split, but a number of sections
 * must divide the dim, and vsplit needs 2 dims, dsplit 3. */
static bool x_dir_split(Interp *in, const Args *a, Value *out)
{
    static const char *const names[] = {"vsplit", "hsplit", "dsplit"};
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    static const int needs[] = {2, 1, 3};
    int dim = a->fn->data, need = needs[dim];
    const char *name = names[dim];
    if (t->ndim < need)
        return error_raise(in, "torch.%s requires a tensor with at least %d dimension, but got a tensor with %d "
                           "dimensions!", name, need, t->ndim);
    if (dim == 1 && t->ndim == 1) dim = 0;
    Value how = a->p[1];
    if (how.kind == V_INT && (how.u.i == 0 || t->shape[dim] % how.u.i != 0))
        return error_raise(in, "torch.%s attempted to split along dimension %d, but the size of the dimension %lld "
                           "is not divisible by the split_size %lld!", name, dim, (long long)t->shape[dim],
                           (long long)how.u.i);
    return builtins_call_name(in, a, "tensor_split", 3, (Value[]){a->p[0], how, value_int(dim)}, 0, NULL, NULL, out);
}

/* split_with_sizes(input, split_sizes, dim=0): split by a list of sizes. */
static bool x_split_with_sizes(Interp *in, const Args *a, Value *out)
{
    if (!args_tensor(in, a, 0, &(Tensor *){NULL})) return false;
    if (!value_is_seq(a->p[1]))
        return error_raise_as(in, ERR_TYPE, "split_with_sizes(): argument 'split_sizes' (position 2) must be tuple of "
                              "ints, not %s", value_type_name(a->p[1]));
    return builtins_call_name(in, a, "split", 3, a->p, 0, NULL, NULL, out);
}

/* narrow_copy(input, dim, start, length): narrow, copied. */
static bool x_narrow_copy(Interp *in, const Args *a, Value *out)
{
    Work w = work_new(in, a);
    Value v = work_call(&w, "narrow", 4, a->p);
    return work_done(&w, work_method(&w, v, "clone", 0, NULL), out);
}

/* -------------------------------------------------------------- rot90 */

/* rot90(input, k=1, dims=[0, 1]) (None: [0, 1]): k quarter turns from dims[0] towards
 * dims[1], as PyTorch's flips and a transpose (always a copy). */
static bool x_rot90(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t k;
    Value items;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &k)) return false;
    if (a->p[2].kind == V_NONE) {
        items = value_list_new(V_LIST, 2);
        value_list_push(items, value_int(0));
        value_list_push(items, value_int(1));
    } else if (!value_items(in, a->p[2], &items)) {
        return false;
    }
    const List *l = value_as_list(items);
    int64_t d[2] = {0, 0};
    bool ok = true;
    for (size_t i = 0; i < l->len && i < 2 && ok; i++) ok = args_int_value(in, a, "dims", l->items[i], &d[i]);
    size_t n = l->len;
    value_release(items);
    if (!ok) return false;
    if (n != 2) return error_raise(in, "expected total rotation dims == 2, but got dims = %zu", n);
    if (t->ndim < 2) return error_raise(in, "expected total dims >= 2, but got total dims = %d", t->ndim);
    if (d[0] == d[1] || llabs(d[0] - d[1]) == t->ndim)
        return error_raise(in, "expected rotation dims to be different, but got dim0 = %lld and dim1 = %lld",
                           (long long)d[0], (long long)d[1]);
    for (int i = 0; i < 2; i++)
        if (d[i] >= t->ndim || d[i] < -t->ndim)
            return error_raise(in, "Rotation dim%d out of range, dim%d = %lld", i, i, (long long)d[i]);
    k = ((k % 4) + 4) % 4;
    Work w = work_new(in, a);
    Value x = a->p[0];
    if (k == 0) return work_done(&w, work_method(&w, x, "clone", 0, NULL), out);
    if (k == 2) return work_done(&w, work_method(&w, x, "flip", 2, (Value[]){value_int(d[0]), value_int(d[1])}), out);
    Value flipped = work_method(&w, x, "flip", 1, (Value[]){value_int(k == 1 ? d[1] : d[0])});
    return work_done(&w, work_method(&w, flipped, "transpose", 2, (Value[]){value_int(d[0]), value_int(d[1])}), out);
}

/* ------------------------------------------------------ adjoint, t.H */

/* adjoint(input) (real dtypes: the last two dims swapped; a 0-d tensor
 * as it is) and t.H (matrices only). */
static bool x_adjoint(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *r;
    if (!args_tensor(in, a, 0, &t)) return false;
    bool attr = a->fn->flags & BI_ATTR;
    if (t->ndim == 0) {
        *out = value_retain(a->p[0]);
        return true;
    }
    if (attr && t->ndim != 2)
        return error_raise(in, "tensor.H is only supported on matrices (2-D tensors). Got %d-D tensor.%s", t->ndim,
                           t->ndim > 2 ? " For batches of matrices, consider using tensor.mH" : "");
    if (t->ndim == 1)
        return error_raise(in, "tensor.adjoint() is only supported on matrices or batches of matrices. Got 1-D "
                           "tensor.");
    Error err;
    if (!tensor_transpose(t, -2, -1, &r, &err)) return fail(in, &err);
    return args_give(out, r);
}

/* ------------------------------------------------- unfold, as_strided */

/* t.unfold(dimension, size, step): a view of every size-long window of
 * dimension, step apart, as a new last dim of length size. */
static bool x_unfold(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim, size, step;
    int d;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !args_int(in, a, 2, &size) ||
        !args_int(in, a, 3, &step))
        return false;
    if (!tensor_wrap_dim(dim, t->ndim, &d, &err)) return fail(in, &err);
    /* A 0-d tensor unfolds as one element of one dimension. */
    int64_t len = t->ndim ? t->shape[d] : 1, stride = t->ndim ? t->strides[d] : 1;
    if (size > len)
        return error_raise(in, "maximum size for tensor at dimension %d is %lld but size is %lld", d, (long long)len,
                           (long long)size);
    if (step <= 0) return error_raise(in, "step is %lld but must be > 0", (long long)step);
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int n = t->ndim;
    for (int i = 0; i < t->ndim; i++) {
        shape[i] = t->shape[i];
        strides[i] = t->strides[i];
    }
    /* A 0-d tensor has no dimension to shorten: its one window is the result. */
    if (n) {
        shape[d] = (len - size) / step + 1;
        strides[d] = step * stride;
    }
    if (n >= TENSOR_MAX_DIMS) return error_raise(in, "unfold: too many dimensions");
    shape[n] = size;
    strides[n] = stride;
    return args_give(out, tensor_as_strided(t, n + 1, shape, strides, t->offset));
}

/* as_strided(input, size, stride, storage_offset=None): a view of
 * input's storage with the given layout (offset: input's), which must lie
 * within the storage. */
static bool x_as_strided(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int n, ns;
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS], offset = 0;
    /* size and stride are one argument each, () for a 0-d view. */
    if (!args_tensor(in, a, 0, &t) || !args_sizes_of(in, a->fn->name, "size", &a->p[1], 1, &n, shape) ||
        !args_sizes_of(in, a->fn->name, "stride", &a->p[2], 1, &ns, strides))
        return false;
    if (a->p[3].kind == V_NONE) offset = t->offset;
    else if (!args_int(in, a, 3, &offset)) return false;
    if (n != ns)
        return error_raise(in, "mismatch in length of strides and shape");
    for (int i = 0; i < n; i++)
        if (strides[i] < 0) return error_raise(in, "as_strided: Negative strides are not supported at the moment, got "
                                               "strides: %lld", (long long)strides[i]);
    int64_t need = offset + 1, item = (int64_t)dtype_size(t->dtype), have = (int64_t)t->storage->bytes / item;
    for (int i = 0; i < n; i++) {
        if (shape[i] == 0) need = 0;
        if (need && shape[i]) need += (shape[i] - 1) * strides[i];
    }
    if (need > have) {
        char ss[200], st[200];
        tensor_shape_str(n, shape, ss, sizeof ss);
        tensor_shape_str(n, strides, st, sizeof st);
        return error_raise(in, "setStorage: sizes %s, strides %s, storage offset %lld, and itemsize %lld requiring a "
                           "storage size of %lld are out of bounds for storage of size %lld", ss, st, (long long)offset,
                           (long long)item, (long long)(need * item), (long long)(have * item));
    }
    return args_give(out, tensor_as_strided(t, n, shape, strides, offset));
}

/* ------------------------------------------------- in-place view changes */

/* squeeze_, unsqueeze_, transpose_, t_, swapaxes_ and swapdims_: the
 * method without the underscore (its name less its last letter), whose
 * view then becomes t itself, so every name for t sees the new shape. */
static bool x_view_in_place(Interp *in, const Args *a, Value *out)
{
    char name[32];
    snprintf(name, sizeof name, "%.*s", (int)strlen(a->fn->name) - 1, a->fn->name);
    Value self = a->p[0], r;
    List *rest = value_as_list(a->p[1]);
    /* PyTorch's check_t names the in-place form in its message. */
    int nd = value_as_tensor(self)->ndim;
    if (strcmp(a->fn->name, "t_") == 0 && nd > 2)
        return error_raise(in, "t_() expects a tensor with <= 2 dimensions, but self is %dD", nd);
    if (!builtins_call_method(in, a, self, name, (int)rest->len, rest->items, &r)) return false;
    TensorObj *o = (TensorObj *)self.u.obj;
    Tensor *view = tensor_retain(value_as_tensor(r));
    tensor_release(o->t);
    o->t = view;
    value_release(r);
    *out = value_retain(self);
    return true;
}

/* t (whose storage holds `have` elements) moved into a new storage of
 * `need` elements holding the old one's first, as PyTorch's resize_ grows
 * a storage; *out the new contiguous tensor over all of it. */
static bool grown(Interp *in, Tensor *t, int64_t have, int64_t need, Tensor **out)
{
    const Backend *be;
    Error err;
    int dev = tensor_device(t);
    if (!tensor_backend(in, &be) || !tensor_empty(be, dev, tensor_stream(dev), t->dtype, 1, &need, out, &err))
        return tensor_fail(in, &err);
    int64_t one = 1;
    Tensor *old = tensor_as_strided(t, 1, &have, &one, 0), *head = tensor_as_strided(*out, 1, &have, &one, 0);
    bool ok = dispatch_copy(be, tensor_stream(dev), head, old, false, &err) || tensor_fail(in, &err);
    tensor_release(old);
    tensor_release(head);
    if (!ok) tensor_release(*out);
    return ok;
}

/* t.resize_(*sizes): t becomes contiguous of sizes over its storage from
 * its offset, as PyTorch's resize_: the elements there keep their values
 * (a view's neighbours included), and a storage too small for them is
 * replaced by a larger one with the old elements first and the rest
 * unspecified (other views keep the old one).  The same sizes change
 * nothing, strides included. */
static bool x_resize_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    int nd;
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS], n = 1;
    Error err;
    if (!args_sizes(in, a, 1, &nd, shape)) return false;
    if (!tensor_check_shape(nd, shape, t->dtype, &err)) return fail(in, &err);
    *out = value_retain(a->p[0]);
    if (nd == t->ndim && memcmp(shape, t->shape, sizeof shape[0] * (size_t)nd) == 0) return true;
    /* PyTorch's contiguous strides count a size-0 dim as 1. */
    for (int d = nd - 1; d >= 0; d--) {
        strides[d] = n;
        n *= shape[d] > 1 ? shape[d] : 1;
    }
    for (int d = 0; d < nd; d++)
        if (shape[d] == 0) n = 0;
    int64_t have = (int64_t)(t->storage->bytes / dtype_size(t->dtype)), need = t->offset + n;
    Tensor *base = tensor_retain(t);
    if (n > 0 && need > have) {
        tensor_release(base);
        if (!grown(in, t, have, need, &base)) {
            value_release(*out);
            return false;
        }
    }
    TensorObj *o = (TensorObj *)a->p[0].u.obj;
    Tensor *view = tensor_as_strided(base, nd, shape, strides, t->offset);
    tensor_release(base);
    tensor_release(o->t);
    o->t = view;
    return true;
}

static bool x_resize_as_(Interp *in, const Args *a, Value *out)
{
    Value shape;
    if (!args_need_tensor(in, a, 1) || !builtins_get_attr(in, a->p[1], "shape", &shape)) return false;
    bool ok = builtins_call_method(in, a, a->p[0], "resize_", 1, &shape, out);
    value_release(shape);
    return ok;
}

/* ------------------------------------------------------------ the table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"diag", V_TENSOR, FM, x_diag, "input, diagonal=0", 0,
     "a vector laid on a diagonal of a square matrix, or a copy of a matrix's diagonal"},
    {"diagflat", V_TENSOR, FM, x_diagflat, "input, offset=0", 0, "the flattened input laid on a diagonal of a matrix"},
    {"ravel", V_TENSOR, FM, x_ravel, "input", 0, "the elements as a 1-d tensor (a view when it can be)"},
    {"atleast_1d", V_NONE, BI_FUNC, x_atleast, "*tensors", 1, "each tensor viewed with at least 1 dim"},
    {"atleast_2d", V_NONE, BI_FUNC, x_atleast, "*tensors", 2, "each tensor viewed with at least 2 dims"},
    {"atleast_3d", V_NONE, BI_FUNC, x_atleast, "*tensors", 3, "each tensor viewed with at least 3 dims"},
    {"vsplit", V_TENSOR, FM, x_dir_split, "input, indices_or_sections|sections|indices", 0, "tensor_split along dim 0"},
    {"hsplit", V_TENSOR, FM, x_dir_split, "input, indices_or_sections|sections|indices", 1,
     "tensor_split along dim 1 (0 for a vector)"},
    {"dsplit", V_TENSOR, FM, x_dir_split, "input, indices_or_sections|sections|indices", 2, "tensor_split along dim 2"},
    {"split_with_sizes", V_TENSOR, FM, x_split_with_sizes, "input, split_sizes, dim=0", 0,
     "views along dim of the given sizes"},
    {"unsafe_split_with_sizes", V_TENSOR, FM, x_split_with_sizes, "input, split_sizes, dim=0", 0,
     "split_with_sizes (PyTorch's name for views its autograd leaves unchecked)"},
    {"narrow_copy", V_TENSOR, FM, x_narrow_copy, "input, dim, start, length", 0, "narrow, copied"},
    {"rot90", V_TENSOR, FM, x_rot90, "input, k=1, dims=None", 0, "k quarter turns in the plane of dims"},
    {"adjoint", V_TENSOR, FM, x_adjoint, "input", 0, "a view with the last two dims swapped"},
    {"H", V_TENSOR, BI_ATTR, x_adjoint, NULL, 0, "a matrix's transpose (a view)"},
    {"unfold", V_TENSOR, BI_METHOD, x_unfold, "dimension, size, step", 0,
     "a view of every size-long window along dimension, step apart, as a last dim"},
    {"as_strided", V_TENSOR, FM, x_as_strided, "input, size, stride, storage_offset=None", 0,
     "a view of input's storage with the given sizes and strides"},
    {"resize_", V_TENSOR, BI_METHOD, x_resize_, "*sizes, memory_format=None", 0,
     "t made contiguous of sizes over its storage (grown when too small), in place"},
    {"resize_as_", V_TENSOR, BI_METHOD, x_resize_as_, "the_template, *, memory_format=None", 0,
     "t.resize_(the_template.shape)"},
    {"squeeze_", V_TENSOR, BI_METHOD, x_view_in_place, "*dim", 0, "t = t.squeeze(dim), in place"},
    {"unsqueeze_", V_TENSOR, BI_METHOD, x_view_in_place, "*dim", 0, "t = t.unsqueeze(dim), in place"},
    {"transpose_", V_TENSOR, BI_METHOD, x_view_in_place, "*dims", 0, "t = t.transpose(dim0, dim1), in place"},
    {"t_", V_TENSOR, BI_METHOD, x_view_in_place, "*none", 0, "t = t.t(), in place"},
    {"swapaxes_", V_TENSOR, BI_METHOD, x_view_in_place, "*axes", 0, "t = t.swapaxes(axis0, axis1), in place"},
    {"swapdims_", V_TENSOR, BI_METHOD, x_view_in_place, "*dims", 0, "t = t.swapdims(dim0, dim1), in place"},
};

void tensor_view_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
