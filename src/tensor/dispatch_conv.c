/* dispatch_conv.c: windows, unfold and convolution (dispatch_conv.h). */
#include "tensor/dispatch_conv.h"

#include <stdio.h>
#include <string.h>

#include "tensor/dispatch_linalg.h"
#include "pad.h"

int64_t dispatch_window_count(const Tensor *x, const Window *w, int d)
{
    int64_t span = x->shape[x->ndim - w->nsp + d] + w->lo[d] + w->hi[d] -
                   w->dilation[d] * (w->kernel[d] - 1) - 1;
    return span < 0 ? 0 : span / w->stride[d] + 1;
}

/* x inside a new tensor of zeros, widened by w's padding; x itself (a new
 * reference) when there is none. */
static bool padded(const Backend *be, DevStream *s, Tensor *x, const Window *w, Tensor **out,
                   Error *err)
{
    int lead = x->ndim - w->nsp;
    int64_t shape[TENSOR_MAX_DIMS], offset = 0;
    bool any = false;
    memcpy(shape, x->shape, sizeof shape);
    for (int d = 0; d < w->nsp; d++) {
        shape[lead + d] += w->lo[d] + w->hi[d];
        any = any || w->lo[d] || w->hi[d];
    }
    if (!any) {
        *out = tensor_retain(x);
        return true;
    }
    Tensor *big;
    if (!dispatch_full(be, s, tensor_device(x), x->dtype, x->ndim, shape, operand_int(0), &big, err))
        return false;
    for (int d = 0; d < w->nsp; d++)
        offset += w->lo[d] * big->strides[lead + d];
    Tensor *inner = tensor_as_strided(big, x->ndim, x->shape, big->strides, big->offset + offset);
    bool ok = dispatch_copy(be, s, inner, x, false, err);
    tensor_release(inner);
    if (!ok) {
        tensor_release(big);
        return false;
    }
    *out = big;
    return true;
}

/* x padded by w with zeros, viewed as [lead..., k..., o...]: a view of a
 * new padded tensor, or of x itself when w pads nothing. */
static bool windows(const Backend *be, DevStream *s, Tensor *x, const Window *w, Tensor **out,
                    Error *err)
{
    Tensor *p;
    if (!padded(be, s, x, w, &p, err))
        return false;
    int lead = x->ndim - w->nsp, n = lead;
    int64_t shape[TENSOR_MAX_DIMS + 2], strides[TENSOR_MAX_DIMS + 2];
    for (int d = 0; d < lead; d++) {
        shape[d] = p->shape[d];
        strides[d] = p->strides[d];
    }
    for (int pass = 0; pass < 2; pass++) {
        bool counts = pass == 1;
        for (int d = 0; d < w->nsp; d++, n++) {
            int64_t sd = p->strides[lead + d];
            shape[n] = counts ? dispatch_window_count(x, w, d) : w->kernel[d];
            strides[n] = counts ? sd * w->stride[d] : sd * w->dilation[d];
        }
    }
    if (n > TENSOR_MAX_DIMS) {
        tensor_release(p);
        error_set(err, "cst: windows of a %d-d tensor need more than %d dimensions", x->ndim,
                  TENSOR_MAX_DIMS);
        return false;
    }
    *out = tensor_as_strided(p, n, shape, strides, p->offset);
    tensor_release(p);
    return true;
}

bool dispatch_unfold(const Backend *be, DevStream *s, Tensor *x, const Window *w, Tensor **out,
                     Error *err)
{
    Tensor *v;
    if (!windows(be, s, x, w, &v, err))
        return false;
    bool ok = dispatch_contiguous(be, s, v, out, err);
    tensor_release(v);
    return ok;
}

static void shape_str(const Tensor *t, char *buf, size_t n)
{
    tensor_shape_str(t->ndim, t->shape, buf, n);
}

