/* tensor_fill.h: t.normal_() and t.uniform_(), in-place random fills, and
 * multinomial. */
#ifndef CST_TENSOR_FILL_H
#define CST_TENSOR_FILL_H

/* Adds their rows to the builtins table (from interp_new). */
void tensor_fill_register(void);

#endif
