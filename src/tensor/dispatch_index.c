/* dispatch_index.c: gather and scatter along one dimension, advanced
 * indexing, search, nonzero and runs (dispatch_index.h). */
#include "tensor/dispatch_index.h"

#include <string.h>

/* a, the args of a kernel of one output and two inputs, each seen as
 * `seen` sees it (tensor_dev or tensor_dev_lines). */
static void two_inputs(OpArgs *a, void (*seen)(const Tensor *, DevTensor *), const Tensor *out, const Tensor *in0,
                       const Tensor *in1, DType dt)
{
    memset(a, 0, sizeof *a);
    seen(out, &a->out[0]);
    seen(in0, &a->in[0]);
    seen(in1, &a->in[1]);
    a->nout = 1;
    a->nin = 2;
    a->dtype = dt;
}

/* A range check's record of four int64 (dispatch_bounds) as an output. */
static DevTensor record_of(int64_t *record)
{
    return (DevTensor){.data = record, .dtype = DT_INT64, .ndim = 1, .shape = {4}, .strides = {1}};
}

/* *out, a new tensor on the device of the n operands ts (*dev). */
static bool fresh(const Backend *be, DevStream *s, Tensor *const *ts, int n, DType dt, int ndim, const int64_t *shape,
                  int *dev, Tensor **out, Error *err)
{
    return dispatch_same_device(ts, n, dev, err) && tensor_empty(be, *dev, s, dt, ndim, shape, out, err);
}

/* a's kernel launched into the new *out, released if the launch fails. */
static bool launch_into(const Backend *be, DevStream *s, int dev, OpCode op, const OpArgs *a, Tensor **out, Error *err)
{
    if (dispatch_launch(be, s, dev, op, a, err))
        return true;
    tensor_release(*out);
    *out = NULL;
    return false;
}

/* a's last output the record of the kernel's own range check, if any
 * (ops.def's gather and scatter). */
static void check_into(OpArgs *a, int64_t *check)
{
    if (check) a->out[a->nout++] = record_of(check);
}

