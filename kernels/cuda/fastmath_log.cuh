// fastmath_log.cuh: fast roads (fastmath.cuh) for the logarithm family
// of float32: log, log2, log10, log1p, acosh and pow, and for the
// activations silu, mish, selu and elu.  (asinh, atanh, logaddexp,
// logaddexp2, logsigmoid and softplus compute in float, kernels/floatfn.h.)
// Each computes its double within 2^-45 of the exact road's (relative)
// and rounds it by certain_or; the arguments where that bound is not kept
// take the exact road up front.
//
// The logarithm: u = 2^k m with m in [0.746, 1.492), where the top six
// bits of m's offset mantissa pick one of 64 intervals (width 2^-7 below
// 1 and 2^-6 above), and log u = k ln2 + log c + log(1 + r), r = m/c - 1,
// |r| <= 2^-7.  1/c has 29 significant bits, so m * (1/c) is exact where
// m has a float's 24 (r is then exact too); the interval around 1 has
// c = 1, so there log u = log(1 + r) with r = u - 1 exact, and the result
// keeps its relative accuracy however near 0 it is.
#ifndef CST_CUDA_FASTMATH_LOG_CUH
#define CST_CUDA_FASTMATH_LOG_CUH

#include "cuda/fastmath.cuh"
#include "cuda/fastmath_exp.cuh"

