/* linalg_extra.c: what PyTorch composes of torch.linalg's functions, and
 * the old names of its solvers: cholesky_solve, cholesky_inverse,
 * linalg.vander, linalg.matrix_exp, linalg.tensorinv, linalg.tensorsolve, lu_solve,
 * triangular_solve and qr.  Each is a chain of builtins in ATen's order
 * (LinearAlgebra.cpp, BatchLinearAlgebra.cpp), with its checks and
 * messages. */
#include "values/linalg.h"

#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/iter.h"
#include "values/tensor_value.h"

static Value linalg_call(Work *w, const char *name, int n, const Value *v, int nkw, const char *const *kwn,
                         const Value *kw)
{
    char dotted[48];
    snprintf(dotted, sizeof dotted, "linalg.%s", name);
    return work_call_in(w, dotted, n, v, nkw, kwn, kw);
}

static Value last_two_swapped(Work *w, Value t)
{
    return work_method(w, t, "transpose", 2, (Value[]){value_int(-2), value_int(-1)});
}

/* X with A X = B, A = L L^T (or U^T U when upper): potrs's two triangular solves. */
static Value cholesky_solved(Work *w, Value B, Value factor, bool upper)
{
    Value lower = upper ? last_two_swapped(w, factor) : factor;
    Value upper_f = upper ? factor : last_two_swapped(w, factor);
    const char *kw[] = {"upper"};
    Value y = linalg_call(w, "solve_triangular", 2, (Value[]){lower, B}, 1, kw, (Value[]){value_bool(false)});
    return linalg_call(w, "solve_triangular", 2, (Value[]){upper_f, y}, 1, kw, (Value[]){value_bool(true)});
}

/* cholesky_solve(input, input2, upper=False): X with A X = input, A
 * given by its Cholesky factor input2. */
static bool x_cholesky_solve(Interp *in, const Args *a, Value *out)
{
    Tensor *b, *u;
    bool upper;
    if (!args_tensor(in, a, 0, &b) || !args_tensor(in, a, 1, &u) || !value_truth(in, a->p[2], &upper)) return false;
    if (b->ndim < 2)
        return error_raise(in, "b should have at least 2 dimensions, but has %d dimensions instead", b->ndim);
    if (u->ndim < 2)
        return error_raise(in, "u should have at least 2 dimensions, but has %d dimensions instead", u->ndim);
    Work w = work_new(in, a);
    return work_done(&w, cholesky_solved(&w, a->p[0], a->p[1], upper), out);
}

/* cholesky_inverse(input, upper=False): A^-1 from A's Cholesky factor,
 * the solve of A X = I. */
