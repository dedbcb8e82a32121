/* functional.c: torch.nn.functional (the activations, normalize, linear,
 * the simple losses, one_hot, dropout) and torch.linalg (norms, matmul),
 * written with the tensor operations that exist (module.h).  Where
 * PyTorch computes in one kernel what takes several here (silu, elu,
 * softplus), the steps run in float64 and round once to the input's
 * dtype, so the printed results agree with PyTorch's. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "values/module.h"
#include "base/error.h"

static bool need_tensor(Interp *in, const Args *a, Value v, const char *what)
{
    if (v.kind == V_TENSOR) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position 1) must be Tensor, not %s", a->fn->name, what,
                          value_type_name(v));
}

/* A chain of unary steps: each output feeds the next, intermediates released. */
static bool step(bool ok, Value *cur, Value next)
{
    if (!ok) return false;
    value_release(*cur);
    *cur = next;
    return true;
}

/* x computed as float64 (when x is a float32/16 tensor) and back: the
 * input's dtype and the value to cast back to. */
static bool widen(Interp *in, const Args *a, Value x, Value *wide, Value *dtype)
{
    if (!module_method(in, a, x, "double", 0, NULL, wide)) return false;
    Value dt;
    if (!value_get_attr(in, x, "dtype", &dt)) {
        value_release(*wide);
        return false;
    }
    *dtype = dt;
    return true;
}

/* -------------------------------------------------------- activations */

static bool f_same(Interp *in, const Args *a, Value *out)
{
    /* relu, sigmoid, tanh: the operation of that name. */
    Value p[2] = {value_none(), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"input", "inplace", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    Value r;
    if (!module_call(in, a, a->fn->name, 1, p, 0, NULL, NULL, &r)) return false;
    bool inplace;
    if (!value_truth(in, p[1], &inplace)) {
        value_release(r);
        return false;
    }
    if (!inplace) {
        *out = r;
        return true;
    }
    Value ignored;
    bool ok = module_method(in, a, p[0], "copy_", 1, &r, &ignored);
    value_release(r);
    if (!ok) return false;
    value_release(ignored);
    *out = value_retain(p[0]);
    return true;
}

/* hardtanh(input, min_val=-1.0, max_val=1.0) and relu6(input) */
static bool f_hardtanh(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_float(-1.0), value_float(1.0), value_bool(false)};
    if (a->fn->name[0] == 'r') {
        Value q[2] = {value_none(), value_bool(false)};
        if (!builtins_bind(in, a, (const char *[]){"input", "inplace", NULL}, 1, q)) return false;
        p[0] = q[0];
        p[1] = value_float(0.0);
        p[2] = value_float(6.0);
    } else if (!builtins_bind(in, a, (const char *[]){"input", "min_val", "max_val", "inplace", NULL}, 1, p)) {
        return false;
    }
    if (!need_tensor(in, a, p[0], "input")) return false;
    return module_call(in, a, "clamp", 3, p, 0, NULL, NULL, out);
}

/* softmax(input, dim=None, dtype=None) and log_softmax: PyTorch's
 * implicit dimension when dim is None (0 for 0-, 1- and 3-d input, else 1). */
static bool f_softmax(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"input", "dim", "_stacklevel", "dtype", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    if (p[1].kind == V_NONE) {
        Value nd;
        if (!value_get_attr(in, p[0], "ndim", &nd)) return false;
        p[1] = value_int(nd.u.i == 0 || nd.u.i == 1 || nd.u.i == 3 ? 0 : 1);
    }
    Value v[2] = {p[0], p[1]};
    if (p[3].kind == V_NONE) return module_call(in, a, a->fn->name, 2, v, 0, NULL, NULL, out);
    return module_call(in, a, a->fn->name, 2, v, 1, (const char *[]){"dtype"}, &p[3], out);
}

