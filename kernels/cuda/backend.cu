// backend.cu: the CUDA backend's Backend (device.h), the table of calls on
// real CUDA devices, streams and events, and the library's entry point,
// which the loader (load.c) calls.  The devices, streams and host waits
// are device.cu's, memory and copies memory.cu's, the kernels launch.cu's
// and its kin's.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dlfcn.h>

#include "cuda/cuda.cuh"
#include "cuda/load.h"

static char device_names[CUDA_MAX_DEVICES][256];

// --------------------------------------------------------------- devices

static int cu_device_count(void)
{
    return cuda_ndevices;
}

static const char *cu_device_name(int dev)
{
    if (dev < 0 || dev >= cuda_ndevices)
        return "unknown CUDA device";
    if (!device_names[dev][0]) {
        cudaDeviceProp prop;
        if (cudaGetDeviceProperties(&prop, dev) == cudaSuccess)
            snprintf(device_names[dev], sizeof device_names[dev], "%s", prop.name);
        else
            cudaGetLastError();
    }
    return device_names[dev][0] ? device_names[dev] : "unknown CUDA device";
}

// Every device of one kind reports the same range; the current one answers.
static void cu_priority_range(int *least, int *greatest)
{
    Error err;
    *least = *greatest = 0;
    int dev = cuda_current_device();
    if (!cuda_use_device(dev < 0 ? 0 : dev, &err) ||
        cudaDeviceGetStreamPriorityRange(least, greatest) != cudaSuccess) {
        cudaGetLastError();
        *least = *greatest = 0;
    }
}

// --------------------------------------------------------------- streams

static DevStream *cu_default_stream(int dev)
{
    if (dev < 0 || dev >= CUDA_MAX_DEVICES)
        return NULL;
    DevStream *s = &cuda_devices[dev].def;
    s->cs = cudaStreamLegacy;
    s->dev = dev;
    s->is_default = true;
    return s;
}

static void cu_stream_destroy(DevStream *s)
{
    cuda_batch_flush(NULL);
    if (s)
        cuda_stream_unref(s);
}

static bool cu_stream_create(int dev, int priority, DevStream **out, Error *err)
{
    return cuda_stream_create(dev, priority, out, err);
}

static bool cu_stream_synchronize(DevStream *s, Error *err)
{
    return cuda_batch_flush(err) && cuda_host_wait_stream(s, err);
}

static bool cu_stream_query(DevStream *s)
{
    Error err;
    if (!cuda_batch_flush(&err) || !cuda_use_device(s->dev, &err))
        return false;
    cudaError_t e = cudaStreamQuery(s->cs);
    if (e != cudaSuccess)
        cudaGetLastError();
    return e == cudaSuccess;
}

static bool cu_stream_wait_event(DevStream *s, DevEvent *e, Error *err)
{
    if (s->capture)
        return cuda_capture_refuse(err);
    if (!cuda_batch_flush(err) || !cuda_use_device(s->dev, err))
        return false;
    void *timed = cuda_timer_begin(s->dev, s->cs);
    cudaError_t r = cudaStreamWaitEvent(s->cs, e->ev, 0);
    cuda_timer_end(timed, s->cs);
    if (r != cudaSuccess)
        return cuda_fail(err, r, "cudaStreamWaitEvent", __FILE__, __LINE__);
    return true;
}

// ---------------------------------------------------------------- events

static bool cu_event_create(int dev, bool timing, bool blocking, DevEvent **out, Error *err)
{
    *out = NULL;
    if (!cuda_use_device(dev, err))
        return false;
    DevEvent *e = (DevEvent *)calloc(1, sizeof *e);
    if (!e) {
        error_set(err, "CUDA error: out of memory (host)");
        return false;
    }
    unsigned flags = (timing ? 0 : cudaEventDisableTiming) | (blocking ? cudaEventBlockingSync : 0);
    cudaError_t r = cudaEventCreateWithFlags(&e->ev, flags);
    if (r != cudaSuccess) {
        free(e);
        return cuda_fail(err, r, "cudaEventCreateWithFlags", __FILE__, __LINE__);
    }
    e->dev = dev;
    *out = e;
    return true;
}

static void cu_event_destroy(DevEvent *e)
{
    if (!e)
        return;
    cudaEventDestroy(e->ev);
    cudaGetLastError();
    free(e);
}

