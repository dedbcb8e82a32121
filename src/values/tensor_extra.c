/* tensor_extra.c: tensor methods and functions that scripts reach for
 * often, written with the operations cst has: detach, square, log1p,
 * expm1, type, type_as, new_zeros/new_ones/new_full/new_empty, narrow,
 * index_select, argsort, flip, masked_fill, outer, tril, triu, isclose,
 * allclose, equal, isnan, isinf, isfinite, median, kthvalue, var_mean,
 * std_mean, repeat, roll, diag, lerp, logsumexp, get_default_dtype.  log1p and expm1 run in float64 and round
 * once to the input's dtype, so that small arguments keep their digits. */
#include "values/tensor_extra.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "values/iter.h"
#include "values/module.h"
#include "base/error.h"

static bool need_tensor(Interp *in, const Args *a, Value v, const char *what, int pos)
{
    if (v.kind == V_TENSOR) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position %d) must be Tensor, not %s", a->fn->name, what,
                          pos, value_type_name(v));
}

static bool attr(Interp *in, Value t, const char *name, Value *out)
{
    return value_get_attr(in, t, name, out);
}

/* ------------------------------------------------------------ unary */

static bool x_detach(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"self", NULL}, 1, &self)) return false;
    /* A view of the same storage, as PyTorch's: no tensor tracks gradients here. */
    return module_method(in, a, self, "view_as", 1, &self, out);
}

static bool x_square(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"input", NULL}, 1, &self) || !need_tensor(in, a, self, "input", 1))
        return false;
    return value_binary(in, OP_MUL, self, self, out);
}

/* log1p, expm1: in float64, rounded once to the input's float dtype. */
static bool x_precise(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"input", NULL}, 1, &self) || !need_tensor(in, a, self, "input", 1))
        return false;
    Value dt, wide, r, t;
    if (!attr(in, self, "dtype", &dt)) return false;
    if (!module_method(in, a, self, "double", 0, NULL, &wide)) return false;
    bool ok;
    if (a->fn->name[0] == 'l') {
        ok = value_binary(in, OP_ADD, wide, value_int(1), &t) && module_call(in, a, "log", 1, &t, 0, NULL, NULL, &r);
        if (ok || t.kind == V_TENSOR) value_release(t);
    } else {
        ok = module_call(in, a, "exp", 1, &wide, 0, NULL, NULL, &t) && value_binary(in, OP_SUB, t, value_int(1), &r);
        if (ok || t.kind == V_TENSOR) value_release(t);
    }
    value_release(wide);
    if (!ok) return false;
    /* Integers give float32, as PyTorch's unary float ops do. */
    Value to = dtype_is_float(dt.u.dtype) ? dt : value_dtype(DT_FLOAT32);
    ok = module_method(in, a, r, "to", 1, &to, out);
    value_release(r);
    return ok;
}

/* ------------------------------------------------------ dtypes, new_* */

/* t.type(dtype) is t.to(dtype); t.type() names the type: torch.cuda.FloatTensor. */
static bool x_type(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"self", "dtype", NULL}, 1, p)) return false;
    if (p[1].kind != V_NONE) return module_method(in, a, p[0], "to", 1, &p[1], out);
    Value dt, cuda;
    if (!attr(in, p[0], "dtype", &dt) || !attr(in, p[0], "is_cuda", &cuda)) return false;
    static const char *const names[DT_COUNT] = {
        [DT_BOOL] = "Bool", [DT_UINT8] = "Byte", [DT_INT8] = "Char", [DT_INT16] = "Short", [DT_INT32] = "Int",
        [DT_INT64] = "Long", [DT_FLOAT16] = "Half", [DT_BFLOAT16] = "BFloat16", [DT_FLOAT32] = "Float",
        [DT_FLOAT64] = "Double",
    };
    Buf b = BUF_INIT;
    buf_printf(&b, "torch.%s%sTensor", cuda.u.b ? "cuda." : "", names[dt.u.dtype]);
    *out = value_str_buf(&b);
    return true;
}

static bool x_type_as(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "other", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[1], "other", 1)) return false;
    Value dt;
    if (!attr(in, p[1], "dtype", &dt)) return false;
    return module_method(in, a, p[0], "to", 1, &dt, out);
}

/* new_zeros(size), new_ones(size), new_empty(size), new_full(size, fill):
 * self's dtype and device unless given. */