/* leaky_relu(input, negative_slope=0.01): where(x > 0, x, x * slope) */
static bool f_leaky_relu(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_float(0.01), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"input", "negative_slope", "inplace", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    Value pos, scaled;
    if (!value_binary(in, OP_GT, p[0], value_int(0), &pos)) return false;
    if (!value_binary(in, OP_MUL, p[0], p[1], &scaled)) {
        value_release(pos);
        return false;
    }
    bool ok = module_call(in, a, "where", 3, (Value[]){pos, p[0], scaled}, 0, NULL, NULL, out);
    value_release(pos);
    value_release(scaled);
    return ok;
}

/* silu, elu, softplus: computed in float64, rounded once. */
static bool f_smooth(Interp *in, const Args *a, Value *out)
{
    const char *n = a->fn->name;
    Value p[4] = {value_none(), value_float(1.0), value_float(20.0), value_bool(false)};
    bool ok;
    if (n[0] == 's' && n[4] == 'p')
        ok = builtins_bind(in, a, (const char *[]){"input", "beta", "threshold", NULL}, 1, p);
    else if (n[0] == 'e')
        ok = builtins_bind(in, a, (const char *[]){"input", "alpha", "inplace", NULL}, 1, p);
    else
        ok = builtins_bind(in, a, (const char *[]){"input", "inplace", NULL}, 1, p);
    if (!ok || !need_tensor(in, a, p[0], "input")) return false;
    Value x, dtype, cur;
    if (!widen(in, a, p[0], &x, &dtype)) return false;
    if (n[0] == 's' && n[1] == 'i') {
        /* x / (1 + exp(-x)) */
        Value e;
        ok = value_unary(in, '-', x, &cur);
        ok = ok && step(module_call(in, a, "exp", 1, &cur, 0, NULL, NULL, &e), &cur, e);
        ok = ok && step(value_binary(in, OP_ADD, cur, value_int(1), &e), &cur, e);
        ok = ok && step(value_binary(in, OP_DIV, x, cur, &e), &cur, e);
    } else if (n[0] == 'e') {
        /* where(x > 0, x, alpha * (exp(x) - 1)) */
        Value e, pos;
        cur = value_retain(x);
        ok = step(module_call(in, a, "exp", 1, &cur, 0, NULL, NULL, &e), &cur, e);
        ok = ok && step(value_binary(in, OP_SUB, cur, value_int(1), &e), &cur, e);
        ok = ok && step(value_binary(in, OP_MUL, cur, p[1], &e), &cur, e);
        if (ok && value_binary(in, OP_GT, x, value_int(0), &pos)) {
            ok = step(module_call(in, a, "where", 3, (Value[]){pos, x, cur}, 0, NULL, NULL, &e), &cur, e);
            value_release(pos);
        } else {
            ok = false;
        }
    } else {
        /* log(1 + exp(beta x)) / beta, or x where beta x > threshold */
        Value e, bx, big;
        ok = value_binary(in, OP_MUL, x, p[1], &bx);
        cur = value_none();
        if (ok) {
            cur = value_retain(bx);
            ok = step(module_call(in, a, "exp", 1, &cur, 0, NULL, NULL, &e), &cur, e);
            ok = ok && step(value_binary(in, OP_ADD, cur, value_int(1), &e), &cur, e);
            ok = ok && step(module_call(in, a, "log", 1, &cur, 0, NULL, NULL, &e), &cur, e);
            ok = ok && step(value_binary(in, OP_DIV, cur, p[1], &e), &cur, e);
            if (ok && value_binary(in, OP_GT, bx, p[2], &big)) {
                ok = step(module_call(in, a, "where", 3, (Value[]){big, x, cur}, 0, NULL, NULL, &e), &cur, e);
                value_release(big);
            } else {
                ok = false;
            }
            value_release(bx);
        }
    }
    value_release(x);
    if (ok) {
        Value r;
        ok = module_method(in, a, cur, "to", 1, &dtype, &r);
        if (ok) *out = r;
    }
    value_release(cur);
    value_release(dtype);
    return ok;
}

