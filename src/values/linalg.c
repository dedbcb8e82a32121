/* linalg.c: torch.linalg's decompositions and what PyTorch composes of
 * them: det, slogdet, logdet, lu_factor, lu, lu_unpack, inv, solve,
 * solve_triangular, cholesky, qr, eigh, svd, pinv, matrix_rank, cond,
 * lstsq.  The factorizations are ops.def's LINALG
 * kernels (dispatch_decomp.h); the rest are chains of builtins in ATen's
 * order (BatchLinearAlgebra.cpp), so they round as PyTorch's do.  Checks
 * and messages are PyTorch 2's; an error that depends on the values
 * (a singular matrix, one not positive-definite) reads LAPACK's info on
 * the host, waiting for the device as PyTorch does. */
#include "values/linalg.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_decomp.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/exception.h"
#include "values/iter.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------------- checks */

/* checkFloatingOrComplex: low precision (float16, bfloat16) too when allowed. */
static bool floating(Interp *in, const char *fn, const Tensor *t, bool low_precision)
{
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "%s: Expected a floating point or complex tensor as input. Got %s", fn,
                           tensor_type_name(t->dtype));
    if (!low_precision && t->dtype != DT_FLOAT32 && t->dtype != DT_FLOAT64)
        return error_raise(in, "%s: Low precision dtypes not supported. Got %s", fn, tensor_type_name(t->dtype));
    return true;
}

/* checkIsMatrix: at least 2 dims. */
static bool matrices(Interp *in, const char *fn, const char *name, const Tensor *t)
{
    if (t->ndim < 2)
        return error_raise(in, "%s: The input tensor %s must have at least 2 dimensions.", fn, name);
    return true;
}

/* squareCheckInputs. */
static bool square(Interp *in, const char *fn, const Tensor *t)
{
    if (!matrices(in, fn, "A", t)) return false;
    int64_t rows = t->shape[t->ndim - 2], cols = t->shape[t->ndim - 1];
    if (rows != cols)
        return error_raise(in, "%s: A must be batches of square matrices, but they are %lld by %lld matrices", fn,
                           (long long)rows, (long long)cols);
    return true;
}

/* The kernel's dtypes (float32, float64): PyTorch's AT_DISPATCH refusal
 * of the others, named after its kernel ("lu" gives "lu_cpu"). */
static bool lapack_dtype(Interp *in, const char *kernel, const Tensor *t)
{
    if (t->dtype == DT_FLOAT32 || t->dtype == DT_FLOAT64) return true;
    return error_raise(in, "\"%s_%s\" not implemented for '%s'", kernel, tensor_device(t) < 0 ? "cpu" : "cuda",
                       tensor_type_name(t->dtype));
}

/* ------------------------------------------------- kernels in a chain */

/* The backend and stream for work on t's device, or the chain stopped. */
static bool device_of(Work *w, const Tensor *t, const Backend **be, DevStream **s)
{
    if (!w->ok || !tensor_backend(w->in, be)) return w->ok = false;
    *s = tensor_stream(tensor_device(t));
    return true;
}

/* A dispatch's results kept in the chain, or its error raised. */
static Value keep_result(Work *w, bool ok, const Error *err, Tensor *t)
{
    if (!ok) {
        w->ok = tensor_fail(w->in, err);
        return value_none();
    }
    return work_keep(w, true, value_tensor(t));
}

/* lu_factor's kernel on a: LU, and *pivots (pivots, info and, with
 * permutation, the row order: dispatch_lu_factor). */
static Value work_lu(Work *w, Value a, bool permutation, Value *pivots)
{
    const Backend *be;
    DevStream *s;
    Tensor *lu = NULL, *piv = NULL;
    Error err;
    *pivots = value_none();
    if (!device_of(w, value_as_tensor(a), &be, &s)) return value_none();
    bool ok = dispatch_lu_factor(be, s, value_as_tensor(a), permutation, &lu, &piv, &err);
    Value r = keep_result(w, ok, &err, lu);
    if (ok) *pivots = work_keep(w, true, value_tensor(piv));
    return r;
}

/* lu_solve's kernel: X with A X = b (A^T X = b when transpose), A's LU
 * and pivots lu_factor's. */
static Value work_lu_solve(Work *w, Value lu, Value pivots, Value b, bool transpose)
{
    const Backend *be;
    DevStream *s;
    Tensor *x = NULL;
    Error err;
    if (!device_of(w, value_as_tensor(lu), &be, &s)) return value_none();
    bool ok = dispatch_lu_solve(be, s, value_as_tensor(lu), value_as_tensor(pivots), value_as_tensor(b), transpose,
                                &x, &err);
    return keep_result(w, ok, &err, x);
}

/* The last dim of a kernel's int32 result from start, length long. */
static Value narrow_last(Work *w, Value t, int64_t start, int64_t length)
{
    return work_method(w, t, "narrow", 3, (Value[]){value_int(-1), value_int(start), value_int(length)});
}

/* The info column of lu_factor's pivots ([..., k + 1 ...]: element k). */
static Value lu_info(Work *w, Value pivots, int64_t k)
{
    return work_method(w, pivots, "select", 2, (Value[]){value_int(-1), value_int(k)});
}

static int64_t rows_of(const Tensor *t) { return t->shape[t->ndim - 2]; }
static int64_t cols_of(const Tensor *t) { return t->shape[t->ndim - 1]; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* ATen's is_contiguous choice: the transpose of a contiguous A (whose
 * factorization then needs no copy), as linalg_det and solve factor it. */
static bool factor_transposed(const Tensor *a)
{
    return tensor_is_contiguous(a);
}

static Value transposed(Work *w, Value t)
{
    return work_method(w, t, "transpose", 2, (Value[]){value_int(-2), value_int(-1)});
}

/* ------------------------------------------------------ LAPACK's info */

/* What a nonzero info means, as _linalg_check_errors words it. */
typedef enum InfoKind { INFO_INV, INFO_SOLVE, INFO_CHOLESKY, INFO_LU_FACTOR } InfoKind;

static bool info_error(Interp *in, InfoKind kind, const char *fn, const char *batch, int info)
{
    switch (kind) {
    case INFO_INV:
        return error_raise_as(in, ERR_LINALG, "%s%s: The diagonal element %d is zero, the inversion could not be "
                              "completed because the input matrix is singular.", fn, batch, info);
    case INFO_SOLVE:
        return error_raise_as(in, ERR_LINALG, "%s%s: The solver failed because the input matrix is singular.", fn,
                              batch);
    case INFO_CHOLESKY:
        return error_raise_as(in, ERR_LINALG, "%s%s: The factorization could not be completed because the input is "
                              "not positive-definite (the leading minor of order %d is not positive-definite).", fn,
                              batch, info);
    case INFO_LU_FACTOR:
        break;
    }
    return error_raise(in, "%s%s: U[%d,%d] is zero and using it on lu_solve would result in a division by zero. If "
                       "you still want to perform the factorization, consider calling linalg.lu(A, pivot) or "
                       "linalg.lu_factor_ex(A, pivot)", fn, batch, info, info);
}

/* The first nonzero element of int32 info (read on the host) raised as
 * kind's error, naming its batch element when batched. */
static bool check_info(Work *w, Value info, InfoKind kind, const char *fn, bool batched)
{
    Value dense = work_method(w, info, "contiguous", 0, NULL);
    if (!w->ok) return false;
    Tensor *host;
    if (!tensor_host(w->in, value_as_tensor(dense), &host)) return w->ok = false;
    const int32_t *v = (const int32_t *)host->storage->data + host->offset;
    int64_t n = tensor_numel(host), i = 0;
    while (i < n && v[i] == 0) i++;
    int bad = i < n ? v[i] : 0;
    tensor_release(host);
    if (!bad) return true;
    char batch[48] = "";
    if (batched) snprintf(batch, sizeof batch, ": (Batch element %lld)", (long long)i);
    return w->ok = info_error(w->in, kind, fn, batch, bad);
}

