// ew_copy.cu: copy (strided, broadcast, converting dtypes as PyTorch's
// casts do) and fill on the CUDA device; the simulated twins are in
// kernels/cpu/copy.c and fill.c.  Besides the elementwise kernels of
// ew.cuh, two shapes of copy have their own: a dense copy between dtypes
// (16-byte loads or stores, no dtype switch per element) and a copy whose
// rows are contiguous on both sides (a broadcast materialized, unfolded
// windows), a row a block or a warp, without a division per element; cat (up to three parts) is one
// kernel where the parts and the result are dense and of one dtype; a
// dense fill of one byte repeated is a memset.
#include "cuda/ew.cuh"
#include "cuda/launch.cuh"

using namespace cst;

// copy and fill: the value itself, converted as it loads and stores.
using Copy = Ew<Op_ident, KIND_BOOL | KIND_INT | KIND_FLOAT, RULE_SAME, OPS_COST_LIGHT, 0>;

// Same-dtype copies move bits (a float16 NaN keeps its payload), so they
// run as the integer dtype of the same width.
static DType raw_dtype(DType dt)
{
    switch (size_of(dt)) {
    case 2: return DT_INT16;
    case 4: return DT_INT32;
    case 8: return DT_INT64;
    default: return DT_UINT8;
    }
}

// ------------------------------------------------ dense, between dtypes

// A stored S element as dtype D, through D's compute type as ew_strided
// converts it (its rounding of the input through a float16/bfloat16
// result dtype is left out: the store rounds to the same bits).
template <int S, int D> __device__ __forceinline__ T_<D> convert(T_<S> v)
{
    constexpr int C = buffer_of(D);
    return to<D>(nat<C>(to<C>(nat<S>(v))));
}

// E elements a thread, E * the wider dtype's size = 16 bytes: one 16-byte
// access on the wider side and one of 16 / (its ratio) on the narrower,
// as PyTorch's vectorized casts do; the last n % E elements one a thread.
template <int S, int D>
__global__ void __launch_bounds__(EW_THREADS) k_convert(T_<D> *out, const T_<S> *in, int64_t n)
{
    constexpr int E = 16 / (sizeof(T_<S>) > sizeof(T_<D>) ? sizeof(T_<S>) : sizeof(T_<D>));
    const int64_t t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x, nvec = n / E;
    if (t < nvec) {
        Vec<T_<S>, E> a = ((const Vec<T_<S>, E> *)in)[t];
        Vec<T_<D>, E> b;
#pragma unroll
        for (int j = 0; j < E; j++)
            b.v[j] = convert<S, D>(a.v[j]);
        ((Vec<T_<D>, E> *)out)[t] = b;
    }
    if (t < n - nvec * E)
        out[nvec * E + t] = convert<S, D>(in[nvec * E + t]);
}

template <int S, int D> static void run_convert(void *out, const void *in, int64_t n, cudaStream_t cs)
{
    if constexpr (S != D) {
        constexpr int E = 16 / (sizeof(T_<S>) > sizeof(T_<D>) ? sizeof(T_<S>) : sizeof(T_<D>));
        int64_t threads = n / E > n % E ? n / E : n % E;
        int64_t blocks = (threads + EW_THREADS - 1) / EW_THREADS;
        k_convert<S, D><<<(unsigned)blocks, EW_THREADS, 0, cs>>>((T_<D> *)out, (const T_<S> *)in, n);
    }
}

#define CONVERT_CASE(from, to) \
    case to: run_convert<from, to>(out, in, n, cs); break;
template <int S> static void convert_from(DType d, void *out, const void *in, int64_t n, cudaStream_t cs)
{
    switch (d) {
    CONVERT_CASE(S, DT_BOOL)
    CONVERT_CASE(S, DT_UINT8)
    CONVERT_CASE(S, DT_INT8)
    CONVERT_CASE(S, DT_INT16)
    CONVERT_CASE(S, DT_INT32)
    CONVERT_CASE(S, DT_INT64)
    CONVERT_CASE(S, DT_FLOAT16)
    CONVERT_CASE(S, DT_BFLOAT16)
    CONVERT_CASE(S, DT_FLOAT32)
    default: run_convert<S, DT_FLOAT64>(out, in, n, cs); break;
    }
}
#undef CONVERT_CASE

