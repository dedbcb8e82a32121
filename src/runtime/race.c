/* race.c: the race checker (race.h): vector clocks for streams, events and
 * the host; the last write and the reads since of every allocation; the
 * warning or error when two accesses conflict with nothing ordering them.
 *
 * Clocks.  Every stream has a slot; its clock holds, per slot, the latest
 * operation of that stream known to come before what is enqueued on it
 * next.  An operation ticks its stream's own entry and is remembered as
 * (slot, tick).  Work the host enqueues first takes in everything the host
 * has seen finish (the host clock), because the host called it later;
 * event records copy the stream's clock, waits join it into the waiting
 * stream, and host waits join into the host clock.  An earlier access
 * (slot, tick) is ordered before a later one whose clock c has
 * c[slot] >= tick.  The host's own accesses (pinned memory read or
 * written by host code) are complete when the host goes on, so they are
 * ordered before anything later.
 *
 * Everything here runs on the evaluator's thread, in the order of the
 * program's calls: no lock, and no dependence on when work really runs. */
#include "runtime/race.h"

#include <search.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/diag.h"
#include "tensor/dispatch.h"
#include "eval.h"
#include "values/tensor_value.h"
#include "runtime/trace.h"

/* Streams tracked apart.  Slots of destroyed streams are reused only once
 * all have been handed out; past that, new streams share the last slot,
 * which can hide a race between them but never invents one. */
#define SLOTS 64
#define AGENT_HOST 0xFFFEu
#define AGENT_NONE 0xFFFFu

typedef uint32_t Clock[SLOTS];

/* Where an access happened: the operation the evaluator was applying. */
typedef EvalSite Site;

typedef struct Access {
    uint16_t agent;          /* a slot, AGENT_HOST, or AGENT_NONE: no access */
    uint32_t tick;
    Site at;
} Access;

/* One allocation: device memory, or pinned host memory.  A freed one
 * stays in the table, dead, because allocators hand the same addresses
 * out again: the next allocation there revives it without a malloc. */
typedef struct Region {
    uintptr_t lo, hi;
    bool live;
    bool pinned;
    Access write;
    Access *reads;           /* the latest read of each agent since the write */
    int nreads, capreads;
    Access inline_reads[2];
} Region;

typedef struct Slot {
    DevStream *ds;           /* NULL: free */
    int dev;
    bool is_default;
    int number;              /* stream#N; 0 when unknown */
    char name[64];           /* a declared name, or "" */
    uint64_t host_seen;      /* the host generation last joined */
    Clock clock;
} Slot;

typedef struct EventClock {
    DevEvent *de;
    Clock clock;
} EventClock;

/* A pair of locations already reported. */
typedef struct Pair {
    const Source *a, *b;
    uint32_t at, bt;
} Pair;

static struct {
    RaceMode mode;
    bool quiet;
    bool on;                 /* the backend is wrapped */
    Interp *in;
    const EvalSite *site;    /* the evaluator's, read at every operation */
    const Backend *inner;
    Backend outer;

    Slot slots[SLOTS];
    int nslots;              /* high-water mark */
    int last_slot;           /* a one-entry cache for slot_of */

    Clock host;
    uint64_t host_gen;       /* bumped whenever the host clock grows */

    /* Regions by start address, live and dead (open addressing): kernels
     * are mostly given the start of an allocation.  A pointer inside one
     * (a view with an offset) is looked up in a tree of the live ones by
     * address range, built the first time one is needed and kept up to
     * date from then on. */
    Region **starts;
    size_t nstarts, capstarts;
    int starts_shift;
    void *tree;              /* tsearch tree of the live regions */
    bool tree_on;
    size_t npinned;          /* live pinned regions: host code need not look otherwise */

    EventClock **events;     /* open addressing by pointer */
    size_t nevents, capevents;

    Pair *pairs;             /* open addressing */
    size_t npairs, cappairs;
} rc = {.mode = RACE_WARN, .last_slot = -1};

/* ------------------------------------------------------------ clocks */

