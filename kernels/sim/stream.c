/* stream.c: the simulated device's streams, workers, compute units and
 * events (stream.h).
 *
 * Every stream counts the items enqueued on it (`enqueued`, the last ticket
 * handed out) and the items finished (`done`); items finish in order, so
 * "position t has been reached" is simply done >= t.  An event remembers
 * the stream and ticket of its latest record; a wait is an item that holds
 * its stream until another stream reaches a ticket.  A wait always names a
 * ticket that was enqueued before it, so waits can never form a cycle.
 *
 * Streams own no thread.  A pool of workers, as many as the host has cores
 * (or compute units, if more were set), serves every stream: a worker takes
 * the head item of the most urgent stream whose head can run now (a kernel
 * when a compute unit is free, a copy, a record, a wait whose ticket has
 * been reached, a sleep whose time is up), runs it, and looks again.  A
 * stream's items run one at a time and in order, since only its head is
 * ever taken and only once the one before it is done.  Waits and sleeps
 * hold no worker: a stream waiting on another is simply not runnable, and
 * a sleep is a deadline the idle workers wake up for.  So a program may make
 * any number of streams, all blocked on one another, with a fixed number
 * of threads.
 *
 * One mutex guards every queue, counter, event and memory pool; idle
 * workers wait on one condition variable (`work`), host waits on another
 * (`changed`, broadcast when an item the host waits for finishes), both on
 * CLOCK_MONOTONIC. */
#include "sim/stream.h"

#include <errno.h>
#include <math.h>
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
    ITEM_WAIT,      /* hold the stream until stream `on` reaches ticket `until` */
    ITEM_RECORD,    /* stamp event `event` if it was not recorded again since */
    ITEM_TASK       /* run(ctx) holding a compute unit, then done(ctx) under the lock */
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
    void (*run)(void *ctx), (*done)(void *ctx), *ctx;   /* ITEM_TASK */
    void *tag;             /* the trace's, while a timer is set (device.h) */
} Item;

struct DevStream {
    int dev;
    int priority;          /* already clamped to the device's range */
    int refs;
    uint64_t enqueued;     /* last ticket handed out */
    uint64_t done;         /* last ticket finished */
    Item *head, *tail;     /* head: the item being run, or next to run */
    int queued;            /* items enqueued and not finished */
    bool running;          /* a worker is running its head */
    uint64_t wanted;       /* the host waits until done reaches it (0: it does not) */
    double head_since;     /* host clock when the head became the head */
    uint64_t turn;         /* when the head became the head: first come, first served */
    DevStream *next;       /* every stream, for shutdown */
    DevStream *busy_prev, *busy_next;   /* in `busy` while it has a head */
    DevGraph *capture;     /* the graph its work goes to while it captures */
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
static pthread_cond_t changed, work;
static bool initialised, shutting_down;
static DevStream *streams;
static DevStream *busy;    /* the streams with work: all that workers look at */
static int cores, units, units_free;
static uint64_t turns;
static pthread_t *workers;
static int nworkers, idle;
static int woken;          /* idle workers signalled that have not woken yet */
static int waiting_any;    /* host waits that look at every item finished */
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

/* The CLOCK_MONOTONIC time ms from now; ms is at most about 31 years, so
 * that the nanoseconds fit. */
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
    pthread_cond_init(&work, &attr);
    pthread_condattr_destroy(&attr);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    cores = n > 0 ? (int)n : 1;
    units = units_free = cores;
    initialised = true;
}

