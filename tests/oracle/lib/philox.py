"""philox.py: an independent Python model of cst's random numbers, written
from the mapping documented in src/random.h (and man/cst.7), not from cst's
C code.  The random goldens' twins print what it computes, so the pinned
values come from here and a change to cst's numbers shows as a diff.

Philox4x32-10 is checked against the Random123 known-answer vectors
(kat_vectors, philox4x32 10) when this module is imported.
"""
import math
import struct

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
                u = (self.word(off + 2 * q) + 0.5) * 2.0**-32
                v = (self.word(off + 2 * q + 1) + 0.5) * 2.0**-32
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
        src/tensor/random.h describes them: draw s of row r takes the
        float64 rand value j = r * k + s."""
        off = self.offset
        out = []
        for r, w in enumerate(rows):
            w = list(w)
            drawn = []
            for s in range(k):
                j = r * k + s
                u = (self.word64(off + 2 * j) >> 11) * 2.0**-53
                if replacement:
                    sums, acc = [], 0.0
                    for x in w:
                        acc += x
                        sums.append(acc)
                    limit = u * sums[-1]
                    drawn.append(next(i for i, c in enumerate(sums) if c > limit))
                    continue
                left = [i for i in range(len(w)) if w[i] >= 0]
                total = 0.0
                for i in left:
                    total += w[i]
                pick = left[0]
                if total > 0:
                    limit, acc = u * total, 0.0
                    for i in left:
                        acc += w[i]
                        if acc > limit:
                            pick = i
                            break
                w[pick] = -1.0
                drawn.append(pick)
            out.append(drawn)
        self.advance(2 * len(rows) * k)
        return out


def to_float32(x):
    """x (a double) rounded to float32, as a Python float."""
    return struct.unpack("<f", struct.pack("<f", x))[0]
