// fastmath_trig.cuh: fast roads (fastmath.cuh's pattern) for the float32
// circular functions of ops.cuh: asin, acos, atan2 and hypot, each the
// float that (float)f((double)x...) gives.  (Roads for sin, cos, tan and
// atan were written too, and ran slower on an H200 than CUDA's double
// functions, which are about as short for these: they were dropped.)  Each road
// gets a double within 2^-45 of the value (relative) and rounds it through
// certain_or; arguments outside a road's domain take the exact road.
#ifndef CST_CUDA_FASTMATH_TRIG_CUH
#define CST_CUDA_FASTMATH_TRIG_CUH

#include <cfloat>

#include "cuda/fastmath.cuh"

namespace cst {

// atan(c) for the floats c = 2^e * (1 + m/4 + 1/8), e = -12..25, m = 0..3:
// the middle of each quarter of a binade, rounded to the nearest double.
#define CST_ATAN_MID {                                                      \
    0x1.1fffff8680006p-12, 0x1.5fffff222aabap-12, 0x1.9ffffe91d557ap-12, 0x1.dffffdcd8004ap-12, \
    0x1.1ffffe1a0005cp-11, 0x1.5ffffc88aaba6p-11, 0x1.9ffffa4755799p-11, 0x1.dffff736004a3p-11, \
    0x1.1ffff868005c4p-10, 0x1.5ffff222aba65p-10, 0x1.9fffe91d57998p-10, 0x1.dfffdcd804a28p-10, \
    0x1.1fffe1a005c44p-9, 0x1.5fffc88aba64fp-9, 0x1.9fffa47579979p-9, 0x1.dfff73604a283p-9, \
    0x1.1fff86805c434p-8, 0x1.5fff222ba64dcp-8, 0x1.9ffe91d799764p-8, 0x1.dffdcd84a27a6p-8, \
    0x1.1ffe1a05c424cp-7, 0x1.5ffc88ba649c2p-7, 0x1.9ffa477996970p-7, 0x1.dff7364a25774p-7, \
    0x1.1ff8685c3e636p-6, 0x1.5ff223a639d5cp-6, 0x1.9fe91f99362d6p-6, 0x1.dfdcdca1cbe70p-6, \
    0x1.1fe1a5c2ec497p-5, 0x1.5fc89a5fa3b2dp-5, 0x1.9fa49986984dfp-5, 0x1.df73a9f9f1882p-5, \
    0x1.1f86dbf082d59p-4, 0x1.5f2324fd2d7b2p-4, 0x1.9e94153cfdcf1p-4, 0x1.ddd21701eba6ep-4, \
    0x1.1e1fafb043727p-3, 0x1.5c9811e3ec26ap-3, 0x1.9a6a8e96c8626p-3, 0x1.d77d5df205736p-3, \
    0x1.18bf5a30bf178p-2, 0x1.530ad9951cd4ap-2, 0x1.8b24d394a1b25p-2, 0x1.c0db4c94ec9f0p-2, \
    0x1.0657e94db30d0p-1, 0x1.345f01cce37bbp-1, 0x1.5d58987169b18p-1, 0x1.819d0b7158a4dp-1, \
    0x1.b034f38649c88p-1, 0x1.e24dd44c855d1p-1, 0x1.04e67277a01d7p+0, 0x1.14b1dd5f90ce1p+0, \
    0x1.270ef55a53a25p+0, 0x1.38d6a6ce13353p+0, 0x1.45b54837351a0p+0, 0x1.4f68dea672617p+0, \
    0x1.5a25052114e60p+0, 0x1.6414d44094c7cp+0, 0x1.6b0bae830c070p+0, 0x1.7030cf9403197p+0, \
    0x1.75cbad2a40bd5p+0, 0x1.7aea38c1acbd1p+0, 0x1.7e7862aa0157cp+0, 0x1.811518cde39a6p+0, \
    0x1.83ea8edb40f72p+0, 0x1.867ed918ab138p+0, 0x1.884855a158b25p+0, 0x1.8997fbb8b19c0p+0, \
    0x1.8b03bb4c4d9c4p+0, 0x1.8c4e82889748cp+0, 0x1.8d338e42f92c4p+0, 0x1.8ddb8ae2ed03ep+0, \
    0x1.8e918b5bee36ep+0, 0x1.8f37034a61998p+0, 0x1.8fa992da7733ep+0, 0x1.8ffd965e98ffap+0, \
    0x1.90589ab1ed900p+0, 0x1.90ab593396356p+0, 0x1.90e4a2321ec0dp+0, 0x1.910ea49ac19e9p+0, \
    0x1.913c27474dd3ep+0, 0x1.916586d9732ebp+0, 0x1.91822b7f8835ap+0, 0x1.91972cc8ac4b6p+0, \
    0x1.91adee2f4edf2p+0, 0x1.91c29e028bc6ep+0, 0x1.91d0f05a706acp+0, 0x1.91db71019ccdcp+0, \
    0x1.91e6d1b6f9a8ap+0, 0x1.91f129a1dd649p+0, 0x1.91f852ce6afadp+0, 0x1.91fd932254777p+0, \
    0x1.9203437d44571p+0, 0x1.92086f72dede1p+0, 0x1.920c04093911cp+0, 0x1.920ea43338397p+0, \
    0x1.92117c60b8579p+0, 0x1.9214125b8ab03p+0, 0x1.9215dca6ba371p+0, 0x1.92172cbbbb182p+0, \
    0x1.921898d27c2cfp+0, 0x1.9219e3cfe5fbep+0, 0x1.921ac8f57e0d0p+0, 0x1.921b70fffea72p+0, \
    0x1.921c270b5f524p+0, 0x1.921ccc8a144e1p+0, 0x1.921d3f1ce0605p+0, 0x1.921d932220b2ap+0, \
    0x1.921dee27d10c4p+0, 0x1.921e40e72b8ccp+0, 0x1.921e7a3091971p+0, 0x1.921ea43331c0ep+0, \
    0x1.921ed1b609ee3p+0, 0x1.921efb15b72ecp+0, 0x1.921f17ba6a341p+0, 0x1.921f2cbbba491p+0, \
    0x1.921f437d265fcp+0, 0x1.921f582cfd001p+0, 0x1.921f667f5682cp+0, 0x1.921f70fffe8d4p+0, \
    0x1.921f7c60b498ap+0, 0x1.921f86b89fe8dp+0, 0x1.921f8de1ccaa2p+0, 0x1.921f932220af6p+0, \
    0x1.921f98d27bb51p+0, 0x1.921f9dfe715d2p+0, 0x1.921fa19307bddp+0, 0x1.921fa43331c07p+0, \
    0x1.921fa70b5f435p+0, 0x1.921fa9a15a175p+0, 0x1.921fab6ba547bp+0, 0x1.921facbbba490p+0, \
    0x1.921fae27d10a6p+0, 0x1.921faf72ce747p+0, 0x1.921fb057f40cap+0, 0x1.921fb0fffe8d4p+0, \
    0x1.921fb1b609edfp+0, 0x1.921fb25b88a30p+0, 0x1.921fb2ce1b6f1p+0, 0x1.921fb32220af6p+0, \
    0x1.921fb37d265fcp+0, 0x1.921fb3cfe5ba4p+0, 0x1.921fb4092f205p+0, 0x1.921fb43331c07p+0, \
    0x1.921fb460b498ap+0, 0x1.921fb48a1445ep+0, 0x1.921fb4a6b8f8ep+0, 0x1.921fb4bbba490p+0, \
    0x1.921fb4d27bb51p+0, 0x1.921fb4e72b8bbp+0, 0x1.921fb4f57de53p+0, 0x1.921fb4fffe8d4p+0 \
}

