// solver.cu: the LINALG group of ops.def on the CUDA device, through
// cuSOLVER (getrf, getrs, potrf, geqrf, orgqr, ormqr, syevd, syevj,
// gesvdj) and cuBLAS (trsm, and getrf, getrs, geqrf, gels batched), as
// PyTorch's CUDA build computes them, on the op's stream: for a batch of
// small matrices the libraries' batched routines (cuBLAS's getrfBatched,
// getrsBatched, trsmBatched, geqrfBatched, gelsBatched, cuSOLVER's
// potrfBatched, syevjBatched, gesvdjBatched) in one call, else a call
// per matrix, as PyTorch chooses (see each op).  Each matrix
// is first gathered into a column-major scratch buffer (the layout both
// libraries take) and scattered back through the result's strides after;
// the pivots and LAPACK's info go through int32 scratch, copied into the
// op's int32 result by a kernel that also makes lu_factor's permutation.
// cuSOLVER's values may differ from LAPACK's (the simulated device's) in
// the last bits, and the signs of eigen and singular vectors may differ:
// see cst(7), CUDA device.
//
// Both libraries are opened with dlopen at the first call, as blas.cu
// opens cuBLAS, so that cst starts where they are missing; an op then
// fails with a message that says so.  One handle each per device, set to
// the op's stream before each call.
#include <cfloat>
#include <climits>
#include <cmath>
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
    decltype(&cusolverDnSormqr_bufferSize) sormqr_size;
    decltype(&cusolverDnDormqr_bufferSize) dormqr_size;
    decltype(&cusolverDnSormqr) sormqr;
    decltype(&cusolverDnDormqr) dormqr;
    decltype(&cusolverDnSpotrfBatched) spotrf_batched;
    decltype(&cusolverDnDpotrfBatched) dpotrf_batched;
    decltype(&cusolverDnCreateSyevjInfo) create_syevj;
    decltype(&cusolverDnDestroySyevjInfo) destroy_syevj;
    decltype(&cusolverDnXsyevjSetSortEig) syevj_sort;
    decltype(&cusolverDnSsyevj_bufferSize) ssyevj_size;
    decltype(&cusolverDnDsyevj_bufferSize) dsyevj_size;
    decltype(&cusolverDnSsyevj) ssyevj;
    decltype(&cusolverDnDsyevj) dsyevj;
    decltype(&cusolverDnSsyevjBatched_bufferSize) ssyevj_batched_size;
    decltype(&cusolverDnDsyevjBatched_bufferSize) dsyevj_batched_size;
    decltype(&cusolverDnSsyevjBatched) ssyevj_batched;
    decltype(&cusolverDnDsyevjBatched) dsyevj_batched;
    decltype(&cusolverDnCreateGesvdjInfo) create_gesvdj;
    decltype(&cusolverDnDestroyGesvdjInfo) destroy_gesvdj;
    decltype(&cusolverDnXgesvdjSetSortEig) gesvdj_sort;
    decltype(&cusolverDnXgesvdjSetTolerance) gesvdj_tolerance;
    decltype(&cusolverDnXgesvdjSetMaxSweeps) gesvdj_sweeps;
    decltype(&cusolverDnSgesvdj_bufferSize) sgesvdj_size;
    decltype(&cusolverDnDgesvdj_bufferSize) dgesvdj_size;
    decltype(&cusolverDnSgesvdj) sgesvdj;
    decltype(&cusolverDnDgesvdj) dgesvdj;
    decltype(&cusolverDnSgesvdjBatched_bufferSize) sgesvdj_batched_size;
    decltype(&cusolverDnDgesvdjBatched_bufferSize) dgesvdj_batched_size;
    decltype(&cusolverDnSgesvdjBatched) sgesvdj_batched;
    decltype(&cusolverDnDgesvdjBatched) dgesvdj_batched;
};

// cuBLAS's solvers: trsm, and the batched routines that take an array of
// pointers to the matrices.
struct BlasApi {
    decltype(&cublasCreate_v2) create;
    decltype(&cublasDestroy_v2) destroy;
    decltype(&cublasSetStream_v2) set_stream;
    decltype(&cublasStrsm_v2) strsm;
    decltype(&cublasDtrsm_v2) dtrsm;
    decltype(&cublasStrsmBatched) strsm_batched;
    decltype(&cublasDtrsmBatched) dtrsm_batched;
    decltype(&cublasSgetrfBatched) sgetrf_batched;
    decltype(&cublasDgetrfBatched) dgetrf_batched;
    decltype(&cublasSgetrsBatched) sgetrs_batched;
    decltype(&cublasDgetrsBatched) dgetrs_batched;
    decltype(&cublasSgelsBatched) sgels_batched;
    decltype(&cublasDgelsBatched) dgels_batched;
    decltype(&cublasSgeqrfBatched) sgeqrf_batched;
    decltype(&cublasDgeqrfBatched) dgeqrf_batched;
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
static BlasApi bl;
static int sv_loaded, bl_loaded;        // 0: not tried yet, 1: usable, -1: unavailable
static SolverDevice solver_devices[CUDA_MAX_DEVICES];

// Whether dlsym found every entry point of an api struct, a row of
// pointers: all of them, or the library is not used.
static bool all_found(const void *api, size_t bytes)
{
    for (void *const *f = (void *const *)api; f < (void *const *)((const char *)api + bytes); f++)
        if (!*f)
            return false;
    return true;
}

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
    SV_SYM(sormqr_size, "cusolverDnSormqr_bufferSize");
    SV_SYM(dormqr_size, "cusolverDnDormqr_bufferSize");
    SV_SYM(sormqr, "cusolverDnSormqr");
    SV_SYM(dormqr, "cusolverDnDormqr");
    SV_SYM(spotrf_batched, "cusolverDnSpotrfBatched");
    SV_SYM(dpotrf_batched, "cusolverDnDpotrfBatched");
    SV_SYM(create_syevj, "cusolverDnCreateSyevjInfo");
    SV_SYM(destroy_syevj, "cusolverDnDestroySyevjInfo");
    SV_SYM(syevj_sort, "cusolverDnXsyevjSetSortEig");
    SV_SYM(ssyevj_size, "cusolverDnSsyevj_bufferSize");
    SV_SYM(dsyevj_size, "cusolverDnDsyevj_bufferSize");
    SV_SYM(ssyevj, "cusolverDnSsyevj");
    SV_SYM(dsyevj, "cusolverDnDsyevj");
    SV_SYM(ssyevj_batched_size, "cusolverDnSsyevjBatched_bufferSize");
    SV_SYM(dsyevj_batched_size, "cusolverDnDsyevjBatched_bufferSize");
    SV_SYM(ssyevj_batched, "cusolverDnSsyevjBatched");
    SV_SYM(dsyevj_batched, "cusolverDnDsyevjBatched");
    SV_SYM(create_gesvdj, "cusolverDnCreateGesvdjInfo");
    SV_SYM(destroy_gesvdj, "cusolverDnDestroyGesvdjInfo");
    SV_SYM(gesvdj_sort, "cusolverDnXgesvdjSetSortEig");
    SV_SYM(gesvdj_tolerance, "cusolverDnXgesvdjSetTolerance");
    SV_SYM(gesvdj_sweeps, "cusolverDnXgesvdjSetMaxSweeps");
    SV_SYM(sgesvdj_size, "cusolverDnSgesvdj_bufferSize");
    SV_SYM(dgesvdj_size, "cusolverDnDgesvdj_bufferSize");
    SV_SYM(sgesvdj, "cusolverDnSgesvdj");
    SV_SYM(dgesvdj, "cusolverDnDgesvdj");
    SV_SYM(sgesvdj_batched_size, "cusolverDnSgesvdjBatched_bufferSize");
    SV_SYM(dgesvdj_batched_size, "cusolverDnDgesvdjBatched_bufferSize");
    SV_SYM(sgesvdj_batched, "cusolverDnSgesvdjBatched");
    SV_SYM(dgesvdj_batched, "cusolverDnDgesvdjBatched");
#undef SV_SYM
    if (!all_found(&sv, sizeof sv)) {
        dlclose(lib);
        return false;
    }
    sv_loaded = 1;
    return true;
}

