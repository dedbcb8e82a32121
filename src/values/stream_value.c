/* stream_value.c: streams and events as values, the device, stream, event
 * and memory builtins, and the stream statements (stream_value.h).  Every
 * call goes to the backend through runtime.h; the wording of errors is
 * PyTorch's where PyTorch has one (torch-streams.md). */
#include "values/stream_value.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "values/args.h"
#include "values/builtins.h"
#include "values/deferred.h"
#include "base/error.h"
#include "runtime/race.h"
#include "runtime/runtime.h"
#include "values/tensor_value.h"
#include "runtime/trace.h"

typedef struct StreamObj {
    Obj obj;
    DevStream *ds;
    int dev;
    int priority;            /* as the device applies it (clamped) */
    bool is_default;
    int number;              /* stream#N; 0 for a default stream */
    char *name;              /* from a declaration, or NULL */
} StreamObj;

/* The device event is made at the first record, on the recording stream's
 * device, as PyTorch makes its events lazily. */
typedef struct EventObj {
    Obj obj;
    DevEvent *de;            /* NULL until first recorded */
    int dev;                 /* the recording device; the current device before */
    bool timing, blocking;
    int number;
    char *name;
} EventObj;

static Value defaults[RUNTIME_MAX_DEVICES];   /* V_NONE until asked for */
static Value current[RUNTIME_MAX_DEVICES];    /* V_NONE: the default stream */
static int streams_made, events_made;

static StreamObj *as_stream(Value v)
{
    return (StreamObj *)v.u.obj;
}

static EventObj *as_event(Value v)
{
    return (EventObj *)v.u.obj;
}

static int clamp_priority(const Backend *be, int64_t p)
{
    int least, greatest;
    be->priority_range(&least, &greatest);
    return p > least ? least : p < greatest ? greatest : (int)p;
}

/* ---------------------------------------------------------- the kinds */

static void stream_free(Obj *obj)
{
    StreamObj *s = (StreamObj *)obj;
    const Backend *be;
    if (!s->is_default) trace_forget_stream(s->ds);
    if (!s->is_default && runtime_backend(&be, NULL)) be->stream_destroy(s->ds);
    free(s->name);
    free(s);
}

static void event_free(Obj *obj)
{
    EventObj *e = (EventObj *)obj;
    const Backend *be;
    if (e->de && runtime_backend(&be, NULL)) be->event_destroy(e->de);
    free(e->name);
    free(e);
}

static void stream_label(Buf *out, const StreamObj *s)
{
    if (s->is_default) buf_puts(out, "default");
    else if (s->name) buf_puts(out, s->name);
    else buf_printf(out, "stream#%d", s->number);
}

static void event_label(Buf *out, const EventObj *e)
{
    if (e->name) buf_puts(out, e->name);
    else buf_printf(out, "event#%d", e->number);
}

/* The handle a stream or an event shows for its cudaStream_t or
 * cudaEvent_t: its number, not the pointer, so that output is the same
 * from run to run (0 for a default stream and an event not yet recorded,
 * as in PyTorch). */
static int64_t stream_handle(const StreamObj *s)
{
    return s->is_default ? 0 : s->number;
}

static int64_t event_handle(const EventObj *e)
{
    return e->de ? e->number : 0;
}

/* PyTorch's reprs, with the name a declaration gave after them. */
static bool stream_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    StreamObj *s = as_stream(v);
    buf_printf(out, "<torch.cuda.Stream device=cuda:%d cuda_stream=0x%llx", s->dev, (long long)stream_handle(s));
    if (s->name) buf_printf(out, " name=%s", s->name);
    buf_putc(out, '>');
    return true;
}

static bool event_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    EventObj *e = as_event(v);
    if (e->de) buf_printf(out, "<torch.cuda.Event 0x%llx", (long long)event_handle(e));
    else buf_puts(out, "<torch.cuda.Event uninitialized");
    if (e->name) buf_printf(out, " name=%s", e->name);
    buf_putc(out, '>');
    return true;
}

