# Twin of tests/golden/ops_act10.cst (its tensors live on cuda:0).
# float16/bfloat16 cases compute as PyTorch's CUDA kernels do, which
# Debian's CPU torch 1.13 lacks for most of these: in float from the
# 16-bit values, the op's number parameters in float (elu, softplus,
# leaky_relu, rrelu: the kernels' opmath) or rounded to the input's dtype
# first (threshold and the shrinks: the kernels' scalar_t), the result
# rounded to the input's dtype.
import math
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

warnings.filterwarnings("ignore")

HALVES = (torch.float16, torch.bfloat16)


def attempt(fn):
    cuda_repr.attempt(fn)


def opmath(fn, x, *args, **kw):
    """fn(x, ...) as PyTorch's CUDA kernel computes it for x's dtype."""
    if x.dtype not in HALVES:
        return fn(x, *args, **kw)
    return fn(x.float(), *args, **kw).to(x.dtype)


def in_dtype(v, dt):
    """A number as PyTorch's kernels convert it to dtype dt (scalar_t)."""
    return torch.tensor(v, dtype=dt).item() if dt in HALVES else v


def elu(x, alpha=1.0, scale=1.0, input_scale=1.0):
    """PyTorch's CUDA elu kernel (1.13's CPU one, through Sleef's expm1,
    gives +0 for -0.0 and for tiny negative values)."""
    def kernel(v):
        return torch.where(v > 0, v * scale, torch.expm1(v * input_scale) * (alpha * scale))
    return opmath(kernel, x)


def celu(x, alpha=1.0):
    """PyTorch's celu: elu with input_scale 1 / alpha."""
    return elu(x, alpha, 1.0, 1.0 / alpha)


def softshrink(x, lambd=0.5):
    """PyTorch 2's softshrink, whose NaN stays NaN (1.13's CPU gives 0)."""
    return torch.where(x.isnan(), x, F.softshrink(x, lambd))


def scalar_t(fn, x, *numbers):
    """fn(x, numbers...), the numbers rounded to x's dtype first."""
    return opmath(fn, x, *[in_dtype(v, x.dtype) for v in numbers])


x = torch.tensor([-3.0, -1.0, -0.25, -0.0, 0.0, 0.125, 0.5, 2.0, 6.0])
specials = torch.tensor([math.nan, math.inf, -math.inf, -0.0, 0.0, -1e-30, 1e-30], dtype=torch.float64)
grid = torch.linspace(-2, 2, 16).reshape(4, 4)

# cr_softplus_params
show(F.softplus(x, beta=0.3, threshold=1.5))
show(F.softplus(x.double(), 2, 0.5), F.softplus(x))
show(F.softplus(specials, beta=0.3, threshold=1.5))

# cr_softplus_negative_beta
show(F.softplus(x, beta=-0.5, threshold=1.0))

# cr_elu_alpha
show(elu(x, alpha=0.7), elu(x.double(), 1.5))
show(elu(specials, alpha=0.7))

# cr_celu_alpha
show(celu(x, alpha=0.7), celu(x.double(), 1.5))
show(celu(specials, 0.7))

# cr_elu_inplace
y = x.clone()
r = y = elu(y, alpha=0.7)
show(r, y)
y = elu(x.double(), 0.3)
show(y)
y = celu(x, alpha=2.0)
show(y)
y = celu(x, 0.5)
show(y)

# cr_leaky_relu_slopes
show(F.leaky_relu(x, -0.2), F.leaky_relu(x, 0.3))
show(F.leaky_relu(specials, 0.01), F.leaky_relu(x.double(), negative_slope=1.7))

# cr_leaky_relu_inplace
y = x.clone()
F.leaky_relu_(y, -0.5)
show(y)
y = x.clone()
r = F.leaky_relu(y, 0.25, inplace=True)
show(r, y)

# cr_rrelu_eval
show(F.rrelu(x, 0.1, 0.3), F.rrelu(x.double(), lower=0.2, upper=0.2))
show(torch.rrelu(x, 0.1, 0.3), F.rrelu(specials))
y = x.clone()
F.rrelu_(y, 0.1, 0.3)
show(y)
y = x.clone()
F.rrelu(y, 0.25, 0.75, inplace=True)
show(y)

# cr_threshold_params
show(F.threshold(x, 0.1, 20.0), F.threshold(x.double(), -0.5, -7.0))
show(F.threshold(specials, 0.0, 5.0), F.threshold(x, 0.5, math.nan))

# cr_threshold_integers
i = torch.tensor([-3, -2, -1, 0, 1, 2, 3])
show(F.threshold(i, -1.5, 7.9), F.threshold(i, 1, -4))
show(F.threshold(i.to(torch.int8), 0, 100), F.threshold(i.to(torch.uint8), 2, 9))

# cr_threshold_inplace
y = x.clone()
F.threshold_(y, 0.5, -1.0)
show(y)
y = x.clone()
r = F.threshold(y, 0.0, 3.0, inplace=True)
show(r, y)
y = i.clone()
F.threshold_(y, 0, -9)
show(y)

# cr_hardshrink_lambd
show(F.hardshrink(x, 0.25), x.hardshrink(0.5), F.hardshrink(x, lambd=0.125))
show(F.hardshrink(specials, 0.25), F.hardshrink(x.double(), -1.0))

# cr_softshrink_lambd
show(softshrink(x, 0.25), softshrink(x, lambd=0.5))
show(softshrink(specials, 0.25), softshrink(x.double(), 0.0))

# cr_glu_dims
show(F.glu(grid), F.glu(grid, 0))
show(F.glu(torch.tensor([[math.nan, 1.0, -math.inf, 2.0], [0.5, math.inf, -0.0, -50.0]], dtype=torch.float64)))

