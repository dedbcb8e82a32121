/* conv.c: conv_window (ops.def), a convolution whose windows are small,
 * the twin of kernels/cuda/pool.cu's k_conv.  Each output element sums
 * its products in the order input channel, window row, window column, in
 * float (double for float64), an element in the padding counting as 0,
 * so both devices agree bit for bit.  Where a window holds few products
 * this is one pass over the input, where unfolding it into columns for a
 * matrix product writes the input once a product.
 *
 * The work goes in bands of output rows of one image, for a block of
 * output channels of one group.  A band first copies the input it reads,
 * its group's channels, into a buffer of the compute type with the
 * padding's zeros in place (0 times the weight, not nothing: an infinite
 * weight makes NaN there, as the unfolded product does).  Then, for each
 * output channel of the block, each product (channel, window row, window
 * column) runs across every window of the band in one loop the compiler
 * vectorizes: with strides of 1 the band's windows, a buffer row apart,
 * read one run of the buffer; else a loop a row. */
#include <stdlib.h>

#include "cpu/iter.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

/* Buffer elements a band's input takes, at most (unless one output row
 * needs more): the band stays in the cache while its products pass. */
enum { BAND_MOST = 1 << 16 };

/* Output channels a task takes, at most: each copies the band's input
 * once for all of them (a copy per output channel had made a 1 x 1
 * convolution of 64 channels into 128 seven times slower than a 3 x 3
 * one, which unfolds into a matrix product). */
enum { CHANNELS_MOST = 16 };

/* The geometry of a convolution, from its operands. */
typedef struct Conv {
    const OpArgs *a;
    int64_t k[2], s[2], p[2], d[2];
    int64_t per, group;       /* input channels a group; output channels a group */
    int64_t oh, ow;           /* output size */
    int64_t wp;               /* buffer row: the columns the windows read */
    int64_t rows;             /* output rows a band takes */
    int64_t bands;            /* a plane's */
    int64_t blocks;           /* of output channels, a group's */
} Conv;

#define LOAD_PLAIN(v) (v)
#define LOAD_HALF(v) dtype_half_to_float(v)
#define LOAD_BF16(v) dtype_bf16_to_float(v)
#define STORE_PLAIN(v) (v)
#define STORE_HALF(v) dtype_float_to_half(v)
#define STORE_BF16(v) dtype_float_to_bf16(v)

/* Four output channels' sums over windows of stride 1 (float compute
 * type), SPAN windows at a time in registers: each window's products
 * (channel, window row, window column) in order from 0, as the loop of a
 * channel at a time adds them, where that loop loads and stores every sum
 * each product.  Product p reads buf at offset[p] from the window's
 * place, times wq[p * QUAD + j] for channel j; the sums go to acc, run
 * apart.  A 1 x 1 convolution of 64 channels: 2.5 times faster. */
typedef float Floats8 __attribute__((vector_size(8 * sizeof(float)), aligned(4)));
enum { QUAD = 4, SPAN = 16 };

/* Products a window takes, at most, where quad_sums takes it: all that
 * reach this kernel (dispatch_conv's CONV_WINDOW_MOST). */
enum { PRODUCTS_MOST = 64 };