/* Python's rules for objects without arithmetic: == and != compare
 * identity (two handles of one stream are equal, as in PyTorch), other
 * operators are refused. */
static bool identity_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (op == OP_EQ || op == OP_NE) {
        bool same = a.kind == b.kind && a.u.obj == b.u.obj;
        if (a.kind == V_STREAM && b.kind == V_STREAM) same = as_stream(a)->ds == as_stream(b)->ds;
        *out = value_bool(op == OP_EQ ? same : !same);
        return true;
    }
    if (op >= OP_LT)
        return error_raise_as(in, ERR_TYPE, "'%s' not supported between instances of '%s' and '%s'", ast_op_text(op),
                              value_type_name(a), value_type_name(b));
    return error_raise_as(in, ERR_TYPE, "unsupported operand type(s) for %s: '%s' and '%s'", ast_op_text(op),
                          value_type_name(a), value_type_name(b));
}

/* Equal streams hash alike: two handles of one stream are equal. */
static bool stream_hash(Interp *in, Value v, uint64_t *out)
{
    (void)in;
    *out = (uint64_t)(uintptr_t)as_stream(v)->ds;
    return true;
}

static const ValueClass stream_class = {
    .name = "Stream",
    .qualname = "torch.cuda.Stream",
    .free = stream_free,
    .repr = stream_repr,
    .binary = identity_binary,
    .hash = stream_hash,
};

static const ValueClass event_class = {
    .name = "Event",
    .qualname = "torch.cuda.Event",
    .free = event_free,
    .repr = event_repr,
    .binary = identity_binary,
};

/* ------------------------------------------------- the current stream */

static Value default_stream_value(int dev)
{
    if (defaults[dev].kind == V_NONE) {
        const Backend *be;
        runtime_backend(&be, NULL);
        StreamObj *s = value_obj_new(sizeof *s);
        s->ds = be->default_stream(dev);
        s->dev = dev;
        s->is_default = true;
        defaults[dev] = value_from_obj(V_STREAM, s);
    }
    return value_retain(defaults[dev]);
}

static Value current_stream_value(int dev)
{
    return current[dev].kind == V_NONE ? default_stream_value(dev) : value_retain(current[dev]);
}

/* Makes v (a stream of device dev, or None for its default stream) current
 * on dev. */
static void set_current(int dev, Value v)
{
    Value old = current[dev];
    current[dev] = v.kind == V_STREAM && !as_stream(v)->is_default ? value_retain(v) : value_none();
    runtime_set_current_stream(dev, current[dev].kind == V_NONE ? NULL : as_stream(v)->ds);
    value_release(old);
}

static void release_values(void)
{
    for (int d = 0; d < RUNTIME_MAX_DEVICES; d++) {
        value_release(current[d]);
        value_release(defaults[d]);
        current[d] = defaults[d] = value_none();
    }
}

/* ---------------------------------------------------------- arguments */

static bool stream_arg(Interp *in, const char *fn, const char *what, Value v, StreamObj **out)
{
    if (v.kind != V_STREAM)
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be Stream, not %s", fn, what, value_type_name(v));
    *out = as_stream(v);
    return true;
}

static bool event_arg(Interp *in, const char *fn, const char *what, Value v, EventObj **out)
{
    if (v.kind != V_EVENT)
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be Event, not %s", fn, what, value_type_name(v));
    *out = as_event(v);
    return true;
}

/* A stream argument that defaults to the current stream (borrowed: the
 * default stream values live until exit). */
static bool stream_or_current(Interp *in, const char *fn, Value v, StreamObj **out)
{
    if (v.kind != V_NONE) return stream_arg(in, fn, "stream", v, out);
    Value cur = current_stream_value(runtime_current_device());
    *out = as_stream(cur);
    value_release(cur);
    return true;
}

/* ------------------------------------------------------------ streams */

