// fastmath_exp.cuh: fast roads for the float32 functions of the
// exponential family (tanh, expm1, sinh, cosh, exp2, erfc), as
// fastmath.cuh's exp32: a double y within 2^-45 of the value (relative),
// then certain_or, which needs 2^-43: it takes the exact road within
// 2^(k-42) of a midpoint, 2^k <= |y| < 2^(k+1).
//
// The parts most of them share: e^t = s (1 + q), s = 2^(n/64) from the
// table and q = e^r - 1 by a polynomial, so that e^t - 1 = (s - 1) + s q
// keeps its relative bound near t = 0 where exp_near's e^t - 1 cancels.
#ifndef CST_CUDA_FASTMATH_EXP_CUH
#define CST_CUDA_FASTMATH_EXP_CUH

#include "cuda/fastmath.cuh"

namespace cst {

// 2^(n/64) for the integer n that k holds as k = n + 1.5 * 2^52 (the
// shifter's low bits), |n| < 64 * 1022: the table's entry (within 2^-53)
// times a power of two, exactly.
__host__ __device__ __forceinline__ double exp2_64th(double k)
{
    return pow2_64th((int)(int32_t)bits_of(k));
}

// e^r - 1 for |r| <= ln2/128 by its Taylor polynomial of degree 5: the
// remainder, about r^6/720, is within 2^-47.1 of |r|; the roundings of
// the terms after r weigh 2^-53 of r^2/2 < 2^-8.5 |r|, and the last fma's
// 2^-53 of the result: within 2^-47 of e^r - 1 (relative).  q(0) is 0.
__host__ __device__ __forceinline__ double expm1_small(double r)
{
    double p = fma(r, fma(r, fma(r, 1.0 / 120, 1.0 / 24), 1.0 / 6), 0.5);
    return fma(r * r, p, r);
}

struct ExpParts {
    double s, q;                 // e^t = s (1 + q)
};

// e^t's parts for |t| < 708, t = n ln2/64 + r (exp_near's reduction): for
// the t used here (a float, twice one, or minus a float's square) n hi
// and t - n hi are exact, and r is within 2^-53 |r| + 2^-74 of its value
// (exact for n = 0).
__host__ __device__ __forceinline__ ExpParts exp_parts(double t)
{
    const double inv = 0x1.71547652b82fep+6;          // 64 / ln2
    const double hi = 0x1.62e42fec00000p-7;           // ln2 / 64, 31 bits
    const double lo = 0x1.d1cf79abc9e3bp-38;          // ln2 / 64 - hi
    const double shifter = 0x1.8p52;
    double k = fma(t, inv, shifter);
    double n = k - shifter;
    double r = fma(-n, lo, fma(-n, hi, t));
    return {exp2_64th(k), expm1_small(r)};
}

// e^t - 1 within 2^-45 (relative) for -708 < t < 708.  With n = 0 it is
// q, within 2^-47.  Otherwise s - 1 is exact (Sterbenz) or rounds by
// 2^-53 of |s - 1| >= |s|/2, while s's own 2^-53 weighs most for n = +-1,
// where |e^t - 1| >= e^(ln2/128) - 1 = s / 186: 2^-45.5; s q's error
// (2^-47 of |q| <= ln2/128) is smaller still.
__host__ __device__ __forceinline__ double expm1_near(double t)
{
    ExpParts e = exp_parts(t);
    return fma(e.s, e.q, e.s - 1.0);
}

// (float)tanh((double)x).  tanh a = m / (m + 2), m = e^2a - 1: within
// 2^-45 (m's error shrinks by 2/(m + 2)) + 2^-45.9 (recip_near) + 2^-52
// (two roundings): 2^-44.4.
// Below 2^-13, tanh x - x (about x^3/3) is less than a quarter of x's
// ulp: the result is x; from 9.02 on, 1 - tanh a < 2 e^-2a < 2^-25, half
// the ulp below 1: the result is +-1.
__host__ __device__ __forceinline__ float tanh32(float x)
{
    float a = fabsf(x);
    if (a < 0x1p-13f)
        return x;
    if (!(a < 9.02f))
        return a == a ? copysignf(1.0f, x) : (float)tanh((double)x);
    double m = expm1_near(2.0 * (double)a);
    return certain_or(copysign(m * recip_near(m + 2.0), (double)x),
                      [x] { return (float)tanh((double)x); });
}

// (float)expm1((double)x).  Below 2^-25, expm1 x - x (about x^2/2) is
// less than a quarter of x's ulp: the result is x; at -18 and below
// e^x < 2^-25, half the ulp above -1: the result is -1.  From 88 on, near
// the overflow (at 88.72) and past it, or for NaN: the exact road.
__host__ __device__ __forceinline__ float expm1_32(float x)
{
    if (fabsf(x) < 0x1p-25f)
        return x;
    if (!(x > -18.0f && x < 88.0f))
        return x <= -18.0f ? -1.0f : (float)expm1((double)x);
    return certain_or(expm1_near((double)x), [x] { return (float)expm1((double)x); });
}

// (float)sinh((double)x).  sinh a = (m + m / (m + 1)) / 2, m = e^a - 1:
// two positive terms, within 2^-45 + 3 roundings and recip_near's 2^-45.9
// of the second (past a = 87.3, where 1 / (m + 1) is a float subnormal,
// the second is 2^-125 of the first).  Below 2^-12, sinh x - x
// (about x^3/6) is less than a quarter of x's ulp; from 88 on, near the
// overflow (at 89.42) and past it, or for NaN: the exact road.
__host__ __device__ __forceinline__ float sinh32(float x)
{
    float a = fabsf(x);
    if (a < 0x1p-12f)
        return x;
    if (!(a < 88.0f))
        return (float)sinh((double)x);
    double m = expm1_near((double)a);
    return certain_or(copysign(0.5 * (m + m * recip_near(m + 1.0)), (double)x),
                      [x] { return (float)sinh((double)x); });
}

// (float)cosh((double)x).  cosh a = (E + 1 / E) / 2, E = e^a = s (1 + q):
// two positive terms, E within 2^-51 and recip_near's 2^-45.9 of 1 / E,
// then a rounding.  Near 0 the sum is 1 + a^2/2 and nothing cancels.
// From 88 on, near the overflow (at 89.42) and past it, or for NaN: the
// exact road.
__host__ __device__ __forceinline__ float cosh32(float x)
{
    float a = fabsf(x);
    if (!(a < 88.0f))
        return (float)cosh((double)x);
    ExpParts p = exp_parts((double)a);
    double e = fma(p.s, p.q, p.s);
    return certain_or(0.5 * (e + recip_near(e)), [x] { return (float)cosh((double)x); });
}

// (float)exp2((double)x).  x = n/64 + r exactly (|r| <= 1/128: 64 x is
// exact and so is x - n/64), 2^r = 1 + q with q = e^(r ln2) - 1 by
// expm1_small (its argument within 2^-53 |r ln2|): s (1 + q) within 2^-51.
// Outside (-126, 128) the result is subnormal or overflows (or x is NaN).
__host__ __device__ __forceinline__ float exp2_32(float x)
{
    if (!(x > -126.0f && x < 128.0f))
        return (float)exp2((double)x);
    const double shifter = 0x1.8p52;
    double k = fma((double)x, 64.0, shifter);
    double r = fma(k - shifter, -1.0 / 64, (double)x);
    double s = exp2_64th(k);
    return certain_or(fma(s, expm1_small(r * 0x1.62e42fefa39efp-1), s),
                      [x] { return (float)exp2((double)x); });
}

// R(x) = erfc(x) e^(x^2) on [0.5, 10.055), cut where a float's exponent
// and top three mantissa bits change (35 intervals), a degree-8
// polynomial in u = x - c on each (c the interval's middle), nine
// coefficients a row: tests/fastmath/fit_erf.py fits them, within 2^-46.3
// of R on [0.5, 8) and 2^-45.2 on [8, 10.055) (relative).
#define CST_ERFC_R {                                                       \
    /* [0.5, 0.5625) */ \
    0x1.3334ea3613de0p-1, -0x1.f6a5625dbca5ap-2, 0x1.5b61f82a5f42ap-2, \
    -0x1.a821c8b374666p-3, 0x1.d571fc5230db1p-4, -0x1.df18f51efe995p-5, \
    0x1.c8669fb36a94cp-6, -0x1.9760b9a76224dp-7, 0x1.9de4b2c991f2ap-15, \
    /* [0.5625, 0.625) */ \
    0x1.242708751d9a6p-1, -0x1.cd991ffa80901p-2, 0x1.363b25ed845bep-2, \
    -0x1.71dd574677710p-3, 0x1.90dade822d901p-4, -0x1.9160ae3634d8cp-5, \
    0x1.77bc8fe6307c1p-6, -0x1.4a84b679ad150p-7, 0x1.565c8da753a3bp-15, \
    /* [0.625, 0.6875) */ \
    0x1.164fc6284ab1dp-1, -0x1.a8e46be6e2cafp-2, 0x1.15c9a5811335ap-2, \
    -0x1.43757461b1bc9p-3, 0x1.574e35b9e253fp-4, -0x1.514ca5558f18ep-5, \
    0x1.3645521fef096p-6, -0x1.0b61c8e0a6dd6p-7, 0x1.1c1e107b254c2p-15, \
    /* [0.6875, 0.75) */ \
    0x1.098ea367ecbcbp-1, -0x1.87fbbe45de3a9p-2, 0x1.f2c0ac1b477fap-3, \
    -0x1.1ba8ab3b047c7p-3, 0x1.26df704db0892p-4, -0x1.1c4d5ec80db1ep-5, \
    0x1.01043678a00d0p-6, -0x1.b72384ebd4f0cp-8, 0x1.d8677700dfb0fp-16, \
    /* [0.75, 0.8125) */ \
    0x1.fb8e558b14d8ep-2, -0x1.6a676e67564e9p-2, 0x1.c0db0e94b3566p-3, \
    -0x1.f2da4c8b20b5cp-4, 0x1.fbfb90de24cd2p-5, -0x1.e0ad3f333a27fp-6, \
    0x1.ab0ce6f799d15p-7, -0x1.62a124b7aba51p-8, 0x1.8a6cc8fff8d90p-16, \
    /* [0.8125, 0.875) */ \
    0x1.e5c0be6e7d146p-2, -0x1.4fc092b633c98p-2, 0x1.94ec85498566bp-3, \
    -0x1.b7ccc69ce6720p-4, 0x1.b6c442058e6fcp-5, -0x1.978359d278645p-6, \
    0x1.63e6e8cb31a6bp-7, -0x1.24117e7bae858p-8, 0x1.49d0c72b1fb74p-16, \
    /* [0.875, 0.9375) */ \
    0x1.d188819e7fefap-2, -0x1.37ae69215ef9cp-2, 0x1.6e24e4b087922p-3, \
    -0x1.84b9d9593bd39p-4, 0x1.7c015b4ade3adp-5, -0x1.5a751a8a355a4p-6, \
    0x1.297523a527352p-7, -0x1.e5d866712c59bp-9, 0x1.146198e5386edp-16, \
    /* [0.9375, 1) */ \
    0x1.bebec8c62307fp-2, -0x1.21e42f10c301cp-2, 0x1.4bd3765bca3fap-3, \
    -0x1.586f59f2799bdp-4, 0x1.49fb0dae5c89dp-5, -0x1.275cf16005328p-6, \
    0x1.f281511eb8e32p-8, -0x1.839ffe3778900p-9, 0x1.d1c11884495acp-17, \
    /* [1, 1.125) */ \
    0x1.a4f550c5f1a9cp-2, -0x1.04ec886c054cep-2, 0x1.1f73ffa6563afp-3, \
    -0x1.20926c4ae7adbp-4, 0x1.0c4c6c6899ad3p-5, -0x1.d35285d51147cp-7, \
    0x1.806ebaea074b6p-8, -0x1.2d262d6989d68p-9, 0x1.cd853d005065fp-11, \
    /* [1.125, 1.25) */ \
    0x1.8674923c605e3p-2, -0x1.c841f18283f2dp-3, 0x1.de35ab5b89946p-4, \
    -0x1.cb858a0bf7070p-5, 0x1.9abcc2a654eb0p-6, -0x1.5908b1f5cc61bp-7, \
    0x1.12806410f678cp-8, -0x1.a094c3423c546p-10, 0x1.2a02f6059ef99p-11, \
    /* [1.25, 1.375) */ \
    0x1.6bb376a9390cap-2, -0x1.917d7928e22e0p-3, 0x1.90e47c9991471p-4, \
    -0x1.711413b6698abp-5, 0x1.3d5e9f7522bcdp-6, -0x1.014987f8118f7p-7, \
    0x1.8c0ee106cb9ffp-9, -0x1.236473b42ab54p-10, 0x1.a405e25b166dap-12, \
    /* [1.375, 1.5) */ \
    0x1.5416a05961e1bp-2, -0x1.63698e1f5ae34p-3, 0x1.528b08cb61288p-4, \
    -0x1.2ae454ce2e777p-5, 0x1.eedbaf955e67bp-7, -0x1.835df9a2bfa29p-8, \
    0x1.2093b3f582156p-9, -0x1.9bc87f6fffe18p-11, 0x1.225d415ecd027p-12, \
    /* [1.5, 1.625) */ \
    0x1.3f20d017f3531p-2, -0x1.3c5e938b9cee3p-3, 0x1.1fdbb34b8243ap-4, \
    -0x1.e7e4fd2e8853bp-6, 0x1.851901ac006aep-7, -0x1.26424bd46373bp-8, \
    0x1.a88cef8d05551p-10, -0x1.25cfa463da367p-11, 0x1.89781dd219731p-13, \
    /* [1.625, 1.75) */ \
    0x1.2c6c3d2ac6115p-2, -0x1.1b110b4094bf6p-3, 0x1.ecaedd62402f8p-5, \
    -0x1.9126c9e78b280p-6, 0x1.346c467eede57p-7, -0x1.c2f140d601a39p-9, \
    0x1.3b1ff62ad9c46p-10, -0x1.a7d523b9965f2p-12, 0x1.2f4a1e96b7bafp-13, \
    /* [1.75, 1.875) */ \
    0x1.1ba58e2518db3p-2, -0x1.fcf6c328b303ap-4, 0x1.a82dedb53df26p-5, \
    -0x1.4c2309f6c965fp-6, 0x1.ecb8b2b07a58ap-8, -0x1.5c64463444ea6p-9, \
    0x1.d7fa77401c69cp-11, -0x1.33da51012529ap-12, 0x1.81efeefea9044p-14, \
    /* [1.875, 2) */ \
    0x1.0c8803dfa92b2p-2, -0x1.cb9b1437dd4d2p-4, 0x1.6f4730a4cceb2p-5, \
    -0x1.14d04d966e57dp-6, 0x1.8c75966d8595ep-8, -0x1.0f4aaa38fb456p-9, \
    0x1.645c5b32c054ep-11, -0x1.c3bbd3bb5905fp-13, 0x1.316b52d2c0c1dp-14, \
    /* [2, 2.25) */ \
    0x1.f0fd28fdc20abp-3, -0x1.8d6f73d5a9a79p-4, 0x1.2adaf7aaf5a85p-5, \
    -0x1.aa2443b606ad0p-7, 0x1.21decedfcd6eep-8, -0x1.7a17c7ec58d37p-10, \
    0x1.dab53a122ff8ep-12, -0x1.20a158ffb83d3p-13, 0x1.52957c2291ed8p-15, \
    /* [2.25, 2.5) */ \
    0x1.c3987d04d0b95p-3, -0x1.4baeac94dc556p-4, 0x1.cdc880a057fd0p-6, \
    -0x1.32a8abce7b871p-7, 0x1.8680d279eac7cp-9, -0x1.deb40d20dc368p-11, \
    0x1.1b64b8db7812bp-12, -0x1.45d3c42968d54p-14, 0x1.6a060299ec58dp-16, \
    /* [2.5, 2.75) */ \
    0x1.9d7738e1f4db8p-3, -0x1.18737afe1051ap-4, 0x1.6afd3ba3fb72ap-6, \
    -0x1.c28dd3caacb39p-8, 0x1.0d40a2a4c2230p-9, -0x1.36e96967ca6fbp-11, \
    0x1.5bd1e2cd2f244p-13, -0x1.7ac0994447ebap-15, 0x1.900165b64ae41p-17, \
    /* [2.75, 3) */ \
    0x1.7d0a5e9dd570bp-3, -0x1.dfc020570998bp-5, 0x1.21c23afa35e98p-6, \
    -0x1.512f92ff747e7p-8, 0x1.7b404a731e18dp-10, -0x1.9d6ef7ac9fc7cp-12, \
    0x1.b5d8e21ed8601p-14, -0x1.c44ae957f372dp-16, 0x1.c33bc69593753p-18, \
    /* [3, 3.25) */ \
    0x1.612a8125451bfp-3, -0x1.9e8803e1770d6p-5, 0x1.d503e1d200a00p-7, \
    -0x1.009a927430d99p-8, 0x1.1049740598f7dp-10, -0x1.18d448d0d57a4p-12, \
    0x1.1a12674d1f023p-14, -0x1.14f5288c9825bp-16, 0x1.09e036fba8ad4p-18, \
    /* [3.25, 3.5) */ \
    0x1.48f8f10299b78p-3, -0x1.696d353f007ddp-5, 0x1.804cc15712c90p-7, \
    -0x1.8c84c13da513fp-9, 0x1.8de5f28fefdedp-11, -0x1.8511612a49d2cp-13, \
    0x1.734fb9dbeb948p-15, -0x1.5b0e63f142186p-17, 0x1.3f339b2daac45p-19, \
    /* [3.5, 3.75) */ \
    0x1.33cb19179d7f1p-3, -0x1.3dacc8d85f678p-5, 0x1.3e68313870fb4p-7, \
    -0x1.36992d38ac6aap-9, 0x1.276b01d5768b2p-11, -0x1.1267a11d077b5p-13, \
    0x1.f28ce0563ec95p-16, -0x1.bc1e362c9d45cp-18, 0x1.7e901169a0bc1p-20, \
    /* [3.75, 4) */ \
    0x1.211c625924e31p-3, -0x1.193eb7b9bf540p-5, 0x1.0a7a05d339348p-7, \
    -0x1.ecb581c3dd27fp-10, 0x1.bd21af638f929p-12, -0x1.8985852f1e643p-14, \
    0x1.54d8173980be2p-16, -0x1.21f049770252bp-18, 0x1.dcfb3865916cbp-21, \
    /* [4, 4.5) */ \
    0x1.08e62ce8c89afp-3, -0x1.da3953352139ep-6, 0x1.9ef71691a88e8p-8, \
    -0x1.6373229bc3782p-10, 0x1.2a660fe5477f8p-12, -0x1.eb879e0404083p-15, \
    0x1.8d8db8d8c3c80p-17, -0x1.3db52eaa75f46p-19, 0x1.f06e28ca98548p-22, \
    /* [4.5, 5) */ \
    0x1.dc603a3e77e99p-4, -0x1.81149bc49faa9p-6, 0x1.317c144f8c648p-8, \
    -0x1.dc1af8a7a80c5p-11, 0x1.6cc10c1b084c0p-13, -0x1.12f0f2a640a4dp-15, \
    0x1.98184ad216e00p-18, -0x1.2bbb776dbac26p-20, 0x1.afc51d54cfb90p-23, \
    /* [5, 5.5) */ \
    0x1.b096face146f6p-4, -0x1.3e981b3b12c35p-6, 0x1.cdeae21161bb0p-9, \
    -0x1.49d492b33a40ep-11, 0x1.d03e19b684980p-14, -0x1.423073c6930ffp-16, \
    0x1.b93ec3d7e5350p-19, -0x1.2b6cb5cea8278p-21, 0x1.8fb66520fedc0p-24, \
    /* [5.5, 6) */ \
    0x1.8c14049cd5524p-4, -0x1.0bc46cdc18bb7p-6, 0x1.6535040e2dfecp-9, \
    -0x1.d662fdb4bf7aap-12, 0x1.31dddbda4fef0p-14, -0x1.89007c42a1719p-17, \
    0x1.f31a2e80f45a0p-20, -0x1.3a68948110f4cp-22, 0x1.85ff72b85cfc0p-25, \
    /* [6, 6.5) */ \
    0x1.6d2f811bf7394p-4, -0x1.c82c132848b3ap-7, 0x1.19a2448fc70d8p-9, \
    -0x1.57e0ab545a7cep-12, 0x1.9f57d76e24aa0p-15, -0x1.f0671e743ef1cp-18, \
    0x1.259f98567f4f0p-20, -0x1.58efa92e48e44p-23, 0x1.9011701bcd340p-26, \
    /* [6.5, 7) */ \
    0x1.52b80d463c46ap-4, -0x1.8914e8736d590p-7, 0x1.c39a4935fafe0p-10, \
    -0x1.00e4e3d60d9dep-12, 0x1.21808c1bd1c60p-15, -0x1.433df9794dd9ap-18, \
    0x1.65acfbe506b20p-21, -0x1.894e76785cc18p-24, 0x1.aad07f7add480p-27, \
    /* [7, 7.5) */ \
    0x1.3bcc59a283590p-4, -0x1.5621e47157206p-7, 0x1.6f68a6f313d00p-10, \
    -0x1.872cdb856a5f6p-13, 0x1.9d0000cabffe0p-16, -0x1.b07c18246dc32p-19, \
    0x1.c146b0516a440p-22, -0x1.d025d71132888p-25, 0x1.dcbbe72218400p-28, \
    /* [7.5, 8) */ \
    0x1.27c2b4d2f8987p-4, -0x1.2c6aebe47182cp-7, 0x1.2ec8136aa6b58p-10, \
    -0x1.2ed9838746daap-13, 0x1.2cab801f6da10p-16, -0x1.28563b21c188cp-19, \
    0x1.21fd7d9f9c140p-22, -0x1.1a5c139fabdc0p-25, 0x1.0f3f9e05daf00p-28, \
    /* [8, 9) */ \
    0x1.0e078051f491ap-4, -0x1.f57cad15d415ap-8, 0x1.cea22f2be8850p-11, \
    -0x1.a80f299d0c43cp-14, 0x1.82426c8511080p-17, -0x1.5da721de00600p-20, \
    0x1.3a9ab23f03000p-23, -0x1.1b55d9ff3ca00p-26, 0x1.f755dd9170000p-30, \
    /* [9, 10) */ \
    0x1.e3db9bbbefc93p-5, -0x1.93108c9354335p-8, 0x1.4dfd333e24960p-11, \
    -0x1.134ff46705216p-14, 0x1.c3904be1e6300p-18, -0x1.70739e0cdb000p-21, \
    0x1.2b25606d8e000p-24, -0x1.e61df3ba56800p-28, 0x1.868c0cfb40000p-31, \
    /* [10, 10.055) */ \
    0x1.b634ca8da9cf1p-5, -0x1.4ad862467ea34p-8, 0x1.f7827e4b5e3b8p-12, \
    -0x1.c948030c1b8c0p-16, 0x1.07eb2fdc09bd0p-15, 0x1.f72ed42ef6700p-17, \
    -0x1.1815688467dd4p-16, -0x1.fbada14ab6d60p-16, -0x1.c0db5effc312cp-17 \
}

