/* memory.c: the simulated device's memory (memory.h).
 *
 * Device memory is 64-byte aligned host memory (a block of whole 2 MiB
 * pages on them, in huge pages where the kernel gives them, as a GPU
 * maps its memory).  Every live allocation, device or pinned, is a Block
 * in one address-sorted registry, so that a kernel's or copy's raw
 * pointers lead back to the blocks they touch; each block remembers, per
 * stream, the ticket of the last item that used it.
 *
 * A freed device block goes to its device's cache (cudaMallocAsync's pool
 * below its release threshold: a fresh allocation of a large block would
 * page-fault on every page and halve the bandwidth of each op) together
 * with its uses and the position of the freeing stream.  It is handed out
 * again to an allocation on stream s once every use on a stream other than
 * s has been reached: work on s itself is ordered after the free anyway, as
 * cudaMallocAsync reuses memory freed on the same stream at once. */
#include "sim/memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "sim/sim.h"
#include "sim/stream.h"

typedef struct Use {
    DevStream *s;          /* referenced */
    uint64_t ticket;       /* UINT64_MAX: wherever s is when the block is freed */
} Use;

typedef struct Block {
    char *base;
    size_t bytes;          /* asked for */
    size_t size;           /* held from the system */
    int dev;               /* -1: pinned host memory */
    Use *uses;
    int nuses, cap;
    int holds;             /* graphs that use it (graph.c) */
    int pins;              /* fused groups still to be sent that use it (sim_mem_pin) */
    bool counted_out;      /* freed while pinned: no longer counted as allocated */
    DevStream *freed_on;   /* a free waiting for the last release (referenced) */
    struct Block *next;    /* in its device's cache */
} Block;

typedef struct Pool {
    Block *cache;
    size_t cached;         /* bytes of the blocks in cache */
    size_t reserved;       /* bytes held from the system, live and cached */
    size_t allocated, peak;
} Pool;

static Pool pools[SIM_MAX_DEVICES];
/* Live blocks by base address. */
static Block **live;
static size_t nlive, live_cap;

/* ----------------------------------------------------------- registry */

