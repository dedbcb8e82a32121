#!/usr/bin/python3
# fit_floatfn.py: the polynomials of kernels/floatfn.h, printed as the
# header writes them.  Each is a near-minimax fit: least squares on
# Chebyshev nodes against mpmath's values, reweighted (Lawson) toward the
# largest errors; the coefficients round to float one at a time from the
# lowest, the rest refitted after each rounding, so that later ones
# absorb earlier roundings.  Beside each, the fit's largest error (relative,
# absolute for erf's q, of lgamma(a) for lgamma's Stirling rest) over the
# nodes.
import struct

import mpmath as mp
import numpy as np

mp.mp.dps = 30


def f32(v):
    return struct.unpack('<f', struct.pack('<f', v))[0]


def c_float(c):
    mant, exp = float(c).hex().split('p')
    return mant.rstrip('0').rstrip('.') + 'p' + exp + 'f'


def fit(name, target, basis, a, b, n, fixed=(), rel=True, nodes=4000, scale_of=None):
    """scale_of(x), where given, is the error's scale in place of rel's."""
    xs = [a + (b - a) * (1 - mp.cos(mp.pi * (k + 0.5) / nodes)) / 2 for k in range(nodes)]
    ys = np.array([float(target(x)) for x in xs])
    B = np.array([[float(t) for t in basis(x, n)] for x in xs])
    if scale_of:
        scale = np.array([float(scale_of(x)) for x in xs])
    else:
        scale = np.abs(ys) if rel else np.ones_like(ys)
    co = list(fixed)
    for j in range(len(co), n):
        rest = ys - B[:, :j] @ np.array(co) if co else ys
        w = np.ones_like(ys)
        for _ in range(30):
            A = B[:, j:] * (w / scale)[:, None]
            c, *_ = np.linalg.lstsq(A, rest * w / scale, rcond=None)
            e = np.abs(B[:, j:] @ c - rest) / scale
            w = w * (e / e.max() + 1e-3) ** 0.5
            w /= w.max()
        co.append(f32(c[0]))
    err = np.abs(B @ np.array(co) - ys) / scale
    print(f"{name}: error 2^{np.log2(err.max()):.1f}")
    print("    " + ", ".join(c_float(c) for c in co[len(fixed):]))


def powers(n):
    return lambda x, m: [x ** k for k in range(m)]


def odd(x, m):
    """x, x z, x z^2, ... (z = x^2): asin, atanh, asinh as x + x z p(z)."""
    return [x] + [x ** (2 * k + 3) for k in range(m - 1)]


fit("ff_exp: e^r = 1 + r + r^2 q(r)", mp.exp, powers(7), -0.3466, 0.3466, 7, fixed=(1.0, 1.0))
fit("ff_exp2_neg: 2^r", lambda r: mp.power(2, r), powers(7), -0.5, 0.5, 7)
fit("ff_log_parts: log1p(f) = f + f^2 (-1/2 + f q(f))",
    lambda f: mp.log1p(f), lambda f, m: [f, -f * f / 2] + [f ** (k + 3) for k in range(m - 2)],
    -0.3334, 0.3334, 11, fixed=(1.0, 1.0))
fit("ff_erf_small: erf(x) = x + x p(x^2)", mp.erf,
    lambda x, m: [x] + [x ** (2 * k + 1) for k in range(m - 1)], 1e-4, 0.921875, 8, fixed=(1.0,))
fit("ff_erf: q(a) near log(erfc(a))", lambda a: mp.log(mp.erfc(a)), powers(10), 0.921875, 3.93, 10,
    rel=False)
fit("ff_erfc: g(t) = a erfc(a) e^(a^2), t = (a - 3/2) / (a + 3/2)",
    lambda t: (lambda a: a * mp.erfc(a) * mp.exp(a * a))(1.5 * (1 + t) / (1 - t)), powers(11),
    (0.5 - 1.5) / (0.5 + 1.5), (10.1 - 1.5) / (10.1 + 1.5), 11)
fit("ff_asin_tail: asin(s) = s + s z p(z)", mp.asin, odd, 1e-4, 0.5, 6, fixed=(1.0,))
fit("ff_atanh: atanh(s) = s + s z p(z)", mp.atanh, odd, 1e-4, 0.5, 8, fixed=(1.0,))
fit("ff_asinh: asinh(s) = s + s z p(z)", mp.asinh, odd, 1e-4, 0.5, 8, fixed=(1.0,))
fit("ff_atan2: atan(t) = t + t z p(z)", mp.atan, odd, 1e-4, 1.0, 10, fixed=(1.0,))


def lgamma_x0():
    """The float within 2^-9 of Gamma's minimum whose lgamma is nearest a
    float, and that lgamma: ff_lgamma_mid's middle polynomial is about it."""
    tc = mp.findroot(mp.digamma, 1.46)
    x0 = min((f32(float(tc) + k * 2.0 ** -23) for k in range(-16384, 16385)),
             key=lambda x: abs(mp.loggamma(x) - f32(float(mp.loggamma(x)))))
    return x0, f32(float(mp.loggamma(x0)))


def lgamma_lin(t, m):
    """t, t, t^2, ...: t H + t q(t)."""
    return [t] + [t ** (k + 1) for k in range(m - 1)]


# ff_lgamma_mid's three polynomials (their ends a 2^-10 margin wider), H
# and Y0 fixed; ff_lgamma_stirling_rest, its error measured of lgamma(a)
# (its constant log(2 pi) / 2 - 1/2 fixed, rounded: the fit absorbs that
# where lgamma(a) is small); ff_sinpi_abs.
x0, y0 = lgamma_x0()
margin = 2.0 ** -10
print(f"ff_lgamma: X0 {c_float(x0)}, Y0 {c_float(y0)}")
fit("ff_lgamma_mid: lgamma(1 + t) = t (H + q(t)), H = -gamma",
    lambda t: mp.loggamma(1 + t), lgamma_lin, -0.25 - margin, 0.25 + margin, 10,
    fixed=(f32(-mp.euler),))
fit("ff_lgamma_mid: lgamma(X0 + t) = Y0 + t q(t)",
    lambda t: mp.loggamma(x0 + t), lambda t, m: [mp.mpf(1)] + [t ** (k + 1) for k in range(m - 1)],
    1.25 - x0 - margin, 1.75 - x0 + margin, 10, fixed=(y0,))
fit("ff_lgamma_mid: lgamma(2 + t) = t (H + q(t)), H = 1 - gamma",
    lambda t: mp.loggamma(2 + t), lgamma_lin, -0.25 - margin, 1 + margin, 10,
    fixed=(f32(1 - mp.euler),))
fit("ff_lgamma_stirling_rest: lgamma(a) - (a - 1/2)(log a - 1) = C + s p(s^2)",
    lambda s: mp.loggamma(1 / s) - (1 / s - 0.5) * (mp.log(1 / s) - 1),
    lambda s, m: [mp.mpf(1)] + [s ** (2 * k + 1) for k in range(m - 1)], 1e-6, 1 / 3, 4,
    fixed=(f32(mp.log(2 * mp.pi) / 2 - 0.5),), scale_of=lambda s: mp.loggamma(1 / s))
fit("ff_sinpi_abs: sin(pi r) / pi = r + r z p(z)", lambda r: mp.sin(mp.pi * r) / mp.pi, odd,
    1e-6, 0.5, 5, fixed=(1.0,))
