/* functional_volume.c: torch.nn.functional's 3-d pools: PyTorch's
 * argument parsing and checks, then the pool3d kernel (dispatch_pool3d)
 * or the adaptive_pool kernel (functional_adaptive); and the max unpools
 * (max_pool's inverse, one scatter), composed of tensor operations
 * (compose.h). */
#include "values/functional_volume.h"

#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_conv.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/functional_layers.h"

/* A 3-d pool's parameters and sizes: kernel, stride, padding, dilation,
 * the input's (D, H, W) and the output's. */
typedef struct Pool3 {
    int64_t k[3], s[3], p[3], dil[3], size[3], o[3];
} Pool3;

enum { POOL3_MAX, POOL3_AVG, POOL3_TORCH_MAX };

/* Parameter i: an int or a sequence of 1 or 3 ints (None or empty:
 * dflt, when given), else msg. */
static bool triple(Interp *in, const Args *a, int i, const int64_t *dflt, const char *msg, int64_t *out)
{
    Value v = a->p[i];
    if (v.kind == V_NONE && dflt) {
        memcpy(out, dflt, 3 * sizeof *out);
        return true;
    }
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) {
        if (!args_int(in, a, i, &out[0])) return false;
        out[1] = out[2] = out[0];
        return true;
    }
    List *l = value_as_list(v);
    if (l->len == 0 && dflt) {
        memcpy(out, dflt, 3 * sizeof *out);
        return true;
    }
    if (l->len != 1 && l->len != 3) return error_raise(in, "%s", msg);
    for (int d = 0; d < 3; d++)
        if (!args_int_value(in, a, args_name(a, i), l->items[l->len == 1 ? 0 : d], &out[d])) return false;
    return true;
}

/* The windows along dim d, as PyTorch's pooling_output_shape, with its
 * checks. */
static bool out_size(Interp *in, Pool3 *g, int d, bool ceil)
{
    int64_t k = g->k[d], s = g->s[d], pad = g->p[d];
    if (s == 0) return error_raise(in, "stride should not be zero");
    if (pad < 0) return error_raise(in, "pad must be non-negative, but got pad: %lld", (long long)pad);
    if (pad > k / 2)
        return error_raise(in, "pad should be at most half of kernel size, but got pad=%lld and kernel_size=%lld",
                           (long long)pad, (long long)k);
    if (s < 0) return true;
    int64_t span = g->size[d] + 2 * pad - g->dil[d] * (k - 1) - 1 + (ceil ? s - 1 : 0);
    int64_t o = (span >= 0 ? span / s : -((-span + s - 1) / s)) + 1;
    if (ceil && (o - 1) * s >= g->size[d] + pad) o--;
    g->o[d] = o;
    return true;
}

/* PyTorch's pool3d_shape_check, after the output sizes. */
static bool check_pool3(Interp *in, const Pool3 *g, int64_t c, bool avg)
{
    const int64_t *k = g->k, *s = g->s, *dl = g->dil;
    if (k[0] <= 0 || k[1] <= 0 || k[2] <= 0)
        return error_raise(in, "kernel size should be greater than zero, but got kT: %lld kH: %lld kW: %lld",
                           (long long)k[0], (long long)k[1], (long long)k[2]);
    if (s[0] <= 0 || s[1] <= 0 || s[2] <= 0)
        return error_raise(in, "stride should be greater than zero, but got dT: %lld dH: %lld dW: %lld",
                           (long long)s[0], (long long)s[1], (long long)s[2]);
    if (dl[0] <= 0 || dl[1] <= 0 || dl[2] <= 0)
        return error_raise(in, "dilation should be greater than zero, but got dilationT: %lld dilationH: %lld "
                           "dilationW: %lld", (long long)dl[0], (long long)dl[1], (long long)dl[2]);
    if (avg && (g->size[0] < k[0] || g->size[1] < k[1] || g->size[2] < k[2]))
        return error_raise(in, "input image (T: %lld H: %lld W: %lld) smaller than kernel size (kT: %lld kH: %lld kW: "
                           "%lld)", (long long)g->size[0], (long long)g->size[1], (long long)g->size[2],
                           (long long)k[0], (long long)k[1], (long long)k[2]);
    if (g->o[0] < 1 || g->o[1] < 1 || g->o[2] < 1)
        return error_raise(in, "Given input size: (%lldx%lldx%lldx%lld). Calculated output size: (%lldx%lldx%lldx%lld). "
                           "Output size is too small", (long long)c, (long long)g->size[0], (long long)g->size[1],
                           (long long)g->size[2], (long long)c, (long long)g->o[0], (long long)g->o[1],
                           (long long)g->o[2]);
    return true;
}

