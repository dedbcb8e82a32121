/* functional.c: torch.nn.functional (the activations, normalize, linear,
 * the simple losses, one_hot) and torch.linalg (norms, matmul),
 * written with the tensor operations that exist (module.h).  Where
 * PyTorch computes in one kernel what takes several here (silu, elu,
 * softplus), the steps run in float64 and round once to the input's
 * dtype, so the printed results agree with PyTorch's. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/dispatch_linalg.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/conv.h"
#include "values/module.h"
#include "values/nn.h"
#include "base/error.h"
#include "tensor/dispatch_index.h"

/* Parameter i must be a tensor (args_tensor's message). */
static bool need_tensor(Interp *in, const Args *a, int i)
{
    Tensor *t;
    return args_tensor(in, a, i, &t);
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
    if (!builtins_call_method(in, a, x, "double", 0, NULL, wide)) return false;
    Value dt;
    if (!builtins_get_attr(in, x, "dtype", &dt)) {
        value_release(*wide);
        return false;
    }
    *dtype = dt;
    return true;
}

/* -------------------------------------------------------- activations */

/* relu, sigmoid, tanh: the operation of that name, by data; relu has
 * inplace=. */
enum { ACT_RELU, ACT_SIGMOID, ACT_TANH };
static const char *const activations[] = {[ACT_RELU] = "relu", [ACT_SIGMOID] = "sigmoid", [ACT_TANH] = "tanh"};

static bool f_same(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!need_tensor(in, a, 0)) return false;
    Value r;
    if (!builtins_call_name(in, a, activations[a->fn->data], 1, p, 0, NULL, NULL, &r)) return false;
    bool inplace = false;
    if (a->fn->data == ACT_RELU && !value_truth(in, p[1], &inplace)) {
        value_release(r);
        return false;
    }
    if (!inplace) {
        *out = r;
        return true;
    }
    Value ignored;
    bool ok = builtins_call_method(in, a, p[0], "copy_", 1, &r, &ignored);
    value_release(r);
    if (!ok) return false;
    value_release(ignored);
    *out = value_retain(p[0]);
    return true;
}

/* hardtanh(input, min_val=-1.0, max_val=1.0) and relu6(input), by data */
enum { CLAMP_HARDTANH, CLAMP_RELU6 };

static bool f_hardtanh(Interp *in, const Args *a, Value *out)
{
    if (!need_tensor(in, a, 0)) return false;
    Value v[3] = {a->p[0], value_float(0.0), value_float(6.0)};
    if (a->fn->data == CLAMP_HARDTANH) v[1] = a->p[1], v[2] = a->p[2];
    return builtins_call_name(in, a, "clamp", 3, v, 0, NULL, NULL, out);
}

/* softmax(input, dim=None, dtype=None) and log_softmax: PyTorch's
 * implicit dimension when dim is None (0 for 0-, 1- and 3-d input, else 1). */
enum { SOFTMAX, SOFTMAX_LOG };
static const char *const softmaxes[] = {[SOFTMAX] = "softmax", [SOFTMAX_LOG] = "log_softmax"};

static bool f_softmax(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!need_tensor(in, a, 0)) return false;
    Value v[2] = {p[0], p[1]};
    if (p[1].kind == V_NONE) {
        Value nd;
        if (!builtins_get_attr(in, p[0], "ndim", &nd)) return false;
        v[1] = value_int(nd.u.i == 0 || nd.u.i == 1 || nd.u.i == 3 ? 0 : 1);
    }
    const char *name = softmaxes[a->fn->data];
    if (p[3].kind == V_NONE) return builtins_call_name(in, a, name, 2, v, 0, NULL, NULL, out);
    return builtins_call_name(in, a, name, 2, v, 1, (const char *[]){"dtype"}, &p[3], out);
}

/* leaky_relu(input, negative_slope=0.01): where(x > 0, x, x * slope) */
static bool f_leaky_relu(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!need_tensor(in, a, 0)) return false;
    Value pos, scaled;
    if (!value_binary(in, OP_GT, p[0], value_int(0), &pos)) return false;
    if (!value_binary(in, OP_MUL, p[0], p[1], &scaled)) {
        value_release(pos);
        return false;
    }
    bool ok = builtins_call_name(in, a, "where", 3, (Value[]){pos, p[0], scaled}, 0, NULL, NULL, out);
    value_release(pos);
    value_release(scaled);
    return ok;
}

