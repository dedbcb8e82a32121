/* test_tensor.c: tensor.c on its own: creation, strides, views and their
 * PyTorch error messages, broadcasting, output layout and memory overlap.
 * Expected strides and messages are PyTorch 1.13's. */
#include <stdlib.h>

#include "check.h"
#include "tensor/tensor.h"

static Error err;

#define SHAPE(...) (int64_t[]){__VA_ARGS__}
#define NDIM(...) ((int)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)))

/* A new host tensor of this shape (contiguous). */
static Tensor *host(DType dt, int ndim, const int64_t *shape)
{
    Tensor *t = NULL;
    if (!tensor_empty(NULL, -1, NULL, dt, ndim, shape, &t, &err)) {
        fprintf(stderr, "cannot create a test tensor: %s\n", err.msg);
        exit(2);
    }
    return t;
}
#define HOST(dt, ...) host(dt, NDIM(__VA_ARGS__), SHAPE(__VA_ARGS__))

static bool has(const Tensor *t, int ndim, const int64_t *shape, const int64_t *strides)
{
    if (t->ndim != ndim)
        return false;
    for (int d = 0; d < ndim; d++) {
        if (t->shape[d] != shape[d] || (strides && t->strides[d] != strides[d]))
            return false;
    }
    return true;
}
#define HAS(t, shape, strides) has(t, (int)(sizeof(shape) / sizeof(int64_t)), shape, strides)

static void test_creation(void)
{
    Tensor *t = HOST(DT_FLOAT32, 2, 3, 4);
    CHECK(HAS(t, SHAPE(2, 3, 4), SHAPE(12, 4, 1)));
    CHECK(tensor_numel(t) == 24);
    CHECK(t->storage->bytes == 96 && t->storage->device == -1 && !t->storage->pinned);
    CHECK(((uintptr_t)tensor_data(t) & 63) == 0);
    CHECK(tensor_is_contiguous(t) && tensor_is_dense(t));
    tensor_release(t);

    Tensor *s = host(DT_INT64, 0, NULL);
    CHECK(s->ndim == 0 && tensor_numel(s) == 1 && s->storage->bytes == 8);
    tensor_release(s);

    Tensor *e = HOST(DT_FLOAT32, 0, 3);
    CHECK(tensor_numel(e) == 0 && e->storage->bytes == 0 && tensor_is_contiguous(e));
    tensor_release(e);

    CHECK_ERROR(tensor_empty(NULL, -1, NULL, DT_FLOAT32, 2, SHAPE(-1, 2), &t, &err),
                "Trying to create tensor with negative dimension -1: [-1, 2]");
    CHECK_ERROR(tensor_empty(NULL, -1, NULL, DT_FLOAT32, 2, SHAPE(1099511627776, 1099511627776), &t, &err),
                "Storage size calculation overflowed with sizes=[1099511627776, 1099511627776]");
    CHECK_ERROR(tensor_empty(NULL, -1, NULL, DT_FLOAT32, 2, SHAPE(2305843009213693952, 8), &t, &err),
                "Storage size calculation overflowed with sizes=[2305843009213693952, 8]");
    CHECK_ERROR(tensor_empty(NULL, -1, NULL, DT_FLOAT64, 2, SHAPE(1152921504606846976, 2), &t, &err),
                "Storage size calculation overflowed with sizes=[1152921504606846976, 2]");
    CHECK_ERROR(tensor_empty(NULL, -1, NULL, DT_FLOAT32, 9, SHAPE(1, 1, 1, 1, 1, 1, 1, 1, 1), &t, &err),
                "tensors have at most 8 dimensions, but got 9");
    CHECK_ERROR(tensor_empty(NULL, -1, NULL, DT_FLOAT32, 2, SHAPE(1 << 30, 1 << 30), &t, &err),
                "DefaultCPUAllocator: not enough memory: you tried to allocate 4611686018427387904 bytes.");
}

