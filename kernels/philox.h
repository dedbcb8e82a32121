/* philox.h: the random-number generator behind rand, randn and randint,
 * one implementation compiled into every backend so that the simulated
 * device and the GPU give the same bits: Philox4x32-10 (Salmon et al.,
 * SC'11; curand_Philox4x32_10), and how its words become values
 * (src/random.h fixes which words each value takes), and multinomial's
 * draws from them.
 *
 * Included by kernels/sim/philox.c and kernels/cuda/random.cu. */
#ifndef CST_PHILOX_H
#define CST_PHILOX_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "boxmuller.h"
#include "floatfn.h"
#include "base/dtype.h"

#ifdef __CUDACC__
#define PHILOX_FN static __host__ __device__ inline
#else
#define PHILOX_FN static inline
#endif

/* The high word of the 64-bit product a * b (a GPU's one instruction,
 * where a 64-bit product's shift had kept the whole round in 64 bits). */
PHILOX_FN uint32_t philox_mulhi(uint32_t a, uint32_t b)
{
#ifdef __CUDA_ARCH__
    return __umulhi(a, b);
#else
    return (uint32_t)(((uint64_t)a * b) >> 32);
#endif
}

/* The block of 128-bit counter (block + 2^64 sub) of the stream of
 * `seed`: four 32-bit words.  The stream's words are those of sub 0;
 * poisson's draws take blocks of sub 1 on, which no word names. */
