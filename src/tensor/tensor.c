/* tensor.c: tensor metadata: storage lifetime, shapes and strides, views,
 * broadcasting, output layout, type promotion and memory overlap, following
 * PyTorch's algorithms (c10/ATen) and error messages. */
#include "tensor/tensor.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/* ---- creation and lifetime ---- */

static Tensor *tensor_alloc(Storage *st, DType dt, int ndim, const int64_t *shape,
                            const int64_t *strides, int64_t offset)
{
    Tensor *t = xmalloc(sizeof *t);
    t->refs = 1;
    t->storage = st;
    t->offset = offset;
    t->dtype = dt;
    t->ndim = ndim;
    for (int d = 0; d < ndim; d++) {
        t->shape[d] = shape[d];
        t->strides[d] = strides[d];
    }
    return t;
}

static void contiguous_strides(int ndim, const int64_t *shape, int64_t *strides)
{
    int64_t s = 1;
    for (int d = ndim - 1; d >= 0; d--) {
        strides[d] = s;
        s *= shape[d] > 1 ? shape[d] : 1;
    }
}

bool tensor_check_shape(int ndim, const int64_t *shape, DType dt, Error *err)
{
    char dims[160];
    if (ndim > TENSOR_MAX_DIMS) {
        error_set(err, "tensors have at most %d dimensions, but got %d", TENSOR_MAX_DIMS, ndim);
        return false;
    }
    int64_t numel = 1;
    bool overflow = false;
    for (int d = 0; d < ndim; d++) {
        if (shape[d] < 0) {
            tensor_shape_str(ndim, shape, dims, sizeof dims);
            error_set(err, "Trying to create tensor with negative dimension %lld: %s",
                      (long long)shape[d], dims);
            return false;
        }
        overflow = overflow || __builtin_mul_overflow(numel, shape[d], &numel);
    }
    int64_t bytes;
    if (overflow || __builtin_mul_overflow(numel, (int64_t)dtype_size(dt), &bytes)) {
        tensor_shape_str(ndim, shape, dims, sizeof dims);
        error_set(err, "Storage size calculation overflowed with sizes=%s", dims);
        return false;
    }
    return true;
}

static bool storage_new(const Backend *be, int dev, DevStream *s, bool pinned, size_t bytes,
                        Storage **out, Error *err)
{
    void *data = NULL;
    if (dev >= 0) {
        if (!s)
            s = be->default_stream(dev);
        if (!be->alloc(dev, bytes, s, &data, err))
            return false;
    } else if (pinned) {
        if (!be->host_alloc(bytes, &data, err))
            return false;
    } else if (bytes > 0 && posix_memalign(&data, 64, bytes) != 0) {
        error_set(err, "DefaultCPUAllocator: not enough memory: you tried to allocate %zu bytes.",
                  bytes);
        return false;
    }
    Storage *st = xcalloc(1, sizeof *st);
    st->refs = 1;
    st->data = data;
    st->bytes = bytes;
    st->device = dev;
    st->pinned = pinned;
    st->backend = dev >= 0 || pinned ? be : NULL;
    st->stream = dev >= 0 ? s : NULL;
    *out = st;
    return true;
}

static void storage_release(Storage *st)
{
    if (--st->refs > 0)
        return;
    if (st->device >= 0)
        st->backend->free(st->device, st->data, st->stream);
    else if (st->pinned)
        st->backend->host_free(st->data);
    else
        free(st->data);
    free(st->users);
    free(st);
}

static bool empty_in(const Backend *be, int dev, DevStream *s, bool pinned, DType dt,
                     int ndim, const int64_t *shape, const int64_t *strides, Tensor **out,
                     Error *err)
{
    int64_t span = 1;   /* elements from the first to one past the last */
    for (int d = 0; d < ndim; d++) {
        if (shape[d] == 0)
            span = 0;
    }
    for (int d = 0; d < ndim && span > 0; d++)
        span += (shape[d] - 1) * strides[d];
    Storage *st;
    if (!storage_new(be, dev, s, pinned, (size_t)span * dtype_size(dt), &st, err))
        return false;
    *out = tensor_alloc(st, dt, ndim, shape, strides, 0);
    return true;
}

bool tensor_empty(const Backend *be, int dev, DevStream *s, DType dt, int ndim,
                  const int64_t *shape, Tensor **out, Error *err)
{
    int64_t strides[TENSOR_MAX_DIMS];
    if (!tensor_check_shape(ndim, shape, dt, err))
        return false;
    contiguous_strides(ndim, shape, strides);
    return empty_in(be, dev, s, false, dt, ndim, shape, strides, out, err);
}

