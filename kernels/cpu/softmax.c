/* softmax.c: softmax and log_softmax along one dimension (si[0]), in the
 * dtype (float for float16/bfloat16), with the steps of PyTorch's CPU
 * kernels: the max first, then exp(x - max) and its sum, then a
 * multiplication by the sum's reciprocal (softmax over the last
 * dimension), a division by the sum (softmax over another) or x - max -
 * log(sum) (log_softmax).  The sum takes kernels/fold.h's tree, in the
 * compute type, so that a GPU block adds a line in the same order (for up
 * to four elements that is PyTorch's order too).  float's exp and log are
 * the double ones rounded once, on both devices; PyTorch's exp is Sleef's
 * vector exp, which may differ from that by an ulp.  norm_linear (at the
 * end) makes a norm's scale and shift per channel. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fold.h"
#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/lines.h"
#include "cpu/parallel.h"
#include "cpu/vmath.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

_Static_assert(FOLD_GROUP == 4, "the vector paths below take groups of four");

/* lane[t] for t in [0, groups) adds group t of e (its FOLD_GROUP values)
 * in turn: several lanes a vector, the same additions in the same order
 * (as GCC, which leaves the stride-4 loads scalar, would not). */
static void groups_double(double *lane, const double *e, int64_t groups)
{
    int64_t t = 0;
#if defined(__SSE2__)
    for (; t + 2 <= groups; t += 2) {
        const double *q = e + t * FOLD_GROUP;
        __m128d a01 = _mm_loadu_pd(q), a23 = _mm_loadu_pd(q + 2);
        __m128d b01 = _mm_loadu_pd(q + 4), b23 = _mm_loadu_pd(q + 6);
        __m128d v = _mm_loadu_pd(lane + t);
        v = _mm_add_pd(v, _mm_unpacklo_pd(a01, b01));
        v = _mm_add_pd(v, _mm_unpackhi_pd(a01, b01));
        v = _mm_add_pd(v, _mm_unpacklo_pd(a23, b23));
        v = _mm_add_pd(v, _mm_unpackhi_pd(a23, b23));
        _mm_storeu_pd(lane + t, v);
    }
#endif
    for (; t < groups; t++) {
        double v = lane[t];
        for (int g = 0; g < FOLD_GROUP; g++)
            v = v + e[t * FOLD_GROUP + g];
        lane[t] = v;
    }
}

static void groups_float(float *lane, const float *e, int64_t groups)
{
    int64_t t = 0;
#if defined(__SSE2__)
    for (; t + 4 <= groups; t += 4) {
        const float *q = e + t * FOLD_GROUP;
        __m128 r0 = _mm_loadu_ps(q), r1 = _mm_loadu_ps(q + 4), r2 = _mm_loadu_ps(q + 8),
               r3 = _mm_loadu_ps(q + 12);
        _MM_TRANSPOSE4_PS(r0, r1, r2, r3);   /* r_k: the k-th values of four lanes */
        __m128 v = _mm_loadu_ps(lane + t);
        v = _mm_add_ps(v, r0);
        v = _mm_add_ps(v, r1);
        v = _mm_add_ps(v, r2);
        v = _mm_add_ps(v, r3);
        _mm_storeu_ps(lane + t, v);
    }
#endif
    for (; t < groups; t++) {
        float v = lane[t];
        for (int g = 0; g < FOLD_GROUP; g++)
            v = v + e[t * FOLD_GROUP + g];
        lane[t] = v;
    }
}

/* One line of n elements in place, per type: T the compute type.  The
 * loops over a line are functions of their own, so that GCC vectorises
 * each (it vectorises only one of two loops inside an enclosing one). */