void sim_set_compute_units(int n)
{
    sim_lock();
    n = n > 0 ? n : 1;
    units_free += n - units;
    units = n;
    pthread_cond_broadcast(&work);
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

/* Frees the streams nobody refers to any more whose work is done. */
static void reap_locked(void)
{
    for (DevStream **p = &streams; *p;) {
        DevStream *s = *p;
        if (s->refs > 0 || s->head) {
            p = &s->next;
            continue;
        }
        *p = s->next;
        free(s);
    }
}

void sim_stream_release(DevStream *s)
{
    sim_lock();
    s->refs--;
    reap_locked();
    sim_unlock();
}

/* ------------------------------------------------------------ workers */

static void event_unref_locked(DevEvent *e);

static void finish_item(Item *it)
{
    if (it->on)
        sim_stream_unref_locked(it->on);
    if (it->event)
        event_unref_locked(it->event);
    if (it->done)
        it->done(it->ctx);
    free(it->staging);
    free(it);
}

static bool is_sleep(const Item *it)
{
    return it->kind == ITEM_KERNEL && it->op == OP_sleep;
}

/* The stream whose head a worker should run now: the most urgent (the
 * lowest priority number), then the one whose head has waited longest;
 * NULL when no head can run yet.  *wake becomes the earliest time a
 * sleeping head ends (INFINITY: none), *more whether another head could
 * run too. */
static DevStream *pick_locked(double *wake, bool *more)
{
    DevStream *best = NULL;
    double now = 0;
    *wake = INFINITY;
    *more = false;
    for (DevStream *s = busy; s; s = s->busy_next) {
        const Item *it = s->head;
        if (s->running)
            continue;
        if (it->kind == ITEM_WAIT && it->on->done < it->until)
            continue;
        if (is_sleep(it)) {
            if (now == 0)
                now = now_ms();
            double end = s->head_since + it->args.sf[0];
            if (now < end) {
                *wake = end < *wake ? end : *wake;
                continue;
            }
        } else if ((it->kind == ITEM_KERNEL || it->kind == ITEM_TASK) && units_free == 0) {
            continue;
        }
        if (best)
            *more = true;
        if (!best || s->priority < best->priority ||
            (s->priority == best->priority && s->turn < best->turn))
            best = s;
    }
    return best;
}

/* Runs s's head (the lock dropped around kernels and copies) and moves
 * s on to its next item. */
static void run_head(DevStream *s)
{
    Item *it = s->head;
    s->running = true;
    if (it->kind == ITEM_COPY) {
        sim_unlock();
        memmove(it->dst, it->src, it->bytes);
        sim_lock();
    } else if (it->kind == ITEM_KERNEL && it->op != OP_sleep) {
        units_free--;
        sim_unlock();
        cpu_run(it->op, &it->args);
        sim_lock();
        units_free++;
    } else if (it->kind == ITEM_TASK) {
        units_free--;
        sim_unlock();
        it->run(it->ctx);
        sim_lock();
        units_free++;
    } else if (it->kind == ITEM_RECORD && it->event->gen == it->gen) {
        it->event->ms = now_ms();
    }
    double now = now_ms();
    if (it->tag && timer)
        timer->ran(it->tag, s->head_since, now);
    s->head = it->next;
    if (!s->head) {
        s->tail = NULL;
        if (s->busy_prev)
            s->busy_prev->busy_next = s->busy_next;
        else
            busy = s->busy_next;
        if (s->busy_next)
            s->busy_next->busy_prev = s->busy_prev;
    }
    s->head_since = now;
    s->turn = ++turns;
    s->done = it->ticket;
    s->queued--;
    s->running = false;
    finish_item(it);
    /* Wake the host only for what it waits for: a host that waits for a
     * queue to drain would otherwise wake for every item. */
    if (waiting_any || (s->wanted && s->done >= s->wanted))
        pthread_cond_broadcast(&changed);
}

/* Signals an idle worker, unless every idle one has been signalled
 * already: a host enqueueing faster than a worker wakes would otherwise
 * make a system call per item. */
static bool wake_idle_locked(void)
{
    if (idle <= woken)
        return false;
    woken++;
    pthread_cond_signal(&work);
    return true;
}

static void *worker(void *arg)
{
    (void)arg;
    sim_lock();
    while (!shutting_down) {
        double wake;
        bool more;
        DevStream *s = pick_locked(&wake, &more);
        if (!s) {
            idle++;
            if (isinf(wake)) {
                pthread_cond_wait(&work, &mutex);
            } else {
                struct timespec until = deadline_after(wake - now_ms());
                pthread_cond_timedwait(&work, &mutex, &until);
            }
            idle--;
            if (woken > 0)
                woken--;
            continue;
        }
        /* Another head is ready too: an idle worker can take it. */
        if (more)
            wake_idle_locked();
        run_head(s);
    }
    sim_unlock();
    return NULL;
}

/* A worker for the item just enqueued: an idle one, else a new one while
 * there are fewer than cores (or compute units). */
static bool wake_worker_locked(Error *err)
{
    if (idle > 0) {
        wake_idle_locked();
        return true;
    }
    int most = units > cores ? units : cores;
    if (nworkers >= most)
        return true;
    pthread_t *grown = realloc(workers, (size_t)(nworkers + 1) * sizeof *grown);
    if (grown)
        workers = grown;
    if (!grown || pthread_create(&workers[nworkers], NULL, worker, NULL) != 0) {
        if (nworkers > 0)
            return true;
        error_set(err, "CUDA error: out of resources (cannot start a worker of the device)");
        return false;
    }
    nworkers++;
    return true;
}

/* -------------------------------------------------------------- items */

static bool wait_for_locked(DevStream *s, uint64_t ticket, Error *err);

static uint64_t enqueue_locked(DevStream *s, Item *it, Error *err)
{
    /* A full queue lets the host go on once a quarter of it is done (items
     * finish in order: queued is enqueued - done). */
    if (s->queued >= SIM_QUEUE_MAX && !wait_for_locked(s, s->enqueued - SIM_QUEUE_MAX * 3 / 4, err)) {
        finish_item(it);
        return 0;
    }
    if (!wake_worker_locked(err)) {
        finish_item(it);
        return 0;
    }
    it->ticket = ++s->enqueued;
    if (timer)
        it->tag = timer->tag();
    if (s->tail) {
        s->tail->next = it;
    } else {
        s->head = it;
        s->head_since = now_ms();
        s->turn = ++turns;
        s->busy_prev = NULL;
        s->busy_next = busy;
        if (busy)
            busy->busy_prev = s;
        busy = s;
    }
    s->tail = it;
    s->queued++;
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

uint64_t sim_enqueue_task_locked(DevStream *s, void (*run)(void *ctx), void (*done)(void *ctx), void *ctx,
                                 Error *err)
{
    Item *it = item_new(ITEM_TASK);
    if (!it) {
        done(ctx);
        return out_of_memory(err);
    }
    it->run = run;
    it->done = done;
    it->ctx = ctx;
    return enqueue_locked(s, it, err);
}

bool sim_capture_refuse(Error *err)
{
    error_set(err, "CUDA error: operation not permitted when stream is capturing");
    return false;
}

bool sim_capturing_locked(int dev)
{
    for (DevStream *s = streams; s; s = s->next) {
        if (s->dev == dev && s->capture)
            return true;
    }
    return false;
}

DevGraph *sim_stream_capture_locked(const DevStream *s)
{
    return s->capture;
}

void sim_stream_set_capture_locked(DevStream *s, DevGraph *g)
{
    s->capture = g;
}

/* An item's ticket for work the host has just done on idle s, from start
 * to now; only the host enqueues, so nothing came onto s meanwhile. */
static uint64_t done_now_locked(DevStream *s, void *tag, double start)
{
    s->head_since = now_ms();
    if (tag)
        timer->ran(tag, start, s->head_since);
    s->done = s->enqueued = s->enqueued + 1;
    return s->done;
}

uint64_t sim_copy_now_locked(DevStream *s, void *dst, const void *src, size_t bytes)
{
    if (s->head)
        return 0;
    void *tag = timer ? timer->tag() : NULL;
    double start = now_ms();
    memmove(dst, src, bytes);
    return done_now_locked(s, tag, start);
}

uint64_t sim_run_now_locked(DevStream *s, OpCode op, const OpArgs *a)
{
    if (s->head || units_free == 0 || op == OP_sleep)
        return 0;
    void *tag = timer ? timer->tag() : NULL;
    double start = now_ms();
    units_free--;
    sim_unlock();
    cpu_run(op, a);
    sim_lock();
    units_free++;
    return done_now_locked(s, tag, start);
}

/* -------------------------------------------------------- host waits */

static bool interrupted(Error *err)
{
    if (err && interrupt_pending && interrupt_pending()) {
        error_set(err, "interrupted");
        return true;
    }
    return false;
}

bool sim_wait_progress_locked(Error *err)
{
    if (interrupted(err))
        return false;
    struct timespec until = deadline_after(POLL_MS);
    waiting_any++;
    pthread_cond_timedwait(&changed, &mutex, &until);
    waiting_any--;
    return true;
}

/* Until s has finished the item `ticket`: woken when it has, or to look
 * at the interrupt flag. */
static bool wait_for_locked(DevStream *s, uint64_t ticket, Error *err)
{
    while (s->done < ticket) {
        if (interrupted(err))
            return false;
        struct timespec until = deadline_after(POLL_MS);
        s->wanted = ticket;
        pthread_cond_timedwait(&changed, &mutex, &until);
        s->wanted = 0;
    }
    return true;
}

bool sim_host_wait(DevStream *s, uint64_t ticket, Error *err)
{
    sim_lock();
    bool ok = wait_for_locked(s, ticket, err);
    sim_unlock();
    return ok;
}

bool sim_stream_synchronize(DevStream *s, Error *err)
{
    sim_lock();
    uint64_t tail = s->enqueued;
    bool capturing = s->capture != NULL;
    sim_unlock();
    return capturing ? sim_capture_refuse(err) : sim_host_wait(s, tail, err);
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
    if (sim_capturing_locked(dev)) {
        sim_unlock();
        return sim_capture_refuse(err);
    }
    for (;;) {
        bool idle = true;
        for (DevStream *s = busy; s && idle; s = s->busy_next)
            idle = s->dev != dev;
        if (idle || !(ok = sim_wait_progress_locked(err)))
            break;
    }
    reap_locked();
    sim_unlock();
    return ok;
}

bool sim_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    sim_lock();
    if (s->capture) {
        sim_unlock();
        return sim_capture_refuse(err);
    }
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
    if (s->capture) {
        sim_unlock();
        free(it);
        return sim_capture_refuse(err);
    }
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
    pthread_cond_broadcast(&work);
    pthread_cond_broadcast(&changed);
    sim_unlock();
    for (int i = 0; i < nworkers; i++)
        pthread_join(workers[i], NULL);
    free(workers);
    workers = NULL;
    nworkers = 0;
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
    busy = NULL;
    while (streams) {
        DevStream *s = streams;
        streams = s->next;
        free(s);
    }
    sim_unlock();
}
