/* tensor_numeric.c: the numeric helpers scripts ported from PyTorch reach
 * for (matrix_power, randperm, fill_diagonal_, special.entr), each
 * composed of existing builtins the way PyTorch's ATen composes it, so
 * each runs on every device without kernels of its own and rounds as
 * PyTorch's steps do. */
#include "values/tensor_numeric.h"

#include <math.h>

#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------- matrix_power */

/* PyTorch's squareCheckInputs for linalg.matrix_power. */
static bool square_batches(Interp *in, const Tensor *t)
{
    if (t->ndim < 2)
        return error_raise(in, "linalg.matrix_power: The input tensor A must have at least 2 dimensions.");
    int64_t rows = t->shape[t->ndim - 2], cols = t->shape[t->ndim - 1];
    if (rows != cols)
        return error_raise(in, "linalg.matrix_power: A must be batches of square matrices, but they are %lld by %lld "
                           "matrices", (long long)rows, (long long)cols);
    return true;
}

/* *acc @ z into *acc (z itself when *acc is None), the old *acc released. */
static bool times(Interp *in, Value *acc, Value z)
{
    Value r;
    if (acc->kind == V_NONE) {
        *acc = value_retain(z);
        return true;
    }
    if (!value_binary(in, OP_MATMUL, *acc, z, &r)) return false;
    value_release(*acc);
    *acc = r;
    return true;
}

/* A^n for n >= 4 by ATen's binary decomposition, the bits from the
 * lowest: z runs through A, A^2, A^4, ... and result gathers the z of
 * each set bit, so the products (and their rounding) are PyTorch's. */
static bool power_by_squares(Interp *in, Value a, int64_t n, Value *out)
{
    Value z = value_none(), result = value_none();
    bool ok = true;
    while (ok && n > 0) {
        bool bit = n % 2;
        n /= 2;
        ok = z.kind == V_NONE ? times(in, &z, a) : times(in, &z, z);
        if (ok && bit) ok = times(in, &result, z);
    }
    value_release(z);
    if (ok) *out = result;
    else value_release(result);
    return ok;
}

/* matrix_power(input, n) and linalg.matrix_power(A, n): the identity for
 * n = 0 (in input's batch shape and dtype), a copy for 1, A @ A for 2,
 * (A @ A) @ A for 3, the binary decomposition past that; a negative n
 * raises the inverse to -n, as ATen does. */
static bool x_matrix_power(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t n;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &n) || !square_batches(in, t)) return false;
    Work w = work_new(in, a);
    Value base = n < 0 ? work_call(&w, "inverse", 1, a->p) : a->p[0], r = value_none();
    n = n < 0 ? -n : n;
    if (!w.ok) return work_done(&w, value_none(), out);
    if (n >= 4) {
        r = work_keep(&w, power_by_squares(in, base, n, &r), r);
        return work_done(&w, r, out);
    }
    if (n == 0) {
        Value eye = work_call_kw(&w, "eye", 1, (Value[]){value_int(t->shape[t->ndim - 1])}, 2,
                                 (const char *[]){"dtype", "device"},
                                 (Value[]){work_attr(&w, a->p[0], "dtype"), work_attr(&w, a->p[0], "device")});
        r = work_method(&w, work_method(&w, eye, "expand_as", 1, a->p), "clone", 0, NULL);
    } else if (n == 1) {
        r = work_method(&w, base, "clone", 0, NULL);
    } else {
        r = work_binary(&w, OP_MATMUL, base, base);
        if (n == 3) r = work_binary(&w, OP_MATMUL, r, base);
    }
    return work_done(&w, r, out);
}

/* ----------------------------------------------------------- randperm */

/* randperm(n, *, generator=None, dtype=None, device=None,
 * requires_grad=False): the order that sorts n uniform draws (cst's
 * generator, so not PyTorch's permutation), int64 unless dtype says. */
