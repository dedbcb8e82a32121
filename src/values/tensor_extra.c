/* tensor_extra.c: tensor methods and functions that scripts reach for
 * often, written with the operations cst has: detach, square, type,
 * type_as, new_zeros/new_ones/new_full/new_empty, narrow, argsort, flip,
 * masked_fill, outer, tril, triu, isclose, allclose, equal,
 * var_mean, std_mean, repeat, roll, lerp, logsumexp,
 * get_default_dtype and set_default_dtype. */
#include "values/tensor_extra.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "values/args.h"
#include "values/compose.h"
#include "values/builtins.h"
#include "values/iter.h"
#include "values/module.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"
#include "base/error.h"
#include "tensor/dispatch.h"

static bool attr(Interp *in, Value t, const char *name, Value *out)
{
    return builtins_get_attr(in, t, name, out);
}

/* ------------------------------------------------------------ unary */

static bool x_detach(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Value self = a->p[0];
    /* A view of the same storage, as PyTorch's: no tensor tracks gradients here. */
    return builtins_call_method(in, a, self, "view_as", 1, &self, out);
}

/* t.detach_(): t itself, which tracks no gradient to cut. */
static bool x_detach_(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_retain(a->p[0]);
    return true;
}

static bool x_square(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    /* PyTorch's square is pow(input, 2): bool squares to int64. */
    if (value_as_tensor(a->p[0])->dtype == DT_BOOL)
        return builtins_call_name(in, a, "pow", 2, (Value[]){a->p[0], value_int(2)}, 0, NULL, NULL, out);
    return value_binary(in, OP_MUL, a->p[0], a->p[0], out);
}

/* t.square_(): t.pow_(2). */
static bool x_square_(Interp *in, const Args *a, Value *out)
{
    return builtins_call_method(in, a, a->p[0], "pow_", 1, (Value[]){value_int(2)}, out);
}

/* ------------------------------------------------------ dtypes, new_* */

/* t.type() of a legacy type: t.to(device, dtype), the device the type's
 * (cpu, or the current cuda device), as PyTorch's. */
static bool type_to(Interp *in, const Args *a, DType dt, bool cuda, Value *out)
{
    Value dev = value_cstr(cuda ? "cuda" : "cpu");
    bool ok = builtins_call_method(in, a, a->p[0], "to", 2, (Value[]){dev, value_dtype(dt)}, out);
    value_release(dev);
    return ok;
}

/* t.type(name) for a type name (torch.FloatTensor, torch.cuda.LongTensor). */
static bool type_named(Interp *in, const Args *a, const char *name, Value *out)
{
    bool cuda = strncmp(name, "torch.cuda.", 11) == 0;
    const char *kind = cuda ? name + 11 : strncmp(name, "torch.", 6) == 0 ? name + 6 : NULL;
    for (int dt = 0; kind && dt < DT_COUNT; dt++) {
        const char *base = tensor_type_name((DType)dt);
        size_t n = strlen(base);
        if (strncmp(kind, base, n) == 0 && strcmp(kind + n, "Tensor") == 0)
            return type_to(in, a, (DType)dt, cuda, out);
    }
    return error_raise_as(in, ERR_VALUE, "invalid type: '%s'", name);
}

/* t.type(dtype) is t.to(dtype); t.type(torch.cuda.FloatTensor), the type
 * itself as old scripts pass it, is t.type('torch.cuda.FloatTensor'); t.type()
 * names the type: torch.cuda.FloatTensor. */
static bool x_type(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    DType legacy;
    bool cuda_type;
    if (p[1].kind == V_STR) return type_named(in, a, value_as_str(p[1])->data, out);
    if (module_legacy_type(p[1], &legacy, &cuda_type)) return type_to(in, a, legacy, cuda_type, out);
    if (p[1].kind == V_DTYPE) return builtins_call_method(in, a, p[0], "to", 1, &p[1], out);
    if (p[1].kind != V_NONE) return error_raise_as(in, ERR_TYPE, "dtype must be a type, str, or dtype object");
    Value dt, cuda;
    if (!attr(in, p[0], "dtype", &dt) || !attr(in, p[0], "is_cuda", &cuda)) return false;
    Buf b = BUF_INIT;
    buf_printf(&b, "torch.%s%sTensor", cuda.u.b ? "cuda." : "", tensor_type_name(dt.u.dtype));
    *out = value_str_buf(&b);
    return true;
}

static bool x_type_as(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 1)) return false;
    Value dt;
    if (!attr(in, p[1], "dtype", &dt)) return false;
    return builtins_call_method(in, a, p[0], "to", 1, &dt, out);
}

/* new_zeros(*size), new_ones(*size), new_empty(*size), new_full(size,
 * fill_value), new_tensor(data): self's dtype and device unless given;
 * the factory's name in data (NEW_*). */
enum { NEW_ZEROS, NEW_ONES, NEW_EMPTY, NEW_FULL, NEW_TENSOR };
static const char *const factories[] = {
    [NEW_ZEROS] = "zeros", [NEW_ONES] = "ones", [NEW_EMPTY] = "empty", [NEW_FULL] = "full", [NEW_TENSOR] = "tensor",
};

static bool x_new(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool full = a->fn->data == NEW_FULL;
    bool sized = !full && a->fn->data != NEW_TENSOR;
    /* p: self, size (a *size tuple when sized) or data, [fill_value], dtype, device, requires_grad */
    int k = full ? 3 : 2;
    Value dt, dev;
    if (!builtins_get_attr(in, p[0], "dtype", &dt)) return false;
    if (!builtins_get_attr(in, p[0], "device", &dev)) {
        value_release(dt);
        return false;
    }
    Value kw[3] = {p[k].kind == V_NONE ? dt : p[k], p[k + 1].kind == V_NONE ? dev : p[k + 1], p[k + 2]};
    Value args[2] = {p[1], full ? p[2] : value_none()};
    if (sized && value_as_list(p[1])->len == 1 && value_is_seq(value_as_list(p[1])->items[0]))
        args[0] = value_as_list(p[1])->items[0];
    bool ok = builtins_call_name(in, a, factories[a->fn->data], full ? 2 : 1, args, 3,
                          (const char *[]){"dtype", "device", "requires_grad"}, kw, out);
    value_release(dt);
    value_release(dev);
    return ok;
}

