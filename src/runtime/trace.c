/* trace.c: recording a trace (trace.h): the wrapping Backend, the lanes,
 * the dependencies, the device's timer, and starting and stopping.
 *
 * One thread enqueues (the evaluator's), and everything here belongs to
 * it but the times the device reports, from its own threads.  So that
 * tracing stays cheap, that needs no lock: the device writes each time
 * into a slot of its own, in chunks that never move (the tag handed to the
 * backend is the slot's address), and publishes it with a release store.
 * The host takes the operations in the order they were enqueued, each once
 * its time is in, and hands it to the JSON writer once the next operation
 * of its lane is known too (that one's start bounds how long a slice of no
 * length may be drawn, see trace_json.c).  A chunk is freed once all of
 * its operations are taken, so a trace holds only what the device has not
 * done yet, however long the run, and a stream's lane goes with the
 * stream once its last operation is written.  --timeline and --profile
 * draw the whole run when the trace stops: they keep every operation.
 * A Ctrl-C that cuts the final wait short leaves reports in flight: then
 * their slots are never freed. */
#include "runtime/trace.h"

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/buf.h"
#include "base/dtype.h"
#include "base/ptrmap.h"
#include "runtime/runtime.h"
#include "base/source.h"
#include "runtime/trace_json.h"
#include "runtime/trace_profile.h"
#include "runtime/trace_svg.h"

bool trace_active;

/* ------------------------------------------------------- stream names */

/* Every live stream stream_value.c has named, traced or not, so that a
 * trace started later in a REPL session still knows them. */