static __device__ const double atan_mid_device[152] = CST_ATAN_MID;
static const double atan_mid_host[152] = CST_ATAN_MID;

// atan(n / d) in [0, pi/2] for doubles n >= 0, d > 0 holding floats, t
// near n / d (within a few float ulps) that picks the reduction:
// atan(n/d) = atan(c) + atan(u), u = (n - c d) / (d + c n), c the middle
// of t's quarter binade in [2^-12, 2^26) (the table; c has 4 bits), c = 0
// below it and u = -d / n with pi/2 above it.  |u| <= 1/17 (at t = 1;
// t's few ulps add 2^-20 of it), and atan u = u - u^3/3 + ... to u^11
// leaves u^13/13 < 2^-52 (relative).  c d and c n are exact, so n - c d,
// d + c n and u round once each; where atan(u) < 0 the sum is still more
// than 0.8 atan(c), so its relative error is at most 1.25 times theirs.
__host__ __device__ __forceinline__ double atan_ratio(double n, double d, double t)
{
    int64_t quarter = bits_of(t) >> 50;         // exponent, 2 bits of mantissa
    double a, num, den;
    if (quarter < (1023 - 12) << 2) {           // t < 2^-12
        a = 0;
        num = n;
        den = d;
    } else if (quarter >= (1023 + 26) << 2) {   // t >= 2^26
        a = 0x1.921fb54442d18p+0;
        num = -d;
        den = n;
    } else {
        double c = double_of(quarter << 50 | (int64_t)1 << 49);
        a = FM_TABLE(atan_mid)[quarter - ((1023 - 12) << 2)];
        num = fma(-c, d, n);
        den = fma(c, n, d);
    }
    double u = num / den, z = u * u;
    double p = fma(z, -1.0 / 11, 1.0 / 9);
    p = fma(z, p, -1.0 / 7);
    p = fma(z, p, 1.0 / 5);
    p = fma(z, p, -1.0 / 3);
    return a + fma(u * z, p, u);
}

