// index.cu: ops.def's INDEX lines (gather, scatter, search, index, index_put,
// bounds, nonzero) on the CUDA device, the twins of kernels/cpu/index.c.  A
// search takes a thread per value, which binary-searches its line (in
// shared memory when every value searches one short line: four values a
// thread, down a tree of the search's midpoints, search_tree.h, where
// they are of the line's dtype and laid out as the result).
//
// Gathers and index are data movement: a warp takes a tile of TILE
// elements of one row (the last dim), working out the row's offsets once;
// a row that is one contiguous run of the source (x[j], index_select)
// moves in 16-byte words.  Rows shorter than a warp take a thread an
// element.  A pick checks its indices as it reads them, writing the
// record of a check only for an element outside (tell_outside).
//
// Folds (sums, products, max and min: scatter_reduce) keep the CPU
// kernel's order, each target taking its sources in order, with no
// atomics, so both devices agree bit for bit and runs repeat.  A fold
// whose index is one vector along dim (index_add, a 1-d scatter) and
// index_put's sums sort the (target, source) pairs by target with CUB's
// stable radix sort: a thread for each run of equal targets and position
// outside the index then folds the run in order.  Other scatters walk each line of the index in order:
// a warp a line where the lines are contiguous and long, or few, 32
// positions at a time, equal targets among them combined in lane order,
// on a copy of the result's line in shared memory where it is short (the
// lanes write their numbers over their targets there to find equals),
// else through __match_any_sync; else a thread a line, neighbouring
// threads on neighbouring lines.
//
// nonzero is CUB's DeviceSelect::Flagged of the positions, stable, runs
// its selection of the run starts or its DeviceRunLengthEncode, which
// count them as they write; bounds (an index's least and greatest element) reads the index
// once, and outside (a float tensor's range check) the tensor.
#include <cub/cub.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "cuda/convert.cuh"
#include "cuda/cub_runs.cuh"
#include "cuda/launch.cuh"
#include "search_tree.h"

using namespace cst;

static constexpr int THREADS = 256;
static constexpr int64_t TILE = 1024;      // elements of a row a warp takes at a time

static unsigned blocks_for(int64_t n, int sms)
{
    int64_t b = (n + THREADS - 1) / THREADS, most = (int64_t)sms * 16;
    return (unsigned)(b < most ? b : most);
}

// Shapes and strides (in elements) of up to three operands, by value.
struct IndexParams {
    char *out;
    const char *in0, *in1;
    int nd, dim;
    int64_t shape[DEV_MAX_DIMS];             // the positions walked (a line: dim of size 1)
    int64_t st[2 + INDEX_MAX][DEV_MAX_DIMS]; // out, in0, in1 (index: the indices); 0 along dim where it is indexed
    int64_t size, step;                      // the indexed operand's size and stride along dim
    int64_t len, istep, sstep;               // scatter: the line's length, index and src strides
    int64_t n;                               // positions, lines or tiles
    bool add;                                // search: after equals; index_put: sums
    int mode;                                // scatter and the sums of runs: ops.h's ScatterMode
    int nidx;                                // index: its indices, each wrapped by wrap[k] and times scale[k]
    const int64_t *idx[INDEX_MAX];
    int64_t wrap[INDEX_MAX], scale[INDEX_MAX];
    unsigned long long *acc;                 // a scatter's own range check (own_check): the least
                                             // position of an index outside [0, size) it meets
    int64_t unit;                            // k_run_pairs' check: pair b is the index's element b * unit
    int64_t *rec[INDEX_MAX];                 // a pick's own range checks (gather: rec[0]; index: a
    int64_t rstep[INDEX_MAX];                // term's): records in host memory, elements rstep apart
};

// An index outside the range at row-major position pos, for the kernel's
// own check if it makes one (rare: an error).
__device__ __forceinline__ void outside_at(const IndexParams &p, int64_t pos)
{
    if (p.acc)
        atomicMin(p.acc, (unsigned long long)pos);
}

// The lock of every pick's record.  A record is host memory, where a
// device's atomics need not be atomic, and it is found by the pick itself
// (no pass before it over the index, no launch after it to turn a
// device word into the record): taken only for an error.
__device__ unsigned pick_lock;

// Element v at position pos outside its range: the record rec (rec[2 s]
// the position, the host's INT64_MAX while none is outside, rec[3 s] the
// element) made to hold the first.  The record only falls, so a stale
// read of it outside the lock only takes the lock in vain.
__device__ __forceinline__ void tell_outside(int64_t *rec, int64_t s, int64_t pos, int64_t v)
{
    volatile int64_t *first = rec + 2 * s, *value = rec + 3 * s;
    if (pos >= *first)
        return;
    while (atomicCAS(&pick_lock, 0u, 1u) != 0u)
        ;
    __threadfence();
    if (pos < *first) {
        *first = pos;
        *value = v;
    }
    __threadfence_system();
    atomicExch(&pick_lock, 0u);
}

// The offsets of position i of the first nd dims of p's shape.
__device__ __forceinline__ void offsets_of(const IndexParams &p, int nd, int64_t i, int64_t *off)
{
    off[0] = off[1] = off[2] = 0;
    for (int d = DEV_MAX_DIMS - 1; d >= 0; d--) {
        if (d < nd) {
            int64_t c = i % p.shape[d];
            i /= p.shape[d];
            off[0] += c * p.st[0][d];
            off[1] += c * p.st[1][d];
            off[2] += c * p.st[2][d];
        }
    }
}

// off[3 ..] of position i of the first nd dims: the offsets of index's
// indices after the first, whose offset offsets_of makes in off[2].
__device__ __forceinline__ void more_offsets(const IndexParams &p, int nd, int64_t i, int64_t *off)
{
    if (p.nidx < 2)
        return;
    for (int k = 1; k < p.nidx; k++)
        off[2 + k] = 0;
    for (int d = nd - 1; d >= 0; d--) {
        int64_t c = i % p.shape[d];
        i /= p.shape[d];
        for (int k = 1; k < p.nidx; k++)
            off[2 + k] += c * p.st[2 + k][d];
    }
}

__device__ __forceinline__ void offsets(const IndexParams &p, int64_t i, int64_t *off)
{
    offsets_of(p, p.nd, i, off);
}

// The warp's tile t of p (rows of the last dim, `chunks` tiles a row):
// the offsets of its row in *off, its columns [*c0, *c1).
__device__ __forceinline__ void tile_at(const IndexParams &p, int64_t chunks, int64_t t, int64_t *off,
                                        int64_t *c0, int64_t *c1)
{
    int last = p.nd - 1;
    int64_t row = t / chunks;
    *c0 = (t - row * chunks) * TILE;
    *c1 = *c0 + TILE < p.shape[last] ? *c0 + TILE : p.shape[last];
    offsets_of(p, last, row, off);
}

__device__ __forceinline__ int64_t warp_id()
{
    return ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) >> 5;
}

__device__ __forceinline__ int64_t warp_count()
{
    return ((int64_t)gridDim.x * blockDim.x) >> 5;
}

// n elements from s to d by a warp: 16-byte words, four in flight a
// lane, where both ends are aligned to them, else elements.
template <typename T> __device__ __forceinline__ void warp_copy(T *d, const T *s, int64_t n, int lane)
{
    int64_t words = 0;
    if ((((uintptr_t)d | (uintptr_t)s) & 15) == 0) {
        words = n * (int64_t)sizeof(T) / 16;
        uint4 *dw = (uint4 *)d;
        const uint4 *sw = (const uint4 *)s;
        for (int64_t w = lane; w < words; w += 4 * 32) {
            uint4 r[4];
#pragma unroll
            for (int u = 0; u < 4; u++)
                if (w + u * 32 < words)
                    r[u] = sw[w + u * 32];
#pragma unroll
            for (int u = 0; u < 4; u++)
                if (w + u * 32 < words)
                    dw[w + u * 32] = r[u];
        }
    }
    for (int64_t i = words * 16 / (int64_t)sizeof(T) + lane; i < n; i += 32)
        d[i] = s[i];
}

// v of lane src among mask, for any T of up to 8 bytes.
template <typename T> __device__ __forceinline__ T shfl(unsigned mask, T v, int src)
{
    if constexpr (sizeof(T) == 8) {
        unsigned long long b;
        __builtin_memcpy(&b, &v, 8);
        b = __shfl_sync(mask, b, src);
        __builtin_memcpy(&v, &b, 8);
    } else {
        unsigned b = 0;
        __builtin_memcpy(&b, &v, sizeof(T));
        b = __shfl_sync(mask, b, src);
        __builtin_memcpy(&v, &b, sizeof(T));
    }
    return v;
}

// The place in the source of the element c columns on from the index
// offsets off (p.nd dims: c 0): G (gather) the index along dim in1 times
// p.step, else (index) the sum of the indices, each wrapped (a negative
// one plus p.wrap[k], when not 0) and times p.scale[k], as
// kernels/cpu/index.c's place; -1 for an index out of range.
template <bool G> __device__ __forceinline__ int64_t place(const IndexParams &p, const int64_t *off, int64_t c)
{
    int last = p.nd - 1;
    if constexpr (G) {
        int64_t k = ((const int64_t *)p.in1)[off[2] + c * p.st[2][last]];
        return k >= 0 && k < p.size ? k * p.step : -1;
    } else {
        int64_t at = 0;
        for (int k = 0; k < p.nidx; k++) {
            int64_t v = p.idx[k][off[2 + k] + c * p.st[2 + k][last]], size = p.wrap[k];
            if (size && v < 0)
                v += size;
            if (size && (v < 0 || v >= size))
                return -1;
            at += v * p.scale[k];
        }
        return at;
    }
}

template <typename T> __device__ __forceinline__ T pick(const T *sp, int64_t at)
{
    return at >= 0 ? sp[at] : (T)0;
}

// place<G>'s element c columns on from off, at the result's position i,
// found outside: told to the records of the indices that hold one.  The
// result's positions stand for an index's own: an index element's first
// position in the result (0 along every dim it does not move along) comes
// in the index's row-major order, so the least position outside is the
// first element outside's.
template <bool G> __device__ __forceinline__ void tell_place(const IndexParams &p, const int64_t *off, int64_t c,
                                                            int64_t i)
{
    int last = p.nd - 1;
    if constexpr (G) {
        if (p.rec[0])
            tell_outside(p.rec[0], p.rstep[0], i, ((const int64_t *)p.in1)[off[2] + c * p.st[2][last]]);
    } else {
        for (int k = 0; k < p.nidx; k++) {
            int64_t v = p.idx[k][off[2 + k] + c * p.st[2 + k][last]], size = p.wrap[k];
            if (p.rec[k] && size && (v < -size || v >= size))
                tell_outside(p.rec[k], p.rstep[k], i, v);
        }
    }
}

