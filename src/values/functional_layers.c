/* functional_layers.c: torch.nn.functional's layers beyond a
 * transformer's: batch, instance, group and local response norms,
 * adaptive and power pooling, pixel and channel shuffles, interpolate,
 * transposed convolutions and fold, each composed of tensor operations
 * (compose.h) so that both devices have them at once.  Which input
 * elements an output reads, and with what weights, is computed here on
 * the host with PyTorch's arithmetic (its float32 index math included),
 * then applied on the device by one index kernel (functional_pick),
 * gather or index_add; interpolate's nearest and linear modes are one
 * kernel (resize) that finds each output's sources itself.  The norms'
 * statistics are float64 (layer_norm's kernel for those of the input);
 * their per-channel scale and shift meet the input in one multiply-add,
 * in PyTorch's accumulate type. */
#include "values/functional_layers.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_conv.h"
#include "tensor/dispatch_index.h"
#include "tensor/dispatch_softmax.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/conv.h"

/* ------------------------------------------------------------ helpers */

/* Parameter i: None, or a tensor. */
static bool need_optional_tensor(Interp *in, const Args *a, int i)
{
    return a->p[i].kind == V_NONE || args_need_tensor(in, a, i);
}

/* Parameter i, a number; else the TypeError of the torch. function
 * that F's hands it to as argument pos (none where 0). */
static bool need_number(Interp *in, const Args *a, int i, int pos, double *out)
{
    Value v = a->p[i];
    char at[32] = "";
    if (pos) snprintf(at, sizeof at, " (position %d)", pos);
    if (!value_is_number(v))
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s'%s must be float, not %s", a->fn->name,
                              args_name(a, i), at, value_type_name(v));
    *out = value_number(v);
    return true;
}

/* The float kernel's message for an integer input: name_cpu or name_cuda
 * by the device when suffixed, as PyTorch's kernels are named. */
static bool need_float(Interp *in, const Tensor *t, const char *name, bool suffixed)
{
    if (dtype_is_float(t->dtype)) return true;
    if (!suffixed) return error_raise(in, "\"%s\" not implemented for '%s'", name, tensor_type_name(t->dtype));
    return error_raise(in, "\"%s_%s\" not implemented for '%s'", name, tensor_device(t) < 0 ? "cpu" : "cuda",
                       tensor_type_name(t->dtype));
}

static void shape_text(const Tensor *t, char *buf, size_t len)
{
    tensor_shape_str(t->ndim, t->shape, buf, len);
}

/* A new list of the n ints at v, kept in w. */
Value functional_ints(Work *w, const int64_t *v, int64_t n)
{
    if (!w->ok) return value_none();
    Value l = value_list_new(V_LIST, (size_t)n);
    for (int64_t i = 0; i < n; i++) value_list_push(l, value_int(v[i]));
    return work_keep(w, true, l);
}

/* A tensor on like's device of the n values at iv (int64) or fv (of
 * dtype dt), built on the host: an index or weight table.  The copy is
 * queued on the stream that will read it, with no wait for the device
 * (torch.tensor's blocking copy would make the host wait each call). */
Value functional_host_table(Work *w, Value like, const int64_t *iv, const double *fv, int64_t n, DType dt)
{
    if (!w->ok) return value_none();
    char *buf = xmalloc((size_t)(n ? n : 1) * dtype_size(dt));
    for (int64_t i = 0; i < n; i++) {
        void *at = buf + i * (int64_t)dtype_size(dt);
        if (iv) dtype_store_int(dt, at, iv[i]);
        else dtype_store_double(dt, at, fv[i]);
    }
    int dev = tensor_device(value_as_tensor(like));
    const Backend *be = NULL;
    Tensor *t = NULL;
    Error err;
    bool ok = (dev < 0 || tensor_backend(w->in, &be)) &&
              (dispatch_from_host(be, tensor_stream(dev), dev, dt, 1, &n, buf, &t, &err) || tensor_fail(w->in, &err));
    free(buf);
    return work_keep(w, ok, ok ? value_tensor(t) : value_none());
}

/* t's shape with its dimension d (negative: from the end) set to n. */
static Value shape_with(Work *w, const Tensor *t, int d, int64_t n)
{
    int64_t s[TENSOR_MAX_DIMS];
    memcpy(s, t->shape, (size_t)t->ndim * sizeof *s);
    s[d < 0 ? d + t->ndim : d] = n;
    return functional_ints(w, s, t->ndim);
}

bool functional_pick(Interp *in, Tensor *x, int at, int span, int k, const int64_t *n, int64_t *const *off,
                     Value *out)
{
    int64_t count = 1, shape[TENSOR_MAX_DIMS];
    for (int d = 0; d < k; d++) count *= n[d];
    int64_t *offs = malloc((size_t)(count + 1) * sizeof *offs);
    if (!offs) return error_raise(in, "out of host memory for %lld offsets", (long long)count);
    /* the offsets of the block's dims so far, row-major, widened by one dim at a time */
    int64_t have = 1;
    offs[0] = 0;
    for (int d = 0; d < k; d++) {
        for (int64_t j = have - 1; j >= 0; j--)
            for (int64_t c = n[d] - 1; c >= 0; c--) offs[j * n[d] + c] = offs[j] + off[d][c];
        have *= n[d];
    }
    int nd = 0;
    for (int d = 0; d < at; d++) shape[nd++] = x->shape[d];
    for (int d = 0; d < k; d++) shape[nd++] = n[d];
    for (int d = at + span; d < x->ndim; d++) shape[nd++] = x->shape[d];
    const Backend *be;
    Error err;
    Tensor *t = NULL, *r;
    int dev = tensor_device(x);
    DevStream *s = tensor_stream(dev);
    bool ok = tensor_backend(in, &be) &&
              ((dispatch_from_host(be, s, dev, DT_INT64, k, n, offs, &t, &err) &&
                dispatch_index(be, s, x, ((1u << span) - 1) << at, at, &(IndexTerm){t, 0, 1, NULL}, 1, nd, shape, &r,
                               &err)) ||
               tensor_fail(in, &err));
    free(offs);
    tensor_release(t);
    if (ok) *out = value_tensor(r);
    return ok;
}

/* x's elements along its k dims from `at`: src[d] (n[d] of them) says
 * which of dim at + d each element of the result reads; one pick. */
static Value pick(Work *w, Value x, int at, int k, const int64_t *n, int64_t *const *src)
{
    if (!w->ok) return value_none();
    Tensor *t = value_as_tensor(x);
    int64_t *off[TENSOR_MAX_DIMS] = {0};
    for (int d = 0; d < k; d++) {
        off[d] = xmalloc((size_t)(n[d] + 1) * sizeof *off[d]);
        for (int64_t i = 0; i < n[d]; i++) off[d][i] = src[d][i] * t->strides[at + d];
    }
    Value r = value_none();
    bool ok = functional_pick(w->in, t, at, k, k, n, off, &r);
    for (int d = 0; d < k; d++) free(off[d]);
    return work_keep(w, ok, r);
}

/* A pair (values, indices) as a new tuple. */
static bool pair_out(Value first, Value second, Value *out)
{
    *out = value_list_new(V_TUPLE, 2);
    value_list_push(*out, first);
    value_list_push(*out, second);
    return true;
}

/* --------------------------------------------------------------- norms */

/* v, a vector of like's size along its dim at, in dtype dt, shaped to
 * broadcast along like's dims from `from` on: (-1, 1, ...) or (1, -1). */
static Value column_along(Work *w, Value v, Value like, int from, int at, DType dt)
{
    if (!w->ok) return value_none();
    const Tensor *t = value_as_tensor(like);
    int64_t column[TENSOR_MAX_DIMS];
    int k = t->ndim - from;
    for (int d = 0; d < k; d++) column[d] = from + d == at ? -1 : 1;
    return work_method(w, work_method(w, v, "to", 1, (Value[]){value_dtype(dt)}), "reshape", 1,
                       (Value[]){functional_ints(w, column, k)});
}

/* column_along's vector laid out over like's dims from `from` on (each
 * element repeated along the others): an elementwise op with it
 * broadcasts along the dims before from alone, so it runs over long
 * contiguous rows. */
static Value spread_along(Work *w, Value v, Value like, int from, int at, DType dt)
{
    v = column_along(w, v, like, from, at, dt);
    if (!w->ok) return value_none();
    const Tensor *t = value_as_tensor(like);
    v = work_method(w, v, "expand", 1, (Value[]){functional_ints(w, t->shape + from, t->ndim - from)});
    return work_method(w, v, "contiguous", 0, NULL);
}

/* y * scale + shift (either None), each a vector of y's channels, in
 * PyTorch's accumulate type (float64 for float64 y, else float32), then
 * rounded to y's dtype: one pass over y (muladd when both), the vectors
 * broadcast along the channel dim. */
static Value channel_affine(Work *w, Value y, Value scale, Value shift)
{
    if (!w->ok) return value_none();
    DType dt = value_as_tensor(y)->dtype, acc = dt == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
    Value s = scale.kind != V_NONE ? column_along(w, scale, y, 1, 1, acc) : scale;
    Value b = shift.kind != V_NONE ? column_along(w, shift, y, 1, 1, acc) : shift;
    Value r = s.kind != V_NONE && b.kind != V_NONE ? work_op(w, OP_muladd, 3, (Value[]){y, s, b})
              : s.kind != V_NONE                   ? work_binary(w, OP_MUL, y, s)
              : b.kind != V_NONE                   ? work_binary(w, OP_ADD, y, b)
                                                   : y;
    return work_method(w, r, "to", 1, (Value[]){value_dtype(dt)});
}

/* x normalized per channel by mean and var (vectors) with weight and
 * bias (either None), in PyTorch's linear form: scale = weight /
 * sqrt(var + eps) and shift = bias - mean * scale in float64 (ops.def's
 * norm_linear), rounded to PyTorch's accumulate type, then one
 * multiply-add over x. */
static Value normalized(Work *w, Value x, Value mean, Value var, Value weight, Value bias, double eps)
{
    const Backend *be;
    Error err;
    Tensor *scale, *shift;
    if (!w->ok) return value_none();
    DType acc = value_as_tensor(x)->dtype == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
    Tensor *m = value_as_tensor(mean), *v = value_as_tensor(var);
    Tensor *wt = weight.kind != V_NONE ? value_as_tensor(weight) : NULL;
    Tensor *bt = bias.kind != V_NONE ? value_as_tensor(bias) : NULL;
    if (!tensor_backend(w->in, &be)) return work_keep(w, false, value_none());
    if (!dispatch_norm_linear(be, tensor_stream(tensor_device(v)), m, v, wt, bt, eps, acc, &scale, &shift, &err))
        return work_keep(w, tensor_fail(w->in, &err), value_none());
    Value sv = work_keep(w, true, value_tensor(scale)), bv = work_keep(w, true, value_tensor(shift));
    return channel_affine(w, x, sv, bv);
}

/* x (N, C, ...) standardized over each of its groups of channels by
 * layer_norm (in float64, rounded once), then weight and bias (either
 * None) per channel. */
static Value group_standardized(Work *w, Value x, int64_t groups, Value weight, Value bias, double eps)
{
    if (!w->ok) return value_none();
    const Tensor *t = value_as_tensor(x);
    int64_t per = groups ? t->shape[1] / groups : 0;
    for (int d = 2; d < t->ndim; d++) per *= t->shape[d];
    Value grouped = work_method(w, x, "reshape", 1, (Value[]){functional_ints(w, (int64_t[]){t->shape[0], groups, per}, 3)});
    Value y = work_call(w, "layer_norm", 5, (Value[]){grouped, functional_ints(w, &per, 1), value_none(), value_none(),
                                                      value_float(eps)});
    y = work_method(w, y, "reshape", 1, (Value[]){work_attr(w, x, "shape")});
    if (weight.kind == V_NONE && bias.kind == V_NONE) return y;
    return channel_affine(w, y, weight, bias);
}

/* The mean of x over the dims `over` and its biased variance (the mean of
 * the squared deviations), both keeping those dims. */
static void moments(Work *w, Value x, Value over, Value *mean, Value *var)
{
    *mean = work_method(w, x, "mean", 2, (Value[]){over, value_bool(true)});
    Value dev = work_binary(w, OP_SUB, x, *mean);
    *var = work_method(w, work_binary(w, OP_MUL, dev, dev), "mean", 2, (Value[]){over, value_bool(true)});
}