/* normalize(input, p=2.0, dim=1, eps=1e-12): x / max(norm(x, p, dim), eps) */
static bool f_normalize(Interp *in, const Args *a, Value *out)
{
    Value p[5] = {value_none(), value_float(2.0), value_int(1), value_float(1e-12), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"input", "p", "dim", "eps", "out", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    Value norm, clamped;
    if (!module_call(in, a, "norm", 3, (Value[]){p[0], p[1], p[2]}, 1, (const char *[]){"keepdim"},
                 (Value[]){value_bool(true)}, &norm))
        return false;
    bool ok = module_call(in, a, "clamp", 1, &norm, 1, (const char *[]){"min"}, &p[3], &clamped);
    value_release(norm);
    if (!ok) return false;
    ok = value_binary(in, OP_DIV, p[0], clamped, out);
    value_release(clamped);
    return ok;
}

/* linear(input, weight, bias=None): input @ weight.T + bias */
static bool f_linear(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"input", "weight", "bias", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    Value wt, prod;
    if (!module_method(in, a, p[1], "t", 0, NULL, &wt)) return false;
    bool ok = module_call(in, a, "matmul", 2, (Value[]){p[0], wt}, 0, NULL, NULL, &prod);
    value_release(wt);
    if (!ok) return false;
    if (p[2].kind == V_NONE) {
        *out = prod;
        return true;
    }
    ok = value_binary(in, OP_ADD, prod, p[2], out);
    value_release(prod);
    return ok;
}

/* mse_loss and l1_loss (input, target, reduction='mean') */
static bool f_loss(Interp *in, const Args *a, Value *out)
{
    Value p[5] = {value_none(), value_none(), value_none(), value_none(), value_none()};
    bool ok = builtins_bind(in, a, (const char *[]){"input", "target", "size_average", "reduce", "reduction", NULL}, 2,
                            p);
    if (!ok || !need_tensor(in, a, p[0], "input")) return false;
    const char *red = p[4].kind == V_NONE ? "mean" : p[4].kind == V_STR ? value_as_str(p[4])->data : "";
    if (strcmp(red, "mean") != 0 && strcmp(red, "sum") != 0 && strcmp(red, "none") != 0)
        return error_raise_as(in, ERR_VALUE, "%s is not a valid value for reduction", red);
    Value diff, e;
    if (!value_binary(in, OP_SUB, p[0], p[1], &diff)) return false;
    ok = a->fn->name[0] == 'm' ? step(value_binary(in, OP_MUL, diff, diff, &e), &diff, e)
                               : step(module_call(in, a, "abs", 1, &diff, 0, NULL, NULL, &e), &diff, e);
    if (ok && strcmp(red, "none") != 0) ok = step(module_call(in, a, red, 1, &diff, 0, NULL, NULL, &e), &diff, e);
    if (!ok) {
        value_release(diff);
        return false;
    }
    *out = diff;
    return true;
}

/* one_hot(tensor, num_classes=-1): int64, a last dimension of classes */
static bool f_one_hot(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_int(-1)};
    if (!builtins_bind(in, a, (const char *[]){"tensor", "num_classes", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "tensor")) return false;
    Value dt;
    if (!value_get_attr(in, p[0], "dtype", &dt)) return false;
    if (dt.u.dtype != DT_INT64)
        return error_raise(in, "one_hot is only applicable to index tensor of type LongTensor.");
    int64_t n;
    if (!value_as_index(in, p[1], &n)) return false;
    if (n < 0) {
        Value m, item;
        if (!module_call(in, a, "max", 1, p, 0, NULL, NULL, &m)) return false;
        bool ok = module_method(in, a, m, "item", 0, NULL, &item);
        value_release(m);
        if (!ok) return false;
        n = item.u.i + 1;
    }
    Value dev, classes, col, eq;
    if (!value_get_attr(in, p[0], "device", &dev)) return false;
    bool ok = module_call(in, a, "arange", 1, (Value[]){value_int(n)}, 1, (const char *[]){"device"}, &dev, &classes);
    if (!ok) return false;
    ok = module_method(in, a, p[0], "unsqueeze", 1, (Value[]){value_int(-1)}, &col);
    if (ok) {
        ok = value_binary(in, OP_EQ, col, classes, &eq);
        value_release(col);
        if (ok) {
            ok = module_method(in, a, eq, "long", 0, NULL, out);
            value_release(eq);
        }
    }
    value_release(classes);
    return ok;
}

/* dropout(input, p=0.5, training=True): zeroes with probability p and
 * scales the rest by 1 / (1 - p); cst's random numbers are its own. */
static bool f_dropout(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_float(0.5), value_bool(true), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"input", "p", "training", "inplace", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    double prob;
    bool training;
    if (!value_is_number(p[1]))
        return error_raise_as(in, ERR_TYPE, "dropout(): argument 'p' must be float, not %s", value_type_name(p[1]));
    if (!value_truth(in, p[2], &training)) return false;
    prob = p[1].kind == V_FLOAT ? p[1].u.f : (double)(p[1].kind == V_INT ? p[1].u.i : p[1].u.b);
    if (prob < 0 || prob > 1)
        return error_raise_as(in, ERR_VALUE, "dropout probability has to be between 0 and 1, but got %g", prob);
    if (!training || prob == 0) {
        *out = value_retain(p[0]);
        return true;
    }
    Value r, keep, scaled;
    if (!module_call(in, a, "rand_like", 1, p, 0, NULL, NULL, &r)) return false;
    bool ok = value_binary(in, OP_GE, r, p[1], &keep);
    value_release(r);
    if (!ok) return false;
    ok = value_binary(in, OP_MUL, p[0], keep, &scaled);
    value_release(keep);
    if (!ok) return false;
    ok = value_binary(in, OP_DIV, scaled, value_float(1.0 - prob), out);
    value_release(scaled);
    return ok;
}

/* A list (nested as tolist() gives it) with f applied to each number. */
static bool map_numbers(Interp *in, Value v, double (*f)(double), Value *out)
{
    if (value_is_seq(v)) {
        List *l = value_as_list(v);
        Value r = value_list_new(V_LIST, l->len);
        for (size_t i = 0; i < l->len; i++) {
            Value x;
            if (!map_numbers(in, l->items[i], f, &x)) {
                value_release(r);
                return false;
            }
            value_list_push(r, x);
        }
        *out = r;
        return true;
    }
    double x = v.kind == V_FLOAT ? v.u.f : (double)(v.kind == V_INT ? v.u.i : v.u.b);
    *out = value_float(f(x));
    return true;
}

static double gelu_exact(double x)
{
    return 0.5 * x * (1.0 + erf(x / sqrt(2.0)));
}

static double gelu_tanh(double x)
{
    return 0.5 * x * (1.0 + tanh(sqrt(2.0 / 3.141592653589793) * (x + 0.044715 * x * x * x)));
}

/* gelu(input, approximate='none'): computed per element in double on
 * the host (cst has no erf kernel) and rounded once to input's dtype. */
static bool f_gelu(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"input", "approximate", NULL}, 1, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    bool tanh_form = p[1].kind == V_STR && strcmp(value_as_str(p[1])->data, "tanh") == 0;
    if (p[1].kind != V_NONE && !tanh_form && !(p[1].kind == V_STR && strcmp(value_as_str(p[1])->data, "none") == 0))
        return error_raise(in, "approximate argument must be either none or tanh.");
    Value dt, dev, list, mapped;
    if (!value_get_attr(in, p[0], "dtype", &dt) || !value_get_attr(in, p[0], "device", &dev)) return false;
    if (!dtype_is_float(dt.u.dtype))
        return error_raise(in, "\"GeluKernelImpl\" not implemented for '%s'", dtype_name(dt.u.dtype));
    if (!module_method(in, a, p[0], "tolist", 0, NULL, &list)) return false;
    bool ok = map_numbers(in, list, tanh_form ? gelu_tanh : gelu_exact, &mapped);
    value_release(list);
    if (!ok) return false;
    ok = module_call(in, a, "tensor", 1, &mapped, 2, (const char *[]){"dtype", "device"}, (Value[]){dt, dev}, out);
    value_release(mapped);
    return ok;
}

