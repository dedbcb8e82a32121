/* attention.h: the order in which scaled dot-product attention (ops.def's
 * attention) computes each output row, the same on every backend, so that
 * the simulated device and a GPU give the same bits while the GPU keeps
 * the scores of a tile of rows in registers and never writes them out
 * (FlashAttention's scheme: an online softmax over blocks of keys).
 *
 * Query row i (of Lq) and the keys in blocks of ATTN_KEYS (of Lk; a block
 * past the end is padded with keys that are masked and values that are
 * zero).  Row i takes key blocks 0, 1, ..., all of them, or under the
 * causal mask (key j masked for row i when j > i) those up to block i /
 * ATTN_KEYS: the later ones hold masked keys only.  With m = -inf, l = 0
 * and o = 0 to start, per block:
 *     s_j   = (fmaf over d = 0, 1, ..., E - 1 of q_d * k_jd, from 0) * scale,
 *             plus b_ij where an additive mask b is given, or -inf where
 *             key j is masked (causal, a bool mask's false) or padding;
 *     m'    = the max of m and the s_j (a NaN wins);
 *     a     = attn_exp(m - m'),  p_j = attn_exp(s_j - m'), with 0 in
 *             place of m' while it is -inf (every score so far masked:
 *             a and the p_j are 0, so l and o stay 0);
 *     l     = fmaf(l, a, sum of the p_j in attn_block_sum's tree);
 *     o_d   = o_d * a, then o_d = fmaf(p_j, v_jd, o_d) for j in order;
 *     m     = m';
 * and the row is o_d / l, or 0 where l is 0: a row whose every key is
 * masked gives zeros, as PyTorch 2.5's SDPA (_safe_softmax) does.  Every
 * step, exp's too, is a float +, *, / or fmaf, which round correctly
 * everywhere, so the bits agree. */
#ifndef CST_ATTENTION_H
#define CST_ATTENTION_H

/* Queries a tile (a CUDA block) and keys a block; the widest head (E)
 * the kernels take: dispatch composes wider ones from matmul and softmax. */
#define ATTN_ROWS 64
#define ATTN_KEYS 64
#define ATTN_MAX_E 128

/* ops.def's si[1]: no mask, a bool mask (-inf where false) or an
 * additive one (b above), in[3] in the scores' shape. */
enum { ATTN_MASK_NONE, ATTN_MASK_BOOL, ATTN_MASK_ADD };

#include <math.h>
#include <stdint.h>
#include <string.h>

#ifdef __CUDACC__
#define ATTN_FN __host__ __device__ static inline
#else
#define ATTN_FN static inline
#endif

/* e^x in float arithmetic alone, within an ulp of the rounded e^x (over
 * every eighth float in [-87, 0], 0.45% of them an ulp off): x = n ln2 + r (n an
 * integer, |r| <= ln2 / 2, ln2 in two parts so that r is nearly exact),
 * e^r by its Taylor series to r^7 (the rest under 0.05 ulp), times 2^n.
 * Its arguments are x - max <= 0: below -87 (e^x < 2^-125, nothing
 * beside the max's 1) it gives 0, and a NaN passes. */
ATTN_FN float attn_exp(float x)
{
    if (!(x >= -87.0f && x <= 88.0f))
        return x != x ? x : x > 0 ? INFINITY : 0.0f;
    const float shifter = 0x1.8p23f;              /* rounds to an integer in the low bits */
    float n = fmaf(x, 0x1.715476p+0f, shifter) - shifter;
    float r = fmaf(n, -0x1.62e400p-1f, x);        /* ln2's high part: n times it is exact */
    r = fmaf(n, -0x1.7f7d1cp-20f, r);             /* and the rest */
    float p = fmaf(r, 1.0f / 5040, 1.0f / 720);
    p = fmaf(p, r, 1.0f / 120);
    p = fmaf(p, r, 1.0f / 24);
    p = fmaf(p, r, 1.0f / 6);
    p = fmaf(p, r, 0.5f);
    p = fmaf(p, r, 1.0f);
    p = fmaf(p, r, 1.0f);
    int32_t bits = ((int32_t)n + 127) << 23;
    float scale;
    memcpy(&scale, &bits, sizeof scale);
    return p * scale;
}

/* The max m' as the exponents take it: 0 while every score is masked. */
ATTN_FN float attn_shift(float m) { return m == -INFINITY ? 0.0f : m; }

/* A row's output element from its sums: zeros for a row with no key. */
ATTN_FN float attn_out(float o, float l) { return l == 0 ? 0.0f : o / l; }

/* The sum of a block's ATTN_KEYS p_j: lane t of ATTN_LANES adds p_t,
 * p_t+16, p_t+32 and p_t+48 in turn, then lane t becomes lane t plus lane
 * t ^ h for h = 1, 2, 4, 8 (a GPU's butterfly of shuffles), and lane 0
 * holds the sum.  Plain C, so the CUDA side can read it too. */
#define ATTN_LANES 16

ATTN_FN float attn_block_sum(const float *p)
{
    float x[ATTN_LANES], y[ATTN_LANES];
    for (int t = 0; t < ATTN_LANES; t++)
        x[t] = ((p[t] + p[t + 16]) + p[t + 32]) + p[t + 48];
    for (int h = 1; h < ATTN_LANES; h *= 2) {
        for (int t = 0; t < ATTN_LANES; t++)
            y[t] = x[t] + x[t ^ h];
        for (int t = 0; t < ATTN_LANES; t++)
            x[t] = y[t];
    }
    return x[0];
}

#endif
