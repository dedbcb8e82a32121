/* functional.c: torch.nn.functional (the activations, normalize, linear,
 * the simple losses, one_hot) and torch.linalg (norms, matmul),
 * written with the tensor operations that exist (module.h).  The
 * activations PyTorch computes in one kernel (silu, elu, softplus,
 * leaky_relu, threshold, glu ...) are one elementwise op of ops.def each,
 * most in float64 rounded once to the input's dtype, so the printed
 * results agree with PyTorch's. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/dispatch_conv.h"
#include "tensor/dispatch_index.h"
#include "tensor/dispatch_linalg.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/conv.h"
#include "values/deferred.h"
#include "values/functional_layers.h"
#include "values/module.h"
#include "values/nn.h"
#include "values/tensor_stats.h"
#include "base/buf.h"
#include "base/error.h"
#include "pad.h"

/* A chain of unary steps: each output feeds the next, intermediates released. */
static bool step(bool ok, Value *cur, Value next)
{
    if (!ok) return false;
    value_release(*cur);
    *cur = next;
    return true;
}

/* -------------------------------------------------------- activations */

/* Whether the call writes its result into its input: a row named with a
 * trailing '_' (relu_), else its inplace parameter at index i (-1: none),
 * which only F.'s forms have (torch.celu and torch.rrelu have none). */
static bool wants_inplace(Interp *in, const Args *a, int i, bool *on)
{
    const char *name = a->fn->name;
    *on = name[strlen(name) - 1] == '_';
    if (*on || i < 0 || !(a->fn->flags & BI_MODULE)) return true;
    return value_truth(in, a->p[i], on);
}

/* r, or, when the call is in place, r copied into the input, which is
 * then the result (PyTorch's inplace=True returns the input itself). */
bool functional_give(Interp *in, const Args *a, int inplace_at, Value r, Value *out)
{
    bool inplace;
    Work w = work_new(in, a);
    work_keep(&w, true, r);
    if (!wants_inplace(in, a, inplace_at, &inplace)) w.ok = false;
    if (!inplace) return work_done(&w, r, out);
    work_method(&w, a->p[0], "copy_", 1, &r);
    return work_done(&w, a->p[0], out);
}

bool functional_apply(Interp *in, const Args *a, OpCode op, const Operand *rest, int inplace_at, Value *out)
{
    int n = op_info(op)->arity + op_info(op)->params;
    Operand xs[4] = {operand_tensor(value_as_tensor(a->p[0]))};
    for (int k = 1; k < n; k++) xs[k] = rest[k - 1];
    bool inplace;
    if (!wants_inplace(in, a, inplace_at, &inplace)) return false;
    if (!inplace) return tensor_run(in, op, xs, n, out);
    if (!tensor_run_inplace(in, op, xs, n)) return false;
    *out = value_retain(a->p[0]);
    return true;
}

/* F.dropout: torch.dropout's values, written into input when inplace. */
static bool f_dropout(Interp *in, const Args *a, Value *out)
{
    Value r;
    if (!nn_dropout(in, a, &r)) return false;
    if (value_as_tensor(r) == value_as_tensor(a->p[0])) {
        *out = r;
        return true;
    }
    return functional_give(in, a, 3, r, out);
}

/* relu, sigmoid, tanh: the operation of that name, by data; relu has
 * inplace= and relu_. */
enum { ACT_RELU, ACT_SIGMOID, ACT_TANH };
static const char *const activations[] = {[ACT_RELU] = "relu", [ACT_SIGMOID] = "sigmoid", [ACT_TANH] = "tanh"};

static bool f_same(Interp *in, const Args *a, Value *out)
{
    Value r;
    if (!args_need_tensor(in, a, 0)) return false;
    if (!builtins_call_name(in, a, activations[a->fn->data], 1, a->p, 0, NULL, NULL, &r)) return false;
    return functional_give(in, a, a->fn->data == ACT_RELU ? 1 : -1, r, out);
}

/* hardtanh(input, min_val=-1.0, max_val=1.0) and relu6(input), by data:
 * an integer input keeps its dtype, its bounds truncated, as PyTorch's. */
enum { CLAMP_HARDTANH, CLAMP_RELU6 };

static bool f_hardtanh(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Value v[3] = {a->p[0], value_float(0.0), value_float(6.0)};
    if (a->fn->data == CLAMP_HARDTANH) v[1] = a->p[1], v[2] = a->p[2];
    DType dt = value_as_tensor(a->p[0])->dtype;
    if (dt == DT_BOOL) return error_raise(in, "Bool inputs not supported for hardtanh");
    for (int i = 1; i <= 2 && !dtype_is_float(dt); i++) {
        if (!value_is_number(v[i])) break;
        v[i] = value_int(v[i].kind == V_FLOAT ? (int64_t)v[i].u.f : v[i].kind == V_INT ? v[i].u.i : v[i].u.b);
        if (dt == DT_UINT8 && v[i].u.i < 0)
            return error_raise(in, "cannot do hardtanh on an unsigned type with negative limits");
    }
    Value r;
    if (!builtins_call_name(in, a, "clamp", 3, v, 0, NULL, NULL, &r)) return false;
    return functional_give(in, a, a->fn->data == CLAMP_HARDTANH ? 3 : 1, r, out);
}

/* The implicit dimension of softmax, log_softmax and softmin when dim is
 * None, as PyTorch's: 0 for 0-, 1- and 3-d input, else 1. */
static bool softmax_dim(Interp *in, Value x, Value dim, Value *out)
{
    Value nd;
    *out = dim;
    if (dim.kind != V_NONE) return true;
    if (!builtins_get_attr(in, x, "ndim", &nd)) return false;
    *out = value_int(nd.u.i == 0 || nd.u.i == 1 || nd.u.i == 3 ? 0 : 1);
    return true;
}

/* softmax(input, dim=None, dtype=None), log_softmax and softmin (the
 * softmax of -input), by data. */
enum { SOFTMAX, SOFTMAX_LOG, SOFTMAX_MIN };
static const char *const softmaxes[] = {[SOFTMAX] = "softmax", [SOFTMAX_LOG] = "log_softmax", [SOFTMAX_MIN] = "softmax"};

/* What F.softmax's Python meets first in an input that is no tensor:
 * input.dim() when no dim is given, -input for softmin, else
 * input.softmax(dim) (input.log_softmax). */
static bool not_tensor(Interp *in, const Args *a)
{
    const char *type = value_type_name(a->p[0]);
    if (a->p[1].kind == V_NONE)
        return error_raise_as(in, ERR_ATTRIBUTE, "'%s' object has no attribute 'dim'", type);
    if (a->fn->data == SOFTMAX_MIN)
        return error_raise_as(in, ERR_TYPE, "bad operand type for unary -: '%s'", type);
    return error_raise_as(in, ERR_ATTRIBUTE, "'%s' object has no attribute '%s'", type, softmaxes[a->fn->data]);
}

static bool f_softmax(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[0].kind != V_TENSOR) return not_tensor(in, a);
    Work w = work_new(in, a);
    Value v[2] = {p[0], p[1]};
    w.ok = softmax_dim(in, p[0], p[1], &v[1]);
    if (a->fn->data == SOFTMAX_MIN) v[0] = work_binary(&w, OP_MUL, p[0], value_int(-1));
    const char *name = softmaxes[a->fn->data];
    bool typed = p[3].kind != V_NONE;
    return work_done(&w, work_call_kw(&w, name, 2, v, typed, (const char *[]){"dtype"}, &p[3]), out);
}

/* The "NAME_cuda" not implemented for 'Long' of PyTorch's float-only
 * kernels, for a computation in dt on device dev. */
static bool need_float_dtype(Interp *in, DType dt, int dev, const char *kernel)
{
    if (dtype_is_float(dt)) return true;
    return error_raise(in, "\"%s_%s\" not implemented for '%s'", kernel, dev < 0 ? "cpu" : "cuda",
                       tensor_type_name(dt));
}

static bool need_float(Interp *in, const Tensor *t, const char *kernel)
{
    return need_float_dtype(in, t->dtype, tensor_device(t), kernel);
}

/* need_float of the dtype input and other (tensors) compute in. */
static bool need_float_pair(Interp *in, const Args *a, const char *kernel)
{
    Value dt;
    return builtins_call_name(in, a, "result_type", 2, a->p, 0, NULL, NULL, &dt) &&
           need_float_dtype(in, dt.u.dtype, tensor_device(value_as_tensor(a->p[0])), kernel);
}

/* leaky_relu(input, negative_slope=0.01): x, or x * slope where x <= 0 */
static bool f_leaky_relu(Interp *in, const Args *a, Value *out)
{
    Operand slope;
    if (!args_need_tensor(in, a, 0) || !args_number(in, a, "negative_slope", a->p[1], &slope) ||
        !need_float(in, value_as_tensor(a->p[0]), "leaky_relu"))
        return false;
    return functional_apply(in, a, OP_leaky_relu, &slope, 2, out);
}

/* The activations PyTorch computes in one kernel, by data: each an
 * elementwise op of ops.def that computes in float64 and rounds once to
 * the input's dtype, so the printed digits agree with PyTorch's. */
enum { SMOOTH_SILU, SMOOTH_ELU, SMOOTH_CELU, SMOOTH_SELU, SMOOTH_SOFTPLUS, SMOOTH_MISH, SMOOTH_HARDSIGMOID,
       SMOOTH_HARDSWISH, SMOOTH_LOGSIGMOID };
