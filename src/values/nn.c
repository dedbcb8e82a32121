/* nn.c: the operations of a transformer block that PyTorch computes in
 * fused kernels: layer_norm and rms_norm (one device operation each,
 * in float64, rounding once to the input's dtype as PyTorch rounds once
 * per element) and gelu (one elementwise op); addmm, baddbmm, tensordot,
 * vecdot, dropout and scaled_dot_product_attention composed here from
 * device operations, so that both devices agree by construction and no
 * value crosses to the host. */
#include "values/nn.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_distance.h"
#include "tensor/dispatch_linalg.h"
#include "tensor/dispatch_softmax.h"
#include "tensor/random.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/functional_layers.h"
#include "values/module.h"
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

static bool need_number(Interp *in, const Args *a, int i)
{
    if (value_is_number(a->p[i])) return true;
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be Number, not %s", a->fn->name, args_name(a, i),
                          value_type_name(a->p[i]));
}

/* Parameter i of layer_norm or rms_norm, a float; else the TypeError
 * of torch.'s, which F.'s form hands it as argument pos. */
static bool need_norm_eps(Interp *in, const Args *a, int i, int pos)
{
    if (value_is_number(a->p[i])) return true;
    char at[32] = "";
    if (a->fn->kind == V_MODULE) snprintf(at, sizeof at, " (position %d)", pos);
    return error_raise_as(in, ERR_TYPE, "%s(): argument '%s'%s must be float, not %s", a->fn->name, args_name(a, i),
                          at, value_type_name(a->p[i]));
}

/* The parameter p (a tensor or None) as a tensor, or NULL. */
static Tensor *param_of(Value p)
{
    return p.kind == V_TENSOR ? value_as_tensor(p) : NULL;
}

/* layer_norm (rms false) or rms_norm of t over its last dims dimensions,
 * with weight and bias, either NULL: one device operation (dispatch_norm). */
