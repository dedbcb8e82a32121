/* trace.c: recording a trace (trace.h): the wrapping Backend, the lanes,
 * the dependencies, the device's timer, and starting and stopping.
 *
 * One thread enqueues (the evaluator's), and everything here belongs to
 * it but the times the device reports, from its own threads.  So that
 * tracing stays cheap, that needs no lock: the device writes each time
 * into a slot of its own, in chunks that never move and that the host
 * does not touch while recording (the tag handed to the backend is the
 * slot's address), and the host reads the slots once a synchronize has
 * seen the work done (the backend's own synchronisation orders the two).
 * A Ctrl-C that cuts the final wait short leaves reports in flight: then
 * the slots are never freed. */
#include "runtime/trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/buf.h"
#include "base/dtype.h"
#include "runtime/runtime.h"
#include "base/source.h"
#include "runtime/trace_json.h"
#include "runtime/trace_profile.h"
#include "runtime/trace_svg.h"

bool trace_active;

/* ------------------------------------------------------- pointer maps */

/* Pointer -> int, open addressing with backward-shift deletion: streams
 * and events to lanes and records. */
typedef struct PtrMap {
    const void **keys;
    int32_t *vals;
    size_t cap, len;
} PtrMap;

static size_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

static size_t map_slot(const PtrMap *m, const void *k)
{
    size_t mask = m->cap - 1, i = ptr_hash(k) & mask;
    while (m->keys[i] && m->keys[i] != k) i = (i + 1) & mask;
    return i;
}

static int32_t map_get(const PtrMap *m, const void *k)
{
    if (!m->cap) return -1;
    size_t i = map_slot(m, k);
    return m->keys[i] ? m->vals[i] : -1;
}

static void map_put(PtrMap *m, const void *k, int32_t v)
{
    if (2 * (m->len + 1) > m->cap) {
        PtrMap big = {xcalloc(m->cap ? 2 * m->cap : 16, sizeof(void *)),
                      xcalloc(m->cap ? 2 * m->cap : 16, sizeof(int32_t)), m->cap ? 2 * m->cap : 16, 0};
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i]) map_put(&big, m->keys[i], m->vals[i]);
        free(m->keys);
        free(m->vals);
        *m = big;
    }
    size_t i = map_slot(m, k);
    if (!m->keys[i]) m->len++;
    m->keys[i] = k;
    m->vals[i] = v;
}

static void map_del(PtrMap *m, const void *k)
{
    if (!m->cap) return;
    size_t mask = m->cap - 1, i = map_slot(m, k);
    if (!m->keys[i]) return;
    m->keys[i] = NULL;
    m->len--;
    /* Pull back later members of the cluster that may now be unreachable. */
    for (size_t j = (i + 1) & mask; m->keys[j]; j = (j + 1) & mask) {
        const void *kj = m->keys[j];
        int32_t vj = m->vals[j];
        m->keys[j] = NULL;
        m->len--;
        map_put(m, kj, vj);
    }
}

