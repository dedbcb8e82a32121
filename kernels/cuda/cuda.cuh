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

// cuBLAS (blas.cu): a stream's workspace goes back to the pool before the
// stream is destroyed; the handles go before the contexts do.
void cuda_blas_forget_stream(int dev, cudaStream_t cs);
void cuda_blas_shutdown(void);

// The float16/bfloat16 tables of the heavy ops (lut.cu), before the
// contexts go.
void cuda_lut_shutdown(void);

// Tracing's timer (timer.cu): begin, before an item is enqueued on cs of
// the current device dev, returns a token (NULL: not timed) for end, after
// it; report hands the trace the times of the items done (host waits call
// it once they return).
void cuda_timer_set(const DevTimer *t);
void *cuda_timer_begin(int dev, cudaStream_t cs);
void cuda_timer_end(void *token, cudaStream_t cs);
void cuda_timer_report(void);
void cuda_timer_shutdown(void);

// The kernels of ops.def (launch.cu): enqueue op on stream cs of the
// current device.
bool cuda_launch_op(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err);

// NCCL (nccl.cu): the Backend's collective.
bool cuda_collective(const DevCollective *c, Error *err);

#endif
