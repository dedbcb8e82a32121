# Twin of tests/golden/corpus_ew7.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def lerp_name(message):
    """lerp's CPU kernels have names of their own; CUDA's is lerp_cuda."""
    return re.sub(r'"lerp_kernel_(scalar|tensor)"', '"lerp_cuda"', message)


def attempt(fn):
    cuda_repr.attempt(fn, lerp_name)


# int8_plus_int_scalar
x = torch.tensor([100, -100, 5], dtype=torch.int8)
show(x + 100, (x + 100).dtype)

# uint8_times_float_scalar
x = torch.tensor([1, 2, 255], dtype=torch.uint8)
show(x * 1.5)

# int16_plus_bool_scalar
x = torch.tensor([1, 2], dtype=torch.int16)
show(x + True, (x + True).dtype)

# bool_plus_bool_tensor
a = torch.tensor([True, False, True])
show(a + a, (a + a).dtype, a * a)

# bool_plus_int_scalar
show(torch.tensor([True, False]) + 1)

# bool_times_float_scalar
show(torch.tensor([True, False]) * 2.5)

# f16_plus_f32_tensor
a = torch.tensor([1.5, 2.0], dtype=torch.float16)
b = torch.tensor([0.25, 0.5])
show(a + b)

# f16_plus_bf16
a = torch.tensor([1.0, 2.0], dtype=torch.float16)
b = torch.tensor([1.0, 3.0], dtype=torch.bfloat16)
show(a + b)

# bf16_plus_python_float
x = torch.tensor([1.0, 2.0], dtype=torch.bfloat16)
show(x + 0.1)

# int32_plus_int64_tensor
a = torch.tensor([1, 2], dtype=torch.int32)
b = torch.tensor([3, 4])
show((a + b).dtype, (a * b))

# int32_plus_0d_int64
a = torch.tensor([1, 2], dtype=torch.int32)
show((a + torch.tensor(5)).dtype)

# int32_plus_0d_float
a = torch.tensor([1, 2], dtype=torch.int32)
show(a + torch.tensor(0.5), (a + torch.tensor(0.5, dtype=torch.float64)).dtype)

# uint8_plus_int8
a = torch.tensor([200], dtype=torch.uint8)
b = torch.tensor([-1], dtype=torch.int8)
show(a + b)

# uint8_minus_big_scalar
x = torch.tensor([10, 20], dtype=torch.uint8)
show(x - 30)

# int8_overflow_mul
show(torch.tensor([64, -64], dtype=torch.int8) * 2)

# result_type_scalars
x = torch.tensor([1, 2], dtype=torch.int8)
show(torch.result_type(x, 1), torch.result_type(x, 1.0), torch.result_type(x, True))

# result_type_two_tensors
show(torch.result_type(torch.tensor([1], dtype=torch.uint8), torch.tensor([1], dtype=torch.int8)))

# result_type_0d_vs_1d
show(torch.result_type(torch.tensor([1.0], dtype=torch.float16), torch.tensor(1.0, dtype=torch.float64)))

# result_type_bool_0d
show(torch.result_type(torch.tensor([True]), torch.tensor(2)))

# result_type_scalar_scalar
show(torch.result_type(2, 3.0), torch.result_type(torch.tensor(2), 3))

# promote_types_mixed
show(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bfloat16, torch.float16), torch.promote_types(torch.bool, torch.int16))

# true_div_int_tensor
a = torch.tensor([7, -7, 0])
show(a / 2, (a / 2).dtype)

# true_div_f16_int
show(torch.tensor([1, 3], dtype=torch.int16) / torch.tensor([2.0], dtype=torch.float16))

