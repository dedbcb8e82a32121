// memory.cu: the CUDA backend's memory: each device's default memory pool
// (cudaMallocAsync / cudaFreeAsync, caching what it frees), pinned host
// memory, copies, and the record of which streams used each allocation.
//
// Every live allocation (device or pinned) is a Block in one registry
// sorted by address, so that a kernel's raw pointers, views included, lead
// back to the allocation they lie in.  A device block remembers the
// streams other than its own that used it; its free makes the freeing
// stream wait for the work those streams had enqueued by then (an event
// recorded on each, then cudaStreamWaitEvent), and cudaFreeAsync does the
// rest: the pool hands the memory out again only after that point.
//
// Small blocks freed on a device's default stream, used by no other
// stream, skip the pool: they wait in a cache of their own, by size, for
// the next small allocation on that stream, which stream order makes safe.
// cudaMallocAsync and cudaFreeAsync cost about a microsecond and a half
// together, a fifth of a tiny operation's time (the tiny-op benchmark).
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cuda/cuda.cuh"

struct Block {
    char *base;
    size_t bytes;
    int dev;                 // -1: pinned host memory
    DevStream *stream;       // the stream it was allocated on (held)
    DevStream **uses;        // other streams that used it (held)
    int nuses, cap;
    int holds;               // graphs whose work uses it (graph.cu)
    int pins;                // fused groups still to be sent that use it (cuda_mem_pin)
    bool counted_out;        // freed while pinned: no longer counted as allocated
    DevStream *freed_on;     // a free waiting for the last hold to go (held)
    bool direct;             // cudaMalloc'd during a capture: cudaFree'd
    DevStream *captured_on;  // made while this stream captured, until it ends
    Block *next;             // in its size's cache, once freed there
};

// The cache of small default-stream blocks: one list per 512-byte size
// (granule), at most CACHE_DEPTH blocks each.
static constexpr size_t CACHE_GRANULES = 8;
static constexpr int CACHE_DEPTH = 256;
static Block *cache[CUDA_MAX_DEVICES][CACHE_GRANULES];
static int cached[CUDA_MAX_DEVICES][CACHE_GRANULES];

static Block **live;
static size_t nlive, live_cap;

// ----------------------------------------------------------- registry

