/* deferred.c: range checks read later than made (deferred.h).
 *
 * The records of deferred checks are slots of one page of pinned host
 * memory, which every device writes directly: reading them takes a wait
 * for each device's default stream and no copy.  The wait is one the
 * program did not make, and the race checker is told so. */
#include "values/deferred.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/race.h"
#include "runtime/runtime.h"
#include "tensor/dispatch.h"
#include "tensor/dispatch_index.h"

enum { PENDING_MAX = 64, RECORD = 4 };  /* a record: least, greatest, first outside, its value */

typedef struct Pending {
    int dev;
    ErrorClass cls;
    char *msg;
    const Source *src;         /* the operation's place */
    Span span;
    TracebackLine traceback[ERROR_TRACEBACK_MAX];
    int ntraceback;
} Pending;

typedef struct CallSite {
    const Source *src;
    Span span;
} CallSite;

static struct {
    bool at_once;              /* every check made at once (deferred_configure) */
    const Site *site;
    int trying;
    CallSite *calls;           /* the user functions' calls under way, outermost first */
    int ncalls, capcalls;
    Tensor *page;              /* pinned int64 [PENDING_MAX][RECORD], made on first use */
    Pending pending[PENDING_MAX];
    int npending;
} d;

void deferred_configure(const Options *opts)
{
    const char *blocking = getenv("CUDA_LAUNCH_BLOCKING");
    d.at_once = opts->trace_path || opts->timeline_path || opts->profile || (blocking && strcmp(blocking, "1") == 0);
}

void deferred_attach(const Site *site)
{
    d.site = site;
}

void deferred_call_enter(const Source *src, Span span)
{
    if (d.ncalls == d.capcalls) {
        d.capcalls = d.capcalls ? 2 * d.capcalls : 64;
        d.calls = xrealloc(d.calls, (size_t)d.capcalls * sizeof *d.calls);
    }
    d.calls[d.ncalls++] = (CallSite){src, span};
}

void deferred_call_leave(void)
{
    d.ncalls--;
}

void deferred_try_enter(void)
{
    d.trying++;
}

void deferred_try_leave(void)
{
    d.trying--;
}

/* --------------------------------------------------------------- reading */

static void forget(int from)
{
    for (int i = from; i < d.npending; i++) free(d.pending[i].msg);
    d.npending = from < d.npending ? from : d.npending;
}

static void free_page(void)
{
    forget(0);
    tensor_release(d.page);
    d.page = NULL;
    free(d.calls);
    d.calls = NULL;
    d.ncalls = d.capcalls = 0;
}

static const int64_t *record(int i)
{
    return (const int64_t *)tensor_data(d.page) + (int64_t)i * RECORD;
}

/* The index of the first pending check that failed, -1 when none did
 * (they are then forgotten), after waiting for each device they ran on;
 * -2 when a wait failed (raised). */
static int first_failed(Interp *in)
{
    const Backend *be;
    Error err;
    if (!runtime_backend(&be, &err)) {
        forget(0);
        return error_raise_error(in, &err), -2;
    }
    bool waited[RUNTIME_MAX_DEVICES] = {false};
    for (int i = 0; i < d.npending; i++) {
        int dev = d.pending[i].dev;
        if (waited[dev]) continue;
        if (!race_wait_unseen(be, be->default_stream(dev), &err)) {
            forget(0);
            return error_raise_error(in, &err), -2;
        }
        waited[dev] = true;
    }
    for (int i = 0; i < d.npending; i++)
        if (record(i)[2] != INT64_MAX) return i;
    forget(0);
    return -1;
}

bool deferred_failed(Interp *in)
{
    if (d.npending == 0) return false;
    int i = first_failed(in);
    if (i < 0) return false;
    /* the checks after it are moot: its operation ended the program */
    forget(i + 1);
    return true;
}

/* The message of a failed check, its element in place. */
static bool raise_record(Interp *in, ErrorClass cls, const char *msg, const int64_t *rec, const Source *src,
                         Span span, const TracebackLine *traceback, int ntraceback)
{
    char text[256];
    snprintf(text, sizeof text, msg, (long long)rec[3]);
    if (!src) return error_raise_as(in, cls, "%s", text);
    return error_raise_later(in, cls, src, span, traceback, ntraceback, text);
}

bool deferred_drain(Interp *in)
{
    if (d.npending == 0) return true;
    int i = first_failed(in);
    if (i == -1) return true;
    if (i == -2) return false;
    const Pending *p = &d.pending[i];
    raise_record(in, p->cls, p->msg, record(i), p->src, p->span, p->traceback, p->ntraceback);
    forget(0);
    return false;
}

/* -------------------------------------------------------------- checking */

/* Whether a check of an index on dev, made on s, may be read later. */
static bool may_defer(const Backend *be, int dev, DevStream *s)
{
    return !d.at_once && d.trying == 0 && d.site && d.site->node && dev >= 0 && dev < RUNTIME_MAX_DEVICES &&
           s == be->default_stream(dev) && !(be->capture_active && be->capture_active(s));
}

/* The "called from" lines an error raised now would get as it unwinds. */
static int traceback_now(TracebackLine *out)
{
    int n = 0;
    for (int i = d.ncalls - 1; i >= 0; i--) error_traceback_add(out, &n, d.calls[i].src, d.calls[i].span);
    return n;
}

/* The page of records, made on first use: PENDING_MAX for deferred
 * checks, then one for a check made at once. */
static int64_t *page(Interp *in, const Backend *be)
{
    Error err;
    if (!d.page) {
        if (!tensor_empty_pinned(be, DT_INT64, 2, (int64_t[]){PENDING_MAX + 1, RECORD}, NULL, &d.page, &err)) {
            error_raise_error(in, &err);
            return NULL;
        }
        runtime_at_exit(free_page);
    }
    return tensor_data(d.page);
}

