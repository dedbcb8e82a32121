/* test_dispatch.c: dispatch.c and the simulated backend: devices, dtype
 * rules, broadcasting over strided and mixed operands, in-place ops and
 * their PyTorch errors, copies within and between devices, conversion,
 * creation, and the backend's streams, events and memory.  Expected values
 * and messages are PyTorch 1.13's. */
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "tensor/dispatch.h"
#include "sim/sim.h"

static const Backend *be;
static Error err;

#define SHAPE(...) (int64_t[]){__VA_ARGS__}
#define NDIM(...) ((int)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)))
#define VALS(...) (double[]){__VA_ARGS__}

/* A tensor on dev holding vals (row-major) in dtype dt. */
static Tensor *make(int dev, DType dt, int ndim, const int64_t *shape, const double *vals)
{
    Tensor *h, *t;
    if (!tensor_empty(NULL, -1, NULL, dt, ndim, shape, &h, &err)) {
        fprintf(stderr, "cannot make a test tensor: %s\n", err.msg);
        exit(2);
    }
    for (int64_t i = 0; i < tensor_numel(h); i++)
        dtype_store_double(dt, (char *)tensor_data(h) + i * (int64_t)dtype_size(dt), vals[i]);
    if (!dispatch_to(be, NULL, h, dev, dt, false, &t, &err)) {
        fprintf(stderr, "cannot move a test tensor: %s\n", err.msg);
        exit(2);
    }
    tensor_release(h);
    return t;
}

/* t's elements in row-major order, read back on the host. */
static void values(Tensor *t, double *out)
{
    Tensor *h, *c;
    if (!dispatch_to(be, NULL, t, -1, t->dtype, false, &h, &err) ||
        !dispatch_contiguous(be, NULL, h, &c, &err)) {
        fprintf(stderr, "cannot read a test tensor: %s\n", err.msg);
        exit(2);
    }
    for (int64_t i = 0; i < tensor_numel(c); i++)
        out[i] = dtype_load_double(c->dtype, (char *)tensor_data(c) + i * (int64_t)dtype_size(c->dtype));
    tensor_release(c);
    tensor_release(h);
}

/* t has these values (NaN equals NaN). */
static bool equals(Tensor *t, int64_t n, const double *want)
{
    double got[4096];
    if (tensor_numel(t) != n || n > 4096)
        return false;
    values(t, got);
    for (int64_t i = 0; i < n; i++) {
        if (!(got[i] == want[i] || (isnan(got[i]) && isnan(want[i])))) {
            fprintf(stderr, "    element %lld: got %.17g, want %.17g\n", (long long)i, got[i], want[i]);
            return false;
        }
    }
    return true;
}
#define EQUALS(t, ...) equals(t, NDIM(__VA_ARGS__), VALS(__VA_ARGS__))

static Tensor *binop(OpCode op, Operand a, Operand b)
{
    Operand xs[2] = {a, b};
    Tensor *r = NULL;
    if (!dispatch_op(be, NULL, op, xs, 2, &r, &err))
        fprintf(stderr, "    binop failed: %s\n", err.msg);
    return r;
}
#define T(t) operand_tensor(t)

static void test_readme_examples(void)
{
    /* a + b */
    Tensor *a = make(0, DT_FLOAT32, 2, SHAPE(2, 3), VALS(1, 2, 3, 4, 5, 6));
    Tensor *b = make(0, DT_FLOAT32, 1, SHAPE(3), VALS(10, 20, 30));
    Operand xs[2] = {T(a), T(b)};
    Tensor *c;
    CHECK_OK(dispatch_op(be, NULL, OP_add, xs, 2, &c, &err));
    CHECK(tensor_device(c) == 0 && c->dtype == DT_FLOAT32 && tensor_is_contiguous(c));
    CHECK(EQUALS(c, 11, 22, 33, 14, 25, 36));
    tensor_release(c);

    /* t[1:, ::2] = 5 */
    Tensor *t, *rows, *v;
    CHECK_OK(dispatch_full(be, NULL, 0, DT_INT64, 2, SHAPE(3, 4), operand_int(0), &t, &err));
    CHECK_OK(tensor_slice(t, 0, SHAPE(1), NULL, 1, &rows, &err));
    CHECK_OK(tensor_slice(rows, 1, NULL, NULL, 2, &v, &err));
    CHECK_OK(dispatch_fill(be, NULL, v, operand_int(5), &err));
    CHECK(EQUALS(t, 0, 0, 0, 0, 5, 0, 5, 0, 5, 0, 5, 0));
    /* t[0] = tensor([1, 2, 3, 4]) goes through copy_ */
    Tensor *row0, *src = make(-1, DT_FLOAT64, 1, SHAPE(4), VALS(1.9, -2.9, 3, 4));
    CHECK_OK(tensor_select(t, 0, 0, &row0, &err));
    CHECK_OK(dispatch_copy(be, NULL, row0, src, false, &err));
    CHECK(EQUALS(t, 1, -2, 3, 4, 5, 0, 5, 0, 5, 0, 5, 0));

    /* t.to(float64) */
    Tensor *d, *same;
    CHECK_OK(dispatch_to(be, NULL, t, 0, DT_FLOAT64, false, &d, &err));
    CHECK(d->dtype == DT_FLOAT64 && tensor_device(d) == 0 && d->storage != t->storage);
    CHECK(EQUALS(d, 1, -2, 3, 4, 5, 0, 5, 0, 5, 0, 5, 0));
    CHECK_OK(dispatch_to(be, NULL, t, 0, DT_INT64, false, &same, &err));
    CHECK(same == t && t->refs == 2);
    Tensor *rs[] = {a, b, t, rows, v, row0, src, d, same};
    for (size_t i = 0; i < sizeof rs / sizeof rs[0]; i++)
        tensor_release(rs[i]);
}