/* Each one's op, its kernel's name (in PyTorch's messages) and the index
 * of its inplace parameter (-1: none). */
static const struct {
    OpCode op;
    const char *kernel;
    int inplace_at;
} smooths[] = {
    [SMOOTH_SILU] = {OP_silu, "silu", 1},
    [SMOOTH_ELU] = {OP_elu, "elu", 2},
    [SMOOTH_CELU] = {OP_elu, "elu", 2},
    [SMOOTH_SELU] = {OP_selu, "elu", 1},
    [SMOOTH_SOFTPLUS] = {OP_softplus, "softplus", -1},
    [SMOOTH_MISH] = {OP_mish, "mish", 1},
    [SMOOTH_HARDSIGMOID] = {OP_hardsigmoid, "hardsigmoid", 1},
    [SMOOTH_HARDSWISH] = {OP_hardswish, "hardswish", 1},
    [SMOOTH_LOGSIGMOID] = {OP_logsigmoid, "log_sigmoid_forward", -1},
};

/* The float64 parameters of activation kind's op, from the call's: elu's
 * alpha and divisor of x (1; celu's alpha), softplus's beta and threshold. */
static bool smooth_params(Interp *in, const Args *a, int kind, Operand *params)
{
    switch (kind) {
    case SMOOTH_ELU:
        params[1] = operand_int(1);
        return args_number(in, a, "alpha", a->p[1], &params[0]);
    case SMOOTH_CELU:
        if (!args_number(in, a, "alpha", a->p[1], &params[0])) return false;
        params[1] = params[0];
        /* torch.celu divides by alpha before it reaches the kernel */
        if (value_is_number(a->p[1]) && value_number(a->p[1]) == 0)
            return error_raise(in, "ZeroDivisionError: alpha cannot be 0 for CELU");
        return true;
    case SMOOTH_SOFTPLUS:
        return args_number(in, a, "beta", a->p[1], &params[0]) &&
               args_number(in, a, "threshold", a->p[2], &params[1]);
    default:
        return true;
    }
}

Value functional_logsigmoid(Work *w, Value x)
{
    Value r = value_none();
    bool ok = w->ok && tensor_run(w->in, OP_logsigmoid, (Operand[]){operand_tensor(value_as_tensor(x))}, 1, &r);
    return work_keep(w, ok, r);
}

static bool f_smooth(Interp *in, const Args *a, Value *out)
{
    int kind = a->fn->data;
    Operand params[2];
    if (!args_need_tensor(in, a, 0) || !smooth_params(in, a, kind, params) ||
        !need_float(in, value_as_tensor(a->p[0]), smooths[kind].kernel))
        return false;
    return functional_apply(in, a, smooths[kind].op, params, smooths[kind].inplace_at, out);
}

/* softsign(input): x / (|x| + 1), in input's dtype (an integer's division
 * gives float), as PyTorch's composite. */
static bool f_softsign(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Work w = work_new(in, a);
    Value den = work_binary(&w, OP_ADD, work_call(&w, "abs", 1, a->p), value_int(1));
    return work_done(&w, work_binary(&w, OP_DIV, a->p[0], den), out);
}

/* threshold(input, threshold, value, inplace=False): value where x <=
 * threshold, else x, the numbers in input's dtype (an integer's
 * truncated), with c10's overflow check, as PyTorch's kernel takes them. */
static bool f_threshold(Interp *in, const Args *a, Value *out)
{
    Tensor *x;
    Operand bounds[2];
    if (!args_tensor(in, a, 0, &x) || !args_number(in, a, "threshold", a->p[1], &bounds[0]) ||
        !args_number(in, a, "value", a->p[2], &bounds[1]))
        return false;
    if (x->dtype == DT_BOOL) return need_float(in, x, "threshold");
    for (int k = 0; k < 2; k++) {
        Error err;
        if (!dispatch_fill_check(x->dtype, &bounds[k], &err)) return tensor_fail(in, &err);
        if (!dtype_is_float(x->dtype) && bounds[k].kind == OPERAND_FLOAT) bounds[k] = operand_int((int64_t)bounds[k].f);
    }
    return functional_apply(in, a, OP_threshold, bounds, 3, out);
}

/* glu(input, dim=-1): a * sigmoid(b) of input's halves along dim (two
 * views), in float64 rounded once, as PyTorch's kernel computes in float. */
static bool f_glu(Interp *in, const Args *a, Value *out)
{
    Tensor *x;
    int64_t dim;
    if (!args_tensor(in, a, 0, &x) || !args_int(in, a, 1, &dim)) return false;
    if (x->ndim == 0) return error_raise(in, "glu does not support scalars because halving size must be even");
    if (!need_float(in, x, "glu")) return false;
    Error err;
    int d;
    if (!tensor_wrap_dim(dim, x->ndim, &d, &err)) return tensor_fail(in, &err);
    if (x->shape[d] % 2)
        return error_raise(in, "Halving dimension must be even, but dimension %d is size %lld", d,
                           (long long)x->shape[d]);
    Work w = work_new(in, a);
    Value halves = work_method(&w, a->p[0], "chunk", 2, (Value[]){value_int(2), value_int(d)});
    Value r = value_none();
    if (w.ok) {
        const Value *half = value_as_list(halves)->items;
        Operand xs[2] = {operand_tensor(value_as_tensor(half[0])), operand_tensor(value_as_tensor(half[1]))};
        work_keep(&w, tensor_run(in, OP_glu, xs, 2, &r), r);
    }
    return work_done(&w, r, out);
}

/* normalize(input, p=2.0, dim=1, eps=1e-12, out=None): x / max(norm(x, p,
 * dim), eps), into out when given */
static bool f_normalize(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    return args_need_tensor(in, a, 0) && nn_unit(in, a, p[0], p[1], p[2], p[3], p[4], out);
}

/* x @ w^T + bias in one device operation (dispatch_linear). */
static bool linear_biased(Interp *in, Tensor *x, Tensor *w, Tensor *bias, Value *out)
{
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_linear(be, tensor_stream(tensor_device(x)), x, w, bias, &r, &err)) return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* linear(input, weight, bias=None): input @ weight.T + bias; a bias row
 * of the product's dtype joins the product's kernel. */
static bool f_linear(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    if (p[2].kind != V_NONE && !args_need_tensor(in, a, 2)) return false;
    /* PyTorch 2 takes a 2-d input, or a contiguous 3-d one, with a bias to
     * addmm(bias, input, weight.t()). */
    int nd = value_as_tensor(p[0])->ndim;
    if ((nd == 2 || nd == 3) && p[1].kind == V_TENSOR && p[2].kind == V_TENSOR &&
        !nn_addmm_dtypes(in, value_as_tensor(p[2]), value_as_tensor(p[0]), value_as_tensor(p[1])))
        return false;
    if (p[1].kind == V_TENSOR && p[2].kind == V_TENSOR &&
        dispatch_linear_takes(value_as_tensor(p[0]), value_as_tensor(p[1]), value_as_tensor(p[2])))
        return linear_biased(in, value_as_tensor(p[0]), value_as_tensor(p[1]), value_as_tensor(p[2]), out);
    /* PyTorch 2's linear is addmm(bias, input, weight.t()) for a 2-d input
     * with a bias, which wants a matrix of weights; else matmul with the
     * bias added in place, which may not widen the product. */
    Tensor *x = value_as_tensor(p[0]);
    if (x->ndim == 2 && p[1].kind == V_TENSOR && p[2].kind == V_TENSOR && value_as_tensor(p[1])->ndim != 2)
        return error_raise(in, "mat2 must be a matrix, got %d-D tensor", value_as_tensor(p[1])->ndim);
    Value wt, prod;
    if (!builtins_call_method(in, a, p[1], "t", 0, NULL, &wt)) return false;
    bool ok = builtins_call_name(in, a, "matmul", 2, (Value[]){p[0], wt}, 0, NULL, NULL, &prod);
    value_release(wt);
    if (!ok) return false;
    if (p[2].kind == V_NONE) {
        *out = prod;
        return true;
    }
    /* A 2-d input is PyTorch's addmm, which expands the bias to the
     * product's shape first (and says so when it cannot). */
    Value bias = value_retain(p[2]);
    if (prod.kind == V_TENSOR && value_as_tensor(prod)->ndim == 2 && bias.kind == V_TENSOR) {
        Tensor *t = value_as_tensor(prod);
        Value sizes[2] = {value_int(t->shape[0]), value_int(t->shape[1])};
        Value expanded;
        ok = builtins_call_method(in, a, p[2], "expand", 2, sizes, &expanded);
        if (ok) {
            value_release(bias);
            bias = expanded;
        }
    }
    Value sum = value_none();
    if (ok) ok = builtins_call_method(in, a, prod, "add_", 1, &bias, &sum);
    value_release(bias);
    if (ok) *out = sum;
    value_release(prod);
    return ok;
}

/* mse_loss and l1_loss (input, target, reduction='mean'), by data */
enum { LOSS_MSE, LOSS_L1 };

