/* fuse.c: the simulated device's fused groups (device.h's DevFused): one
 * pass over memory, as the GPU's fused kernel makes.  The group's shape
 * is cut into boxes of at most BOX elements; each box runs every member
 * in order with the CPU's own kernels on the box's part of each operand,
 * so every value is computed exactly as the members launched alone
 * compute it.  A result the group does not keep lives in a scratch box,
 * where the members after it read it while it is still in cache. */
#include <stdlib.h>
#include <string.h>

#include "cpu/kernels.h"
#include "cpu/parallel.h"
#include "sim/memory.h"
#include "sim/sim.h"
#include "sim/stream.h"

/* Elements a box holds: under cpu_parallel's own cut, so that boxes are
 * what the workers share. */
enum { BOX = 1 << 15 };

/* The boxes: whole trailing dimensions from `split` on, and `step`
 * indices of dimension split-1 at a time (split 0: the whole shape). */
typedef struct Pass {
    DevFused f;
    int split;
    int64_t step, per_row, nboxes;
} Pass;

static void plan(Pass *p)
{
    const DevTensor *t = &p->f.ops[0].args.out[0];
    int64_t inner = 1;
    int d = t->ndim;
    while (d > 0 && inner * t->shape[d - 1] <= BOX) inner *= t->shape[--d];
    p->split = d;
    if (d == 0) {
        p->step = p->per_row = p->nboxes = 1;
        return;
    }
    int64_t len = t->shape[d - 1], outer = 1;
    for (int k = 0; k < d - 1; k++) outer *= t->shape[k];
    p->step = BOX / inner > 0 ? BOX / inner : 1;
    p->per_row = (len + p->step - 1) / p->step;
    p->nboxes = outer * p->per_row;
}

/* Operand t cut to box c: the box's first element and its extent. */
static DevTensor box_of(const Pass *p, const DevTensor *t, int64_t c)
{
    DevTensor b = *t;
    if (p->split == 0) return b;
    int d = p->split - 1;
    int64_t row = c / p->per_row, first = c % p->per_row * p->step;
    int64_t len = t->shape[d] - first < p->step ? t->shape[d] - first : p->step;
    int64_t off = first * t->strides[d];
    for (int k = d - 1; k >= 0; k--) {
        off += row % t->shape[k] * t->strides[k];
        row /= t->shape[k];
        b.shape[k] = 1;
    }
    b.shape[d] = len;
    b.data = (char *)t->data + off * (int64_t)dtype_size(t->dtype);
    return b;
}

/* A dense box of t's shape in scratch memory. */
static DevTensor scratch_of(const DevTensor *box, void *mem)
{
    DevTensor s = *box;
    s.data = mem;
    int64_t stride = 1;
    for (int d = s.ndim - 1; d >= 0; d--) {
        s.strides[d] = stride;
        stride *= s.shape[d];
    }
    return s;
}

static void run_box(void *ctx, int64_t c)
{
    const Pass *p = ctx;
    const DevFused *f = &p->f;
    DevTensor result[FUSE_MAX_OPS];
    char *scratch = NULL;
    size_t used = 0;
    for (int i = 0; i < f->n; i++)
        if (!f->ops[i].keep) used += BOX * dtype_size(f->ops[i].args.out[0].dtype);
    if (used && !(scratch = malloc(used))) abort();
    used = 0;
    for (int i = 0; i < f->n; i++) {
        const FusedOp *m = &f->ops[i];
        OpArgs a = m->args;
        for (int k = 0; k < a.nin; k++) {
            if (a.in_is_scalar[k]) continue;
            a.in[k] = m->from[k] >= 0 ? result[m->from[k]] : box_of(p, &a.in[k], c);
        }
        a.out[0] = box_of(p, &a.out[0], c);
        if (!m->keep) {
            a.out[0] = scratch_of(&a.out[0], scratch + used);
            used += BOX * dtype_size(a.out[0].dtype);
        }
        result[i] = a.out[0];
        cpu_run(m->op, &a);
    }
    free(scratch);
}

static void run_pass(void *ctx)
{
    Pass *p = ctx;
    cpu_parallel(p->nboxes, run_box, p);
}

static void free_pass(void *ctx)
{
    free(ctx);
}

bool sim_launch_fused(const DevFused *f, DevStream *s, Error *err)
{
    Pass *p = malloc(sizeof *p);
    if (!p) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    p->f = *f;
    plan(p);
    sim_lock();
    /* The task frees p once done, or at once when it cannot go. */
    uint64_t ticket = sim_enqueue_task_locked(s, run_pass, free_pass, p, err);
    for (int i = 0; ticket && i < f->n; i++) {
        const FusedOp *m = &f->ops[i];
        if (m->keep) sim_mem_note_use_locked(m->args.out[0].data, s, ticket);
        for (int k = 0; k < m->args.nin; k++)
            if (!m->args.in_is_scalar[k] && m->from[k] < 0) sim_mem_note_use_locked(m->args.in[k].data, s, ticket);
    }
    sim_unlock();
    return ticket != 0;
}
