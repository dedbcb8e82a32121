/* tensor_methods.c: the tensor builtins other than creation
 * (tensor_methods.h).  Rows marked BI_FUNC | BI_METHOD serve both
 * `exp(t)` and `t.exp()` from one C function, as PyTorch offers both; the
 * arguments keep PyTorch's names, so keywords work as they do there.
 * Elementwise work goes to dispatch.h; this file only reads arguments. */
#include "values/tensor_methods.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/iter.h"
#include "values/tensor_search.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------------ helpers */

static bool fail(Interp *in, bool ok, const Error *err)
{
    return ok || tensor_fail(in, err);
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

/* The out= parameter of the function rows that have one, or -1. */
static int out_param(const Args *a)
{
    const Signature *s = builtins_signature(a->fn);
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->p[i].name, "out") == 0) return i;
    return -1;
}

/* What an out= tensor's dtype may be, as PyTorch's kernels check it: any
 * the result casts to (OUT_CAST), the result's alone (OUT_EXACT: the ops
 * that keep their input's dtype, such as neg, floor and x ** number),
 * bool alone (OUT_BOOL: signbit, isposinf, isneginf), or no out= at all
 * (OUT_NONE: isnan, isinf, isfinite and relu have none). */
typedef enum OutRule { OUT_CAST, OUT_EXACT, OUT_BOOL, OUT_NONE } OutRule;

static OutRule unary_out_rule(OpCode op)
{
    switch (op) {
    case OP_isnan:
    case OP_isinf:
    case OP_isfinite:
    case OP_relu: return OUT_NONE;
    case OP_signbit:
    case OP_isposinf:
    case OP_isneginf: return OUT_BOOL;
    default: break;
    }
    OpRule rule = op_info(op)->rule;
    return rule == RULE_SAME || rule == RULE_ROUND || rule == RULE_BITWISE ? OUT_EXACT : OUT_CAST;
}

/* A method's out=, or one of an op without any: Python's TypeError. */
static bool no_out(Interp *in, const Args *a)
{
    return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument 'out'", a->fn->name);
}

/* o = r: written into o's elements where the shapes agree, else o made a
 * copy of r in o's dtype (PyTorch's resize of an out=). */
static bool store_out(Interp *in, Tensor *o, Tensor *r)
{
    Tensor *fresh;
    bool same = o->ndim == r->ndim;
    for (int d = 0; same && d < r->ndim; d++)
        same = o->shape[d] == r->shape[d];
    if (same || !tensor_can_cast(r->dtype, o->dtype)) return write_back(in, o, r);
    if (!tensor_to(in, r, tensor_device(o), o->dtype, false, true, &fresh)) return false;
    tensor_set(o, fresh);
    tensor_release(fresh);
    return true;
}

/* The result r (taken) of a call, as its out= parameter (index i) says:
 * PyTorch's out= variants write it into out, after the same cast check as
 * in-place ops; an out of another shape takes r's (resized, as PyTorch
 * resizes it, though without its warning where out had elements).  Only
 * the function forms have out: the methods refuse it. */
static bool write_out(Interp *in, const Args *a, int i, OutRule rule, Tensor *r)
{
    Tensor *o;
    if (a->method || rule == OUT_NONE) return no_out(in, a);
    if (!args_tensor(in, a, i, &o)) return false;
    if (rule == OUT_BOOL && o->dtype != DT_BOOL)
        return error_raise(in, "%s does not support non-boolean outputs.", a->fn->name);
    if (rule == OUT_EXACT && o->dtype != r->dtype)
        return error_raise(in, "Found dtype %s but expected %s", tensor_type_name(o->dtype),
                           tensor_type_name(r->dtype));
    return store_out(in, o, r);
}

/* *out = r (taken), or out= given: r written there and *out that tensor. */
static bool deliver(Interp *in, const Args *a, Value r, OutRule rule, Value *out)
{
    int i = out_param(a);
    if (i < 0 || a->p[i].kind == V_NONE) {
        *out = r;
        return true;
    }
    bool ok = write_out(in, a, i, rule, value_as_tensor(r));
    value_release(r);
    if (ok) *out = value_retain(a->p[i]);
    return ok;
}

bool tensor_methods_deliver(Interp *in, const Args *a, Value r, Value *out)
{
    return deliver(in, a, r, OUT_CAST, out);
}

bool tensor_methods_deliver_same(Interp *in, const Args *a, Value r, Value *out)
{
    int i = out_param(a);
    DType want = value_as_tensor(r)->dtype;
    if (i >= 0 && a->p[i].kind == V_TENSOR && !a->method && value_as_tensor(a->p[i])->dtype != want) {
        DType have = value_as_tensor(a->p[i])->dtype;
        value_release(r);
        return error_raise(in, "Expected out tensor to have dtype %s, but got %s instead", dtype_cpp_name(want),
                           dtype_cpp_name(have));
    }
    return deliver(in, a, r, OUT_CAST, out);
}

/* Part k (0 values, 1 indices) of an out= pair o whose dtype is not want's:
 * the op's own words for it, in its order of checks. */
static bool pair_dtype_error(Interp *in, PairCheck check, int k, const Tensor *o, const Tensor *want)
{
    static const char *const part[] = {"values", "indices"};
    char have[40], wanted[40];
    switch (check) {
    case PAIR_KTHVALUE:
        return k == 0 ? error_raise(in, "output values must be of same type as input")
                      : error_raise(in, "output indices must be of scalar type Long");
    case PAIR_MEDIAN:
        tensor_legacy_type_name(o, have, sizeof have);
        tensor_legacy_type_name(want, wanted, sizeof wanted);
        return k == 1 ? error_raise(in, "Expected tensor for argument #1 'indices' to have scalar type Long; but got "
                                    "%s instead (while checking arguments for median)", have)
                      : error_raise(in, "Expected tensor for 'values' to have the same type as tensor for argument #2 "
                                    "'self'; but type %s does not equal %s (while checking arguments for median)",
                                    have, wanted);
    case PAIR_MODE:
        return error_raise(in, "expected scalar type '%s' but got '%s' for %s output", tensor_type_name(want->dtype),
                           tensor_type_name(o->dtype), part[k]);
    case PAIR_CUMULATIVE:
        return error_raise(in, "expected scalar_type %s but found %s", tensor_type_name(want->dtype),
                           tensor_type_name(o->dtype));
    default:
        return error_raise(in, "Expected out tensor to have dtype %s, but got %s instead", dtype_cpp_name(want->dtype),
                           dtype_cpp_name(o->dtype));
    }
}

/* The two tensors of out=(values, indices), parameter i, each of its
 * result's dtype, checked as PyTorch's op checks them. */
static bool pair_outs(Interp *in, const Args *a, int i, const PairOut *how, Tensor *const r[2], Tensor *o[2])
{
    Value v = a->p[i];
    if (a->method) return no_out(in, a);
    if (v.kind != V_TUPLE && v.kind != V_LIST)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'out' must be tuple of Tensors, not %s", a->fn->name,
                              value_type_name(v));
    List *l = value_as_list(v);
    if (l->len != 2)
        return error_raise_as(in, ERR_TYPE, "expected tuple of 2 elements but got %zu", l->len);
    for (int k = 0; k < 2; k++) {
        if (l->items[k].kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "%s(): argument 'out' must be tuple of Tensors, not %s",
                                  a->fn->name, value_type_name(l->items[k]));
        o[k] = value_as_tensor(l->items[k]);
    }
    /* median checks the indices first */
    for (int j = 0; j < 2; j++) {
        int k = how->check == PAIR_MEDIAN ? 1 - j : j;
        if (o[k]->dtype != r[k]->dtype) return pair_dtype_error(in, how->check, k, o[k], r[k]);
    }
    return true;
}