static bool f_loss(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool ok;
    const char *red;
    if (!args_need_tensor(in, a, 0) || !losses_reduction(in, p[2], p[3], p[4], false, &red)) return false;
    Value diff, e;
    if (a->fn->data == LOSS_MSE && p[1].kind == V_TENSOR && !need_float_pair(in, a, "mse")) return false;
    if (!value_binary(in, OP_SUB, p[0], p[1], &diff)) return false;
    ok = a->fn->data == LOSS_MSE ? step(value_binary(in, OP_MUL, diff, diff, &e), &diff, e)
                               : step(builtins_call_name(in, a, "abs", 1, &diff, 0, NULL, NULL, &e), &diff, e);
    if (ok && strcmp(red, "none") != 0) ok = step(builtins_call_name(in, a, red, 1, &diff, 0, NULL, NULL, &e), &diff, e);
    if (!ok) {
        value_release(diff);
        return false;
    }
    *out = diff;
    return true;
}

bool losses_reduction(Interp *in, Value size_average, Value reduce, Value reduction, bool terse, const char **red)
{
    if (size_average.kind != V_NONE || reduce.kind != V_NONE) {
        bool average = true, reducing = true;
        if (size_average.kind != V_NONE && !value_truth(in, size_average, &average)) return false;
        if (reduce.kind != V_NONE && !value_truth(in, reduce, &reducing)) return false;
        *red = average && reducing ? "mean" : reducing ? "sum" : "none";
        return true;
    }
    if (reduction.kind == V_STR) {
        *red = value_as_str(reduction)->data;
        if (strcmp(*red, "mean") == 0 || strcmp(*red, "sum") == 0 || strcmp(*red, "none") == 0) return true;
    }
    Buf text = BUF_INIT;
    if (value_to_text(in, &text, reduction)) {
        if (terse) error_raise_as(in, ERR_VALUE, "%s is not valid", text.data);
        else error_raise_as(in, ERR_VALUE, "%s is not a valid value for reduction", text.data);
    }
    buf_free(&text);
    return false;
}

/* A loss's reduction from p[at] (size_average), p[at + 1] (reduce) and
 * p[at + 2] (reduction), as losses_reduction decides it; kl_div also
 * takes 'batchmean', unless the legacy arguments decide. */
static bool reduction_of(Interp *in, const Value *p, int at, bool batchmean, const char **red)
{
    Value r = p[at + 2];
    bool legacy = p[at].kind != V_NONE || p[at + 1].kind != V_NONE;
    if (batchmean && !legacy && r.kind == V_STR && strcmp(value_as_str(r)->data, "batchmean") == 0) {
        *red = "batchmean";
        return true;
    }
    return losses_reduction(in, p[at], p[at + 1], r, false, red);
}

/* loss reduced as red asks. */
static Value reduced(Work *w, const char *red, Value loss)
{
    return strcmp(red, "none") == 0 ? loss : work_call(w, red, 1, &loss);
}

/* PyTorch's Python check that target has input's shape: the message of
 * binary_cross_entropy (deprecated) or of its logits form (must). */
static bool same_size(Interp *in, const Args *a, bool logits)
{
    const Tensor *x = value_as_tensor(a->p[0]), *y = value_as_tensor(a->p[1]);
    bool same = x->ndim == y->ndim;
    for (int d = 0; same && d < x->ndim; d++) same = x->shape[d] == y->shape[d];
    if (same) return true;
    char xs[200], ys[200];
    tensor_shape_str(x->ndim, x->shape, xs, sizeof xs);
    tensor_shape_str(y->ndim, y->shape, ys, sizeof ys);
    if (logits)
        return error_raise_as(in, ERR_VALUE, "Target size (torch.Size(%s)) must be the same as input size "
                              "(torch.Size(%s))", ys, xs);
    return error_raise_as(in, ERR_VALUE, "Using a target size (torch.Size(%s)) that is different to the input size "
                          "(torch.Size(%s)) is deprecated. Please ensure they have the same size.", ys, xs);
}

/* binary_cross_entropy(input, target, weight=None, ..., reduction='mean'):
 * -weight * (y log(x) + (1 - y) log(1 - x)), each log at least -100, in
 * float64 rounded once; target of input's dtype, as the kernel's
 * iterator wants; an input outside [0, 1] is PyTorch's CPU error (a GPU
 * would assert). */
static bool f_bce(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1) || !same_size(in, a, false)) return false;
    if (!reduction_of(in, p, 3, false, &red)) return false;
    DType xdt = value_as_tensor(p[0])->dtype, ydt = value_as_tensor(p[1])->dtype;
    if (xdt != ydt)
        return error_raise(in, "Found dtype %s but expected %s", tensor_type_name(ydt), tensor_type_name(xdt));
    Work w = work_new(in, a);
    Value outside = work_binary(&w, OP_BITOR, work_binary(&w, OP_LT, p[0], value_int(0)),
                                work_binary(&w, OP_GT, p[0], value_int(1)));
    bool bad = false;
    Value any = work_call(&w, "any", 1, &outside);
    if (w.ok && (w.ok = value_truth(in, any, &bad)) && bad)
        w.ok = error_raise(in, "all elements of input should be between 0 and 1");
    Value x = work_method(&w, p[0], "double", 0, NULL), y = work_method(&w, p[1], "double", 0, NULL);
    Value floor = value_int(-100);
    Value logx = work_call_kw(&w, "clamp", 1, (Value[]){work_call(&w, "log", 1, &x)}, 1, (const char *[]){"min"},
                              &floor);
    Value log1mx = work_call_kw(&w, "clamp", 1,
                                (Value[]){work_call(&w, "log1p", 1, (Value[]){work_binary(&w, OP_MUL, x,
                                                                                          value_int(-1))})},
                                1, (const char *[]){"min"}, &floor);
    Value loss = work_binary(&w, OP_SUB, work_binary(&w, OP_MUL, work_binary(&w, OP_SUB, y, value_int(1)), log1mx),
                             work_binary(&w, OP_MUL, y, logx));
    if (p[2].kind != V_NONE) loss = work_binary(&w, OP_MUL, loss, p[2]);
    loss = work_method(&w, loss, "to", 1, (Value[]){work_attr(&w, p[0], "dtype")});
    return work_done(&w, reduced(&w, red, loss), out);
}

/* binary_cross_entropy_with_logits(input, target, weight=None, ...,
 * reduction='mean', pos_weight=None), as PyTorch 2's composite: (1 - y) x
 * - (1 + (pos_weight - 1) y) logsigmoid(x), times weight, each step in
 * input's dtype (so a term below its precision is lost, as there).  Its
 * (1 - y).mul_(x) and the in-place steps after it keep the target's dtype:
 * the loss has it, and an integer or bool target is refused as there. */
static bool f_bce_logits(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    /* torch.'s form (data 1) has no Python check: its shapes meet in (1 - y) * x */
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1) || (!a->fn->data && !same_size(in, a, true)))
        return false;
    if (!reduction_of(in, p, 3, false, &red)) return false;
    if (!need_float(in, value_as_tensor(p[0]), "log_sigmoid_forward")) return false;
    DType ydt = value_as_tensor(p[1])->dtype;
    /* C++'s 1 - y is empty_like(y).fill_(1).sub_(y) */
    if (ydt == DT_BOOL)
        return error_raise(in, "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or "
                           "`logical_xor()` operator instead.");
    if (!dtype_is_float(ydt))
        return error_raise(in, "result type %s can't be cast to the desired output type %s",
                           tensor_type_name(value_as_tensor(p[0])->dtype), tensor_type_name(ydt));
    Work w = work_new(in, a);
    Value logsig = functional_logsigmoid(&w, p[0]);
    if (p[6].kind != V_NONE) {
        Value lw = work_binary(&w, OP_MUL, work_binary(&w, OP_SUB, p[6], value_int(1)), p[1]);
        logsig = work_binary(&w, OP_MUL, logsig, work_binary(&w, OP_ADD, lw, value_int(1)));
    }
    Value loss = work_binary(&w, OP_SUB, work_binary(&w, OP_MUL, work_binary(&w, OP_SUB, value_int(1), p[1]), p[0]),
                             logsig);
    if (p[2].kind != V_NONE) loss = work_binary(&w, OP_MUL, loss, p[2]);
    loss = work_method(&w, loss, "to", 1, (Value[]){value_dtype(ydt)});
    return work_done(&w, reduced(&w, red, loss), out);
}

/* smooth_l1_loss(input, target, ..., reduction='mean', beta=1.0) and
 * huber_loss(input, target, reduction='mean', delta=1.0): z = |x - y|,
 * then 0.5 z z / beta below beta, else z - 0.5 beta (huber: 0.5 z z below
 * delta, else delta (z - 0.5 delta)), in one pass (ops.def's smooth_l1
 * and huber) as PyTorch's CUDA kernels compute them: beta converted to
 * the compute dtype; float16 and bfloat16 round x - y to their dtype (the
 * kernels' c10::Half subtraction), the rest in float, rounded once.
 * huber's loss has the input's dtype, as PyTorch's output made like the
 * input. */
enum { LOSS_SMOOTH_L1, LOSS_HUBER };

