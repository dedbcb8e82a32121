// lut.cu: building, applying and freeing lut.cuh's tables.
#include "cuda/ew.cuh"
#include "cuda/lut.cuh"

namespace cst {

constexpr int LUT_THREADS = 1024, LUT_UNROLL = 4;
// Launches of fewer elements read the table where it is (L1 keeps what
// they touch) rather than copy 128 KiB into every block first.
constexpr int64_t LUT_SHARED_FROM = 1 << 20;

struct Built {
    uint16_t *table;
    int dev;
};
static Built built[128 * CUDA_MAX_DEVICES];
static int nbuilt;
static bool shared_ready[CUDA_MAX_DEVICES];

// out = table[in] over n elements, LUT_UNROLL vectors of eight a thread
// at a time; SHARED: from a copy of the table in shared memory.
template <bool SHARED>
__global__ void __launch_bounds__(LUT_THREADS) ew_table(const uint16_t *table, const uint16_t *in,
                                                          uint16_t *out, int64_t n)
{
    extern __shared__ uint4 copy[];
    const uint16_t *t = table;
    if constexpr (SHARED) {
        for (int i = threadIdx.x; i < LUT_SIZE / 8; i += blockDim.x)
            copy[i] = ((const uint4 *)table)[i];
        __syncthreads();
        t = (const uint16_t *)copy;
    }
    const int64_t step = (int64_t)gridDim.x * blockDim.x, nvec = n / 8;
    const uint4 *vin = (const uint4 *)in;
    uint4 *vout = (uint4 *)out;
    for (int64_t v0 = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; v0 < nvec; v0 += step * LUT_UNROLL) {
        // Every load before the first store: out may be in.
        uint4 x[LUT_UNROLL];
#pragma unroll
        for (int u = 0; u < LUT_UNROLL; u++)
            if (v0 + u * step < nvec)
                x[u] = vin[v0 + u * step];
#pragma unroll
        for (int u = 0; u < LUT_UNROLL; u++) {
            if (v0 + u * step >= nvec)
                continue;
            uint32_t w[4] = {x[u].x, x[u].y, x[u].z, x[u].w};
#pragma unroll
            for (int k = 0; k < 4; k++)
                w[k] = (uint32_t)t[w[k] & 0xffff] | (uint32_t)t[w[k] >> 16] << 16;
            vout[v0 + u * step] = make_uint4(w[0], w[1], w[2], w[3]);
        }
    }
    // The last n % 8, one a thread of the first threads.
    int64_t i = nvec * 8 + (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = t[in[i]];
}

uint16_t *cuda_lut_build(LutFill fill, Extra<DT_FLOAT32> extra, Error *err)
{
    auto fail = [err](cudaError_t e, const char *call) {
        cuda_fail(err, e, call, __FILE__, __LINE__);
        return (uint16_t *)NULL;
    };
    int dev;
    cudaError_t e = cudaGetDevice(&dev);
    if (e != cudaSuccess)
        return fail(e, "cudaGetDevice");
    if (nbuilt == (int)(sizeof built / sizeof built[0]))
        return fail(cudaErrorMemoryAllocation, "cuda_lut_build");
    if (!shared_ready[dev]) {
        e = cudaFuncSetAttribute(ew_table<true>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                             LUT_SIZE * (int)sizeof(uint16_t));
        if (e != cudaSuccess)
            return fail(e, "cudaFuncSetAttribute");
        shared_ready[dev] = true;
    }
    uint16_t *table;
    e = cudaMalloc(&table, LUT_SIZE * sizeof(uint16_t));
    if (e != cudaSuccess)
        return fail(e, "cudaMalloc");
    built[nbuilt++] = Built{table, dev};
    // A stream of its own: the build waits for none of the user's work.
    cudaStream_t s;
    if ((e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking)) != cudaSuccess)
        return fail(e, "cudaStreamCreateWithFlags");
    void *args[] = {&table, &extra};
    e = cudaLaunchKernel((const void *)fill, dim3(LUT_SIZE / 256), dim3(256), args, 0, s);
    if (e == cudaSuccess)
        e = cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    return e == cudaSuccess ? table : fail(e, "lut_fill");
}

bool cuda_lut_apply(const uint16_t *table, const uint16_t *in, uint16_t *out, int64_t n, int sms,
                    cudaStream_t cs, Error *err)
{
    int64_t nvec = n / 8, per_block = (int64_t)LUT_THREADS * LUT_UNROLL;
    int64_t blocks = nvec > 0 ? (nvec + per_block - 1) / per_block : 1;
    if (n >= LUT_SHARED_FROM)
        ew_table<true><<<(unsigned)(blocks < sms ? blocks : sms), LUT_THREADS,
                         LUT_SIZE * sizeof(uint16_t), cs>>>(table, in, out, n);
    else
        ew_table<false><<<(unsigned)blocks, LUT_THREADS, 0, cs>>>(table, in, out, n);
    return ew_check_launch(err, "ew_table");
}

} // namespace cst

void cuda_lut_shutdown(void)
{
    using namespace cst;
    for (int i = 0; i < nbuilt; i++) {
        cudaSetDevice(built[i].dev);
        cudaFree(built[i].table);
    }
    nbuilt = 0;
}
