/* conv.c: conv1d, conv2d, conv3d, unfold and pooling, as torch and torch.nn.functional
 * spell them: their parameters (an int, a sequence of ints, or padding's
 * 'valid' and 'same') read as PyTorch reads them, then the tensor layer's
 * dispatch_conv (matmul over unfolded columns) and dispatch_unfold. */
#include "values/conv.h"

#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_conv.h"
#include "values/args.h"

/* Parameter i (an int or a sequence of ints) as a list: an int repeats
 * `repeat` times, as PyTorch's int[N] arguments expand one. */
static bool int_list(Interp *in, const Args *a, int i, int repeat, int *n, int64_t *out)
{
    Value v = a->p[i];
    if (v.kind == V_INT) {
        for (*n = 0; *n < repeat; (*n)++) out[*n] = v.u.i;
        return true;
    }
    Value items;
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE)
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be tuple of ints, not %s", a->fn->name,
                              args_name(a, i), value_type_name(v));
    if (!value_items(in, v, &items)) return false;
    List *l = value_as_list(items);
    bool ok = l->len <= TENSOR_MAX_DIMS ||
              error_raise(in, "%s(): argument '%s' has more than %d values", a->fn->name, args_name(a, i),
                          TENSOR_MAX_DIMS);
    for (size_t k = 0; ok && k < l->len; k++) ok = args_int_value(in, a, args_name(a, i), l->items[k], &out[k]);
    *n = (int)l->len;
    value_release(items);
    return ok;
}

/* list expanded to `dims` values, as PyTorch's expand_param_if_needed:
 * one value repeats, else there must be dims of them. */
static bool expand(Interp *in, const char *name, int n, const int64_t *list, int dims, int64_t *out)
{
    if (n == 1) {
        for (int d = 0; d < dims; d++) out[d] = list[0];
        return true;
    }
    if (n == dims) {
        memcpy(out, list, (size_t)n * sizeof *out);
        return true;
    }
    char s[200];
    tensor_shape_str(n, list, s, sizeof s);
    return error_raise(in, "expected %s to be a single integer value or a list of %d values to match the "
                       "convolution dimensions, but got %s=%s", name, dims, name, s);
}

/* PyTorch's checks of a padding='same' convolution (convolution_same's),
 * made before stride and dilation are expanded and in its own words; x is
 * the input as given, checked as batched. */
static bool check_same(Interp *in, const Args *a, const Tensor *x, const Tensor *weight, int64_t groups)
{
    int nsp = a->fn->data, dims = weight->ndim - 2;
    if (dims < 1) return error_raise(in, "weight should have at least three dimensions");
    if (groups <= 0) return error_raise(in, "non-positive groups is not supported");
    int64_t batched[TENSOR_MAX_DIMS];
    int lead = x->ndim == nsp + 1, nb = lead + x->ndim;
    batched[0] = 1;
    memcpy(batched + lead, x->shape, (size_t)x->ndim * sizeof *batched);
    if (weight->ndim != nb) {
        char ws[200], xs[200];
        tensor_shape_str(weight->ndim, weight->shape, ws, sizeof ws);
        tensor_shape_str(nb, batched, xs, sizeof xs);
        /* sic: PyTorch's message has no space before the weight's size */
        return error_raise(in, "Expected %d-dimensional input for %d-dimensional weight%s, but got %d-dimensional input "
                           "of size %s instead", weight->ndim, weight->ndim, ws, nb, xs);
    }
    int n;
    int64_t list[TENSOR_MAX_DIMS];
    static const int params[] = {3, 5}; /* stride, dilation */
    for (int i = 0; i < 2; i++) {
        if (!int_list(in, a, params[i], nsp, &n, list)) return false;
        if (n != dims && n != 1)
            return error_raise(in, "%s cannot broadcast to %d dimensions", args_name(a, params[i]), dims);
    }
    return true;
}

/* conv1d, conv2d, conv3d (data: the spatial dimensions, 1 to 3)(input, weight,
 * bias=None, stride=1, padding=0, dilation=1, groups=1). */