typedef struct Named {
    const void *key;
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

/* The device's side of one operation.  The device writes start and end,
 * then reported (release); the host reads reported (acquire), then them. */
typedef struct Slot {
    _Atomic int reported;
    double start, end;   /* -1: the device could not time it */
    bool ready;          /* the host has done enqueueing it */
    bool timed;          /* the backend took its tag: a report will come */
    bool in_op;          /* a race found in the operation just before on its lane */
    size_t in_later;     /* 1 + the operation after it a race was found in */
} Slot;

/* A stream's lane (the host's is lane 0), reused once its stream is gone
 * and all its operations are written, except while the whole run is kept. */
typedef struct Lane {
    int dev;
    int serial;
    char *label;
    int tid;             /* its track in the JSON: never reused */
    bool used;
    bool open;           /* its stream lives (the host and default streams always do) */
    int pending;         /* its operations not yet taken */
    int named;           /* operations not yet done with that name it (target) */
    double end;          /* where its latest device operation ended (host clock, ms) */
    double last_start;   /* the start of its latest operation taken */
    bool holding;        /* held: taken, written once the next one's start is known */
    TraceOp held;
    int64_t held_index;
} Lane;

/* A record, while an event still points at it or a wait on it is not
 * written: where its arrow starts, once it is written, and the waits
 * written before it whose arrows wait for that. */
typedef struct Waiter {
    int64_t index;       /* the wait operation: its arrow's id */
    int dev, tid;
    double mid;
} Waiter;

typedef struct Rec {
    int64_t index;       /* the record operation; -1: the slot is free */
    int lane;            /* its lane; when free, the next free one */
    int refs;
    bool written;
    Waiter at;
    Waiter *waiting;
    int nwaiting, capwaiting;
} Rec;

typedef struct Shape {
    uint64_t key;
    int32_t text;
} Shape;

/* Texts by key (open addressing, at most half full). */
typedef struct Texts {
    Shape *slots;
    size_t cap, len;
} Texts;

enum { CHUNK = 4096 };

static struct {
    TraceOutputs outs;
    bool on;
    bool keep;           /* every operation is kept for --timeline and --profile */
    double t0;           /* CLOCK_MONOTONIC ms at the start */
    TraceOp **chunks;    /* of CHUNK operations each; NULL once all are taken */
    Slot **slots;        /* the device's slot for each */
    size_t nchunks;
    size_t nops;         /* operations recorded */
    size_t taken;        /* of which the first `taken` are taken */
    size_t ahead[8];     /* races found before their operations came */
    int nahead;
    TraceOp *kept;       /* every operation taken, when keep */
    size_t nkept, capkept;
    Lane *lanes;
    TraceLane *views;    /* each lane as the writers see it */
    int nlanes, caplanes;
    int free_lane;       /* a lane to reuse, or -1 */
    int tids;
    PtrMap lane_of;      /* DevStream -> lanes */
    PtrMap record_of;    /* DevEvent -> recs: its latest record */
    PtrMap rec_of_op;    /* record operation index + 1 -> recs */
    Rec *recs;
    int nrecs, caprecs;
    int free_rec;        /* a record slot to reuse, or -1 */
    char **files;
    int nfiles;
    const Source *last_src;
    int last_file;
    uint32_t last_pt;
    int last_line;
    Buf text;
    Texts shapes;        /* shape texts, by a hash of the shapes */
    Texts texts;         /* other texts, by a hash of their content */
    bool timing;         /* the backend's timer is set, if it has one */
    Slot *pending;       /* the slot of the operation being enqueued */
    TraceJson *json;
    Error json_err;      /* why the JSON could not be opened or written */
    bool json_failed;
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

/* ---- texts */

static int32_t add_text(const char *s, size_t n)
{
    int32_t off = (int32_t)tr.text.len;
    buf_put(&tr.text, s, n);
    buf_putc(&tr.text, '\0');
    return off;
}

/* Room in t for one more text. */
static void texts_room(Texts *t)
{
    if (2 * (t->len + 1) <= t->cap) return;
    size_t cap = t->cap ? 2 * t->cap : 64;
    Shape *big = xcalloc(cap, sizeof *big);
    for (size_t i = 0; i < t->cap; i++) {
        if (!t->slots[i].key) continue;
        size_t j = t->slots[i].key & (cap - 1);
        while (big[j].key) j = (j + 1) & (cap - 1);
        big[j] = t->slots[i];
    }
    free(t->slots);
    t->slots = big;
    t->cap = cap;
}

static uint64_t text_hash(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
    return h ? h : 1;
}

/* A text (host waits' code, races' messages) stored once however often
 * it comes, so that a loop's trace text does not grow with the loop. */
static int32_t intern_text(const char *s, size_t n)
{
    Texts *t = &tr.texts;
    texts_room(t);
    uint64_t key = text_hash(s, n);
    size_t j = key & (t->cap - 1);
    for (; t->slots[j].key; j = (j + 1) & (t->cap - 1)) {
        const char *old = tr.text.data + t->slots[j].text;
        if (t->slots[j].key == key && strlen(old) == n && memcmp(old, s, n) == 0) return t->slots[j].text;
    }
    t->slots[j] = (Shape){key, add_text(s, n)};
    t->len++;
    return t->slots[j].text;
}

/* The lanes, files and text as the writers see them now. */
static TraceData view(void)
{
    return (TraceData){tr.kept, tr.nkept, tr.views, tr.nlanes, (const char *const *)tr.files, tr.nfiles,
                       tr.text.data ? tr.text.data : "", 0, false, {0}};
}

/* ---- lanes */

static void json_track(int l)
{
    if (tr.json) trace_json_track(tr.json, tr.lanes[l].dev, tr.lanes[l].tid, tr.lanes[l].label, tr.lanes[l].serial);
}

static int32_t lane_new(int dev, int serial, const char *label)
{
    int32_t l = tr.free_lane;
    if (l >= 0) {
        tr.free_lane = (int32_t)tr.lanes[l].tid;
    } else {
        if (tr.nlanes == tr.caplanes) {
            tr.caplanes = tr.caplanes ? 2 * tr.caplanes : 8;
            tr.lanes = xrealloc(tr.lanes, (size_t)tr.caplanes * sizeof *tr.lanes);
            tr.views = xrealloc(tr.views, (size_t)tr.caplanes * sizeof *tr.views);
        }
        l = tr.nlanes++;
    }
    Lane *ln = &tr.lanes[l];
    memset(ln, 0, sizeof *ln);
    ln->dev = dev;
    ln->serial = serial;
    ln->label = xstrdup(label);
    ln->tid = tr.tids++;
    ln->used = ln->open = true;
    ln->end = tr.t0;
    tr.views[l] = (TraceLane){dev, ln->label};
    json_track(l);
    return l;
}

/* A closed lane nothing refers to any more is reused (its free-list link
 * kept in tid), unless the whole run is kept. */
static void lane_maybe_free(int32_t l)
{
    Lane *ln = &tr.lanes[l];
    if (tr.keep || ln->open || ln->pending || ln->named || ln->holding || !ln->used) return;
    free(ln->label);
    ln->label = NULL;
    ln->used = false;
    ln->tid = tr.free_lane;
    tr.free_lane = l;
    tr.views[l] = (TraceLane){-1, ""};
}

/* The lane of stream s in this trace, made at its first operation. */
static int32_t lane_for(DevStream *s)
{
    int32_t l = ptrmap_get(&tr.lane_of, s);
    if (l >= 0) return l;
    int dev = 0, serial = 0;
    const char *label = "stream";
    int32_t n = ptrmap_get(&names.index, s);
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
    l = lane_new(dev, serial, label);
    ptrmap_put(&tr.lane_of, s, l);
    return l;
}

void trace_name_stream(DevStream *s, int dev, const char *name, int number)
{
    char numbered[32];
    snprintf(numbered, sizeof numbered, "stream#%d", number);
    const char *label = name ? name : numbered;
    int32_t n = ptrmap_get(&names.index, s);
    if (n < 0) {
        if (names.len == names.cap) {
            names.cap = names.cap ? 2 * names.cap : 16;
            names.items = xrealloc(names.items, names.cap * sizeof *names.items);
        }
        n = (int32_t)names.len++;
        names.items[n] = (Named){s, dev, 0, NULL};
        ptrmap_put(&names.index, s, n);
    }
    Named *nm = &names.items[n];
    /* A new stream comes after every other; a declaration only renames it. */
    if (!name || !nm->serial) nm->serial = ++names.serials;
    free(nm->label);
    nm->label = xstrdup(label);
    nm->dev = dev;
    int32_t l = tr.on ? ptrmap_get(&tr.lane_of, s) : -1;
    if (l >= 0) {
        free(tr.lanes[l].label);
        tr.lanes[l].label = xstrdup(label);
        tr.views[l].label = tr.lanes[l].label;
        json_track(l);
    }
}

void trace_forget_stream(DevStream *s)
{
    int32_t n = ptrmap_get(&names.index, s);
    if (n < 0) return;
    ptrmap_del(&names.index, s);
    free(names.items[n].label);
    names.items[n] = names.items[--names.len];
    if ((size_t)n < names.len) ptrmap_put(&names.index, names.items[n].key, n);
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
    int32_t off = intern_text(b.data ? b.data : "", b.len);
    buf_free(&b);
    return off;
}


/* ---- records and the arrows from them */

static int32_t rec_new(int64_t index, int lane)
{
    int32_t r = tr.free_rec;
    if (r >= 0) {
        tr.free_rec = tr.recs[r].lane;
    } else {
        if (tr.nrecs == tr.caprecs) {
            tr.caprecs = tr.caprecs ? 2 * tr.caprecs : 16;
            tr.recs = xrealloc(tr.recs, (size_t)tr.caprecs * sizeof *tr.recs);
        }
        r = tr.nrecs++;
    }
    tr.recs[r] = (Rec){.index = index, .lane = lane, .refs = 1};
    ptrmap_put(&tr.rec_of_op, (const void *)(uintptr_t)(index + 1), r);
    return r;
}

static void rec_unref(int32_t r)
{
    Rec *rc = &tr.recs[r];
    if (--rc->refs > 0 || !rc->written) return;
    ptrmap_del(&tr.rec_of_op, (const void *)(uintptr_t)(rc->index + 1));
    free(rc->waiting);
    rc->waiting = NULL;
    rc->index = -1;
    rc->lane = tr.free_rec;
    tr.free_rec = (int32_t)(rc - tr.recs);
}

/* The record operation op waits for: its index (op->dep) and lane
 * (op->target), and a reference until op is done with. */
static void depend(TraceOp *op, DevEvent *e)
{
    int32_t r = ptrmap_get(&tr.record_of, e);
    if (r < 0) return;
    tr.recs[r].refs++;
    op->dep = tr.recs[r].index;
    op->target = tr.recs[r].lane;
    tr.lanes[op->target].named++;
}

/* Waiting ends once each arrow has both: a record written, or a wait. */
static void arrow(const Rec *rc, const Waiter *w)
{
    if (tr.json)
        trace_json_flow(tr.json, w->index + 1, rc->at.dev, rc->at.tid, rc->at.mid - tr.t0, w->dev, w->tid,
                        w->mid - tr.t0);
}

static void record_written(int64_t index, const Waiter *at)
{
    int32_t r = ptrmap_get(&tr.rec_of_op, (const void *)(uintptr_t)(index + 1));
    if (r < 0) return;
    Rec *rc = &tr.recs[r];
    rc->written = true;
    rc->at = *at;
    for (int k = 0; k < rc->nwaiting; k++) arrow(rc, &rc->waiting[k]);
    rc->nwaiting = 0;
    rc->refs++;
    rec_unref(r);
}

static void wait_written(int64_t dep, const Waiter *at)
{
    int32_t r = ptrmap_get(&tr.rec_of_op, (const void *)(uintptr_t)(dep + 1));
    if (r < 0) return;
    Rec *rc = &tr.recs[r];
    if (rc->written) {
        arrow(rc, at);
    } else {
        if (rc->nwaiting == rc->capwaiting) {
            rc->capwaiting = rc->capwaiting ? 2 * rc->capwaiting : 4;
            rc->waiting = xrealloc(rc->waiting, (size_t)rc->capwaiting * sizeof *rc->waiting);
        }
        rc->waiting[rc->nwaiting++] = *at;
    }
    rec_unref(r);
}

/* ---- taking operations as their times come in */

static bool names_lane(const TraceOp *op)
{
    return op->target >= 0 && (op->kind == TRACE_WAIT ||
                                (op->kind == TRACE_HOST_WAIT && (op->op == HOST_WAIT_STREAM || op->op == HOST_WAIT_EVENT)));
}

/* op is done with: written, or never to be. */
static void done_with(const TraceOp *op)
{
    if (names_lane(op)) {
        tr.lanes[op->target].named--;
        lane_maybe_free(op->target);
    }
}

/* Writes the operation lane l holds; next: the start of the one after it
 * on the lane, or NAN when there is none. */
static void release(int32_t l, double next)
{
    Lane *ln = &tr.lanes[l];
    if (!ln->holding) return;
    TraceOp *op = &ln->held;
    ln->holding = false;
    double us = (op->end - op->start) * 1e3;
    if (us < 1) {
        double room = !isnan(next) ? (next - op->start) * 1e3 : 1;
        us = room < 1 ? (room > us ? room : us) : 1;
    }
    Waiter at = {ln->held_index, ln->dev, ln->tid, op->start + us / 2e3};
    if (tr.json) {
        TraceData d = view();
        trace_json_op(tr.json, &d, op, ln->tid, us, tr.t0);
    }
    if (op->kind == TRACE_RECORD) record_written(ln->held_index, &at);
    if (op->dep >= 0 && (op->kind == TRACE_WAIT || op->kind == TRACE_HOST_WAIT)) wait_written(op->dep, &at);
    done_with(op);
    lane_maybe_free(l);
}

static TraceOp *at(size_t i)
{
    return &tr.chunks[i / CHUNK][i % CHUNK];
}

static Slot *slot_at(size_t i)
{
    return &tr.slots[i / CHUNK][i % CHUNK];
}

/* When op ran; false while the device has not said and may still.  Work
 * the device did not time (a wait that had nothing to wait for, a backend
 * without a timer, work a Ctrl-C abandoned) ran right after what came
 * before it on its stream, and not before it was enqueued when the host
 * knows when that was: streams run in order. */
static bool settle(TraceOp *op, Slot *sl, bool final)
{
    Lane *ln = &tr.lanes[op->lane];
    if (op->kind == TRACE_RACE) {
        /* A race belongs to the operation it was found in: the one before
         * it on its lane, or one that came after (the race checker sees a
         * launch before a fused group reaches the trace). */
        op->start = op->end = sl->in_op ? ln->last_start : op->enqueued;
        if (!sl->in_later || sl->in_later > tr.nops) return true;
        const Slot *in = slot_at(sl->in_later - 1);
        bool reported = in->timed && atomic_load_explicit(&in->reported, memory_order_acquire);
        if (!final && (!in->ready || (in->timed && !reported))) return false;
        if (reported && in->start >= 0) op->start = op->end = in->start;
        return true;
    }
    if (op->kind == TRACE_HOST_WAIT) return true;
    bool known = false;
    if (sl->timed) {
        if (atomic_load_explicit(&sl->reported, memory_order_acquire)) {
            op->start = sl->start;
            op->end = sl->end;
            known = op->start >= 0 && op->end >= op->start;
        } else if (!final) {
            return false;
        }
    }
    if (!known) {
        op->start = op->enqueued > ln->end ? op->enqueued : ln->end;
        op->end = op->start;
    }
    if (op->end > ln->end) ln->end = op->end;
    return true;
}

static void take(size_t i, TraceOp *op)
{
    int32_t l = op->lane;
    Lane *ln = &tr.lanes[l];
    if (op->kind != TRACE_RACE) ln->last_start = op->start;
    if (tr.keep) {
        if (tr.nkept == tr.capkept) {
            tr.capkept = tr.capkept ? 2 * tr.capkept : CHUNK;
            tr.kept = xrealloc(tr.kept, tr.capkept * sizeof *tr.kept);
        }
        tr.kept[tr.nkept++] = *op;
    }
    if (op->kind == TRACE_RACE) {
        if (tr.json) {
            TraceData d = view();
            trace_json_op(tr.json, &d, op, ln->tid, 0, tr.t0);
        }
    } else {
        release(l, op->start);
        ln->held = *op;
        ln->held_index = (int64_t)i;
        ln->holding = true;
    }
    /* Counted until now, so that the lane outlives the release above. */
    ln->pending--;
    if (!ln->open && !ln->pending) release(l, NAN);
}

/* Takes the operations whose times are in, in order; final: all of them
 * (the trace stops: nothing more will come).  A chunk all taken goes
 * (its slots too, unless the device may still write one). */
static void advance(bool final, bool settled)
{
    while (tr.taken < tr.nops) {
        size_t i = tr.taken;
        TraceOp *op = at(i);
        Slot *sl = slot_at(i);
        if (!sl->ready && !final) break;
        if (!settle(op, sl, final)) break;
        take(i, op);
        tr.taken++;
        if (tr.taken % CHUNK == 0 || (final && tr.taken == tr.nops)) {
            size_t c = (tr.taken - 1) / CHUNK;
            free(tr.chunks[c]);
            tr.chunks[c] = NULL;
            if (settled) free(tr.slots[c]);
            tr.slots[c] = NULL;
        }
    }
}

static void races_found_in(size_t i);

/* Appends an operation; the device sees it only once it is filled in. */
static size_t add_op(TraceKind kind, int32_t lane)
{
    if (tr.nops == tr.nchunks * CHUNK) {
        advance(false, true);
        tr.chunks = xrealloc(tr.chunks, (tr.nchunks + 1) * sizeof *tr.chunks);
        tr.slots = xrealloc(tr.slots, (tr.nchunks + 1) * sizeof *tr.slots);
        tr.chunks[tr.nchunks] = xmalloc(CHUNK * sizeof(TraceOp));
        tr.slots[tr.nchunks++] = xcalloc(CHUNK, sizeof(Slot));
    }
    size_t i = tr.nops++;
    TraceOp *op = at(i);
    memset(op, 0, sizeof *op);
    op->kind = (uint8_t)kind;
    op->dtype = DT_COUNT;
    op->lane = lane;
    op->text = op->target = -1;
    op->dep = -1;
    op->start = op->end = -1;
    locate(op);
    /* A kernel the device times needs no time from the host: the clock
     * read is a good part of what tracing costs a tiny operation. */
    op->enqueued = kind == TRACE_KERNEL && real->set_timer ? 0 : now_ms();
    tr.lanes[lane].pending++;
    if (tr.nahead && trace_op_is_work(op)) races_found_in(i);
    return i;
}

/* The race checker sees a launch before it comes here: a race found
 * just before on this lane was found in operation i (a launch from its
 * line, or the fused group that holds the racy launch); any other
 * operation there means the racy launch never came. */
static void races_found_in(size_t i)
{
    const TraceOp *op = at(i);
    for (int k = 0; k < tr.nahead;) {
        Slot *race = slot_at(tr.ahead[k]);
        if (at(tr.ahead[k])->lane != op->lane) {
            k++;
            continue;
        }
        if (op->kind == TRACE_FUSED || at(tr.ahead[k])->line == op->line) race->in_later = i + 1;
        race->ready = true;
        tr.ahead[k] = tr.ahead[--tr.nahead];
    }
}

/* A failed call enqueued nothing: what was recorded from i on goes. */
static void drop_from(size_t i)
{
    for (size_t k = i; k < tr.nops; k++) {
        TraceOp *op = at(k);
        tr.lanes[op->lane].pending--;
        if (op->dep >= 0) {
            int32_t r = ptrmap_get(&tr.rec_of_op, (const void *)(uintptr_t)(op->dep + 1));
            if (r >= 0) rec_unref(r);
        }
        done_with(op);
        memset(slot_at(k), 0, sizeof(Slot));
    }
    tr.nops = i;
}

/* ---- the device's timer */

static void *timer_tag(void)
{
    Slot *slot = tr.pending;
    tr.pending = NULL;
    return slot;
}

static void timer_ran(void *tag, double start, double end)
{
    Slot *slot = tag;
    slot->start = start;
    slot->end = end;
    atomic_store_explicit(&slot->reported, 1, memory_order_release);
}

static const DevTimer timer = {timer_tag, timer_ran};

/* Around a backend call that enqueues operation i on a stream. */
static void enqueue_begin(size_t i)
{
    tr.pending = slot_at(i);
}

static void enqueue_end(size_t i, bool ok)
{
    Slot *sl = slot_at(i);
    sl->timed = tr.pending == NULL;
    tr.pending = NULL;
    if (!ok) {
        drop_from(i);
        return;
    }
    sl->ready = true;
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
    Texts *t = &tr.shapes;
    texts_room(t);
    size_t j = key & (t->cap - 1);
    while (t->slots[j].key && t->slots[j].key != key) j = (j + 1) & (t->cap - 1);
    if (t->slots[j].key) return t->slots[j].text;
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
    t->slots[j] = (Shape){key, add_text(b.data, b.len)};
    t->len++;
    buf_free(&b);
    return t->slots[j].text;
}


/* ---- graphs: captured work does not run then; each replay runs it, as
 * one item of its stream named by the operations it holds */

typedef struct GraphNames {
    const void *key;     /* the capturing stream, then the graph */
    Buf names;           /* "3 operations: mul, add, relu" without the count */
    int count;
} GraphNames;

static struct {
    GraphNames *all;
    int n, cap;
} graphs;

static GraphNames *graph_names(const void *key)
{
    for (int i = 0; i < graphs.n; i++)
        if (graphs.all[i].key == key) return &graphs.all[i];
    return NULL;
}

static void graph_names_drop(GraphNames *g)
{
    buf_free(&g->names);
    *g = graphs.all[--graphs.n];
}

/* Names the first few members; the count says how many there are. */
enum { GRAPH_NAMED = 8 };

static void graph_member(GraphNames *g, const char *name)
{
    if (g->count < GRAPH_NAMED) buf_printf(&g->names, "%s%s", g->count ? ", " : "", name);
    else if (g->count == GRAPH_NAMED) buf_puts(&g->names, ", ...");
    g->count++;
}

static bool w_capture_begin(DevStream *s, Error *err)
{
    if (!real->capture_begin(s, err)) return false;
    if (graphs.n == graphs.cap) {
        graphs.cap = graphs.cap ? 2 * graphs.cap : 4;
        graphs.all = xrealloc(graphs.all, (size_t)graphs.cap * sizeof *graphs.all);
    }
    graphs.all[graphs.n++] = (GraphNames){.key = s};
    return true;
}

static bool w_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err)
{
    bool ok = real->capture_end(s, keep, out, err);
    GraphNames *g = graph_names(s);
    if (g && ok && *out) g->key = *out;
    else if (g) graph_names_drop(g);
    return ok;
}

/* "3 operations: mul, add, relu" */
static void name_members(size_t i, const GraphNames *g)
{
    Buf text = {0};
    buf_printf(&text, "%d operation%s: %s", g->count, g->count == 1 ? "" : "s", g->names.data ? g->names.data : "");
    at(i)->text = intern_text(text.data, text.len);
    buf_free(&text);
}

static bool w_graph_launch(DevGraph *graph, DevStream *s, Error *err)
{
    GraphNames *g = graph_names(graph);
    if (!tr.on || !g) return real->graph_launch(graph, s, err);
    size_t i = add_op(TRACE_GRAPH, lane_for(s));
    name_members(i, g);
    enqueue_begin(i);
    bool ok = real->graph_launch(graph, s, err);
    enqueue_end(i, ok);
    return ok;
}

/* A fused group is one kernel, named by its members. */
static bool w_launch_fused(const DevFused *f, DevStream *s, Error *err)
{
    if (!tr.on) return real->launch_fused(f, s, err);
    size_t i = add_op(TRACE_FUSED, lane_for(s));
    GraphNames members = {0};
    for (int k = 0; k < f->n; k++) graph_member(&members, op_name(f->ops[k].op));
    name_members(i, &members);
    buf_free(&members.names);
    const OpArgs *last = &f->ops[f->n - 1].args;
    at(i)->dtype = (uint8_t)last->out[0].dtype;
    enqueue_begin(i);
    bool ok = real->launch_fused(f, s, err);
    enqueue_end(i, ok);
    return ok;
}

static void w_graph_destroy(DevGraph *graph)
{
    GraphNames *g = graph_names(graph);
    if (g) graph_names_drop(g);
    real->graph_destroy(graph);
}

/* ------------------------------------------------- the wrapped backend */

/* Each call records, then passes through; after the trace stopped (a
 * caller kept the wrapper) it only passes through.  Work a stream
 * captures into a graph is not recorded: it runs when the graph does. */

static bool w_launch(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    GraphNames *captured = graphs.n ? graph_names(s) : NULL;
    if (captured) graph_member(captured, op == OP_sleep ? "device_sleep" : op_name(op));
    if (!tr.on || captured) return real->launch(op, a, s, err);
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

/* A host wait's end: it is then complete. */
static void set_end(size_t i, double end)
{
    at(i)->end = end;
    slot_at(i)->ready = true;
}

static bool w_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    GraphNames *captured = graphs.n ? graph_names(s) : NULL;
    if (captured && bytes) graph_member(captured, "copy DtoD");
    if (!tr.on || bytes == 0 || captured) return real->copy(dst, src, bytes, kind, s, err);
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
    int32_t l = lane_for(s);
    size_t i = add_op(TRACE_RECORD, l);
    enqueue_begin(i);
    bool ok = real->event_record(e, s, err);
    enqueue_end(i, ok);
    if (ok) {
        int32_t old = ptrmap_get(&tr.record_of, e);
        ptrmap_put(&tr.record_of, e, rec_new((int64_t)i, l));
        if (old >= 0) rec_unref(old);
    }
    return ok;
}

static bool w_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    if (!tr.on) return real->stream_wait_event(s, e, err);
    size_t i = add_op(TRACE_WAIT, lane_for(s));
    depend(at(i), e);
    enqueue_begin(i);
    bool ok = real->stream_wait_event(s, e, err);
    enqueue_end(i, ok);
    return ok;
}