static void join(uint32_t *into, const uint32_t *from)
{
    for (int i = 0; i < rc.nslots; i++)
        if (from[i] > into[i]) into[i] = from[i];
}

static void host_join(const uint32_t *from)
{
    join(rc.host, from);
    rc.host_gen++;
}

static int slot_new(DevStream *ds, int dev, bool is_default)
{
    int k = -1;
    if (rc.nslots < SLOTS) {
        k = rc.nslots++;
    } else {
        for (int i = 0; i < SLOTS && k < 0; i++)
            if (!rc.slots[i].ds) k = i;
        if (k < 0) return SLOTS - 1;
    }
    Slot *s = &rc.slots[k];
    /* A reused slot keeps its own count, so that its new stream's ticks
     * come after every tick its old one left in the regions. */
    uint32_t own = s->clock[k];
    memset(s, 0, sizeof *s);
    s->clock[k] = own;
    s->ds = ds;
    s->dev = dev;
    s->is_default = is_default;
    s->host_seen = (uint64_t)-1;
    return k;
}

static inline int slot_of(DevStream *ds)
{
    if (rc.last_slot >= 0 && rc.slots[rc.last_slot].ds == ds) return rc.last_slot;
    for (int i = 0; i < rc.nslots; i++) {
        if (rc.slots[i].ds == ds) {
            rc.last_slot = i;
            return i;
        }
    }
    /* Streams made through the wrapper have their slot: this is a
     * device's default stream, used for the first time. */
    int dev = -1;
    for (int d = 0; d < rc.inner->device_count() && dev < 0; d++)
        if (rc.inner->default_stream(d) == ds) dev = d;
    return rc.last_slot = slot_new(ds, dev, dev >= 0);
}

/* Work is being enqueued on ds by the host: the stream takes in what the
 * host has seen, then ticks.  Returns the slot. */
static inline int enqueue(DevStream *ds, uint32_t *tick)
{
    int k = slot_of(ds);
    Slot *s = &rc.slots[k];
    if (s->host_seen != rc.host_gen) {
        join(s->clock, rc.host);
        s->host_seen = rc.host_gen;
    }
    if (tick) *tick = ++s->clock[k];
    return k;
}

/* ------------------------------------------------------------ events */

static size_t ptr_hash(const void *p)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

static EventClock **event_slot(DevEvent *de)
{
    size_t mask = rc.capevents - 1;
    for (size_t i = ptr_hash(de) & mask;; i = (i + 1) & mask)
        if (!rc.events[i] || rc.events[i]->de == de) return &rc.events[i];
}

static EventClock *event_clock(DevEvent *de)
{
    if (2 * (rc.nevents + 1) > rc.capevents) {
        EventClock **old = rc.events;
        size_t oldcap = rc.capevents;
        rc.capevents = oldcap ? 2 * oldcap : 64;
        rc.events = xcalloc(rc.capevents, sizeof *rc.events);
        for (size_t i = 0; i < oldcap; i++)
            if (old[i]) *event_slot(old[i]->de) = old[i];
        free(old);
    }
    EventClock **e = event_slot(de);
    if (!*e) {
        *e = xcalloc(1, sizeof **e);
        (*e)->de = de;
        rc.nevents++;
    }
    return *e;
}

/* Linear probing's deletion: later entries of the run move back. */
static void event_forget(DevEvent *de)
{
    if (!rc.capevents) return;
    EventClock **e = event_slot(de);
    if (!*e) return;
    free(*e);
    *e = NULL;
    rc.nevents--;
    size_t mask = rc.capevents - 1;
    for (size_t i = ((size_t)(e - rc.events) + 1) & mask; rc.events[i]; i = (i + 1) & mask) {
        EventClock *moved = rc.events[i];
        rc.events[i] = NULL;
        *event_slot(moved->de) = moved;
    }
}

/* ----------------------------------------------------------- regions */

static int region_cmp(const void *a, const void *b)
{
    const Region *x = a, *y = b;
    if (x->hi <= y->lo) return -1;
    if (x->lo >= y->hi) return 1;
    return 0;
}

