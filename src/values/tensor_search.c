/* tensor_search.c: where things are in a tensor, on device operations
 * (most composed through compose.h): nonzero, argwhere and one-argument where
 * (ops.def's nonzero places the positions or coordinates of the nonzero
 * flags, in order; only their count crosses to the host, as PyTorch's
 * sizes the result too), searchsorted and bucketize (a binary search of each value's
 * line of boundaries, ops.def's search), and repeat_interleave (a gather
 * of positions numbered by a running sum). */
#include "values/tensor_search.h"

#include <string.h>

#include "tensor/dispatch_index.h"
#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_value.h"

/* An int read back from a one-element tensor (its count, its sum). */
static int64_t host_int(Work *w, Value t)
{
    Value v = work_method(w, t, "item", 0, NULL);
    return w->ok ? v.u.i : 0;
}

/* w's steps released after an error: false. */
static bool abandon(Work *w)
{
    Value ignored;
    work_done(w, value_none(), &ignored);
    return false;
}

/* ---------------------------------------------------------- nonzero */

/* The row-major positions of x's nonzero elements, int64, or (coordinates)
 * their [count, ndim] coordinates: the count of the nonzero flags, read
 * by the host, sizes the result, which ops.def's nonzero fills. */
static Value nonzero_of(Work *w, Value x, bool coordinates)
{
    /* a bool x is its own flags */
    Value ne = value_as_tensor(x)->dtype == DT_BOOL ? x : work_binary(w, OP_NE, x, value_int(0));
    Value flags = work_method(w, ne, "contiguous", 0, NULL);
    if (!coordinates) flags = work_method(w, flags, "reshape", 1, (Value[]){value_int(-1)});
    int64_t count = host_int(w, work_method(w, flags, "sum", 0, NULL));
    if (!w->ok) return value_none();
    const Backend *be;
    Error err;
    Tensor *f = value_as_tensor(flags), *r;
    if (!tensor_backend(w->in, &be)) return work_keep(w, false, value_none());
    if (!dispatch_nonzero(be, tensor_stream(tensor_device(f)), f, coordinates, count, &r, &err))
        return work_keep(w, tensor_fail(w->in, &err), value_none());
    return work_keep(w, true, value_tensor(r));
}

static Value positions(Work *w, Value x)
{
    return nonzero_of(w, x, false);
}

bool tensor_search_positions(Interp *in, const Args *a, Value x, Value *out)
{
    Work w = work_new(in, a);
    return work_done(&w, positions(&w, x), out);
}

/* The coordinates of x's nonzero elements in row-major order, one int64
 * vector per dimension of t (x itself; a 0-d x gives one, its positions
 * in the one-element line): the columns of nonzero's [count, ndim]. */
static int coordinates(Work *w, Value x, const Tensor *t, Value *coords)
{
    if (t->ndim <= 1) {
        coords[0] = positions(w, x);
        return 1;
    }
    Value all = nonzero_of(w, x, true);
    for (int d = 0; d < t->ndim; d++) {
        Tensor *c;
        Error err;
        coords[d] = !w->ok ? value_none()
                    : tensor_select(value_as_tensor(all), 1, d, &c, &err) ? work_keep(w, true, value_tensor(c))
                                                                          : work_keep(w, tensor_fail(w->in, &err), value_none());
    }
    return t->ndim;
}

static Value as_tuple(const Value *coords, int n)
{
    Value tuple = value_list_new(V_TUPLE, (size_t)n);
    for (int d = 0; d < n; d++) value_list_push(tuple, value_retain(coords[d]));
    return tuple;
}

/* nonzero(input, *, as_tuple=False) and argwhere(input) (by data): an
 * int64 (count, ndim) tensor of coordinates, or a tuple of ndim vectors. */
enum { NONZERO, ARGWHERE };