/* silu, elu, softplus (by data): computed in float64, rounded once; float
 * inputs only, as PyTorch's kernels. */
enum { SMOOTH_SILU, SMOOTH_ELU, SMOOTH_SOFTPLUS };

static bool f_smooth(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool ok;
    if (!need_tensor(in, a, 0)) return false;
    const Tensor *t = value_as_tensor(p[0]);
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "\"%s_%s\" not implemented for '%s'", a->fn->name, tensor_device(t) < 0 ? "cpu" : "cuda",
                           tensor_type_name(t->dtype));
    Value x, dtype, cur;
    if (!widen(in, a, p[0], &x, &dtype)) return false;
    if (a->fn->data == SMOOTH_SILU) {
        /* x / (1 + exp(-x)) */
        Value e;
        ok = value_unary(in, '-', x, &cur);
        ok = ok && step(builtins_call_name(in, a, "exp", 1, &cur, 0, NULL, NULL, &e), &cur, e);
        ok = ok && step(value_binary(in, OP_ADD, cur, value_int(1), &e), &cur, e);
        ok = ok && step(value_binary(in, OP_DIV, x, cur, &e), &cur, e);
    } else if (a->fn->data == SMOOTH_ELU) {
        /* where(x > 0, x, alpha * (exp(x) - 1)) */
        Value e, pos;
        cur = value_retain(x);
        ok = step(builtins_call_name(in, a, "exp", 1, &cur, 0, NULL, NULL, &e), &cur, e);
        ok = ok && step(value_binary(in, OP_SUB, cur, value_int(1), &e), &cur, e);
        ok = ok && step(value_binary(in, OP_MUL, cur, p[1], &e), &cur, e);
        if (ok && value_binary(in, OP_GT, x, value_int(0), &pos)) {
            ok = step(builtins_call_name(in, a, "where", 3, (Value[]){pos, x, cur}, 0, NULL, NULL, &e), &cur, e);
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
            ok = step(builtins_call_name(in, a, "exp", 1, &cur, 0, NULL, NULL, &e), &cur, e);
            ok = ok && step(value_binary(in, OP_ADD, cur, value_int(1), &e), &cur, e);
            ok = ok && step(builtins_call_name(in, a, "log", 1, &cur, 0, NULL, NULL, &e), &cur, e);
            ok = ok && step(value_binary(in, OP_DIV, cur, p[1], &e), &cur, e);
            if (ok && value_binary(in, OP_GT, bx, p[2], &big)) {
                ok = step(builtins_call_name(in, a, "where", 3, (Value[]){big, x, cur}, 0, NULL, NULL, &e), &cur, e);
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
        ok = builtins_call_method(in, a, cur, "to", 1, &dtype, &r);
        if (ok) *out = r;
    }
    value_release(cur);
    value_release(dtype);
    return ok;
}

/* x / max(norm(x, p, dim), eps), the norm kept along dim. */
static bool unit(Interp *in, const Args *a, Value x, Value p, Value dim, Value eps, Value *out)
{
    Value norm, clamped;
    if (!builtins_call_name(in, a, "norm", 3, (Value[]){x, p, dim}, 1, (const char *[]){"keepdim"},
                            (Value[]){value_bool(true)}, &norm))
        return false;
    bool ok = builtins_call_name(in, a, "clamp", 1, &norm, 1, (const char *[]){"min"}, &eps, &clamped);
    value_release(norm);
    if (!ok) return false;
    ok = value_binary(in, OP_DIV, x, clamped, out);
    value_release(clamped);
    return ok;
}

/* normalize(input, p=2.0, dim=1, eps=1e-12): x / max(norm(x, p, dim), eps) */
static bool f_normalize(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    return need_tensor(in, a, 0) && unit(in, a, p[0], p[1], p[2], p[3], out);
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
    if (!need_tensor(in, a, 0)) return false;
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
    if (!need_tensor(in, a, 0)) return false;
    const char *red = p[4].kind == V_NONE ? "mean" : p[4].kind == V_STR ? value_as_str(p[4])->data : "";
    if (strcmp(red, "mean") != 0 && strcmp(red, "sum") != 0 && strcmp(red, "none") != 0)
        return error_raise_as(in, ERR_VALUE, "%s is not a valid value for reduction", red);
    Value diff, e;
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
    return need_tensor(in, a, 0) && one_hot(in, a, a->p[0], a->p[1], out);
}

/* embedding(input, weight, ...): weight's rows at input, in input's shape
 * with a last dimension of weight's width (index_select's kernel). */
static bool f_embedding(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!need_tensor(in, a, 0) || !need_tensor(in, a, 1)) return false;
    Tensor *idx = value_as_tensor(p[0]), *weight = value_as_tensor(p[1]);
    if (weight->ndim != 2) return error_raise(in, "'weight' must be 2-D");
    if (idx->dtype != DT_INT64 && idx->dtype != DT_INT32)
        return error_raise(in, "Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           "Long, Int; but got %s instead (while checking arguments for embedding)",
                           tensor_type_name(idx->dtype));
    Value flat, rows, shape;
    if (!builtins_call_method(in, a, p[0], "reshape", 1, (Value[]){value_int(-1)}, &flat)) return false;
    bool ok = builtins_call_name(in, a, "index_select", 3, (Value[]){p[1], value_int(0), flat}, 0, NULL, NULL, &rows);
    value_release(flat);
    if (!ok) return false;
    shape = value_list_new(V_LIST, (size_t)idx->ndim + 1);
    for (int d = 0; d < idx->ndim; d++) value_list_push(shape, value_int(idx->shape[d]));
    value_list_push(shape, value_int(weight->shape[1]));
    ok = builtins_call_method(in, a, rows, "reshape", 1, &shape, out);
    value_release(shape);
    value_release(rows);
    return ok;
}

