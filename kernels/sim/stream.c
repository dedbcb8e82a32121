/* stream.c: the simulated device's streams, workers, compute units and
 * events (stream.h).
 *
 * Every stream counts the items enqueued on it (`enqueued`, the last ticket
 * handed out) and the items its worker has finished (`done`); items finish
 * in order, so "position t has been reached" is simply done >= t.  An event
 * remembers the stream and ticket of its latest record; a wait is an item
 * that blocks its worker until another stream reaches a ticket.  A wait
 * always names a ticket that was enqueued before it, so waits can never form
 * a cycle.
 *
 * One mutex and one condition variable (on CLOCK_MONOTONIC) serve every
 * thread: any change that someone may wait for (an item enqueued or done,
 * a compute unit handed over, shutdown) is broadcast.  There are few
 * threads, so the simplicity is worth the spurious wake-ups. */
#include "sim/stream.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cpu/kernels.h"
#include "sim/sim.h"

typedef enum ItemKind {
    ITEM_KERNEL,    /* a kernel of ops.def (OP_sleep occupies the stream only) */
    ITEM_COPY,      /* memmove between host and device memory */
    ITEM_WAIT,      /* block until stream `on` reaches ticket `until` */
    ITEM_RECORD     /* stamp event `event` if it was not recorded again since */
} ItemKind;

typedef struct Item {
    struct Item *next;
    ItemKind kind;
    uint64_t ticket;
    OpCode op;
    OpArgs args;
    void *dst;
    const void *src;
    size_t bytes;
    void *staging;         /* freed once the copy is done */
    DevStream *on;         /* ITEM_WAIT: referenced */
    uint64_t until;
    DevEvent *event;       /* ITEM_RECORD: referenced */
    uint64_t gen;
    void *tag;             /* the trace's, while a timer is set (device.h) */
} Item;

struct DevStream {
    int dev;
    int priority;          /* already clamped to the device's range */
    int refs;
    uint64_t enqueued;     /* last ticket handed out */
    uint64_t done;         /* last ticket finished */
    Item *head, *tail;     /* head: the item being run, or next to run */
    bool started, closing, exited, joined;
    pthread_t thread;
    bool wants_unit, has_unit;
    uint64_t request;      /* when it asked for a compute unit (FIFO among equals) */
    DevStream *next;       /* every stream, for device synchronisation and shutdown */
};

struct DevEvent {
    int dev;
    bool timing;
    int refs;              /* the handle, and each pending record item */
    bool recorded;
    DevStream *stream;     /* of the latest record (referenced) */
    uint64_t ticket;
    uint64_t gen;          /* records so far: a stale record item must not stamp */
    double ms;             /* host clock when the latest record was reached */
};

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed;
static bool initialised, shutting_down;
static DevStream *streams;
static int units_free;
static uint64_t requests;
static bool (*interrupt_pending)(void);
static const DevTimer *timer;

/* How long a host wait sleeps before looking at the interrupt flag again. */
enum { POLL_MS = 20 };

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ms is at most about 31 years, so that the nanoseconds fit. */
static struct timespec deadline_after(double ms)
{
    struct timespec ts;
    if (!(ms < 1e12))
        ms = 1e12;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    long long ns = ts.tv_nsec + (long long)(ms * 1e6);
    ts.tv_sec += (time_t)(ns / 1000000000);
    ts.tv_nsec = (long)(ns % 1000000000);
    return ts;
}

void sim_lock(void)
{
    pthread_mutex_lock(&mutex);
}

void sim_unlock(void)
{
    pthread_mutex_unlock(&mutex);
}

void sim_streams_init(void)
{
    if (initialised)
        return;
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&changed, &attr);
    pthread_condattr_destroy(&attr);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    units_free = cores > 0 ? (int)cores : 1;
    initialised = true;
}

void sim_set_compute_units(int n)
{
    sim_lock();
    units_free = n > 0 ? n : 1;
    sim_unlock();
}

void sim_set_interrupt(bool (*pending)(void))
{
    interrupt_pending = pending;
}

void sim_set_timer(const DevTimer *t)
{
    sim_lock();
    timer = t;
    sim_unlock();
}

