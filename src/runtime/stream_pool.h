/* stream_pool.h: streams from a pool, as PyTorch hands them out
 * (torch-streams.md, section 1): creating a stream does not create a
 * device stream but takes one of a fixed set per device and priority, in
 * turn, created the first time it is needed and kept until exit.  So a
 * program that makes a stream per iteration costs the device nothing per
 * stream, on the simulated device and on a GPU alike.
 *
 * It sits between the backend and everything above it (the race checker,
 * the trace, the interpreter): stream_pool_backend wraps the Backend so
 * that each stream it hands out is a handle of its own, distinct from
 * every other live one, which enqueues on the pooled device stream behind
 * it.  A handle lives while its creator holds it and while memory
 * allocated on it is live (its free is ordered on it), and costs a few
 * words.  Everything above sees only handles: two live streams are never
 * the same stream there, whatever device stream they share.
 *
 * A handle takes the next device stream in turn that no live handle
 * holds; only when every one of them is held (more than STREAM_POOL_SIZE
 * live streams of one priority on one device) do two live handles share
 * one, in turn, as PyTorch's 33rd stream shares the 1st's.  Work of two
 * handles that share a device stream runs one after the other, in the
 * order it was enqueued: an order CUDA allows, since nothing orders two
 * streams.  query() and synchronize() of a handle still concern its own
 * work only: where another handle enqueued after it on the shared device
 * stream, an event recorded between the two marks where its work ends.
 * Waits on an event recorded on a handle may wait for a sharer's earlier
 * work too. */
#ifndef CST_STREAM_POOL_H
#define CST_STREAM_POOL_H

#include "tensor/device.h"

/* Device streams per device and priority level, as PyTorch's pools. */
#define STREAM_POOL_SIZE 32

/* be, wrapped (one wrapper per process: a second call rewraps). */
const Backend *stream_pool_backend(const Backend *be);

#endif
