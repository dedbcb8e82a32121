/* functional_sample.c: torch.nn.functional's embedding_bag, affine_grid,
 * grid_sample and gumbel_softmax: embedding_bag is one kernel (ops.def's
 * embedding_bag), the others are composed of tensor operations (compose.h)
 * so that both devices have them at once: a grid is a
 * base of linspace coordinates times theta, one matmul; a grid sample
 * gathers each neighbour from the flattened input; Gumbel noise
 * comes from cst's generator (rand_like), so that only its shapes and
 * sums, not its draws, are PyTorch's. */
#include "values/functional_sample.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "tensor/dispatch_conv.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/deferred.h"
#include "values/functional_layers.h"

/* ------------------------------------------------------- embedding_bag */

/* The Python checks of F.embedding_bag, in its order; *mode the bag's. */
static bool check_bag(Interp *in, const Args *a, int *mode)
{
    const Value *p = a->p;
    const Tensor *x = value_as_tensor(p[0]), *wt = value_as_tensor(p[1]);
    char xs[200], ps[200];
    if (p[8].kind != V_NONE) {
        const Tensor *psw = value_as_tensor(p[8]);
        bool same = psw->ndim == x->ndim;
        for (int d = 0; same && d < x->ndim; d++) same = psw->shape[d] == x->shape[d];
        if (!same) {
            tensor_shape_str(psw->ndim, psw->shape, ps, sizeof ps);
            tensor_shape_str(x->ndim, x->shape, xs, sizeof xs);
            return error_raise_as(in, ERR_VALUE, "embedding_bag: If per_sample_weights (torch.Size(%s)) is not None, "
                                  "then it must have the same shape as the input (torch.Size(%s))", ps, xs);
        }
    }
    if (wt->ndim != 2)
        return error_raise_as(in, ERR_VALUE, "weight has to be a 2D Tensor, but got Tensor of dimension %d", wt->ndim);
    if (x->ndim == 2 && p[2].kind != V_NONE)
        return error_raise_as(in, ERR_VALUE, "if input is 2D, then offsets has to be None, as input is treated is a "
                              "mini-batch of fixed length sequences. However, found offsets of type %s",
                              p[2].kind == V_TENSOR ? "<class 'torch.Tensor'>" : value_type_name(p[2]));
    if (x->ndim == 1 && p[2].kind == V_NONE)
        return error_raise_as(in, ERR_VALUE, "offsets has to be a 1D Tensor but got None");
    if (x->ndim == 1 && (!args_need_tensor(in, a, 2) || value_as_tensor(p[2])->ndim != 1))
        return error_raise_as(in, ERR_VALUE, "offsets has to be a 1D Tensor");
    if (x->ndim != 1 && x->ndim != 2)
        return error_raise_as(in, ERR_VALUE, "input has to be 1D or 2D Tensor, but got Tensor of dimension %d",
                              x->ndim);
    static const char *const modes[] = {"sum", "mean", "max"};
    const char *m = p[6].kind == V_STR ? value_as_str(p[6])->data : "";
    *mode = -1;
    for (int i = 0; i < 3; i++)
        if (strcmp(m, modes[i]) == 0) *mode = i;
    if (*mode < 0) return error_raise_as(in, ERR_VALUE, "mode has to be one of sum, mean or max");
    if (p[8].kind != V_NONE && *mode != BAG_SUM)
        return error_raise_as(in, ERR_NOT_IMPLEMENTED, "embedding_bag: per_sample_weights was not None. "
                              "per_sample_weights is only supported for mode='sum' (got mode='%s'). Please open a "
                              "feature request on GitHub.", m);
    if (x->dtype != DT_INT64 && x->dtype != DT_INT32) {
        tensor_legacy_type_name(x, xs, sizeof xs);
        return error_raise(in, "Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           "Long, Int; but got %s instead (while checking arguments for embedding_bag)", xs);
    }
    return true;
}

/* The bags of idx (int64, 1-d) by the embedding_bag kernel, its range
 * checked on its device as index_select's; offsets and psw may be None. */
static Value bags_of(Work *w, Value weight, Value idx, Value offsets, Value psw, const Bags *bags)
{
    if (!w->ok) return value_none();
    Tensor *wt = value_as_tensor(weight), *index = value_as_tensor(idx), *r = NULL;
    const Backend *be;
    Error err;
    int64_t least;
    if (!deferred_index_check(w->in, index, 0, wt->shape[0], ERR_INDEX, "index out of range in self", &least) ||
        !tensor_backend(w->in, &be))
        return work_keep(w, false, value_none());
    if (!dispatch_embedding_bag(be, tensor_stream(tensor_device(wt)), wt, index,
                                offsets.kind == V_NONE ? NULL : value_as_tensor(offsets),
                                psw.kind == V_NONE ? NULL : value_as_tensor(psw), bags, &r, &err))
        return work_keep(w, tensor_fail(w->in, &err), value_none());
    return work_keep(w, true, value_tensor(r));
}

/* embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2,
 * scale_grad_by_freq=False, mode='mean', sparse=False,
 * per_sample_weights=None, include_last_offset=False, padding_idx=None):
 * the rows of weight at each bag's indices (bag b from offsets[b] to the
 * next offset; a 2-d input's rows are its bags), summed (each times its
 * per-sample weight), averaged or their largest per column; an empty bag
 * is zeros, padding_idx's rows are left out (and not counted).  One
 * kernel; the offsets are never read on the host. */
static bool f_embedding_bag(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int mode = BAG_MEAN;
    bool last = false;
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    if (p[8].kind != V_NONE && !args_need_tensor(in, a, 8)) return false;
    if (!check_bag(in, a, &mode) || !value_truth(in, p[9], &last)) return false;
    if (p[3].kind != V_NONE)
        return error_raise(in, "embedding_bag(): max_norm is not supported by cst");
    const Tensor *x = value_as_tensor(p[0]), *wt = value_as_tensor(p[1]);
    if (!dtype_is_float(wt->dtype))
        return error_raise(in, "\"embedding_bag_%s\" not implemented for '%s'", tensor_device(wt) < 0 ? "cpu" : "cuda",
                           tensor_type_name(wt->dtype));
    Bags bags = {(BagMode)mode, 0, 0, -1};
    int64_t rows = wt->shape[0];
    if (p[10].kind != V_NONE) {
        if (!args_int(in, a, 10, &bags.pad)) return false;
        if (bags.pad >= rows || bags.pad < -rows)
            return error_raise_as(in, ERR_ASSERTION, "Padding_idx must be within num_embeddings");
        if (bags.pad < 0) bags.pad += rows;
    }
    Work w = work_new(in, a);
    Value idx = work_method(&w, work_method(&w, p[0], "reshape", 1, (Value[]){value_int(-1)}), "long", 0, NULL);
    Value offsets = value_none(), psw = value_none();
    if (x->ndim == 2) {
        bags.count = x->shape[0];
        bags.len = x->shape[1];
    } else {
        offsets = work_method(&w, p[2], "long", 0, NULL);
        bags.count = value_as_tensor(p[2])->shape[0] - (last ? 1 : 0);
        if (bags.count < 0) bags.count = 0;
    }
    if (p[8].kind != V_NONE)
        psw = work_method(&w, work_method(&w, p[8], "reshape", 1, (Value[]){value_int(-1)}), "to", 1,
                          (Value[]){value_dtype(wt->dtype)});
    return work_done(&w, bags_of(&w, p[1], idx, offsets, psw, &bags), out);
}

/* --------------------------------------------------------- affine_grid */

/* PyTorch's linspace_from_neg_one: n steps over [-1, 1], scaled by
 * (n - 1) / n unless align_corners; 0 alone for one step. */
static Value neg_one_to_one(Work *w, int64_t n, bool align, Value dtype)
{
    if (n <= 1)
        return work_call_kw(w, "zeros", 1, (Value[]){value_int(1)}, 1, (const char *[]){"dtype"}, &dtype);
    Value r = work_call_kw(w, "linspace", 3, (Value[]){value_int(-1), value_int(1), value_int(n)}, 1,
                           (const char *[]){"dtype"}, &dtype);
    if (align) return r;
    return work_binary(w, OP_DIV, work_binary(w, OP_MUL, r, value_int(n - 1)), value_int(n));
}

/* affine_grid(theta, size, align_corners=None): for size (N, C, H, W)
 * each output point's (x, y) = theta (N, 2, 3) times its (x, y, 1) base
 * coordinates; (N, C, D, H, W) likewise with theta (N, 3, 4). */
static bool f_affine_grid(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!args_need_tensor(in, a, 0)) return false;
    const Tensor *t = value_as_tensor(p[0]);
    if (!dtype_is_float(t->dtype))
        return error_raise_as(in, ERR_VALUE, "Expected theta to have floating point type, but got torch.%s",
                              dtype_name(t->dtype));
    if (p[1].kind != V_LIST && p[1].kind != V_TUPLE && p[1].kind != V_SIZE)
        return error_raise_as(in, ERR_TYPE, "affine_grid(): argument 'size' must be tuple of ints, not %s",
                              value_type_name(p[1]));
    List *l = value_as_list(p[1]);
    int64_t size[5];
    char ss[200], ts[200];
    Buf text = {0};
    bool shown = value_repr(in, &text, p[1]);
    snprintf(ss, sizeof ss, "%s", text.data ? text.data : "");
    buf_free(&text);
    if (!shown) return false;
    tensor_shape_str(t->ndim, t->shape, ts, sizeof ts);
    if (l->len != 4 && l->len != 5)
        return error_raise_as(in, ERR_NOT_IMPLEMENTED, "affine_grid only supports 4D and 5D sizes, for 2D and 3D "
                              "affine transforms, respectively. Got size %s.", ss);
    int k = (int)l->len - 2;
    if (t->ndim != 3 || t->shape[1] != k || t->shape[2] != k + 1)
        return error_raise_as(in, ERR_VALUE, "Expected a batch of %dD affine matrices of shape Nx%dx%d for size %s. "
                              "Got torch.Size(%s).", k, k, k + 1, ss, ts);
    bool positive = true;
    for (size_t i = 0; i < l->len; i++) {
        if (!args_int_value(in, a, "size", l->items[i], &size[i])) return false;
        positive = positive && size[i] > 0;
    }
    if (!positive) return error_raise_as(in, ERR_VALUE, "Expected non-zero, positive output size. Got %s", ss);
    bool align = false;
    if (p[2].kind != V_NONE && !value_truth(in, p[2], &align)) return false;
    Work w = work_new(in, a);
    Value dt = value_dtype(t->dtype);
    /* the base's coordinates x (along W), y (along H), z (along D), then 1 */
    Value parts[4];
    int64_t spatial[3], np = 0;
    for (int d = 0; d < k; d++) spatial[d] = size[2 + d];
    for (int c = 0; c < k; c++) {
        int d = k - 1 - c;
        int64_t view[3] = {1, 1, 1};
        view[d] = -1;
        Value v = work_method(&w, neg_one_to_one(&w, spatial[d], align, dt), "reshape", 1,
                              (Value[]){functional_ints(&w, view, k)});
        parts[np++] = work_method(&w, v, "expand", 1, (Value[]){functional_ints(&w, spatial, k)});
    }
    parts[np++] = work_call_kw(&w, "ones", 1, (Value[]){functional_ints(&w, spatial, k)}, 1,
                               (const char *[]){"dtype"}, &dt);
    Value list = value_none();
    if (w.ok) {
        list = value_list_new(V_LIST, (size_t)np);
        for (int i = 0; i < np; i++) value_list_push(list, value_retain(parts[i]));
        list = work_keep(&w, true, list);
    }
    int64_t cells = 1;
    for (int d = 0; d < k; d++) cells *= spatial[d];
    Value base = work_call(&w, "stack", 2, (Value[]){list, value_int(-1)});
    base = work_method(&w, base, "reshape", 1, (Value[]){functional_ints(&w, (int64_t[]){1, cells, k + 1}, 3)});
    base = work_method(&w, base, "to", 1, (Value[]){work_attr(&w, p[0], "device")});
    Value grid = work_call(&w, "matmul", 2, (Value[]){base, work_method(&w, p[0], "transpose", 2,
                                                                           (Value[]){value_int(1), value_int(2)})});
    int64_t shape[5] = {size[0]};
    for (int d = 0; d < k; d++) shape[1 + d] = spatial[d];
    shape[1 + k] = k;
    return work_done(&w, work_method(&w, grid, "reshape", 1, (Value[]){functional_ints(&w, shape, k + 2)}), out);
}

