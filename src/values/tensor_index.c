/* tensor_index.c: the functions that pick or place elements by an index
 * tensor along one dimension, on the gather and scatter kernels
 * (dispatch_index.h): gather, take_along_dim, take, index_select (and
 * so F.embedding), scatter, scatter_add, index_add and their in-place forms,
 * with PyTorch's checks and messages.  Every index is checked to lie in
 * range on its device (deferred.h: the error is reported at the
 * operation, the host waiting for no device); the kernels take an element
 * outside as nothing to read or write. */
#include "values/tensor_index.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_index.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/compose.h"
#include "values/deferred.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"

static bool fail(Interp *in, const Error *err)
{
    return tensor_fail(in, err);
}

/* gather's and scatter's check: PyTorch's error for the first index
 * outside [0, size) along dim w.  With record, left to the kernel that
 * reads the index where it may be (deferred_index_fused). */
static bool in_bounds(Interp *in, Tensor *index, int w, int64_t size, int64_t **record)
{
    char msg[128];
    int64_t least;
    snprintf(msg, sizeof msg, "index %%lld is out of bounds for dimension %d with size %lld", w, (long long)size);
    if (record) return deferred_index_fused(in, index, 0, size, ERR_RUNTIME, msg, &least, record);
    return deferred_index_check(in, index, 0, size, ERR_RUNTIME, msg, &least);
}

static int64_t size_at(const Tensor *t, int d)
{
    return t->ndim ? t->shape[d] : 1;
}

static bool setup(Interp *in, const Tensor *t, const Backend **be, DevStream **s)
{
    if (!tensor_backend(in, be)) return false;
    *s = tensor_stream(tensor_device(t));
    return true;
}

/* An int64 copy of an int32 index (index_select and index_add take both);
 * another reference to an int64 one; NULL, having raised, otherwise. */
static Tensor *int64_index(Interp *in, const char *fn, Tensor *index)
{
    if (index->dtype != DT_INT64 && index->dtype != DT_INT32) {
        /* PyTorch words the two differently. */
        error_raise(in, "%s(): Expected dtype int32%sint64 for index", fn, strcmp(fn, "index_select") ? "/" : " or ");
        return NULL;
    }
    Tensor *r;
    if (!tensor_to(in, index, tensor_device(index), DT_INT64, false, false, &r)) return NULL;
    return r;
}

/* ------------------------------------------------------------- gather */

/* gather(input, dim, index) after PyTorch's checks of the index. */
static bool gather(Interp *in, Tensor *t, int64_t dim, Tensor *index, const char *fn, Tensor **out)
{
    Error err;
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, &err)) return fail(in, &err);
    if (index->dtype != DT_INT64) return error_raise(in, "%s(): Expected dtype int64 for index", fn);
    int nd = t->ndim ? t->ndim : 1, ni = index->ndim ? index->ndim : 1;
    if (ni != nd && tensor_numel(index) > 0)
        return error_raise(in, "Index tensor must have the same number of dimensions as input tensor");
    for (int d = 0; d < index->ndim && ni == nd; d++) {
        if (d != w && index->shape[d] > size_at(t, d)) {
            char is[160], ts[160];
            tensor_shape_str(index->ndim, index->shape, is, sizeof is);
            tensor_shape_str(t->ndim, t->shape, ts, sizeof ts);
            return error_raise(in, "Size does not match at dimension %d expected index %s to be smaller than self %s "
                               "apart from dimension %d", d, is, ts, w);
        }
    }
    int64_t *check;
    if (!in_bounds(in, index, w, size_at(t, w), &check)) return false;
    const Backend *be;
    DevStream *s;
    if (!setup(in, t, &be, &s) || !dispatch_gather(be, s, t, w, index, check, out, &err)) return fail(in, &err);
    return true;
}

static bool x_gather(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *index, *r;
    int64_t dim;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &index)) return false;
    return gather(in, t, dim, index, "gather", &r) && tensor_methods_deliver_same(in, a, value_tensor(r), out);
}

/* take_along_dim(input, indices, dim=None): input and indices broadcast
 * but along dim, then gathered; the flattened input when dim is None. */
