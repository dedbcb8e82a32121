// create.cu: the kernels that write without reading (arange, linspace,
// eye) on the CUDA device, computing each value as the simulated twins in
// kernels/sim/fill.c do (and so as PyTorch's CPU kernels do): the same
// scalars give the same bits.  One thread per element, any stride.
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

static unsigned blocks_for(int64_t n, int sms)
{
    int64_t b = (n + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    return (unsigned)(b < most ? b : most);
}

// out[i] = start + i * step: integers in wrapping int64 arithmetic,
// float16/bfloat16 in float, the rest in double.
__global__ void k_arange(char *p, int64_t stride, int dt, int64_t n, double f0, double f1,
                         int64_t i0, int64_t i1)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x) {
        char *q = p + i * stride;
        if (is_int(dt))
            store_dyn(q, dt, (int64_t)((uint64_t)i0 + (uint64_t)i1 * (uint64_t)i));
        else if (is_reduced(dt))
            store_dyn(q, dt, (float)f0 + (float)f1 * (float)i);
        else
            store_dyn(q, dt, f0 + f1 * (double)i);
    }
}

__device__ __forceinline__ float round_to(int dt, float v)
{
    return is_reduced(dt) ? round_via(v, dt) : v;
}

// steps >= 1 values from start to end: the first half counts up from
// start, the second down from end.  Integers use a double step, float64
// too; the other dtypes a float step rounded to the dtype.
__global__ void k_linspace(char *p, int64_t stride, int dt, int64_t steps, double f0, double f1,
                           int64_t i0, int64_t i1)
{
    int64_t halfway = steps == 1 ? 1 : steps / 2;
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < steps;
         i += (int64_t)gridDim.x * blockDim.x) {
        char *q = p + i * stride;
        if (is_int(dt) || dt == DT_FLOAT64) {
            double start = is_int(dt) ? (double)i0 : f0, end = is_int(dt) ? (double)i1 : f1;
            double step = steps > 1 ? (end - start) / (double)(steps - 1) : 0;
            store_dyn(q, dt, i < halfway ? start + step * (double)i
                                         : end - step * (double)(steps - i - 1));
        } else {
            float start = (float)f0, end = (float)f1;
            float step = steps > 1 ? round_to(dt, (end - start) / (float)(steps - 1)) : 0;
            store_dyn(q, dt, i < halfway ? start + step * (float)i
                                         : end - step * (float)(steps - i - 1));
        }
    }
}

// out[i, j] = (i == j).
__global__ void k_eye(char *p, int64_t s0, int64_t s1, int dt, int64_t rows, int64_t cols)
{
    for (int64_t k = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; k < rows * cols;
         k += (int64_t)gridDim.x * blockDim.x) {
        int64_t i = k / cols, j = k % cols;
        store_dyn(p + i * s0 + j * s1, dt, (int64_t)(i == j));
    }
}

bool cuda_launch_create(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const char *name = op_name(op);
    const DevTensor *o = &a->out[0];
    char *p = (char *)o->data;
    int dt = o->dtype;
    int64_t es = (int64_t)size_of(dt);
    int64_t n = o->ndim >= 1 ? o->shape[0] : 1;
    if (op == OP_eye)
        n *= o->ndim >= 2 ? o->shape[1] : 1;
    if (op == OP_linspace)
        n = a->si[2];
    if (n <= 0)
        return true;
    int64_t s0 = o->ndim >= 1 ? o->strides[0] * es : 0;
    switch (op) {
    case OP_arange:
        k_arange<<<blocks_for(n, sms), THREADS, 0, cs>>>(p, s0, dt, n, a->sf[0], a->sf[1],
                                                          a->si[0], a->si[1]);
        break;
    case OP_linspace:
        k_linspace<<<blocks_for(n, sms), THREADS, 0, cs>>>(p, s0, dt, n, a->sf[0], a->sf[1],
                                                            a->si[0], a->si[1]);
        break;
    case OP_eye:
        k_eye<<<blocks_for(n, sms), THREADS, 0, cs>>>(p, s0, o->strides[1] * es, dt, o->shape[0],
                                                       o->shape[1]);
        break;
    default:
        error_set(err, "internal error: %s is not a creation kernel", name);
        return false;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
