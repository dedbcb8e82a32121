/* dispatch_softmax.c: softmax and log_softmax along one dimension,
 * layer_norm and rms_norm, norm_linear, and attention (dispatch_softmax.h). */
#include "tensor/dispatch_softmax.h"

#include <stdint.h>
#include <string.h>

#include "attention.h"


bool dispatch_softmax(const Backend *be, DevStream *s, Tensor *t, int64_t dim, DType dt,
                      bool log, bool causal, Tensor **out, Error *err)
{
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    if (dt == DT_COUNT)
        dt = t->dtype;
    int dev = tensor_device(t);
    if (!dtype_is_float(dt) && tensor_numel(t) > 0) {
        bool last = t->ndim == 0 || w == t->ndim - 1;
        const char *name = dev >= 0 ? "host_softmax"
                           : !last ? "softmax_kernel_impl"
                           : log ? "log_softmax_lastdim_kernel_impl"
                                 : "softmax_lastdim_kernel_impl";
        error_set(err, "\"%s\" not implemented for '%s'", name, tensor_type_name(dt));
        return false;
    }
    Tensor *in;
    if (!dispatch_to(be, s, t, dev, dt, false, &in, err))
        return false;
    bool ok = tensor_empty(be, dev, s, dt, t->ndim, t->shape, out, err);
    if (ok && tensor_numel(*out) > 0) {
        OpArgs a;
        memset(&a, 0, sizeof a);
        tensor_dev_lines(in, &a.in[0]);
        tensor_dev_lines(*out, &a.out[0]);
        a.nin = a.nout = 1;
        a.dtype = dt;
        a.si[0] = w;
        a.si[1] = causal && t->ndim >= 2 && w == t->ndim - 1;
        ok = dispatch_launch(be, s, dev, log ? OP_log_softmax : OP_softmax, &a, err);
        if (!ok)
            tensor_release(*out);
    }
    tensor_release(in);
    return ok;
}

bool dispatch_norm(const Backend *be, DevStream *s, Tensor *t, int k, Tensor *weight, Tensor *bias,
                   double eps, bool rms, Tensor **out, Error *err)
{
    Tensor *ops[3] = {t};
    int nops = 1, dev;
    if (weight)
        ops[nops++] = weight;
    if (bias)
        ops[nops++] = bias;
    if (!dispatch_same_device(ops, nops, &dev, err))
        return false;
    int64_t n = 1;
    for (int d = t->ndim - k; d < t->ndim; d++)
        n *= t->shape[d];
    int64_t numel = tensor_numel(t), rows[2] = {n ? numel / n : 0, n};
    if (!tensor_empty(be, dev, s, t->dtype, t->ndim, t->shape, out, err))
        return false;
    /* The kernel sees the input as its rows: contiguous, viewed [rows, n]. */
    Tensor *in[3] = {NULL, NULL, NULL}, *lines = NULL;
    bool ok = true;
    for (int i = 0; i < nops && ok; i++)
        ok = dispatch_contiguous(be, s, ops[i], &in[i], err);
    ok = ok && dispatch_reshape(be, s, in[0], 2, rows, &lines, err);
    if (ok && numel > 0) {
        OpArgs a;
        memset(&a, 0, sizeof a);
        tensor_dev(*out, &a.out[0]);
        a.nout = 1;
        tensor_dev(lines, &a.in[0]);
        for (int i = 1; i < nops; i++)
            tensor_dev(in[i], &a.in[i]);
        a.nin = nops;
        a.dtype = t->dtype;
        a.si[0] = weight != NULL;
        a.si[1] = bias != NULL;
        a.sf[0] = eps;
        ok = dispatch_launch(be, s, dev, rms ? OP_rms_norm : OP_layer_norm, &a, err);
    }
    tensor_release(lines);
    for (int i = 0; i < nops; i++)
        tensor_release(in[i]);
    if (!ok) {
        tensor_release(*out);
        *out = NULL;
    }
    return ok;
}