PHILOX_FN void philox_block_at(uint64_t block, uint64_t sub, uint64_t seed, uint32_t out[4])
{
    uint32_t c0 = (uint32_t)block, c1 = (uint32_t)(block >> 32), c2 = (uint32_t)sub, c3 = (uint32_t)(sub >> 32);
    uint32_t k0 = (uint32_t)seed, k1 = (uint32_t)(seed >> 32);
    for (int r = 0; r < 10; r++) {
        uint32_t n0 = philox_mulhi(0xCD9E8D57u, c2) ^ c1 ^ k0;
        uint32_t n2 = philox_mulhi(0xD2511F53u, c0) ^ c3 ^ k1;
        c1 = 0xCD9E8D57u * c2;
        c3 = 0xD2511F53u * c0;
        c0 = n0;
        c2 = n2;
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    out[0] = c0;
    out[1] = c1;
    out[2] = c2;
    out[3] = c3;
}

/* Block `block` (the 128-bit counter's low half; the high half is 0) of
 * the stream of `seed`. */
PHILOX_FN void philox_block(uint64_t block, uint64_t seed, uint32_t out[4])
{
    philox_block_at(block, 0, seed, out);
}

/* Word w of the stream of seed: lane w % 4 of block w / 4 (a switch, not
 * b[w % 4]: a dynamic index would put b in a GPU's local memory). */
PHILOX_FN uint32_t philox_word(uint64_t seed, uint64_t w)
{
    uint32_t b[4];
    philox_block(w / 4, seed, b);
    switch (w % 4) {
    case 0: return b[0];
    case 1: return b[1];
    case 2: return b[2];
    default: return b[3];
    }
}

/* rand: a uniform value in [0, 1) of dtype dt from w (float64: a 64-bit
 * word, else a 32-bit one), with as many bits as dt's significand. */
PHILOX_FN double philox_uniform(int dt, uint64_t w)
{
    switch (dt) {
    case DT_FLOAT64: return (double)(w >> 11) * 0x1p-53;
    case DT_FLOAT16: return (double)((uint32_t)w >> 21) * 0x1p-11;
    case DT_BFLOAT16: return (double)((uint32_t)w >> 24) * 0x1p-8;
    default: return (double)((uint32_t)w >> 8) * 0x1p-24;
    }
}

/* randn of float32, float16 and bfloat16: the Box-Muller pair of words
 * wu and wv in float, u = ((wu >> 8) + 1) * 2^-24 in (0, 1] and the angle
 * 2 pi (wv >> 8) / 2^24: r cos(theta) for the pair's first value, r
 * sin(theta) for its second (sqrtf rounds correctly on both devices; the
 * log is floatfn.h's).  (wu >> 8) + 1 fits an int32_t, whose conversion
 * to float a GPU makes faster than an unsigned's, and a processor's
 * vectors make at all. */
PHILOX_FN void philox_normal_f(uint32_t wu, uint32_t wv, float *first, float *second)
{
    float u = (float)(int32_t)((wu >> 8) + 1) * 0x1p-24f;
    float r = sqrtf(-2.0f * ff_log_scaled(u, 0)), sn, cs;
    bm_sincos_turnf(wv >> 8, 24, &sn, &cs);
    *first = r * cs;
    *second = r * sn;
}

/* randn: the Box-Muller pair made of words wu and wv (64 bits for
 * float64, in double; else 32, philox_normal_f's): r cos(theta) for the
 * pair's first value, r sin(theta) for its second. */
PHILOX_FN void philox_normal(int dt, uint64_t wu, uint64_t wv, double *first, double *second)
{
    if (dt != DT_FLOAT64) {
        float a, b;
        philox_normal_f((uint32_t)wu, (uint32_t)wv, &a, &b);
        *first = a;
        *second = b;
        return;
    }
    double u = ((double)(wu >> 11) + 0.5) * 0x1p-53, v = ((double)(wv >> 11) + 0.5) * 0x1p-53;
    double r = sqrt(-2.0 * bm_log(u)), theta = 6.283185307179586 * v, sn, cs;
    bm_sincos(theta, &sn, &cs);
    *first = r * cs;
    *second = r * sn;
}

/* dropout (src/tensor/random.h): whether element j is kept, by the rand
 * value of words w (float64: a 64-bit word) against p. */
PHILOX_FN bool philox_keep(int dt, uint64_t w, double p)
{
    return philox_uniform(dt == DT_FLOAT64 ? DT_FLOAT64 : DT_FLOAT32, w) >= p;
}

/* poisson (src/tensor/random.h): a uniform in (0, 1) from the 64-bit
 * word lo | hi << 32, its top 53 bits and a half, as float64 randn's. */
PHILOX_FN double philox_open_uniform(uint32_t lo, uint32_t hi)
{
    return ((double)((lo | (uint64_t)hi << 32) >> 11) + 0.5) * 0x1p-53;
}

/* ln(1 + d) for d > -1, within a few ulps however small d is (Kahan's:
 * the log of the rounded 1 + d, scaled by d over the part of it that
 * 1 + d kept). */
PHILOX_FN double philox_log1p(double d)
{
    double y = 1 + d;
    return y == 1 ? d : bm_log(y) * (d / (y - 1));
}

/* Whether PTRS accepts draw k of rate lambda where v us^2 / (alpha (a +
 * b us^2)) is `ratio`: whether ln(ratio) <= -lambda + k ln(lambda) - ln(k!).
 * From k = 10 on, Stirling's series to x^-5 at x = k + 1 (error below
 * 10^-10) gives ln(k!) = (x - 1/2) ln(x) - x + ln(2 pi) / 2 + S(x), so
 * the test is ln(ratio sqrt(x)) <= (x - lambda) + k ln1p((lambda - x) / x)
 * - ln(2 pi) / 2 - S(x), whose terms cancel at most down to the size of
 * x - lambda: k ln(lambda) - ln(k!) cancelled from the size of k ln(k),
 * which at rate 10^15 lost more than the test's unit.  Below 10, ln(ratio
 * k! / lambda^k) <= -lambda, k! and lambda^k products of at most nine
 * factors.  + - * / sqrt and bm_log alone, so the same bits on every
 * backend; one bm_log the test, whichever form a lane takes. */
PHILOX_FN bool philox_ptrs_accept(double lambda, double k, double ratio)
{
    bool small = k < 10;
    double x = k + 1, fact = 1, power = 1;
    for (double i = 1; i <= (small ? k : 0); i++) {
        fact *= i;
        power *= lambda;
    }
    double bound = -lambda;
    if (!small) {
        double r = 1.0 / x, r2 = r * r, s = r * (1.0 / 12 - r2 * (1.0 / 360 - r2 / 1260));
        bound = (x - lambda) + k * philox_log1p((lambda - x) * r) - 0.91893853320467274 - s;
    }
    return bm_log(small ? ratio * fact / power : ratio * sqrt(x)) <= bound;
}

/* Below rate 10: the least k whose Poisson CDF, the running sum of
 * e^-lambda lambda^k / k! from k = 0, reaches the uniform u (inversion by
 * sequential search: one uniform a draw).  Past the mode the terms fall,
 * so once one no longer moves the sum none after it will: the sum has
 * stalled below 1 by its roundings (a few 2^-53), and a u above it takes
 * that k. */
PHILOX_FN double philox_poisson_small(double lambda, double u)
{
    double p = bm_exp(-lambda), cdf = p, k = 0;
    while (u > cdf) {
        k++;
        p *= lambda / k;
        double next = cdf + p;
        if (next == cdf)
            break;
        cdf = next;
    }
    return k;
}

/* From rate 10: Hormann's transformed rejection (PTRS, 1993), PyTorch's
 * algorithm.  Its constants of rate lambda, once a draw. */
typedef struct {
    double lambda, a, b, invalpha, vr;
} PhiloxPtrs;

PHILOX_FN PhiloxPtrs philox_ptrs_at(double lambda)
{
    PhiloxPtrs p;
    p.lambda = lambda;
    p.b = 0.931 + 2.53 * sqrt(lambda);
    p.a = -0.059 + 0.02483 * p.b;
    p.invalpha = 1.1239 + 1.1328 / (p.b - 3.4);
    p.vr = 0.9277 - 3.6224 / (p.b - 2);
    return p;
}

/* A PTRS candidate's verdict by its cheap tests. */
enum { PTRS_ACCEPT, PTRS_REJECT, PTRS_TEST };

/* The candidate *k of the pair (u, v) of block w: accepted by the
 * squeeze, rejected out of hand, or left to philox_ptrs_accept of *ratio
 * (apart, so that a GPU can run that slow test for many lanes at once). */
PHILOX_FN int philox_ptrs_try(const PhiloxPtrs *p, const uint32_t w[4], double *k, double *ratio)
{
    double u = philox_open_uniform(w[0], w[1]) - 0.5, v = philox_open_uniform(w[2], w[3]);
    double us = 0.5 - fabs(u);
    *k = floor((2 * p->a / us + p->b) * u + p->lambda + 0.43);
    if (us >= 0.07 && v <= p->vr)
        return PTRS_ACCEPT;
    double us2 = us * us;
    if (!(*k >= 0 && (us >= 0.013 || v <= us)))
        return PTRS_REJECT;
    *ratio = v * p->invalpha * us2 / (p->a + p->b * us2);
    return PTRS_TEST;
}

/* A Poisson draw of rate lambda (>= 0; inf and NaN pass through) in
 * steps, from the blocks (block, sub) of sub 1, 2, ...: each block two
 * uniforms (philox_open_uniform of words 0, 1 and of words 2, 3), a step
 * a block.  Below rate 10 the first step draws; from 10 a step is a PTRS
 * candidate, which its cheap tests accept, reject (the next step takes
 * the next block) or leave waiting for philox_poisson_test.  The steps
 * depend on their draw alone, so that a GPU's lanes can take them at
 * their own pace and the slow tests of many lanes at once
 * (kernels/cuda/random.cu's k_poisson). */
typedef struct {
    double lambda, k, ratio;   /* the rate; the candidate and its ratio */
    PhiloxPtrs ptrs;           /* from rate 10 */
    uint64_t sub;              /* the block of the next step */
    bool waiting;              /* k waits for the slow test */
} PhiloxPoisson;

PHILOX_FN void philox_poisson_begin(PhiloxPoisson *d, double lambda)
{
    d->lambda = lambda;
    d->sub = 1;
    d->waiting = false;
    if (lambda >= 10 && lambda < INFINITY)
        d->ptrs = philox_ptrs_at(lambda);
}

/* A cheap step of draw `block`: whether it drew its value, *out.  The
 * block is drawn before the rate picks the algorithm, so that a warp
 * whose lanes take both draws it once. */
PHILOX_FN bool philox_poisson_step(PhiloxPoisson *d, uint64_t block, uint64_t seed, double *out)
{
    if (!(d->lambda < INFINITY)) {
        *out = d->lambda;
        return true;
    }
    uint32_t w[4];
    philox_block_at(block, d->sub++, seed, w);
    if (d->lambda < 10) {
        *out = philox_poisson_small(d->lambda, philox_open_uniform(w[0], w[1]));
        return true;
    }
    int verdict = philox_ptrs_try(&d->ptrs, w, &d->k, &d->ratio);
    d->waiting = verdict == PTRS_TEST;
    *out = d->k;
    return verdict == PTRS_ACCEPT;
}

/* The slow test of the waiting candidate d->k: whether it is the draw
 * (else the next step goes on). */
PHILOX_FN bool philox_poisson_test(PhiloxPoisson *d)
{
    d->waiting = false;
    return philox_ptrs_accept(d->lambda, d->k, d->ratio);
}

/* A Poisson draw of rate lambda (>= 0; inf and NaN pass through) from
 * the blocks (block, 1, 2, ...): philox_poisson_step's and philox_poisson_test's work in their order,
 * written out (through the struct, the simulated device ran 5% more
 * instructions a draw); tests/unit/test_kernels.c checks that the steps
 * in a warp's order draw the same. */
PHILOX_FN double philox_poisson(double lambda, uint64_t block, uint64_t seed)
{
    uint32_t w[4];
    if (!(lambda < INFINITY))
        return lambda;
    philox_block_at(block, 1, seed, w);
    if (lambda < 10)
        return philox_poisson_small(lambda, philox_open_uniform(w[0], w[1]));
    PhiloxPtrs p = philox_ptrs_at(lambda);
    for (uint64_t sub = 2;; sub++) {
        double k, ratio;
        int verdict = philox_ptrs_try(&p, w, &k, &ratio);
        if (verdict == PTRS_ACCEPT || (verdict == PTRS_TEST && philox_ptrs_accept(lambda, k, ratio)))
            return k;
        philox_block_at(block, sub, seed, w);
    }
}

/* multinomial (src/tensor/random.h): draw j with replacement is the
 * float64 rand value of the words offset + 2j (low) and offset + 2j + 1
 * (high). */
PHILOX_FN double philox_uniform64(uint64_t seed, uint64_t off, uint64_t j)
{
    uint64_t w = off + 2 * j;
    uint32_t b[4], lo, hi;
    philox_block(w / 4, seed, b);                 /* both words' block, but for w % 4 == 3 */
    switch (w % 4) {
    case 0: lo = b[0]; hi = b[1]; break;
    case 1: lo = b[1]; hi = b[2]; break;
    case 2: lo = b[2]; hi = b[3]; break;
    default: lo = b[3]; hi = philox_word(seed, w + 1); break;
    }
    return philox_uniform(DT_FLOAT64, lo | (uint64_t)hi << 32);
}

/* With replacement: cdf[0..n) a row's running sums (cumsum's, in
 * kernels/scan.h's order) and w[0..n) its weights; the category of
 * uniform u is the one where the running sums first exceed
 * x = u * cdf[n - 1] (a binary search: the last sum is the largest, and x
 * is below it, u <= 1 - 2^-53).  The tree order's sums can step down by
 * an ulp where two segments meet, so that a category of weight 0 could
 * be found there; then the nearest one before it of weight above 0 is
 * taken (there is one: a running sum above x >= 0). */
PHILOX_FN int64_t philox_category(const double *cdf, const double *w, int64_t n, double u)
{
    double x = u * cdf[n - 1];
    int64_t lo = 0, hi = n - 1;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (cdf[mid] > x)
            hi = mid;
        else
            lo = mid + 1;
    }
    while (w[lo] == 0 && lo > 0)
        lo--;
    return lo;
}

/* Without replacement (PyTorch's own scheme): category i's key is
 * w / E, E = -log u an exponential draw, u = ((word >> 9) + 0.5) * 2^-23
 * in (0, 1) (so E > 0) with log in float (kernels/floatfn.h's, randn's),
 * the quotient in double; a category of weight 0 has key 0.  The k
 * categories of the largest keys, in descending order of key (ties: the
 * lower index first), are a draw of k without replacement in proportion
 * to the weights.  word >> 9 converts as an int32_t (philox_normal_f). */
PHILOX_FN double philox_key(double w, uint32_t word)
{
    float u = ((float)(int32_t)(word >> 9) + 0.5f) * 0x1p-23f;
    return w / (double)(-ff_log_scaled(u, 0));
}

/* The most draws without replacement that the multinomial kernels put in
 * order themselves (k rounds of a row's largest key on a GPU, an
 * insertion list on the simulated device); src/tensor/random.c takes
 * more through topk of the keys. */
enum { MULTINOMIAL_SELECT = 64 };

/* Whether key a at index i comes before key b at index j in a row's
 * draw order (i != j). */
PHILOX_FN bool philox_before(double a, int64_t i, double b, int64_t j)
{
    return a > b || (a == b && i < j);
}

#endif