static bool x_take_along_dim(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *index, *r;
    if (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &index)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    if (!setup(in, t, &be, &s)) return false;
    if (a->p[2].kind == V_NONE) {
        Tensor *flat, *iflat;
        if (!dispatch_reshape(be, s, t, 1, (int64_t[]){-1}, &flat, &err)) return fail(in, &err);
        if (!dispatch_reshape(be, s, index, 1, (int64_t[]){-1}, &iflat, &err)) {
            tensor_release(flat);
            return fail(in, &err);
        }
        bool ok = gather(in, flat, 0, iflat, "gather", &r);
        tensor_release(flat);
        tensor_release(iflat);
        return ok && tensor_methods_deliver_same(in, a, value_tensor(r), out);
    }
    int64_t dim;
    int w;
    if (!args_int(in, a, 2, &dim)) return false;
    /* PyTorch's checks, in its order; without dim only gather's are made. */
    if (t->ndim != index->ndim)
        return error_raise(in, "torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           "but got %d dimensions for input, and %d dimensions for indices", t->ndim, index->ndim);
    if (index->dtype != DT_INT64)
        return error_raise(in, "torch.take_along_dim(): dtype of indices should be Long but got %s",
                           tensor_type_name(index->dtype));
    if (!tensor_wrap_dim(dim, t->ndim, &w, &err)) return fail(in, &err);
    /* Broadcast everything but dim: each takes the other's size there as 1. */
    int64_t ts[TENSOR_MAX_DIMS], is[TENSOR_MAX_DIMS], bs[TENSOR_MAX_DIMS];
    int n;
    memcpy(ts, t->shape, sizeof ts);
    memcpy(is, index->shape, sizeof is);
    ts[w] = is[w] = 1;
    if (!tensor_broadcast_shapes(t->ndim, ts, index->ndim, is, &n, bs, &err)) return fail(in, &err);
    Tensor *te, *ie;
    bs[w] = t->shape[w];
    if (!tensor_expand(t, n, bs, &te, &err)) return fail(in, &err);
    bs[w] = index->shape[w];
    if (!tensor_expand(index, n, bs, &ie, &err)) {
        tensor_release(te);
        return fail(in, &err);
    }
    bool ok = gather(in, te, w, ie, "gather", &r);
    tensor_release(te);
    tensor_release(ie);
    return ok && tensor_methods_deliver_same(in, a, value_tensor(r), out);
}

/* take(input, index): the flattened input's elements at index (negative
 * ones count from the end), in index's shape. */
static bool x_take(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *index;
    if (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &index)) return false;
    if (index->dtype != DT_INT64) return error_raise(in, "take(): Expected a long tensor for index, but got %s",
                                                     tensor_type_name(index->dtype));
    const Value *o = &a->p[2];
    if (!a->method && o->kind == V_TENSOR && value_as_tensor(*o)->dtype != t->dtype)
        return error_raise(in, "take(): self and out expected to have the same dtype, but got self.dtype = %s and "
                           "out.dtype = %s", tensor_type_name(t->dtype), tensor_type_name(value_as_tensor(*o)->dtype));
    int64_t n = tensor_numel(t), least;
    if (n == 0 && tensor_numel(index) != 0)
        return error_raise_as(in, ERR_INDEX, "take(): tried to take from an empty tensor");
    char msg[128];
    snprintf(msg, sizeof msg, "out of range: tried to access index %%lld on a tensor of %lld elements.", (long long)n);
    if (!deferred_index_check(in, index, -n, n, ERR_INDEX, msg, &least)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    if (!setup(in, t, &be, &s)) return false;
    /* Python's remainder by n makes each index non-negative. */
    Operand xs[2] = {operand_tensor(index), operand_int(n ? n : 1)};
    Tensor *flat = NULL, *iflat = NULL, *wrapped = NULL, *r = NULL;
    bool ok = dispatch_op(be, s, OP_mod, xs, 2, &wrapped, &err) &&
              dispatch_reshape(be, s, t, 1, (int64_t[]){-1}, &flat, &err) &&
              dispatch_reshape(be, s, wrapped, 1, (int64_t[]){-1}, &iflat, &err) &&
              dispatch_gather(be, s, flat, 0, iflat, NULL, &r, &err);
    Tensor *shaped = NULL;
    if (ok) ok = dispatch_reshape(be, s, r, index->ndim, index->shape, &shaped, &err);
    tensor_release(flat);
    tensor_release(iflat);
    tensor_release(wrapped);
    tensor_release(r);
    return ok ? tensor_methods_deliver(in, a, value_tensor(shaped), out) : fail(in, &err);
}

/* index (a 1-d or 0-d int64 tensor) as a view of shape like's, with
 * like's sizes but len(index) along dim, every stride 0 but dim's. */
static Tensor *spread(Tensor *index, const Tensor *like, int w)
{
    int nd = like->ndim ? like->ndim : 1;
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    for (int d = 0; d < nd; d++) {
        shape[d] = d == w ? tensor_numel(index) : size_at(like, d);
        strides[d] = d == w ? (index->ndim ? index->strides[0] : 1) : 0;
    }
    return tensor_as_strided(index, nd, shape, strides, index->offset);
}

/* index_select's and index_add's check of their index against [0,
 * size): left to the kernel (*check) where it may be and the kernel,
 * which walks the index spread over like's shape (spread), reads all of
 * it: like has no size 0 but perhaps along w. */
static bool select_bounds(Interp *in, Tensor *index, const Tensor *like, int w, int64_t size, int64_t **check)
{
    const char *msg = "index out of range in self";
    bool covered = like->ndim > 0;
    for (int d = 0; d < like->ndim; d++)
        covered = covered && (d == w || like->shape[d] > 0);
    int64_t least;
    *check = NULL;
    return covered ? deferred_index_fused(in, index, 0, size, ERR_INDEX, msg, &least, check)
                   : deferred_index_check(in, index, 0, size, ERR_INDEX, msg, &least);
}

/* index_select(input, dim, index): the entries at index (1-d) along dim. */
static bool index_select(Interp *in, Tensor *t, int64_t dim, Tensor *given, Tensor **out)
{
    Error err;
    int w;
    if (!tensor_wrap_dim(dim, t->ndim, &w, &err)) return fail(in, &err);
    if (given->ndim > 1) return error_raise_as(in, ERR_INDEX, "index_select(): Index is supposed to be a vector");
    Tensor *index = int64_index(in, "index_select", given);
    if (!index) return false;
    int64_t *check;
    bool ok = select_bounds(in, index, t, w, size_at(t, w), &check);
    const Backend *be;
    DevStream *s;
    if (!ok || !setup(in, t, &be, &s)) {
        tensor_release(index);
        return false;
    }
    /* A 0-d input is seen as one element, picked by the first index; its
     * result is 0-d again, as PyTorch's. */
    Tensor *src = t->ndim ? tensor_retain(t) : tensor_as_strided(t, 1, (int64_t[]){1}, (int64_t[]){1}, t->offset);
    Tensor *wide = t->ndim ? spread(index, src, w)
                           : tensor_as_strided(index, 1, (int64_t[]){1}, (int64_t[]){1}, index->offset), *r = NULL;
    ok = dispatch_gather(be, s, src, w, wide, check, &r, &err);
    tensor_release(wide);
    tensor_release(src);
    tensor_release(index);
    if (ok && t->ndim == 0) {
        Tensor *v;
        ok = tensor_view(r, 0, NULL, &v, &err);
        tensor_release(r);
        r = v;
    }
    if (!ok) return fail(in, &err);
    *out = r;
    return true;
}

bool tensor_index_pick(Interp *in, Tensor *t, Tensor *index, Tensor **out)
{
    const Backend *be;
    DevStream *s;
    Error err;
    if (!setup(in, t, &be, &s)) return false;
    Tensor *wide = spread(index, t, 0);
    bool ok = dispatch_gather(be, s, t, 0, wide, NULL, out, &err);
    tensor_release(wide);
    return ok || fail(in, &err);
}

static bool x_index_select(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *index, *r;
    int64_t dim;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &index)) return false;
    return index_select(in, t, dim, index, &r) && tensor_methods_deliver(in, a, value_tensor(r), out);
}