# floor_div_neg_float
a = torch.tensor([7.5, -7.5, 7.5, -7.5])
b = torch.tensor([2.0, 2.0, -2.0, -2.0])
show(a // b, a % b, torch.fmod(a, b))

# floor_div_scalar_int
show(torch.tensor([-7, -1, 0, 1, 7]) // 3, torch.tensor([-7, -1, 0, 1, 7]) // -3)

# floor_div_by_zero_float
a = torch.tensor([1.0, -1.0, 0.0])
show(a // 0, a % 0.0)

# remainder_neg_float_scalar
x = torch.tensor([-3.0, -0.5, 0.5, 3.0])
show(torch.remainder(x, 2), torch.fmod(x, 2), torch.remainder(x, -2))

# fmod_int_neg
show(torch.fmod(torch.tensor([-5, 5, -6]), 3), torch.remainder(torch.tensor([-5, 5, -6]), 3))

# remainder_scalar_first
show(torch.remainder(5, torch.tensor([3, -3, 2])))

# rmod_operator
show(5 % torch.tensor([3, -3, 2]), 5.5 % torch.tensor([2.0, -2.0]))

# rsub_scalar
x = torch.tensor([1, 2, 3])
show(2 - x, 2.5 - x, 1 - torch.tensor([True, False]).int())

# rdiv_scalar
x = torch.tensor([1, 2, 4])
show(2 / x, 1 / torch.tensor([0.0, -0.0]))

# rfloordiv_scalar
show(7 // torch.tensor([2, -2, 3]))

# rpow_scalar_int
show(2 ** torch.tensor([0, 1, 10]), 2.0 ** torch.tensor([0, 1, -1]))

# rpow_scalar_float
show(10 ** torch.tensor([0.5, -1.0]))

# div_rounding_trunc_float
x = torch.tensor([-2.5, 2.5, -0.5])
show(x.div(2, rounding_mode='trunc'), x.div(2, rounding_mode='floor'))

# div_rounding_none_kw
show(torch.tensor([5, 6]).div(4, rounding_mode=None))

# div_rounding_bad
attempt(lambda: torch.tensor([5, 6]).div(4, rounding_mode='round'))

# div_rounding_int_dtype
show(torch.div(torch.tensor([5, -5]), torch.tensor([2, 2]), rounding_mode='floor').dtype, torch.div(torch.tensor([5], dtype=torch.int8), 2, rounding_mode='trunc'))

# add_alpha_method
x = torch.tensor([1.0, 2.0])
show(x.add(torch.tensor([10.0, 20.0]), alpha=2), x.sub(1, alpha=3))

# add_alpha_int_tensor_float_alpha_err
attempt(lambda: torch.tensor([1, 2]).add(torch.tensor([1, 1]), alpha=1.5))

# sub_bool_err
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))

# sub_bool_scalar_err
attempt(lambda: torch.sub(torch.tensor([True, False]), True))

# rsub_bool_err
attempt(lambda: 1 - torch.tensor([True]))

# inplace_add_int_float_err
x = torch.tensor([1, 2])
attempt(lambda: x.add_(1.5))

# inplace_div_int_err
x = torch.tensor([4, 6])
attempt(lambda: x.div_(2))

# inplace_mul_int_by_float_tensor_err
x = torch.tensor([4, 6])
attempt(lambda: x.mul_(torch.tensor([0.5, 0.5])))

# inplace_ok_float_by_int
x = torch.tensor([1.0, 2.0])
x.mul_(torch.tensor([3, 4]))
show(x)

# inplace_div_floor_int_ok
x = torch.tensor([7, -7])
x.div_(2, rounding_mode='floor')
show(x)

# inplace_bool_add_err
x = torch.tensor([True, False])
attempt(lambda: x.add_(1))

# inplace_uint8_sub
x = torch.tensor([5, 10], dtype=torch.uint8)
x.sub_(7)
show(x)

# inplace_f16_add_f64
x = torch.tensor([1.0, 2.0], dtype=torch.float16)
x += torch.tensor([0.5, 0.25], dtype=torch.float64)
show(x)

# iadd_int_with_float_err
x = torch.tensor([1, 2])
try:
    x += 0.5
except Exception as e:
    show(type(e).__name__ + ':', e)

# iadd_broadcast_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.add_(torch.ones(2, 2)))

# out_arg_add
out = torch.empty(3)
r = torch.add(torch.tensor([1.0, 2.0, 3.0]), 1, out=out)
show(out, r is out)

# out_arg_wrong_dtype_err
out = torch.empty(2, dtype=torch.int64)
attempt(lambda: torch.div(torch.tensor([1, 2]), 2, out=out))

# out_arg_int_from_int
out = torch.empty(2, dtype=torch.float64)
torch.mul(torch.tensor([1, 2]), 3, out=out)
show(out)

# out_arg_resize
out = torch.empty(0)
torch.sub(torch.tensor([[1.0, 2.0]]), 0.5, out=out)
show(out)

# mul_0d_tensors
a = torch.tensor(3)
b = torch.tensor(2.5)
show(a * b, (a * b).shape)

# add_empty
show(torch.tensor([]) + 1, torch.ones(0, 3, dtype=torch.int32) * 2)

# broadcast_row_col
show(torch.arange(3).reshape(3, 1) - torch.arange(2))

# broadcast_err
attempt(lambda: torch.ones(2, 3) + torch.ones(3, 2))

# add_scalar_tensor_both_0d_int
show(torch.tensor(7, dtype=torch.int8) + torch.tensor(200, dtype=torch.int16))

# pow_int_tensor_int_exp
x = torch.tensor([-2, 0, 3])
show(x ** 3, x.pow(0), torch.pow(x, 1))

# pow_int_tensor_neg_tensor_err
attempt(lambda: torch.pow(torch.tensor([2, 3]), torch.tensor([1, -1])))

# pow_int_scalar_neg_tensor_err
attempt(lambda: torch.pow(2, torch.tensor([1, -2])))

# pow_int8_overflow
show(torch.tensor([2, 3], dtype=torch.int8) ** 7)

# pow_uint8
show(torch.tensor([2, 16], dtype=torch.uint8) ** 2)

# pow_float_frac_neg_base
show(torch.tensor([-8.0, 8.0, 0.0]) ** (1 / 3))

# pow_zero_zero
show(torch.tensor([0.0, 0]) ** 0, torch.tensor(0) ** torch.tensor(0))

# pow_zero_neg
show(torch.tensor([0.0, -0.0]) ** -1, torch.tensor([0.0]) ** -0.5)

# pow_inf_nan
x = torch.tensor([float('inf'), float('-inf'), float('nan'), 1.0])
show(x ** 2, x ** 0, torch.pow(1.0, torch.tensor([float('nan'), float('inf')])))

# pow_float_exp_int_tensor
show(torch.tensor([1, 4, 9]) ** 0.5, torch.tensor([1, 4, 9]).pow(torch.tensor(0.5)))

# pow_f16_overflow
show(torch.tensor([300.0, 2.0], dtype=torch.float16) ** 2)

# pow_inplace_int_float_err
x = torch.tensor([2, 3])
attempt(lambda: x.pow_(0.5))

# pow_inplace_ok
x = torch.tensor([2.0, 3.0])
x.pow_(2)
show(x)

# pow_neg_int_scalar_float_tensor
show(torch.tensor([2.0, -4.0]) ** -2)

# float_pow_exp_scalar_tensor
show(torch.pow(torch.tensor(2.0), torch.tensor([1, 2, 3])))

# square_vs_pow_int
show(torch.tensor([-5, 7], dtype=torch.int16).pow(2))

# bitwise_and_bool
a = torch.tensor([True, True, False])
b = torch.tensor([True, False, False])
show(a & b, a | b, a ^ b, ~a)

# bitwise_int_scalar
x = torch.tensor([5, 6, 7])
show(x & 3, x | 8, x ^ 1, 3 & x, 8 | x, 1 ^ x)

# bitwise_not_int8_uint8
show(~torch.tensor([0, 5, -1], dtype=torch.int8), ~torch.tensor([0, 5, 255], dtype=torch.uint8))

# bitwise_mixed_promotion
a = torch.tensor([12], dtype=torch.uint8)
b = torch.tensor([10], dtype=torch.int8)
show(a & b, (a | b).dtype)

# bitwise_bool_int
show(torch.tensor([True, False]) | torch.tensor([2, 4]))

# bitwise_bool_scalar_int
show(torch.tensor([True, False]) & 1, (torch.tensor([True, False]) & True).dtype)

# bitwise_float_scalar_err
attempt(lambda: torch.tensor([1, 2]) & 1.5)

# bitwise_not_float_err
attempt(lambda: ~torch.tensor([1.0]))

# bitwise_xor_method_inplace
x = torch.tensor([1, 2, 3])
x.bitwise_xor_(torch.tensor([1, 1, 1]))
x ^= 4
show(x)

# bitwise_and_inplace_bool
m = torch.tensor([True, True, False])
m &= torch.tensor([False, True, True])
show(m)

# ior_int_bool
x = torch.tensor([1, 2])
x |= torch.tensor([True, False])
show(x)

# shift_scalar_lhs
show(1 << torch.tensor([0, 3, 5]), 256 >> torch.tensor([1, 4]))

# shift_bool_err
attempt(lambda: torch.tensor([True]) << 1)

# shift_inplace
x = torch.tensor([1, 2, 4], dtype=torch.int16)
x <<= 2
show(x)
x >>= 1
show(x)

# shift_int16_scalar
show(torch.tensor([1000], dtype=torch.int16) << 6)

# eq_nan
x = torch.tensor([1.0, float('nan'), 2.0])
show(x == x, x != x, x.eq(float('nan')), x.ne(2.0))

# lt_gt_nan
x = torch.tensor([float('nan'), 1.0])
show(x < 2, x >= 1, x > float('-inf'))

# cmp_mixed_dtypes
show(torch.tensor([1, 2], dtype=torch.uint8) == torch.tensor([1.0, 2.5]), torch.tensor([True, False]) == 1)

# cmp_int_float_scalar
show(torch.tensor([1, 2, 3]) > 1.5, torch.tensor([1, 2, 3]) <= 2.0)

# cmp_uint8_negative_scalar
show(torch.tensor([0, 255], dtype=torch.uint8) > -1)

# cmp_reversed
x = torch.tensor([1, 2, 3])
show(2 < x, 2 == x, 2.5 >= x)

# cmp_broadcast
show(torch.tensor([[1], [2]]) < torch.tensor([1, 2, 3]))

# isclose_nan
a = torch.tensor([1.0, float('nan'), float('inf')])
b = torch.tensor([1.0 + 1e-9, float('nan'), float('inf')])
show(torch.isclose(a, b), torch.isclose(a, b, equal_nan=True))

# isclose_tol
a = torch.tensor([1.0, 100.0])
b = torch.tensor([1.1, 101.0])
show(torch.isclose(a, b, rtol=0.01, atol=0.0), torch.isclose(a, b, atol=0.2), a.isclose(b, rtol=0, atol=1.0))

# isclose_int
show(torch.isclose(torch.tensor([1, 2]), torch.tensor([1, 3])), torch.isclose(torch.tensor([10, 20]), torch.tensor([11, 20]), atol=1))

# isclose_dtype_mismatch_err
attempt(lambda: torch.isclose(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# isclose_inf_neg
show(torch.isclose(torch.tensor([float('inf')]), torch.tensor([float('-inf')])))

# allclose_basic
a = torch.tensor([1.0, 2.0])
show(torch.allclose(a, a + 1e-9), torch.allclose(a, a + 0.1), a.allclose(a * 1.000001))

# allclose_nan
a = torch.tensor([float('nan'), 1.0])
show(torch.allclose(a, a), torch.allclose(a, a, equal_nan=True))

# allclose_broadcast
show(torch.allclose(torch.tensor([1.0, 1.0]), torch.tensor(1.0)))

# equal_basic
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2, 3])))

