/* parallel.h: the simulated device's worker threads.  A kernel over a large
 * tensor cuts its work into a fixed number of chunks that depends only on
 * the sizes involved, never on how many threads there are or which one
 * runs a chunk, so every result (float sums included) is the same on one
 * core or many, run after run. */
#ifndef CST_CPU_PARALLEL_H
#define CST_CPU_PARALLEL_H

#include <stdint.h>

/* Below this many elements a kernel runs on its caller's thread alone:
 * waking a worker costs more than it saves. */
#define CPU_PARALLEL_MIN ((int64_t)1 << 16)

typedef void (*CpuTask)(void *ctx, int64_t chunk);

/* Runs task(ctx, c) for each c in [0, nchunks) on the calling thread and
 * the pool's workers, and returns when all have finished.  Callable from
 * any thread; while one caller holds the workers, another runs its chunks
 * itself, in order. */
void cpu_parallel(int64_t nchunks, CpuTask task, void *ctx);

/* Threads that share the work: the caller and the workers (the machine's
 * cores, at most 8). */
int cpu_parallel_threads(void);

#endif
