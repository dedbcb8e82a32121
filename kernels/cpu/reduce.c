/* reduce.c: the simulated device's reductions (sum, mean, prod, amax, amin,
 * max, min, argmax, argmin, all, any, var, std, norm), cumsum, cumprod,
 * cummax and cummin.
 *
 * A reduction's out[0] has in[0]'s shape with stride 0 along the reduced
 * dimensions (ops.def), so the kernel finds the reduced dimensions itself.
 *
 * Floating-point sums follow PyTorch's CPU kernel (cascade_sum in
 * aten/src/ATen/native/cpu/SumKernel.cpp, with AVX2 vector widths) step
 * for step: the same dimension order, the same four-level cascade, the
 * same lanes, so cst's sums round exactly as PyTorch's single-threaded
 * ones do.  Work is split over threads only where the split cannot change
 * a rounding (see sum_rows).  The other reductions load blocks of elements
 * as double or int64 (exact for every dtype) and accumulate there: max,
 * min, all, any and the indices are exact; prod, var, std and norm round
 * once at the end, which PyTorch's float kernels do not always do, so
 * their last bit may differ.  From FOLD_MIN elements an output, prod, var
 * and std combine them in kernels/fold.h's order instead of walking them
 * in turn, so that a GPU's thousands of threads give the same bits.  norm
 * keeps PyTorch's order, and its digits. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fold.h"
#include "scan.h"
#include "reduce_layout.h"
#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/lines.h"
#include "cpu/parallel.h"
#include "cpu/reduce_run.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#endif

#define MAXD DEV_MAX_DIMS
/* Elements a walk converts at a time: two rounds of a fold tile's lanes. */
enum { BLOCK = 2 * FOLD_GROUP * FOLD_LANES };

/* ---- the cascade sum ---- */

static int ceil_log2(int64_t x)
{
    if (x <= 2)
        return 1;
    int bits = 0;
    for (uint64_t v = (uint64_t)(x - 1); v; v >>= 1)
        bits++;
    return bits;
}

/* The level width of multi_row_sum over `size` rows. */
static int cascade_power(int64_t size)
{
    int p = ceil_log2(size) / 4;
    return p < 4 ? 4 : p;
}

/* One instance per element type: ELEM in memory, ACC the accumulator
 * (at::acc_type<scalar_t, true>: float for float16/bfloat16/float32), W the
 * lanes of Vectorized<ACC> under AVX2 and VW those of Vectorized<ELEM>.
 *
 * A "row" is nrows interleaved sequences of `lanes` lanes; element (i, k, l)
 * is at p[i*rs + k*cs + l*ls], and when `pair` is set (a float16/bfloat16
 * vector of 2*lanes elements loaded into float lanes, as load_reduce_vec
 * does) lane l is the float sum of elements 2l and 2l+1. */
#define CASCADE(T, ELEM, ACC, LD, W, VW, PAIRS, REG)                                          \
    static inline ACC ld2_##T(const ELEM *q, int64_t ls, int l, int pair)                 \
    {                                                                                     \
        if (!pair)                                                                        \
            return (ACC)LD(q[l * ls]);                                                    \
        ACC first = (ACC)0 + (ACC)LD(q[2 * l * ls]);                                      \
        return first + (ACC)LD(q[(2 * l + 1) * ls]);                                      \
    }                                                                                     \
                                                                                          \
    static inline void add_row_##T(ACC *acc, const ELEM *q, int64_t cs, int64_t ls,       \
                                   int pair, int nrows, int lanes)                        \
    {                                                                                     \
        if (!pair && ls == 1 && cs == lanes) {                                            \
            int m = nrows * lanes;                                                        \
            for (int t = 0; t < m; t++)                                                   \
                acc[t] += (ACC)LD(q[t]);                                                  \
            return;                                                                       \
        }                                                                                 \
        if (pair && ls == 1 && cs == 2 * lanes) {                                         \
            /* ld2's pairs of contiguous rows: lane t is elements 2t, 2t + 1 */          \
            int m = nrows * lanes, t = PAIRS(acc, q, m);                                  \
            for (; t < m; t++) {                                                          \
                ACC first = (ACC)0 + (ACC)LD(q[2 * t]);                                   \
                acc[t] += first + (ACC)LD(q[2 * t + 1]);                                  \
            }                                                                             \
            return;                                                                       \
        }                                                                                 \
        for (int k = 0; k < nrows; k++)                                                   \
            for (int l = 0; l < lanes; l++)                                               \
                acc[k * lanes + l] += ld2_##T(q + k * cs, ls, l, pair);                   \
    }                                                                                     \
                                                                                          \
    /* multi_row_sum over rows [0, size) with level width 2^power; init3, if   \
     * given, is what the top level already holds (rows before these). */     \
    static void multi_##T(ACC *res, const ELEM *p, int64_t rs, int64_t cs, int64_t ls,     \
                          int pair, int nrows, int lanes, int64_t size, int power,        \
                          const ACC *init3)                                               \
    {                                                                                     \
        enum { L = 4 };                                                                   \
        if (REG(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3))              \
            return;                                                                       \
        ACC acc[L][4 * 2 * W];                                                            \
        int m = nrows * lanes;                                                            \
        int64_t step = (int64_t)1 << power, mask = step - 1;                              \
        memset(acc, 0, sizeof acc);                                                       \
        if (init3)                                                                        \
            memcpy(acc[L - 1], init3, (size_t)m * sizeof(ACC));                           \
        int64_t i = 0;                                                                    \
        while (i + step <= size) {                                                        \
            for (int64_t j = 0; j < step; j++, i++)                                       \
                add_row_##T(acc[0], p + i * rs, cs, ls, pair, nrows, lanes);              \
            for (int j = 1; j < L; j++) {                                                 \
                for (int k = 0; k < m; k++) {                                             \
                    acc[j][k] += acc[j - 1][k];                                           \
                    acc[j - 1][k] = 0;                                                    \
                }                                                                         \
                if (i & (mask << (j * power)))                                            \
                    break;                                                                \
            }                                                                             \
        }                                                                                 \
        for (; i < size; i++)                                                             \
            add_row_##T(acc[0], p + i * rs, cs, ls, pair, nrows, lanes);                  \
        for (int j = 1; j < L; j++)                                                       \
            for (int k = 0; k < m; k++)                                                   \
                acc[0][k] += acc[j][k];                                                   \
        memcpy(res, acc[0], (size_t)m * sizeof(ACC));                                     \
    }                                                                                     \
                                                                                          \
    /* row_sum: `size` elements of `lanes` lanes, stride `st`, summed as four  \
     * interleaved cascades.  Large rows run their top-level blocks in        \
     * parallel: a block's partial sum depends only on its own elements, and  \
     * the blocks are then added in order, exactly as the serial loop does. */ \
    typedef struct RowJob_##T {                                                           \
        const ELEM *p;                                                                    \
        int64_t st, ls, block;                                                            \
        int pair, lanes, power;                                                           \
        ACC *parts;                                                                       \
    } RowJob_##T;                                                                         \
                                                                                          \
    static void row_block_##T(void *ctx, int64_t b)                                       \
    {                                                                                     \
        RowJob_##T *j = ctx;                                                              \
        int m = 4 * j->lanes;                                                             \
        multi_##T(j->parts + b * m, j->p + b * j->block * 4 * j->st, j->st * 4, j->st,    \
                  j->ls, j->pair, 4, j->lanes, j->block, j->power, NULL);                 \
    }                                                                                     \
                                                                                          \
    static void row_##T(ACC *res, const ELEM *p, int64_t st, int64_t ls, int pair,       \
                        int lanes, int64_t size)                                          \
    {                                                                                     \
        int64_t sz = size / 4;                                                            \
        int power = cascade_power(sz);                                                    \
        int64_t block = (int64_t)1 << (3 * power);                                        \
        int64_t nb = sz / block;                                                          \
        int m = 4 * lanes;                                                                \
        ACC part[4 * 2 * W];                                                              \
        ACC *parts = NULL;                                                                \
        if (nb >= 2 && size * lanes >= CPU_PARALLEL_MIN)                                  \
            parts = malloc((size_t)(nb * m) * sizeof(ACC));                               \
        if (parts) {                                                                      \
            RowJob_##T job = {p, st, ls, block, pair, lanes, power, parts};               \
            cpu_parallel(nb, row_block_##T, &job);                                        \
            ACC top[4 * 2 * W];                                                           \
            memset(top, 0, sizeof top);                                                   \
            for (int64_t b = 0; b < nb; b++)                                              \
                for (int k = 0; k < m; k++)                                               \
                    top[k] += parts[b * m + k];                                           \
            free(parts);                                                                  \
            multi_##T(part, p + nb * block * 4 * st, st * 4, st, ls, pair, 4, lanes,      \
                      sz - nb * block, power, top);                                       \
        } else {                                                                          \
            multi_##T(part, p, st * 4, st, ls, pair, 4, lanes, sz, power, NULL);          \
        }                                                                                 \
        for (int64_t i = sz * 4; i < size; i++)                                           \
            for (int l = 0; l < lanes; l++)                                               \
                part[l] += ld2_##T(p + i * st, ls, l, pair);                              \
        if (lanes == W) { /* the same additions as vectors, not lane by lane */         \
            typedef ACC Lanes_##T __attribute__((vector_size(W * sizeof(ACC))));          \
            Lanes_##T sum, row;                                                           \
            memcpy(&sum, part, sizeof sum);                                               \
            for (int k = 1; k < 4; k++) {                                                 \
                memcpy(&row, part + k * W, sizeof row);                                   \
                sum += row;                                                               \
            }                                                                             \
            memcpy(part, &sum, sizeof sum);                                               \
        } else {                                                                          \
            for (int k = 1; k < 4; k++)                                                   \
                for (int l = 0; l < lanes; l++)                                           \
                    part[l] += part[k * lanes + l];                                       \
        }                                                                                 \
        memcpy(res, part, (size_t)lanes * sizeof(ACC));                                   \
    }                                                                                     \
                                                                                          \
    /* vectorized_inner_sum for one contiguous row of size0 elements. */       \
    static ACC inner_##T(const ELEM *p, int64_t size0)                                    \
    {                                                                                     \
        int pair = VW > W;                                                                \
        int64_t vs = size0 / VW;                                                          \
        ACC v[W], fa = 0;                                                                 \
        row_##T(v, p, VW, 1, pair, W, vs);                                                \
        for (int64_t k = vs * VW; k < size0; k++)                                         \
            fa += (ACC)LD(p[k]);                                                          \
        for (int l = 0; l < W; l++)                                                       \
            fa += v[l];                                                                   \
        return fa;                                                                        \
    }                                                                                     \
                                                                                          \
    /* The sums of one 2-d block of cascade_sum's loop: size1 sequences of    \
     * size0 elements (is0 apart; sequence j starts at j*is1), into res[j]. */ \
    typedef struct Loop_##T {                                                             \
        const ELEM *p;                                                                    \
        int64_t size0, size1, is0, is1, per;                                              \
        int mode;                                                                         \
        ACC *res;                                                                         \
    } Loop_##T;                                                                           \
                                                                                          \
    static void loop_range_##T(const Loop_##T *c, int64_t j0, int64_t j1)                 \
    {                                                                                     \
        const ELEM *p = c->p;                                                             \
        int64_t j = j0;                                                                   \
        int pw = cascade_power(c->size0);                                                 \
        ACC tmp[4 * W];                                                                   \
        switch (c->mode) {                                                                \
        case 0: /* vectorized_inner_sum */                                                \
            for (; j < j1; j++)                                                           \
                c->res[j] = inner_##T(p + j * c->is1, c->size0);                          \
            break;                                                                        \
        case 1: /* vectorized_outer_sum: 4*W columns, then W, then one */                 \
            for (; j + 4 * W <= j1; j += 4 * W)                                           \
                multi_##T(c->res + j, p + j, c->is0, W, 1, 0, 4, W, c->size0, pw, NULL); \
            for (; j + W <= j1; j += W)                                                   \
                row_##T(c->res + j, p + j, c->is0, 1, 0, W, c->size0);                    \
            for (; j < j1; j++)                                                           \
                row_##T(c->res + j, p + j, c->is0, 1, 0, 1, c->size0);                    \
            break;                                                                        \
        case 2: /* scalar_inner_sum */                                                    \
            for (; j < j1; j++)                                                           \
                row_##T(c->res + j, p + j * c->is1, c->is0, 1, 0, 1, c->size0);           \
            break;                                                                        \
        default: /* scalar_outer_sum: 4 columns, then one */                             \
            for (; j + 4 <= j1; j += 4) {                                                 \
                multi_##T(tmp, p + j * c->is1, c->is0, c->is1, 1, 0, 4, 1, c->size0, pw, \
                          NULL);                                                          \
                memcpy(c->res + j, tmp, 4 * sizeof(ACC));                                 \
            }                                                                             \
            for (; j < j1; j++)                                                           \
                row_##T(c->res + j, p + j * c->is1, c->is0, 1, 0, 1, c->size0);           \
            break;                                                                        \
        }                                                                                 \
    }                                                                                     \
                                                                                          \
    static void loop_chunk_##T(void *ctx, int64_t chunk)                                  \
    {                                                                                     \
        Loop_##T *c = ctx;                                                                \
        int64_t j0 = chunk * c->per, j1 = j0 + c->per;                                    \
        loop_range_##T(c, j0, j1 < c->size1 ? j1 : c->size1);                             \
    }                                                                                     \
                                                                                          \
    static void sums_##T(const ELEM *p, int64_t size0, int64_t size1, int64_t is0,        \
                         int64_t is1, ACC *res)                                           \
    {                                                                                     \
        Loop_##T c = {p, size0, size1, is0, is1, size1, 3, res};                          \
        if (is0 == 1 && size0 >= VW)                                                      \
            c.mode = 0;                                                                   \
        else if (is1 == 1 && size1 >= VW)                                                 \
            c.mode = 1;                                                                   \
        else if (is0 < is1)                                                               \
            c.mode = 2;                                                                   \
        /* Column groups of the outer sum must not straddle two chunks. */                \
        int64_t unit = c.mode == 1 ? 4 * W : c.mode == 3 ? 4 : 1;                         \
        if (size0 * size1 >= CPU_PARALLEL_MIN && size1 >= 2 * unit) {                     \
            int64_t chunks = size1 / unit < 64 ? size1 / unit : 64;                       \
            c.per = (size1 / unit + chunks - 1) / chunks * unit;                          \
            cpu_parallel((size1 + c.per - 1) / c.per, loop_chunk_##T, &c);                \
        } else {                                                                          \
            loop_range_##T(&c, 0, size1);                                                 \
        }                                                                                 \
    }

/* The pairs of add_row_bf16's contiguous case four lanes at a time (a
 * bfloat16 is the top half of its float: shift or mask, no call), the
 * same additions in the same order; returns the lanes it took. */
static inline int pairs_bf16(float *acc, const uint16_t *q, int m)
{
    int t = 0;
#if defined(__SSE2__)
    const __m128 zero = _mm_setzero_ps();
    const __m128i high = _mm_set1_epi32((int)0xffff0000u);
    for (; t + 4 <= m; t += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(q + 2 * t));
        __m128 first = _mm_add_ps(zero, _mm_castsi128_ps(_mm_slli_epi32(v, 16)));
        __m128 pair = _mm_add_ps(first, _mm_castsi128_ps(_mm_and_si128(v, high)));
        _mm_storeu_ps(acc + t, _mm_add_ps(_mm_loadu_ps(acc + t), pair));
    }
#endif
    return t;
}

/* multi_f32 over rows of 32 contiguous floats (an inner sum's four rows
 * of eight lanes; an outer sum's 32 columns), and multi_f64 over rows of
 * 16 doubles, its bottom level in eight SSE registers instead of in
 * memory, the same additions in the same order: GCC kept acc[0] in
 * memory, a load and a store a vector added (3.3 instructions an
 * element), and a sum of columns, whose rows are far apart, then had too
 * few loads in flight (float64 sum(dim=0) of 4096 x 4096: 4.6 times
 * faster).  false: another shape of rows. */
#if defined(__SSE2__)
#define MULTI_REG(ATTR, name, E, T, VEC, M, V, ZERO, ROWLOAD, LOADU, STOREU, ADD)              \
    ATTR static inline bool name(T *res, const E *p, int64_t rs, int64_t cs, int64_t ls,     \
                                 int pair, int nrows, int lanes, int64_t size, int power,    \
                                 const T *init3)                                             \
    {                                                                                        \
        enum { L = 4, PER = M / V };                                                         \
        if (pair || ls != 1 || cs != lanes || nrows * lanes != M)                            \
            return false;                                                                    \
        VEC a[V];                                                                            \
        T up[L - 1][M];                    /* levels 1 .. L - 1 */                           \
        /* vector stores: a memset of a few hundred bytes took a slow rep stos */             \
        for (int j = 0; j < L - 1; j++)                                                      \
            _Pragma("GCC unroll 8")                                                          \
            for (int k = 0; k < V; k++)                                                      \
                STOREU(up[j] + PER * k, ZERO());                                             \
        if (init3)                                                                           \
            memcpy(up[L - 2], init3, sizeof up[0]);                                          \
        for (int k = 0; k < V; k++)                                                          \
            a[k] = ZERO();                                                                   \
        int64_t step = (int64_t)1 << power, mask = step - 1, i = 0;                          \
        while (i + step <= size) {                                                           \
            for (int64_t j = 0; j < step; j++, i++) {                                        \
                const E *q = p + i * rs;                                                     \
                _Pragma("GCC unroll 8")                                                      \
                for (int k = 0; k < V; k++)                                                  \
                    a[k] = ADD(a[k], ROWLOAD(q + PER * k));                                  \
            }                                                                                \
            _Pragma("GCC unroll 8")                                                          \
            for (int k = 0; k < V; k++) {                                                    \
                STOREU(up[0] + PER * k, ADD(LOADU(up[0] + PER * k), a[k]));                  \
                a[k] = ZERO();                                                               \
            }                                                                                \
            for (int j = 2; j < L && !(i & (mask << ((j - 1) * power))); j++)                \
                for (int k = 0; k < M; k++) {                                                \
                    up[j - 1][k] += up[j - 2][k];                                            \
                    up[j - 2][k] = 0;                                                        \
                }                                                                            \
        }                                                                                    \
        for (; i < size; i++) {                                                              \
            const E *q = p + i * rs;                                                         \
            _Pragma("GCC unroll 8")                                                          \
            for (int k = 0; k < V; k++)                                                      \
                a[k] = ADD(a[k], ROWLOAD(q + PER * k));                                      \
        }                                                                                    \
        _Pragma("GCC unroll 8")                                                              \
        for (int k = 0; k < V; k++) {                                                        \
            for (int j = 0; j < L - 1; j++)                                                  \
                a[k] = ADD(a[k], LOADU(up[j] + PER * k));                                    \
            STOREU(res + PER * k, a[k]);                                                     \
        }                                                                                    \
        return true;                                                                         \
    }
