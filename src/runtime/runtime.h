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

#include "tensor/device.h"
#include "base/error.h"
#include "base/options.h"
#include "tensor/tensor.h"

/* The most devices a program can see. */
#define RUNTIME_MAX_DEVICES 16

/* Records the choices of the command line; touches no device.  The first
 * call also arranges for runtime_exit to run when the process exits. */
void runtime_configure(const Options *opts);
/* The backend, chosen and initialised on first use (lazy CUDA init). */
bool runtime_backend(const Backend **out, Error *err);
int runtime_device_count(void);
int runtime_current_device(void);
void runtime_set_current_device(int dev);
/* The stream device work is enqueued on: dev's current stream. */
DevStream *runtime_current_stream(int dev);
/* NULL makes the default stream current again.  The caller keeps s alive
 * while it is current (stream_value.c holds the stream's value). */
void runtime_set_current_stream(int dev, DevStream *s);
/* Waits for every stream of dev (torch.cuda.synchronize). */
bool runtime_synchronize_device(int dev, Error *err);

/* fn runs at exit, before the backend shuts down: modules that hold device
 * objects (streams kept current, default-stream values) release them there. */
void runtime_at_exit(void (*fn)(void));
/* Runs those functions, then ends the backend's workers and frees its
 * memory (at exit; nothing may use a device afterwards). */
void runtime_exit(void);

/* The host is about to read t (print, item, tolist, a condition, a
 * blocking copy to the host): wait for the current stream of t's device,
 * as PyTorch does, and for nothing else: work of other streams is not
 * waited for.  A cpu tensor needs no wait, even pinned memory that a
 * non-blocking copy is still filling (the program must synchronize: the
 * race checker is told of the read, and says so when it did not). */
bool runtime_before_host_read(const Tensor *t, Error *err);
/* Work that copied host data into t was just enqueued (tensor([...])):
 * wait for it, as PyTorch's blocking host-to-device copy does. */
bool runtime_after_host_write(const Tensor *t, Error *err);

#endif