/* ------------------------------------------------------------ shapes */

/* narrow(dim, start, length): a view along dim, after PyTorch 2's
 * checks in its order. */
static bool x_narrow(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    int64_t dim, start, length;
    if (!value_as_index(in, p[1], &dim) || !value_as_index(in, p[2], &start) || !value_as_index(in, p[3], &length))
        return false;
    Value nd;
    if (!attr(in, p[0], "ndim", &nd)) return false;
    if (nd.u.i == 0) return error_raise(in, "narrow() cannot be applied to a 0-dim tensor.");
    if (length < 0) return error_raise(in, "narrow(): length must be non-negative.");
    if (dim < -nd.u.i || dim >= nd.u.i)
        return error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                              (long long)-nd.u.i, (long long)nd.u.i - 1, (long long)dim);
    if (dim < 0) dim += nd.u.i;
    Value size;
    if (!builtins_call_method(in, a, p[0], "size", 1, (Value[]){value_int(dim)}, &size)) return false;
    if (start < -size.u.i || start > size.u.i)
        return error_raise_as(in, ERR_INDEX, "start out of range (expected to be in range of [%lld, %lld], but got %lld)",
                              (long long)-size.u.i, (long long)size.u.i, (long long)start);
    if (start < 0) start += size.u.i;
    if (start + length > size.u.i)
        return error_raise(in, "start (%lld) + length (%lld) exceeds dimension size (%lld).", (long long)start,
                           (long long)length, (long long)size.u.i);
    Value *items = xmalloc((size_t)(dim + 1) * sizeof *items);
    for (int64_t i = 0; i < dim; i++) items[i] = value_slice_new(value_none(), value_none(), value_none());
    items[dim] = value_slice_new(value_int(start), value_int(start + length), value_none());
    bool ok = value_index(in, p[0], items, (int)dim + 1, out);
    for (int64_t i = 0; i <= dim; i++) value_release(items[i]);
    free(items);
    return ok;
}

/* flip(input, dims) and t.flip(*dims): each listed dimension reversed (a
 * copy, as PyTorch's). */