bool conv_nd(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int nsp = a->fn->data;
    Tensor *x, *weight, *bias = NULL;
    int64_t groups;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &weight)) return false;
    if (p[2].kind != V_NONE && !args_tensor(in, a, 2, &bias)) return false;
    if (!args_int(in, a, 6, &groups)) return false;
    if (x->ndim != nsp + 1 && x->ndim != nsp + 2) {
        char s[200];
        tensor_shape_str(x->ndim, x->shape, s, sizeof s);
        return error_raise(in, "Expected %dD (unbatched) or %dD (batched) input to %s, but got input of size: %s",
                           nsp + 1, nsp + 2, a->fn->name, s);
    }
    const char *mode = p[4].kind == V_STR ? value_as_str(p[4])->data : NULL;
    if (mode && strcmp(mode, "same") == 0 && !check_same(in, a, x, weight, groups)) return false;
    int dims = weight->ndim - 2;
    if (dims < 1 || dims > TENSOR_MAX_DIMS - 2) dims = nsp;
    int n;
    int64_t list[TENSOR_MAX_DIMS];
    Window w;
    memset(&w, 0, sizeof w);
    w.nsp = dims;
    if (!int_list(in, a, 3, nsp, &n, list) || !expand(in, "stride", n, list, dims, w.stride)) return false;
    if (mode && strcmp(mode, "valid") != 0 && strcmp(mode, "same") != 0)
        return error_raise(in, "Invalid padding string: '%s'", mode);
    if (!int_list(in, a, 5, nsp, &n, list) || !expand(in, "dilation", n, list, dims, w.dilation)) return false;
    if (!mode) {
        if (!int_list(in, a, 4, nsp, &n, list) || !expand(in, "padding", n, list, dims, w.lo)) return false;
        memcpy(w.hi, w.lo, sizeof w.hi);
    } else if (strcmp(mode, "same") == 0) {
        for (int d = 0; d < dims; d++)
            if (w.stride[d] != 1) return error_raise(in, "padding='same' is not supported for strided convolutions");
        /* PyTorch's _convolution_mode: the odd element of the padding goes after */
        for (int d = 0; d < dims && 2 + d < weight->ndim; d++) {
            int64_t total = w.dilation[d] * (weight->shape[2 + d] - 1);
            w.lo[d] = total / 2;
            w.hi[d] = total - w.lo[d];
        }
    }
    const Backend *be;
    Error err;
    Tensor *batched, *r;
    bool unbatched = x->ndim == nsp + 1;
    if (!tensor_backend(in, &be)) return false;
    if (unbatched) {
        if (!tensor_unsqueeze(x, 0, &batched, &err)) return tensor_fail(in, &err);
    } else {
        batched = tensor_retain(x);
    }
    bool ok = dispatch_conv(be, tensor_stream(tensor_device(x)), batched, weight, bias, &w, groups, &r, &err);
    tensor_release(batched);
    if (!ok) return tensor_fail(in, &err);
    if (!unbatched) return args_give(out, r);
    Tensor *one;
    ok = tensor_squeeze_dim(r, 0, &one, &err);
    tensor_release(r);
    return ok ? args_give(out, one) : tensor_fail(in, &err);
}

/* Parameter i of unfold: an int or a pair, each checked as PyTorch's
 * im2col checks it (what: its message's noun, "stride", "padding", ...). */
static bool pair(Interp *in, const Args *a, int i, int64_t *out)
{
    int n;
    int64_t list[TENSOR_MAX_DIMS];
    if (!int_list(in, a, i, 2, &n, list)) return false;
    if (n != 2) return error_raise(in, "It is expected %s equals to 2, but got size %d", args_name(a, i), n);
    out[0] = list[0];
    out[1] = list[1];
    return true;
}

/* unfold(input, kernel_size, dilation=1, padding=0, stride=1): the
 * sliding blocks of a (C, H, W) or (N, C, H, W) input as columns (N, C *
 * kh * kw, L). */
