/* dispatch_distance.c: cdist and pdist through ops.def's cdist kernel,
 * each distance one pass over two rows, and cross through its own
 * (dispatch_distance.h). */
#include "tensor/dispatch_distance.h"

#include <string.h>

/* The dtype the kernel computes in for result dtype dt. */
static DType kernel_dtype(DType dt) { return dt == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32; }

/* t as the kernel reads it: dtype dt with rows of stride 1; t itself
 * where it is. */
static bool kernel_operand(const Backend *be, DevStream *s, Tensor *t, DType dt, Tensor **out, Error *err)
{
    if (t->dtype == dt && (t->ndim == 0 || t->strides[t->ndim - 1] == 1 || t->shape[t->ndim - 1] <= 1)) {
        *out = tensor_retain(t);
        return true;
    }
    if (!tensor_empty(be, tensor_device(t), s, dt, t->ndim, t->shape, out, err))
        return false;
    if (dispatch_copy(be, s, *out, t, false, err))
        return true;
    tensor_release(*out);
    return false;
}

/* A kernel result r as dtype dt (r itself when it is dt): rounded once. */
static bool narrowed(const Backend *be, DevStream *s, Tensor *r, DType dt, Tensor **out, Error *err)
{
    if (r->dtype == dt) {
        *out = r;
        return true;
    }
    bool ok = tensor_empty(be, tensor_device(r), s, dt, r->ndim, r->shape, out, err);
    if (ok && !dispatch_copy(be, s, *out, r, false, err)) {
        tensor_release(*out);
        ok = false;
    }
    tensor_release(r);
    return ok;
}

/* Runs the kernel on a (its operands filled) into a new result of dtype
 * kdt and this shape, then rounds it to dt. */
static bool launch(const Backend *be, DevStream *s, int dev, OpArgs *a, DType kdt, DType dt, int ndim,
                   const int64_t *shape, Tensor **out, Error *err)
{
    Tensor *r;
    if (!tensor_empty(be, dev, s, kdt, ndim, shape, &r, err))
        return false;
    tensor_dev(r, &a->out[0]);
    a->nin = 2;
    a->nout = 1;
    a->dtype = kdt;
    if (tensor_numel(r) > 0 && !dispatch_launch(be, s, dev, OP_cdist, a, err)) {
        tensor_release(r);
        return false;
    }
    return narrowed(be, s, r, dt, out, err);
}

bool dispatch_cdist(const Backend *be, DevStream *s, Tensor *x1, Tensor *x2, double p, Tensor **out,
                    Error *err)
{
    Tensor *ts[2] = {x1, x2}, *in[2] = {NULL, NULL};
    int dev, nb;
    int64_t shape[TENSOR_MAX_DIMS];
    if (!dispatch_same_device(ts, 2, &dev, err) ||
        !tensor_broadcast_shapes(x1->ndim - 2, x1->shape, x2->ndim - 2, x2->shape, &nb, shape, err))
        return false;
    if (nb + 2 > TENSOR_MAX_DIMS) {
        error_set(err, "tensors have at most %d dimensions, but got %d", TENSOR_MAX_DIMS, nb + 2);
        return false;
    }
    DType dt = tensor_promote_types(x1->dtype, x2->dtype), kdt = kernel_dtype(dt);
    bool ok = kernel_operand(be, s, x1, kdt, &in[0], err) && kernel_operand(be, s, x2, kdt, &in[1], err);
    if (ok) {
        OpArgs a;
        memset(&a, 0, sizeof a);
        for (int i = 0; i < 2; i++) {
            shape[nb] = in[i]->shape[in[i]->ndim - 2];
            shape[nb + 1] = in[i]->shape[in[i]->ndim - 1];
            tensor_dev_broadcast(in[i], nb + 2, shape, &a.in[i]);
        }
        shape[nb] = x1->shape[x1->ndim - 2];
        shape[nb + 1] = x2->shape[x2->ndim - 2];
        a.sf[0] = p;
        ok = launch(be, s, dev, &a, kdt, dt, nb + 2, shape, out, err);
    }
    for (int i = 0; i < 2; i++)
        tensor_release(in[i]);
    return ok;
}

bool dispatch_pdist(const Backend *be, DevStream *s, Tensor *x, double p, Tensor **out, Error *err)
{
    DType kdt = kernel_dtype(x->dtype);
    Tensor *in;
    if (!kernel_operand(be, s, x, kdt, &in, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(in, &a.in[0]);
    a.in[1] = a.in[0];
    a.sf[0] = p;
    a.si[0] = 1;
    int64_t n = x->shape[0], pairs = n * (n - 1) / 2;
    bool ok = launch(be, s, tensor_device(x), &a, kdt, x->dtype, 1, &pairs, out, err);
    tensor_release(in);
    return ok;
}

bool dispatch_cross(const Backend *be, DevStream *s, Tensor *x, Tensor *y, int dim, Tensor **out, Error *err)
{
    int dev, nd;
    int64_t shape[TENSOR_MAX_DIMS];
    if (!dispatch_same_device((Tensor *[]){x, y}, 2, &dev, err) ||
        !tensor_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, &nd, shape, err) ||
        !tensor_empty(be, dev, s, x->dtype, nd, shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*out, &a.out[0]);
    tensor_dev_broadcast(x, nd, shape, &a.in[0]);
    tensor_dev_broadcast(y, nd, shape, &a.in[1]);
    a.nout = 1;
    a.nin = 2;
    a.dtype = x->dtype;
    a.si[0] = dim;
    if (dispatch_launch(be, s, dev, OP_cross, &a, err))
        return true;
    tensor_release(*out);
    *out = NULL;
    return false;
}
