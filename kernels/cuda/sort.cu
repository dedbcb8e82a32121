// sort.cu: sort and topk along dim si[0] on the CUDA device, the twins of
// kernels/sim/sort.c.  A stable sort puts element i of a line at its rank:
// the number of elements that go strictly before it, plus the equal ones
// at lower indices (NaN counting as larger than every number, as there).
// That order is total, so the result is the simulated device's merge sort's
// bit for bit.  One thread ranks one element against its whole line: n^2
// comparisons a line, quick for the lines of scripts and tests, slow past
// some thousands of elements (CUB's segmented radix sort is the way on).
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

namespace {

struct Sort {
    const char *in;
    char *vals;
    int64_t *idx;
    int idt, vdt, ndim, dim;
    bool desc;
    int64_t lines, n, k;
    int64_t shape[DEV_MAX_DIMS], is[DEV_MAX_DIMS], vs[DEV_MAX_DIMS], xs[DEV_MAX_DIMS];
};

} // namespace

// a goes strictly before b (sort.c's before()).
template <typename T> __device__ __forceinline__ bool before(bool desc, T a, T b)
{
    if constexpr (std::is_floating_point_v<T>) {
        bool na = isnan(a), nb = isnan(b);
        if (desc)
            return (na && !nb) || a > b;
        return (!na && nb) || a < b;
    } else {
        return desc ? a > b : a < b;
    }
}

template <int C> __device__ void rank_one(const Sort &g, int64_t l, int64_t i)
{
    int64_t isz = (int64_t)size_of(g.idt), vsz = (int64_t)size_of(g.vdt);
    const char *ip = g.in;
    char *vp = g.vals;
    int64_t *xp = g.idx;
    int64_t rest = l;
    for (int d = g.ndim - 1; d >= 0; d--) {
        if (d == g.dim)
            continue;
        int64_t k = rest % g.shape[d];
        rest /= g.shape[d];
        ip += k * g.is[d] * isz;
        vp += k * g.vs[d] * vsz;
        xp += k * g.xs[d];
    }
    int64_t st = g.is[g.dim] * isz;
    T_<C> v = load_dyn<C>(ip + i * st, g.idt);
    int64_t r = 0;
    for (int64_t j = 0; j < g.n; j++) {
        T_<C> w = load_dyn<C>(ip + j * st, g.idt);
        r += before(g.desc, w, v) || (j < i && !before(g.desc, v, w));
    }
    if (r < g.k) {
        store_dyn(vp + r * g.vs[g.dim] * vsz, g.vdt, v);
        xp[r * g.xs[g.dim]] = i;
    }
}

__global__ void k_sort(Sort g)
{
    for (int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; t < g.lines * g.n;
         t += (int64_t)gridDim.x * blockDim.x) {
        if (is_float(g.idt))
            rank_one<DT_FLOAT64>(g, t / g.n, t % g.n);
        else
            rank_one<DT_INT64>(g, t / g.n, t % g.n);
    }
}

bool cuda_launch_sort(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(op);
    const DevTensor *in = &a->in[0], *vo = &a->out[0], *io = &a->out[1];
    Sort g;
    g.in = (const char *)in->data;
    g.vals = (char *)vo->data;
    g.idx = (int64_t *)io->data;
    g.idt = in->dtype;
    g.vdt = vo->dtype;
    g.ndim = in->ndim;
    g.dim = (int)a->si[0];
    g.desc = a->si[1] != 0;
    g.n = in->shape[g.dim];
    g.k = op == OP_topk ? vo->shape[g.dim] : g.n;
    g.lines = 1;
    for (int d = 0; d < in->ndim; d++) {
        g.shape[d] = in->shape[d];
        g.is[d] = in->strides[d];
        g.vs[d] = vo->strides[d];
        g.xs[d] = io->strides[d];
        if (d != g.dim)
            g.lines *= in->shape[d];
    }
    int64_t total = g.lines * g.n;
    if (total <= 0 || g.k <= 0)
        return true;
    int64_t b = (total + THREADS - 1) / THREADS, most = (int64_t)sms * 32;
    k_sort<<<(unsigned)(b < most ? b : most), THREADS, 0, cs>>>(g);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
