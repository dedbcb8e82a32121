/* sim.c: the simulated device's Backend: devices, a stream-ordered memory
 * pool, copies, streams, events and the kernel table.  Every call reproduces
 * its CUDA runtime counterpart's semantics (named in device.h) on the CPU;
 * for now work runs synchronously on the calling thread, so a stream is
 * always idle and an event is complete as soon as it is recorded. */
#include "sim/sim.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sim/kernels.h"

struct DevStream {
    int dev;
    int priority;
};

struct DevEvent {
    int dev;
    bool timing;
    bool recorded;
    double ms;       /* host clock when last recorded */
};

/* Device memory is 64-byte aligned host memory with a 64-byte header that
 * remembers the block's size.  Freed blocks stay in the device's pool for
 * reuse by a later allocation of the same size class, as cudaMallocAsync's
 * pools do below their release threshold: a fresh allocation of a large
 * block would page-fault on every page and halve the bandwidth of each op. */
enum { HEADER = 64 };

typedef struct Block {
    struct Block *next;
    size_t bytes;          /* size class, header excluded */
} Block;

typedef struct Device {
    DevStream default_stream;
    Block *pool;
    size_t pooled;         /* bytes held in pool */
} Device;

static Device devices[SIM_MAX_DEVICES];
static int ndevices;

static const SimKernelFn *kernel_table(void);

static int sim_device_count(void)
{
    return ndevices;
}

static const char *sim_device_name(int dev)
{
    (void)dev;
    return "cst simulated device";
}

static void sim_priority_range(int *least, int *greatest)
{
    *least = 0;
    *greatest = -5;
}

static bool sim_device_synchronize(int dev, Error *err)
{
    (void)dev;
    (void)err;
    return true;
}

static size_t size_class(size_t bytes)
{
    const size_t small = 512, large = (size_t)2 << 20;
    size_t unit = bytes <= ((size_t)1 << 20) ? small : large;
    return (bytes + unit - 1) / unit * unit;
}

static size_t phys_bytes(int name)
{
    long pages = sysconf(name), page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? (size_t)pages * (size_t)page : 0;
}

/* The machine's memory stands for the device's (asked once: sysconf is a
 * system call here, and allocation is on every op's path). */
static size_t total_bytes(void)
{
    static size_t total;
    if (!total)
        total = phys_bytes(_SC_PHYS_PAGES);
    return total;
}

/* The pool keeps at most an eighth of it. */
static size_t release_threshold(void)
{
    return total_bytes() / 8;
}

static void pool_release(Device *d)
{
    while (d->pool) {
        Block *b = d->pool;
        d->pool = b->next;
        d->pooled -= b->bytes;
        free(b);
    }
}

/* PyTorch's way of writing a size in an out-of-memory message. */
static void format_bytes(char *out, size_t n, size_t bytes)
{
    double b = (double)bytes;
    if (bytes < 1024)
        snprintf(out, n, "%zu bytes", bytes);
    else if (bytes < ((size_t)1 << 20))
        snprintf(out, n, "%.2f KiB", b / 1024);
    else if (bytes < ((size_t)1 << 30))
        snprintf(out, n, "%.2f MiB", b / (1 << 20));
    else
        snprintf(out, n, "%.2f GiB", b / (1 << 30));
}

static bool sim_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    (void)s;
    Device *d = &devices[dev];
    *out = NULL;
    if (bytes == 0)
        return true;
    size_t total = total_bytes();
    size_t cls = size_class(bytes);
    for (Block **p = &d->pool; *p; p = &(*p)->next) {
        if ((*p)->bytes == cls) {
            Block *b = *p;
            *p = b->next;
            d->pooled -= cls;
            *out = (char *)b + HEADER;
            return true;
        }
    }
    /* Memory beyond what the machine has would be overcommitted and then
     * kill the process when touched: refuse it as a GPU would. */
    void *mem = NULL;
    if (cls >= bytes && cls <= total && cls + HEADER > cls) {
        if (posix_memalign(&mem, 64, cls + HEADER) != 0) {
            pool_release(d);
            if (posix_memalign(&mem, 64, cls + HEADER) != 0)
                mem = NULL;
        }
    }
    if (!mem) {
        char want[32], avail[32], all[32];
        format_bytes(want, sizeof want, bytes);
        format_bytes(avail, sizeof avail, phys_bytes(_SC_AVPHYS_PAGES));
        format_bytes(all, sizeof all, total);
        error_set(err, "CUDA out of memory: tried to allocate %s (%s free of %s)", want, avail, all);
        return false;
    }
    ((Block *)mem)->bytes = cls;
    *out = (char *)mem + HEADER;
    return true;
}

static void sim_free(int dev, void *ptr, DevStream *s)
{
    (void)s;
    if (!ptr)
        return;
    Device *d = &devices[dev];
    Block *b = (Block *)((char *)ptr - HEADER);
    if (d->pooled + b->bytes > release_threshold()) {
        free(b);
        return;
    }
    b->next = d->pool;
    d->pool = b;
    d->pooled += b->bytes;
}

