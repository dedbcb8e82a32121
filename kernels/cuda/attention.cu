// attention.cu: scaled dot-product attention (ops.def's attention) on the
// CUDA device, the twin of kernels/cpu/attention.c, in kernels/attention.h's
// order.  A block takes a tile of ATTN_ROWS query rows of one head and
// walks the key blocks: the tile's scores never leave registers and
// shared memory (FlashAttention's scheme, in float32 on the CUDA cores).
// Its 128 threads see the tile as 8 x 16: thread (ty, tx) owns rows ty * 4
// + 0..3 and 32 + ty * 4 + 0..3, the scores of keys tx + 16 c (c < 4),
// which makes its four the lane-tx terms of attn_block_sum's tree, and
// output columns tx * E / 16 + 0..E / 16 - 1.  A row's 16 threads lie in
// one half of a warp, so its max and sum combine by shuffles.  The rows
// of q and k sit in shared memory 4 floats longer than E, so that the 8
// threads of a quarter-warp reading 16 bytes each of 8 different keys hit
// different banks.  Keys and values arrive by cp.async while the block
// computes: the next block's keys during this one's, its values during
// this one's scores; p then takes the place of the spent keys, so that
// a 64-wide head needs 69 KiB and three blocks share a multiprocessor
// (on an H200 that beat double-buffered values, 102 KiB and two blocks:
// GPT-2's causal heads 599 -> 554 us).  A 128-wide head keeps one buffer
// of keys, loaded with the values after the block's products, so that
// two blocks share a multiprocessor (100 KiB each) rather than one.
#include <cstring>

#include "attention.h"
#include "cuda/launch.cuh"

namespace {

struct Heads {
    const float *q, *k, *v;
    float *o;
    const void *mask;                              // bool or float32 (ATTN_MASK_*), or none
    int lead;                                      // leading (head) dims
    int64_t shape[DEV_MAX_DIMS];
    int64_t qs[DEV_MAX_DIMS], ks[DEV_MAX_DIMS], vs[DEV_MAX_DIMS], os[DEV_MAX_DIMS];   // their strides, then the row's
    int64_t ms[DEV_MAX_DIMS];                      // the mask's, then its row's and column's
    int64_t lq, lk;
    float scale;
    bool causal;
};

} // namespace

static constexpr int THREADS = 128;
static constexpr int PAD = 4;

// The larger (a NaN wins, as cpu/attention.c's most).
__device__ __forceinline__ float most(float a, float b)
{
    return isnan(a) || isnan(b) ? NAN : a > b ? a : b;
}

// Rows [0, n) of a head's matrix (row stride rs, 16-byte aligned) into
// shared memory, row stride ss, rows n .. ATTN_ROWS - 1 as zeros: copies
// the multiprocessor makes in the background (cp.async) until the
// caller's commit and wait.
template <int E> __device__ __forceinline__ void load_rows(float *dst, int ss, const float *src, int64_t rs, int n)
{
    constexpr int V4 = E / 4;
    for (int i = threadIdx.x; i < ATTN_ROWS * V4; i += THREADS) {
        int r = i / V4, c = i % V4;
        unsigned to = (unsigned)__cvta_generic_to_shared(dst + r * ss + c * 4);
        const float *from = r < n ? src + r * rs + c * 4 : src;
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(to), "l"(from), "r"(r < n ? 16 : 0));
    }
}

__device__ __forceinline__ void loads_commit() { asm volatile("cp.async.commit_group;\n" ::); }

// Waits until at most `pending` committed groups of this thread's loads
// are outstanding.
template <int pending> __device__ __forceinline__ void loads_wait()
{
    asm volatile("cp.async.wait_group %0;\n" ::"n"(pending));
}

// Thread row r's row of the tile (r < 8).
__device__ __forceinline__ int tile_row(int ty, int r) { return (r < 4 ? 0 : 32) + ty * 4 + (r & 3); }

// Score s of row i and key j (both in range) with the mask at m applied.
template <int MASK> __device__ __forceinline__ float masked_score(const Heads &g, const char *m, int64_t i, int64_t j,
                                                                  float s)
{
    int64_t at = i * g.ms[g.lead] + j * g.ms[g.lead + 1];
    if constexpr (MASK == ATTN_MASK_BOOL)
        return ((const uint8_t *)m)[at] ? s : -INFINITY;
    else
        return s + ((const float *)m)[at];
}

