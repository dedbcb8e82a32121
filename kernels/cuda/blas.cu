// blas.cu: matrix products through cuBLAS, as PyTorch eager computes
// them: cublasGemmStridedBatchedEx with a 32-bit float compute type and
// cuBLAS's default math mode, which leaves TF32 off (PyTorch's default,
// torch.backends.cuda.matmul.allow_tf32 = False); float16 and bfloat16
// operands accumulate in float; float64 in double.
//
// cuBLAS is opened with dlopen at the first product, so that cst and its
// backend start where the library is missing; then, and for integer
// products or strides cuBLAS cannot take, matmul.cu's plain kernel runs
// instead (see cst(7), CUDA device).  One handle per device serves every
// stream (cublasSetStream before each call), each stream with a workspace
// of its own taken from the device's memory pool: two streams never
// share scratch memory.
#include <cstdio>
#include <dlfcn.h>

#include <cublasLt.h>
#include <cublas_api.h>

#include "cuda/launch.cuh"

// PyTorch's workspace on Hopper (CUBLAS_WORKSPACE_CONFIG ":4096:8").
static constexpr size_t WORKSPACE = (size_t)32 << 20;
static constexpr int MAX_WORKSPACES = 64;

namespace {

struct Api {
    decltype(&cublasCreate_v2) create;
    decltype(&cublasDestroy_v2) destroy;
    decltype(&cublasSetStream_v2) set_stream;
    decltype(&cublasSetWorkspace_v2) set_workspace;
    decltype(&cublasGetStatusString) status_string;
    cublasStatus_t (*gemm)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int,
                           int, const void *, const void *, cudaDataType, int, long long,
                           const void *, cudaDataType, int, long long, const void *, void *,
                           cudaDataType, int, long long, int, cublasComputeType_t,
                           cublasGemmAlgo_t);
};

// cuBLASLt, for products with a bias (PyTorch's addmm through
// gemm_and_bias): the library and its handle per device open at the first.
struct LtApi {
    decltype(&cublasLtCreate) create;
    decltype(&cublasLtDestroy) destroy;
    decltype(&cublasLtMatmulDescCreate) desc_create;
    decltype(&cublasLtMatmulDescDestroy) desc_destroy;
    decltype(&cublasLtMatmulDescSetAttribute) desc_set;
    decltype(&cublasLtMatrixLayoutCreate) layout_create;
    decltype(&cublasLtMatrixLayoutDestroy) layout_destroy;
    decltype(&cublasLtMatmulPreferenceCreate) pref_create;
    decltype(&cublasLtMatmulPreferenceDestroy) pref_destroy;
    decltype(&cublasLtMatmulPreferenceSetAttribute) pref_set;
    decltype(&cublasLtMatmulAlgoGetHeuristic) heuristic;
    decltype(&cublasLtMatmul) matmul;
};

struct Workspace {
    cudaStream_t cs;
    void *mem;
    bool direct;            // made while cs captured: cudaMalloc'd, cudaFree'd
};

struct BlasDevice {
    cublasHandle_t handle;
    cublasLtHandle_t lt;
    Workspace ws[MAX_WORKSPACES];
    int nws;
};

// A matrix operand of a column-major call, from a row-major [rows, cols]
// view with strides sr, sc (see layout).
struct Operand {
    cublasOperation_t op;
    int64_t ld;
};

} // namespace

static Api api;
static int loaded;          // 0: not tried yet, 1: usable, -1: unavailable
static LtApi lt;
static int lt_loaded;       // as loaded, for cuBLASLt
static BlasDevice blas_devices[CUDA_MAX_DEVICES];

void *cuda_open_library(const char *stem, const char *const *versions)
{
    for (; *versions; versions++) {
        for (const char *dir : {"", "/usr/local/cuda/lib64/"}) {
            char name[128];
            snprintf(name, sizeof name, "%s%s.so.%s", dir, stem, *versions);
            if (void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL))
                return lib;
        }
    }
    return nullptr;
}

// libcublas and libcublasLt: version 12 has the same entry points as 13.
static void *open_library(const char *stem)
{
    static const char *const versions[] = {"13", "12", nullptr};
    return cuda_open_library(stem, versions);
}

