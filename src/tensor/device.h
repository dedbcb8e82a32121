/* device.h: THE backend interface.  Everything the evaluator asks of a device
 * goes through one Backend: memory, copies, streams, events and operations.
 * The simulated device (kernels/sim/) and the CUDA backend (kernels/cuda/)
 * implement it; each call's CUDA runtime counterpart is named beside it, and
 * the simulated device reproduces that call's semantics on the CPU.
 *
 * Kernels see raw pointers, dtypes, shapes and strides (DevTensor), never
 * interpreter values.  Calls report failure by returning false and filling an
 * Error; nothing here prints or exits. */
#ifndef CST_DEVICE_H
#define CST_DEVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "base/dtype.h"
#include "base/error.h"
#include "ops.h"

#define DEV_MAX_DIMS 8
/* The index tensors ops.def's index reads at once (in[1..nin)). */
#define INDEX_MAX 3

/* A strided view of device (or host) memory, as a kernel sees it. */
typedef struct DevTensor {
    void *data;                        /* element [0, ..., 0] */
    DType dtype;
    int ndim;
    int64_t shape[DEV_MAX_DIMS];
    int64_t strides[DEV_MAX_DIMS];     /* in elements; 0 for broadcast dims */
} DevTensor;


/* t read with each dimension d whose bit (dims >> d) is set reversed
 * (elements es bytes): data moves to that dimension's last element and
 * its stride turns negative.  Only kernels see such a view (flip's
 * input): a tensor's strides are never negative. */
static inline DevTensor device_flipped(const DevTensor *t, uint64_t dims, size_t es)
{
    DevTensor f = *t;
    for (int d = 0; d < t->ndim; d++) {
        if (!((dims >> d) & 1) || t->shape[d] == 0)
            continue;
        f.data = (char *)f.data + (t->shape[d] - 1) * t->strides[d] * (int64_t)es;
        f.strides[d] = -t->strides[d];
    }
    return f;
}

/* Everything one operation needs.  Scalar operands and parameters travel by
 * value so a kernel never reads host memory it was not given. */
typedef struct OpArgs {
    DevTensor out[3];        /* svd gives three results */
    int nout;
    DevTensor in[4];         /* elementwise ops take up to 3, attention a mask too */
    int nin;
    DType dtype;             /* elementwise ops: the dtype they compute in; inputs
                                convert to it as they load (float16 and bfloat16
                                compute in float and round as they store) */
    bool in_is_scalar[4];    /* operand i is the scalar sf[i] (or si[i] for integer
                                compute dtypes), broadcast to every element */
    double sf[4];            /* float parameters: scalar operands, clamp bounds, ... */
    int64_t si[16];          /* integer parameters: scalar operands, dims, seeds, windows, ... */
} OpArgs;

/* The add a matmul's bias (its in[2], a row [n]) stands for: out += bias
 * over every row of the [B, m, n] product, the elementwise add of out and
 * the row broadcast, in out's dtype. */
static inline OpArgs device_bias_add(const OpArgs *mm)
{
    OpArgs a;
    memset(&a, 0, sizeof a);
    a.nout = 1;
    a.nin = 2;
    a.dtype = mm->out[0].dtype;
    a.out[0] = a.in[0] = mm->out[0];
    a.in[1] = mm->out[0];
    a.in[1].data = mm->in[2].data;
    a.in[1].dtype = mm->in[2].dtype;
    a.in[1].strides[0] = a.in[1].strides[1] = 0;
    a.in[1].strides[2] = mm->in[2].strides[0];
    return a;
}

/* A fused group (issue 21): elementwise operations of one stream, in
 * order, over one shape, that run as one kernel: one pass over memory.
 * Each member's args are what it would be launched with alone.  Input k
 * of a member with from[k] >= 0 is member from[k]'s result, which it
 * would have read from memory (args.in[k] is that result's view); a
 * member without keep is not stored: its memory is not the group's to
 * touch (it was freed, and only later members read the result).  Each
 * result rounds to its dtype as it would have been stored, so the group
 * computes exactly what its members launched one by one compute. */
enum { FUSE_MAX_OPS = 16 };
typedef struct FusedOp {
    OpCode op;
    OpArgs args;
    int8_t from[3];
    bool keep;
} FusedOp;
typedef struct DevFused {
    int n;
    FusedOp ops[FUSE_MAX_OPS];
} DevFused;

/* What the device did with the fused groups it was given, for --profile. */
typedef struct DevFuseStats {
    long launches;           /* groups run as one kernel */
    long unfused;            /* groups run member by member (no NVRTC) */
    long waited;             /* groups run member by member while their kernel compiled */
    long compiled;           /* kernels compiled, */
    double compile_ms;       /* taking this long */
    long from_disk;          /* kernels found in the disk cache */
    long reused;             /* kernels found in memory */
} DevFuseStats;

typedef struct DevStream DevStream;   /* cudaStream_t */
typedef struct DevEvent DevEvent;     /* cudaEvent_t */
typedef struct DevGraph DevGraph;     /* cudaGraphExec_t */