bool tensor_empty_strided(const Backend *be, int dev, DevStream *s, DType dt, int ndim,
                          const int64_t *shape, const int64_t *strides, Tensor **out,
                          Error *err)
{
    return tensor_check_shape(ndim, shape, dt, err) &&
           empty_in(be, dev, s, false, dt, ndim, shape, strides, out, err);
}

bool tensor_empty_pinned(const Backend *be, DType dt, int ndim, const int64_t *shape,
                         const int64_t *strides, Tensor **out, Error *err)
{
    int64_t contiguous[TENSOR_MAX_DIMS];
    if (!tensor_check_shape(ndim, shape, dt, err))
        return false;
    if (!strides) {
        contiguous_strides(ndim, shape, contiguous);
        strides = contiguous;
    }
    return empty_in(be, -1, NULL, true, dt, ndim, shape, strides, out, err);
}

Tensor *tensor_retain(Tensor *t)
{
    t->refs++;
    return t;
}

void tensor_release(Tensor *t)
{
    if (!t || --t->refs > 0)
        return;
    storage_release(t->storage);
    free(t);
}

Tensor *tensor_as_strided(Tensor *t, int ndim, const int64_t *shape, const int64_t *strides,
                          int64_t offset)
{
    t->storage->refs++;
    return tensor_alloc(t->storage, t->dtype, ndim, shape, strides, offset);
}

void tensor_set(Tensor *t, Tensor *src)
{
    src->storage->refs++;
    storage_release(t->storage);
    t->storage = src->storage;
    t->offset = src->offset;
    t->ndim = src->ndim;
    for (int d = 0; d < src->ndim; d++) {
        t->shape[d] = src->shape[d];
        t->strides[d] = src->strides[d];
    }
}

/* ---- queries ---- */

int64_t tensor_numel(const Tensor *t)
{
    int64_t n = 1;
    for (int d = 0; d < t->ndim; d++)
        n *= t->shape[d];
    return n;
}

void *tensor_data(const Tensor *t)
{
    if (!t->storage->data)
        return NULL;
    return (char *)t->storage->data + t->offset * (int64_t)dtype_size(t->dtype);
}

bool tensor_is_contiguous(const Tensor *t)
{
    if (tensor_numel(t) == 0)
        return true;
    int64_t expected = 1;
    for (int d = t->ndim - 1; d >= 0; d--) {
        if (t->shape[d] == 1)
            continue;
        if (t->strides[d] != expected)
            return false;
        expected *= t->shape[d];
    }
    return true;
}

bool tensor_is_dense(const Tensor *t)
{
    if (t->ndim == 1)
        return t->shape[0] < 2 || t->strides[0] == 1;
    /* Dimensions by increasing stride, those of size < 2 last. */
    int perm[TENSOR_MAX_DIMS];
    for (int d = 0; d < t->ndim; d++)
        perm[d] = d;
    for (int i = 1; i < t->ndim; i++) {
        for (int j = i; j > 0; j--) {
            int a = perm[j - 1], b = perm[j];
            bool b_first = t->shape[a] < 2 ? t->shape[b] >= 2
                                           : t->shape[b] >= 2 && t->strides[b] < t->strides[a];
            if (!b_first)
                break;
            perm[j - 1] = b;
            perm[j] = a;
        }
    }
    int64_t want = 1;
    for (int i = 0; i < t->ndim; i++) {
        int d = perm[i];
        if (t->shape[d] < 2)
            return true;
        if (t->strides[d] != want)
            return false;
        want *= t->shape[d];
    }
    return true;
}

void tensor_preserve_strides(const Tensor *t, int64_t *strides)
{
    if (tensor_is_dense(t)) {
        memcpy(strides, t->strides, (size_t)t->ndim * sizeof *strides);
        return;
    }
    /* Dimensions innermost first: a stable insertion sort by stride from
     * the contiguous order, TensorIterator's; a stride of 0 leaves two
     * dimensions as they are, and of equal strides the larger size goes
     * outside. */
    int perm[TENSOR_MAX_DIMS];
    for (int i = 0; i < t->ndim; i++)
        perm[i] = t->ndim - 1 - i;
    for (int i = 1; i < t->ndim; i++) {
        int d1 = i;
        for (int d0 = i - 1; d0 >= 0; d0--) {
            int64_t s0 = t->strides[perm[d0]], s1 = t->strides[perm[d1]];
            int cmp = s0 == 0 || s1 == 0 ? 0
                      : s0 != s1         ? (s0 < s1 ? -1 : 1)
                                         : t->shape[perm[d0]] > t->shape[perm[d1]];
            if (cmp < 0)
                break;
            if (cmp > 0) {
                int tmp = perm[d0];
                perm[d0] = perm[d1];
                perm[d1] = tmp;
                d1 = d0;
            }
        }
    }
    int64_t stride = 1;
    for (int i = 0; i < t->ndim; i++) {
        strides[perm[i]] = stride;
        if (t->shape[perm[i]] > 1)
            stride *= t->shape[perm[i]];
    }
}