bool tensor_methods_deliver_pair(Interp *in, const Args *a, const PairOut *how, Tensor *values, Tensor *indices,
                                 Value *out)
{
    static const char *const pair_fields[] = {"values", "indices"};
    const char *const *fields = how->fields ? how->fields : pair_fields;
    int i = out_param(a);
    if (i < 0 || a->p[i].kind == V_NONE) {
        *out = iter_return_pair(how->name, fields, value_tensor(values), value_tensor(indices));
        return true;
    }
    Tensor *r[2] = {values, indices}, *o[2];
    bool ok = pair_outs(in, a, i, how, r, o) && store_out(in, o[0], values) && store_out(in, o[1], indices);
    tensor_release(values);
    tensor_release(indices);
    /* The pair holds the out= tensors themselves: r.values is v. */
    const List *given = value_as_list(a->p[i]);
    if (ok) *out = iter_return_pair(how->out_name, fields, value_retain(given->items[0]), value_retain(given->items[1]));
    return ok;
}

/* ------------------------------------------------ elementwise, unary */

/* exp(input), t.exp() and the rest of the one-input functions: the
 * OpCode in data. */
static bool bi_unary(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    Value r;
    if (!args_tensor(in, a, 0, &t)) return false;
    Operand x = operand_tensor(t);
    OpCode op = (OpCode)a->fn->data;
    return tensor_run(in, op, &x, 1, &r) && deliver(in, a, r, unary_out_rule(op), out);
}

/* t.exp_() and the rest: in place, the result cast back to t's dtype. */
static bool bi_unary_(Interp *in, const Args *a, Value *out)
{
    Operand x = operand_tensor(value_as_tensor(a->p[0]));
    if (!tensor_run_inplace(in, (OpCode)a->fn->data, &x, 1)) return false;
    *out = value_retain(a->p[0]);
    return true;
}

/* The one-input special functions of torch.special (i0e, erfcx, ...),
 * which have no torch.NAME (module.c's special rows). */
bool tensor_methods_unary(Interp *in, const Args *a, Value *out)
{
    return bi_unary(in, a, out);
}

/* polygamma(n, input) and t.polygamma(n): OP_polygamma with n, a Python
 * int, as its scalar second input. */
static bool polygamma_of(Interp *in, Tensor *t, int64_t n, Value *r)
{
    if (n < 0) return error_raise(in, "polygamma(n, x) does not support negative n.");
    Operand xs[2] = {operand_tensor(t), operand_int(n)};
    return tensor_run(in, OP_polygamma, xs, 2, r);
}

static bool bi_polygamma(Interp *in, const Args *a, Value *out)
{
    int n_at = a->method ? 1 : 0, t_at = a->method ? 0 : 1;
    Tensor *t;
    int64_t n;
    Value r;
    if (!args_tensor(in, a, t_at, &t) || !args_int(in, a, n_at, &n)) return false;
    return polygamma_of(in, t, n, &r) && deliver(in, a, r, OUT_CAST, out);
}

static bool bi_polygamma_(Interp *in, const Args *a, Value *out)
{
    Tensor *self = value_as_tensor(a->p[0]);
    int64_t n;
    Value r;
    if (!args_int(in, a, 1, &n) || !polygamma_of(in, self, n, &r)) return false;
    bool ok = write_back(in, self, value_as_tensor(r));
    value_release(r);
    if (ok) *out = value_retain(a->p[0]);
    return ok;
}

/* t.NAME_(...) of a function composed of others (xlogy, logit, erfinv,
 * rad2deg, deg2rad, mvlgamma): torch.NAME(t, ...) written back into t,
 * after PyTorch's check that its dtype casts to t's. */
static bool bi_composite_(Interp *in, const Args *a, Value *out)
{
    char name[32];
    size_t len = strlen(a->fn->name) - 1;
    snprintf(name, sizeof name, "%.*s", (int)len, a->fn->name);
    Value r;
    if (!builtins_call_name(in, a, name, a->n, a->v, a->nkw, a->kw_names, a->kw, &r)) return false;
    Tensor *self = value_as_tensor(a->v[0]);
    bool ok = write_back(in, self, value_as_tensor(r));
    value_release(r);
    if (ok) *out = value_retain(a->v[0]);
    return ok;
}

/* round(decimals=d): x * 10^d rounded, then divided back, in x's dtype, as
 * PyTorch computes it (10^-d and a multiplication back for d < 0).
 * PyTorch's overload with decimals, given even as 0, has float kernels
 * only: integers are left as they are only by plain round(). */
static bool round_decimals(Interp *in, Tensor *t, bool given, int64_t decimals, Value *out)
{
    Operand x = operand_tensor(t);
    if (given && !dtype_is_float(t->dtype))
        return error_raise(in, "\"%s\" not implemented for '%s'",
                           tensor_device(t) >= 0 ? "round_cuda" : decimals == 0 ? "round_vml_cpu" : "round_cpu",
                           tensor_type_name(t->dtype));
    if (decimals == 0) return tensor_run(in, OP_round, &x, 1, out);
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

/* round(input, *, decimals=0, out=None): an out= must have the input's
 * dtype, as for the other rounding functions. */
static bool bi_round(Interp *in, const Args *a, Value *out)
{
    int64_t decimals = 0;
    Value r;
    if (!args_int(in, a, 1, &decimals) ||
        !round_decimals(in, value_as_tensor(a->p[0]), a->given & 2, decimals, &r))
        return false;
    return deliver(in, a, r, OUT_EXACT, out);
}

static bool bi_round_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    int64_t decimals = 0;
    Value r;
    if (!args_int(in, a, 1, &decimals) || !round_decimals(in, t, a->given & 2, decimals, &r)) return false;
    bool ok = write_back(in, t, value_as_tensor(r));
    value_release(r);
    if (ok) *out = value_retain(a->p[0]);
    return ok;
}

/* ----------------------------------------------- elementwise, binary */

/* other * alpha for add/sub (alpha == 1: other itself, another
 * reference), with PyTorch's checks of bool alphas and of float alphas
 * for integer inputs. */
static bool scaled_other(Interp *in, Operand self, Value other, Value alpha, Value *out)
{
    Operand x, al;
    if (!tensor_operand(other, &x) || !tensor_operand(alpha, &al) || al.kind == OPERAND_TENSOR)
        return error_raise_as(in, ERR_TYPE, "alpha must be a number and other a Tensor or Number, not %s and %s",
                              value_type_name(alpha), value_type_name(other));
    Operand pair[2] = {self, x};
    DType dt;
    Error err;
    if (!dispatch_result_type(OP_add, pair, 2, &dt, &err)) return tensor_fail(in, &err);
    if (al.kind == OPERAND_BOOL && dt != DT_BOOL)
        return error_raise(in, "Boolean alpha only supported for Boolean results.");
    if (!dtype_is_float(dt) && al.kind == OPERAND_FLOAT)
        return error_raise(in, "For integral input tensors, argument alpha must not be a floating point number.");
    /* a bool result takes alpha as a bool, as PyTorch's kernel casts it */
    if (dt == DT_BOOL && al.kind == OPERAND_INT) {
        al = operand_bool(al.i != 0);
        alpha = value_bool(al.b);
    }
    if ((al.kind == OPERAND_INT && al.i == 1) || (al.kind == OPERAND_BOOL && al.b)) {
        *out = value_retain(other);
        return true;
    }
    if (x.kind != OPERAND_TENSOR && dt == DT_BOOL) {
        *out = value_bool(false); /* a false alpha: nothing added */
        return true;
    }
    if (x.kind != OPERAND_TENSOR) return value_binary(in, OP_MUL, other, alpha, out);
    Operand xs[2] = {x, al};
    return tensor_run(in, OP_mul, xs, 2, out);
}

