/* dispatch_conv.c: windows, unfold and convolution (dispatch_conv.h). */
#include "tensor/dispatch_conv.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/dispatch_linalg.h"
#include "tensor/dispatch_reduce.h"

int64_t dispatch_window_count(const Tensor *x, const Window *w, int d)
{
    int64_t span = x->shape[x->ndim - w->nsp + d] + w->lo[d] + w->hi[d] -
                   w->dilation[d] * (w->kernel[d] - 1) - 1;
    return span < 0 ? 0 : span / w->stride[d] + 1;
}

/* x inside a new tensor of fill, widened by w's padding; x itself (a new
 * reference) when there is none. */
static bool padded(const Backend *be, DevStream *s, Tensor *x, const Window *w, Operand fill,
                   Tensor **out, Error *err)
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
    if (!dispatch_full(be, s, tensor_device(x), x->dtype, x->ndim, shape, fill, &big, err))
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

bool dispatch_windows(const Backend *be, DevStream *s, Tensor *x, const Window *w, Operand fill,
                      bool windows_last, Tensor **out, Error *err)
{
    Tensor *p;
    if (!padded(be, s, x, w, fill, &p, err))
        return false;
    int lead = x->ndim - w->nsp, n = lead;
    int64_t shape[TENSOR_MAX_DIMS + 2], strides[TENSOR_MAX_DIMS + 2];
    for (int d = 0; d < lead; d++) {
        shape[d] = p->shape[d];
        strides[d] = p->strides[d];
    }
    for (int pass = 0; pass < 2; pass++) {
        bool counts = (pass == 0) == windows_last;
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
    if (!dispatch_windows(be, s, x, w, operand_int(0), false, &v, err))
        return false;
    bool ok = dispatch_contiguous(be, s, v, out, err);
    tensor_release(v);
    return ok;
}

/* A dtype as C++ names its type in PyTorch's "Input type (float)". */
static const char *cpp_type(DType dt)
{
    static const char *const names[DT_COUNT] = {
        [DT_BOOL] = "bool", [DT_UINT8] = "unsigned char", [DT_INT8] = "signed char",
        [DT_INT16] = "short int", [DT_INT32] = "int", [DT_INT64] = "long int",
        [DT_FLOAT16] = "c10::Half", [DT_BFLOAT16] = "c10::BFloat16", [DT_FLOAT32] = "float",
        [DT_FLOAT64] = "double",
    };
    return names[dt];
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
                  cpp_type(x->dtype), cpp_type(bias->dtype));
        return false;
    }
    return true;
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
    bool ok = dispatch_unfold(be, s, x, w, &cols, err) &&
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
    int64_t bshape[TENSOR_MAX_DIMS] = {out_ch, 1, 1};
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

/* t (a reference the caller gives up) replaced by op(t, v). */
static bool step(const Backend *be, DevStream *s, OpCode op, Tensor **t, Operand v, Error *err)
{
    Tensor *r;
    bool ok = dispatch_op(be, s, op, (Operand[]){operand_tensor(*t), v}, 2, &r, err);
    tensor_release(*t);
    *t = ok ? r : NULL;
    return ok;
}

/* The flat input position of window element kk (int64, row-major over
 * the kernel) of each window: kk's kernel coordinates, dilated, plus the
 * window's first position. */
static bool positions(const Backend *be, DevStream *s, const Tensor *x, const Window *w,
                      const int64_t *o, Tensor **kk, Error *err)
{
    int lead = x->ndim - w->nsp;
    int64_t cells = 1, plane = x->shape[x->ndim - 1];
    for (int d = 0; d < w->nsp; d++)
        cells *= o[d];
    int64_t *base = malloc((size_t)(cells ? cells : 1) * sizeof *base);
    if (!base) {
        error_set(err, "cst: out of host memory");
        return false;
    }
    for (int64_t c = 0; c < cells; c++) {
        int64_t rest = c, pos = 0, scale = 1;
        for (int d = w->nsp - 1; d >= 0; d--) {
            pos += (rest % o[d] * w->stride[d] - w->lo[d]) * scale;
            rest /= o[d];
            scale *= x->shape[lead + d];
        }
        base[c] = pos;
    }
    Tensor *grid;
    bool ok = dispatch_from_host(be, s, tensor_device(x), DT_INT64, w->nsp, o, base, &grid, err);
    free(base);
    if (!ok)
        return false;
    if (w->nsp == 1) {
        ok = step(be, s, OP_mul, kk, operand_int(w->dilation[0]), err);
    } else {
        /* kk = r * kw + c: r * dh * W + c * dw = r * (dh * W - kw * dw) + kk * dw */
        Tensor *r = tensor_retain(*kk);
        ok = step(be, s, OP_floordiv, &r, operand_int(w->kernel[1]), err) &&
             step(be, s, OP_mul, &r, operand_int(w->dilation[0] * plane - w->kernel[1] * w->dilation[1]), err) &&
             step(be, s, OP_mul, kk, operand_int(w->dilation[1]), err) &&
             step(be, s, OP_add, kk, operand_tensor(r), err);
        tensor_release(r);
    }
    ok = ok && step(be, s, OP_add, kk, operand_tensor(grid), err);
    tensor_release(grid);
    return ok;
}

