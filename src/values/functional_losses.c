/* functional_losses.c: the rest of torch.nn.functional, written with the
 * tensor operations that exist (compose.h), so both devices run them:
 * hardshrink, softshrink, tanhshrink, prelu and rrelu; the channel
 * dropouts and the alpha dropouts, whose masks are F.dropout's draws of
 * cst's Philox generator; the margin, embedding and likelihood losses
 * with PyTorch's checks and reductions; ctc_loss; pdist and bilinear. */
#include "values/functional_losses.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "tensor/dispatch_distance.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/functional_layers.h"
#include "values/generator_value.h"
#include "values/module.h"
#include "values/nn.h"

/* ------------------------------------------------------------ helpers */

/* Parameter i as a float (a lambd, margin or bound): PyTorch's TypeError
 * for anything but a number. */
static bool need_number(Interp *in, const Args *a, int i)
{
    if (value_is_number(a->p[i])) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be float, not %s", a->fn->name, args_name(a, i),
                          value_type_name(a->p[i]));
}

/* The "NAME_cuda" not implemented for 'Long' of PyTorch's float-only
 * kernels. */
static bool need_float(Interp *in, const Tensor *t, const char *kernel)
{
    if (dtype_is_float(t->dtype)) return true;
    return error_raise(in, "\"%s_%s\" not implemented for '%s'", kernel, tensor_device(t) < 0 ? "cpu" : "cuda",
                       tensor_type_name(t->dtype));
}

/* An out= kernel's refusal of an integer input whose result is float. */
static bool float_result(Interp *in, const Tensor *t)
{
    if (dtype_is_float(t->dtype)) return true;
    return error_raise(in, "result type Float can't be cast to the desired output type %s",
                       tensor_type_name(t->dtype));
}

/* t's shape as PyTorch's messages print sizes: [2, 3]. */
static const char *sizes(const Tensor *t, char *buf, size_t n)
{
    tensor_shape_str(t->ndim, t->shape, buf, n);
    return buf;
}

/* loss reduced as red asks. */
static Value reduced(Work *w, const char *red, Value loss)
{
    return strcmp(red, "none") == 0 ? loss : work_call(w, red, 1, &loss);
}

/* A Size of n dims, kept. */
static Value size_of(Work *w, const int64_t *dims, int n)
{
    return work_keep(w, true, value_size_new(dims, n));
}

/* clamp(x, min=0) */
static Value clamp_min0(Work *w, Value x)
{
    return work_call_kw(w, "clamp", 1, &x, 1, (const char *[]){"min"}, (Value[]){value_int(0)});
}

/* The integer item of reduction name (min, max) of t. */
static bool item_of(Work *w, const char *name, Value t, int64_t *v)
{
    Value item = work_method(w, work_call(w, name, 1, &t), "item", 0, NULL);
    if (w->ok) *v = item.u.i;
    return w->ok;
}

/* -------------------------------------------------------- activations */

/* hardshrink(input, lambd=0.5): 0 where -lambd <= x <= lambd, else x;
 * softshrink: x - lambd above lambd, x + lambd below -lambd, else x - x
 * (+0, and NaN stays NaN), as PyTorch's kernels; by data.  lambd is an
 * operand, so it rounds to input's dtype as PyTorch's kernels take it. */
enum { SHRINK_HARD, SHRINK_SOFT };

static bool f_shrink(Interp *in, const Args *a, Value *out)
{
    bool soft = a->fn->data == SHRINK_SOFT;
    Tensor *x;
    if (!args_tensor(in, a, 0, &x) || !need_number(in, a, 1)) return false;
    double lambd = value_number(a->p[1]);
    if (soft && lambd < 0)
        return error_raise(in, "lambda must be greater or equal to 0, but found to be %g.", lambd);
    if (!need_float(in, x, soft ? "softshrink" : "hardshrink")) return false;
    Operand xs[2] = {operand_tensor(x), operand_float(lambd)};
    return tensor_run(in, soft ? OP_softshrink : OP_hardshrink, xs, 2, out);
}

/* tanhshrink(input): x - tanh(x) (an integer input gives float). */
static bool f_tanhshrink(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Work w = work_new(in, a);
    return work_done(&w, work_binary(&w, OP_SUB, a->p[0], work_call(&w, "tanh", 1, a->p)), out);
}

/* prelu(input, weight): x where x > 0, else weight * x, weight's one
 * element or one per channel (dimension 1), with PyTorch 2's checks. */
static bool f_prelu(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x, *wt;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &wt)) return false;
    if (x->dtype != wt->dtype)
        return error_raise(in, "prelu: Type promoting not supported. Got %s and %s", tensor_type_name(x->dtype),
                           tensor_type_name(wt->dtype));
    int64_t n = tensor_numel(wt);
    if (n != 1) {
        if (x->ndim == 0) return error_raise(in, "Not allow zero-dim input tensor.");
        int64_t channels = x->ndim > 1 ? x->shape[1] : 1;
        if (channels != n)
            return error_raise(in, "Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                               "%lld and channel size = %lld.", (long long)n, (long long)channels);
    }
    if (wt->ndim > 1)
        return error_raise(in, "prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = %d", wt->ndim);
    if (!need_float(in, x, "prelu")) return false;
    /* the weights along dimension 1, broadcast over the rest */
    int64_t shape[TENSOR_MAX_DIMS];
    int nd = n == 1 ? 0 : x->ndim - 1;
    for (int d = 0; d < nd; d++) shape[d] = d == 0 ? n : 1;
    Work w = work_new(in, a);
    Value slope = work_method(&w, p[1], "reshape", 1, (Value[]){size_of(&w, shape, nd)});
    Value r = value_none();
    if (w.ok) {
        Operand xs[2] = {operand_tensor(x), operand_tensor(value_as_tensor(slope))};
        work_keep(&w, tensor_run(in, OP_prelu, xs, 2, &r), r);
    }
    return work_done(&w, r, out);
}

/* rrelu(input, lower=1/8, upper=1/3, training=False, inplace=False), the
 * F row, torch.rrelu and both rrelu_: x where x > 0, else x times a slope:
 * leaky_relu's of (lower + upper) / 2, or in training prelu's of one
 * uniform draw in [lower, upper) per element from rand_like (cst's
 * Philox generator: torch.rrelu's generator= where given).  F.rrelu's
 * inplace= is at 4; torch.rrelu has a generator there instead. */
static bool f_rrelu(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    bool training;
    if (!args_tensor(in, a, 0, &x) || !need_number(in, a, 1) || !need_number(in, a, 2) ||
        !value_truth(in, p[3], &training))
        return false;
    double lower = value_number(p[1]), upper = value_number(p[2]);
    if (lower > upper) return error_raise(in, "Lower bound should be less than or equal to the upper bound");
    if (!need_float(in, x, training ? "rrelu_with_noise" : "leaky_relu")) return false;
    if (!training) return functional_apply(in, a, OP_leaky_relu, (Operand[]){operand_float((lower + upper) / 2)}, 4, out);
    Work w = work_new(in, a);
    Value gen = a->fn->flags & BI_MODULE ? value_none() : p[4], draws = value_none();
    work_keep(&w, w.ok && generator_draw_like(in, a->fn->name, p[0], false, gen, &draws), draws);
    Value slope = work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, draws, value_float(upper - lower)), value_float(lower));
    Value r = value_none();
    if (w.ok) work_keep(&w, functional_apply(in, a, OP_prelu, (Operand[]){operand_tensor(value_as_tensor(slope))}, 4, &r), r);
    return work_done(&w, r, out);
}

/* ----------------------------------------------------------- dropouts */

/* dropout1d, dropout2d, dropout3d (input, p=0.5, training=True,
 * inplace=False): whole channels zeroed, one draw per (sample, channel);
 * alpha_dropout and feature_alpha_dropout (training=False): elements or
 * channels set to SELU's negative saturation, the rest scaled and shifted
 * to keep mean 0 and variance 1.  By data. */
enum { DROP_1D, DROP_2D, DROP_3D, DROP_ALPHA, DROP_FEATURE_ALPHA };

/* x (0 < p < 1) after dropout of kind: the noise is F.dropout's of ones
 * of x's shape, or of its channels' (broadcast over the rest), so its
 * draws are those F.dropout makes; kept ones are 1 / (1 - p) in x's
 * dtype, as PyTorch's noise. */
