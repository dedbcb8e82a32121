/* test_streams.c: the simulated device's streams, events and memory: FIFO
 * order, overlap of two sleeping streams, query before and after, waits that
 * order work across streams, event timing and its errors, priorities when
 * streams compete for the compute units, pinned and pageable copies,
 * stream-ordered frees that wait for every stream that used a block, the
 * memory statistics, and a stress run: thousands of operations on 8 streams
 * with random cross-stream waits give exactly what a serial run gives. */
#include <stdlib.h>
#include <time.h>

#include "check.h"
#include "device_check.h"
#include "tensor/dispatch.h"
#include "sim/sim.h"
#include "sim/stream.h"

static const Backend *be;
static Error err;

static DevStream *new_stream(int priority)
{
    return stream_or_exit(be, priority);
}

static DevEvent *new_event(bool timing)
{
    DevEvent *e;
    if (!be->event_create(0, timing, false, &e, &err)) {
        fprintf(stderr, "cannot create an event: %s\n", err.msg);
        exit(2);
    }
    return e;
}

static void sleep_on(DevStream *s, double ms)
{
    OpArgs a = {0};
    a.sf[0] = ms;
    CHECK_OK(be->launch(OP_sleep, &a, s, &err));
}

/* An int64 tensor of n elements on device 0, all equal to v, made on s. */
static Tensor *full_on(DevStream *s, int64_t n, int64_t v)
{
    Tensor *t = NULL;
    if (!dispatch_full(be, s, 0, DT_INT64, 1, &n, operand_int(v), &t, &err)) {
        fprintf(stderr, "cannot make a tensor: %s\n", err.msg);
        exit(2);
    }
    return t;
}

/* t's elements, read on the host after everything on the device is done. */
static void read_back(Tensor *t, int64_t *out)
{
    Tensor *h;
    CHECK_OK(be->device_synchronize(0, &err));
    if (!dispatch_to(be, NULL, t, -1, t->dtype, false, &h, &err)) {
        fprintf(stderr, "cannot read a tensor: %s\n", err.msg);
        exit(2);
    }
    for (int64_t i = 0; i < tensor_numel(h); i++)
        out[i] = ((const int64_t *)tensor_data(h))[i];
    tensor_release(h);
}

static int64_t first(Tensor *t)
{
    int64_t *v = malloc((size_t)tensor_numel(t) * sizeof *v);
    read_back(t, v);
    int64_t r = v[0];
    free(v);
    return r;
}

static void test_fifo(void)
{
    DevStream *s = new_stream(0);
    Tensor *x = full_on(s, 1000, 1);
    for (int i = 0; i < 500; i++) {
        Operand xs[2] = {operand_tensor(x), operand_int(2)};
        CHECK_OK(dispatch_inplace(be, s, i % 2 ? OP_add : OP_mul, xs, 2, &err));
    }
    /* ((1 * 2 + 2) * 2 + 2) ...: v -> 2v + 2, 250 times, modulo 2^64 */
    uint64_t want = 1;
    for (int i = 0; i < 250; i++)
        want = 2 * want + 2;
    CHECK((uint64_t)first(x) == want);
    tensor_release(x);
    be->stream_destroy(s);
}

static void test_overlap_and_query(void)
{
    DevStream *a = new_stream(0), *b = new_stream(0);
    double t0 = now_ms();
    sleep_on(a, 200);
    sleep_on(b, 200);
    CHECK(now_ms() - t0 < 100);            /* enqueueing does not wait */
    CHECK(!be->stream_query(a) && !be->stream_query(b));
    CHECK_OK(be->stream_synchronize(a, &err));
    CHECK_OK(be->stream_synchronize(b, &err));
    double took = now_ms() - t0;
    CHECK(took >= 199 && took < 300);     /* one sleep, not two */
    CHECK(be->stream_query(a) && be->stream_query(b));
    CHECK(be->stream_query(be->default_stream(0)));

    /* device_synchronize waits for every stream of the device */
    t0 = now_ms();
    sleep_on(a, 100);
    sleep_on(be->default_stream(0), 50);
    CHECK_OK(be->device_synchronize(0, &err));
    CHECK(now_ms() - t0 >= 99 && be->stream_query(a));
    be->stream_destroy(a);
    be->stream_destroy(b);
}