namespace cst {

// An interval's 1/c (29 bits) and log c, which every logarithm reads,
// and log2 c as a sum of a multiple of 2^-44 (so k + log2c_hi is exact
// for |k| < 256) and the rest, which pow reads: two tables of 16-byte
// pairs, each pair one load.  The tables are 1 KB each, eight of the L1's
// 128-byte lines, because a warp's lanes pick their intervals apart and
// the L1 serves a load a line at a time: one table of all four (2 KB,
// sixteen lines, read as two 8-byte loads) kept log at 0.62 of memory
// speed on an H200.
struct alignas(16) LogPair {
    double invc, logc;
};

struct alignas(16) Log2Pair {
    double hi, lo;
};

#define CST_LOG_PAIRS {                                                 \
    {0x1.5555555000000p+0, -0x1.269621034db92p-2}, \
    {0x1.51d07eb000000p+0, -0x1.1bf9963b26b95p-2}, \
    {0x1.4e5e0a7000000p+0, -0x1.1178e8197e47cp-2}, \
    {0x1.4afd6a0000000p+0, -0x1.071385f4d5862p-2}, \
    {0x1.47ae148000000p+0, -0x1.f991c6eb3b379p-3}, \
    {0x1.446f865000000p+0, -0x1.e530efd771012p-3}, \
    {0x1.4141414000000p+0, -0x1.d1037f1e55e7bp-3}, \
    {0x1.3e22cbd000000p+0, -0x1.bd08738ebd8adp-3}, \
    {0x1.3b13b14000000p+0, -0x1.a93ed3e8ad9e3p-3}, \
    {0x1.3813814000000p+0, -0x1.95a5ae037017fp-3}, \
    {0x1.3521cfb000000p+0, -0x1.823c16431a3c2p-3}, \
    {0x1.323e34a000000p+0, -0x1.6f0128a556abcp-3}, \
    {0x1.2f684be000000p+0, -0x1.5bf406dd43db2p-3}, \
    {0x1.2c9fb4e000000p+0, -0x1.4913d8693b561p-3}, \
    {0x1.29e412a000000p+0, -0x1.365fcb0d59016p-3}, \
    {0x1.27350b9000000p+0, -0x1.23d712db9c202p-3}, \
    {0x1.2492492000000p+0, -0x1.1178e8027e47cp-3}, \
    {0x1.21fb781000000p+0, -0x1.fe89137fbd566p-4}, \
    {0x1.1f7047e000000p+0, -0x1.da727670446a2p-4}, \
    {0x1.1cf06ae000000p+0, -0x1.b6ac892ed5b1cp-4}, \
    {0x1.1a7b961000000p+0, -0x1.9335e5bd94989p-4}, \
    {0x1.1811812000000p+0, -0x1.700d3122ac0e1p-4}, \
    {0x1.15b1e5f000000p+0, -0x1.4d31156607eacp-4}, \
    {0x1.135c811000000p+0, -0x1.2aa04a12717a5p-4}, \
    {0x1.1111111000000p+0, -0x1.08598b49e3a07p-4}, \
    {0x1.0ecf56c000000p+0, -0x1.ccb73d0ddb2ccp-5}, \
    {0x1.0c97150000000p+0, -0x1.894aa1c9fb343p-5}, \
    {0x1.0a6810a000000p+0, -0x1.466aec7ade3e9p-5}, \
    {0x1.0842108000000p+0, -0x1.0415d81e74444p-5}, \
    {0x1.0624dd3000000p+0, -0x1.849252c48cabfp-6}, \
    {0x1.0410410000000p+0, -0x1.0205648935847p-6}, \
    {0x1.0204081000000p+0, -0x1.010157488de71p-7}, \
    {0x1.0000000000000p+0, 0.0}, \
    {0x1.f81f820000000p-1, 0x1.fc0a890fc03e4p-7}, \
    {0x1.f07c1f0000000p-1, 0x1.f829b1e783300p-6}, \
    {0x1.e9131ac000000p-1, 0x1.77458f532dcfcp-5}, \
    {0x1.e1e1e1e000000p-1, 0x1.f0a30c21162a6p-5}, \
    {0x1.dae6077000000p-1, 0x1.341d793bbd1d1p-4}, \
    {0x1.d41d41d000000p-1, 0x1.6f0d28d256b4cp-4}, \
    {0x1.cd85689000000p-1, 0x1.a926d3a6ad563p-4}, \
    {0x1.c71c71c000000p-1, 0x1.e2707722af2e6p-4}, \
    {0x1.c0e0704000000p-1, 0x1.0d77e7a908e59p-3}, \
    {0x1.bacf915000000p-1, 0x1.29552f6fff523p-3}, \
    {0x1.b4e81b5000000p-1, 0x1.44d2b6c5b7d1ep-3}, \
    {0x1.af286bd000000p-1, 0x1.5ff306ee793d4p-3}, \
    {0x1.a98ef60000000p-1, 0x1.7ab890410d909p-3}, \
    {0x1.a41a41a000000p-1, 0x1.9525a9e3456b4p-3}, \
    {0x1.9ec8e95000000p-1, 0x1.af3c94ed0bff3p-3}, \
    {0x1.999999a000000p-1, 0x1.c8ff7c59a9a22p-3}, \
    {0x1.948b0fd000000p-1, 0x1.e27076d5af2e6p-3}, \
    {0x1.8f9c190000000p-1, 0x1.fb9186b5e3e2bp-3}, \
    {0x1.8acb90f000000p-1, 0x1.0a324e38b90e3p-2}, \
    {0x1.8618618000000p-1, 0x1.1675cacaba60ep-2}, \
    {0x1.8181818000000p-1, 0x1.22941fc0f7966p-2}, \
    {0x1.7d05f41000000p-1, 0x1.2e8e2bc311d31p-2}, \
    {0x1.78a4c81000000p-1, 0x1.3a64c56b145eap-2}, \
    {0x1.745d174000000p-1, 0x1.4618bc31c5ec2p-2}, \
    {0x1.702e05c000000p-1, 0x1.51aad874df82dp-2}, \
    {0x1.6c16c17000000p-1, 0x1.5d1bdbea809cap-2}, \
    {0x1.6816817000000p-1, 0x1.686c81d3314afp-2}, \
    {0x1.642c859000000p-1, 0x1.739d7f6dbd007p-2}, \
    {0x1.6058160000000p-1, 0x1.7eaf83c82afc3p-2}, \
    {0x1.5c9882c000000p-1, 0x1.89a338581425bp-2}, \
    {0x1.58ed231000000p-1, 0x1.947941aa916fbp-2} \
}

