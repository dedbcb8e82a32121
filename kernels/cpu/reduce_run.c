/* reduce_run.c: reductions of one contiguous run (see reduce_run.h), a
 * part a thread: extremes and wrapping sums and products of integers,
 * which no order changes, so the parts combine as they come; the
 * extreme of bfloat16; the first element holding a value, or a zero, or
 * no zero.
 *
 * A value is found by its bits: the walk keeps the first element equal to
 * the extreme, and an element matches when (bits & mask) - lo <= span as
 * unsigned numbers, which says "these bits" (span 0), "either zero" (mask
 * off the sign), "any NaN" (above infinity's bits, sign masked) and "no
 * zero" (lo 1, span all but one) in one comparison that vectorises for
 * every width. */
#include <math.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/parallel.h"
#include "cpu/reduce_run.h"

/* Elements a search tests together before it looks for which one hit. */
enum { SEARCH_BLOCK = 256, MAX_PARTS = 64 };

typedef struct Key {
    uint64_t mask, lo, span;
} Key;

/* Parts of a run of n, each one thread's: a count that depends on n alone. */
static int64_t parts_of(int64_t n, int64_t *per)
{
    int64_t parts = 1;
    *per = n;
    if (n >= 2 * CPU_PARALLEL_MIN) {
        parts = n / CPU_PARALLEL_MIN < MAX_PARTS ? n / CPU_PARALLEL_MIN : MAX_PARTS;
        *per = (n + parts - 1) / parts;
        parts = (n + *per - 1) / *per;
    }
    return parts;
}

#define FIRST_MATCH(name, U)                                                   \
    CPU_CLONES static int64_t name(const U *x, int64_t n, Key k)               \
    {                                                                          \
        U mask = (U)k.mask, lo = (U)k.lo, span = (U)k.span;                    \
        for (int64_t i0 = 0; i0 < n; i0 += SEARCH_BLOCK) {                     \
            int64_t m = n - i0 < SEARCH_BLOCK ? n - i0 : SEARCH_BLOCK;         \
            const U *q = x + i0;                                               \
            int hit = 0;                                                       \
            CPU_LOOP(m, hit |= (U)((q[i] & mask) - lo) <= span);               \
            if (!hit)                                                          \
                continue;                                                      \
            for (int64_t i = 0;; i++)                                          \
                if ((U)((q[i] & mask) - lo) <= span)                           \
                    return i0 + i;                                             \
        }                                                                      \
        return -1;                                                             \
    }
FIRST_MATCH(first8, uint8_t)
FIRST_MATCH(first16, uint16_t)
FIRST_MATCH(first32, uint32_t)
FIRST_MATCH(first64, uint64_t)

typedef struct FirstJob {
    const char *x;
    int width;
    int64_t n, per;
    Key key;
    int64_t at[MAX_PARTS];
} FirstJob;

static void first_part(void *ctx, int64_t c)
{
    FirstJob *j = ctx;
    int64_t e0 = c * j->per, m = (e0 + j->per < j->n ? e0 + j->per : j->n) - e0;
    const char *p = j->x + e0 * j->width;
    int64_t at = j->width == 1 ? first8((const uint8_t *)p, m, j->key)
               : j->width == 2 ? first16((const uint16_t *)p, m, j->key)
               : j->width == 4 ? first32((const uint32_t *)p, m, j->key)
                               : first64((const uint64_t *)p, m, j->key);
    j->at[c] = at < 0 ? -1 : e0 + at;
}

static int64_t first_of(const void *x, int width, int64_t n, Key key)
{
    FirstJob j = {.x = x, .width = width, .n = n, .key = key};
    int64_t parts = parts_of(n, &j.per);
    cpu_parallel(parts, first_part, &j);
    for (int64_t c = 0; c < parts; c++)
        if (j.at[c] >= 0)
            return j.at[c];
    return -1;
}

/* The key of value v whose bits are `bits`, of a float format whose bits
 * but the sign are `abs` and whose infinity is `inf`. */