static void test_wait_event(void)
{
    DevStream *a = new_stream(0), *b = new_stream(0);
    Tensor *x = full_on(NULL, 100, 0);
    CHECK_OK(be->device_synchronize(0, &err));

    /* a: sleep, then x = 5; b waits for a's event, then y = x * 2 */
    DevEvent *e = new_event(false);
    CHECK(be->event_query(e));            /* never recorded: complete */
    sleep_on(a, 100);
    Operand fill = operand_int(5);
    CHECK_OK(dispatch_fill(be, a, x, fill, &err));
    CHECK_OK(be->event_record(e, a, &err));
    CHECK(!be->event_query(e));
    CHECK_OK(be->stream_wait_event(b, e, &err));
    Operand xs[2] = {operand_tensor(x), operand_int(2)};
    Tensor *y;
    CHECK_OK(dispatch_op(be, b, OP_mul, xs, 2, &y, &err));
    CHECK(!be->stream_query(b));          /* b is blocked behind a's sleep */
    CHECK_OK(be->stream_synchronize(b, &err));
    CHECK(be->event_query(e) && be->stream_query(a));
    CHECK(first(y) == 10);

    /* Re-recording moves the event: a wait sees the latest record. */
    sleep_on(a, 50);
    CHECK_OK(be->event_record(e, a, &err));
    CHECK(!be->event_query(e));
    CHECK_OK(be->event_synchronize(e, &err));
    CHECK(be->event_query(e));
    tensor_release(y);
    tensor_release(x);
    be->event_destroy(e);
    be->stream_destroy(a);
    be->stream_destroy(b);
}

static void test_timing(void)
{
    DevStream *s = new_stream(0);
    DevEvent *start = new_event(true), *end = new_event(true), *plain = new_event(false);
    float ms = -1;
    CHECK_OK(be->event_record(start, s, &err));
    sleep_on(s, 60);
    CHECK_OK(be->event_record(end, s, &err));
    CHECK_ERROR(be->event_elapsed(start, end, &ms, &err), "CUDA error: device not ready");
    CHECK_OK(be->event_synchronize(end, &err));
    CHECK_OK(be->event_elapsed(start, end, &ms, &err));
    CHECK(ms >= 59 && ms < 200);
    CHECK_OK(be->event_record(plain, s, &err));
    CHECK_ERROR(be->event_elapsed(start, plain, &ms, &err), "CUDA error: invalid resource handle");
    be->event_destroy(start);
    be->event_destroy(plain);
    /* An event destroyed while its record is still queued stays valid for it. */
    sleep_on(s, 20);
    CHECK_OK(be->event_record(end, s, &err));
    be->event_destroy(end);
    CHECK_OK(be->stream_synchronize(s, &err));
    be->stream_destroy(s);
}

/* With one compute unit, a high-priority stream's kernels run before a
 * low-priority stream's once both are released by the same event. */
static void test_priorities(void)
{
    sim_set_compute_units(1);
    DevStream *gate = new_stream(0), *low = new_stream(0), *high = new_stream(-3);
    DevEvent *open = new_event(false), *low_end = new_event(true), *high_end = new_event(true);
    Tensor *x = full_on(NULL, 1 << 18, 1), *y = full_on(NULL, 1 << 18, 1);
    CHECK_OK(be->device_synchronize(0, &err));
    sleep_on(gate, 50);
    CHECK_OK(be->event_record(open, gate, &err));
    CHECK_OK(be->stream_wait_event(low, open, &err));
    CHECK_OK(be->stream_wait_event(high, open, &err));
    for (int i = 0; i < 100; i++) {
        Operand lx[2] = {operand_tensor(x), operand_int(1)}, hx[2] = {operand_tensor(y), operand_int(1)};
        CHECK_OK(dispatch_inplace(be, low, OP_add, lx, 2, &err));
        CHECK_OK(dispatch_inplace(be, high, OP_add, hx, 2, &err));
    }
    CHECK_OK(be->event_record(low_end, low, &err));
    CHECK_OK(be->event_record(high_end, high, &err));
    CHECK_OK(be->device_synchronize(0, &err));
    float ms = 0;
    CHECK_OK(be->event_elapsed(high_end, low_end, &ms, &err));
    CHECK(ms > 0);                        /* high finished first */
    CHECK(first(x) == 101 && first(y) == 101);
    tensor_release(x);
    tensor_release(y);
    be->event_destroy(open);
    be->event_destroy(low_end);
    be->event_destroy(high_end);
    be->stream_destroy(gate);
    be->stream_destroy(low);
    be->stream_destroy(high);
    sim_set_compute_units(2);
}

