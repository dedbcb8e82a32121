/* random.h: cst's random numbers: the generator state (seed and offset,
 * one per process, as PyTorch has one default generator per device) and
 * rand, randn and randint with PyTorch's signatures, dtypes and errors.
 * The numbers are cst's own, not PyTorch's, and the same on every backend:
 *
 * THE MAPPING (man/cst.7 quotes this block)
 *   The generator is Philox4x32-10 (curand's and PyTorch's CUDA
 *   generator), keyed by the 64-bit seed: key = (seed mod 2^32, seed div
 *   2^32).  It yields a stream of 32-bit words: word w is lane w mod 4 of
 *   Philox4x32_10(counter, key) with the 128-bit counter w div 4 (counter
 *   word 0 the least significant), exactly the stream of curand_init(seed,
 *   0, 0).  A call draws its values from the words at offset, offset + 1,
 *   ...; afterwards offset grows by the number of words the call used,
 *   rounded up to a multiple of 4 (PyTorch's CUDA generator also counts
 *   its offset in 32-bit words and advances it in fours).  manual_seed(n)
 *   and --seed=n set seed = n (mod 2^64) and offset = 0; the seed is 0
 *   when neither is given.  Value j of a call (row-major order over the
 *   result's shape) is:
 *     rand     float32: (u >> 8) * 2^-24 with u = word offset + j; float16
 *              (u >> 21) * 2^-11; bfloat16 (u >> 24) * 2^-8; float64
 *              (v >> 11) * 2^-53 where v = the words offset + 2j (low) and
 *              offset + 2j + 1 (high).  Exact, in [0, 1).
 *     randn    float32, float16, bfloat16: pair q = j div 2 uses words
 *              a = offset + 2q, b = offset + 2q + 1; in float,
 *              u = ((a >> 8) + 1) * 2^-24 in (0, 1], m = b >> 8,
 *              r = sqrt(-2 log u), value 2q = r cos t, value 2q + 1 =
 *              r sin t with t = 2 pi m / 2^24 (log kernels/floatfn.h's
 *              ff_log_scaled, sin and cos kernels/boxmuller.h's: fdlibm
 *              5.3's float sin and cos polynomials in fmaf after an
 *              exact reduction of t by pi/2; each float operation and
 *              fmaf as written there, within 2 ulps), rounded from
 *              float32 to float16/bfloat16.  float64: in double,
 *              pair q takes 64-bit words (offset + 4q, +1 and +2, +3),
 *              their top 53 bits: u1 = ((v1 >> 11) + 0.5) * 2^-53 and
 *              the same u2, r = sqrt(-2 log u1), t = 6.283185307179586 * u2,
 *              values r cos t and r sin t (fdlibm 5.3's log, sin and cos,
 *              kernels/boxmuller.h).  A call uses the words of
 *              ceil(numel / 2) pairs.
 *     randint  in [low, high): low + (u mod (high - low)) with u one word
 *              (offset + j) when high - low < 2^32, else the 64-bit word
 *              pair offset + 2j, offset + 2j + 1 (as PyTorch's CPU kernel
 *              chooses its draw width).
 *   Each value depends only on (seed, offset, j): a kernel computes any
 *   of them independently, on any thread or GPU. */
#ifndef CST_RANDOM_H
#define CST_RANDOM_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

/* A generator: its seed and its offset in the seed's stream, in 32-bit
 * words.  Every draw names the one it takes its words from: the default
 * generator (manual_seed's, --seed's, and a call's that names none) or a
 * torch.Generator's own. */
typedef struct Generator {
    uint64_t seed;
    uint64_t offset;
} Generator;

Generator *random_default(void);
/* manual_seed(n), --seed=n, g.manual_seed(n): seed = n, offset = 0. */
void random_seed(Generator *g, uint64_t seed);

/* rand/randn(shape, dtype=dt) on device dev (-1: the host) from g; dt
 * DT_COUNT gives the default float dtype.  Integer and bool dtypes are
 * refused as PyTorch does. */
bool random_rand(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int ndim,
                 const int64_t *shape, Tensor **out, Error *err);
bool random_randn(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int ndim,
                  const int64_t *shape, Tensor **out, Error *err);
/* randint's checks of [low, high) for dtype dt (PyTorch's messages);
 * *range = high - low. */
bool random_int_range(DType dt, int64_t low, int64_t high, uint64_t *range, Error *err);
/* randint(low, high, shape, dtype=dt) from g; dt DT_COUNT gives int64. */
bool random_randint(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int64_t low,
                    int64_t high, int ndim, const int64_t *shape, Tensor **out, Error *err);
