/* sort.c: sort and topk along one dimension (si[0]), with int64 indices
 * in out[1] (a sort of nout 1 gives the values alone).  Both order stably, NaN counting as larger than every number
 * as in PyTorch; PyTorch's default sort is not stable on the CPU beyond 16
 * elements and topk leaves the order of ties unspecified, so cst's order
 * of equal values (lowest index first) is one PyTorch may give.  Each
 * element becomes its key (kernels/sortkey.h, the CUDA device's too); a
 * line sorts by a radix sort of the keys, stable, a byte at a time; topk
 * of few elements keeps the k best in a heap as it reads the line, then
 * heap-sorts them by (key, index), which gives what the sort's first k
 * are; a values-only sort of integers spanning fewer than 256 values
 * counts them (Tally) and writes each its count of times.  The values are
 * copied from the elements the indices name, bit for bit.  mode reads
 * what sort gives, and sorted_runs the runs of a line it sorts; kth (at
 * the end) selects one place of each line's sort without sorting. */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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
 * key[]; *lo and *hi widened to take in their least and greatest. */
static void keys_of(const Job *job, const char *ip, int64_t st, int64_t n, void *buf,
                    uint64_t *key, uint64_t *lo, uint64_t *hi)
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
    uint64_t l = *lo, h = *hi;
    for (int64_t i = 0; i < n; i++) {
        l = key[i] < l ? key[i] : l;
        h = key[i] > h ? key[i] : h;
    }
    *lo = l;
    *hi = h;
}

/* Sorts (key, idx) pairs [0, n) by key, stably: least significant byte
 * first of the keys less base (their least), leaving out the bytes every
 * key shares.  The result ends in key/idx or in key2/idx2: the return
 * says which (0 or 1).  BYTES is a constant of each copy, the bytes that
 * the keys' span needs, so the histograms' loop over the bytes unrolls
 * and counts no byte that is zero in every key: a line of a thousand
 * spent most of its sort counting, and a 4M-element int32 line of
 * values in -50..50 counted four bytes an element where one varies. */