static Key float_key(double v, uint64_t bits, uint64_t abs, uint64_t inf)
{
    if (v != v)
        return (Key){abs, inf + 1, abs - (inf + 1)};
    if (v == 0)
        return (Key){abs, 0, 0};
    return (Key){~(uint64_t)0, bits, 0};
}

int64_t run_first_float(const void *x, DType dt, int64_t n, double v)
{
    float f = (float)v;
    uint32_t b32;
    uint64_t b64;
    memcpy(&b32, &f, sizeof b32);
    memcpy(&b64, &v, sizeof b64);
    switch (dt) {
    case DT_FLOAT64:
        return first_of(x, 8, n, float_key(v, b64, 0x7fffffffffffffffULL, 0x7ff0000000000000ULL));
    case DT_FLOAT32:
        return first_of(x, 4, n, float_key(v, b32, 0x7fffffff, 0x7f800000));
    case DT_BFLOAT16:
        return first_of(x, 2, n, float_key(v, b32 >> 16, 0x7fff, 0x7f80));
    default:
        return first_of(x, 2, n, float_key(v, dtype_float_to_half(f), 0x7fff, 0x7c00));
    }
}

int64_t run_first_int(const void *x, DType dt, int64_t n, int64_t v)
{
    return first_of(x, (int)dtype_size(dt), n, (Key){~(uint64_t)0, (uint64_t)v, 0});
}

uint64_t run_zero_mask(DType dt)
{
    int width = (int)dtype_size(dt);
    uint64_t all = width == 8 ? ~(uint64_t)0 : ((uint64_t)1 << 8 * width) - 1;
    return dtype_is_float(dt) ? all >> 1 : all;
}

int64_t run_first_zero(const void *x, DType dt, int64_t n, bool zero)
{
    /* no zero: (bits & mask) - 1 at most the width's largest less one */
    uint64_t mask = run_zero_mask(dt);
    return first_of(x, (int)dtype_size(dt), n, zero ? (Key){mask, 0, 0} : (Key){mask, 1, ~(uint64_t)1});
}

/* Extremes in the elements' own type, which no order changes: a max or
 * min reduction that GCC vectorises (lanes in an array had kept them in
 * memory, a load and a store a vector; int32 max() of 2048 x 2048: 0.23 ->
 * 1.2x PyTorch's speed). */
#define EXTREME_LANES(name, T, BEYOND)                                       \
    CPU_CLONES CPU_STRIDED static int64_t name(const T *x, int64_t n)        \
    {                                                                        \
        T m = x[0];                                                          \
        for (int64_t i = 1; i < n; i++)                                      \
            m = x[i] BEYOND m ? x[i] : m;                                    \
        return m;                                                            \
    }