static Value dropped(Work *w, int kind, Value xv, double p)
{
    const Tensor *x = value_as_tensor(xv);
    bool feature = kind != DROP_ALPHA;
    /* dropout1d and dropout3d take an unbatched input as a batch of one */
    int unbatched = (kind == DROP_1D && x->ndim == 2) || (kind == DROP_3D && x->ndim != 5);
    if (feature && x->ndim + unbatched < 2) {
        w->ok = error_raise(w->in, "Feature dropout requires at least 2 dimensions in the input");
        return value_none();
    }
    if (!float_result(w->in, x)) {
        w->ok = false;
        return value_none();
    }
    int64_t shape[TENSOR_MAX_DIMS];
    for (int d = 0; d < x->ndim; d++) shape[d] = !feature || d < 2 - unbatched ? x->shape[d] : 1;
    Value ones = work_method(w, xv, "new_ones", 1, (Value[]){size_of(w, shape, x->ndim)});
    Value noise = work_call(w, "dropout", 3, (Value[]){ones, value_float(p), value_bool(true)});
    if (kind != DROP_ALPHA && kind != DROP_FEATURE_ALPHA) return work_binary(w, OP_MUL, xv, noise);
    /* PyTorch's: x * (keep * a) + (keep - 1) * alpha * a + alpha * a * p */
    const double alpha = 1.7580993408473766, scale = 1 / sqrt((alpha * alpha * p + 1) * (1 - p));
    Value keep = work_method(w, work_binary(w, OP_NE, noise, value_int(0)), "to", 1, (Value[]){work_attr(w, xv, "dtype")});
    Value shift = work_binary(w, OP_ADD, work_binary(w, OP_MUL, keep, value_float(alpha * scale)),
                              value_float(alpha * scale * p - alpha * scale));
    return work_binary(w, OP_ADD, work_binary(w, OP_MUL, xv, work_binary(w, OP_MUL, keep, value_float(scale))), shift);
}

static bool f_dropout(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int kind = a->fn->data;
    bool training;
    double prob;
    if (!args_need_tensor(in, a, 0) || !nn_dropout_p(in, a, &prob)) return false;
    Tensor *x = value_as_tensor(p[0]);
    if (kind == DROP_1D && x->ndim != 2 && x->ndim != 3)
        return error_raise(in, "dropout1d: Expected 2D or 3D input, but received a %dD input. Note that dropout1d "
                           "exists to provide channel-wise dropout on inputs with 1 spatial dimension, a channel "
                           "dimension, and an optional batch dimension (i.e. 2D or 3D inputs).", x->ndim);
    if (!value_truth(in, p[2], &training)) return false;
    if (!training || prob == 0 || tensor_numel(x) == 0) {
        *out = value_retain(p[0]);
        return true;
    }
    Work w = work_new(in, a);
    Value r = prob == 1 ? work_binary(&w, OP_MUL, p[0], value_int(0)) : dropped(&w, kind, p[0], prob);
    Value kept = value_none();
    if (!work_done(&w, r, &kept)) return false;
    return functional_give(in, a, 3, kept, out);
}

/* ------------------------------------------------------------- losses */

/* margin_ranking_loss(input1, input2, target, margin=0, ...):
 * max(0, -target * (input1 - input2) + margin). */
static bool f_margin_ranking(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x1, *x2, *y;
    const char *red;
    if (!args_tensor(in, a, 0, &x1) || !args_tensor(in, a, 1, &x2) || !args_tensor(in, a, 2, &y) ||
        !need_number(in, a, 3) || !losses_reduction(in, p[4], p[5], p[6], false, &red))
        return false;
    if (x1->ndim != x2->ndim || x1->ndim != y->ndim) {
        char s1[200], s2[200], s3[200];
        return error_raise(in, "margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           "input1: torch.Size(%s), input2: torch.Size(%s), target: torch.Size(%s) ",
                           sizes(x1, s1, sizeof s1), sizes(x2, s2, sizeof s2), sizes(y, s3, sizeof s3));
    }
    Work w = work_new(in, a);
    Value neg = work_binary(&w, OP_MUL, p[2], value_int(-1));
    Value z = work_binary(&w, OP_MUL, neg, work_binary(&w, OP_SUB, p[0], p[1]));
    z = work_binary(&w, OP_ADD, z, value_float(value_number(p[3])));
    return work_done(&w, reduced(&w, red, clamp_min0(&w, z)), out);
}

/* hinge_embedding_loss(input, target, margin=1.0, ...): x where target
 * is 1, max(0, margin - x) where it is -1 (other targets add both). */
static bool f_hinge_embedding(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1) || !need_number(in, a, 2) ||
        !losses_reduction(in, p[3], p[4], p[5], false, &red))
        return false;
    Work w = work_new(in, a);
    Value zeros = work_call(&w, "zeros_like", 1, p);
    Value clamped = clamp_min0(&w, work_binary(&w, OP_SUB, value_float(value_number(p[2])), p[0]));
    Value margin = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_NE, p[1], value_int(1)), clamped, zeros});
    Value self = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_NE, p[1], value_int(-1)), p[0], zeros});
    return work_done(&w, reduced(&w, red, work_binary(&w, OP_ADD, margin, self)), out);
}

/* soft_margin_loss(input, target, ...): log(1 + e^(-target * input)). */
static bool f_soft_margin(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    const char *red;
    if (!args_tensor(in, a, 0, &x) || !args_need_tensor(in, a, 1) || !losses_reduction(in, p[2], p[3], p[4], false, &red))
        return false;
    Work w = work_new(in, a);
    Value z = work_binary(&w, OP_MUL, work_binary(&w, OP_MUL, p[0], value_int(-1)), p[1]);
    Value loss = work_call(&w, "log1p", 1, (Value[]){work_call(&w, "exp", 1, &z)});
    if (w.ok && !float_result(in, x)) w.ok = false;
    return work_done(&w, reduced(&w, red, loss), out);
}

/* multilabel_soft_margin_loss(input, target, weight=None, ...): -(y
 * logsigmoid(x) + (1 - y) logsigmoid(-x)) times weight, the mean over the
 * last (class) dimension, as PyTorch's Python. */