static inline __attribute__((always_inline)) void quad_sums(const float *buf, const int64_t *offset,
                                                            int64_t products, const float *wq, int64_t run,
                                                            float *acc)
{
    int64_t i = 0;
    for (; i + SPAN <= run; i += SPAN) {
        Floats8 a0 = {0}, b0 = {0}, a1 = {0}, b1 = {0}, a2 = {0}, b2 = {0}, a3 = {0}, b3 = {0};
        for (int64_t p = 0; p < products; p++) {
            const Floats8 *src = (const Floats8 *)(buf + offset[p] + i);
            const float *w = wq + p * QUAD;
            Floats8 lo = src[0], hi = src[1];
            a0 += lo * w[0];
            b0 += hi * w[0];
            a1 += lo * w[1];
            b1 += hi * w[1];
            a2 += lo * w[2];
            b2 += hi * w[2];
            a3 += lo * w[3];
            b3 += hi * w[3];
        }
        Floats8 *out = (Floats8 *)(acc + i);
        out[0] = a0;
        out[1] = b0;
        out = (Floats8 *)(acc + run + i);
        out[0] = a1;
        out[1] = b1;
        out = (Floats8 *)(acc + 2 * run + i);
        out[0] = a2;
        out[1] = b2;
        out = (Floats8 *)(acc + 3 * run + i);
        out[0] = a3;
        out[1] = b3;
    }
    for (; i < run; i++)
        for (int j = 0; j < QUAD; j++) {
            float sum = 0;
            for (int64_t p = 0; p < products; p++)
                sum += buf[offset[p] + i] * wq[p * QUAD + j];
            acc[j * run + i] = sum;
        }
}

/* One output channel's sums over windows of stride 1, as quad_sums
 * takes four: a depthwise convolution's channel, whose loop of a product
 * at a time loaded and stored every sum each product.  SPAN_ONE windows
 * at a time, in four independent chains of additions. */
enum { SPAN_ONE = 32 };

static inline __attribute__((always_inline)) void one_sums(const float *buf, const int64_t *offset,
                                                           int64_t products, const float *w, int64_t run,
                                                           float *acc)
{
    int64_t i = 0;
    for (; i + SPAN_ONE <= run; i += SPAN_ONE) {
        Floats8 a = {0}, b = {0}, c = {0}, d = {0};
        for (int64_t p = 0; p < products; p++) {
            const Floats8 *src = (const Floats8 *)(buf + offset[p] + i);
            a += src[0] * w[p];
            b += src[1] * w[p];
            c += src[2] * w[p];
            d += src[3] * w[p];
        }
        Floats8 *out = (Floats8 *)(acc + i);
        out[0] = a;
        out[1] = b;
        out[2] = c;
        out[3] = d;
    }
    for (; i < run; i++) {
        float sum = 0;
        for (int64_t p = 0; p < products; p++)
            sum += buf[offset[p] + i] * w[p];
        acc[i] = sum;
    }
}

/* Band b of output channels [oc0, oc0 + noc) of image n, of one group:
 * its input (per channels of `in` buffer rows from input row h0, each of
 * cv->wp columns from column -p[1]) in buf, then each channel's products
 * into acc, then out.  S the stored type, T the compute type. */
