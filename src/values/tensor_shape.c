/* tensor_shape.c: the Array API's shape functions under PyTorch's names,
 * as views where PyTorch gives views: movedim/moveaxis, swapaxes/swapdims,
 * t.mT and t.mH, broadcast_to, broadcast_tensors, broadcast_shapes,
 * unbind, fliplr, flipud, tile, meshgrid, diff; and the dtype questions
 * can_cast, promote_types and result_type, and their limits (finfo,
 * iinfo). */
#include "values/tensor_shape.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/iter.h"
#include "values/tensor_value.h"

static bool fail(Interp *in, const Error *err)
{
    return tensor_fail(in, err);
}

/* An int or a sequence of ints as dims, each wrapped to [0, ndim). */
static bool dim_list(Interp *in, const Args *a, int i, int ndim, int64_t *dims, int *n)
{
    Value v = a->p[i];
    Error err;
    Value items;
    if (v.kind == V_INT) {
        items = value_list_new(V_LIST, 1);
        value_list_push(items, v);
    } else if (!value_items(in, v, &items)) {
        return false;
    }
    List *l = value_as_list(items);
    bool ok = l->len <= TENSOR_MAX_DIMS || error_raise(in, "too many dimensions");
    for (size_t k = 0; ok && k < l->len; k++) {
        int64_t d;
        int w;
        ok = args_int_value(in, a, args_name(a, i), l->items[k], &d) &&
             (tensor_wrap_dim(d, ndim, &w, &err) || fail(in, &err));
        if (ok) dims[k] = w;
    }
    *n = (int)l->len;
    value_release(items);
    return ok;
}

static void dims_str(const int64_t *dims, int n, char *buf, size_t len)
{
    size_t k = (size_t)snprintf(buf, len, "[");
    for (int i = 0; i < n && k < len; i++) k += (size_t)snprintf(buf + k, len - k, "%s%lld", i ? ", " : "", (long long)dims[i]);
    if (k < len) snprintf(buf + k, len - k, "]");
}

/* movedim(input, source, destination): the dims of source moved to the
 * places of destination, the others in their order. */
static bool x_movedim(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *r;
    if (!args_tensor(in, a, 0, &t)) return false;
    int64_t src[TENSOR_MAX_DIMS], dst[TENSOR_MAX_DIMS];
    int ns, nd;
    if (!dim_list(in, a, 1, t->ndim, src, &ns) || !dim_list(in, a, 2, t->ndim, dst, &nd)) return false;
    char ss[160], ds[160];
    if (ns != nd) {
        dims_str(src, ns, ss, sizeof ss);
        dims_str(dst, nd, ds, sizeof ds);
        return error_raise(in, "movedim: Invalid source or destination dims: source (%s dims) should contain the same "
                           "number of dims as destination (%s dims)", ss, ds);
    }
    for (int i = 0; i < ns; i++) {
        for (int j = 0; j < i; j++) {
            if (src[i] == src[j]) {
                dims_str(src, ns, ss, sizeof ss);
                return error_raise(in, "movedim: repeated dim in `source` (%s)", ss);
            }
            if (dst[i] == dst[j]) {
                dims_str(dst, nd, ds, sizeof ds);
                return error_raise(in, "movedim: repeated dim in `destination` (%s)", ds);
            }
        }
    }
    int64_t perm[TENSOR_MAX_DIMS];
    bool taken[TENSOR_MAX_DIMS] = {false}, placed[TENSOR_MAX_DIMS] = {false};
    for (int i = 0; i < ns; i++) {
        perm[dst[i]] = src[i];
        taken[src[i]] = placed[dst[i]] = true;
    }
    for (int d = 0, next = 0; d < t->ndim; d++) {
        if (placed[d]) continue;
        while (taken[next]) next++;
        perm[d] = next++;
    }
    Error err;
    if (!tensor_permute(t, t->ndim, perm, &r, &err)) return fail(in, &err);
    return args_give(out, r);
}