static bool f_multilabel_soft_margin(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    const char *red = "mean";
    if (!args_tensor(in, a, 0, &x) || !args_need_tensor(in, a, 1) || !need_float(in, x, "log_sigmoid_forward"))
        return false;
    if (x->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension specified as -1 but tensor has no dimensions");
    Work w = work_new(in, a);
    Value minus = work_binary(&w, OP_MUL, p[0], value_int(-1));
    Value pos = work_binary(&w, OP_MUL, p[1], functional_logsigmoid(&w, p[0]));
    Value neg = work_binary(&w, OP_MUL, work_binary(&w, OP_SUB, value_int(1), p[1]), functional_logsigmoid(&w, minus));
    Value loss = work_binary(&w, OP_MUL, work_binary(&w, OP_ADD, pos, neg), value_int(-1));
    if (p[2].kind != V_NONE) loss = work_binary(&w, OP_MUL, loss, p[2]);
    loss = work_method(&w, loss, "sum", 1, (Value[]){value_int(x->ndim - 1)});
    loss = work_binary(&w, OP_DIV, loss, value_int(x->shape[x->ndim - 1]));
    if (w.ok && !losses_reduction(in, p[3], p[4], p[5], true, &red)) w.ok = false;
    return work_done(&w, reduced(&w, red, loss), out);
}

/* The checks PyTorch's multi-class margin losses make of input: a
 * non-empty vector, a matrix of rows or a scalar; *frames rows of *dim
 * classes. */
static bool margin_input(Interp *in, const Tensor *x, int64_t *frames, int64_t *dim)
{
    bool fits = (x->ndim == 2 && x->shape[1] != 0) || (x->ndim == 1 && x->shape[0] != 0) || x->ndim == 0;
    char s[200];
    if (!fits)
        return error_raise(in, "Expected non-empty vector or matrix with optional 0-dim batch size, but got: %s",
                           sizes(x, s, sizeof s));
    *frames = x->ndim == 2 ? x->shape[0] : 1;
    *dim = x->ndim == 0 ? 1 : x->shape[x->ndim - 1];
    return true;
}

/* The row losses of a multi-class margin loss, reduced: 'none' keeps
 * one per row, or a scalar when one_row. */
static Value margin_rows(Work *w, const char *red, Value rows, bool one_row)
{
    if (strcmp(red, "none") == 0)
        return one_row ? work_method(w, rows, "reshape", 1, (Value[]){size_of(w, NULL, 0)}) : rows;
    return reduced(w, red, rows);
}

/* multilabel_margin_loss(input, target, ...): each row's targets are the
 * classes target lists before its first -1; the row's loss is the sum
 * over targets j and non-targets i of max(0, 1 - (x[j] - x[i])), over
 * the number of classes. */
static bool f_multilabel_margin(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x, *y;
    const char *red;
    int64_t frames, dim;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y) || !losses_reduction(in, p[2], p[3], p[4], false, &red) ||
        !margin_input(in, x, &frames, &dim))
        return false;
    bool fits = x->ndim <= 1 ? y->ndim <= 1 && tensor_numel(y) == dim
                             : y->ndim == 2 && y->shape[0] == frames && y->shape[1] == dim;
    char ys[200], xs[200];
    if (!fits)
        return error_raise(in, "inconsistent target size: %s for input of size: %s", sizes(y, ys, sizeof ys),
                           sizes(x, xs, sizeof xs));
    if (!dtype_is_float(x->dtype))
        return error_raise(in, "\"multilabel_margin_loss_forward_out_frame\" not implemented for '%s'",
                           tensor_type_name(x->dtype));
    if (y->dtype != DT_INT64)
        return error_raise(in, "expected scalar type Long but found %s", tensor_type_name(y->dtype));
    Work w = work_new(in, a);
    int64_t lo = 0, hi = 0;
    if (item_of(&w, "min", p[1], &lo) && item_of(&w, "max", p[1], &hi) && (lo < -1 || hi >= dim))
        w.ok = error_raise(in, "argument #2 'target' is out of range");
    Value x2 = work_method(&w, p[0], "reshape", 1, (Value[]){size_of(&w, (int64_t[]){frames, dim}, 2)});
    Value y2 = work_method(&w, p[1], "reshape", 1, (Value[]){size_of(&w, (int64_t[]){frames, dim}, 2)});
    Value classes = work_call_kw(&w, "arange", 1, (Value[]){value_int(dim)}, 1, (const char *[]){"device"},
                                 (Value[]){work_attr(&w, p[0], "device")});
    /* the targets are those before the row's first -1 */
    Value ends = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_EQ, y2, value_int(-1)), classes,
                                                     value_int(dim)});
    ends = work_method(&w, ends, "amin", 2, (Value[]){value_int(1), value_bool(true)});
    Value valid = work_binary(&w, OP_LT, classes, ends);
    Value safe = work_call(&w, "where", 3, (Value[]){valid, y2, value_int(0)});
    Value picked = work_method(&w, x2, "gather", 2, (Value[]){value_int(1), safe});
    Value valid3 = work_method(&w, valid, "unsqueeze", 1, (Value[]){value_int(2)});
    Value named = work_binary(&w, OP_EQ, work_method(&w, safe, "unsqueeze", 1, (Value[]){value_int(2)}), classes);
    Value is_target = work_method(&w, work_binary(&w, OP_BITAND, named, valid3), "any", 1, (Value[]){value_int(1)});
    Value others = work_method(&w, work_call(&w, "logical_not", 1, &is_target), "unsqueeze", 1,
                               (Value[]){value_int(1)});
    Value diff = work_binary(&w, OP_SUB, work_method(&w, picked, "unsqueeze", 1, (Value[]){value_int(2)}),
                             work_method(&w, x2, "unsqueeze", 1, (Value[]){value_int(1)}));
    Value hinge = clamp_min0(&w, work_binary(&w, OP_SUB, value_int(1), diff));
    Value terms = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_BITAND, valid3, others), hinge, value_int(0)});
    Value rows = work_method(&w, work_method(&w, terms, "sum", 1, (Value[]){value_int(2)}), "sum", 1,
                             (Value[]){value_int(1)});
    rows = work_binary(&w, OP_DIV, rows, value_int(dim));
    return work_done(&w, margin_rows(&w, red, rows, x->ndim <= 1), out);
}

/* multi_margin_loss(input, target, p=1, margin=1.0, weight=None, ...):
 * each row's sum over classes i other than its target y of max(0, margin
 * - x[y] + x[i])^p, times weight[y], over the number of classes. */
static bool f_multi_margin(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x, *y;
    const char *red;
    int64_t frames, dim;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y) || !need_number(in, a, 2) ||
        !need_number(in, a, 3) || !losses_reduction(in, p[5], p[6], p[7], false, &red))
        return false;
    double power = value_number(p[2]);
    if (power != 1 && power != 2) return error_raise_as(in, ERR_VALUE, "only p == 1 and p == 2 supported");
    if (p[4].kind != V_NONE) {
        if (!args_need_tensor(in, a, 4)) return false;
        if (value_as_tensor(p[4])->ndim != 1) return error_raise_as(in, ERR_VALUE, "weight must be one-dimensional");
    }
    if (!margin_input(in, x, &frames, &dim)) return false;
    char s[200];
    if (y->ndim > 1 || tensor_numel(y) != frames)
        return error_raise(in, "inconsistent target size, expected %lld but got %s", (long long)frames,
                           sizes(y, s, sizeof s));
    if (p[4].kind != V_NONE && tensor_numel(value_as_tensor(p[4])) != dim)
        return error_raise(in, "inconsistent weight size, expected %lld but got %s", (long long)dim,
                           sizes(value_as_tensor(p[4]), s, sizeof s));
    if (!need_float(in, x, "multi_margin_loss")) return false;
    if (y->dtype != DT_INT64)
        return error_raise(in, "expected scalar type Long but found %s", tensor_type_name(y->dtype));
    Work w = work_new(in, a);
    int64_t lo = 0, hi = 0;
    if (item_of(&w, "min", p[1], &lo) && item_of(&w, "max", p[1], &hi) && (lo < 0 || hi >= dim))
        w.ok = error_raise(in, "target out of range");
    Value x2 = work_method(&w, p[0], "reshape", 1, (Value[]){size_of(&w, (int64_t[]){frames, dim}, 2)});
    Value y2 = work_method(&w, p[1], "reshape", 1, (Value[]){size_of(&w, (int64_t[]){frames, 1}, 2)});
    Value picked = work_method(&w, x2, "gather", 2, (Value[]){value_int(1), y2});
    Value z = clamp_min0(&w, work_binary(&w, OP_ADD, work_binary(&w, OP_SUB, value_float(value_number(p[3])), picked), x2));
    if (power == 2) z = work_binary(&w, OP_MUL, z, z);
    if (p[4].kind != V_NONE) {
        Value wy = work_method(&w, p[4], "index_select", 2,
                               (Value[]){value_int(0), work_method(&w, y2, "reshape", 1, (Value[]){value_int(-1)})});
        z = work_binary(&w, OP_MUL, z, work_method(&w, wy, "unsqueeze", 1, (Value[]){value_int(1)}));
    }
    Value classes = work_call_kw(&w, "arange", 1, (Value[]){value_int(dim)}, 1, (const char *[]){"device"},
                                 (Value[]){work_attr(&w, p[0], "device")});
    z = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_EQ, classes, y2), value_int(0), z});
    Value rows = work_binary(&w, OP_DIV, work_method(&w, z, "sum", 1, (Value[]){value_int(1)}), value_int(dim));
    return work_done(&w, margin_rows(&w, red, rows, y->ndim == 0), out);
}

/* poisson_nll_loss(input, target, log_input=True, full=False, ...,
 * eps=1e-08, ...): e^x - y x, or x - y log(x + eps); full adds Stirling's
 * y log(y) - y + log(2 pi y) / 2 where y > 1. */
static bool f_poisson_nll(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    bool log_input, full;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1) || !value_truth(in, p[2], &log_input) ||
        !value_truth(in, p[3], &full) || !need_number(in, a, 5) || !losses_reduction(in, p[4], p[6], p[7], true, &red))
        return false;
    Work w = work_new(in, a);
    Value loss;
    if (log_input)
        loss = work_binary(&w, OP_SUB, work_call(&w, "exp", 1, p), work_binary(&w, OP_MUL, p[1], p[0]));
    else
        loss = work_binary(&w, OP_SUB, p[0],
                           work_binary(&w, OP_MUL, p[1],
                                       work_call(&w, "log", 1, (Value[]){work_binary(&w, OP_ADD, p[0], p[5])})));
    if (full) {
        Value ylogy = work_binary(&w, OP_MUL, p[1], work_call(&w, "log", 1, &p[1]));
        Value log2pi = work_call(&w, "log", 1, (Value[]){work_binary(&w, OP_MUL, p[1], value_float(2 * M_PI))});
        Value stirling = work_binary(&w, OP_ADD, work_binary(&w, OP_SUB, ylogy, p[1]),
                                     work_binary(&w, OP_MUL, log2pi, value_float(0.5)));
        stirling = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_LE, p[1], value_int(1)), value_int(0), stirling});
        loss = work_binary(&w, OP_ADD, loss, stirling);
    }
    return work_done(&w, reduced(&w, red, loss), out);
}