/* running.copy_((1 - momentum) * running + momentum * stat), PyTorch's
 * update of a running statistic; nothing for a running None. */
static void update_running(Work *w, Value running, Value stat, double momentum)
{
    if (running.kind == V_NONE) return;
    Value kept = work_binary(w, OP_MUL, work_method(w, running, "double", 0, NULL), value_float(1.0 - momentum));
    Value r = work_binary(w, OP_ADD, kept, work_binary(w, OP_MUL, stat, value_float(momentum)));
    work_method(w, running, "copy_", 1, &r);
}

/* var for 1 / sqrt(var + eps) by batch statistics: PyTorch's InvStd makes
 * that 0, not infinity, where var and eps are both 0, so a constant
 * channel normalizes to its bias; an infinite variance gives that 0. */
static Value invstd_var(Work *w, Value var, double eps)
{
    if (eps != 0) return var;
    Value constant = work_binary(w, OP_EQ, var, value_float(0.0));
    return work_method(w, var, "masked_fill", 2, (Value[]){constant, value_float(INFINITY)});
}

/* PyTorch's check of a per-channel tensor (None passes): repeat copies
 * of it (instance_norm's, one per sample) must hold c elements. */
static bool channels_match(Interp *in, const char *what, Value v, int64_t c, int64_t repeat)
{
    if (v.kind == V_NONE) return true;
    int64_t n = tensor_numel(value_as_tensor(v)) * repeat;
    if (n == c) return true;
    return error_raise(in, "%s should contain %lld elements not %lld", what, (long long)c, (long long)n);
}

/* The statistics of a norm: what it normalizes by, per channel. */
typedef struct Stats {
    Value running_mean, running_var, weight, bias;
    bool from_input;                /* batch statistics (training), else the running ones */
    double momentum, eps;
} Stats;

/* batch_norm of x (N, C, ...): by the statistics over every dimension
 * but the channels when s->from_input (the running ones updated in place,
 * the variance unbiased), else by the running ones. */
static bool batch_norm(Interp *in, const Args *a, Value x, const Stats *s, Value *out)
{
    const Tensor *t = value_as_tensor(x);
    int64_t c = t->ndim > 1 ? t->shape[1] : 0;
    static const char *const names[] = {"running_mean", "running_var"};
    const Value running[] = {s->running_mean, s->running_var};
    for (int i = 0; i < 2; i++) {
        if (running[i].kind == V_NONE && !s->from_input)
            return error_raise(in, "%s must be defined in evaluation mode", names[i]);
        if (!channels_match(in, names[i], running[i], c, 1)) return false;
    }
    if (!channels_match(in, "weight", s->weight, c, 1) || !channels_match(in, "bias", s->bias, c, 1)) return false;
    if (!need_float(in, t, "batch_norm", false)) return false;
    if (t->ndim < 2) return error_raise(in, "batch_norm: expected an input of at least 2 dimensions (N, C, ...)");
    Work w = work_new(in, a);
    Value flat = value_int(-1);
    Value mean = value_none(), var = value_none();
    if (s->from_input) {
        int64_t dims[TENSOR_MAX_DIMS];
        int k = 0;
        for (int d = 0; d < t->ndim; d++)
            if (d != 1) dims[k++] = d;
        Value over = functional_ints(&w, dims, k);
        moments(&w, work_method(&w, x, "double", 0, NULL), over, &mean, &var);
        int64_t n = c ? tensor_numel(t) / c : 0;
        mean = work_method(&w, mean, "reshape", 1, &flat);
        var = work_method(&w, var, "reshape", 1, &flat);
        update_running(&w, s->running_mean, mean, s->momentum);
        Value unbiased = work_binary(&w, OP_MUL, var, value_float((double)n / (double)(n - 1)));
        update_running(&w, s->running_var, unbiased, s->momentum);
        var = invstd_var(&w, var, s->eps);
    } else {
        mean = s->running_mean;
        var = s->running_var;
    }
    return work_done(&w, normalized(&w, x, mean, var, s->weight, s->bias, s->eps), out);
}

/* instance_norm of x (N, C, ...): batch_norm of each sample's channels
 * apart; the running statistics, when given, move by the mean over the
 * batch of each sample's (the variance unbiased), as PyTorch's. */
static bool instance_norm(Interp *in, const Args *a, Value x, const Stats *s, Value *out)
{
    const Tensor *t = value_as_tensor(x);
    if (!s->from_input && (s->running_mean.kind == V_NONE || s->running_var.kind == V_NONE))
        return error_raise(in, "Expected running_mean and running_var to be defined when use_input_stats is false");
    if (t->ndim < 2) return error_raise(in, "instance_norm: expected an input of at least 2 dimensions (N, C, ...)");
    int64_t b = t->shape[0], c = b * t->shape[1];
    if (!channels_match(in, "running_mean", s->running_mean, c, b) ||
        !channels_match(in, "running_var", s->running_var, c, b) || !channels_match(in, "weight", s->weight, c, b) ||
        !channels_match(in, "bias", s->bias, c, b))
        return false;
    if (!need_float(in, t, "batch_norm", false)) return false;
    Work w = work_new(in, a);
    if (!s->from_input) {
        return work_done(&w, normalized(&w, x, s->running_mean, s->running_var, s->weight, s->bias, s->eps), out);
    }
    bool zero_constant = s->eps == 0;
    Value mean = value_none(), var = value_none();
    if (s->running_mean.kind != V_NONE || s->running_var.kind != V_NONE || zero_constant) {
        int64_t dims[TENSOR_MAX_DIMS];
        int k = 0;
        for (int d = 2; d < t->ndim; d++) dims[k++] = d;
        moments(&w, work_method(&w, x, "double", 0, NULL), functional_ints(&w, dims, k), &mean, &var);
    }
    if (s->running_mean.kind != V_NONE || s->running_var.kind != V_NONE) {
        int64_t n = t->shape[1] ? tensor_numel(t) / c : 0;
        Value per_batch = functional_ints(&w, (int64_t[]){b, t->shape[1]}, 2);
        Value means = work_method(&w, work_method(&w, mean, "reshape", 1, &per_batch), "mean", 1,
                                  (Value[]){value_int(0)});
        Value vars = work_method(&w, work_method(&w, var, "reshape", 1, &per_batch), "mean", 1,
                                 (Value[]){value_int(0)});
        update_running(&w, s->running_mean, means, s->momentum);
        update_running(&w, s->running_var, work_binary(&w, OP_MUL, vars, value_float((double)n / (double)(n - 1))),
                       s->momentum);
    }
    /* each channel of each sample is a group of its own; with eps 0 a
     * constant one is 0, by PyTorch's InvStd (see invstd_var) */
    Value y = group_standardized(&w, x, t->shape[1], value_none(), value_none(), s->eps);
    if (zero_constant)
        y = work_method(&w, y, "masked_fill", 2,
                        (Value[]){work_binary(&w, OP_EQ, var, value_float(0.0)), value_float(0.0)});
    if (s->weight.kind != V_NONE || s->bias.kind != V_NONE) y = channel_affine(&w, y, s->weight, s->bias);
    return work_done(&w, y, out);
}

/* F's check that a norm over the batch has more than one value per
 * channel: size as Python shows it (a list, or torch.Size(...)). */
static bool more_than_one(Interp *in, int64_t prod, const char *what, const char *size)
{
    if (prod != 1) return true;
    return error_raise_as(in, ERR_VALUE, "Expected more than 1 %s when training, got input size %s", what, size);
}

static void torch_size_text(const Tensor *t, char *buf, size_t len)
{
    char s[200];
    shape_text(t, s, sizeof s);
    snprintf(buf, len, "torch.Size(%s)", s);
}

/* Parameters from..from+6 of a norm row, in F's order: running_mean,
 * running_var, weight, bias, training, momentum, eps. */
static bool stats_of(Interp *in, const Args *a, int from, Stats *s)
{
    for (int i = from; i < from + 4; i++)
        if (!need_optional_tensor(in, a, i)) return false;
    const Value *p = a->p + from;
    *s = (Stats){p[0], p[1], p[2], p[3], false, 0.0, 0.0};
    return value_truth(in, p[4], &s->from_input) && need_number(in, a, from + 5, 7, &s->momentum) &&
           need_number(in, a, from + 6, 8, &s->eps);
}

/* batch_norm(input, running_mean, running_var, weight=None, bias=None,
 * training=False, momentum=0.1, eps=1e-05) */