// atan of |x| by atan_ratio, signed.  For |x| < 2^-12, |atan x - x| <
// 2^-25.5 |x|, under half the gap below x: the float is x.
// (asin s - s) / s^3 as a polynomial in z = s^2 on [0, 1/4]: a Chebyshev
// fit (mpmath's chebyfit), so that asin s = s + s^3 p(z) within 2^-45.9
// (relative) for |s| <= 1/2.
__host__ __device__ __forceinline__ double asin_poly(double s, double z)
{
    double p = fma(z, 0x1.c93a92d53b4f1p-6, -0x1.815314c864b09p-9);
    p = fma(z, p, 0x1.00d47e7966d94p-6);
    p = fma(z, p, 0x1.b02442413f6bap-7);
    p = fma(z, p, 0x1.1dc2ef640046fp-6);
    p = fma(z, p, 0x1.6e72146fda29ep-6);
    p = fma(z, p, 0x1.f1c81c59ea536p-6);
    p = fma(z, p, 0x1.6db6d8e71341bp-5);
    p = fma(z, p, 0x1.33333335a9cd6p-4);
    p = fma(z, p, 0x1.5555555554f05p-3);
    return fma(s * z, p, s);
}

// asin a for 1/2 < a <= 1 as pi/2 - 2 asin s, s = sqrt((1 - a) / 2) <=
// 1/2; 1 - a is exact, and 2 asin s <= pi/3, so the difference is at
// least pi/6: no cancellation.  asin_far returns asin s.
__host__ __device__ __forceinline__ double asin_far(double a)
{
    double z = (1.0 - a) * 0.5;
    return asin_poly(sqrt(z), z);
}

// |x| > 1 is NaN (as on the exact road, whose NaN's sign and payload
// nothing compares), without it: a third of randn's elements.  For |x| < 2^-12, |asin x
// - x| < 2^-26.5 |x|, under half the gap above x: the float is x.
__host__ __device__ __forceinline__ float asin32(float x)
{
    float ax = fabsf(x);
    if (ax < 0x1p-12f)
        return x;
    if (ax > 1.0f)
        return NAN;
    if (ax != ax)
        return (float)asin((double)x);
    double a = ax, y;
    if (a <= 0.5)
        y = asin_poly(a, a * a);
    else
        y = 0x1.921fb54442d18p+0 - 2.0 * asin_far(a);
    return certain_or(x < 0 ? -y : y, [x] { return (float)asin((double)x); });
}

// acos x = pi/2 - asin x for |x| <= 1/2 (at least pi/3), 2 asin s for x
// > 1/2 (s as in asin_far: relative however near 1 x is, down to acos of
// 1 - 2^-24 and 0 at 1), and pi - 2 asin s for x < -1/2.
__host__ __device__ __forceinline__ float acos32(float x)
{
    float ax = fabsf(x);
    if (ax > 1.0f)
        return NAN;
    if (ax != ax)
        return (float)acos((double)x);
    double a = ax, y;
    if (a <= 0.5) {
        double s = asin_poly(a, a * a);
        y = 0x1.921fb54442d18p+0 - (x < 0 ? -s : s);
    } else if (x > 0)
        y = 2.0 * asin_far(a);
    else
        y = 0x1.921fb54442d18p+1 - 2.0 * asin_far(a);
    return certain_or(y, [x] { return (float)acos((double)x); });
}

// atan2(y, x) = ±atan(|y| / |x|) for x > 0, ±(pi - atan(|y| / |x|)) for
// x < 0, the sign of y's.  Zeros, infinities and NaN take the exact road,
// as does x > 0 with |y| / |x| < 2^-124 (a result that may be subnormal).
__host__ __device__ __forceinline__ float atan232(float y, float x)
{
    float ay = fabsf(y), ax = fabsf(x);
    float t = ay / ax;
    if (!(ay <= FLT_MAX && ax <= FLT_MAX && ay != 0 && ax != 0) ||
        (x > 0 && t < 0x1p-124f))
        return (float)atan2((double)y, (double)x);
    double a = atan_ratio((double)ay, (double)ax, (double)t);
    if (x < 0)
        a = 0x1.921fb54442d18p+1 - a;
    return certain_or(y < 0 ? -a : a,
                      [y, x] { return (float)atan2((double)y, (double)x); });
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
