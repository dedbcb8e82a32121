/* tensor.h: what a tensor is, without arithmetic: refcounted storage on a
 * device or the host, strided views of it (PyTorch's view rules and error
 * messages), dimension wrapping, broadcasting, type promotion
 * (torch.result_type) and the memory-overlap rules of in-place ops.
 * Operations that move data (reshape's copy, contiguous, clone, to) are in
 * dispatch.h.
 *
 * Failing calls return false (or NULL) and fill an Error with PyTorch's
 * wording; a successful call that makes a tensor hands back a new reference
 * (refs = 1) that the caller releases with tensor_release. */
#ifndef CST_TENSOR_H
#define CST_TENSOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensor/device.h"
#include "base/dtype.h"
#include "base/error.h"

#define TENSOR_MAX_DIMS DEV_MAX_DIMS

/* Memory of one allocation, shared by every view of it. */
typedef struct Storage {
    int refs;
    void *data;                /* NULL when bytes == 0 */
    size_t bytes;
    int device;                /* -1: host memory (cpu tensors) */
    bool pinned;               /* host memory from backend->host_alloc */
    const Backend *backend;    /* frees device and pinned memory; NULL for plain host memory */
    DevStream *stream;         /* the allocation (and its free) is ordered on it; NULL on the host */
    /* Streams other than `stream` that used the memory (record_stream, or
     * work on another stream): the stream layer fills this and frees the
     * storage only after all of them are done with it. */
    DevStream **users;
    int nusers;
    int users_cap;
} Storage;

/* A strided view of a storage.  Fields are read-only outside tensor.c. */
typedef struct Tensor {
    int refs;
    Storage *storage;
    int64_t offset;                        /* elements from storage->data */
    DType dtype;
    int ndim;                              /* 0 ... TENSOR_MAX_DIMS */
    int64_t shape[TENSOR_MAX_DIMS];
    int64_t strides[TENSOR_MAX_DIMS];      /* in elements */
} Tensor;

/* ---- creation and lifetime ---- */

/* Checks a shape for a new tensor: at most TENSOR_MAX_DIMS dimensions, none
 * negative, and a byte size that fits in int64_t. */
bool tensor_check_shape(int ndim, const int64_t *shape, DType dt, Error *err);
/* A new contiguous tensor with unspecified contents: in device memory of
 * device dev (allocated on stream s; NULL: the device's default stream), or
 * in host memory when dev is -1 (be and s unused, be may be NULL). */
bool tensor_empty(const Backend *be, int dev, DevStream *s, DType dt, int ndim,
                  const int64_t *shape, Tensor **out, Error *err);
/* The same with given strides (a dense layout such as tensor_layout's). */
bool tensor_empty_strided(const Backend *be, int dev, DevStream *s, DType dt, int ndim,
                          const int64_t *shape, const int64_t *strides, Tensor **out,
                          Error *err);
/* A new tensor in pinned (page-locked) host memory, with the given
 * strides (a dense layout), or contiguous when strides is NULL. */
bool tensor_empty_pinned(const Backend *be, DType dt, int ndim, const int64_t *shape,
                         const int64_t *strides, Tensor **out, Error *err);
Tensor *tensor_retain(Tensor *t);
/* Drops a reference; the last one frees the tensor, and its storage with
 * the last tensor that uses it.  NULL is ignored. */
void tensor_release(Tensor *t);

/* ---- queries ---- */

int64_t tensor_numel(const Tensor *t);
/* -1 for the host, else the device index. */
static inline int tensor_device(const Tensor *t) { return t->storage->device; }
/* Element [0, ..., 0]. */
void *tensor_data(const Tensor *t);
/* PyTorch's is_contiguous: row-major, ignoring dimensions of size 1. */
bool tensor_is_contiguous(const Tensor *t);
/* PyTorch's is_non_overlapping_and_dense: a permutation of a contiguous layout. */
bool tensor_is_dense(const Tensor *t);
/* The strides of a new tensor laid out like t, as PyTorch's preserve_format
 * gives them (empty_like, clone, to): t's own when t is dense, else dense
 * ones in the order of t's strides (infer_dense_strides). */
