/* nn.c: the operations of a transformer block that PyTorch computes in
 * fused kernels: layer_norm and rms_norm (one device operation each,
 * in float64, rounding once to the input's dtype as PyTorch rounds once
 * per element) and gelu (one elementwise op); addmm, baddbmm, tensordot,
 * vecdot, dropout and scaled_dot_product_attention composed here from
 * device operations, so that both devices agree by construction and no
 * value crosses to the host. */
#include "values/nn.h"

#include <math.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_softmax.h"
#include "tensor/random.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------- normalization */

static bool need_float(Interp *in, const Tensor *x, const char *kernel)
{
    if (dtype_is_float(x->dtype)) return true;
    return error_raise(in, "\"%s\" not implemented for '%s'", kernel, tensor_type_name(x->dtype));
}

/* input (a float tensor, else kernel's message) and normalized_shape (an
 * int or a sequence of ints) checked against input's last dimensions and
 * the shapes of the nparams parameters after it (weight, bias), as
 * PyTorch checks them: *dims gets k, the number of dimensions to reduce. */
static bool check_normalized(Interp *in, const Args *a, int nparams, const char *kernel, int *dims)
{
    Tensor *x;
    if (!args_tensor(in, a, 0, &x) || !need_float(in, x, kernel)) return false;
    Value shape = a->p[1];
    const Value *params = &a->p[2];
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
    *dims = k;
    return true;
}

/* Parameter i must be a tensor (args_tensor's message). */
static bool need_tensor(Interp *in, const Args *a, int i)
{
    Tensor *t;
    return args_tensor(in, a, i, &t);
}


/* v as a double: an int, float or bool (args checked it is a number). */
static double number(Value v)
{
    return v.kind == V_FLOAT ? v.u.f : v.kind == V_INT ? (double)v.u.i : (double)v.u.b;
}

static bool need_number(Interp *in, const Args *a, int i)
{
    if (value_is_number(a->p[i])) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be Number, not %s", a->fn->name, args_name(a, i),
                          value_type_name(a->p[i]));
}

/* layer_norm or rms_norm of p[0] over the last len(dims) dimensions, with
 * the weight p[2] and (layer_norm) the bias p[3], either None: one device
 * operation (dispatch_norm). */
