/* sim.h: the simulated device: a Backend (device.h) whose device memory is
 * host memory and whose kernels are the plain-C functions of kernels.h.
 * Each stream is a FIFO served by its own worker thread (stream.h); memory
 * is a stream-ordered pool that frees a block only once no stream can still
 * use it (memory.h). */
#ifndef CST_SIM_SIM_H
#define CST_SIM_SIM_H

#include "tensor/device.h"

/* The simulated backend with ndevices devices (clamped to 1..SIM_MAX_DEVICES);
 * the first call fixes the count. */
#define SIM_MAX_DEVICES 16
const Backend *sim_backend(int ndevices);

/* The Backend's collective (collective.c). */
bool sim_collective(const DevCollective *c, Error *err);
/* The Backend's fused groups (fuse.c). */
bool sim_launch_fused(const DevFused *f, DevStream *s, Error *err);

#endif