static bool load()
{
    if (loaded)
        return loaded > 0;
    loaded = -1;
    void *lib = open_library("libcublas");
    if (!lib)
        return false;
    api.create = (decltype(api.create))dlsym(lib, "cublasCreate_v2");
    api.destroy = (decltype(api.destroy))dlsym(lib, "cublasDestroy_v2");
    api.set_stream = (decltype(api.set_stream))dlsym(lib, "cublasSetStream_v2");
    api.set_workspace = (decltype(api.set_workspace))dlsym(lib, "cublasSetWorkspace_v2");
    api.status_string = (decltype(api.status_string))dlsym(lib, "cublasGetStatusString");
    api.gemm = (decltype(api.gemm))dlsym(lib, "cublasGemmStridedBatchedEx");
    if (!api.create || !api.destroy || !api.set_stream || !api.set_workspace ||
        !api.status_string || !api.gemm) {
        dlclose(lib);
        return false;
    }
    loaded = 1;
    return true;
}

// cuBLASLt, and cuBLAS with it (blas_fail names errors through it).
static bool load_lt()
{
    if (lt_loaded)
        return lt_loaded > 0;
    lt_loaded = -1;
    void *lib = open_library("libcublasLt");
    if (!lib || !load())
        return false;
#define LT_SYM(field, name) lt.field = (decltype(lt.field))dlsym(lib, name)
    LT_SYM(create, "cublasLtCreate");
    LT_SYM(destroy, "cublasLtDestroy");
    LT_SYM(desc_create, "cublasLtMatmulDescCreate");
    LT_SYM(desc_destroy, "cublasLtMatmulDescDestroy");
    LT_SYM(desc_set, "cublasLtMatmulDescSetAttribute");
    LT_SYM(layout_create, "cublasLtMatrixLayoutCreate");
    LT_SYM(layout_destroy, "cublasLtMatrixLayoutDestroy");
    LT_SYM(pref_create, "cublasLtMatmulPreferenceCreate");
    LT_SYM(pref_destroy, "cublasLtMatmulPreferenceDestroy");
    LT_SYM(pref_set, "cublasLtMatmulPreferenceSetAttribute");
    LT_SYM(heuristic, "cublasLtMatmulAlgoGetHeuristic");
    LT_SYM(matmul, "cublasLtMatmul");
#undef LT_SYM
    if (!lt.create || !lt.destroy || !lt.desc_create || !lt.desc_destroy || !lt.desc_set ||
        !lt.layout_create || !lt.layout_destroy || !lt.pref_create || !lt.pref_destroy ||
        !lt.pref_set || !lt.heuristic || !lt.matmul) {
        dlclose(lib);
        return false;
    }
    lt_loaded = 1;
    return true;
}

static bool blas_fail(Error *err, cublasStatus_t st, const char *call, int line)
{
    error_set(err, "CUDA error: %s (%s, %s:%d)", api.status_string(st), call, __FILE__, line);
    return false;
}

// The workspace of stream cs on device dev, allocated on cs the first time.
static bool workspace(int dev, cudaStream_t cs, void **out, Error *err)
{
    BlasDevice *b = &blas_devices[dev];
    for (int i = 0; i < b->nws; i++) {
        if (b->ws[i].cs == cs) {
            *out = b->ws[i].mem;
            return true;
        }
    }
    *out = nullptr;
    if (b->nws == MAX_WORKSPACES)
        return true;            // cuBLAS's own per-handle workspace
    // On a capturing stream cudaMallocAsync would make the workspace a
    // node of the graph, gone when the graph is.
    cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
    CUDA_TRY(err, cudaStreamIsCapturing, cs, &capture);
    bool direct = capture != cudaStreamCaptureStatusNone;
    if (direct)
        CUDA_TRY(err, cudaMalloc, out, WORKSPACE);
    else
        CUDA_TRY(err, cudaMallocAsync, out, WORKSPACE, cs);
    b->ws[b->nws++] = {cs, *out, direct};
    return true;
}

void cuda_blas_forget_stream(int dev, cudaStream_t cs)
{
    BlasDevice *b = &blas_devices[dev];
    for (int i = 0; i < b->nws; i++) {
        if (b->ws[i].cs == cs) {
            if (b->ws[i].direct)
                cudaFree(b->ws[i].mem);
            else
                cudaFreeAsync(b->ws[i].mem, cs);
            cudaGetLastError();
            b->ws[i] = b->ws[--b->nws];
            return;
        }
    }
}

