/* index.c: gather and scatter along one dimension, search, and advanced
 * indexing's index and index_put (ops.def's INDEX lines), the twins of
 * kernels/cuda/index.cu.  A gather reads, for each position of its
 * result, the element of in0 that its index names.  A scatter walks
 * each line of its index along dim in order, as PyTorch's CPU kernel does,
 * so the last of equal indices wins and folds (sums, products, max,
 * min) take their sources in PyTorch's order; lines never write the same
 * element, so they run in parallel.  nonzero counts, then places, the
 * true flags of each chunk, and runs the run starts (and their count);
 * bounds takes each chunk's least and greatest, then theirs, and outside
 * each chunk's first element out of its range. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#include <immintrin.h>
#define INDEX_AVX2 1
#endif

/* Stores around the caches (a gather's large result), and the fence that
 * orders them before what follows; plain stores where there are none. */
#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#define GATHER_STREAM 1
#define STREAM4(p, v) _mm_stream_si32((int *)(void *)(p), (int)(v))
#define STREAM8(p, v) _mm_stream_si64((long long *)(void *)(p), (long long)(v))
#define STREAM_FENCE() _mm_sfence()
#else
#define GATHER_STREAM 0
#define STREAM4(p, v) (*(p) = (v))
#define STREAM8(p, v) (*(p) = (v))
#define STREAM_FENCE() ((void)0)
#endif
#define PLAIN_STORE(p, v) (*(p) = (v))

/* Elements a chunk of the parallel work takes, at least. */
enum { CHUNK = 1 << 14 };

/* Columns of a block of a scatter's group (see scatter_chunk): a block
 * walks the index once, a run of its columns at each position, and runs
 * of less than a page leave the prefetchers behind at every row
 * (index_add_ of 1024 rows of 1024 float32: blocks of 256 columns 220 us,
 * one block 126 us). */
enum { SCATTER_BLOCK = 1024 };

typedef struct Job {
    const OpArgs *a;
    int dim;
    int64_t n;            /* rows (gather) or groups of lines (scatter) */
    int64_t len;          /* scatter: the index's length along dim */
    int64_t width;        /* scatter: a group's lines (columns) */
    int64_t per;          /* scatter: groups a chunk */
    int64_t blocks;       /* scatter: chunks a group (1 unless per is 1) */
    int64_t block_width;  /* scatter: columns a chunk */
    bool stream;          /* gather: the result goes around the caches */
    int64_t size, step;   /* gather: the source's size and stride along dim */
} Job;

/* The offsets, in elements, of position i of shape in k strided
 * operands, and its coordinates. */
static void offsets_at(const int64_t *shape, int nd, int64_t i, const int64_t *const *st, int k,
                       int64_t *off, int64_t *at)
{
    for (int j = 0; j < k; j++)
        off[j] = 0;
    for (int d = nd - 1; d >= 0; d--) {
        at[d] = i % shape[d];
        i /= shape[d];
        for (int j = 0; j < k; j++)
            off[j] += at[d] * st[j][d];
    }
}

static void offsets(const int64_t *shape, int nd, int64_t i, const int64_t *const *st, int k,
                    int64_t *off)
{
    int64_t at[DEV_MAX_DIMS];
    offsets_at(shape, nd, i, st, k, off, at);
}

/* off and at stepped from their position to the next, without a
 * division (a gather of many short rows had spent most of its time in
 * offsets' divisions: nll_loss's pick of 1024 rows, 12 -> 8.9 us). */
static void offsets_next(const int64_t *shape, int nd, const int64_t *const *st, int k, int64_t *off,
                         int64_t *at)
{
    for (int d = nd - 1; d >= 0; d--) {
        for (int j = 0; j < k; j++)
            off[j] += st[j][d];
        if (++at[d] < shape[d])
            return;
        for (int j = 0; j < k; j++)
            off[j] -= at[d] * st[j][d];
        at[d] = 0;
    }
}

/* Rows (every dimension but the last) a chunk of the parallel work takes
 * is CHUNK elements' worth; each row walks the last dimension without a
 * division. */
static int64_t rows_per_chunk(int64_t cols)
{
    return cols >= CHUNK ? 1 : CHUNK / (cols ? cols : 1);
}

/* Chunks a row of cols is cut into: a long row (a vector's) is shared
 * out too. */
static int64_t chunks_per_row(int64_t cols)
{
    return cols > CHUNK ? (cols + CHUNK - 1) / CHUNK : 1;
}

static void gather_chunk(void *ctx, int64_t chunk)
{
    const Job *job = ctx;
    const OpArgs *a = job->a;
    const DevTensor *o = &a->out[0], *src = &a->in[0], *idx = &a->in[1];
    size_t es = dtype_size(o->dtype);
    int nd = o->ndim, last = nd - 1;
    /* (src's strides leave out dim, whose coordinate the index gives) */
    int64_t size = job->size, step = job->step, cols = o->shape[last];
    const int64_t *along = src->strides, *st[3] = {o->strides, along, idx->strides};
    int64_t per = rows_per_chunk(cols), pieces = chunks_per_row(cols), piece = chunk % pieces;
    int64_t first = chunk / pieces * per, end = first + per < job->n ? first + per : job->n;
    int64_t c0 = piece * CHUNK, c1 = pieces > 1 && c0 + CHUNK < cols ? c0 + CHUNK : cols;
    int64_t off[3], at[DEV_MAX_DIMS];
    offsets_at(o->shape, last, first, st, 3, off, at);
    for (int64_t row = first; row < end; row++, offsets_next(o->shape, last, st, 3, off, at)) {
        const int64_t *ip = (const int64_t *)idx->data + off[2];
        int64_t is = idx->strides[last], os = o->strides[last], ss = along[last];
        /* one index a row, rows dense (index_select's and embedding's
         * rows of a matrix): the row picked, copied whole */
        if (is == 0 && os == 1 && ss == 1 && ip[0] >= 0 && ip[0] < size) {
            memcpy((char *)o->data + (off[0] + c0) * (int64_t)es,
                   (const char *)src->data + (off[1] + c0 + ip[0] * step) * (int64_t)es, (size_t)(c1 - c0) * es);
            continue;
        }
        /* a typed loop for each element size: no call an element */
#define GATHER_ROW(T, STORE)                                                           \
    do {                                                                               \
        T *op = (T *)o->data + off[0];                                                 \
        const T *sp = (const T *)src->data + off[1];                                   \
        if (is == 1 && os == 1 && ss == 0 && step == 1) {                              \
            /* along a dense last dim (gather's rows): no multiplication */           \
            for (int64_t c = c0; c < c1; c++) {                                        \
                int64_t k = ip[c];                                                     \
                T v = (uint64_t)k < (uint64_t)size ? sp[k] : (T)0;                     \
                STORE(op + c, v);                                                      \
            }                                                                          \
            break;                                                                     \
        }                                                                              \
        for (int64_t c = c0; c < c1; c++) {                                            \
            int64_t k = ip[c * is];                                                    \
            T v = k >= 0 && k < size ? sp[c * ss + k * step] : (T)0;                   \
            STORE(op + c * os, v);                                                     \
        }                                                                              \
    } while (0)
        switch (es) {
        case 1: GATHER_ROW(uint8_t, PLAIN_STORE); break;
        case 2: GATHER_ROW(uint16_t, PLAIN_STORE); break;
        case 4:
            if (job->stream)
                GATHER_ROW(uint32_t, STREAM4);
            else
                GATHER_ROW(uint32_t, PLAIN_STORE);
            break;
        default:
            if (job->stream)
                GATHER_ROW(uint64_t, STREAM8);
            else
                GATHER_ROW(uint64_t, PLAIN_STORE);
            break;
        }
#undef GATHER_ROW
    }
    if (job->stream)
        STREAM_FENCE();
}

/* The range check a gather, scatter or index makes of its index idx into
 * the record rec: bounds' record of idx against [lo, hi), over idx without
 * its stride-0 dims, which repeat what the others hold, and its dims of
 * 1. */
static void check_into(const DevTensor *rec, const DevTensor *idx, int64_t lo, int64_t hi)
{
    OpArgs c = {.nout = 1, .nin = 1, .dtype = DT_INT64, .si = {lo, hi}};
    DevTensor *v = &c.in[0];
    c.out[0] = *rec;
    *v = *idx;
    v->ndim = 0;
    for (int d = 0; d < idx->ndim; d++) {
        if (idx->strides[d] == 0 || idx->shape[d] == 1) continue;
        v->shape[v->ndim] = idx->shape[d];
        v->strides[v->ndim++] = idx->strides[d];
    }
    if (v->ndim == 0) {
        v->ndim = 1;
        v->shape[0] = 1;
        v->strides[0] = 1;
    }
    cpu_bounds(&c);
}

/* A gather's or scatter's check of its own index when it has a record
 * (out[1]). */
static void own_check(const OpArgs *a, const DevTensor *idx, int64_t size)
{
    if (a->nout > 1) check_into(&a->out[1], idx, 0, size);
}