/* Four bfloat16 values as floats: each one's bits above 16 zero bits. */
static inline __m128 load_bf16x4(const uint16_t *q)
{
    return _mm_castsi128_ps(_mm_unpacklo_epi16(_mm_setzero_si128(), _mm_loadl_epi64((const __m128i *)(const void *)q)));
}

MULTI_REG(, multi_reg_f32_sse, float, float, __m128, 32, 8, _mm_setzero_ps, _mm_loadu_ps, _mm_loadu_ps,
          _mm_storeu_ps, _mm_add_ps)
MULTI_REG(, multi_reg_f64_sse, double, double, __m128d, 16, 8, _mm_setzero_pd, _mm_loadu_pd, _mm_loadu_pd,
          _mm_storeu_pd, _mm_add_pd)
MULTI_REG(, multi_reg_bf16, uint16_t, float, __m128, 32, 8, _mm_setzero_ps, load_bf16x4, _mm_loadu_ps,
          _mm_storeu_ps, _mm_add_ps)
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
/* The same lanes in AVX's registers of eight floats (four doubles): each
 * adds what two SSE registers add, lane for lane, in half the
 * instructions (sum(dim=1) of 1024 x 1024 float32, on a loaded machine:
 * 115 -> 93 us). */
MULTI_REG(__attribute__((target("avx"))), multi_reg_f32_avx, float, float, __m256, 32, 4, _mm256_setzero_ps,
          _mm256_loadu_ps, _mm256_loadu_ps, _mm256_storeu_ps, _mm256_add_ps)
MULTI_REG(__attribute__((target("avx"))), multi_reg_f64_avx, double, double, __m256d, 16, 4, _mm256_setzero_pd,
          _mm256_loadu_pd, _mm256_loadu_pd, _mm256_storeu_pd, _mm256_add_pd)
#define multi_reg_f32(...) (__builtin_cpu_supports("avx") ? multi_reg_f32_avx(__VA_ARGS__) : multi_reg_f32_sse(__VA_ARGS__))
#define multi_reg_f64(...) (__builtin_cpu_supports("avx") ? multi_reg_f64_avx(__VA_ARGS__) : multi_reg_f64_sse(__VA_ARGS__))
#else
#define multi_reg_f32 multi_reg_f32_sse
#define multi_reg_f64 multi_reg_f64_sse
#endif
#else
#define multi_reg_f32(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3) false
#define multi_reg_f64(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3) false
#define multi_reg_bf16(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3) false
#endif

/* float16's register road and pairs, where the processor has F16C: its
 * vcvtph2ps widens four halves exactly, as dtype_half_to_float widens one
 * with branches (signalling NaNs come out quiet with their payload in
 * both); the same additions in the same order.  4096 x 4096 float16,
 * PyTorch's time over cst's: sum(dim=0) 0.3 -> 1.3, mean(dim=0) (through
 * sums_f16f) 0.24 -> 1.2, sum(dim=1) 0.9 -> 6.5. */
#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define F16C_FN __attribute__((target("f16c"))) static inline

F16C_FN __m128 load_f16x4(const uint16_t *q)
{
    return _mm_cvtph_ps(_mm_loadl_epi64((const __m128i *)(const void *)q));
}

MULTI_REG(__attribute__((target("f16c"))), multi_reg_f16c, uint16_t, float, __m128, 32, 8, _mm_setzero_ps, load_f16x4,
          _mm_loadu_ps, _mm_storeu_ps, _mm_add_ps)

/* add_row_f16's contiguous pairs as pairs_bf16 takes them. */
F16C_FN int pairs_f16c(float *acc, const uint16_t *q, int m)
{
    int t = 0;
    const __m128 zero = _mm_setzero_ps();
    for (; t + 4 <= m; t += 4) {
        __m128 lo = load_f16x4(q + 2 * t), hi = load_f16x4(q + 2 * t + 4);
        __m128 first = _mm_add_ps(zero, _mm_shuffle_ps(lo, hi, _MM_SHUFFLE(2, 0, 2, 0)));
        __m128 pair = _mm_add_ps(first, _mm_shuffle_ps(lo, hi, _MM_SHUFFLE(3, 1, 3, 1)));
        _mm_storeu_ps(acc + t, _mm_add_ps(_mm_loadu_ps(acc + t), pair));
    }
    return t;
}
#undef F16C_FN

#define multi_reg_f16(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3) \
    (__builtin_cpu_supports("f16c") && multi_reg_f16c(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3))
#define pairs_f16(acc, q, m) (__builtin_cpu_supports("f16c") ? pairs_f16c(acc, q, m) : 0)
#else
#define multi_reg_f16(res, p, rs, cs, ls, pair, nrows, lanes, size, power, init3) false
#define pairs_f16 PAIRS_NONE
#endif
#undef MULTI_REG

#define PAIRS_NONE(acc, q, m) ((void)(acc), (void)(q), 0)
#define LD_SELF(v) (v)
CASCADE(f32, float, float, LD_SELF, 8, 8, PAIRS_NONE, multi_reg_f32)
CASCADE(f64, double, double, LD_SELF, 4, 4, PAIRS_NONE, multi_reg_f64)
CASCADE(f16, uint16_t, float, dtype_half_to_float, 8, 16, pairs_f16, multi_reg_f16)
CASCADE(bf16, uint16_t, float, dtype_bf16_to_float, 8, 16, pairs_bf16, multi_reg_bf16)
/* float16 and bfloat16 summed as the float32 values they widen to, in
 * float32's cascade: mean_through_float's sums without a float32 copy. */
CASCADE(f16f, uint16_t, float, dtype_half_to_float, 8, 8, PAIRS_NONE, multi_reg_f16)
CASCADE(bf16f, uint16_t, float, dtype_bf16_to_float, 8, 8, PAIRS_NONE, multi_reg_bf16)

/* The dimensions of a reduction as PyTorch's TensorIterator orders them:
 * size-1 dimensions dropped, the reduced ones first, then by the input's
 * strides (innermost first), and neighbours merged where both operands
 * allow it. */
typedef struct Order {
    int nd;
    int64_t shape[MAXD], in[MAXD], out[MAXD];
} Order;

static int should_swap(const Order *o, int d0, int d1)
{
    int64_t o0 = o->out[d0], o1 = o->out[d1];
    if ((o0 == 0) != (o1 == 0))
        return o1 == 0 ? 1 : -1;
    if (o0 != 0 && o1 != 0) {
        if (o0 < o1)
            return -1;
        if (o0 > o1)
            return 1;
        if (o->shape[d0] > o->shape[d1])
            return 1;
    }
    int64_t i0 = o->in[d0], i1 = o->in[d1];
    if (i0 == 0 || i1 == 0)
        return 0;
    if (i0 < i1)
        return -1;
    if (i0 > i1)
        return 1;
    return o->shape[d0] > o->shape[d1] ? 1 : 0;
}

static void order_dims(const DevTensor *in, const DevTensor *out, Order *o)
{
    Order raw = {0};
    for (int d = in->ndim - 1; d >= 0; d--) {
        if (in->shape[d] == 1)
            continue;
        raw.shape[raw.nd] = in->shape[d];
        raw.in[raw.nd] = in->strides[d];
        raw.out[raw.nd] = out->strides[d];
        raw.nd++;
    }
    int perm[MAXD];
    for (int i = 0; i < raw.nd; i++)
        perm[i] = i;
    for (int i = 1; i < raw.nd; i++) {
        int d1 = i;
        for (int d0 = i - 1; d0 >= 0; d0--) {
            int c = should_swap(&raw, perm[d0], perm[d1]);
            if (c > 0) {
                int t = perm[d0];
                perm[d0] = perm[d1];
                perm[d1] = t;
                d1 = d0;
            } else if (c < 0) {
                break;
            }
        }
    }
    o->nd = 0;
    for (int i = 0; i < raw.nd; i++) {
        int d = perm[i];
        int m = o->nd - 1;
        if (m >= 0 && o->in[m] * o->shape[m] == raw.in[d] && o->out[m] * o->shape[m] == raw.out[d]) {
            o->shape[m] *= raw.shape[d];
            continue;
        }
        o->shape[o->nd] = raw.shape[d];
        o->in[o->nd] = raw.in[d];
        o->out[o->nd] = raw.out[d];
        o->nd++;
    }
}

/* out[j*os] += res[j] in out's dtype, as CastStoreAccumulate does. */
static void store_add(DType dt, char *out, int64_t os, const void *res, bool dbl, int64_t n)
{
    size_t sz = dtype_size(dt);
    for (int64_t j = 0; j < n; j++) {
        char *q = out + j * os * (int64_t)sz;
        double v = dbl ? ((const double *)res)[j] : ((const float *)res)[j];
        if (dt == DT_FLOAT64)
            *(double *)q += v;
        else if (dt == DT_FLOAT32)
            *(float *)q = *(float *)q + (float)v;
        else {
            /* Half += Half: the sum rounds to the dtype before it is added. */
            unsigned char r[2];
            dtype_store_double(dt, r, (float)v);
            dtype_store_double(dt, q, (float)dtype_load_double(dt, q) +
                                          (float)dtype_load_double(dt, r));
        }
    }
}

/* "Not a true reduction": out[i*os0] = out + in, elementwise, in out's
 * dtype dt (in's dtype it is dt, or bfloat16 widening to float32). */
static void add_into(DType dt, DType it, char *out, int64_t os, const char *in, int64_t is, int64_t n)
{
    int64_t sz = (int64_t)dtype_size(dt), isz = (int64_t)dtype_size(it);
    for (int64_t i = 0; i < n; i++) {
        char *q = out + i * os * sz;
        const char *x = in + i * is * isz;
        if (dt == DT_FLOAT64)
            *(double *)q += *(const double *)x;
        else if (dt == DT_FLOAT32 && it == DT_FLOAT32)
            *(float *)q += *(const float *)x;
        else
            dtype_store_double(dt, q, (float)dtype_load_double(dt, q) +
                                          (float)dtype_load_double(it, x));
    }
}

/* One call of cascade_sum's 2-d loop, in of dtype it (is0, is1 in its
 * elements), out of dt. */
static void loop2d(DType dt, DType it, char *out, const char *in, int64_t size0, int64_t size1,
                   int64_t is0, int64_t is1, int64_t os0, int64_t os1)
{
    if (os0 != 0 && os1 == 0) {
        int64_t t = size0; size0 = size1; size1 = t;
        t = is0; is0 = is1; is1 = t;
        t = os0; os0 = os1; os1 = t;
    }
    int64_t sz = (int64_t)dtype_size(dt), isz = (int64_t)dtype_size(it);
    if (os0 != 0 && os1 != 0) {
        for (int64_t j = 0; j < size1; j++)
            add_into(dt, it, out + j * os1 * sz, os0, in + j * is1 * isz, is0, size0);
        return;
    }
    bool dbl = dt == DT_FLOAT64;
    void *res = malloc((size_t)size1 * (dbl ? sizeof(double) : sizeof(float)));
    if (!res)
        return;
    switch (dt) {
    case DT_FLOAT64: sums_f64((const double *)in, size0, size1, is0, is1, res); break;
    case DT_FLOAT32:
        if (it == DT_BFLOAT16)
            sums_bf16f((const uint16_t *)in, size0, size1, is0, is1, res);
        else if (it == DT_FLOAT16)
            sums_f16f((const uint16_t *)in, size0, size1, is0, is1, res);
        else
            sums_f32((const float *)in, size0, size1, is0, is1, res);
        break;
    case DT_FLOAT16: sums_f16((const uint16_t *)in, size0, size1, is0, is1, res); break;
    default: sums_bf16((const uint16_t *)in, size0, size1, is0, is1, res); break;
    }
    store_add(dt, out, os1, res, dbl, size1);
    free(res);
}

static void zero_outputs(const OpArgs *a);

/* cascade_sum's loop over the dims past its 2-d block: outer iterations
 * [k0, k1) of the row-major walk over o's dims 2 and up. */
typedef struct Outer {
    const Order *o;
    DType dt, it;
    const char *in;
    char *out;
    int64_t per, count;
} Outer;

static void outer_range(const Outer *c, int64_t k0, int64_t k1)
{
    const Order *o = c->o;
    int64_t sz = (int64_t)dtype_size(c->dt), isz = (int64_t)dtype_size(c->it);
    int64_t size1 = o->nd > 1 ? o->shape[1] : 1;
    int64_t is1 = o->nd > 1 ? o->in[1] : 0, os1 = o->nd > 1 ? o->out[1] : 0;
    for (int64_t k = k0; k < k1; k++) {
        const char *ip = c->in;
        char *op = c->out;
        int64_t rest = k;
        for (int d = 2; d < o->nd; d++) {
            int64_t i = rest % o->shape[d];
            rest /= o->shape[d];
            ip += i * o->in[d] * isz;
            op += i * o->out[d] * sz;
        }
        loop2d(c->dt, c->it, op, ip, o->shape[0], size1, o->in[0], is1, o->out[0], os1);
    }
}

static void outer_chunk(void *ctx, int64_t chunk)
{
    const Outer *c = ctx;
    int64_t k0 = chunk * c->per, k1 = k0 + c->per;
    outer_range(c, k0, k1 < c->count ? k1 : c->count);
}

/* The outer iterations write outputs of their own where no dim past the
 * block is reduced (a reduced one would add into the same outputs in
 * turn): then they run side by side, each exactly as in the serial walk
 * (a 3-d tensor's middle dim: 16 x 256 x 256 along dim 1, 150 -> 60 us). */
static void cascade_sum(const OpArgs *a)
{
    const DevTensor *in = &a->in[0], *out = &a->out[0];
    Order o;
    order_dims(in, out, &o);
    zero_outputs(a);
    for (int d = 0; d < o.nd; d++)
        if (o.shape[d] == 0)
            return;
    Outer c = {&o, out->dtype, in->dtype, in->data, out->data, 1, 1};
    if (o.nd == 0) {
        add_into(c.dt, c.it, out->data, 0, in->data, 0, 1);
        return;
    }
    bool apart = true;
    for (int d = 2; d < o.nd; d++) {
        c.count *= o.shape[d];
        apart &= o.out[d] != 0;
    }
    int64_t block = o.shape[0] * (o.nd > 1 ? o.shape[1] : 1);
    if (apart && c.count >= 2 && block * c.count >= CPU_PARALLEL_MIN) {
        int64_t chunks = c.count < 64 ? c.count : 64;
        c.per = (c.count + chunks - 1) / chunks;
        cpu_parallel((c.count + c.per - 1) / c.per, outer_chunk, &c);
    } else {
        outer_range(&c, 0, c.count);
    }
}

/* ---- the other reductions: one output at a time ---- */

/* The address of output o (row-major over the kept dimensions) in out[k]. */
static char *out_at(const Red *r, int k, int64_t o)
{
    const DevTensor *t = &r->a->out[k];
    char *p = t->data;
    int64_t sz = (int64_t)dtype_size(t->dtype);
    for (int d = r->nk - 1; d >= 0; d--) {
        p += o % r->kshape[d] * (k ? r->kidx[d] : r->kout[d]) * sz;
        o /= r->kshape[d];
    }
    return p;
}

/* out[0]'s kept dims are dense and row-major: output o is element o. */
static bool outputs_dense(const Red *r)
{
    int64_t step = 1;
    for (int d = r->nk - 1; d >= 0; d--) {
        if (r->kshape[d] > 1 && r->kout[d] != step)
            return false;
        step *= r->kshape[d];
    }
    return true;
}

static void zero_outputs(const OpArgs *a)
{
    Red r;
    red_init(a, &r);
    if (outputs_dense(&r)) {
        memset(a->out[0].data, 0, (size_t)r.nout * dtype_size(a->out[0].dtype));
        return;
    }
    for (int64_t o = 0; o < r.nout; o++)
        dtype_store_int(a->out[0].dtype, out_at(&r, 0, o), 0);
}

/* What a reduction holds while it walks one output's elements. */
typedef struct Acc {
    bool fl;              /* the input is a float dtype: values in f, else in i */
    double f;
    uint64_t u;
    int64_t i;
    int64_t index;        /* of the value kept (max, min, argmax, argmin) */
    bool have;            /* something kept yet */
    bool stop;            /* the result is decided (NaN found, all/any settled) */
    struct Fold *fold;    /* prod, var, std, norm: where row_fold puts the terms */
    int term;             /* which terms (Term) */
    double p;             /* their parameter: var's mean, norm's order */
} Acc;

typedef void (*RowFn)(Acc *acc, const double *f, const int64_t *i, int64_t n, int64_t idx0);

/* Feeds elements [e0, e1) of the reduced elements under `base` (row-major
 * over the reduced dimensions) to fn in order, in blocks converted to
 * double (float inputs) or int64, with the index of each block's first. */