static bool norm(Interp *in, const Args *a, int dims, int nparams, double eps, Value *out)
{
    const Value *p = a->p;
    Tensor *t = value_as_tensor(p[0]), *param[2] = {NULL, NULL};
    for (int i = 0; i < nparams; i++)
        if (p[2 + i].kind == V_TENSOR) param[i] = value_as_tensor(p[2 + i]);
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_norm(be, tensor_stream(tensor_device(t)), t, dims, param[0], param[1],
                       eps, nparams == 1, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
 * (x - mean) / sqrt(var + eps) * weight + bias over the last dimensions,
 * the biased variance, in float64. */
bool nn_layer_norm(Interp *in, const Args *a, Value *out)
{
    int dims;
    if (!check_normalized(in, a, 2, "LayerNormKernelImpl", &dims) || !need_number(in, a, 4)) return false;
    return norm(in, a, dims, 2, number(a->p[4]), out);
}

/* rms_norm(input, normalized_shape, weight=None, eps=None): x /
 * sqrt(mean(x^2) + eps) * weight over the last dimensions; eps None is
 * the input dtype's machine epsilon, as PyTorch's. */
bool nn_rms_norm(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int dims;
    if (!check_normalized(in, a, 1, "rms_norm", &dims)) return false;
    static const double epsilon[DT_COUNT] = {[DT_FLOAT16] = 0x1p-10, [DT_BFLOAT16] = 0x1p-7,
                                             [DT_FLOAT32] = 0x1p-23, [DT_FLOAT64] = 0x1p-52};
    if (p[3].kind != V_NONE && !need_number(in, a, 3)) return false;
    return norm(in, a, dims, 1, p[3].kind == V_NONE ? epsilon[value_as_tensor(p[0])->dtype] : number(p[3]), out);
}

/* ---------------------------------------------------------- activations */

/* gelu(input, approximate='none'): x * Phi(x), or its 'tanh'
 * approximation, each one elementwise op of ops.def. */
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
    return tensor_run(in, tanh_form ? OP_gelu_tanh : OP_gelu, (Operand[]){operand_tensor(x)}, 1, out);
}

/* ----------------------------------------------------------- products */

/* addmm(input, mat1, mat2, *, beta=1, alpha=1) and baddbmm (by data: the
 * product's name): beta * input + alpha * (mat1 @ mat2), mm's or bmm's
 * checks; input is not read when beta is 0, as PyTorch's (a NaN there
 * does not spread). */
enum { ADD_MM, ADD_BMM };
static const char *const products[] = {[ADD_MM] = "mm", [ADD_BMM] = "bmm"};

static bool nn_addmm(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    for (int i = 0; i < 3; i++)
        if (!need_tensor(in, a, i)) return false;
    if (!need_number(in, a, 3) || !need_number(in, a, 4)) return false;
    for (int i = 1; a->fn->data == ADD_MM && i <= 2; i++)
        if (value_as_tensor(p[i])->ndim != 2)
            return error_raise(in, "mat%d must be a matrix, got %d-D tensor", i, value_as_tensor(p[i])->ndim);
    Work w = work_new(in, a);
    Value y = work_call(&w, products[a->fn->data], 2, &p[1]);
    if (number(p[4]) != 1) y = work_binary(&w, OP_MUL, y, p[4]);
    if (number(p[3]) != 0) {
        Value base = number(p[3]) == 1 ? p[0] : work_binary(&w, OP_MUL, p[0], p[3]);
        y = work_binary(&w, OP_ADD, base, y);
    }
    return work_done(&w, y, out);
}

/* t.addmm_(mat1, mat2, *, beta=1, alpha=1) and t.baddbmm_: the product
 * written into t (of the result's shape), which is returned. */
static bool nn_addmm_(Interp *in, const Args *a, Value *out)
{
    Value r;
    if (!nn_addmm(in, a, &r)) return false;
    Work w = work_new(in, a);
    work_keep(&w, true, r);
    work_method(&w, a->p[0], "copy_", 1, &r);
    return work_done(&w, a->p[0], out);
}

/* tensordot's dims as two lists of dimensions (d1 of a, d2 of b), or
 * PyTorch's message: an int n is a's last n and b's first n. */
static bool contraction(Interp *in, const Args *a, int64_t *d1, int64_t *d2, int *n)
{
    Value dims = a->p[2];
    if (dims.kind == V_INT) {
        if (dims.u.i < 0) return error_raise(in, "tensordot expects dims >= 0, but got dims=%lld", (long long)dims.u.i);
        if (dims.u.i > TENSOR_MAX_DIMS)
            return error_raise_as(in, ERR_INDEX, "tensordot(): dims=%lld is more than a tensor has", (long long)dims.u.i);
        *n = (int)dims.u.i;
        for (int i = 0; i < *n; i++) {
            d1[i] = i - *n;
            d2[i] = i;
        }
        return true;
    }
    bool pair = (dims.kind == V_LIST || dims.kind == V_TUPLE) && value_as_list(dims)->len == 2;
    if (!pair) {
        Buf text = BUF_INIT;
        bool ok = value_to_text(in, &text, dims);
        if (ok)
            ok = error_raise(in, "tensordot expects dims to be int or Tuple[List[int], List[int]] or List[List[int]] "
                             "containing two lists, but got dims=%s", text.data ? text.data : "");
        buf_free(&text);
        return ok;
    }
    List *l = value_as_list(dims);
    int len[2];
    for (int k = 0; k < 2; k++) {
        Value side = l->items[k];
        if (side.kind != V_LIST && side.kind != V_TUPLE)
            return error_raise_as(in, ERR_TYPE, "tensordot(): argument '%s' (position 3) must be tuple of ints, not %s",
                                  k ? "dims_other" : "dims_self", value_type_name(side));
        List *sl = value_as_list(side);
        if (sl->len > TENSOR_MAX_DIMS)
            return error_raise(in, "tensordot(): more than %d dims to contract", TENSOR_MAX_DIMS);
        len[k] = (int)sl->len;
        for (size_t i = 0; i < sl->len; i++)
            if (!args_int_value(in, a, k ? "dims_other" : "dims_self", sl->items[i], k ? &d2[i] : &d1[i]))
                return false;
    }
    if (len[0] != len[1]) return error_raise(in, "both dimension lists should have same length");
    *n = len[0];
    return true;
}

/* tensordot(a, b, dims=2): the sum over the contracted dimensions of
 * a * b, as PyTorch computes it: a contracted dimension of size 1 on one
 * side summed first, then a permuted to (free, contracted), b to
 * (contracted, free), one mm, and the free sizes restored. */
static bool nn_tensordot(Interp *in, const Args *a, Value *out)
{
    Tensor *x, *y;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y)) return false;
    int64_t d1[TENSOR_MAX_DIMS], d2[TENSOR_MAX_DIMS];
    int n = 0;
    if (!contraction(in, a, d1, d2, &n)) return false;
    Error err;
    int w1[TENSOR_MAX_DIMS], w2[TENSOR_MAX_DIMS];
    bool sum1[TENSOR_MAX_DIMS] = {false}, sum2[TENSOR_MAX_DIMS] = {false};
    int64_t csize = 1;
    for (int i = 0; i < n; i++) {
        if (!tensor_wrap_dim(d1[i], x->ndim, &w1[i], &err) || !tensor_wrap_dim(d2[i], y->ndim, &w2[i], &err))
            return tensor_fail(in, &err);
        int64_t s1 = x->shape[w1[i]], s2 = y->shape[w2[i]];
        if (s2 == 1) {
            sum1[i] = true;
        } else if (s1 == 1) {
            sum2[i] = true;
        } else if (s1 != s2) {
            return error_raise(in, "contracted dimensions need to match, but first has size %lld in dim %lld and second "
                               "has size %lld in dim %lld", (long long)s1, (long long)d1[i], (long long)s2,
                               (long long)d2[i]);
        } else {
            csize *= s1;
        }
    }
    bool seen1[TENSOR_MAX_DIMS] = {false}, seen2[TENSOR_MAX_DIMS] = {false};
    for (int i = 0; i < n; i++) {
        if (seen1[w1[i]]) return error_raise(in, "dim %d appears multiple times in the list of dims", w1[i]);
        seen1[w1[i]] = true;
    }
    for (int i = 0; i < n; i++) {
        if (seen2[w2[i]]) return error_raise(in, "dim %d appears multiple times in the list of dims", w2[i]);
        seen2[w2[i]] = true;
    }
    Work w = work_new(in, a);
    Value t1 = a->p[0], t2 = a->p[1];
    const char *keepdim[] = {"keepdim"};
    Value yes = value_bool(true);
    for (int i = 0; i < n; i++) {
        if (sum1[i]) t1 = work_call_kw(&w, "sum", 2, (Value[]){t1, value_int(w1[i])}, 1, keepdim, &yes);
        if (sum2[i]) t2 = work_call_kw(&w, "sum", 2, (Value[]){t2, value_int(w2[i])}, 1, keepdim, &yes);
    }
    Value p1 = work_keep(&w, true, value_list_new(V_LIST, (size_t)x->ndim));
    Value p2 = work_keep(&w, true, value_list_new(V_LIST, (size_t)y->ndim));
    Value rsizes = work_keep(&w, true, value_list_new(V_LIST, TENSOR_MAX_DIMS * 2));
    int64_t size1 = 1, size2 = 1;
    for (int d = 0; d < x->ndim; d++) {
        if (seen1[d]) continue;
        value_list_push(p1, value_int(d));
        value_list_push(rsizes, value_int(x->shape[d]));
        size1 *= x->shape[d];
    }
    for (int i = 0; i < n; i++) {
        value_list_push(p1, value_int(w1[i]));
        value_list_push(p2, value_int(w2[i]));
    }
    for (int d = 0; d < y->ndim; d++) {
        if (seen2[d]) continue;
        value_list_push(p2, value_int(d));
        value_list_push(rsizes, value_int(y->shape[d]));
        size2 *= y->shape[d];
    }
    Value m1 = work_keep(&w, true, value_size_new((int64_t[]){size1, csize}, 2));
    Value m2 = work_keep(&w, true, value_size_new((int64_t[]){csize, size2}, 2));
    t1 = work_method(&w, work_method(&w, t1, "permute", 1, &p1), "reshape", 1, &m1);
    t2 = work_method(&w, work_method(&w, t2, "permute", 1, &p2), "reshape", 1, &m2);
    Value r = work_call(&w, "mm", 2, (Value[]){t1, t2});
    return work_done(&w, work_method(&w, r, "reshape", 1, &rsizes), out);
}

