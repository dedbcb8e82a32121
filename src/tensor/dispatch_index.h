/* dispatch_index.h: gather and scatter along one dimension, the kernels
 * behind gather, index_select, take, take_along_dim, embedding, scatter,
 * scatter_add and index_add; index and index_put, behind advanced
 * indexing and index_put(_); and search, behind searchsorted and
 * bucketize.  The caller has checked the shapes and
 * dtypes and that every index lies in [0, size) (values/tensor_index.c,
 * with PyTorch's messages); here only the devices are.  Conventions as in
 * dispatch.h. */
#ifndef CST_DISPATCH_INDEX_H
#define CST_DISPATCH_INDEX_H

#include <stdbool.h>

#include "tensor/dispatch.h"

/* *out, of index's shape and src's dtype: src at each position, its
 * coordinate along dim taken from the int64 index.  With a check (not
 * NULL: deferred_index_fused's record), the kernel also checks the index
 * against [0, src's size along dim) as it reads it: check[2] and
 * check[3] as bounds' record has them (a position of the first element
 * outside, in row-major order, and that element; left as they are when
 * none is), where check[0] and check[1] may be written or not. */
bool dispatch_gather(const Backend *be, DevStream *s, Tensor *src, int dim, Tensor *index, int64_t *check,
                     Tensor **out, Error *err);
/* self at each position of the int64 index, its coordinate along dim
 * replaced by the index, set to src at that position, or src folded into
 * it by mode (src has self's dtype and at least index's sizes); lines
 * along dim in order, so the last of equal indices wins and folds take
 * their sources in order.  check as gather's, against [0, self's size
 * along dim). */
bool dispatch_scatter(const Backend *be, DevStream *s, Tensor *self, int dim, Tensor *index, Tensor *src,
                      ScatterMode mode, int64_t *check, Error *err);
/* nll_loss's rows of the [N, C] log-probabilities x (a float dtype) and
 * the int64 targets [N], weighted by weight [C] (x's dtype) or not: *loss
 * [N] in x's dtype, each row's target's log-probability negated (times
 * its weight), and *count [N], its weight, both 0 for a row whose target
 * is ignore or outside [0, C); without weights, *count is 0-d, the int64
 * count of the other rows.  check (not
 * NULL: deferred_own_begin's record) as gather's, of the targets against
 * [0, C), ignore skipped. */
bool dispatch_nll(const Backend *be, DevStream *s, Tensor *x, Tensor *target, Tensor *weight, int64_t ignore,
                  int64_t *check, Tensor **loss, Tensor **count, Error *err);
/* One index tensor of advanced indexing, int64: each element, plus size
 * when it is negative and size is not 0, times stride is an offset in
 * elements of the view (an element outside [-size, size) gives none).
 * With a check (deferred_index_fused's record; at most INDEX_CHECKS terms
 * of an index have one), the index kernel checks the element against
 * [-size, size) as it reads it, as gather's check. */
typedef struct IndexTerm {
    Tensor *idx;
    int64_t size, stride;
    int64_t *check;
} IndexTerm;

/* The terms whose check one index kernel can make: OpArgs' outputs but
 * the result. */
#define INDEX_CHECKS 2

/* Advanced indexing of view: the dims of view in bitmask indexed are
 * replaced by the block of the n (1 to INDEX_MAX) terms' tensors broadcast
 * together, whose dims go at dim at of the result.  *out of ndim, shape
 * (view's other dims around the block's in order) and view's dtype: each
 * element at the sum of its terms' offsets, or 0 where a term gives none;
 * the terms' checks made as the kernel reads them. */
bool dispatch_index(const Backend *be, DevStream *s, Tensor *view, unsigned indexed, int at, const IndexTerm *terms,
                    int n, int ndim, const int64_t *shape, Tensor **out, Error *err);
/* The reverse: view at each element's offset set to (add: increased by)
 * values, of the result's shape (ndim, shape: values broadcast to it) and
 * view's dtype; without add, one of equal offsets wins. */
bool dispatch_index_put(const Backend *be, DevStream *s, Tensor *view, unsigned indexed, int at, Tensor *offsets,
                        Tensor *values, int ndim, const int64_t *shape, bool add, Error *err);
/* record[0..4) = the least and the greatest element of the int64 index,
 * which is not empty, then the row-major position of its first element
 * outside [lo, hi) (INT64_MAX when none) and that element (0 when none),
 * written by index's device: record is pinned host memory, read once s
 * has done the work. */
bool dispatch_bounds(const Backend *be, DevStream *s, Tensor *index, int64_t lo, int64_t hi, int64_t *record,
                     Error *err);
/* record[0..4) = 0, 0, the row-major position of the first element of
 * the float tensor t (not empty) outside [lo, hi] or NaN (INT64_MAX when
 * none) and 0, in bounds' layout, written by t's device as there. */
bool dispatch_outside(const Backend *be, DevStream *s, Tensor *t, double lo, double hi, int64_t *record,
                      Error *err);
/* *out, int64 on flags' device, = the positions of the true elements of
 * the contiguous bool tensor flags (count of them, known) in row-major
 * order: 1-d, or [count, flags->ndim] coordinates when coordinates. */
bool dispatch_nonzero(const Backend *be, DevStream *s, Tensor *flags, bool coordinates, int64_t count, Tensor **out,
                      Error *err);
/* The runs of equal elements (as ne compares them) of the contiguous 1-d
 * keys, not empty, or (sorted) of keys sorted ascending, in places for
 * every key as PyTorch's unique fills them: *values, keys' dtype, the
 * first element of each, and, when lengths is not NULL, *lengths, int64,
 * its length; *count, int64, one element on keys' device, how many of
 * the places they fill. */
bool dispatch_runs(const Backend *be, DevStream *s, Tensor *keys, bool sorted, Tensor **values, Tensor **count,
                   Tensor **lengths, Error *err);
/* *out (dtype dt: int64 or int32), of values' shape: where each value goes
 * in its line of boundaries (sorted along its last dim; 1-d, or with
 * values' leading sizes), of values' dtype: before its equals, or after
 * them when right. */
bool dispatch_search(const Backend *be, DevStream *s, Tensor *boundaries, Tensor *values, bool right,
                     DType dt, Tensor **out, Error *err);

#endif