static void test_dtype_rules(void)
{
    Tensor *i = make(0, DT_INT64, 1, SHAPE(3), VALS(1, 2, 3)), *r;
    r = binop(OP_div, T(i), T(i));
    CHECK(r && r->dtype == DT_FLOAT32 && EQUALS(r, 1, 1, 1));
    tensor_release(r);
    r = binop(OP_div, T(i), operand_int(2));
    CHECK(r && r->dtype == DT_FLOAT32 && EQUALS(r, 0.5, 1, 1.5));
    tensor_release(r);
    r = binop(OP_mul, T(i), operand_float(2.5));
    CHECK(r && r->dtype == DT_FLOAT32 && EQUALS(r, 2.5, 5, 7.5));
    tensor_release(r);
    r = binop(OP_floordiv, operand_int(7), T(i));
    CHECK(r && r->dtype == DT_INT64 && EQUALS(r, 7, 3, 2));
    tensor_release(r);
    r = binop(OP_lt, T(i), operand_float(2.5));
    CHECK(r && r->dtype == DT_BOOL && EQUALS(r, 1, 1, 0));
    tensor_release(r);

    Tensor *u = make(0, DT_UINT8, 1, SHAPE(3), VALS(1, 2, 3));
    r = binop(OP_sub, T(u), operand_int(5));
    CHECK(r && r->dtype == DT_UINT8 && EQUALS(r, 252, 253, 254));
    tensor_release(r);
    Tensor *b = make(0, DT_BOOL, 1, SHAPE(2), VALS(1, 0));
    r = binop(OP_add, T(b), operand_bool(true));
    CHECK(r && r->dtype == DT_BOOL && EQUALS(r, 1, 1));
    tensor_release(r);
    r = binop(OP_add, T(b), operand_int(1));
    CHECK(r && r->dtype == DT_INT64 && EQUALS(r, 2, 1));
    tensor_release(r);

    /* int8 [3, 1] + float64 [4] with the int8 transposed from [1, 3]. */
    Tensor *row = make(0, DT_INT8, 2, SHAPE(1, 3), VALS(1, -2, 3)), *col;
    Tensor *f = make(0, DT_FLOAT64, 1, SHAPE(4), VALS(0.5, 0.25, 10, -1));
    CHECK_OK(tensor_t(row, &col, &err));
    r = binop(OP_add, T(col), T(f));
    CHECK(r && r->dtype == DT_FLOAT64 && r->ndim == 2 && r->shape[0] == 3 && r->shape[1] == 4);
    CHECK(EQUALS(r, 1.5, 1.25, 11, 0, -1.5, -1.75, 8, -3, 3.5, 3.25, 13, 2));
    tensor_release(r);

    Operand xs[2];
    DType dt;
    xs[0] = T(u);
    xs[1] = operand_int(300);
    CHECK(dispatch_result_type(OP_add, xs, 2, &dt, &err) && dt == DT_UINT8);
    xs[1] = T(f);
    CHECK(dispatch_result_type(OP_eq, xs, 2, &dt, &err) && dt == DT_BOOL);
    CHECK(dispatch_result_type(OP_sqrt, xs, 1, &dt, &err) && dt == DT_FLOAT32);
    CHECK(dispatch_scalar_dtype(operand_float(1)) == DT_FLOAT32 &&
          dispatch_scalar_dtype(operand_int(1)) == DT_INT64 &&
          dispatch_scalar_dtype(operand_bool(true)) == DT_BOOL);

    /* Rounding an integer tensor copies it. */
    Operand one[1] = {T(i)};
    CHECK_OK(dispatch_op(be, NULL, OP_floor, one, 1, &r, &err));
    CHECK(r->dtype == DT_INT64 && r->storage != i->storage && EQUALS(r, 1, 2, 3));
    tensor_release(r);

    Tensor *rs[] = {i, u, b, row, col, f};
    for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
        tensor_release(rs[k]);
}