// out[p] = in0[p's offset + its place]; a thread a position.
template <typename T, bool G> __global__ void k_pick(const IndexParams p)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[2 + INDEX_MAX];
        offsets(p, i, off);
        if (!G)
            more_offsets(p, p.nd, i, off);
        int64_t at = place<G>(p, off, 0);
        if (at < 0)
            tell_place<G>(p, off, 0, i);
        ((T *)p.out)[off[0]] = pick((const T *)p.in0 + off[1], at);
    }
}

// k_pick a warp a tile; a row whose place is one number (index_select
// along another dim than the last, x[j]) and whose source and result
// rows are dense is a copy.
template <typename T, bool G> __global__ void k_pick_rows(const IndexParams p, int64_t chunks)
{
    int lane = threadIdx.x & 31, last = p.nd - 1;
    int64_t os = p.st[0][last], ss = p.st[1][last], cols = p.shape[last];
    bool fixed = true;
    for (int k = 0; k < (G ? 1 : p.nidx); k++)
        fixed = fixed && p.st[2 + k][last] == 0;
    for (int64_t t = warp_id(); t < p.n; t += warp_count()) {
        int64_t off[2 + INDEX_MAX], c0, c1;
        tile_at(p, chunks, t, off, &c0, &c1);
        if (!G)
            more_offsets(p, last, t / chunks, off);
        T *op = (T *)p.out + off[0];
        const T *sp = (const T *)p.in0 + off[1];
        int64_t row = t / chunks * cols;   // the position of the row's first element
        int64_t at = fixed ? place<G>(p, off, 0) : -1;
        if (fixed && at < 0 && lane == 0)
            tell_place<G>(p, off, 0, row + c0);
        if (at >= 0 && os == 1 && ss == 1) {
            warp_copy(op + c0, sp + at + c0, c1 - c0, lane);
            continue;
        }
        for (int64_t c = c0 + lane; c < c1; c += 32) {
            int64_t at = place<G>(p, off, c);
            if (at < 0 && !fixed)
                tell_place<G>(p, off, c, row + c);
            op[c * os] = pick(sp + c * ss, at);
        }
    }
}

// Two elements a column's width: a pair of picks stored at once.
template <typename T> struct alignas(2 * sizeof(T)) Pair {
    T a, b;
};

// A gather's column c of a dense row (result op, index ip, source sp with
// ss between columns) at the row's position pos, an element; a lane's
// positions ascend, so it tells its first outside only (*told).
template <typename T> __device__ __forceinline__ void pick_one(const IndexParams &p, T *op, const T *sp,
                                                               const int64_t *ip, int64_t ss, int64_t c,
                                                               int64_t pos, bool *told)
{
    int64_t e = __ldg(ip + c);
    bool in = (uint64_t)e < (uint64_t)p.size;
    if (!in && !*told && p.rec[0]) {
        tell_outside(p.rec[0], p.rstep[0], pos + c, e);
        *told = true;
    }
    op[c] = in ? __ldg(sp + c * ss + e * p.step) : (T)0;
}

// pick_one's n columns of a row whose result and index start on pairs:
// two columns a lane, the index read as 16-byte pairs, both picks issued
// before either is used, and the next pair of the index loaded before
// this pair's picks are (an element a lane, each lane had waited for its
// index, then its pick, then stored, one element at a time).
template <typename T> __device__ __forceinline__ void pick_pairs(const IndexParams &p, T *op, const T *sp,
                                                                 const int64_t *ip, int64_t ss, int64_t n,
                                                                 int64_t pos, int lane, bool *told)
{
    const longlong2 *iw = (const longlong2 *)ip;
    Pair<T> *ow = (Pair<T> *)op;
    int64_t pairs = n / 2;
    longlong2 k = lane < pairs ? __ldg(iw + lane) : make_longlong2(0, 0);
    for (int64_t w = lane; w < pairs; w += 32) {
        longlong2 next = w + 32 < pairs ? __ldg(iw + w + 32) : k;
        int64_t c = 2 * w;
        bool in0 = (uint64_t)k.x < (uint64_t)p.size, in1 = (uint64_t)k.y < (uint64_t)p.size;
        T a = in0 ? __ldg(sp + c * ss + k.x * p.step) : (T)0;
        T b = in1 ? __ldg(sp + (c + 1) * ss + k.y * p.step) : (T)0;
        if (!(in0 && in1) && !*told && p.rec[0]) {
            tell_outside(p.rec[0], p.rstep[0], pos + c + in0, in0 ? k.y : k.x);
            *told = true;
        }
        ow[w] = {a, b};
        k = next;
    }
    if ((n & 1) && lane == 0)
        pick_one(p, op, sp, ip, ss, n - 1, pos, told);
}

// A gather whose result and index are dense along their rows (gather's
// rows, take_along_dim): k_pick_rows' tiles, by pick_pairs where the
// tile's result and index start on pairs, else an element a lane.  All
// loads go through the read-only path (a read op writes only its new
// result).  A kernel apart from k_pick_rows, whose copies (four words in
// flight) and index's sums hold 60 registers: this one fits 40 for 4-byte
// elements (six blocks a multiprocessor, where 42 left five), 48 for the
// others, which spill at 40.
template <typename T>
__global__ void __launch_bounds__(THREADS, sizeof(T) == 4 ? 6 : 5) k_gather_rows(const IndexParams p, int64_t chunks)
{
    int lane = threadIdx.x & 31, last = p.nd - 1;
    int64_t ss = p.st[1][last], cols = p.shape[last];
    bool told = false;
    for (int64_t t = warp_id(); t < p.n; t += warp_count()) {
        int64_t off[3], c0, c1;
        tile_at(p, chunks, t, off, &c0, &c1);
        T *op = (T *)p.out + off[0] + c0;
        const T *sp = (const T *)p.in0 + off[1] + c0 * ss;
        const int64_t *ip = (const int64_t *)p.in1 + off[2] + c0;
        int64_t pos = t / chunks * cols + c0;
        if (((uintptr_t)op % (2 * sizeof(T)) | (uintptr_t)ip % 16) == 0) {
            pick_pairs(p, op, sp, ip, ss, c1 - c0, pos, lane, &told);
            continue;
        }
        for (int64_t c = lane; c < c1 - c0; c += 32)
            pick_one(p, op, sp, ip, ss, c, pos, &told);
    }
}

// Tiles of p's rows (p.n set to their count) when rows are a warp long
// or longer and the tiles give each SM four warps, else 0 (a thread an
// element; p.n the positions): a few long rows, as x[j, j] makes, would
// leave a warp to walk a thousand dependent loads alone.
static int64_t tiles(IndexParams *p, int sms)
{
    if (p->nd == 0) {
        p->nd = 1;
        p->shape[0] = 1;
    }
    int64_t cols = p->shape[p->nd - 1];
    if (cols < 32)
        return 0;
    int64_t chunks = (cols + TILE - 1) / TILE;
    if (p->n / cols * chunks < 4 * (int64_t)sms)
        return 0;
    p->n = p->n / cols * chunks;
    return chunks;
}

// blocks of THREADS for warps warps.
static unsigned warp_blocks(int64_t warps, int sms)
{
    return blocks_for(warps * 32, sms);
}

template <typename T, bool G> static void pick_as(IndexParams &p, cudaStream_t cs, int sms)
{
    int64_t chunks = tiles(&p, sms);
    if constexpr (G) {
        int last = p.nd - 1;
        if (chunks && p.st[0][last] == 1 && p.st[2][last] == 1) {
            k_gather_rows<T><<<warp_blocks(p.n, sms), THREADS, 0, cs>>>(p, chunks);
            return;
        }
    }
    if (chunks)
        k_pick_rows<T, G><<<warp_blocks(p.n, sms), THREADS, 0, cs>>>(p, chunks);
    else
        k_pick<T, G><<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p);
}

// *d += s as kernels/cpu/index.c's add_to: integers wrap, float16 and
// bfloat16 add in float and round once, bool is or.
template <int D> __device__ __forceinline__ void add_to(T_<D> *d, T_<D> s)
{
    if constexpr (D == DT_BOOL)
        *d = *d | s;
    else if constexpr (is_int(D))
        *d = (T_<D>)((typename Ct<D>::W)*d + (typename Ct<D>::W)s);
    else if constexpr (is_reduced(D))
        *d = to<D>(nat<D>(*d) + nat<D>(s));
    else
        *d = *d + s;
}

// *d folded with s by mode (not SCATTER_SET), as kernels/cpu/index.c's
// fold_into: a product of float16 or bfloat16, exact in float, rounds
// once; a NaN source wins max and min, a NaN target stays.
template <int D> __device__ __forceinline__ void fold_to(int mode, T_<D> *d, T_<D> s)
{
    if (mode == SCATTER_ADD) {
        add_to<D>(d, s);
    } else if constexpr (D == DT_BOOL) {
        *d = mode == SCATTER_MAX ? *d | s : *d & s;
    } else if constexpr (is_int(D)) {
        if (mode == SCATTER_MUL)
            *d = (T_<D>)((typename Ct<D>::W)*d * (typename Ct<D>::W)s);
        else if (mode == SCATTER_MAX ? *d < s : s < *d)
            *d = s;
    } else {
        auto c = nat<D>(*d), v = nat<D>(s);
        if (mode == SCATTER_MUL)
            *d = to<D>(c * v);
        else if (isnan(v) || (mode == SCATTER_MAX ? c < v : v < c))
            *d = s;
    }
}

// The row-major position, in the index (p's shape but p.len along dim),
// of element j of line.
__device__ int64_t line_position(const IndexParams &p, int64_t line, int64_t j)
{
    int64_t pos = 0, unit = 1;
    for (int d = p.nd - 1; d >= 0; d--) {
        int64_t c = d == p.dim ? j : line % p.shape[d];
        line /= p.shape[d];
        pos += c * unit;
        unit *= d == p.dim ? p.len : p.shape[d];
    }
    return pos;
}

// For each line of in0 (the index) along dim, in order: out[line, in0[j]] = in1[line, j] (or folded in).
template <int D> __global__ void k_scatter(const IndexParams p)
{
    using T = T_<D>;
    for (int64_t line = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; line < p.n;
         line += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(p, line, off);
        for (int64_t j = 0; j < p.len; j++) {
            int64_t k = ((const int64_t *)p.in0)[off[1] + j * p.istep];
            if (k < 0 || k >= p.size) {
                outside_at(p, line_position(p, line, j));
                continue;
            }
            T *d = (T *)p.out + off[0] + k * p.step;
            T s = ((const T *)p.in1)[off[2] + j * p.sstep];
            if (p.mode == SCATTER_SET)
                *d = s;
            else
                fold_to<D>(p.mode, d, s);
        }
    }
}

