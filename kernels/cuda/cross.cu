// cross.cu: ops.def's cross on the CUDA device, the twin of
// kernels/cpu/cross.c: a thread a 3-vector of out along dim, from those
// of in0 and in1 (broadcast, any strides), each product and the
// difference rounded to the dtype (float16 and bfloat16 in float, rounded
// at each step; integers wrapping), so both devices agree bit for bit.
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

struct CrossParams {
    char *out;
    const char *x, *y;
    int nd;
    int64_t shape[DEV_MAX_DIMS];     // out's, 1 along dim: a position a vector
    int64_t st[3][DEV_MAX_DIMS];     // out, in0, in1, in elements
    int64_t step[3];                 // their strides along dim
    int64_t n;                       // vectors
};

// a * b - c * d in dtype D, each step rounded to it.
template <int D> __device__ __forceinline__ T_<D> cross_term(T_<D> a, T_<D> b, T_<D> c, T_<D> d)
{
    if constexpr (is_int(D)) {
        using W = typename Ct<D>::W;
        return (T_<D>)((W)a * (W)b - (W)c * (W)d);
    } else {
        auto p = nat<D>(to<D>(nat<D>(a) * nat<D>(b))), q = nat<D>(to<D>(nat<D>(c) * nat<D>(d)));
        return to<D>(p - q);
    }
}

template <int D> __global__ void k_cross(const CrossParams p)
{
    using T = T_<D>;
    for (int64_t v = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; v < p.n; v += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3] = {0, 0, 0}, rest = v;
        for (int d = DEV_MAX_DIMS - 1; d >= 0; d--) {
            if (d >= p.nd)
                continue;
            int64_t c = rest % p.shape[d];
            rest /= p.shape[d];
            for (int t = 0; t < 3; t++)
                off[t] += c * p.st[t][d];
        }
        const T *x = (const T *)p.x + off[1], *y = (const T *)p.y + off[2];
        T a[3], b[3];
#pragma unroll
        for (int k = 0; k < 3; k++) {
            a[k] = x[k * p.step[1]];
            b[k] = y[k * p.step[2]];
        }
        T *o = (T *)p.out + off[0];
#pragma unroll
        for (int k = 0; k < 3; k++)
            o[k * p.step[0]] = cross_term<D>(a[(k + 1) % 3], b[(k + 2) % 3], a[(k + 2) % 3], b[(k + 1) % 3]);
    }
}

bool cuda_launch_cross(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *ts[3] = {&a->out[0], &a->in[0], &a->in[1]};
    int dim = (int)a->si[0];
    CrossParams p = {};
    p.out = (char *)ts[0]->data;
    p.x = (const char *)ts[1]->data;
    p.y = (const char *)ts[2]->data;
    p.nd = ts[0]->ndim;
    p.n = 1;
    for (int d = 0; d < p.nd; d++) {
        p.shape[d] = d == dim ? 1 : ts[0]->shape[d];
        p.n *= p.shape[d];
        for (int t = 0; t < 3; t++)
            p.st[t][d] = ts[t]->strides[d];
    }
    for (int t = 0; t < 3; t++)
        p.step[t] = ts[t]->strides[dim];
    if (p.n == 0)
        return true;
    int64_t b = (p.n + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(b < most ? b : most);
    switch (ts[0]->dtype) {
    case DT_UINT8: k_cross<DT_UINT8><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT8: k_cross<DT_INT8><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT16: k_cross<DT_INT16><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT32: k_cross<DT_INT32><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT64: k_cross<DT_INT64><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_FLOAT16: k_cross<DT_FLOAT16><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_BFLOAT16: k_cross<DT_BFLOAT16><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_FLOAT32: k_cross<DT_FLOAT32><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_FLOAT64: k_cross<DT_FLOAT64><<<blocks, THREADS, 0, cs>>>(p); break;
    default: error_set(err, "internal error: cross of bool"); return false;
    }
    return true;
}
