// index.cu: gather and scatter along one dimension, and search (ops.def's
// INDEX lines) on the CUDA device, the twins of kernels/cpu/index.c.  A
// search takes a thread per value, which binary-searches its line.  A gather takes a
// thread per position of its result.  A scatter takes a thread per line of
// its index along dim, which walks the line in order: lines never write the
// same element, so no atomics are needed, the last of equal indices wins
// and sums add in the CPU kernel's order, bit for bit.  Advanced indexing
// (index, index_put) takes a thread per position; index_put's sums use an
// atomic add where the dtype has one, else a thread per position outside
// the indexed block, walking it in order.
#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

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
    int64_t st[3][DEV_MAX_DIMS];             // out, in0, in1; 0 along dim where it is indexed
    int64_t size, step;                      // the indexed operand's size and stride along dim
    int64_t len, istep, sstep;               // scatter: the line's length, index and src strides
    int64_t n;                               // positions or lines
    bool add;
};

__device__ __forceinline__ void offsets(const IndexParams &p, int64_t i, int64_t *off)
{
    off[0] = off[1] = off[2] = 0;
    for (int d = DEV_MAX_DIMS - 1; d >= 0; d--) {
        if (d < p.nd) {
            int64_t c = i % p.shape[d];
            i /= p.shape[d];
            off[0] += c * p.st[0][d];
            off[1] += c * p.st[1][d];
            off[2] += c * p.st[2][d];
        }
    }
}

// out[p] = in0[p, its coordinate along dim from in1[p]] (0 for an index out of range).
template <typename T> __global__ void k_gather(const IndexParams p)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(p, i, off);
        int64_t k = ((const int64_t *)p.in1)[off[2]];
        ((T *)p.out)[off[0]] = k >= 0 && k < p.size ? ((const T *)p.in0)[off[1] + k * p.step] : (T)0;
    }
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

// For each line of in0 (the index) along dim, in order: out[line, in0[j]] = in1[line, j] (or +=).
template <int D> __global__ void k_scatter(const IndexParams p)
{
    using T = T_<D>;
    for (int64_t line = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; line < p.n;
         line += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(p, line, off);
        for (int64_t j = 0; j < p.len; j++) {
            int64_t k = ((const int64_t *)p.in0)[off[1] + j * p.istep];
            if (k < 0 || k >= p.size)
                continue;
            T *d = (T *)p.out + off[0] + k * p.step;
            T s = ((const T *)p.in1)[off[2] + j * p.sstep];
            if (p.add)
                add_to<D>(d, s);
            else
                *d = s;
        }
    }
}

static void launch_gather(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0], *src = &a->in[0], *idx = &a->in[1];
    IndexParams p = {};
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
    unsigned blocks = blocks_for(p.n, sms);
    switch (size_of(o->dtype)) {
    case 1: k_gather<uint8_t><<<blocks, THREADS, 0, cs>>>(p); break;
    case 2: k_gather<uint16_t><<<blocks, THREADS, 0, cs>>>(p); break;
    case 4: k_gather<uint32_t><<<blocks, THREADS, 0, cs>>>(p); break;
    default: k_gather<uint64_t><<<blocks, THREADS, 0, cs>>>(p); break;
    }
}

static void launch_scatter(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0], *idx = &a->in[0], *src = &a->in[1];
    IndexParams p = {};
    p.out = (char *)o->data;
    p.in0 = (const char *)idx->data;
    p.in1 = (const char *)src->data;
    p.nd = idx->ndim;
    p.dim = (int)a->si[0];
    p.add = a->si[1] != 0;
    p.n = 1;
    for (int d = 0; d < idx->ndim; d++) {
        p.shape[d] = d == p.dim ? 1 : idx->shape[d];
        p.st[0][d] = d == p.dim ? 0 : o->strides[d];
        p.st[1][d] = idx->strides[d];
        p.st[2][d] = src->strides[d];
        p.n *= p.shape[d];
    }
    p.size = o->shape[p.dim];
    p.step = o->strides[p.dim];
    p.len = idx->shape[p.dim];
    p.istep = idx->strides[p.dim];
    p.sstep = src->strides[p.dim];
    if (p.n == 0 || p.len == 0)
        return;
    unsigned blocks = blocks_for(p.n, sms);
    switch (o->dtype) {
    case DT_BOOL: k_scatter<DT_BOOL><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_UINT8: k_scatter<DT_UINT8><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT8: k_scatter<DT_INT8><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT16: k_scatter<DT_INT16><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT32: k_scatter<DT_INT32><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_INT64: k_scatter<DT_INT64><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_FLOAT16: k_scatter<DT_FLOAT16><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_BFLOAT16: k_scatter<DT_BFLOAT16><<<blocks, THREADS, 0, cs>>>(p); break;
    case DT_FLOAT32: k_scatter<DT_FLOAT32><<<blocks, THREADS, 0, cs>>>(p); break;
    default: k_scatter<DT_FLOAT64><<<blocks, THREADS, 0, cs>>>(p); break;
    }
}