// k_scatter a warp a line, 32 positions at a time in order: of the lanes
// of equal targets (peers), the last alone folds in the peers' values in
// lane order, from the target's value before the step, and stores the
// result (or, setting, stores its own value); __syncwarp orders one
// step's stores before the next step's loads.  The indices and values of
// SCATTER_AHEAD steps load at once, a batch ahead of their use (one
// step's ahead had left a warp waiting on global memory at every step; a
// batch loaded as its steps began, at every eighth, with only a dozen
// warps an SM: the lines in shared memory fill it).  With Shared, the
// warp copies its line of out (p.size elements; 16-byte words in the
// background where it is dense) into shared memory first, scatters there
// and copies it back after, so that a step's targets are a few cycles
// away, not a trip to global memory each (along dim 1 of 4096 x 4096
// float32 the global walk took 3.5 times as long as PyTorch's atomics on
// an H100).
static constexpr int SCATTER_AHEAD = 8;
static constexpr unsigned WARP = 0xffffffffu;

// The indices (-1 past the line) and values of the SCATTER_AHEAD steps
// from position j0 of a line.
template <typename T>
__device__ __forceinline__ void scatter_batch(const IndexParams &p, const int64_t *ip, const T *sp, int64_t j0,
                                              int lane, int64_t *ks, T *ss)
{
#pragma unroll
    for (int u = 0; u < SCATTER_AHEAD; u++) {
        int64_t j = j0 + 32 * u + lane;
        ks[u] = j < p.len ? ip[j * p.istep] : -1;
        ss[u] = j < p.len ? sp[j * p.sstep] : (T)0;
    }
}

// n elements from s in global memory to d in shared memory by a warp:
// 16-byte words, all in flight at once (cp.async), where both ends are
// aligned to them, else elements.
template <typename T> __device__ __forceinline__ void warp_copy_in(T *d, const T *s, int64_t n, int lane)
{
    int64_t words = 0;
    if ((((uintptr_t)d | (uintptr_t)s) & 15) == 0) {
        words = n * (int64_t)sizeof(T) / 16;
#pragma unroll 1
        for (int64_t w = lane; w < words; w += 32) {
            unsigned to = (unsigned)__cvta_generic_to_shared((uint4 *)d + w);
            asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(to), "l"((const uint4 *)s + w)
                         : "memory");
        }
        asm volatile("cp.async.wait_all;\n" ::: "memory");
    }
    for (int64_t i = words * 16 / (int64_t)sizeof(T) + lane; i < n; i += 32)
        d[i] = s[i];
}

// The writers' folds: v, a target's value before the step, folded with
// its peers' values (peers) in lane order, stored at d.  Each shuffle
// takes the whole warp, as many as a writer has peers (a shuffle among
// the peers alone had the compiler match the masks before each).
template <int D>
__device__ __forceinline__ void fold_peers(int mode, T_<D> *d, T_<D> v, T_<D> s, unsigned peers, bool writer,
                                           int lane)
{
    if (mode == SCATTER_SET) {
        if (writer)
            *d = s;
        return;
    }
    unsigned m = writer ? peers : 0;
    while (__any_sync(WARP, m)) {
        T_<D> x = shfl(WARP, s, m ? __ffs(m) - 1 : lane);
        if (m)
            fold_to<D>(mode, &v, x);
        m &= m - 1;
    }
    if (writer)
        *d = v;
}

// A step on the line in shared memory, d lane's target (valid: in range).
// Each lane writes its number over a byte of its target and reads back
// the number that stayed (of a warp's stores to one address, one stays):
// a lane that reads its own has no peers, and
// where all do (nearly every step of a long line), each folds alone;
// else a lane's peers are those that read the same number, five ballots
// of its bits.  __match_any_sync's MATCH.ANY, two a step with the masked
// shuffle, had held the warps of 4096 x 4096 float32 along dim 1 to
// 470 us on an H100, PyTorch's atomics 252.
template <int D> __device__ __forceinline__ void scatter_shared_step(int mode, T_<D> *d, bool valid, T_<D> s, int lane)
{
    T_<D> v = valid && mode != SCATTER_SET ? *d : (T_<D>)0;
    __syncwarp();
    if (valid)
        *(unsigned char *)d = (unsigned char)lane;
    __syncwarp();
    unsigned stayed = valid ? *(unsigned char *)d : (unsigned)lane;
    if (__all_sync(WARP, stayed == (unsigned)lane)) {
        if (valid && mode != SCATTER_SET)
            fold_to<D>(mode, &v, s);
        if (valid)
            *d = mode == SCATTER_SET ? s : v;
        return;
    }
    unsigned peers = __ballot_sync(WARP, valid);
#pragma unroll
    for (int b = 0; b < 5; b++) {
        unsigned ones = __ballot_sync(WARP, (stayed >> b) & 1);
        peers &= (stayed >> b) & 1 ? ones : ~ones;
    }
    fold_peers<D>(mode, d, v, s, peers, valid && lane == 31 - __clz(peers), lane);
}

// A step on the line in global memory: the peers by __match_any_sync
// (32-bit targets where they fit: a cheaper match).
template <int D>
__device__ __forceinline__ void scatter_global_step(const IndexParams &p, T_<D> *d, int64_t k, T_<D> s, int lane)
{
    unsigned peers = p.size <= INT32_MAX ? __match_any_sync(WARP, (unsigned)k)
                                         : __match_any_sync(WARP, (unsigned long long)k);
    bool writer = k >= 0 && lane == 31 - __clz(peers);
    T_<D> v = writer && p.mode != SCATTER_SET ? *d : (T_<D>)0;
    fold_peers<D>(p.mode, d, v, s, peers, writer, lane);
}

template <int D, bool Shared> __global__ void k_scatter_warp(const IndexParams p)
{
    using T = T_<D>;
    extern __shared__ __align__(16) unsigned char scatter_lines[];
    int lane = threadIdx.x & 31;
    T *mine = (T *)scatter_lines + (threadIdx.x >> 5) * p.size;
    for (int64_t line = warp_id(); line < p.n; line += warp_count()) {
        int64_t off[3];
        offsets(p, line, off);
        const int64_t *ip = (const int64_t *)p.in0 + off[1];
        const T *sp = (const T *)p.in1 + off[2];
        T *op = (T *)p.out + off[0], *tp = Shared ? mine : op;
        int64_t tstep = Shared ? 1 : p.step;
        int64_t ks[SCATTER_AHEAD];
        T ss[SCATTER_AHEAD];
        scatter_batch(p, ip, sp, 0, lane, ks, ss);
        if constexpr (Shared) {
            if (p.step == 1) {
                warp_copy_in(mine, op, p.size, lane);
            } else {
#pragma unroll 8
                for (int64_t i = lane; i < p.size; i += 32)
                    mine[i] = op[i * p.step];
            }
            __syncwarp();
        }
        for (int64_t j0 = 0; j0 < p.len; j0 += 32 * SCATTER_AHEAD) {
            int64_t next_ks[SCATTER_AHEAD];
            T next_ss[SCATTER_AHEAD];
            scatter_batch(p, ip, sp, j0 + 32 * SCATTER_AHEAD, lane, next_ks, next_ss);
#pragma unroll
            for (int u = 0; u < SCATTER_AHEAD; u++) {
                int64_t k = ks[u] < p.size ? ks[u] : -1, j = j0 + 32 * u + lane;
                if (k < 0 && j < p.len)
                    outside_at(p, line_position(p, line, j));
                T *d = tp + (k >= 0 ? k : 0) * tstep;
                if constexpr (Shared)
                    scatter_shared_step<D>(p.mode, d, k >= 0, ss[u], lane);
                else
                    scatter_global_step<D>(p, d, k, ss[u], lane);
                __syncwarp();
            }
#pragma unroll
            for (int u = 0; u < SCATTER_AHEAD; u++) {
                ks[u] = next_ks[u];
                ss[u] = next_ss[u];
            }
        }
        if constexpr (Shared) {
            if (p.step == 1) {
                warp_copy(op, mine, p.size, lane);
            } else {
#pragma unroll 8
                for (int64_t i = lane; i < p.size; i += 32)
                    op[i * p.step] = mine[i];
            }
            __syncwarp();
        }
    }
}

// ---- sums through sorted runs ----

// The pairs of a vector of targets, for block position b of q's shape:
// key[b] = in0 at q's offset [2] (an index along dim, or an offset), or
// limit where that is outside [0, limit); val[b] = q's offset [0], of the
// source.
__global__ void k_run_pairs(const IndexParams q, int64_t limit, uint64_t *key, int64_t *val)
{
    for (int64_t b = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; b < q.n;
         b += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(q, b, off);
        int64_t k = ((const int64_t *)q.in0)[off[2]];
        if (k < 0 || k >= limit)
            outside_at(q, b * q.unit);
        key[b] = (uint64_t)(k >= 0 && k < limit ? k : limit);
        val[b] = off[0];
    }
}

// in1[val] folded into out[key * step] by p.mode over the run of equal
// keys from pair b (the nb pairs sorted stably by key), in order, off the
// offsets of one position of p's shape (st[0]: out, st[1]: in1, the
// source).
template <int D>
__device__ __forceinline__ void fold_run(const IndexParams &p, const uint64_t *key, const int64_t *val, int64_t nb,
                                        int64_t b, const int64_t *off)
{
    using T = T_<D>;
    uint64_t k = key[b];
    T *d = (T *)p.out + off[0] + (int64_t)k * p.step;
    const T *s = (const T *)p.in1 + off[1];
    T acc = *d;
    int64_t e = b;
    // four loads in flight where the run goes on for four (the keys are
    // sorted, so key[e + 3] == k says the three before it are k)
    for (; e + 3 < nb && key[e + 3] == k; e += 4) {
        T v0 = s[val[e]], v1 = s[val[e + 1]], v2 = s[val[e + 2]], v3 = s[val[e + 3]];
        fold_to<D>(p.mode, &acc, v0);
        fold_to<D>(p.mode, &acc, v1);
        fold_to<D>(p.mode, &acc, v2);
        fold_to<D>(p.mode, &acc, v3);
    }
    for (; e < nb && key[e] == k; e++)
        fold_to<D>(p.mode, &acc, s[val[e]]);
    *d = acc;
}

// Whether pair b starts a run of keys below limit.
__device__ __forceinline__ bool run_starts(const uint64_t *key, int64_t b, int64_t limit)
{
    return key[b] < (uint64_t)limit && (b == 0 || key[b - 1] != key[b]);
}

