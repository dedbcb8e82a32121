/* dispatch_sort.c: sort, topk, mode and kth along one dimension (dispatch_sort.h). */
#include "tensor/dispatch_sort.h"

#include <string.h>

/* sort and topk: k of the line's sorted values into new results. */
static bool sorted(const Backend *be, DevStream *s, OpCode op, Tensor *t, int w, int64_t k,
                   bool desc, Tensor **values, Tensor **indices, Error *err)
{
    int dev = tensor_device(t);
    int64_t shape[TENSOR_MAX_DIMS];
    memcpy(shape, t->shape, sizeof shape);
    if (t->ndim > 0)
        shape[w] = k;
    /* sort's results are laid out as its input (PyTorch's sort meta: t's
     * strides when dense, else dense ones in their order); topk's are
     * contiguous. */
    int64_t strides[TENSOR_MAX_DIMS];
    if (op == OP_sort)
        tensor_preserve_strides(t, strides);
    else if (!tensor_format_strides(t->ndim, shape, MEM_CONTIGUOUS, strides, err))
        return false;
    *values = NULL;
    if (indices)
        *indices = NULL;
    if (!tensor_empty_strided(be, dev, s, t->dtype, t->ndim, shape, strides, values, err) ||
        (indices && !tensor_empty_strided(be, dev, s, DT_INT64, t->ndim, shape, strides, indices, err))) {
        tensor_release(*values);
        return false;
    }
    if (tensor_numel(*values) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev_lines(t, &a.in[0]);
    tensor_dev_lines(*values, &a.out[0]);
    if (indices)
        tensor_dev_lines(*indices, &a.out[1]);
    a.nin = 1;
    a.nout = indices ? 2 : 1;
    a.dtype = t->dtype;
    a.si[0] = w;
    a.si[1] = desc;
    if (!dispatch_launch(be, s, dev, op, &a, err)) {
        tensor_release(*values);
        if (indices)
            tensor_release(*indices);
        return false;
    }
    return true;
}

bool dispatch_sort(const Backend *be, DevStream *s, Tensor *t, int64_t dim, bool descending,
                   Tensor **values, Tensor **indices, Error *err)
{
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    int64_t len = t->ndim ? t->shape[w] : 1;
    return sorted(be, s, OP_sort, t, w, len, descending, values, indices, err);
}

bool dispatch_topk(const Backend *be, DevStream *s, Tensor *t, int64_t k, int64_t dim,
                   bool largest, Tensor **values, Tensor **indices, Error *err)
{
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    int64_t len = t->ndim ? t->shape[w] : 1;
    if (k < 0 || k > len) {
        error_set(err, "selected index k out of range");
        return false;
    }
    if (t->dtype == DT_BOOL) {
        error_set(err, "\"%s\" not implemented for 'Bool'",
                  tensor_device(t) < 0 ? "topk_cpu" : "topk_out_cuda");
        return false;
    }
    /* A 0-d tensor is its own top element, whatever k (as PyTorch gives). */
    if (t->ndim == 0)
        k = 1;
    return sorted(be, s, OP_topk, t, w, k, largest, values, indices, err);
}

bool dispatch_mode(const Backend *be, DevStream *s, Tensor *t, int64_t dim, bool keepdim, Tensor **values,
                   Tensor **indices, Error *err)
{
    int w, dev = tensor_device(t);
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    if (t->ndim > 0 && t->shape[w] == 0) {
        error_set_as(err, ERR_INDEX, "mode(): Expected reduction dim %d to have non-zero size.", w);
        return false;
    }
    /* The results are made with dim kept (the kernel's view: stride 0
     * along it), then viewed without it. */
    int64_t shape[TENSOR_MAX_DIMS];
    memcpy(shape, t->shape, sizeof shape);
    if (t->ndim > 0)
        shape[w] = 1;
    Tensor *v, *x, *sv = NULL, *sx = NULL;
    if (!tensor_empty(be, dev, s, t->dtype, t->ndim, shape, &v, err))
        return false;
    if (!tensor_empty(be, dev, s, DT_INT64, t->ndim, shape, &x, err)) {
        tensor_release(v);
        return false;
    }
    bool ok = true;
    if (tensor_numel(v) > 0 && (ok = dispatch_sort(be, s, t, w, false, &sv, &sx, err))) {
        OpArgs a;
        memset(&a, 0, sizeof a);
        tensor_dev_lines(sv, &a.in[0]);
        tensor_dev_lines(sx, &a.in[1]);
        tensor_dev_lines(v, &a.out[0]);
        tensor_dev_lines(x, &a.out[1]);
        for (int k = 0; k < 2; k++) {
            a.out[k].shape[w] = a.in[0].shape[w];
            a.out[k].strides[w] = 0;
        }
        a.nin = a.nout = 2;
        a.dtype = t->dtype;
        a.si[0] = w;
        ok = dispatch_launch(be, s, dev, OP_mode, &a, err);
        tensor_release(sv);
        tensor_release(sx);
    }
    if (ok && !keepdim && t->ndim > 0) {
        Tensor *vv, *xx;
        ok = tensor_squeeze_dim(v, w, &vv, err);
        if (ok && !(ok = tensor_squeeze_dim(x, w, &xx, err)))
            tensor_release(vv);
        if (ok) {
            tensor_release(v);
            tensor_release(x);
            v = vv;
            x = xx;
        }
    }
    if (!ok) {
        tensor_release(v);
        tensor_release(x);
        return false;
    }
    *values = v;
    *indices = x;
    return true;
}

bool dispatch_kth(const Backend *be, DevStream *s, Tensor *t, int dim, KthRule rule, Tensor *places,
                  Tensor **values, Tensor **indices, Error *err)
{
    int dev = tensor_device(t);
    /* the callers (median, nanmedian, kthvalue) have refused empty lines */
    bool fits = t->ndim > 0 && dim >= 0 && dim < t->ndim && t->shape[dim] > 0 &&
                (rule == KTH_AT) == (places != NULL);
    int64_t shape[DEV_MAX_DIMS];
    for (int d = 0; fits && d < t->ndim; d++)
        shape[d] = d == dim ? 1 : t->shape[d];
    if (fits && places) {
        fits = places->dtype == DT_INT64 && places->ndim == t->ndim && tensor_device(places) == dev;
        for (int d = 0; fits && d < t->ndim; d++)
            fits = places->shape[d] == shape[d];
    }
    if (!fits) {
        error_set(err, "internal error: kth's places do not fit its input");
        return false;
    }
    Tensor *v, *x;
    if (!tensor_empty(be, dev, s, t->dtype, t->ndim, shape, &v, err))
        return false;
    if (!tensor_empty(be, dev, s, DT_INT64, t->ndim, shape, &x, err)) {
        tensor_release(v);
        return false;
    }
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev_lines(t, &a.in[0]);
    if (places)
        tensor_dev_lines(places, &a.in[1]);
    tensor_dev_lines(v, &a.out[0]);
    tensor_dev_lines(x, &a.out[1]);
    a.nin = places ? 2 : 1;
    a.nout = 2;
    a.dtype = t->dtype;
    a.si[0] = dim;
    a.si[1] = rule;
    if (tensor_numel(v) > 0 && !dispatch_launch(be, s, dev, OP_kth, &a, err)) {
        tensor_release(v);
        tensor_release(x);
        return false;
    }
    *values = v;
    *indices = x;
    return true;
}