static bool make_stream(Interp *in, int dev, int64_t priority, Value *out)
{
    const Backend *be;
    DevStream *ds;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!be->stream_create(dev, (int)(priority < INT32_MIN ? INT32_MIN : priority > INT32_MAX ? INT32_MAX : priority),
                           &ds, &err))
        return tensor_fail(in, &err);
    StreamObj *s = value_obj_new(sizeof *s);
    s->ds = ds;
    s->dev = dev;
    s->priority = clamp_priority(be, priority);
    s->number = ++streams_made;
    race_name_stream(ds, NULL, s->number);
    trace_name_stream(ds, dev, NULL, s->number);
    *out = value_from_obj(V_STREAM, s);
    return true;
}

bool stream_value_new(Interp *in, int dev, int64_t priority, Value *out)
{
    return make_stream(in, dev, priority, out);
}

static bool bi_stream(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int dev;
    int64_t priority;
    if (!args_cuda_device(in, "Stream", p[0], &dev) || !value_as_index(in, p[1], &priority))
        return false;
    /* A positive priority (less urgent than the default, which no device
     * has) gives priority 0, as PyTorch 2.7 and later do. */
    return make_stream(in, dev, priority, out);
}

static bool stream_synchronize(Interp *in, StreamObj *s)
{
    const Backend *be;
    Error err;
    return tensor_backend(in, &be) && deferred_drain(in) &&
           (be->stream_synchronize(s->ds, &err) || tensor_fail(in, &err));
}

static bool m_stream_synchronize(Interp *in, const Args *a, Value *out)
{
    *out = value_none();
    return stream_synchronize(in, as_stream(a->p[0]));
}

static bool m_stream_query(Interp *in, const Args *a, Value *out)
{
    const Backend *be;
    if (!tensor_backend(in, &be)) return false;
    *out = value_bool(be->stream_query(as_stream(a->p[0])->ds));
    return true;
}

/* s waits for everything enqueued on `other` so far, whichever device
 * each is on (cudaStreamWaitEvent takes an event of another device). */
static bool wait_stream(Interp *in, StreamObj *s, StreamObj *other)
{
    const Backend *be;
    DevEvent *e;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (s->ds == other->ds) return true;
    if (!be->event_create(other->dev, false, false, &e, &err)) return tensor_fail(in, &err);
    bool ok = be->event_record(e, other->ds, &err) && be->stream_wait_event(s->ds, e, &err);
    be->event_destroy(e);
    return ok || tensor_fail(in, &err);
}

static bool m_wait_stream(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    StreamObj *other = NULL;
    if (!stream_arg(in, "wait_stream", "stream", p[1], &other)) return false;
    *out = value_none();
    return wait_stream(in, as_stream(p[0]), other);
}

/* s waits for e's latest record, of any device; nothing when e was never
 * recorded. */
static bool wait_event(Interp *in, StreamObj *s, EventObj *e)
{
    const Backend *be;
    Error err;
    if (!e->de) return true;
    if (!tensor_backend(in, &be)) return false;
    return be->stream_wait_event(s->ds, e->de, &err) || tensor_fail(in, &err);
}

static bool m_wait_event(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    EventObj *e = NULL;
    if (!event_arg(in, "wait_event", "event", p[1], &e)) return false;
    *out = value_none();
    return wait_event(in, as_stream(p[0]), e);
}

/* ------------------------------------------------------------- events */

static Value new_event(bool timing, bool blocking)
{
    EventObj *e = value_obj_new(sizeof *e);
    e->dev = runtime_current_device();
    e->timing = timing;
    e->blocking = blocking;
    e->number = ++events_made;
    return value_from_obj(V_EVENT, e);
}

static bool bi_event(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool timing, blocking, interprocess;
    if (!value_truth(in, p[0], &timing) || !value_truth(in, p[1], &blocking) ||
        !value_truth(in, p[2], &interprocess))
        return false;
    if (interprocess) return error_raise(in, "interprocess events are not supported by cst");
    *out = new_event(timing, blocking);
    return true;
}

