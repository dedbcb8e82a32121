/* dispatch_softmax.c: softmax and log_softmax along one dimension
 * (dispatch_softmax.h). */
#include "tensor/dispatch_softmax.h"

#include <string.h>

bool dispatch_softmax(const Backend *be, DevStream *s, Tensor *t, int64_t dim, DType dt,
                      bool log, Tensor **out, Error *err)
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
        ok = dispatch_launch(be, s, dev, log ? OP_log_softmax : OP_softmax, &a, err);
        if (!ok)
            tensor_release(*out);
    }
    tensor_release(in);
    return ok;
}
