/* tensor_methods.c: the tensor builtins other than creation
 * (tensor_methods.h).  Rows marked BI_FUNC | BI_METHOD serve both
 * `exp(t)` and `t.exp()` from one C function, as PyTorch offers both; the
 * arguments keep PyTorch's names, so keywords work as they do there.
 * Elementwise work goes to dispatch.h; this file only reads arguments. */
#include "values/tensor_methods.h"

#include <math.h>
#include <string.h>

#include "values/builtins.h"
#include "base/error.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------------ helpers */

static bool not_tensor(Interp *in, const Args *a, const char *param, int pos, Value v)
{
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position %d) must be Tensor, not %s", a->fn->name, param, pos,
                      value_type_name(v));
}

/* Binds the arguments (params: PyTorch's names, the tensor first) and
 * checks that the first is a tensor. */
static bool bind_tensor(Interp *in, const Args *a, const char *const *params, int required, Value *p, Tensor **t)
{
    if (!builtins_bind(in, a, params, required, p)) return false;
    if (p[0].kind != V_TENSOR) return not_tensor(in, a, params[0], 1, p[0]);
    *t = value_as_tensor(p[0]);
    return true;
}

static bool fail(Interp *in, bool ok, const Error *err)
{
    return ok || tensor_fail(in, err);
}

/* An int argument (a dimension, a count). */
static bool int_param(Interp *in, const Args *a, const char *name, Value v, int64_t *out)
{
    if (v.kind == V_INT || v.kind == V_BOOL) {
        *out = v.kind == V_INT ? v.u.i : v.u.b;
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be int, not %s", a->fn->name, name, value_type_name(v));
}

static bool number_or_tensor(Interp *in, const Args *a, const char *name, Value v, Operand *out)
{
    if (tensor_operand(v, out)) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be Tensor or Number, not %s", a->fn->name, name,
                      value_type_name(v));
}

/* A view (or other new tensor) as the result. */
static bool give(Value *out, Tensor *t)
{
    *out = value_tensor(t);
    return true;
}

/* The name of an in-place row without its trailing underscore. */
static const char *base_name(const Args *a, char *buf, size_t n)
{
    snprintf(buf, n, "%s", a->fn->name);
    size_t len = strlen(buf);
    if (len > 1 && buf[len - 1] == '_') buf[len - 1] = '\0';
    return buf;
}

/* self = r, where r was computed out of place: PyTorch's rule that the
 * result type must cast to self's dtype, then a copy into self. */
static bool write_back(Interp *in, Tensor *self, Tensor *r)
{
    if (!tensor_can_cast(r->dtype, self->dtype))
        return error_raise(in, "result type %s can't be cast to the desired output type %s", tensor_type_name(r->dtype),
                          tensor_type_name(self->dtype));
    return tensor_copy(in, self, r, false);
}

/* ------------------------------------------------ elementwise, unary */

static const struct {
    const char *name;
    OpCode op;
} named_ops[] = {
    {"neg", OP_neg}, {"abs", OP_abs}, {"exp", OP_exp}, {"log", OP_log}, {"log2", OP_log2}, {"sqrt", OP_sqrt},
    {"rsqrt", OP_rsqrt}, {"sin", OP_sin}, {"cos", OP_cos}, {"tanh", OP_tanh}, {"sigmoid", OP_sigmoid},
    {"relu", OP_relu}, {"floor", OP_floor}, {"ceil", OP_ceil}, {"round", OP_round}, {"trunc", OP_trunc},
    {"sign", OP_sign}, {"bitwise_not", OP_bitnot}, {"add", OP_add}, {"sub", OP_sub}, {"mul", OP_mul},
    {"div", OP_div}, {"floor_divide", OP_floordiv}, {"remainder", OP_mod}, {"pow", OP_pow},
    {"maximum", OP_maximum}, {"minimum", OP_minimum}, {"bitwise_and", OP_bitand}, {"bitwise_or", OP_bitor},
    {"bitwise_xor", OP_bitxor}, {"eq", OP_eq}, {"ne", OP_ne}, {"lt", OP_lt}, {"le", OP_le}, {"gt", OP_gt},
    {"ge", OP_ge},
};

static OpCode op_named(const char *name)
{
    for (size_t i = 0; i < sizeof named_ops / sizeof named_ops[0]; i++)
        if (strcmp(named_ops[i].name, name) == 0) return named_ops[i].op;
    return OP_COUNT;
}

/* exp(input), t.exp() and the rest of the one-input functions. */
static bool bi_unary(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL;
    if (!bind_tensor(in, a, (const char *[]){"input", NULL}, 1, p, &t)) return false;
    Operand x = operand_tensor(t);
    return tensor_run(in, op_named(a->fn->name), &x, 1, out);
}

/* t.exp_() and the rest: in place, the result cast back to t's dtype. */
static bool bi_unary_(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL;
    char name[32];
    if (!bind_tensor(in, a, (const char *[]){"self", NULL}, 1, p, &t)) return false;
    Operand x = operand_tensor(t);
    if (!tensor_run_inplace(in, op_named(base_name(a, name, sizeof name)), &x, 1)) return false;
    *out = value_retain(p[0]);
    return true;
}

/* round(decimals=d): x * 10^d rounded, then divided back, in x's dtype, as
 * PyTorch computes it (10^-d and a multiplication back for d < 0). */
static bool round_decimals(Interp *in, Tensor *t, int64_t decimals, Value *out)
{
    Operand x = operand_tensor(t);
    if (decimals == 0 || !dtype_is_float(t->dtype)) return tensor_run(in, OP_round, &x, 1, out);
    double scale = pow(10.0, (double)(decimals < 0 ? -decimals : decimals));
    Value scaled, rounded;
    Operand xs[2] = {x, operand_float(scale)};
    if (!tensor_run(in, decimals > 0 ? OP_mul : OP_div, xs, 2, &scaled)) return false;
    Operand s = operand_tensor(value_as_tensor(scaled));
    bool ok = tensor_run(in, OP_round, &s, 1, &rounded);
    value_release(scaled);
    if (!ok) return false;
    Operand back[2] = {operand_tensor(value_as_tensor(rounded)), operand_float(scale)};
    ok = tensor_run(in, decimals > 0 ? OP_div : OP_mul, back, 2, out);
    value_release(rounded);
    return ok;
}

