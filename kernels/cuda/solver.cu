// solver.cu: the LINALG group of ops.def on the CUDA device, through
// cuSOLVER (getrf, getrs, potrf, geqrf, orgqr, ormqr, syevd, gesvd) and
// cuBLAS (trsm), as PyTorch's CUDA
// build computes them: a call per matrix of the batch, on the op's
// stream.  Each matrix is first gathered into a column-major scratch
// buffer (the layout both libraries take) and scattered back through the
// result's strides after; the pivots and LAPACK's info go through int32
// scratch, copied into the op's int32 result by a kernel that also makes
// lu_factor's permutation.  cuSOLVER's values may differ from LAPACK's
// (the simulated device's) in the last bits, and the signs of eigen and
// singular vectors may differ: see cst(7), CUDA device.
//
// Both libraries are opened with dlopen at the first call, as blas.cu
// opens cuBLAS, so that cst starts where they are missing; an op then
// fails with a message that says so.  One handle each per device, set to
// the op's stream before each call.
#include <dlfcn.h>

#include <cublas_api.h>
#include <cusolverDn.h>

#include "cuda/launch.cuh"

namespace {

struct SolverApi {
    decltype(&cusolverDnCreate) create;
    decltype(&cusolverDnDestroy) destroy;
    decltype(&cusolverDnSetStream) set_stream;
    decltype(&cusolverDnSgetrf_bufferSize) sgetrf_size;
    decltype(&cusolverDnDgetrf_bufferSize) dgetrf_size;
    decltype(&cusolverDnSgetrf) sgetrf;
    decltype(&cusolverDnDgetrf) dgetrf;
    decltype(&cusolverDnSgetrs) sgetrs;
    decltype(&cusolverDnDgetrs) dgetrs;
    decltype(&cusolverDnSpotrf_bufferSize) spotrf_size;
    decltype(&cusolverDnDpotrf_bufferSize) dpotrf_size;
    decltype(&cusolverDnSpotrf) spotrf;
    decltype(&cusolverDnDpotrf) dpotrf;
    decltype(&cusolverDnSgeqrf_bufferSize) sgeqrf_size;
    decltype(&cusolverDnDgeqrf_bufferSize) dgeqrf_size;
    decltype(&cusolverDnSgeqrf) sgeqrf;
    decltype(&cusolverDnDgeqrf) dgeqrf;
    decltype(&cusolverDnSorgqr_bufferSize) sorgqr_size;
    decltype(&cusolverDnDorgqr_bufferSize) dorgqr_size;
    decltype(&cusolverDnSorgqr) sorgqr;
    decltype(&cusolverDnDorgqr) dorgqr;
    decltype(&cusolverDnSsyevd_bufferSize) ssyevd_size;
    decltype(&cusolverDnDsyevd_bufferSize) dsyevd_size;
    decltype(&cusolverDnSsyevd) ssyevd;
    decltype(&cusolverDnDsyevd) dsyevd;
    decltype(&cusolverDnSgesvd_bufferSize) sgesvd_size;
    decltype(&cusolverDnDgesvd_bufferSize) dgesvd_size;
    decltype(&cusolverDnSgesvd) sgesvd;
    decltype(&cusolverDnDgesvd) dgesvd;
    decltype(&cusolverDnSormqr_bufferSize) sormqr_size;
    decltype(&cusolverDnDormqr_bufferSize) dormqr_size;
    decltype(&cusolverDnSormqr) sormqr;
    decltype(&cusolverDnDormqr) dormqr;
};

struct TrsmApi {
    decltype(&cublasCreate_v2) create;
    decltype(&cublasDestroy_v2) destroy;
    decltype(&cublasSetStream_v2) set_stream;
    decltype(&cublasStrsm_v2) strsm;
    decltype(&cublasDtrsm_v2) dtrsm;
};

struct SolverDevice {
    cusolverDnHandle_t solver;
    cublasHandle_t blas;
};

// Scratch memory of one op, allocated and freed on its stream (at most
// SCRATCH_MAX pieces: svd takes six).
constexpr int SCRATCH_MAX = 8;

struct Scratch {
    cudaStream_t cs;
    void *p[SCRATCH_MAX] = {};
    int n = 0;
    explicit Scratch(cudaStream_t s) : cs(s) {}
    ~Scratch()
    {
        for (int i = 0; i < n; i++)
            cudaFreeAsync(p[i], cs);
    }
    bool take(size_t bytes, void **out, Error *err)
    {
        if (n == SCRATCH_MAX) {
            error_set(err, "internal error: a solver op takes more than %d scratch buffers", SCRATCH_MAX);
            return false;
        }
        CUDA_TRY(err, cudaMallocAsync, out, bytes ? bytes : 1, cs);
        p[n++] = *out;
        return true;
    }
};

} // namespace

