/* run.c: runs any op of ops.def on the calling thread, now: how cpu tensors
 * compute, and what the simulated device's stream workers call. */
#include <errno.h>
#include <time.h>

#include "cpu/kernels.h"

/* The kernel behind OP_sleep when it runs on the host: streams never call
 * it (a sleeping stream of the simulated device is a deadline its workers
 * wake for, so that it holds no worker and shutdown need not wait). */
void cpu_sleep(const OpArgs *a)
{
    double ms = a->sf[0] > 0 ? a->sf[0] : 0;
    struct timespec ts = {(time_t)(ms / 1e3), (long)((ms - (double)(time_t)(ms / 1e3) * 1e3) * 1e6)};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
        ;
}

void cpu_run(OpCode op, const OpArgs *a)
{
    static const CpuKernelFn table[OP_COUNT] = {
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) [OP_##name] = cpu_##name,
#define OP(name, arity, group, doc) [OP_##name] = cpu_##name,
#include "ops.def"
#undef EW
#undef OP
    };
    table[op](a);
}
