/* nn.c: the operations of a transformer block that PyTorch computes in
 * fused kernels, composed here from device operations, so that both
 * devices agree by construction and no value crosses to the host:
 * layer_norm, rms_norm and gelu.  Where PyTorch rounds once per element
 * (gelu, layer_norm's normalization), the steps run in float64 and round
 * once to the input's dtype, so the printed results agree with
 * PyTorch's. */
#include "values/nn.h"

#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/tensor_value.h"

/* The intermediate values of a composed operation: each step's result is
 * kept here and released by done(); once a step fails the later ones do
 * nothing, so a chain reads straight and is checked once. */
enum { WORK_MAX = 48 };
typedef struct Work {
    Interp *in;
    const Args *a;
    Value v[WORK_MAX];
    int n;
    bool ok;
} Work;

static Value keep(Work *w, bool ok, Value v)
{
    if (!ok) {
        w->ok = false;
        return value_none();
    }
    if (w->n == WORK_MAX) {
        /* A chain longer than the table is a bug of this file: refuse it
         * rather than leak. */
        value_release(v);
        w->ok = error_raise(w->in, "internal error: %s composes too many steps", w->a->fn->name);
        return value_none();
    }
    w->v[w->n++] = v;
    return v;
}

/* The global builtin name(v..., kw...). */
static Value call_kw(Work *w, const char *name, int n, const Value *v, int nkw, const char *const *kwn,
                     const Value *kw)
{
    Value r = value_none();
    if (!w->ok) return r;
    return keep(w, builtins_call_name(w->in, w->a, name, n, v, nkw, kwn, kw, &r), r);
}

static Value call(Work *w, const char *name, int n, const Value *v)
{
    return call_kw(w, name, n, v, 0, NULL, NULL);
}

static Value method(Work *w, Value self, const char *name, int n, const Value *v)
{
    Value r = value_none();
    if (!w->ok) return r;
    return keep(w, builtins_call_method(w->in, w->a, self, name, n, v, &r), r);
}

static Value binary(Work *w, Op op, Value x, Value y)
{
    Value r = value_none();
    if (!w->ok) return r;
    return keep(w, value_binary(w->in, op, x, y, &r), r);
}

/* *out = r (a new reference) if every step succeeded; the steps released. */
static bool done(Work *w, Value r, Value *out)
{
    if (w->ok) *out = value_retain(r);
    for (int i = 0; i < w->n; i++) value_release(w->v[i]);
    return w->ok;
}

static Work work(Interp *in, const Args *a)
{
    Work w;
    w.in = in;
    w.a = a;
    w.n = 0;
    w.ok = true;
    return w;
}

/* x as float64, and the dtype to round the result back to. */
static Value widen(Work *w, Value x, Value *dtype)
{
    *dtype = value_none();
    if (w->ok && !builtins_get_attr(w->in, x, "dtype", dtype)) w->ok = false;
    return method(w, x, "double", 0, NULL);
}

static Value narrow(Work *w, Value x, Value dtype)
{
    return method(w, x, "to", 1, &dtype);
}

/* ------------------------------------------------------- normalization */

/* normalized_shape (an int or a sequence of ints) checked against
 * input's last dimensions and weight's (and bias's) shape, as PyTorch
 * checks them: *dims gets the list [-k, ..., -1] to reduce over. */
static bool normalized(Interp *in, const Args *a, Tensor *x, Value shape, const Value *params, int nparams,
                       Value *dims)
{
    int64_t ns[TENSOR_MAX_DIMS];
    int k;
    Value one = shape;
    if (!args_sizes_of(in, a->fn->name, args_name(a, 1), &one, 1, &k, ns)) return false;
    char nbuf[200], sbuf[200];
    tensor_shape_str(k, ns, nbuf, sizeof nbuf);
    if (k == 0)
        return error_raise(in, "Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = %s", nbuf);
    for (int i = 0; i < nparams; i++) {
        if (params[i].kind == V_NONE) continue;
        if (params[i].kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be Tensor, not %s", a->fn->name,
                                  i == 0 ? "weight" : "bias", value_type_name(params[i]));
        Tensor *p = value_as_tensor(params[i]);
        bool same = p->ndim == k;
        for (int d = 0; same && d < k; d++) same = p->shape[d] == ns[d];
        if (!same) {
            tensor_shape_str(p->ndim, p->shape, sbuf, sizeof sbuf);
            return error_raise(in, "Expected %s to be of same shape as normalized_shape, but got %s of shape %s and "
                               "normalized_shape = %s", i == 0 ? "weight" : "bias", i == 0 ? "weight" : "bias", sbuf,
                               nbuf);
        }
    }
    bool fits = x->ndim >= k;
    for (int d = 0; fits && d < k; d++) fits = x->shape[x->ndim - k + d] == ns[d];
    if (!fits) {
        char want[220];
        snprintf(want, sizeof want, "[*, %s", nbuf + 1);
        tensor_shape_str(x->ndim, x->shape, sbuf, sizeof sbuf);
        return error_raise(in, "Given normalized_shape=%s, expected input with shape %s, but got input of size%s", nbuf,
                           want, sbuf);
    }
    *dims = value_list_new(V_LIST, (size_t)k);
    for (int d = -k; d < 0; d++) value_list_push(*dims, value_int(d));
    return true;
}

