// fuse.cu: fused groups (device.h's DevFused) on the CUDA device.  A group
// becomes one kernel, written for it as CUDA C++ (each member one step of
// fused.cuh, in order) and compiled at run time with NVRTC, the toolkit's
// runtime compiler, opened at the first compile (dlopen: a machine without
// it runs groups member by member).  A compiled kernel is kept in memory
// and on disk, under $XDG_CACHE_HOME/cst (~/.cache/cst), by a hash of its
// source, the GPU's architecture and the toolkit's version, so that only
// the first run of a program on a machine compiles; later runs load the
// kernel without opening NVRTC at all.
//
// The source depends on the group's operations, dtypes and shape of
// dataflow only; pointers, strides and scalars travel in FuseArgs, so a
// loop's groups share one kernel.  It is one of two kinds:
// a dense one when every tensor is dense in the group's order and aligned
// (a vector of FUSE_VEC elements a thread, as ew_contig loads), and a
// strided one for any strides (as ew_strided walks them).
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cstdarg>
#include <cmath>
#include <dlfcn.h>
#include <nvrtc.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "cuda/cuda.cuh"
#include "cuda/fused.cuh"

using namespace cst;

static_assert(sizeof(FuseArgs) <= 4096, "a kernel's parameters fit in 4 KiB");

// ------------------------------------------------------------- NVRTC

static struct {
    bool tried, ok;
    decltype(&nvrtcCreateProgram) create;
    decltype(&nvrtcCompileProgram) compile;
    decltype(&nvrtcGetCUBINSize) cubin_size;
    decltype(&nvrtcGetCUBIN) cubin;
    decltype(&nvrtcDestroyProgram) destroy;
} nvrtc;

static bool nvrtc_open(void)
{
    if (nvrtc.tried)
        return nvrtc.ok;
    nvrtc.tried = true;
    // The loader's own search first, then where a toolkit installs it.
    char name[32];
    snprintf(name, sizeof name, "libnvrtc.so.%d", CUDART_VERSION / 1000);
    std::vector<std::string> tries = {name, "libnvrtc.so"};
    for (const char *var : {"CUDA_HOME", "CUDA_PATH"}) {
        if (const char *dir = getenv(var))
            tries.push_back(std::string(dir) + "/lib64/" + name);
    }
    tries.push_back(std::string("/usr/local/cuda/lib64/") + name);
    void *lib = nullptr;
    for (const std::string &n : tries) {
        if ((lib = dlopen(n.c_str(), RTLD_NOW | RTLD_LOCAL)))
            break;
    }
    if (!lib)
        return false;
    nvrtc.create = (decltype(nvrtc.create))dlsym(lib, "nvrtcCreateProgram");
    nvrtc.compile = (decltype(nvrtc.compile))dlsym(lib, "nvrtcCompileProgram");
    nvrtc.cubin_size = (decltype(nvrtc.cubin_size))dlsym(lib, "nvrtcGetCUBINSize");
    nvrtc.cubin = (decltype(nvrtc.cubin))dlsym(lib, "nvrtcGetCUBIN");
    nvrtc.destroy = (decltype(nvrtc.destroy))dlsym(lib, "nvrtcDestroyProgram");
    nvrtc.ok = nvrtc.create && nvrtc.compile && nvrtc.cubin_size && nvrtc.cubin && nvrtc.destroy;
    return nvrtc.ok;
}

// The kernel headers, as the build embedded them, and the standard
// headers they name, which nvrtc_std.h stands for.
static const char *const embedded[][2] = {
#include "fuse_headers.inc"
};
static const char *const standard[] = {"cstdint", "cstring", "cmath", "cfloat", "type_traits", "math.h",
                                       "stdint.h", "stddef.h", "stdbool.h", "string.h", "cuda_fp16.h",
                                       "cuda_bf16.h"};

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
    cudaLibrary_t lib;
    cudaKernel_t fn;
};

// Made at first use and never destroyed: at exit, the library's static
// destructors may run before the backend's shutdown.
static std::vector<Kernel *> *kernels;
static DevFuseStats stats;

static uint64_t hash_text(const std::string &s, uint64_t h)
{
    for (unsigned char ch : s)
        h = (h ^ ch) * 0x100000001b3ull;
    return h;
}

// $XDG_CACHE_HOME/cst or ~/.cache/cst, made if need be; "" when neither can be.
static std::string cache_dir(void)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    std::string base = xdg && *xdg ? xdg : home && *home ? std::string(home) + "/.cache" : "";
    if (base.empty())
        return "";
    mkdir(base.c_str(), 0700);
    std::string dir = base + "/cst";
    if (mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST)
        return "";
    return dir;
}

// Named by the architecture, the toolkit this library was built with
// (whose NVRTC compiles) and the source's hash.
static std::string cache_path(const std::string &src, int arch)
{
    std::string dir = cache_dir();
    if (dir.empty())
        return "";
    char name[96];
    snprintf(name, sizeof name, "/fused-sm%d-cuda%d-%016llx.bin", arch, CUDART_VERSION,
             (unsigned long long)hash_text(src, 0xcbf29ce484222325ull));
    return dir + name;
}