void cuda_blas_shutdown(void)
{
    for (int d = 0; d < CUDA_MAX_DEVICES; d++) {
        if (blas_devices[d].handle && cudaSetDevice(d) == cudaSuccess)
            api.destroy(blas_devices[d].handle);
        if (blas_devices[d].lt && cudaSetDevice(d) == cudaSuccess)
            lt.destroy(blas_devices[d].lt);
        cudaGetLastError();
        blas_devices[d] = BlasDevice();
    }
}

// A row-major [rows, cols] view as a column-major operand: its transpose
// stored with leading dimension sr (op N), or itself stored with leading
// dimension sc (op T).  False when neither stride is 1.
static bool layout(int64_t rows, int64_t cols, int64_t sr, int64_t sc, Operand *o)
{
    if ((cols == 1 || sc == 1) && (rows == 1 || sr >= cols)) {
        o->op = CUBLAS_OP_N;
        o->ld = rows == 1 ? (cols > 1 ? cols : 1) : sr;
        return true;
    }
    if ((rows == 1 || sr == 1) && (cols == 1 || sc >= rows)) {
        o->op = CUBLAS_OP_T;
        o->ld = cols == 1 ? (rows > 1 ? rows : 1) : sc;
        return true;
    }
    return false;
}

static bool fits(int64_t v)
{
    return v >= 0 && v <= 0x7fffffff;
}

bool cuda_blas_matmul(const OpArgs *a, int dev, cudaStream_t cs, bool *done, Error *err)
{
    const DevTensor *x = &a->in[0], *y = &a->in[1], *o = &a->out[0];
    int64_t batch = o->shape[0], m = x->shape[1], k = x->shape[2], n = y->shape[2];
    cudaDataType type;
    cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
    *done = false;
    switch (o->dtype) {
    case DT_FLOAT32: type = CUDA_R_32F; break;
    case DT_FLOAT16: type = CUDA_R_16F; break;
    case DT_BFLOAT16: type = CUDA_R_16BF; break;
    case DT_FLOAT64: type = CUDA_R_64F; compute = CUBLAS_COMPUTE_64F; break;
    default: return true;
    }
    Operand ox, oy, oo;
    if (k == 0 || !fits(batch) || !fits(m) || !fits(n) || !fits(k) ||
        x->dtype != o->dtype || y->dtype != o->dtype ||
        !layout(m, k, x->strides[1], x->strides[2], &ox) ||
        !layout(k, n, y->strides[1], y->strides[2], &oy) ||
        !layout(m, n, o->strides[1], o->strides[2], &oo) || oo.op != CUBLAS_OP_N ||
        !fits(ox.ld) || !fits(oy.ld) || !fits(oo.ld) || !load())
        return true;
    BlasDevice *b = &blas_devices[dev];
    cublasStatus_t st;
    if (!b->handle && (st = api.create(&b->handle)) != CUBLAS_STATUS_SUCCESS) {
        b->handle = nullptr;
        return blas_fail(err, st, "cublasCreate", __LINE__);
    }
    void *ws;
    if (!workspace(dev, cs, &ws, err))
        return false;
    if ((st = api.set_stream(b->handle, cs)) != CUBLAS_STATUS_SUCCESS)
        return blas_fail(err, st, "cublasSetStream", __LINE__);
    if (ws && (st = api.set_workspace(b->handle, ws, WORKSPACE)) != CUBLAS_STATUS_SUCCESS)
        return blas_fail(err, st, "cublasSetWorkspace", __LINE__);
    // Row-major out = x @ y is column-major out^T = y^T @ x^T.
    float one = 1, zero = 0;
    double done_d = 1, zero_d = 0;
    const void *alpha = compute == CUBLAS_COMPUTE_64F ? (const void *)&done_d : &one;
    const void *beta = compute == CUBLAS_COMPUTE_64F ? (const void *)&zero_d : &zero;
    st = api.gemm(b->handle, oy.op, ox.op, (int)n, (int)m, (int)k, alpha, y->data, type,
                  (int)oy.ld, y->strides[0], x->data, type, (int)ox.ld, x->strides[0], beta,
                  o->data, type, (int)oo.ld, o->strides[0], (int)batch, compute,
                  CUBLAS_GEMM_DEFAULT);
    if (st != CUBLAS_STATUS_SUCCESS)
        return blas_fail(err, st, "cublasGemmStridedBatchedEx", __LINE__);
    *done = true;
    return true;
}