// Buffers of keys a block keeps (see the top).
template <int E> constexpr int KEY_BUFFERS = E >= 128 ? 1 : 2;

template <int E, int MASK> __global__ void __launch_bounds__(THREADS, E >= 128 ? 2 : 3) k_attention(Heads g)
{
    constexpr int QS = E + PAD, PS = ATTN_KEYS + PAD, DO = E / 16, KB = KEY_BUFFERS<E>;
    extern __shared__ float4 attention_smem[];
    // q's tile, two buffers of keys and of values (the next block's load
    // while this one computes), p.
    // q's tile, two buffers of keys (the next block's loads while this one
    // computes) and one of values (loaded while the scores are computed);
    // p takes the place of the block's keys once its scores are made.
    constexpr int KSIZE = ATTN_KEYS * QS;
    constexpr bool P_IN_K = QS >= PS;
    float *qsm = (float *)attention_smem, *ksm = qsm + ATTN_ROWS * QS, *vsm = ksm + KB * KSIZE,
          *pextra = vsm + ATTN_KEYS * E;
    int lane = threadIdx.x & 31, tx = lane & 15, ty = threadIdx.x / 32 * 2 + lane / 16;
    // The heaviest tiles (the last, under the causal mask) start first.
    int64_t qt = gridDim.y - 1 - blockIdx.y, i0 = qt * ATTN_ROWS;
    const float *qp = g.q, *kp = g.k, *vp = g.v;
    float *op = g.o;
    const char *mp = (const char *)g.mask;
    for (int64_t h = blockIdx.x, d = g.lead - 1; d >= 0; d--) {
        int64_t i = h % g.shape[d];
        h /= g.shape[d];
        qp += i * g.qs[d];
        kp += i * g.ks[d];
        vp += i * g.vs[d];
        op += i * g.os[d];
        if constexpr (MASK != ATTN_MASK_NONE)
            mp += i * g.ms[d] * (MASK == ATTN_MASK_BOOL ? 1 : (int64_t)sizeof(float));
    }
    int64_t qrow = g.qs[g.lead], krow = g.ks[g.lead], vrow = g.vs[g.lead], orow = g.os[g.lead];
    int64_t blocks = (g.lk + ATTN_KEYS - 1) / ATTN_KEYS;
    if (g.causal && qt + 1 < blocks)
        blocks = qt + 1;
    auto keys_in = [&](int64_t kb) { return g.lk - kb * ATTN_KEYS < ATTN_KEYS ? (int)(g.lk - kb * ATTN_KEYS) : ATTN_KEYS; };
    auto load_keys = [&](int64_t kb) {
        load_rows<E>(ksm + (kb % KB) * KSIZE, QS, kp + kb * ATTN_KEYS * krow, krow, keys_in(kb));
        loads_commit();
    };
    auto load_values = [&](int64_t kb) {
        load_rows<E>(vsm, E, vp + kb * ATTN_KEYS * vrow, vrow, keys_in(kb));
        loads_commit();
    };
    // Groups in flight, oldest first: keys kb, values kb, keys kb + 1.
    load_rows<E>(qsm, QS, qp + i0 * qrow, qrow, g.lq - i0 < ATTN_ROWS ? (int)(g.lq - i0) : ATTN_ROWS);
    load_keys(0);
    load_values(0);

    float o[8][DO], m[8], l[8];
#pragma unroll
    for (int r = 0; r < 8; r++) {
        m[r] = -INFINITY;
        l[r] = 0;
#pragma unroll
        for (int c = 0; c < DO; c++)
            o[r][c] = 0;
    }
    for (int64_t kb = 0; kb < blocks; kb++) {
        int64_t j0 = kb * ATTN_KEYS;
        int n = keys_in(kb);
        bool next = kb + 1 < blocks;
        float *kt = ksm + (kb % KB) * KSIZE, *psm = P_IN_K ? kt : pextra;
        const float *vt = vsm;
        if (KB == 2 && next)
            load_keys(kb + 1);      // its buffer's keys and p were spent before the last barrier
        if (KB == 2 && next)
            loads_wait<2>();
        else
            loads_wait<1>();
        __syncthreads();      // everyone's keys of this block have landed

        float s[8][4];
#pragma unroll
        for (int r = 0; r < 8; r++)
#pragma unroll
            for (int c = 0; c < 4; c++)
                s[r][c] = 0;
#pragma unroll 2
        for (int d = 0; d < E; d += 4) {
            float4 a[8], b[4];
#pragma unroll
            for (int r = 0; r < 8; r++)
                a[r] = *(const float4 *)(qsm + tile_row(ty, r) * QS + d);
#pragma unroll
            for (int c = 0; c < 4; c++)
                b[c] = *(const float4 *)(kt + (tx + 16 * c) * QS + d);
#pragma unroll
            for (int r = 0; r < 8; r++)
#pragma unroll
                for (int c = 0; c < 4; c++) {
                    s[r][c] = fmaf(a[r].x, b[c].x, s[r][c]);
                    s[r][c] = fmaf(a[r].y, b[c].y, s[r][c]);
                    s[r][c] = fmaf(a[r].z, b[c].z, s[r][c]);
                    s[r][c] = fmaf(a[r].w, b[c].w, s[r][c]);
                }
        }

#pragma unroll
        for (int r = 0; r < 8; r++) {
            int64_t i = i0 + tile_row(ty, r);
            float top = -INFINITY;
#pragma unroll
            for (int c = 0; c < 4; c++) {
                int j = tx + 16 * c;
                bool masked = j >= n || (g.causal && j0 + j > i);
                s[r][c] = masked ? -INFINITY : s[r][c] * g.scale;
                if constexpr (MASK != ATTN_MASK_NONE)
                    if (j < n && i < g.lq)
                        s[r][c] = masked_score<MASK>(g, mp, i, j0 + j, s[r][c]);
                top = most(top, s[r][c]);
            }
#pragma unroll
            for (int h = 1; h < ATTN_LANES; h *= 2)
                top = most(top, __shfl_xor_sync(0xffffffffu, top, h));
            float mn = most(m[r], top), shift = attn_shift(mn), alpha = attn_exp(m[r] - shift);
#pragma unroll
            for (int c = 0; c < 4; c++)
                s[r][c] = attn_exp(s[r][c] - shift);
            float sum = ((s[r][0] + s[r][1]) + s[r][2]) + s[r][3];
#pragma unroll
            for (int h = 1; h < ATTN_LANES; h *= 2)
                sum = sum + __shfl_xor_sync(0xffffffffu, sum, h);
            l[r] = fmaf(l[r], alpha, sum);
            m[r] = mn;
#pragma unroll
            for (int c = 0; c < DO; c++)
                o[r][c] = o[r][c] * alpha;
        }
        __syncthreads();      // the keys are read: p may take their place
#pragma unroll
        for (int r = 0; r < 8; r++)
#pragma unroll
            for (int c = 0; c < 4; c++)
                psm[tile_row(ty, r) * PS + tx + 16 * c] = s[r][c];
        if (KB == 2 && next)
            loads_wait<1>();
        else
            loads_wait<0>();
        __syncthreads();      // p is written and the values have landed

#pragma unroll 2
        for (int j = 0; j < ATTN_KEYS; j += 4) {
            float4 p[8];
#pragma unroll
            for (int r = 0; r < 8; r++)
                p[r] = *(const float4 *)(psm + tile_row(ty, r) * PS + j);
#pragma unroll
            for (int k = 0; k < 4; k++) {
                float v[DO];
                const float *vr = vt + (j + k) * E + tx * DO;
#pragma unroll
                for (int c = 0; c < DO; c += 4 < DO ? 4 : DO) {
                    if constexpr (DO % 4 == 0) {
                        float4 x = *(const float4 *)(vr + c);
                        v[c] = x.x, v[c + 1] = x.y, v[c + 2] = x.z, v[c + 3] = x.w;
                    } else {
                        float2 x = *(const float2 *)(vr + c);
                        v[c] = x.x, v[c + 1] = x.y;
                    }
                }
#pragma unroll
                for (int r = 0; r < 8; r++) {
                    float pk = k == 0 ? p[r].x : k == 1 ? p[r].y : k == 2 ? p[r].z : p[r].w;
#pragma unroll
                    for (int c = 0; c < DO; c++)
                        o[r][c] = fmaf(pk, v[c], o[r][c]);
                }
            }
        }
        __syncthreads();      // p and the values are spent
        if (KB == 1 && next)
            load_keys(kb + 1);
        if (next)
            load_values(kb + 1);
    }

#pragma unroll
    for (int r = 0; r < 8; r++) {
        int64_t i = i0 + tile_row(ty, r);
        if (i >= g.lq)
            continue;
        float *dst = op + i * orow + tx * DO;
#pragma unroll
        for (int c = 0; c < DO; c++)
            dst[c] = attn_out(o[r][c], l[r]);
    }
}

