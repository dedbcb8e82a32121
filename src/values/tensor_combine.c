/* tensor_combine.c: PyTorch's functions that build a tensor from the
 * elements of others, or from sizes alone, composed of other builtins:
 * tril_indices and triu_indices, cartesian_prod, combinations,
 * block_diag, kron and vander. */
#include "values/tensor_combine.h"

#include <stdlib.h>

#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"

/* An int64 list of n numbers, kept by w. */
static Value int_list(Work *w, const int64_t *v, int64_t n)
{
    Value l = work_keep(w, true, value_list_new(V_LIST, (size_t)n));
    for (int64_t i = 0; i < n; i++) value_list_push(l, value_int(v[i]));
    return l;
}

/* ---------------------------------------------- tril_indices, triu_indices */

/* tril_indices(row, col, offset=0, *, dtype=torch.int64, device=None)
 * (triu_indices: upper, by data): the coordinates of a row x col
 * matrix's lower (upper) triangle from diagonal offset, as a 2 x n
 * tensor, in row-major order. */
static bool x_tri_indices(Interp *in, const Args *a, Value *out)
{
    int64_t row, col, offset;
    if (!args_int(in, a, 0, &row) || !args_int(in, a, 1, &col) || !args_int(in, a, 2, &offset)) return false;
    if (row < 0) return error_raise(in, "row must be non-negative, got%lld", (long long)row);
    if (col < 0) return error_raise(in, "col must be non-negative, got%lld", (long long)col);
    bool upper = a->fn->data;
    int64_t n = 0, cap = row * col;
    int64_t *rows = malloc((size_t)(cap ? cap : 1) * sizeof *rows), *cols = malloc((size_t)(cap ? cap : 1) * sizeof *cols);
    for (int64_t i = 0; i < row; i++) {
        for (int64_t j = 0; j < col; j++) {
            if (upper ? j - i < offset : j - i > offset) continue;
            rows[n] = i;
            cols[n++] = j;
        }
    }
    Work w = work_new(in, a);
    Value both = work_keep(&w, true, value_list_new(V_LIST, 2));
    value_list_push(both, value_retain(int_list(&w, rows, n)));
    value_list_push(both, value_retain(int_list(&w, cols, n)));
    free(rows);
    free(cols);
    const char *kw[] = {"dtype", "device"};
    Value dt = a->p[3].kind == V_NONE ? value_dtype(DT_INT64) : a->p[3];
    int nkw = a->p[4].kind == V_NONE ? 1 : 2;
    return work_done(&w, work_call_kw(&w, "tensor", 1, &both, nkw, kw, (Value[]){dt, a->p[4]}), out);
}

/* ------------------------------------------- cartesian_prod, combinations */

static bool need_vector(Interp *in, const Tensor *t)
{
    if (t->ndim == 1) return true;
    char shape[160];
    tensor_shape_str(t->ndim, t->shape, shape, sizeof shape);
    return error_raise(in, "Expect a 1D vector, but got shape %s", shape);
}

/* cartesian_prod(*tensors): every tuple of one element from each vector,
 * in row-major order, as rows (one vector: itself). */
static bool x_cartesian_prod(Interp *in, const Args *a, Value *out)
{
    Tensor **ts;
    int n;
    if (!args_tensors(in, a, 0, &ts, &n)) return false;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) ok = need_vector(in, ts[i]);
    free(ts);
    if (!ok) return false;
    const List *l = value_as_list(a->p[0]);
    if (n == 1) {
        *out = value_retain(l->items[0]);
        return true;
    }
    Work w = work_new(in, a);
    Value ij = work_keep(&w, true, value_cstr("ij"));
    Value grids = work_call_kw(&w, "meshgrid", n, l->items, 1, (const char *[]){"indexing"}, &ij);
    Value flat = work_keep(&w, true, value_list_new(V_LIST, (size_t)n));
    for (int i = 0; i < n && w.ok; i++)
        value_list_push(flat, value_retain(work_method(&w, value_as_list(grids)->items[i], "flatten", 0, NULL)));
    return work_done(&w, work_call(&w, "stack", 2, (Value[]){flat, value_int(1)}), out);
}

/* The next r-combination of 0..n-1 after c (nondecreasing with
 * replacement, else increasing), or false after the last. */
static bool next_combination(int64_t *c, int64_t r, int64_t n, bool replace)
{
    for (int64_t i = r - 1; i >= 0; i--) {
        int64_t limit = replace ? n - 1 : n - r + i;
        if (c[i] < limit) {
            c[i]++;
            for (int64_t j = i + 1; j < r; j++) c[j] = replace ? c[i] : c[j - 1] + 1;
            return true;
        }
    }
    return false;
}

