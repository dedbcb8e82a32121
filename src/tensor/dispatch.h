/* dispatch.h: running tensor operations.  The evaluator hands an OpCode
 * (kernels/ops.def) and its operands (tensors and Python scalars) to this
 * layer, which applies PyTorch's rules (devices, type promotion,
 * broadcasting, the dtypes each op accepts, in-place casting and memory
 * overlap), allocates the result and launches the kernel: on the given
 * stream of the operands' device through the Backend, or at once on the
 * host (cpu_run) when the operands are cpu tensors.
 *
 * Every call takes the backend and the stream to enqueue device work on:
 * the caller's current stream of the device the operation runs on (see
 * dispatch_device), or NULL for that device's default stream; it is
 * ignored for work on the host.  Results are new references; failures
 * return false with PyTorch's wording in err. */
#ifndef CST_DISPATCH_H
#define CST_DISPATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/device.h"
#include "tensor/tensor.h"

typedef enum OperandKind {
    OPERAND_TENSOR,
    OPERAND_BOOL,     /* Python True / False */
    OPERAND_INT,      /* Python int (in int64 range) */
    OPERAND_FLOAT     /* Python float */
} OperandKind;

/* One operand of an operation.  A 0-d cpu tensor is read on the host and
 * acts as a scalar of its dtype, so it may meet tensors of any device. */
typedef struct Operand {
    OperandKind kind;
    union {
        Tensor *t;
        bool b;
        int64_t i;
        double f;
    };
} Operand;

static inline Operand operand_tensor(Tensor *t) { return (Operand){.kind = OPERAND_TENSOR, .t = t}; }
static inline Operand operand_bool(bool b) { return (Operand){.kind = OPERAND_BOOL, .b = b}; }
static inline Operand operand_int(int64_t i) { return (Operand){.kind = OPERAND_INT, .i = i}; }
static inline Operand operand_float(double f) { return (Operand){.kind = OPERAND_FLOAT, .f = f}; }

/* The device an operation on these operands runs on (-1: the host), or
 * PyTorch's "Expected all tensors to be on the same device" error. */
bool dispatch_device(const Operand *xs, int n, int *dev, Error *err);
/* The dtype op gives for these operands (torch.result_type, then the op's
 * own rule: comparisons give bool, true division of integers float32, ...),
 * or the error PyTorch raises for operands the op does not take. */
bool dispatch_result_type(OpCode op, const Operand *xs, int n, DType *out, Error *err);
/* The dtype a Python scalar makes: bool, int64 or float32 (full's default). */
DType dispatch_scalar_dtype(Operand x);

/* Runs kernel op with arguments a on device dev: enqueued on s (NULL: the
 * device's default stream), or at once on the host when dev is -1.  For
 * the operation library's dispatchers (dispatch_reduce.h and its kin),
 * which fill OpArgs themselves. */
bool dispatch_launch(const Backend *be, DevStream *s, int dev, OpCode op, const OpArgs *a,
                     Error *err);

/* Kernels over cpu operands run at once on the host, with no backend call
 * to see them; check, when set, is asked first and may refuse (the race
 * checker: host code may touch pinned memory a stream still uses). */
void dispatch_set_host_check(bool (*check)(OpCode op, const OpArgs *a, Error *err));
/* A copy between two devices runs on the caller's stream (the source
 * device's) behind a two-way barrier with the destination device's
 * current stream, which current names (the runtime's; when unset, or
 * when it gives NULL, the destination's default stream). */
void dispatch_set_current_streams(DevStream *(*current)(int dev));

/* ---- elementwise operations (arity 1, 2 or 3 in ops.def) ---- */

/* *out = op(xs[0], ..., xs[n-1]), broadcast; at least one operand is a
 * tensor.  A parameterized op's (ops.def's params) follow its inputs. */
bool dispatch_op(const Backend *be, DevStream *s, OpCode op, const Operand *xs, int n,
                 Tensor **out, Error *err);
/* xs[0].t = op(xs[0], ..., xs[n-1]) in place (add_, x += y, ...): the
 * result must keep xs[0]'s shape and be castable to its dtype. */
bool dispatch_inplace(const Backend *be, DevStream *s, OpCode op, const Operand *xs, int n,
                      Error *err);
/* clamp(x, min=lo, max=hi); lo or hi may be NULL (not both). */
bool dispatch_clamp(const Backend *be, DevStream *s, Tensor *x, const Operand *lo,
                    const Operand *hi, Tensor **out, Error *err);

/* ---- data movement ---- */

/* t.fill_(v): v a scalar or a 0-d tensor, converted to t's dtype (PyTorch's
 * overflow check included). */
bool dispatch_fill(const Backend *be, DevStream *s, Tensor *t, Operand v, Error *err);
/* Whether the number v converts to dt as c10's checked conversion allows
 * (else PyTorch's "value cannot be converted to type int8_t without
 * overflow"), as filling a tensor of dt with it must. */