/* pad(input, pad, mode='constant', value=0): pad lists (left, right) for
 * the last dimension, then the one before it, ... */
static bool f_pad(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_none(), value_int(0)};
    if (!builtins_bind(in, a, (const char *[]){"input", "pad", "mode", "value", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input")) return false;
    if (p[2].kind != V_NONE && !(p[2].kind == V_STR && strcmp(value_as_str(p[2])->data, "constant") == 0))
        return error_raise(in, "pad(): only mode='constant' is in cst");
    Value pads, shape;
    if (!value_items(in, p[1], &pads)) return false;
    if (!value_get_attr(in, p[0], "shape", &shape)) {
        value_release(pads);
        return false;
    }
    List *pl = value_as_list(pads), *sl = value_as_list(shape);
    int nd = (int)sl->len;
    bool ok = true;
    if (pl->len % 2 || (int)(pl->len / 2) > nd)
        ok = error_raise(in, "Padding length must be divisible by 2 and at most twice the input's dimensions");
    int64_t *dims = xmalloc(((size_t)nd + 1) * sizeof *dims), *lo = xcalloc((size_t)nd + 1, sizeof *lo);
    for (int d = 0; ok && d < nd; d++) dims[d] = sl->items[d].u.i;
    for (size_t k = 0; ok && k < pl->len; k += 2) {
        int d = nd - 1 - (int)(k / 2);
        int64_t l, r;
        if (!(ok = value_as_index(in, pl->items[k], &l) && value_as_index(in, pl->items[k + 1], &r))) break;
        if (l < 0 || r < 0) {
            ok = error_raise(in, "pad(): negative padding is not in cst");
            break;
        }
        lo[d] = l;
        dims[d] += l + r;
    }
    Value big = value_none();
    if (ok) {
        Value size = value_size_new(dims, nd);
        Value dt, dev;
        ok = value_get_attr(in, p[0], "dtype", &dt) && value_get_attr(in, p[0], "device", &dev) &&
             module_call(in, a, "full", 2, (Value[]){size, p[3]}, 2, (const char *[]){"dtype", "device"},
                         (Value[]){dt, dev}, &big);
        value_release(size);
    }
    if (ok) {
        Value *items = xmalloc(((size_t)nd + 1) * sizeof *items);
        for (int d = 0; d < nd; d++)
            items[d] = value_slice_new(value_int(lo[d]), value_int(lo[d] + sl->items[d].u.i), value_none());
        ok = value_set_index(in, big, items, nd, p[0]);
        for (int d = 0; d < nd; d++) value_release(items[d]);
        free(items);
    }
    free(dims);
    free(lo);
    value_release(pads);
    value_release(shape);
    if (!ok) {
        value_release(big);
        return false;
    }
    *out = big;
    return true;
}

/* cross_entropy(input, target) and nll_loss(input, target): input (N, C)
 * scores (log-probabilities for nll_loss), target (N,) class indices;
 * picked out with one_hot, so each is exact. */
static bool f_nll(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_none()};
    bool ce = a->fn->name[0] == 'c';
    for (int k = 0; k < a->nkw; k++)
        if (strcmp(a->kw_names[k], "reduction") == 0) p[2] = a->kw[k];
    Args b = *a;
    b.nkw = 0;
    if (!builtins_bind(in, &b, (const char *[]){"input", "target", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "input") || !need_tensor(in, a, p[1], "target")) return false;
    for (int k = 0; k < a->nkw; k++)
        if (strcmp(a->kw_names[k], "reduction") != 0)
            return error_raise_as(in, ERR_TYPE, "%s(): keyword '%s' is not in cst", a->fn->name, a->kw_names[k]);
    const char *red = p[2].kind == V_STR ? value_as_str(p[2])->data : "mean";
    if (strcmp(red, "mean") != 0 && strcmp(red, "sum") != 0 && strcmp(red, "none") != 0)
        return error_raise_as(in, ERR_VALUE, "%s is not a valid value for reduction", red);
    Value nd, classes, logp, hot, picked, e;
    if (!value_get_attr(in, p[0], "ndim", &nd)) return false;
    if (nd.u.i != 2) return error_raise(in, "%s(): cst takes (N, C) input only, got %lld dimensions", a->fn->name,
                                        (long long)nd.u.i);
    if (!module_method(in, a, p[0], "size", 1, (Value[]){value_int(1)}, &classes)) return false;
    if (ce) {
        if (!module_call(in, a, "log_softmax", 1, p, 1, (const char *[]){"dim"}, (Value[]){value_int(1)}, &logp))
            return false;
    } else {
        logp = value_retain(p[0]);
    }
    Args c = {.fn = a->fn, .n = 2, .v = (Value[]){p[1], classes}, .spans = a->spans, .span = a->span};
    bool ok = f_one_hot(in, &c, &hot);
    if (ok) {
        Value prod;
        ok = value_binary(in, OP_MUL, logp, hot, &prod);
        value_release(hot);
        if (ok) {
            ok = module_call(in, a, "sum", 1, &prod, 1, (const char *[]){"dim"}, (Value[]){value_int(1)}, &picked);
            value_release(prod);
        }
    }
    value_release(logp);
    if (!ok) return false;
    ok = value_unary(in, '-', picked, &e);
    value_release(picked);
    if (!ok) return false;
    if (strcmp(red, "none") == 0) {
        *out = e;
        return true;
    }
    ok = module_call(in, a, red, 1, &e, 0, NULL, NULL, out);
    value_release(e);
    return ok;
}

/* cosine_similarity(x1, x2, dim=1, eps=1e-8), as PyTorch 2 computes it:
 * sum((x1 / max(|x1|, eps)) * (x2 / max(|x2|, eps))) along dim. */
static bool f_cosine(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_int(1), value_float(1e-8)};
    if (!builtins_bind(in, a, (const char *[]){"x1", "x2", "dim", "eps", NULL}, 2, p)) return false;
    if (!need_tensor(in, a, p[0], "x1") || !need_tensor(in, a, p[1], "x2")) return false;
    Value unit[2];
    for (int i = 0; i < 2; i++) {
        Value norm, clamped;
        bool ok = module_call(in, a, "norm", 3, (Value[]){p[i], value_int(2), p[2]}, 1, (const char *[]){"keepdim"},
                              (Value[]){value_bool(true)}, &norm);
        if (ok) {
            ok = module_call(in, a, "clamp", 1, &norm, 1, (const char *[]){"min"}, &p[3], &clamped);
            value_release(norm);
        }
        if (ok) {
            ok = value_binary(in, OP_DIV, p[i], clamped, &unit[i]);
            value_release(clamped);
        }
        if (!ok) {
            if (i) value_release(unit[0]);
            return false;
        }
    }
    Value prod;
    bool ok = value_binary(in, OP_MUL, unit[0], unit[1], &prod);
    value_release(unit[0]);
    value_release(unit[1]);
    if (!ok) return false;
    ok = module_call(in, a, "sum", 1, &prod, 1, (const char *[]){"dim"}, &p[2], out);
    value_release(prod);
    return ok;
}

#define F(name, fn, help) {name, V_MODULE, BI_FUNC, fn, help}
static const Builtin f_rows[] = {
    F("relu", f_same, "F.relu(input, inplace=False): max(x, 0)"),
    F("sigmoid", f_same, "F.sigmoid(input): 1 / (1 + e^-x)"),
    F("tanh", f_same, "F.tanh(input): the hyperbolic tangent"),
    F("relu6", f_hardtanh, "F.relu6(input): min(max(x, 0), 6)"),
    F("hardtanh", f_hardtanh, "F.hardtanh(input, min_val=-1.0, max_val=1.0): x clamped"),
    F("softmax", f_softmax, "F.softmax(input, dim=None, dtype=None): exp(x) / sum(exp(x)) along dim"),
    F("log_softmax", f_softmax, "F.log_softmax(input, dim=None, dtype=None): log of softmax along dim"),
    F("leaky_relu", f_leaky_relu, "F.leaky_relu(input, negative_slope=0.01): x, or x * slope where x <= 0"),
    F("silu", f_smooth, "F.silu(input): x * sigmoid(x)"),
    F("elu", f_smooth, "F.elu(input, alpha=1.0): x, or alpha * (e^x - 1) where x <= 0"),
    F("softplus", f_smooth, "F.softplus(input, beta=1, threshold=20): log(1 + e^(beta x)) / beta"),
    F("normalize", f_normalize, "F.normalize(input, p=2.0, dim=1, eps=1e-12): x / max(norm(x, p, dim), eps)"),
    F("linear", f_linear, "F.linear(input, weight, bias=None): input @ weight.T + bias"),
    F("mse_loss", f_loss, "F.mse_loss(input, target, reduction='mean'): the mean squared error"),
    F("l1_loss", f_loss, "F.l1_loss(input, target, reduction='mean'): the mean absolute error"),
    F("one_hot", f_one_hot, "F.one_hot(tensor, num_classes=-1): int64 one-hot rows"),
    F("gelu", f_gelu, "F.gelu(input, approximate='none'): x * Phi(x), in double per element, rounded once"),
    F("pad", f_pad, "F.pad(input, pad, mode='constant', value=0): value around the last dimensions"),
    F("cross_entropy", f_nll, "F.cross_entropy(input, target, reduction='mean'): of (N, C) scores and (N,) classes"),
    F("nll_loss", f_nll, "F.nll_loss(input, target, reduction='mean'): of (N, C) log-probabilities and (N,) classes"),
    F("cosine_similarity", f_cosine, "F.cosine_similarity(x1, x2, dim=1, eps=1e-08): along dim"),
    F("dropout", f_dropout, "F.dropout(input, p=0.5, training=True): zero elements with probability p, scale the rest"),
};

const Builtin *functional_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}