/* ------------------------------------------------------ compute units */

/* Hands free units to the requesting streams: the highest priority (the
 * lowest number) first, the oldest request among equals. */
static void grant_units(void)
{
    while (units_free > 0) {
        DevStream *best = NULL;
        for (DevStream *x = streams; x; x = x->next) {
            if (x->wants_unit && (!best || x->priority < best->priority ||
                                  (x->priority == best->priority && x->request < best->request)))
                best = x;
        }
        if (!best)
            return;
        best->wants_unit = false;
        best->has_unit = true;
        units_free--;
    }
    pthread_cond_broadcast(&changed);
}

static bool acquire_unit(DevStream *s)
{
    if (s->has_unit)
        return true;
    s->wants_unit = true;
    s->request = ++requests;
    grant_units();
    while (!s->has_unit) {
        if (shutting_down) {
            s->wants_unit = false;
            return false;
        }
        pthread_cond_wait(&changed, &mutex);
    }
    return true;
}

static void release_unit(DevStream *s)
{
    if (!s->has_unit)
        return;
    s->has_unit = false;
    units_free++;
    grant_units();
}

/* After a kernel: a stream whose next item is another kernel keeps its unit
 * unless a stream of equal or higher priority is waiting for one, as a GPU
 * keeps feeding the blocks of a high-priority stream. */
static void after_kernel(DevStream *s)
{
    const Item *next = s->head->next;
    bool more = next && next->kind == ITEM_KERNEL && next->op != OP_sleep;
    bool contended = false;
    for (DevStream *x = streams; x && more && !contended; x = x->next)
        contended = x->wants_unit && x->priority <= s->priority;
    if (!more || contended)
        release_unit(s);
}

/* ------------------------------------------------------------ streams */

int sim_stream_device(const DevStream *s)
{
    return s->dev;
}

uint64_t sim_stream_tail_locked(const DevStream *s)
{
    return s->enqueued;
}

bool sim_stream_reached_locked(const DevStream *s, uint64_t ticket)
{
    return s->done >= ticket;
}

void sim_stream_ref_locked(DevStream *s)
{
    s->refs++;
}

void sim_stream_unref_locked(DevStream *s)
{
    s->refs--;
}

DevStream *sim_stream_new(int dev, int priority)
{
    DevStream *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->dev = dev;
    s->priority = priority;
    s->refs = 1;
    sim_lock();
    s->next = streams;
    streams = s;
    sim_unlock();
    return s;
}

/* Frees streams nobody refers to any more once their worker has ended (or
 * never started).  Only host calls get here, never a worker. */
static void reap_locked(void)
{
    for (DevStream **p = &streams; *p;) {
        DevStream *s = *p;
        if (s->refs > 0 || (s->started && !s->exited)) {
            p = &s->next;
            continue;
        }
        *p = s->next;
        if (s->started && !s->joined)
            pthread_join(s->thread, NULL);
        free(s);
    }
}

void sim_stream_release(DevStream *s)
{
    sim_lock();
    s->closing = true;
    s->refs--;
    pthread_cond_broadcast(&changed);
    reap_locked();
    sim_unlock();
}

/* -------------------------------------------------------------- items */

static void event_unref_locked(DevEvent *e);

/* Runs the head item with the lock held (dropped around kernels and
 * copies); false when shutdown interrupted it. */
static bool run_item(DevStream *s, Item *it)
{
    switch (it->kind) {
    case ITEM_WAIT:
        while (it->on->done < it->until) {
            if (shutting_down)
                return false;
            pthread_cond_wait(&changed, &mutex);
        }
        return true;
    case ITEM_RECORD:
        if (it->event->gen == it->gen)
            it->event->ms = now_ms();
        return true;
    case ITEM_COPY:
        sim_unlock();
        memmove(it->dst, it->src, it->bytes);
        sim_lock();
        return true;
    case ITEM_KERNEL:
        break;
    }
    if (it->op == OP_sleep) {
        /* A sleeping kernel occupies its stream, not the compute units. */
        struct timespec until = deadline_after(it->args.sf[0]);
        while (!shutting_down && pthread_cond_timedwait(&changed, &mutex, &until) != ETIMEDOUT)
            ;
        return !shutting_down;
    }
    if (!acquire_unit(s))
        return false;
    sim_unlock();
    cpu_run(it->op, &it->args);
    sim_lock();
    after_kernel(s);
    return true;
}