#define SOFTMAX_LINE(T, EXP, LOG)                                                      \
    CPU_CLONES                                                                         \
    static void shift_##T(T *y, const T *x, T m, T ls, int64_t n)                      \
    {                                                                                  \
        CPU_LOOP(n, y[i] = x[i] - m - ls);                                             \
    }                                                                                  \
                                                                                       \
    CPU_CLONES                                                                         \
    static void divide_##T(T *y, const T *e, T s, int64_t n)                           \
    {                                                                                  \
        CPU_LOOP(n, y[i] = e[i] / s);                                                  \
    }                                                                                  \
                                                                                       \
    /* The largest, or the first NaN: eight running maxima (lane j takes    \
     * the elements j mod 8, the rest lane 0) that the processor keeps       \
     * in one vector, and eight flags of a NaN seen beside them, in one      \
     * pass; a NaN's line is looked at again for the first. */                 \
    CPU_CLONES                                                                         \
    static T max_##T(const T *x, int64_t n)                                            \
    {                                                                                  \
        T m[8];                                                                        \
        int nan[8] = {0};                                                              \
        for (int j = 0; j < 8; j++)                                                    \
            m[j] = x[0];                                                               \
        int64_t i = 0;                                                                 \
        for (; i + 8 <= n; i += 8)                                                     \
            for (int j = 0; j < 8; j++) {                                              \
                T v = x[i + j];                                                        \
                nan[j] |= v != v;                                                      \
                m[j] = v > m[j] ? v : m[j];                                            \
            }                                                                          \
        for (; i < n; i++) {                                                           \
            nan[0] |= x[i] != x[i];                                                    \
            m[0] = x[i] > m[0] ? x[i] : m[0];                                          \
        }                                                                              \
        for (int j = 1; j < 8; j++) {                                                  \
            nan[0] |= nan[j];                                                          \
            m[0] = m[j] > m[0] ? m[j] : m[0];                                          \
        }                                                                              \
        for (int64_t i = 0; nan[0]; i++)                                               \
            if (isnan(x[i]))                                                           \
                return x[i];                                                           \
        return m[0];                                                                   \
    }                                                                                  \
                                                                                       \
    /* One tile of fold.h's tree: lane t adds groups t, t + FOLD_LANES, ...    \
     * in turn from 0, then the lanes it fills combine in halves. */           \
    CPU_CLONES CPU_STRIDED                                                             \
    static T tile_##T(const T *e, int64_t n)                                           \
    {                                                                                  \
        T lane[FOLD_LANES];                                                            \
        int64_t used = (n + FOLD_GROUP - 1) / FOLD_GROUP;                              \
        used = used < FOLD_LANES ? used : FOLD_LANES;                                  \
        enum { ROUND = FOLD_GROUP * FOLD_LANES };                                      \
        for (int64_t t = 0; t < used; t++)                                             \
            lane[t] = 0;                                                               \
        int64_t i = 0;                                                                 \
        for (; i + ROUND <= n; i += ROUND)                                             \
            groups_##T(lane, e + i, FOLD_LANES);                                       \
        /* the last round's whole groups as the rounds take theirs, then its  \
         * partial group an element at a time */                               \
        int64_t groups = (n - i) / FOLD_GROUP;                                         \
        groups_##T(lane, e + i, groups);                                               \
        for (i += groups * FOLD_GROUP; i < n; i++)                                     \
            lane[i / FOLD_GROUP % FOLD_LANES] += e[i];                                 \
        for (int64_t h = FOLD_LANES / 2; h > 0; h /= 2) {                              \
            for (int64_t i = 0; i + h < used; i++)                                     \
                lane[i] = lane[i] + lane[i + h];                                       \
            used = used < h ? used : h;                                                \
        }                                                                              \
        return used > 0 ? lane[0] : 0;                                                 \
    }                                                                                  \
                                                                                       \
    /* The tree over tiles, and over their results the same way. */            \
    static T sum_##T(const T *e, int64_t n)                                            \
    {                                                                                  \
        if (n <= FOLD_TILE)                                                            \
            return tile_##T(e, n);                                                     \
        int64_t tiles = (n + FOLD_TILE - 1) / FOLD_TILE;                               \
        T *r = malloc((size_t)tiles * sizeof(T));                                      \
        if (!r)                                                                        \
            return NAN;                                                                \
        for (int64_t t = 0; t < tiles; t++)                                            \
            r[t] = tile_##T(e + t * FOLD_TILE,                                         \
                            n - t * FOLD_TILE < FOLD_TILE ? n - t * FOLD_TILE : FOLD_TILE); \
        T s = sum_##T(r, tiles);                                                       \
        free(r);                                                                       \
        return s;                                                                      \
    }                                                                                  \
                                                                                       \
    /* The line x into y (x itself, or elsewhere), e scratch. */                 \
    static void line_##T(const T *x, T *y, T *e, int64_t n, bool take_log, bool last)  \
    {                                                                                  \
        T m = max_##T(x, n);                                                           \
        EXP(e, x, m, n);                                                               \
        T s = sum_##T(e, n);                                                           \
        if (take_log) {                                                                \
            T ls = LOG(s);                                                             \
            shift_##T(y, x, m, ls, n);                                                 \
        } else if (last) {                                                             \
            /* (here: as a function of its own, GCC takes r as the first          \
             * operand, and a NaN line would keep r's payload instead of e's) */     \
            T r = 1 / s;                                                               \
            CPU_LOOP(n, y[i] = e[i] * r);                                              \
        } else {                                                                       \
            divide_##T(y, e, s, n);                                                    \
        }                                                                              \
    }