#define CST_LOG2C {                                                     \
    {-0x1.a8ff9700fb400p-2, -0x1.e7c27d246d58ep-46}, \
    {-0x1.99b072b15bc00p-2, 0x1.1392fc7031a6bp-48}, \
    {-0x1.8a89809effc00p-2, -0x1.afd6f9491c791p-46}, \
    {-0x1.7b89f015dd800p-2, 0x1.c923a99c70b9fp-46}, \
    {-0x1.6cb0f69d71c00p-2, -0x1.6053432f06db2p-46}, \
    {-0x1.5dfdcf02c9000p-2, 0x1.c3e9d87066dd2p-47}, \
    {-0x1.4f6fbb2727000p-2, -0x1.eb9022c74ef36p-48}, \
    {-0x1.410601842e000p-2, -0x1.ab3a81d27ed14p-46}, \
    {-0x1.32bfee4e24400p-2, 0x1.214a882f92481p-46}, \
    {-0x1.249cd2d6bf800p-2, 0x1.53742f193ecc8p-46}, \
    {-0x1.169c052943000p-2, -0x1.d5e2c3bd1ea87p-46}, \
    {-0x1.08bce0cc63c00p-2, 0x1.4aa346c15ff82p-46}, \
    {-0x1.f5fd8aca19000p-3, -0x1.5c5658173534cp-47}, \
    {-0x1.dac22d8c2c000p-3, 0x1.1dbafbcf99ed7p-47}, \
    {-0x1.bfc67a914f800p-3, 0x1.ed9deab7dd49bp-46}, \
    {-0x1.a5094ba42b800p-3, -0x1.3f75cdec9c363p-46}, \
    {-0x1.8a89807dd1800p-3, 0x1.dd22658b0f0dap-46}, \
    {-0x1.70460306d6000p-3, -0x1.573d220dd85d6p-49}, \
    {-0x1.563dc2c860000p-3, -0x1.0231bcc3fd232p-48}, \
    {-0x1.3c6fb68d66000p-3, 0x1.fc67b490c3e0dp-46}, \
    {-0x1.22dadc1963800p-3, 0x1.60f603d43c40fp-46}, \
    {-0x1.097e39220d800p-3, -0x1.d8122bee3a20cp-49}, \
    {-0x1.e0b1adf360000p-4, -0x1.9bcabd4b19d5bp-47}, \
    {-0x1.aed3916344000p-4, 0x1.46f3042120d2ap-49}, \
    {-0x1.7d604955e6000p-4, -0x1.b584f29abd55ep-46}, \
    {-0x1.4c5610092b000p-4, 0x1.c6778127ff6aep-48}, \
    {-0x1.1bb32abc5a000p-4, -0x1.9d9307117f314p-46}, \
    {-0x1.d6ebd0d174000p-5, -0x1.86d83f81f6109p-46}, \
    {-0x1.77394be4ec000p-5, 0x1.5ba9de205e04ep-46}, \
    {-0x1.184b8e74bc000p-5, 0x1.38c7349007f4ep-49}, \
    {-0x1.743ee6f0a0000p-6, 0x1.20f235909812ap-46}, \
    {-0x1.72c7ba09e0000p-7, -0x1.eb1088dd32150p-47}, \
    {0.0, 0.0}, \
    {0x1.6e7966ead8000p-6, 0x1.5891a2b7128ebp-47}, \
    {0x1.6bad38119a000p-5, 0x1.39de0ccd61bbbp-49}, \
    {0x1.0eb389ee9f000p-4, 0x1.57e2a861d6321p-46}, \
    {0x1.663f6fc3a6000p-4, 0x1.e3340f4b67c0ap-46}, \
    {0x1.bc8423d408000p-4, 0x1.90b1a77a128c1p-47}, \
    {0x1.08c588e79f800p-3, 0x1.d16a14c266750p-48}, \
    {0x1.32ae9e28fc000p-3, 0x1.b0c23f738981cp-46}, \
    {0x1.5c01a3cde8000p-3, -0x1.176a5486a3597p-48}, \
    {0x1.84c2bccf00800p-3, -0x1.2b9a7f45cabc5p-46}, \
    {0x1.acf5e2c157000p-3, -0x1.3895ad5416143p-46}, \
    {0x1.d49ee4b90c800p-3, -0x1.c1fd7a97317e3p-46}, \
    {0x1.fbc16b67c1800p-3, -0x1.e2745733c3cb5p-46}, \
    {0x1.11307dc446000p-2, -0x1.3df5bb6d76206p-50}, \
    {0x1.24407abf4dc00p-2, 0x1.bb8cb09a80bd8p-53}, \
    {0x1.37124cede8400p-2, -0x1.c152dff8f0d07p-47}, \
    {0x1.49a784a5bc800p-2, -0x1.d6a318b5fbb4ep-47}, \
    {0x1.5c01a3965cc00p-2, 0x1.bc73f8fffbfa3p-49}, \
    {0x1.6e221cc2bb800p-2, 0x1.a01edf2c59acep-48}, \
    {0x1.800a564aa1000p-2, 0x1.6b4137a1fb651p-47}, \
    {0x1.91bba8a906c00p-2, -0x1.01eb64e458dfbp-47}, \
    {0x1.a33760adbb400p-2, 0x1.6e3258775ebffp-46}, \
    {0x1.b47ebf91d4000p-2, 0x1.7bf59ea2d0a4cp-46}, \
    {0x1.c592faf029000p-2, -0x1.c78b221e3694cp-48}, \
    {0x1.d6753e1a44000p-2, -0x1.7aac2669184b1p-46}, \
    {0x1.e726aa2158000p-2, -0x1.3e5297a29a541p-47}, \
    {0x1.f7a8567cd1c00p-2, 0x1.7aed2f64d9b3cp-47}, \
    {0x1.03fda8a93ea00p-1, 0x1.c044510006fc6p-49}, \
    {0x1.0c10500ed5000p-1, -0x1.2424c605d73d9p-49}, \
    {0x1.140c9fb5a9000p-1, -0x1.026e39dcdd78ap-46}, \
    {0x1.1bf311daefc00p-1, -0x1.781b79ec94685p-46}, \
    {0x1.23c41d317ee00p-1, -0x1.f6cc9de29db3bp-48} \
}