static void map_free(PtrMap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------- stream names */

/* Every stream stream_value.c has named, traced or not, so that a trace
 * started later in a REPL session still knows them. */
typedef struct Named {
    int dev;
    int serial;          /* order of creation */
    char *label;
} Named;

static struct {
    Named *items;
    size_t len, cap;
    PtrMap index;        /* DevStream -> items */
    int serials;
} names;

/* ------------------------------------------------------- the recording */

typedef struct Lane {
    int dev;
    int serial;
    char *label;
} Lane;

typedef struct Shape {
    uint64_t key;
    int32_t text;
} Shape;

enum { CHUNK = 4096 };

/* When the device ran an operation; zero until it says. */
typedef struct Reported {
    double start, end;
} Reported;

static struct {
    TraceOutputs outs;
    bool on;
    double t0;           /* CLOCK_MONOTONIC ms at the start */
    TraceOp **chunks;    /* of CHUNK operations each */
    Reported **reported; /* the device's slot for each */
    size_t nchunks;
    size_t nops;
    TraceOp *ops;        /* all of them in one array, once stopped */
    Lane *lanes;
    int nlanes, caplanes;
    PtrMap lane_of;      /* DevStream -> lanes */
    PtrMap record_of;    /* DevEvent -> the latest record of it */
    char **files;
    int nfiles;
    const Source *last_src;
    int last_file;
    uint32_t last_pt;
    int last_line;
    Buf text;
    Shape *shapes;       /* interned shape texts */
    size_t capshapes, nshapes;
    bool timing;         /* the backend's timer is set, if it has one */
    Reported *pending;   /* the slot of the operation being enqueued */
} tr;

/* The wrapped backend outlives a trace: a caller may still hold it. */
static const Backend *real;
static Backend wrapped;
static const Site *site_now;   /* the running program's operation (trace_attach) */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int32_t add_text(const char *s, size_t n)
{
    int32_t off = (int32_t)tr.text.len;
    buf_put(&tr.text, s, n);
    buf_putc(&tr.text, '\0');
    return off;
}

/* The lane of stream s in this trace, made at its first operation. */
static int32_t lane_for(DevStream *s)
{
    int32_t l = map_get(&tr.lane_of, s);
    if (l >= 0) return l;
    int dev = 0, serial = 0;
    const char *label = "stream";
    int32_t n = map_get(&names.index, s);
    if (n >= 0) {
        dev = names.items[n].dev;
        serial = names.items[n].serial;
        label = names.items[n].label;
    } else {
        for (int d = 0; d < real->device_count(); d++) {
            if (real->default_stream(d) == s) {
                dev = d;
                label = "default";
                break;
            }
        }
    }
    if (tr.nlanes == tr.caplanes) {
        tr.caplanes = tr.caplanes ? 2 * tr.caplanes : 8;
        tr.lanes = xrealloc(tr.lanes, (size_t)tr.caplanes * sizeof *tr.lanes);
    }
    tr.lanes[tr.nlanes] = (Lane){dev, serial, xstrdup(label)};
    map_put(&tr.lane_of, s, tr.nlanes);
    return tr.nlanes++;
}

void trace_name_stream(DevStream *s, int dev, const char *name, int number)
{
    char numbered[32];
    snprintf(numbered, sizeof numbered, "stream#%d", number);
    const char *label = name ? name : numbered;
    int32_t n = map_get(&names.index, s);
    if (n < 0) {
        if (names.len == names.cap) {
            names.cap = names.cap ? 2 * names.cap : 16;
            names.items = xrealloc(names.items, names.cap * sizeof *names.items);
        }
        n = (int32_t)names.len++;
        names.items[n] = (Named){dev, 0, NULL};
        map_put(&names.index, s, n);
    }
    Named *nm = &names.items[n];
    /* A new stream (perhaps at the address of a destroyed one) comes after
     * every other; a declaration only renames it. */
    if (!name || !nm->serial) nm->serial = ++names.serials;
    free(nm->label);
    nm->label = xstrdup(label);
    nm->dev = dev;
    int32_t l = tr.on ? map_get(&tr.lane_of, s) : -1;
    if (l >= 0) {
        free(tr.lanes[l].label);
        tr.lanes[l].label = xstrdup(label);
    }
}

/* The operation the evaluator is applying, NULL outside a program. */
static const Node *site(const Source **src)
{
    *src = site_now ? site_now->src : NULL;
    return *src ? site_now->node : NULL;
}

/* Its file and line. */
static void locate(TraceOp *op)
{
    const Source *src;
    const Node *n = site(&src);
    op->file = -1;
    op->line = 0;
    if (!n) return;
    if (src != tr.last_src) {
        int f = 0;
        while (f < tr.nfiles && strcmp(tr.files[f], src->name) != 0) f++;
        if (f == tr.nfiles) {
            tr.files = xrealloc(tr.files, (size_t)(tr.nfiles + 1) * sizeof *tr.files);
            tr.files[tr.nfiles++] = xstrdup(src->name);
        }
        tr.last_src = src;
        tr.last_file = f;
        tr.last_pt = UINT32_MAX;
    }
    if (n->span.pt != tr.last_pt) {
        int col;
        source_position(src, n->span.pt, &tr.last_line, &col);
        tr.last_pt = n->span.pt;
    }
    op->file = tr.last_file;
    op->line = tr.last_line;
}

/* Its code (`print(c)`, `x.item()`), on one line and cut short, to say
 * what a host wait was for. */
static int32_t code_text(void)
{
    const Source *src;
    const Node *n = site(&src);
    if (!n || n->span.hi <= n->span.lo || n->span.hi > src->len) return -1;
    Buf b = BUF_INIT;
    bool space = false;
    for (uint32_t i = n->span.lo; i < n->span.hi && b.len < 60; i++) {
        char c = src->text[i];
        bool blank = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (blank) {
            space = b.len > 0;
            continue;
        }
        if (space) buf_putc(&b, ' ');
        space = false;
        buf_putc(&b, c);
    }
    if (n->span.hi - n->span.lo > 60) buf_puts(&b, "...");
    int32_t off = add_text(b.data ? b.data : "", b.len);
    buf_free(&b);
    return off;
}

static TraceOp *at(size_t i)
{
    return &tr.chunks[i / CHUNK][i % CHUNK];
}

/* Appends an operation; the device sees it only once it is filled in. */
static size_t add_op(TraceKind kind, int32_t lane)
{
    if (tr.nops == tr.nchunks * CHUNK) {
        tr.chunks = xrealloc(tr.chunks, (tr.nchunks + 1) * sizeof *tr.chunks);
        tr.reported = xrealloc(tr.reported, (tr.nchunks + 1) * sizeof *tr.reported);
        tr.chunks[tr.nchunks] = xmalloc(CHUNK * sizeof(TraceOp));
        tr.reported[tr.nchunks++] = xcalloc(CHUNK, sizeof(Reported));
    }
    size_t i = tr.nops++;
    TraceOp *op = at(i);
    memset(op, 0, sizeof *op);
    op->kind = (uint8_t)kind;
    op->dtype = DT_COUNT;
    op->lane = lane;
    op->text = op->dep = op->target = -1;
    op->start = op->end = -1;
    locate(op);
    /* A kernel the device times needs no time from the host: the clock
     * read is a good part of what tracing costs a tiny operation. */
    op->enqueued = kind == TRACE_KERNEL && real->set_timer ? 0 : now_ms();
    return i;
}

/* ---- the device's timer */

static void *timer_tag(void)
{
    Reported *slot = tr.pending;
    tr.pending = NULL;
    return slot;
}

static void timer_ran(void *tag, double start, double end)
{
    Reported *slot = tag;
    slot->start = start;
    slot->end = end;
}

static const DevTimer timer = {timer_tag, timer_ran};

/* Around a backend call that enqueues operation i on a stream. */
static void enqueue_begin(size_t i)
{
    tr.pending = &tr.reported[i / CHUNK][i % CHUNK];
}

static void enqueue_end(size_t i, bool ok)
{
    tr.pending = NULL;
    /* A failed call enqueued nothing: drop what was recorded from i on. */
    if (!ok) tr.nops = i;
}

/* ---- what operations are */

bool trace_op_is_work(const TraceOp *op)
{
    return op->kind == TRACE_KERNEL || op->kind == TRACE_COPY;
}

const char *trace_text(const TraceData *d, int32_t offset)
{
    return offset < 0 ? "" : d->text + offset;
}

void trace_op_name(const TraceData *d, const TraceOp *op, char *buf, size_t n)
{
    static const char *const copies[] = {"copy HtoD", "copy DtoH", "copy DtoD"};
    switch ((TraceKind)op->kind) {
    case TRACE_KERNEL: {
        /* Not snprintf: the writers name every operation of a large trace. */
        const char *s = op->op == OP_sleep ? "device_sleep" : op_name((OpCode)op->op);
        size_t len = strlen(s) < n ? strlen(s) : n - 1;
        memcpy(buf, s, len);
        buf[len] = '\0';
        return;
    }
    case TRACE_COPY: snprintf(buf, n, "%s", op->op < 3 ? copies[op->op] : "copy"); return;
    case TRACE_RECORD: snprintf(buf, n, "record"); return;
    case TRACE_WAIT: {
        const TraceOp *rec = op->dep >= 0 ? &d->ops[op->dep] : NULL;
        snprintf(buf, n, "wait %s", rec ? d->lanes[rec->lane].label : "(never recorded)");
        return;
    }
    case TRACE_HOST_WAIT:
        switch ((TraceHostWait)op->op) {
        case HOST_WAIT_STREAM:
            snprintf(buf, n, "synchronize %s", op->target >= 0 ? d->lanes[op->target].label : "stream");
            return;
        case HOST_WAIT_EVENT: {
            const TraceOp *rec = op->dep >= 0 ? &d->ops[op->dep] : NULL;
            snprintf(buf, n, "event synchronize %s", rec ? d->lanes[rec->lane].label : "");
            return;
        }
        case HOST_WAIT_DEVICE: snprintf(buf, n, "synchronize cuda:%d", op->target); return;
        case HOST_WAIT_COPY: snprintf(buf, n, "copy to host"); return;
        }
        break;
    case TRACE_RACE: snprintf(buf, n, "race"); return;
    }
    snprintf(buf, n, "?");
}

const char *trace_op_kind(const TraceOp *op)
{
    switch ((TraceKind)op->kind) {
    case TRACE_COPY: return "copy";
    case TRACE_RECORD:
    case TRACE_WAIT: return "sync";
    case TRACE_HOST_WAIT: return "host";
    case TRACE_RACE: return "race";
    case TRACE_KERNEL: break;
    }
    static const char *const groups[] = {
        [GROUP_COPY] = "copy", [GROUP_FILL] = "fill", [GROUP_EW] = "elementwise",
        [GROUP_REDUCE] = "reduction", [GROUP_MATMUL] = "matmul", [GROUP_SOFTMAX] = "softmax/sort",
        [GROUP_SORT] = "softmax/sort",
        [GROUP_RANDOM] = "random", [GROUP_SLEEP] = "sleep",
    };
    return groups[op_info((OpCode)op->op)->group];
}

/* ---- shapes: "[4, 1], scalar -> [4, 4]", interned */

static uint64_t mix(uint64_t h, uint64_t v)
{
    return (h ^ v) * 0x100000001b3ULL;
}

/* A dimension the kernel reads with stride 0 is one element wide: the
 * operand was broadcast (or, for a reduction's output, it is reduced). */
static int64_t dim_size(const DevTensor *t, int d)
{
    return t->strides[d] == 0 ? 1 : t->shape[d];
}

static uint64_t shapes_key(const OpArgs *a)
{
    uint64_t h = mix(0xcbf29ce484222325ULL, (uint64_t)(a->nin * 8 + a->nout));
    for (int i = 0; i < a->nin; i++) {
        h = mix(h, a->in_is_scalar[i] ? 99 : (uint64_t)a->in[i].ndim);
        for (int d = 0; !a->in_is_scalar[i] && d < a->in[i].ndim; d++) h = mix(h, (uint64_t)dim_size(&a->in[i], d));
    }
    for (int i = 0; i < a->nout; i++) {
        h = mix(h, (uint64_t)a->out[i].ndim);
        for (int d = 0; d < a->out[i].ndim; d++) h = mix(h, (uint64_t)dim_size(&a->out[i], d));
    }
    return h ? h : 1;
}

static void put_shape(Buf *b, const DevTensor *t)
{
    buf_putc(b, '[');
    for (int d = 0; d < t->ndim; d++) buf_printf(b, d ? ", %lld" : "%lld", (long long)dim_size(t, d));
    buf_putc(b, ']');
}

static int32_t shapes_text(const OpArgs *a)
{
    uint64_t key = shapes_key(a);
    if (2 * (tr.nshapes + 1) > tr.capshapes) {
        size_t cap = tr.capshapes ? 2 * tr.capshapes : 64;
        Shape *big = xcalloc(cap, sizeof *big);
        for (size_t i = 0; i < tr.capshapes; i++) {
            if (!tr.shapes[i].key) continue;
            size_t j = tr.shapes[i].key & (cap - 1);
            while (big[j].key) j = (j + 1) & (cap - 1);
            big[j] = tr.shapes[i];
        }
        free(tr.shapes);
        tr.shapes = big;
        tr.capshapes = cap;
    }
    size_t j = key & (tr.capshapes - 1);
    while (tr.shapes[j].key && tr.shapes[j].key != key) j = (j + 1) & (tr.capshapes - 1);
    if (tr.shapes[j].key) return tr.shapes[j].text;
    Buf b = BUF_INIT;
    for (int i = 0; i < a->nin; i++) {
        if (i) buf_puts(&b, ", ");
        if (a->in_is_scalar[i]) buf_puts(&b, "scalar");
        else put_shape(&b, &a->in[i]);
    }
    buf_puts(&b, a->nin ? " -> " : "-> ");
    for (int i = 0; i < a->nout; i++) {
        if (i) buf_puts(&b, ", ");
        put_shape(&b, &a->out[i]);
    }
    tr.shapes[j] = (Shape){key, add_text(b.data, b.len)};
    tr.nshapes++;
    buf_free(&b);
    return tr.shapes[j].text;
}

/* ------------------------------------------------- the wrapped backend */

/* Each call records, then passes through; after the trace stopped (a
 * caller kept the wrapper) it only passes through. */

static bool w_launch(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    if (!tr.on) return real->launch(op, a, s, err);
    size_t i = add_op(TRACE_KERNEL, lane_for(s));
    TraceOp *o = at(i);
    o->op = (uint16_t)op;
    if (op != OP_sleep) {
        o->dtype = (uint8_t)(a->nout ? a->out[0].dtype : a->dtype);
        o->text = shapes_text(a);
    }
    enqueue_begin(i);
    bool ok = real->launch(op, a, s, err);
    enqueue_end(i, ok);
    return ok;
}

static void set_end(size_t i, double end)
{
    at(i)->end = end;
}

static bool w_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    if (!tr.on || bytes == 0) return real->copy(dst, src, bytes, kind, s, err);
    size_t i = add_op(TRACE_COPY, lane_for(s));
    at(i)->op = (uint16_t)kind;
    at(i)->bytes = bytes;
    /* A copy to host memory may wait for its stream: the host lane shows
     * the call (a short one for pinned memory, which does not wait). */
    size_t h = 0;
    if (kind == COPY_DEVICE_TO_HOST) {
        h = add_op(TRACE_HOST_WAIT, 0);
        at(h)->op = HOST_WAIT_COPY;
        at(h)->text = code_text();
        at(h)->start = at(h)->enqueued;
    }
    enqueue_begin(i);
    bool ok = real->copy(dst, src, bytes, kind, s, err);
    if (kind == COPY_DEVICE_TO_HOST) set_end(h, now_ms());
    enqueue_end(i, ok);
    return ok;
}