/* float's exp and log as the GPU computes them (kernels/cuda/softmax.cu):
 * the double ones rounded once, so that both devices add the same exps;
 * e[i] = exp(x[i] - m) with vmath.h's vector exp, which has those bits. */
CPU_CLONES
static void exps_float(float *e, const float *x, float m, int64_t n)
{
    CPU_LOOP(n, e[i] = x[i] - m);
    cpu_vmath_f32(e, e, n, VM_exp);
}

static void exps_double(double *e, const double *x, double m, int64_t n)
{
    for (int64_t i = 0; i < n; i++)
        e[i] = exp(x[i] - m);
}

static inline float log_rounded(float x) { return (float)log((double)x); }

SOFTMAX_LINE(float, exps_float, log_rounded)
SOFTMAX_LINE(double, exps_double, log)

typedef struct Job {
    const OpArgs *a;
    bool log, causal;     /* causal: si[1], along the last dim (ops.def) */
    int dim;
    int64_t lines, per;
    int64_t inner;        /* lines side by side in memory, in rows of inner (else 1) */
} Job;

/* Lines side by side (softmax along dim 0 of a matrix) go WIDE at a time:
 * each of their rows is read once, into a column of the buffer; in
 * float, COLS at a time, in rows (columns_float). */
enum { WIDE = 16, COLS = 32 };

/* A row of COLS floats (of which the first w are used, the rest zeros,
 * which each step computes along) goes eight at a time as one value of
 * GCC's vector types: one AVX2 register in that clone, two in the other
 * (GCC vectorises none of these short loops inside the rows' loops). */
typedef float F8 __attribute__((vector_size(8 * sizeof(float)), aligned(4)));
typedef int32_t I8 __attribute__((vector_size(8 * sizeof(float)), aligned(4)));
enum { PARTS = COLS / 8 };

#define F8_AT(p) (*(F8 *)(void *)(p))
/* a where pick is set, else b */
#define F8_PICK(pick, a, b) ((F8)(((I8)(a) & (pick)) | ((I8)(b) & ~(pick))))

typedef struct Columns {
    float *x, *e;         /* n rows: the lines' elements, their exps */
    float *lane;          /* FOLD_LANES rows: fold.h's lanes */
} Columns;

/* dst row += src row */
#define ROW_ADD(dst, src)                                        \
    do {                                                         \
        float *d_ = (dst);                                       \
        const float *s_ = (src);                                 \
        for (int q = 0; q < PARTS; q++)                          \
            F8_AT(d_ + 8 * q) = F8_AT(d_ + 8 * q) + F8_AT(s_ + 8 * q); \
    } while (0)

/* w <= COLS lines side by side, n <= FOLD_TILE long, in float: row i of
 * them at in + i * ist elements, their results to out + i * ost.  Each
 * step of line_float's, in its order, for the w lines at once, a row at a
 * time (the rows are w contiguous elements of the input, where the lines
 * are not): the largest (max_float's eight running maxima, the rows i
 * mod 8, the rest with the first; the first NaN where there is one), the
 * exps of the differences, their sums in tile_float's tree (lane t of a
 * line adds rows 4t .. 4t + 3 of each round in turn, then the lanes
 * combine in halves), and the results.  softmax along dim 0 of a 1024 x
 * 1024 float32: 8.3 -> 2.8 ms, where the transposing copies of WIDE lines
 * took most of the time. */
