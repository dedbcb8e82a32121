/* builtins_str.h: more of str's methods (title, center, partition,
 * isdigit, ...) and printf-style formatting, 'x=%d' % x. */
#ifndef CST_BUILTINS_STR_H
#define CST_BUILTINS_STR_H

#include "values/value.h"

/* Adds their rows to the builtins table and installs str's % (fmt % args,
 * fmt a str, args one value or a tuple of them, as Python's %-formatting:
 * %s %r %a %d %i %u %o %x %X %e %E %f %F %g %G %c %% with flags, width,
 * precision (and * for either), and %(key)s with a dict) in value.c (from
 * interp_new). */
void builtins_str_register(void);

/* ascii(v): v's repr with every non-ASCII character escaped
 * (\xe9, \u03b1, \U0001f600), as Python's ascii() and %a and !a. */
bool str_ascii(Interp *in, Value v, Buf *out);

#endif