bool conv_unfold(Interp *in, const Args *a, Value *out)
{
    Tensor *x;
    Window w;
    memset(&w, 0, sizeof w);
    w.nsp = 2;
    if (!args_tensor(in, a, 0, &x)) return false;
    if (!pair(in, a, 1, w.kernel) || !pair(in, a, 2, w.dilation) || !pair(in, a, 3, w.lo) ||
        !pair(in, a, 4, w.stride))
        return false;
    memcpy(w.hi, w.lo, sizeof w.hi);
    if (w.kernel[0] <= 0 || w.kernel[1] <= 0)
        return error_raise(in, "kernel size should be greater than zero, but got kernel_height: %lld kernel_width: %lld",
                           (long long)w.kernel[0], (long long)w.kernel[1]);
    if (w.stride[0] <= 0 || w.stride[1] <= 0)
        return error_raise(in, "stride should be greater than zero, but got stride_height: %lld stride_width: %lld",
                           (long long)w.stride[0], (long long)w.stride[1]);
    if (w.dilation[0] <= 0 || w.dilation[1] <= 0)
        return error_raise(in, "dilation should be greater than zero, but got dilation_height: %lld "
                           "dilation_width: %lld", (long long)w.dilation[0], (long long)w.dilation[1]);
    if (w.lo[0] < 0 || w.lo[1] < 0)
        return error_raise(in, "padding should be non-negative, but got pad_height: %lld pad_width: %lld",
                           (long long)w.lo[0], (long long)w.lo[1]);
    /* im2col_shape_check reads input.size(1) and size(2) before it tests the rank */
    if (x->ndim == 0) return error_raise_as(in, ERR_INDEX, "Dimension specified as 1 but tensor has no dimensions");
    if (x->ndim < 3) {
        int d;
        Error err;
        (void)tensor_wrap_dim(x->ndim, x->ndim, &d, &err);
        return tensor_fail(in, &err);
    }
    /* only a batch of 4-d input may be empty */
    bool empty = false;
    for (int d = x->ndim == 4; d < x->ndim; d++) empty |= x->shape[d] == 0;
    if ((x->ndim != 3 && x->ndim != 4) || empty) {
        char s[200];
        tensor_shape_str(x->ndim, x->shape, s, sizeof s);
        return error_raise(in, "Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                           "dimensions for input, but got: %s", s);
    }
    if (!dtype_is_float(x->dtype))
        return error_raise(in, "\"im2col_out_cuda\" not implemented for '%s'", tensor_type_name(x->dtype));
    int64_t oh = dispatch_window_count(x, &w, 0), ow = dispatch_window_count(x, &w, 1);
    if (oh < 1 || ow < 1)
        return error_raise(in, "Given input with spatial size (%lld, %lld), kernel_size=(%lld, %lld), "
                           "dilation=(%lld, %lld), padding=(%lld, %lld), calculated shape of the array of sliding "
                           "blocks as (%lld, %lld), but its components must be at least one.",
                           (long long)x->shape[x->ndim - 2], (long long)x->shape[x->ndim - 1],
                           (long long)w.kernel[0], (long long)w.kernel[1], (long long)w.dilation[0],
                           (long long)w.dilation[1], (long long)w.lo[0], (long long)w.lo[1], (long long)oh,
                           (long long)ow);
    const Backend *be;
    Error err;
    Tensor *cols, *r;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_unfold(be, tensor_stream(tensor_device(x)), x, &w, &cols, &err)) return tensor_fail(in, &err);
    int lead = x->ndim - 3;
    int64_t shape[3] = {x->shape[0], x->shape[lead] * w.kernel[0] * w.kernel[1], oh * ow};
    bool ok = tensor_view(cols, lead + 2, shape + 1 - lead, &r, &err);
    tensor_release(cols);
    return ok ? args_give(out, r) : tensor_fail(in, &err);
}

/* ------------------------------------------------------------ pooling */

/* Parameter i of a pool of nsp dimensions: an int or a sequence of 1 or
 * nsp ints into out[nsp] (None: `dflt`, the kernel size, when given),
 * else PyTorch's message for that parameter, `what`, a format of the
 * number of ints given. */