/* linalg.vecdot(x, y, *, dim=-1): sum(x * y) along dim, broadcast, as
 * PyTorch's composite computes it for real dtypes. */
bool nn_vecdot(Interp *in, const Args *a, Value *out)
{
    Tensor *x, *y;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y)) return false;
    if (!dtype_is_float(x->dtype))
        return error_raise(in, "linalg.vecdot: Expected a floating point or complex tensor as input. Got %s",
                           tensor_type_name(x->dtype));
    if (x->dtype != y->dtype)
        return error_raise(in, "linalg.vecdot: Expected x and y to have the same dtype, but found x of type %s and y "
                           "of type %s instead", tensor_type_name(x->dtype), tensor_type_name(y->dtype));
    Work w = work_new(in, a);
    Value prod = work_binary(&w, OP_MUL, a->p[0], a->p[1]);
    return work_done(&w, work_call(&w, "sum", 2, (Value[]){prod, a->p[2]}), out);
}

/* ----------------------------------------------------------- attention */

/* dropout(input, p=0.5, training=True) (and torch.dropout(input, p,
 * train)): a float input in one operation of cst's Philox generator
 * (random_dropout: each element kept where its rand value is at least p,
 * times 1 / (1 - p) rounded to input's dtype, as PyTorch scales its
 * mask); any other through rand_like's draws and a mask; p = 0 or
 * training False gives input itself, p = 1 zeros. */