/* Whether dims a (na of them) are dims b (nb). */
static bool same_dims(const int64_t *a, int na, const int64_t *b, int nb)
{
    return na == nb && (na == 0 || memcmp(a, b, (size_t)na * sizeof *a) == 0);
}

/* gaussian_nll_loss(input, target, var, full=False, eps=1e-06,
 * reduction='mean'): (log(var) + (input - target)^2 / var) / 2, var at
 * least eps, plus log(2 pi) / 2 when full; var of input's shape, or
 * without its last dimension (or with it 1), as PyTorch's Python. */
static bool f_gaussian_nll(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x, *var;
    const char *red;
    bool full;
    if (!args_tensor(in, a, 0, &x) || !args_need_tensor(in, a, 1) || !args_tensor(in, a, 2, &var) ||
        !value_truth(in, p[3], &full) || !need_number(in, a, 4))
        return false;
    bool unsqueeze = false;
    if (!same_dims(var->shape, var->ndim, x->shape, x->ndim)) {
        int lead = x->ndim ? x->ndim - 1 : 0;
        if (same_dims(x->shape, lead, var->shape, var->ndim))
            unsqueeze = true;
        else if (!(var->ndim > 0 && same_dims(x->shape, lead, var->shape, var->ndim - 1) &&
                   var->shape[var->ndim - 1] == 1))
            return error_raise_as(in, ERR_VALUE, "var is of incorrect size");
    }
    if (!losses_reduction(in, value_none(), value_none(), p[5], true, &red)) return false;
    Work w = work_new(in, a);
    bool negative = false;
    Value any = work_call(&w, "any", 1, (Value[]){work_binary(&w, OP_LT, p[2], value_int(0))});
    if (w.ok && (w.ok = value_truth(in, any, &negative)) && negative)
        w.ok = error_raise_as(in, ERR_VALUE, "var has negative entry/entries");
    Value v = unsqueeze ? work_method(&w, p[2], "unsqueeze", 1, (Value[]){value_int(-1)}) : p[2];
    v = work_call_kw(&w, "clamp", 1, &v, 1, (const char *[]){"min"}, &p[4]);
    Value diff = work_binary(&w, OP_SUB, p[0], p[1]);
    Value sum = work_binary(&w, OP_ADD, work_call(&w, "log", 1, &v),
                            work_binary(&w, OP_DIV, work_binary(&w, OP_MUL, diff, diff), v));
    Value loss = work_binary(&w, OP_MUL, sum, value_float(0.5));
    if (full) loss = work_binary(&w, OP_ADD, loss, value_float(0.5 * log(2 * M_PI)));
    return work_done(&w, reduced(&w, red, loss), out);
}

/* cosine_embedding_loss(input1, input2, target, margin=0, ...): 1 - cos
 * where target is 1, max(0, cos - margin) where it is -1, the cosine
 * along the rows with 1e-12 added to each squared norm. */
static bool f_cosine_embedding(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x1, *x2, *y;
    const char *red;
    if (!args_tensor(in, a, 0, &x1) || !args_tensor(in, a, 1, &x2) || !args_tensor(in, a, 2, &y) ||
        !need_number(in, a, 3) || !losses_reduction(in, p[4], p[5], p[6], false, &red))
        return false;
    char s1[200], s2[200];
    if (y->ndim > 1) return error_raise(in, "0D or 1D target tensor expected, multi-target not supported");
    if (y->ndim == 1 && (x1->ndim != 2 || x2->ndim != 2))
        return error_raise(in, "1D target tensor expects 2D input tensors, but found inputs with sizes %s and %s.",
                           sizes(x1, s1, sizeof s1), sizes(x2, s2, sizeof s2));
    if (y->ndim == 0 && (x1->ndim != 1 || x2->ndim != 1))
        return error_raise(in, "0D target tensor expects 1D input tensors, but found inputs with sizes %s and %s.",
                           sizes(x1, s1, sizeof s1), sizes(x2, s2, sizeof s2));
    Work w = work_new(in, a);
    Value dim = value_int(y->ndim);
    Value prod = work_method(&w, work_binary(&w, OP_MUL, p[0], p[1]), "sum", 1, &dim);
    Value sq1 = work_method(&w, work_binary(&w, OP_MUL, p[0], p[0]), "sum", 1, &dim);
    Value sq2 = work_method(&w, work_binary(&w, OP_MUL, p[1], p[1]), "sum", 1, &dim);
    Value denom = work_binary(&w, OP_MUL, work_binary(&w, OP_ADD, sq1, value_float(1e-12)),
                              work_binary(&w, OP_ADD, sq2, value_float(1e-12)));
    Value cos = work_binary(&w, OP_DIV, prod, work_call(&w, "sqrt", 1, &denom));
    Value zeros = work_call(&w, "zeros_like", 1, &cos);
    Value pos = work_binary(&w, OP_SUB, value_int(1), cos);
    Value neg = clamp_min0(&w, work_binary(&w, OP_SUB, cos, value_float(value_number(p[3]))));
    Value loss = work_binary(&w, OP_ADD,
                             work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_EQ, p[2], value_int(1)), pos, zeros}),
                             work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_EQ, p[2], value_int(-1)), neg, zeros}));
    return work_done(&w, reduced(&w, red, loss), out);
}

/* PyTorch's check that a triplet's tensors have one rank. */
static bool same_rank(Interp *in, const Args *a)
{
    Tensor *t[3];
    for (int i = 0; i < 3; i++)
        if (!args_tensor(in, a, i, &t[i])) return false;
    if (t[0]->ndim == t[1]->ndim && t[1]->ndim == t[2]->ndim) return true;
    return error_raise(in, "The anchor, positive, and negative tensors are expected to have the same number of "
                       "dimensions, but got: anchor %dD, positive %dD, and negative %dD inputs", t[0]->ndim,
                       t[1]->ndim, t[2]->ndim);
}

/* max(0, margin + d(anchor, positive) - d(anchor, negative)), with swap
 * d(anchor, negative) the smaller of it and d(positive, negative); d is
 * distance(x1, x2) of Work w's three tensors p. */
static Value triplet(Work *w, const Value *p, Value (*distance)(Work *, Value, Value, const Value *), const Value *how,
                     double margin, bool swap)
{
    Value pos = distance(w, p[0], p[1], how), neg = distance(w, p[0], p[2], how);
    if (swap) neg = work_call(w, "minimum", 2, (Value[]){neg, distance(w, p[1], p[2], how)});
    return clamp_min0(w, work_binary(w, OP_SUB, work_binary(w, OP_ADD, pos, value_float(margin)), neg));
}

/* pairwise_distance(x1, x2, p, eps) with how = {p, eps}. */
static Value pairwise(Work *w, Value x1, Value x2, const Value *how)
{
    return work_call(w, "pairwise_distance", 4, (Value[]){x1, x2, how[0], how[1]});
}

/* how[0](x1, x2), a callable of the program's. */
static Value called(Work *w, Value x1, Value x2, const Value *how)
{
    Value r = value_none();
    if (!w->ok) return r;
    return work_keep(w, value_call(w->in, how[0], (Value[]){x1, x2}, 2, &r), r);
}

/* triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2,
 * eps=1e-06, swap=False, ...): pairwise_distance's triplet. */
static bool f_triplet_margin(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    bool swap;
    if (!same_rank(in, a) || !need_number(in, a, 3) || !need_number(in, a, 4) || !need_number(in, a, 5) ||
        !value_truth(in, p[6], &swap) || !losses_reduction(in, p[7], p[8], p[9], false, &red))
        return false;
    Work w = work_new(in, a);
    Value loss = triplet(&w, p, pairwise, (Value[]){p[4], p[5]}, value_number(p[3]), swap);
    return work_done(&w, reduced(&w, red, loss), out);
}