static void test_errors(void)
{
    Tensor *gb = make(0, DT_BOOL, 1, SHAPE(2), VALS(1, 0));
    Tensor *cb = make(-1, DT_BOOL, 1, SHAPE(2), VALS(1, 0));
    Tensor *gf = make(0, DT_FLOAT32, 1, SHAPE(2), VALS(1, 2));
    Tensor *cf = make(-1, DT_FLOAT32, 1, SHAPE(2), VALS(1, 2));
    Tensor *g1 = make(1, DT_FLOAT32, 1, SHAPE(2), VALS(1, 2));
    Tensor *gi = make(0, DT_INT64, 1, SHAPE(2), VALS(4, 5));
    Tensor *r;
    Operand xs[3];

    xs[0] = T(gb);
    CHECK_ERROR(dispatch_op(be, NULL, OP_abs, xs, 1, &r, &err), "\"abs_cuda\" not implemented for 'Bool'");
    xs[0] = T(cb);
    CHECK_ERROR(dispatch_op(be, NULL, OP_abs, xs, 1, &r, &err), "\"abs_cpu\" not implemented for 'Bool'");
    CHECK_ERROR(dispatch_op(be, NULL, OP_neg, xs, 1, &r, &err),
                "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
                "to invert a mask, use the `~` or `logical_not()` operator instead.");
    xs[0] = T(gf);
    CHECK_ERROR(dispatch_op(be, NULL, OP_bitnot, xs, 1, &r, &err),
                "\"bitwise_not_cuda\" not implemented for 'Float'");
    xs[1] = operand_int(1);
    CHECK_ERROR(dispatch_op(be, NULL, OP_bitand, xs, 2, &r, &err),
                "\"bitwise_and_cuda\" not implemented for 'Float'");
    xs[0] = T(gb);
    xs[1] = T(gb);
    CHECK_ERROR(dispatch_op(be, NULL, OP_sub, xs, 2, &r, &err),
                "Subtraction, the `-` operator, with two bool tensors is not supported. Use the "
                "`^` or `logical_xor()` operator instead.");
    xs[1] = operand_int(1);
    CHECK_ERROR(dispatch_op(be, NULL, OP_sub, xs, 2, &r, &err),
                "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                "trying to invert a mask, use the `~` or `logical_not()` operator instead.");

    /* devices */
    xs[0] = T(gf);
    xs[1] = T(cf);
    CHECK_ERROR(dispatch_op(be, NULL, OP_add, xs, 2, &r, &err),
                "Expected all tensors to be on the same device, but found at least two devices, "
                "cuda:0 and cpu!");
    xs[0] = T(cf);
    xs[1] = T(gf);
    CHECK_ERROR(dispatch_op(be, NULL, OP_add, xs, 2, &r, &err),
                "Expected all tensors to be on the same device, but found at least two devices, "
                "cpu and cuda:0!");
    xs[0] = T(gf);
    xs[1] = T(g1);
    CHECK_ERROR(dispatch_op(be, NULL, OP_add, xs, 2, &r, &err),
                "Expected all tensors to be on the same device, but found at least two devices, "
                "cuda:0 and cuda:1!");
    Tensor *c0 = make(-1, DT_FLOAT64, 0, NULL, VALS(0.5)), *g0 = make(0, DT_FLOAT64, 0, NULL, VALS(0.5));
    xs[0] = T(gf);
    xs[1] = T(c0);           /* a 0-d cpu tensor acts as a scalar */
    CHECK_OK(dispatch_op(be, NULL, OP_add, xs, 2, &r, &err));
    CHECK(tensor_device(r) == 0 && r->dtype == DT_FLOAT32 && EQUALS(r, 1.5, 2.5));
    tensor_release(r);
    xs[0] = T(cf);
    xs[1] = T(g0);           /* a 0-d cuda tensor does not */
    CHECK_ERROR(dispatch_op(be, NULL, OP_add, xs, 2, &r, &err),
                "Expected all tensors to be on the same device, but found at least two devices, "
                "cpu and cuda:0!");
    xs[0] = T(c0);
    xs[1] = T(c0);
    CHECK_OK(dispatch_op(be, NULL, OP_mul, xs, 2, &r, &err));
    CHECK(tensor_device(r) == -1 && r->ndim == 0 && r->dtype == DT_FLOAT64 && EQUALS(r, 0.25));
    tensor_release(r);

    /* integer division and powers */
    xs[0] = T(gi);
    xs[1] = operand_int(0);
    CHECK_ERROR(dispatch_op(be, NULL, OP_floordiv, xs, 2, &r, &err), "ZeroDivisionError");
    CHECK_ERROR(dispatch_op(be, NULL, OP_mod, xs, 2, &r, &err), "ZeroDivisionError");
    xs[1] = operand_int(-1);
    CHECK_ERROR(dispatch_op(be, NULL, OP_pow, xs, 2, &r, &err),
                "Integers to negative integer powers are not allowed.");
    xs[1] = operand_float(0);
    CHECK_OK(dispatch_op(be, NULL, OP_floordiv, xs, 2, &r, &err));
    CHECK(r->dtype == DT_FLOAT32 && EQUALS(r, INFINITY, INFINITY));
    tensor_release(r);

    xs[0] = T(cb);
    xs[1] = T(gf);
    xs[2] = T(gf);
    CHECK_ERROR(dispatch_op(be, NULL, OP_where, xs, 3, &r, &err),
                "Expected all tensors to be on the same device, but found at least two devices, "
                "cpu and cuda:0!");
    xs[0] = T(gi);
    CHECK_ERROR(dispatch_op(be, NULL, OP_where, xs, 3, &r, &err),
                "where expected condition to be a boolean tensor, but got a tensor with dtype Long");
    xs[0] = T(gf);
    CHECK_ERROR(dispatch_op(be, NULL, OP_add, xs, 1, &r, &err), "internal error: add takes 2 operands");
    CHECK_ERROR(dispatch_op(be, NULL, OP_fill, xs, 0, &r, &err), "internal error: fill takes 0 operands");

    Tensor *rs[] = {gb, cb, gf, cf, g1, gi, c0, g0};
    for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
        tensor_release(rs[k]);
}

/* Integer division by zero and INT_MIN // -1 inside tensors: on a device
 * defined values, no SIGFPE (see kernels/sim/elementwise.c); on the cpu a
 * zero divisor is PyTorch's ZeroDivisionError. */
static void test_int_division_edges(void)
{
    for (int dev = -1; dev <= 0; dev++) {
        Tensor *x = make(dev, DT_INT64, 1, SHAPE(4), VALS(7, -7, (double)INT64_MIN, 5));
        Tensor *y = make(dev, DT_INT64, 1, SHAPE(4), VALS(dev < 0 ? 1 : 0, dev < 0 ? 1 : 0, -1, -1));
        Tensor *q = binop(OP_floordiv, T(x), T(y)), *m = binop(OP_mod, T(x), T(y));
        CHECK(q && EQUALS(q, dev < 0 ? 7 : 0, dev < 0 ? -7 : 0, (double)INT64_MIN, -5));
        CHECK(m && EQUALS(m, 0, 0, 0, 0));
        tensor_release(q);
        tensor_release(m);
        Tensor *x32 = make(dev, DT_INT32, 1, SHAPE(2), VALS(INT32_MIN, 9));
        Tensor *y32 = make(dev, DT_INT32, 1, SHAPE(2), VALS(-1, 0));
        Operand xs[2] = {T(x32), T(y32)};
        q = NULL;
        bool ok = dispatch_op(be, NULL, OP_floordiv, xs, 2, &q, &err);
        if (dev < 0)
            CHECK(!ok && strcmp(err.msg, "ZeroDivisionError") == 0);
        else
            CHECK(ok && EQUALS(q, INT32_MIN, 0));
        tensor_release(q);
        Tensor *rs[] = {x, y, x32, y32};
        for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
            tensor_release(rs[k]);
    }
}

static void test_inplace(void)
{
    Tensor *i = make(0, DT_INT64, 2, SHAPE(2, 3), VALS(1, 2, 3, 4, 5, 6));
    Tensor *f = make(0, DT_FLOAT32, 1, SHAPE(3), VALS(0.5, 0.5, 0.5));
    Operand xs[2] = {T(i), operand_float(1.5)};
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "result type Float can't be cast to the desired output type Long");
    xs[1] = T(f);
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "result type Float can't be cast to the desired output type Long");
    xs[1] = operand_int(10);
    CHECK_OK(dispatch_inplace(be, NULL, OP_add, xs, 2, &err));
    CHECK(EQUALS(i, 11, 12, 13, 14, 15, 16));
    xs[1] = operand_int(4);
    CHECK_OK(dispatch_inplace(be, NULL, OP_floordiv, xs, 2, &err));
    CHECK(EQUALS(i, 2, 3, 3, 3, 3, 4));

    Tensor *b = make(0, DT_BOOL, 1, SHAPE(3), VALS(1, 0, 1));
    xs[0] = T(b);
    xs[1] = operand_int(1);
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "result type Long can't be cast to the desired output type Bool");

    /* uint8 += int16 computes in int16 and wraps into uint8 */
    Tensor *u = make(0, DT_UINT8, 1, SHAPE(3), VALS(250, 1, 2));
    Tensor *s = make(0, DT_INT16, 1, SHAPE(3), VALS(10, -2, 300));
    xs[0] = T(u);
    xs[1] = T(s);
    CHECK_OK(dispatch_inplace(be, NULL, OP_add, xs, 2, &err));
    CHECK(u->dtype == DT_UINT8 && EQUALS(u, 4, 255, 46));

    /* shape and overlap rules */
    Tensor *g = make(0, DT_FLOAT32, 2, SHAPE(2, 3), VALS(1, 2, 3, 4, 5, 6));
    xs[0] = T(f);
    xs[1] = T(g);
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "output with shape [3] doesn't match the broadcast shape [2, 3]");
    Tensor *e, *row0, *row1;
    CHECK_OK(tensor_expand(f, 2, SHAPE(2, 3), &e, &err));
    xs[0] = T(e);
    xs[1] = operand_int(1);
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "unsupported operation: more than one element of the written-to tensor refers to "
                "a single memory location. Please clone() the tensor before performing the "
                "operation.");
    xs[0] = T(g);
    CHECK_OK(tensor_select(g, 0, 0, &row0, &err));
    xs[1] = T(row0);
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "unsupported operation: some elements of the input tensor and the written-to "
                "tensor refer to a single memory location. Please clone() the tensor before "
                "performing the operation.");
    CHECK_OK(tensor_select(g, 0, 1, &row1, &err));
    xs[0] = T(row1);
    CHECK_OK(dispatch_inplace(be, NULL, OP_mul, xs, 2, &err));   /* g[1] *= g[0] */
    CHECK(EQUALS(g, 1, 2, 3, 4, 10, 18));
    xs[0] = T(g);
    xs[1] = T(g);
    CHECK_OK(dispatch_inplace(be, NULL, OP_add, xs, 2, &err));   /* g += g */
    CHECK(EQUALS(g, 2, 4, 6, 8, 20, 36));

    /* in place on a cpu tensor from a cuda one */
    Tensor *c = make(-1, DT_FLOAT32, 1, SHAPE(3), VALS(1, 2, 3));
    xs[0] = T(c);
    xs[1] = T(f);
    CHECK_ERROR(dispatch_inplace(be, NULL, OP_add, xs, 2, &err),
                "Expected all tensors to be on the same device, but found at least two devices, "
                "cpu and cuda:0!");
    Tensor *rs[] = {i, f, b, u, s, g, e, row0, row1, c};
    for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
        tensor_release(rs[k]);
}

