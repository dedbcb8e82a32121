/* kernels.h: the simulated device's kernels, one per line of ops.def:
 * void sim_<name>(const OpArgs *), a pure function of its arguments, so a
 * stream can queue it and run it later on any thread.  They are defined by
 * family in elementwise.c, copy.c and fill.c. */
#ifndef CST_SIM_KERNELS_H
#define CST_SIM_KERNELS_H

#include "device.h"

typedef void (*SimKernelFn)(const OpArgs *a);

#define OP(name, arity, doc) void sim_##name(const OpArgs *a);
#include "ops.def"
#undef OP

#endif
