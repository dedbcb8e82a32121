/* dispatch_decomp.c: the LINALG group's launches (dispatch_decomp.h). */
#include "tensor/dispatch_decomp.h"

#include <string.h>

/* The operands of one launch: the tensors it holds (folded views or
 * copies of the inputs, the results) and its arguments. */
typedef struct Launch {
    OpArgs args;
    Tensor *held[4];
    int nheld;
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

/* A new contiguous result of shape (ndim, shape) on dev, held by l and
 * folded into the kernel's out[i]. */
static bool result(const Backend *be, DevStream *s, Launch *l, int dev, DType dt, int ndim, const int64_t *shape,
                   int tail, int i, Tensor **out, Error *err)
{
    if (!tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    bool ok = fold(be, s, l, *out, tail, &l->args.out[i], err);
    if (!ok)
        tensor_release(*out);
    return ok;
}

/* Launches op on l's operands; the results (out, out2 when not NULL)
 * are released on failure. */
static bool run(const Backend *be, DevStream *s, Launch *l, int dev, OpCode op, Tensor **out, Tensor **out2,
                Error *err)
{
    bool empty = tensor_numel(*out) == 0 && (!out2 || tensor_numel(*out2) == 0);
    bool ok = empty || dispatch_launch(be, s, dev, op, &l->args, err);
    launch_release(l);
    if (!ok) {
        tensor_release(*out);
        if (out2)
            tensor_release(*out2);
    }
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

/* t's shape with its last dim replaced by last (or dropped, last < 0). */
static int shape_with_last(const Tensor *t, int64_t last, int64_t *shape)
{
    memcpy(shape, t->shape, (size_t)t->ndim * sizeof *shape);
    if (last < 0)
        return t->ndim - 1;
    shape[t->ndim - 1] = last;
    return t->ndim;
}

bool dispatch_lu_factor(const Backend *be, DevStream *s, Tensor *a, bool permutation, Tensor **lu, Tensor **pivots,
                        Error *err)
{
    Launch l;
    int dev;
    int64_t m = a->shape[a->ndim - 2], n = a->shape[a->ndim - 1], shape[TENSOR_MAX_DIMS];
    if (!begin(&l, &a, 1, &dev, err) || !fold(be, s, &l, a, 2, &l.args.in[0], err))
        return false;
    l.args.nout = 2;
    int pdim = shape_with_last(a, -1, shape);
    shape[pdim - 1] = (m < n ? m : n) + 1 + (permutation ? m : 0);
    if (!result(be, s, &l, dev, a->dtype, a->ndim, a->shape, 2, 0, lu, err)) {
        launch_release(&l);
        return false;
    }
    if (!result(be, s, &l, dev, DT_INT32, pdim, shape, 1, 1, pivots, err)) {
        launch_release(&l);
        tensor_release(*lu);
        return false;
    }
    return run(be, s, &l, dev, OP_lu_factor, lu, pivots, err);
}

bool dispatch_lu_solve(const Backend *be, DevStream *s, Tensor *lu, Tensor *pivots, Tensor *b, bool transpose,
                       Tensor **out, Error *err)
{
    Launch l;
    int dev;
    if (!begin(&l, (Tensor *[]){lu, pivots, b}, 3, &dev, err) || !fold(be, s, &l, lu, 2, &l.args.in[0], err) ||
        !fold(be, s, &l, pivots, 1, &l.args.in[1], err) || !fold(be, s, &l, b, 2, &l.args.in[2], err) ||
        !result(be, s, &l, dev, b->dtype, b->ndim, b->shape, 2, 0, out, err)) {
        launch_release(&l);
        return false;
    }
    l.args.nout = 1;
    l.args.si[0] = transpose;
    return run(be, s, &l, dev, OP_lu_solve, out, NULL, err);
}

bool dispatch_cholesky(const Backend *be, DevStream *s, Tensor *a, bool upper, Tensor **l_out, Tensor **info,
                       Error *err)
{
    Launch l;
    int dev;
    int64_t shape[TENSOR_MAX_DIMS];
    if (!begin(&l, &a, 1, &dev, err) || !fold(be, s, &l, a, 2, &l.args.in[0], err))
        return false;
    l.args.nout = 2;
    l.args.si[0] = upper;
    int idim = shape_with_last(a, -1, shape);
    shape[idim - 1] = 1;
    if (!result(be, s, &l, dev, a->dtype, a->ndim, a->shape, 2, 0, l_out, err)) {
        launch_release(&l);
        return false;
    }
    if (!result(be, s, &l, dev, DT_INT32, idim, shape, 1, 1, info, err)) {
        launch_release(&l);
        tensor_release(*l_out);
        return false;
    }
    return run(be, s, &l, dev, OP_cholesky, l_out, info, err);
}

bool dispatch_solve_triangular(const Backend *be, DevStream *s, Tensor *a, Tensor *b, bool upper, bool left,
                               bool unit, Tensor **out, Error *err)
{
    Launch l;
    int dev;
    if (!begin(&l, (Tensor *[]){a, b}, 2, &dev, err) || !fold(be, s, &l, a, 2, &l.args.in[0], err) ||
        !fold(be, s, &l, b, 2, &l.args.in[1], err) ||
        !result(be, s, &l, dev, b->dtype, b->ndim, b->shape, 2, 0, out, err)) {
        launch_release(&l);
        return false;
    }
    l.args.nout = 1;
    l.args.si[0] = upper;
    l.args.si[1] = left;
    l.args.si[2] = unit;
    return run(be, s, &l, dev, OP_solve_triangular, out, NULL, err);
}