/* ---------------------------------------------------- det and slogdet */

/* lu_det_P: the determinant of the permutation the pivots make, +1 or
 * -1 (int64) by the parity of the rows swapped. */
static Value pivots_sign(Work *w, Value pivots, int64_t k)
{
    Value order = work_call_kw(w, "arange", 2, (Value[]){value_int(1), value_int(k + 1)}, 2,
                               (const char *[]){"dtype", "device"},
                               (Value[]){value_dtype(DT_INT32), work_attr(w, pivots, "device")});
    Value swapped = work_binary(w, OP_NE, order, narrow_last(w, pivots, 0, k));
    Value count = work_method(w, swapped, "sum", 1, (Value[]){value_int(-1)});
    Value odd = work_method(w, count, "fmod", 1, (Value[]){value_int(2)});
    return work_binary(w, OP_ADD, work_binary(w, OP_MUL, odd, value_int(-2)), value_int(1));
}

/* The factorization det and slogdet share: U's diagonal and the
 * permutation's sign. */
static Value lu_diagonal(Work *w, Value a, Value *sign)
{
    const Tensor *t = value_as_tensor(a);
    Value pivots;
    Value lu = work_lu(w, factor_transposed(t) ? transposed(w, a) : a, false, &pivots);
    *sign = pivots_sign(w, pivots, rows_of(t));
    return work_method(w, lu, "diagonal", 3, (Value[]){value_int(0), value_int(-2), value_int(-1)});
}

/* linalg.det(A), det(input), t.det(): the permutation's sign times the
 * product of U's diagonal. */
static bool x_det(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t) || !square(in, "linalg.det", t) || !floating(in, "linalg.det", t, true) ||
        !lapack_dtype(in, "lu", t))
        return false;
    Work w = work_new(in, a);
    Value sign;
    Value diag = lu_diagonal(&w, a->p[0], &sign);
    return work_done(&w, work_binary(&w, OP_MUL, sign, work_method(&w, diag, "prod", 1, (Value[]){value_int(-1)})),
                     out);
}

/* (sign, logabsdet) of A, checked as fn: the signs of U's diagonal times
 * the permutation's, and the sum of the logs of its magnitudes. */
static bool slogdet_of(Work *w, const char *fn, Value *sign, Value *logabsdet)
{
    Tensor *t;
    *sign = *logabsdet = value_none();
    if (!args_tensor(w->in, w->a, 0, &t) || !square(w->in, fn, t) || !floating(w->in, fn, t, false))
        return w->ok = false;
    Value perm;
    Value diag = lu_diagonal(w, w->a->p[0], &perm);
    Value signs = work_method(w, work_method(w, diag, "sign", 0, NULL), "prod", 1, (Value[]){value_int(-1)});
    *sign = work_binary(w, OP_MUL, signs, perm);
    Value logs = work_method(w, work_method(w, diag, "abs", 0, NULL), "log", 0, NULL);
    *logabsdet = work_method(w, logs, "sum", 1, (Value[]){value_int(-1)});
    return w->ok;
}

/* linalg.slogdet(A) and slogdet(input): torch.return_types.linalg_slogdet
 * (slogdet) of (sign, logabsdet). */
static bool x_slogdet(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"sign", "logabsdet"};
    Work w = work_new(in, a);
    Value r[2];
    slogdet_of(&w, "linalg.slogdet", &r[0], &r[1]);
    return work_give_tuple(&w, a->fn->data ? "slogdet" : "linalg_slogdet", fields, 2, r, out);
}

/* logdet(input), t.logdet(): log|det| where det > 0, NaN where it is
 * negative (-inf where zero). */
static bool x_logdet(Interp *in, const Args *a, Value *out)
{
    Work w = work_new(in, a);
    Value sign, logabsdet;
    slogdet_of(&w, "logdet", &sign, &logabsdet);
    Value negative = work_binary(&w, OP_EQ, sign, value_float(-1.0));
    return work_done(&w, work_call(&w, "where", 3, (Value[]){negative, value_float(NAN), logabsdet}), out);
}

/* ------------------------------------------------------------- LU */

/* The checks of linalg.lu_factor and linalg.lu (fn in their messages). */
static bool lu_input(Interp *in, const Args *a, const char *fn, Tensor **t)
{
    bool pivot;
    if (!args_tensor(in, a, 0, t) || !value_truth(in, a->p[1], &pivot)) return false;
    if ((*t)->ndim < 2) {
        char shape[64];
        tensor_shape_str((*t)->ndim, (*t)->shape, shape, sizeof shape);
        return error_raise(in, "%s: Expected tensor with 2 or more dimensions. Got size: %s instead",
                           strcmp(fn, "linalg.lu") ? "torch.lu_factor" : fn, shape);
    }
    if (!pivot && tensor_device(*t) < 0)
        return error_raise(in, "%s: LU without pivoting is not implemented on the CPU", fn);
    if (!pivot)  /* PyTorch's CUDA build has it (through MAGMA or cuSOLVER), cst does not */
        return error_raise_as(in, ERR_NOT_IMPLEMENTED, "%s: LU without pivoting (pivot=False) is not implemented in "
                              "cst", fn);
    return lapack_dtype(in, "lu", *t);
}

/* linalg.lu_factor(A, *, pivot=True) -> (LU, pivots), its error for a
 * zero on U's diagonal; linalg.lu_factor_ex(A, *, pivot=True,
 * check_errors=False) -> (LU, pivots, info). */
static bool x_lu_factor(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"LU", "pivots", "info"};
    Tensor *t;
    bool ex = a->fn->data, check = !ex;
    if (!lu_input(in, a, "linalg.lu_factor", &t) || (ex && !value_truth(in, a->p[2], &check))) return false;
    int64_t k = min64(rows_of(t), cols_of(t));
    Work w = work_new(in, a);
    Value r[3];
    r[0] = work_lu(&w, a->p[0], false, &r[1]);
    r[2] = lu_info(&w, r[1], k);
    r[1] = narrow_last(&w, r[1], 0, k);
    if (check)
        check_info(&w, r[2], INFO_LU_FACTOR, ex ? "torch.linalg.lu_factor_ex" : "torch.linalg.lu_factor",
                   t->ndim > 2);
    return work_give_tuple(&w, ex ? "linalg_lu_factor_ex" : "linalg_lu_factor", fields, ex ? 3 : 2, r, out);
}

/* lu_unpack of lu (m rows, k = min(m, n)) into r[0..3): P[r, i] = 1
 * where row i of L U is row order[i] of A, L's unit lower part, U's
 * upper part. */
static void unpack_lu(Work *w, Value lu, Value order, int64_t m, int64_t k, Value *r)
{
    Value dtype = work_attr(w, lu, "dtype"), device = work_attr(w, lu, "device");
    Value rows = work_call_kw(w, "arange", 1, (Value[]){value_int(m)}, 2, (const char *[]){"dtype", "device"},
                              (Value[]){value_dtype(DT_INT32), device});
    rows = work_method(w, rows, "unsqueeze", 1, (Value[]){value_int(-1)});
    order = work_method(w, order, "unsqueeze", 1, (Value[]){value_int(-2)});
    r[0] = work_method(w, work_binary(w, OP_EQ, order, rows), "to", 1, &dtype);
    Value below = work_method(w, narrow_last(w, lu, 0, k), "tril", 1, (Value[]){value_int(-1)});
    Value unit = work_call_kw(w, "eye", 2, (Value[]){value_int(m), value_int(k)}, 2,
                              (const char *[]){"dtype", "device"}, (Value[]){dtype, device});
    r[1] = work_binary(w, OP_ADD, below, unit);
    Value top = work_method(w, lu, "narrow", 3, (Value[]){value_int(-2), value_int(0), value_int(k)});
    r[2] = work_method(w, top, "triu", 0, NULL);
}

/* linalg.lu(A, *, pivot=True) -> (P, L, U) with A = P L U: lu_unpack of
 * the factorization, its kernel giving the rows' order. */