static void walk(const Red *r, const char *base, int64_t e0, int64_t e1, RowFn fn, Acc *acc)
{
    DType dt = r->a->in[0].dtype;
    int64_t sz = (int64_t)dtype_size(dt);
    double fb[BLOCK];
    int64_t ib[BLOCK];
    if (e0 >= e1)
        return;
    int64_t inner = r->nr ? r->rshape[r->nr - 1] : 1;
    int64_t st = r->nr ? r->rin[r->nr - 1] : 0;
    int64_t idx[MAXD] = {0};
    const char *p = base;
    int64_t j = e0 % inner, rest = e0 / inner;
    for (int d = r->nr - 2; d >= 0; d--) {
        idx[d] = rest % r->rshape[d];
        rest /= r->rshape[d];
        p += idx[d] * r->rin[d] * sz;
    }
    for (int64_t e = e0; e < e1 && !acc->stop;) {
        int64_t n = inner - j < BLOCK ? inner - j : BLOCK;
        if (n > e1 - e)
            n = e1 - e;
        const char *q = p + j * st * sz;
        if (acc->fl) {
            cpu_convert(fb, DT_FLOAT64, 1, q, dt, st, n);
            fn(acc, fb, NULL, n, e);
        } else {
            cpu_convert(ib, DT_INT64, 1, q, dt, st, n);
            fn(acc, NULL, ib, n, e);
        }
        e += n;
        j += n;
        if (j < inner)
            continue;
        j = 0;
        for (int d = r->nr - 2; d >= 0; d--) {
            p += r->rin[d] * sz;
            if (++idx[d] < r->rshape[d])
                break;
            p -= r->rin[d] * r->rshape[d] * sz;
            idx[d] = 0;
        }
    }
}

/* Row functions: f holds the values when acc->fl, else i does. */

/* Integer products wrap in uint64_t, which no order changes: four
 * running products, so that the multiplies overlap. */
static void row_prod(Acc *c, const double *f, const int64_t *x, int64_t n, int64_t i0)
{
    (void)f;
    (void)i0;
    uint64_t p[4] = {c->u, 1, 1, 1};
    int64_t k = 0;
    for (; k + 4 <= n; k += 4)
        for (int j = 0; j < 4; j++)
            p[j] *= (uint64_t)x[k + j];
    for (; k < n; k++)
        p[0] *= (uint64_t)x[k];
    c->u = p[0] * p[1] * p[2] * p[3];
}

/* max/min/argmax/argmin: the first NaN, else the first extreme. */
#define EXTREME_ROW(name, BETTER)                                                         \
    static void row_##name(Acc *c, const double *f, const int64_t *x, int64_t n, int64_t i0) \
    {                                                                                     \
        for (int64_t k = 0; k < n; k++) {                                                 \
            if (c->fl) {                                                                  \
                double v = f[k];                                                          \
                if (isnan(v)) {                                                           \
                    c->f = v;                                                             \
                    c->index = i0 + k;                                                    \
                    c->stop = true;                                                       \
                    return;                                                               \
                }                                                                         \
                if (!c->have || v BETTER c->f) {                                          \
                    c->f = v;                                                             \
                    c->index = i0 + k;                                                    \
                    c->have = true;                                                       \
                }                                                                         \
            } else if (!c->have || x[k] BETTER c->i) {                                    \
                c->i = x[k];                                                              \
                c->index = i0 + k;                                                        \
                c->have = true;                                                           \
            }                                                                             \
        }                                                                                 \
    }
EXTREME_ROW(max, >)
EXTREME_ROW(min, <)

static void row_all(Acc *c, const double *f, const int64_t *x, int64_t n, int64_t i0)
{
    (void)i0;
    for (int64_t k = 0; k < n; k++) {
        if (c->fl ? f[k] == 0 : x[k] == 0) {
            c->i = 0;
            c->stop = true;
            return;
        }
    }
}

static void row_any(Acc *c, const double *f, const int64_t *x, int64_t n, int64_t i0)
{
    (void)i0;
    for (int64_t k = 0; k < n; k++) {
        if (c->fl ? f[k] != 0 : x[k] != 0) {
            c->i = 1;
            c->stop = true;
            return;
        }
    }
}

/* ---- prod, var, std and norm of floats: kernels/fold.h's order ---- */

enum { FOLD_LEVELS = 4 };     /* FOLD_TILE^4 = 2^64 elements */

/* The terms a fold takes from the elements: the values, their squared
 * deviations from the mean, or norm's |x|^p. */
typedef enum Term { T_VALUE, T_SQ_DEV, T_NORM } Term;

/* A fold in progress.  Level 0 takes the terms, level l + 1 the results of
 * level l's tiles; each level keeps the lanes of its tile so far and how
 * many values the tile has taken (value k goes to lane k / FOLD_GROUP %
 * FOLD_LANES). */
typedef struct Fold {
    FoldOp op;
    int top;                          /* the highest level given a value */
    int64_t n[FOLD_LEVELS];
    double lane[FOLD_LEVELS][FOLD_LANES];
} Fold;

static void fold_start(Fold *f, FoldOp op)
{
    f->op = op;
    f->top = 0;
    memset(f->n, 0, sizeof f->n);
}

/* The lanes a tile of n values fills. */
static int64_t lanes_used(int64_t n)
{
    int64_t g = (n + FOLD_GROUP - 1) / FOLD_GROUP;
    return g < FOLD_LANES ? g : FOLD_LANES;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
/* fold_lanes of lanes [0, w), w a power of two from 4 to FOLD_LANES, four
 * a step down to the last four, then two, then one; two halvings at a
 * time while two remain, (lane i + lane i + h) + (lane i + q + lane i + q
 * + h) for q = h / 2, which stores a quarter where one halving stored a
 * half (the halves had taken a fifth of prod's time over rows of 1024). */
#define LANES4(i) _mm256_loadu_pd(lane + (i))
#define SHORT_HALVES(OP, OP2)                                                             \
    do {                                                                                  \
        for (int64_t h = w / 2, q = h / 2; h >= 4; q = h / 2) {                           \
            if (h >= 8) {                                                                 \
                for (int64_t i = 0; i < q; i += 4)                                        \
                    _mm256_storeu_pd(lane + i, OP(OP(LANES4(i), LANES4(i + h)),           \
                                                  OP(LANES4(i + q), LANES4(i + q + h)))); \
                h /= 4;                                                                   \
            } else {                                                                      \
                for (int64_t i = 0; i < h; i += 4)                                        \
                    _mm256_storeu_pd(lane + i, OP(LANES4(i), LANES4(i + h)));             \
                h /= 2;                                                                   \
            }                                                                             \
        }                                                                                 \
        __m256d v = _mm256_loadu_pd(lane);                                                \
        __m128d two = OP2(_mm256_castpd256_pd128(v), _mm256_extractf128_pd(v, 1));        \
        r = _mm_cvtsd_f64(OP2(two, _mm_unpackhi_pd(two, two)));                           \
    } while (0)

__attribute__((target("avx2"))) static double short_halves_avx2(FoldOp op, double *lane, int64_t w)
{
    double r;
    if (op == FOLD_MUL)
        SHORT_HALVES(_mm256_mul_pd, _mm_mul_pd);
    else
        SHORT_HALVES(_mm256_add_pd, _mm_add_pd);
    _mm256_zeroupper();
    return r;
}
#undef LANES4
#endif

/* Lanes [0, used) of a tile, combined in halves; the lanes past them hold
 * the identity, which gives the other operand back exactly, so they are
 * left out. */
static double fold_lanes(FoldOp op, double *lane, int64_t used)
{
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
    /* A whole tile's sums and products four lanes a step, the same
     * operations: float64 rows of 1024 had spent a third of their time
     * here (one thread's prod of 1024 of them: 250-310 -> 160-265 us,
     * with fold_steps). */
    if (used == FOLD_LANES && (op == FOLD_ADD || op == FOLD_MUL) && __builtin_cpu_supports("avx2"))
        return short_halves_avx2(op, lane, FOLD_LANES);
#endif
    for (int64_t h = FOLD_LANES / 2; h > 0; h /= 2) {
        if (used <= h)
            continue;
        int64_t i = 0;
#if defined(__SSE2__)
        /* Sums and products two lanes a step (the same operations, so the
         * same bits), as a short row's output spent as long halving its
         * lanes as adding its elements. */
        if (h >= 2 && (op == FOLD_ADD || op == FOLD_MUL))
            for (; i + 2 <= used - h; i += 2) {
                __m128d a = _mm_loadu_pd(lane + i), b = _mm_loadu_pd(lane + i + h);
                _mm_storeu_pd(lane + i, op == FOLD_ADD ? _mm_add_pd(a, b) : _mm_mul_pd(a, b));
            }
#endif
        for (; i + h < used; i++)
            lane[i] = fold_combine(op, lane[i], lane[i + h]);
        used = h;
    }
    return used > 0 ? lane[0] : fold_identity(op);
}

static void fold_push(Fold *f, int level, double x);

/* The term of value x: itself, its squared deviation from p (var's
 * mean), or norm's |x|^p. */
static inline double term_of(Term term, double p, double x)
{
    if (term == T_VALUE)
        return x;
    if (term == T_SQ_DEV)
        return (x - p) * (x - p);
    return fold_norm_term(p, x);
}

/* A whole round of a tile's groups (FOLD_GROUP values for each lane in
 * turn, the lanes independent), for the usual sums and products: two
 * lanes to an SSE2 vector, from float32 or float64 values. */
#if defined(__SSE2__)
/* lane[t], lane[t + 1] with the terms of groups g[0..3] (pairs of the two
 * lanes' k-th values), unrolled: as a loop, GCC kept g on the stack and
 * reloaded it on the chain of additions (norm's rows ran 1.5x prod's). */
#define FOLD_PAIR(OP, SQ)                                                                 \
    do {                                                                                  \
        __m128d v = fresh ? start : _mm_loadu_pd(lane + t);                               \
        _Pragma("GCC unroll 4")                                                           \
        for (int k = 0; k < FOLD_GROUP; k++) {                                            \
            __m128d y = g[k];                                                             \
            if (SQ) {                                                                     \
                y = _mm_sub_pd(y, m);                                                     \
                y = _mm_mul_pd(y, y);                                                     \
            }                                                                             \
            v = OP(v, y);                                                                 \
        }                                                                                 \
        _mm_storeu_pd(lane + t, v);                                                       \
    } while (0)

#define FOLD_ROUNDS(OP, SQ)                                                               \
    do {                                                                                  \
        if (f32) {                                                                        \
            for (int t = t0; t < lanes; t += 2) {                                         \
                const float *q = (const float *)x + t * FOLD_GROUP;                       \
                __m128 a = _mm_loadu_ps(q), b = _mm_loadu_ps(q + 4);                      \
                __m128d a01 = _mm_cvtps_pd(a), a23 = _mm_cvtps_pd(_mm_movehl_ps(a, a));   \
                __m128d b01 = _mm_cvtps_pd(b), b23 = _mm_cvtps_pd(_mm_movehl_ps(b, b));   \
                __m128d g[4] = {_mm_unpacklo_pd(a01, b01), _mm_unpackhi_pd(a01, b01),     \
                                _mm_unpacklo_pd(a23, b23), _mm_unpackhi_pd(a23, b23)};    \
                FOLD_PAIR(OP, SQ);                                                        \
            }                                                                             \
        } else {                                                                          \
            for (int t = t0; t < lanes; t += 2) {                                         \
                const double *q = (const double *)x + t * FOLD_GROUP;                     \
                __m128d a01 = _mm_loadu_pd(q), a23 = _mm_loadu_pd(q + 2);                 \
                __m128d b01 = _mm_loadu_pd(q + 4), b23 = _mm_loadu_pd(q + 6);             \
                __m128d g[4] = {_mm_unpacklo_pd(a01, b01), _mm_unpackhi_pd(a01, b01),     \
                                _mm_unpacklo_pd(a23, b23), _mm_unpackhi_pd(a23, b23)};    \
                FOLD_PAIR(OP, SQ);                                                        \
            }                                                                             \
        }                                                                                 \
    } while (0)
#endif

/* Whole steps of sixteen values (four lanes' groups) of a round with
 * AVX2, from float32 or float64 values, transposed so that a vector holds
 * the k-th term of four lanes; each lane combines its terms in order, from
 * the identity (fresh) or from what it holds, as FOLD_PAIR does two lanes
 * at a time.  Rows of 1024 float64 and long float32 runs had taken
 * FOLD_PAIR's road alone: one thread's prod of 2^20 float32 in runs of
 * 2^18, 180-200 -> 140-160 us. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
/* The four groups at x + i, the k-th values of each in yk: float32 groups
 * transposed as floats, then widened; float64 ones loaded a group's half
 * with another's, so that one unpack a vector transposes them. */
#define STEP_LOAD_F32()                                                                    \
    __m128 g0 = _mm_loadu_ps(xf + i), g1 = _mm_loadu_ps(xf + i + 4);                      \
    __m128 g2 = _mm_loadu_ps(xf + i + 8), g3 = _mm_loadu_ps(xf + i + 12);                 \
    _MM_TRANSPOSE4_PS(g0, g1, g2, g3);                                                    \
    __m256d y0 = _mm256_cvtps_pd(g0), y1 = _mm256_cvtps_pd(g1);                           \
    __m256d y2 = _mm256_cvtps_pd(g2), y3 = _mm256_cvtps_pd(g3);

#define STEP_LOAD_F64()                                                                    \
    __m256d a = _mm256_loadu2_m128d(xd + i + 8, xd + i);                                  \
    __m256d b = _mm256_loadu2_m128d(xd + i + 12, xd + i + 4);                             \
    __m256d c = _mm256_loadu2_m128d(xd + i + 10, xd + i + 2);                             \
    __m256d d = _mm256_loadu2_m128d(xd + i + 14, xd + i + 6);                             \
    __m256d y0 = _mm256_unpacklo_pd(a, b), y1 = _mm256_unpackhi_pd(a, b);                 \
    __m256d y2 = _mm256_unpacklo_pd(c, d), y3 = _mm256_unpackhi_pd(c, d);

/* A step's terms y0..y3 from its values by SQ: 0 takes the values, 1
 * their squares, 2 their squared deviations from m (norm's squares skip
 * the subtraction of 0, which changes none). */
#define STEP_TERMS(SQ)                                                                    \
    if (SQ == 2) {                                                                        \
        y0 = _mm256_sub_pd(y0, m), y1 = _mm256_sub_pd(y1, m);                             \
        y2 = _mm256_sub_pd(y2, m), y3 = _mm256_sub_pd(y3, m);                             \
    }                                                                                     \
    if (SQ) {                                                                             \
        y0 = _mm256_mul_pd(y0, y0), y1 = _mm256_mul_pd(y1, y1);                           \
        y2 = _mm256_mul_pd(y2, y2), y3 = _mm256_mul_pd(y3, y3);                           \
    }

/* A fresh product's lanes skip their first multiplication, by the
 * identity, which gives y0 back bit for bit (a sum's does not: 0 + -0 is
 * +0), and so a step's chain of four (prod of 1024 rows of 1024, run
 * back to back with the old code: 5% less time). */
#define FOLD_STEP(LOAD, OP, SQ)                                                           \
    for (; i + 16 <= n; i += 16) {                                                        \
        LOAD()                                                                            \
        STEP_TERMS(SQ)                                                                    \
        __m256d v = fresh ? id : _mm256_loadu_pd(lane + i / FOLD_GROUP);                  \
        v = fresh && op == FOLD_MUL ? y0 : OP(v, y0);                                     \
        v = OP(OP(OP(v, y1), y2), y3);                                                    \
        _mm256_storeu_pd(lane + i / FOLD_GROUP, v);                                       \
    }

#define FOLD_STEPS(LOAD)                                                                  \
    do {                                                                                  \
        if (op == FOLD_MUL)                                                               \
            FOLD_STEP(LOAD, _mm256_mul_pd, 0)                                             \
        else if (term == T_VALUE)                                                         \
            FOLD_STEP(LOAD, _mm256_add_pd, 0)                                             \
        else if (term == T_NORM)                                                          \
            FOLD_STEP(LOAD, _mm256_add_pd, 1)                                             \
        else                                                                              \
            FOLD_STEP(LOAD, _mm256_add_pd, 2)                                             \
    } while (0)

/* The lanes of the whole steps of sixteen of x[0..n), for the terms that
 * fold_round_takes; how many values they took (0 without AVX2).  The upper
 * halves are cleared on the way out: the SSE code after it would otherwise
 * run at a fraction of its speed. */
__attribute__((target("avx2"))) static int64_t fold_steps_avx2(const void *x, bool f32, int64_t n, FoldOp op,
                                                               Term term, double p, double *lane, bool fresh)
{
    __m256d m = _mm256_set1_pd(term == T_SQ_DEV ? p : 0), id = _mm256_set1_pd(fold_identity(op));
    const float *xf = x;
    const double *xd = x;
    int64_t i = 0;
    if (f32)
        FOLD_STEPS(STEP_LOAD_F32);
    else
        FOLD_STEPS(STEP_LOAD_F64);
    _mm256_zeroupper();
    return i;
}

/* STEP_LOAD_F32's transpose as two two-register permutes of AVX-512VL
 * (the k-th values of the four groups in a half each), where the 4 x 4
 * transpose took eight shuffles: float32 steps were bound by the
 * vector unit's shuffles and conversions (prod of 1024 rows of 1024:
 * 104 -> 96 us).  The same values in the same registers, so the same
 * bits. */
#define STEP_LOAD_F32_VL()                                                                 \
    __m256 ab = _mm256_loadu_ps(xf + i), cd = _mm256_loadu_ps(xf + i + 8);                \
    /* value k of group g: element 4g + k of ab (g < 2), of cd from index 8 on */         \
    const __m256i k01 = _mm256_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13);                      \
    const __m256i k23 = _mm256_setr_epi32(2, 6, 10, 14, 3, 7, 11, 15);                    \
    __m256 t01 = _mm256_permutex2var_ps(ab, k01, cd), t23 = _mm256_permutex2var_ps(ab, k23, cd); \
    __m256d y0 = _mm256_cvtps_pd(_mm256_castps256_ps128(t01));                            \
    __m256d y1 = _mm256_cvtps_pd(_mm256_extractf128_ps(t01, 1));                          \
    __m256d y2 = _mm256_cvtps_pd(_mm256_castps256_ps128(t23));                            \
    __m256d y3 = _mm256_cvtps_pd(_mm256_extractf128_ps(t23, 1));

