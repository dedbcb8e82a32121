/* builtins_seq.h: the methods of str, list, tuple and Size. */
#ifndef CST_BUILTINS_SEQ_H
#define CST_BUILTINS_SEQ_H

/* Adds their rows to the builtins table (from interp_new). */
void builtins_seq_register(void);

#endif