/* combinations(input, r=2, with_replacement=False): the r-element
 * combinations of a vector's elements, as rows, in lexicographic order of
 * their positions (r = 0: an empty vector). */
static bool x_combinations(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t r;
    bool replace;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &r) || !value_truth(in, a->p[2], &replace)) return false;
    if (!need_vector(in, t)) return false;
    if (r < 0) return error_raise(in, "Expect a non-negative number, but got %lld", (long long)r);
    Work w = work_new(in, a);
    if (r == 0) {
        Value none = work_method(&w, a->p[0], "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(0)});
        return work_done(&w, work_method(&w, none, "clone", 0, NULL), out);
    }
    int64_t n = t->shape[0];
    int64_t *c = malloc((size_t)r * sizeof *c);
    Value picks = work_keep(&w, true, value_list_new(V_LIST, 0));
    for (int64_t i = 0; i < r; i++) c[i] = replace ? 0 : i;
    bool more = replace ? n > 0 : r <= n;
    for (; more; more = next_combination(c, r, n, replace))
        for (int64_t i = 0; i < r; i++) value_list_push(picks, value_int(c[i]));
    free(c);
    Value dev = work_attr(&w, a->p[0], "device");
    const char *kw[] = {"dtype", "device"};
    Value index = work_call_kw(&w, "tensor", 1, &picks, 2, kw, (Value[]){value_dtype(DT_INT64), dev});
    index = work_method(&w, index, "reshape", 2, (Value[]){value_int(-1), value_int(r)});
    Value res = value_none();
    if (w.ok) work_keep(&w, value_index(in, a->p[0], &index, 1, &res), res);
    return work_done(&w, res, out);
}

/* ---------------------------------------------------------- block_diag */

/* block_diag(*tensors): the tensors (0-d as 1 x 1, vectors as rows) on
 * the diagonal of a zero matrix, in the dtype they promote to. */
static bool x_block_diag(Interp *in, const Args *a, Value *out)
{
    Tensor **ts;
    int n;
    if (!args_tensors(in, a, 0, &ts, &n)) return false;
    int64_t rows = 0, cols = 0;
    DType dt = n ? ts[0]->dtype : dtype_default_float();
    for (int i = 0; i < n; i++) {
        if (ts[i]->ndim > 2) {
            int nd = ts[i]->ndim;
            free(ts);
            return error_raise(in, "torch.block_diag: Input tensors must have 2 or fewer dimensions. Input %d has %d "
                               "dimensions", i, nd);
        }
        rows += ts[i]->ndim == 2 ? ts[i]->shape[0] : 1;
        cols += ts[i]->ndim ? ts[i]->shape[ts[i]->ndim - 1] : 1;
        dt = tensor_promote_types(dt, ts[i]->dtype);
    }
    const List *l = value_as_list(a->p[0]);
    Work w = work_new(in, a);
    const char *kw[] = {"dtype", "device"};
    /* With no tensors PyTorch gives empty({1, 0}), on the CPU. */
    Value dev = n ? work_attr(&w, l->items[0], "device") : work_keep(&w, true, value_cstr("cpu"));
    Value r = work_call_kw(&w, "zeros", 2, (Value[]){value_int(n ? rows : 1), value_int(cols)}, 2, kw,
                           (Value[]){value_dtype(dt), dev});
    for (int i = 0, r0 = 0, c0 = 0; i < n && w.ok; i++) {
        int64_t h = ts[i]->ndim == 2 ? ts[i]->shape[0] : 1, wd = ts[i]->ndim ? ts[i]->shape[ts[i]->ndim - 1] : 1;
        Value block = work_method(&w, l->items[i], "reshape", 2, (Value[]){value_int(h), value_int(wd)});
        Value at[2] = {value_slice_new(value_int(r0), value_int(r0 + h), value_none()),
                       value_slice_new(value_int(c0), value_int(c0 + wd), value_none())};
        if (w.ok) w.ok = value_set_index(in, r, at, 2, block);
        value_release(at[0]);
        value_release(at[1]);
        r0 += (int)h;
        c0 += (int)wd;
    }
    free(ts);
    return work_done(&w, r, out);
}

/* ---------------------------------------------------------------- kron */

/* kron(input, other, *, out=None): the Kronecker product: the shorter shape padded
 * with leading 1s, input's dims interleaved with size-1 ones (and other's
 * the other way), multiplied, and each pair of dims merged. */