__attribute__((target("avx2,avx512f,avx512vl"))) static int64_t fold_steps_vl(const float *xf, int64_t n,
                                                                              FoldOp op, Term term, double p,
                                                                              double *lane, bool fresh)
{
    __m256d m = _mm256_set1_pd(term == T_SQ_DEV ? p : 0), id = _mm256_set1_pd(fold_identity(op));
    int64_t i = 0;
    FOLD_STEPS(STEP_LOAD_F32_VL);
    _mm256_zeroupper();
    return i;
}

static int64_t fold_steps(const void *x, bool f32, int64_t n, FoldOp op, Term term, double p, double *lane,
                          bool fresh)
{
    if (f32 && __builtin_cpu_supports("avx512vl"))
        return fold_steps_vl(x, n, op, term, p, lane, fresh);
    return __builtin_cpu_supports("avx2") ? fold_steps_avx2(x, f32, n, op, term, p, lane, fresh) : 0;
}

/* The fold of a float32 row of 16, 32, 48 or 64 values (REGS_ROW) with
 * its lanes in registers: FOLD_STEP's fresh lanes, a vector a step, then
 * SHORT_HALVES's halves over the power of two of lanes from four that
 * holds them (lanes 12 to 15 of a row of 48 the identity), where the
 * lanes had gone through memory between the two (norm's rows of 64). */
enum { REGS_ROW = 64 };

#define REGS_FOLD(LOAD, OP, OP2, SQ)                                                      \
    do {                                                                                  \
        int64_t i = 0;                                                                    \
        _Pragma("GCC unroll 4")                                                           \
        for (int s = 0; s < REGS_ROW / 16; s++, i += 16) {                                \
            if (i + 16 > n)                                                               \
                break;                                                                    \
            LOAD()                                                                        \
            STEP_TERMS(SQ)                                                                \
            v[s] = OP(OP(OP(op == FOLD_MUL ? y0 : OP(id, y0), y1), y2), y3);              \
        }                                                                                 \
        if (n > 32) {                                                                     \
            v[0] = OP(v[0], v[2]);                                                        \
            v[1] = OP(v[1], v[3]);                                                        \
        }                                                                                 \
        if (n > 16)                                                                       \
            v[0] = OP(v[0], v[1]);                                                        \
        __m128d two = OP2(_mm256_castpd256_pd128(v[0]), _mm256_extractf128_pd(v[0], 1));  \
        r = _mm_cvtsd_f64(OP2(two, _mm_unpackhi_pd(two, two)));                           \
    } while (0)

#define SHORT_FOLD_REGS(name, ATTR, LOAD)                                                 \
    ATTR static double name(const float *xf, int64_t n, FoldOp op, Term term, double p)   \
    {                                                                                     \
        __m256d m = _mm256_set1_pd(term == T_SQ_DEV ? p : 0);                             \
        __m256d id = _mm256_set1_pd(fold_identity(op));                                   \
        __m256d v[REGS_ROW / 16] = {id, id, id, id};                                      \
        double r;                                                                         \
        if (op == FOLD_MUL)                                                               \
            REGS_FOLD(LOAD, _mm256_mul_pd, _mm_mul_pd, 0);                                \
        else if (term == T_VALUE)                                                         \
            REGS_FOLD(LOAD, _mm256_add_pd, _mm_add_pd, 0);                                \
        else if (term == T_NORM)                                                          \
            REGS_FOLD(LOAD, _mm256_add_pd, _mm_add_pd, 1);                                \
        else                                                                              \
            REGS_FOLD(LOAD, _mm256_add_pd, _mm_add_pd, 2);                                \
        _mm256_zeroupper();                                                               \
        return r;                                                                         \
    }
SHORT_FOLD_REGS(short_fold_regs_avx2, __attribute__((target("avx2"))), STEP_LOAD_F32)
SHORT_FOLD_REGS(short_fold_regs_vl, __attribute__((target("avx2,avx512f,avx512vl"))), STEP_LOAD_F32_VL)
#undef SHORT_FOLD_REGS

static double short_fold_regs(const float *xf, int64_t n, FoldOp op, Term term, double p)
{
    if (__builtin_cpu_supports("avx512vl"))
        return short_fold_regs_vl(xf, n, op, term, p);
    return short_fold_regs_avx2(xf, n, op, term, p);
}
#undef REGS_FOLD
#else
static int64_t fold_steps(const void *x, bool f32, int64_t n, FoldOp op, Term term, double p, double *lane,
                          bool fresh)
{
    (void)x, (void)f32, (void)n, (void)op, (void)term, (void)p, (void)lane, (void)fresh;
    return 0;
}
#endif

/* Whether fold_round has a vector loop for op and term. */
static bool fold_round_takes(FoldOp op, Term term, double p)
{
#if defined(__SSE2__)
    bool sq = term == T_SQ_DEV || (term == T_NORM && p == 2);
    return (op == FOLD_ADD && (sq || term == T_VALUE)) || (op == FOLD_MUL && term == T_VALUE);
#else
    (void)op, (void)term, (void)p;
    return false;
#endif
}

/* The groups of lanes [0, lanes) (even) of a round, from x at the round's
 * start: false where no vector loop fits op and term.  Fresh lanes (a
 * tile's first round) start from the identity in a register rather than
 * from memory, whose one-lane stores a pair's load would wait on. */
static bool fold_round(FoldOp op, Term term, double p, double *lane, const void *x, bool f32, int lanes,
                       bool fresh)
{
#if defined(__SSE2__)
    bool sq = term == T_SQ_DEV || (term == T_NORM && p == 2);
    if (!fold_round_takes(op, term, p))
        return false;
    int t0 = (int)(fold_steps(x, f32, (int64_t)lanes * FOLD_GROUP, op, term, p, lane, fresh) / FOLD_GROUP);
    __m128d m = _mm_set1_pd(term == T_SQ_DEV ? p : 0), start = _mm_set1_pd(fold_identity(op));
    if (op == FOLD_ADD && sq)
        FOLD_ROUNDS(_mm_add_pd, true);
    else if (op == FOLD_ADD && term == T_VALUE)
        FOLD_ROUNDS(_mm_add_pd, false);
    else if (op == FOLD_MUL && term == T_VALUE)
        FOLD_ROUNDS(_mm_mul_pd, false);
    else
        return false;
    return true;
#else
    (void)op, (void)term, (void)p, (void)lane, (void)x, (void)f32, (void)lanes, (void)fresh;
    return false;
#endif
}

/* Value i of x, float32 (f32) or float64. */
static inline double value_of(const void *x, bool f32, int64_t i)
{
    return f32 ? (double)((const float *)x)[i] : ((const double *)x)[i];
}

/* The groups of lanes [0, lanes) of a round at q, by fold_round where it
 * can; fresh: the lanes hold the identity. */
static void fold_groups(FoldOp op, Term term, double p, double *lane, const char *q, bool f32, int lanes,
                        bool fresh)
{
    if (fold_round(op, term, p, lane, q, f32, lanes, fresh))
        return;
    for (int t = 0; t < lanes; t++)
        for (int g = 0; g < FOLD_GROUP; g++)
            lane[t] = fold_combine(op, lane[t], term_of(term, p, value_of(q, f32, t * FOLD_GROUP + g)));
}

/* The terms of values x[0..n) (float32 or float64) into the tile of
 * `level`, which has room for them: one at a time up to a round's start,
 * then whole rounds, then the whole lane pairs of the last round (a short
 * row's, mostly), then the rest. */
static void fold_add(Fold *f, int level, const void *x, bool f32, int64_t n, Term term, double p)
{
    enum { ROUND = FOLD_GROUP * FOLD_LANES, PAIR = 2 * FOLD_GROUP };
    double *lane = f->lane[level];
    int64_t k = f->n[level], i = 0, es = f32 ? 4 : 8;
    /* the lanes this tile starts, but those a fresh first round of
     * fold_round's writes whole (a row of 1,024 spent a fifth of its
     * time setting lanes it then overwrote) */
    int64_t t0 = (k + FOLD_GROUP - 1) / FOLD_GROUP, t1 = lanes_used(k + n);
    if (k == 0 && fold_round_takes(f->op, term, p))
        t0 = n >= ROUND ? FOLD_LANES : 2 * (n / PAIR);
    double id = fold_identity(f->op);
    for (int64_t t = t0; t < t1; t++)
        lane[t] = id;
    f->n[level] = k + n;
    /* a round's rest from a group's start, its lane pairs at once: a walk
     * over several reduced dims brings runs that start mid-round */
    if (k % ROUND != 0 && k % FOLD_GROUP == 0) {
        int64_t rest = ROUND - k % ROUND < n ? ROUND - k % ROUND : n;
        int lanes = (int)(rest / PAIR * 2);
        if (lanes > 0)
            fold_groups(f->op, term, p, lane + k % ROUND / FOLD_GROUP, x, f32, lanes, false);
        i = (int64_t)lanes * FOLD_GROUP;
    }
    for (; i < n && (k + i) % ROUND != 0; i++) {
        double *l = &lane[(k + i) / FOLD_GROUP % FOLD_LANES];
        *l = fold_combine(f->op, *l, term_of(term, p, value_of(x, f32, i)));
    }
    for (; n - i >= ROUND; i += ROUND)
        fold_groups(f->op, term, p, lane, (const char *)x + i * es, f32, FOLD_LANES, k + i == 0);
    int64_t pairs = (n - i) / PAIR;
    if (pairs > 0)
        fold_groups(f->op, term, p, lane, (const char *)x + i * es, f32, (int)(2 * pairs), k + i == 0);
    for (i += pairs * PAIR; i < n; i++) {
        double *l = &lane[(k + i) / FOLD_GROUP % FOLD_LANES];
        *l = fold_combine(f->op, *l, term_of(term, p, value_of(x, f32, i)));
    }
    if (level > f->top)
        f->top = level;
    if (f->n[level] == FOLD_TILE) {
        f->n[level] = 0;
        fold_push(f, level + 1, fold_lanes(f->op, lane, FOLD_LANES));
    }
}

static void fold_push(Fold *f, int level, double x)
{
    fold_add(f, level, &x, false, 1, T_VALUE, 0);
}

/* The terms of values x[0..n) (float32 or float64) into level 0, a tile at
 * a time. */
static void fold_take(Fold *f, const void *x, bool f32, int64_t n, Term term, double p)
{
    int64_t es = f32 ? 4 : 8;
    while (n > 0) {
        int64_t m = FOLD_TILE - f->n[0] < n ? FOLD_TILE - f->n[0] : n;
        fold_add(f, 0, x, f32, m, term, p);
        x = (const char *)x + m * es;
        n -= m;
    }
}

/* The last, partial tile of each level, then the one value left. */
static double fold_finish(Fold *f)
{
    for (int l = 0;; l++) {
        double x = fold_lanes(f->op, f->lane[l], lanes_used(f->n[l]));
        if (l == f->top)
            return x;
        if (f->n[l] > 0) {
            f->n[l] = 0;
            fold_push(f, l + 1, x);
        }
    }
}

static void row_fold(Acc *c, const double *f, const int64_t *x, int64_t n, int64_t i0)
{
    (void)x;
    (void)i0;
    fold_take(c->fold, f, false, n, (Term)c->term, c->p);
}

/* A short contiguous float32 row of n values (one round of a tile: n <=
 * FOLD_GROUP * FOLD_LANES) whose terms have a vector loop
 * (fold_round_takes): fold_take's and fold_finish's operations in their
 * order, without their bookkeeping, which a row of 64 spent most of its
 * time on: fold_steps's fresh lanes, then the rest. */
enum { SHORT_ROW = FOLD_GROUP * FOLD_LANES };

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
static bool short_row(DType dt, int64_t n, FoldOp op, Term term, double p)
{
    return dt == DT_FLOAT32 && n <= SHORT_ROW && fold_round_takes(op, term, p) &&
           __builtin_cpu_supports("avx2");
}
#else
static double short_halves_avx2(FoldOp op, double *lane, int64_t w)
{
    return fold_lanes(op, lane, w);
}

static bool short_row(DType dt, int64_t n, FoldOp op, Term term, double p)
{
    (void)dt, (void)n, (void)op, (void)term, (void)p;
    return false;
}
#endif

/* The fold of the short row (short_row) x[0..n): its whole steps, then the
 * last lanes' values one at a time, then the lanes in halves, over a
 * power of two of them from four: the lanes past those the row fills hold
 * the identity, which gives a lane back exactly (a sum's lane is never
 * -0), so the halves combine as fold_lanes's. */
static double short_fold_f32(const float *x, int64_t n, FoldOp op, Term term, double p)
{
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
    if (n % 16 == 0 && n <= REGS_ROW)
        return short_fold_regs(x, n, op, term, p);
#endif
    double lane[FOLD_LANES];
    int64_t i = fold_steps(x, true, n, op, term, p, lane, true), w = 4;
    while (w < lanes_used(n)) w *= 2;
    for (int64_t t = i / FOLD_GROUP; t < w; t++)
        lane[t] = fold_identity(op);
    for (; i < n; i++)
        lane[i / FOLD_GROUP] = fold_combine(op, lane[i / FOLD_GROUP], term_of(term, p, x[i]));
    return short_halves_avx2(op, lane, w);
}

/* One output's fold of elements [e0, e1). */
static double fold_range(const Red *r, const char *ip, int64_t e0, int64_t e1, FoldOp op,
                         Term term, double p)
{
    DType dt = r->a->in[0].dtype;
    bool contiguous = r->nr == 0 || (r->nr == 1 && r->rin[0] == 1);
    if (contiguous && short_row(dt, e1 - e0, op, term, p))
        return short_fold_f32((const float *)ip + e0, e1 - e0, op, term, p);
    Fold f;
    fold_start(&f, op);
    if ((dt == DT_FLOAT32 || dt == DT_FLOAT64) && contiguous) {
        /* Contiguous: the values themselves, with no conversion first. */
        fold_take(&f, ip + e0 * (int64_t)dtype_size(dt), dt == DT_FLOAT32, e1 - e0, term, p);
        return fold_finish(&f);
    }
    Acc c;
    memset(&c, 0, sizeof c);
    c.fl = true;
    c.fold = &f;
    c.term = term;
    c.p = p;
    walk(r, ip, e0, e1, row_fold, &c);
    return fold_finish(&f);
}

/* Few outputs of many elements: each tile folds on its own, in parallel
 * (a tile's result depends on its elements alone), then the tiles'
 * results fold in order, as fold_range would fold them. */
typedef struct TileJob {
    const Red *r;
    const char *ip;
    FoldOp op;
    Term term;
    double p;
    int64_t per, tiles;
    double *res;
} TileJob;

static void tile_chunk(void *ctx, int64_t c)
{
    const TileJob *j = ctx;
    int64_t t1 = (c + 1) * j->per < j->tiles ? (c + 1) * j->per : j->tiles;
    for (int64_t t = c * j->per; t < t1; t++) {
        int64_t e1 = (t + 1) * FOLD_TILE < j->r->nred ? (t + 1) * FOLD_TILE : j->r->nred;
        j->res[t] = fold_range(j->r, j->ip, t * FOLD_TILE, e1, j->op, j->term, j->p);
    }
}

static double fold_of(const Red *r, const char *ip, FoldOp op, Term term, double p, bool tiles)
{
    if (!tiles)
        return fold_range(r, ip, 0, r->nred, op, term, p);
    TileJob j = {r, ip, op, term, p, 1, (r->nred + FOLD_TILE - 1) / FOLD_TILE, NULL};
    if (tiles && j.tiles >= 2)
        j.res = malloc((size_t)j.tiles * sizeof(double));
    if (!j.res)
        return fold_range(r, ip, 0, r->nred, op, term, p);
    int64_t chunks = j.tiles < 64 ? j.tiles : 64;
    j.per = (j.tiles + chunks - 1) / chunks;
    cpu_parallel((j.tiles + j.per - 1) / j.per, tile_chunk, &j);
    Fold f;
    fold_start(&f, op);
    for (int64_t t = 0; t < j.tiles; t++)
        fold_push(&f, 1, j.res[t]);
    free(j.res);
    return fold_finish(&f);
}

/* One reduction (its OpCode) over every output; tiles: few outputs, each
 * folding its tiles in parallel. */
typedef struct RedJob {
    Red r;
    OpCode op;
    int64_t per;
    bool tiles;
    bool short_rows;      /* float fold rows that short_row takes (reduce_short_rows) */
} RedJob;

/* Outputs side by side, or a run of one output taken as columns: COLS
 * at a time. */
enum { COLS = 64 };

/* amax and amin of float32, float64 and bfloat16 columns, in their own
 * type or float (the same comparisons as in double): the first NaN, else the extreme.  An
 * element replaces the one kept when that is no NaN and it is a NaN or
 * beyond; SSE2 takes four floats or two doubles a step. */
#if defined(__SSE2__)
#define SSE_EXTREME(T, V, LOAD, STORE, UNORD, ORD, GT, LT, AND, ANDNOT, OR, W)               \
    for (; v + W <= w; v += W) {                                                          \
        V b = LOAD(best + v), y = LOAD(x + v);                                            \
        V take = AND(ORD(b, b), OR(UNORD(y, y), most ? GT(y, b) : LT(y, b)));             \
        STORE(best + v, OR(AND(take, y), ANDNOT(take, b)));                               \
    }
#define EXTREME_STEP_float                                                                \
    SSE_EXTREME(float, __m128, _mm_loadu_ps, _mm_storeu_ps, _mm_cmpunord_ps, _mm_cmpord_ps, \
                _mm_cmpgt_ps, _mm_cmplt_ps, _mm_and_ps, _mm_andnot_ps, _mm_or_ps, 4)
#define EXTREME_STEP_double                                                               \
    SSE_EXTREME(double, __m128d, _mm_loadu_pd, _mm_storeu_pd, _mm_cmpunord_pd, _mm_cmpord_pd, \
                _mm_cmpgt_pd, _mm_cmplt_pd, _mm_and_pd, _mm_andnot_pd, _mm_or_pd, 2)
#else
#define EXTREME_STEP_float
#define EXTREME_STEP_double
#endif

/* ELEM: the elements' type, T: the type compared in, LD: one to T; the
 * bfloat16 columns compare as float (as in double: the same results). */