/* A gather's walk: the source's stride along dim moved to job->step and
 * 0 in its place, then the dims where the result has 1 element dropped
 * from the result, the source and the index, which they move no offset
 * (a row of one element each had cost a step of the odometer: nll_loss's
 * pick of 1024 rows: the gather 12 -> 2.5 us). */
static void gather_walk(OpArgs *w, Job *job)
{
    DevTensor *o = &w->out[0], *src = &w->in[0], *idx = &w->in[1];
    job->size = src->shape[job->dim];
    job->step = src->strides[job->dim];
    src->strides[job->dim] = 0;
    int k = 0;
    for (int d = 0; d < o->ndim; d++) {
        if (o->shape[d] == 1) continue;
        o->shape[k] = src->shape[k] = idx->shape[k] = o->shape[d];
        o->strides[k] = o->strides[d];
        src->strides[k] = src->strides[d];
        idx->strides[k] = idx->strides[d];
        k++;
    }
    if (k == 0) {
        o->shape[0] = src->shape[0] = idx->shape[0] = 1;
        o->strides[0] = src->strides[0] = idx->strides[0] = 0;
        k = 1;
    }
    o->ndim = src->ndim = idx->ndim = k;
}

void cpu_gather(const OpArgs *a)
{
    own_check(a, &a->in[1], a->in[0].shape[a->si[0]]);
    OpArgs w = *a;
    const DevTensor *o = &w.out[0];
    Job job = {.a = &w, .dim = (int)a->si[0], .n = 1};
    gather_walk(&w, &job);
    for (int d = 0; d < o->ndim - 1; d++)
        job.n *= o->shape[d];
    int64_t cols = o->shape[o->ndim - 1], per = rows_per_chunk(cols);
    /* A result that, with the index and as much of the source, reaches 16
     * MiB is stored around the caches (as iter.c's elementwise results
     * are), sparing the memory bus the read of each line it writes (the
     * 1-d gather of unique's values, 8 MiB of int64, 1.2 -> 1.0 ms). */
    int64_t bytes = job.n * cols * (int64_t)(dtype_size(o->dtype) * 2 + sizeof(int64_t));
    job.stream = GATHER_STREAM && bytes >= ((int64_t)16 << 20);
    cpu_parallel((job.n + per - 1) / per * chunks_per_row(cols), gather_chunk, &job);
}

/* *d += *s in dtype dt, as PyTorch adds: integers wrap, float16 and
 * bfloat16 add in float and round once, bool is or. */
static void add_to(DType dt, char *d, const char *s)
{
    switch (dt) {
    case DT_BOOL: *(uint8_t *)d |= *(const uint8_t *)s; break;
    case DT_UINT8: *(uint8_t *)d = (uint8_t)(*(uint8_t *)d + *(const uint8_t *)s); break;
    case DT_INT8: *(int8_t *)d = (int8_t)(uint32_t)((uint32_t)*(int8_t *)d + (uint32_t)*(const int8_t *)s); break;
    case DT_INT16:
        *(int16_t *)d = (int16_t)(uint32_t)((uint32_t)*(int16_t *)d + (uint32_t)*(const int16_t *)s);
        break;
    case DT_INT32: *(int32_t *)d = (int32_t)((uint32_t)*(int32_t *)d + (uint32_t)*(const int32_t *)s); break;
    case DT_INT64: *(int64_t *)d = (int64_t)((uint64_t)*(int64_t *)d + (uint64_t)*(const int64_t *)s); break;
    case DT_FLOAT32: *(float *)d += *(const float *)s; break;
    case DT_FLOAT64: *(double *)d += *(const double *)s; break;
    default: {
        float sum = (float)dtype_load_double(dt, d) + (float)dtype_load_double(dt, s);
        dtype_store_double(dt, d, sum);
        break;
    }
    }
}

/* The positions [c0, c1) along the last dim of a group of lines, index
 * position by index position (each line takes its positions in order):
 * a typed loop for the common cases, fold_into for the rest. */
#define SCATTER_LOOP(T, STEP)                                                          \
    do {                                                                               \
        T *op = (T *)o->data + off[0];                                                 \
        const T *sp = (const T *)src->data + off[2];                                   \
        if (c1 - c0 == 1 && ilast == 0 && olast == 0 && slast == 0) {                  \
            /* dim is the last: one line, an element a position */                    \
            for (int64_t j = 0; j < job->len; j++) {                                   \
                int64_t k = ip[j * istep];                                             \
                if (k >= 0 && k < size) {                                              \
                    T *d = op + k * ostep;                                             \
                    T v = sp[j * sstep];                                               \
                    STEP;                                                              \
                }                                                                      \
            }                                                                          \
            break;                                                                     \
        }                                                                              \
        for (int64_t j = 0; j < job->len; j++) {                                       \
            const int64_t *kp = ip + j * istep;                                        \
            T *oj = op;                                                                \
            const T *sj = sp + j * sstep;                                              \
            if (ilast == 0 && olast == 1 && slast == 1) {                              \
                /* index_add's rows: one index a row, contiguous rows */              \
                int64_t k = kp[0];                                                     \
                if (k >= 0 && k < size) {                                              \
                    T *dr = oj + k * ostep + c0;                                       \
                    const T *sr = sj + c0;                                             \
                    CPU_LOOP(c1 - c0, T *d = dr + i; T v = sr[i]; STEP);               \
                }                                                                      \
                continue;                                                              \
            }                                                                          \
            for (int64_t c = c0; c < c1; c++) {                                        \
                int64_t k = kp[c * ilast];                                             \
                if (k >= 0 && k < size) {                                              \
                    T *d = oj + k * ostep + c * olast;                                 \
                    T v = sj[c * slast];                                               \
                    STEP;                                                              \
                }                                                                      \
            }                                                                          \
        }                                                                              \
    } while (0)

/* *d folded with *s by mode (not SCATTER_SET) in dtype dt, as ops.h's
 * ScatterMode says: a float's product rounds once from the exact double
 * product, as PyTorch's float16 and bfloat16 multiply in float. */
static void fold_into(DType dt, ScatterMode mode, char *d, const char *s)
{
    if (mode == SCATTER_ADD) {
        add_to(dt, d, s);
    } else if (dtype_is_float(dt)) {
        double x = dtype_load_double(dt, d), y = dtype_load_double(dt, s);
        bool take = isnan(y) || (mode == SCATTER_MAX ? x < y : y < x);
        dtype_store_double(dt, d, mode == SCATTER_MUL ? x * y : take ? y : x);
    } else {
        int64_t x = dtype_load_int(dt, d), y = dtype_load_int(dt, s);
        bool take = mode == SCATTER_MAX ? x < y : y < x;
        dtype_store_int(dt, d, mode == SCATTER_MUL ? (int64_t)((uint64_t)x * (uint64_t)y) : take ? y : x);
    }
}

/* take ? v : c, without a branch, which random data mispredicts (max of
 * 1000 x 1000 float32 along dim 1: 3.9 ms with branches, 1.2 without):
 * GCC keeps a float's select a branch, so the float ones select bits. */
static inline float pick_float(bool take, float v, float c)
{
    uint32_t vb, cb, m = -(uint32_t)take;
    memcpy(&vb, &v, sizeof vb);
    memcpy(&cb, &c, sizeof cb);
    cb = (vb & m) | (cb & ~m);
    memcpy(&c, &cb, sizeof c);
    return c;
}

static inline double pick_double(bool take, double v, double c)
{
    uint64_t vb, cb, m = -(uint64_t)take;
    memcpy(&vb, &v, sizeof vb);
    memcpy(&cb, &c, sizeof cb);
    cb = (vb & m) | (cb & ~m);
    memcpy(&c, &cb, sizeof c);
    return c;
}

#define PICK_INT(take, v, c) ((take) ? (v) : (c))

/* A fold in a typed loop: T for max and min (NAN_OF(v) its NaN test, PICK
 * its select), U (unsigned where T is an integer, to wrap) for sums and
 * products. */
#define FOLD_LOOP(T, U, NAN_OF, PICK)                                                  \
    do {                                                                               \
        if (mode == SCATTER_ADD)                                                       \
            SCATTER_LOOP(U, *d += v);                                                  \
        else if (mode == SCATTER_MUL)                                                  \
            SCATTER_LOOP(U, *d *= v);                                                  \
        else if (mode == SCATTER_MAX)                                                  \
            SCATTER_LOOP(T, T c = *d; *d = PICK(NAN_OF(v) | (c < v), v, c));          \
        else                                                                           \
            SCATTER_LOOP(T, T c = *d; *d = PICK(NAN_OF(v) | (v < c), v, c));          \
    } while (0)
#define FLOAT_NAN(v) ((v) != (v))
#define INT_NAN(v) false