static __device__ const double erfc_r_device[35 * 9] = CST_ERFC_R;
static const double erfc_r_host[35 * 9] = CST_ERFC_R;

// erfc a within 2^-45 (relative) for 0.5 <= a < 10.055: e^-a^2 (a^2 is
// exact in double) as s (1 + q), within 2^-51, times R(a), within 2^-45.2
// and its Horner sum's roundings (u is exact: a and c share a binade),
// and the product's rounding.
__host__ __device__ __forceinline__ double erfc_near(float a)
{
    uint32_t b;
    memcpy(&b, &a, sizeof b);
    const double *c = FM_TABLE(erfc_r) + ((b >> 20) - 0x3f0) * 9;
    uint32_t mid_bits = (b & 0xfff00000u) | 0x00080000u;
    float mid;
    memcpy(&mid, &mid_bits, sizeof mid);
    double u = (double)(a - mid);
    double r = fma(u, c[8], c[7]);
    r = fma(u, r, c[6]);
    r = fma(u, r, c[5]);
    r = fma(u, r, c[4]);
    r = fma(u, r, c[3]);
    r = fma(u, r, c[2]);
    r = fma(u, r, c[1]);
    r = fma(u, r, c[0]);
    ExpParts p = exp_parts(-((double)a * a));
    return fma(p.s, p.q, p.s) * r;
}