static bool w_event_record(DevEvent *e, DevStream *s, Error *err)
{
    if (!tr.on) return real->event_record(e, s, err);
    size_t i = add_op(TRACE_RECORD, lane_for(s));
    enqueue_begin(i);
    bool ok = real->event_record(e, s, err);
    enqueue_end(i, ok);
    if (ok) map_put(&tr.record_of, e, (int32_t)i);
    return ok;
}

static bool w_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    if (!tr.on) return real->stream_wait_event(s, e, err);
    size_t i = add_op(TRACE_WAIT, lane_for(s));
    at(i)->dep = map_get(&tr.record_of, e);
    enqueue_begin(i);
    bool ok = real->stream_wait_event(s, e, err);
    enqueue_end(i, ok);
    return ok;
}

static void w_event_destroy(DevEvent *e)
{
    if (tr.on) map_del(&tr.record_of, e);
    real->event_destroy(e);
}

static void w_stream_destroy(DevStream *s)
{
    /* Its lane stays; a stream made later at the same address gets its own. */
    if (tr.on) map_del(&tr.lane_of, s);
    real->stream_destroy(s);
}

/* A host wait: its slice on the host lane spans the backend call. */
static size_t host_wait_begin(TraceHostWait what)
{
    size_t i = add_op(TRACE_HOST_WAIT, 0);
    at(i)->op = (uint16_t)what;
    at(i)->text = code_text();
    at(i)->start = at(i)->enqueued;
    return i;
}

