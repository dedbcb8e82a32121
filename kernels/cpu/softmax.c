/* softmax.c: softmax and log_softmax along one dimension (si[0]), in the
 * dtype (float for float16/bfloat16), following the steps of PyTorch's CPU
 * kernels so that the roundings are theirs: the max first, then exp(x -
 * max) and its sum, then a multiplication by the sum's reciprocal
 * (softmax over the last dimension), a division by the sum (softmax over
 * another) or x - max - log(sum) (log_softmax).  Over the last dimension
 * the sum is an AVX2 vector reduction (reduce_all: lanes of 8 floats or 4
 * doubles, then a tree); over others it runs in order.  PyTorch's exp is
 * Sleef's vector exp, which may differ from the C library's by an ulp. */
#include <math.h>
#include <stdlib.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/lines.h"
#include "cpu/parallel.h"

/* One line of n elements in place, per type: T the compute type, W the
 * AVX2 lanes of vec::Vectorized<T>. */
#define SOFTMAX_LINE(T, W, EXP, LOG)                                                   \
    static T max_##T(const T *x, int64_t n)                                            \
    {                                                                                  \
        T m = x[0];                                                                    \
        for (int64_t i = 1; i < n; i++)                                                \
            m = isnan(m) ? m : isnan(x[i]) || x[i] > m ? x[i] : m;                     \
        return m;                                                                      \
    }                                                                                  \
                                                                                       \
    /* vec::reduce_all with +: lanes, a partial tail, then the tree. */         \
    static T vsum_##T(const T *e, int64_t n)                                           \
    {                                                                                  \
        if (n < W) {                                                                   \
            T s = e[0];                                                                \
            for (int64_t i = 1; i < n; i++)                                            \
                s += e[i];                                                             \
            return s;                                                                  \
        }                                                                              \
        T acc[W];                                                                      \
        int64_t d = W;                                                                 \
        for (int l = 0; l < W; l++)                                                    \
            acc[l] = e[l];                                                             \
        for (; d + W <= n; d += W)                                                     \
            for (int l = 0; l < W; l++)                                                \
                acc[l] += e[d + l];                                                    \
        for (int l = 0; d + l < n; l++)                                                \
            acc[l] += e[d + l];                                                        \
        for (int w = W / 2; w >= 1; w /= 2)                                            \
            for (int l = 0; l < w; l++)                                                \
                acc[l] = acc[l] + acc[l + w];                                          \
        return acc[0];                                                                 \
    }                                                                                  \
                                                                                       \
    static void line_##T(T *x, T *e, int64_t n, bool take_log, bool last)                   \
    {                                                                                  \
        T m = max_##T(x, n), s = 0;                                                    \
        for (int64_t i = 0; i < n; i++)                                                \
            e[i] = EXP(x[i] - m);                                                      \
        if (last) {                                                                    \
            s = vsum_##T(e, n);                                                        \
        } else {                                                                       \
            for (int64_t i = 0; i < n; i++)                                            \
                s += e[i];                                                             \
        }                                                                              \
        if (take_log) {                                                                \
            T ls = LOG(s);                                                             \
            for (int64_t i = 0; i < n; i++)                                            \
                x[i] = x[i] - m - ls;                                                  \
        } else if (last) {                                                             \
            T r = 1 / s;                                                               \
            for (int64_t i = 0; i < n; i++)                                            \
                x[i] = e[i] * r;                                                       \
        } else {                                                                       \
            for (int64_t i = 0; i < n; i++)                                            \
                x[i] = e[i] / s;                                                       \
        }                                                                              \
    }

SOFTMAX_LINE(float, 8, expf, logf)
SOFTMAX_LINE(double, 4, exp, log)

typedef struct Job {
    const OpArgs *a;
    bool log;
    int dim;
    int64_t lines, per;
} Job;

static void chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const DevTensor *in = &job->a->in[0], *out = &job->a->out[0];
    int64_t n = in->shape[job->dim];
    bool dbl = in->dtype == DT_FLOAT64;
    DType ct = dbl ? DT_FLOAT64 : DT_FLOAT32;
    size_t es = dtype_size(ct);
    char *x = malloc((size_t)n * es * 2 + 1);
    if (!x)
        return;
    char *e = x + (size_t)n * es;
    bool last = job->dim == in->ndim - 1;
    int64_t isz = (int64_t)dtype_size(in->dtype), osz = (int64_t)dtype_size(out->dtype);
    int64_t ist = in->strides[job->dim], ost = out->strides[job->dim];
    int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
    for (int64_t l = c * job->per; l < l1; l++) {
        const char *ip = (const char *)in->data + cpu_line_offset(in, in->shape, job->dim, l) * isz;
        char *op = (char *)out->data + cpu_line_offset(out, in->shape, job->dim, l) * osz;
        cpu_convert(x, ct, 1, ip, in->dtype, ist, n);
        if (dbl)
            line_double((double *)x, (double *)e, n, job->log, last);
        else
            line_float((float *)x, (float *)e, n, job->log, last);
        cpu_convert(op, out->dtype, ost, x, ct, 1, n);
    }
    free(x);
}

static void run(const OpArgs *a, bool log)
{
    const DevTensor *in = &a->in[0];
    Job job = {a, log, (int)a->si[0], cpu_line_count(in, (int)a->si[0]), 0};
    job.per = job.lines;
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