/* ------------------------------------------------------------ scatter */

enum { FN_SCATTER, FN_SCATTER_ADD, FN_INDEX_ADD, FN_INDEX_REDUCE };
enum { OUT_OF_PLACE = 0, IN_PLACE = 4 };

/* PyTorch's checks of a scatter of src into self at index along dim (w:
 * the dimension wrapped); a src made from a number (scatter's value=) is
 * not named in the messages. */
static bool scatter_check(Interp *in, Tensor *self, int64_t dim, Tensor *index, Tensor *src, bool number,
                          int *wrapped, int64_t **record)
{
    Error err;
    int w;
    if (!tensor_wrap_dim(dim, self->ndim, &w, &err)) return fail(in, &err);
    *wrapped = w;
    /* PyTorch's scatter_add and scatter_reduce check as scatter, and say so. */
    if (index->dtype != DT_INT64) return error_raise(in, "scatter(): Expected dtype int64 for index");
    if (src->dtype != self->dtype) return error_raise(in, "scatter(): Expected self.dtype to be equal to src.dtype");
    int nd = self->ndim ? self->ndim : 1, ni = index->ndim ? index->ndim : 1, ns = src->ndim ? src->ndim : 1;
    if (tensor_numel(index) > 0 && (ni != nd || ns != nd))
        return error_raise(in, "Index tensor must have the same number of dimensions as self tensor");
    for (int d = 0; d < index->ndim && tensor_numel(index) > 0; d++) {
        if ((d != w && index->shape[d] > size_at(self, d)) || index->shape[d] > size_at(src, d)) {
            char is[160], ss[160], rs[160];
            tensor_shape_str(index->ndim, index->shape, is, sizeof is);
            tensor_shape_str(self->ndim, self->shape, ss, sizeof ss);
            tensor_shape_str(src->ndim, src->shape, rs, sizeof rs);
            if (number)
                return error_raise(in, "Expected index %s to be smaller than self %s apart from dimension %d", is, ss,
                                   w);
            return error_raise(in, "Expected index %s to be smaller than self %s apart from dimension %d and to be "
                               "smaller size than src %s", is, ss, w, rs);
        }
    }
    return in_bounds(in, index, w, size_at(self, w), record);
}