static bool w_stream_synchronize(DevStream *s, Error *err)
{
    if (!tr.on) return real->stream_synchronize(s, err);
    int32_t target = lane_for(s);
    size_t i = host_wait_begin(HOST_WAIT_STREAM);
    at(i)->target = target;
    bool ok = real->stream_synchronize(s, err);
    set_end(i, now_ms());
    return ok;
}

static bool w_event_synchronize(DevEvent *e, Error *err)
{
    if (!tr.on) return real->event_synchronize(e, err);
    size_t i = host_wait_begin(HOST_WAIT_EVENT);
    at(i)->dep = map_get(&tr.record_of, e);
    bool ok = real->event_synchronize(e, err);
    set_end(i, now_ms());
    return ok;
}

static bool w_device_synchronize(int dev, Error *err)
{
    if (!tr.on) return real->device_synchronize(dev, err);
    size_t i = host_wait_begin(HOST_WAIT_DEVICE);
    at(i)->target = dev;
    bool ok = real->device_synchronize(dev, err);
    set_end(i, now_ms());
    return ok;
}

const Backend *trace_backend(const Backend *be)
{
    if (be != real) {
        real = be;
        wrapped = *be;
        wrapped.launch = w_launch;
        wrapped.copy = w_copy;
        wrapped.event_record = w_event_record;
        wrapped.stream_wait_event = w_stream_wait_event;
        wrapped.event_destroy = w_event_destroy;
        wrapped.stream_destroy = w_stream_destroy;
        wrapped.stream_synchronize = w_stream_synchronize;
        wrapped.event_synchronize = w_event_synchronize;
        wrapped.device_synchronize = w_device_synchronize;
    }
    if (!tr.timing) {
        /* From the first device call of this trace on, the device times its work. */
        tr.timing = true;
        if (be->set_timer) be->set_timer(&timer);
    }
    return &wrapped;
}