# equal_nan_false
x = torch.tensor([float('nan')])
show(torch.equal(x, x), x.equal(x.clone()))

# equal_dtype_diff
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# eq_method_scalar_bool
show(torch.tensor([True, False]).eq(True), torch.tensor([0.0, -0.0]).eq(0))

# ne_tensor_method
show(torch.tensor([1, 2, 3]).ne(torch.tensor([1, 0, 3])))

# cmp_inplace
x = torch.tensor([1.0, 5.0, 3.0])
x.gt_(2)
show(x)

# cmp_inplace_int
x = torch.tensor([1, 5, 3])
x.eq_(5)
show(x)

# maximum_int_float
show(torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 2.5])), torch.fmax(torch.tensor([float('nan'), 1.0]), torch.tensor([2.0, float('nan')])))

# minimum_bool
show(torch.minimum(torch.tensor([True, False]), torch.tensor([True, True])))

# max_binary_form
show(torch.max(torch.tensor([1, 4]), torch.tensor([3, 2])), torch.min(torch.tensor([1.0, float('nan')]), torch.tensor([0.0, 0.0])))

# clamp_min_gt_max
x = torch.tensor([-1.0, 0.5, 2.0])
show(torch.clamp(x, min=1.0, max=0.0), x.clip(3, 1))

# clamp_tensor_bounds_broadcast
x = torch.arange(6.0).reshape(2, 3)
show(torch.clamp(x, min=torch.tensor([1.0, 2.0, 3.0]), max=torch.tensor([[2.0], [4.0]])))

# clamp_int_tensor_min_only
show(torch.clamp(torch.tensor([-3, 0, 3]), min=torch.tensor([0, 1, 2])))

# clamp_nan_input
show(torch.clamp(torch.tensor([float('nan'), 1.0, -5.0]), -1, 1))

# clamp_nan_bound
show(torch.clamp(torch.tensor([0.0, 2.0]), min=float('nan')))

# clamp_int_with_float_bound_dtype
show(torch.clamp(torch.tensor([1, 5, 9], dtype=torch.int8), max=4.5), torch.clamp(torch.tensor([1, 2]), min=torch.tensor([1.5])).dtype)

# clamp_uint8_negative
show(torch.clamp(torch.tensor([0, 100, 200], dtype=torch.uint8), min=-5, max=150))

# clamp_inplace_int_float_err
x = torch.tensor([1, 5, 9])
attempt(lambda: x.clamp_(0.5, 3.5))

# clamp_inplace
x = torch.tensor([-2.0, 3.0, 10.0])
x.clamp_(min=0.0, max=5.0)
show(x)

# clip_min_kw_tensor
show(torch.tensor([1.0, -1.0]).clip(min=torch.tensor(0.0)))

# clamp_min_max_funcs
x = torch.tensor([-1.0, 0.0, 4.0])
show(torch.clamp_min(x, 0.5), torch.clamp_max(x, 1), x.clamp_min(torch.tensor([0.0, 1.0, 2.0])))

# clamp_bool_err
attempt(lambda: torch.clamp(torch.tensor([True, False]), 0, 1))

# round_decimals_neg
show(torch.round(torch.tensor([1234.5, 1250.0, -1350.0]), decimals=-2))

# round_half_even
show(torch.round(torch.tensor([0.5, 1.5, 2.5, -1.5, -2.5])))

# round_int_tensor
show(torch.round(torch.tensor([1, -2, 3])), torch.tensor([5], dtype=torch.int8).round())

# round_int_decimals_err
attempt(lambda: torch.round(torch.tensor([15, 25]), decimals=-1))

# round_method_decimals
show(torch.tensor([3.14159, 2.71828]).round(decimals=3))

# floor_ceil_int
x = torch.tensor([-3, 0, 4])
show(torch.floor(x), torch.ceil(x), torch.trunc(x), x.floor().dtype)

# floor_ceil_float_edges
x = torch.tensor([-0.5, 0.5, -0.0, float('inf'), float('nan'), -1.5])
show(torch.floor(x), torch.ceil(x))

# trunc_fix_neg
x = torch.tensor([-2.7, 2.7, -0.2])
show(torch.trunc(x), torch.fix(x), x.trunc_())

# frac_values
show(torch.frac(torch.tensor([-2.75, 2.75, 5.0, -0.5])))

# frac_int_err
attempt(lambda: torch.frac(torch.tensor([1, 2])))

# floor_bool
attempt(lambda: torch.floor(torch.tensor([True])))

# sign_float_special
show(torch.sign(torch.tensor([-2.5, -0.0, 0.0, 3.0, float('nan'), float('-inf')])))

# sign_uint8
show(torch.sign(torch.tensor([0, 5, 255], dtype=torch.uint8)))

# sgn_real
show(torch.sgn(torch.tensor([-3.0, 0.0, 2.0])), torch.tensor([-3, 4]).sgn())

# signbit_uint8_bool
show(torch.signbit(torch.tensor([0, 200], dtype=torch.uint8)), torch.signbit(torch.tensor([True, False])))

# copysign_int_tensors
show(torch.copysign(torch.tensor([3, -4]), torch.tensor([-1, 1])))

# copysign_nan_inf
show(torch.copysign(torch.tensor([float('nan'), float('inf'), 1.0]), -2.0))

# copysign_bool
show(torch.copysign(torch.tensor([True, False]), -1))

# abs_uint8
show(torch.abs(torch.tensor([0, 200], dtype=torch.uint8)), torch.tensor([-128, 127], dtype=torch.int8).abs())

# abs_neg_zero_nan
show(torch.abs(torch.tensor([-0.0, float('-inf'), float('nan'), -3.5])))

# neg_uint8
show(-torch.tensor([1, 0, 255], dtype=torch.uint8), torch.neg(torch.tensor([5], dtype=torch.uint8)))

# neg_int8_min
show(-torch.tensor([-128, 5], dtype=torch.int8))

# neg_bool_func_err
attempt(lambda: torch.neg(torch.tensor([True])))

# neg_inplace_bool_err
attempt(lambda: torch.tensor([True]).neg_())

# abs_inplace_bool_err
attempt(lambda: torch.tensor([False]).abs_())

# positive_bool_err
attempt(lambda: torch.positive(torch.tensor([True])))

# nan_to_num_default
x = torch.tensor([float('nan'), float('inf'), float('-inf'), 1.5])
show(torch.nan_to_num(x))

# nan_to_num_args
x = torch.tensor([float('nan'), float('inf'), float('-inf'), 1.5])
show(torch.nan_to_num(x, nan=0.0, posinf=100.0, neginf=-100.0), x.nan_to_num(nan=-1.0))

# nan_to_num_f16
x = torch.tensor([float('nan'), float('inf'), float('-inf')], dtype=torch.float16)
show(torch.nan_to_num(x))

# nan_to_num_bf16_f64
show(torch.nan_to_num(torch.tensor([float('inf')], dtype=torch.bfloat16)), torch.nan_to_num(torch.tensor([float('-inf')], dtype=torch.float64)))

# nan_to_num_int
show(torch.nan_to_num(torch.tensor([1, 2]), nan=5.0))

# nan_to_num_inplace
x = torch.tensor([float('nan'), 2.0])
x.nan_to_num_(nan=7.0)
show(x)

# log_edges
x = torch.tensor([0.0, -1.0, 1.0, float('inf'), -0.0])
show(torch.log(x), torch.log2(x), torch.log10(x))

