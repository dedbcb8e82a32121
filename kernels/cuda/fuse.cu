// fuse.cu: fused groups (device.h's DevFused) on the CUDA device.  A group
// becomes one kernel, written for it as CUDA C++ (each member one step of
// fused.cuh, in order) and compiled at run time (fuse_compile.cu: NVRTC
// in a process of its own, the disk cache).  Until its kernel is loaded, a
// group runs member by member, as it does where there is no NVRTC.  A
// kernel is kept in memory for the rest of the run.
//
// The source depends on the group's operations, dtypes and shape of
// dataflow only; pointers, strides and scalars travel in FuseArgs, so a
// loop's groups share one kernel.  It is one of two kinds:
// a dense one when every tensor is dense in the group's order and aligned
// (a vector of FUSE_VEC elements a thread, as ew_contig loads), and a
// strided one for any strides (as ew_strided walks them).
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <deque>
#include <string>
#include <vector>

#include "cuda/cuda.cuh"
#include "cuda/fuse_compile.h"
#include "cuda/fused.cuh"

using namespace cst;

static_assert(sizeof(FuseArgs) <= 4096, "a kernel's parameters fit in 4 KiB");

// ------------------------------------------------------------ the plan

// The group as its kernel sees it: tensor t of FuseArgs is a member's
// input from memory or a result it stores.
struct Plan {
    int ntensors;
    const DevTensor *tensor[FUSE_TENSORS];
    int in[FUSE_MAX_OPS][3];         // input k's tensor, -1 for a scalar or a register
    int out[FUSE_MAX_OPS];           // -1: not stored
};

static bool make_plan(const DevFused *f, Plan *p)
{
    p->ntensors = 0;
    for (int j = 0; j < f->n; j++) {
        const FusedOp *m = &f->ops[j];
        for (int k = 0; k < 3; k++) {
            p->in[j][k] = -1;
            if (k < m->args.nin && !m->args.in_is_scalar[k] && m->from[k] < 0) {
                if (p->ntensors == FUSE_TENSORS)
                    return false;
                p->in[j][k] = p->ntensors;
                p->tensor[p->ntensors++] = &m->args.in[k];
            }
        }
        p->out[j] = -1;
        if (m->keep) {
            if (p->ntensors == FUSE_TENSORS)
                return false;
            p->out[j] = p->ntensors;
            p->tensor[p->ntensors++] = &m->args.out[0];
        }
    }
    return true;
}

// ---------------------------------------------------------- the source

