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

/* Python's exception classes a raised error belongs to: what `except`
 * matches.  Every raise states one; RuntimeError is the default, as it is
 * PyTorch's for a shape, dtype or CUDA error.  error_class_parent gives
 * the hierarchy (ZeroDivisionError is an ArithmeticError is an
 * Exception). */
typedef enum ErrorClass {
    ERR_RUNTIME,              /* RuntimeError */
    ERR_BASE_EXCEPTION,       /* BaseException */
    ERR_EXCEPTION,            /* Exception */
    ERR_TYPE,                 /* TypeError: a bad argument type */
    ERR_VALUE,                /* ValueError */
    ERR_ARITHMETIC,           /* ArithmeticError */
    ERR_ZERO_DIVISION,        /* ZeroDivisionError */
    ERR_OVERFLOW,             /* OverflowError */
    ERR_LOOKUP,               /* LookupError */
    ERR_INDEX,                /* IndexError: also PyTorch's index and dimension errors */
    ERR_KEY,                  /* KeyError */
    ERR_NAME,                 /* NameError */
    ERR_UNBOUND_LOCAL,        /* UnboundLocalError */
    ERR_ATTRIBUTE,            /* AttributeError */
    ERR_ASSERTION,            /* AssertionError */
    ERR_NOT_IMPLEMENTED,      /* NotImplementedError */
    ERR_RECURSION,            /* RecursionError */
    ERR_IMPORT,               /* ImportError */
    ERR_MODULE_NOT_FOUND,     /* ModuleNotFoundError */
    ERR_STOP_ITERATION,       /* StopIteration */
    ERR_MEMORY,               /* MemoryError */
    ERR_OUT_OF_MEMORY,        /* torch.cuda.OutOfMemoryError (a RuntimeError) */
    ERR_LINALG,               /* torch.linalg.LinAlgError (a RuntimeError): a singular matrix */
    ERR_KEYBOARD_INTERRUPT,   /* KeyboardInterrupt: Ctrl-C (a BaseException) */
    ERR_CLASS_COUNT
} ErrorClass;

/* "RuntimeError", "torch.cuda.OutOfMemoryError" */
const char *error_class_name(ErrorClass cls);
/* The class it derives from; BaseException's is itself. */
ErrorClass error_class_parent(ErrorClass cls);
/* Whether cls is ancestor or derives from it. */
bool error_class_is(ErrorClass cls, ErrorClass ancestor);

typedef struct Error {
    char msg[320];
    ErrorClass cls;
} Error;

__attribute__((format(printf, 3, 4)))
static inline void error_set_as(Error *err, ErrorClass cls, const char *fmt, ...)
{
    if (!err) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    err->cls = cls;
}

#define error_set(err, ...) error_set_as((err), ERR_RUNTIME, __VA_ARGS__)

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
    ErrorClass cls;
    bool named;                /* raised by `raise`: the report names the class */
    bool uncatchable;          /* the step limit: no `except` stops it */
    /* The exception object raised, when a layer above made one (`raise
     * ValueError(x)`, a dict's KeyError): what `except ... as e` binds.
     * Opaque here; released with the error. */
    void *payload;
    void (*payload_release)(void *payload);
    const Source *src;         /* where the error points, once located */
    Span span;
    bool located;
    bool final;                /* error_raise_final's: later raises keep it */
    char *note;
    TracebackLine traceback[ERROR_TRACEBACK_MAX];
    int ntraceback;
    bool exiting;              /* exit(code) unwinds like an error */
    int exit_code;
    bool whole;                /* raised later than made, its traceback with it: unwinding adds none */
} Raised;

static inline Raised *error_raised(Interp *in)
{
    return (Raised *)(void *)in;
}

/* Raising errors: each always returns false.  error_raise and
 * error_raise_at raise a RuntimeError; the _as forms state the class. */
bool error_raise_as(Interp *in, ErrorClass cls, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
#define error_raise(in, ...) error_raise_as((in), ERR_RUNTIME, __VA_ARGS__)
/* An error at a span of the source being run. */
bool error_raise_at_as(Interp *in, ErrorClass cls, Span span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
#define error_raise_at(in, ...) error_raise_at_as((in), ERR_RUNTIME, __VA_ARGS__)
/* A library call's Error, with its class. */
bool error_raise_error(Interp *in, const Error *err);
/* An error at span of src, with a note line after the message, that stays
 * the statement's error: callers that re-raise a failing library call's
 * message (as every builtin does) leave it as it is.  The race checker's
 * errors, which point at a variable, not at the call. */
bool error_raise_final(Interp *in, const Source *src, Span span, const char *note, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* An error found later than the operation that made it (a deferred
 * check): at span of src, with the "called from" lines the operation had
 * (ntraceback of them, innermost first), to which unwinding adds none. */
bool error_raise_later(Interp *in, ErrorClass cls, const Source *src, Span span, const TracebackLine *traceback,
                       int ntraceback, const char *msg);
/* exit(code): unwinds like an error; the evaluator then ends the run. */
bool error_exit(Interp *in, int code);

/* For the evaluator: gives a location-less error the span of the
 * expression that saw it fail (returns false); adds a "called from" line
 * as an error leaves a user function; prints the error with its notes and
 * forgets it; forgets it unprinted. */
bool error_locate(Interp *in, Span span);
void error_add_traceback(Interp *in, const Source *src, Span span);
/* The same rule on its own list of n lines: one more call, collapsed
 * into the last line when it is the same place. */
void error_traceback_add(TracebackLine *lines, int *n, const Source *src, Span span);
void error_report(Interp *in);
void error_clear(Interp *in);

/* `try`: whether the pending error may be caught (not an exit, not the
 * step limit); and a pending error set aside while a `finally` block
 * runs, then put back. */
bool error_catchable(Interp *in);
typedef struct ErrorStash {
    Raised saved;
} ErrorStash;
void error_stash(Interp *in, ErrorStash *stash);
/* Puts the stashed error back (dropping whatever is pending now). */
void error_unstash(Interp *in, ErrorStash *stash);
/* Forgets a stashed error. */
void error_stash_drop(ErrorStash *stash);

#endif
