/* collective.c: the builtins all_reduce, broadcast, all_gather and
 * reduce_scatter (collective.h).  Each takes a list of tensors, one per
 * device, checks them the way torch.cuda.nccl does, with messages that name
 * the offending list element, and enqueues one DevCollective on every
 * participant's current stream.  What the tensors hold afterwards is the
 * backend's business: NCCL on the CUDA backend, kernels/sim/collective.c
 * on the simulated device. */
#include "values/collective.h"

#include <string.h>

#include "values/builtins.h"
#include "base/error.h"
#include "runtime/runtime.h"
#include "values/tensor_value.h"

/* One list argument: its tensors, as the user wrote them. */
typedef struct TensorList {
    const char *name; /* the parameter: "tensors", "inputs", "outputs" */
    Span at;          /* where the argument is written */
    int n;
    Tensor *t[DEV_MAX_RANKS];
} TensorList;

/* The list bound to parameter i; errors about it point where it is
 * written. */
static bool get_list(Interp *in, const Args *a, int i, TensorList *out)
{
    Value v = a->p[i];
    const char *name = builtins_signature(a->fn)->p[i].name;
    out->name = name;
    out->at = a->at[i];
    out->n = 0;
    if (v.kind != V_LIST && v.kind != V_TUPLE)
        return error_raise_at(in, out->at,
                             "%s(): argument '%s' must be a list of tensors, one per device, not %s",
                             a->fn->name, name, value_type_name(v));
    List *l = value_as_list(v);
    if (l->len == 0)
        return error_raise_at(in, out->at, "%s(): argument '%s' is empty: it needs one tensor per device",
                             a->fn->name, name);
    if (l->len > DEV_MAX_RANKS)
        return error_raise_at(in, out->at, "%s(): argument '%s' has %zu tensors; at most %d devices take part",
                             a->fn->name, name, l->len, DEV_MAX_RANKS);
    for (size_t i = 0; i < l->len; i++) {
        Value x = l->items[i];
        if (x.kind != V_TENSOR)
            return error_raise_at(in, out->at, "%s(): %s[%zu] must be a Tensor, not %s", a->fn->name, name, i,
                                 value_type_name(x));
        Tensor *t = value_as_tensor(x);
        if (tensor_device(t) < 0)
            return error_raise_at(in, out->at,
                                 "%s(): %s[%zu] is on the cpu; each tensor must be on a cuda device",
                                 a->fn->name, name, i);
        if (!tensor_is_contiguous(t))
            return error_raise_at(in, out->at, "%s(): %s[%zu] is not contiguous (call .contiguous() first)",
                                 a->fn->name, name, i);
        out->t[i] = t;
    }
    out->n = (int)l->len;
    for (int i = 0; i < out->n; i++) {
        for (int j = 0; j < i; j++) {
            if (tensor_device(out->t[i]) == tensor_device(out->t[j]))
                return error_raise_at(in, out->at,
                                     "%s(): %s[%d] and %s[%d] are both on cuda:%d; each tensor must be on "
                                     "a different device",
                                     a->fn->name, name, j, name, i, tensor_device(out->t[i]));
        }
    }
    return true;
}

/* Every tensor of l has the dtype and shape of l's first. */
static bool same_kind(Interp *in, const Args *a, const TensorList *l)
{
    const Tensor *t0 = l->t[0];
    for (int i = 1; i < l->n; i++) {
        const Tensor *t = l->t[i];
        if (t->dtype != t0->dtype)
            return error_raise_at(in, l->at, "%s(): %s[%d] has dtype %s but %s[0] has dtype %s", a->fn->name,
                                 l->name, i, dtype_name(t->dtype), l->name, dtype_name(t0->dtype));
        bool same = t->ndim == t0->ndim;
        for (int d = 0; same && d < t->ndim; d++)
            same = t->shape[d] == t0->shape[d];
        if (!same) {
            char have[160], want[160];
            tensor_shape_str(t->ndim, t->shape, have, sizeof have);
            tensor_shape_str(t0->ndim, t0->shape, want, sizeof want);
            return error_raise_at(in, l->at, "%s(): %s[%d] has shape %s but %s[0] has shape %s", a->fn->name,
                                 l->name, i, have, l->name, want);
        }
    }
    return true;
}