static bool x_new(Interp *in, const Args *a, Value *out)
{
    bool full = strcmp(a->fn->name, "new_full") == 0;
    Value self = a->n > 0 ? a->v[0] : value_none();
    int nsize = a->n - 1 - (full ? 1 : 0);
    if (nsize < 1) return error_raise_as(in, ERR_TYPE, "%s() missing required argument 'size'", a->fn->name);
    Value dt, dev;
    if (!attr(in, self, "dtype", &dt) || !attr(in, self, "device", &dev)) return false;
    Value size;
    if (nsize == 1) {
        size = value_retain(a->v[1]);
    } else {
        size = value_list_new(V_TUPLE, (size_t)nsize);
        for (int i = 0; i < nsize; i++) value_list_push(size, value_retain(a->v[1 + i]));
    }
    const char *names[MODULE_CALL_MAX] = {"dtype", "device"};
    Value kw[MODULE_CALL_MAX] = {dt, dev};
    int nkw = 2;
    for (int k = 0; k < a->nkw; k++) {
        int i = 0;
        while (i < nkw && strcmp(names[i], a->kw_names[k]) != 0) i++;
        if (i == nkw) {
            if (nkw == MODULE_CALL_MAX) continue;
            nkw++;
        }
        names[i] = a->kw_names[k];
        kw[i] = a->kw[k];
    }
    const char *fn = full ? "full" : a->fn->name[4] == 'z' ? "zeros" : a->fn->name[4] == 'o' ? "ones" : "empty";
    Value args[2] = {size, full ? a->v[a->n - 1] : value_none()};
    bool ok = module_call(in, a, fn, full ? 2 : 1, args, nkw, names, kw, out);
    value_release(size);
    return ok;
}

/* ------------------------------------------------------------ shapes */

/* narrow(dim, start, length): a view along dim. */
static bool x_narrow(Interp *in, const Args *a, Value *out)
{
    Value p[4];
    if (!builtins_bind(in, a, (const char *[]){"input", "dim", "start", "length", NULL}, 4, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1)) return false;
    int64_t dim, start, length;
    if (!value_as_index(in, p[1], &dim) || !value_as_index(in, p[2], &start) || !value_as_index(in, p[3], &length))
        return false;
    Value nd;
    if (!attr(in, p[0], "ndim", &nd)) return false;
    if (dim < -nd.u.i || dim >= nd.u.i || nd.u.i == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                              (long long)-nd.u.i, (long long)nd.u.i - 1, (long long)dim);
    if (dim < 0) dim += nd.u.i;
    Value size;
    if (!module_method(in, a, p[0], "size", 1, (Value[]){value_int(dim)}, &size)) return false;
    if (start < 0) start += size.u.i;
    if (start < 0 || length < 0 || start + length > size.u.i)
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

/* flip(dims): each listed dimension reversed (a copy, as PyTorch's). */
static bool x_flip(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (a->fn->flags & BI_FUNC && a->n > 2) return error_raise_as(in, ERR_TYPE, "flip() takes 2 arguments");
    int n = a->n;
    Value dims;
    if (n > 2) {
        /* t.flip(0, 1) */
        dims = value_list_new(V_LIST, (size_t)(n - 1));
        for (int i = 1; i < n; i++) value_list_push(dims, value_retain(a->v[i]));
        p[0] = a->v[0];
    } else {
        if (!builtins_bind(in, a, (const char *[]){"input", "dims", NULL}, 2, p)) return false;
        if (p[1].kind == V_INT) {
            dims = value_list_new(V_LIST, 1);
            value_list_push(dims, value_retain(p[1]));
        } else if (!value_items(in, p[1], &dims)) {
            return false;
        }
    }
    if (!need_tensor(in, a, p[0], "input", 1)) {
        value_release(dims);
        return false;
    }
    Value cur = value_retain(p[0]), nd;
    bool ok = attr(in, cur, "ndim", &nd);
    List *l = value_as_list(dims);
    for (size_t k = 0; ok && k < l->len; k++) {
        int64_t d;
        if (!(ok = value_as_index(in, l->items[k], &d))) break;
        if (d < -nd.u.i || d >= nd.u.i) {
            ok = error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                                (long long)-nd.u.i, (long long)nd.u.i - 1, (long long)d);
            break;
        }
        if (d < 0) d += nd.u.i;
        Value size, dev, idx, next;
        if (!(ok = module_method(in, a, cur, "size", 1, (Value[]){value_int(d)}, &size) && attr(in, cur, "device", &dev))) break;
        ok = module_call(in, a, "arange", 3, (Value[]){value_int(size.u.i - 1), value_int(-1), value_int(-1)}, 1,
                     (const char *[]){"device"}, &dev, &idx);
        if (!ok) break;
        Value *items = xmalloc((size_t)(d + 1) * sizeof *items);
        for (int64_t i = 0; i < d; i++) items[i] = value_slice_new(value_none(), value_none(), value_none());
        items[d] = idx;
        ok = value_index(in, cur, items, (int)d + 1, &next);
        for (int64_t i = 0; i <= d; i++) value_release(items[i]);
        free(items);
        if (!ok) break;
        value_release(cur);
        cur = next;
    }
    value_release(dims);
    if (!ok) {
        value_release(cur);
        return false;
    }
    /* flip copies even when nothing is flipped. */
    ok = module_method(in, a, cur, "clone", 0, NULL, out);
    value_release(cur);
    return ok;
}