CPU_CLONES static void columns_float(const Job *job, const char *ip, char *op, int64_t n, int64_t w, bool last,
                                     const Columns *b)
{
    const DevTensor *in = &job->a->in[0], *out = &job->a->out[0];
    int64_t isz = (int64_t)dtype_size(in->dtype), osz = (int64_t)dtype_size(out->dtype);
    int64_t ist = in->strides[job->dim], ost = out->strides[job->dim];
    float *x = b->x, *e = b->e, *lane = b->lane;
    /* The rows lie a line of the matrix apart, too far for the processor
     * to fetch the next ones ahead: they are asked for AHEAD rows early. */
    enum { AHEAD = 16 };
    int64_t ibytes = w * isz, obytes = w * osz;
    for (int64_t row = 0; row < n; row++) {
        const char *next = ip + (row + AHEAD) * ist * isz;
        for (int64_t k = 0; row + AHEAD < n && k < ibytes; k += 64)
            __builtin_prefetch(next + k);
        cpu_convert(x + row * COLS, DT_FLOAT32, 1, ip + row * ist * isz, in->dtype, 1, w);
        if (w < COLS)
            memset(x + row * COLS + w, 0, (size_t)(COLS - w) * sizeof(float));
    }
    _Alignas(32) float m8[8][COLS], m[COLS], s[COLS], r[COLS];
    _Alignas(32) int32_t nan[COLS] = {0};
    for (int j = 0; j < 8; j++)
        memcpy(m8[j], x, sizeof m8[j]);
    int64_t row = 0;
    for (; row < n; row++) {
        /* rows i mod 8 to lane i mod 8, those past the last 8 to lane 0 */
        float *mj = m8[row < n - n % 8 ? row % 8 : 0];
        const float *xr = x + row * COLS;
        for (int q = 0; q < PARTS; q++) {
            F8 v = F8_AT(xr + 8 * q), old = F8_AT(mj + 8 * q);
            *(I8 *)(void *)(nan + 8 * q) |= v != v;
            F8_AT(mj + 8 * q) = F8_PICK(v > old, v, old);
        }
    }
    for (int j = 1; j < 8; j++)
        for (int q = 0; q < PARTS; q++) {
            F8 v = F8_AT(m8[j] + 8 * q), old = F8_AT(m8[0] + 8 * q);
            F8_AT(m8[0] + 8 * q) = F8_PICK(v > old, v, old);
        }
    memcpy(m, m8[0], sizeof m);
    for (int64_t v = 0; v < w; v++)
        for (int64_t at = 0; nan[v] && at < n; at++)
            if (isnan(x[at * COLS + v])) {
                m[v] = x[at * COLS + v];
                break;
            }
    for (row = 0; row < n; row++)
        for (int q = 0; q < PARTS; q++)
            F8_AT(e + row * COLS + 8 * q) = F8_AT(x + row * COLS + 8 * q) - F8_AT(m + 8 * q);
    cpu_vmath_f32(e, e, n * COLS, VM_exp);
    enum { ROUND = FOLD_GROUP * FOLD_LANES };
    int64_t used = (n + FOLD_GROUP - 1) / FOLD_GROUP;
    used = used < FOLD_LANES ? used : FOLD_LANES;
    memset(lane, 0, (size_t)used * COLS * sizeof(float));
    row = 0;
    for (; row + ROUND <= n; row += ROUND)
        for (int64_t t = 0; t < FOLD_LANES; t++)
            for (int g = 0; g < FOLD_GROUP; g++)
                ROW_ADD(lane + t * COLS, e + (row + t * FOLD_GROUP + g) * COLS);
    int64_t groups = (n - row) / FOLD_GROUP;
    for (int64_t t = 0; t < groups; t++)
        for (int g = 0; g < FOLD_GROUP; g++)
            ROW_ADD(lane + t * COLS, e + (row + t * FOLD_GROUP + g) * COLS);
    for (row += groups * FOLD_GROUP; row < n; row++)
        ROW_ADD(lane + row / FOLD_GROUP % FOLD_LANES * COLS, e + row * COLS);
    for (int64_t h = FOLD_LANES / 2; h > 0; h /= 2) {
        for (int64_t k = 0; k + h < used; k++)
            ROW_ADD(lane + k * COLS, lane + (k + h) * COLS);
        used = used < h ? used : h;
    }
    for (int v = 0; v < COLS; v++) {
        s[v] = used > 0 ? lane[v] : 0;
        /* log_softmax's log of the sum, or the sum's reciprocal */
        r[v] = job->log ? log_rounded(s[v]) : 1 / s[v];
    }
    for (row = 0; row < n; row++) {
        float *er = e + row * COLS;
        const float *xr = x + row * COLS;
        char *next = op + (row + AHEAD) * ost * osz;
        for (int64_t k = 0; row + AHEAD < n && k < obytes; k += 64)
            __builtin_prefetch(next + k, 1);
        for (int q = 0; q < PARTS; q++) {
            if (job->log)
                F8_AT(er + 8 * q) = F8_AT(xr + 8 * q) - F8_AT(m + 8 * q) - F8_AT(r + 8 * q);
            else if (last)
                F8_AT(er + 8 * q) = F8_AT(er + 8 * q) * F8_AT(r + 8 * q);
            else
                F8_AT(er + 8 * q) = F8_AT(er + 8 * q) / F8_AT(s + 8 * q);
        }
        cpu_convert(op + row * ost * osz, out->dtype, 1, er, DT_FLOAT32, 1, w);
    }
}