static void test_copies(void)
{
    /* broadcast and convert */
    Tensor *dst, *src = make(0, DT_FLOAT64, 1, SHAPE(3), VALS(1.5, -2.5, 300));
    CHECK_OK(dispatch_full(be, NULL, 0, DT_INT16, 2, SHAPE(2, 3), operand_int(0), &dst, &err));
    CHECK_OK(dispatch_copy(be, NULL, dst, src, false, &err));
    CHECK(EQUALS(dst, 1, -2, 300, 1, -2, 300));
    Tensor *wide = make(0, DT_FLOAT32, 2, SHAPE(3, 2), VALS(1, 2, 3, 4, 5, 6));
    CHECK_ERROR(dispatch_copy(be, NULL, src, wide, false, &err),
                "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1");
    Tensor *two;
    CHECK_OK(dispatch_full(be, NULL, 0, DT_FLOAT32, 1, SHAPE(2), operand_int(0), &two, &err));
    CHECK_ERROR(dispatch_copy(be, NULL, two, wide, false, &err),
                "output with shape [2] doesn't match the broadcast shape [3, 2]");

    /* host -> device into a transposed destination, and back into a
     * transposed host destination */
    Tensor *g, *gt, *h = make(-1, DT_INT32, 2, SHAPE(2, 3), VALS(1, 2, 3, 4, 5, 6));
    CHECK_OK(dispatch_full(be, NULL, 0, DT_FLOAT32, 2, SHAPE(3, 2), operand_int(0), &g, &err));
    CHECK_OK(tensor_t(g, &gt, &err));
    CHECK_OK(dispatch_copy(be, NULL, gt, h, false, &err));
    CHECK(EQUALS(g, 1, 4, 2, 5, 3, 6));
    Tensor *hb, *hbt;
    CHECK_OK(dispatch_full(be, NULL, -1, DT_FLOAT64, 2, SHAPE(2, 3), operand_int(0), &hb, &err));
    CHECK_OK(tensor_t(hb, &hbt, &err));
    CHECK_OK(dispatch_copy(be, NULL, hbt, g, false, &err));
    CHECK(EQUALS(hb, 1, 2, 3, 4, 5, 6));

    /* device 0 -> device 1, broadcast into a slice */
    Tensor *d1, *d1s;
    CHECK_OK(dispatch_full(be, NULL, 1, DT_FLOAT32, 2, SHAPE(2, 4), operand_int(-1), &d1, &err));
    CHECK_OK(tensor_slice(d1, 1, SHAPE(1), NULL, 1, &d1s, &err));
    CHECK_OK(dispatch_copy(be, NULL, d1s, src, false, &err));
    CHECK(EQUALS(d1, -1, 1.5, -2.5, 300, -1, 1.5, -2.5, 300));

    /* dense views of one storage that partly overlap: PyTorch's refusal */
    Tensor *x = make(0, DT_FLOAT32, 1, SHAPE(5), VALS(1, 2, 3, 4, 5)), *lo, *hi;
    CHECK_OK(tensor_slice(x, 0, NULL, SHAPE(4), 1, &lo, &err));
    CHECK_OK(tensor_slice(x, 0, SHAPE(1), NULL, 1, &hi, &err));
    CHECK_ERROR(dispatch_copy(be, NULL, hi, lo, false, &err),
                "unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
                "single memory location. Please clone() the tensor before performing the operation.");
    CHECK(EQUALS(x, 1, 2, 3, 4, 5));
    CHECK_OK(dispatch_copy(be, NULL, x, x, false, &err));

    /* pinned host memory, non-blocking copy */
    Tensor *p;
    CHECK_OK(dispatch_pin_memory(be, h, &p, &err));
    CHECK(p->storage->pinned && tensor_device(p) == -1 && EQUALS(p, 1, 2, 3, 4, 5, 6));
    Tensor *gi = make(0, DT_INT32, 2, SHAPE(2, 3), VALS(6, 5, 4, 3, 2, 1));
    CHECK_OK(dispatch_copy(be, NULL, p, gi, true, &err));
    CHECK_OK(be->device_synchronize(0, &err));   /* non-blocking: the host waits itself */
    CHECK(EQUALS(p, 6, 5, 4, 3, 2, 1));
    Tensor *pp;
    CHECK_ERROR(dispatch_pin_memory(be, gi, &pp, &err),
                "cannot pin 'torch.cuda.IntTensor' only dense CPU tensors can be pinned");

    Tensor *rs[] = {dst, src, wide, two, g, gt, h, hb, hbt, d1, d1s, x, lo, hi, p, gi};
    for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
        tensor_release(rs[k]);
}