/* Every check of PyTorch's convolution, in its order, up to the dtypes. */
static bool check_conv(const Tensor *x, const Tensor *weight, const Tensor *bias, const Window *w,
                       int64_t groups, Error *err)
{
    char ws[200], xs[200], bs[200];
    shape_str(weight, ws, sizeof ws);
    shape_str(x, xs, sizeof xs);
    if (weight->ndim < 3) {
        error_set(err, "weight should have at least three dimensions");
        return false;
    }
    if (groups <= 0) {
        error_set(err, "non-positive groups is not supported");
        return false;
    }
    for (int d = 0; d < w->nsp; d++) {
        if (w->lo[d] < 0) {
            error_set(err, "negative padding is not supported");
            return false;
        }
    }
    for (int d = 0; d < w->nsp; d++) {
        if (w->stride[d] <= 0) {
            error_set(err, "non-positive stride is not supported");
            return false;
        }
    }
    if (weight->ndim != x->ndim) {
        error_set(err, "Expected %d-dimensional input for %d-dimensional weight %s, but got "
                       "%d-dimensional input of size %s instead",
                  weight->ndim, weight->ndim, ws, x->ndim, xs);
        return false;
    }
    int64_t out_ch = weight->shape[0];
    if (out_ch < groups) {
        error_set(err, "Given groups=%lld, expected weight to be at least %lld at dimension 0, but "
                       "got weight of size %s instead", (long long)groups, (long long)groups, ws);
        return false;
    }
    if (out_ch % groups) {
        error_set(err, "Given groups=%lld, expected weight to be divisible by %lld at dimension 0, "
                       "but got weight of size [%s] instead", (long long)groups, (long long)groups, ws);
        return false;
    }
    if (x->shape[1] != weight->shape[1] * groups) {
        error_set(err, "Given groups=%lld, weight of size %s, expected input%s to have %lld "
                       "channels, but got %lld channels instead", (long long)groups, ws, xs,
                  (long long)(weight->shape[1] * groups), (long long)x->shape[1]);
        return false;
    }
    if (bias && (bias->ndim != 1 || bias->shape[0] != out_ch)) {
        shape_str(bias, bs, sizeof bs);
        error_set(err, "Given weight of size %s, expected bias to be 1-dimensional with %lld "
                       "elements, but got bias of size %s instead", ws, (long long)out_ch, bs);
        return false;
    }
    for (int d = 0; d < w->nsp; d++) {
        if (w->dilation[d] <= 0) {
            tensor_shape_str(w->nsp, w->dilation, bs, sizeof bs);
            error_set(err, "dilation should be greater than zero, but got %s", bs);
            return false;
        }
    }
    bool fits = true;
    char in_s[200] = "", k_s[200] = "";
    size_t ni = 0, nk = 0;
    for (int d = 0; d < w->nsp; d++) {
        int64_t size = x->shape[2 + d] + w->lo[d] + w->hi[d];
        int64_t span = w->dilation[d] * (weight->shape[2 + d] - 1) + 1;
        fits = fits && size >= span;
        ni += (size_t)snprintf(in_s + ni, sizeof in_s - ni, "%s%lld", d ? " x " : "", (long long)size);
        nk += (size_t)snprintf(k_s + nk, sizeof k_s - nk, "%s%lld", d ? " x " : "", (long long)span);
    }
    if (!fits) {
        error_set(err, "Calculated padded input size per channel: (%s). Kernel size: (%s). Kernel "
                       "size can't be greater than actual input size", in_s, k_s);
        return false;
    }
    if (x->dtype == DT_BOOL) {
        error_set(err, "\"slow_conv2d_cpu\" not implemented for 'Bool'");
        return false;
    }
    if (weight->dtype != x->dtype) {
        error_set(err, "expected scalar type %s but found %s", tensor_type_name(x->dtype),
                  tensor_type_name(weight->dtype));
        return false;
    }
    if (bias && bias->dtype != x->dtype) {
        error_set(err, "Input type (%s) and bias type (%s) should be the same",
                  dtype_cpp_name(x->dtype), dtype_cpp_name(bias->dtype));
        return false;
    }
    return true;
}

/* t as the kernel's 4-d [N, C, H, W]: the lead dimensions of a pool's
 * operand (one or two) with a 1 for the missing batch, and a 1 for the
 * missing height of a 1-d pool. */