static bool x_swapaxes(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *r;
    int64_t d0, d1;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &d0) || !args_int(in, a, 2, &d1)) return false;
    if (!tensor_transpose(t, d0, d1, &r, &err)) return fail(in, &err);
    return args_give(out, r);
}

/* t.mT and t.mH (real dtypes: the same): the last two dims swapped; a
 * 0-d tensor as it is (PyTorch 2 only warns, on stderr, that this is
 * deprecated). */
static bool x_mT(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    Error err;
    if (t->ndim == 0) {
        *out = value_retain(a->p[0]);
        return true;
    }
    if (t->ndim < 2)
        return error_raise(in, "tensor.%s is only supported on matrices or batches of matrices. Got %d-D tensor.",
                           a->fn->name, t->ndim);
    if (!tensor_transpose(t, -2, -1, &r, &err)) return fail(in, &err);
    return args_give(out, r);
}

/* Argument i, a tuple of ints (broadcast_to's size, tile's dims), with
 * PyTorch's TypeError for anything else.  The method forms gather their
 * ints (t.tile(2, 2)), or one sequence (t.tile((2, 2))). */
static bool int_tuple(Interp *in, const Args *a, int i, int *n, int64_t *out)
{
    Value v = a->p[i];
    if (v.kind == V_TUPLE && (a->fn->flags & BI_METHOD) && value_as_list(v)->len == 1 &&
        value_is_seq(value_as_list(v)->items[0]))
        v = value_as_list(v)->items[0];
    if (!value_is_seq(v))
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position %d) must be tuple of ints, not %s",
                              a->fn->name, args_name(a, i), i + 1, value_type_name(v));
    const List *l = value_as_list(v);
    return args_sizes_of(in, a->fn->name, args_name(a, i), l->items, (int)l->len, n, out);
}

/* broadcast_to(input, size): expand. */
static bool x_broadcast_to(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *r;
    int nd;
    int64_t shape[TENSOR_MAX_DIMS];
    Error err;
    if (!args_tensor(in, a, 0, &t) || !int_tuple(in, a, 1, &nd, shape)) return false;
    if (!tensor_expand(t, nd, shape, &r, &err)) return fail(in, &err);
    return args_give(out, r);
}

/* The broadcast shape of n tensors. */
static bool common_shape(Interp *in, Tensor *const *ts, int n, int *nd, int64_t *shape)
{
    Error err;
    *nd = 0;
    for (int i = 0; i < n; i++) {
        if (!tensor_broadcast_shapes(*nd, shape, ts[i]->ndim, ts[i]->shape, nd, shape, &err)) return fail(in, &err);
    }
    return true;
}

/* broadcast_tensors(*tensors): each expanded to their common shape. */
static bool x_broadcast_tensors(Interp *in, const Args *a, Value *out)
{
    Tensor **ts;
    int n, nd;
    int64_t shape[TENSOR_MAX_DIMS];
    if (!args_tensors(in, a, 0, &ts, &n)) return false;
    bool ok = common_shape(in, ts, n, &nd, shape);
    Value r = value_list_new(V_TUPLE, (size_t)n);
    Error err;
    for (int i = 0; ok && i < n; i++) {
        Tensor *e;
        if (!tensor_expand(ts[i], nd, shape, &e, &err)) ok = fail(in, &err);
        else value_list_push(r, value_tensor(e));
    }
    free(ts);
    if (!ok) {
        value_release(r);
        return false;
    }
    *out = r;
    return true;
}

/* broadcast_shapes(*shapes): a Size. */
static bool x_broadcast_shapes(Interp *in, const Args *a, Value *out)
{
    List *l = value_as_list(a->p[0]);
    int nd = 0;
    int64_t shape[TENSOR_MAX_DIMS];
    Error err;
    for (size_t i = 0; i < l->len; i++) {
        int n;
        int64_t s[TENSOR_MAX_DIMS];
        Value one = l->items[i];
        if (!args_sizes_of(in, "broadcast_shapes", "shapes", &one, 1, &n, s)) return false;
        /* PyTorch checks the shapes in Python, with a message of its own. */
        if (!tensor_broadcast_shapes(nd, shape, n, s, &nd, shape, &err))
            return error_raise(in, "Shape mismatch: objects cannot be broadcast to a single shape");
    }
    *out = value_size_new(shape, nd);
    return true;
}

