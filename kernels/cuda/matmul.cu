// matmul.cu: out[b] = in0[b] @ in1[b] over 3-d operands [B, m, k] @
// [B, k, n] on the CUDA device.  Float products go to cuBLAS (blas.cu)
// where it can take them, except the small batched ones the simulated
// device computes in a plain loop; the rest run here: the twin of
// loop_product in
// kernels/sim/matmul.c, one thread per result, each a sum in order of k
// accumulated in float (float32, float16, bfloat16), double (float64) or
// wrapping uint64_t (integers), rounded once.  Integers and small batched
// products give the simulated device's bits; larger float products there
// go through OpenBLAS, whose blocking rounds differently in the last
// places.
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

namespace {

struct Mm {
    const char *x, *y;
    char *o;
    int dt;
    int64_t batch, m, k, n;
    int64_t xs[3], ys[3], os[3];    // strides in elements
};

} // namespace

__global__ void k_matmul(Mm g)
{
    int64_t total = g.batch * g.m * g.n, sz = (int64_t)size_of(g.dt);
    for (int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t j = t % g.n, i = t / g.n % g.m, b = t / g.n / g.m;
        const char *x = g.x + (b * g.xs[0] + i * g.xs[1]) * sz;
        const char *y = g.y + (b * g.ys[0] + j * g.ys[2]) * sz;
        char *q = g.o + (b * g.os[0] + i * g.os[1] + j * g.os[2]) * sz;
        if (g.dt == DT_FLOAT64) {
            double d = 0;
            for (int64_t l = 0; l < g.k; l++)
                d += *(const double *)(x + l * g.xs[2] * sz) * *(const double *)(y + l * g.ys[1] * sz);
            *(double *)q = d;
        } else if (is_float(g.dt)) {
            float f = 0;
            for (int64_t l = 0; l < g.k; l++)
                f += load_dyn<DT_FLOAT32>(x + l * g.xs[2] * sz, g.dt) *
                     load_dyn<DT_FLOAT32>(y + l * g.ys[1] * sz, g.dt);
            store_dyn(q, g.dt, (double)f);
        } else {
            uint64_t u = 0;
            for (int64_t l = 0; l < g.k; l++)
                u += (uint64_t)load_dyn<DT_INT64>(x + l * g.xs[2] * sz, g.dt) *
                     (uint64_t)load_dyn<DT_INT64>(y + l * g.ys[1] * sz, g.dt);
            store_dyn(q, g.dt, (int64_t)u);
        }
    }
}

bool cuda_launch_matmul(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(OP_matmul);
    const DevTensor *x = &a->in[0], *y = &a->in[1], *o = &a->out[0];
    Mm g;
    g.x = (const char *)x->data;
    g.y = (const char *)y->data;
    g.o = (char *)o->data;
    g.dt = o->dtype;
    g.batch = o->shape[0];
    g.m = x->shape[1];
    g.k = x->shape[2];
    g.n = y->shape[2];
    for (int d = 0; d < 3; d++) {
        g.xs[d] = x->strides[d];
        g.ys[d] = y->strides[d];
        g.os[d] = o->strides[d];
    }
    int64_t total = g.batch * g.m * g.n;
    if (total <= 0)
        return true;
    // cpu_matmul's rule for the loop: a batched product under 400
    // multiply-adds a matrix.
    bool done = false;
    if (!(a->si[0] && g.m * g.n * g.k < 400)) {
        int dev;
        CUDA_TRY(err, cudaGetDevice, &dev);
        bool biased = false;
        if (a->nin == 3 && !cuda_blas_linear(a, dev, cs, &biased, err))
            return false;
        if (biased)
            return true;
        if (!cuda_blas_matmul(a, dev, cs, &done, err))
            return false;
    }
    if (!done) {
        int64_t b = (total + THREADS - 1) / THREADS, most = (int64_t)sms * 32;
        k_matmul<<<(unsigned)(b < most ? b : most), THREADS, 0, cs>>>(g);
        cudaError_t e = cudaGetLastError();
        if (e != cudaSuccess)
            return cuda_fail(err, e, name, __FILE__, __LINE__);
    }
    if (a->nin < 3)
        return true;
    OpArgs add = device_bias_add(a);
    return cuda_launch_binary(OP_add, &add, cs, sms, err);
}