static void test_layouts(void)
{
    Tensor *x = make(0, DT_FLOAT32, 2, SHAPE(2, 3), VALS(1, 2, 3, 4, 5, 6)), *xt, *r;
    CHECK_OK(tensor_t(x, &xt, &err));
    r = binop(OP_add, T(xt), operand_int(1));
    CHECK(r && r->strides[0] == 1 && r->strides[1] == 3 && !tensor_is_contiguous(r));
    CHECK(EQUALS(r, 2, 5, 3, 6, 4, 7));
    tensor_release(r);

    Tensor *c;
    CHECK_OK(dispatch_contiguous(be, NULL, x, &c, &err));
    CHECK(c == x);
    tensor_release(c);
    CHECK_OK(dispatch_contiguous(be, NULL, xt, &c, &err));
    CHECK(c != xt && tensor_is_contiguous(c) && EQUALS(c, 1, 4, 2, 5, 3, 6));
    tensor_release(c);
    CHECK_OK(dispatch_clone(be, NULL, xt, &c, &err));
    CHECK(c->storage != x->storage && c->strides[0] == 1 && c->strides[1] == 3);
    CHECK(EQUALS(c, 1, 4, 2, 5, 3, 6));
    tensor_release(c);

    /* reshape: a view when possible, else a copy */
    CHECK_OK(dispatch_reshape(be, NULL, x, 2, SHAPE(3, -1), &r, &err));
    CHECK(r->storage == x->storage && r->shape[1] == 2);
    tensor_release(r);
    CHECK_OK(dispatch_reshape(be, NULL, xt, 1, SHAPE(-1), &r, &err));
    CHECK(r->storage != x->storage && tensor_is_contiguous(r) && EQUALS(r, 1, 4, 2, 5, 3, 6));
    tensor_release(r);
    CHECK_ERROR(dispatch_reshape(be, NULL, x, 2, SHAPE(2, 5), &r, &err),
                "shape '[2, 5]' is invalid for input of size 6");
    CHECK_OK(dispatch_flatten(be, NULL, xt, 0, -1, &r, &err));
    CHECK(r->ndim == 1 && EQUALS(r, 1, 4, 2, 5, 3, 6));
    tensor_release(r);

    /* a strided, broadcast, mixed-dtype op large enough to use many blocks */
    enum { N = 300 };
    static double a[N * N], b[N];
    for (int k = 0; k < N * N; k++)
        a[k] = k % 97 - 40;
    for (int k = 0; k < N; k++)
        b[k] = k * 0.5;
    Tensor *big = make(0, DT_INT32, 2, SHAPE(N, N), a), *bigt, *vec = make(0, DT_FLOAT16, 1, SHAPE(N), b);
    CHECK_OK(tensor_t(big, &bigt, &err));
    r = binop(OP_mul, T(bigt), T(vec));
    CHECK(r && r->dtype == DT_FLOAT16);
    static double got[N * N];
    values(r, got);
    bool ok = true;
    for (int i = 0; i < N && ok; i++)
        for (int j = 0; j < N && ok; j++)
            ok = got[i * N + j] == dtype_half_to_float(dtype_float_to_half((float)(a[j * N + i] * b[j])));
    CHECK(ok);
    tensor_release(r);

    Tensor *e = make(0, DT_FLOAT32, 2, SHAPE(0, 3), VALS(0)), *v = make(0, DT_FLOAT32, 1, SHAPE(3), VALS(1, 2, 3));
    r = binop(OP_add, T(e), T(v));
    CHECK(r && r->ndim == 2 && r->shape[0] == 0 && r->shape[1] == 3);
    tensor_release(r);
    Tensor *rs[] = {x, xt, big, bigt, vec, e, v};
    for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
        tensor_release(rs[k]);
}

