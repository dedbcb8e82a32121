// graph.cu: the CUDA backend's graphs (device.h, "CUDA graphs"), through
// stream capture.  The capture is relaxed (cudaStreamCaptureModeRelaxed)
// so that the allocations a captured operation makes outside the graph
// may call cudaMalloc; the host waits and event calls a capture forbids are
// refused here, before CUDA sees them, so a refused call leaves the capture
// valid and both devices say the same.  The memory blocks the captured
// work touches, and every block allocated on the stream while it captures,
// are held (memory.cu) until the graph is destroyed.
#include <cstdlib>

#include "cuda/cuda.cuh"

struct DevGraph {
    cudaGraphExec_t exec;
    int dev;
    void **held;            // the bases of memory.cu's blocks, each held once
    int nheld, cap;
    DevStream *noted;       // the stream the held blocks' use was last noted on
};

// g keeps the hold taken on the block at base, unless it has one already.
static bool keep_hold(DevGraph *g, void *base, Error *err)
{
    for (int i = 0; i < g->nheld; i++) {
        if (g->held[i] == base) {
            cuda_mem_unhold(base);
            return true;
        }
    }
    if (g->nheld == g->cap) {
        int cap = g->cap ? 2 * g->cap : 8;
        void **grown = (void **)realloc(g->held, (size_t)cap * sizeof *grown);
        if (!grown) {
            cuda_mem_unhold(base);
            error_set(err, "CUDA error: out of memory");
            return false;
        }
        g->held = grown;
        g->cap = cap;
    }
    g->held[g->nheld++] = base;
    return true;
}

bool cuda_capture_hold(DevStream *s, const void *p, Error *err)
{
    void *base = p ? cuda_mem_hold(p) : nullptr;
    return !base || keep_hold(s->capture, base, err);
}

static void graph_free(DevGraph *g)
{
    for (int i = 0; i < g->nheld; i++)
        cuda_mem_unhold(g->held[i]);
    free(g->held);
    free(g);
}

bool cuda_capture_begin(DevStream *s, Error *err)
{
    if (s->capture || s->is_default)
        return cuda_capture_refuse(err);
    if (!cuda_use_device(s->dev, err))
        return false;
    DevGraph *g = (DevGraph *)calloc(1, sizeof *g);
    if (!g) {
        error_set(err, "CUDA error: out of memory");
        return false;
    }
    g->dev = s->dev;
    cudaError_t e = cudaStreamBeginCapture(s->cs, cudaStreamCaptureModeRelaxed);
    if (e != cudaSuccess) {
        free(g);
        return cuda_fail(err, e, "cudaStreamBeginCapture", __FILE__, __LINE__);
    }
    s->capture = g;
    cuda_devices[s->dev].capturing++;
    return true;
}

bool cuda_capture_active(const DevStream *s)
{
    return s->capture != nullptr;
}

bool cuda_capture_end(DevStream *s, bool keep, DevGraph **out, Error *err)
{
    *out = nullptr;
    DevGraph *g = s->capture;
    if (!g) {
        error_set(err, "CUDA error: the stream is not capturing");
        return false;
    }
    if (!cuda_use_device(s->dev, err))
        return false;
    cudaGraph_t graph = nullptr;
    cudaError_t e = cudaStreamEndCapture(s->cs, &graph);
    s->capture = nullptr;
    cuda_devices[s->dev].capturing--;
    // The capture's own allocations, each held once for the graph.
    void **made = nullptr;
    size_t nmade = cuda_mem_capture_ended(s, &made);
    for (size_t i = 0; i < nmade; i++) {
        if (!keep_hold(g, made[i], err))
            e = cudaErrorMemoryAllocation;
    }
    free(made);
    if (e == cudaSuccess && keep)
        e = cudaGraphInstantiate(&g->exec, graph, 0);
    if (graph)
        cudaGraphDestroy(graph);
    if (e != cudaSuccess || !keep) {
        graph_free(g);
        return e == cudaSuccess || cuda_fail(err, e, "cudaStreamEndCapture", __FILE__, __LINE__);
    }
    *out = g;
    return true;
}

bool cuda_graph_launch(DevGraph *g, DevStream *s, Error *err)
{
    if (s->capture)
        return cuda_capture_refuse(err);
    if (!cuda_use_device(s->dev, err))
        return false;
    // A later free of a held block orders after the replays' streams.
    if (g->noted != s) {
        for (int i = 0; i < g->nheld; i++)
            cuda_mem_held_use(g->held[i], s);
        g->noted = s;
    }
    void *timed = cuda_timer_begin(s->dev, s->cs);
    cudaError_t e = cudaGraphLaunch(g->exec, s->cs);
    cuda_timer_end(timed, s->cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "cudaGraphLaunch", __FILE__, __LINE__);
    return true;
}

void cuda_graph_destroy(DevGraph *g)
{
    if (!g)
        return;
    Error err;
    if (cuda_use_device(g->dev, &err)) {
        cudaGraphExecDestroy(g->exec);
        cudaGetLastError();
    }
    graph_free(g);
}
