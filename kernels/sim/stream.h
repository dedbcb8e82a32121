/* stream.h: the simulated device's streams and events.  Each stream is a
 * FIFO of work items; a pool of worker threads, as many as the host has
 * cores however many streams there are, serves them, one item of a stream
 * at a time; an event is a position (a ticket) in one stream's queue;
 * kernels share a fixed number of compute units (the host's cores), granted
 * to the waiting stream of highest priority first, so that priorities
 * matter when streams compete.
 *
 * One lock guards every queue, counter, event and memory pool of the
 * simulated device (memory.c takes it too): functions named _locked expect
 * the caller to hold it, the others take it themselves.  Kernels and copies
 * run outside it. */
#ifndef CST_SIM_STREAM_H
#define CST_SIM_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensor/device.h"

/* Sets up the lock, the condition variable and the compute units. */
void sim_streams_init(void);
/* Ends the workers (queued work is dropped, as when a process with a CUDA
 * context exits) and frees every stream. */
void sim_streams_shutdown(void);
void sim_set_compute_units(int n);
void sim_set_interrupt(bool (*pending)(void));
/* The Backend's set_timer: each item is stamped in its stream's worker. */
void sim_set_timer(const DevTimer *t);

void sim_lock(void);
void sim_unlock(void);

/* Streams.  A stream lives while its handle or anything that refers to a
 * position in it (an event, a wait, a memory block's use) holds it. */
DevStream *sim_stream_new(int dev, int priority);
void sim_stream_release(DevStream *s);              /* drops the creator's handle */
void sim_stream_ref_locked(DevStream *s);
void sim_stream_unref_locked(DevStream *s);
int sim_stream_device(const DevStream *s);
/* The ticket of the last item enqueued on s: the position after
 * everything enqueued so far (0 before the first). */
uint64_t sim_stream_tail_locked(const DevStream *s);
bool sim_stream_reached_locked(const DevStream *s, uint64_t ticket);

/* Enqueueing (lock held).  Each returns the item's ticket, or 0 with err
 * filled when no worker can be started or the host was interrupted while
 * the stream's queue was full (a queue holds at most SIM_QUEUE_MAX items:
 * past that the host waits, as a CUDA launch does when the device's queue
 * is full, so that a host that runs far ahead holds bounded memory). */
enum { SIM_QUEUE_MAX = 256 };
uint64_t sim_enqueue_kernel_locked(DevStream *s, OpCode op, const OpArgs *a, Error *err);
/* memmove(dst, src, bytes) on s; staging (may be NULL) is freed after it. */
uint64_t sim_enqueue_copy_locked(DevStream *s, void *dst, const void *src, size_t bytes,
                                 void *staging, Error *err);
/* An item that runs run(ctx) on a worker, holding a compute unit as a
 * kernel does (a graph's launch, graph.c); done(ctx) follows under the
 * lock, also when the item is dropped, or at once when none can be made. */
uint64_t sim_enqueue_task_locked(DevStream *s, void (*run)(void *ctx), void (*done)(void *ctx), void *ctx,
                                 Error *err);
/* The graph s's work goes to while s captures (graph.c), or NULL; whether
 * any stream of dev captures; CUDA's refusal of a call a capture forbids. */
DevGraph *sim_stream_capture_locked(const DevStream *s);
void sim_stream_set_capture_locked(DevStream *s, DevGraph *g);
bool sim_capturing_locked(int dev);
bool sim_capture_refuse(Error *err);
/* The same copy run by the host at once, when s has nothing queued (what
 * comes before it on s is done, so the order is the stream's); its
 * ticket, already reached, or 0 when s is busy. */
uint64_t sim_copy_now_locked(DevStream *s, void *dst, const void *src, size_t bytes);
/* A kernel run by the host at once on the same terms (and while a compute
 * unit is free); the lock is dropped while it runs. */
uint64_t sim_run_now_locked(DevStream *s, OpCode op, const OpArgs *a);

/* Host waits: block until s has run every item up to ticket, or until the
 * interrupt check fires ("interrupted" in err). */
bool sim_host_wait(DevStream *s, uint64_t ticket, Error *err);
/* With the lock held: one bounded wait for any item to finish; false
 * after an interrupt (err filled; with err NULL the wait is not
 * interruptible).  Callers loop on their own condition. */
bool sim_wait_progress_locked(Error *err);

/* The Backend's stream and event calls (device.h). */
bool sim_stream_synchronize(DevStream *s, Error *err);
bool sim_stream_query(DevStream *s);
bool sim_stream_wait_event(DevStream *s, DevEvent *e, Error *err);
bool sim_device_synchronize(int dev, Error *err);
bool sim_event_create(int dev, bool timing, bool blocking, DevEvent **out, Error *err);
void sim_event_destroy(DevEvent *e);
bool sim_event_record(DevEvent *e, DevStream *s, Error *err);
bool sim_event_query(DevEvent *e);
bool sim_event_synchronize(DevEvent *e, Error *err);
bool sim_event_elapsed(DevEvent *start, DevEvent *end, float *ms, Error *err);

#endif
