/* attention.c: scaled dot-product attention (ops.def's attention) on the
 * simulated device, in kernels/attention.h's order.  A chunk takes a tile
 * of ATTN_ROWS query rows of one head, a block of keys at a time: the
 * block's keys transposed, so that a row's scores run side by side, and
 * its values in rows, so that the output's elements do (and the fmafs
 * with them, as vector instructions where the processor has FMA). */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "attention.h"
#include "cpu/kernels.h"
#include "cpu/parallel.h"

#if defined(__x86_64__) && defined(__GNUC__)
#define FMA_CLONES __attribute__((target_clones("fma", "default")))
#else
#define FMA_CLONES
#endif

/* One row's scores for a block: s_j = the fmafs of q_d * kt[d][j] over d. */
FMA_CLONES static void scores(const float *restrict q, const float *restrict kt, int e, float *restrict s)
{
    for (int j = 0; j < ATTN_KEYS; j++)
        s[j] = 0;
    for (int d = 0; d < e; d++) {
        const float *k = kt + d * ATTN_KEYS;
        for (int j = 0; j < ATTN_KEYS; j++)
            s[j] = fmaf(q[d], k[j], s[j]);
    }
}

/* o_d = fmaf(p_j, v_jd, o_d) for the block's keys j in order (e a
 * multiple of 16: fixed-length loops vectorise). */
FMA_CLONES static void accumulate(float *restrict o, const float *restrict p, const float *restrict v, int e)
{
    for (int j = 0; j < ATTN_KEYS; j++)
        for (int d0 = 0; d0 < e; d0 += 16)
            for (int d = d0; d < d0 + 16; d++)
                o[d] = fmaf(p[j], v[j * e + d], o[d]);
}

/* The larger (a NaN wins, as on the GPU). */
static float most(float a, float b) { return isnan(a) || isnan(b) ? NAN : a > b ? a : b; }

/* Element offsets of head h (its index over the leading dims) in q, k, v,
 * the output and the mask (0 without one). */
static void head_offsets(const OpArgs *a, int64_t h, int64_t off[5])
{
    const DevTensor *t[5] = {&a->in[0], &a->in[1], &a->in[2], &a->out[0], &a->in[3]};
    int n = a->nin == 4 ? 5 : 4;
    for (int k = 0; k < 5; k++)
        off[k] = 0;
    for (int d = a->in[0].ndim - 3; d >= 0; d--) {
        int64_t i = h % a->in[0].shape[d];
        h /= a->in[0].shape[d];
        for (int k = 0; k < n; k++)
            off[k] += i * t[k]->strides[d];
    }
}

/* Row i's mask over a block's n keys from j0 (in[3] at off, si[1] its
 * kind) applied to its scores s. */
static void apply_mask(const OpArgs *a, int64_t off, int64_t i, int64_t j0, int n, float *s)
{
    const DevTensor *m = &a->in[3];
    int nd = m->ndim;
    int64_t at = off + i * m->strides[nd - 2] + j0 * m->strides[nd - 1], step = m->strides[nd - 1];
    if (a->si[1] == ATTN_MASK_BOOL) {
        const uint8_t *keep = (const uint8_t *)m->data + at;
        for (int j = 0; j < n; j++)
            if (!keep[j * step])
                s[j] = -INFINITY;
    } else {
        const float *bias = (const float *)m->data + at;
        for (int j = 0; j < n; j++)
            s[j] = s[j] + bias[j * step];
    }
}

typedef struct Tile {
    float q[ATTN_ROWS][ATTN_MAX_E], o[ATTN_ROWS][ATTN_MAX_E];
    float kt[ATTN_MAX_E * ATTN_KEYS], v[ATTN_KEYS * ATTN_MAX_E];
    float m[ATTN_ROWS], l[ATTN_ROWS];
} Tile;

