/* runtime.c: the process's device state (runtime.h). */
#include "runtime.h"

#include <stddef.h>

#include "sim/sim.h"

static struct {
    DeviceChoice choice;
    int sim_devices;
    const Backend *backend;          /* NULL until first use */
    int current_device;
    DevStream *current[SIM_MAX_DEVICES];   /* NULL: the default stream */
} rt = {DEVICE_AUTO, 1, NULL, 0, {NULL}};

void runtime_configure(const Options *opts)
{
    rt.choice = opts->device;
    rt.sim_devices = opts->sim_devices > 0 ? opts->sim_devices : 1;
}

bool runtime_backend(const Backend **out, Error *err)
{
    (void)err;
    /* The CUDA backend is not built yet: every choice runs on the simulated
     * device, which prints exactly what a GPU prints. */
    if (!rt.backend) rt.backend = sim_backend(rt.sim_devices);
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
    if (dev < 0 || dev >= SIM_MAX_DEVICES || !runtime_backend(&be, NULL)) return NULL;
    return rt.current[dev] ? rt.current[dev] : be->default_stream(dev);
}

void runtime_set_current_stream(int dev, DevStream *s)
{
    if (dev >= 0 && dev < SIM_MAX_DEVICES) rt.current[dev] = s;
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
    return wait_current_stream(tensor_device(t), err);
}

bool runtime_after_host_write(const Tensor *t, Error *err)
{
    return wait_current_stream(tensor_device(t), err);
}