typedef enum CopyKind {               /* cudaMemcpyKind */
    COPY_HOST_TO_DEVICE, COPY_DEVICE_TO_HOST, COPY_DEVICE_TO_DEVICE
} CopyKind;

/* A device's memory, in bytes, as torch.cuda.memory_allocated and friends
 * report it: allocations are counted rounded up to PyTorch's 512-byte
 * granule; reserved is what the pool holds from the system, in use or cached. */
typedef struct DevMemoryStats {
    size_t allocated;         /* cudaMemPoolAttrUsedMemCurrent */
    size_t peak_allocated;    /* cudaMemPoolAttrUsedMemHigh */
    size_t reserved;          /* cudaMemPoolAttrReservedMemCurrent */
} DevMemoryStats;

/* How a trace (src/trace.h) learns when work ran on the device.  While a
 * timer is set, the backend calls tag() on the host's thread as it
 * enqueues each launch, copy, event record and stream wait; a non-NULL tag
 * asks for that item to be timed, and ran(tag, start, end) reports it once
 * it has run: start when its stream reached it, end when it was done, in
 * milliseconds of the host's CLOCK_MONOTONIC, from any thread, but before
 * a synchronize that waits for the item returns.  Every tag taken is
 * reported once, the item dropped at shutdown aside: one the backend
 * cannot time after all is reported with start and end -1 (the trace
 * takes operations in order and waits for each report).  The simulated
 * device stamps each item as a worker finishes it; a GPU backend
 * brackets the item with two CUDA events (only while a timer is set) and
 * reports them, moved onto the host's clock, once they have completed:
 * at the latest when a synchronize finds the work done. */
typedef struct DevTimer {
    void *(*tag)(void);
    void (*ran)(void *tag, double start_ms, double end_ms);
} DevTimer;

/* A collective over tensors of one dtype, one per device (NCCL's
 * single-process, multi-device calls; see src/collective.h for the
 * checks that come first).  Participant i is `rank` i: device dev[i],
 * enqueued on stream[i], reading send[i] and writing recv[i], contiguous
 * buffers (send[i] == recv[i] in place).  count is per rank, in elements:
 * the size of send[i] for all_reduce, broadcast and all_gather (recv[i]
 * holds n * count for all_gather), the size of recv[i] for reduce_scatter
 * (send[i] holds n * count). */
#define DEV_MAX_RANKS 16
typedef enum CollKind {
    COLL_ALL_REDUCE,      /* ncclAllReduce */
    COLL_BROADCAST,       /* ncclBroadcast from rank `root` */
    COLL_ALL_GATHER,      /* ncclAllGather: recv[i] = send[0] ++ ... ++ send[n-1] */
    COLL_REDUCE_SCATTER   /* ncclReduceScatter: recv[i] = block i of the reduction */
} CollKind;
typedef enum CollOp { COLL_SUM, COLL_MAX, COLL_MIN, COLL_AVG } CollOp; /* ncclRedOp_t */
typedef struct DevCollective {
    CollKind kind;
    CollOp op;                 /* all_reduce and reduce_scatter */
    int root;                  /* broadcast */
    DType dtype;
    size_t count;
    int n;
    int dev[DEV_MAX_RANKS];
    DevStream *stream[DEV_MAX_RANKS];
    void *send[DEV_MAX_RANKS];
    void *recv[DEV_MAX_RANKS];
} DevCollective;