// fold_run for each run and each position r of p's shape, r fastest so
// that neighbouring threads touch neighbouring elements: a thread a
// (pair, position), for short rows.
template <int D>
__global__ void k_runs(const IndexParams p, const uint64_t *key, const int64_t *val, int64_t nb, int64_t limit)
{
    int64_t total = nb * p.n;
    for (int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t b = t / p.n, r = t - b * p.n;
        if (!run_starts(key, b, limit))
            continue;
        int64_t off[3];
        offsets(p, r, off);
        fold_run<D>(p, key, val, nb, b, off);
    }
}

// Pairs a block of k_run_rows takes.
constexpr int64_t RUN_CHUNK = 32;

// k_runs for rows of at least a warp: block (x, y) takes RUN_CHUNK pairs
// and a block of the row's positions, a thread finding its position's
// offsets once for all of them (k_runs' three 64-bit divisions a pair and
// position were most of index_put_'s time: 4096 rows of 4096, H100).
template <int D>
__global__ void k_run_rows(const IndexParams p, const uint64_t *key, const int64_t *val, int64_t nb, int64_t limit)
{
    for (int64_t r = (int64_t)blockIdx.y * blockDim.x + threadIdx.x; r < p.n; r += (int64_t)gridDim.y * blockDim.x) {
        int64_t off[3];
        offsets(p, r, off);
        for (int64_t b0 = (int64_t)blockIdx.x * RUN_CHUNK; b0 < nb; b0 += (int64_t)gridDim.x * RUN_CHUNK)
            for (int64_t b = b0; b < b0 + RUN_CHUNK && b < nb; b++)
                if (run_starts(key, b, limit))
                    fold_run<D>(p, key, val, nb, b, off);
    }
}

template <int D>
static void runs_as(const IndexParams &p, const uint64_t *key, const int64_t *val, int64_t nb, int64_t limit,
                    cudaStream_t cs, int sms)
{
    if (p.n < 32) {
        k_runs<D><<<blocks_for(nb * p.n, sms), THREADS, 0, cs>>>(p, key, val, nb, limit);
        return;
    }
    int64_t chunks = (nb + RUN_CHUNK - 1) / RUN_CHUNK, cols = (p.n + THREADS - 1) / THREADS;
    dim3 grid((unsigned)(chunks < 65535 ? chunks : 65535), (unsigned)(cols < 65535 ? cols : 65535));
    k_run_rows<D><<<grid, THREADS, 0, cs>>>(p, key, val, nb, limit);
}

// The sums of the q.n pairs that k_run_pairs makes of q, added at each
// position of p as k_runs adds them, in dtype dt; the keys sort on the
// bits that limit needs.
static bool sorted_runs(const IndexParams &p, const IndexParams &q, int64_t limit, int dt, cudaStream_t cs,
                        int sms, Error *err)
{
    int64_t nb = q.n;
    if (nb > INT32_MAX) {
        error_set(err, "index sums of 2^31 positions or more are not supported on the CUDA device");
        return false;
    }
    int bits = 1;
    while (bits < 64 && ((uint64_t)limit >> bits) != 0)
        bits++;
    size_t scratch = 0;
    cudaError_t e = cub::DeviceRadixSort::SortPairs(nullptr, scratch, (const uint64_t *)nullptr, (uint64_t *)nullptr,
                                                    (const int64_t *)nullptr, (int64_t *)nullptr, (int)nb, 0, bits,
                                                    cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "index sums", __FILE__, __LINE__);
    size_t pb = ((size_t)nb * 8 + 255) / 256 * 256;
    char *buf;
    e = cudaMallocAsync((void **)&buf, 4 * pb + scratch, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "index sums", __FILE__, __LINE__);
    uint64_t *key = (uint64_t *)buf, *key_out = (uint64_t *)(buf + pb);
    int64_t *val = (int64_t *)(buf + 2 * pb), *val_out = (int64_t *)(buf + 3 * pb);
    k_run_pairs<<<blocks_for(nb, sms), THREADS, 0, cs>>>(q, limit, key, val);
    e = cub::DeviceRadixSort::SortPairs(buf + 4 * pb, scratch, key, key_out, val, val_out, (int)nb, 0, bits, cs);
    if (e == cudaSuccess) {
        switch (dt) {
        case DT_BOOL: runs_as<DT_BOOL>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_UINT8: runs_as<DT_UINT8>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_INT8: runs_as<DT_INT8>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_INT16: runs_as<DT_INT16>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_INT32: runs_as<DT_INT32>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_INT64: runs_as<DT_INT64>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_FLOAT16: runs_as<DT_FLOAT16>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_BFLOAT16: runs_as<DT_BFLOAT16>(p, key_out, val_out, nb, limit, cs, sms); break;
        case DT_FLOAT32: runs_as<DT_FLOAT32>(p, key_out, val_out, nb, limit, cs, sms); break;
        default: runs_as<DT_FLOAT64>(p, key_out, val_out, nb, limit, cs, sms); break;
        }
    }
    cudaFreeAsync(buf, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "index sums", __FILE__, __LINE__);
    return true;
}

// A pick's own range checks: out[1 + j] the record of index k's (a
// gather's one index: k 0; index: si[9 + j]).
static void pick_records(const OpArgs *a, OpCode op, IndexParams *p)
{
    for (int j = 0; j + 1 < a->nout; j++) {
        int64_t k = op == OP_gather ? 0 : a->si[9 + j];
        p->rec[k] = (int64_t *)a->out[1 + j].data;
        p->rstep[k] = a->out[1 + j].strides[0];
    }
}

static void launch_gather(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0], *src = &a->in[0], *idx = &a->in[1];
    IndexParams p = {};
    pick_records(a, OP_gather, &p);
    p.out = (char *)o->data;
    p.in0 = (const char *)src->data;
    p.in1 = (const char *)idx->data;
    p.nd = o->ndim;
    p.dim = (int)a->si[0];
    p.n = 1;
    for (int d = 0; d < o->ndim; d++) {
        p.shape[d] = o->shape[d];
        p.st[0][d] = o->strides[d];
        p.st[1][d] = d == p.dim ? 0 : src->strides[d];
        p.st[2][d] = idx->strides[d];
        p.n *= o->shape[d];
    }
    p.size = src->shape[p.dim];
    p.step = src->strides[p.dim];
    if (p.n == 0)
        return;
    switch (size_of(o->dtype)) {
    case 1: pick_as<uint8_t, true>(p, cs, sms); break;
    case 2: pick_as<uint16_t, true>(p, cs, sms); break;
    case 4: pick_as<uint32_t, true>(p, cs, sms); break;
    default: pick_as<uint64_t, true>(p, cs, sms); break;
    }
}

// A line of out in shared memory where it takes at most SCATTER_LINE
// bytes and the index covers a quarter of it or more (its copies in and
// out would cost more than a sparse scatter saves), as many warps a
// block as 48 KiB holds.
static constexpr int64_t SCATTER_LINE = 16384, SCATTER_SHARED = 49152;

template <int D> static void scatter_as(const IndexParams &p, bool warp, cudaStream_t cs, int sms)
{
    int64_t line = p.size * (int64_t)sizeof(T_<D>);
    if (warp && line <= SCATTER_LINE && p.len * 4 >= p.size) {
        int64_t w = SCATTER_SHARED / (line > 0 ? line : 1);
        w = w < 8 ? w : 8;
        int64_t b = (p.n + w - 1) / w, most = (int64_t)sms * 32;
        k_scatter_warp<D, true><<<(unsigned)(b < most ? b : most), (unsigned)(32 * w), (size_t)(w * line), cs>>>(p);
    } else if (warp) {
        k_scatter_warp<D, false><<<warp_blocks(p.n, sms), THREADS, 0, cs>>>(p);
    } else {
        k_scatter<D><<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p);
    }
}

static bool launch_scatter(const OpArgs *a, unsigned long long *acc, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *o = &a->out[0], *idx = &a->in[0], *src = &a->in[1];
    IndexParams p = {};
    p.acc = acc;
    p.out = (char *)o->data;
    p.in0 = (const char *)idx->data;
    p.in1 = (const char *)src->data;
    p.nd = idx->ndim;
    p.dim = (int)a->si[0];
    p.mode = (int)a->si[1];
    p.n = 1;
    bool vector = true;            // the index one vector along dim, the same on every line
    for (int d = 0; d < idx->ndim; d++) {
        p.shape[d] = d == p.dim ? 1 : idx->shape[d];
        p.st[0][d] = d == p.dim ? 0 : o->strides[d];
        p.st[1][d] = idx->strides[d];
        p.st[2][d] = src->strides[d];
        p.n *= p.shape[d];
        vector = vector && (d == p.dim || idx->shape[d] == 1 || idx->strides[d] == 0);
    }
    p.size = o->shape[p.dim];
    p.step = o->strides[p.dim];
    p.len = idx->shape[p.dim];
    p.istep = idx->strides[p.dim];
    p.sstep = src->strides[p.dim];
    if (p.n == 0 || p.len == 0)
        return true;
    if (p.mode != SCATTER_SET && vector) {
        IndexParams q = {}, w = p;
        q.in0 = p.in0;
        q.acc = acc;
        q.unit = 1;
        for (int d = p.dim + 1; d < p.nd; d++)
            q.unit *= idx->shape[d];
        q.nd = 1;
        q.shape[0] = q.n = p.len;
        q.st[0][0] = p.sstep;
        q.st[2][0] = p.istep;
        for (int d = 0; d < p.nd; d++) {
            w.st[1][d] = d == p.dim ? 0 : src->strides[d];
            w.st[2][d] = 0;
        }
        return sorted_runs(w, q, p.size, o->dtype, cs, sms, err);
    }
    bool warp = (p.istep == 1 && p.len >= 32) || p.n < (int64_t)sms * 64;
    switch (o->dtype) {
    case DT_BOOL: scatter_as<DT_BOOL>(p, warp, cs, sms); break;
    case DT_UINT8: scatter_as<DT_UINT8>(p, warp, cs, sms); break;
    case DT_INT8: scatter_as<DT_INT8>(p, warp, cs, sms); break;
    case DT_INT16: scatter_as<DT_INT16>(p, warp, cs, sms); break;
    case DT_INT32: scatter_as<DT_INT32>(p, warp, cs, sms); break;
    case DT_INT64: scatter_as<DT_INT64>(p, warp, cs, sms); break;
    case DT_FLOAT16: scatter_as<DT_FLOAT16>(p, warp, cs, sms); break;
    case DT_BFLOAT16: scatter_as<DT_BFLOAT16>(p, warp, cs, sms); break;
    case DT_FLOAT32: scatter_as<DT_FLOAT32>(p, warp, cs, sms); break;
    default: scatter_as<DT_FLOAT64>(p, warp, cs, sms); break;
    }
    return true;
}

