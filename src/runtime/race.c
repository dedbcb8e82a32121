/* race.c: the race checker (race.h): vector clocks for streams, events and
 * the host; the accesses of every allocation that may still race, each
 * with the bytes it touched; the warning or error when two accesses touch
 * a byte in common, one of them a write, with nothing ordering them.
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
 * ordered before anything later, and are checked but never kept.
 *
 * History.  An allocation keeps the accesses that a later one could still
 * race with.  A new access drops the earlier ones it stands for: those
 * ordered before it (or just reported against it) whose bytes it covers,
 * of any kind when it writes, reads when it reads.  A later access that
 * would race with a dropped one races with the new one, and one ordered
 * after the new one is ordered after the dropped one.  Accesses the host
 * clock has passed go too: every later access, on any stream, new ones
 * included, comes after the host clock.  Past HISTORY accesses, those of
 * one stream and kind merge into one that spans them all, at the latest
 * tick: it can report a race that is not there, and says it "may".
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
#include "runtime/race_region.h"
#include "runtime/trace.h"

/* Streams tracked apart.  Slots of destroyed streams are reused only once
 * all have been handed out; past that, new streams share the last slot,
 * which can hide a race between them but never invents one. */
#define SLOTS 64
#define AGENT_HOST 0xFFFEu

/* Accesses one allocation keeps before they merge (see History above). */
#define HISTORY 1024

typedef uint32_t Clock[SLOTS];

/* Where an access happened: the operation the evaluator was applying. */

typedef struct Access {
    uint16_t agent;          /* a slot, or AGENT_HOST for the access being made */
    bool write;
    bool merged;             /* rg spans several accesses and the gaps between */
    uint32_t tick;
    Site at;
    RaceRegion rg;           /* bytes from the allocation's start */
} Access;

/* One allocation: device memory, or pinned host memory.  A freed one
 * stays in the table, dead, because allocators hand the same addresses
 * out again: the next allocation there revives it without a malloc. */
typedef struct Alloc {
    uintptr_t lo, hi;
    bool live;
    bool pinned;
    Access *acc;             /* the accesses that may still race, oldest first */
    int nacc, capacc;
} Alloc;

typedef struct Slot {
    DevStream *ds;           /* NULL: free */
    int dev;
    bool is_default;
    int number;              /* stream#N; 0 when unknown */
    char name[64];           /* a declared name, or "" */
    const Node *with_expr;   /* the last `with stream <expr>` that made it current */
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
    RaceProgram program;     /* program.in NULL: none attached */
    const Backend *inner;
    Backend outer;

    Slot slots[SLOTS];
    int nslots;              /* high-water mark */
    int last_slot;           /* a one-entry cache for slot_of */

    Clock host;
    uint64_t host_gen;       /* bumped whenever the host clock grows */

    /* Allocations by start address, live and dead (open addressing):
     * kernels are mostly given the start of an allocation.  A pointer
     * inside one (a view with an offset) is looked up in a tree of the live
     * ones by address range, built the first time one is needed and kept
     * up to date from then on. */
    Alloc **starts;
    size_t nstarts, capstarts;
    int starts_shift;
    void *tree;              /* tsearch tree of the live allocations */
    bool tree_on;
    size_t npinned;          /* live pinned allocations: host code need not look otherwise */

    EventClock **events;     /* open addressing by pointer */
    size_t nevents, capevents;

    Pair *pairs;             /* open addressing */
    size_t npairs, cappairs;

    uint8_t esize[DT_COUNT]; /* dtype_size, looked up for every operand */
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

/* ------------------------------------------------------- allocations */

static int alloc_cmp(const void *a, const void *b)
{
    const Alloc *x = a, *y = b;
    if (x->hi <= y->lo) return -1;
    if (x->lo >= y->hi) return 1;
    return 0;
}

/* Fibonacci hashing of an address: its high bits pick the entry. */
static inline size_t start_index(uintptr_t lo)
{
    return (size_t)(((uint64_t)lo * 0x9E3779B97F4A7C15ULL) >> rc.starts_shift);
}

static inline Alloc **start_slot(uintptr_t lo)
{
    size_t mask = rc.capstarts - 1;
    for (size_t i = start_index(lo);; i = (i + 1) & mask)
        if (!rc.starts[i] || rc.starts[i]->lo == lo) return &rc.starts[i];
}

/* Rebuilds the table with room for twice its live allocations; dead ones go. */
static void starts_rebuild(void)
{
    Alloc **old = rc.starts;
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
        Alloc *a = old[i];
        if (!a) continue;
        if (a->live) {
            *start_slot(a->lo) = a;
            rc.nstarts++;
        } else {
            free(a->acc);
            free(a);
        }
    }
    free(old);
}

