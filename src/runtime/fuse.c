/* fuse.c: fusion of elementwise chains (fuse.h).
 *
 * The group: launches on one stream, each of one shape, the first
 * anything, each later one reading a result of the group (a chain, or a
 * tree of them), so that groups are what a program computes in one
 * expression and not unrelated work that happens to be adjacent.  A
 * member reads an earlier member's result from a register only when it
 * reads exactly the view that member wrote; any other overlap between
 * what a launch reads or writes and what the group touches ends the
 * group first, so that no element is read after a different element's
 * write reached it.
 *
 * Frees pass through at once, so memory stats are what they would have
 * been without fusion.  A freed result that only later members read
 * becomes a register (not kept); any other freed block the group touches
 * is pinned (Backend.pin) until the group has gone: its memory is not
 * handed out again before the group's work on it is enqueued. */
#include "runtime/fuse.h"

#include <string.h>

#include "base/ptrmap.h"
#include "runtime/trace.h"

/* Elements below which a launch goes alone: its launch costs more than
 * its memory traffic, and the CUDA backend's automatic graphs take it. */
enum { FUSE_MIN = 1 << 16 };

static const Backend *inner;     /* where work goes now: the pool, maybe traced */
static Backend outer;
static bool enabled = true;
static PtrMap sizes;             /* live allocations' bytes */
static Error deferred;           /* a failed send with no caller to tell */
static bool deferred_failed;
static const Site *site_now;

static struct {
    DevStream *s;
    DevFused f;
    bool read[FUSE_MAX_OPS];     /* a later member reads member i's result */
    Site site[FUSE_MAX_OPS];
    void *pins[4 * FUSE_MAX_OPS];   /* freed blocks it still touches */
    int npins;
} g;

/* Streams capturing a graph (a capture records launches one by one). */
enum { CAPTURES_MAX = 8 };
static const DevStream *capturing[CAPTURES_MAX];

void fuse_enable(bool on)
{
    enabled = on;
}

void fuse_attach(const Site *site)
{
    site_now = site;
}

/* ------------------------------------------------------------- views */

static int64_t numel(const DevTensor *t)
{
    int64_t n = 1;
    for (int d = 0; d < t->ndim; d++) n *= t->shape[d];
    return n;
}

/* The bytes a view can touch: [*lo, *hi). */
static void span(const DevTensor *t, uintptr_t *lo, uintptr_t *hi)
{
    intptr_t below = 0, above = 0;
    intptr_t es = (intptr_t)dtype_size(t->dtype);
    for (int d = 0; d < t->ndim; d++) {
        intptr_t reach = (intptr_t)(t->shape[d] - 1) * (intptr_t)t->strides[d] * es;
        if (reach < 0) below += reach;
        else above += reach;
    }
    *lo = (uintptr_t)t->data + (uintptr_t)below;
    *hi = (uintptr_t)t->data + (uintptr_t)above + (uintptr_t)es;
}

static bool overlap(const DevTensor *a, const DevTensor *b)
{
    uintptr_t alo, ahi, blo, bhi;
    span(a, &alo, &ahi);
    span(b, &blo, &bhi);
    return alo < bhi && blo < ahi;
}

static bool in_block(const DevTensor *t, uintptr_t lo, uintptr_t hi)
{
    uintptr_t tlo, thi;
    span(t, &tlo, &thi);
    return tlo < hi && lo < thi;
}

static bool same_view(const DevTensor *a, const DevTensor *b)
{
    if (a->data != b->data || a->dtype != b->dtype || a->ndim != b->ndim) return false;
    for (int d = 0; d < a->ndim; d++)
        if (a->shape[d] != b->shape[d] || (a->shape[d] > 1 && a->strides[d] != b->strides[d])) return false;
    return true;
}

static bool reads_memory(const FusedOp *m, int k)
{
    return !m->args.in_is_scalar[k] && m->from[k] < 0;
}

/* ------------------------------------------------------------ sending */

static bool send(Error *err)
{
    if (!g.f.n) return true;
    /* A trace places the work at its first member's line. */
    trace_attach(&g.site[0]);
    bool ok = g.f.n == 1 ? inner->launch(g.f.ops[0].op, &g.f.ops[0].args, g.s, err)
                         : inner->launch_fused(&g.f, g.s, err);
    trace_attach(site_now);
    g.f.n = 0;
    while (g.npins) inner->unpin(g.pins[--g.npins]);
    return ok;
}

/* Sends the group before a call that needs the device to have it; a
 * send that failed where no one could be told fails this call instead. */
static bool flush(Error *err)
{
    if (deferred_failed) {
        deferred_failed = false;
        if (err) *err = deferred;
        return false;
    }
    return send(err);
}