static bool x_randperm(Interp *in, const Args *a, Value *out)
{
    int64_t n;
    DType dt = DT_INT64;
    if (!args_int(in, a, 0, &n) || (a->p[2].kind != V_NONE && !args_to_dtype(in, "randperm", a->p[2], &dt)) ||
        !args_no_autograd_for(in, a->p[4], dt))
        return false;
    if (dt == DT_BOOL) return error_raise(in, "\"randperm\" not implemented for 'Bool'");
    Work w = work_new(in, a);
    Value draws = work_call_kw(&w, "rand", 1, (Value[]){value_int(n)}, 2, (const char *[]){"generator", "device"},
                               &a->p[1]);
    Value order = work_method(&w, draws, "argsort", 0, NULL);
    return work_done(&w, work_method(&w, order, "to", 1, (Value[]){value_dtype(dt)}), out);
}

/* ------------------------------------------------------ fill_diagonal_ */

/* The view of t's n elements from offset, each stride apart. */
static Value strided(const Tensor *t, int64_t n, int64_t stride, int64_t offset)
{
    return value_tensor(tensor_as_strided((Tensor *)t, 1, (int64_t[]){n}, (int64_t[]){stride}, offset));
}

/* t.fill_diagonal_(fill_value, wrap=False): ATen's: the main diagonal
 * (every dim's stride summed) filled in place; with wrap, a tall matrix's
 * diagonal starts again every width + 1 rows. */
static bool x_fill_diagonal(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (t->ndim < 2) return error_raise(in, "dimensions must larger than 1");
    for (int d = 1; t->ndim > 2 && d < t->ndim; d++)
        if (t->shape[d] != t->shape[0]) return error_raise(in, "all dimensions of input must be of equal length");
    int64_t height = t->shape[0], width = t->shape[1], size = height < width ? height : width, stride = 0;
    for (int d = 0; d < t->ndim; d++) stride += t->strides[d];
    Work w = work_new(in, a);
    Value diag = work_keep(&w, true, strided(t, size, stride, t->offset));
    work_method(&w, diag, "fill_", 1, &a->p[1]);
    if (a->p[2].kind == V_BOOL && a->p[2].u.b && t->ndim == 2 && height > width + 1) {
        int64_t step = width + 1, wrap_size = (tensor_numel(t) + step - 1) / step - size;
        if (wrap_size > 0) {
            Value rest = work_keep(&w, true, strided(t, wrap_size, stride, t->offset + t->strides[0] * step));
            work_method(&w, rest, "fill_", 1, &a->p[1]);
        }
    }
    return work_done(&w, a->p[0], out);
}

/* --------------------------------------------------------------- entr */

/* special.entr(input): -x ln x elementwise, 0 at 0, -inf below, NaN kept,
 * in float (float64 stays; float16 and bfloat16 are worked in float and
 * rounded once, as the CUDA kernel's log does). */
bool tensor_numeric_entr(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    DType result = dtype_is_float(t->dtype) ? t->dtype : dtype_default_float();
    Work w = work_new(in, a);
    Value x = work_method(&w, a->p[0], "to", 1, (Value[]){value_dtype(result == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32)});
    Value minus_x = work_binary(&w, OP_MUL, x, value_int(-1));
    Value positive = work_binary(&w, OP_MUL, minus_x, work_call(&w, "log", 1, &x));
    Value below = work_call(&w, "where", 3,
                            (Value[]){work_binary(&w, OP_EQ, x, value_int(0)), value_float(0.0), value_float(-INFINITY)});
    Value r = work_call(&w, "where", 3, (Value[]){work_binary(&w, OP_GT, x, value_int(0)), positive, below});
    r = work_call(&w, "where", 3, (Value[]){work_call(&w, "isnan", 1, &x), x, r});
    return work_done(&w, work_method(&w, r, "to", 1, (Value[]){value_dtype(result)}), out);
}

/* -------------------------------------------------------------- table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"matrix_power", V_TENSOR, FM, x_matrix_power, "input, n", 0,
     "input multiplied by itself n times (the identity for 0), by PyTorch's squarings"},
    {"randperm", V_NONE, BI_FUNC, x_randperm, "n, *, generator=None, dtype=None, device=None, requires_grad=False", 0,
     "a random permutation of 0..n-1 (cst's generator)"},
    {"fill_diagonal_", V_TENSOR, BI_METHOD, x_fill_diagonal, "fill_value, wrap=False", 0,
     "the main diagonal filled in place (wrap: again every width + 1 rows)"},
};

void tensor_numeric_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