static bool record(Interp *in, EventObj *e, StreamObj *s)
{
    const Backend *be;
    Error err;
    if (!tensor_backend(in, &be)) return false;
    if (!e->de) {
        if (!be->event_create(s->dev, e->timing, e->blocking, &e->de, &err)) return tensor_fail(in, &err);
        e->dev = s->dev;
    }
    if (e->dev != s->dev)
        return error_raise(in, "Event device %d does not match recording stream's device %d.", e->dev, s->dev);
    return be->event_record(e->de, s->ds, &err) || tensor_fail(in, &err);
}

static bool m_record_event(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    EventObj *e = NULL;
    Value ev = p[1].kind == V_NONE ? new_event(false, false) : value_retain(p[1]);
    if (!event_arg(in, "record_event", "event", ev, &e) || !record(in, e, as_stream(p[0]))) {
        value_release(ev);
        return false;
    }
    *out = ev;
    return true;
}

static bool m_event_record(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    StreamObj *s = NULL;
    if (!stream_or_current(in, "record", p[1], &s)) return false;
    *out = value_none();
    return record(in, as_event(p[0]), s);
}

static bool m_event_wait(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    StreamObj *s = NULL;
    if (!stream_or_current(in, "wait", p[1], &s)) return false;
    *out = value_none();
    return wait_event(in, s, as_event(p[0]));
}

static bool event_done(EventObj *e)
{
    const Backend *be;
    return !e->de || !runtime_backend(&be, NULL) || be->event_query(e->de);
}

static bool m_event_query(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_bool(event_done(as_event(a->p[0])));
    return true;
}

static bool event_synchronize(Interp *in, EventObj *e)
{
    const Backend *be;
    Error err;
    if (!e->de) return deferred_drain(in);
    return tensor_backend(in, &be) && deferred_drain(in) &&
           (be->event_synchronize(e->de, &err) || tensor_fail(in, &err));
}

static bool m_event_synchronize(Interp *in, const Args *a, Value *out)
{
    *out = value_none();
    return event_synchronize(in, as_event(a->p[0]));
}

/* PyTorch 2.11's checks, in its order, and of its classes. */
static bool m_elapsed_time(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    EventObj *start, *end = NULL;
    const Backend *be;
    if (!event_arg(in, "elapsed_time", "end_event", p[1], &end) || !tensor_backend(in, &be)) return false;
    start = as_event(p[0]);
    if (!start->timing || !end->timing)
        return error_raise_as(in, ERR_VALUE, "Both events must be created with argument 'enable_timing=True'.");
    if (!start->de || !end->de)
        return error_raise_as(in, ERR_VALUE, "Both events must be recorded before calculating elapsed time.");
    if (!event_done(start) || !event_done(end))
        return error_raise(in, "Both events must be completed before calculating elapsed time.");
    /* cudaEventElapsedTime refuses events of two devices, and PyTorch
     * passes its error on. */
    if (start->dev != end->dev)
        return error_raise(in, "CUDA error: invalid resource handle (elapsed_time() between an event recorded on "
                           "cuda:%d and one recorded on cuda:%d: CUDA times events of one device only)",
                           start->dev, end->dev);
    float ms;
    Error err;
    if (!be->event_elapsed(start->de, end->de, &ms, &err)) return tensor_fail(in, &err);
    *out = value_float(ms);
    return true;
}

/* ---------------------------------------------- stream/event attributes */

static bool attr_priority(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_int(as_stream(a->p[0])->priority);
    return true;
}

/* An event has a device once recorded, as PyTorch makes it then. */
static bool attr_device(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Value v = a->p[0];
    if (v.kind == V_EVENT && !as_event(v)->de) {
        *out = value_none();
        return true;
    }
    int dev = v.kind == V_STREAM ? as_stream(v)->dev : as_event(v)->dev;
    *out = value_device((Device){DEV_CUDA, dev});
    return true;
}

/* cuda_stream and stream_id, cuda_event and event_id: the handle the repr
 * shows (PyTorch's stream_id packs the pool slot; here the two agree). */
static bool attr_handle(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Value v = a->p[0];
    *out = value_int(v.kind == V_STREAM ? stream_handle(as_stream(v)) : event_handle(as_event(v)));
    return true;
}

