// staging.cu: a ring of pinned memory that copies from pageable host
// memory go through.  CUDA stages such a copy itself, but above 64 KB it
// first waits for the stream's earlier work, so a table the host makes for
// a kernel (an interpolation's offsets, a resize's weights) made the host
// wait for the device at each call.  Copied into the ring, the source is
// free for the caller at once, as before, and the copy is as asynchronous
// as one from pinned memory.  A region of the ring is written again only
// once the copy that read it is done (an event recorded after each copy;
// the host waits only when it laps the device).
#include <cstring>

#include "cuda/cuda.cuh"

static constexpr size_t RING_BYTES = 8u << 20;
static constexpr size_t STAGED_MAX = RING_BYTES / 4;   // larger copies: CUDA's own staging
static constexpr int IN_FLIGHT_MAX = 256;

struct InFlight {
    size_t start, end;          // the ring's bytes the copy reads
    cudaEvent_t done;           // recorded after it, on its stream
    int dev;                    // the device done belongs to (-1: none made yet)
};

static struct {
    char *base;                 // NULL until the first staged copy
    size_t head;                // where the next region starts
    InFlight q[IN_FLIGHT_MAX];  // oldest first, from q[first], circularly
    int first, n;
} ring;

static InFlight *oldest(void)
{
    return &ring.q[ring.first];
}

static bool overlaps(const InFlight *f, size_t start, size_t end)
{
    return f->start < end && start < f->end;
}

static bool retire_oldest(Error *err)
{
    InFlight *f = oldest();
    if (!cuda_use_device(f->dev, err))
        return false;
    CUDA_TRY(err, cudaEventSynchronize, f->done);
    ring.first = (ring.first + 1) % IN_FLIGHT_MAX;
    ring.n--;
    return true;
}

// The start of a free region of bytes, after retiring the copies that
// still read it: regions go round the ring in order, so those are the
// oldest copies.
static bool region(size_t bytes, size_t *start, Error *err)
{
    *start = ring.head + bytes <= RING_BYTES ? ring.head : 0;
    for (;;) {
        bool busy = ring.n == IN_FLIGHT_MAX;
        for (int i = 0; i < ring.n && !busy; i++)
            busy = overlaps(&ring.q[(ring.first + i) % IN_FLIGHT_MAX], *start, *start + bytes);
        if (!busy)
            return true;
        if (!retire_oldest(err))
            return false;
    }
}

const void *cuda_staging_put(const void *src, size_t bytes, Error *err)
{
    if (bytes > STAGED_MAX)
        return src;
    if (!ring.base) {
        void *p;
        cudaError_t e = cudaHostAlloc(&p, RING_BYTES, cudaHostAllocPortable);
        if (e != cudaSuccess) {
            cuda_fail(err, e, "cudaHostAlloc", __FILE__, __LINE__);
            return NULL;
        }
        ring.base = (char *)p;
        for (InFlight &f : ring.q)
            f.dev = -1;
    }
    size_t start;
    if (!region(bytes, &start, err))
        return NULL;
    memcpy(ring.base + start, src, bytes);
    InFlight *f = &ring.q[(ring.first + ring.n) % IN_FLIGHT_MAX];
    f->start = start;
    f->end = start + bytes;
    return ring.base + start;
}

bool cuda_staging_sent(const void *staged, DevStream *s, Error *err)
{
    if (!ring.base || (const char *)staged < ring.base || (const char *)staged >= ring.base + RING_BYTES)
        return true;
    InFlight *f = &ring.q[(ring.first + ring.n) % IN_FLIGHT_MAX];
    if (f->dev != s->dev) {
        if (f->dev >= 0 && cuda_use_device(f->dev, err))
            cudaEventDestroy(f->done);
        if (!cuda_use_device(s->dev, err))
            return false;
        CUDA_TRY(err, cudaEventCreateWithFlags, &f->done, cudaEventDisableTiming);
        f->dev = s->dev;
    }
    CUDA_TRY(err, cudaEventRecord, f->done, s->cs);
    ring.head = f->end;
    ring.n++;
    return true;
}

void cuda_staging_release(void)
{
    if (!ring.base)
        return;
    cudaDeviceSynchronize();
    for (InFlight &f : ring.q) {
        if (f.dev >= 0 && cudaSetDevice(f.dev) == cudaSuccess)
            cudaEventDestroy(f.done);
        f.dev = -1;
    }
    cudaFreeHost(ring.base);
    cudaGetLastError();
    ring = {};
}
