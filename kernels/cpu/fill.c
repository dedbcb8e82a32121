/* fill.c: kernels that write without reading: fill, arange, linspace, eye.
 * Values are computed as PyTorch's CPU kernels compute them, so that the
 * same scalars give the same bits. */
#include <stdint.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

/* n copies of the es bytes at v from out on, 32 bytes of them at a time
 * from a pattern in a register: GCC's -O2 leaves a loop that stores one
 * value scalar ("no vectype" for the invariant).  The stores are aligned,
 * the elements before the first 32-byte boundary set one by one (all of
 * them where elements do not lie at multiples of their size): GCC's
 * generic tuning splits an unaligned 32-byte store into two of 16.
 * x.fill_(0.5) of a 1024 x 1024 float32: 335 -> 90 us, 64 bytes at a
 * time; aligned 32-byte stores 83 -> 50 us. */
typedef unsigned char Bytes32 __attribute__((vector_size(32), may_alias));

CPU_CLONES static void fill_pattern(char *out, const void *v, size_t es, int64_t n)
{
    Bytes32 pat;
    for (size_t k = 0; k < sizeof pat; k += es)
        memcpy((char *)&pat + k, v, es);
    size_t bytes = (size_t)n * es, i = 0;
    for (; i + es <= bytes && (uintptr_t)(out + i) % sizeof pat; i += es)
        memcpy(out + i, v, es);
    for (; i + sizeof pat <= bytes; i += sizeof pat)
        *(Bytes32 *)(out + i) = pat;
    memcpy(out + i, &pat, bytes - i);
}

#define FILL(t, T, V)                                                      \
    static void fill_##t(void *out, const void *const *in, int64_t n,     \
                         const OpArgs *a)                                 \
    {                                                                     \
        (void)in;                                                         \
        T v = (T)a->V[0];                                                 \
        fill_pattern(out, &v, sizeof v, n);                               \
    }
FILL(u8, uint8_t, si)
FILL(i8, int8_t, si)
FILL(i16, int16_t, si)
FILL(i32, int32_t, si)
FILL(i64, int64_t, si)
FILL(f32, float, sf)
FILL(f64, double, sf)

/* out = sf[0] (float dtypes) or si[0] (integer dtypes and bool), a value
 * dispatch has already made exact in the output's dtype. */
void cpu_fill(const OpArgs *a)
{
    static const CpuLoop loops[DT_COUNT] = {
        [DT_BOOL] = fill_u8, [DT_UINT8] = fill_u8, [DT_INT8] = fill_i8,
        [DT_INT16] = fill_i16, [DT_INT32] = fill_i32, [DT_INT64] = fill_i64,
        [DT_FLOAT16] = fill_f32, [DT_BFLOAT16] = fill_f32, [DT_FLOAT32] = fill_f32,
        [DT_FLOAT64] = fill_f64,
    };
    DType dt = a->out[0].dtype;
    cpu_iterate(a, loops[dt], cpu_buffer_dtype(dt), NULL);
}

/* float16/bfloat16 values a kernel holds in float between steps. */
static float round_to(DType dt, float v)
{
    if (dt == DT_FLOAT16)
        return dtype_half_to_float(dtype_float_to_half(v));
    if (dt == DT_BFLOAT16)
        return dtype_bf16_to_float(dtype_float_to_bf16(v));
    return v;
}

/* out[i] = start + i * step over a 1-d out: integers in int64 arithmetic
 * (si[0], si[1]), float32/float64 in double and float16/bfloat16 in float
 * (sf[0], sf[1]): PyTorch's CPU accumulate types. */
void cpu_arange(const OpArgs *a)
{
    const DevTensor *o = &a->out[0];
    if (o->dtype == DT_INT64) {
        /* the positions nonzero and indexing number: no call an element */
        int64_t *q = o->data;
        for (int64_t i = 0; i < o->shape[0]; i++)
            q[i * o->strides[0]] = (int64_t)((uint64_t)a->si[0] + (uint64_t)a->si[1] * (uint64_t)i);
        return;
    }
    char *p = o->data;
    int64_t step_bytes = o->strides[0] * (int64_t)dtype_size(o->dtype);
    for (int64_t i = 0; i < o->shape[0]; i++, p += step_bytes) {
        if (dtype_is_int(o->dtype)) {
            uint64_t v = (uint64_t)a->si[0] + (uint64_t)a->si[1] * (uint64_t)i;
            dtype_store_int(o->dtype, p, (int64_t)v);
        } else if (o->dtype == DT_FLOAT16 || o->dtype == DT_BFLOAT16) {
            dtype_store_double(o->dtype, p, (float)a->sf[0] + (float)a->sf[1] * (float)i);
        } else {
            dtype_store_double(o->dtype, p, a->sf[0] + a->sf[1] * (double)i);
        }
    }
}

