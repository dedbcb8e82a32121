/* sort.c: sort and topk along one dimension (si[0]), with int64 indices
 * in out[1] (a sort of nout 1 gives the values alone).  Both order stably, NaN counting as larger than every number
 * as in PyTorch; PyTorch's default sort is not stable on the CPU beyond 16
 * elements and topk leaves the order of ties unspecified, so cst's order
 * of equal values (lowest index first) is one PyTorch may give.  Each
 * element becomes its key (kernels/sortkey.h, the CUDA device's too); a
 * line sorts by a radix sort of the keys, stable, a byte at a time; topk
 * of few elements keeps the k best in a heap as it reads the line, then
 * heap-sorts them by (key, index), which gives what the sort's first k
 * are.  The values are
 * copied from the elements the indices name, bit for bit.  mode reads
 * what sort gives (at the end). */
#include <stdlib.h>
#include <string.h>

#include "sortkey.h"
#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/lines.h"
#include "cpu/parallel.h"

typedef struct Job {
    const OpArgs *a;
    int dim;
    bool desc;
    int bytes;                /* of the keys: 8 for float64 and int64, else 4 */
    int64_t lines, per, k;
} Job;

/* The keys of n elements from ip, st apart (converted into buf first), in
 * key[]. */
static void keys_of(const Job *job, const char *ip, int64_t st, int64_t n, void *buf,
                    uint64_t *key)
{
    DType dt = job->a->in[0].dtype;
    uint64_t flip = job->desc ? (job->bytes == 8 ? ~(uint64_t)0 : 0xFFFFFFFFu) : 0;
    if (dt == DT_FLOAT64) {
        const double *f = buf;
        cpu_convert(buf, DT_FLOAT64, 1, ip, dt, st, n);
        for (int64_t i = 0; i < n; i++)
            key[i] = sortkey_double(f[i]) ^ flip;
    } else if (dtype_is_float(dt)) {
        const float *f = buf;
        cpu_convert(buf, DT_FLOAT32, 1, ip, dt, st, n);
        for (int64_t i = 0; i < n; i++)
            key[i] = sortkey_float(f[i]) ^ flip;
    } else {
        const int64_t *x = buf;
        cpu_convert(buf, DT_INT64, 1, ip, dt, st, n);
        for (int64_t i = 0; i < n; i++)
            key[i] = (job->bytes == 8 ? sortkey_int64(x[i]) : sortkey_int32((int32_t)x[i])) ^ flip;
    }
}

/* Sorts (key, idx) pairs [0, n) by key, stably: least significant byte
 * first, leaving out the bytes every key shares.  The result ends in
 * key/idx or in key2/idx2: the return says which (0 or 1).  BYTES is a
 * constant of each copy (radix_sort4, radix_sort8), so the histograms'
 * loop over the bytes unrolls: a line of a thousand spent most of its
 * sort counting. */
#define RADIX_SORT(name, BYTES)                                                           \
    static int name(uint64_t *key, int64_t *idx, uint64_t *key2, int64_t *idx2, int64_t n) \
    {                                                                                     \
        int64_t count[BYTES][256];                                                        \
        memset(count, 0, sizeof count);                                                   \
        for (int64_t i = 0; i < n; i++)                                                   \
            for (int b = 0; b < BYTES; b++)                                               \
                count[b][(key[i] >> (8 * b)) & 255]++;                                    \
        int swapped = 0;                                                                  \
        for (int b = 0; b < BYTES && n > 0; b++) {                                        \
            int64_t *c = count[b];                                                        \
            if (c[(key[0] >> (8 * b)) & 255] == n)                                        \
                continue;                                                                 \
            int64_t at = 0;                                                               \
            for (int d = 0; d < 256; d++) {                                               \
                int64_t m = c[d];                                                         \
                c[d] = at;                                                                \
                at += m;                                                                  \
            }                                                                             \
            for (int64_t i = 0; i < n; i++) {                                             \
                int64_t j = c[(key[i] >> (8 * b)) & 255]++;                               \
                key2[j] = key[i];                                                         \
                idx2[j] = idx[i];                                                         \
            }                                                                             \
            uint64_t *tk = key;                                                           \
            key = key2;                                                                   \
            key2 = tk;                                                                    \
            int64_t *ti = idx;                                                            \
            idx = idx2;                                                                   \
            idx2 = ti;                                                                    \
            swapped ^= 1;                                                                 \
        }                                                                                 \
        return swapped;                                                                   \
    }
RADIX_SORT(radix_sort4, 4)
RADIX_SORT(radix_sort8, 8)

/* a goes before b: by key, then by index. */
static bool before(uint64_t ka, int64_t ia, uint64_t kb, int64_t ib)
{
    return ka < kb || (ka == kb && ia < ib);
}

/* Restores the heap below h[i]: the worst of the k best on top. */
static void sift_down(uint64_t *key, int64_t *idx, int64_t k, int64_t i)
{
    for (;;) {
        int64_t w = i, l = 2 * i + 1, r = l + 1;
        if (l < k && before(key[w], idx[w], key[l], idx[l]))
            w = l;
        if (r < k && before(key[w], idx[w], key[r], idx[r]))
            w = r;
        if (w == i)
            return;
        uint64_t tk = key[i];
        key[i] = key[w];
        key[w] = tk;
        int64_t ti = idx[i];
        idx[i] = idx[w];
        idx[w] = ti;
        i = w;
    }
}