#define CONV_BAND(name, S, T, LOAD, STORE, QUADS)                                               \
    CPU_CLONES static void band_##name(const Conv *cv, int64_t n, int64_t oc0, int64_t noc, \
                                       int64_t b, T *buf, T *acc)                          \
    {                                                                                      \
        const DevTensor *x = &cv->a->in[0], *wt = &cv->a->in[1], *o = &cv->a->out[0];      \
        const int64_t H = x->shape[2], W = x->shape[3], wp = cv->wp, ow = cv->ow;          \
        const int64_t r0 = b * cv->rows;                                                   \
        const int64_t nr = cv->oh - r0 < cv->rows ? cv->oh - r0 : cv->rows;                \
        const int64_t h0 = r0 * cv->s[0] - cv->p[0];                                       \
        const int64_t in = (nr - 1) * cv->s[0] + (cv->k[0] - 1) * cv->d[0] + 1;            \
        const S *xp = (const S *)x->data + n * x->strides[0] +                             \
                      oc0 / cv->group * cv->per * x->strides[1];                           \
        /* a buffer row's columns [lo, hi) read the input, the rest pad */                 \
        const int64_t lo = cv->p[1] < wp ? cv->p[1] : wp;                                  \
        const int64_t hi = cv->p[1] + W < wp ? cv->p[1] + W : wp, xs = x->strides[3];      \
        for (int64_t c = 0; c < cv->per; c++)                                              \
            for (int64_t row = 0; row < in; row++) {                                       \
                T *to = buf + (c * in + row) * wp;                                         \
                int64_t h = h0 + row;                                                      \
                if (h < 0 || h >= H) {                                                     \
                    CPU_LOOP(wp, to[i] = 0);                                               \
                    continue;                                                              \
                }                                                                          \
                const S *from = xp + c * x->strides[1] + h * x->strides[2] - cv->p[1] * xs; \
                for (int64_t j = 0; j < lo; j++)                                           \
                    to[j] = 0;                                                             \
                if (xs == 1)                                                               \
                    CPU_LOOP(hi - lo, to[lo + i] = (T)LOAD(from[lo + i]));                 \
                else                                                                       \
                    for (int64_t j = lo; j < hi; j++)                                      \
                        to[j] = (T)LOAD(from[j * xs]);                                     \
                for (int64_t j = hi; j < wp; j++)                                          \
                    to[j] = 0;                                                             \
            }                                                                              \
        /* with strides of 1, window (r, q) at acc[r * wp + q] reads buf    \
         * from the same place plus its product's offset */                 \
        bool flat = cv->s[0] == 1 && cv->s[1] == 1;                                        \
        int64_t run = flat ? (nr - 1) * wp + ow : ow, step = cv->s[1];                     \
        const S *weights = (const S *)wt->data;                                            \
        for (int64_t oc = oc0, m; oc < oc0 + noc; oc += m) {                               \
            int64_t products = cv->per * cv->k[0] * cv->k[1];                              \
            bool in_registers = QUADS && flat && products <= PRODUCTS_MOST;                \
            m = in_registers && oc0 + noc - oc >= QUAD ? QUAD : 1;                         \
            if (in_registers) {                                                            \
                int64_t offset[PRODUCTS_MOST], p = 0;                                      \
                float wj[PRODUCTS_MOST * QUAD];                                            \
                for (int64_t c = 0; c < cv->per; c++)                                      \
                    for (int64_t kh = 0; kh < cv->k[0]; kh++)                              \
                        for (int64_t kw = 0; kw < cv->k[1]; kw++, p++) {                   \
                            offset[p] = (c * in + kh * cv->d[0]) * wp + kw * cv->d[1];     \
                            for (int j = 0; j < m; j++)                                    \
                                wj[p * m + j] = (float)LOAD(weights[(oc + j) * wt->strides[0] + c * wt->strides[1] + \
                                                                    kh * wt->strides[2] + kw * wt->strides[3]]); \
                        }                                                                  \
                if (m == QUAD)                                                             \
                    quad_sums((const float *)buf, offset, products, wj, run, (float *)acc); \
                else                                                                       \
                    one_sums((const float *)buf, offset, products, wj, run, (float *)acc); \
            } else {                                                                       \
                const S *wq = weights + oc * wt->strides[0];                               \
                for (int64_t t = 0; t < (flat ? run : nr * ow); t++)                       \
                    acc[t] = 0;                                                            \
                for (int64_t c = 0; c < cv->per; c++)                                      \
                    for (int64_t kh = 0; kh < cv->k[0]; kh++)                              \
                        for (int64_t kw = 0; kw < cv->k[1]; kw++) {                        \
                            T w = (T)LOAD(wq[c * wt->strides[1] + kh * wt->strides[2] + kw * wt->strides[3]]); \
                            const T *src = buf + (c * in + kh * cv->d[0]) * wp + kw * cv->d[1]; \
                            if (flat) {                                                    \
                                CPU_LOOP(run, acc[i] += src[i] * w);                       \
                                continue;                                                  \
                            }                                                              \
                            for (int64_t r = 0; r < nr; r++) {                             \
                                T *row = acc + r * ow;                                     \
                                const T *from = src + r * cv->s[0] * wp;                   \
                                CPU_LOOP(ow, row[i] += from[i * step] * w);                \
                            }                                                              \
                        }                                                                  \
            }                                                                              \
            for (int64_t j = 0; j < m; j++) {                                              \
                S *op = (S *)o->data + n * o->strides[0] + (oc + j) * o->strides[1];       \
                const T *sums = acc + j * run;                                             \
                for (int64_t r = 0; r < nr; r++)                                           \
                    for (int64_t q = 0; q < ow; q++)                                       \
                        op[(r0 + r) * o->strides[2] + q * o->strides[3]] = STORE(sums[r * (flat ? wp : ow) + q]); \
            }                                                                              \
        }                                                                                  \
    }