// Whether both operands are dense, in order and 16-byte aligned.
static bool convert_fits(const Layout &l)
{
    return l.nd == 1 && l.t[1] && (l.n == 1 || (l.stride[0][0] == 1 && l.stride[1][0] == 1)) &&
           (uintptr_t)l.t[0]->data % 16 == 0 && (uintptr_t)l.t[1]->data % 16 == 0;
}

static bool launch_convert(const Layout &l, cudaStream_t cs, Error *err)
{
    void *out = l.t[0]->data;
    const void *in = l.t[1]->data;
    int64_t n = l.n;
    switch (l.t[1]->dtype) {
    case DT_BOOL: convert_from<DT_BOOL>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_UINT8: convert_from<DT_UINT8>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_INT8: convert_from<DT_INT8>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_INT16: convert_from<DT_INT16>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_INT32: convert_from<DT_INT32>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_INT64: convert_from<DT_INT64>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_FLOAT16: convert_from<DT_FLOAT16>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_BFLOAT16: convert_from<DT_BFLOAT16>(l.t[0]->dtype, out, in, n, cs); break;
    case DT_FLOAT32: convert_from<DT_FLOAT32>(l.t[0]->dtype, out, in, n, cs); break;
    default: convert_from<DT_FLOAT64>(l.t[0]->dtype, out, in, n, cs); break;
    }
    return ew_check_launch(err, "k_convert");
}

// ------------------------------------------ contiguous rows, same dtype

constexpr int ROW_UNROLL = 4;

// A same-dtype copy as rows of `words` W each, contiguous on both sides;
// the rows' outer coordinates (nd dimensions, innermost last) are found
// once a row, not once an element.
struct RowCopy {
    char *out;
    const char *in;
    int64_t shape[DEV_MAX_DIMS];
    int64_t os[DEV_MAX_DIMS], is[DEV_MAX_DIMS];  // bytes
    int nd;
    int64_t rows, words;
};

// Row r's first word on each side; 32-bit divisions where the rows
// allow: a 64-bit one is a loop.
template <typename W> __device__ __forceinline__ void row_at(const RowCopy &p, int64_t r, const W **src, W **dst)
{
    int64_t oo = 0, io = 0, q = r;
    for (int d = p.nd - 1; d >= 0; d--) {
        int64_t i;
        if (p.rows <= UINT32_MAX) {
            i = (uint32_t)q % (uint32_t)p.shape[d];
            q = (uint32_t)q / (uint32_t)p.shape[d];
        } else {
            i = q % p.shape[d];
            q /= p.shape[d];
        }
        oo += i * p.os[d];
        io += i * p.is[d];
    }
    *src = (const W *)(p.in + io);
    *dst = (W *)(p.out + oo);
}

// A block takes ROW_UNROLL * EW_THREADS words of rows blockIdx.y,
// blockIdx.y + gridDim.y, ..., every load before the first store.
template <typename W> __global__ void __launch_bounds__(EW_THREADS) k_copy_rows(const RowCopy p)
{
    const int64_t c0 = (int64_t)blockIdx.x * blockDim.x * ROW_UNROLL + threadIdx.x;
    for (int64_t r = blockIdx.y; r < p.rows; r += gridDim.y) {
        const W *src;
        W *dst;
        row_at(p, r, &src, &dst);
        W v[ROW_UNROLL];
#pragma unroll
        for (int u = 0; u < ROW_UNROLL; u++) {
            int64_t c = c0 + (int64_t)u * blockDim.x;
            if (c < p.words)
                v[u] = src[c];
        }
#pragma unroll
        for (int u = 0; u < ROW_UNROLL; u++) {
            int64_t c = c0 + (int64_t)u * blockDim.x;
            if (c < p.words)
                dst[c] = v[u];
        }
    }
}

// Rows at least this long (bytes) go a row a block, shorter ones a row a
// warp; rows shorter than a warp's 4-byte words leave most of it idle,
// and ew.cuh's kernels take them.
constexpr int64_t ROW_MIN_BYTES = 512, SHORT_ROW_MIN_BYTES = 128;

