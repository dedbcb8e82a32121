# Twin of tests/golden/corpus_math8.cst (its tensors live on cuda:0).
import math
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


# sinc_basic
x = torch.tensor([0.0, 0.5, 1.0, -1.5, 2.25])
show(torch.sinc(x))

# sinc_int_promotes
x = torch.tensor([0, 1, 2, -3])
r = torch.sinc(x)
show(r, r.dtype)

# sinc_method_inplace
x = torch.tensor([0.25, 0.0, -0.75])
show(x.sinc())
x.sinc_()
show(x)

# sinc_special_values
x = torch.tensor([float('nan'), float('inf'), -float('inf'), -0.0, 1e-20])
show(torch.sinc(x))

# sinc_float64
x = torch.tensor([0.1, 0.3333, 3.5], dtype=torch.float64)
show(torch.special.sinc(x))

# sinc_half
x = torch.tensor([0.0, 0.5, 1.5], dtype=torch.float16)
show(torch.sinc(x.float()).half())  # 1.13's CPU has no Half sinc; CUDA's computes in float

# rad2deg_basic
x = torch.tensor([0.0, math.pi / 2, -math.pi, 1.0])
show(torch.rad2deg(x))

# rad2deg_int
x = torch.tensor([1, 2, -3])
r = torch.rad2deg(x)
show(r, r.dtype)

# deg2rad_basic
x = torch.tensor([180.0, 90.0, -45.0, 360.0])
show(torch.deg2rad(x), x.deg2rad())

# deg2rad_inplace
x = torch.tensor([30.0, 60.0], dtype=torch.float64)
x.deg2rad_()
show(x)

# rad2deg_inplace_int_error
x = torch.tensor([1, 2])
attempt(lambda: x.rad2deg_())

# deg2rad_bool
show(torch.deg2rad(torch.tensor([True, False])))

# lgamma_basic
x = torch.tensor([0.5, 1.0, 2.0, 3.5, 10.0])
show(torch.lgamma(x))

# lgamma_negative_and_poles
x = torch.tensor([-0.5, -1.0, 0.0, -2.5, -0.0])
show(torch.lgamma(x))

# lgamma_int
x = torch.tensor([1, 2, 5, 20])
r = torch.lgamma(x)
show(r, r.dtype)

# lgamma_method_inplace
x = torch.tensor([4.0, 0.25])
show(x.lgamma())
x.lgamma_()
show(x)

# lgamma_float64_large
x = torch.tensor([100.0, 1e5, 1e-5], dtype=torch.float64)
show(torch.lgamma(x))

# lgamma_inf_nan
show(torch.lgamma(torch.tensor([float('inf'), -float('inf'), float('nan')])))

# gammaln_alias
show(torch.special.gammaln(torch.tensor([3.0, 7.0])))

# lgamma_factorial
n = torch.arange(1, 8, dtype=torch.float64)
show(torch.lgamma(n + 1).exp())

# digamma_basic
x = torch.tensor([1.0, 2.0, 0.5, 10.0, 3.25])
show(torch.digamma(x))

# digamma_zero_and_negative
x = torch.tensor([0.0, -0.0, -1.0, -0.5, -2.5])
show(torch.digamma(x))

# digamma_int
r = torch.digamma(torch.tensor([1, 2, 3]))
show(r, r.dtype)

# digamma_method_inplace
x = torch.tensor([5.0, 0.1], dtype=torch.float64)
show(x.digamma())
x.digamma_()
show(x)

# psi_alias
show(torch.special.psi(torch.tensor([1.0, 4.0])), torch.special.digamma(torch.tensor([0.75])))

# digamma_inf_nan
show(torch.digamma(torch.tensor([float('inf'), float('nan'), 1e-8])))

# digamma_large
show(torch.digamma(torch.tensor([100.0, 1e6], dtype=torch.float64)))

# polygamma_zero_is_digamma
x = torch.tensor([1.0, 2.5])
show(torch.polygamma(0, x), torch.digamma(x))

# polygamma_trigamma
x = torch.tensor([1.0, 0.5, 2.0, 10.0])
show(torch.polygamma(1, x))

# polygamma_higher
x = torch.tensor([1.0, 2.0, 3.5])
show(torch.polygamma(2, x))
show(torch.polygamma(3, x))

# polygamma_method
x = torch.tensor([1.5, 4.0], dtype=torch.float64)
show(x.polygamma(1))

# polygamma_inplace
x = torch.tensor([1.0, 2.0])
x.polygamma_(2)
show(x)

# polygamma_int_input
r = torch.polygamma(1, torch.tensor([1, 2, 3]))
show(r, r.dtype)