/* ------------------------------------------------------ gumbel_softmax */

/* gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
 * softmax((logits + g) / tau) along dim, g = -log(E) with E exponential
 * (-log of a uniform draw); hard: the one-hot of its argmax, as y_hard -
 * y_soft + y_soft (PyTorch's straight-through form, its rounding too). */
static bool f_gumbel_softmax(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool hard;
    if (!args_need_tensor(in, a, 0) || !value_truth(in, p[2], &hard)) return false;
    Work w = work_new(in, a);
    Value u = work_call(&w, "rand_like", 1, &p[0]);
    Value e = work_binary(&w, OP_MUL, work_call(&w, "log", 1, &u), value_int(-1));
    Value g = work_binary(&w, OP_MUL, work_call(&w, "log", 1, &e), value_int(-1));
    Value y = work_method(&w, work_binary(&w, OP_DIV, work_binary(&w, OP_ADD, p[0], g), p[1]), "softmax", 1, &p[4]);
    if (!hard) return work_done(&w, y, out);
    Value idx = work_method(&w, y, "argmax", 2, (Value[]){p[4], value_bool(true)});
    Value one = work_method(&w, work_call(&w, "zeros_like", 1, &p[0]), "scatter_", 3,
                            (Value[]){p[4], idx, value_float(1.0)});
    return work_done(&w, work_binary(&w, OP_ADD, work_binary(&w, OP_SUB, one, y), y), out);
}