static void scatter_lines(const Job *job, const int64_t *off, int64_t c0, int64_t c1)
{
    const OpArgs *a = job->a;
    const DevTensor *o = &a->out[0], *idx = &a->in[0], *src = &a->in[1];
    DType dt = o->dtype;
    size_t es = dtype_size(dt);
    int dim = job->dim, last = idx->ndim - 1;
    ScatterMode mode = (ScatterMode)a->si[1];
    int64_t size = o->shape[dim];
    const int64_t *ip = (const int64_t *)idx->data + off[1];
    int64_t istep = idx->strides[dim], sstep = src->strides[dim], ostep = o->strides[dim];
    /* along the last dim: nothing when dim is the last (its lines are one wide) */
    int64_t ilast = dim == last ? 0 : idx->strides[last];
    int64_t slast = dim == last ? 0 : src->strides[last], olast = dim == last ? 0 : o->strides[last];
    if (mode == SCATTER_SET) {
        if (es == 1)
            SCATTER_LOOP(uint8_t, *d = v);
        else if (es == 2)
            SCATTER_LOOP(uint16_t, *d = v);
        else if (es == 4)
            SCATTER_LOOP(uint32_t, *d = v);
        else
            SCATTER_LOOP(uint64_t, *d = v);
    } else if (dt == DT_FLOAT32) {
        FOLD_LOOP(float, float, FLOAT_NAN, pick_float);
    } else if (dt == DT_FLOAT64) {
        FOLD_LOOP(double, double, FLOAT_NAN, pick_double);
    } else if (dt == DT_INT64) {
        FOLD_LOOP(int64_t, uint64_t, INT_NAN, PICK_INT);
    } else if (dt == DT_INT32) {
        FOLD_LOOP(int32_t, uint32_t, INT_NAN, PICK_INT);
    } else {
        for (int64_t j = 0; j < job->len; j++)
            for (int64_t c = c0; c < c1; c++) {
                int64_t k = ip[j * istep + c * ilast];
                if (k < 0 || k >= size)
                    continue;
                fold_into(dt, mode, (char *)o->data + (off[0] + k * ostep + c * olast) * (int64_t)es,
                          (const char *)src->data + (off[2] + j * sstep + c * slast) * (int64_t)es);
            }
    }
}
#undef FOLD_LOOP
#undef FLOAT_NAN
#undef INT_NAN
#undef PICK_INT
#undef SCATTER_LOOP

/* A group of lines: those that differ only in their last coordinate (all
 * of them one line when dim is the last), walked index position by index
 * position, so that memory is read along rows.  A chunk takes whole
 * groups, or, when one group is work enough, a block of its columns:
 * columns never write the same element, and each still takes its
 * positions in order. */
static void scatter_chunk(void *ctx, int64_t chunk)
{
    const Job *job = ctx;
    const OpArgs *a = job->a;
    const DevTensor *o = &a->out[0], *idx = &a->in[0], *src = &a->in[1];
    int dim = job->dim, nd = idx->ndim, last = nd - 1;
    /* a group: the index's shape with dim and the last dimension of size 1 */
    int64_t shape[DEV_MAX_DIMS], ostrides[DEV_MAX_DIMS];
    memcpy(shape, idx->shape, sizeof shape);
    memcpy(ostrides, o->strides, sizeof ostrides);
    shape[dim] = 1;
    ostrides[dim] = 0;
    if (dim != last) {
        shape[last] = 1;
        ostrides[last] = 0;
    }
    const int64_t *st[3] = {ostrides, idx->strides, src->strides};
    int64_t first = chunk / job->blocks * job->per, block = chunk % job->blocks;
    int64_t end = first + job->per < job->n ? first + job->per : job->n;
    int64_t c0 = block * job->block_width;
    int64_t c1 = c0 + job->block_width < job->width ? c0 + job->block_width : job->width;
    for (int64_t group = first; group < end; group++) {
        int64_t off[3];
        offsets(shape, nd, group, st, 3, off);
        scatter_lines(job, off, c0, c1);
    }
}

void cpu_scatter(const OpArgs *a)
{
    const DevTensor *idx = &a->in[0];
    int dim = (int)a->si[0], last = idx->ndim - 1;
    own_check(a, idx, a->out[0].shape[dim]);
    Job job = {.a = a, .dim = dim, .n = 1, .len = idx->shape[dim]};
    for (int d = 0; d < idx->ndim; d++)
        job.n *= d == dim || (d == last && dim != last) ? 1 : idx->shape[d];
    job.width = dim == last ? 1 : idx->shape[last];
    job.per = rows_per_chunk(job.width * job.len);
    job.blocks = 1;
    job.block_width = job.width;
    if (job.per == 1 && job.width >= 2 * SCATTER_BLOCK) {
        job.blocks = (job.width + SCATTER_BLOCK - 1) / SCATTER_BLOCK;
        job.block_width = SCATTER_BLOCK;
    }
    if (job.len > 0)
        cpu_parallel((job.n + job.per - 1) / job.per * job.blocks, scatter_chunk, &job);
}

/* ---- search: a binary search of each value's line, as PyTorch's
 * cus_lower_bound and cus_upper_bound (a NaN value goes last) ---- */

/* The first place in each of k lines (n elements, step apart) whose
 * element is not below its value (RIGHT: not at or below it), with the
 * midpoints of the generic walk below, so an unsorted line gives the same
 * answer, but loads of the type itself and no branch to mispredict: up to
 * SEARCH_GROUP searches walk side by side, so that each one's load waits
 * while the others' go on. */
enum { SEARCH_GROUP = 32 };

#define SEARCH_LINES(T, RIGHT, NAME)                                                       \
    static void NAME(const char *const *lines, int64_t n, int64_t step, const T *v, int k, \
                     int64_t *at)                                                          \
    {                                                                                      \
        int64_t lo[SEARCH_GROUP], hi[SEARCH_GROUP];                                        \
        for (int j = 0; j < k; j++) {                                                      \
            lo[j] = 0;                                                                     \
            hi[j] = n;                                                                     \
        }                                                                                  \
        for (bool going = n > 0; going;) {                                                 \
            going = false;                                                                 \
            for (int j = 0; j < k; j++) {                                                  \
                if (lo[j] >= hi[j])                                                        \
                    continue;                                                              \
                int64_t mid = lo[j] + (int64_t)((uint64_t)(hi[j] - lo[j]) >> 1);           \
                T m = ((const T *)lines[j])[mid * step];                                   \
                int64_t before = -(int64_t)(RIGHT ? !(m > v[j]) : !(m >= v[j]));           \
                lo[j] += (mid + 1 - lo[j]) & before;                                       \
                hi[j] -= (hi[j] - mid) & ~before;                                          \
                going = true;                                                              \
            }                                                                              \
        }                                                                                  \
        for (int j = 0; j < k; j++)                                                        \
            at[j] = lo[j];                                                                 \
    }
SEARCH_LINES(float, false, search_left_float)
SEARCH_LINES(float, true, search_right_float)
SEARCH_LINES(double, false, search_left_double)
SEARCH_LINES(double, true, search_right_double)
SEARCH_LINES(int64_t, false, search_left_int64_t)
SEARCH_LINES(int64_t, true, search_right_int64_t)
#undef SEARCH_LINES

#ifdef INDEX_AVX2
/* float32 searches eight a vector, four vectors side by side, each lane's
 * walk that of search_left_float or search_right_float (the same
 * midpoints and comparisons): the element at each midpoint gathered, the
 * lanes whose walk has ended masked off.  Lane j searches the line at
 * base + line[j] (elements) for v[j], j < k; every element it may read
 * lies within 2^31 elements of base.  search/small (1000 values in 1000
 * boundaries): 60 -> 17 us, the scalar walk side by side 42 us. */
__attribute__((target("avx2"))) static void search_float_avx2(const float *base, const int32_t *line, int32_t n,
                                                              int32_t step, const float *v, int k, bool right,
                                                              int64_t *at)
{
    enum { VECS = SEARCH_GROUP / 8 };
    __m256i lo[VECS], hi[VECS], off[VECS];
    __m256 val[VECS];
    const __m256i one = _mm256_set1_epi32(1), lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (int g = 0; g < VECS; g++) {
        __m256i used = _mm256_cmpgt_epi32(_mm256_set1_epi32(k - 8 * g), lanes);
        lo[g] = _mm256_setzero_si256();
        hi[g] = _mm256_and_si256(_mm256_set1_epi32(n), used);
        off[g] = _mm256_loadu_si256((const __m256i *)(const void *)(line + 8 * g));
        val[g] = _mm256_loadu_ps(v + 8 * g);
    }
    for (int going = 1; going;) {
        going = 0;
        for (int g = 0; g < VECS; g++) {
            __m256i active = _mm256_cmpgt_epi32(hi[g], lo[g]);
            going |= _mm256_movemask_epi8(active);
            __m256i mid = _mm256_add_epi32(lo[g], _mm256_srli_epi32(_mm256_sub_epi32(hi[g], lo[g]), 1));
            __m256i at_mid = _mm256_add_epi32(off[g], step == 1 ? mid : _mm256_mullo_epi32(mid, _mm256_set1_epi32(step)));
            __m256 m = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), base, at_mid, _mm256_castsi256_ps(active), 4);
            __m256 after = right ? _mm256_cmp_ps(m, val[g], _CMP_NGT_UQ) : _mm256_cmp_ps(m, val[g], _CMP_NGE_UQ);
            __m256i before = _mm256_and_si256(_mm256_castps_si256(after), active);
            lo[g] = _mm256_blendv_epi8(lo[g], _mm256_add_epi32(mid, one), before);
            hi[g] = _mm256_blendv_epi8(hi[g], mid, _mm256_andnot_si256(before, active));
        }
    }
    int32_t got[SEARCH_GROUP];
    for (int g = 0; g < VECS; g++)
        _mm256_storeu_si256((__m256i *)(void *)(got + 8 * g), lo[g]);
    for (int j = 0; j < k; j++)
        at[j] = got[j];
}
#endif

