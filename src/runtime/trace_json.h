/* trace_json.h: a recorded trace as Chrome trace-event JSON, the format
 * Perfetto (ui.perfetto.dev) and chrome://tracing open. */
#ifndef CST_TRACE_JSON_H
#define CST_TRACE_JSON_H

#include <stdbool.h>

#include "base/error.h"
#include "runtime/trace.h"

/* Writes d to path; false with err (may be NULL) when it cannot. */
bool trace_json_write(const TraceData *d, const char *path, Error *err);

#endif