/* ---- memory formats ---- */

/* The dimensions of a channels-last layout, innermost first (NHWC and
 * NDHWC), and the rank each needs. */
static const int cl_order[] = {1, 3, 2, 0}, cl3d_order[] = {1, 4, 3, 2, 0};

static const int *channels_order(MemoryFormat f, int *rank)
{
    *rank = f == MEM_CHANNELS_LAST ? 4 : 5;
    return f == MEM_CHANNELS_LAST ? cl_order : cl3d_order;
}

const char *tensor_format_name(MemoryFormat f)
{
    static const char *const names[] = {"contiguous_format", "channels_last", "channels_last_3d",
                                        "preserve_format"};
    return names[f];
}

bool tensor_format_strides(int ndim, const int64_t *shape, MemoryFormat f, int64_t *strides,
                           Error *err)
{
    if (f == MEM_CONTIGUOUS) {
        contiguous_strides(ndim, shape, strides);
        return true;
    }
    if (f == MEM_PRESERVE) {
        error_set(err, "unsupported memory format Preserve");
        return false;
    }
    int rank;
    const int *order = channels_order(f, &rank);
    if (ndim != rank) {
        error_set(err, "required rank %d tensor to use %s format", rank, tensor_format_name(f));
        return false;
    }
    /* PyTorch's get_channels_last_strides: plain products, so that a size
     * of 0 gives strides of 0 outside it. */
    int64_t s = 1;
    for (int i = 0; i < rank; i++) {
        strides[order[i]] = s;
        s *= shape[order[i]];
    }
    return true;
}

bool tensor_like_strides(const Tensor *t, MemoryFormat f, int64_t *strides, Error *err)
{
    if (f != MEM_PRESERVE)
        return tensor_format_strides(t->ndim, t->shape, f, strides, err);
    tensor_preserve_strides(t, strides);
    return true;
}

bool tensor_is_contiguous_as(const Tensor *t, MemoryFormat f)
{
    if (f != MEM_CHANNELS_LAST && f != MEM_CHANNELS_LAST_3D)
        return tensor_is_contiguous(t);
    int rank;
    const int *order = channels_order(f, &rank);
    if (t->ndim != rank)
        return false;
    int64_t expected = 1;
    for (int i = 0; i < rank; i++) {
        int d = order[i];
        if (t->shape[d] == 1)
            continue;
        if (t->strides[d] != expected)
            return false;
        expected *= t->shape[d];
    }
    return true;
}

/* is_channels_last_strides_2d/3d: strides growing in NHWC (NDHWC) order,
 * with PyTorch's tie-breaks for dimensions of size 1. */
static bool strides_like(const Tensor *t, MemoryFormat f)
{
    int rank;
    const int *order = channels_order(f, &rank);
    if (t->ndim != rank || t->strides[1] == 0)
        return false;
    int64_t min = 0;
    for (int i = 0; i < rank; i++) {
        int d = order[i];
        if (t->shape[d] == 0 || t->strides[d] < min)
            return false;
        /* N111 with equal strides is taken for contiguous. */
        if (d == 0 && min == t->strides[1])
            return false;
        min = t->strides[d] * (t->shape[d] > 1 ? t->shape[d] : 1);
    }
    return true;
}

MemoryFormat tensor_suggest_format(const Tensor *t)
{
    if (strides_like(t, MEM_CHANNELS_LAST))
        return MEM_CHANNELS_LAST;
    if (strides_like(t, MEM_CHANNELS_LAST_3D))
        return MEM_CHANNELS_LAST_3D;
    return MEM_CONTIGUOUS;
}

void tensor_dev(const Tensor *t, DevTensor *out)
{
    tensor_dev_broadcast(t, t->ndim, t->shape, out);
}

void tensor_dev_lines(const Tensor *t, DevTensor *out)
{
    tensor_dev(t, out);
    if (out->ndim == 0) {
        out->ndim = 1;
        out->shape[0] = 1;
        out->strides[0] = 1;
    }
}

void tensor_dev_broadcast(const Tensor *t, int ndim, const int64_t *shape, DevTensor *out)
{
    memset(out, 0, sizeof *out);
    out->data = tensor_data(t);
    out->dtype = t->dtype;
    out->ndim = ndim;
    for (int d = 0; d < ndim; d++) {
        int sd = d - (ndim - t->ndim);
        out->shape[d] = shape[d];
        out->strides[d] = sd >= 0 && t->shape[sd] == shape[d] ? t->strides[sd] : 0;
    }
}

