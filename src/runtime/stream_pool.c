/* stream_pool.c: the stream pool (stream_pool.h).
 *
 * A Handle is what the layers above see as a DevStream.  A default
 * stream's handle is made once per device and stands for the device's
 * default stream alone.  A pooled handle enqueues on the device stream of
 * its Queue, one of STREAM_POOL_SIZE per device and priority level.
 *
 * Each queue remembers the handle that enqueued on it last.  When another
 * handle enqueues there, the last one's mark (an event) is recorded first:
 * its work ends there.  A handle that enqueued last on its queue is done
 * when the queue is; one that was followed is done when its mark is.
 * Marks are recorded only where two live handles take turns on one queue,
 * so a program with fewer live streams than the pool has never makes one. */
#include "runtime/stream_pool.h"

#include <stdlib.h>

#include "base/buf.h"

typedef struct Queue Queue;

typedef struct Handle {
    DevStream *ds;           /* the backend's stream */
    int dev;
    Queue *queue;            /* NULL for a default stream */
    int refs;                /* the creator's, and one per live allocation made on it */
    bool worked;             /* something was enqueued on it */
    DevEvent *mark;          /* where its work ends on a shared queue (made when first needed) */
    bool marked;             /* the mark is recorded after its latest work */
    struct Handle *prev, *next;   /* live pooled handles, freed at shutdown */
} Handle;

struct Queue {
    DevStream *ds;           /* NULL until a handle first needs it */
    int holders;             /* live handles on it */
    Handle *last;            /* the handle that enqueued on it last, while live */
};

/* The queues of one device and priority level, handed out in turn. */
typedef struct Pool {
    Queue queues[STREAM_POOL_SIZE];
    int next;
} Pool;

static const Backend *inner;
static Backend outer;
static Handle *defaults;     /* one per device */
static Pool *pools;          /* ndevices * nlevels, made at the first stream */
static int ndevices, nlevels, least;
static Handle *live;
static const DevTimer *timer;
static bool marking;         /* a mark is being recorded: it is no one's work */

static Handle *handle(DevStream *s)
{
    return (Handle *)s;
}

static DevStream *ds_of(DevStream *s)
{
    return s ? handle(s)->ds : NULL;
}

/* ------------------------------------------------------------- marks */

/* The trace's timer sees every item the backend enqueues: a mark is not
 * one the program asked for, so it takes no tag. */
static void *timer_tag(void)
{
    return marking ? NULL : timer->tag();
}

static void timer_ran(void *tag, double start_ms, double end_ms)
{
    timer->ran(tag, start_ms, end_ms);
}

static const DevTimer pool_timer = {timer_tag, timer_ran};

static void p_set_timer(const DevTimer *t)
{
    timer = t;
    inner->set_timer(t ? &pool_timer : NULL);
}

/* h is about to enqueue work: on a shared queue, the handle that enqueued
 * last gets its mark first. */
static bool note_work(Handle *h, Error *err)
{
    h->worked = true;
    Queue *q = h->queue;
    if (!q || q->last == h) return true;
    Handle *prev = q->last;
    q->last = h;
    if (!prev) return true;
    /* An idle queue: prev's work is all done, and needs no mark. */
    if (inner->stream_query(q->ds)) {
        prev->worked = false;
        return true;
    }
    if (!prev->mark && !inner->event_create(prev->dev, false, false, &prev->mark, err)) return false;
    marking = true;
    bool ok = inner->event_record(prev->mark, q->ds, err);
    marking = false;
    prev->marked = ok;
    return ok;
}

/* ------------------------------------------------------------ handles */

static void handle_unref(Handle *h)
{
    if (!h || !h->queue || --h->refs > 0) return;
    if (h->mark) inner->event_destroy(h->mark);
    if (h->prev) h->prev->next = h->next;
    else live = h->next;
    if (h->next) h->next->prev = h->prev;
    free(h);
}

/* Ready for devices and levels once the backend is (stream creation is
 * the first call that needs them). */
static bool pools_ready(Error *err)
{
    if (pools) return true;
    int greatest;
    inner->priority_range(&least, &greatest);
    nlevels = least - greatest + 1 > 0 ? least - greatest + 1 : 1;
    pools = calloc((size_t)(ndevices * nlevels), sizeof *pools);
    if (!pools) error_set(err, "CUDA error: out of memory (host)");
    return pools != NULL;
}

static bool p_stream_create(int dev, int priority, DevStream **out, Error *err)
{
    *out = NULL;
    if (dev < 0 || dev >= ndevices) {
        error_set(err, "CUDA error: invalid device ordinal");
        return false;
    }
    if (!pools_ready(err)) return false;
    int level = least - priority;
    level = level < 0 ? 0 : level >= nlevels ? nlevels - 1 : level;
    Pool *p = &pools[dev * nlevels + level];
    /* The next queue in turn that no live handle holds; all held: the next in turn. */
    int k = 0;
    while (k < STREAM_POOL_SIZE && p->queues[(p->next + k) % STREAM_POOL_SIZE].holders > 0) k++;
    Queue *q = &p->queues[(p->next + (k < STREAM_POOL_SIZE ? k : 0)) % STREAM_POOL_SIZE];
    if (!q->ds && !inner->stream_create(dev, least - level, &q->ds, err)) return false;
    Handle *h = calloc(1, sizeof *h);
    if (!h) {
        error_set(err, "CUDA error: out of memory (host)");
        return false;
    }
    p->next = (int)(q - p->queues + 1) % STREAM_POOL_SIZE;
    h->ds = q->ds;
    h->dev = dev;
    h->queue = q;
    h->refs = 1;
    q->holders++;
    h->next = live;
    if (live) live->prev = h;
    live = h;
    *out = (DevStream *)h;
    return true;
}

