/* sim.c: the simulated device's Backend: devices, copies, kernel launches
 * and the table that ties them to the streams and events of stream.c and
 * the memory of memory.c.  Every call reproduces its CUDA runtime
 * counterpart's semantics (named in device.h) on the CPU: launches and
 * copies are enqueued on their stream and return at once. */
#include "sim/sim.h"

#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cpu/kernels.h"
#include "sim/graph.h"
#include "sim/memory.h"
#include "sim/stream.h"

static DevStream *default_streams[SIM_MAX_DEVICES];
static int ndevices;

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

static DevStream *sim_default_stream(int dev)
{
    return default_streams[dev];
}

static DevStream *or_default(DevStream *s, int dev)
{
    return s ? s : default_streams[dev];
}

/* ------------------------------------------------------------- memory */

static bool sim_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    return sim_mem_alloc(dev, bytes, or_default(s, dev), out, err);
}

static void sim_free(int dev, void *ptr, DevStream *s)
{
    sim_mem_free(dev, ptr, or_default(s, dev));
}

/* Copies between host and device memory.  A small copy from or to
 * pageable host memory on a stream with nothing queued the host makes
 * itself (item() of finished work, torch.tensor of a list: no worker to
 * wake, no wait: 20 -> 2 us a torch.tensor([1.0, 2.0, 3.0])).  Else a
 * pageable host source is staged first (the caller may reuse it once
 * this returns), a copy to pageable host memory is waited for, and the
 * copy runs on s later. */
enum { COPY_NOW_MAX = 64 << 10 };       /* bytes copied under the lock */

static bool sim_copy_bytes(void *dst, const void *src, size_t bytes, CopyKind kind,
                           DevStream *s, Error *err)
{
    if (bytes == 0)
        return true;
    void *staging = NULL;
    sim_lock();
    if (sim_stream_capture_locked(s)) {
        /* A graph copies between device buffers only. */
        bool ok = kind == COPY_DEVICE_TO_DEVICE ? sim_capture_copy_locked(s, dst, src, bytes, err)
                                                : sim_capture_refuse(err);
        sim_unlock();
        return ok;
    }
    bool pageable_src = kind == COPY_HOST_TO_DEVICE && !sim_mem_is_pinned_locked(src);
    bool pageable_dst = kind == COPY_DEVICE_TO_HOST && !sim_mem_is_pinned_locked(dst);
    uint64_t ticket = 0;
    if ((pageable_src || pageable_dst) && bytes <= COPY_NOW_MAX &&
        (ticket = sim_copy_now_locked(s, dst, src, bytes))) {
        sim_mem_note_use_locked(pageable_dst ? src : dst, s, ticket);
        sim_unlock();
        return true;
    }
    sim_unlock();
    if (pageable_src) {
        staging = malloc(bytes);
        if (!staging) {
            error_set(err, "CUDA error: out of memory (staging %zu bytes)", bytes);
            return false;
        }
        memcpy(staging, src, bytes);
        src = staging;
    }
    sim_lock();
    ticket = sim_enqueue_copy_locked(s, dst, src, bytes, staging, err);
    if (ticket) {
        sim_mem_note_use_locked(dst, s, ticket);
        sim_mem_note_use_locked(src, s, ticket);
    }
    sim_unlock();
    if (!ticket)
        return false;
    return !pageable_dst || sim_host_wait(s, ticket, err);
}

/* ------------------------------------------------------------ streams */

static int clamp_priority(int priority)
{
    int least, greatest;
    sim_priority_range(&least, &greatest);
    return priority > least ? least : priority < greatest ? greatest : priority;
}

static bool sim_stream_create(int dev, int priority, DevStream **out, Error *err)
{
    *out = sim_stream_new(dev, clamp_priority(priority));
    if (!*out) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    return true;
}

static void sim_stream_destroy(DevStream *s)
{
    if (s && s != default_streams[sim_stream_device(s)])
        sim_stream_release(s);
}

/* ---------------------------------------------------------- launching */

/* Elements a kernel reads and writes (its tensor operands'), but for the
 * operand an INDEX kernel indexes (the output of a scatter or an
 * index_put, the first input of the others but nonzero and bounds), of which it
 * touches only the elements its index names. */