static void test_copies(void)
{
    DevStream *s = new_stream(0);
    Tensor *x = full_on(s, 512, 7);
    void *pinned = NULL, *pageable = malloc(512 * 8);
    CHECK_OK(be->host_alloc(512 * 8, &pinned, &err));

    /* to pinned memory: queued behind the sleep, the host goes on */
    sleep_on(s, 100);
    double t0 = now_ms();
    CHECK_OK(be->copy(pinned, tensor_data(x), 512 * 8, COPY_DEVICE_TO_HOST, s, &err));
    CHECK(now_ms() - t0 < 50 && !be->stream_query(s));
    CHECK_OK(be->stream_synchronize(s, &err));
    CHECK(((int64_t *)pinned)[511] == 7);

    /* to pageable memory: returns once the data is there */
    sleep_on(s, 100);
    t0 = now_ms();
    CHECK_OK(be->copy(pageable, tensor_data(x), 512 * 8, COPY_DEVICE_TO_HOST, s, &err));
    CHECK(now_ms() - t0 >= 99 && ((int64_t *)pageable)[0] == 7);

    /* from pageable memory: the source may change once the call returns */
    sleep_on(s, 50);
    ((int64_t *)pageable)[0] = 9;
    CHECK_OK(be->copy(tensor_data(x), pageable, 8, COPY_HOST_TO_DEVICE, s, &err));
    ((int64_t *)pageable)[0] = 10;
    CHECK(first(x) == 9);

    /* freeing pinned memory waits for the copy that still reads it */
    ((int64_t *)pinned)[0] = 11;
    sleep_on(s, 50);
    CHECK_OK(be->copy(tensor_data(x), pinned, 8, COPY_HOST_TO_DEVICE, s, &err));
    be->host_free(pinned);
    CHECK(be->stream_query(s));
    CHECK(first(x) == 11);
    free(pageable);
    tensor_release(x);
    be->stream_destroy(s);
}

static void test_memory(void)
{
    DevStream *a = new_stream(0), *b = new_stream(0);
    DevMemoryStats st0, st;
    be->memory_stats(0, &st0);

    void *p, *q;
    CHECK_OK(be->alloc(0, 1000, a, &p, &err));
    be->memory_stats(0, &st);
    CHECK(st.allocated == st0.allocated + 1024 && st.peak_allocated >= st.allocated);

    /* b still reads p behind a sleep: p must not be handed to a's next
     * allocation, nor to b's */
    sleep_on(b, 100);
    OpArgs args = {0};
    args.nout = 1;
    args.nin = 1;
    args.dtype = DT_UINT8;
    args.out[0] = (DevTensor){.data = p, .dtype = DT_UINT8, .ndim = 1, .shape = {1}, .strides = {1}};
    args.in[0] = args.out[0];
    CHECK_OK(be->launch(OP_copy, &args, b, &err));
    be->free(0, p, a);
    be->memory_stats(0, &st);
    CHECK(st.allocated == st0.allocated);
    CHECK_OK(be->alloc(0, 1000, a, &q, &err));
    CHECK(q != p);
    be->free(0, q, a);
    /* once b is done, the cache serves any stream */
    CHECK_OK(be->stream_synchronize(b, &err));
    DevMemoryStats before;
    be->memory_stats(0, &before);
    CHECK_OK(be->alloc(0, 1000, b, &q, &err));
    be->memory_stats(0, &st);
    CHECK(st.reserved == before.reserved);
    be->free(0, q, b);

    /* Freed on the stream that used it: reused by that stream at once. */
    CHECK_OK(be->alloc(0, 3000, a, &p, &err));
    sleep_on(a, 50);
    args.out[0].data = args.in[0].data = p;
    CHECK_OK(be->launch(OP_copy, &args, a, &err));
    be->free(0, p, a);
    CHECK_OK(be->alloc(0, 3000, a, &q, &err));
    CHECK(q == p);
    /* ... and by another stream only once a has got past the free. */
    be->free(0, q, a);
    void *r;
    CHECK_OK(be->alloc(0, 3000, b, &r, &err));
    CHECK(r != p);
    be->free(0, r, b);

    /* record_use: b's later work counts too */
    CHECK_OK(be->alloc(0, 5000, a, &p, &err));
    be->record_use(p, b);
    sleep_on(b, 50);
    be->free(0, p, a);
    CHECK_OK(be->alloc(0, 5000, a, &q, &err));
    CHECK(q != p);
    be->free(0, q, a);

    CHECK_OK(be->device_synchronize(0, &err));
    be->memory_stats(0, &st);
    CHECK(st.allocated == st0.allocated && st.reserved > st0.reserved);
    be->empty_cache(0);
    be->memory_stats(0, &st);
    CHECK(st.reserved == 0 && st.allocated == 0);
    be->stream_destroy(a);
    be->stream_destroy(b);
}