static void chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const DevTensor *in = &job->a->in[0], *out = &job->a->out[0];
    int64_t n = in->shape[job->dim];
    bool dbl = in->dtype == DT_FLOAT64;
    DType ct = dbl ? DT_FLOAT64 : DT_FLOAT32;
    size_t es = dtype_size(ct);
    int wide = job->inner > 1 ? WIDE : 1;
    /* lines side by side sit ld elements apart in x: a cache line more
     * than theirs, so that a row's elements, written down the lines, do
     * not all fall in one set of the cache (n of 1024 floats: 4 KiB apart,
     * and the transposing copies ran at a third of the speed) */
    int64_t ld = wide > 1 ? n + 64 / (int64_t)es : n;
    /* float lines side by side: columns_float's buffers instead */
    bool columns = wide > 1 && !dbl && !job->causal && n > 0 && n <= FOLD_TILE;
    size_t bytes = columns ? (size_t)(2 * n + FOLD_LANES) * COLS * sizeof(float)
                           : (size_t)ld * es * (size_t)wide + (size_t)n * es;
    char *x = malloc(bytes + 1);
    if (!x)
        return;
    char *e = x + (size_t)ld * es * (size_t)wide;
    Columns cols = {(float *)(void *)x, (float *)(void *)x + n * COLS, (float *)(void *)x + 2 * n * COLS};
    bool last = job->dim == in->ndim - 1;
    int64_t isz = (int64_t)dtype_size(in->dtype), osz = (int64_t)dtype_size(out->dtype);
    int64_t ist = in->strides[job->dim], ost = out->strides[job->dim];
    /* a line alone, dense and of the compute type, is read and written in
     * place: no copy on the way in or out */
    bool in_place_in = in->dtype == ct && ist == 1 && !job->causal, in_place_out = out->dtype == ct && ost == 1;
    int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
    for (int64_t l = c * job->per, w; l < l1; l += w) {
        w = job->inner - l % job->inner;
        w = w < (columns ? COLS : WIDE) ? w : (columns ? COLS : WIDE);
        w = w < l1 - l ? w : l1 - l;
        const char *ip = (const char *)in->data + cpu_line_offset(in, in->shape, job->dim, l) * isz;
        char *op = (char *)out->data + cpu_line_offset(out, in->shape, job->dim, l) * osz;
        if (columns && w > 1) {
            columns_float(job, ip, op, n, w, last, &cols);
            continue;
        }
        if (w == 1) {
            const char *src = in_place_in ? ip : x;
            char *dst = in_place_out ? op : x;
            if (!in_place_in)
                cpu_convert(x, ct, 1, ip, in->dtype, ist, n);
            if (job->causal)
                for (int64_t j = l % in->shape[in->ndim - 2] + 1; j < n; j++) {
                    if (dbl)
                        ((double *)x)[j] = -INFINITY;
                    else
                        ((float *)x)[j] = -INFINITY;
                }
            if (dbl)
                line_double((const double *)src, (double *)dst, (double *)e, n, job->log, last);
            else
                line_float((const float *)src, (float *)dst, (float *)e, n, job->log, last);
            if (!in_place_out)
                cpu_convert(op, out->dtype, ost, x, ct, 1, n);
            continue;
        }
        for (int64_t i = 0; i < n; i++)
            cpu_convert(x + (size_t)i * es, ct, ld, ip + i * ist * isz, in->dtype, 1, w);
        for (int64_t v = 0; v < w; v++) {
            char *xv = x + (size_t)(v * ld) * es;
            if (job->causal)
                for (int64_t j = (l + v) % in->shape[in->ndim - 2] + 1; j < n; j++) {
                    if (dbl)
                        ((double *)xv)[j] = -INFINITY;
                    else
                        ((float *)xv)[j] = -INFINITY;
                }
            if (dbl)
                line_double((double *)xv, (double *)xv, (double *)e, n, job->log, last);
            else
                line_float((float *)xv, (float *)xv, (float *)e, n, job->log, last);
        }
        for (int64_t i = 0; i < n; i++)
            cpu_convert(op + i * ost * osz, out->dtype, 1, x + (size_t)i * es, ct, ld, w);
    }
    free(x);
}

