/* iter.c: strided N-d iteration and dtype conversion for the simulated
 * device's kernels (see iter.h). */
#include "cpu/iter.h"

#include <stdbool.h>
#include <string.h>

#include "cpu/parallel.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#include <immintrin.h>
#endif

/* Elements per conversion buffer: small enough that every operand's buffer
 * stays in L1, large enough that the per-block call costs nothing. */
#define SIM_BLOCK 512

/* Element types by short name: how each dtype is stored, how it loads (as
 * int64_t, float or double: the "natural" value a PyTorch cast starts from)
 * and how a natural value stores. */
#define CT_b8 uint8_t
#define CT_u8 uint8_t
#define CT_i8 int8_t
#define CT_i16 int16_t
#define CT_i32 int32_t
#define CT_i64 int64_t
#define CT_f16 uint16_t
#define CT_bf16 uint16_t
#define CT_f32 float
#define CT_f64 double

/* Integers of up to 32 bits load as int32_t: the same values, which a
 * float conversion then takes a vector at a time (from int64_t it went an
 * element at a time: uint8 x.float() at 0.37 of PyTorch's speed). */
#define LD_b8(v) ((int32_t)((v) != 0))
#define LD_u8(v) ((int32_t)(v))
#define LD_i8(v) ((int32_t)(v))
#define LD_i16(v) ((int32_t)(v))
#define LD_i32(v) ((int32_t)(v))
#define LD_i64(v) ((int64_t)(v))
#define LD_f16(v) dtype_half_to_float(v)
#define LD_bf16(v) dtype_bf16_to_float(v)
#define LD_f32(v) (v)
#define LD_f64(v) (v)

/* Truncation toward zero where C defines it; 0 elsewhere, as dtype.h does. */
static inline int64_t float_to_int64(double v)
{
    return v >= -9223372036854775808.0 && v < 9223372036854775808.0 ? (int64_t)v : 0;
}

#define STORE_FNS(t, FROM_INT, FROM_FLOAT, FROM_DOUBLE)                   \
    static inline CT_##t to_##t##_n(int32_t v) { return FROM_INT; }      \
    static inline CT_##t to_##t##_i(int64_t v) { return FROM_INT; }      \
    static inline CT_##t to_##t##_f(float v) { return FROM_FLOAT; }      \
    static inline CT_##t to_##t##_d(double v) { return FROM_DOUBLE; }

/* Integer dtypes wrap to their width: GCC and clang define the narrowing
 * conversion as modulo 2^N, which is what PyTorch's casts give. */
STORE_FNS(b8, v != 0, v != 0, v != 0)
STORE_FNS(u8, (uint8_t)v, (uint8_t)float_to_int64(v), (uint8_t)float_to_int64(v))
STORE_FNS(i8, (int8_t)v, (int8_t)float_to_int64(v), (int8_t)float_to_int64(v))
STORE_FNS(i16, (int16_t)v, (int16_t)float_to_int64(v), (int16_t)float_to_int64(v))
STORE_FNS(i32, (int32_t)v, (int32_t)float_to_int64(v), (int32_t)float_to_int64(v))
STORE_FNS(i64, v, float_to_int64(v), float_to_int64(v))
STORE_FNS(f16, dtype_float_to_half((float)v), dtype_float_to_half(v), dtype_float_to_half((float)v))
STORE_FNS(bf16, dtype_float_to_bf16((float)v), dtype_float_to_bf16(v), dtype_float_to_bf16((float)v))
STORE_FNS(f32, (float)v, v, (float)v)
STORE_FNS(f64, (double)v, v, v)

#define TO(t, v) _Generic((v), int32_t: to_##t##_n, int64_t: to_##t##_i, float: to_##t##_f, double: to_##t##_d)(v)

typedef void (*ConvertFn)(void *dst, int64_t ds, const void *src, int64_t ss, int64_t n);

/* d[0..n) = v, vectorised: -O2's cost model left the loop of one value's
 * stores scalar, and a row broadcast along it (a - a.sum(1, keepdim=True))
 * spent half its time there. */
#define FILL_FN(D)                                                               \
    CPU_CLONES CPU_STRIDED static void fill_##D(CT_##D *d, CT_##D v, int64_t n)  \
    {                                                                            \
        CPU_LOOP(n, d[i] = v);                                                   \
    }
FILL_FN(b8) FILL_FN(u8) FILL_FN(i8) FILL_FN(i16) FILL_FN(i32) FILL_FN(i64)
FILL_FN(f16) FILL_FN(bf16) FILL_FN(f32) FILL_FN(f64)

