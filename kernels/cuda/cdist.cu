// cdist.cu: pairwise distances (ops.def's cdist) on the CUDA device, the
// twin of kernels/cpu/cdist.c, in kernels/cdist.h's order.  A block of
// 16 x 16 threads takes a tile of TILE rows of in0 against TILE rows of
// in1, their elements staged in shared memory CHUNK columns at a time;
// thread (ty, tx) owns the four distances of rows ty and ty + 16 with rows
// tx and tx + 16, each in its CDIST_LANES lanes in registers.  A chunk
// past K, or a row past the end, reads zeros: their terms are +0, which
// leave every lane as it was, so the sums are the CPU's.  pdist's blocks
// below the diagonal return at once.
#include <cstring>

#include "cdist.h"
#include "cuda/launch.cuh"

namespace {

constexpr int SIDE = 16;                 // threads along each side of a block
constexpr int TILE = 2 * SIDE;           // rows of each operand a block
constexpr int CHUNK = 32;                // columns staged at a time, a multiple of CDIST_LANES

struct Pairs {
    const void *x1, *x2;
    void *out;
    int lead;                                          // batch dims
    int64_t shape[DEV_MAX_DIMS];                       // the batch dims
    int64_t s1[DEV_MAX_DIMS], s2[DEV_MAX_DIMS], so[DEV_MAX_DIMS];   // their strides, then the rows'
    int64_t m, n, k, batches, out_step;
    double p;
    bool pdist;
};

// float32's and float64's steps of cdist.h
__device__ inline float term(CdistKind kind, float d, float p) { return cdist_termf(kind, d, p); }
__device__ inline double term(CdistKind kind, double d, double p) { return cdist_term(kind, d, p); }
__device__ inline float add(CdistKind kind, float lane, float t) { return cdist_addf(kind, lane, t); }
__device__ inline double add(CdistKind kind, double lane, double t) { return cdist_add(kind, lane, t); }
__device__ inline float finish(CdistKind kind, float *lane, float p) { return cdist_finishf(kind, lane, p); }
__device__ inline double finish(CdistKind kind, double *lane, double p) { return cdist_finish(kind, lane, p); }

// Rows [r0, r0 + TILE) of x (rows `stride` apart), columns [c0, c0 +
// CHUNK), into tile, zeros past the rows or columns.
template <typename T>
__device__ void stage(T (*tile)[CHUNK + 1], const T *x, int64_t r0, int64_t rows, int64_t stride, int64_t c0,
                      int64_t k)
{
    int t = threadIdx.y * SIDE + threadIdx.x;
    for (int e = t; e < TILE * CHUNK; e += SIDE * SIDE) {
        int r = e / CHUNK, c = e % CHUNK;
        bool in = r0 + r < rows && c0 + c < k;
        tile[r][c] = in ? x[(r0 + r) * stride + c0 + c] : T(0);
    }
}

// Where pair (i, j) goes: out[b, i, j], or pdist's place of i < j.
template <typename T>
__device__ void store(const Pairs &g, T *out, int64_t i, int64_t j, T v)
{
    if (i >= g.m || j >= g.n)
        return;
    if (!g.pdist)
        out[i * g.so[g.lead] + j * g.out_step] = v;
    else if (j > i)
        out[(cdist_pair_start(i, g.n) + j - i - 1) * g.out_step] = v;
}

template <typename T, CdistKind KIND>
__global__ void __launch_bounds__(SIDE * SIDE) k_cdist(Pairs g)
{
    __shared__ T a[TILE][CHUNK + 1], b[TILE][CHUNK + 1];
    int64_t i0 = (int64_t)blockIdx.y * TILE, j0 = (int64_t)blockIdx.x * TILE;
    if (g.pdist && j0 + TILE - 1 <= i0)
        return;
    int ty = threadIdx.y, tx = threadIdx.x;
    T p = (T)g.p;
    for (int64_t bi = blockIdx.z; bi < g.batches; bi += gridDim.z) {
        int64_t o1 = 0, o2 = 0, oo = 0;
        int64_t r = bi;
        for (int d = g.lead - 1; d >= 0; d--) {
            int64_t c = r % g.shape[d];
            r /= g.shape[d];
            o1 += c * g.s1[d];
            o2 += c * g.s2[d];
            oo += c * g.so[d];
        }
        const T *x1 = (const T *)g.x1 + o1, *x2 = (const T *)g.x2 + o2;
        T lane[2][2][CDIST_LANES];
        for (int u = 0; u < 2; u++)
            for (int v = 0; v < 2; v++)
                for (int t = 0; t < CDIST_LANES; t++)
                    lane[u][v][t] = T(0);
        for (int64_t c0 = 0; c0 < g.k; c0 += CHUNK) {
            stage(a, x1, i0, g.m, g.s1[g.lead], c0, g.k);
            stage(b, x2, j0, g.n, g.s2[g.lead], c0, g.k);
            __syncthreads();
#pragma unroll 1
            for (int c = 0; c < CHUNK; c += CDIST_LANES)
#pragma unroll
                for (int t = 0; t < CDIST_LANES; t++) {
                    T a0 = a[ty][c + t], a1 = a[ty + SIDE][c + t], b0 = b[tx][c + t], b1 = b[tx + SIDE][c + t];
                    lane[0][0][t] = add(KIND, lane[0][0][t], term(KIND, a0 - b0, p));
                    lane[0][1][t] = add(KIND, lane[0][1][t], term(KIND, a0 - b1, p));
                    lane[1][0][t] = add(KIND, lane[1][0][t], term(KIND, a1 - b0, p));
                    lane[1][1][t] = add(KIND, lane[1][1][t], term(KIND, a1 - b1, p));
                }
            __syncthreads();
        }
        T *out = (T *)g.out + oo;
        for (int u = 0; u < 2; u++)
            for (int v = 0; v < 2; v++)
                store(g, out, i0 + ty + u * SIDE, j0 + tx + v * SIDE, finish(KIND, lane[u][v], p));
    }
}

template <typename T>
bool launch(const Pairs &g, CdistKind kind, cudaStream_t cs, Error *err)
{
    dim3 block(SIDE, SIDE);
    dim3 grid((unsigned)((g.n + TILE - 1) / TILE), (unsigned)((g.m + TILE - 1) / TILE),
              (unsigned)(g.batches < 65535 ? g.batches : 65535));
    switch (kind) {
    case CDIST_ZERO: k_cdist<T, CDIST_ZERO><<<grid, block, 0, cs>>>(g); break;
    case CDIST_ONE: k_cdist<T, CDIST_ONE><<<grid, block, 0, cs>>>(g); break;
    case CDIST_TWO: k_cdist<T, CDIST_TWO><<<grid, block, 0, cs>>>(g); break;
    case CDIST_INF: k_cdist<T, CDIST_INF><<<grid, block, 0, cs>>>(g); break;
    case CDIST_POW: k_cdist<T, CDIST_POW><<<grid, block, 0, cs>>>(g); break;
    }
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess || cuda_fail(err, e, "cdist", __FILE__, __LINE__);
}

} // namespace