static bool x_nonzero(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    bool tuple = false;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (a->fn->data == NONZERO && !value_truth(in, a->p[1], &tuple)) return false;
    Work w = work_new(in, a);
    if (!tuple && t->ndim >= 1) return work_done(&w, nonzero_of(&w, a->p[0], true), out);
    Value coords[TENSOR_MAX_DIMS];
    int n = coordinates(&w, a->p[0], t, coords);
    if (!w.ok) return work_done(&w, value_none(), out);
    if (tuple) return work_done(&w, work_keep(&w, true, as_tuple(coords, n)), out);
    /* a 0-d input: (count, 0) */
    Value size = work_keep(&w, true, value_size_new((int64_t[]){tensor_numel(value_as_tensor(coords[0])), 0}, 2));
    Value dev = work_attr(&w, a->p[0], "device");
    const char *kw[] = {"dtype", "device"};
    return work_done(&w, work_call_kw(&w, "zeros", 1, &size, 2, kw, (Value[]){value_dtype(DT_INT64), dev}), out);
}

/* where(condition) with neither input nor other: nonzero(condition,
 * as_tuple=True) (tensor_methods.c's where calls this). */
bool tensor_search_where(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Work w = work_new(in, a);
    Value coords[TENSOR_MAX_DIMS];
    int n = coordinates(&w, a->p[0], t, coords);
    if (!w.ok) return work_done(&w, value_none(), out);
    return work_done(&w, work_keep(&w, true, as_tuple(coords, n)), out);
}

/* ------------------------------------------------------ searchsorted */

/* An out= (the row's last parameter) must be of the dtype out_int32
 * names, as searchsorted's (and bucketize's) pre-check asks. */
static bool out_dtype_fits(Interp *in, const Args *a, bool int32)
{
    Value o = a->p[builtins_signature(a->fn)->n - 1];
    if (o.kind != V_TENSOR) return true;
    DType dt = value_as_tensor(o)->dtype;
    if (dt == (int32 ? DT_INT32 : DT_INT64)) return true;
    return error_raise(in, "torch.searchsorted(): output tensor's dtype is wrong, it can only be Int(int32) or "
                       "Long(int64) depending on whether out_int32 flag is True, but we got output tensor's dtype %s "
                       "and out_int32 flag is %s", tensor_type_name(dt), int32 ? "True" : "False");
}

/* *out = r (taken), or r written into the out= out_dtype_fits passed,
 * resized to r's shape as PyTorch resizes an out=, and *out that tensor. */
static bool deliver_out(Interp *in, const Args *a, Tensor *r, Value *out)
{
    Value o = a->p[builtins_signature(a->fn)->n - 1];
    if (o.kind != V_TENSOR) return args_give(out, r);
    Work w = work_new(in, a);
    Value rv = work_keep(&w, true, value_tensor(r));
    work_method(&w, o, "resize_", 1, (Value[]){work_keep(&w, true, value_size_new(r->shape, r->ndim))});
    work_method(&w, o, "copy_", 1, &rv);
    return work_done(&w, o, out);
}

/* Where each of values would go in boundaries (sorted along its last
 * dim) to keep it sorted: before its equals, or after them when right;
 * int64, or int32 when int32.  Both are compared in their promoted dtype
 * (a number as a 0-d tensor), by a binary search of each value's line. */