/* Fibonacci hashing of an address: its high bits pick the entry. */
static inline size_t start_index(uintptr_t lo)
{
    return (size_t)(((uint64_t)lo * 0x9E3779B97F4A7C15ULL) >> rc.starts_shift);
}

static inline Region **start_slot(uintptr_t lo)
{
    size_t mask = rc.capstarts - 1;
    for (size_t i = start_index(lo);; i = (i + 1) & mask)
        if (!rc.starts[i] || rc.starts[i]->lo == lo) return &rc.starts[i];
}

/* Rebuilds the table with room for twice its live regions; dead ones go. */
static void starts_rebuild(void)
{
    Region **old = rc.starts;
    size_t oldcap = rc.capstarts, live = 0;
    for (size_t i = 0; i < oldcap; i++) live += old[i] && old[i]->live;
    size_t cap = 256;
    while (cap < 4 * (live + 1)) cap *= 2;
    rc.capstarts = cap;
    rc.starts_shift = 64;
    for (size_t c = cap; c > 1; c >>= 1) rc.starts_shift--;
    rc.starts = xcalloc(cap, sizeof *rc.starts);
    rc.nstarts = 0;
    for (size_t i = 0; i < oldcap; i++) {
        Region *r = old[i];
        if (!r) continue;
        if (r->live) {
            *start_slot(r->lo) = r;
            rc.nstarts++;
        } else {
            if (r->reads != r->inline_reads) free(r->reads);
            free(r);
        }
    }
    free(old);
}

/* A pointer that starts no live region: inside one, or in memory nobody
 * tracks (pageable host memory). */
static Region *region_inside(const void *p)
{
    if (!rc.tree_on) {
        for (size_t i = 0; i < rc.capstarts; i++)
            if (rc.starts[i] && rc.starts[i]->live) tsearch(rc.starts[i], &rc.tree, region_cmp);
        rc.tree_on = true;
    }
    Region key = {.lo = (uintptr_t)p, .hi = (uintptr_t)p + 1};
    void *found = tfind(&key, &rc.tree, region_cmp);
    return found ? *(Region **)found : NULL;
}

static inline Region *region_at(const void *p)
{
    if (!p) return NULL;
    Region *r = *start_slot((uintptr_t)p);
    return r && r->live ? r : region_inside(p);
}

static void region_kill(Region *r)
{
    r->live = false;
    if (rc.tree_on) tdelete(r, &rc.tree, region_cmp);
    rc.npinned -= r->pinned;
}

static void region_add(void *p, size_t bytes, bool pinned)
{
    if (!p || bytes == 0) return;
    Region **e = start_slot((uintptr_t)p);
    Region *r = *e;
    if (r && r->live) {
        /* Memory handed out again without a free we saw (none should be)
         * starts over. */
        region_kill(r);
    } else if (!r) {
        if (2 * (rc.nstarts + 1) > rc.capstarts) {
            starts_rebuild();
            e = start_slot((uintptr_t)p);
        }
        r = xcalloc(1, sizeof *r);
        r->lo = (uintptr_t)p;
        r->reads = r->inline_reads;
        r->capreads = 2;
        *e = r;
        rc.nstarts++;
    }
    r->hi = r->lo + bytes;
    r->live = true;
    r->pinned = pinned;
    r->write.agent = AGENT_NONE;
    r->nreads = 0;
    if (rc.tree_on) tsearch(r, &rc.tree, region_cmp);
    rc.npinned += pinned;
}

static void region_remove(void *p)
{
    if (!p) return;
    Region *r = *start_slot((uintptr_t)p);
    if (r && r->live) region_kill(r);
}

/* --------------------------------------------------------- reporting */

static inline Site current_site(void)
{
    static const Site none = {NULL, NULL};
    return rc.site ? *rc.site : none;
}

