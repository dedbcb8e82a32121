/* nll.c: ops.def's nll on the simulated device, the twin of
 * kernels/cuda/nll.cu: each row's loss, its target class's
 * log-probability negated (weighted: the product rounded to the dtype
 * first, float16 and bfloat16 computing it in float), and its weight
 * (without weights, the rows counted); 0 and 0 for a row whose target is
 * the ignored class or names none.  The first of those that names none, and
 * its target, make the record of the check (bounds' record). */
#include <stdlib.h>

#include "base/dtype.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

/* Rows a chunk of the parallel work takes. */
enum { CHUNK = 1 << 14 };

typedef struct Job {
    const OpArgs *a;
    int64_t n;           /* rows */
    int64_t *first;      /* a chunk's first row whose target names no class, INT64_MAX: none */
    int64_t *counted;    /* a chunk's rows counted */
} Job;

/* A chunk's rows of float32 or float64 (T); w NULL without weights. */
#define NLL_ROWS(T)                                                                                 \
    static int64_t nll_rows_##T(const OpArgs *a, int64_t r0, int64_t r1, int64_t *rows)             \
    {                                                                                               \
        const DevTensor *x = &a->in[0], *t = &a->in[1], *wt = a->nin > 2 ? &a->in[2] : NULL;        \
        const T *xp = x->data, *wp = wt ? wt->data : NULL;                                          \
        const int64_t *tp = t->data;                                                                \
        int64_t classes = x->shape[1], ignore = a->si[0], first = INT64_MAX, n = 0;                 \
        for (int64_t i = r0; i < r1; i++) {                                                         \
            int64_t c = tp[i * t->strides[0]];                                                      \
            bool named = c >= 0 && c < classes, counted = named && c != ignore;                     \
            if (!named && c != ignore && first == INT64_MAX) first = i;                             \
            T p = counted ? xp[i * x->strides[0] + c * x->strides[1]] : 0;                          \
            T w = counted && wp ? wp[c * wt->strides[0]] : 0;                                       \
            ((T *)a->out[0].data)[i * a->out[0].strides[0]] = !counted ? 0 : wp ? -(p * w) : -p;    \
            if (wp)                                                                                 \
                ((T *)a->out[1].data)[i * a->out[1].strides[0]] = w;                                \
            n += counted;                                                                           \
        }                                                                                           \
        *rows = n;                                                                                  \
        return first;                                                                               \
    }
NLL_ROWS(float)
NLL_ROWS(double)
#undef NLL_ROWS

/* The same of float16 or bfloat16 (dt), through float. */
static int64_t nll_rows_half(const OpArgs *a, int64_t r0, int64_t r1, int64_t *rows)
{
    const DevTensor *x = &a->in[0], *t = &a->in[1], *wt = a->nin > 2 ? &a->in[2] : NULL;
    DType dt = x->dtype;
    const uint16_t *xp = x->data, *wp = wt ? wt->data : NULL;
    const int64_t *tp = t->data;
    int64_t classes = x->shape[1], ignore = a->si[0], first = INT64_MAX, n = 0;
    for (int64_t i = r0; i < r1; i++) {
        int64_t c = tp[i * t->strides[0]];
        bool named = c >= 0 && c < classes, counted = named && c != ignore;
        if (!named && c != ignore && first == INT64_MAX) first = i;
        double p = counted ? dtype_load_double(dt, &xp[i * x->strides[0] + c * x->strides[1]]) : 0.0;
        double w = counted && wp ? dtype_load_double(dt, &wp[c * wt->strides[0]]) : 0.0;
        /* (the product rounds to dt, as a float16 multiplication does; the negation is exact) */
        uint16_t *lp = (uint16_t *)a->out[0].data + i * a->out[0].strides[0];
        dtype_store_double(dt, lp, wp ? (float)p * (float)w : p);
        if (counted) *lp ^= 0x8000;
        if (wp)
            dtype_store_double(dt, (uint16_t *)a->out[1].data + i * a->out[1].strides[0], w);
        n += counted;
    }
    *rows = n;
    return first;
}

static void nll_chunk(void *ctx, int64_t chunk)
{
    Job *job = ctx;
    int64_t r0 = chunk * CHUNK, r1 = r0 + CHUNK < job->n ? r0 + CHUNK : job->n, *rows = &job->counted[chunk];
    switch (job->a->in[0].dtype) {
    case DT_FLOAT32: job->first[chunk] = nll_rows_float(job->a, r0, r1, rows); break;
    case DT_FLOAT64: job->first[chunk] = nll_rows_double(job->a, r0, r1, rows); break;
    default: job->first[chunk] = nll_rows_half(job->a, r0, r1, rows); break;
    }
}

void cpu_nll(const OpArgs *a)
{
    Job job = {a, a->in[1].shape[0], NULL, NULL};
    int64_t chunks = (job.n + CHUNK - 1) / CHUNK, first = INT64_MAX, rows = 0;
    job.first = malloc((size_t)(2 * (chunks ? chunks : 1)) * sizeof *job.first);
    job.counted = job.first + chunks;
    cpu_parallel(chunks, nll_chunk, &job);
    for (int64_t c = 0; c < chunks; c++) {
        first = first == INT64_MAX ? job.first[c] : first;
        rows += job.counted[c];
    }
    free(job.first);
    if (a->nin < 3) *(int64_t *)a->out[1].data = rows;
    if (a->nout < 3) return;
    int64_t *r = a->out[2].data, s = a->out[2].strides[0];
    const DevTensor *t = &a->in[1];
    r[0] = r[s] = 0;
    r[2 * s] = first;
    r[3 * s] = first == INT64_MAX ? 0 : ((const int64_t *)t->data)[first * t->strides[0]];
}