bool nn_dropout(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool training;
    if (!need_tensor(in, a, 0)) return false;
    if (!value_is_number(p[1]))
        return error_raise_as(in, ERR_TYPE, "dropout(): argument 'p' must be float, not %s", value_type_name(p[1]));
    if (!value_truth(in, p[2], &training)) return false;
    double prob = number(p[1]);
    if (prob < 0 || prob > 1)
        return error_raise_as(in, ERR_VALUE, "dropout probability has to be between 0 and 1, but got %g", prob);
    if (!training || prob == 0) {
        *out = value_retain(p[0]);
        return true;
    }
    Work w = work_new(in, a);
    if (prob == 1) return work_done(&w, work_binary(&w, OP_MUL, p[0], value_int(0)), out);
    Tensor *x = value_as_tensor(p[0]), *r = NULL;
    if (dtype_is_float(x->dtype)) {
        const Backend *be;
        Error err;
        bool ok = tensor_backend(in, &be);
        if (ok && !random_dropout(be, tensor_stream(tensor_device(x)), x, prob, &r, &err))
            ok = tensor_fail(in, &err);
        return work_done(&w, work_keep(&w, ok, ok ? value_tensor(r) : value_none()), out);
    }
    if (tensor_numel(x) == 0) return work_done(&w, p[0], out);
    /* PyTorch's GPU kernel takes floats only; its CPU scales a float mask
     * into the input's dtype. */
    if (tensor_device(x) >= 0)
        w.ok = error_raise(in, "\"fused_dropout\" not implemented for '%s'", tensor_type_name(x->dtype));
    else
        w.ok = error_raise(in, "result type Float can't be cast to the desired output type %s",
                           tensor_type_name(x->dtype));
    return work_done(&w, value_none(), out);
}

/* softmax along the last dim with is_causal's mask: one operation, no
 * mask made (dispatch_softmax). */
static Value causal_softmax(Work *w, Value scores)
{
    if (!w->ok) return value_none();
    const Backend *be;
    Tensor *t = value_as_tensor(scores), *r = NULL;
    Error err;
    bool ok = tensor_backend(w->in, &be);
    if (ok && !dispatch_softmax(be, tensor_stream(tensor_device(t)), t, -1, DT_COUNT, false, true, &r, &err))
        ok = tensor_fail(w->in, &err);
    return work_keep(w, ok, ok ? value_tensor(r) : value_none());
}

