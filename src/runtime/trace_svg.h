/* trace_svg.h: --timeline: a recorded trace drawn as a standalone SVG
 * picture, one lane per stream (and one for the host) along a time axis. */
#ifndef CST_TRACE_SVG_H
#define CST_TRACE_SVG_H

#include <stdbool.h>

#include "base/error.h"
#include "runtime/trace.h"

/* Writes d to path; false with err (may be NULL) when it cannot. */
bool trace_svg_write(const TraceData *d, const char *path, Error *err);

#endif
