/* error.c: raising, locating and reporting the running program's errors
 * (error.h). */
#include "base/error.h"

#include <stdlib.h>

#include "base/buf.h"
#include "base/diag.h"

void error_clear(Interp *in)
{
    Raised *r = error_raised(in);
    free(r->msg);
    free(r->note);
    r->msg = NULL;
    r->note = NULL;
    r->located = false;
    r->final = false;
    r->ntraceback = 0;
}

static bool vraise(Interp *in, const Span *span, const char *fmt, va_list ap)
{
    Raised *r = error_raised(in);
    if (r->final) return false;
    error_clear(in);
    Buf b = BUF_INIT;
    buf_vprintf(&b, fmt, ap);
    r->msg = buf_take(&b);
    if (span) {
        r->src = r->source;
        r->span = *span;
        r->located = true;
    }
    return false;
}

bool error_raise(Interp *in, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vraise(in, NULL, fmt, ap);
    va_end(ap);
    return false;
}

bool error_raise_at(Interp *in, Span span, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vraise(in, &span, fmt, ap);
    va_end(ap);
    return false;
}

bool error_raise_final(Interp *in, const Source *src, Span span, const char *note, const char *fmt, ...)
{
    Raised *r = error_raised(in);
    va_list ap;
    va_start(ap, fmt);
    vraise(in, &span, fmt, ap);
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

void error_add_traceback(Interp *in, const Source *src, Span span)
{
    Raised *r = error_raised(in);
    if (r->exiting) return;
    TracebackLine *last = r->ntraceback ? &r->traceback[r->ntraceback - 1] : NULL;
    if (last && last->src == src && last->span.lo == span.lo && last->span.pt == span.pt) {
        last->times++;
    } else if (r->ntraceback < ERROR_TRACEBACK_MAX) {
        r->traceback[r->ntraceback++] = (TracebackLine){src, span, 1};
    }
}

void error_report(Interp *in)
{
    Raised *r = error_raised(in);
    diag_report(r->src, DIAG_ERROR, r->span, "%s", r->msg ? r->msg : "error");
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
