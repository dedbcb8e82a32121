/* dispatch_index.c: gather and scatter along one dimension, and search (dispatch_index.h). */
#include "tensor/dispatch_index.h"

#include <string.h>

bool dispatch_gather(const Backend *be, DevStream *s, Tensor *src, int dim, Tensor *index,
                     Tensor **out, Error *err)
{
    int dev;
    if (!dispatch_same_device((Tensor *[]){src, index}, 2, &dev, err))
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
    if (!dispatch_same_device((Tensor *[]){self, index, src}, 3, &dev, err))
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

bool dispatch_search(const Backend *be, DevStream *s, Tensor *boundaries, Tensor *values, bool right,
                     DType dt, Tensor **out, Error *err)
{
    int dev;
    if (!dispatch_same_device((Tensor *[]){boundaries, values}, 2, &dev, err))
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
