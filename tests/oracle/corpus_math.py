# Twin of tests/golden/corpus_math.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


# acos_basic
x = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0, 2.0])
show(torch.acos(x), x.asin(), torch.atan(x))

# acosh_int
show(torch.acosh(torch.tensor([1, 2, 3])))

# atanh_edges
show(torch.atanh(torch.tensor([-1.0, 1.0, 0.5, 2.0])))

# asinh_f64
show(torch.asinh(torch.tensor([0.5, -2.0], dtype=torch.float64)))

# atan2_broadcast
y = torch.tensor([[1.0], [-1.0]])
x = torch.tensor([1.0, 0.0, -1.0])
show(torch.atan2(y, x))

# atan2_int
show(torch.atan2(torch.tensor([1, -1]), torch.tensor([2, 2])))

# atan2_method_kw
a = torch.tensor([0.0, -0.0])
show(a.atan2(torch.tensor([-1.0, -1.0])), torch.atan2(input=a, other=torch.tensor([1.0, 1.0])))

# expm1_small
x = torch.tensor([1e-10, 1e-5, 0.0, -1.0, 10.0])
show(torch.expm1(x), x.log1p())

# log1p_neg
show(torch.log1p(torch.tensor([-1.0, -2.0, 0.0])))

# logaddexp_basic
a = torch.tensor([1.0, 2.0, -float('inf')])
b = torch.tensor([1.0, -3.0, -float('inf')])
show(torch.logaddexp(a, b), torch.logaddexp2(a, b))

# logaddexp_f64
show(torch.logaddexp(torch.tensor([1000.0], dtype=torch.float64), torch.tensor([1000.0], dtype=torch.float64)))

# hypot_basic
show(torch.hypot(torch.tensor([3.0, 5.0]), torch.tensor([4.0, 12.0])))

# hypot_int_err
attempt(lambda: torch.hypot(torch.tensor([3]), torch.tensor([4])))

# copysign_int
show(torch.copysign(torch.tensor([1, -2, 3]), -1))

# copysign_zero
show(torch.copysign(torch.tensor([1.0, 2.0]), torch.tensor([-0.0, 0.0])))

# copysign_scalar
show(torch.tensor([1.5, -2.5]).copysign(2.0))

# signbit_mix
show(torch.signbit(torch.tensor([-0.0, 0.0, -1.0, float('nan')])), torch.signbit(torch.tensor([-3, 3])))

# square_int
show(torch.square(torch.tensor([-3, 4])), torch.tensor([True, False]).square())

# square_f16
show(torch.tensor([1.5, -2.0], dtype=torch.float16).square())

# isfinite_all
x = torch.tensor([1.0, float('inf'), -float('inf'), float('nan')])
show(x.isfinite(), x.isinf(), x.isnan(), torch.isfinite(torch.tensor([1, 2])))

# isnan_empty
show(torch.isnan(torch.tensor([])))

# logical_and_or
a = torch.tensor([True, False, True])
b = torch.tensor([1, 0, 0])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b), torch.logical_not(b))

# logical_float
show(torch.logical_not(torch.tensor([0.0, -0.0, 0.5, float('nan')])))

# logical_out_dtype
show(torch.logical_and(torch.tensor([2, 0]), torch.tensor([1.5, 2.0])).dtype)

# shift_left
x = torch.tensor([1, 2, 3])
show(x << 2, x >> 1, torch.tensor([-8]) >> 1)

# shift_tensor
show(torch.tensor([1, 1, 1]) << torch.tensor([0, 1, 2]), torch.bitwise_left_shift(torch.tensor([5]), 1), torch.bitwise_right_shift(torch.tensor([16]), torch.tensor([2])))

# shift_int8
show(torch.tensor([64], dtype=torch.int8) << 1, torch.tensor([-128], dtype=torch.int8) >> 3)

# shift_float_err
attempt(lambda: torch.tensor([1.0]) << 1)

# shift_uint8
show(torch.tensor([200], dtype=torch.uint8) >> 2, torch.tensor([200], dtype=torch.uint8) << 1)

# bitwise_ops
a = torch.tensor([12, 10])
b = torch.tensor([10, 6])
show(a & b, a | b, a ^ b, ~a, torch.bitwise_and(a, b), torch.bitwise_not(torch.tensor([True, False])))

