/* graph.c: the simulated device's CUDA graphs (graph.h). */
#include "sim/graph.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cpu/kernels.h"
#include "sim/memory.h"
#include "sim/sim.h"
#include "sim/stream.h"

typedef struct Step {
    bool copy;
    OpCode op;
    OpArgs args;
    void *dst;
    const void *src;
    size_t bytes;
} Step;

struct DevGraph {
    int refs;              /* the handle, and each launch still queued */
    int dev;
    Step *steps;
    int nsteps, cap;
    void **held;           /* the blocks the steps touch, each held once */
    int nheld, heldcap;
};

static bool out_of_memory(Error *err)
{
    error_set(err, "CUDA error: out of memory");
    return false;
}

/* Holds the block holding p unless the graph holds it already. */
static bool hold_locked(DevGraph *g, const void *p, Error *err)
{
    void *base;
    if (!p || !sim_mem_hold_locked(p, &base))
        return true;
    for (int i = 0; i < g->nheld; i++) {
        if (g->held[i] == base) {
            sim_mem_unhold_locked(base);
            return true;
        }
    }
    if (g->nheld == g->heldcap) {
        int cap = g->heldcap ? 2 * g->heldcap : 8;
        void **grown = realloc(g->held, (size_t)cap * sizeof *grown);
        if (!grown) {
            sim_mem_unhold_locked(base);
            return out_of_memory(err);
        }
        g->held = grown;
        g->heldcap = cap;
    }
    g->held[g->nheld++] = base;
    return true;
}

static Step *add_step_locked(DevGraph *g, Error *err)
{
    if (g->nsteps == g->cap) {
        int cap = g->cap ? 2 * g->cap : 8;
        Step *grown = realloc(g->steps, (size_t)cap * sizeof *grown);
        if (!grown) {
            out_of_memory(err);
            return NULL;
        }
        g->steps = grown;
        g->cap = cap;
    }
    Step *st = &g->steps[g->nsteps++];
    memset(st, 0, sizeof *st);
    return st;
}

bool sim_capture_kernel_locked(DevStream *s, OpCode op, const OpArgs *a, Error *err)
{
    DevGraph *g = sim_stream_capture_locked(s);
    Step *st = add_step_locked(g, err);
    if (!st)
        return false;
    st->op = op;
    st->args = *a;
    for (int i = 0; i < a->nout; i++) {
        if (!hold_locked(g, a->out[i].data, err))
            return false;
    }
    for (int i = 0; i < a->nin; i++) {
        if (!a->in_is_scalar[i] && !hold_locked(g, a->in[i].data, err))
            return false;
    }
    return true;
}

bool sim_capture_copy_locked(DevStream *s, void *dst, const void *src, size_t bytes, Error *err)
{
    DevGraph *g = sim_stream_capture_locked(s);
    Step *st = add_step_locked(g, err);
    if (!st)
        return false;
    st->copy = true;
    st->dst = dst;
    st->src = src;
    st->bytes = bytes;
    return hold_locked(g, dst, err) && hold_locked(g, src, err);
}

static void unref_locked(void *ctx);

/* ------------------------------------------------------------ capture */

bool sim_capture_begin(DevStream *s, Error *err)
{
    DevGraph *g = calloc(1, sizeof *g);
    if (!g)
        return out_of_memory(err);
    g->refs = 1;
    g->dev = sim_stream_device(s);
    sim_lock();
    bool ok = !sim_stream_capture_locked(s);
    if (ok)
        sim_stream_set_capture_locked(s, g);
    sim_unlock();
    if (!ok) {
        free(g);
        return sim_capture_refuse(err);
    }
    return true;
}

bool sim_capture_active(const DevStream *s)
{
    sim_lock();
    bool on = sim_stream_capture_locked(s) != NULL;
    sim_unlock();
    return on;
}

bool sim_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err)
{
    *out = NULL;
    sim_lock();
    DevGraph *g = sim_stream_capture_locked(s);
    if (g) {
        sim_stream_set_capture_locked(s, NULL);
        if (keep)
            *out = g;
        else
            unref_locked(g);
    }
    sim_unlock();
    if (!g) {
        error_set(err, "CUDA error: the stream is not capturing");
        return false;
    }
    return true;
}

/* ------------------------------------------------------------ launches */

/* A launch's item (stream.c's task): the steps in order, then the
 * launch's reference goes. */
static void run_steps(void *ctx)
{
    const DevGraph *g = ctx;
    for (int i = 0; i < g->nsteps; i++) {
        const Step *st = &g->steps[i];
        if (st->copy) {
            memmove(st->dst, st->src, st->bytes);
        } else if (st->op == OP_sleep) {
            double ms = st->args.sf[0];
            struct timespec ts = {(time_t)(ms / 1e3), (long)((ms - (double)(time_t)(ms / 1e3) * 1e3) * 1e6)};
            nanosleep(&ts, NULL);
        } else {
            cpu_run(st->op, &st->args);
        }
    }
}

static void unref_locked(void *ctx)
{
    DevGraph *g = ctx;
    if (--g->refs > 0)
        return;
    for (int i = 0; i < g->nheld; i++)
        sim_mem_unhold_locked(g->held[i]);
    free(g->held);
    free(g->steps);
    free(g);
}

bool sim_graph_launch(DevGraph *g, DevStream *s, Error *err)
{
    sim_lock();
    if (sim_stream_capture_locked(s)) {
        sim_unlock();
        return sim_capture_refuse(err);
    }
    g->refs++;
    uint64_t ticket = sim_enqueue_task_locked(s, run_steps, unref_locked, g, err);
    for (int i = 0; ticket && i < g->nheld; i++)
        sim_mem_note_use_locked(g->held[i], s, ticket);
    sim_unlock();
    return ticket != 0;
}

void sim_graph_destroy(DevGraph *g)
{
    if (!g)
        return;
    sim_lock();
    unref_locked(g);
    sim_unlock();
}
