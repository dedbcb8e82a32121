// sort.cu: sort and topk along dim si[0] on the CUDA device, the twins of
// kernels/cpu/sort.c.  Sorting is exact: both devices give the stable order
// by value (NaN as the largest, -0 equal to +0), then by index, so any
// correct stable sort gives the simulated device's result bit for bit.
//
// Each element becomes its unsigned key (kernels/sortkey.h), paired with
// its index in its line.  A line of up to 4096 elements sorts in one block
// (cub::BlockRadixSort, stable across the blocked arrangement, which is
// index order); longer lines go through CUB's stable device-wide radix
// sorts (cub::DeviceRadixSort for one line, cub::DeviceSegmentedSort::
// StableSortPairs for several).  The first k pairs of each line then give
// the values, copied from the input element they name (so -0 and NaN keep
// their bits), and the int64 indices; topk is the first k of the sort
// (of one long line and a small k, through a select: below).  A sort of
// the values alone skips the indices; of one long line, it sorts the keys
// alone (below).  mode (at the end) reads what the sort gives; kth (after
// it) selects the pair at its place in a line of up to 4096 elements (a
// radix select in one block) and sorts a longer line into scratch to pick
// it.
#include <cstring>
#include <type_traits>

#include <cub/cub.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "cuda/convert.cuh"
#include "cuda/cub_runs.cuh"
#include "cuda/launch.cuh"
#include "sortkey.h"

using namespace cst;

namespace {

struct Sort {
    const char *in;
    char *vals;
    int64_t *idx;
    int idt, ndim, dim;
    bool desc;
    int64_t lines, n, k;
    int64_t shape[DEV_MAX_DIMS], is[DEV_MAX_DIMS], vs[DEV_MAX_DIMS], xs[DEV_MAX_DIMS];
};

} // namespace

// The offsets (elements) of line l's first element in the input, values
// and indices.
__device__ __forceinline__ void line_at(const Sort &g, int64_t l, int64_t *in, int64_t *v,
                                        int64_t *x)
{
    *in = *v = *x = 0;
    for (int d = g.ndim - 1; d >= 0; d--) {
        if (d == g.dim)
            continue;
        int64_t k = l % g.shape[d];
        l /= g.shape[d];
        *in += k * g.is[d];
        *v += k * g.vs[d];
        *x += k * g.xs[d];
    }
}

// The key of the element at q (sortkey.h), complemented for a descending
// sort.
template <typename K> __device__ __forceinline__ K key_of(const char *q, int dt, bool desc)
{
    K key;
    if constexpr (sizeof(K) == 8)
        key = dt == DT_FLOAT64 ? sortkey_double(*(const double *)q)
                               : sortkey_int64(load_dyn<DT_INT64>(q, dt));
    else
        key = is_float(dt) ? sortkey_float(load_dyn<DT_FLOAT32>(q, dt))
                           : sortkey_int32((int32_t)load_dyn<DT_INT64>(q, dt));
    return desc ? (K)~key : key;
}

// An element of sz bytes, bit for bit.
__device__ __forceinline__ void copy_element(char *dst, const char *src, int64_t sz)
{
    switch (sz) {
    case 1: *(uint8_t *)dst = *(const uint8_t *)src; break;
    case 2: *(uint16_t *)dst = *(const uint16_t *)src; break;
    case 4: *(uint32_t *)dst = *(const uint32_t *)src; break;
    default: *(uint64_t *)dst = *(const uint64_t *)src; break;
    }
}

// Rank `rank` of line l is the input's element e: its value, bit for bit,
// and its index.
__device__ __forceinline__ void put(const Sort &g, int64_t l, int64_t rank, int64_t e)
{
    int64_t io, vo, xo;
    line_at(g, l, &io, &vo, &xo);
    int64_t sz = (int64_t)size_of(g.idt);
    copy_element(g.vals + (vo + rank * g.vs[g.dim]) * sz, g.in + (io + e * g.is[g.dim]) * sz, sz);
    if (g.idx)
        g.idx[xo + rank * g.xs[g.dim]] = e;
}

// A line of up to THR * ITEMS elements a block: the elements in index
// order across the threads (the blocked arrangement BlockRadixSort keeps
// stable), padded with the largest key past the line's end, which the
// stable sort leaves after every element.
template <typename K, int THR, int ITEMS>
__global__ void __launch_bounds__(THR) k_sort_block(Sort g)
{
    using Block = cub::BlockRadixSort<K, THR, ITEMS, int>;
    __shared__ typename Block::TempStorage tmp;
    for (int64_t l = blockIdx.x; l < g.lines; l += gridDim.x) {
        int64_t io, vo, xo;
        line_at(g, l, &io, &vo, &xo);
        int64_t sz = (int64_t)size_of(g.idt);
        K keys[ITEMS];
        int idx[ITEMS];
#pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            int e = (int)threadIdx.x * ITEMS + i;
            idx[i] = e;
            keys[i] = e < g.n ? key_of<K>(g.in + (io + e * g.is[g.dim]) * sz, g.idt, g.desc)
                              : (K)~(K)0;
        }
        Block(tmp).SortBlockedToStriped(keys, idx);
        // the line's places found once, not by put's division loop a rank
#pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            int64_t rank = (int64_t)i * THR + threadIdx.x;
            if (rank >= g.k)
                continue;
            copy_element(g.vals + (vo + rank * g.vs[g.dim]) * sz, g.in + (io + idx[i] * g.is[g.dim]) * sz, sz);
            if (g.idx)
                g.idx[xo + rank * g.xs[g.dim]] = idx[i];
        }
        __syncthreads();      // tmp is reused by the next line
    }
}

// Longer lines: every element's key and index, line after line.
// (One line takes no division an element: line 0 starts at 0.)
template <typename K> __global__ void k_sort_keys(Sort g, K *keys, int *idx)
{
    int64_t sz = (int64_t)size_of(g.idt);
    for (int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; t < g.lines * g.n;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t l = g.lines == 1 ? 0 : t / g.n, e = t - l * g.n, io = 0, vo, xo;
        if (l)
            line_at(g, l, &io, &vo, &xo);
        keys[t] = key_of<K>(g.in + (io + e * g.is[g.dim]) * sz, g.idt, g.desc);
        idx[t] = (int)e;
    }
}

__global__ void k_sort_offsets(int64_t *off, int64_t lines, int64_t n)
{
    for (int64_t l = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; l <= lines;
         l += (int64_t)gridDim.x * blockDim.x)
        off[l] = l * n;
}

// The element whose sorted key is key, stored at dst bit for bit, where
// the key tells it (false where it does not: NaN and zero, whose keys
// their other bit patterns share).  Every other key is its element's bits
// with the sign bit or every bit flipped; a float16 or bfloat16 element
// rounds back from its exact float.
template <typename K> __device__ __forceinline__ bool element_of_key(int dt, bool desc, K key, char *dst)
{
    key = desc ? (K)~key : key;
    if constexpr (sizeof(K) == 8) {
        const uint64_t sign = (uint64_t)1 << 63;
        if (dt != DT_FLOAT64) {
            *(uint64_t *)dst = key ^ sign;
            return true;
        }
        if (key == ~(uint64_t)0 || key == sign)
            return false;
        *(uint64_t *)dst = key & sign ? key ^ sign : ~key;
    } else {
        const uint32_t sign = 0x80000000u;
        if (!is_float(dt)) {
            store_dyn(dst, dt, (int64_t)(int32_t)(key ^ sign));
            return true;
        }
        if (key == 0xFFFFFFFFu || key == sign)
            return false;
        uint32_t b = key & sign ? key ^ sign : ~key;
        float f;
        memcpy(&f, &b, sizeof f);
        store_dyn(dst, dt, f);
    }
    return true;
}