/* A pointer that starts no live allocation: inside one, or in memory
 * nobody tracks (pageable host memory). */
static Alloc *alloc_inside(const void *p)
{
    if (!rc.tree_on) {
        for (size_t i = 0; i < rc.capstarts; i++)
            if (rc.starts[i] && rc.starts[i]->live) tsearch(rc.starts[i], &rc.tree, alloc_cmp);
        rc.tree_on = true;
    }
    Alloc key = {.lo = (uintptr_t)p, .hi = (uintptr_t)p + 1};
    void *found = tfind(&key, &rc.tree, alloc_cmp);
    return found ? *(Alloc **)found : NULL;
}

static inline Alloc *alloc_at(const void *p)
{
    if (!p) return NULL;
    Alloc *a = *start_slot((uintptr_t)p);
    return a && a->live ? a : alloc_inside(p);
}

static void alloc_kill(Alloc *a)
{
    a->live = false;
    a->nacc = 0;
    if (rc.tree_on) tdelete(a, &rc.tree, alloc_cmp);
    rc.npinned -= a->pinned;
}

static void alloc_add(void *p, size_t bytes, bool pinned)
{
    if (!p || bytes == 0) return;
    Alloc **e = start_slot((uintptr_t)p);
    Alloc *a = *e;
    if (a && a->live) {
        /* Memory handed out again without a free we saw (none should be)
         * starts over. */
        alloc_kill(a);
    } else if (!a) {
        if (2 * (rc.nstarts + 1) > rc.capstarts) {
            starts_rebuild();
            e = start_slot((uintptr_t)p);
        }
        a = xcalloc(1, sizeof *a);
        a->lo = (uintptr_t)p;
        *e = a;
        rc.nstarts++;
    }
    a->hi = a->lo + bytes;
    a->live = true;
    a->pinned = pinned;
    a->nacc = 0;
    if (rc.tree_on) tsearch(a, &rc.tree, alloc_cmp);
    rc.npinned += pinned;
}

/* Memory is reused only once every stream that used it is done with it
 * (the backend's free waits for them), so a free races with nothing and
 * ends the allocation's history. */
static void alloc_remove(void *p)
{
    if (!p) return;
    Alloc *a = *start_slot((uintptr_t)p);
    if (a && a->live) alloc_kill(a);
}

/* The bytes of a kernel's operand, or of a tensor, in its allocation;
 * false when it has no element. */
static inline bool operand_region(const Alloc *a, const DevTensor *t, RaceRegion *rg)
{
    return race_region_view(rg, (int64_t)((uintptr_t)t->data - a->lo), rc.esize[t->dtype], t->ndim, t->shape,
                            t->strides);
}

static bool tensor_region(const Alloc *a, const Tensor *t, RaceRegion *rg)
{
    return race_region_view(rg, (int64_t)((uintptr_t)tensor_data(t) - a->lo), rc.esize[t->dtype], t->ndim, t->shape,
                            t->strides);
}

/* --------------------------------------------------------- reporting */

static inline Site current_site(void)
{
    static const Site none = {NULL, NULL};
    return rc.program.site ? *rc.program.site : none;
}

/* What a variable must hold to name an access: a tensor of the
 * allocation, whose bytes meet the access's when `exact`. */
typedef struct Holds {
    const Alloc *a;
    const RaceRegion *rg;
    bool exact;
} Holds;

static bool holds_tensor(const Tensor *t, const void *ctx)
{
    const Holds *h = ctx;
    uintptr_t p = (uintptr_t)t->storage->data;
    if (p < h->a->lo || p >= h->a->hi) return false;
    if (!h->exact) return true;
    RaceRegion rg;
    return tensor_region(h->a, t, &rg) && race_region_overlap(&rg, h->rg) != RACE_DISJOINT;
}

/* Where a message puts an access: at the variable it went through when
 * the operation names one (one whose bytes meet the access's first), else
 * at the operation. */