/* A check: of an int64 index against [lo, hi) (ops.def's bounds), or of
 * a float tensor against [flo, fhi] (outside). */
typedef struct Check {
    Tensor *t;
    bool floats;
    int64_t lo, hi;
    double flo, fhi;
} Check;

static bool launch_check(const Backend *be, DevStream *s, const Check *c, int64_t *record, Error *err)
{
    return c->floats ? dispatch_outside(be, s, c->t, c->flo, c->fhi, record, err)
                     : dispatch_bounds(be, s, c->t, c->lo, c->hi, record, err);
}

/* The next pending check's record, cleared (nothing outside) until its
 * device writes it: a launch that fails leaves it so. */
static int64_t *pend(Interp *in, const Backend *be, const Tensor *t, ErrorClass cls, const char *msg)
{
    if (d.npending == PENDING_MAX && !deferred_drain(in)) return NULL;
    int64_t *records = page(in, be);
    if (!records) return NULL;
    int64_t *r = records + d.npending * RECORD;
    r[0] = r[1] = r[3] = 0;
    r[2] = INT64_MAX;
    Pending *p = &d.pending[d.npending++];
    *p = (Pending){tensor_device(t), cls, xstrdup(msg), d.site->src, d.site->node->span, {{0}}, 0};
    p->ntraceback = traceback_now(p->traceback);
    return r;
}

static bool defer(Interp *in, const Backend *be, DevStream *s, const Check *c, ErrorClass cls, const char *msg)
{
    int64_t *r = pend(in, be, c->t, cls, msg);
    Error err;
    if (!r) return false;
    return launch_check(be, s, c, r, &err) || error_raise_error(in, &err);
}

/* The check made at once, in the last record: a wait for s the race
 * checker does not see either, as PyTorch's kernels make none. */
static bool check_now(Interp *in, const Backend *be, DevStream *s, const Check *c, ErrorClass cls, const char *msg,
                      int64_t *least)
{
    int64_t *records = page(in, be), *r = records + PENDING_MAX * RECORD;
    Error err;
    if (!records) return false;
    if (!launch_check(be, s, c, r, &err) || (s && !race_wait_unseen(be, s, &err))) return error_raise_error(in, &err);
    *least = r[0];
    return r[2] == INT64_MAX || raise_record(in, cls, msg, r, NULL, (Span){0}, NULL, 0);
}

/* c now, or later where it may be; *least as deferred_index_check's.
 * With fused, a check made later is the caller's operation's: *fused is
 * its record, NULL when the check was made at once. */
static bool check(Interp *in, const Check *c, ErrorClass cls, const char *msg, int64_t *least, int64_t **fused)
{
    *least = 0;
    if (fused) *fused = NULL;
    if (tensor_numel(c->t) == 0) return true;
    const Backend *be;
    Error err;
    if (!runtime_backend(&be, &err)) return error_raise_error(in, &err);
    int dev = tensor_device(c->t);
    DevStream *s = dev < 0 ? NULL : runtime_current_stream(dev);
    if (!may_defer(be, dev, s)) return check_now(in, be, s, c, cls, msg, least);
    *least = INT64_MIN;
    if (fused) return (*fused = pend(in, be, c->t, cls, msg)) != NULL;
    return defer(in, be, s, c, cls, msg);
}

bool deferred_index_check(Interp *in, Tensor *index, int64_t lo, int64_t hi, ErrorClass cls, const char *msg,
                          int64_t *least)
{
    return check(in, &(Check){.t = index, .lo = lo, .hi = hi}, cls, msg, least, NULL);
}

bool deferred_index_fused(Interp *in, Tensor *index, int64_t lo, int64_t hi, ErrorClass cls, const char *msg,
                          int64_t *least, int64_t **record)
{
    return check(in, &(Check){.t = index, .lo = lo, .hi = hi}, cls, msg, least, record);
}

bool deferred_range_check(Interp *in, Tensor *t, double lo, double hi, ErrorClass cls, const char *msg)
{
    int64_t least;
    return check(in, &(Check){.t = t, .floats = true, .flo = lo, .fhi = hi}, cls, msg, &least, NULL);
}

bool deferred_own_begin(Interp *in, Tensor *index, ErrorClass cls, const char *msg, int64_t **record)
{
    *record = NULL;
    if (tensor_numel(index) == 0) return true;
    const Backend *be;
    Error err;
    if (!runtime_backend(&be, &err)) return error_raise_error(in, &err);
    int dev = tensor_device(index);
    DevStream *s = dev < 0 ? NULL : runtime_current_stream(dev);
    if (may_defer(be, dev, s)) return (*record = pend(in, be, index, cls, msg)) != NULL;
    int64_t *records = page(in, be);
    if (!records) return false;
    int64_t *r = *record = records + PENDING_MAX * RECORD;
    r[0] = r[1] = r[3] = 0;
    r[2] = INT64_MAX;
    return true;
}

bool deferred_own_end(Interp *in, Tensor *index, int64_t *record, ErrorClass cls, const char *msg)
{
    if (!record || record != (int64_t *)tensor_data(d.page) + PENDING_MAX * RECORD) return true;
    const Backend *be;
    Error err;
    int dev = tensor_device(index);
    DevStream *s = dev < 0 ? NULL : runtime_current_stream(dev);
    if (!runtime_backend(&be, &err) || (s && !race_wait_unseen(be, s, &err))) return error_raise_error(in, &err);
    return record[2] == INT64_MAX || raise_record(in, cls, msg, record, NULL, (Span){0}, NULL, 0);
}