// Rows shorter than ROW_MIN_BYTES: a warp a row, so that a block is busy
// however short its rows (F.unfold's windows: rows of 56 floats).  A warp
// takes `group` rows at a time, and lane k works out where row k of them
// lies: row_at's divisions, made by every lane for one row, were most of
// the work (the im2col of a ResNet convolution: 96 us on an H200).  A
// lane's words (PER at most) load before it stores.
template <typename W>
__global__ void __launch_bounds__(EW_THREADS) k_copy_short_rows(const RowCopy p, int group)
{
    const int lane = threadIdx.x % 32;
    const int64_t warps = (int64_t)gridDim.x * (blockDim.x / 32);
    for (int64_t r0 = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) / 32 * group; r0 < p.rows;
         r0 += warps * group) {
        const W *mine_src = nullptr;
        W *mine_dst = nullptr;
        if (lane < group && r0 + lane < p.rows)
            row_at(p, r0 + lane, &mine_src, &mine_dst);
        int rows = p.rows - r0 < group ? (int)(p.rows - r0) : group;
        for (int k = 0; k < rows; k++) {
            const W *src = (const W *)__shfl_sync(0xffffffffu, (unsigned long long)mine_src, k);
            W *dst = (W *)__shfl_sync(0xffffffffu, (unsigned long long)mine_dst, k);
            constexpr int PER = (int)((ROW_MIN_BYTES / sizeof(W) + 31) / 32);
            W v[PER];
#pragma unroll
            for (int u = 0; u < PER; u++)
                if (lane + 32 * u < p.words)
                    v[u] = src[lane + 32 * u];
#pragma unroll
            for (int u = 0; u < PER; u++)
                if (lane + 32 * u < p.words)
                    dst[lane + 32 * u] = v[u];
        }
    }
}

// Whether the layout of a same-dtype copy is rows contiguous on both
// sides, long enough for k_copy_rows or k_copy_short_rows.
static bool rows_fit(const Layout &l, int64_t es)
{
    return l.nd >= 2 && l.t[1] && l.stride[0][l.nd - 1] == 1 && l.stride[1][l.nd - 1] == 1 &&
           l.shape[l.nd - 1] * es >= SHORT_ROW_MIN_BYTES;
}

template <typename W> static void run_copy_rows(RowCopy &p, int64_t row_bytes, int sms, cudaStream_t cs)
{
    p.words = row_bytes / (int64_t)sizeof(W);
    if (row_bytes < ROW_MIN_BYTES) {
        // as many rows a warp as leave every warp of the grid some, up to 32
        int64_t most = (int64_t)sms * 16, warps = most * (EW_THREADS / 32);
        int group = (int)(p.rows / warps < 1 ? 1 : p.rows / warps < 32 ? p.rows / warps : 32);
        int64_t blocks = (p.rows / group + EW_THREADS / 32) / (EW_THREADS / 32);
        k_copy_short_rows<W><<<(unsigned)(blocks < most ? blocks : most), EW_THREADS, 0, cs>>>(p, group);
        return;
    }
    int64_t per_block = (int64_t)EW_THREADS * ROW_UNROLL;
    dim3 grid((unsigned)((p.words + per_block - 1) / per_block),
              (unsigned)(p.rows < 65535 ? p.rows : 65535));
    k_copy_rows<W><<<grid, EW_THREADS, 0, cs>>>(p);
}

static bool launch_copy_rows(const Layout &l, int64_t es, int sms, cudaStream_t cs, Error *err)
{
    RowCopy p{};
    p.out = (char *)l.t[0]->data;
    p.in = (const char *)l.t[1]->data;
    p.nd = l.nd - 1;
    p.rows = 1;
    // 16-byte words where every row starts 16-byte aligned on both sides.
    bool wide = (uintptr_t)p.out % 16 == 0 && (uintptr_t)p.in % 16 == 0;
    for (int d = 0; d < p.nd; d++) {
        p.shape[d] = l.shape[d];
        p.os[d] = l.stride[0][d] * es;
        p.is[d] = l.stride[1][d] * es;
        p.rows *= l.shape[d];
        wide = wide && p.os[d] % 16 == 0 && p.is[d] % 16 == 0;
    }
    int64_t row_bytes = l.shape[l.nd - 1] * es;
    if (wide && row_bytes % 16 == 0)
        run_copy_rows<uint4>(p, row_bytes, sms, cs);
    else if (es == 8)
        run_copy_rows<uint64_t>(p, row_bytes, sms, cs);
    else if (es == 4)
        run_copy_rows<uint32_t>(p, row_bytes, sms, cs);
    else if (es == 2)
        run_copy_rows<uint16_t>(p, row_bytes, sms, cs);
    else
        run_copy_rows<uint8_t>(p, row_bytes, sms, cs);
    return ew_check_launch(err, "k_copy_rows");
}