/* self (in place) at index along dim set to src, or src folded in by
 * mode, after PyTorch's checks. */
static bool scatter(Interp *in, Tensor *self, int64_t dim, Tensor *index, Tensor *src, bool number, ScatterMode mode)
{
    int w;
    int64_t *check;
    if (!scatter_check(in, self, dim, index, src, number, &w, &check)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    if (!setup(in, self, &be, &s) || !dispatch_scatter(be, s, self, w, index, src, mode, check, &err))
        return fail(in, &err);
    return true;
}

/* scatter_reduce's reductions; scatter's reduce='multiply' is PROD with self. */
enum { REDUCE_SUM, REDUCE_PROD, REDUCE_MEAN, REDUCE_AMAX, REDUCE_AMIN };

/* The reduction named name into *mode; false when there is none. */
static bool reduction_find(const char *name, int *mode)
{
    static const char *const names[] = {"sum", "prod", "mean", "amax", "amin", "max", "min"};
    static const int modes[] = {REDUCE_SUM,  REDUCE_PROD, REDUCE_MEAN, REDUCE_AMAX,
                                REDUCE_AMIN, REDUCE_AMAX, REDUCE_AMIN};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strcmp(name, names[i]) == 0) {
            *mode = modes[i];
            return true;
        }
    }
    return false;
}

static bool reduction_named(Interp *in, const char *name, int *mode)
{
    return reduction_find(name, mode) ||
           error_raise(in, "reduce argument must be either sum, prod, mean, amax or amin, got %s", name);
}

/* The value each target an index names starts from when include_self
 * is false, as PyTorch's scatter_reduce sets it: what the fold leaves as
 * it is. */
static Operand fold_start(DType dt, int mode)
{
    bool fl = dtype_is_float(dt);
    switch (mode) {
    case REDUCE_PROD: return operand_int(1);
    case REDUCE_AMAX: return fl ? operand_float(-INFINITY) : operand_int(dtype_int_least(dt));
    case REDUCE_AMIN: return fl ? operand_float(INFINITY) : operand_int(dtype_int_greatest(dt));
    default: return operand_int(0);
    }
}

/* r /= the count of what its elements folded (include_self: one more),
 * a count of 0 taken as 1; integers round down (PyTorch's
 * scatter_reduce mean). */
