# Twin of tests/golden/ops_math.cst (its tensors live on cuda:0).  PyTorch
# 1.13's CPU lacks float16 and bfloat16 for most of these functions, which
# CUDA has: computed here as CUDA does, in float32, rounded once.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402
from torch import (tensor, tan, atan, sinh, asinh, log10, reciprocal, isnan, isposinf, isfinite,  # noqa: E402
                   logical_not, exp2, signbit, fmod, remainder, atan2, hypot, logaddexp, logaddexp2,
                   copysign, fmax, fmin, maximum, logical_and, logical_xor, arcsin, arctan, arctan2,
                   arcsinh, arccosh, arctanh, subtract, multiply, divide, true_divide, negative, absolute,
                   fix, sgn, greater, less, less_equal, not_equal, float16, bfloat16, float64)

x = tensor([0.5, -0.25, 1.0, -1.0, 2.0, 0.0, -0.0, float('inf'), float('-inf'), float('nan')])
show(tan(x), x.asin(), torch.acos(x), atan(x))
show(sinh(x), x.cosh(), asinh(x), x.acosh(), torch.atanh(x))
show(log10(x), x.exp2(), reciprocal(x), x.frac())
show(isnan(x), x.isinf(), isposinf(x), x.isneginf(), isfinite(x), x.signbit(), logical_not(x))
d = tensor([0.1, 3.0, -7.5], dtype=float64)
show(tan(d), d.acos(), sinh(d), log10(d), exp2(d), d.frac(), d.signbit())
i = tensor([3, -7, 0, 1])
show(tan(i), asinh(i), log10(tensor([True, False])), exp2(i), reciprocal(i), isnan(i), isfinite(i), signbit(i), i.logical_not(), signbit(tensor([True])))
m = tensor([[3, -7], [0, 1]]).t()
show(i.isinf(), torch.isposinf(i), torch.isneginf(i), torch.isinf(tensor([True])), torch.isfinite(m), torch.isinf(m).stride(), m.isfinite().stride())
h = tensor([0.5, -1.5], dtype=float16)
hf = h.float()
show(tan(hf).half(), hf.atan().half(), exp2(h), tensor([0.5, 3.0], dtype=bfloat16).float().acosh().bfloat16(), h.signbit(), h.reciprocal())
a = tensor([7.5, -7.5, 7.5, -7.5, 0.0, float('inf'), 1.0])
b = tensor([2.0, 2.0, -2.0, -2.0, -1.0, 1.0, 0.0])
show(fmod(a, b), torch.fmod(i, 2), fmod(i, -2), i.fmod(2.5), remainder(a, b))
show(atan2(a, b), atan2(i, i.flip(0)), hypot(a, b), logaddexp(a, b), logaddexp2(a, b))
show(copysign(a, b), copysign(i, -0.0), copysign(tensor([1.0, 2.0]), tensor([-0.0, 0.0])))
n = tensor([1.0, float('nan'), float('nan'), -0.0])
m = tensor([float('nan'), 2.0, float('nan'), 0.0])
show(fmax(n, m), fmin(n, m), maximum(n, m), fmax(i, i.flip(0)), fmin(tensor([True, False]), tensor([True, True])))
show(logical_and(i, tensor([1.0, 0.0, 2.0, float('nan')])), i.logical_or(tensor(False)), logical_xor(i, i.flip(0)), logical_and(tensor([1], dtype=float16), tensor([True])))
inf = tensor([float('inf'), float('-inf'), float('inf')])
show(logaddexp(inf, inf), logaddexp2(inf, -inf), hypot(inf, tensor(float('nan'))), atan2(inf, inf))
y = tensor([0.5, 1.0])
y.atan_()
z = tensor([2.0, 0.0])
z.logical_not_()
w = tensor([1, 2])
w.logical_and_(tensor([0, 5]))
v = tensor([5.5, -5.5])
v.fmod_(2)
show(y, z, w, v)
show(arcsin(y), y.arccos(), arctan(y), arctan2(y, y), arcsinh(y), arccosh(tensor([1.0, 2.0])), arctanh(y))
show(subtract(i, 1, alpha=2), i.subtract(1), multiply(i, 2), i.divide(2), divide(i, 2, rounding_mode='floor'), true_divide(i, 4))
show(negative(i), absolute(i), fix(tensor([-1.5, 1.5])), sgn(i), sgn(tensor([-2.0, 0.0, 3.0])))
show(greater(i, 0), i.greater_equal(0), less(i, 0), less_equal(i, 0), not_equal(i, 0))
fail("ops_math", 39, "print(hypot(y, 2.0))", 7, 7, 20, lambda: hypot(y, 2.0))