/* --------------------------------------------------------- grid_sample */

/* A grid coordinate c (N, *out) of a spatial dimension of size n made a
 * position in the input, as PyTorch's grid_sampler_unnormalize: from
 * [-1, 1] to [0, n - 1] (align) or [-0.5, n - 0.5]. */
static Value grid_unnormalize(Work *w, Value c, int64_t n, bool align)
{
    Value up = work_binary(w, OP_ADD, c, value_int(1));
    if (align) return work_binary(w, OP_MUL, work_binary(w, OP_DIV, up, value_int(2)), value_int(n - 1));
    return work_binary(w, OP_DIV, work_binary(w, OP_SUB, work_binary(w, OP_MUL, up, value_int(n)), value_int(1)),
                       value_int(2));
}

/* A position c in a spatial dimension of size n as PyTorch's
 * compute_coordinates pads it: clipped to [0, n - 1] ('border') or
 * reflected about the edges first ('reflection'); 'zeros' leaves it
 * where it falls. */
static Value grid_pad(Work *outer, Value c, int64_t n, bool align, int pad)
{
    Work inner = work_new(outer->in, outer->a), *w = &inner;
    if (pad == 2) {
        /* reflect_coordinates over [twice_low / 2, twice_high / 2] */
        int64_t twice_low = align ? 0 : -1, twice_high = align ? 2 * (n - 1) : 2 * n - 1;
        if (twice_low == twice_high) c = work_call(w, "zeros_like", 1, &c);
        double low = twice_low / 2.0, span = (twice_high - twice_low) / 2.0;
        Value d = work_call(w, "abs", 1, (Value[]){work_binary(w, OP_SUB, c, value_float(low))});
        Value extra = work_call(w, "fmod", 2, (Value[]){d, value_float(span)});
        Value flips = work_call(w, "floor", 1, (Value[]){work_binary(w, OP_DIV, d, value_float(span))});
        Value even = work_binary(w, OP_EQ, work_call(w, "remainder", 2, (Value[]){flips, value_int(2)}), value_int(0));
        if (twice_low != twice_high)
            c = work_call(w, "where", 3, (Value[]){even, work_binary(w, OP_ADD, extra, value_float(low)),
                                                   work_binary(w, OP_ADD, work_binary(w, OP_SUB, value_float(span),
                                                                                      extra), value_float(low))});
    }
    if (pad != 0) c = work_method(w, c, "clamp", 2, (Value[]){value_int(0), value_int(n - 1)});
    Value done = value_none();
    bool ok = work_done(w, c, &done);
    return work_keep(outer, ok && outer->ok, done);
}