// out[p] = where in1[p] goes in its line of in0, p.size elements p.step
// apart (p.add: after its equals), as kernels/cpu/index.c's search_chunk;
// values load as C (double for floats, int64 for integers).
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
    unsigned blocks = blocks_for(p.n, sms);
    if (is_float(v->dtype))
        k_search<DT_FLOAT64><<<blocks, THREADS, 0, cs>>>(p, v->dtype, o->dtype);
    else
        k_search<DT_INT64><<<blocks, THREADS, 0, cs>>>(p, v->dtype, o->dtype);
}

// ---- index and index_put: advanced indexing, ops.def's layout ----

// p.shape, p.nd: the positions walked; p.st: their strides in out (index)
// or in the values (index_put) [0], the view [1] (0 inside the block) and
// the offsets [2] (0 outside it), as kernels/cpu/index.c's layout.
static void index_layout(const OpArgs *a, const DevTensor *walk, const DevTensor *walked, const DevTensor *view,
                         const DevTensor *offs, IndexParams *p)
{
    int b0 = (int)a->si[0], nb = (int)a->si[1], v = 0;
    p->nd = walk->ndim;
    p->n = 1;
    for (int d = 0; d < walk->ndim; d++) {
        p->shape[d] = walk->shape[d];
        p->st[0][d] = walked->strides[d];
        p->n *= walk->shape[d];
        if (d >= b0 && d < b0 + nb) {
            p->st[2][d] = offs->strides[d - b0];
            continue;
        }
        while ((a->si[2] >> v) & 1)
            v++;
        p->st[1][d] = view->strides[v++];
    }
}

// out[p] = in0[p's view offset + in1[p's offsets]], a thread a position.
template <typename T> __global__ void k_index(const IndexParams p)
{
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(p, i, off);
        ((T *)p.out)[off[0]] = ((const T *)p.in0)[off[1] + ((const int64_t *)p.in1)[off[2]]];
    }
}

// out[p's view offset + in0[p's offsets]] = in1[p], or += with an atomic
// add (float32, float64, int32, int64: integers wrap as the CPU's do), a
// thread a position; without add, one of equal offsets wins.
template <int D> __global__ void k_index_put(const IndexParams p)
{
    using T = T_<D>;
    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < p.n;
         i += (int64_t)gridDim.x * blockDim.x) {
        int64_t off[3];
        offsets(p, i, off);
        T *d = (T *)p.out + off[1] + ((const int64_t *)p.in0)[off[2]];
        T s = ((const T *)p.in1)[off[0]];
        if constexpr (D == DT_FLOAT32 || D == DT_FLOAT64 || D == DT_INT32) {
            if (p.add) {
                atomicAdd(d, s);
                continue;
            }
        } else if constexpr (D == DT_INT64) {
            if (p.add) {
                atomicAdd((unsigned long long *)d, (unsigned long long)s);
                continue;
            }
        }
        *d = s;
    }
}

// The sums of dtypes with no atomic add: a thread for each position outside
// the block (p.shape, the block's dims of size 1), walking the block
// (q.shape, the other dims of size 1) in order, as the CPU kernel does.
template <int D> __global__ void k_index_add_walk(const IndexParams p, const IndexParams q)
{
    using T = T_<D>;
    for (int64_t r = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; r < p.n;
         r += (int64_t)gridDim.x * blockDim.x) {
        int64_t out[3];
        offsets(p, r, out);
        for (int64_t b = 0; b < q.n; b++) {
            int64_t in[3];
            offsets(q, b, in);
            add_to<D>((T *)p.out + out[1] + ((const int64_t *)p.in0)[in[2]],
                      ((const T *)p.in1)[out[0] + in[0]]);
        }
    }
}

