/* softmax.c: softmax and log_softmax along one dimension (si[0]), in the
 * dtype (float for float16/bfloat16), with the steps of PyTorch's CPU
 * kernels: the max first, then exp(x - max) and its sum, then a
 * multiplication by the sum's reciprocal (softmax over the last
 * dimension), a division by the sum (softmax over another) or x - max -
 * log(sum) (log_softmax).  The sum takes kernels/fold.h's tree, in the
 * compute type, so that a GPU block adds a line in the same order (for up
 * to four elements that is PyTorch's order too).  float's exp and log are
 * the double ones rounded once, on both devices; PyTorch's exp is Sleef's
 * vector exp, which may differ from that by an ulp. */
#include <math.h>
#include <stdlib.h>

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
    static void shift_##T(T *x, T m, T ls, int64_t n)                                  \
    {                                                                                  \
        CPU_LOOP(n, x[i] = x[i] - m - ls);                                             \
    }                                                                                  \
                                                                                       \
    CPU_CLONES                                                                         \
    static void divide_##T(T *x, const T *e, T s, int64_t n)                           \
    {                                                                                  \
        CPU_LOOP(n, x[i] = e[i] / s);                                                  \
    }                                                                                  \
                                                                                       \
    /* The largest, or the first NaN: eight running maxima (lane j takes    \
     * the elements j mod 8, the rest lane 0) that the processor keeps       \
     * in one vector, after a pass that looks for a NaN. */                    \
    CPU_CLONES                                                                         \
    static T max_##T(const T *x, int64_t n)                                            \
    {                                                                                  \
        int nan = 0;                                                                   \
        CPU_LOOP(n, nan |= x[i] != x[i]);                                              \
        for (int64_t i = 0; nan; i++)                                                  \
            if (isnan(x[i]))                                                           \
                return x[i];                                                           \
        T m[8];                                                                        \
        for (int j = 0; j < 8; j++)                                                    \
            m[j] = x[0];                                                               \
        int64_t i = 0;                                                                 \
        for (; i + 8 <= n; i += 8)                                                     \
            for (int j = 0; j < 8; j++) {                                              \
                T v = x[i + j];                                                        \
                m[j] = v > m[j] ? v : m[j];                                            \
            }                                                                          \
        for (; i < n; i++)                                                             \
            m[0] = x[i] > m[0] ? x[i] : m[0];                                          \
        for (int j = 1; j < 8; j++)                                                    \
            m[0] = m[j] > m[0] ? m[j] : m[0];                                          \
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
    static void line_##T(T *x, T *e, int64_t n, bool take_log, bool last)              \
    {                                                                                  \
        T m = max_##T(x, n);                                                           \
        EXP(e, x, m, n);                                                               \
        T s = sum_##T(e, n);                                                           \
        if (take_log) {                                                                \
            T ls = LOG(s);                                                             \
            shift_##T(x, m, ls, n);                                                    \
        } else if (last) {                                                             \
            /* (in place: as a function of its own, GCC takes r as the first      \
             * operand, and a NaN line would keep r's payload instead of e's) */     \
            T r = 1 / s;                                                               \
            CPU_LOOP(n, x[i] = e[i] * r);                                              \
        } else {                                                                       \
            divide_##T(x, e, s, n);                                                    \
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
 * each of their rows is read once, into a column of the buffer. */
enum { WIDE = 16 };

static void chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const DevTensor *in = &job->a->in[0], *out = &job->a->out[0];
    int64_t n = in->shape[job->dim];
    bool dbl = in->dtype == DT_FLOAT64;
    DType ct = dbl ? DT_FLOAT64 : DT_FLOAT32;
    size_t es = dtype_size(ct);
    char *x = malloc((size_t)n * es * (WIDE + 1) + 1);
    if (!x)
        return;
    char *e = x + (size_t)n * es * WIDE;
    bool last = job->dim == in->ndim - 1;
    int64_t isz = (int64_t)dtype_size(in->dtype), osz = (int64_t)dtype_size(out->dtype);
    int64_t ist = in->strides[job->dim], ost = out->strides[job->dim];
    int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
    for (int64_t l = c * job->per, w; l < l1; l += w) {
        w = job->inner - l % job->inner;
        w = w < WIDE ? w : WIDE;
        w = w < l1 - l ? w : l1 - l;
        const char *ip = (const char *)in->data + cpu_line_offset(in, in->shape, job->dim, l) * isz;
        char *op = (char *)out->data + cpu_line_offset(out, in->shape, job->dim, l) * osz;
        if (w == 1)
            cpu_convert(x, ct, 1, ip, in->dtype, ist, n);
        else
            for (int64_t i = 0; i < n; i++)
                cpu_convert(x + (size_t)i * es, ct, n, ip + i * ist * isz, in->dtype, 1, w);
        for (int64_t v = 0; v < w; v++) {
            char *xv = x + (size_t)(v * n) * es;
            if (job->causal)
                for (int64_t j = (l + v) % in->shape[in->ndim - 2] + 1; j < n; j++) {
                    if (dbl)
                        ((double *)xv)[j] = -INFINITY;
                    else
                        ((float *)xv)[j] = -INFINITY;
                }
            if (dbl)
                line_double((double *)xv, (double *)e, n, job->log, last);
            else
                line_float((float *)xv, (float *)e, n, job->log, last);
        }
        if (w == 1)
            cpu_convert(op, out->dtype, ost, x, ct, 1, n);
        else
            for (int64_t i = 0; i < n; i++)
                cpu_convert(op + i * ost * osz, out->dtype, 1, x + (size_t)i * es, ct, n, w);
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