const char *tensor_type_name(DType dt)
{
    static const char *const names[DT_COUNT] = {
        "Bool", "Byte", "Char", "Short", "Int", "Long", "Half", "BFloat16", "Float", "Double",
    };
    return names[dt];
}

void tensor_device_str(int dev, char *buf, size_t n)
{
    if (dev < 0)
        snprintf(buf, n, "cpu");
    else
        snprintf(buf, n, "cuda:%d", dev);
}

void tensor_shape_str(int ndim, const int64_t *shape, char *buf, size_t n)
{
    Buf b = BUF_INIT;
    buf_putc(&b, '[');
    for (int d = 0; d < ndim; d++)
        buf_printf(&b, "%s%lld", d ? ", " : "", (long long)shape[d]);
    buf_putc(&b, ']');
    snprintf(buf, n, "%s", buf_cstr(&b));
    buf_free(&b);
}

/* ---- dimensions and views ---- */

bool tensor_wrap_dim(int64_t dim, int ndim, int *out, Error *err)
{
    int64_t n = ndim > 0 ? ndim : 1;
    if (dim < -n || dim >= n) {
        error_set_as(err, ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                     (long long)-n, (long long)(n - 1), (long long)dim);
        return false;
    }
    *out = (int)(dim < 0 ? dim + n : dim);
    return true;
}

bool tensor_infer_shape(int ndim, const int64_t *shape, int64_t numel, int64_t *out,
                        Error *err)
{
    char dims[160];
    int infer = -1;
    int64_t known = 1;
    bool overflow = false;
    if (ndim > TENSOR_MAX_DIMS) {
        error_set(err, "tensors have at most %d dimensions, but got %d", TENSOR_MAX_DIMS, ndim);
        return false;
    }
    for (int d = 0; d < ndim; d++) {
        out[d] = shape[d];
        if (shape[d] == -1) {
            if (infer >= 0) {
                error_set(err, "only one dimension can be inferred");
                return false;
            }
            infer = d;
        } else if (shape[d] >= 0) {
            overflow = overflow || __builtin_mul_overflow(known, shape[d], &known);
        } else {
            error_set(err, "invalid shape dimension %lld", (long long)shape[d]);
            return false;
        }
    }
    if (!overflow && (numel == known || (infer >= 0 && known > 0 && numel % known == 0))) {
        if (infer >= 0 && known == 0) {
            tensor_shape_str(ndim, shape, dims, sizeof dims);
            error_set(err, "cannot reshape tensor of 0 elements into shape %s because the "
                           "unspecified dimension size -1 can be any value and is ambiguous", dims);
            return false;
        }
        if (infer >= 0)
            out[infer] = numel / known;
        return true;
    }
    tensor_shape_str(ndim, shape, dims, sizeof dims);
    error_set(err, "shape '%s' is invalid for input of size %lld", dims, (long long)numel);
    return false;
}

bool tensor_view_strides(const Tensor *t, int ndim, const int64_t *shape, int64_t *strides)
{
    int64_t numel = tensor_numel(t);
    if (t->ndim == 0) {
        for (int d = 0; d < ndim; d++)
            strides[d] = 1;
        return true;
    }
    if (numel == 0) {
        bool same = ndim == t->ndim;
        for (int d = 0; d < ndim && same; d++)
            same = shape[d] == t->shape[d];
        if (same) {
            memcpy(strides, t->strides, (size_t)ndim * sizeof *strides);
            return true;
        }
        contiguous_strides(ndim, shape, strides);
        return true;
    }
    /* Walk t's dimensions from the innermost, in chunks of dimensions that
     * are contiguous with each other; each chunk must be cut into whole
     * dimensions of the new shape. */
    int view_d = ndim - 1;
    int64_t chunk_base_stride = t->strides[t->ndim - 1];
    int64_t tensor_numel = 1, view_numel = 1;
    for (int tensor_d = t->ndim - 1; tensor_d >= 0; tensor_d--) {
        tensor_numel *= t->shape[tensor_d];
        if (tensor_d == 0 || (t->shape[tensor_d - 1] != 1 &&
                              t->strides[tensor_d - 1] != tensor_numel * chunk_base_stride)) {
            while (view_d >= 0 && (view_numel < tensor_numel || shape[view_d] == 1)) {
                strides[view_d] = view_numel * chunk_base_stride;
                view_numel *= shape[view_d];
                view_d--;
            }
            if (view_numel != tensor_numel)
                return false;
            if (tensor_d > 0) {
                chunk_base_stride = t->strides[tensor_d - 1];
                tensor_numel = 1;
                view_numel = 1;
            }
        }
    }
    return view_d == -1;
}