// The first k of each sorted line: a value from its key where the key
// tells it, else from the input element its index names (a read from
// anywhere in the line: a 32-byte sector for every 4-byte value of a
// long float32 line took 335 us of 2^24 on an H200).
template <typename K> __global__ void k_sort_put(Sort g, const K *keys, const int *idx)
{
    int64_t sz = (int64_t)size_of(g.idt);
    for (int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; t < g.lines * g.k;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t l = g.lines == 1 ? 0 : t / g.k, rank = t - l * g.k, io = 0, vo = 0, xo = 0;
        if (l)
            line_at(g, l, &io, &vo, &xo);
        int64_t e = idx[l * g.n + rank];
        char *dst = g.vals + (vo + rank * g.vs[g.dim]) * sz;
        if (!element_of_key(g.idt, g.desc, keys[l * g.n + rank], dst))
            put(g, l, rank, e);
        if (g.idx)
            g.idx[xo + rank * g.xs[g.dim]] = e;
    }
}

static unsigned grid(int64_t n, int per_block, int sms)
{
    int64_t b = (n + per_block - 1) / per_block, most = (int64_t)sms * 32;
    return (unsigned)(b < 1 ? 1 : b < most ? b : most);
}

static unsigned line_grid(int64_t lines)
{
    return (unsigned)(lines < (1 << 30) ? lines : 1 << 30);
}

// ---- one long line's values alone (no indices asked for): its keys
// sorted by CUB's SortKeys, half the traffic of pairs, each value then
// from its key.  Two keys do not tell their element (sortkey.h: every
// zero has one, every NaN the other), and the stable sort has the
// elements of each in index order: one three-way partition of the line's
// indices lists them so, and rank r of such a key takes the element at
// r - (the key's first rank) in its list.  The pass that makes the keys
// notes whether either key occurs at all, so that the partition of a line
// without zeros and NaNs (the usual one) reads no key.

// The keys of zero and NaN for a sort descending or not.
template <typename K> __host__ __device__ inline K zero_key(bool desc)
{
    const K sign = (K)1 << (sizeof(K) * 8 - 1);
    return desc ? (K)~sign : sign;
}

template <typename K> __host__ __device__ inline K nan_key(bool desc)
{
    return desc ? (K)0 : (K)~(K)0;
}

// The one line's keys; seen[0] and seen[1] (zeroed before) set where a
// key of a zero or a NaN occurs (seen null: integers, whose keys all tell
// their elements).
template <typename K> __global__ void k_sort_keys_alone(Sort g, K *keys, int *seen)
{
    int64_t sz = (int64_t)size_of(g.idt);
    K zero = zero_key<K>(g.desc), nan = nan_key<K>(g.desc);
    bool zeros = false, nans = false;
    for (int64_t e = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; e < g.n; e += (int64_t)gridDim.x * blockDim.x) {
        K key = key_of<K>(g.in + e * g.is[g.dim] * sz, g.idt, g.desc);
        keys[e] = key;
        zeros |= key == zero;
        nans |= key == nan;
    }
    if (!seen)   // the block's every thread, then every thread reaches these
        return;
    zeros = __syncthreads_or(zeros);
    nans = __syncthreads_or(nans);
    if (threadIdx.x == 0) {
        if (zeros)
            seen[0] = 1;
        if (nans)
            seen[1] = 1;
    }
}

// Whether element e's key, in the unsorted keys, is key, where seen[which]
// says that key occurs (else no key is read).
template <typename K> struct HasKey {
    const K *keys;
    const int *seen;
    int which;
    K key;
    __device__ bool operator()(int e) const { return seen[which] && keys[e] == key; }
};

// The first rank of the sorted keys[0, r] whose key is keys[r].
template <typename K> __device__ __forceinline__ int64_t first_rank(const K *keys, int64_t r)
{
    K key = keys[r];
    int64_t lo = 0;
    while (lo < r) {
        int64_t mid = lo + (r - lo) / 2;
        if (keys[mid] < key)
            lo = mid + 1;
        else
            r = mid;
    }
    return lo;
}

template <typename K> __global__ void k_sort_put_keys(Sort g, const K *keys, const int *zeros, const int *nans)
{
    int64_t sz = (int64_t)size_of(g.idt);
    K zero = zero_key<K>(g.desc);
    for (int64_t r = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; r < g.k; r += (int64_t)gridDim.x * blockDim.x) {
        K key = keys[r];
        if (element_of_key(g.idt, g.desc, key, g.vals + r * g.vs[g.dim] * sz))
            continue;
        const int *list = key == zero ? zeros : nans;
        put(g, 0, r, list[r - first_rank(keys, r)]);
    }
}

// Whether some key of K does not tell its element: float keys.
template <typename K> static bool keys_untold(const Sort &g)
{
    return sizeof(K) == 8 ? g.idt == DT_FLOAT64 : is_float(g.idt);
}

// The zeros and NaNs of the unsorted keys, each in index order, by one
// three-way partition of the indices (the rest discarded); seen from
// k_sort_keys_alone, counts the two lists' lengths.
template <typename K>
static cudaError_t untold_lists(void *tmp, size_t &scratch, const Sort &g, const K *keys, const int *seen, int *zeros,
                                int *nans, int *counts, cudaStream_t cs)
{
    return cub::DevicePartition::If(tmp, scratch, thrust::counting_iterator<int>(0), zeros, nans,
                                    thrust::make_discard_iterator(), counts, (int)g.n,
                                    HasKey<K>{keys, seen, 0, zero_key<K>(g.desc)},
                                    HasKey<K>{keys, seen, 1, nan_key<K>(g.desc)}, cs);
}

// The one line's keys sorted, and the lists of its zeros and NaNs (those
// of floats), in one buffer that the caller frees.
template <typename K> struct SortedKeys {
    char *buf;
    K *keys;
    int *zeros, *nans, *counts;   // counts: the lists' lengths
};