/* ------------------------------------------------------------- linalg */

/* norm(input, ord=None, dim=None, keepdim=False) and vector_norm(x,
 * ord=2, ...): ord None is the 2-norm of the flattened tensor (Frobenius
 * for a matrix). */
static bool l_norm(Interp *in, const Args *a, Value *out)
{
    bool vector = a->fn->name[0] == 'v';
    Value p[5] = {value_none(), vector ? value_int(2) : value_none(), value_none(), value_bool(false), value_none()};
    if (!builtins_bind(in, a, (const char *[]){vector ? "x" : "input", "ord", "dim", "keepdim", "dtype", NULL}, 1, p))
        return false;
    if (p[0].kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "linalg_%s(): argument '%s' (position 1) must be Tensor, not %s",
                              a->fn->name, vector ? "x" : "input", value_type_name(p[0]));
    Value ord = p[1].kind == V_NONE ? value_int(2) : p[1];
    return module_call(in, a, "norm", 3, (Value[]){p[0], ord, p[2]}, 1, (const char *[]){"keepdim"}, &p[3], out);
}

static bool l_matmul(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"input", "other", NULL}, 2, p)) return false;
    return module_call(in, a, "matmul", 2, p, 0, NULL, NULL, out);
}

static const Builtin l_rows[] = {
    F("norm", l_norm, "torch.linalg.norm(input, ord=None, dim=None, keepdim=False): the 2-norm (Frobenius)"),
    F("vector_norm", l_norm, "torch.linalg.vector_norm(x, ord=2, dim=None, keepdim=False): the ord-norm"),
    F("matmul", l_matmul, "torch.linalg.matmul(input, other): input @ other"),
};

const Builtin *linalg_rows(size_t *count)
{
    *count = sizeof l_rows / sizeof l_rows[0];
    return l_rows;
}