bool dispatch_gather(const Backend *be, DevStream *s, Tensor *src, int dim, Tensor *index, int64_t *check,
                     Tensor **out, Error *err)
{
    int dev;
    if (!fresh(be, s, (Tensor *[]){src, index}, 2, src->dtype, index->ndim, index->shape, &dev, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    two_inputs(&a, tensor_dev_lines, *out, src, index, src->dtype);
    a.si[0] = dim;
    check_into(&a, check);
    return launch_into(be, s, dev, OP_gather, &a, out, err);
}

bool dispatch_scatter(const Backend *be, DevStream *s, Tensor *self, int dim, Tensor *index, Tensor *src,
                      ScatterMode mode, int64_t *check, Error *err)
{
    int dev;
    if (!dispatch_same_device((Tensor *[]){self, index, src}, 3, &dev, err))
        return false;
    if (tensor_numel(index) == 0)
        return true;
    OpArgs a;
    two_inputs(&a, tensor_dev_lines, self, index, src, self->dtype);
    a.si[0] = dim;
    a.si[1] = mode;
    check_into(&a, check);
    return dispatch_launch(be, s, dev, OP_scatter, &a, err);
}

bool dispatch_nll(const Backend *be, DevStream *s, Tensor *x, Tensor *target, Tensor *weight, int64_t ignore,
                  int64_t *check, Tensor **loss, Tensor **count, Error *err)
{
    int dev;
    Tensor *ts[3] = {x, target, weight};
    int64_t n = target->shape[0];
    *count = NULL;
    if (!fresh(be, s, ts, weight ? 3 : 2, x->dtype, 1, &n, &dev, loss, err))
        return false;
    if (!tensor_empty(be, dev, s, weight ? x->dtype : DT_INT64, weight ? 1 : 0, &n, count, err)) {
        tensor_release(*loss);
        *loss = NULL;
        return false;
    }
    /* (without rows, a count of 0 is still written) */
    if (n == 0 && weight)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*loss, &a.out[0]);
    tensor_dev(*count, &a.out[1]);
    for (int i = 0; i < (weight ? 3 : 2); i++)
        tensor_dev(ts[i], &a.in[i]);
    a.nout = 2;
    a.nin = weight ? 3 : 2;
    a.dtype = x->dtype;
    a.si[0] = ignore;
    check_into(&a, check);
    if (dispatch_launch(be, s, dev, OP_nll, &a, err))
        return true;
    tensor_release(*loss);
    tensor_release(*count);
    *loss = *count = NULL;
    return false;
}

bool dispatch_index(const Backend *be, DevStream *s, Tensor *view, unsigned indexed, int at, const IndexTerm *terms,
                    int n, int ndim, const int64_t *shape, Tensor **out, Error *err)
{
    int dev;
    Tensor *ts[1 + INDEX_MAX] = {view};
    for (int k = 0; k < n; k++)
        ts[1 + k] = terms[k].idx;
    if (!fresh(be, s, ts, 1 + n, view->dtype, ndim, shape, &dev, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*out, &a.out[0]);
    tensor_dev(view, &a.in[0]);
    a.nout = 1;
    a.nin = 1 + n;
    a.dtype = view->dtype;
    /* the block: the result's dims from at that the view's other dims leave */
    int nb = ndim - (view->ndim - __builtin_popcount(indexed));
    for (int k = 0; k < n; k++) {
        tensor_dev_broadcast(terms[k].idx, nb, shape + at, &a.in[1 + k]);
        a.si[3 + 2 * k] = terms[k].size;
        a.si[4 + 2 * k] = terms[k].stride;
    }
    a.si[0] = at;
    a.si[1] = nb;
    a.si[2] = indexed;
    for (int k = 0; k < n; k++) {
        if (!terms[k].check) continue;
        a.si[8 + a.nout] = k;
        a.out[a.nout++] = record_of(terms[k].check);
    }
    return launch_into(be, s, dev, OP_index, &a, out, err);
}

bool dispatch_index_put(const Backend *be, DevStream *s, Tensor *view, unsigned indexed, int at, Tensor *offsets,
                        Tensor *values, int ndim, const int64_t *shape, bool add, Error *err)
{
    int dev;
    if (!dispatch_same_device((Tensor *[]){view, offsets, values}, 3, &dev, err))
        return false;
    int64_t n = 1;
    for (int d = 0; d < ndim; d++)
        n *= shape[d];
    if (n == 0)
        return true;
    OpArgs a;
    two_inputs(&a, tensor_dev, view, offsets, values, view->dtype);
    tensor_dev_broadcast(values, ndim, shape, &a.in[1]);
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
    if (!fresh(be, s, (Tensor *[]){boundaries, values}, 2, dt, values->ndim, values->shape, &dev, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    two_inputs(&a, tensor_dev, *out, boundaries, values, values->dtype);
    /* boundaries seen in the result's shape: its leading dims (none when
     * 1-d), the line apart */
    int last = boundaries->ndim - 1;
    a.in[0].ndim = values->ndim;
    for (int d = 0; d < values->ndim; d++) {
        a.in[0].shape[d] = values->shape[d];
        a.in[0].strides[d] = last > 0 && d < last ? boundaries->strides[d] : 0;
    }
    a.si[0] = right;
    a.si[1] = boundaries->shape[last];
    a.si[2] = boundaries->strides[last];
    return launch_into(be, s, dev, OP_search, &a, out, err);
}

bool dispatch_bounds(const Backend *be, DevStream *s, Tensor *index, int64_t lo, int64_t hi, int64_t *record,
                     Error *err)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.out[0] = record_of(record);
    tensor_dev_lines(index, &a.in[0]);
    a.nout = 1;
    a.nin = 1;
    a.dtype = DT_INT64;
    a.si[0] = lo;
    a.si[1] = hi;
    return dispatch_launch(be, s, tensor_device(index), OP_bounds, &a, err);
}

bool dispatch_outside(const Backend *be, DevStream *s, Tensor *t, double lo, double hi, int64_t *record,
                      Error *err)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.out[0] = record_of(record);
    tensor_dev_lines(t, &a.in[0]);
    a.nout = 1;
    a.nin = 1;
    a.dtype = t->dtype;
    a.sf[0] = lo;
    a.sf[1] = hi;
    return dispatch_launch(be, s, tensor_device(t), OP_outside, &a, err);
}

bool dispatch_nonzero(const Backend *be, DevStream *s, Tensor *flags, bool coordinates, int64_t count, Tensor **out,
                      Error *err)
{
    int dev;
    int64_t shape[2] = {count, flags->ndim};
    /* Coordinates laid out as PyTorch's nonzero lays them: the transpose of
     * a contiguous (ndim, count), so that each column is contiguous. */
    int64_t strides[2] = {1, count > 1 ? count : 1};
    if (!(coordinates ? dispatch_same_device(&flags, 1, &dev, err) &&
                            tensor_empty_strided(be, dev, s, DT_INT64, 2, shape, strides, out, err)
                      : fresh(be, s, &flags, 1, DT_INT64, 1, shape, &dev, out, err)))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*out, &a.out[0]);
    tensor_dev(flags, &a.in[0]);
    a.nout = 1;
    a.nin = 1;
    a.dtype = DT_BOOL;
    return launch_into(be, s, dev, OP_nonzero, &a, out, err);
}

bool dispatch_runs(const Backend *be, DevStream *s, Tensor *keys, bool sorted, Tensor **values, Tensor **count,
                   Tensor **lengths, Error *err)
{
    int dev;
    int64_t n = tensor_numel(keys), one = 1;
    *count = NULL;
    if (lengths)
        *lengths = NULL;
    if (!fresh(be, s, &keys, 1, keys->dtype, 1, &n, &dev, values, err))
        return false;
    OpArgs a;
    memset(&a, 0, sizeof a);
    bool ok = tensor_empty(be, dev, s, DT_INT64, 1, &one, count, err) &&
              (!lengths || tensor_empty(be, dev, s, DT_INT64, 1, &n, lengths, err));
    if (ok) {
        tensor_dev(keys, &a.in[0]);
        tensor_dev(*values, &a.out[0]);
        tensor_dev(*count, &a.out[1]);
        if (lengths)
            tensor_dev(*lengths, &a.out[2]);
        a.nin = 1;
        a.nout = lengths ? 3 : 2;
        a.dtype = keys->dtype;
        ok = dispatch_launch(be, s, dev, sorted ? OP_sorted_runs : OP_runs, &a, err);
    }
    if (ok)
        return true;
    tensor_release(*values);
    tensor_release(*count);
    if (lengths)
        tensor_release(*lengths);
    return false;
}
