// nccl.cu: the CUDA backend's collectives (device.h, DevCollective)
// through NCCL, single process and multiple devices, as torch.cuda.nccl
// drives it: one communicator per participant from ncclCommInitAll, and
// one call per participant on its device's stream inside
// ncclGroupStart/ncclGroupEnd.
//
// NCCL is opened at the first collective, not linked: cst runs without
// it until a script asks for one.  The library is $CST_NCCL_LIBRARY when
// that is set (a path, such as the lib/libnccl.so.2 of PyTorch's
// nvidia-nccl pip package), else "libnccl.so.2" from the loader's path.
// The types and calls below are nccl.h's (2.x), declared here so that the
// build needs no NCCL headers.
//
// NVLink multicast (NVLS) stays off: NCCL_NVLS_ENABLE is set to 0 before
// the first communicator is made, whatever it was, since the machines cst
// is tested on require it.  NCCL failures are errors, never aborts:
// "NCCL error: <ncclGetErrorString> (<call>)".
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>

#include "cuda/cuda.cuh"

typedef struct ncclComm *ncclComm_t;
typedef int ncclResult_t;                 // ncclSuccess is 0
typedef int ncclDataType_t;
typedef int ncclRedOp_t;
enum { ncclInt8 = 0, ncclUint8 = 1, ncclInt32 = 2, ncclInt64 = 4, ncclFloat16 = 6,
       ncclFloat32 = 7, ncclFloat64 = 8, ncclBfloat16 = 9 };
enum { ncclSum = 0, ncclMax = 2, ncclMin = 3, ncclAvg = 4 };

// The library's calls this file makes.
static struct {
    bool tried;
    void *lib;
    char why[256];
    ncclResult_t (*comm_init_all)(ncclComm_t *, int, const int *);
    ncclResult_t (*comm_abort)(ncclComm_t);
    const char *(*error_string)(ncclResult_t);
    ncclResult_t (*group_start)(void);
    ncclResult_t (*group_end)(void);
    ncclResult_t (*all_reduce)(const void *, void *, size_t, ncclDataType_t, ncclRedOp_t, ncclComm_t,
                               cudaStream_t);
    ncclResult_t (*broadcast)(const void *, void *, size_t, ncclDataType_t, int, ncclComm_t, cudaStream_t);
    ncclResult_t (*all_gather)(const void *, void *, size_t, ncclDataType_t, ncclComm_t, cudaStream_t);
    ncclResult_t (*reduce_scatter)(const void *, void *, size_t, ncclDataType_t, ncclRedOp_t, ncclComm_t,
                                   cudaStream_t);
} nccl;

// Communicators, one set per list of devices in rank order, made once and
// kept until the process ends.
struct CommSet {
    int n;
    int dev[DEV_MAX_RANKS];
    ncclComm_t comm[DEV_MAX_RANKS];
};
static constexpr int MAX_COMM_SETS = 32;
static CommSet comm_sets[MAX_COMM_SETS];
static int ncomm_sets;

template <typename F> static bool symbol(F *out, const char *name)
{
    *out = reinterpret_cast<F>(dlsym(nccl.lib, name));
    if (!*out)
        snprintf(nccl.why, sizeof nccl.why, "%s has no %s (NCCL 2.x is needed)", "libnccl.so.2", name);
    return *out != nullptr;
}

// Communicators are aborted before the CUDA contexts go: the backend's
// shutdown resets the devices from an exit handler registered before this
// one, and handlers run last-registered first.
static void abort_comms(void)
{
    for (int i = 0; i < ncomm_sets; i++)
        for (int r = 0; r < comm_sets[i].n; r++)
            nccl.comm_abort(comm_sets[i].comm[r]);
    ncomm_sets = 0;
}

// Every call this file makes, found in the library (else nccl.why says
// which is missing).
static bool find_calls(void)
{
    return symbol(&nccl.comm_init_all, "ncclCommInitAll") && symbol(&nccl.comm_abort, "ncclCommAbort") &&
           symbol(&nccl.error_string, "ncclGetErrorString") && symbol(&nccl.group_start, "ncclGroupStart") &&
           symbol(&nccl.group_end, "ncclGroupEnd") && symbol(&nccl.all_reduce, "ncclAllReduce") &&
           symbol(&nccl.broadcast, "ncclBroadcast") && symbol(&nccl.all_gather, "ncclAllGather") &&
           symbol(&nccl.reduce_scatter, "ncclReduceScatter");
}

static bool open_nccl(Error *err)
{
    if (!nccl.tried) {
        nccl.tried = true;
        const char *path = getenv("CST_NCCL_LIBRARY");
        nccl.lib = dlopen(path && *path ? path : "libnccl.so.2", RTLD_NOW | RTLD_LOCAL);
        if (!nccl.lib) {
            const char *e = dlerror();
            snprintf(nccl.why, sizeof nccl.why,
                     "collectives need NCCL: %s (set CST_NCCL_LIBRARY to the path of libnccl.so.2)",
                     e ? e : "libnccl.so.2 not found");
        } else if (!find_calls()) {
            dlclose(nccl.lib);
            nccl.lib = nullptr;
        } else {
            atexit(abort_comms);
        }
    }
    if (!nccl.lib)
        error_set(err, "%s", nccl.why);
    return nccl.lib != nullptr;
}

