/* memory.h: the simulated device's memory: a stream-ordered pool per
 * device (cudaMallocAsync / cudaFreeAsync), pinned host memory, and the
 * record of which streams used each allocation, so that a freed block is
 * handed out again only when no stream can still touch it. */
#ifndef CST_SIM_MEMORY_H
#define CST_SIM_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensor/device.h"

/* --max-memory: each device holds at most bytes (0: the machine's memory). */
void sim_mem_set_limit(size_t bytes);
bool sim_mem_alloc(int dev, size_t bytes, DevStream *s, void **out, Error *err);
void sim_mem_free(int dev, void *ptr, DevStream *s);
bool sim_mem_host_alloc(size_t bytes, void **out, Error *err);
void sim_mem_host_free(void *ptr);
void sim_mem_record_use(void *ptr, DevStream *s);
void *sim_mem_pin(const void *p);
void sim_mem_unpin(void *base);
void sim_mem_stats(int dev, DevMemoryStats *out);
void sim_mem_trim(int dev);

/* With the lock held (stream.h): whether p lies in pinned host memory,
 * and the note that the item `ticket` of stream s touches the allocation
 * holding p (nothing when p is not device or pinned memory). */
bool sim_mem_is_pinned_locked(const void *p);
void sim_mem_note_use_locked(const void *p, DevStream *s, uint64_t ticket);

/* With the lock held: a graph holds the block holding p (*base: its
 * start) so that it stays allocated while the graph lives; a free of a
 * pinned block waits for the last release.  False when p is in no block. */
bool sim_mem_hold_locked(const void *p, void **base);
void sim_mem_unhold_locked(void *base);

/* Frees every block; after sim_streams_shutdown's workers have ended. */
void sim_mem_shutdown(void);

#endif