static bool x_kron(Interp *in, const Args *a, Value *out)
{
    Tensor *x, *y;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y)) return false;
    int nd = x->ndim > y->ndim ? x->ndim : y->ndim;
    if (2 * nd > TENSOR_MAX_DIMS) return error_raise(in, "kron: too many dimensions");
    int64_t xs[2 * TENSOR_MAX_DIMS], ys[2 * TENSOR_MAX_DIMS], merged[TENSOR_MAX_DIMS];
    for (int d = 0; d < nd; d++) {
        int dx = d - (nd - x->ndim), dy = d - (nd - y->ndim);
        int64_t sx = dx >= 0 ? x->shape[dx] : 1, sy = dy >= 0 ? y->shape[dy] : 1;
        xs[2 * d] = sx;
        xs[2 * d + 1] = 1;
        ys[2 * d] = 1;
        ys[2 * d + 1] = sy;
        merged[d] = sx * sy;
    }
    Work w = work_new(in, a);
    Value wx = work_method(&w, a->p[0], "reshape", 1, (Value[]){work_keep(&w, true, value_size_new(xs, 2 * nd))});
    Value wy = work_method(&w, a->p[1], "reshape", 1, (Value[]){work_keep(&w, true, value_size_new(ys, 2 * nd))});
    Value prod = work_binary(&w, OP_MUL, wx, wy);
    Value r;
    return work_done(&w, work_method(&w, prod, "reshape", 1, (Value[]){work_keep(&w, true, value_size_new(merged, nd))}),
                     &r) &&
           tensor_methods_deliver(in, a, r, out);
}

/* -------------------------------------------------------------- vander */

/* vander(x, N=None, increasing=False): the powers x^0 .. x^(N-1) of a
 * vector's elements as columns (decreasing unless increasing), as
 * PyTorch makes them: a running product, in x's dtype promoted with
 * int64. */
static bool x_vander(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t n;
    bool increasing;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[2], &increasing)) return false;
    if (t->ndim != 1) return error_raise(in, "x must be a one-dimensional tensor.");
    if (a->p[1].kind == V_NONE) n = t->shape[0];
    else if (!args_int(in, a, 1, &n)) return false;
    if (n < 0) return error_raise(in, "N must be non-negative.");
    Value dt = value_dtype(tensor_promote_types(t->dtype, DT_INT64));
    Work w = work_new(in, a);
    Value x = work_method(&w, a->p[0], "to", 1, &dt);
    Value col = work_method(&w, x, "unsqueeze", 1, (Value[]){value_int(1)});
    Value r = work_method(&w, col, "new_ones", 2, (Value[]){value_int(t->shape[0]), value_int(n ? 1 : 0)});
    if (n > 1) {
        Value wide = work_method(&w, col, "expand", 2, (Value[]){value_int(t->shape[0]), value_int(n - 1)});
        Value powers = work_method(&w, wide, "cumprod", 1, (Value[]){value_int(1)});
        Value parts = work_keep(&w, true, value_list_new(V_LIST, 2));
        if (w.ok) {
            value_list_push(parts, value_retain(r));
            value_list_push(parts, value_retain(powers));
        }
        r = work_call(&w, "cat", 2, (Value[]){parts, value_int(1)});
    }
    if (!increasing) r = work_method(&w, r, "flip", 1, (Value[]){value_int(1)});
    return work_done(&w, r, out);
}

/* ------------------------------------------------------------ the table */

static const Builtin rows[] = {
    {"tril_indices", V_NONE, BI_FUNC, x_tri_indices, "row, col, offset=0, *, dtype=None, device=None", 0,
     "the coordinates of a row x col matrix's lower triangle, as a 2 x n tensor"},
    {"triu_indices", V_NONE, BI_FUNC, x_tri_indices, "row, col, offset=0, *, dtype=None, device=None", 1,
     "the coordinates of a row x col matrix's upper triangle, as a 2 x n tensor"},
    {"cartesian_prod", V_NONE, BI_FUNC, x_cartesian_prod, "*tensors", 0,
     "every tuple of one element from each vector, as rows"},
    {"combinations", V_TENSOR, BI_FUNC, x_combinations, "input, r=2, with_replacement=False", 0,
     "the r-element combinations of a vector's elements, as rows"},
    {"block_diag", V_NONE, BI_FUNC, x_block_diag, "*tensors", 0, "the tensors as blocks on a matrix's diagonal"},
    {"kron", V_TENSOR, BI_FUNC | BI_METHOD, x_kron, "input, other, *, out=None", 0, "the Kronecker product"},
    {"vander", V_NONE, BI_FUNC | BI_TORCH, x_vander, "x, N=None, increasing=False", 0,
     "the Vandermonde matrix: powers of a vector's elements as columns"},
};

void tensor_combine_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