static bool nccl_fail(Error *err, ncclResult_t r, const char *call)
{
    error_set(err, "NCCL error: %s (%s)", nccl.error_string(r), call);
    return false;
}

// The communicators of c's devices, in c's rank order.
static bool comms_for(const DevCollective *c, const ncclComm_t **out, Error *err)
{
    for (int i = 0; i < ncomm_sets; i++) {
        CommSet *s = &comm_sets[i];
        if (s->n == c->n && memcmp(s->dev, c->dev, (size_t)c->n * sizeof c->dev[0]) == 0) {
            *out = s->comm;
            return true;
        }
    }
    if (ncomm_sets == MAX_COMM_SETS) {
        error_set(err, "NCCL: more than %d different sets of devices took part in collectives",
                  MAX_COMM_SETS);
        return false;
    }
    setenv("NCCL_NVLS_ENABLE", "0", 1);
    CommSet *s = &comm_sets[ncomm_sets];
    s->n = c->n;
    memcpy(s->dev, c->dev, (size_t)c->n * sizeof c->dev[0]);
    ncclResult_t r = nccl.comm_init_all(s->comm, c->n, c->dev);
    if (r != 0)
        return nccl_fail(err, r, "ncclCommInitAll");
    ncomm_sets++;
    *out = s->comm;
    return true;
}

static ncclDataType_t nccl_type(DType dt)
{
    switch (dt) {
    case DT_BOOL:
    case DT_UINT8: return ncclUint8;
    case DT_INT8: return ncclInt8;
    case DT_INT32: return ncclInt32;
    case DT_INT64: return ncclInt64;
    case DT_FLOAT16: return ncclFloat16;
    case DT_BFLOAT16: return ncclBfloat16;
    case DT_FLOAT64: return ncclFloat64;
    default: return ncclFloat32;   // int16 never gets here (src/collective.c)
    }
}

// Sum over bool is a logical or (ProcessGroupNCCL's mapping): max of 0/1.
static ncclRedOp_t nccl_op(CollOp op, DType dt)
{
    switch (op) {
    case COLL_MAX: return ncclMax;
    case COLL_MIN: return ncclMin;
    case COLL_AVG: return ncclAvg;
    default: return dt == DT_BOOL ? ncclMax : ncclSum;
    }
}

// Participant i's call, inside the group.
static ncclResult_t enqueue(const DevCollective *c, int i, ncclComm_t comm)
{
    cudaStream_t cs = c->stream[i]->cs;
    ncclDataType_t t = nccl_type(c->dtype);
    switch (c->kind) {
    case COLL_ALL_REDUCE:
        return nccl.all_reduce(c->send[i], c->recv[i], c->count, t, nccl_op(c->op, c->dtype), comm, cs);
    case COLL_BROADCAST:
        return nccl.broadcast(c->send[i], c->recv[i], c->count, t, c->root, comm, cs);
    case COLL_ALL_GATHER:
        return nccl.all_gather(c->send[i], c->recv[i], c->count, t, comm, cs);
    case COLL_REDUCE_SCATTER:
        return nccl.reduce_scatter(c->send[i], c->recv[i], c->count, t, nccl_op(c->op, c->dtype), comm, cs);
    }
    return 0;
}

bool cuda_collective(const DevCollective *c, Error *err)
{
    // NCCL sets devices as it goes; the backend's idea of the current
    // device (cuda_use_device) must stay true, so it is put back.
    int was;
    CUDA_TRY(err, cudaGetDevice, &was);
    bool ok = true;
    for (int i = 0; ok && i < c->n; i++)
        ok = cuda_use_device(c->dev[i], err);
    const ncclComm_t *comms = nullptr;
    ok = ok && open_nccl(err) && comms_for(c, &comms, err);
    if (ok) {
        ncclResult_t r = nccl.group_start();
        const char *call = "ncclGroupStart";
        for (int i = 0; r == 0 && i < c->n; i++) {
            r = enqueue(c, i, comms[i]);
            call = c->kind == COLL_ALL_REDUCE ? "ncclAllReduce" : c->kind == COLL_BROADCAST ? "ncclBroadcast"
                   : c->kind == COLL_ALL_GATHER ? "ncclAllGather" : "ncclReduceScatter";
        }
        // The group is closed even after a failed call, so that NCCL's
        // group state is clean for the next collective.
        ncclResult_t end = nccl.group_end();
        if (r == 0 && end != 0) {
            r = end;
            call = "ncclGroupEnd";
        }
        ok = r == 0 || nccl_fail(err, r, call);
    }
    // The buffers are used by their device's stream: their frees wait for it.
    for (int i = 0; ok && i < c->n; i++) {
        cuda_mem_record_use(c->send[i], c->stream[i]);
        cuda_mem_record_use(c->recv[i], c->stream[i]);
    }
    if (cudaSetDevice(was) != cudaSuccess)
        cudaGetLastError();
    Error ignored;
    cuda_use_device(was, &ignored);
    return ok;
}