static bool f_smooth_l1(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool huber = a->fn->data == LOSS_HUBER;
    int beta_at = huber ? 3 : 5;
    const char *red;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    if (huber ? !losses_reduction(in, value_none(), value_none(), p[2], false, &red)
              : !reduction_of(in, p, 2, false, &red))
        return false;
    if (!value_is_number(p[beta_at]))
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be float, not %s", a->fn->name,
                              args_name(a, beta_at), value_type_name(p[beta_at]));
    double beta = p[beta_at].kind == V_FLOAT ? p[beta_at].u.f : (double)p[beta_at].u.i;
    if (beta < 0 && !huber) return error_raise(in, "smooth_l1_loss does not support negative values for beta.");
    if (beta <= 0 && huber) return error_raise(in, "huber_loss does not support non-positive values for delta.");
    Value dt;
    if (!builtins_call_name(in, a, "result_type", 2, p, 0, NULL, NULL, &dt) ||
        !need_float_dtype(in, dt.u.dtype, tensor_device(value_as_tensor(p[0])), huber ? "huber" : "smooth_l1"))
        return false;
    Work w = work_new(in, a);
    Value xy[3] = {p[0], p[1], value_float(beta)};
    if (dt.u.dtype == DT_FLOAT16 || dt.u.dtype == DT_BFLOAT16) {
        unsigned char buf[sizeof(double)];
        dtype_store_double(dt.u.dtype, buf, beta);
        xy[0] = work_binary(&w, OP_SUB, p[0], p[1]);
        xy[1] = value_int(0);
        xy[2] = value_float(dtype_load_double(dt.u.dtype, buf));
    }
    Value loss = work_op(&w, huber ? OP_huber : OP_smooth_l1, 3, xy);
    if (huber) loss = work_method(&w, loss, "to", 1, (Value[]){work_attr(&w, p[0], "dtype")});
    return work_done(&w, reduced(&w, red, loss), out);
}

/* kl_div(input, target, ..., reduction='mean', log_target=False): target
 * * (log(target) - input) (0 where target is 0), or exp(target) * (target
 * - input) with log_target; 'batchmean' divides the sum by the batch.
 * PyTorch 2 refuses integer and bool inputs. */
static bool f_kl_div(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    bool log_target;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1) || !reduction_of(in, p, 2, true, &red)) return false;
    if (!value_truth(in, p[5], &log_target)) return false;
    if (!dtype_is_float(value_as_tensor(p[0])->dtype) || !dtype_is_float(value_as_tensor(p[1])->dtype))
        return error_raise(in, "kl_div: Integral inputs not supported.");
    Work w = work_new(in, a);
    Value loss = log_target
                     ? work_binary(&w, OP_MUL, work_call(&w, "exp", 1, &p[1]), work_binary(&w, OP_SUB, p[1], p[0]))
                     : work_binary(&w, OP_SUB, work_call(&w, "xlogy", 2, (Value[]){p[1], p[1]}),
                                   work_binary(&w, OP_MUL, p[1], p[0]));
    Value r = reduced(&w, strcmp(red, "batchmean") == 0 ? "sum" : red, loss);
    /* as PyTorch's, 'batchmean' divides whatever the reduction gave, even
     * one the legacy arguments decided */
    const Tensor *x = value_as_tensor(p[0]);
    if (p[4].kind != V_STR || strcmp(value_as_str(p[4])->data, "batchmean") != 0 || x->ndim == 0)
        return work_done(&w, r, out);
    return work_done(&w, work_binary(&w, OP_DIV, r, value_int(x->shape[0])), out);
}

/* torch.kl_div(input, target, reduction=0, *, log_target=False) and
 * torch.binary_cross_entropy_with_logits(input, target, weight=None,
 * pos_weight=None, reduction=0), by data: F's, reduction an integer
 * (1 'mean', 2 'sum', any other 'none').  Their signatures' default, Mean, reads
 * as 0 in PyTorch's Python binding (atol of the name), so that leaving
 * it out reduces nothing. */
enum { TORCH_KL_DIV, TORCH_BCE_LOGITS };

static bool t_loss(Interp *in, const Args *a, Value *out)
{
    static const Builtin rows[] = {
        {"kl_div", V_NONE, BI_FUNC, f_kl_div, NULL, 1, NULL},
        {"binary_cross_entropy_with_logits", V_NONE, BI_FUNC, f_bce_logits, NULL, 1, NULL},
    };
    static const char *const names[] = {"none", "mean", "sum"};
    bool kl = a->fn->data == TORCH_KL_DIV;
    int64_t r;
    if (!args_int(in, a, kl ? 2 : 4, &r)) return false;
    /* as PyTorch's apply_loss_reduction, any other value reduces nothing */
    const char *name = names[r == 1 || r == 2 ? r : 0];
    Value red = value_str(name, strlen(name));
    Value p[7] = {a->p[0], a->p[1], value_none(), value_none(), value_none(), value_none(), value_none()};
    if (kl) {
        p[4] = red;
        p[5] = a->p[3];
    } else {
        p[2] = a->p[2];
        p[5] = red;
        p[6] = a->p[3];
    }
    Args b = *a;
    b.fn = &rows[a->fn->data];
    b.p = p;
    bool ok = b.fn->fn(in, &b, out);
    value_release(red);
    return ok;
}

/* The integer item of reduction name (min, max) of tensor t. */
static bool item_of(Interp *in, const Args *a, const char *name, Value t, int64_t *v)
{
    Value m, item;
    if (!builtins_call_name(in, a, name, 1, &t, 0, NULL, NULL, &m)) return false;
    bool ok = builtins_call_method(in, a, m, "item", 0, NULL, &item);
    value_release(m);
    if (ok) *v = item.u.i;
    return ok;
}

/* one_hot(tensor, num_classes): int64, a last dimension of classes (as
 * many as the largest index needs when num_classes < 0); errors at a. */
static bool one_hot(Interp *in, const Args *a, Value tensor, Value num_classes, Value *out)
{
    Value dt;
    if (!builtins_get_attr(in, tensor, "dtype", &dt)) return false;
    if (dt.u.dtype != DT_INT64)
        return error_raise(in, "one_hot is only applicable to index tensor of type LongTensor.");
    int64_t n;
    if (!value_as_index(in, num_classes, &n)) return false;
    Value p[1] = {tensor};
    if (tensor_numel(value_as_tensor(tensor)) == 0) {
        if (n <= 0) return error_raise(in, "Can not infer total number of classes from empty tensor.");
    } else {
        /* PyTorch's CPU checks; its CUDA leaves them to a device-side assert,
         * which cst reports the same way. */
        int64_t lo, hi;
        if (!item_of(in, a, "min", tensor, &lo) || !item_of(in, a, "max", tensor, &hi)) return false;
        if (lo < 0) return error_raise(in, "Class values must be non-negative.");
        if (n < 0) n = hi + 1;
        else if (n <= hi) return error_raise(in, "Class values must be smaller than num_classes.");
    }
    Value dev, classes, col, eq;
    if (!builtins_get_attr(in, p[0], "device", &dev)) return false;
    bool ok = builtins_call_name(in, a, "arange", 1, (Value[]){value_int(n)}, 1, (const char *[]){"device"}, &dev, &classes);
    if (!ok) return false;
    ok = builtins_call_method(in, a, p[0], "unsqueeze", 1, (Value[]){value_int(-1)}, &col);
    if (ok) {
        ok = value_binary(in, OP_EQ, col, classes, &eq);
        value_release(col);
        if (ok) {
            ok = builtins_call_method(in, a, eq, "long", 0, NULL, out);
            value_release(eq);
        }
    }
    value_release(classes);
    return ok;
}

static bool f_one_hot(Interp *in, const Args *a, Value *out)
{
    int64_t classes;
    return args_need_tensor(in, a, 0) && args_int(in, a, 1, &classes) && one_hot(in, a, a->p[0], a->p[1], out);
}

/* PyTorch's Python checks of embedding's padding_idx: within
 * [-num_embeddings, num_embeddings). */
static bool padding_fits(Interp *in, Value padding_idx, int64_t rows)
{
    int64_t at;
    if (padding_idx.kind == V_NONE) return true;
    if (!value_as_index(in, padding_idx, &at)) return false;
    if (at >= rows || at < -rows)
        return error_raise_as(in, ERR_ASSERTION, "Padding_idx must be within num_embeddings");
    return true;
}

/* embedding_renorm_: each of weight's rows that flat names whose
 * norm_type-norm passes max_norm scaled in place by max_norm / (norm +
 * 1e-7), as PyTorch's (a row named twice is scaled once). */
static void renorm_rows(Work *w, Value weight, Value flat, Value max_norm, Value norm_type)
{
    Value rows = work_call(w, "index_select", 3, (Value[]){weight, value_int(0), flat});
    Value norms = work_call_kw(w, "norm", 3, (Value[]){rows, norm_type, value_int(1)}, 1, (const char *[]){"keepdim"},
                               (Value[]){value_bool(true)});
    Value scale = work_binary(w, OP_DIV, max_norm, work_binary(w, OP_ADD, norms, value_float(1e-7)));
    scale = work_call(w, "where", 3, (Value[]){work_binary(w, OP_GT, norms, max_norm), scale, value_float(1.0)});
    Value scaled = work_binary(w, OP_MUL, rows, scale);
    if (w->ok) w->ok = value_set_index(w->in, weight, &flat, 1, scaled);
}

/* embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0,
 * ...): weight's rows at input, in input's shape with a last dimension of
 * weight's width (index_select's kernel), after max_norm's renorm; also
 * torch.embedding(weight, indices, padding_idx=-1, ...), which takes them
 * the other way round and neither checks padding_idx nor renorms. */