/* A pool's values, or (values, indices) when with_indices. */
static bool pool_out(Work *w, Value r, Value idx, bool with_indices, Value *out)
{
    if (!with_indices) return work_done(w, r, out);
    Value both = work_keep(w, w->ok, w->ok ? value_list_new(V_TUPLE, 2) : value_none());
    if (w->ok) {
        value_list_push(both, value_retain(r));
        value_list_push(both, value_retain(idx));
    }
    return work_done(w, both, out);
}

/* The float kernel's message for an integer input, by the device. */
static bool need_float(Interp *in, const Tensor *t, const char *cpu, const char *cuda)
{
    if (dtype_is_float(t->dtype)) return true;
    return error_raise(in, "\"%s\" not implemented for '%s'", tensor_device(t) < 0 ? cpu : cuda,
                       tensor_type_name(t->dtype));
}

/* max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1,
 * ceil_mode=False, return_indices=False) (torch.max_pool3d: no
 * return_indices) and avg_pool3d(input, kernel_size, stride=None,
 * padding=0, ceil_mode=False, count_include_pad=True,
 * divisor_override=None), by data.  A window's maximum is the first of
 * equals (NaN wins), its index flat in the input's (D, H, W); an
 * average is the window's sum in float32 (float64 for float64) divided
 * as PyTorch divides it, rounded once to the input's dtype. */
static bool f_pool3d(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int kind = a->fn->data;
    bool max = kind != POOL3_AVG, ceil = false, with_indices = false, count_pad = true;
    const char *name = max ? "max_pool3d" : "avg_pool3d";
    char msg[4][120];
    if (max) {
        snprintf(msg[0], sizeof msg[0], "%s: kernel_size must either be a single int, or a tuple of three ints", name);
        snprintf(msg[1], sizeof msg[1], "%s: stride must either be omitted, a single int, or a tuple of three ints",
                 name);
        snprintf(msg[2], sizeof msg[2], "%s: padding must either be a single int, or a tuple of three ints", name);
        snprintf(msg[3], sizeof msg[3], "%s: dilation must be either a single int, or a tuple of three ints", name);
    } else {
        snprintf(msg[0], sizeof msg[0], "%s: kernel_size must be a single int, or a tuple of three ints", name);
        snprintf(msg[1], sizeof msg[1], "%s: stride must be omitted, a single int, or a tuple of three ints", name);
        snprintf(msg[2], sizeof msg[2], "%s: padding must be a single int, or a tuple of three ints", name);
    }
    Pool3 g = {.dil = {1, 1, 1}};
    int64_t divisor = 0;
    if (!args_need_tensor(in, a, 0) || !triple(in, a, 1, NULL, msg[0], g.k) || !triple(in, a, 2, g.k, msg[1], g.s) ||
        !triple(in, a, 3, NULL, msg[2], g.p))
        return false;
    if (max) {
        if (!triple(in, a, 4, NULL, msg[3], g.dil) || !value_truth(in, p[5], &ceil)) return false;
        if (kind == POOL3_MAX && !value_truth(in, p[6], &with_indices)) return false;
    } else {
        if (!value_truth(in, p[4], &ceil) || !value_truth(in, p[5], &count_pad)) return false;
        if (p[6].kind != V_NONE) {
            if (!args_int(in, a, 6, &divisor)) return false;
            if (divisor == 0) return error_raise(in, "divisor must be not zero");
        }
    }
    const Tensor *x = value_as_tensor(p[0]);
    if (x->ndim != 4 && x->ndim != 5) return error_raise(in, "non-empty 4D or 5D (batch mode) tensor expected for input");
    for (int d = 0; d < 3; d++) g.size[d] = x->shape[x->ndim - 3 + d];
    for (int d = 0; d < 3; d++)
        if (!out_size(in, &g, d, ceil)) return false;
    if (!check_pool3(in, &g, x->shape[x->ndim - 4], !max)) return false;
    if (max ? !need_float(in, x, "max_pool3d_cpu", "max_pool3d_with_indices_out_frame")
            : !need_float(in, x, "avg_pool3d_out_frame", "avg_pool3d_out_cuda"))
        return false;
    Window win = {.nsp = 3};
    Pool pool = {.kind = max ? POOL_MAX : POOL_AVG, .ceil_mode = ceil, .count_pad = count_pad, .divisor = divisor};
    for (int d = 0; d < 3; d++) {
        win.kernel[d] = g.k[d];
        win.stride[d] = g.s[d];
        win.lo[d] = win.hi[d] = g.p[d];
        win.dilation[d] = g.dil[d];
    }
    const Backend *be;
    Error err;
    Tensor *r, *idx = NULL;
    if (!tensor_backend(in, &be)) return false;
    if (!dispatch_pool3d(be, tensor_stream(tensor_device(x)), (Tensor *)x, &win, &pool, g.o, &r,
                         with_indices ? &idx : NULL, &err))
        return tensor_fail(in, &err);
    if (!with_indices) return args_give(out, r);
    *out = value_list_new(V_TUPLE, 2);
    value_list_push(*out, value_tensor(r));
    value_list_push(*out, value_tensor(idx));
    return true;
}

