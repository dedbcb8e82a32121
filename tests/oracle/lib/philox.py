"""philox.py: an independent Python model of cst's random numbers, written
from the mapping documented in src/random.h (and man/cst.7), not from cst's
C code.  The random goldens' twins print what it computes, so the pinned
values come from here and a change to cst's numbers shows as a diff.

Philox4x32-10 is checked against the Random123 known-answer vectors
(kat_vectors, philox4x32 10) when this module is imported.
"""
import math
import struct
from fractions import Fraction

import mpmath

M0, M1 = 0xD2511F53, 0xCD9E8D57
W0, W1 = 0x9E3779B9, 0xBB67AE85
MASK = 0xFFFFFFFF


def philox4x32_10(ctr, key):
    c0, c1, c2, c3 = ctr
    k0, k1 = key
    for _ in range(10):
        p0 = M0 * c0
        p1 = M1 * c2
        c0, c1, c2, c3 = ((p1 >> 32) ^ c1 ^ k0) & MASK, p1 & MASK, ((p0 >> 32) ^ c3 ^ k1) & MASK, p0 & MASK
        k0 = (k0 + W0) & MASK
        k1 = (k1 + W1) & MASK
    return [c0, c1, c2, c3]


for _ctr, _key, _want in [
        ((0, 0, 0, 0), (0, 0), (0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8)),
        ((MASK,) * 4, (MASK, MASK), (0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd)),
        ((0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344), (0xa4093822, 0x299f31d0),
         (0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1))]:
    assert tuple(philox4x32_10(_ctr, _key)) == _want, "Philox4x32-10 known-answer test failed"