static bool x_lu(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"P", "L", "U"};
    Tensor *t;
    if (!lu_input(in, a, "linalg.lu", &t)) return false;
    int64_t m = rows_of(t), k = min64(m, cols_of(t));
    Work w = work_new(in, a);
    Value pivots, r[3];
    Value lu = work_lu(&w, a->p[0], true, &pivots);
    unpack_lu(&w, lu, narrow_last(&w, pivots, k + 1, m), m, k, r);
    return work_give_tuple(&w, "linalg_lu", fields, 3, r, out);
}

/* The rows' order of getrf's pivots (1-based swaps of rows i and
 * pivots[..., i] for each of the k, in turn) into *order, a new int32 [..., m]: each swap a
 * transposition gathered on the device, one short chain a swap. */
static bool pivots_order(Interp *in, const Args *a, Value pivots, int64_t m, int64_t k, Value *order)
{
    Work w = work_new(in, a);
    Value at = work_call_kw(&w, "arange", 1, (Value[]){value_int(m)}, 2, (const char *[]){"dtype", "device"},
                            (Value[]){value_dtype(DT_INT32), work_attr(&w, pivots, "device")});
    Value start = work_binary(&w, OP_ADD, work_binary(&w, OP_MUL, narrow_last(&w, pivots, 0, 1), value_int(0)), at);
    if (!work_done(&w, start, order)) return false;
    for (int64_t i = 0; i < k; i++) {
        Work s = work_new(in, a);
        at = work_call_kw(&s, "arange", 1, (Value[]){value_int(m)}, 2, (const char *[]){"dtype", "device"},
                          (Value[]){value_dtype(DT_INT32), work_attr(&s, pivots, "device")});
        Value p = work_binary(&s, OP_SUB, narrow_last(&s, pivots, i, 1), value_int(1));
        Value moved = work_call(&s, "where", 3, (Value[]){work_binary(&s, OP_EQ, at, p), value_int(i), at});
        Value swap = work_call(&s, "where", 3, (Value[]){work_binary(&s, OP_EQ, at, value_int(i)), p, moved});
        Value next, gathered = work_method(&s, *order, "gather", 2,
                                           (Value[]){value_int(-1), work_method(&s, swap, "long", 0, NULL)});
        bool ok = work_done(&s, gathered, &next);
        value_release(*order);
        if (!ok) return false;
        *order = next;
    }
    return true;
}

/* lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True)
 * -> (P, L, U) of lu_factor's factorization; what is not unpacked is empty. */
