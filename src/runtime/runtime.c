/* runtime.c: the process's device state (runtime.h): the backend, the
 * current device, each device's current stream, the host's implicit waits
 * and the orderly end of the device's workers at exit. */
#include "runtime/runtime.h"

#include <stddef.h>
#include <stdlib.h>

#include "cuda/load.h"
#include "base/diag.h"
#include "tensor/dispatch.h"
#include "base/interrupt.h"
#include "runtime/fuse.h"
#include "runtime/race.h"
#include "sim/memory.h"
#include "sim/sim.h"
#include "runtime/stream_pool.h"
#include "runtime/trace.h"

enum { EXIT_HOOKS_MAX = 8 };

static struct {
    DeviceChoice choice;
    bool quiet;
    int sim_devices;
    bool auto_graphs;                /* unless --no-graphs */
    const Backend *backend;          /* NULL until first use */
    const Backend *pool;             /* the stream pool, under the layers */
    int current_device;
    DevStream *current[RUNTIME_MAX_DEVICES];   /* NULL: the default stream */
    bool exit_registered;
    void (*exit_hooks[EXIT_HOOKS_MAX])(void);
    int nexit_hooks;
} rt = {DEVICE_AUTO, false, 1, true, NULL, NULL, 0, {NULL}, false, {NULL}, 0};

void runtime_configure(const Options *opts)
{
    rt.choice = opts->device;
    rt.quiet = opts->quiet;
    rt.sim_devices = opts->sim_devices > 0 ? opts->sim_devices : 1;
    rt.auto_graphs = !opts->no_graphs;
    fuse_enable(!opts->no_fuse);
    sim_mem_set_limit(opts->max_memory);
    race_configure(opts);
    trace_configure(opts);
    if (!rt.exit_registered) {
        rt.exit_registered = atexit(runtime_exit) == 0;
        runtime_at_exit(trace_at_exit);
    }
}

/* --device=cuda insists on a GPU; auto takes one when there is one and
 * otherwise the simulated device, which prints exactly what a GPU prints.
 * On a machine whose driver sees a GPU that our backend cannot use, auto
 * says so once rather than quietly running on the CPU. */
bool runtime_backend(const Backend **out, Error *err)
{
    if (!rt.backend) {
        const Backend *be = NULL;
        Error why;
        if (rt.choice != DEVICE_SIM && !cuda_backend_load(&be, &why)) {
            if (rt.choice == DEVICE_CUDA) {
                error_set(err, "--device=cuda: no usable GPU: %s", why.msg);
                return false;
            }
            if (!rt.quiet && cuda_driver_sees_gpu())
                diag_plain_warning("this machine has a GPU, but %s; running on the simulated device",
                                   why.msg);
            be = NULL;
        }
        /* Streams come from a pool; every call then passes through the
         * fusion of elementwise chains and, above it, the race checker
         * (unless off), which sees each stream and each launch apart. */
        rt.pool = stream_pool_backend(be ? be : sim_backend(rt.sim_devices));
        rt.backend = race_backend(fuse_backend(rt.pool));
        /* Ctrl-C ends a host wait on a stream, as it ends a loop. */
        rt.backend->set_interrupt(interrupt_pending);
        if (rt.backend->set_auto_graphs) rt.backend->set_auto_graphs(rt.auto_graphs);
        /* Copies between devices order themselves on both current streams. */
        dispatch_set_current_streams(runtime_current_stream);
    }
    /* While a trace records, the work that reaches the pool passes
     * through it: fused groups as such. */
    fuse_route(trace_active ? trace_backend(rt.pool) : rt.pool);
    *out = rt.backend;
    return true;
}

int runtime_device_count(void)
{
    const Backend *be;
    return runtime_backend(&be, NULL) ? be->device_count() : 0;
}

int runtime_current_device(void)
{
    return rt.current_device;
}

void runtime_set_current_device(int dev)
{
    rt.current_device = dev;
}

DevStream *runtime_current_stream(int dev)
{
    const Backend *be;
    if (dev < 0 || dev >= RUNTIME_MAX_DEVICES || !runtime_backend(&be, NULL)) return NULL;
    return rt.current[dev] ? rt.current[dev] : be->default_stream(dev);
}

void runtime_set_current_stream(int dev, DevStream *s)
{
    if (dev >= 0 && dev < RUNTIME_MAX_DEVICES) rt.current[dev] = s;
}

bool runtime_synchronize_device(int dev, Error *err)
{
    const Backend *be;
    return runtime_backend(&be, err) && be->device_synchronize(dev, err);
}

static bool wait_current_stream(int dev, Error *err)
{
    const Backend *be;
    if (dev < 0) return true;
    if (!runtime_backend(&be, err)) return false;
    return be->stream_synchronize(runtime_current_stream(dev), err);
}

bool runtime_before_host_read(const Tensor *t, Error *err)
{
    if (tensor_device(t) < 0) return race_host_read(t, err);
    return wait_current_stream(tensor_device(t), err);
}

bool runtime_after_host_write(const Tensor *t, Error *err)
{
    return wait_current_stream(tensor_device(t), err);
}

void runtime_at_exit(void (*fn)(void))
{
    if (rt.nexit_hooks < EXIT_HOOKS_MAX) rt.exit_hooks[rt.nexit_hooks++] = fn;
}

void runtime_exit(void)
{
    fuse_flush();
    while (rt.nexit_hooks > 0) rt.exit_hooks[--rt.nexit_hooks]();
    for (int d = 0; d < RUNTIME_MAX_DEVICES; d++) rt.current[d] = NULL;
    if (rt.backend) rt.backend->shutdown();
}