/* ------------------------------------------------------ adaptive pools */

/* adaptive_avg_pool3d(input, output_size) and adaptive_max_pool3d(input,
 * output_size, return_indices=False): PyTorch's checks, then the
 * adaptive_pool kernel (functional_adaptive). */
static bool f_adaptive3d(Interp *in, const Args *a, Value *out)
{
    bool max = a->fn->data == POOL3_MAX, with_indices = false;
    const char *name = max ? "adaptive_max_pool3d" : "adaptive_avg_pool3d";
    if (!args_need_tensor(in, a, 0)) return false;
    if (max && !value_truth(in, a->p[2], &with_indices)) return false;
    const Tensor *x = value_as_tensor(a->p[0]);
    int64_t o[3];
    Value v = a->p[1];
    if (v.kind == V_LIST || v.kind == V_TUPLE || v.kind == V_SIZE) {
        List *l = value_as_list(v);
        /* F's _list_with_default, then the kernel's count */
        if ((size_t)x->ndim <= l->len)
            return error_raise_as(in, ERR_VALUE, "Input dimension should be at least %zu", l->len + 1);
        if (l->len != 3) return error_raise(in, "%s: output_size must be 3", name);
        for (int d = 0; d < 3; d++) {
            if (l->items[d].kind == V_NONE) o[d] = x->shape[x->ndim - 3 + d];
            else if (!args_int_value(in, a, "output_size", l->items[d], &o[d])) return false;
        }
    } else {
        if (!args_int(in, a, 1, &o[0])) return false;
        o[1] = o[2] = o[0];
    }
    char s[200];
    tensor_shape_str(x->ndim, x->shape, s, sizeof s);
    if (x->ndim != 4 && x->ndim != 5)
        return error_raise(in, "%s(): Expected 4D or 5D tensor, but got%s %s", name, max ? ":" : "", s);
    for (int d = x->ndim - 4; d < x->ndim; d++)
        if (x->shape[d] == 0)
            return error_raise(in, "%s(): Expected input to have non-zero size for non-batch dimensions, but input has "
                               "sizes %s with dimension %d being empty", name, s, d);
    if (max ? !need_float(in, x, "adaptive_max_pool3d_cpu", "adaptive_max_pool3d_cuda")
            : !need_float(in, x, "adaptive_avg_pool3d_cpu", "adaptive_avg_pool3d_cuda"))
        return false;
    Work w = work_new(in, a);
    Value idx = value_none();
    Value r = functional_adaptive(&w, a->p[0], 3, o, max ? &idx : NULL);
    return pool_out(&w, r, idx, with_indices, out);
}

/* adaptive_max_pool3d_with_indices: the pool's values and indices,
 * whatever return_indices says (PyTorch's ignores it). */
static bool f_adaptive3d_with_indices(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {a->p[0], a->p[1], value_bool(true)};
    Args b = *a;
    b.p = p;
    return f_adaptive3d(in, &b, out);
}

/* ---------------------------------------------------------- unpooling */

/* Parameter i of max_unpool of nsp dims: an int for every dim or a
 * sequence of nsp ints (None: dflt, the kernel, when given). */
static bool unpool_param(Interp *in, const Args *a, int i, int nsp, const int64_t *dflt, int64_t *out)
{
    Value v = a->p[i];
    if (v.kind == V_NONE && dflt) {
        memcpy(out, dflt, (size_t)nsp * sizeof *out);
        return true;
    }
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) {
        if (!args_int(in, a, i, &out[0])) return false;
        for (int d = 1; d < nsp; d++) out[d] = out[0];
        return true;
    }
    List *l = value_as_list(v);
    if ((int)l->len != nsp)
        return error_raise(in, "%s(): argument '%s' must hold %d ints, not %zu", a->fn->name, args_name(a, i), nsp,
                           l->len);
    for (int d = 0; d < nsp; d++)
        if (!args_int_value(in, a, args_name(a, i), l->items[d], &out[d])) return false;
    return true;
}

