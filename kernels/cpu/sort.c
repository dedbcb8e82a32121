/* sort.c: sort and topk along one dimension (si[0]), with int64 indices
 * in out[1].  Both order stably, NaN counting as larger than every number
 * as in PyTorch; PyTorch's default sort is not stable on the CPU beyond 16
 * elements and topk leaves the order of ties unspecified, so cst's order
 * of equal values (lowest index first) is one PyTorch may give.  sort is a
 * merge sort; topk of few elements keeps the k best in a heap as it reads
 * the line, then sorts them, which gives what the merge sort's first k are. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/lines.h"
#include "cpu/parallel.h"

typedef struct Item {
    double f;
    int64_t i;      /* the value of an integer dtype */
    int64_t index;
} Item;

typedef struct Job {
    const OpArgs *a;
    int dim;
    bool desc, fl;
    int64_t lines, per, k;
} Job;

/* a goes strictly before b. */
static bool before(const Job *job, const Item *a, const Item *b)
{
    if (job->fl) {
        bool na = isnan(a->f), nb = isnan(b->f);
        if (job->desc)
            return (na && !nb) || a->f > b->f;
        return (!na && nb) || a->f < b->f;
    }
    return job->desc ? a->i > b->i : a->i < b->i;
}

/* a goes before b in the stable order: by value, then by index. */
static bool ranks_before(const Job *job, const Item *a, const Item *b)
{
    return before(job, a, b) || (!before(job, b, a) && a->index < b->index);
}

/* Restores the heap below h[i]: the worst of the k best on top. */
static void sift_down(const Job *job, Item *h, int64_t k, int64_t i)
{
    for (;;) {
        int64_t w = i, l = 2 * i + 1, r = l + 1;
        if (l < k && ranks_before(job, &h[w], &h[l]))
            w = l;
        if (r < k && ranks_before(job, &h[w], &h[r]))
            w = r;
        if (w == i)
            return;
        Item t = h[i];
        h[i] = h[w];
        h[w] = t;
        i = w;
    }
}

/* The k best of the line's n values (fb or ib) in x[0..k), in no order:
 * values come in index order, so one that only ties the worst kept stays
 * out. */
static void select_best(const Job *job, const double *fb, const int64_t *ib, Item *x, int64_t n,
                        int64_t k)
{
    for (int64_t i = 0; i < k; i++)
        x[i] = (Item){job->fl ? fb[i] : 0, job->fl ? 0 : ib[i], i};
    for (int64_t i = k / 2 - 1; i >= 0; i--)
        sift_down(job, x, k, i);
    for (int64_t i = k; i < n; i++) {
        Item it = {job->fl ? fb[i] : 0, job->fl ? 0 : ib[i], i};
        if (before(job, &it, &x[0])) {
            x[0] = it;
            sift_down(job, x, k, 0);
        }
    }
}

static void merge_sort(const Job *job, Item *x, Item *tmp, int64_t n)
{
    if (n < 2)
        return;
    int64_t h = n / 2;
    merge_sort(job, x, tmp, h);
    merge_sort(job, x + h, tmp, n - h);
    int64_t i = 0, j = h, k = 0;
    while (i < h && j < n)
        tmp[k++] = ranks_before(job, &x[j], &x[i]) ? x[j++] : x[i++];
    while (i < h)
        tmp[k++] = x[i++];
    memcpy(x, tmp, (size_t)k * sizeof *x);
}

static void chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const DevTensor *in = &job->a->in[0], *vo = &job->a->out[0], *io = &job->a->out[1];
    int64_t n = in->shape[job->dim];
    Item *x = malloc((size_t)n * 2 * sizeof(Item) + 1);
    double *fb = malloc((size_t)n * sizeof(double) + 1);
    int64_t *ib = malloc((size_t)n * sizeof(int64_t) + 1);
    if (x && fb && ib) {
        int64_t isz = (int64_t)dtype_size(in->dtype), vsz = (int64_t)dtype_size(vo->dtype);
        int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
        for (int64_t l = c * job->per; l < l1; l++) {
            const char *ip = (const char *)in->data +
                             cpu_line_offset(in, in->shape, job->dim, l) * isz;
            if (job->fl)
                cpu_convert(fb, DT_FLOAT64, 1, ip, in->dtype, in->strides[job->dim], n);
            else
                cpu_convert(ib, DT_INT64, 1, ip, in->dtype, in->strides[job->dim], n);
            if (job->k > 0 && job->k < n / 8) {
                select_best(job, fb, ib, x, n, job->k);
                merge_sort(job, x, x + n, job->k);
            } else {
                for (int64_t i = 0; i < n; i++)
                    x[i] = (Item){job->fl ? fb[i] : 0, job->fl ? 0 : ib[i], i};
                merge_sort(job, x, x + n, n);
            }
            char *vp = (char *)vo->data + cpu_line_offset(vo, in->shape, job->dim, l) * vsz;
            int64_t *xp = (int64_t *)io->data + cpu_line_offset(io, in->shape, job->dim, l);
            for (int64_t i = 0; i < job->k; i++) {
                char *q = vp + i * vo->strides[job->dim] * vsz;
                if (job->fl)
                    dtype_store_double(vo->dtype, q, x[i].f);
                else
                    dtype_store_int(vo->dtype, q, x[i].i);
                xp[i * io->strides[job->dim]] = x[i].index;
            }
        }
    }
    free(x);
    free(fb);
    free(ib);
}

static void run(const OpArgs *a, bool desc, int64_t k)
{
    const DevTensor *in = &a->in[0];
    Job job = {a, (int)a->si[0], desc, dtype_is_float(in->dtype), 0, 0, k};
    job.lines = cpu_line_count(in, job.dim);
    job.per = job.lines;
    int64_t chunks = 1;
    if (job.lines >= 2 && job.lines * in->shape[job.dim] >= CPU_PARALLEL_MIN) {
        chunks = job.lines < 64 ? job.lines : 64;
        job.per = (job.lines + chunks - 1) / chunks;
        chunks = (job.lines + job.per - 1) / job.per;
    }
    cpu_parallel(chunks, chunk, &job);
}

void cpu_sort(const OpArgs *a)
{
    run(a, a->si[1] != 0, a->in[0].shape[a->si[0]]);
}

void cpu_topk(const OpArgs *a)
{
    run(a, a->si[1] != 0, a->out[0].shape[a->si[0]]);
}