static __device__ const LogPair log_pairs_device[64] = CST_LOG_PAIRS;
static const LogPair log_pairs_host[64] = CST_LOG_PAIRS;
static __device__ const Log2Pair log2c_device[64] = CST_LOG2C;
static const Log2Pair log2c_host[64] = CST_LOG2C;

// u > 0, a normal double: u = 2^k m, m in [0.746, 1.492), and the tables'
// entry i of m's interval (the offset puts 1 at the middle of entry 32),
// with its pair (1/c, log c).
struct LogReduced {
    double k, m;
    int i;
    LogPair c;
};

__host__ __device__ __forceinline__ LogReduced log_reduce(double u)
{
    const int64_t off = 0x3fe7e00000000000;           // the bits of 0.74609375
    int64_t tmp = bits_of(u) - off;
    int k = (int)(tmp >> 52);
    LogReduced a;
    a.k = (double)k;
    a.m = double_of(bits_of(u) - (int64_t)((uint64_t)(int64_t)k << 52));
    a.i = (int)((tmp >> 46) & 63);
    a.c = FM_TABLE(log_pairs)[a.i];
    return a;
}

// log(1 + r) for |r| <= 2^-7: r + r^2 q(r), q a degree-4 minimax fit of
// (log(1 + r) - r) / r^2 within 2^-41.8.  The error, r^2 2^-41.8, is 2^-48.8
// of log(1 + r), and 2^-48.8 of log u in the intervals next to the one
// of 1 (there |log u| >= 2^-8 while r^2 <= 2^-15.2).
__host__ __device__ __forceinline__ double log1p_small(double r)
{
    double q = fma(r, fma(r, fma(r, -0x1.555a5565f58b6p-3, 0x1.999f508785836p-3),
                          -0x1.fffffffaffeacp-3), 0x1.5555555279dbdp-2);
    q = fma(r, q, -0.5);
    return fma(r * r, q, r);
}

// The same to pow's precision: degree 5, within 2^-50.
__host__ __device__ __forceinline__ double log1p_small_q(double r)
{
    double q = fma(r, fma(r, fma(r, fma(r, 0x1.24979e8e357a8p-3, -0x1.555b556baf3dbp-3),
                                  0x1.999999919971cp-3), -0x1.fffffff6ffd42p-3),
                   0x1.5555555555564p-2);
    return fma(r, q, -0x1.0000000000008p-1);
}

constexpr double lg_ln2 = 0x1.62e42fefa39efp-1;
constexpr double lg_invln2_hi = 0x1.71547652b82fep+0;  // 1/ln2 = hi + lo
constexpr double lg_invln2_lo = 0x1.777d0ffda0d24p-56;

