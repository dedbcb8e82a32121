/* trace_profile.h: --profile: a recorded trace summed up as a table. */
#ifndef CST_TRACE_PROFILE_H
#define CST_TRACE_PROFILE_H

#include <stdio.h>

#include "runtime/trace.h"

/* How much of the time the device's streams overlapped. */
typedef struct TraceOverlap {
    double any;        /* ms during which at least one stream ran work */
    double two;        /* ms during which two or more did */
} TraceOverlap;

void trace_profile_overlap(const TraceData *d, TraceOverlap *out);
/* Per operation: count, total, mean, share; per stream: busy time; the
 * measured overlap; the host's waits. */
void trace_profile_print(const TraceData *d, FILE *f);

#endif