static bool x_cholesky_inverse(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    bool upper;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[1], &upper)) return false;
    if (t->ndim < 2) return error_raise(in, "cholesky_inverse: The input tensor A must have at least 2 dimensions.");
    int64_t n = t->shape[t->ndim - 1];
    if (t->shape[t->ndim - 2] != n)
        return error_raise(in, "cholesky_inverse: A must be batches of square matrices, but they are %lld by %lld "
                           "matrices", (long long)t->shape[t->ndim - 2], (long long)n);
    Work w = work_new(in, a);
    Value eye = work_call_kw(&w, "eye", 1, (Value[]){value_int(n)}, 2, (const char *[]){"dtype", "device"},
                             (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")});
    return work_done(&w, cholesky_solved(&w, eye, a->p[0], upper), out);
}

/* linalg.vander(x, *, N=None): the powers x^0 .. x^(N-1) in a last dim,
 * as ATen makes them: a column of ones before the running product of
 * N - 1 copies of x (integers thus int64, as cumprod's). */
static bool x_vander(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (t->dtype == DT_BOOL || t->dtype == DT_FLOAT16 || t->dtype == DT_BFLOAT16)
        return error_raise(in, "linalg.vander supports floating point, complex, and integer tensors, but got %s",
                           tensor_type_name(t->dtype));
    int64_t n = t->ndim ? t->shape[t->ndim - 1] : 1;
    if (a->p[1].kind != V_NONE && !args_int(in, a, 1, &n)) return false;
    if (n <= 1) return error_raise(in, "N must be greater than 1.");
    Work w = work_new(in, a);
    Value x = t->ndim ? a->p[0] : work_method(&w, a->p[0], "unsqueeze", 1, (Value[]){value_int(-1)});
    Value ones = work_call_kw(&w, "ones", 1, (Value[]){value_int(n - 1)}, 2, (const char *[]){"dtype", "device"},
                              (Value[]){value_dtype(t->dtype), work_attr(&w, x, "device")});
    Value copies = work_binary(&w, OP_MUL, work_method(&w, x, "unsqueeze", 1, (Value[]){value_int(-1)}), ones);
    Value powers = work_method(&w, copies, "cumprod", 1, (Value[]){value_int(-1)});
    Value first = work_call(&w, "ones_like", 1,
                            (Value[]){work_method(&w, powers, "narrow", 3,
                                                  (Value[]){value_int(-1), value_int(0), value_int(1)})});
    Value both = work_keep(&w, true, value_list_new(V_LIST, 2));
    if (w.ok) {
        value_list_push(both, value_retain(first));
        value_list_push(both, value_retain(powers));
    }
    return work_done(&w, work_call(&w, "cat", 2, (Value[]){both, value_int(-1)}), out);
}

static int64_t product(const int64_t *dims, int n)
{
    int64_t p = 1;
    for (int i = 0; i < n; i++) p *= dims[i];
    return p;
}

/* linalg.tensorinv(A, ind=2): the inverse of A read as a matrix of
 * prod(A.shape[:ind]) rows, shaped A.shape[ind:] + A.shape[:ind]. */
static bool x_tensorinv(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t ind;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &ind)) return false;
    if (ind <= 0) return error_raise(in, "Expected a strictly positive integer for 'ind', but got %lld", (long long)ind);
    int k = ind < t->ndim ? (int)ind : t->ndim;
    int64_t rows = product(t->shape, k), cols = product(t->shape + k, t->ndim - k);
    if (rows != cols)
        return error_raise(in, "Expected self to satisfy the requirement prod(self.shape[ind:]) == "
                           "prod(self.shape[:ind]), but got %lld != %lld", (long long)cols, (long long)rows);
    int64_t shape[TENSOR_MAX_DIMS];
    memcpy(shape, t->shape + k, sizeof shape[0] * (size_t)(t->ndim - k));
    memcpy(shape + t->ndim - k, t->shape, sizeof shape[0] * (size_t)k);
    Work w = work_new(in, a);
    Value square = work_keep(&w, true, value_size_new((int64_t[]){rows, cols}, 2));
    Value inv = linalg_call(&w, "inv", 1, (Value[]){work_method(&w, a->p[0], "reshape", 1, &square)}, 0, NULL, NULL);
    Value to = work_keep(&w, true, value_size_new(shape, t->ndim));
    return work_done(&w, work_method(&w, inv, "reshape", 1, &to), out);
}

/* linalg.tensorsolve(A, B, dims=None): X with tensordot(A, X, X.ndim) =
 * B, A's dims moved to its end first; X is shaped A.shape[B.ndim:]. */
static bool x_tensorsolve(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *b;
    if (!args_tensor(in, a, 0, &t) || !args_tensor(in, a, 1, &b)) return false;
    if (a->p[2].kind != V_NONE && !value_is_seq(a->p[2])) return args_type_error(in, a, 2, "tuple of ints");
    Work w = work_new(in, a);
    Value A = a->p[0];
    if (a->p[2].kind != V_NONE) {
        int64_t nd = (int64_t)value_as_list(a->p[2])->len;
        Value dest = work_keep(&w, true, value_list_new(V_LIST, (size_t)nd));
        for (int64_t i = 0; w.ok && i < nd; i++) value_list_push(dest, value_int(t->ndim - nd + i));
        A = work_method(&w, A, "movedim", 2, (Value[]){a->p[2], dest});
        if (w.ok) t = value_as_tensor(A);
    }
    int k = b->ndim < t->ndim ? b->ndim : t->ndim;
    int64_t x_numel = product(t->shape + k, t->ndim - k), b_numel = product(b->shape, b->ndim);
    if (w.ok && x_numel != b_numel) {
        Value none;
        work_done(&w, value_none(), &none);
        return error_raise(in, "Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == "
                           "prod(self.shape[:other.ndim]), but got %lld != %lld", (long long)x_numel, (long long)b_numel);
    }
    Value square = work_keep(&w, true, value_size_new((int64_t[]){x_numel, x_numel}, 2));
    Value x = linalg_call(&w, "solve", 2,
                          (Value[]){work_method(&w, A, "reshape", 1, &square), work_method(&w, a->p[1], "flatten", 0, NULL)},
                          0, NULL, NULL);
    Value shape = work_keep(&w, true, value_size_new(t->shape + k, t->ndim - k));
    return work_done(&w, work_method(&w, x, "reshape", 1, &shape), out);
}

/* lu_solve(b, LU_data, LU_pivots): linalg.lu_solve(LU_data, LU_pivots, b). */
static bool x_lu_solve_old(Interp *in, const Args *a, Value *out)
{
    Work w = work_new(in, a);
    return work_done(&w, linalg_call(&w, "lu_solve", 3, (Value[]){a->p[1], a->p[2], a->p[0]}, 0, NULL, NULL), out);
}

