// pool.cu: max_pool and avg_pool over windows (ops.def's POOL lines) on the
// CUDA device, the twins of kernels/cpu/pool.c: a thread an output element
// walks its window row by row in the CPU kernel's order, computing in
// float (double for float64), so both devices agree bit for bit.
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

// The operands' sizes and strides, and the window, by value.
struct PoolParams {
    const char *in;
    char *out;
    int64_t *at;                     // max's positions, or null
    int64_t shape[4];                // out: N, C, OH, OW
    int64_t H, W;
    int64_t xs[4], os[4], is[4];     // strides of in, out, at
    int64_t k[2], s[2], p[2], d[2];
    double divisor;                  // avg: nonzero overrides the count
    bool count_pad;
    int64_t n;
};

template <int D, typename C> __global__ void k_pool(const PoolParams q, bool max)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < q.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t ow = i % q.shape[3], oh = i / q.shape[3] % q.shape[2];
        int64_t c = i / (q.shape[3] * q.shape[2]) % q.shape[1];
        int64_t n = i / (q.shape[3] * q.shape[2] * q.shape[1]);
        const T_<D> *x = (const T_<D> *)q.in + n * q.xs[0] + c * q.xs[1];
        int64_t out = n * q.os[0] + c * q.os[1] + oh * q.os[2] + ow * q.os[3];
        int64_t h0 = oh * q.s[0] - q.p[0], w0 = ow * q.s[1] - q.p[1];
        if (max) {
            int64_t h1 = h0 + (q.k[0] - 1) * q.d[0] + 1, w1 = w0 + (q.k[1] - 1) * q.d[1] + 1;
            h1 = h1 < q.H ? h1 : q.H;
            w1 = w1 < q.W ? w1 : q.W;
            while (h0 < 0)
                h0 += q.d[0];
            while (w0 < 0)
                w0 += q.d[1];
            C best = (C)-INFINITY;
            int64_t at = h0 * q.W + w0;
            for (int64_t h = h0; h < h1; h += q.d[0])
                for (int64_t w = w0; w < w1; w += q.d[1]) {
                    C v = (C)nat<D>(x[h * q.xs[2] + w * q.xs[3]]);
                    if (v > best || isnan(v)) {
                        best = v;
                        at = h * q.W + w;
                    }
                }
            ((T_<D> *)q.out)[out] = to<D>(best);
            if (q.at)
                q.at[n * q.is[0] + c * q.is[1] + oh * q.is[2] + ow * q.is[3]] = at;
            continue;
        }
        int64_t h1 = h0 + q.k[0] < q.H + q.p[0] ? h0 + q.k[0] : q.H + q.p[0];
        int64_t w1 = w0 + q.k[1] < q.W + q.p[1] ? w0 + q.k[1] : q.W + q.p[1];
        int64_t size = (h1 - h0) * (w1 - w0);
        h0 = h0 > 0 ? h0 : 0;
        w0 = w0 > 0 ? w0 : 0;
        h1 = h1 < q.H ? h1 : q.H;
        w1 = w1 < q.W ? w1 : q.W;
        if (h0 >= h1 || w0 >= w1) {
            ((T_<D> *)q.out)[out] = to<D>((C)0);
            continue;
        }
        C sum = 0;
        for (int64_t h = h0; h < h1; h++)
            for (int64_t w = w0; w < w1; w++)
                sum += (C)nat<D>(x[h * q.xs[2] + w * q.xs[3]]);
        C by = q.divisor != 0 ? (C)q.divisor : q.count_pad ? (C)size : (C)((h1 - h0) * (w1 - w0));
        ((T_<D> *)q.out)[out] = to<D>(sum / by);
    }
}

bool cuda_launch_pool(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op != OP_max_pool && op != OP_avg_pool) {
        error_set(err, "internal error: %s is not a pooling kernel", op_name(op));
        return false;
    }
    const DevTensor *x = &a->in[0], *o = &a->out[0];
    PoolParams q = {};
    q.in = (const char *)x->data;
    q.out = (char *)o->data;
    q.at = a->nout == 2 ? (int64_t *)a->out[1].data : nullptr;
    q.H = x->shape[2];
    q.W = x->shape[3];
    q.n = 1;
    for (int d = 0; d < 4; d++) {
        q.shape[d] = o->shape[d];
        q.xs[d] = x->strides[d];
        q.os[d] = o->strides[d];
        q.is[d] = a->nout == 2 ? a->out[1].strides[d] : 0;
        q.n *= o->shape[d];
    }
    for (int j = 0; j < 2; j++) {
        q.k[j] = a->si[j];
        q.s[j] = a->si[2 + j];
        q.p[j] = a->si[4 + j];
        q.d[j] = a->si[6 + j];
    }
    q.divisor = a->sf[0];
    q.count_pad = a->sf[1] != 0;
    if (q.n == 0)
        return true;
    int64_t b = (q.n + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    unsigned blocks = (unsigned)(b < most ? b : most);
    bool max = op == OP_max_pool;
    switch (x->dtype) {
    case DT_FLOAT16: k_pool<DT_FLOAT16, float><<<blocks, THREADS, 0, cs>>>(q, max); break;
    case DT_BFLOAT16: k_pool<DT_BFLOAT16, float><<<blocks, THREADS, 0, cs>>>(q, max); break;
    case DT_FLOAT32: k_pool<DT_FLOAT32, float><<<blocks, THREADS, 0, cs>>>(q, max); break;
    default: k_pool<DT_FLOAT64, double><<<blocks, THREADS, 0, cs>>>(q, max); break;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return true;
}