/* rsub(input, other, alpha=1): other - alpha * input, as PyTorch. */
static bool bi_rsub(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    Operand xs[2];
    Value scaled;
    if (!args_tensor(in, a, 0, &t) || !args_operand(in, a, 1, &xs[0]) ||
        !scaled_other(in, xs[0], a->p[0], a->p[2], &scaled))
        return false;
    tensor_operand(scaled, &xs[1]);
    bool ok = tensor_run(in, OP_sub, xs, 2, out);
    value_release(scaled);
    return ok;
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

/* The binary functions PyTorch declares with a Tensor other and no
 * Scalar form: a number there is a TypeError. */
static bool tensors_only(OpCode op)
{
    switch (op) {
    case OP_maximum:
    case OP_minimum:
    case OP_fmax:
    case OP_fmin:
    case OP_atan2:
    case OP_hypot:
    case OP_logaddexp:
    case OP_logaddexp2:
    case OP_nextafter:
    case OP_igamma:
    case OP_igammac:
    case OP_gcd:
    case OP_lcm:
    case OP_logand:
    case OP_logor:
    case OP_logxor: return true;
    default: return false;
    }
}

/* The binary functions as PyTorch names them: add(input, other, alpha=1),
 * div(input, other, rounding_mode=None), pow(input, exponent), ...; the
 * OpCode in data. */
static bool binary_call(Interp *in, const Args *a, bool inplace, Value *out)
{
    OpCode op = (OpCode)a->fn->data;
    /* true_divide is div without rounding_mode. */
    const Signature *s = builtins_signature(a->fn);
    bool has_alpha = op == OP_add || op == OP_sub;
    bool is_div = op == OP_div && s->n > 2 && strcmp(s->p[2].name, "rounding_mode") == 0;
    const Value *p = a->p;
    Operand xs[2];
    Tensor *t;
    if (!args_operand(in, a, 0, &xs[0]) || !args_operand(in, a, 1, &xs[1])) return false;
    if (tensors_only(op) && (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &t))) return false;
    if (xs[0].kind != OPERAND_TENSOR && xs[1].kind != OPERAND_TENSOR) {
        /* pow(2, 3) on two numbers is Python's; elsewhere the first must
         * be a tensor, and is not. */
        if (op == OP_pow) return value_binary(in, OP_POW, p[0], p[1], out);
        return args_tensor(in, a, 0, &t);
    }
    const char *mode = NULL;
    Value other = value_retain(p[1]);
    bool ok = true;
    if (has_alpha) {
        /* scaled_other sets other only when it succeeds. */
        value_release(other);
        other = value_none();
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
    Value r;
    /* x ** number is a unary op to PyTorch, which keeps x's dtype. */
    bool unary_pow = a->fn->data == OP_pow && a->p[0].kind == V_TENSOR && a->p[1].kind != V_TENSOR;
    return binary_call(in, a, false, &r) && deliver(in, a, r, unary_pow ? OUT_EXACT : OUT_CAST, out);
}

static bool bi_binary_(Interp *in, const Args *a, Value *out)
{
    return binary_call(in, a, true, out);
}

/* float_power's operands: each tensor converted to float64 (*held takes
 * the copies, which the caller releases), numbers as they are; at least
 * one must be a tensor. */
static bool float_power_operands(Interp *in, const Args *a, Operand *xs, Tensor **held)
{
    Tensor *t;
    held[0] = held[1] = NULL;
    if (!args_operand(in, a, 0, &xs[0]) || !args_operand(in, a, 1, &xs[1])) return false;
    if (xs[0].kind != OPERAND_TENSOR && xs[1].kind != OPERAND_TENSOR) return args_tensor(in, a, 0, &t);
    for (int i = 0; i < 2; i++) {
        if (xs[i].kind != OPERAND_TENSOR) continue;
        if (!tensor_to(in, xs[i].t, tensor_device(xs[i].t), DT_FLOAT64, false, false, &held[i])) return false;
        xs[i] = operand_tensor(held[i]);
    }
    return true;
}

/* float_power(input, exponent): pow in float64, whatever the operands'
 * dtypes; an out= must be float64 too. */
static bool bi_float_power(Interp *in, const Args *a, Value *out)
{
    Operand xs[2];
    Tensor *held[2];
    Value r;
    const Value *o = &a->p[2];
    if (o->kind == V_TENSOR && value_as_tensor(*o)->dtype != DT_FLOAT64)
        return error_raise(in, "the output given to float_power has dtype %s but the operation's result requires dtype Double",
                           tensor_type_name(value_as_tensor(*o)->dtype));
    bool ok = float_power_operands(in, a, xs, held) && tensor_run(in, OP_pow, xs, 2, &r);
    tensor_release(held[0]);
    tensor_release(held[1]);
    return ok && deliver(in, a, r, OUT_EXACT, out);
}

/* t.float_power_(exponent): t must already be float64. */
static bool bi_float_power_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *held[2];
    Operand xs[2];
    if (t->dtype != DT_FLOAT64)
        return error_raise(in, "the base given to float_power_ has dtype %s but the operation's result requires dtype Double",
                           tensor_type_name(t->dtype));
    bool ok = float_power_operands(in, a, xs, held) && tensor_run_inplace(in, OP_pow, (Operand[]){operand_tensor(t), xs[1]}, 2);
    tensor_release(held[0]);
    tensor_release(held[1]);
    if (ok) *out = value_retain(a->p[0]);
    return ok;
}

/* clamp(input, min=None, max=None), and clamp_min and clamp_max, whose one
 * bound the row's params name; bounds are numbers or tensors. */
static bool clamp_call(Interp *in, const Args *a, bool inplace, Value *out)
{
    const Signature *s = builtins_signature(a->fn);
    Tensor *t = NULL;
    if (!args_tensor(in, a, 0, &t)) return false;
    Operand bound[2];                       /* min, max */
    const Operand *given[2] = {NULL, NULL};
    bool numbers = true;
    for (int i = 1; i < s->n; i++) {
        if (a->p[i].kind == V_NONE || strcmp(s->p[i].name, "out") == 0) continue;
        int k = strcmp(s->p[i].name, "min") == 0 ? 0 : 1;
        if (!args_operand(in, a, i, &bound[k])) return false;
        numbers = numbers && bound[k].kind != OPERAND_TENSOR;
        given[k] = &bound[k];
    }
    const Backend *be;
    Error err;
    Tensor *r;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_clamp(be, tensor_stream(tensor_device(t)), t, given[0], given[1], &r, &err))
        return tensor_fail(in, &err);
    if (!inplace) return deliver(in, a, value_tensor(r), numbers ? OUT_EXACT : OUT_CAST, out);
    /* With number bounds PyTorch refuses any promotion and names the
     * dtype as C++ does; tensor bounds cast back as add_ does. */
    bool ok;
    if (numbers && r->dtype != t->dtype)
        ok = error_raise(in, "result type %s can't be cast to the desired output type %s", tensor_type_name(r->dtype),
                         dtype_cpp_name(t->dtype));
    else
        ok = write_back(in, t, r);
    tensor_release(r);
    if (ok) *out = value_retain(a->p[0]);
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

/* positive(input): input itself, as PyTorch returns it, bool refused. */
static bool bi_positive(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (t->dtype == DT_BOOL) return error_raise(in, "The `+` operator, on a bool tensor is not supported.");
    *out = value_retain(a->p[0]);
    return true;
}

/* real, conj and their kin: PyTorch returns a tensor of a real dtype
 * itself, and cst has no other. */
static bool bi_itself(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    if (!args_tensor(in, a, 0, &t)) return false;
    *out = value_retain(a->p[0]);
    return true;
}

static bool bi_imag(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    (void)out;
    return args_tensor(in, a, 0, &t) &&
           error_raise(in, "imag is not implemented for tensors with non-complex dtypes.");
}

/* where(condition, input, other, *, out=None), or where(condition): its
 * nonzero coordinates (tensor_search.c).  An out= must be of the result's
 * dtype, as PyTorch's where_self_out checks it. */
static bool bi_where(Interp *in, const Args *a, Value *out)
{
    Tensor *cond = NULL;
    if (!(a->given & 6)) return tensor_search_where(in, a, out);
    if (!args_tensor(in, a, 0, &cond)) return false;
    Operand xs[3] = {operand_tensor(cond)};
    if (!args_operand(in, a, 1, &xs[1]) || !args_operand(in, a, 2, &xs[2])) return false;
    /* PyTorch makes a number operand a 0-d tensor of the result's dtype
     * (scalar_tensor), so it must fit that dtype. */
    TensorPromotion pr = TENSOR_PROMOTION_INIT;
    for (int i = 1; i < 3; i++) {
        if (xs[i].kind == OPERAND_TENSOR) tensor_promotion_tensor(&pr, xs[i].t->dtype, xs[i].t->ndim);
        else tensor_promotion_scalar(&pr, xs[i].kind == OPERAND_BOOL ? DT_BOOL : xs[i].kind == OPERAND_INT ? DT_INT64 : DT_FLOAT64);
    }
    DType dt = tensor_promotion_result(&pr);
    Error err;
    for (int i = 1; i < 3; i++)
        if (xs[i].kind != OPERAND_TENSOR && !dispatch_fill_check(dt, &xs[i], &err)) return tensor_fail(in, &err);
    Tensor *o;
    if (a->p[3].kind == V_NONE) return tensor_run(in, OP_where, xs, 3, out);
    if (!args_tensor(in, a, 3, &o)) return false;
    if (o->dtype != dt)
        return error_raise(in, "Expected out type to be %s but got %s", tensor_type_name(dt),
                           tensor_type_name(o->dtype));
    Value r;
    return tensor_run(in, OP_where, xs, 3, &r) && deliver(in, a, r, OUT_EXACT, out);
}