class Generator:
    """seed and offset, as random.h describes the state."""

    def __init__(self, seed=0):
        self.manual_seed(seed)

    def manual_seed(self, seed):
        self.seed = seed % 2**64
        self.offset = 0

    def word(self, w):
        b = w // 4
        key = (self.seed & MASK, self.seed >> 32)
        return philox4x32_10((b & MASK, (b >> 32) & MASK, (b >> 64) & MASK, b >> 96), key)[w % 4]

    def word64(self, w):
        return self.word(w) | self.word(w + 1) << 32

    def advance(self, words):
        self.offset += (words + 3) // 4 * 4

    def rand(self, n, dtype="float32"):
        off = self.offset
        if dtype == "float64":
            out = [(self.word64(off + 2 * j) >> 11) * 2.0**-53 for j in range(n)]
            self.advance(2 * n)
            return out
        shift, scale = {"float32": (8, 2.0**-24), "float16": (21, 2.0**-11), "bfloat16": (24, 2.0**-8)}[dtype]
        out = [(self.word(off + j) >> shift) * scale for j in range(n)]
        self.advance(n)
        return out

    def randn(self, n, dtype="float32"):
        """Values in double; the caller rounds them to the dtype."""
        off = self.offset
        per = 4 if dtype == "float64" else 2
        out = []
        for j in range(n):
            q = j // 2
            if dtype == "float64":
                u = ((self.word64(off + 4 * q) >> 11) + 0.5) * 2.0**-53
                v = ((self.word64(off + 4 * q + 2) >> 11) + 0.5) * 2.0**-53
            else:
                pair = normal_f(self.word(off + 2 * q), self.word(off + 2 * q + 1))
                out.append(pair[j % 2])
                continue
            r = math.sqrt(-2.0 * math.log(u))
            t = 6.283185307179586 * v
            out.append(r * (math.cos(t) if j % 2 == 0 else math.sin(t)))
        self.advance((n + 1) // 2 * per)
        return out

    def randint(self, low, high, n):
        off = self.offset
        rng = high - low
        if rng >= 2**32:
            out = [low + self.word64(off + 2 * j) % rng for j in range(n)]
            self.advance(2 * n)
        else:
            out = [low + self.word(off + j) % rng for j in range(n)]
            self.advance(n)
        return out

    def multinomial(self, rows, k, replacement):
        """Draws of multinomial for rows (lists of float64 weights), as
        src/tensor/random.h describes them: with replacement, draw s of row
        r takes the float64 rand value j = r * k + s and searches the row's
        running sums (kernels/scan.h's order); without, category i of row r
        takes word r * n + i and its key w / -logf(u)."""
        off = self.offset
        out = []
        n = len(rows[0])
        for r, w in enumerate(rows):
            if replacement:
                sums = tree_cumsum(w)
                drawn = []
                for s in range(k):
                    j = r * k + s
                    u = (self.word64(off + 2 * j) >> 11) * 2.0**-53
                    limit = u * sums[-1]
                    drawn.append(next(i for i, c in enumerate(sums) if c > limit))
                out.append(drawn)
                continue
            keys = []
            for i, x in enumerate(w):
                u = ((self.word(off + r * n + i) >> 9) + 0.5) * 2.0**-23
                keys.append(x / -logf(u))
            out.append(sorted(range(n), key=lambda i: (-keys[i], i))[:k])
        self.advance(2 * len(rows) * k if replacement else len(rows) * n)
        return out

    def block(self, b, sub):
        """The block of 128-bit counter b + 2^64 sub (poisson's substreams)."""
        key = (self.seed & MASK, self.seed >> 32)
        return philox4x32_10((b & MASK, (b >> 32) & MASK, sub & MASK, sub >> 32), key)

    def poisson(self, rates):
        """poisson's draws (as floats) of rates, as src/tensor/random.h and
        cst(7) describe them: rate j takes the blocks of counter (b + j) +
        2^64 s for s = 1, 2, ..., b = ceil(offset / 4), two uniforms a
        block; the offset grows by 4 words a draw."""
        b = (self.offset + 3) // 4
        out = [poisson_draw(r, lambda s, j=j: self.block(b + j, s)) for j, r in enumerate(rates)]
        self.advance(4 * len(rates))
        return out


def in_turn(xs):
    acc = 0.0
    for x in xs:
        acc += x
    return acc


def tree_prefixes(totals):
    """The prefixes of segments whose totals these are, children of one
    segment of prefix +0 (kernels/scan.h)."""
    if len(totals) <= 16:
        return [0.0 if j == 0 else 0.0 + in_turn(totals[:j]) for j in range(len(totals))]
    groups = [totals[i:i + 16] for i in range(0, len(totals), 16)]
    up = tree_prefixes([in_turn(g) for g in groups])
    return [up[g] if j == 0 else up[g] + in_turn(groups[g][:j]) for g in range(len(groups)) for j in range(len(groups[g]))]


def tree_cumsum(xs):
    """cumsum in kernels/scan.h's order: out[i] = P + (x_s + ... + x_i in
    turn), P the prefix of i's segment of 16, s its first element."""
    segs = [xs[i:i + 16] for i in range(0, len(xs), 16)]
    pre = tree_prefixes([in_turn(sg) for sg in segs])
    return [pre[g] + in_turn(segs[g][:j + 1]) for g in range(len(segs)) for j in range(len(segs[g]))]


# randn's float32 Box-Muller (src/tensor/random.h): floatfn.h's log and
# boxmuller.h's sin and cos, each float operation rounded as IEEE float32
# does: f of the double result of one +, -, * or sqrt of floats (exact, or
# rounding to the same float as the exact value), and fmaf's a * b + c
# exactly in fractions, rounded once (a double a * b + c rounds twice).
def f(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def fromfbits(b):
    return struct.unpack("<f", struct.pack("<I", b & MASK))[0]


def round_f32(q):
    """The float32 nearest the rational q (ties to even), as a Python
    float; inf past the largest float."""
    if q == 0:
        return 0.0
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    ulp = Fraction(2) ** (max(e, -126) - 23)
    n, rest = divmod(a, ulp)
    if rest > ulp / 2 or (rest == ulp / 2 and n % 2 == 1):
        n += 1
    x = float(n * ulp) if n * ulp <= Fraction(fromfbits(0x7F7FFFFF)) else math.inf
    return x if q > 0 else -x


def fmaf(a, b, c):
    """C's fmaf of finite floats a, b, c: a * b + c rounded once; an exact
    0 is -0 only where a * b and c are both -0."""
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        product_neg = math.copysign(1.0, a) * math.copysign(1.0, b) < 0
        both_neg_zero = (a == 0 or b == 0) and product_neg and c == 0 and math.copysign(1.0, c) < 0
        return -0.0 if both_neg_zero else 0.0
    return round_f32(exact)


def poly(x, c):
    """floatfn.h's ff_poly: c[0] + c[1] x + ... by Horner's rule in fmaf."""
    p = c[-1]
    for k in reversed(c[:-1]):
        p = fmaf(p, x, k)
    return p


LOG_C = [float.fromhex(h) for h in ("0x1.555556p-2", "-0x1.ffff16p-3", "0x1.9997eep-3", "-0x1.5597e6p-3",
                                    "0x1.24eb74p-3", "-0x1.f3a65ep-4", "0x1.b91dd8p-4", "-0x1.06d852p-3",
                                    "0x1.e9d82cp-4")]
LN2_HI, LN2_LO = float.fromhex("0x1.62e4p-1"), float.fromhex("0x1.7f7d1cp-20")


def logf(u):
    """floatfn.h's ff_log_scaled(u, 0) for a positive normal float u:
    u = m 2^e with m in [2/3, 4/3), e ln2 + log1p(m - 1)."""
    t = (fbits(u) - 0x3F2AAAAB) & MASK
    e = (t - (1 << 32) if t >> 31 else t) >> 23
    fl = f(fromfbits(fbits(u) - (e << 23)) - 1.0)
    w = fmaf(fl, poly(fl, LOG_C), -0.5)
    r = fmaf(f(fl * fl), w, fl)
    fe = float(e)
    return fmaf(fe, LN2_HI, fmaf(fe, LN2_LO, r))


SIN_C = [f(c) for c in (-1.6666667163e-01, 8.3333337680e-03, -1.9841270114e-04, 2.7557314297e-06)]
COS_C = [f(c) for c in (-0.5, 4.1666667908e-02, -1.3888889225e-03, 2.4801587642e-05, -2.7557314297e-07)]


def sincos_turnf(m, bits=24):
    """boxmuller.h's bm_sincos_turnf: sin and cos of 2 pi m / 2^bits."""
    q = bits - 2
    n = (m + (1 << (q - 1))) >> q
    x = f((m - (n << q)) * (f(1.57079637) * 2.0**-q))
    z = f(x * x)
    s = fmaf(f(x * z), poly(z, SIN_C), x)
    c = fmaf(z, poly(z, COS_C), 1.0)
    ps, pc = (c, s) if n & 1 else (s, c)
    return (-ps if n & 2 else ps), (-pc if (n + 1) & 2 else pc)


def normal_f(a, b):
    """The float32 pair of words a and b."""
    u = f((a >> 8) + 1) * 2.0**-24
    r = f(math.sqrt(f(-2.0 * logf(u))))
    sn, cs = sincos_turnf(b >> 8)
    return f(r * cs), f(r * sn)


def to_float32(x):
    """x (a double) rounded to float32, as a Python float."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def open_uniform(lo, hi):
    """A uniform in (0, 1) from the 64-bit word lo | hi << 32."""
    return (((hi << 32 | lo) >> 11) + 0.5) * 2.0**-53


def poisson_draw(lam, block):
    """A Poisson draw of rate lam from the blocks block(1), block(2), ...:
    below rate 10 the least k whose CDF (summed in double from k = 0,
    stopping where a term no longer moves the sum) reaches the first
    uniform; from 10 Hormann's PTRS (1993) on the blocks' pairs, its test
    in the paper's form (a sum of logs and lgamma) taken in 50 digits;
    inf passes through.  The libm's exp stands in for cst's: the draws
    agree unless a uniform falls within a few ulps of a bound."""
    if not lam < math.inf:
        return lam
    if lam < 10:
        u = open_uniform(*block(1)[:2])
        p = math.exp(-lam)
        cdf, k = p, 0
        while u > cdf:
            k += 1
            p *= lam / k
            if cdf + p == cdf:
                break
            cdf += p
        return float(k)
    b = 0.931 + 2.53 * math.sqrt(lam)
    a = -0.059 + 0.02483 * b
    invalpha = 1.1239 + 1.1328 / (b - 3.4)
    vr = 0.9277 - 3.6224 / (b - 2)
    s = 1
    while True:
        w = block(s)
        u, v = open_uniform(w[0], w[1]) - 0.5, open_uniform(w[2], w[3])
        us = 0.5 - abs(u)
        k = math.floor((2 * a / us + b) * u + lam + 0.43)
        if us >= 0.07 and v <= vr:
            return float(k)
        if k >= 0 and (us >= 0.013 or v <= us) and ptrs_accepts(lam, k, v, invalpha, a / (us * us) + b):
            return float(k)
        s += 1


def ptrs_accepts(lam, k, v, invalpha, hat):
    """PTRS's test, log(v) + log(1 / alpha) - log(hat) <= -lam + k log(lam)
    - log(k!), in 50 digits (at rate 10^15 its right side cancels from
    about 10^16 down to units)."""
    with mpmath.workdps(50):
        m = mpmath.mpf
        left = mpmath.log(m(v)) + mpmath.log(m(invalpha)) - mpmath.log(m(hat))
        return left <= -m(lam) + k * mpmath.log(m(lam)) - mpmath.loggamma(k + 1)