# polygamma_negative_n
attempt(lambda: torch.polygamma(-1, torch.tensor([1.0])))

# polygamma_special
show(torch.special.polygamma(1, torch.tensor([0.25, 5.0])))

# mvlgamma_basic
x = torch.tensor([2.5, 3.0, 4.75])
show(torch.mvlgamma(x, p=2))
show(torch.mvlgamma(x, 3))

# mvlgamma_p1_is_lgamma
x = torch.tensor([1.5, 2.5])
show(torch.mvlgamma(x, 1), torch.lgamma(x))

# mvlgamma_method
x = torch.tensor([[3.0, 4.0], [5.0, 6.0]], dtype=torch.float64)
show(x.mvlgamma(2))

# mvlgamma_domain_error
attempt(lambda: torch.mvlgamma(torch.tensor([0.4, 2.0]), 2))

# mvlgamma_multigammaln
show(torch.special.multigammaln(torch.tensor([2.0, 3.0]), 2))

# mvlgamma_inplace
x = torch.tensor([3.0, 3.5])
x.mvlgamma_(2)
show(x)

# gcd_basic
a = torch.tensor([12, 18, 0, -8, 7])
b = torch.tensor([8, 27, 5, 12, 0])
show(torch.gcd(a, b))

# gcd_broadcast_method
a = torch.tensor([[4, 6], [9, 15]])
show(a.gcd(torch.tensor([6, 10])))

# gcd_inplace
a = torch.tensor([10, 21, 14])
a.gcd_(torch.tensor([4, 14, 0]))
show(a)

# gcd_float_error
attempt(lambda: torch.gcd(torch.tensor([1.0]), torch.tensor([2.0])))

# gcd_dtypes
a = torch.tensor([12, 30], dtype=torch.int16)
b = torch.tensor([18, 45], dtype=torch.int16)
show(torch.gcd(a, b))
show(torch.gcd(a, torch.tensor([4, 5], dtype=torch.uint8)))

# gcd_bool_error
attempt(lambda: torch.gcd(torch.tensor([True]), torch.tensor([False])))

# lcm_basic
a = torch.tensor([4, 6, 0, -3, 21])
b = torch.tensor([6, 4, 5, 4, 6])
show(torch.lcm(a, b))

# lcm_method_inplace
a = torch.tensor([2, 3, 5])
show(a.lcm(torch.tensor([3, 3, 10])))
a.lcm_(torch.tensor([4, 9, 25]))
show(a)

# lcm_float_error
attempt(lambda: torch.lcm(torch.tensor([2.0]), torch.tensor([3])))

# lcm_int8
a = torch.tensor([12, 7], dtype=torch.int8)
show(torch.lcm(a, torch.tensor([8, 3], dtype=torch.int8)))

# gcd_scalar_tensor
a = torch.tensor([12, 18, 24])
show(torch.gcd(a, torch.tensor(8)))

# nextafter_basic
a = torch.tensor([1.0, 0.0, -1.0], dtype=torch.float64)
b = torch.tensor([2.0, 1.0, 0.0], dtype=torch.float64)
d = torch.nextafter(a, b) - a
show(d)

# nextafter_float32
a = torch.tensor([1.0, 0.0])
r = torch.nextafter(a, torch.tensor([2.0, -1.0]))
show(r == a, (r - a).abs() > 0)
show(r.tolist())

# nextafter_equal_and_nan
a = torch.tensor([1.0, float('nan'), 2.0])
b = torch.tensor([1.0, 0.0, float('nan')])
show(torch.nextafter(a, b))

# nextafter_method_inplace
a = torch.tensor([1.0], dtype=torch.float64)
show(a.nextafter(torch.tensor([0.0], dtype=torch.float64)).item())
a.nextafter_(torch.tensor([2.0], dtype=torch.float64))
show(a.item())

# nextafter_int_error
attempt(lambda: torch.nextafter(torch.tensor([1, 2]), torch.tensor([3, 4])))

# nextafter_eps
one = torch.tensor(1.0)
show((torch.nextafter(one, torch.tensor(2.0)) - one).item() == torch.finfo(torch.float32).eps)

# i0_basic
x = torch.tensor([0.0, 0.5, 1.0, -2.0, 5.0])
show(torch.i0(x))

# i0_int
r = torch.i0(torch.tensor([0, 1, 3]))
show(r, r.dtype)

# i0_method_inplace
x = torch.tensor([1.5, 10.0], dtype=torch.float64)
show(x.i0())
x.i0_()
show(x)