template <int E, int MASK>
static bool launch(const Heads &g, int64_t heads, int64_t tiles, cudaStream_t cs, Error *err)
{
    constexpr int QS = E + PAD, PS = ATTN_KEYS + PAD;
    size_t smem = sizeof(float) * ((size_t)ATTN_ROWS * QS + KEY_BUFFERS<E> * (size_t)ATTN_KEYS * QS +
                                   (size_t)ATTN_KEYS * E +
                                   (QS >= PS ? 0 : (size_t)ATTN_ROWS * PS));
    cudaError_t e =
        cudaFuncSetAttribute(k_attention<E, MASK>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem);
    if (e == cudaSuccess) {
        k_attention<E, MASK><<<dim3((unsigned)heads, (unsigned)tiles), THREADS, smem, cs>>>(g);
        e = cudaGetLastError();
    }
    return e == cudaSuccess || cuda_fail(err, e, "attention", __FILE__, __LINE__);
}

template <int E> static bool launch_head(const Heads &g, int mask, int64_t heads, int64_t tiles, cudaStream_t cs,
                                         Error *err)
{
    switch (mask) {
    case ATTN_MASK_BOOL: return launch<E, ATTN_MASK_BOOL>(g, heads, tiles, cs, err);
    case ATTN_MASK_ADD: return launch<E, ATTN_MASK_ADD>(g, heads, tiles, cs, err);
    }
    return launch<E, ATTN_MASK_NONE>(g, heads, tiles, cs, err);
}