static bool x_flip(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    Value given = p[1], dims;
    /* t.flip(0, 1) gives the tuple (0, 1); t.flip((0, 1)) the tuple ((0, 1),). */
    if (given.kind == V_TUPLE && (a->fn->flags & BI_METHOD) && value_as_list(given)->len == 1 &&
        value_is_seq(value_as_list(given)->items[0]))
        given = value_as_list(given)->items[0];
    /* torch.flip's dims is int[], which takes no single int; t.flip(0) does. */
    if (given.kind == V_INT && !(a->fn->flags & BI_METHOD)) return args_type_error(in, a, 1, "tuple of ints");
    if (given.kind == V_INT) {
        dims = value_list_new(V_LIST, 1);
        value_list_push(dims, value_retain(given));
    } else if (!value_items(in, given, &dims)) {
        return false;
    }
    Tensor *t = value_as_tensor(p[0]);
    List *l = value_as_list(dims);
    uint64_t seen = 0;
    bool ok = true;
    for (size_t k = 0; ok && k < l->len; k++) {
        int64_t d;
        int w;
        Error err;
        if (!(ok = value_as_index(in, l->items[k], &d))) break;
        if (!(ok = tensor_wrap_dim(d, t->ndim, &w, &err) || tensor_fail(in, &err))) break;
        if (seen & (1ull << w)) ok = error_raise(in, "dim %d appears multiple times in the list of dims", w);
        seen |= 1ull << w;
    }
    value_release(dims);
    /* One reversed copy, into a tensor laid out as the input (PyTorch's
     * empty_like with preserve_format: a transposed input gives a
     * transposed result); a 0-d tensor's one element is its own reversal.
     * A gather by a reversed arange per dim, then a copy, was up to 20
     * times slower (uint8 of 2^22: 0.12 -> 8x PyTorch's speed). */
    const Backend *be;
    Error err;
    Tensor *r;
    if (!ok || !tensor_backend(in, &be)) return false;
    if (!dispatch_flip(be, tensor_stream(tensor_device(t)), t, t->ndim ? seen : 0, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool x_argsort(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    Value r;
    if (!builtins_call_name(in, a, "sort", 2, p, 1, (const char *[]){"descending"}, &p[2], &r)) return false;
    bool ok = attr(in, r, "indices", out);
    value_release(r);
    return ok;
}

/* masked_fill(mask, value) and masked_fill_ (by data): where(mask, value, self). */
enum { OUT_OF_PLACE, IN_PLACE };

/* masked_fill_ on an expanded t, which PyTorch only warns of: fill (t's
 * shape) put where the mask as t's shape is true, so an element shares
 * the value of any alias the mask picks. */
static bool fill_expanded(Interp *in, const Args *a, Value fill, Value *out)
{
    Value m, picked;
    if (!builtins_call_method(in, a, a->p[1], "expand_as", 1, &a->p[0], &m)) return false;
    bool ok = value_index(in, fill, &m, 1, &picked);
    if (ok) {
        ok = value_set_index(in, a->p[0], &m, 1, picked);
        value_release(picked);
    }
    value_release(m);
    if (ok) *out = value_retain(a->p[0]);
    return ok;
}

/* A mask that is not bool: PyTorch's cpu and cuda kernels word it apart. */
static bool masked_fill_mask_error(Interp *in, Value self, DType mask)
{
    Value cuda;
    if (!attr(in, self, "is_cuda", &cuda)) return false;
    if (cuda.u.b)
        return error_raise(in, "masked_fill only supports boolean masks, but got dtype %s", tensor_type_name(mask));
    return error_raise(in, "masked_fill_ only supports boolean masks, but got mask with dtype %s",
                       dtype_cpp_name(mask));
}

static bool x_masked_fill(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Value dt, fill, r;
    if (!args_need_tensor(in, a, 1) || !attr(in, p[0], "dtype", &dt)) return false;
    Value mdt;
    if (!attr(in, p[1], "dtype", &mdt)) return false;
    /* PyTorch checks a value tensor's dimensions before the mask. */
    if (p[2].kind == V_TENSOR && value_as_tensor(p[2])->ndim != 0)
        return error_raise(in, "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with %d "
                           "dimension(s).", value_as_tensor(p[2])->ndim);
    if (mdt.u.dtype != DT_BOOL) return masked_fill_mask_error(in, p[0], mdt.u.dtype);
    if (!builtins_call_name(in, a, "full_like", 2, (Value[]){p[0], p[2]}, 0, NULL, NULL, &fill)) return false;
    if (a->fn->data == IN_PLACE && tensor_has_internal_overlap(value_as_tensor(p[0]))) {
        bool ok = fill_expanded(in, a, fill, out);
        value_release(fill);
        return ok;
    }
    bool ok = builtins_call_name(in, a, "where", 3, (Value[]){p[1], fill, p[0]}, 0, NULL, NULL, &r);
    value_release(fill);
    if (!ok) return false;
    if (a->fn->data == OUT_OF_PLACE) {
        /* PyTorch's masked_fill fills a contiguous clone; where laid r out as input. */
        if (tensor_is_contiguous(value_as_tensor(r))) {
            *out = r;
            return true;
        }
        ok = builtins_call_method(in, a, r, "contiguous", 0, NULL, out);
        value_release(r);
        return ok;
    }
    Value ignored;
    ok = builtins_call_method(in, a, p[0], "copy_", 1, &r, &ignored);
    value_release(r);
    if (!ok) return false;
    value_release(ignored);
    *out = value_retain(p[0]);
    return true;
}

static bool x_outer(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Value col, row;
    Tensor *t;
    for (int i = 0; i < 2; i++) {
        if (!args_tensor(in, a, i, &t)) return false;
        if (t->ndim != 1)
            return error_raise(in, "outer: Expected 1-D argument %s, but got %d-D", i ? "vec2" : "self", t->ndim);
    }
    if (!builtins_call_method(in, a, p[0], "unsqueeze", 1, (Value[]){value_int(1)}, &col)) return false;
    bool ok = builtins_call_method(in, a, p[1], "unsqueeze", 1, (Value[]){value_int(0)}, &row);
    if (ok) {
        ok = value_binary(in, OP_MUL, col, row, out);
        value_release(row);
    }
    value_release(col);
    return ok;
}

/* tril and triu (input, diagonal=0), by data: zero above (below) the
 * diagonal; tril_ and triu_ in place. */
enum { TRI_LOWER, TRI_UPPER, TRI_IN_PLACE = 2 };

static bool x_tri(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    int64_t k;
    if (p[1].kind != V_INT && p[1].kind != V_TENSOR) return args_type_error(in, a, 1, "int");
    if (!value_as_index(in, p[1], &k)) return false;
    Value nd, dev, rows_n, cols_n;
    if (!attr(in, p[0], "ndim", &nd) || !attr(in, p[0], "device", &dev)) return false;
    if (nd.u.i < 2) return error_raise(in, "%s: input tensor must have at least 2 dimensions", a->fn->name);
    if (!builtins_call_method(in, a, p[0], "size", 1, (Value[]){value_int(-2)}, &rows_n) ||
        !builtins_call_method(in, a, p[0], "size", 1, (Value[]){value_int(-1)}, &cols_n))
        return false;
    Value r, c, rc, keep, zero;
    if (!builtins_call_name(in, a, "arange", 1, &rows_n, 1, (const char *[]){"device"}, &dev, &r)) return false;
    bool ok = builtins_call_name(in, a, "arange", 1, &cols_n, 1, (const char *[]){"device"}, &dev, &c);
    if (ok) {
        /* column - row against the diagonal k: <= k keeps for tril, >= k for triu. */
        Value col, row;
        ok = builtins_call_method(in, a, c, "unsqueeze", 1, (Value[]){value_int(0)}, &col);
        if (ok && (ok = builtins_call_method(in, a, r, "unsqueeze", 1, (Value[]){value_int(1)}, &row))) {
            ok = value_binary(in, OP_SUB, col, row, &rc);
            value_release(row);
        }
        if (ok) value_release(col);
        value_release(c);
    }
    value_release(r);
    if (!ok) return false;
    ok = value_binary(in, (a->fn->data & ~TRI_IN_PLACE) == TRI_LOWER ? OP_LE : OP_GE, rc, value_int(k), &keep);
    value_release(rc);
    if (!ok) return false;
    ok = builtins_call_name(in, a, "zeros_like", 1, p, 0, NULL, NULL, &zero);
    Value res = value_none();
    if (ok) {
        ok = builtins_call_name(in, a, "where", 3, (Value[]){keep, p[0], zero}, 0, NULL, NULL, &res);
        value_release(zero);
    }
    value_release(keep);
    if (!ok) return false;
    if (a->fn->data & TRI_IN_PLACE) {
        /* tril_ and triu_: the result copied back into the input. */
        Value ignored;
        ok = builtins_call_method(in, a, p[0], "copy_", 1, &res, &ignored);
        value_release(res);
        if (!ok) return false;
        value_release(ignored);
        res = value_retain(p[0]);
    } else {
        /* PyTorch's tril and triu allocate a contiguous result; where laid
         * res out as a permuted input. */
        if (!tensor_is_contiguous(value_as_tensor(res))) {
            ok = builtins_call_method(in, a, res, "contiguous", 0, NULL, out);
            value_release(res);
            return ok;
        }
    }
    *out = res;
    return true;
}

/* ----------------------------------------------------------- closeness */

/* isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False), as
 * PyTorch's: equal, or (with equal_nan) both NaN, or a finite
 * |input - other| <= atol + |rtol * other| (so infinities are close only
 * when equal); bools compare as floats. */
static bool closeness(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x, *y;
    Operand rtol, atol;
    bool nan_eq;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y) || !args_operand(in, a, 2, &rtol) ||
        !args_operand(in, a, 3, &atol) || !value_truth(in, p[4], &nan_eq))
        return false;
    if (x->dtype != y->dtype)
        return error_raise(in, "%s did not match %s", tensor_type_name(x->dtype), tensor_type_name(y->dtype));
    const Operand *tol[] = {&rtol, &atol};
    for (int i = 0; i < 2; i++) {
        double v = tol[i]->kind == OPERAND_FLOAT ? tol[i]->f : tol[i]->kind == OPERAND_INT ? (double)tol[i]->i : 0;
        if (v < 0) return error_raise(in, "%s must be greater than or equal to zero, but got %g", i ? "atol" : "rtol", v);
    }
    Work w = work_new(in, a);
    Value close = work_binary(&w, OP_EQ, p[0], p[1]);
    if (nan_eq && dtype_is_float(x->dtype))
        close = work_binary(&w, OP_BITOR, close, work_binary(&w, OP_BITAND, work_call(&w, "isnan", 1, &p[0]),
                                                              work_call(&w, "isnan", 1, &p[1])));
    Value xs = x->dtype == DT_BOOL ? work_method(&w, p[0], "float", 0, NULL) : p[0];
    Value ys = y->dtype == DT_BOOL ? work_method(&w, p[1], "float", 0, NULL) : p[1];
    Value allowed = work_binary(&w, OP_ADD, work_call(&w, "abs", 1, (Value[]){work_binary(&w, OP_MUL, ys, p[2])}), p[3]);
    Value actual = work_call(&w, "abs", 1, (Value[]){work_binary(&w, OP_SUB, xs, ys)});
    Value near = work_binary(&w, OP_BITAND, work_call(&w, "isfinite", 1, &actual), work_binary(&w, OP_LE, actual, allowed));
    return work_done(&w, work_binary(&w, OP_BITOR, close, near), out);
}

static bool x_isclose(Interp *in, const Args *a, Value *out)
{
    return closeness(in, a, out);
}

static bool x_allclose(Interp *in, const Args *a, Value *out)
{
    Value r, all, item;
    if (!closeness(in, a, &r)) return false;
    bool ok = builtins_call_method(in, a, r, "all", 0, NULL, &all);
    value_release(r);
    if (!ok) return false;
    ok = builtins_call_method(in, a, all, "item", 0, NULL, &item);
    value_release(all);
    if (ok) *out = item;
    return ok;
}

static bool x_equal(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    Value sa, sb;
    bool same;
    if (!attr(in, p[0], "shape", &sa)) return false;
    if (!attr(in, p[1], "shape", &sb)) {
        value_release(sa);
        return false;
    }
    bool ok = value_equal(in, sa, sb, &same);
    value_release(sa);
    value_release(sb);
    if (!ok) return false;
    if (!same) {
        *out = value_bool(false);
        return true;
    }
    Value eq, all, item;
    if (!value_binary(in, OP_EQ, p[0], p[1], &eq)) return false;
    ok = builtins_call_method(in, a, eq, "all", 0, NULL, &all);
    value_release(eq);
    if (!ok) return false;
    ok = builtins_call_method(in, a, all, "item", 0, NULL, &item);
    value_release(all);
    if (ok) *out = item;
    return ok;
}

/* var_mean and std_mean (by data): (var or std, mean), bound as var is;
 * PyTorch's std_var_mean_out checks the dtype under its own name first. */
enum { STAT_VAR, STAT_STD };

static bool x_stat_mean(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *stat = a->fn->data == STAT_VAR ? "var" : "std";
    Value s, m;
    if (p[0].kind == V_TENSOR && !dtype_is_float(value_as_tensor(p[0])->dtype))
        return error_raise(in, "%s_mean only support floating point and complex dtypes", stat);
    /* p: input, dim, unbiased, keepdim, correction; mean takes dim and keepdim. */
    if (!builtins_call_name(in, a, stat, 2, p, 3, (const char *[]){"unbiased", "keepdim", "correction"},
                     (Value[]){p[2], p[3], p[4]}, &s))
        return false;
    if (!builtins_call_name(in, a, "mean", 2, p, 1, (const char *[]){"keepdim"}, &p[3], &m)) {
        value_release(s);
        return false;
    }
    Value t = value_list_new(V_TUPLE, 2);
    value_list_push(t, s);
    value_list_push(t, m);
    *out = t;
    return true;
}

/* cat of count copies of t along dim (count 0: none of it). */
static bool tile(Interp *in, const Args *a, Value t, int64_t dim, int64_t count, Value *out)
{
    if (count == 0)
        return builtins_call_name(in, a, "narrow", 4, (Value[]){t, value_int(dim), value_int(0), value_int(0)}, 0, NULL, NULL,
                           out);
    Value copies = value_list_new(V_LIST, (size_t)count);
    for (int64_t i = 0; i < count; i++) value_list_push(copies, value_retain(t));
    bool ok = builtins_call_name(in, a, "cat", 1, &copies, 1, (const char *[]){"dim"}, (Value[]){value_int(dim)}, out);
    value_release(copies);
    return ok;
}

/* PyTorch's error for a negative repeat count: the sizes it would make,
 * each count times t's size there (t's shape padded with leading 1s). */
static bool negative_repeat(Interp *in, const List *counts, Value shape)
{
    const List *sh = value_as_list(shape);
    size_t pad = counts->len - sh->len;
    char sizes[256];
    size_t n = (size_t)snprintf(sizes, sizeof sizes, "[");
    int64_t first = 0;
    for (size_t i = 0; i < counts->len && n < sizeof sizes; i++) {
        int64_t count = counts->items[i].kind == V_INT ? counts->items[i].u.i : 0;
        int64_t size = count * (i < pad ? 1 : sh->items[i - pad].u.i);
        if (size < 0 && first == 0) first = size;
        n += (size_t)snprintf(sizes + n, sizeof sizes - n, "%s%lld", i ? ", " : "", (long long)size);
    }
    if (n < sizeof sizes) snprintf(sizes + n, sizeof sizes - n, "]");
    return error_raise(in, "Trying to create tensor with negative dimension %lld: %s", (long long)first, sizes);
}

/* t (with full's shape) repeated counts[i] times along each dimension i
 * in one copy, as PyTorch's repeat: the result, viewed with a dimension
 * of counts[i] before each dimension i repeated, takes t broadcast along
 * those (a cat a dimension had copied the data once each: 256 x 256
 * float32 repeated (4, 4) on the simulated device, 163 -> 108 us,
 * PyTorch 80).  *out is none where those views would pass
 * TENSOR_MAX_DIMS. */
static bool repeat_once(Interp *in, const Args *a, Value t, const List *full, const int64_t *counts, Value *out)
{
    size_t split = full->len;
    for (size_t i = 0; i < full->len; i++) split += counts[i] != 1;
    *out = value_none();
    if (split > TENSOR_MAX_DIMS) return true;
    Work w = work_new(in, a);
    Value shape = work_keep(&w, true, value_list_new(V_LIST, full->len));
    Value wide = work_keep(&w, true, value_list_new(V_LIST, split));
    Value narrow = work_keep(&w, true, value_list_new(V_LIST, split));
    for (size_t i = 0; i < full->len; i++) {
        int64_t size = full->items[i].u.i;
        value_list_push(shape, value_int(counts[i] * size));
        if (counts[i] != 1) {
            value_list_push(wide, value_int(counts[i]));
            value_list_push(narrow, value_int(1));
        }
        value_list_push(wide, value_int(size));
        value_list_push(narrow, value_int(size));
    }
    Value r = work_method(&w, t, "new_empty", 1, &shape);
    Value src = work_method(&w, work_method(&w, t, "reshape", 1, &narrow), "expand", 1, &wide);
    work_method(&w, work_method(&w, r, "view", 1, &wide), "copy_", 1, &src);
    return work_done(&w, r, out);
}

/* t.repeat(*sizes): t tiled sizes[i] times along each dimension. */
static bool x_repeat(Interp *in, const Args *a, Value *out)
{
    Value self = a->p[0], sizes = a->p[1];
    List *given = value_as_list(sizes);
    if (given->len == 0)
        return error_raise_as(in, ERR_TYPE, "repeat() missing 1 required positional arguments: \"repeats\"");
    if (given->len == 1 && value_is_seq(given->items[0])) sizes = given->items[0];
    List *l = value_as_list(sizes);
    Value shape = value_none();
    bool ok = attr(in, self, "shape", &shape);
    size_t nd = ok ? value_as_list(shape)->len : 0;
    if (ok && l->len < nd)
        ok = error_raise(in, "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
    if (ok && l->len > TENSOR_MAX_DIMS)
        ok = error_raise(in, "tensors have at most %d dimensions, but got %zu", TENSOR_MAX_DIMS, l->len);
    int64_t counts[TENSOR_MAX_DIMS];
    for (size_t i = 0; ok && i < l->len; i++) {
        if (!(ok = value_as_index(in, l->items[i], &counts[i]))) break;
        if (counts[i] < 0) ok = negative_repeat(in, l, shape);
    }
    Value cur = value_none(), full = value_none();
    if (ok) {
        /* Leading size-1 dimensions for the extra repeat counts. */
        full = value_list_new(V_LIST, l->len);
        for (size_t i = 0; i < l->len - nd; i++) value_list_push(full, value_int(1));
        for (size_t i = 0; i < nd; i++) value_list_push(full, value_retain(value_as_list(shape)->items[i]));
        ok = builtins_call_method(in, a, self, "reshape", 1, &full, &cur);
    }
    if (ok) ok = repeat_once(in, a, cur, value_as_list(full), counts, out);
    if (ok && out->kind == V_NONE) {
        /* too many dimensions to view at once: a cat a dimension */
        for (size_t i = 0; ok && i < l->len; i++) {
            if (counts[i] == 1) continue;
            Value next;
            if (!(ok = tile(in, a, cur, (int64_t)i, counts[i], &next))) break;
            value_release(cur);
            cur = next;
        }
        /* repeat always copies. */
        if (ok) ok = builtins_call_method(in, a, cur, "contiguous", 0, NULL, out);
    }
    value_release(full);
    value_release(shape);
    value_release(cur);
    return ok;
}

/* roll(input, shifts, dims=None): entries moved shifts places along dims
 * (the flattened input when dims is None), wrapping around. */
static bool x_roll(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    Value shifts, dims, cur = value_none(), shape = value_none();
    bool flat = p[2].kind == V_NONE;
    for (int i = 1; i <= 2; i++)
        if (p[i].kind != V_INT && p[i].kind != V_NONE && !value_is_seq(p[i]))
            return args_type_error(in, a, i, "tuple of ints");
    if (p[1].kind == V_INT) {
        shifts = value_list_new(V_LIST, 1);
        value_list_push(shifts, p[1]);
    } else if (!value_items(in, p[1], &shifts)) {
        return false;
    }
    if (flat) {
        dims = value_list_new(V_LIST, 1);
        value_list_push(dims, value_int(0));
    } else if (p[2].kind == V_INT) {
        dims = value_list_new(V_LIST, 1);
        value_list_push(dims, p[2]);
    } else if (!value_items(in, p[2], &dims)) {
        value_release(shifts);
        return false;
    }
    if (value_as_list(shifts)->len == 0) {
        value_release(shifts);
        value_release(dims);
        return error_raise(in, "`shifts` required");
    }
    bool ok = value_as_list(shifts)->len == value_as_list(dims)->len ||
              error_raise(in, "shifts and dimensions must align. shifts: %zu, dims:%zu", value_as_list(shifts)->len,
                          value_as_list(dims)->len);
    if (ok && flat) ok = attr(in, p[0], "shape", &shape) && builtins_call_method(in, a, p[0], "flatten", 0, NULL, &cur);
    else if (ok) cur = value_retain(p[0]);
    for (size_t k = 0; ok && k < value_as_list(dims)->len; k++) {
        int64_t sh, d;
        Value n, nd, head, tail, next;
        if (!(ok = value_as_index(in, value_as_list(shifts)->items[k], &sh) &&
                   value_as_index(in, value_as_list(dims)->items[k], &d) && attr(in, cur, "ndim", &nd))) break;
        if (d < 0) d += nd.u.i;
        if (!(ok = builtins_call_method(in, a, cur, "size", 1, (Value[]){value_int(d)}, &n))) break;
        if (n.u.i == 0) continue;
        int64_t cut = ((-sh % n.u.i) + n.u.i) % n.u.i;
        ok = builtins_call_name(in, a, "narrow", 4, (Value[]){cur, value_int(d), value_int(cut), value_int(n.u.i - cut)}, 0,
                         NULL, NULL, &head);
        if (!ok) break;
        ok = builtins_call_name(in, a, "narrow", 4, (Value[]){cur, value_int(d), value_int(0), value_int(cut)}, 0, NULL, NULL,
                         &tail);
        if (ok) {
            Value parts = value_list_new(V_LIST, 2);
            value_list_push(parts, head);
            value_list_push(parts, tail);
            ok = builtins_call_name(in, a, "cat", 1, &parts, 1, (const char *[]){"dim"}, (Value[]){value_int(d)}, &next);
            value_release(parts);
        } else {
            value_release(head);
        }
        if (!ok) break;
        value_release(cur);
        cur = next;
    }
    value_release(shifts);
    value_release(dims);
    if (ok && flat) {
        Value back;
        ok = builtins_call_method(in, a, cur, "reshape", 1, &shape, &back);
        value_release(cur);
        cur = ok ? back : value_none();
    }
    value_release(shape);
    if (!ok) {
        value_release(cur);
        return false;
    }
    *out = cur;
    return true;
}

/* PyTorch's checks of lerp's operands: end (and a tensor weight) of
 * input's dtype, which must be a float one. */
static bool lerp_check(Interp *in, const Args *a)
{
    Tensor *t, *end, *weight;
    if (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &end)) return false;
    if (end->dtype != t->dtype)
        return error_raise(in, "expected dtype %s for `end` but got dtype %s", dtype_cpp_name(t->dtype),
                           dtype_cpp_name(end->dtype));
    bool tensor_weight = a->p[2].kind == V_TENSOR;
    if (tensor_weight && (weight = value_as_tensor(a->p[2]))->dtype != t->dtype)
        return error_raise(in, "expected dtype %s for `weight` but got dtype %s", dtype_cpp_name(t->dtype),
                           dtype_cpp_name(weight->dtype));
    /* Shapes broadcast in PyTorch's operand order (input, end, weight), so
     * a mismatch names them as its TensorIterator does. */
    int n;
    int64_t shape[TENSOR_MAX_DIMS];
    Error err;
    if (!tensor_broadcast_shapes(t->ndim, t->shape, end->ndim, end->shape, &n, shape, &err) ||
        (tensor_weight && !tensor_broadcast_shapes(n, shape, weight->ndim, weight->shape, &n, shape, &err)))
        return tensor_fail(in, &err);
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "\"%s\" not implemented for '%s'",
                           tensor_device(t) >= 0   ? "lerp_cuda"
                           : tensor_weight ? "lerp_kernel_tensor"
                                           : "lerp_kernel_scalar",
                           tensor_type_name(t->dtype));
    return true;
}