# i0_special
show(torch.special.i0(torch.tensor([2.0, float('inf'), float('nan')])))

# i0e_i1_i1e
x = torch.tensor([0.0, 1.0, -2.5, 10.0])
show(torch.special.i0e(x))
show(torch.special.i1(x))
show(torch.special.i1e(x))

# xlogy_basic
x = torch.tensor([0.0, 1.0, 2.0, 0.0])
y = torch.tensor([0.0, 2.0, 0.5, float('nan')])
show(torch.xlogy(x, y))

# xlogy_scalar_forms
x = torch.tensor([1.0, 2.0, 3.0])
show(torch.xlogy(x, 2.0), torch.xlogy(2, x))

# xlogy_int_promote
r = torch.xlogy(torch.tensor([1, 2]), torch.tensor([3, 4]))
show(r, r.dtype)

# xlogy_method_inplace
x = torch.tensor([1.0, 0.0, 2.0])
show(x.xlogy(torch.tensor([4.0, 0.0, 1.0])))
x.xlogy_(torch.tensor([4.0, 0.0, 1.0]))
show(x)

# xlogy_special
show(torch.special.xlogy(torch.tensor([0.0, 3.0]), torch.tensor([5.0, 3.0])))

# xlog1py_basic
x = torch.tensor([0.0, 1.0, 2.0, 0.0])
y = torch.tensor([-1.0, 1.0, -0.5, float('nan')])
show(torch.special.xlog1py(x, y))

# xlog1py_scalar
show(torch.special.xlog1py(torch.tensor([1.0, 2.0]), 1.0))
show(torch.special.xlog1py(2.0, torch.tensor([0.0, 3.0])))

# xlog1py_float64
show(torch.special.xlog1py(torch.tensor([1e-3, 2.0], dtype=torch.float64), torch.tensor([1e-10, 1.0], dtype=torch.float64)))

# ndtr_basic
x = torch.tensor([0.0, 1.0, -1.0, 1.96, -3.0])
show(torch.special.ndtr(x))

# ndtr_int_and_inf
show(torch.special.ndtr(torch.tensor([0, 2])), torch.special.ndtr(torch.tensor([float('inf'), -float('inf')])))

# ndtri_basic
p = torch.tensor([0.5, 0.975, 0.025, 0.1, 0.999])
show(torch.special.ndtri(p))

# ndtri_edges
p = torch.tensor([0.0, 1.0, -0.5, 1.5, float('nan')])
show(torch.special.ndtri(p))

# ndtri_roundtrip
p = torch.tensor([0.2, 0.6, 0.9], dtype=torch.float64)
show(torch.special.ndtr(torch.special.ndtri(p)))

# ndtri_tiny
show(torch.special.ndtri(torch.tensor([1e-10, 1e-300], dtype=torch.float64)))

# log_ndtr_basic
x = torch.tensor([0.0, 1.0, -1.0, -10.0, 5.0])
show(torch.special.log_ndtr(x))

# log_ndtr_float64_tail
show(torch.special.log_ndtr(torch.tensor([-20.0, -40.0, 10.0], dtype=torch.float64)))

# erfcx_basic
x = torch.tensor([0.0, 1.0, -1.0, 5.0, 30.0])
show(torch.special.erfcx(x))

# erfcx_float64_large
show(torch.special.erfcx(torch.tensor([100.0, 1e5, -3.0, 0.25], dtype=torch.float64)))

# erfcx_inf_nan
show(torch.special.erfcx(torch.tensor([float('inf'), -float('inf'), float('nan')])))

# expit_logit_roundtrip
x = torch.tensor([-2.0, 0.0, 3.0])
show(torch.special.logit(torch.special.expit(x)))

# logit_eps
p = torch.tensor([0.0, 0.25, 1.0])
show(torch.logit(p), torch.logit(p, eps=1e-6))

# logit_inplace
p = torch.tensor([0.1, 0.5, 0.9])
p.logit_()
show(p)

# logit_int_input
show(torch.logit(torch.tensor([0, 1])))

# special_round_decimals
x = torch.tensor([1.2345, -2.5, 3.14159])
show(torch.special.round(x, decimals=2))

# special_exp2_expm1_log1p
x = torch.tensor([0.0, 1.0, -1.0, 1e-6])
show(torch.special.exp2(x), torch.special.expm1(x), torch.special.log1p(x))

# special_logsumexp
x = torch.tensor([[1.0, 2.0, 3.0], [-1.0, 0.0, 100.0]])
show(torch.special.logsumexp(x, 1), torch.special.logsumexp(x, dim=0, keepdim=True))