/* A dense float32 linspace, chunks of it in parallel: the same values as
 * cpu_linspace's loop, stored without a dtype switch an element. */
typedef struct Linspace {
    float *out, start, end, step;
    int64_t steps, halfway;
} Linspace;

enum { LINSPACE_CHUNK = 1 << 16 };

CPU_CLONES static void linspace_chunk(void *ctx, int64_t c)
{
    const Linspace *l = ctx;
    int64_t i0 = c * LINSPACE_CHUNK, i1 = i0 + LINSPACE_CHUNK < l->steps ? i0 + LINSPACE_CHUNK : l->steps;
    int64_t mid = l->halfway < i0 ? i0 : l->halfway < i1 ? l->halfway : i1;
    float *o = l->out, start = l->start, end = l->end, step = l->step;
    int64_t last = l->steps - 1;
    CPU_LOOP(mid - i0, o[i0 + i] = start + step * (float)(i0 + i));
    CPU_LOOP(i1 - mid, o[mid + i] = end - step * (float)(last - (mid + i)));
}

/* linspace over a 1-d out of si[2] >= 1 elements from start to end: the
 * first half counts up from start, the second down from end, as PyTorch's
 * CPU kernel does.  Floats: sf[0], sf[1], already exact in the dtype, with
 * the step in that dtype; integers: si[0], si[1] with a double step. */
void cpu_linspace(const OpArgs *a)
{
    const DevTensor *o = &a->out[0];
    DType dt = o->dtype;
    int64_t steps = a->si[2];
    int64_t halfway = steps == 1 ? 1 : steps / 2;   /* one step is start itself */
    char *p = o->data;
    int64_t step_bytes = o->strides[0] * (int64_t)dtype_size(dt);
    if (dtype_is_int(dt)) {
        double start = (double)a->si[0], end = (double)a->si[1];
        double step = steps > 1 ? (end - start) / (double)(steps - 1) : 0;
        for (int64_t i = 0; i < steps; i++, p += step_bytes) {
            double v = i < halfway ? start + step * (double)i
                                   : end - step * (double)(steps - i - 1);
            dtype_store_double(dt, p, v);
        }
    } else if (dt == DT_FLOAT64) {
        double start = a->sf[0], end = a->sf[1];
        double step = steps > 1 ? (end - start) / (double)(steps - 1) : 0;
        for (int64_t i = 0; i < steps; i++, p += step_bytes) {
            double v = i < halfway ? start + step * (double)i
                                   : end - step * (double)(steps - i - 1);
            dtype_store_double(dt, p, v);
        }
    } else {
        float start = (float)a->sf[0], end = (float)a->sf[1];
        float step = steps > 1 ? round_to(dt, (end - start) / (float)(steps - 1)) : 0;
        if (dt == DT_FLOAT32 && (o->strides[0] == 1 || steps == 1)) {
            Linspace l = {(float *)p, start, end, step, steps, halfway};
            cpu_parallel((steps + LINSPACE_CHUNK - 1) / LINSPACE_CHUNK, linspace_chunk, &l);
            return;
        }
        for (int64_t i = 0; i < steps; i++, p += step_bytes) {
            float v = i < halfway ? start + step * (float)i
                                  : end - step * (float)(steps - i - 1);
            dtype_store_double(dt, p, v);
        }
    }
}

/* out[i, j] = (i == j) over a 2-d out. */
/* Zeros (all bits clear, in every dtype) a row at a time, rows in
 * parallel, then the ones of the diagonal. */
typedef struct Eye {
    const DevTensor *o;
    int64_t per;
} Eye;

static void eye_rows(void *ctx, int64_t c)
{
    const Eye *e = ctx;
    const DevTensor *o = e->o;
    int64_t es = (int64_t)dtype_size(o->dtype);
    int64_t i1 = (c + 1) * e->per < o->shape[0] ? (c + 1) * e->per : o->shape[0];
    for (int64_t i = c * e->per; i < i1; i++) {
        char *row = (char *)o->data + i * o->strides[0] * es;
        if (o->strides[1] == 1)
            memset(row, 0, (size_t)(o->shape[1] * es));
        else
            for (int64_t j = 0; j < o->shape[1]; j++)
                memset(row + j * o->strides[1] * es, 0, (size_t)es);
        if (i < o->shape[1])
            dtype_store_int(o->dtype, row + i * o->strides[1] * es, 1);
    }
}

void cpu_eye(const OpArgs *a)
{
    Eye e = {&a->out[0], a->out[0].shape[0]};
    int64_t rows = e.o->shape[0], chunks = 1;
    if (rows >= 2 && rows * e.o->shape[1] >= CPU_PARALLEL_MIN) {
        chunks = rows < 64 ? rows : 64;
        e.per = (rows + chunks - 1) / chunks;
        chunks = (rows + e.per - 1) / e.per;
    }
    cpu_parallel(chunks, eye_rows, &e);
}
