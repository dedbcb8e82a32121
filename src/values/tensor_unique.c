/* tensor_unique.c: torch.unique and torch.unique_consecutive, composed on
 * the device (compose.h).  The input becomes keys: its flattened elements
 * (dim=None), or its slices along dim as the rows of a matrix.  unique
 * orders the keys by a stable sort (rows: a stable sort by each column,
 * the last first, so that they end in lexicographic order); a flag marks
 * where each run of equal keys starts (a NaN equals nothing, so each is a
 * value of its own, as PyTorch's CUDA kernel gives); the starts are
 * compacted by a running count (tensor_search_positions: only their
 * count crosses to the host, as PyTorch's sizes the result too); the run
 * numbers are a running sum of the flags, scattered back to the keys'
 * places for the inverse; the counts are differences of the starts, and
 * of the last start and n, which a flag past the last key places.
 * Without the inverse, the elements' runs are ops.def's runs (each run's
 * first element and length, and their count), for unique sorted_runs:
 * the same of the keys sorted alone. */
#include "values/tensor_unique.h"

#include "base/error.h"
#include "tensor/dispatch_index.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/compose.h"
#include "values/tensor_index.h"
#include "values/tensor_search.h"
#include "values/tensor_value.h"

/* A list or tuple (kind, kept by w) of n values, each retained. */
static Value list_of(Work *w, ValueKind kind, int n, const Value *v)
{
    Value list = work_keep(w, true, value_list_new(kind, (size_t)n));
    for (int i = 0; w->ok && i < n; i++) value_list_push(list, value_retain(v[i]));
    return list;
}

/* keys[0..n) along dim 0: the stable order of the rows of the matrix keys
 * in lexicographic order (a stable sort by each column, the last first),
 * an int64 vector; each column's steps go as they are done, so a wide
 * matrix does not fill w. */
static Value row_order(Work *w, Value keys, int64_t cols)
{
    Value perm = value_none();
    for (int64_t j = cols - 1; w->ok && j >= 0; j--) {
        Work c = work_new(w->in, w->a);
        Value col = work_method(&c, keys, "narrow", 3, (Value[]){value_int(1), value_int(j), value_int(1)});
        col = work_method(&c, col, "reshape", 1, (Value[]){value_int(-1)});
        if (perm.kind != V_NONE) col = work_method(&c, col, "index_select", 2, (Value[]){value_int(0), perm});
        Value idx = work_attr(&c, work_method(&c, col, "sort", 0, NULL), "indices");
        if (perm.kind != V_NONE) idx = work_method(&c, perm, "index_select", 2, (Value[]){value_int(0), idx});
        Value next;
        w->ok = work_done(&c, idx, &next);
        value_release(perm);
        perm = w->ok ? next : value_none();
    }
    return work_keep(w, w->ok, perm);
}

/* The runs of the 1-d keys (the elements), sorted first when sorts, as
 * ops.def's runs and sorted_runs give them: their first elements and
 * (counts) lengths, a tuple with the lengths.  One pass fills places for
 * every key and counts the runs (after the sort: sorted_runs never
 * writes the sorted values); the host reads the count and the results become their first
 * places, views of the larger storage as PyTorch's resize_ leaves its
 * unique's. */
static Value element_runs(Work *w, Value keys, bool sorts, bool counts)
{
    const Backend *be;
    Error err;
    Tensor *values, *count, *lengths;
    keys = work_method(w, keys, "contiguous", 0, NULL);
    if (!w->ok) return value_none();
    if (!tensor_backend(w->in, &be)) return work_keep(w, false, value_none());
    Tensor *k = value_as_tensor(keys);
    if (tensor_numel(k) == 0) {
        Value v = work_method(w, keys, "clone", 0, NULL);
        if (!counts) return v;
        Value none[] = {value_dtype(DT_INT64), work_attr(w, keys, "device")};
        Value c = work_call_kw(w, "zeros", 1, (Value[]){value_int(0)}, 2, (const char *[]){"dtype", "device"}, none);
        return list_of(w, V_TUPLE, 2, (Value[]){v, c});
    }
    if (!dispatch_runs(be, tensor_stream(tensor_device(k)), k, sorts, &values, &count, counts ? &lengths : NULL, &err))
        return work_keep(w, tensor_fail(w->in, &err), value_none());
    Value v = work_keep(w, true, value_tensor(values));
    Value c = counts ? work_keep(w, true, value_tensor(lengths)) : value_none();
    Value runs = work_method(w, work_keep(w, true, value_tensor(count)), "item", 0, NULL);
    if (!w->ok) return value_none();
    Value places[] = {value_int(0), value_int(0), runs};
    v = work_method(w, v, "narrow", 3, places);
    if (!counts) return v;
    c = work_method(w, c, "narrow", 3, places);
    return list_of(w, V_TUPLE, 2, (Value[]){v, c});
}

/* unique(input, sorted=True, return_inverse=False, return_counts=False,
 * dim=None) and unique_consecutive(input, return_inverse=False,
 * return_counts=False, dim=None), by data (whether it sorts).  sorted=False
 * gives them sorted too, as PyTorch's CUDA kernel does. */
