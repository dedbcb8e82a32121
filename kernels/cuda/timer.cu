// timer.cu: the CUDA backend's side of tracing (device.h's DevTimer):
// while a timer is set, each launch, copy, event record and stream wait
// the trace asks to time is bracketed by two timing events, and reported
// with their times once both have completed: whenever a host wait finds
// them done, or, for long runs without one, as the list of items in
// flight grows.  With no timer set nothing of this runs (one test per
// item), and events stay untimed as PyTorch's are.
//
// A device's timing events count from a base event of its own, recorded
// on a private stream and waited for when the device times its first item:
// the host's CLOCK_MONOTONIC halfway through that wait is where its times
// start.  The two clocks agree to within that wait (microseconds).
#include <cstdlib>
#include <ctime>

#include "cuda/cuda.cuh"

namespace {

struct Timed {
    void *tag;
    int dev;
    cudaEvent_t start, end;
};

struct DeviceClock {
    bool set;
    cudaEvent_t base;
    double base_ms;
    cudaEvent_t *spare;          // timing events to reuse
    int nspare, cap;
};

} // namespace

static const DevTimer *timer;
static Timed *timed;             // enqueued, not yet reported
static size_t ntimed, timed_cap;
static DeviceClock clocks[CUDA_MAX_DEVICES];

static double host_ms()
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static bool start_clock(int dev)
{
    DeviceClock *c = &clocks[dev];
    cudaStream_t s;
    if (cudaEventCreate(&c->base) != cudaSuccess)
        return false;
    if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess) {
        cudaEventDestroy(c->base);
        return false;
    }
    double before = host_ms();
    bool ok = cudaEventRecord(c->base, s) == cudaSuccess && cudaEventSynchronize(c->base) == cudaSuccess;
    double after = host_ms();
    cudaStreamDestroy(s);
    if (!ok) {
        cudaEventDestroy(c->base);
        return false;
    }
    c->base_ms = (before + after) / 2;
    c->set = true;
    return true;
}

static bool event(int dev, cudaEvent_t *out)
{
    DeviceClock *c = &clocks[dev];
    if (c->nspare > 0) {
        *out = c->spare[--c->nspare];
        return true;
    }
    return cudaEventCreate(out) == cudaSuccess;
}

static void spare(int dev, cudaEvent_t e)
{
    DeviceClock *c = &clocks[dev];
    if (c->nspare == c->cap) {
        int cap = c->cap ? 2 * c->cap : 64;
        cudaEvent_t *grown = (cudaEvent_t *)realloc(c->spare, (size_t)cap * sizeof *grown);
        if (!grown) {
            cudaEventDestroy(e);
            return;
        }
        c->spare = grown;
        c->cap = cap;
    }
    c->spare[c->nspare++] = e;
}

void *cuda_timer_begin(int dev, cudaStream_t cs)
{
    if (!timer)
        return nullptr;
    void *tag = timer->tag();
    if (!tag)
        return nullptr;
    if (ntimed == timed_cap) {
        size_t cap = timed_cap ? 2 * timed_cap : 1024;
        Timed *grown = (Timed *)realloc(timed, cap * sizeof *grown);
        if (!grown) {
            timer->ran(tag, -1, -1);
            return nullptr;
        }
        timed = grown;
        timed_cap = cap;
    }
    Timed *t = &timed[ntimed];
    t->tag = tag;
    t->dev = dev;
    if ((!clocks[dev].set && !start_clock(dev)) || !event(dev, &t->start))
        goto untimed;
    if (!event(dev, &t->end)) {
        spare(dev, t->start);
        goto untimed;
    }
    if (cudaEventRecord(t->start, cs) != cudaSuccess) {
        spare(dev, t->start);
        spare(dev, t->end);
        goto untimed;
    }
    ntimed++;
    return t;
untimed:
    // The trace waits for a report of every tag it handed out.
    cudaGetLastError();
    timer->ran(tag, -1, -1);
    return nullptr;
}

void cuda_timer_end(void *token, cudaStream_t cs)
{
    if (!token)
        return;
    Timed *t = (Timed *)token;
    if (cudaEventRecord(t->end, cs) != cudaSuccess)
        cudaGetLastError();
    // Thousands of items with no host wait between them: report those done.
    if (ntimed % 4096 == 0)
        cuda_timer_report();
}

// An item whose end event never recorded is reported without a time
// (-1): the trace places it after the item before it.
void cuda_timer_report(void)
{
    size_t kept = 0;
    for (size_t i = 0; i < ntimed; i++) {
        Timed *t = &timed[i];
        cudaError_t e = cudaEventQuery(t->end);
        if (e == cudaErrorNotReady) {
            timed[kept++] = *t;
            continue;
        }
        float a, b;
        DeviceClock *c = &clocks[t->dev];
        bool ok = e == cudaSuccess && cudaEventElapsedTime(&a, c->base, t->start) == cudaSuccess &&
                  cudaEventElapsedTime(&b, c->base, t->end) == cudaSuccess;
        if (timer)
            timer->ran(t->tag, ok ? c->base_ms + a : -1, ok ? c->base_ms + b : -1);
        cudaGetLastError();
        spare(t->dev, t->start);
        spare(t->dev, t->end);
    }
    ntimed = kept;
}

// Called with NULL when the trace stops, after it waited for the devices:
// what is still in flight (after an interrupt) stays untimed.
bool cuda_timer_active(void)
{
    return timer != nullptr;
}

void cuda_timer_set(const DevTimer *t)
{
    if (!t) {
        cuda_timer_report();
        for (size_t i = 0; i < ntimed; i++) {
            spare(timed[i].dev, timed[i].start);
            spare(timed[i].dev, timed[i].end);
        }
        ntimed = 0;
    }
    timer = t;
}

// At shutdown, once the contexts are gone (their events with them).
void cuda_timer_shutdown(void)
{
    timer = nullptr;
    free(timed);
    timed = nullptr;
    ntimed = timed_cap = 0;
    for (int d = 0; d < CUDA_MAX_DEVICES; d++) {
        free(clocks[d].spare);
        clocks[d] = DeviceClock();
    }
}