/* unbind(input, dim=0): a tuple of the views along dim. */
static bool x_unbind(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim;
    int w;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim)) return false;
    if (t->ndim == 0) return error_raise_as(in, ERR_INDEX, "Dimension specified as 0 but tensor has no dimensions");
    if (!tensor_wrap_dim(dim, t->ndim, &w, &err)) return fail(in, &err);
    Value r = value_list_new(V_TUPLE, (size_t)t->shape[w]);
    for (int64_t i = 0; i < t->shape[w]; i++) {
        Tensor *v;
        if (!tensor_select(t, w, i, &v, &err)) {
            value_release(r);
            return fail(in, &err);
        }
        value_list_push(r, value_tensor(v));
    }
    *out = r;
    return true;
}

/* fliplr (dim 1 of a tensor of 2 dims or more) and flipud (dim 0), by data. */
static bool x_flip_lr_ud(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    int dim = a->fn->data;
    if (t->ndim < dim + 1) return error_raise(in, "Input must be >= %d-d.", dim + 1);
    Value dims = value_list_new(V_LIST, 1);
    value_list_push(dims, value_int(dim));
    bool ok = builtins_call_name(in, a, "flip", 2, (Value[]){a->p[0], dims}, 0, NULL, NULL, out);
    value_release(dims);
    return ok;
}

/* tile(input, dims): repeat, with leading 1s when dims is shorter than the rank. */
static bool x_tile(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int n;
    int64_t reps[TENSOR_MAX_DIMS];
    if (!args_tensor(in, a, 0, &t) || !int_tuple(in, a, 1, &n, reps)) return false;
    int nd = n < t->ndim ? t->ndim : n;
    Value sizes = value_list_new(V_TUPLE, (size_t)nd);
    for (int d = 0; d < nd; d++) value_list_push(sizes, value_int(d < nd - n ? 1 : reps[d - (nd - n)]));
    bool ok = builtins_call_method(in, a, a->p[0], "repeat", 1, &sizes, out);
    value_release(sizes);
    return ok;
}

/* meshgrid(*tensors, indexing='ij'): each 1-d (or 0-d) tensor expanded
 * along its own dimension; 'xy' swaps the first two. */
static bool x_meshgrid(Interp *in, const Args *a, Value *out)
{
    List *given = value_as_list(a->p[0]);
    Value list = given->len == 1 && value_is_seq(given->items[0]) ? given->items[0] : a->p[0];
    List *l = value_as_list(list);
    bool xy = false;
    if (l->len == 0) return error_raise(in, "meshgrid expects a non-empty TensorList");
    if (a->p[1].kind != V_NONE) {
        if (!builtins_need_str(in, a->p[1], "indexing")) return false;
        const char *s = value_as_str(a->p[1])->data;
        if (strcmp(s, "xy") != 0 && strcmp(s, "ij") != 0)
            return error_raise(in, "torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: %s", s);
        xy = strcmp(s, "xy") == 0;
    }
    int n = (int)l->len;
    if (n > TENSOR_MAX_DIMS) return error_raise(in, "meshgrid: too many tensors");
    int64_t shape[TENSOR_MAX_DIMS];
    for (int i = 0; i < n; i++)
        if (l->items[i].kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "meshgrid(): expected Tensor as element %d in argument 0, but got %s",
                                  i, value_type_name(l->items[i]));
    /* PyTorch checks dtypes and devices of the whole list before ranks. */
    for (int i = 0; i + 1 < n; i++) {
        Tensor *t = value_as_tensor(l->items[i]), *u = value_as_tensor(l->items[i + 1]);
        if (t->dtype != u->dtype) return error_raise(in, "meshgrid expects all tensors to have the same dtype");
        if (tensor_device(t) != tensor_device(u))
            return error_raise(in, "meshgrid expects all tensors to have the same device");
    }
    for (int i = 0; i < n; i++) {
        Tensor *t = value_as_tensor(l->items[i]);
        if (t->ndim > 1)
            return error_raise(in, "torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: %s",
                               "a tensor of more dimensions");
        shape[i] = tensor_numel(t);
    }
    /* 'xy' is 'ij' with the first two inputs (and outputs' dims) swapped. */
    int swap = xy && n >= 2;
    if (swap) {
        int64_t s = shape[0];
        shape[0] = shape[1];
        shape[1] = s;
    }
    Value r = value_list_new(V_TUPLE, (size_t)n);
    for (int i = 0; i < n; i++) {
        Tensor *t = value_as_tensor(l->items[i]);
        int pos = swap && i < 2 ? 1 - i : i;
        int64_t strides[TENSOR_MAX_DIMS] = {0};
        strides[pos] = t->ndim ? t->strides[0] : 0;
        value_list_push(r, value_tensor(tensor_as_strided(t, n, shape, strides, t->offset)));
    }
    *out = r;
    return true;
}