static int64_t elements_of(OpCode op, const OpArgs *a)
{
    int64_t n = 0;
    int indexed = op_info(op)->group != GROUP_INDEX || op == OP_nonzero || op == OP_bounds ? -1
                  : op == OP_scatter || op == OP_index_put ? 0
                                                           : a->nout;
    for (int i = 0; i < a->nout + a->nin; i++) {
        const DevTensor *t = i < a->nout ? &a->out[i] : &a->in[i - a->nout];
        if (i == indexed || (i >= a->nout && a->in_is_scalar[i - a->nout]))
            continue;
        int64_t k = 1;
        for (int d = 0; d < t->ndim; d++)
            k *= t->shape[d];
        n += k;
    }
    return n;
}

/* A kernel of this many elements or fewer, on a stream with nothing
 * queued, the host runs at once (in the stream's order: what precedes it
 * is done), as waking a worker would cost more than the kernel (stacking
 * three rows of 1,000 floats, 6,000 elements: 5.2 -> 1.9 us). */
enum { RUN_NOW_MAX = 8192 };

static bool sim_launch(OpCode op, const OpArgs *args, DevStream *s, Error *err)
{
    sim_lock();
    if (sim_stream_capture_locked(s)) {
        bool ok = sim_capture_kernel_locked(s, op, args, err);
        sim_unlock();
        return ok;
    }
    uint64_t ticket = elements_of(op, args) <= RUN_NOW_MAX ? sim_run_now_locked(s, op, args) : 0;
    if (!ticket)
        ticket = sim_enqueue_kernel_locked(s, op, args, err);
    for (int i = 0; ticket && i < args->nout; i++)
        sim_mem_note_use_locked(args->out[i].data, s, ticket);
    for (int i = 0; ticket && i < args->nin; i++) {
        if (!args->in_is_scalar[i])
            sim_mem_note_use_locked(args->in[i].data, s, ticket);
    }
    sim_unlock();
    return ticket != 0;
}

static void sim_shutdown(void)
{
    sim_streams_shutdown();
    sim_mem_shutdown();
    for (int i = 0; i < ndevices; i++)
        default_streams[i] = NULL;
}

static const Backend sim = {
    .name = "sim",
    .device_count = sim_device_count,
    .device_name = sim_device_name,
    .priority_range = sim_priority_range,
    .device_synchronize = sim_device_synchronize,
    .alloc = sim_alloc,
    .free = sim_free,
    .host_alloc = sim_mem_host_alloc,
    .host_free = sim_mem_host_free,
    .copy = sim_copy_bytes,
    .record_use = sim_mem_record_use,
    .memory_stats = sim_mem_stats,
    .empty_cache = sim_mem_trim,
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
    .set_interrupt = sim_set_interrupt,
    .shutdown = sim_shutdown,
    .set_timer = sim_set_timer,
    .collective = sim_collective,
    .capture_begin = sim_capture_begin,
    .capture_end = sim_capture_end,
    .capture_active = sim_capture_active,
    .graph_launch = sim_graph_launch,
    .graph_destroy = sim_graph_destroy,
    .launch_fused = sim_launch_fused,
    .pin = sim_mem_pin,
    .unpin = sim_mem_unpin,
};

/* The kernels' scratch (a matrix converted for BLAS, a row of partial
 * sums) comes from malloc, and glibc gave a large freed block back to the
 * system only to fault its pages in afresh at the next call: a bfloat16
 * product of 512 x 512 spent a third of its time in the kernel.  The heap
 * keeps up to 256 MiB of what is freed, and serves blocks up to 32 MiB. */
static void keep_freed_scratch(void)
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

const Backend *sim_backend(int n)
{
    if (ndevices == 0) {
        keep_freed_scratch();
        sim_streams_init();
        ndevices = n < 1 ? 1 : n > SIM_MAX_DEVICES ? SIM_MAX_DEVICES : n;
        for (int i = 0; i < ndevices; i++)
            default_streams[i] = sim_stream_new(i, 0);
    }
    return &sim;
}