static void w_event_destroy(DevEvent *e)
{
    int32_t r = tr.on ? ptrmap_get(&tr.record_of, e) : -1;
    if (r >= 0) {
        ptrmap_del(&tr.record_of, e);
        rec_unref(r);
    }
    real->event_destroy(e);
}

/* Its lane is written out once its last operation is; a stream made later
 * at the same address gets a lane of its own. */
static void w_stream_destroy(DevStream *s)
{
    int32_t l = tr.on ? ptrmap_get(&tr.lane_of, s) : -1;
    if (l >= 0) {
        ptrmap_del(&tr.lane_of, s);
        tr.lanes[l].open = false;
        if (!tr.lanes[l].pending) release(l, NAN);
        lane_maybe_free(l);
    }
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
    tr.lanes[target].named++;
    bool ok = real->stream_synchronize(s, err);
    set_end(i, now_ms());
    return ok;
}

static bool w_event_synchronize(DevEvent *e, Error *err)
{
    if (!tr.on) return real->event_synchronize(e, err);
    size_t i = host_wait_begin(HOST_WAIT_EVENT);
    depend(at(i), e);
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
        if (be->launch_fused) wrapped.launch_fused = w_launch_fused;
        if (be->capture_begin) {
            wrapped.capture_begin = w_capture_begin;
            wrapped.capture_end = w_capture_end;
            wrapped.graph_launch = w_graph_launch;
            wrapped.graph_destroy = w_graph_destroy;
        }
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
    int32_t l = s ? lane_for(s) : 0;
    size_t i = add_op(TRACE_RACE, l);
    at(i)->text = intern_text(message, strlen(message));
    at(i)->start = at(i)->end = at(i)->enqueued;
    /* It was found in the operation being enqueued on its lane: the last
     * one there from its line, if it has not been taken yet. */
    for (size_t k = i; k-- > tr.taken && i - k <= 16;) {
        const TraceOp *op = at(k);
        if (op->lane == l && op->kind != TRACE_RACE && op->line == at(i)->line) {
            slot_at(i)->in_op = true;
            break;
        }
    }
    /* Otherwise its operation is still to come: it waits for it. */
    if (slot_at(i)->in_op || tr.nahead == (int)(sizeof tr.ahead / sizeof tr.ahead[0])) slot_at(i)->ready = true;
    else tr.ahead[tr.nahead++] = i;
}