static void test_view_reshape(void)
{
    Tensor *x = HOST(DT_FLOAT32, 2, 3), *v, *w;
    CHECK_OK(tensor_view(x, 2, SHAPE(3, 2), &v, &err));
    CHECK(HAS(v, SHAPE(3, 2), SHAPE(2, 1)) && v->storage == x->storage);
    CHECK_OK(tensor_view(v, 1, SHAPE(-1), &w, &err));
    CHECK(HAS(w, SHAPE(6), SHAPE(1)));
    tensor_release(v);
    tensor_release(w);

    CHECK_OK(tensor_t(x, &v, &err));
    CHECK(HAS(v, SHAPE(3, 2), SHAPE(1, 3)) && !tensor_is_contiguous(v) && tensor_is_dense(v));
    CHECK_ERROR(tensor_view(v, 1, SHAPE(6), &w, &err),
                "view size is not compatible with input tensor's size and stride (at least one "
                "dimension spans across two contiguous subspaces). Use .reshape(...) instead.");
    /* Splitting or merging within one contiguous chunk still works. */
    CHECK_OK(tensor_view(v, 3, SHAPE(3, 2, 1), &w, &err));
    CHECK(HAS(w, SHAPE(3, 2, 1), SHAPE(1, 3, 3)));
    tensor_release(w);
    tensor_release(v);

    CHECK_ERROR(tensor_view(x, 2, SHAPE(2, 5), &v, &err), "shape '[2, 5]' is invalid for input of size 6");
    CHECK_ERROR(tensor_view(x, 2, SHAPE(-1, -1), &v, &err), "only one dimension can be inferred");
    CHECK_ERROR(tensor_view(x, 2, SHAPE(-1, 4), &v, &err), "shape '[-1, 4]' is invalid for input of size 6");
    CHECK_ERROR(tensor_view(x, 2, SHAPE(0, -1), &v, &err), "shape '[0, -1]' is invalid for input of size 6");
    CHECK_ERROR(tensor_view(x, 2, SHAPE(-2, 3), &v, &err), "invalid shape dimension -2");
    Tensor *e = HOST(DT_FLOAT32, 0, 3);
    CHECK_ERROR(tensor_view(e, 2, SHAPE(-1, 0), &v, &err),
                "cannot reshape tensor of 0 elements into shape [-1, 0] because the unspecified "
                "dimension size -1 can be any value and is ambiguous");
    tensor_release(e);

    /* A column slice: rows stay separate chunks. */
    Tensor *big = HOST(DT_FLOAT32, 4, 6), *cols;
    CHECK_OK(tensor_slice(big, 1, SHAPE(0), SHAPE(3), 1, &cols, &err));
    CHECK(HAS(cols, SHAPE(4, 3), SHAPE(6, 1)) && !tensor_is_contiguous(cols));
    CHECK_OK(tensor_view(cols, 3, SHAPE(2, 2, 3), &v, &err));
    CHECK(HAS(v, SHAPE(2, 2, 3), SHAPE(12, 6, 1)));
    tensor_release(v);
    CHECK(!tensor_view(cols, 1, SHAPE(12), &v, &err));
    tensor_release(cols);
    tensor_release(big);

    /* 0-d: views to any shape of one element. */
    Tensor *s = host(DT_FLOAT32, 0, NULL);
    CHECK_OK(tensor_view(s, 3, SHAPE(1, 1, 1), &v, &err));
    CHECK(HAS(v, SHAPE(1, 1, 1), NULL));
    tensor_release(v);
    CHECK_OK(tensor_view(s, 1, SHAPE(-1), &v, &err));
    CHECK(HAS(v, SHAPE(1), NULL));
    tensor_release(v);
    tensor_release(s);

    int n;
    int64_t shape[8];
    Tensor *y = HOST(DT_FLOAT32, 2, 3, 4);
    CHECK_OK(tensor_flatten_shape(y, 1, -1, &n, shape, &err));
    CHECK(n == 2 && shape[0] == 2 && shape[1] == 12);
    CHECK_OK(tensor_flatten_shape(y, 0, -1, &n, shape, &err));
    CHECK(n == 1 && shape[0] == 24);
    CHECK_ERROR(tensor_flatten_shape(y, 1, 0, &n, shape, &err),
                "flatten() has invalid args: start_dim cannot come after end_dim");
    tensor_release(y);
    tensor_release(x);
}