static bool holds_region(Value v, const void *ctx)
{
    const Region *r = ctx;
    if (v.kind == V_TENSOR) {
        uintptr_t p = (uintptr_t)value_as_tensor(v)->storage->data;
        return p >= r->lo && p < r->hi;
    }
    if (value_is_seq(v) && v.kind != V_SIZE) {
        const List *l = value_as_list(v);
        for (size_t i = 0; i < l->len; i++)
            if (l->items[i].kind == V_TENSOR && holds_region(l->items[i], ctx)) return true;
    }
    return false;
}

/* Where a message puts an access: at the variable it went through when
 * the operation names one, else at the operation. */
static Span place(const Site *s, const Region *r, const char **name)
{
    const Node *n = rc.in ? eval_find_name(rc.in, s->node, holds_region, r) : NULL;
    if (name) *name = n ? n->str : NULL;
    return n ? n->span : s->node->span;
}

static bool pair_seen(const Source *a, uint32_t at, const Source *b, uint32_t bt)
{
    if (2 * (rc.npairs + 1) > rc.cappairs) {
        Pair *old = rc.pairs;
        size_t oldcap = rc.cappairs;
        rc.cappairs = oldcap ? 2 * oldcap : 64;
        rc.pairs = xcalloc(rc.cappairs, sizeof *rc.pairs);
        rc.npairs = 0;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].a) pair_seen(old[i].a, old[i].at, old[i].b, old[i].bt);
        free(old);
    }
    size_t mask = rc.cappairs - 1;
    size_t h = (ptr_hash(a) ^ (at * 0x9E3779B1u) ^ (ptr_hash(b) >> 7) ^ ((size_t)bt << 20)) & mask;
    for (size_t i = h;; i = (i + 1) & mask) {
        Pair *p = &rc.pairs[i];
        if (!p->a) {
            *p = (Pair){a, b, at, bt};
            rc.npairs++;
            return false;
        }
        if (p->a == a && p->b == b && p->at == at && p->bt == bt) return true;
    }
}

/* "the default stream", "stream s1", "stream#3", "the host". */
static void describe(Buf *b, unsigned agent)
{
    if (agent == AGENT_HOST) {
        buf_puts(b, "the host");
        return;
    }
    const Slot *s = &rc.slots[agent];
    if (s->is_default && s->dev > 0) buf_printf(b, "the default stream of cuda:%d", s->dev);
    else if (s->is_default) buf_puts(b, "the default stream");
    else if (s->name[0]) buf_printf(b, "stream %s", s->name);
    else buf_printf(b, "stream#%d", s->number);
}

/* The stream as code, for the suggested fix; an unnamed one by its label,
 * the only name the checker knows for it. */
static void expr(Buf *b, unsigned agent)
{
    const Slot *s = &rc.slots[agent];
    if (s->is_default && s->dev > 0) buf_printf(b, "default_stream(%d)", s->dev);
    else if (s->is_default) buf_puts(b, "default_stream()");
    else if (s->name[0]) buf_puts(b, s->name);
    else buf_printf(b, "stream#%d", s->number);
}

/* The access now (by agent, a write or not) conflicts with `before` (a
 * write or not) on region r.  False when that makes an error. */