/* NCCL moves and reduces every dtype but int16 (it has no ncclInt16). */
static bool nccl_dtype(Interp *in, const Args *a, const TensorList *l)
{
    if (l->t[0]->dtype == DT_INT16)
        return error_raise_at(in, l->at, "%s(): NCCL has no int16 type: convert the tensors to int32 first",
                             a->fn->name);
    return true;
}

/* The op bound to parameter i. */
static bool get_op(Interp *in, const Args *a, int i, DType dt, CollOp *out)
{
    Value v = a->p[i];
    Span at = a->at[i];
    static const char *const names[] = {"sum", "max", "min", "avg"};
    if (v.kind != V_STR)
        return error_raise_at(in, at,
                             "%s(): argument 'op' must be a str ('sum', 'max', 'min' or 'avg'), not %s",
                             a->fn->name, value_type_name(v));
    const char *s = value_as_str(v)->data;
    for (int i = 0; i < 4; i++) {
        if (strcmp(s, names[i]) == 0) {
            *out = (CollOp)i;
            if (*out == COLL_AVG && dtype_is_bool(dt))
                return error_raise_at(in, at, "Cannot use ReduceOp.AVG with boolean inputs");
            return true;
        }
    }
    return error_raise_at(in, at, "%s(): unknown op '%s' (expected 'sum', 'max', 'min' or 'avg')", a->fn->name,
                         s);
}

/* outputs[i] sits on inputs[i]'s device, in the inputs' dtype, shares no
 * memory with any input, and has `want` elements. */
static bool check_outputs(Interp *in, const Args *a, const TensorList *ins, const TensorList *outs,
                          int64_t want, const char *rule)
{
    if (outs->n != ins->n)
        return error_raise_at(in, outs->at, "%s(): %d inputs but %d outputs; each device needs one of each",
                             a->fn->name, ins->n, outs->n);
    for (int i = 0; i < outs->n; i++) {
        const Tensor *o = outs->t[i];
        if (tensor_device(o) != tensor_device(ins->t[i]))
            return error_raise_at(in, outs->at, "%s(): outputs[%d] is on cuda:%d but inputs[%d] is on cuda:%d",
                                 a->fn->name, i, tensor_device(o), i, tensor_device(ins->t[i]));
        if (o->dtype != ins->t[0]->dtype)
            return error_raise_at(in, outs->at, "%s(): outputs[%d] has dtype %s but the inputs have dtype %s",
                                 a->fn->name, i, dtype_name(o->dtype), dtype_name(ins->t[0]->dtype));
        if (tensor_numel(o) != want)
            return error_raise_at(in, outs->at, "%s(): outputs[%d] has %lld elements but must have %lld (%s)",
                                 a->fn->name, i, (long long)tensor_numel(o), (long long)want, rule);
        for (int j = 0; j < ins->n; j++) {
            if (tensor_overlap(o, ins->t[j]) != TENSOR_OVERLAP_NO)
                return error_raise_at(in, outs->at, "%s(): outputs[%d] shares memory with inputs[%d]",
                                     a->fn->name, i, j);
        }
    }
    return true;
}

/* Fills the participants and enqueues c on every device's current stream. */
static bool run(Interp *in, DevCollective *c, const TensorList *ins, const TensorList *outs, Value *out)
{
    const Backend *be;
    if (!tensor_backend(in, &be)) return false;
    c->n = ins->n;
    c->dtype = ins->t[0]->dtype;
    for (int i = 0; i < c->n; i++) {
        c->dev[i] = tensor_device(ins->t[i]);
        c->stream[i] = runtime_current_stream(c->dev[i]);
        c->send[i] = tensor_data(ins->t[i]);
        c->recv[i] = tensor_data(outs->t[i]);
    }
    *out = value_none();
    if (c->count == 0) return true;
    if (!be->collective) return error_raise(in, "the %s backend has no collectives", be->name);
    Error err;
    if (!be->collective(c, &err)) return tensor_fail(in, &err);
    return true;
}