/* diff's prepend or append: input's shape but along dim, in PyTorch's words. */
static bool diff_check_shape(Interp *in, const Tensor *t, const Tensor *other, int dim)
{
    if (other->ndim != t->ndim)
        return error_raise(in, "diff expects prepend or append to be the same dimension as input");
    for (int i = 0; i < t->ndim; i++)
        if (i != dim && other->shape[i] != t->shape[i])
            return error_raise(in, "diff expects the shape of tensor to prepend or append to match that of input "
                                   "except along the differencing dimension; input.size(%d) = %lld, but got "
                                   "tensor.size(%d) = %lld", i, (long long)t->shape[i], i, (long long)other->shape[i]);
    return true;
}

/* diff(input, n=1, dim=-1, prepend=None, append=None): out[i] = x[i + 1] -
 * x[i] along dim, n times (bool: !=, as PyTorch's logical_xor). */
static bool x_diff(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    int64_t n, dim;
    int w;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &n) || !args_int(in, a, 2, &dim)) return false;
    if (t->ndim == 0) return error_raise(in, "diff expects input to be at least one-dimensional");
    if (n < 0) return error_raise(in, "order must be non-negative but got %lld", (long long)n);
    if (!tensor_wrap_dim(dim, t->ndim, &w, &err)) return fail(in, &err);
    for (int k = 3; k <= 4; k++)
        if (p[k].kind == V_TENSOR && !diff_check_shape(in, t, value_as_tensor(p[k]), w)) return false;
    Value cur = value_retain(p[0]);
    if (p[3].kind != V_NONE || p[4].kind != V_NONE) {
        Value parts = value_list_new(V_LIST, 3);
        if (p[3].kind != V_NONE) value_list_push(parts, value_retain(p[3]));
        value_list_push(parts, value_retain(p[0]));
        if (p[4].kind != V_NONE) value_list_push(parts, value_retain(p[4]));
        value_release(cur);
        bool ok = builtins_call_name(in, a, "cat", 1, &parts, 1, (const char *[]){"dim"}, (Value[]){value_int(w)}, &cur);
        value_release(parts);
        if (!ok) return false;
    }
    bool ok = true;
    for (int64_t k = 0; ok && k < n; k++) {
        Tensor *c = value_as_tensor(cur), *hi, *lo;
        int64_t len = c->shape[w], one = 1, last = len > 0 ? len - 1 : 0;
        if (len == 0) break;
        if (!tensor_slice(c, w, &one, NULL, 1, &hi, &err)) {
            ok = fail(in, &err);
            break;
        }
        if (!tensor_slice(c, w, NULL, &last, 1, &lo, &err)) {
            tensor_release(hi);
            ok = fail(in, &err);
            break;
        }
        Operand xs[2] = {operand_tensor(hi), operand_tensor(lo)};
        Value next;
        ok = tensor_run(in, c->dtype == DT_BOOL ? OP_ne : OP_sub, xs, 2, &next);
        tensor_release(hi);
        tensor_release(lo);
        if (ok) {
            value_release(cur);
            cur = next;
        }
    }
    if (!ok) {
        value_release(cur);
        return false;
    }
    *out = cur;
    return true;
}