static void test_fill_and_creation(void)
{
    Tensor *t;
    CHECK_OK(dispatch_full(be, NULL, 0, DT_FLOAT16, 1, SHAPE(2), operand_float(0.1), &t, &err));
    CHECK(EQUALS(t, dtype_half_to_float(dtype_float_to_half(0.1f)), dtype_half_to_float(dtype_float_to_half(0.1f))));
    CHECK_ERROR(dispatch_fill(be, NULL, t, operand_int(70000), &err),
                "value cannot be converted to type at::Half without overflow");
    CHECK_OK(dispatch_fill(be, NULL, t, operand_float(INFINITY), &err));
    tensor_release(t);
    CHECK_ERROR(dispatch_full(be, NULL, 0, DT_UINT8, 1, SHAPE(2), operand_int(300), &t, &err),
                "value cannot be converted to type uint8_t without overflow");
    CHECK_OK(dispatch_full(be, NULL, 0, DT_UINT8, 1, SHAPE(2), operand_int(-255), &t, &err));
    CHECK(EQUALS(t, 1, 1));
    CHECK_ERROR(dispatch_fill(be, NULL, t, operand_float(-1), &err),
                "value cannot be converted to type uint8_t without overflow");
    tensor_release(t);
    CHECK_OK(dispatch_full(be, NULL, -1, DT_INT32, 1, SHAPE(2), operand_float(2.7), &t, &err));
    CHECK(EQUALS(t, 2, 2));
    CHECK_ERROR(dispatch_fill(be, NULL, t, operand_float(NAN), &err),
                "value cannot be converted to type int without overflow");
    Tensor *v = make(-1, DT_INT64, 1, SHAPE(2), VALS(1, 2)), *z = make(0, DT_FLOAT64, 0, NULL, VALS(7.5));
    CHECK_ERROR(dispatch_fill(be, NULL, t, operand_tensor(v), &err),
                "fill_ only supports 0-dimension value tensor but got tensor with 1 dimensions.");
    CHECK_OK(dispatch_fill(be, NULL, t, operand_tensor(z), &err));    /* a cuda value into cpu */
    CHECK(EQUALS(t, 7, 7));
    tensor_release(t);
    CHECK_OK(dispatch_full(be, NULL, 0, DT_BOOL, 1, SHAPE(3), operand_float(2.5), &t, &err));
    CHECK(EQUALS(t, 1, 1, 1));
    Tensor *e;
    CHECK_OK(tensor_expand(z, 1, SHAPE(4), &e, &err));
    CHECK_OK(dispatch_fill(be, NULL, e, operand_int(1), &err));      /* fill_ on an expanded view */
    CHECK(EQUALS(z, 1));
    tensor_release(e);
    tensor_release(t);
    tensor_release(v);
    tensor_release(z);

    CHECK_OK(dispatch_eye(be, NULL, 0, DT_INT32, 2, 3, &t, &err));
    CHECK(EQUALS(t, 1, 0, 0, 0, 1, 0));
    tensor_release(t);
    CHECK_ERROR(dispatch_eye(be, NULL, 0, DT_INT32, -1, -1, &t, &err), "n must be greater or equal to 0, got -1");
    CHECK_ERROR(dispatch_eye(be, NULL, 0, DT_INT32, 2, -1, &t, &err), "m must be greater or equal to 0, got -1");
    CHECK_OK(dispatch_arange(be, NULL, 0, DT_COUNT, operand_int(0), operand_int(5), operand_int(1), &t, &err));
    CHECK(t->dtype == DT_INT64 && EQUALS(t, 0, 1, 2, 3, 4));
    tensor_release(t);
    CHECK_ERROR(dispatch_arange(be, NULL, 0, DT_COUNT, operand_int(0), operand_int(5), operand_int(0), &t, &err),
                "step must be nonzero");
    CHECK_OK(dispatch_linspace(be, NULL, 0, DT_COUNT, operand_int(0), operand_int(1), 5, &t, &err));
    CHECK(t->dtype == DT_FLOAT32 && EQUALS(t, 0, 0.25, 0.5, 0.75, 1));
    tensor_release(t);

    static const int32_t data[6] = {1, -2, 3, -4, 5, -6};
    CHECK_OK(dispatch_from_host(be, NULL, 1, DT_INT32, 2, SHAPE(3, 2), data, &t, &err));
    CHECK(tensor_device(t) == 1 && EQUALS(t, 1, -2, 3, -4, 5, -6));
    tensor_release(t);
}

