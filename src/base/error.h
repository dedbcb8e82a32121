/* error.h: how failure travels.
 *
 * Library calls below the evaluator (tensor, devices, kernels) report
 * failure by returning false and filling an Error: one sentence.
 *
 * Errors of the running program are values that travel up: a function
 * that fails raises the error (a message, and later its location) and
 * returns false; every caller returns false in turn until the statement
 * that caused it, where the evaluator reports it.  An error raised without
 * a location gets the span of the innermost expression that sees it fail
 * (the call for a builtin, the whole expression with the caret on the
 * operator for a binary operator).  Raising lives here, below the values
 * and builtins that raise, as Lua's ldo sits below lvm: every Interp
 * begins with its Raised (eval.c asserts it), so a layer that knows
 * nothing else of an Interp can raise through it. */
#ifndef CST_ERROR_H
#define CST_ERROR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "base/source.h"

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

typedef struct Interp Interp;

/* Distinct "called from" lines kept for one error. */
enum { ERROR_TRACEBACK_MAX = 32 };

typedef struct TracebackLine {
    const Source *src;
    Span span;
    int times;
} TracebackLine;

typedef struct Raised {
    const Source *source;      /* the text being run, set by the evaluator */
    char *msg;                 /* NULL: nothing raised */
    const Source *src;         /* where the error points, once located */
    Span span;
    bool located;
    bool final;                /* error_raise_final's: later raises keep it */
    char *note;
    TracebackLine traceback[ERROR_TRACEBACK_MAX];
    int ntraceback;
    bool exiting;              /* exit(code) unwinds like an error */
    int exit_code;
} Raised;

static inline Raised *error_raised(Interp *in)
{
    return (Raised *)(void *)in;
}

/* Raising errors: each always returns false. */
bool error_raise(Interp *in, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error at a span of the source being run. */
bool error_raise_at(Interp *in, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An error at span of src, with a note line after the message, that stays
 * the statement's error: callers that re-raise a failing library call's
 * message (as every builtin does) leave it as it is.  The race checker's
 * errors, which point at a variable, not at the call. */
bool error_raise_final(Interp *in, const Source *src, Span span, const char *note, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* exit(code): unwinds like an error; the evaluator then ends the run. */
bool error_exit(Interp *in, int code);

/* For the evaluator: gives a location-less error the span of the
 * expression that saw it fail (returns false); adds a "called from" line
 * as an error leaves a user function; prints the error with its notes and
 * forgets it; forgets it unprinted. */
bool error_locate(Interp *in, Span span);
void error_add_traceback(Interp *in, const Source *src, Span span);
void error_report(Interp *in);
void error_clear(Interp *in);

#endif
