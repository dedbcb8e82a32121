/* pyfmt.h: numbers and strings turned into text exactly as Python does it:
 * repr(float) (the shortest string that reads back as the same double) and
 * the format-spec mini-language of format() and f-strings,
 * [[fill]align][sign][#][0][width][,|_][.precision][type].
 *
 * The formatting functions append to out and return true, or write Python's
 * error sentence (`Unknown format code 'd' for object of type 'float'`) to
 * err and return false. */
#ifndef CST_PYFMT_H
#define CST_PYFMT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/buf.h"

/* repr(x): `0.30000000000000004`, `1e+20`, `1e-05`, `3.0`, `inf`, `nan`, `-0.0`. */
void pyfmt_float_repr(Buf *out, double x);

/* format(v, spec) for an int (tname: "int", or "bool" for a bool's
 * messages), a float and a str (s, n: UTF-8 bytes). */
bool pyfmt_int(Buf *out, int64_t v, const char *tname, const char *spec, size_t len, char *err,
               size_t errlen);
bool pyfmt_float(Buf *out, double v, const char *spec, size_t len, char *err, size_t errlen);
bool pyfmt_str(Buf *out, const char *s, size_t n, const char *spec, size_t len,
               char *err, size_t errlen);

#endif
