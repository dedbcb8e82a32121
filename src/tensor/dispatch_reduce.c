/* dispatch_reduce.c: PyTorch's rules for reductions, cumsum and cumprod (see
 * dispatch_reduce.h), down to one kernel launch each. */
#include "tensor/dispatch_reduce.h"

#include <string.h>

Reduction dispatch_reduction(OpCode op)
{
    Reduction r;
    memset(&r, 0, sizeof r);
    r.op = op;
    r.ndims = -1;
    r.dtype = DT_COUNT;
    r.correction = 1;
    r.p = 2;
    return r;
}

static bool not_implemented(int dev, const char *name, DType dt, Error *err)
{
    error_set(err, "\"%s_%s\" not implemented for '%s'", name, dev < 0 ? "cpu" : "cuda",
              tensor_type_name(dt));
    return false;
}

/* mask[d]: dimension d of t is reduced.  A 0-d tensor has one dimension
 * to name (0 or -1), as PyTorch's dim wrapping allows. */
static bool reduced_dims(const Tensor *t, int ndims, const int64_t *dims, bool *mask,
                         bool *all, Error *err)
{
    *all = ndims <= 0;
    for (int d = 0; d < TENSOR_MAX_DIMS; d++)
        mask[d] = *all;
    for (int i = 0; i < ndims; i++) {
        int w;
        if (!tensor_wrap_dim(dims[i], t->ndim, &w, err))
            return false;
        if (mask[w]) {
            error_set(err, "dim %d appears multiple times in the list of dims", w);
            return false;
        }
        mask[w] = true;
    }
    return true;
}

/* The result's shape: reduced dimensions dropped, or kept as 1. */
static int result_shape(const Tensor *t, const bool *mask, bool keepdim, int64_t *shape)
{
    int n = 0;
    for (int d = 0; d < t->ndim; d++) {
        if (!mask[d])
            shape[n++] = t->shape[d];
        else if (keepdim)
            shape[n++] = 1;
    }
    return n;
}

/* out (a new result of the reduced shape) as the kernel sees it: t's shape
 * with stride 0 along every reduced dimension. */
static void kernel_view(const Tensor *t, const bool *mask, bool keepdim, const Tensor *out,
                        DevTensor *dv)
{
    tensor_dev(out, dv);
    int k = 0;
    dv->ndim = t->ndim;
    for (int d = 0; d < t->ndim; d++) {
        dv->shape[d] = t->shape[d];
        if (mask[d]) {
            dv->strides[d] = 0;
            k += keepdim;
        } else {
            dv->strides[d] = out->strides[k++];
        }
    }
}

/* Launches op over t (already in the dtype the kernel reads) into new
 * results: out in dtype dt, and with indices an int64 second output. */
static bool launch_reduction(const Backend *be, DevStream *s, OpCode op, Tensor *t,
                             const bool *mask, bool keepdim, DType dt, double param,
                             Tensor **out, Tensor **indices, Error *err)
{
    int dev = tensor_device(t);
    int64_t shape[TENSOR_MAX_DIMS];
    int n = result_shape(t, mask, keepdim, shape);
    *out = NULL;
    if (indices)
        *indices = NULL;
    if (!tensor_empty(be, dev, s, dt, n, shape, out, err))
        return false;
    if (indices && !tensor_empty(be, dev, s, DT_INT64, n, shape, indices, err)) {
        tensor_release(*out);
        return false;
    }
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(t, &a.in[0]);
    a.nin = 1;
    kernel_view(t, mask, keepdim, *out, &a.out[0]);
    a.nout = 1;
    if (indices) {
        kernel_view(t, mask, keepdim, *indices, &a.out[1]);
        a.nout = 2;
    }
    a.dtype = t->dtype;
    a.sf[0] = param;
    if (!dispatch_launch(be, s, dev, op, &a, err)) {
        tensor_release(*out);
        if (indices)
            tensor_release(*indices);
        return false;
    }
    return true;
}