static void test_clamp_where(void)
{
    Tensor *x = make(0, DT_INT64, 1, SHAPE(4), VALS(-5, 0, 5, 10)), *r;
    Operand lo = operand_int(0), hi = operand_int(6), flo = operand_float(2.5);
    CHECK_OK(dispatch_clamp(be, NULL, x, &lo, &hi, &r, &err));
    CHECK(r->dtype == DT_INT64 && EQUALS(r, 0, 0, 5, 6));
    tensor_release(r);
    CHECK_OK(dispatch_clamp(be, NULL, x, &flo, NULL, &r, &err));
    CHECK(r->dtype == DT_FLOAT32 && EQUALS(r, 2.5, 2.5, 5, 10));
    tensor_release(r);
    CHECK_ERROR(dispatch_clamp(be, NULL, x, NULL, NULL, &r, &err),
                "torch.clamp: At least one of 'min' or 'max' must not be None");
    Tensor *b = make(0, DT_BOOL, 1, SHAPE(2), VALS(1, 0));
    Operand f = operand_bool(false);
    CHECK_ERROR(dispatch_clamp(be, NULL, b, &f, NULL, &r, &err),
                "\"clamp_min_scalar_cuda\" not implemented for 'Bool'");
    Tensor *cb = make(-1, DT_BOOL, 1, SHAPE(2), VALS(1, 0));
    CHECK_ERROR(dispatch_clamp(be, NULL, cb, &f, NULL, &r, &err), "\"clamp_min_cpu\" not implemented for 'Bool'");
    CHECK_ERROR(dispatch_clamp(be, NULL, cb, NULL, &f, &r, &err),
                "\"clamp_max_scalar_cpu\" not implemented for 'Bool'");
    CHECK_ERROR(dispatch_clamp(be, NULL, cb, &f, &f, &r, &err), "\"clamp_scalar_cpu\" not implemented for 'Bool'");
    tensor_release(cb);
    Tensor *bound = make(0, DT_FLOAT32, 1, SHAPE(4), VALS(0, NAN, 1, 20));
    Operand tb = T(bound);
    CHECK_OK(dispatch_clamp(be, NULL, x, &tb, &hi, &r, &err));
    CHECK(r->dtype == DT_FLOAT32 && EQUALS(r, 0, NAN, 5, 6));
    tensor_release(r);

    Tensor *c = make(0, DT_BOOL, 1, SHAPE(4), VALS(1, 0, 0, 1));
    Operand xs[3] = {T(c), T(x), operand_float(0.5)};
    CHECK_OK(dispatch_op(be, NULL, OP_where, xs, 3, &r, &err));
    CHECK(r->dtype == DT_FLOAT32 && EQUALS(r, -5, 0.5, 0.5, 10));
    tensor_release(r);
    Tensor *rs[] = {x, b, bound, c};
    for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++)
        tensor_release(rs[k]);
}