static void flush_quietly(void)
{
    Error e;
    if (!send(&e) && !deferred_failed) {
        deferred = e;
        deferred_failed = true;
    }
}

void fuse_flush(void)
{
    flush_quietly();
}

void fuse_route(const Backend *be)
{
    if (be == inner) return;
    flush_quietly();
    inner = be;
}

/* ------------------------------------------------------------ joining */

static bool capturing_on(const DevStream *s)
{
    for (int i = 0; i < CAPTURES_MAX; i++)
        if (capturing[i] == s) return true;
    return false;
}

static unsigned kind_of(DType d)
{
    return d == DT_BOOL ? KIND_BOOL : dtype_is_int(d) ? KIND_INT : KIND_FLOAT;
}

/* Whether a launch can be a member of some group at all. */
static bool fusable(OpCode op, const OpArgs *a, const DevStream *s)
{
    const OpInfo *info = op_info(op);
    return enabled && info->group == GROUP_EW && a->nout == 1 && a->nin == info->arity &&
           (info->kinds & kind_of(a->dtype)) && numel(&a->out[0]) >= FUSE_MIN && !capturing_on(s);
}

/* The latest member whose result overlaps t, or -1. */
static int writer_of(const DevTensor *t)
{
    for (int j = g.f.n - 1; j >= 0; j--)
        if (overlap(&g.f.ops[j].args.out[0], t)) return j;
    return -1;
}

/* Whether launch a can join the group; from[] says where its inputs come from. */
static bool joins(const OpArgs *a, int8_t from[3])
{
    const DevTensor *out = &a->out[0], *first = &g.f.ops[0].args.out[0];
    if (out->ndim != first->ndim || memcmp(out->shape, first->shape, sizeof(int64_t) * (size_t)out->ndim))
        return false;
    bool chained = false;
    for (int k = 0; k < a->nin; k++) {
        from[k] = -1;
        if (a->in_is_scalar[k]) continue;
        int w = writer_of(&a->in[k]);
        if (w < 0) {
            if (overlap(out, &a->in[k]) && !same_view(out, &a->in[k])) return false;
            continue;
        }
        if (!same_view(&g.f.ops[w].args.out[0], &a->in[k])) return false;
        from[k] = (int8_t)w;
        chained = true;
    }
    if (!chained) return false;
    /* Its result may land only where each element was read and written
     * by the same element of the members before. */
    for (int j = 0; j < g.f.n; j++) {
        const FusedOp *m = &g.f.ops[j];
        if (overlap(out, &m->args.out[0]) && !same_view(out, &m->args.out[0])) return false;
        for (int k = 0; k < m->args.nin; k++)
            if (reads_memory(m, k) && overlap(out, &m->args.in[k]) && !same_view(out, &m->args.in[k]))
                return false;
    }
    return true;
}

static void add(OpCode op, const OpArgs *a, DevStream *s, const int8_t from[3])
{
    int i = g.f.n++;
    FusedOp *m = &g.f.ops[i];
    m->op = op;
    m->args = *a;
    memcpy(m->from, from, sizeof m->from);
    m->keep = true;
    g.read[i] = false;
    g.site[i] = site_now ? *site_now : (Site){0};
    g.s = s;
    for (int k = 0; k < a->nin; k++)
        if (from[k] >= 0) g.read[from[k]] = true;
    /* A result written again in place is stored by the last writer. */
    for (int j = 0; j < i; j++)
        if (same_view(&g.f.ops[j].args.out[0], &a->out[0])) g.f.ops[j].keep = false;
}

static bool f_launch(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    if (!fusable(op, a, s)) return flush(err) && inner->launch(op, a, s, err);
    int8_t from[3] = {-1, -1, -1};
    if (g.f.n && (g.s != s || g.f.n == FUSE_MAX_OPS || !joins(a, from))) {
        if (!flush(err)) return false;
        memset(from, -1, sizeof from);
    }
    add(op, a, s, from);
    return true;
}

/* ------------------------------------------------------------- memory */

static bool f_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    if (!inner->alloc(dev, bytes, s, out, err)) return false;
    ptrmap_put(&sizes, *out, (int64_t)bytes);
    return true;
}

/* Whether the group touches the block [lo, hi) in memory; results in it
 * that only later members read stop being kept instead. */
static bool touches(uintptr_t lo, uintptr_t hi)
{
    bool touched = false;
    for (int j = 0; j < g.f.n; j++) {
        FusedOp *m = &g.f.ops[j];
        for (int k = 0; k < m->args.nin; k++)
            if (reads_memory(m, k) && in_block(&m->args.in[k], lo, hi)) touched = true;
        if (!m->keep || !in_block(&m->args.out[0], lo, hi)) continue;
        if ((uintptr_t)m->args.out[0].data == lo && g.read[j]) m->keep = false;
        else touched = true;
    }
    return touched;
}

