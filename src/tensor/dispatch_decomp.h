/* dispatch_decomp.h: the matrix decompositions of ops.def's LINALG group
 * over batches of matrices (any leading dims, folded into one batch for
 * the kernel, through a contiguous copy where the strides do not fold).
 * The caller has made PyTorch's checks (float32 or float64 operands of one
 * dtype, square where they must be, batch dims already broadcast to one
 * shape): these allocate the results and launch.  Conventions as in
 * dispatch.h. */
#ifndef CST_DISPATCH_DECOMP_H
#define CST_DISPATCH_DECOMP_H

#include <stdbool.h>

#include "tensor/dispatch.h"

/* a [..., m, n]: *lu [..., m, n] (L below the diagonal, its unit diagonal
 * implied, and U), *pivots int32 [..., k + 1], k = min(m, n): the 1-based
 * row swaps as LAPACK's getrf gives them, then getrf's info (i > 0: U[i,
 * i], 1-based, is zero); with permutation, then the m 0-based rows of A
 * the swaps bring to rows 0, 1, ... (P^T A = L U). */
bool dispatch_lu_factor(const Backend *be, DevStream *s, Tensor *a, bool permutation, Tensor **lu, Tensor **pivots,
                        Error *err);

/* X [..., n, r] with A X = b (A^T X = b when transpose), A given by
 * lu_factor's lu [..., n, n] and pivots [..., n + 1]; b [..., n, r] of the
 * same batch. */
bool dispatch_lu_solve(const Backend *be, DevStream *s, Tensor *lu, Tensor *pivots, Tensor *b, bool transpose,
                       Tensor **out, Error *err);

/* a [..., n, n] symmetric: *l its Cholesky factor (lower: A = L L^T, or
 * upper: A = U^T U), *info int32 [..., 1], potrf's (i > 0: the leading
 * minor of order i is not positive-definite). */
bool dispatch_cholesky(const Backend *be, DevStream *s, Tensor *a, bool upper, Tensor **l, Tensor **info,
                       Error *err);

/* X with T X = b (left) or X T = b, T a [..., n, n] triangular (upper or
 * lower, its diagonal taken as ones when unit), b [..., r, c] of the same
 * batch. */
bool dispatch_solve_triangular(const Backend *be, DevStream *s, Tensor *a, Tensor *b, bool upper, bool left,
                               bool unit, Tensor **out, Error *err);

/* R (and Q, when q is not NULL) of a [..., m, n]: reduced, R [..., k, n]
 * and Q [..., m, k], k = min(m, n); complete, R [..., m, n] and Q [..., m,
 * m]. */
bool dispatch_qr(const Backend *be, DevStream *s, Tensor *a, bool complete, Tensor **r, Tensor **q, Error *err);

/* The eigenvalues [..., n] of symmetric a [..., n, n] (its upper or lower
 * triangle read), ascending, and their eigenvectors as the columns of
 * [..., n, n] when vectors is not NULL. */
bool dispatch_eigh(const Backend *be, DevStream *s, Tensor *a, bool upper, Tensor **values, Tensor **vectors,
                   Error *err);

/* The singular values [..., k] of a [..., m, n], descending; with u not
 * NULL, U [..., m, k] and Vh [..., k, n] too ([..., m, m] and [..., n, n]
 * when full). */
bool dispatch_svd(const Backend *be, DevStream *s, Tensor *a, bool full, Tensor **values, Tensor **u, Tensor **vh,
                  Error *err);

/* The least-squares solution [..., n, k] of a [..., m, n] X = b [..., m,
 * k] (one batch), by LAPACK's gelsy (rcond: its relative threshold of
 * rank), and the rank found, int64 [...]. */
bool dispatch_lstsq(const Backend *be, DevStream *s, Tensor *a, Tensor *b, double rcond, Tensor **x, Tensor **rank,
                    Error *err);

#endif