/* ------------------------------------------------- starting, stopping */

bool trace_start(const TraceOutputs *outs, Error *err)
{
    /* The new trace starts even when the old one cannot be written. */
    bool ok = trace_stop(err);
    tr.outs.json = outs->json ? xstrdup(outs->json) : NULL;
    tr.outs.svg = outs->svg ? xstrdup(outs->svg) : NULL;
    tr.outs.profile = outs->profile;
    tr.keep = outs->svg || outs->profile;
    tr.free_lane = tr.free_rec = -1;
    tr.t0 = now_ms();
    if (outs->json) {
        tr.json = trace_json_open(outs->json, &tr.json_err);
        tr.json_failed = !tr.json;
    }
    lane_new(-1, 0, "host");
    tr.on = true;
    trace_active = true;
    return ok;
}

void trace_at_exit(void)
{
    Error err;
    if (!trace_stop(&err)) fprintf(stderr, "cst: %s\n", err.msg);
}

void trace_configure(const Options *opts)
{
    static bool configured;
    if (configured) return;
    configured = true;
    if (!opts->trace_path && !opts->timeline_path && !opts->profile) return;
    TraceOutputs o = {opts->trace_path, opts->timeline_path, opts->profile};
    trace_start(&o, NULL);
}

/* qsort has no context argument in C11: the lanes being sorted. */
static const Lane *sorting;