void trace_attach(const Site *site)
{
    site_now = site;
}

void trace_mark_race(DevStream *s, const char *message)
{
    if (!tr.on || !tr.timing) return;
    size_t i = add_op(TRACE_RACE, s ? lane_for(s) : 0);
    at(i)->text = add_text(message, strlen(message));
    at(i)->start = at(i)->end = at(i)->enqueued;
}

/* ------------------------------------------------- starting, stopping */

bool trace_start(const TraceOutputs *outs, Error *err)
{
    /* The new trace starts even when the old one cannot be written. */
    bool ok = trace_stop(err);
    tr.outs.json = outs->json ? xstrdup(outs->json) : NULL;
    tr.outs.svg = outs->svg ? xstrdup(outs->svg) : NULL;
    tr.outs.profile = outs->profile;
    tr.lanes = xmalloc(8 * sizeof *tr.lanes);
    tr.caplanes = 8;
    tr.lanes[0] = (Lane){-1, 0, xstrdup("host")};
    tr.nlanes = 1;
    tr.t0 = now_ms();
    tr.on = true;
    trace_active = true;
    return ok;
}

static void at_exit(void)
{
    Error err;
    if (!trace_stop(&err)) fprintf(stderr, "cst: %s\n", err.msg);
}

void trace_configure(const Options *opts)
{
    static bool configured;
    if (configured) return;
    configured = true;
    runtime_at_exit(at_exit);
    if (!opts->trace_path && !opts->timeline_path && !opts->profile) return;
    TraceOutputs o = {opts->trace_path, opts->timeline_path, opts->profile};
    trace_start(&o, NULL);
}

