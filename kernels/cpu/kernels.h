/* kernels.h: the CPU kernels, one per line of ops.def: void
 * cpu_<name>(const OpArgs *), a pure function of its arguments, so a
 * stream of the simulated device can queue it and run it later on any
 * thread, and cpu tensors run it at once.  They are defined by family in
 * the files of this folder. */
#ifndef CST_CPU_KERNELS_H
#define CST_CPU_KERNELS_H

#include "tensor/device.h"

typedef void (*CpuKernelFn)(const OpArgs *a);

#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) void cpu_##name(const OpArgs *a);
#define OP(name, arity, group, doc) void cpu_##name(const OpArgs *a);
#include "ops.def"
#undef EW
#undef OP

/* Runs kernel op on the calling thread, now. */
void cpu_run(OpCode op, const OpArgs *a);

#endif