static Span place(const Site *s, const Alloc *a, const RaceRegion *rg, const char **name)
{
    const Node *n = NULL;
    for (int exact = 1; rc.program.in && !n && exact >= 0; exact--)
        n = rc.program.tensor_name(rc.program.in, s->node, holds_tensor, &(Holds){a, rg, exact});
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

/* The stream as the program can write it where the race is found
 * (RaceProgram.stream_text); false when nothing reaches it. */
static bool script_name(Buf *b, const Slot *s)
{
    return rc.program.in && s->ds && rc.program.stream_text(rc.program.in, s->ds, s->with_expr, b);
}

/* A stream in a message, "stream s[1]", or in code, "s[1]"; one nothing
 * reaches any more by its declared name or its label (stream#3). */
static void stream_text(Buf *b, unsigned agent, bool code)
{
    const Slot *s = &rc.slots[agent];
    if (s->is_default) {
        if (code && s->dev > 0) buf_printf(b, "default_stream(%d)", s->dev);
        else if (code) buf_puts(b, "default_stream()");
        else if (s->dev > 0) buf_printf(b, "the default stream of cuda:%d", s->dev);
        else buf_puts(b, "the default stream");
        return;
    }
    Buf name = BUF_INIT;
    bool label = false;
    if (!script_name(&name, s)) {
        label = !s->name[0];
        if (label) buf_printf(&name, "stream#%d", s->number);
        else buf_puts(&name, s->name);
    }
    if (!code && !label) buf_puts(b, "stream ");
    buf_puts(b, buf_cstr(&name));
    buf_free(&name);
}

/* "the host", or the stream as stream_text writes it in a message. */
static void describe(Buf *b, unsigned agent)
{
    if (agent == AGENT_HOST) buf_puts(b, "the host");
    else stream_text(b, agent, false);
}

/* The access now (by agent, a write or not, of rg) meets `before` in
 * allocation a; `may` when they may only meet.  False when that makes an
 * error. */
static bool conflict(const Alloc *a, const Access *before, const RaceRegion *rg, unsigned agent, bool write,
                     bool may, Error *err)
{
    /* The program failed before this access (a check reported later): it
     * never made it. */
    if (rc.program.in && rc.program.failed_earlier && rc.program.failed_earlier(rc.program.in)) return true;
    Site now = current_site();
    if (!now.node || !before->at.node) {
        /* No program is running (a library test): nothing to point at. */
        error_set(err, "race: an access with nothing ordering it after an earlier one");
        return rc.mode != RACE_ERROR;
    }
    const char *name;
    Span here = place(&now, a, rg, &name);
    Span there = place(&before->at, a, &before->rg, NULL);
    if (rc.mode == RACE_WARN && pair_seen(before->at.src, there.pt, now.src, here.pt)) return true;

    int line, col, bline, bcol;
    source_position(now.src, here.pt, &line, &col);
    source_position(before->at.src, there.pt, &bline, &bcol);
    Buf msg = BUF_INIT, note = BUF_INIT;
    if (name) buf_printf(&msg, "race on '%s': ", name);
    else buf_puts(&msg, "race on a temporary: ");
    buf_puts(&msg, write ? "written on " : "read on ");
    describe(&msg, agent);
    buf_puts(&msg, before->write ? ", written on " : ", read on ");
    describe(&msg, before->agent);
    buf_printf(&msg, " at %s:%d:%d with nothing ordering the two", before->at.src->name, bline, bcol);
    if (may) buf_puts(&msg, " (the elements they touch may overlap)");

    /* The later side waits for the earlier one: the consumer of a value
     * for its producer, a writer for the readers before it. */
    buf_puts(&note, "call '");
    if (agent == AGENT_HOST) {
        stream_text(&note, before->agent, true);
        buf_puts(&note, ".synchronize()");
    } else {
        stream_text(&note, agent, true);
        buf_puts(&note, ".wait_stream(");
        stream_text(&note, before->agent, true);
        buf_puts(&note, ")");
    }
    buf_printf(&note, "' before line %d, or 'synchronize' after line %d", line, bline);
    if (before->at.src != now.src) buf_printf(&note, " of %s", before->at.src->name);

    trace_mark_race(agent == AGENT_HOST ? NULL : rc.slots[agent].ds, buf_cstr(&msg));
    bool ok = true;
    if (rc.mode == RACE_ERROR) {
        error_set(err, "%s", buf_cstr(&msg));
        error_raise_final(rc.program.in, now.src, here, buf_cstr(&note), "%s", buf_cstr(&msg));
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

/* Too many accesses kept: those of one stream and kind become one that
 * spans them, at the latest tick and place (History, above). */
static __attribute__((noinline)) void merge_history(Alloc *a)
{
    int n = 0;
    for (int i = 0; i < a->nacc; i++) {
        const Access *x = &a->acc[i];
        int j = 0;
        while (j < n && (a->acc[j].agent != x->agent || a->acc[j].write != x->write)) j++;
        if (j == n) {
            a->acc[n++] = *x;
            continue;
        }
        Access *m = &a->acc[j];
        int64_t lo = m->rg.lo < x->rg.lo ? m->rg.lo : x->rg.lo, hi = m->rg.hi > x->rg.hi ? m->rg.hi : x->rg.hi;
        race_region_bytes(&m->rg, lo, hi - lo);
        m->merged = true;
        if (x->tick > m->tick) {
            m->tick = x->tick;
            m->at = x->at;
        }
    }
    a->nacc = n;
}

/* rg joins the accesses kept. */
static inline void remember(Alloc *a, const RaceRegion *rg, unsigned agent, uint32_t tick, bool write, Site at)
{
    if (a->nacc == a->capacc) {
        a->capacc = a->capacc ? 2 * a->capacc : 4;
        a->acc = xrealloc(a->acc, (size_t)a->capacc * sizeof *a->acc);
    }
    Access *n = &a->acc[a->nacc++];
    n->agent = (uint16_t)agent;
    n->write = write;
    n->merged = false;
    n->tick = tick;
    n->at = at;
    race_region_copy(&n->rg, rg);
    if (a->nacc > HISTORY) merge_history(a);
}

/* touch, past its usual cases. */
static __attribute__((noinline)) bool touch_history(Alloc *a, const RaceRegion *rg, unsigned agent, uint32_t tick, const uint32_t *clock,
                          bool write, Site at, Error *err)
{
    bool ok = true;
    int keep = 0;
    for (int i = 0; i < a->nacc; i++) {
        const Access *b = &a->acc[i];
        if (b->tick <= rc.host[b->agent]) continue;
        bool before = b->tick <= clock[b->agent], raced = false;
        if (!before && (write || b->write)) {
            RaceOverlap o = race_region_overlap(&b->rg, rg);
            raced = o != RACE_DISJOINT;
            if (raced && ok) ok = conflict(a, b, rg, agent, write, o == RACE_MAY_OVERLAP || b->merged, err);
        }
        if ((before || raced) && (write || !b->write) && race_region_covers(rg, &b->rg)) continue;
        if (keep != i) a->acc[keep] = *b;
        keep++;
    }
    a->nacc = keep;
    if (ok && agent != AGENT_HOST) remember(a, rg, agent, tick, write, at);
    return ok;
}

/* agent, knowing clock, reads or writes the bytes rg of allocation a at
 * tick, in the operation at: checked against the accesses kept, which it
 * then prunes and joins.  False when a race makes an error. */
static inline __attribute__((always_inline)) bool touch(Alloc *a, const RaceRegion *rg, unsigned agent, uint32_t tick, const uint32_t *clock,
                         bool write, Site at, Error *err)
{
    /* Most often the memory is new, or the stream that touched these bytes
     * last touches them again, and the new access stands for the old one. */
    if (a->nacc == 0 && agent != AGENT_HOST) {
        remember(a, rg, agent, tick, write, at);
        return true;
    }
    Access *b = &a->acc[0];
    if (a->nacc == 1 && b->agent == agent && (write || !b->write) && race_region_same(&b->rg, rg)) {
        b->write = write;
        b->merged = false;
        b->tick = tick;
        b->at = at;
        return true;
    }
    return touch_history(a, rg, agent, tick, clock, write, at, err);
}

/* A kernel's operands: inputs are read, outputs written (an in-place op
 * reads and writes the same bytes, in that order). */
static inline __attribute__((always_inline)) bool operands(const OpArgs *o, unsigned agent, uint32_t tick,
                                                           const uint32_t *clock, Error *err)
{
    Site at = current_site();
    RaceRegion rg;
    for (int i = 0; i < o->nin; i++) {
        Alloc *a = o->in_is_scalar[i] ? NULL : alloc_at(o->in[i].data);
        if (a && operand_region(a, &o->in[i], &rg) && !touch(a, &rg, agent, tick, clock, false, at, err))
            return false;
    }
    for (int i = 0; i < o->nout; i++) {
        Alloc *a = alloc_at(o->out[i].data);
        if (a && operand_region(a, &o->out[i], &rg) && !touch(a, &rg, agent, tick, clock, true, at, err))
            return false;
    }
    return true;
}

/* `bytes` bytes at p, read or written by a copy or a collective. */
static bool touch_bytes(const void *p, size_t bytes, bool look, unsigned agent, uint32_t tick, const uint32_t *clock,
                        bool write, Site at, Error *err)
{
    Alloc *a = look && bytes ? alloc_at(p) : NULL;
    if (!a) return true;
    RaceRegion rg;
    race_region_bytes(&rg, (int64_t)((uintptr_t)p - a->lo), (int64_t)bytes);
    return touch(a, &rg, agent, tick, clock, write, at, err);
}

/* ---- graphs: captured work touches nothing when it is captured; each
 * replay touches what all of it does, as one item of the replay's stream */

typedef struct Step {
    bool copy;
    OpArgs args;             /* a kernel's operands */
    const void *dst, *src;   /* a copy's */
    size_t bytes;
} Step;

typedef struct Graph {
    const void *key;         /* the capturing stream, then the graph */
    Step *steps;
    int n, cap;
} Graph;

static struct {
    Graph *all;
    int n, cap;
} graphs;

static Graph *graph_of(const void *key)
{
    for (int i = 0; i < graphs.n; i++)
        if (graphs.all[i].key == key) return &graphs.all[i];
    return NULL;
}

static void graph_drop(Graph *g)
{
    free(g->steps);
    *g = graphs.all[--graphs.n];
}

static Step *graph_step(Graph *g)
{
    if (g->n == g->cap) {
        g->cap = g->cap ? 2 * g->cap : 8;
        g->steps = xrealloc(g->steps, (size_t)g->cap * sizeof *g->steps);
    }
    Step *st = &g->steps[g->n++];
    memset(st, 0, sizeof *st);
    return st;
}

static bool w_capture_begin(DevStream *s, Error *err)
{
    if (!rc.inner->capture_begin(s, err)) return false;
    if (graphs.n == graphs.cap) {
        graphs.cap = graphs.cap ? 2 * graphs.cap : 4;
        graphs.all = xrealloc(graphs.all, (size_t)graphs.cap * sizeof *graphs.all);
    }
    graphs.all[graphs.n++] = (Graph){.key = s};
    return true;
}

static bool w_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err)
{
    bool ok = rc.inner->capture_end(s, keep, out, err);
    Graph *g = graph_of(s);
    if (g && ok && *out) g->key = *out;
    else if (g) graph_drop(g);
    return ok;
}

static bool w_graph_launch(DevGraph *graph, DevStream *s, Error *err)
{
    Graph *g = graph_of(graph);
    if (g && !rc.inner->capture_active(s)) {
        uint32_t tick;
        int k = enqueue(s, &tick);
        const uint32_t *clock = rc.slots[k].clock;
        Site at = current_site();
        for (int i = 0; i < g->n; i++) {
            const Step *st = &g->steps[i];
            bool ok = st->copy ? touch_bytes(st->src, st->bytes, true, (unsigned)k, tick, clock, false, at, err) &&
                                     touch_bytes(st->dst, st->bytes, true, (unsigned)k, tick, clock, true, at, err)
                               : operands(&st->args, (unsigned)k, tick, clock, err);
            if (!ok) return false;
        }
    }
    return rc.inner->graph_launch(graph, s, err);
}

static void w_graph_destroy(DevGraph *graph)
{
    Graph *g = graph_of(graph);
    if (g) graph_drop(g);
    rc.inner->graph_destroy(graph);
}

/* ------------------------------------------------- the wrapped backend */

static bool w_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    if (!rc.inner->alloc(dev, bytes, s, out, err)) return false;
    alloc_add(*out, bytes, false);
    return true;
}

static void w_free(int dev, void *ptr, DevStream *s)
{
    alloc_remove(ptr);
    rc.inner->free(dev, ptr, s);
}

static bool w_host_alloc(size_t bytes, void **out, Error *err)
{
    if (!rc.inner->host_alloc(bytes, out, err)) return false;
    alloc_add(*out, bytes, true);
    return true;
}

static void w_host_free(void *ptr)
{
    alloc_remove(ptr);
    rc.inner->host_free(ptr);
}

static bool w_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    Graph *captured = graphs.n ? graph_of(s) : NULL;
    if (captured) {
        Step *st = graph_step(captured);
        st->copy = true;
        st->dst = dst;
        st->src = src;
        st->bytes = bytes;
        return rc.inner->copy(dst, src, bytes, kind, s, err);
    }
    uint32_t tick;
    int k = enqueue(s, &tick);
    const uint32_t *clock = rc.slots[k].clock;
    /* Host memory matters only when pinned. */
    bool pinned_dst = kind == COPY_DEVICE_TO_HOST && rc.npinned && alloc_at(dst);
    Site at = current_site();
    if (!touch_bytes(src, bytes, kind != COPY_HOST_TO_DEVICE || rc.npinned, (unsigned)k, tick, clock, false, at, err) ||
        !touch_bytes(dst, bytes, kind != COPY_DEVICE_TO_HOST || pinned_dst, (unsigned)k, tick, clock, true, at, err))
        return false;
    if (!rc.inner->copy(dst, src, bytes, kind, s, err)) return false;
    /* A copy into pageable host memory is complete when it returns, and
     * so is everything before it on s. */
    if (kind == COPY_DEVICE_TO_HOST && !pinned_dst) host_join(rc.slots[k].clock);
    return true;
}

