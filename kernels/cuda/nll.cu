// nll.cu: ops.def's nll on the CUDA device, the twin of
// kernels/cpu/nll.c: a thread a row, its target class's log-probability
// negated (weighted: the product rounded to the dtype first), and its
// weight (without weights, the rows counted); 0 and 0 for a row whose
// target is the ignored class or names none.  The first of those that
// names none makes the record of the check.  Up to NLL_ONE_MAX rows, one
// block finds it and the count and writes them; more, the grid's warps
// take an atomic minimum into a word of device memory, which a last
// launch makes the record (as index.cu's bounds does), and add their
// counts into the zeroed count (integers: in any order).
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256, ONE_THREADS = 1024;
static constexpr int64_t NLL_ONE_MAX = 1 << 13;   // rows one block takes alone

struct NllParams {
    const char *x, *w;           // [N, C] and [C] (w null without weights)
    const int64_t *t;            // [N]
    char *loss, *count;          // [N]
    int64_t *record;             // bounds' record (null: none), record_s apart
    int64_t n, classes, ignore;
    int64_t xs[2], ws, ts, ls, cs, record_s;
};

// Row i's loss and weight, added to *rows when it counts; whether its
// target names no class and is not ignored.
template <int D> __device__ __forceinline__ bool nll_row(const NllParams &p, int64_t i, int64_t *rows)
{
    using T = T_<D>;
    using N = typename Ct<D>::N;
    int64_t c = p.t[i * p.ts];
    bool named = c >= 0 && c < p.classes, counted = named && c != p.ignore;
    N v = 0, w = 0;
    if (counted) {
        v = nat<D>(((const T *)p.x)[i * p.xs[0] + c * p.xs[1]]);
        if (p.w) {
            w = nat<D>(((const T *)p.w)[c * p.ws]);
            v = nat<D>(to<D>(v * w));
        }
        v = -v;
    }
    ((T *)p.loss)[i * p.ls] = to<D>(v);
    if (p.w)
        ((T *)p.count)[i * p.cs] = to<D>(w);
    *rows += counted;
    return !named && c != p.ignore;
}

// The least of first over a warp, and the sum of n.
__device__ __forceinline__ void warp_fold(int64_t *first, int64_t *n)
{
    for (int o = 16; o > 0; o /= 2) {
        int64_t other = __shfl_down_sync(0xffffffffu, *first, o);
        *first = other < *first ? other : *first;
        *n += __shfl_down_sync(0xffffffffu, *n, o);
    }
}

// Up to NLL_ONE_MAX rows: one block, which writes the record and count.
template <int D> __global__ void k_nll_one(const NllParams p)
{
    __shared__ int64_t firsts[ONE_THREADS / 32], counts[ONE_THREADS / 32];
    int64_t first = INT64_MAX, n = 0;
    for (int64_t i = threadIdx.x; i < p.n; i += blockDim.x)
        if (nll_row<D>(p, i, &n) && first == INT64_MAX)
            first = i;
    warp_fold(&first, &n);
    if ((threadIdx.x & 31) == 0) {
        firsts[threadIdx.x / 32] = first;
        counts[threadIdx.x / 32] = n;
    }
    __syncthreads();
    if (threadIdx.x != 0)
        return;
    for (int k = 1; k < (int)blockDim.x / 32; k++) {
        first = firsts[k] < first ? firsts[k] : first;
        n += counts[k];
    }
    if (!p.w)
        *(int64_t *)p.count = n;
    if (!p.record)
        return;
    p.record[0] = p.record[p.record_s] = 0;
    p.record[2 * p.record_s] = first;
    p.record[3 * p.record_s] = first == INT64_MAX ? 0 : p.t[first * p.ts];
}

// More: the grid, the least row that names no class into *acc, the
// count added into p.count (zeroed).
template <int D> __global__ void k_nll(const NllParams p, unsigned long long *acc)
{
    int64_t first = INT64_MAX, n = 0;
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n; i += (int64_t)gridDim.x * blockDim.x)
        if (nll_row<D>(p, i, &n) && first == INT64_MAX)
            first = i;
    warp_fold(&first, &n);
    if ((threadIdx.x & 31) != 0)
        return;
    if (acc && first != INT64_MAX)
        atomicMin(acc, (unsigned long long)first);
    if (!p.w && n)
        atomicAdd((unsigned long long *)p.count, (unsigned long long)n);
}

__global__ void k_nll_record(const NllParams p, const unsigned long long *acc)
{
    int64_t first = *acc == ~0ull ? INT64_MAX : (int64_t)*acc;
    p.record[0] = p.record[p.record_s] = 0;
    p.record[2 * p.record_s] = first;
    p.record[3 * p.record_s] = first == INT64_MAX ? 0 : p.t[first * p.ts];
}

template <int D> static bool launch(const NllParams &p, cudaStream_t cs, int sms, Error *err)
{
    if (p.n <= NLL_ONE_MAX) {
        k_nll_one<D><<<1, ONE_THREADS, 0, cs>>>(p);
        return true;
    }
    unsigned long long *acc = nullptr;
    cudaError_t e = cudaSuccess;
    if (p.record) {
        e = cudaMallocAsync((void **)&acc, sizeof *acc, cs);
        if (e == cudaSuccess)
            e = cudaMemsetAsync(acc, 0xff, sizeof *acc, cs);
    }
    if (e == cudaSuccess && !p.w)
        e = cudaMemsetAsync(p.count, 0, sizeof(int64_t), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "nll", __FILE__, __LINE__);
    int64_t b = (p.n + THREADS - 1) / THREADS, most = (int64_t)sms * 8;
    k_nll<D><<<(unsigned)(b < most ? b : most), THREADS, 0, cs>>>(p, acc);
    if (acc) {
        k_nll_record<<<1, 1, 0, cs>>>(p, acc);
        cudaFreeAsync(acc, cs);
    }
    return true;
}

bool cuda_launch_nll(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *x = &a->in[0];
    NllParams p = {};
    p.x = (const char *)x->data;
    p.xs[0] = x->strides[0];
    p.xs[1] = x->strides[1];
    p.t = (const int64_t *)a->in[1].data;
    p.ts = a->in[1].strides[0];
    if (a->nin > 2) {
        p.w = (const char *)a->in[2].data;
        p.ws = a->in[2].strides[0];
    }
    p.loss = (char *)a->out[0].data;
    p.ls = a->out[0].strides[0];
    p.count = (char *)a->out[1].data;
    p.cs = a->out[1].strides[0];
    if (a->nout > 2) {
        p.record = (int64_t *)a->out[2].data;
        p.record_s = a->out[2].strides[0];
    }
    p.n = a->in[1].shape[0];
    p.classes = x->shape[1];
    p.ignore = a->si[0];
    switch (x->dtype) {
    case DT_FLOAT16: return launch<DT_FLOAT16>(p, cs, sms, err);
    case DT_BFLOAT16: return launch<DT_BFLOAT16>(p, cs, sms, err);
    case DT_FLOAT32: return launch<DT_FLOAT32>(p, cs, sms, err);
    case DT_FLOAT64: return launch<DT_FLOAT64>(p, cs, sms, err);
    default: error_set(err, "internal error: nll of a dtype not float"); return false;
    }
}