/* pad's modes. */
enum { PAD_CONSTANT, PAD_REFLECT, PAD_REPLICATE, PAD_CIRCULAR };

/* Where element i (from -l to n + r - 1) of a padded dimension of size n
 * reads from, in mode. */
static int64_t pad_source(int mode, int64_t i, int64_t n)
{
    switch (mode) {
    case PAD_REFLECT: return i < 0 ? -i : i >= n ? 2 * (n - 1) - i : i;
    case PAD_REPLICATE: return i < 0 ? 0 : i >= n ? n - 1 : i;
    default: return ((i % n) + n) % n;
    }
}

/* Where the n + l + r elements of a dimension of size n widened by l and
 * r (either may be negative) read from, in mode, into src. */
static void pad_sources(int mode, int64_t n, int64_t l, int64_t r, int64_t *src)
{
    int64_t k = 0;
    if (mode == PAD_CIRCULAR) {
        /* PyTorch crops first and wraps around what is left */
        int64_t start = l < 0 ? -l : 0, m = n - start - (r < 0 ? -r : 0);
        l = l > 0 ? l : 0;
        r = r > 0 ? r : 0;
        for (int64_t i = -l; i < m + r; i++) src[k++] = start + pad_source(mode, i, m);
    } else {
        for (int64_t i = -l; i < n + r; i++) src[k++] = pad_source(mode, i, n);
    }
}

/* x with its last k dims widened by lo and hi in a reflect, replicate or
 * circular mode: one index kernel (advanced indexing's) over x's element
 * offsets of each new element, made here and copied to x's device
 * without waiting for it. */
static bool pad_index(Interp *in, Tensor *x, int mode, int k, const int64_t *lo, const int64_t *hi, Value *out)
{
    int nd = x->ndim, first = nd - k;
    int64_t shape[TENSOR_MAX_DIMS], count = 1, most = 0;
    for (int d = 0; d < nd; d++) {
        shape[d] = d < first ? x->shape[d] : x->shape[d] + lo[d] + hi[d];
        if (d >= first) {
            count *= shape[d];
            most = shape[d] > most ? shape[d] : most;
        }
    }
    int64_t *offs = malloc((size_t)count * sizeof *offs), *src = malloc((size_t)most * sizeof *src);
    if (!offs || !src) {
        free(offs);
        free(src);
        return error_raise(in, "out of host memory for pad's offsets");
    }
    /* the offsets of the dims so far, row-major, widened by one dim at a time */
    int64_t have = 1;
    offs[0] = 0;
    for (int d = first; d < nd; d++) {
        pad_sources(mode, x->shape[d], lo[d], hi[d], src);
        for (int64_t j = have - 1; j >= 0; j--)
            for (int64_t c = shape[d] - 1; c >= 0; c--) offs[j * shape[d] + c] = offs[j] + src[c] * x->strides[d];
        have *= shape[d];
    }
    free(src);
    const Backend *be;
    Error err;
    Tensor *t = NULL, *r;
    int dev = tensor_device(x);
    DevStream *s = tensor_stream(dev);
    bool ok = tensor_backend(in, &be) &&
              ((dispatch_from_host(be, s, dev, DT_INT64, k, shape + first, offs, &t, &err) &&
                dispatch_index(be, s, x, ((1u << k) - 1) << first, first, t, nd, shape, &r, &err)) ||
               tensor_fail(in, &err));
    free(offs);
    tensor_release(t);
    if (ok) *out = value_tensor(r);
    return ok;
}