static bool x_lu_unpack(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"P", "L", "U"};
    Tensor *lu, *piv;
    bool data, pivs;
    if (!args_tensor(in, a, 0, &lu) || !args_tensor(in, a, 1, &piv) || !value_truth(in, a->p[2], &data) ||
        !value_truth(in, a->p[3], &pivs))
        return false;
    if (lu->ndim < 2) {
        char shape[64];
        tensor_shape_str(lu->ndim, lu->shape, shape, sizeof shape);
        return error_raise(in, "torch.lu_unpack: Expected tensor with 2 or more dimensions. Got size: %s instead",
                           shape);
    }
    if (piv->dtype != DT_INT32)
        return error_raise(in, "torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 "
                           "dtype.\nNote: this function is intended to be used with the output produced by "
                           "torch.linalg.lu_factor");
    int64_t m = rows_of(lu), k = min64(m, cols_of(lu));
    Value order;
    if (!pivots_order(in, a, a->p[1], m, piv->ndim ? piv->shape[piv->ndim - 1] : 0, &order)) return false;
    Work w = work_new(in, a);
    Value r[3];
    unpack_lu(&w, a->p[0], work_keep(&w, true, order), m, k, r);
    if (!data || !pivs) {
        Value none = work_call_kw(&w, "empty", 1, (Value[]){value_int(0)}, 2, (const char *[]){"dtype", "device"},
                                  (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")});
        if (!pivs) r[0] = none;
        if (!data) r[1] = r[2] = none;
    }
    return work_give_tuple(&w, "lu_unpack", fields, 3, r, out);
}

/* ------------------------------------------------------------ solve */

/* t expanded to batch[0..nb) followed by its last `tail` dims. */
static Value expand_batch(Work *w, Value t, const int64_t *batch, int nb, int tail)
{
    if (!w->ok) return value_none();
    const Tensor *x = value_as_tensor(t);
    Value sizes = work_keep(w, true, value_list_new(V_TUPLE, (size_t)(nb + tail)));
    for (int d = 0; d < nb; d++) value_list_push(sizes, value_int(batch[d]));
    for (int d = x->ndim - tail; d < x->ndim; d++) value_list_push(sizes, value_int(x->shape[d]));
    return work_method(w, t, "expand", 1, &sizes);
}

/* X with A X = B (left) or X A = B, B's batch broadcast against A's, as
 * _linalg_solve_ex: the LU of A (of A^T when A is contiguous, then
 * solved transposed), lu_solve over the broadcast batch; *info getrf's
 * over A's batch. */
static Value solve_matrix(Work *w, Value A, Value B, bool left, Value *info)
{
    *info = value_none();
    if (!w->ok) return value_none();
    const Tensor *a = value_as_tensor(A), *b = value_as_tensor(B);
    int nb;
    int64_t batch[TENSOR_MAX_DIMS];
    Error err;
    if (!tensor_broadcast_shapes(b->ndim - 2, b->shape, a->ndim - 2, a->shape, &nb, batch, &err)) {
        w->ok = tensor_fail(w->in, &err);
        return value_none();
    }
    int64_t n = rows_of(a);
    bool transpose = factor_transposed(a);
    Value pivots;
    Value lu = work_lu(w, transpose ? transposed(w, A) : A, false, &pivots);
    *info = lu_info(w, pivots, n);
    Value rhs = expand_batch(w, left ? B : transposed(w, B), batch, nb, 2);
    Value x = work_lu_solve(w, expand_batch(w, lu, batch, nb, 2),
                            expand_batch(w, narrow_last(w, pivots, 0, n), batch, nb, 1), rhs, transpose == left);
    return left ? x : transposed(w, x);
}

/* linalg.inv(A), inverse(input), t.inverse(); linalg.inv_ex(A, *,
 * check_errors=False) -> (inverse, info): A X = I. */
static bool x_inv(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"inverse", "info"};
    Tensor *t;
    bool ex = a->fn->data, check = !ex;
    if (!args_tensor(in, a, 0, &t) || (ex && !value_truth(in, a->p[1], &check)) ||
        !square(in, "linalg.inv", t) || !floating(in, "linalg.inv", t, false))
        return false;
    Work w = work_new(in, a);
    Value eye = work_call_kw(&w, "eye", 1, (Value[]){value_int(rows_of(t))}, 2, (const char *[]){"dtype", "device"},
                             (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")});
    Value r[2];
    r[0] = solve_matrix(&w, a->p[0], eye, true, &r[1]);
    if (check) check_info(&w, r[1], INFO_INV, ex ? "linalg.inv_ex" : "linalg.inv", t->ndim > 2);
    if (ex) return work_give_tuple(&w, "linalg_inv_ex", fields, 2, r, out);
    return work_done(&w, r[0], out);
}

/* linalg_solve_is_vector_rhs: B is a vector, or a batch of them of A's
 * batch shape. */
static bool vector_rhs(const Tensor *a, const Tensor *b)
{
    return b->ndim == 1 || (b->ndim == a->ndim - 1 && !memcmp(b->shape, a->shape, (size_t)b->ndim * sizeof *b->shape));
}

/* checkInputsSolver: A square, B matrices whose rows (left) or columns
 * match A's. */
static bool solver_inputs(Interp *in, const char *fn, const Tensor *a, int64_t b_rows, int64_t b_cols, int b_ndim,
                          bool left)
{
    if (!square(in, fn, a)) return false;
    if (b_ndim < 2) return error_raise(in, "%s: The input tensor B must have at least 2 dimensions.", fn);
    if (left ? rows_of(a) == b_rows : cols_of(a) == b_cols) return true;
    return error_raise(in, "%s: Incompatible shapes of A and B for the equation %s (%lldx%lld and %lldx%lld)", fn,
                       left ? "AX = B" : "XA = B", (long long)rows_of(a), (long long)cols_of(a), (long long)b_rows,
                       (long long)b_cols);
}

/* linalg.solve(A, B, *, left=True); linalg.solve_ex(A, B, *, left=True,
 * check_errors=False) -> (result, info). */
static bool x_solve(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"result", "info"};
    Tensor *A, *B;
    bool ex = a->fn->data, left, check = !ex;
    if (!args_tensor(in, a, 0, &A) || !args_tensor(in, a, 1, &B) || !value_truth(in, a->p[2], &left) ||
        (ex && !value_truth(in, a->p[3], &check)) || !floating(in, "linalg.solve", A, false))
        return false;
    if (A->dtype != B->dtype)
        return error_raise(in, "linalg.solve: Expected A and B to have the same dtype, but found A of type %s and B "
                           "of type %s instead", tensor_type_name(A->dtype), tensor_type_name(B->dtype));
    bool vector = vector_rhs(A, B);
    int64_t rows = vector ? B->shape[B->ndim - 1] : B->ndim >= 2 ? rows_of(B) : 0;
    int64_t cols = vector ? 1 : B->ndim >= 1 ? cols_of(B) : 0;
    if (!solver_inputs(in, "linalg.solve", A, rows, cols, vector ? B->ndim + 1 : B->ndim, left)) return false;
    if (!left && vector)
        return error_raise(in, "linalg.solve: Vector broadcasting of the left hand side is not supported for "
                           "left=False. In this case linalg.solve is equivalent to B / A.squeeze(-1)");
    Work w = work_new(in, a);
    Value rhs = vector ? work_method(&w, a->p[1], "unsqueeze", 1, (Value[]){value_int(-1)}) : a->p[1];
    Value r[2];
    r[0] = solve_matrix(&w, a->p[0], rhs, left, &r[1]);
    if (vector) r[0] = work_method(&w, r[0], "squeeze", 1, (Value[]){value_int(-1)});
    if (check) check_info(&w, r[1], INFO_SOLVE, ex ? "torch.linalg.solve_ex" : "torch.linalg.solve", A->ndim > 2);
    if (ex) return work_give_tuple(&w, "linalg_solve_ex", fields, 2, r, out);
    return work_done(&w, r[0], out);
}

/* lu_solve's checks of LU, pivots and B, in PyTorch's order. */
static bool lu_solve_inputs(Interp *in, const Tensor *lu, const Tensor *piv, const Tensor *b, bool left)
{
    if (!floating(in, "torch.linalg.lu_solve", lu, true)) return false;
    if (lu->dtype != b->dtype)
        return error_raise(in, "linalg.lu_solve: Expected LU and B to have the same dtype, but found LU of type %s and "
                           "B of type %s instead", tensor_type_name(lu->dtype), tensor_type_name(b->dtype));
    if (piv->dtype != DT_INT32)
        return error_raise(in, "linalg.lu_solve: pivots should be a Tensor of scalar type torch.int32");
    if (!square(in, "torch.linalg.lu_solve", lu) ||
        !solver_inputs(in, "linalg.lu_solve", lu, b->ndim >= 2 ? rows_of(b) : 0, b->ndim >= 2 ? cols_of(b) : 0,
                       b->ndim, left))
        return false;
    if (piv->ndim < 1 || piv->shape[piv->ndim - 1] != cols_of(lu))
        return error_raise(in, "linalg.lu_solve: Number of pivots per batch should be same as the dimension of the "
                           "matrix");
    if (piv->ndim != lu->ndim - 1 || memcmp(piv->shape, lu->shape, (size_t)piv->ndim * sizeof *piv->shape)) {
        char shape[128];
        tensor_shape_str(piv->ndim, piv->shape, shape, sizeof shape);
        return error_raise(in, "linalg.lu_solve: Expected LU.shape[:-1] and pivots.shape to be the same, but got "
                           "pivots with shape %s instead", shape);
    }
    return lapack_dtype(in, "lu_solve", lu);
}

/* linalg.lu_solve(LU, pivots, B, *, left=True, adjoint=False): getrs with
 * lu_factor's factorization, B's batch broadcast against LU's; X A = B
 * (not left) as A^T X^T = B^T. */
static bool x_lu_solve(Interp *in, const Args *a, Value *out)
{
    Tensor *lu, *piv, *b;
    bool left, adjoint;
    if (!args_tensor(in, a, 0, &lu) || !args_tensor(in, a, 1, &piv) || !args_tensor(in, a, 2, &b) ||
        !value_truth(in, a->p[3], &left) || !value_truth(in, a->p[4], &adjoint) ||
        !lu_solve_inputs(in, lu, piv, b, left))
        return false;
    int nb;
    int64_t batch[TENSOR_MAX_DIMS];
    Error err;
    if (!tensor_broadcast_shapes(b->ndim - 2, b->shape, lu->ndim - 2, lu->shape, &nb, batch, &err))
        return tensor_fail(in, &err);
    Work w = work_new(in, a);
    Value rhs = expand_batch(&w, left ? a->p[2] : transposed(&w, a->p[2]), batch, nb, 2);
    Value x = work_lu_solve(&w, expand_batch(&w, a->p[0], batch, nb, 2), expand_batch(&w, a->p[1], batch, nb, 1),
                            rhs, adjoint == left);
    return work_done(&w, left ? x : transposed(&w, x), out);
}

/* linalg.solve_triangular(A, B, *, upper, left=True,
 * unitriangular=False): trsm over B's batch broadcast against A's. */
static bool x_solve_triangular(Interp *in, const Args *a, Value *out)
{
    const char *fn = "linalg.solve_triangular";
    Tensor *A, *B;
    bool upper, left, unit;
    if (!args_tensor(in, a, 0, &A) || !args_tensor(in, a, 1, &B) || !value_truth(in, a->p[2], &upper) ||
        !value_truth(in, a->p[3], &left) || !value_truth(in, a->p[4], &unit) ||
        !solver_inputs(in, fn, A, B->ndim >= 2 ? rows_of(B) : 0, B->ndim >= 2 ? cols_of(B) : 0, B->ndim, left) ||
        !lapack_dtype(in, "triangular_solve", A) || !lapack_dtype(in, "triangular_solve", B))
        return false;
    int nb;
    int64_t batch[TENSOR_MAX_DIMS];
    Error err;
    if (!tensor_broadcast_shapes(B->ndim - 2, B->shape, A->ndim - 2, A->shape, &nb, batch, &err))
        return tensor_fail(in, &err);
    Work w = work_new(in, a);
    DType dt = A->dtype == DT_FLOAT64 || B->dtype == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32;
    Value ta = expand_batch(&w, work_method(&w, a->p[0], "to", 1, (Value[]){value_dtype(dt)}), batch, nb, 2);
    Value tb = expand_batch(&w, work_method(&w, a->p[1], "to", 1, (Value[]){value_dtype(dt)}), batch, nb, 2);
    const Backend *be;
    DevStream *s;
    Tensor *x = NULL;
    Value r = value_none();
    if (device_of(&w, A, &be, &s)) {
        bool ok = dispatch_solve_triangular(be, s, value_as_tensor(ta), value_as_tensor(tb), upper, left, unit, &x,
                                            &err);
        r = keep_result(&w, ok, &err, x);
    }
    return work_done(&w, r, out);
}

/* --------------------------------------------------------- Cholesky */

/* The kernel's factor of A and its info ([..., 1] selected to [...]). */
static Value work_cholesky(Work *w, Value A, bool upper, Value *info)
{
    const Backend *be;
    DevStream *s;
    Tensor *l = NULL, *inf = NULL;
    Error err;
    *info = value_none();
    if (!device_of(w, value_as_tensor(A), &be, &s)) return value_none();
    bool ok = dispatch_cholesky(be, s, value_as_tensor(A), upper, &l, &inf, &err);
    Value r = keep_result(w, ok, &err, l);
    if (ok) *info = work_method(w, work_keep(w, true, value_tensor(inf)), "squeeze", 1, (Value[]){value_int(-1)});
    return r;
}

/* linalg.cholesky(A, *, upper=False); linalg.cholesky_ex(A, *,
 * upper=False, check_errors=False) -> (L, info); the deprecated
 * cholesky(input, upper=False), its checks and message named cholesky. */
static bool x_cholesky(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"L", "info"};
    enum { LINALG, EX, LEGACY };
    int kind = a->fn->data;
    const char *fn = kind == EX ? "linalg.cholesky_ex" : kind == LEGACY ? "cholesky" : "linalg.cholesky";
    Tensor *t;
    bool upper, check = kind != EX;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[1], &upper) ||
        (kind == EX && !value_truth(in, a->p[2], &check)))
        return false;
    if (!square(in, fn, t) || (kind != LEGACY && !floating(in, fn, t, false))) return false;
    if (!lapack_dtype(in, "cholesky", t)) return false;
    Work w = work_new(in, a);
    Value r[2];
    r[0] = work_cholesky(&w, a->p[0], upper, &r[1]);
    if (check) check_info(&w, r[1], INFO_CHOLESKY, fn, t->ndim > 2);
    if (kind == EX) return work_give_tuple(&w, "linalg_cholesky_ex", fields, 2, r, out);
    return work_done(&w, r[0], out);
}