static bool bi_round(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_int(0)};
    Tensor *t = NULL;
    int64_t decimals = 0;
    if (!bind_tensor(in, a, (const char *[]){"input", "decimals", NULL}, 1, p, &t) ||
        !int_param(in, a, "decimals", p[1], &decimals))
        return false;
    return round_decimals(in, t, decimals, out);
}

static bool bi_round_(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_int(0)};
    Tensor *t = NULL;
    int64_t decimals = 0;
    Value r;
    if (!bind_tensor(in, a, (const char *[]){"self", "decimals", NULL}, 1, p, &t) ||
        !int_param(in, a, "decimals", p[1], &decimals) || !round_decimals(in, t, decimals, &r))
        return false;
    bool ok = write_back(in, t, value_as_tensor(r));
    value_release(r);
    if (ok) *out = value_retain(p[0]);
    return ok;
}

/* ----------------------------------------------- elementwise, binary */

/* other * alpha for add/sub (alpha == 1: other itself, another
 * reference), with PyTorch's check on float alphas for integer inputs. */
static bool scaled_other(Interp *in, Operand self, Value other, Value alpha, Value *out)
{
    if ((alpha.kind == V_INT && alpha.u.i == 1) || (alpha.kind == V_BOOL && alpha.u.b)) {
        *out = value_retain(other);
        return true;
    }
    Operand x, al;
    if (!tensor_operand(other, &x) || !tensor_operand(alpha, &al) || al.kind == OPERAND_TENSOR)
        return error_raise_as(in, ERR_TYPE, "alpha must be a number and other a Tensor or Number, not %s and %s",
                          value_type_name(alpha), value_type_name(other));
    Operand pair[2] = {self, x};
    DType dt;
    Error err;
    if (!dispatch_result_type(OP_add, pair, 2, &dt, &err)) return tensor_fail(in, &err);
    if (!dtype_is_float(dt) && al.kind == OPERAND_FLOAT)
        return error_raise(in, "For integral input tensors, argument alpha must not be a floating point number.");
    if (x.kind != OPERAND_TENSOR) return value_binary(in, OP_MUL, other, alpha, out);
    Operand xs[2] = {x, al};
    return tensor_run(in, OP_mul, xs, 2, out);
}

/* div's rounding_mode: NULL for true division, "floor" or "trunc". */
static bool rounding_mode(Interp *in, Value v, const char **mode)
{
    *mode = NULL;
    if (v.kind == V_NONE) return true;
    if (v.kind == V_STR) {
        const char *s = value_as_str(v)->data;
        if (strcmp(s, "floor") == 0 || strcmp(s, "trunc") == 0) {
            *mode = strcmp(s, "floor") == 0 ? "floor" : "trunc";
            return true;
        }
        return error_raise(in, "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '%s'", s);
    }
    return error_raise_as(in, ERR_TYPE, "div(): argument 'rounding_mode' must be str, not %s", value_type_name(v));
}

/* x / y rounded toward zero: trunc of the quotient for floats; for
 * integers the floor quotient, plus one where it is negative and inexact. */
static bool div_trunc(Interp *in, const Operand *xs, Value *out)
{
    DType dt;
    Error err;
    if (!dispatch_result_type(OP_floordiv, xs, 2, &dt, &err)) return tensor_fail(in, &err);
    if (dtype_is_float(dt)) {
        Value q;
        if (!tensor_run(in, OP_div, xs, 2, &q)) return false;
        Operand x = operand_tensor(value_as_tensor(q));
        bool ok = tensor_run(in, OP_trunc, &x, 1, out);
        value_release(q);
        return ok;
    }
    Value q, r, neg, inexact, fix;
    if (!tensor_run(in, OP_floordiv, xs, 2, &q)) return false;
    if (!tensor_run(in, OP_mod, xs, 2, &r)) {
        value_release(q);
        return false;
    }
    Operand qn[2] = {operand_tensor(value_as_tensor(q)), operand_int(0)};
    Operand rn[2] = {operand_tensor(value_as_tensor(r)), operand_int(0)};
    bool ok = tensor_run(in, OP_lt, qn, 2, &neg);
    if (ok) {
        ok = tensor_run(in, OP_ne, rn, 2, &inexact);
        if (ok) {
            Operand both[2] = {operand_tensor(value_as_tensor(neg)), operand_tensor(value_as_tensor(inexact))};
            ok = tensor_run(in, OP_bitand, both, 2, &fix);
            if (ok) {
                Operand sum[2] = {qn[0], operand_tensor(value_as_tensor(fix))};
                ok = tensor_run(in, OP_add, sum, 2, out);
                value_release(fix);
            }
            value_release(inexact);
        }
        value_release(neg);
    }
    value_release(q);
    value_release(r);
    return ok;
}

/* The binary functions as PyTorch names them: add(input, other, alpha=1),
 * div(input, other, rounding_mode=None), pow(input, exponent), ... */