static bool w_launch(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    Graph *captured = graphs.n ? graph_of(s) : NULL;
    if (captured) {
        graph_step(captured)->args = *a;
        return rc.inner->launch(op, a, s, err);
    }
    uint32_t tick;
    int k = enqueue(s, &tick);
    /* A check's record (ops.def's bounds, the outputs after the first of
     * a checked gather, scatter or index) is cst's memory, not the
     * program's. */
    int nout = op == OP_bounds || op == OP_outside                      ? 0
               : op == OP_gather || op == OP_scatter || op == OP_index ? 1
                                                                         : a->nout;
    OpArgs seen;
    if (nout != a->nout) {
        seen = *a;
        seen.nout = nout;
    }
    return operands(nout != a->nout ? &seen : a, (unsigned)k, tick, rc.slots[k].clock, err) &&
           rc.inner->launch(op, a, s, err);
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
    size_t one = c->count * dtype_size(c->dtype), every = (size_t)c->n * one;
    size_t sent = c->kind == COLL_REDUCE_SCATTER ? every : one, received = c->kind == COLL_ALL_GATHER ? every : one;
    for (int i = 0; i < c->n; i++) {
        const uint32_t *clock = rc.slots[k[i]].clock;
        if (!touch_bytes(c->send[i], sent, true, (unsigned)k[i], tick[i], clock, false, at, err) ||
            !touch_bytes(c->recv[i], received, true, (unsigned)k[i], tick[i], clock, true, at, err))
            return false;
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

void race_attach(const RaceProgram *program)
{
    /* Accesses remember places in the programs of the interpreter before
     * (a process may run several, one after another): they are forgotten. */
    if (rc.program.in && (!program || program->in != rc.program.in)) {
        for (size_t i = 0; i < rc.capstarts; i++)
            if (rc.starts[i]) rc.starts[i]->nacc = 0;
        for (int i = 0; i < rc.nslots; i++) rc.slots[i].with_expr = NULL;
        free(rc.pairs);
        rc.pairs = NULL;
        rc.npairs = rc.cappairs = 0;
    }
    rc.program = program ? *program : (RaceProgram){0};
}

bool race_wait_unseen(const Backend *be, DevStream *s, Error *err)
{
    return rc.mode == RACE_OFF || !rc.inner ? be->stream_synchronize(s, err) : rc.inner->stream_synchronize(s, err);
}

const Backend *race_backend(const Backend *be)
{
    if (rc.mode == RACE_OFF || !be) return be;
    rc.inner = be;
    for (int d = 0; d < DT_COUNT; d++) rc.esize[d] = (uint8_t)dtype_size((DType)d);
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
    if (be->capture_begin) {
        rc.outer.capture_begin = w_capture_begin;
        rc.outer.capture_end = w_capture_end;
        rc.outer.graph_launch = w_graph_launch;
        rc.outer.graph_destroy = w_graph_destroy;
    }
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

void race_with_stream(DevStream *s, const Node *expr)
{
    if (!rc.on) return;
    Slot *sl = &rc.slots[slot_of(s)];
    if (!sl->is_default) sl->with_expr = expr;
}

bool race_host_read(const Tensor *t, Error *err)
{
    if (!rc.npinned || !t->storage->pinned) return true;
    Alloc *a = alloc_at(t->storage->data);
    RaceRegion rg;
    return !a || !tensor_region(a, t, &rg) || touch(a, &rg, AGENT_HOST, 0, rc.host, false, current_site(), err);
}