/* lerp(start, end, weight), with PyTorch's two formulas on either side
 * of weight 0.5. */
static bool lerp_value(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Value diff, low, high, t1, t2, small;
    if (!value_binary(in, OP_SUB, p[1], p[0], &diff)) return false;
    bool ok = value_binary(in, OP_MUL, p[2], diff, &t1);
    if (ok) {
        ok = value_binary(in, OP_ADD, p[0], t1, &low);
        value_release(t1);
    }
    if (ok) {
        Value one_minus;
        ok = value_binary(in, OP_SUB, value_int(1), p[2], &one_minus);
        if (ok) {
            ok = value_binary(in, OP_MUL, diff, one_minus, &t2);
            value_release(one_minus);
        }
        if (ok) {
            ok = value_binary(in, OP_SUB, p[1], t2, &high);
            value_release(t2);
        }
        if (!ok) value_release(low);
    }
    value_release(diff);
    if (!ok) return false;
    Value w = p[2];
    if (w.kind != V_TENSOR) {
        /* A number chooses the formula at once. */
        double wf = w.kind == V_FLOAT ? w.u.f : (double)(w.kind == V_INT ? w.u.i : w.u.b);
        *out = wf < 0.5 ? low : high;
        value_release(wf < 0.5 ? high : low);
        return true;
    }
    Value abs_w;
    ok = builtins_call_name(in, a, "abs", 1, &w, 0, NULL, NULL, &abs_w);
    if (ok) {
        ok = value_binary(in, OP_LT, abs_w, value_float(0.5), &small);
        value_release(abs_w);
    }
    if (ok) {
        ok = builtins_call_name(in, a, "where", 3, (Value[]){small, low, high}, 0, NULL, NULL, out);
        value_release(small);
    }
    value_release(low);
    value_release(high);
    return ok;
}

