/* collective.c: the simulated device's collectives (device.h,
 * DevCollective): all_reduce, broadcast, all_gather and reduce_scatter
 * over one buffer per device, with NCCL's stream semantics.
 *
 * Each participant's stream records an event; rank 0's stream waits for
 * all of them, runs the whole collective as ordinary kernels and copies
 * (simulated device memory is host memory, so one stream's worker may
 * read and write every device's buffer), then records an event that
 * every other participant's stream waits for.  So no stream goes past the
 * collective before all have reached it and it is done, as with an NCCL
 * group call.
 *
 * Reductions are deterministic, in rank order: r = x0 op x1, then
 * r = r op x2, ..., each step rounded to the dtype (float16 and bfloat16
 * compute in float, as the elementwise kernels do).  NCCL's ring sums in
 * another order, so the two agree exactly where the arithmetic is exact
 * (integers, and floats whose partial sums are representable).  avg is the
 * sum divided by the number of ranks, in the dtype for floats (NCCL
 * multiplies each input by 1/n first: the same when n is a power of two)
 * and truncated toward zero for integers (as NCCL's integer ncclAvg).
 * On bool, sum is a logical or (max), as PyTorch's ProcessGroupNCCL maps it. */
#include "sim/sim.h"

#include <string.h>

#include "sim/graph.h"
#include "sim/memory.h"
#include "sim/stream.h"

/* A 1-d contiguous view of count elements at p. */
static DevTensor flat(void *p, DType dt, size_t count)
{
    DevTensor t;
    memset(&t, 0, sizeof t);
    t.data = p;
    t.dtype = dt;
    t.ndim = 1;
    t.shape[0] = (int64_t)count;
    t.strides[0] = 1;
    return t;
}

static void *at(void *p, DType dt, size_t index)
{
    return (char *)p + index * dtype_size(dt);
}

/* The work of one collective, enqueued on stream s (lock held). */
typedef struct Plan {
    DevStream *s;
    Error *err;
    bool ok;
} Plan;

static void note(Plan *p, const void *ptr, uint64_t ticket)
{
    sim_mem_note_use_locked(ptr, p->s, ticket);
}

static void copy(Plan *p, void *dst, const void *src, size_t bytes)
{
    if (!p->ok || dst == src || bytes == 0)
        return;
    uint64_t t = sim_enqueue_copy_locked(p->s, dst, src, bytes, NULL, p->err);
    p->ok = t != 0;
    if (t) {
        note(p, dst, t);
        note(p, src, t);
    }
}

static void kernel(Plan *p, OpCode op, const OpArgs *a)
{
    if (!p->ok)
        return;
    uint64_t t = sim_enqueue_kernel_locked(p->s, op, a, p->err);
    p->ok = t != 0;
    for (int i = 0; t && i < a->nin; i++)
        if (!a->in_is_scalar[i])
            note(p, a->in[i].data, t);
    if (t)
        note(p, a->out[0].data, t);
}

static OpCode reduce_op(CollOp op, DType dt)
{
    switch (op) {
    case COLL_MAX: return OP_maximum;
    case COLL_MIN: return OP_minimum;
    default: return dtype_is_bool(dt) ? OP_maximum : OP_add;
    }
}

/* out = ins[0] op ins[1] op ... op ins[n-1], in rank order; each ins[i]
 * holds count elements starting at element `offset`. */
static void reduce(Plan *p, const DevCollective *c, void *out, void *const *ins, size_t offset)
{
    DType dt = c->dtype;
    if (c->n == 1) {
        copy(p, out, at(ins[0], dt, offset), c->count * dtype_size(dt));
    }
    for (int i = 1; i < c->n; i++) {
        OpArgs a;
        memset(&a, 0, sizeof a);
        a.out[0] = flat(out, dt, c->count);
        a.nout = 1;
        a.in[0] = flat(i == 1 ? at(ins[0], dt, offset) : out, dt, c->count);
        a.in[1] = flat(at(ins[i], dt, offset), dt, c->count);
        a.nin = 2;
        a.dtype = dt;
        kernel(p, reduce_op(c->op, dt), &a);
    }
    if (c->op == COLL_AVG) {
        /* Integers divide in double (exact below 2^53) and truncate as they store. */
        OpArgs a;
        memset(&a, 0, sizeof a);
        a.out[0] = flat(out, dt, c->count);
        a.nout = 1;
        a.in[0] = flat(out, dt, c->count);
        a.in_is_scalar[1] = true;
        a.sf[1] = c->n;
        a.nin = 2;
        a.dtype = dtype_is_float(dt) ? dt : DT_FLOAT64;
        kernel(p, OP_div, &a);
    }
}

static void plan(Plan *p, const DevCollective *c)
{
    size_t bytes = c->count * dtype_size(c->dtype);
    switch (c->kind) {
    case COLL_ALL_REDUCE:
        reduce(p, c, c->recv[0], c->send, 0);
        for (int i = 1; i < c->n; i++)
            copy(p, c->recv[i], c->recv[0], bytes);
        return;
    case COLL_BROADCAST:
        for (int i = 0; i < c->n; i++)
            copy(p, c->recv[i], c->send[c->root], bytes);
        return;
    case COLL_ALL_GATHER:
        for (int i = 0; i < c->n; i++)
            for (int j = 0; j < c->n; j++)
                copy(p, at(c->recv[i], c->dtype, (size_t)j * c->count), c->send[j], bytes);
        return;
    case COLL_REDUCE_SCATTER:
        for (int i = 0; i < c->n; i++)
            reduce(p, c, c->recv[i], c->send, (size_t)i * c->count);
        return;
    }
}

bool sim_collective(const DevCollective *c, Error *err)
{
    DevEvent *arrived[DEV_MAX_RANKS] = {0}, *done = NULL;
    DevStream *s = c->stream[0];
    bool ok = true;
    for (int i = 0; i < c->n; i++) {
        if (sim_capture_active(c->stream[i]))
            return sim_capture_refuse(err);
    }
    for (int i = 1; ok && i < c->n; i++) {
        ok = sim_event_create(c->dev[i], false, false, &arrived[i], err) &&
             sim_event_record(arrived[i], c->stream[i], err) &&
             sim_stream_wait_event(s, arrived[i], err);
    }
    if (ok) {
        Plan p = {s, err, true};
        sim_lock();
        plan(&p, c);
        sim_unlock();
        ok = p.ok;
    }
    ok = ok && sim_event_create(c->dev[0], false, false, &done, err) && sim_event_record(done, s, err);
    for (int i = 1; ok && i < c->n; i++)
        ok = sim_stream_wait_event(c->stream[i], done, err);
    for (int i = 1; i < c->n; i++)
        if (arrived[i])
            sim_event_destroy(arrived[i]);
    if (done)
        sim_event_destroy(done);
    return ok;
}