static bool cu_event_record(DevEvent *e, DevStream *s, Error *err)
{
    if (e->dev != s->dev) {
        error_set(err, "CUDA error: invalid resource handle");
        return false;
    }
    if (s->capture)
        return cuda_capture_refuse(err);
    if (!cuda_batch_flush(err) || !cuda_use_device(s->dev, err))
        return false;
    void *timed = cuda_timer_begin(s->dev, s->cs);
    cudaError_t r = cudaEventRecord(e->ev, s->cs);
    cuda_timer_end(timed, s->cs);
    if (r != cudaSuccess)
        return cuda_fail(err, r, "cudaEventRecord", __FILE__, __LINE__);
    return true;
}

// A never-recorded event counts as done, as CUDA says.
static bool cu_event_query(DevEvent *e)
{
    cudaError_t r = cudaEventQuery(e->ev);
    if (r != cudaSuccess)
        cudaGetLastError();
    return r == cudaSuccess;
}

static bool cu_event_synchronize(DevEvent *e, Error *err)
{
    return cuda_batch_flush(err) && cuda_host_wait_event(e, err);
}

// CUDA's own errors, worded as PyTorch shows them (and as the simulated
// device words them): "CUDA error: device not ready", "... invalid
// resource handle".
static bool cu_event_elapsed(DevEvent *start, DevEvent *end, float *ms, Error *err)
{
    cudaError_t r = cudaEventElapsedTime(ms, start->ev, end->ev);
    if (r != cudaSuccess) {
        cudaGetLastError();
        error_set(err, "CUDA error: %s", cudaGetErrorString(r));
        return false;
    }
    return true;
}

// ------------------------------------------------------------- launching

// A captured launch's operands are held by the graph; it is not timed,
// since it does not run now.
static bool hold_operands(const OpArgs *a, DevStream *s, Error *err)
{
    for (int i = 0; i < a->nout; i++) {
        if (!cuda_capture_hold(s, a->out[i].data, err))
            return false;
    }
    for (int i = 0; i < a->nin; i++) {
        if (!a->in_is_scalar[i] && !cuda_capture_hold(s, a->in[i].data, err))
            return false;
    }
    return true;
}

static bool cu_launch(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    if (!cuda_use_device(s->dev, err))
        return false;
    if (s->capture && !hold_operands(a, s, err))
        return false;
    cuda_mem_note_launch(a, s);
    if (cuda_batch_wants(op, a, s))
        return cuda_batch_add(op, a, s, err);
    if (!cuda_batch_flush(err))
        return false;
    void *timed = s->capture ? nullptr : cuda_timer_begin(s->dev, s->cs);
    bool ok = cuda_launch_op(op, a, s->cs, cuda_devices[s->dev].sms, err);
    cuda_timer_end(timed, s->cs);
    return ok;
}

// A fused group (fuse.cu) touches its inputs from memory and the results
// it keeps, as its members would have.
static bool cu_launch_fused(const DevFused *f, DevStream *s, Error *err)
{
    if (!cuda_use_device(s->dev, err) || !cuda_batch_flush(err))
        return false;
    for (int j = 0; j < f->n; j++) {
        const FusedOp *m = &f->ops[j];
        if (m->keep)
            cuda_mem_record_use(m->args.out[0].data, s);
        for (int k = 0; k < m->args.nin; k++)
            if (!m->args.in_is_scalar[k] && m->from[k] < 0)
                cuda_mem_record_use(m->args.in[k].data, s);
    }
    void *timed = cuda_timer_begin(s->dev, s->cs);
    bool ok = cuda_fuse_launch(f, s, err);
    cuda_timer_end(timed, s->cs);
    return ok;
}

// A captured copy's buffers are held by the graph, as a launch's operands.
static bool cu_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s, Error *err)
{
    if (s->capture && kind == COPY_DEVICE_TO_DEVICE && bytes &&
        (!cuda_capture_hold(s, dst, err) || !cuda_capture_hold(s, src, err)))
        return false;
    return cuda_batch_flush(err) && cuda_mem_copy(dst, src, bytes, kind, s, err);
}

// The calls below do nothing else but send what is held back first.
static bool cu_device_synchronize(int dev, Error *err)
{
    return cuda_batch_flush(err) && cuda_host_wait_device(dev, err);
}

static void cu_host_free(void *ptr)
{
    cuda_batch_flush(NULL);
    cuda_mem_host_free(ptr);
}

static void cu_empty_cache(int dev)
{
    cuda_batch_flush(NULL);
    cuda_mem_trim(dev);
}

static void cu_set_timer(const DevTimer *t)
{
    cuda_batch_flush(NULL);
    cuda_timer_set(t);
}

