/* philox.h: the random-number generator behind rand, randn and randint,
 * one implementation compiled into every backend so that the simulated
 * device and the GPU give the same bits: Philox4x32-10 (Salmon et al.,
 * SC'11; curand_Philox4x32_10), and how its words become values
 * (src/random.h fixes which words each value takes).
 *
 * Included by kernels/sim/philox.c and kernels/cuda/random.cu. */
#ifndef CST_PHILOX_H
#define CST_PHILOX_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "boxmuller.h"
#include "base/dtype.h"

#ifdef __CUDACC__
#define PHILOX_FN static __host__ __device__ inline
#else
#define PHILOX_FN static inline
#endif

/* Block `block` (the 128-bit counter's low half; the high half is 0) of
 * the stream of `seed`: four 32-bit words. */
PHILOX_FN void philox_block(uint64_t block, uint64_t seed, uint32_t out[4])
{
    uint32_t c0 = (uint32_t)block, c1 = (uint32_t)(block >> 32), c2 = 0, c3 = 0;
    uint32_t k0 = (uint32_t)seed, k1 = (uint32_t)(seed >> 32);
    for (int r = 0; r < 10; r++) {
        uint64_t p0 = (uint64_t)0xD2511F53u * c0, p1 = (uint64_t)0xCD9E8D57u * c2;
        uint32_t n0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0;
        uint32_t n2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1;
        c1 = (uint32_t)p1;
        c3 = (uint32_t)p0;
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

/* randn: the Box-Muller pair made of words wu and wv (64 bits for
 * float64, else 32): r cos(theta) for the pair's first value, r sin(theta)
 * for its second. */
PHILOX_FN void philox_normal(int dt, uint64_t wu, uint64_t wv, double *first, double *second)
{
    double u, v;
    if (dt == DT_FLOAT64) {
        u = ((double)(wu >> 11) + 0.5) * 0x1p-53;
        v = ((double)(wv >> 11) + 0.5) * 0x1p-53;
    } else {
        u = ((double)(uint32_t)wu + 0.5) * 0x1p-32;
        v = ((double)(uint32_t)wv + 0.5) * 0x1p-32;
    }
    double r = sqrt(-2.0 * bm_log(u)), theta = 6.283185307179586 * v, sn, cs;
    bm_sincos(theta, &sn, &cs);
    *first = r * cs;
    *second = r * sn;
}

#endif