template <typename K>
static bool sorted_keys(const Sort &g, cudaStream_t cs, int sms, const char *name, SortedKeys<K> *sk, Error *err)
{
    bool untold = keys_untold<K>(g);
    size_t scratch = 0, select = 0;
    cudaError_t e = cub::DeviceRadixSort::SortKeys(nullptr, scratch, (const K *)nullptr, (K *)nullptr, g.n, 0,
                                                   (int)sizeof(K) * 8, cs);
    if (e == cudaSuccess && untold)
        e = untold_lists<K>(nullptr, select, g, nullptr, nullptr, nullptr, nullptr, nullptr, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    auto up = [](size_t b) { return (b + 255) / 256 * 256; };
    size_t kb = up((size_t)g.n * sizeof(K)), ib = untold ? up((size_t)g.n * sizeof(int)) : 0;
    scratch = scratch > select ? scratch : select;
    char *buf;
    e = cudaMallocAsync((void **)&buf, 2 * kb + 2 * ib + 256 + scratch, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    K *keys = (K *)buf, *keys_out = (K *)(buf + kb);
    int *zeros = (int *)(buf + 2 * kb), *nans = (int *)(buf + 2 * kb + ib), *counts = (int *)(buf + 2 * kb + 2 * ib);
    int *seen = counts + 2;
    void *tmp = buf + 2 * kb + 2 * ib + 256;
    if (untold)
        e = cudaMemsetAsync(seen, 0, 2 * sizeof(int), cs);
    if (e == cudaSuccess)
        k_sort_keys_alone<K><<<grid(g.n, 256, sms), 256, 0, cs>>>(g, keys, untold ? seen : nullptr);
    if (e == cudaSuccess && untold)
        e = untold_lists<K>(tmp, select, g, keys, seen, zeros, nans, counts, cs);
    if (e == cudaSuccess)
        e = cub::DeviceRadixSort::SortKeys(tmp, scratch, keys, keys_out, g.n, 0, (int)sizeof(K) * 8, cs);
    if (e != cudaSuccess) {
        cudaFreeAsync(buf, cs);
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    }
    *sk = SortedKeys<K>{buf, keys_out, zeros, nans, counts};
    return true;
}

template <typename K>
static bool sort_keys_device(const Sort &g, cudaStream_t cs, int sms, const char *name, Error *err)
{
    SortedKeys<K> sk;
    if (!sorted_keys<K>(g, cs, sms, name, &sk, err))
        return false;
    k_sort_put_keys<K><<<grid(g.k, 256, sms), 256, 0, cs>>>(g, sk.keys, sk.zeros, sk.nans);
    cudaFreeAsync(sk.buf, cs);
    return true;
}

// One buffer for the keys, the indices, the offsets and CUB's scratch.
template <typename K>
static bool sort_device(const Sort &g, cudaStream_t cs, int sms, const char *name, Error *err)
{
    int64_t total = g.lines * g.n;
    size_t scratch = 0;
    cudaError_t e;
    if (g.lines == 1)
        e = cub::DeviceRadixSort::SortPairs(nullptr, scratch, (const K *)nullptr, (K *)nullptr,
                                            (const int *)nullptr, (int *)nullptr, total, 0,
                                            (int)sizeof(K) * 8, cs);
    else
        e = cub::DeviceSegmentedSort::StableSortPairs(nullptr, scratch, (const K *)nullptr,
                                                      (K *)nullptr, (const int *)nullptr,
                                                      (int *)nullptr, total, g.lines,
                                                      (const int64_t *)nullptr,
                                                      (const int64_t *)nullptr, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    auto up = [](size_t b) { return (b + 255) / 256 * 256; };
    size_t kb = up((size_t)total * sizeof(K)), ib = up((size_t)total * sizeof(int));
    size_t ob = up((size_t)(g.lines + 1) * sizeof(int64_t));
    char *buf;
    e = cudaMallocAsync((void **)&buf, 2 * kb + 2 * ib + ob + scratch, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    K *keys = (K *)buf, *keys_out = (K *)(buf + kb);
    int *idx = (int *)(buf + 2 * kb), *idx_out = (int *)(buf + 2 * kb + ib);
    int64_t *off = (int64_t *)(buf + 2 * kb + 2 * ib);
    void *tmp = buf + 2 * kb + 2 * ib + ob;
    k_sort_keys<K><<<grid(total, 256, sms), 256, 0, cs>>>(g, keys, idx);
    if (g.lines == 1) {
        e = cub::DeviceRadixSort::SortPairs(tmp, scratch, keys, keys_out, idx, idx_out, total, 0,
                                            (int)sizeof(K) * 8, cs);
    } else {
        k_sort_offsets<<<grid(g.lines + 1, 256, sms), 256, 0, cs>>>(off, g.lines, g.n);
        e = cub::DeviceSegmentedSort::StableSortPairs(tmp, scratch, keys, keys_out, idx, idx_out,
                                                      total, g.lines, off, off + 1, cs);
    }
    if (e == cudaSuccess)
        k_sort_put<K><<<grid(g.lines * g.k, 256, sms), 256, 0, cs>>>(g, keys_out, idx_out);
    cudaFreeAsync(buf, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}

// ---- topk of one long line for k up to SEL_MOST_K: the k smallest
// (key, index) pairs are the first k of the stable sort, and every one of
// them is among the k smallest of the chunk of SEL_CHUNK elements it lies
// in.  A block takes a chunk and keeps its k smallest: a radix select of
// the chunk's keys in shared memory (8 bits a pass, from the top) finds
// the k-th smallest key, and the chunk's keys below it and the first of
// its equals (by index) are written out in index order, k a chunk.  The
// survivors, still in index order, go round again until one chunk holds
// them; one block sorts that (stable: ties by index) and puts the first k.
// The line is read once; no sort of it, no host wait.

constexpr int SEL_THR = 256, SEL_ITEMS = 16, SEL_CHUNK = SEL_THR * SEL_ITEMS;
constexpr int64_t SEL_MOST_K = 1024;

// One round: chunk blockIdx.x of `count` pairs (FIRST: of the input line,
// its keys and indices computed here) to its min(k, its size) smallest at
// kout, iout + blockIdx.x * k.
template <typename K, bool FIRST>
__global__ void __launch_bounds__(SEL_THR) k_select(Sort g, const K *kin, const int *iin, int64_t count,
                                                    K *kout, int *iout)
{
    using Scan = cub::BlockScan<int, SEL_THR>;
    static_assert(SEL_THR == 256, "a thread a bin of the 8-bit histogram");
    __shared__ typename Scan::TempStorage scan;
    __shared__ int hist[256];
    __shared__ K chosen;
    __shared__ int left;
    const int64_t base = (int64_t)blockIdx.x * SEL_CHUNK;
    const int here = (int)(count - base < SEL_CHUNK ? count - base : SEL_CHUNK);
    const int k = (int)g.k;
    K keys[SEL_ITEMS];
    int idx[SEL_ITEMS];
#pragma unroll
    for (int i = 0; i < SEL_ITEMS; i++) {
        int e = (int)threadIdx.x * SEL_ITEMS + i;
        keys[i] = ~(K)0;
        idx[i] = 0;
        if (e < here) {
            if constexpr (FIRST) {
                int64_t sz = (int64_t)size_of(g.idt);
                keys[i] = key_of<K>(g.in + (base + e) * g.is[g.dim] * sz, g.idt, g.desc);
                idx[i] = (int)(base + e);
            } else {
                keys[i] = kin[base + e];
                idx[i] = iin[base + e];
            }
        }
    }
    // The k-th smallest key of the chunk (prefix, once every byte is
    // chosen) and how many of its equals to take (need): the keys under
    // the prefix chosen so far always number need or more.
    K prefix = 0, mask = 0;
    int need = k;
    const bool all = here <= k;
    for (int shift = (int)sizeof(K) * 8 - 8; shift >= 0 && !all; shift -= 8) {
        hist[threadIdx.x] = 0;
        __syncthreads();
#pragma unroll
        for (int i = 0; i < SEL_ITEMS; i++) {
            int e = (int)threadIdx.x * SEL_ITEMS + i;
            int bin = e < here && (keys[i] & mask) == prefix ? (int)((keys[i] >> shift) & 255) : -1;
            // A warp adds once a bin: most keys share the top byte.
            unsigned peers = __match_any_sync(0xffffffffu, bin);
            if (bin >= 0 && (int)(threadIdx.x & 31) == __ffs(peers) - 1)
                atomicAdd(&hist[bin], __popc(peers));
        }
        __syncthreads();
        if (threadIdx.x < 32) {
            int lane = (int)threadIdx.x, sum = 0;
#pragma unroll
            for (int j = 0; j < 8; j++)
                sum += hist[lane * 8 + j];
            int cum = sum;
#pragma unroll
            for (int o = 1; o < 32; o <<= 1) {
                int t = __shfl_up_sync(0xffffffffu, cum, o);
                if (lane >= o)
                    cum += t;
            }
            int before = cum - sum;
            if (before < need && need <= cum) {
                int b = lane * 8;
                while (before + hist[b] < need)
                    before += hist[b++];
                chosen = prefix | (K)b << shift;
                left = need - before;
            }
        }
        __syncthreads();
        prefix = chosen;
        need = left;
        mask |= (K)255 << shift;
    }
    // Below the k-th key, or among the first `need` of its equals.
    int eq = 0;
#pragma unroll
    for (int i = 0; i < SEL_ITEMS; i++)
        eq += (int)threadIdx.x * SEL_ITEMS + i < here && keys[i] == prefix;
    int eq_before;
    Scan(scan).ExclusiveSum(eq, eq_before);
    __syncthreads();
    bool pick[SEL_ITEMS];
    int picked = 0;
#pragma unroll
    for (int i = 0; i < SEL_ITEMS; i++) {
        bool valid = (int)threadIdx.x * SEL_ITEMS + i < here;
        pick[i] = valid && (all || keys[i] < prefix || (keys[i] == prefix && eq_before++ < need));
        picked += pick[i];
    }
    int at;
    Scan(scan).ExclusiveSum(picked, at);
    const int64_t out0 = (int64_t)blockIdx.x * k;
#pragma unroll
    for (int i = 0; i < SEL_ITEMS; i++) {
        if (pick[i]) {
            kout[out0 + at] = keys[i];
            iout[out0 + at] = idx[i];
            at++;
        }
    }
}

// The last round's count (at most SEL_CHUNK) pairs, in index order,
// sorted stably by one block; the first k put.
template <typename K>
__global__ void __launch_bounds__(SEL_THR) k_select_sort(Sort g, const K *kin, const int *iin, int64_t count)
{
    using Block = cub::BlockRadixSort<K, SEL_THR, SEL_ITEMS, int>;
    __shared__ typename Block::TempStorage tmp;
    K keys[SEL_ITEMS];
    int idx[SEL_ITEMS];
#pragma unroll
    for (int i = 0; i < SEL_ITEMS; i++) {
        int e = (int)threadIdx.x * SEL_ITEMS + i;
        keys[i] = e < count ? kin[e] : ~(K)0;
        idx[i] = e < count ? iin[e] : 0;
    }
    Block(tmp).SortBlockedToStriped(keys, idx);
#pragma unroll
    for (int i = 0; i < SEL_ITEMS; i++) {
        int64_t rank = (int64_t)i * SEL_THR + threadIdx.x;
        if (rank < g.k)
            put(g, 0, rank, idx[i]);
    }
}

template <typename K> static bool select_line(const Sort &g, cudaStream_t cs, const char *name, Error *err)
{
    int64_t chunks = (g.n + SEL_CHUNK - 1) / SEL_CHUNK, pairs = chunks * g.k;
    size_t kb = (size_t)(pairs * (int64_t)sizeof(K) + 255) / 256 * 256;
    size_t ib = (size_t)(pairs * (int64_t)sizeof(int) + 255) / 256 * 256;
    char *buf;
    cudaError_t e = cudaMallocAsync((void **)&buf, 2 * (kb + ib), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    K *keys[2] = {(K *)buf, (K *)(buf + kb)};
    int *idx[2] = {(int *)(buf + 2 * kb), (int *)(buf + 2 * kb + ib)};
    const K *kin = nullptr;
    const int *iin = nullptr;
    int64_t count = g.n;
    for (int round = 0; count > SEL_CHUNK; round++) {
        int64_t c = (count + SEL_CHUNK - 1) / SEL_CHUNK, last = count - (c - 1) * SEL_CHUNK;
        K *ko = keys[round % 2];
        int *io = idx[round % 2];
        if (round == 0)
            k_select<K, true><<<(unsigned)c, SEL_THR, 0, cs>>>(g, nullptr, nullptr, count, ko, io);
        else
            k_select<K, false><<<(unsigned)c, SEL_THR, 0, cs>>>(g, kin, iin, count, ko, io);
        count = (c - 1) * g.k + (last < g.k ? last : g.k);
        kin = ko;
        iin = io;
    }
    k_select_sort<K><<<1, SEL_THR, 0, cs>>>(g, kin, iin, count);
    cudaFreeAsync(buf, cs);
    return true;
}

template <typename K>
static bool sort_lines(const Sort &g, cudaStream_t cs, int sms, const char *name, Error *err)
{
    if (g.lines == 1 && g.n > SEL_CHUNK && g.k <= SEL_MOST_K)
        return select_line<K>(g, cs, name, err);
    // Up to 2 lines an SM take blocks of 512 threads, whose passes take 2
    // or 8 keys a thread, not 8 or 16 (H100: mode's sort of one line of
    // 1,000 float32 took 19 us in 128 threads, PyTorch's whole mode 18).
    bool few = g.lines <= 2 * (int64_t)sms;
    if (g.n <= 256)
        k_sort_block<K, 64, 4><<<line_grid(g.lines), 64, 0, cs>>>(g);
    else if (g.n <= 1024 && few)
        k_sort_block<K, 512, 2><<<line_grid(g.lines), 512, 0, cs>>>(g);
    else if (g.n <= 1024)
        k_sort_block<K, 128, 8><<<line_grid(g.lines), 128, 0, cs>>>(g);
    else if (g.n <= 4096 && few)
        k_sort_block<K, 512, 8><<<line_grid(g.lines), 512, 0, cs>>>(g);
    else if (g.n <= 4096)
        k_sort_block<K, 256, 16><<<line_grid(g.lines), 256, 0, cs>>>(g);
    else if (g.lines == 1 && !g.idx)
        return sort_keys_device<K>(g, cs, sms, name, err);
    else
        return sort_device<K>(g, cs, sms, name, err);
    return true;
}

// ---- mode, the twin of cpu_mode: along lines that sort has ordered, the
// first longest run of equal values (a NaN equals nothing), and the value
// and index of its last element.  The run of element i starts at the last
// run start at or before i (a running maximum), so it has i - start + 1
// elements there, and the first i where that count is largest ends the
// first longest run.  A line is cut into `parts` stretches, a block each,
// a thread a piece of it: first each stretch's last run start (when there
// are several), then in each stretch, from the last start of the
// stretches before, its first longest count, then (several) the first
// largest of the stretches' counts; every step is a maximum, exact in any
// order.

namespace {

struct Mode {
    const char *in;
    const int64_t *ix;
    char *vals;
    int64_t *idx;
    int dt, ndim, dim;
    int64_t lines, n, part, parts;
    int64_t *start, *count, *at;     // a stretch's last run start, its first longest count and where
    int64_t shape[DEV_MAX_DIMS], is[DEV_MAX_DIMS], xs[DEV_MAX_DIMS], vs[DEV_MAX_DIMS], os[DEV_MAX_DIMS];
};

} // namespace

static constexpr int MODE_THREADS = 256;

enum { MODE_STARTS, MODE_COUNTS, MODE_PICK };

// Whether element i (of the line at ip) starts a run.
template <typename T> __device__ __forceinline__ bool run_starts(const Mode &g, const char *ip, int64_t i)
{
    if (i == 0)
        return true;
    int es = (int)size_of(g.dt);
    int64_t ist = g.is[g.dim];
    if constexpr (std::is_same_v<T, double>)
        return load_dyn<DT_FLOAT64>(ip + i * ist * es, g.dt) != load_dyn<DT_FLOAT64>(ip + (i - 1) * ist * es, g.dt);
    else
        return load_dyn<DT_INT64>(ip + i * ist * es, g.dt) != load_dyn<DT_INT64>(ip + (i - 1) * ist * es, g.dt);
}

// The offsets (elements) of line l in the input, its indices, and the two
// results.
__device__ __forceinline__ void mode_line(const Mode &g, int64_t l, int64_t *io, int64_t *xo, int64_t *vo,
                                          int64_t *oo)
{
    *io = *xo = *vo = *oo = 0;
    for (int d = g.ndim - 1; d >= 0; d--) {
        if (d == g.dim)
            continue;
        int64_t k = l % g.shape[d];
        l /= g.shape[d];
        *io += k * g.is[d];
        *xo += k * g.xs[d];
        *vo += k * g.vs[d];
        *oo += k * g.os[d];
    }
}

// The result of line l: the value and index of the sorted element at i.
__device__ __forceinline__ void mode_store(const Mode &g, int64_t l, int64_t i)
{
    int64_t io, xo, vo, oo;
    mode_line(g, l, &io, &xo, &vo, &oo);
    int es = (int)size_of(g.dt);
    copy_element(g.vals + vo * es, g.in + (io + i * g.is[g.dim]) * es, es);
    g.idx[oo] = g.ix[xo + i * g.xs[g.dim]];
}

template <typename T> __global__ void k_mode(Mode g, int phase)
{
    __shared__ int64_t last[MODE_THREADS], most[MODE_THREADS];
    int t = threadIdx.x;
    if (phase == MODE_PICK) {
        // a thread a line: the first stretch with the largest count
        for (int64_t l = (int64_t)blockIdx.x * blockDim.x + t; l < g.lines; l += (int64_t)gridDim.x * blockDim.x) {
            int64_t best = 0;
            for (int64_t s = 1; s < g.parts; s++)
                if (g.count[l * g.parts + s] > g.count[l * g.parts + best])
                    best = s;
            mode_store(g, l, g.at[l * g.parts + best]);
        }
        return;
    }
    int64_t per = (g.part + MODE_THREADS - 1) / MODE_THREADS;
    for (int64_t w = blockIdx.x; w < g.lines * g.parts; w += gridDim.x) {
        int64_t l = w / g.parts, s = w % g.parts, io, xo, vo, oo;
        mode_line(g, l, &io, &xo, &vo, &oo);
        const char *ip = g.in + io * (int64_t)size_of(g.dt);
        int64_t lo = s * g.part, hi = lo + g.part < g.n ? lo + g.part : g.n;
        int64_t a = lo + t * per < hi ? lo + t * per : hi, b = a + per < hi ? a + per : hi;
        // the last run start in this thread's piece (-1: none)
        int64_t start = -1;
        for (int64_t i = a; i < b; i++)
            if (run_starts<T>(g, ip, i))
                start = i;
        last[t] = start;
        __syncthreads();
        if (t == 0) {
            int64_t before = -1;
            for (int64_t k = 0; phase == MODE_COUNTS && k < s; k++)
                before = g.start[l * g.parts + k] > before ? g.start[l * g.parts + k] : before;
            for (int k = 0; k < MODE_THREADS; k++) {
                int64_t mine = last[k];
                last[k] = before;          // now: the last start before piece k
                before = mine > before ? mine : before;
            }
            if (phase == MODE_STARTS)
                g.start[w] = before;
        }
        __syncthreads();
        if (phase == MODE_COUNTS) {
            start = last[t];
            int64_t best = -1, count = 0;
            for (int64_t i = a; i < b; i++) {
                if (run_starts<T>(g, ip, i))
                    start = i;
                if (i - start + 1 > count) {
                    count = i - start + 1;
                    best = i;
                }
            }
            most[t] = count;
            __syncthreads();
            last[t] = best;
            __syncthreads();
            if (t == 0) {
                for (int k = 1; k < MODE_THREADS; k++)
                    if (most[k] > count) {
                        count = most[k];
                        best = last[k];
                    }
                if (g.parts == 1) {
                    mode_store(g, l, best);
                } else {
                    g.count[w] = count;
                    g.at[w] = best;
                }
            }
        }
        __syncthreads();
    }
}

static bool launch_mode(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *in = &a->in[0];
    Mode g;
    memset(&g, 0, sizeof g);
    g.in = (const char *)in->data;
    g.ix = (const int64_t *)a->in[1].data;
    g.vals = (char *)a->out[0].data;
    g.idx = (int64_t *)a->out[1].data;
    g.dt = in->dtype;
    g.ndim = in->ndim;
    g.dim = (int)a->si[0];
    g.lines = 1;
    for (int d = 0; d < in->ndim; d++) {
        g.shape[d] = in->shape[d];
        g.is[d] = in->strides[d];
        g.xs[d] = a->in[1].strides[d];
        g.vs[d] = a->out[0].strides[d];
        g.os[d] = a->out[1].strides[d];
        if (d != g.dim)
            g.lines *= in->shape[d];
    }
    g.n = in->shape[g.dim];
    if (g.lines == 0 || g.n == 0)
        return true;
    // enough blocks to fill the device, none with fewer than 16384 elements
    int64_t most = (int64_t)sms * 8;
    g.parts = 1;
    if (g.lines < most && g.n > 2 * 16384) {
        g.parts = (most + g.lines - 1) / g.lines;
        g.parts = g.parts < g.n / 16384 ? g.parts : g.n / 16384;
    }
    g.part = (g.n + g.parts - 1) / g.parts;
    int64_t blocks = g.lines * g.parts < most ? g.lines * g.parts : most;
    bool fl = is_float(g.dt);
    if (g.parts > 1) {
        cudaError_t e = cudaMallocAsync((void **)&g.start, 3 * (size_t)(g.lines * g.parts) * sizeof(int64_t), cs);
        if (e != cudaSuccess)
            return cuda_fail(err, e, "cudaMallocAsync", __FILE__, __LINE__);
        g.count = g.start + g.lines * g.parts;
        g.at = g.count + g.lines * g.parts;
        if (fl)
            k_mode<double><<<(unsigned)blocks, MODE_THREADS, 0, cs>>>(g, MODE_STARTS);
        else
            k_mode<int64_t><<<(unsigned)blocks, MODE_THREADS, 0, cs>>>(g, MODE_STARTS);
    }
    if (fl)
        k_mode<double><<<(unsigned)blocks, MODE_THREADS, 0, cs>>>(g, MODE_COUNTS);
    else
        k_mode<int64_t><<<(unsigned)blocks, MODE_THREADS, 0, cs>>>(g, MODE_COUNTS);
    if (g.parts > 1) {
        int64_t b = (g.lines + MODE_THREADS - 1) / MODE_THREADS;
        k_mode<int64_t><<<(unsigned)(b < most ? b : most), MODE_THREADS, 0, cs>>>(g, MODE_PICK);
        cudaFreeAsync(g.start, cs);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "mode", __FILE__, __LINE__);
    return true;
}

// ---- kth, the twin of cpu_kth: the pair at each line's place (in[1],
// clamped into the line) of the stable order sort gives.  A line of up to
// KTH_SELECT_MOST elements is selected in one block (below); a longer one
// is sorted as sort sorts it, into scratch of a line after another
// (values, then int64 indices), and the pair at its place put.

namespace {

struct Pick {
    const char *vals;        // the sorted scratch; null where lines are selected
    const int64_t *idx, *at;
    char *out;
    int64_t *oidx;
    int ndim, dim, sz, dt;
    KthRule rule;            // at's places (KTH_AT), else median's or nanmedian's
    int64_t lines, n;
    int64_t shape[DEV_MAX_DIMS], as[DEV_MAX_DIMS], os[DEV_MAX_DIMS], xs[DEV_MAX_DIMS];
};

} // namespace

// The offsets (elements) of line l's place in in[1], its value and its
// index.
__device__ __forceinline__ void pick_line(const Pick &p, int64_t l, int64_t *ao, int64_t *oo, int64_t *xo)
{
    *ao = *oo = *xo = 0;
    for (int d = p.ndim - 1; d >= 0; d--) {
        if (d == p.dim)
            continue;
        int64_t k = l % p.shape[d];
        l /= p.shape[d];
        *ao += k * p.as[d];
        *oo += k * p.os[d];
        *xo += k * p.xs[d];
    }
}

// The place at offset ao of in[1], clamped into the line.
__device__ __forceinline__ int64_t place_at(const Pick &p, int64_t ao)
{
    int64_t place = p.at[ao];
    return place < 0 ? 0 : place >= p.n ? p.n - 1 : place;
}

// The NaNs of sorted line l of a float dtype (its last elements, 0 of an
// integer line), by bisection.
__device__ int64_t sorted_nans(const Pick &p, int64_t l)
{
    int64_t lo = 0, hi = p.n;
    if (!is_float(p.dt))
        return 0;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        double v = load_dyn<DT_FLOAT64>(p.vals + (l * p.n + mid) * p.sz, p.dt);
        if (v != v)
            hi = mid;
        else
            lo = mid + 1;
    }
    return p.n - lo;
}

__global__ void k_kth_pick(Pick p)
{
    for (int64_t l = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; l < p.lines;
         l += (int64_t)gridDim.x * blockDim.x) {
        int64_t ao, oo, xo;
        pick_line(p, l, &ao, &oo, &xo);
        int64_t at = l * p.n + (p.rule == KTH_AT ? place_at(p, ao) : kth_rule_place(p.rule, p.n, sorted_nans(p, l)));
        copy_element(p.out + oo * p.sz, p.vals + at * p.sz, p.sz);
        p.oidx[xo] = p.idx[at];
    }
}

// ---- kth of a line of up to KTH_SELECT_MOST elements: a radix select
// in one block, no sort, no scratch, one launch.  Thread t holds the keys
// of elements i * THR + t (loads that coalesce along a row), past the
// line's end the largest key, which sorts after every element as the
// sort's padding does.  A pass counts the digit (8 bits, from the top) of
// the candidates, the keys under the prefix chosen so far; the digit
// whose bucket holds the place extends the prefix, its bucket the
// candidates.  When one candidate is left, or all share the whole key,
// the place among them in index order is the stable sort's: a bitmask of
// the candidates, a word a warp's item, counted in order.  32-bit keys
// take at most 4 passes, 64-bit ones 8, against BlockRadixSort's 8 (16)
// of pairs, the scratch and the pick's launch; distinct float32 values
// leave one candidate after 2 or 3.  Expected: one line of 4096 float32
// a few us (PyTorch's gatherMedian takes 17 us, 16 passes of 2 bits over
// the line in global memory), 4096 lines of 4096 float32 under PyTorch's
// 360 us.

constexpr int64_t KTH_SELECT_MOST = 4096;

// One warp searches N counts (count(j), in order) for the one at which
// their running sum reaches need (1 <= need <= their sum); true on the
// lane that finds it, with its place and need less the counts before it.
// Each lane sums a stretch of the counts, and a scan of the lanes' sums
// tells the lane whose stretch holds it.
template <int N, typename Count>
__device__ __forceinline__ bool warp_reach(Count count, int need, int *at, int *left)
{
    static_assert(N <= 32 || N % 32 == 0, "whole stretches of counts");
    constexpr int PER = N < 32 ? 1 : N / 32;
    const int lane = (int)(threadIdx.x & 31);
    int sum = 0;
#pragma unroll
    for (int j = 0; j < PER; j++)
        sum += lane * PER + j < N ? count(lane * PER + j) : 0;
    int cum = sum;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, cum, o);
        if (lane >= o)
            cum += t;
    }
    int before = cum - sum;
    if (before >= need || need > cum)
        return false;
    int j = lane * PER;
    while (before + count(j) < need)
        before += count(j++);
    *at = j;
    *left = need - before;
    return true;
}

// The count of each candidate's digit at shift into hist.  A warp adds
// once a digit (most keys share the top one), and skips an item none of
// its lanes holds a candidate in (few are left after the first pass).
template <typename K, int ITEMS>
__device__ __forceinline__ void count_digits(const K (&keys)[ITEMS], K prefix, K mask, int shift, int *hist)
{
    const int lane = (int)(threadIdx.x & 31);
#pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        int digit = (keys[i] & mask) == prefix ? (int)((keys[i] >> shift) & 255) : -1;
        if (!__any_sync(0xffffffffu, digit >= 0))
            continue;
        unsigned peers = __match_any_sync(0xffffffffu, digit);
        if (digit >= 0 && lane == __ffs(peers) - 1)
            atomicAdd(&hist[digit], __popc(peers));
    }
}

// The bits of the line's elements i * THR + t (at line, step bytes
// apart; n of them), each an unsigned B widened to K.
template <typename K, typename B, int THR, int ITEMS>
__device__ __forceinline__ void load_bits(const char *line, int64_t step, int64_t n, K (&bits)[ITEMS])
{
#pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        int e = i * THR + (int)threadIdx.x;
        bits[i] = e < n ? (K) * (const B *)(line + e * step) : 0;
    }
}

// The keys of line l's elements i * THR + t, past its end the largest.
// Every load is issued before a key is made: key_of's load in the branch
// of each dtype waited for each load in turn (the PTX held one load an
// item, in a branch), where a line of few loads a thread has nothing else
// to hide them behind.
template <typename K, int THR, int ITEMS>
__device__ __forceinline__ void load_keys(const Sort &g, int64_t io, K (&keys)[ITEMS])
{
    const int64_t sz = (int64_t)size_of(g.idt), step = g.is[g.dim] * sz;
    const char *line = g.in + io * sz;
    if constexpr (sizeof(K) == 8) {
        load_bits<K, uint64_t, THR>(line, step, g.n, keys);
    } else {
        switch (sz) {
        case 1: load_bits<K, uint8_t, THR>(line, step, g.n, keys); break;
        case 2: load_bits<K, uint16_t, THR>(line, step, g.n, keys); break;
        default: load_bits<K, uint32_t, THR>(line, step, g.n, keys); break;
        }
    }
#pragma unroll
    for (int i = 0; i < ITEMS; i++) {
        uint64_t bits = keys[i];      // 8 bytes: as wide as key_of's widest read of it
        keys[i] = i * THR + (int)threadIdx.x < g.n ? key_of<K>((const char *)&bits, g.idt, false) : ~(K)0;
    }
}

// The NaNs of a float line, summed over the block into *total: the keys
// of NaN (sortkey.h) among each thread's, counted in the line only (its
// padding past the end has the same key).
template <typename K, int THR, int ITEMS>
__device__ __forceinline__ int64_t line_nans(const K (&keys)[ITEMS], int64_t n, int *total)
{
    int mine = 0;
#pragma unroll
    for (int i = 0; i < ITEMS; i++)
        mine += i * THR + (int)threadIdx.x < n && keys[i] == ~(K)0;
    if (threadIdx.x == 0)
        *total = 0;
    __syncthreads();
    if (mine)
        atomicAdd(total, mine);
    __syncthreads();
    return *total;
}

template <typename K, int THR, int ITEMS>
__global__ void __launch_bounds__(THR) k_kth_select(Sort g, Pick p)
{
    static_assert(THR % 32 == 0 && THR * ITEMS <= KTH_SELECT_MOST, "whole warps, a line a block");
    constexpr int WARPS = THR / 32, WORDS = ITEMS * WARPS;
    __shared__ int hist[256];
    __shared__ unsigned cand[WORDS];     // bit e % 32 of word e / 32: element e is a candidate
    __shared__ K chosen;
    __shared__ int left, in_bucket, nans;
    const int lane = (int)(threadIdx.x & 31), warp = (int)(threadIdx.x / 32);
    const int64_t sz = (int64_t)size_of(g.idt);
    for (int64_t l = blockIdx.x; l < g.lines; l += gridDim.x) {
        int64_t io, vo, xo, ao, oo, ro;
        line_at(g, l, &io, &vo, &xo);
        pick_line(p, l, &ao, &oo, &ro);
        K keys[ITEMS];
        load_keys<K, THR>(g, io, keys);
        int64_t place = p.rule == KTH_AT ? place_at(p, ao)
                      : kth_rule_place(p.rule, g.n, is_float(g.idt) ? line_nans<K, THR>(keys, g.n, &nans) : 0);
        int need = (int)place + 1;
        K prefix = 0, mask = 0;
        for (int shift = (int)sizeof(K) * 8 - 8; shift >= 0; shift -= 8) {
            for (int b = (int)threadIdx.x; b < 256; b += THR)
                hist[b] = 0;
            __syncthreads();
            count_digits(keys, prefix, mask, shift, hist);
            __syncthreads();
            int digit, rest;
            if (warp == 0 && warp_reach<256>([&](int j) { return hist[j]; }, need, &digit, &rest)) {
                chosen = prefix | (K)digit << shift;
                left = rest;
                in_bucket = hist[digit];
            }
            __syncthreads();
            prefix = chosen;
            need = left;
            mask |= (K)255 << shift;
            if (in_bucket == 1)
                break;
        }
#pragma unroll
        for (int i = 0; i < ITEMS; i++) {
            unsigned word = __ballot_sync(0xffffffffu, (keys[i] & mask) == prefix);
            if (lane == 0)
                cand[i * WARPS + warp] = word;
        }
        __syncthreads();
        int w, rest;
        if (warp == 0 && warp_reach<WORDS>([&](int j) { return __popc(cand[j]); }, need, &w, &rest)) {
            unsigned bits = cand[w];
            for (; rest > 1; rest--)
                bits &= bits - 1;
            int e = w * 32 + __ffs(bits) - 1;
            copy_element(p.out + oo * sz, g.in + (io + e * g.is[g.dim]) * sz, sz);
            p.oidx[ro] = e;
        }
        __syncthreads();      // hist and cand are reused by the next line
    }
}

// A block a line.  Up to 2 lines an SM take blocks of 1024 threads, so
// that a pass over 4096 keys is 4 a thread, not 16 (expected: a few lines
// wait on their passes, not on the device's width); more lines fill the
// device with blocks of 256 threads or fewer.
template <typename K> static void select_kth(const Sort &g, const Pick &p, cudaStream_t cs, int sms)
{
    unsigned blocks = line_grid(g.lines);
    if (g.n <= 256)
        k_kth_select<K, 64, 4><<<blocks, 64, 0, cs>>>(g, p);
    else if (g.lines <= 2 * (int64_t)sms)
        k_kth_select<K, 1024, 4><<<blocks, 1024, 0, cs>>>(g, p);
    else if (g.n <= 1024)
        k_kth_select<K, 128, 8><<<blocks, 128, 0, cs>>>(g, p);
    else
        k_kth_select<K, 256, 16><<<blocks, 256, 0, cs>>>(g, p);
}

// Whether dt's keys are 64-bit (sortkey.h).
static bool wide_keys(int dt)
{
    return dt == DT_FLOAT64 || dt == DT_INT64;
}

// Sorts the lines described by g (its vals, idx and k set here), checked
// as cuda_launch_sort checks them.
static bool sort_checked(Sort &g, cudaStream_t cs, int sms, const char *name, Error *err)
{
    if (g.n > INT32_MAX) {
        error_set(err, "%s: lines of 2^31 elements or more are not supported on the CUDA device",
                  name);
        return false;
    }
    bool ok = wide_keys(g.idt) ? sort_lines<uint64_t>(g, cs, sms, name, err)
                               : sort_lines<uint32_t>(g, cs, sms, name, err);
    cudaError_t e = cudaGetLastError();
    if (ok && e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return ok;
}

// The Sort of in along dim, ascending (si[1] for sort and topk), its
// results' places left to the caller.
static Sort sort_of(const DevTensor *in, int dim, bool desc)
{
    Sort g;
    memset(&g, 0, sizeof g);
    g.in = (const char *)in->data;
    g.idt = in->dtype;
    g.ndim = in->ndim;
    g.dim = dim;
    g.desc = desc;
    g.n = in->shape[dim];
    g.lines = 1;
    for (int d = 0; d < in->ndim; d++) {
        g.shape[d] = in->shape[d];
        g.is[d] = in->strides[d];
        if (d != dim)
            g.lines *= in->shape[d];
    }
    return g;
}

// The Pick of kth's places and results for the lines of g, its scratch
// left to the caller.
static Pick pick_of(const OpArgs *a, const Sort &g)
{
    Pick p;
    memset(&p, 0, sizeof p);
    p.rule = (KthRule)a->si[1];
    p.at = p.rule == KTH_AT ? (const int64_t *)a->in[1].data : nullptr;
    p.out = (char *)a->out[0].data;
    p.oidx = (int64_t *)a->out[1].data;
    p.ndim = g.ndim;
    p.dim = g.dim;
    p.sz = (int)size_of(g.idt);
    p.dt = g.idt;
    p.lines = g.lines;
    p.n = g.n;
    for (int d = 0; d < g.ndim; d++) {
        p.shape[d] = g.shape[d];
        p.as[d] = a->in[1].strides[d];
        p.os[d] = a->out[0].strides[d];
        p.xs[d] = a->out[1].strides[d];
    }
    return p;
}

// Each line sorted into scratch and the pair at its place picked.
static bool sort_kth(Sort &g, Pick &p, cudaStream_t cs, int sms, Error *err)
{
    // the scratch: line l's sorted values at l * n, its indices likewise
    int64_t at = g.n;
    for (int d = g.ndim - 1; d >= 0; d--) {
        g.vs[d] = g.xs[d] = d == g.dim ? 1 : at;
        at *= d == g.dim ? 1 : g.shape[d];
    }
    size_t vb = ((size_t)(g.lines * g.n) * p.sz + 255) / 256 * 256;
    char *buf;
    cudaError_t e = cudaMallocAsync((void **)&buf, vb + (size_t)(g.lines * g.n) * sizeof(int64_t), cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "kth", __FILE__, __LINE__);
    g.vals = buf;
    g.idx = (int64_t *)(buf + vb);
    g.k = g.n;
    bool ok = sort_checked(g, cs, sms, "kth", err);
    if (ok) {
        p.vals = g.vals;
        p.idx = g.idx;
        k_kth_pick<<<grid(g.lines, 256, sms), 256, 0, cs>>>(p);
    }
    cudaFreeAsync(buf, cs);
    e = cudaGetLastError();
    if (ok && e != cudaSuccess)
        return cuda_fail(err, e, "kth", __FILE__, __LINE__);
    return ok;
}

static bool launch_kth(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    Sort g = sort_of(&a->in[0], (int)a->si[0], false);
    if (g.lines * g.n <= 0)
        return true;
    Pick p = pick_of(a, g);
    if (g.n > KTH_SELECT_MOST)
        return sort_kth(g, p, cs, sms, err);
    if (wide_keys(g.idt))
        select_kth<uint64_t>(g, p, cs, sms);
    else
        select_kth<uint32_t>(g, p, cs, sms);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "kth", __FILE__, __LINE__);
    return true;
}

// ---- sorted_runs: unique's runs of the one line in sort's order, from
// its sorted keys (sorted_keys), the sorted values never written: a key
// tells its element but for zero and NaN, the zero run's first element
// is the first zero in index order (the stable sort's), and each NaN is
// a run of its own, the NaNs the last ranks in index order.  A run starts
// where its key differs from the one before, or is NaN's.  Integers take
// one run-length encoding of the elements (equal bits are equal
// values); floats a selection of the run starts' elements and, for the
// lengths, an encoding of the keys.

// A sorted key whose == is ne's of its elements: equal keys but NaN's.
template <typename K> struct NeKey {
    K key;
    __device__ bool operator==(const NeKey &o) const { return key == o.key && key != nan_key<K>(false); }
};

// 1 where rank r starts a run, else 0.
template <typename K> struct NeKeyStart {
    const NeKey<K> *keys;
    __device__ int operator()(int64_t r) const { return r == 0 || !(keys[r] == keys[r - 1]); }
};

// The element of rank r (E: the unsigned of its size) bit for bit, where
// r starts a run (zeros[0] for every zero).
template <typename K, typename E> struct RankElement {
    const K *keys;
    const E *in;
    const int *zeros, *nans, *counts;
    int64_t n;
    int dt;
    __device__ E operator()(int64_t r) const
    {
        E v;
        K key = keys[r];
        if (element_of_key(dt, false, key, (char *)&v))
            return v;
        return in[key == zero_key<K>(false) ? zeros[0] : nans[r - (n - counts[1])]];
    }
};

template <typename K, typename E> static bool sorted_runs_as(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    Sort g = sort_of(&a->in[0], 0, false);
    SortedKeys<K> sk;
    if (!sorted_keys<K>(g, cs, sms, "sorted_runs", &sk, err))
        return false;
    const NeKey<K> *keys = (const NeKey<K> *)sk.keys;
    thrust::counting_iterator<int64_t> rank(0);
    auto elements = thrust::make_transform_iterator(
        rank, RankElement<K, E>{sk.keys, (const E *)g.in, sk.zeros, sk.nans, sk.counts, g.n, g.idt});
    auto starts = thrust::make_transform_iterator(rank, NeKeyStart<K>{keys});
    E *vals = (E *)a->out[0].data;
    int64_t *count = (int64_t *)a->out[1].data, *lens = a->nout > 2 ? (int64_t *)a->out[2].data : nullptr;
    thrust::discard_iterator<NeKey<K>> no_keys;
    bool one_pass = lens && !keys_untold<K>(g);
    auto select = [&](void *tmp, size_t &scratch) {
        return cub::DeviceSelect::Flagged(tmp, scratch, elements, starts, vals, count, g.n, cs);
    };
    auto encode = [&](void *tmp, size_t &scratch) {
        if (one_pass)
            return cub::DeviceRunLengthEncode::Encode(tmp, scratch, elements, vals, lens, count, g.n, cs);
        return cub::DeviceRunLengthEncode::Encode(tmp, scratch, keys, no_keys, lens, count, g.n, cs);
    };
    cudaError_t e = select_and_encode(select, encode, one_pass, lens != nullptr, cs);
    cudaFreeAsync(sk.buf, cs);
    if (e == cudaSuccess)
        e = cudaGetLastError();
    return e == cudaSuccess || cuda_fail(err, e, "sorted_runs", __FILE__, __LINE__);
}

static bool launch_sorted_runs(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    int dt = a->in[0].dtype;
    if (a->in[0].shape[0] > INT32_MAX) {
        error_set(err, "unique: lines of 2^31 elements or more are not supported on the CUDA device");
        return false;
    }
    if (wide_keys(dt))
        return sorted_runs_as<uint64_t, uint64_t>(a, cs, sms, err);
    switch (size_of(dt)) {
    case 1: return sorted_runs_as<uint32_t, uint8_t>(a, cs, sms, err);
    case 2: return sorted_runs_as<uint32_t, uint16_t>(a, cs, sms, err);
    default: return sorted_runs_as<uint32_t, uint32_t>(a, cs, sms, err);
    }
}

bool cuda_launch_sort(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_mode)
        return launch_mode(a, cs, sms, err);
    if (op == OP_kth)
        return launch_kth(a, cs, sms, err);
    if (op == OP_sorted_runs)
        return launch_sorted_runs(a, cs, sms, err);
    const DevTensor *in = &a->in[0], *vo = &a->out[0], *io = a->nout > 1 ? &a->out[1] : nullptr;
    Sort g = sort_of(in, (int)a->si[0], a->si[1] != 0);
    g.vals = (char *)vo->data;
    g.idx = io ? (int64_t *)io->data : nullptr;   // a sort of the values alone: none
    g.k = op == OP_topk ? vo->shape[g.dim] : g.n;
    for (int d = 0; d < in->ndim; d++) {
        g.vs[d] = vo->strides[d];
        g.xs[d] = io ? io->strides[d] : 0;
    }
    if (g.lines * g.n <= 0 || g.k <= 0)
        return true;
    return sort_checked(g, cs, sms, op_name(op), err);
}