#define EXTREME_COLS(name, ELEM, T, LD, STEP)                                             \
    static void name(const char *ip, int64_t est, int64_t nred, int w, bool most, T *best) \
    {                                                                                     \
        for (int v = 0; v < w; v++)                                                       \
            best[v] = LD(((const ELEM *)ip)[v]);                                          \
        for (int64_t e = 1; e < nred; e++) {                                              \
            const ELEM *x = (const ELEM *)(ip + e * est);                                 \
            int v = 0;                                                                    \
            STEP                                                                          \
            for (; v < w; v++) {                                                          \
                T b = best[v], y = LD(x[v]);                                              \
                best[v] = b == b && (y != y || (most ? y > b : y < b)) ? y : b;           \
            }                                                                             \
        }                                                                                 \
    }
EXTREME_COLS(extreme_cols_float, float, float, LD_SELF, EXTREME_STEP_float)
EXTREME_COLS(extreme_cols_double, double, double, LD_SELF, EXTREME_STEP_double)
EXTREME_COLS(extreme_cols_bf16, uint16_t, float, dtype_bf16_to_float, )

/* extreme_cols_float and _bf16 with AVX2, 64 columns at a time kept in
 * registers down all the rows (the SSE2 loop keeps them in `best` and
 * reloads them every row), then the rest as before: each column still
 * meets its rows in order, with the same comparisons (bfloat16 amax(dim=0)
 * of 2048 x 2048: 0.26 -> 3.6x PyTorch's speed). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
/* One running extreme b of eight columns meeting their elements y in a
 * row; BEYOND is _CMP_GT_OQ (max) or _CMP_LT_OQ (min). */
#define EXTREME8(b, y, BEYOND)                                                            \
    do {                                                                                  \
        __m256 y_ = (y);                                                                  \
        __m256 take_ = _mm256_and_ps(_mm256_cmp_ps(b, b, _CMP_ORD_Q),                     \
                                     _mm256_or_ps(_mm256_cmp_ps(y_, y_, _CMP_UNORD_Q),    \
                                                  _mm256_cmp_ps(y_, b, BEYOND)));         \
        b = _mm256_blendv_ps(b, y_, take_);                                               \
    } while (0)

/* Eight floats, or eight bfloat16s widened to them. */
__attribute__((target("avx2"))) static inline __m256 load8_float(const float *x)
{
    return _mm256_loadu_ps(x);
}

__attribute__((target("avx2"))) static inline __m256 load8_bf16(const uint16_t *x)
{
    __m256i wide = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)x));
    return _mm256_castsi256_ps(_mm256_slli_epi32(wide, 16));
}

#define EXTREME_COLS64(name, ELEM, LOAD8, BEYOND)                                         \
    __attribute__((target("avx2"))) static void name(const char *ip, int64_t est,         \
                                                     int64_t nred, float *best)           \
    {                                                                                     \
        const ELEM *x = (const ELEM *)ip;                                                 \
        __m256 b[8];                                                                      \
        for (int k = 0; k < 8; k++)                                                       \
            b[k] = LOAD8(x + 8 * k);                                               \
        for (int64_t e = 1; e < nred; e++) {                                              \
            x = (const ELEM *)(ip + e * est);                                             \
            EXTREME8(b[0], LOAD8(x), BEYOND);                                      \
            EXTREME8(b[1], LOAD8(x + 8), BEYOND);                                  \
            EXTREME8(b[2], LOAD8(x + 16), BEYOND);                                 \
            EXTREME8(b[3], LOAD8(x + 24), BEYOND);                                 \
            EXTREME8(b[4], LOAD8(x + 32), BEYOND);                                 \
            EXTREME8(b[5], LOAD8(x + 40), BEYOND);                                 \
            EXTREME8(b[6], LOAD8(x + 48), BEYOND);                                 \
            EXTREME8(b[7], LOAD8(x + 56), BEYOND);                                 \
        }                                                                                 \
        for (int k = 0; k < 8; k++)                                                       \
            _mm256_storeu_ps(best + 8 * k, b[k]);                                         \
    }
EXTREME_COLS64(max_cols64_float, float, load8_float, _CMP_GT_OQ)
EXTREME_COLS64(min_cols64_float, float, load8_float, _CMP_LT_OQ)
EXTREME_COLS64(max_cols64_bf16, uint16_t, load8_bf16, _CMP_GT_OQ)
EXTREME_COLS64(min_cols64_bf16, uint16_t, load8_bf16, _CMP_LT_OQ)

/* The first 64 * (w / 64) columns by max_cols64_T or min_cols64_T, where
 * the processor has AVX2, then the rest by extreme_cols_T. */
#define EXTREME_COLS_FAST(T, ELEM)                                                        \
    static void extreme_cols_fast_##T(const char *ip, int64_t est, int64_t nred, int w,   \
                                      bool most, float *best)                             \
    {                                                                                     \
        int v = 0;                                                                        \
        if (__builtin_cpu_supports("avx2"))                                               \
            for (; v + 64 <= w; v += 64)                                                  \
                (most ? max_cols64_##T : min_cols64_##T)(ip + v * (int64_t)sizeof(ELEM),  \
                                                         est, nred, best + v);            \
        if (v < w)                                                                        \
            extreme_cols_##T(ip + v * (int64_t)sizeof(ELEM), est, nred, w - v, most,      \
                             best + v);                                                   \
    }
EXTREME_COLS_FAST(float, float)
EXTREME_COLS_FAST(bf16, uint16_t)
#else
#define extreme_cols_fast_float extreme_cols_float
#define extreme_cols_fast_bf16 extreme_cols_bf16
#endif

/* amax or amin of a float32 or float64 run of n > 0 by vmaxps or vminps
 * (vmaxpd, vminpd), four registers of running extremes and one of NaNs
 * met, with none of extreme_run's selects an element or its lanes' fold
 * in order.  Where the run holds no NaN and its extreme is no zero, that
 * extreme is extreme_run's result, bit for bit: only zeros and NaNs
 * compare equal, or unordered, with other bits (kernels/cuda/reduce.cu's
 * k_ext_values does the same).  false, where it is not sure: a NaN, a
 * zero, or no AVX2.  amax(dim=-1) of 1024 x 1024, PyTorch time / cst
 * time: float32 0.3 -> 0.66-0.78, float64 0.2 -> 0.6-1.1. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
/* Four registers by name (as an array indexed in a loop, GCC kept them on
 * the stack, a load and a store a vector); one unordered comparison tests
 * two vectors for NaNs, and one OR a step joins the flags, which as four
 * ORs in a chain had held the loop back. */
#define SURE_STEPS(V, W, LOAD, EXT, UNORD, OR)                                            \
    for (; i + 4 * W <= n; i += 4 * W) {                                                  \
        V y0 = LOAD(x + i), y1 = LOAD(x + i + W);                                         \
        V y2 = LOAD(x + i + 2 * W), y3 = LOAD(x + i + 3 * W);                             \
        nan = OR(nan, OR(UNORD(y0, y1), UNORD(y2, y3)));                                  \
        e0 = EXT(y0, e0), e1 = EXT(y1, e1), e2 = EXT(y2, e2), e3 = EXT(y3, e3);           \
    }

#define SURE_EXTREME(name, T, V, W, LOAD, STORE, SET1, MAX, MIN, UNORD, OR, ANY)          \
    __attribute__((target("avx2"))) static bool name(const T *x, int64_t n, bool most,    \
                                                     double *res)                         \
    {                                                                                     \
        V nan = SET1(0), e0 = SET1(most ? -INFINITY : INFINITY), e1 = e0, e2 = e0, e3 = e0; \
        int64_t i = 0;                                                                    \
        if (most)                                                                         \
            SURE_STEPS(V, W, LOAD, MAX, UNORD, OR)                                        \
        else                                                                              \
            SURE_STEPS(V, W, LOAD, MIN, UNORD, OR)                                        \
        T lane[W];                                                                        \
        STORE(lane, most ? MAX(MAX(e0, e1), MAX(e2, e3)) : MIN(MIN(e0, e1), MIN(e2, e3))); \
        bool sure = !ANY(nan);                                                            \
        _mm256_zeroupper();                                                               \
        T r = lane[0];                                                                    \
        for (int k = 1; k < W; k++)                                                       \
            r = most ? (lane[k] > r ? lane[k] : r) : (lane[k] < r ? lane[k] : r);         \
        for (; i < n; i++) {                                                              \
            sure = sure && x[i] == x[i];                                                  \
            r = most ? (x[i] > r ? x[i] : r) : (x[i] < r ? x[i] : r);                     \
        }                                                                                 \
        *res = r;                                                                         \
        return sure && r != 0;                                                            \
    }

#define UNORD_PS(a, b) _mm256_cmp_ps(a, b, _CMP_UNORD_Q)
#define UNORD_PD(a, b) _mm256_cmp_pd(a, b, _CMP_UNORD_Q)
SURE_EXTREME(sure_extreme_f32, float, __m256, 8, _mm256_loadu_ps, _mm256_storeu_ps, _mm256_set1_ps,
             _mm256_max_ps, _mm256_min_ps, UNORD_PS, _mm256_or_ps, _mm256_movemask_ps)
SURE_EXTREME(sure_extreme_f64, double, __m256d, 4, _mm256_loadu_pd, _mm256_storeu_pd, _mm256_set1_pd,
             _mm256_max_pd, _mm256_min_pd, UNORD_PD, _mm256_or_pd, _mm256_movemask_pd)
#undef UNORD_PS
#undef UNORD_PD

static bool sure_extreme(const char *p, DType dt, int64_t n, bool most, double *res)
{
    if (!__builtin_cpu_supports("avx2"))
        return false;
    return dt == DT_FLOAT32 ? sure_extreme_f32((const float *)p, n, most, res)
                            : sure_extreme_f64((const double *)p, n, most, res);
}
#else
static bool sure_extreme(const char *p, DType dt, int64_t n, bool most, double *res)
{
    (void)p, (void)dt, (void)n, (void)most, (void)res;
    return false;
}
#endif

/* amax or amin of a contiguous float32 or float64 run of n: as COLS lanes
 * (columns of a [n / COLS, COLS] matrix), then the lanes and the rest in
 * order; a NaN if there is one (perhaps not the first: nothing tells
 * NaNs apart but their bits). */
static double extreme_run(const char *p, DType dt, int64_t n, bool most)
{
    union {
        float f[COLS];
        double d[COLS];
    } lanes;
    int64_t es = (int64_t)dtype_size(dt), m = n / COLS, lead = m > 0 ? COLS : 0;
    double sure;
    if (sure_extreme(p, dt, n, most, &sure))
        return sure;
    if (m > 0 && dt == DT_FLOAT32)
        extreme_cols_fast_float(p, COLS * es, m, COLS, most, lanes.f);
    else if (m > 0)
        extreme_cols_double(p, COLS * es, m, COLS, most, lanes.d);
    double r = NAN;
    for (int64_t i = 0; i < lead + n % COLS; i++) {
        double x = i < lead ? (dt == DT_FLOAT32 ? lanes.f[i] : lanes.d[i])
                 : dt == DT_FLOAT32 ? ((const float *)p)[m * COLS + i - lead]
                                    : ((const double *)p)[m * COLS + i - lead];
        r = i == 0 ? x : r != r ? r : x != x || (most ? x > r : x < r) ? x : r;
    }
    return r;
}

/* Two extremes in the walk's order kept as the walk keeps one: the first
 * NaN, else the later only where it is beyond (so the first of equal
 * ones, and of zeros). */
static double extreme_after(double kept, double next, bool most)
{
    return kept != kept ? kept : next != next || (most ? next > kept : next < kept) ? next : kept;
}

/* A long run splits into parts, each in parallel, then the parts'
 * results combine as the lanes do. */
typedef struct RunJob {
    const char *p;
    DType dt;
    int64_t n, per;
    bool most;
    double part[64];
} RunJob;

static void run_part(void *ctx, int64_t c)
{
    RunJob *j = ctx;
    int64_t e0 = c * j->per, e1 = e0 + j->per < j->n ? e0 + j->per : j->n;
    j->part[c] = extreme_run(j->p + e0 * (int64_t)dtype_size(j->dt), j->dt, e1 - e0, j->most);
}

static double extreme_of(const char *p, DType dt, int64_t n, bool most)
{
    if (n < 2 * CPU_PARALLEL_MIN)
        return extreme_run(p, dt, n, most);
    RunJob j = {p, dt, n, 0, most, {0}};
    int64_t parts = n / CPU_PARALLEL_MIN < 64 ? n / CPU_PARALLEL_MIN : 64;
    j.per = (n + parts - 1) / parts / COLS * COLS + COLS;
    parts = (n + j.per - 1) / j.per;
    cpu_parallel(parts, run_part, &j);
    double r = j.part[0];
    for (int64_t c = 1; c < parts; c++)
        r = extreme_after(r, j.part[c], most);
    return r;
}

/* amax or amin over reduced dims whose innermost is a contiguous run of
 * COLS or more: each run's extreme in the order of the walk (a 3-d
 * tensor's dims 0 and 2: 0.2 -> 1.1 of PyTorch CPU's speed, where each
 * element had gone through double and the indexed walk). */
static double extreme_of_runs(const Red *r, const char *ip, DType dt, bool most)
{
    int64_t inner = r->rshape[r->nr - 1], runs = r->nred / inner, sz = (int64_t)dtype_size(dt);
    double kept = 0;
    for (int64_t k = 0; k < runs; k++) {
        const char *p = ip;
        int64_t rest = k;
        for (int d = r->nr - 2; d >= 0; d--) {
            p += rest % r->rshape[d] * r->rin[d] * sz;
            rest /= r->rshape[d];
        }
        double v = extreme_of(p, dt, inner, most);
        kept = k == 0 ? v : extreme_after(kept, v, most);
    }
    return kept;
}

/* max, min, argmax, argmin: the value kept, its index. */
static void store_extreme(const RedJob *job, const Acc *c, char *op, char *xp)
{
    DType odt = job->r.a->out[0].dtype;
    if (job->op == OP_argmax || job->op == OP_argmin) {
        dtype_store_int(odt, op, c->index);
        return;
    }
    if (c->fl)
        dtype_store_double(odt, op, c->f);
    else
        dtype_store_int(odt, op, c->i);
    if (xp)
        *(int64_t *)xp = c->index;
}

/* Whether an output's elements are one contiguous run. */
static bool contiguous(const Red *r)
{
    return r->nr == 1 && r->rin[0] == 1;
}

/* Where a float32 or float64 run of n > 0 shorter than two rows of
 * lanes has its extreme: extreme_run's lanes then hold its elements in
 * order, so its result is the first NaN, else the first element greater
 * (less) than all before it, and no element before that one holds it.
 * One pass finds it (max(dim=1) of 100 x 100 had spent most of its time
 * in the lanes' fold and a second pass for the index: 2.3 times faster). */
#define SHORT_EXTREME(name, T)                                                \
    static int64_t name(const T *x, int64_t n, bool most)                     \
    {                                                                         \
        int64_t at = 0;                                                       \
        T r = x[0];                                                           \
        for (int64_t i = 1; i < n && r == r; i++) {                           \
            if (x[i] != x[i] || (most ? x[i] > r : x[i] < r)) {               \
                r = x[i];                                                     \
                at = i;                                                       \
            }                                                                 \
        }                                                                     \
        return at;                                                            \
    }
SHORT_EXTREME(short_extreme_f32, float)
SHORT_EXTREME(short_extreme_f64, double)
#undef SHORT_EXTREME

/* max, min, argmax or argmin of a contiguous run of n > 0 as the walk
 * finds it (its first NaN, else its first extreme): the run's extreme (a
 * NaN if any), a part a thread, then the first element holding it; false
 * for a dtype with no such road. */
static bool extreme_at(const char *p, DType dt, int64_t n, bool most, Acc *c)
{
    if (!dtype_is_float(dt)) {
        c->i = run_extreme_int(p, dt, n, most);
        c->index = run_first_int(p, dt, n, c->i);
        return true;
    }
    double e;
    if ((dt == DT_FLOAT32 || dt == DT_FLOAT64) && n < 2 * COLS) {
        c->index = dt == DT_FLOAT32 ? short_extreme_f32((const float *)p, n, most)
                                    : short_extreme_f64((const double *)p, n, most);
        cpu_convert(&c->f, DT_FLOAT64, 1, p + c->index * (int64_t)dtype_size(dt), dt, 1, 1);
        return true;
    }
    if (dt == DT_FLOAT32 || dt == DT_FLOAT64)
        e = extreme_of(p, dt, n, most);
    else if (dt == DT_BFLOAT16)
        e = run_extreme_bf16((const uint16_t *)p, n, most);
    else
        return false;
    c->index = run_first_float(p, dt, n, e);
    cpu_convert(&c->f, DT_FLOAT64, 1, p + c->index * (int64_t)dtype_size(dt), dt, 1, 1);
    return true;
}

/* How an output's elements at ip fold: fold_of's way (any layout), or
 * short_fold_f32's (a short contiguous float32 row). */
typedef double (*FoldFn)(const RedJob *job, const char *ip, FoldOp op, Term term, double p);

static double fold_any(const RedJob *job, const char *ip, FoldOp op, Term term, double p)
{
    return fold_of(&job->r, ip, op, term, p, job->tiles);
}

static double fold_short(const RedJob *job, const char *ip, FoldOp op, Term term, double p)
{
    return short_fold_f32((const float *)ip, job->r.nred, op, term, p);
}

/* The result of a float prod, var, std or norm whose elements fold. */
static inline double float_result(const RedJob *job, const char *ip, FoldFn fold)
{
    const OpArgs *a = job->r.a;
    double n = (double)job->r.nred;
    switch (job->op) {
    case OP_prod:
        return fold(job, ip, FOLD_MUL, T_VALUE, 0);
    case OP_norm: {
        double p = a->sf[0];
        return fold_norm_finish(p, fold(job, ip, fold_norm_op(p), T_NORM, p), job->r.nred);
    }
    default: {
        /* var, std */
        double mean = fold(job, ip, FOLD_ADD, T_VALUE, 0) / n;
        double s2 = fold(job, ip, FOLD_ADD, T_SQ_DEV, mean);
        double dof = n - a->sf[0];
        double v = job->r.nred == 0 ? NAN : s2 / (dof > 0 ? dof : 0);
        return job->op == OP_std ? sqrt(v) : v;
    }
    }
}