// The index of the first live block whose base is above p.
static size_t upper_bound(const void *p)
{
    size_t lo = 0, hi = nlive;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (live[mid]->base <= (const char *)p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static Block *find(const void *p)
{
    size_t i = upper_bound(p);
    if (i == 0 || !p)
        return NULL;
    Block *b = live[i - 1];
    return (const char *)p < b->base + (b->bytes ? b->bytes : 1) ? b : NULL;
}

static bool insert(Block *b)
{
    if (nlive == live_cap) {
        size_t cap = live_cap ? 2 * live_cap : 256;
        Block **grown = (Block **)realloc(live, cap * sizeof *grown);
        if (!grown)
            return false;
        live = grown;
        live_cap = cap;
    }
    size_t i = upper_bound(b->base);
    memmove(live + i + 1, live + i, (nlive - i) * sizeof *live);
    live[i] = b;
    nlive++;
    return true;
}

static void remove_block(Block *b)
{
    size_t i = upper_bound(b->base) - 1;
    memmove(live + i, live + i + 1, (nlive - i - 1) * sizeof *live);
    nlive--;
}

static void block_free(Block *b)
{
    for (int i = 0; i < b->nuses; i++)
        cuda_stream_unref(b->uses[i]);
    if (b->stream)
        cuda_stream_unref(b->stream);
    free(b->uses);
    free(b);
}

// -------------------------------------------------------------- uses

static void add_use(Block *b, DevStream *s)
{
    if (b->dev < 0 || s == b->stream)
        return;
    for (int i = 0; i < b->nuses; i++) {
        if (b->uses[i] == s)
            return;
    }
    if (b->nuses == b->cap) {
        int cap = b->cap ? 2 * b->cap : 4;
        DevStream **grown = (DevStream **)realloc(b->uses, (size_t)cap * sizeof *grown);
        // Without room to remember the use, the free orders on the device
        // instead (see cuda_mem_free).
        if (!grown) {
            b->nuses = -1;
            return;
        }
        b->uses = grown;
        b->cap = cap;
    }
    if (b->nuses < 0)
        return;
    cuda_stream_ref(s);
    b->uses[b->nuses++] = s;
}

void cuda_mem_record_use(void *ptr, DevStream *s)
{
    Block *b = find(ptr);
    if (b)
        add_use(b, s);
}

void cuda_mem_note_launch(const OpArgs *a, DevStream *s)
{
    for (int i = 0; i < a->nout; i++)
        cuda_mem_record_use(a->out[i].data, s);
    for (int i = 0; i < a->nin; i++) {
        if (!a->in_is_scalar[i])
            cuda_mem_record_use(a->in[i].data, s);
    }
}

// ------------------------------------------------------- device memory

// What torch.cuda.memory_allocated counts for an allocation.
static size_t granule(size_t bytes)
{
    return (bytes + 511) / 512 * 512;
}

// PyTorch's way of writing a size in an out-of-memory message.
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

static bool out_of_memory(size_t bytes, Error *err)
{
    size_t free_bytes = 0, total = 0;
    if (cudaMemGetInfo(&free_bytes, &total) != cudaSuccess)
        cudaGetLastError();
    char want[32], avail[32], all[32];
    format_bytes(want, sizeof want, bytes);
    format_bytes(avail, sizeof avail, free_bytes);
    format_bytes(all, sizeof all, total);
    error_set_as(err, ERR_OUT_OF_MEMORY, "CUDA out of memory: tried to allocate %s (%s free of %s)", want, avail, all);
    return false;
}

// The cache list a block of this size on this stream belongs in, if any.
static Block **cache_slot(int dev, size_t bytes, const DevStream *s, int **count)
{
    size_t g = granule(bytes) / 512;
    if (!s->is_default || g == 0 || g > CACHE_GRANULES)
        return NULL;
    *count = &cached[dev][g - 1];
    return &cache[dev][g - 1];
}

// Makes b live again as an allocation of `bytes`.
static void *take(CudaDevice *d, Block *b, size_t bytes)
{
    b->bytes = bytes;
    d->allocated += granule(bytes);
    if (d->allocated > d->peak)
        d->peak = d->allocated;
    return b->base;
}

// An allocation on a capturing stream: made now, outside the graph
// (cudaMallocAsync would make it a node of the graph), and held for the
// graph (cuda_mem_capture_ended), as PyTorch gives a capture a private pool.
static bool alloc_captured(CudaDevice *d, int dev, size_t bytes, DevStream *s, void **out,
                           Error *err)
{
    Block *b = (Block *)calloc(1, sizeof *b);
    void *p = NULL;
    cudaError_t e = b ? cudaMalloc(&p, bytes) : cudaErrorMemoryAllocation;
    if (e != cudaSuccess) {
        free(b);
        cudaGetLastError();
        return out_of_memory(bytes, err);
    }
    b->base = (char *)p;
    b->bytes = bytes;
    b->dev = dev;
    b->stream = s;
    b->direct = true;
    b->captured_on = s;
    b->holds = 1;
    if (!insert(b)) {
        cudaFree(p);
        free(b);
        return out_of_memory(bytes, err);
    }
    cuda_stream_ref(s);
    *out = take(d, b, bytes);
    return true;
}

bool cuda_mem_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    *out = NULL;
    if (bytes == 0)
        return true;
    if (!cuda_use_device(dev, err))
        return false;
    CudaDevice *d = &cuda_devices[dev];
    if (!s)
        s = &d->def;
    if (s->capture)
        return alloc_captured(d, dev, bytes, s, out, err);
    int *count;
    Block **slot = cache_slot(dev, bytes, s, &count);
    if (slot && *slot) {
        Block *b = *slot;
        if (insert(b)) {
            *slot = b->next;
            --*count;
            b->next = NULL;
            *out = take(d, b, bytes);
            return true;
        }
    }
    Block *b = (Block *)calloc(1, sizeof *b);
    if (!b)
        return out_of_memory(bytes, err);
    void *p = NULL;
    // A block that may be cached is allocated whole granules long, so
    // that any allocation of its size can reuse it.
    size_t ask = slot ? granule(bytes) : bytes;
    cudaError_t e = cudaMallocAsync(&p, ask, s->cs);
    if (e == cudaErrorMemoryAllocation) {
        // As PyTorch does before it gives up: return what the pool caches
        // to the system, once the frees in flight are done, and try again.
        cudaGetLastError();
        if (cudaDeviceSynchronize() == cudaSuccess)
            cudaMemPoolTrimTo(d->pool, 0);
        cudaGetLastError();
        e = cudaMallocAsync(&p, ask, s->cs);
    }
    if (e != cudaSuccess) {
        free(b);
        if (e == cudaErrorMemoryAllocation) {
            cudaGetLastError();
            return out_of_memory(bytes, err);
        }
        return cuda_fail(err, e, "cudaMallocAsync", __FILE__, __LINE__);
    }
    b->base = (char *)p;
    b->bytes = bytes;
    b->dev = dev;
    b->stream = s;
    if (!insert(b)) {
        cudaFreeAsync(p, s->cs);
        free(b);
        return out_of_memory(bytes, err);
    }
    cuda_stream_ref(s);
    *out = take(d, b, bytes);
    return true;
}

// Work enqueued on s from now on waits for what `on` has enqueued so far.
// One event per device serves every such wait: cudaStreamWaitEvent takes
// the event's state when it is called, so recording it again at once is
// safe.  (An event records only on a stream of its own device.)
static void order_after(DevStream *s, DevStream *on)
{
    CudaDevice *d = &cuda_devices[on->dev];
    if (!d->ready)
        return;
    cudaEventRecord(d->order, on->cs);
    cudaStreamWaitEvent(s->cs, d->order, 0);
}

// Frees put off while their stream captures (cudaFreeAsync there would
// become a node of the graph), run when the capture ends.
struct Deferred {
    int dev;
    void *ptr;
    DevStream *s;
};
static Deferred *deferred;
static size_t ndeferred, deferred_cap;

static bool defer_free(int dev, void *ptr, DevStream *s)
{
    if (ndeferred == deferred_cap) {
        size_t cap = deferred_cap ? 2 * deferred_cap : 16;
        Deferred *grown = (Deferred *)realloc(deferred, cap * sizeof *grown);
        if (!grown)
            return false;
        deferred = grown;
        deferred_cap = cap;
    }
    deferred[ndeferred++] = {dev, ptr, s};
    return true;
}

// b, no longer live, goes back: to the small-block cache, or to the pool
// once every stream that used it has reached this point.
static void release(CudaDevice *d, int dev, Block *b, DevStream *s)
{
    remove_block(b);
    if (!b->counted_out)
        d->allocated -= granule(b->bytes);
    b->counted_out = false;
    // Launches held back (batch.cu) go before the memory does, except to
    // the small-block cache, which stream order keeps safe.
    if (b->direct) {
        cuda_batch_flush(NULL);
        cudaFree(b->base);
        cudaGetLastError();
        block_free(b);
        return;
    }
    int *count;
    Block **slot = cache_slot(dev, b->bytes, s, &count);
    if (slot && b->stream == s && b->nuses == 0 && *count < CACHE_DEPTH) {
        b->next = *slot;
        *slot = b;
        ++*count;
        return;
    }
    cuda_batch_flush(NULL);
    if (b->nuses < 0) {
        cudaDeviceSynchronize();
    } else {
        for (int i = 0; i < b->nuses; i++) {
            if (b->uses[i] != s)
                order_after(s, b->uses[i]);
        }
        // The allocating stream used the memory too (its kernels record no
        // use of their own): order on it when freeing elsewhere.
        if (b->stream != s)
            order_after(s, b->stream);
    }
    cudaFreeAsync(b->base, s->cs);
    cudaGetLastError();
    block_free(b);
}

// Frees cannot fail in device.h: an error here (a device already lost)
// leaves the memory to the context's end.
void cuda_mem_free(int dev, void *ptr, DevStream *s)
{
    Error err;
    Block *b = find(ptr);
    if (!b || b->base != (char *)ptr || b->dev != dev || b->freed_on || !cuda_use_device(dev, &err))
        return;
    CudaDevice *d = &cuda_devices[dev];
    if (!s)
        s = &d->def;
    if (b->holds > 0 || b->pins > 0) {
        // A pin keeps the memory, not the count (cuda_mem_pin).
        if (b->holds == 0) {
            d->allocated -= granule(b->bytes);
            b->counted_out = true;
        }
        cuda_stream_ref(s);
        b->freed_on = s;
    } else if (!s->capture || !defer_free(dev, ptr, s)) {
        release(d, dev, b, s);
    }
}

void *cuda_mem_hold(const void *p)
{
    Block *b = find(p);
    if (!b || b->dev < 0)
        return NULL;
    b->holds++;
    return b->base;
}

// The free b waited for, once nothing holds or pins it.
static void release_freed(Block *b)
{
    if (b->holds > 0 || b->pins > 0 || !b->freed_on)
        return;
    DevStream *s = b->freed_on;
    b->freed_on = NULL;
    Error err;
    if (cuda_use_device(b->dev, &err))
        release(&cuda_devices[b->dev], b->dev, b, s);
    cuda_stream_unref(s);
}

// By address: after shutdown no block is found.
void cuda_mem_unhold(void *base)
{
    Block *b = find(base);
    if (b && --b->holds == 0)
        release_freed(b);
}

void *cuda_mem_pin(const void *p)
{
    Block *b = find(p);
    if (!b || b->dev < 0)
        return NULL;
    b->pins++;
    return b->base;
}

void cuda_mem_unpin(void *base)
{
    Block *b = find(base);
    if (b && --b->pins == 0)
        release_freed(b);
}

void cuda_mem_held_use(void *base, DevStream *s)
{
    cuda_mem_record_use(base, s);
}

size_t cuda_mem_capture_ended(DevStream *s, void ***made)
{
    size_t n = 0, cap = 0;
    *made = NULL;
    for (size_t i = 0; i < nlive; i++) {
        Block *b = live[i];
        if (b->captured_on != s)
            continue;
        b->captured_on = NULL;
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            void **grown = (void **)realloc(*made, cap * sizeof *grown);
            // Without room to say so, the block stays held for good.
            if (!grown)
                continue;
            *made = grown;
        }
        (*made)[n++] = b->base;
    }
    size_t kept = 0;
    for (size_t i = 0; i < ndeferred; i++) {
        if (deferred[i].s == s)
            cuda_mem_free(deferred[i].dev, deferred[i].ptr, s);
        else
            deferred[kept++] = deferred[i];
    }
    ndeferred = kept;
    return n;
}