/* PyTorch's cubic convolution weights (A = -0.75) of the four taps at
 * offsets -1, 0, 1, 2 from a position's floor, t (N, *out) past it, as
 * its get_cubic_upsample_coefficients computes them. */
static void cubic_weights(Work *w, Value t, Value weight[4])
{
    const double a = -0.75;
    Value near[2] = {t, work_binary(w, OP_SUB, value_float(1.0), t)};
    for (int k = 0; k < 2; k++) {
        /* |x| <= 1: ((A + 2) x - (A + 3)) x x + 1 */
        Value x = near[k];
        Value c1 = work_binary(w, OP_SUB, work_binary(w, OP_MUL, x, value_float(a + 2)), value_float(a + 3));
        weight[1 + k] = work_binary(w, OP_ADD, work_binary(w, OP_MUL, work_binary(w, OP_MUL, c1, x), x),
                                    value_int(1));
        /* 1 < |x| < 2: ((A x - 5 A) x + 8 A) x - 4 A */
        x = work_binary(w, OP_ADD, near[k], value_float(1.0));
        Value c2 = work_binary(w, OP_SUB, work_binary(w, OP_MUL, x, value_float(a)), value_float(5 * a));
        c2 = work_binary(w, OP_ADD, work_binary(w, OP_MUL, c2, x), value_float(8 * a));
        weight[3 * k] = work_binary(w, OP_SUB, work_binary(w, OP_MUL, c2, x), value_float(4 * a));
    }
}