// erf(x) / x for s = x^2 <= 0.25, a degree-7 polynomial in s
// (tests/fastmath/fit_erf.py): within 2^-49.7, and 2^-52 with its
// roundings (the terms after the first add up to at most 0.1 of it).
__host__ __device__ __forceinline__ double erf_over_x(double s)
{
    double p = fma(s, -0x1.c0c9591bfce64p-17, 0x1.f70d76e15a5e8p-14);
    p = fma(s, p, -0x1.c01c73c24699cp-11);
    p = fma(s, p, 0x1.565b8d43d7856p-8);
    p = fma(s, p, -0x1.b82ce213f0539p-6);
    p = fma(s, p, 0x1.ce2f219e597e7p-4);
    p = fma(s, p, -0x1.812746b036510p-2);
    return fma(s, p, 0x1.20dd750429b6ap+0);
}

// y's float when y, within 2^-44 of a value v below 2^-126 (relative),
// certainly rounds to the same subnormal float as v; otherwise exact().
// The subnormals are the multiples of 2^-149, and z = y 2^149 < 2^23 is
// within 2^-21 of v 2^149: they round alike unless z's fraction is that
// close to one half.
template <typename Exact>
__host__ __device__ __forceinline__ float certain_subnormal_or(double y, Exact exact)
{
    double z = y * 0x1p149;
    if (fabs(z - floor(z) - 0.5) < 0x1p-21)
        return exact();
    return (float)y;
}

// (float)erfc((double)x).  Below 0.5 in magnitude, 1 - x erf_over_x(x^2),
// where erf x / erfc x <= 1.09; from 0.5 on erfc_near, and below -0.5
// 2 - erfc_near(-x), which only adds to 1.  At -4 and below, erfc(-x) <
// 2^-24, half the ulp below 2: the result is 2.  From about 9.19 on the
// result is subnormal (certain_subnormal_or rounds it), and from 10.055
// on below 2^-150, half the least subnormal: the result is 0.
__host__ __device__ __forceinline__ float erfc32(float x)
{
    auto exact = [x] { return (float)erfc((double)x); };
    if (!(x > -4.0f))
        return x == x ? 2.0f : exact();
    if (!(x < 10.055f))
        return x == x ? 0.0f : exact();
    float a = fabsf(x);
    double y;
    if (a < 0.5f) {
        y = fma(-(double)x, erf_over_x((double)x * x), 1.0);
    } else {
        double e = erfc_near(a);
        if (e < 0x1p-126)
            return certain_subnormal_or(e, exact);
        y = x < 0.0f ? 2.0 - e : e;
    }
    return certain_or(y, exact);
}

} // namespace cst

#endif