/* triangular_solve(b, A, upper=True, transpose=False, unitriangular=False)
 * -> (solution, cloned_coefficient): X with A X = b (A^T X = b when
 * transpose), and a copy of A. */
static bool x_triangular_solve(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"solution", "cloned_coefficient"};
    static const char *const names[] = {"b", "A"};
    bool upper, transpose;
    for (int i = 0; i < 2; i++) {
        Tensor *t;
        if (!args_tensor(in, a, i, &t)) return false;
        if (t->ndim < 2)
            return error_raise(in, "torch.triangular_solve: Expected %s to have at least 2 dimensions, but it has %d "
                               "dimensions instead", names[i], t->ndim);
    }
    if (!value_truth(in, a->p[2], &upper) || !value_truth(in, a->p[3], &transpose)) return false;
    Work w = work_new(in, a);
    Value A = transpose ? last_two_swapped(&w, a->p[1]) : a->p[1];
    Value r[2];
    r[0] = linalg_call(&w, "solve_triangular", 2, (Value[]){A, a->p[0]}, 2, (const char *[]){"upper", "unitriangular"},
                       (Value[]){value_bool(upper != transpose), a->p[4]});
    r[1] = work_method(&w, a->p[1], "clone", 0, NULL);
    return work_give_tuple(&w, "triangular_solve", fields, 2, r, out);
}

/* qr(input, some=True) -> (Q, R): linalg.qr, 'reduced' or 'complete'. */
static bool x_qr_old(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"Q", "R"};
    bool some;
    if (!value_truth(in, a->p[1], &some)) return false;
    Work w = work_new(in, a);
    Value qr = linalg_call(&w, "qr", 2, (Value[]){a->p[0], work_keep(&w, true, value_cstr(some ? "reduced" : "complete"))}, 0, NULL, NULL);
    Value r[2] = {work_attr(&w, qr, "Q"), work_attr(&w, qr, "R")};
    return work_give_tuple(&w, "qr", fields, 2, r, out);
}


/* ------------------------------------------------------- matrix_exp */

/* The 1-norm of A's matrices above which the degree-18 Taylor polynomial
 * is no longer accurate to the dtype's precision (Bader, Blanes and
 * Casas 2019, the bounds PyTorch's CUDA build scales by). */
static double taylor18_bound(DType dt)
{
    return dt == DT_FLOAT64 ? 1.090863719290036 : 3.010066362817634;
}

/* Each matrix's count of squarings s >= 0 with |A / 2^s|_1 within the
 * bound (0 for a NaN norm, at most 1100, past any finite double's). */
static Value squarings(Work *w, Value A, DType dt)
{
    Value norm = work_method(w, work_method(w, work_call(w, "abs", 1, &A), "sum", 1, (Value[]){value_int(-2)}),
                             "amax", 1, (Value[]){value_int(-1)});
    Value s = work_call(w, "ceil", 1,
                        (Value[]){work_call(w, "log2", 1,
                                            (Value[]){work_binary(w, OP_DIV, norm, value_float(taylor18_bound(dt)))})});
    s = work_call(w, "nan_to_num", 2, (Value[]){s, value_float(0)});
    return work_call(w, "clamp", 3, (Value[]){s, value_int(0), value_int(1100)});
}

/* I + X (I + X/2 (I + ... (I + X/18))): the degree-18 Taylor polynomial
 * by Horner's rule, a matmul a degree. */
static Value taylor18(Work *w, Value X, Value eye)
{
    Value t = eye;
    for (int k = 18; k >= 1; k--) {
        Value step = work_binary(w, OP_DIV, work_call(w, "matmul", 2, (Value[]){X, t}), value_int(k));
        t = work_binary(w, OP_ADD, eye, step);
    }
    return t;
}

/* *t squared where i < s (each matrix's count), in place of *t: one short
 * chain a squaring. */
static bool square_where(Interp *in, const Args *a, Value s, int64_t i, Value *t)
{
    Work w = work_new(in, a);
    Value sq = work_call(&w, "matmul", 2, (Value[]){*t, *t});
    Value more = work_binary(&w, OP_GT, s, value_int(i));
    more = work_method(&w, work_method(&w, more, "unsqueeze", 1, (Value[]){value_int(-1)}), "unsqueeze", 1,
                       (Value[]){value_int(-1)});
    Value next;
    bool ok = work_done(&w, work_call(&w, "where", 3, (Value[]){more, sq, *t}), &next);
    value_release(*t);
    *t = ok ? next : value_none();
    return ok;
}

/* linalg.matrix_exp(A), matrix_exp(input): scaling and squaring of the
 * degree-18 Taylor polynomial, each matrix scaled by its own 2^s and
 * squared s times (the largest s read on the host). */
