// exp32.cuh: exp of a float32 as ops.cuh defines it, (float)exp((double)x)
// (one rounding of the exact value, within an ulp of glibc's expf), at a
// third of the double-precision work of CUDA's exp: 2^(n/64) from a table
// times a degree-4 polynomial in the rest, |rest| <= ln2/128, whose
// relative error stays under 1e-13 (256 ulps of the double).  Rounding
// that to float gives the same float unless the double lies that close to
// the midpoint between two floats; those (about one in 10^5) and
// arguments outside [-87, 88] (overflow, subnormals, NaN) take CUDA's exp.
// This is what lets exp on float32 run at memory speed.
#ifndef CST_CUDA_EXP32_CUH
#define CST_CUDA_EXP32_CUH

#include <cstdint>
#include <cstring>

namespace cst {

// 2^(j/64), j = 0..63, each rounded to the nearest double.
#define CST_EXP2_64 {                                                       \
    0x1.0000000000000p+0, 0x1.02c9a3e778061p+0, 0x1.059b0d3158574p+0, 0x1.0874518759bc8p+0, \
    0x1.0b5586cf9890fp+0, 0x1.0e3ec32d3d1a2p+0, 0x1.11301d0125b51p+0, 0x1.1429aaea92de0p+0, \
    0x1.172b83c7d517bp+0, 0x1.1a35beb6fcb75p+0, 0x1.1d4873168b9aap+0, 0x1.2063b88628cd6p+0, \
    0x1.2387a6e756238p+0, 0x1.26b4565e27cddp+0, 0x1.29e9df51fdee1p+0, 0x1.2d285a6e4030bp+0, \
    0x1.306fe0a31b715p+0, 0x1.33c08b26416ffp+0, 0x1.371a7373aa9cbp+0, 0x1.3a7db34e59ff7p+0, \
    0x1.3dea64c123422p+0, 0x1.4160a21f72e2ap+0, 0x1.44e086061892dp+0, 0x1.486a2b5c13cd0p+0, \
    0x1.4bfdad5362a27p+0, 0x1.4f9b2769d2ca7p+0, 0x1.5342b569d4f82p+0, 0x1.56f4736b527dap+0, \
    0x1.5ab07dd485429p+0, 0x1.5e76f15ad2148p+0, 0x1.6247eb03a5585p+0, 0x1.6623882552225p+0, \
    0x1.6a09e667f3bcdp+0, 0x1.6dfb23c651a2fp+0, 0x1.71f75e8ec5f74p+0, 0x1.75feb564267c9p+0, \
    0x1.7a11473eb0187p+0, 0x1.7e2f336cf4e62p+0, 0x1.82589994cce13p+0, 0x1.868d99b4492edp+0, \
    0x1.8ace5422aa0dbp+0, 0x1.8f1ae99157736p+0, 0x1.93737b0cdc5e5p+0, 0x1.97d829fde4e50p+0, \
    0x1.9c49182a3f090p+0, 0x1.a0c667b5de565p+0, 0x1.a5503b23e255dp+0, 0x1.a9e6b5579fdbfp+0, \
    0x1.ae89f995ad3adp+0, 0x1.b33a2b84f15fbp+0, 0x1.b7f76f2fb5e47p+0, 0x1.bcc1e904bc1d2p+0, \
    0x1.c199bdd85529cp+0, 0x1.c67f12e57d14bp+0, 0x1.cb720dcef9069p+0, 0x1.d072d4a07897cp+0, \
    0x1.d5818dcfba487p+0, 0x1.da9e603db3285p+0, 0x1.dfc97337b9b5fp+0, 0x1.e502ee78b3ff6p+0, \
    0x1.ea4afa2a490dap+0, 0x1.efa1bee615a27p+0, 0x1.f50765b6e4540p+0, 0x1.fa7c1819e90d8p+0 \
}

static __device__ const double exp2_64_device[64] = CST_EXP2_64;

// slow(double): the full exp, on the host for tests/cuda's check.
template <typename Slow>
__host__ __device__ __forceinline__ float exp32_with(float x, const double *table, Slow slow)
{
    if (!(x > -87.0f && x < 88.0f))
        return (float)slow((double)x);
    const double inv = 0x1.71547652b82fep+6;          // 64 / ln2
    const double hi = 0x1.62e42fec00000p-7;           // ln2 / 64, 31 bits: n * hi is exact
    const double lo = 0x1.d1cf79abc9e3bp-38;          // ln2 / 64 - hi
    const double shifter = 0x1.8p52;                  // rounds to an integer in the low bits
    double t = (double)x;
    double k = fma(t, inv, shifter);
    double n = k - shifter;
    int64_t kb;
    memcpy(&kb, &k, sizeof kb);
    int ni = (int)(int32_t)kb;
    double r = fma(-n, hi, t);
    r = fma(-n, lo, r);
    double p = fma(r, fma(r, fma(r, fma(r, 1.0 / 24, 1.0 / 6), 0.5), 1.0), 1.0);
    int64_t scale_bits = (int64_t)((ni >> 6) + 1023) << 52;
    double scale;
    memcpy(&scale, &scale_bits, sizeof scale);
    double y = table[ni & 63] * p * scale;
    // The 29 bits float32 drops: 2^28 is the midpoint between two floats.
    int64_t yb;
    memcpy(&yb, &y, sizeof yb);
    int32_t low = (int32_t)(yb & 0x1fffffff) - (1 << 28);
    if (low > -1024 && low < 1024)
        return (float)slow(t);
    return (float)y;
}

__device__ __forceinline__ float exp32(float x)
{
    return exp32_with(x, exp2_64_device, [](double v) { return exp(v); });
}

} // namespace cst

#endif