static void put(std::string &s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(std::string &s, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(nullptr, 0, fmt, ap);
    size_t at = s.size();
    s.resize(at + (size_t)n + 1);
    vsnprintf(&s[at], (size_t)n + 1, fmt, again);
    s.resize(at + (size_t)n);
    va_end(again);
    va_end(ap);
}

// How the body reaches tensor t: in a vector loaded before it, at index i
// of a dense tensor, or at a strided offset.
enum Access { VECTOR, DENSE, STRIDED };

static void load(std::string &s, Access how, int t, int dtype)
{
    switch (how) {
    case VECTOR: put(s, "v%d.v[u]", t); break;
    case DENSE: put(s, "((const T_<%d> *)a.ptr[%d])[i]", dtype, t); break;
    case STRIDED: put(s, "*(const T_<%d> *)(a.ptr[%d] + off[%d])", dtype, t, t); break;
    }
}

static void store(std::string &s, Access how, int t, int dtype, int j)
{
    switch (how) {
    case VECTOR: put(s, "        v%d.v[u] = r%d;\n", t, j); break;
    case DENSE: put(s, "        ((T_<%d> *)a.ptr[%d])[i] = r%d;\n", dtype, t, j); break;
    case STRIDED: put(s, "        *(T_<%d> *)(a.ptr[%d] + off[%d]) = r%d;\n", dtype, t, t, j); break;
    }
}

// Every member, one step each (fused.cuh), as ew.cuh's kernels compute it.
static void body(std::string &s, const DevFused *f, const Plan *p, Access how)
{
    for (int j = 0; j < f->n; j++) {
        const FusedOp *m = &f->ops[j];
        const OpArgs *a = &m->args;
        const OpInfo *info = op_info(m->op);
        int c = buffer_of(a->dtype), o = a->out[0].dtype;
        int oc = info->rule == RULE_COMPARE ? DT_BOOL : c;
        put(s, "        T_<%d> r%d;\n        {\n", o, j);
        for (int k = 0; k < info->arity; k++) {
            int want = k == 0 && info->rule == RULE_WHERE ? DT_BOOL : c;
            put(s, "            const T_<%d> x%d = ", want, k);
            if (a->in_is_scalar[k]) {
                put(s, "scalar_of<%d>(a.sf[%d][%d], a.si[%d][%d]);\n", want, j, k, j, k);
                continue;
            }
            int from = m->from[k], src = from >= 0 ? f->ops[from].args.out[0].dtype : a->in[k].dtype;
            int via = is_reduced(a->dtype) && want == DT_FLOAT32 && src != a->dtype ? a->dtype : -1;
            put(s, "widen_in<%d, %d, %d>(", want, src, via);
            if (from >= 0)
                put(s, "r%d", from);
            else
                load(s, how, p->in[j][k], src);
            s += ");\n";
        }
        put(s, "            r%d = stored<%d, %d>(Op_%s::apply<%d>(extra_of<%d>(a, %d, %s, %s)", j, o, oc, info->name, c,
            c, j, a->in_is_scalar[1] ? "true" : "false", a->in_is_scalar[2] ? "true" : "false");
        for (int k = 0; k < info->arity; k++)
            put(s, ", x%d", k);
        s += "));\n        }\n";
        if (p->out[j] >= 0)
            store(s, how, p->out[j], o, j);
    }
}

static int dtype_of(const Plan *p, int t)
{
    return p->tensor[t]->dtype;
}

static bool is_output(const Plan *p, const DevFused *f, int t)
{
    for (int j = 0; j < f->n; j++)
        if (p->out[j] == t)
            return true;
    return false;
}

// Any strides: each element's offsets from its index.
static std::string strided_kernel(std::string &s, const DevFused *f, const Plan *p)
{
    put(s, "extern \"C\" __global__ void __launch_bounds__(256) fused(const FuseArgs a)\n{\n"
           "    const int64_t step = (int64_t)gridDim.x * blockDim.x;\n"
           "    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < a.n; i += step) {\n"
           "        int64_t off[%d] = {};\n"
           "        int64_t r = i;\n"
           "        for (int d = (int)a.nd - 1; d >= 0; d--) {\n"
           "            const int64_t idx = r %% a.shape[d];\n"
           "            r /= a.shape[d];\n"
           "#pragma unroll\n"
           "            for (int t = 0; t < %d; t++)\n"
           "                off[t] += idx * a.stride[t][d];\n"
           "        }\n",
        p->ntensors, p->ntensors);
    body(s, f, p, STRIDED);
    s += "    }\n}\n";
    return s;
}

// The kernel `fused` for the group: dense or strided.
static std::string source(const DevFused *f, const Plan *p, bool flat)
{
    std::string s;
    put(s, "#include \"cuda/nvrtc_std.h\"\n#define DEV_MAX_DIMS %d\nenum { FUSE_MAX_OPS = %d };\n", DEV_MAX_DIMS,
        FUSE_MAX_OPS);
    s += "#include \"cuda/fused.cuh\"\nusing namespace cst;\n\n";
    if (!flat)
        return strided_kernel(s, f, p);
    // Dense: FUSE_VEC elements a thread, then the tail one at a time.
    s += "extern \"C\" __global__ void __launch_bounds__(256) fused(const FuseArgs a)\n{\n"
         "    const int64_t step = (int64_t)gridDim.x * blockDim.x, first = (int64_t)blockIdx.x * blockDim.x + "
         "threadIdx.x;\n"
         "    const int64_t nvec = a.n / FUSE_VEC;\n"
         "    for (int64_t j = first; j < nvec; j += step) {\n";
    for (int t = 0; t < p->ntensors; t++) {
        int d = dtype_of(p, t);
        if (is_output(p, f, t))
            put(s, "        FuseVec<T_<%d>, FUSE_VEC> v%d;\n", d, t);
        else
            put(s, "        const FuseVec<T_<%d>, FUSE_VEC> v%d = ((const FuseVec<T_<%d>, FUSE_VEC> *)a.ptr[%d])[j];\n",
                d, t, d, t);
    }
    s += "#pragma unroll\n        for (int u = 0; u < FUSE_VEC; u++) {\n";
    body(s, f, p, VECTOR);
    s += "        }\n";
    for (int t = 0; t < p->ntensors; t++) {
        if (is_output(p, f, t))
            put(s, "        ((FuseVec<T_<%d>, FUSE_VEC> *)a.ptr[%d])[j] = v%d;\n", dtype_of(p, t), t, t);
    }
    s += "    }\n    for (int64_t i = nvec * FUSE_VEC + first; i < a.n; i += step) {\n";
    body(s, f, p, DENSE);
    s += "    }\n}\n";
    return s;
}

// ------------------------------------------------------------ kernels

struct Kernel {
    std::string src;
    int arch;
    enum { COMPILING, READY, NONE } state;    // NONE: run member by member
    cudaLibrary_t lib;
    cudaKernel_t fn;
};

// Made at first use and never destroyed: at exit, the library's static
// destructors may run before the backend's shutdown.
static std::vector<Kernel *> *kernels;
static std::deque<Kernel *> compiling;        // in the order sent
static DevFuseStats stats;

static void load(Kernel *k, const std::vector<char> &cubin)
{
    bool ok = !cubin.empty() &&
              cudaLibraryLoadData(&k->lib, cubin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0) == cudaSuccess &&
              cudaLibraryGetKernel(&k->fn, k->lib, "fused") == cudaSuccess;
    if (!ok && !cubin.empty()) {
        cudaGetLastError();
        if (k->lib)
            cudaLibraryUnload(k->lib);
        k->lib = nullptr;
    }
    k->state = ok ? Kernel::READY : Kernel::NONE;
}

// Loads the kernels the compiler process has finished since last time.
static void collect_compiled(void)
{
    bool ok;
    double ms;
    int got;
    while (!compiling.empty() && (got = fused_compile_answer(&ok, &ms)) != 0) {
        Kernel *k = compiling.front();
        compiling.pop_front();
        if (got > 0 && ok) {
            stats.compiled++;
            stats.compile_ms += ms;
            load(k, fused_read_cached(fused_cache_path(k->src, k->arch), k->src));
        } else {
            k->state = Kernel::NONE;
        }
    }
}

// The kernel of src for arch: kept, in the disk cache, or sent to the
// compiler process (then COMPILING until its answer comes), or, with no
// compiler process, compiled now.
static Kernel *kernel_for(const std::string &src, int arch)
{
    if (!kernels)
        kernels = new std::vector<Kernel *>();
    collect_compiled();
    for (Kernel *k : *kernels) {
        if (k->arch == arch && k->src == src) {
            stats.reused += k->state == Kernel::READY;
            return k;
        }
    }
    Kernel *k = new Kernel{src, arch, Kernel::COMPILING, nullptr, nullptr};
    kernels->push_back(k);
    std::string path = fused_cache_path(src, arch);
    std::vector<char> cubin = fused_read_cached(path, src);
    if (!cubin.empty()) {
        stats.from_disk++;
    } else if (fused_compile_later(src, arch)) {
        compiling.push_back(k);
        return k;
    } else {
        double ms;
        cubin = fused_compile_now(src, arch, path, &ms);
        stats.compiled += !cubin.empty();
        stats.compile_ms += cubin.empty() ? 0 : ms;
    }
    load(k, cubin);
    return k;
}

static int arch_of(int dev)
{
    static int archs[CUDA_MAX_DEVICES];
    if (!archs[dev]) {
        int major = 0, minor = 0;
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev);
        cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev);
        archs[dev] = major * 10 + minor;
    }
    return archs[dev];
}

