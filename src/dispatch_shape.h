/* dispatch_shape.h: operations that join, cut or reorder tensors along a
 * dimension, with PyTorch's rules and messages: cat (dtype promotion, the
 * legacy skipping of 1-d empty tensors), stack, split (a size or a list of
 * sizes), chunk, softmax and log_softmax (dtype=), sort and topk (values
 * and int64 indices).  split and chunk return views of t.  Conventions as
 * in dispatch.h. */
#ifndef CST_DISPATCH_SHAPE_H
#define CST_DISPATCH_SHAPE_H

#include <stdbool.h>
#include <stdint.h>

#include "dispatch.h"

bool dispatch_cat(const Backend *be, DevStream *s, Tensor *const *ts, int n, int64_t dim,
                  Tensor **out, Error *err);
bool dispatch_stack(const Backend *be, DevStream *s, Tensor *const *ts, int n, int64_t dim,
                    Tensor **out, Error *err);

/* The pieces of t along dim, as views: *parts (allocated here, free()
 * them and release each) holds *count of them.  sizes NULL: pieces of
 * `size` elements (the last may be shorter); else the n given sizes. */
bool dispatch_split(Tensor *t, int64_t size, const int64_t *sizes, int n, int64_t dim,
                    Tensor ***parts, int *count, Error *err);
bool dispatch_chunk(Tensor *t, int64_t chunks, int64_t dim, Tensor ***parts, int *count,
                    Error *err);

/* softmax(t, dim, dtype=dt) (log: log_softmax); dt DT_COUNT keeps t's. */
bool dispatch_softmax(const Backend *be, DevStream *s, Tensor *t, int64_t dim, DType dt,
                      bool log, Tensor **out, Error *err);

bool dispatch_sort(const Backend *be, DevStream *s, Tensor *t, int64_t dim, bool descending,
                   Tensor **values, Tensor **indices, Error *err);
bool dispatch_topk(const Backend *be, DevStream *s, Tensor *t, int64_t k, int64_t dim,
                   bool largest, Tensor **values, Tensor **indices, Error *err);

#endif