bool cuda_launch_attention(const OpArgs *a, cudaStream_t cs, Error *err)
{
    const DevTensor *q = &a->in[0], *k = &a->in[1], *v = &a->in[2], *out = &a->out[0];
    Heads g;
    memset(&g, 0, sizeof g);
    g.q = (const float *)q->data;
    g.k = (const float *)k->data;
    g.v = (const float *)v->data;
    g.o = (float *)out->data;
    g.mask = a->nin == 4 ? a->in[3].data : NULL;
    g.lead = q->ndim - 2;
    int64_t heads = 1;
    for (int d = 0; d <= g.lead; d++) {
        g.shape[d] = q->shape[d];
        g.qs[d] = q->strides[d];
        g.ks[d] = k->strides[d];
        g.vs[d] = v->strides[d];
        g.os[d] = out->strides[d];
        if (g.mask)
            g.ms[d] = a->in[3].strides[d];
        if (d < g.lead)
            heads *= q->shape[d];
    }
    g.lq = q->shape[g.lead];
    g.lk = k->shape[g.lead];
    g.scale = (float)a->sf[0];
    g.causal = a->si[0];
    if (g.mask)
        g.ms[g.lead + 1] = a->in[3].strides[g.lead + 1];
    int64_t tiles = (g.lq + ATTN_ROWS - 1) / ATTN_ROWS, e = q->shape[g.lead + 1];
    if (heads == 0 || tiles == 0)
        return true;
    if (tiles > 65535 || heads > 0x7fffffff) {
        error_set(err, "attention: more than 2^22 queries or 2^31 heads are not supported on the CUDA device");
        return false;
    }
    switch (e) {
    case 32: return launch_head<32>(g, (int)a->si[1], heads, tiles, cs, err);
    case 64: return launch_head<64>(g, (int)a->si[1], heads, tiles, cs, err);
    case 128: return launch_head<128>(g, (int)a->si[1], heads, tiles, cs, err);
    }
    error_set(err, "attention: heads of %lld elements are not supported on the CUDA device", (long long)e);
    return false;
}