static bool attr_device_index(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_int(as_stream(a->p[0])->dev);
    return true;
}

/* c10::DeviceType::CUDA. */
static bool attr_device_type(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_int(1);
    return true;
}

static bool attr_name(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Buf b = BUF_INIT;
    if (a->p[0].kind == V_STREAM) stream_label(&b, as_stream(a->p[0]));
    else event_label(&b, as_event(a->p[0]));
    *out = value_str_buf(&b);
    return true;
}

static bool attr_enable_timing(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_bool(as_event(a->p[0])->timing);
    return true;
}

/* ------------------------------------------------- module functions */

/* The device of current_stream(device) and default_stream(device): a
 * device past the last is c10's stream lookup's error, in its words. */
static bool stream_device(Interp *in, const char *fn, Value v, int *dev)
{
    int64_t index = -1;
    Device d;
    if (v.kind == V_INT) index = v.u.i;
    else if (v.kind == V_DEVICE && v.u.device.type == DEV_CUDA) index = v.u.device.index;
    else if (v.kind == V_STR && value_parse_device(value_as_str(v)->data, &d) && d.type == DEV_CUDA) index = d.index;
    int n = runtime_device_count();
    if (index >= n)
        return error_raise(in, "Device index value %lld is out of index range [0, %d)", (long long)index, n);
    return args_cuda_device(in, fn, v, dev);
}

static bool bi_current_stream(Interp *in, const Args *a, Value *out)
{
    int dev;
    if (!stream_device(in, "current_stream", a->p[0], &dev)) return false;
    *out = current_stream_value(dev);
    return true;
}

static bool bi_default_stream(Interp *in, const Args *a, Value *out)
{
    int dev;
    if (!stream_device(in, "default_stream", a->p[0], &dev)) return false;
    *out = default_stream_value(dev);
    return true;
}

/* Also makes the stream's device current, as torch.cuda.set_stream does. */
static bool bi_set_stream(Interp *in, const Args *a, Value *out)
{
    Value p = a->p[0];
    StreamObj *s = NULL;
    *out = value_none();
    if (p.kind == V_NONE) return true;
    if (!stream_arg(in, "set_stream", "stream", p, &s)) return false;
    runtime_set_current_device(s->dev);
    set_current(s->dev, p);
    return true;
}

static bool bi_synchronize(Interp *in, const Args *a, Value *out)
{
    int dev;
    Error err;
    if (!args_cuda_device(in, "synchronize", a->p[0], &dev)) return false;
    *out = value_none();
    return deferred_drain(in) && (runtime_synchronize_device(dev, &err) || tensor_fail(in, &err));
}

static bool bi_device_count(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_int(runtime_device_count());
    return true;
}

static bool bi_is_available(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_bool(runtime_device_count() > 0);
    return true;
}

static bool bi_current_device(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_int(runtime_current_device());
    return true;
}

/* A negative index changes nothing, as in PyTorch. */
static bool bi_set_device(Interp *in, const Args *a, Value *out)
{
    int dev;
    if (!args_cuda_device(in, "set_device", a->p[0], &dev)) return false;
    runtime_set_current_device(dev);
    *out = value_none();
    return true;
}

static bool bi_get_device_name(Interp *in, const Args *a, Value *out)
{
    int dev;
    const Backend *be;
    if (!args_cuda_device(in, "get_device_name", a->p[0], &dev) || !tensor_backend(in, &be)) return false;
    *out = value_cstr(be->device_name(dev));
    return true;
}

static bool bi_priority_range(Interp *in, const Args *a, Value *out)
{
    const Backend *be;
    int least, greatest;
    (void)a;
    if (!tensor_backend(in, &be)) return false;
    be->priority_range(&least, &greatest);
    *out = value_list_new(V_TUPLE, 2);
    value_list_push(*out, value_int(least));
    value_list_push(*out, value_int(greatest));
    return true;
}

/* memory_allocated, max_memory_allocated and memory_reserved: which in
 * data. */
enum { MEMORY_ALLOCATED, MEMORY_PEAK, MEMORY_RESERVED };

