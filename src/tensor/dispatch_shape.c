/* dispatch_shape.c: cat, stack, split and chunk (dispatch_shape.h). */
#include "tensor/dispatch_shape.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/* ---- cat and stack ---- */

/* PyTorch still skips 1-d empty tensors in cat, whatever their neighbours. */
static bool legacy_empty(const Tensor *t)
{
    return t->ndim == 1 && t->shape[0] == 0;
}

bool dispatch_cat(const Backend *be, DevStream *s, Tensor *const *ts, int n, int64_t dim,
                  Tensor **out, Error *err)
{
    if (n == 0) {
        error_set(err, "torch.cat(): expected a non-empty list of Tensors");
        return false;
    }
    Operand *xs = xmalloc((size_t)n * sizeof *xs);
    for (int i = 0; i < n; i++)
        xs[i] = operand_tensor(ts[i]);
    int dev;
    bool ok = dispatch_device(xs, n, &dev, err);
    free(xs);
    if (!ok)
        return false;
    DType dt = ts[0]->dtype;
    const Tensor *ref = NULL;
    for (int i = 0; i < n; i++) {
        if (ts[i]->ndim == 0) {
            error_set(err, "zero-dimensional tensor (at position %d) cannot be concatenated", i);
            return false;
        }
        dt = tensor_promote_types(dt, ts[i]->dtype);
        if (!ref && !legacy_empty(ts[i]))
            ref = ts[i];
    }
    int w;
    if (!tensor_wrap_dim(dim, (ref ? ref : ts[0])->ndim, &w, err))
        return false;
    if (!ref)
        return tensor_empty(be, dev, s, dt, 1, (int64_t[]){0}, out, err);
    int64_t shape[TENSOR_MAX_DIMS];
    memcpy(shape, ref->shape, sizeof shape);
    shape[w] = 0;
    for (int i = 0; i < n; i++) {
        const Tensor *t = ts[i];
        if (legacy_empty(t))
            continue;
        if (t->ndim != ref->ndim) {
            error_set(err, "Tensors must have same number of dimensions: got %d and %d",
                      ref->ndim, t->ndim);
            return false;
        }
        for (int d = 0; d < t->ndim; d++) {
            if (d != w && t->shape[d] != ref->shape[d]) {
                error_set(err, "Sizes of tensors must match except in dimension %d. Expected "
                               "size %lld but got size %lld for tensor number %d in the list.",
                          w, (long long)ref->shape[d], (long long)t->shape[d], i);
                return false;
            }
        }
        shape[w] += t->shape[w];
    }
    if (!tensor_empty(be, dev, s, dt, ref->ndim, shape, out, err))
        return false;
    /* Three parts a launch (OpArgs' inputs), each launch writing the
     * slice of out they fill. */
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.nout = 1;
    a.dtype = dt;
    a.si[0] = w;
    int64_t at = 0, start = 0;
    for (int i = 0; i < n && ok; i++) {
        Tensor *t = ts[i];
        if (!legacy_empty(t) && t->shape[w] > 0) {
            tensor_dev(t, &a.in[a.nin++]);
            at += t->shape[w];
        }
        if (a.nin == 3 || (i == n - 1 && a.nin > 0)) {
            /* Out itself where one launch fills it (no view to make). */
            Tensor *part = *out;
            int64_t stop = at;
            bool whole = start == 0 && stop == shape[w];
            ok = whole || tensor_slice(*out, w, &start, &stop, 1, &part, err);
            if (ok) {
                tensor_dev(part, &a.out[0]);
                ok = dispatch_launch(be, s, dev, OP_cat, &a, err);
                if (!whole)
                    tensor_release(part);
            }
            a.nin = 0;
            start = at;
        }
    }
    if (!ok)
        tensor_release(*out);
    return ok;
}