static bool divide_by_count(const Backend *be, DevStream *s, Tensor *r, int w, Tensor *index, bool include_self,
                            Error *err)
{
    int dev = tensor_device(r);
    int64_t ishape[TENSOR_MAX_DIMS];
    int nd = index->ndim ? index->ndim : 1;
    for (int d = 0; d < nd; d++) ishape[d] = size_at(index, d);
    Tensor *count = NULL, *ones = NULL, *zero = NULL, *safe = NULL;
    bool ok = dispatch_full(be, s, dev, r->dtype, r->ndim, r->shape, operand_int(include_self), &count, err) &&
              dispatch_full(be, s, dev, r->dtype, nd, ishape, operand_int(1), &ones, err) &&
              dispatch_scatter(be, s, count, w, index, ones, SCATTER_ADD, NULL, err) &&
              dispatch_op(be, s, OP_eq, (Operand[]){operand_tensor(count), operand_int(0)}, 2, &zero, err) &&
              dispatch_op(be, s, OP_where,
                          (Operand[]){operand_tensor(zero), operand_int(1), operand_tensor(count)}, 3, &safe, err) &&
              dispatch_inplace(be, s, dtype_is_float(r->dtype) ? OP_div : OP_floordiv,
                               (Operand[]){operand_tensor(r), operand_tensor(safe)}, 2, err);
    Tensor *made[] = {count, ones, zero, safe};
    for (size_t i = 0; i < sizeof made / sizeof made[0]; i++)
        if (made[i]) tensor_release(made[i]);
    return ok;
}

/* r (in place) at index along dim w reduced with src by mode, as
 * scatter_reduce: with include_self false, the targets first set to
 * fold_start, then the scatter kernel folds each line's sources in, in
 * order; mean is a sum divided by its count.  check as scatter's. */
static bool reduce_into(Interp *in, Tensor *r, int w, Tensor *index, Tensor *src, int mode, bool include_self,
                        int64_t *check)
{
    static const ScatterMode folds[] = {[REDUCE_SUM] = SCATTER_ADD, [REDUCE_PROD] = SCATTER_MUL,
                                        [REDUCE_MEAN] = SCATTER_ADD, [REDUCE_AMAX] = SCATTER_MAX,
                                        [REDUCE_AMIN] = SCATTER_MIN};
    if (tensor_numel(index) == 0) return true;
    const Backend *be;
    DevStream *s;
    Error err;
    if (!setup(in, r, &be, &s)) return false;
    if (!include_self) {
        int64_t ishape[TENSOR_MAX_DIMS];
        int nd = index->ndim ? index->ndim : 1;
        for (int d = 0; d < nd; d++) ishape[d] = size_at(index, d);
        Tensor *start;
        if (!dispatch_full(be, s, tensor_device(r), r->dtype, nd, ishape, fold_start(r->dtype, mode), &start, &err))
            return fail(in, &err);
        bool ok = dispatch_scatter(be, s, r, w, index, start, SCATTER_SET, check, &err);
        tensor_release(start);
        if (!ok) return fail(in, &err);
        check = NULL; /* checked once */
    }
    if (!dispatch_scatter(be, s, r, w, index, src, folds[mode], check, &err) ||
        (mode == REDUCE_MEAN && !divide_by_count(be, s, r, w, index, include_self, &err)))
        return fail(in, &err);
    return true;
}

/* The result of an out-of-place form: a contiguous copy of self to
 * scatter into (PyTorch's structured scatter and index_add allocate their
 * output without self's strides); self itself in place, unless expanded
 * or sharing memory with the index or source read (src NULL: none). */
static bool target(Interp *in, const Args *a, Tensor *self, const Tensor *index, const Tensor *src, Tensor **out)
{
    Error err;
    *out = NULL; /* what the callers release when this fails */
    if (a->fn->data & IN_PLACE) {
        if (!dispatch_no_internal_overlap(self, &err) || !dispatch_no_overlap(self, index, &err) ||
            (src && !dispatch_no_overlap(self, src, &err)))
            return fail(in, &err);
        *out = tensor_retain(self);
        return true;
    }
    const Backend *be;
    DevStream *s;
    if (!setup(in, self, &be, &s) || !dispatch_clone_as(be, s, self, MEM_CONTIGUOUS, out, &err)) return fail(in, &err);
    return true;
}

static bool finish(Interp *in, const Args *a, Tensor *r, Value *out)
{
    if (a->fn->data & IN_PLACE) {
        tensor_release(r);
        *out = value_retain(a->p[0]);
        return true;
    }
    return tensor_methods_deliver_same(in, a, value_tensor(r), out);
}

/* scatter(input, dim, index, src) or (..., value=), reduce None or 'add';
 * scatter_add(input, dim, index, src). */