/* all_reduce(tensors, op='sum'): every tensor becomes the reduction of all. */
static bool bi_all_reduce(Interp *in, const Args *a, Value *out)
{
    TensorList l;
    DevCollective c = {.kind = COLL_ALL_REDUCE, .op = COLL_SUM};
    if (!get_list(in, a, 0, &l) || !same_kind(in, a, &l) || !nccl_dtype(in, a, &l)) return false;
    if (a->p[1].kind != V_NONE && !get_op(in, a, 1, l.t[0]->dtype, &c.op)) return false;
    c.count = (size_t)tensor_numel(l.t[0]);
    return run(in, &c, &l, &l, out);
}

/* broadcast(tensors, root=0): every tensor becomes a copy of tensors[root]. */
static bool bi_broadcast(Interp *in, const Args *a, Value *out)
{
    TensorList l;
    if (!get_list(in, a, 0, &l) || !same_kind(in, a, &l) || !nccl_dtype(in, a, &l)) return false;
    int64_t root;
    if (!value_as_index(in, a->p[1], &root)) return false;
    if (root < 0 || root >= l.n)
        return error_raise_at(in, a->at[1], "%s(): root %lld is out of range for %d tensors",
                             a->fn->name, (long long)root, l.n);
    DevCollective c = {.kind = COLL_BROADCAST, .root = (int)root, .count = (size_t)tensor_numel(l.t[0])};
    return run(in, &c, &l, &l, out);
}

/* all_gather(inputs, outputs): outputs[i] = inputs[0], ..., inputs[n-1],
 * flattened one after another. */
static bool bi_all_gather(Interp *in, const Args *a, Value *out)
{
    TensorList ins, outs;
    if (!get_list(in, a, 0, &ins) || !same_kind(in, a, &ins) || !nccl_dtype(in, a, &ins) ||
        !get_list(in, a, 1, &outs))
        return false;
    int64_t each = tensor_numel(ins.t[0]);
    if (!check_outputs(in, a, &ins, &outs, each * ins.n, "the number of inputs times an input's elements"))
        return false;
    DevCollective c = {.kind = COLL_ALL_GATHER, .count = (size_t)each};
    return run(in, &c, &ins, &outs, out);
}

/* reduce_scatter(inputs, outputs, op='sum'): outputs[i] = block i of the
 * reduction of the flattened inputs. */
static bool bi_reduce_scatter(Interp *in, const Args *a, Value *out)
{
    TensorList ins, outs;
    DevCollective c = {.kind = COLL_REDUCE_SCATTER, .op = COLL_SUM};
    if (!get_list(in, a, 0, &ins) || !same_kind(in, a, &ins) || !nccl_dtype(in, a, &ins) ||
        !get_list(in, a, 1, &outs))
        return false;
    if (a->p[2].kind != V_NONE && !get_op(in, a, 2, ins.t[0]->dtype, &c.op)) return false;
    int64_t total = tensor_numel(ins.t[0]);
    if (total % ins.n != 0)
        return error_raise_at(in, ins.at, "%s(): inputs of %lld elements do not split into %d equal blocks",
                             a->fn->name, (long long)total, ins.n);
    if (!check_outputs(in, a, &ins, &outs, total / ins.n,
                       "an input's elements divided by the number of inputs"))
        return false;
    c.count = (size_t)(total / ins.n);
    return run(in, &c, &ins, &outs, out);
}

static const Builtin rows[] = {
    {"all_reduce", V_NONE, BI_FUNC, bi_all_reduce, "tensors, op='sum'", 0,
     "each tensor (one per device) becomes the sum, max, min or avg of all"},
    {"broadcast", V_NONE, BI_FUNC, bi_broadcast, "tensors, root=0", 0,
     "each tensor (one per device) becomes a copy of tensors[root]"},
    {"all_gather", V_NONE, BI_FUNC, bi_all_gather, "inputs, outputs", 0,
     "each outputs[i] holds every input, flattened, in list order"},
    {"reduce_scatter", V_NONE, BI_FUNC, bi_reduce_scatter, "inputs, outputs, op='sum'", 0,
     "outputs[i] is block i of the reduction of the inputs"},
};

void collective_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