static bool x_unique(Interp *in, const Args *a, Value *out)
{
    bool sorts = a->fn->data != 0, inverse, counts;
    int at = sorts ? 2 : 1;
    Tensor *t;
    Value dimv = a->p[at + 2];
    int64_t dim = 0;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[at], &inverse) || !value_truth(in, a->p[at + 1], &counts))
        return false;
    bool rows = dimv.kind != V_NONE;
    int d = 0;
    Error err;
    if (rows && !args_int_value(in, a, "dim", dimv, &dim)) return false;
    if (rows && t->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension specified as %lld but tensor has no dimensions", (long long)dim);
    if (rows && !tensor_wrap_dim(dim, t->ndim, &d, &err)) return tensor_fail(in, &err);
    int64_t n = rows ? t->shape[d] : tensor_numel(t), cols = n > 0 ? tensor_numel(t) / n : 0;
    if (rows && tensor_numel(t) == 0) {
        int zeros = 0;
        for (int k = 0; k < t->ndim; k++) zeros += t->shape[k] == 0;
        if (zeros > 1)
            return error_raise(in, "Number of zero sized dimensions is more than one, so unique cannot be applied ");
        if (n != 0)
            return error_raise(in, "There are 0 sized dimensions, and they aren't selected, so unique cannot be applied");
    }
    Work w = work_new(in, a);
    Value dev = work_attr(&w, a->p[0], "device");
    const char *kw[] = {"dtype", "device"};
    Value longs[] = {value_dtype(DT_INT64), dev};
    /* keys: a vector of the elements, or (rows) the slices along dim as
     * the rows of an n x cols matrix, whose values are the moved input */
    Value moved = rows ? work_call(&w, "movedim", 3, (Value[]){a->p[0], value_int(d), value_int(0)}) : a->p[0];
    Value keys = work_method(&w, moved, "reshape", rows ? 2 : 1, (Value[]){value_int(rows ? n : -1), value_int(cols)});
    if (!rows && !inverse)
        return work_done(&w, element_runs(&w, keys, sorts, counts), out);
    Value order = value_none();
    if (sorts && rows && n > 0) {
        order = row_order(&w, keys, cols);
        keys = work_method(&w, keys, "index_select", 2, (Value[]){value_int(0), order});
        moved = work_method(&w, moved, "index_select", 2, (Value[]){value_int(0), order});
    } else if (sorts && !rows) {
        Value r = work_method(&w, keys, "sort", 0, NULL);
        keys = moved = work_attr(&w, r, "values");
        order = work_attr(&w, r, "indices");
    } else if (!rows) {
        moved = keys;
    }
    /* flags[i]: key i begins a run */
    Value bools[] = {value_dtype(DT_BOOL), dev};
    Value first = work_call_kw(&w, "ones", 1, (Value[]){value_int(n > 0)}, 2, kw, bools);
    Value later = work_call_kw(&w, "ones", 1, (Value[]){value_int(0)}, 2, kw, bools);
    if (n > 1) {
        Value next = work_method(&w, keys, "narrow", 3, (Value[]){value_int(0), value_int(1), value_int(n - 1)});
        Value prev = work_method(&w, keys, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(n - 1)});
        later = work_binary(&w, OP_NE, next, prev);
        if (rows) later = work_method(&w, later, "any", 1, (Value[]){value_int(1)});
    }
    /* with the counts, one more flag past the end: its position, n, ends
     * the last run, and the starts' neighbours differ by the counts */
    Value past = work_call_kw(&w, "ones", 1, (Value[]){value_int(counts)}, 2, kw, bools);
    Value flags = work_call(&w, "cat", 1, (Value[]){list_of(&w, V_LIST, 3, (Value[]){first, later, past})});
    Value bounds = value_none(), starts = value_none();
    if (w.ok) {
        Value s;
        w.ok = tensor_search_positions(in, a, flags, &s);
        bounds = starts = work_keep(&w, w.ok, s);
    }
    int64_t runs = w.ok ? tensor_numel(value_as_tensor(bounds)) - counts : 0;
    if (counts) {
        starts = work_method(&w, bounds, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(runs)});
        flags = work_method(&w, flags, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(n)});
    }
    /* (positions of keys: no index to check) */
    Value values = value_none();
    if (w.ok) {
        Tensor *picked;
        w.ok = tensor_index_pick(in, value_as_tensor(moved), value_as_tensor(starts), &picked);
        values = work_keep(&w, w.ok, w.ok ? value_tensor(picked) : value_none());
    }
    if (rows) values = work_call(&w, "movedim", 3, (Value[]){values, value_int(0), value_int(d)});
    Value result = values;
    if (inverse || counts) {
        result = work_keep(&w, true, value_list_new(V_TUPLE, 3));
        if (w.ok) value_list_push(result, value_retain(values));
    }
    if (inverse) {
        Value run = work_binary(&w, OP_SUB, work_method(&w, flags, "cumsum", 1, (Value[]){value_int(0)}),
                                value_int(1));
        if (order.kind != V_NONE) {
            Value zeros = work_call_kw(&w, "zeros", 1, (Value[]){value_int(n)}, 2, kw, longs);
            run = work_method(&w, zeros, "scatter", 3, (Value[]){value_int(0), order, run});
        }
        if (!rows) run = work_method(&w, run, "reshape", 1, (Value[]){work_attr(&w, a->p[0], "shape")});
        if (w.ok) value_list_push(result, value_retain(run));
    }
    if (counts) {
        /* run i has bounds[i + 1] - bounds[i] keys, the last n - its start */
        Value ends = work_method(&w, bounds, "narrow", 3, (Value[]){value_int(0), value_int(1), value_int(runs)});
        Value c = work_binary(&w, OP_SUB, ends, starts);
        if (w.ok) value_list_push(result, value_retain(c));
    }
    return work_done(&w, result, out);
}

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"unique", V_TENSOR, FM | BI_PY_METHOD, x_unique, "input, sorted=True, return_inverse=False, return_counts=False, dim=None", 1,
     "the distinct values (or slices along dim), sorted; with return_inverse= and return_counts= a tuple"},
    {"unique_consecutive", V_TENSOR, FM | BI_PY_METHOD, x_unique, "input, return_inverse=False, return_counts=False, dim=None", 0,
     "the first of each run of equal values (or slices along dim); with return_inverse= and return_counts= a tuple"},
};

void tensor_unique_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