# special_softmax
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(torch.special.softmax(x, 0), torch.special.log_softmax(x, dim=1))

# special_softmax_dtype
x = torch.tensor([1, 2, 3])
show(torch.special.softmax(x, 0, dtype=torch.float64))

# special_entr
show(torch.special.entr(torch.tensor([0.0, 0.5, 1.0, -1.0])))

# special_erf_family
x = torch.tensor([0.0, 0.5, -1.0])
show(torch.special.erf(x), torch.special.erfc(x), torch.special.erfinv(torch.tensor([0.0, 0.5, -0.9])))

# sin_cos_tan_float
x = torch.tensor([0.0, 0.5, -1.0, 3.0, 100.0])
show(torch.sin(x), torch.cos(x), torch.tan(x))

# trig_int_input
x = torch.tensor([0, 1, 2])
show(torch.sin(x), torch.cos(x).dtype)

# trig_special_values
x = torch.tensor([float('inf'), -float('inf'), float('nan'), -0.0])
show(torch.sin(x), torch.cos(x), torch.tan(x))

# trig_float16
x = torch.tensor([0.5, 1.0, 2.0], dtype=torch.float16)
show(*(f(x.float()).half() for f in (torch.sin, torch.cos, torch.tan)))

# trig_bfloat16
x = torch.tensor([0.5, 1.0, 2.0], dtype=torch.bfloat16)
show(x.sin(), x.cos(), x.tan())

# inverse_trig
x = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0, 1.5])
show(torch.asin(x), torch.acos(x))
show(torch.atan(x))

# inverse_trig_aliases
x = torch.tensor([0.25, -0.75])
show(torch.arcsin(x), torch.arccos(x), torch.arctan(x))

# hyperbolic
x = torch.tensor([0.0, 1.0, -2.0, 20.0])
show(torch.sinh(x), torch.cosh(x), torch.tanh(x))

# hyperbolic_overflow
x = torch.tensor([100.0, -100.0])
show(torch.sinh(x), torch.cosh(x), torch.tanh(x))

# inverse_hyperbolic
show(torch.asinh(torch.tensor([0.0, 1.0, -3.0])), torch.acosh(torch.tensor([1.0, 2.0, 0.5])))
show(torch.atanh(torch.tensor([0.0, 0.5, 1.0, -1.0, 2.0])))

# inverse_hyperbolic_aliases_inplace
x = torch.tensor([0.5, 0.25])
x.arctanh_()
show(x)
y = torch.tensor([2.0, 3.0])
y.arccosh_()
show(y)

# hyperbolic_float64
x = torch.tensor([0.1, 1.5], dtype=torch.float64)
show(x.sinh(), x.cosh(), x.tanh(), x.asinh())

# exp_family
x = torch.tensor([0.0, 1.0, -1.0, 88.0, 89.0, -104.0])
show(torch.exp(x))
show(torch.exp2(x), torch.expm1(torch.tensor([1e-8, 1.0])))

# exp_float16_overflow
x = torch.tensor([10.0, 11.0, 12.0], dtype=torch.float16)
show(x.float().exp().half())

# exp_int_bool
show(torch.exp(torch.tensor([0, 1, 2])), torch.exp(torch.tensor([True, False])))

# exp_inplace_int_error
x = torch.tensor([1, 2])
attempt(lambda: x.exp_())

# log_family
x = torch.tensor([0.0, 1.0, 2.0, -1.0, float('inf')])
show(torch.log(x), torch.log2(x), torch.log10(x))

# log1p_small
x = torch.tensor([1e-10, -0.5, -1.0, -2.0])
show(torch.log1p(x), torch.log(1 + x))

# log_negative_zero
show(torch.log(torch.tensor([-0.0])), torch.log2(torch.tensor([0.0])))

# log_float64
x = torch.tensor([1e-300, 1e300, 2.718281828459045], dtype=torch.float64)
show(torch.log(x))

# log_bfloat16
x = torch.tensor([1.0, 3.0, 100.0], dtype=torch.bfloat16)
show(x.log(), x.log2())

# sqrt_rsqrt
x = torch.tensor([4.0, 2.0, 0.0, -1.0, float('inf')])
show(torch.sqrt(x), torch.rsqrt(x))

# sqrt_int
r = torch.sqrt(torch.tensor([4, 9, 2]))
show(r, r.dtype)

# square_int
show(torch.square(torch.tensor([3, -4])), torch.square(torch.tensor([1.5])))

# erf_erfc
x = torch.tensor([0.0, 0.5, 1.0, -2.0, 4.0, float('inf')])
show(torch.erf(x))
show(torch.erfc(x))

