# Twin of tests/golden/py_math.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import math
import torch

print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.sqrt(2), math.sqrt(16), math.exp(1), math.expm1(1e-10), math.log(math.e), math.log(8, 2), math.log10(1000))
print(math.log2(1024), math.log1p(1e-10), math.pow(2, 0.5), math.pow(2, 10), math.hypot(3, 4), math.atan2(1, 1))
print(math.sin(math.pi / 2), math.cos(0), math.tan(0.5), math.asin(1), math.acos(0), math.atan(1))
print(math.sinh(1), math.cosh(1), math.tanh(0.5), math.asinh(1), math.acosh(2), math.atanh(0.5))
print(math.floor(2.7), math.floor(-2.5), math.ceil(2.1), math.ceil(-2.1), math.trunc(-3.9), math.floor(7))
print(math.fabs(-3), math.fmod(7, 3), math.fmod(-7, 3), math.remainder(7, 3), math.copysign(2, -0.0), math.modf(3.25))
print(math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.isclose(0.1 + 0.2, 0.3))
print(math.isclose(1, 1.1), math.isclose(1, 1.05, rel_tol=0.1), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.factorial(10), math.gcd(12, 18), math.gcd(0, 5), math.lcm(4, 6), math.comb(10, 3), math.perm(5, 2), math.perm(4))
print(math.isqrt(17), math.prod([1, 2, 3, 4]), math.prod(range(1, 6), start=2), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.degrees(math.pi), math.radians(180), math.erf(0.5), math.erfc(0.5), math.gamma(5))
print(math.frexp(8.0), math.ldexp(0.5, 4), math.dist([0, 0], [3, 4]), math.cbrt(27), math.exp2(10), math.ulp(1.0))
print(math.nextafter(1.0, 2.0), math.sqrt(torch.tensor(9.0)), math.floor(torch.tensor(2.5)), math.isclose(math.sin(math.pi), 0, abs_tol=1e-12))
bads = [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.acos(2), lambda: math.factorial(-1),
        lambda: math.exp(1000), lambda: math.floor(math.inf), lambda: math.floor(math.nan), lambda: math.sqrt('x')]
for bad in bads:
    try:
        bad()
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
from math import pi, sqrt as root
print(pi, root(49))