/* t in dtype dt on its device: t itself, or a converted copy. */
static bool converted(const Backend *be, DevStream *s, Tensor *t, DType dt, Tensor **out,
                      Error *err)
{
    return dispatch_to(be, s, t, tensor_device(t), dt, false, out, err);
}

/* PyTorch's refusals of max-like reductions over nothing. */
static bool check_nonempty(const Tensor *t, const char *name, bool all, const bool *mask,
                           bool arg, Error *err)
{
    if (tensor_numel(t) != 0)
        return true;
    if (all) {
        /* argmax's check is PyTorch's TORCH_CHECK_INDEX, amax's a plain TORCH_CHECK. */
        error_set_as(err, arg ? ERR_INDEX : ERR_RUNTIME,
                     "%s(): Expected reduction dim to be specified for input.numel() == 0.%s",
                     name, arg ? "" : " Specify the reduction dim with the 'dim' argument.");
        return false;
    }
    for (int d = 0; d < t->ndim; d++) {
        if (mask[d] && t->shape[d] == 0) {
            error_set_as(err, ERR_INDEX, "%s(): Expected reduction dim %d to have non-zero size.", name, d);
            return false;
        }
    }
    return true;
}

/* The dtype a reduction gives and the dtype its input is read in. */
static bool plan(const Tensor *t, const Reduction *r, DType *result, DType *read, Error *err)
{
    DType dt = t->dtype;
    int dev = tensor_device(t);
    bool fl = dtype_is_float(dt);
    switch (r->op) {
    case OP_sum:
    case OP_prod:
        *result = r->dtype != DT_COUNT ? r->dtype : fl ? dt : DT_INT64;
        /* integers into integers wrap alike whether converted first or
         * not, so the kernels read them as they are (not into bool, which
         * is no wrap: converting first makes every nonzero value 1) */
        *read = !fl && !dtype_is_float(*result) && *result != DT_BOOL ? dt : *result;
        return true;
    case OP_mean:
        if (r->dtype != DT_COUNT && !dtype_is_float(r->dtype)) {
            error_set(err, "mean(): could not infer output dtype. Optional dtype must be either "
                           "a floating point or complex dtype. Got: %s",
                      tensor_type_name(r->dtype));
            return false;
        }
        if (r->dtype == DT_COUNT && !fl) {
            error_set(err, "mean(): could not infer output dtype. Input dtype must be either a "
                           "floating point or complex dtype. Got: %s", tensor_type_name(dt));
            return false;
        }
        *result = *read = r->dtype != DT_COUNT ? r->dtype : dt;
        return true;
    case OP_amax:
    case OP_amin:
        *result = *read = dt;
        return true;
    case OP_argmax:
    case OP_argmin:
        if (dt == DT_BOOL)
            return not_implemented(dev, op_name(r->op), dt, err);
        *result = DT_INT64;
        *read = dt;
        return true;
    case OP_all:
    case OP_any:
        *result = dt == DT_UINT8 ? DT_UINT8 : DT_BOOL;
        *read = dt;
        return true;
    case OP_var:
    case OP_std:
        if (!fl) {
            error_set(err, "std and var only support floating point and complex dtypes");
            return false;
        }
        *result = *read = dt;
        return true;
    case OP_norm:
        if (!fl) {
            error_set(err, "norm(): input dtype should be either floating point or complex. "
                           "Got %s instead.", tensor_type_name(dt));
            return false;
        }
        *result = *read = dt;
        return true;
    default:
        error_set(err, "internal error: %s is not a reduction", op_name(r->op));
        return false;
    }
}

