/* trace_json.h: a trace as Chrome trace-event JSON, the format Perfetto
 * (ui.perfetto.dev) and chrome://tracing open, written as the trace
 * records (trace.c hands over each operation once its time is known), so
 * that a long run's trace is on disk rather than in memory. */
#ifndef CST_TRACE_JSON_H
#define CST_TRACE_JSON_H

#include <stdbool.h>

#include "base/error.h"
#include "runtime/trace.h"

typedef struct TraceJson TraceJson;

/* Starts the file at path; NULL with err when it cannot be written. */
TraceJson *trace_json_open(const char *path, Error *err);
/* Names track tid of device dev (-1: the host), sorted by sort among its
 * device's tracks; again when it is renamed. */
void trace_json_track(TraceJson *j, int dev, int tid, const char *label, long long sort);
/* Operation op of track tid, which lasts dur_us in the picture (its own
 * time, or a little more: see trace_json.c); d resolves its names and
 * texts; times are ms from t0. */
void trace_json_op(TraceJson *j, const TraceData *d, const TraceOp *op, int tid, double dur_us, double t0);
/* The arrow id (one per wait, in the order the waits were enqueued) from
 * a record to a wait on it: each end at a time (ms from t0) inside its
 * slice. */
void trace_json_flow(TraceJson *j, long long id, int r_dev, int r_tid, double r_ms, int w_dev, int w_tid,
                     double w_ms);
/* Ends and closes the file (wall: ms the trace lasted) and frees j;
 * false with err when anything could not be written. */
bool trace_json_close(TraceJson *j, double wall, Error *err);

#endif
