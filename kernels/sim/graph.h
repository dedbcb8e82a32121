/* graph.h: the simulated device's CUDA graphs (device.h, "CUDA graphs").
 * A capturing stream records its kernels and device-to-device copies as
 * the steps of a graph instead of enqueueing them; a launch of the graph
 * is one item of its stream that runs every step in the captured order,
 * as cudaGraphLaunch runs the graph as one unit of the stream.  The
 * blocks the steps touch are held (memory.h) while the graph lives. */
#ifndef CST_SIM_GRAPH_H
#define CST_SIM_GRAPH_H

#include <stdbool.h>

#include "tensor/device.h"

/* The Backend's graph calls. */
bool sim_capture_begin(DevStream *s, Error *err);
bool sim_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err);
bool sim_capture_active(const DevStream *s);
bool sim_graph_launch(DevGraph *g, DevStream *s, Error *err);
void sim_graph_destroy(DevGraph *g);

/* With the lock held: records a kernel or a copy into s's capture. */
bool sim_capture_kernel_locked(DevStream *s, OpCode op, const OpArgs *a, Error *err);
bool sim_capture_copy_locked(DevStream *s, void *dst, const void *src, size_t bytes, Error *err);

#endif