#define EXTREMES_OF(suffix, T)                                               \
    EXTREME_LANES(most_##suffix, T, >)                                       \
    EXTREME_LANES(least_##suffix, T, <)
EXTREMES_OF(u8, uint8_t)
EXTREMES_OF(i8, int8_t)
EXTREMES_OF(i16, int16_t)
EXTREMES_OF(i32, int32_t)
EXTREMES_OF(i64, int64_t)

/* The extreme of n elements at p of an integer dtype or bool. */
static int64_t extreme_of(const char *p, DType dt, int64_t n, bool most)
{
    switch (dt) {
    case DT_BOOL: case DT_UINT8:
        return (most ? most_u8 : least_u8)((const uint8_t *)p, n);
    case DT_INT8: return (most ? most_i8 : least_i8)((const int8_t *)p, n);
    case DT_INT16: return (most ? most_i16 : least_i16)((const int16_t *)p, n);
    case DT_INT32: return (most ? most_i32 : least_i32)((const int32_t *)p, n);
    default: return (most ? most_i64 : least_i64)((const int64_t *)p, n);
    }
}

/* Four running products, so that the scalar multiplies overlap; they
 * wrap, which no order changes. */
static uint64_t prod_of(const int64_t *x, int64_t n)
{
    uint64_t p[4] = {1, 1, 1, 1};
    int64_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (int k = 0; k < 4; k++)
            p[k] *= (uint64_t)x[i + k];
    for (; i < n; i++)
        p[0] *= (uint64_t)x[i];
    return p[0] * p[1] * p[2] * p[3];
}

typedef enum IntOp { I_MOST, I_LEAST, I_PROD } IntOp;

typedef struct IntJob {
    const char *x;
    DType dt;
    int64_t n, per;
    IntOp op;
    int64_t part[MAX_PARTS];
} IntJob;

static void int_part(void *ctx, int64_t c)
{
    IntJob *j = ctx;
    int64_t e0 = c * j->per, m = (e0 + j->per < j->n ? e0 + j->per : j->n) - e0;
    const char *q = j->x + e0 * (int64_t)dtype_size(j->dt);
    j->part[c] = j->op == I_PROD ? (int64_t)prod_of((const int64_t *)q, m)
                                 : extreme_of(q, j->dt, m, j->op == I_MOST);
}

static int64_t int_run(const void *x, DType dt, int64_t n, IntOp op)
{
    IntJob j = {.x = x, .dt = dt, .n = n, .op = op};
    int64_t parts = parts_of(n, &j.per);
    cpu_parallel(parts, int_part, &j);
    uint64_t r = (uint64_t)j.part[0];
    for (int64_t c = 1; c < parts; c++) {
        int64_t v = j.part[c];
        r = op == I_PROD ? r * (uint64_t)v
          : (op == I_MOST ? v > (int64_t)r : v < (int64_t)r) ? (uint64_t)v : r;
    }
    return (int64_t)r;
}

int64_t run_extreme_int(const void *x, DType dt, int64_t n, bool most)
{
    /* A run of one part goes straight to it: a row of 2,048 int8 had
     * spent a third of its time clearing the job's parts. */
    if (n < 2 * CPU_PARALLEL_MIN)
        return extreme_of(x, dt, n, most);
    return int_run(x, dt, n, most ? I_MOST : I_LEAST);
}

uint64_t run_prod_int64(const int64_t *x, int64_t n)
{
    return n > 0 ? (uint64_t)int_run(x, DT_INT64, n, I_PROD) : 1;
}

/* ---- wrapping sums of integers and bools, a part a thread ---- */

/* One-byte elements add into 32-bit lanes a block at a time (255 times a
 * block cannot overflow them), wider ones into 64-bit lanes. */
enum { BYTE_BLOCK = 1 << 16 };

#define SUM_BYTES(name, T, ACC)                                    \
    CPU_CLONES CPU_STRIDED static uint64_t name(const T *x, int64_t n) \
    {                                                              \
        uint64_t s = 0;                                            \
        for (int64_t i0 = 0; i0 < n; i0 += BYTE_BLOCK) {           \
            const T *q = x + i0;                                   \
            ACC b = 0;                                             \
            CPU_LOOP(n - i0 < BYTE_BLOCK ? n - i0 : BYTE_BLOCK,    \
                     b += q[i]);                                   \
            s += (uint64_t)(int64_t)b;                             \
        }                                                          \
        return s;                                                  \
    }
SUM_BYTES(sum_u8, uint8_t, uint32_t)
SUM_BYTES(sum_i8, int8_t, int32_t)

/* (a wrapping sum: GCC's vector lanes give the same bits) */
#define SUM_WIDE(name, T)                                                  \
    CPU_CLONES CPU_STRIDED static uint64_t name(const T *x, int64_t n)     \
    {                                                                      \
        uint64_t s = 0;                                                    \
        CPU_LOOP(n, s += (uint64_t)(int64_t)x[i]);                         \
        return s;                                                          \
    }
SUM_WIDE(sum_i16, int16_t)
SUM_WIDE(sum_i32, int32_t)
SUM_WIDE(sum_i64, int64_t)

typedef struct SumJob {
    const char *x;
    DType dt;
    int64_t n, per;
    uint64_t part[MAX_PARTS];
} SumJob;

static void sum_part(void *ctx, int64_t c)
{
    SumJob *j = ctx;
    int64_t e0 = c * j->per, m = (e0 + j->per < j->n ? e0 + j->per : j->n) - e0;
    const char *p = j->x + e0 * (int64_t)dtype_size(j->dt);
    switch (j->dt) {
    case DT_BOOL: case DT_UINT8: j->part[c] = sum_u8((const uint8_t *)p, m); break;
    case DT_INT8: j->part[c] = sum_i8((const int8_t *)p, m); break;
    case DT_INT16: j->part[c] = sum_i16((const int16_t *)p, m); break;
    case DT_INT32: j->part[c] = sum_i32((const int32_t *)p, m); break;
    default: j->part[c] = sum_i64((const int64_t *)p, m); break;
    }
}

uint64_t run_sum_int(const void *x, DType dt, int64_t n)
{
    if (n <= 0)
        return 0;
    SumJob j = {.x = x, .dt = dt, .n = n};
    int64_t parts = parts_of(n, &j.per);
    cpu_parallel(parts, sum_part, &j);
    uint64_t s = 0;
    for (int64_t c = 0; c < parts; c++)
        s += j.part[c];
    return s;
}

/* ---- the extreme of bfloat16: sixteen-bit keys, no double an element ---- */

static inline float bf16_value(uint16_t b)
{
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

typedef struct Bf16Job {
    const uint16_t *p;
    int64_t n, per;
    bool most;
    float part[MAX_PARTS];
    int nan[MAX_PARTS];
} Bf16Job;

/* bfloat16 bits as int16 keys ordered as the values are (-0 below +0):
 * a negative value's magnitude bits flipped.  NaNs are found apart. */
static inline int16_t bf16_key(uint16_t b)
{
    int16_t s = (int16_t)b;
    return (int16_t)(s ^ ((s >> 15) & 0x7fff));
}

#define BF16_KEYS(name, BETTER)                                               \
    CPU_CLONES static int16_t name(const uint16_t *q, int64_t n, int *nan)    \
    {                                                                         \
        int16_t m[32];                                                        \
        int bad = 0;                                                          \
        for (int k = 0; k < 32; k++)                                          \
            m[k] = bf16_key(q[0]);                                            \
        int64_t i = 0;                                                        \
        for (; i + 32 <= n; i += 32)                                          \
            for (int k = 0; k < 32; k++) {                                    \
                int16_t v = bf16_key(q[i + k]);                               \
                bad |= (q[i + k] & 0x7fff) > 0x7f80;                          \
                m[k] = v BETTER m[k] ? v : m[k];                              \
            }                                                                 \
        for (; i < n; i++) {                                                  \
            int16_t v = bf16_key(q[i]);                                       \
            bad |= (q[i] & 0x7fff) > 0x7f80;                                  \
            m[0] = v BETTER m[0] ? v : m[0];                                  \
        }                                                                     \
        for (int k = 1; k < 32; k++)                                          \
            m[0] = m[k] BETTER m[0] ? m[k] : m[0];                            \
        *nan = bad;                                                           \
        return m[0];                                                          \
    }
BF16_KEYS(bf16_most_key, >)
BF16_KEYS(bf16_least_key, <)

static void bf16_extreme_part(void *ctx, int64_t c)
{
    Bf16Job *j = ctx;
    int64_t e0 = c * j->per, n = (e0 + j->per < j->n ? e0 + j->per : j->n) - e0;
    int16_t k = (j->most ? bf16_most_key : bf16_least_key)(j->p + e0, n, &j->nan[c]);
    j->part[c] = bf16_value((uint16_t)bf16_key((uint16_t)k));
}

double run_extreme_bf16(const uint16_t *p, int64_t n, bool most)
{
    Bf16Job j = {.p = p, .n = n, .most = most};
    int64_t parts = parts_of(n, &j.per);
    cpu_parallel(parts, bf16_extreme_part, &j);
    float r = j.part[0];
    for (int64_t c = 0; c < parts; c++) {
        if (j.nan[c])
            return NAN;
        r = most ? (j.part[c] > r ? j.part[c] : r) : (j.part[c] < r ? j.part[c] : r);
    }
    if (r == 0)
        for (int64_t i = 0; i < n; i++)
            if ((p[i] & 0x7fff) == 0)
                return bf16_value(p[i]);
    return r;
}