static bool search(Interp *in, const Args *a, Value boundaries, Value values, bool right, bool int32, Value *out)
{
    Tensor *b = value_as_tensor(boundaries);
    char bs[200], vs[200];
    bool scalar = values.kind != V_TENSOR || value_as_tensor(values)->ndim == 0;
    if (scalar && b->ndim != 1)
        return error_raise(in, "torch.searchsorted(): input value can be a scalar only when boundaries tensor "
                           "dimension is 1, but we got boundaries tensor dim(%d) and input value's dim(0) numel(1)",
                           b->ndim);
    if (b->ndim == 0)
        return error_raise(in, "torch.searchsorted(): boundaries tensor should have positive dimension, but got 0 "
                           "dimension");
    if (!scalar) {
        Tensor *v = value_as_tensor(values);
        bool fits = b->ndim == 1 || b->ndim == v->ndim;
        for (int d = 0; fits && b->ndim > 1 && d < b->ndim - 1; d++) fits = b->shape[d] == v->shape[d];
        if (!fits) {
            tensor_shape_str(b->ndim, b->shape, bs, sizeof bs);
            tensor_shape_str(v->ndim, v->shape, vs, sizeof vs);
            return error_raise(in, "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 "
                               "dimensions of boundaries tensor and input value tensor must match, but we got "
                               "boundaries tensor %s and input value tensor %s", bs, vs);
        }
    }
    if (!out_dtype_fits(in, a, int32)) return false;
    Work w = work_new(in, a);
    if (values.kind != V_TENSOR) {
        Value dev = work_attr(&w, boundaries, "device");
        values = work_call_kw(&w, "tensor", 1, &values, 1, (const char *[]){"device"}, &dev);
    }
    if (!w.ok) return abandon(&w);
    DType dt = tensor_promote_types(b->dtype, value_as_tensor(values)->dtype);
    if (dt == DT_BOOL) {
        /* PyTorch's kernel (bucketize's too) has no bool loop. */
        abandon(&w);
        return error_raise(in, "\"searchsorted_out_%s\" not implemented for 'Bool'",
                           tensor_device(b) < 0 ? "cpu" : "cuda");
    }
    Value common = value_dtype(dt);
    Value bd = work_method(&w, boundaries, "to", 1, &common), vals = work_method(&w, values, "to", 1, &common);
    const Backend *be;
    Error err;
    Tensor *r;
    if (!w.ok || !tensor_backend(in, &be)) return abandon(&w);
    Tensor *bt = value_as_tensor(bd), *vt = value_as_tensor(vals);
    int dev = tensor_device(vt) >= 0 ? tensor_device(vt) : tensor_device(bt);
    bool ok = dispatch_search(be, tensor_stream(dev), bt, vt, right, int32 ? DT_INT32 : DT_INT64, &r, &err);
    abandon(&w);
    return ok ? deliver_out(in, a, r, out) : tensor_fail(in, &err);
}

static bool sizes_match(const Tensor *x, const Tensor *y)
{
    return x->ndim == y->ndim && memcmp(x->shape, y->shape, (size_t)x->ndim * sizeof *x->shape) == 0;
}

/* searchsorted(sorted_sequence, input, *, out_int32=False, right=False,
 * side=None, sorter=None, out=None) */
static bool x_searchsorted(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    bool int32, right;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (p[1].kind != V_TENSOR && !value_is_number(p[1]))
        return error_raise_as(in, ERR_TYPE, "searchsorted(): argument 'input' (position 2) must be Tensor, not %s",
                              value_type_name(p[1]));
    if (!value_truth(in, p[2], &int32) || !value_truth(in, p[3], &right)) return false;
    if (p[4].kind != V_NONE) {
        const char *side = p[4].kind == V_STR ? value_as_str(p[4])->data : "";
        if (strcmp(side, "left") != 0 && strcmp(side, "right") != 0)
            return error_raise(in, "torch.searchsorted(): side can only be 'left' or 'right' but got %s", side);
        if (right && strcmp(side, "left") == 0)
            return error_raise(in, "torch.searchsorted(): side and right can't be set to opposites, got side of "
                               "left while right was True");
        right = strcmp(side, "right") == 0;
    }
    if (p[5].kind == V_NONE) return search(in, a, p[0], p[1], right, int32, out);
    if (p[5].kind == V_TENSOR && p[0].kind == V_TENSOR && !sizes_match(value_as_tensor(p[0]), value_as_tensor(p[5]))) {
        char bs[200], ss[200];
        Tensor *b = value_as_tensor(p[0]), *s = value_as_tensor(p[5]);
        tensor_shape_str(b->ndim, b->shape, bs, sizeof bs);
        tensor_shape_str(s->ndim, s->shape, ss, sizeof ss);
        /* PyTorch's words, the missing space too */
        return error_raise(in, "torch.searchsorted(): boundary and sorter must have the same size, but got boundary "
                           "tensor %sand got sorter tensor %s", bs, ss);
    }
    if (p[5].kind == V_TENSOR && value_as_tensor(p[5])->dtype != DT_INT64)
        return error_raise(in, "torch.searchsorted(): sorter must be a tensor of long dtype but got dtype %s",
                           tensor_type_name(value_as_tensor(p[5])->dtype));
    Value sorted;
    if (!builtins_call_name(in, a, "gather", 3, (Value[]){p[0], value_int(-1), p[5]}, 0, NULL, NULL, &sorted))
        return false;
    bool ok = search(in, a, sorted, p[1], right, int32, out);
    value_release(sorted);
    return ok;
}