/* ------------------------------------------- QR, eigh and the SVD */

/* A kernel's results, made by call (a dispatch_qr, _eigh or _svd bound
 * to its flags), kept in the chain: results[0..n). */
typedef bool (*Decompose)(const Backend *be, DevStream *s, Tensor *a, const bool *flags, Tensor **out, int n,
                          Error *err);

static bool decompose_qr(const Backend *be, DevStream *s, Tensor *a, const bool *flags, Tensor **out, int n,
                         Error *err)
{
    return dispatch_qr(be, s, a, flags[0], &out[0], n > 1 ? &out[1] : NULL, err);
}

static bool decompose_eigh(const Backend *be, DevStream *s, Tensor *a, const bool *flags, Tensor **out, int n,
                           Error *err)
{
    return dispatch_eigh(be, s, a, flags[0], &out[0], n > 1 ? &out[1] : NULL, err);
}

static bool decompose_svd(const Backend *be, DevStream *s, Tensor *a, const bool *flags, Tensor **out, int n,
                          Error *err)
{
    return dispatch_svd(be, s, a, flags[0], &out[0], n > 1 ? &out[1] : NULL, n > 1 ? &out[2] : NULL, err);
}

static void work_decompose(Work *w, Decompose call, Value a, bool flag, Value *out, int n)
{
    const Backend *be;
    DevStream *s;
    Tensor *r[3] = {NULL, NULL, NULL};
    Error err;
    for (int i = 0; i < n; i++) out[i] = value_none();
    if (!device_of(w, value_as_tensor(a), &be, &s)) return;
    if (!call(be, s, value_as_tensor(a), &flag, r, n, &err)) {
        w->ok = tensor_fail(w->in, &err);
        return;
    }
    for (int i = 0; i < n; i++) out[i] = work_keep(w, true, value_tensor(r[i]));
}

Value linalg_work_svdvals(Work *w, Value a)
{
    Value s;
    if (w->ok && !lapack_dtype(w->in, "linalg_svd", value_as_tensor(a))) w->ok = false;
    work_decompose(w, decompose_svd, a, false, &s, 1);
    return s;
}

/* A str argument's text, or NULL (the type error raised). */
static const char *str_arg(Interp *in, const Args *a, int i)
{
    if (a->p[i].kind == V_STR) return value_as_str(a->p[i])->data;
    args_type_error(in, a, i, "str");
    return NULL;
}

/* linalg.qr(A, mode='reduced') -> (Q, R): 'complete' gives Q [m, m], 'r'
 * R alone (Q an empty tensor). */
static bool x_qr(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"Q", "R"};
    Tensor *t;
    const char *mode;
    if (!args_tensor(in, a, 0, &t) || !(mode = str_arg(in, a, 1))) return false;
    bool complete = !strcmp(mode, "complete"), r_only = !strcmp(mode, "r");
    if (!complete && !r_only && strcmp(mode, "reduced"))
        return error_raise(in, "qr received unrecognized mode '%s' but expected one of 'reduced' (default), 'r', or "
                           "'complete'", mode);
    if (!matrices(in, "linalg.qr", "A", t) || !floating(in, "linalg.qr", t, true) || !lapack_dtype(in, "geqrf", t))
        return false;
    Work w = work_new(in, a);
    Value rq[2], r[2];
    work_decompose(&w, decompose_qr, a->p[0], complete, rq, r_only ? 1 : 2);
    r[1] = rq[0];
    r[0] = r_only ? work_call_kw(&w, "empty", 1, (Value[]){value_int(0)}, 2, (const char *[]){"dtype", "device"},
                                 (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")})
                  : rq[1];
    return work_give_tuple(&w, "linalg_qr", fields, 2, r, out);
}

/* The checks of eigh and eigvalsh, and UPLO: whether the upper triangle is read. */
static bool eigh_input(Interp *in, const Args *a, Tensor **t, bool *upper)
{
    const char *uplo;
    if (!args_tensor(in, a, 0, t) || !(uplo = str_arg(in, a, 1))) return false;
    if (!square(in, "linalg.eigh", *t)) return false;
    if (strcmp(uplo, "L") && strcmp(uplo, "U"))
        return error_raise(in, "Expected UPLO argument to be 'L' or 'U', but got %s", uplo);
    *upper = uplo[0] == 'U';
    return lapack_dtype(in, "linalg_eigh", *t);
}

/* linalg.eigh(A, UPLO='L') -> (eigenvalues, eigenvectors); linalg.eigvalsh
 * the eigenvalues alone. */
static bool x_eigh(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"eigenvalues", "eigenvectors"};
    Tensor *t;
    bool upper = false, vectors = !a->fn->data;
    if (!eigh_input(in, a, &t, &upper)) return false;
    Work w = work_new(in, a);
    Value r[2];
    work_decompose(&w, decompose_eigh, a->p[0], upper, r, vectors ? 2 : 1);
    if (vectors) return work_give_tuple(&w, "linalg_eigh", fields, 2, r, out);
    return work_done(&w, r[0], out);
}

/* The checks of the SVD's forms (fn in their messages). */
static bool svd_input(Interp *in, const Args *a, const char *fn, Tensor **t)
{
    if (!args_tensor(in, a, 0, t)) return false;
    if (a->fn->data == 2 && (*t)->ndim < 2)
        return error_raise(in, "linalg.svd: input should have at least 2 dimensions, but has %d dimensions instead",
                           (*t)->ndim);
    return matrices(in, fn, "A", *t) && floating(in, fn, *t, true) && lapack_dtype(in, "linalg_svd", *t);
}

/* linalg.svd(A, full_matrices=True) -> (U, S, Vh); linalg.svdvals(A) S
 * alone; svd(input, some=True) -> (U, S, V), V = Vh.mT. */
static bool x_svd(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"U", "S", "Vh"}, *const legacy[] = {"U", "S", "V"};
    enum { LINALG, VALUES, LEGACY };
    int kind = a->fn->data;
    Tensor *t;
    bool full = false;
    if (!svd_input(in, a, "linalg.svd", &t) || (kind != VALUES && !value_truth(in, a->p[1], &full))) return false;
    if (kind == LEGACY) full = !full;
    Work w = work_new(in, a);
    Value r[3], usv[3];
    work_decompose(&w, decompose_svd, a->p[0], full, r, kind == VALUES ? 1 : 3);
    if (kind == VALUES) return work_done(&w, r[0], out);
    usv[0] = r[1];
    usv[1] = r[0];
    usv[2] = kind == LEGACY ? transposed(&w, r[2]) : r[2];
    return work_give_tuple(&w, kind == LEGACY ? "svd" : "linalg_svd", kind == LEGACY ? legacy : fields, 3, usv, out);
}

