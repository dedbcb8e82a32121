/* builtins_seq.h: the methods of str, list, tuple and Size. */
#ifndef CST_BUILTINS_SEQ_H
#define CST_BUILTINS_SEQ_H

#include <stddef.h>

#include "values/value.h"

/* Adds their rows to the builtins table (from interp_new). */
void builtins_seq_register(void);

/* The last place the m bytes of needle stand in the n bytes of hay, or
 * NULL: rsplit's, rfind's and rpartition's search. */
const char *builtins_seq_last(const char *hay, size_t n, const char *needle, size_t m);
/* The code points of s between byte offsets lo and hi. */
size_t builtins_seq_chars(const Str *s, size_t lo, size_t hi);

#endif