/* lerp(input, end, weight, *, out=None), and lerp_ (data 1): the result
 * copied back into input. */
static bool x_lerp(Interp *in, const Args *a, Value *out)
{
    Value r, ignored;
    if (!lerp_check(in, a) || !lerp_value(in, a, &r)) return false;
    if (!a->fn->data) return tensor_methods_deliver(in, a, r, out);
    bool ok = builtins_call_method(in, a, a->p[0], "copy_", 1, &r, &ignored);
    value_release(r);
    if (!ok) return false;
    value_release(ignored);
    *out = value_retain(a->p[0]);
    return true;
}

/* logsumexp(input, dim, keepdim=False), as PyTorch: the max along dim
 * taken out (0 where it is infinite), log of the sum of exp, the max
 * added back; an empty input is log(sum(exp)) (-inf where dim was empty);
 * bools and integers give the default float dtype.  An out= must be of a
 * float dtype, which the result is cast to. */
static bool x_logsumexp(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t, *o;
    Value r;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (p[3].kind != V_NONE && !a->method) {
        if (!args_tensor(in, a, 3, &o)) return false;
        if (!dtype_is_float(o->dtype))
            return error_raise(in, "logsumexp(): Expected floating point type for result tensor, but got: %s",
                               tensor_type_name(o->dtype));
    }
    Work w = work_new(in, a);
    Value x = t->dtype == DT_BOOL ? work_method(&w, p[0], "float", 0, NULL) : p[0];
    const char *keep[] = {"keepdim"};
    if (tensor_numel(t) == 0) {
        Value s = work_call_kw(&w, "sum", 2, (Value[]){work_call(&w, "exp", 1, &x), p[1]}, 1, keep, &p[2]);
        return work_done(&w, work_call(&w, "log", 1, &s), &r) && tensor_methods_deliver(in, a, r, out);
    }
    Value m = work_call_kw(&w, "amax", 2, (Value[]){x, p[1]}, 1, keep, (Value[]){value_bool(true)});
    m = work_method(&w, m, "masked_fill", 2, (Value[]){work_call(&w, "isinf", 1, &m), value_int(0)});
    Value e = work_call(&w, "exp", 1, (Value[]){work_binary(&w, OP_SUB, x, m)});
    Value l = work_call(&w, "log", 1, (Value[]){work_call_kw(&w, "sum", 2, (Value[]){e, p[1]}, 1, keep, &p[2])});
    bool keepdim = false;
    if (w.ok && !value_truth(in, p[2], &keepdim)) w.ok = false;
    Value back = keepdim ? m : work_call(&w, "amax", 2, (Value[]){m, p[1]});
    return work_done(&w, work_binary(&w, OP_ADD, l, back), &r) && tensor_methods_deliver(in, a, r, out);
}