static void test_dims(void)
{
    Tensor *x = HOST(DT_FLOAT32, 2, 3), *v;
    int d;
    CHECK_OK(tensor_wrap_dim(-1, 2, &d, &err));
    CHECK(d == 1);
    CHECK_ERROR(tensor_wrap_dim(2, 2, &d, &err),
                "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
    CHECK_ERROR(tensor_wrap_dim(1, 0, &d, &err),
                "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
    CHECK_ERROR(tensor_squeeze_dim(x, 5, &v, &err),
                "Dimension out of range (expected to be in range of [-2, 1], but got 5)");
    CHECK_ERROR(tensor_unsqueeze(x, 3, &v, &err),
                "Dimension out of range (expected to be in range of [-3, 2], but got 3)");
    CHECK_ERROR(tensor_unsqueeze(x, -4, &v, &err),
                "Dimension out of range (expected to be in range of [-3, 2], but got -4)");
    CHECK_ERROR(tensor_transpose(x, 0, 2, &v, &err),
                "Dimension out of range (expected to be in range of [-2, 1], but got 2)");

    CHECK_OK(tensor_unsqueeze(x, 1, &v, &err));
    CHECK(HAS(v, SHAPE(2, 1, 3), SHAPE(3, 3, 1)));
    Tensor *w = tensor_squeeze(v);
    CHECK(HAS(w, SHAPE(2, 3), SHAPE(3, 1)));
    tensor_release(w);
    CHECK_OK(tensor_squeeze_dim(v, -2, &w, &err));
    CHECK(HAS(w, SHAPE(2, 3), SHAPE(3, 1)));
    tensor_release(w);
    CHECK_OK(tensor_squeeze_dim(v, 0, &w, &err));     /* size 2: unchanged */
    CHECK(HAS(w, SHAPE(2, 1, 3), SHAPE(3, 3, 1)));
    tensor_release(w);
    tensor_release(v);
    CHECK_OK(tensor_unsqueeze(x, -1, &v, &err));
    CHECK(HAS(v, SHAPE(2, 3, 1), SHAPE(3, 1, 1)));
    tensor_release(v);

    Tensor *s = host(DT_FLOAT32, 0, NULL);
    CHECK_OK(tensor_squeeze_dim(s, 0, &v, &err));
    CHECK(v->ndim == 0);
    tensor_release(v);
    CHECK_OK(tensor_unsqueeze(s, 0, &v, &err));
    CHECK(HAS(v, SHAPE(1), SHAPE(1)));
    tensor_release(v);
    CHECK_OK(tensor_transpose(s, 0, -1, &v, &err));
    CHECK(v->ndim == 0);
    tensor_release(v);
    CHECK_OK(tensor_t(s, &v, &err));
    tensor_release(v);

    Tensor *y = HOST(DT_FLOAT32, 2, 3, 4);
    CHECK_ERROR(tensor_t(y, &v, &err), "t() expects a tensor with <= 2 dimensions, but self is 3D");
    CHECK_OK(tensor_permute(y, 3, SHAPE(2, 0, 1), &v, &err));
    CHECK(HAS(v, SHAPE(4, 2, 3), SHAPE(1, 12, 4)));
    tensor_release(v);
    CHECK_OK(tensor_permute(y, 3, SHAPE(-1, 0, 1), &v, &err));
    CHECK(HAS(v, SHAPE(4, 2, 3), SHAPE(1, 12, 4)));
    tensor_release(v);
    CHECK_ERROR(tensor_permute(x, 1, SHAPE(0), &v, &err),
                "permute(sparse_coo): number of dimensions in the tensor input does not match the "
                "length of the desired ordering of dimensions i.e. input.dim() = 2 is not equal to "
                "len(dims) = 1");
    CHECK_ERROR(tensor_permute(x, 2, SHAPE(0, 0), &v, &err), "permute(): duplicate dims are not allowed.");
    CHECK_ERROR(tensor_permute(x, 2, SHAPE(0, 5), &v, &err),
                "Dimension out of range (expected to be in range of [-2, 1], but got 5)");
    CHECK_OK(tensor_transpose(y, 0, 2, &v, &err));
    CHECK(HAS(v, SHAPE(4, 3, 2), SHAPE(1, 4, 12)));
    tensor_release(v);
    tensor_release(y);
    tensor_release(s);
    tensor_release(x);
}

static void test_expand(void)
{
    Tensor *x = HOST(DT_FLOAT32, 2, 3), *v;
    CHECK_ERROR(tensor_expand(x, 2, SHAPE(2, 4), &v, &err),
                "The expanded size of the tensor (4) must match the existing size (3) at "
                "non-singleton dimension 1.  Target sizes: [2, 4].  Tensor sizes: [2, 3]");
    CHECK_ERROR(tensor_expand(x, 1, SHAPE(3), &v, &err),
                "expand(torch.FloatTensor{[2, 3]}, size=[3]): the number of sizes provided (1) "
                "must be greater or equal to the number of dimensions in the tensor (2)");
    CHECK_ERROR(tensor_expand(x, 3, SHAPE(-1, 2, 3), &v, &err),
                "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing "
                "dimension 0");
    CHECK_OK(tensor_expand(x, 3, SHAPE(4, -1, 3), &v, &err));
    CHECK(HAS(v, SHAPE(4, 2, 3), SHAPE(0, 3, 1)));
    CHECK(tensor_has_internal_overlap(v) && !tensor_has_internal_overlap(x));
    tensor_release(v);

    Tensor *c = HOST(DT_INT64, 3, 1), *w;
    CHECK_OK(tensor_expand(c, 2, SHAPE(3, 4), &w, &err));
    CHECK(HAS(w, SHAPE(3, 4), SHAPE(1, 0)));
    tensor_release(w);
    tensor_release(c);

    Tensor *s = host(DT_FLOAT32, 0, NULL);
    CHECK_OK(tensor_expand(s, 2, SHAPE(3, 2), &v, &err));
    CHECK(HAS(v, SHAPE(3, 2), SHAPE(0, 0)));
    tensor_release(v);
    tensor_release(s);
    tensor_release(x);
}

static void test_index(void)
{
    Tensor *x = HOST(DT_FLOAT32, 3, 4), *v, *w;
    char *base = tensor_data(x);
    CHECK_OK(tensor_select(x, 0, -1, &v, &err));
    CHECK(HAS(v, SHAPE(4), SHAPE(1)) && (char *)tensor_data(v) == base + 8 * 4);
    tensor_release(v);
    CHECK_OK(tensor_select(x, 1, 2, &v, &err));
    CHECK(HAS(v, SHAPE(3), SHAPE(4)) && (char *)tensor_data(v) == base + 2 * 4);
    tensor_release(v);
    CHECK_ERROR(tensor_select(x, 0, 5, &v, &err), "index 5 is out of bounds for dimension 0 with size 3");
    CHECK_ERROR(tensor_select(x, 1, -5, &v, &err), "index -5 is out of bounds for dimension 1 with size 4");

    /* x[1:, ::2] */
    CHECK_OK(tensor_slice(x, 0, SHAPE(1), NULL, 1, &v, &err));
    CHECK_OK(tensor_slice(v, 1, NULL, NULL, 2, &w, &err));
    CHECK(HAS(w, SHAPE(2, 2), SHAPE(4, 2)) && (char *)tensor_data(w) == base + 4 * 4);
    tensor_release(v);
    tensor_release(w);
    /* Python clamping: x[-100:100], x[5:], x[2:1], x[-2:] */
    CHECK_OK(tensor_slice(x, 1, SHAPE(-100), SHAPE(100), 3, &v, &err));
    CHECK(HAS(v, SHAPE(3, 2), SHAPE(4, 3)));
    tensor_release(v);
    CHECK_OK(tensor_slice(x, 0, SHAPE(5), NULL, 1, &v, &err));
    CHECK(HAS(v, SHAPE(0, 4), NULL));
    tensor_release(v);
    CHECK_OK(tensor_slice(x, 0, SHAPE(2), SHAPE(1), 1, &v, &err));
    CHECK(HAS(v, SHAPE(0, 4), NULL));
    tensor_release(v);
    CHECK_OK(tensor_slice(x, 1, SHAPE(-2), NULL, 1, &v, &err));
    CHECK(HAS(v, SHAPE(3, 2), SHAPE(4, 1)) && (char *)tensor_data(v) == base + 2 * 4);
    tensor_release(v);
    CHECK_ERROR(tensor_slice(x, 0, NULL, NULL, -1, &v, &err), "step must be greater than zero");
    CHECK_ERROR(tensor_slice(x, 0, NULL, NULL, 0, &v, &err), "slice step cannot be zero");

    Tensor *s = host(DT_FLOAT32, 0, NULL);
    CHECK_ERROR(tensor_select(s, 0, 0, &v, &err),
                "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or "
                "`tensor.item<T>()` in C++ to convert a 0-dim tensor to a number");
    tensor_release(s);
    tensor_release(x);
}

static void test_broadcast_layout(void)
{
    int n;
    int64_t out[8];
    CHECK_OK(tensor_broadcast_shapes(2, SHAPE(2, 1), 3, SHAPE(4, 1, 3), &n, out, &err));
    CHECK(n == 3 && out[0] == 4 && out[1] == 2 && out[2] == 3);
    CHECK_ERROR(tensor_broadcast_shapes(2, SHAPE(5, 3), 2, SHAPE(4, 3), &n, out, &err),
                "The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 0");
    CHECK_ERROR(tensor_broadcast_shapes(2, SHAPE(2, 3), 1, SHAPE(4), &n, out, &err),
                "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1");

    /* Outputs follow the inputs' memory order (PyTorch's strides for
     * x.t() + 1, x.t() + y, y + x.t(), x.t() + ones(1, 2)). */
    int64_t s[8];
    const int64_t *one[1] = {SHAPE(1, 3)};
    tensor_layout(2, SHAPE(3, 2), 1, one, s);
    CHECK(s[0] == 1 && s[1] == 3);
    const int64_t *two[2] = {SHAPE(1, 3), SHAPE(2, 1)};
    tensor_layout(2, SHAPE(3, 2), 2, two, s);
    CHECK(s[0] == 1 && s[1] == 3);
    const int64_t *swapped[2] = {SHAPE(2, 1), SHAPE(1, 3)};
    tensor_layout(2, SHAPE(3, 2), 2, swapped, s);
    CHECK(s[0] == 2 && s[1] == 1);
    const int64_t *bcast[2] = {SHAPE(1, 3), SHAPE(0, 1)};
    tensor_layout(2, SHAPE(3, 2), 2, bcast, s);
    CHECK(s[0] == 1 && s[1] == 3);
    const int64_t *three[1] = {SHAPE(12, 4, 1)};
    tensor_layout(3, SHAPE(2, 3, 4), 1, three, s);
    CHECK(s[0] == 12 && s[1] == 4 && s[2] == 1);
}

static void test_overlap(void)
{
    Tensor *x = HOST(DT_FLOAT32, 8), *a, *b, *c, *d;
    CHECK_OK(tensor_slice(x, 0, SHAPE(1), NULL, 1, &a, &err));
    CHECK_OK(tensor_slice(x, 0, NULL, SHAPE(7), 1, &b, &err));
    CHECK_OK(tensor_slice(x, 0, NULL, NULL, 2, &c, &err));
    CHECK_OK(tensor_slice(x, 0, SHAPE(1), NULL, 2, &d, &err));
    CHECK(tensor_overlap(a, b) == TENSOR_OVERLAP_PARTIAL);
    CHECK(tensor_overlap(x, x) == TENSOR_OVERLAP_FULL);
    CHECK(tensor_overlap(c, d) == TENSOR_OVERLAP_TOO_HARD);
    Tensor *y = HOST(DT_FLOAT32, 8);
    CHECK(tensor_overlap(x, y) == TENSOR_OVERLAP_NO);
    Tensor *lo, *hi;
    CHECK_OK(tensor_slice(x, 0, NULL, SHAPE(4), 1, &lo, &err));
    CHECK_OK(tensor_slice(x, 0, SHAPE(4), NULL, 1, &hi, &err));
    CHECK(tensor_overlap(lo, hi) == TENSOR_OVERLAP_NO);
    Tensor *xv;
    CHECK_OK(tensor_view(x, 2, SHAPE(2, 4), &xv, &err));
    CHECK(tensor_overlap(x, xv) == TENSOR_OVERLAP_PARTIAL);   /* same bytes, other strides */
    Tensor *rs[] = {a, b, c, d, y, lo, hi, xv, x};
    for (size_t i = 0; i < sizeof rs / sizeof rs[0]; i++)
        tensor_release(rs[i]);
}

static void test_promotion_rules(void)
{
    CHECK(tensor_promote_types(DT_UINT8, DT_INT8) == DT_INT16);
    CHECK(tensor_promote_types(DT_FLOAT16, DT_BFLOAT16) == DT_FLOAT32);
    CHECK(tensor_promote_types(DT_BOOL, DT_BFLOAT16) == DT_BFLOAT16);
    CHECK(tensor_promote_types(DT_INT64, DT_FLOAT16) == DT_FLOAT16);
    CHECK(tensor_promote_types(DT_UINT8, DT_INT32) == DT_INT32);
    TensorPromotion p = TENSOR_PROMOTION_INIT;
    tensor_promotion_tensor(&p, DT_INT32, 1);
    tensor_promotion_scalar(&p, DT_FLOAT64);
    CHECK(tensor_promotion_result(&p) == DT_FLOAT32);
    TensorPromotion q = TENSOR_PROMOTION_INIT;
    tensor_promotion_tensor(&q, DT_BOOL, 1);
    tensor_promotion_scalar(&q, DT_INT64);
    CHECK(tensor_promotion_result(&q) == DT_INT64);
    TensorPromotion r = TENSOR_PROMOTION_INIT;
    tensor_promotion_tensor(&r, DT_INT8, 2);
    tensor_promotion_tensor(&r, DT_INT64, 0);
    CHECK(tensor_promotion_result(&r) == DT_INT8);
    CHECK(!tensor_can_cast(DT_FLOAT32, DT_INT64) && !tensor_can_cast(DT_INT64, DT_BOOL));
    CHECK(tensor_can_cast(DT_INT16, DT_UINT8) && tensor_can_cast(DT_BOOL, DT_FLOAT16));
    CHECK(tensor_can_cast(DT_FLOAT64, DT_FLOAT16));
    CHECK(strcmp(tensor_type_name(DT_INT64), "Long") == 0);
    CHECK(strcmp(tensor_type_name(DT_UINT8), "Byte") == 0);
}

int main(void)
{
    test_creation();
    test_view_reshape();
    test_dims();
    test_expand();
    test_index();
    test_broadcast_layout();
    test_overlap();
    test_promotion_rules();
    return check_done("tensor");
}