/* F's _unpool_output_size: the sizes max_pool's windows came from, or
 * output_size (its last nsp of nsp + 2) when within a stride of them. */
static bool unpool_size(Interp *in, const Args *a, const Tensor *x, int nsp, const int64_t *k, const int64_t *s,
                        const int64_t *pad, int64_t *o)
{
    for (int d = 0; d < nsp; d++) {
        int at = x->ndim - nsp + d;
        if (at < 0) return error_raise_as(in, ERR_INDEX, "tuple index out of range");
        o[d] = (x->shape[at] - 1) * s[d] + k[d] - 2 * pad[d];
    }
    Value v = a->p[5];
    if (v.kind == V_NONE) return true;
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'output_size' must be a sequence of ints, not %s",
                              a->fn->name, value_type_name(v));
    List *l = value_as_list(v);
    size_t from = l->len == (size_t)nsp + 2 ? 2 : 0, n = l->len - from;
    if (n != (size_t)nsp)
        return error_raise_as(in, ERR_VALUE, "output_size should be a sequence containing %d or %d elements, but it "
                              "has a length of '%zu'", nsp, nsp + 2, n);
    int64_t given[3];
    for (int d = 0; d < nsp; d++)
        if (!args_int_value(in, a, "output_size", l->items[from + d], &given[d])) return false;
    for (int d = 0; d < nsp; d++) {
        int64_t lo = o[d] - s[d], hi = o[d] + s[d];
        if (given[d] > lo && given[d] < hi) continue;
        /* the message shows output_size as Python prints what is left of it */
        Value rest = v.kind == V_SIZE ? value_size_new(given, nsp) : value_list_new(v.kind, (size_t)nsp);
        for (int e = 0; v.kind != V_SIZE && e < nsp; e++) value_list_push(rest, value_int(given[e]));
        Buf b = BUF_INIT;
        bool ok = value_repr(in, &b, rest);
        if (ok)
            ok = error_raise_as(in, ERR_VALUE, "invalid output_size \"%s\" (dim %d must be between %lld and %lld)",
                                buf_cstr(&b), d, (long long)lo, (long long)hi);
        buf_free(&b);
        value_release(rest);
        return ok;
    }
    memcpy(o, given, (size_t)nsp * sizeof *o);
    return true;
}

/* PyTorch's checks of max_unpooling2d/3d's input (the 1-d unpool is the
 * 2-d one of the input with a trailing width of 1: ndim counts it). */
static bool check_unpool(Interp *in, const Tensor *x, const Tensor *idx, int nsp, int ndim)
{
    int kd = nsp == 3 ? 3 : 2;
    if (idx->dtype != DT_INT64)
        return error_raise(in, "elements in indices should be type int64 but got: %s", tensor_type_name(idx->dtype));
    if (ndim != kd + 1 && ndim != kd + 2)
        return error_raise(in, "Input to max_unpooling%dd should be a %dd or %dd Tensor, but got a tensor with %d "
                           "dimensions.", kd, kd + 1, kd + 2, ndim);
    char xs[200], is[200];
    int64_t xshape[TENSOR_MAX_DIMS], ishape[TENSOR_MAX_DIMS];
    memcpy(xshape, x->shape, (size_t)x->ndim * sizeof *xshape);
    memcpy(ishape, idx->shape, (size_t)idx->ndim * sizeof *ishape);
    xshape[x->ndim] = ishape[idx->ndim] = 1;
    tensor_shape_str(ndim, xshape, xs, sizeof xs);
    tensor_shape_str(ndim - x->ndim + idx->ndim, ishape, is, sizeof is);
    bool same = x->ndim == idx->ndim;
    for (int d = 0; same && d < x->ndim; d++) same = x->shape[d] == idx->shape[d];
    if (!same)
        return error_raise(in, "Expected shape of indices to be same as that of the input tensor (%s) but got indices "
                           "tensor with shape: %s", xs, is);
    for (int d = 1; d < x->ndim; d++)
        if (x->shape[d] == 0)
            return error_raise(in, "max_unpooling%dd_forward_out_cuda(): Expected input to have non-zero size for "
                               "non-batch dimensions, but got %s with dimension %d being empty.", kd, xs, d);
    if (x->dtype == DT_BOOL)
        return error_raise(in, "\"max_unpooling%dd_forward_kernel\" not implemented for 'Bool'", kd);
    return true;
}

/* max_unpool1d, 2d and 3d(input, indices, kernel_size, stride=None,
 * padding=0, output_size=None), by data (the dims): max_pool's values
 * put back where indices (flat in each plane) say, zeros elsewhere: one
 * scatter of each plane's values into a zeroed plane of the output. */