static bool x_scatter(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool add = (a->fn->data & ~IN_PLACE) == FN_SCATTER_ADD;
    const char *fn = add ? "scatter_add" : "scatter";
    Tensor *self, *index, *src = NULL, *r;
    int64_t dim;
    if (!args_tensor(in, a, 0, &self) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &index)) return false;
    Value given = p[3];
    bool multiply = false;
    if (!add) {
        if (p[5].kind != V_NONE) {
            if (!builtins_need_str(in, p[5], "reduce")) return false;
            const char *mode = value_as_str(p[5])->data;
            multiply = strcmp(mode, "multiply") == 0;
            if (strcmp(mode, "add") != 0 && !multiply)
                return error_raise(in, "reduce argument must be either add or multiply.");
            add = !multiply;
        }
        if (given.kind == V_NONE) given = p[4];
        if (given.kind == V_NONE) return error_raise_as(in, ERR_TYPE, "scatter() missing required argument 'src' or 'value'");
    }
    const Backend *be;
    DevStream *s;
    Error err;
    if (!setup(in, self, &be, &s)) return false;
    bool number = given.kind != V_TENSOR;
    if (!number) {
        src = tensor_retain(value_as_tensor(given));
    } else {
        Operand v;
        if ((a->fn->data & ~IN_PLACE) == FN_SCATTER_ADD || !tensor_operand(given, &v) || v.kind == OPERAND_TENSOR)
            return error_raise_as(in, ERR_TYPE, "%s(): argument 'src' (position 4) must be Tensor, not %s", fn,
                                  value_type_name(given));
        /* A number fills a tensor of the index's shape in self's dtype. */
        int nd = index->ndim ? index->ndim : 1;
        int64_t shape[TENSOR_MAX_DIMS];
        for (int d = 0; d < nd; d++) shape[d] = size_at(index, d);
        if (!dispatch_full(be, s, tensor_device(self), self->dtype, nd, shape, v, &src, &err)) return fail(in, &err);
    }
    bool ok = target(in, a, self, index, src, &r) &&
              scatter(in, r, dim, index, src, number, multiply ? SCATTER_MUL : add ? SCATTER_ADD : SCATTER_SET);
    if (!ok) tensor_release(r);
    tensor_release(src);
    return ok && finish(in, a, r, out);
}

/* scatter_reduce(input, dim, index, src, reduce, *, include_self=True). */
static bool x_scatter_reduce(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *self, *index, *src, *r;
    int64_t dim;
    int mode = REDUCE_SUM, w;
    if (!args_tensor(in, a, 0, &self) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &index) ||
        !args_tensor(in, a, 3, &src) || !builtins_need_str(in, p[4], "reduce") ||
        !reduction_named(in, value_as_str(p[4])->data, &mode))
        return false;
    bool include_self;
    int64_t *check;
    if (!value_truth(in, p[5], &include_self) || !scatter_check(in, self, dim, index, src, false, &w, &check) ||
        !target(in, a, self, index, src, &r))
        return false;
    if (!reduce_into(in, r, w, index, src, mode, include_self, check)) {
        tensor_release(r);
        return false;
    }
    return finish(in, a, r, out);
}

/* Whether self and source have one shape but along dim w (PyTorch 2's
 * index_add check; a 0-d tensor on either side compares whole shapes). */
static bool same_slices(const Tensor *self, const Tensor *source, int w)
{
    bool whole = self->ndim == 0 || source->ndim == 0;
    if (self->ndim != source->ndim) return false;
    for (int d = 0; d < self->ndim; d++)
        if ((whole || d != w) && self->shape[d] != source->shape[d]) return false;
    return true;
}

/* alpha as PyTorch's CUDA index_add takes it: converted to self's dtype
 * first, so that an integer tensor truncates alpha=0.5 to 0. */
static Operand alpha_as(DType dt, Operand al)
{
    if (al.kind != OPERAND_INT && al.kind != OPERAND_FLOAT) return al;
    unsigned char buf[sizeof(double)];
    if (al.kind == OPERAND_INT) dtype_store_int(dt, buf, al.i);
    else dtype_store_double(dt, buf, al.f);
    return dtype_is_float(dt) ? operand_float(dtype_load_double(dt, buf)) : operand_int(dtype_load_int(dt, buf));
}

/* PyTorch's checks of index_add_ and index_reduce_ (func), in its order
 * and words: index a vector of int32 or int64 with one entry a slice of
 * source along w, source of self's dtype and shape but along w. */
