/* parallel.c: a pool of worker threads for the simulated device's kernels
 * (see parallel.h).  One job at a time: a caller posts it, the workers and
 * the caller take chunks from a shared counter until none is left, and the
 * caller waits for the last one to finish.  The workers start with the
 * first job and are joined when the process exits. */
#include "cpu/parallel.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>


enum { MAX_THREADS = 8 };

/* How long a worker that finished a job watches for the next one before
 * it sleeps: an op's kernels come one after another, and a sleeping
 * worker took tens of microseconds to wake, while the caller ran the
 * chunks alone (prod of 1024 rows of 1024 ran at 1.5 times one core's
 * speed on two).  It yields as it watches: a thread with work (the
 * host's, another stream's) takes the core first (spinning in place had
 * halved the speed of a sum of 2^22 int64 on two cores). */
enum { WATCH_NS = 50000 };

static struct Pool {
    pthread_mutex_t busy;        /* held by the caller whose job is posted */
    pthread_mutex_t lock;        /* guards the fields below */
    pthread_cond_t posted;       /* a new job (generation changed) */
    pthread_cond_t finished;     /* the last chunk of the job finished */
    atomic_ulong generation;     /* written under lock, watched without */
    CpuTask task;
    void *ctx;
    int64_t nchunks;
    atomic_llong next;           /* the next chunk to take */
    int64_t done;                /* chunks finished (under lock) */
    int active;                  /* workers inside work() (under lock) */
    int nthreads;                /* caller included; 0 until started */
    bool quit;                   /* the process is exiting */
    pthread_t workers[MAX_THREADS];
} pool = {
    .busy = PTHREAD_MUTEX_INITIALIZER,
    .lock = PTHREAD_MUTEX_INITIALIZER,
    .posted = PTHREAD_COND_INITIALIZER,
    .finished = PTHREAD_COND_INITIALIZER,
};

static pthread_once_t started = PTHREAD_ONCE_INIT;

/* Takes and runs chunks of the current job until none is left. */
static void work(CpuTask task, void *ctx, int64_t nchunks)
{
    int64_t ran = 0;
    for (;;) {
        int64_t c = atomic_fetch_add(&pool.next, 1);
        if (c >= nchunks)
            break;
        task(ctx, c);
        ran++;
    }
    pthread_mutex_lock(&pool.lock);
    pool.done += ran;
    pthread_cond_signal(&pool.finished);
    pthread_mutex_unlock(&pool.lock);
}

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Whether a job after `seen` is posted within WATCH_NS. */
static bool watch(unsigned long seen)
{
    int64_t until = now_ns() + WATCH_NS;
    for (int spins = 0;; spins++) {
        if (atomic_load_explicit(&pool.generation, memory_order_relaxed) != seen)
            return true;
        if (spins % 8 == 7 && now_ns() > until)
            return false;
        sched_yield();
    }
}

static void *worker(void *arg)
{
    (void)arg;
    unsigned long seen = 0;
    pthread_mutex_lock(&pool.lock);
    for (;;) {
        if (seen != 0 && !pool.quit) {
            pthread_mutex_unlock(&pool.lock);
            watch(seen);
            pthread_mutex_lock(&pool.lock);
        }
        while (pool.generation == seen && !pool.quit)
            pthread_cond_wait(&pool.posted, &pool.lock);
        if (pool.quit)
            break;
        seen = pool.generation;
        CpuTask task = pool.task;
        void *ctx = pool.ctx;
        int64_t n = pool.nchunks;
        pool.active++;
        pthread_mutex_unlock(&pool.lock);
        work(task, ctx, n);
        pthread_mutex_lock(&pool.lock);
        pool.active--;
        pthread_cond_signal(&pool.finished);
    }
    pthread_mutex_unlock(&pool.lock);
    return NULL;
}

/* At exit: the workers leave their wait and are joined, so that nothing of
 * theirs outlives the process's last word (valgrind counts it). */
static void stop(void)
{
    pthread_mutex_lock(&pool.lock);
    pool.quit = true;
    pthread_cond_broadcast(&pool.posted);
    pthread_mutex_unlock(&pool.lock);
    for (int i = 1; i < pool.nthreads; i++)
        pthread_join(pool.workers[i], NULL);
}

static void start(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int want = cores < 1 ? 1 : cores > MAX_THREADS ? MAX_THREADS : (int)cores;
    int n = 1;
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) == 0) {
        pthread_attr_setstacksize(&attr, (size_t)1 << 20);
        for (; n < want; n++)
            if (pthread_create(&pool.workers[n], &attr, worker, NULL) != 0)
                break;
        pthread_attr_destroy(&attr);
    }
    pool.nthreads = n;
    if (n > 1)
        atexit(stop);
}

int cpu_parallel_threads(void)
{
    pthread_once(&started, start);
    return pool.nthreads;
}

void cpu_parallel(int64_t nchunks, CpuTask task, void *ctx)
{
    bool alone = nchunks < 2 || cpu_parallel_threads() < 2 ||
                 pthread_mutex_trylock(&pool.busy) != 0;
    if (alone) {
        for (int64_t c = 0; c < nchunks; c++)
            task(ctx, c);
        return;
    }
    /* A worker that woke for the previous job may still be about to take a
     * chunk from the counter: wait for it to leave before resetting it. */
    pthread_mutex_lock(&pool.lock);
    while (pool.active > 0)
        pthread_cond_wait(&pool.finished, &pool.lock);
    pool.task = task;
    pool.ctx = ctx;
    pool.nchunks = nchunks;
    pool.done = 0;
    atomic_store(&pool.next, 0);
    pool.generation++;
    pthread_cond_broadcast(&pool.posted);
    pthread_mutex_unlock(&pool.lock);

    work(task, ctx, nchunks);

    pthread_mutex_lock(&pool.lock);
    while (pool.done < nchunks || pool.active > 0)
        pthread_cond_wait(&pool.finished, &pool.lock);
    pthread_mutex_unlock(&pool.lock);
    pthread_mutex_unlock(&pool.busy);
}