static bool conflict(const Region *r, const Access *before, bool before_write, unsigned agent, bool write,
                     Error *err)
{
    Site now = current_site();
    if (!now.node || !before->at.node) {
        /* No program is running (a library test): nothing to point at. */
        error_set(err, "race: an access with nothing ordering it after an earlier one");
        return rc.mode != RACE_ERROR;
    }
    const char *name;
    Span here = place(&now, r, &name);
    Span there = place(&before->at, r, NULL);
    if (rc.mode == RACE_WARN && pair_seen(before->at.src, there.pt, now.src, here.pt)) return true;

    int line, col, bline, bcol;
    source_position(now.src, here.pt, &line, &col);
    source_position(before->at.src, there.pt, &bline, &bcol);
    Buf msg = BUF_INIT, note = BUF_INIT;
    if (name) buf_printf(&msg, "race on '%s': ", name);
    else buf_puts(&msg, "race on a temporary: ");
    buf_puts(&msg, write ? "written on " : "read on ");
    describe(&msg, agent);
    buf_puts(&msg, before_write ? ", written on " : ", read on ");
    describe(&msg, before->agent);
    buf_printf(&msg, " at %s:%d:%d with nothing ordering the two", before->at.src->name, bline, bcol);

    buf_puts(&note, "call '");
    if (agent == AGENT_HOST) {
        expr(&note, before->agent);
        buf_puts(&note, ".synchronize()");
    } else {
        expr(&note, agent);
        buf_puts(&note, ".wait_stream(");
        expr(&note, before->agent);
        buf_puts(&note, ")");
    }
    buf_printf(&note, "' before line %d, or 'synchronize' after line %d", line, bline);
    if (before->at.src != now.src) buf_printf(&note, " of %s", before->at.src->name);

    trace_mark_race(agent == AGENT_HOST ? NULL : rc.slots[agent].ds, buf_cstr(&msg));
    bool ok = true;
    if (rc.mode == RACE_ERROR) {
        error_set(err, "%s", buf_cstr(&msg));
        error_raise_final(rc.in, now.src, here, buf_cstr(&note), "%s", buf_cstr(&msg));
        ok = false;
    } else if (!rc.quiet) {
        diag_report(now.src, DIAG_WARNING, here, "%s", buf_cstr(&msg));
        diag_note("%s", buf_cstr(&note));
    }
    buf_free(&msg);
    buf_free(&note);
    return ok;
}

/* ---------------------------------------------------------- accesses */

/* Whether access a comes before an access that knows clock.  The host's
 * accesses were complete when it went on. */
static inline bool ordered(const Access *a, const uint32_t *clock)
{
    return a->agent >= AGENT_HOST || a->tick <= clock[a->agent];
}

/* A new reader of r (the common case, a reader seen before, is inline). */
static void add_read(Region *r, unsigned agent, uint32_t tick, Site at)
{
    int i = 0;
    while (i < r->nreads && r->reads[i].agent != agent) i++;
    if (i == r->nreads) {
        if (r->nreads == r->capreads) {
            Access *more = xmalloc(2 * (size_t)r->capreads * sizeof *more);
            memcpy(more, r->reads, (size_t)r->nreads * sizeof *more);
            if (r->reads != r->inline_reads) free(r->reads);
            r->reads = more;
            r->capreads *= 2;
        }
        r->nreads++;
    }
    r->reads[i] = (Access){(uint16_t)agent, tick, at};
}

/* agent, knowing clock, reads r at tick in the operation at. */
static inline bool read_region(Region *r, unsigned agent, uint32_t tick, const uint32_t *clock, Site at, Error *err)
{
    if (!ordered(&r->write, clock) && !conflict(r, &r->write, true, agent, false, err)) return false;
    /* A stream's later read stands for its earlier ones: whatever is
     * ordered after the later one is after the earlier ones too. */
    if (r->nreads > 0 && r->reads[0].agent == agent) r->reads[0] = (Access){(uint16_t)agent, tick, at};
    else add_read(r, agent, tick, at);
    return true;
}

static inline bool write_region(Region *r, unsigned agent, uint32_t tick, const uint32_t *clock, Site at, Error *err)
{
    if (!ordered(&r->write, clock) && !conflict(r, &r->write, true, agent, true, err)) return false;
    for (int i = 0; i < r->nreads; i++)
        if (!ordered(&r->reads[i], clock) && !conflict(r, &r->reads[i], false, agent, true, err)) return false;
    r->write = (Access){(uint16_t)agent, tick, at};
    r->nreads = 0;
    return true;
}

/* A kernel's operands: inputs are read, outputs written (an in-place op
 * reads and writes the same region, in that order). */
static inline __attribute__((always_inline)) bool operands(const OpArgs *a, unsigned agent, uint32_t tick, const uint32_t *clock, Error *err)
{
    Site at = current_site();
    for (int i = 0; i < a->nin; i++) {
        Region *r = a->in_is_scalar[i] ? NULL : region_at(a->in[i].data);
        if (r && !read_region(r, agent, tick, clock, at, err)) return false;
    }
    for (int i = 0; i < a->nout; i++) {
        Region *r = region_at(a->out[i].data);
        if (r && !write_region(r, agent, tick, clock, at, err)) return false;
    }
    return true;
}