# erfc_tail_float64
show(torch.erfc(torch.tensor([5.0, 10.0, 26.0], dtype=torch.float64)))

# erfinv_edges
x = torch.tensor([-1.0, 0.0, 0.5, 0.999, 1.0, 1.5])
show(torch.erfinv(x))

# erfinv_method_inplace
x = torch.tensor([0.1, -0.3], dtype=torch.float64)
show(x.erfinv())
x.erfinv_()
show(x)

# erfinv_int
show(torch.erfinv(torch.tensor([0, 1])))

# sigmoid_values
x = torch.tensor([-100.0, -1.0, 0.0, 1.0, 100.0])
show(torch.sigmoid(x))

# sigmoid_int_half
show(torch.sigmoid(torch.tensor([0, 2])), torch.sigmoid(torch.tensor([1.0, -3.0])).half())

# sigmoid_inplace
x = torch.tensor([0.5, -0.5], dtype=torch.float64)
x.sigmoid_()
show(x)

# expit_alias
show(torch.special.expit(torch.tensor([0.0, 2.0])))

# round_decimals
x = torch.tensor([1.2345, 2.5, -0.5, 1234.5678])
show(torch.round(x, decimals=2), torch.round(x, decimals=-2))

# round_half_even
x = torch.tensor([0.5, 1.5, 2.5, -1.5, -2.5])
show(torch.round(x), x.round())

# round_int
x = torch.tensor([1, 2, 3])
show(torch.round(x), torch.round(x).dtype)

# round_inplace_decimals
x = torch.tensor([3.14159, 2.71828])
x.round_(decimals=3)
show(x)

# round_float16
x = torch.tensor([1.25, 2.75, 0.125], dtype=torch.float16)
show(x.float().round(decimals=1).half())

# floor_ceil_trunc
x = torch.tensor([-1.5, -0.5, 0.5, 1.5, -0.0])
show(torch.floor(x), torch.ceil(x), torch.trunc(x))

# floor_int_unchanged
x = torch.tensor([1, -2, 3])
show(torch.floor(x), torch.ceil(x).dtype)

# floor_bool_error
attempt(lambda: torch.floor(torch.tensor([True])))

# frac_values
x = torch.tensor([1.25, -1.25, 3.0, float('inf'), float('nan')])
show(torch.frac(x))

# frac_int_error
attempt(lambda: torch.frac(torch.tensor([1, 2])))

# fix_alias
show(torch.fix(torch.tensor([-2.7, 2.7])))

# sign_sgn
x = torch.tensor([-3.0, 0.0, -0.0, 2.0, float('nan')])
show(torch.sign(x), torch.sgn(x))

# sign_int_bool
show(torch.sign(torch.tensor([-5, 0, 7])), torch.sign(torch.tensor([True, False])))

# signbit_values
x = torch.tensor([-1.0, 0.0, -0.0, float('nan'), -float('inf')])
show(torch.signbit(x))

# signbit_int
show(torch.signbit(torch.tensor([-1, 0, 1])), torch.signbit(torch.tensor([3], dtype=torch.uint8)))

# copysign_basic
a = torch.tensor([1.0, -2.0, 3.0, 0.0])
b = torch.tensor([-1.0, 1.0, -0.0, -5.0])
show(torch.copysign(a, b))

# copysign_scalar_int
show(torch.copysign(torch.tensor([1, 2]), -1), torch.copysign(torch.tensor([1, -2]), 0.0))

# copysign_inplace
a = torch.tensor([1.0, 2.0])
a.copysign_(torch.tensor([-1.0, -1.0]))
show(a)

# hypot_basic
a = torch.tensor([3.0, 5.0, 0.0, float('inf')])
b = torch.tensor([4.0, 12.0, 0.0, float('nan')])
show(torch.hypot(a, b))

# hypot_int_error
attempt(lambda: torch.hypot(torch.tensor([3]), torch.tensor([4])))

# hypot_inplace
a = torch.tensor([6.0, 1.0], dtype=torch.float64)
a.hypot_(torch.tensor([8.0, 1.0], dtype=torch.float64))
show(a)

# logaddexp_basic
a = torch.tensor([0.0, 1.0, -float('inf'), float('inf'), 1000.0])
b = torch.tensor([0.0, 2.0, -float('inf'), float('inf'), 1000.0])
show(torch.logaddexp(a, b))

# logaddexp2_basic
a = torch.tensor([0.0, 1.0, 10.0])
b = torch.tensor([0.0, 1.0, -10.0])
show(torch.logaddexp2(a, b))

