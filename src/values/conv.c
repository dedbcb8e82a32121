/* conv.c: conv1d, conv2d and unfold, as torch and torch.nn.functional
 * spell them: their parameters (an int, a sequence of ints, or padding's
 * 'valid' and 'same') read as PyTorch reads them, then the tensor layer's
 * dispatch_conv (matmul over unfolded columns) and dispatch_unfold. */
#include "values/conv.h"

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

/* conv1d, conv2d (data: the spatial dimensions, 1 or 2)(input, weight,
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
    int dims = weight->ndim - 2;
    if (dims < 1 || dims > TENSOR_MAX_DIMS - 2) dims = nsp;
    int n;
    int64_t list[TENSOR_MAX_DIMS];
    Window w;
    memset(&w, 0, sizeof w);
    w.nsp = dims;
    if (!int_list(in, a, 3, nsp, &n, list) || !expand(in, "stride", n, list, dims, w.stride)) return false;
    const char *mode = p[4].kind == V_STR ? value_as_str(p[4])->data : NULL;
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
    if (x->ndim != 3 && x->ndim != 4) {
        char s[200];
        tensor_shape_str(x->ndim, x->shape, s, sizeof s);
        return error_raise(in, "Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                           "dimensions for input, but got: %s", s);
    }
    if (!dtype_is_float(x->dtype))
        return error_raise(in, "\"im2col_out_cpu\" not implemented for '%s'", tensor_type_name(x->dtype));
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

static const Builtin rows[] = {
    {"conv1d", V_NONE, BI_FUNC, conv_nd, CONV_PARAMS, 1, "1-d convolution (cross-correlation) of (N, C, L) input"},
    {"conv2d", V_NONE, BI_FUNC, conv_nd, CONV_PARAMS, 2, "2-d convolution (cross-correlation) of (N, C, H, W) input"},
};

void conv_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