/* index_select(dim, index): the entries at index (a 1-d integer tensor) along dim. */
static bool x_index_select(Interp *in, const Args *a, Value *out)
{
    Value p[3];
    if (!builtins_bind(in, a, (const char *[]){"input", "dim", "index", NULL}, 3, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1) || !need_tensor(in, a, p[2], "index", 3)) return false;
    int64_t d;
    Value nd, ind;
    if (!value_as_index(in, p[1], &d) || !attr(in, p[0], "ndim", &nd) || !attr(in, p[2], "ndim", &ind)) return false;
    if (ind.u.i > 1) return error_raise_as(in, ERR_INDEX, "index_select(): Index is supposed to be a vector");
    int64_t n = nd.u.i ? nd.u.i : 1;
    if (d < -n || d >= n)
        return error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                              (long long)-n, (long long)n - 1, (long long)d);
    if (d < 0) d += n;
    Value *items = xmalloc((size_t)(d + 1) * sizeof *items);
    for (int64_t i = 0; i < d; i++) items[i] = value_slice_new(value_none(), value_none(), value_none());
    items[d] = value_retain(p[2]);
    Value r;
    bool ok = value_index(in, p[0], items, (int)d + 1, &r);
    for (int64_t i = 0; i <= d; i++) value_release(items[i]);
    free(items);
    if (!ok) return false;
    /* A copy, never a view, as PyTorch's. */
    ok = module_method(in, a, r, "clone", 0, NULL, out);
    value_release(r);
    return ok;
}

static bool x_argsort(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_int(-1), value_bool(false), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"input", "dim", "descending", "stable", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1)) return false;
    Value r;
    if (!module_call(in, a, "sort", 2, p, 1, (const char *[]){"descending"}, &p[2], &r)) return false;
    bool ok = attr(in, r, "indices", out);
    value_release(r);
    return ok;
}

/* masked_fill(mask, value) and masked_fill_: where(mask, value, self). */
static bool x_masked_fill(Interp *in, const Args *a, Value *out)
{
    Value p[3];
    if (!builtins_bind(in, a, (const char *[]){"self", "mask", "value", NULL}, 3, p)) return false;
    Value dt, fill, r;
    if (!need_tensor(in, a, p[1], "mask", 1) || !attr(in, p[0], "dtype", &dt)) return false;
    Value mdt;
    if (!attr(in, p[1], "dtype", &mdt)) return false;
    if (mdt.u.dtype != DT_BOOL)
        return error_raise(in, "masked_fill_ only supports boolean masks, but got mask with dtype %s", dtype_name(mdt.u.dtype));
    if (!module_call(in, a, "full_like", 2, (Value[]){p[0], p[2]}, 0, NULL, NULL, &fill)) return false;
    bool ok = module_call(in, a, "where", 3, (Value[]){p[1], fill, p[0]}, 0, NULL, NULL, &r);
    value_release(fill);
    if (!ok) return false;
    if (a->fn->name[strlen(a->fn->name) - 1] != '_') {
        *out = r;
        return true;
    }
    Value ignored;
    ok = module_method(in, a, p[0], "copy_", 1, &r, &ignored);
    value_release(r);
    if (!ok) return false;
    value_release(ignored);
    *out = value_retain(p[0]);
    return true;
}