bool tensor_view(Tensor *t, int ndim, const int64_t *shape, Tensor **out, Error *err)
{
    int64_t sizes[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    if (!tensor_infer_shape(ndim, shape, tensor_numel(t), sizes, err))
        return false;
    if (!tensor_view_strides(t, ndim, sizes, strides)) {
        error_set(err, "view size is not compatible with input tensor's size and stride (at "
                       "least one dimension spans across two contiguous subspaces). Use "
                       ".reshape(...) instead.");
        return false;
    }
    *out = tensor_as_strided(t, ndim, sizes, strides, t->offset);
    return true;
}

/* Why view(dtype) cannot reinterpret t's bytes as dt, as PyTorch 2's
 * view_dtype words it, or false when it can: elements of another size
 * regroup the last dimension, which must be dense, and a wider dtype needs
 * every stride, the last size and the offset to be whole multiples. */
static bool view_dtype_refused(const Tensor *t, DType dt, Error *err)
{
    size_t from = dtype_size(t->dtype), to = dtype_size(dt);
    char what[64];
    snprintf(what, sizeof what, "to view %s as %s (different element sizes)", tensor_type_name(t->dtype),
             tensor_type_name(dt));
    int last = t->ndim - 1;
    if (t->ndim == 0)
        return error_set(err, "self.dim() cannot be 0 %s", what), true;
    if (t->strides[last] != 1)
        return error_set(err, "self.stride(-1) must be 1 %s, but got %lld", what, (long long)t->strides[last]), true;
    if (from > to)
        return false;
    int64_t ratio = (int64_t)(to / from);
    if (t->shape[last] % ratio)
        return error_set(err, "self.size(-1) must be divisible by %lld %s, but got %lld", (long long)ratio, what,
                         (long long)t->shape[last]), true;
    if (t->offset % ratio)
        return error_set(err, "self.storage_offset() must be divisible by %lld %s, but got %lld", (long long)ratio,
                         what, (long long)t->offset), true;
    for (int d = 0; d < last; d++)
        if (t->strides[d] % ratio)
            return error_set(err, "self.stride(%d) must be divisible by %lld %s, but got %lld", d, (long long)ratio,
                             what, (long long)t->strides[d]), true;
    return false;
}

bool tensor_view_dtype(Tensor *t, DType dt, Tensor **out, Error *err)
{
    size_t from = dtype_size(t->dtype), to = dtype_size(dt);
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    memcpy(shape, t->shape, sizeof shape);
    memcpy(strides, t->strides, sizeof strides);
    int64_t offset = t->offset;
    if (from != to) {
        if (view_dtype_refused(t, dt, err))
            return false;
        /* Offsets and strides count elements: rescale them to dt's. */
        int last = t->ndim - 1;
        for (int d = 0; d < last; d++)
            strides[d] = strides[d] * (int64_t)from / (int64_t)to;
        shape[last] = shape[last] * (int64_t)from / (int64_t)to;
        offset = offset * (int64_t)from / (int64_t)to;
    }
    t->storage->refs++;
    *out = tensor_alloc(t->storage, dt, t->ndim, shape, strides, offset);
    return true;
}

/* t without dimension d (drop >= 0), or with every size-1 dimension
 * dropped (drop == -1). */
static Tensor *drop_dims(Tensor *t, int drop)
{
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int n = 0;
    for (int d = 0; d < t->ndim; d++) {
        if (drop >= 0 ? d == drop : t->shape[d] == 1)
            continue;
        shape[n] = t->shape[d];
        strides[n] = t->strides[d];
        n++;
    }
    return tensor_as_strided(t, n, shape, strides, t->offset);
}

static Tensor *alias(Tensor *t)
{
    return tensor_as_strided(t, t->ndim, t->shape, t->strides, t->offset);
}

Tensor *tensor_squeeze(Tensor *t)
{
    return drop_dims(t, -1);
}

bool tensor_squeeze_dim(Tensor *t, int64_t dim, Tensor **out, Error *err)
{
    int d;
    if (!tensor_wrap_dim(dim, t->ndim, &d, err))
        return false;
    *out = t->ndim > 0 && t->shape[d] == 1 ? drop_dims(t, d) : alias(t);
    return true;
}

bool tensor_unsqueeze(Tensor *t, int64_t dim, Tensor **out, Error *err)
{
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int d;
    if (!tensor_wrap_dim(dim, t->ndim + 1, &d, err))
        return false;
    if (t->ndim + 1 > TENSOR_MAX_DIMS)
        return tensor_check_shape(t->ndim + 1, t->shape, t->dtype, err);
    for (int i = 0, j = 0; i <= t->ndim; i++) {
        if (i == d) {
            shape[i] = 1;
            strides[i] = d < t->ndim ? t->shape[d] * t->strides[d] : 1;
        } else {
            shape[i] = t->shape[j];
            strides[i] = t->strides[j];
            j++;
        }
    }
    *out = tensor_as_strided(t, t->ndim + 1, shape, strides, t->offset);
    return true;
}

bool tensor_transpose(Tensor *t, int64_t d0, int64_t d1, Tensor **out, Error *err)
{
    int a, b;
    if (!tensor_wrap_dim(d0, t->ndim, &a, err) || !tensor_wrap_dim(d1, t->ndim, &b, err))
        return false;
    Tensor *r = alias(t);
    if (t->ndim > 0) {
        r->shape[a] = t->shape[b];
        r->shape[b] = t->shape[a];
        r->strides[a] = t->strides[b];
        r->strides[b] = t->strides[a];
    }
    *out = r;
    return true;
}

bool tensor_t(Tensor *t, Tensor **out, Error *err)
{
    if (t->ndim > 2) {
        error_set(err, "t() expects a tensor with <= 2 dimensions, but self is %dD", t->ndim);
        return false;
    }
    if (t->ndim < 2) {
        *out = alias(t);
        return true;
    }
    return tensor_transpose(t, 0, 1, out, err);
}

bool tensor_permute(Tensor *t, int n, const int64_t *dims, Tensor **out, Error *err)
{
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    bool seen[TENSOR_MAX_DIMS] = {false};
    if (n != t->ndim) {
        error_set(err, "permute(sparse_coo): number of dimensions in the tensor input does not "
                       "match the length of the desired ordering of dimensions i.e. input.dim() "
                       "= %d is not equal to len(dims) = %d", t->ndim, n);
        return false;
    }
    for (int i = 0; i < n; i++) {
        int d;
        if (!tensor_wrap_dim(dims[i], t->ndim, &d, err))
            return false;
        if (seen[d]) {
            error_set(err, "permute(): duplicate dims are not allowed.");
            return false;
        }
        seen[d] = true;
        shape[i] = t->shape[d];
        strides[i] = t->strides[d];
    }
    *out = tensor_as_strided(t, n, shape, strides, t->offset);
    return true;
}

void tensor_legacy_type_name(const Tensor *t, char *buf, size_t n)
{
    snprintf(buf, n, "torch.%s%sTensor", tensor_device(t) >= 0 ? "cuda." : "",
             tensor_type_name(t->dtype));
}

bool tensor_expand(Tensor *t, int n, const int64_t *sizes, Tensor **out, Error *err)
{
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    char want[160], have[160], type[40];
    if (n < t->ndim) {
        tensor_shape_str(n, sizes, want, sizeof want);
        tensor_shape_str(t->ndim, t->shape, have, sizeof have);
        tensor_legacy_type_name(t, type, sizeof type);
        error_set(err, "expand(%s{%s}, size=%s): the number of sizes provided (%d) must be "
                       "greater or equal to the number of dimensions in the tensor (%d)",
                  type, have, want, n, t->ndim);
        return false;
    }
    if (n > TENSOR_MAX_DIMS)
        return tensor_check_shape(n, sizes, t->dtype, err);
    for (int i = n - 1; i >= 0; i--) {
        int d = t->ndim - (n - i);
        int64_t size = d >= 0 ? t->shape[d] : 1;
        int64_t stride = d >= 0 ? t->strides[d] : i + 1 < n ? shape[i + 1] * strides[i + 1] : 1;
        int64_t target = sizes[i];
        if (target == -1) {
            if (d < 0) {
                error_set(err, "The expanded size of the tensor (-1) isn't allowed in a leading, "
                               "non-existing dimension %d", i);
                return false;
            }
            target = size;
        }
        if (size != target) {
            if (size != 1) {
                tensor_shape_str(n, sizes, want, sizeof want);
                tensor_shape_str(t->ndim, t->shape, have, sizeof have);
                error_set(err, "The expanded size of the tensor (%lld) must match the existing "
                               "size (%lld) at non-singleton dimension %d.  Target sizes: %s.  "
                               "Tensor sizes: %s",
                          (long long)target, (long long)size, i, want, have);
                return false;
            }
            size = target;
            stride = 0;
        }
        shape[i] = size;
        strides[i] = stride;
    }
    if (!tensor_check_shape(n, shape, t->dtype, err))
        return false;
    *out = tensor_as_strided(t, n, shape, strides, t->offset);
    return true;
}

static bool zero_dim_index(const Tensor *t, Error *err)
{
    if (t->ndim > 0)
        return true;
    error_set_as(err, ERR_INDEX, "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or "
                 "`tensor.item<T>()` in C++ to convert a 0-dim tensor to a number");
    return false;
}

bool tensor_select(Tensor *t, int64_t dim, int64_t index, Tensor **out, Error *err)
{
    int d;
    if (!zero_dim_index(t, err) || !tensor_wrap_dim(dim, t->ndim, &d, err))
        return false;
    int64_t size = t->shape[d];
    if (index < -size || index >= size) {
        error_set_as(err, ERR_INDEX, "index %lld is out of bounds for dimension %d with size %lld",
                     (long long)index, d, (long long)size);
        return false;
    }
    if (index < 0)
        index += size;
    Tensor *r = drop_dims(t, d);
    r->offset = t->offset + index * t->strides[d];
    *out = r;
    return true;
}

bool tensor_slice(Tensor *t, int64_t dim, const int64_t *start, const int64_t *stop,
                  int64_t step, Tensor **out, Error *err)
{
    int d;
    if (!zero_dim_index(t, err) || !tensor_wrap_dim(dim, t->ndim, &d, err))
        return false;
    if (step == 0) {
        error_set_as(err, ERR_VALUE, "slice step cannot be zero");
        return false;
    }
    if (step < 0) {
        error_set_as(err, ERR_VALUE, "step must be greater than zero");
        return false;
    }
    int64_t size = t->shape[d];
    int64_t lo = start ? *start : 0, hi = stop ? *stop : size;
    if (lo < 0)
        lo += size;
    if (hi < 0)
        hi += size;
    lo = lo < 0 ? 0 : lo > size ? size : lo;
    hi = hi < lo ? lo : hi > size ? size : hi;
    Tensor *r = alias(t);
    r->offset = t->offset + lo * t->strides[d];
    r->shape[d] = (hi - lo + step - 1) / step;
    r->strides[d] = t->strides[d] * step;
    *out = r;
    return true;
}

bool tensor_flatten_shape(const Tensor *t, int64_t start, int64_t end, int *ndim,
                          int64_t *shape, Error *err)
{
    int s, e;
    if (!tensor_wrap_dim(start, t->ndim, &s, err) || !tensor_wrap_dim(end, t->ndim, &e, err))
        return false;
    if (s > e) {
        error_set(err, "flatten() has invalid args: start_dim cannot come after end_dim");
        return false;
    }
    if (t->ndim == 0) {
        *ndim = 1;
        shape[0] = 1;
        return true;
    }
    int n = 0;
    for (int d = 0; d < s; d++)
        shape[n++] = t->shape[d];
    int64_t merged = 1;
    for (int d = s; d <= e; d++)
        merged *= t->shape[d];
    shape[n++] = merged;
    for (int d = e + 1; d < t->ndim; d++)
        shape[n++] = t->shape[d];
    *ndim = n;
    return true;
}

/* ---- broadcasting and layout ---- */

bool tensor_broadcast_shapes(int na, const int64_t *a, int nb, const int64_t *b, int *n,
                             int64_t *out, Error *err)
{
    int nd = na > nb ? na : nb;
    if (nd > TENSOR_MAX_DIMS) {
        error_set(err, "tensors have at most %d dimensions, but got %d", TENSOR_MAX_DIMS, nd);
        return false;
    }
    for (int i = nd - 1; i >= 0; i--) {
        int da = na - (nd - i), db = nb - (nd - i);
        int64_t sa = da >= 0 ? a[da] : 1, sb = db >= 0 ? b[db] : 1;
        if (sa != sb && sa != 1 && sb != 1) {
            error_set(err, "The size of tensor a (%lld) must match the size of tensor b (%lld) "
                           "at non-singleton dimension %d", (long long)sa, (long long)sb, i);
            return false;
        }
        out[i] = sa == 1 ? sb : sa;
    }
    *n = nd;
    return true;
}

void tensor_layout(int ndim, const int64_t *shape, int nin, const int64_t *const *in_strides,
                   int64_t *out_strides)
{
    /* TensorIterator's reorder_dimensions: perm[0] is the fastest-moving
     * dimension.  Dimensions are sorted by the inputs' strides, the first
     * input with a strict preference deciding; broadcast (stride 0)
     * dimensions have no say; equal strides go by size. */
    int perm[TENSOR_MAX_DIMS];
    for (int i = 0; i < ndim; i++)
        perm[i] = ndim - 1 - i;
    for (int i = 1; i < ndim; i++) {
        int d1 = i;
        for (int d0 = i - 1; d0 >= 0; d0--) {
            int a = perm[d0], b = perm[d1], cmp = 0;
            for (int k = 0; k < nin && cmp == 0; k++) {
                int64_t s0 = in_strides[k][a], s1 = in_strides[k][b];
                if (s0 == 0 || s1 == 0)
                    continue;
                if (s0 != s1)
                    cmp = s0 < s1 ? -1 : 1;
                else if (shape[a] > shape[b])
                    cmp = 1;
            }
            if (cmp > 0) {
                perm[d0] = b;
                perm[d1] = a;
                d1 = d0;
            } else if (cmp < 0) {
                break;
            }
        }
    }
    int64_t s = 1;
    for (int i = 0; i < ndim; i++) {
        out_strides[perm[i]] = s;
        s *= shape[perm[i]] > 1 ? shape[perm[i]] : 1;
    }
}

/* ---- type promotion ---- */

DType tensor_promote_types(DType a, DType b)
{
    if (a == b)
        return a;
    if (a == DT_BOOL)
        return b;
    if (b == DT_BOOL)
        return a;
    bool fa = dtype_is_float(a), fb = dtype_is_float(b);
    if (fa != fb)
        return fa ? a : b;
    if (fa) {
        /* float16 and bfloat16 meet in float32; otherwise the wider wins. */
        if (dtype_size(a) == dtype_size(b))
            return DT_FLOAT32;
        return dtype_size(a) > dtype_size(b) ? a : b;
    }
    /* uint8 and int8 meet in int16; uint8 with a wider int is that int. */
    if (dtype_size(a) == dtype_size(b))
        return DT_INT16;
    return dtype_size(a) > dtype_size(b) ? a : b;
}

static DType promote_skip_none(DType a, DType b)
{
    if (a == DT_COUNT)
        return b;
    if (b == DT_COUNT)
        return a;
    return tensor_promote_types(a, b);
}

void tensor_promotion_tensor(TensorPromotion *p, DType dt, int ndim)
{
    if (ndim > 0)
        p->dim = promote_skip_none(p->dim, dt);
    else
        p->zero = promote_skip_none(p->zero, dt);
}

void tensor_promotion_scalar(TensorPromotion *p, DType dt)
{
    /* A Python float counts as the default dtype. */
    p->scalar = promote_skip_none(p->scalar, dtype_is_float(dt) ? dtype_default_float() : dt);
}

/* c10's combine_categories: the higher-priority group decides unless the
 * lower one is of a higher category (bool < integer < float). */
static DType combine(DType higher, DType lower)
{
    if (higher != DT_COUNT && dtype_is_float(higher))
        return higher;
    if (higher == DT_BOOL || (lower != DT_COUNT && dtype_is_float(lower)))
        return promote_skip_none(higher, lower);
    return higher != DT_COUNT ? higher : lower;
}

DType tensor_promotion_result(const TensorPromotion *p)
{
    return combine(p->dim, combine(p->zero, p->scalar));
}

bool tensor_can_cast(DType from, DType to)
{
    if (dtype_is_float(from) && dtype_is_int(to))
        return false;
    return from == DT_BOOL || to != DT_BOOL;
}

/* ---- memory overlap ---- */

TensorOverlap tensor_overlap(const Tensor *a, const Tensor *b)
{
    if (a == b)
        return TENSOR_OVERLAP_FULL;
    int64_t na = tensor_numel(a), nb = tensor_numel(b);
    if (na == 0 || nb == 0)
        return TENSOR_OVERLAP_NO;
    if (!tensor_is_dense(a) || !tensor_is_dense(b))
        return TENSOR_OVERLAP_TOO_HARD;
    if (a->storage != b->storage)
        return TENSOR_OVERLAP_NO;
    const char *a0 = tensor_data(a), *b0 = tensor_data(b);
    const char *a1 = a0 + na * (int64_t)dtype_size(a->dtype);
    const char *b1 = b0 + nb * (int64_t)dtype_size(b->dtype);
    if (a0 == b0 && a1 == b1) {
        bool same = a->ndim == b->ndim;
        for (int d = 0; d < a->ndim && same; d++)
            same = a->strides[d] == b->strides[d];
        return same ? TENSOR_OVERLAP_FULL : TENSOR_OVERLAP_PARTIAL;
    }
    return a0 < b1 && b0 < a1 ? TENSOR_OVERLAP_PARTIAL : TENSOR_OVERLAP_NO;
}

bool tensor_has_internal_overlap(const Tensor *t)
{
    for (int d = 0; d < t->ndim; d++) {
        if (t->shape[d] > 1 && t->strides[d] == 0)
            return true;
    }
    return false;
}