static void dev4(const Tensor *t, int nsp, DevTensor *d)
{
    tensor_dev(t, d);
    int lead = t->ndim - nsp;
    int64_t shape[4] = {1, 1, 1, 1}, strides[4] = {0, 0, 0, 0};
    for (int i = 0; i < t->ndim; i++) {
        int to = i < lead ? 2 - lead + i : 4 - nsp + (i - lead);
        shape[to] = t->shape[i];
        strides[to] = t->strides[i];
    }
    d->ndim = 4;
    for (int i = 0; i < 4; i++) {
        d->shape[i] = shape[i];
        d->strides[i] = strides[i];
    }
}

/* Windows of at most this many products (input channels a group times
 * the kernel's size) of a 1-d or 2-d convolution go through conv_window,
 * one pass over the input; larger ones, and every 3-d one (the kernel
 * reads a 4-d [N, C, H, W] layout), unfold into columns for a matrix product, whose cuBLAS
 * beats a thread an output once the window is long. */
enum { CONV_WINDOW_MOST = 64 };

/* x convolved with weight by the conv_window kernel into a new *out of
 * the given shape. */
static bool conv_window(const Backend *be, DevStream *s, Tensor *x, Tensor *weight, const Window *w,
                        const int64_t *shape, Tensor **out, Error *err)
{
    int dev;
    if (!dispatch_same_device((Tensor *[]){x, weight}, 2, &dev, err) ||
        !tensor_empty(be, dev, s, x->dtype, x->ndim, shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    dev4(x, w->nsp, &a.in[0]);
    dev4(weight, w->nsp, &a.in[1]);
    dev4(*out, w->nsp, &a.out[0]);
    a.nin = 2;
    a.nout = 1;
    a.dtype = x->dtype;
    for (int j = 0; j < 2; j++) {
        /* a 1-d convolution's missing height: a window of 1 */
        int d = w->nsp == 2 ? j : 0;
        bool real = w->nsp == 2 || j == 1;
        a.si[j] = real ? w->kernel[d] : 1;
        a.si[2 + j] = real ? w->stride[d] : 1;
        a.si[4 + j] = real ? w->lo[d] : 0;
        a.si[6 + j] = real ? w->dilation[d] : 1;
    }
    if (dispatch_launch(be, s, dev, OP_conv_window, &a, err))
        return true;
    tensor_release(*out);
    return false;
}

bool dispatch_conv(const Backend *be, DevStream *s, Tensor *x, Tensor *weight, Tensor *bias,
                   Window *w, int64_t groups, Tensor **out, Error *err)
{
    if (!check_conv(x, weight, bias, w, groups, err))
        return false;
    int64_t n = x->shape[0], out_ch = weight->shape[0], per = weight->shape[1], k = per, l = 1;
    int64_t shape[TENSOR_MAX_DIMS];
    shape[0] = n;
    shape[1] = out_ch;
    for (int d = 0; d < w->nsp; d++) {
        w->kernel[d] = weight->shape[2 + d];
        k *= w->kernel[d];
        l *= shape[2 + d] = dispatch_window_count(x, w, d);
    }
    int64_t wshape[4] = {1, groups, out_ch / groups, k}, cshape[4] = {n, groups, k, l};
    Tensor *cols = NULL, *cv = NULL, *wv = NULL, *r = NULL;
    bool ok;
    if (dtype_is_float(x->dtype) && k <= CONV_WINDOW_MOST && w->nsp <= 2)
        ok = conv_window(be, s, x, weight, w, shape, out, err);
    else
        ok = dispatch_unfold(be, s, x, w, &cols, err) &&
             tensor_view(cols, 4, cshape, &cv, err) &&
             dispatch_reshape(be, s, weight, 4, wshape, &wv, err) &&
             dispatch_matmul(be, s, wv, cv, &r, err) &&
             tensor_view(r, 2 + w->nsp, shape, out, err);
    tensor_release(cols);
    tensor_release(cv);
    tensor_release(wv);
    tensor_release(r);
    if (!ok || !bias)
        return ok;
    int64_t bshape[TENSOR_MAX_DIMS] = {out_ch, 1, 1, 1};
    Tensor *bv = NULL;
    ok = tensor_view(bias, 1 + w->nsp, bshape, &bv, err) &&
         dispatch_inplace(be, s, OP_add, (Operand[]){operand_tensor(*out), operand_tensor(bv)}, 2, err);
    tensor_release(bv);
    if (!ok)
        tensor_release(*out);
    return ok;
}

int64_t dispatch_pool_count(const Tensor *x, const Window *w, bool ceil_mode, int d)
{
    int64_t size = x->shape[x->ndim - w->nsp + d], s = w->stride[d];
    int64_t span = size + w->lo[d] + w->hi[d] - w->dilation[d] * (w->kernel[d] - 1) - 1;
    if (ceil_mode)
        span += s - 1;
    int64_t o = (span >= 0 ? span / s : -((-span + s - 1) / s)) + 1;
    if (ceil_mode && (o - 1) * s >= size + w->lo[d])
        o--;
    return o;
}

bool dispatch_pool(const Backend *be, DevStream *s, Tensor *x, const Window *w, const Pool *p,
                   Tensor **out, Tensor **indices, Error *err)
{
    int lead = x->ndim - w->nsp, dev = tensor_device(x);
    int64_t shape[TENSOR_MAX_DIMS];
    for (int d = 0; d < x->ndim; d++)
        shape[d] = d < lead ? x->shape[d] : dispatch_pool_count(x, w, p->ceil_mode, d - lead);
    if (!tensor_empty(be, dev, s, x->dtype, x->ndim, shape, out, err))
        return false;
    if (indices && !tensor_empty(be, dev, s, DT_INT64, x->ndim, shape, indices, err)) {
        tensor_release(*out);
        return false;
    }
    OpArgs a;
    memset(&a, 0, sizeof a);
    dev4(x, w->nsp, &a.in[0]);
    dev4(*out, w->nsp, &a.out[0]);
    a.nin = 1;
    a.nout = 1;
    if (indices) {
        dev4(*indices, w->nsp, &a.out[1]);
        a.nout = 2;
    }
    a.dtype = x->dtype;
    for (int j = 0; j < 2; j++) {
        /* a 1-d pool's missing height: a window of 1 */
        int d = w->nsp == 2 ? j : 0;
        bool real = w->nsp == 2 || j == 1;
        a.si[j] = real ? w->kernel[d] : 1;
        a.si[2 + j] = real ? w->stride[d] : 1;
        a.si[4 + j] = real ? w->lo[d] : 0;
        a.si[6 + j] = real ? w->dilation[d] : 1;
    }
    a.sf[0] = (double)p->divisor;
    a.sf[1] = p->count_pad;
    if (tensor_numel(*out) == 0 ||
        dispatch_launch(be, s, dev, p->kind == POOL_MAX ? OP_max_pool : OP_avg_pool, &a, err))
        return true;
    tensor_release(*out);
    if (indices)
        tensor_release(*indices);
    return false;
}

/* t [C or N, C, spatial (nsp of them)] as the kernel's 5-d [N, C, D, H,
 * W]: missing leading dims of size 1. */
static void dev5(const Tensor *t, int nsp, DevTensor *d)
{
    tensor_dev(t, d);
    int lead = t->ndim - nsp;
    int64_t shape[5] = {1, 1, 1, 1, 1}, strides[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < t->ndim; i++) {
        int to = i < lead ? 2 - lead + i : 5 - nsp + (i - lead);
        shape[to] = t->shape[i];
        strides[to] = t->strides[i];
    }
    d->ndim = 5;
    for (int i = 0; i < 5; i++) {
        d->shape[i] = shape[i];
        d->strides[i] = strides[i];
    }
}

/* x [C or N, C, spatial (nsp of them)] pooled to the sizes o by op, a
 * 5-d POOL kernel, with params' si and sf. */
static bool pool5(const Backend *be, DevStream *s, Tensor *x, int nsp, const int64_t *o, OpCode op,
                  const OpArgs *params, Tensor **out, Tensor **indices, Error *err)
{
    int lead = x->ndim - nsp, dev = tensor_device(x);
    int64_t shape[TENSOR_MAX_DIMS];
    for (int d = 0; d < x->ndim; d++)
        shape[d] = d < lead ? x->shape[d] : o[d - lead];
    if (!tensor_empty(be, dev, s, x->dtype, x->ndim, shape, out, err))
        return false;
    if (indices && !tensor_empty(be, dev, s, DT_INT64, x->ndim, shape, indices, err)) {
        tensor_release(*out);
        return false;
    }
    OpArgs a = *params;
    dev5(x, nsp, &a.in[0]);
    dev5(*out, nsp, &a.out[0]);
    a.nin = 1;
    a.nout = 1;
    if (indices) {
        dev5(*indices, nsp, &a.out[1]);
        a.nout = 2;
    }
    a.dtype = x->dtype;
    if (tensor_numel(*out) == 0 || dispatch_launch(be, s, dev, op, &a, err))
        return true;
    tensor_release(*out);
    if (indices)
        tensor_release(*indices);
    return false;
}

bool dispatch_adaptive_pool(const Backend *be, DevStream *s, Tensor *x, int nsp, const int64_t *o, bool max,
                            Tensor **out, Tensor **indices, Error *err)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.si[0] = max;
    return pool5(be, s, x, nsp, o, OP_adaptive_pool, &a, out, indices, err);
}

bool dispatch_resize(const Backend *be, DevStream *s, Tensor *x, int nsp, const int64_t *o, const double *scale,
                     ResizeMode mode, bool align_corners, Tensor **out, Error *err)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.si[0] = mode;
    a.si[1] = align_corners;
    a.si[2] = nsp;
    for (int d = 0; d < nsp; d++)
        a.sf[3 - nsp + d] = scale[d];
    return pool5(be, s, x, nsp, o, OP_resize, &a, out, NULL, err);
}