static bool f_max_unpool(Interp *in, const Args *a, Value *out)
{
    int nsp = (int)a->fn->data;
    Tensor *x, *idx;
    int64_t k[3], s[3], pad[3], o[3];
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &idx)) return false;
    if (!unpool_param(in, a, 2, nsp, NULL, k) || !unpool_param(in, a, 3, nsp, k, s) ||
        !unpool_param(in, a, 4, nsp, NULL, pad) || !unpool_size(in, a, x, nsp, k, s, pad, o))
        return false;
    if (!check_unpool(in, x, idx, nsp, x->ndim + (nsp == 1)))
        return false;
    if (nsp == 3)
        for (int d = 0; d < 3; d++)
            if (s[d] <= 0)
                return error_raise(in, "strides should be greater than zero, but got stride: [%lld, %lld, %lld]",
                                   (long long)s[0], (long long)s[1], (long long)s[2]);
    int lead = x->ndim - nsp;
    int64_t flat[TENSOR_MAX_DIMS], shape[TENSOR_MAX_DIMS], plane = 1, pooled = 1;
    for (int d = 0; d < nsp; d++) {
        plane *= o[d];
        pooled *= x->shape[lead + d];
    }
    for (int d = 0; d < lead; d++) flat[d] = shape[d] = x->shape[d];
    flat[lead] = pooled;
    memcpy(shape + lead, o, (size_t)nsp * sizeof *o);
    Work w = work_new(in, a);
    Value cols = work_keep(&w, true, value_size_new(flat, lead + 1));
    Value vals = work_method(&w, a->p[0], "reshape", 1, &cols);
    Value where = work_method(&w, a->p[1], "reshape", 1, &cols);
    flat[lead] = plane;
    Value zeros = work_method(&w, a->p[0], "new_zeros", 1,
                              (Value[]){work_keep(&w, true, value_size_new(flat, lead + 1))});
    Value r = work_method(&w, zeros, "scatter_", 3, (Value[]){value_int(-1), where, vals});
    return work_done(&w, work_method(&w, r, "reshape", 1,
                                     (Value[]){work_keep(&w, true, value_size_new(shape, lead + nsp))}), out);
}

/* --------------------------------------------------------------- tables */

#define MF (BI_FUNC | BI_MODULE)
/* F's functions that PyTorch writes in Python (their keywords are their own) */
#define PF (MF | BI_PYTHON)
static const Builtin f_rows[] = {
    {"max_pool3d", V_MODULE, PF, f_pool3d,
     "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False", POOL3_MAX,
     "the largest of each window of (N, C, D, H, W) input"},
    {"max_pool3d_with_indices", V_MODULE, PF, f_pool3d,
     "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=True", POOL3_MAX,
     "max_pool3d's values and indices"},
    {"avg_pool3d", V_MODULE, MF, f_pool3d,
     "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None",
     POOL3_AVG, "the mean of each window of (N, C, D, H, W) input"},
    {"adaptive_avg_pool3d", V_MODULE, PF, f_adaptive3d, "input, output_size", POOL3_AVG,
     "the mean of each of output_size windows"},
    {"adaptive_max_pool3d", V_MODULE, PF, f_adaptive3d, "input, output_size, return_indices=False", POOL3_MAX,
     "the largest of each of output_size windows"},
    {"adaptive_max_pool3d_with_indices", V_MODULE, PF, f_adaptive3d_with_indices,
     "input, output_size, return_indices=False", POOL3_MAX, "adaptive_max_pool3d's values and indices"},
    {"max_unpool1d", V_MODULE, PF, f_max_unpool, "input, indices, kernel_size, stride=None, padding=0, "
     "output_size=None", 1, "max_pool1d's values put back at its indices, zeros elsewhere"},
    {"max_unpool2d", V_MODULE, PF, f_max_unpool, "input, indices, kernel_size, stride=None, padding=0, "
     "output_size=None", 2, "max_pool2d's values put back at its indices, zeros elsewhere"},
    {"max_unpool3d", V_MODULE, PF, f_max_unpool, "input, indices, kernel_size, stride=None, padding=0, "
     "output_size=None", 3, "max_pool3d's values put back at its indices, zeros elsewhere"},
};

const Builtin *functional_volume_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}

static const Builtin torch_rows[] = {
    {"max_pool3d", V_NONE, BI_FUNC, f_pool3d, "input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False",
     POOL3_TORCH_MAX, "the largest of each window"},
};

void functional_volume_register(void)
{
    builtins_register(torch_rows, sizeof torch_rows / sizeof torch_rows[0]);
}