/* bucketize(input, boundaries, *, out_int32=False, right=False, out=None):
 * searchsorted with the arguments the other way round, boundaries 1-d. */
static bool x_bucketize(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *b;
    bool int32, right;
    if (!args_tensor(in, a, 1, &b) || !value_truth(in, p[2], &int32) || !value_truth(in, p[3], &right)) return false;
    if (b->ndim != 1) return error_raise(in, "boundaries tensor must be 1 dimension, but got dim(%d)", b->ndim);
    if (p[0].kind != V_TENSOR && !value_is_number(p[0]))
        return error_raise_as(in, ERR_TYPE, "bucketize(): argument 'input' (position 1) must be Tensor, not %s",
                              value_type_name(p[0]));
    return search(in, a, p[1], p[0], right, int32, out);
}

/* -------------------------------------------------- repeat_interleave */

/* repeat_interleave(input, repeats=None, dim=None, *, output_size=None):
 * each element along dim repeats[i] times (input flattened when dim is
 * None); with no repeats, input holds them and the result repeats
 * arange(len(input)).  The index of output j is the number of blocks
 * that start at or before j: ones added at each block's start (a zero
 * repeat adds to its neighbour's), then a running sum. */
/* x (of at least one dimension) with each element along d repeated r
 * times: a view of x with a dimension of r after d, copied once into x's
 * shape. */
static bool repeat_each(Work *w, Value x, const Tensor *t, int d, int64_t r, Value *out)
{
    if (r < 0) {
        abandon(w);
        return error_raise(w->in, "repeats can not be negative");
    }
    int nd = t->ndim, j = 0;
    int64_t wide[TENSOR_MAX_DIMS + 1], shape[TENSOR_MAX_DIMS];
    for (int k = 0; k < nd; k++) {
        shape[k] = t->shape[k];
        wide[j++] = shape[k];
        if (k == d) wide[j++] = r;
    }
    shape[d] *= r;
    Value col = work_method(w, x, "unsqueeze", 1, (Value[]){value_int(d + 1)});
    Value spread = work_method(w, col, "expand", 1, (Value[]){work_keep(w, true, value_size_new(wide, nd + 1))});
    Value size = work_keep(w, true, value_size_new(shape, nd));
    return work_done(w, work_method(w, spread, "reshape", 1, &size), out);
}

/* output_size, when given, must be the length the repeats make (PyTorch
 * allocates that many and then checks). */
static bool output_size_fits(Work *w, Value given, int64_t total)
{
    int64_t size;
    if (given.kind == V_NONE) return true;
    if (!args_int_value(w->in, w->a, "output_size", given, &size)) return abandon(w);
    if (size == total) return true;
    abandon(w);
    return error_raise(w->in, "allocated size does not match required size");
}