# log1p_expm1_edges
show(torch.log1p(torch.tensor([-1.0, -2.0, float('inf')])), torch.expm1(torch.tensor([float('-inf'), 0.0, 1e-8])))

# exp_overflow_f32
show(torch.exp(torch.tensor([88.0, 89.0, -104.0, -110.0])))

# exp2_int
show(torch.exp2(torch.tensor([0, 3, -1])), torch.exp2(torch.tensor([10.0], dtype=torch.float64)))

# logaddexp_inf
a = torch.tensor([float('inf'), float('-inf'), float('inf')])
b = torch.tensor([float('inf'), float('inf'), 1.0])
show(torch.logaddexp(a, b), torch.logaddexp2(torch.tensor([0.0]), torch.tensor([0.0])))

# logaddexp_int_err
attempt(lambda: torch.logaddexp(torch.tensor([1]), torch.tensor([2])))

# hypot_inf_nan
show(torch.hypot(torch.tensor([float('inf'), float('nan'), 0.0]), torch.tensor([float('nan'), 1.0, -0.0])))

# hypot_broadcast_f64
show(torch.hypot(torch.tensor([[3.0], [5.0]], dtype=torch.float64), torch.tensor([4.0, 12.0], dtype=torch.float64)))

# atan2_zeros
y = torch.tensor([0.0, -0.0, 0.0, -0.0])
x = torch.tensor([0.0, 0.0, -0.0, -0.0])
show(torch.atan2(y, x))

# atan2_inf
show(torch.atan2(torch.tensor([float('inf'), 1.0]), torch.tensor([float('inf'), float('-inf')])))

# arctan2_alias
show(torch.arctan2(torch.tensor([1.0]), torch.tensor([1.0])))

# sqrt_rsqrt_edges
x = torch.tensor([0.0, -0.0, 4.0, -4.0, float('inf')])
show(torch.sqrt(x), torch.rsqrt(x))

# reciprocal_int
show(torch.reciprocal(torch.tensor([2, 0, -4])), torch.tensor([0.0, -0.0]).reciprocal())

# f16_add_overflow
x = torch.tensor([60000.0], dtype=torch.float16)
show(x + x, x * 2, -x * 2)

# bf16_big
x = torch.tensor([3.0e38], dtype=torch.bfloat16)
show(x, x * 2)

# f16_from_large_float
show(torch.tensor([70000.0, 1e-8, 65504.0], dtype=torch.float16))

# f16_cast_overflow
show(torch.tensor([1e5, -1e5]).half(), torch.tensor([1e39], dtype=torch.float64).float())

# sigmoid_logit_edges
show(torch.logit(torch.tensor([0.0, 0.5, 1.0])), torch.logit(torch.tensor([0.0, 1.0]), eps=0.25))

# xlogy_edges
show(torch.xlogy(torch.tensor([0.0, 0.0, 1.0]), torch.tensor([0.0, float('nan'), 0.0])))

# float_power_int
show(torch.float_power(torch.tensor([2, 3]), 2), torch.float_power(torch.tensor([4.0]), -0.5))

# float_power_inplace_err
x = torch.tensor([2.0, 3.0])
attempt(lambda: x.float_power_(2))

# true_divide_funcs
show(torch.true_divide(torch.tensor([3, 4]), 2), torch.tensor([3]).true_divide(torch.tensor([4])))

# floor_divide_float_method
show(torch.tensor([5.5, -5.5]).floor_divide(2), torch.floor_divide(torch.tensor([9]), torch.tensor([-4])))

# fmod_float_zero
show(torch.fmod(torch.tensor([5.0, -5.0, 0.0]), 0.0), torch.remainder(torch.tensor([5.0, -5.0]), 0))

# fmod_neg_zero_sign
show(torch.fmod(torch.tensor([-4.0, 4.0]), 2.0), torch.remainder(torch.tensor([-4.0, 4.0]), -2.0))

# remainder_inf
show(torch.remainder(torch.tensor([5.0, -5.0]), float('inf')), torch.fmod(torch.tensor([5.0]), float('inf')))

# remainder_inplace_int
x = torch.tensor([-7, 8, 9])
x.remainder_(4)
x %= 3
show(x)

# ifloordiv_int
x = torch.tensor([-7, 7])
x //= 2
show(x)

# itruediv_float
x = torch.tensor([1.0, 3.0])
x /= 4
show(x)

# imul_bool_by_bool
m = torch.tensor([True, False])
m *= torch.tensor([True, True])
show(m)

# ipow_float
x = torch.tensor([2.0, 4.0])
x **= 0.5
show(x)

# addcmul_addcdiv
t = torch.tensor([1.0, 2.0])
show(torch.addcmul(t, torch.tensor([2.0, 3.0]), torch.tensor([4.0, 5.0]), value=0.5), torch.addcdiv(t, torch.tensor([1.0, 1.0]), torch.tensor([2.0, 0.0])))

# addcdiv_int_err
attempt(lambda: torch.addcdiv(torch.tensor([1, 2]), torch.tensor([1, 2]), torch.tensor([2, 2])))

# lerp_scalar_tensor
show(torch.lerp(torch.tensor([0.0, 10.0]), torch.tensor([10.0, 20.0]), 0.25), torch.lerp(torch.tensor([0.0]), torch.tensor([4.0]), torch.tensor([0.5])))

# lerp_int_err
attempt(lambda: torch.lerp(torch.tensor([0, 1]), torch.tensor([2, 3]), 0.5))

# ldexp_basic
show(torch.ldexp(torch.tensor([1.0, 3.0]), torch.tensor([2, -1])))

# frexp_basic
m, e = torch.frexp(torch.tensor([8.0, 0.0, -3.0, 0.75]))
show(m, e)

# heaviside_basic
show(torch.heaviside(torch.tensor([-1.5, 0.0, 2.0]), torch.tensor([0.5])))

# heaviside_dtype_err
attempt(lambda: torch.heaviside(torch.tensor([1, 0]), torch.tensor([0.5])))

# where_scalar_promotion
c = torch.tensor([True, False, True])
show(torch.where(c, torch.tensor([1, 2, 3]), 0.5), torch.where(c, 1, 0).dtype, torch.where(c, 1.0, 0).dtype)

# where_int8_scalar
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1, 2], dtype=torch.int8), 100))

# item_types
show(torch.tensor(3).item(), torch.tensor(2.5).item(), torch.tensor(True).item(), torch.tensor(1.5, dtype=torch.float16).item())

# int_float_bool_of_tensor
t = torch.tensor([7.9])
show(int(t), float(torch.tensor(3)), bool(torch.tensor([0.0])), int(torch.tensor(-7.9)))

# bool_multi_err
attempt(lambda: bool(torch.tensor([1, 2])))

# int_multi_err
attempt(lambda: int(torch.tensor([1, 2])))