/* ------------------------------------- pinv, matrix_rank and cond */

/* Whether parameters i and j (atol and rtol, or rcond) are None, numbers
 * or tensors, else the type error. */
static bool tolerance_args(Interp *in, const Args *a, int i, int j)
{
    for (int k = i; k <= j; k++) {
        Value v = a->p[k];
        if (v.kind != V_NONE && v.kind != V_TENSOR && !value_is_number(v)) return args_type_error(in, a, k, "float");
    }
    return true;
}

/* get_atol_rtol: the tolerances as float64 tensors on A's device, atol 0
 * unless given, rtol eps * max(m, n) unless given (0 where atol > 0). */
static void tolerances(Work *w, Value A, Value atol_v, Value rtol_v, Value *atol, Value *rtol)
{
    const Tensor *t = value_as_tensor(A);
    Value device = work_attr(w, A, "device");
    double eps = t->dtype == DT_FLOAT64 ? 0x1p-52 : 0x1p-23;
    int64_t big = rows_of(t) > cols_of(t) ? rows_of(t) : cols_of(t);
    const char *const kw[] = {"dtype", "device"};
    Value as_double[] = {value_dtype(DT_FLOAT64), device};
    Value scalar = work_keep(w, true, value_list_new(V_TUPLE, 0));
    *atol = atol_v.kind == V_TENSOR ? atol_v
          : work_call_kw(w, "full", 2, (Value[]){scalar, atol_v.kind == V_NONE ? value_float(0) : atol_v}, 2, kw,
                         as_double);
    if (rtol_v.kind != V_NONE) {
        *rtol = rtol_v.kind == V_TENSOR ? rtol_v
                                        : work_call_kw(w, "full", 2, (Value[]){scalar, rtol_v}, 2, kw, as_double);
        return;
    }
    *rtol = work_call_kw(w, "full", 2, (Value[]){scalar, value_float(eps * (double)big)}, 2, kw, as_double);
    if (atol_v.kind != V_NONE)
        *rtol = work_call(w, "where", 3, (Value[]){work_binary(w, OP_GT, *atol, value_int(0)), value_float(0), *rtol});
}

/* max(atol, rtol * largest) over the last dim: the threshold of the
 * values that count. */
static Value threshold(Work *w, Value atol, Value rtol, Value largest)
{
    Value a = work_method(w, atol, "unsqueeze", 1, (Value[]){value_int(-1)});
    Value r = work_method(w, rtol, "unsqueeze", 1, (Value[]){value_int(-1)});
    return work_call(w, "max", 2, (Value[]){a, work_binary(w, OP_MUL, r, largest)});
}

/* Zeros of dtype dt in A's batch shape (its dims but the last two). */
static Value batch_zeros(Work *w, Value A, DType dt)
{
    const Tensor *t = value_as_tensor(A);
    Value shape = work_keep(w, true, value_size_new(t->shape, t->ndim - 2));
    return work_call_kw(w, "zeros", 1, &shape, 2, (const char *[]){"dtype", "device"},
                        (Value[]){value_dtype(dt), work_attr(w, A, "device")});
}

/* The magnitudes of the singular values (of the eigenvalues when
 * hermitian: eigh's are signed and ascending) and, in *largest, the
 * largest of them, keeping the last dim. */
static Value magnitudes(Work *w, Value values, bool hermitian, Value *largest)
{
    if (!hermitian) {
        *largest = work_method(w, values, "narrow", 3, (Value[]){value_int(-1), value_int(0), value_int(1)});
        return values;
    }
    Value mags = work_method(w, values, "abs", 0, NULL);
    *largest = work_method(w, mags, "amax", 2, (Value[]){value_int(-1), value_bool(true)});
    return mags;
}

/* linalg.pinv(A, *, atol=None, rtol=None, hermitian=False) and
 * pinverse(input, rcond=1e-15) (rtol=rcond, atol 0): V diag(1/s) U^T over
 * the singular values above the threshold (eigh's U diag(1/l) U^T when
 * hermitian). */
static bool x_pinv(Interp *in, const Args *a, Value *out)
{
    bool legacy = a->fn->data, hermitian = false;
    Tensor *t;
    if (!args_tensor(in, a, 0, &t) || (!legacy && !value_truth(in, a->p[3], &hermitian)) ||
        !tolerance_args(in, a, 1, legacy ? 1 : 2))
        return false;
    if ((t->dtype != DT_FLOAT32 && t->dtype != DT_FLOAT64) || t->ndim < 2) {
        char shape[64];
        tensor_shape_str(t->ndim, t->shape, shape, sizeof shape);
        return error_raise(in, "linalg.pinv(%s{%s}): expected a tensor with 2 or more dimensions of float, double, "
                           "cfloat or cdouble types", tensor_type_name(t->dtype), shape);
    }
    Work w = work_new(in, a);
    if (tensor_numel(t) == 0)  /* ATen's early return: an empty [..., n, m] */
        return work_done(&w, work_method(&w, transposed(&w, a->p[0]), "clone", 0, NULL), out);
    Value atol, rtol, d[3], largest;
    tolerances(&w, a->p[0], legacy ? value_float(0) : a->p[1], legacy ? a->p[1] : a->p[2], &atol, &rtol);
    work_decompose(&w, hermitian ? decompose_eigh : decompose_svd, a->p[0], false, d, hermitian ? 2 : 3);
    /* d: the values, then U (and Vh) */
    Value u = d[1], v = hermitian ? d[1] : transposed(&w, d[2]);
    Value mags = magnitudes(&w, d[0], hermitian, &largest);
    Value kept = work_binary(&w, OP_GT, mags, threshold(&w, atol, rtol, largest));
    Value zero = work_call_kw(&w, "zeros", 1, (Value[]){work_keep(&w, true, value_list_new(V_TUPLE, 0))}, 2,
                              (const char *[]){"dtype", "device"},
                              (Value[]){work_attr(&w, d[0], "dtype"), work_attr(&w, d[0], "device")});
    Value inverse = work_call(&w, "where", 3, (Value[]){kept, work_method(&w, d[0], "reciprocal", 0, NULL), zero});
    Value scaled = work_binary(&w, OP_MUL, v, work_method(&w, inverse, "unsqueeze", 1, (Value[]){value_int(-2)}));
    return work_done(&w, work_binary(&w, OP_MATMUL, scaled, transposed(&w, u)), out);
}

/* linalg.matrix_rank(A, *, atol=None, rtol=None, hermitian=False): the
 * count of singular values (|eigenvalues|) above the threshold. */
static bool x_matrix_rank(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    bool hermitian;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[3], &hermitian) || !tolerance_args(in, a, 1, 2) ||
        !matrices(in, "torch.linalg.matrix_rank", "input", t))
        return false;
    if (!hermitian && !floating(in, "linalg.svd", t, true)) return false;
    if (!lapack_dtype(in, hermitian ? "linalg_eigh" : "linalg_svd", t)) return false;
    Work w = work_new(in, a);
    if (tensor_numel(t) == 0)  /* rank 0, as ATen says of an empty matrix */
        return work_done(&w, batch_zeros(&w, a->p[0], DT_INT64), out);
    Value atol, rtol, values, largest;
    tolerances(&w, a->p[0], a->p[1], a->p[2], &atol, &rtol);
    work_decompose(&w, hermitian ? decompose_eigh : decompose_svd, a->p[0], false, &values, 1);
    Value mags = magnitudes(&w, values, hermitian, &largest);
    Value above = work_binary(&w, OP_GT, mags, threshold(&w, atol, rtol, largest));
    return work_done(&w, work_method(&w, above, "sum", 1, (Value[]){value_int(-1)}), out);
}

/* matrix_norm(x, ord) over the last two dims for cond's +-1 (the extreme
 * column sum of magnitudes), +-inf (row sums) and 'fro' (torch.norm's). */