#ifdef INDEX_AVX2
/* int64 searches as search_float_avx2's, four a vector (the elements
 * gathered as int64, the places in 32 bits), eight vectors side by side:
 * the walk of search_left_int64_t or search_right_int64_t, whose scalar
 * lanes kept isin of 2^18 values in 100 at 0.45 of PyTorch CPU's speed. */
__attribute__((target("avx2"))) static void search_int64_avx2(const int64_t *base, const int32_t *line, int32_t n,
                                                              int32_t step, const int64_t *v, int k, bool right,
                                                              int64_t *at)
{
    enum { VECS = SEARCH_GROUP / 4 };
    __m128i lo[VECS], hi[VECS], off[VECS];
    __m256i val[VECS];
    const __m128i one = _mm_set1_epi32(1), lanes = _mm_setr_epi32(0, 1, 2, 3);
    const __m256i low_halves = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    for (int g = 0; g < VECS; g++) {
        __m128i used = _mm_cmpgt_epi32(_mm_set1_epi32(k - 4 * g), lanes);
        lo[g] = _mm_setzero_si128();
        hi[g] = _mm_and_si128(_mm_set1_epi32(n), used);
        off[g] = _mm_loadu_si128((const __m128i *)(const void *)(line + 4 * g));
        val[g] = _mm256_loadu_si256((const __m256i *)(const void *)(v + 4 * g));
    }
    for (int going = 1; going;) {
        going = 0;
        for (int g = 0; g < VECS; g++) {
            __m128i active = _mm_cmpgt_epi32(hi[g], lo[g]);
            going |= _mm_movemask_epi8(active);
            __m128i mid = _mm_add_epi32(lo[g], _mm_srli_epi32(_mm_sub_epi32(hi[g], lo[g]), 1));
            __m128i at_mid = _mm_add_epi32(off[g], step == 1 ? mid : _mm_mullo_epi32(mid, _mm_set1_epi32(step)));
            __m256i m = _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)(const void *)base,
                                                    at_mid, _mm256_cvtepi32_epi64(active), 8);
            __m256i after = right ? _mm256_cmpgt_epi64(m, val[g]) : _mm256_cmpgt_epi64(val[g], m);
            if (right)   /* !(m > v): the place is after this element */
                after = _mm256_xor_si256(after, _mm256_set1_epi64x(-1));
            __m128i before = _mm_and_si128(
                _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(after, low_halves)), active);
            lo[g] = _mm_blendv_epi8(lo[g], _mm_add_epi32(mid, one), before);
            hi[g] = _mm_blendv_epi8(hi[g], mid, _mm_andnot_si128(before, active));
        }
    }
    int32_t got[SEARCH_GROUP];
    for (int g = 0; g < VECS; g++)
        _mm_storeu_si128((__m128i *)(void *)(got + 4 * g), lo[g]);
    for (int j = 0; j < k; j++)
        at[j] = got[j];
}
#endif

#ifdef INDEX_AVX2
/* extremes over n (a multiple of 4) elements, four lanes a vector
 * (GCC leaves int64 minima and maxima scalar): gather/rows' check of its
 * 1024 x 1024 index 0.65 -> 0.22 ms. */
__attribute__((target("avx2"))) static void extremes_avx2(const int64_t *p, int64_t n, int64_t *lo, int64_t *hi)
{
    __m256i l = _mm256_set1_epi64x(*lo), h = _mm256_set1_epi64x(*hi);
    for (int64_t i = 0; i < n; i += 4) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(p + i));
        l = _mm256_blendv_epi8(l, v, _mm256_cmpgt_epi64(l, v));
        h = _mm256_blendv_epi8(h, v, _mm256_cmpgt_epi64(v, h));
    }
    int64_t ls[4], hs[4];
    _mm256_storeu_si256((__m256i *)(void *)ls, l);
    _mm256_storeu_si256((__m256i *)(void *)hs, h);
    for (int k = 0; k < 4; k++) {
        *lo = ls[k] < *lo ? ls[k] : *lo;
        *hi = hs[k] > *hi ? hs[k] : *hi;
    }
}
#endif