static SolverApi sv;
static TrsmApi tr;
static int sv_loaded, tr_loaded;        // 0: not tried yet, 1: usable, -1: unavailable
static SolverDevice solver_devices[CUDA_MAX_DEVICES];

static bool load_solver()
{
    if (sv_loaded)
        return sv_loaded > 0;
    sv_loaded = -1;
    static const char *const versions[] = {"12", "11", nullptr};
    void *lib = cuda_open_library("libcusolver", versions);
    if (!lib)
        return false;
#define SV_SYM(field, name) sv.field = (decltype(sv.field))dlsym(lib, name)
    SV_SYM(create, "cusolverDnCreate");
    SV_SYM(destroy, "cusolverDnDestroy");
    SV_SYM(set_stream, "cusolverDnSetStream");
    SV_SYM(sgetrf_size, "cusolverDnSgetrf_bufferSize");
    SV_SYM(dgetrf_size, "cusolverDnDgetrf_bufferSize");
    SV_SYM(sgetrf, "cusolverDnSgetrf");
    SV_SYM(dgetrf, "cusolverDnDgetrf");
    SV_SYM(sgetrs, "cusolverDnSgetrs");
    SV_SYM(dgetrs, "cusolverDnDgetrs");
    SV_SYM(spotrf_size, "cusolverDnSpotrf_bufferSize");
    SV_SYM(dpotrf_size, "cusolverDnDpotrf_bufferSize");
    SV_SYM(spotrf, "cusolverDnSpotrf");
    SV_SYM(dpotrf, "cusolverDnDpotrf");
    SV_SYM(sgeqrf_size, "cusolverDnSgeqrf_bufferSize");
    SV_SYM(dgeqrf_size, "cusolverDnDgeqrf_bufferSize");
    SV_SYM(sgeqrf, "cusolverDnSgeqrf");
    SV_SYM(dgeqrf, "cusolverDnDgeqrf");
    SV_SYM(sorgqr_size, "cusolverDnSorgqr_bufferSize");
    SV_SYM(dorgqr_size, "cusolverDnDorgqr_bufferSize");
    SV_SYM(sorgqr, "cusolverDnSorgqr");
    SV_SYM(dorgqr, "cusolverDnDorgqr");
    SV_SYM(ssyevd_size, "cusolverDnSsyevd_bufferSize");
    SV_SYM(dsyevd_size, "cusolverDnDsyevd_bufferSize");
    SV_SYM(ssyevd, "cusolverDnSsyevd");
    SV_SYM(dsyevd, "cusolverDnDsyevd");
    SV_SYM(sgesvd_size, "cusolverDnSgesvd_bufferSize");
    SV_SYM(dgesvd_size, "cusolverDnDgesvd_bufferSize");
    SV_SYM(sgesvd, "cusolverDnSgesvd");
    SV_SYM(dgesvd, "cusolverDnDgesvd");
    SV_SYM(sormqr_size, "cusolverDnSormqr_bufferSize");
    SV_SYM(dormqr_size, "cusolverDnDormqr_bufferSize");
    SV_SYM(sormqr, "cusolverDnSormqr");
    SV_SYM(dormqr, "cusolverDnDormqr");
#undef SV_SYM
    // Every entry point, or none: the struct is a row of pointers.
    for (void *const *f = (void *const *)&sv; f < (void *const *)(&sv + 1); f++) {
        if (!*f) {
            dlclose(lib);
            return false;
        }
    }
    sv_loaded = 1;
    return true;
}

static bool load_trsm()
{
    if (tr_loaded)
        return tr_loaded > 0;
    tr_loaded = -1;
    static const char *const versions[] = {"13", "12", nullptr};
    void *lib = cuda_open_library("libcublas", versions);
    if (!lib)
        return false;
#define TR_SYM(field, name) tr.field = (decltype(tr.field))dlsym(lib, name)
    TR_SYM(create, "cublasCreate_v2");
    TR_SYM(destroy, "cublasDestroy_v2");
    TR_SYM(set_stream, "cublasSetStream_v2");
    TR_SYM(strsm, "cublasStrsm_v2");
    TR_SYM(dtrsm, "cublasDtrsm_v2");
#undef TR_SYM
    if (!tr.create || !tr.destroy || !tr.set_stream || !tr.strsm || !tr.dtrsm) {
        dlclose(lib);
        return false;
    }
    tr_loaded = 1;
    return true;
}

static bool solver_fail(Error *err, int status, const char *call, int line)
{
    error_set(err, "CUDA error: %s failed with status %d (%s:%d)", call, status, __FILE__, line);
    return false;
}