# logaddexp_int_error
attempt(lambda: torch.logaddexp(torch.tensor([1]), torch.tensor([2])))

# logaddexp_method
a = torch.tensor([1.0, 2.0], dtype=torch.float64)
show(a.logaddexp(torch.tensor([3.0, 4.0], dtype=torch.float64)))

# atan2_quadrants
y = torch.tensor([1.0, 1.0, -1.0, -1.0, 0.0, -0.0])
x = torch.tensor([1.0, -1.0, -1.0, 1.0, -1.0, -1.0])
show(torch.atan2(y, x))

# atan2_int_promotes
r = torch.atan2(torch.tensor([1, 0]), torch.tensor([0, 1]))
show(r, r.dtype)

# arctan2_alias_inplace
y = torch.tensor([1.0, 2.0])
y.arctan2_(torch.tensor([1.0, 0.0]))
show(y)

# fmod_remainder_signs
a = torch.tensor([5.0, -5.0, 5.0, -5.0])
b = torch.tensor([3.0, 3.0, -3.0, -3.0])
show(torch.fmod(a, b), torch.remainder(a, b))

# fmod_int
a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
show(torch.fmod(a, b), torch.remainder(a, b))

# fmod_zero
show(torch.fmod(torch.tensor([1.0, -1.0]), 0.0), torch.remainder(torch.tensor([1.0]), 0.0))

# remainder_scalar_first
show(torch.remainder(5, torch.tensor([3, -3])))

# remainder_int_zero_error
attempt(lambda: torch.remainder(torch.tensor([1, 2]), 0))

# fmod_inf
show(torch.fmod(torch.tensor([float('inf'), 3.0]), torch.tensor([2.0, float('inf')])))

# clamp_tensor_bounds
x = torch.tensor([-2.0, 0.5, 3.0, 10.0])
lo = torch.tensor([-1.0, 1.0, 1.0, 1.0])
hi = torch.tensor([0.0, 2.0, 5.0, 8.0])
show(torch.clamp(x, lo, hi))

# clamp_tensor_min_only
x = torch.tensor([[1, 5], [7, 2]])
show(x.clamp(min=torch.tensor([3, 4])))

# clamp_tensor_max_broadcast
x = torch.arange(6.0).reshape(2, 3)
show(torch.clamp(x, max=torch.tensor([[1.0], [4.0]])))

# clamp_nan
x = torch.tensor([float('nan'), 1.0, 5.0])
show(x.clamp(0.0, 2.0), x.clamp(min=float('nan')))

# clamp_int_float_bound
x = torch.tensor([1, 5, 9])
r = x.clamp(2.5, 7.5)
show(r, r.dtype)

# clamp_no_bounds_error
attempt(lambda: torch.clamp(torch.tensor([1.0])))

# clamp_inplace_tensor
x = torch.tensor([0.0, 5.0, 10.0])
x.clamp_(torch.tensor([1.0, 1.0, 1.0]), torch.tensor([2.0, 6.0, 8.0]))
show(x)

# clip_alias
show(torch.clip(torch.tensor([-5, 5]), -1, 1))

# clamp_min_max_methods
x = torch.tensor([-1.0, 0.5, 2.0])
show(x.clamp_min(0.0), x.clamp_max(1.0))

# nan_to_num_default
x = torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0])
show(torch.nan_to_num(x))

# nan_to_num_values
x = torch.tensor([float('nan'), float('inf'), -float('inf')])
show(torch.nan_to_num(x, nan=0.5, posinf=100.0, neginf=-100.0))

# nan_to_num_float16
x = torch.tensor([float('nan'), float('inf'), -float('inf')], dtype=torch.float16)
show(x.nan_to_num())

# nan_to_num_int
show(torch.nan_to_num(torch.tensor([1, 2])))

# nan_to_num_inplace
x = torch.tensor([float('nan'), 2.0], dtype=torch.float64)
x.nan_to_num_(nan=-1.0)
show(x)

# isfinite_family
x = torch.tensor([1.0, float('nan'), float('inf'), -float('inf'), -0.0])
show(torch.isfinite(x), torch.isinf(x), torch.isnan(x))
show(torch.isposinf(x), torch.isneginf(x))

# isfinite_int_bool
show(torch.isfinite(torch.tensor([1, 2])), torch.isnan(torch.tensor([True])), torch.isinf(torch.tensor([0], dtype=torch.int8)))

# isnan_method_any
x = torch.tensor([[1.0, float('nan')], [2.0, 3.0]])
show(x.isnan().any(), x.isnan().sum(dim=1))

# isinf_float16
x = torch.tensor([65504.0, 70000.0], dtype=torch.float16)
show(x, x.isinf())