/* Attention without a mask or dropout, in one device operation. */
static bool fused_attention(Interp *in, Tensor *q, Tensor *k, Tensor *v, bool causal, double scale, Value *out)
{
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_attention(be, tensor_stream(tensor_device(q)), q, k, v, causal, scale, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* scaled_dot_product_attention(query, key, value, attn_mask=None,
 * dropout_p=0.0, is_causal=False, scale=None): softmax(q @ k^T * scale +
 * bias) @ v, the bias -inf where a bool attn_mask is False or, causal,
 * above the diagonal (key j > query i: the softmax's own mask), or a
 * float attn_mask added; scale None is 1 / sqrt(E).  Without a mask or
 * dropout, heads of 32, 64 or 128 in float32, float16 or bfloat16 take
 * one operation (dispatch_attention, in float32), the rest compose matmul
 * and softmax. */
bool nn_attention(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    for (int i = 0; i < 3; i++)
        if (!need_tensor(in, a, i)) return false;
    Tensor *q = value_as_tensor(p[0]), *k = value_as_tensor(p[1]);
    bool causal;
    if (!value_truth(in, p[5], &causal) || !need_number(in, a, 4)) return false;
    if (causal && p[3].kind != V_NONE)
        return error_raise(in, "_scaled_dot_product_attention: Explicit attn_mask should not be set when "
                           "is_causal=True");
    if (p[3].kind != V_NONE && !need_tensor(in, a, 3)) return false;
    if (p[6].kind != V_NONE && !need_number(in, a, 6)) return false;
    if (q->ndim < 2 || k->ndim < 2)
        return error_raise(in, "scaled_dot_product_attention(): query and key must have at least 2 dimensions");
    Value scale = p[6].kind != V_NONE ? p[6] : value_float(1.0 / sqrt((double)q->shape[q->ndim - 1]));
    Tensor *v = value_as_tensor(p[2]);
    if (p[3].kind == V_NONE && number(p[4]) == 0 && dispatch_attention_takes(q, k, v))
        return fused_attention(in, q, k, v, causal, number(scale), out);
    Work w = work_new(in, a);
    Value kt = work_method(&w, p[1], "transpose", 2, (Value[]){value_int(-2), value_int(-1)});
    /* A power of two scales q instead of the scores, T / E times fewer
     * elements: every product and partial sum scales exactly, so the
     * scores' bits are the same. */
    int e;
    bool exact = frexp(number(scale), &e) == 0.5 && q->dtype != DT_FLOAT16;
    Value scores = exact ? work_call(&w, "matmul", 2, (Value[]){work_binary(&w, OP_MUL, p[0], scale), kt})
                         : work_binary(&w, OP_MUL, work_call(&w, "matmul", 2, (Value[]){p[0], kt}), scale);
    Value masked = value_none(), ninf = value_float(-INFINITY);
    if (p[3].kind != V_NONE && value_as_tensor(p[3])->dtype == DT_BOOL)
        masked = work_call(&w, "logical_not", 1, &p[3]);
    else if (p[3].kind != V_NONE)
        scores = work_binary(&w, OP_ADD, scores, p[3]);
    if (masked.kind != V_NONE) scores = work_call(&w, "masked_fill", 3, (Value[]){scores, masked, ninf});
    Value attn = causal ? causal_softmax(&w, scores)
                        : work_call_kw(&w, "softmax", 2, (Value[]){scores, value_int(-1)}, 0, NULL, NULL);
    if (number(p[4]) > 0) attn = work_call(&w, "dropout", 3, (Value[]){attn, p[4], value_bool(true)});
    return work_done(&w, work_call(&w, "matmul", 2, (Value[]){attn, p[2]}), out);
}

/* ---------------------------------------------------------------- table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"layer_norm", V_NONE, BI_FUNC, nn_layer_norm,
     "input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True", 0,
     "(x - mean) / sqrt(var + eps) * weight + bias over the last dimensions"},
    {"rms_norm", V_NONE, BI_FUNC, nn_rms_norm, "input, normalized_shape, weight=None, eps=None", 0,
     "x / sqrt(mean(x^2) + eps) * weight over the last dimensions"},
    {"addmm", V_TENSOR, FM, nn_addmm, "input, mat1, mat2, *, beta=1, alpha=1", ADD_MM,
     "beta * input + alpha * (mat1 @ mat2)"},
    {"baddbmm", V_TENSOR, FM, nn_addmm, "input, batch1, batch2, *, beta=1, alpha=1", ADD_BMM,
     "beta * input + alpha * bmm(batch1, batch2)"},
    {"addmm_", V_TENSOR, BI_METHOD, nn_addmm_, "mat1, mat2, *, beta=1, alpha=1", ADD_MM, "t.addmm(...), in place"},
    {"baddbmm_", V_TENSOR, BI_METHOD, nn_addmm_, "batch1, batch2, *, beta=1, alpha=1", ADD_BMM,
     "t.baddbmm(...), in place"},
    {"tensordot", V_NONE, BI_FUNC, nn_tensordot, "a, b, dims=2, out=None", 0,
     "the sum of a * b over dims (a's last dims and b's first, or two lists)"},
    {"dropout", V_NONE, BI_FUNC, nn_dropout, "input, p, train", 0,
     "zero elements with probability p (when train), scale the rest by 1 / (1 - p)"},
};

void nn_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
