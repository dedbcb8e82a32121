/* graph_value.c: CUDA graphs as values (graph_value.h).  The wording of
 * errors is PyTorch's where PyTorch has one (torch-streams.md). */
#include "values/graph_value.h"

#include <stdlib.h>

#include "values/args.h"
#include "values/builtins.h"
#include "base/error.h"
#include "runtime/runtime.h"
#include "values/tensor_value.h"

typedef struct GraphObj {
    Obj obj;
    DevGraph *dg;            /* NULL until a capture succeeded */
    int dev;
    int number;              /* graph#N, as a stream is stream#N */
    bool capturing;
} GraphObj;

/* torch.cuda.graph(g, stream=...): what `with` is given. */
typedef struct CaptureObj {
    Obj obj;
    Value graph;             /* held */
    Value stream;            /* held; None: the side stream */
} CaptureObj;

/* The stream each device captures on when none is given, made once, as
 * torch.cuda.graph's class-wide side stream. */
static Value side[RUNTIME_MAX_DEVICES];
static int graphs_made;

static GraphObj *as_graph(Value v)
{
    return (GraphObj *)v.u.obj;
}

static CaptureObj *as_capture(Value v)
{
    return (CaptureObj *)v.u.obj;
}

static void graph_free(Obj *obj)
{
    GraphObj *g = (GraphObj *)obj;
    const Backend *be;
    if (g->dg && runtime_backend(&be, NULL)) be->graph_destroy(g->dg);
    free(g);
}

static void capture_free(Obj *obj)
{
    CaptureObj *c = (CaptureObj *)obj;
    value_release(c->graph);
    value_release(c->stream);
    free(c);
}

/* PyTorch prints the object's address; cst its number, which is the same
 * from run to run. */
static bool graph_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "<torch.cuda.graphs.CUDAGraph object at 0x%x>", as_graph(v)->number);
    return true;
}

static bool capture_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "<torch.cuda.graphs.graph object at 0x%x>", as_graph(as_capture(v)->graph)->number);
    return true;
}

static const ValueClass graph_class = {
    .name = "CUDAGraph",
    .qualname = "torch.cuda.graphs.CUDAGraph",
    .free = graph_free,
    .repr = graph_repr,
};

static const ValueClass capture_class = {
    .name = "graph",
    .qualname = "torch.cuda.graphs.graph",
    .free = capture_free,
    .repr = capture_repr,
};

static void release_side_streams(void)
{
    for (int d = 0; d < RUNTIME_MAX_DEVICES; d++) {
        value_release(side[d]);
        side[d] = value_none();
    }
}

/* ------------------------------------------------------------ capture */

Value graph_value_new(void)
{
    GraphObj *g = value_obj_new(sizeof *g);
    g->number = ++graphs_made;
    return value_from_obj(V_GRAPH, g);
}

/* The stream a capture of device dev runs on: the one asked for, or the
 * side stream; PyTorch's refusal for a default stream. */
static bool capture_stream(Interp *in, Value asked, int dev, Value *out)
{
    if (asked.kind == V_NONE) {
        if (side[dev].kind == V_NONE && !stream_value_new(in, dev, 0, &side[dev])) return false;
        *out = value_retain(side[dev]);
        return true;
    }
    const Backend *be;
    if (!tensor_backend(in, &be)) return false;
    if (stream_value_dev_stream(asked) == be->default_stream(dev))
        return error_raise(in, "CUDA graphs must be captured on a non-default stream. (However, after capture, "
                               "it's ok to replay them on the default stream.)");
    *out = value_retain(asked);
    return true;
}

bool graph_value_enter(Interp *in, Value v, const Node *expr, GraphScope *sc)
{
    Value graph = v.kind == V_GRAPH_CAPTURE ? as_capture(v)->graph : v;
    Value asked = v.kind == V_GRAPH_CAPTURE ? as_capture(v)->stream : value_none();
    GraphObj *g = as_graph(graph);
    const Backend *be;
    Error err;
    sc->graph = sc->stream = value_none();
    if (g->dg || g->capturing)
        return error_raise(in, "This CUDAGraph instance already owns a captured graph. To capture a new graph, "
                               "create a new instance.");
    if (!tensor_backend(in, &be)) return false;
    int dev = asked.kind == V_STREAM ? stream_value_device(asked) : runtime_current_device();
    /* What came before the capture is done, as torch.cuda.graph
     * synchronizes first. */
    if (!runtime_synchronize_device(dev, &err)) return tensor_fail(in, &err);
    if (!capture_stream(in, asked, dev, &sc->stream)) return false;
    if (!stream_value_enter(in, WITH_STREAM, sc->stream, expr, &sc->streams)) {
        value_release(sc->stream);
        return false;
    }
    if (!be->capture_begin(stream_value_dev_stream(sc->stream), &err)) {
        stream_value_leave(&sc->streams);
        value_release(sc->stream);
        return tensor_fail(in, &err);
    }
    g->capturing = true;
    g->dev = dev;
    sc->graph = value_retain(graph);
    return true;
}