static void tile(void *ctx, int64_t c)
{
    const OpArgs *a = ctx;
    const DevTensor *q = &a->in[0], *k = &a->in[1], *v = &a->in[2], *out = &a->out[0];
    int nd = q->ndim, e = (int)q->shape[nd - 1];
    int64_t lq = q->shape[nd - 2], lk = k->shape[nd - 2];
    int64_t tiles = (lq + ATTN_ROWS - 1) / ATTN_ROWS, qt = c % tiles, i0 = qt * ATTN_ROWS;
    int rows = lq - i0 < ATTN_ROWS ? (int)(lq - i0) : ATTN_ROWS;
    bool causal = a->si[0];
    float scale = (float)a->sf[0];
    int64_t off[5];
    head_offsets(a, c / tiles, off);
    const float *qp = (const float *)q->data + off[0], *kp = (const float *)k->data + off[1],
                *vp = (const float *)v->data + off[2];
    Tile t;     /* 130 KiB: the workers' stacks are 1 MiB */
    for (int r = 0; r < rows; r++) {
        for (int d = 0; d < e; d++) {
            t.q[r][d] = qp[(i0 + r) * q->strides[nd - 2] + d * q->strides[nd - 1]];
            t.o[r][d] = 0;
        }
        t.m[r] = -INFINITY;
        t.l[r] = 0;
    }
    int64_t blocks = (lk + ATTN_KEYS - 1) / ATTN_KEYS;
    if (causal && qt + 1 < blocks)
        blocks = qt + 1;
    for (int64_t kb = 0; kb < blocks; kb++) {
        int64_t j0 = kb * ATTN_KEYS;
        int n = lk - j0 < ATTN_KEYS ? (int)(lk - j0) : ATTN_KEYS;
        for (int j = 0; j < ATTN_KEYS; j++)
            for (int d = 0; d < e; d++) {
                bool in = j < n;
                t.kt[d * ATTN_KEYS + j] = in ? kp[(j0 + j) * k->strides[nd - 2] + d * k->strides[nd - 1]] : 0;
                t.v[j * e + d] = in ? vp[(j0 + j) * v->strides[nd - 2] + d * v->strides[nd - 1]] : 0;
            }
        for (int r = 0; r < rows; r++) {
            float s[ATTN_KEYS], p[ATTN_KEYS], top = -INFINITY;
            scores(t.q[r], t.kt, e, s);
            for (int j = 0; j < ATTN_KEYS; j++) {
                bool masked = j >= n || (causal && j0 + j > i0 + r);
                s[j] = masked ? -INFINITY : s[j] * scale;
            }
            if (a->si[1] != ATTN_MASK_NONE)
                apply_mask(a, off[4], i0 + r, j0, n, s);
            for (int j = 0; j < ATTN_KEYS; j++)
                top = most(top, s[j]);
            float m = most(t.m[r], top), shift = attn_shift(m), alpha = attn_exp(t.m[r] - shift);
            for (int j = 0; j < ATTN_KEYS; j++)
                p[j] = attn_exp(s[j] - shift);
            t.l[r] = fmaf(t.l[r], alpha, attn_block_sum(p));
            for (int d = 0; d < e; d++)
                t.o[r][d] = t.o[r][d] * alpha;
            accumulate(t.o[r], p, t.v, e);
            t.m[r] = m;
        }
    }
    float *op = (float *)out->data + off[3];
    for (int r = 0; r < rows; r++)
        for (int d = 0; d < e; d++)
            op[(i0 + r) * out->strides[nd - 2] + d * out->strides[nd - 1]] = attn_out(t.o[r][d], t.l[r]);
}

/* in[0..2]: q [..., Lq, E], k and v [..., Lk, E], float32, the same
 * leading dims; out[0]: [..., Lq, E]; si[0]: causal; si[1]: the mask
 * in[3] [..., Lq, Lk] (ATTN_MASK_*); sf[0]: the scale. */
void cpu_attention(const OpArgs *a)
{
    const DevTensor *q = &a->in[0];
    int64_t heads = 1;
    for (int d = 0; d < q->ndim - 2; d++)
        heads *= q->shape[d];
    int64_t lq = q->shape[q->ndim - 2];
    cpu_parallel(heads * ((lq + ATTN_ROWS - 1) / ATTN_ROWS), tile, (void *)a);
}