/* logspace(start, end, steps, base=10.0, ...): base raised to linspace's
 * points, computed as PyTorch's kernel does in float32 (float64 for
 * float64 and integer dtypes) and then stored as dtype. */
static bool x_logspace(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    /* p: start, end, steps, base, dtype, device, requires_grad */
    DType dt = p[4].kind == V_DTYPE ? p[4].u.dtype : dtype_default_float();
    DType work_dt = dt == DT_FLOAT64 || !dtype_is_float(dt) ? DT_FLOAT64 : DT_FLOAT32;
    Work w = work_new(in, a);
    const char *kw[] = {"dtype", "device", "requires_grad"};
    Value lin = work_call_kw(&w, "linspace", 3, p, 3, kw, (Value[]){value_dtype(work_dt), p[5], p[6]});
    Value r = work_call(&w, "pow", 2, (Value[]){p[3], lin});
    return work_done(&w, work_method(&w, r, "to", 1, (Value[]){value_dtype(dt)}), out);
}

static bool x_default_dtype(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_dtype(dtype_default_float());
    return true;
}

static bool x_set_default_dtype(Interp *in, const Args *a, Value *out)
{
    DType dt;
    if (!value_as_dtype(a->p[0], &dt))
        return error_raise_as(in, ERR_TYPE, "invalid dtype object: only floating-point types are supported as "
                                            "the default type");
    if (!dtype_is_float(dt))
        return error_raise_as(in, ERR_TYPE, "only floating-point types are supported as the default type");
    dtype_set_default_float(dt);
    *out = value_none();
    return true;
}