static bool f_embedding(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool functional = a->fn->flags & BI_MODULE;
    Value iv = p[!functional], wv = p[functional];
    /* F.embedding calls torch.embedding(weight, input, ...), whose parser
     * names them */
    if (wv.kind != V_TENSOR || iv.kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "embedding(): argument '%s' (position %d) must be Tensor, not %s",
                              wv.kind != V_TENSOR ? "weight" : "indices", wv.kind != V_TENSOR ? 1 : 2,
                              value_type_name(wv.kind != V_TENSOR ? wv : iv));
    Tensor *idx = value_as_tensor(iv), *weight = value_as_tensor(wv);
    if (weight->ndim != 2) return error_raise(in, "'weight' must be 2-D");
    if (functional && !padding_fits(in, p[2], weight->shape[0])) return false;
    if (idx->dtype != DT_INT64 && idx->dtype != DT_INT32) {
        char type[40];
        tensor_legacy_type_name(idx, type, sizeof type);
        return error_raise(in, "Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           "Long, Int; but got %s instead (while checking arguments for embedding)", type);
    }
    Work w = work_new(in, a);
    Value flat = work_method(&w, iv, "reshape", 1, (Value[]){value_int(-1)});
    if (functional && p[3].kind != V_NONE) renorm_rows(&w, wv, flat, p[3], p[4]);
    Value rows = work_call(&w, "index_select", 3, (Value[]){wv, value_int(0), flat});
    Value shape = work_keep(&w, true, value_list_new(V_LIST, (size_t)idx->ndim + 1));
    for (int d = 0; d < idx->ndim; d++) value_list_push(shape, value_int(idx->shape[d]));
    value_list_push(shape, value_int(weight->shape[1]));
    return work_done(&w, work_method(&w, rows, "reshape", 1, &shape), out);
}

/* x with its last k dims widened by lo and hi (indexed by x's dims) in
 * a reflect, replicate or circular mode: one pad kernel. */
static bool pad_by_kernel(Interp *in, Tensor *x, int mode, int k, const int64_t *lo, const int64_t *hi, Value *out)
{
    const Backend *be;
    Error err;
    Tensor *r;
    int first = x->ndim - k;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_pad(be, tensor_stream(tensor_device(x)), x, k, mode, lo + first, hi + first, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* The checks PyTorch 2's reflection, replication and circular pads make
 * of the last npairs dimensions of x padded by lo and hi, in its order. */
static bool pad_fits(Interp *in, int mode, const Tensor *x, int npairs, const int64_t *lo, const int64_t *hi)
{
    int nd = x->ndim;
    char s[200];
    tensor_shape_str(nd, x->shape, s, sizeof s);
    if (mode == PAD_CIRCULAR) {
        /* _pad_circular, from the first padded dimension; an empty result is allowed */
        for (int d = nd - npairs; d < nd; d++) {
            if (lo[d] > x->shape[d] || hi[d] > x->shape[d])
                return error_raise(in, "Padding value causes wrapping around more than once.");
            if (x->shape[d] + lo[d] + hi[d] < 0)
                return error_raise(in, "Negative padding value is resulting in an empty dimension");
            /* PyTorch copies a pad from the cropped stretch: a pad longer
             * than it reads memory not yet written */
            int64_t left = x->shape[d] - (lo[d] < 0 ? -lo[d] : 0) - (hi[d] < 0 ? -hi[d] : 0);
            if (lo[d] > left || hi[d] > left)
                return error_raise(in, "pad(): circular padding (%lld, %lld) of dimension %d wraps around the %lld "
                                   "elements its crop leaves more than once, which PyTorch leaves undefined",
                                   (long long)lo[d], (long long)hi[d], d, (long long)left);
        }
        return true;
    }
    /* padding::check_valid_input: only the batch of a batched input may be empty */
    bool batched = nd == npairs + 2, empty = false;
    for (int d = batched; d < nd; d++) empty = empty || x->shape[d] == 0;
    if (empty)
        return error_raise(in, "Expected %dD or %dD (batch mode) tensor with possibly 0 batch size and other non-zero "
                           "dimensions for input, but got: %s", npairs + 1, npairs + 2, s);
    for (int k = 0; k < npairs; k++) {
        int d = nd - 1 - k;
        int64_t l = lo[d], r = hi[d], n = x->shape[d];
        if (mode == PAD_REFLECT && (l >= n || r >= n))
            return error_raise(in, "Argument #%d: Padding size should be less than the corresponding input dimension, "
                               "but got: padding (%lld, %lld) at dimension %d of input %s", 4 + 2 * k, (long long)l,
                               (long long)r, d, s);
    }
    int64_t w = x->shape[nd - 1] + lo[nd - 1] + hi[nd - 1];
    if (npairs == 1 && w < 1)
        return error_raise(in, "input (W: %lld) is too small. Calculated output W: %lld", (long long)x->shape[nd - 1],
                           (long long)w);
    /* 2-d and 3-d: PyTorch's messages for an empty output differ between its versions */
    for (int d = nd - npairs; d < nd; d++)
        if (x->shape[d] + lo[d] + hi[d] <= 0)
            return error_raise(in, "pad(): mode '%s' would leave dimension %d of input %s empty, which cst does not "
                               "support", mode == PAD_REFLECT ? "reflect" : "replicate", d, s);
    return true;
}

/* pad(input, pad, mode='constant', value=None): pad lists (left, right)
 * for the last dimension, then the one before it, ...; value None is 0.
 * A negative amount crops.  'reflect', 'replicate' and 'circular' pad
 * the last 1, 2 or 3 dimensions of a batched or unbatched input, as
 * PyTorch's do, in one pass. */
static bool f_pad(Interp *in, const Args *a, Value *out)
{
    static const char *const modes[] = {"constant", "reflect", "replicate", "circular"};
    Value p[4] = {a->p[0], a->p[1], a->p[2], a->p[3].kind == V_NONE ? value_int(0) : a->p[3]};
    if (!args_need_tensor(in, a, 0)) return false;
    Tensor *x = value_as_tensor(p[0]);
    int mode = PAD_CONSTANT;
    if (p[2].kind != V_NONE && !builtins_need_str(in, p[2], "pad(): argument 'mode'")) return false;
    if (p[2].kind == V_STR) {
        const char *m = value_as_str(p[2])->data;
        for (mode = 0; mode < 4 && strcmp(m, modes[mode]) != 0; mode++) continue;
        if (mode == 4) return error_raise_as(in, ERR_NOT_IMPLEMENTED, "Unrecognised padding mode %s", m);
    }
    Value pads;
    if (!value_items(in, p[1], &pads)) return false;
    List *pl = value_as_list(pads);
    int nd = x->ndim, npairs = (int)(pl->len / 2);
    int64_t lo[TENSOR_MAX_DIMS] = {0}, hi[TENSOR_MAX_DIMS] = {0};
    bool ok = true;
    if (pl->len % 2) ok = error_raise(in, "Padding length must be divisible by 2");
    else if (npairs > nd)
        ok = error_raise(in, "Padding length should be less than or equal to two times the input dimension but got "
                         "padding length %zu and input of dimension %d", pl->len, nd);
    for (int k = 0; ok && k < npairs; k++)
        ok = value_as_index(in, pl->items[2 * k], &lo[nd - 1 - k]) &&
             value_as_index(in, pl->items[2 * k + 1], &hi[nd - 1 - k]);
    value_release(pads);
    if (!ok) return false;
    if (mode != PAD_CONSTANT) {
        bool nonzero = false;
        if (a->p[3].kind != V_NONE && (!value_is_number(a->p[3]) || !value_truth(in, a->p[3], &nonzero) || nonzero))
            return error_raise(in, "Padding mode \"%s\" doesn't take in value argument", modes[mode]);
        bool shape_ok = (npairs == 1 && (nd == 2 || nd == 3)) || (npairs == 2 && (nd == 3 || nd == 4)) ||
                        (npairs == 3 && (nd == 4 || nd == 5));
        if (!shape_ok)
            return error_raise_as(in, ERR_NOT_IMPLEMENTED,
                                  "Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now");
        if (!pad_fits(in, mode, x, npairs, lo, hi)) return false;
        /* PyTorch's CUDA replication pads take floating types only */
        if (mode == PAD_REPLICATE && tensor_device(x) >= 0 && !dtype_is_float(x->dtype))
            return error_raise(in, "\"replication_pad%dd_cuda\" not implemented for '%s'", npairs,
                               tensor_type_name(x->dtype));
        return pad_by_kernel(in, x, mode, npairs, lo, hi, out);
    }
    /* constant: crop the negative amounts, then widen into a tensor of value */
    int64_t dims[TENSOR_MAX_DIMS];
    Value items[TENSOR_MAX_DIMS];
    for (int d = 0; d < nd; d++) {
        int64_t size = x->shape[d] + lo[d] + hi[d];
        if (size < 0)
            return error_raise(in, "The input size %lld, plus negative padding %lld and %lld resulted in a negative "
                               "output size, which is invalid. Check dimension %d of your input.",
                               (long long)x->shape[d], (long long)lo[d], (long long)hi[d], d);
        dims[d] = size;
    }
    Value src = value_retain(p[0]);
    bool crop = false;
    for (int d = 0; d < nd; d++) crop = crop || lo[d] < 0 || hi[d] < 0;
    if (crop) {
        for (int d = 0; d < nd; d++)
            items[d] = value_slice_new(value_int(lo[d] < 0 ? -lo[d] : 0),
                                       value_int(x->shape[d] - (hi[d] < 0 ? -hi[d] : 0)), value_none());
        Value v;
        ok = value_index(in, p[0], items, nd, &v);
        for (int d = 0; d < nd; d++) value_release(items[d]);
        value_release(src);
        if (!ok) return false;
        src = v;
    }
    Value big = value_none(), size = value_size_new(dims, nd), dt, dev;
    ok = builtins_get_attr(in, p[0], "dtype", &dt) && builtins_get_attr(in, p[0], "device", &dev) &&
         builtins_call_name(in, a, "full", 2, (Value[]){size, p[3]}, 2, (const char *[]){"dtype", "device"},
                            (Value[]){dt, dev}, &big);
    value_release(size);
    if (ok) {
        for (int d = 0; d < nd; d++) {
            int64_t start = lo[d] > 0 ? lo[d] : 0;
            items[d] = value_slice_new(value_int(start), value_int(dims[d] - (hi[d] > 0 ? hi[d] : 0)), value_none());
        }
        ok = value_set_index(in, big, items, nd, src);
        for (int d = 0; d < nd; d++) value_release(items[d]);
    }
    value_release(src);
    if (!ok) {
        value_release(big);
        return false;
    }
    *out = big;
    return true;
}

/* cross_entropy and nll_loss (by data), as PyTorch 2 computes them: input
 * (C), (N, C) or (N, C, d1, ...) scores (log-probabilities for nll_loss)
 * flattened to rows of C; target class indices (ignore_index's rows count
 * for nothing, weight[class] scales each row, 'mean' divides by the weights
 * summed) or, for cross_entropy, probabilities of input's shape;
 * label_smoothing mixes in the mean over classes. */
enum { NLL_CROSS_ENTROPY, NLL_LOSS };

/* [a, b], kept. */
static Value pair(Work *w, int64_t a, int64_t b)
{
    Value l = value_list_new(V_LIST, 2);
    value_list_push(l, value_int(a));
    value_list_push(l, value_int(b));
    return work_keep(w, true, l);
}

/* Whether target y has input x's shape without its class dimension (1). */
static bool target_fits(const Tensor *x, const Tensor *y)
{
    if (y->ndim != x->ndim - 1) return false;
    for (int d = 0; d < y->ndim; d++)
        if (y->shape[d] != x->shape[d < 1 ? d : d + 1]) return false;
    return true;
}

/* t's shape as PyTorch's messages print it ([2, 4]), without its class
 * dimension when drop_class. */
static const char *shape_text(const Tensor *t, bool drop_class, char *buf, size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "[");
    for (int d = 0, k = 0; d < t->ndim && n < size; d++) {
        if (drop_class && d == 1) continue;
        n += (size_t)snprintf(buf + n, size - n, "%s%lld", k++ ? ", " : "", (long long)t->shape[d]);
    }
    if (n < size) snprintf(buf + n, size - n, "]");
    return buf;
}

/* rows (a loss a sample) reduced as red asks: 'mean' is the sum / count;
 * 'none' in the target's shape. */
static Value reduce_rows(Work *w, const char *red, Value rows, Value count, Value shape)
{
    if (strcmp(red, "none") == 0) return work_method(w, rows, "reshape", 1, &shape);
    Value sum = work_call(w, "sum", 1, &rows);
    return strcmp(red, "sum") == 0 ? sum : work_binary(w, OP_DIV, sum, count);
}

/* PyTorch's refusals of a loss's arguments, before any work. */
static bool nll_check(Interp *in, const Args *a, bool probs, int64_t classes)
{
    const Tensor *x = value_as_tensor(a->p[0]), *y = value_as_tensor(a->p[1]);
    if (probs && !dtype_is_float(y->dtype))
        return error_raise(in, "Expected floating point type for target with class probabilities, got %s",
                           tensor_type_name(y->dtype));
    if (probs && a->p[4].u.i >= 0)
        return error_raise(in, "ignore_index is not supported for floating point target");
    if (!probs && x->ndim != 1 && (y->ndim == 0 || y->shape[0] != x->shape[0]))
        return error_raise_as(in, ERR_VALUE, "Expected input batch_size (%lld) to match target batch_size (%lld).",
                              (long long)x->shape[0], y->ndim ? (long long)y->shape[0] : 1LL);
    if (!probs && x->ndim <= 2 && y->ndim > 1)
        return error_raise(in, "0D or 1D target tensor expected, multi-target not supported");
    if (!probs && x->ndim > 2 && !target_fits(x, y)) {
        char want[256], got[256];
        shape_text(y, false, got, sizeof got);
        /* PyTorch gives a 4-d input to nll_loss2d, whose CUDA kernel checks the target itself */
        if (x->ndim == 4 && y->ndim != 3)
            return error_raise(in, "only batches of spatial targets supported (3D tensors) but got targets of size: : %s",
                               got);
        if (x->ndim == 4)
            return error_raise(in, "size mismatch (got input: %s , target: %s", shape_text(x, false, want, sizeof want),
                               got);
        return error_raise(in, "Expected target size %s, got %s", shape_text(x, true, want, sizeof want), got);
    }
    if (!probs && y->dtype != DT_INT64)
        return error_raise(in, "expected scalar type Long but found %s", tensor_type_name(y->dtype));
    Value weight = a->p[2];
    if (weight.kind == V_NONE) return true;
    if (weight.kind != V_TENSOR) return args_need_tensor(in, a, 2);
    const Tensor *wt = value_as_tensor(weight);
    /* cross_entropy's probabilities check the weight themselves, naming themselves */
    if (wt->ndim != 1 || wt->shape[0] != classes)
        return error_raise(in, "%sweight tensor should be defined either for all %lld classes or no classes but got "
                           "weight tensor of shape: [%lld]", probs ? "cross_entropy: " : "", (long long)classes,
                           (long long)tensor_numel(wt));
    /* the kernel reads the weights as the scores' type */
    if (!probs && wt->dtype != x->dtype)
        return error_raise(in, "expected scalar type %s but found %s", tensor_type_name(x->dtype),
                           tensor_type_name(wt->dtype));
    return true;
}

/* nll_loss's rows of logp [N, C] and the targets [N] through ops.def's
 * nll: *loss, each row's loss, and *count, its weight, ignored rows 0
 * (without weights, *count is the rows not ignored, counted).  The kernel
 * checks that each target not ignored names a class as it reads it,
 * reported when the program next observes anything (deferred.h):
 * PyTorch's IndexError (a GPU would assert). */
static bool nll_rows(Work *w, Value logp, Value target, Value weight, int64_t ignore, Value *loss, Value *count)
{
    static const char msg[] = "Target %lld is out of bounds.";
    const Backend *be;
    Error err;
    Tensor *t = value_as_tensor(target), *l, *c;
    int64_t *record;
    *loss = *count = value_none();
    if (!w->ok) return false;
    if (!tensor_backend(w->in, &be) || !deferred_own_begin(w->in, t, ERR_INDEX, msg, &record)) return w->ok = false;
    if (!dispatch_nll(be, tensor_stream(tensor_device(t)), value_as_tensor(logp), t,
                      weight.kind == V_NONE ? NULL : value_as_tensor(weight), ignore, record, &l, &c, &err))
        return w->ok = tensor_fail(w->in, &err);
    *loss = work_keep(w, true, value_tensor(l));
    *count = work_keep(w, true, value_tensor(c));
    return w->ok = deferred_own_end(w->in, t, record, ERR_INDEX, msg);
}

/* PyTorch's refusals of a 0-d input, which names no class: nll_loss's,
 * or the one cross_entropy meets first on its road (probabilities when
 * the target is 0-d too, else log_softmax over dimension 1). */
static bool scalar_input(Interp *in, bool ce, bool probs, const Tensor *y)
{
    if (!ce) return error_raise_as(in, ERR_VALUE, "Expected 1 or more dimensions (got 0)");
    if (!probs)
        return error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
    if (!dtype_is_float(y->dtype))
        return error_raise(in, "Expected floating point type for target with class probabilities, got %s",
                           tensor_type_name(y->dtype));
    return error_raise_as(in, ERR_INDEX, "Dimension specified as 1 but tensor has no dimensions");
}

static bool f_nll(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool ce = a->fn->data == NLL_CROSS_ENTROPY;
    /* PyTorch's Python wrappers hand both to these, which name themselves. */
    for (int i = 0; i < 2; i++)
        if (p[i].kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position %d) must be Tensor, not %s",
                                  ce ? "cross_entropy_loss" : "nll_loss_nd", i ? "target" : "input", i + 1,
                                  value_type_name(p[i]));
    Value weight = p[2], ignore = p[4];
    if (ignore.kind != V_INT)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'ignore_index' (position 5) must be int, not %s",
                              ce ? "cross_entropy_loss" : "nll_loss_nd", value_type_name(ignore));
    const char *red;
    if (!losses_reduction(in, p[3], p[5], p[6], false, &red)) return false;
    double smoothing = ce && p[7].kind != V_NONE ? (p[7].kind == V_FLOAT ? p[7].u.f : (double)p[7].u.i) : 0.0;
    /* PyTorch refuses only a smoothing above 1; below 0 it smooths nothing. */
    if (smoothing > 1.0) return error_raise(in, "label_smoothing must be between 0.0 and 1.0. Got: %g", smoothing);
    Tensor *x = value_as_tensor(p[0]), *y = value_as_tensor(p[1]);
    /* A target of input's shape holds probabilities (cross_entropy only). */
    bool probs = ce && y->ndim == x->ndim && memcmp(y->shape, x->shape, (size_t)x->ndim * sizeof *x->shape) == 0;
    if (x->ndim == 0) return scalar_input(in, ce, probs, y);
    int64_t classes = x->ndim == 1 ? x->shape[0] : x->shape[1];
    if (ce && !probs && !dtype_is_float(x->dtype)) {
        /* cross_entropy of class indices takes log_softmax before nll_loss checks the target */
        Work w = work_new(in, a);
        work_method(&w, p[0], "log_softmax", 1, (Value[]){value_int(x->ndim == 1 ? 0 : 1)});
        Value none;
        if (!work_done(&w, value_none(), &none)) return false;
    }
    if (!nll_check(in, a, probs, classes)) return false;
    Work w = work_new(in, a);
    Value minus1 = value_int(-1), last = value_int(-1), one = value_int(1), zero = value_float(0.0);
    /* Scores as rows of classes, the class dimension moved last; the
     * shape 'none' gives back is the target's without it. */
    Value scores = p[0];
    if (x->ndim > 2) scores = work_method(&w, scores, "movedim", 2, (Value[]){one, last});
    if (x->ndim != 2) scores = work_method(&w, scores, "reshape", 1, (Value[]){pair(&w, -1, classes)});
    Value shape = work_keep(&w, true, value_list_new(V_LIST, (size_t)y->ndim));
    for (int d = 0; d < y->ndim; d++)
        if (!probs || d != (y->ndim > 1)) value_list_push(shape, value_int(y->shape[d]));
    Value logp = ce ? work_method(&w, scores, "log_softmax", 1, &one) : scores;
    Value wrow = weight.kind == V_NONE ? value_none()
                                       : work_method(&w, weight, "reshape", 1, (Value[]){pair(&w, 1, classes)});
    Value r;
    if (probs) {
        /* -(logp * target * weight).sum(1); 'mean' divides by the rows. */
        Value target = x->ndim == 1 ? p[1] : work_method(&w, p[1], "movedim", 2, (Value[]){one, last});
        target = work_method(&w, target, "reshape", 1, (Value[]){pair(&w, -1, classes)});
        if (smoothing > 0.0)
            target = work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, target, value_float(1.0 - smoothing)),
                                 value_float(smoothing / (double)classes));
        Value prod = work_binary(&w, OP_MUL, logp, target);
        if (wrow.kind != V_NONE) prod = work_binary(&w, OP_MUL, prod, wrow);
        Value rows = work_binary(&w, OP_MUL, work_method(&w, prod, "sum", 1, &one), minus1);
        r = reduce_rows(&w, red, rows, value_int(tensor_numel(x) / (classes ? classes : 1)), shape);
        return work_done(&w, r, out);
    }
    /* Class indices: each not ignored picked from its row, weighted,
     * ignored rows 0; 'mean' divides by the weights summed (without
     * weights: the rows not ignored, counted). */
    Value target = y->ndim == 1 ? p[1] : work_method(&w, p[1], "reshape", 1, &minus1), nll, count;
    if (!nll_rows(&w, logp, target, weight, ignore.u.i, &nll, &count)) return work_done(&w, value_none(), out);
    Value total = value_none();
    if (strcmp(red, "mean") == 0) total = weight.kind == V_NONE ? count : work_call(&w, "sum", 1, &count);
    r = reduce_rows(&w, red, nll, total, shape);
    if (smoothing > 0.0) {
        /* (1 - ls) * nll + ls / C * -(logp * weight).sum(1), ignored rows
         * 0; 'mean' divides the smoothing part by the same weights. */
        Value lw = wrow.kind != V_NONE ? work_binary(&w, OP_MUL, logp, wrow) : logp;
        Value all = work_binary(&w, OP_MUL, work_method(&w, lw, "sum", 1, &one), minus1);
        Value valid = work_binary(&w, OP_NE, target, ignore);
        Value smooth = reduce_rows(&w, red, work_call(&w, "where", 3, (Value[]){valid, all, zero}), total, shape);
        r = work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, r, value_float(1.0 - smoothing)),
                        work_binary(&w, OP_MUL, smooth, value_float(smoothing / (double)classes)));
    }
    return work_done(&w, r, out);
}

