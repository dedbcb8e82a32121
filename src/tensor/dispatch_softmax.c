/* dispatch_softmax.c: softmax and log_softmax along one dimension, and
 * layer_norm and rms_norm (dispatch_softmax.h). */
#include "tensor/dispatch_softmax.h"

#include <string.h>

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
