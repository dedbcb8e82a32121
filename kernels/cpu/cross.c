/* cross.c: ops.def's cross on the simulated device, the twin of
 * kernels/cuda/cross.cu: each 3-vector of out along dim from those of
 * in0 and in1 (broadcast, any strides), x[k + 1] y[k + 2] - x[k + 2]
 * y[k + 1], each product and the difference rounded to the dtype: in the
 * dtype for float32 and float64, in float rounded at each step for
 * float16 and bfloat16 (c10::Half's arithmetic), integers wrapping.  The
 * vectors are walked in runs along the innermost dim left, the others
 * stepped without a division. */
#include <string.h>

#include "base/dtype.h"
#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

/* Vectors a chunk of the parallel work takes. */
enum { CHUNK = 1 << 13 };

typedef struct Job {
    const OpArgs *a;
    int nd;                            /* out's dims of more than one position, but dim */
    int64_t shape[DEV_MAX_DIMS];
    int64_t st[3][DEV_MAX_DIMS];       /* out, in0, in1 along them, in elements */
    int64_t step[3];                   /* along dim */
    int64_t n;                         /* vectors */
} Job;

/* v rounded to the 16-bit float dt. */
static float rounded(DType dt, float v)
{
    return dt == DT_FLOAT16 ? dtype_half_to_float(dtype_float_to_half(v)) : dtype_bf16_to_float(dtype_float_to_bf16(v));
}

/* A run of n vectors of float32 or float64 (T), the next one inc[t]
 * elements on, their elements step[t] apart. */
#define CROSS_RUN(T)                                                                           \
    static void cross_run_##T(T *o, const T *x, const T *y, int64_t n, const int64_t *inc,     \
                              const int64_t *step)                                             \
    {                                                                                          \
        int64_t os = step[0], xs = step[1], ys = step[2];                                      \
        for (int64_t v = 0; v < n; v++, o += inc[0], x += inc[1], y += inc[2]) {               \
            T a0 = x[0], a1 = x[xs], a2 = x[2 * xs], b0 = y[0], b1 = y[ys], b2 = y[2 * ys];    \
            T p0 = a1 * b2, q0 = a2 * b1, p1 = a2 * b0, q1 = a0 * b2, p2 = a0 * b1, q2 = a1 * b0; \
            o[0] = p0 - q0;                                                                    \
            o[os] = p1 - q1;                                                                   \
            o[2 * os] = p2 - q2;                                                               \
        }                                                                                      \
    }
CROSS_RUN(float)
CROSS_RUN(double)
#undef CROSS_RUN

/* The same of another dtype dt, through double and int64 (bytes apart). */
static void cross_run_other(DType dt, char *o, const char *x, const char *y, int64_t n, const int64_t *inc,
                            const int64_t *step)
{
    for (int64_t v = 0; v < n; v++, o += inc[0], x += inc[1], y += inc[2]) {
        for (int k = 0; k < 3; k++) {
            int i = (k + 1) % 3, j = (k + 2) % 3;
            const char *xi = x + i * step[1], *xj = x + j * step[1], *yi = y + i * step[2], *yj = y + j * step[2];
            char *r = o + k * step[0];
            if (dtype_is_float(dt)) {
                float p = rounded(dt, (float)dtype_load_double(dt, xi) * (float)dtype_load_double(dt, yj));
                float q = rounded(dt, (float)dtype_load_double(dt, xj) * (float)dtype_load_double(dt, yi));
                dtype_store_double(dt, r, p - q);
            } else {
                uint64_t p = (uint64_t)dtype_load_int(dt, xi) * (uint64_t)dtype_load_int(dt, yj);
                uint64_t q = (uint64_t)dtype_load_int(dt, xj) * (uint64_t)dtype_load_int(dt, yi);
                dtype_store_int(dt, r, (int64_t)(p - q));
            }
        }
    }
}

static void cross_chunk(void *ctx, int64_t chunk)
{
    const Job *job = ctx;
    const OpArgs *a = job->a;
    DType dt = a->out[0].dtype;
    char *base[3] = {(char *)a->out[0].data, (char *)a->in[0].data, (char *)a->in[1].data};
    int64_t es = (int64_t)dtype_size(dt), last = job->nd - 1;
    int64_t first = chunk * CHUNK, end = first + CHUNK < job->n ? first + CHUNK : job->n;
    /* the first vector's coordinates and offsets */
    int64_t at[DEV_MAX_DIMS], off[3] = {0, 0, 0}, rest = first;
    for (int d = last; d >= 0; d--) {
        at[d] = rest % job->shape[d];
        rest /= job->shape[d];
        for (int t = 0; t < 3; t++) off[t] += at[d] * job->st[t][d];
    }
    int64_t inc[3] = {0, 0, 0}, bytes[3], ibytes[3], run_len = last >= 0 ? job->shape[last] : 1;
    for (int t = 0; t < 3; t++) {
        inc[t] = last >= 0 ? job->st[t][last] : 0;
        bytes[t] = job->step[t] * es;
        ibytes[t] = inc[t] * es;
    }
    for (int64_t v = first; v < end;) {
        int64_t n = run_len - (last >= 0 ? at[last] : 0);
        n = n < end - v ? n : end - v;
        if (dt == DT_FLOAT32)
            cross_run_float((float *)base[0] + off[0], (const float *)base[1] + off[1],
                            (const float *)base[2] + off[2], n, inc, job->step);
        else if (dt == DT_FLOAT64)
            cross_run_double((double *)base[0] + off[0], (const double *)base[1] + off[1],
                             (const double *)base[2] + off[2], n, inc, job->step);
        else
            cross_run_other(dt, base[0] + off[0] * es, base[1] + off[1] * es, base[2] + off[2] * es, n, ibytes,
                            bytes);
        v += n;
        if (last < 0)
            break;
        /* on to the next run: the innermost dim done, the outer ones stepped */
        for (int t = 0; t < 3; t++) off[t] += n * inc[t];
        at[last] += n;
        for (int d = last; d > 0 && at[d] == job->shape[d]; d--) {
            for (int t = 0; t < 3; t++) off[t] += job->st[t][d - 1] - at[d] * job->st[t][d];
            at[d] = 0;
            at[d - 1]++;
        }
    }
}

void cpu_cross(const OpArgs *a)
{
    const DevTensor *ts[3] = {&a->out[0], &a->in[0], &a->in[1]};
    int dim = (int)a->si[0];
    Job job = {.a = a, .n = 1};
    for (int d = 0; d < ts[0]->ndim; d++) {
        if (d == dim || ts[0]->shape[d] == 1)
            continue;
        job.shape[job.nd] = ts[0]->shape[d];
        for (int t = 0; t < 3; t++) job.st[t][job.nd] = ts[t]->strides[d];
        job.n *= ts[0]->shape[d];
        job.nd++;
    }
    for (int t = 0; t < 3; t++) job.step[t] = ts[t]->strides[dim];
    if (job.n > 0)
        cpu_parallel((job.n + CHUNK - 1) / CHUNK, cross_chunk, &job);
}