// ------------------------------------------------------------ launching

// Whether tensor t is dense in the group's order and aligned for vectors.
static bool dense(const DevTensor *t)
{
    int64_t stride = 1;
    for (int d = t->ndim - 1; d >= 0; d--) {
        if (t->shape[d] != 1 && t->strides[d] != stride)
            return false;
        stride *= t->shape[d];
    }
    return (uintptr_t)t->data % (FUSE_VEC * size_of(t->dtype)) == 0;
}

static int pow_mode(const OpArgs *a)
{
    double x = a->in_is_scalar[1] && !a->in_is_scalar[0] ? a->sf[1] : NAN;
    return x == 2 ? POW_2 : x == 3 ? POW_3 : x == 0.5 ? POW_HALF : x == -0.5 ? POW_MHALF : x == -1 ? POW_M1
         : x == -2 ? POW_M2 : POW_ANY;
}

// The group's one parameter; whether it can take the dense kernel.
static bool fill_args(FuseArgs *a, const DevFused *f, const Plan *p)
{
    const DevTensor *shape = &f->ops[0].args.out[0];
    a->n = 1;
    a->nd = shape->ndim;
    for (int d = 0; d < shape->ndim; d++) {
        a->shape[d] = shape->shape[d];
        a->n *= shape->shape[d];
    }
    bool flat = true;
    for (int t = 0; t < p->ntensors; t++) {
        const DevTensor *x = p->tensor[t];
        a->ptr[t] = (char *)x->data;
        for (int d = 0; d < x->ndim; d++)
            a->stride[t][d] = x->strides[d] * (int64_t)size_of(x->dtype);
        flat = flat && dense(x);
    }
    for (int j = 0; j < f->n; j++) {
        const OpArgs *m = &f->ops[j].args;
        for (int k = 0; k < 3; k++) {
            a->sf[j][k] = m->sf[k];
            a->si[j][k] = m->si[k];
        }
        a->pow_mode[j] = pow_mode(m);
    }
    return flat;
}