static bool bi_memory(Interp *in, const Args *a, Value *out)
{
    int dev;
    const Backend *be;
    if (!args_cuda_device(in, a->fn->name, a->p[0], &dev) || !tensor_backend(in, &be)) return false;
    DevMemoryStats st;
    be->memory_stats(dev, &st);
    size_t n = a->fn->data == MEMORY_ALLOCATED ? st.allocated : a->fn->data == MEMORY_PEAK ? st.peak_allocated
                                                                                         : st.reserved;
    *out = value_int((int64_t)n);
    return true;
}

static bool bi_empty_cache(Interp *in, const Args *a, Value *out)
{
    const Backend *be;
    (void)a;
    if (!tensor_backend(in, &be)) return false;
    be->empty_cache(runtime_current_device());
    *out = value_none();
    return true;
}

static bool bi_device_sleep(Interp *in, const Args *a, Value *out)
{
    Value p = a->p[0];
    const Backend *be;
    if (!tensor_backend(in, &be)) return false;
    if (!value_is_number(p))
        return error_raise_as(in, ERR_TYPE, "device_sleep(): argument 'ms' must be a number, not %s",
                              value_type_name(p));
    double ms = p.kind == V_FLOAT ? p.u.f : p.kind == V_INT ? (double)p.u.i : p.u.b;
    if (!(ms >= 0) || isinf(ms))
        return error_raise_as(in, ERR_VALUE, "device_sleep(): ms must be a finite number >= 0, got %g", ms);
    int dev = runtime_current_device();
    OpArgs args;
    memset(&args, 0, sizeof args);
    args.sf[0] = ms;
    Error err;
    if (!be->launch(OP_sleep, &args, runtime_current_stream(dev), &err)) return tensor_fail(in, &err);
    *out = value_none();
    return true;
}

/* t.record_stream(s): t's memory is not reused until the work s has at the
 * time t is freed is done.  cst records every use by itself; the call is
 * kept for PyTorch programs. */
static bool m_record_stream(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    StreamObj *s = NULL;
    const Backend *be;
    if (!stream_arg(in, "record_stream", "stream", p[1], &s) || !tensor_backend(in, &be)) return false;
    Tensor *t = value_as_tensor(p[0]);
    if (tensor_device(t) < 0) return error_raise(in, "record_stream() expects a CUDA tensor, but got a cpu tensor");
    if (tensor_device(t) != s->dev)
        return error_raise(in, "record_stream(): the stream is on cuda:%d, the tensor on cuda:%d", s->dev,
                          tensor_device(t));
    if (t->storage->data && s->ds != t->storage->stream) be->record_use(t->storage->data, s->ds);
    *out = value_none();
    return true;
}