# scalar_math_on_items
a = torch.tensor(7)
b = torch.tensor(2)
show(a.item() / b.item(), a.item() // b.item(), (a / b).item(), (a // b).item())

# tensor_plus_py_list_err
attempt(lambda: torch.tensor([1, 2]) + [1, 2])

# tensor_plus_none_err
attempt(lambda: torch.tensor([1, 2]) + None)

# non_contig_arith
x = torch.arange(12).reshape(3, 4).t()
show(x * 2 - 1, (x % 5).is_contiguous())

# non_contig_slice_div
x = torch.arange(10.0)[::3]
show(x / torch.tensor([1.0, 2.0, 3.0, 4.0]))

# inplace_on_view
x = torch.zeros(2, 3)
x[:, 1].add_(5)
x[0] *= 2
x[1, :] += torch.tensor([1.0, 2.0, 3.0])
show(x)

# inplace_broadcast_ok
x = torch.ones(2, 3)
x -= torch.tensor([1.0, 2.0, 3.0])
show(x)

# zero_dim_int_plus_float_scalar
show(torch.tensor(3) + 0.5, torch.tensor(3, dtype=torch.uint8) * -1)

# zero_dim_bool_ops
t = torch.tensor(True)
show(t & False, t | torch.tensor(False), ~t, t ^ True)

# zero_dim_cmp
show(torch.tensor(2.0) > 1, torch.tensor(2) == torch.tensor([1, 2, 3]))

# empty_ops_shapes
e = torch.empty(0, 2)
show(e + torch.ones(2), torch.exp(e).shape, (e == 0).dtype, torch.tensor([]) ** 2)

# empty_broadcast_err
attempt(lambda: torch.empty(0) + torch.ones(2))

# abs_sub_chain
a = torch.tensor([1.5, -2.0])
b = torch.tensor([0.5, 1.0])
show((a - b).abs().max(), (a * b).sum())

# mixed_expression
x = torch.tensor([1, 2, 3])
show((x * 2 + 1) / 2 - x // 2, -x ** 2, (-x) ** 2)

# chained_cmp_logic
x = torch.tensor([1, 5, 10])
show((x > 2) & (x < 8), (x < 2) | (x > 8), ~(x == 5))

# bool_arith_sum
m = torch.tensor([True, True, False])
show(m.sum(), m.float().mean(), m.int() * 3)

# mul_by_bool_tensor
show(torch.tensor([1.5, 2.5]) * torch.tensor([True, False]), torch.tensor([3, 4]) * torch.tensor(False))

# int_div_exact
show(torch.tensor([6, 9]) / 3, torch.tensor([6, 9], dtype=torch.int8) / torch.tensor([3], dtype=torch.int8))

# int64_to_float_precision
show(torch.tensor([16777217]) * 1.0, torch.tensor([16777217]).double() + 0.0)

# float_scalar_precision_f64
show(torch.tensor([1.0], dtype=torch.float64) + 0.1, torch.tensor([1.0]) + 0.1)

# div_by_neg_zero
show(torch.tensor([1.0, -1.0]) / -0.0, torch.tensor([0.0]) / 0.0)

# cumulative_ops_int_promote
show(torch.tensor([1, 2, 3], dtype=torch.int8).cumsum(0), torch.tensor([True, True]).cumsum(0))

# square_uint8
show(torch.square(torch.tensor([20], dtype=torch.uint8)))

# exp_int_dtype
show(torch.exp(torch.tensor([0, 1], dtype=torch.int8)).dtype, torch.sin(torch.tensor([True])).dtype, torch.sqrt(torch.tensor([4], dtype=torch.int64)).dtype)

# exp_inplace_int_err
attempt(lambda: torch.tensor([1, 2]).exp_())

# sqrt_inplace_int_err
attempt(lambda: torch.tensor([4]).sqrt_())

# out_unary_exp
o = torch.empty(3)
torch.exp(torch.tensor([0.0, 1.0, -1.0]), out=o)
show(o)

# out_int_input_float_out
o = torch.zeros(2)
show(torch.sqrt(torch.tensor([4, 9]), out=o), o)

# out_cmp_float
o = torch.empty(3)
torch.lt(torch.tensor([1, 2, 3]), 2, out=o)
show(o)

# out_cmp_bool_ok
o = torch.empty(3, dtype=torch.bool)
torch.ge(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([2.0]), out=o)
show(o)

# out_method_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.add(1, out=x))

# out_same_as_input
x = torch.tensor([1.0, 2.0, 3.0])
torch.mul(x, 2, out=x)
show(x)

# out_empty_resized_2d
o = torch.tensor([])
torch.add(torch.ones(2, 2), torch.tensor([1.0, 2.0]), out=o)
show(o, o.shape)

# out_div_floor
o = torch.empty(3, dtype=torch.int64)
torch.div(torch.tensor([7, -7, 8]), 2, rounding_mode='floor', out=o)
show(o)

# out_int_to_bool_err
o = torch.empty(2, dtype=torch.bool)
attempt(lambda: torch.add(torch.tensor([1, 2]), 1, out=o))

# out_float_to_int_unary_err
o = torch.empty(2, dtype=torch.int32)
attempt(lambda: torch.neg(torch.tensor([1.5, 2.5]), out=o))

# out_clamp
o = torch.empty(4)
torch.clamp(torch.tensor([-2.0, 0.5, 2.0, 9.0]), 0, 1, out=o)
show(o)

# out_int8_to_int64
o = torch.empty(2, dtype=torch.long)
torch.add(torch.tensor([100, 100], dtype=torch.int8), torch.tensor([100, 1], dtype=torch.int8), out=o)
show(o)

# out_bitwise
o = torch.empty(2, dtype=torch.int64)
torch.bitwise_and(torch.tensor([12, 10]), torch.tensor([10, 6]), out=o)
show(o)

# out_returned_identity
o = torch.empty(2)
r = torch.sub(torch.tensor([5.0, 6.0]), torch.tensor([1.0, 1.0]), alpha=2, out=o)
show(r is o, r)

# out_maximum
o = torch.empty(2)
torch.maximum(torch.tensor([1.0, 5.0]), torch.tensor([3.0, 2.0]), out=o)
show(o)

# out_view_of_other
base = torch.zeros(2, 3)
torch.add(torch.ones(3), 1, out=base[1])
show(base)

# out_none_ok
show(torch.neg(torch.tensor([-1, 2]), out=None))

# out_atan2_f16
o = torch.empty(1, dtype=torch.float16)
torch.atan2(torch.tensor([1.0]), torch.tensor([1.0]), out=o)
show(o)

# out_where_kw
o = torch.empty(2)
show(torch.remainder(torch.tensor([-3.0, 3.0]), 2, out=o))

# out_logical
o = torch.empty(2, dtype=torch.int64)
torch.logical_or(torch.tensor([True, False]), torch.tensor([False, False]), out=o)
show(o)

# out_neg_exact_err
attempt(lambda: torch.neg(torch.tensor([1.5]), out=torch.empty(1, dtype=torch.float64)))

# out_floor_exact_err
attempt(lambda: torch.floor(torch.tensor([1, 2]), out=torch.empty(2)))

# out_exp_to_f64
o = torch.empty(2, dtype=torch.float64)
torch.exp(torch.tensor([1, 2]), out=o)
show(o)

# out_isnan_none_err
attempt(lambda: torch.isnan(torch.tensor([1.0]), out=torch.empty(1, dtype=torch.bool)))

# out_signbit_float_err
attempt(lambda: torch.signbit(torch.tensor([-1.0]), out=torch.empty(1)))

# out_pow_scalar_exact_err
attempt(lambda: torch.pow(torch.tensor([2, 3]), 2, out=torch.empty(2)))

# out_pow_scalar_base
o = torch.empty(2, dtype=torch.float64)
torch.pow(2, torch.tensor([0.5, -1.0]), out=o)
show(o)

# out_clamp_exact_err
attempt(lambda: torch.clamp(torch.tensor([1, 5]), 0, 3, out=torch.empty(2)))

# out_clamp_tensor_bound_cast
o = torch.empty(2, dtype=torch.float64)
torch.clamp(torch.tensor([1.5, -2.0]), min=torch.tensor(0.0), out=o)
show(o)

# out_logical_not_float
o = torch.empty(2)
torch.logical_not(torch.tensor([0, 3]), out=o)
show(o)

# out_floor_divide_int_to_float
o = torch.empty(2)
torch.floor_divide(torch.tensor([7, -7]), 2, out=o)
show(o)

# lerp_dtype_mismatch
attempt(lambda: torch.lerp(torch.tensor([0.0, 1.0]), torch.tensor([2.0, 3.0], dtype=torch.float64), 0.5))

# lerp_method_inplace
x = torch.tensor([0.0, 10.0])
x.lerp_(torch.tensor([10.0, 0.0]), 0.5)
show(x, x.lerp(torch.tensor([1.0, 1.0]), 1.0))

# float_power_inplace_ok
x = torch.tensor([2.0, 3.0], dtype=torch.float64)
x.float_power_(torch.tensor([3, 2]))
show(x)

# float_power_scalar_base
show(torch.float_power(2, torch.tensor([-1, 0, 10])), torch.tensor([1, 2]).float_power(0.5))

# float_power_int_neg_exp
show(torch.float_power(torch.tensor([2, -2]), -1))

# float_power_out_err
attempt(lambda: torch.float_power(torch.tensor([2.0]), 2, out=torch.empty(1)))

# uint8_minus_int64_tensor
show(torch.tensor([1, 2, 3], dtype=torch.uint8) - torch.tensor([2]))

# int8_times_float_scalar
x = torch.tensor([1, -2], dtype=torch.int8)
show(x * 2.0, x / 4, (x * 2.0).dtype)

# f64_times_0d_f32
show((torch.tensor([1.0], dtype=torch.float64) * torch.tensor(2.0)).dtype, (torch.tensor(2.0, dtype=torch.float64) * torch.tensor([1], dtype=torch.int32)).dtype)

# f16_plus_0d_f64
show(torch.tensor([1.0], dtype=torch.float16) + torch.tensor(1.0, dtype=torch.float64))

# bf16_plus_int_tensor
show(torch.tensor([1.5], dtype=torch.bfloat16) + torch.tensor([2]), torch.tensor([3], dtype=torch.int16) * torch.tensor([0.5], dtype=torch.bfloat16))

# int8_plus_big_scalar_wrap
show(torch.result_type(torch.tensor([1], dtype=torch.int8), 300), torch.tensor([1], dtype=torch.int8) + 300)

# bool_tensor_true_add
show(torch.tensor([True, False]) + torch.tensor([True, True]), torch.tensor([True]) * 3, torch.tensor([True]) / 2)

# uint8_mod_neg_scalar
x = torch.tensor([5, 250], dtype=torch.uint8)
show(x // 2, x % 7, x * -1)

# int_mod_float_zero
show(torch.tensor([-5, 5]) % 0.0, torch.tensor([-5, 5]) // 0.0)

# pow_tensor_float_exponent_tensor
show(torch.pow(torch.tensor([2]), torch.tensor([0.5])), torch.tensor([4]) ** torch.tensor(0.5))

# pow_int32_float_scalar
show(torch.tensor([2, 3], dtype=torch.int32) ** 2.0, torch.tensor([2], dtype=torch.int16) ** 1)

# pow_neg_base_frac
show((-8) ** torch.tensor([1 / 3, 2.0]), torch.tensor([-8.0]) ** 2.5)

# pow_int_scalar_base_neg_exp_err
attempt(lambda: 0 ** torch.tensor([-1]))

# pow_one_neg_exp_err
attempt(lambda: torch.tensor([1, -1]) ** -2)

# pow_int_tensor_zero_exp
show(torch.tensor([0, 5, -3]) ** 0, torch.tensor([5], dtype=torch.uint8) ** 3)

# pow_float_int_tensor_exponent
show(torch.tensor([2.0, 0.5]) ** torch.tensor([-1, 3]))

# pow_method_kw
show(torch.tensor([3.0]).pow(exponent=2), torch.pow(input=torch.tensor([2]), exponent=3))

# rshift_int8_neg
show(torch.tensor([-1, -128], dtype=torch.int8) >> 1, torch.tensor([255], dtype=torch.uint8) >> 1)

# bitwise_not_0d
show(torch.bitwise_not(torch.tensor(0)), ~torch.tensor(5, dtype=torch.uint8), ~torch.tensor(True))

# and_mask_negative
show(torch.tensor([-1, -256, 300]) & 0xFF, torch.tensor([1, 2]) | -1)

# bool_xor_int_scalar
r = torch.tensor([True, False]) ^ 1
show(r, r.dtype)

# uint8_vs_negative_tensor
show(torch.tensor([0], dtype=torch.uint8) > torch.tensor([-1]), torch.tensor([200], dtype=torch.uint8) == torch.tensor([-56], dtype=torch.int8))

# eq_empty_broadcast
show(torch.empty(0, 3) == torch.tensor([1.0, 2.0, 3.0]), (torch.ones(2, 1) != torch.ones(1, 2)).shape)

# clamp_int_float_tensor_bounds
show(torch.clamp(torch.tensor([1, 5, 9]), min=torch.tensor([2.5]), max=torch.tensor([7.5])))

# clamp_tensor_min_gt_max
show(torch.clamp(torch.tensor([1.0, 5.0]), min=torch.tensor([4.0, 4.0]), max=torch.tensor([2.0, 2.0])))

# clamp_kw_only_max_neg
show(torch.tensor([-3, 3]).clamp(max=-5), torch.tensor([0.5]).clip(min=1))

# round_decimals_f64
show(torch.round(torch.tensor([0.125, 0.375, -2.675], dtype=torch.float64), decimals=2))

# round_decimals_zero_explicit
show(torch.round(torch.tensor([2.5, 3.5]), decimals=0), torch.tensor([0.25]).round(decimals=1))

# trunc_ceil_negzero
show(torch.trunc(torch.tensor([-0.5])), torch.ceil(torch.tensor([-0.5, -0.0])), torch.floor(torch.tensor([0.0, -0.0])))

# frac_inf_nan
show(torch.frac(torch.tensor([float('inf'), float('-inf'), float('nan'), -0.0])))

# sign_bf16_f16
show(torch.sign(torch.tensor([-2.0, 0.0, 3.0], dtype=torch.bfloat16)), torch.sgn(torch.tensor([-0.5], dtype=torch.float16)))

# abs_neg_zero
show(torch.abs(torch.tensor([-0.0])), torch.tensor([-0.0]).abs().signbit())

# neg_inplace_uint8
x = torch.tensor([3, 0], dtype=torch.uint8)
x.neg_()
show(x)

# log_int_edges
show(torch.log(torch.tensor([-1, 0, 1])), torch.log2(torch.tensor([0, 1024])), torch.exp(torch.tensor([True, False])))

# log_0d
show(torch.log(torch.tensor(0.0)), torch.tensor(1.0).exp(), torch.tensor(-1.0).sqrt())

# expm1_log1p_f64
x = torch.tensor([1e-20, -1e-20, 1.0], dtype=torch.float64)
show(torch.expm1(x), torch.log1p(x))

# logaddexp_nan
show(torch.logaddexp(torch.tensor([float('nan'), 1.0]), torch.tensor([1.0, float('nan')])))

# atan2_scalar_err
attempt(lambda: torch.atan2(torch.tensor([1.0]), 2.0))

# hypot_f64_int_err
attempt(lambda: torch.hypot(torch.tensor([3.0]), torch.tensor([4])))

# f16_mul_overflow_scalar
show(torch.tensor([1000.0, -1000.0], dtype=torch.float16) * 100.0, torch.tensor([100.0], dtype=torch.float16) ** 3)

# f16_sum_overflow
show(torch.tensor([60000.0, 60000.0], dtype=torch.float16).sum())

# bf16_precision_add
show(torch.tensor([1.0], dtype=torch.bfloat16) + 0.001, torch.tensor([256.0], dtype=torch.bfloat16) + 1)

# f64_overflow
show(torch.tensor([1e308], dtype=torch.float64) * 10, torch.tensor([-1e308], dtype=torch.float64) * 10)

# div_inplace_trunc_float
x = torch.tensor([7.5, -7.5])
x.div_(2, rounding_mode='trunc')
show(x)

# sub_inplace_alpha_float
x = torch.tensor([1.0, 2.0])
x.sub_(torch.tensor([2.0, 2.0]), alpha=0.5)
show(x)

# zero_dim_python_ops
t = torch.tensor(5)
show(t / 2, t // 2, 5 / torch.tensor(2), t ** 0.5, t % 3)

# zero_dim_to_python
show(float(torch.tensor(3.5) * 2), int(torch.tensor(7) // 2), torch.tensor(3.5) > 3)

# mul_types_table
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    show(dt, (torch.ones(1, dtype=dt) * 2).dtype, (torch.ones(1, dtype=dt) * 2.5).dtype, (torch.ones(1, dtype=dt) / 2).dtype)

# promote_pairs_table
dts = [torch.bool, torch.uint8, torch.int8, torch.float16, torch.bfloat16]
for a in dts:
    show([str(torch.promote_types(a, b)) for b in dts])

# result_type_tensor_scalar_table
for v in [True, 2, 2.5]:
    show(torch.result_type(torch.tensor([1], dtype=torch.uint8), v), torch.result_type(torch.tensor([True]), v), torch.result_type(torch.tensor([1.0], dtype=torch.float16), v))

# can_cast_pairs
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float16), torch.can_cast(torch.bool, torch.uint8), torch.can_cast(torch.int8, torch.bool))

# kw_input_other
show(torch.mul(input=torch.tensor([2, 3]), other=2), torch.sub(torch.tensor([5.0]), other=torch.tensor([1.0]), alpha=2))

# dunder_methods
x = torch.tensor([1, 2, 3])
show(x.__add__(1), x.__radd__(1), x.__rsub__(10), x.__rtruediv__(6), x.__rpow__(2), x.__mul__(x))

# rsub_func
show(torch.rsub(torch.tensor([1, 2]), 5), torch.rsub(torch.tensor([1.0]), torch.tensor([3.0]), alpha=2))

# add_alpha_bool
attempt(lambda: torch.add(torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=True))
show(torch.add(torch.tensor([True]), torch.tensor([True]), alpha=False))

# add_alpha_zero
show(torch.add(torch.tensor([1.0, float('nan')]), torch.tensor([float('inf'), 1.0]), alpha=0))

# div_int_zero_float_result
show(torch.div(torch.tensor([1, -1, 0]), 0), torch.tensor([3]) / torch.tensor([0]))

# div_f16_bf16_modes
show(torch.div(torch.tensor([7.0, -7.0], dtype=torch.float16), 2, rounding_mode='floor'), torch.div(torch.tensor([7.0, -7.0], dtype=torch.bfloat16), 2, rounding_mode='trunc'))

# true_divide_int8
show(torch.true_divide(torch.tensor([7], dtype=torch.int8), torch.tensor([2], dtype=torch.int8)))

# remainder_f16_fmod_bf16
show(torch.remainder(torch.tensor([-3.5, 3.5], dtype=torch.float16), 2), torch.fmod(torch.tensor([-3.5, 3.5], dtype=torch.bfloat16), 2))

# isclose_rtol_neg_err
attempt(lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), rtol=-1.0))

# isclose_atol_neg_err
attempt(lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), atol=-0.5))

# allclose_dtype_err
attempt(lambda: torch.allclose(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)))