static bool binary_call(Interp *in, const Args *a, const char *name, bool inplace, Value *out)
{
    OpCode op = op_named(name);
    bool has_alpha = op == OP_add || op == OP_sub, is_div = op == OP_div;
    const char *second = op == OP_pow ? "exponent" : "other";
    const char *first = inplace ? "self" : "input";
    Value p[3] = {value_none(), value_none(), has_alpha ? value_int(1) : value_none()};
    const char *params[4] = {first, second, has_alpha ? "alpha" : is_div ? "rounding_mode" : NULL, NULL};
    if (!builtins_bind(in, a, params, 2, p)) return false;
    Operand xs[2];
    if (!number_or_tensor(in, a, first, p[0], &xs[0]) || !number_or_tensor(in, a, second, p[1], &xs[1]))
        return false;
    if (op == OP_maximum || op == OP_minimum) {
        if (xs[0].kind != OPERAND_TENSOR) return not_tensor(in, a, first, 1, p[0]);
        if (xs[1].kind != OPERAND_TENSOR) return not_tensor(in, a, second, 2, p[1]);
    }
    if (xs[0].kind != OPERAND_TENSOR && xs[1].kind != OPERAND_TENSOR) {
        /* pow(2, 3) on two numbers is Python's. */
        if (op == OP_pow) return value_binary(in, OP_POW, p[0], p[1], out);
        return not_tensor(in, a, first, 1, p[0]);
    }
    const char *mode = NULL;
    Value other = value_retain(p[1]);
    bool ok = true;
    if (has_alpha) {
        value_release(other);
        ok = scaled_other(in, xs[0], p[1], p[2], &other);
        if (ok) tensor_operand(other, &xs[1]);
    } else if (is_div) {
        ok = rounding_mode(in, p[2], &mode);
    }
    if (ok) {
        if (mode) {
            Value r;
            ok = strcmp(mode, "floor") == 0 ? tensor_run(in, OP_floordiv, xs, 2, &r) : div_trunc(in, xs, &r);
            if (ok && inplace) {
                ok = write_back(in, xs[0].t, value_as_tensor(r));
                value_release(r);
                if (ok) *out = value_retain(p[0]);
            } else if (ok) {
                *out = r;
            }
        } else if (inplace) {
            ok = tensor_run_inplace(in, op, xs, 2);
            if (ok) *out = value_retain(p[0]);
        } else {
            ok = tensor_run(in, op, xs, 2, out);
        }
    }
    value_release(other);
    return ok;
}

static bool bi_binary(Interp *in, const Args *a, Value *out)
{
    return binary_call(in, a, a->fn->name, false, out);
}

static bool bi_binary_(Interp *in, const Args *a, Value *out)
{
    char name[32];
    return binary_call(in, a, base_name(a, name, sizeof name), true, out);
}

/* clamp(input, min=None, max=None); bounds are numbers or tensors. */
static bool clamp_call(Interp *in, const Args *a, bool inplace, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_none()};
    Tensor *t = NULL;
    if (!bind_tensor(in, a, (const char *[]){inplace ? "self" : "input", "min", "max", NULL}, 1, p, &t)) return false;
    Operand lo, hi;
    if ((p[1].kind != V_NONE && !number_or_tensor(in, a, "min", p[1], &lo)) ||
        (p[2].kind != V_NONE && !number_or_tensor(in, a, "max", p[2], &hi)))
        return false;
    const Backend *be;
    Error err;
    Tensor *r;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_clamp(be, tensor_stream(tensor_device(t)), t, p[1].kind != V_NONE ? &lo : NULL,
                        p[2].kind != V_NONE ? &hi : NULL, &r, &err))
        return tensor_fail(in, &err);
    if (!inplace) return give(out, r);
    bool ok = write_back(in, t, r);
    tensor_release(r);
    if (ok) *out = value_retain(p[0]);
    return ok;
}

static bool bi_clamp(Interp *in, const Args *a, Value *out)
{
    return clamp_call(in, a, false, out);
}

static bool bi_clamp_(Interp *in, const Args *a, Value *out)
{
    return clamp_call(in, a, true, out);
}

static bool bi_where(Interp *in, const Args *a, Value *out)
{
    Value p[3];
    Tensor *cond = NULL;
    if (!bind_tensor(in, a, (const char *[]){"condition", "input", "other", NULL}, 3, p, &cond)) return false;
    Operand xs[3] = {operand_tensor(cond)};
    if (!number_or_tensor(in, a, "input", p[1], &xs[1]) || !number_or_tensor(in, a, "other", p[2], &xs[2]))
        return false;
    return tensor_run(in, OP_where, xs, 3, out);
}

/* ------------------------------------------------------ data movement */

static bool bi_fill_(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    Tensor *t = NULL;
    Operand v;
    if (!bind_tensor(in, a, (const char *[]){"self", "value", NULL}, 2, p, &t)) return false;
    if (!tensor_operand(p[1], &v))
        return error_raise_as(in, ERR_TYPE, "fill_(): argument 'value' must be Number, not %s", value_type_name(p[1]));
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be) || !fail(in, dispatch_fill(be, tensor_stream(tensor_device(t)), t, v, &err), &err))
        return false;
    *out = value_retain(p[0]);
    return true;
}

static bool bi_zero_(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL;
    if (!bind_tensor(in, a, (const char *[]){"self", NULL}, 1, p, &t)) return false;
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be) ||
        !fail(in, dispatch_fill(be, tensor_stream(tensor_device(t)), t, operand_int(0), &err), &err))
        return false;
    *out = value_retain(p[0]);
    return true;
}

static bool bi_copy_(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_bool(false)};
    Tensor *t = NULL;
    bool nb;
    if (!bind_tensor(in, a, (const char *[]){"self", "src", "non_blocking", NULL}, 2, p, &t) ||
        !value_truth(in, p[2], &nb))
        return false;
    if (p[1].kind != V_TENSOR) return not_tensor(in, a, "src", 1, p[1]);
    if (!tensor_copy(in, t, value_as_tensor(p[1]), nb)) return false;
    *out = value_retain(p[0]);
    return true;
}

/* -------------------------------------------------------------- views */

/* Sizes after the tensor: varargs or one sequence, or the keyword kw. */
static bool sizes_after_self(Interp *in, const Args *a, const char *kw, int *ndim, int64_t *shape)
{
    const Value *v = a->v + 1;
    int n = a->n - 1;
    for (int k = 0; k < a->nkw; k++) {
        if (strcmp(a->kw_names[k], kw) != 0 || n > 0)
            return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument '%s'", a->fn->name, a->kw_names[k]);
        v = &a->kw[k];
        n = 1;
    }
    if (n == 0) return error_raise_as(in, ERR_TYPE, "%s() missing required argument '%s' (pos 1)", a->fn->name, kw);
    return tensor_sizes_arg(in, a->fn->name, kw, v, n, ndim, shape);
}