/* One tap of the sampling: the input (N, C, P) at the integer positions
 * pos[d] (float, N x out) of the k spatial dimensions, times weight (or
 * 1 where weight is None), 0 where a position falls outside. */
static Value grid_tap(Work *outer, Value flat, const Value *pos, const int64_t *size, int k, Value weight,
                      const int64_t *shape);

/* Row i of a bicubic sample: the four taps along x at row lo_y - 1 + i,
 * padded, each times its weight, summed left to right. */
static Value bicubic_row(Work *outer, Value flat, const Value lo[2], const Value wx[4], int i, const int64_t *size,
                         bool align, int pad, const int64_t *shape)
{
    Work inner = work_new(outer->in, outer->a), *w = &inner;
    Value q = functional_ints(w, (int64_t[]){shape[0], 1, -1}, 3), pos[2], row = value_none();
    pos[0] = grid_pad(w, work_binary(w, OP_ADD, lo[0], value_int(i - 1)), size[0], align, pad);
    for (int j = 0; j < 4; j++) {
        pos[1] = grid_pad(w, work_binary(w, OP_ADD, lo[1], value_int(j - 1)), size[1], align, pad);
        Value v = work_binary(w, OP_MUL, work_method(w, wx[j], "reshape", 1, &q),
                              grid_tap(w, flat, pos, size, 2, value_none(), shape));
        row = j == 0 ? v : work_binary(w, OP_ADD, row, v);
    }
    Value done = value_none();
    bool ok = work_done(w, row, &done);
    return work_keep(outer, ok && outer->ok, done);
}

/* Bicubic sampling of a 4-d input (flat: (N, C, H * W)) at positions
 * (y, x) = at[0], at[1] (unnormalized): the 4 x 4 taps around each, padded
 * as pad says, each row's taps weighted along x, then the rows along y,
 * in PyTorch's order of products and sums. */
static Value grid_bicubic(Work *outer, Value flat, const Value at[2], const int64_t *size, bool align, int pad,
                          const int64_t *shape)
{
    Work inner = work_new(outer->in, outer->a), *w = &inner;
    Value lo[2], weight[2][4];
    for (int d = 0; d < 2; d++) {
        lo[d] = work_call(w, "floor", 1, &at[d]);
        cubic_weights(w, work_binary(w, OP_SUB, at[d], lo[d]), weight[d]);
    }
    Value q = functional_ints(w, (int64_t[]){shape[0], 1, -1}, 3), r = value_none();
    for (int i = 0; i < 4; i++) {
        Value row = bicubic_row(w, flat, lo, weight[1], i, size, align, pad, shape);
        Value v = work_binary(w, OP_MUL, work_method(w, weight[0][i], "reshape", 1, &q), row);
        r = i == 0 ? v : work_binary(w, OP_ADD, r, v);
    }
    Value done = value_none();
    bool ok = work_done(w, r, &done);
    return work_keep(outer, ok && outer->ok, done);
}