// cuSOLVER's handle of device dev, on stream cs.
static bool solver_handle(int dev, cudaStream_t cs, cusolverDnHandle_t *out, Error *err)
{
    if (!load_solver()) {
        error_set(err, "CUDA error: cuSOLVER (libcusolver.so.12 or .11) could not be loaded; torch.linalg's "
                       "decompositions need it");
        return false;
    }
    SolverDevice *d = &solver_devices[dev];
    cusolverStatus_t st;
    if (!d->solver && (st = sv.create(&d->solver)) != CUSOLVER_STATUS_SUCCESS) {
        d->solver = nullptr;
        return solver_fail(err, st, "cusolverDnCreate", __LINE__);
    }
    if ((st = sv.set_stream(d->solver, cs)) != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDnSetStream", __LINE__);
    *out = d->solver;
    return true;
}

// cuBLAS's handle of device dev (trsm's), on stream cs.
static bool blas_handle(int dev, cudaStream_t cs, cublasHandle_t *out, Error *err)
{
    if (!load_trsm()) {
        error_set(err, "CUDA error: cuBLAS (libcublas.so.13 or .12) could not be loaded; "
                       "torch.linalg.solve_triangular needs it");
        return false;
    }
    SolverDevice *d = &solver_devices[dev];
    cublasStatus_t st;
    if (!d->blas && (st = tr.create(&d->blas)) != CUBLAS_STATUS_SUCCESS) {
        d->blas = nullptr;
        return solver_fail(err, st, "cublasCreate", __LINE__);
    }
    if ((st = tr.set_stream(d->blas, cs)) != CUBLAS_STATUS_SUCCESS)
        return solver_fail(err, st, "cublasSetStream", __LINE__);
    *out = d->blas;
    return true;
}

void cuda_solver_shutdown(void)
{
    for (int dev = 0; dev < CUDA_MAX_DEVICES; dev++) {
        SolverDevice *d = &solver_devices[dev];
        if ((d->solver || d->blas) && cudaSetDevice(dev) == cudaSuccess) {
            if (d->solver)
                sv.destroy(d->solver);
            if (d->blas)
                tr.destroy(d->blas);
        }
        cudaGetLastError();
        *d = SolverDevice();
    }
}

// ------------------------------------------------------------ layouts

// Which triangle a scatter zeros: none, above the diagonal (a lower
// Cholesky factor), below it (an upper one).
enum Clear { CLEAR_NONE, CLEAR_UPPER, CLEAR_LOWER };

// One [B, rows, cols] operand's strides, by value for a kernel.
struct Strided {
    void *data;
    long long sb, sr, sc;
};

static Strided strided(const DevTensor *t)
{
    return {t->data, t->strides[0], t->strides[1], t->strides[2]};
}

// Where a batch of column-major matrices lies in a scratch buffer:
// element (i, j) of matrix b at b * per + j * ld + i.
struct Columns {
    long long ld, per;
};

// The batch of [rows, cols] matrices of t into buf (or back out, with the
// triangle `clear` zeroed).
template <typename T>
__global__ void k_columns(Strided t, T *buf, long long batch, long long rows, long long cols, Columns c, bool out,
                          Clear clear)
{
    long long n = rows * cols;
    for (long long e = blockIdx.x * (long long)blockDim.x + threadIdx.x; e < batch * n;
         e += (long long)gridDim.x * blockDim.x) {
        long long b = e / n, j = e % n / rows, i = e % rows;
        T *x = (T *)t.data + b * t.sb + i * t.sr + j * t.sc;
        T *y = buf + b * c.per + j * c.ld + i;
        if (!out) {
            *y = *x;
        } else {
            bool zero = (clear == CLEAR_UPPER && j > i) || (clear == CLEAR_LOWER && i > j);
            *x = zero ? T(0) : *y;
        }
    }
}

static bool columns_at(const DevTensor *t, void *buf, Columns c, bool out, Clear clear, cudaStream_t cs, Error *err)
{
    long long batch = t->shape[0], rows = t->shape[1], cols = t->shape[2], n = batch * rows * cols;
    if (n == 0)
        return true;
    int blocks = (int)((n + 255) / 256 < 4096 ? (n + 255) / 256 : 4096);
    if (t->dtype == DT_FLOAT64)
        k_columns<double><<<blocks, 256, 0, cs>>>(strided(t), (double *)buf, batch, rows, cols, c, out, clear);
    else
        k_columns<float><<<blocks, 256, 0, cs>>>(strided(t), (float *)buf, batch, rows, cols, c, out, clear);
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess || cuda_fail(err, e, "k_columns", __FILE__, __LINE__);
}

// t's matrices packed one after another, each with leading dimension rows.
static bool columns(const DevTensor *t, void *buf, bool out, Clear clear, cudaStream_t cs, Error *err)
{
    Columns c = {t->shape[1], t->shape[1] * t->shape[2]};
    return columns_at(t, buf, c, out, clear, cs, err);
}

// The [B, n] operand t as [B, 1, n] (a row per matrix), for columns().
static DevTensor as_rows(const DevTensor *t)
{
    DevTensor r = *t;
    r.ndim = 3;
    r.shape[2] = t->shape[1];
    r.strides[2] = t->strides[1];
    r.shape[1] = 1;
    r.strides[1] = 0;
    return r;
}

// t with its last two dims swapped (a view of its transpose).
static DevTensor transpose_of(const DevTensor *t)
{
    DevTensor r = *t;
    r.shape[1] = t->shape[2];
    r.shape[2] = t->shape[1];
    r.strides[1] = t->strides[2];
    r.strides[2] = t->strides[1];
    return r;
}

// lu_factor's int32 result row b: the pivots (k of them), getrf's info,
// then, where the row has room, the permutation the swaps make.
__global__ void k_pivots(const int *ipiv, const int *info, int *out, long long batch, long long so, long long sc,
                         int k, int width, int m)
{
    long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (b >= batch)
        return;
    int *row = out + b * so;
    for (int i = 0; i < k; i++)
        row[i * sc] = ipiv[b * k + i];
    row[k * sc] = info[b];
    if (width <= k + 1)
        return;
    int *perm = row + (k + 1) * sc;
    for (int i = 0; i < m; i++)
        perm[i * sc] = i;
    for (int i = 0; i < k; i++) {
        int j = ipiv[b * k + i] - 1, t = perm[i * sc];
        perm[i * sc] = perm[j * sc];
        perm[j * sc] = t;
    }
}

// The pivots of lu_solve's in1 (strided) into contiguous ipiv.
__global__ void k_gather_pivots(const int *in, int *ipiv, long long batch, long long si, long long sc, int n)
{
    long long e = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (e < batch * n)
        ipiv[e] = in[e / n * si + e % n * sc];
}

// cholesky's info into its int32 result [B, 1].
__global__ void k_info(const int *info, int *out, long long batch, long long so)
{
    long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (b < batch)
        out[b * so] = info[b];
}

static int blocks_for(long long n)
{
    return (int)((n + 255) / 256 > 0 ? (n + 255) / 256 : 1);
}

static bool launched(Error *err, const char *name)
{
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess || cuda_fail(err, e, name, __FILE__, __LINE__);
}

// ---------------------------------------------------------------- ops

static bool lu_factor(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *lu = &a->out[0], *piv = &a->out[1];
    long long batch = lu->shape[0];
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n, ld = m > 1 ? m : 1;
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *ipiv, *info, *work;
    int lwork = 0;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * m * n) * es, &buf, err) ||
        !s.take((size_t)(batch * k) * sizeof(int), &ipiv, err) || !s.take((size_t)batch * sizeof(int), &info, err) ||
        !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dgetrf_size(h, m, n, (double *)buf, ld, &lwork)
                              : sv.sgetrf_size(h, m, n, (float *)buf, ld, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>getrf_bufferSize", __LINE__);
    if (!s.take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * m * n) * es;
        int *p = (int *)ipiv + b * k, *i = (int *)info + b;
        st = dbl ? sv.dgetrf(h, m, n, (double *)mat, ld, (double *)work, p, i)
                 : sv.sgetrf(h, m, n, (float *)mat, ld, (float *)work, p, i);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>getrf", __LINE__);
    }
    if (!columns(lu, buf, true, CLEAR_NONE, cs, err))
        return false;
    k_pivots<<<blocks_for(batch), 256, 0, cs>>>((const int *)ipiv, (const int *)info, (int *)piv->data, batch,
                                                piv->strides[0], piv->strides[1], k, (int)piv->shape[1], m);
    return launched(err, "k_pivots");
}