bool dispatch_norm_linear(const Backend *be, DevStream *s, Tensor *mean, Tensor *var, Tensor *weight, Tensor *bias,
                          double eps, DType dt, Tensor **scale, Tensor **shift, Error *err)
{
    Tensor *ops[4] = {mean, var}, *vec[4] = {NULL};
    int nops = 2, dev;
    if (weight)
        ops[nops++] = weight;
    if (bias)
        ops[nops++] = bias;
    int64_t c = 0;
    for (int i = 0; i < nops; i++)
        c = tensor_numel(ops[i]) > c ? tensor_numel(ops[i]) : c;
    *scale = *shift = NULL;
    if (!dispatch_same_device(ops, nops, &dev, err) || !tensor_empty(be, dev, s, dt, 1, &c, scale, err) ||
        !tensor_empty(be, dev, s, dt, 1, &c, shift, err)) {
        tensor_release(*scale);
        return false;
    }
    /* each operand a vector of c elements, a single one repeated */
    OpArgs a;
    memset(&a, 0, sizeof a);
    bool ok = true;
    for (int i = 0; i < nops && ok; i++) {
        int64_t n = tensor_numel(ops[i]);
        ok = dispatch_reshape(be, s, ops[i], 1, &n, &vec[i], err);
        if (ok)
            tensor_dev_broadcast(vec[i], 1, &c, &a.in[i]);
    }
    if (ok && c > 0) {
        tensor_dev(*scale, &a.out[0]);
        tensor_dev(*shift, &a.out[1]);
        a.nout = 2;
        a.nin = nops;
        a.dtype = dt;
        a.si[0] = weight != NULL;
        a.si[1] = bias != NULL;
        a.sf[0] = eps;
        ok = dispatch_launch(be, s, dev, OP_norm_linear, &a, err);
    }
    for (int i = 0; i < nops; i++)
        tensor_release(vec[i]);
    if (!ok) {
        tensor_release(*scale);
        tensor_release(*shift);
        *scale = *shift = NULL;
    }
    return ok;
}

/* Whether mask broadcasts to the scores' shape, q's leading dims then
 * [Lq, Lk], without growing it. */
static bool mask_fits(const Tensor *mask, const Tensor *q, int64_t lk)
{
    int nd = q->ndim;
    if (mask->ndim > nd)
        return false;
    for (int d = 1; d <= mask->ndim; d++) {
        int64_t want = d == 1 ? lk : q->shape[nd - d];
        if (mask->shape[mask->ndim - d] != want && mask->shape[mask->ndim - d] != 1)
            return false;
    }
    return true;
}

bool dispatch_attention_takes(Tensor *q, Tensor *k, Tensor *v, Tensor *mask)
{
    Tensor *ops[4] = {q, k, v, mask};
    int nd = q->ndim, dev;
    Error ignored;
    if (nd < 2 || k->ndim != nd || v->ndim != nd || !dispatch_same_device(ops, mask ? 4 : 3, &dev, &ignored))
        return false;
    DType dt = q->dtype;
    if (dt != DT_FLOAT32 && dt != DT_FLOAT16 && dt != DT_BFLOAT16)
        return false;
    for (int i = 0; i < 3; i++)
        if (ops[i]->dtype != dt)
            return false;
    for (int d = 0; d < nd - 2; d++)
        if (k->shape[d] != q->shape[d] || v->shape[d] != q->shape[d])
            return false;
    if (mask && ((mask->dtype != DT_BOOL && mask->dtype != dt) || !mask_fits(mask, q, k->shape[nd - 2])))
        return false;
    int64_t e = q->shape[nd - 1];
    return q->shape[nd - 2] > 0 && k->shape[nd - 2] > 0 && v->shape[nd - 2] == k->shape[nd - 2] &&
           k->shape[nd - 1] == e && v->shape[nd - 1] == e && (e == 32 || e == 64 || e == 128);
}

/* The kernels read rows 16 bytes at a time: the last dim contiguous, the
 * rest 4 elements apart, from 16-byte-aligned data. */
static bool rows_aligned(Tensor *t)
{
    if (t->strides[t->ndim - 1] != 1 || (uintptr_t)tensor_data(t) % 16 != 0)
        return false;
    for (int d = 0; d < t->ndim - 1; d++)
        if (t->strides[d] % 4 != 0)
            return false;
    return true;
}

/* t as the attention kernel reads it: float32 rows (float16 and
 * bfloat16 widen exactly), 16-byte aligned; t itself where it is. */