// log u within 2^-48 (relative) for a normal u > 0: log1p_small's 2^-48.8,
// and a few roundings of 2^-53: r's (none where m has a float's 24 bits),
// log c's (|log c| < 3 |log u| where k = 0), the sum's, and k ln2's,
// where |log u| >= 0.29 whenever k != 0.
__host__ __device__ __forceinline__ double log_near(double u)
{
    LogReduced a = log_reduce(u);
    double r = fma(a.m, a.c.invc, -1.0);
    return fma(a.k, lg_ln2, a.c.logc + log1p_small(r));
}

__host__ __device__ __forceinline__ bool lg_positive(float x)
{
    return x > 0.0f && x < INFINITY;
}

// (float)log((double)x).  A float's subnormals are normal doubles; x < 0
// is NaN (as on the exact road, whose NaN's sign and payload nothing
// compares: half of randn's elements, which would otherwise take it, as
// for the other functions' domain errors below); 0, inf and NaN take the
// exact road.
__host__ __device__ __forceinline__ float log32(float x)
{
    auto exact = [x] { return (float)log((double)x); };
    if (x < 0)
        return NAN;
    if (!lg_positive(x))
        return exact();
    return certain_or(log_near((double)x), exact);
}

// (float)log2((double)x): k + (log c + log(1 + r)) / ln2, one more rounding.
__host__ __device__ __forceinline__ float log2_32(float x)
{
    auto exact = [x] { return (float)log2((double)x); };
    if (x < 0)
        return NAN;
    if (!lg_positive(x))
        return exact();
    LogReduced a = log_reduce((double)x);
    double r = fma(a.m, a.c.invc, -1.0);
    return certain_or(fma(a.c.logc + log1p_small(r), lg_invln2_hi, a.k), exact);
}

// (float)log10((double)x): log_near / ln10, one more rounding.
__host__ __device__ __forceinline__ float log10_32(float x)
{
    auto exact = [x] { return (float)log10((double)x); };
    if (x < 0)
        return NAN;
    if (!lg_positive(x))
        return exact();
    return certain_or(log_near((double)x) * 0x1.bcb7b1526e50ep-2, exact);
}

// (float)log1p((double)x).  1 + x is exact in double for |x| >= 2^-29
// (and x < 2^53; above, its rounding moves the logarithm by 2^-53 / x),
// so log_near(1 + x) keeps its bound; for |x| < 2^-9, in the interval of
// c = 1, log1p_small(x) directly.  A subnormal result (|x| < 2^-126, 0
// too), x <= -1, inf and NaN take the exact road.
__host__ __device__ __forceinline__ float log1p32(float x)
{
    auto exact = [x] { return (float)log1p((double)x); };
    if (x < -1.0f)
        return NAN;
    if (!(x > -1.0f && x < INFINITY) || fabsf(x) < 0x1p-126f)
        return exact();
    double y = fabsf(x) < 0x1p-9f ? log1p_small((double)x) : log_near(1.0 + (double)x);
    return certain_or(y, exact);
}

// The two doubles of ndtri's tails (specfun_t.h), each rounded once to
// float as PyTorch's tails round them (they call C's double log).
// (float)sqrt(-2 log y): log_near's 2^-48 halves under the root, whose
// rounding adds 2^-53; for y in (0, 1) the root is 2^-11.5 or more, a
// normal float.  Other y take the exact road.
__host__ __device__ __forceinline__ float ndtri_root32(float y)
{
    auto exact = [y] { return (float)sqrt(-2.0 * log((double)y)); };
    if (!(y > 0.0f && y < 1.0f))
        return exact();
    return certain_or(sqrt(-2.0 * log_near((double)y)), exact);
}

// (float)(x - log(x) / x): log_near's 2^-48, recip_near's 2^-45.9 (no
// double division) and the product's 2^-53 make the quotient within
// 2^-45.5, and for a finite x >= 2 it is 0.23 of the difference at most
// (1/e against 2 - 1/e), whose rounding adds 2^-53: within 2^-47.  Other
// x take the exact road.
__host__ __device__ __forceinline__ float ndtri_shift32(float x)
{
    auto exact = [x] { return (float)(x - log((double)x) / x); };
    if (!(x >= 2.0f && x <= FLT_MAX))
        return exact();
    double xd = x;
    return certain_or(xd - log_near(xd) * recip_near(xd), exact);
}

