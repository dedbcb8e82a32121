/* functional_sample.c: torch.nn.functional's embedding_bag, affine_grid
 * and gumbel_softmax, composed of tensor operations (compose.h) so that
 * both devices have them at once: a bag's rows are gathered by
 * index_select and summed, averaged or maximized into their bag by
 * index_add_ or scatter_reduce, the bag of each index found on the device
 * by searchsorted over the offsets (never read on the host); a grid is a
 * base of linspace coordinates times theta, one matmul; Gumbel noise
 * comes from cst's generator (rand_like), so that only its shapes and
 * sums, not its draws, are PyTorch's. */
#include "values/functional_sample.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/functional_layers.h"

/* ------------------------------------------------------- embedding_bag */

enum { BAG_SUM, BAG_MEAN, BAG_MAX };

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

/* embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2,
 * scale_grad_by_freq=False, mode='mean', sparse=False,
 * per_sample_weights=None, include_last_offset=False, padding_idx=None):
 * the rows of weight at each bag's indices (bag b from offsets[b] to the
 * next offset; a 2-d input's rows are its bags), summed (each times its
 * per-sample weight), averaged or their largest per column; an empty bag
 * is zeros, padding_idx's rows are left out (and not counted). */
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
    int64_t pad = -1, rows = wt->shape[0], n = tensor_numel(x);
    if (p[10].kind != V_NONE) {
        if (!args_int(in, a, 10, &pad)) return false;
        if (pad >= rows || pad < -rows) return error_raise_as(in, ERR_ASSERTION, "Padding_idx must be within num_embeddings");
        if (pad < 0) pad += rows;
    }
    Work w = work_new(in, a);
    Value idx = work_method(&w, work_method(&w, p[0], "reshape", 1, (Value[]){value_int(-1)}), "long", 0, NULL);
    Value offsets, count;
    int64_t bags;
    if (x->ndim == 2) {
        int64_t len = x->shape[1], b = x->shape[0];
        int64_t *at = xmalloc((size_t)(b + 1) * sizeof *at);
        for (int64_t i = 0; i < b; i++) at[i] = i * len;
        offsets = functional_host_table(&w, p[0], at, NULL, b, DT_INT64);
        free(at);
        bags = b;
    } else {
        offsets = work_method(&w, p[2], "long", 0, NULL);
        bags = value_as_tensor(p[2])->shape[0] - (last ? 1 : 0);
        if (bags < 0) bags = 0;
    }
    /* each index's bag: the last offset at or before it; left out (bag
     * `bags`, a row past the result's) when it is padding or past the
     * last offset of include_last_offset */
    Value at = work_call_kw(&w, "arange", 1, (Value[]){value_int(n)}, 1, (const char *[]){"device"},
                            (Value[]){work_attr(&w, p[0], "device")});
    Value bag = work_binary(&w, OP_SUB, work_call_kw(&w, "searchsorted", 2, (Value[]){offsets, at}, 1,
                                                     (const char *[]){"right"}, (Value[]){value_bool(true)}),
                            value_int(1));
    Value keep = work_binary(&w, OP_LT, bag, value_int(bags));
    if (pad >= 0) keep = work_binary(&w, OP_BITAND, keep, work_binary(&w, OP_NE, idx, value_int(pad)));
    bag = work_call(&w, "where", 3, (Value[]){keep, bag, value_int(bags)});
    Value picked = work_method(&w, p[1], "index_select", 2, (Value[]){value_int(0), idx});
    if (p[8].kind != V_NONE) {
        Value psw = work_method(&w, work_method(&w, p[8], "reshape", 1, (Value[]){functional_ints(&w, (int64_t[]){-1, 1}, 2)}),
                                "to", 1, (Value[]){value_dtype(wt->dtype)});
        picked = work_binary(&w, OP_MUL, picked, psw);
    }
    Value size = functional_ints(&w, (int64_t[]){bags + 1, wt->shape[1]}, 2);
    Value r = work_method(&w, p[1], "new_zeros", 1, &size);
    if (mode == BAG_MAX) {
        Value where = work_method(&w, work_method(&w, bag, "unsqueeze", 1, (Value[]){value_int(1)}), "expand_as", 1,
                                  &picked);
        Value amax = work_keep(&w, true, value_str("amax", 4));
        r = work_call_kw(&w, "scatter_reduce", 5, (Value[]){r, value_int(0), where, picked, amax}, 1,
                         (const char *[]){"include_self"}, (Value[]){value_bool(false)});
    } else {
        r = work_method(&w, r, "index_add_", 3, (Value[]){value_int(0), bag, picked});
    }
    r = work_method(&w, r, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(bags)});
    if (mode == BAG_MEAN) {
        count = work_method(&w, work_method(&w, p[1], "new_zeros", 1, (Value[]){value_int(bags + 1)}), "index_add_", 3,
                            (Value[]){value_int(0), bag, work_method(&w, keep, "to", 1,
                                                                     (Value[]){value_dtype(wt->dtype)})});
        count = work_method(&w, count, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(bags)});
        count = work_call_kw(&w, "clamp", 1, &count, 1, (const char *[]){"min"}, (Value[]){value_int(1)});
        r = work_binary(&w, OP_DIV, r, work_method(&w, count, "unsqueeze", 1, (Value[]){value_int(1)}));
    }
    return work_done(&w, work_method(&w, r, "contiguous", 0, NULL), out);
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
    {"gumbel_softmax", V_MODULE, PF, f_gumbel_softmax, "logits, tau=1, hard=False, eps=1e-10, dim=-1", 0,
     "softmax((logits + Gumbel noise) / tau), one-hot of its argmax when hard"},
};

const Builtin *functional_sample_rows(size_t *count)
{
    *count = sizeof f_rows / sizeof f_rows[0];
    return f_rows;
}