static bool x_outer(Interp *in, const Args *a, Value *out)
{
    Value p[2], col, row;
    if (!builtins_bind(in, a, (const char *[]){"input", "vec2", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1) || !need_tensor(in, a, p[1], "vec2", 2)) return false;
    if (!module_method(in, a, p[0], "unsqueeze", 1, (Value[]){value_int(1)}, &col)) return false;
    bool ok = module_method(in, a, p[1], "unsqueeze", 1, (Value[]){value_int(0)}, &row);
    if (ok) {
        ok = value_binary(in, OP_MUL, col, row, out);
        value_release(row);
    }
    value_release(col);
    return ok;
}

/* tril and triu (input, diagonal=0): zero above (below) the diagonal. */
static bool x_tri(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_int(0)};
    if (!builtins_bind(in, a, (const char *[]){"input", "diagonal", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1)) return false;
    int64_t k;
    if (!value_as_index(in, p[1], &k)) return false;
    Value nd, dev, rows_n, cols_n;
    if (!attr(in, p[0], "ndim", &nd) || !attr(in, p[0], "device", &dev)) return false;
    if (nd.u.i < 2) return error_raise(in, "%s: input tensor must have at least 2 dimensions", a->fn->name);
    if (!module_method(in, a, p[0], "size", 1, (Value[]){value_int(-2)}, &rows_n) ||
        !module_method(in, a, p[0], "size", 1, (Value[]){value_int(-1)}, &cols_n))
        return false;
    Value r, c, rc, keep, zero;
    if (!module_call(in, a, "arange", 1, &rows_n, 1, (const char *[]){"device"}, &dev, &r)) return false;
    bool ok = module_call(in, a, "arange", 1, &cols_n, 1, (const char *[]){"device"}, &dev, &c);
    if (ok) {
        /* column - row against the diagonal k: <= k keeps for tril, >= k for triu. */
        Value col, row;
        ok = module_method(in, a, c, "unsqueeze", 1, (Value[]){value_int(0)}, &col);
        if (ok && (ok = module_method(in, a, r, "unsqueeze", 1, (Value[]){value_int(1)}, &row))) {
            ok = value_binary(in, OP_SUB, col, row, &rc);
            value_release(row);
        }
        if (ok) value_release(col);
        value_release(c);
    }
    value_release(r);
    if (!ok) return false;
    ok = value_binary(in, a->fn->name[2] == 'i' && a->fn->name[3] == 'l' ? OP_LE : OP_GE, rc, value_int(k), &keep);
    value_release(rc);
    if (!ok) return false;
    ok = module_call(in, a, "zeros_like", 1, p, 0, NULL, NULL, &zero);
    if (ok) {
        ok = module_call(in, a, "where", 3, (Value[]){keep, p[0], zero}, 0, NULL, NULL, out);
        value_release(zero);
    }
    value_release(keep);
    return ok;
}

/* ----------------------------------------------------------- closeness */

/* isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
 * |input - other| <= atol + rtol * |other|, or equal (infinities). */
static bool closeness(Interp *in, const Args *a, Value *out)
{
    Value p[5] = {value_none(), value_none(), value_float(1e-05), value_float(1e-08), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"input", "other", "rtol", "atol", "equal_nan", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1) || !need_tensor(in, a, p[1], "other", 2)) return false;
    bool nan_eq;
    if (!value_truth(in, p[4], &nan_eq)) return false;
    Value diff, absd, absb, tol, within, eq, r;
    if (!value_binary(in, OP_SUB, p[0], p[1], &diff)) return false;
    bool ok = module_call(in, a, "abs", 1, &diff, 0, NULL, NULL, &absd);
    value_release(diff);
    if (!ok) return false;
    ok = module_call(in, a, "abs", 1, &p[1], 0, NULL, NULL, &absb);
    if (ok) {
        Value scaled;
        ok = value_binary(in, OP_MUL, absb, p[2], &scaled);
        value_release(absb);
        if (ok) {
            ok = value_binary(in, OP_ADD, scaled, p[3], &tol);
            value_release(scaled);
        }
    }
    if (!ok) {
        value_release(absd);
        return false;
    }
    ok = value_binary(in, OP_LE, absd, tol, &within);
    value_release(absd);
    value_release(tol);
    if (!ok) return false;
    ok = value_binary(in, OP_EQ, p[0], p[1], &eq);
    if (ok) {
        ok = value_binary(in, OP_BITOR, within, eq, &r);
        value_release(eq);
    }
    value_release(within);
    if (!ok) return false;
    if (nan_eq) {
        Value na, nb, both, r2;
        ok = value_binary(in, OP_NE, p[0], p[0], &na) && value_binary(in, OP_NE, p[1], p[1], &nb);
        if (ok && (ok = value_binary(in, OP_BITAND, na, nb, &both))) {
            ok = value_binary(in, OP_BITOR, r, both, &r2);
            value_release(both);
            if (ok) {
                value_release(r);
                r = r2;
            }
        }
        value_release(na);
        value_release(nb);
    }
    *out = r;
    return ok;
}

static bool x_isclose(Interp *in, const Args *a, Value *out)
{
    return closeness(in, a, out);
}

static bool x_allclose(Interp *in, const Args *a, Value *out)
{
    Value r, all, item;
    if (!closeness(in, a, &r)) return false;
    bool ok = module_method(in, a, r, "all", 0, NULL, &all);
    value_release(r);
    if (!ok) return false;
    ok = module_method(in, a, all, "item", 0, NULL, &item);
    value_release(all);
    if (ok) *out = item;
    return ok;
}

static bool x_equal(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"input", "other", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1) || !need_tensor(in, a, p[1], "other", 2)) return false;
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
    ok = module_method(in, a, eq, "all", 0, NULL, &all);
    value_release(eq);
    if (!ok) return false;
    ok = module_method(in, a, all, "item", 0, NULL, &item);
    value_release(all);
    if (ok) *out = item;
    return ok;
}

/* isnan: x != x; isinf: |x| == inf; isfinite: neither. */
static bool x_isnan(Interp *in, const Args *a, Value *out)
{
    Value x;
    if (!builtins_bind(in, a, (const char *[]){"input", NULL}, 1, &x) || !need_tensor(in, a, x, "input", 1))
        return false;
    const char *n = a->fn->name;
    if (n[2] == 'n') return value_binary(in, OP_NE, x, x, out);
    Value ax, inf;
    if (!module_call(in, a, "abs", 1, &x, 0, NULL, NULL, &ax)) return false;
    bool ok = value_binary(in, n[2] == 'i' ? OP_EQ : OP_NE, ax, value_float(INFINITY), &inf);
    value_release(ax);
    if (!ok || n[2] == 'i') {
        if (ok) *out = inf;
        return ok;
    }
    Value same;
    ok = value_binary(in, OP_EQ, x, x, &same);
    if (ok) {
        ok = value_binary(in, OP_BITAND, same, inf, out);
        value_release(same);
    }
    value_release(inf);
    return ok;
}