#define MF (BI_FUNC | BI_MODULE)
/* F's functions that PyTorch writes in Python (their keywords are their own) */
#define PF (MF | BI_PYTHON)
static const Builtin f_rows[] = {
    {"relu", V_MODULE, PF, f_same, "input, inplace=False", ACT_RELU, "max(x, 0)"},
    {"relu_", V_MODULE, MF, f_same, "input", ACT_RELU, "relu, in place"},
    {"sigmoid", V_MODULE, PF, f_same, "input", ACT_SIGMOID, "1 / (1 + e^-x)"},
    {"tanh", V_MODULE, PF, f_same, "input", ACT_TANH, "the hyperbolic tangent"},
    {"relu6", V_MODULE, PF, f_hardtanh, "input, inplace=False", CLAMP_RELU6, "min(max(x, 0), 6)"},
    {"hardtanh", V_MODULE, PF, f_hardtanh, "input, min_val=-1.0, max_val=1.0, inplace=False", CLAMP_HARDTANH,
     "x clamped to [min_val, max_val]"},
    {"hardtanh_", V_MODULE, MF, f_hardtanh, "input, min_val=-1.0, max_val=1.0", CLAMP_HARDTANH, "hardtanh, in place"},
    {"softmax", V_MODULE, PF, f_softmax, "input, dim=None, _stacklevel=3, dtype=None", SOFTMAX,
     "exp(x) / sum(exp(x)) along dim"},
    {"log_softmax", V_MODULE, PF, f_softmax, "input, dim=None, _stacklevel=3, dtype=None", SOFTMAX_LOG,
     "log of softmax along dim"},
    {"softmin", V_MODULE, PF, f_softmax, "input, dim=None, _stacklevel=3, dtype=None", SOFTMAX_MIN,
     "softmax(-x) along dim"},
    {"leaky_relu", V_MODULE, PF, f_leaky_relu, "input, negative_slope=0.01, inplace=False", 0,
     "x, or x * negative_slope where x <= 0"},
    {"leaky_relu_", V_MODULE, MF, f_leaky_relu, "input, negative_slope=0.01", 0, "leaky_relu, in place"},
    {"silu", V_MODULE, PF, f_smooth, "input, inplace=False", SMOOTH_SILU, "x * sigmoid(x)"},
    {"elu", V_MODULE, PF, f_smooth, "input, alpha=1.0, inplace=False", SMOOTH_ELU,
     "x, or alpha * (e^x - 1) where x <= 0"},
    {"elu_", V_MODULE, MF, f_smooth, "input, alpha=1.0", SMOOTH_ELU, "elu, in place"},
    {"celu", V_MODULE, PF, f_smooth, "input, alpha=1.0, inplace=False", SMOOTH_CELU,
     "x, or alpha * (e^(x / alpha) - 1) where x <= 0"},
    {"celu_", V_MODULE, MF, f_smooth, "input, alpha=1.0", SMOOTH_CELU, "celu, in place"},
    {"selu", V_MODULE, PF, f_smooth, "input, inplace=False", SMOOTH_SELU,
     "1.0507 * (x, or 1.6733 * (e^x - 1) where x <= 0)"},
    {"selu_", V_MODULE, MF, f_smooth, "input", SMOOTH_SELU, "selu, in place"},
    {"softplus", V_MODULE, MF, f_smooth, "input, beta=1.0, threshold=20.0", SMOOTH_SOFTPLUS,
     "log(1 + e^(beta x)) / beta (x where beta x > threshold)"},
    {"mish", V_MODULE, PF, f_smooth, "input, inplace=False", SMOOTH_MISH, "x * tanh(softplus(x))"},
    {"hardsigmoid", V_MODULE, PF, f_smooth, "input, inplace=False", SMOOTH_HARDSIGMOID, "min(max(x + 3, 0), 6) / 6"},
    {"hardswish", V_MODULE, PF, f_smooth, "input, inplace=False", SMOOTH_HARDSWISH, "x * hardsigmoid(x)"},
    {"logsigmoid", V_MODULE, MF, f_smooth, "input", SMOOTH_LOGSIGMOID, "log(sigmoid(x))"},
    {"softsign", V_MODULE, PF, f_softsign, "input", 0, "x / (1 + |x|)"},
    {"threshold", V_MODULE, PF, f_threshold, "input, threshold, value, inplace=False", 0,
     "x where x > threshold, else value"},
    {"threshold_", V_MODULE, MF, f_threshold, "input, threshold, value", 0, "threshold, in place"},
    {"glu", V_MODULE, PF, f_glu, "input, dim=-1", 0, "a * sigmoid(b) of input's halves a, b along dim"},
    {"normalize", V_MODULE, PF, f_normalize, "input, p=2.0, dim=1, eps=1e-12, out=None", 0,
     "x / max(norm(x, p, dim), eps)"},
    {"linear", V_MODULE, MF, f_linear, "input, weight, bias=None", 0, "input @ weight.T + bias"},
    {"mse_loss", V_MODULE, PF, f_loss, "input, target, size_average=None, reduce=None, reduction='mean'", LOSS_MSE,
     "the mean squared error"},
    {"l1_loss", V_MODULE, PF, f_loss, "input, target, size_average=None, reduce=None, reduction='mean'", LOSS_L1,
     "the mean absolute error"},
    {"binary_cross_entropy", V_MODULE, PF, f_bce,
     "input, target, weight=None, size_average=None, reduce=None, reduction='mean'", 0,
     "-weight * (y log(x) + (1 - y) log(1 - x)), each log at least -100"},
    {"binary_cross_entropy_with_logits", V_MODULE, PF, f_bce_logits,
     "input, target, weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None", 0,
     "binary_cross_entropy of sigmoid(input), pos_weight scaling the positive term"},
    {"smooth_l1_loss", V_MODULE, PF, f_smooth_l1,
     "input, target, size_average=None, reduce=None, reduction='mean', beta=1.0", LOSS_SMOOTH_L1,
     "0.5 z^2 / beta where z = |x - y| < beta, else z - 0.5 beta"},
    {"huber_loss", V_MODULE, PF, f_smooth_l1, "input, target, reduction='mean', delta=1.0", LOSS_HUBER,
     "0.5 z^2 where z = |x - y| < delta, else delta (z - 0.5 delta)"},
    {"kl_div", V_MODULE, PF, f_kl_div,
     "input, target, size_average=None, reduce=None, reduction='mean', log_target=False", 0,
     "target * (log(target) - input), input log-probabilities; 'batchmean' divides by the batch"},
    {"embedding", V_MODULE, PF, f_embedding,
     "input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False", 0,
     "weight's rows at input: input's shape and weight's width"},
    {"one_hot", V_MODULE, MF, f_one_hot, "input, num_classes=-1", 0, "int64 one-hot rows"},
    {"gelu", V_MODULE, MF, nn_gelu, "input, *, approximate='none'", 0,
     "x * Phi(x) (erf, or tanh's approximation), in float64 on the device, rounded once"},
    {"layer_norm", V_MODULE, PF, nn_layer_norm, "input, normalized_shape, weight=None, bias=None, eps=1e-05", 0,
     "(x - mean) / sqrt(var + eps) * weight + bias over the last dimensions"},
    {"rms_norm", V_MODULE, PF, nn_rms_norm, "input, normalized_shape, weight=None, eps=None", 0,
     "x / sqrt(mean(x^2) + eps) * weight over the last dimensions"},
    {"pad", V_MODULE, MF, f_pad, "input, pad, mode='constant', value=None", 0,
     "value (0 for None), or 'reflect', 'replicate', 'circular', around the last dimensions"},
    {"conv1d", V_MODULE, MF, conv_nd, CONV_PARAMS, 1,
     "1-d convolution of (N, C, L) input: unfolded columns times the weight, one matmul"},
    {"conv2d", V_MODULE, MF, conv_nd, CONV_PARAMS, 2,
     "2-d convolution of (N, C, H, W) input: unfolded columns times the weight, one matmul"},
    {"conv3d", V_MODULE, MF, conv_nd, CONV_PARAMS, 3,
     "3-d convolution of (N, C, D, H, W) input: unfolded columns times the weight, one matmul"},
    {"unfold", V_MODULE, PF, conv_unfold, "input, kernel_size, dilation=1, padding=0, stride=1", 0,
     "the sliding blocks of (N, C, H, W) input as columns (N, C * kh * kw, L)"},
    {"max_pool1d", V_MODULE, PF, conv_pool, POOL_MAX_PARAMS, CONV_MAX_POOL1D, "the largest of each window"},
    {"max_pool2d", V_MODULE, PF, conv_pool, POOL_MAX_PARAMS, CONV_MAX_POOL2D, "the largest of each window"},
    {"avg_pool1d", V_MODULE, MF, conv_pool, "input, kernel_size, stride=None, padding=0, ceil_mode=False, "
     "count_include_pad=True", CONV_AVG_POOL1D, "the mean of each window"},
    {"avg_pool2d", V_MODULE, MF, conv_pool, "input, kernel_size, stride=None, padding=0, ceil_mode=False, "
     "count_include_pad=True, divisor_override=None", CONV_AVG_POOL2D, "the mean of each window"},
    {"cross_entropy", V_MODULE, PF, f_nll,
     "input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean', "
     "label_smoothing=0.0", NLL_CROSS_ENTROPY, "of scores (C), (N, C) or (N, C, d...) and classes or probabilities"},
    {"nll_loss", V_MODULE, PF, f_nll,
     "input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'", NLL_LOSS,
     "of log-probabilities (C), (N, C) or (N, C, d...) and classes"},
    {"cosine_similarity", V_MODULE, MF, nn_cosine, "x1, x2, dim=1, eps=1e-08", 0, "along dim"},
    {"pairwise_distance", V_MODULE, MF, nn_pairwise_distance, "x1, x2, p=2.0, eps=1e-06, keepdim=False", 0,
     "the p-norm of x1 - x2 + eps along the last dimension"},
    {"dropout", V_MODULE, PF, f_dropout, "input, p=0.5, training=True, inplace=False", 0,
     "zero elements with probability p (cst's Philox draws), scale the rest by 1 / (1 - p)"},
    {"scaled_dot_product_attention", V_MODULE, MF, nn_attention,
     "query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False", 0,
     "softmax(query @ key^T * scale + mask) @ value"},
};