// ------------------------------------------------------------------ cat

// Up to three dense parts of one dtype into a dense out along a dim: out
// as rows (the dims before it) of words, part p's row len[p] words at
// off[p] of out's, its rows one after another.
template <typename W> struct CatParams {
    W *out;
    const W *in[3];
    int64_t len[3], off[3];
    int64_t rows, row;
};

// A block takes ROW_UNROLL * EW_THREADS words of rows blockIdx.y,
// blockIdx.y + gridDim.y, ...; a word's part is the last that starts at
// or before it.
template <typename W> __global__ void __launch_bounds__(EW_THREADS) k_cat(const CatParams<W> p)
{
    const int64_t c0 = (int64_t)blockIdx.x * blockDim.x * ROW_UNROLL + threadIdx.x;
    for (int64_t r = blockIdx.y; r < p.rows; r += gridDim.y) {
        // Every load before the first store, so that they are in flight
        // together (the compiler cannot know the parts from out).
        W v[ROW_UNROLL];
#pragma unroll
        for (int u = 0; u < ROW_UNROLL; u++) {
            int64_t c = c0 + (int64_t)u * blockDim.x;
            if (c >= p.row)
                continue;
            int k = c >= p.off[2] ? 2 : c >= p.off[1] ? 1 : 0;
            v[u] = p.in[k][r * p.len[k] + c - p.off[k]];
        }
#pragma unroll
        for (int u = 0; u < ROW_UNROLL; u++) {
            int64_t c = c0 + (int64_t)u * blockDim.x;
            if (c < p.row)
                p.out[r * p.row + c] = v[u];
        }
    }
}

template <typename W> static void run_cat(const OpArgs *a, int64_t rows, const int64_t *bytes,
                                          cudaStream_t cs)
{
    CatParams<W> p{};
    p.out = (W *)a->out[0].data;
    p.rows = rows;
    for (int k = 0; k < 3; k++) {
        p.in[k] = k < a->nin ? (const W *)a->in[k].data : NULL;
        p.len[k] = k < a->nin ? bytes[k] / (int64_t)sizeof(W) : 0;
        p.off[k] = p.row;      // past nin: at the row's end, no word is theirs
        p.row += p.len[k];
    }
    int64_t per_block = (int64_t)EW_THREADS * ROW_UNROLL;
    dim3 grid((unsigned)((p.row + per_block - 1) / per_block), (unsigned)(rows < 65535 ? rows : 65535));
    k_cat<W><<<grid, EW_THREADS, 0, cs>>>(p);
}

static bool dense_tensor(const DevTensor *t)
{
    int64_t st = 1;
    for (int d = t->ndim - 1; d >= 0; d--) {
        if (t->shape[d] != 1 && t->strides[d] != st)
            return false;
        st *= t->shape[d];
    }
    return true;
}

// One k_cat where every part and out are dense and of one dtype and out
// is small (a launch for all of them, where launches cost more than the
// bytes: torch.stack of small vectors); else a copy a part, which moves
// large parts faster (H200, two 4096 x 4096 float32 along dim 1: 0.73 of
// PyTorch's speed in one k_cat, 0.92 a copy a part).
static constexpr int64_t CAT_ONE_LAUNCH_MOST = 1 << 20;

