/* runtime.h: the device state a program runs against: which backend serves
 * the devices, the current device, and each device's current stream.  One
 * per process, like a CUDA context; the evaluator and the tensor, stream
 * and event builtins all ask it rather than keeping their own copies.
 *
 * It is also where the host's implicit waits live (streams.md, "When the
 * host waits"), so that every place that reads device data on the host
 * waits the same way PyTorch does. */
#ifndef CST_RUNTIME_H
#define CST_RUNTIME_H

#include <stdbool.h>

#include "device.h"
#include "error.h"
#include "interp.h"
#include "tensor.h"

/* Records the choices of the command line; touches no device. */
void runtime_configure(const Options *opts);
/* The backend, chosen and initialised on first use (lazy CUDA init). */
bool runtime_backend(const Backend **out, Error *err);
int runtime_device_count(void);
int runtime_current_device(void);
void runtime_set_current_device(int dev);
/* The stream device work is enqueued on: dev's current stream. */
DevStream *runtime_current_stream(int dev);
void runtime_set_current_stream(int dev, DevStream *s);

/* The host is about to read t (print, item, tolist, a condition, a
 * blocking copy to the host): wait for the current stream of t's device,
 * as PyTorch does.  A cpu tensor needs no wait. */
bool runtime_before_host_read(const Tensor *t, Error *err);
/* Work that copied host data into t was just enqueued (tensor([...])):
 * wait for it, as PyTorch's blocking host-to-device copy does. */
bool runtime_after_host_write(const Tensor *t, Error *err);

#endif
