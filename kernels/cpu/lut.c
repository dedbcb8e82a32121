/* lut.c: float16 and bfloat16 results of the heavy one-input ops (ops.def's
 * HEAVY: exp, log, tanh, erf, gelu ...; none with params) by table, as the
 * CUDA device's lut.cu: a 16-bit input has 65536 values, so an op's float
 * loop runs once over all of them (widened and narrowed as cpu_iterate
 * converts) and a dense launch looks its elements up, the same bits at
 * memory speed.  Tables are built on first use, under a lock (streams run
 * kernels on several threads), and kept for the life of the process. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "cpu/iter.h"
#include "cpu/lut.h"
#include "cpu/parallel.h"

#define LUT_SIZE 65536
#define LUT_CHUNK ((int64_t)1 << 16)

static _Atomic(uint16_t *) tables[OP_COUNT][2];
static pthread_mutex_t building = PTHREAD_MUTEX_INITIALIZER;

/* Row-major with no gaps (size-1 dimensions aside). */
static bool dense(const DevTensor *t)
{
    int64_t want = 1;
    for (int d = t->ndim - 1; d >= 0; d--) {
        if (t->shape[d] != 1 && t->strides[d] != want)
            return false;
        want *= t->shape[d];
    }
    return true;
}

static uint16_t *build(DType dt, CpuLoop loop, const OpArgs *a)
{
    uint16_t *in = malloc(LUT_SIZE * sizeof *in), *table = malloc(LUT_SIZE * sizeof *table);
    float *x = malloc(LUT_SIZE * sizeof *x), *y = malloc(LUT_SIZE * sizeof *y);
    if (!in || !table || !x || !y) {
        free(in), free(table), free(x), free(y);
        return NULL;
    }
    for (int i = 0; i < LUT_SIZE; i++)
        in[i] = (uint16_t)i;
    cpu_convert(x, DT_FLOAT32, 1, in, dt, 1, LUT_SIZE);
    const void *ins[1] = {x};
    loop(y, ins, LUT_SIZE, a);
    cpu_convert(table, dt, 1, y, DT_FLOAT32, 1, LUT_SIZE);
    free(in), free(x), free(y);
    return table;
}

static const uint16_t *table_of(OpCode op, DType dt, CpuLoop loop, const OpArgs *a)
{
    _Atomic(uint16_t *) *slot = &tables[op][dt == DT_BFLOAT16];
    uint16_t *t = atomic_load_explicit(slot, memory_order_acquire);
    if (t)
        return t;
    pthread_mutex_lock(&building);
    t = atomic_load_explicit(slot, memory_order_relaxed);
    if (!t && (t = build(dt, loop, a)))
        atomic_store_explicit(slot, t, memory_order_release);
    pthread_mutex_unlock(&building);
    return t;
}

typedef struct Lookup {
    const uint16_t *table, *in;
    uint16_t *out;
    int64_t n;
} Lookup;

static void lookup_chunk(void *ctx, int64_t chunk)
{
    const Lookup *l = ctx;
    int64_t end = (chunk + 1) * LUT_CHUNK < l->n ? (chunk + 1) * LUT_CHUNK : l->n;
    for (int64_t i = chunk * LUT_CHUNK; i < end; i++)
        l->out[i] = l->table[l->in[i]];
}

bool cpu_lut_run(OpCode op, const OpArgs *a, CpuLoop loop)
{
    DType dt = a->dtype;
    if ((dt != DT_FLOAT16 && dt != DT_BFLOAT16) || a->in_is_scalar[0] || a->in[0].dtype != dt ||
        a->out[0].dtype != dt || !dense(&a->in[0]) || !dense(&a->out[0]))
        return false;
    const uint16_t *table = table_of(op, dt, loop, a);
    if (!table)
        return false;
    Lookup l = {table, a->in[0].data, a->out[0].data, 1};
    for (int d = 0; d < a->out[0].ndim; d++)
        l.n *= a->out[0].shape[d];
    cpu_parallel((l.n + LUT_CHUNK - 1) / LUT_CHUNK, lookup_chunk, &l);
    return true;
}