void cuda_mem_stats(int dev, DevMemoryStats *out)
{
    memset(out, 0, sizeof *out);
    if (dev < 0 || dev >= cuda_ndevices || !cuda_devices[dev].ready)
        return;
    CudaDevice *d = &cuda_devices[dev];
    uint64_t reserved = 0;
    if (cudaMemPoolGetAttribute(d->pool, cudaMemPoolAttrReservedMemCurrent, &reserved) !=
        cudaSuccess)
        cudaGetLastError();
    out->allocated = d->allocated;
    out->peak_allocated = d->peak;
    out->reserved = (size_t)reserved;
}

// The small blocks cached for dev go back to its pool.
static void release_cache(int dev)
{
    for (size_t g = 0; g < CACHE_GRANULES; g++) {
        while (Block *b = cache[dev][g]) {
            cache[dev][g] = b->next;
            cudaFreeAsync(b->base, b->stream->cs);
            block_free(b);
        }
        cached[dev][g] = 0;
    }
}

// The frees in flight complete first, so that their memory goes back too;
// the small blocks cached go back to the pool first.
void cuda_mem_trim(int dev)
{
    Error err;
    if (dev < 0 || dev >= cuda_ndevices || !cuda_devices[dev].ready ||
        !cuda_use_device(dev, &err))
        return;
    release_cache(dev);
    if (cudaDeviceSynchronize() == cudaSuccess)
        cudaMemPoolTrimTo(cuda_devices[dev].pool, 0);
    cudaGetLastError();
}