// The descriptors of one cuBLASLt call, destroyed together.
struct LtCall {
    cublasLtMatmulDesc_t desc = nullptr;
    cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
    cublasLtMatmulPreference_t pref = nullptr;
    ~LtCall()
    {
        if (pref)
            lt.pref_destroy(pref);
        for (cublasLtMatrixLayout_t l : {a, b, c})
            if (l)
                lt.layout_destroy(l);
        if (desc)
            lt.desc_destroy(desc);
    }
};

// A column-major layout of the stored matrix behind operand o of an
// op(o) that is rows x cols.
static cublasStatus_t lt_layout(cublasLtMatrixLayout_t *l, cudaDataType type, const Operand &o, int64_t rows,
                                int64_t cols)
{
    bool t = o.op == CUBLAS_OP_T;
    return lt.layout_create(l, type, (uint64_t)(t ? cols : rows), (uint64_t)(t ? rows : cols), o.ld);
}

bool cuda_blas_linear(const OpArgs *a, int dev, cudaStream_t cs, bool *done, Error *err)
{
    const DevTensor *x = &a->in[0], *y = &a->in[1], *bias = &a->in[2], *o = &a->out[0];
    int64_t m = x->shape[1], k = x->shape[2], n = y->shape[2];
    cudaDataType type;
    *done = false;
    switch (o->dtype) {
    case DT_FLOAT32: type = CUDA_R_32F; break;
    case DT_FLOAT16: type = CUDA_R_16F; break;
    case DT_BFLOAT16: type = CUDA_R_16BF; break;
    default: return true;
    }
    Operand ox, oy, oo;
    if (o->shape[0] != 1 || k == 0 || !fits(m) || !fits(n) || !fits(k) || x->dtype != o->dtype ||
        y->dtype != o->dtype || bias->dtype != o->dtype || (n > 1 && bias->strides[0] != 1) ||
        (uintptr_t)bias->data % 16 != 0 || !layout(m, k, x->strides[1], x->strides[2], &ox) ||
        !layout(k, n, y->strides[1], y->strides[2], &oy) || !layout(m, n, o->strides[1], o->strides[2], &oo) ||
        oo.op != CUBLAS_OP_N || !fits(ox.ld) || !fits(oy.ld) || !fits(oo.ld) || !load_lt())
        return true;
    BlasDevice *b = &blas_devices[dev];
    cublasStatus_t st;
    if (!b->lt && (st = lt.create(&b->lt)) != CUBLAS_STATUS_SUCCESS) {
        b->lt = nullptr;
        return blas_fail(err, st, "cublasLtCreate", __LINE__);
    }
    void *ws;
    if (!workspace(dev, cs, &ws, err))
        return false;
    size_t ws_size = ws ? WORKSPACE : 0;
    // Row-major out = x @ y + bias is column-major out^T = y^T @ x^T plus
    // the bias down each column.
    LtCall call;
    cublasOperation_t ta = oy.op, tb = ox.op;
    cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_BIAS;
    const void *bias_data = bias->data;
    cublasLtMatmulHeuristicResult_t best;
    int found = 0;
    if ((st = lt.desc_create(&call.desc, CUBLAS_COMPUTE_32F, CUDA_R_32F)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt.desc_set(call.desc, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt.desc_set(call.desc, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt.desc_set(call.desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof epilogue)) !=
            CUBLAS_STATUS_SUCCESS ||
        (st = lt.desc_set(call.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias_data, sizeof bias_data)) !=
            CUBLAS_STATUS_SUCCESS ||
        (st = lt_layout(&call.a, type, oy, n, k)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt_layout(&call.b, type, ox, k, m)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt_layout(&call.c, type, oo, n, m)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt.pref_create(&call.pref)) != CUBLAS_STATUS_SUCCESS ||
        (st = lt.pref_set(call.pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws_size, sizeof ws_size)) !=
            CUBLAS_STATUS_SUCCESS)
        return blas_fail(err, st, "cublasLt descriptors", __LINE__);
    st = lt.heuristic(b->lt, call.desc, call.a, call.b, call.c, call.c, call.pref, 1, &best, &found);
    if (st != CUBLAS_STATUS_SUCCESS || found == 0)
        return true;          // no algorithm for this shape: the product, then the add
    float one = 1, zero = 0;
    st = lt.matmul(b->lt, call.desc, &one, y->data, call.a, x->data, call.b, &zero, o->data, call.c, o->data, call.c,
                   &best.algo, ws, ws_size, cs);
    if (st != CUBLAS_STATUS_SUCCESS)
        return blas_fail(err, st, "cublasLtMatmul", __LINE__);
    *done = true;
    return true;
}