#define RADIX_SORT(name, BYTES)                                                           \
    static int name(uint64_t *key, int64_t *idx, uint64_t *key2, int64_t *idx2, int64_t n, \
                    uint64_t base)                                                        \
    {                                                                                     \
        int64_t count[BYTES][256];                                                        \
        memset(count, 0, sizeof count);                                                   \
        for (int64_t i = 0; i < n; i++)                                                   \
            for (int b = 0; b < BYTES; b++)                                               \
                count[b][((key[i] - base) >> (8 * b)) & 255]++;                           \
        int swapped = 0;                                                                  \
        for (int b = 0; b < BYTES && n > 0; b++) {                                        \
            int64_t *c = count[b];                                                        \
            if (c[((key[0] - base) >> (8 * b)) & 255] == n)                               \
                continue;                                                                 \
            int64_t at = 0;                                                               \
            for (int d = 0; d < 256; d++) {                                               \
                int64_t m = c[d];                                                         \
                c[d] = at;                                                                \
                at += m;                                                                  \
            }                                                                             \
            for (int64_t i = 0; i < n; i++) {                                             \
                int64_t j = c[((key[i] - base) >> (8 * b)) & 255]++;                      \
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
RADIX_SORT(radix_sort1, 1)
RADIX_SORT(radix_sort2, 2)
RADIX_SORT(radix_sort4, 4)
RADIX_SORT(radix_sort8, 8)

/* The radix sort of the least bytes that span, the keys' greatest less
 * their least, needs. */
static int radix_sort(uint64_t *key, int64_t *idx, int64_t n, uint64_t lo, uint64_t hi)
{
    uint64_t span = hi - lo;
    if (span < (1u << 8))
        return radix_sort1(key, idx, key + n, idx + n, n, lo);
    if (span < (1u << 16))
        return radix_sort2(key, idx, key + n, idx + n, n, lo);
    if (span < ((uint64_t)1 << 32))
        return radix_sort4(key, idx, key + n, idx + n, n, lo);
    return radix_sort8(key, idx, key + n, idx + n, n, lo);
}

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

/* A values-only sort of integers (or bools), whose equal values are
 * equal bits, needs no order among ties: each value's count says where
 * its copies go.  The counts go by the value's low byte, which tells
 * apart any 256 values in a row, the least (lo) to the greatest (hi). */
typedef struct Tally {
    int64_t count[256];
    int64_t lo, hi;
} Tally;

static bool tallies(const Job *job)
{
    return job->a->nout == 1 && job->k == job->a->in[0].shape[job->dim] && !dtype_is_float(job->a->in[0].dtype);
}

/* The tally of a line of one-byte integers, from a count of each byte (four
 * counts, each a quarter of the elements, so that a run of one byte does
 * not wait on its own count's last increment). */
static void tally_bytes(DType dt, const unsigned char *ip, int64_t ist, int64_t n, Tally *t)
{
    int64_t c[4][256] = {{0}};
    int64_t i = 0;
    if (ist == 1)
        for (; i + 4 <= n; i += 4) {
            c[0][ip[i]]++;
            c[1][ip[i + 1]]++;
            c[2][ip[i + 2]]++;
            c[3][ip[i + 3]]++;
        }
    for (; i < n; i++)
        c[0][ip[i * ist]]++;
    for (int b = 0; b < 256; b++) {
        unsigned char e = (unsigned char)b;
        int64_t v = dtype_load_int(dt, &e);
        t->count[b] = c[0][b] + c[1][b] + c[2][b] + c[3][b];
        t->lo = t->count[b] > 0 && v < t->lo ? v : t->lo;
        t->hi = t->count[b] > 0 && v > t->hi ? v : t->hi;
        if (t->count[b] > 0 && dt == DT_BOOL && b > 1) {
            /* a true that is not 1 (a uint8 tensor viewed as bool) keeps
             * its bits only where the sort copies the elements */
            t->lo = INT64_MIN;
            t->hi = INT64_MAX;
        }
    }
}

static bool tally_fits(const Tally *t)
{
    return t->lo > t->hi || (uint64_t)t->hi - (uint64_t)t->lo < 256;
}

/* The tally of a line, a block at a time; false (and a tally that does
 * not fit) where its values span 256 or more.  int32 unique of 4M
 * elements in -50..50 spent 60 ns an element in a radix sort of keys and
 * indices over four bytes. */
static bool tally_line(const Job *job, const char *ip, int64_t ist, int64_t n, Tally *t)
{
    *t = (Tally){{0}, INT64_MAX, INT64_MIN};
#define TALLY_BLOCKS(T)                                                                   \
    for (int64_t i = 0; i < n && tally_fits(t); i += BLOCK) {                             \
        const T *x = (const T *)ip + i * ist;                                             \
        int64_t m = n - i < BLOCK ? n - i : BLOCK;                                        \
        for (int64_t j = 0; j < m; j++) {                                                 \
            int64_t v = x[j * ist];                                                       \
            t->lo = v < t->lo ? v : t->lo;                                                \
            t->hi = v > t->hi ? v : t->hi;                                                \
            t->count[(uint8_t)v]++;                                                       \
        }                                                                                 \
    }                                                                                     \
    break
    DType dt = job->a->in[0].dtype;
    switch (dt) {
    case DT_INT16: TALLY_BLOCKS(int16_t);
    case DT_INT32: TALLY_BLOCKS(int32_t);
    case DT_INT64: TALLY_BLOCKS(int64_t);
    default: tally_bytes(dt, (const unsigned char *)ip, ist, n, t); break;
    }
#undef TALLY_BLOCKS
    return tally_fits(t);
}

/* One long line tallied in parts of TALLY_PART elements, on every thread:
 * bool unique of 4M elements spent 2.3 ms counting them on one. */
enum { TALLY_PART = 1 << 18 };

typedef struct TallyJob {
    const Job *job;
    const char *ip;
    int64_t ist, n;
    Tally *part;
} TallyJob;

static void tally_part(void *ctx, int64_t p)
{
    const TallyJob *tj = ctx;
    int64_t i0 = p * TALLY_PART, m = tj->n - i0 < TALLY_PART ? tj->n - i0 : TALLY_PART;
    int64_t isz = (int64_t)dtype_size(tj->job->a->in[0].dtype);
    tally_line(tj->job, tj->ip + i0 * tj->ist * isz, tj->ist, m, &tj->part[p]);
}

/* The tally of the line at ip, the parts' summed; false where it does not
 * fit (or memory for the parts is short). */
static bool tally_long_line(const Job *job, const char *ip, int64_t ist, int64_t n, Tally *t)
{
    int64_t parts = (n + TALLY_PART - 1) / TALLY_PART;
    TallyJob tj = {job, ip, ist, n, malloc((size_t)parts * sizeof(Tally))};
    if (!tj.part)
        return false;
    cpu_parallel(parts, tally_part, &tj);
    *t = (Tally){{0}, INT64_MAX, INT64_MIN};
    for (int64_t p = 0; p < parts; p++) {
        for (int b = 0; b < 256; b++)
            t->count[b] += tj.part[p].count[b];
        t->lo = tj.part[p].lo < t->lo ? tj.part[p].lo : t->lo;
        t->hi = tj.part[p].hi > t->hi ? tj.part[p].hi : t->hi;
    }
    free(tj.part);
    return tally_fits(t);
}

/* m copies of the element at e, isz bytes, to vp, vst bytes apart. */
static void repeat_element(char *vp, int64_t vst, const void *e, int64_t isz, int64_t m)
{
#define REPEAT(T)                                                                         \
    {                                                                                     \
        T v;                                                                              \
        memcpy(&v, e, sizeof v);                                                          \
        for (int64_t i = 0; i < m; i++)                                                   \
            memcpy(vp + i * vst, &v, sizeof v);                                           \
        return;                                                                           \
    }
    if (vst == isz && m > 0) {
        /* contiguous: the copies made so far, copied after themselves */
        memcpy(vp, e, (size_t)isz);
        for (int64_t done = 1; done < m; done *= 2)
            memcpy(vp + done * isz, vp, (size_t)((done < m - done ? done : m - done) * isz));
        return;
    }
    switch (isz) {
    case 8: REPEAT(uint64_t);
    case 4: REPEAT(uint32_t);
    case 2: REPEAT(uint16_t);
    default: REPEAT(uint8_t);
    }
#undef REPEAT
}

/* The sorted line from its tally: each value in order (descending: from
 * the greatest), its count of times. */
static void fill_line(const Job *job, const Tally *t, char *vp, int64_t vst)
{
    DType dt = job->a->in[0].dtype;
    int64_t isz = (int64_t)dtype_size(dt), at = 0;
    for (int64_t s = 0; t->lo <= t->hi && (uint64_t)s <= (uint64_t)t->hi - (uint64_t)t->lo; s++) {
        int64_t v = job->desc ? t->hi - s : t->lo + s, m = t->count[(uint8_t)v];
        _Alignas(8) unsigned char e[8];
        if (m == 0)
            continue;
        dtype_store_int(dt, e, v);
        repeat_element(vp + at * vst, vst, e, isz, m);
        at += m;
    }
}

/* key, at index i, into b's heap of the k best where it comes before
 * the worst kept in (key, index) order: the parts of a long line
 * (topk_parts) offer theirs in no particular order. */
static void best_offer(Best *b, uint64_t key, int64_t i)
{
    if (b->n < b->k) {
        b->key[b->n] = key;
        b->idx[b->n] = i;
        if (++b->n == b->k)
            for (int64_t j = b->k / 2 - 1; j >= 0; j--)
                sift_down(b->key, b->idx, b->k, j);
    } else if (before(key, i, b->key[0], b->idx[0])) {
        b->key[0] = key;
        b->idx[0] = i;
        sift_down(b->key, b->idx, b->k, 0);
    }
}

/* A topk of few over a line of at least two PARTs: each part keeps its
 * own k best, in parallel, and the parts' bests then meet in one heap.
 * The k best of the line by (key, index) are among them, whichever
 * thread read which part (one thread had read 2^20 elements alone). */
enum { PART = 1 << 17 };

typedef struct Parts {
    const Job *job;
    const char *ip;
    int64_t ist, n;
    uint64_t *key;            /* k a part */
    int64_t *idx;
    int64_t *got;             /* a part's count, k unless it is short */
} Parts;

static void part_best(void *ctx, int64_t p)
{
    const Parts *ps = ctx;
    int64_t k = ps->job->k, isz = (int64_t)dtype_size(ps->job->a->in[0].dtype);
    int64_t i1 = (p + 1) * PART < ps->n ? (p + 1) * PART : ps->n;
    _Alignas(8) unsigned char buf[BLOCK * 8];
    uint64_t kb[BLOCK], lo = ~(uint64_t)0, hi = 0;
    Best best = {ps->key + p * k, ps->idx + p * k, k, 0};
    for (int64_t i = p * PART; i < i1; i += BLOCK) {
        int64_t m = i1 - i < BLOCK ? i1 - i : BLOCK;
        keys_of(ps->job, ps->ip + i * ps->ist * isz, ps->ist, m, buf, kb, &lo, &hi);
        best_take(&best, kb, i, m);
    }
    ps->got[p] = best.n;
}

/* The line's k best into best, in a heap, from its parts' (false: out of
 * memory). */
static bool topk_parts(const Job *job, const char *ip, int64_t ist, int64_t n, Best *best)
{
    int64_t parts = (n + PART - 1) / PART, k = job->k;
    Parts ps = {job, ip, ist, n, malloc((size_t)(parts * k) * sizeof(uint64_t) + 1),
                malloc((size_t)(parts * k) * sizeof(int64_t) + 1), malloc((size_t)parts * sizeof(int64_t))};
    bool ok = ps.key && ps.idx && ps.got;
    if (ok) {
        cpu_parallel(parts, part_best, &ps);
        for (int64_t p = 0; p < parts; p++)
            for (int64_t j = 0; j < ps.got[p]; j++)
                best_offer(best, ps.key[p * k + j], ps.idx[p * k + j]);
    }
    free(ps.key);
    free(ps.idx);
    free(ps.got);
    return ok;
}

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
    uint64_t lo = ~(uint64_t)0, hi = 0;
    bool parted = few && job->lines == 1 && n >= 2 * PART && topk_parts(job, ip, ist, n, &best);
    for (int64_t i = 0; !parted && i < n; i += BLOCK) {
        int64_t m = n - i < BLOCK ? n - i : BLOCK;
        keys_of(job, ip + i * ist * isz, ist, m, buf, few ? kb : key + i, &lo, &hi);
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
    return radix_sort(key, idx, n, lo, hi) ? idx + n : idx;
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
            char *vp = (char *)vo->data + cpu_line_offset(vo, in->shape, job->dim, l) * isz;
            Tally t;
            if (tallies(job) && tally_line(job, ip, ist, n, &t)) {
                fill_line(job, &t, vp, vst);
                continue;
            }
            const int64_t *x = sort_line(job, ip, ist, n, key, idx);
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
    int64_t n = in->shape[job.dim], isz = (int64_t)dtype_size(dt);
    Tally t;
    if (job.lines == 1 && n > TALLY_PART && tallies(&job) &&
        tally_long_line(&job, (const char *)in->data, in->strides[job.dim], n, &t)) {
        fill_line(&job, &t, a->out[0].data, a->out[0].strides[job.dim] * isz);
        return;
    }
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

/* ---- kth: the value and index of the element at place in[1] (one a line)
 * of each line's stable ascending sort, found without the sort.  A radix
 * select of the line's keys, the top byte of their span first: count the
 * candidates' digits, keep (in index order) those of the digit the place
 * falls in, less the count below it, down to the last byte; the
 * candidates left share the key, and the place among them, in index
 * order, is the stable sort's.  O(n) a line: median of 2^22 float32
 * sorted its line in 400 ms (0.2x PyTorch's selection). ---- */

/* The digits of a select are the bits of key - lo under mask at shift, the
 * top ones of the span first, 8 a digit; a long line's first digit takes
 * 12, a float's sign and exponent: 8 left half of a float64 line of
 * normal values in one digit (20 kthvalue(300) of 2^22 of them: 1.40 ->
 * 0.66 s of CPU).  A span of 2^18 takes 256 digits, not 4, which left a third
 * of an int32 line's 2^22 candidates.  The next digit, down to 0, may
 * take in bits the candidates already share. */
enum { DIGIT_BITS = 8, TOP_BITS = 12, WIDE_LINE = 1 << 16 };

static int next_shift(int shift)
{
    return shift > DIGIT_BITS ? shift - DIGIT_BITS : 0;
}

/* The count of each digit of m keys: two counts, each of every other key,
 * so that a run of one digit does not wait on its own count. */
static void count_digits(const uint64_t *key, int64_t m, uint64_t lo, int shift, uint64_t mask, int64_t *count)
{
    int64_t c[2][1 << TOP_BITS];
    memset(c[0], 0, (mask + 1) * sizeof c[0][0]);
    memset(c[1], 0, (mask + 1) * sizeof c[1][0]);
    int64_t i = 0;
    for (; i + 2 <= m; i += 2) {
        c[0][((key[i] - lo) >> shift) & mask]++;
        c[1][((key[i + 1] - lo) >> shift) & mask]++;
    }
    for (; i < m; i++)
        c[0][((key[i] - lo) >> shift) & mask]++;
    for (uint64_t d = 0; d <= mask; d++)
        count[d] = c[0][d] + c[1][d];
}

/* The m keys (idx their indices; NULL: 0, 1, ...) whose digit at shift is
 * d, in order, into key/ci (ci may be idx), counting their next digits
 * in count; their count.  A branch, not a store of every key: few keep
 * the digit of a middle place. */
static int64_t keep_digit(uint64_t *key, const int64_t *idx, int64_t m, uint64_t lo, int shift, uint64_t mask,
                          uint64_t d, int64_t *ci, int64_t *count)
{
    int64_t j = 0;
    int next = next_shift(shift);
    memset(count, 0, 256 * sizeof *count);
    for (int64_t i = 0; i < m; i++) {
        uint64_t k = key[i];
        if ((((k - lo) >> shift) & mask) == d) {
            key[j] = k;
            ci[j++] = idx ? idx[i] : i;
            count[((k - lo) >> next) & 255]++;
        }
    }
    return j;
}

/* Of m keys in index order, the one at place of their stable order, by
 * counting the keys before each: for a few, cheaper than counting digits
 * (median(dim=1) of 4096 x 16 float32: 0.56 -> 2.1x PyTorch). */
enum { FEW_KEYS = 32 };

static int64_t place_by_rank(const uint64_t *key, int64_t m, int64_t place)
{
    for (int64_t i = 0; i < m - 1; i++) {
        int64_t before = 0;
        for (int64_t j = 0; j < i; j++)
            before += key[j] <= key[i];
        for (int64_t j = i + 1; j < m; j++)
            before += key[j] < key[i];
        if (before == place)
            return i;
    }
    return m - 1;
}

/* The index of the element at place of the stable ascending order of the
 * n keys spanning lo..hi, which it overwrites with candidates; ci: room for
 * n candidates' indices. */
static int64_t select_place(uint64_t *key, int64_t n, uint64_t lo, uint64_t hi, int64_t place, int64_t *ci)
{
    int bits = n >= WIDE_LINE ? TOP_BITS : DIGIT_BITS, shift = 0;
    while (shift < 64 - bits && (hi - lo) >> shift >> bits != 0)
        shift++;
    const int64_t *idx = NULL;
    uint64_t mask = ((uint64_t)1 << bits) - 1;
    int64_t m = n, count[1 << TOP_BITS];
    if (m > FEW_KEYS)
        count_digits(key, m, lo, shift, mask, count);
    for (; m > FEW_KEYS; shift = next_shift(shift), mask = 255) {
        uint64_t d = 0;
        while (place >= count[d])
            place -= count[d++];
        if (count[d] < m) {
            m = keep_digit(key, idx, m, lo, shift, mask, d, ci, count);
            idx = ci;
        } else if (shift > 0) {
            count_digits(key, m, lo, next_shift(shift), 255, count);
        }
        if (shift == 0)
            break;
    }
    /* the candidates left share their key, or are few */
    int64_t c = m <= FEW_KEYS ? place_by_rank(key, m, place) : place;
    return idx ? idx[c] : c;
}

/* Scratch of bytes for a line's keys: a long line's on huge pages (as
 * kernels/sim/memory.c's blocks), whose faults cost less than 4 KiB
 * pages' (median of 2^22 float32 faulted in 8192 pages of keys). */
static void *scratch(size_t bytes)
{
    const size_t huge = (size_t)2 << 20;
    void *p = NULL;
    if (bytes < huge)
        return malloc(bytes);
    bytes = (bytes + huge - 1) / huge * huge;
    if (posix_memalign(&p, huge, bytes) != 0)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE);
#endif
    return p;
}

/* The NaNs among a float line's n keys, the largest of which is hi: the
 * keys of NaN (sortkey.h), 0 of an integer line, whose largest key is
 * the same bits. */
static int64_t nan_keys(const Job *job, const uint64_t *key, int64_t n, uint64_t hi)
{
    uint64_t nan = job->bytes == 8 ? ~(uint64_t)0 : 0xFFFFFFFFu;
    int64_t count = 0;
    if (!dtype_is_float(job->a->in[0].dtype) || hi != nan)
        return 0;
    for (int64_t i = 0; i < n; i++)
        count += key[i] == nan;
    return count;
}

static void kth_chunk(void *ctx, int64_t c)
{
    const Job *job = ctx;
    const OpArgs *a = job->a;
    int dim = job->dim;
    const DevTensor *in = &a->in[0], *at = &a->in[1], *vo = &a->out[0], *io = &a->out[1];
    KthRule rule = (KthRule)a->si[1];
    int64_t n = in->shape[dim], isz = (int64_t)dtype_size(in->dtype), ist = in->strides[dim];
    uint64_t *key = scratch((size_t)n * sizeof(uint64_t) + 1);
    int64_t *ci = malloc((size_t)n * sizeof(int64_t) + 1);
    _Alignas(8) unsigned char buf[BLOCK * 8];
    int64_t l1 = (c + 1) * job->per < job->lines ? (c + 1) * job->per : job->lines;
    for (int64_t l = c * job->per; key && ci && l < l1; l++) {
        const char *ip = (const char *)in->data + cpu_line_offset(in, in->shape, dim, l) * isz;
        uint64_t lo = ~(uint64_t)0, hi = 0;
        for (int64_t i = 0; i < n; i += BLOCK)
            keys_of(job, ip + i * ist * isz, ist, n - i < BLOCK ? n - i : BLOCK, buf, key + i, &lo, &hi);
        int64_t place = rule == KTH_AT ? ((const int64_t *)at->data)[cpu_line_offset(at, in->shape, dim, l)]
                                       : kth_rule_place(rule, n, nan_keys(job, key, n, hi));
        place = place < 0 ? 0 : place >= n ? n - 1 : place;
        int64_t e = select_place(key, n, lo, hi, place, ci);
        memcpy((char *)vo->data + cpu_line_offset(vo, in->shape, dim, l) * isz, ip + e * ist * isz, (size_t)isz);
        ((int64_t *)io->data)[cpu_line_offset(io, in->shape, dim, l)] = e;
    }
    free(key);
    free(ci);
}

void cpu_kth(const OpArgs *a)
{
    const DevTensor *in = &a->in[0];
    DType dt = in->dtype;
    int dim = (int)a->si[0];
    Job job = {a, dim, false, dt == DT_FLOAT64 || dt == DT_INT64 ? 8 : 4, cpu_line_count(in, dim), 0, 0};
    if (job.lines == 0 || in->shape[dim] == 0)
        return;
    cpu_parallel(cpu_line_chunks(job.lines, in->shape[dim], &job.per), kth_chunk, &job);
}

/* sorted_runs: the line sorted into scratch, then its runs (index.c).
 * The scratch (on huge pages, as the device's blocks) is kept from call
 * to call, grown as needed: one faulted in afresh at every call made
 * unique of 2^20 float32 0.10-0.15 slower than msort and runs apart
 * (whose sort writes a cached device block).  A call that finds it in use
 * on another stream takes its own. */
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;
static void *kept;
static size_t kept_bytes;

void cpu_sorted_runs(const OpArgs *a)
{
    const DevTensor *in = &a->in[0];
    size_t bytes = (size_t)in->shape[0] * dtype_size(in->dtype);
    bool own = pthread_mutex_trylock(&kept_lock) != 0;
    if (!own && bytes > kept_bytes) {
        free(kept);
        kept = scratch(bytes);
        kept_bytes = bytes;
    }
    OpArgs sort, runs = *a;
    memset(&sort, 0, sizeof sort);
    sort.in[0] = sort.out[0] = *in;
    sort.out[0].data = own ? scratch(bytes) : kept;
    sort.nin = sort.nout = 1;
    sort.dtype = in->dtype;
    cpu_sort(&sort);
    runs.in[0] = sort.out[0];
    cpu_runs(&runs);
    if (own)
        free(sort.out[0].data);
    else
        pthread_mutex_unlock(&kept_lock);
}