bool cuda_launch_cdist(const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *x1 = &a->in[0], *x2 = &a->in[1], *out = &a->out[0];
    Pairs g;
    memset(&g, 0, sizeof g);
    g.x1 = x1->data;
    g.x2 = x2->data;
    g.out = out->data;
    g.lead = x1->ndim - 2;
    g.pdist = a->si[0];
    g.batches = 1;
    for (int d = 0; d <= g.lead; d++) {
        g.s1[d] = x1->strides[d];
        g.s2[d] = x2->strides[d];
        if (d < g.lead) {
            g.shape[d] = x1->shape[d];
            g.so[d] = out->strides[d];
            g.batches *= x1->shape[d];
        }
    }
    if (!g.pdist)
        g.so[g.lead] = out->strides[g.lead];
    g.out_step = out->strides[out->ndim - 1];
    g.m = x1->shape[g.lead];
    g.n = x2->shape[g.lead];
    g.k = x1->shape[g.lead + 1];
    g.p = a->sf[0];
    if (g.batches == 0 || g.m == 0 || g.n == 0)
        return true;
    if ((g.m + TILE - 1) / TILE > 65535 || (g.n + TILE - 1) / TILE > 0x7fffffff) {
        error_set(err, "cdist: more than 2^21 rows of x1 are not supported on the CUDA device");
        return false;
    }
    CdistKind kind = cdist_kind(g.p);
    return x1->dtype == DT_FLOAT64 ? launch<double>(g, kind, cs, err) : launch<float>(g, kind, cs, err);
}
