/* dispatch_linalg.c: matmul, mm, bmm, mv and dot (dispatch_linalg.h).  Each
 * checks its operands as PyTorch does, in PyTorch's order (so the same bad
 * call gives the same message), then runs the one matmul kernel on 3-d
 * views: [B, m, k] @ [B, k, n]. */
#include "tensor/dispatch_linalg.h"

#include <string.h>

typedef enum Kind { K_DOT, K_MV, K_MM, K_BMM } Kind;

static bool refuse_bool(Kind kind, int dev, DType dt, Error *err)
{
    static const char *const cpu[] = {"dot", "addmv_impl_cpu", "addmm_impl_cpu_", "bmm"};
    static const char *const cuda[] = {"dot", "addmv_impl_cuda", "addmm_cuda", "baddbmm_cuda"};
    error_set(err, "\"%s\" not implemented for '%s'", dev < 0 ? cpu[kind] : cuda[kind],
              tensor_type_name(dt));
    return false;
}

static bool same_dtype(const Tensor *a, const Tensor *b, Error *err)
{
    if (a->dtype == b->dtype)
        return true;
    error_set(err, "expected scalar type %s but found %s", tensor_type_name(a->dtype),
              tensor_type_name(b->dtype));
    return false;
}

/* t's data as the kernel's 3-d operand of the given sizes and strides. */
static void dev3(const Tensor *t, int64_t b, int64_t r, int64_t c, int64_t sb, int64_t sr,
                 int64_t sc, DevTensor *d)
{
    tensor_dev(t, d);
    d->ndim = 3;
    d->shape[0] = b;
    d->shape[1] = r;
    d->shape[2] = c;
    d->strides[0] = sb;
    d->strides[1] = sr;
    d->strides[2] = sc;
}

/* Runs the kernel into a new contiguous result of shape (ndim, shape)
 * whose 3-d view is `ov` (filled in here from the result), plus the row
 * bias where it is not NULL. */
