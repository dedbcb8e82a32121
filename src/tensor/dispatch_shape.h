/* dispatch_shape.h: operations that join or cut tensors along a
 * dimension, with PyTorch's rules and messages: cat (dtype promotion, the
 * legacy skipping of 1-d empty tensors), stack, split (a size or a list of
 * sizes) and chunk.  split and chunk return views of t.  Conventions as in
 * dispatch.h. */
#ifndef CST_DISPATCH_SHAPE_H
#define CST_DISPATCH_SHAPE_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

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

#endif