/* The device stream stays in the pool; the handle goes once no live
 * allocation is ordered on it. */
static void p_stream_destroy(DevStream *s)
{
    Handle *h = handle(s);
    if (!h || !h->queue) return;
    h->queue->holders--;
    if (h->queue->last == h) h->queue->last = NULL;
    handle_unref(h);
}

static DevStream *p_default_stream(int dev)
{
    if (dev < 0 || dev >= ndevices) return NULL;
    Handle *h = &defaults[dev];
    if (!h->ds) {
        h->ds = inner->default_stream(dev);
        h->dev = dev;
    }
    return (DevStream *)h;
}

/* A handle whose queue saw another's work after its own is done when its
 * mark is; otherwise when its queue is (the other's work came first). */
static bool p_stream_synchronize(DevStream *s, Error *err)
{
    Handle *h = handle(s);
    if (h->queue && !h->worked) return true;
    if (h->queue && h->queue->last != h && h->marked) return inner->event_synchronize(h->mark, err);
    return inner->stream_synchronize(h->ds, err);
}

static bool p_stream_query(DevStream *s)
{
    Handle *h = handle(s);
    if (h->queue && !h->worked) return true;
    if (h->queue && h->queue->last != h && h->marked) return inner->event_query(h->mark);
    return inner->stream_query(h->ds);
}

/* ---------------------------------------------- work on a stream */

static bool p_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    return note_work(handle(s), err) && inner->stream_wait_event(ds_of(s), e, err);
}

static bool p_event_record(DevEvent *e, DevStream *s, Error *err)
{
    return note_work(handle(s), err) && inner->event_record(e, ds_of(s), err);
}

static bool p_launch(OpCode op, const OpArgs *args, DevStream *s, Error *err)
{
    return note_work(handle(s), err) && inner->launch(op, args, ds_of(s), err);
}

static bool p_launch_fused(const DevFused *f, DevStream *s, Error *err)
{
    return note_work(handle(s), err) && inner->launch_fused(f, ds_of(s), err);
}

static bool p_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    return note_work(handle(s), err) && inner->copy(dst, src, bytes, kind, ds_of(s), err);
}

static bool p_collective(const DevCollective *c, Error *err)
{
    DevCollective real = *c;
    for (int i = 0; i < c->n; i++) {
        if (!note_work(handle(c->stream[i]), err)) return false;
        real.stream[i] = ds_of(c->stream[i]);
    }
    return inner->collective(&real, err);
}

/* A capture records what the handle's queue is given: the handle takes
 * the queue first, so that no other handle's mark lands in the graph. */
static bool p_capture_begin(DevStream *s, Error *err)
{
    return note_work(handle(s), err) && inner->capture_begin(ds_of(s), err);
}

static bool p_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err)
{
    return inner->capture_end(ds_of(s), keep, out, err);
}

static bool p_capture_active(const DevStream *s)
{
    return inner->capture_active(ds_of((DevStream *)s));
}

static bool p_graph_launch(DevGraph *g, DevStream *s, Error *err)
{
    return note_work(handle(s), err) && inner->graph_launch(g, ds_of(s), err);
}

/* ------------------------------------------------------------- memory */

/* An allocation's free is ordered on the stream it was made on (device.h):
 * that handle lives until then. */
static bool p_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    if (!inner->alloc(dev, bytes, ds_of(s), out, err)) return false;
    if (s && handle(s)->queue) handle(s)->refs++;
    return true;
}

static void p_free(int dev, void *ptr, DevStream *s)
{
    inner->free(dev, ptr, ds_of(s));
    handle_unref(handle(s));
}

static void p_record_use(void *ptr, DevStream *s)
{
    inner->record_use(ptr, ds_of(s));
}

/* ----------------------------------------------------------- shutdown */

static void p_shutdown(void)
{
    while (live) {
        Handle *h = live;
        live = h->next;
        if (h->mark) inner->event_destroy(h->mark);
        free(h);
    }
    inner->shutdown();
    free(defaults);
    free(pools);
    defaults = NULL;
    pools = NULL;
}

const Backend *stream_pool_backend(const Backend *be)
{
    inner = be;
    outer = *be;
    ndevices = be->device_count();
    defaults = xcalloc((size_t)(ndevices > 0 ? ndevices : 1), sizeof *defaults);
    outer.alloc = p_alloc;
    outer.free = p_free;
    outer.record_use = p_record_use;
    outer.copy = p_copy;
    outer.default_stream = p_default_stream;
    outer.stream_create = p_stream_create;
    outer.stream_destroy = p_stream_destroy;
    outer.stream_synchronize = p_stream_synchronize;
    outer.stream_query = p_stream_query;
    outer.stream_wait_event = p_stream_wait_event;
    outer.event_record = p_event_record;
    outer.launch = p_launch;
    outer.shutdown = p_shutdown;
    if (be->set_timer) outer.set_timer = p_set_timer;
    if (be->collective) outer.collective = p_collective;
    if (be->launch_fused) outer.launch_fused = p_launch_fused;
    if (be->capture_begin) {
        outer.capture_begin = p_capture_begin;
        outer.capture_end = p_capture_end;
        outer.capture_active = p_capture_active;
        outer.graph_launch = p_graph_launch;
    }
    return &outer;
}