static bool run_biased(const Backend *be, DevStream *s, Kind kind, const Tensor *a, const Tensor *b,
                       DevTensor av, DevTensor bv, const Tensor *bias, int ndim, const int64_t *shape,
                       Tensor **out, Error *err)
{
    Operand xs[2] = {operand_tensor((Tensor *)a), operand_tensor((Tensor *)b)};
    int dev;
    if (!dispatch_device(xs, 2, &dev, err))
        return false;
    if (a->dtype == DT_BOOL)
        return refuse_bool(kind, dev, a->dtype, err);
    if (!tensor_empty(be, dev, s, a->dtype, ndim, shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    OpArgs args;
    memset(&args, 0, sizeof args);
    args.in[0] = av;
    args.in[1] = bv;
    args.nin = 2;
    if (bias)
        tensor_dev(bias, &args.in[args.nin++]);
    int64_t m = av.shape[1], n = bv.shape[2];
    dev3(*out, av.shape[0], m, n, m * n, n, 1, &args.out[0]);
    args.nout = 1;
    args.dtype = a->dtype;
    args.si[0] = kind == K_BMM;
    if (!dispatch_launch(be, s, dev, OP_matmul, &args, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

static bool run(const Backend *be, DevStream *s, Kind kind, const Tensor *a, const Tensor *b,
                DevTensor av, DevTensor bv, int ndim, const int64_t *shape, Tensor **out, Error *err)
{
    return run_biased(be, s, kind, a, b, av, bv, NULL, ndim, shape, out, err);
}

bool dispatch_dot(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                  Error *err)
{
    if (a->ndim != 1 || b->ndim != 1) {
        error_set(err, "1D tensors expected, but got %dD and %dD tensors", a->ndim, b->ndim);
        return false;
    }
    if (a->dtype != b->dtype) {
        error_set(err, "dot : expected both vectors to have same dtype, but found %s and %s",
                  tensor_type_name(a->dtype), tensor_type_name(b->dtype));
        return false;
    }
    if (a->shape[0] != b->shape[0]) {
        error_set(err, "inconsistent tensor size, expected tensor [%lld] and src [%lld] to have "
                       "the same number of elements, but got %lld and %lld elements respectively",
                  (long long)a->shape[0], (long long)b->shape[0], (long long)a->shape[0],
                  (long long)b->shape[0]);
        return false;
    }
    DevTensor av, bv;
    int64_t k = a->shape[0];
    dev3(a, 1, 1, k, 0, 0, a->strides[0], &av);
    dev3(b, 1, k, 1, 0, b->strides[0], 0, &bv);
    return run(be, s, K_DOT, a, b, av, bv, 0, NULL, out, err);
}

bool dispatch_mv(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                 Error *err)
{
    if (a->ndim != 2 || b->ndim != 1) {
        error_set(err, "vector + matrix @ vector expected, got 1, %d, %d", a->ndim, b->ndim);
        return false;
    }
    int64_t m = a->shape[0], k = a->shape[1];
    if (k != b->shape[0]) {
        error_set(err, "size mismatch, got input (%lld), mat (%lldx%lld), vec (%lld)", (long long)m,
                  (long long)m, (long long)k, (long long)b->shape[0]);
        return false;
    }
    if (!same_dtype(a, b, err))
        return false;
    DevTensor av, bv;
    dev3(a, 1, m, k, 0, a->strides[0], a->strides[1], &av);
    dev3(b, 1, k, 1, 0, b->strides[0], 0, &bv);
    return run(be, s, K_MV, a, b, av, bv, 1, &m, out, err);
}

bool dispatch_mm(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                 Error *err)
{
    if (a->ndim != 2 || b->ndim != 2) {
        error_set(err, "%s must be a matrix", a->ndim != 2 ? "self" : "mat2");
        return false;
    }
    int64_t m = a->shape[0], k = a->shape[1], n = b->shape[1];
    if (k != b->shape[0]) {
        error_set(err, "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                  (long long)m, (long long)k, (long long)b->shape[0], (long long)n);
        return false;
    }
    if (!same_dtype(a, b, err))
        return false;
    DevTensor av, bv;
    dev3(a, 1, m, k, 0, a->strides[0], a->strides[1], &av);
    dev3(b, 1, k, n, 0, b->strides[0], b->strides[1], &bv);
    int64_t shape[2] = {m, n};
    return run(be, s, K_MM, a, b, av, bv, 2, shape, out, err);
}

bool dispatch_bmm(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                  Error *err)
{
    if (a->ndim != 3 || b->ndim != 3) {
        error_set(err, "batch%d must be a 3D tensor", a->ndim != 3 ? 1 : 2);
        return false;
    }
    int64_t bs = a->shape[0], m = a->shape[1], k = a->shape[2], n = b->shape[2];
    if (b->shape[0] != bs || b->shape[1] != k) {
        error_set(err, "Expected size for first two dimensions of batch2 tensor to be: "
                       "[%lld, %lld] but got: [%lld, %lld].", (long long)bs, (long long)k,
                  (long long)b->shape[0], (long long)b->shape[1]);
        return false;
    }
    if (!same_dtype(a, b, err))
        return false;
    DevTensor av, bv;
    dev3(a, bs, m, k, a->strides[0], a->strides[1], a->strides[2], &av);
    dev3(b, bs, k, n, b->strides[0], b->strides[1], b->strides[2], &bv);
    int64_t shape[3] = {bs, m, n};
    return run(be, s, K_BMM, a, b, av, bv, 3, shape, out, err);
}

/* PyTorch 1.13's should_fold: a batch of matrices times one matrix or
 * vector is one mm (or mv) over the batch folded into the rows, unless
 * the batch is a permute(0, 2, 1) that the fold would have to copy. */
static bool should_fold(const Tensor *t, int other_dim)
{
    if (t->ndim < 3 || (other_dim != 1 && other_dim != 2))
        return false;
    return !(t->ndim == 3 && other_dim == 2 && t->strides[2] != 1 &&
             t->strides[0] == t->shape[1] * t->shape[2]);
}

/* Replaces *t (a reference the caller owns) by r, releasing the old one. */
static void take(Tensor **t, Tensor *r)
{
    tensor_release(*t);
    *t = r;
}

static bool folded(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                   Error *err)
{
    bool transpose = b->ndim > a->ndim;
    Tensor *t1, *t2;
    if (transpose) {
        if (!tensor_transpose(b, -2, -1, &t1, err))
            return false;
        if (a->ndim == 2) {
            if (!tensor_t(a, &t2, err)) {
                tensor_release(t1);
                return false;
            }
        } else {
            t2 = tensor_retain(a);
        }
    } else {
        t1 = tensor_retain(a);
        t2 = tensor_retain(b);
    }
    int nd = t1->ndim - 1;
    int64_t shape[TENSOR_MAX_DIMS], rows = 1;
    for (int d = 0; d < nd; d++)
        rows *= shape[d] = t1->shape[d];
    if (t2->ndim == 2)
        shape[nd++] = t2->shape[1];
    int64_t fold[2] = {rows, t1->shape[t1->ndim - 1]};
    Tensor *f = NULL, *r = NULL, *v = NULL;
    bool ok = dispatch_reshape(be, s, t1, 2, fold, &f, err) &&
              (t2->ndim == 2 ? dispatch_mm(be, s, f, t2, &r, err)
                             : dispatch_mv(be, s, f, t2, &r, err)) &&
              tensor_view(r, nd, shape, &v, err);
    if (ok && transpose && t2->ndim == 2) {
        Tensor *mt;
        ok = tensor_transpose(v, -2, -1, &mt, err);
        if (ok) {
            take(&v, NULL);
            ok = dispatch_contiguous(be, s, mt, &v, err);
            tensor_release(mt);
        }
    }
    tensor_release(t1);
    tensor_release(t2);
    tensor_release(f);
    tensor_release(r);
    if (!ok) {
        tensor_release(v);
        return false;
    }
    *out = v;
    return true;
}

static bool batched(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                    Error *err)
{
    int d1 = a->ndim, d2 = b->ndim;
    int64_t n = d1 > 1 ? a->shape[d1 - 2] : 1, m1 = a->shape[d1 - 1];
    int64_t m2 = d2 > 1 ? b->shape[d2 - 2] : b->shape[0], p = d2 > 1 ? b->shape[d2 - 1] : 1;
    int nb1 = d1 > 2 ? d1 - 2 : 0, nb2 = d2 > 2 ? d2 - 2 : 0;
    int nb;
    int64_t batch[TENSOR_MAX_DIMS + 2];
    if (!tensor_broadcast_shapes(nb1, a->shape, nb2, b->shape, &nb, batch, err))
        return false;
    int64_t count = 1;
    for (int d = 0; d < nb; d++)
        count *= batch[d];
    int64_t size[TENSOR_MAX_DIMS + 2];
    memcpy(size, batch, (size_t)nb * sizeof *size);
    Tensor *ea = NULL, *eb = NULL, *ra = NULL, *rb = NULL, *r = NULL, *v = NULL;
    size[nb] = n;
    size[nb + 1] = m1;
    int64_t a3[3] = {count, n, m1};
    bool ok = tensor_expand(a, nb + 2, size, &ea, err) &&
              dispatch_reshape(be, s, ea, 3, a3, &ra, err);
    if (ok && d2 == 1) {
        size[nb] = m2;
        int64_t b2[2] = {count, m2};
        Tensor *flat = NULL;
        ok = tensor_expand(b, nb + 1, size, &eb, err) &&
             dispatch_reshape(be, s, eb, 2, b2, &flat, err) &&
             tensor_unsqueeze(flat, 2, &rb, err);
        tensor_release(flat);
    } else if (ok) {
        size[nb] = m2;
        size[nb + 1] = p;
        int64_t b3[3] = {count, m2, p};
        ok = tensor_expand(b, nb + 2, size, &eb, err) &&
             dispatch_reshape(be, s, eb, 3, b3, &rb, err);
    }
    ok = ok && dispatch_bmm(be, s, ra, rb, &r, err);
    int nd = nb;
    if (d1 > 1)
        batch[nd++] = n;
    if (d2 > 1)
        batch[nd++] = p;
    ok = ok && tensor_view(r, nd, batch, &v, err);
    tensor_release(ea);
    tensor_release(eb);
    tensor_release(ra);
    tensor_release(rb);
    tensor_release(r);
    if (!ok)
        return false;
    *out = v;
    return true;
}

bool dispatch_matmul(const Backend *be, DevStream *s, Tensor *a, Tensor *b, Tensor **out,
                     Error *err)
{
    int d1 = a->ndim, d2 = b->ndim;
    if (d1 == 0 || d2 == 0) {
        error_set(err, "both arguments to matmul need to be at least 1D, but they are %dD and %dD",
                  d1, d2);
        return false;
    }
    if (d1 == 1 && d2 == 1)
        return dispatch_dot(be, s, a, b, out, err);
    if (d1 == 2 && d2 == 1)
        return dispatch_mv(be, s, a, b, out, err);
    if (d1 == 2 && d2 == 2)
        return dispatch_mm(be, s, a, b, out, err);
    if (d1 == 1 && d2 == 2) {
        Tensor *row, *r;
        if (!tensor_unsqueeze(a, 0, &row, err))
            return false;
        bool ok = dispatch_mm(be, s, row, b, &r, err);
        tensor_release(row);
        if (!ok)
            return false;
        ok = tensor_squeeze_dim(r, 0, out, err);
        tensor_release(r);
        return ok;
    }
    if (should_fold(a, d2) || should_fold(b, d1))
        return folded(be, s, a, b, out, err);
    return batched(be, s, a, b, out, err);
}

bool dispatch_linear_takes(Tensor *x, Tensor *w, Tensor *bias)
{
    Tensor *ops[3] = {x, w, bias};
    int dev;
    Error ignored;
    DType dt = x->dtype;
    return x->ndim >= 2 && w->ndim == 2 && bias->ndim == 1 && w->dtype == dt && bias->dtype == dt &&
           (dt == DT_FLOAT32 || dt == DT_FLOAT64 || dt == DT_FLOAT16 || dt == DT_BFLOAT16) &&
           x->shape[x->ndim - 1] == w->shape[1] && bias->shape[0] == w->shape[0] &&
           dispatch_same_device(ops, 3, &dev, &ignored);
}

bool dispatch_linear(const Backend *be, DevStream *s, Tensor *x, Tensor *w, Tensor *bias, Tensor **out,
                     Error *err)
{
    int nd = x->ndim;
    int64_t k = w->shape[1], n = w->shape[0], rows = 1, shape[TENSOR_MAX_DIMS];
    for (int d = 0; d < nd - 1; d++)
        rows *= shape[d] = x->shape[d];
    shape[nd - 1] = n;
    int64_t fold[2] = {rows, k}, flat[2] = {rows, n};
    Tensor *f = NULL, *r = NULL;
    bool ok = dispatch_reshape(be, s, x, 2, fold, &f, err);
    if (ok) {
        /* w^T: w's [n, k] read as [k, n] */
        DevTensor av, bv;
        dev3(f, 1, rows, k, 0, f->strides[0], f->strides[1], &av);
        dev3(w, 1, k, n, 0, w->strides[1], w->strides[0], &bv);
        ok = run_biased(be, s, K_MM, f, w, av, bv, bias, 2, flat, &r, err) && tensor_view(r, nd, shape, out, err);
    }
    tensor_release(f);
    tensor_release(r);
    return ok;
}