# isreal_isclose
x = torch.tensor([1.0, float('nan')])
show(torch.isreal(x), torch.isclose(x, x, equal_nan=True))

# abs_neg_special
x = torch.tensor([-0.0, float('nan'), -float('inf')])
show(torch.abs(x), torch.neg(x))

# reciprocal_values
x = torch.tensor([2.0, 0.0, -0.0, float('inf')])
show(torch.reciprocal(x))

# reciprocal_int
r = torch.reciprocal(torch.tensor([2, 4]))
show(r, r.dtype)

# exp_log_empty
e = torch.empty(0)
show(torch.exp(e), torch.lgamma(e), torch.sinc(e))

# lgamma_empty_shape
e = torch.zeros(2, 0)
show(torch.digamma(e).shape, torch.i0(e).shape)

# zero_dim_math
x = torch.tensor(2.5)
show(torch.lgamma(x), torch.digamma(x), torch.sinc(x), torch.i0(x))

# zero_dim_item
x = torch.tensor(0.5, dtype=torch.float64)
show(torch.lgamma(x).item(), torch.special.ndtri(x).item())

# noncontig_input
x = torch.arange(1.0, 7.0).reshape(2, 3).t()
show(torch.lgamma(x), torch.sinc(x / 4))

# lgamma_bfloat16
x = torch.tensor([0.5, 3.0, 10.0], dtype=torch.bfloat16)
show(torch.lgamma(x.float()).bfloat16(), torch.digamma(x.float()).bfloat16())  # CUDA computes bfloat16 in float

# lgamma_float16
x = torch.tensor([0.5, 3.0, 10.0], dtype=torch.float16)
show(torch.lgamma(x.float()).half(), torch.digamma(x.float()).half())

# i0_float16
show(torch.i0(torch.tensor([1.0, 3.0])).half())

# out_argument_lgamma
x = torch.tensor([2.0, 3.0])
o = torch.empty(2)
torch.lgamma(x, out=o)
show(o)

# lgamma_requires_float_out
x = torch.tensor([1, 2])
attempt(lambda: x.lgamma_())

# sin_inplace_int_error
x = torch.tensor([1, 2])
attempt(lambda: x.sin_())

# sin_inplace_float64
x = torch.tensor([0.0, math.pi / 6], dtype=torch.float64)
x.sin_()
show(x)

# cos_on_view
x = torch.zeros(2, 3)
x[:, 1].cos_()
show(x)

# tanh_float16_near_one
x = torch.tensor([3.0, 5.0, -5.0], dtype=torch.float16)
show(x.float().tanh().half())

# pow_edges
x = torch.tensor([0.0, -0.0, -2.0, 2.0])
show(torch.pow(x, -1), torch.pow(x, 0.5), torch.pow(x, 0))

# float_power_int
show(torch.float_power(torch.tensor([2, 3]), 2))

# logsumexp_inf
x = torch.tensor([[-float('inf'), -float('inf')], [float('inf'), 1.0]])
show(torch.logsumexp(x, dim=1))

# logsumexp_int_input
show(torch.logsumexp(torch.tensor([1, 2, 3]), 0))

# softmax_inf
x = torch.tensor([1.0, float('inf'), 2.0])
show(torch.softmax(x, 0))

# log_softmax_float64
x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
show(torch.log_softmax(x, dim=0))

# maximum_minimum_nan
a = torch.tensor([1.0, float('nan'), 3.0])
b = torch.tensor([2.0, 0.0, float('nan')])
show(torch.maximum(a, b), torch.minimum(a, b), torch.fmax(a, b), torch.fmin(a, b))

# heaviside_basic
x = torch.tensor([-1.0, 0.0, 2.0])
show(torch.heaviside(x, torch.tensor([0.5])))

# trig_broadcast_binary
a = torch.tensor([[1.0], [2.0]])
b = torch.tensor([1.0, -1.0, 0.0])
show(torch.atan2(a, b).shape, torch.hypot(a, b))

# lerp_basic
a = torch.tensor([0.0, 10.0])
b = torch.tensor([10.0, 20.0])
show(torch.lerp(a, b, 0.25), torch.lerp(a, b, torch.tensor([0.5, 1.0])))

# gamma_via_exp_lgamma
x = torch.tensor([0.5, 5.0], dtype=torch.float64)
show(torch.exp(torch.lgamma(x)), math.sqrt(math.pi))

# sinc_vs_manual
x = torch.tensor([0.3, 1.7, -2.2], dtype=torch.float64)
show(torch.sinc(x) - torch.sin(math.pi * x) / (math.pi * x))

