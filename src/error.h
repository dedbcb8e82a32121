/* error.h: the sentence a failing library call hands back to its caller.
 * Modules below the evaluator (tensor, devices, kernels) report failure by
 * returning false and filling an Error; the evaluator attaches the span of
 * the statement at fault and prints it. */
#ifndef CST_ERROR_H
#define CST_ERROR_H

#include <stdarg.h>
#include <stdio.h>

typedef struct Error {
    char msg[320];
} Error;

__attribute__((format(printf, 2, 3)))
static inline void error_set(Error *err, const char *fmt, ...)
{
    if (!err) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
}

#endif