#define CONVERT_FN(S, D)                                                           \
    CPU_CLONES                                                                   \
    static void convert_##S##_##D(void *dst, int64_t ds, const void *src,         \
                                  int64_t ss, int64_t n)                         \
    {                                                                            \
        CT_##D *d = dst;                                                         \
        const CT_##S *s = src;                                                   \
        if (ds == 1 && ss == 1) {                                                \
            CPU_LOOP(n, d[i] = TO(D, LD_##S(s[i])));                             \
        } else if (ds == 1 && ss == 0 && n > 0) {                                \
            fill_##D(d, TO(D, LD_##S(s[0])), n); /* a broadcast element */       \
        } else {                                                                 \
            for (int64_t i = 0; i < n; i++)                                      \
                d[i * ds] = TO(D, LD_##S(s[i * ss]));                            \
        }                                                                        \
    }

/* Every (source, destination) pair, in DType order. */
#define EACH_DST(X, S) X(S, b8) X(S, u8) X(S, i8) X(S, i16) X(S, i32) X(S, i64) \
                       X(S, f16) X(S, bf16) X(S, f32) X(S, f64)
#define EACH_SRC(X) EACH_DST(X, b8) EACH_DST(X, u8) EACH_DST(X, i8) EACH_DST(X, i16) \
                    EACH_DST(X, i32) EACH_DST(X, i64) EACH_DST(X, f16)             \
                    EACH_DST(X, bf16) EACH_DST(X, f32) EACH_DST(X, f64)

EACH_SRC(CONVERT_FN)

#define CONVERT_ENTRY(S, D) convert_##S##_##D,
#define CONVERT_ROW(S) {EACH_DST(CONVERT_ENTRY, S)},

static const ConvertFn converters[DT_COUNT][DT_COUNT] = {
    CONVERT_ROW(b8) CONVERT_ROW(u8) CONVERT_ROW(i8) CONVERT_ROW(i16) CONVERT_ROW(i32)
    CONVERT_ROW(i64) CONVERT_ROW(f16) CONVERT_ROW(bf16) CONVERT_ROW(f32) CONVERT_ROW(f64)
};

/* float16 to float32, eight at a time with F16C's vcvtph2ps where the
 * processor has it: exact, as the widening is, and signalling NaNs come
 * out quiet with their payload, as dtype_half_to_float has them. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target("avx,f16c"))) static void widen_half_f16c(float *d, const uint16_t *s,
                                                                int64_t n)
{
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(d + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(s + i))));
    for (; i < n; i++)
        d[i] = dtype_half_to_float(s[i]);
}


/* float32 to float16 eight at a time with vcvtps2ph, rounding to nearest
 * even as dtype_float_to_half does (subnormals and overflow to infinity
 * included); a group with a NaN takes dtype_float_to_half, whose NaN is
 * canonical where the instruction keeps the payload. */
__attribute__((target("avx,f16c"))) static void narrow_half_f16c(uint16_t *d, const float *s,
                                                                 int64_t n)
{
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 v = _mm256_loadu_ps(s + i);
        if (_mm256_movemask_ps(_mm256_cmp_ps(v, v, _CMP_UNORD_Q)) == 0) {
            _mm_storeu_si128((__m128i *)(void *)(d + i), _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
            continue;
        }
        for (int64_t k = i; k < i + 8; k++)
            d[k] = dtype_float_to_half(s[k]);
    }
    for (; i < n; i++)
        d[i] = dtype_float_to_half(s[i]);
}

#define CPU_F16C 1
#endif

void cpu_convert(void *dst, DType dd, int64_t dstride,
                 const void *src, DType sd, int64_t sstride, int64_t n)
{
#ifdef CPU_F16C
    if (dstride == 1 && sstride == 1 && n >= 8 && __builtin_cpu_supports("f16c")) {
        if (sd == DT_FLOAT16 && dd == DT_FLOAT32) {
            widen_half_f16c(dst, src, n);
            return;
        }
        if (sd == DT_FLOAT32 && dd == DT_FLOAT16) {
            narrow_half_f16c(dst, src, n);
            return;
        }
    }
#endif
    converters[sd][dd](dst, dstride, src, sstride, n);
}

DType cpu_buffer_dtype(DType dt)
{
    return dt == DT_FLOAT16 || dt == DT_BFLOAT16 ? DT_FLOAT32 : dt;
}

/* One operand as the iteration sees it. */
typedef struct Walk {
    char *ptr;                      /* start of the current row */
    DType dtype;                    /* in memory */
    DType want;                     /* in the loop's buffer */
    DType via;                      /* rounded to this on the way (DT_COUNT: not) */
    size_t size;                    /* bytes per element in memory */
    bool scalar;
    bool direct;                    /* the loop can use memory in place */
    int64_t stride[DEV_MAX_DIMS];   /* elements, per coalesced dimension */
} Walk;

/* Drops size-1 dimensions, orders the rest by the output's strides (largest
 * first, so a transposed but dense output still walks memory in order) and
 * merges neighbours that every operand lays out contiguously.  Returns the
 * number of dimensions left (at least 1), or 0 for an empty tensor. */
static int coalesce(const DevTensor *out, Walk *w, int nw, const DevTensor *const *src,
                    int64_t *shape)
{
    int nd = 0;
    for (int d = 0; d < out->ndim; d++) {
        if (out->shape[d] == 0)
            return 0;
        if (out->shape[d] == 1)
            continue;
        shape[nd] = out->shape[d];
        for (int k = 0; k < nw; k++)
            w[k].stride[nd] = src[k] ? src[k]->strides[d] : 0;
        nd++;
    }
    for (int i = 1; i < nd; i++) {
        for (int j = i; j > 0 && w[0].stride[j - 1] < w[0].stride[j]; j--) {
            int64_t s = shape[j];
            shape[j] = shape[j - 1];
            shape[j - 1] = s;
            for (int k = 0; k < nw; k++) {
                int64_t t = w[k].stride[j];
                w[k].stride[j] = w[k].stride[j - 1];
                w[k].stride[j - 1] = t;
            }
        }
    }
    int m = 0;
    for (int d = 0; d < nd; d++) {
        bool merge = m > 0;
        for (int k = 0; k < nw && merge; k++)
            merge = w[k].stride[m - 1] == w[k].stride[d] * shape[d];
        if (merge) {
            shape[m - 1] *= shape[d];
            for (int k = 0; k < nw; k++)
                w[k].stride[m - 1] = w[k].stride[d];
        } else {
            shape[m] = shape[d];
            for (int k = 0; k < nw; k++)
                w[k].stride[m] = w[k].stride[d];
            m++;
        }
    }
    if (m == 0) {
        shape[0] = 1;
        for (int k = 0; k < nw; k++)
            w[k].stride[0] = 0;
        m = 1;
    }
    return m;
}

/* The contiguous fast path over many elements, cut into fixed chunks that
 * the pool's threads share (elementwise results do not depend on how).  A
 * result too large to stay in the caches is written around them: each
 * piece is computed into a small buffer, then stored with non-temporal
 * stores, which spares the memory bus the read of every output line that a
 * plain store costs (a bandwidth-bound a + b runs about 20% faster).
 * "Too large" counts every operand: a result whose operands and itself
 * fit in half a last-level cache (32 MiB here) stays there for whatever
 * reads it next, as PyTorch's does (neg of a transposed 1024 x 1024
 * float32, 4 MiB in and 4 out: 0.57 -> 0.24 ms on a loaded 2-core Zen 3). */
enum { SPLIT = (int)1 << 15, PIECE = 2048 };
#define STREAM_MIN_BYTES ((int64_t)16 << 20)

typedef struct Split {
    CpuLoop loop;
    const OpArgs *a;
    char *ptr[4];
    size_t size[4];
    int nw;
    int64_t n;
    bool stream;
} Split;

static void stream_copy(char *dst, const char *src, size_t n)
{
#if defined(__SSE2__)
    size_t i = (16 - ((uintptr_t)dst & 15)) & 15;
    if (i > n)
        i = n;
    memcpy(dst, src, i);
    for (; i + 16 <= n; i += 16)
        _mm_stream_si128((__m128i *)(void *)(dst + i), _mm_loadu_si128((const __m128i *)(const void *)(src + i)));
    memcpy(dst + i, src + i, n - i);
#else
    memcpy(dst, src, n);
#endif
}

/* Orders a chunk's streaming stores before what follows it: once a chunk,
 * not a piece (a fence each 2 KiB made a 4 MiB bool fill 4x slower). */
static void stream_fence(void)
{
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

static void split_chunk(void *ctx, int64_t c)
{
    const Split *s = ctx;
    int64_t j = c * SPLIT, n = s->n - j < SPLIT ? s->n - j : SPLIT;
    const void *in[3];
    if (!s->stream) {
        for (int k = 1; k < s->nw; k++)
            in[k - 1] = s->ptr[k] + j * (int64_t)s->size[k];
        s->loop(s->ptr[0] + j * (int64_t)s->size[0], in, n, s->a);
        return;
    }
    _Alignas(64) unsigned char buf[PIECE * sizeof(double)];
    for (int64_t p = j; p < j + n; p += PIECE) {
        int64_t m = j + n - p < PIECE ? j + n - p : PIECE;
        for (int k = 1; k < s->nw; k++)
            in[k - 1] = s->ptr[k] + p * (int64_t)s->size[k];
        s->loop(buf, in, m, s->a);
        stream_copy(s->ptr[0] + p * (int64_t)s->size[0], (const char *)buf, (size_t)m * s->size[0]);
    }
    stream_fence();
}

enum { MAX_OPS = 4 };

/* An iteration's plan: the coalesced shape and each operand's walk. */
typedef struct Iter {
    const OpArgs *a;
    CpuLoop loop;
    Walk w[MAX_OPS];
    int nw, nd;
    int64_t shape[DEV_MAX_DIMS];
    int64_t inner, outer, block;
} Iter;

/* A range's buffers: the converted operands and the scalars' values. */
typedef struct Bufs {
    _Alignas(64) unsigned char op[MAX_OPS][SIM_BLOCK * sizeof(double)];
    _Alignas(64) uint16_t narrow[SIM_BLOCK];
} Bufs;

static void fill_scalars(const Iter *it, Bufs *b)
{
    int64_t fill = it->inner < SIM_BLOCK ? it->inner : SIM_BLOCK;
    for (int k = 0; k < it->nw; k++) {
        const Walk *o = &it->w[k];
        if (!o->scalar)
            continue;
        /* A scalar fills its buffer once, in the loop's dtype. */
        bool is_float = o->want == DT_FLOAT32 || o->want == DT_FLOAT64;
        if (is_float)
            cpu_convert(b->op[k], o->want, 1, &it->a->sf[k - 1], DT_FLOAT64, 0, fill);
        else
            cpu_convert(b->op[k], o->want, 1, &it->a->si[k - 1], DT_INT64, 0, fill);
    }
}

/* Columns [j0, j1) of the row whose operands start at ptr[], a block at a
 * time. */
static void row_segment(const Iter *it, char *const *ptr, int64_t j0, int64_t j1, Bufs *b)
{
    const OpArgs *a = it->a;
    int nd = it->nd;
    const void *in[MAX_OPS - 1];
    bool filled[MAX_OPS] = {false};
    for (int64_t j = j0; j < j1; j += it->block) {
        int64_t n = j1 - j < it->block ? j1 - j : it->block;
        for (int k = 1; k < it->nw; k++) {
            const Walk *o = &it->w[k];
            if (o->scalar || filled[k]) {
                in[k - 1] = b->op[k];
            } else if (o->direct) {
                in[k - 1] = ptr[k] + j * (int64_t)o->size;
            } else {
                /* An operand broadcast along the row is one element: its
                 * first block's buffer serves the row's other blocks (a
                 * channel's scale over an image filled each 512). */
                filled[k] = o->stride[nd - 1] == 0;
                int64_t st = o->stride[nd - 1];
                const char *p = ptr[k] + j * st * (int64_t)o->size;
                if (o->via != DT_COUNT) {
                    cpu_convert(b->narrow, o->via, 1, p, o->dtype, st, n);
                    cpu_convert(b->op[k], o->want, 1, b->narrow, o->via, 1, n);
                } else {
                    cpu_convert(b->op[k], o->want, 1, p, o->dtype, st, n);
                }
                in[k - 1] = b->op[k];
            }
        }
        const Walk *w0 = &it->w[0];
        if (w0->direct) {
            it->loop(ptr[0] + j * (int64_t)w0->size, in, n, a);
        } else {
            int64_t st = w0->stride[nd - 1];
            it->loop(b->op[0], in, n, a);
            cpu_convert(ptr[0] + j * st * (int64_t)w0->size, w0->dtype, st, b->op[0], w0->want, 1,
                        n);
        }
    }
}

/* Elements [e0, e1) of the coalesced iteration (row-major), with buffers
 * of its own: ranges can run on any thread. */
static void iter_range(const Iter *it, int64_t e0, int64_t e1)
{
    Bufs b;
    int nw = it->nw, nd = it->nd;
    int64_t inner = it->inner;
    char *ptr[MAX_OPS];
    int64_t idx[DEV_MAX_DIMS] = {0};
    fill_scalars(it, &b);
    /* The odometer at row e0 / inner. */
    int64_t rest = e0 / inner;
    for (int d = nd - 2; d >= 0; d--) {
        idx[d] = rest % it->shape[d];
        rest /= it->shape[d];
    }
    for (int k = 0; k < nw; k++) {
        ptr[k] = it->w[k].ptr;
        if (!it->w[k].scalar)
            for (int d = nd - 2; d >= 0; d--)
                ptr[k] += idx[d] * it->w[k].stride[d] * (int64_t)it->w[k].size;
    }
    for (int64_t e = e0; e < e1;) {
        int64_t j = e % inner, end = inner < j + (e1 - e) ? inner : j + (e1 - e);
        row_segment(it, ptr, j, end, &b);
        e += end - j;
        if (end < inner)
            break;
        /* Next row: an odometer over the outer dimensions. */
        for (int d = nd - 2; d >= 0; d--) {
            for (int k = 0; k < nw; k++)
                if (!it->w[k].scalar)
                    ptr[k] += it->w[k].stride[d] * (int64_t)it->w[k].size;
            if (++idx[d] < it->shape[d])
                break;
            for (int k = 0; k < nw; k++)
                if (!it->w[k].scalar)
                    ptr[k] -= it->w[k].stride[d] * it->shape[d] * (int64_t)it->w[k].size;
            idx[d] = 0;
        }
    }
}

/* Two dimensions with an operand that runs down the columns (a transposed
 * one): tiles of TILE rows by TILE_C columns, row by row, so that each
 * line of it the first row of a tile brings in serves the tile's other
 * rows before it leaves the cache.  Band c: rows [c * TILE, (c + 1) *
 * TILE).  128 columns rather than 32: the row-wise operands run four
 * times as far between jumps, and the loop is called a fourth as often
 * (hypot of a transposed 1024 x 1024 and another: 5.5 -> 3 ms). */
enum { TILE = 32, TILE_C = 128 };

static void iter_band(void *ctx, int64_t c)
{
    const Iter *it = ctx;
    Bufs b;
    fill_scalars(it, &b);
    int64_t r1 = (c + 1) * TILE < it->outer ? (c + 1) * TILE : it->outer;
    for (int64_t j0 = 0; j0 < it->inner; j0 += TILE_C) {
        int64_t j1 = j0 + TILE_C < it->inner ? j0 + TILE_C : it->inner;
        for (int64_t r = c * TILE; r < r1; r++) {
            char *ptr[MAX_OPS];
            for (int k = 0; k < it->nw; k++)
                ptr[k] = it->w[k].ptr +
                         (it->w[k].scalar ? 0 : r * it->w[k].stride[0] * (int64_t)it->w[k].size);
            row_segment(it, ptr, j0, j1, &b);
        }
    }
}

static void iter_chunk(void *ctx, int64_t c)
{
    const Iter *it = ctx;
    int64_t total = it->outer * it->inner, e1 = (c + 1) * SPLIT;
    iter_range(it, c * SPLIT, e1 < total ? e1 : total);
}

/* Copies whose innermost run is short: rows of the two innermost
 * dimensions moved in two tight loops, where the general walk pays a call
 * and an odometer step for every row of two (x[..., None].expand(..., 2)
 * made contiguous: 20x faster; a 3-d convolution's 3 x 3 x 3 windows of
 * 2 x 16 x 32^3, rows of 32, on a loaded machine: 6.7-9.5 -> 5.0-5.4 ms). */
enum { SHORT_ROW = 64 };

typedef struct Moves {
    char *out;
    const char *in;
    size_t size;
    int nd;
    int64_t shape[DEV_MAX_DIMS];
    int64_t ostride[DEV_MAX_DIMS], istride[DEV_MAX_DIMS];
    int64_t planes, per_chunk;      /* planes; rows of a chunk */
    int64_t tile;                   /* a transposed copy's tile side */
} Moves;

/* rows x cols elements from in (rs, cs elements apart) to out's rows, ors
 * apart; a row of in's that runs contiguous in a loop that vectorises. */
#define MOVE_BLOCK(T)                                                                             \
    static void move_block_##T(void *out, int64_t ors, const void *in, int64_t rows, int64_t cols, \
                               int64_t rs, int64_t cs)                                            \
    {                                                                                             \
        T *o = out;                                                                               \
        const T *x = in;                                                                          \
        for (int64_t r = 0; r < rows; r++) {                                                      \
            T *to = o + r * ors;                                                                  \
            const T *from = x + r * rs;                                                           \
            if (cs == 1)                                                                          \
                CPU_LOOP(cols, to[i] = from[i]);                                                  \
            else                                                                                  \
                for (int64_t c = 0; c < cols; c++)                                                \
                    to[c] = from[c * cs];                                                         \
        }                                                                                         \
    }
MOVE_BLOCK(uint8_t)
MOVE_BLOCK(uint16_t)
MOVE_BLOCK(uint32_t)
MOVE_BLOCK(uint64_t)

/* Rows [c * per_chunk, ...) of the second innermost dimension, over all
 * planes in order. */
typedef void (*MoveBlock)(void *, int64_t, const void *, int64_t, int64_t, int64_t, int64_t);

static MoveBlock move_block(size_t size)
{
    return size == 1 ? move_block_uint8_t : size == 2 ? move_block_uint16_t
                                          : size == 4 ? move_block_uint32_t : move_block_uint64_t;
}

/* Where position p of the outer dimensions [0, outer) starts in out and
 * in (elements): a plane with outer nd - 2, a row with nd - 1. */
static void outer_offsets(const Moves *m, int outer, int64_t p, int64_t *oo, int64_t *io)
{
    *oo = *io = 0;
    for (int d = outer - 1; d >= 0; d--) {
        int64_t k = p % m->shape[d];
        p /= m->shape[d];
        *oo += k * m->ostride[d];
        *io += k * m->istride[d];
    }
}

/* m for a copy of a's coalesced into nd dimensions (m->shape) walked by w. */
static void moves_init(Moves *m, const OpArgs *a, const Walk *w, int nd)
{
    m->out = a->out[0].data;
    m->in = a->in[0].data;
    m->size = dtype_size(a->out[0].dtype);
    m->nd = nd;
    memcpy(m->ostride, w[0].stride, sizeof m->ostride);
    memcpy(m->istride, w[1].stride, sizeof m->istride);
    m->planes = 1;
    for (int d = 0; d < nd - 2; d++)
        m->planes *= m->shape[d];
}

static void move_rows(void *ctx, int64_t c)
{
    const Moves *m = ctx;
    MoveBlock move = move_block(m->size);
    int nd = m->nd;
    int64_t rows = m->shape[nd - 2], cols = m->shape[nd - 1], all = m->planes * rows;
    int64_t r1 = (c + 1) * m->per_chunk < all ? (c + 1) * m->per_chunk : all;
    for (int64_t r = c * m->per_chunk; r < r1;) {
        int64_t i = r % rows, n = rows - i < r1 - r ? rows - i : r1 - r, oo, io;
        outer_offsets(m, nd - 2, r / rows, &oo, &io);
        move(m->out + (oo + i * cols) * (int64_t)m->size, cols, m->in + (io + i * m->istride[nd - 2]) * (int64_t)m->size,
             n, cols, m->istride[nd - 2], m->istride[nd - 1]);
        r += n;
    }
}

bool cpu_move_short_rows(const OpArgs *a)
{
    Walk w[2];
    Moves m;
    const DevTensor *src[2] = {&a->out[0], &a->in[0]};
    int nd = coalesce(&a->out[0], w, 2, src, m.shape);
    if (a->nin != 1 || a->out[0].dtype != a->in[0].dtype || nd < 2 || m.shape[nd - 1] > SHORT_ROW ||
        w[0].stride[nd - 1] != 1 || w[0].stride[nd - 2] != m.shape[nd - 1])
        return false;
    moves_init(&m, a, w, nd);
    int64_t rows = m.planes * m.shape[nd - 2];
    m.per_chunk = SPLIT / m.shape[nd - 1];
    int64_t chunks = (rows + m.per_chunk - 1) / m.per_chunk;
    if (rows * m.shape[nd - 1] >= CPU_PARALLEL_MIN)
        cpu_parallel(chunks, move_rows, &m);
    else
        for (int64_t c = 0; c < chunks; c++)
            move_rows(&m, c);
    return true;
}

/* Copies of a transposed matrix (in's rows run down out's columns): tiles
 * of tile x tile, each read and written while its cache lines stay loaded,
 * where row by row every element read was a miss (1024 x 1024 float32:
 * 0.19x PyTorch's speed).  Rows a multiple of ALIAS_BYTES apart fall in
 * few sets of the L1 cache, which then holds only a few of a large tile's
 * rows: they take small tiles (1024 x 1024 float32 2.3 times faster with
 * 8 than 32, where 1000 x 1000 is 1.6 times slower). */
enum { MOVE_TILE = 32, MOVE_TILE_ALIASED = 8, ALIAS_BYTES = 1024 };

static int64_t move_tile(const Moves *m)
{
    int64_t out_row = m->ostride[m->nd - 2] * (int64_t)m->size, in_column = m->istride[m->nd - 1] * (int64_t)m->size;
    return out_row % ALIAS_BYTES == 0 || in_column % ALIAS_BYTES == 0 ? MOVE_TILE_ALIASED : MOVE_TILE;
}

/* Strip c: tile rows of one plane, tile by tile along the columns. */
static void move_tiles(void *ctx, int64_t c)
{
    const Moves *m = ctx;
    MoveBlock move = move_block(m->size);
    int nd = m->nd;
    int64_t t = m->tile, rows = m->shape[nd - 2], cols = m->shape[nd - 1], strips = (rows + t - 1) / t, oo, io;
    int64_t r0 = c % strips * t, n = rows - r0 < t ? rows - r0 : t;
    int64_t ors = m->ostride[nd - 2], rs = m->istride[nd - 2], cs = m->istride[nd - 1];
    outer_offsets(m, nd - 2, c / strips, &oo, &io);
    for (int64_t c0 = 0; c0 < cols; c0 += t)
        move(m->out + (oo + r0 * ors + c0) * (int64_t)m->size, ors,
             m->in + (io + r0 * rs + c0 * cs) * (int64_t)m->size, n, cols - c0 < t ? cols - c0 : t, rs, cs);
}

bool cpu_move_transposed(const OpArgs *a)
{
    Walk w[2];
    Moves m;
    const DevTensor *src[2] = {&a->out[0], &a->in[0]};
    int nd = coalesce(&a->out[0], w, 2, src, m.shape);
    /* (in's rows broadcast, stride 0, are fills for the general walk) */
    if (a->nin != 1 || a->out[0].dtype != a->in[0].dtype || nd < 2 || w[0].stride[nd - 1] != 1 ||
        w[1].stride[nd - 2] != 1 || w[1].stride[nd - 1] == 1 || w[1].stride[nd - 1] == 0 ||
        m.shape[nd - 1] < MOVE_TILE || m.shape[nd - 2] < MOVE_TILE)
        return false;
    moves_init(&m, a, w, nd);
    m.tile = move_tile(&m);
    int64_t strips = m.planes * ((m.shape[nd - 2] + m.tile - 1) / m.tile);
    if (m.planes * m.shape[nd - 2] * m.shape[nd - 1] >= CPU_PARALLEL_MIN)
        cpu_parallel(strips, move_tiles, &m);
    else
        for (int64_t c = 0; c < strips; c++)
            move_tiles(&m, c);
    return true;
}

/* A row reversed: n elements to out from in[0], in[-1], ...  GCC
 * vectorises the loop (a shuffle between a load and a store), where the
 * general walk gathered an element at a time into a buffer (uint8
 * x.flip(1) of 4096 x 4096: 0.8 -> 3x PyTorch's speed). */
#define REVERSE_ROW(T)                                                         \
    CPU_CLONES CPU_STRIDED static void reverse_row_##T(void *out, const void *in, int64_t n) \
    {                                                                          \
        T *o = out;                                                            \
        const T *x = in;                                                       \
        CPU_LOOP(n, o[i] = x[-i]);                                             \
    }
REVERSE_ROW(uint8_t)
REVERSE_ROW(uint16_t)
REVERSE_ROW(uint32_t)
REVERSE_ROW(uint64_t)

/* Columns [j0, j1) of rows [i, i + n) of one plane, which starts at oo in
 * out and io in the input: a memcpy or a reversal each. */
static void flip_rows(const Moves *m, int64_t oo, int64_t io, int64_t i, int64_t n, int64_t j0, int64_t j1)
{
    int nd = m->nd;
    int64_t size = (int64_t)m->size, cs = m->istride[nd - 1];
    int64_t ors = nd >= 2 ? m->ostride[nd - 2] : 0, rs = nd >= 2 ? m->istride[nd - 2] : 0;
    void (*reverse)(void *, const void *, int64_t) = size == 1 ? reverse_row_uint8_t
                                                     : size == 2 ? reverse_row_uint16_t
                                                     : size == 4 ? reverse_row_uint32_t
                                                                 : reverse_row_uint64_t;
    for (int64_t q = i; q < i + n; q++) {
        char *o = m->out + (oo + q * ors + j0) * size;
        const char *x = m->in + (io + q * rs + j0 * cs) * size;
        if (cs == 1)
            memcpy(o, x, (size_t)((j1 - j0) * size));
        else
            reverse(o, x, j1 - j0);
    }
}

/* Chunk c: per_chunk rows, or, for rows of SPLIT elements or more (0
 * per_chunk), a SPLIT-element piece of one row (a flip of one long row
 * shares it among the threads too). */
static void move_flipped(void *ctx, int64_t c)
{
    const Moves *m = ctx;
    int nd = m->nd;
    int64_t cols = m->shape[nd - 1], rows = nd >= 2 ? m->shape[nd - 2] : 1, all = m->planes * rows;
    int64_t r0 = c * m->per_chunk, r1 = r0 + m->per_chunk < all ? r0 + m->per_chunk : all, j0 = 0, j1 = cols;
    if (m->per_chunk == 0) {
        int64_t pieces = (cols + SPLIT - 1) / SPLIT;
        r0 = c / pieces;
        r1 = r0 + 1;
        j0 = c % pieces * SPLIT;
        j1 = j0 + SPLIT < cols ? j0 + SPLIT : cols;
    }
    for (int64_t r = r0; r < r1;) {
        int64_t i = r % rows, n = rows - i < r1 - r ? rows - i : r1 - r, oo, io;
        outer_offsets(m, nd - 2, r / rows, &oo, &io);
        flip_rows(m, oo, io, i, n, j0, j1);
        r += n;
    }
}

bool cpu_move_flipped(const OpArgs *a)
{
    Walk w[2];
    Moves m;
    const DevTensor *src[2] = {&a->out[0], &a->in[0]};
    int nd = coalesce(&a->out[0], w, 2, src, m.shape);
    bool flipped = false;
    for (int d = 0; d < nd; d++)
        flipped = flipped || w[1].stride[d] < 0;
    if (a->nin != 1 || a->out[0].dtype != a->in[0].dtype || nd < 1 || !flipped || w[0].stride[nd - 1] != 1 ||
        (w[1].stride[nd - 1] != 1 && w[1].stride[nd - 1] != -1))
        return false;
    moves_init(&m, a, w, nd);
    int64_t cols = m.shape[nd - 1], rows = m.planes * (nd >= 2 ? m.shape[nd - 2] : 1);
    m.per_chunk = cols < SPLIT ? SPLIT / cols : 0;
    int64_t chunks = m.per_chunk ? (rows + m.per_chunk - 1) / m.per_chunk : rows * ((cols + SPLIT - 1) / SPLIT);
    if (rows * cols >= CPU_PARALLEL_MIN)
        cpu_parallel(chunks, move_flipped, &m);
    else
        for (int64_t c = 0; c < chunks; c++)
            move_flipped(&m, c);
    return true;
}

void cpu_iterate(const OpArgs *a, CpuLoop loop, DType out_type, const DType *in_type)
{
    Iter it;
    it.a = a;
    it.loop = loop;
    Walk *w = it.w;
    const DevTensor *src[MAX_OPS];
    int nw = it.nw = 1 + a->nin;

    src[0] = &a->out[0];
    for (int i = 0; i < a->nin; i++)
        src[1 + i] = a->in_is_scalar[i] ? NULL : &a->in[i];
    int nd = it.nd = coalesce(&a->out[0], w, nw, src, it.shape);
    if (nd == 0)
        return;

    int64_t inner = it.inner = it.shape[nd - 1];
    bool whole_rows = true;
    for (int k = 0; k < nw; k++) {
        w[k].want = k == 0 ? out_type : in_type[k - 1];
        w[k].scalar = src[k] == NULL;
        if (w[k].scalar) {
            w[k].direct = false;
            whole_rows = false;
            continue;
        }
        w[k].dtype = src[k]->dtype;
        w[k].size = dtype_size(w[k].dtype);
        /* Another dtype's values enter a float16/bfloat16 computation as
         * that dtype's values (10^12 is inf in float16), then widen. */
        bool reduced = a->dtype == DT_FLOAT16 || a->dtype == DT_BFLOAT16;
        w[k].via = reduced && k > 0 && w[k].want == DT_FLOAT32 && w[k].dtype != a->dtype
                       ? a->dtype : DT_COUNT;
        w[k].ptr = src[k]->data;
        w[k].direct = w[k].stride[nd - 1] == 1 && w[k].dtype == w[k].want && w[k].via == DT_COUNT;
        whole_rows = whole_rows && w[k].direct;
    }

    it.block = whole_rows ? inner : SIM_BLOCK;
    it.outer = 1;
    for (int d = 0; d < nd - 1; d++)
        it.outer *= it.shape[d];
    if (whole_rows && it.outer == 1 && inner >= CPU_PARALLEL_MIN) {
        Split s = {loop, a, {0}, {0}, nw, inner, false};
        int64_t bytes = 0;
        for (int k = 0; k < nw; k++) {
            s.ptr[k] = w[k].ptr;
            s.size[k] = w[k].size;
            bytes += inner * (int64_t)w[k].size;
        }
        s.stream = bytes > STREAM_MIN_BYTES;
        cpu_parallel((inner + SPLIT - 1) / SPLIT, split_chunk, &s);
        return;
    }
    int64_t total = it.outer * inner;
    bool across = false;
    for (int k = 0; k < nw && nd == 2; k++)
        across = across || (!w[k].scalar && w[k].stride[0] == 1 && w[k].stride[1] != 0);
    if (across && it.outer > TILE && inner > TILE) {
        int64_t bands = (it.outer + TILE - 1) / TILE;
        if (total >= CPU_PARALLEL_MIN)
            cpu_parallel(bands, iter_band, &it);
        else
            for (int64_t c = 0; c < bands; c++)
                iter_band(&it, c);
        return;
    }
    /* Anything else of many elements: ranges of SPLIT elements in
     * parallel (an elementwise result does not depend on how). */
    if (total >= CPU_PARALLEL_MIN)
        cpu_parallel((total + SPLIT - 1) / SPLIT, iter_chunk, &it);
    else
        iter_range(&it, 0, total);
}