/* The checks PyTorch's reflection, replication and circular pads make of
 * pad pair k (from the last dimension) against that dimension's size n. */
static bool pad_fits(Interp *in, int mode, const Tensor *x, int k, int64_t l, int64_t r)
{
    int d = x->ndim - 1 - k;
    int64_t n = x->shape[d];
    if (mode == PAD_REFLECT && (l >= n || r >= n)) {
        char s[200];
        tensor_shape_str(x->ndim, x->shape, s, sizeof s);
        return error_raise(in, "Argument #%d: Padding size should be less than the corresponding input dimension, but "
                           "got: padding (%lld, %lld) at dimension %d of input %s", 4 + 2 * k, (long long)l,
                           (long long)r, d, s);
    }
    if (mode == PAD_CIRCULAR && (l > n || r > n))
        return error_raise(in, "Padding value causes wrapping around more than once.");
    if (n + (l < 0 ? l : 0) + (r < 0 ? r : 0) <= 0)
        return error_raise(in, "The input size %lld, plus negative padding %lld and %lld resulted in a negative output "
                           "size, which is invalid. Check dimension %d of your input.", (long long)n, (long long)l,
                           (long long)r, d);
    if (n == 0)
        return error_raise(in, "pad(): dimension %d of input has size 0, which mode '%s' cannot pad", d,
                           mode == PAD_REFLECT ? "reflect" : mode == PAD_REPLICATE ? "replicate" : "circular");
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
    if (!need_tensor(in, a, 0)) return false;
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
    else if (npairs > nd) ok = error_raise(in, "Padding length too large");
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
        for (int k = 0; k < npairs; k++)
            if (!pad_fits(in, mode, x, k, lo[nd - 1 - k], hi[nd - 1 - k])) return false;
        return pad_index(in, x, mode, npairs, lo, hi, out);
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
    if (!probs && y->dtype != DT_INT64)
        return error_raise(in, "expected scalar type Long but found %s", tensor_type_name(y->dtype));
    if (!probs && x->ndim <= 2 && y->ndim > 1)
        return error_raise(in, "0D or 1D target tensor expected, multi-target not supported");
    if (!probs && x->ndim == 2 && (y->ndim == 0 || y->shape[0] != x->shape[0]))
        return error_raise_as(in, ERR_VALUE, "Expected input batch_size (%lld) to match target batch_size (%lld).",
                              (long long)x->shape[0], y->ndim ? (long long)y->shape[0] : 1LL);
    if (!probs && x->ndim > 2 && !target_fits(x, y)) {
        char want[256], got[256];
        return error_raise(in, "Expected target size %s, got %s", shape_text(x, true, want, sizeof want),
                           shape_text(y, false, got, sizeof got));
    }
    Value weight = a->p[2];
    if (weight.kind == V_NONE) return true;
    if (weight.kind != V_TENSOR) return need_tensor(in, a, 2);
    const Tensor *wt = value_as_tensor(weight);
    if (wt->ndim != 1 || wt->shape[0] != classes)
        return error_raise(in, "weight tensor should be defined either for all %lld classes or no classes but got "
                           "weight tensor of shape: [%lld]", (long long)classes, (long long)tensor_numel(wt));
    return true;
}

/* The first target not ignored that names no class: PyTorch's IndexError
 * (a GPU would assert). */