static void f_free(int dev, void *ptr, DevStream *s)
{
    int64_t bytes = ptrmap_get(&sizes, ptr);
    if (g.f.n && bytes > 0 && touches((uintptr_t)ptr, (uintptr_t)ptr + (uintptr_t)bytes)) {
        void *base = inner->pin(ptr);
        if (base) g.pins[g.npins++] = base;
    }
    ptrmap_del(&sizes, ptr);
    inner->free(dev, ptr, s);
}

/* -------------------------------------------- everything else: send first */

static void f_record_use(void *ptr, DevStream *s)
{
    flush_quietly();
    inner->record_use(ptr, s);
}

static bool f_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    return flush(err) && inner->copy(dst, src, bytes, kind, s, err);
}

static bool f_device_synchronize(int dev, Error *err)
{
    return flush(err) && inner->device_synchronize(dev, err);
}

static void f_empty_cache(int dev)
{
    flush_quietly();
    inner->empty_cache(dev);
}

static void f_stream_destroy(DevStream *s)
{
    flush_quietly();
    inner->stream_destroy(s);
}

static bool f_stream_synchronize(DevStream *s, Error *err)
{
    return flush(err) && inner->stream_synchronize(s, err);
}

static bool f_stream_query(DevStream *s)
{
    flush_quietly();
    return inner->stream_query(s);
}

static bool f_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    return flush(err) && inner->stream_wait_event(s, e, err);
}

static bool f_event_record(DevEvent *e, DevStream *s, Error *err)
{
    return flush(err) && inner->event_record(e, s, err);
}

static bool f_event_query(DevEvent *e)
{
    flush_quietly();
    return inner->event_query(e);
}

static bool f_event_synchronize(DevEvent *e, Error *err)
{
    return flush(err) && inner->event_synchronize(e, err);
}

/* Calls a trace wraps go to the Backend of now, not of the layer's making. */
static void f_event_destroy(DevEvent *e)
{
    inner->event_destroy(e);
}

static void f_graph_destroy(DevGraph *graph)
{
    inner->graph_destroy(graph);
}

static void f_set_timer(const DevTimer *timer)
{
    flush_quietly();
    inner->set_timer(timer);
}

static bool f_collective(const DevCollective *c, Error *err)
{
    return flush(err) && inner->collective(c, err);
}

static bool f_capture_begin(DevStream *s, Error *err)
{
    if (!flush(err) || !inner->capture_begin(s, err)) return false;
    for (int i = 0; i < CAPTURES_MAX; i++) {
        if (!capturing[i]) {
            capturing[i] = s;
            break;
        }
    }
    return true;
}

static bool f_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err)
{
    for (int i = 0; i < CAPTURES_MAX; i++)
        if (capturing[i] == s) capturing[i] = NULL;
    return flush(err) && inner->capture_end(s, keep, out, err);
}

static bool f_graph_launch(DevGraph *graph, DevStream *s, Error *err)
{
    return flush(err) && inner->graph_launch(graph, s, err);
}

static void f_shutdown(void)
{
    flush_quietly();
    ptrmap_free(&sizes);
    inner->shutdown();
}

const Backend *fuse_backend(const Backend *be)
{
    if (!be->launch_fused || !be->pin) return be;
    inner = be;
    outer = *be;
    outer.launch = f_launch;
    outer.launch_fused = NULL;   /* groups are made here */
    outer.alloc = f_alloc;
    outer.free = f_free;
    outer.record_use = f_record_use;
    outer.copy = f_copy;
    outer.device_synchronize = f_device_synchronize;
    outer.empty_cache = f_empty_cache;
    outer.stream_destroy = f_stream_destroy;
    outer.stream_synchronize = f_stream_synchronize;
    outer.stream_query = f_stream_query;
    outer.stream_wait_event = f_stream_wait_event;
    outer.event_record = f_event_record;
    outer.event_query = f_event_query;
    outer.event_synchronize = f_event_synchronize;
    outer.event_destroy = f_event_destroy;
    outer.shutdown = f_shutdown;
    if (be->set_timer) outer.set_timer = f_set_timer;
    if (be->collective) outer.collective = f_collective;
    if (be->capture_begin) {
        outer.capture_begin = f_capture_begin;
        outer.capture_end = f_capture_end;
        outer.graph_launch = f_graph_launch;
        outer.graph_destroy = f_graph_destroy;
    }
    return &outer;
}