// A cache file: the source, its length first, then the cubin; the source
// must match in full.
static std::vector<char> read_cached(const std::string &path, const std::string &src)
{
    std::vector<char> cubin;
    FILE *fp = path.empty() ? nullptr : fopen(path.c_str(), "rb");
    if (!fp)
        return cubin;
    uint64_t len = 0;
    std::string text;
    if (fread(&len, sizeof len, 1, fp) == 1 && len == src.size()) {
        text.resize(len);
        if (fread(&text[0], 1, len, fp) == len && text == src) {
            char buf[1 << 16];
            size_t got;
            while ((got = fread(buf, 1, sizeof buf, fp)) > 0)
                cubin.insert(cubin.end(), buf, buf + got);
        }
    }
    fclose(fp);
    return cubin;
}

// Written to a file of its own, then renamed: a reader never sees half of one.
static void write_cached(const std::string &path, const std::string &src, const std::vector<char> &cubin)
{
    if (path.empty())
        return;
    std::string tmp = path + ".tmp" + std::to_string(getpid());
    FILE *fp = fopen(tmp.c_str(), "wb");
    if (!fp)
        return;
    uint64_t len = src.size();
    bool ok = fwrite(&len, sizeof len, 1, fp) == 1 && fwrite(src.data(), 1, len, fp) == len &&
              fwrite(cubin.data(), 1, cubin.size(), fp) == cubin.size();
    ok = fclose(fp) == 0 && ok;
    if (!ok || rename(tmp.c_str(), path.c_str()) != 0)
        unlink(tmp.c_str());
}

static std::vector<char> compile(const std::string &src, int arch)
{
    std::vector<char> cubin;
    const int nemb = (int)(sizeof embedded / sizeof embedded[0]), nstd = (int)(sizeof standard / sizeof standard[0]);
    const char *texts[nemb + nstd], *names[nemb + nstd];
    for (int i = 0; i < nemb; i++) {
        names[i] = embedded[i][0];
        texts[i] = embedded[i][1];
    }
    for (int i = 0; i < nstd; i++) {
        names[nemb + i] = standard[i];
        texts[nemb + i] = "";
    }
    nvrtcProgram prog;
    if (nvrtc.create(&prog, src.c_str(), "fused.cu", nemb + nstd, texts, names) != NVRTC_SUCCESS)
        return cubin;
    char gpu[32];
    snprintf(gpu, sizeof gpu, "-arch=sm_%d", arch);
    // As the library's kernels are built: no FMA contraction.
    const char *opts[] = {gpu, "-std=c++17", "--fmad=false", "-default-device", "-w"};
    size_t size = 0;
    if (nvrtc.compile(prog, (int)(sizeof opts / sizeof opts[0]), opts) == NVRTC_SUCCESS &&
        nvrtc.cubin_size(prog, &size) == NVRTC_SUCCESS) {
        cubin.resize(size);
        if (nvrtc.cubin(prog, cubin.data()) != NVRTC_SUCCESS)
            cubin.clear();
    }
    nvrtc.destroy(&prog);
    return cubin;
}

static double now_ms(void)
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static bool load(Kernel *k, const std::vector<char> &cubin)
{
    bool ok = cudaLibraryLoadData(&k->lib, cubin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0) == cudaSuccess &&
              cudaLibraryGetKernel(&k->fn, k->lib, "fused") == cudaSuccess;
    if (!ok) {
        cudaGetLastError();
        if (k->lib)
            cudaLibraryUnload(k->lib);
        k->lib = nullptr;
    }
    return ok;
}

// The kernel of src for arch: kept, in the disk cache, or compiled now;
// NULL when it cannot be made (no NVRTC).
static Kernel *kernel_for(const std::string &src, int arch)
{
    if (!kernels)
        kernels = new std::vector<Kernel *>();
    for (Kernel *k : *kernels) {
        if (k->arch == arch && k->src == src) {
            stats.reused += k->lib != nullptr;
            return k->lib ? k : nullptr;
        }
    }
    Kernel *k = new Kernel{src, arch, nullptr, nullptr};
    kernels->push_back(k);
    std::string path = cache_path(src, arch);
    std::vector<char> cubin = read_cached(path, src);
    if (!cubin.empty()) {
        stats.from_disk++;
    } else if (nvrtc_open()) {
        double t0 = now_ms();
        cubin = compile(src, arch);
        if (!cubin.empty()) {
            stats.compiled++;
            stats.compile_ms += now_ms() - t0;
            write_cached(path, src, cubin);
        }
    }
    return !cubin.empty() && load(k, cubin) ? k : nullptr;
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
    if (!k) {
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
    for (cudaMemPool_t &pool : scratch_pools) {
        if (pool)
            cudaMemPoolDestroy(pool);
        pool = nullptr;
    }
}
