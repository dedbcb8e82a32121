/* linalg.h: torch.linalg's decompositions and what is composed of them
 * (linalg.c): det, slogdet, logdet, lu_factor, lu, inv, solve,
 * solve_triangular, cholesky, and their torch.* and method forms. */
#ifndef CST_LINALG_H
#define CST_LINALG_H

#include "values/builtins.h"
#include "values/compose.h"

/* torch.* and the methods. */
void linalg_register(void);
/* torch.linalg's rows, joined to functional.c's linalg_rows. */
const Builtin *linalg_decomp_rows(size_t *count);

/* What is composed of them (linalg_extra.c): torch.cholesky_solve and the
 * old names, and torch.linalg's rows vander, tensorinv, tensorsolve. */
void linalg_extra_register(void);
const Builtin *linalg_extra_rows(size_t *count);

/* The singular values of a's matrices (float32 or float64; its last two
 * dims), descending: a step of w's chain (matrix_norm's 2-norm). */
Value linalg_work_svdvals(Work *w, Value a);

#endif