/* ------------------------------------------------------ data movement */

static bool bi_fill_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t = value_as_tensor(p[0]);
    Operand v;
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
    Tensor *t = value_as_tensor(a->p[0]);
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be) ||
        !fail(in, dispatch_fill(be, tensor_stream(tensor_device(t)), t, operand_int(0), &err), &err))
        return false;
    *out = value_retain(a->p[0]);
    return true;
}

static bool bi_copy_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t = value_as_tensor(p[0]), *src = NULL;
    bool nb;
    if (!value_truth(in, p[2], &nb) || !args_tensor(in, a, 1, &src)) return false;
    if (!tensor_copy(in, t, src, nb)) return false;
    *out = value_retain(p[0]);
    return true;
}

/* -------------------------------------------------------------- views */

static bool bi_view(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    Error err;
    /* t.view(dtype) or t.view(dtype=dtype): overloads.c let one alone through. */
    Value dt = a->n == 2 && a->v[1].kind == V_DTYPE ? a->v[1] : a->p[2];
    if (dt.kind == V_DTYPE) {
        if (!tensor_view_dtype(t, dt.u.dtype, &r, &err)) return tensor_fail(in, &err);
        return args_give(out, r);
    }
    if (!args_sizes(in, a, 1, &ndim, shape)) return false;
    if (!tensor_view(t, ndim, shape, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_reshape(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    const Backend *be;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_sizes(in, a, 1, &ndim, shape) || !tensor_backend(in, &be))
        return false;
    if (!dispatch_reshape(be, tensor_stream(tensor_device(t)), t, ndim, shape, &r, &err))
        return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_flatten(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int64_t start = 0, end = 0;
    const Backend *be;
    Error err;
    if (!args_tensor(in, a, 0, &t) ||
        !args_int(in, a, 1, &start) || !args_int(in, a, 2, &end) ||
        !tensor_backend(in, &be))
        return false;
    /* Flattening one dimension gives the tensor itself, as PyTorch's does
     * (x.flatten() is x for a vector). */
    int s, e;
    if (t->ndim > 0 && tensor_wrap_dim(start, t->ndim, &s, &err) && tensor_wrap_dim(end, t->ndim, &e, &err) && s == e) {
        *out = value_retain(a->p[0]);
        return true;
    }
    if (!dispatch_flatten(be, tensor_stream(tensor_device(t)), t, start, end, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_squeeze(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t = NULL, *r;
    Error err;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (p[1].kind == V_NONE) return args_give(out, tensor_squeeze(t));
    if (!value_is_seq(p[1])) {
        int64_t dim = 0;
        if (!args_int(in, a, 1, &dim)) return false;
        if (!tensor_squeeze_dim(t, dim, &r, &err)) return tensor_fail(in, &err);
        return args_give(out, r);
    }
    /* squeeze((d0, d1, ...)): drops those of the dimensions that have size 1. */
    bool drop[TENSOR_MAX_DIMS] = {false}, seen[TENSOR_MAX_DIMS] = {false};
    List *l = value_as_list(p[1]);
    for (size_t i = 0; i < l->len; i++) {
        int64_t dim = 0;
        int d;
        if (!args_int_value(in, a, args_name(a, 1), l->items[i], &dim)) return false;
        if (!tensor_wrap_dim(dim, t->ndim, &d, &err)) return tensor_fail(in, &err);
        if (t->ndim == 0) continue;
        /* dim_list_to_bitset's check: a 0-d tensor's dims skip it. */
        if (seen[d]) return error_raise(in, "dim %d appears multiple times in the list of dims", d);
        seen[d] = true;
        if (t->shape[d] == 1) drop[d] = true;
    }
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int n = 0;
    for (int d = 0; d < t->ndim; d++) {
        if (drop[d]) continue;
        shape[n] = t->shape[d];
        strides[n++] = t->strides[d];
    }
    return args_give(out, tensor_as_strided(t, n, shape, strides, t->offset));
}

static bool bi_unsqueeze(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int64_t dim = 0;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim)) return false;
    if (!tensor_unsqueeze(t, dim, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_transpose(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int64_t d0 = 0, d1 = 0;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &d0) ||
        !args_int(in, a, 2, &d1))
        return false;
    if (!tensor_transpose(t, d0, d1, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_t(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    Error err;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (!tensor_t(t, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_permute(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    int n;
    int64_t dims[TENSOR_MAX_DIMS];
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_sizes(in, a, 1, &n, dims)) return false;
    if (!tensor_permute(t, n, dims, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

static bool bi_expand(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    int n;
    int64_t sizes[TENSOR_MAX_DIMS];
    Error err;
    if (!args_sizes(in, a, 1, &n, sizes)) return false;
    if (!tensor_expand(t, n, sizes, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

/* expand_as(other), view_as(other), reshape_as(other): which in data. */
enum { AS_EXPAND, AS_VIEW, AS_RESHAPE };

static bool bi_as_other(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *o, *r;
    Error err;
    if (!args_tensor(in, a, 1, &o)) return false;
    bool ok;
    if (a->fn->data == AS_EXPAND) {
        ok = tensor_expand(t, o->ndim, o->shape, &r, &err);
    } else if (a->fn->data == AS_VIEW) {
        ok = tensor_view(t, o->ndim, o->shape, &r, &err);
    } else {
        const Backend *be;
        if (!tensor_backend(in, &be)) return false;
        ok = dispatch_reshape(be, tensor_stream(tensor_device(t)), t, o->ndim, o->shape, &r, &err);
    }
    if (!ok) return tensor_fail(in, &err);
    return args_give(out, r);
}

/* contiguous(*, memory_format=torch.contiguous_format): t itself when it
 * is contiguous in that format, else a copy laid out so; preserve_format
 * is refused for a t that is not contiguous, as PyTorch refuses it. */
static bool bi_contiguous(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    MemoryFormat f = MEM_CONTIGUOUS;
    const Backend *be;
    Error err;
    if (!args_memory_format(in, a, 1, false, &f) || !tensor_backend(in, &be)) return false;
    DevStream *s = tensor_stream(tensor_device(t));
    bool ok;
    if (f == MEM_CONTIGUOUS) {
        ok = dispatch_contiguous(be, s, t, &r, &err);
    } else if (tensor_is_contiguous_as(t, f)) {
        r = tensor_retain(t);
        ok = true;
    } else {
        if (f == MEM_PRESERVE) return error_raise(in, "preserve memory format is unsupported by the contiguous operator");
        ok = dispatch_clone_as(be, s, t, f, &r, &err);
    }
    if (!ok) return tensor_fail(in, &err);
    /* PyTorch returns the tensor itself when it is already contiguous. */
    if (r == t) {
        tensor_release(r);
        *out = value_retain(a->p[0]);
        return true;
    }
    return args_give(out, r);
}

/* clone(input, *, memory_format=torch.preserve_format). */
static bool bi_clone(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL, *r;
    MemoryFormat f = MEM_PRESERVE;
    const Backend *be;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !args_memory_format(in, a, 1, true, &f) || !tensor_backend(in, &be))
        return false;
    if (!dispatch_clone_as(be, tensor_stream(tensor_device(t)), t, f, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

/* is_contiguous(*, memory_format=torch.contiguous_format). */
static bool bi_is_contiguous(Interp *in, const Args *a, Value *out)
{
    MemoryFormat f = MEM_CONTIGUOUS;
    if (!args_memory_format(in, a, 1, false, &f)) return false;
    *out = value_bool(tensor_is_contiguous_as(value_as_tensor(a->p[0]), f));
    return true;
}

/* --------------------------------------------------------- attributes */

/* The attributes, which in data. */
enum {
    ATTR_SHAPE, ATTR_DTYPE, ATTR_DEVICE, ATTR_NDIM, ATTR_IS_CUDA, ATTR_T, ATTR_REQUIRES_GRAD, ATTR_DATA, ATTR_ITEMSIZE,
    ATTR_NBYTES, ATTR_IS_LEAF, ATTR_NONE, ATTR_FALSE
};

static bool attr(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    switch (a->fn->data) {
    case ATTR_SHAPE: *out = value_size_new(t->shape, t->ndim); break;
    case ATTR_DTYPE: *out = value_dtype(t->dtype); break;
    case ATTR_DEVICE: {
        Device d = {tensor_device(t) < 0 ? DEV_CPU : DEV_CUDA, tensor_device(t) < 0 ? -1 : tensor_device(t)};
        *out = value_device(d);
        break;
    }
    case ATTR_NDIM: *out = value_int(t->ndim); break;
    case ATTR_IS_CUDA: *out = value_bool(tensor_device(t) >= 0); break;
    case ATTR_REQUIRES_GRAD: *out = value_bool(false); break;
    /* Without autograd every tensor is a leaf that never gets a gradient. */
    case ATTR_IS_LEAF: *out = value_bool(true); break;
    case ATTR_NONE: *out = value_none(); break;
    case ATTR_FALSE: *out = value_bool(false); break;
    case ATTR_DATA: *out = value_tensor(tensor_retain(t)); break;
    case ATTR_ITEMSIZE: *out = value_int((int64_t)dtype_size(t->dtype)); break;
    case ATTR_NBYTES: *out = value_int(tensor_numel(t) * (int64_t)dtype_size(t->dtype)); break;
    default: {
        /* T: the transpose of a matrix; other ranks reverse their
         * dimensions (PyTorch's deprecated behaviour, without its warning). */
        int64_t dims[TENSOR_MAX_DIMS];
        for (int d = 0; d < t->ndim; d++) dims[d] = t->ndim - 1 - d;
        Tensor *r;
        Error err;
        if (!tensor_permute(t, t->ndim, dims, &r, &err)) return tensor_fail(in, &err);
        return args_give(out, r);
    }
    }
    return true;
}

/* ------------------------------------------------------------ queries */

static bool bi_item(Interp *in, const Args *a, Value *out)
{
    return tensor_item(in, value_as_tensor(a->p[0]), out);
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
    Tensor *h;
    if (!tensor_host(in, value_as_tensor(a->p[0]), &h)) return false;
    *out = list_of(h, 0, tensor_numel(h) ? tensor_data(h) : NULL);
    tensor_release(h);
    return true;
}

static bool bi_numel(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    if (!args_tensor(in, a, 0, &t)) return false;
    *out = value_int(tensor_numel(t));
    return true;
}

static bool bi_dim(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_int(value_as_tensor(a->p[0])->ndim);
    return true;
}

/* size(dim=None) and stride(dim=None): a Size (a tuple) or one int;
 * which in data. */
enum { QUERY_SIZE, QUERY_STRIDE };

static bool bi_size(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t = value_as_tensor(p[0]);
    bool size = a->fn->data == QUERY_SIZE;
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
    if (!args_int(in, a, 1, &dim)) return false;
    if (t->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension specified as %lld but tensor has no dimensions", (long long)dim);
    if (!tensor_wrap_dim(dim, t->ndim, &d, &err)) return tensor_fail(in, &err);
    *out = value_int(v[d]);
    return true;
}

/* The queries of t's layout without arguments, which in data. */
enum {
    FLAG_STORAGE_OFFSET, FLAG_ELEMENT_SIZE, FLAG_IS_FLOATING_POINT, FLAG_IS_COMPLEX,
    FLAG_IS_CONJ, FLAG_IS_NEG, FLAG_IS_INFERENCE, FLAG_IS_SIGNED, FLAG_IS_PINNED, FLAG_DATA_PTR, FLAG_GET_DEVICE,
    FLAG_IS_NONZERO
};

static bool bi_is_same_size(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *u;
    if (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &u)) return false;
    *out = value_bool(t->ndim == u->ndim && memcmp(t->shape, u->shape, sizeof t->shape[0] * (size_t)t->ndim) == 0);
    return true;
}

static bool bi_flag(Interp *in, const Args *a, Value *out)
{
    Tensor *t = NULL;
    if (!args_tensor(in, a, 0, &t)) return false;
    switch (a->fn->data) {
    case FLAG_IS_PINNED: *out = value_bool(t->storage->pinned); break;
    case FLAG_IS_FLOATING_POINT: *out = value_bool(dtype_is_float(t->dtype)); break;
    case FLAG_IS_COMPLEX:
    case FLAG_IS_CONJ:
    case FLAG_IS_NEG:
    case FLAG_IS_INFERENCE: *out = value_bool(false); break;
    case FLAG_IS_SIGNED: *out = value_bool(t->dtype != DT_BOOL && t->dtype != DT_UINT8); break;
    case FLAG_ELEMENT_SIZE: *out = value_int((int64_t)dtype_size(t->dtype)); break;
    /* The address of element [0, ..., 0] (0 for no elements), to compare
     * with another's: it changes from run to run. */
    case FLAG_DATA_PTR:
        *out = value_int(t->storage->data ? (int64_t)(intptr_t)t->storage->data +
                                                t->offset * (int64_t)dtype_size(t->dtype)
                                          : 0);
        break;
    case FLAG_GET_DEVICE: *out = value_int(tensor_device(t)); break;
    case FLAG_IS_NONZERO: {
        bool truth;
        if (!value_truth(in, a->p[0], &truth)) return false;
        *out = value_bool(truth);
        break;
    }
    default: *out = value_int(t->offset); break;
    }
    return true;
}

/* -------------------------------------------------------- conversions */

/* to()'s memory_format=: a format, or None for preserve_format. */
static bool memory_format(Interp *in, Value v, MemoryFormat *f)
{
    if (v.kind == V_MEMORY_FORMAT) *f = (MemoryFormat)v.u.i;
    else if (v.kind != V_NONE)
        return error_raise_as(in, ERR_TYPE, "to(): argument 'memory_format' must be torch.memory_format, not %s",
                              value_type_name(v));
    return true;
}

/* to(device=None, dtype=None, non_blocking=False, copy=False, *,
 * memory_format=None), also as to(dtype), to(device, dtype), to(other
 * tensor). */
static bool bi_to(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->v[0]);
    int dev = tensor_device(t);
    DType dt = t->dtype;
    bool non_blocking = false, copy = false;
    MemoryFormat f = MEM_PRESERVE;
    int nflags = 0;
    for (int i = 1; i < a->n; i++) {
        Value v = a->v[i];
        if (v.kind == V_NONE) continue;   /* to(None): a device or dtype of None keeps t's */
        if (v.kind == V_TENSOR) {
            dev = tensor_device(value_as_tensor(v));
            dt = value_as_tensor(v)->dtype;
        } else if (v.kind == V_STR || v.kind == V_DEVICE || v.kind == V_INT) {
            if (!args_to_device(in, "to", v, &dev)) return false;
        } else if (v.kind == V_BOOL && nflags < 2) {
            *(nflags++ == 0 ? &non_blocking : &copy) = v.u.b;
        } else if (!value_as_dtype(v, &dt)) {
            return error_raise_as(in, ERR_TYPE,
                                  "to() received an invalid combination of arguments: argument %d is a %s", i,
                                  value_type_name(v));
        }
    }
    for (int k = 0; k < a->nkw; k++) {
        const char *key = a->kw_names[k];
        Value v = a->kw[k];
        bool ok = true;
        if (strcmp(key, "device") == 0) ok = v.kind == V_NONE || args_to_device(in, "to", v, &dev);
        else if (strcmp(key, "dtype") == 0) ok = v.kind == V_NONE || args_to_dtype(in, "to", v, &dt);
        else if (strcmp(key, "non_blocking") == 0) ok = value_truth(in, v, &non_blocking);
        else if (strcmp(key, "copy") == 0) ok = value_truth(in, v, &copy);
        else if (strcmp(key, "memory_format") == 0) ok = memory_format(in, v, &f);
        else return error_raise_as(in, ERR_TYPE, "to() got an unexpected keyword argument '%s'", key);
        if (!ok) return false;
    }
    Tensor *r;
    if (!tensor_to_format(in, t, dev, dt, f, non_blocking, copy, &r)) return false;
    if (r == t) {
        tensor_release(r);
        *out = value_retain(a->v[0]);
        return true;
    }
    return args_give(out, r);
}

/* The tensor value itself when conversion changed nothing, as PyTorch. */
static bool converted(Value self, Tensor *r, Value *out)
{
    if (r == value_as_tensor(self)) {
        tensor_release(r);
        *out = value_retain(self);
        return true;
    }
    return args_give(out, r);
}

static bool bi_cuda(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t = value_as_tensor(p[0]), *r;
    int dev;
    bool nb;
    if (!args_device(in, a, 1, &dev) || !value_truth(in, p[2], &nb))
        return false;
    if (dev < 0) return error_raise(in, "Invalid device, must be cuda device");
    return tensor_to(in, t, dev, t->dtype, nb, false, &r) && converted(p[0], r, out);
}

/* cpu(*, memory_format=None): to('cpu', memory_format=...). */
static bool bi_cpu(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    MemoryFormat f = MEM_PRESERVE;
    return args_memory_format(in, a, 1, true, &f) && tensor_to_format(in, t, -1, t->dtype, f, false, false, &r) &&
           converted(a->p[0], r, out);
}

/* float(*, memory_format=None), double(), long(), ...: to(dtype,
 * memory_format=...) on the same device, the DType in data. */
static bool bi_cast(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    MemoryFormat f = MEM_PRESERVE;
    return args_memory_format(in, a, 1, true, &f) &&
           tensor_to_format(in, t, tensor_device(t), (DType)a->fn->data, f, false, false, &r) &&
           converted(a->p[0], r, out);
}

static bool bi_pin_memory(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]), *r;
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (t->storage->pinned) {
        *out = value_retain(a->p[0]);
        return true;
    }
    if (!dispatch_pin_memory(be, t, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

/* ----------------------------------------------------- module functions */

static bool bi_is_tensor(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_bool(a->p[0].kind == V_TENSOR);
    return true;
}

static bool print_int(Interp *in, const char *name, Value v, int min, int *out)
{
    if (v.kind == V_NONE) return true;
    if (v.kind != V_INT) return error_raise_as(in, ERR_TYPE, "set_printoptions(): %s must be an int, not %s",
                                               name, value_type_name(v));
    if (v.u.i < min || v.u.i > 1000000)
        return error_raise_as(in, ERR_VALUE, "set_printoptions(): %s must be between %d and 1000000, got %lld",
                              name, min,
                              (long long)v.u.i);
    *out = (int)v.u.i;
    return true;
}

/* PyTorch's semantics: the profile first, then each option given; sci_mode
 * is reset to automatic whenever it is not given. */
static bool bi_set_printoptions(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    PrintOptions po = *tensor_print_options();
    if (p[4].kind != V_NONE) {
        if (p[4].kind != V_STR)
            return error_raise_as(in, ERR_TYPE, "set_printoptions(): profile must be a str, not %s",
                                  value_type_name(p[4]));
        format_profile(value_as_str(p[4])->data, &po);
    }
    if (!print_int(in, "precision", p[0], 0, &po.precision) || !print_int(in, "edgeitems", p[2], 0, &po.edgeitems) ||
        !print_int(in, "linewidth", p[3], -1000000, &po.linewidth))
        return false;
    if (p[1].kind == V_INT || p[1].kind == V_FLOAT) {
        po.threshold = p[1].kind == V_INT ? (double)p[1].u.i : p[1].u.f;
    } else if (p[1].kind != V_NONE) {
        return error_raise_as(in, ERR_TYPE, "set_printoptions(): threshold must be a number, not %s",
                              value_type_name(p[1]));
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

/* The two-input special functions of torch.special (zeta), which have
 * no torch.NAME (module.c's special rows). */
bool tensor_methods_binary(Interp *in, const Args *a, Value *out)
{
    return bi_binary(in, a, out);
}

#define FM (BI_FUNC | BI_METHOD)
/* The builtins of the elementwise ops of ops.def, by their forms: the
 * function and method py(input[, other]), the method alone, the in-place
 * method py_([other]). */
#define EW_FN_1 bi_unary
#define EW_FN_2 bi_binary
#define EW_FN_INPLACE_1 bi_unary_
#define EW_FN_INPLACE_2 bi_binary_
#define EW_PARAMS_1 "input, *, out=None"
#define EW_PARAMS_2 "input, other, *, out=None"
#define EW_PARAMS_SELF_1 ""
#define EW_PARAMS_SELF_2 "other"
#define EW_CALL_1 "(t)"
#define EW_CALL_2 "(t, other)"
#define EW_FUNCTION(py, op, arity, doc) {py, V_TENSOR, FM, EW_FN_##arity, EW_PARAMS_##arity, op, doc},
#define EW_METHOD(py, op, arity, doc) {py, V_TENSOR, BI_METHOD, EW_FN_##arity, EW_PARAMS_SELF_##arity, op, doc},
#define EW_INPLACE(py, op, arity)                                                                         \
    {py "_", V_TENSOR, BI_METHOD, EW_FN_INPLACE_##arity, EW_PARAMS_SELF_##arity, op,                      \
     "t = " py EW_CALL_##arity ", in place"},
#define EW_ROWS_FMI(py, op, arity, doc) EW_FUNCTION(py, op, arity, doc) EW_INPLACE(py, op, arity)
#define EW_ROWS_FM(py, op, arity, doc) EW_FUNCTION(py, op, arity, doc)
/* abs's function form is torch's own row, which calls the method row with
 * its out=. */
#define EW_ROWS_MI(py, op, arity, doc)                                                                   \
    {py, V_TENSOR, BI_METHOD, EW_FN_##arity, "*, out=None", op, doc}, EW_INPLACE(py, op, arity)
#define EW_ROWS_NONE(py, op, arity, doc)

static const Builtin op_rows[] = {
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) EW_ROWS_##forms(py, OP_##name, arity, doc)
#define OP(name, arity, group, doc)
#include "ops.def"
#undef EW
#undef OP
};

/* PyTorch's other names for ops of the table (the Array API's among them),
 * with the same forms. */
static const Builtin alias_rows[] = {
    EW_ROWS_FMI("arcsin", OP_asin, 1, "asin")
    EW_ROWS_FMI("arccos", OP_acos, 1, "acos")
    EW_ROWS_FMI("arctan", OP_atan, 1, "atan")
    EW_ROWS_FMI("arcsinh", OP_asinh, 1, "asinh")
    EW_ROWS_FMI("arccosh", OP_acosh, 1, "acosh")
    EW_ROWS_FMI("arctanh", OP_atanh, 1, "atanh")
    EW_ROWS_FMI("arctan2", OP_atan2, 2, "atan2")
    EW_ROWS_FMI("absolute", OP_abs, 1, "abs")
    EW_ROWS_FMI("negative", OP_neg, 1, "neg")
    EW_ROWS_FMI("fix", OP_trunc, 1, "trunc")
    EW_ROWS_FMI("sgn", OP_sign, 1, "sign (of real numbers)")
    EW_ROWS_FMI("multiply", OP_mul, 2, "mul")
    EW_ROWS_FMI("greater", OP_gt, 2, "gt")
    EW_ROWS_FMI("greater_equal", OP_ge, 2, "ge")
    EW_ROWS_FMI("less", OP_lt, 2, "lt")
    EW_ROWS_FMI("less_equal", OP_le, 2, "le")
    EW_ROWS_FMI("not_equal", OP_ne, 2, "ne")
    {"subtract", V_TENSOR, FM, bi_binary, "input, other, *, alpha=1, out=None", OP_sub, "sub"},
    {"subtract_", V_TENSOR, BI_METHOD, bi_binary_, "other, *, alpha=1", OP_sub, "sub_"},
    {"divide", V_TENSOR, FM, bi_binary, "input, other, *, rounding_mode=None, out=None", OP_div, "div"},
    {"divide_", V_TENSOR, BI_METHOD, bi_binary_, "other, *, rounding_mode=None", OP_div, "div_"},
    {"true_divide", V_TENSOR, FM, bi_binary, "input, other, *, out=None", OP_div, "div"},
    {"true_divide_", V_TENSOR, BI_METHOD, bi_binary_, "other", OP_div, "div_"},
};

static const Builtin rows[] = {
    /* elementwise ops with parameters of their own (the rest: op_rows) */
    {"round", V_TENSOR, BI_METHOD, bi_round, "*, decimals=0, out=None", 0,
     "each element rounded half to even (to decimals places); round(t) calls it"},
    {"round_", V_TENSOR, BI_METHOD, bi_round_, "decimals=0", 0, "t = t.round(decimals), in place"},
    {"add", V_TENSOR, FM, bi_binary, "input, other, alpha=1, *, out=None", OP_add, "input + alpha * other"},
    {"sub", V_TENSOR, FM, bi_binary, "input, other, alpha=1, *, out=None", OP_sub, "input - alpha * other"},
    {"rsub", V_TENSOR, BI_FUNC, bi_rsub, "input, other, *, alpha=1", 0, "other - alpha * input"},
    {"div", V_TENSOR, FM, bi_binary, "input, other, rounding_mode=None, *, out=None", OP_div,
     "input / other; rounding_mode 'floor' or 'trunc' rounds the quotient"},
    {"pow", V_TENSOR, FM, bi_binary, "input|self, exponent, *, out=None", OP_pow, "input ** exponent"},
    {"add_", V_TENSOR, BI_METHOD, bi_binary_, "other, alpha=1", OP_add, "t += alpha * other, in place"},
    {"sub_", V_TENSOR, BI_METHOD, bi_binary_, "other, alpha=1", OP_sub, "t -= alpha * other, in place"},
    {"div_", V_TENSOR, BI_METHOD, bi_binary_, "other, rounding_mode=None", OP_div, "t /= other, in place"},
    {"pow_", V_TENSOR, BI_METHOD, bi_binary_, "exponent", OP_pow, "t = t ** exponent, in place"},
    {"polygamma", V_TENSOR, BI_FUNC, bi_polygamma, "n, input, *, out=None", 0,
     "the n-th derivative of digamma at each element"},
    {"polygamma", V_TENSOR, BI_METHOD, bi_polygamma, "n", 0, "the n-th derivative of digamma at each element"},
    {"polygamma_", V_TENSOR, BI_METHOD, bi_polygamma_, "n", 0, "t = polygamma(n, t), in place"},
    {"xlogy_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "other", 0, "t = xlogy(t, other), in place"},
    {"logit_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "eps=None", 0, "t = logit(t, eps), in place"},
    {"erfinv_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "", 0, "t = erfinv(t), in place"},
    {"rad2deg_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "", 0, "t = rad2deg(t), in place"},
    {"deg2rad_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "", 0, "t = deg2rad(t), in place"},
    {"mvlgamma_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "p", 0, "t = mvlgamma(t, p), in place"},
    {"heaviside_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "values", 0, "t = heaviside(t, values), in place"},
    {"ldexp_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "other", 0, "t = ldexp(t, other), in place"},
    {"renorm_", V_TENSOR, BI_METHOD | BI_RAW, bi_composite_, "p, dim, maxnorm", 0,
     "t = renorm(t, p, dim, maxnorm), in place"},
    {"float_power", V_TENSOR, FM, bi_float_power, "input, exponent, *, out=None", 0, "input ** exponent in float64"},
    {"float_power_", V_TENSOR, BI_METHOD, bi_float_power_, "exponent", 0, "t = t ** exponent in place; t must be float64"},
    {"clamp", V_TENSOR, FM, bi_clamp, "input, min=None, max=None, *, out=None", 0, "each element limited to [min, max]"},
    {"clip", V_TENSOR, FM, bi_clamp, "input, min=None, max=None, *, out=None", 0, "clamp"},
    {"clamp_", V_TENSOR, BI_METHOD, bi_clamp_, "min=None, max=None", 0, "t = clamp(t, min, max), in place"},
    {"clip_", V_TENSOR, BI_METHOD, bi_clamp_, "min=None, max=None", 0, "clamp_"},
    {"clamp_min", V_TENSOR, FM, bi_clamp, "input, min", 0, "clamp(input, min=min)"},
    {"clamp_max", V_TENSOR, FM, bi_clamp, "input, max", 0, "clamp(input, max=max)"},
    {"clamp_min_", V_TENSOR, BI_METHOD, bi_clamp_, "min", 0, "t = clamp(t, min=min), in place"},
    {"clamp_max_", V_TENSOR, BI_METHOD, bi_clamp_, "max", 0, "t = clamp(t, max=max), in place"},
    {"positive", V_TENSOR, FM, bi_positive, "input", 0, "input itself (+input); bool refused"},
    /* complex parts of real tensors, as PyTorch gives them */
    {"real", V_NONE, BI_FUNC, bi_itself, "input", 0, "input itself: cst has no complex dtype"},
    {"real", V_TENSOR, BI_ATTR, bi_itself, NULL, 0, "t itself: cst has no complex dtype"},
    {"imag", V_NONE, BI_FUNC, bi_imag, "input", 0, "an error: cst has no complex dtype"},
    {"imag", V_TENSOR, BI_ATTR, bi_imag, NULL, 0, "an error: cst has no complex dtype"},
    {"conj", V_TENSOR, FM, bi_itself, "input", 0, "input itself: cst has no complex dtype"},
    {"conj_physical", V_TENSOR, FM, bi_itself, "input", 0, "input itself: cst has no complex dtype"},
    {"resolve_conj", V_TENSOR, FM, bi_itself, "input", 0, "input itself: cst has no complex dtype"},
    {"is_conj", V_TENSOR, FM, bi_flag, "input", FLAG_IS_CONJ, "False: cst has no complex dtype"},
    {"where", V_NONE, BI_FUNC, bi_where, "condition, input=None, other=None, *, out=None", 0,
     "input where condition is true, else other; where(condition) is nonzero(condition, as_tuple=True)"},
    /* data movement */
    {"fill_", V_TENSOR, BI_METHOD, bi_fill_, "value", 0, "every element of t set to value"},
    {"zero_", V_TENSOR, BI_METHOD, bi_zero_, "", 0, "every element of t set to 0"},
    {"copy_", V_TENSOR, BI_METHOD, bi_copy_, "other, non_blocking=False", 0,
     "other's values (broadcast, converted) written into t, across devices too"},
    /* views and copies */
    {"view", V_TENSOR, BI_METHOD, bi_view, "*size, dtype=None", 0,
     "a view of t with another shape (one size may be -1), or of its bytes as another dtype"},
    {"reshape", V_TENSOR, FM, bi_reshape, "input, *shape", 0, "a view with that shape when possible, else a copy"},
    {"flatten", V_TENSOR, FM, bi_flatten, "input, start_dim=0, end_dim=-1", 0, "those dimensions merged into one"},
    {"squeeze", V_TENSOR, FM, bi_squeeze, "input, dim=None", 0, "a view without size-1 dimensions (or just dim)"},
    {"unsqueeze", V_TENSOR, FM, bi_unsqueeze, "input, dim", 0, "a view with a size-1 dimension inserted at dim"},
    {"transpose", V_TENSOR, FM, bi_transpose, "input, dim0, dim1", 0, "a view with two dimensions swapped"},
    {"t", V_TENSOR, FM, bi_t, "input", 0, "the transpose of a matrix (a view); 0-d and 1-d tensors as they are"},
    {"permute", V_TENSOR, FM, bi_permute, "input, *dims", 0, "a view with the dimensions reordered"},
    {"expand", V_TENSOR, BI_METHOD, bi_expand, "*size", 0, "a view repeating size-1 dimensions (-1 keeps one)"},
    {"expand_as", V_TENSOR, BI_METHOD, bi_as_other, "other", AS_EXPAND, "t.expand(other.shape)"},
    {"view_as", V_TENSOR, BI_METHOD, bi_as_other, "other", AS_VIEW, "t.view(other.shape)"},
    {"reshape_as", V_TENSOR, BI_METHOD, bi_as_other, "other", AS_RESHAPE, "t.reshape(other.shape)"},
    {"contiguous", V_TENSOR, BI_METHOD, bi_contiguous, "*, memory_format=None", 0,
     "t itself if contiguous (in memory_format, torch.contiguous_format unless given), else a copy laid out so"},
    {"clone", V_TENSOR, FM, bi_clone, "input, *, memory_format=None", 0,
     "a copy with its own memory, laid out as input (preserve_format) unless memory_format says"},
    /* attributes */
    {"shape", V_TENSOR, BI_ATTR, attr, NULL, ATTR_SHAPE, "the sizes, a torch.Size"},
    {"dtype", V_TENSOR, BI_ATTR, attr, NULL, ATTR_DTYPE, "the element type"},
    {"device", V_TENSOR, BI_ATTR, attr, NULL, ATTR_DEVICE, "where the tensor lives (cuda:N or cpu)"},
    {"ndim", V_TENSOR, BI_ATTR, attr, NULL, ATTR_NDIM, "the number of dimensions"},
    {"is_cuda", V_TENSOR, BI_ATTR, attr, NULL, ATTR_IS_CUDA, "whether t lives on a CUDA device"},
    {"T", V_TENSOR, BI_ATTR, attr, NULL, ATTR_T, "a view with the dimensions reversed (the transpose of a matrix)"},
    {"requires_grad", V_TENSOR, BI_ATTR, attr, NULL, ATTR_REQUIRES_GRAD, "always False (cst has no autograd)"},
    {"is_leaf", V_TENSOR, BI_ATTR, attr, NULL, ATTR_IS_LEAF, "always True (cst has no autograd)"},
    {"grad", V_TENSOR, BI_ATTR, attr, NULL, ATTR_NONE, "always None (cst has no autograd)"},
    {"grad_fn", V_TENSOR, BI_ATTR, attr, NULL, ATTR_NONE, "always None (cst has no autograd)"},
    {"retains_grad", V_TENSOR, BI_ATTR, attr, NULL, ATTR_FALSE, "always False (cst has no autograd)"},
    {"is_sparse", V_TENSOR, BI_ATTR, attr, NULL, ATTR_FALSE, "always False (cst's tensors are strided)"},
    {"is_quantized", V_TENSOR, BI_ATTR, attr, NULL, ATTR_FALSE, "always False (cst has no quantized dtype)"},
    {"is_meta", V_TENSOR, BI_ATTR, attr, NULL, ATTR_FALSE, "always False (every tensor has its data)"},
    {"data", V_TENSOR, BI_ATTR, attr, NULL, ATTR_DATA, "t itself (cst has no autograd to detach from)"},
    {"itemsize", V_TENSOR, BI_ATTR, attr, NULL, ATTR_ITEMSIZE, "bytes per element (element_size())"},
    {"nbytes", V_TENSOR, BI_ATTR, attr, NULL, ATTR_NBYTES, "numel() * element_size(), a view's elements alone"},
    /* queries */
    {"item", V_TENSOR, BI_METHOD, bi_item, "", 0, "the one element as a Python number (waits for the device)"},
    {"tolist", V_TENSOR, BI_METHOD, bi_tolist, "", 0, "the elements as nested lists of numbers (waits)"},
    {"numel", V_TENSOR, FM, bi_numel, "input", 0, "the number of elements"},
    {"nelement", V_TENSOR, BI_METHOD, bi_numel, "", 0, "t.numel()"},
    {"dim", V_TENSOR, BI_METHOD, bi_dim, "", 0, "the number of dimensions"},
    {"ndimension", V_TENSOR, BI_METHOD, bi_dim, "", 0, "t.dim()"},
    {"size", V_TENSOR, BI_METHOD, bi_size, "dim=None", QUERY_SIZE, "the sizes (a torch.Size), or the size of dim"},
    {"stride", V_TENSOR, BI_METHOD, bi_size, "dim=None", QUERY_STRIDE,
     "the strides in elements (a tuple), or one"},
    {"storage_offset", V_TENSOR, BI_METHOD, bi_flag, "", FLAG_STORAGE_OFFSET,
     "where t starts in its storage, in elements"},
    {"is_contiguous", V_TENSOR, BI_METHOD, bi_is_contiguous, "*, memory_format=None", 0,
     "whether t is laid out row-major without gaps (NHWC for memory_format=torch.channels_last)"},
    {"element_size", V_TENSOR, BI_METHOD, bi_flag, "", FLAG_ELEMENT_SIZE, "bytes per element"},
    {"is_floating_point", V_TENSOR, FM, bi_flag, "input", FLAG_IS_FLOATING_POINT,
     "whether the dtype is a float type"},
    {"is_complex", V_TENSOR, FM, bi_flag, "input", FLAG_IS_COMPLEX, "False: cst has no complex dtype"},
    {"is_nonzero", V_TENSOR, FM, bi_flag, "input", FLAG_IS_NONZERO,
     "the truth of a tensor of one element, as bool(input)"},
    {"is_signed", V_TENSOR, FM, bi_flag, "input", FLAG_IS_SIGNED, "whether the dtype holds negative numbers"},
    {"is_neg", V_TENSOR, FM, bi_flag, "input", FLAG_IS_NEG, "False: cst negates at once, never lazily"},
    {"is_inference", V_TENSOR, FM, bi_flag, "input", FLAG_IS_INFERENCE,
     "False: inference_mode changes nothing in cst, which has no autograd"},
    {"is_same_size", V_TENSOR, FM, bi_is_same_size, "input, other", 0, "whether both have the same sizes"},
    {"is_pinned", V_TENSOR, BI_METHOD, bi_flag, "device=None", FLAG_IS_PINNED, "whether t lives in pinned host memory"},
    {"data_ptr", V_TENSOR, BI_METHOD, bi_flag, "", FLAG_DATA_PTR,
     "the address of t's first element, as an int (different in every run)"},
    {"get_device", V_TENSOR, BI_METHOD, bi_flag, "", FLAG_GET_DEVICE, "the index of t's CUDA device; -1 on the cpu"},
    /* conversions */
    {"to", V_TENSOR, BI_METHOD | BI_RAW, bi_to,
     "device=None, dtype=None, non_blocking=False, copy=False, *, memory_format=None", 0,
     "t on another device or dtype (t itself if neither changes); also t.to(dtype), t.to(device, dtype) and "
     "t.to(other), other's device and dtype"},
    {"cuda", V_TENSOR, BI_METHOD, bi_cuda, "device=None, non_blocking=False", 0, "t on a CUDA device"},
    {"cpu", V_TENSOR, BI_METHOD, bi_cpu, "*, memory_format=None", 0, "t in host memory (waits for the device)"},
    {"float", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_FLOAT32, "t.to(float32)"},
    {"double", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_FLOAT64, "t.to(float64)"},
    {"half", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_FLOAT16, "t.to(float16)"},
    {"bfloat16", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_BFLOAT16, "t.to(bfloat16)"},
    {"long", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_INT64, "t.to(int64)"},
    {"int", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_INT32, "t.to(int32)"},
    {"short", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_INT16, "t.to(int16)"},
    {"char", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_INT8, "t.to(int8)"},
    {"byte", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_UINT8, "t.to(uint8)"},
    {"bool", V_TENSOR, BI_METHOD, bi_cast, "*, memory_format=None", DT_BOOL, "t.to(bool)"},
    {"pin_memory", V_TENSOR, BI_METHOD, bi_pin_memory, "device=None", 0, "a copy of a cpu tensor in pinned memory"},
    /* module functions */
    {"is_tensor", V_NONE, BI_FUNC, bi_is_tensor, "obj", 0, "whether obj is a tensor"},
    {"set_printoptions", V_NONE, BI_FUNC, bi_set_printoptions,
     "precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None", 0,
     "how tensors print, as in PyTorch (sci_mode resets to automatic unless given)"},
};

void tensor_methods_register(void)
{
    builtins_register(op_rows, sizeof op_rows / sizeof op_rows[0]);
    builtins_register(alias_rows, sizeof alias_rows / sizeof alias_rows[0]);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