// --------------------------------------------------------- pinned memory

// Pinned memory belongs to no device (portable), but CUDA needs a context:
// the current device's, or the first device's.
bool cuda_mem_host_alloc(size_t bytes, void **out, Error *err)
{
    *out = NULL;
    if (bytes == 0)
        return true;
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess)
        cudaGetLastError();
    if (!cuda_use_device(dev, err))
        return false;
    Block *b = (Block *)calloc(1, sizeof *b);
    if (!b) {
        error_set(err, "CUDA error: out of memory (pinned host allocation of %zu bytes)", bytes);
        return false;
    }
    void *p = NULL;
    cudaError_t e = cudaHostAlloc(&p, bytes, cudaHostAllocPortable);
    if (e != cudaSuccess) {
        free(b);
        return cuda_fail(err, e, "cudaHostAlloc", __FILE__, __LINE__);
    }
    b->base = (char *)p;
    b->bytes = bytes;
    b->dev = -1;
    if (!insert(b)) {
        cudaFreeHost(p);
        free(b);
        error_set(err, "CUDA error: out of memory (pinned host allocation of %zu bytes)", bytes);
        return false;
    }
    *out = p;
    return true;
}

// cudaFreeHost waits for the work that still uses the memory.
void cuda_mem_host_free(void *ptr)
{
    Block *b = find(ptr);
    if (!b || b->base != (char *)ptr || b->dev >= 0)
        return;
    remove_block(b);
    cudaFreeHost(ptr);
    cudaGetLastError();
    block_free(b);
}