static int lane_order(const void *a, const void *b)
{
    int32_t i = *(const int32_t *)a, j = *(const int32_t *)b;
    const Lane *x = &sorting[i], *y = &sorting[j];
    if (x->dev != y->dev) return x->dev < y->dev ? -1 : 1;
    if (x->serial != y->serial) return x->serial < y->serial ? -1 : 1;
    return (i > j) - (i < j);
}

/* The kept run for --timeline and --profile: the host, then by device:
 * the default stream (serial 0) first, then in order of creation; ties
 * (a stream never named) in order of first use; times from the start. */
static void sort_kept(TraceData *d)
{
    int n = tr.nlanes;
    int32_t *order = xmalloc((size_t)n * sizeof *order), *to = xmalloc((size_t)n * sizeof *to);
    for (int l = 0; l < n; l++) order[l] = l;
    sorting = tr.lanes;
    qsort(order, (size_t)n, sizeof *order, lane_order);
    TraceLane *lanes = xmalloc((size_t)n * sizeof *lanes);
    for (int l = 0; l < n; l++) {
        to[order[l]] = l;
        lanes[l] = tr.views[order[l]];
    }
    for (size_t i = 0; i < tr.nkept; i++) {
        TraceOp *op = &tr.kept[i];
        op->lane = to[op->lane];
        if (names_lane(op)) op->target = to[op->target];
        op->enqueued -= tr.t0;
        op->start -= tr.t0;
        op->end -= tr.t0;
    }
    d->lanes = lanes;
    free(order);
    free(to);
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
    advance(true, settled);
    for (int l = 0; l < tr.nlanes; l++) release(l, NAN);
    bool ok = true;
    if (tr.json) {
        ok = trace_json_close(tr.json, wall, err);
    } else if (tr.json_failed) {
        error_set(err, "%s", tr.json_err.msg);
        ok = false;
    }
    if (tr.keep) {
        TraceData d = view();
        d.wall = wall;
        if ((d.has_fuse = real->fuse_stats != NULL)) real->fuse_stats(&d.fuse);
        sort_kept(&d);
        if (tr.outs.svg) ok = trace_svg_write(&d, tr.outs.svg, ok ? err : NULL) && ok;
        if (tr.outs.profile) trace_profile_print(&d, stderr);
        free((TraceLane *)d.lanes);
    }

    for (int l = 0; l < tr.nlanes; l++) free(tr.lanes[l].label);
    free(tr.lanes);
    free(tr.views);
    for (int f = 0; f < tr.nfiles; f++) free(tr.files[f]);
    free(tr.files);
    free(tr.chunks);
    free(tr.slots);
    free(tr.kept);
    for (int r = 0; r < tr.nrecs; r++) free(tr.recs[r].waiting);
    free(tr.recs);
    free(tr.shapes.slots);
    free(tr.texts.slots);
    buf_free(&tr.text);
    ptrmap_free(&tr.lane_of);
    ptrmap_free(&tr.record_of);
    ptrmap_free(&tr.rec_of_op);
    free((char *)tr.outs.json);
    free((char *)tr.outs.svg);
    memset(&tr, 0, sizeof tr);
    return ok;
}