# allclose_shapes_broadcast_err
attempt(lambda: torch.allclose(torch.ones(2), torch.ones(3)))

# isclose_bool
show(torch.isclose(torch.tensor([True, False]), torch.tensor([True, True])))

# isclose_f16
show(torch.isclose(torch.tensor([1.0, 1.001], dtype=torch.float16), torch.tensor([1.0, 1.0], dtype=torch.float16)))

# equal_shapes_bool
show(torch.equal(torch.tensor([True]), torch.tensor([True])), torch.equal(torch.ones(2, 1), torch.ones(1, 2)), torch.equal(torch.tensor([]), torch.tensor([])))

# eq_all_item
a = torch.tensor([1.0, 2.0])
show(a.eq(a.clone()).all().item(), bool((a == 1).any()), torch.isclose(a, a + 1e-7).all().item())

# maximum_scalar_err
attempt(lambda: torch.maximum(torch.tensor([1, 2]), 1))

# clamp_no_bounds_err
attempt(lambda: torch.clamp(torch.tensor([1.0]), min=None, max=None))

# clamp_nan_preserved
show(torch.tensor([float('nan'), 0.5]).clamp(0, 1), torch.clamp(torch.tensor([float('nan')]), min=torch.tensor([0.0])))

# fmax_int
show(torch.fmax(torch.tensor([1, 5]), torch.tensor([3, 2])), torch.fmin(torch.tensor([1.0, float('nan')]), torch.tensor([float('nan'), float('nan')])))