// At shutdown, before the contexts go: the small blocks cached go back
// to their pools (without waiting), so that a leak check
// (compute-sanitizer --leak-check full) finds nothing of ours.
void cuda_mem_release_caches(void)
{
    Error err;
    for (int d = 0; d < cuda_ndevices; d++) {
        if (cuda_devices[d].ready && cuda_use_device(d, &err))
            release_cache(d);
    }
}

// At shutdown, after the contexts are gone: forget every block (their
// memory went with the contexts; their streams are freed by the caller).
void cuda_mem_shutdown(void)
{
    for (size_t i = 0; i < nlive; i++) {
        free(live[i]->uses);
        free(live[i]);
    }
    free(live);
    live = NULL;
    nlive = live_cap = 0;
}

// ---------------------------------------------------------------- copies

static bool is_pinned(const void *p)
{
    Block *b = find(p);
    return b && b->dev < 0;
}

// Lets devices a and b reach each other's memory, once per pair, where
// the hardware allows: peer access for the copy engines, and access to
// each other's pools (pool memory does not follow cudaDeviceEnablePeerAccess).
// Where it does not, cudaMemcpyAsync stages the copy through the host.
static bool enable_peers(int a, int b, Error *err)
{
    static bool tried[CUDA_MAX_DEVICES][CUDA_MAX_DEVICES];
    if (a == b || tried[a][b])
        return true;
    tried[a][b] = tried[b][a] = true;
    int ab = 0, ba = 0;
    CUDA_TRY(err, cudaDeviceCanAccessPeer, &ab, a, b);
    CUDA_TRY(err, cudaDeviceCanAccessPeer, &ba, b, a);
    if (!ab || !ba)
        return true;
    if (!cuda_use_device(a, err) || !cuda_use_device(b, err))   // both pools ready
        return false;
    for (int k = 0; k < 2; k++) {
        int from = k ? b : a, to = k ? a : b;
        if (!cuda_use_device(from, err))
            return false;
        cudaError_t e = cudaDeviceEnablePeerAccess(to, 0);
        if (e != cudaSuccess && e != cudaErrorPeerAccessAlreadyEnabled)
            return cuda_fail(err, e, "cudaDeviceEnablePeerAccess", __FILE__, __LINE__);
        cudaGetLastError();
        cudaMemAccessDesc access = {};
        access.location.type = cudaMemLocationTypeDevice;
        access.location.id = from;
        access.flags = cudaMemAccessFlagsProtReadWrite;
        CUDA_TRY(err, cudaMemPoolSetAccess, cuda_devices[to].pool, &access, 1);
    }
    return true;
}

// cudaMemcpyAsync with unified addressing: the pointers say where they
// are.  A copy to pageable host memory returns once it is complete; the
// wait for the stream's earlier work happens first, in a host wait that
// Ctrl-C can end, so that the blocking copy itself is short.
bool cuda_mem_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s,
                   Error *err)
{
    if (bytes == 0)
        return true;
    Block *from = find(src), *to = find(dst);
    if (from && to && from->dev >= 0 && to->dev >= 0 && !enable_peers(from->dev, to->dev, err))
        return false;
    if (!cuda_use_device(s->dev, err))
        return false;
    // A graph copies between device buffers only.
    if (s->capture && kind != COPY_DEVICE_TO_DEVICE)
        return cuda_capture_refuse(err);
    if (kind == COPY_DEVICE_TO_HOST && !is_pinned(dst) && !cuda_host_wait_stream(s, err))
        return false;
    cuda_mem_record_use(dst, s);
    cuda_mem_record_use((void *)src, s);
    void *timed = s->capture ? NULL : cuda_timer_begin(s->dev, s->cs);
    cudaError_t e = cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDefault, s->cs);
    cuda_timer_end(timed, s->cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "cudaMemcpyAsync", __FILE__, __LINE__);
    return true;
}