/* ---- stress: random work on 8 streams against a serial run ---- */

enum { NSTREAMS = 8, NBUF = 24, LEN = 64, NOPS = 4000, MODULUS = 1000003 };

typedef struct Buf {
    Tensor *t;
    int64_t host[LEN];        /* what the serial run computes */
    int writer;               /* stream of the last write */
    DevEvent *written;        /* recorded after it */
    bool read_by[NSTREAMS];   /* streams that read it since */
    DevEvent *read[NSTREAMS];
} Buf;

static DevStream *ss[NSTREAMS];
static Buf bufs[NBUF];

/* Makes stream `on` wait for event e of stream `from`: sometimes through
 * the event (a recorded position), sometimes as wait_stream does it (a
 * fresh event at from's tail, which also covers later work). */
static void order_after(int on, int from, DevEvent *e)
{
    if (on == from || !e)
        return;
    if (rand() % 2) {
        CHECK_OK(be->stream_wait_event(ss[on], e, &err));
    } else {
        DevEvent *tail = new_event(false);
        CHECK_OK(be->event_record(tail, ss[from], &err));
        CHECK_OK(be->stream_wait_event(ss[on], tail, &err));
        be->event_destroy(tail);
    }
}

static DevEvent *mark(int s)
{
    DevEvent *e = new_event(false);
    CHECK_OK(be->event_record(e, ss[s], &err));
    return e;
}

static void before_read(int s, Buf *b)
{
    order_after(s, b->writer, b->written);
}

static void after_read(int s, Buf *b)
{
    if (b->read[s])
        be->event_destroy(b->read[s]);
    b->read[s] = mark(s);
    b->read_by[s] = true;
}

/* A write must follow the last write and every read since. */
static void before_write(int s, Buf *b)
{
    before_read(s, b);
    for (int r = 0; r < NSTREAMS; r++) {
        if (b->read_by[r])
            order_after(s, r, b->read[r]);
    }
}

static void after_write(int s, Buf *b)
{
    if (b->written)
        be->event_destroy(b->written);
    b->written = mark(s);
    b->writer = s;
    for (int r = 0; r < NSTREAMS; r++)
        b->read_by[r] = false;
}