static const Builtin rows[] = {
    {"Stream", V_STREAM, BI_TYPE, bi_stream, "device=None, priority=0", 0,
     "a new stream, asynchronous to every other (priority: 0 down to -5, lower ones clamped)"},
    {"Event", V_EVENT, BI_TYPE, bi_event, "enable_timing=False, blocking=False, interprocess=False", 0,
     "a marker that records a position in a stream (interprocess=True is refused)"},
    {"current_stream", V_NONE, BI_FUNC, bi_current_stream, "device=None", 0,
     "the stream operations of that device are enqueued on"},
    {"default_stream", V_NONE, BI_FUNC, bi_default_stream, "device=None", 0, "the device's default stream"},
    {"set_stream", V_NONE, BI_FUNC, bi_set_stream, "stream", 0,
     "make stream current on its device, and its device current"},
    {"synchronize", V_NONE, BI_FUNC, bi_synchronize, "device=None", 0,
     "wait until every stream of the device has finished its work"},
    {"device_count", V_NONE, BI_FUNC, bi_device_count, "", 0, "the number of devices"},
    {"current_device", V_NONE, BI_FUNC, bi_current_device, "", 0, "the index of the current device"},
    {"set_device", V_NONE, BI_FUNC, bi_set_device, "device", 0, "make a device current (an int or 'cuda:N')"},
    {"get_device_name", V_NONE, BI_FUNC, bi_get_device_name, "device=None", 0, "the device's name"},
    {"is_available", V_NONE, BI_FUNC, bi_is_available, "", 0, "whether a device can be used"},
    {"priority_range", V_STREAM, BI_FUNC | BI_STATIC, bi_priority_range, "", 0,
     "(least, greatest) stream priority: (0, -5); also Stream.priority_range()"},
    {"memory_allocated", V_NONE, BI_FUNC, bi_memory, "device=None", MEMORY_ALLOCATED,
     "bytes held by tensors (in 512-byte granules)"},
    {"max_memory_allocated", V_NONE, BI_FUNC, bi_memory, "device=None", MEMORY_PEAK,
     "the most memory_allocated has been"},
    {"memory_reserved", V_NONE, BI_FUNC, bi_memory, "device=None", MEMORY_RESERVED,
     "bytes the memory pool holds, in use or cached"},
    {"empty_cache", V_NONE, BI_FUNC, bi_empty_cache, "", 0,
     "give the pool's unused memory back (after pending frees finish)"},
    {"device_sleep", V_NONE, BI_FUNC, bi_device_sleep, "ms", 0,
     "enqueue on the current stream a kernel that keeps it busy for ms milliseconds"},
    {"synchronize", V_STREAM, BI_METHOD, m_stream_synchronize, "", 0, "wait until s has done its work"},
    {"query", V_STREAM, BI_METHOD, m_stream_query, "", 0, "whether s has done all its work"},
    {"wait_stream", V_STREAM, BI_METHOD, m_wait_stream, "stream", 0,
     "work enqueued on s from now on waits for the work enqueued on stream so far"},
    {"wait_event", V_STREAM, BI_METHOD, m_wait_event, "event", 0,
     "work enqueued on s from now on waits for event's latest record"},
    {"record_event", V_STREAM, BI_METHOD, m_record_event, "event=None", 0,
     "record event (a new Event if None) on s and return it"},
    {"priority", V_STREAM, BI_ATTR, attr_priority, NULL, 0, "the priority the device gave s"},
    {"device", V_STREAM, BI_ATTR, attr_device, NULL, 0, "the device of s"},
    {"name", V_STREAM, BI_ATTR, attr_name, NULL, 0, "'default', the declared name, or 'stream#N'"},
    {"cuda_stream", V_STREAM, BI_ATTR, attr_handle, NULL, 0, "0 for a default stream, else N of stream#N"},
    {"stream_id", V_STREAM, BI_ATTR, attr_handle, NULL, 0, "as cuda_stream"},
    {"device_index", V_STREAM, BI_ATTR, attr_device_index, NULL, 0, "the index of the device of s"},
    {"device_type", V_STREAM, BI_ATTR, attr_device_type, NULL, 0, "1, CUDA's"},
    {"record", V_EVENT, BI_METHOD, m_event_record, "stream=None", 0,
     "mark the current end of stream's work (the current stream by default)"},
    {"wait", V_EVENT, BI_METHOD, m_event_wait, "stream=None", 0, "work enqueued on stream from now on waits for e"},
    {"query", V_EVENT, BI_METHOD, m_event_query, "", 0, "whether the work before e's record is done"},
    {"synchronize", V_EVENT, BI_METHOD, m_event_synchronize, "", 0, "wait until e's record is reached"},
    {"elapsed_time", V_EVENT, BI_METHOD, m_elapsed_time, "end_event", 0,
     "milliseconds from e to end_event (both timed, recorded and completed)"},
    {"device", V_EVENT, BI_ATTR, attr_device, NULL, 0, "the device e was recorded on; None before"},
    {"cuda_event", V_EVENT, BI_ATTR, attr_handle, NULL, 0, "0 before e is recorded, then N of event#N"},
    {"event_id", V_EVENT, BI_ATTR, attr_handle, NULL, 0, "as cuda_event"},
    {"name", V_EVENT, BI_ATTR, attr_name, NULL, 0, "the declared name, or 'event#N'"},
    {"enable_timing", V_EVENT, BI_ATTR, attr_enable_timing, NULL, 0, "whether e records times"},
    {"record_stream", V_TENSOR, BI_METHOD, m_record_stream, "stream", 0,
     "t's memory is reused only after the work stream has when t is freed"},
};