bool graph_value_leave(Interp *in, GraphScope *sc, bool ok)
{
    GraphObj *g = as_graph(sc->graph);
    const Backend *be;
    Error err;
    bool ended = runtime_backend(&be, &err) &&
                 be->capture_end(stream_value_dev_stream(sc->stream), ok, &g->dg, &err);
    g->capturing = false;
    stream_value_leave(&sc->streams);
    value_release(sc->stream);
    value_release(sc->graph);
    return ended || !ok || tensor_fail(in, &err);
}

/* ----------------------------------------------------------- builtins */

static bool bi_cuda_graph(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = graph_value_new();
    return true;
}

/* torch.cuda.graph(cuda_graph, pool=None, stream=None,
 * capture_error_mode="global"): pool is accepted and changes nothing (a
 * graph's memory is its own); the only mode is "global"'s, refusing every
 * host wait while capturing. */
static bool bi_graph(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[0].kind != V_GRAPH)
        return error_raise_as(in, ERR_TYPE, "graph(): argument 'cuda_graph' must be CUDAGraph, not %s",
                              value_type_name(p[0]));
    if (p[2].kind != V_NONE && p[2].kind != V_STREAM)
        return error_raise_as(in, ERR_TYPE, "graph(): argument 'stream' must be Stream or None, not %s",
                              value_type_name(p[2]));
    CaptureObj *c = value_obj_new(sizeof *c);
    c->graph = value_retain(p[0]);
    c->stream = value_retain(p[2]);
    *out = value_from_obj(V_GRAPH_CAPTURE, c);
    return true;
}

static bool m_replay(Interp *in, const Args *a, Value *out)
{
    GraphObj *g = as_graph(a->p[0]);
    const Backend *be;
    Error err;
    if (!g->dg) return error_raise(in, "Called CUDAGraph::replay without a preceding successful capture.");
    if (!tensor_backend(in, &be)) return false;
    *out = value_none();
    return be->graph_launch(g->dg, runtime_current_stream(g->dev), &err) || tensor_fail(in, &err);
}

/* The graph goes; the object can capture again. */
static bool m_reset(Interp *in, const Args *a, Value *out)
{
    GraphObj *g = as_graph(a->p[0]);
    const Backend *be;
    if (g->capturing) return error_raise(in, "reset() of a CUDAGraph while it captures");
    if (g->dg && tensor_backend(in, &be)) be->graph_destroy(g->dg);
    g->dg = NULL;
    *out = value_none();
    return true;
}

static bool bi_is_capturing(Interp *in, const Args *a, Value *out)
{
    const Backend *be;
    (void)a;
    if (!tensor_backend(in, &be)) return false;
    *out = value_bool(be->capture_active(runtime_current_stream(runtime_current_device())));
    return true;
}

static const Builtin rows[] = {
    {"CUDAGraph", V_GRAPH, BI_TYPE, bi_cuda_graph, "", 0,
     "an empty CUDA graph: capture into it with `with torch.cuda.graph(g) { ... }` or `graph g { ... }`"},
    {"graph", V_GRAPH_CAPTURE, BI_TYPE, bi_graph, "cuda_graph, pool=None, stream=None, capture_error_mode='global'", 0,
     "a context that captures its block's device work into cuda_graph instead of running it"},
    {"is_current_stream_capturing", V_NONE, BI_FUNC, bi_is_capturing, "", 0,
     "whether the current stream is capturing into a graph"},
    {"replay", V_GRAPH, BI_METHOD, m_replay, "", 0,
     "run the captured work again on the current stream, on the same memory"},
    {"reset", V_GRAPH, BI_METHOD, m_reset, "", 0, "drop the captured graph (g can capture again)"},
};

void graph_value_register(void)
{
    static bool registered;
    if (registered) return;
    registered = true;
    value_define_class(V_GRAPH, &graph_class);
    value_define_class(V_GRAPH_CAPTURE, &capture_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
    runtime_at_exit(release_side_streams);
}
