/* dispatch_distance.h: the geometry of vectors, each in one operation:
 * distances between rows (torch.cdist, F.pdist: ops.def's cdist) and
 * cross products (torch.cross: ops.def's cross).  Conventions as in
 * dispatch.h. */
#ifndef CST_DISPATCH_DISTANCE_H
#define CST_DISPATCH_DISTANCE_H

#include <stdbool.h>

#include "tensor/dispatch.h"

/* The p-norm distance of every row of x1 [..., M, K] to every row of x2
 * [..., N, K]: [..., M, N], the leading dims broadcast.  The caller has
 * checked the ranks, K and p >= 0; the operands are float tensors, the
 * result their promoted dtype.  Float16 and bfloat16 widen to float32 and
 * the result rounds once, as the kernel accumulates in float. */
bool dispatch_cdist(const Backend *be, DevStream *s, Tensor *x1, Tensor *x2, double p, Tensor **out,
                    Error *err);

/* The p-norm distance of each pair of rows i < j of the 2-d float x
 * [N, K], in row-major order: [N (N - 1) / 2], as dispatch_cdist
 * computes each. */
bool dispatch_pdist(const Backend *be, DevStream *s, Tensor *x, double p, Tensor **out, Error *err);

/* The cross products of the 3-vectors of x and y (one dtype, not bool)
 * along dim (of size 3 in both), broadcast together: a new contiguous
 * tensor. */
bool dispatch_cross(const Backend *be, DevStream *s, Tensor *x, Tensor *y, int dim, Tensor **out, Error *err);

#endif