// (float)acosh((double)x) = log(x + s), s = sqrt(x^2 - 1) within 2^-52.4
// (x^2 - 1 is exact for x < 8, and rounds by 2^-53 above).  Near 1 the
// sum u = x + s rounds by more than acosh's size allows, so its error e
// (Fast2Sum: x >= s) goes into r, exactly where k = 0; where k != 0,
// acosh >= 0.29 and e moves it by 2^-53 at most.  Then the result is
// within 2^-52.4 s / (x + s) <= 2^-52.4 acosh(x) of the logarithm of the
// rounded s, and log(1 + r) adds its 2^-48.8.  x < 1, inf and NaN take
// the exact road.
__host__ __device__ __forceinline__ float acosh32(float x)
{
    auto exact = [x] { return (float)acosh((double)x); };
    if (x < 1.0f)
        return NAN;
    if (!(x >= 1.0f && x < INFINITY))
        return exact();
    double xd = x;
    double s = sqrt(fma(xd, xd, -1.0));
    double u = xd + s;
    double e = s - (u - xd);
    LogReduced a = log_reduce(u);
    double r = fma(a.m, a.c.invc, -1.0);
    if (a.k == 0.0)
        r = fma(e, a.c.invc, r);
    return certain_or(fma(a.k, lg_ln2, a.c.logc + log1p_small(r)), exact);
}

// 2^(hi + lo) within 2^-51.4 (relative) for |hi| < 1000 with a normal
// result and |lo| <= 2^-40: 2^(n/64) from fastmath.cuh's table times a
// degree-5 Taylor polynomial in the rest r = hi - n/64 + lo (hi - n/64 is
// exact, |r| <= 2^-7), whose truncation is 2^-54.7; the table's and three
// products' roundings add 2^-53 each.
__host__ __device__ __forceinline__ double exp2_dd_near(double hi, double lo)
{
    const double shifter = 0x1.8p46;                  // rounds to a multiple of 1/64
    double kk = hi + shifter;
    double n = kk - shifter;
    int ni = (int)(int32_t)bits_of(kk);
    double r = (hi - n) + lo;
    double p = fma(r, fma(r, fma(r, fma(r, fma(r, 0x1.5d87fe78a6731p-10, 0x1.3b2ab6fba4e77p-7),
                                         0x1.c6b08d704a0c0p-5), 0x1.ebfbdff82c58fp-3),
                          0x1.62e42fefa39efp-1), 1.0);
    return pow2_64th(ni) * p;
}

// (float)pow((double)x, (double)y) for y's of no special form.  The
// result is 2^t, t = y log2 x; its relative error is ln2 times t's
// absolute one, and |t| < 128 where the result is a normal float, so t
// needs 2^-51 relative: log2 x as a sum hi + lo within 2^-56 (relative),
// and y times it kept as a sum too.  log2 x = (k + log2c_hi) + r/ln2 +
// (log(1 + r) - r)/ln2 + log2c_lo, where k + log2c_hi is exact, r / ln2
// is r times a double-double 1/ln2, and log1p_small_q's 2^-50 r^2 is
// 2^-56 of log2 x (|r| <= 2^-7, and |log2 x| >= 2^-7.5 outside the
// interval of 1); the first two add by Fast2Sum (the table's
// |log2c_hi| exceeds |r / ln2| where k = 0), and a second Fast2Sum makes
// hi + lo a double-double, so that y lo is small beside y hi.  So t is
// within 2^-49 and 2^t within 2^-49 + 2^-51.4.  Finite x < 0 with y finite
// and not an integer is NaN; x <= 0 otherwise (whose integer powers have
// signs), x or y infinite or NaN, and a result that overflows or is
// subnormal take the exact road.
__host__ __device__ __forceinline__ float pow32(float x, float y)
{
    auto exact = [x, y] { return (float)pow((double)x, (double)y); };
    if (x < 0 && x > -INFINITY && fabsf(y) < INFINITY && y != truncf(y))
        return NAN;
    if (!lg_positive(x) || !(fabsf(y) < INFINITY))
        return exact();
    LogReduced a = log_reduce((double)x);
    Log2Pair l2 = FM_TABLE(log2c)[a.i];
    double r = fma(a.m, a.c.invc, -1.0);
    double poly = r * r * log1p_small_q(r);             // log(1 + r) - r
    double b = r * lg_invln2_hi;
    double small = fma(r, lg_invln2_hi, -b);
    small = fma(r, lg_invln2_lo, small);
    small = fma(poly, lg_invln2_hi, small) + l2.lo;
    double big = a.k + l2.hi;
    double sum = big + b;
    double rest = ((big - sum) + b) + small;
    double hi = sum + rest;                             // |rest| <= 2^-7 |sum|
    double lo = (sum - hi) + rest;
    double yd = y;
    double th = yd * hi;
    double tl = fma(yd, lo, fma(yd, hi, -th));
    if (!(th > -125.5 && th < 128.0))
        return exact();
    return certain_or(exp2_dd_near(th, tl), exact);
}