static bool f_batch_norm(Interp *in, const Args *a, Value *out)
{
    Stats s;
    if (!args_need_tensor(in, a, 0) || !stats_of(in, a, 1, &s)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    if (s.from_input) {
        int64_t prod = t->ndim ? t->shape[0] : 1;
        for (int d = 2; d < t->ndim; d++) prod *= t->shape[d];
        char size[220];
        torch_size_text(t, size, sizeof size);
        if (!more_than_one(in, prod, "value per channel", size)) return false;
    }
    return batch_norm(in, a, a->p[0], &s, out);
}

/* torch.batch_norm and torch.instance_norm(input, weight, bias,
 * running_mean, running_var, training, momentum, eps, cudnn_enabled): F's,
 * without its Python checks, by data. */
enum { TORCH_BATCH_NORM, TORCH_INSTANCE_NORM };

static bool t_norm(Interp *in, const Args *a, Value *out)
{
    for (int i = 1; i < 5; i++)
        if (!need_optional_tensor(in, a, i)) return false;
    if (!args_need_tensor(in, a, 0)) return false;
    const Value *p = a->p;
    Stats s = {p[3], p[4], p[1], p[2], false, 0.0, 0.0};
    if (!value_truth(in, p[5], &s.from_input) || !need_number(in, a, 6, 0, &s.momentum) ||
        !need_number(in, a, 7, 0, &s.eps))
        return false;
    if (a->fn->data == TORCH_INSTANCE_NORM) return instance_norm(in, a, p[0], &s, out);
    return batch_norm(in, a, p[0], &s, out);
}

/* instance_norm(input, running_mean=None, running_var=None, weight=None,
 * bias=None, use_input_stats=True, momentum=0.1, eps=1e-05) */
static bool f_instance_norm(Interp *in, const Args *a, Value *out)
{
    Stats s;
    if (!args_need_tensor(in, a, 0) || !stats_of(in, a, 1, &s)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    if (s.from_input) {
        int64_t prod = 1;
        for (int d = 2; d < t->ndim; d++) prod *= t->shape[d];
        char size[220];
        torch_size_text(t, size, sizeof size);
        if (!more_than_one(in, prod, "spatial element", size)) return false;
    }
    return instance_norm(in, a, a->p[0], &s, out);
}

/* group_norm's dtypes as PyTorch 2 checks them: where the first parameter
 * given (NULL: none) differs from input x's dtype, both must be float32 and
 * x float16 or bfloat16 (its mixed-dtype check, whose words say CPU on
 * every device), which only the cpu kernel takes; then x's dtype, and the
 * kernel's read of each parameter in x's dtype. */
static bool group_norm_dtypes(Interp *in, const Tensor *x, const Tensor *weight, const Tensor *bias)
{
    const Tensor *first = weight ? weight : bias;
    bool mixed = first && first->dtype != x->dtype;
    if (mixed && ((weight && weight->dtype != DT_FLOAT32) || (bias && bias->dtype != DT_FLOAT32)))
        return error_raise(in, "mixed dtype (CPU): expect parameter to have scalar type of Float");
    if (mixed && x->dtype != DT_FLOAT16 && x->dtype != DT_BFLOAT16)
        return error_raise(in, "mixed dtype (CPU): all inputs must share same datatype.");
    if (!need_float(in, x, "GroupNormKernelImpl", false)) return false;
    if (mixed && tensor_device(x) < 0) return true;
    const Tensor *wrong = weight && weight->dtype != x->dtype ? weight : bias && bias->dtype != x->dtype ? bias : NULL;
    if (!wrong) return true;
    return error_raise(in, "expected scalar type %s but found %s", tensor_type_name(x->dtype),
                       tensor_type_name(wrong->dtype));
}

/* group_norm(input, num_groups, weight=None, bias=None, eps=1e-05): each
 * sample's channels in num_groups groups, each group standardized by its
 * own mean and biased variance, then weight and bias per channel. */
static bool f_group_norm(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int64_t groups;
    double eps;
    if (!args_need_tensor(in, a, 0) || !args_int(in, a, 1, &groups) || !need_optional_tensor(in, a, 2) ||
        !need_optional_tensor(in, a, 3) || !need_number(in, a, 4, 5, &eps))
        return false;
    const Tensor *t = value_as_tensor(p[0]);
    if (t->ndim < 2)
        return error_raise(in, "Expected at least 2 dimensions for input tensor but received %d", t->ndim);
    if (groups == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "integer division or modulo by zero");
    int64_t n = t->shape[0], c = t->shape[1];
    /* F's check, of the sizes [N * C // G, G, *spatial], as a list */
    int64_t size[TENSOR_MAX_DIMS + 1] = {n * c / groups, groups};
    int64_t prod = size[0];
    for (int d = 2; d < t->ndim; d++) prod *= size[d] = t->shape[d];
    char text[220], xs[200];
    tensor_shape_str(t->ndim, size, text, sizeof text);
    if (!more_than_one(in, prod, "value per channel", text)) return false;
    shape_text(t, xs, sizeof xs);
    if (c % groups)
        return error_raise(in, "Expected number of channels in input to be divisible by num_groups, but got input of "
                           "shape %s and num_groups=%lld", xs, (long long)groups);
    for (int i = 2; i <= 3; i++) {
        if (p[i].kind == V_NONE) continue;
        const Tensor *v = value_as_tensor(p[i]);
        if (v->ndim != 1 || tensor_numel(v) != c) {
            /* PyTorch's message for the bias shows the weight's shape ([0]
             * for None) */
            char vs[200] = "[0]";
            if (p[2].kind == V_TENSOR) shape_text(value_as_tensor(p[2]), vs, sizeof vs);
            return error_raise(in, "Expected %s to be a vector of size equal to the number of channels in input, but "
                               "got %s of shape %s and input of shape %s", args_name(a, i), args_name(a, i), vs, xs);
        }
    }
    const Tensor *weight = p[2].kind == V_NONE ? NULL : value_as_tensor(p[2]);
    const Tensor *bias = p[3].kind == V_NONE ? NULL : value_as_tensor(p[3]);
    if (!group_norm_dtypes(in, t, weight, bias)) return false;
    Work w = work_new(in, a);
    return work_done(&w, group_standardized(&w, p[0], groups, p[2], p[3], eps), out);
}

/* Python's a // b, for b > 0 */
static int64_t floor_div(int64_t a, int64_t b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/* x with n zeros before (end: after) along its last dimension. */
static Value zeros_beside(Work *w, Value x, int64_t n, bool end)
{
    if (n <= 0 || !w->ok) return x;
    const Tensor *t = value_as_tensor(x);
    Value zeros = work_method(w, x, "new_zeros", 1, (Value[]){shape_with(w, t, -1, n)});
    Value both = work_keep(w, true, value_list_new(V_LIST, 2));
    value_list_push(both, value_retain(end ? x : zeros));
    value_list_push(both, value_retain(end ? zeros : x));
    return work_call(w, "cat", 2, (Value[]){both, value_int(-1)});
}

/* local_response_norm(input, size, alpha=0.0001, beta=0.75, k=1.0): x /
 * (k + alpha * avg(x^2 over size neighbouring channels))^beta, as
 * PyTorch's Python composes it: the squares padded with zeros along the
 * channels and averaged by a pool of size channels (here avg_pool1d of
 * the channels moved last, PyTorch's avg_pool2d of a (size, 1) window). */
static bool f_local_response_norm(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int64_t size;
    if (!args_need_tensor(in, a, 0) || !args_int(in, a, 1, &size)) return false;
    const Tensor *t = value_as_tensor(p[0]);
    /* PyTorch's message keeps the indentation of a continued source line */
    if (t->ndim < 3)
        return error_raise_as(in, ERR_VALUE, "Expected 3D or higher dimensionality"
                              "                          input (got %d dimensions)",
                              t->ndim);
    if (tensor_numel(t) == 0) {
        *out = value_retain(p[0]);
        return true;
    }
    Work w = work_new(in, a);
    Value sq = work_method(&w, work_binary(&w, OP_MUL, p[0], p[0]), "movedim", 2, (Value[]){value_int(1),
                                                                                          value_int(-1)});
    Value moved = work_attr(&w, sq, "shape");
    sq = work_method(&w, sq, "reshape", 1, (Value[]){functional_ints(&w, (int64_t[]){-1, 1, t->shape[1]}, 3)});
    sq = zeros_beside(&w, zeros_beside(&w, sq, floor_div(size, 2), false), floor_div(size - 1, 2), true);
    Value div = work_call(&w, "avg_pool1d", 3, (Value[]){sq, value_int(size), value_int(1)});
    div = work_method(&w, work_method(&w, div, "reshape", 1, &moved), "movedim", 2,
                      (Value[]){value_int(-1), value_int(1)});
    div = work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, div, p[2]), p[4]);
    div = work_method(&w, div, "pow", 1, &p[3]);
    return work_done(&w, work_binary(&w, OP_DIV, p[0], div), out);
}

/* ------------------------------------------------------ adaptive pools */

Value functional_adaptive(Work *w, Value x, int nsp, const int64_t *o, Value *idx)
{
    if (!w->ok) return value_none();
    Tensor *t = value_as_tensor(x), *r = NULL, *at = NULL;
    const Backend *be;
    Error err;
    if (!tensor_backend(w->in, &be)) return work_keep(w, false, value_none());
    if (!dispatch_adaptive_pool(be, tensor_stream(tensor_device(t)), t, nsp, o, idx != NULL, &r, idx ? &at : NULL,
                                &err))
        return work_keep(w, tensor_fail(w->in, &err), value_none());
    if (idx) *idx = work_keep(w, true, value_tensor(at));
    return work_keep(w, true, value_tensor(r));
}

/* adaptive pools' kinds, by data */
enum { ADAPTIVE_AVG, ADAPTIVE_MAX, ADAPTIVE_TORCH_MAX };

/* Parameter 1 of a 1-d adaptive pool: an int, or a sequence of one. */
static bool output_size_1d(Interp *in, const Args *a, int64_t *o)
{
    Value v = a->p[1];
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) return args_int(in, a, 1, o);
    List *l = value_as_list(v);
    if (l->len != 1)
        return error_raise(in, "%s() argument 'output_size' should contain one int (got %zu)", a->fn->name, l->len);
    return args_int_value(in, a, "output_size", l->items[0], o);
}

/* PyTorch's checks of a 2-d adaptive pool's input (..., H, W), name its. */
static bool check_adaptive2d(Interp *in, const Tensor *t, const char *name, bool max)
{
    char s[200];
    shape_text(t, s, sizeof s);
    if (t->ndim != 3 && t->ndim != 4)
        return error_raise(in, "%s(): Expected 3D or 4D tensor, but got%s %s", name, max ? ":" : "", s);
    for (int d = t->ndim - 2; d < t->ndim; d++)
        if (t->shape[d] == 0)
            return error_raise(in, "%s(): Expected input to have non-zero size for non-batch dimensions, but input has "
                               "sizes %s with dimension %d being empty", name, s, d);
    return need_float(in, t, name, tensor_device(t) >= 0);
}

/* The pooled values, or (values, indices) when with_indices; the caller's
 * reference to idx is taken. */
static bool adaptive_out(Work *w, Value r, Value idx, bool with_indices, Value *out)
{
    Value vals = value_none();
    if (!work_done(w, r, &vals) || !with_indices) {
        value_release(idx);
        *out = vals;
        return w->ok;
    }
    return pair_out(vals, idx, out);
}

/* adaptive_avg_pool1d(input, output_size), adaptive_max_pool1d(input,
 * output_size, return_indices=False) and torch.adaptive_max_pool1d
 * (always both): PyTorch's 2-d pool of the input with a height of 1. */