/* t[..., i, ...] at dimension dim (kept as size 1 when keepdim). */
static bool pick(Interp *in, const Args *a, Value t, int64_t dim, int64_t i, bool keepdim, Value *out)
{
    Value *items = xmalloc((size_t)(dim + 1) * sizeof *items);
    for (int64_t k = 0; k < dim; k++) items[k] = value_slice_new(value_none(), value_none(), value_none());
    items[dim] = value_int(i);
    Value r;
    bool ok = value_index(in, t, items, (int)dim + 1, &r);
    for (int64_t k = 0; k <= dim; k++) value_release(items[k]);
    free(items);
    if (!ok || !keepdim) {
        if (ok) *out = r;
        return ok;
    }
    ok = module_method(in, a, r, "unsqueeze", 1, (Value[]){value_int(dim)}, out);
    value_release(r);
    return ok;
}

/* median(input) and median(input, dim, keepdim=False), kthvalue(input, k,
 * dim=-1, keepdim=False): the sorted values' (n - 1) // 2-th or k-th,
 * with its index along dim as a named tuple. */
static bool x_order_stat(Interp *in, const Args *a, Value *out)
{
    bool median = a->fn->name[0] == 'm';
    Value p[4] = {value_none(), value_none(), value_int(-1), value_bool(false)};
    bool ok = median ? builtins_bind(in, a, (const char *[]){"input", "dim", "keepdim", NULL}, 1, p)
                     : builtins_bind(in, a, (const char *[]){"input", "k", "dim", "keepdim", NULL}, 2, p);
    if (!ok || !need_tensor(in, a, p[0], "input", 1)) return false;
    if (median) {
        /* p: input, dim, keepdim -> shift into input, k (none), dim, keepdim. */
        p[3] = p[2].kind == V_INT && p[2].u.i == -1 ? value_bool(false) : p[2];
        p[2] = p[1];
    }
    bool keepdim;
    if (!value_truth(in, p[3], &keepdim)) return false;
    Value flat = value_none();
    bool whole = median && p[2].kind == V_NONE;
    if (whole) {
        if (!module_method(in, a, p[0], "flatten", 0, NULL, &flat)) return false;
        p[2] = value_int(0);
    } else {
        flat = value_retain(p[0]);
    }
    int64_t dim;
    Value nd, sorted, n;
    ok = value_as_index(in, p[2], &dim) && value_get_attr(in, flat, "ndim", &nd);
    if (ok && nd.u.i == 0) {
        /* A 0-d tensor is its own median. */
        Value one;
        ok = module_method(in, a, flat, "unsqueeze", 1, (Value[]){value_int(0)}, &one);
        value_release(flat);
        if (!ok) return false;
        flat = one;
        nd = value_int(1);
    }
    if (ok && (dim < -nd.u.i || dim >= nd.u.i))
        ok = error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                            (long long)-nd.u.i, (long long)nd.u.i - 1, (long long)dim);
    if (ok && dim < 0) dim += nd.u.i;
    ok = ok && module_method(in, a, flat, "size", 1, (Value[]){value_int(dim)}, &n);
    int64_t k = 0;
    if (ok && median) {
        if (n.u.i == 0) ok = error_raise(in, "median() input tensor cannot be empty");
        k = (n.u.i - 1) / 2;
    } else if (ok) {
        ok = value_as_index(in, p[1], &k);
        if (ok && (k < 1 || k > n.u.i)) ok = error_raise(in, "kthvalue(): selected number k out of range for dimension %lld",
                                                         (long long)dim);
        k -= 1;
    }
    if (!ok || !module_call(in, a, "sort", 2, (Value[]){flat, value_int(dim)}, 1, (const char *[]){"stable"},
                            (Value[]){value_bool(true)}, &sorted)) {
        value_release(flat);
        return false;
    }
    value_release(flat);
    List *pair = value_as_list(sorted);
    Value v, i;
    ok = pick(in, a, pair->items[0], dim, k, keepdim, &v);
    if (ok && !(ok = pick(in, a, pair->items[1], dim, k, keepdim, &i))) value_release(v);
    value_release(sorted);
    if (!ok) return false;
    if (whole) {
        value_release(i);
        *out = v;
        return true;
    }
    *out = iter_return_type(a->fn->name, v, i);
    return true;
}