void tensor_preserve_strides(const Tensor *t, int64_t *strides);
/* PyTorch's memory formats: the layouts a new tensor can be asked for. */
typedef enum MemoryFormat {
    MEM_CONTIGUOUS,        /* row-major */
    MEM_CHANNELS_LAST,     /* NHWC: C innermost, then W, H, N (4-d only) */
    MEM_CHANNELS_LAST_3D,  /* NDHWC (5-d only) */
    MEM_PRESERVE,          /* like the input: tensor_preserve_strides */
    MEM_COUNT
} MemoryFormat;
/* "contiguous_format", "channels_last", ...: its name after "torch.". */
const char *tensor_format_name(MemoryFormat f);
/* Strides of a new tensor of this shape in format f (not MEM_PRESERVE),
 * as PyTorch's empty() lays it out, or PyTorch's error for a rank the
 * format does not have ("required rank 4 tensor to use channels_last
 * format", "unsupported memory format Preserve"). */
bool tensor_format_strides(int ndim, const int64_t *shape, MemoryFormat f, int64_t *strides,
                           Error *err);
/* The same for a new tensor like t (empty_like, clone, to): MEM_PRESERVE
 * gives tensor_preserve_strides. */
bool tensor_like_strides(const Tensor *t, MemoryFormat f, int64_t *strides, Error *err);
/* t.is_contiguous(memory_format=f): channels_last asks for a 4-d tensor
 * laid out NHWC (sizes of 1 ignored), channels_last_3d a 5-d one NDHWC;
 * the other formats are tensor_is_contiguous. */
bool tensor_is_contiguous_as(const Tensor *t, MemoryFormat f);
/* PyTorch's suggest_memory_format: channels_last (channels_last_3d) when
 * a 4-d (5-d) t's strides look NHWC (NDHWC) by its heuristic, whose
 * ambiguous cases (N111, N1H1) go to contiguous; else contiguous.  to()
 * returns t itself when this is the format asked for. */
MemoryFormat tensor_suggest_format(const Tensor *t);
/* The kernel's view of t; _broadcast views t as the shape it broadcasts
 * to (stride 0 in new and expanded dimensions; the shapes must broadcast). */
void tensor_dev(const Tensor *t, DevTensor *out);
/* The kernel's view of t for an op along one dimension: a 0-d tensor is
 * seen as one element of one dimension. */
void tensor_dev_lines(const Tensor *t, DevTensor *out);
void tensor_dev_broadcast(const Tensor *t, int ndim, const int64_t *shape, DevTensor *out);

/* Names in messages: PyTorch's scalar type names ("Float", "Long"), a
 * device ("cpu", "cuda:0") and a shape ("[2, 3]"). */
const char *tensor_type_name(DType dt);
/* "torch.FloatTensor" or "torch.cuda.FloatTensor": PyTorch's legacy type
 * name of t, which some of its messages still use (expand's, embedding's). */
void tensor_legacy_type_name(const Tensor *t, char *buf, size_t n);
void tensor_device_str(int dev, char *buf, size_t n);
void tensor_shape_str(int ndim, const int64_t *shape, char *buf, size_t n);

/* ---- dimensions and views (each a new tensor sharing t's storage) ---- */

/* dim in [-ndim, ndim) (a 0-d tensor counts as 1-d, as PyTorch's
 * maybe_wrap_dim does) to [0, ndim). */
bool tensor_wrap_dim(int64_t dim, int ndim, int *out, Error *err);
Tensor *tensor_as_strided(Tensor *t, int ndim, const int64_t *shape, const int64_t *strides,
                          int64_t offset);
/* t becomes a view of src's storage in src's layout (PyTorch's t.set_(src),
 * how an out= tensor of another shape is resized): every reference to t
 * sees it.  src has t's dtype. */
void tensor_set(Tensor *t, Tensor *src);
/* Resolves one -1 in shape against numel (view/reshape's size inference). */
bool tensor_infer_shape(int ndim, const int64_t *shape, int64_t numel, int64_t *out,
                        Error *err);