static void run(const OpArgs *a, bool log)
{
    const DevTensor *in = &a->in[0];
    Job job = {a, log, a->si[1] != 0, (int)a->si[0], cpu_line_count(in, (int)a->si[0]), 0, 1};
    job.per = job.lines;
    /* Neighbouring lines differ in the innermost other dimension. */
    int inner = job.dim == in->ndim - 1 ? in->ndim - 2 : in->ndim - 1;
    if (inner >= 0 && in->strides[job.dim] != 1 && in->strides[inner] == 1 &&
        a->out[0].strides[inner] == 1)
        job.inner = in->shape[inner];
    int64_t chunks = 1;
    if (job.lines >= 2 && job.lines * in->shape[job.dim] >= CPU_PARALLEL_MIN) {
        chunks = job.lines < 64 ? job.lines : 64;
        job.per = (job.lines + chunks - 1) / chunks;
        /* lines side by side: whole groups of COLS a chunk where there
         * are that many */
        if (job.inner >= COLS)
            job.per = (job.per + COLS - 1) / COLS * COLS;
        chunks = (job.lines + job.per - 1) / job.per;
    }
    cpu_parallel(chunks, chunk, &job);
}

void cpu_softmax(const OpArgs *a) { run(a, false); }
void cpu_log_softmax(const OpArgs *a) { run(a, true); }

/* ---- layer_norm and rms_norm: each row of in[0] (lines x n, contiguous)
 * in double: the mean (rms_norm: of the squares) and layer_norm's biased
 * variance are sums in fold.h's tree, divided by n; then (x - mean) *
 * (1 / sqrt(var + eps)) (rms_norm: x * (1 / sqrt(ms + eps))), times the
 * weight in[1] and plus the bias in[2] where si[0] and si[1] say they are
 * given, rounded once to out[0]'s dtype.  sqrt and division round
 * correctly on every device, so a GPU gives the same bits. ---- */

/* The loops of a row, a function each so that each vectorises. */
CPU_CLONES static void row_centre(double *x, double *e, double m, int64_t n)
{
    CPU_LOOP(n, x[i] = x[i] - m; e[i] = x[i] * x[i]);
}
CPU_CLONES static void row_squares(double *e, const double *x, int64_t n) { CPU_LOOP(n, e[i] = x[i] * x[i]); }
CPU_CLONES static void row_times(double *x, double r, int64_t n) { CPU_LOOP(n, x[i] = x[i] * r); }
CPU_CLONES static void row_times_each(double *x, const double *w, int64_t n) { CPU_LOOP(n, x[i] = x[i] * w[i]); }
CPU_CLONES static void row_plus_each(double *x, const double *b, int64_t n) { CPU_LOOP(n, x[i] = x[i] + b[i]); }