# cr_glu_noncontiguous
g = torch.linspace(-3, 3, 24).reshape(4, 6)
show(F.glu(g.t()), F.glu(g[:, ::2], dim=0), F.glu(g.t(), dim=-2))

# cr_prelu_weights
xc = torch.linspace(-2, 2, 12).reshape(2, 3, 2)
show(F.prelu(xc, torch.tensor([0.25])), F.prelu(xc, torch.tensor([-0.5, 0.0, 2.0])))
show(F.prelu(x, torch.tensor([0.1])), F.prelu(specials, torch.tensor([0.5], dtype=torch.float64)))

# cr_prelu_noncontiguous
xt = torch.linspace(-3, 3, 12).reshape(3, 4).t()
show(F.prelu(xt, torch.tensor([0.1, -0.2, 0.3])), F.prelu(xt[::2], torch.tensor([0.5])))

# cr_noncontiguous_inputs
t = torch.linspace(-3, 3, 12).reshape(3, 4).t()
show(F.softplus(t, beta=0.3, threshold=1.5), elu(t[:, 1], alpha=0.7))
show(F.leaky_relu(t[::2], -0.2), F.threshold(t, 0.1, 20.0), softshrink(t, 0.25))
show(F.hardshrink(t[1:], 0.25), celu(t, 0.7), F.rrelu(t, 0.1, 0.3))

# cr_broadcast_inputs
b = torch.tensor([-1.0, 0.5, 3.0]).expand(2, 3)
show(elu(b, 0.7), F.softplus(b, 0.3, 1.5), F.leaky_relu(b, -0.2))
show(F.threshold(b, 0.1, 20.0), F.hardshrink(b, 0.75), softshrink(b, 0.75))

# cr_inplace_noncontiguous
m = torch.linspace(-2, 2, 12).reshape(3, 4)
m[:, 1] = elu(m[:, 1], 0.7)
F.leaky_relu_(m.t()[2], -0.2)
F.threshold_(m[2], 1.0, 9.0)
show(m)

# cr_float16_inputs
h = x.half()
show(opmath(F.softplus, h, beta=0.3, threshold=1.5), elu(h, alpha=0.7), celu(h, 0.7))
show(opmath(F.leaky_relu, h, -0.2), opmath(F.leaky_relu, h, 0.01), opmath(F.rrelu, h, 0.1, 0.3))
show(scalar_t(F.threshold, h, 0.1, 20.0), scalar_t(F.hardshrink, h, 0.1), scalar_t(softshrink, h, 0.1))
show(opmath(F.glu, grid.half()), F.prelu(xc.half().float(), torch.tensor([-0.5, 0.0, 2.0])).half())

# cr_bfloat16_inputs
bf = x.bfloat16()
show(opmath(F.softplus, bf, beta=0.3, threshold=1.5), elu(bf, alpha=0.7), celu(bf, 0.7))
show(opmath(F.leaky_relu, bf, -0.2), opmath(F.leaky_relu, bf, 0.01), opmath(F.rrelu, bf, 0.1, 0.3))
show(scalar_t(F.threshold, bf, 0.1, 20.0), scalar_t(F.hardshrink, bf, 0.1), scalar_t(softshrink, bf, 0.1))
show(opmath(F.glu, grid.bfloat16()), F.prelu(xc.bfloat16().float(), torch.tensor([0.25])).bfloat16())

# cr_half_specials
hs = specials.half()
show(opmath(F.softplus, hs, 0.3, 1.5), elu(hs, 0.7), opmath(F.leaky_relu, hs, -0.2))
show(scalar_t(F.threshold, hs, 0.0, 5.0), scalar_t(softshrink, hs, 0.25), scalar_t(F.hardshrink, hs, 0.25))

# cr_half_inplace
show(opmath(F.leaky_relu, x.half(), -0.2), elu(x.bfloat16(), 0.7))
show(scalar_t(F.threshold, x.bfloat16(), 0.5, -1.0), scalar_t(F.threshold, x.half(), 0.1, 20.0))

# cr_clamp_family
show(F.hardtanh(x, -0.5, 0.5), F.relu6(x * 2), F.hardtanh(specials, min_val=-0.25, max_val=0.75))
show(scalar_t(F.hardtanh, x.half(), -0.5, 0.5), F.tanhshrink(x), F.softsign(x))

# cr_errors
attempt(lambda: F.elu(torch.tensor([1, 2])))
attempt(lambda: F.softplus(torch.tensor([1, 2])))
attempt(lambda: F.leaky_relu(torch.tensor([1, 2]), 0.5))
attempt(lambda: F.elu(x, 'a'))
attempt(lambda: F.softplus(x, beta='a'))
attempt(lambda: F.leaky_relu(x, 'a'))
attempt(lambda: F.threshold(x, 'a', 1.0))
attempt(lambda: F.celu(x, alpha=0.0))
attempt(lambda: F.threshold(torch.tensor([True, False]), 0, 1))
attempt(lambda: F.threshold(torch.tensor([1, 2], dtype=torch.int8), 1000, 1))
attempt(lambda: F.softshrink(x, -0.5))
attempt(lambda: F.hardshrink(torch.tensor([1, 2]), 0.5))
attempt(lambda: F.glu(torch.tensor(1.0)))
attempt(lambda: F.glu(torch.zeros(3, 5)))
attempt(lambda: F.glu(torch.zeros(4, 2), dim=2))
attempt(lambda: F.prelu(xc, torch.tensor([0.1, 0.2])))
attempt(lambda: F.rrelu(x, 0.5, 0.1))