bool dispatch_pad(const Backend *be, DevStream *s, Tensor *x, int nsp, int mode, const int64_t *lo,
                  const int64_t *hi, Tensor **out, Error *err)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.si[0] = mode;
    int64_t o[3];
    for (int d = 0; d < 3; d++) {
        int64_t *p = &a.si[1 + 3 * d];
        if (d < 3 - nsp) {
            p[2] = 1;
            continue;
        }
        int k = d - (3 - nsp), at = x->ndim - nsp + k;
        int64_t n = x->shape[at], l = lo[k], r = hi[k];
        o[k] = n + l + r;
        if (mode == PAD_CIRCULAR) {
            /* PyTorch crops first and wraps around what is left */
            p[0] = l < 0 ? -l : 0;
            p[1] = l > 0 ? l : 0;
            p[2] = n - p[0] - (r < 0 ? -r : 0);
        } else {
            p[1] = l;
            p[2] = n;
        }
    }
    return pool5(be, s, x, nsp, o, OP_pad, &a, out, NULL, err);
}

bool dispatch_pool3d(const Backend *be, DevStream *s, Tensor *x, const Window *w, const Pool *p, const int64_t *o,
                     Tensor **out, Tensor **indices, Error *err)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    for (int d = 0; d < 3; d++) {
        a.si[d] = w->kernel[d];
        a.si[3 + d] = w->stride[d];
        a.si[6 + d] = w->lo[d];
        a.si[9 + d] = w->dilation[d];
    }
    a.si[12] = p->kind == POOL_MAX;
    a.sf[0] = (double)p->divisor;
    a.sf[1] = p->count_pad;
    return pool5(be, s, x, 3, o, OP_pool3d, &a, out, indices, err);
}

bool dispatch_embedding_bag(const Backend *be, DevStream *s, Tensor *weight, Tensor *index, Tensor *offsets,
                            Tensor *psw, const Bags *bags, Tensor **out, Error *err)
{
    Tensor *ops[4] = {weight, index};
    int nin = 2, dev;
    if (offsets)
        ops[nin++] = offsets;
    if (psw)
        ops[nin++] = psw;
    if (!dispatch_same_device(ops, nin, &dev, err) ||
        !tensor_empty(be, dev, s, weight->dtype, 2, (int64_t[]){bags->count, weight->shape[1]}, out, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    for (int i = 0; i < nin; i++)
        tensor_dev(ops[i], &a.in[i]);
    tensor_dev(*out, &a.out[0]);
    a.nin = nin;
    a.nout = 1;
    a.dtype = weight->dtype;
    a.si[0] = bags->mode;
    a.si[1] = bags->pad;
    a.si[2] = offsets == NULL;
    a.si[3] = bags->len;
    a.si[4] = psw != NULL;
    if (tensor_numel(*out) == 0 || dispatch_launch(be, s, dev, OP_embedding_bag, &a, err))
        return true;
    tensor_release(*out);
    return false;
}