/* Strides for viewing t as shape (of t's numel), or false when no view can
 * (PyTorch's computeStride). */
bool tensor_view_strides(const Tensor *t, int ndim, const int64_t *shape, int64_t *strides);
bool tensor_view(Tensor *t, int ndim, const int64_t *shape, Tensor **out, Error *err);
/* t's bytes as dtype dt (view(dtype)); PyTorch 2's checks when the sizes differ. */
bool tensor_view_dtype(Tensor *t, DType dt, Tensor **out, Error *err);
Tensor *tensor_squeeze(Tensor *t);
bool tensor_squeeze_dim(Tensor *t, int64_t dim, Tensor **out, Error *err);
bool tensor_unsqueeze(Tensor *t, int64_t dim, Tensor **out, Error *err);
bool tensor_transpose(Tensor *t, int64_t d0, int64_t d1, Tensor **out, Error *err);
bool tensor_t(Tensor *t, Tensor **out, Error *err);
bool tensor_permute(Tensor *t, int n, const int64_t *dims, Tensor **out, Error *err);
/* sizes: -1 keeps a dimension; new leading dimensions are prepended. */
bool tensor_expand(Tensor *t, int n, const int64_t *sizes, Tensor **out, Error *err);
/* t[index] along dim (negative indices count from the end). */
bool tensor_select(Tensor *t, int64_t dim, int64_t index, Tensor **out, Error *err);
/* t[start:stop:step] along dim with Python's clamping; NULL start or stop
 * is omitted; step must be positive. */
bool tensor_slice(Tensor *t, int64_t dim, const int64_t *start, const int64_t *stop,
                  int64_t step, Tensor **out, Error *err);
/* The shape flatten(start_dim, end_dim) gives (a 0-d tensor gives [1]). */
bool tensor_flatten_shape(const Tensor *t, int64_t start, int64_t end, int *ndim,
                          int64_t *shape, Error *err);

/* ---- broadcasting, layout, promotion, overlap ---- */

/* The broadcast shape of a and b, or PyTorch's size-mismatch error. */
bool tensor_broadcast_shapes(int na, const int64_t *a, int nb, const int64_t *b, int *n,
                             int64_t *out, Error *err);
/* Strides for the output of an elementwise op over inputs with these
 * (broadcast) strides: dense, in the memory order of the inputs, as
 * PyTorch's TensorIterator lays out its outputs (so x.t() + 1 is laid out
 * like x.t(), and contiguous inputs give a contiguous output). */
void tensor_layout(int ndim, const int64_t *shape, int nin, const int64_t *const *in_strides,
                   int64_t *out_strides);

DType tensor_promote_types(DType a, DType b);
/* torch.result_type over operands of three priorities: dimensioned
 * tensors, 0-d tensors, and Python scalars (bool, int: DT_INT64, float:
 * DT_FLOAT64).  DT_COUNT marks an empty group. */
typedef struct TensorPromotion {
    DType dim, zero, scalar;
} TensorPromotion;
#define TENSOR_PROMOTION_INIT {DT_COUNT, DT_COUNT, DT_COUNT}
void tensor_promotion_tensor(TensorPromotion *p, DType dt, int ndim);
void tensor_promotion_scalar(TensorPromotion *p, DType dt);
DType tensor_promotion_result(const TensorPromotion *p);
/* PyTorch's canCast: no float to integer, nothing but bool to bool. */
bool tensor_can_cast(DType from, DType to);

typedef enum TensorOverlap {
    TENSOR_OVERLAP_NO,
    TENSOR_OVERLAP_FULL,       /* the same elements in the same layout */
    TENSOR_OVERLAP_PARTIAL,
    TENSOR_OVERLAP_TOO_HARD    /* not dense: PyTorch does not decide, nor do we */
} TensorOverlap;
TensorOverlap tensor_overlap(const Tensor *a, const Tensor *b);
/* True when two elements of t share memory (an expanded view). */
bool tensor_has_internal_overlap(const Tensor *t);

#endif