static bool f_adaptive1d(Interp *in, const Args *a, Value *out)
{
    int kind = a->fn->data;
    int64_t o;
    bool with_indices = kind == ADAPTIVE_TORCH_MAX;
    if (!args_need_tensor(in, a, 0) || !output_size_1d(in, a, &o)) return false;
    if (kind == ADAPTIVE_MAX && !value_truth(in, a->p[2], &with_indices)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    const char *name = kind == ADAPTIVE_AVG ? "adaptive_avg_pool1d" : "adaptive_max_pool1d";
    if (t->ndim != 2 && t->ndim != 3)
        return error_raise(in, "Expected 2 to 3 dimensions, but got %d-dimensional tensor for argument #1 'self' "
                           "(while checking arguments for %s)", t->ndim, name);
    for (int d = 1; d < t->ndim; d++)
        if (t->shape[d] == 0) {
            int64_t s[4] = {t->shape[0], t->shape[1], 1, 1};
            s[t->ndim] = t->shape[t->ndim - 1];
            s[t->ndim - 1] = 1;
            char text[200];
            tensor_shape_str(t->ndim + 1, s, text, sizeof text);
            return error_raise(in, "%s(): Expected input to have non-zero size for non-batch dimensions, but input has "
                               "sizes %s with dimension %d being empty", kind == ADAPTIVE_AVG ? "adaptive_avg_pool2d"
                               : "adaptive_max_pool2d", text, d == t->ndim - 1 ? t->ndim : d);
        }
    if (!need_float(in, t, kind == ADAPTIVE_AVG ? "adaptive_avg_pool2d" : "adaptive_max_pool2d",
                    tensor_device(t) >= 0))
        return false;
    Work w = work_new(in, a);
    Value idx = value_none();
    Value x = work_method(&w, a->p[0], "unsqueeze", 1, (Value[]){value_int(-2)});
    Value r = functional_adaptive(&w, x, 2, (int64_t[]){1, o}, kind == ADAPTIVE_AVG ? NULL : &idx);
    Value squeezed = work_method(&w, r, "squeeze", 1, (Value[]){value_int(-2)});
    if (kind != ADAPTIVE_AVG) idx = value_retain(work_method(&w, idx, "squeeze", 1, (Value[]){value_int(-2)}));
    return adaptive_out(&w, squeezed, idx, with_indices, out);
}

/* adaptive_avg_pool2d(input, output_size) and adaptive_max_pool2d(input,
 * output_size, return_indices=False): output_size an int or a pair, None
 * keeping that dimension's size. */
static bool f_adaptive2d(Interp *in, const Args *a, Value *out)
{
    bool max = a->fn->data == ADAPTIVE_MAX, with_indices = false;
    if (!args_need_tensor(in, a, 0)) return false;
    if (max && !value_truth(in, a->p[2], &with_indices)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    const char *name = max ? "adaptive_max_pool2d" : "adaptive_avg_pool2d";
    Value v = a->p[1];
    int64_t o[2];
    if (v.kind == V_LIST || v.kind == V_TUPLE || v.kind == V_SIZE) {
        List *l = value_as_list(v);
        /* F's _list_with_default, then the kernel's count */
        if ((size_t)t->ndim <= l->len)
            return error_raise_as(in, ERR_VALUE, "Input dimension should be at least %zu", l->len + 1);
        if (l->len != 2) return error_raise(in, "%s: output_size must be 2", name);
        for (int i = 0; i < 2; i++) {
            if (l->items[i].kind == V_NONE) o[i] = t->shape[t->ndim - 2 + i];
            else if (!args_int_value(in, a, "output_size", l->items[i], &o[i])) return false;
        }
    } else {
        if (!args_int(in, a, 1, &o[0])) return false;
        o[1] = o[0];
    }
    if (!max && o[0] == 1 && o[1] == 1) {
        /* PyTorch's shortcut, before any check of the input's rank: the mean over the last two dims */
        Work w = work_new(in, a);
        Value dims = work_keep(&w, true, value_size_new((int64_t[]){-1, -2}, 2));
        return work_done(&w, work_call_kw(&w, "mean", 2, (Value[]){a->p[0], dims}, 1, (const char *[]){"keepdim"},
                                          (Value[]){value_bool(true)}), out);
    }
    if (!check_adaptive2d(in, t, name, max)) return false;
    Work w = work_new(in, a);
    Value idx = value_none();
    Value r = functional_adaptive(&w, a->p[0], 2, o, max ? &idx : NULL);
    if (max) idx = value_retain(idx);
    return adaptive_out(&w, r, idx, with_indices, out);
}

/* adaptive_max_pool1d_with_indices and 2d (by data, ADAPTIVE_MAX then
 * the dims): the pool's values and indices, whatever return_indices says
 * (PyTorch's ignore it). */
static bool f_adaptive_with_indices(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {a->p[0], a->p[1], value_bool(true)};
    Builtin row = *a->fn;
    row.data = ADAPTIVE_MAX;
    Args b = *a;
    b.p = p;
    b.fn = &row;
    return a->fn->data == 1 ? f_adaptive1d(in, &b, out) : f_adaptive2d(in, &b, out);
}

/* max_pool1d_with_indices and max_pool2d_with_indices: max_pool with
 * return_indices=True (conv.c). */
static bool f_pool_with_indices(Interp *in, const Args *a, Value *out)
{
    Value p[7];
    memcpy(p, a->p, sizeof p);
    p[6] = value_bool(true);
    Args b = *a;
    b.p = p;
    return conv_pool(in, &b, out);
}

/* lp_pool1d and lp_pool2d(input, norm_type, kernel_size, stride=None,
 * ceil_mode=False), by data (CONV_AVG_POOL1D or 2D): (avg_pool(x^p) *
 * window size)^(1 / p), a negative mean taken as 0, as PyTorch's; the
 * pool is conv.c's, given this call's row (whose data names the pool). */
static bool f_lp_pool(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    double norm;
    int64_t window = 1;
    if (!args_need_tensor(in, a, 0) || !need_number(in, a, 1, 0, &norm)) return false;
    Value k = p[2];
    if (a->fn->data == CONV_AVG_POOL1D) {
        if (!args_int(in, a, 2, &window)) return false;
    } else if (k.kind == V_LIST || k.kind == V_TUPLE) {
        List *l = value_as_list(k);
        for (size_t i = 0; i < l->len; i++) {
            int64_t v;
            if (!args_int_value(in, a, "kernel_size", l->items[i], &v)) return false;
            window *= v;
        }
    } else {
        if (!args_int(in, a, 2, &window)) return false;
        window *= window;
    }
    Work w = work_new(in, a);
    Value powered = work_method(&w, p[0], "pow", 1, &p[1]);
    Value pool[7] = {powered, k, p[3], value_int(0), p[4], value_bool(true), value_none()};
    Args b = *a;
    b.p = pool;
    Value avg = value_none();
    if (w.ok) avg = work_keep(&w, conv_pool(in, &b, &avg), avg);
    Value kept = work_binary(&w, OP_MUL, work_call(&w, "sign", 1, &avg),
                             work_call(&w, "relu", 1, (Value[]){work_call(&w, "abs", 1, &avg)}));
    kept = work_binary(&w, OP_MUL, kept, value_int(window));
    return work_done(&w, work_method(&w, kept, "pow", 1, (Value[]){value_float(1.0 / norm)}), out);
}

/* ------------------------------------------------------------ shuffles */

/* pixel_shuffle(input, upscale_factor), pixel_unshuffle(input,
 * downscale_factor), by data: (*, C r^2, H, W) <-> (*, C, H r, W r), one
 * reshape, permute and reshape (on an H200 the permute's copy ran at 0.86
 * of PyTorch's speed, a pick of every element through the index kernel at
 * 0.45). */
enum { SHUFFLE_PIXEL, UNSHUFFLE_PIXEL };

static bool f_pixel_shuffle(Interp *in, const Args *a, Value *out)
{
    bool up = a->fn->data == SHUFFLE_PIXEL;
    const char *name = up ? "pixel_shuffle" : "pixel_unshuffle", *factor = up ? "upscale_factor" : "downscale_factor";
    int64_t r;
    if (!args_need_tensor(in, a, 0) || !args_int(in, a, 1, &r)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    if (t->ndim < 3)
        return error_raise(in, "%s expects input to have at least 3 dimensions, but got input with %d dimension(s)",
                           name, t->ndim);
    if (r <= 0) return error_raise(in, "%s expects a positive %s, but got %lld", name, factor, (long long)r);
    int n = t->ndim, lead = n - 3;
    int64_t c = t->shape[n - 3], h = t->shape[n - 2], wd = t->shape[n - 1];
    if (up && c % (r * r))
        return error_raise(in, "pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           "upscale_factor, but input.size(-3)=%lld is not divisible by %lld", (long long)c,
                           (long long)(r * r));
    if (!up && h % r)
        return error_raise(in, "pixel_unshuffle expects height to be divisible by downscale_factor, but "
                           "input.size(-2)=%lld is not divisible by %lld", (long long)h, (long long)r);
    if (!up && wd % r)
        return error_raise(in, "pixel_unshuffle expects width to be divisible by downscale_factor, but "
                           "input.size(-1)=%lld is not divisible by %lld", (long long)wd, (long long)r);
    int64_t split[TENSOR_MAX_DIMS + 3], joined[TENSOR_MAX_DIMS];
    int64_t perm[TENSOR_MAX_DIMS + 3];
    memcpy(split, t->shape, (size_t)lead * sizeof *split);
    memcpy(joined, t->shape, (size_t)lead * sizeof *joined);
    for (int d = 0; d < lead; d++) perm[d] = d;
    /* up: (C, r, r, H, W) -> (C, H, r, W, r); down: the inverse */
    static const int64_t up_perm[] = {0, 3, 1, 4, 2}, down_perm[] = {0, 2, 4, 1, 3};
    int64_t up_split[] = {c / (r * r), r, r, h, wd}, down_split[] = {c, h / r, r, wd / r, r};
    int64_t up_joined[] = {c / (r * r), h * r, wd * r}, down_joined[] = {c * r * r, h / r, wd / r};
    for (int i = 0; i < 5; i++) {
        split[lead + i] = up ? up_split[i] : down_split[i];
        perm[lead + i] = lead + (up ? up_perm[i] : down_perm[i]);
    }
    for (int i = 0; i < 3; i++) joined[lead + i] = up ? up_joined[i] : down_joined[i];
    Work w = work_new(in, a);
    Value x = work_method(&w, a->p[0], "reshape", 1, (Value[]){functional_ints(&w, split, lead + 5)});
    x = work_method(&w, x, "permute", 1, (Value[]){functional_ints(&w, perm, lead + 5)});
    return work_done(&w, work_method(&w, x, "reshape", 1, (Value[]){functional_ints(&w, joined, n)}), out);
}

/* channel_shuffle(input, groups): (N, C, *) as (N, g, C / g, *), the two
 * swapped, then (N, C, *) again. */
static bool f_channel_shuffle(Interp *in, const Args *a, Value *out)
{
    int64_t g;
    if (!args_need_tensor(in, a, 0) || !args_int(in, a, 1, &g)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    if (t->ndim <= 2) {
        char s[200];
        shape_text(t, s, sizeof s);
        return error_raise(in, "channel_shuffle expects input with > 2 dims, but got input with sizes %s", s);
    }
    if (g <= 0)
        return error_raise(in, "Number of groups to divide channels in must be positive. Value of groups:%lld",
                           (long long)g);
    int64_t c = t->shape[1];
    if (c % g)
        return error_raise(in, "Number of channels must be divisible by groups. Got %lld channels and %lld groups.",
                           (long long)c, (long long)g);
    int64_t split[TENSOR_MAX_DIMS + 1] = {t->shape[0], g, c / g};
    memcpy(split + 3, t->shape + 2, (size_t)(t->ndim - 2) * sizeof *split);
    Work w = work_new(in, a);
    Value x = work_method(&w, a->p[0], "reshape", 1, (Value[]){functional_ints(&w, split, t->ndim + 1)});
    x = work_method(&w, x, "transpose", 2, (Value[]){value_int(1), value_int(2)});
    return work_done(&w, work_method(&w, x, "reshape", 1, (Value[]){work_attr(&w, a->p[0], "shape")}), out);
}

/* --------------------------------------------------------- interpolate */

enum { MODE_NEAREST, MODE_NEAREST_EXACT, MODE_AREA, MODE_LINEAR, MODE_BILINEAR, MODE_TRILINEAR, MODE_BICUBIC,
       MODE_OTHER };
static const char *const mode_names[] = {"nearest", "nearest-exact", "area", "linear", "bilinear", "trilinear",
                                         "bicubic"};

/* The interpolation of one call: its output sizes, and the scale factors
 * given (0: none), which the kernels use as PyTorch's do. */
typedef struct Resize {
    int dims, mode;
    bool align_corners, antialias;
    int64_t in[3], out[3];
    double scale[3];
} Resize;

/* v, an int or a sequence of dims of them (what: "size"), or numbers
 * (scale_factor), into out; PyTorch's ValueError when the count differs. */
static bool per_dim(Interp *in, const Args *a, Value v, const Tensor *t, int dims, bool sizes, double *out)
{
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) {
        if (!value_is_number(v))
            return error_raise_as(in, ERR_TYPE, "%s(): %s must be %s, not %s", a->fn->name,
                                  sizes ? "size" : "scale_factor",
                                  sizes ? "an int or a sequence of ints" : "a number or a sequence of numbers",
                                  value_type_name(v));
        for (int d = 0; d < dims; d++) out[d] = value_number(v);
        return true;
    }
    List *l = value_as_list(v);
    if ((int)l->len != dims) {
        char spatial[200];
        Buf b = {0};
        tensor_shape_str(t->ndim > 2 ? t->ndim - 2 : 0, t->shape + 2, spatial, sizeof spatial);
        bool ok = value_repr(in, &b, v);
        if (ok) {
            if (sizes)
                ok = error_raise_as(in, ERR_VALUE, "Input and output must have the same number of spatial dimensions, "
                                    "but got input with spatial dimensions of %s and output size of %s. Please provide "
                                    "input tensor in (N, C, d1, d2, ...,dK) format and output size in (o1, o2, ...,oK) "
                                    "format.", spatial, buf_cstr(&b));
            else
                ok = error_raise_as(in, ERR_VALUE, "Input and scale_factor must have the same number of spatial "
                                    "dimensions, but got input with spatial dimensions of %s and scale_factor of shape "
                                    "%s. Please provide input tensor in (N, C, d1, d2, ...,dK) format and scale_factor "
                                    "in (s1, s2, ...,sK) format.", spatial, buf_cstr(&b));
        }
        buf_free(&b);
        return ok;
    }
    for (int d = 0; d < dims; d++) {
        Value item = l->items[d];
        if (sizes && item.kind != V_INT)
            return error_raise_as(in, ERR_TYPE, "expected size to be one of int or Tuple[int] or Tuple[int, int] or "
                                  "Tuple[int, int, int], but got size with types [<class '%s'>]",
                                  value_type_name(item));
        if (!value_is_number(item))
            return error_raise_as(in, ERR_TYPE, "%s(): scale_factor must hold numbers, not %s", a->fn->name,
                                  value_type_name(item));
        out[d] = item.kind == V_FLOAT ? item.u.f : item.kind == V_INT ? (double)item.u.i : item.u.b;
    }
    return true;
}

/* F.interpolate's Python checks, in its order, and the output sizes. */
static bool resize_of(Interp *in, const Args *a, const Tensor *t, Value size, Value scale, Value mode, Value align,
                      Value recompute, Value antialias, Resize *r)
{
    /* a mode that is no str is one of none of F's names (its last error) */
    r->mode = MODE_OTHER;
    for (int i = 0; mode.kind == V_STR && i < MODE_OTHER; i++)
        if (strcmp(value_as_str(mode)->data, mode_names[i]) == 0) r->mode = i;
    r->align_corners = false;
    if (r->mode <= MODE_AREA) {
        if (align.kind != V_NONE)
            return error_raise_as(in, ERR_VALUE, "align_corners option can only be set with the interpolating modes: "
                                  "linear | bilinear | bicubic | trilinear");
    } else if (align.kind != V_NONE && !value_truth(in, align, &r->align_corners)) {
        return false;
    }
    r->dims = t->ndim - 2;
    int dims = r->dims > 0 ? r->dims : 0;
    double v[TENSOR_MAX_DIMS] = {0};
    if (size.kind != V_NONE && scale.kind != V_NONE)
        return error_raise_as(in, ERR_VALUE, "only one of size or scale_factor should be defined");
    if (size.kind == V_NONE && scale.kind == V_NONE)
        return error_raise_as(in, ERR_VALUE, "either size or scale_factor should be defined");
    if (!per_dim(in, a, size.kind != V_NONE ? size : scale, t, dims, size.kind != V_NONE, v)) return false;
    bool recomputed = false;
    if (recompute.kind != V_NONE && !value_truth(in, recompute, &recomputed)) return false;
    if (recomputed && size.kind != V_NONE)
        return error_raise_as(in, ERR_VALUE, "recompute_scale_factor is not meaningful with an explicit size.");
    if (!value_truth(in, antialias, &r->antialias)) return false;
    if (r->antialias && !((r->mode == MODE_BILINEAR || r->mode == MODE_BICUBIC) && t->ndim == 4))
        return error_raise_as(in, ERR_VALUE, "Anti-alias option is restricted to bilinear and bicubic modes and "
                              "requires a 4-D tensor as input");
    for (int d = 0; d < dims && d < 3; d++) {
        r->in[d] = t->shape[2 + d];
        r->out[d] = size.kind != V_NONE ? (int64_t)v[d] : (int64_t)floor((double)r->in[d] * v[d]);
        /* the kernels take the scale given, unless recomputed (area always is) */
        r->scale[d] = size.kind == V_NONE && !recomputed && r->mode != MODE_AREA ? v[d] : 0.0;
    }
    return true;
}

/* PyTorch's dispatch on the input's rank and the mode: its
 * NotImplementedError for a mode of another rank or an unknown one. */
static bool check_mode(Interp *in, const Tensor *t, const Resize *r, const char *mode)
{
    /* bicubic of another rank falls through to the last message, as in PyTorch */
    static const int rank[] = {[MODE_LINEAR] = 3, [MODE_BILINEAR] = 4, [MODE_TRILINEAR] = 5};
    bool named_rank = r->mode >= MODE_LINEAR && r->mode <= MODE_TRILINEAR;
    if (t->ndim >= 3 && t->ndim <= 5 && named_rank && rank[r->mode] != t->ndim)
        return error_raise_as(in, ERR_NOT_IMPLEMENTED, "Got %dD input, but %s mode needs %dD input", t->ndim, mode,
                              rank[r->mode]);
    if (t->ndim < 3 || t->ndim > 5 || r->mode == MODE_OTHER || (r->mode == MODE_BICUBIC && t->ndim != 4))
        return error_raise_as(in, ERR_NOT_IMPLEMENTED, "Input Error: Only 3D, 4D and 5D input Tensors supported (got "
                              "%dD) for the modes: nearest | linear | bilinear | bicubic | trilinear | area | "
                              "nearest-exact (got %s)", t->ndim, mode);
    if (r->mode == MODE_AREA) return true;
    bool empty = false;
    for (int d = 0; d < r->dims; d++) empty = empty || r->in[d] <= 0 || r->out[d] <= 0;
    if (!empty) return true;
    static const char *const axes[3][3] = {{"W"}, {"H", "W"}, {"D", "H", "W"}};
    char ins[120] = "", outs[120] = "";
    size_t ni = 0, no = 0;
    for (int d = 0; d < r->dims; d++) {
        ni += (size_t)snprintf(ins + ni, sizeof ins - ni, "%s%s: %lld", d ? ", " : "", axes[r->dims - 1][d],
                               (long long)r->in[d]);
        no += (size_t)snprintf(outs + no, sizeof outs - no, "%s%s: %lld", d ? ", " : "", axes[r->dims - 1][d],
                               (long long)r->out[d]);
    }
    return error_raise(in, "Input and output sizes should be greater than 0, but got input (%s)%s output (%s)", ins,
                       r->dims == 1 ? " and" : "", outs);
}

/* PyTorch's compute_scales_value: 1 / the scale given, else in / out,
 * in float. */
static float scale_value(double given, int64_t in, int64_t out)
{
    return given > 0 ? (float)(1.0 / given) : (float)in / (float)out;
}

/* x rounded to float32 unless wide: PyTorch's accumulate type. */
static double acc(double x, bool wide)
{
    return wide ? x : (double)(float)x;
}

/* PyTorch's area_pixel_compute_scale: the step in the input of one
 * output, in the accumulate type. */
static double source_scale(int64_t n, int64_t o, double given, bool align, bool wide)
{
    if (align) return o > 1 ? acc(acc((double)(n - 1), wide) / (double)(o - 1), wide) : 0.0;
    return wide ? (given > 0 ? 1.0 / given : (double)n / (double)o) : scale_value(given, n, o);
}

/* PyTorch's cubic convolution weights (A = -0.75) of the four taps
 * around a source point t past the second, in the accumulate type. */
static void cubic_weights(double t, bool wide, double c[4])
{
    const double A = -0.75;
    double near[2] = {t, acc(1.0 - t, wide)};
    for (int k = 0; k < 2; k++) {
        double x = near[k], far = acc(x + 1.0, wide);
        /* ((A + 2) x - (A + 3)) x x + 1 and ((A x - 5A) x + 8A) x - 4A */
        double inner = acc(acc(acc(acc((A + 2) * x, wide) - (A + 3), wide) * x, wide) * x, wide) + 1.0;
        double outer = acc(acc(acc(acc(acc(A * far, wide) - 5 * A, wide) * far, wide) + 8 * A, wide) * far, wide) - 4 * A;
        c[k ? 2 : 1] = acc(inner, wide);
        c[k ? 3 : 0] = acc(outer, wide);
    }
}

/* PyTorch's area_pixel_compute_source_index scale (i + 0.5) - 0.5 of
 * output i, one fused multiply-add in the accumulate type, as nvcc
 * contracts it. */
static double source_point(double scale, int64_t i, bool wide)
{
    if (wide) return fma(scale, (double)i + 0.5, -0.5);
    return (double)fmaf((float)scale, (float)i + 0.5f, -0.5f);
}

/* Bicubic interpolation's table for o outputs of n: output i is the sum
 * over k of c[k][i] x[at[k][i]], the taps clamped to the input, as
 * PyTorch's upsample_bicubic2d (a source point before the first input is
 * not moved to it, as linear's is). */
static void cubic_table(int64_t n, int64_t o, double given, bool align, bool wide, int64_t *at[4], double *c[4])
{
    double scale = source_scale(n, o, given, align, wide);
    for (int64_t i = 0; i < o; i++) {
        double src = align ? acc(scale * (double)i, wide) : source_point(scale, i, wide);
        double lo = floor(src), taps[4];
        cubic_weights(acc(src - lo, wide), wide, taps);
        for (int k = 0; k < 4; k++) {
            int64_t j = (int64_t)lo - 1 + k;
            at[k][i] = j < 0 ? 0 : j > n - 1 ? n - 1 : j;
            c[k][i] = taps[k];
        }
    }
}

/* x resized by cubic convolution along its spatial dimension d by r:
 * the four taps' products summed in order, as PyTorch's cubic_interp1d.
 * Its own chain of steps, which four taps make long. */
static Value resize_cubic(Work *w, Value x, const Resize *r, int d, DType acc_dt)
{
    if (!w->ok) return value_none();
    int64_t o = r->out[d];
    int64_t *at[4];
    double *c[4];
    for (int k = 0; k < 4; k++) {
        at[k] = xmalloc((size_t)(o + 1) * sizeof *at[k]);
        c[k] = xmalloc((size_t)(o + 1) * sizeof *c[k]);
    }
    cubic_table(r->in[d], o, r->scale[d], r->align_corners, acc_dt == DT_FLOAT64, at, c);
    Work steps = work_new(w->in, w->a);
    Value sum = value_none();
    for (int k = 0; k < 4; k++) {
        Value xk = pick(&steps, x, 2 + d, 1, &o, &at[k]);
        Value ck = spread_along(&steps, functional_host_table(&steps, x, NULL, c[k], o, acc_dt), xk, 2, 2 + d, acc_dt);
        Value term = work_binary(&steps, OP_MUL, xk, ck);
        sum = k ? work_binary(&steps, OP_ADD, sum, term) : term;
    }
    for (int k = 0; k < 4; k++) {
        free(at[k]);
        free(c[k]);
    }
    Value res = value_none();
    bool ok = work_done(&steps, sum, &res);
    return work_keep(w, ok, res);
}

/* v as a value of dtype dt: a weight as the kernel stores it. */
static double stored(DType dt, double v)
{
    unsigned char buf[8];
    dtype_store_double(dt, buf, v);
    return dtype_load_double(dt, buf);
}

/* The filters of antialiased resizing at x, in the accumulate type: the
 * triangle (bilinear) or Keys' cubic with a = -0.5 (bicubic). */
static double aa_filter(double x, bool cubic, bool wide)
{
    const double a = -0.5;
    x = fabs(x);
    if (!cubic) return x < 1 ? acc(1.0 - x, wide) : 0.0;
    if (x < 1) return acc(acc(acc(acc(acc((a + 2) * x, wide) - (a + 3), wide) * x, wide) * x, wide) + 1.0, wide);
    if (x < 2) return acc(acc(acc(acc(acc(acc(x - 5, wide) * x, wide) + 8, wide) * x, wide) - 4, wide) * a, wide);
    return 0.0;
}

/* Antialiased resizing's table for o outputs of n, as PyTorch's
 * _compute_weights_span and _compute_weights: output i reads count[i]
 * inputs from start[i] with weights c[i * taps + k], the filter widened
 * by the scale when downsampling, each weight stored in the input's dtype
 * dt and divided by their total; returns taps, the most any output reads. */
static int aa_table(int64_t n, int64_t o, double given, bool align, bool cubic, DType dt, int64_t *start,
                    int64_t *count, double **c)
{
    bool wide = dt == DT_FLOAT64;
    double scale = source_scale(n, o, given, align, wide), half = cubic ? 2.0 : 1.0;
    double support = scale >= 1.0 ? acc(half * scale, wide) : half;
    double invscale = scale >= 1.0 ? acc(1.0 / scale, wide) : 1.0;
    int taps = (int)ceil(support) * 2 + 1;
    *c = xcalloc((size_t)(o * taps + 1), sizeof **c);
    for (int64_t i = 0; i < o; i++) {
        double center = acc(scale * ((double)i + 0.5), wide);
        int64_t lo = (int64_t)acc(acc(center - support, wide) + 0.5, wide);
        int64_t hi = (int64_t)acc(acc(center + support, wide) + 0.5, wide);
        start[i] = lo > 0 ? lo : 0;
        count[i] = (hi < n ? hi : n) - start[i];
        double from = acc((double)start[i] - center, wide), total = 0.0, *row = *c + i * taps;
        for (int64_t k = 0; k < count[i] && k < taps; k++) {
            double wk = aa_filter(acc(acc(acc((double)k + from, wide) + 0.5, wide) * invscale, wide), cubic, wide);
            row[k] = stored(dt, wk);
            total = acc(total + wk, wide);
        }
        for (int64_t k = 0; k < count[i] && k < taps && total != 0.0; k++)
            row[k] = stored(dt, acc(row[k] / total, wide));
    }
    return taps;
}

/* x antialiased along its spatial dimension d by r: the weighted taps of
 * each output's span summed in order (a tap past an output's span adds
 * nothing), rounded to the input's dtype dt as the kernel stores each pass. */
static Value resize_aa(Work *w, Value x, const Resize *r, int d, DType acc_dt, DType dt)
{
    if (!w->ok) return value_none();
    int64_t o = r->out[d];
    int64_t *start = xmalloc((size_t)(3 * o + 1) * sizeof *start), *count = start + o, *at = count + o;
    double *c;
    int taps = aa_table(r->in[d], o, r->scale[d], r->align_corners, r->mode == MODE_BICUBIC, dt, start, count, &c);
    double *ck = xmalloc((size_t)(o + 1) * sizeof *ck);
    int64_t *inside = xmalloc((size_t)(o + 1) * sizeof *inside);
    /* each tap its own chain of steps (a wide filter has many taps), the
     * running sum carried from one to the next */
    Value sum = value_none();
    bool ok = true;
    for (int k = 0; k < taps && ok; k++) {
        bool all = true;
        for (int64_t i = 0; i < o; i++) {
            inside[i] = k < count[i];
            all = all && inside[i];
            at[i] = start[i] + (inside[i] ? k : 0);
            ck[i] = c[i * taps + k];
        }
        Work tap = work_new(w->in, w->a);
        Value xk = pick(&tap, x, 2 + d, 1, &o, &at);
        Value wk = spread_along(&tap, functional_host_table(&tap, x, NULL, ck, o, acc_dt), xk, 2, 2 + d, acc_dt);
        Value term = work_binary(&tap, OP_MUL, xk, wk);
        if (!all) {
            Value mask = spread_along(&tap, functional_host_table(&tap, x, inside, NULL, o, DT_BOOL), xk, 2, 2 + d,
                                      DT_BOOL);
            term = work_call(&tap, "where", 3, (Value[]){mask, term, value_int(0)});
        }
        if (k + 1 == taps)
            term = work_method(&tap, work_method(&tap, k ? work_binary(&tap, OP_ADD, sum, term) : term, "to", 1,
                                                 (Value[]){value_dtype(dt)}),
                               "to", 1, (Value[]){value_dtype(acc_dt)});
        else if (k)
            term = work_binary(&tap, OP_ADD, sum, term);
        Value next = value_none();
        ok = work_done(&tap, term, &next);
        value_release(sum);
        sum = next;
    }
    free(start);
    free(c);
    free(ck);
    free(inside);
    return work_keep(w, ok, sum);
}

/* x resized by nearest neighbours or linearly along its spatial dims:
 * one kernel, which finds each output's sources (and weights) with
 * PyTorch's arithmetic from the scales of compute_scales_value and
 * area_pixel_compute_scale; linear sums in float32 for float16 and
 * bfloat16, as PyTorch's accumulate type, rounding once at the end. */
static Value resize_by_kernel(Work *w, Value x, const Resize *r)
{
    if (!w->ok) return value_none();
    Tensor *t = value_as_tensor(x), *res = NULL;
    ResizeMode mode = r->mode == MODE_NEAREST ? RESIZE_NEAREST
                      : r->mode == MODE_NEAREST_EXACT ? RESIZE_NEAREST_EXACT : RESIZE_LINEAR;
    double scale[3];
    for (int d = 0; d < r->dims; d++)
        scale[d] = mode == RESIZE_LINEAR
                       ? source_scale(r->in[d], r->out[d], r->scale[d], r->align_corners, t->dtype == DT_FLOAT64)
                       : scale_value(r->scale[d], r->in[d], r->out[d]);
    const Backend *be;
    Error err;
    if (!tensor_backend(w->in, &be)) return work_keep(w, false, value_none());
    if (!dispatch_resize(be, tensor_stream(tensor_device(t)), t, r->dims, r->out, scale, mode, r->align_corners,
                         &res, &err))
        return work_keep(w, tensor_fail(w->in, &err), value_none());
    return work_keep(w, true, value_tensor(res));
}

/* Whether r keeps every spatial size of its input. */
static bool same_sizes(const Resize *r)
{
    for (int d = 0; d < r->dims; d++)
        if (r->out[d] != r->in[d]) return false;
    return true;
}

/* interpolate of x (N, C, d...) by its parameters' values. */
static bool interpolate(Interp *in, const Args *a, Value x, Value size, Value scale, Value mode, Value align,
                        Value recompute, Value antialias, Value *out)
{
    if (x.kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'input' must be Tensor, not %s", a->fn->name,
                              value_type_name(x));
    const Tensor *t = value_as_tensor(x);
    Resize r;
    memset(&r, 0, sizeof r);
    if (!resize_of(in, a, t, size, scale, mode, align, recompute, antialias, &r)) return false;
    Buf named = BUF_INIT;
    bool ok = true;
    if (mode.kind == V_STR) buf_puts(&named, value_as_str(mode)->data);
    else ok = value_to_text(in, &named, mode);
    ok = ok && check_mode(in, t, &r, buf_cstr(&named));
    buf_free(&named);
    if (!ok) return false;
    if (r.mode == MODE_AREA) {
        /* adaptive_avg_pool1d, 2d or 3d */
        if (!need_float(in, t, "adaptive_avg_pool2d", tensor_device(t) >= 0)) return false;
        Work w = work_new(in, a);
        return work_done(&w, functional_adaptive(&w, x, r.dims, r.out, NULL), out);
    }
    bool nearest = r.mode == MODE_NEAREST || r.mode == MODE_NEAREST_EXACT;
    if (!dtype_is_float(t->dtype) && !(nearest && t->dtype == DT_UINT8)) {
        if (tensor_device(t) < 0)
            return need_float(in, t, nearest ? "compute_indices_weights_nearest" : "compute_indices_weights_linear",
                              false);
        static const char *const kernels[] = {"nearest%dd", "nearest_exact%dd", "", "linear1d", "bilinear2d",
                                              "trilinear3d", "bicubic2d"};
        char name[60], kernel[40];
        snprintf(kernel, sizeof kernel, kernels[r.mode], r.dims);
        snprintf(name, sizeof name, "upsample_%s_out_frame", kernel);
        return need_float(in, t, name, false);
    }
    Work w = work_new(in, a);
    /* PyTorch's linear and cubic kernels copy an input whose every
     * spatial size is kept, whatever scale_factor says */
    if (!r.antialias && !nearest && same_sizes(&r)) return work_done(&w, work_method(&w, x, "clone", 0, NULL), out);
    if (!r.antialias && r.mode != MODE_BICUBIC) return work_done(&w, resize_by_kernel(&w, x, &r), out);
    /* cubic and antialiased sums in float32 for float16 and bfloat16, as
     * PyTorch's accumulate type, rounding once at the end */
    DType acc_dt = t->dtype == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
    Value y = work_method(&w, x, "to", 1, (Value[]){value_dtype(acc_dt)});
    for (int d = r.dims - 1; d >= 0; d--)
        y = r.antialias ? resize_aa(&w, y, &r, d, acc_dt, t->dtype) : resize_cubic(&w, y, &r, d, acc_dt);
    return work_done(&w, work_method(&w, y, "to", 1, (Value[]){value_dtype(t->dtype)}), out);
}

/* interpolate(input, size=None, scale_factor=None, mode='nearest',
 * align_corners=None, recompute_scale_factor=None, antialias=False) and
 * upsample(input, size=None, scale_factor=None, mode='nearest',
 * align_corners=None), without upsample's deprecation warning */
static bool f_interpolate(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool full = a->fn->data;
    return interpolate(in, a, p[0], p[1], p[2], p[3], p[4], full ? p[5] : value_none(),
                       full ? p[6] : value_bool(false), out);
}

/* upsample_nearest(input, size=None, scale_factor=None) and
 * upsample_bilinear (align_corners=True), by data: the mode. */
static bool f_upsample_mode(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool bilinear = a->fn->data == MODE_BILINEAR;
    Value mode = value_cstr(mode_names[a->fn->data]);
    bool ok = interpolate(in, a, p[0], p[1], p[2], mode, bilinear ? value_bool(true) : value_none(), value_none(),
                          value_bool(false), out);
    value_release(mode);
    return ok;
}

/* ------------------------------------------- transposed convolution, fold */

/* Parameter i of a transposed convolution of nsp dimensions whose weight
 * has dims: an int or a sequence of ints, expanded to dims values as
 * PyTorch does (an int is first nsp copies of itself, as its int[nsp]
 * binding reads one). */
static bool conv_param(Interp *in, const Args *a, int i, int nsp, int dims, int64_t *out)
{
    Value v = a->p[i];
    int64_t list[TENSOR_MAX_DIMS];
    size_t n;
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) {
        if (!args_int(in, a, i, &list[0])) return false;
        for (n = 1; n < (size_t)nsp; n++) list[n] = list[0];
    } else {
        List *l = value_as_list(v);
        if (l->len > TENSOR_MAX_DIMS)
            return error_raise(in, "%s(): argument '%s' has more than %d values", a->fn->name, args_name(a, i),
                               TENSOR_MAX_DIMS);
        for (n = 0; n < l->len; n++)
            if (!args_int_value(in, a, args_name(a, i), l->items[n], &list[n])) return false;
    }
    if (n == 1 || (int)n == dims) {
        for (int d = 0; d < dims; d++) out[d] = list[n == 1 ? 0 : d];
        return true;
    }
    char s[200];
    tensor_shape_str((int)n, list, s, sizeof s);
    return error_raise(in, "expected %s to be a single integer value or a list of %d values to match the convolution "
                       "dimensions, but got %s=%s", args_name(a, i), dims, args_name(a, i), s);
}

/* Whether any of the n values v is below least. */
static bool any_below(const int64_t *v, int n, int64_t least)
{
    for (int d = 0; d < n; d++)
        if (v[d] < least) return true;
    return false;
}

/* PyTorch's checks of a transposed convolution's shapes (ConvUtils'). */
static bool check_transposed(Interp *in, const Args *a, const Tensor *x, const Tensor *wt, const Tensor *bias,
                             int64_t groups)
{
    char ws[200], xs[200];
    shape_text(wt, ws, sizeof ws);
    if (wt->ndim != x->ndim + (x->ndim == a->fn->data + 1)) {
        char batched[200];
        shape_text(x, batched, sizeof batched);
        return error_raise(in, "Expected %d-dimensional input for %d-dimensional weight %s, but got %d-dimensional "
                           "input of size %s instead", wt->ndim, wt->ndim, ws, x->ndim, batched);
    }
    if (wt->shape[0] % groups)
        return error_raise(in, "Given groups=%lld, expected weight to be divisible by %lld at dimension 0, but got "
                           "weight of size [%s] instead", (long long)groups, (long long)groups, ws);
    /* an unbatched input is checked as a batch of one */
    int64_t s[TENSOR_MAX_DIMS];
    int n = x->ndim, lead = x->ndim == a->fn->data + 1;
    s[0] = 1;
    memcpy(s + lead, x->shape, (size_t)n * sizeof *s);
    tensor_shape_str(n + lead, s, xs, sizeof xs);
    int64_t c = s[1];
    if (c != wt->shape[0])
        return error_raise(in, "Given transposed=1, weight of size %s, expected input%s to have %lld channels, but got "
                           "%lld channels instead", ws, xs, (long long)wt->shape[0], (long long)c);
    if (bias && (bias->ndim != 1 || bias->shape[0] != wt->shape[1] * groups)) {
        char bs[200];
        shape_text(bias, bs, sizeof bs);
        return error_raise(in, "Given transposed=1, weight of size %s, expected bias to be 1-dimensional with %lld "
                           "elements, but got bias of size %s instead", ws, (long long)(wt->shape[1] * groups), bs);
    }
    return true;
}

/* Where col2im puts columns: windows of k (spread by dil) at blocks
 * blocks[0] x blocks[1] x blocks[2], stride st apart, in a plane (a
 * volume) from which the result is the size from crop on; nd, 2 or 3,
 * the dimensions the result has (the first of a 2-d one is all 1). */
typedef struct Col2im {
    int64_t k[3], dil[3], st[3], blocks[3], plane[3], crop[3], size[3];
    int nd;
} Col2im;

/* A Col2im of one dimension, of size 1, before those given. */
#define COL2IM_UNIT .k = {1, 1, 1}, .dil = {1, 1, 1}, .st = {1, 1, 1}, .blocks = {1, 1, 1}, .plane = {1, 1, 1}, \
                    .size = {1, 1, 1}

/* At most this many window columns for col2im's tiled path: a step each. */
enum { TILE_COLUMNS_MAX = 16 };

/* A 2-d plane, whose windows tile it, each element in one of them. */
static bool tiles_plane(const Col2im *g)
{
    if (g->plane[0] != 1) return false;
    for (int d = 1; d < 3; d++)
        if (g->st[d] != g->k[d] || (g->dil[d] != 1 && g->k[d] != 1) || g->plane[d] != g->blocks[d] * g->k[d])
            return false;
    return g->k[2] <= TILE_COLUMNS_MAX;
}

/* col2im where the windows tile the plane: the plane as (C, bh, kh, bw,
 * kw) zeros, and window column j of every block added to its elements j
 * (a strided view whose rows are bw long, where one copy in the plane's
 * order would move kw elements a row). */
static Value tile_windows(Work *w, Value cols, const Col2im *g, int64_t c, bool batched)
{
    const Tensor *x = value_as_tensor(cols);
    int b = batched;
    int64_t plane[6] = {x->shape[0]}, parts[6] = {x->shape[0]}, perm[5] = {0};
    int64_t pv[5] = {c, g->blocks[1], g->k[1], g->blocks[2], g->k[2]}, cv[5] = {c, g->k[1], g->k[2], g->blocks[1],
                                                                                 g->blocks[2]};
    memcpy(plane + b, pv, sizeof pv);
    memcpy(parts + b, cv, sizeof cv);
    /* a column's (C, kh, bh, bw) in the plane's order (C, bh, kh, bw) */
    for (int d = 0; d < b + 4; d++) perm[d] = d;
    perm[b + 1] = b + 2, perm[b + 2] = b + 1;
    Value r = work_method(w, cols, "new_zeros", 1, (Value[]){functional_ints(w, plane, b + 5)});
    Value src = work_method(w, cols, "reshape", 1, (Value[]){functional_ints(w, parts, b + 5)});
    Value order = functional_ints(w, perm, b + 4);
    for (int64_t j = 0; j < g->k[2]; j++) {
        Value col = work_method(w, src, "select", 2, (Value[]){value_int(b + 2), value_int(j)});
        Value dst = work_method(w, r, "select", 2, (Value[]){value_int(b + 4), value_int(j)});
        work_method(w, dst, "add_", 1, (Value[]){work_method(w, col, "permute", 1, &order)});
    }
    return r;
}

/* Where window tap t (kd, kh, kw in turn) of column e puts its value in
 * the flattened plane. */
static int64_t col2im_at(const Col2im *g, int64_t t, int64_t e)
{
    int64_t at = 0;
    for (int d = 0; d < 3; d++) {
        int64_t taps = 1, blocks = 1;
        for (int later = d + 1; later < 3; later++) taps *= g->k[later], blocks *= g->blocks[later];
        at = at * g->plane[d] + (e / blocks % g->blocks[d]) * g->st[d] + (t / taps % g->k[d]) * g->dil[d];
    }
    return at;
}

/* Columns (N, C * kd * kh * kw, L) (batched, else without N) summed into
 * the planes (N, C, size) where their windows lie, into zeros as
 * PyTorch's col2im and col2vol add them, tap after tap: by index_add over
 * the plane, or window column by column where the windows tile a 2-d
 * one. */
static Value col2im(Work *w, Value cols, const Col2im *g, bool batched)
{
    if (!w->ok) return value_none();
    const Tensor *x = value_as_tensor(cols);
    int64_t kk = g->k[0] * g->k[1] * g->k[2], c = x->shape[batched] / kk, l = x->shape[batched + 1];
    int64_t lead[5] = {x->shape[0]}, b = batched;
    Value r;
    if (tiles_plane(g)) {
        r = tile_windows(w, cols, g, c, batched);
    } else {
        int64_t nk = kk * l;
        int64_t *at = xmalloc((size_t)(nk + 1) * sizeof *at);
        for (int64_t t = 0; t < kk; t++)
            for (int64_t e = 0; e < l; e++) at[t * l + e] = col2im_at(g, t, e);
        lead[b] = c, lead[b + 1] = nk;
        Value src = work_method(w, cols, "reshape", 1, (Value[]){functional_ints(w, lead, b + 2)});
        lead[b + 1] = g->plane[0] * g->plane[1] * g->plane[2];
        r = work_method(w, cols, "new_zeros", 1, (Value[]){functional_ints(w, lead, b + 2)});
        Value idx = functional_host_table(w, cols, at, NULL, nk, DT_INT64);
        free(at);
        work_method(w, r, "index_add_", 3, (Value[]){value_int(-1), idx, src});
    }
    int first = 3 - g->nd;
    lead[b] = c;
    for (int d = first; d < 3; d++) lead[b + 1 + d - first] = g->plane[d];
    r = work_method(w, r, "reshape", 1, (Value[]){functional_ints(w, lead, b + 1 + g->nd)});
    bool cropped = false;
    for (int d = first; d < 3; d++) {
        if (!g->crop[d] && g->size[d] == g->plane[d]) continue;
        r = work_method(w, r, "narrow", 3, (Value[]){value_int(d - 3), value_int(g->crop[d]), value_int(g->size[d])});
        cropped = true;
    }
    /* a result of its own, as PyTorch's, not a view into the plane */
    return cropped ? work_method(w, r, "contiguous", 0, NULL) : r;
}

/* The slow kernels' checks of a transposed convolution's output padding
 * and size: a 1-d one as a 2-d one of height 1, the 3-d one's in its own
 * words.  in_size, o: the input's and the output's spatial sizes. */
static bool transposed_sizes(Interp *in, int nsp, const int64_t *in_size, const int64_t *o,
                             const int64_t *const geo[4])
{
    const int64_t *st = geo[0], *outpad = geo[2], *dil = geo[3];
    bool wide = false, small = false;
    for (int d = 0; d < nsp; d++) {
        wide = wide || (outpad[d] >= st[d] && outpad[d] >= dil[d]);
        small = small || o[d] < 1;
    }
    long long op[3], sv[3], dv[3], is[3], os[3];
    for (int d = 0, e = 3 - nsp; d < 3; d++) {
        bool have = d >= e;
        op[d] = have ? outpad[d - e] : 0, sv[d] = have ? st[d - e] : 1, dv[d] = have ? dil[d - e] : 1;
        is[d] = have ? in_size[d - e] : 1, os[d] = have ? o[d - e] : 1;
    }
    if (wide && nsp == 3)
        return error_raise(in, "output padding must be smaller than either stride or dilation, but got "
                           "output_padding_depth: %lld output_padding_height: %lld output_padding_width: %lld "
                           "stride_depth: %lld stride_height: %lld stride_width: %lld dilation_depth: %lld "
                           "dilation_height: %lld dilation_width: %lld", op[0], op[1], op[2], sv[0], sv[1], sv[2],
                           dv[0], dv[1], dv[2]);
    if (wide)
        return error_raise(in, "output padding must be smaller than either stride or dilation, but got "
                           "output_padding_height: %lld output_padding_width: %lld stride_height: %lld stride_width: "
                           "%lld dilation_height: %lld dilation_width: %lld", op[1], op[2], sv[1], sv[2], dv[1], dv[2]);
    if (small && nsp == 3)
        return error_raise(in, "Given input size per channel: (%lld x %lld x %lld). Calculated output size per "
                           "channel: (%lld x %lld x %lld). Output size is too small", is[0], is[1], is[2], os[0],
                           os[1], os[2]);
    if (small)
        return error_raise(in, "Given input size per channel: (%lld x %lld). Calculated output size per channel: (%lld "
                           "x %lld). Output size is too small", is[1], is[2], os[1], os[2]);
    return true;
}

/* conv_transpose1d, 2d and 3d (data: the spatial dimensions)
 * (input, weight, bias=None, stride=1, padding=0, output_padding=0,
 * groups=1, dilation=1): the convolution whose gradient it is, as
 * PyTorch's CPU kernels compute it: one product per group of the weight
 * (C_in, C_out * kd * kh * kw) transposed and each sample's (C_in, D * H *
 * W), whose columns col2im sums into the output plane or volume (padding
 * cropped from it, output_padding more at its end), then the bias. */
static bool f_conv_transpose(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int nsp = a->fn->data;
    Tensor *x, *wt, *bias = NULL;
    int64_t groups, stride[TENSOR_MAX_DIMS], pad[TENSOR_MAX_DIMS], outpad[TENSOR_MAX_DIMS], dil[TENSOR_MAX_DIMS];
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &wt)) return false;
    if (p[2].kind != V_NONE && !args_tensor(in, a, 2, &bias)) return false;
    if (!args_int(in, a, 6, &groups)) return false;
    if (x->ndim != nsp + 1 && x->ndim != nsp + 2) {
        char s[200];
        shape_text(x, s, sizeof s);
        return error_raise(in, "Expected %dD (unbatched) or %dD (batched) input to %s, but got input of size: %s",
                           nsp + 1, nsp + 2, a->fn->name, s);
    }
    if (wt->ndim < 3) return error_raise(in, "weight should have at least three dimensions");
    if (groups <= 0) return error_raise(in, "non-positive groups is not supported");
    /* the parameters expand to the weight's spatial dimensions, checked against the input's after */
    int dims = wt->ndim - 2 < TENSOR_MAX_DIMS ? wt->ndim - 2 : nsp;
    if (!conv_param(in, a, 3, nsp, dims, stride) || !conv_param(in, a, 4, nsp, dims, pad) ||
        !conv_param(in, a, 5, nsp, dims, outpad) || !conv_param(in, a, 7, nsp, dims, dil))
        return false;
    if (any_below(pad, dims, 0)) return error_raise(in, "negative padding is not supported");
    if (any_below(outpad, dims, 0)) return error_raise(in, "negative output_padding is not supported");
    if (any_below(stride, dims, 1)) return error_raise(in, "non-positive stride is not supported");
    if (!check_transposed(in, a, x, wt, bias, groups)) return false;
    int64_t k[3], o[3], in_size[3];
    for (int d = 0; d < nsp; d++) {
        k[d] = wt->shape[2 + d], in_size[d] = x->shape[x->ndim - nsp + d];
        o[d] = (in_size[d] - 1) * stride[d] - 2 * pad[d] + dil[d] * (k[d] - 1) + outpad[d] + 1;
    }
    if (!transposed_sizes(in, nsp, in_size, o, (const int64_t *const[]){stride, pad, outpad, dil})) return false;
    int64_t n = x->ndim == nsp + 2 ? x->shape[0] : 1, cin = wt->shape[0], kk = 1, l = 1;
    for (int d = 0; d < nsp; d++) kk *= k[d], l *= in_size[d];
    int64_t per = wt->shape[1] * kk;
    Work w = work_new(in, a);
    Value xg = work_method(&w, p[0], "reshape", 1, (Value[]){functional_ints(&w, (int64_t[]){n, groups, cin / groups, l}, 4)});
    Value wg = work_method(&w, p[1], "reshape", 1, (Value[]){functional_ints(&w, (int64_t[]){groups, cin / groups, per}, 3)});
    wg = work_method(&w, wg, "transpose", 2, (Value[]){value_int(1), value_int(2)});
    Value cols = work_call(&w, "matmul", 2, (Value[]){wg, xg});
    cols = work_method(&w, cols, "reshape", 1, (Value[]){functional_ints(&w, (int64_t[]){n, groups * per, l}, 3)});
    /* a 1-d convolution is a 2-d one of height 1 */
    Col2im g = {COL2IM_UNIT, .nd = nsp == 3 ? 3 : 2};
    for (int d = 0, e = 3 - nsp; d < nsp; d++, e++) {
        int64_t full = (in_size[d] - 1) * stride[d] + dil[d] * (k[d] - 1) + 1;
        g.k[e] = k[d], g.dil[e] = dil[d], g.st[e] = stride[d], g.crop[e] = pad[d], g.size[e] = o[d];
        g.blocks[e] = in_size[d];
        g.plane[e] = full > pad[d] + o[d] ? full : pad[d] + o[d];
    }
    Value r = col2im(&w, cols, &g, true);
    if (nsp == 1) r = work_method(&w, r, "select", 2, (Value[]){value_int(2), value_int(0)});
    if (bias) {
        int64_t along[TENSOR_MAX_DIMS] = {bias->shape[0], 1, 1, 1};
        r = work_binary(&w, OP_ADD, r, work_method(&w, p[2], "reshape", 1, (Value[]){functional_ints(&w, along, nsp + 1)}));
    }
    if (x->ndim == nsp + 1) r = work_method(&w, r, "select", 2, (Value[]){value_int(0), value_int(0)});
    return work_done(&w, r, out);
}