# bitwise_float_err
attempt(lambda: torch.tensor([1.0]) & torch.tensor([1.0]))

# erf_basic
show(torch.erf(torch.tensor([0.0, 0.5, -1.0, 3.0])), torch.special.erf(torch.tensor([1.0])) if False else 0)

# erf_int
show(torch.erf(torch.tensor([0, 1, 2])))

# sqrt_neg
show(torch.sqrt(torch.tensor([4.0, -1.0, 0.0])), torch.tensor([4, 9]).sqrt())

# exp_log_int
show(torch.exp(torch.tensor([0, 1])), torch.log(torch.tensor([1, 0])), torch.log2(torch.tensor([8])))

# pow_variants
x = torch.tensor([2, 3])
show(x ** 2, x ** 0.5, 2 ** x, torch.pow(x, -1.0), torch.pow(2.0, x))

# pow_int_neg_err
attempt(lambda: torch.tensor([2, 3]) ** -1)

# floor_divide
a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
show(a // b, torch.floor_divide(a, b), a % b, torch.remainder(a, b), torch.fmod(a, b))

# div_modes
a = torch.tensor([7, -7])
show(torch.div(a, 2), torch.div(a, 2, rounding_mode='trunc'), torch.div(a, 2, rounding_mode='floor'), a.divide(2.0))

# div_by_zero_float
show(torch.tensor([1.0, -1.0, 0.0]) / 0)

# true_divide_int_zero
show(torch.tensor([1, 0]) / torch.tensor([0, 0]))

# aliases_arith
a = torch.tensor([5, 3])
b = torch.tensor([2, 4])
show(torch.subtract(a, b), torch.multiply(a, b), torch.divide(a, b), torch.negative(a), torch.sub(a, b, alpha=3))

# aliases_cmp
a = torch.tensor([1, 2, 3])
show(torch.greater(a, 2), torch.less_equal(a, 2), torch.greater_equal(a, 2), torch.less(a, 2), torch.not_equal(a, 2), torch.eq(a, 2), torch.ne(a, a))

# method_aliases
a = torch.tensor([1.0, -2.0])
show(a.subtract(1), a.multiply(3), a.negative(), a.greater(0), a.less_equal(-2), a.absolute())

# add_alpha_float
show(torch.add(torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=2), torch.add(torch.tensor([1.0]), 2, alpha=1.5))

# add_alpha_bool_err
attempt(lambda: torch.add(torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=0.5))

# trig_bf16
x = torch.tensor([0.5, 1.0], dtype=torch.bfloat16)
show(torch.exp(x), torch.log(x), torch.tanh(x))

# round_decimals
show(torch.round(torch.tensor([1.2345, 2.5, -0.5, 3.5])), torch.round(torch.tensor([1.2345, 12.5]), decimals=2))

# trunc_sign
show(torch.trunc(torch.tensor([-1.7, 1.7])), torch.sign(torch.tensor([-2, 0, 5])), torch.sign(torch.tensor([True, False])))

# abs_int_min
show(torch.abs(torch.tensor([-5, 0, 7])), torch.tensor([-2.5]).abs())

# abs_bool_err
attempt(lambda: torch.abs(torch.tensor([True])))

# neg_bool_err
attempt(lambda: -torch.tensor([True, False]))

# clamp_variants
x = torch.tensor([-2.0, 0.5, 3.0])
show(x.clamp(min=0), x.clamp(max=1), torch.clamp(x, -1, 1), torch.clip(x, 0, 2), x.clamp(torch.tensor([0.0, 1.0, 0.0])))

# clamp_int_float
show(torch.clamp(torch.tensor([1, 5, 9]), 2.5, 7))

# clamp_none_err
attempt(lambda: torch.clamp(torch.tensor([1.0])))

# maximum_nan
show(torch.maximum(torch.tensor([1.0, float('nan')]), torch.tensor([2.0, 0.0])), torch.minimum(torch.tensor([1, 5]), torch.tensor([3.0, 2.0])))

# sigmoid_tanh
show(torch.sigmoid(torch.tensor([0.0, 100.0, -100.0])), torch.tanh(torch.tensor([0, 1])))

# reciprocal_rsqrt
show(torch.reciprocal(torch.tensor([0.0, 2.0, -0.0])), torch.rsqrt(torch.tensor([4.0, 0.0, -1.0])))

# sinh_cosh
show(torch.sinh(torch.tensor([0.0, 1.0, 100.0])), torch.cosh(torch.tensor([-1.0, 1000.0])))

# unary_0d
x = torch.tensor(0.5)
show(torch.acos(x), x.exp(), torch.isnan(x), x.square(), torch.signbit(x))

# unary_empty2d
x = torch.zeros(0, 3)
show(torch.exp(x), torch.sqrt(x).shape, x.isfinite())

# where_method
x = torch.tensor([1.0, -2.0, 3.0])
show(x.where(x > 0, torch.tensor(0.0)), torch.where(x > 0, x, -1), torch.where(x > 0))

# where_scalar_both
show(torch.where(torch.tensor([True, False]), 1, 0), torch.where(torch.tensor([True, False]), 1.5, 0))

# where_promote
show(torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), torch.tensor([0.5, 0.5])))