static bool need_float(Interp *in, const Tensor *x, const char *kernel)
{
    if (dtype_is_float(x->dtype)) return true;
    return error_raise(in, "\"%s\" not implemented for '%s'", kernel, tensor_type_name(x->dtype));
}

/* layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
 * (x - mean) / sqrt(var + eps) * weight + bias over the last dimensions,
 * the biased variance, in float64. */
bool nn_layer_norm(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    Value dims;
    if (!args_tensor(in, a, 0, &x) || !normalized(in, a, x, p[1], &p[2], 2, &dims)) return false;
    if (!need_float(in, x, "LayerNormKernelImpl")) {
        value_release(dims);
        return false;
    }
    Work w = work(in, a);
    keep(&w, true, dims);
    Value dtype, kd[] = {value_bool(true)};
    const char *keepdim[] = {"keepdim"};
    Value wide = widen(&w, p[0], &dtype);
    Value mean = call_kw(&w, "mean", 2, (Value[]){wide, dims}, 1, keepdim, kd);
    Value dev = binary(&w, OP_SUB, wide, mean);
    Value sq = binary(&w, OP_MUL, dev, dev);
    Value var = call_kw(&w, "mean", 2, (Value[]){sq, dims}, 1, keepdim, kd);
    Value r = call(&w, "rsqrt", 1, (Value[]){binary(&w, OP_ADD, var, p[4])});
    Value y = binary(&w, OP_MUL, dev, r);
    if (p[2].kind != V_NONE) y = binary(&w, OP_MUL, y, p[2]);
    if (p[3].kind != V_NONE) y = binary(&w, OP_ADD, y, p[3]);
    return done(&w, narrow(&w, y, dtype), out);
}

/* rms_norm(input, normalized_shape, weight=None, eps=None): x /
 * sqrt(mean(x^2) + eps) * weight over the last dimensions; eps None is
 * the input dtype's machine epsilon, as PyTorch's. */
bool nn_rms_norm(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    Value dims;
    if (!args_tensor(in, a, 0, &x) || !normalized(in, a, x, p[1], &p[2], 1, &dims)) return false;
    if (!need_float(in, x, "rms_norm")) {
        value_release(dims);
        return false;
    }
    static const double epsilon[DT_COUNT] = {[DT_FLOAT16] = 0x1p-10, [DT_BFLOAT16] = 0x1p-7,
                                             [DT_FLOAT32] = 0x1p-23, [DT_FLOAT64] = 0x1p-52};
    Value eps = p[3].kind == V_NONE ? value_float(epsilon[x->dtype]) : p[3];
    Work w = work(in, a);
    keep(&w, true, dims);
    Value dtype;
    Value wide = widen(&w, p[0], &dtype);
    Value sq = binary(&w, OP_MUL, wide, wide);
    Value ms = call_kw(&w, "mean", 2, (Value[]){sq, dims}, 1, (const char *[]){"keepdim"}, (Value[]){value_bool(true)});
    Value r = call(&w, "rsqrt", 1, (Value[]){binary(&w, OP_ADD, ms, eps)});
    Value y = binary(&w, OP_MUL, wide, r);
    if (p[2].kind != V_NONE) y = binary(&w, OP_MUL, y, p[2]);
    return done(&w, narrow(&w, y, dtype), out);
}

/* ---------------------------------------------------------- activations */

/* gelu(input, approximate='none'): x * Phi(x) = x / 2 * (1 + erf(x /
 * sqrt(2))), or with 'tanh' x / 2 * (1 + tanh(sqrt(2 / pi) * (x +
 * 0.044715 x^3))), in float64 on the input's device. */
bool nn_gelu(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    if (!args_tensor(in, a, 0, &x)) return false;
    const char *form = p[1].kind == V_STR ? value_as_str(p[1])->data : "";
    bool tanh_form = strcmp(form, "tanh") == 0;
    if (!tanh_form && strcmp(form, "none") != 0)
        return error_raise(in, "approximate argument must be either none or tanh.");
    if (!need_float(in, x, "GeluKernelImpl")) return false;
    Work w = work(in, a);
    Value dtype;
    Value wide = widen(&w, p[0], &dtype);
    Value inner;
    if (tanh_form) {
        Value cube = binary(&w, OP_MUL, binary(&w, OP_MUL, wide, wide), wide);
        Value arg = binary(&w, OP_ADD, wide, binary(&w, OP_MUL, cube, value_float(0.044715)));
        inner = call(&w, "tanh", 1, (Value[]){binary(&w, OP_MUL, arg, value_float(0.7978845608028654))});
    } else {
        inner = call(&w, "erf", 1, (Value[]){binary(&w, OP_MUL, wide, value_float(0.7071067811865476))});
    }
    Value half = binary(&w, OP_MUL, wide, value_float(0.5));
    Value y = binary(&w, OP_MUL, half, binary(&w, OP_ADD, inner, value_int(1)));
    return done(&w, narrow(&w, y, dtype), out);
}

/* ---------------------------------------------------------------- table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"layer_norm", V_NONE, BI_FUNC, nn_layer_norm,
     "input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True", 0,
     "(x - mean) / sqrt(var + eps) * weight + bias over the last dimensions"},
    {"rms_norm", V_NONE, BI_FUNC, nn_rms_norm, "input, normalized_shape, weight=None, eps=None", 0,
     "x / sqrt(mean(x^2) + eps) * weight over the last dimensions"},
};

void nn_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