const Builtin *functional_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}

/* torch.'s own spellings of F.'s functions: no inplace= (wants_inplace). */
static const Builtin t_rows[] = {
    {"celu", V_NONE, BI_FUNC, f_smooth, "input, alpha=1.0", SMOOTH_CELU, "F.celu"},
    {"selu", V_NONE, BI_FUNC, f_smooth, "input", SMOOTH_SELU, "F.selu"},
    {"threshold", V_NONE, BI_FUNC, f_threshold, "input, threshold, value", 0, "F.threshold"},
    {"embedding", V_NONE, BI_FUNC, f_embedding, "weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False",
     0, "F.embedding, its weight first"},
    {"kl_div", V_NONE, BI_FUNC, t_loss, "input, target, reduction=0, *, log_target=False", TORCH_KL_DIV,
     "F.kl_div, reduction 0 (none, the default), 1 (mean) or 2 (sum)"},
    {"binary_cross_entropy_with_logits", V_NONE, BI_FUNC, t_loss,
     "input, target, weight=None, pos_weight=None, reduction=0", TORCH_BCE_LOGITS,
     "F.binary_cross_entropy_with_logits, reduction 0 (none, the default), 1 (mean) or 2 (sum)"},
};

void functional_register(void)
{
    builtins_register(t_rows, sizeof t_rows / sizeof t_rows[0]);
}