static bool lu_solve(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *lu = &a->in[0], *piv = &a->in[1], *rhs = &a->in[2], *x = &a->out[0];
    long long batch = x->shape[0];
    int n = (int)lu->shape[1], nrhs = (int)rhs->shape[2], ld = n > 1 ? n : 1;
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasOperation_t trans = a->si[0] ? CUBLAS_OP_T : CUBLAS_OP_N;
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *fac, *buf, *ipiv, *info;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * n * n) * es, &fac, err) ||
        !s.take((size_t)(batch * n * nrhs) * es, &buf, err) ||
        !s.take((size_t)(batch * n) * sizeof(int), &ipiv, err) || !s.take(sizeof(int), &info, err))
        return false;
    if (!columns(lu, fac, false, CLEAR_NONE, cs, err) || !columns(rhs, buf, false, CLEAR_NONE, cs, err))
        return false;
    if (batch * n > 0) {
        k_gather_pivots<<<blocks_for(batch * n), 256, 0, cs>>>((const int *)piv->data, (int *)ipiv, batch,
                                                               piv->strides[0], piv->strides[1], n);
        if (!launched(err, "k_gather_pivots"))
            return false;
    }
    for (long long b = 0; b < batch; b++) {
        char *f = (char *)fac + (size_t)(b * n * n) * es, *y = (char *)buf + (size_t)(b * n * nrhs) * es;
        const int *p = (const int *)ipiv + b * n;
        cusolverStatus_t st = dbl ? sv.dgetrs(h, trans, n, nrhs, (const double *)f, ld, p, (double *)y, ld, (int *)info)
                                  : sv.sgetrs(h, trans, n, nrhs, (const float *)f, ld, p, (float *)y, ld, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>getrs", __LINE__);
    }
    return columns(x, buf, true, CLEAR_NONE, cs, err);
}

