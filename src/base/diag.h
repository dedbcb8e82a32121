/* diag.h: every located message cst prints goes through here.
 *
 *   demo.cst:4:17: error: the size of tensor a (5) must match ...
 *       4 |     tensor res = t1 + t3
 *         |                  ~~~^~~~
 *
 * stdout is flushed first so that output and diagnostics keep their order. */
#ifndef CST_DIAG_H
#define CST_DIAG_H

#include <stdarg.h>
#include <stdbool.h>

#include "base/source.h"

typedef enum DiagLevel { DIAG_ERROR, DIAG_WARNING } DiagLevel;

void diag_set_colour(bool on);
void diag_report(const Source *src, DiagLevel level, Span span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_vreport(const Source *src, DiagLevel level, Span span, const char *fmt, va_list ap);
/* An indented "  note: ..." line following a report. */
void diag_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "cst: error: ..." for problems that have no place in a source. */
void diag_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "cst: warning: ...", likewise. */
void diag_plain_warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