/* The divisor of each window of an average: its element count, padding
 * counted or not, as PyTorch's avg_pool kernels count. */
static bool divisors(const Backend *be, DevStream *s, const Tensor *x, const Window *w, const Pool *p,
                     const int64_t *o, DType dt, Tensor **out, Error *err)
{
    int lead = x->ndim - w->nsp;
    int64_t cells = 1;
    for (int d = 0; d < w->nsp; d++)
        cells *= o[d];
    double *div = malloc((size_t)(cells ? cells : 1) * sizeof *div);
    float *div32 = malloc((size_t)(cells ? cells : 1) * sizeof *div32);
    if (!div || !div32) {
        free(div);
        free(div32);
        error_set(err, "cst: out of host memory");
        return false;
    }
    for (int64_t c = 0; c < cells; c++) {
        int64_t rest = c, all = 1, inside = 1;
        for (int d = w->nsp - 1; d >= 0; d--) {
            int64_t size = x->shape[lead + d];
            int64_t start = rest % o[d] * w->stride[d] - w->lo[d];
            int64_t end = start + w->kernel[d] < size + w->lo[d] ? start + w->kernel[d] : size + w->lo[d];
            all *= end - start;
            inside *= (end < size ? end : size) - (start > 0 ? start : 0);
            rest /= o[d];
        }
        div[c] = (double)(p->count_pad ? all : inside);
        div32[c] = (float)div[c];
    }
    bool ok = dispatch_from_host(be, s, tensor_device(x), dt, w->nsp, o,
                                 dt == DT_FLOAT64 ? (void *)div : (void *)div32, out, err);
    free(div);
    free(div32);
    return ok;
}

bool dispatch_pool(const Backend *be, DevStream *s, Tensor *x, const Window *w, const Pool *p,
                   Tensor **out, Tensor **indices, Error *err)
{
    int lead = x->ndim - w->nsp, n = x->ndim;
    int64_t o[TENSOR_MAX_DIMS];
    Window pw = *w;
    bool exact = true;
    for (int d = 0; d < w->nsp; d++) {
        o[d] = dispatch_pool_count(x, w, p->ceil_mode, d);
        /* a ceil_mode window may reach past the padding: widen it there */
        int64_t need = (o[d] - 1) * w->stride[d] + w->dilation[d] * (w->kernel[d] - 1) + 1 -
                       x->shape[lead + d] - w->lo[d];
        if (need > pw.hi[d]) {
            pw.hi[d] = need;
            exact = false;
        }
    }
    bool max = p->kind == POOL_MAX;
    Tensor *v, *win = NULL;
    if (!dispatch_windows(be, s, x, &pw, max ? operand_float(-INFINITY) : operand_int(0), true, &v, err))
        return false;
    int64_t shape[TENSOR_MAX_DIMS + 2], k = 1;
    for (int d = 0; d < n + w->nsp; d++)
        shape[d] = d >= lead && d < n ? o[d - lead] : v->shape[d];
    for (int d = 0; d < w->nsp; d++)
        k *= w->kernel[d];
    win = tensor_as_strided(v, n + w->nsp, shape, v->strides, v->offset);
    tensor_release(v);
    bool ok;
    if (max && indices) {
        Tensor *flat;
        shape[n] = k;
        ok = dispatch_reshape(be, s, win, n + 1, shape, &flat, err);
        if (ok) {
            ok = dispatch_max_dim(be, s, OP_max, flat, -1, false, out, indices, err);
            tensor_release(flat);
        }
        if (ok && !positions(be, s, x, w, o, indices, err)) {
            tensor_release(*out);
            ok = false;
        }
    } else {
        Reduction r = dispatch_reduction(max ? OP_amax : OP_sum);
        r.ndims = w->nsp;
        for (int d = 0; d < w->nsp; d++)
            r.dims[d] = n + d;
        bool narrow = x->dtype == DT_FLOAT16 || x->dtype == DT_BFLOAT16;
        if (!max && narrow)
            r.dtype = DT_FLOAT32;
        ok = dispatch_reduce(be, s, win, &r, out, err);
        if (ok && !max) {
            DType dt = narrow ? DT_FLOAT32 : x->dtype;
            Tensor *div = NULL;
            if (p->divisor)
                ok = step(be, s, OP_div, out, operand_int(p->divisor), err);
            else if (exact && p->count_pad)
                ok = step(be, s, OP_div, out, operand_int(k), err);
            else
                ok = divisors(be, s, x, w, p, o, dt, &div, err) &&
                     step(be, s, OP_div, out, operand_tensor(div), err);
            tensor_release(div);
            if (ok && narrow) {
                Tensor *r16;
                ok = dispatch_to(be, s, *out, tensor_device(*out), x->dtype, false, &r16, err);
                tensor_release(*out);
                *out = ok ? r16 : NULL;
            }
        }
    }
    tensor_release(win);
    return ok;
}
