#!/usr/bin/python3
# fit_erf.py: the coefficients of kernels/cuda/fastmath_exp.cuh's erf
# and erfc: erf(x)/x as a degree-7 polynomial in s = x^2 on [0, 0.25]
# (|x| < 0.5), and R(x) = erfc(x) e^(x^2) on [0.5, 10.055) cut where a
# float's exponent and top three mantissa bits change (35 intervals, the
# last fitted up to 10.055 only: beyond, erfc rounds to 0), a degree-8
# polynomial in u = x - c on each, c the interval's middle.  Weighted
# least squares on Chebyshev nodes against mpmath's values (near
# minimax); each fit's relative error measured against mpmath on a grid
# (of the coefficients as doubles) is printed beside it.
import struct

import mpmath as mp
import numpy as np

mp.mp.dps = 40


def R(x):
    return mp.erfc(x) * mp.exp(x * x)


def erf_over_x(s):
    return mp.erf(mp.sqrt(s)) / mp.sqrt(s) if s > 0 else 2 / mp.sqrt(mp.pi)


def float_of(bits):
    return struct.unpack('<f', struct.pack('<I', bits))[0]


def fit(f, a, b, c, deg, nodes=60, grid=1500):
    """f's polynomial in x - c on [a, b] and its relative error."""
    xs = [mp.mpf(a) + (mp.mpf(b) - a) * (1 - mp.cos(mp.pi * (k + 0.5) / nodes)) / 2
          for k in range(nodes)]
    y = np.array([float(f(x)) for x in xs])
    u = np.array([float(x - c) for x in xs])
    A = np.vander(u, deg + 1, increasing=True) / y[:, None]
    co, *_ = np.linalg.lstsq(A, np.ones_like(y), rcond=None)
    err = mp.mpf(0)
    for k in range(grid):
        x = mp.mpf(a) + (mp.mpf(b) - a) * k / (grid - 1)
        p = mp.mpf(0)
        for cc in reversed(co):
            p = p * (x - c) + mp.mpf(float(cc))
        err = max(err, abs(p / f(x) - 1))
    return [float(v).hex() for v in co], float(mp.log(err, 2))


co, err = fit(erf_over_x, 0, 0.25, 0, 7, grid=400)
print('erf(x)/x, s in [0, 0.25]: 2^%.1f\n    %s' % (err, ', '.join(co)))
print('R(x):')
for i in range(35):
    top = (0x3f0 + i) << 20
    a, b, c = float_of(top), min(float_of(top + (1 << 20)), 10.055), float_of(top | (1 << 19))
    co, err = fit(R, a, b, c, 8)
    print('    /* [%g, %g) 2^%.1f */ %s,' % (a, b, err, ', '.join(co)))