/* Whether every output of job is a float32 prod, var, std or norm of a
 * short contiguous row of a matrix (short_row): reduce_short_rows's. */
static bool takes_short_rows(const RedJob *job)
{
    const Red *r = &job->r;
    OpCode op = job->op;
    double p = r->a->sf[0];
    if (job->tiles || r->nk != 1 || r->nr != 1 || r->rin[0] != 1 || r->a->in[0].dtype != DT_FLOAT32)
        return false;
    if (op == OP_norm)
        return short_row(DT_FLOAT32, r->nred, fold_norm_op(p), T_NORM, p);
    if (op == OP_prod)
        return short_row(DT_FLOAT32, r->nred, FOLD_MUL, T_VALUE, 0);
    return (op == OP_var || op == OP_std) && short_row(DT_FLOAT32, r->nred, FOLD_ADD, T_SQ_DEV, 0);
}

/* Outputs [o0, o1) of a takes_short_rows job, each folded as reduce_one
 * folds it but without the road through locate and fold_range, on which
 * norm's rows of 64 spent longer than on their elements. */
static void reduce_short_rows(const RedJob *job, int64_t o0, int64_t o1)
{
    const Red *r = &job->r;
    const OpArgs *a = r->a;
    DType odt = a->out[0].dtype;
    const float *in = a->in[0].data;
    char *out = a->out[0].data;
    int64_t ostep = r->kout[0] * (int64_t)dtype_size(odt);
    for (int64_t o = o0; o < o1; o++)
        dtype_store_double(odt, out + o * ostep, float_result(job, (const char *)(in + o * r->kin[0]), fold_short));
}

static void reduce_one(const RedJob *job, const char *ip, char *op, char *xp)
{
    const Red *r = &job->r;
    const OpArgs *a = r->a;
    DType odt = a->out[0].dtype;
    Acc c;
    memset(&c, 0, sizeof c);
    c.fl = dtype_is_float(a->in[0].dtype);
    switch (job->op) {
    case OP_prod:
        if (c.fl) {
            dtype_store_double(odt, op, float_result(job, ip, fold_any));
        } else if (a->in[0].dtype == DT_INT64 && contiguous(r)) {
            dtype_store_int(odt, op, (int64_t)run_prod_int64((const int64_t *)ip, r->nred));
        } else {
            c.u = 1;
            walk(r, ip, 0, r->nred, row_prod, &c);
            dtype_store_int(odt, op, (int64_t)c.u);
        }
        return;
    case OP_amax: case OP_max: case OP_argmax:
    case OP_amin: case OP_min: case OP_argmin: {
        bool most = job->op == OP_amax || job->op == OP_max || job->op == OP_argmax;
        DType dt = a->in[0].dtype;
        if ((job->op == OP_amax || job->op == OP_amin) && (dt == DT_FLOAT32 || dt == DT_FLOAT64) &&
            r->nr >= 1 && r->nred > 0 && r->rin[r->nr - 1] == 1 && r->rshape[r->nr - 1] >= COLS) {
            dtype_store_double(odt, op, extreme_of_runs(r, ip, dt, most));
            return;
        }
        if ((job->op == OP_amax || job->op == OP_amin) && dt == DT_BFLOAT16 && r->nr == 1 &&
            r->rin[0] == 1 && r->nred >= COLS) {
            dtype_store_double(odt, op, run_extreme_bf16((const uint16_t *)ip, r->nred, most));
            return;
        }
        /* amax and amin of integers need no index: no search for it (int32
         * amax(dim=1) of 2048 x 2048: 0.06 -> 4x PyTorch's speed). */
        if ((job->op == OP_amax || job->op == OP_amin) && !c.fl && contiguous(r) && r->nred > 0) {
            dtype_store_int(odt, op, run_extreme_int(ip, dt, r->nred, most));
            return;
        }
        if (contiguous(r) && r->nred > 0 && extreme_at(ip, dt, r->nred, most, &c))
            break;
        walk(r, ip, 0, r->nred, most ? row_max : row_min, &c);
        break;
    }
    case OP_all:
        c.i = 1;
        if (contiguous(r))
            c.i = run_first_zero(ip, a->in[0].dtype, r->nred, true) < 0;
        else
            walk(r, ip, 0, r->nred, row_all, &c);
        dtype_store_int(odt, op, c.i);
        return;
    case OP_any:
        if (contiguous(r))
            c.i = run_first_zero(ip, a->in[0].dtype, r->nred, false) >= 0;
        else
            walk(r, ip, 0, r->nred, row_any, &c);
        dtype_store_int(odt, op, c.i);
        return;
    case OP_var: case OP_std: case OP_norm:
        dtype_store_double(odt, op, float_result(job, ip, fold_any));
        return;
    default:
        /* sum, mean and cumsum have kernels of their own */
        return;
    }
    store_extreme(job, &c, op, xp);
}

/* Output o's input base, and its places in out[0] and out[1] (NULL). */
static void locate(const Red *r, int64_t o, const char **ip, char **op, char **xp)
{
    const OpArgs *a = r->a;
    int64_t isz = (int64_t)dtype_size(a->in[0].dtype);
    int64_t osz = (int64_t)dtype_size(a->out[0].dtype);
    *ip = a->in[0].data;
    *op = a->out[0].data;
    *xp = a->nout > 1 ? a->out[1].data : NULL;
    if (r->nk == 1) {
        /* rows of a matrix, the usual case: no division */
        *ip += o * r->kin[0] * isz;
        *op += o * r->kout[0] * osz;
        if (*xp)
            *xp += o * r->kidx[0] * 8;
        return;
    }
    for (int d = r->nk - 1; d >= 0; d--) {
        int64_t k = o % r->kshape[d];
        o /= r->kshape[d];
        *ip += k * r->kin[d] * isz;
        *op += k * r->kout[d] * osz;
        if (*xp)
            *xp += k * r->kidx[d] * 8;
    }
}

static void reduce_chunk(void *ctx, int64_t chunk)
{
    const RedJob *job = ctx;
    const Red *r = &job->r;
    int64_t o0 = chunk * job->per, o1 = o0 + job->per;
    if (o1 > r->nout)
        o1 = r->nout;
    if (job->short_rows) {
        reduce_short_rows(job, o0, o1);
        return;
    }
    for (int64_t o = o0; o < o1; o++) {
        const char *ip;
        char *op, *xp;
        locate(r, o, &ip, &op, &xp);
        reduce_one(job, ip, op, xp);
    }
}

/* ---- outputs side by side (along dim 0 of a matrix): one reduced
 * dimension, the innermost kept one contiguous.  COLS neighbouring
 * outputs go together, each reduced row read once for all of them, each
 * output's elements still taken in order (a fold's lanes for all of them
 * in lane[t][...]), so the results are the walk's. ---- */

static bool side_by_side(const Red *r)
{
    return r->nr == 1 && r->rin[0] != 1 && r->nk > 0 && r->kin[r->nk - 1] == 1 &&
           r->kshape[r->nk - 1] > 1;
}

/* Column walks ask for the row PREFETCH_ROWS ahead: rows far apart, the
 * processor's prefetchers do not see them coming (prod(dim=0) of 2048 x
 * 2048, float64: 0.7-0.9 -> 1.2-1.35x PyTorch's speed; float32: 0.6 ->
 * 2.5x). */
enum { PREFETCH_ROWS = 8 };

static inline void prefetch_row(const char *row, int64_t bytes)
{
    for (int64_t b = 0; b < bytes; b += 64)
        __builtin_prefetch(row + b);
}

/* A row's terms of w columns (elements of type T at q) into lanes l, in
 * their own type (float32 and float64 read in place: converting a row a
 * call: float64 prod(dim=0) of 2048 x 2048, 0.39 -> 0.94x PyTorch's speed). */
#define COLS_TERMS(T, ROW)                                                                \
    do {                                                                                  \
        const T *q = (const T *)(ROW);                                                    \
        if (op == FOLD_MUL && term == T_VALUE)                                            \
            for (int v = 0; v < w; v++)                                                   \
                l[v] = l[v] * q[v];                                                       \
        else if (op == FOLD_ADD && term == T_VALUE)                                       \
            for (int v = 0; v < w; v++)                                                   \
                l[v] = l[v] + q[v];                                                       \
        else if (op == FOLD_ADD && term == T_SQ_DEV)                                      \
            for (int v = 0; v < w; v++)                                                   \
                l[v] = l[v] + (q[v] - p[v]) * (q[v] - p[v]);                              \
        else                                                                              \
            for (int v = 0; v < w; v++)                                                   \
                l[v] = fold_combine(op, l[v], term_of(term, p[v], q[v]));                 \
    } while (0)

/* A group's FOLD_GROUP rows (est bytes apart), which share a lane, into
 * lanes l as four COLS_TERMS in turn, each lane in a register through the
 * four, from FROM: l[v], or the identity for a lane's first group, where
 * the lanes had gone to memory and back every row (prod along the middle
 * dim of 16 x 256 x 256: 220 -> 130-180 us here, PyTorch CPU's 62). */
#define COLS_GROUP_TERMS(T, ROW, FROM)                                                    \
    do {                                                                                  \
        const T *q0 = (const T *)(ROW), *q1 = (const T *)((ROW) + est);                   \
        const T *q2 = (const T *)((ROW) + 2 * est), *q3 = (const T *)((ROW) + 3 * est);   \
        if (op == FOLD_MUL)                                                               \
            for (int v = 0; v < w; v++)                                                   \
                l[v] = FROM * q0[v] * q1[v] * q2[v] * q3[v];                              \
        else if (term == T_VALUE)                                                         \
            for (int v = 0; v < w; v++)                                                   \
                l[v] = FROM + q0[v] + q1[v] + q2[v] + q3[v];                              \
        else                                                                              \
            for (int v = 0; v < w; v++) {                                                 \
                double d0 = q0[v] - p[v], d1 = q1[v] - p[v];                              \
                double d2 = q2[v] - p[v], d3 = q3[v] - p[v];                              \
                l[v] = FROM + d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3;                      \
            }                                                                             \
    } while (0)

/* The results of one tile, rows e0 to e1, of w columns at ip into res:
 * each column's lanes as fold_lanes combines them, the columns side by
 * side (see COLS_TERMS).  Gathering a column's lanes one by one
 * and converting a row a call cost prod along dim 0 1.2 ns an element. */
CPU_CLONES CPU_STRIDED
static void cols_tile(double *lane, const char *ip, int64_t est, DType dt, int64_t e0, int64_t e1,
                      int w, FoldOp op, Term term, const double *p, double *res)
{
    int64_t used = lanes_used(e1 - e0);
    double id = fold_identity(op), x[COLS];
    bool groups = (dt == DT_FLOAT32 || dt == DT_FLOAT64) &&
                  ((op == FOLD_MUL && term == T_VALUE) || (op == FOLD_ADD && (term == T_VALUE || term == T_SQ_DEV)));
    /* the lanes a whole group starts take the identity from a register */
    int64_t started = groups ? (e1 - e0) / FOLD_GROUP : 0;
    for (int64_t l = (started < FOLD_LANES ? started : FOLD_LANES) * COLS; l < used * COLS; l++)
        lane[l] = id;
    int64_t bytes = w * (int64_t)dtype_size(dt);
    for (int64_t e = e0; e < e1; e++) {
        double *l = lane + (e - e0) / FOLD_GROUP % FOLD_LANES * COLS;
        const char *row = ip + e * est;
        if (groups && (e - e0) % FOLD_GROUP == 0 && e + FOLD_GROUP <= e1) {
            for (int g = 0; g < FOLD_GROUP && e + PREFETCH_ROWS + g < e1; g++)
                prefetch_row(row + (PREFETCH_ROWS + g) * est, bytes);
            bool fresh = e - e0 < FOLD_GROUP * FOLD_LANES;
            if (dt == DT_FLOAT32 && fresh)
                COLS_GROUP_TERMS(float, row, id);
            else if (dt == DT_FLOAT32)
                COLS_GROUP_TERMS(float, row, l[v]);
            else if (fresh)
                COLS_GROUP_TERMS(double, row, id);
            else
                COLS_GROUP_TERMS(double, row, l[v]);
            e += FOLD_GROUP - 1;
            continue;
        }
        if (e + PREFETCH_ROWS < e1)
            prefetch_row(row + PREFETCH_ROWS * est, bytes);
        if (dt == DT_FLOAT32) {
            COLS_TERMS(float, row);
        } else if (dt == DT_FLOAT64) {
            COLS_TERMS(double, row);
        } else {
            cpu_convert(x, DT_FLOAT64, 1, row, dt, 1, w);
            COLS_TERMS(double, x);
        }
    }
    for (int64_t h = FOLD_LANES / 2; h > 0; h /= 2) {
        if (used <= h)
            continue;
        for (int64_t i = 0; i + h < used; i++) {
            double *to = lane + i * COLS, *from = lane + (i + h) * COLS;
            if (op == FOLD_ADD)
                for (int v = 0; v < w; v++)
                    to[v] = to[v] + from[v];
            else if (op == FOLD_MUL)
                for (int v = 0; v < w; v++)
                    to[v] = to[v] * from[v];
            else
                for (int v = 0; v < w; v++)
                    to[v] = fold_combine(op, to[v], from[v]);
        }
        used = h;
    }
    for (int v = 0; v < w; v++)
        res[v] = used > 0 ? lane[v] : id;
}

/* The folds of w outputs whose elements start at ip, ip + 1 element, ...;
 * p[v]: output v's term parameter. */
static void cols_fold(const Red *r, const char *ip, int w, FoldOp op, Term term, const double *p,
                      double *res)
{
    DType dt = r->a->in[0].dtype;
    int64_t est = r->rin[0] * (int64_t)dtype_size(dt);
    int64_t tiles = (r->nred + FOLD_TILE - 1) / FOLD_TILE;
    double *lane = malloc(FOLD_LANES * COLS * sizeof(double));
    double *tr = malloc((size_t)((tiles > 0 ? tiles : 1) * COLS) * sizeof(double));
    if (!lane || !tr) {
        free(lane);
        free(tr);
        for (int v = 0; v < w; v++)
            res[v] = NAN;
        return;
    }
    for (int64_t t = 0; t < tiles || t == 0; t++) {
        int64_t e0 = t * FOLD_TILE, e1 = e0 + FOLD_TILE < r->nred ? e0 + FOLD_TILE : r->nred;
        cols_tile(lane, ip, est, dt, e0, e1, w, op, term, p, tr + t * COLS);
    }    for (int v = 0; v < w; v++) {
        if (tiles <= 1) {
            res[v] = tr[v];
            continue;
        }
        Fold f;
        fold_start(&f, op);
        for (int64_t t = 0; t < tiles; t++)
            fold_push(&f, 1, tr[t * COLS + v]);
        res[v] = fold_finish(&f);
    }
    free(lane);
    free(tr);
}

/* Extremes of integer or bool columns in their own type, each keeping
 * its first extreme (and, where `at` is given, its row): the walk's
 * results, without converting a row to int64 and calling a row function
 * an element (uint8 amax(dim=0) of 2048 x 2048: 0.12 -> 20x PyTorch's
 * speed; int32: 0.21 -> 2x). */
#define INT_COLS_PASS(BEYOND)                                                             \
    for (int64_t e = 1; e < nred; e++) {                                                  \
        const T *x = (const T *)(ip + e * est);                                           \
        if (at)                                                                           \
            for (int v = 0; v < w; v++) {                                                 \
                bool take = x[v] BEYOND b[v];                                             \
                a[v] = take ? e : a[v];                                                   \
                b[v] = take ? x[v] : b[v];                                                \
            }                                                                             \
        else                                                                              \
            for (int v = 0; v < w; v++)                                                   \
                b[v] = x[v] BEYOND b[v] ? x[v] : b[v];                                    \
    }
#define INT_EXTREME_COLS(name, ELEM)                                                      \
    CPU_CLONES CPU_STRIDED static void name(const char *ip, int64_t est, int64_t nred,    \
                                            int w, bool most, int64_t *best, int64_t *at) \
    {                                                                                     \
        typedef ELEM T;                                                                   \
        T b[COLS];                                                                        \
        int64_t a[COLS] = {0};                                                            \
        memcpy(b, ip, (size_t)w * sizeof(T));                                             \
        if (most)                                                                         \
            INT_COLS_PASS(>)                                                              \
        else                                                                              \
            INT_COLS_PASS(<)                                                              \
        for (int v = 0; v < w; v++) {                                                     \
            best[v] = b[v];                                                               \
            if (at)                                                                       \
                at[v] = a[v];                                                             \
        }                                                                                 \
    }
INT_EXTREME_COLS(extreme_cols_u8, uint8_t)
INT_EXTREME_COLS(extreme_cols_i8, int8_t)
INT_EXTREME_COLS(extreme_cols_i16, int16_t)
INT_EXTREME_COLS(extreme_cols_i32, int32_t)
INT_EXTREME_COLS(extreme_cols_i64, int64_t)
#undef INT_EXTREME_COLS
#undef INT_COLS_PASS

static void extreme_cols_int(DType dt, const char *ip, int64_t est, int64_t nred, int w, bool most,
                             int64_t *best, int64_t *at)
{
    switch (dt) {
    case DT_BOOL: case DT_UINT8: extreme_cols_u8(ip, est, nred, w, most, best, at); break;
    case DT_INT8: extreme_cols_i8(ip, est, nred, w, most, best, at); break;
    case DT_INT16: extreme_cols_i16(ip, est, nred, w, most, best, at); break;
    case DT_INT32: extreme_cols_i32(ip, est, nred, w, most, best, at); break;
    default: extreme_cols_i64(ip, est, nred, w, most, best, at); break;
    }
}

/* all and any of columns: whether a zero (zero) or a nonzero came up in
 * each, a row at a time for all of them, by their bits (the sign masked
 * off a float's, so -0 is a zero and a NaN none), U as wide as the dtype:
 * no conversion an element (uint8 any(dim=0) of 2048 x 2048: 0.45 -> 30x
 * PyTorch's speed; float64: 0.51 -> 2.2x). */