typedef struct Backend {
    const char *name;                                  /* "sim", "cuda" */

    /* devices */
    int (*device_count)(void);                         /* cudaGetDeviceCount */
    const char *(*device_name)(int dev);               /* cudaGetDeviceProperties().name */
    void (*priority_range)(int *least, int *greatest); /* cudaDeviceGetStreamPriorityRange */
    bool (*device_synchronize)(int dev, Error *err);/* cudaDeviceSynchronize */

    /* memory, ordered on a stream */
    bool (*alloc)(int dev, size_t bytes, DevStream *s, void **out, Error *err); /* cudaMallocAsync */
    /* cudaFreeAsync on s (the stream ptr was allocated on), made to wait for
     * every other stream that used ptr (see record_use): the memory is
     * reused only once no stream can touch it */
    void (*free)(int dev, void *ptr, DevStream *s);
    bool (*host_alloc)(size_t bytes, void **out, Error *err);  /* cudaHostAlloc (pinned) */
    void (*host_free)(void *ptr);                      /* cudaFreeHost */
    /* cudaMemcpyAsync: returns at once, except that a pageable host source
     * has been read and a copy to pageable host memory is complete when it
     * returns; copies from or to pinned memory are fully asynchronous */
    bool (*copy)(void *dst, const void *src, size_t bytes, CopyKind kind,
                 DevStream *s, Error *err);
    /* Work on s uses the allocation at ptr: its free also waits for everything
     * enqueued on s by then (PyTorch's recordStream; with cudaFreeAsync: a
     * cudaEventRecord on s and a cudaStreamWaitEvent before the free).
     * Operations launched on a stream record their own uses. */
    void (*record_use)(void *ptr, DevStream *s);
    void (*memory_stats)(int dev, DevMemoryStats *out); /* cudaMemPoolGetAttribute */
    void (*empty_cache)(int dev);                      /* cudaMemPoolTrimTo(pool, 0) once
                                                          pending frees are done */

    /* streams */
    DevStream *(*default_stream)(int dev);             /* the legacy NULL stream */
    bool (*stream_create)(int dev, int priority, DevStream **out, Error *err);
                                                       /* cudaStreamCreateWithPriority(NonBlocking) */
    void (*stream_destroy)(DevStream *s);              /* cudaStreamDestroy */
    bool (*stream_synchronize)(DevStream *s, Error *err); /* cudaStreamSynchronize */
    bool (*stream_query)(DevStream *s);                /* cudaStreamQuery == cudaSuccess */
    bool (*stream_wait_event)(DevStream *s, DevEvent *e, Error *err); /* cudaStreamWaitEvent */

    /* events */
    bool (*event_create)(int dev, bool timing, bool blocking, DevEvent **out,
                         Error *err);               /* cudaEventCreateWithFlags */
    void (*event_destroy)(DevEvent *e);                /* cudaEventDestroy */
    bool (*event_record)(DevEvent *e, DevStream *s, Error *err); /* cudaEventRecord */
    bool (*event_query)(DevEvent *e);                  /* cudaEventQuery == cudaSuccess */
    bool (*event_synchronize)(DevEvent *e, Error *err);          /* cudaEventSynchronize */
    bool (*event_elapsed)(DevEvent *start, DevEvent *end, float *ms,
                          Error *err);              /* cudaEventElapsedTime */

    /* operations: enqueue kernel `op` on stream s (a kernel launch) */
    bool (*launch)(OpCode op, const OpArgs *args, DevStream *s, Error *err);

    /* Host waits (every synchronize, blocking copies to the host) give up
     * with "interrupted" once pending() returns true (no single CUDA
     * call: the CUDA backend waits by polling cudaStreamQuery/cudaEventQuery). */
    void (*set_interrupt)(bool (*pending)(void));
    /* Ends the device's work and frees its resources at exit (cudaDeviceReset). */
    void (*shutdown)(void);

    /* Optional (NULL: the backend cannot time its work, and a trace shows
     * each item right after the one before it on its stream): times the
     * work enqueued from now on, until called with NULL (see DevTimer). */
    void (*set_timer)(const DevTimer *timer);

    /* Enqueues one collective on every participant's stream: each stream
     * waits until all have reached it, and goes on once it is done (NCCL
     * group call).  Optional (NULL: the backend has none). */
    bool (*collective)(const DevCollective *c, Error *err);

    /* CUDA graphs.  Optional (NULL: the backend has none).  Between
     * capture_begin and capture_end, the kernels and device copies
     * enqueued on s are recorded into a graph instead of running; host
     * waits on s, copies from or to pageable host memory, and event
     * records and waits on s fail with "operation not permitted when
     * stream is capturing" (cst captures one stream).  Memory the graph's
     * work touches stays allocated while the graph lives, freed or not,
     * so that a replay never reaches memory handed out again. */
    bool (*capture_begin)(DevStream *s, Error *err);   /* cudaStreamBeginCapture */
    /* Ends the capture on s (also after an error inside it): *out is the
     * graph, ready to launch, or NULL when keep is false (the capture is
     * dropped).  cudaStreamEndCapture + cudaGraphInstantiate */
    bool (*capture_end)(DevStream *s, bool keep, DevGraph **out, Error *err);
    bool (*capture_active)(const DevStream *s);        /* cudaStreamIsCapturing */
    /* Enqueues the graph's work on s, in the order it was captured, as one
     * item of s (cudaGraphLaunch). */
    bool (*graph_launch)(DevGraph *g, DevStream *s, Error *err);
    void (*graph_destroy)(DevGraph *g);                /* cudaGraphExecDestroy */

    /* Automatic graphs, on unless --no-graphs: the backend may hold small
     * launches back and send repeated runs of them as CUDA graphs, with
     * nothing observable changed (every other call sends them first).
     * Optional (NULL: the backend launches each at once). */
    void (*set_auto_graphs)(bool on);

    /* Enqueues a fused group on s, as one kernel (see DevFused).
     * Optional (NULL: groups are not formed, every launch goes alone). */
    bool (*launch_fused)(const DevFused *f, DevStream *s, Error *err);
    /* Optional (NULL: nothing to tell beyond the trace's own count). */
    void (*fuse_stats)(DevFuseStats *out);
    /* Work not enqueued yet (a fused group being gathered) uses the
     * allocation at p: a free while it is pinned counts at once (memory
     * stats drop as they would have), but the memory is released (as
     * free does) only when the last pin goes.  pin returns what unpin
     * takes, NULL for memory that is not the device's.  With launch_fused. */
    void *(*pin)(const void *p);
    void (*unpin)(void *base);
} Backend;

#endif