/* ----------------------------------------------------------- dtypes */

static bool x_can_cast(Interp *in, const Args *a, Value *out)
{
    DType from, to;
    for (int i = 0; i < 2; i++)
        if (!value_as_dtype(a->p[i], i ? &to : &from))
            return error_raise_as(in, ERR_TYPE, "can_cast(): argument '%s' (position %d) must be torch.dtype, not %s",
                                  i ? "to" : "from", i + 1, value_type_name(a->p[i]));
    *out = value_bool(tensor_can_cast(from, to));
    return true;
}

static bool x_promote_types(Interp *in, const Args *a, Value *out)
{
    DType x, y;
    if (!value_as_dtype(a->p[0], &x)) return args_type_error(in, a, 0, "torch.dtype");
    if (!value_as_dtype(a->p[1], &y)) return args_type_error(in, a, 1, "torch.dtype");
    *out = value_dtype(tensor_promote_types(x, y));
    return true;
}

/* finfo(type=None) and iinfo(type): a dtype's limits, as PyTorch's
 * records print them (bits is an attribute but not printed). */
static const char *const finfo_fields[] = {"resolution", "min", "max", "eps", "smallest_normal", "tiny", "dtype",
                                           "bits"};
static const char *const iinfo_fields[] = {"min", "max", "dtype", "bits"};

static bool x_finfo(Interp *in, const Args *a, Value *out)
{
    static const struct {
        int bits;
        double eps, max, tiny, resolution;
    } limits[DT_COUNT] = {
        [DT_FLOAT16] = {16, 0x1p-10, 65504.0, 0x1p-14, 1e-3},
        [DT_BFLOAT16] = {16, 0x1p-7, 0x1.fep127, 0x1p-126, 1e-2},
        [DT_FLOAT32] = {32, 0x1p-23, 0x1.fffffep127, 0x1p-126, 1e-6},
        [DT_FLOAT64] = {64, 0x1p-52, DBL_MAX, DBL_MIN, 1e-15},
    };
    DType dt = dtype_default_float();
    if (a->p[0].kind != V_NONE && !value_as_dtype(a->p[0], &dt)) return args_type_error(in, a, 0, "torch.dtype");
    if (!dtype_is_float(dt))
        return error_raise_as(in, ERR_TYPE, "torch.finfo() requires a floating point input type. Use torch.iinfo to "
                              "handle 'torch.finfo'");
    double max = limits[dt].max, tiny = limits[dt].tiny;
    Value items[] = {value_float(limits[dt].resolution), value_float(-max), value_float(max),
                     value_float(limits[dt].eps), value_float(tiny), value_float(tiny), value_cstr(dtype_name(dt)),
                     value_int(limits[dt].bits)};
    *out = iter_record("finfo", finfo_fields, 8, 7, items);
    return true;
}

static bool x_iinfo(Interp *in, const Args *a, Value *out)
{
    DType dt;
    if (!value_as_dtype(a->p[0], &dt)) return args_type_error(in, a, 0, "torch.dtype");
    if (dt == DT_BOOL) return error_raise_as(in, ERR_TYPE, "torch.bool is not supported by torch.iinfo");
    if (!dtype_is_int(dt))
        return error_raise_as(in, ERR_TYPE, "torch.iinfo() requires an integer input type. Use torch.finfo to "
                              "handle 'torch.iinfo'");
    Value items[] = {value_int(dtype_int_least(dt)), value_int(dtype_int_greatest(dt)), value_cstr(dtype_name(dt)),
                     value_int((int64_t)dtype_size(dt) * 8)};
    *out = iter_record("iinfo", iinfo_fields, 4, 3, items);
    return true;
}

/* result_type(tensor1, tensor2): the dtype an operation of the two
 * computes in (numbers count as PyTorch's scalars). */
