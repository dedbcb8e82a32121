// softmax.cu: softmax and log_softmax along dim si[0] on the CUDA device,
// the twin of kernels/sim/softmax.c: one thread per line, in float
// (float16, bfloat16, float32) or double, with the same steps: the max,
// exp(x - max) and its sum (over the last dimension as AVX2's lanes of 8
// floats or 4 doubles and their tree, over another in order), then a
// multiplication by the sum's reciprocal, a division by the sum, or
// x - max - log(sum).  float32's exp and log go through double and round
// once (glibc's expf and logf are correctly rounded; CUDA's float ones
// are not), which gave the simulated device's bits but for an ulp in 10^4
// on the H200; float64's are CUDA's, an ulp from glibc's at times, and a
// line's sum adds those up: up to 3 ulps apart there.
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 128;

namespace {

struct Lines {
    const char *in;
    char *out;
    int idt, odt, ndim, dim;
    bool log, last;
    int64_t lines;
    int64_t shape[DEV_MAX_DIMS], is[DEV_MAX_DIMS], os[DEV_MAX_DIMS];
};

} // namespace

__device__ __forceinline__ float ex(float x) { return (float)exp((double)x); }
__device__ __forceinline__ double ex(double x) { return exp(x); }
__device__ __forceinline__ float lg(float x) { return (float)log((double)x); }
__device__ __forceinline__ double lg(double x) { return log(x); }

template <typename T, int W> __device__ void line(const Lines &g, const char *ip, char *op)
{
    constexpr int C = sizeof(T) == 8 ? DT_FLOAT64 : DT_FLOAT32;
    int64_t n = g.shape[g.dim];
    int64_t ist = g.is[g.dim] * (int64_t)size_of(g.idt), ost = g.os[g.dim] * (int64_t)size_of(g.odt);
    auto x = [&](int64_t i) { return load_dyn<C>(ip + i * ist, g.idt); };
    T m = x(0);
    for (int64_t i = 1; i < n; i++) {
        T v = x(i);
        m = isnan(m) ? m : isnan(v) || v > m ? v : m;
    }
    T s = 0;
    if (g.last && n >= W) {
        T acc[W];
        int64_t d = W;
        for (int l = 0; l < W; l++)
            acc[l] = ex(x(l) - m);
        for (; d + W <= n; d += W)
            for (int l = 0; l < W; l++)
                acc[l] += ex(x(d + l) - m);
        for (int l = 0; d + l < n; l++)
            acc[l] += ex(x(d + l) - m);
        for (int w = W / 2; w >= 1; w /= 2)
            for (int l = 0; l < w; l++)
                acc[l] = acc[l] + acc[l + w];
        s = acc[0];
    } else if (g.last) {
        s = ex(x(0) - m);
        for (int64_t i = 1; i < n; i++)
            s += ex(x(i) - m);
    } else {
        for (int64_t i = 0; i < n; i++)
            s += ex(x(i) - m);
    }
    if (g.log) {
        T ls = lg(s);
        for (int64_t i = 0; i < n; i++)
            store_dyn(op + i * ost, g.odt, x(i) - m - ls);
    } else if (g.last) {
        T r = 1 / s;
        for (int64_t i = 0; i < n; i++)
            store_dyn(op + i * ost, g.odt, ex(x(i) - m) * r);
    } else {
        for (int64_t i = 0; i < n; i++)
            store_dyn(op + i * ost, g.odt, ex(x(i) - m) / s);
    }
}

__global__ void k_softmax(Lines g)
{
    int64_t isz = (int64_t)size_of(g.idt), osz = (int64_t)size_of(g.odt);
    for (int64_t l = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; l < g.lines;
         l += (int64_t)gridDim.x * blockDim.x) {
        const char *ip = g.in;
        char *op = g.out;
        int64_t rest = l;
        for (int d = g.ndim - 1; d >= 0; d--) {
            if (d == g.dim)
                continue;
            int64_t k = rest % g.shape[d];
            rest /= g.shape[d];
            ip += k * g.is[d] * isz;
            op += k * g.os[d] * osz;
        }
        if (g.idt == DT_FLOAT64)
            line<double, 4>(g, ip, op);
        else
            line<float, 8>(g, ip, op);
    }
}

bool cuda_launch_softmax(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(op);
    const DevTensor *in = &a->in[0], *out = &a->out[0];
    Lines g;
    g.in = (const char *)in->data;
    g.out = (char *)out->data;
    g.idt = in->dtype;
    g.odt = out->dtype;
    g.ndim = in->ndim;
    g.dim = (int)a->si[0];
    g.log = op == OP_log_softmax;
    g.last = g.dim == in->ndim - 1;
    g.lines = 1;
    for (int d = 0; d < in->ndim; d++) {
        g.shape[d] = in->shape[d];
        g.is[d] = in->strides[d];
        g.os[d] = out->strides[d];
        if (d != g.dim)
            g.lines *= in->shape[d];
    }
    if (g.lines <= 0 || in->shape[g.dim] <= 0)
        return true;
    int64_t b = (g.lines + THREADS - 1) / THREADS, most = (int64_t)sms * 32;
    k_softmax<<<(unsigned)(b < most ? b : most), THREADS, 0, cs>>>(g);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
