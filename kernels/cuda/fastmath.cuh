// fastmath.cuh: the float32 functions of ops.cuh at memory speed, with
// the exact road's bits.  ops.cuh defines a float32 function f as
// (float)f((double)x): one rounding of CUDA's double function (the exact
// road), within an ulp of glibc's float functions, and kernels/cpu's twin
// computes the same.  Here a fast road gets a double y within 2^-42 of
// f(x) (relative) from a table and a short polynomial, a third of the
// double-precision work or less; y rounds to the same float as the exact
// road unless it lies that close to a midpoint between two floats
// (certain_or), and those few (about one in 10^5) take the exact road.
// Each road's domain is in its function: arguments outside it (overflow,
// subnormal results, NaN) take the exact road too.
//
// Here: exp32 and hypot32; the exponential and logarithm families in
// fastmath_exp.cuh and fastmath_log.cuh.
//
// Every function here is __host__ __device__: on the host its exact road
// is glibc's, and tests/fastmath checks the fast road against it over
// every float.
#ifndef CST_CUDA_FASTMATH_CUH
#define CST_CUDA_FASTMATH_CUH

#include <cfloat>
#include <cstdint>
#include <cstring>
#include <math.h>

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
static const double exp2_64_host[64] = CST_EXP2_64;

// A table in the memory of the side that runs: a device array in device
// code, its host twin on the host.
#ifdef __CUDA_ARCH__
#define FM_TABLE(name) name##_device
#else
#define FM_TABLE(name) name##_host
#endif

__host__ __device__ __forceinline__ int64_t bits_of(double v)
{
    int64_t b;
    memcpy(&b, &v, sizeof b);
    return b;
}

__host__ __device__ __forceinline__ double double_of(int64_t b)
{
    double v;
    memcpy(&v, &b, sizeof v);
    return v;
}

// 2^(n/64) for an integer n, |n| < 64 * 1022: the table's entry (within
// 2^-53) with n's whole part added to its exponent, exactly (a normal
// result), for a multiplication less.
__host__ __device__ __forceinline__ double pow2_64th(int n)
{
    return double_of(bits_of(FM_TABLE(exp2_64)[n & 63]) + (int64_t)(n >> 6) * ((int64_t)1 << 52));
}

// 1 / d within 2^-45.9 (relative) for d in float's normal range, without
// a double division (a dozen instructions and a slow path).  On the
// device: the double's approximate reciprocal (MUFU.RCP64H, far within
// 2^-12) and two Newton steps, each squaring the error: no conversions
// through float, which run at a quarter of the double pipe's rate.  On
// the host: float's correctly rounded reciprocal, within 2^-23 of 1 / d
// after d's own rounding to float, and one Newton step.
__host__ __device__ __forceinline__ double recip_near(double d)
{
#ifdef __CUDA_ARCH__
    double r;
    asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(r) : "d"(d));
    r = fma(r, fma(-d, r, 1.0), r);
#else
    double r = (double)(1.0f / (float)d);
#endif
    return fma(r, fma(-d, r, 1.0), r);
}

// y's float when y, within 2^-42 of the value (relative), certainly rounds
// to the same one; otherwise exact().  The 29 bits a float drops from a
// double: 2^28 is the midpoint between two floats, and 1024 of them are
// 2^-19 of a float's ulp.  y must be a normal float's size: a subnormal
// drops more bits, so a road whose result can be one takes exact() there.
template <typename Exact>
__host__ __device__ __forceinline__ float certain_or(double y, Exact exact)
{
    int32_t low = (int32_t)(bits_of(y) & 0x1fffffff) - (1 << 28);
    if (low > -1024 && low < 1024)
        return exact();
    return (float)y;
}

// e^t within 2^-43 (relative) for |t| < 708: 2^(n/64) from the table times
// a degree-4 polynomial in the rest r, |r| <= ln2/128.
__host__ __device__ __forceinline__ double exp_near(double t)
{
    const double inv = 0x1.71547652b82fep+6;          // 64 / ln2
    const double hi = 0x1.62e42fec00000p-7;           // ln2 / 64, 31 bits: n * hi is exact
    const double lo = 0x1.d1cf79abc9e3bp-38;          // ln2 / 64 - hi
    const double shifter = 0x1.8p52;                  // rounds to an integer in the low bits
    double k = fma(t, inv, shifter);
    double n = k - shifter;
    int ni = (int)(int32_t)bits_of(k);
    double r = fma(-n, hi, t);
    r = fma(-n, lo, r);
    double p = fma(r, fma(r, fma(r, fma(r, 1.0 / 24, 1.0 / 6), 0.5), 1.0), 1.0);
    return pow2_64th(ni) * p;
}

// (float)exp((double)x).  Outside [-87, 88] the result overflows or is
// subnormal (or x is NaN).
__host__ __device__ __forceinline__ float exp32(float x)
{
    if (!(x > -87.0f && x < 88.0f))
        return (float)exp((double)x);
    return certain_or(exp_near((double)x), [x] { return (float)exp((double)x); });
}

// hypot(x, y) = sqrt(x^2 + y^2): the squares of floats are exact in
// double, the sum and the root round once each.  Infinities, NaN and two
// subnormals (a subnormal result) take the exact road.
__host__ __device__ __forceinline__ float hypot32(float x, float y)
{
    float ax = fabsf(x), ay = fabsf(y);
    if (!(ax <= FLT_MAX && ay <= FLT_MAX) || (ax < FLT_MIN && ay < FLT_MIN))
        return (float)hypot((double)x, (double)y);
    double dx = x, dy = y;
    return certain_or(sqrt(fma(dx, dx, dy * dy)),
                      [x, y] { return (float)hypot((double)x, (double)y); });
}

} // namespace cst

#endif