/* The index of the first live block whose base is above p. */
static size_t upper_bound(const void *p)
{
    size_t lo = 0, hi = nlive;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((const char *)live[mid]->base <= (const char *)p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static Block *find_locked(const void *p)
{
    size_t i = upper_bound(p);
    if (i == 0 || !p)
        return NULL;
    Block *b = live[i - 1];
    return (const char *)p < b->base + (b->bytes ? b->bytes : 1) ? b : NULL;
}

/* Room in the registry for one more block. */
static bool reserve_locked(void)
{
    if (nlive < live_cap)
        return true;
    size_t cap = live_cap ? 2 * live_cap : 256;
    Block **grown = realloc(live, cap * sizeof *grown);
    if (!grown)
        return false;
    live = grown;
    live_cap = cap;
    return true;
}

/* After reserve_locked. */
static void insert_locked(Block *b)
{
    size_t i = upper_bound(b->base);
    memmove(live + i + 1, live + i, (nlive - i) * sizeof *live);
    live[i] = b;
    nlive++;
}

static void remove_locked(Block *b)
{
    size_t i = upper_bound(b->base) - 1;
    memmove(live + i, live + i + 1, (nlive - i - 1) * sizeof *live);
    nlive--;
}

/* --------------------------------------------------------------- uses */

/* Uses already reached are dropped on the way, so that a long-lived block
 * used by stream after stream remembers only those still at work. */
static void add_use_locked(Block *b, DevStream *s, uint64_t ticket)
{
    for (int i = 0; i < b->nuses;) {
        Use *u = &b->uses[i];
        if (u->s == s) {
            if (ticket > u->ticket)
                u->ticket = ticket;
            return;
        }
        if (u->ticket != UINT64_MAX && sim_stream_reached_locked(u->s, u->ticket)) {
            sim_stream_unref_locked(u->s);
            *u = b->uses[--b->nuses];
            continue;
        }
        i++;
    }
    if (b->nuses == b->cap) {
        int cap = b->cap ? 2 * b->cap : 4;
        Use *grown = realloc(b->uses, (size_t)cap * sizeof *grown);
        /* Without room to remember the use, wait for nothing less: the
         * stream's position now covers it only if it stays the last. */
        if (!grown)
            return;
        b->uses = grown;
        b->cap = cap;
    }
    sim_stream_ref_locked(s);
    b->uses[b->nuses++] = (Use){s, ticket};
}

static void clear_uses_locked(Block *b)
{
    for (int i = 0; i < b->nuses; i++)
        sim_stream_unref_locked(b->uses[i].s);
    b->nuses = 0;
}

/* Whether work enqueued on s from now on may use b (s NULL: any stream). */
static bool reusable_locked(const Block *b, const DevStream *s)
{
    for (int i = 0; i < b->nuses; i++) {
        if (b->uses[i].s != s && !sim_stream_reached_locked(b->uses[i].s, b->uses[i].ticket))
            return false;
    }
    return true;
}

void sim_mem_note_use_locked(const void *p, DevStream *s, uint64_t ticket)
{
    Block *b = find_locked(p);
    if (b)
        add_use_locked(b, s, ticket);
}

bool sim_mem_is_pinned_locked(const void *p)
{
    Block *b = find_locked(p);
    return b && b->dev < 0;
}

void sim_mem_record_use(void *ptr, DevStream *s)
{
    sim_lock();
    Block *b = find_locked(ptr);
    if (b)
        add_use_locked(b, s, UINT64_MAX);
    sim_unlock();
}

/* ---------------------------------------------------------- the pools */

static size_t size_class(size_t bytes)
{
    const size_t small = 512, large = (size_t)2 << 20;
    size_t unit = bytes <= ((size_t)1 << 20) ? small : large;
    return (bytes + unit - 1) / unit * unit;
}

/* What torch.cuda.memory_allocated counts for an allocation. */
static size_t granule(size_t bytes)
{
    return (bytes + 511) / 512 * 512;
}

static size_t phys_bytes(int name)
{
    long pages = sysconf(name), page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? (size_t)pages * (size_t)page : 0;
}

/* --max-memory: the device's size in bytes; 0 lets the machine's memory
 * stand for it. */
static size_t limit;

void sim_mem_set_limit(size_t bytes)
{
    limit = bytes;
}

/* The machine's memory stands for the device's (asked once: sysconf is a
 * system call here, and allocation is on every op's path). */
static size_t total_bytes(void)
{
    static size_t total;
    if (limit)
        return limit;
    if (!total)
        total = phys_bytes(_SC_PHYS_PAGES);
    return total;
}

static void block_free(Block *b)
{
    free(b->base);
    free(b->uses);
    free(b);
}

/* Returns cached blocks no stream can touch any more to the system until
 * the cache holds at most keep bytes. */
static void trim_locked(Pool *p, size_t keep)
{
    for (Block **q = &p->cache; *q && p->cached > keep;) {
        Block *b = *q;
        if (!reusable_locked(b, NULL)) {
            q = &b->next;
            continue;
        }
        *q = b->next;
        p->cached -= b->size;
        p->reserved -= b->size;
        clear_uses_locked(b);
        block_free(b);
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

static void account_locked(Pool *p, Block *b)
{
    p->allocated += granule(b->bytes);
    if (p->allocated > p->peak)
        p->peak = p->allocated;
}

/* A cached block of class cls that s may use now, taken out of the cache. */
static Block *take_cached_locked(Pool *p, size_t cls, const DevStream *s)
{
    for (Block **q = &p->cache; *q; q = &(*q)->next) {
        Block *b = *q;
        if (b->size == cls && reusable_locked(b, s)) {
            *q = b->next;
            p->cached -= cls;
            clear_uses_locked(b);
            return b;
        }
    }
    return NULL;
}

static bool out_of_memory(const Pool *p, size_t bytes, Error *err)
{
    char want[32], avail[32], all[32];
    size_t free_bytes = phys_bytes(_SC_AVPHYS_PAGES);
    if (limit) {
        sim_lock();
        free_bytes = p->reserved < limit ? limit - p->reserved : 0;
        sim_unlock();
    }
    format_bytes(want, sizeof want, bytes);
    format_bytes(avail, sizeof avail, free_bytes);
    format_bytes(all, sizeof all, total_bytes());
    error_set_as(err, ERR_OUT_OF_MEMORY, "CUDA out of memory: tried to allocate %s (%s free of %s)", want, avail, all);
    return false;
}

/* cls bytes from the system, 64-byte aligned; a block of whole 2 MiB
 * pages (the large size classes) lies on them and asks for huge pages,
 * as a GPU maps its memory: a kernel that reads rows at random (a
 * gather's, index_put's) would otherwise miss the TLB on nearly every
 * row of a 4 KiB page (index_put of 1024 rows of 1024 floats 470-740 ->
 * 350-400 us; a no-op where the kernel keeps huge pages off). */
static bool system_alloc(void **mem, size_t cls)
{
    const size_t huge = (size_t)2 << 20;
    if (cls < huge || cls % huge != 0)
        return posix_memalign(mem, 64, cls) == 0;
    if (posix_memalign(mem, huge, cls) != 0)
        return false;
#ifdef MADV_HUGEPAGE
    madvise(*mem, cls, MADV_HUGEPAGE);
#endif
    return true;
}

bool sim_mem_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err)
{
    Pool *p = &pools[dev];
    *out = NULL;
    if (bytes == 0)
        return true;
    size_t cls = size_class(bytes);
    /* Memory beyond what the machine has would be overcommitted and then
     * kill the process when touched: refuse it as a GPU would. */
    if (cls < bytes || cls > total_bytes())
        return out_of_memory(p, bytes, err);
    sim_lock();
    Block *b = reserve_locked() ? take_cached_locked(p, cls, s) : NULL;
    if (b) {
        b->bytes = bytes;
        insert_locked(b);
        account_locked(p, b);
        sim_unlock();
        *out = b->base;
        return true;
    }
    /* Under --max-memory the pool's cache counts against the limit: it goes
     * back first, once the work that still uses it has run. */
    while (limit && p->reserved + cls > limit) {
        trim_locked(p, 0);
        if (p->reserved + cls <= limit || !p->cache)
            break;
        if (!sim_wait_progress_locked(err)) {
            sim_unlock();
            return false;
        }
    }
    if (limit && p->reserved + cls > limit) {
        sim_unlock();
        return out_of_memory(p, bytes, err);
    }
    sim_unlock();

    void *mem = NULL;
    if (!system_alloc(&mem, cls)) {
        sim_lock();
        trim_locked(p, 0);
        sim_unlock();
        if (!system_alloc(&mem, cls))
            return out_of_memory(p, bytes, err);
    }
    b = calloc(1, sizeof *b);
    if (!b) {
        free(mem);
        return out_of_memory(p, bytes, err);
    }
    b->base = mem;
    b->bytes = bytes;
    b->size = cls;
    b->dev = dev;
    sim_lock();
    bool ok = reserve_locked();
    if (ok) {
        insert_locked(b);
        p->reserved += cls;
        account_locked(p, b);
    }
    sim_unlock();
    if (!ok) {
        block_free(b);
        return out_of_memory(p, bytes, err);
    }
    *out = mem;
    return true;
}

/* Hands b back to its pool's cache, ordered on s. */
static void release_locked(Block *b, DevStream *s)
{
    Pool *p = &pools[b->dev];
    remove_locked(b);
    if (!b->counted_out)
        p->allocated -= granule(b->bytes);
    b->counted_out = false;
    /* Uses recorded for "wherever the stream is at the free" (record_use)
     * become that position now; the free itself is ordered on s. */
    for (int i = 0; i < b->nuses; i++) {
        if (b->uses[i].ticket == UINT64_MAX)
            b->uses[i].ticket = sim_stream_tail_locked(b->uses[i].s);
    }
    add_use_locked(b, s, sim_stream_tail_locked(s));
    b->next = p->cache;
    p->cache = b;
    p->cached += b->size;
    /* The pool keeps at most an eighth of the machine's memory. */
    trim_locked(p, total_bytes() / 8);
}

void sim_mem_free(int dev, void *ptr, DevStream *s)
{
    if (!ptr)
        return;
    sim_lock();
    Block *b = find_locked(ptr);
    if (b && b->base == ptr && b->dev == dev && !b->freed_on) {
        if (b->holds > 0 || b->pins > 0) {
            /* A pin keeps the memory, not the count (sim_mem_pin). */
            if (b->holds == 0) {
                pools[dev].allocated -= granule(b->bytes);
                b->counted_out = true;
            }
            sim_stream_ref_locked(s);
            b->freed_on = s;
        } else {
            release_locked(b, s);
        }
    }
    sim_unlock();
}

bool sim_mem_hold_locked(const void *p, void **base)
{
    Block *b = find_locked(p);
    if (!b || b->dev < 0)
        return false;
    b->holds++;
    *base = b->base;
    return true;
}

/* The free b waited for, once nothing holds or pins it. */
static void release_freed_locked(Block *b)
{
    if (b->holds > 0 || b->pins > 0 || !b->freed_on)
        return;
    DevStream *s = b->freed_on;
    b->freed_on = NULL;
    release_locked(b, s);
    sim_stream_unref_locked(s);
}

void sim_mem_unhold_locked(void *base)
{
    Block *b = find_locked(base);
    if (b && --b->holds == 0)
        release_freed_locked(b);
}

void *sim_mem_pin(const void *p)
{
    sim_lock();
    Block *b = find_locked(p);
    if (b && b->dev >= 0)
        b->pins++;
    sim_unlock();
    return b && b->dev >= 0 ? b->base : NULL;
}

void sim_mem_unpin(void *base)
{
    sim_lock();
    Block *b = find_locked(base);
    if (b && --b->pins == 0)
        release_freed_locked(b);
    sim_unlock();
}

void sim_mem_stats(int dev, DevMemoryStats *out)
{
    Pool *p = &pools[dev];
    sim_lock();
    out->allocated = p->allocated;
    out->peak_allocated = p->peak;
    out->reserved = p->reserved;
    sim_unlock();
}

/* Waits (uninterruptibly: it returns nothing) until no stream can touch the
 * cached blocks, then gives them all back, as empty_cache does after
 * synchronising the events of its pending frees. */
void sim_mem_trim(int dev)
{
    Pool *p = &pools[dev];
    sim_lock();
    for (;;) {
        trim_locked(p, 0);
        if (!p->cache)
            break;
        sim_wait_progress_locked(NULL);
    }
    sim_unlock();
}

/* ------------------------------------------------------ pinned memory */

bool sim_mem_host_alloc(size_t bytes, void **out, Error *err)
{
    *out = NULL;
    if (bytes == 0)
        return true;
    Block *b = calloc(1, sizeof *b);
    void *mem = NULL;
    if (!b || posix_memalign(&mem, 64, bytes) != 0) {
        free(b);
        error_set(err, "CUDA error: out of memory (pinned host allocation of %zu bytes)", bytes);
        return false;
    }
    /* Zeros: a script that reads the buffer before a copy fills it (a
     * race the checker reports) then prints the same on every run, and
     * reads no uninitialised memory. */
    memset(mem, 0, bytes);
    b->base = mem;
    b->bytes = b->size = bytes;
    b->dev = -1;
    sim_lock();
    bool ok = reserve_locked();
    if (ok)
        insert_locked(b);
    sim_unlock();
    if (!ok) {
        block_free(b);
        error_set(err, "CUDA error: out of memory (pinned host allocation of %zu bytes)", bytes);
        return false;
    }
    *out = mem;
    return true;
}

/* cudaFreeHost waits for the work that still uses the memory. */
void sim_mem_host_free(void *ptr)
{
    if (!ptr)
        return;
    sim_lock();
    Block *b = find_locked(ptr);
    if (b && b->base == ptr && b->dev < 0) {
        while (!reusable_locked(b, NULL))
            sim_wait_progress_locked(NULL);
        remove_locked(b);
        clear_uses_locked(b);
        block_free(b);
    }
    sim_unlock();
}

void sim_mem_shutdown(void)
{
    sim_lock();
    for (size_t i = 0; i < nlive; i++)
        block_free(live[i]);
    free(live);
    live = NULL;
    nlive = live_cap = 0;
    for (int d = 0; d < SIM_MAX_DEVICES; d++) {
        while (pools[d].cache) {
            Block *b = pools[d].cache;
            pools[d].cache = b->next;
            block_free(b);
        }
        pools[d] = (Pool){0};
    }
    sim_unlock();
}