bool dispatch_fill_check(DType dt, const Operand *v, Error *err);
/* dst.copy_(src): src broadcast to dst's shape and converted to its dtype,
 * between any two devices.  s is the stream of the device involved (of the
 * source for a copy between two devices).  Unless non_blocking (honoured for
 * a pinned host destination), a copy to the host returns once the data is
 * there. */
bool dispatch_copy(const Backend *be, DevStream *s, Tensor *dst, Tensor *src,
                   bool non_blocking, Error *err);
/* The one element of device tensor t into host (dtype_size bytes), the
 * host waiting for it on s: item()'s read, with no host tensor made. */
bool dispatch_read_element(const Backend *be, DevStream *s, Tensor *t, void *host, Error *err);
/* t.to(device, dtype): t itself (another reference) when nothing changes,
 * else a copy laid out as PyTorch's preserve_format lays it
 * (tensor_preserve_strides). */
bool dispatch_to(const Backend *be, DevStream *s, Tensor *t, int dev, DType dt,
                 bool non_blocking, Tensor **out, Error *err);
/* The same with the copy laid out in format f (tensor_like_strides), or
 * the format's error. */
bool dispatch_to_format(const Backend *be, DevStream *s, Tensor *t, int dev, DType dt, MemoryFormat f,
                        bool non_blocking, Tensor **out, Error *err);
/* Every operand on one device (*dev), 0-d ones too (a kernel reads them
 * all), else PyTorch's error. */
bool dispatch_same_device(Tensor *const *ts, int n, int *dev, Error *err);
/* PyTorch's assert_no_internal_overlap for what an in-place op writes:
 * no two of t's elements in one place (an expanded t), else its error. */
bool dispatch_no_internal_overlap(const Tensor *t, Error *err);
/* PyTorch's assert_no_overlap: nothing an op reads (read) in the memory
 * it writes (written), as far as its get_overlap_status decides (dense
 * tensors only), else its error. */
bool dispatch_no_overlap(const Tensor *written, const Tensor *read, Error *err);
/* t itself when contiguous, else a contiguous copy. */
bool dispatch_contiguous(const Backend *be, DevStream *s, Tensor *t, Tensor **out, Error *err);
/* A copy laid out as PyTorch's preserve_format lays it (tensor_preserve_strides). */
bool dispatch_clone(const Backend *be, DevStream *s, Tensor *t, Tensor **out, Error *err);
/* A copy laid out in format f (tensor_like_strides), or its error. */
bool dispatch_clone_as(const Backend *be, DevStream *s, Tensor *t, MemoryFormat f, Tensor **out,
                       Error *err);
/* torch.flip: a copy laid out as dispatch_clone's with each dimension d
 * whose bit (dims >> d) is set reversed (ops.def's flip). */
bool dispatch_flip(const Backend *be, DevStream *s, Tensor *t, uint64_t dims, Tensor **out, Error *err);
/* A view when t's strides allow one, else a contiguous copy of that shape. */
bool dispatch_reshape(const Backend *be, DevStream *s, Tensor *t, int ndim,
                      const int64_t *shape, Tensor **out, Error *err);
bool dispatch_flatten(const Backend *be, DevStream *s, Tensor *t, int64_t start, int64_t end,
                      Tensor **out, Error *err);
/* A copy of a host tensor in pinned memory. */
bool dispatch_pin_memory(const Backend *be, Tensor *t, Tensor **out, Error *err);

/* ---- creation on device dev (-1: the host) ---- */

/* full(shape, value, dtype=dt); zeros and ones are full of 0 and 1. */
bool dispatch_full(const Backend *be, DevStream *s, int dev, DType dt, int ndim,
                   const int64_t *shape, Operand value, Tensor **out, Error *err);
/* arange(start, end, step, dtype=dt): dt DT_COUNT infers int64 or float32. */
bool dispatch_arange(const Backend *be, DevStream *s, int dev, DType dt, Operand start,
                     Operand end, Operand step, Tensor **out, Error *err);
/* The deprecated torch.range(start, end, step, dtype=dt): end included,
 * dt DT_COUNT the default float dtype. */
bool dispatch_range(const Backend *be, DevStream *s, int dev, DType dt, Operand start,
                    Operand end, Operand step, Tensor **out, Error *err);
bool dispatch_linspace(const Backend *be, DevStream *s, int dev, DType dt, Operand start,
                       Operand end, int64_t steps, Tensor **out, Error *err);
/* eye(n, m): pass m = n for a square matrix. */
bool dispatch_eye(const Backend *be, DevStream *s, int dev, DType dt, int64_t n, int64_t m,
                  Tensor **out, Error *err);
/* A contiguous tensor holding a copy of host data (already in dtype dt,
 * row-major): how tensor([...]) and load() reach a device. */
bool dispatch_from_host(const Backend *be, DevStream *s, int dev, DType dt, int ndim,
                        const int64_t *shape, const void *data, Tensor **out, Error *err);

#endif