// PyTorch's logaddexp and logaddexp2 in double, as ops.cuh computes
// float64's (kernels/cpu's twins).
__host__ __device__ __forceinline__ double logaddexp_(double x, double y)
{
    if (isinf(x) && x == y)
        return x;
    double m = x < y ? y : x;
    return m + log1p(exp(-fabs(x - y)));
}

__host__ __device__ __forceinline__ double logaddexp2_(double x, double y)
{
    if (isinf(x) && x == y)
        return x;
    double m = x < y ? y : x;
    return m + log1p(exp2(-fabs(x - y))) * 1.44269504088896340736;
}

// The activations F.silu, F.mish, F.logsigmoid (but float32's, in float:
// kernels/floatfn.h), F.selu (and float64's F.hardswish and
// F.hardsigmoid) compute in float64 and round once (elementwise.c's
// twins): x / (e^-x + 1), x tanh(log1p(e^x)), min(x, 0) - log1p(e^-|x|)
// (with -0 made +0 after the rounding, as PyTorch gives it), selu's scale
// (x or alpha (e^x - 1)), and x min(max(x + 3, 0), 6) / 6 and
// min(max(x + 3, 0), 6) / 6 (a NaN stays NaN, as clamp's).  Here their
// doubles, the exact roads.
__host__ __device__ __forceinline__ double silu_(double x)
{
    return x / (exp(-x) + 1.0);
}

__host__ __device__ __forceinline__ double mish_(double x)
{
    return x * tanh(log1p(exp(x)));
}

__host__ __device__ __forceinline__ double logsigmoid_(double x)
{
    return (x > 0.0 ? 0.0 : x) - log1p(exp(-fabs(x)));
}

constexpr double selu_alpha = 1.6732632423543772848170429916717;
constexpr double selu_scale = 1.0507009873554804934193349852946;

__host__ __device__ __forceinline__ double selu_(double x)
{
    return (x > 0.0 ? x : expm1(x) * selu_alpha) * selu_scale;
}

// elu (celu: d = alpha) and softplus in float64, rounded once, as their
// compositions computed (elementwise.c's twins; float32's softplus
// computes in float, kernels/floatfn.h).
__host__ __device__ __forceinline__ double elu_(double x, double alpha, double d)
{
    return x > 0.0 ? x : expm1(x / d) * alpha;
}

__host__ __device__ __forceinline__ double softplus_(double x, double beta, double threshold)
{
    double bx = x * beta;
    return bx > threshold ? x : log1p(exp(bx)) / beta;
}

__host__ __device__ __forceinline__ double hardsigmoid_(double x)
{
    double c = x + 3.0;
    c = c < 0.0 ? 0.0 : c;
    return (6.0 < c ? 6.0 : c) / 6.0;
}

__host__ __device__ __forceinline__ double hardswish_(double x)
{
    double c = x + 3.0;
    c = c < 0.0 ? 0.0 : c;
    return x * (6.0 < c ? 6.0 : c) / 6.0;
}

// float32's (and float16's, bfloat16's): the same steps in float, as
// PyTorch's CPU kernels take them (elementwise.c's twins).
__host__ __device__ __forceinline__ float hardsigmoidf_(float x)
{
    float c = x + 3.0f;
    c = c < 0.0f ? 0.0f : c;
    return (6.0f < c ? 6.0f : c) / 6.0f;
}