static bool check_classes(Work *w, Value target, Value valid, int64_t classes)
{
    Value lo = work_binary(w, OP_LT, target, value_int(0));
    Value hi = work_binary(w, OP_GE, target, value_int(classes));
    Value bad = work_binary(w, OP_BITAND, work_binary(w, OP_BITOR, lo, hi), valid);
    Value any = work_call(w, "any", 1, &bad);
    bool found = false;
    if (!w->ok || !(w->ok = value_truth(w->in, any, &found)) || !found) return w->ok;
    Value flags = work_call(w, "where", 3, (Value[]){bad, value_int(1), value_int(0)});
    Value first = work_call(w, "argmax", 1, &flags);
    Value at = value_none();
    if (w->ok) work_keep(w, value_index(w->in, target, &first, 1, &at), at);
    Value item = work_method(w, at, "item", 0, NULL);
    if (w->ok) w->ok = error_raise_as(w->in, ERR_INDEX, "Target %lld is out of bounds.", (long long)item.u.i);
    return false;
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
    const char *red = p[6].kind == V_STR ? value_as_str(p[6])->data : "mean";
    double smoothing = ce && p[7].kind != V_NONE ? (p[7].kind == V_FLOAT ? p[7].u.f : (double)p[7].u.i) : 0.0;
    if (strcmp(red, "mean") != 0 && strcmp(red, "sum") != 0 && strcmp(red, "none") != 0)
        return error_raise_as(in, ERR_VALUE, "%s is not a valid value for reduction", red);
    Tensor *x = value_as_tensor(p[0]), *y = value_as_tensor(p[1]);
    if (x->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
    int64_t classes = x->ndim == 1 ? x->shape[0] : x->shape[1];
    /* A target of input's shape holds probabilities (cross_entropy only). */
    bool probs = ce && y->ndim == x->ndim && memcmp(y->shape, x->shape, (size_t)x->ndim * sizeof *x->shape) == 0;
    if (!nll_check(in, a, probs, classes)) return false;
    Work w = work_new(in, a);
    Value minus1 = value_int(-1), last = value_int(-1), one = value_int(1), zero = value_float(0.0);
    /* Scores as rows of classes, the class dimension moved last; the
     * shape 'none' gives back is the target's without it. */
    Value scores = x->ndim == 1 ? p[0] : work_method(&w, p[0], "movedim", 2, (Value[]){one, last});
    scores = work_method(&w, scores, "reshape", 1, (Value[]){pair(&w, -1, classes)});
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
    /* Class indices: each not ignored picked from its row (gather, so a
     * -inf elsewhere in the row stays out), weighted, ignored rows 0. */
    Value target = work_method(&w, p[1], "reshape", 1, &minus1);
    Value valid = work_binary(&w, OP_NE, target, ignore);
    if (w.ok && !check_classes(&w, target, valid, classes)) return work_done(&w, value_none(), out);
    Value safe = work_call(&w, "where", 3, (Value[]){valid, target, value_int(0)});
    Value picked = work_method(&w, logp, "gather", 2, (Value[]){one, work_method(&w, safe, "unsqueeze", 1, &one)});
    picked = work_method(&w, picked, "reshape", 1, &minus1);
    Value ones = value_none();
    if (weight.kind == V_NONE) ones = work_method(&w, picked, "new_ones", 1, (Value[]){work_attr(&w, picked, "shape")});
    Value wt = weight.kind != V_NONE ? work_method(&w, weight, "index_select", 2, (Value[]){value_int(0), safe}) : ones;
    wt = work_call(&w, "where", 3, (Value[]){valid, wt, zero});
    Value loss = work_binary(&w, OP_MUL, work_binary(&w, OP_MUL, picked, wt), minus1);
    Value nll = work_call(&w, "where", 3, (Value[]){valid, loss, zero});
    Value count = work_call(&w, "sum", 1, &wt);
    r = reduce_rows(&w, red, nll, count, shape);
    if (smoothing > 0.0) {
        /* (1 - ls) * nll + ls / C * -(logp * weight).sum(1), ignored rows
         * 0; 'mean' divides the smoothing part by the same weights. */
        Value lw = wrow.kind != V_NONE ? work_binary(&w, OP_MUL, logp, wrow) : logp;
        Value all = work_binary(&w, OP_MUL, work_method(&w, lw, "sum", 1, &one), minus1);
        Value smooth = reduce_rows(&w, red, work_call(&w, "where", 3, (Value[]){valid, all, zero}), count, shape);
        r = work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, r, value_float(1.0 - smoothing)),
                        work_binary(&w, OP_MUL, smooth, value_float(smoothing / (double)classes)));
    }
    return work_done(&w, r, out);
}