/* Parameter i of fold: an int or a pair. */
static bool fold_pair(Interp *in, const Args *a, int i, int64_t *out)
{
    Value v = a->p[i];
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) {
        if (!args_int(in, a, i, out)) return false;
        out[1] = out[0];
        return true;
    }
    List *l = value_as_list(v);
    if (l->len != 2)
        return error_raise(in, "It is expected %s equals to 2, but got size %zu", args_name(a, i), l->len);
    return args_int_value(in, a, args_name(a, i), l->items[0], &out[0]) &&
           args_int_value(in, a, args_name(a, i), l->items[1], &out[1]);
}

/* fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
 * unfold's inverse, columns (N, C * kh * kw, L) summed into (N, C, H, W)
 * where their windows lie. */
static bool f_fold(Interp *in, const Args *a, Value *out)
{
    Tensor *x;
    int64_t size[2], k[2], dil[2], pad[2], st[2];
    if (!args_tensor(in, a, 0, &x)) return false;
    if (!fold_pair(in, a, 1, size) || !fold_pair(in, a, 2, k) || !fold_pair(in, a, 3, dil) ||
        !fold_pair(in, a, 4, pad) || !fold_pair(in, a, 5, st))
        return false;
    if (k[0] <= 0 || k[1] <= 0)
        return error_raise(in, "kernel size should be greater than zero, but got kernel_height: %lld kernel_width: %lld",
                           (long long)k[0], (long long)k[1]);
    if (st[0] <= 0 || st[1] <= 0)
        return error_raise(in, "stride should be greater than zero, but got stride_height: %lld stride_width: %lld",
                           (long long)st[0], (long long)st[1]);
    if (dil[0] <= 0 || dil[1] <= 0)
        return error_raise(in, "dilation should be greater than zero, but got dilation_height: %lld "
                           "dilation_width: %lld", (long long)dil[0], (long long)dil[1]);
    if (pad[0] < 0 || pad[1] < 0)
        return error_raise(in, "padding should be non-negative, but got pad_height: %lld pad_width: %lld",
                           (long long)pad[0], (long long)pad[1]);
    char s[200];
    shape_text(x, s, sizeof s);
    bool batched = x->ndim == 3;
    if ((x->ndim != 2 && x->ndim != 3) || x->shape[x->ndim - 2] == 0 || x->shape[x->ndim - 1] == 0)
        return error_raise(in, "Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           "dimensions for input, but got: %s", s);
    int64_t rows = x->shape[batched], cols = x->shape[batched + 1];
    if (rows % (k[0] * k[1]))
        return error_raise(in, "Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           "got input.size(1)=%lld and kernel_size=(%lld, %lld).", (long long)rows, (long long)k[0],
                           (long long)k[1]);
    int64_t ph = size[0] + 2 * pad[0], pw = size[1] + 2 * pad[1];
    int64_t bh = (ph - (dil[0] * (k[0] - 1) + 1)) / st[0] + 1, bw = (pw - (dil[1] * (k[1] - 1) + 1)) / st[1] + 1;
    if (bh < 1 || bw < 1 || bh * bw != cols)
        return error_raise(in, "Given output_size=(%lld, %lld), kernel_size=(%lld, %lld), dilation=(%lld, %lld), "
                           "padding=(%lld, %lld), stride=(%lld, %lld), expected size of input's dimension 2 to match "
                           "the calculated number of sliding blocks %lld * %lld = %lld, but got input.size(2)=%lld.",
                           (long long)size[0], (long long)size[1], (long long)k[0], (long long)k[1],
                           (long long)dil[0], (long long)dil[1], (long long)pad[0], (long long)pad[1],
                           (long long)st[0], (long long)st[1], (long long)bh, (long long)bw, (long long)(bh * bw),
                           (long long)cols);
    if (!need_float(in, x, "col2im_out", true)) return false;
    Col2im g = {.k = {1, k[0], k[1]}, .dil = {1, dil[0], dil[1]}, .st = {1, st[0], st[1]},
                .size = {1, size[0], size[1]}, .crop = {0, pad[0], pad[1]}, .blocks = {1, bh, bw},
                .plane = {1, ph, pw}, .nd = 2};
    Work w = work_new(in, a);
    return work_done(&w, col2im(&w, a->p[0], &g, batched), out);
}

/* --------------------------------------------------------------- tables */

#define MF (BI_FUNC | BI_MODULE)
/* F's functions that PyTorch writes in Python (their keywords are their own) */
#define PF (MF | BI_PYTHON)
#define NORM_STATS "running_mean, running_var, weight=None, bias=None"
#define CONV_TRANSPOSE_PARAMS "input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1"
static const Builtin f_rows[] = {
    {"batch_norm", V_MODULE, PF, f_batch_norm, "input, " NORM_STATS ", training=False, momentum=0.1, eps=1e-05", 0,
     "(x - mean) / sqrt(var + eps) * weight + bias per channel: the batch's statistics when training (the running "
     "ones updated in place), else the running ones"},
    {"instance_norm", V_MODULE, PF, f_instance_norm,
     "input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True, momentum=0.1, "
     "eps=1e-05", 0, "batch_norm of each sample apart"},
    {"group_norm", V_MODULE, PF, f_group_norm, "input, num_groups, weight=None, bias=None, eps=1e-05", 0,
     "each group of channels standardized, then weight and bias per channel"},
    {"local_response_norm", V_MODULE, PF, f_local_response_norm, "input, size, alpha=0.0001, beta=0.75, k=1.0", 0,
     "x / (k + alpha * mean(x^2 over size neighbouring channels))^beta"},
    {"adaptive_avg_pool1d", V_MODULE, MF, f_adaptive1d, "input, output_size", ADAPTIVE_AVG,
     "the mean of each of output_size windows"},
    {"adaptive_max_pool1d", V_MODULE, PF, f_adaptive1d, "input, output_size, return_indices=False", ADAPTIVE_MAX,
     "the largest of each of output_size windows"},
    {"adaptive_avg_pool2d", V_MODULE, PF, f_adaptive2d, "input, output_size", ADAPTIVE_AVG,
     "the mean of each of output_size windows"},
    {"adaptive_max_pool2d", V_MODULE, PF, f_adaptive2d, "input, output_size, return_indices=False", ADAPTIVE_MAX,
     "the largest of each of output_size windows"},
    {"adaptive_max_pool1d_with_indices", V_MODULE, PF, f_adaptive_with_indices,
     "input, output_size, return_indices=False", 1, "adaptive_max_pool1d's values and indices"},
    {"adaptive_max_pool2d_with_indices", V_MODULE, PF, f_adaptive_with_indices,
     "input, output_size, return_indices=False", 2, "adaptive_max_pool2d's values and indices"},
    {"max_pool1d_with_indices", V_MODULE, PF, f_pool_with_indices, POOL_MAX_PARAMS, CONV_MAX_POOL1D,
     "max_pool1d's values and indices"},
    {"max_pool2d_with_indices", V_MODULE, PF, f_pool_with_indices, POOL_MAX_PARAMS, CONV_MAX_POOL2D,
     "max_pool2d's values and indices"},
    {"lp_pool1d", V_MODULE, PF, f_lp_pool, "input, norm_type, kernel_size, stride=None, ceil_mode=False",
     CONV_AVG_POOL1D,
     "the norm_type-norm of each window"},
    {"lp_pool2d", V_MODULE, PF, f_lp_pool, "input, norm_type, kernel_size, stride=None, ceil_mode=False",
     CONV_AVG_POOL2D,
     "the norm_type-norm of each window"},
    {"pixel_shuffle", V_MODULE, MF, f_pixel_shuffle, "input, upscale_factor", SHUFFLE_PIXEL,
     "(*, C r^2, H, W) to (*, C, H r, W r)"},
    {"pixel_unshuffle", V_MODULE, MF, f_pixel_shuffle, "input, downscale_factor", UNSHUFFLE_PIXEL,
     "(*, C, H r, W r) to (*, C r^2, H, W)"},
    {"channel_shuffle", V_MODULE, MF, f_channel_shuffle, "input, groups", 0,
     "the channels of groups interleaved"},
    {"native_channel_shuffle", V_MODULE, MF, f_channel_shuffle, "input, groups", 0, "channel_shuffle"},
    {"interpolate", V_MODULE, PF, f_interpolate,
     "input, size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None, "
     "antialias=False", 1, "resized to size or by scale_factor: 'nearest', 'nearest-exact', 'linear', 'bilinear', "
     "'trilinear' or 'area'"},
    {"upsample", V_MODULE, PF, f_interpolate, "input, size=None, scale_factor=None, mode='nearest', "
     "align_corners=None", 0, "interpolate"},
    {"upsample_nearest", V_MODULE, PF, f_upsample_mode, "input, size=None, scale_factor=None", MODE_NEAREST,
     "interpolate, mode='nearest'"},
    {"upsample_bilinear", V_MODULE, PF, f_upsample_mode, "input, size=None, scale_factor=None", MODE_BILINEAR,
     "interpolate, mode='bilinear', align_corners=True"},
    {"conv_transpose1d", V_MODULE, MF, f_conv_transpose, CONV_TRANSPOSE_PARAMS, 1,
     "the transposed 1-d convolution (N, C_in, L) -> (N, C_out, L_out)"},
    {"conv_transpose2d", V_MODULE, MF, f_conv_transpose, CONV_TRANSPOSE_PARAMS, 2,
     "the transposed 2-d convolution (N, C_in, H, W) -> (N, C_out, H_out, W_out)"},
    {"conv_transpose3d", V_MODULE, MF, f_conv_transpose, CONV_TRANSPOSE_PARAMS, 3,
     "the transposed 3-d convolution (N, C_in, D, H, W) -> (N, C_out, D_out, H_out, W_out)"},
    {"fold", V_MODULE, PF, f_fold, "input, output_size, kernel_size, dilation=1, padding=0, stride=1", 0,
     "columns (N, C * kh * kw, L) summed into (N, C, H, W): unfold's inverse"},
};

const Builtin *functional_layers_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}

