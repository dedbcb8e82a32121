/* dispatch_decomp.c: the LINALG group's launches (dispatch_decomp.h). */
#include "tensor/dispatch_decomp.h"

#include <string.h>

/* The operands of one launch: the tensors it holds (folded views or
 * copies of the inputs, the results) and its arguments. */
typedef struct Launch {
    OpArgs args;
    Tensor *held[6];
    int nheld;
    Tensor **results[3];
} Launch;

static void launch_release(Launch *l)
{
    for (int i = 0; i < l->nheld; i++)
        tensor_release(l->held[i]);
}

/* The product of t's dims before its last `tail`: the batch. */
static int64_t batch_of(const Tensor *t, int tail)
{
    int64_t n = 1;
    for (int d = 0; d < t->ndim - tail; d++)
        n *= t->shape[d];
    return n;
}

/* t as the kernel's operand *d: its batch dims folded into one ahead of
 * its last `tail` dims, a view where they fold, else a contiguous copy
 * (held by l). */
static bool fold(const Backend *be, DevStream *s, Launch *l, Tensor *t, int tail, DevTensor *d, Error *err)
{
    int64_t shape[3] = {batch_of(t, tail)};
    memcpy(shape + 1, t->shape + t->ndim - tail, (size_t)tail * sizeof *shape);
    Tensor *f;
    if (!dispatch_reshape(be, s, t, tail + 1, shape, &f, err))
        return false;
    l->held[l->nheld++] = f;
    tensor_dev(f, d);
    return true;
}

/* A new contiguous result of shape (ndim, shape) on dev, held by l (and
 * released with the launch's other results should it fail), folded into
 * the kernel's out[nout++]. */