static bool kernel_operand(const Backend *be, DevStream *s, Tensor *t, Tensor **out, Error *err)
{
    if (t->dtype == DT_FLOAT32 && rows_aligned(t)) {
        *out = tensor_retain(t);
        return true;
    }
    if (t->dtype == DT_FLOAT32)
        return dispatch_contiguous(be, s, t, out, err);
    if (!tensor_empty(be, tensor_device(t), s, DT_FLOAT32, t->ndim, t->shape, out, err))
        return false;
    if (dispatch_copy(be, s, *out, t, false, err))
        return true;
    tensor_release(*out);
    return false;
}

/* A new result of q's shape and dtype dt.  Heads [B, H, T, E] lie as
 * [B, T, H, E], as PyTorch's fused kernels leave them, so that the usual
 * a.transpose(1, 2).contiguous() that joins the heads copies nothing. */
static bool result_of(const Backend *be, DevStream *s, const Tensor *q, DType dt, Tensor **out, Error *err)
{
    const int64_t *n = q->shape;
    if (q->ndim != 4)
        return tensor_empty(be, tensor_device(q), s, dt, q->ndim, n, out, err);
    const int64_t strides[4] = {n[2] * n[1] * n[3], n[3], n[1] * n[3], 1};
    return tensor_empty_strided(be, tensor_device(q), s, dt, 4, n, strides, out, err);
}

/* A float32 result r as dtype dt (r itself for float32): rounded once. */
static bool narrowed(const Backend *be, DevStream *s, Tensor *r, DType dt, Tensor **out, Error *err)
{
    if (dt == DT_FLOAT32) {
        *out = r;
        return true;
    }
    bool ok = result_of(be, s, r, dt, out, err);
    if (ok && !dispatch_copy(be, s, *out, r, false, err)) {
        tensor_release(*out);
        ok = false;
    }
    tensor_release(r);
    return ok;
}

/* The mask as the kernels read it: bool as it is, an additive one in
 * float32 (float16 and bfloat16 widen exactly), either expanded to the
 * scores' shape (stride 0 where it broadcasts). */
static bool mask_operand(const Backend *be, DevStream *s, Tensor *mask, const Tensor *q, int64_t lk, Tensor **out,
                         Error *err)
{
    Tensor *m;
    DType dt = mask->dtype == DT_BOOL ? DT_BOOL : DT_FLOAT32;
    if (!dispatch_to(be, s, mask, tensor_device(mask), dt, false, &m, err))
        return false;
    int64_t shape[TENSOR_MAX_DIMS];
    memcpy(shape, q->shape, sizeof(int64_t) * (size_t)q->ndim);
    shape[q->ndim - 1] = lk;
    bool ok = tensor_expand(m, q->ndim, shape, out, err);
    tensor_release(m);
    return ok;
}

bool dispatch_attention(const Backend *be, DevStream *s, Tensor *q, Tensor *k, Tensor *v, Tensor *mask,
                        bool causal, double scale, Tensor **out, Error *err)
{
    Tensor *ops[4] = {q, k, v, mask}, *in[4] = {NULL, NULL, NULL, NULL};
    int dev = tensor_device(q), nin = mask ? 4 : 3;
    bool ok = true;
    for (int i = 0; i < 3 && ok; i++)
        ok = kernel_operand(be, s, ops[i], &in[i], err);
    ok = ok && (!mask || mask_operand(be, s, mask, q, k->shape[k->ndim - 2], &in[3], err));
    ok = ok && result_of(be, s, q, DT_FLOAT32, out, err);
    if (ok) {
        OpArgs a;
        memset(&a, 0, sizeof a);
        for (int i = 0; i < nin; i++)
            tensor_dev(in[i], &a.in[i]);
        tensor_dev(*out, &a.out[0]);
        a.nin = nin;
        a.nout = 1;
        a.dtype = DT_FLOAT32;
        a.si[0] = causal;
        a.si[1] = !mask ? ATTN_MASK_NONE : mask->dtype == DT_BOOL ? ATTN_MASK_BOOL : ATTN_MASK_ADD;
        a.sf[0] = scale;
        ok = dispatch_launch(be, s, dev, OP_attention, &a, err);
        if (!ok)
            tensor_release(*out);
        ok = ok && narrowed(be, s, *out, q->dtype, out, err);
        if (!ok)
            *out = NULL;
    }
    for (int i = 0; i < 4; i++)
        tensor_release(in[i]);
    return ok;
}