static bool index_func_check(Interp *in, const char *func, const Tensor *self, int w, const Tensor *given,
                             const Tensor *source)
{
    if (given->ndim > 1) {
        char shape[160];
        tensor_shape_str(given->ndim, given->shape, shape, sizeof shape);
        return error_raise_as(in, ERR_INDEX, "%s(): Index is supposed to be a vector, but got dim: %d with "
                              "type: %s and size: %s", func, given->ndim, tensor_type_name(given->dtype), shape);
    }
    if (given->dtype != DT_INT64 && given->dtype != DT_INT32)
        return error_raise(in, "%s(): Expected dtype int32/int64 for index but got: %s", func,
                           tensor_type_name(given->dtype));
    if (source->dtype != self->dtype)
        return error_raise(in, "%s(): self (%s) and source (%s) must have the same scalar type", func,
                           tensor_type_name(self->dtype), tensor_type_name(source->dtype));
    if (w != 0 && w >= source->ndim)
        return error_raise(in, "%s(): Indexing dim %d is out of bounds of the source tensor with dim %d", func, w,
                           source->ndim);
    /* PyTorch's message reads source.size(dim), which a 0-d source refuses. */
    if (tensor_numel(given) != size_at(source, w) && source->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension specified as %d but tensor has no dimensions", w);
    if (tensor_numel(given) != size_at(source, w))
        return error_raise(in, "%s(): Number of indices (%lld) should be equal to source.size(dim): (%lld), "
                           "for dim: %d", func, (long long)tensor_numel(given), (long long)size_at(source, w), w);
    if (!same_slices(self, source, w)) {
        char ss[160], rs[160];
        tensor_shape_str(self->ndim, self->shape, ss, sizeof ss);
        tensor_shape_str(source->ndim, source->shape, rs, sizeof rs);
        return error_raise(in, "source tensor shape must match self tensor shape, excluding the specified dimension. "
                           "Got self.shape = %s source.shape = %s", ss, rs);
    }
    return true;
}

/* index_add(input, dim, index, source, *, alpha=1): source * alpha added
 * at index (1-d) along dim. */
static bool x_index_add(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *self, *given, *source, *r;
    int64_t dim;
    if (!args_tensor(in, a, 0, &self) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &given) ||
        !args_tensor(in, a, 3, &source))
        return false;
    Error err;
    int w;
    if (!tensor_wrap_dim(dim, self->ndim, &w, &err)) return fail(in, &err);
    if (!index_func_check(in, "index_add_", self, w, given, source)) return false;
    Tensor *index = int64_index(in, "index_add_", given);
    if (!index) return false;
    int64_t *check;
    bool ok = select_bounds(in, index, source, w, size_at(self, w), &check);
    const Backend *be;
    DevStream *s;
    Tensor *scaled = NULL;
    ok = ok && setup(in, self, &be, &s);
    if (ok && !(p[4].kind == V_INT && p[4].u.i == 1)) {
        Operand al, xs[2];
        if (!tensor_operand(p[4], &al) || al.kind == OPERAND_TENSOR)
            ok = error_raise_as(in, ERR_TYPE, "index_add(): argument 'alpha' must be Number, not %s",
                                value_type_name(p[4]));
        xs[0] = operand_tensor(source);
        xs[1] = alpha_as(self->dtype, al);
        if (ok && !dispatch_op(be, s, OP_mul, xs, 2, &scaled, &err)) ok = fail(in, &err);
        if (ok && scaled->dtype != self->dtype) {
            Tensor *c;
            if (!dispatch_to(be, s, scaled, tensor_device(scaled), self->dtype, false, &c, &err)) ok = fail(in, &err);
            else {
                tensor_release(scaled);
                scaled = c;
            }
        }
    } else if (ok) {
        scaled = tensor_retain(source);
    }
    ok = ok && target(in, a, self, given, source, &r);
    if (ok) {
        Tensor *wide = spread(index, scaled, w);
        if (!dispatch_scatter(be, s, r, w, wide, scaled, SCATTER_ADD, check, &err)) {
            ok = fail(in, &err);
            tensor_release(r);
        }
        tensor_release(wide);
    }
    if (scaled) tensor_release(scaled);
    tensor_release(index);
    return ok && finish(in, a, r, out);
}

/* index_reduce(input, dim, index, source, reduce, *, include_self=True):
 * source reduced in at index (1-d) along dim, as scatter_reduce with the
 * index spread over source's shape. */