# where_scalar_idiom
x = torch.tensor([-1.0, 0.5, 2.0])
show(torch.where(x > 0, x, 0.0), torch.where(x > 0, 1, -1), torch.where(x > 0, x, torch.zeros(1)))

# sqrt_clamp_idiom
x = torch.tensor([0.0, -1e-3, 4.0])
show(torch.sqrt(x.clamp(min=1e-12)), torch.log(x.clamp_min(1e-8)))

# sigmoid_manual
x = torch.tensor([-2.0, 0.0, 2.0], dtype=torch.float64)
show(1.0 / (1.0 + torch.exp(-x)))

# softmax_manual_exact
x = torch.tensor([0.0, 0.0, 0.0, 0.0])
show(torch.exp(x) / torch.exp(x).sum())

# normalize_manual_f64
x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
show((x - x.mean()) / (x.max() - x.min()))

# exp_sci_print
show(torch.exp(torch.tensor([-20.0, 0.0, 20.0])), torch.exp(torch.tensor([-1.0, 0.0, 1.0], dtype=torch.float64)))

# inf_nan_mix_print
show(torch.tensor([1.0, float('inf'), float('nan')]) * torch.tensor([0.0, 0.0, 1.0]))

# neg_zero_print
show(torch.tensor([0.0, 1.0]) * -1, -torch.tensor([0.0, 0.5]))

# large_small_mix_print
show(torch.tensor([1e-5, 1.0, 1e5]) * 2)

# int_large_print
show(torch.tensor([2 ** 40, -3]) * 3)

# bool_sum_types
m = torch.tensor([[True, False], [True, True]])
show(m.sum(0), m.sum(dtype=torch.int32), m.prod())

# mixed_inplace_float_int_tensor
x = torch.zeros(3)
x += torch.tensor([1, 2, 3])
x *= torch.tensor(True)
show(x)

# inplace_int_by_bool
x = torch.tensor([1, 2, 3])
x *= torch.tensor([True, False, True])
show(x)
attempt(lambda: x.sub_(True))

# inplace_int8_add_int64_scalar_tensor
x = torch.tensor([100], dtype=torch.int8)
x += torch.tensor(100)
show(x)

# inplace_0d_broadcast_err
x = torch.tensor(1.0)
attempt(lambda: x.add_(torch.tensor([1.0, 2.0])))

# inplace_expand_err
x = torch.zeros(1).expand(3)
attempt(lambda: x.add_(1))

# abs_method_inplace_int
x = torch.tensor([-3, 4])
x.abs_()
show(x, torch.absolute(torch.tensor([-1.5])))

# sign_inplace_float
x = torch.tensor([-2.0, 0.0, 5.0])
x.sign_()
show(x)

# floor_inplace_int_noop
x = torch.tensor([3, -3])
x.floor_()
show(x)

# exp_inplace_float64
x = torch.tensor([0.0, 1.0], dtype=torch.float64)
x.exp_()
show(x)