// out[p] = where in1[p] goes in its line of in0, p.size elements p.step
// apart (p.add: after its equals), as kernels/cpu/index.c's search_chunk;
// values load as C (a float type that holds them, int64 for integers).
template <int C> __global__ void k_search(const IndexParams p, int vdt, int odt)
{
    int64_t es = (int64_t)size_of(vdt), os = (int64_t)size_of(odt);
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(p, i, off);
        const char *line = p.in0 + off[1] * es;
        T_<C> v = load_dyn<C>(p.in1 + off[2] * es, vdt);
        int64_t lo = 0, hi = p.size;
        while (lo < hi) {
            int64_t mid = lo + (hi - lo) / 2;
            T_<C> m = load_dyn<C>(line + mid * p.step * es, vdt);
            if (p.add ? !(m > v) : !(m >= v))
                lo = mid + 1;
            else
                hi = mid;
        }
        store_dyn(p.out + off[0] * os, odt, lo);
    }
}

// Shared memory the boundaries may fill in k_search_shared: what a block
// gets without opting in; and the values a thread of it searches at once.
constexpr int64_t SEARCH_SHARED = 48 * 1024;
constexpr int SEARCH_AT_ONCE = 4;

// Where values v[0 .. U) (those with lo < hi) go in line (shared
// memory), lo[u] on return: the searches' steps interleaved, as one
// search is a chain of dependent shared-memory loads, and one at a time
// left the multiprocessors waiting on them (2^26 values in 1000
// boundaries: 1.1 ms on an H200).  Each value takes k_search's steps.
template <int C, int U>
__device__ __forceinline__ void search_interleaved(const T_<C> *line, bool add, const T_<C> (&v)[U], int (&lo)[U],
                                                   int (&hi)[U])
{
    for (bool more = true; more;) {
        more = false;
#pragma unroll
        for (int u = 0; u < U; u++) {
            if (lo[u] >= hi[u])
                continue;
            int mid = lo[u] + (hi[u] - lo[u]) / 2;
            T_<C> m = line[mid];
            if (add ? !(m > v[u]) : !(m >= v[u]))
                lo[u] = mid + 1;
            else
                hi[u] = mid;
            more = more || lo[u] < hi[u];
        }
    }
}

// p.size elements of the line at q, p.step apart, into shared memory as C.
template <int C> __device__ __forceinline__ void line_to_shared(const IndexParams &p, const char *q, int vdt,
                                                                T_<C> *line)
{
    int64_t es = (int64_t)size_of(vdt);
    for (int64_t j = threadIdx.x; j < p.size; j += blockDim.x)
        line[j] = load_dyn<C>(q + j * p.step * es, vdt);
}

// k_search where every value searches one line (1-d boundaries, the
// common searchsorted(b, x)) of at most SEARCH_SHARED bytes as C: the
// block loads the line into shared memory once, as C, so the searches'
// loads wait on shared memory instead of global memory, each converted
// once a block instead of once a step; the comparisons are k_search's, in
// the same type, so the positions are the same.  One-dimensional results
// and values (the common case) find their offsets without a division.
template <int C> __global__ void k_search_shared(const IndexParams p, int vdt, int odt)
{
    extern __shared__ __align__(16) unsigned char search_line[];
    T_<C> *line = (T_<C> *)search_line;
    int64_t es = (int64_t)size_of(vdt), os = (int64_t)size_of(odt);
    line_to_shared<C>(p, p.in0, vdt, line);
    __syncthreads();
    constexpr int U = SEARCH_AT_ONCE;
    const int64_t stride = (int64_t)gridDim.x * blockDim.x;
    for (int64_t i0 = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i0 < p.n; i0 += U * stride) {
        int64_t off[U][3];
        T_<C> v[U];
        int lo[U], hi[U];
#pragma unroll
        for (int u = 0; u < U; u++) {
            int64_t i = i0 + u * stride;
            lo[u] = 0;
            hi[u] = i < p.n ? (int)p.size : 0;
            if (i >= p.n)
                continue;
            if (p.nd == 1) {
                off[u][0] = i * p.st[0][0];
                off[u][2] = i * p.st[2][0];
            } else {
                offsets(p, i, off[u]);
            }
            v[u] = load_dyn<C>(p.in1 + off[u][2] * es, vdt);
        }
        search_interleaved<C, U>(line, p.add, v, lo, hi);
#pragma unroll
        for (int u = 0; u < U; u++)
            if (i0 + u * stride < p.n)
                store_dyn(p.out + off[u][0] * os, odt, (int64_t)lo[u]);
    }
}

// k_search_shared for a line a row: 2-d results whose rows each search
// their own line (searchsorted(b, x) with b [m, n], x [m, k]), a block a
// row at a time, its line in shared memory.  (k_search took each step
// from global memory through load_dyn's switch: H100, 4096 x 4096 values
// in rows of 4096 at 0.60 of PyTorch's speed.)
template <int C> __global__ void k_search_rows(const IndexParams p, int vdt, int odt)
{
    extern __shared__ __align__(16) unsigned char search_line[];
    T_<C> *line = (T_<C> *)search_line;
    int64_t es = (int64_t)size_of(vdt), os = (int64_t)size_of(odt), k = p.shape[1];
    constexpr int U = SEARCH_AT_ONCE;
    for (int64_t r = blockIdx.x; r < p.shape[0]; r += gridDim.x) {
        __syncthreads();      // the last row's searches are done with line
        line_to_shared<C>(p, p.in0 + r * p.st[1][0] * es, vdt, line);
        __syncthreads();
        for (int64_t c0 = threadIdx.x; c0 < k; c0 += U * blockDim.x) {
            T_<C> v[U];
            int lo[U], hi[U];
#pragma unroll
            for (int u = 0; u < U; u++) {
                int64_t c = c0 + u * blockDim.x;
                lo[u] = 0;
                hi[u] = c < k ? (int)p.size : 0;
                if (c < k)
                    v[u] = load_dyn<C>(p.in1 + (r * p.st[2][0] + c * p.st[2][1]) * es, vdt);
            }
            search_interleaved<C, U>(line, p.add, v, lo, hi);
#pragma unroll
            for (int u = 0; u < U; u++) {
                int64_t c = c0 + u * blockDim.x;
                if (c < k)
                    store_dyn(p.out + (r * p.st[0][0] + c * p.st[0][1]) * os, odt, (int64_t)lo[u]);
            }
        }
    }
}

// k_search_tree's blocks: each builds its own tree, so few large ones
// build it least often, and soonest (a node or a few a thread).
constexpr int TREE_THREADS = 1024;

// Four consecutive elements, moved in 16-byte words.
template <typename T> struct alignas(16) Four {
    T e[4];
};

// The line's midpoint tree (search_tree.h) in shared memory at tree, for
// values of type C: node k's element at tree[k] (0 at tree[0] and the
// stopped nodes, which no answer depends on), then leaf 2^depth + j's
// answer (the line is shorter than 2^16) as the j-th uint16_t.  A thread
// a node, each walking the bits of k from the root.
template <int C> __device__ void tree_to_shared(const IndexParams &p, int depth, T_<C> *tree)
{
    const T_<C> *line = (const T_<C> *)p.in0;
    int32_t n = (int32_t)p.size, leaves = 1 << depth;
    uint16_t *answer = (uint16_t *)(tree + leaves);
    for (int32_t k = threadIdx.x; k < leaves; k += blockDim.x) {
        int32_t mid = k > 0 ? search_tree_mid(n, k) : -1;
        T_<C> m = mid >= 0 ? __ldg(line + mid * p.step) : T_<C>(0);
        answer[k] = (uint16_t)search_tree_answer(n, leaves + k);  // while m loads
        tree[k] = m;
    }
}

// Where v[0 .. 4) go in tree_to_shared's tree: depth steps down it each,
// side by side, as each step waits on its shared-memory load.  A step is
// a load, a comparison, a shift and an add (node k as its offset in
// bytes), where k_search's took the midpoint's arithmetic and a test of
// whether the walk had stopped.
template <int C, bool RIGHT>
__device__ __forceinline__ void walk_tree(const char *tree, int depth, const T_<C> (&v)[4], int32_t (&at)[4])
{
    constexpr uint32_t size = sizeof(T_<C>);
    uint32_t k[4] = {size, size, size, size};
    for (int s = 0; s < depth; s++) {
#pragma unroll
        for (int u = 0; u < 4; u++) {
            T_<C> m = *(const T_<C> *)(tree + k[u]);
            k[u] *= 2;
            if (RIGHT ? !(m > v[u]) : !(m >= v[u]))
                k[u] += size;
        }
    }
    // leaf k's answer: at byte 2^depth * size + 2 * (k - 2^depth)
    const char *answer = tree + ((size - 2) << depth);
#pragma unroll
    for (int u = 0; u < 4; u++)
        at[u] = *(const uint16_t *)(answer + k[u] / (size / 2));
}

// at[0 .. 4) as O at out[i ..], whole words where all four are in [0, n).
template <typename O>
__device__ __forceinline__ void put_four(char *out, int64_t i, int64_t n, const int32_t (&at)[4])
{
    O *o = (O *)out + i;
    if (i + 4 <= n) {
        *(Four<O> *)o = Four<O>{{at[0], at[1], at[2], at[3]}};
        return;
    }
#pragma unroll
    for (int u = 0; u < 4; u++)
        if (i + u < n)
            o[u] = at[u];
}

// k_search_shared for values of the line's own type C in out's layout
// (searchsorted(b, x) of one dtype), int64 results (int32: narrow): the
// block builds the line's tree in shared memory, then each thread takes
// four values at a time, 16-byte words in and out.  2^26 float32 values
// in 1000 boundaries: about 60 instructions a value, where
// k_search_shared issued 326 (H100: 0.70 of PyTorch's speed).
template <int C, bool RIGHT>
__global__ void __launch_bounds__(TREE_THREADS, 2) k_search_tree(const IndexParams p, bool narrow)
{
    extern __shared__ __align__(16) unsigned char search_line[];
    using T = T_<C>;
    int depth = search_tree_depth((int32_t)p.size);
    tree_to_shared<C>(p, depth, (T *)search_line);
    __syncthreads();
    const T *x = (const T *)p.in1;
    const int64_t stride = 4 * (int64_t)gridDim.x * blockDim.x;
    for (int64_t i = 4 * ((int64_t)blockIdx.x * blockDim.x + threadIdx.x); i < p.n; i += stride) {
        Four<T> v;
        if (i + 4 <= p.n)
            v = *(const Four<T> *)(x + i);
        else
#pragma unroll
            for (int u = 0; u < 4; u++)
                v.e[u] = i + u < p.n ? x[i + u] : T(0);
        int32_t at[4];
        walk_tree<C, RIGHT>((const char *)search_line, depth, v.e, at);
        if (narrow)
            put_four<int32_t>(p.out, i, p.n, at);
        else
            put_four<int64_t>(p.out, i, p.n, at);
    }
}