/* ------------------------------------------------- the wrapped backend */

static bool w_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    if (!rc.inner->alloc(dev, bytes, s, out, err)) return false;
    region_add(*out, bytes, false);
    return true;
}

static void w_free(int dev, void *ptr, DevStream *s)
{
    region_remove(ptr);
    rc.inner->free(dev, ptr, s);
}

static bool w_host_alloc(size_t bytes, void **out, Error *err)
{
    if (!rc.inner->host_alloc(bytes, out, err)) return false;
    region_add(*out, bytes, true);
    return true;
}

static void w_host_free(void *ptr)
{
    region_remove(ptr);
    rc.inner->host_free(ptr);
}

static bool w_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    uint32_t tick;
    int k = enqueue(s, &tick);
    const uint32_t *clock = rc.slots[k].clock;
    /* Host memory matters only when pinned. */
    Region *from = kind != COPY_HOST_TO_DEVICE || rc.npinned ? region_at(src) : NULL;
    Region *to = kind != COPY_DEVICE_TO_HOST || rc.npinned ? region_at(dst) : NULL;
    Site at = current_site();
    if (from && !read_region(from, (unsigned)k, tick, clock, at, err)) return false;
    if (to && !write_region(to, (unsigned)k, tick, clock, at, err)) return false;
    if (!rc.inner->copy(dst, src, bytes, kind, s, err)) return false;
    /* A copy into pageable host memory is complete when it returns, and
     * so is everything before it on s. */
    if (kind == COPY_DEVICE_TO_HOST && !to) host_join(rc.slots[k].clock);
    return true;
}

static bool w_launch(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    uint32_t tick;
    int k = enqueue(s, &tick);
    return operands(a, (unsigned)k, tick, rc.slots[k].clock, err) && rc.inner->launch(op, a, s, err);
}

static bool w_stream_create(int dev, int priority, DevStream **out, Error *err)
{
    if (!rc.inner->stream_create(dev, priority, out, err)) return false;
    slot_new(*out, dev, false);
    return true;
}

static void w_stream_destroy(DevStream *s)
{
    for (int i = 0; i < rc.nslots; i++)
        if (rc.slots[i].ds == s && !rc.slots[i].is_default) rc.slots[i].ds = NULL;
    if (rc.last_slot >= 0 && !rc.slots[rc.last_slot].ds) rc.last_slot = -1;
    rc.inner->stream_destroy(s);
}

static bool w_stream_synchronize(DevStream *s, Error *err)
{
    if (!rc.inner->stream_synchronize(s, err)) return false;
    host_join(rc.slots[slot_of(s)].clock);
    return true;
}

static bool w_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    int k = enqueue(s, NULL);
    join(rc.slots[k].clock, event_clock(e)->clock);
    return rc.inner->stream_wait_event(s, e, err);
}

static bool w_device_synchronize(int dev, Error *err)
{
    if (!rc.inner->device_synchronize(dev, err)) return false;
    /* Streams destroyed with work pending are waited for too. */
    for (int i = 0; i < rc.nslots; i++)
        if (rc.slots[i].dev == dev) join(rc.host, rc.slots[i].clock);
    rc.host_gen++;
    return true;
}

static bool w_event_create(int dev, bool timing, bool blocking, DevEvent **out, Error *err)
{
    if (!rc.inner->event_create(dev, timing, blocking, out, err)) return false;
    event_clock(*out);
    return true;
}

static void w_event_destroy(DevEvent *e)
{
    event_forget(e);
    rc.inner->event_destroy(e);
}

static bool w_event_record(DevEvent *e, DevStream *s, Error *err)
{
    int k = enqueue(s, NULL);
    memcpy(event_clock(e)->clock, rc.slots[k].clock, sizeof(Clock));
    return rc.inner->event_record(e, s, err);
}

static bool w_event_synchronize(DevEvent *e, Error *err)
{
    if (!rc.inner->event_synchronize(e, err)) return false;
    host_join(event_clock(e)->clock);
    return true;
}