static bool sim_host_alloc(size_t bytes, void **out, Error *err)
{
    *out = NULL;
    if (bytes == 0)
        return true;
    if (posix_memalign(out, 64, bytes) != 0) {
        *out = NULL;
        error_set(err, "CUDA error: out of memory (pinned host allocation of %zu bytes)", bytes);
        return false;
    }
    return true;
}

static void sim_host_free(void *ptr)
{
    free(ptr);
}

static bool sim_copy_bytes(void *dst, const void *src, size_t bytes, CopyKind kind,
                           DevStream *s, Error *err)
{
    (void)kind;
    (void)s;
    (void)err;
    if (bytes)
        memmove(dst, src, bytes);
    return true;
}

static DevStream *sim_default_stream(int dev)
{
    return &devices[dev].default_stream;
}

static int clamp_priority(int priority)
{
    int least, greatest;
    sim_priority_range(&least, &greatest);
    return priority > least ? least : priority < greatest ? greatest : priority;
}

static bool sim_stream_create(int dev, int priority, DevStream **out, Error *err)
{
    (void)err;
    DevStream *s = malloc(sizeof *s);
    if (!s) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    s->dev = dev;
    s->priority = clamp_priority(priority);
    *out = s;
    return true;
}

static void sim_stream_destroy(DevStream *s)
{
    if (s && s != &devices[s->dev].default_stream)
        free(s);
}

static bool sim_stream_synchronize(DevStream *s, Error *err)
{
    (void)s;
    (void)err;
    return true;
}

static bool sim_stream_query(DevStream *s)
{
    (void)s;
    return true;
}

static bool sim_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    (void)s;
    (void)e;
    (void)err;
    return true;
}

static bool sim_event_create(int dev, bool timing, bool blocking, DevEvent **out, Error *err)
{
    (void)blocking;
    DevEvent *e = calloc(1, sizeof *e);
    if (!e) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    e->dev = dev;
    e->timing = timing;
    *out = e;
    return true;
}

static void sim_event_destroy(DevEvent *e)
{
    free(e);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static bool sim_event_record(DevEvent *e, DevStream *s, Error *err)
{
    (void)s;
    (void)err;
    e->recorded = true;
    e->ms = now_ms();
    return true;
}

static bool sim_event_query(DevEvent *e)
{
    (void)e;
    return true;
}

static bool sim_event_synchronize(DevEvent *e, Error *err)
{
    (void)e;
    (void)err;
    return true;
}

/* cudaEventElapsedTime's errors, in the words PyTorch shows for them. */
static bool sim_event_elapsed(DevEvent *start, DevEvent *end, float *ms, Error *err)
{
    if (!start->timing || !end->timing || !start->recorded || !end->recorded) {
        error_set(err, "CUDA error: invalid resource handle");
        return false;
    }
    *ms = (float)(end->ms - start->ms);
    return true;
}

static bool sim_launch(OpCode op, const OpArgs *args, DevStream *s, Error *err)
{
    (void)s;
    (void)err;
    kernel_table()[op](args);
    return true;
}

void sim_run(OpCode op, const OpArgs *a)
{
    kernel_table()[op](a);
}

static const SimKernelFn *kernel_table(void)
{
    static const SimKernelFn table[OP_COUNT] = {
#define OP(name, arity, doc) [OP_##name] = sim_##name,
#include "ops.def"
#undef OP
    };
    return table;
}

static const Backend sim = {
    .name = "sim",
    .device_count = sim_device_count,
    .device_name = sim_device_name,
    .priority_range = sim_priority_range,
    .device_synchronize = sim_device_synchronize,
    .alloc = sim_alloc,
    .free = sim_free,
    .host_alloc = sim_host_alloc,
    .host_free = sim_host_free,
    .copy = sim_copy_bytes,
    .default_stream = sim_default_stream,
    .stream_create = sim_stream_create,
    .stream_destroy = sim_stream_destroy,
    .stream_synchronize = sim_stream_synchronize,
    .stream_query = sim_stream_query,
    .stream_wait_event = sim_stream_wait_event,
    .event_create = sim_event_create,
    .event_destroy = sim_event_destroy,
    .event_record = sim_event_record,
    .event_query = sim_event_query,
    .event_synchronize = sim_event_synchronize,
    .event_elapsed = sim_event_elapsed,
    .launch = sim_launch,
};

const Backend *sim_backend(int n)
{
    if (ndevices == 0) {
        ndevices = n < 1 ? 1 : n > SIM_MAX_DEVICES ? SIM_MAX_DEVICES : n;
        for (int i = 0; i < ndevices; i++)
            devices[i].default_stream = (DevStream){.dev = i, .priority = 0};
    }
    return &sim;
}