static void test_backend(void)
{
    CHECK(strcmp(be->name, "sim") == 0 && be->device_count() == 2);
    CHECK(strcmp(be->device_name(1), "cst simulated device") == 0);
    int least, greatest;
    be->priority_range(&least, &greatest);
    CHECK(least == 0 && greatest == -5);

    DevStream *s;
    CHECK_OK(be->stream_create(0, -9, &s, &err));
    Tensor *a = make(0, DT_FLOAT32, 1, SHAPE(3), VALS(1, 2, 3)), *r;
    Operand xs[2] = {T(a), T(a)};
    /* a was copied on the default stream: s must not read it before. */
    CHECK_OK(be->stream_synchronize(be->default_stream(0), &err));
    CHECK_OK(dispatch_op(be, s, OP_mul, xs, 2, &r, &err));
    CHECK(be->stream_synchronize(s, &err) && be->stream_query(s));
    CHECK(r->storage->stream == s && EQUALS(r, 1, 4, 9));
    tensor_release(r);

    DevEvent *e0, *e1, *e2;
    float ms = -1;
    CHECK_OK(be->event_create(0, true, false, &e0, &err));
    CHECK_OK(be->event_create(0, true, false, &e1, &err));
    CHECK_OK(be->event_create(0, false, false, &e2, &err));
    CHECK_ERROR(be->event_elapsed(e0, e1, &ms, &err), "CUDA error: invalid resource handle");
    /* on one stream, so that e1 is reached after e0 */
    CHECK_OK(be->event_record(e0, s, &err));
    CHECK_OK(be->event_record(e1, s, &err));
    CHECK_OK(be->device_synchronize(0, &err));
    CHECK_OK(be->event_elapsed(e0, e1, &ms, &err));
    CHECK(ms >= 0 && be->event_query(e1));
    CHECK_OK(be->event_record(e2, s, &err));
    CHECK_ERROR(be->event_elapsed(e0, e2, &ms, &err), "CUDA error: invalid resource handle");
    CHECK_OK(be->stream_wait_event(s, e1, &err));
    be->event_destroy(e0);
    be->event_destroy(e1);
    be->event_destroy(e2);
    be->stream_destroy(s);

    /* The pool hands a freed block back to the next allocation of its size. */
    void *p, *q;
    CHECK_OK(be->alloc(1, 1000, NULL, &p, &err));
    CHECK(((uintptr_t)p & 63) == 0);
    be->free(1, p, NULL);
    CHECK_OK(be->alloc(1, 900, NULL, &q, &err));
    CHECK(p == q);
    be->free(1, q, NULL);
    err.msg[0] = '\0';
    CHECK(!be->alloc(0, (size_t)1 << 62, NULL, &p, &err) &&
          strncmp(err.msg, "CUDA out of memory: tried to allocate 4294967296.00 GiB (", 57) == 0);
    tensor_release(a);
}

int main(void)
{
    be = sim_backend(2);
    test_readme_examples();
    test_dtype_rules();
    test_errors();
    test_int_division_edges();
    test_inplace();
    test_copies();
    test_layouts();
    test_fill_and_creation();
    test_clamp_where();
    test_backend();
    return check_done("dispatch");
}