CONV_BAND(f16, uint16_t, float, LOAD_HALF, STORE_HALF, true)
CONV_BAND(bf16, uint16_t, float, LOAD_BF16, STORE_BF16, true)
CONV_BAND(f32, float, float, LOAD_PLAIN, STORE_PLAIN, true)
CONV_BAND(f64, double, double, LOAD_PLAIN, STORE_PLAIN, false)
#undef CONV_BAND

/* Buffer elements a band's input and sums take. */
static int64_t band_input(const Conv *cv)
{
    return cv->per * ((cv->rows - 1) * cv->s[0] + (cv->k[0] - 1) * cv->d[0] + 1) * cv->wp;
}

static int64_t band_sums(const Conv *cv)
{
    return QUAD * cv->rows * (cv->wp > cv->ow ? cv->wp : cv->ow);
}

static void conv_task(void *ctx, int64_t task)
{
    const Conv *cv = ctx;
    int64_t groups = cv->a->out[0].shape[1] / cv->group;
    int64_t b = task % cv->bands, block = task / cv->bands % (groups * cv->blocks);
    int64_t n = task / cv->bands / (groups * cv->blocks);
    int64_t first = block % cv->blocks * CHANNELS_MOST;
    int64_t oc0 = block / cv->blocks * cv->group + first;
    int64_t noc = cv->group - first < CHANNELS_MOST ? cv->group - first : CHANNELS_MOST;
    size_t es = cv->a->in[0].dtype == DT_FLOAT64 ? sizeof(double) : sizeof(float);
    char *mem = malloc((size_t)(band_input(cv) + band_sums(cv)) * es);
    if (!mem)
        abort();
    char *acc = mem + (size_t)band_input(cv) * es;
    switch (cv->a->in[0].dtype) {
    case DT_FLOAT16: band_f16(cv, n, oc0, noc, b, (float *)mem, (float *)acc); break;
    case DT_BFLOAT16: band_bf16(cv, n, oc0, noc, b, (float *)mem, (float *)acc); break;
    case DT_FLOAT32: band_f32(cv, n, oc0, noc, b, (float *)mem, (float *)acc); break;
    default: band_f64(cv, n, oc0, noc, b, (double *)mem, (double *)acc); break;
    }
    free(mem);
}

void cpu_conv_window(const OpArgs *a)
{
    const DevTensor *x = &a->in[0], *o = &a->out[0];
    Conv cv = {.a = a, .per = a->in[1].shape[1], .oh = o->shape[2], .ow = o->shape[3]};
    for (int j = 0; j < 2; j++) {
        cv.k[j] = a->si[j];
        cv.s[j] = a->si[2 + j];
        cv.p[j] = a->si[4 + j];
        cv.d[j] = a->si[6 + j];
    }
    cv.group = o->shape[1] / (cv.per ? x->shape[1] / cv.per : 1);
    cv.wp = (cv.ow - 1) * cv.s[1] + (cv.k[1] - 1) * cv.d[1] + 1;
    int64_t per_row = (cv.per ? cv.per : 1) * cv.wp * cv.s[0];
    cv.rows = BAND_MOST / per_row > 1 ? BAND_MOST / per_row : 1;
    cv.rows = cv.rows < cv.oh ? cv.rows : cv.oh;
    cv.bands = (cv.oh + cv.rows - 1) / cv.rows;
    cv.blocks = (cv.group + CHANNELS_MOST - 1) / CHANNELS_MOST;
    int64_t groups = cv.group ? o->shape[1] / cv.group : 0;
    cpu_parallel(o->shape[0] * groups * cv.blocks * cv.bands, conv_task, &cv);
}