__host__ __device__ __forceinline__ float hardswishf_(float x)
{
    float c = x + 3.0f;
    c = c < 0.0f ? 0.0f : c;
    return x * (6.0f < c ? 6.0f : c) / 6.0f;
}

// (float)selu_((double)x): above 0 the exact road's one product; below,
// expm1_near's 2^-45 and two roundings.  At -40 and below (e^x - 1 is -1
// in double), for |x| < 2^-125 and for NaN: the exact road.
__host__ __device__ __forceinline__ float selu32(float x)
{
    auto exact = [x] { return (float)selu_((double)x); };
    if (x > 0.0f)
        return (float)((double)x * selu_scale);
    if (!(x > -40.0f) || fabsf(x) < 0x1p-125f)
        return exact();
    return certain_or(expm1_near((double)x) * selu_alpha * selu_scale, exact);
}

// The parameters whose products and quotients keep a float's result
// normal on elu's fast road below; others (and NaN) take the exact road.
__host__ __device__ __forceinline__ bool moderate(double p)
{
    return fabs(p) >= 0x1p-10 && fabs(p) <= 0x1p10;
}

// (float)elu_((double)x, alpha, d): above 0 the exact road's x; below,
// expm1_near(t)'s 2^-45 and one product, where t = x (1/d) lies within
// 2^-52 of the exact road's x / d (the reciprocal, the same for every
// element, is one division a thread, where x / d was a double division an
// element: most of elu's work on a GPU), which moves e^t - 1 by 2^-52 of
// itself at most, as |t e^t / (e^t - 1)| <= 1 for t < 0 (and t 2^-52 <
// 2^-45.6 for the t < 80 of a negative d).  At t <= -40 (e^t - 1 is -1 in
// double), t >= 80, for |t| < 2^-100 (a result that may be subnormal), an
// alpha or d far from 1 and NaN: the exact road.
__host__ __device__ __forceinline__ float elu32(float x, double alpha, double d)
{
    auto exact = [=] { return (float)elu_((double)x, alpha, d); };
    if (x > 0.0f)
        return x;
    double t = (double)x * (1.0 / d);
    if (!(t > -40.0 && t < 80.0) || fabs(t) < 0x1p-100 || !moderate(alpha) || !moderate(d))
        return exact();
    return certain_or(expm1_near(t) * alpha, exact);
}

// (float)silu_((double)x): x / (1 + E), E = e^-x = s (1 + q) within
// 2^-51, recip_near's 2^-45.9.  From 20 on e^-x < 2^-28.8 moves x by less
// than a quarter of its ulp: the result is x.  Below -80 (a result below
// 2^-108, subnormal from -95 on), for |x| < 2^-125 (x / 2, perhaps
// subnormal) and for NaN: the exact road.
__host__ __device__ __forceinline__ float silu32(float x)
{
    auto exact = [x] { return (float)silu_((double)x); };
    if (x >= 20.0f)
        return x;
    if (!(x > -80.0f) || fabsf(x) < 0x1p-125f)
        return exact();
    ExpParts p = exp_parts(-(double)x);
    double e = fma(p.s, p.q, p.s);
    return certain_or((double)x * recip_near(e + 1.0), exact);
}

// (float)mish_((double)x): tanh(log(1 + E)) = n / (n + 2), n = E (E + 2),
// E = e^x within 2^-51: n within 2^-50, the quotient within 2^-45.5.
// From 20 on 1 - tanh < 2^-56: the result is x.  Below -80, for |x| <
// 2^-125 and for NaN: the exact road.
__host__ __device__ __forceinline__ float mish32(float x)
{
    auto exact = [x] { return (float)mish_((double)x); };
    if (x >= 20.0f)
        return x;
    if (!(x > -80.0f) || fabsf(x) < 0x1p-125f)
        return exact();
    ExpParts p = exp_parts((double)x);
    double e = fma(p.s, p.q, p.s);
    double n = e * (e + 2.0);
    return certain_or((double)x * n * recip_near(n + 2.0), exact);
}

} // namespace cst

#endif
