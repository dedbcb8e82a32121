/* error.c: raising, locating and reporting the running program's errors
 * (error.h). */
#include "base/error.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/diag.h"

static const struct {
    const char *name;
    ErrorClass parent;
} classes[ERR_CLASS_COUNT] = {
    [ERR_RUNTIME] = {"RuntimeError", ERR_EXCEPTION},
    [ERR_BASE_EXCEPTION] = {"BaseException", ERR_BASE_EXCEPTION},
    [ERR_EXCEPTION] = {"Exception", ERR_BASE_EXCEPTION},
    [ERR_TYPE] = {"TypeError", ERR_EXCEPTION},
    [ERR_VALUE] = {"ValueError", ERR_EXCEPTION},
    [ERR_ARITHMETIC] = {"ArithmeticError", ERR_EXCEPTION},
    [ERR_ZERO_DIVISION] = {"ZeroDivisionError", ERR_ARITHMETIC},
    [ERR_OVERFLOW] = {"OverflowError", ERR_ARITHMETIC},
    [ERR_LOOKUP] = {"LookupError", ERR_EXCEPTION},
    [ERR_INDEX] = {"IndexError", ERR_LOOKUP},
    [ERR_KEY] = {"KeyError", ERR_LOOKUP},
    [ERR_NAME] = {"NameError", ERR_EXCEPTION},
    [ERR_UNBOUND_LOCAL] = {"UnboundLocalError", ERR_NAME},
    [ERR_ATTRIBUTE] = {"AttributeError", ERR_EXCEPTION},
    [ERR_ASSERTION] = {"AssertionError", ERR_EXCEPTION},
    [ERR_NOT_IMPLEMENTED] = {"NotImplementedError", ERR_RUNTIME},
    [ERR_RECURSION] = {"RecursionError", ERR_RUNTIME},
    [ERR_IMPORT] = {"ImportError", ERR_EXCEPTION},
    [ERR_MODULE_NOT_FOUND] = {"ModuleNotFoundError", ERR_IMPORT},
    [ERR_STOP_ITERATION] = {"StopIteration", ERR_EXCEPTION},
    [ERR_MEMORY] = {"MemoryError", ERR_EXCEPTION},
    [ERR_OUT_OF_MEMORY] = {"torch.cuda.OutOfMemoryError", ERR_RUNTIME},
    [ERR_LINALG] = {"torch._C._LinAlgError", ERR_RUNTIME},
    [ERR_KEYBOARD_INTERRUPT] = {"KeyboardInterrupt", ERR_BASE_EXCEPTION},
};

const char *error_class_name(ErrorClass cls)
{
    return classes[cls].name;
}

ErrorClass error_class_parent(ErrorClass cls)
{
    return classes[cls].parent;
}

bool error_class_is(ErrorClass cls, ErrorClass ancestor)
{
    for (;;) {
        if (cls == ancestor) return true;
        if (cls == ERR_BASE_EXCEPTION) return false;
        cls = classes[cls].parent;
    }
}

void error_clear(Interp *in)
{
    Raised *r = error_raised(in);
    free(r->msg);
    free(r->note);
    r->msg = NULL;
    r->note = NULL;
    r->located = false;
    r->final = false;
    r->named = false;
    r->uncatchable = false;
    r->whole = false;
    r->cls = ERR_RUNTIME;
    r->ntraceback = 0;
    if (r->payload) r->payload_release(r->payload);
    r->payload = NULL;
}

static bool vraise(Interp *in, ErrorClass cls, const Span *span, const char *fmt, va_list ap)
{
    Raised *r = error_raised(in);
    if (r->final) return false;
    error_clear(in);
    Buf b = BUF_INIT;
    buf_vprintf(&b, fmt, ap);
    r->msg = buf_take(&b);
    r->cls = cls;
    if (span) {
        r->src = r->source;
        r->span = *span;
        r->located = true;
    }
    return false;
}

bool error_raise_as(Interp *in, ErrorClass cls, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vraise(in, cls, NULL, fmt, ap);
    va_end(ap);
    return false;
}

bool error_raise_at_as(Interp *in, ErrorClass cls, Span span, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vraise(in, cls, &span, fmt, ap);
    va_end(ap);
    return false;
}