/* Work the backend did not time (a wait that had nothing to wait for, a
 * backend without a timer, work a Ctrl-C abandoned) ran right after what
 * came before it on its stream, and not before it was enqueued when the
 * host knows when that was: streams run in order. */
static void settle_times(void)
{
    double *lane_end = xmalloc((size_t)tr.nlanes * sizeof *lane_end);
    for (int l = 0; l < tr.nlanes; l++) lane_end[l] = tr.t0;
    for (size_t i = 0; i < tr.nops; i++) {
        TraceOp *op = &tr.ops[i];
        if (op->start < 0 || op->end < op->start) {
            op->start = op->enqueued > lane_end[op->lane] ? op->enqueued : lane_end[op->lane];
            op->end = op->start;
        }
        if (op->lane > 0 && op->end > lane_end[op->lane]) lane_end[op->lane] = op->end;
        op->enqueued -= tr.t0;
        op->start -= tr.t0;
        op->end -= tr.t0;
    }
    free(lane_end);
}

/* A race belongs to the operation it was found in: the last one enqueued
 * on its lane before the mark (the checker looks as the operation passes
 * through), else the next. */
static void place_races(void)
{
    for (size_t i = 0; i < tr.nops; i++) {
        TraceOp *m = &tr.ops[i];
        if (m->kind != TRACE_RACE) continue;
        const TraceOp *in = NULL;
        for (size_t j = i; j-- > 0 && !in;)
            if (tr.ops[j].lane == m->lane && tr.ops[j].kind != TRACE_RACE && tr.ops[j].line == m->line) in = &tr.ops[j];
        for (size_t j = i + 1; j < tr.nops && !in; j++)
            if (tr.ops[j].lane == m->lane && tr.ops[j].kind != TRACE_RACE) in = &tr.ops[j];
        if (in) m->start = m->end = in->start;
    }
}

