/* dispatch_index.c: gather and scatter along one dimension, advanced
 * indexing, and search (dispatch_index.h). */
#include "tensor/dispatch_index.h"

#include <string.h>

/* Every operand on one device, 0-d ones too (a kernel reads them all). */
static bool same_device(Tensor *const *ts, int n, int *dev, Error *err)
{
    *dev = tensor_device(ts[0]);
    for (int i = 1; i < n; i++) {
        if (tensor_device(ts[i]) != *dev) {
            char da[16], db[16];
            tensor_device_str(*dev, da, sizeof da);
            tensor_device_str(tensor_device(ts[i]), db, sizeof db);
            error_set(err, "Expected all tensors to be on the same device, but found at least two "
                           "devices, %s and %s!", da, db);
            return false;
        }
    }
    return true;
}

bool dispatch_gather(const Backend *be, DevStream *s, Tensor *src, int dim, Tensor *index,
                     Tensor **out, Error *err)
{
    int dev;
    if (!same_device((Tensor *[]){src, index}, 2, &dev, err))
        return false;
    if (!tensor_empty(be, dev, s, src->dtype, index->ndim, index->shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev_lines(*out, &a.out[0]);
    tensor_dev_lines(src, &a.in[0]);
    tensor_dev_lines(index, &a.in[1]);
    a.nout = 1;
    a.nin = 2;
    a.dtype = src->dtype;
    a.si[0] = dim;
    if (!dispatch_launch(be, s, dev, OP_gather, &a, err)) {
        tensor_release(*out);
        *out = NULL;
        return false;
    }
    return true;
}

bool dispatch_scatter(const Backend *be, DevStream *s, Tensor *self, int dim, Tensor *index,
                      Tensor *src, bool add, Error *err)
{
    int dev;
    if (!same_device((Tensor *[]){self, index, src}, 3, &dev, err))
        return false;
    if (tensor_numel(index) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev_lines(self, &a.out[0]);
    tensor_dev_lines(index, &a.in[0]);
    tensor_dev_lines(src, &a.in[1]);
    a.nout = 1;
    a.nin = 2;
    a.dtype = self->dtype;
    a.si[0] = dim;
    a.si[1] = add;
    return dispatch_launch(be, s, dev, OP_scatter, &a, err);
}

bool dispatch_index(const Backend *be, DevStream *s, Tensor *view, unsigned indexed, int at, Tensor *offsets,
                    int ndim, const int64_t *shape, Tensor **out, Error *err)
{
    int dev;
    if (!same_device((Tensor *[]){view, offsets}, 2, &dev, err))
        return false;
    if (!tensor_empty(be, dev, s, view->dtype, ndim, shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*out, &a.out[0]);
    tensor_dev(view, &a.in[0]);
    tensor_dev(offsets, &a.in[1]);
    a.nout = 1;
    a.nin = 2;
    a.dtype = view->dtype;
    a.si[0] = at;
    a.si[1] = offsets->ndim;
    a.si[2] = indexed;
    if (!dispatch_launch(be, s, dev, OP_index, &a, err)) {
        tensor_release(*out);
        *out = NULL;
        return false;
    }
    return true;
}

bool dispatch_index_put(const Backend *be, DevStream *s, Tensor *view, unsigned indexed, int at, Tensor *offsets,
                        Tensor *values, int ndim, const int64_t *shape, bool add, Error *err)
{
    int dev;
    if (!same_device((Tensor *[]){view, offsets, values}, 3, &dev, err))
        return false;
    int64_t n = 1;
    for (int d = 0; d < ndim; d++)
        n *= shape[d];
    if (n == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(view, &a.out[0]);
    tensor_dev(offsets, &a.in[0]);
    tensor_dev_broadcast(values, ndim, shape, &a.in[1]);
    a.nout = 1;
    a.nin = 2;
    a.dtype = view->dtype;
    a.si[0] = at;
    a.si[1] = offsets->ndim;
    a.si[2] = indexed;
    a.si[3] = add;
    return dispatch_launch(be, s, dev, OP_index_put, &a, err);
}

bool dispatch_search(const Backend *be, DevStream *s, Tensor *boundaries, Tensor *values, bool right,
                     DType dt, Tensor **out, Error *err)
{
    int dev;
    if (!same_device((Tensor *[]){boundaries, values}, 2, &dev, err))
        return false;
    if (!tensor_empty(be, dev, s, dt, values->ndim, values->shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*out, &a.out[0]);
    tensor_dev(values, &a.in[1]);
    /* boundaries seen in the result's shape: its leading dims (none when
     * 1-d), the line apart */
    int last = boundaries->ndim - 1;
    tensor_dev(boundaries, &a.in[0]);
    a.in[0].ndim = values->ndim;
    for (int d = 0; d < values->ndim; d++) {
        a.in[0].shape[d] = values->shape[d];
        a.in[0].strides[d] = last > 0 && d < last ? boundaries->strides[d] : 0;
    }
    a.nout = 1;
    a.nin = 2;
    a.dtype = values->dtype;
    a.si[0] = right;
    a.si[1] = boundaries->shape[last];
    a.si[2] = boundaries->strides[last];
    if (!dispatch_launch(be, s, dev, OP_search, &a, err)) {
        tensor_release(*out);
        *out = NULL;
        return false;
    }
    return true;
}