enum SearchRoad { SEARCH_GLOBAL, SEARCH_ONE_LINE, SEARCH_ROWS, SEARCH_TREE };

// Shared memory k_search_tree's tree takes for a line of size elements of
// type T, or 0 where it would not fit.
template <typename T> static size_t tree_bytes(int64_t size)
{
    if (size >= SEARCH_SHARED)
        return 0;
    size_t bytes = ((size_t)1 << search_tree_depth((int32_t)size)) * (sizeof(T) + sizeof(uint16_t));
    return bytes <= (size_t)SEARCH_SHARED ? bytes : 0;
}

template <int C, bool RIGHT> static void search_tree_as(const IndexParams &p, int odt, cudaStream_t cs, int sms)
{
    // two blocks fill a multiprocessor (__launch_bounds__)
    int64_t blocks = (p.n + 4 * TREE_THREADS - 1) / (4 * TREE_THREADS), most = (int64_t)sms * 2;
    k_search_tree<C, RIGHT><<<(unsigned)(blocks < most ? blocks : most), TREE_THREADS, tree_bytes<T_<C>>(p.size),
                              cs>>>(p, odt == DT_INT32);
}

template <int C> static void search_as(const IndexParams &p, SearchRoad road, int vdt, int odt,
                                       cudaStream_t cs, int sms)
{
    size_t line = (size_t)p.size * sizeof(T_<C>);
    if (road == SEARCH_TREE && p.add) {
        search_tree_as<C, true>(p, odt, cs, sms);
    } else if (road == SEARCH_TREE) {
        search_tree_as<C, false>(p, odt, cs, sms);
    } else if (road == SEARCH_ONE_LINE) {
        k_search_shared<C><<<blocks_for(p.n, sms), THREADS, line, cs>>>(p, vdt, odt);
    } else if (road == SEARCH_ROWS) {
        int64_t most = (int64_t)sms * 16;
        k_search_rows<C><<<(unsigned)(p.shape[0] < most ? p.shape[0] : most), THREADS, line, cs>>>(p, vdt, odt);
    } else {
        k_search<C><<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p, vdt, odt);
    }
}

// Whether k_search_tree takes o = searchsorted(b, v): v of a type that
// compares as itself, laid out as o (dense, as a result is), both 16-byte
// aligned, and int64 or int32 results.
static bool tree_takes(const DevTensor *o, const DevTensor *v)
{
    bool dense = true;
    int64_t want = 1;
    for (int d = o->ndim - 1; d >= 0; d--) {
        if (o->shape[d] != 1)
            dense = dense && o->strides[d] == want && v->strides[d] == want;
        want *= o->shape[d];
    }
    bool own = v->dtype == DT_FLOAT32 || v->dtype == DT_FLOAT64 || v->dtype == DT_INT64;
    bool aligned = (((uintptr_t)o->data | (uintptr_t)v->data) & 15) == 0;
    return dense && own && aligned && (o->dtype == DT_INT64 || o->dtype == DT_INT32);
}

static void launch_search(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0], *bd = &a->in[0], *v = &a->in[1];
    IndexParams p = {};
    p.out = (char *)o->data;
    p.in0 = (const char *)bd->data;
    p.in1 = (const char *)v->data;
    p.nd = o->ndim;
    p.n = 1;
    for (int d = 0; d < o->ndim; d++) {
        p.shape[d] = o->shape[d];
        p.st[0][d] = o->strides[d];
        p.st[1][d] = bd->strides[d];
        p.st[2][d] = v->strides[d];
        p.n *= o->shape[d];
    }
    p.add = a->si[0] != 0;
    p.size = a->si[1];
    p.step = a->si[2];
    if (p.n == 0)
        return;
    bool fits = p.size * 8 <= SEARCH_SHARED, one_line = true;
    for (int d = 0; d < p.nd; d++)
        one_line = one_line && (p.st[1][d] == 0 || p.shape[d] == 1);
    bool rows = fits && p.nd == 2 && p.st[1][1] == 0 && p.shape[1] >= THREADS;
    size_t tree = v->dtype == DT_FLOAT32 ? tree_bytes<float>(p.size) : tree_bytes<double>(p.size);
    SearchRoad road = one_line && tree > 0 && tree_takes(o, v) ? SEARCH_TREE
                    : one_line && fits                         ? SEARCH_ONE_LINE
                    : rows                                     ? SEARCH_ROWS
                                                               : SEARCH_GLOBAL;
    // float32, float16 and bfloat16 values compare as float: exactly as
    // in double (every one of them is a double, in the same order), at
    // half the shared memory and twice the rate.
    if (v->dtype == DT_FLOAT64)
        search_as<DT_FLOAT64>(p, road, v->dtype, o->dtype, cs, sms);
    else if (is_float(v->dtype))
        search_as<DT_FLOAT32>(p, road, v->dtype, o->dtype, cs, sms);
    else
        search_as<DT_INT64>(p, road, v->dtype, o->dtype, cs, sms);
}

// ---- index and index_put: advanced indexing, ops.def's layout ----

// p.shape, p.nd: the positions walked; p.st: their strides in out (index)
// or in the values (index_put) [0], the view [1] (0 inside the block) and
// the nidx indices or offsets [2 ..] (0 outside it), as
// kernels/cpu/index.c's layout.
static void index_layout(const OpArgs *a, const DevTensor *walk, const DevTensor *walked, const DevTensor *view,
                         const DevTensor *idx, int nidx, IndexParams *p)
{
    int b0 = (int)a->si[0], nb = (int)a->si[1], v = 0;
    p->nd = walk->ndim;
    p->n = 1;
    for (int d = 0; d < walk->ndim; d++) {
        p->shape[d] = walk->shape[d];
        p->st[0][d] = walked->strides[d];
        p->n *= walk->shape[d];
        if (d >= b0 && d < b0 + nb) {
            for (int k = 0; k < nidx; k++)
                p->st[2 + k][d] = idx[k].strides[d - b0];
            continue;
        }
        while ((a->si[2] >> v) & 1)
            v++;
        p->st[1][d] = view->strides[v++];
    }
}

// out[p's view offset + in0[p's offsets]] = in1[p], a thread a position.
// Of equal offsets in one warp the last position wins, as on the
// simulated device (x[[1, 1]] = v writes v[1]); equal offsets in
// different warps are the race PyTorch leaves undefined too.
template <typename T> __global__ void k_index_put(const IndexParams p)
{
    int lane = threadIdx.x % 32;
    int64_t stride = (int64_t)gridDim.x * blockDim.x;
    for (int64_t base = (int64_t)blockIdx.x * blockDim.x + threadIdx.x - lane; base < p.n; base += stride) {
        int64_t i = base + lane;
        unsigned live = __ballot_sync(0xffffffffu, i < p.n);
        if (i >= p.n)
            continue;
        int64_t off[3];
        offsets(p, i, off);
        int64_t target = off[1] + ((const int64_t *)p.in0)[off[2]];
        unsigned same = __match_any_sync(live, (unsigned long long)target);
        if (31 - __clz(same) == lane)
            ((T *)p.out)[target] = ((const T *)p.in1)[off[0]];
    }
}

// k_index_put of rows that are one copy each: where the offset is one
// number along a row (x[j] = v, the last dim not indexed) and the
// values' and the view's rows are dense, a warp copies a tile of a row
// (its positions have distinct targets: of equal offsets, as in
// k_index_put, only those in different warps meet, PyTorch's race).
template <typename T> __global__ void k_put_rows(const IndexParams p, int64_t chunks)
{
    int lane = threadIdx.x & 31;
    for (int64_t t = warp_id(); t < p.n; t += warp_count()) {
        int64_t off[3], c0, c1;
        tile_at(p, chunks, t, off, &c0, &c1);
        int64_t at = off[1] + ((const int64_t *)p.in0)[off[2]];
        warp_copy((T *)p.out + at + c0, (const T *)p.in1 + off[0] + c0, c1 - c0, lane);
    }
}

template <typename T> static void put_as(IndexParams &p, cudaStream_t cs, int sms)
{
    int last = p.nd - 1;
    int64_t chunks = p.nd > 0 && p.st[0][last] == 1 && p.st[1][last] == 1 && p.st[2][last] == 0 ? tiles(&p, sms) : 0;
    if (chunks)
        k_put_rows<T><<<warp_blocks(p.n, sms), THREADS, 0, cs>>>(p, chunks);
    else
        k_index_put<T><<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p);
}

static void launch_index(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0];
    IndexParams p = {};
    pick_records(a, OP_index, &p);
    p.out = (char *)o->data;
    p.in0 = (const char *)a->in[0].data;
    p.nidx = a->nin - 1;
    for (int k = 0; k < p.nidx; k++) {
        p.idx[k] = (const int64_t *)a->in[1 + k].data;
        p.wrap[k] = a->si[3 + 2 * k];
        p.scale[k] = a->si[4 + 2 * k];
    }
    index_layout(a, o, o, &a->in[0], &a->in[1], p.nidx, &p);
    if (p.n == 0)
        return;
    switch (size_of(o->dtype)) {
    case 1: pick_as<uint8_t, false>(p, cs, sms); break;
    case 2: pick_as<uint16_t, false>(p, cs, sms); break;
    case 4: pick_as<uint32_t, false>(p, cs, sms); break;
    default: pick_as<uint64_t, false>(p, cs, sms); break;
    }
}

// index_put's sums through sorted runs: the block's offsets are the keys
// (below the view's greatest offset over the indexed dims, plus one), the
// values' offsets inside the block the sources; the positions outside
// the block walk the view and the values.
static bool index_put_sums(const OpArgs *a, const IndexParams &p, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *o = &a->out[0];
    int b0 = (int)a->si[0], nb = (int)a->si[1];
    int64_t limit = 1;
    for (int d = 0; d < o->ndim; d++)
        if ((a->si[2] >> d) & 1 && o->shape[d] > 1)
            limit += (o->shape[d] - 1) * o->strides[d];
    IndexParams outside = p, block = p;
    outside.n = block.n = 1;
    for (int d = 0; d < p.nd; d++) {
        bool in = d >= b0 && d < b0 + nb;
        outside.shape[d] = in ? 1 : p.shape[d];
        block.shape[d] = in ? p.shape[d] : 1;
        outside.n *= outside.shape[d];
        block.n *= block.shape[d];
        outside.st[0][d] = p.st[1][d];
        outside.st[1][d] = p.st[0][d];
        outside.st[2][d] = 0;
    }
    outside.step = 1;
    return sorted_runs(outside, block, limit, o->dtype, cs, sms, err);
}