/* var_mean and std_mean: (var or std, mean), the same arguments as var. */
static bool x_stat_mean(Interp *in, const Args *a, Value *out)
{
    const char *stat = a->fn->name[0] == 'v' ? "var" : "std";
    Value s, m;
    if (!module_call(in, a, stat, a->n, a->v, a->nkw, a->kw_names, a->kw, &s)) return false;
    /* mean takes dim and keepdim, not the correction. */
    const char *names[MODULE_CALL_MAX];
    Value kw[MODULE_CALL_MAX];
    int nkw = 0;
    for (int k = 0; k < a->nkw && nkw < MODULE_CALL_MAX; k++) {
        if (strcmp(a->kw_names[k], "dim") != 0 && strcmp(a->kw_names[k], "keepdim") != 0) continue;
        names[nkw] = a->kw_names[k];
        kw[nkw++] = a->kw[k];
    }
    if (!module_call(in, a, "mean", a->n > 2 ? 2 : a->n, a->v, nkw, names, kw, &m)) {
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
        return module_call(in, a, "narrow", 4, (Value[]){t, value_int(dim), value_int(0), value_int(0)}, 0, NULL, NULL,
                           out);
    Value copies = value_list_new(V_LIST, (size_t)count);
    for (int64_t i = 0; i < count; i++) value_list_push(copies, value_retain(t));
    bool ok = module_call(in, a, "cat", 1, &copies, 1, (const char *[]){"dim"}, (Value[]){value_int(dim)}, out);
    value_release(copies);
    return ok;
}

/* t.repeat(*sizes): t tiled sizes[i] times along each dimension. */
static bool x_repeat(Interp *in, const Args *a, Value *out)
{
    Value sizes;
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "repeat() takes no keyword arguments");
    if (a->n == 2 && value_is_seq(a->v[1])) {
        sizes = value_retain(a->v[1]);
    } else {
        sizes = value_list_new(V_LIST, (size_t)(a->n - 1));
        for (int i = 1; i < a->n; i++) value_list_push(sizes, value_retain(a->v[i]));
    }
    List *l = value_as_list(sizes);
    Value shape = value_none();
    bool ok = attr(in, a->v[0], "shape", &shape);
    size_t nd = ok ? value_as_list(shape)->len : 0;
    if (ok && l->len < nd)
        ok = error_raise(in, "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
    Value cur = value_none();
    if (ok) {
        /* Leading size-1 dimensions for the extra repeat counts. */
        Value full = value_list_new(V_LIST, l->len);
        for (size_t i = 0; i < l->len - nd; i++) value_list_push(full, value_int(1));
        for (size_t i = 0; i < nd; i++) value_list_push(full, value_retain(value_as_list(shape)->items[i]));
        ok = module_method(in, a, a->v[0], "reshape", 1, &full, &cur);
        value_release(full);
    }
    for (size_t i = 0; ok && i < l->len; i++) {
        int64_t r;
        if (!(ok = value_as_index(in, l->items[i], &r))) break;
        if (r < 0) {
            ok = error_raise(in, "Trying to create tensor with negative dimension %lld", (long long)r);
            break;
        }
        if (r == 1) continue;
        Value next;
        if (!(ok = tile(in, a, cur, (int64_t)i, r, &next))) break;
        value_release(cur);
        cur = next;
    }
    value_release(shape);
    value_release(sizes);
    if (!ok) {
        value_release(cur);
        return false;
    }
    /* repeat always copies. */
    ok = module_method(in, a, cur, "contiguous", 0, NULL, out);
    value_release(cur);
    return ok;
}

/* roll(input, shifts, dims=None): entries moved shifts places along dims
 * (the flattened input when dims is None), wrapping around. */
static bool x_roll(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"input", "shifts", "dims", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1)) return false;
    Value shifts, dims, cur, shape = value_none();
    bool flat = p[2].kind == V_NONE;
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
    bool ok = value_as_list(shifts)->len == value_as_list(dims)->len ||
              error_raise(in, "shifts and dimensions must align. shifts: %zu, dims:%zu", value_as_list(shifts)->len,
                          value_as_list(dims)->len);
    if (ok && flat) ok = attr(in, p[0], "shape", &shape) && module_method(in, a, p[0], "flatten", 0, NULL, &cur);
    else if (ok) cur = value_retain(p[0]);
    for (size_t k = 0; ok && k < value_as_list(dims)->len; k++) {
        int64_t sh, d;
        Value n, nd, head, tail, next;
        if (!(ok = value_as_index(in, value_as_list(shifts)->items[k], &sh) &&
                   value_as_index(in, value_as_list(dims)->items[k], &d) && attr(in, cur, "ndim", &nd))) break;
        if (d < 0) d += nd.u.i;
        if (!(ok = module_method(in, a, cur, "size", 1, (Value[]){value_int(d)}, &n))) break;
        if (n.u.i == 0) continue;
        int64_t cut = ((-sh % n.u.i) + n.u.i) % n.u.i;
        ok = module_call(in, a, "narrow", 4, (Value[]){cur, value_int(d), value_int(cut), value_int(n.u.i - cut)}, 0,
                         NULL, NULL, &head);
        if (!ok) break;
        ok = module_call(in, a, "narrow", 4, (Value[]){cur, value_int(d), value_int(0), value_int(cut)}, 0, NULL, NULL,
                         &tail);
        if (ok) {
            Value parts = value_list_new(V_LIST, 2);
            value_list_push(parts, head);
            value_list_push(parts, tail);
            ok = module_call(in, a, "cat", 1, &parts, 1, (const char *[]){"dim"}, (Value[]){value_int(d)}, &next);
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
        ok = module_method(in, a, cur, "reshape", 1, &shape, &back);
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

/* diag(input): a vector's diagonal matrix, or a matrix's diagonal. */
static bool x_diag(Interp *in, const Args *a, Value *out)
{
    Value x;
    if (!builtins_bind(in, a, (const char *[]){"input", NULL}, 1, &x) || !need_tensor(in, a, x, "input", 1))
        return false;
    Value nd, dt, dev;
    if (!attr(in, x, "ndim", &nd) || !attr(in, x, "dtype", &dt) || !attr(in, x, "device", &dev)) return false;
    if (nd.u.i == 1) {
        Value n, eye, row = value_none(), zero;
        if (!module_method(in, a, x, "size", 1, (Value[]){value_int(0)}, &n)) return false;
        if (!module_call(in, a, "eye", 1, &n, 2, (const char *[]){"dtype", "device"}, (Value[]){value_dtype(DT_BOOL), dev},
                         &eye))
            return false;
        bool ok = module_method(in, a, x, "unsqueeze", 1, (Value[]){value_int(0)}, &row);
        if (ok && (ok = module_call(in, a, "zeros", 1, (Value[]){value_int(1)}, 2, (const char *[]){"dtype", "device"},
                                    (Value[]){dt, dev}, &zero))) {
            ok = module_call(in, a, "where", 3, (Value[]){eye, row, zero}, 0, NULL, NULL, out);
            value_release(zero);
        }
        value_release(row);
        value_release(eye);
        return ok;
    }
    if (nd.u.i != 2) return error_raise(in, "diag(): Supports 1D or 2D tensors. Got %lldD", (long long)nd.u.i);
    Value rows, cols, flat;
    if (!module_method(in, a, x, "size", 1, (Value[]){value_int(0)}, &rows) ||
        !module_method(in, a, x, "size", 1, (Value[]){value_int(1)}, &cols) ||
        !module_method(in, a, x, "flatten", 0, NULL, &flat))
        return false;
    int64_t k = rows.u.i < cols.u.i ? rows.u.i : cols.u.i;
    Value sl = value_slice_new(value_int(0), value_int(k * (cols.u.i + 1)), value_int(cols.u.i + 1));
    Value picked;
    bool ok = value_index(in, flat, &sl, 1, &picked);
    value_release(sl);
    value_release(flat);
    if (!ok) return false;
    ok = module_method(in, a, picked, "clone", 0, NULL, out);
    value_release(picked);
    return ok;
}

/* lerp(start, end, weight), with PyTorch's two formulas on either side
 * of weight 0.5. */
static bool x_lerp(Interp *in, const Args *a, Value *out)
{
    Value p[3];
    if (!builtins_bind(in, a, (const char *[]){"input", "end", "weight", NULL}, 3, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1)) return false;
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
    ok = module_call(in, a, "abs", 1, &w, 0, NULL, NULL, &abs_w);
    if (ok) {
        ok = value_binary(in, OP_LT, abs_w, value_float(0.5), &small);
        value_release(abs_w);
    }
    if (ok) {
        ok = module_call(in, a, "where", 3, (Value[]){small, low, high}, 0, NULL, NULL, out);
        value_release(small);
    }
    value_release(low);
    value_release(high);
    return ok;
}

/* logsumexp(input, dim, keepdim=False): as PyTorch: the max taken out
 * (0 where it is infinite), then log of the sum of exp, the max added back. */
static bool x_logsumexp(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"input", "dim", "keepdim", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input", 1)) return false;
    Value m, finite, mz, shifted, e, s, l, msq;
    if (!module_call(in, a, "amax", 2, p, 1, (const char *[]){"keepdim"}, (Value[]){value_bool(true)}, &m)) return false;
    bool ok = module_call(in, a, "isinf", 1, &m, 0, NULL, NULL, &finite);
    if (ok) {
        ok = module_method(in, a, m, "masked_fill", 2, (Value[]){finite, value_int(0)}, &mz);
        value_release(finite);
    }
    value_release(m);
    if (!ok) return false;
    ok = value_binary(in, OP_SUB, p[0], mz, &shifted);
    if (ok) {
        ok = module_call(in, a, "exp", 1, &shifted, 0, NULL, NULL, &e);
        value_release(shifted);
    }
    if (ok) {
        ok = module_call(in, a, "sum", 2, (Value[]){e, p[1]}, 1, (const char *[]){"keepdim"}, &p[2], &s);
        value_release(e);
    }
    if (ok) {
        ok = module_call(in, a, "log", 1, &s, 0, NULL, NULL, &l);
        value_release(s);
    }
    bool keep;
    if (ok && (ok = value_truth(in, p[2], &keep))) {
        if (keep) {
            msq = value_retain(mz);
        } else {
            ok = module_call(in, a, "amax", 2, (Value[]){mz, p[1]}, 0, NULL, NULL, &msq);
        }
        if (ok) {
            ok = value_binary(in, OP_ADD, l, msq, out);
            value_release(msq);
        }
        value_release(l);
    } else if (ok) {
        value_release(l);
    }
    value_release(mz);
    return ok;
}

static bool x_default_dtype(Interp *in, const Args *a, Value *out)
{
    if (!builtins_bind(in, a, (const char *[]){NULL}, 0, NULL)) return false;
    *out = value_dtype(DT_FLOAT32);
    return true;
}

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"detach", V_TENSOR, BI_METHOD, x_detach, "t.detach(): t itself as a new view (no tensor tracks gradients)"},
    {"square", V_TENSOR, FM, x_square, "square(input): input * input"},
    {"log1p", V_TENSOR, FM, x_precise, "log1p(input): log(1 + x), exact for small x"},
    {"expm1", V_TENSOR, FM, x_precise, "expm1(input): e^x - 1, exact for small x"},
    {"type", V_TENSOR, BI_METHOD, x_type, "t.type(dtype=None): t.to(dtype), or t's type name ('torch.cuda.FloatTensor')"},
    {"type_as", V_TENSOR, BI_METHOD, x_type_as, "t.type_as(other): t.to(other.dtype)"},
    {"new_zeros", V_TENSOR, BI_METHOD, x_new, "t.new_zeros(*size, dtype=, device=): zeros with t's dtype and device"},
    {"new_ones", V_TENSOR, BI_METHOD, x_new, "t.new_ones(*size, dtype=, device=): ones with t's dtype and device"},
    {"new_empty", V_TENSOR, BI_METHOD, x_new, "t.new_empty(*size, dtype=, device=): empty with t's dtype and device"},
    {"new_full", V_TENSOR, BI_METHOD, x_new, "t.new_full(size, fill_value, dtype=, device=): full with t's dtype and device"},
    {"narrow", V_TENSOR, FM, x_narrow, "narrow(input, dim, start, length): a view of length elements along dim"},
    {"flip", V_TENSOR, FM, x_flip, "flip(input, dims): a copy with each dimension in dims reversed"},
    {"index_select", V_TENSOR, FM, x_index_select, "index_select(input, dim, index): the entries at index along dim"},
    {"argsort", V_TENSOR, FM, x_argsort, "argsort(input, dim=-1, descending=False): the indices that sort input"},
    {"masked_fill", V_TENSOR, BI_METHOD, x_masked_fill, "t.masked_fill(mask, value): value where the bool mask is true"},
    {"masked_fill_", V_TENSOR, BI_METHOD, x_masked_fill, "t.masked_fill_(mask, value): t = t.masked_fill(mask, value)"},
    {"outer", V_TENSOR, FM, x_outer, "outer(input, vec2): the outer product of two vectors"},
    {"tril", V_TENSOR, FM, x_tri, "tril(input, diagonal=0): zeros above the diagonal"},
    {"triu", V_TENSOR, FM, x_tri, "triu(input, diagonal=0): zeros below the diagonal"},
    {"isclose", V_TENSOR, FM, x_isclose, "isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False): elementwise closeness"},
    {"allclose", V_TENSOR, FM, x_allclose, "allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False): whether all are close"},
    {"equal", V_TENSOR, FM, x_equal, "equal(input, other): whether both have the same shape and elements"},
    {"isnan", V_TENSOR, FM, x_isnan, "isnan(input): where input is NaN"},
    {"isinf", V_TENSOR, FM, x_isnan, "isinf(input): where input is infinite"},
    {"isfinite", V_TENSOR, FM, x_isnan, "isfinite(input): where input is neither NaN nor infinite"},
    {"median", V_TENSOR, FM, x_order_stat, "median(input, dim=None, keepdim=False): the lower median; with dim, (values, indices)"},
    {"kthvalue", V_TENSOR, FM, x_order_stat, "kthvalue(input, k, dim=-1, keepdim=False): the k-th smallest along dim, (values, indices)"},
    {"var_mean", V_TENSOR, BI_FUNC, x_stat_mean, "var_mean(input, dim=None, correction=1, keepdim=False): (var, mean)"},
    {"std_mean", V_TENSOR, BI_FUNC, x_stat_mean, "std_mean(input, dim=None, correction=1, keepdim=False): (std, mean)"},
    {"repeat", V_TENSOR, BI_METHOD, x_repeat, "t.repeat(*sizes): t tiled sizes[i] times along each dimension (a copy)"},
    {"roll", V_TENSOR, FM, x_roll, "roll(input, shifts, dims=None): entries moved along dims, wrapping around"},
    {"diag", V_TENSOR, FM, x_diag, "diag(input): a vector's diagonal matrix, or a matrix's diagonal"},
    {"lerp", V_TENSOR, FM, x_lerp, "lerp(input, end, weight): input + weight * (end - input), as PyTorch rounds it"},
    {"logsumexp", V_TENSOR, FM, x_logsumexp, "logsumexp(input, dim, keepdim=False): log(sum(exp(input))) along dim, stably"},
    {"get_default_dtype", V_NONE, BI_FUNC, x_default_dtype, "get_default_dtype(): float32"},
};

void tensor_extra_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