# clamp_min_inplace_int
x = torch.tensor([-5, 5])
x.clamp_min_(0)
show(x)

# nan_to_num_int_inplace
x = torch.tensor([1, 2])
x.nan_to_num_()
show(x)

# nan_to_num_posinf_only
show(torch.nan_to_num(torch.tensor([float('inf'), float('nan')]), posinf=1.0))

# rsub_more
show(torch.rsub(torch.tensor([1, 2]), 1.5), torch.rsub(torch.tensor([2.0]), 1, alpha=3))

# rsub_float_alpha_int_err
attempt(lambda: torch.rsub(torch.tensor([1]), torch.tensor([2]), alpha=0.5))

# sub_alpha_bool_err
attempt(lambda: torch.sub(torch.tensor([1.0]), torch.tensor([2.0]), alpha=True))

# bitwise_kw_other
show(torch.bitwise_and(torch.tensor([6]), other=torch.tensor([3])), torch.bitwise_or(input=torch.tensor([4]), other=1), torch.bitwise_xor(torch.tensor([True]), torch.tensor([True])))

# shift_mixed_dtypes
show(torch.tensor([1], dtype=torch.uint8) << torch.tensor([3]), (torch.tensor([1], dtype=torch.int8) << torch.tensor([3], dtype=torch.int16)).dtype)

# shift_inplace_int8_overflow
x = torch.tensor([100], dtype=torch.int8)
x <<= 1
show(x)

# cmp_kw_other
x = torch.tensor([1, 2, 3])
show(torch.eq(x, other=2), torch.gt(input=x, other=torch.tensor([0, 2, 4])), x.le(other=2))

# cmp_nan_inf
x = torch.tensor([float('nan'), float('inf'), float('-inf')])
show(x > float('inf'), x >= float('inf'), x == float('inf'), x < 0)

# logical_nan
x = torch.tensor([float('nan'), 0.0, -0.0])
show(torch.logical_and(x, x), torch.logical_or(x, torch.tensor(0.0)), torch.logical_xor(x, torch.tensor([1.0])))

# logical_inplace_float
x = torch.tensor([0.0, 2.0])
x.logical_not_()
show(x)

# isclose_nan_int_equal_nan
show(torch.isclose(torch.tensor([1, 2]), torch.tensor([1, 2]), equal_nan=True), torch.isclose(torch.tensor([float('nan')], dtype=torch.float64), torch.tensor([float('nan')], dtype=torch.float64), equal_nan=True))

# sign_int8_min
show(torch.sign(torch.tensor([-128, 0, 127], dtype=torch.int8)), torch.abs(torch.tensor([-32768], dtype=torch.int16)))

# copysign_int_float_dtype
show(torch.copysign(torch.tensor([1, 2]), torch.tensor([-1.0, 1.0], dtype=torch.float64)), torch.copysign(torch.tensor([1], dtype=torch.int8), -0.0))

# exp2_int8
show(torch.exp2(torch.tensor([-2, 0, 7], dtype=torch.int8)), torch.logaddexp2(torch.tensor([1.0], dtype=torch.float64), torch.tensor([3.0], dtype=torch.float64)))

# square_bool_err
attempt(lambda: torch.square(torch.tensor([True, False])))

# broadcast_0d_empty
show(torch.tensor(2.0) * torch.empty(0), (torch.tensor(1) + torch.empty(2, 0, dtype=torch.int64)).shape)

# broadcast_three_way
a = torch.ones(2, 1, 3)
b = torch.arange(4.0).reshape(4, 1)
show((a * b).shape, (a + b)[1, 3])

# broadcast_inplace_shape_err
x = torch.ones(3)
attempt(lambda: x.mul_(torch.ones(2, 3)))

# minus_zero_ops
z = torch.tensor([-0.0])
show(z + 0.0, z - 0.0, z * 0.0, 0.0 - z, torch.tensor([0.0]) * -0.0)

# div_signed_zero
show(torch.tensor([1.0]) / torch.tensor([-0.0]), torch.tensor([-1.0]) / float('inf'))

# floor_divide_neg_zero
show(torch.tensor([-0.0, 0.0]) // 1, torch.tensor([-1.0]) // float('inf'), torch.tensor([1.0]) % float('-inf'))

# fmod_inf_divisor
show(torch.fmod(torch.tensor([-5.0, 5.0]), float('inf')), torch.fmod(torch.tensor([float('inf')]), 2.0))

# remainder_int_neg_divisor
show(torch.remainder(torch.tensor([7, -7, 0]), -3), torch.fmod(torch.tensor([7, -7, 0]), -3))

# remainder_int8_tensor
show(torch.tensor([-100, 100], dtype=torch.int8) % torch.tensor([7, -7], dtype=torch.int8))

# floordiv_int8_min
show(torch.tensor([-128], dtype=torch.int8) // torch.tensor([-1], dtype=torch.int8), torch.tensor([-128], dtype=torch.int8) // 2)

# mul_int16_wrap
show(torch.tensor([300], dtype=torch.int16) * torch.tensor([300], dtype=torch.int16), torch.tensor([70000], dtype=torch.int32) * 70000)

# int32_plus_py_big
show(torch.tensor([1], dtype=torch.int32) + 2 ** 31, torch.tensor([1], dtype=torch.int32) * 2 ** 33)

# float32_plus_py_precise
show(torch.tensor([0.1]) + 0.2, torch.tensor([0.1], dtype=torch.float64) + 0.2)

# half_plus_py_float
show(torch.tensor([0.1], dtype=torch.float16) + 0.2, (torch.tensor([1], dtype=torch.float16) + 1e5))

# trig_int_input
show(torch.sin(torch.tensor([0, 1])), torch.cos(torch.tensor([0], dtype=torch.int8)), torch.tanh(torch.tensor([True])))

# reciprocal_bool
show(torch.reciprocal(torch.tensor([True, False])), torch.rsqrt(torch.tensor([4, 0])))

# neg_method_forms
x = torch.tensor([1.5, -2.0])
show(x.neg(), x.negative(), torch.negative(x), x.__neg__())

# clamp_method_tensor_max
x = torch.tensor([[1.0, 5.0], [-1.0, 3.0]])
show(x.clamp(max=torch.tensor([[2.0], [0.0]])), x.clip(torch.tensor(0.0), torch.tensor(2.0)))

# clamp_int8_bounds_overflow
attempt(lambda: torch.clamp(torch.tensor([1], dtype=torch.int8), min=-1000))

# round_int8
show(torch.round(torch.tensor([-3, 3], dtype=torch.int8)), torch.floor(torch.tensor([True])) if False else torch.ceil(torch.tensor([2], dtype=torch.uint8)))

# round_large_values
show(torch.round(torch.tensor([1e10 + 0.5, 2.0 ** 23 + 0.5], dtype=torch.float64)))

# nan_to_num_neg_zero
show(torch.nan_to_num(torch.tensor([-0.0, float('nan')]), nan=-0.0))

# nan_to_num_big_f16
attempt(lambda: torch.nan_to_num(torch.tensor([float('inf')], dtype=torch.float16), posinf=1e6))

# nan_to_num_f32_big
show(torch.nan_to_num(torch.tensor([float('-inf'), float('nan')]), nan=1e39, neginf=-1e39))

# nan_to_num_bf16_vals
show(torch.nan_to_num(torch.tensor([float('nan'), float('inf')], dtype=torch.bfloat16), nan=0.1, posinf=3.3))

# nan_to_num_bad_type_err
attempt(lambda: torch.nan_to_num(torch.tensor([1.0]), nan='a'))

# nan_to_num_nan_none
show(torch.nan_to_num(torch.tensor([float('nan'), 1.0]), nan=None))