#define SEEN_COLS(name, U)                                                                \
    CPU_CLONES CPU_STRIDED static void name(const char *ip, int64_t est, int64_t nred,    \
                                            int w, U mask, bool zero, bool *seen)         \
    {                                                                                     \
        U hit[COLS] = {0};                                                                \
        U want = zero ? 0 : 1;                                                            \
        for (int64_t e = 0; e < nred; e++) {                                              \
            const U *x = (const U *)(ip + e * est);                                       \
            for (int v = 0; v < w; v++)                                                   \
                hit[v] |= (U)((U)((x[v] & mask) != 0) == want);                           \
        }                                                                                 \
        for (int v = 0; v < w; v++)                                                       \
            seen[v] = hit[v] != 0;                                                        \
    }
SEEN_COLS(seen_cols8, uint8_t)
SEEN_COLS(seen_cols16, uint16_t)
SEEN_COLS(seen_cols32, uint32_t)
SEEN_COLS(seen_cols64, uint64_t)
#undef SEEN_COLS

static void seen_cols(DType dt, const char *ip, int64_t est, int64_t nred, int w, bool zero,
                      bool *seen)
{
    uint64_t mask = run_zero_mask(dt);
    switch (dtype_size(dt)) {
    case 1: seen_cols8(ip, est, nred, w, (uint8_t)mask, zero, seen); break;
    case 2: seen_cols16(ip, est, nred, w, (uint16_t)mask, zero, seen); break;
    case 4: seen_cols32(ip, est, nred, w, (uint32_t)mask, zero, seen); break;
    default: seen_cols64(ip, est, nred, w, mask, zero, seen); break;
    }
}

/* Outputs o0 .. o0 + w - 1. */
static void cols_group(const RedJob *job, int64_t o0, int w)
{
    const Red *r = &job->r;
    const OpArgs *a = r->a;
    DType dt = a->in[0].dtype, odt = a->out[0].dtype;
    const char *ip;
    char *op[COLS], *xp[COLS];
    /* the w outputs are neighbours along the last kept dim (side_by_side) */
    locate(r, o0, &ip, &op[0], &xp[0]);
    int64_t ostep = r->kout[r->nk - 1] * (int64_t)dtype_size(a->out[0].dtype), xstep = r->kidx[r->nk - 1] * 8;
    for (int v = 1; v < w; v++) {
        op[v] = op[v - 1] + ostep;
        xp[v] = xp[0] ? xp[v - 1] + xstep : NULL;
    }
    bool fl = dtype_is_float(dt);
    double res[COLS], p[COLS] = {0}, n = (double)r->nred;
    switch (job->op) {
    case OP_var: case OP_std:
        for (int v = 0; v < w; v++)
            p[v] = 0;
        cols_fold(r, ip, w, FOLD_ADD, T_VALUE, p, res);
        for (int v = 0; v < w; v++)
            p[v] = res[v] / n;
        cols_fold(r, ip, w, FOLD_ADD, T_SQ_DEV, p, res);
        for (int v = 0; v < w; v++) {
            double dof = n - a->sf[0];
            double s2 = r->nred == 0 ? NAN : res[v] / (dof > 0 ? dof : 0);
            dtype_store_double(odt, op[v], job->op == OP_std ? sqrt(s2) : s2);
        }
        return;
    case OP_norm:
        for (int v = 0; v < w; v++)
            p[v] = a->sf[0];
        cols_fold(r, ip, w, fold_norm_op(a->sf[0]), T_NORM, p, res);
        for (int v = 0; v < w; v++)
            dtype_store_double(odt, op[v], fold_norm_finish(a->sf[0], res[v], r->nred));
        return;
    case OP_prod:
        if (fl) {
            for (int v = 0; v < w; v++)
                p[v] = 0;
            cols_fold(r, ip, w, FOLD_MUL, T_VALUE, p, res);
            for (int v = 0; v < w; v++)
                dtype_store_double(odt, op[v], res[v]);
            return;
        }
        break;
    default:
        break;
    }
    /* Floats' extremes: the first NaN, else the first extreme (an element
     * is taken when the one kept is no NaN and it is a NaN or beyond). */
    bool most = job->op == OP_amax || job->op == OP_max || job->op == OP_argmax;
    bool least = job->op == OP_amin || job->op == OP_min || job->op == OP_argmin;
    bool plain = job->op == OP_amax || job->op == OP_amin;
    if (plain && (dt == DT_FLOAT32 || dt == DT_FLOAT64 || dt == DT_BFLOAT16) && r->nred > 0) {
        int64_t est = r->rin[0] * (int64_t)dtype_size(dt);
        union {
            float f[COLS];
            double d[COLS];
        } best;
        if (dt == DT_FLOAT32)
            extreme_cols_fast_float(ip, est, r->nred, w, most, best.f);
        else if (dt == DT_BFLOAT16)
            extreme_cols_fast_bf16(ip, est, r->nred, w, most, best.f);
        else
            extreme_cols_double(ip, est, r->nred, w, most, best.d);
        for (int v = 0; v < w; v++)
            dtype_store_double(odt, op[v], dt == DT_FLOAT64 ? best.d[v] : best.f[v]);
        return;
    }
    if (fl && (most || least) && r->nred > 0) {
        int64_t est = r->rin[0] * (int64_t)dtype_size(dt);
        double best[COLS], x[COLS];
        int64_t at[COLS] = {0};
        cpu_convert(best, DT_FLOAT64, 1, ip, dt, 1, w);
        for (int64_t e = 1; e < r->nred; e++) {
            cpu_convert(x, DT_FLOAT64, 1, ip + e * est, dt, 1, w);
            for (int v = 0; v < w; v++) {
                bool take = best[v] == best[v] &&
                            (x[v] != x[v] || (most ? x[v] > best[v] : x[v] < best[v]));
                best[v] = take ? x[v] : best[v];
                at[v] = take ? e : at[v];
            }
        }
        for (int v = 0; v < w; v++) {
            Acc c = {.fl = true, .f = best[v], .index = at[v]};
            store_extreme(job, &c, op[v], xp[v]);
        }
        return;
    }
    if (job->op == OP_all || job->op == OP_any) {
        bool seen[COLS], zero = job->op == OP_all;
        seen_cols(dt, ip, r->rin[0] * (int64_t)dtype_size(dt), r->nred, w, zero, seen);
        for (int v = 0; v < w; v++)
            dtype_store_int(odt, op[v], zero ? !seen[v] : seen[v]);
        return;
    }
    /* Integer and bool extremes and their rows (see extreme_cols_int). */
    if (!fl && (most || least) && r->nred > 0) {
        int64_t best[COLS], at[COLS];
        extreme_cols_int(dt, ip, r->rin[0] * (int64_t)dtype_size(dt), r->nred, w, most, best,
                         plain ? NULL : at);
        for (int v = 0; v < w; v++) {
            Acc c = {.i = best[v], .index = plain ? 0 : at[v]};
            store_extreme(job, &c, op[v], xp[v]);
        }
        return;
    }
    /* Integer and bool sums and products wrap in uint64_t, which no order
     * changes: a row taken into all the columns at once, where each column
     * walked its rows far apart (int64 sum(dim=0) of 4096 x 4096: 4 times
     * faster; int64 prod(dim=0) of 2048 x 2048: 0.21 -> 1.3x PyTorch's speed). */
    if (job->op == OP_sum || job->op == OP_prod) {
        bool prod = job->op == OP_prod;
        int64_t est = r->rin[0] * (int64_t)dtype_size(dt);
        uint64_t acc[COLS];
        int64_t xi[COLS];
        for (int v = 0; v < w; v++)
            acc[v] = prod;
        for (int64_t e = 0; e < r->nred; e++) {
            const int64_t *q = (const int64_t *)(ip + e * est);
            if (e + PREFETCH_ROWS < r->nred)
                prefetch_row(ip + (e + PREFETCH_ROWS) * est, w * (int64_t)dtype_size(dt));
            if (dt != DT_INT64) {
                cpu_convert(xi, DT_INT64, 1, ip + e * est, dt, 1, w);
                q = xi;
            }
            if (prod)
                for (int v = 0; v < w; v++)
                    acc[v] *= (uint64_t)q[v];
            else
                for (int v = 0; v < w; v++)
                    acc[v] += (uint64_t)q[v];
        }
        for (int v = 0; v < w; v++)
            dtype_store_int(odt, op[v], (int64_t)acc[v]);
        return;
    }
    /* Extremes of no rows, where they come here: what an empty walk leaves. */
    for (int v = 0; v < w; v++) {
        Acc c = {.fl = fl};
        store_extreme(job, &c, op[v], xp[v]);
    }
}

typedef struct ColsJob {
    const RedJob *job;
    int64_t inner, per_row, groups, per;
} ColsJob;

static void cols_chunk(void *ctx, int64_t chunk)
{
    const ColsJob *c = ctx;
    int64_t g1 = (chunk + 1) * c->per < c->groups ? (chunk + 1) * c->per : c->groups;
    for (int64_t g = chunk * c->per; g < g1; g++) {
        int64_t j = g % c->per_row * COLS;
        int64_t w = c->inner - j < COLS ? c->inner - j : COLS;
        cols_group(c->job, g / c->per_row * c->inner + j, (int)w);
    }
}

/* A side_by_side job's outputs, COLS at a time, in parallel when there
 * are enough of them. */
static void reduce_cols(const RedJob *job)
{
    ColsJob c = {job, job->r.kshape[job->r.nk - 1], 0, 0, 0};
    c.per_row = (c.inner + COLS - 1) / COLS;
    c.groups = job->r.nout / c.inner * c.per_row;
    int64_t chunks = c.groups < 64 ? c.groups : 64;
    c.per = (c.groups + chunks - 1) / chunks;
    if (job->r.nout * job->r.nred < CPU_PARALLEL_MIN)
        c.per = c.groups;
    cpu_parallel((c.groups + c.per - 1) / c.per, cols_chunk, &c);
}

/* Outputs in parallel when there are enough of them; a few outputs of
 * many elements fold their tiles in parallel instead. */
static void reduce(const OpArgs *a, OpCode op)
{
    RedJob job;
    red_init(a, &job.r);
    job.op = op;
    job.per = job.r.nout;
    job.tiles = job.r.nout < 4 && job.r.nred >= 2 * FOLD_TILE;
    job.short_rows = takes_short_rows(&job);
    if (!job.tiles && side_by_side(&job.r)) {
        reduce_cols(&job);
        return;
    }
    int64_t chunks = 1;
    if (!job.tiles && job.r.nout >= 2 && job.r.nout * job.r.nred >= CPU_PARALLEL_MIN) {
        chunks = job.r.nout < 64 ? job.r.nout : 64;
        job.per = (job.r.nout + chunks - 1) / chunks;
        chunks = (job.r.nout + job.per - 1) / job.per;
    }
    cpu_parallel(chunks, reduce_chunk, &job);
}

/* ---- kernels ---- */

/* Output o of an integer or bool sum, wrapping in uint64_t, which no
 * order of additions changes (floats take the cascade). */
static void int_sum_one(const Red *r, int64_t o)
{
    DType dt = r->a->in[0].dtype;
    int64_t isz = (int64_t)dtype_size(dt);
    const char *ip;
    char *op, *xp;
    locate(r, o, &ip, &op, &xp);
    uint64_t s = 0;
    if (contiguous(r) || r->nred == 0) {
        s = run_sum_int(ip, dt, r->nred);
    } else {
        int64_t ib[BLOCK];
        int64_t inner = r->nr ? r->rshape[r->nr - 1] : 1, st = r->nr ? r->rin[r->nr - 1] : 0;
        int64_t rows = r->nred / inner;
        int64_t idx[MAXD] = {0};
        for (int64_t row = 0; row < rows; row++) {
            for (int64_t j = 0; j < inner; j += BLOCK) {
                int64_t n = inner - j < BLOCK ? inner - j : BLOCK;
                cpu_convert(ib, DT_INT64, 1, ip + j * st * isz, dt, st, n);
                s += run_sum_int(ib, DT_INT64, n);
            }
            for (int d = r->nr - 2; d >= 0; d--) {
                ip += r->rin[d] * isz;
                if (++idx[d] < r->rshape[d])
                    break;
                ip -= r->rin[d] * r->rshape[d] * isz;
                idx[d] = 0;
            }
        }
    }
    dtype_store_int(r->a->out[0].dtype, op, (int64_t)s);
}

static void int_sum_chunk(void *ctx, int64_t chunk)
{
    const RedJob *job = ctx;
    int64_t o1 = (chunk + 1) * job->per < job->r.nout ? (chunk + 1) * job->per : job->r.nout;
    for (int64_t o = chunk * job->per; o < o1; o++)
        int_sum_one(&job->r, o);
}

static void int_sum(const OpArgs *a)
{
    RedJob job;
    red_init(a, &job.r);
    job.op = OP_sum;
    job.tiles = job.short_rows = false;
    if (side_by_side(&job.r)) {
        reduce_cols(&job);
        return;
    }
    job.per = job.r.nout;
    int64_t chunks = 1;
    if (job.r.nout >= 2 && job.r.nout * job.r.nred >= CPU_PARALLEL_MIN) {
        chunks = job.r.nout < 64 ? job.r.nout : 64;
        job.per = (job.r.nout + chunks - 1) / chunks;
        chunks = (job.r.nout + job.per - 1) / job.per;
    }
    cpu_parallel(chunks, int_sum_chunk, &job);
}

void cpu_sum(const OpArgs *a)
{
    if (dtype_is_float(a->out[0].dtype))
        cascade_sum(a);
    else
        int_sum(a);
}

/* Elements from t's first to its last (its strides are not negative). */
static int64_t dev_reach(const DevTensor *t)
{
    int64_t reach = 1;
    for (int d = 0; d < t->ndim; d++) {
        if (t->shape[d] == 0)
            return 0;
        reach += t->strides[d] * (t->shape[d] - 1);
    }
    return reach;
}

/* A float32 buffer of reach elements (one at least: malloc never takes 0). */
static float *float_buffer(int64_t reach)
{
    return malloc((size_t)(reach > 0 ? reach : 1) * sizeof(float));
}

/* PyTorch 2's CPU mean of float16 and bfloat16: the input cast to float32
 * keeping its strides, summed there (the float32 cascade), divided by the
 * count in float32, and rounded to the dtype once, so a sum past the
 * dtype's range is no overflow.  The input widens as the cascade reads it
 * (sums_bf16f, sums_f16f), where a float32 copy of it had cost more than
 * the sum (bfloat16 mean(dim=0) of 2048 x 2048: 40% less CPU time). */
static void mean_through_float(const OpArgs *a)
{
    OpArgs f = *a;
    int64_t in_reach = dev_reach(&a->in[0]), out_reach = dev_reach(&a->out[0]);
    if (in_reach == 0) {                /* an empty mean: 0 / 0 */
        Red r;
        red_init(a, &r);
        for (int64_t k = 0; k < r.nout; k++)
            dtype_store_double(a->out[0].dtype, out_at(&r, 0, k), NAN);
        return;
    }
    f.out[0].dtype = DT_FLOAT32;
    f.out[0].data = float_buffer(out_reach);
    if (f.out[0].data) {
        cascade_sum(&f);
        Red r, rf;
        red_init(a, &r);
        red_init(&f, &rf);
        float n = (float)r.nred;
        for (int64_t k = 0; k < r.nout; k++)
            dtype_store_double(a->out[0].dtype, out_at(&r, 0, k), *(float *)out_at(&rf, 0, k) / n);
    }
    free(f.out[0].data);
}

/* PyTorch's CPU mean is sum(...).div_(count): the sum rounds to the dtype,
 * then the division rounds again; float16 and bfloat16 go through float32. */
void cpu_mean(const OpArgs *a)
{
    DType dt = a->out[0].dtype;
    if (dt == DT_FLOAT16 || dt == DT_BFLOAT16) {
        mean_through_float(a);
        return;
    }
    cascade_sum(a);
    Red r;
    red_init(a, &r);
    double n = (double)r.nred;
    bool dense = outputs_dense(&r);
    for (int64_t k = 0; k < r.nout; k++) {
        char *p = dense ? (char *)a->out[0].data + k * (int64_t)dtype_size(dt) : out_at(&r, 0, k);
        if (dt == DT_FLOAT64)
            *(double *)p /= n;
        else
            *(float *)p = *(float *)p / (float)n;
    }
}

void cpu_prod(const OpArgs *a) { reduce(a, OP_prod); }
void cpu_amax(const OpArgs *a) { reduce(a, OP_amax); }
void cpu_amin(const OpArgs *a) { reduce(a, OP_amin); }
void cpu_max(const OpArgs *a) { reduce(a, OP_max); }
void cpu_min(const OpArgs *a) { reduce(a, OP_min); }
void cpu_argmax(const OpArgs *a) { reduce(a, OP_argmax); }
void cpu_argmin(const OpArgs *a) { reduce(a, OP_argmin); }
void cpu_all(const OpArgs *a) { reduce(a, OP_all); }
void cpu_any(const OpArgs *a) { reduce(a, OP_any); }
void cpu_var(const OpArgs *a) { reduce(a, OP_var); }
void cpu_std(const OpArgs *a) { reduce(a, OP_std); }
void cpu_norm(const OpArgs *a) { reduce(a, OP_norm); }

/* ---- cumsum and cumprod: along dim si[0] of an in[0] of at least one
 * dimension; floats in double, in kernels/scan.h's order; integers wrap in uint64_t (at::acc_type<scalar_t,
 * false>, as PyTorch's cpu_cum_base_kernel) ---- */

typedef struct ScanJob {
    const OpArgs *a;
    int dim;
    bool prod;
    int side, packed;                 /* see side_dim, packed_dim */
    int width;                        /* lines scan_side takes at a time */
    int64_t lines, per;
} ScanJob;

/* The outputs y[0..m) of x[0..m), the next elements of the walk s, st
 * apart (y may be x): a segment of SCAN_FAN, or the part of one that x
 * holds, at a time, its running sum in a register, not in s (a segment's
 * running sum depends on its own elements alone, so the processor
 * overlaps neighbouring segments; rows of 8 float64 had spent 12 cycles
 * an element on stores and loads of s: float64 cumsum(1) of 100000 x 8
 * went from 0.08 of PyTorch's speed to 0.3, with scan_start's levels).
 * prod is s->prod, a constant where this is inlined, so that the
 * segments' loop has no branch. */