static bool launch_cat(const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const DevTensor *o = &a->out[0];
    int dim = (int)a->si[0];
    int64_t es = (int64_t)size_of(o->dtype), rows = 1, inner = 1;
    for (int d = 0; d < o->ndim; d++) {
        if (d < dim)
            rows *= o->shape[d];
        else if (d > dim)
            inner *= o->shape[d];
    }
    bool one = dense_tensor(o), wide = (uintptr_t)o->data % 16 == 0;
    int64_t bytes[3], row = 0;
    for (int k = 0; k < a->nin; k++) {
        one = one && a->in[k].dtype == o->dtype && dense_tensor(&a->in[k]);
        bytes[k] = a->in[k].shape[dim] * inner * es;
        row += bytes[k];
        wide = wide && bytes[k] % 16 == 0 && (uintptr_t)a->in[k].data % 16 == 0;
    }
    if (rows * row == 0)
        return true;
    if (one && rows * row <= CAT_ONE_LAUNCH_MOST) {
        if (wide)
            run_cat<uint4>(a, rows, bytes, cs);
        else if (es == 8)
            run_cat<uint64_t>(a, rows, bytes, cs);
        else if (es == 4)
            run_cat<uint32_t>(a, rows, bytes, cs);
        else if (es == 2)
            run_cat<uint16_t>(a, rows, bytes, cs);
        else
            run_cat<uint8_t>(a, rows, bytes, cs);
        return ew_check_launch(err, "k_cat");
    }
    int64_t at = 0;
    for (int k = 0; k < a->nin; k++) {
        OpArgs part = *a;
        part.nin = 1;
        part.in[0] = a->in[k];
        part.dtype = o->dtype;
        part.out[0].shape[dim] = a->in[k].shape[dim];
        part.out[0].data = (char *)o->data + at * o->strides[dim] * es;
        at += a->in[k].shape[dim];
        if (!cuda_launch_copy(OP_copy, &part, cs, sms, err))
            return false;
    }
    return true;
}

// The byte every byte of a fill's result holds, where there is one (any
// value of a 1-byte dtype, zero of the others: torch.zeros, a test of an
// integer tensor); -1 where there is none.  Such a dense fill is a
// cudaMemsetAsync, which writes at the memory's speed.
static int fill_byte(const OpArgs *a)
{
    DType dt = a->out[0].dtype;
    if (size_of(dt) == 1)
        return (int)(uint8_t)a->si[0];
    if (is_float(dt))
        return a->sf[0] == 0 && !std::signbit(a->sf[0]) ? 0 : -1;
    return a->si[0] == 0 ? 0 : -1;
}

bool cuda_launch_copy(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op == OP_cat)
        return launch_cat(a, cs, sms, err);
    const char *name = op_name(op);
    OpArgs b = *a;
    DType out = a->out[0].dtype;
    if (op == OP_fill) {
        int byte = fill_byte(a);
        Layout l;
        ew_layout(a, 0, &l);
        if (l.nd == 0)
            return true;
        if (byte >= 0 && l.nd == 1 && (l.stride[0][0] == 1 || l.n == 1)) {
            cudaError_t e = cudaMemsetAsync(a->out[0].data, byte, (size_t)l.n * size_of(out), cs);
            return e == cudaSuccess || cuda_fail(err, e, name, __FILE__, __LINE__);
        }
        // out = the scalar sf[0] / si[0]: a copy of a scalar operand.
        b.nin = 1;
        b.in_is_scalar[0] = true;
        return launch_ew<Copy>(&b, out, sms, cs, name, err);
    }
    // flip: a copy of its input read with negative strides, which every
    // copy kernel takes (their offsets are signed).
    if (op == OP_flip)
        b.in[0] = device_flipped(&a->in[0], (uint64_t)a->si[0], size_of(a->in[0].dtype));
    Layout l;
    ew_layout(&b, 1, &l);
    if (l.nd == 0)
        return true;
    if (out == a->in[0].dtype) {
        if (rows_fit(l, (int64_t)size_of(out)))
            return launch_copy_rows(l, (int64_t)size_of(out), sms, cs, err);
        b.out[0].dtype = b.in[0].dtype = b.dtype = raw_dtype(out);
        return launch_ew<Copy>(&b, b.dtype, sms, cs, name, err);
    }
    if (convert_fits(l))
        return launch_convert(l, cs, err);
    return launch_ew<Copy>(&b, out, sms, cs, name, err);
}