static bool launch_index_put(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *o = &a->out[0], *val = &a->in[1];
    IndexParams p = {};
    p.out = (char *)o->data;
    p.in0 = (const char *)a->in[0].data;
    p.in1 = (const char *)val->data;
    p.add = a->si[3] != 0;
    p.mode = SCATTER_ADD;
    index_layout(a, val, val, o, &a->in[0], 1, &p);
    if (p.n == 0)
        return true;
    if (p.add)
        return index_put_sums(a, p, cs, sms, err);
    switch (size_of(o->dtype)) {
    case 1: put_as<uint8_t>(p, cs, sms); break;
    case 2: put_as<uint16_t>(p, cs, sms); break;
    case 4: put_as<uint32_t>(p, cs, sms); break;
    default: put_as<uint64_t>(p, cs, sms); break;
    }
    return true;
}

// ---- bounds ----

// The least and greatest elements of some of an index's positions, and
// the first of those positions whose element is outside the range.
struct Extent {
    long long lo, hi, first;
};

__device__ __forceinline__ Extent extent_none()
{
    return {INT64_MAX, INT64_MIN, INT64_MAX};
}

__device__ __forceinline__ long long element_at(const IndexParams &p, int64_t i)
{
    int64_t off[3];
    offsets(p, i, off);
    return ((const int64_t *)p.in0)[off[1]];
}

// The extent of in0 at positions from, from + step, ... (the first found
// is the least: the walk ascends), BOUNDS_AHEAD loads in flight.  A dense
// index (launch_bounds makes it one dim of stride 1) reads its elements
// straight: element_at's division an element made the check compute-bound
// (128 MB of index: 89 us on an H200, where reading it takes 35).
static constexpr int BOUNDS_AHEAD = 4;

__device__ Extent thread_extent(const IndexParams &p, int64_t lo, int64_t hi, int64_t from, int64_t step)
{
    Extent e = extent_none();
    bool dense = p.nd == 1 && p.st[1][0] == 1;
    const int64_t *in = (const int64_t *)p.in0;
    for (int64_t i0 = from; i0 < p.n; i0 += BOUNDS_AHEAD * step) {
        long long v[BOUNDS_AHEAD];
#pragma unroll
        for (int u = 0; u < BOUNDS_AHEAD; u++) {
            int64_t i = i0 + u * step;
            v[u] = i >= p.n ? 0 : dense ? in[i] : element_at(p, i);
        }
#pragma unroll
        for (int u = 0; u < BOUNDS_AHEAD; u++) {
            int64_t i = i0 + u * step;
            if (i >= p.n)
                break;
            e.lo = v[u] < e.lo ? v[u] : e.lo;
            e.hi = v[u] > e.hi ? v[u] : e.hi;
            if ((v[u] < lo || v[u] >= hi) && e.first == INT64_MAX)
                e.first = i;
        }
    }
    return e;
}

// The warp's extent in lane 0 (integers: exact in any order).
__device__ __forceinline__ Extent warp_extent(Extent e)
{
    for (int o = 16; o > 0; o >>= 1) {
        long long l = __shfl_down_sync(0xffffffffu, e.lo, o), h = __shfl_down_sync(0xffffffffu, e.hi, o),
                  f = __shfl_down_sync(0xffffffffu, e.first, o);
        e.lo = l < e.lo ? l : e.lo;
        e.hi = h > e.hi ? h : e.hi;
        e.first = f < e.first ? f : e.first;
    }
    return e;
}

static constexpr int BOUNDS_ONE_MAX = 1 << 16;   // elements one block takes alone

// An index of up to BOUNDS_ONE_MAX elements in one launch: one block of
// 1024 threads, its warps' extents merged in shared memory.
__global__ void __launch_bounds__(1024) k_bounds_one(const IndexParams p, int64_t *out, int64_t s, int64_t lo,
                                                     int64_t hi)
{
    __shared__ Extent warps[32];
    Extent e = warp_extent(thread_extent(p, lo, hi, threadIdx.x, blockDim.x));
    if ((threadIdx.x & 31) == 0)
        warps[threadIdx.x >> 5] = e;
    __syncthreads();
    if (threadIdx.x >= 32)
        return;
    e = warp_extent(threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : extent_none());
    if (threadIdx.x == 0) {
        out[0] = e.lo;
        out[s] = e.hi;
        out[2 * s] = e.first;
        out[3 * s] = e.first == INT64_MAX ? 0 : element_at(p, e.first);
    }
}

// A longer one: the extent over the grid by atomic min and max from each
// warp into three words of device memory (atomics to a record in pinned
// memory would cross the bus), then the record written by a last launch.
__global__ void k_bounds_start(int64_t *acc)
{
    acc[0] = INT64_MAX;
    acc[1] = INT64_MIN;
    acc[2] = INT64_MAX;
}

__global__ void k_bounds(const IndexParams p, int64_t *acc, int64_t lo, int64_t hi)
{
    Extent e = warp_extent(thread_extent(p, lo, hi, (int64_t)blockIdx.x * blockDim.x + threadIdx.x,
                                         (int64_t)gridDim.x * blockDim.x));
    if ((threadIdx.x & 31) == 0) {
        atomicMin((long long *)acc, e.lo);
        atomicMax((long long *)acc + 1, e.hi);
        if (e.first != INT64_MAX)
            atomicMin((long long *)acc + 2, e.first);
    }
}

__global__ void k_bounds_record(const IndexParams p, const int64_t *acc, int64_t *out, int64_t s)
{
    out[0] = acc[0];
    out[s] = acc[1];
    out[2 * s] = acc[2];
    out[3 * s] = acc[2] == INT64_MAX ? 0 : element_at(p, acc[2]);
}

// The walk of a range check over in (as in0): a contiguous tensor as one
// dimension, without a division an element.
static IndexParams check_walk(const DevTensor *in)
{
    IndexParams p = {};
    p.in0 = (const char *)in->data;
    p.nd = in->ndim;
    p.n = 1;
    bool dense = true;
    for (int d = in->ndim - 1; d >= 0; d--) {
        dense = dense && (in->shape[d] == 1 || in->strides[d] == p.n);
        p.shape[d] = in->shape[d];
        p.st[1][d] = in->strides[d];
        p.n *= in->shape[d];
    }
    if (dense) {
        p.nd = 1;
        p.shape[0] = p.n;
        p.st[1][0] = 1;
    }
    return p;
}

// ---- outside: a float tensor's first element outside [lo, hi] ----

// The first of positions from, from + step, ... of the float in0 (dtype
// dt) whose element is outside [lo, hi] or NaN, INT64_MAX when none;
// BOUNDS_AHEAD loads in flight, as thread_extent's.
__device__ int64_t thread_outside(const IndexParams &p, int dt, double lo, double hi, int64_t from, int64_t step)
{
    bool dense = p.nd == 1 && p.st[1][0] == 1;
    int64_t es = (int64_t)size_of(dt);
    for (int64_t i0 = from; i0 < p.n; i0 += BOUNDS_AHEAD * step) {
        double v[BOUNDS_AHEAD];
#pragma unroll
        for (int u = 0; u < BOUNDS_AHEAD; u++) {
            int64_t i = i0 + u * step, off[3] = {0, i, 0};
            if (i < p.n && !dense)
                offsets(p, i, off);
            v[u] = i < p.n ? load_dyn<DT_FLOAT64>(p.in0 + off[1] * es, dt) : lo;
        }
#pragma unroll
        for (int u = 0; u < BOUNDS_AHEAD; u++)
            if (!(v[u] >= lo && v[u] <= hi))
                return i0 + u * step;
    }
    return INT64_MAX;
}

__device__ __forceinline__ int64_t warp_least(int64_t v)
{
    for (int o = 16; o > 0; o >>= 1) {
        int64_t w = __shfl_down_sync(0xffffffffu, v, o);
        v = w < v ? w : v;
    }
    return v;
}

// Up to BOUNDS_ONE_MAX elements in one launch, one block; longer ones by
// atomic min from each warp into a word of device memory, then the record.
__global__ void __launch_bounds__(1024) k_outside_one(const IndexParams p, int dt, double lo, double hi,
                                                      int64_t *out, int64_t s)
{
    __shared__ int64_t warps[32];
    int64_t f = warp_least(thread_outside(p, dt, lo, hi, threadIdx.x, blockDim.x));
    if ((threadIdx.x & 31) == 0)
        warps[threadIdx.x >> 5] = f;
    __syncthreads();
    if (threadIdx.x >= 32)
        return;
    f = warp_least(threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : INT64_MAX);
    if (threadIdx.x == 0) {
        out[0] = out[s] = out[3 * s] = 0;
        out[2 * s] = f;
    }
}

__global__ void k_outside_start(int64_t *acc)
{
    *acc = INT64_MAX;
}

__global__ void k_outside(const IndexParams p, int dt, double lo, double hi, int64_t *acc)
{
    int64_t f = warp_least(thread_outside(p, dt, lo, hi, (int64_t)blockIdx.x * blockDim.x + threadIdx.x,
                                          (int64_t)gridDim.x * blockDim.x));
    if ((threadIdx.x & 31) == 0 && f != INT64_MAX)
        atomicMin((long long *)acc, (long long)f);
}

__global__ void k_outside_record(const int64_t *acc, int64_t *out, int64_t s)
{
    out[0] = out[s] = out[3 * s] = 0;
    out[2 * s] = *acc;
}

// The record of a range check: the first outside where a thread finds it.
static bool launch_outside(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *in = &a->in[0];
    IndexParams p = check_walk(in);
    int64_t *out = (int64_t *)a->out[0].data, s = a->out[0].strides[0];
    if (p.n <= BOUNDS_ONE_MAX) {
        k_outside_one<<<1, 1024, 0, cs>>>(p, in->dtype, a->sf[0], a->sf[1], out, s);
        return true;
    }
    int64_t *acc;
    cudaError_t e = cudaMallocAsync((void **)&acc, sizeof *acc, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "outside", __FILE__, __LINE__);
    k_outside_start<<<1, 1, 0, cs>>>(acc);
    k_outside<<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p, in->dtype, a->sf[0], a->sf[1], acc);
    k_outside_record<<<1, 1, 0, cs>>>(acc, out, s);
    cudaFreeAsync(acc, cs);
    return true;
}