static void stress_op(void)
{
    int s = rand() % NSTREAMS, kind = rand() % 4;
    int i = rand() % NBUF, j = rand() % NBUF, k = rand() % NBUF;
    Buf *x = &bufs[i], *y = &bufs[j], *out = &bufs[k];
    if (rand() % 16 == 0)
        sleep_on(ss[s], (double)(rand() % 3) * 0.1);
    if (kind <= 1) {
        /* out = (x + y) % M, in a new tensor allocated on s: the old one is
         * freed while other streams may still read it */
        before_read(s, x);
        before_read(s, y);
        Operand xs[2] = {operand_tensor(x->t), operand_tensor(y->t)};
        Tensor *sum, *r;
        CHECK_OK(dispatch_op(be, ss[s], OP_add, xs, 2, &sum, &err));
        Operand ms[2] = {operand_tensor(sum), operand_int(MODULUS)};
        CHECK_OK(dispatch_op(be, ss[s], OP_mod, ms, 2, &r, &err));
        tensor_release(sum);
        after_read(s, x);
        after_read(s, y);
        int64_t v[LEN];
        for (int e = 0; e < LEN; e++)
            v[e] = (x->host[e] + y->host[e]) % MODULUS;
        /* the new tensor is a fresh write: only its own stream wrote it */
        tensor_release(out->t);
        out->t = r;
        for (int e = 0; e < LEN; e++)
            out->host[e] = v[e];
        for (int r2 = 0; r2 < NSTREAMS; r2++)
            out->read_by[r2] = false;
        if (out->written)
            be->event_destroy(out->written);
        out->written = mark(s);
        out->writer = s;
    } else if (kind == 2) {
        /* out = out * 3 + x, in place */
        before_write(s, out);
        if (x != out)
            before_read(s, x);
        Operand m[2] = {operand_tensor(out->t), operand_int(3)};
        CHECK_OK(dispatch_inplace(be, ss[s], OP_mul, m, 2, &err));
        Operand a[2] = {operand_tensor(out->t), operand_tensor(x->t)};
        CHECK_OK(dispatch_inplace(be, ss[s], OP_add, a, 2, &err));
        Operand md[2] = {operand_tensor(out->t), operand_int(MODULUS)};
        CHECK_OK(dispatch_inplace(be, ss[s], OP_mod, md, 2, &err));
        /* when x is out, it is read after the multiplication */
        for (int e = 0; e < LEN; e++)
            out->host[e] = (out->host[e] * 3 + (x == out ? out->host[e] * 3 : x->host[e])) % MODULUS;
        if (x != out)
            after_read(s, x);
        after_write(s, out);
    } else {
        /* out[:] = x + 1 (copy into the existing tensor) */
        before_write(s, out);
        if (x != out)
            before_read(s, x);
        Operand a[2] = {operand_tensor(x->t), operand_int(1)};
        Tensor *r;
        CHECK_OK(dispatch_op(be, ss[s], OP_add, a, 2, &r, &err));
        CHECK_OK(dispatch_copy(be, ss[s], out->t, r, false, &err));
        tensor_release(r);
        int64_t v[LEN];
        for (int e = 0; e < LEN; e++)
            v[e] = x->host[e] + 1;
        for (int e = 0; e < LEN; e++)
            out->host[e] = v[e];
        if (x != out)
            after_read(s, x);
        after_write(s, out);
    }
}

static void test_stress(void)
{
    srand(12345);
    for (int s = 0; s < NSTREAMS; s++)
        ss[s] = new_stream(-(s % 6));
    for (int i = 0; i < NBUF; i++) {
        int64_t n = LEN;
        for (int e = 0; e < LEN; e++)
            bufs[i].host[e] = (i * 7919 + e * 31) % MODULUS;
        CHECK_OK(dispatch_from_host(be, NULL, 0, DT_INT64, 1, &n, bufs[i].host, &bufs[i].t, &err));
    }
    /* the streams start after the default stream's copies */
    CHECK_OK(be->device_synchronize(0, &err));
    for (int op = 0; op < NOPS; op++)
        stress_op();
    int bad = 0;
    for (int i = 0; i < NBUF; i++) {
        int64_t got[LEN];
        read_back(bufs[i].t, got);
        for (int e = 0; e < LEN; e++)
            bad += got[e] != bufs[i].host[e];
    }
    CHECK(bad == 0);
    for (int i = 0; i < NBUF; i++) {
        tensor_release(bufs[i].t);
        be->event_destroy(bufs[i].written);
        for (int r = 0; r < NSTREAMS; r++)
            be->event_destroy(bufs[i].read[r]);
    }
    for (int s = 0; s < NSTREAMS; s++)
        be->stream_destroy(ss[s]);
}

int main(void)
{
    be = sim_backend(1);
    sim_set_compute_units(2);
    test_fifo();
    test_overlap_and_query();
    test_wait_event();
    test_timing();
    test_priorities();
    test_copies();
    test_memory();
    test_stress();
    DevMemoryStats st;
    be->memory_stats(0, &st);
    CHECK(st.allocated == 0);
    be->shutdown();
    return check_done("streams");
}