static bool x_repeat_interleave(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Value x = p[0], reps = p[1], dim = p[2];
    bool counts_only = reps.kind == V_NONE;
    if (counts_only) reps = x;
    if (reps.kind == V_TENSOR) {
        Tensor *r = value_as_tensor(reps);
        if (r->ndim > 1) return error_raise(in, "repeats must be 0-dim or 1-dim tensor");
    } else if (reps.kind != V_INT) {
        return error_raise_as(in, ERR_TYPE, "repeat_interleave(): argument 'repeats' must be Tensor or int, not %s",
                              value_type_name(reps));
    }
    if (!counts_only && dim.kind != V_NONE && t->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension specified as 0 but tensor has no dimensions");
    Work w = work_new(in, a);
    if (counts_only) {
        Value dev = work_attr(&w, x, "device");
        x = work_call_kw(&w, "arange", 1, (Value[]){value_int(tensor_numel(t))}, 1, (const char *[]){"device"}, &dev);
        dim = value_int(0);
    } else if (dim.kind == V_NONE) {
        x = work_method(&w, x, "flatten", 0, NULL);
        dim = value_int(0);
    }
    if (!w.ok) return abandon(&w);
    Tensor *xt = value_as_tensor(x);
    int d;
    Error err;
    int64_t dv;
    if (!args_int_value(in, a, "dim", dim, &dv)) return abandon(&w);
    if (!tensor_wrap_dim(dv, xt->ndim, &d, &err)) {
        abandon(&w);
        return tensor_fail(in, &err);
    }
    if (reps.kind == V_INT) {
        bool fits = reps.u.i < 0 || output_size_fits(&w, p[3], xt->shape[d] * reps.u.i);
        return fits && repeat_each(&w, x, xt, d, reps.u.i, out);
    }
    Tensor *rt = value_as_tensor(reps);
    int64_t len = xt->shape[d], n = tensor_numel(rt);
    if (n == 1 && len != 1) {
        reps = work_method(&w, reps, "expand", 1, (Value[]){value_int(len)});
    } else if (n != len) {
        abandon(&w);
        return error_raise(in, "repeats must have the same size as input along dim, but got repeats.size(0) = %lld "
                           "and input.size(%d) = %lld", (long long)n, d, (long long)len);
    }
    /* The sizes are checked before the kernel's dispatch on the repeats' dtype. */
    if (rt->dtype != DT_INT64 && rt->dtype != DT_INT32) {
        abandon(&w);
        return error_raise(in, "\"repeat_interleave_%s\" not implemented for '%s'",
                           tensor_device(rt) < 0 ? "cpu" : "cuda", tensor_type_name(rt->dtype));
    }
    reps = work_method(&w, reps, "long", 0, NULL);
    reps = work_method(&w, reps, "reshape", 1, (Value[]){value_int(-1)});
    if (w.ok && len > 0 && host_int(&w, work_method(&w, reps, "min", 0, NULL)) < 0) {
        abandon(&w);
        return error_raise(in, "repeats can not be negative");
    }
    int64_t total = len > 0 ? host_int(&w, work_method(&w, reps, "sum", 0, NULL)) : 0;
    if (w.ok && !output_size_fits(&w, p[3], total)) return false;
    int64_t starts = len > 0 ? len - 1 : 0;
    Value dev = work_attr(&w, x, "device");
    const char *kw[] = {"dtype", "device"};
    Value longs[] = {value_dtype(DT_INT64), dev};
    Value marks = work_call_kw(&w, "zeros", 1, (Value[]){value_int(total + 1)}, 2, kw, longs);
    Value ends = work_method(&w, work_method(&w, reps, "cumsum", 1, (Value[]){value_int(0)}), "narrow", 3,
                             (Value[]){value_int(0), value_int(0), value_int(starts)});
    Value ones = work_call_kw(&w, "ones", 1, (Value[]){value_int(starts)}, 2, kw, longs);
    marks = work_method(&w, marks, "index_add", 3, (Value[]){value_int(0), ends, ones});
    marks = work_method(&w, marks, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(total)});
    Value index = work_method(&w, marks, "cumsum", 1, (Value[]){value_int(0)});
    return work_done(&w, work_call(&w, "index_select", 3, (Value[]){x, value_int(d), index}), out);
}

/* x.where(condition, y): where(condition, x, y). */
static bool x_where_method(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "where", 3, (Value[]){a->p[1], a->p[0], a->p[2]}, 0, NULL, NULL, out);
}

/* ------------------------------------------------------------ the table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"nonzero", V_TENSOR, FM, x_nonzero, "input, *, as_tuple=False", NONZERO,
     "the coordinates of the nonzero elements: (count, ndim) int64, or a tuple of vectors"},
    {"argwhere", V_TENSOR, FM, x_nonzero, "input", ARGWHERE, "nonzero(input): (count, ndim) int64 coordinates"},
    {"where", V_TENSOR, BI_METHOD, x_where_method, "condition, y", 0, "where(condition, t, y)"},
    {"searchsorted", V_NONE, BI_FUNC, x_searchsorted,
     "sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None, out=None", 0,
     "where input's values would go in sorted_sequence (sorted along its last dim)"},
    {"bucketize", V_NONE, BI_FUNC, x_bucketize, "input, boundaries, *, out_int32=False, right=False, out=None", 0,
     "the bucket of each value among 1-d sorted boundaries"},
    {"repeat_interleave", V_TENSOR, FM, x_repeat_interleave, "input, repeats=None, dim=None, *, output_size=None", 0,
     "each element along dim repeated repeats (an int or one per element) times"},
};

void tensor_search_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