// The record of an index's range check, as launch_outside makes its.
static bool launch_bounds(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *in = &a->in[0], *o = &a->out[0];
    IndexParams p = check_walk(in);
    int64_t *out = (int64_t *)o->data, s = o->strides[0], lo = a->si[0], hi = a->si[1];
    if (p.n <= BOUNDS_ONE_MAX) {
        k_bounds_one<<<1, 1024, 0, cs>>>(p, out, s, lo, hi);
        return true;
    }
    int64_t *acc;
    cudaError_t e = cudaMallocAsync((void **)&acc, 3 * sizeof *acc, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "bounds", __FILE__, __LINE__);
    k_bounds_start<<<1, 1, 0, cs>>>(acc);
    k_bounds<<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p, acc, lo, hi);
    k_bounds_record<<<1, 1, 0, cs>>>(p, acc, out, s);
    cudaFreeAsync(acc, cs);
    return true;
}

// ---- a scatter's own range check, its record in out[1] ----
// (A pick writes its record itself: tell_outside.)

// The index without its stride-0 dims (index_select's and index_add's
// spread over the other operand), which repeat what the others hold.
static DevTensor distinct(const DevTensor *idx)
{
    DevTensor v = *idx;
    v.ndim = 0;
    for (int d = 0; d < idx->ndim; d++) {
        if (idx->strides[d] == 0)
            continue;
        v.shape[v.ndim] = idx->shape[d];
        v.strides[v.ndim++] = idx->strides[d];
    }
    return v;
}

// Starts the check a scatter makes of its index (in0) against [0, size
// along dim) when a has a record: an index of up to BOUNDS_ONE_MAX
// distinct elements by bounds' one block, here; a longer one by the
// kernel's threads into *acc (device memory; all ones: none outside),
// which own_check_end makes the record.
static bool own_check_start(const OpArgs *a, cudaStream_t cs, unsigned long long **acc, Error *err)
{
    *acc = nullptr;
    if (a->nout < 2)
        return true;
    const DevTensor *rec = &a->out[1];
    DevTensor few = distinct(&a->in[0]);
    IndexParams w = check_walk(&few);
    int64_t size = a->out[0].shape[a->si[0]];
    if (w.n <= BOUNDS_ONE_MAX) {
        k_bounds_one<<<1, 1024, 0, cs>>>(w, (int64_t *)rec->data, rec->strides[0], 0, size);
        return true;
    }
    cudaError_t e = cudaMallocAsync((void **)acc, sizeof **acc, cs);
    if (e == cudaSuccess)
        e = cudaMemsetAsync(*acc, 0xff, sizeof **acc, cs);
    return e == cudaSuccess || cuda_fail(err, e, "scatter", __FILE__, __LINE__);
}

__global__ void k_own_record(const IndexParams p, const unsigned long long *acc, int64_t *out, int64_t s)
{
    unsigned long long at = *acc;
    out[2 * s] = at == ~0ull ? INT64_MAX : (int64_t)at;
    out[3 * s] = at == ~0ull ? 0 : element_at(p, (int64_t)at);
}

static void own_check_end(const OpArgs *a, unsigned long long *acc, cudaStream_t cs)
{
    if (!acc)
        return;
    k_own_record<<<1, 1, 0, cs>>>(check_walk(&a->in[0]), acc, (int64_t *)a->out[1].data,
                                  a->out[1].strides[0]);
    cudaFreeAsync(acc, cs);
}

// ---- nonzero ----

// Row i of out (p.st[0][0] apart, p.st[0][1] between its columns) = the
// coordinates of position pos[i] in p's shape.
__global__ void k_coordinates(const IndexParams p, const int64_t *pos)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t rest = pos[i], *row = (int64_t *)p.out + i * p.st[0][0];
        for (int d = DEV_MAX_DIMS - 1; d >= 0; d--) {
            if (d < p.nd) {
                row[d * p.st[0][1]] = rest % p.shape[d];
                rest /= p.shape[d];
            }
        }
    }
}

// The positions of the true flags straight into a dense 1-d out, else
// into a buffer that k_coordinates spreads.
static bool launch_nonzero(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *o = &a->out[0], *f = &a->in[0];
    IndexParams p = {};
    p.out = (char *)o->data;
    p.nd = o->ndim == 1 ? 1 : f->ndim;
    int64_t n = 1;
    for (int d = 0; d < f->ndim; d++)
        n *= f->shape[d];
    p.shape[0] = n;
    for (int d = 0; o->ndim == 2 && d < f->ndim; d++)
        p.shape[d] = f->shape[d];
    p.st[0][0] = o->strides[0];
    p.st[0][1] = o->ndim == 2 ? o->strides[1] : 0;
    p.n = o->shape[0];
    if (p.n == 0 || n == 0)
        return true;
    bool direct = o->ndim == 1 && o->strides[0] == 1;
    thrust::counting_iterator<int64_t> at(0);
    const uint8_t *flags = (const uint8_t *)f->data;
    size_t scratch = 0;
    cudaError_t e = cub::DeviceSelect::Flagged(nullptr, scratch, at, flags, (int64_t *)nullptr,
                                               (int64_t *)nullptr, n, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "nonzero", __FILE__, __LINE__);
    size_t pb = direct ? 0 : ((size_t)p.n * 8 + 255) / 256 * 256;
    char *buf;
    e = cudaMallocAsync((void **)&buf, pb + 256 + scratch, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "nonzero", __FILE__, __LINE__);
    int64_t *pos = direct ? (int64_t *)o->data : (int64_t *)buf;
    e = cub::DeviceSelect::Flagged(buf + pb + 256, scratch, at, flags, pos, (int64_t *)(buf + pb), n, cs);
    if (e == cudaSuccess && !direct)
        k_coordinates<<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p, pos);
    cudaFreeAsync(buf, cs);
    if (e != cudaSuccess)
        return cuda_fail(err, e, "nonzero", __FILE__, __LINE__);
    return true;
}

// ---- runs: each element a RunKey whose == is ne's (natural values: -0
// equals 0, a NaN equals nothing) and whose copy keeps its bits.  The
// values of floats are CUB's selection of the run starts, so each is its
// run's first element bit for bit (the unique keys of its run-length
// encoding may come from elsewhere in a run: -0 for a run that starts
// with 0); the lengths, when asked for, its run-length encoding's.  Equal
// integers are equal bits, so their values and lengths are one encoding's
// (a selection's pass fewer: unique_consecutive of 2^24 int64 with counts
// took 0.53 of PyTorch's time on an H100). ----

template <int D> struct RunKey {
    T_<D> bits;
    __device__ bool operator==(const RunKey &o) const
    {
        return nat<D>(bits) == nat<D>(o.bits);
    }
};

// 1 where element i starts a run, else 0.
template <int D> struct RunStart {
    const RunKey<D> *x;
    __device__ int64_t operator()(int64_t i) const
    {
        return i == 0 || !(x[i] == x[i - 1]);
    }
};

template <int D> static auto run_starts(const RunKey<D> *x)
{
    return thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0), RunStart<D>{x});
}

// The runs into places for every element, their count into out[1]: no
// pass of its own (PyTorch's unique counts as it selects, too).
template <int D> static bool runs_as(const OpArgs *a, cudaStream_t cs, Error *err)
{
    const RunKey<D> *in = (const RunKey<D> *)a->in[0].data;
    RunKey<D> *vals = (RunKey<D> *)a->out[0].data;
    int64_t n = a->in[0].shape[0], *count = (int64_t *)a->out[1].data;
    int64_t *lens = a->nout > 2 ? (int64_t *)a->out[2].data : nullptr;
    thrust::discard_iterator<RunKey<D>> no_keys;
    auto select = [&](void *tmp, size_t &scratch) {
        return cub::DeviceSelect::Flagged(tmp, scratch, in, run_starts<D>(in), vals, count, n, cs);
    };
    bool one_pass = lens && !is_float(D);
    auto encode = [&](void *tmp, size_t &scratch) {
        if (one_pass)
            return cub::DeviceRunLengthEncode::Encode(tmp, scratch, in, vals, lens, count, n, cs);
        return cub::DeviceRunLengthEncode::Encode(tmp, scratch, in, no_keys, lens, count, n, cs);
    };
    cudaError_t e = select_and_encode(select, encode, one_pass, lens != nullptr, cs);
    return e == cudaSuccess || cuda_fail(err, e, "runs", __FILE__, __LINE__);
}

// runs of the line's dtype.
static bool launch_runs(const OpArgs *a, cudaStream_t cs, Error *err)
{
    switch (a->in[0].dtype) {
    case DT_BOOL: return runs_as<DT_BOOL>(a, cs, err);
    case DT_UINT8: return runs_as<DT_UINT8>(a, cs, err);
    case DT_INT8: return runs_as<DT_INT8>(a, cs, err);
    case DT_INT16: return runs_as<DT_INT16>(a, cs, err);
    case DT_INT32: return runs_as<DT_INT32>(a, cs, err);
    case DT_INT64: return runs_as<DT_INT64>(a, cs, err);
    case DT_FLOAT16: return runs_as<DT_FLOAT16>(a, cs, err);
    case DT_BFLOAT16: return runs_as<DT_BFLOAT16>(a, cs, err);
    case DT_FLOAT32: return runs_as<DT_FLOAT32>(a, cs, err);
    default: return runs_as<DT_FLOAT64>(a, cs, err);
    }
}

bool cuda_launch_index(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_nll)
        return cuda_launch_nll(a, cs, sms, err);
    if (op != OP_gather && op != OP_scatter && op != OP_search && op != OP_index && op != OP_index_put &&
        op != OP_nonzero && op != OP_bounds && op != OP_outside && op != OP_runs) {
        error_set(err, "internal error: %s is not an indexing kernel", op_name(op));
        return false;
    }
    unsigned long long *acc = nullptr;
    if (op == OP_scatter && !own_check_start(a, cs, &acc, err))
        return false;
    bool ok = true;
    if (op == OP_gather)
        launch_gather(a, cs, sms);
    else if (op == OP_index)
        launch_index(a, cs, sms);
    else if (op == OP_index_put)
        ok = launch_index_put(a, cs, sms, err);
    else if (op == OP_search)
        launch_search(a, cs, sms);
    else if (op == OP_nonzero)
        ok = launch_nonzero(a, cs, sms, err);
    else if (op == OP_bounds)
        ok = launch_bounds(a, cs, sms, err);
    else if (op == OP_outside)
        ok = launch_outside(a, cs, sms, err);
    else if (op == OP_runs)
        ok = launch_runs(a, cs, err);
    else
        ok = launch_scatter(a, acc, cs, sms, err);
    own_check_end(a, acc, cs);
    cudaError_t e = cudaGetLastError();
    if (ok && e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return ok;
}