static bool run_kernel(const Kernel *k, FuseArgs *a, bool flat, DevStream *s, Error *err)
{
    void *params[] = {a};
    int64_t blocks = flat ? (a->n / FUSE_VEC + 255) / 256 : (a->n + 255) / 256;
    int64_t most = flat ? (int64_t)1 << 30 : (int64_t)cuda_devices[s->dev].sms * 16;
    dim3 grid((unsigned)(blocks < 1 ? 1 : blocks < most ? blocks : most));
    cudaError_t e = cudaLaunchKernel((const void *)k->fn, grid, dim3(256), params, 0, s->cs);
    return e == cudaSuccess || cuda_fail(err, e, "cudaLaunchKernel (fused)", __FILE__, __LINE__);
}

// Memory for results a group does not keep, when it runs member by
// member: a pool of its own, so that the device's memory stats (the
// default pool's and memory.cu's counts) stay what the program made them.
static cudaMemPool_t scratch_pools[CUDA_MAX_DEVICES];

static bool scratch_alloc(int dev, size_t bytes, cudaStream_t cs, void **out, Error *err)
{
    if (!scratch_pools[dev]) {
        cudaMemPoolProps props{};
        props.allocType = cudaMemAllocationTypePinned;
        props.location.type = cudaMemLocationTypeDevice;
        props.location.id = dev;
        CUDA_TRY(err, cudaMemPoolCreate, &scratch_pools[dev], &props);
    }
    CUDA_TRY(err, cudaMallocFromPoolAsync, out, bytes, scratch_pools[dev], cs);
    return true;
}

// Without a kernel (no NVRTC): member by member, each result the group
// does not keep in scratch memory until the members after it have read it.
static bool run_members(const DevFused *f, DevStream *s, Error *err)
{
    DevTensor result[FUSE_MAX_OPS];
    void *scratch[FUSE_MAX_OPS] = {};
    bool ok = true;
    for (int j = 0; ok && j < f->n; j++) {
        const FusedOp *m = &f->ops[j];
        OpArgs a = m->args;
        for (int k = 0; k < a.nin; k++)
            if (m->from[k] >= 0)
                a.in[k] = result[m->from[k]];
        if (!m->keep) {
            int64_t n = 1, stride = 1;
            for (int d = 0; d < a.out[0].ndim; d++)
                n *= a.out[0].shape[d];
            ok = scratch_alloc(s->dev, (size_t)n * size_of(a.out[0].dtype), s->cs, &scratch[j], err);
            a.out[0].data = scratch[j];
            for (int d = a.out[0].ndim - 1; d >= 0; d--) {
                a.out[0].strides[d] = stride;
                stride *= a.out[0].shape[d];
            }
        }
        result[j] = a.out[0];
        ok = ok && cuda_launch_op(m->op, &a, s->cs, cuda_devices[s->dev].sms, err);
    }
    for (void *p : scratch)
        if (p)
            cudaFreeAsync(p, s->cs);
    return ok;
}

bool cuda_fuse_launch(const DevFused *f, DevStream *s, Error *err)
{
    Plan p;
    FuseArgs a{};
    Kernel *k = nullptr;
    bool flat = false;
    if (make_plan(f, &p)) {
        flat = fill_args(&a, f, &p);
        k = kernel_for(source(f, &p, flat), arch_of(s->dev));
    }
    if (!k || k->state != Kernel::READY) {
        if (k && k->state == Kernel::COMPILING)
            stats.waited++;
        else
            stats.unfused++;
        return run_members(f, s, err);
    }
    stats.launches++;
    return run_kernel(k, &a, flat, s, err);
}

void cuda_fuse_stats(DevFuseStats *out)
{
    *out = stats;
}

void cuda_fuse_shutdown(void)
{
    for (Kernel *k : kernels ? *kernels : std::vector<Kernel *>()) {
        if (k->lib)
            cudaLibraryUnload(k->lib);
        delete k;
    }
    if (kernels)
        kernels->clear();
    compiling.clear();
    fused_compile_detach();
    for (cudaMemPool_t &pool : scratch_pools) {
        if (pool)
            cudaMemPoolDestroy(pool);
        pool = nullptr;
    }
}