static bool pool_param(Interp *in, const Args *a, int i, int nsp, const int64_t *dflt, const char *what,
                       int64_t *out)
    __attribute__((format(printf, 6, 0)));
static bool pool_param(Interp *in, const Args *a, int i, int nsp, const int64_t *dflt, const char *what,
                       int64_t *out)
{
    int n;
    int64_t list[TENSOR_MAX_DIMS];
    if (a->p[i].kind == V_NONE && dflt) {
        memcpy(out, dflt, (size_t)nsp * sizeof *out);
        return true;
    }
    if (!int_list(in, a, i, 1, &n, list)) return false;
    if (n == 0 && dflt) {
        memcpy(out, dflt, (size_t)nsp * sizeof *out);
        return true;
    }
    if (n != 1 && n != nsp) return error_raise(in, what, n);
    for (int d = 0; d < nsp; d++) out[d] = list[n == 1 ? 0 : d];
    return true;
}

/* PyTorch's checks of a pool's parameters and input, in its order. */
static bool check_pool(Interp *in, const char *name, const Window *w, bool max)
{
    int nsp = w->nsp;
    if (nsp == 1 && max) {
        static const char *const what[] = {"kernel_size must be greater than zero", "stride must be greater than zero",
                                           "padding must be non-negative", "dilation must be greater than zero"};
        int64_t v[] = {w->kernel[0], w->stride[0], w->lo[0], w->dilation[0]};
        for (int i = 0; i < 4; i++)
            if (i == 2 ? v[i] < 0 : v[i] <= 0) return error_raise(in, "%s() %s, but got %lld", name, what[i], (long long)v[i]);
        if (w->lo[0] > w->kernel[0] / 2)
            return error_raise(in, "%s() padding should be at most half of kernel size, but got padding=%lld and "
                               "kernel_size=%lld", name, (long long)w->lo[0], (long long)w->kernel[0]);
        return true;
    }
    for (int d = 0; d < nsp; d++) {
        if (w->stride[d] == 0) return error_raise(in, "stride should not be zero");
        if (w->lo[d] < 0) return error_raise(in, "pad must be non-negative, but got pad: %lld", (long long)w->lo[d]);
        if (w->lo[d] > w->kernel[d] / 2)
            return error_raise(in, "pad should be at most half of kernel size, but got pad=%lld and kernel_size=%lld",
                               (long long)w->lo[d], (long long)w->kernel[d]);
    }
    /* avg_pool1d is PyTorch's avg_pool2d of a (1, k) window over (C, 1, L) */
    int64_t k0 = nsp == 2 ? w->kernel[0] : 1, k1 = w->kernel[nsp - 1];
    int64_t s0 = nsp == 2 ? w->stride[0] : 1, s1 = w->stride[nsp - 1];
    if (k0 <= 0 || k1 <= 0)
        return error_raise(in, "kernel size should be greater than zero, but got kH: %lld kW: %lld", (long long)k0,
                           (long long)k1);
    if (s0 <= 0 || s1 <= 0)
        return error_raise(in, "stride should be greater than zero, but got dH: %lld dW: %lld", (long long)s0,
                           (long long)s1);
    if (w->dilation[0] <= 0 || w->dilation[nsp - 1] <= 0)
        return error_raise(in, "dilation should be greater than zero, but got dilationH: %lld dilationW: %lld",
                           (long long)w->dilation[0], (long long)w->dilation[nsp - 1]);
    return true;
}

/* The kernel a pool of a non-float input names in PyTorch's message: on a
 * GPU, where PyTorch runs 1-d pools as 2-d ones, max_pool2d_with_indices'
 * and avg_pool2d's frames; on the cpu, the function's name (1-d max's
 * max_pool1d_impl). */
static const char *pool_kernel_name(const char *name, bool max, int nsp, const Tensor *x)
{
    if (max && tensor_device(x) >= 0) return "max_pool2d_with_indices_out_cuda_frame";
    if (max) return nsp == 1 ? "max_pool1d_impl" : name;
    return tensor_device(x) >= 0 ? "avg_pool2d_out_cuda_frame" : name;
}