static bool result(const Backend *be, DevStream *s, Launch *l, int dev, DType dt, int ndim, const int64_t *shape,
                   int tail, Tensor **out, Error *err)
{
    if (!tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    l->results[l->args.nout] = out;
    return fold(be, s, l, *out, tail, &l->args.out[l->args.nout++], err);
}

/* Releases the launch's results (after a failure). */
static void drop_results(Launch *l)
{
    for (int i = 0; i < l->args.nout; i++)
        tensor_release(*l->results[i]);
}

/* Launches op on l's operands (when its results are not all empty); on
 * failure its results are released too. */
static bool run(const Backend *be, DevStream *s, Launch *l, int dev, OpCode op, bool prepared, Error *err)
{
    bool empty = true;
    for (int i = 0; prepared && i < l->args.nout; i++)
        empty = empty && tensor_numel(*l->results[i]) == 0;
    bool ok = prepared && (empty || dispatch_launch(be, s, dev, op, &l->args, err));
    if (!ok)
        drop_results(l);
    launch_release(l);
    return ok;
}

/* A launch of n inputs, l's arguments zeroed, the inputs' device in *dev. */
static bool begin(Launch *l, Tensor *const *ins, int n, int *dev, Error *err)
{
    memset(l, 0, sizeof *l);
    l->args.nin = n;
    l->args.dtype = ins[0]->dtype;
    return dispatch_same_device(ins, n, dev, err);
}

/* t's batch dims followed by tail (n of them). */
static int batch_shape(const Tensor *t, int keep, const int64_t *tail, int n, int64_t *shape)
{
    memcpy(shape, t->shape, (size_t)keep * sizeof *shape);
    memcpy(shape + keep, tail, (size_t)n * sizeof *shape);
    return keep + n;
}

bool dispatch_lu_factor(const Backend *be, DevStream *s, Tensor *a, bool permutation, Tensor **lu, Tensor **pivots,
                        Error *err)
{
    Launch l;
    int dev, nb = a->ndim - 2;
    int64_t m = a->shape[nb], n = a->shape[nb + 1], shape[TENSOR_MAX_DIMS];
    int64_t width = (m < n ? m : n) + 1 + (permutation ? m : 0);
    bool ok = begin(&l, &a, 1, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              result(be, s, &l, dev, a->dtype, a->ndim, a->shape, 2, lu, err) &&
              result(be, s, &l, dev, DT_INT32, batch_shape(a, nb, &width, 1, shape), shape, 1, pivots, err);
    return run(be, s, &l, dev, OP_lu_factor, ok, err);
}

bool dispatch_lu_solve(const Backend *be, DevStream *s, Tensor *lu, Tensor *pivots, Tensor *b, bool transpose,
                       Tensor **out, Error *err)
{
    Launch l;
    int dev;
    bool ok = begin(&l, (Tensor *[]){lu, pivots, b}, 3, &dev, err) && fold(be, s, &l, lu, 2, &l.args.in[0], err) &&
              fold(be, s, &l, pivots, 1, &l.args.in[1], err) && fold(be, s, &l, b, 2, &l.args.in[2], err) &&
              result(be, s, &l, dev, b->dtype, b->ndim, b->shape, 2, out, err);
    l.args.si[0] = transpose;
    return run(be, s, &l, dev, OP_lu_solve, ok, err);
}

bool dispatch_cholesky(const Backend *be, DevStream *s, Tensor *a, bool upper, Tensor **factor, Tensor **info,
                       Error *err)
{
    Launch l;
    int dev, nb = a->ndim - 2;
    int64_t one = 1, shape[TENSOR_MAX_DIMS];
    bool ok = begin(&l, &a, 1, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              result(be, s, &l, dev, a->dtype, a->ndim, a->shape, 2, factor, err) &&
              result(be, s, &l, dev, DT_INT32, batch_shape(a, nb, &one, 1, shape), shape, 1, info, err);
    l.args.si[0] = upper;
    return run(be, s, &l, dev, OP_cholesky, ok, err);
}

bool dispatch_solve_triangular(const Backend *be, DevStream *s, Tensor *a, Tensor *b, bool upper, bool left,
                               bool unit, Tensor **out, Error *err)
{
    Launch l;
    int dev;
    bool ok = begin(&l, (Tensor *[]){a, b}, 2, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              fold(be, s, &l, b, 2, &l.args.in[1], err) &&
              result(be, s, &l, dev, b->dtype, b->ndim, b->shape, 2, out, err);
    l.args.si[0] = upper;
    l.args.si[1] = left;
    l.args.si[2] = unit;
    return run(be, s, &l, dev, OP_solve_triangular, ok, err);
}

bool dispatch_qr(const Backend *be, DevStream *s, Tensor *a, bool complete, Tensor **r, Tensor **q, Error *err)
{
    Launch l;
    int dev, nb = a->ndim - 2;
    int64_t m = a->shape[nb], n = a->shape[nb + 1], k = m < n ? m : n, shape[TENSOR_MAX_DIMS];
    int64_t r_tail[2] = {complete ? m : k, n}, q_tail[2] = {m, complete ? m : k};
    bool ok = begin(&l, &a, 1, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              result(be, s, &l, dev, a->dtype, batch_shape(a, nb, r_tail, 2, shape), shape, 2, r, err) &&
              (!q || result(be, s, &l, dev, a->dtype, batch_shape(a, nb, q_tail, 2, shape), shape, 2, q, err));
    return run(be, s, &l, dev, OP_qr, ok, err);
}

bool dispatch_eigh(const Backend *be, DevStream *s, Tensor *a, bool upper, Tensor **values, Tensor **vectors,
                   Error *err)
{
    Launch l;
    int dev, nb = a->ndim - 2;
    int64_t shape[TENSOR_MAX_DIMS];
    bool ok = begin(&l, &a, 1, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              result(be, s, &l, dev, a->dtype, batch_shape(a, nb, a->shape + nb, 1, shape), shape, 1, values, err) &&
              (!vectors || result(be, s, &l, dev, a->dtype, a->ndim, a->shape, 2, vectors, err));
    l.args.si[0] = upper;
    return run(be, s, &l, dev, OP_eigh, ok, err);
}

bool dispatch_svd(const Backend *be, DevStream *s, Tensor *a, bool full, Tensor **values, Tensor **u, Tensor **vh,
                  Error *err)
{
    Launch l;
    int dev, nb = a->ndim - 2;
    int64_t m = a->shape[nb], n = a->shape[nb + 1], k = m < n ? m : n, shape[TENSOR_MAX_DIMS];
    int64_t u_tail[2] = {m, full ? m : k}, v_tail[2] = {full ? n : k, n};
    bool ok = begin(&l, &a, 1, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              result(be, s, &l, dev, a->dtype, batch_shape(a, nb, &k, 1, shape), shape, 1, values, err) &&
              (!u || (result(be, s, &l, dev, a->dtype, batch_shape(a, nb, u_tail, 2, shape), shape, 2, u, err) &&
                      result(be, s, &l, dev, a->dtype, batch_shape(a, nb, v_tail, 2, shape), shape, 2, vh, err)));
    l.args.si[0] = full;
    return run(be, s, &l, dev, OP_svd, ok, err);
}

bool dispatch_lstsq(const Backend *be, DevStream *s, Tensor *a, Tensor *b, double rcond, Tensor **x, Tensor **rank,
                    Error *err)
{
    Launch l;
    int dev, nb = a->ndim - 2;
    int64_t shape[TENSOR_MAX_DIMS], x_tail[2] = {a->shape[nb + 1], b->shape[nb + 1]};
    bool ok = begin(&l, (Tensor *[]){a, b}, 2, &dev, err) && fold(be, s, &l, a, 2, &l.args.in[0], err) &&
              fold(be, s, &l, b, 2, &l.args.in[1], err) &&
              result(be, s, &l, dev, a->dtype, batch_shape(a, nb, x_tail, 2, shape), shape, 2, x, err) &&
              result(be, s, &l, dev, DT_INT64, nb, a->shape, 0, rank, err);
    l.args.sf[0] = rcond;
    return run(be, s, &l, dev, OP_lstsq, ok, err);
}