#define SCAN_BLOCK(name, TI, TO)                                                                  \
    static inline __attribute__((always_inline)) void name(Scan *s, const TI *x, TO *y, int64_t m,  \
                                                           int64_t st, bool prod)                  \
    {                                                                                              \
        for (int64_t i = 0; i < m;) {                                                              \
            int64_t take = m - i < SCAN_FAN - s->count[1] ? m - i : SCAN_FAN - s->count[1];        \
            double a = s->acc[1], p = s->pre[1];                                                   \
            for (int64_t j = i; j < i + take; j++) {                                               \
                a = prod ? a * (double)x[j * st] : a + (double)x[j * st];                          \
                y[j * st] = (TO)(prod ? p * a : p + a);                                            \
            }                                                                                      \
            i += take;                                                                             \
            s->acc[1] = a;                                                                         \
            s->count[1] += (int)take;                                                              \
            if (s->count[1] == SCAN_FAN)                                                           \
                scan_close(s, 1);                                                                  \
        }                                                                                          \
    }
SCAN_BLOCK(scan_block_as, double, double)
/* float32 read and written where it lies, widened and rounded in the
 * walk, where converting through the buffer each way took a third of a
 * long line's time. */
SCAN_BLOCK(scan_block_f32_as, float, float)

static inline void scan_block(Scan *s, const double *x, double *y, int64_t m, int64_t st)
{
    if (s->prod) scan_block_as(s, x, y, m, st, true);
    else scan_block_as(s, x, y, m, st, false);
}

/* The running sums (products) y[0..m) of x[0..m), st apart, after *u,
 * wrapping in uint64_t, where any grouping gives the same bits: products
 * four elements at a time, so that one multiply of the running product,
 * not four, waits on the one before (PyTorch's time over cst's for
 * cumprod(1) of 1024 x 1024: uint8 0.5 -> 1.2, int64 0.5 -> 1.9). */
static void int_scan(uint64_t *u, const int64_t *x, int64_t *y, int64_t m, int64_t st, bool prod)
{
    uint64_t v = *u;
    int64_t k = 0;
    if (prod) {
        for (; k + 4 <= m; k += 4) {
            uint64_t x0 = (uint64_t)x[k * st], x1 = (uint64_t)x[(k + 1) * st];
            uint64_t x2 = (uint64_t)x[(k + 2) * st], x3 = (uint64_t)x[(k + 3) * st];
            uint64_t p01 = x0 * x1;
            y[k * st] = (int64_t)(v * x0);
            y[(k + 1) * st] = (int64_t)(v * p01);
            y[(k + 2) * st] = (int64_t)(v * p01 * x2);
            v *= p01 * (x2 * x3);
            y[(k + 3) * st] = (int64_t)v;
        }
    }
    for (; k < m; k++) {
        v = prod ? v * (uint64_t)x[k * st] : v + (uint64_t)x[k * st];
        y[k * st] = (int64_t)v;
    }
    *u = v;
}

/* A chunk's lines: what they are, and the buffers they go through, in
 * what a scan works in (double for floats, int64 for integers, both of
 * WORD bytes). */
typedef struct ScanRun {
    const DevTensor *in, *out;
    bool fl, prod;
    DType work;
    int64_t n, ist, ost, isz, osz;
    bool in_place, out_place;         /* see scan_line */
    bool f32_place;                   /* float32 in and out, both contiguous */
    double doubles[BLOCK];
    int64_t ints[BLOCK];
} ScanRun;

enum { WORD = 8 };

static void scan_run_init(ScanRun *r, const ScanJob *job)
{
    r->in = &job->a->in[0];
    r->out = &job->a->out[0];
    r->fl = dtype_is_float(r->out->dtype);
    r->prod = job->prod;
    r->work = r->fl ? DT_FLOAT64 : DT_INT64;
    r->n = r->in->shape[job->dim];
    r->ist = r->in->strides[job->dim];
    r->ost = r->out->strides[job->dim];
    r->isz = (int64_t)dtype_size(r->in->dtype);
    r->osz = (int64_t)dtype_size(r->out->dtype);
    r->in_place = r->in->dtype == r->work && r->ist == 1;
    r->out_place = r->out->dtype == r->work && r->ost == 1;
    r->f32_place = r->in->dtype == DT_FLOAT32 && r->out->dtype == DT_FLOAT32 && r->ist == 1 && r->ost == 1;
}

static char *scan_buf(ScanRun *r) { return r->fl ? (char *)r->doubles : (char *)r->ints; }

/* Where the walk along a line stands: s for floats, u for integers. */
typedef struct LineScan {
    Scan s;
    uint64_t u;
} LineScan;

static inline void line_start(const ScanRun *r, LineScan *w)
{
    if (r->fl)
        scan_start(&w->s, r->prod, r->n);
    w->u = r->prod;
}

/* The outputs y of m elements x, st apart, the next of the line w. */
static inline void scan_step(const ScanRun *r, LineScan *w, const void *x, void *y, int64_t m, int64_t st)
{
    if (r->fl)
        scan_block(&w->s, x, y, m, st);
    else
        int_scan(&w->u, x, y, m, st, r->prod);
}

/* One line.  Its elements are read where they lie, and its outputs
 * written there, when they are contiguous and of the type the scan works
 * in (float64, int64: a cumsum's input has its output's dtype); otherwise
 * through r's buffer (PyTorch's time over cst's for float64 cumsum(1) of
 * 1024 x 1024: 0.5 to 0.9 -> 1.8). */
static void scan_line(ScanRun *r, const char *ip, char *op)
{
    char *buf = scan_buf(r);
    LineScan w;
    line_start(r, &w);
    if (r->f32_place) {
        if (r->prod) scan_block_f32_as(&w.s, (const float *)ip, (float *)op, r->n, 1, true);
        else scan_block_f32_as(&w.s, (const float *)ip, (float *)op, r->n, 1, false);
        return;
    }
    for (int64_t i = 0; i < r->n; i += BLOCK) {
        int64_t m = r->n - i < BLOCK ? r->n - i : BLOCK;
        const void *x = ip + i * r->isz;
        void *y = r->out_place ? op + i * r->osz : buf;
        if (!r->in_place) {
            cpu_convert(buf, r->work, 1, ip + i * r->ist * r->isz, r->in->dtype, r->ist, m);
            x = buf;
        }
        scan_step(r, &w, x, y, m, 1);
        if (!r->out_place)
            cpu_convert(op + i * r->ost * r->osz, r->out->dtype, r->ost, buf, r->work, 1, m);
    }
}

/* The most lines scan_side takes at a time. */
enum { SIDE = 16 };

/* The last dimension other than dim, where consecutive lines lie next to
 * each other in both in and out (stride 1): at least SIDE of them, or
 * fewer that fill rows which follow one another (fewer rows apart had
 * spent more on the calls converting each row than they saved); -1
 * where there is none. */
static int side_dim(const DevTensor *in, const DevTensor *out, int dim)
{
    int d = in->ndim - 1;
    if (d == dim)
        d--;
    if (d < 0 || in->strides[d] != 1 || out->strides[d] != 1 || in->shape[d] < 2)
        return -1;
    int64_t w = in->shape[d];
    return w >= SIDE || (in->strides[dim] == w && out->strides[dim] == w) ? d : -1;
}

/* Lines side by side (w of them, w <= SIDE), a block of their rows (w
 * neighbouring elements each) at a time through r's buffer, in one
 * conversion each way where the rows follow one another, where a line
 * alone reads a cache line for each element, and a power-of-two row
 * length makes them all fall in the same few cache sets (PyTorch's time
 * over cst's for cumsum(0) of 1024 x 1024: float32 0.4-0.6 -> 2.8, uint8
 * 0.2 -> 1.9; of 100000 x 8: float64 0.3 -> 1.3, int64 0.8 -> 1.6). */
static void scan_side(ScanRun *r, const char *ip, char *op, int w)
{
    char *buf = scan_buf(r);
    bool run = r->ist == w && r->ost == w;
    LineScan ls[SIDE];
    for (int k = 0; k < w; k++)
        line_start(r, &ls[k]);
    for (int64_t i = 0; i < r->n; i += BLOCK / w) {
        int64_t m = r->n - i < BLOCK / w ? r->n - i : BLOCK / w;
        for (int64_t k = 0; k < (run ? 1 : m); k++)
            cpu_convert(buf + k * w * WORD, r->work, 1, ip + (i + k) * r->ist * r->isz, r->in->dtype, 1,
                        run ? m * w : w);
        for (int k = 0; k < w; k++)
            scan_step(r, &ls[k], buf + k * WORD, buf + k * WORD, m, w);
        for (int64_t k = 0; k < (run ? 1 : m); k++)
            cpu_convert(op + (i + k) * r->ost * r->osz, r->out->dtype, 1, buf + k * w * WORD, r->work, 1,
                        run ? m * w : w);
    }
}

/* Lines of at most PACKED elements that follow one another in memory
 * are scanned a run of them at a time. */
enum { PACKED = BLOCK / 16 };

/* Where dim is the last dimension and its lines, of at most PACKED
 * elements, follow one another in both in and out: the dimension before
 * it; -1 elsewhere. */
static int packed_dim(const DevTensor *in, const DevTensor *out, int dim)
{
    int64_t n = in->shape[dim];
    int d = dim - 1;
    if (dim != in->ndim - 1 || d < 0 || n > PACKED)
        return -1;
    return in->strides[dim] == 1 && out->strides[dim] == 1 && in->strides[d] == n && out->strides[d] == n ? d : -1;
}

/* k lines that follow one another, through r's buffer in one conversion
 * each way, where a line alone took two calls, and two divisions for its
 * offsets (PyTorch's time over cst's for cumsum(1) of 100000 x 8:
 * float32 0.25 -> 1.3, float64 0.38 -> 0.67, uint8 0.23 -> 1.26). */
static void scan_packed(ScanRun *r, const char *ip, char *op, int64_t k)
{
    char *buf = scan_buf(r);
    const char *x = r->in_place ? ip : buf;
    char *y = r->out_place ? op : buf;
    if (!r->in_place)
        cpu_convert(buf, r->work, 1, ip, r->in->dtype, 1, k * r->n);
    for (int64_t j = 0; j < k; j++) {
        LineScan w;
        line_start(r, &w);
        scan_step(r, &w, x + j * r->n * WORD, y + j * r->n * WORD, r->n, 1);
    }
    if (!r->out_place)
        cpu_convert(op, r->out->dtype, 1, buf, r->work, 1, k * r->n);
}

static void scan_chunk(void *ctx, int64_t chunk)
{
    const ScanJob *job = ctx;
    int64_t l0 = chunk * job->per, l1 = l0 + job->per < job->lines ? l0 + job->per : job->lines;
    ScanRun r;
    scan_run_init(&r, job);
    int64_t across = job->side >= 0 ? r.in->shape[job->side] : job->packed >= 0 ? r.in->shape[job->packed] : 0;
    for (int64_t l = l0; l < l1;) {
        const char *ip = (const char *)r.in->data + cpu_line_offset(r.in, r.in->shape, job->dim, l) * r.isz;
        char *op = (char *)r.out->data + cpu_line_offset(r.out, r.in->shape, job->dim, l) * r.osz;
        if (job->side >= 0 && l + job->width <= l1 && l % across + job->width <= across) {
            scan_side(&r, ip, op, job->width);
            l += job->width;
        } else if (job->packed >= 0) {
            int64_t k = BLOCK / r.n;
            k = k < l1 - l ? k : l1 - l;
            k = k < across - l % across ? k : across - l % across;
            scan_packed(&r, ip, op, k);
            l += k;
        } else {
            scan_line(&r, ip, op);
            l++;
        }
    }
}

/* Chunks of whole groups of lines where scan_side takes them (a line's
 * result depends on its own elements alone, however they are shared
 * out). */
static void cumulative(const OpArgs *a, bool prod)
{
    const DevTensor *in = &a->in[0];
    int dim = (int)a->si[0];
    ScanJob job = {a, dim, prod, side_dim(in, &a->out[0], dim), packed_dim(in, &a->out[0], dim), 1,
                   cpu_line_count(in, dim), 0};
    int64_t chunks = cpu_line_chunks(job.lines, in->shape[dim], &job.per);
    if (job.side >= 0) {
        job.width = in->shape[job.side] < SIDE ? (int)in->shape[job.side] : SIDE;
        job.per = (job.per + job.width - 1) / job.width * job.width;
        chunks = (job.lines + job.per - 1) / job.per;
    }
    cpu_parallel(chunks, scan_chunk, &job);
}

void cpu_cumsum(const OpArgs *a) { cumulative(a, false); }
void cpu_cumprod(const OpArgs *a) { cumulative(a, true); }

/* ---- cummax and cummin: along dim si[0] of an in[0] of at least one
 * dimension, each line in turn.  An element takes over from the running
 * extreme when it is a NaN, or neither is and it is at least as large
 * (small): PyTorch's cummax_cummin_helper, so equal values give the last
 * index and the first NaN stays until the next.  Which element wins
 * depends on the elements alone, not on the order they are combined in,
 * so the CUDA kernel's tree gives the same values and indices.  Values
 * load as double or int64 (exact for every dtype) and the winner is
 * copied from its element, bits and all (-0). ---- */

typedef struct ExtremeJob {
    const OpArgs *a;
    int dim;
    bool max;
    int64_t lines, per;
} ExtremeJob;

/* dst[k * ds] = src[pos[k] * ss], elements of es bytes, k < m. */
static void gather_elements(char *dst, int64_t ds, const char *src, int64_t ss, const int64_t *pos, int64_t m,
                            int64_t es)
{
    switch (es) {
    case 1:
        for (int64_t k = 0; k < m; k++) ((uint8_t *)dst)[k * ds] = ((const uint8_t *)src)[pos[k] * ss];
        break;
    case 2:
        for (int64_t k = 0; k < m; k++) ((uint16_t *)dst)[k * ds] = ((const uint16_t *)src)[pos[k] * ss];
        break;
    case 4:
        for (int64_t k = 0; k < m; k++) ((uint32_t *)dst)[k * ds] = ((const uint32_t *)src)[pos[k] * ss];
        break;
    default:
        for (int64_t k = 0; k < m; k++) ((uint64_t *)dst)[k * ds] = ((const uint64_t *)src)[pos[k] * ss];
        break;
    }
}

/* The winners' positions pos[k] of x[0..m), the next elements of a line
 * whose winner so far is *best at *at (start: element 0 wins). */
#define EXTREME_WALK(T, IS_NAN)                                                                  \
    static void extreme_walk_##T(const T *x, int64_t m, int64_t i0, bool max, T *best, int64_t *at,  \
                                 int64_t *pos)                                                  \
    {                                                                                            \
        T b = *best;                                                                             \
        int64_t w = *at, k = 0;                                                                  \
        if (i0 == 0) {                                                                           \
            b = x[0];                                                                            \
            w = 0;                                                                               \
            pos[k++] = 0;                                                                        \
        }                                                                                        \
        for (; k < m; k++) {                                                                     \
            T v = x[k];                                                                          \
            if (IS_NAN(v) || (!IS_NAN(b) && (max ? v >= b : v <= b))) {                          \
                b = v;                                                                           \
                w = i0 + k;                                                                      \
            }                                                                                    \
            pos[k] = w;                                                                          \
        }                                                                                        \
        *best = b;                                                                               \
        *at = w;                                                                                 \
    }
#define NO_NAN(v) ((void)(v), false)
EXTREME_WALK(double, isnan)
EXTREME_WALK(int64_t, NO_NAN)

static void extreme_chunk(void *ctx, int64_t chunk)
{
    const ExtremeJob *job = ctx;
    const DevTensor *in = &job->a->in[0], *vo = &job->a->out[0], *xo = &job->a->out[1];
    int64_t es = (int64_t)dtype_size(in->dtype);
    int64_t l0 = chunk * job->per, l1 = l0 + job->per < job->lines ? l0 + job->per : job->lines;
    int64_t n = in->shape[job->dim], ist = in->strides[job->dim];
    int64_t vst = vo->strides[job->dim], xst = xo->strides[job->dim];
    bool fl = dtype_is_float(in->dtype);
    double f[BLOCK], bf = 0;
    int64_t x[BLOCK], pos[BLOCK], bi = 0;
    for (int64_t l = l0; l < l1; l++) {
        const char *ip = (const char *)in->data + cpu_line_offset(in, in->shape, job->dim, l) * es;
        char *vp = (char *)vo->data + cpu_line_offset(vo, in->shape, job->dim, l) * es;
        int64_t *xp = (int64_t *)xo->data + cpu_line_offset(xo, in->shape, job->dim, l);
        int64_t at = 0;
        for (int64_t i = 0; i < n; i += BLOCK) {
            int64_t m = n - i < BLOCK ? n - i : BLOCK;
            if (fl) {
                cpu_convert(f, DT_FLOAT64, 1, ip + i * ist * es, in->dtype, ist, m);
                extreme_walk_double(f, m, i, job->max, &bf, &at, pos);
            } else {
                cpu_convert(x, DT_INT64, 1, ip + i * ist * es, in->dtype, ist, m);
                extreme_walk_int64_t(x, m, i, job->max, &bi, &at, pos);
            }
            gather_elements(vp + i * vst * es, vst, ip, ist, pos, m, es);
            for (int64_t k = 0; k < m; k++)
                xp[(i + k) * xst] = pos[k];
        }
    }
}

static void cumulative_extreme(const OpArgs *a, bool max)
{
    const DevTensor *in = &a->in[0];
    ExtremeJob job = {a, (int)a->si[0], max, cpu_line_count(in, (int)a->si[0]), 0};
    cpu_parallel(cpu_line_chunks(job.lines, in->shape[job.dim], &job.per), extreme_chunk, &job);
}

void cpu_cummax(const OpArgs *a) { cumulative_extreme(a, true); }
void cpu_cummin(const OpArgs *a) { cumulative_extreme(a, false); }