static Value grid_tap(Work *outer, Value flat, const Value *pos, const int64_t *size, int k, Value weight,
                      const int64_t *shape)
{
    Work w = work_new(outer->in, outer->a);
    Value valid = value_none(), lin = value_int(0);
    int64_t stride = 1;
    for (int d = k - 1; d >= 0; d--) {
        Value in = work_binary(&w, OP_BITAND, work_binary(&w, OP_GE, pos[d], value_int(0)),
                               work_binary(&w, OP_LE, pos[d], value_int(size[d] - 1)));
        valid = d == k - 1 ? in : work_binary(&w, OP_BITAND, valid, in);
        Value at = work_method(&w, work_method(&w, pos[d], "clamp", 2, (Value[]){value_int(0), value_int(size[d] - 1)}),
                               "long", 0, NULL);
        lin = work_binary(&w, OP_ADD, lin, work_binary(&w, OP_MUL, at, value_int(stride)));
        stride *= size[d];
    }
    /* (N, 1, Q) positions for every channel */
    Value q = functional_ints(&w, (int64_t[]){shape[0], 1, -1}, 3);
    Value idx = work_method(&w, work_method(&w, lin, "reshape", 1, &q), "expand", 3,
                            (Value[]){value_int(-1), value_int(shape[1]), value_int(-1)});
    Value v = work_method(&w, flat, "gather", 2, (Value[]){value_int(2), idx});
    if (weight.kind != V_NONE) v = work_binary(&w, OP_MUL, v, work_method(&w, weight, "reshape", 1, &q));
    Value r = work_call(&w, "where", 3, (Value[]){work_method(&w, valid, "reshape", 1, &q), v, value_int(0)});
    Value done = value_none();
    bool ok = work_done(&w, r, &done);
    return work_keep(outer, ok && outer->ok, done);
}

/* grid_sample(input, grid, mode='bilinear', padding_mode='zeros',
 * align_corners=None): input (N, C, *in) read at grid's (N, *out, k)
 * points (x along the last dimension first), by the 2^k neighbours'
 * multilinear weights, the nearest one (rounded half to even) or (4-d
 * only) the 16 neighbours' cubic weights, their products and sum in
 * PyTorch's order; gathers over the flattened input, so both devices run
 * it as it is. */