static void launch_index(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0];
    IndexParams p = {};
    p.out = (char *)o->data;
    p.in0 = (const char *)a->in[0].data;
    p.in1 = (const char *)a->in[1].data;
    index_layout(a, o, o, &a->in[0], &a->in[1], &p);
    if (p.n == 0)
        return;
    unsigned blocks = blocks_for(p.n, sms);
    switch (size_of(o->dtype)) {
    case 1: k_index<uint8_t><<<blocks, THREADS, 0, cs>>>(p); break;
    case 2: k_index<uint16_t><<<blocks, THREADS, 0, cs>>>(p); break;
    case 4: k_index<uint32_t><<<blocks, THREADS, 0, cs>>>(p); break;
    default: k_index<uint64_t><<<blocks, THREADS, 0, cs>>>(p); break;
    }
}

template <int D> static void launch_index_put_as(const IndexParams &p, cudaStream_t cs, int sms, int b0, int nb)
{
    constexpr bool atomic = D == DT_FLOAT32 || D == DT_FLOAT64 || D == DT_INT32 || D == DT_INT64;
    if (atomic || !p.add) {
        k_index_put<D><<<blocks_for(p.n, sms), THREADS, 0, cs>>>(p);
        return;
    }
    IndexParams outside = p, block = p;
    outside.n = block.n = 1;
    for (int d = 0; d < p.nd; d++) {
        bool in = d >= b0 && d < b0 + nb;
        outside.shape[d] = in ? 1 : p.shape[d];
        block.shape[d] = in ? p.shape[d] : 1;
        outside.n *= outside.shape[d];
        block.n *= block.shape[d];
    }
    k_index_add_walk<D><<<blocks_for(outside.n, sms), THREADS, 0, cs>>>(outside, block);
}

static void launch_index_put(const OpArgs *a, cudaStream_t cs, int sms)
{
    const DevTensor *o = &a->out[0], *val = &a->in[1];
    IndexParams p = {};
    p.out = (char *)o->data;
    p.in0 = (const char *)a->in[0].data;
    p.in1 = (const char *)val->data;
    p.add = a->si[3] != 0;
    index_layout(a, val, val, o, &a->in[0], &p);
    if (p.n == 0)
        return;
    int b0 = (int)a->si[0], nb = (int)a->si[1];
    switch (o->dtype) {
    case DT_BOOL: launch_index_put_as<DT_BOOL>(p, cs, sms, b0, nb); break;
    case DT_UINT8: launch_index_put_as<DT_UINT8>(p, cs, sms, b0, nb); break;
    case DT_INT8: launch_index_put_as<DT_INT8>(p, cs, sms, b0, nb); break;
    case DT_INT16: launch_index_put_as<DT_INT16>(p, cs, sms, b0, nb); break;
    case DT_INT32: launch_index_put_as<DT_INT32>(p, cs, sms, b0, nb); break;
    case DT_INT64: launch_index_put_as<DT_INT64>(p, cs, sms, b0, nb); break;
    case DT_FLOAT16: launch_index_put_as<DT_FLOAT16>(p, cs, sms, b0, nb); break;
    case DT_BFLOAT16: launch_index_put_as<DT_BFLOAT16>(p, cs, sms, b0, nb); break;
    case DT_FLOAT32: launch_index_put_as<DT_FLOAT32>(p, cs, sms, b0, nb); break;
    default: launch_index_put_as<DT_FLOAT64>(p, cs, sms, b0, nb); break;
    }
}

bool cuda_launch_index(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    if (op != OP_gather && op != OP_scatter && op != OP_search && op != OP_index && op != OP_index_put) {
        error_set(err, "internal error: %s is not an indexing kernel", op_name(op));
        return false;
    }
    if (op == OP_gather)
        launch_gather(a, cs, sms);
    else if (op == OP_index)
        launch_index(a, cs, sms);
    else if (op == OP_index_put)
        launch_index_put(a, cs, sms);
    else if (op == OP_search)
        launch_search(a, cs, sms);
    else
        launch_scatter(a, cs, sms);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, op_name(op), __FILE__, __LINE__);
    return true;
}