/* A collective (NCCL's group call): no participant starts before every
 * stream has reached it, so each takes in what all of them had done;
 * then each reads its send buffer and writes its receive buffer on its
 * own stream.  Nothing orders a participant's later work after another's
 * part: only its own stream's. */
static bool w_collective(const DevCollective *c, Error *err)
{
    int k[DEV_MAX_RANKS];
    uint32_t tick[DEV_MAX_RANKS];
    Clock all = {0};
    for (int i = 0; i < c->n; i++) {
        k[i] = enqueue(c->stream[i], NULL);
        join(all, rc.slots[k[i]].clock);
    }
    for (int i = 0; i < c->n; i++) {
        join(rc.slots[k[i]].clock, all);
        enqueue(c->stream[i], &tick[i]);
    }
    Site at = current_site();
    for (int i = 0; i < c->n; i++) {
        const uint32_t *clock = rc.slots[k[i]].clock;
        Region *from = region_at(c->send[i]), *to = region_at(c->recv[i]);
        if (from && !read_region(from, (unsigned)k[i], tick[i], clock, at, err)) return false;
        if (to && !write_region(to, (unsigned)k[i], tick[i], clock, at, err)) return false;
    }
    return rc.inner->collective(c, err);
}

/* Kernels the host runs itself (dispatch_set_host_check). */
static bool host_launch(OpCode op, const OpArgs *a, Error *err)
{
    (void)op;
    return !rc.npinned || operands(a, AGENT_HOST, 0, rc.host, err);
}

/* ------------------------------------------------------------- entry */

void race_configure(const Options *opts)
{
    rc.mode = opts->race;
    rc.quiet = opts->quiet;
}

void race_attach(Interp *in)
{
    /* Accesses remember places in the programs of the interpreter before
     * (a process may run several, one after another): they are forgotten. */
    if (rc.in && in != rc.in) {
        for (size_t i = 0; i < rc.capstarts; i++) {
            if (!rc.starts[i]) continue;
            rc.starts[i]->write.agent = AGENT_NONE;
            rc.starts[i]->nreads = 0;
        }
        free(rc.pairs);
        rc.pairs = NULL;
        rc.npairs = rc.cappairs = 0;
    }
    rc.in = in;
    rc.site = in ? eval_site_ref(in) : NULL;
}

const Backend *race_backend(const Backend *be)
{
    if (rc.mode == RACE_OFF || !be) return be;
    rc.inner = be;
    starts_rebuild();
    rc.outer = *be;
    rc.outer.alloc = w_alloc;
    rc.outer.free = w_free;
    rc.outer.host_alloc = w_host_alloc;
    rc.outer.host_free = w_host_free;
    rc.outer.copy = w_copy;
    rc.outer.launch = w_launch;
    rc.outer.stream_create = w_stream_create;
    rc.outer.stream_destroy = w_stream_destroy;
    rc.outer.stream_synchronize = w_stream_synchronize;
    rc.outer.stream_wait_event = w_stream_wait_event;
    rc.outer.device_synchronize = w_device_synchronize;
    rc.outer.event_create = w_event_create;
    rc.outer.event_destroy = w_event_destroy;
    rc.outer.event_record = w_event_record;
    rc.outer.event_synchronize = w_event_synchronize;
    if (be->collective) rc.outer.collective = w_collective;
    rc.on = true;
    dispatch_set_host_check(host_launch);
    return &rc.outer;
}

void race_name_stream(DevStream *s, const char *name, int number)
{
    if (!rc.on) return;
    Slot *sl = &rc.slots[slot_of(s)];
    if (sl->is_default) return;
    if (name) snprintf(sl->name, sizeof sl->name, "%s", name);
    if (number > 0) sl->number = number;
}

bool race_host_read(const Tensor *t, Error *err)
{
    if (!rc.npinned || !t->storage->pinned) return true;
    Region *r = region_at(t->storage->data);
    return !r || read_region(r, AGENT_HOST, 0, rc.host, current_site(), err);
}