/* One row x[0..n) in place, e scratch; w and b NULL where not given. */
static void norm_row(double *x, double *e, const double *w, const double *b, int64_t n, bool rms, double eps)
{
    if (rms)
        row_squares(e, x, n);
    else
        row_centre(x, e, sum_double(x, n) / (double)n, n);
    row_times(x, 1 / sqrt(sum_double(e, n) / (double)n + eps), n);
    if (w)
        row_times_each(x, w, n);
    if (b)
        row_plus_each(x, b, n);
}

typedef struct NormJob {
    const OpArgs *a;
    bool rms;
    int64_t per;
} NormJob;

static void norm_chunk(void *ctx, int64_t c)
{
    const NormJob *job = ctx;
    const OpArgs *a = job->a;
    const DevTensor *in = &a->in[0], *out = &a->out[0];
    int64_t lines = in->shape[0], n = in->shape[1];
    bool has_w = a->si[0], has_b = a->si[1];
    double *x = malloc((size_t)n * 4 * sizeof *x);
    if (!x)
        return;
    double *e = x + n, *w = e + n, *b = w + n;
    if (has_w)
        cpu_convert(w, DT_FLOAT64, 1, a->in[1].data, a->in[1].dtype, 1, n);
    if (has_b)
        cpu_convert(b, DT_FLOAT64, 1, a->in[1 + has_w].data, a->in[1 + has_w].dtype, 1, n);
    int64_t isz = (int64_t)dtype_size(in->dtype), osz = (int64_t)dtype_size(out->dtype);
    int64_t l1 = (c + 1) * job->per < lines ? (c + 1) * job->per : lines;
    for (int64_t l = c * job->per; l < l1; l++) {
        cpu_convert(x, DT_FLOAT64, 1, (const char *)in->data + l * n * isz, in->dtype, 1, n);
        norm_row(x, e, has_w ? w : NULL, has_b ? b : NULL, n, job->rms, a->sf[0]);
        cpu_convert((char *)out->data + l * n * osz, out->dtype, 1, x, DT_FLOAT64, 1, n);
    }
    free(x);
}

static void norm(const OpArgs *a, bool rms)
{
    int64_t lines = a->in[0].shape[0], n = a->in[0].shape[1];
    NormJob job = {a, rms, lines};
    int64_t chunks = 1;
    if (lines >= 2 && lines * n >= CPU_PARALLEL_MIN) {
        chunks = lines < 64 ? lines : 64;
        job.per = (lines + chunks - 1) / chunks;
        chunks = (lines + job.per - 1) / job.per;
    }
    cpu_parallel(chunks, norm_chunk, &job);
}

void cpu_layer_norm(const OpArgs *a) { norm(a, false); }
void cpu_rms_norm(const OpArgs *a) { norm(a, true); }

/* ---- norm_linear: a loop over the channels (a few hundred at most) ---- */

/* Element i of the vector t, its address. */
static char *element_at(const DevTensor *t, int64_t i)
{
    return (char *)t->data + i * t->strides[0] * (int64_t)dtype_size(t->dtype);
}

static double element(const DevTensor *t, int64_t i)
{
    return dtype_load_double(t->dtype, element_at(t, i));
}

void cpu_norm_linear(const OpArgs *a)
{
    const DevTensor *w = a->si[0] ? &a->in[2] : NULL, *b = a->si[1] ? &a->in[2 + a->si[0]] : NULL;
    for (int64_t c = 0; c < a->out[0].shape[0]; c++) {
        double scale = 1.0 / sqrt(element(&a->in[1], c) + a->sf[0]);
        if (w)
            scale = element(w, c) * scale;
        double shift = (b ? element(b, c) : 0.0) - element(&a->in[0], c) * scale;
        dtype_store_double(a->out[0].dtype, element_at(&a->out[0], c), scale);
        dtype_store_double(a->out[1].dtype, element_at(&a->out[1], c), shift);
    }
}