static void finish_item(Item *it)
{
    if (it->on)
        sim_stream_unref_locked(it->on);
    if (it->event)
        event_unref_locked(it->event);
    free(it->staging);
    free(it);
}

static void *worker(void *arg)
{
    DevStream *s = arg;
    sim_lock();
    for (;;) {
        while (!s->head && !s->closing && !shutting_down)
            pthread_cond_wait(&changed, &mutex);
        if (shutting_down || !s->head)
            break;
        Item *it = s->head;
        double start = it->tag ? now_ms() : 0;
        if (!run_item(s, it))
            break;
        if (it->tag && timer)
            timer->ran(it->tag, start, now_ms());
        s->head = it->next;
        if (!s->head)
            s->tail = NULL;
        s->done = it->ticket;
        finish_item(it);
        pthread_cond_broadcast(&changed);
    }
    release_unit(s);
    s->exited = true;
    pthread_cond_broadcast(&changed);
    sim_unlock();
    return NULL;
}

static uint64_t enqueue_locked(DevStream *s, Item *it, Error *err)
{
    if (!s->started) {
        if (pthread_create(&s->thread, NULL, worker, s) != 0) {
            error_set(err, "CUDA error: out of resources (cannot start the worker of a stream)");
            finish_item(it);
            return 0;
        }
        s->started = true;
    }
    it->ticket = ++s->enqueued;
    if (timer)
        it->tag = timer->tag();
    if (s->tail)
        s->tail->next = it;
    else
        s->head = it;
    s->tail = it;
    pthread_cond_broadcast(&changed);
    return it->ticket;
}

static Item *item_new(ItemKind kind)
{
    Item *it = calloc(1, sizeof *it);
    if (it)
        it->kind = kind;
    return it;
}

static uint64_t out_of_memory(Error *err)
{
    error_set(err, "CUDA error: out of memory");
    return 0;
}

uint64_t sim_enqueue_kernel_locked(DevStream *s, OpCode op, const OpArgs *a, Error *err)
{
    Item *it = item_new(ITEM_KERNEL);
    if (!it)
        return out_of_memory(err);
    it->op = op;
    it->args = *a;
    return enqueue_locked(s, it, err);
}

uint64_t sim_enqueue_copy_locked(DevStream *s, void *dst, const void *src, size_t bytes,
                                 void *staging, Error *err)
{
    Item *it = item_new(ITEM_COPY);
    if (!it) {
        free(staging);
        return out_of_memory(err);
    }
    it->dst = dst;
    it->src = src;
    it->bytes = bytes;
    it->staging = staging;
    return enqueue_locked(s, it, err);
}

/* -------------------------------------------------------- host waits */

bool sim_wait_progress_locked(Error *err)
{
    if (err && interrupt_pending && interrupt_pending()) {
        error_set(err, "interrupted");
        return false;
    }
    struct timespec until = deadline_after(POLL_MS);
    pthread_cond_timedwait(&changed, &mutex, &until);
    return true;
}

bool sim_host_wait(DevStream *s, uint64_t ticket, Error *err)
{
    bool ok = true;
    sim_lock();
    while (ok && s->done < ticket)
        ok = sim_wait_progress_locked(err);
    sim_unlock();
    return ok;
}

bool sim_stream_synchronize(DevStream *s, Error *err)
{
    sim_lock();
    uint64_t tail = s->enqueued;
    sim_unlock();
    return sim_host_wait(s, tail, err);
}

bool sim_stream_query(DevStream *s)
{
    sim_lock();
    bool idle = s->done >= s->enqueued;
    sim_unlock();
    return idle;
}

bool sim_device_synchronize(int dev, Error *err)
{
    bool ok = true;
    sim_lock();
    for (;;) {
        bool idle = true;
        for (DevStream *s = streams; s && idle; s = s->next)
            idle = s->dev != dev || s->done >= s->enqueued;
        if (idle || !(ok = sim_wait_progress_locked(err)))
            break;
    }
    sim_unlock();
    return ok;
}