bool dispatch_reduce(const Backend *be, DevStream *s, Tensor *t, const Reduction *r,
                     Tensor **out, Error *err)
{
    bool mask[TENSOR_MAX_DIMS], all;
    DType result, read;
    if (!reduced_dims(t, r->ndims, r->dims, mask, &all, err) || !plan(t, r, &result, &read, err))
        return false;
    bool max_like = r->op == OP_amax || r->op == OP_amin || r->op == OP_argmax ||
                    r->op == OP_argmin;
    if (max_like && !check_nonempty(t, op_name(r->op), all, mask,
                                    r->op == OP_argmax || r->op == OP_argmin, err))
        return false;
    /* argmax/argmin without a dim index the flattened tensor. */
    Tensor *in;
    if (!converted(be, s, t, read, &in, err))
        return false;
    double param = r->op == OP_norm ? r->p : r->correction;
    bool ok = launch_reduction(be, s, r->op, in, mask, r->keepdim, result, param, out, NULL, err);
    tensor_release(in);
    return ok;
}

bool dispatch_max_dim(const Backend *be, DevStream *s, OpCode op, Tensor *t, int64_t dim,
                      bool keepdim, Tensor **values, Tensor **indices, Error *err)
{
    bool mask[TENSOR_MAX_DIMS], all;
    if (!reduced_dims(t, 1, &dim, mask, &all, err) ||
        !check_nonempty(t, op_name(op), false, mask, false, err))
        return false;
    return launch_reduction(be, s, op, t, mask, keepdim, t->dtype, 0, values, indices, err);
}

/* a for an op along dim w of in, into outs[0..nout) of in's shape: a
 * 0-d tensor is one line of one element, since the kernel walks lines. */
static void along_lines(OpArgs *a, Tensor *in, Tensor **outs, int nout, int w)
{
    memset(a, 0, sizeof *a);
    tensor_dev(in, &a->in[0]);
    for (int k = 0; k < nout; k++)
        tensor_dev(outs[k], &a->out[k]);
    DevTensor *all[3] = {&a->in[0], &a->out[0], &a->out[1]};
    for (int k = 0; in->ndim == 0 && k <= nout; k++) {
        all[k]->ndim = 1;
        all[k]->shape[0] = 1;
        all[k]->strides[0] = 1;
    }
    a->nin = 1;
    a->nout = nout;
    a->dtype = in->dtype;
    a->si[0] = w;
}

bool dispatch_cumulative(const Backend *be, DevStream *s, OpCode op, Tensor *t, int64_t dim, DType dt,
                     Tensor **out, Error *err)
{
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    if (dt == DT_COUNT)
        dt = dtype_is_float(t->dtype) ? t->dtype : DT_INT64;
    Tensor *in;
    if (!converted(be, s, t, dt, &in, err))
        return false;
    int dev = tensor_device(t);
    bool ok = tensor_empty(be, dev, s, dt, t->ndim, t->shape, out, err);
    if (ok && tensor_numel(*out) > 0) {
        OpArgs a;
        along_lines(&a, in, out, 1, w);
        ok = dispatch_launch(be, s, dev, op, &a, err);
        if (!ok)
            tensor_release(*out);
    }
    tensor_release(in);
    return ok;
}

bool dispatch_cumextreme(const Backend *be, DevStream *s, OpCode op, Tensor *t, int64_t dim, Tensor **values,
                         Tensor **indices, Error *err)
{
    int w, dev = tensor_device(t);
    if (!tensor_wrap_dim(dim, t->ndim, &w, err) ||
        !tensor_empty(be, dev, s, t->dtype, t->ndim, t->shape, values, err))
        return false;
    if (!tensor_empty(be, dev, s, DT_INT64, t->ndim, t->shape, indices, err)) {
        tensor_release(*values);
        return false;
    }
    if (tensor_numel(t) == 0)
        return true;
    OpArgs a;
    Tensor *outs[2] = {*values, *indices};
    along_lines(&a, t, outs, 2, w);
    if (dispatch_launch(be, s, dev, op, &a, err))
        return true;
    tensor_release(*values);
    tensor_release(*indices);
    return false;
}