/* t.random_()'s range for t's dtype dt, as PyTorch's: [0, 2^digits]
 * for a float dtype (its integers held exactly), [0, max] for an integer
 * one; *range the count of values (2^63 for int64: not an int64_t). */
void random_default_range(DType dt, int64_t *low, uint64_t *range);
/* randint's draw of `range` values from low on, unchecked: t.random_()'s
 * whole range of int64, which high = low + range cannot name. */
bool random_range(const Backend *be, DevStream *s, Generator *g, int dev, DType dt, int64_t low,
                  uint64_t range, int ndim, const int64_t *shape, Tensor **out, Error *err);
/* t.random_()'s draw: random_range's values in t's dtype and shape, drawn
 * into t itself where it is contiguous (*out another reference to t),
 * else into a new tensor, for the caller to copy into t. */
bool random_range_fill(const Backend *be, DevStream *s, Generator *g, Tensor *t, int64_t low, uint64_t range,
                       Tensor **out, Error *err);

/* dropout(x, p, training=True) of a float x, 0 < p < 1: a new contiguous
 * tensor of x's dtype and shape whose element j (row-major) is x_j * s
 * where the float32 rand value j (float64's for a float64 x) is >= p, else
 * x_j * 0, s = 1 / (1 - p) rounded to x's dtype, the product in float for
 * float32, float16 and bfloat16 (rounded to the dtype) and in double for
 * float64; one operation, the default generator's offset growing as
 * rand's (dropout names no generator in PyTorch). */
bool random_dropout(const Backend *be, DevStream *s, Tensor *x, double p, Tensor **out, Error *err);

/* t.bernoulli_(p) for a float tensor p of t's shape, its range
 * unchecked: element j (row-major) is 1 where rand value j, drawn from g
 * in dtype draw (float32 or float64: rand's words), is below p_j, else 0,
 * in one operation, written into t itself where t is contiguous and
 * shares no memory with p (*out is t, retained), else into a new
 * contiguous tensor of t's dtype (*out) for the caller to copy_ into t.
 * The offset grows as rand's. */
bool random_bernoulli(const Backend *be, DevStream *s, Generator *g, Tensor *t, Tensor *p, DType draw,
                      Tensor **out, Error *err);

/* t's in-place distribution map (kernels/dist.h, parameters p0 and p1)
 * of rand's (randn's) values of t's shape, drawn from g in float64 for a
 * float64 t and in float32 for any other, in one operation: written into
 * t itself where t is contiguous of that dtype (*out is t, retained),
 * else into a new contiguous tensor (*out) for the caller to copy_ into
 * t.  The offset grows as rand's (randn's) of that dtype. */
bool random_map(const Backend *be, DevStream *s, Generator *g, Tensor *t, int map, double p0, double p1,
                Tensor **out, Error *err);
/* poisson(rates) of a float tensor of rates, each >= 0 (checked by the
 * caller): a new contiguous tensor of its dtype and shape whose element j
 * (row-major) is philox_poisson's draw (kernels/philox.h) for rate j,
 * from the Philox blocks of counter (b + j) + 2^64 s for s = 1, 2, ...,
 * b = ceil(offset / 4): substreams no other draw's words reach, so a
 * value takes as many uniforms as its rejections need and still depends
 * only on (seed, offset, j).  The offset grows by 4 words a value. */
bool random_poisson(const Backend *be, DevStream *s, Generator *g, Tensor *rates, Tensor **out, Error *err);

/* multinomial: k int64 draws (*out, rows x k) for each row of w (rows x n
 * float64 weights, contiguous, checked: none negative, inf or NaN, no row
 * all 0), with or without replacement.  With replacement, draw s of row r
 * takes the float64 rand value j = r * k + s (words offset + 2j and
 * + 2j + 1), u, and is the category where the row's running sums (its
 * cumsum, kernels/scan.h's order) first exceed u * the row's sum; the
 * offset grows by 2 rows k words.  Without, PyTorch's scheme: category i
 * of row r takes word offset + r * n + i, u = ((word >> 9) + 0.5) * 2^-23,
 * and its key is weight / -log u (log in float, randn's; the quotient in
 * double); the draws are the k categories of the largest
 * keys, largest first, the lower index first among equal keys (a weight
 * of 0 has key 0: those come last); the offset grows by rows n words.
 * Offsets rounded up to a multiple of 4 (kernels/philox.h). */
bool random_multinomial(const Backend *be, DevStream *s, Generator *g, Tensor *w, int64_t k, bool replacement,
                        Tensor **out, Error *err);

#endif