/* The k best keys so far of a line read in index order, in a heap (the
 * worst on top) once there are k: a key that only ties the worst kept
 * comes later, so it stays out. */
typedef struct Best {
    uint64_t *key;
    int64_t *idx;
    int64_t k, n;
} Best;

static void best_take(Best *b, const uint64_t *key, int64_t i0, int64_t m)
{
    for (int64_t j = 0; j < m; j++) {
        if (b->n < b->k) {
            b->key[b->n] = key[j];
            b->idx[b->n] = i0 + j;
            if (++b->n == b->k)
                for (int64_t i = b->k / 2 - 1; i >= 0; i--)
                    sift_down(b->key, b->idx, b->k, i);
        } else if (key[j] < b->key[0]) {
            b->key[0] = key[j];
            b->idx[0] = i0 + j;
            sift_down(b->key, b->idx, b->k, 0);
        }
    }
}

enum { BLOCK = 2048 };

/* One line: its keys a block at a time, into the heap of the k best
 * (topk of few) or all of them into key/idx (sorted there: the return
 * says in which half of the arrays of 2n the result lies). */
static int64_t *sort_line(const Job *job, const char *ip, int64_t ist, int64_t n, uint64_t *key,
                          int64_t *idx)
{
    _Alignas(8) unsigned char buf[BLOCK * 8];
    uint64_t kb[BLOCK];
    int64_t isz = (int64_t)dtype_size(job->a->in[0].dtype);
    bool few = job->k > 0 && job->k < n / 8;
    Best best = {key, idx, job->k, 0};
    for (int64_t i = 0; i < n; i += BLOCK) {
        int64_t m = n - i < BLOCK ? n - i : BLOCK;
        keys_of(job, ip + i * ist * isz, ist, m, buf, few ? kb : key + i);
        if (few)
            best_take(&best, kb, i, m);
    }
    if (few) {
        /* The heap's worst goes last, in turn: the k in (key, index)
         * order, as the stable sort of the whole line has them. */
        for (int64_t end = job->k - 1; end > 0; end--) {
            uint64_t tk = key[0];
            key[0] = key[end];
            key[end] = tk;
            int64_t ti = idx[0];
            idx[0] = idx[end];
            idx[end] = ti;
            sift_down(key, idx, end, 0);
        }
        return idx;
    }
    for (int64_t i = 0; i < n; i++)
        idx[i] = i;
    int half = job->bytes == 8 ? radix_sort8(key, idx, key + n, idx + n, n)
                               : radix_sort4(key, idx, key + n, idx + n, n);
    return half ? idx + n : idx;
}

/* vp[i * vst] = ip[x[i] * ist] for i < k, elements of isz bytes (strides
 * in bytes): for the usual sizes a memcpy of a constant size, which
 * compiles to a load and a store, not a call each. */
static void gather_line(char *vp, int64_t vst, const char *ip, int64_t ist, int64_t isz, const int64_t *x,
                        int64_t k)
{
#define GATHER(T)                                                                         \
    for (int64_t i = 0; i < k; i++)                                                       \
        memcpy(vp + i * vst, ip + x[i] * ist, sizeof(T));                                 \
    return
    switch (isz) {
    case 8: GATHER(uint64_t);
    case 4: GATHER(uint32_t);
    case 2: GATHER(uint16_t);
    case 1: GATHER(uint8_t);
    }
#undef GATHER
    for (int64_t i = 0; i < k; i++)
        memcpy(vp + i * vst, ip + x[i] * ist, (size_t)isz);
}

static void chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const DevTensor *in = &job->a->in[0], *vo = &job->a->out[0];
    const DevTensor *io = job->a->nout > 1 ? &job->a->out[1] : NULL;   /* sort of values only: none */
    int64_t n = in->shape[job->dim], len = job->k < n / 8 ? job->k : n;
    uint64_t *key = malloc((size_t)len * 2 * sizeof(uint64_t) + 1);
    int64_t *idx = malloc((size_t)len * 2 * sizeof(int64_t) + 1);
    if (key && idx) {
        int64_t isz = (int64_t)dtype_size(in->dtype);
        int64_t ist = in->strides[job->dim], vst = vo->strides[job->dim] * isz;
        int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
        for (int64_t l = c * job->per; l < l1; l++) {
            const char *ip = (const char *)in->data +
                             cpu_line_offset(in, in->shape, job->dim, l) * isz;
            const int64_t *x = sort_line(job, ip, ist, n, key, idx);
            char *vp = (char *)vo->data + cpu_line_offset(vo, in->shape, job->dim, l) * isz;
            gather_line(vp, vst, ip, ist * isz, isz, x, job->k);
            if (!io)
                continue;
            int64_t *xp = (int64_t *)io->data + cpu_line_offset(io, in->shape, job->dim, l);
            int64_t xst = io->strides[job->dim];
            for (int64_t i = 0; i < job->k; i++)
                xp[i * xst] = x[i];
        }
    }
    free(key);
    free(idx);
}