static bool first_tensor(Interp *in, const Args *a, Tensor **t)
{
    if (a->n < 1) return error_raise_as(in, ERR_TYPE, "%s() missing required argument 'input' (pos 1)", a->fn->name);
    if (a->v[0].kind != V_TENSOR) return not_tensor(in, a, "input", 1, a->v[0]);
    *t = value_as_tensor(a->v[0]);
    return true;
}

static bool bi_view(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->v[0]), *r;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    Error err;
    if (a->n == 2 && a->nkw == 0 && (a->v[1].kind == V_DTYPE))
        return error_raise(in, "view(dtype) (reinterpreting the bytes as another dtype) is not supported in cst");
    if (!sizes_after_self(in, a, "size", &ndim, shape)) return false;
    if (!tensor_view(t, ndim, shape, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_reshape(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    const Backend *be;
    Error err;
    if (!first_tensor(in, a, &t) || !sizes_after_self(in, a, "shape", &ndim, shape) || !tensor_backend(in, &be))
        return false;
    if (!dispatch_reshape(be, tensor_stream(tensor_device(t)), t, ndim, shape, &r, &err))
        return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_flatten(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_int(0), value_int(-1)};
    Tensor *t = NULL, *r;
    int64_t start = 0, end = 0;
    const Backend *be;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"input", "start_dim", "end_dim", NULL}, 1, p, &t) ||
        !int_param(in, a, "start_dim", p[1], &start) || !int_param(in, a, "end_dim", p[2], &end) ||
        !tensor_backend(in, &be))
        return false;
    if (!dispatch_flatten(be, tensor_stream(tensor_device(t)), t, start, end, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_squeeze(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    Tensor *t = NULL, *r;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"input", "dim", NULL}, 1, p, &t)) return false;
    if (p[1].kind == V_NONE) return give(out, tensor_squeeze(t));
    if (!value_is_seq(p[1])) {
        int64_t dim = 0;
        if (!int_param(in, a, "dim", p[1], &dim)) return false;
        if (!tensor_squeeze_dim(t, dim, &r, &err)) return tensor_fail(in, &err);
        return give(out, r);
    }
    /* squeeze((d0, d1, ...)): drops those of the dimensions that have size 1. */
    bool drop[TENSOR_MAX_DIMS] = {false};
    List *l = value_as_list(p[1]);
    for (size_t i = 0; i < l->len; i++) {
        int64_t dim = 0;
        int d;
        if (!int_param(in, a, "dim", l->items[i], &dim)) return false;
        if (!tensor_wrap_dim(dim, t->ndim, &d, &err)) return tensor_fail(in, &err);
        if (t->ndim > 0 && t->shape[d] == 1) drop[d] = true;
    }
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int n = 0;
    for (int d = 0; d < t->ndim; d++) {
        if (drop[d]) continue;
        shape[n] = t->shape[d];
        strides[n++] = t->strides[d];
    }
    return give(out, tensor_as_strided(t, n, shape, strides, t->offset));
}