static bool cholesky(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *l = &a->out[0], *info_out = &a->out[1];
    long long batch = l->shape[0];
    int n = (int)x->shape[1], ld = n > 1 ? n : 1;
    bool dbl = x->dtype == DT_FLOAT64, upper = a->si[0];
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasFillMode_t uplo = upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *info, *work;
    int lwork = 0;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * n * n) * es, &buf, err) ||
        !s.take((size_t)batch * sizeof(int), &info, err) || !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dpotrf_size(h, uplo, n, (double *)buf, ld, &lwork)
                              : sv.spotrf_size(h, uplo, n, (float *)buf, ld, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>potrf_bufferSize", __LINE__);
    if (!s.take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * n * n) * es;
        st = dbl ? sv.dpotrf(h, uplo, n, (double *)mat, ld, (double *)work, lwork, (int *)info + b)
                 : sv.spotrf(h, uplo, n, (float *)mat, ld, (float *)work, lwork, (int *)info + b);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>potrf", __LINE__);
    }
    if (!columns(l, buf, true, upper ? CLEAR_LOWER : CLEAR_UPPER, cs, err))
        return false;
    k_info<<<blocks_for(batch), 256, 0, cs>>>((const int *)info, (int *)info_out->data, batch,
                                              info_out->strides[0]);
    return launched(err, "k_info");
}

static bool solve_triangular(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *t = &a->in[0], *rhs = &a->in[1], *x = &a->out[0];
    long long batch = x->shape[0];
    int n = (int)t->shape[1], rows = (int)rhs->shape[1], cols = (int)rhs->shape[2];
    int ldt = n > 1 ? n : 1, ldb = rows > 1 ? rows : 1;
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasSideMode_t side = a->si[1] ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT;
    cublasFillMode_t uplo = a->si[0] ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    cublasDiagType_t diag = a->si[2] ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
    cublasHandle_t h;
    Scratch s(cs);
    void *tri, *buf;
    if (!blas_handle(dev, cs, &h, err) || !s.take((size_t)(batch * n * n) * es, &tri, err) ||
        !s.take((size_t)(batch * rows * cols) * es, &buf, err) || !columns(t, tri, false, CLEAR_NONE, cs, err) ||
        !columns(rhs, buf, false, CLEAR_NONE, cs, err))
        return false;
    float one = 1;
    double one_d = 1;
    for (long long b = 0; b < batch && rows > 0 && cols > 0; b++) {
        char *tm = (char *)tri + (size_t)(b * n * n) * es, *y = (char *)buf + (size_t)(b * rows * cols) * es;
        cublasStatus_t st = dbl ? tr.dtrsm(h, side, uplo, CUBLAS_OP_N, diag, rows, cols, &one_d, (const double *)tm,
                                           ldt, (double *)y, ldb)
                                : tr.strsm(h, side, uplo, CUBLAS_OP_N, diag, rows, cols, &one, (const float *)tm, ldt,
                                           (float *)y, ldb);
        if (st != CUBLAS_STATUS_SUCCESS)
            return solver_fail(err, st, "cublas<t>trsm", __LINE__);
    }
    return columns(x, buf, true, CLEAR_NONE, cs, err);
}