static bool f_grid_sample(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    static const char *const modes[] = {"bilinear", "nearest", "bicubic"}, *const pads[] = {"zeros", "border",
                                                                                           "reflection"};
    const char *m = p[2].kind == V_STR ? value_as_str(p[2])->data : "";
    const char *pm = p[3].kind == V_STR ? value_as_str(p[3])->data : "";
    int mode = -1, pad = -1;
    for (int i = 0; i < 3; i++) {
        if (strcmp(m, modes[i]) == 0) mode = i;
        if (strcmp(pm, pads[i]) == 0) pad = i;
    }
    if (mode < 0)
        return error_raise_as(in, ERR_VALUE, "nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' "
                              "or 'bicubic', but got: '%s'", m);
    if (pad < 0)
        return error_raise_as(in, ERR_VALUE, "nn.functional.grid_sample(): expected padding_mode to be 'zeros', "
                              "'border', or 'reflection', but got: '%s'", pm);
    if (!args_need_tensor(in, a, 0) || !args_need_tensor(in, a, 1)) return false;
    const Tensor *x = value_as_tensor(p[0]), *g = value_as_tensor(p[1]);
    char xs[200], gs[200];
    tensor_shape_str(x->ndim, x->shape, xs, sizeof xs);
    tensor_shape_str(g->ndim, g->shape, gs, sizeof gs);
    /* PyTorch's order: the common checks, then the rank's */
    int k = x->ndim - 2;
    if (x->ndim < 1 || g->ndim < 1 || x->shape[0] != g->shape[0])
        return error_raise(in, "grid_sampler(): expected grid and input to have same batch size, but got input with "
                           "sizes %s and grid with sizes %s", xs, gs);
    if (g->shape[g->ndim - 1] != k)
        return error_raise(in, "grid_sampler(): expected grid to have size %d in last dimension, but got grid with "
                           "sizes %s", k, gs);
    for (int d = 2; d < x->ndim; d++)
        if (x->shape[d] == 0)
            return error_raise(in, "grid_sampler(): expected input to have non-empty spatial dimensions, but input has "
                               "sizes %s with dimension %d being empty", xs, d);
    if (x->ndim != g->ndim || (x->ndim != 4 && x->ndim != 5))
        return error_raise(in, "grid_sampler(): expected %s input and grid with same number of dimensions, but got "
                           "input with sizes %s and grid with sizes %s", x->ndim == 5 ? "5D" : "4D", xs, gs);
    if (x->ndim == 5 && mode == 2) return error_raise(in, "grid_sampler(): bicubic interpolation only supports 4D input");
    if (!dtype_is_float(x->dtype) || x->dtype != g->dtype)
        return error_raise(in, "grid_sampler(): expected input and grid to have same dtype, but input has %s and grid "
                           "has %s", dtype_cpp_name(x->dtype), dtype_cpp_name(g->dtype));
    bool align = false;
    if (p[4].kind != V_NONE && !value_truth(in, p[4], &align)) return false;
    Work w = work_new(in, a);
    int64_t shape[5] = {x->shape[0], x->shape[1]}, *size = (int64_t *)x->shape + 2;
    for (int d = 0; d < k; d++) shape[2 + d] = g->shape[1 + d];
    Value flat = work_method(&w, p[0], "reshape", 1,
                             (Value[]){functional_ints(&w, (int64_t[]){shape[0], shape[1], -1}, 3)});
    /* spatial dimension d's positions: grid component k - 1 - d */
    Value c[3], lo[3], hi[3], f[3][2];
    for (int d = 0; d < k; d++) {
        c[d] = grid_unnormalize(&w, work_method(&w, p[1], "select", 2, (Value[]){value_int(-1), value_int(k - 1 - d)}),
                                size[d], align);
        if (mode == 2) continue;
        c[d] = grid_pad(&w, c[d], size[d], align, pad);
        lo[d] = work_call(&w, mode == 1 ? "round" : "floor", 1, &c[d]);
        if (mode == 1) continue;
        hi[d] = work_binary(&w, OP_ADD, lo[d], value_int(1));
        f[d][0] = work_binary(&w, OP_SUB, hi[d], c[d]);
        f[d][1] = work_binary(&w, OP_SUB, c[d], lo[d]);
    }
    Value r = value_none();
    if (mode == 1) r = grid_tap(&w, flat, lo, size, k, value_none(), shape);
    if (mode == 2) r = grid_bicubic(&w, flat, c, size, align, pad, shape);
    /* corner b: bit j picks the upper neighbour along spatial dimension
     * k - 1 - j, x fastest, as PyTorch's nw, ne, sw, se (tnw ... bse) */
    for (int b = 0; mode == 0 && b < 1 << k; b++) {
        Value pos[3], weight = value_none();
        for (int j = 0; j < k; j++) {
            int d = k - 1 - j, up = b >> j & 1;
            pos[d] = up ? hi[d] : lo[d];
            weight = j == 0 ? f[d][up] : work_binary(&w, OP_MUL, weight, f[d][up]);
        }
        Value t = grid_tap(&w, flat, pos, size, k, weight, shape);
        r = b == 0 ? t : work_binary(&w, OP_ADD, r, t);
    }
    return work_done(&w, work_method(&w, r, "reshape", 1, (Value[]){functional_ints(&w, shape, k + 2)}), out);
}

/* --------------------------------------------------------------- tables */

#define MF (BI_FUNC | BI_MODULE)
/* F's functions that PyTorch writes in Python (their keywords are their own) */
#define PF (MF | BI_PYTHON)
static const Builtin f_rows[] = {
    {"embedding_bag", V_MODULE, PF, f_embedding_bag,
     "input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode='mean', sparse=False, "
     "per_sample_weights=None, include_last_offset=False, padding_idx=None", 0,
     "the sum, mean or max of weight's rows over each bag of indices"},
    {"affine_grid", V_MODULE, PF, f_affine_grid, "theta, size, align_corners=None", 0,
     "the sampling grid (N, H, W, 2) or (N, D, H, W, 3) of affine matrices theta"},
    {"grid_sample", V_MODULE, PF, f_grid_sample, "input, grid, mode='bilinear', padding_mode='zeros', align_corners=None",
     0, "input sampled at grid's points (x, y[, z] in [-1, 1]), bilinear, nearest or bicubic"},
    {"gumbel_softmax", V_MODULE, PF, f_gumbel_softmax, "logits, tau=1, hard=False, eps=1e-10, dim=-1", 0,
     "softmax((logits + Gumbel noise) / tau), one-hot of its argmax when hard"},
};

const Builtin *functional_sample_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}