static bool norm(Interp *in, Tensor *t, int dims, Tensor *weight, Tensor *bias, double eps, bool rms, Value *out)
{
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_norm(be, tensor_stream(tensor_device(t)), t, dims, weight, bias, eps, rms, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* Whether layer_norm's parameter p (NULL: none) may go with input x: the
 * GPU kernel reads weight and bias as the input's dtype, so another one is
 * its typed read's error; PyTorch's CPU kernel also takes float32
 * parameters of a float16 or bfloat16 input. */
static bool param_dtype_fits(Interp *in, const Tensor *x, const Tensor *p)
{
    if (!p || p->dtype == x->dtype) return true;
    bool reduced = x->dtype == DT_FLOAT16 || x->dtype == DT_BFLOAT16;
    if (tensor_device(x) < 0 && reduced && p->dtype == DT_FLOAT32) return true;
    return error_raise(in, "expected scalar type %s but found %s", tensor_type_name(x->dtype),
                       tensor_type_name(p->dtype));
}

/* layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
 * (x - mean) / sqrt(var + eps) * weight + bias over the last dimensions,
 * the biased variance, in float64. */
bool nn_layer_norm(Interp *in, const Args *a, Value *out)
{
    int dims;
    /* PyTorch's parser takes a lone int only for a list of fixed length. */
    if (a->p[1].kind == V_INT)
        return error_raise_as(in, ERR_TYPE, "layer_norm(): argument 'normalized_shape' (position 2) must be tuple of "
                              "ints, not int");
    if (!check_normalized(in, a, 2, "LayerNormKernelImpl", &dims) || !need_norm_eps(in, a, 4, 5)) return false;
    Tensor *x = value_as_tensor(a->p[0]), *weight = param_of(a->p[2]), *bias = param_of(a->p[3]);
    if (!param_dtype_fits(in, x, weight) || !param_dtype_fits(in, x, bias)) return false;
    return norm(in, x, dims, weight, bias, value_number(a->p[4]), false, out);
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
    if (p[3].kind != V_NONE && !need_norm_eps(in, a, 3, 4)) return false;
    Tensor *x = value_as_tensor(p[0]), *weight = param_of(p[2]);
    double eps = p[3].kind == V_NONE ? epsilon[x->dtype] : value_number(p[3]);
    if (!weight || weight->dtype == x->dtype) return norm(in, x, dims, weight, NULL, eps, true, out);
    /* PyTorch's composite multiplies the normalized input, in its dtype,
     * by a weight of another dtype, which promotes */
    Value normalized;
    if (!norm(in, x, dims, NULL, NULL, eps, true, &normalized)) return false;
    bool ok = value_binary(in, OP_MUL, normalized, p[2], out);
    value_release(normalized);
    return ok;
}

/* ---------------------------------------------------------- activations */

/* gelu(input, *, approximate='none'): x * Phi(x), or its 'tanh'
 * approximation, each one elementwise op of ops.def. */
bool nn_gelu(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x;
    if (!args_tensor(in, a, 0, &x)) return false;
    if (p[1].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "gelu(): argument 'approximate' must be str, not %s",
                              value_type_name(p[1]));
    const char *form = value_as_str(p[1])->data;
    bool tanh_form = strcmp(form, "tanh") == 0;
    if (!tanh_form && strcmp(form, "none") != 0)
        return error_raise(in, "approximate argument must be either none or tanh.");
    /* PyTorch names its gelu kernels apart by the device. */
    if (!need_float(in, x, tensor_device(x) < 0 ? "GeluKernelImpl" : "GeluCUDAKernelImpl")) return false;
    return tensor_run(in, tanh_form ? OP_gelu_tanh : OP_gelu, (Operand[]){operand_tensor(x)}, 1, out);
}

/* ----------------------------------------------------------- products */

/* addmm(input, mat1, mat2, *, beta=1, alpha=1), baddbmm, addbmm, addmv
 * and addr (by data: the product's name): beta * input + alpha * (mat1 @
 * mat2), the product's checks; input is not read when beta is 0, as
 * PyTorch's (a NaN there does not spread).  addbmm's product is the sum
 * of the batch's products. */
enum { ADD_MM, ADD_BMM, ADD_BBM, ADD_MV, ADD_R };
static const char *const products[] = {
    [ADD_MM] = "mm", [ADD_BMM] = "bmm", [ADD_BBM] = "bmm", [ADD_MV] = "mv", [ADD_R] = "outer"};

bool nn_addmm_dtypes(Interp *in, const Tensor *self, const Tensor *mat1, const Tensor *mat2)
{
    if (self->dtype != mat2->dtype)
        return error_raise(in, "self and mat2 must have the same dtype, but got %s and %s", tensor_type_name(self->dtype),
                           tensor_type_name(mat2->dtype));
    if (mat1->dtype != mat2->dtype)
        return error_raise(in, "mat1 and mat2 must have the same dtype, but got %s and %s", tensor_type_name(mat1->dtype),
                           tensor_type_name(mat2->dtype));
    return true;
}

/* input expanded to the product's shape, as PyTorch's addmm, baddbmm
 * and addr expand it (with expand's message when it cannot); addmv's
 * broadcasts, its sizes checked before. */
static Value addend(Work *w, Value input, Value product)
{
    if (w->a->fn->data == ADD_MV) return input;
    return work_method(w, input, "expand", 1, (Value[]){work_attr(w, product, "shape")});
}

/* addr's beta or alpha s (named name) for a result of dtype dt, as
 * PyTorch's addr checks them (the other products truncate a float). */
static bool addr_scalar_fits(Interp *in, DType dt, Value s, const char *name)
{
    if (s.kind == V_BOOL && dt != DT_BOOL)
        return error_raise(in, "Boolean %s only supported for Boolean results.", name);
    if (s.kind == V_FLOAT && !dtype_is_float(dt))
        return error_raise(in, "For integral input tensors, argument %s must not be a floating point number.", name);
    return true;
}

/* PyTorch's checks of the operands' ranks (and addmv's sizes). */
static bool product_fits(Interp *in, const Args *a)
{
    const Tensor *t[3];
    for (int i = 0; i < 3; i++) t[i] = value_as_tensor(a->p[i]);
    switch (a->fn->data) {
    case ADD_MM:
        if (!nn_addmm_dtypes(in, t[0], t[1], t[2])) return false;
        for (int i = 1; i <= 2; i++)
            if (t[i]->ndim != 2) return error_raise(in, "mat%d must be a matrix, got %d-D tensor", i, t[i]->ndim);
        return true;
    case ADD_MV:
        if (t[1]->ndim != 2 || t[2]->ndim != 1 || t[0]->ndim > 1)
            return error_raise(in, "vector + matrix @ vector expected, got %d, %d, %d", t[0]->ndim, t[1]->ndim,
                               t[2]->ndim);
        if (t[1]->shape[1] != t[2]->shape[0] || (t[1]->shape[0] != tensor_numel(t[0]) && tensor_numel(t[0]) != 1))
            return error_raise(in, "size mismatch, got input (%lld), mat (%lldx%lld), vec (%lld)",
                               (long long)(t[0]->ndim ? t[0]->shape[0] : 1), (long long)t[1]->shape[0],
                               (long long)t[1]->shape[1], (long long)t[2]->shape[0]);
        return true;
    case ADD_R:
        for (int i = 1; i <= 2; i++)
            if (t[i]->ndim != 1)
                return error_raise(in, "addr: Expected 1-D argument vec%d, but got %d-D", i, t[i]->ndim);
        return addr_scalar_fits(in, t[0]->dtype, a->p[3], "beta") && addr_scalar_fits(in, t[0]->dtype, a->p[4], "alpha");
    case ADD_BBM:
        for (int i = 1; i <= 2; i++)
            if (t[i]->ndim != 3) return error_raise(in, "batch%d must be a 3D tensor", i);
        if (t[1]->shape[0] != t[2]->shape[0])
            return error_raise(in, "batch1 and batch2 must have same number of batches, got %lld and %lld",
                               (long long)t[1]->shape[0], (long long)t[2]->shape[0]);
        if (t[1]->shape[2] != t[2]->shape[1])
            return error_raise(in, "Incompatible matrix sizes for bmm (%lldx%lld and %lldx%lld)",
                               (long long)t[1]->shape[1], (long long)t[1]->shape[2], (long long)t[2]->shape[1],
                               (long long)t[2]->shape[2]);
        return true;
    default: return true;
    }
}

/* addmm(row, mat1, mat2) of float16 or bfloat16 as linear(mat1, mat2^T,
 * row): the bias joins the product's kernel, so the sum rounds once, as
 * PyTorch's addmm rounds it (a product then an add would round twice).
 * false with *done unset when the call is not of that form. */
static bool addmm_as_linear(Interp *in, const Args *a, bool *done, Value *out)
{
    const Value *p = a->p;
    Tensor *row = value_as_tensor(p[0]), *m1 = value_as_tensor(p[1]);
    *done = false;
    if (a->fn->data != ADD_MM || value_number(p[3]) != 1 || value_number(p[4]) != 1 ||
        (m1->dtype != DT_FLOAT16 && m1->dtype != DT_BFLOAT16) || row->ndim != 1)
        return true;
    Value wt;
    if (!builtins_call_method(in, a, p[2], "t", 0, NULL, &wt)) return false;
    Tensor *r = NULL;
    const Backend *be;
    Error err;
    bool ok = true;
    if (dispatch_linear_takes(m1, value_as_tensor(wt), row)) {
        ok = tensor_backend(in, &be) &&
             (dispatch_linear(be, tensor_stream(tensor_device(m1)), m1, value_as_tensor(wt), row, &r, &err) ||
              tensor_fail(in, &err));
        if (ok) {
            *out = value_tensor(r);
            *done = true;
        }
    }
    value_release(wt);
    return ok;
}

/* beta or alpha s for a product of integers of dtype dt: PyTorch's
 * integer kernels take a float one in their type, truncated, so the
 * result keeps dt (alpha=0.5 scales by 0, not by a half into float). */
static Value scale_for(Value s, DType dt)
{
    if (!dtype_is_int(dt) || s.kind != V_FLOAT || !isfinite(s.u.f)) return s;
    return value_int((int64_t)s.u.f);
}

static bool nn_addmm(Interp *in, const Args *a, Value *out)
{
    Value p[5];
    memcpy(p, a->p, sizeof p);
    for (int i = 0; i < 3; i++)
        if (!args_need_tensor(in, a, i)) return false;
    if (!need_number(in, a, 3) || !need_number(in, a, 4) || !product_fits(in, a)) return false;
    bool done;
    if (!addmm_as_linear(in, a, &done, out) || done) return done;
    DType dt = value_as_tensor(p[0])->dtype;
    DType of = value_as_tensor(p[1])->dtype;
    p[3] = scale_for(p[3], of);
    p[4] = scale_for(p[4], of);
    /* float16 and bfloat16 operands compute in float32 and round once, as
     * PyTorch's kernels do */
    bool reduced = (dt == DT_FLOAT16 || dt == DT_BFLOAT16) && value_as_tensor(p[1])->dtype == dt &&
                   value_as_tensor(p[2])->dtype == dt;
    Work w = work_new(in, a);
    Value x[3];
    for (int i = 0; i < 3; i++) x[i] = reduced ? work_method(&w, p[i], "float", 0, NULL) : p[i];
    Value y = work_call(&w, products[a->fn->data], 2, &x[1]);
    if (a->fn->data == ADD_BBM) y = work_method(&w, y, "sum", 1, (Value[]){value_int(0)});
    Value input = addend(&w, x[0], y);
    if (value_number(p[4]) != 1) y = work_binary(&w, OP_MUL, y, p[4]);
    if (value_number(p[3]) != 0) {
        Value base = value_number(p[3]) == 1 ? input : work_binary(&w, OP_MUL, input, p[3]);
        y = work_binary(&w, OP_ADD, base, y);
    }
    if (reduced) y = work_method(&w, y, "to", 1, (Value[]){value_dtype(dt)});
    return work_done(&w, y, out);
}

/* t.addmm_(mat1, mat2, *, beta=1, alpha=1), baddbmm_, addbmm_, addmv_
 * and addr_: the product
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
static bool contraction_of(Interp *in, const Args *a, Value dims, int64_t *d1, int64_t *d2, int *n)
{
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

/* contraction_of a->p[2]; a tensor dims is read as torch.tensordot reads
 * it: one element as int(dims.item()) (negative: its message shows the
 * tensor), more as dims.tolist(). */
static bool contraction(Interp *in, const Args *a, int64_t *d1, int64_t *d2, int *n)
{
    Value dims = a->p[2];
    if (dims.kind != V_TENSOR) return contraction_of(in, a, dims, d1, d2, n);
    bool one = tensor_numel(value_as_tensor(dims)) <= 1;
    Value v;
    if (!builtins_call_method(in, a, dims, one ? "item" : "tolist", 0, NULL, &v)) return false;
    if (one && v.kind != V_INT) v = value_int(v.kind == V_FLOAT ? (int64_t)v.u.f : (int64_t)v.u.b);
    bool ok;
    if (one && v.u.i < 0) {
        Buf text = BUF_INIT;
        ok = value_to_text(in, &text, dims) &&
             error_raise(in, "tensordot expects dims >= 0, but got dims=%s", text.data ? text.data : "");
        buf_free(&text);
    } else {
        ok = contraction_of(in, a, v, d1, d2, n);
    }
    value_release(v);
    return ok;
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
 * PyTorch's composite computes it for real dtypes (vdot for two vectors). */
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
    /* Two vectors go to vdot, as in PyTorch, whose checks speak of them. */
    if (x->ndim == 1 && y->ndim == 1)
        return work_done(&w, work_call(&w, "vdot", 2, (Value[]){a->p[0], a->p[1]}), out);
    Value prod = work_binary(&w, OP_MUL, a->p[0], a->p[1]);
    return work_done(&w, work_call(&w, "sum", 2, (Value[]){prod, a->p[2]}), out);
}

/* The product of ms[i..j] in the order s (s[i * n + j]: the split). */
static Value chain_product(Work *w, const Value *ms, const int *s, int n, int i, int j)
{
    if (i == j) return ms[i];
    int k = s[i * n + j];
    return work_call(w, "mm", 2, (Value[]){chain_product(w, ms, s, n, i, k), chain_product(w, ms, s, n, k + 1, j)});
}

/* linalg.multi_dot(tensors): the chain of matrices (the first may be a
 * row vector, the last a column) as mm's in the order of fewest
 * multiply-adds, as PyTorch orders them: its cost test for three, the
 * matrix-chain table past that (the first best split on ties); only the
 * shapes are read.  A vector's dim is dropped from the result. */
bool nn_multi_dot(Interp *in, const Args *a, Value *out)
{
    Tensor **ts;
    int n;
    if (!args_tensors(in, a, 0, &ts, &n)) return false;
    const Value *items = value_as_list(a->p[0])->items;
    bool ok = true;
    if (n < 2) ok = error_raise(in, "multi_dot(): expected at least 2 tensors but got %d", n);
    else if (ts[0]->ndim != 1 && ts[0]->ndim != 2)
        ok = error_raise(in, "multi_dot(): the first tensor must be 1D or 2D but got %dD", ts[0]->ndim);
    else if (ts[n - 1]->ndim != 1 && ts[n - 1]->ndim != 2)
        ok = error_raise(in, "multi_dot(): the last tensor must be 1D or 2D but got %dD", ts[n - 1]->ndim);
    for (int i = 1; ok && i < n - 1; i++)
        if (ts[i]->ndim != 2) ok = error_raise(in, "multi_dot(): tensor %d must be 2D but got %dD", i, ts[i]->ndim);
    for (int i = 1; ok && i < n; i++) {
        const Tensor *prev = ts[i - 1];
        if (ts[i]->dtype != ts[0]->dtype)
            ok = error_raise(in, "multi_dot(): all tensors must have be the same dtype but tensor 0 is %s and tensor "
                             "%d %s", dtype_cpp_name(ts[0]->dtype), i, dtype_cpp_name(ts[i]->dtype));
        else if (prev->shape[prev->ndim - 1] != ts[i]->shape[0]) {
            char s1[256], s2[256];
            tensor_shape_str(prev->ndim, prev->shape, s1, sizeof s1);
            tensor_shape_str(ts[i]->ndim, ts[i]->shape, s2, sizeof s2);
            ok = error_raise(in, "multi_dot(): tensors %d and %d with shapes %s and %s cannot be multiplied", i - 1, i,
                             s1, s2);
        }
    }
    if (!ok) {
        free(ts);
        return false;
    }
    /* p[i] x p[i + 1]: matrix i's shape, the vectors as a row and a column */
    int64_t *p = xcalloc((size_t)n + 1, sizeof *p);
    for (int i = 0; i < n; i++) p[i] = i == 0 && ts[0]->ndim == 1 ? 1 : ts[i]->shape[0];
    p[n] = ts[n - 1]->ndim == 1 ? 1 : ts[n - 1]->shape[1];
    int64_t shape[2];
    int nd = 0;
    if (ts[0]->ndim == 2) shape[nd++] = p[0];
    if (ts[n - 1]->ndim == 2) shape[nd++] = p[n];
    Work w = work_new(in, a);
    Value *ms = xcalloc((size_t)n, sizeof *ms);
    for (int i = 0; i < n; i++) ms[i] = items[i];
    if (ts[0]->ndim == 1) ms[0] = work_method(&w, ms[0], "unsqueeze", 1, (Value[]){value_int(0)});
    if (ts[n - 1]->ndim == 1) ms[n - 1] = work_method(&w, ms[n - 1], "unsqueeze", 1, (Value[]){value_int(-1)});
    int *s = xcalloc((size_t)n * (size_t)n, sizeof *s);
    int64_t *cost = xcalloc((size_t)n * (size_t)n, sizeof *cost);
    if (n == 3) {
        /* (AB)C costs a*c*(b + d), A(BC) b*d*(a + c) */
        bool right = p[0] * p[2] * (p[1] + p[3]) > p[1] * p[3] * (p[0] + p[2]);
        s[0 * n + 2] = right ? 0 : 1;
        s[right ? 1 * n + 2 : 0 * n + 1] = right ? 1 : 0;
    } else {
        for (int l = 1; l < n; l++)
            for (int i = 0; i + l < n; i++) {
                int j = i + l;
                cost[i * n + j] = INT64_MAX;
                for (int k = i; k < j; k++) {
                    int64_t q = cost[i * n + k] + cost[(k + 1) * n + j] + p[i] * p[k + 1] * p[j + 1];
                    if (q < cost[i * n + j]) {
                        cost[i * n + j] = q;
                        s[i * n + j] = k;
                    }
                }
            }
    }
    Value r = chain_product(&w, ms, s, n, 0, n - 1);
    r = work_method(&w, r, "view", 1, (Value[]){work_keep(&w, true, value_size_new(shape, nd))});
    free(ts);
    free(p);
    free(ms);
    free(s);
    free(cost);
    return work_done(&w, r, out);
}

/* chain_matmul(*matrices): multi_dot of two or more matrices, a copy of
 * one. */
static bool nn_chain_matmul(Interp *in, const Args *a, Value *out)
{
    Tensor **ts;
    int n;
    if (!args_tensors(in, a, 0, &ts, &n)) return false;
    for (int i = 0; i < n; i++)
        if (ts[i]->ndim != 2) {
            int nd = ts[i]->ndim;
            free(ts);
            return error_raise(in, "Tensor dimension is %d, expected 2 instead.", nd);
        }
    free(ts);
    if (n == 0) return error_raise(in, "chain_matmul(): Expected one or more matrices");
    if (n == 1) return builtins_call_method(in, a, value_as_list(a->p[0])->items[0], "clone", 0, NULL, out);
    return nn_multi_dot(in, a, out);
}

/* ----------------------------------------------------------- attention */

/* p as F's dropouts (a Python comparison) and torch.dropout (its parser)
 * take it. */
bool nn_dropout_p(Interp *in, const Args *a, double *prob)
{
    Value p = a->p[1];
    if (!value_is_number(p)) {
        /* F's dropouts test p < 0.0 in Python; torch.dropout's parser wants a float */
        if (a->fn->flags & BI_MODULE)
            return error_raise_as(in, ERR_TYPE, "'<' not supported between instances of '%s' and 'float'",
                                  value_type_name(p));
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'p' (position 2) must be float, not %s", a->fn->name,
                              value_type_name(p));
    }
    *prob = value_number(p);
    if (*prob >= 0 && *prob <= 1) return true;
    /* torch.dropout's check is ATen's, which prints p as C++ streams a double */
    if (!(a->fn->flags & BI_MODULE))
        return error_raise(in, "dropout probability has to be between 0 and 1, but got %g", *prob);
    Buf text = BUF_INIT;
    if (value_to_text(in, &text, p))
        error_raise_as(in, ERR_VALUE, "dropout probability has to be between 0 and 1, but got %s", text.data);
    buf_free(&text);
    return false;
}

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
    double prob;
    if (!args_need_tensor(in, a, 0) || !nn_dropout_p(in, a, &prob) || !value_truth(in, p[2], &training)) return false;
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

/* PyTorch 2.5's _safe_softmax: zeros for the rows of attn whose every
 * score is -inf (a mask that leaves a query no key), not NaN. */
static Value safe_rows(Work *w, Value scores, Value attn)
{
    Value none_left = work_call_kw(w, "all", 1, (Value[]){work_call(w, "isneginf", 1, &scores)}, 2,
                                   (const char *[]){"dim", "keepdim"}, (Value[]){value_int(-1), value_bool(true)});
    return work_call(w, "masked_fill", 3, (Value[]){attn, none_left, value_int(0)});
}

/* Attention without dropout, in one device operation. */
static bool fused_attention(Interp *in, Tensor *q, Tensor *k, Tensor *v, Tensor *mask, bool causal, double scale,
                            Value *out)
{
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_attention(be, tensor_stream(tensor_device(q)), q, k, v, mask, causal, scale, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* c10's Device as PyTorch's messages print it: cpu or cuda:N. */
static void device_text(const Tensor *t, char *buf, size_t n)
{
    int dev = tensor_device(t);
    if (dev < 0) snprintf(buf, n, "cpu");
    else snprintf(buf, n, "cuda:%d", dev);
}

/* PyTorch 2's validate_sdpa_input: the operands' dtypes, devices and
 * ranks, and the mask's dtype, in its order and words. */
static bool attention_fits(Interp *in, const Tensor *q, const Tensor *k, const Tensor *v, const Tensor *mask)
{
    if (q->dtype != k->dtype || q->dtype != v->dtype)
        return error_raise(in, "Expected query, key, and value to have the same dtype, but got query.dtype: %s key.dtype: "
                           "%s and value.dtype: %s instead.", dtype_cpp_name(q->dtype), dtype_cpp_name(k->dtype),
                           dtype_cpp_name(v->dtype));
    if (tensor_device(q) != tensor_device(k) || tensor_device(q) != tensor_device(v)) {
        char qd[16], kd[16], vd[16];
        device_text(q, qd, sizeof qd);
        device_text(k, kd, sizeof kd);
        device_text(v, vd, sizeof vd);
        return error_raise(in, "Expected query, key, and value to have the same device type, but got query.device: %s "
                           "key.device: %s and value.device: %s instead.", qd, kd, vd);
    }
    if (q->ndim < 2 || k->ndim < 2 || v->ndim < 2)
        return error_raise(in, "Expected query, key, and value to all be  at least 2 dimensional, but got query.dim: "
                           "%d key.dim: %d and value.dim: %d instead.", q->ndim, k->ndim, v->ndim);
    if (mask && mask->dtype != DT_BOOL && mask->dtype != DT_FLOAT32 && mask->dtype != q->dtype)
        return error_raise(in, "Expected attn_mask dtype to be bool or float or to match query dtype, but got "
                           "attn_mask.dtype: %s and  query.dtype: %s instead.", dtype_cpp_name(mask->dtype),
                           dtype_cpp_name(q->dtype));
    return true;
}

/* The attention of query, key and value (tensors) once checked, with the
 * call's mask p[3], dropout p[4] and causal flag: one device operation
 * where dispatch_attention takes it, else matmul and softmax. */
static bool attend(Interp *in, const Args *a, Value query, Value key, Value value, bool causal, Value scale,
                   Value *out)
{
    const Value *p = a->p;
    Tensor *q = value_as_tensor(query), *mask = p[3].kind != V_NONE ? value_as_tensor(p[3]) : NULL;
    if (value_number(p[4]) == 0 && dispatch_attention_takes(q, value_as_tensor(key), value_as_tensor(value), mask))
        return fused_attention(in, q, value_as_tensor(key), value_as_tensor(value), mask, causal, value_number(scale),
                               out);
    Work w = work_new(in, a);
    Value kt = work_method(&w, key, "transpose", 2, (Value[]){value_int(-2), value_int(-1)});
    /* A power of two scales q instead of the scores, T / E times fewer
     * elements: every product and partial sum scales exactly, so the
     * scores' bits are the same. */
    int e;
    bool exact = frexp(value_number(scale), &e) == 0.5 && q->dtype != DT_FLOAT16;
    Value scores = exact ? work_call(&w, "matmul", 2, (Value[]){work_binary(&w, OP_MUL, query, scale), kt})
                         : work_binary(&w, OP_MUL, work_call(&w, "matmul", 2, (Value[]){query, kt}), scale);
    Value masked = value_none(), ninf = value_float(-INFINITY);
    if (mask && mask->dtype == DT_BOOL)
        masked = work_call(&w, "logical_not", 1, &p[3]);
    else if (mask)
        scores = work_binary(&w, OP_ADD, scores, p[3]);
    if (masked.kind != V_NONE) scores = work_call(&w, "masked_fill", 3, (Value[]){scores, masked, ninf});
    Value attn = causal ? causal_softmax(&w, scores)
                        : work_call_kw(&w, "softmax", 2, (Value[]){scores, value_int(-1)}, 0, NULL, NULL);
    if (mask) attn = safe_rows(&w, scores, attn);
    if (value_number(p[4]) > 0) attn = work_call(&w, "dropout", 3, (Value[]){attn, p[4], value_bool(true)});
    return work_done(&w, work_call(&w, "matmul", 2, (Value[]){attn, value}), out);
}

/* x (key or value) with each of its heads (dimension -3) repeated to
 * query's count of heads, as PyTorch 2.5's enable_gqa repeat_interleaves
 * them; x itself (a new reference) when the counts agree. */
static bool heads_for(Interp *in, const Args *a, const Tensor *q, Value x, Value *out)
{
    const Tensor *t = value_as_tensor(x);
    int64_t qh = q->ndim >= 3 ? q->shape[q->ndim - 3] : 1, h = t->ndim >= 3 ? t->shape[t->ndim - 3] : 1;
    if (qh == h || h == 0 || qh % h != 0) {
        *out = value_retain(x);
        return true;
    }
    return builtins_call_method(in, a, x, "repeat_interleave", 2, (Value[]){value_int(qh / h), value_int(-3)}, out);
}

/* scaled_dot_product_attention(query, key, value, attn_mask=None,
 * dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
 * softmax(q @ k^T * scale + bias) @ v, the bias -inf where a bool
 * attn_mask is False or, causal, above the diagonal (key j > query i: the
 * softmax's own mask), or a float attn_mask added; a query left no key
 * gives zeros (PyTorch 2.5's safe softmax); scale None is 1 / sqrt(E);
 * enable_gqa repeats key's and value's heads to query's.  Without
 * dropout, heads of 32, 64 or 128 in float32, float16 or bfloat16 (and a
 * mask of bool or their dtype no larger than the scores) take one
 * operation (dispatch_attention, in float32), the rest compose matmul and
 * softmax. */
bool nn_attention(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    for (int i = 0; i < 3; i++)
        if (!args_need_tensor(in, a, i)) return false;
    Tensor *q = value_as_tensor(p[0]), *k = value_as_tensor(p[1]), *v = value_as_tensor(p[2]);
    bool causal, gqa;
    if (!value_truth(in, p[5], &causal) || !value_truth(in, p[7], &gqa) || !need_number(in, a, 4)) return false;
    if (p[3].kind != V_NONE && !args_need_tensor(in, a, 3)) return false;
    if (p[6].kind != V_NONE && !need_number(in, a, 6)) return false;
    Tensor *mask = p[3].kind != V_NONE ? value_as_tensor(p[3]) : NULL;
    if (!attention_fits(in, q, k, v, mask)) return false;
    if (causal && mask)
        return error_raise(in, "_scaled_dot_product_attention: Explicit attn_mask should not be set when "
                           "is_causal=True");
    Value scale = p[6].kind != V_NONE ? p[6] : value_float(1.0 / sqrt((double)q->shape[q->ndim - 1]));
    if (!gqa) return attend(in, a, p[0], p[1], p[2], causal, scale, out);
    Value key, value;
    if (!heads_for(in, a, q, p[1], &key)) return false;
    bool ok = heads_for(in, a, q, p[2], &value);
    if (ok) {
        ok = attend(in, a, p[0], key, value, causal, scale, out);
        value_release(value);
    }
    value_release(key);
    return ok;
}

/* ----------------------------------------------------------- distances */

bool nn_unit(Interp *in, const Args *a, Value x, Value p, Value dim, Value eps, Value into, Value *out)
{
    Work w = work_new(in, a);
    Value norm = work_call_kw(&w, "norm", 3, (Value[]){x, p, dim}, 1, (const char *[]){"keepdim"},
                              (Value[]){value_bool(true)});
    Value clamped = work_call_kw(&w, "clamp", 1, &norm, 1, (const char *[]){"min"}, &eps);
    if (into.kind == V_NONE) return work_done(&w, work_binary(&w, OP_DIV, x, clamped), out);
    /* as PyTorch's torch.div(input, denom, out=out) */
    return work_done(&w, work_call_kw(&w, "div", 2, (Value[]){x, clamped}, 1, (const char *[]){"out"}, &into), out);
}

/* cosine_similarity(x1, x2, dim=1, eps=1e-08), as PyTorch 2 computes it:
 * x1 and x2 expanded to their broadcast shape, then sum((x1 / max(|x1|,
 * eps)) * (x2 / max(|x2|, eps))) along dim. */
bool nn_cosine(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    TensorPromotion tp = TENSOR_PROMOTION_INIT;
    for (int i = 0; i < 2; i++) tensor_promotion_tensor(&tp, value_as_tensor(p[i])->dtype, value_as_tensor(p[i])->ndim);
    DType common = tensor_promotion_result(&tp);
    if (!dtype_is_float(common))
        return error_raise(in, "expected common dtype to be floating point, yet common dtype is %s",
                           tensor_type_name(common));
    const Tensor *t1 = value_as_tensor(p[0]), *t2 = value_as_tensor(p[1]);
    int nd;
    int64_t shape[TENSOR_MAX_DIMS];
    Error err;
    if (!tensor_broadcast_shapes(t1->ndim, t1->shape, t2->ndim, t2->shape, &nd, shape, &err))
        return tensor_fail(in, &err);
    Work w = work_new(in, a);
    Value unit[2];
    for (int i = 0; i < 2; i++) {
        unit[i] = value_none();
        /* an integer input is taken in the common dtype, as PyTorch's */
        Value x = dtype_is_float(value_as_tensor(p[i])->dtype)
                      ? p[i] : work_method(&w, p[i], "to", 1, (Value[]){value_dtype(common)});
        x = work_method(&w, x, "expand", 1, (Value[]){functional_ints(&w, shape, nd)});
        if (w.ok) work_keep(&w, nn_unit(in, a, x, value_int(2), p[2], p[3], value_none(), &unit[i]), unit[i]);
    }
    Value prod = work_binary(&w, OP_MUL, unit[0], unit[1]);
    return work_done(&w, work_call_kw(&w, "sum", 1, &prod, 1, (const char *[]){"dim"}, &p[2]), out);
}

/* pairwise_distance(x1, x2, p=2.0, eps=1e-06, keepdim=False): the p-norm
 * of x1 - x2 + eps along the last dimension, as PyTorch's. */
bool nn_pairwise_distance(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    Work w = work_new(in, a);
    Value diff = work_binary(&w, OP_ADD, work_binary(&w, OP_SUB, p[0], p[1]), p[3]);
    return work_done(&w, work_call_kw(&w, "norm", 3, (Value[]){diff, p[2], value_int(-1)}, 1,
                                      (const char *[]){"keepdim"}, &p[4]), out);
}

/* cdist(x1, x2, p=2.0, compute_mode=None): the p-norm of every row of x1
 * less every row of x2, batched, in one operation (dispatch_cdist);
 * always the direct differences (PyTorch takes a matrix product for p = 2
 * past 25 rows, which may change the last bits). */
static bool nn_cdist(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *x[2];
    if (!args_tensor(in, a, 0, &x[0]) || !args_tensor(in, a, 1, &x[1])) return false;
    /* torch.cdist hands p to _VF.cdist, whose parser names its position */
    if (!value_is_number(p[2]))
        return error_raise_as(in, ERR_TYPE, "cdist(): argument 'p' (position 3) must be float, not %s",
                              value_type_name(p[2]));
    for (int i = 0; i < 2; i++)
        if (x[i]->ndim < 2)
            return error_raise(in, "cdist only supports at least 2D tensors, X%d got: %dD", i + 1, x[i]->ndim);
    int64_t c1 = x[0]->shape[x[0]->ndim - 1], c2 = x[1]->shape[x[1]->ndim - 1];
    if (c1 != c2)
        return error_raise(in, "X1 and X2 must have the same number of columns. X1: %lld X2: %lld", (long long)c1,
                           (long long)c2);
    for (int i = 0; i < 2; i++)
        if (!dtype_is_float(x[i]->dtype))
            return error_raise(in, "cdist only supports floating-point dtypes, X%d got: %s", i + 1,
                               tensor_type_name(x[i]->dtype));
    if (value_number(p[2]) < 0) return error_raise(in, "cdist only supports non-negative p values");
    /* PyTorch's kernel reads x2 as x1's dtype: it promotes nothing */
    if (x[0]->dtype != x[1]->dtype)
        return error_raise(in, "expected scalar type %s but found %s", tensor_type_name(x[0]->dtype),
                           tensor_type_name(x[1]->dtype));
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_cdist(be, tensor_stream(tensor_device(x[0])), x[0], x[1], value_number(p[2]), &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* dist(input, other, p=2): the p-norm of input - other, as ATen's norm
 * (not torch.norm's linalg.vector_norm) words its refusal of integers. */
static bool nn_dist(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    Work w = work_new(in, a);
    Value diff = work_binary(&w, OP_SUB, p[0], p[1]);
    DType dt = w.ok ? value_as_tensor(diff)->dtype : DT_FLOAT32;
    if (!dtype_is_float(dt)) {
        Value none;
        work_done(&w, value_none(), &none);
        return error_raise(in, "norm(): input dtype should be either floating point or complex. Got %s instead.",
                           tensor_type_name(dt));
    }
    return work_done(&w, work_call(&w, "norm", 2, (Value[]){diff, p[2]}), out);
}

/* -------------------------------------------------------- elementwise */

/* x as a float tensor: an integer or bool one as float32, as PyTorch's
 * unary float operations promote. */
static Value floating(Work *w, Value x)
{
    if (!w->ok || dtype_is_float(value_as_tensor(x)->dtype)) return x;
    return work_method(w, x, "float", 0, NULL);
}

/* logit(input, eps=None): log(z / (1 - z)), z input clamped to [eps, 1 -
 * eps] when eps is given. */
static bool nn_logit(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    if (p[1].kind != V_NONE && !need_number(in, a, 1)) return false;
    Work w = work_new(in, a);
    Value z = floating(&w, p[0]);
    if (p[1].kind != V_NONE) z = work_call(&w, "clamp", 3, (Value[]){z, p[1], value_float(1.0 - value_number(p[1]))});
    Value odds = work_binary(&w, OP_DIV, z, work_binary(&w, OP_SUB, value_int(1), z));
    return work_done(&w, work_call(&w, "log", 1, &odds), out);
}

/* xlogy(input, other): input * log(other), 0 where input is 0 and other
 * is no NaN, in the operands' common float dtype (one elementwise op);
 * special.xlog1py (data XLOG1PY, module.c's row) the same with
 * log1p(other). */
bool nn_xlogy(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[0].kind != V_TENSOR && p[1].kind != V_TENSOR) return args_need_tensor(in, a, 0);
    Operand xs[2];
    for (int i = 0; i < 2; i++)
        if (!tensor_operand(p[i], &xs[i])) return args_need_tensor(in, a, i);
    return tensor_run(in, a->fn->data == XLOG1PY ? OP_xlog1py : OP_xlogy, xs, 2, out);
}

/* torch.relu_(input) and torch.sigmoid_ (by name): the method of that
 * name, input written and returned. */
static bool nn_inplace(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    return builtins_call_method(in, a, a->p[0], a->fn->name, 0, NULL, out);
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
    {"addbmm", V_TENSOR, FM, nn_addmm, "input, batch1, batch2, *, beta=1, alpha=1", ADD_BBM,
     "beta * input + alpha * the sum of bmm(batch1, batch2) over the batch"},
    {"addmm_", V_TENSOR, BI_METHOD, nn_addmm_, "mat1, mat2, *, beta=1, alpha=1", ADD_MM, "t.addmm(...), in place"},
    {"baddbmm_", V_TENSOR, BI_METHOD, nn_addmm_, "batch1, batch2, *, beta=1, alpha=1", ADD_BMM,
     "t.baddbmm(...), in place"},
    {"addbmm_", V_TENSOR, BI_METHOD, nn_addmm_, "batch1, batch2, *, beta=1, alpha=1", ADD_BBM,
     "t.addbmm(...), in place"},
    {"tensordot", V_NONE, BI_FUNC, nn_tensordot, "a, b, dims=2, out=None", 0,
     "the sum of a * b over dims (a's last dims and b's first, or two lists)"},
    {"addmv", V_TENSOR, FM, nn_addmm, "input, mat, vec, *, beta=1, alpha=1", ADD_MV,
     "beta * input + alpha * (mat @ vec)"},
    {"addr", V_TENSOR, FM, nn_addmm, "input, vec1, vec2, *, beta=1, alpha=1", ADD_R,
     "beta * input + alpha * outer(vec1, vec2)"},
    {"chain_matmul", V_NONE, BI_FUNC, nn_chain_matmul, "*matrices", 0,
     "the product of the matrices (linalg.multi_dot's order)"},
    {"addmv_", V_TENSOR, BI_METHOD, nn_addmm_, "mat, vec, *, beta=1, alpha=1", ADD_MV, "t.addmv(...), in place"},
    {"addr_", V_TENSOR, BI_METHOD, nn_addmm_, "vec1, vec2, *, beta=1, alpha=1", ADD_R, "t.addr(...), in place"},
    {"cosine_similarity", V_NONE, BI_FUNC, nn_cosine, "x1, x2, dim=1, eps=1e-08", 0, "along dim"},
    {"pairwise_distance", V_NONE, BI_FUNC, nn_pairwise_distance, "x1, x2, p=2.0, eps=1e-06, keepdim=False", 0,
     "the p-norm of x1 - x2 + eps along the last dimension"},
    {"cdist", V_NONE, BI_FUNC, nn_cdist, "x1, x2, p=2.0, compute_mode=None", 0,
     "the p-norm distance of each row of x1 to each row of x2"},
    {"dist", V_TENSOR, FM, nn_dist, "input, other, p=2", 0, "the p-norm of input - other"},
    {"logit", V_TENSOR, FM, nn_logit, "input, eps=None", 0, "log(x / (1 - x)), x clamped to [eps, 1 - eps]"},
    {"xlogy", V_TENSOR, FM, nn_xlogy, "input, other", XLOGY, "input * log(other), 0 where input is 0"},
    {"relu_", V_NONE, BI_FUNC, nn_inplace, "input", 0, "input.relu_()"},
    {"sigmoid_", V_NONE, BI_FUNC, nn_inplace, "input", 0, "input.sigmoid_()"},
    {"dropout", V_NONE, BI_FUNC, nn_dropout, "input, p, train", 0,
     "zero elements with probability p (when train), scale the rest by 1 / (1 - p)"},
};

void nn_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