void stream_value_register(void)
{
    static bool registered;
    /* Each interpreter starts on the default streams, whose values live as
     * long as the process (the fuzzer makes an interpreter per input). */
    for (int d = 0; d < RUNTIME_MAX_DEVICES; d++) set_current(d, value_none());
    if (registered) return;
    registered = true;
    value_define_class(V_STREAM, &stream_class);
    value_define_class(V_EVENT, &event_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
    runtime_at_exit(release_values);
}

/* --------------------------------------------------------- statements */

bool stream_value_declare(Interp *in, DeclKind kind, const char *name, Value v)
{
    ValueKind want = kind == DECL_STREAM ? V_STREAM : V_EVENT;
    if (v.kind != want)
        return error_raise(in, "'%s %s = ...' needs %s, not %s", kind == DECL_STREAM ? "stream" : "event", name,
                          kind == DECL_STREAM ? "a Stream" : "an Event", value_type_name(v));
    /* A stream or event keeps the first name it was declared with; the
     * default stream keeps its own. */
    if (want == V_STREAM && !as_stream(v)->is_default && !as_stream(v)->name) {
        as_stream(v)->name = xstrdup(name);
        race_name_stream(as_stream(v)->ds, name, 0);
        trace_name_stream(as_stream(v)->ds, as_stream(v)->dev, name, 0);
    }
    if (want == V_EVENT && !as_event(v)->name) as_event(v)->name = xstrdup(name);
    return true;
}

bool stream_value_enter(Interp *in, WithKind kind, Value v, const Node *expr, StreamScope *sc)
{
    sc->active = sc->streams = false;
    sc->device = runtime_current_device();
    sc->other = -1;
    sc->prev = sc->prev_other = value_none();
    /* None changes nothing, as torch.cuda.stream(None) and device(None). */
    if (v.kind == V_NONE) return true;
    if (kind == WITH_DEVICE) {
        int dev;
        if (!args_cuda_device(in, "device", v, &dev)) return false;
        runtime_set_current_device(dev);
        sc->active = true;
        return true;
    }
    if (v.kind != V_STREAM)
        return error_raise(in, "'with stream' needs a Stream (or None), not %s", value_type_name(v));
    StreamObj *s = as_stream(v);
    sc->prev = value_retain(current[sc->device]);
    if (s->dev != sc->device) {
        sc->other = s->dev;
        sc->prev_other = value_retain(current[s->dev]);
    }
    runtime_set_current_device(s->dev);
    set_current(s->dev, v);
    race_with_stream(s->ds, expr);
    sc->active = sc->streams = true;
    return true;
}

DevStream *stream_value_dev_stream(Value v)
{
    return v.kind == V_STREAM ? as_stream(v)->ds : NULL;
}

int stream_value_device(Value v)
{
    return as_stream(v)->dev;
}

void stream_value_leave(StreamScope *sc)
{
    if (!sc->active) return;
    if (sc->streams) {
        if (sc->other >= 0) set_current(sc->other, sc->prev_other);
        set_current(sc->device, sc->prev);
    }
    runtime_set_current_device(sc->device);
    value_release(sc->prev);
    value_release(sc->prev_other);
    sc->active = false;
}

bool stream_value_synchronize(Interp *in, const Value *v)
{
    Error err;
    if (!v)
        return deferred_drain(in) &&
               (runtime_synchronize_device(runtime_current_device(), &err) || tensor_fail(in, &err));
    if (v->kind == V_STREAM) return stream_synchronize(in, as_stream(*v));
    if (v->kind == V_EVENT) return event_synchronize(in, as_event(*v));
    return error_raise(in, "'synchronize' needs a Stream or an Event, not %s", value_type_name(*v));
}