static bool qr(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *r = &a->out[0], *q = a->nout > 1 ? &a->out[1] : nullptr;
    long long batch = r->shape[0];
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n, ld = m > 1 ? m : 1;
    int qc = q ? (int)q->shape[2] : k, wide = n > qc ? n : qc;
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    Columns c = {ld, (long long)ld * wide};
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *tau, *info, *work;
    int lwork = 0, lq = 0;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * c.per) * es, &buf, err) ||
        !s.take((size_t)(batch * k) * es, &tau, err) || !s.take(sizeof(int), &info, err) ||
        !columns_at(x, buf, c, false, CLEAR_NONE, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dgeqrf_size(h, m, n, (double *)buf, ld, &lwork)
                              : sv.sgeqrf_size(h, m, n, (float *)buf, ld, &lwork);
    if (st == CUSOLVER_STATUS_SUCCESS && q)
        st = dbl ? sv.dorgqr_size(h, m, qc, k, (const double *)buf, ld, (const double *)tau, &lq)
                 : sv.sorgqr_size(h, m, qc, k, (const float *)buf, ld, (const float *)tau, &lq);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>geqrf_bufferSize", __LINE__);
    lwork = lq > lwork ? lq : lwork;
    if (!s.take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch && m > 0 && n > 0; b++) {
        char *mat = (char *)buf + (size_t)(b * c.per) * es, *t = (char *)tau + (size_t)(b * k) * es;
        st = dbl ? sv.dgeqrf(h, m, n, (double *)mat, ld, (double *)t, (double *)work, lwork, (int *)info)
                 : sv.sgeqrf(h, m, n, (float *)mat, ld, (float *)t, (float *)work, lwork, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>geqrf", __LINE__);
    }
    if (!columns_at(r, buf, c, true, CLEAR_LOWER, cs, err) || !q)
        return !q;
    for (long long b = 0; b < batch && m > 0; b++) {
        char *mat = (char *)buf + (size_t)(b * c.per) * es, *t = (char *)tau + (size_t)(b * k) * es;
        st = dbl ? sv.dorgqr(h, m, qc, k, (double *)mat, ld, (const double *)t, (double *)work, lwork, (int *)info)
                 : sv.sorgqr(h, m, qc, k, (float *)mat, ld, (const float *)t, (float *)work, lwork, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>orgqr", __LINE__);
    }
    return columns_at(q, buf, c, true, CLEAR_NONE, cs, err);
}

static bool eigh(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *w = &a->out[0], *v = a->nout > 1 ? &a->out[1] : nullptr;
    long long batch = w->shape[0];
    int n = (int)x->shape[1], ld = n > 1 ? n : 1;
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverEigMode_t jobz = v ? CUSOLVER_EIG_MODE_VECTOR : CUSOLVER_EIG_MODE_NOVECTOR;
    cublasFillMode_t uplo = a->si[0] ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *vals, *info, *work;
    int lwork = 0;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * n * n) * es, &buf, err) ||
        !s.take((size_t)(batch * n) * es, &vals, err) || !s.take((size_t)batch * sizeof(int), &info, err) ||
        !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dsyevd_size(h, jobz, uplo, n, (const double *)buf, ld, (const double *)vals, &lwork)
                              : sv.ssyevd_size(h, jobz, uplo, n, (const float *)buf, ld, (const float *)vals, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>syevd_bufferSize", __LINE__);
    if (!s.take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch && n > 0; b++) {
        char *mat = (char *)buf + (size_t)(b * n * n) * es, *wv = (char *)vals + (size_t)(b * n) * es;
        st = dbl ? sv.dsyevd(h, jobz, uplo, n, (double *)mat, ld, (double *)wv, (double *)work, lwork, (int *)info + b)
                 : sv.ssyevd(h, jobz, uplo, n, (float *)mat, ld, (float *)wv, (float *)work, lwork, (int *)info + b);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>syevd", __LINE__);
    }
    DevTensor rows = as_rows(w);
    return columns(&rows, vals, true, CLEAR_NONE, cs, err) && (!v || columns(v, buf, true, CLEAR_NONE, cs, err));
}

// Each matrix of t set to the identity (its diagonal 1, the rest 0).
__global__ void k_identity(Strided t, long long batch, long long rows, long long cols, bool dbl)
{
    long long n = rows * cols;
    for (long long e = blockIdx.x * (long long)blockDim.x + threadIdx.x; e < batch * n;
         e += (long long)gridDim.x * blockDim.x) {
        long long b = e / n, i = e % n / cols, j = e % cols, at = b * t.sb + i * t.sr + j * t.sc;
        if (dbl)
            ((double *)t.data)[at] = i == j;
        else
            ((float *)t.data)[at] = i == j;
    }
}

static bool identity(const DevTensor *t, cudaStream_t cs, Error *err)
{
    long long n = t->shape[0] * t->shape[1] * t->shape[2];
    if (n == 0)
        return true;
    k_identity<<<blocks_for(n < 4096 * 256 ? n : 4096 * 256), 256, 0, cs>>>(strided(t), t->shape[0], t->shape[1],
                                                                          t->shape[2], t->dtype == DT_FLOAT64);
    return launched(err, "k_identity");
}

// gesvd takes m >= n only: a wide matrix's SVD is its transpose's, U and
// Vh swapped and transposed.
static bool svd(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *sv_out = &a->out[0];
    bool vectors = a->nout > 2, wide = x->shape[1] < x->shape[2];
    DevTensor in = wide ? transpose_of(x) : *x, u, vh;
    if (vectors) {
        u = wide ? transpose_of(&a->out[2]) : a->out[1];
        vh = wide ? transpose_of(&a->out[1]) : a->out[2];
    }
    long long batch = sv_out->shape[0];
    int m = (int)in.shape[1], n = (int)in.shape[2], k = n, ld = m > 1 ? m : 1;
    int ucols = vectors ? (int)u.shape[2] : 1, ldvt = vectors && vh.shape[1] > 1 ? (int)vh.shape[1] : 1;
    signed char job = !vectors ? 'N' : a->si[0] ? 'A' : 'S';
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *vals, *ub, *vb, *info, *work;
    int lwork = 0;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * m * n) * es, &buf, err) ||
        !s.take((size_t)(batch * k) * es, &vals, err) || !s.take((size_t)(batch * m * ucols) * es, &ub, err) ||
        !s.take((size_t)(batch * ldvt * n) * es, &vb, err) || !s.take((size_t)batch * sizeof(int), &info, err) ||
        !columns(&in, buf, false, CLEAR_NONE, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dgesvd_size(h, m, n, &lwork) : sv.sgesvd_size(h, m, n, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>gesvd_bufferSize", __LINE__);
    if (!s.take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch && n > 0; b++) {
        char *mat = (char *)buf + (size_t)(b * m * n) * es, *sb = (char *)vals + (size_t)(b * k) * es;
        char *um = (char *)ub + (size_t)(b * m * ucols) * es, *vm = (char *)vb + (size_t)(b * ldvt * n) * es;
        st = dbl ? sv.dgesvd(h, job, job, m, n, (double *)mat, ld, (double *)sb, (double *)um, ld, (double *)vm, ldvt,
                             (double *)work, lwork, nullptr, (int *)info + b)
                 : sv.sgesvd(h, job, job, m, n, (float *)mat, ld, (float *)sb, (float *)um, ld, (float *)vm, ldvt,
                             (float *)work, lwork, nullptr, (int *)info + b);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>gesvd", __LINE__);
    }
    DevTensor rows = as_rows(sv_out);
    return columns(&rows, vals, true, CLEAR_NONE, cs, err) &&
           (!vectors || (columns(&u, ub, true, CLEAR_NONE, cs, err) && columns(&vh, vb, true, CLEAR_NONE, cs, err)));
}

// lstsq's rank: n for every matrix (the QR solve assumes full rank).
__global__ void k_rank(long long *rank, long long batch, long long stride, long long n)
{
    long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (b < batch)
        rank[b * stride] = n;
}

// PyTorch's CUDA driver, gels: Q R = A, X = R^-1 (Q^T B)'s first n rows,
// for m >= n and A of full rank, its rank taken as n (the simulated
// device's gelsy finds it: see cst(7), CUDA device).
static bool lstsq(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *rhs = &a->in[1], *sol = &a->out[0], *rank = &a->out[1];
    long long batch = sol->shape[0];
    int m = (int)x->shape[1], n = (int)x->shape[2], nrhs = (int)rhs->shape[2], ld = m > 1 ? m : 1;
    if (m < n) {
        error_set(err, "torch.linalg.lstsq: only overdetermined systems (input.size(-2) >= input.size(-1)) are "
                       "allowed on CUDA");
        return false;
    }
    bool dbl = x->dtype == DT_FLOAT64;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    Columns cb = {ld, (long long)ld * nrhs};
    cusolverDnHandle_t h;
    cublasHandle_t bh;
    Scratch s(cs);
    void *fac, *buf, *tau, *info, *work;
    int lwork = 0, lq = 0;
    if (!solver_handle(dev, cs, &h, err) || !blas_handle(dev, cs, &bh, err) ||
        !s.take((size_t)(batch * m * n) * es, &fac, err) || !s.take((size_t)(batch * cb.per) * es, &buf, err) ||
        !s.take((size_t)(batch * n) * es, &tau, err) || !s.take(sizeof(int), &info, err) ||
        !columns(x, fac, false, CLEAR_NONE, cs, err) || !columns_at(rhs, buf, cb, false, CLEAR_NONE, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dgeqrf_size(h, m, n, (double *)fac, ld, &lwork)
                              : sv.sgeqrf_size(h, m, n, (float *)fac, ld, &lwork);
    if (st == CUSOLVER_STATUS_SUCCESS)
        st = dbl ? sv.dormqr_size(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, m, nrhs, n, (const double *)fac, ld,
                                  (const double *)tau, (const double *)buf, ld, &lq)
                 : sv.sormqr_size(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, m, nrhs, n, (const float *)fac, ld,
                                  (const float *)tau, (const float *)buf, ld, &lq);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>geqrf_bufferSize", __LINE__);
    lwork = lq > lwork ? lq : lwork;
    if (!s.take((size_t)lwork * es, &work, err))
        return false;
    float one = 1;
    double one_d = 1;
    for (long long b = 0; b < batch && n > 0 && nrhs > 0; b++) {
        char *f = (char *)fac + (size_t)(b * m * n) * es, *y = (char *)buf + (size_t)(b * cb.per) * es;
        char *t = (char *)tau + (size_t)(b * n) * es;
        st = dbl ? sv.dgeqrf(h, m, n, (double *)f, ld, (double *)t, (double *)work, lwork, (int *)info)
                 : sv.sgeqrf(h, m, n, (float *)f, ld, (float *)t, (float *)work, lwork, (int *)info);
        if (st == CUSOLVER_STATUS_SUCCESS)
            st = dbl ? sv.dormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, m, nrhs, n, (const double *)f, ld,
                                 (const double *)t, (double *)y, ld, (double *)work, lwork, (int *)info)
                     : sv.sormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, m, nrhs, n, (const float *)f, ld,
                                 (const float *)t, (float *)y, ld, (float *)work, lwork, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>geqrf/ormqr", __LINE__);
        cublasSideMode_t left = CUBLAS_SIDE_LEFT;
        cublasFillMode_t upper = CUBLAS_FILL_MODE_UPPER;
        cublasStatus_t bs = dbl ? tr.dtrsm(bh, left, upper, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, nrhs, &one_d,
                                           (const double *)f, ld, (double *)y, ld)
                                : tr.strsm(bh, left, upper, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, nrhs, &one,
                                           (const float *)f, ld, (float *)y, ld);
        if (bs != CUBLAS_STATUS_SUCCESS)
            return solver_fail(err, bs, "cublas<t>trsm", __LINE__);
    }
    if (!columns_at(sol, buf, cb, true, CLEAR_NONE, cs, err))
        return false;
    if (batch == 0)
        return true;
    k_rank<<<blocks_for(batch), 256, 0, cs>>>((long long *)rank->data, batch, rank->strides[0], n);
    return launched(err, "k_rank");
}

// An op on empty matrices, which the libraries are not asked about (their
// workspace queries may refuse a zero size): what is left to write is
// lu_factor's and cholesky's info (0) and lu_factor's permutation (the
// rows in order), Q = I of a complete QR, U = I and Vh = I of a full SVD
// (as ATen fills them), and lstsq's rank (0).
static bool empty_matrices(OpCode op, const OpArgs *a, cudaStream_t cs, Error *err)
{
    long long batch = a->out[0].shape[0];
    if (op == OP_qr)
        return a->nout < 2 || identity(&a->out[1], cs, err);
    if (op == OP_svd)
        return a->nout < 3 || (identity(&a->out[1], cs, err) && identity(&a->out[2], cs, err));
    if (op == OP_lstsq) {
        if (batch > 0)
            k_rank<<<blocks_for(batch), 256, 0, cs>>>((long long *)a->out[1].data, batch, a->out[1].strides[0], 0);
        return launched(err, "k_rank");
    }
    if (op != OP_lu_factor && op != OP_cholesky)
        return true;
    Scratch s(cs);
    void *zeros;
    const DevTensor *ints = &a->out[1];
    if (batch == 0 || !s.take((size_t)batch * sizeof(int), &zeros, err))
        return batch == 0;
    CUDA_TRY(err, cudaMemsetAsync, zeros, 0, (size_t)batch * sizeof(int), cs);
    if (op == OP_cholesky)
        k_info<<<blocks_for(batch), 256, 0, cs>>>((const int *)zeros, (int *)ints->data, batch, ints->strides[0]);
    else
        k_pivots<<<blocks_for(batch), 256, 0, cs>>>(nullptr, (const int *)zeros, (int *)ints->data, batch,
                                                    ints->strides[0], ints->strides[1], 0, (int)ints->shape[1],
                                                    (int)a->in[0].shape[1]);
    return launched(err, op == OP_cholesky ? "k_info" : "k_pivots");
}

bool cuda_launch_linalg(OpCode op, const OpArgs *a, cudaStream_t cs, Error *err)
{
    int dev = cuda_current_device();
    if (a->in[0].shape[1] * a->in[0].shape[2] == 0)
        return empty_matrices(op, a, cs, err);
    switch (op) {
    case OP_lu_factor: return lu_factor(dev, a, cs, err);
    case OP_lu_solve: return lu_solve(dev, a, cs, err);
    case OP_cholesky: return cholesky(dev, a, cs, err);
    case OP_solve_triangular: return solve_triangular(dev, a, cs, err);
    case OP_qr: return qr(dev, a, cs, err);
    case OP_eigh: return eigh(dev, a, cs, err);
    case OP_svd: return svd(dev, a, cs, err);
    case OP_lstsq: return lstsq(dev, a, cs, err);
    default: break;
    }
    error_set(err, "internal error: %s is no LINALG kernel", op_name(op));
    return false;
}
