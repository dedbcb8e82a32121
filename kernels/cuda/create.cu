// create.cu: the kernels that write without reading (arange, linspace,
// eye) on the CUDA device, computing each value as the simulated twins in
// kernels/cpu/ do (and so as PyTorch's CPU kernels do): the same scalars
// give the same bits.  One thread per element, any stride; a row-major eye
// 16 bytes a thread.
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

// Unsigned storage of ES bytes.
template <int ES> struct Word;
template <> struct Word<1> { using T = uint8_t; };
template <> struct Word<2> { using T = uint16_t; };
template <> struct Word<4> { using T = uint32_t; };
template <> struct Word<8> { using T = uint64_t; };
template <typename W, int V> struct alignas(16) Vec16 {
    W v[V];
};

// out[i, j] = (i == j) of a row-major result whose rows start 16-byte
// aligned: a thread writes 16 bytes of row blockIdx.y (+ gridDim.y ...),
// so no element costs a division and every store is a whole vector.
template <int ES>
__global__ void k_eye_rows(char *p, int64_t row_bytes, int dt, int64_t rows, int64_t cols)
{
    using W = typename Word<ES>::T;
    constexpr int V = 16 / ES;
    W one;
    store_dyn((char *)&one, dt, (int64_t)1);
    int64_t j0 = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) * V;
    if (j0 >= cols)
        return;
    for (int64_t i = blockIdx.y; i < rows; i += gridDim.y) {
        Vec16<W, V> v;
#pragma unroll
        for (int k = 0; k < V; k++)
            v.v[k] = j0 + k == i ? one : (W)0;
        *(Vec16<W, V> *)(p + i * row_bytes + j0 * ES) = v;
    }
}

template <int ES> static void launch_eye_rows(char *p, int dt, int64_t rows, int64_t cols,
                                              cudaStream_t cs)
{
    int64_t per_block = (int64_t)THREADS * (16 / ES);
    dim3 grid((unsigned)((cols + per_block - 1) / per_block),
              (unsigned)(rows < 65535 ? rows : 65535));
    k_eye_rows<ES><<<grid, THREADS, 0, cs>>>(p, cols * ES, dt, rows, cols);
}

// Whether eye's result is row-major with 16-byte aligned rows.
static bool eye_rows_fit(const DevTensor *o, int64_t es)
{
    return o->strides[1] == 1 && o->strides[0] == o->shape[1] &&
           (o->shape[1] * es) % 16 == 0 && (uintptr_t)o->data % 16 == 0;
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
        if (eye_rows_fit(o, es)) {
            switch (es) {
            case 1: launch_eye_rows<1>(p, dt, o->shape[0], o->shape[1], cs); break;
            case 2: launch_eye_rows<2>(p, dt, o->shape[0], o->shape[1], cs); break;
            case 4: launch_eye_rows<4>(p, dt, o->shape[0], o->shape[1], cs); break;
            default: launch_eye_rows<8>(p, dt, o->shape[0], o->shape[1], cs); break;
            }
            break;
        }
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
