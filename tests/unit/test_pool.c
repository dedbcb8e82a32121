/* test_pool.c: the stream pool (src/runtime/stream_pool.c) over the simulated
 * device: thousands of streams made and dropped cost the device at most
 * STREAM_POOL_SIZE streams per priority level; each handle is a stream of
 * its own; a new stream takes the next device stream no live one holds;
 * two live streams that share a device stream still answer query() and
 * synchronize() for their own work only; an allocation keeps its stream's
 * handle alive until it is freed; the simulated device runs all of it on
 * a bounded number of threads. */
#include <dirent.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "device_check.h"
#include "sim/sim.h"
#include "sim/stream.h"
#include "runtime/stream_pool.h"

static const Backend *sim, *be;
static Backend counting;
static Error err;
static int made;              /* device streams the pool asked for */
static DevStream *used;       /* the device stream of the latest launch */
static int base_threads;      /* before the device's first work */

static bool count_create(int dev, int priority, DevStream **out, Error *e)
{
    made++;
    return sim->stream_create(dev, priority, out, e);
}

static bool note_launch(OpCode op, const OpArgs *a, DevStream *s, Error *e)
{
    used = s;
    return sim->launch(op, a, s, e);
}

static DevStream *new_stream(int priority)
{
    return stream_or_exit(be, priority);
}

static void sleep_on(DevStream *s, double ms)
{
    OpArgs a = {0};
    a.sf[0] = ms;
    CHECK_OK(be->launch(OP_sleep, &a, s, &err));
}

/* The device stream behind s, as the latest launch on it shows. */
static DevStream *behind(DevStream *s)
{
    sleep_on(s, 0);
    return used;
}

static int threads(void)
{
    DIR *d = opendir("/proc/self/task");
    int n = 0;
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

static void test_many(void)
{
    int before = made;
    DevStream *prev = NULL;
    for (int i = 0; i < 10000; i++) {
        DevStream *s = new_stream(0);
        sleep_on(s, 0);
        if (prev)
            be->stream_destroy(prev);
        prev = s;
    }
    be->stream_destroy(prev);
    CHECK(made - before == STREAM_POOL_SIZE);
    CHECK_OK(be->device_synchronize(0, &err));
    /* no more workers than the host has cores (OpenBLAS has threads of its own) */
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (!CHECK(threads() > base_threads && threads() <= base_threads + cores))
        fprintf(stderr, "    %d threads, %d before, %ld cores\n", threads(), base_threads, cores);
}

static void test_identity_and_turns(void)
{
    enum { N = STREAM_POOL_SIZE + 8 };
    DevStream *s[N], *q[N];
    for (int i = 0; i < N; i++) {
        s[i] = new_stream(-1);
        q[i] = behind(s[i]);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < i; j++) {
            CHECK(s[i] != s[j]);
            /* the first STREAM_POOL_SIZE are apart, then they take turns */
            CHECK((q[i] == q[j]) == (i % STREAM_POOL_SIZE == j % STREAM_POOL_SIZE));
        }
    /* another priority level has device streams of its own */
    DevStream *other = new_stream(-4);
    for (int i = 0; i < N; i++)
        CHECK(behind(other) != q[i]);
    be->stream_destroy(other);
    /* a device stream no live handle holds is taken before a shared one */
    be->stream_destroy(s[5]);
    be->stream_destroy(s[5 + STREAM_POOL_SIZE]);
    DevStream *t = new_stream(-1);
    CHECK(behind(t) == q[5]);
    be->stream_destroy(t);
    CHECK_OK(be->device_synchronize(0, &err));
    for (int i = 0; i < N; i++)
        if (i % STREAM_POOL_SIZE != 5)
            be->stream_destroy(s[i]);
}

/* a and b share a device stream: each one's query and synchronize concern
 * its own work, whoever enqueued last. */
static void test_shared_queue(void)
{
    DevStream *s[STREAM_POOL_SIZE + 1];
    for (int i = 0; i <= STREAM_POOL_SIZE; i++)
        s[i] = new_stream(-2);
    DevStream *a = s[0], *b = s[STREAM_POOL_SIZE];
    CHECK(behind(a) == behind(b));
    CHECK_OK(be->device_synchronize(0, &err));

    CHECK(be->stream_query(a) && be->stream_query(b));
    sleep_on(a, 200);
    CHECK(!be->stream_query(a));
    CHECK(be->stream_query(b));           /* b has nothing pending of its own */
    double t0 = now_ms();
    CHECK_OK(be->stream_synchronize(b, &err));
    CHECK(now_ms() - t0 < 100);
    sleep_on(b, 10);                      /* runs after a's sleep: one queue */
    sleep_on(a, 400);                     /* and a's next after it */
    CHECK(!be->stream_query(b));
    CHECK_OK(be->stream_synchronize(b, &err));
    double took = now_ms() - t0;
    CHECK(took >= 200 && took < 500);     /* a's first sleep and b's, not a's second */
    CHECK(be->stream_query(b) && !be->stream_query(a));
    CHECK_OK(be->stream_synchronize(a, &err));
    CHECK(now_ms() - t0 >= 600);
    CHECK(be->stream_query(a));
    for (int i = 0; i <= STREAM_POOL_SIZE; i++)
        be->stream_destroy(s[i]);
}

/* Memory allocated on a stream is freed on it after its handle is gone. */
static void test_alloc_outlives_handle(void)
{
    DevStream *s = new_stream(0);
    void *p;
    CHECK_OK(be->alloc(0, 4096, s, &p, &err));
    sleep_on(s, 20);
    be->stream_destroy(s);
    for (int i = 0; i < 100; i++)
        be->stream_destroy(new_stream(0));
    be->free(0, p, s);
    CHECK_OK(be->device_synchronize(0, &err));
    DevMemoryStats st;
    be->memory_stats(0, &st);
    CHECK(st.allocated == 0);
}

int main(void)
{
    base_threads = threads();
    sim = sim_backend(1);
    counting = *sim;
    counting.stream_create = count_create;
    counting.launch = note_launch;
    be = stream_pool_backend(&counting);
    test_many();
    test_identity_and_turns();
    test_shared_queue();
    test_alloc_outlives_handle();
    be->shutdown();
    return check_done("pool");
}