static Value cond_norm(Work *w, Value x, double ord, const char *name)
{
    if (name) {
        Value dims = work_keep(w, true, value_size_new((int64_t[]){-2, -1}, 2));
        Value fro = work_keep(w, true, value_cstr("fro"));
        return work_call_kw(w, "norm", 1, &x, 2, (const char *[]){"p", "dim"}, (Value[]){fro, dims});
    }
    Value sums = work_method(w, work_method(w, x, "abs", 0, NULL), "sum", 1,
                             (Value[]){value_int(isinf(ord) ? -1 : -2)});
    return work_method(w, sums, ord > 0 ? "amax" : "amin", 1, (Value[]){value_int(-1)});
}

/* The label of cond's square check, linalg.cond(ord=...), the order as
 * C++'s std::to_string writes it (a float 1.0 as 1.000000). */
static void cond_label(char *buf, size_t n, Value p, double ord, const char *name)
{
    if (name) snprintf(buf, n, "linalg.cond(ord=%s)", name);
    else if (isinf(ord)) snprintf(buf, n, "linalg.cond(ord=%sinf)", ord < 0 ? "-" : "");
    else if (p.kind == V_FLOAT) snprintf(buf, n, "linalg.cond(ord=%f)", ord);
    else snprintf(buf, n, "linalg.cond(ord=%lld)", (long long)ord);
}

/* Whether p is one of cond's orders (None, +-1, +-2, +-inf, 'fro',
 * 'nuc'), else its error; *ord and *name what it is. */
static bool cond_order(Interp *in, Value p, double *ord, const char **name)
{
    *name = p.kind == V_STR ? value_as_str(p)->data : NULL;
    *ord = p.kind == V_NONE ? 2 : value_is_number(p) ? value_number(p) : 0;
    bool number = value_is_number(p) && (fabs(*ord) == 1 || fabs(*ord) == 2 || isinf(*ord));
    bool valid = *name ? !strcmp(*name, "fro") || !strcmp(*name, "nuc") : p.kind == V_NONE || number;
    if (valid) return true;
    Buf b = BUF_INIT;
    if (value_to_text(in, &b, p)) error_raise(in, "linalg.cond got an invalid norm type: %s", buf_cstr(&b));
    buf_free(&b);
    return false;
}

/* linalg.cond(A, p=None): for None and +-2 the ratio of the extreme
 * singular values; for the other orders (square A) the norm of A times
 * that of its inverse, inf where A is singular. */