static bool load_blas()
{
    if (bl_loaded)
        return bl_loaded > 0;
    bl_loaded = -1;
    static const char *const versions[] = {"13", "12", nullptr};
    void *lib = cuda_open_library("libcublas", versions);
    if (!lib)
        return false;
#define BL_SYM(field, name) bl.field = (decltype(bl.field))dlsym(lib, name)
    BL_SYM(create, "cublasCreate_v2");
    BL_SYM(destroy, "cublasDestroy_v2");
    BL_SYM(set_stream, "cublasSetStream_v2");
    BL_SYM(strsm, "cublasStrsm_v2");
    BL_SYM(dtrsm, "cublasDtrsm_v2");
    BL_SYM(strsm_batched, "cublasStrsmBatched");
    BL_SYM(dtrsm_batched, "cublasDtrsmBatched");
    BL_SYM(sgetrf_batched, "cublasSgetrfBatched");
    BL_SYM(dgetrf_batched, "cublasDgetrfBatched");
    BL_SYM(sgetrs_batched, "cublasSgetrsBatched");
    BL_SYM(dgetrs_batched, "cublasDgetrsBatched");
    BL_SYM(sgels_batched, "cublasSgelsBatched");
    BL_SYM(dgels_batched, "cublasDgelsBatched");
    BL_SYM(sgeqrf_batched, "cublasSgeqrfBatched");
    BL_SYM(dgeqrf_batched, "cublasDgeqrfBatched");
#undef BL_SYM
    if (!all_found(&bl, sizeof bl)) {
        dlclose(lib);
        return false;
    }
    bl_loaded = 1;
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

// cuBLAS's handle of device dev (the solvers'), on stream cs.
static bool blas_handle(int dev, cudaStream_t cs, cublasHandle_t *out, Error *err)
{
    if (!load_blas()) {
        error_set(err, "CUDA error: cuBLAS (libcublas.so.13 or .12) could not be loaded; torch.linalg's "
                       "solvers need it");
        return false;
    }
    SolverDevice *d = &solver_devices[dev];
    cublasStatus_t st;
    if (!d->blas && (st = bl.create(&d->blas)) != CUBLAS_STATUS_SUCCESS) {
        d->blas = nullptr;
        return solver_fail(err, st, "cublasCreate", __LINE__);
    }
    if ((st = bl.set_stream(d->blas, cs)) != CUBLAS_STATUS_SUCCESS)
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
                bl.destroy(d->blas);
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

// ------------------------------------------------------------ batches

// Whether a batched routine, whose count is an int, takes the batch.
static bool fits_int(long long batch)
{
    return batch <= INT_MAX;
}

// The address of each matrix of a batch, step bytes apart from base:
// cuBLAS's and cuSOLVER's batched routines take an array of pointers in
// device memory, made here on the op's stream.
__global__ void k_pointers(char *base, long long step, void **ptrs, long long batch)
{
    long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (b < batch)
        ptrs[b] = base + b * step;
}

static bool pointers(Scratch *s, void *base, size_t step, long long batch, void ***out, cudaStream_t cs, Error *err)
{
    if (!s->take((size_t)batch * sizeof(void *), (void **)out, err))
        return false;
    k_pointers<<<blocks_for(batch), 256, 0, cs>>>((char *)base, (long long)step, *out, batch);
    return launched(err, "k_pointers");
}

// The parameters of a Jacobi solver (syevj's or gesvdj's) for one op,
// made and destroyed around it as PyTorch does: cuSOLVER's defaults
// (machine accuracy, at most 100 sweeps), the values sorted.
template <typename Info>
struct Jacobi {
    Info info = nullptr;
    cusolverStatus_t (*destroy)(Info) = nullptr;
    Jacobi() = default;
    Jacobi(const Jacobi &) = delete;
    Jacobi &operator=(const Jacobi &) = delete;
    ~Jacobi()
    {
        if (info)
            destroy(info);
    }
    bool make(cusolverStatus_t (*create)(Info *), cusolverStatus_t (*sort)(Info, int),
              cusolverStatus_t (*destroy_with)(Info), Error *err)
    {
        destroy = destroy_with;
        cusolverStatus_t st = create(&info);
        if (st != CUSOLVER_STATUS_SUCCESS) {
            info = nullptr;
            return solver_fail(err, st, "cusolverDnCreate<jacobi>Info", __LINE__);
        }
        st = sort(info, 1);
        return st == CUSOLVER_STATUS_SUCCESS || solver_fail(err, st, "cusolverDnX<jacobi>SetSortEig", __LINE__);
    }
};

// ---------------------------------------------------------------- ops

// getrf of the batch of [m, n] matrices in buf, a call each: the pivots
// into ipiv (k of them a matrix), getrf's info into info.
static bool getrf_each(int dev, Scratch *s, void *buf, int *ipiv, int *info, long long batch, int m, int n, bool dbl,
                       cudaStream_t cs, Error *err)
{
    int k = m < n ? m : n, ld = m > 1 ? m : 1, lwork = 0;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    void *work;
    if (!solver_handle(dev, cs, &h, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dgetrf_size(h, m, n, (double *)buf, ld, &lwork)
                              : sv.sgetrf_size(h, m, n, (float *)buf, ld, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>getrf_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * m * n) * es;
        st = dbl ? sv.dgetrf(h, m, n, (double *)mat, ld, (double *)work, ipiv + b * k, info + b)
                 : sv.sgetrf(h, m, n, (float *)mat, ld, (float *)work, ipiv + b * k, info + b);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>getrf", __LINE__);
    }
    return true;
}

// getrf of the batch of [n, n] matrices in buf in one call of cuBLAS's
// getrfBatched, its pivots and info laid out as getrf_each's.
static bool getrf_batched(int dev, Scratch *s, void *buf, int *ipiv, int *info, long long batch, int n, bool dbl,
                          cudaStream_t cs, Error *err)
{
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasHandle_t h;
    void **mats;
    if (!blas_handle(dev, cs, &h, err) || !pointers(s, buf, (size_t)n * n * es, batch, &mats, cs, err))
        return false;
    cublasStatus_t st = dbl ? bl.dgetrf_batched(h, n, (double *const *)mats, n, ipiv, info, (int)batch)
                            : bl.sgetrf_batched(h, n, (float *const *)mats, n, ipiv, info, (int)batch);
    return st == CUBLAS_STATUS_SUCCESS || solver_fail(err, st, "cublas<t>getrfBatched", __LINE__);
}

// PyTorch's choice (get_lu_factor_solver_backend, measured from A100 to
// RTX 5090): cuBLAS's batched getrf for a batch of square matrices up to
// a size that grows with the batch, as its one launch costs nearly the
// same for any batch where cuSOLVER's calls add up; cuSOLVER's getrf a
// matrix at a time for one matrix, rectangular ones or larger ones.
static bool getrf_batches(long long batch, int m, int n, bool dbl)
{
    if (m != n || batch < 2 || !fits_int(batch))
        return false;
    long long most = batch == 2 ? (dbl ? 2200 : 8400) * batch
                     : dbl      ? 16600 * batch * (long long)sqrt((double)batch)
                                : 18600 * batch;
    return (long long)n * n <= most;
}

static bool lu_factor(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *lu = &a->out[0], *piv = &a->out[1];
    long long batch = lu->shape[0];
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n;
    bool dbl = x->dtype == DT_FLOAT64, batched = getrf_batches(batch, m, n, dbl);
    size_t es = dbl ? sizeof(double) : sizeof(float);
    Scratch s(cs);
    void *buf, *ipiv, *info;
    if (!s.take((size_t)(batch * m * n) * es, &buf, err) || !s.take((size_t)(batch * k) * sizeof(int), &ipiv, err) ||
        !s.take((size_t)batch * sizeof(int), &info, err) || !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    if (batched ? !getrf_batched(dev, &s, buf, (int *)ipiv, (int *)info, batch, n, dbl, cs, err)
                : !getrf_each(dev, &s, buf, (int *)ipiv, (int *)info, batch, m, n, dbl, cs, err))
        return false;
    if (!columns(lu, buf, true, CLEAR_NONE, cs, err))
        return false;
    k_pivots<<<blocks_for(batch), 256, 0, cs>>>((const int *)ipiv, (const int *)info, (int *)piv->data, batch,
                                                piv->strides[0], piv->strides[1], k, (int)piv->shape[1], m);
    return launched(err, "k_pivots");
}

// getrs of the batch in fac ([n, n] LUs, contiguous pivots ipiv) on the
// right-hand sides in buf ([n, nrhs] each), a call each.
static bool getrs_each(int dev, Scratch *s, const void *fac, const int *ipiv, void *buf, long long batch, int n,
                       int nrhs, cublasOperation_t trans, bool dbl, cudaStream_t cs, Error *err)
{
    int ld = n > 1 ? n : 1;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    void *info;
    if (!solver_handle(dev, cs, &h, err) || !s->take(sizeof(int), &info, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        const char *f = (const char *)fac + (size_t)(b * n * n) * es;
        char *y = (char *)buf + (size_t)(b * n * nrhs) * es;
        const int *p = ipiv + b * n;
        cusolverStatus_t st = dbl ? sv.dgetrs(h, trans, n, nrhs, (const double *)f, ld, p, (double *)y, ld, (int *)info)
                                  : sv.sgetrs(h, trans, n, nrhs, (const float *)f, ld, p, (float *)y, ld, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>getrs", __LINE__);
    }
    return true;
}

// getrs_each's work in one call of cuBLAS's getrsBatched, whose info (on
// the host) only says whether an argument was wrong.
static bool getrs_batched(int dev, Scratch *s, void *fac, const int *ipiv, void *buf, long long batch, int n,
                          int nrhs, cublasOperation_t trans, bool dbl, cudaStream_t cs, Error *err)
{
    int ld = n > 1 ? n : 1, info = 0;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasHandle_t h;
    void **lus, **rhs;
    if (!blas_handle(dev, cs, &h, err) || !pointers(s, fac, (size_t)n * n * es, batch, &lus, cs, err) ||
        !pointers(s, buf, (size_t)n * nrhs * es, batch, &rhs, cs, err))
        return false;
    cublasStatus_t st = dbl ? bl.dgetrs_batched(h, trans, n, nrhs, (const double *const *)lus, ld, ipiv,
                                                (double *const *)rhs, ld, &info, (int)batch)
                            : bl.sgetrs_batched(h, trans, n, nrhs, (const float *const *)lus, ld, ipiv,
                                                (float *const *)rhs, ld, &info, (int)batch);
    return st == CUBLAS_STATUS_SUCCESS || solver_fail(err, st, "cublas<t>getrsBatched", __LINE__);
}

// PyTorch's choice where cuSOLVER is preferred: cuSOLVER's getrs a matrix
// at a time for at most 2 matrices of 64 or more, cuBLAS's batched getrs
// else.
static bool lu_solve(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *lu = &a->in[0], *piv = &a->in[1], *rhs = &a->in[2], *x = &a->out[0];
    long long batch = x->shape[0];
    int n = (int)lu->shape[1], nrhs = (int)rhs->shape[2];
    bool dbl = x->dtype == DT_FLOAT64, batched = !(batch <= 2 && n >= 64) && fits_int(batch);
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasOperation_t trans = a->si[0] ? CUBLAS_OP_T : CUBLAS_OP_N;
    Scratch s(cs);
    void *fac, *buf, *ipiv;
    if (batch * nrhs == 0)
        return true;
    if (!s.take((size_t)(batch * n * n) * es, &fac, err) || !s.take((size_t)(batch * n * nrhs) * es, &buf, err) ||
        !s.take((size_t)(batch * n) * sizeof(int), &ipiv, err) || !columns(lu, fac, false, CLEAR_NONE, cs, err) ||
        !columns(rhs, buf, false, CLEAR_NONE, cs, err))
        return false;
    k_gather_pivots<<<blocks_for(batch * n), 256, 0, cs>>>((const int *)piv->data, (int *)ipiv, batch,
                                                           piv->strides[0], piv->strides[1], n);
    if (!launched(err, "k_gather_pivots"))
        return false;
    if (batched ? !getrs_batched(dev, &s, fac, (const int *)ipiv, buf, batch, n, nrhs, trans, dbl, cs, err)
                : !getrs_each(dev, &s, fac, (const int *)ipiv, buf, batch, n, nrhs, trans, dbl, cs, err))
        return false;
    return columns(x, buf, true, CLEAR_NONE, cs, err);
}

// potrf of the batch of [n, n] matrices in buf, a call each, the info of
// each into info.
static bool potrf_each(int dev, Scratch *s, void *buf, int *info, long long batch, int n, cublasFillMode_t uplo,
                       bool dbl, cudaStream_t cs, Error *err)
{
    int ld = n > 1 ? n : 1, lwork = 0;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    void *work;
    if (!solver_handle(dev, cs, &h, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dpotrf_size(h, uplo, n, (double *)buf, ld, &lwork)
                              : sv.spotrf_size(h, uplo, n, (float *)buf, ld, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>potrf_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * n * n) * es;
        st = dbl ? sv.dpotrf(h, uplo, n, (double *)mat, ld, (double *)work, lwork, info + b)
                 : sv.spotrf(h, uplo, n, (float *)mat, ld, (float *)work, lwork, info + b);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>potrf", __LINE__);
    }
    return true;
}

// potrf_each's work in one call of cuSOLVER's potrfBatched.
static bool potrf_batched(int dev, Scratch *s, void *buf, int *info, long long batch, int n, cublasFillMode_t uplo,
                          bool dbl, cudaStream_t cs, Error *err)
{
    int ld = n > 1 ? n : 1;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    void **mats;
    if (!solver_handle(dev, cs, &h, err) || !pointers(s, buf, (size_t)n * n * es, batch, &mats, cs, err))
        return false;
    cusolverStatus_t st = dbl ? sv.dpotrf_batched(h, uplo, n, (double **)mats, ld, info, (int)batch)
                              : sv.spotrf_batched(h, uplo, n, (float **)mats, ld, info, (int)batch);
    return st == CUSOLVER_STATUS_SUCCESS || solver_fail(err, st, "cusolverDn<t>potrfBatched", __LINE__);
}

// PyTorch's choice: cuSOLVER's batched potrf for more than one matrix.
// It leaves the other triangle as scratch, which the scatter zeros.
static bool cholesky(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *l = &a->out[0], *info_out = &a->out[1];
    long long batch = l->shape[0];
    int n = (int)x->shape[1];
    bool dbl = x->dtype == DT_FLOAT64, upper = a->si[0], batched = batch > 1 && fits_int(batch);
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasFillMode_t uplo = upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    Scratch s(cs);
    void *buf, *info;
    if (!s.take((size_t)(batch * n * n) * es, &buf, err) || !s.take((size_t)batch * sizeof(int), &info, err) ||
        !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    if (batched ? !potrf_batched(dev, &s, buf, (int *)info, batch, n, uplo, dbl, cs, err)
                : !potrf_each(dev, &s, buf, (int *)info, batch, n, uplo, dbl, cs, err))
        return false;
    if (!columns(l, buf, true, upper ? CLEAR_LOWER : CLEAR_UPPER, cs, err))
        return false;
    k_info<<<blocks_for(batch), 256, 0, cs>>>((const int *)info, (int *)info_out->data, batch,
                                              info_out->strides[0]);
    return launched(err, "k_info");
}

// What trsm solves: T (in tri, [n, n] each, ld ldt) times X, or X times T
// (side), X over B (in buf, [rows, cols] each, ld ldb), for each matrix.
struct Trsm {
    cublasSideMode_t side;
    cublasFillMode_t uplo;
    cublasDiagType_t diag;
    int n, rows, cols, ldt, ldb;
};

static bool trsm_each(cublasHandle_t h, const Trsm *t, const void *tri, void *buf, long long batch, bool dbl,
                      Error *err)
{
    size_t es = dbl ? sizeof(double) : sizeof(float);
    float one = 1;
    double one_d = 1;
    for (long long b = 0; b < batch; b++) {
        const char *tm = (const char *)tri + (size_t)(b * t->n * t->n) * es;
        char *y = (char *)buf + (size_t)(b * t->rows * t->cols) * es;
        cublasStatus_t st = dbl ? bl.dtrsm(h, t->side, t->uplo, CUBLAS_OP_N, t->diag, t->rows, t->cols, &one_d,
                                           (const double *)tm, t->ldt, (double *)y, t->ldb)
                                : bl.strsm(h, t->side, t->uplo, CUBLAS_OP_N, t->diag, t->rows, t->cols, &one,
                                           (const float *)tm, t->ldt, (float *)y, t->ldb);
        if (st != CUBLAS_STATUS_SUCCESS)
            return solver_fail(err, st, "cublas<t>trsm", __LINE__);
    }
    return true;
}

// trsm_each's work in one call of cuBLAS's trsmBatched.
static bool trsm_batched(cublasHandle_t h, Scratch *s, const Trsm *t, void *tri, void *buf, long long batch, bool dbl,
                         cudaStream_t cs, Error *err)
{
    size_t es = dbl ? sizeof(double) : sizeof(float);
    float one = 1;
    double one_d = 1;
    void **tris, **rhs;
    if (!pointers(s, tri, (size_t)t->n * t->n * es, batch, &tris, cs, err) ||
        !pointers(s, buf, (size_t)t->rows * t->cols * es, batch, &rhs, cs, err))
        return false;
    cublasStatus_t st = dbl ? bl.dtrsm_batched(h, t->side, t->uplo, CUBLAS_OP_N, t->diag, t->rows, t->cols, &one_d,
                                               (const double *const *)tris, t->ldt, (double *const *)rhs, t->ldb,
                                               (int)batch)
                            : bl.strsm_batched(h, t->side, t->uplo, CUBLAS_OP_N, t->diag, t->rows, t->cols, &one,
                                               (const float *const *)tris, t->ldt, (float *const *)rhs, t->ldb,
                                               (int)batch);
    return st == CUBLAS_STATUS_SUCCESS || solver_fail(err, st, "cublas<t>trsmBatched", __LINE__);
}

// PyTorch's choice: cuBLAS's trsm a matrix at a time for at most 8
// triangles of 64 or more, its batched trsm else.
static bool solve_triangular(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *t = &a->in[0], *rhs = &a->in[1], *x = &a->out[0];
    long long batch = x->shape[0];
    int n = (int)t->shape[1], rows = (int)rhs->shape[1], cols = (int)rhs->shape[2];
    Trsm form = {a->si[1] ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT,
                 a->si[0] ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER,
                 a->si[2] ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT,
                 n,
                 rows,
                 cols,
                 n > 1 ? n : 1,
                 rows > 1 ? rows : 1};
    bool dbl = x->dtype == DT_FLOAT64, batched = !(batch <= 8 && n >= 64) && fits_int(batch);
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cublasHandle_t h;
    Scratch s(cs);
    void *tri, *buf;
    if (batch * rows * cols == 0)
        return true;
    if (!blas_handle(dev, cs, &h, err) || !s.take((size_t)(batch * n * n) * es, &tri, err) ||
        !s.take((size_t)(batch * rows * cols) * es, &buf, err) || !columns(t, tri, false, CLEAR_NONE, cs, err) ||
        !columns(rhs, buf, false, CLEAR_NONE, cs, err))
        return false;
    if (batched ? !trsm_batched(h, &s, &form, tri, buf, batch, dbl, cs, err)
                : !trsm_each(h, &form, tri, buf, batch, dbl, err))
        return false;
    return columns(x, buf, true, CLEAR_NONE, cs, err);
}

// Where geqrf and orgqr find the batch: [m, n] matrices at c in buf,
// their k = min(m, n) Householder scalars each in tau.
struct Householder {
    void *buf, *tau;
    Columns c;
    int m, n, k;
    bool dbl;
};

// geqrf of each matrix, a call each.
static bool geqrf_each(cusolverDnHandle_t h, Scratch *s, const Householder *hh, long long batch, Error *err)
{
    int m = hh->m, n = hh->n, ld = (int)hh->c.ld, lwork = 0;
    bool dbl = hh->dbl;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    void *info, *work;
    cusolverStatus_t st = dbl ? sv.dgeqrf_size(h, m, n, (double *)hh->buf, ld, &lwork)
                              : sv.sgeqrf_size(h, m, n, (float *)hh->buf, ld, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>geqrf_bufferSize", __LINE__);
    if (!s->take(sizeof(int), &info, err) || !s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)hh->buf + (size_t)(b * hh->c.per) * es, *t = (char *)hh->tau + (size_t)(b * hh->k) * es;
        st = dbl ? sv.dgeqrf(h, m, n, (double *)mat, ld, (double *)t, (double *)work, lwork, (int *)info)
                 : sv.sgeqrf(h, m, n, (float *)mat, ld, (float *)t, (float *)work, lwork, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>geqrf", __LINE__);
    }
    return true;
}

// geqrf_each's work in one call of cuBLAS's geqrfBatched, whose info (on
// the host) only says whether an argument was wrong.
static bool geqrf_batched(int dev, Scratch *s, const Householder *hh, long long batch, cudaStream_t cs, Error *err)
{
    int info = 0;
    size_t es = hh->dbl ? sizeof(double) : sizeof(float);
    cublasHandle_t h;
    void **mats, **taus;
    if (!blas_handle(dev, cs, &h, err) || !pointers(s, hh->buf, (size_t)hh->c.per * es, batch, &mats, cs, err) ||
        !pointers(s, hh->tau, (size_t)hh->k * es, batch, &taus, cs, err))
        return false;
    int m = hh->m, n = hh->n, ld = (int)hh->c.ld;
    cublasStatus_t st = hh->dbl ? bl.dgeqrf_batched(h, m, n, (double *const *)mats, ld, (double *const *)taus, &info,
                                                    (int)batch)
                                : bl.sgeqrf_batched(h, m, n, (float *const *)mats, ld, (float *const *)taus, &info,
                                                    (int)batch);
    return st == CUBLAS_STATUS_SUCCESS || solver_fail(err, st, "cublas<t>geqrfBatched", __LINE__);
}

// orgqr of each matrix after geqrf, a call each: its first qc columns of Q.
static bool orgqr_each(cusolverDnHandle_t h, Scratch *s, const Householder *hh, int qc, long long batch, Error *err)
{
    int m = hh->m, k = hh->k, ld = (int)hh->c.ld, lwork = 0;
    bool dbl = hh->dbl;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    void *info, *work;
    cusolverStatus_t st =
        dbl ? sv.dorgqr_size(h, m, qc, k, (const double *)hh->buf, ld, (const double *)hh->tau, &lwork)
            : sv.sorgqr_size(h, m, qc, k, (const float *)hh->buf, ld, (const float *)hh->tau, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>orgqr_bufferSize", __LINE__);
    if (!s->take(sizeof(int), &info, err) || !s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)hh->buf + (size_t)(b * hh->c.per) * es, *t = (char *)hh->tau + (size_t)(b * k) * es;
        st = dbl ? sv.dorgqr(h, m, qc, k, (double *)mat, ld, (const double *)t, (double *)work, lwork, (int *)info)
                 : sv.sorgqr(h, m, qc, k, (float *)mat, ld, (const float *)t, (float *)work, lwork, (int *)info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>orgqr", __LINE__);
    }
    return true;
}

// PyTorch's choice: cuBLAS's batched geqrf for a batch of at least
// max(2, m / 16) matrices of at most 256 rows, cuSOLVER's geqrf a matrix
// at a time else; orgqr a matrix at a time (cuSOLVER has no batched one).
// Each matrix's columns have room for Q's qc columns (a complete Q's m).
static bool qr(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *r = &a->out[0], *q = a->nout > 1 ? &a->out[1] : nullptr;
    long long batch = r->shape[0];
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n;
    int qc = q ? (int)q->shape[2] : k, wide = n > qc ? n : qc;
    bool batched = m <= 256 && batch >= (m / 16 > 2 ? m / 16 : 2) && fits_int(batch);
    Householder hh = {nullptr, nullptr, {m, (long long)m * wide}, m, n, k, x->dtype == DT_FLOAT64};
    size_t es = hh.dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    Scratch s(cs);
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * hh.c.per) * es, &hh.buf, err) ||
        !s.take((size_t)(batch * k) * es, &hh.tau, err) || !columns_at(x, hh.buf, hh.c, false, CLEAR_NONE, cs, err))
        return false;
    if (batched ? !geqrf_batched(dev, &s, &hh, batch, cs, err) : !geqrf_each(h, &s, &hh, batch, err))
        return false;
    if (!columns_at(r, hh.buf, hh.c, true, CLEAR_LOWER, cs, err))
        return false;
    return !q || (orgqr_each(h, &s, &hh, qc, batch, err) && columns_at(q, hh.buf, hh.c, true, CLEAR_NONE, cs, err));
}

// What an eigh of the batch of [n, n] matrices in buf computes: jobz
// (values, or vectors too, over buf) of the triangle uplo, into vals (n
// a matrix), the info of each into info.
struct Syev {
    cusolverEigMode_t jobz;
    cublasFillMode_t uplo;
    int n;
    bool dbl;
};

static bool syevd_each(cusolverDnHandle_t h, Scratch *s, const Syev *e, void *buf, void *vals, int *info,
                       long long batch, Error *err)
{
    int n = e->n, ld = n > 1 ? n : 1, lwork = 0;
    size_t es = e->dbl ? sizeof(double) : sizeof(float);
    void *work;
    cusolverStatus_t st =
        e->dbl ? sv.dsyevd_size(h, e->jobz, e->uplo, n, (const double *)buf, ld, (const double *)vals, &lwork)
               : sv.ssyevd_size(h, e->jobz, e->uplo, n, (const float *)buf, ld, (const float *)vals, &lwork);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>syevd_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * n * n) * es, *wv = (char *)vals + (size_t)(b * n) * es;
        st = e->dbl ? sv.dsyevd(h, e->jobz, e->uplo, n, (double *)mat, ld, (double *)wv, (double *)work, lwork,
                                info + b)
                    : sv.ssyevd(h, e->jobz, e->uplo, n, (float *)mat, ld, (float *)wv, (float *)work, lwork, info + b);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>syevd", __LINE__);
    }
    return true;
}

// syevd_each's work by Jacobi's method, a call each.
static bool syevj_each(cusolverDnHandle_t h, Scratch *s, const Syev *e, void *buf, void *vals, int *info,
                       long long batch, Error *err)
{
    int n = e->n, ld = n > 1 ? n : 1, lwork = 0;
    size_t es = e->dbl ? sizeof(double) : sizeof(float);
    Jacobi<syevjInfo_t> j;
    void *work;
    if (!j.make(sv.create_syevj, sv.syevj_sort, sv.destroy_syevj, err))
        return false;
    cusolverStatus_t st = e->dbl ? sv.dsyevj_size(h, e->jobz, e->uplo, n, (const double *)buf, ld,
                                                  (const double *)vals, &lwork, j.info)
                                 : sv.ssyevj_size(h, e->jobz, e->uplo, n, (const float *)buf, ld,
                                                  (const float *)vals, &lwork, j.info);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>syevj_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * n * n) * es, *wv = (char *)vals + (size_t)(b * n) * es;
        st = e->dbl ? sv.dsyevj(h, e->jobz, e->uplo, n, (double *)mat, ld, (double *)wv, (double *)work, lwork,
                                info + b, j.info)
                    : sv.ssyevj(h, e->jobz, e->uplo, n, (float *)mat, ld, (float *)wv, (float *)work, lwork,
                                info + b, j.info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>syevj", __LINE__);
    }
    return true;
}

// syevj_each's work in one call of syevjBatched (n at most 32).
static bool syevj_batched(cusolverDnHandle_t h, Scratch *s, const Syev *e, void *buf, void *vals, int *info,
                          long long batch, Error *err)
{
    int n = e->n, ld = n > 1 ? n : 1, lwork = 0;
    size_t es = e->dbl ? sizeof(double) : sizeof(float);
    Jacobi<syevjInfo_t> j;
    void *work;
    if (!j.make(sv.create_syevj, sv.syevj_sort, sv.destroy_syevj, err))
        return false;
    cusolverStatus_t st = e->dbl ? sv.dsyevj_batched_size(h, e->jobz, e->uplo, n, (const double *)buf, ld,
                                                          (const double *)vals, &lwork, j.info, (int)batch)
                                 : sv.ssyevj_batched_size(h, e->jobz, e->uplo, n, (const float *)buf, ld,
                                                          (const float *)vals, &lwork, j.info, (int)batch);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>syevjBatched_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    st = e->dbl ? sv.dsyevj_batched(h, e->jobz, e->uplo, n, (double *)buf, ld, (double *)vals, (double *)work, lwork,
                                    info, j.info, (int)batch)
                : sv.ssyevj_batched(h, e->jobz, e->uplo, n, (float *)buf, ld, (float *)vals, (float *)work, lwork,
                                    info, j.info, (int)batch);
    return st == CUSOLVER_STATUS_SUCCESS || solver_fail(err, st, "cusolverDn<t>syevjBatched", __LINE__);
}

// PyTorch's choice: syevjBatched for more than one matrix of at most 32,
// syevj a matrix at a time for float32 from 32 to 512, syevd else.
static bool eigh(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *w = &a->out[0], *v = a->nout > 1 ? &a->out[1] : nullptr;
    long long batch = w->shape[0];
    int n = (int)x->shape[1];
    Syev e = {v ? CUSOLVER_EIG_MODE_VECTOR : CUSOLVER_EIG_MODE_NOVECTOR,
              a->si[0] ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER, n, x->dtype == DT_FLOAT64};
    size_t es = e.dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *vals, *info;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * n * n) * es, &buf, err) ||
        !s.take((size_t)(batch * n) * es, &vals, err) || !s.take((size_t)batch * sizeof(int), &info, err) ||
        !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    bool done = batch > 1 && n <= 32 && fits_int(batch) ? syevj_batched(h, &s, &e, buf, vals, (int *)info, batch, err)
                : !e.dbl && n >= 32 && n <= 512       ? syevj_each(h, &s, &e, buf, vals, (int *)info, batch, err)
                                                      : syevd_each(h, &s, &e, buf, vals, (int *)info, batch, err);
    DevTensor rows = as_rows(w);
    return done && columns(&rows, vals, true, CLEAR_NONE, cs, err) &&
           (!v || columns(v, buf, true, CLEAR_NONE, cs, err));
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

// What a gesvdj of the batch of [m, n] matrices in buf computes: the
// singular values into vals (min(m, n) a matrix), with jobz U into ub
// ([m, ucols] each) and V, not Vh, into vb ([n, vcols] each), all
// columns of both (econ 0) or min(m, n) (econ 1); the info of each into
// info.
struct Gesvdj {
    cusolverEigMode_t jobz;
    int econ, m, n, ucols, vcols;
    bool dbl;
};

// gesvdj's parameters as PyTorch sets them: the dtype's epsilon as the
// tolerance, at most 400 sweeps.
static bool gesvdj_params(Jacobi<gesvdjInfo_t> *j, bool dbl, Error *err)
{
    if (!j->make(sv.create_gesvdj, sv.gesvdj_sort, sv.destroy_gesvdj, err))
        return false;
    cusolverStatus_t st = sv.gesvdj_tolerance(j->info, dbl ? DBL_EPSILON : FLT_EPSILON);
    if (st == CUSOLVER_STATUS_SUCCESS)
        st = sv.gesvdj_sweeps(j->info, 400);
    return st == CUSOLVER_STATUS_SUCCESS || solver_fail(err, st, "cusolverDnXgesvdjSetTolerance", __LINE__);
}

static bool gesvdj_each(cusolverDnHandle_t h, Scratch *s, const Gesvdj *g, void *buf, void *vals, void *ub, void *vb,
                        int *info, long long batch, Error *err)
{
    int m = g->m, n = g->n, k = m < n ? m : n, lwork = 0;
    size_t es = g->dbl ? sizeof(double) : sizeof(float);
    Jacobi<gesvdjInfo_t> j;
    void *work;
    if (!gesvdj_params(&j, g->dbl, err))
        return false;
    cusolverStatus_t st =
        g->dbl ? sv.dgesvdj_size(h, g->jobz, g->econ, m, n, (const double *)buf, m, (const double *)vals,
                                 (const double *)ub, m, (const double *)vb, n, &lwork, j.info)
               : sv.sgesvdj_size(h, g->jobz, g->econ, m, n, (const float *)buf, m, (const float *)vals,
                                 (const float *)ub, m, (const float *)vb, n, &lwork, j.info);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>gesvdj_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    for (long long b = 0; b < batch; b++) {
        char *mat = (char *)buf + (size_t)(b * m * n) * es, *sb = (char *)vals + (size_t)(b * k) * es;
        char *um = (char *)ub + (size_t)(b * m * g->ucols) * es, *vm = (char *)vb + (size_t)(b * n * g->vcols) * es;
        st = g->dbl ? sv.dgesvdj(h, g->jobz, g->econ, m, n, (double *)mat, m, (double *)sb, (double *)um, m,
                                 (double *)vm, n, (double *)work, lwork, info + b, j.info)
                    : sv.sgesvdj(h, g->jobz, g->econ, m, n, (float *)mat, m, (float *)sb, (float *)um, m,
                                 (float *)vm, n, (float *)work, lwork, info + b, j.info);
        if (st != CUSOLVER_STATUS_SUCCESS)
            return solver_fail(err, st, "cusolverDn<t>gesvdj", __LINE__);
    }
    return true;
}

// gesvdj_each's work in one call of gesvdjBatched (m and n at most 32,
// econ 0: it computes U and V whole).
static bool gesvdj_batched(cusolverDnHandle_t h, Scratch *s, const Gesvdj *g, void *buf, void *vals, void *ub,
                           void *vb, int *info, long long batch, Error *err)
{
    int m = g->m, n = g->n, lwork = 0;
    size_t es = g->dbl ? sizeof(double) : sizeof(float);
    Jacobi<gesvdjInfo_t> j;
    void *work;
    if (!gesvdj_params(&j, g->dbl, err))
        return false;
    cusolverStatus_t st =
        g->dbl ? sv.dgesvdj_batched_size(h, g->jobz, m, n, (const double *)buf, m, (const double *)vals,
                                         (const double *)ub, m, (const double *)vb, n, &lwork, j.info, (int)batch)
               : sv.sgesvdj_batched_size(h, g->jobz, m, n, (const float *)buf, m, (const float *)vals,
                                         (const float *)ub, m, (const float *)vb, n, &lwork, j.info, (int)batch);
    if (st != CUSOLVER_STATUS_SUCCESS)
        return solver_fail(err, st, "cusolverDn<t>gesvdjBatched_bufferSize", __LINE__);
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    st = g->dbl ? sv.dgesvdj_batched(h, g->jobz, m, n, (double *)buf, m, (double *)vals, (double *)ub, m,
                                     (double *)vb, n, (double *)work, lwork, info, j.info, (int)batch)
                : sv.sgesvdj_batched(h, g->jobz, m, n, (float *)buf, m, (float *)vals, (float *)ub, m, (float *)vb,
                                     n, (float *)work, lwork, info, j.info, (int)batch);
    return st == CUSOLVER_STATUS_SUCCESS || solver_fail(err, st, "cusolverDn<t>gesvdjBatched", __LINE__);
}

// PyTorch's default driver, gesvdj: gesvdjBatched for more than one
// matrix of at most 32 x 32, gesvdj a matrix at a time else (any m, n).
// U and V go through scratch: the result takes U's first columns and the
// transpose of V's, as many as it has (k unless full_matrices).  Unlike
// PyTorch, a matrix where Jacobi's method does not converge (NaNs, in
// practice) is not done again by gesvd: that would wait for the device.
static bool svd(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *sv_out = &a->out[0];
    bool vectors = a->nout > 2;
    long long batch = sv_out->shape[0];
    int m = (int)x->shape[1], n = (int)x->shape[2], k = m < n ? m : n;
    bool batched = batch > 1 && m <= 32 && n <= 32 && fits_int(batch), whole = batched || (vectors && a->si[0]);
    Gesvdj g = {vectors ? CUSOLVER_EIG_MODE_VECTOR : CUSOLVER_EIG_MODE_NOVECTOR,
                !whole, m, n, whole ? m : k, whole ? n : k, x->dtype == DT_FLOAT64};
    size_t es = g.dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    Scratch s(cs);
    void *buf, *vals, *ub, *vb, *info;
    if (!solver_handle(dev, cs, &h, err) || !s.take((size_t)(batch * m * n) * es, &buf, err) ||
        !s.take((size_t)(batch * k) * es, &vals, err) || !s.take((size_t)(batch * m * g.ucols) * es, &ub, err) ||
        !s.take((size_t)(batch * n * g.vcols) * es, &vb, err) || !s.take((size_t)batch * sizeof(int), &info, err) ||
        !columns(x, buf, false, CLEAR_NONE, cs, err))
        return false;
    if (batched ? !gesvdj_batched(h, &s, &g, buf, vals, ub, vb, (int *)info, batch, err)
                : !gesvdj_each(h, &s, &g, buf, vals, ub, vb, (int *)info, batch, err))
        return false;
    DevTensor rows = as_rows(sv_out), v = vectors ? transpose_of(&a->out[2]) : DevTensor();
    return columns(&rows, vals, true, CLEAR_NONE, cs, err) &&
           (!vectors || (columns_at(&a->out[1], ub, {m, (long long)m * g.ucols}, true, CLEAR_NONE, cs, err) &&
                         columns_at(&v, vb, {n, (long long)n * g.vcols}, true, CLEAR_NONE, cs, err)));
}

// lstsq's rank: n for every matrix (the QR solve assumes full rank).
__global__ void k_rank(long long *rank, long long batch, long long stride, long long n)
{
    long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (b < batch)
        rank[b * stride] = n;
}

// The least-squares problems of the batch of [m, n] matrices in fac
// (m >= n) and [m, nrhs] right-hand sides in buf: the solution over the
// first n rows of each right-hand side, fac overwritten.
struct Gels {
    int m, n, nrhs;
    bool dbl;
};

// geqrf, ormqr (Q^T B) and trsm (R^-1) a matrix at a time.
static bool gels_each(int dev, Scratch *s, const Gels *g, void *fac, void *buf, long long batch, cudaStream_t cs,
                      Error *err)
{
    int m = g->m, n = g->n, nrhs = g->nrhs, ld = m > 1 ? m : 1, lwork = 0, lq = 0;
    bool dbl = g->dbl;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    cusolverDnHandle_t h;
    cublasHandle_t bh;
    void *tau, *info, *work;
    if (!solver_handle(dev, cs, &h, err) || !blas_handle(dev, cs, &bh, err) ||
        !s->take((size_t)(batch * n) * es, &tau, err) || !s->take(sizeof(int), &info, err))
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
    if (!s->take((size_t)lwork * es, &work, err))
        return false;
    Trsm r = {CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, n, n, nrhs, ld, ld};
    for (long long b = 0; b < batch; b++) {
        char *f = (char *)fac + (size_t)(b * m * n) * es, *y = (char *)buf + (size_t)(b * m * nrhs) * es;
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
        if (!trsm_each(bh, &r, f, y, 1, dbl, err))
            return false;
    }
    return true;
}

// gels_each's work in one call of cuBLAS's gelsBatched, whose info (on
// the host) only says whether an argument was wrong; the one of each
// matrix (a zero on R's diagonal) goes unread, as the rank is taken as n.
static bool gels_batched(int dev, Scratch *s, const Gels *g, void *fac, void *buf, long long batch, cudaStream_t cs,
                         Error *err)
{
    int m = g->m, n = g->n, nrhs = g->nrhs, ld = m > 1 ? m : 1, info = 0;
    size_t es = g->dbl ? sizeof(double) : sizeof(float);
    cublasHandle_t h;
    void **mats, **rhs, *infos;
    if (!blas_handle(dev, cs, &h, err) || !s->take((size_t)batch * sizeof(int), &infos, err) ||
        !pointers(s, fac, (size_t)m * n * es, batch, &mats, cs, err) ||
        !pointers(s, buf, (size_t)m * nrhs * es, batch, &rhs, cs, err))
        return false;
    cublasStatus_t st = g->dbl ? bl.dgels_batched(h, CUBLAS_OP_N, m, n, nrhs, (double *const *)mats, ld,
                                                  (double *const *)rhs, ld, &info, (int *)infos, (int)batch)
                               : bl.sgels_batched(h, CUBLAS_OP_N, m, n, nrhs, (float *const *)mats, ld,
                                                  (float *const *)rhs, ld, &info, (int *)infos, (int)batch);
    return st == CUBLAS_STATUS_SUCCESS || solver_fail(err, st, "cublas<t>gelsBatched", __LINE__);
}

// PyTorch's CUDA driver, gels: Q R = A, X = R^-1 (Q^T B)'s first n rows,
// for m >= n and A of full rank, its rank taken as n (the simulated
// device's gelsy finds it: see cst(7), CUDA device); cuBLAS's batched
// gels for a batch of at least max(2, m / 16) matrices of at most 256
// rows, PyTorch's choice.
static bool lstsq(int dev, const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x = &a->in[0], *rhs = &a->in[1], *sol = &a->out[0], *rank = &a->out[1];
    long long batch = sol->shape[0];
    Gels g = {(int)x->shape[1], (int)x->shape[2], (int)rhs->shape[2], x->dtype == DT_FLOAT64};
    if (g.m < g.n) {
        error_set(err, "torch.linalg.lstsq: only overdetermined systems (input.size(-2) >= input.size(-1)) are "
                       "allowed on CUDA");
        return false;
    }
    bool batched = g.m <= 256 && batch >= (g.m / 16 > 2 ? g.m / 16 : 2) && fits_int(batch);
    size_t es = g.dbl ? sizeof(double) : sizeof(float);
    Columns cb = {g.m, (long long)g.m * g.nrhs};
    Scratch s(cs);
    void *fac, *buf;
    if (batch > 0 && g.nrhs > 0) {
        if (!s.take((size_t)(batch * g.m * g.n) * es, &fac, err) || !s.take((size_t)(batch * cb.per) * es, &buf, err) ||
            !columns(x, fac, false, CLEAR_NONE, cs, err) || !columns_at(rhs, buf, cb, false, CLEAR_NONE, cs, err))
            return false;
        if (batched ? !gels_batched(dev, &s, &g, fac, buf, batch, cs, err)
                    : !gels_each(dev, &s, &g, fac, buf, batch, cs, err))
            return false;
        if (!columns_at(sol, buf, cb, true, CLEAR_NONE, cs, err))
            return false;
    }
    if (batch == 0)
        return true;
    k_rank<<<blocks_for(batch), 256, 0, cs>>>((long long *)rank->data, batch, rank->strides[0], g.n);
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
