// batch.cu: automatic CUDA graphs (issue 21).  Small elementwise launches
// (the ops that cannot fail once their arguments are checked: copies,
// fills, elementwise math) are held back per stream instead of launched,
// and go out together when anything else touches the device, or when
// BATCH_MAX have gathered.  A run of them the stream has sent before,
// the same ops on the same arguments, is replayed as the CUDA graph it
// was captured into the second time it was seen: one cudaGraphLaunch
// instead of a cudaLaunchKernel each.  A run seen for the first time is
// launched op by op, so that work that never repeats pays no capture.
//
// Nothing observable changes: the ops run in the order they were given,
// on their stream, before anything that follows them on it (every other
// entry point of the backend flushes first), with the same kernels.
#include <cstdlib>
#include <cstring>

#include "cuda/cuda.cuh"

// Ops a run gathers before it goes; elements above which a launch is
// large enough for its own launch cost not to matter.
static constexpr int BATCH_MAX = 32;
static constexpr int64_t SMALL = 1 << 16;
// Runs remembered, seen once or captured.
static constexpr int CACHED = 64;

struct Pending {
    OpCode op;
    OpArgs args;
};

struct Run {
    DevStream *s;
    int n;
    Pending ops[BATCH_MAX];
};

struct Cached {
    uint64_t key;            // 0: a free slot
    int dev, n;
    Pending *ops;            // what the run was, to compare in full
    cudaGraphExec_t exec;    // NULL while seen only once
    bool uncapturable;       // a capture failed: op by op from then on
    uint64_t used;
};

static bool enabled = true;
// Each device's stream that captures runs: a run of the legacy default
// stream cannot be captured there, and the graph launches on any stream.
static cudaStream_t capture_streams[CUDA_MAX_DEVICES];
static Run runs[4];          // streams with ops held back (few at a time)
static int nruns;
static Cached cache[CACHED];
static uint64_t clock_;

void cuda_batch_enable(bool on)
{
    enabled = on;
}

bool cuda_batch_wants(OpCode op, const OpArgs *a, const DevStream *s)
{
    if (!enabled || s->capture || cuda_timer_active())
        return false;
    int group = op_info(op)->group;
    if (group != GROUP_EW && group != GROUP_COPY && op != OP_fill)
        return false;
    int64_t n = 1;
    for (int d = 0; d < a->out[0].ndim; d++)
        n *= a->out[0].shape[d];
    return a->nout == 1 && n <= SMALL;
}

static uint64_t hash_run(const Run *r)
{
    uint64_t h = 0xcbf29ce484222325ull ^ (uint64_t)r->n;
    const unsigned char *p = (const unsigned char *)r->ops;
    for (size_t i = 0; i < (size_t)r->n * sizeof(Pending); i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 0x100000001b3ull;
    }
    return h ? h : 1;
}

static void forget(Cached *c)
{
    if (c->exec)
        cudaGraphExecDestroy(c->exec);
    free(c->ops);
    memset(c, 0, sizeof *c);
}

// The entry of run r: found, or a new one (the least recently used goes).
static Cached *lookup(const Run *r, uint64_t key, bool *found)
{
    Cached *oldest = &cache[0];
    for (Cached &c : cache) {
        if (c.key == key && c.dev == r->s->dev && c.n == r->n &&
            memcmp(c.ops, r->ops, (size_t)r->n * sizeof(Pending)) == 0) {
            *found = true;
            return &c;
        }
        if (c.used < oldest->used)
            oldest = &c;
    }
    *found = false;
    forget(oldest);
    Pending *ops = (Pending *)malloc((size_t)r->n * sizeof(Pending));
    if (!ops)
        return nullptr;
    memcpy(ops, r->ops, (size_t)r->n * sizeof(Pending));
    *oldest = {key, r->s->dev, r->n, ops, nullptr, false, 0};
    return oldest;
}

static bool launch_each(const Run *r, cudaStream_t cs, Error *err)
{
    for (int i = 0; i < r->n; i++) {
        if (!cuda_launch_op(r->ops[i].op, &r->ops[i].args, cs, cuda_devices[r->s->dev].sms, err))
            return false;
    }
    return true;
}

// The run captured into a graph (relaxed, as graph.cu captures); NULL
// when that cannot be done.
static cudaGraphExec_t capture(const Run *r)
{
    Error err;
    cudaStream_t cs = capture_streams[r->s->dev];
    cudaGraph_t graph = nullptr;
    cudaGraphExec_t exec = nullptr;
    if ((!cs && cudaStreamCreateWithFlags(&capture_streams[r->s->dev], cudaStreamNonBlocking) != cudaSuccess) ||
        cudaStreamBeginCapture(cs = capture_streams[r->s->dev], cudaStreamCaptureModeRelaxed) != cudaSuccess) {
        cudaGetLastError();
        return nullptr;
    }
    bool ok = launch_each(r, cs, &err);
    if (cudaStreamEndCapture(cs, &graph) != cudaSuccess || !ok ||
        cudaGraphInstantiate(&exec, graph, 0) != cudaSuccess) {
        cudaGetLastError();
        exec = nullptr;
    }
    if (graph)
        cudaGraphDestroy(graph);
    return exec;
}

static bool send(Run *r, Error *err)
{
    if (r->n == 0)
        return true;
    if (!cuda_use_device(r->s->dev, err))
        return false;
    bool ok;
    if (r->n == 1) {
        ok = launch_each(r, r->s->cs, err);
    } else {
        bool found;
        uint64_t key = hash_run(r);
        Cached *c = lookup(r, key, &found);
        if (c && found && !c->exec && !c->uncapturable) {
            c->exec = capture(r);
            c->uncapturable = !c->exec;
        }
        if (c)
            c->used = ++clock_;
        if (c && c->exec) {
            cudaError_t e = cudaGraphLaunch(c->exec, r->s->cs);
            ok = e == cudaSuccess || cuda_fail(err, e, "cudaGraphLaunch", __FILE__, __LINE__);
        } else {
            ok = launch_each(r, r->s->cs, err);
        }
    }
    r->n = 0;
    return ok;
}

bool cuda_batch_flush(Error *err)
{
    bool ok = true;
    for (int i = 0; i < nruns; i++) {
        Error e;
        if (!send(&runs[i], &e) && ok) {
            ok = false;
            if (err)
                *err = e;
        }
    }
    nruns = 0;
    return ok;
}

bool cuda_batch_add(OpCode op, const OpArgs *a, DevStream *s, Error *err)
{
    Run *r = nullptr;
    for (int i = 0; i < nruns; i++) {
        if (runs[i].s == s)
            r = &runs[i];
    }
    if (!r) {
        if (nruns == (int)(sizeof runs / sizeof runs[0]) && !cuda_batch_flush(err))
            return false;
        r = &runs[nruns++];
        r->s = s;
        r->n = 0;
    }
    // Runs compare byte for byte: no padding may differ.
    memset(&r->ops[r->n], 0, sizeof r->ops[r->n]);
    r->ops[r->n].op = op;
    r->ops[r->n].args = *a;
    if (++r->n == BATCH_MAX)
        return send(r, err);
    return true;
}

void cuda_batch_shutdown(void)
{
    nruns = 0;
    for (Cached &c : cache)
        forget(&c);
    for (cudaStream_t &cs : capture_streams) {
        if (cs)
            cudaStreamDestroy(cs);
        cs = nullptr;
    }
}