/* Any dtype: through double (floats) or int64_t (integers). */
static int64_t search_any(DType dt, const char *line, int64_t n, int64_t step, const char *vp, bool right)
{
    size_t es = dtype_size(dt);
    bool fl = dtype_is_float(dt);
    double fv = fl ? dtype_load_double(dt, vp) : 0;
    int64_t iv = fl ? 0 : dtype_load_int(dt, vp), lo = 0, hi = n;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        const char *mp = line + mid * step * (int64_t)es;
        bool before;
        if (fl) {
            double m = dtype_load_double(dt, mp);
            before = right ? !(m > fv) : !(m >= fv);
        } else {
            int64_t m = dtype_load_int(dt, mp);
            before = right ? !(m > iv) : !(m >= iv);
        }
        if (before) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The chunk's positions a group at a time: each one's line and value
 * found by an odometer over out's shape (no division an element), the
 * group searched side by side. */
static void search_chunk(void *ctx, int64_t chunk)
{
    const Job *job = ctx;
    const OpArgs *a = job->a;
    const DevTensor *o = &a->out[0], *bd = &a->in[0], *v = &a->in[1];
    size_t es = dtype_size(v->dtype), os = dtype_size(o->dtype);
    bool right = a->si[0];
    int64_t n = a->si[1], step = a->si[2];
    int nd = o->ndim;
    const int64_t *st[3] = {o->strides, bd->strides, v->strides};
    int64_t first = chunk * CHUNK, end = first + CHUNK < job->n ? first + CHUNK : job->n;
    int64_t off[3], coord[DEV_MAX_DIMS];
#ifdef INDEX_AVX2
    /* float32 lines the vector walk reaches with 32-bit offsets */
    int64_t reach = n > 0 ? (n - 1) * step : 0;
    for (int d = 0; d < nd; d++)
        reach += bd->strides[d] * (o->shape[d] - 1);
    bool vector = (v->dtype == DT_FLOAT32 || v->dtype == DT_INT64) && n < INT32_MAX && step >= 0 &&
                  reach < INT32_MAX && __builtin_cpu_supports("avx2");
    for (int d = 0; d < nd; d++)
        vector = vector && bd->strides[d] >= 0;
#endif
    offsets(o->shape, nd, first, st, 3, off);
    for (int64_t d = nd - 1, rest = first; d >= 0; d--) {
        coord[d] = rest % o->shape[d];
        rest /= o->shape[d];
    }
    for (int64_t i = first; i < end;) {
        const char *lines[SEARCH_GROUP];
        union {
            float f[SEARCH_GROUP];
            double d[SEARCH_GROUP];
            int64_t i[SEARCH_GROUP];
        } vals;
        int64_t outs[SEARCH_GROUP], at[SEARCH_GROUP];
        int k = 0;
        for (; k < SEARCH_GROUP && i < end; k++, i++) {
            lines[k] = (const char *)bd->data + off[1] * (int64_t)es;
            const char *vp = (const char *)v->data + off[2] * (int64_t)es;
            outs[k] = off[0];
            switch (v->dtype) {
            case DT_FLOAT32: vals.f[k] = *(const float *)vp; break;
            case DT_FLOAT64: vals.d[k] = *(const double *)vp; break;
            case DT_INT64: vals.i[k] = *(const int64_t *)vp; break;
            default: at[k] = search_any(v->dtype, lines[k], n, step, vp, right); break;
            }
            /* the next position: an odometer over out's shape */
            for (int d = nd - 1; d >= 0; d--) {
                for (int t = 0; t < 3; t++)
                    off[t] += st[t][d];
                if (++coord[d] < o->shape[d])
                    break;
                for (int t = 0; t < 3; t++)
                    off[t] -= st[t][d] * o->shape[d];
                coord[d] = 0;
            }
        }
#ifdef INDEX_AVX2
        if (vector) {
            int32_t line[SEARCH_GROUP] = {0};
            for (int j = 0; j < k; j++)
                line[j] = (int32_t)((lines[j] - (const char *)bd->data) / (int64_t)es);
            for (int j = k; j < SEARCH_GROUP; j++)
                if (v->dtype == DT_FLOAT32)
                    vals.f[j] = 0;
                else
                    vals.i[j] = 0;
            if (v->dtype == DT_FLOAT32)
                search_float_avx2(bd->data, line, (int32_t)n, (int32_t)step, vals.f, k, right, at);
            else
                search_int64_avx2(bd->data, line, (int32_t)n, (int32_t)step, vals.i, k, right, at);
        } else
#endif
        switch (v->dtype) {
        case DT_FLOAT32: (right ? search_right_float : search_left_float)(lines, n, step, vals.f, k, at); break;
        case DT_FLOAT64: (right ? search_right_double : search_left_double)(lines, n, step, vals.d, k, at); break;
        case DT_INT64: (right ? search_right_int64_t : search_left_int64_t)(lines, n, step, vals.i, k, at); break;
        default: break;
        }
        for (int j = 0; j < k; j++) {
            char *op = (char *)o->data + outs[j] * (int64_t)os;
            if (o->dtype == DT_INT64)
                *(int64_t *)op = at[j];
            else
                dtype_store_int(o->dtype, op, at[j]);
        }
    }
}

void cpu_search(const OpArgs *a)
{
    const DevTensor *o = &a->out[0];
    Job job = {.a = a, .n = 1};
    for (int d = 0; d < o->ndim; d++)
        job.n *= o->shape[d];
    cpu_parallel((job.n + CHUNK - 1) / CHUNK, search_chunk, &job);
}

/* ---- index and index_put: advanced indexing, ops.def's layout ---- */

/* How the positions walked (walk's shape) reach the view and the nidx
 * index tensors (index_put: its one tensor of offsets): view[d] is the
 * view's stride for position dim d (0 inside the block), offs[k][d]
 * index k's stride (0 outside it). */
typedef struct Layout {
    int nd, nidx;
    const int64_t *shape;
    int64_t view[DEV_MAX_DIMS], offs[INDEX_MAX][DEV_MAX_DIMS];
} Layout;

static Layout layout(const OpArgs *a, const DevTensor *walk, const DevTensor *view, const DevTensor *idx, int nidx)
{
    Layout l = {walk->ndim, nidx, walk->shape, {0}, {{0}}};
    int b0 = (int)a->si[0], nb = (int)a->si[1], v = 0;
    for (int d = 0; d < walk->ndim; d++) {
        if (d >= b0 && d < b0 + nb) {
            for (int k = 0; k < nidx; k++)
                l.offs[k][d] = idx[k].strides[d - b0];
            continue;
        }
        while ((a->si[2] >> v) & 1) v++;
        l.view[d] = view->strides[v++];
    }
    return l;
}

typedef struct IndexJob {
    const OpArgs *a;
    Layout l;
    int64_t n;            /* index: rows; index_put: positions outside the block */
    int64_t block;        /* index_put: positions inside it */
    int64_t per;          /* index_put: positions outside it a chunk */
} IndexJob;

/* The offset in the view that index's indices give column c of a row
 * whose indices start at off[k]: each index wrapped (a negative one plus
 * si[3 + 2k], its dim's size, when that is not 0) and times si[4 + 2k],
 * summed; -1 when one lies outside its dim. */
static int64_t place(const OpArgs *a, const Layout *l, const int64_t *off, int64_t c)
{
    int last = l->nd - 1;
    int64_t at = 0;
    for (int k = 0; k < l->nidx; k++) {
        int64_t v = ((const int64_t *)a->in[1 + k].data)[off[k] + c * l->offs[k][last]], size = a->si[3 + 2 * k];
        if (size && v < 0) v += size;
        if (size && (v < 0 || v >= size)) return -1;
        at += v * a->si[4 + 2 * k];
    }
    return at;
}

static void index_chunk(void *ctx, int64_t chunk)
{
    const IndexJob *job = ctx;
    const OpArgs *a = job->a;
    const Layout *l = &job->l;
    const DevTensor *o = &a->out[0], *src = &a->in[0];
    int nd = l->nd, last = nd - 1;
    int64_t cols = o->shape[last];
    const int64_t *st[2 + INDEX_MAX] = {o->strides, l->view, l->offs[0], l->offs[1], l->offs[2]};
    int64_t per = rows_per_chunk(cols), end = (chunk + 1) * per < job->n ? (chunk + 1) * per : job->n;
    int64_t os = o->strides[last], vs = l->view[last];
    /* a row outside the block, dense in out and the view: one copy */
    bool dense_row = os == 1 && vs == 1;
    for (int k = 0; k < l->nidx; k++)
        dense_row = dense_row && l->offs[k][last] == 0;
    size_t es = dtype_size(o->dtype);
    for (int64_t row = chunk * per; row < end; row++) {
        int64_t off[2 + INDEX_MAX];
        offsets(o->shape, last, row, st, 2 + l->nidx, off);
        char *orow = (char *)o->data + off[0] * (int64_t)es;
        if (dense_row) {
            int64_t at = place(a, l, off + 2, 0);
            if (at < 0)
                memset(orow, 0, (size_t)cols * es);
            else
                memcpy(orow, (const char *)src->data + (off[1] + at) * (int64_t)es, (size_t)cols * es);
            continue;
        }
/* one index tensor (x[:, idx]): place's sum inline, without its loop
 * over the tensors, which took most of the time of a flip of 2048 x 2048
 * when flip gathered (uint8: 0.1 of PyTorch's speed) */
#define INDEX_ROW(T)                                                                   \
    do {                                                                               \
        T *op = (T *)orow;                                                             \
        const T *sp = (const T *)src->data + off[1];                                   \
        if (l->nidx != 1) {                                                            \
            for (int64_t c = 0; c < cols; c++) {                                       \
                int64_t at = place(a, l, off + 2, c);                                  \
                op[c * os] = at < 0 ? (T)0 : sp[c * vs + at];                          \
            }                                                                          \
            break;                                                                     \
        }                                                                              \
        const int64_t *ix = (const int64_t *)a->in[1].data + off[2];                   \
        int64_t is = l->offs[0][last], size = a->si[3], step = a->si[4];               \
        for (int64_t c = 0; c < cols; c++) {                                           \
            int64_t v = ix[c * is];                                                    \
            v += size && v < 0 ? size : 0;                                             \
            op[c * os] = size && (uint64_t)v >= (uint64_t)size ? (T)0 : sp[c * vs + v * step]; \
        }                                                                              \
    } while (0)
        switch (es) {
        case 1: INDEX_ROW(uint8_t); break;
        case 2: INDEX_ROW(uint16_t); break;
        case 4: INDEX_ROW(uint32_t); break;
        default: INDEX_ROW(uint64_t); break;
        }
#undef INDEX_ROW
    }
}

void cpu_index(const OpArgs *a)
{
    for (int j = 1; j < a->nout; j++) {
        int64_t k = a->si[8 + j], size = a->si[3 + 2 * k];
        check_into(&a->out[j], &a->in[1 + k], -size, size);
    }
    const DevTensor *o = &a->out[0];
    IndexJob job = {a, layout(a, o, &a->in[0], &a->in[1], a->nin - 1), 1, 0, 0};
    for (int d = 0; d < o->ndim - 1; d++)
        job.n *= o->shape[d];
    int64_t per = rows_per_chunk(o->shape[o->ndim - 1]);
    cpu_parallel((job.n + per - 1) / per, index_chunk, &job);
}

/* Whether the n bytes at d and at s are the same bytes or apart: then no
 * store to a row changes what a later element of it reads, and the row
 * may go a vector (or a memmove) at a time with the values of an element
 * at a time (PyTorch refuses values that overlap the tensor at all). */
static bool apart(const void *d, const void *s, int64_t n)
{
    const char *a = d, *b = s;
    return a == b || a + n <= b || b + n <= a;
}

CPU_CLONES static void add_row_f32(float *d, const float *s, int64_t n)
{
    CPU_LOOP(n, d[i] += s[i]);
}

/* The positions outside the block of a chunk, each walking the block's in
 * order, so that the last of equal offsets wins and sums add in order;
 * positions outside the block never meet, so chunks run in parallel.  The
 * block is the outer loop: a row of the values is read along. */
static void index_put_chunk(void *ctx, int64_t chunk)
{
    const IndexJob *job = ctx;
    const OpArgs *a = job->a;
    const DevTensor *o = &a->out[0], *val = &a->in[1];
    const int64_t *offs = a->in[0].data;
    DType dt = o->dtype;
    int64_t es = (int64_t)dtype_size(dt);
    bool add = a->si[3] != 0;
    int b0 = (int)a->si[0], nb = (int)a->si[1], nd = job->l.nd;
    /* outside: the walk's shape with the block's dims of size 1; inside: only them */
    int64_t oshape[DEV_MAX_DIMS], ishape[DEV_MAX_DIMS];
    for (int d = 0; d < nd; d++) {
        bool in = d >= b0 && d < b0 + nb;
        oshape[d] = in ? 1 : job->l.shape[d];
        ishape[d] = in ? job->l.shape[d] : 1;
    }
    const int64_t *ost[2] = {job->l.view, val->strides}, *ist[2] = {job->l.offs[0], val->strides};
    int64_t per = job->per, first = chunk * per;
    int64_t end = first + per < job->n ? first + per : job->n, count = end - first;
    /* the chunk's outside offsets, in the view [0, count) and the values
     * [count, 2 count), once */
    int64_t *out = malloc((size_t)(2 * count) * sizeof *out);
    for (int64_t r = 0; r < count; r++) {
        int64_t two[2];
        offsets(oshape, nd, first + r, ost, 2, two);
        out[r] = two[0];
        out[count + r] = two[1];
    }
    const int64_t *vo = out, *so = out + count;
    /* outside offsets a constant step apart (one outside dim, the common
     * case) walk without the tables, so that the loops vectorize */
    int64_t dv = count > 1 ? vo[1] - vo[0] : 1, ds = count > 1 ? so[1] - so[0] : 1;
    bool even = true;
    for (int64_t r = 1; r < count && even; r++)
        even = vo[r] - vo[r - 1] == dv && so[r] - so[r - 1] == ds;
    /* one outside position and a block of one dim (x[j] = v of a vector,
     * nonzero's compaction): a plain loop along it */
    int line = -1, lines = 0;
    for (int d = 0; d < nd; d++)
        if (ishape[d] > 1) {
            line = d;
            lines++;
        }
    if (count == 1 && lines == 1) {
        int64_t fo = ist[0][line], fv = ist[1][line];
        char *base = (char *)o->data + vo[0] * es;
        const char *src = (const char *)val->data + so[0] * es;
#define PUT_LINE(T, OP)                                                                \
    do {                                                                               \
        T *d = (T *)base;                                                              \
        const T *sv = (const T *)src;                                                  \
        for (int64_t b = 0; b < job->block; b++)                                       \
            d[offs[b * fo]] OP sv[b * fv];                                             \
    } while (0)
        if (!add) {
            switch (es) {
            case 1: PUT_LINE(uint8_t, =); break;
            case 2: PUT_LINE(uint16_t, =); break;
            case 4: PUT_LINE(uint32_t, =); break;
            default: PUT_LINE(uint64_t, =); break;
            }
        } else if (dt == DT_FLOAT32) {
            PUT_LINE(float, +=);
        } else if (dt == DT_FLOAT64) {
            PUT_LINE(double, +=);
        } else {
            for (int64_t b = 0; b < job->block; b++)
                add_to(dt, base + offs[b * fo] * es, src + b * fv * es);
        }
#undef PUT_LINE
        free(out);
        return;
    }
    /* the block's positions walked in order as an odometer: no division */
    int64_t coord[DEV_MAX_DIMS] = {0}, inside[2] = {0, 0};
    for (int64_t b = 0; b < job->block; b++) {
        if (b > 0) {
            for (int d = nd - 1; d >= 0; d--) {
                if (ishape[d] == 1)
                    continue;
                inside[0] += ist[0][d];
                inside[1] += ist[1][d];
                if (++coord[d] < ishape[d])
                    break;
                inside[0] -= ist[0][d] * ishape[d];
                inside[1] -= ist[1][d] * ishape[d];
                coord[d] = 0;
            }
        }
        char *base = (char *)o->data + offs[inside[0]] * es;
        const char *src = (const char *)val->data + inside[1] * es;
        /* a typed loop for each dtype that adds natively, and each element
         * size that sets: no call an element */
#define PUT_ROW(T, OP)                                                                 \
    do {                                                                               \
        T *d = (T *)base;                                                              \
        const T *sv = (const T *)src;                                                  \
        if (even && dv == 1 && ds == 1) {                                              \
            d += vo[0];                                                                \
            sv += so[0];                                                               \
            for (int64_t r = 0; r < count; r++)                                        \
                d[r] OP sv[r];                                                         \
        } else if (even) {                                                             \
            d += vo[0];                                                                \
            sv += so[0];                                                               \
            for (int64_t r = 0; r < count; r++)                                        \
                d[r * dv] OP sv[r * ds];                                               \
        } else {                                                                       \
            for (int64_t r = 0; r < count; r++)                                        \
                d[vo[r]] OP sv[so[r]];                                                 \
        }                                                                              \
    } while (0)
        if (!add && even && dv == 1 && ds == 1 && apart(base + vo[0] * es, src + so[0] * es, count * es)) {
            memmove(base + vo[0] * es, src + so[0] * es, (size_t)(count * es));
        } else if (!add) {
            switch (es) {
            case 1: PUT_ROW(uint8_t, =); break;
            case 2: PUT_ROW(uint16_t, =); break;
            case 4: PUT_ROW(uint32_t, =); break;
            default: PUT_ROW(uint64_t, =); break;
            }
        } else if (dt == DT_FLOAT32 && even && dv == 1 && ds == 1 &&
                   apart((float *)base + vo[0], (const float *)src + so[0], count * es)) {
            add_row_f32((float *)base + vo[0], (const float *)src + so[0], count);
        } else if (dt == DT_FLOAT32) {
            PUT_ROW(float, +=);
        } else if (dt == DT_FLOAT64) {
            PUT_ROW(double, +=);
        } else {
            for (int64_t r = 0; r < count; r++)
                add_to(dt, base + vo[r] * es, src + so[r] * es);
        }
#undef PUT_ROW
    }
    free(out);
}

void cpu_index_put(const OpArgs *a)
{
    const DevTensor *val = &a->in[1];
    IndexJob job = {a, layout(a, val, &a->out[0], &a->in[0], 1), 1, 1, 0};
    int b0 = (int)a->si[0], nb = (int)a->si[1];
    for (int d = 0; d < val->ndim; d++) {
        if (d >= b0 && d < b0 + nb)
            job.block *= val->shape[d];
        else
            job.n *= val->shape[d];
    }
    /* CHUNK elements a chunk, but at least a page's worth of outside
     * positions: a chunk walks the block once, a run of them at each
     * position, and runs shorter than a page leave the prefetchers behind
     * at every row (1024 x 1024 float32 rows accumulated: 16 chunks of 64
     * columns 300 us, one chunk of 1024 105 us) */
    enum { PUT_RUN_BYTES = 4096 };
    int64_t run = PUT_RUN_BYTES / (int64_t)dtype_size(val->dtype);
    job.per = rows_per_chunk(job.block);
    if (job.per < run)
        job.per = run;
    if (job.block > 0 && job.n > 0)
        cpu_parallel((job.n + job.per - 1) / job.per, index_put_chunk, &job);
}

/* ---- nonzero: each chunk counts its true flags, then writes its
 * positions from the sum of the counts of the chunks before it ---- */

typedef struct NonzeroJob {
    const OpArgs *a;
    int64_t n;
    int64_t *counts;      /* a chunk's count, then where its rows start (and the total) */
} NonzeroJob;

static void nonzero_count(void *ctx, int64_t chunk)
{
    const NonzeroJob *job = ctx;
    const uint8_t *f = job->a->in[0].data;
    int64_t first = chunk * CHUNK, end = first + CHUNK < job->n ? first + CHUNK : job->n, c = 0;
    CPU_LOOP(end - first, c += f[first + i] != 0);
    job->counts[chunk] = c;
}

static void nonzero_write(void *ctx, int64_t chunk)
{
    const NonzeroJob *job = ctx;
    const DevTensor *o = &job->a->out[0], *in = &job->a->in[0];
    const uint8_t *f = in->data;
    int64_t end = (chunk + 1) * CHUNK < job->n ? (chunk + 1) * CHUNK : job->n, k = job->counts[chunk];
    int64_t rs = o->strides[0], cs = o->ndim == 2 ? o->strides[1] : 0;
    if (o->ndim == 1 && rs == 1) {
        /* positions: each written where the next goes, which a true flag
         * keeps (no branch to mispredict); none past the chunk's own */
        int64_t *q = o->data, stop = job->counts[chunk + 1] < o->shape[0] ? job->counts[chunk + 1] : o->shape[0];
        for (int64_t i = chunk * CHUNK; i < end && k < stop; i++) {
            q[k] = i;
            k += f[i] != 0;
        }
        return;
    }
    for (int64_t i = chunk * CHUNK; i < end && k < o->shape[0]; i++) {
        if (!f[i])
            continue;
        int64_t *row = (int64_t *)o->data + k++ * rs;
        if (o->ndim == 1) {
            *row = i;
            continue;
        }
        int64_t rest = i;
        for (int d = in->ndim - 1; d >= 0; d--) {
            row[d * cs] = rest % in->shape[d];
            rest /= in->shape[d];
        }
    }
}

void cpu_nonzero(const OpArgs *a)
{
    const DevTensor *in = &a->in[0];
    NonzeroJob job = {a, 1, NULL};
    for (int d = 0; d < in->ndim; d++)
        job.n *= in->shape[d];
    int64_t chunks = (job.n + CHUNK - 1) / CHUNK;
    if (chunks == 0 || a->out[0].shape[0] == 0)
        return;
    job.counts = malloc((size_t)(chunks + 1) * sizeof *job.counts);
    cpu_parallel(chunks, nonzero_count, &job);
    int64_t at = 0;
    for (int64_t c = 0; c < chunks; c++) {
        int64_t k = job.counts[c];
        job.counts[c] = at;
        at += k;
    }
    job.counts[chunks] = at;
    cpu_parallel(chunks, nonzero_write, &job);
    free(job.counts);
}

/* ---- runs: each chunk counts the run starts among its elements, then,
 * from the count of those before it, writes its runs' first elements and
 * lengths (a run ends at the next start, in its chunk or a later one) ---- */

typedef struct RunsJob {
    const OpArgs *a;
    int64_t n;
    int64_t *rank;        /* a chunk's count of starts, then the rank of its first */
    int64_t *next;        /* a chunk's first start (n: none), then the first after the chunk */
} RunsJob;

enum { RUN_BLOCK = 1024, RUN_SPAN = 64 };

/* The positions of the run starts among elements [b, b + m) of in0 (b + m
 * <= n) into pos, without a branch an element: an element that differs
 * from the one before it, as ne compares them (integers, float32 and
 * float64 as they are, bools as bytes that are true unless 0: the
 * narrower ones as int64 spent four times as long; other floats as
 * doubles); their count. */
CPU_CLONES static int64_t block_starts(const DevTensor *in, int64_t b, int64_t m, int64_t *pos)
{
    DType dt = in->dtype;
    int64_t k = 0, j = b;
    if (b == 0) {
        pos[k++] = 0;
        j = 1;
    }
/* element j of the line at x[j - o], compared by DIFFERS; a full stretch of
 * RUN_SPAN with no start, as a sorted line's mostly are, passes in one
 * test that vectorises (the comparisons ORed in U, an unsigned T, over a
 * constant count; 64-bit ones need x86-64-v3): bool unique of 4M
 * elements spent 2 ns an element finding its two runs */
#define STARTS(T, U, x, o, DIFFERS)                                                 \
    for (; j < b + m; j += RUN_SPAN) {                                              \
        const T *line = (const T *)(x) - (o);                                       \
        int64_t e = j + RUN_SPAN < b + m ? j + RUN_SPAN : b + m;                    \
        if (e - j == RUN_SPAN) {                                                    \
            U differ = 0;                                                           \
            for (int i = 0; i < RUN_SPAN; i++)                                      \
                differ |= (U)DIFFERS(line[j + i], line[j + i - 1]);                 \
            if (!differ)                                                            \
                continue;                                                           \
        }                                                                           \
        for (int64_t i = j; i < e; i++) {                                           \
            pos[k] = i;                                                             \
            k += DIFFERS(line[i], line[i - 1]);                                     \
        }                                                                           \
    }                                                                               \
    return k
/* a bool is any byte, true unless 0 (a uint8 tensor viewed as bool) */
#define NE(p, q) ((p) != (q))
#define BOOL_NE(p, q) (((p) != 0) != ((q) != 0))
    switch (dt) {
    case DT_FLOAT32: STARTS(float, uint32_t, in->data, 0, NE);
    case DT_FLOAT64: STARTS(double, uint64_t, in->data, 0, NE);
    case DT_INT32: STARTS(int32_t, uint32_t, in->data, 0, NE);
    case DT_INT64: STARTS(int64_t, uint64_t, in->data, 0, NE);
    case DT_INT16: STARTS(int16_t, uint16_t, in->data, 0, NE);
    case DT_BOOL: STARTS(uint8_t, uint8_t, in->data, 0, BOOL_NE);
    case DT_UINT8:
    case DT_INT8: STARTS(uint8_t, uint8_t, in->data, 0, NE);
    default: break;
    }
    /* the block and the element before it converted, indexed from there */
    bool fl = dtype_is_float(dt);
    int64_t from = b > 0 ? b - 1 : 0;
    union {
        double f[RUN_BLOCK + 1];
        int64_t i[RUN_BLOCK + 1];
    } v;
    cpu_convert(&v, fl ? DT_FLOAT64 : DT_INT64, 1, (const char *)in->data + from * (int64_t)dtype_size(dt), dt, 1,
                b + m - from);
    if (fl) {
        STARTS(double, uint64_t, v.f, from, NE);
    }
    STARTS(int64_t, uint64_t, v.i, from, NE);
#undef STARTS
#undef NE
#undef BOOL_NE
}

/* The count of run starts among elements [b, b + m) of in0, as
 * block_starts finds them, and (where first is not NULL and there is one)
 * the first of them in *first.  A count needs no positions, and the sum
 * of a stretch of RUN_SPAN comparisons, in an unsigned of the element's
 * width, vectorises: unique_consecutive of 2^20 int64 had spent as long
 * in its two counting passes as in the pass that writes. */
CPU_CLONES static int64_t block_count(const DevTensor *in, int64_t b, int64_t m, int64_t *first)
{
    int64_t k = 0, j = b;
    if (b == 0) {
        k = 1;
        j = 1;
    }
#define COUNT(T, U, DIFFERS)                                                        \
    do {                                                                            \
        const T *line = in->data;                                                   \
        int64_t i = j;                                                              \
        for (; i + RUN_SPAN <= b + m; i += RUN_SPAN) {                              \
            U span = 0;                                                             \
            for (int s = 0; s < RUN_SPAN; s++)                                      \
                span += (U)DIFFERS(line[i + s], line[i + s - 1]);                   \
            k += span;                                                              \
        }                                                                           \
        for (; i < b + m; i++)                                                      \
            k += DIFFERS(line[i], line[i - 1]);                                     \
        if (first && b == 0)                                                        \
            *first = 0;                                                             \
        else if (first)                                                             \
            for (i = j; k > 0 && i < b + m; i++)                                    \
                if (DIFFERS(line[i], line[i - 1])) {                                \
                    *first = i;                                                     \
                    break;                                                          \
                }                                                                   \
        return k;                                                                   \
    } while (0)
#define NE(p, q) ((p) != (q))
#define BOOL_NE(p, q) (((p) != 0) != ((q) != 0))
    switch (in->dtype) {
    case DT_FLOAT32: COUNT(float, uint32_t, NE);
    case DT_FLOAT64: COUNT(double, uint64_t, NE);
    case DT_INT32: COUNT(int32_t, uint32_t, NE);
    case DT_INT64: COUNT(int64_t, uint64_t, NE);
    case DT_INT16: COUNT(int16_t, uint16_t, NE);
    case DT_BOOL: COUNT(uint8_t, uint8_t, BOOL_NE);
    case DT_UINT8:
    case DT_INT8: COUNT(uint8_t, uint8_t, NE);
    default: {
        int64_t pos[RUN_BLOCK];
        k = block_starts(in, b, m, pos);
        if (first && k > 0)
            *first = pos[0];
        return k;
    }
    }
#undef COUNT
#undef NE
#undef BOOL_NE
}

/* Chunk c's elements [c0, c1) of job's n. */
static void chunk_span(const RunsJob *job, int64_t c, int64_t *c0, int64_t *c1)
{
    *c0 = c * CHUNK;
    *c1 = *c0 + CHUNK < job->n ? *c0 + CHUNK : job->n;
}

/* Chunk c's count of run starts and its first start (n: none). */
static void runs_count(void *ctx, int64_t c)
{
    RunsJob *job = ctx;
    int64_t c0, c1, k = 0, first = job->n;
    chunk_span(job, c, &c0, &c1);
    for (int64_t b = c0; b < c1; b += RUN_BLOCK)
        k += block_count(&job->a->in[0], b, c1 - b < RUN_BLOCK ? c1 - b : RUN_BLOCK, k == 0 ? &first : NULL);
    job->rank[c] = k;
    job->next[c] = first;
}

/* The elements at the k first starts copied to the values from rank r. */
#define RUN_VALUES(T)                                                                  \
    for (int64_t q = 0; q < k; q++)                                                    \
        ((T *)vals)[r + q] = ((const T *)in)[pos[q]]

/* Chunk c's run starts in order, written from rank[c] on: each start's
 * element and, from the start after it, its length. */
static void runs_write(void *ctx, int64_t c)
{
    const RunsJob *job = ctx;
    const OpArgs *a = job->a;
    int64_t es = (int64_t)dtype_size(a->in[0].dtype), c0, c1;
    chunk_span(job, c, &c0, &c1);
    const char *in = a->in[0].data;
    char *vals = a->out[0].data;
    int64_t *lens = a->nout > 2 ? a->out[2].data : NULL;
    int64_t r = job->rank[c], last = -1, pos[RUN_BLOCK];
    for (int64_t b = c0; b < c1; b += RUN_BLOCK) {
        int64_t k = block_starts(&a->in[0], b, c1 - b < RUN_BLOCK ? c1 - b : RUN_BLOCK, pos);
        switch (es) {
        case 1: RUN_VALUES(uint8_t); break;
        case 2: RUN_VALUES(uint16_t); break;
        case 4: RUN_VALUES(uint32_t); break;
        default: RUN_VALUES(uint64_t); break;
        }
        for (int64_t q = 0; lens && q < k; q++)
            if (q > 0 || last >= 0)
                lens[r + q - 1] = pos[q] - (q > 0 ? pos[q - 1] : last);
        last = k > 0 ? pos[k - 1] : last;
        r += k;
    }
    if (lens && last >= 0)
        lens[r - 1] = job->next[c] - last;
}
#undef RUN_VALUES

void cpu_runs(const OpArgs *a)
{
    RunsJob job = {a, a->in[0].shape[0], NULL, NULL};
    int64_t chunks = (job.n + CHUNK - 1) / CHUNK;
    job.rank = malloc((size_t)chunks * sizeof *job.rank);
    job.next = malloc((size_t)chunks * sizeof *job.next);
    cpu_parallel(chunks, runs_count, &job);
    int64_t at = 0, after = job.n;
    for (int64_t c = 0; c < chunks; c++) {
        int64_t k = job.rank[c];
        job.rank[c] = at;
        at += k;
    }
    *(int64_t *)a->out[1].data = at;
    for (int64_t c = chunks - 1; c >= 0; c--) {
        int64_t first = job.next[c];
        job.next[c] = after;
        after = first < job.n ? first : after;
    }
    cpu_parallel(chunks, runs_write, &job);
    free(job.rank);
    free(job.next);
}

/* ---- bounds: each chunk of rows its least and greatest, then theirs;
 * the first element outside the range only where they show there is one
 * (an error's message: rare) ---- */

typedef struct BoundsJob {
    const OpArgs *a;
    int64_t rows, per;
    int64_t *lo, *hi;     /* a chunk's */
    int64_t *first;       /* a chunk's first position outside, INT64_MAX: none */
} BoundsJob;

/* *lo and *hi lowered and raised to the least and greatest of p[0..n). */
static void extremes(const int64_t *p, int64_t n, int64_t *lo, int64_t *hi)
{
    int64_t l = *lo, h = *hi, i = 0;
#ifdef INDEX_AVX2
    if (n >= 8 && __builtin_cpu_supports("avx2")) {
        extremes_avx2(p, n - n % 4, &l, &h);
        i = n - n % 4;
    }
#endif
    for (; i < n; i++) {
        l = p[i] < l ? p[i] : l;
        h = p[i] > h ? p[i] : h;
    }
    *lo = l;
    *hi = h;
}

/* The row-major position of the first element of the chunk's rows outside
 * [a->si[0], a->si[1]), INT64_MAX when none. */
static int64_t first_outside(const BoundsJob *job, int64_t chunk)
{
    const DevTensor *in = &job->a->in[0];
    int last = in->ndim - 1;
    int64_t cols = in->shape[last], cs = in->strides[last], lo = job->a->si[0], hi = job->a->si[1];
    const int64_t *st[1] = {in->strides};
    int64_t end = (chunk + 1) * job->per < job->rows ? (chunk + 1) * job->per : job->rows;
    for (int64_t row = chunk * job->per; row < end; row++) {
        int64_t off;
        offsets(in->shape, last, row, st, 1, &off);
        const int64_t *p = (const int64_t *)in->data + off;
        for (int64_t c = 0; c < cols; c++)
            if (p[c * cs] < lo || p[c * cs] >= hi) return row * cols + c;
    }
    return INT64_MAX;
}

static void bounds_chunk(void *ctx, int64_t chunk)
{
    const BoundsJob *job = ctx;
    const DevTensor *in = &job->a->in[0];
    int last = in->ndim - 1;
    int64_t cols = in->shape[last], cs = in->strides[last], lo = INT64_MAX, hi = INT64_MIN;
    const int64_t *st[1] = {in->strides};
    int64_t end = (chunk + 1) * job->per < job->rows ? (chunk + 1) * job->per : job->rows;
    for (int64_t row = chunk * job->per; row < end; row++) {
        int64_t off;
        offsets(in->shape, last, row, st, 1, &off);
        const int64_t *p = (const int64_t *)in->data + off;
        if (cs == 1 || cs == 0) {
            /* (a row of one index spread along it: that index) */
            extremes(p, cs ? cols : 1, &lo, &hi);
            continue;
        }
        for (int64_t c = 0; c < cols; c++) {
            int64_t v = p[c * cs];
            lo = v < lo ? v : lo;
            hi = v > hi ? v : hi;
        }
    }
    job->lo[chunk] = lo;
    job->hi[chunk] = hi;
    bool inside = lo >= job->a->si[0] && hi < job->a->si[1];
    job->first[chunk] = inside ? INT64_MAX : first_outside(job, chunk);
}

void cpu_bounds(const OpArgs *a)
{
    /* (rows of one element each would cost a division each: a column's
     * dims of 1 are dropped, which move no position) */
    OpArgs walk = *a;
    DevTensor *in = &walk.in[0];
    const DevTensor *o = &a->out[0];
    int k = 0;
    for (int d = 0; d < in->ndim; d++) {
        if (in->shape[d] == 1) continue;
        in->shape[k] = in->shape[d];
        in->strides[k++] = in->strides[d];
    }
    if (k == 0) {
        in->shape[0] = 1;
        k = 1;
    }
    in->ndim = k;
    BoundsJob job = {&walk, 1, rows_per_chunk(in->shape[in->ndim - 1]), NULL, NULL, NULL};
    for (int d = 0; d < in->ndim - 1; d++)
        job.rows *= in->shape[d];
    int64_t chunks = (job.rows + job.per - 1) / job.per, lo = INT64_MAX, hi = INT64_MIN, first = INT64_MAX;
    job.lo = malloc((size_t)(3 * chunks) * sizeof *job.lo);
    job.hi = job.lo + chunks;
    job.first = job.hi + chunks;
    cpu_parallel(chunks, bounds_chunk, &job);
    for (int64_t c = 0; c < chunks; c++) {
        lo = job.lo[c] < lo ? job.lo[c] : lo;
        hi = job.hi[c] > hi ? job.hi[c] : hi;
        first = first == INT64_MAX ? job.first[c] : first;
    }
    free(job.lo);
    int64_t *out = (int64_t *)o->data, s = o->strides[0], value = 0;
    if (first != INT64_MAX) {
        int last = in->ndim - 1;
        int64_t cols = in->shape[last];
        int64_t off;
        offsets(in->shape, last, first / cols, (const int64_t *const[]){in->strides}, 1, &off);
        value = ((const int64_t *)in->data)[off + first % cols * in->strides[last]];
    }
    out[0] = lo;
    out[s] = hi;
    out[2 * s] = first;
    out[3 * s] = value;
}

/* ---- outside: each chunk of rows its first element outside [sf[0],
 * sf[1]] (or NaN), the first chunk that has one its position ---- */

static void outside_chunk(void *ctx, int64_t chunk)
{
    BoundsJob *job = ctx;
    const DevTensor *in = &job->a->in[0];
    int last = in->ndim - 1;
    int64_t cols = in->shape[last], cs = in->strides[last];
    double lo = job->a->sf[0], hi = job->a->sf[1];
    size_t es = dtype_size(in->dtype);
    const int64_t *st[1] = {in->strides};
    int64_t end = (chunk + 1) * job->per < job->rows ? (chunk + 1) * job->per : job->rows;
    job->first[chunk] = INT64_MAX;
    for (int64_t row = chunk * job->per; row < end; row++) {
        int64_t off;
        offsets(in->shape, last, row, st, 1, &off);
        const char *p = (const char *)in->data + off * (int64_t)es;
        for (int64_t c = 0; c < cols; c++) {
            double v = in->dtype == DT_FLOAT32 ? ((const float *)p)[c * cs]
                                               : dtype_load_double(in->dtype, p + c * cs * (int64_t)es);
            if (!(v >= lo && v <= hi)) {
                job->first[chunk] = row * cols + c;
                return;
            }
        }
    }
}

void cpu_outside(const OpArgs *a)
{
    const DevTensor *in = &a->in[0], *o = &a->out[0];
    BoundsJob job = {a, 1, rows_per_chunk(in->shape[in->ndim - 1]), NULL, NULL, NULL};
    for (int d = 0; d < in->ndim - 1; d++)
        job.rows *= in->shape[d];
    int64_t chunks = (job.rows + job.per - 1) / job.per, first = INT64_MAX;
    job.first = malloc((size_t)chunks * sizeof *job.first);
    cpu_parallel(chunks, outside_chunk, &job);
    for (int64_t c = 0; c < chunks && first == INT64_MAX; c++)
        first = job.first[c];
    free(job.first);
    int64_t *out = (int64_t *)o->data, s = o->strides[0];
    out[0] = out[s] = out[3 * s] = 0;
    out[2 * s] = first;
}