/* avg_pool2d's rank error: PyTorch reads the input's channels, size(-3),
 * before it checks the rank, so that fewer than 3 dimensions fail there. */
static bool avg_pool2d_rank(Interp *in, const Tensor *x, const char *shape)
{
    int dim;
    Error err;
    if (!tensor_wrap_dim(-3, x->ndim, &dim, &err)) return tensor_fail(in, &err);
    return error_raise(in, "Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, but got:%s",
                       shape);
}

/* max_pool1d/2d(input, kernel_size, stride=None, padding=0, dilation=1,
 * ceil_mode=False, return_indices=False) and avg_pool1d/2d(input,
 * kernel_size, stride=None, padding=0, ceil_mode=False,
 * count_include_pad=True[, divisor_override=None]). */
bool conv_pool(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int kind = a->fn->data & ~CONV_POOL_TORCH, nsp = kind == CONV_MAX_POOL2D || kind == CONV_AVG_POOL2D ? 2 : 1;
    bool max = kind == CONV_MAX_POOL1D || kind == CONV_MAX_POOL2D;
    const char *name = a->fn->name;
    char what[4][160];
    static const char *const names[] = {"kernel_size", "stride", "padding", "dilation"};
    for (int i = 0; i < 4; i++) {
        if (nsp == 2) {
            static const char *const forms[] = {
                "%s: kernel_size must either be a single int, or a tuple of two ints",
                "%s: stride must either be omitted, a single int, or a tuple of two ints",
                "%s: padding must either be a single int, or a tuple of two ints",
                "%s: dilation must be either a single int, or a tuple of two ints"};
            /* max_pool2d's own message has PyTorch's doubled "be" */
            snprintf(what[i], sizeof what[i], max && i == 2 ? "%s: padding must be either be a single int, or a tuple "
                     "of two ints" : forms[i], name);
        } else if (max) {
            static const char *const forms[] = {
                "an int, list of ints or tuple of ints",
                "None, an int, list of ints, or tuple of ints",
                "an int, list of ints, or tuple of ints",
                "an int, list of ints or tuple of ints",
            };
            snprintf(what[i], sizeof what[i], "%s() %s must be %s of size 1 but got size %%d", name, names[i], forms[i]);
        } else {
            snprintf(what[i], sizeof what[i], "%s() argument '%s' should contain one int (got %%d)", name, names[i]);
        }
    }
    Tensor *x;
    Window w;
    memset(&w, 0, sizeof w);
    w.nsp = nsp;
    Pool pool = {max ? POOL_MAX : POOL_AVG, false, true, 0};
    if (!args_tensor(in, a, 0, &x)) return false;
    if (!pool_param(in, a, 1, nsp, NULL, what[0], w.kernel) || !pool_param(in, a, 2, nsp, w.kernel, what[1], w.stride) ||
        !pool_param(in, a, 3, nsp, NULL, what[2], w.lo))
        return false;
    if (max && !pool_param(in, a, 4, nsp, NULL, what[3], w.dilation)) return false;
    if (!max) w.dilation[0] = w.dilation[1] = 1;
    memcpy(w.hi, w.lo, sizeof w.hi);
    bool indices = false;
    bool has_indices = max && !(a->fn->data & CONV_POOL_TORCH);
    if (!value_truth(in, p[max ? 5 : 4], &pool.ceil_mode) ||
        ((has_indices || !max) && !value_truth(in, p[max ? 6 : 5], max ? &indices : &pool.count_pad)))
        return false;
    if (kind == CONV_AVG_POOL2D && p[6].kind != V_NONE) {
        if (!args_int(in, a, 6, &pool.divisor)) return false;
        if (pool.divisor == 0) return error_raise(in, "divisor must be not zero");
    }
    if (x->ndim != nsp + 1 && x->ndim != nsp + 2) {
        char s[200];
        tensor_shape_str(x->ndim, x->shape, s, sizeof s);
        if (nsp == 2 && !max) return avg_pool2d_rank(in, x, s);
        if (nsp == 2) return error_raise(in, "non-empty 3D or 4D (batch mode) tensor expected for input");
        if (max)
            return error_raise(in, "%s: Expected 2D or 3D (batch mode) tensor with optional 0 dim batch size for input, "
                               "but got:%s", name, s);
        return error_raise(in, "Expected 2 to 3 dimensions, but got %d-dimensional tensor for argument #1 'self' (while "
                           "checking arguments for %s)", x->ndim, name);
    }
    if (!check_pool(in, name, &w, max)) return false;
    for (int d = x->ndim - nsp - 1; d < x->ndim; d++) {
        if (x->shape[d] == 0) {
            int64_t shape[4];
            int n = x->ndim;
            memcpy(shape, x->shape, (size_t)n * sizeof *shape);
            if (nsp == 1 && !max) {
                shape[n] = shape[n - 1];
                shape[n++ - 1] = 1;
            }
            char s[200], prefix[40] = "";
            tensor_shape_str(n, shape, s, sizeof s);
            if (nsp == 1 && max) snprintf(prefix, sizeof prefix, "%s: ", name);
            int low = nsp == 1 && max ? 2 : 3;
            return error_raise(in, "%sExpected %dD or %dD (batch mode) tensor with optional 0 dim batch size for input, "
                               "but got:%s", prefix, low, low + 1, s);
        }
    }
    int64_t o[2] = {1, 1};
    bool small = false;
    for (int d = 0; d < nsp; d++) {
        o[d] = dispatch_pool_count(x, &w, pool.ceil_mode, d);
        small = small || o[d] < 1;
    }
    if (small && !(max && nsp == 1)) {
        int lead = x->ndim - nsp;
        int64_t c = x->shape[lead - 1], h = nsp == 2 ? x->shape[lead] : 1, wd = x->shape[x->ndim - 1];
        return error_raise(in, "Given input size: (%lldx%lldx%lld). Calculated output size: (%lldx%lldx%lld). Output "
                           "size is too small", (long long)c, (long long)h, (long long)wd, (long long)c,
                           (long long)(nsp == 2 ? o[0] : 1), (long long)o[nsp - 1]);
    }
    if (!dtype_is_float(x->dtype))
        return error_raise(in, "\"%s\" not implemented for '%s'", pool_kernel_name(name, max, nsp, x),
                           tensor_type_name(x->dtype));
    const Backend *be;
    Error err;
    Tensor *r, *idx = NULL;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_pool(be, tensor_stream(tensor_device(x)), x, &w, &pool, &r, indices ? &idx : NULL, &err))
        return tensor_fail(in, &err);
    if (!indices) return args_give(out, r);
    *out = value_list_new(V_TUPLE, 2);
    value_list_push(*out, value_tensor(r));
    value_list_push(*out, value_tensor(idx));
    return true;
}

static const Builtin rows[] = {
    {"conv1d", V_NONE, BI_FUNC, conv_nd, CONV_PARAMS, 1, "1-d convolution (cross-correlation) of (N, C, L) input"},
    {"conv2d", V_NONE, BI_FUNC, conv_nd, CONV_PARAMS, 2, "2-d convolution (cross-correlation) of (N, C, H, W) input"},
    {"conv3d", V_NONE, BI_FUNC, conv_nd, CONV_PARAMS, 3,
     "3-d convolution (cross-correlation) of (N, C, D, H, W) input"},
    {"max_pool1d", V_NONE, BI_FUNC, conv_pool, TORCH_MAX_POOL_PARAMS, CONV_MAX_POOL1D | CONV_POOL_TORCH,
     "the largest of each window"},
    {"max_pool2d", V_NONE, BI_FUNC, conv_pool, TORCH_MAX_POOL_PARAMS, CONV_MAX_POOL2D | CONV_POOL_TORCH,
     "the largest of each window"},
    {"avg_pool1d", V_NONE, BI_FUNC, conv_pool,
     "input, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True",
     CONV_AVG_POOL1D | CONV_POOL_TORCH, "the mean of each window"},
};

void conv_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