static bool x_cond(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    double ord;
    const char *name;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (t->ndim < 2) return error_raise(in, "linalg.cond: The input tensor must have at least 2 dimensions.");
    if (!cond_order(in, a->p[1], &ord, &name)) return false;
    Work w = work_new(in, a);
    if (tensor_numel(t) == 0)  /* 0, as ATen defines it for empty matrices */
        return work_done(&w, batch_zeros(&w, a->p[0], t->dtype), out);
    if (!name && fabs(ord) == 2) {
        if (!floating(in, "linalg.svd", t, true) || !lapack_dtype(in, "linalg_svd", t)) return false;
        Value s = linalg_work_svdvals(&w, a->p[0]);
        Value big = work_method(&w, s, "narrow", 3, (Value[]){value_int(-1), value_int(0), value_int(1)});
        Value small = work_method(&w, s, "narrow", 3, (Value[]){value_int(-1), value_int(-1), value_int(1)});
        Value ratio = ord > 0 ? work_binary(&w, OP_DIV, big, small) : work_binary(&w, OP_DIV, small, big);
        return work_done(&w, work_method(&w, ratio, "squeeze", 1, (Value[]){value_int(-1)}), out);
    }
    char label[48];
    cond_label(label, sizeof label, a->p[1], ord, name);
    if (!square(in, label, t)) return false;
    if (name && !strcmp(name, "nuc")) {
        /* ATen's definition, not through the inverse: sum(s) * sum(1 / s) */
        if (!floating(in, "linalg.svd", t, true) || !lapack_dtype(in, "linalg_svd", t)) return false;
        Value s = linalg_work_svdvals(&w, a->p[0]);
        Value inverse_sum = work_method(&w, work_method(&w, s, "reciprocal", 0, NULL), "sum", 1,
                                        (Value[]){value_int(-1)});
        return work_done(&w, work_binary(&w, OP_MUL, work_method(&w, s, "sum", 1, (Value[]){value_int(-1)}),
                                         inverse_sum),
                         out);
    }
    if (!floating(in, "linalg.inv", t, false)) return false;
    Value info, eye = work_call_kw(&w, "eye", 1, (Value[]){value_int(rows_of(t))}, 2,
                                   (const char *[]){"dtype", "device"},
                                   (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")});
    Value inverse = solve_matrix(&w, a->p[0], eye, true, &info);
    Value singular = work_binary(&w, OP_GT, info, value_int(0));
    singular = work_method(&w, work_method(&w, singular, "unsqueeze", 1, (Value[]){value_int(-1)}), "unsqueeze", 1,
                           (Value[]){value_int(-1)});
    inverse = work_method(&w, inverse, "masked_fill", 2, (Value[]){singular, value_float(INFINITY)});
    return work_done(&w, work_binary(&w, OP_MUL, cond_norm(&w, a->p[0], ord, name), cond_norm(&w, inverse, ord, name)),
                     out);
}

/* ------------------------------------------------------------ lstsq */

/* lstsq's checks of A and B, in PyTorch's order; *vector when B is one
 * vector (a batch of them) against A's matrices. */
static bool lstsq_inputs(Interp *in, const Tensor *A, const Tensor *B, Value driver, bool *vector)
{
    const char *fn = "torch.linalg.lstsq";
    if (A->ndim < 2) return error_raise(in, "%s: input must have at least 2 dimensions.", fn);
    if (B->ndim < 1) return error_raise(in, "%s: other must have at least 1 dimension.", fn);
    if (A->dtype != B->dtype)
        return error_raise(in, "%s: Expected input and other to have the same dtype, but got input's dtype %s and "
                           "other's dtype %s", fn, tensor_type_name(A->dtype), tensor_type_name(B->dtype));
    int diff = A->ndim - B->ndim;
    if (diff < 0 || diff > 1)
        return error_raise(in, "%s: input.dim() must be greater or equal to other.dim() and (input.dim() - "
                           "other.dim()) <= 1", fn);
    *vector = diff == 1;
    if (rows_of(A) != (*vector ? B->shape[B->ndim - 1] : rows_of(B)))
        return error_raise(in, "%s: input.size(-2) should match other.size(%d)", fn, *vector ? -1 : -2);
    if (driver.kind != V_NONE) {
        const char *d = driver.kind == V_STR ? value_as_str(driver)->data : "";
        if (strcmp(d, "gels") && strcmp(d, "gelsy") && strcmp(d, "gelsd") && strcmp(d, "gelss"))
            return error_raise(in, "%s: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)", fn);
        if (strcmp(d, "gelsy"))
            return error_raise_as(in, ERR_NOT_IMPLEMENTED, "%s: cst solves with the driver 'gelsy' (PyTorch's CPU "
                                  "default) only, not '%s'", fn, d);
    }
    if (A->dtype != DT_FLOAT32 && A->dtype != DT_FLOAT64)
        return error_raise(in, "This function doesn't handle types other than float and double");
    return true;
}

/* linalg.lstsq(A, B, rcond=None, *, driver=None) -> (solution,
 * residuals, rank, singular_values), as PyTorch's CPU default driver
 * gelsy gives them: the residuals and singular values empty, rcond
 * eps * max(m, n) unless given; B's batch broadcast against A's. */
static bool x_lstsq(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"solution", "residuals", "rank", "singular_values"};
    Tensor *A, *B;
    bool vector = false;
    double rcond;
    if (!args_tensor(in, a, 0, &A) || !args_tensor(in, a, 1, &B) || !lstsq_inputs(in, A, B, a->p[3], &vector))
        return false;
    int64_t big = rows_of(A) > cols_of(A) ? rows_of(A) : cols_of(A);
    rcond = a->p[2].kind == V_NONE ? (A->dtype == DT_FLOAT64 ? 0x1p-52 : 0x1p-23) * (double)big : 0;
    if (a->p[2].kind != V_NONE) {
        if (!value_is_number(a->p[2])) return args_type_error(in, a, 2, "float");
        rcond = value_number(a->p[2]);
    }
    int nb;
    int64_t batch[TENSOR_MAX_DIMS];
    Error err;
    if (!tensor_broadcast_shapes(A->ndim - 2, A->shape, B->ndim - (vector ? 1 : 2), B->shape, &nb, batch, &err))
        return tensor_fail(in, &err);
    Work w = work_new(in, a);
    Value rhs = vector ? work_method(&w, a->p[1], "unsqueeze", 1, (Value[]){value_int(-1)}) : a->p[1];
    Value lhs = expand_batch(&w, a->p[0], batch, nb, 2);
    rhs = expand_batch(&w, rhs, batch, nb, 2);
    const Backend *be;
    DevStream *s;
    Tensor *x = NULL, *rank = NULL;
    Value r[4] = {value_none(), value_none(), value_none(), value_none()};
    if (device_of(&w, A, &be, &s)) {
        bool ok = dispatch_lstsq(be, s, value_as_tensor(lhs), value_as_tensor(rhs), rcond, &x, &rank, &err);
        r[0] = keep_result(&w, ok, &err, x);
        if (ok) r[2] = work_keep(&w, true, value_tensor(rank));
    }
    if (vector) r[0] = work_method(&w, r[0], "squeeze", 1, (Value[]){value_int(-1)});
    r[1] = work_call_kw(&w, "empty", 1, (Value[]){value_int(0)}, 2, (const char *[]){"dtype", "device"},
                        (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")});
    r[3] = r[1];
    return work_give_tuple(&w, "linalg_lstsq", fields, 4, r, out);
}

/* -------------------------------------------------------------- table */

#define MF (BI_FUNC | BI_MODULE)
#define FM (BI_FUNC | BI_METHOD)

/* torch.linalg.LinAlgError: the class of the errors of singular and
 * non-positive-definite inputs. */
static bool x_linalg_error(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = exception_class_value(ERR_LINALG);
    return true;
}

static const Builtin l_rows[] = {
    {"LinAlgError", V_MODULE, BI_VALUE | BI_MODULE, x_linalg_error, NULL, 0,
     "the class of the errors of singular and non-positive-definite inputs (a RuntimeError)"},
    {"det", V_MODULE, MF, x_det, "A", 0, "the determinants of the square matrices in A's last two dims"},
    {"slogdet", V_MODULE, MF, x_slogdet, "A", 0,
     "(sign, logabsdet) of the determinants, a torch.return_types.linalg_slogdet"},
    {"lu_factor", V_MODULE, MF, x_lu_factor, "A, *, pivot=True", 0,
     "(LU, pivots): the LU factorization with partial pivoting, as LAPACK's getrf"},
    {"lu_factor_ex", V_MODULE, MF, x_lu_factor, "A, *, pivot=True, check_errors=False", 1,
     "(LU, pivots, info): lu_factor with getrf's info instead of its error"},
    {"lu", V_MODULE, MF, x_lu, "A, *, pivot=True", 0, "(P, L, U) with A = P @ L @ U"},
    {"lu_solve", V_MODULE, MF, x_lu_solve, "LU, pivots, B, *, left=True, adjoint=False", 0,
     "X with A @ X = B (A^T when adjoint; X @ A = B when not left), A given by lu_factor's LU and pivots"},
    {"inv", V_MODULE, MF, x_inv, "A", 0, "the inverses of the square matrices in A's last two dims"},
    {"inv_ex", V_MODULE, MF, x_inv, "A, *, check_errors=False", 1,
     "(inverse, info): inv with getrf's info instead of its error"},
    {"solve", V_MODULE, MF, x_solve, "A, B, *, left=True", 0,
     "X with A @ X = B (X @ A = B when not left); B a vector or matrices"},
    {"solve_ex", V_MODULE, MF, x_solve, "A, B, *, left=True, check_errors=False", 1,
     "(result, info): solve with getrf's info instead of its error"},
    {"solve_triangular", V_MODULE, MF, x_solve_triangular, "A, B, *, upper, left=True, unitriangular=False",
     0, "X with A @ X = B (X @ A = B when not left), A triangular"},
    {"cholesky", V_MODULE, MF, x_cholesky, "A, *, upper=False", 0,
     "L with A = L @ L.mT (upper: U with A = U.mT @ U), A symmetric positive-definite"},
    {"cholesky_ex", V_MODULE, MF, x_cholesky, "A, *, upper=False, check_errors=False", 1,
     "(L, info): cholesky with potrf's info instead of its error"},
    {"qr", V_MODULE, MF, x_qr, "A, mode='reduced'", 0,
     "(Q, R) with A = Q @ R, Q orthonormal columns, R upper triangular (mode 'complete' or 'r')"},
    {"eigh", V_MODULE, MF, x_eigh, "A, UPLO='L'", 0,
     "(eigenvalues, eigenvectors) of symmetric matrices, the values ascending"},
    {"eigvalsh", V_MODULE, MF, x_eigh, "A, UPLO='L'", 1, "the eigenvalues of symmetric matrices, ascending"},
    {"svd", V_MODULE, MF, x_svd, "A, full_matrices=True, *, driver=None", 0,
     "(U, S, Vh) with A = U @ diag(S) @ Vh, S descending"},
    {"svdvals", V_MODULE, MF, x_svd, "A, *, driver=None", 1, "the singular values, descending"},
    {"pinv", V_MODULE, MF, x_pinv, "A, *, atol=None, rtol=None, hermitian=False", 0,
     "the pseudo-inverse, from the singular values above max(atol, rtol * the largest)"},
    {"matrix_rank", V_MODULE, MF, x_matrix_rank, "A, *, atol=None, rtol=None, hermitian=False", 0,
     "the count of singular values above max(atol, rtol * the largest)"},
    {"cond", V_MODULE, MF, x_cond, "A, p=None", 0, "the condition number in the p-norm (2 by default)"},
    {"lstsq", V_MODULE, MF, x_lstsq, "A, B, rcond=None, *, driver=None", 0,
     "(solution, residuals, rank, singular_values): X minimizing |A @ X - B|, by LAPACK's gelsy"},
};

static const Builtin rows[] = {
    {"det", V_TENSOR, FM, x_det, "input", 0, "linalg.det"},
    {"lu_unpack", V_NONE, BI_FUNC, x_lu_unpack, "LU_data, LU_pivots, unpack_data=True, unpack_pivots=True", 0,
     "(P, L, U) of lu_factor's LU and pivots, A = P @ L @ U (a chain of ops for each pivot)"},
    {"slogdet", V_TENSOR, FM, x_slogdet, "input", 1, "linalg.slogdet, a torch.return_types.slogdet"},
    {"logdet", V_TENSOR, FM, x_logdet, "input", 0, "log(det): NaN for a negative determinant"},
    {"inverse", V_TENSOR, FM, x_inv, "input", 0, "linalg.inv"},
    {"cholesky", V_TENSOR, FM, x_cholesky, "input, upper=False", 2,
     "linalg.cholesky (deprecated in PyTorch)"},
    {"pinverse", V_TENSOR, FM, x_pinv, "input, rcond=1e-15", 1, "linalg.pinv with rtol=rcond"},
    {"svd", V_TENSOR, FM, x_svd, "input, some=True", 2,
     "(U, S, V) with input = U @ diag(S) @ V.mT (linalg.svd's V, not Vh)"},
};

const Builtin *linalg_decomp_rows(size_t *count)
{
    *count = sizeof l_rows / sizeof l_rows[0];
    return l_rows;
}

void linalg_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