static bool bi_unsqueeze(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    Tensor *t = NULL, *r;
    int64_t dim = 0;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"input", "dim", NULL}, 2, p, &t) || !int_param(in, a, "dim", p[1], &dim))
        return false;
    if (!tensor_unsqueeze(t, dim, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_transpose(Interp *in, const Args *a, Value *out)
{
    Value p[3];
    Tensor *t = NULL, *r;
    int64_t d0 = 0, d1 = 0;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"input", "dim0", "dim1", NULL}, 3, p, &t) ||
        !int_param(in, a, "dim0", p[1], &d0) || !int_param(in, a, "dim1", p[2], &d1))
        return false;
    if (!tensor_transpose(t, d0, d1, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_t(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL, *r;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"input", NULL}, 1, p, &t)) return false;
    if (!tensor_t(t, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_permute(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int n;
    int64_t dims[TENSOR_MAX_DIMS];
    Error err;
    if (!first_tensor(in, a, &t) || !sizes_after_self(in, a, "dims", &n, dims)) return false;
    if (!tensor_permute(t, n, dims, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_expand(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->v[0]), *r;
    int n;
    int64_t sizes[TENSOR_MAX_DIMS];
    Error err;
    if (!sizes_after_self(in, a, "size", &n, sizes)) return false;
    if (!tensor_expand(t, n, sizes, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

/* expand_as(other), view_as(other), reshape_as(other). */
static bool bi_as_other(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    Tensor *t = NULL, *o, *r;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"self", "other", NULL}, 2, p, &t)) return false;
    if (p[1].kind != V_TENSOR) return not_tensor(in, a, "other", 1, p[1]);
    o = value_as_tensor(p[1]);
    const char *name = a->fn->name;
    bool ok;
    if (strcmp(name, "expand_as") == 0) {
        ok = tensor_expand(t, o->ndim, o->shape, &r, &err);
    } else if (strcmp(name, "view_as") == 0) {
        ok = tensor_view(t, o->ndim, o->shape, &r, &err);
    } else {
        const Backend *be;
        if (!tensor_backend(in, &be)) return false;
        ok = dispatch_reshape(be, tensor_stream(tensor_device(t)), t, o->ndim, o->shape, &r, &err);
    }
    if (!ok) return tensor_fail(in, &err);
    return give(out, r);
}

static bool bi_contiguous(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL, *r;
    const Backend *be;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"self", NULL}, 1, p, &t) || !tensor_backend(in, &be)) return false;
    if (!dispatch_contiguous(be, tensor_stream(tensor_device(t)), t, &r, &err)) return tensor_fail(in, &err);
    /* PyTorch returns the tensor itself when it is already contiguous. */
    if (r == t) {
        tensor_release(r);
        *out = value_retain(p[0]);
        return true;
    }
    return give(out, r);
}

static bool bi_clone(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL, *r;
    const Backend *be;
    Error err;
    if (!bind_tensor(in, a, (const char *[]){"input", NULL}, 1, p, &t) || !tensor_backend(in, &be)) return false;
    if (!dispatch_clone(be, tensor_stream(tensor_device(t)), t, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

/* --------------------------------------------------------- attributes */

static bool attr(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->v[0]);
    const char *name = a->fn->name;
    if (strcmp(name, "shape") == 0) {
        *out = value_size_new(t->shape, t->ndim);
    } else if (strcmp(name, "dtype") == 0) {
        *out = value_dtype(t->dtype);
    } else if (strcmp(name, "device") == 0) {
        Device d = {tensor_device(t) < 0 ? DEV_CPU : DEV_CUDA, tensor_device(t) < 0 ? -1 : tensor_device(t)};
        *out = value_device(d);
    } else if (strcmp(name, "ndim") == 0) {
        *out = value_int(t->ndim);
    } else if (strcmp(name, "is_cuda") == 0) {
        *out = value_bool(tensor_device(t) >= 0);
    } else if (strcmp(name, "requires_grad") == 0) {
        *out = value_bool(false);
    } else if (strcmp(name, "data") == 0) {
        *out = value_tensor(tensor_retain(t));
    } else {
        /* T: the transpose of a matrix; other ranks reverse their
         * dimensions (PyTorch's deprecated behaviour, without its warning). */
        int64_t dims[TENSOR_MAX_DIMS];
        for (int d = 0; d < t->ndim; d++) dims[d] = t->ndim - 1 - d;
        Tensor *r;
        Error err;
        if (!tensor_permute(t, t->ndim, dims, &r, &err)) return tensor_fail(in, &err);
        return give(out, r);
    }
    return true;
}

/* ------------------------------------------------------------ queries */

/* A method with no arguments but self. */
static bool bind_self(Interp *in, const Args *a, Tensor **t)
{
    Value p[1];
    return bind_tensor(in, a, (const char *[]){"self", NULL}, 1, p, t);
}

static bool bi_item(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    return bind_self(in, a, &t) && tensor_item(in, t, out);
}

static Value list_of(const Tensor *h, int d, const char *p)
{
    if (d == h->ndim) {
        if (dtype_is_float(h->dtype)) return value_float(dtype_load_double(h->dtype, p));
        if (dtype_is_bool(h->dtype)) return value_bool(dtype_load_int(h->dtype, p) != 0);
        return value_int(dtype_load_int(h->dtype, p));
    }
    Value l = value_list_new(V_LIST, (size_t)h->shape[d]);
    int64_t step = h->strides[d] * (int64_t)dtype_size(h->dtype);
    for (int64_t i = 0; i < h->shape[d]; i++) value_list_push(l, list_of(h, d + 1, p + i * step));
    return l;
}

static bool bi_tolist(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *h;
    if (!bind_self(in, a, &t) || !tensor_host(in, t, &h)) return false;
    *out = list_of(h, 0, tensor_numel(h) ? tensor_data(h) : NULL);
    tensor_release(h);
    return true;
}

static bool bi_numel(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL;
    if (!bind_tensor(in, a, (const char *[]){"input", NULL}, 1, p, &t)) return false;
    *out = value_int(tensor_numel(t));
    return true;
}

static bool bi_dim(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    if (!bind_self(in, a, &t)) return false;
    *out = value_int(t->ndim);
    return true;
}

/* size(dim=None) and stride(dim=None): a Size (a tuple) or one int. */
static bool bi_size(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    Tensor *t = NULL;
    bool size = strcmp(a->fn->name, "size") == 0;
    if (!bind_tensor(in, a, (const char *[]){"self", "dim", NULL}, 1, p, &t)) return false;
    const int64_t *v = size ? t->shape : t->strides;
    if (p[1].kind == V_NONE) {
        if (size) {
            *out = value_size_new(v, t->ndim);
        } else {
            *out = value_list_new(V_TUPLE, (size_t)t->ndim);
            for (int d = 0; d < t->ndim; d++) value_list_push(*out, value_int(v[d]));
        }
        return true;
    }
    int64_t dim = 0;
    int d;
    Error err;
    if (!int_param(in, a, "dim", p[1], &dim)) return false;
    if (t->ndim == 0) return error_raise(in, "Dimension specified as %lld but tensor has no dimensions", (long long)dim);
    if (!tensor_wrap_dim(dim, t->ndim, &d, &err)) return tensor_fail(in, &err);
    *out = value_int(v[d]);
    return true;
}

static bool bi_flag(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    Tensor *t = NULL;
    const char *name = a->fn->name;
    if (!bind_tensor(in, a, (const char *[]){strcmp(name, "is_floating_point") == 0 ? "input" : "self", NULL}, 1, p,
                     &t))
        return false;
    if (strcmp(name, "is_contiguous") == 0) *out = value_bool(tensor_is_contiguous(t));
    else if (strcmp(name, "is_pinned") == 0) *out = value_bool(t->storage->pinned);
    else if (strcmp(name, "is_floating_point") == 0) *out = value_bool(dtype_is_float(t->dtype));
    else if (strcmp(name, "element_size") == 0) *out = value_int((int64_t)dtype_size(t->dtype));
    else *out = value_int(t->offset);   /* storage_offset */
    return true;
}

/* -------------------------------------------------------- conversions */

/* to(device=None, dtype=None, non_blocking=False, copy=False), also as
 * to(dtype), to(device, dtype), to(other tensor). */
static bool bi_to(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->v[0]);
    int dev = tensor_device(t);
    DType dt = t->dtype;
    bool non_blocking = false, copy = false;
    int nflags = 0;
    for (int i = 1; i < a->n; i++) {
        Value v = a->v[i];
        if (v.kind == V_TENSOR) {
            dev = tensor_device(value_as_tensor(v));
            dt = value_as_tensor(v)->dtype;
        } else if (v.kind == V_STR || v.kind == V_DEVICE || v.kind == V_INT) {
            if (!tensor_device_arg(in, "to", v, &dev)) return false;
        } else if (v.kind == V_BOOL && nflags < 2) {
            *(nflags++ == 0 ? &non_blocking : &copy) = v.u.b;
        } else if (!value_as_dtype(v, &dt)) {
            return error_raise_as(in, ERR_TYPE, "to() received an invalid combination of arguments: argument %d is a %s", i,
                              value_type_name(v));
        }
    }
    for (int k = 0; k < a->nkw; k++) {
        const char *key = a->kw_names[k];
        Value v = a->kw[k];
        bool ok = true;
        if (strcmp(key, "device") == 0) ok = v.kind == V_NONE || tensor_device_arg(in, "to", v, &dev);
        else if (strcmp(key, "dtype") == 0) ok = v.kind == V_NONE || tensor_dtype_arg(in, "to", v, &dt);
        else if (strcmp(key, "non_blocking") == 0) ok = value_truth(in, v, &non_blocking);
        else if (strcmp(key, "copy") == 0) ok = value_truth(in, v, &copy);
        else return error_raise_as(in, ERR_TYPE, "to() got an unexpected keyword argument '%s'", key);
        if (!ok) return false;
    }
    Tensor *r;
    if (!tensor_to(in, t, dev, dt, non_blocking, copy, &r)) return false;
    if (r == t) {
        tensor_release(r);
        *out = value_retain(a->v[0]);
        return true;
    }
    return give(out, r);
}

/* The tensor value itself when conversion changed nothing, as PyTorch. */
static bool converted(Value self, Tensor *r, Value *out)
{
    if (r == value_as_tensor(self)) {
        tensor_release(r);
        *out = value_retain(self);
        return true;
    }
    return give(out, r);
}

static bool bi_cuda(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_bool(false)};
    Tensor *t = NULL, *r;
    int dev;
    bool nb;
    if (!bind_tensor(in, a, (const char *[]){"self", "device", "non_blocking", NULL}, 1, p, &t) ||
        !tensor_device_arg(in, "cuda", p[1], &dev) || !value_truth(in, p[2], &nb))
        return false;
    if (dev < 0) return error_raise(in, "Invalid device, must be cuda device");
    return tensor_to(in, t, dev, t->dtype, nb, false, &r) && converted(p[0], r, out);
}

static bool bi_cpu(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    return bind_self(in, a, &t) && tensor_to(in, t, -1, t->dtype, false, false, &r) && converted(a->v[0], r, out);
}

/* float(), double(), long(), ...: to(dtype) on the same device. */
static bool bi_cast(Interp *in, const Args *a, Value *out)
{
    static const struct {
        const char *name;
        DType dt;
    } casts[] = {
        {"float", DT_FLOAT32}, {"double", DT_FLOAT64}, {"half", DT_FLOAT16}, {"bfloat16", DT_BFLOAT16},
        {"long", DT_INT64}, {"int", DT_INT32}, {"short", DT_INT16}, {"char", DT_INT8}, {"byte", DT_UINT8},
        {"bool", DT_BOOL},
    };
    Tensor *t = NULL, *r;
    if (!bind_self(in, a, &t)) return false;
    DType dt = DT_FLOAT32;
    for (size_t i = 0; i < sizeof casts / sizeof casts[0]; i++)
        if (strcmp(casts[i].name, a->fn->name) == 0) dt = casts[i].dt;
    return tensor_to(in, t, tensor_device(t), dt, false, false, &r) && converted(a->v[0], r, out);
}

static bool bi_pin_memory(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    const Backend *be;
    Error err;
    if (!bind_self(in, a, &t) || !tensor_backend(in, &be)) return false;
    if (t->storage->pinned) {
        *out = value_retain(a->v[0]);
        return true;
    }
    if (!dispatch_pin_memory(be, t, &r, &err)) return tensor_fail(in, &err);
    return give(out, r);
}

/* ----------------------------------------------------- module functions */

static bool bi_is_tensor(Interp *in, const Args *a, Value *out)
{
    Value p[1];
    if (!builtins_bind(in, a, (const char *[]){"obj", NULL}, 1, p)) return false;
    *out = value_bool(p[0].kind == V_TENSOR);
    return true;
}

static bool print_int(Interp *in, const char *name, Value v, int min, int *out)
{
    if (v.kind == V_NONE) return true;
    if (v.kind != V_INT) return error_raise_as(in, ERR_TYPE, "set_printoptions(): %s must be an int, not %s", name, value_type_name(v));
    if (v.u.i < min || v.u.i > 1000000)
        return error_raise_as(in, ERR_VALUE, "set_printoptions(): %s must be between %d and 1000000, got %lld", name, min,
                          (long long)v.u.i);
    *out = (int)v.u.i;
    return true;
}

/* PyTorch's semantics: the profile first, then each option given; sci_mode
 * is reset to automatic whenever it is not given. */
static bool bi_set_printoptions(Interp *in, const Args *a, Value *out)
{
    Value p[6] = {value_none(), value_none(), value_none(), value_none(), value_none(), value_none()};
    if (!builtins_bind(in, a,
                       (const char *[]){"precision", "threshold", "edgeitems", "linewidth", "profile", "sci_mode", NULL},
                       0, p))
        return false;
    PrintOptions po = *tensor_print_options();
    if (p[4].kind != V_NONE) {
        if (p[4].kind != V_STR)
            return error_raise_as(in, ERR_TYPE, "set_printoptions(): profile must be a str, not %s", value_type_name(p[4]));
        format_profile(value_as_str(p[4])->data, &po);
    }
    if (!print_int(in, "precision", p[0], 0, &po.precision) || !print_int(in, "edgeitems", p[2], 0, &po.edgeitems) ||
        !print_int(in, "linewidth", p[3], -1000000, &po.linewidth))
        return false;
    if (p[1].kind == V_INT || p[1].kind == V_FLOAT) {
        po.threshold = p[1].kind == V_INT ? (double)p[1].u.i : p[1].u.f;
    } else if (p[1].kind != V_NONE) {
        return error_raise_as(in, ERR_TYPE, "set_printoptions(): threshold must be a number, not %s", value_type_name(p[1]));
    }
    if (p[5].kind == V_NONE) {
        po.sci_mode = -1;
    } else {
        bool on;
        if (!value_truth(in, p[5], &on)) return false;
        po.sci_mode = on;
    }
    *tensor_print_options() = po;
    *out = value_none();
    return true;
}

/* -------------------------------------------------------------- table */

#define FM (BI_FUNC | BI_METHOD)
#define UNARY(name, doc) {name, V_TENSOR, FM, bi_unary, name "(input): " doc " of each element"}, \
                         {name "_", V_TENSOR, BI_METHOD, bi_unary_, "t." name "_(): t = " name "(t), in place"}

static const Builtin rows[] = {
    /* elementwise, one input */
    UNARY("neg", "the negation"),
    {"abs", V_TENSOR, BI_METHOD, bi_unary, "t.abs() or abs(t): the absolute value of each element"},
    {"abs_", V_TENSOR, BI_METHOD, bi_unary_, "t.abs_(): t = abs(t), in place"},
    UNARY("exp", "e to the power"),
    UNARY("log", "the natural logarithm"),
    UNARY("log2", "the base-2 logarithm"),
    UNARY("sqrt", "the square root"),
    UNARY("rsqrt", "1 / the square root"),
    UNARY("sin", "the sine"),
    UNARY("cos", "the cosine"),
    UNARY("tanh", "the hyperbolic tangent"),
    UNARY("sigmoid", "1 / (1 + e^-x)"),
    UNARY("relu", "max(x, 0)"),
    UNARY("floor", "the largest integer not above"),
    UNARY("ceil", "the smallest integer not below"),
    UNARY("trunc", "the integer toward zero"),
    UNARY("sign", "-1, 0 or 1: the sign"),
    UNARY("bitwise_not", "~x (logical not for bool)"),
    {"round", V_TENSOR, BI_METHOD, bi_round,
     "t.round(decimals=0) or round(t): each element rounded half to even (to decimals places)"},
    {"round_", V_TENSOR, BI_METHOD, bi_round_, "t.round_(decimals=0): t = t.round(decimals), in place"},
    /* elementwise, two or three inputs */
    {"add", V_TENSOR, FM, bi_binary, "add(input, other, alpha=1): input + alpha * other"},
    {"sub", V_TENSOR, FM, bi_binary, "sub(input, other, alpha=1): input - alpha * other"},
    {"mul", V_TENSOR, FM, bi_binary, "mul(input, other): input * other"},
    {"div", V_TENSOR, FM, bi_binary,
     "div(input, other, rounding_mode=None): input / other; rounding_mode 'floor' or 'trunc' rounds the quotient"},
    {"floor_divide", V_TENSOR, FM, bi_binary, "floor_divide(input, other): input // other"},
    {"remainder", V_TENSOR, FM, bi_binary, "remainder(input, other): input % other (the sign of other)"},
    {"pow", V_TENSOR, FM, bi_binary, "pow(input, exponent): input ** exponent"},
    {"maximum", V_TENSOR, FM, bi_binary, "maximum(input, other): the larger of two tensors, elementwise (NaN wins)"},
    {"minimum", V_TENSOR, FM, bi_binary, "minimum(input, other): the smaller of two tensors, elementwise (NaN wins)"},
    {"bitwise_and", V_TENSOR, FM, bi_binary, "bitwise_and(input, other): input & other"},
    {"bitwise_or", V_TENSOR, FM, bi_binary, "bitwise_or(input, other): input | other"},
    {"bitwise_xor", V_TENSOR, FM, bi_binary, "bitwise_xor(input, other): input ^ other"},
    {"eq", V_TENSOR, FM, bi_binary, "eq(input, other): input == other, a bool tensor"},
    {"ne", V_TENSOR, FM, bi_binary, "ne(input, other): input != other, a bool tensor"},
    {"lt", V_TENSOR, FM, bi_binary, "lt(input, other): input < other, a bool tensor"},
    {"le", V_TENSOR, FM, bi_binary, "le(input, other): input <= other, a bool tensor"},
    {"gt", V_TENSOR, FM, bi_binary, "gt(input, other): input > other, a bool tensor"},
    {"ge", V_TENSOR, FM, bi_binary, "ge(input, other): input >= other, a bool tensor"},
    {"add_", V_TENSOR, BI_METHOD, bi_binary_, "t.add_(other, alpha=1): t += alpha * other, in place"},
    {"sub_", V_TENSOR, BI_METHOD, bi_binary_, "t.sub_(other, alpha=1): t -= alpha * other, in place"},
    {"mul_", V_TENSOR, BI_METHOD, bi_binary_, "t.mul_(other): t *= other, in place"},
    {"div_", V_TENSOR, BI_METHOD, bi_binary_, "t.div_(other, rounding_mode=None): t /= other, in place"},
    {"pow_", V_TENSOR, BI_METHOD, bi_binary_, "t.pow_(exponent): t = t ** exponent, in place"},
    {"clamp", V_TENSOR, FM, bi_clamp, "clamp(input, min=None, max=None): each element limited to [min, max]"},
    {"clip", V_TENSOR, FM, bi_clamp, "clip(input, min=None, max=None): clamp"},
    {"clamp_", V_TENSOR, BI_METHOD, bi_clamp_, "t.clamp_(min=None, max=None): t = clamp(t, min, max), in place"},
    {"where", V_NONE, BI_FUNC, bi_where, "where(condition, input, other): input where condition is true, else other"},
    /* data movement */
    {"fill_", V_TENSOR, BI_METHOD, bi_fill_, "t.fill_(value): every element of t set to value"},
    {"zero_", V_TENSOR, BI_METHOD, bi_zero_, "t.zero_(): every element of t set to 0"},
    {"copy_", V_TENSOR, BI_METHOD, bi_copy_,
     "t.copy_(src, non_blocking=False): src's values (broadcast, converted) written into t, across devices too"},
    /* views and copies */
    {"view", V_TENSOR, BI_METHOD, bi_view, "t.view(*shape): a view of t with another shape (one size may be -1)"},
    {"reshape", V_TENSOR, FM, bi_reshape, "reshape(input, *shape): a view with that shape when possible, else a copy"},
    {"flatten", V_TENSOR, FM, bi_flatten, "flatten(input, start_dim=0, end_dim=-1): those dimensions merged into one"},
    {"squeeze", V_TENSOR, FM, bi_squeeze, "squeeze(input, dim=None): a view without size-1 dimensions (or just dim)"},
    {"unsqueeze", V_TENSOR, FM, bi_unsqueeze, "unsqueeze(input, dim): a view with a size-1 dimension inserted at dim"},
    {"transpose", V_TENSOR, FM, bi_transpose, "transpose(input, dim0, dim1): a view with two dimensions swapped"},
    {"t", V_TENSOR, FM, bi_t, "t(input): the transpose of a matrix (a view); 0-d and 1-d tensors as they are"},
    {"permute", V_TENSOR, FM, bi_permute, "permute(input, *dims): a view with the dimensions reordered"},
    {"expand", V_TENSOR, BI_METHOD, bi_expand, "t.expand(*sizes): a view repeating size-1 dimensions (-1 keeps one)"},
    {"expand_as", V_TENSOR, BI_METHOD, bi_as_other, "t.expand_as(other): t.expand(other.shape)"},
    {"view_as", V_TENSOR, BI_METHOD, bi_as_other, "t.view_as(other): t.view(other.shape)"},
    {"reshape_as", V_TENSOR, BI_METHOD, bi_as_other, "t.reshape_as(other): t.reshape(other.shape)"},
    {"contiguous", V_TENSOR, BI_METHOD, bi_contiguous, "t.contiguous(): t itself if contiguous, else a contiguous copy"},
    {"clone", V_TENSOR, FM, bi_clone, "clone(input): a copy with its own memory"},
    /* attributes */
    {"shape", V_TENSOR, BI_ATTR, attr, "t.shape: the sizes, a torch.Size"},
    {"dtype", V_TENSOR, BI_ATTR, attr, "t.dtype: the element type"},
    {"device", V_TENSOR, BI_ATTR, attr, "t.device: where the tensor lives (cuda:N or cpu)"},
    {"ndim", V_TENSOR, BI_ATTR, attr, "t.ndim: the number of dimensions"},
    {"is_cuda", V_TENSOR, BI_ATTR, attr, "t.is_cuda: whether t lives on a CUDA device"},
    {"T", V_TENSOR, BI_ATTR, attr, "t.T: a view with the dimensions reversed (the transpose of a matrix)"},
    {"requires_grad", V_TENSOR, BI_ATTR, attr, "t.requires_grad: always False (cst has no autograd)"},
    {"data", V_TENSOR, BI_ATTR, attr, "t.data: t itself (cst has no autograd to detach from)"},
    /* queries */
    {"item", V_TENSOR, BI_METHOD, bi_item, "t.item(): the one element as a Python number (waits for the device)"},
    {"tolist", V_TENSOR, BI_METHOD, bi_tolist, "t.tolist(): the elements as nested lists of numbers (waits)"},
    {"numel", V_TENSOR, FM, bi_numel, "numel(input): the number of elements"},
    {"dim", V_TENSOR, BI_METHOD, bi_dim, "t.dim(): the number of dimensions"},
    {"size", V_TENSOR, BI_METHOD, bi_size, "t.size(dim=None): the sizes (a torch.Size), or the size of dim"},
    {"stride", V_TENSOR, BI_METHOD, bi_size, "t.stride(dim=None): the strides in elements (a tuple), or one"},
    {"storage_offset", V_TENSOR, BI_METHOD, bi_flag, "t.storage_offset(): where t starts in its storage, in elements"},
    {"is_contiguous", V_TENSOR, BI_METHOD, bi_flag, "t.is_contiguous(): whether t is laid out row-major without gaps"},
    {"element_size", V_TENSOR, BI_METHOD, bi_flag, "t.element_size(): bytes per element"},
    {"is_floating_point", V_TENSOR, FM, bi_flag, "is_floating_point(input): whether the dtype is a float type"},
    {"is_pinned", V_TENSOR, BI_METHOD, bi_flag, "t.is_pinned(): whether t lives in pinned host memory"},
    /* conversions */
    {"to", V_TENSOR, BI_METHOD, bi_to,
     "t.to(device=None, dtype=None, non_blocking=False, copy=False): t on another device or dtype (t itself if "
     "neither changes)"},
    {"cuda", V_TENSOR, BI_METHOD, bi_cuda, "t.cuda(device=None, non_blocking=False): t on a CUDA device"},
    {"cpu", V_TENSOR, BI_METHOD, bi_cpu, "t.cpu(): t in host memory (waits for the device)"},
    {"float", V_TENSOR, BI_METHOD, bi_cast, "t.float(): t.to(float32)"},
    {"double", V_TENSOR, BI_METHOD, bi_cast, "t.double(): t.to(float64)"},
    {"half", V_TENSOR, BI_METHOD, bi_cast, "t.half(): t.to(float16)"},
    {"bfloat16", V_TENSOR, BI_METHOD, bi_cast, "t.bfloat16(): t.to(bfloat16)"},
    {"long", V_TENSOR, BI_METHOD, bi_cast, "t.long(): t.to(int64)"},
    {"int", V_TENSOR, BI_METHOD, bi_cast, "t.int(): t.to(int32)"},
    {"short", V_TENSOR, BI_METHOD, bi_cast, "t.short(): t.to(int16)"},
    {"char", V_TENSOR, BI_METHOD, bi_cast, "t.char(): t.to(int8)"},
    {"byte", V_TENSOR, BI_METHOD, bi_cast, "t.byte(): t.to(uint8)"},
    {"bool", V_TENSOR, BI_METHOD, bi_cast, "t.bool(): t.to(bool)"},
    {"pin_memory", V_TENSOR, BI_METHOD, bi_pin_memory, "t.pin_memory(): a copy of a cpu tensor in pinned memory"},
    /* module functions */
    {"is_tensor", V_NONE, BI_FUNC, bi_is_tensor, "is_tensor(obj): whether obj is a tensor"},
    {"set_printoptions", V_NONE, BI_FUNC, bi_set_printoptions,
     "set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, "
     "sci_mode=None): how tensors print, as in PyTorch (sci_mode resets to automatic unless given)"},
};

void tensor_methods_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