# deg_rad_roundtrip
x = torch.tensor([10.0, 45.0, 720.0], dtype=torch.float64)
show(torch.rad2deg(torch.deg2rad(x)))

# lgamma_kwarg_input
show(torch.lgamma(input=torch.tensor([4.0])))

# gcd_kwargs
show(torch.gcd(input=torch.tensor([9]), other=torch.tensor([6])))

# polygamma_kwargs
show(torch.polygamma(n=1, input=torch.tensor([2.0])))

# mvlgamma_kwarg
show(torch.mvlgamma(torch.tensor([2.0]), p=1))

# ndtri_int
show(torch.special.ndtri(torch.tensor([0, 1])))

# i0_negative_symmetric
x = torch.tensor([-3.0, 3.0])
show(torch.i0(x))

# sinc_bfloat16
x = torch.tensor([0.0, 0.5, 2.5], dtype=torch.bfloat16)
show(torch.sinc(x.float()).bfloat16())

# gcd_large_int64
a = torch.tensor([2 ** 40, 3 ** 20])
b = torch.tensor([2 ** 20 * 3, 3 ** 15 * 7])
show(torch.gcd(a, b))

# gcd_negative_zero
show(torch.gcd(torch.tensor([0, -6]), torch.tensor([0, -4])))

# lcm_zero
show(torch.lcm(torch.tensor([0, 0]), torch.tensor([0, 5])))

# gcd_mixed_dtype
r = torch.gcd(torch.tensor([12], dtype=torch.int32), torch.tensor([8]))
show(r, r.dtype)

# xlogy_zero_dim_other
show(torch.xlogy(torch.tensor([1.0, 0.0]), torch.tensor(2.0)))

# atan_int
show(torch.atan(torch.tensor([1, -1])))

# cosh_float16_overflow
show(torch.cosh(torch.tensor([12.0])).half())

# exp2_int
show(torch.exp2(torch.tensor([0, 3, 10])))

# log10_int
show(torch.log10(torch.tensor([1, 10, 1000])))

# expm1_float64
show(torch.expm1(torch.tensor([1e-10, -1e-10, 50.0], dtype=torch.float64)))

# sgn_int_inplace
x = torch.tensor([-3, 0, 4])
x.sgn_()
show(x)

# sign_inplace_float
x = torch.tensor([-0.5, 2.0])
x.sign_()
show(x)

# special_logit_eps
show(torch.special.logit(torch.tensor([0.0, 1.0]), eps=0.1))

# lgamma_method_chain
x = torch.tensor([2.0, 3.0])
show(x.lgamma().exp().round())

# digamma_positive_shape
x = torch.ones(2, 2) * 2
show(x.digamma())

# i0_large_float64
show(torch.i0(torch.tensor([50.0, 700.0], dtype=torch.float64)))

# erfcx_int
show(torch.special.erfcx(torch.tensor([0, 1])))

# log_ndtr_int
show(torch.special.log_ndtr(torch.tensor([0, -3])))

# xlog1py_int
r = torch.special.xlog1py(torch.tensor([1, 2]), torch.tensor([1, 3]))
show(r, r.dtype)

# multigammaln_p3
show(torch.special.multigammaln(torch.tensor([3.0, 5.5], dtype=torch.float64), 3))

# polygamma_large_n
show(torch.polygamma(5, torch.tensor([1.0, 2.0])))

# sinc_method_float64_neg
show(torch.tensor([-0.5, -2.0], dtype=torch.float64).sinc())

# nextafter_toward_inf
x = torch.tensor([float('inf'), 0.0], dtype=torch.float64)
show(torch.nextafter(x, torch.tensor([0.0, -1.0], dtype=torch.float64)) < x)

# nextafter_broadcast_scalar_tensor
x = torch.tensor([1.0, 2.0], dtype=torch.float64)
show(torch.nextafter(x, torch.tensor(3.0, dtype=torch.float64)) > x)

# isin_inf
show(torch.isinf(torch.tensor([1e38]) * 10))

# trig_on_noncontig_inplace
x = torch.arange(6.0).reshape(2, 3)
x.t().tanh_()
show(x)

# bool_sin
show(torch.sin(torch.tensor([True, False])))

# int8_exp
show(torch.exp(torch.tensor([1, 2], dtype=torch.int8)))

# uint8_log
show(torch.log(torch.tensor([1, 4], dtype=torch.uint8)))

# gcd_number_other_error
attempt(lambda: torch.gcd(torch.tensor([4]), 6))
attempt(lambda: torch.tensor([4.0]).nextafter(1.0))
