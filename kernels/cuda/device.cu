// device.cu: the devices as the CUDA backend uses them (made current and
// ready on first use), the streams it has made, and the host's waits on
// them (cuda.cuh): what memory.cu, nccl.cu and backend.cu share.
#include <cstdlib>
#include <ctime>

#include "cuda/cuda.cuh"

CudaDevice cuda_devices[CUDA_MAX_DEVICES];
int cuda_ndevices;

static DevStream *streams;                 // created, not yet destroyed
static bool (*interrupt_pending)(void);

// --------------------------------------------------------------- devices

// The pool caches what it frees (release threshold: never give memory
// back on its own), as PyTorch's caching allocator does: a fresh mapping
// of a large block would cost more than the kernel that uses it.
static bool init_device(int dev, Error *err)
{
    CudaDevice *d = &cuda_devices[dev];
    uint64_t keep = UINT64_MAX;
    CUDA_TRY(err, cudaDeviceGetDefaultMemPool, &d->pool, dev);
    CUDA_TRY(err, cudaMemPoolSetAttribute, d->pool, cudaMemPoolAttrReleaseThreshold, &keep);
    CUDA_TRY(err, cudaEventCreateWithFlags, &d->order, cudaEventDisableTiming);
    CUDA_TRY(err, cudaDeviceGetAttribute, &d->sms, cudaDevAttrMultiProcessorCount, dev);
    d->def.cs = cudaStreamLegacy;
    d->def.dev = dev;
    d->def.is_default = true;
    d->ready = true;
    return true;
}

static thread_local int current_device = -1;

bool cuda_use_device(int dev, Error *err)
{
    if (dev == current_device)
        return true;
    if (dev < 0 || dev >= cuda_ndevices) {
        error_set(err, "CUDA error: invalid device ordinal");
        return false;
    }
    CUDA_TRY(err, cudaSetDevice, dev);
    if (!cuda_devices[dev].ready && !init_device(dev, err))
        return false;
    current_device = dev;
    return true;
}

int cuda_current_device(void)
{
    return current_device;
}

// Drops each used device's context and every stream: queued work is
// abandoned, as when a process with a CUDA context exits.
void cuda_devices_reset(void)
{
    for (int d = 0; d < cuda_ndevices; d++) {
        if (!cuda_devices[d].ready)
            continue;
        if (cudaSetDevice(d) == cudaSuccess)
            cudaDeviceReset();
        cudaGetLastError();
        cuda_devices[d] = CudaDevice();
    }
    current_device = -1;
}

void cuda_streams_free(void)
{
    while (streams) {
        DevStream *s = streams;
        streams = s->next;
        free(s);
    }
}

// ------------------------------------------------------------ host waits

void cuda_set_interrupt(bool (*pending)(void))
{
    interrupt_pending = pending;
}

static double seconds_now()
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Polls query() until it succeeds.  The first 200 µs spin, so that the
// wait after a tiny kernel costs what cudaStreamSynchronize's would; after
// that the host sleeps between looks, a little longer each time (at most
// 1 ms), and looks at the interrupt flag each time.
template <typename Query>
static bool poll(Query query, const char *what, Error *err)
{
    double start = 0;
    for (;;) {
        cudaError_t e = query();
        if (e == cudaSuccess)
            return true;
        if (e != cudaErrorNotReady)
            return cuda_fail(err, e, what, __FILE__, __LINE__);
        if (interrupt_pending && interrupt_pending()) {
            error_set(err, "interrupted");
            return false;
        }
        double now = seconds_now();
        if (start == 0)
            start = now;
        double waited = now - start;
        if (waited > 200e-6) {
            double nap = waited / 16 > 1e-3 ? 1e-3 : waited / 16;
            struct timespec ts = {0, (long)(nap * 1e9)};
            nanosleep(&ts, NULL);
        }
    }
}

bool cuda_host_wait_stream(DevStream *s, Error *err)
{
    if (s->capture)
        return cuda_capture_refuse(err);
    if (!cuda_use_device(s->dev, err))
        return false;
    if (!poll([s] { return cudaStreamQuery(s->cs); }, "cudaStreamQuery", err))
        return false;
    cuda_timer_report();
    return true;
}

// Every stream of the device, the default one included, then the device
// itself (for the work of streams already destroyed: that wait is short).
bool cuda_host_wait_device(int dev, Error *err)
{
    if (!cuda_use_device(dev, err))
        return false;
    if (cuda_devices[dev].capturing)
        return cuda_capture_refuse(err);
    auto all_idle = [dev] {
        cudaError_t e = cudaStreamQuery(cuda_devices[dev].def.cs);
        for (DevStream *s = streams; s && e == cudaSuccess; s = s->next) {
            if (s->dev == dev)
                e = cudaStreamQuery(s->cs);
        }
        return e;
    };
    if (!poll(all_idle, "cudaStreamQuery", err))
        return false;
    CUDA_TRY(err, cudaDeviceSynchronize);
    cuda_timer_report();
    return true;
}

bool cuda_host_wait_event(DevEvent *e, Error *err)
{
    if (!poll([e] { return cudaEventQuery(e->ev); }, "cudaEventQuery", err))
        return false;
    cuda_timer_report();
    return true;
}

// --------------------------------------------------------------- streams

// Priorities outside the device's range are clamped into it, as CUDA does.
bool cuda_stream_create(int dev, int priority, DevStream **out, Error *err)
{
    int least, greatest;
    *out = NULL;
    if (!cuda_use_device(dev, err))
        return false;
    CUDA_TRY(err, cudaDeviceGetStreamPriorityRange, &least, &greatest);
    int p = priority > least ? least : priority < greatest ? greatest : priority;
    DevStream *s = (DevStream *)calloc(1, sizeof *s);
    if (!s) {
        error_set(err, "CUDA error: out of memory (host)");
        return false;
    }
    cudaError_t e = cudaStreamCreateWithPriority(&s->cs, cudaStreamNonBlocking, p);
    if (e != cudaSuccess) {
        free(s);
        return cuda_fail(err, e, "cudaStreamCreateWithPriority", __FILE__, __LINE__);
    }
    s->dev = dev;
    s->refs = 1;
    s->next = streams;
    streams = s;
    *out = s;
    return true;
}

void cuda_stream_ref(DevStream *s)
{
    if (!s->is_default)
        s->refs++;
}

// cudaStreamDestroy returns at once; work already queued still runs.
void cuda_stream_unref(DevStream *s)
{
    if (s->is_default || --s->refs > 0)
        return;
    for (DevStream **p = &streams; *p; p = &(*p)->next) {
        if (*p == s) {
            *p = s->next;
            break;
        }
    }
    Error err;
    if (cuda_use_device(s->dev, &err))
        cuda_blas_forget_stream(s->dev, s->cs);
    cudaStreamDestroy(s->cs);
    cudaGetLastError();
    free(s);
}