static int lane_order(const void *a, const void *b)
{
    const Lane *x = a, *y = b;
    if (x->dev != y->dev) return x->dev < y->dev ? -1 : 1;
    return (x->serial > y->serial) - (x->serial < y->serial);
}

/* The host, then by device: the default stream (serial 0) first, then in
 * order of creation; ties (a stream never named) in order of first use. */
static void sort_lanes(void)
{
    int n = tr.nlanes;
    int32_t *order = xmalloc((size_t)n * sizeof *order), *to = xmalloc((size_t)n * sizeof *to);
    Lane *sorted = xmalloc((size_t)n * sizeof *sorted);
    for (int l = 0; l < n; l++) {
        sorted[l] = tr.lanes[l];
        sorted[l].serial = tr.lanes[l].serial * 65536 + l;
    }
    qsort(sorted, (size_t)n, sizeof *sorted, lane_order);
    for (int l = 0; l < n; l++) {
        order[l] = sorted[l].serial % 65536;
        to[order[l]] = l;
    }
    for (size_t i = 0; i < tr.nops; i++) {
        TraceOp *op = &tr.ops[i];
        op->lane = to[op->lane];
        if (op->kind == TRACE_HOST_WAIT && op->op == HOST_WAIT_STREAM && op->target >= 0) op->target = to[op->target];
    }
    for (int l = 0; l < n; l++) sorted[l] = tr.lanes[order[l]];
    free(tr.lanes);
    tr.lanes = sorted;
    free(order);
    free(to);
}

static bool write_outputs(double wall, Error *err)
{
    TraceLane *lanes = xmalloc((size_t)tr.nlanes * sizeof *lanes);
    for (int l = 0; l < tr.nlanes; l++) lanes[l] = (TraceLane){tr.lanes[l].dev, tr.lanes[l].label};
    TraceData d = {tr.ops, tr.nops, lanes, tr.nlanes, (const char *const *)tr.files, tr.nfiles,
                   tr.text.data ? tr.text.data : "", wall};
    bool ok = !tr.outs.json || trace_json_write(&d, tr.outs.json, err);
    if (tr.outs.svg) ok = trace_svg_write(&d, tr.outs.svg, ok ? err : NULL) && ok;
    if (tr.outs.profile) trace_profile_print(&d, stderr);
    free(lanes);
    return ok;
}

bool trace_stop(Error *err)
{
    if (!tr.on) return true;
    trace_active = false;
    bool settled = true;
    if (tr.timing) {
        /* What was recorded runs to its end before it is written; after a
         * Ctrl-C, what has not run stays untimed. */
        Error ignored;
        for (int d = 0; d < real->device_count(); d++) settled &= real->device_synchronize(d, &ignored);
        if (real->set_timer) real->set_timer(NULL);
    }
    double wall = now_ms() - tr.t0;
    tr.on = false;
    tr.ops = xmalloc((tr.nops ? tr.nops : 1) * sizeof *tr.ops);
    for (size_t c = 0; c * CHUNK < tr.nops; c++) {
        size_t n = tr.nops - c * CHUNK < CHUNK ? tr.nops - c * CHUNK : CHUNK;
        memcpy(tr.ops + c * CHUNK, tr.chunks[c], n * sizeof *tr.ops);
        for (size_t k = 0; k < n; k++) {
            const Reported *r = &tr.reported[c][k];
            if (r->end > 0) {
                tr.ops[c * CHUNK + k].start = r->start;
                tr.ops[c * CHUNK + k].end = r->end;
            }
        }
    }
    for (size_t c = 0; c < tr.nchunks; c++) {
        free(tr.chunks[c]);
        if (settled) free(tr.reported[c]);
    }
    free(tr.chunks);
    free(tr.reported);
    settle_times();
    place_races();
    sort_lanes();
    bool ok = write_outputs(wall, err);

    for (int l = 0; l < tr.nlanes; l++) free(tr.lanes[l].label);
    free(tr.lanes);
    for (int f = 0; f < tr.nfiles; f++) free(tr.files[f]);
    free(tr.files);
    free(tr.ops);
    free(tr.shapes);
    buf_free(&tr.text);
    map_free(&tr.lane_of);
    map_free(&tr.record_of);
    free((char *)tr.outs.json);
    free((char *)tr.outs.svg);
    memset(&tr, 0, sizeof tr);
    return ok;
}