static bool x_result_type(Interp *in, const Args *a, Value *out)
{
    Operand xs[2];
    for (int i = 0; i < 2; i++) {
        if (!tensor_operand(a->p[i], &xs[i]))
            return error_raise_as(in, ERR_TYPE, "result_type(): argument '%s' must be Tensor or Number, not %s",
                                  args_name(a, i), value_type_name(a->p[i]));
    }
    TensorPromotion pr = TENSOR_PROMOTION_INIT;
    for (int i = 0; i < 2; i++) {
        if (xs[i].kind == OPERAND_TENSOR) tensor_promotion_tensor(&pr, xs[i].t->dtype, xs[i].t->ndim);
        else tensor_promotion_scalar(&pr, xs[i].kind == OPERAND_BOOL ? DT_BOOL
                                              : xs[i].kind == OPERAND_INT ? DT_INT64 : DT_FLOAT64);
    }
    *out = value_dtype(tensor_promotion_result(&pr));
    return true;
}

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"movedim", V_TENSOR, FM, x_movedim, "input, source, destination", 0,
     "a view with the dims of source moved to destination"},
    {"moveaxis", V_TENSOR, FM, x_movedim, "input, source, destination", 0, "movedim"},
    {"swapaxes", V_TENSOR, FM, x_swapaxes, "input, axis0, axis1", 0, "transpose"},
    {"swapdims", V_TENSOR, FM, x_swapaxes, "input, dim0, dim1", 0, "transpose"},
    {"mT", V_TENSOR, BI_ATTR, x_mT, NULL, 0, "a view with the last two dimensions swapped"},
    {"mH", V_TENSOR, BI_ATTR, x_mT, NULL, 0, "mT (cst's dtypes are real)"},
    {"broadcast_to", V_TENSOR, BI_FUNC, x_broadcast_to, "input, size", 0, "a view expanded to size"},
    {"broadcast_to", V_TENSOR, BI_METHOD, x_broadcast_to, "*size", 0, "a view expanded to size"},
    {"broadcast_tensors", V_NONE, BI_FUNC, x_broadcast_tensors, "*tensors", 0,
     "views of the tensors expanded to their common shape"},
    {"broadcast_shapes", V_NONE, BI_FUNC, x_broadcast_shapes, "*shapes", 0, "the shape the shapes broadcast to"},
    {"unbind", V_TENSOR, FM, x_unbind, "input, dim=0", 0, "a tuple of the views along dim"},
    {"fliplr", V_TENSOR, FM, x_flip_lr_ud, "input", 1, "flip(input, 1)"},
    {"flipud", V_TENSOR, FM, x_flip_lr_ud, "input", 0, "flip(input, 0)"},
    {"tile", V_TENSOR, BI_FUNC, x_tile, "input, dims", 0, "input repeated dims[i] times along each dimension"},
    {"tile", V_TENSOR, BI_METHOD, x_tile, "*dims", 0, "input repeated dims[i] times along each dimension"},
    {"meshgrid", V_NONE, BI_FUNC, x_meshgrid, "*tensors, indexing=None", 0,
     "coordinate grids (views) of 1-d tensors; indexing 'ij' (the default, without PyTorch's warning) or 'xy'"},
    {"diff", V_TENSOR, FM, x_diff, "input, n=1, dim=-1, prepend=None, append=None", 0,
     "the n-th forward difference along dim"},
    {"can_cast", V_NONE, BI_FUNC | BI_TORCH, x_can_cast, "from, to", 0,
     "whether PyTorch's casting rules allow from to to (from is positional: a Python keyword)"},
    {"promote_types", V_NONE, BI_FUNC | BI_TORCH, x_promote_types, "type1, type2", 0, "the dtype both promote to"},
    {"finfo", V_NONE, BI_FUNC, x_finfo, "type=None", 0,
     "a float dtype's limits: bits eps max min tiny smallest_normal resolution dtype"},
    {"iinfo", V_NONE, BI_FUNC, x_iinfo, "type", 0, "an integer dtype's limits: bits max min dtype"},
    {"result_type", V_NONE, BI_FUNC, x_result_type, "tensor1, tensor2", 0,
     "the dtype an operation of the two gives"},
};

void tensor_shape_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