/* ------------------------------------------------------------- linalg */

static bool l_matmul(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "matmul", 2, a->p, 0, NULL, NULL, out);
}

static bool l_matrix_power(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "matrix_power", 2, a->p, 0, NULL, NULL, out);
}

/* linalg.diagonal(A, *, offset=0, dim1=-2, dim2=-1): torch.diagonal over
 * the last two dims by default. */
static bool l_diagonal(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "diagonal", 1, a->p, 3, (const char *[]){"offset", "dim1", "dim2"}, a->p + 1,
                              out);
}

static const Builtin l_rows[] = {
    {"norm", V_MODULE, MF, tensor_stats_norm, "input, ord=None, dim=None, keepdim=False, *, dtype=None, out=None",
     STATS_NORM_ANY, "a matrix norm for an ord over two dims, else the vector ord-norm (2 by default)"},
    {"vector_norm", V_MODULE, MF, tensor_stats_norm, "x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None",
     STATS_NORM_VECTOR, "the vector ord-norm"},
    {"matrix_norm", V_MODULE, MF, tensor_stats_norm, "A, ord='fro', dim=None, keepdim=False, *, dtype=None, out=None",
     STATS_NORM_MATRIX, "the matrix ord-norm over dim (the last two when None)"},
    {"cross", V_MODULE, MF, tensor_stats_cross, "input, other, *, dim=-1", STATS_CROSS_LINALG,
     "the cross product of 3-vectors along dim"},
    {"matmul", V_MODULE, MF, l_matmul, "input, other", 0, "input @ other"},
    {"matrix_power", V_MODULE, MF, l_matrix_power, "A, n", 0, "A multiplied by itself n times (torch.matrix_power)"},
    {"diagonal", V_MODULE, MF, l_diagonal, "A, *, offset=0, dim1=-2, dim2=-1", 0,
     "the diagonals of the matrices in A's last two dims (torch.diagonal)"},
    {"vecdot", V_MODULE, MF, nn_vecdot, "x, y, *, dim=-1, out=None", 0, "sum(x * y) along dim"},
    {"multi_dot", V_MODULE, MF, nn_multi_dot, "tensors", 0,
     "the product of a chain of matrices (vectors at its ends), in the order of fewest multiplications"},
};

const Builtin *linalg_rows(size_t *count)
{
    *count = sizeof l_rows / sizeof l_rows[0];
    return l_rows;
}