# where_cond_int_err
attempt(lambda: torch.where(torch.tensor([1, 0]), torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0])))

# inplace_ops
x = torch.tensor([1.0, 4.0, 9.0])
x.sqrt_()
x.mul_(2).add_(1)
show(x)
x.clamp_(max=4)
show(x, x.neg_(), x.abs_())

# inplace_int_err
x = torch.tensor([1, 2])
attempt(lambda: x.div_(2))
attempt(lambda: x.sqrt_())

# inplace_broadcast_err
attempt(lambda: torch.zeros(3).add_(torch.ones(2, 3)))

# exp2_log10
show(torch.exp2(torch.tensor([3, -1])), torch.log10(torch.tensor([100.0, 0.0, -1.0])))

# bfloat16_arith
x = torch.tensor([1.0, 3.0, 100.5], dtype=torch.bfloat16)
show(x / 3, x * 1.1, x.sum(), x.mean())

# int_overflow_wrap
x = torch.tensor([2 ** 62], dtype=torch.int64)
show(x * 4, torch.tensor([127], dtype=torch.int8) + 1)

# uint8_sub
show(torch.tensor([1], dtype=torch.uint8) - 2, torch.tensor([250], dtype=torch.uint8) + torch.tensor([10], dtype=torch.uint8))

# gelu_erf_tanh
x = torch.tensor([-1.0, 0.0, 0.5, 2.0])
show(F.gelu(x), F.gelu(x, approximate='tanh'), F.gelu(x, approximate='none'))

# gelu_bad_approx
attempt(lambda: F.gelu(torch.tensor([1.0]), approximate='fast'))

# silu_basic
show(F.silu(torch.tensor([-1.0, 0.0, 1.0])), torch.nn.functional.silu(torch.tensor([2.0], dtype=torch.float64)))

# silu_int_err
attempt(lambda: F.silu(torch.tensor([1, 2])))

# relu_variants
x = torch.tensor([-1, 0, 2])
show(torch.relu(x), F.relu(x.float()), x.relu())

# softplus_etc
x = torch.tensor([-1.0, 0.0, 30.0])
show(F.softplus(x), F.leaky_relu(x), F.elu(x))

# cumprod_basic
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.cumprod(x, dim=1), x.cumprod(0), torch.cumprod(x, -1, dtype=torch.float32))

# cumprod_bool
show(torch.cumprod(torch.tensor([True, True, False]), 0), torch.cumsum(torch.tensor([True, True]), 0))

# cumprod_empty_0d
show(torch.cumprod(torch.tensor([]), 0), torch.cumprod(torch.tensor(3.0), 0))

# cumsum_neg_dim
show(torch.tensor([[1.0, 2.0], [3.0, 4.0]]).cumsum(dim=-2))

# diff_basic
x = torch.tensor([1, 4, 9, 16])
show(torch.diff(x), x.diff(n=2), torch.diff(x, prepend=torch.tensor([0]), append=torch.tensor([25])))

# diff_2d
x = torch.tensor([[1.0, 3.0, 6.0], [2.0, 2.0, 2.0]])
show(torch.diff(x, dim=0), torch.diff(x, dim=-1))

# diff_bool
show(torch.diff(torch.tensor([True, False, False, True])))

# diff_0d_err
attempt(lambda: torch.diff(torch.tensor(1)))