bool error_raise_error(Interp *in, const Error *err)
{
    return error_raise_as(in, err->cls, "%s", err->msg);
}

bool error_raise_final(Interp *in, const Source *src, Span span, const char *note, const char *fmt, ...)
{
    Raised *r = error_raised(in);
    va_list ap;
    va_start(ap, fmt);
    vraise(in, ERR_RUNTIME, &span, fmt, ap);
    va_end(ap);
    r->src = src;
    r->note = note ? xstrdup(note) : NULL;
    r->final = true;
    return false;
}

bool error_exit(Interp *in, int code)
{
    Raised *r = error_raised(in);
    error_clear(in);
    r->exiting = true;
    r->exit_code = code;
    return false;
}

bool error_locate(Interp *in, Span span)
{
    Raised *r = error_raised(in);
    if (!r->located && !r->exiting) {
        r->src = r->source;
        r->span = span;
        r->located = true;
    }
    return false;
}

void error_traceback_add(TracebackLine *lines, int *n, const Source *src, Span span)
{
    TracebackLine *last = *n ? &lines[*n - 1] : NULL;
    if (last && last->src == src && last->span.lo == span.lo && last->span.pt == span.pt) {
        last->times++;
    } else if (*n < ERROR_TRACEBACK_MAX) {
        lines[(*n)++] = (TracebackLine){src, span, 1};
    }
}

void error_add_traceback(Interp *in, const Source *src, Span span)
{
    Raised *r = error_raised(in);
    if (r->exiting || r->whole) return;
    error_traceback_add(r->traceback, &r->ntraceback, src, span);
}

bool error_raise_later(Interp *in, ErrorClass cls, const Source *src, Span span, const TracebackLine *traceback,
                       int ntraceback, const char *msg)
{
    Raised *r = error_raised(in);
    error_clear(in);
    r->msg = xstrdup(msg);
    r->cls = cls;
    r->src = src;
    r->span = span;
    r->located = true;
    memcpy(r->traceback, traceback, (size_t)ntraceback * sizeof *traceback);
    r->ntraceback = ntraceback;
    r->whole = true;
    r->exiting = false;
    return false;
}

void error_report(Interp *in)
{
    Raised *r = error_raised(in);
    const char *msg = r->msg ? r->msg : "error";
    if (!r->named) diag_report(r->src, DIAG_ERROR, r->span, "%s", msg);
    else if (!*msg) diag_report(r->src, DIAG_ERROR, r->span, "%s", classes[r->cls].name);
    else diag_report(r->src, DIAG_ERROR, r->span, "%s: %s", classes[r->cls].name, msg);
    if (r->note) diag_note("%s", r->note);
    for (int i = 0; i < r->ntraceback; i++) {
        TracebackLine *t = &r->traceback[i];
        int line, col;
        source_position(t->src, t->span.pt, &line, &col);
        if (t->times > 1) diag_note("called from %s:%d:%d (%d times)", t->src->name, line, col, t->times);
        else diag_note("called from %s:%d:%d", t->src->name, line, col);
    }
    error_clear(in);
}

bool error_catchable(Interp *in)
{
    Raised *r = error_raised(in);
    return !r->exiting && !r->uncatchable;
}

void error_stash(Interp *in, ErrorStash *stash)
{
    Raised *r = error_raised(in);
    stash->saved = *r;
    r->msg = NULL;
    r->note = NULL;
    r->payload = NULL;
    error_clear(in);
    r->exiting = false;
}

void error_unstash(Interp *in, ErrorStash *stash)
{
    Raised *r = error_raised(in);
    const Source *source = r->source;
    error_clear(in);
    *r = stash->saved;
    r->source = source;
    stash->saved.msg = NULL;
    stash->saved.note = NULL;
    stash->saved.payload = NULL;
}

void error_stash_drop(ErrorStash *stash)
{
    free(stash->saved.msg);
    free(stash->saved.note);
    if (stash->saved.payload) stash->saved.payload_release(stash->saved.payload);
    stash->saved.msg = NULL;
    stash->saved.note = NULL;
    stash->saved.payload = NULL;
}