bool sim_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    sim_lock();
    uint64_t ticket = 1;
    /* Waiting for a never-recorded event, for a position already reached,
     * or for earlier work of the same stream orders nothing. */
    if (e->recorded && e->stream != s && e->stream->done < e->ticket) {
        Item *it = item_new(ITEM_WAIT);
        if (it) {
            it->on = e->stream;
            it->until = e->ticket;
            sim_stream_ref_locked(it->on);
            ticket = enqueue_locked(s, it, err);
        } else {
            ticket = out_of_memory(err);
        }
    }
    sim_unlock();
    return ticket != 0;
}

/* ------------------------------------------------------------- events */

bool sim_event_create(int dev, bool timing, bool blocking, DevEvent **out, Error *err)
{
    /* Host waits always sleep on a condition variable: the blocking-sync
     * flag changes nothing here. */
    (void)blocking;
    DevEvent *e = calloc(1, sizeof *e);
    if (!e) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    e->dev = dev;
    e->timing = timing;
    e->refs = 1;
    *out = e;
    return true;
}

static void event_unref_locked(DevEvent *e)
{
    if (--e->refs > 0)
        return;
    if (e->stream)
        sim_stream_unref_locked(e->stream);
    free(e);
}

void sim_event_destroy(DevEvent *e)
{
    if (!e)
        return;
    sim_lock();
    event_unref_locked(e);
    sim_unlock();
}

bool sim_event_record(DevEvent *e, DevStream *s, Error *err)
{
    if (e->dev != s->dev) {
        error_set(err, "CUDA error: invalid resource handle");
        return false;
    }
    Item *it = item_new(ITEM_RECORD);
    if (!it) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    sim_lock();
    it->event = e;
    it->gen = ++e->gen;
    e->refs++;
    uint64_t ticket = enqueue_locked(s, it, err);
    if (ticket) {
        sim_stream_ref_locked(s);
        if (e->stream)
            sim_stream_unref_locked(e->stream);
        e->stream = s;
        e->ticket = ticket;
        e->recorded = true;
    }
    sim_unlock();
    return ticket != 0;
}

bool sim_event_query(DevEvent *e)
{
    sim_lock();
    bool done = !e->recorded || e->stream->done >= e->ticket;
    sim_unlock();
    return done;
}

bool sim_event_synchronize(DevEvent *e, Error *err)
{
    sim_lock();
    DevStream *s = e->recorded ? e->stream : NULL;
    uint64_t ticket = e->ticket;
    sim_unlock();
    return !s || sim_host_wait(s, ticket, err);
}

/* cudaEventElapsedTime's errors: a handle without timing or never
 * recorded is invalid; an event not reached yet is "not ready". */
bool sim_event_elapsed(DevEvent *start, DevEvent *end, float *ms, Error *err)
{
    bool ok = false;
    sim_lock();
    if (!start->timing || !end->timing || !start->recorded || !end->recorded)
        error_set(err, "CUDA error: invalid resource handle");
    else if (start->stream->done < start->ticket || end->stream->done < end->ticket)
        error_set(err, "CUDA error: device not ready");
    else
        ok = true;
    if (ok)
        *ms = (float)(end->ms - start->ms);
    sim_unlock();
    return ok;
}

/* ---------------------------------------------------------- shutdown */

void sim_streams_shutdown(void)
{
    if (!initialised)
        return;
    sim_lock();
    shutting_down = true;
    pthread_cond_broadcast(&changed);
    sim_unlock();
    for (DevStream *s = streams; s; s = s->next) {
        if (s->started && !s->joined) {
            pthread_join(s->thread, NULL);
            s->joined = true;
        }
    }
    /* Items refer to other streams: drop every item before any stream. */
    sim_lock();
    for (DevStream *s = streams; s; s = s->next) {
        while (s->head) {
            Item *it = s->head;
            s->head = it->next;
            finish_item(it);
        }
        s->tail = NULL;
    }
    while (streams) {
        DevStream *s = streams;
        streams = s->next;
        free(s);
    }
    sim_unlock();
}