static const Builtin torch_rows[] = {
    {"batch_norm", V_NONE, BI_FUNC, t_norm,
     "input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled", TORCH_BATCH_NORM,
     "F.batch_norm, its arguments in another order"},
    {"instance_norm", V_NONE, BI_FUNC, t_norm,
     "input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled",
     TORCH_INSTANCE_NORM, "F.instance_norm, its arguments in another order"},
    {"group_norm", V_NONE, BI_FUNC, f_group_norm, "input, num_groups, weight=None, bias=None, eps=1e-05, "
     "cudnn_enabled=True", 0, "each group of channels standardized, then weight and bias per channel"},
    {"adaptive_avg_pool1d", V_NONE, BI_FUNC, f_adaptive1d, "input, output_size", ADAPTIVE_AVG,
     "the mean of each of output_size windows"},
    {"adaptive_max_pool1d", V_NONE, BI_FUNC, f_adaptive1d, "input, output_size", ADAPTIVE_TORCH_MAX,
     "the largest of each of output_size windows, and its index"},
    {"pixel_shuffle", V_NONE, BI_FUNC, f_pixel_shuffle, "input, upscale_factor", SHUFFLE_PIXEL,
     "(*, C r^2, H, W) to (*, C, H r, W r)"},
    {"pixel_unshuffle", V_NONE, BI_FUNC, f_pixel_shuffle, "input, downscale_factor", UNSHUFFLE_PIXEL,
     "(*, C, H r, W r) to (*, C r^2, H, W)"},
    {"channel_shuffle", V_NONE, BI_FUNC, f_channel_shuffle, "input, groups", 0, "the channels of groups interleaved"},
    {"native_channel_shuffle", V_NONE, BI_FUNC, f_channel_shuffle, "input, groups", 0, "channel_shuffle"},
    {"conv_transpose1d", V_NONE, BI_FUNC, f_conv_transpose, CONV_TRANSPOSE_PARAMS, 1,
     "the transposed 1-d convolution"},
    {"conv_transpose2d", V_NONE, BI_FUNC, f_conv_transpose, CONV_TRANSPOSE_PARAMS, 2,
     "the transposed 2-d convolution"},
    {"conv_transpose3d", V_NONE, BI_FUNC, f_conv_transpose, CONV_TRANSPOSE_PARAMS, 3,
     "the transposed 3-d convolution"},
};

void functional_layers_register(void)
{
    builtins_register(torch_rows, sizeof torch_rows / sizeof torch_rows[0]);
}