bool dispatch_stack(const Backend *be, DevStream *s, Tensor *const *ts, int n, int64_t dim,
                    Tensor **out, Error *err)
{
    if (n == 0) {
        error_set(err, "stack expects a non-empty TensorList");
        return false;
    }
    int w;
    if (!tensor_wrap_dim(dim, ts[0]->ndim + 1, &w, err))
        return false;
    for (int i = 1; i < n; i++) {
        bool same = ts[i]->ndim == ts[0]->ndim;
        for (int d = 0; same && d < ts[0]->ndim; d++)
            same = ts[i]->shape[d] == ts[0]->shape[d];
        if (!same) {
            char a[160], b[160];
            tensor_shape_str(ts[0]->ndim, ts[0]->shape, a, sizeof a);
            tensor_shape_str(ts[i]->ndim, ts[i]->shape, b, sizeof b);
            error_set(err, "stack expects each tensor to be equal size, but got %s at entry 0 "
                           "and %s at entry %d", a, b, i);
            return false;
        }
    }
    Tensor **us = xcalloc((size_t)n, sizeof *us);
    bool ok = true;
    for (int i = 0; i < n && ok; i++)
        ok = tensor_unsqueeze(ts[i], w, &us[i], err);
    ok = ok && dispatch_cat(be, s, us, n, w, out, err);
    for (int i = 0; i < n; i++)
        tensor_release(us[i]);
    free(us);
    return ok;
}

/* ---- split and chunk ---- */

static void sizes_str(const int64_t *sizes, int n, char *buf, size_t len)
{
    tensor_shape_str(n, sizes, buf, len);
}

static bool pieces(Tensor *t, int w, const int64_t *sizes, int n, Tensor ***parts, int *count,
                   Error *err)
{
    Tensor **ps = xcalloc((size_t)(n > 0 ? n : 1), sizeof *ps);
    int64_t at = 0;
    for (int i = 0; i < n; i++) {
        int64_t stop = at + sizes[i];
        if (!tensor_slice(t, w, &at, &stop, 1, &ps[i], err)) {
            for (int j = 0; j < i; j++)
                tensor_release(ps[j]);
            free(ps);
            return false;
        }
        at = stop;
    }
    *parts = ps;
    *count = n;
    return true;
}

bool dispatch_split(Tensor *t, int64_t size, const int64_t *sizes, int n, int64_t dim,
                    Tensor ***parts, int *count, Error *err)
{
    if (t->ndim == 0) {
        error_set(err, "split expects at least a 1-dimensional tensor");
        return false;
    }
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    int64_t len = t->shape[w];
    if (sizes) {
        int64_t sum = 0;
        char list[320];
        for (int i = 0; i < n; i++) {
            if (sizes[i] < 0) {
                sizes_str(sizes, n, list, sizeof list);
                error_set(err, "split_with_sizes expects split_sizes have only non-negative "
                               "entries, but got split_sizes=%s", list);
                return false;
            }
            sum += sizes[i];
        }
        if (sum != len) {
            sizes_str(sizes, n, list, sizeof list);
            error_set(err, "split_with_sizes expects split_sizes to sum exactly to %lld (input "
                           "tensor's size at dimension %d), but got split_sizes=%s",
                      (long long)len, w, list);
            return false;
        }
        return pieces(t, w, sizes, n, parts, count, err);
    }
    if (size < 0) {
        error_set(err, "split expects split_size be non-negative, but got split_size=%lld",
                  (long long)size);
        return false;
    }
    if (size == 0 && len != 0) {
        error_set(err, "split_size can only be 0 if dimension size is 0, but got dimension "
                       "size of %lld", (long long)len);
        return false;
    }
    int64_t m = size == 0 ? 1 : (len + size - 1) / size;
    if (m < 1)
        m = 1;
    int64_t *ss = xmalloc((size_t)m * sizeof *ss);
    for (int64_t i = 0; i < m; i++)
        ss[i] = len - i * size < size ? len - i * size : size;
    bool ok = pieces(t, w, ss, (int)m, parts, count, err);
    free(ss);
    return ok;
}

bool dispatch_chunk(Tensor *t, int64_t chunks, int64_t dim, Tensor ***parts, int *count,
                    Error *err)
{
    if (t->ndim == 0) {
        error_set(err, "chunk expects at least a 1-dimensional tensor");
        return false;
    }
    if (chunks <= 0) {
        error_set(err, "chunk expects `chunks` to be greater than 0, got: %lld",
                  (long long)chunks);
        return false;
    }
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, err))
        return false;
    int64_t len = t->shape[w], size = (len + chunks - 1) / chunks;
    if (size == 0 && len == 0) {
        /* Every one of the chunks is empty, as split_with_sizes gives. */
        int64_t *zeros = xcalloc((size_t)chunks, sizeof *zeros);
        bool ok = pieces(t, w, zeros, (int)chunks, parts, count, err);
        free(zeros);
        return ok;
    }
    return dispatch_split(t, size, NULL, 0, w, parts, count, err);
}
