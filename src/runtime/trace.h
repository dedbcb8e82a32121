/* trace.h: what ran where, and when: the record behind --trace, --timeline,
 * --profile and the REPL's `:trace`.
 *
 * While a trace is on, runtime_backend hands out a Backend that wraps the
 * real one (trace_backend): every launch, copy, event record, stream wait
 * and host wait passes through it and is recorded with its stream, its
 * operands' shapes and dtype and the source line that asked for it, and
 * record -> wait pairs become dependencies.  The device itself says when the
 * work ran, through the backend's DevTimer (device.h): the simulated device
 * stamps each item as a worker finishes it; a GPU backend brackets it with
 * CUDA events, only while a timer is set.  As their times come in, the
 * operations go to trace_json.c (Chrome trace-event JSON), which writes
 * them out while the program runs, so that a trace of a long run holds
 * little memory; the timeline picture (trace_svg.c) and the profile table
 * (trace_profile.c) need the whole run, and keep every operation until the
 * trace stops.
 *
 * Off, tracing costs one test of trace_active where the backend is fetched
 * and one where the simulated device enqueues or finishes an item. */
#ifndef CST_TRACE_H
#define CST_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensor/device.h"
#include "base/error.h"
#include "base/options.h"
#include "lang/ast.h"

/* True while a trace is recording. */
extern bool trace_active;

/* What a trace writes when it stops. */
typedef struct TraceOutputs {
    const char *json;      /* Chrome trace-event JSON, or NULL */
    const char *svg;       /* the timeline picture, or NULL */
    bool profile;          /* the profile table on stderr */
} TraceOutputs;

/* The command line's --trace, --timeline and --profile: starts a trace
 * that stops at exit when any of them is asked for. */
void trace_configure(const Options *opts);
/* Stops the trace at the process's end (the runtime's exit hook). */
void trace_at_exit(void);
/* Starts a new trace (stopping the one in progress first, which writes its
 * outputs: false with err when it cannot, but the new trace starts all the
 * same).  The paths are copied. */
bool trace_start(const TraceOutputs *outs, Error *err);
/* Stops the trace in progress: waits for the device work it recorded
 * (unless interrupted), then writes its outputs.  False with err when one
 * cannot be written; true when no trace was on. */
bool trace_stop(Error *err);
/* The Backend to hand out while a trace is on: be, wrapped. */
const Backend *trace_backend(const Backend *be);
/* The running program's operation (eval_site_ref), which gives each
 * recorded operation its file:line. */
void trace_attach(const Site *site);

/* Names the lane of stream s as it prints (streams.md): stream_value.c
 * tells as it makes stream number `number` (name NULL: `stream#3`) and as
 * a declaration names it (number 0: `s1`).  Default streams are "default"
 * without being told. */
void trace_name_stream(DevStream *s, int dev, const char *name, int number);
/* Stream s is gone (stream_value.c, as its value is freed): its name is
 * forgotten, so that names do not pile up over a run that makes streams by
 * the thousand. */
void trace_forget_stream(DevStream *s);
/* The race checker found a race in the operation about to be enqueued on
 * stream s (NULL: in a read by the host) at the current source location:
 * the timeline marks it in red; message is copied. */
void trace_mark_race(DevStream *s, const char *message);

/* ---- the recorded trace, as the writers see it ---- */

typedef enum TraceKind {
    TRACE_KERNEL,      /* an operation of ops.def; op is its OpCode */
    TRACE_COPY,        /* a copy between host and device; op is its CopyKind */
    TRACE_RECORD,      /* an event record */
    TRACE_WAIT,        /* a stream waiting for an event (wait_event, wait_stream) */
    TRACE_HOST_WAIT,   /* the host waiting; op is a TraceHostWait */
    TRACE_RACE,        /* a race the checker found; text is its message */
    TRACE_GRAPH,       /* a CUDA graph's replay; text names its operations */
    TRACE_FUSED        /* a fused group's kernel (fuse.h); text names its operations */
} TraceKind;

typedef enum TraceHostWait {
    HOST_WAIT_STREAM,  /* stream synchronize: print, item, s.synchronize(), ... */
    HOST_WAIT_EVENT,   /* event synchronize */
    HOST_WAIT_DEVICE,  /* device synchronize: the `synchronize` statement */
    HOST_WAIT_COPY     /* a copy to host memory, which returns once it is done */
} TraceHostWait;

typedef struct TraceOp {
    uint8_t kind;      /* TraceKind */
    uint8_t dtype;     /* DType; DT_COUNT when it has none */
    uint16_t op;
    int32_t lane;      /* index in TraceData.lanes (0: the host) */
    int32_t file;      /* index in TraceData.files, or -1 */
    int32_t line;
    int32_t text;      /* offset in TraceData.text, or -1: the shapes of a
                          kernel, the source line's code for a host wait,
                          the message of a race, a graph's operations */
    int32_t target;    /* the lane a stream synchronize waits for, or the lane of
                          the record a wait or an event synchronize waits for;
                          the device of a device synchronize; or -1 */
    int64_t dep;       /* the record a wait or an event synchronize waits for, or -1 */
    uint64_t bytes;    /* copies */
    double enqueued;   /* ms since the trace started (not kept for kernels the device timed) */
    double start, end; /* when it ran on its stream (host waits: on the host) */
} TraceOp;

typedef struct TraceLane {
    int dev;           /* -1: the host */
    const char *label; /* "host", "default", "s1", "stream#3" */
} TraceLane;

/* A whole trace, as --timeline and --profile see it when it stops (the
 * JSON writer sees the same lanes, files and text, and one operation at a
 * time). */
typedef struct TraceData {
    const TraceOp *ops;   /* in the order they were enqueued */
    size_t nops;
    const TraceLane *lanes;   /* the host first, then by device: default, then in order of creation */
    int nlanes;
    const char *const *files;
    int nfiles;
    const char *text;
    double wall;          /* ms from the trace's start to its stop */
    bool has_fuse;        /* the device told what it did with fused groups: */
    DevFuseStats fuse;
} TraceData;

/* What each operation is (trace_names.c).  "add", "device_sleep", "copy
 * HtoD", "record", "wait s1", "synchronize", ... */
void trace_op_name(const TraceData *d, const TraceOp *op, char *buf, size_t n);
/* Its kind, which colours the timeline: "elementwise", "reduction",
 * "matmul", "copy", "fill", "random", "softmax/sort", "sleep", "sync",
 * "host", "race". */
const char *trace_op_kind(const TraceOp *op);
/* Whether op is work that keeps its stream busy (kernels and copies). */
bool trace_op_is_work(const TraceOp *op);
/* TraceData text at offset (never NULL: "" for -1). */
const char *trace_text(const TraceData *d, int32_t offset);

#endif