/* cosine_similarity(x1, x2, dim=1, eps=1e-8), as PyTorch 2 computes it:
 * sum((x1 / max(|x1|, eps)) * (x2 / max(|x2|, eps))) along dim. */
static bool f_cosine(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!need_tensor(in, a, 0) || !need_tensor(in, a, 1)) return false;
    Value unit_x1, unit_x2;
    if (!unit(in, a, p[0], value_int(2), p[2], p[3], &unit_x1)) return false;
    if (!unit(in, a, p[1], value_int(2), p[2], p[3], &unit_x2)) {
        value_release(unit_x1);
        return false;
    }
    Value prod;
    bool ok = value_binary(in, OP_MUL, unit_x1, unit_x2, &prod);
    value_release(unit_x1);
    value_release(unit_x2);
    if (!ok) return false;
    ok = builtins_call_name(in, a, "sum", 1, &prod, 1, (const char *[]){"dim"}, &p[2], out);
    value_release(prod);
    return ok;
}

#define MF (BI_FUNC | BI_MODULE)
static const Builtin f_rows[] = {
    {"relu", V_MODULE, MF, f_same, "input, inplace=False", ACT_RELU, "max(x, 0)"},
    {"sigmoid", V_MODULE, MF, f_same, "input", ACT_SIGMOID, "1 / (1 + e^-x)"},
    {"tanh", V_MODULE, MF, f_same, "input", ACT_TANH, "the hyperbolic tangent"},
    {"relu6", V_MODULE, MF, f_hardtanh, "input, inplace=False", CLAMP_RELU6, "min(max(x, 0), 6)"},
    {"hardtanh", V_MODULE, MF, f_hardtanh, "input, min_val=-1.0, max_val=1.0, inplace=False", CLAMP_HARDTANH,
     "x clamped to [min_val, max_val]"},
    {"softmax", V_MODULE, MF, f_softmax, "input, dim=None, _stacklevel=3, dtype=None", SOFTMAX,
     "exp(x) / sum(exp(x)) along dim"},
    {"log_softmax", V_MODULE, MF, f_softmax, "input, dim=None, _stacklevel=3, dtype=None", SOFTMAX_LOG,
     "log of softmax along dim"},
    {"leaky_relu", V_MODULE, MF, f_leaky_relu, "input, negative_slope=0.01, inplace=False", 0,
     "x, or x * negative_slope where x <= 0"},
    {"silu", V_MODULE, MF, f_smooth, "input, inplace=False", SMOOTH_SILU, "x * sigmoid(x)"},
    {"elu", V_MODULE, MF, f_smooth, "input, alpha=1.0, inplace=False", SMOOTH_ELU,
     "x, or alpha * (e^x - 1) where x <= 0"},
    {"softplus", V_MODULE, MF, f_smooth, "input, beta=1.0, threshold=20.0", SMOOTH_SOFTPLUS,
     "log(1 + e^(beta x)) / beta (x where beta x > threshold)"},
    {"normalize", V_MODULE, MF, f_normalize, "input, p=2.0, dim=1, eps=1e-12, out=None", 0,
     "x / max(norm(x, p, dim), eps)"},
    {"linear", V_MODULE, MF, f_linear, "input, weight, bias=None", 0, "input @ weight.T + bias"},
    {"mse_loss", V_MODULE, MF, f_loss, "input, target, size_average=None, reduce=None, reduction='mean'", LOSS_MSE,
     "the mean squared error"},
    {"l1_loss", V_MODULE, MF, f_loss, "input, target, size_average=None, reduce=None, reduction='mean'", LOSS_L1,
     "the mean absolute error"},
    {"embedding", V_MODULE, MF, f_embedding,
     "input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False", 0,
     "weight's rows at input: input's shape and weight's width"},
    {"one_hot", V_MODULE, MF, f_one_hot, "tensor, num_classes=-1", 0, "int64 one-hot rows"},
    {"gelu", V_MODULE, MF, nn_gelu, "input, approximate='none'", 0,
     "x * Phi(x) (erf, or tanh's approximation), in float64 on the device, rounded once"},
    {"layer_norm", V_MODULE, MF, nn_layer_norm, "input, normalized_shape, weight=None, bias=None, eps=1e-05", 0,
     "(x - mean) / sqrt(var + eps) * weight + bias over the last dimensions"},
    {"rms_norm", V_MODULE, MF, nn_rms_norm, "input, normalized_shape, weight=None, eps=None", 0,
     "x / sqrt(mean(x^2) + eps) * weight over the last dimensions"},
    {"pad", V_MODULE, MF, f_pad, "input, pad, mode='constant', value=None", 0,
     "value (0 for None), or 'reflect', 'replicate', 'circular', around the last dimensions"},
    {"conv1d", V_MODULE, MF, conv_nd, CONV_PARAMS, 1,
     "1-d convolution of (N, C, L) input: unfolded columns times the weight, one matmul"},
    {"conv2d", V_MODULE, MF, conv_nd, CONV_PARAMS, 2,
     "2-d convolution of (N, C, H, W) input: unfolded columns times the weight, one matmul"},
    {"unfold", V_MODULE, MF, conv_unfold, "input, kernel_size, dilation=1, padding=0, stride=1", 0,
     "the sliding blocks of (N, C, H, W) input as columns (N, C * kh * kw, L)"},
    {"max_pool1d", V_MODULE, MF, conv_pool, POOL_MAX_PARAMS, CONV_MAX_POOL1D, "the largest of each window"},
    {"max_pool2d", V_MODULE, MF, conv_pool, POOL_MAX_PARAMS, CONV_MAX_POOL2D, "the largest of each window"},
    {"avg_pool1d", V_MODULE, MF, conv_pool, "input, kernel_size, stride=None, padding=0, ceil_mode=False, "
     "count_include_pad=True", CONV_AVG_POOL1D, "the mean of each window"},
    {"avg_pool2d", V_MODULE, MF, conv_pool, "input, kernel_size, stride=None, padding=0, ceil_mode=False, "
     "count_include_pad=True, divisor_override=None", CONV_AVG_POOL2D, "the mean of each window"},
    {"cross_entropy", V_MODULE, MF, f_nll,
     "input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean', "
     "label_smoothing=0.0", NLL_CROSS_ENTROPY, "of scores (C), (N, C) or (N, C, d...) and classes or probabilities"},
    {"nll_loss", V_MODULE, MF, f_nll,
     "input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'", NLL_LOSS,
     "of log-probabilities (C), (N, C) or (N, C, d...) and classes"},
    {"cosine_similarity", V_MODULE, MF, f_cosine, "x1, x2, dim=1, eps=1e-08", 0, "along dim"},
    {"dropout", V_MODULE, MF, nn_dropout, "input, p=0.5, training=True, inplace=False", 0,
     "zero elements with probability p (cst's Philox draws), scale the rest by 1 / (1 - p)"},
    {"scaled_dot_product_attention", V_MODULE, MF, nn_attention,
     "query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None", 0,
     "softmax(query @ key^T * scale + mask) @ value"},
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
    const Value *p = a->p;
    if (p[0].kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "linalg_%s(): argument '%s' (position 1) must be Tensor, not %s",
                              a->fn->name, args_name(a, 0), value_type_name(p[0]));
    Value ord = p[1].kind == V_NONE ? value_int(2) : p[1];
    return builtins_call_name(in, a, "norm", 3, (Value[]){p[0], ord, p[2]}, 1, (const char *[]){"keepdim"}, &p[3], out);
}

static bool l_matmul(Interp *in, const Args *a, Value *out)
{
    return builtins_call_name(in, a, "matmul", 2, a->p, 0, NULL, NULL, out);
}

static const Builtin l_rows[] = {
    {"norm", V_MODULE, MF, l_norm, "input, ord=None, dim=None, keepdim=False, *, dtype=None", 0,
     "the 2-norm (Frobenius) unless ord is given"},
    {"vector_norm", V_MODULE, MF, l_norm, "x, ord=2, dim=None, keepdim=False, *, dtype=None", 0, "the ord-norm"},
    {"matmul", V_MODULE, MF, l_matmul, "input, other", 0, "input @ other"},
    {"vecdot", V_MODULE, MF, nn_vecdot, "x, y, *, dim=-1, out=None", 0, "sum(x * y) along dim"},
};

const Builtin *linalg_rows(size_t *count)
{
    *count = sizeof l_rows / sizeof l_rows[0];
    return l_rows;
}
