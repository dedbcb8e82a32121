// cuda.cuh: what the CUDA backend's files share on the host side: the
// handles behind DevStream and DevEvent, each device's state, the current
// device, and the macro that turns a failing CUDA call into an Error.
//
// All of the backend's calls come from one host thread (the evaluator's);
// the current device is mirrored per thread anyway, since CUDA keeps it
// per thread.
#ifndef CST_CUDA_CUDA_CUH
#define CST_CUDA_CUDA_CUH

#include <cuda_runtime.h>

#include "tensor/device.h"
#include "base/error.h"

#define CUDA_MAX_DEVICES 16

struct DevStream {
    cudaStream_t cs;        // cudaStreamLegacy for a device's default stream
    int dev;
    int refs;               // the creator's handle and every block that names it
    bool is_default;
    DevGraph *capture;      // while it captures (graph.cu)
    DevStream *next;        // in the list of live streams (device_synchronize)
};

struct DevEvent {
    cudaEvent_t ev;
    int dev;
};

// A device once it has been used: its context exists and its pool caches.
struct CudaDevice {
    bool ready;
    cudaMemPool_t pool;
    cudaEvent_t order;      // recorded and waited on to order frees across streams
    int sms;
    size_t allocated, peak; // as torch.cuda.memory_allocated counts
    int capturing;          // its streams capturing now
    DevStream def;
};

extern CudaDevice cuda_devices[CUDA_MAX_DEVICES];
extern int cuda_ndevices;

// Makes dev current (and ready) for the calls that follow; cudaSetDevice
// only when the current device changes.
bool cuda_use_device(int dev, Error *err);
// The device this thread made current last, -1 before any.
int cuda_current_device(void);

// Fills err with "CUDA error: <CUDA's message> (<call>, file:line)" and
// returns false; clears CUDA's last error so one failure is reported once
// (fail.cu).
bool cuda_fail(Error *err, cudaError_t e, const char *call, const char *file, int line);
// Fills err with CUDA's refusal of a call a stream capture forbids.
bool cuda_capture_refuse(Error *err);

#define CUDA_TRY(err, fn, ...)                                              \
    do {                                                                    \
        cudaError_t cuda_e_ = fn(__VA_ARGS__);                              \
        if (cuda_e_ != cudaSuccess)                                         \
            return cuda_fail(err, cuda_e_, #fn, __FILE__, __LINE__);        \
    } while (0)

// Host waits (device.cu): poll until the stream, event or every stream of
// the device is done, giving up with "interrupted" when the check that
// set_interrupt installs fires.
void cuda_set_interrupt(bool (*pending)(void));
bool cuda_host_wait_stream(DevStream *s, Error *err);
bool cuda_host_wait_event(DevEvent *e, Error *err);
bool cuda_host_wait_device(int dev, Error *err);

// Streams (device.cu) stay alive while a memory block names them (memory.cu).
bool cuda_stream_create(int dev, int priority, DevStream **out, Error *err);
void cuda_stream_ref(DevStream *s);
void cuda_stream_unref(DevStream *s);
// At shutdown: each used device's context goes, then every stream.
void cuda_devices_reset(void);
void cuda_streams_free(void);

// memory.cu
bool cuda_mem_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err);
void cuda_mem_free(int dev, void *ptr, DevStream *s);
bool cuda_mem_host_alloc(size_t bytes, void **out, Error *err);
void cuda_mem_host_free(void *ptr);
bool cuda_mem_copy(void *dst, const void *src, size_t bytes, CopyKind kind, DevStream *s,
                   Error *err);
void cuda_mem_record_use(void *ptr, DevStream *s);
void cuda_mem_stats(int dev, DevMemoryStats *out);
void cuda_mem_trim(int dev);
// At shutdown: the cached small blocks go back to the pools while the
// contexts live, then every allocation is forgotten once they are reset.
void cuda_mem_release_caches(void);
void cuda_mem_shutdown(void);
// The memory of a launch's operands is used by s (device.h's record_use).
void cuda_mem_note_launch(const OpArgs *a, DevStream *s);

// Graphs (graph.cu): the Backend's calls, and cuda_capture_hold: the graph
// s captures into holds the block p lies in (a captured launch's operands).
bool cuda_capture_begin(DevStream *s, Error *err);
bool cuda_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err);
bool cuda_capture_active(const DevStream *s);
bool cuda_graph_launch(DevGraph *g, DevStream *s, Error *err);
void cuda_graph_destroy(DevGraph *g);
bool cuda_capture_hold(DevStream *s, const void *p, Error *err);
// What memory.cu does for graphs: a held block stays allocated until its
// last hold goes, however often it is freed meanwhile (hold returns its
// base address, NULL when p is in no device block; the others take it);
// held_use notes a replay's stream as a user of the block.  When s's
// capture ends, capture_ended runs the frees it put off (cudaFreeAsync on a
// capturing stream would become a node of the graph) and hands back, in a
// malloc'd array, the bases of the blocks allocated on s meanwhile, each
// held once for the graph.
void *cuda_mem_hold(const void *p);
void cuda_mem_unhold(void *base);
void *cuda_mem_pin(const void *p);
void cuda_mem_unpin(void *base);
void cuda_mem_held_use(void *base, DevStream *s);
size_t cuda_mem_capture_ended(DevStream *s, void ***made);

// cuBLAS (blas.cu): a stream's workspace goes back to the pool before the
// stream is destroyed; the handles go before the contexts do.
void cuda_blas_forget_stream(int dev, cudaStream_t cs);
void cuda_blas_shutdown(void);
// A toolkit library (libcublas, libcusolver) by its soname, each of the
// versions (a NULL-terminated list) in turn, the loader's path first,
// then the toolkit's usual place; NULL when none opens (blas.cu).
void *cuda_open_library(const char *stem, const char *const *versions);
// cuSOLVER's and trsm's handles (solver.cu) go before the contexts do.
void cuda_solver_shutdown(void);

// The float16/bfloat16 tables of the heavy ops (lut.cu), before the
// contexts go.
void cuda_lut_shutdown(void);

// Tracing's timer (timer.cu): begin, before an item is enqueued on cs of
// the current device dev, returns a token (NULL: not timed) for end, after
// it; report hands the trace the times of the items done (host waits call
// it once they return).
void cuda_timer_set(const DevTimer *t);
bool cuda_timer_active(void);
void *cuda_timer_begin(int dev, cudaStream_t cs);
void cuda_timer_end(void *token, cudaStream_t cs);
void cuda_timer_report(void);
void cuda_timer_shutdown(void);

// The kernels of ops.def (launch.cu): enqueue op on stream cs of the
// current device.
bool cuda_launch_op(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);

// Automatic graphs (batch.cu): whether a launch may be held back (small
// elementwise work, no capture, no timer), holding it back, and sending
// everything held back (every backend call but launch and alloc does that
// first; err may be NULL).
bool cuda_batch_wants(OpCode op, const OpArgs *a, const DevStream *s);
bool cuda_batch_add(OpCode op, const OpArgs *a, DevStream *s, Error *err);
bool cuda_batch_flush(Error *err);
void cuda_batch_enable(bool on);
void cuda_batch_shutdown(void);

// NCCL (nccl.cu): the Backend's collective.
bool cuda_collective(const DevCollective *c, Error *err);

bool cuda_fuse_launch(const DevFused *f, DevStream *s, Error *err);
void cuda_fuse_stats(DevFuseStats *out);
void cuda_fuse_shutdown(void);

#endif