static void run(const OpArgs *a, bool desc, int64_t k)
{
    const DevTensor *in = &a->in[0];
    DType dt = in->dtype;
    Job job = {a, (int)a->si[0], desc, dt == DT_FLOAT64 || dt == DT_INT64 ? 8 : 4, 0, 0, k};
    job.lines = cpu_line_count(in, job.dim);
    cpu_parallel(cpu_line_chunks(job.lines, in->shape[job.dim], &job.per), chunk, &job);
}

void cpu_sort(const OpArgs *a)
{
    run(a, a->si[1] != 0, a->in[0].shape[a->si[0]]);
}

void cpu_topk(const OpArgs *a)
{
    run(a, a->si[1] != 0, a->out[0].shape[a->si[0]]);
}

/* ---- mode: along lines that sort has ordered (in[0] the values, in[1]
 * their indices), the first longest run of equal values (a NaN equals
 * nothing), which is the smallest of the most frequent values; the
 * value and index of its last element (the last occurrence, since the
 * sort is stable). ---- */

typedef struct ModeJob {
    const OpArgs *a;
    int dim;
    int64_t lines, per;
} ModeJob;

/* The last element of the first longest run of equal values among the n
 * elements of type T at ip, st bytes apart: a run starts where a value
 * differs from the one before it (a NaN differs from every value). */
#define LONGEST_RUN(T)                                                                    \
    static int64_t longest_run_##T(const char *ip, int64_t st, int64_t n)                 \
    {                                                                                     \
        int64_t start = 0, best = 0, best_len = 0;                                        \
        T prev = 0;                                                                       \
        for (int64_t i = 0; i < n; i++) {                                                 \
            T v;                                                                          \
            memcpy(&v, ip + i * st, sizeof v);                                            \
            if (i > 0 && v != prev)                                                       \
                start = i;                                                                \
            if (i - start + 1 > best_len) {                                               \
                best_len = i - start + 1;                                                 \
                best = i;                                                                 \
            }                                                                             \
            prev = v;                                                                     \
        }                                                                                 \
        return best;                                                                      \
    }
LONGEST_RUN(float)
LONGEST_RUN(double)
LONGEST_RUN(int64_t)
LONGEST_RUN(int32_t)

/* longest_run's for any other dtype: floats (float16, bfloat16) as
 * doubles, integers as int64. */
static int64_t longest_run_any(DType dt, const char *ip, int64_t st, int64_t n)
{
    bool fl = dtype_is_float(dt);
    int64_t start = 0, best = 0, best_len = 0;
    double pf = 0;
    int64_t pi = 0;
    for (int64_t i = 0; i < n; i++) {
        const char *q = ip + i * st;
        double f = fl ? dtype_load_double(dt, q) : 0;
        int64_t x = fl ? 0 : dtype_load_int(dt, q);
        if (i > 0 && (fl ? f != pf : x != pi))
            start = i;
        if (i - start + 1 > best_len) {
            best_len = i - start + 1;
            best = i;
        }
        pf = f;
        pi = x;
    }
    return best;
}

static void mode_chunk(void *ctx, int64_t c)
{
    const ModeJob *job = ctx;
    const DevTensor *in = &job->a->in[0], *ix = &job->a->in[1];
    const DevTensor *vo = &job->a->out[0], *io = &job->a->out[1];
    DType dt = in->dtype;
    int64_t es = (int64_t)dtype_size(dt), n = in->shape[job->dim];
    int64_t ist = in->strides[job->dim], xst = ix->strides[job->dim];
    int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
    for (int64_t l = c * job->per; l < l1; l++) {
        const char *ip = (const char *)in->data + cpu_line_offset(in, in->shape, job->dim, l) * es;
        const int64_t *xp = (const int64_t *)ix->data + cpu_line_offset(ix, in->shape, job->dim, l);
        int64_t best = dt == DT_FLOAT32 ? longest_run_float(ip, ist * es, n)
                     : dt == DT_FLOAT64 ? longest_run_double(ip, ist * es, n)
                     : dt == DT_INT64   ? longest_run_int64_t(ip, ist * es, n)
                     : dt == DT_INT32   ? longest_run_int32_t(ip, ist * es, n)
                                        : longest_run_any(dt, ip, ist * es, n);
        memcpy((char *)vo->data + cpu_line_offset(vo, in->shape, job->dim, l) * es, ip + best * ist * es,
               (size_t)es);
        ((int64_t *)io->data)[cpu_line_offset(io, in->shape, job->dim, l)] = xp[best * xst];
    }
}

void cpu_mode(const OpArgs *a)
{
    const DevTensor *in = &a->in[0];
    ModeJob job = {a, (int)a->si[0], cpu_line_count(in, (int)a->si[0]), 0};
    cpu_parallel(cpu_line_chunks(job.lines, in->shape[job.dim], &job.per), mode_chunk, &job);
}