/* triplet_margin_with_distance_loss(anchor, positive, negative, *,
 * distance_function=None, margin=1.0, swap=False, reduction='mean'): the
 * triplet of distance_function (pairwise_distance when None). */
static bool f_triplet_distance(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    bool swap;
    if (!need_number(in, a, 4) || !value_truth(in, p[5], &swap) ||
        !losses_reduction(in, value_none(), value_none(), p[6], false, &red) || !same_rank(in, a))
        return false;
    Work w = work_new(in, a);
    Value loss = p[3].kind == V_NONE
                     ? triplet(&w, p, pairwise, (Value[]){value_float(2.0), value_float(1e-6)}, value_number(p[4]), swap)
                     : triplet(&w, p, called, &p[3], value_number(p[4]), swap);
    return work_done(&w, reduced(&w, red, loss), out);
}

/* ------------------------------------------------------------- others */

/* pdist(input, p=2): the p-norm distance of each pair of input's rows i <
 * j, in that order (triu_indices'), in one operation (dispatch_pdist). */
static bool f_pdist(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x, *r;
    if (!args_tensor(in, a, 0, &x) || !need_number(in, a, 1)) return false;
    if (x->ndim != 2) return error_raise(in, "pdist only supports 2D tensors, got: %dD", x->ndim);
    if (!dtype_is_float(x->dtype)) return error_raise(in, "pdist only supports floating-point dtypes");
    if (value_number(p[1]) < 0) return error_raise(in, "pdist only supports non-negative p values");
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_pdist(be, tensor_stream(tensor_device(x)), x, value_number(p[1]), &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* bilinear(input1, input2, weight, bias=None): x1^T weight[o] x2 + bias[o]
 * over input's last dimension, the leading ones batch dimensions. */
static bool f_bilinear(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x1, *x2, *wt;
    if (!args_tensor(in, a, 0, &x1) || !args_tensor(in, a, 1, &x2) || !args_tensor(in, a, 2, &wt)) return false;
    if (p[3].kind != V_NONE && !args_need_tensor(in, a, 3)) return false;
    if (x1->ndim != x2->ndim)
        return error_raise(in, "bilinear(): input dimensions do not match: got %d and %d", x1->ndim, x2->ndim);
    for (int d = 0; d + 1 < x1->ndim; d++)
        if (x1->shape[d] != x2->shape[d])
            return error_raise(in, "bilinear(): input batch dimensions do not match at dim %d: got %lld and %lld", d,
                               (long long)x1->shape[d], (long long)x2->shape[d]);
    if (x1->ndim == 0 || wt->ndim != 3) return error_raise(in, "bilinear(): expected 1-d or more inputs and a 3-d weight");
    int64_t i1 = x1->shape[x1->ndim - 1], i2 = x2->shape[x2->ndim - 1];
    if (i1 != wt->shape[1])
        return error_raise(in, "bilinear(): input1 size does not match weight size: got %lld but expected %lld",
                           (long long)i1, (long long)wt->shape[1]);
    if (i2 != wt->shape[2])
        return error_raise(in, "bilinear(): input2 size does not match weight size: got %lld but expected %lld",
                           (long long)i2, (long long)wt->shape[2]);
    const Tensor *bias = p[3].kind == V_NONE ? NULL : value_as_tensor(p[3]);
    if (bias && (bias->ndim == 0 || bias->shape[0] != wt->shape[0]))
        return error_raise(in, "bilinear(): bias size does not match weight size: got %lld but expected %lld",
                           bias->ndim ? (long long)bias->shape[0] : 1LL, (long long)wt->shape[0]);
    Work w = work_new(in, a);
    Value flat1 = work_method(&w, p[0], "reshape", 1, (Value[]){size_of(&w, (int64_t[]){-1, i1}, 2)});
    Value flat2 = work_method(&w, p[1], "reshape", 1, (Value[]){size_of(&w, (int64_t[]){-1, i2}, 2)});
    Value eq = work_keep(&w, true, value_str("bi,oij,bj->bo", 13));
    Value r = work_call(&w, "einsum", 4, (Value[]){eq, flat1, p[2], flat2});
    if (bias) r = work_binary(&w, OP_ADD, r, p[3]);
    int64_t shape[TENSOR_MAX_DIMS];
    for (int d = 0; d + 1 < x1->ndim; d++) shape[d] = x1->shape[d];
    shape[x1->ndim - 1] = wt->shape[0];
    return work_done(&w, work_method(&w, r, "reshape", 1, (Value[]){size_of(&w, shape, x1->ndim)}), out);
}

/* ------------------------------------------------------------ ctc_loss */

/* What PyTorch's CUDA kernel calls itself in ctc_loss's checks. */
#define CTC_CHECKS "(while checking arguments for ctc_loss_gpu)"

/* Whether v is a list or tuple of ints (PyTorch's "tuple of ints"). */
static bool int_sequence(Value v)
{
    if (v.kind != V_LIST && v.kind != V_TUPLE) return false;
    const List *l = value_as_list(v);
    for (size_t i = 0; i < l->len; i++)
        if (l->items[i].kind != V_INT) return false;
    return true;
}

/* PyTorch's parser refusing lengths that are not both tensors or both
 * sequences of ints, torch.ctc_loss's two overloads, as F.ctc_loss passes
 * it all seven arguments (an argument is marked unless its type's name is
 * the parameter's, so a sequence always is). */
static bool ctc_bad_lengths(Interp *in, const Args *a)
{
    static const char *const kinds[] = {"tuple of ints", "Tensor"};
    const Value *p = a->p;
    Buf b = BUF_INIT;
    buf_printf(&b, "ctc_loss() received an invalid combination of arguments - got (%s, %s, %s, %s, int, int, bool), "
               "but expected one of:\n", value_type_name(p[0]), value_type_name(p[1]), value_type_name(p[2]),
               value_type_name(p[3]));
    for (int k = 0; k < 2; k++) {
        buf_printf(&b, " * (Tensor log_probs, Tensor targets, %s input_lengths, %s target_lengths, int blank, int "
                   "reduction, bool zero_infinity)\n      didn't match because some of the arguments have invalid types: "
                   "(Tensor, Tensor, ", kinds[k], kinds[k]);
        for (int i = 2; i < 4; i++) {
            buf_printf(&b, k == 1 && p[i].kind == V_TENSOR ? "%s, " : "!%s!, ", value_type_name(p[i]));
        }
        buf_printf(&b, "int, int, bool)\n");
    }
    error_raise_as(in, ERR_TYPE, "%s", b.data);
    buf_free(&b);
    return false;
}

/* input_lengths or target_lengths (v, named name) as PyTorch reads them
 * on the host: a tensor of integers (copied there, as PyTorch's ctc_loss
 * copies it) or a sequence of ints (int_sequence); *n of them, in *out
 * (malloc'd). */
static bool ctc_lengths(Work *w, Value v, const char *name, int64_t **out, int64_t *n)
{
    Value list = v;
    if (v.kind == V_TENSOR) {
        DType dt = value_as_tensor(v)->dtype;
        if (dt == DT_BOOL || dtype_is_float(dt)) return error_raise(w->in, "%s must be integral", name);
        list = work_method(w, work_method(w, v, "reshape", 1, (Value[]){value_int(-1)}), "tolist", 0, NULL);
        if (!w->ok) return false;
    }
    const List *l = value_as_list(list);
    *n = (int64_t)l->len;
    *out = xmalloc((l->len + 1) * sizeof **out);
    for (size_t i = 0; i < l->len; i++) (*out)[i] = l->items[i].u.i;
    return true;
}

/* The batch's shape and lengths, all on the host. */
typedef struct Ctc {
    int64_t t, n, c, s; /* time steps, batch, classes, 2 * longest target + 1 */
    int64_t *il, *tl;   /* input and target lengths, n each */
    int64_t blank;
} Ctc;

/* PyTorch's checks of the lengths and targets against log_probs, in its
 * order; targets of dimension 1 are the targets one after another. */
static bool ctc_checks(Interp *in, const Ctc *g, int64_t n_il, int64_t n_tl, const Tensor *targets)
{
    if (g->blank < 0 || g->blank >= g->c) return error_raise(in, "blank must be in label range");
    if (n_il != g->n) return error_raise(in, "input_lengths must be of size batch_size");
    if (n_tl != g->n) return error_raise(in, "target_lengths must be of size batch_size");
    if (targets->ndim < 1 || targets->ndim > 2)
        return error_raise(in, "Expected 1 to 2 dimensions, but got %d-dimensional tensor for argument #2 'targets' "
                           CTC_CHECKS, targets->ndim);
    int64_t total = 0, longest = 0;
    for (int64_t b = 0; b < g->n; b++) {
        if (g->tl[b] < 0)
            return error_raise(in, "Expected target_lengths to have value at least 0, but got value %lld " CTC_CHECKS,
                               (long long)g->tl[b]);
        total += g->tl[b];
        longest = g->tl[b] > longest ? g->tl[b] : longest;
    }
    if (targets->ndim == 1 && targets->shape[0] != total)
        return error_raise(in, "Expected tensor to have size %lld at dimension 0, but got size %lld for argument #2 "
                           "'targets' " CTC_CHECKS, (long long)total, (long long)targets->shape[0]);
    if (targets->ndim == 2 && targets->shape[1] < longest)
        return error_raise(in, "Expected tensor to have size at least %lld at dimension 1, but got size %lld for "
                           "argument #2 'targets' " CTC_CHECKS, (long long)longest, (long long)targets->shape[1]);
    for (int64_t b = 0; b < g->n; b++) {
        if (g->il[b] < 0)
            return error_raise(in, "Expected input_lengths to have value at least 0, but got value %lld " CTC_CHECKS,
                               (long long)g->il[b]);
        if (g->il[b] > g->t)
            return error_raise(in, "Expected input_lengths to have value at most %lld, but got value %lld " CTC_CHECKS,
                               (long long)g->t, (long long)g->il[b]);
    }
    return true;
}

/* An (n, cols) table of the host's values, on like's device. */
static Value ctc_table(Work *w, Value like, const int64_t *iv, const double *fv, int64_t n, int64_t cols, DType dt)
{
    Value t = functional_host_table(w, like, iv, fv, n * cols, dt);
    return work_method(w, t, "reshape", 1, (Value[]){size_of(w, (int64_t[]){n, cols}, 2)});
}

/* The extended targets (n, s): blank, label 1, blank, label 2, ...,
 * blank, then blanks; each label taken from targets on the device of lp
 * (where PyTorch moves them). */
static Value ctc_extended(Work *w, const Ctc *g, Value lp, Value targets)
{
    const Tensor *tg = value_as_tensor(targets);
    int64_t cells = g->n * g->s, offset = 0;
    int64_t *at = xcalloc((size_t)cells + 1, sizeof *at), *label = xcalloc((size_t)cells + 1, sizeof *label);
    for (int64_t b = 0; b < g->n; b++) {
        int64_t first = tg->ndim == 2 ? b * tg->shape[1] : offset;
        for (int64_t k = 0; k < g->tl[b]; k++) at[b * g->s + 2 * k + 1] = first + k, label[b * g->s + 2 * k + 1] = 1;
        offset += g->tl[b];
    }
    Value device = work_attr(w, lp, "device");
    Value blank = work_call_kw(w, "full", 2, (Value[]){size_of(w, (int64_t[]){g->n, g->s}, 2), value_int(g->blank)},
                               2, (const char *[]){"dtype", "device"}, (Value[]){value_dtype(DT_INT64), device});
    Value r = blank;
    if (tensor_numel(tg) > 0) {
        Value flat = work_method(w, work_method(w, targets, "reshape", 1, (Value[]){value_int(-1)}), "to", 2,
                                 (Value[]){device, value_dtype(DT_INT64)});
        Value labels = work_method(w, flat, "take", 1, (Value[]){ctc_table(w, lp, at, NULL, g->n, g->s, DT_INT64)});
        Value is_label = ctc_table(w, lp, label, NULL, g->n, g->s, DT_BOOL);
        r = work_call(w, "where", 3, (Value[]){is_label, labels, blank});
    }
    free(at);
    free(label);
    return r;
}

/* log_alpha one step on: each extended position s from s, s - 1 and (if
 * its label differs from the one two back) s - 2, as PyTorch's kernel:
 * log(exp(la1 - m) + exp(la2 - m) + exp(la3 - m)) + m + lp, m the
 * largest (0 if all are -inf); frozen where the input has ended. */
static Value ctc_step(Work *w, Value alpha, Value lp_t, Value live, const Value shift[2], const Value reach[2])
{
    Value none = value_float(-INFINITY), la[3] = {alpha};
    for (int k = 0; k < 2; k++)
        la[k + 1] = work_call(w, "where", 3, (Value[]){reach[k], work_method(w, alpha, "gather", 2,
                                                                               (Value[]){value_int(1), shift[k]}),
                                                      none});
    Value m = work_call(w, "maximum", 2, (Value[]){work_call(w, "maximum", 2, la), la[2]});
    m = work_method(w, m, "masked_fill", 2, (Value[]){work_binary(w, OP_EQ, m, none), value_int(0)});
    Value sum = value_none();
    for (int k = 0; k < 3; k++) {
        Value e = work_call(w, "exp", 1, (Value[]){work_binary(w, OP_SUB, la[k], m)});
        sum = k == 0 ? e : work_binary(w, OP_ADD, sum, e);
    }
    Value next = work_binary(w, OP_ADD, work_binary(w, OP_ADD, work_call(w, "log", 1, &sum), m), lp_t);
    return work_call(w, "where", 3, (Value[]){live, next, alpha});
}

/* The forward variables log_alpha (n, s) at each input's last step: the
 * first step's blank and first label, then ctc_step over time on the
 * device, each sample frozen past its input's length. */
static Value ctc_forward(Work *w, const Ctc *g, Value lp, Value ext)
{
    int64_t cells = g->n * g->s;
    int64_t *tab[5];
    for (int k = 0; k < 5; k++) tab[k] = xcalloc((size_t)cells + 1, sizeof **tab);
    int64_t *before = tab[0], *before2 = tab[1], *has1 = tab[2], *start = tab[3], *in_len = tab[4];
    for (int64_t b = 0; b < g->n; b++)
        for (int64_t s = 0; s < g->s; s++) {
            int64_t i = b * g->s + s;
            before[i] = s > 0 ? s - 1 : 0, before2[i] = s > 1 ? s - 2 : s, has1[i] = s > 0;
            start[i] = s < 2 && s <= 2 * g->tl[b], in_len[i] = g->il[b];
        }
    Value shift[2] = {ctc_table(w, lp, before, NULL, g->n, g->s, DT_INT64),
                      ctc_table(w, lp, before2, NULL, g->n, g->s, DT_INT64)};
    Value reach[2] = {ctc_table(w, lp, has1, NULL, g->n, g->s, DT_BOOL),
                      work_binary(w, OP_NE, ext, work_method(w, ext, "gather", 2, (Value[]){value_int(1), shift[1]}))};
    Value lengths = ctc_table(w, lp, in_len, NULL, g->n, g->s, DT_INT64);
    Value starts = ctc_table(w, lp, start, NULL, g->n, g->s, DT_BOOL);
    for (int k = 0; k < 5; k++) free(tab[k]);
    /* lpx (T, n, s): each step's log-probability of each extended label */
    Value at = work_method(w, work_method(w, ext, "unsqueeze", 1, (Value[]){value_int(0)}), "expand", 3,
                           (Value[]){value_int(g->t), value_int(-1), value_int(-1)});
    Value lpx = work_method(w, lp, "gather", 2, (Value[]){value_int(2), at});
    Value first = work_method(w, lpx, "select", 2, (Value[]){value_int(0), value_int(0)});
    Value alpha = work_call(w, "where", 3, (Value[]){starts, first, value_float(-INFINITY)});
    if (!w->ok) return value_none();
    alpha = value_retain(alpha);
    int64_t steps = 0;
    for (int64_t b = 0; b < g->n; b++) steps = g->il[b] > steps ? g->il[b] : steps;
    for (int64_t t = 1; t < steps && w->ok; t++) {
        Work step = work_new(w->in, w->a);
        Value live = work_binary(&step, OP_GT, lengths, value_int(t));
        Value lp_t = work_method(&step, lpx, "select", 2, (Value[]){value_int(0), value_int(t)});
        Value next = value_none();
        if (!work_done(&step, ctc_step(&step, alpha, lp_t, live, shift, reach), &next)) w->ok = false;
        value_release(alpha);
        alpha = next;
    }
    return work_keep(w, w->ok, alpha);
}

/* -log p(target | input) of each sample, (n): the log-sum-exp of the
 * forward variables at the last blank and the last label, as PyTorch's
 * kernels take it (an empty input: 0 for an empty target, else inf). */
static Value ctc_nll(Work *w, const Ctc *g, Value lp, Value alpha)
{
    int64_t *last = xcalloc((size_t)g->n * 2 + 1, sizeof *last), *labelled = xcalloc((size_t)g->n + 1, sizeof *labelled);
    int64_t *no_input = xcalloc((size_t)g->n + 1, sizeof *no_input);
    double *empty = xcalloc((size_t)g->n + 1, sizeof *empty);
    for (int64_t b = 0; b < g->n; b++) {
        last[2 * b] = 2 * g->tl[b], last[2 * b + 1] = g->tl[b] > 0 ? 2 * g->tl[b] - 1 : 0;
        labelled[b] = g->tl[b] > 0, no_input[b] = g->il[b] == 0, empty[b] = g->tl[b] == 0 ? 0 : INFINITY;
    }
    Value none = value_float(-INFINITY);
    Value ends = work_method(w, alpha, "gather", 2, (Value[]){value_int(1), ctc_table(w, lp, last, NULL, g->n, 2, DT_INT64)});
    Value l1 = work_method(w, ends, "select", 2, (Value[]){value_int(1), value_int(0)});
    Value l2 = work_call(w, "where", 3, (Value[]){functional_host_table(w, lp, labelled, NULL, g->n, DT_BOOL),
                                                  work_method(w, ends, "select", 2, (Value[]){value_int(1), value_int(1)}),
                                                  none});
    Value m = work_call(w, "maximum", 2, (Value[]){l1, l2});
    m = work_method(w, m, "masked_fill", 2, (Value[]){work_binary(w, OP_EQ, m, none), value_int(0)});
    Value sum = work_binary(w, OP_ADD, work_call(w, "exp", 1, (Value[]){work_binary(w, OP_SUB, l1, m)}),
                            work_call(w, "exp", 1, (Value[]){work_binary(w, OP_SUB, l2, m)}));
    Value nll = work_call(w, "neg", 1, (Value[]){work_binary(w, OP_ADD, work_call(w, "log", 1, &sum), m)});
    nll = work_call(w, "where", 3, (Value[]){functional_host_table(w, lp, no_input, NULL, g->n, DT_BOOL),
                                             functional_host_table(w, lp, NULL, empty, g->n, value_as_tensor(lp)->dtype),
                                             nll});
    free(last);
    free(labelled);
    free(no_input);
    free(empty);
    return nll;
}

/* ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0,
 * reduction='mean', zero_infinity=False): the connectionist temporal
 * classification loss of log_probs (T, N, C), or (T, C) unbatched, for
 * targets padded (N, S) or one after another; lengths read on the host
 * as PyTorch reads them, the recursion on the device.  'mean' divides
 * each loss by its target length (at least 1) before the mean. */
static bool f_ctc_loss(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *red;
    bool zero_inf;
    Ctc g = {0};
    Tensor *lp, *tg;
    if (!args_tensor(in, a, 0, &lp) || !args_tensor(in, a, 1, &tg) || !args_int(in, a, 4, &g.blank) ||
        !losses_reduction(in, value_none(), value_none(), p[5], false, &red) || !value_truth(in, p[6], &zero_inf))
        return false;
    bool tensors = p[2].kind == V_TENSOR && p[3].kind == V_TENSOR;
    if (!tensors && !(int_sequence(p[2]) && int_sequence(p[3]))) return ctc_bad_lengths(in, a);
    Work w = work_new(in, a);
    int64_t n_il = 0, n_tl = 0;
    bool batched = lp->ndim == 3;
    bool ok = ctc_lengths(&w, p[2], "input_lengths", &g.il, &n_il);
    if (ok && !ctc_lengths(&w, p[3], "target_lengths", &g.tl, &n_tl)) ok = false;
    if (ok && !need_float(in, lp, "ctc_loss")) ok = false;
    if (ok && lp->ndim != 2 && !batched)
        ok = error_raise(in, "Expected 3-dimensional tensor, but got %d-dimensional tensor for argument #1 "
                         "'log_probs' " CTC_CHECKS, lp->ndim);
    if (ok) {
        g.t = lp->shape[0], g.n = batched ? lp->shape[1] : 1, g.c = lp->shape[lp->ndim - 1];
        ok = ctc_checks(in, &g, n_il, n_tl, tg);
    }
    Value r = value_none();
    if (ok) {
        int64_t longest = 0;
        for (int64_t b = 0; b < g.n; b++) longest = g.tl[b] > longest ? g.tl[b] : longest;
        g.s = 2 * longest + 1;
        Value x = batched ? p[0] : work_method(&w, p[0], "unsqueeze", 1, (Value[]){value_int(1)});
        Value nll = ctc_nll(&w, &g, x, ctc_forward(&w, &g, x, ctc_extended(&w, &g, x, p[1])));
        if (zero_inf)
            nll = work_method(&w, nll, "masked_fill", 2, (Value[]){work_binary(&w, OP_EQ, nll, value_float(INFINITY)),
                                                                   value_int(0)});
        if (strcmp(red, "mean") == 0) {
            double *per = xmalloc((size_t)g.n * sizeof *per);
            for (int64_t b = 0; b < g.n; b++) per[b] = g.tl[b] > 1 ? (double)g.tl[b] : 1;
            Value lengths = functional_host_table(&w, x, NULL, per, g.n, lp->dtype);
            free(per);
            nll = work_binary(&w, OP_DIV, nll, lengths);
        }
        r = strcmp(red, "none") == 0 && !batched ? work_method(&w, nll, "squeeze", 1, (Value[]){value_int(0)})
                                                 : reduced(&w, red, nll);
    } else {
        w.ok = false;
    }
    free(g.il);
    free(g.tl);
    return work_done(&w, r, out);
}

/* ---------------------------------------------------------------- rows */

#define MF (BI_FUNC | BI_MODULE)
/* F's functions that PyTorch writes in Python (their keywords are their own) */
#define PF (MF | BI_PYTHON)
#define LEGACY "size_average=None, reduce=None, reduction='mean'"
#define DROP_PARAMS "input, p=0.5, training=True, inplace=False"
#define ALPHA_PARAMS "input, p=0.5, training=False, inplace=False"
#define RRELU_BOUNDS "input, lower=0.125, upper=0.3333333333333333, training=False"
static const Builtin f_rows[] = {
    {"hardshrink", V_MODULE, MF, f_shrink, "input, lambd=0.5", SHRINK_HARD, "0 where |x| <= lambd, else x"},
    {"softshrink", V_MODULE, MF, f_shrink, "input, lambd=0.5", SHRINK_SOFT,
     "x - lambd above lambd, x + lambd below -lambd, else 0"},
    {"tanhshrink", V_MODULE, PF, f_tanhshrink, "input", 0, "x - tanh(x)"},
    {"prelu", V_MODULE, MF, f_prelu, "input, weight", 0, "x, or weight * x where x <= 0 (one weight or one a channel)"},
    {"rrelu", V_MODULE, PF, f_rrelu, RRELU_BOUNDS ", inplace=False", 0,
     "x, or x times a slope in [lower, upper] where x <= 0 (drawn in training, else the middle)"},
    {"rrelu_", V_MODULE, MF, f_rrelu, RRELU_BOUNDS, 0, "rrelu, in place"},
    {"dropout1d", V_MODULE, PF, f_dropout, DROP_PARAMS, DROP_1D,
     "zero whole channels of (N, C, L) or (C, L) input with probability p, scale the rest by 1 / (1 - p)"},
    {"dropout2d", V_MODULE, PF, f_dropout, DROP_PARAMS, DROP_2D,
     "zero whole channels (dimension 1) with probability p, scale the rest by 1 / (1 - p)"},
    {"dropout3d", V_MODULE, PF, f_dropout, DROP_PARAMS, DROP_3D,
     "zero whole channels of (N, C, D, H, W) or (C, D, H, W) input with probability p, scale the rest"},
    {"alpha_dropout", V_MODULE, PF, f_dropout, ALPHA_PARAMS, DROP_ALPHA,
     "dropout that keeps SELU's mean and variance: dropped elements at its negative saturation"},
    {"feature_alpha_dropout", V_MODULE, PF, f_dropout, ALPHA_PARAMS, DROP_FEATURE_ALPHA,
     "alpha_dropout of whole channels"},
    {"margin_ranking_loss", V_MODULE, PF, f_margin_ranking, "input1, input2, target, margin=0, " LEGACY, 0,
     "max(0, -target * (input1 - input2) + margin)"},
    {"hinge_embedding_loss", V_MODULE, PF, f_hinge_embedding, "input, target, margin=1.0, " LEGACY, 0,
     "x where target is 1, max(0, margin - x) where it is -1"},
    {"soft_margin_loss", V_MODULE, PF, f_soft_margin, "input, target, " LEGACY, 0, "log(1 + e^(-target * x))"},
    {"multilabel_soft_margin_loss", V_MODULE, PF, f_multilabel_soft_margin, "input, target, weight=None, " LEGACY, 0,
     "-(y logsigmoid(x) + (1 - y) logsigmoid(-x)) * weight, the mean over classes"},
    {"multilabel_margin_loss", V_MODULE, PF, f_multilabel_margin, "input, target, " LEGACY, 0,
     "sum of max(0, 1 - (x[j] - x[i])) over targets j (before a -1) and other classes i, over the classes"},
    {"multi_margin_loss", V_MODULE, PF, f_multi_margin,
     "input, target, p=1, margin=1.0, weight=None, " LEGACY, 0,
     "sum of weight[y] max(0, margin - x[y] + x[i])^p over classes i other than y, over the classes"},
    {"poisson_nll_loss", V_MODULE, PF, f_poisson_nll,
     "input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction='mean'", 0,
     "e^x - y x (log_input), else x - y log(x + eps); full adds Stirling's term"},
    {"gaussian_nll_loss", V_MODULE, PF, f_gaussian_nll,
     "input, target, var, full=False, eps=1e-06, reduction='mean'", 0,
     "(log(max(var, eps)) + (x - y)^2 / max(var, eps)) / 2"},
    {"cosine_embedding_loss", V_MODULE, PF, f_cosine_embedding, "input1, input2, target, margin=0, " LEGACY, 0,
     "1 - cos where target is 1, max(0, cos - margin) where it is -1"},
    {"triplet_margin_loss", V_MODULE, PF, f_triplet_margin,
     "anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, " LEGACY, 0,
     "max(0, margin + d(anchor, positive) - d(anchor, negative)), d pairwise_distance"},
    {"triplet_margin_with_distance_loss", V_MODULE, PF, f_triplet_distance,
     "anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False, reduction='mean'", 0,
     "triplet_margin_loss with d = distance_function"},
    {"ctc_loss", V_MODULE, PF, f_ctc_loss,
     "log_probs, targets, input_lengths, target_lengths, blank=0, reduction='mean', zero_infinity=False", 0,
     "-log p(target | input) of the alignments of each target to its input, by CTC's forward recursion"},
    {"pdist", V_MODULE, MF, f_pdist, "input, p=2", 0, "the p-norm distance of each pair of rows i < j"},
    {"bilinear", V_MODULE, MF, f_bilinear, "input1, input2, weight, bias=None", 0,
     "x1^T weight[o] x2 + bias[o] over the last dimension"},
};
const Builtin *functional_losses_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}

/* torch.margin_ranking_loss and its kin, ATen's forms of F's losses (the
 * row's data): every argument goes to F's function by its keyword, the
 * reduction an int there (1 mean, 2 sum, any other none, as ATen applies it). */
enum { ATEN_MARGIN_RANKING, ATEN_HINGE_EMBEDDING, ATEN_COSINE_EMBEDDING, ATEN_TRIPLET_MARGIN, ATEN_POISSON_NLL,
       ATEN_LOSSES };
static const char *const aten_loss_names[ATEN_LOSSES] = {
    [ATEN_MARGIN_RANKING] = "margin_ranking_loss", [ATEN_HINGE_EMBEDDING] = "hinge_embedding_loss",
    [ATEN_COSINE_EMBEDDING] = "cosine_embedding_loss", [ATEN_TRIPLET_MARGIN] = "triplet_margin_loss",
    [ATEN_POISSON_NLL] = "poisson_nll_loss",
};

/* F's row of ATen loss k (torch.nn.functional's, the one the table
 * holds), found on first use. */
static bool f_loss_row(Interp *in, int k, const Builtin **row)
{
    static const Builtin *found[ATEN_LOSSES];
    if (!found[k]) {
        char dotted[64];
        Value fn;
        snprintf(dotted, sizeof dotted, "nn.functional.%s", aten_loss_names[k]);
        if (!compose_torch_attr(in, dotted, &fn)) return false;
        found[k] = fn.u.builtin;
        value_release(fn);
    }
    *row = found[k];
    return true;
}

static bool x_aten_loss(Interp *in, const Args *a, Value *out)
{
    const Signature *sig = builtins_signature(a->fn);
    int n = sig->n;
    int64_t reduction;
    const Builtin *f;
    if (!args_int(in, a, n - 1, &reduction) || !f_loss_row(in, a->fn->data, &f)) return false;
    const char *names[SIGNATURE_MAX];
    Value kw[SIGNATURE_MAX];
    for (int i = 0; i < n; i++) {
        names[i] = sig->p[i].name;
        kw[i] = a->p[i];
    }
    kw[n - 1] = value_cstr(reduction == 1 ? "mean" : reduction == 2 ? "sum" : "none");
    Args b = {.nkw = n, .kw_names = names, .kw = kw, .kw_spans = a->at, .span = a->span};
    bool ok = builtins_call(in, f, &b, out);
    value_release(kw[n - 1]);
    return ok;
}

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"margin_ranking_loss", V_NONE, BI_FUNC, x_aten_loss, "input1, input2, target, margin=0.0, reduction=1",
     ATEN_MARGIN_RANKING, "F.margin_ranking_loss, reduction 0 (none), 1 (mean) or 2 (sum)"},
    {"hinge_embedding_loss", V_NONE, BI_FUNC, x_aten_loss, "input, target, margin=1.0, reduction=1",
     ATEN_HINGE_EMBEDDING, "F.hinge_embedding_loss, reduction 0 (none), 1 (mean) or 2 (sum)"},
    {"cosine_embedding_loss", V_NONE, BI_FUNC, x_aten_loss, "input1, input2, target, margin=0.0, reduction=1",
     ATEN_COSINE_EMBEDDING, "F.cosine_embedding_loss, reduction 0 (none), 1 (mean) or 2 (sum)"},
    {"triplet_margin_loss", V_NONE, BI_FUNC, x_aten_loss,
     "anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction=1", ATEN_TRIPLET_MARGIN,
     "F.triplet_margin_loss, reduction 0 (none), 1 (mean) or 2 (sum)"},
    {"poisson_nll_loss", V_NONE, BI_FUNC, x_aten_loss, "input, target, log_input, full, eps, reduction",
     ATEN_POISSON_NLL, "F.poisson_nll_loss, reduction 0 (none), 1 (mean) or 2 (sum)"},
    {"hardshrink", V_TENSOR, FM, f_shrink, "input, lambd=0.5", SHRINK_HARD, "0 where |x| <= lambd, else x"},
    {"prelu", V_TENSOR, FM, f_prelu, "input, weight", 0, "x, or weight * x where x <= 0"},
    {"rrelu", V_NONE, BI_FUNC, f_rrelu, RRELU_BOUNDS ", generator=None", 0, "F.rrelu (cst's generator)"},
    {"rrelu_", V_NONE, BI_FUNC, f_rrelu, RRELU_BOUNDS ", generator=None", 0, "F.rrelu, in place"},
    {"pdist", V_NONE, BI_FUNC, f_pdist, "input, p=2", 0, "the p-norm distance of each pair of rows i < j"},
    {"bilinear", V_NONE, BI_FUNC, f_bilinear, "input1, input2, weight, bias=None", 0,
     "x1^T weight[o] x2 + bias[o] over the last dimension"},
    {"alpha_dropout", V_NONE, BI_FUNC, f_dropout, "input, p, train", DROP_ALPHA, "F.alpha_dropout"},
    {"feature_dropout", V_NONE, BI_FUNC, f_dropout, "input, p, train", DROP_2D, "F.dropout2d"},
    {"feature_alpha_dropout", V_NONE, BI_FUNC, f_dropout, "input, p, train", DROP_FEATURE_ALPHA,
     "F.feature_alpha_dropout"},
};

void functional_losses_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