/* fill(input, value): empty_like(input).fill_(value), as PyTorch's. */
static bool x_fill(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Work w = work_new(in, a);
    Value r = work_call(&w, "empty_like", 1, a->p);
    work_method(&w, r, "fill_", 1, &a->p[1]);
    return work_done(&w, r, out);
}

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"detach", V_TENSOR, FM, x_detach, "input", 0, "t itself as a new view (no tensor tracks gradients)"},
    {"detach_", V_TENSOR, BI_METHOD, x_detach_, "", 0, "t itself (no tensor tracks gradients)"},
    {"square", V_TENSOR, FM, x_square, "input", 0, "input * input"},
    {"square_", V_TENSOR, BI_METHOD, x_square_, "", 0, "t.pow_(2)"},
    {"type", V_TENSOR, BI_METHOD, x_type, "dtype=None, non_blocking=False", 0,
     "t.to(dtype), or t's type name ('torch.cuda.FloatTensor')"},
    {"type_as", V_TENSOR, BI_METHOD, x_type_as, "other", 0, "t.to(other.dtype)"},
    {"new_zeros", V_TENSOR, BI_METHOD, x_new, "*size, dtype=None, device=None, requires_grad=False", NEW_ZEROS,
     "zeros with t's dtype and device unless given"},
    {"new_ones", V_TENSOR, BI_METHOD, x_new, "*size, dtype=None, device=None, requires_grad=False", NEW_ONES,
     "ones with t's dtype and device unless given"},
    {"new_empty", V_TENSOR, BI_METHOD, x_new, "*size, dtype=None, device=None, requires_grad=False", NEW_EMPTY,
     "an uninitialized tensor with t's dtype and device unless given"},
    {"new_full", V_TENSOR, BI_METHOD, x_new, "size, fill_value, *, dtype=None, device=None, requires_grad=False",
     NEW_FULL, "fill_value in size, with t's dtype and device unless given"},
    {"new_tensor", V_TENSOR, BI_METHOD, x_new, "data, dtype=None, device=None, requires_grad=False", NEW_TENSOR,
     "torch.tensor(data) with t's dtype and device unless given"},
    {"fill", V_NONE, BI_FUNC, x_fill, "input, value", 0, "a new tensor like input, every element value"},
    {"narrow", V_TENSOR, FM, x_narrow, "input, dim, start, length", 0, "a view of length elements along dim"},
    {"flip", V_TENSOR, BI_FUNC, x_flip, "input, dims", 0, "a copy with each dimension in dims reversed"},
    {"flip", V_TENSOR, BI_METHOD, x_flip, "*dims", 0, "a copy with each dimension in dims reversed"},
    {"argsort", V_TENSOR, FM, x_argsort, "input, dim=-1, descending=False, stable=False", 0,
     "the indices that sort input"},
    {"masked_fill", V_TENSOR, FM, x_masked_fill, "input, mask, value", OUT_OF_PLACE,
     "value where the bool mask is true"},
    {"masked_fill_", V_TENSOR, BI_METHOD, x_masked_fill, "mask, value", IN_PLACE, "t = t.masked_fill(mask, value)"},
    {"outer", V_TENSOR, FM, x_outer, "input, vec2", 0, "the outer product of two vectors"},
    {"ger", V_TENSOR, FM, x_outer, "input, vec2", 0, "outer(input, vec2), by its old name"},
    {"logspace", V_NONE, BI_FUNC, x_logspace,
     "start, end, steps, base=10.0, dtype=None, device=None, requires_grad=False", 0,
     "steps values from base**start to base**end, evenly spaced in the exponent (float32 unless given)"},
    {"tril", V_TENSOR, FM, x_tri, "input, diagonal=0", TRI_LOWER, "zeros above the diagonal"},
    {"triu", V_TENSOR, FM, x_tri, "input, diagonal=0", TRI_UPPER, "zeros below the diagonal"},
    {"tril_", V_TENSOR, BI_METHOD, x_tri, "diagonal=0", TRI_LOWER | TRI_IN_PLACE, "t.tril(...), in place"},
    {"triu_", V_TENSOR, BI_METHOD, x_tri, "diagonal=0", TRI_UPPER | TRI_IN_PLACE, "t.triu(...), in place"},
    {"isclose", V_TENSOR, FM, x_isclose, "input, other, rtol=1e-05, atol=1e-08, equal_nan=False", 0,
     "elementwise closeness: |input - other| <= atol + rtol * |other|"},
    {"allclose", V_TENSOR, FM, x_allclose, "input, other, rtol=1e-05, atol=1e-08, equal_nan=False", 0,
     "whether all elements are close"},
    {"equal", V_TENSOR, FM, x_equal, "input, other", 0, "whether both have the same shape and elements"},
    {"var_mean", V_TENSOR, BI_FUNC, x_stat_mean, "input, dim=None, unbiased=None, keepdim=False, correction=None",
     STAT_VAR, "(var, mean)"},
    {"std_mean", V_TENSOR, BI_FUNC, x_stat_mean, "input, dim=None, unbiased=None, keepdim=False, correction=None",
     STAT_STD, "(std, mean)"},
    {"repeat", V_TENSOR, BI_METHOD, x_repeat, "*repeats", 0, "t tiled repeats[i] times along each dimension (a copy)"},
    {"roll", V_TENSOR, FM, x_roll, "input, shifts, dims=None", 0, "entries moved along dims, wrapping around"},
    {"lerp", V_TENSOR, FM, x_lerp, "input, end, weight, *, out=None", 0, "input + weight * (end - input), as PyTorch rounds it"},
    {"lerp_", V_TENSOR, BI_METHOD, x_lerp, "end, weight", 1, "t = t.lerp(end, weight), in place"},
    {"logsumexp", V_TENSOR, FM, x_logsumexp, "input, dim, keepdim=False, *, out=None", 0,
     "log(sum(exp(input))) along dim, stably"},
    {"get_default_dtype", V_NONE, BI_FUNC, x_default_dtype, "", 0, "the default float dtype, float32 unless set"},
    {"set_default_dtype", V_NONE, BI_FUNC, x_set_default_dtype, "d", 0,
     "make d (a float dtype) what Python floats and float creation default to"},
};

void tensor_extra_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
