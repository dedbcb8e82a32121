/* tensor_view.h: diag, diagflat, ravel, atleast_nd, hsplit/vsplit/dsplit,
 * split_with_sizes, narrow_copy, rot90, adjoint and t.H, t.unfold,
 * as_strided and the in-place view changes (tensor_view.c). */
#ifndef CST_TENSOR_VIEW_H
#define CST_TENSOR_VIEW_H

void tensor_view_register(void);

#endif