static bool x_matrix_exp(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (t->ndim < 2) return error_raise(in, "linalg.matrix_exp: The input tensor A must have at least 2 dimensions.");
    int64_t n = t->shape[t->ndim - 1];
    if (t->shape[t->ndim - 2] != n)
        return error_raise(in, "linalg.matrix_exp: A must be batches of square matrices, but they are %lld by %lld "
                           "matrices", (long long)t->shape[t->ndim - 2], (long long)n);
    if (t->dtype != DT_FLOAT32 && t->dtype != DT_FLOAT64)
        return error_raise(in, "matrix_exp: Expected a floating point or complex tensor as input. Got %s",
                           tensor_type_name(t->dtype));
    if (tensor_numel(t) == 0) return builtins_call_method(in, a, a->p[0], "clone", 0, NULL, out);
    if (n == 1) return builtins_call_name(in, a, "exp", 1, a->p, 0, NULL, NULL, out);
    Work w = work_new(in, a);
    Value s = squarings(&w, a->p[0], t->dtype);
    Value scale = work_call(&w, "exp2", 1, (Value[]){work_method(&w, s, "neg", 0, NULL)});
    scale = work_method(&w, work_method(&w, scale, "unsqueeze", 1, (Value[]){value_int(-1)}), "unsqueeze", 1,
                        (Value[]){value_int(-1)});
    Value eye = work_call_kw(&w, "eye", 1, (Value[]){value_int(n)}, 2, (const char *[]){"dtype", "device"},
                             (Value[]){value_dtype(t->dtype), work_attr(&w, a->p[0], "device")});
    Value r = taylor18(&w, work_binary(&w, OP_MUL, a->p[0], scale), eye);
    Value most = work_method(&w, work_method(&w, s, "max", 0, NULL), "item", 0, NULL);
    int64_t times = w.ok ? (int64_t)value_number(most) : 0;
    Value keep_s = w.ok ? value_retain(s) : value_none();
    if (!work_done(&w, r, out)) return false;
    bool ok = true;
    for (int64_t i = 0; ok && i < times; i++) ok = square_where(in, a, keep_s, i, out);
    value_release(keep_s);
    return ok;
}

/* -------------------------------------------------------------- table */

#define MF (BI_FUNC | BI_MODULE)
static const Builtin l_rows[] = {
    {"vander", V_MODULE, MF, x_vander, "x, *, N=None", 0, "the powers x^0 .. x^(N-1) of each element in a last dim"},
    {"tensorinv", V_MODULE, MF, x_tensorinv, "A, ind=2", 0,
     "the inverse of A read as a matrix of prod(A.shape[:ind]) rows, shaped A.shape[ind:] + A.shape[:ind]"},
    {"matrix_exp", V_MODULE, MF, x_matrix_exp, "A", 0,
     "e^A of each matrix: the degree-18 Taylor polynomial of A / 2^s, squared s times"},
    {"tensorsolve", V_MODULE, MF, x_tensorsolve, "A, B, dims=None", 0,
     "X with tensordot(A, X, X.ndim) = B (A's dims moved to its end first)"},
};

static const Builtin rows[] = {
    {"cholesky_solve", V_TENSOR, BI_FUNC | BI_METHOD, x_cholesky_solve, "input, input2, upper=False", 0,
     "X with A X = input, A = L L^T given by its factor input2 (U^T U when upper)"},
    {"cholesky_inverse", V_TENSOR, BI_FUNC | BI_METHOD, x_cholesky_inverse, "input, upper=False", 0,
     "A^-1 from A's Cholesky factor input (L, or U when upper)"},
    {"lu_solve", V_TENSOR, BI_FUNC | BI_METHOD, x_lu_solve_old, "input, LU_data, LU_pivots", 0,
     "linalg.lu_solve(LU_data, LU_pivots, input)"},
    {"triangular_solve", V_TENSOR, BI_FUNC | BI_METHOD, x_triangular_solve,
     "input, A, upper=True, transpose=False, unitriangular=False", 0,
     "(solution, cloned_coefficient): X with A X = input (A^T X when transpose), and A's copy"},
    {"matrix_exp", V_TENSOR, BI_FUNC | BI_METHOD, x_matrix_exp, "input", 0, "linalg.matrix_exp"},
    {"qr", V_TENSOR, BI_FUNC | BI_METHOD, x_qr_old, "input, some=True", 0,
     "(Q, R): linalg.qr(input, 'reduced' if some else 'complete')"},
};

const Builtin *linalg_extra_rows(size_t *count)
{
    *count = sizeof l_rows / sizeof l_rows[0];
    return l_rows;
}

void linalg_extra_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