static bool cu_collective(const DevCollective *c, Error *err)
{
    return cuda_batch_flush(err) && cuda_collective(c, err);
}

static bool cu_capture_begin(DevStream *s, Error *err)
{
    return cuda_batch_flush(err) && cuda_capture_begin(s, err);
}

static bool cu_graph_launch(DevGraph *g, DevStream *s, Error *err)
{
    return cuda_batch_flush(err) && cuda_graph_launch(g, s, err);
}

// --no-graphs
static void cu_set_auto_graphs(bool on)
{
    cuda_batch_flush(NULL);
    cuda_batch_enable(on);
}

static void cu_shutdown(void)
{
    cuda_batch_shutdown();
    cuda_blas_shutdown();
    cuda_solver_shutdown();
    cuda_lut_shutdown();
    cuda_fuse_shutdown();
    cuda_mem_release_caches();
    cuda_devices_reset();
    cuda_mem_shutdown();
    cuda_timer_shutdown();
    cuda_streams_free();
}

static const Backend cuda_backend = {
    .name = "cuda",
    .device_count = cu_device_count,
    .device_name = cu_device_name,
    .priority_range = cu_priority_range,
    .device_synchronize = cu_device_synchronize,
    .alloc = cuda_mem_alloc,
    .free = cuda_mem_free,
    .host_alloc = cuda_mem_host_alloc,
    .host_free = cu_host_free,
    .copy = cu_copy,
    .record_use = cuda_mem_record_use,
    .memory_stats = cuda_mem_stats,
    .empty_cache = cu_empty_cache,
    .default_stream = cu_default_stream,
    .stream_create = cu_stream_create,
    .stream_destroy = cu_stream_destroy,
    .stream_synchronize = cu_stream_synchronize,
    .stream_query = cu_stream_query,
    .stream_wait_event = cu_stream_wait_event,
    .event_create = cu_event_create,
    .event_destroy = cu_event_destroy,
    .event_record = cu_event_record,
    .event_query = cu_event_query,
    .event_synchronize = cu_event_synchronize,
    .event_elapsed = cu_event_elapsed,
    .launch = cu_launch,
    .set_interrupt = cuda_set_interrupt,
    .shutdown = cu_shutdown,
    .set_timer = cu_set_timer,
    .collective = cu_collective,
    .capture_begin = cu_capture_begin,
    .capture_end = cuda_capture_end,
    .capture_active = cuda_capture_active,
    .graph_launch = cu_graph_launch,

    .graph_destroy = cuda_graph_destroy,
    .set_auto_graphs = cu_set_auto_graphs,
    .launch_fused = cu_launch_fused,
    .fuse_stats = cuda_fuse_stats,
    .pin = cuda_mem_pin,
    .unpin = cuda_mem_unpin,
};

// ----------------------------------------------------------- entry point

// The static runtime opens libcuda.so.1 itself and reports only
// "insufficient driver" when it is missing: say which it is.
static bool driver_present()
{
    void *lib = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_NOLOAD);
    if (!lib)
        lib = dlopen("libcuda.so.1", RTLD_LAZY);
    if (lib)
        dlclose(lib);
    return lib != nullptr;
}

// Asks for the device count only: that loads the driver but creates no
// context, so CUDA's initialisation stays lazy until a device is used.
//
// The kernels load with the context, not at their first launch: loading a
// module lazily waits for the work already running on the device, which
// would order streams that nothing orders (a kernel's first use after
// device_sleep on another stream would wait for the sleep).  A user's own
// CUDA_MODULE_LOADING is left alone.
extern "C" __attribute__((visibility("default"))) const Backend *
cst_cuda_backend(unsigned abi, char *why, size_t why_len)
{
    if (abi != CUDA_BACKEND_ABI) {
        snprintf(why, why_len, "libcst-cuda.so was built from another version of cst: rebuild it");
        return NULL;
    }
    setenv("CUDA_MODULE_LOADING", "EAGER", 0);
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e == cudaErrorInsufficientDriver && !driver_present()) {
        snprintf(why, why_len, "no NVIDIA driver is installed (libcuda.so.1 not found)");
        return NULL;
    }
    if (e != cudaSuccess) {
        cudaGetLastError();
        snprintf(why, why_len, "%s", cudaGetErrorString(e));
        return NULL;
    }
    if (count == 0) {
        snprintf(why, why_len, "no CUDA-capable device is detected");
        return NULL;
    }
    cuda_ndevices = count < CUDA_MAX_DEVICES ? count : CUDA_MAX_DEVICES;
    return &cuda_backend;
}