static bool x_index_reduce(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *self, *given, *source, *r;
    int64_t dim;
    if (!args_tensor(in, a, 0, &self) || !args_int(in, a, 1, &dim) || !args_tensor(in, a, 2, &given) ||
        !args_tensor(in, a, 3, &source) || !builtins_need_str(in, p[4], "reduce"))
        return false;
    /* scatter_reduce's reductions but sum and the max and min aliases. */
    const char *name = value_as_str(p[4])->data;
    int mode;
    bool known = strcmp(name, "sum") && strcmp(name, "max") && strcmp(name, "min") && reduction_find(name, &mode);
    if (!known)
        return error_raise(in, "index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got %s.",
                           name);
    bool include_self;
    Error err;
    int w;
    if (!value_truth(in, p[5], &include_self)) return false;
    if (!tensor_wrap_dim(dim, self->ndim, &w, &err)) return fail(in, &err);
    if (!index_func_check(in, "index_reduce_", self, w, given, source)) return false;
    Tensor *index = int64_index(in, "index_reduce_", given);
    if (!index) return false;
    int64_t least;
    bool ok = deferred_index_check(in, index, 0, size_at(self, w), ERR_INDEX, "index out of range in self", &least) &&
              target(in, a, self, given, source, &r);
    if (ok) {
        Tensor *wide = spread(index, source, w);
        ok = reduce_into(in, r, w, wide, source, mode, include_self, NULL);
        tensor_release(wide);
        if (!ok) tensor_release(r);
    }
    tensor_release(index);
    return ok && finish(in, a, r, out);
}

/* ------------------------------------------------------------ the table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"gather", V_TENSOR, FM, x_gather, "input, dim, index, *, sparse_grad=False, out=None", 0,
     "input at index along dim (index of input's rank)"},
    {"take_along_dim", V_TENSOR, FM, x_take_along_dim, "input, indices, dim=None, *, out=None", 0,
     "gather after broadcasting input and indices but along dim (flattened when dim is None)"},
    {"take", V_TENSOR, FM, x_take, "input, index, *, out=None", 0, "the flattened input's elements at index, in its shape"},
    {"index_select", V_TENSOR, FM, x_index_select, "input, dim, index, *, out=None", 0, "the entries at index (1-d) along dim"},
    {"scatter", V_TENSOR, FM, x_scatter, "input, dim, index, src=None, value=None, *, reduce=None, out=None", FN_SCATTER,
     "a copy of input with src (or value) written at index along dim"},
    {"scatter_", V_TENSOR, BI_METHOD, x_scatter, "dim, index, src=None, value=None, *, reduce=None",
     FN_SCATTER | IN_PLACE, "t.scatter(...), in place"},
    {"scatter_add", V_TENSOR, FM, x_scatter, "input, dim, index, src, *, out=None", FN_SCATTER_ADD,
     "a copy of input with src added at index along dim"},
    {"scatter_add_", V_TENSOR, BI_METHOD, x_scatter, "dim, index, src", FN_SCATTER_ADD | IN_PLACE,
     "t.scatter_add(...), in place"},
    {"scatter_reduce", V_TENSOR, FM, x_scatter_reduce, "input, dim, index, src, reduce, *, include_self=True, out=None",
     FN_SCATTER, "a copy of input with src reduced in at index along dim (sum, prod, mean, amax, amin)"},
    {"scatter_reduce_", V_TENSOR, BI_METHOD, x_scatter_reduce, "dim, index, src, reduce, *, include_self=True",
     FN_SCATTER | IN_PLACE, "t.scatter_reduce(...), in place"},
    {"index_add", V_TENSOR, FM, x_index_add, "input, dim, index, source, *, alpha=1, out=None", FN_INDEX_ADD,
     "a copy of input with alpha * source added at index (1-d) along dim"},
    {"index_add_", V_TENSOR, BI_METHOD, x_index_add, "dim, index, source, *, alpha=1", FN_INDEX_ADD | IN_PLACE,
     "t.index_add(...), in place"},
    {"index_reduce", V_TENSOR, FM, x_index_reduce, "input, dim, index, source, reduce, *, include_self=True",
     FN_INDEX_REDUCE, "a copy of input with source reduced in at index (1-d) along dim (prod, mean, amax, amin)"},
    {"index_reduce_", V_TENSOR, BI_METHOD, x_index_reduce, "dim, index, source, reduce, *, include_self=True",
     FN_INDEX_REDUCE | IN_PLACE, "t.index_reduce(...), in place"},
};

void tensor_index_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
