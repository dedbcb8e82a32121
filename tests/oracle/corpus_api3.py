# Twin of tests/golden/corpus_api3.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


# ew_atan2_zero_signs
a = torch.tensor([0.0, -0.0, 0.0, -0.0])
b = torch.tensor([0.0, 0.0, -0.0, -0.0])
show(torch.atan2(a, b), torch.arctan2(a, b))

# ew_atan2_int_int
show(torch.atan2(torch.tensor([1, -1]), torch.tensor([0, 0])))

# ew_atan2_f64_inf
show(torch.atan2(torch.tensor([float('inf'), -float('inf'), 1.0], dtype=torch.float64), torch.tensor([float('inf'), 2.0, -float('inf')], dtype=torch.float64)))

# ew_hypot_inf_nan
show(torch.hypot(torch.tensor([float('inf'), float('nan'), 3.0]), torch.tensor([float('nan'), float('inf'), 4.0])))

# ew_hypot_bcast_method
x = torch.tensor([[3.0], [5.0]])
show(x.hypot(torch.tensor([4.0, 12.0])))

# ew_copysign_neg_zero_method
x = torch.tensor([1.0, 2.0, 3.0])
show(x.copysign(torch.tensor([-0.0, 0.0, -1.0])), x.copysign(-2))

# ew_copysign_int_tensor_scalar_f
show(torch.copysign(torch.tensor([1, 2], dtype=torch.int8), -1.0))

# ew_logaddexp_inf
show(torch.logaddexp(torch.tensor([float('-inf'), float('inf'), 0.0]), torch.tensor([float('-inf'), float('inf'), float('-inf')])))

# ew_logaddexp2_basic
show(torch.logaddexp2(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0])), torch.logaddexp2(torch.tensor([0.0], dtype=torch.float64), torch.tensor([0.0], dtype=torch.float64)))

# ew_remainder_neg_int
a = torch.tensor([-7, 7, -7, 7])
b = torch.tensor([3, -3, -3, 3])
show(torch.remainder(a, b), torch.fmod(a, b), a % b)

# ew_remainder_neg_float
a = torch.tensor([-7.5, 7.5, -0.0, 2.0])
show(torch.remainder(a, 2), torch.fmod(a, 2), torch.remainder(a, -2.0))

# ew_remainder_scalar_first
show(torch.remainder(5, torch.tensor([3, -3, 2])))

# ew_fmod_float_zero
show(torch.fmod(torch.tensor([1.0, -1.0, 0.0]), 0.0), torch.remainder(torch.tensor([1.0, -1.0]), 0.0))

# ew_floor_divide_neg
a = torch.tensor([-7, 7, -8, 0])
show(torch.floor_divide(a, 2), a // -2, torch.floor_divide(a, torch.tensor([3, -3, 3, -3])))

# ew_floor_divide_float_neg
show(torch.tensor([-7.0, 7.0, -0.5]) // 2, torch.floor_divide(torch.tensor([1.0, -1.0]), 0.0))

# ew_floor_divide_uint8
show(torch.tensor([200, 7], dtype=torch.uint8) // torch.tensor([3, 2], dtype=torch.uint8))

# ew_div_rounding_neg
a = torch.tensor([-7, 7, -1])
show(torch.div(a, 2, rounding_mode='floor'), torch.div(a, 2, rounding_mode='trunc'), torch.div(a, 2))

# ew_div_rounding_err
attempt(lambda: torch.div(torch.tensor([1.0]), 2, rounding_mode='round'))

# ew_bitwise_int8_neg
a = torch.tensor([-1, -128, 127, 5], dtype=torch.int8)
show(a & 15, a | 64, a ^ -1, ~a)

# ew_bitwise_bool_int
show(torch.bitwise_and(torch.tensor([True, False]), torch.tensor([3, 2])), torch.bitwise_or(torch.tensor([True, False]), True))

# ew_bitwise_xor_method
show(torch.tensor([12, 10]).bitwise_xor(torch.tensor([10, 12])), torch.bitwise_xor(torch.tensor([5]), 3))

# ew_shift_neg_values
a = torch.tensor([-8, -1, 16])
show(a >> 1, a << 2, torch.bitwise_right_shift(a, torch.tensor([0, 3, 4])))

# ew_shift_uint8_overflow
show(torch.tensor([255, 128], dtype=torch.uint8) << 1, torch.bitwise_left_shift(torch.tensor([1], dtype=torch.int16), 15))

# ew_logical_ops_int
a = torch.tensor([0, 1, 2, -1])
b = torch.tensor([0.0, 0.0, 0.5, float('nan')])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b), torch.logical_not(b))

# ew_logical_not_dtype
show(torch.logical_not(torch.tensor([0, 3], dtype=torch.int16)), torch.tensor([0.0, 1.0]).logical_not())

# ew_logical_bcast
show(torch.logical_and(torch.tensor([[True], [False]]), torch.tensor([True, False, True])))

# ew_isfinite_int_half
show(torch.isfinite(torch.tensor([1, 2])), torch.isnan(torch.tensor([float('nan'), 1.0], dtype=torch.float16)), torch.isinf(torch.tensor([float('-inf')], dtype=torch.bfloat16)))

# ew_signbit_zero_nan
show(torch.signbit(torch.tensor([-0.0, 0.0, float('-inf'), -1e-30])), torch.signbit(torch.tensor([-1, 0], dtype=torch.int8)), torch.signbit(torch.tensor([True])))

# ew_sign_variants
x = torch.tensor([-2.5, 0.0, -0.0, 3.0, float('nan')])
show(torch.sign(x), torch.sgn(x), x.sign(), torch.sign(torch.tensor([-3, 0, 4])))

# ew_sign_bool
show(torch.sign(torch.tensor([True, False])))

# ew_trunc_fix
x = torch.tensor([-2.7, -0.2, 0.5, 2.7])
show(torch.trunc(x), torch.fix(x), x.trunc(), torch.trunc(torch.tensor([3, -3])))

# ew_round_half_even
show(torch.round(torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5])))

# ew_round_decimals_neg
show(torch.round(torch.tensor([1234.5678, -55.5]), decimals=-2), torch.round(torch.tensor([0.125, 0.135], dtype=torch.float64), decimals=2))

# ew_round_decimals_method
show(torch.tensor([3.14159, 2.71828]).round(decimals=3))

# ew_ceil_floor_int
show(torch.ceil(torch.tensor([1, -2])), torch.floor(torch.tensor([-0.5, 0.5])), torch.ceil(torch.tensor([-0.5])))

# ew_clamp_tensor_bounds
x = torch.tensor([1.0, 5.0, 9.0])
show(torch.clamp(x, min=torch.tensor([2.0, 6.0, 0.0]), max=torch.tensor([3.0, 7.0, 8.0])))

# ew_clamp_min_gt_max
show(torch.clamp(torch.tensor([1, 5, 9]), min=6, max=4), torch.clip(torch.tensor([0.5, 2.5]), 1.0, 2.0))

# ew_clamp_nan
show(torch.clamp(torch.tensor([float('nan'), 1.0]), 0.0, 0.5), torch.clamp(torch.tensor([1.0, 2.0]), min=float('nan')))

# ew_clamp_int_with_float_bound
show(torch.clamp(torch.tensor([1, 5, 9]), min=2.5), torch.clamp(torch.tensor([1, 5, 9]), max=torch.tensor(4.5)))

# ew_clamp_bool_err
attempt(lambda: torch.clamp(torch.tensor([True, False]), min=0))

# ew_clip_method_kw
show(torch.tensor([-3, 0, 3]).clip(min=-1), torch.tensor([-3, 0, 3]).clip(max=1))

# ew_expm1_log1p_f64
show(torch.expm1(torch.tensor([1e-10, 1.0], dtype=torch.float64)), torch.log1p(torch.tensor([-1.0, 1e-10], dtype=torch.float64)))

# ew_sqrt_int_promote
show(torch.sqrt(torch.tensor([4, 2], dtype=torch.int16)), torch.sqrt(torch.tensor([True, False])), torch.rsqrt(torch.tensor([4])))

# ew_exp_uint8
show(torch.exp(torch.tensor([0, 1], dtype=torch.uint8)), torch.log(torch.tensor([1, 0], dtype=torch.int8)))

# ew_log2_log10_neg
show(torch.log2(torch.tensor([8.0, -1.0, 0.0])), torch.log10(torch.tensor([1000.0, 0.001])))

# ew_trig_inverse_domain
show(torch.asin(torch.tensor([2.0, -1.0])), torch.acos(torch.tensor([1.0, -1.5])), torch.acosh(torch.tensor([0.5, 1.0])))

# ew_tan_tanh_large
show(torch.tanh(torch.tensor([-100.0, 100.0, 0.5])), torch.tan(torch.tensor([0.0, 1.0])))

# ew_square_bool_int8
show(torch.square(torch.tensor([True, False])), torch.square(torch.tensor([12, -12], dtype=torch.int8)))

# ew_abs_neg_zero
show(torch.abs(torch.tensor([-0.0, -float('inf')])), torch.absolute(torch.tensor([-3, 3], dtype=torch.int16)))

# ew_negative_positive
show(torch.negative(torch.tensor([1, -2])), torch.positive(torch.tensor([1.5])), torch.tensor([3]).negative())

# ew_pow_int_float_scalar
show(torch.pow(torch.tensor([2, 3]), 0.5), torch.pow(2, torch.tensor([1, 2, 3])), torch.pow(2.0, torch.tensor([1, 2])))

# ew_pow_zero_neg_float
show(torch.pow(torch.tensor([0.0, -8.0]), torch.tensor([-1.0, 1.0 / 3])))

# ew_pow_bool
show(torch.pow(torch.tensor([True, False]), 2), torch.tensor([2, 3]) ** torch.tensor([True, False]))

# ew_add_scalar_dtype_keep
show(torch.tensor([1, 2], dtype=torch.int8) + 300, torch.tensor([1.0], dtype=torch.float16) + 1e-4, torch.tensor([1], dtype=torch.uint8) * 2.5)

# ew_sub_alpha_kw
show(torch.sub(torch.tensor([10, 20]), torch.tensor([1, 2]), alpha=3), torch.subtract(torch.tensor([1.0]), 1, alpha=0.5))

# ew_mul_bool_bool
show(torch.tensor([True, False]) * torch.tensor([True, True]), torch.multiply(torch.tensor([True]), 3))

# ew_maximum_minimum_mixed
show(torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 3.5])), torch.minimum(torch.tensor([True, False]), torch.tensor([0, 2])))

# ew_fmax_fmin_nan
a = torch.tensor([float('nan'), 1.0, float('nan')])
b = torch.tensor([2.0, float('nan'), float('nan')])
show(torch.fmax(a, b), torch.fmin(a, b), torch.maximum(a, b))

# ew_maximum_scalar_err
attempt(lambda: torch.maximum(torch.tensor([1, 2]), 1))

# ew_eq_ne_mixed
show(torch.eq(torch.tensor([1, 2]), 1.0), torch.ne(torch.tensor([1.5, 2.0]), torch.tensor([1, 2])), torch.tensor([True]) == 1)

# ew_greater_less_aliases
x = torch.tensor([1, 2, 3])
show(torch.greater(x, 2), torch.greater_equal(x, 2), torch.less(x, 2), torch.less_equal(x, 2), torch.not_equal(x, 2))

# ew_compare_nan
n = torch.tensor([float('nan'), 1.0])
show(n == n, n != n, n < 2, n >= 1)

# ew_reciprocal_int
show(torch.reciprocal(torch.tensor([2, 0, -4])), torch.tensor([0.0, -0.0]).reciprocal())

# ew_bf16_ops
a = torch.tensor([1.5, 2.25, -3.0], dtype=torch.bfloat16)
show(a * 3, a / 7, torch.sqrt(a.abs()), a.exp())

# ew_half_ops
a = torch.tensor([1.5, 2.25, -3.0], dtype=torch.float16)
show(a + a, a * 1000, a - 0.001)

# ew_half_bf16_mix
show(torch.tensor([1.0], dtype=torch.float16) + torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([1], dtype=torch.int64) + torch.tensor([1.5], dtype=torch.float16))

# ew_0d_scalar_promotion
show(torch.tensor([1, 2], dtype=torch.int8) + torch.tensor(1000), torch.tensor([1, 2], dtype=torch.int8) + torch.tensor(1.5), torch.tensor([1.0], dtype=torch.float16) + torch.tensor(1.0, dtype=torch.float64))

# ew_noncontig_t
x = torch.arange(6.0).reshape(2, 3).t()
show(torch.sin(x), x * torch.tensor([1.0, 10.0]), torch.atan2(x, x + 1))

# ew_noncontig_step
x = torch.arange(10)[::3]
show(x, x * x, torch.remainder(x, 4), x.float().sqrt())

# ew_empty_binary
show(torch.zeros(0, 3) + torch.ones(3), torch.atan2(torch.zeros(0), torch.zeros(1)))

# ew_bcast_err_msg
attempt(lambda: torch.tensor([1, 2, 3]) + torch.tensor([1, 2]))
attempt(lambda: torch.hypot(torch.zeros(2, 3), torch.zeros(3, 2)))

# ew_inplace_promote_err
x = torch.tensor([1, 2])
attempt(lambda: x.add_(1.5))
attempt(lambda: x.atan2_(torch.tensor([1.0, 1.0])))

# ew_inplace_ok
x = torch.tensor([1.0, -2.0, 3.0])
x.clamp_(min=0)
x.mul_(2)
x.copysign_(torch.tensor([-1.0, 1.0, -1.0]))
show(x)

# ew_erfc_erfinv
show(torch.erfc(torch.tensor([0.0, 1.0])), torch.erfinv(torch.tensor([0.0, 0.5, 1.0, -1.0])))

# ew_xlogy
show(torch.xlogy(torch.tensor([0.0, 2.0, 0.0]), torch.tensor([0.0, 3.0, float('nan')])))

# ew_heaviside
show(torch.heaviside(torch.tensor([-1.5, 0.0, 2.0]), torch.tensor([0.5])))

# ew_true_divide_int
show(torch.true_divide(torch.tensor([7, -7]), 2), torch.divide(torch.tensor([1], dtype=torch.int8), torch.tensor([3], dtype=torch.int8)))

# ew_int_floor_div_zero_float_scalar
show(torch.tensor([5, -5]) // 0.0, torch.tensor([5, -5]) % 0.0)

# cr_arange_float_steps
show(torch.arange(0, 1, 0.25), torch.arange(1, -1, -0.5), torch.arange(0.5, 3))

# cr_arange_dtype_kw
show(torch.arange(5, dtype=torch.float16), torch.arange(start=2, end=8, step=3, dtype=torch.int8), torch.arange(3, dtype=torch.bool) if False else torch.arange(3.0, dtype=torch.int32))

# cr_arange_empty_err
show(torch.arange(5, 5), torch.arange(3, 1, 1) if False else torch.arange(0))
attempt(lambda: torch.arange(0, 5, 0))
attempt(lambda: torch.arange(5, 0, 1))

# cr_linspace_variants
show(torch.linspace(0, 1, 5), torch.linspace(-1, 1, steps=1), torch.linspace(0, 10, 0), torch.linspace(1, 0, 3, dtype=torch.float64))

# cr_linspace_int_dtype
show(torch.linspace(0, 10, 4, dtype=torch.int64), torch.linspace(0, 1, 3, dtype=torch.int32))

# cr_linspace_err
attempt(lambda: torch.linspace(0, 1, -1))

# cr_full_variants
show(torch.full((2, 2), 7), torch.full((2,), 1.5, dtype=torch.float16), torch.full((), -1), torch.full([3], False))

# cr_full_dtype_int_from_float
show(torch.full((2,), 2.7, dtype=torch.int32), torch.full((1,), 300, dtype=torch.uint8) if False else torch.full((1,), 3, dtype=torch.uint8))

# cr_full_like_variants
x = torch.tensor([[1, 2], [3, 4]])
show(torch.full_like(x, 2.9), torch.full_like(x, 2.9, dtype=torch.float32), torch.full_like(x.float(), 7))

# cr_zeros_ones_like_dtype
x = torch.tensor([1.5, 2.5], dtype=torch.float16)
show(torch.zeros_like(x), torch.ones_like(x, dtype=torch.bool), torch.empty_like(x).shape, torch.empty_like(x, dtype=torch.int8).dtype)

# cr_zeros_ones_shapes
show(torch.zeros(2, 0), torch.ones((1, 2), dtype=torch.int16), torch.zeros([]), torch.ones(size=(2,)))

# cr_empty_shape_dtype
e = torch.empty(2, 3, dtype=torch.float64)
show(e.shape, e.dtype, torch.empty((0,)).shape, torch.empty(size=(4,), dtype=torch.bool).dtype)

# cr_eye_variants
show(torch.eye(3), torch.eye(2, 3), torch.eye(3, 2, dtype=torch.int64), torch.eye(0))

# cr_eye_kw_m
show(torch.eye(n=2, m=4, dtype=torch.bool))

# cr_eye_err
attempt(lambda: torch.eye(-1))

# cr_tril_triu_rect
x = torch.arange(1, 13).reshape(3, 4)
show(torch.tril(x), torch.triu(x, 1), torch.tril(x, diagonal=-1), x.triu(diagonal=2))

# cr_tril_triu_big_k
x = torch.ones(2, 3)
show(torch.tril(x, 5), torch.triu(x, -5), torch.triu(x, 10))

# cr_tril_bool
show(torch.ones(3, 3, dtype=torch.bool).tril(), torch.triu(torch.ones(2, 2, dtype=torch.float16)))

# cr_meshgrid_xy
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5])
X, Y = torch.meshgrid(a, b, indexing='xy')
show(X, Y, X.shape)

# cr_meshgrid_ij_list
g = torch.meshgrid([torch.tensor([1, 2]), torch.tensor([3, 4, 5])], indexing='ij')
show(g)

# cr_meshgrid_bad_indexing
attempt(lambda: torch.meshgrid(torch.tensor([1]), torch.tensor([2]), indexing='yx'))

# cr_meshgrid_dtype_err
attempt(lambda: torch.meshgrid(torch.tensor([1]), torch.tensor([2.0]), indexing='ij'))

# cr_tensor_from_mixed
show(torch.tensor([1, 2.5, True]), torch.tensor([[True, False]]), torch.tensor(3.0, dtype=torch.int8))

# cr_asarray
show(torch.asarray([1, 2, 3]), torch.asarray([1.0, 2.0], dtype=torch.float64), torch.asarray(torch.tensor([1, 2]), dtype=torch.float32))

# dt_result_type_scalars
show(torch.result_type(torch.tensor([1], dtype=torch.uint8), -1), torch.result_type(torch.tensor([1], dtype=torch.int8), 1.5), torch.result_type(torch.tensor([True]), 2))

# dt_result_type_0d_vs_1d
show(torch.result_type(torch.tensor(1.0, dtype=torch.float64), torch.tensor([1], dtype=torch.int32)), torch.result_type(torch.tensor(1, dtype=torch.int64), torch.tensor([1], dtype=torch.int8)), torch.result_type(torch.tensor(1.0, dtype=torch.float64), torch.tensor([1.0], dtype=torch.float16)))

# dt_result_type_two_scalars
attempt(lambda: torch.result_type(1, 2.0))
attempt(lambda: torch.result_type(torch.tensor([1]), True))

# dt_promote_types_more
show(torch.promote_types(torch.uint8, torch.int16), torch.promote_types(torch.bool, torch.float16), torch.promote_types(torch.int64, torch.bfloat16), torch.promote_types(torch.float16, torch.float32))

# dt_promote_types_kw
show(torch.promote_types(type1=torch.int32, type2=torch.uint8))

# dt_can_cast_more
show(torch.can_cast(torch.int8, torch.uint8), torch.can_cast(torch.float16, torch.bfloat16), torch.can_cast(torch.bool, torch.bool), torch.can_cast(torch.float64, torch.int8), torch.can_cast(torch.int64, torch.bool))

# dt_finfo_fields
f = torch.finfo(torch.float32)
show(f.bits, f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.dtype)

# dt_finfo_f64_fields
f = torch.finfo(torch.float64)
show(f.bits, f.eps, f.max, f.tiny, f.resolution)

# dt_finfo_default
show(torch.finfo().dtype, torch.finfo(torch.half).max, torch.finfo(torch.bfloat16).eps)

# dt_iinfo_fields
for_ = torch.iinfo(torch.int16)
show(for_.bits, for_.min, for_.max, for_.dtype, torch.iinfo(torch.uint8).max, torch.iinfo(torch.int32).min)

# dt_iinfo_bool_err
attempt(lambda: torch.iinfo(torch.bool))

# dt_dtype_props
show(torch.float16.is_floating_point, torch.int8.is_signed, torch.uint8.is_signed, torch.bool.is_floating_point, torch.bfloat16.itemsize if False else 0)

# dt_is_floating_is_signed
show(torch.is_floating_point(torch.tensor([1])), torch.tensor([1.0], dtype=torch.bfloat16).is_floating_point(), torch.tensor([1]).is_signed(), torch.tensor([1], dtype=torch.uint8).is_signed())

# dt_element_size
show(torch.tensor([1], dtype=torch.bfloat16).element_size(), torch.tensor([True]).element_size(), torch.tensor([1.0]).itemsize if False else 0, torch.tensor([1]).element_size())

# dt_astype_to
x = torch.tensor([1.7, -1.7, 300.0])
show(x.to(torch.int32), x.to(dtype=torch.int8) if False else x.to(torch.uint8) if False else x.int(), x.to(torch.bool), x.half(), x.bfloat16())

# dt_float_to_int_trunc
show(torch.tensor([-0.9, 0.9, 2.5]).long(), torch.tensor([-1, 256, 257]).to(torch.uint8), torch.tensor([128, -129]).to(torch.int8))

# mp_broadcast_to_list
show(torch.broadcast_to(torch.tensor(3.0), [2, 2]), torch.broadcast_to(torch.tensor([[1, 2]]), (3, 1, 2)).shape)

# mp_broadcast_to_rank_err
attempt(lambda: torch.broadcast_to(torch.zeros(2, 3), (3,)))

# mp_broadcast_tensors_0d_empty
a, b = torch.broadcast_tensors(torch.tensor(5), torch.zeros(0, 2))
show(a, b.shape, a.dtype)

# mp_cat_mixed_dtypes
show(torch.cat([torch.tensor([1, 2]), torch.tensor([1.5])]), torch.cat((torch.tensor([True]), torch.tensor([2], dtype=torch.uint8))), torch.concat([torch.tensor([1], dtype=torch.int8), torch.tensor([1], dtype=torch.int16)]).dtype)

# mp_cat_empty_legacy
show(torch.cat([torch.tensor([]), torch.tensor([[1.0, 2.0]])]), torch.cat([torch.zeros(0, 2), torch.ones(1, 2)], dim=0))

# mp_cat_dim_neg_kw
x = torch.arange(4).reshape(2, 2)
show(torch.cat([x, x * 10], dim=-1), torch.concat(tensors=[x, x], axis=0) if False else torch.cat(tensors=(x, x), dim=1))

# mp_cat_errors
attempt(lambda: torch.cat([]))
attempt(lambda: torch.cat([torch.zeros(2, 3), torch.zeros(2, 2)]))
attempt(lambda: torch.cat([torch.zeros(2), torch.zeros(2, 2)]))
attempt(lambda: torch.cat([torch.tensor(1), torch.tensor(2)]))

# mp_cat_dim_err
attempt(lambda: torch.cat([torch.zeros(2), torch.zeros(2)], dim=1))

# mp_stack_variants
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
show(torch.stack([a, b]), torch.stack((a, b), dim=1), torch.stack([a, b], -1), torch.stack([torch.tensor(1), torch.tensor(2)]))

# mp_stack_mixed_dtypes
show(torch.stack([torch.tensor([1, 2]), torch.tensor([0.5, 1.5])]), torch.stack([torch.tensor([True]), torch.tensor([False])]))

# mp_stack_errors
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(3)]))
attempt(lambda: torch.stack([torch.zeros(2)], dim=2))
attempt(lambda: torch.stack([]))

# mp_hstack_vstack
a = torch.tensor([1, 2])
show(torch.hstack([a, a]), torch.vstack([a, a]), torch.dstack([a, a]).shape, torch.column_stack([a, a]))

# mp_flip_noncontig
x = torch.arange(12).reshape(3, 4)[:, ::2]
show(torch.flip(x, [0, 1]), x.t().flip(0))

# mp_roll_variants
x = torch.arange(1, 7)
show(torch.roll(x, -2), torch.roll(x, 8), x.roll(shifts=1, dims=0), torch.roll(x.reshape(2, 3), 1))

# mp_roll_0d_empty
show(torch.roll(torch.tensor(5), 1), torch.roll(torch.tensor([]), 3))

# mp_roll_err
attempt(lambda: torch.roll(torch.arange(4).reshape(2, 2), (1, 1), (0,)))
attempt(lambda: torch.roll(torch.arange(4), 1, 1))

# mp_permute_variants
x = torch.arange(24).reshape(2, 3, 4)
show(x.permute(2, 0, 1).shape, torch.permute(x, (1, 2, 0)).shape, x.permute([-1, -2, -3]).stride(), x.permute(0, 2, 1)[1])

# mp_permute_errs
x = torch.zeros(2, 3)
attempt(lambda: x.permute(0))
attempt(lambda: x.permute(0, 0))
attempt(lambda: x.permute(0, 2))

# mp_reshape_neg1
x = torch.arange(12)
show(x.reshape(-1, 4), torch.reshape(x, (2, -1, 3)).shape, x.reshape(3, 2, -1)[2], torch.reshape(torch.tensor(5), (-1,)))

# mp_reshape_errs
attempt(lambda: torch.arange(6).reshape(4, -1))
attempt(lambda: torch.arange(6).reshape(-1, -1))
attempt(lambda: torch.arange(6).reshape(5))

# mp_reshape_empty
show(torch.zeros(0, 3).reshape(3, 0, 5).shape, torch.zeros(0).reshape(2, -1, 0) if False else torch.zeros(0).reshape(0, 4).shape)
attempt(lambda: torch.zeros(0, 3).reshape(-1, 0))

# mp_view_noncontig_err
attempt(lambda: torch.arange(6).reshape(2, 3).t().view(6))

# mp_squeeze_variants
x = torch.zeros(1, 3, 1, 2)
show(x.squeeze().shape, torch.squeeze(x, 0).shape, x.squeeze(1).shape, x.squeeze(-2).shape, torch.squeeze(torch.tensor([5])).shape)

# mp_squeeze_err
attempt(lambda: torch.zeros(2, 1).squeeze(2))

# mp_unsqueeze_variants
x = torch.tensor([1, 2])
show(x.unsqueeze(0), torch.unsqueeze(x, -1), x.unsqueeze(dim=1).shape, torch.tensor(7).unsqueeze(0), x.unsqueeze(-3) if False else x.unsqueeze(-2).shape)

# mp_unsqueeze_err
attempt(lambda: torch.tensor([1, 2]).unsqueeze(3))

# mp_expand_dims_missing
attempt(lambda: torch.expand_dims(torch.tensor([1]), 0))

# mp_tile_variants
x = torch.tensor([[1, 2], [3, 4]])
show(torch.tile(x, (2,)), x.tile((1, 2, 1)).shape, torch.tile(x, [2, 1]), torch.tile(torch.tensor([1, 2]), (0,)))

# mp_repeat_variants
x = torch.tensor([1, 2])
show(x.repeat(2, 2), x.repeat((3,)), x.repeat(1, 1, 2).shape, torch.tensor(3).repeat(2))

# mp_repeat_err
attempt(lambda: torch.zeros(2, 2).repeat(2))
attempt(lambda: torch.tensor([1]).repeat(-1))

# mp_unbind_variants
x = torch.arange(6).reshape(2, 3)
show(torch.unbind(x), x.unbind(1), torch.unbind(torch.zeros(0, 2), 1))

# mp_split_sizes
x = torch.arange(7)
show(torch.split(x, 3), x.split([2, 5]), torch.split(x, split_size_or_sections=4, dim=0))

# mp_split_err
attempt(lambda: torch.split(torch.arange(5), [2, 2]))

# mp_chunk_uneven
x = torch.arange(5)
show(torch.chunk(x, 3), x.chunk(6), torch.chunk(torch.arange(6).reshape(2, 3), 2, dim=1))

# mp_chunk_err
attempt(lambda: torch.chunk(torch.arange(4), 0))

# mp_tensor_split
x = torch.arange(7)
show(torch.tensor_split(x, 3), torch.tensor_split(x, (1, 5)), x.tensor_split([2], dim=0))

# mp_movedim_moveaxis_tuple
x = torch.zeros(2, 3, 4)
show(torch.moveaxis(x, (0, 1), (1, 2)).shape, torch.movedim(x, -1, 0).shape, torch.swapaxes(x, 0, 2).shape, torch.swapdims(x, 1, 2).shape)

# mp_transpose_mT_mH
x = torch.arange(6).reshape(1, 2, 3)
show(x.mT, x.transpose(-1, -2).shape, x.mH.shape, torch.tensor([[1, 2]]).T)

# mp_mT_err
attempt(lambda: torch.tensor([1, 2]).mT)

# mp_flatten_ravel
x = torch.arange(12).reshape(2, 3, 2)
show(torch.flatten(x, 1), x.flatten(0, 1).shape, torch.ravel(x.transpose(0, 2)), torch.flatten(torch.tensor(5)))

# mp_narrow_select
x = torch.arange(12).reshape(3, 4)
show(torch.narrow(x, 1, 1, 2), x.select(0, -1), torch.select(x, 1, 0))

# mp_narrow_err
attempt(lambda: torch.arange(4).narrow(0, 2, 5))

# se_argmax_keepdim_3d
x = torch.tensor([[[1, 9], [3, 2]], [[7, 0], [4, 8]]])
show(torch.argmax(x, dim=2, keepdim=True), torch.argmin(x, dim=0), x.argmax(-2), torch.argmax(x, keepdim=True) if False else torch.argmax(x))

# se_argmax_nan_inf
x = torch.tensor([1.0, float('nan'), float('inf'), 2.0])
show(torch.argmax(x), torch.argmin(x), torch.argmax(torch.tensor([float('-inf'), float('-inf')])))

# se_argmax_bool_uint8
attempt(lambda: torch.argmax(torch.tensor([False, True, True])))
show(torch.argmin(torch.tensor([3, 0, 255], dtype=torch.uint8)), torch.tensor([[1, 2], [2, 1]], dtype=torch.int8).argmax(dim=1))

# se_argmax_empty_err
attempt(lambda: torch.argmax(torch.tensor([])))
attempt(lambda: torch.zeros(2, 0).argmax(dim=1))

# se_argmax_empty_ok
show(torch.zeros(0, 3).argmax(dim=1), torch.zeros(2, 0).argmin(0) if False else torch.zeros(0, 3).argmin(1).shape)

# se_argmax_0d
show(torch.argmax(torch.tensor(3.0)), torch.tensor(2).argmin(dim=0), torch.argmax(torch.tensor(1.0), keepdim=True) if False else 0)

# se_argmax_noncontig
x = torch.arange(12.0).reshape(3, 4).t()
show(torch.argmax(x, 1), x[::2].argmin(dim=0))

# se_nonzero_variants
x = torch.tensor([[0, 1.5], [-2, 0]])
show(torch.nonzero(x), x.nonzero(as_tuple=True), torch.nonzero(torch.tensor(3)), torch.nonzero(torch.tensor(0)))

# se_nonzero_nan_negzero
show(torch.nonzero(torch.tensor([-0.0, float('nan'), 0.0])), torch.count_nonzero(torch.tensor([-0.0, float('nan')])))

# se_argwhere
show(torch.argwhere(torch.tensor([[1, 0], [0, 1]])), torch.argwhere(torch.tensor([False])))

# se_count_nonzero_dims
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), x.count_nonzero(dim=(0, 1)), torch.count_nonzero(x, 1), torch.count_nonzero(x.bool(), dim=-1))

# se_count_nonzero_err
attempt(lambda: torch.count_nonzero(torch.tensor([1, 0]), dim=1))
attempt(lambda: torch.count_nonzero(torch.zeros(2, 2), dim=(0, 0)))

# se_where_scalar_types
c = torch.tensor([True, False, True])
show(torch.where(c, 1, 0), torch.where(c, 1.5, 0), torch.where(c, torch.tensor([1, 2, 3], dtype=torch.int8), 5), torch.where(c, torch.tensor([1, 2, 3], dtype=torch.int8), 5.5))

# se_where_one_arg
show(torch.where(torch.tensor([[0, 2], [3, 0]])))

# se_where_bcast_3
show(torch.where(torch.tensor([[True], [False]]), torch.tensor([1, 2]), torch.tensor([[10], [20]])))

# se_where_dtype_mix
show(torch.where(torch.tensor([True, False]), torch.tensor([1.0], dtype=torch.float16), torch.tensor([2.0], dtype=torch.float64)), torch.where(torch.tensor([True, False]), torch.tensor([True, True]), torch.tensor([2, 3])))

# se_where_float_cond
attempt(lambda: torch.where(torch.tensor([1.0, 0.0]), torch.tensor([1, 2]), torch.tensor([3, 4])))

# se_searchsorted_float_nan
show(torch.searchsorted(torch.tensor([1.0, 2.0, float('nan')]), torch.tensor([float('nan'), 1.5, float('inf')])))

# se_searchsorted_unsorted_kw
s = torch.tensor([0.0, 1.0, 2.0, 3.0])
show(torch.searchsorted(s, torch.tensor([[0.5, 2.5], [3.5, -1.0]])), torch.searchsorted(sorted_sequence=s, input=torch.tensor([1.0]), right=True))

# se_searchsorted_int_scalar_float
show(torch.searchsorted(torch.tensor([1, 3, 5]), 4.5), torch.searchsorted(torch.tensor([1, 3, 5]), 3, side='right'))

# se_searchsorted_empty
show(torch.searchsorted(torch.tensor([1, 2]), torch.tensor([], dtype=torch.int64)), torch.searchsorted(torch.tensor([], dtype=torch.int64), torch.tensor([1, 2])))

# se_searchsorted_dim_err
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2, 3])))

# se_bucketize
b = torch.tensor([1, 3, 5])
show(torch.bucketize(torch.tensor([0, 3, 6]), b), torch.bucketize(torch.tensor([[3, 5]]), b, right=True), torch.bucketize(2, b))

# st_unique_return_inverse_2d
x = torch.tensor([[3, 1], [1, 3]])
v, inv = torch.unique(x, return_inverse=True)
show(v, inv, v[inv])

# st_unique_all_three
x = torch.tensor([2, 2, -1, 5, -1, 2])
show(torch.unique(x, return_inverse=True, return_counts=True))

# st_unique_float16_bf16
show(torch.unique(torch.tensor([3.0, 3.0], dtype=torch.bfloat16), return_counts=True))

# st_unique_neg_zero
show(torch.unique(torch.tensor([0.0, -0.0, 1.0])))

# st_unique_dim_1
x = torch.tensor([[1, 2, 1], [3, 4, 3]])
show(torch.unique(x, dim=1), torch.unique(x, dim=-1, return_inverse=True), torch.unique(x, dim=1, return_counts=True)[1])

# st_unique_method_kw
x = torch.tensor([5, 3, 5, 3, 1])
show(x.unique(sorted=True), x.unique(return_inverse=True)[1], x.unique(return_counts=True, dim=0))

# st_unique_consecutive_all
x = torch.tensor([1.0, 1.0, 2.0, 1.0, 1.0, 1.0])
show(torch.unique_consecutive(x, return_inverse=True, return_counts=True))

# st_unique_consecutive_empty_0d
show(torch.unique_consecutive(torch.tensor([], dtype=torch.int64)), torch.unique_consecutive(torch.tensor(5)), torch.unique(torch.tensor(7)))

# st_unique_dim_err
attempt(lambda: torch.unique(torch.tensor([1, 2]), dim=1))

# so_sort_desc_stable_ties
x = torch.tensor([2, 1, 2, 1, 2])
show(torch.sort(x, descending=True, stable=True), torch.argsort(x, descending=True, stable=True))

# so_sort_2d_dim0
x = torch.tensor([[3.0, -1.0], [1.0, 2.0], [2.0, 0.0]])
v, i = torch.sort(x, 0)
show(v, i, torch.sort(x, dim=-1, descending=True).values)

# so_sort_int8_uint8
show(torch.sort(torch.tensor([-5, 3, -128, 127], dtype=torch.int8)).values, torch.sort(torch.tensor([200, 3, 255], dtype=torch.uint8), descending=True).indices)

# so_sort_half_bf16
show(torch.sort(torch.tensor([1.5, -2.0, 0.25], dtype=torch.float16)), torch.sort(torch.tensor([3.0, 1.0], dtype=torch.bfloat16)).values)

# so_sort_nan_desc
show(torch.sort(torch.tensor([1.0, float('nan'), -float('inf'), 2.0]), descending=True))

# so_sort_empty
show(torch.sort(torch.tensor([])), torch.sort(torch.zeros(2, 0), dim=1).values.shape)

# so_sort_noncontig
x = torch.tensor([[5, 1, 4], [2, 6, 0]]).t()
show(torch.sort(x, dim=0), x[:, ::-1] if False else x.sort(dim=1).indices)

# so_sort_dim_err
attempt(lambda: torch.sort(torch.tensor([1, 2]), dim=1))

# so_argsort_nan_ties
show(torch.argsort(torch.tensor([float('nan'), 1.0, float('nan'), 0.0])), torch.argsort(torch.tensor([1, 1, 0, 0]), stable=True, descending=False))

# so_topk_variants
x = torch.tensor([[1.0, 9.0, 3.0, 7.0], [6.0, 2.0, 8.0, 4.0]])
show(torch.topk(x, 2), torch.topk(x, 1, dim=0, largest=False), x.topk(3, sorted=True).indices)

# so_topk_int_bool
show(torch.topk(torch.tensor([5, -3, 9, 0], dtype=torch.int16), 2), torch.topk(torch.tensor([10, 20, 30], dtype=torch.uint8), 1, largest=False).values)

# so_topk_nan
show(torch.topk(torch.tensor([1.0, float('nan'), 3.0]), 2))

# so_topk_k_zero_full
x = torch.tensor([4, 1, 3])
show(torch.topk(x, 0), torch.topk(x, 3))

# so_topk_err
attempt(lambda: torch.topk(torch.tensor([1, 2, 3]), -1))
attempt(lambda: torch.topk(torch.tensor([[1, 2, 3]]), 2, dim=0))

# so_kthvalue_variants
x = torch.tensor([[5.0, 1.0, 4.0], [2.0, 8.0, 6.0]])
show(torch.kthvalue(x, 1), torch.kthvalue(x, 2, dim=0, keepdim=True), x.kthvalue(3).values)

# so_kthvalue_err
attempt(lambda: torch.kthvalue(torch.tensor([1.0, 2.0]), 3))
attempt(lambda: torch.kthvalue(torch.tensor([1.0, 2.0]), 0))

# so_kthvalue_unpack_int
v, i = torch.kthvalue(torch.tensor([7, 3, 9, 1]), 2)
show(v, i, torch.kthvalue(torch.tensor(4), 1))

# so_msort
show(torch.msort(torch.tensor([[3, 1], [1, 2], [2, 0]])))

# sa_sum_dtype_kw
x = torch.tensor([100, 100, 100], dtype=torch.int8)
show(torch.sum(x), x.sum(dtype=torch.int8), torch.sum(x, 0, dtype=torch.float16), x.sum(dim=0, keepdim=True))

# sa_sum_uint8_bool_dtype
show(torch.tensor([200, 100], dtype=torch.uint8).sum(), torch.tensor([True, True, False]).sum(dtype=torch.bool) if False else torch.tensor([[True], [True]]).sum(0))

# sa_sum_half_bf16
show(torch.tensor([1.5, 2.5], dtype=torch.float16).sum(), torch.tensor([1.0, 256.0, 1.0], dtype=torch.bfloat16).sum())

# sa_sum_dim_tuple_neg
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.sum((0, -1)), torch.sum(x, dim=[1, 2], keepdim=True), x.sum(()) if False else x.sum(dim=(-3,)).shape)

# sa_sum_dim_dup_err
attempt(lambda: torch.arange(6).reshape(2, 3).sum((0, 0)))
attempt(lambda: torch.arange(6).reshape(2, 3).sum((0, -2)))

# sa_sum_empty_dims
show(torch.zeros(2, 0).sum(1), torch.ones(0, dtype=torch.int32).sum(), torch.ones(0).prod(), torch.zeros(3, 0).prod(1))

# sa_prod_dtype
x = torch.tensor([2, 3, 4], dtype=torch.int8)
show(torch.prod(x), x.prod(dtype=torch.float32), torch.prod(torch.tensor([True, False])), torch.prod(x.reshape(3, 1), 1, keepdim=True))

# sa_prod_float_nan_zero
show(torch.prod(torch.tensor([0.0, float('inf')])), torch.prod(torch.tensor([[2.0, 3.0], [0.5, -1.0]]), dim=0))

# sa_mean_variants
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(x.mean(), torch.mean(x, 1), x.mean(dim=(0, 1), keepdim=True), torch.mean(x, -2, True), x.mean(dtype=torch.float64))

# sa_mean_int_dtype_kw
show(torch.mean(torch.tensor([1, 2]), dtype=torch.float32), torch.tensor([1, 2, 4]).mean(dtype=torch.float64))

# sa_mean_bool_err
attempt(lambda: torch.tensor([True, False]).mean())

# sa_mean_empty
show(torch.tensor([]).mean(), torch.zeros(0, 2).mean(0))

# sa_mean_half
show(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16).mean(), torch.tensor([[1.0, 3.0]], dtype=torch.bfloat16).mean(1))

# sa_var_correction
x = torch.tensor([1.0, 2.0, 4.0, 8.0])
show(torch.var(x), torch.var(x, dim=None, correction=0), x.var(dim=None, correction=2), torch.std(x, dim=0, correction=0), x.std(unbiased=False))

# sa_var_dim_keepdim
x = torch.tensor([[1.0, 2.0], [3.0, 5.0], [0.0, 1.0]])
show(torch.var(x, 0), x.var(dim=1, keepdim=True), torch.std(x, dim=(0, 1)), x.std(0, unbiased=False), torch.var(x, 1, True, True) if False else torch.var(x, 1, True))

# sa_var_single_elem
show(torch.var(torch.tensor([3.0])), torch.std(torch.tensor([[3.0, 4.0]]), dim=0), torch.var(torch.tensor([3.0]), dim=0, correction=0))

# sa_var_int_err
attempt(lambda: torch.var(torch.tensor([1, 2, 3])))
attempt(lambda: torch.tensor([1, 2]).std())

# sa_var_mean_std_mean
x = torch.tensor([[1.0, 2.0, 3.0], [6.0, 6.0, 6.0]])
show(torch.var_mean(x, 1), torch.std_mean(x, dim=0, correction=0), torch.var_mean(x))

# sa_var_f64_half
show(torch.var(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)), torch.std(torch.tensor([1.0, 3.0], dtype=torch.float16)))

# sa_var_large_correction
show(torch.var(torch.tensor([1.0, 2.0]), dim=0, correction=2), torch.var(torch.tensor([1.0, 2.0]), dim=None, correction=3))

# sa_max_min_variants
x = torch.tensor([[3, 8, 1], [9, 2, 7]])
show(torch.max(x), x.min(), torch.max(x, 1, keepdim=True), x.min(dim=0))

# sa_max_binary_bcast
show(torch.max(torch.tensor([[1.0], [5.0]]), torch.tensor([2.0, 4.0])), torch.min(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([0.5, 3.0])))

# sa_amax_amin
x = torch.tensor([[3.0, 8.0, 1.0], [9.0, 2.0, 7.0]])
show(torch.amax(x), torch.amax(x, dim=0), x.amin(1, keepdim=True), torch.amin(x, dim=(0, 1)), torch.amax(x, (-1,)))

# sa_amax_nan_int
show(torch.amax(torch.tensor([1.0, float('nan')])), torch.amin(torch.tensor([[5, -3]], dtype=torch.int16), 1), torch.amax(torch.tensor([True, False])))

# sa_amax_empty_err
attempt(lambda: torch.amax(torch.tensor([])))
attempt(lambda: torch.zeros(0, 3).amin(0))

# sa_aminmax_variants
x = torch.tensor([[3.0, -1.0], [2.0, 5.0]])
r = torch.aminmax(x, dim=1, keepdim=True)
show(r, r.min, r.max, torch.aminmax(torch.tensor(4)))

# sa_aminmax_unpack
mn, mx = torch.aminmax(torch.tensor([4, -2, 7], dtype=torch.int8))
show(mn, mx)

# sa_aminmax_err
attempt(lambda: torch.aminmax(torch.tensor([])))

# sa_max_dim_return_types
r = torch.max(torch.tensor([[1.0, 4.0], [3.0, 2.0]]), dim=1)
v, i = r
show(r.values, r.indices, v + 1, i * 2)

# sa_cumsum_dtype
x = torch.tensor([1, 2, 3], dtype=torch.int8)
show(torch.cumsum(x, 0), x.cumsum(dim=0, dtype=torch.float32), torch.cumsum(torch.tensor([True, True, False]), 0), torch.cumsum(torch.tensor([100, 100], dtype=torch.int8), 0, dtype=torch.int8))

# sa_cumsum_2d_neg
x = torch.arange(6).reshape(2, 3)
show(torch.cumsum(x, -1), x.cumsum(0), torch.cumsum(torch.tensor(5), 0))

# sa_cumprod_dtype
show(torch.cumprod(torch.tensor([2, 3, 4], dtype=torch.uint8), 0), torch.cumprod(torch.tensor([1.5, 2.0, -1.0]), dim=0), torch.cumprod(torch.tensor([2, 3]), 0, dtype=torch.float64))

# sa_cummax_cummin_2d
x = torch.tensor([[1.0, 3.0, 2.0], [4.0, 0.0, 5.0]])
show(torch.cummax(x, 1), torch.cummin(x, dim=0).indices)

# sa_cummax_nan
show(torch.cummax(torch.tensor([1.0, float('nan'), 2.0]), 0), torch.cummin(torch.tensor([3, 1, 2], dtype=torch.int8), 0))

# sa_logcumsumexp_variants
show(torch.logcumsumexp(torch.tensor([0.0, 0.0, 0.0]), 0), torch.logcumsumexp(torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64), dim=1))

# sa_diff_prepend_append
x = torch.tensor([1, 4, 9])
show(torch.diff(x, prepend=torch.tensor([0])), torch.diff(x, append=torch.tensor([16, 25])), x.diff(n=1, dim=0, prepend=torch.tensor([-1, 0]), append=torch.tensor([10])))

# sa_diff_2d_dim
x = torch.tensor([[1, 3, 6], [2, 2, 2]])
show(torch.diff(x), torch.diff(x, dim=0), torch.diff(x, n=2, dim=1), torch.diff(x, dim=0, prepend=torch.tensor([[0, 0, 0]])))

# sa_diff_float_bool
show(torch.diff(torch.tensor([0.5, 0.25, 1.0])), torch.diff(torch.tensor([True, False, False, True])))

# sa_diff_prepend_dtype
show(torch.diff(torch.tensor([1, 2]), prepend=torch.tensor([0.5])))

# sa_diff_n_zero
show(torch.diff(torch.tensor([1, 2, 4]), n=0))

# sa_all_any_dims
x = torch.tensor([[True, False], [True, True]])
show(torch.all(x, dim=0), x.any(dim=1, keepdim=True), torch.all(x, (0, 1)) if False else torch.all(x.float()), torch.any(torch.tensor([0.0, -0.0])))

# sa_all_uint8
show(torch.all(torch.tensor([1, 2], dtype=torch.uint8)), torch.any(torch.tensor([[0, 0]], dtype=torch.uint8), 1))

# sa_nan_reductions
x = torch.tensor([1.0, float('nan'), 3.0])
show(x.sum(), x.mean(), x.max(), x.min(), x.argmax(), torch.nansum(x), torch.nanmean(x))

# la_matmul_shapes
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(3.0)
show(torch.matmul(a, b), torch.matmul(b, a.t()), a @ a.t(), torch.matmul(b, b))

# la_matmul_batch_bcast
a = torch.arange(12.0).reshape(2, 2, 3)
b = torch.ones(3, 2)
show(torch.matmul(a, b), (a @ torch.ones(1, 3, 1)).shape)

# la_matmul_int
show(torch.matmul(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[5], [6]])), torch.tensor([1, 2], dtype=torch.int32) @ torch.tensor([3, 4], dtype=torch.int32))

# la_matmul_errs
attempt(lambda: torch.matmul(torch.zeros(2, 3), torch.zeros(2, 3)))
attempt(lambda: torch.matmul(torch.tensor(1.0), torch.zeros(2)))
attempt(lambda: torch.matmul(torch.zeros(2), torch.zeros(3)))

# la_matmul_dtype_err
attempt(lambda: torch.matmul(torch.ones(2, 2), torch.ones(2, 2, dtype=torch.float64)))
attempt(lambda: torch.ones(2) @ torch.ones(2, dtype=torch.int64))

# la_matmul_empty
show(torch.matmul(torch.zeros(2, 0), torch.zeros(0, 3)), torch.matmul(torch.zeros(0, 2), torch.zeros(2)))

# la_tensordot_variants
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(a, b, dims=1), torch.tensordot(a, a, dims=2), torch.tensordot(a, b, dims=([1], [0])), torch.tensordot(a, b, 0).shape)

# la_tensordot_list_dims
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(12.0).reshape(4, 3)
show(torch.tensordot(a, b, dims=[[1, 2], [1, 0]]))

# la_tensordot_err
attempt(lambda: torch.tensordot(torch.zeros(2, 3), torch.zeros(2, 3), dims=([1], [1, 0])))
attempt(lambda: torch.tensordot(torch.zeros(2, 3), torch.zeros(2, 3), dims=-1))

# la_vecdot
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.linalg.vecdot(a, torch.tensor([1.0, -1.0])), torch.linalg.vecdot(a, a, dim=0), torch.vdot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# la_vecdot_err
attempt(lambda: torch.linalg.vecdot(torch.zeros(2), torch.zeros(3)))
attempt(lambda: torch.linalg.vecdot(torch.zeros(2), torch.zeros(2, dtype=torch.float64)))

# la_inner_2d_scalar
show(torch.inner(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([[1.0, 0.0], [0.0, 1.0]])), torch.inner(torch.tensor(2.0), torch.tensor([1.0, 2.0])))

# la_dot_mv_mm
show(torch.dot(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.mv(torch.eye(2), torch.tensor([5.0, 6.0])), torch.mm(torch.eye(2), torch.ones(2, 1)))

# la_dot_errs
attempt(lambda: torch.dot(torch.tensor([1.0, 2.0]), torch.tensor([1, 2])))
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2)))
attempt(lambda: torch.mm(torch.ones(2), torch.ones(2)))

# la_einsum_variants
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(3.0)
show(torch.einsum('ij,j->i', a, b), torch.einsum('ij->ji', a), torch.einsum('ii->i', torch.eye(2)), torch.einsum('i,i->', b, b), torch.einsum('ij->', a))

# la_einsum_list_operands
show(torch.einsum('i,j->ij', [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]), torch.einsum('bij,bjk->bik', torch.ones(2, 1, 2), torch.ones(2, 2, 1)).shape)

# la_einsum_err
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(2, 3)))
attempt(lambda: torch.einsum('ij->i', torch.ones(2)))

# la_vector_norm_ords
x = torch.tensor([3.0, -4.0, 0.0])
show(torch.linalg.vector_norm(x), torch.linalg.vector_norm(x, ord=1), torch.linalg.vector_norm(x, ord=float('inf')), torch.linalg.vector_norm(x, ord=0), torch.linalg.vector_norm(x, ord=-float('inf')), torch.linalg.vector_norm(x, 3))

# la_vector_norm_dim_keepdim
x = torch.tensor([[3.0, 4.0], [6.0, 8.0]])
show(torch.linalg.vector_norm(x, dim=1), torch.linalg.vector_norm(x, dim=(0, 1), keepdim=True), torch.linalg.vector_norm(x, ord=1, dim=0))

# la_vector_norm_dtype_half
show(torch.linalg.vector_norm(torch.tensor([3.0, 4.0], dtype=torch.float16)), torch.linalg.vector_norm(torch.tensor([1.0, 1.0]), dtype=torch.float64))

# la_matrix_norm_ords
x = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
show(torch.linalg.matrix_norm(x), torch.linalg.matrix_norm(x, ord=1), torch.linalg.matrix_norm(x, ord=-1), torch.linalg.matrix_norm(x, ord=float('inf')), torch.linalg.matrix_norm(x, ord=-float('inf')))

# la_matrix_norm_keepdim_batch
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.matrix_norm(x), torch.linalg.matrix_norm(x, keepdim=True).shape, torch.linalg.matrix_norm(x, dim=(0, 2)))

# la_matrix_norm_err
attempt(lambda: torch.linalg.matrix_norm(torch.ones(3)))
attempt(lambda: torch.linalg.matrix_norm(torch.ones(2, 2), ord=3))

# la_linalg_norm_variants
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.linalg.norm(x), torch.linalg.norm(x, 'fro'), torch.linalg.norm(torch.tensor([3.0, 4.0]), 1), torch.linalg.norm(x, dim=1), torch.linalg.norm(x, ord=2, dim=0))

# la_norm_legacy
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.norm(x, p=1), x.norm(p=float('inf')), torch.norm(x, dim=0, keepdim=True), x.norm(2, 1))

# la_norm_int_err
attempt(lambda: torch.linalg.norm(torch.tensor([3, 4])))
# PyTorch 2's torch.norm and Tensor.norm are linalg.vector_norm for a number or 'fro' p (1.13's words differ)
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))

# la_mT_matrix_transpose
x = torch.arange(6).reshape(2, 3)
show(x.mT, torch.matmul(x.mT, x), x.mT.is_contiguous())

# la_cross
show(torch.linalg.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])), torch.cross(torch.tensor([[1, 2, 3]]), torch.tensor([[4, 5, 6]]), dim=1))

# la_trace_diag
x = torch.arange(9).reshape(3, 3)
show(torch.trace(x), torch.diag(x), torch.diag(torch.tensor([1, 2])), torch.diagonal(x, offset=1), x.diagonal(-1))

# kw_input_other
a = torch.tensor([1.0, 4.0])
b = torch.tensor([2.0, 2.0])
show(torch.add(input=a, other=b), torch.atan2(input=a, other=b), torch.hypot(input=a, other=b), torch.pow(input=a, exponent=2), torch.remainder(input=a, other=3))

# kw_where_names
show(torch.where(condition=torch.tensor([True, False]), input=torch.tensor([1, 2]), other=torch.tensor([3, 4])))

# kw_clamp_names
show(torch.clamp(input=torch.tensor([1, 5]), min=2, max=4), torch.clamp_min(torch.tensor([1, 5]), 3), torch.clamp_max(torch.tensor([1.0, 5.0]), max=2.0))

# kw_sum_input_dim
show(torch.sum(input=torch.tensor([[1, 2], [3, 4]]), dim=1), torch.mean(input=torch.tensor([1.0, 2.0]), dim=0, keepdim=True))

# kw_cat_tensors_dim
show(torch.cat(tensors=[torch.tensor([1]), torch.tensor([2])], dim=0), torch.stack(tensors=[torch.tensor([1]), torch.tensor([2])], dim=1))

# kw_flip_roll_dims
x = torch.arange(4).reshape(2, 2)
show(torch.flip(input=x, dims=[1]), torch.roll(input=x, shifts=1, dims=1), torch.rot90(x, 1, [0, 1]))

# kw_sort_input
show(torch.sort(input=torch.tensor([3, 1, 2]), dim=0, descending=True), torch.argsort(input=torch.tensor([3, 1, 2]), dim=-1))

# kw_topk_kthvalue
show(torch.topk(input=torch.tensor([3, 1, 2]), k=2, dim=0, largest=True, sorted=True), torch.kthvalue(input=torch.tensor([3, 1, 2]), k=1, dim=0, keepdim=False))

# kw_unique_input
show(torch.unique(input=torch.tensor([2, 1, 2]), sorted=True, return_inverse=False, return_counts=True, dim=None))

# kw_searchsorted_out_int32
show(torch.searchsorted(torch.tensor([1, 3]), torch.tensor([2]), out_int32=True, right=False, side='left'))

# kw_argmax_input
show(torch.argmax(input=torch.tensor([[1, 3], [2, 0]]), dim=1, keepdim=True), torch.argmin(input=torch.tensor([3, 1])))

# kw_linspace_names
show(torch.linspace(start=0.0, end=1.0, steps=3), torch.arange(end=3), torch.full(size=(2,), fill_value=4))

# kw_tril_input_diag
show(torch.tril(input=torch.ones(2, 2), diagonal=0), torch.triu(input=torch.ones(2, 2), diagonal=1))

# kw_matmul_names
show(torch.matmul(input=torch.ones(2, 2), other=torch.ones(2)), torch.outer(input=torch.tensor([1, 2]), vec2=torch.tensor([1, 2])), torch.tensordot(a=torch.ones(2), b=torch.ones(2), dims=1))

# kw_diff_names
show(torch.diff(input=torch.tensor([1, 3, 6]), n=1, dim=-1, prepend=None, append=None))

# kw_repeat_interleave_names
show(torch.repeat_interleave(input=torch.tensor([1, 2]), repeats=2, dim=0))

# kw_broadcast_to_size
show(torch.broadcast_to(input=torch.tensor([1, 2]), size=(2, 2)))

# kw_bad_keyword
attempt(lambda: torch.sum(torch.tensor([1, 2]), axis=0))
attempt(lambda: torch.flip(torch.tensor([1, 2]), dim=0))

# meth_forms_unary
x = torch.tensor([0.25, -0.5])
show(x.abs(), x.neg(), x.exp(), x.expm1(), x.log1p(), x.sin(), x.arcsin(), x.sign(), x.signbit(), x.square(), x.isfinite())

# meth_forms_binary
x = torch.tensor([5, -7])
show(x.floor_divide(2), x.remainder(3), x.fmod(3), x.bitwise_and(3), x.bitwise_left_shift(1), x.logical_and(torch.tensor([0, 1])), x.true_divide(2), x.maximum(torch.tensor([0, 0])))

# meth_forms_shape
x = torch.arange(6).reshape(2, 3)
show(x.flip(0), x.roll(1, 1), x.movedim(0, 1).shape, x.moveaxis(1, 0).shape, x.tile(2).shape, x.repeat_interleave(2).shape, x.unbind(0), x.split(1, dim=1)[0], x.chunk(2, 1)[1])

# meth_forms_reduce
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(x.sum(1), x.prod(0), x.mean(), x.var(0), x.std(1), x.amax(0), x.amin(), x.aminmax(), x.cumsum(1), x.cumprod(0), x.logcumsumexp(0), x.diff(dim=0), x.count_nonzero(), x.nansum())

# meth_forms_search
x = torch.tensor([[1, 0], [0, 3]])
show(x.argmax(), x.argmin(1), x.nonzero(), x.argwhere(), x.sort(0).values, x.argsort(1), x.topk(1).values, x.kthvalue(1, 0).values, x.unique(), x.unique_consecutive())

# meth_inplace_shape_ops
x = torch.zeros(1, 2)
x.unsqueeze_(0)
show(x.shape)
x.squeeze_()
show(x.shape)
x.t_()
show(x.shape)

# meth_clamp_inplace_tensor
x = torch.tensor([1.0, 5.0, 9.0])
x.clamp_(torch.tensor([2.0, 2.0, 2.0]), torch.tensor([8.0, 4.0, 8.0]))
show(x)

# meth_floor_divide_inplace
x = torch.tensor([7, -7])
x //= 2
show(x)
x %= 3
show(x)

# meth_bitwise_inplace
x = torch.tensor([12, 5], dtype=torch.int16)
x &= 4
x |= torch.tensor([1, 2], dtype=torch.int16)
x ^= 3
x <<= 2
show(x)

# meth_logical_inplace_err
x = torch.tensor([1, 2])
attempt(lambda: x.bitwise_and_(1.5))

# py_scalar_left_ops
x = torch.tensor([1, 2, 4])
show(10 - x, 10 / x, 10 // x, 10 % x, 2 ** x, 1 << x, 255 & x, 3 | x, 1 ^ x)

# py_scalar_float_int_tensor
x = torch.tensor([1, 2], dtype=torch.int16)
show(x + 1.5, x * True, x / 2, x // 2.0, x ** 2.0, x + False)

# py_scalar_bool_tensor
x = torch.tensor([True, False])
show(x + 1, x * 1.5, x & True, x | False, ~x, -x.int())

# py_scalar_bool_neg_err
attempt(lambda: -torch.tensor([True, False]))

# py_scalar_cmp_chain
x = torch.tensor([1.0, 2.0, 3.0])
show((x > 1) & (x < 3), (x == 2) | (x == 3), ~(x >= 2))

# py_scalar_uint8_neg
x = torch.tensor([1, 2], dtype=torch.uint8)
show(x - 3, x * -1, x + 256 if False else x + 255)

# zero_d_ops_result_dtype
a = torch.tensor(3)
b = torch.tensor(2.0)
show(a + b, a // 2, (a / b).dtype, torch.maximum(a, b), torch.atan2(a, b), torch.where(a > 2, a, b))

# empty_ops_shapes
e = torch.zeros(0, 3)
show(e.sum(0), e.sum(1), e.amax(1), e.cumsum(0).shape, e.flip(0).shape, e.sort(1).values.shape, e.t().shape, e.argmax(1))

# noncontig_reduce
x = torch.arange(12.0).reshape(3, 4).t()
show(x.sum(0), x.mean(1), x.var(0), x.amax(1), x.cumsum(0), x.prod(1), x.std(0, keepdim=True))

# noncontig_step_manip
x = torch.arange(10)[1::2]
show(torch.flip(x, [0]), torch.roll(x, 2), x.reshape(5, 1).t(), torch.cat([x, x[::2]]), torch.stack([x, x]).shape, torch.sort(-x).values)

# dtype_matrix_sum
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([torch.ones(2, dtype=d).sum().dtype for d in for_dt])

# dtype_matrix_cumsum
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float32, torch.float64]
show([torch.ones(2, dtype=d).cumsum(0).dtype for d in for_dt], [torch.ones(2, dtype=d).prod().dtype for d in for_dt])

# dtype_matrix_div
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.bfloat16, torch.float32, torch.float64]
show([(torch.ones(2, dtype=d) / 2).dtype for d in for_dt], [torch.sqrt(torch.ones(2, dtype=d)).dtype for d in for_dt])

# dtype_matrix_add_int8
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([(torch.ones(1, dtype=torch.int8) + torch.ones(1, dtype=d)).dtype for d in for_dt])

# dtype_matrix_uint8_float16
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([torch.promote_types(torch.uint8, d) for d in for_dt], [torch.promote_types(torch.bfloat16, d) for d in for_dt])

# dtype_matrix_floor_divide
for_dt = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([(torch.full((1,), 7, dtype=d) // -2) for d in for_dt])

# dtype_matrix_remainder
for_dt = [torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([torch.remainder(torch.full((1,), -7, dtype=d), 3) for d in for_dt])

# dtype_matrix_abs_neg
for_dt = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16]
show([torch.abs(torch.full((1,), -3, dtype=d) if d != torch.uint8 else torch.full((1,), 3, dtype=d)) for d in for_dt])

# dtype_matrix_trunc_sign
for_dt = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.bfloat16, torch.float64]
show([torch.sign(torch.full((1,), 2, dtype=d)) for d in for_dt], [torch.trunc(torch.full((1,), 2, dtype=d)).dtype for d in for_dt])

# dtype_matrix_isnan
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int64, torch.float16, torch.bfloat16, torch.float64]
show([torch.isnan(torch.ones(1, dtype=d)) for d in for_dt])

# dtype_matrix_bitwise_not
for_dt = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]
show([torch.bitwise_not(torch.ones(1, dtype=d)) for d in for_dt])

# dtype_matrix_shift_float_err
attempt(lambda: torch.tensor([1.0]) << 1)
attempt(lambda: torch.tensor([True]) << 1)

# dtype_matrix_mean
for_dt = [torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([torch.tensor([1.0, 2.0], dtype=d).mean() for d in for_dt], [torch.tensor([1.0, 2.0, 4.0], dtype=d).var() for d in for_dt])

# dtype_matrix_argmax
for_dt = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
show([torch.tensor([1, 3, 2], dtype=d).argmax() for d in for_dt])

# dtype_matrix_sort
for_dt = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.bfloat16, torch.float32, torch.float64]
show([torch.tensor([3, 1, 2], dtype=d).sort().values for d in for_dt])

# dtype_matrix_cat_bool
for_dt = [torch.uint8, torch.int8, torch.int16, torch.float16, torch.bfloat16]
show([torch.cat([torch.tensor([True]), torch.ones(1, dtype=d)]).dtype for d in for_dt])

# dtype_matrix_clamp
for_dt = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.bfloat16, torch.float32, torch.float64]
show([torch.clamp(torch.tensor([0, 5, 10], dtype=d), 2, 7) for d in for_dt])

# dtype_matrix_clamp_float_bound
for_dt = [torch.uint8, torch.int8, torch.int32, torch.bfloat16]
show([torch.clamp(torch.tensor([0, 5, 10], dtype=d), min=2.5).dtype for d in for_dt])

# x_linspace_int_steps_float_dtype_infer
show(torch.linspace(0, 4, 5).dtype, torch.arange(0, 4).dtype, torch.arange(0.0, 4).dtype, torch.full((1,), 2).dtype, torch.full((1,), 2.0).dtype)

# x_arange_neg_float_len
show(torch.arange(-1, 1, 0.3), torch.arange(10, 0, -3), torch.arange(1, 2.5, 0.5, dtype=torch.float64))

# x_eye_like_ops
show(torch.eye(2, dtype=torch.float16) * 3, torch.eye(3)[1:].argmax(1))

# x_zeros_like_noncontig
x = torch.arange(6).reshape(2, 3).t()
z = torch.zeros_like(x)
show(z.stride(), torch.empty_like(x).stride(), torch.full_like(x, 1).is_contiguous())

# x_tile_repeat_compare
x = torch.tensor([[1], [2]])
show(torch.tile(x, (3,)), x.repeat(1, 3), x.expand(2, 3))

# x_expand_err
attempt(lambda: torch.tensor([1, 2]).expand(3))
attempt(lambda: torch.tensor([[1], [2]]).expand(-1, 4, 2))

# x_expand_neg1
show(torch.tensor([[1], [2]]).expand(-1, 3), torch.tensor(5).expand(2, 2))

# x_stack_0d_dim
show(torch.stack([torch.tensor(1.0), torch.tensor(2.0)], dim=0), torch.stack([torch.tensor([1, 2])], dim=-1))

# x_cat_noncontig
x = torch.arange(6).reshape(2, 3)
show(torch.cat([x.t(), x.t()], dim=1), torch.cat([x[:, ::2], x[:, 1:2]], 1))

# x_unbind_0d_err
attempt(lambda: torch.unbind(torch.tensor(5)))

# x_split_dim_neg_zero
x = torch.arange(6).reshape(2, 3)
show(torch.split(x, 2, dim=-1), torch.split(x, [0, 3], dim=1))

# x_chunk_0_size
show(torch.chunk(torch.zeros(0), 2), torch.chunk(torch.arange(2), 4))

# x_flip_empty_dims
show(torch.flip(torch.arange(3), ()), torch.arange(4).reshape(2, 2).flip([]))

# x_roll_multi_dims_tuple
x = torch.arange(6).reshape(2, 3)
show(torch.roll(x, shifts=(1, 1), dims=(0, 1)), torch.roll(x, shifts=-4, dims=-1))

# x_moveaxis_err_range
attempt(lambda: torch.moveaxis(torch.zeros(2, 3), 0, -3))

# x_permute_0d
show(torch.tensor(5).permute(()), torch.tensor(5).permute([]).shape)

# x_squeeze_0d_empty
show(torch.tensor(5).squeeze(), torch.tensor(5).squeeze(0), torch.zeros(0, 1).squeeze().shape, torch.zeros(1, 0).squeeze(0).shape)

# x_unsqueeze_neg_positions
x = torch.zeros(2, 3)
show(x.unsqueeze(-1).shape, x.unsqueeze(-3).shape, x.unsqueeze(2).shape)

# x_meshgrid_empty_0d
a, b = torch.meshgrid(torch.tensor([]), torch.tensor([1.0, 2.0]), indexing='ij')
show(a.shape, b.shape)

# x_broadcast_tensors_dtypes
a, b, c = torch.broadcast_tensors(torch.tensor([1]), torch.tensor([[1.5], [2.5]]), torch.tensor(True))
show(a, b, c)

# x_result_type_tensor_tensor
show(torch.result_type(torch.tensor([1], dtype=torch.int8), torch.tensor([1], dtype=torch.uint8)), torch.result_type(torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([1.0], dtype=torch.float16)), torch.result_type(torch.tensor(True), torch.tensor([1], dtype=torch.int8)))

# x_result_type_scalar_first
show(torch.result_type(2.5, torch.tensor([1], dtype=torch.int32)), torch.result_type(True, torch.tensor([1.0], dtype=torch.float16)))

# x_finfo_eq_tiny
show(torch.finfo(torch.float16).tiny, torch.finfo(torch.float16).smallest_normal, torch.finfo(torch.bfloat16).max, torch.finfo(torch.bfloat16).resolution, torch.finfo(torch.float16).resolution)

# x_iinfo_int8_uint8
show(torch.iinfo(torch.int8), torch.iinfo(torch.uint8).bits, torch.iinfo(torch.int64).max)

# x_clamp_half_bound
show(torch.clamp(torch.tensor([0.1, 70000.0]), max=65504.0).half(), torch.clamp(torch.tensor([1, 2, 3]), torch.tensor(2), torch.tensor(2)))

# x_clamp_tensor_dtype_promote
show(torch.clamp(torch.tensor([1, 5, 9]), min=torch.tensor([2.5, 2.5, 2.5])))

# x_where_scalar_bool_promote
show(torch.where(torch.tensor([True, False]), True, False), torch.where(torch.tensor([True, False]), torch.tensor([1], dtype=torch.uint8), -1))

# x_where_0d_cond
show(torch.where(torch.tensor(True), torch.tensor([1, 2]), torch.tensor([3, 4])), torch.where(torch.tensor(False), 1.0, torch.tensor([5, 6])))

# x_searchsorted_sorter_2d
s = torch.tensor([[3, 1, 2], [6, 4, 5]])
show(torch.searchsorted(s, torch.tensor([[2], [5]]), sorter=torch.argsort(s, dim=1)))

# x_searchsorted_float_in_int_seq
show(torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([2, 3]), right=True))

# x_unique_bool_inverse
show(torch.unique(torch.tensor([True, False, True]), return_inverse=True, return_counts=True))

# x_unique_2d_dim0_counts_inverse
x = torch.tensor([[2, 0], [1, 1], [2, 0]])
show(torch.unique(x, dim=0, return_inverse=True, return_counts=True))

# x_unique_consecutive_dim1
x = torch.tensor([[1, 1, 2], [3, 3, 4]])
show(torch.unique_consecutive(x, dim=1, return_counts=True))

# x_sort_stable_2d_desc
x = torch.tensor([[1, 1, 0], [0, 2, 2]])
show(torch.sort(x, dim=1, descending=True, stable=True))

# x_argsort_0d_empty
show(torch.argsort(torch.tensor(3)), torch.argsort(torch.tensor([])))

# x_topk_dim_neg_keep
x = torch.tensor([[[1, 5], [3, 2]]])
show(torch.topk(x, 1, dim=-2), torch.topk(x, 1, dim=0).values.shape)

# x_kthvalue_2d_neg_dim
x = torch.tensor([[4.0, 2.0, 8.0], [1.0, 9.0, 3.0]])
show(torch.kthvalue(x, 2, -1, True))

# x_cumsum_noncontig_t
x = torch.arange(6).reshape(2, 3).t()
show(torch.cumsum(x, 0), torch.cumsum(x, 1), torch.cummax(x, 0).indices)

# x_diff_noncontig
x = torch.arange(12).reshape(3, 4).t()
show(torch.diff(x, dim=0), torch.diff(x[::2], dim=1))

# x_diff_prepend_mismatch_err
attempt(lambda: torch.diff(torch.zeros(2, 3), prepend=torch.zeros(2)))
attempt(lambda: torch.diff(torch.zeros(2, 3), dim=0, append=torch.zeros(1, 2)))

# x_sum_int_dtype_overflow
show(torch.tensor([2 ** 62, 2 ** 62]).sum(), torch.tensor([127], dtype=torch.int8).sum(dtype=torch.int8) + 1)

# x_prod_int_overflow
show(torch.tensor([2 ** 32, 2 ** 32]).prod(), torch.tensor([16, 16], dtype=torch.int8).prod(dtype=torch.int8))

# x_mean_dim_tuple_neg
x = torch.arange(24.0).reshape(2, 3, 4)
show(torch.mean(x, (-1, 0)), x.mean(dim=[1], keepdim=True).shape)

# x_std_dim_tuple_correction
x = torch.arange(24.0).reshape(2, 3, 4)
show(torch.std(x, dim=(0, 2), correction=0), torch.var(x, dim=[-1], correction=2, keepdim=True).shape)

# x_std_half_dim
show(torch.std(torch.tensor([[1.0, 2.0], [4.0, 8.0]], dtype=torch.float64), 0, unbiased=True, keepdim=True))

# x_max_dim_0d_empty
show(torch.max(torch.tensor(4), 0), torch.zeros(0, 2).max(1))

# x_max_dim_empty_err
attempt(lambda: torch.zeros(0, 2).max(0))
attempt(lambda: torch.zeros(0, 2).min())

# x_amax_keep_tuple
x = torch.arange(24).reshape(2, 3, 4)
show(torch.amax(x, (0, 2), keepdim=True), torch.amin(x, dim=-1).shape)

# x_logcumsumexp_neg_dim_inf
show(torch.logcumsumexp(torch.tensor([[float('-inf'), float('-inf')], [0.0, float('-inf')]]), -1))

# x_vector_norm_empty_0d
show(torch.linalg.vector_norm(torch.tensor([])), torch.linalg.vector_norm(torch.tensor(-3.0)), torch.linalg.vector_norm(torch.zeros(2, 0), dim=1))

# x_vector_norm_inf_empty_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([]), ord=float('inf')))

# x_vector_norm_neg_ord
show(torch.linalg.vector_norm(torch.tensor([1.0, 2.0, 4.0]), ord=-1), torch.linalg.vector_norm(torch.tensor([0.0, 2.0]), ord=-2))

# x_norm_dim_ord_matrix
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.norm(x, ord='fro', dim=(1, 2)), torch.linalg.norm(x, dim=(0, 1), keepdim=True).shape)

# x_linalg_norm_3d_ord_err
attempt(lambda: torch.linalg.norm(torch.ones(2, 2, 2), ord=1))

# x_matmul_1d_batched
a = torch.arange(6.0).reshape(2, 1, 3)
show(torch.matmul(a, torch.tensor([1.0, 0.0, 1.0])), torch.matmul(torch.tensor([1.0, 2.0]), torch.ones(3, 2, 4)).shape)

# x_matmul_noncontig
a = torch.arange(6.0).reshape(2, 3)
show(a.t() @ a, a[:, ::2] @ a[:, ::2].t(), torch.matmul(a.t(), torch.ones(2)))

# x_tensordot_int_dims_zero
show(torch.tensordot(torch.tensor([1, 2]), torch.tensor([3, 4]), dims=0), torch.tensordot(torch.tensor([[1, 2]]), torch.tensor([[3], [4]]), dims=([1], [0])))

# x_vecdot_int_err
attempt(lambda: torch.linalg.vecdot(torch.tensor([1, 2]), torch.tensor([3, 4])))

# x_einsum_bcast_ellipsis
show(torch.einsum('...i,i->...', torch.ones(2, 3), torch.arange(3.0)), torch.einsum('i j -> j i', torch.arange(4.0).reshape(2, 2)) if False else torch.einsum('ij,ij->i', torch.ones(2, 2), torch.ones(2, 2)))

# x_einsum_int
show(torch.einsum('ij,jk', torch.tensor([[1, 2]]), torch.tensor([[3], [4]])), torch.einsum('i->', torch.tensor([1, 2, 3])))

# x_bitwise_count_shift_int64
show(torch.tensor([1]) << torch.tensor([62]), torch.tensor([-2 ** 62 * 2]) >> torch.tensor([63]), torch.tensor([3], dtype=torch.uint8) >> 1)

# x_logical_xor_scalar
show(torch.logical_xor(torch.tensor([True, False]), torch.tensor(True)), torch.logical_or(torch.tensor([0.0, 2.0]), torch.tensor([0, 0], dtype=torch.uint8)))

# x_isnan_isfinite_bf16_int
show(torch.isfinite(torch.tensor([float('inf'), 1.0], dtype=torch.bfloat16)), torch.isinf(torch.tensor([1, 2], dtype=torch.int8)), torch.isnan(torch.tensor(True)))

# x_round_decimals_f16
show(torch.round(torch.tensor([1.2345, 9.8765], dtype=torch.float64), decimals=3), torch.round(torch.tensor([15.0, 25.0]), decimals=-1))

# x_round_int_noop
show(torch.round(torch.tensor([1, -2])), torch.round(torch.tensor([5], dtype=torch.int8)).dtype)

# x_trunc_bf16_half
show(torch.trunc(torch.tensor([-1.5, 1.5], dtype=torch.bfloat16)), torch.floor(torch.tensor([-1.5, 1.5], dtype=torch.bfloat16)))

# x_sign_int8_uint8
show(torch.sign(torch.tensor([-5, 0, 5], dtype=torch.int8)), torch.sign(torch.tensor([0, 5], dtype=torch.uint8)), torch.sgn(torch.tensor([-0.5, 0.0])))

# x_hypot_f16_err
attempt(lambda: torch.hypot(torch.tensor([3]), torch.tensor([4])))

# x_copysign_bool_bool
show(torch.copysign(torch.tensor([True, False]), torch.tensor([True, True])), torch.copysign(torch.tensor([1.0]), torch.tensor([-1], dtype=torch.int8)))

# x_logaddexp_bcast_0d
show(torch.logaddexp(torch.tensor(0.0), torch.tensor([0.0, 1.0])), torch.logaddexp(torch.tensor([1.0], dtype=torch.float64), torch.tensor([2.0])))

# x_atan2_bf16_f16
show(torch.atan2(torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([1.0], dtype=torch.bfloat16)), torch.atan2(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)))

# x_floor_divide_int_neg_zero_result
show(torch.floor_divide(torch.tensor([-1, 1, -5]), torch.tensor([5, -5, 5])), torch.tensor([-1.0, 1.0]) // torch.tensor([5.0, -5.0]))

# x_remainder_int_scalar_float
show(torch.remainder(torch.tensor([5, -5]), 2.5), torch.fmod(torch.tensor([5, -5]), 2.5), torch.fmod(torch.tensor([5, -5]), -3))

# x_fmod_int8_neg
show(torch.fmod(torch.tensor([-128, 127], dtype=torch.int8), torch.tensor([3, -3], dtype=torch.int8)), torch.remainder(torch.tensor([-128, 127], dtype=torch.int8), 3))

# y_linalg_matmul_diagonal
x = torch.arange(9.0).reshape(3, 3)
show(torch.linalg.matmul(x, torch.ones(3)), torch.linalg.diagonal(x), torch.linalg.diagonal(x, offset=1), torch.linalg.diagonal(torch.arange(8).reshape(2, 2, 2), dim1=0, dim2=2))

# y_linalg_cross_dim
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
show(torch.linalg.cross(a, a.flip(0)), torch.linalg.cross(a.t(), a.t(), dim=0))

# y_linalg_cross_err
attempt(lambda: torch.linalg.cross(torch.ones(2), torch.ones(2)))

# y_take_flat
x = torch.tensor([[4, 5], [6, 7]])
show(torch.take(x, torch.tensor([0, 3, -1])), torch.take(x, torch.tensor([[1], [2]])))

# y_take_oob_err
attempt(lambda: torch.take(torch.tensor([1, 2]), torch.tensor([2])))

# y_take_along_dim_none
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
show(torch.take_along_dim(x, torch.argsort(x, dim=1), dim=1), torch.take_along_dim(x, torch.tensor([5, 0])))

# y_max_other_kw
show(torch.max(torch.tensor([1, 5]), other=torch.tensor([3, 2])), torch.min(torch.tensor([1.0, 5.0]), torch.tensor(3.0)))

# y_sum_bool_dim_dtype
x = torch.tensor([[True, False, True], [True, True, True]])
show(x.sum(1), x.sum(dtype=torch.int32), torch.sum(x, (0,), keepdim=True), x.float().sum(0))

# y_prod_dim_keepdim_int8
show(torch.prod(torch.tensor([[2, 3], [4, 5]], dtype=torch.int8), dim=1, keepdim=True), torch.prod(torch.tensor([[2, 3], [4, 5]]), 0, dtype=torch.int16))

# y_mean_dtype_int_err
attempt(lambda: torch.mean(torch.tensor([1.0, 2.0]), dtype=torch.int64))

# y_sum_dtype_bool
show(torch.sum(torch.tensor([1, 2]), dtype=torch.bool) if False else torch.tensor([1.5, 2.5]).sum(dtype=torch.int32))

# y_cumsum_half_bf16
show(torch.cumsum(torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16), 0), torch.cumprod(torch.tensor([1.5, 2.0], dtype=torch.float64), 0))

# y_cummax_0d_empty
show(torch.cummax(torch.tensor(3.0), 0), torch.cummin(torch.tensor([]), 0))

# y_logcumsumexp_empty_0d
show(torch.logcumsumexp(torch.tensor(2.0), 0), torch.logcumsumexp(torch.zeros(0, 2), 1))

# y_diff_append_only
show(torch.diff(torch.tensor([[1, 2], [4, 8]]), append=torch.tensor([[0], [0]]), dim=1))

# y_unique_counts_float_nan
show(torch.unique(torch.tensor([1.0, 1.0, 2.0]), return_counts=True, return_inverse=True))

# y_unique_consecutive_float_dim0
show(torch.unique_consecutive(torch.tensor([[1.0, 2.0], [1.0, 2.0], [3.0, 4.0]]), dim=0, return_inverse=True))

# y_sort_descending_kw_only
show(torch.sort(torch.tensor([2, 9, 4]), 0, True), torch.tensor([2, 9, 4]).sort(descending=True).values)

# y_topk_largest_false_2d
x = torch.tensor([[5.0, 1.0, 3.0], [2.0, 4.0, 0.0]])
show(x.topk(2, largest=False), x.topk(2, dim=0, largest=False).indices)

# y_kthvalue_int_keepdim
show(torch.kthvalue(torch.tensor([[3, 1], [2, 4]]), 1, 0, True))

# y_nonzero_noncontig
x = torch.tensor([[0, 1, 0], [2, 0, 3]]).t()
show(torch.nonzero(x), x.nonzero(as_tuple=True))

# y_count_nonzero_noncontig_float
x = torch.tensor([[0.0, 1.5], [float('nan'), 0.0]]).t()
show(torch.count_nonzero(x, 0), torch.count_nonzero(x))

# y_where_noncontig
c = torch.tensor([[True, False], [False, True]]).t()
show(torch.where(c, torch.arange(4).reshape(2, 2), -torch.arange(4).reshape(2, 2).t()))

# y_searchsorted_desc_unsorted
show(torch.searchsorted(torch.tensor([3, 2, 1]), torch.tensor([2])))

# y_searchsorted_bool_err
attempt(lambda: torch.searchsorted(torch.tensor([True, False]), torch.tensor([True])))

# y_argmax_keepdim_none
show(torch.argmax(torch.tensor([[1, 5], [7, 2]]), keepdim=True), torch.argmin(torch.tensor([[1, 5], [7, 2]]), dim=None, keepdim=True))

# y_flip_roll_bool_half
show(torch.flip(torch.tensor([True, False, False]), [0]), torch.roll(torch.tensor([1.5, 2.5, 3.5], dtype=torch.float16), 1))

# y_stack_out_dims
x = torch.arange(6).reshape(2, 3)
show(torch.stack([x, x], dim=2).shape, torch.stack([x, x], dim=-3).shape, torch.stack([x, x], 1))

# y_concat_bool_int
show(torch.concat([torch.tensor([[True]]), torch.tensor([[2]])], dim=1), torch.concatenate([torch.tensor([1]), torch.tensor([2.5])], axis=0))

# y_repeat_interleave_scalar_dims
show(torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2]), dim=0), torch.tensor(5).repeat_interleave(3))

# y_tile_noncontig
x = torch.arange(6).reshape(2, 3).t()
show(torch.tile(x, (1, 2)), x[::2].repeat(2, 1))

# y_squeeze_noop_dims
x = torch.zeros(2, 3)
show(x.squeeze(0).shape, torch.squeeze(x, -1).shape)

# y_unflatten
x = torch.arange(6)
show(x.unflatten(0, (2, 3)), torch.unflatten(torch.zeros(2, 6), 1, (3, -1)).shape)

# y_movedim_identity
x = torch.arange(6).reshape(2, 3)
show(torch.movedim(x, 0, 0), torch.movedim(x, (), ()) if False else torch.movedim(x, -1, -1).shape)

# y_broadcast_shapes_err
attempt(lambda: torch.broadcast_shapes((2, 3), (3, 2)))

# y_broadcast_to_neg_err
attempt(lambda: torch.broadcast_to(torch.tensor([1, 2]), (-1, 2)))

# y_can_cast_float_int
show(torch.can_cast(torch.float16, torch.int64), torch.can_cast(torch.int8, torch.float16), torch.can_cast(torch.uint8, torch.int8), torch.can_cast(torch.bfloat16, torch.float16))

# y_finfo_compare
show(torch.finfo(torch.float32).eps == 2 ** -23, torch.iinfo(torch.int32).max + 1, torch.finfo(torch.float16).min)

# y_iinfo_from_tensor_dtype
x = torch.tensor([1], dtype=torch.int16)
show(torch.iinfo(x.dtype).max, torch.finfo(x.float().dtype).bits)

# y_clamp_min_only_tensor
show(torch.clamp(torch.tensor([1.0, 5.0]), torch.tensor([2.0, 2.0])), torch.clamp_min(torch.tensor([1, 5]), torch.tensor([3, 3])))

# y_clamp_all_none_err
attempt(lambda: torch.clamp(torch.tensor([1.0]), None, None))

# y_clip_inplace
x = torch.tensor([-5, 0, 5])
x.clip_(-1, 1)
show(x)

# y_round_decimals_int_err
attempt(lambda: torch.round(torch.tensor([1, 2]), decimals=1))

# y_round_neg_zero
show(torch.round(torch.tensor([-0.4, -0.5, 0.4])), torch.round(torch.tensor([-0.04]), decimals=1))

# y_sign_nan_inf_f64
show(torch.sign(torch.tensor([float('inf'), -float('inf'), float('nan')], dtype=torch.float64)), torch.signbit(torch.tensor([float('nan'), -float('nan')])))

# y_logical_not_bf16_out
show(torch.logical_not(torch.tensor([0.0, 0.5], dtype=torch.bfloat16)), torch.logical_and(torch.tensor(1), torch.tensor([0, 1])))

# y_bitwise_not_method_inplace
x = torch.tensor([0, 5], dtype=torch.uint8)
x.bitwise_not_()
show(x, ~torch.tensor(True))

# y_shift_method_names
x = torch.tensor([4, 8], dtype=torch.int32)
show(x.bitwise_right_shift(1), x.bitwise_left_shift(torch.tensor([1, 2], dtype=torch.int32)), x.__lshift__(1), x.__rshift__(2))

# y_dunder_ops
x = torch.tensor([1.0, -2.0])
show(x.__add__(1), x.__radd__(1), x.__mul__(2), x.__neg__(), x.__abs__(), x.__pow__(2), x.__rpow__(2), x.__truediv__(2), x.__rtruediv__(1))

# y_dunder_cmp
x = torch.tensor([1, 2])
show(x.__eq__(1), x.__lt__(2), x.__ge__(torch.tensor([2, 2])), x.__and__(1), x.__or__(2), x.__xor__(3), x.__invert__())

# y_floor_divide_rtruediv
x = torch.tensor([3, -3])
show(x.__floordiv__(2), x.__rfloordiv__(7), x.__mod__(2), x.__rmod__(7))

# y_pow_neg_int_scalar_float_tensor
show(torch.tensor([2.0, 4.0]) ** -1, 2 ** torch.tensor([-1.0, 0.5]), torch.tensor([2]) ** torch.tensor([3.0]))

# y_hypot_inplace
x = torch.tensor([3.0, 5.0])
x.hypot_(torch.tensor([4.0, 12.0]))
show(x)

# y_logaddexp_method
show(torch.tensor([1.0, 2.0]).logaddexp(torch.tensor([3.0, 4.0])), torch.tensor([1.0]).logaddexp2(torch.tensor([1.0])))

# y_expm1_log1p_int
show(torch.expm1(torch.tensor([0, 1])), torch.log1p(torch.tensor([0, 1], dtype=torch.int8)))

# y_asinh_acosh_atanh_int
show(torch.asinh(torch.tensor([1])), torch.acosh(torch.tensor([1, 2])), torch.atanh(torch.tensor([0, 1])))

# y_trig_methods_arc
x = torch.tensor([0.5])
show(x.arccos(), x.arctan(), x.arcsinh(), x.arctanh(), x.arccosh(), x.arctan2(torch.tensor([1.0])))

# z_equal_eq
a = torch.tensor([1, 2])
show(torch.equal(a, torch.tensor([1, 2])), torch.equal(a, torch.tensor([1.0, 2.0])), torch.equal(a, torch.tensor([1, 2, 3])), torch.eq(a, a.flip(0)))

# z_conj_real_imag
x = torch.tensor([1.5, -2.0])
show(torch.conj(x), torch.real(x), x.real, x.conj().is_conj() if False else x.conj())

# z_astype_to_type
x = torch.tensor([1.6, -1.6])
show(x.type(torch.int32), x.to(torch.int16), x.to(dtype=torch.bool), x.to(torch.float64).dtype)

# z_unstack_unbind
x = torch.arange(6).reshape(3, 2)
show(torch.unbind(x, dim=-1), [t.shape for t in x.unbind()])

# z_permute_dims
x = torch.arange(6).reshape(1, 2, 3)
show(torch.permute(x, (2, 0, 1)), x.permute(2, 1, 0).shape)

# z_expand_dims_unsqueeze
x = torch.tensor([[1, 2]])
show(x.unsqueeze(1), torch.unsqueeze(x, -3).shape)

# z_cumulative_sum_include_initial
x = torch.tensor([1, 2, 3])
show(torch.cat([torch.zeros(1, dtype=x.dtype), torch.cumsum(x, 0)]), torch.cumsum(x.float(), dim=-1))

# z_unique_values_counts_inverse
x = torch.tensor([[3, 1], [3, 2]])
v, c = torch.unique(x, return_counts=True)
v2, inv = torch.unique(x, return_inverse=True)
show(v, c, inv, inv.shape, v2[inv])

# z_max_min_keepdim_noncontig
x = torch.tensor([[1.0, 4.0, 2.0], [3.0, 0.0, 5.0]]).t()
show(torch.max(x, 1, True), x.min(0).values, torch.amax(x, 0), x.max())

# z_std_var_keepdim_noncontig_f64
x = torch.tensor([[1.0, 4.0, 2.0], [3.0, 0.0, 5.0]], dtype=torch.float64).t()
show(torch.std(x, 1, keepdim=True), x.var(0, correction=0))

# z_prod_cumprod_bool
show(torch.prod(torch.tensor([[True, True], [True, False]]), 1), torch.cumprod(torch.tensor([True, True, False]), 0))

# z_sum_noncontig_bf16
x = torch.tensor([[1.5, 2.5], [3.5, 4.5]], dtype=torch.bfloat16).t()
show(x.sum(0), x.sum(), x.mean(1))

# z_mean_keepdim_empty_dim
show(torch.zeros(2, 0).mean(1), torch.zeros(2, 0).mean(0))

# z_sum_large_float_print
show(torch.tensor([1e10, 1.0, -1e10], dtype=torch.float64).sum(), torch.tensor([1e-8, 1e8]).sum(), torch.tensor([123456789.0]).sum())

# z_arange_print_large
show(torch.arange(0, 1e6, 2.5e5), torch.arange(10, dtype=torch.float64) * 1e-5)

# z_linspace_f64_print
show(torch.linspace(0, 1, 7, dtype=torch.float64), torch.linspace(-5, 5, 3))

# z_full_bool_dtype
show(torch.full((2,), 1, dtype=torch.bool), torch.full((2, 1), float('inf')), torch.full((1,), float('nan'), dtype=torch.float16))

# z_eye_half_bf16
show(torch.eye(2, dtype=torch.float16), torch.eye(1, 3, dtype=torch.float64))

# z_zeros_like_bool_int
show(torch.zeros_like(torch.tensor([True])), torch.ones_like(torch.tensor([[1, 2]]), dtype=torch.float16), torch.full_like(torch.tensor([1.5]), True))

# z_full_like_overflow_err
attempt(lambda: torch.full_like(torch.tensor([1], dtype=torch.int8), 300))

# z_full_like_float_to_int
show(torch.full_like(torch.tensor([1], dtype=torch.uint8), 7.9))

# z_tril_triu_noncontig_int
x = torch.arange(9).reshape(3, 3).t()
show(torch.tril(x, -1), torch.triu(x[:, ::2]))

# z_tril_empty
show(torch.tril(torch.zeros(0, 3)), torch.triu(torch.ones(2, 0)).shape)

# z_meshgrid_xy_three
a, b, c = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), torch.tensor([6]), indexing='xy')
show(a.shape, b.shape, c.shape, a[:, :, 0])

# z_broadcast_tensors_single
show(torch.broadcast_tensors(torch.tensor([1, 2])), torch.broadcast_tensors())

# z_concat_three_dim1
a = torch.ones(2, 1)
show(torch.concat([a, a * 2, a * 3], dim=1), torch.cat([a, torch.zeros(2, 0)], 1))

# z_stack_three_mixed
show(torch.stack([torch.tensor([1, 2], dtype=torch.uint8), torch.tensor([3, 4], dtype=torch.int8), torch.tensor([True, False])]))

# z_roll_bool_2d_none
show(torch.roll(torch.tensor([[True, False], [False, False]]), 1), torch.roll(torch.arange(6).reshape(2, 3), 1, 0))

# z_flip_all_dims_3d
x = torch.arange(8).reshape(2, 2, 2)
show(torch.flip(x, (0, 1, 2)), x.flip(-1, -3) if False else x.flip([-1, -3]))

# z_repeat_interleave_float_dim1
show(torch.repeat_interleave(torch.tensor([[1.5, 2.5]]), 3, dim=1), torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), 2, 0))

# z_tile_more_reps
show(torch.tile(torch.tensor([1, 2]), (2, 1, 2)).shape, torch.tile(torch.tensor([[True]]), (1, 3)))

# z_squeeze_multiple_ones
show(torch.zeros(1, 1, 1).squeeze().shape, torch.zeros(1, 1, 1).squeeze(1).shape, torch.squeeze(torch.zeros(3, 1), dim=1))

# z_reshape_0d_to
show(torch.tensor(5).reshape(1, 1), torch.tensor([5]).reshape(()), torch.reshape(torch.arange(4), (2, 2)).t().reshape(-1))

# z_where_nan_promote_int_float
show(torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), float('nan')), torch.where(torch.tensor([False, True]), 3, torch.tensor([0.5, 1.5], dtype=torch.float16)))

# z_nonzero_float_bf16
show(torch.nonzero(torch.tensor([0.0, 0.5, -1.0], dtype=torch.bfloat16)), torch.count_nonzero(torch.tensor([[True, False], [True, True]]), dim=0))

# z_argsort_desc_ties_default
show(torch.argsort(torch.tensor([3, 1, 3, 2]), descending=True, stable=True), torch.sort(torch.tensor([0.5, -0.0, 0.0, -0.5])))

# z_sort_int16_int32_desc
show(torch.sort(torch.tensor([300, -300, 0], dtype=torch.int16), descending=True), torch.sort(torch.tensor([[2, 1]], dtype=torch.int32), dim=0))

# z_searchsorted_side_right_2d_float
s = torch.tensor([[0.0, 1.0, 1.0, 2.0]])
show(torch.searchsorted(s, torch.tensor([[1.0, 1.5]]), side='right'), torch.searchsorted(s, torch.tensor([[1.0, 1.5]])))

# z_max_all_bf16_int8
show(torch.tensor([1.5, -2.5], dtype=torch.bfloat16).max(), torch.tensor([-1, 5, 2], dtype=torch.int8).min(), torch.tensor([[1, 2], [3, 0]], dtype=torch.uint8).max(1))

# z_var_bf16_half_dim
show(torch.var(torch.tensor([[1.0, 2.0], [3.0, 5.0]], dtype=torch.bfloat16), 1), torch.std(torch.tensor([1.0, 2.0, 4.0], dtype=torch.bfloat16)))

# z_all_any_empty_dim_keepdim
show(torch.all(torch.zeros(2, 0), dim=1), torch.any(torch.zeros(2, 0), dim=1, keepdim=True), torch.all(torch.tensor(0.5)))

# z_matmul_int8_uint8
show(torch.matmul(torch.tensor([[1, 2]], dtype=torch.int8), torch.tensor([[3], [4]], dtype=torch.int8)))

# z_matmul_mixed_int_err
attempt(lambda: torch.matmul(torch.tensor([[1, 2]]), torch.tensor([[3], [4]], dtype=torch.int32)))

# z_tensordot_mixed_err
attempt(lambda: torch.tensordot(torch.ones(2), torch.ones(2, dtype=torch.float64), dims=1))

# z_vector_norm_int_dtype_kw
show(torch.linalg.vector_norm(torch.tensor([3.0, 4.0]), ord=2.5), torch.linalg.vector_norm(torch.tensor([[1.0, -1.0]]), ord=1, dim=-1, keepdim=True))

# z_vector_norm_int_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))

# z_matrix_norm_f64_fro_dim
x = torch.arange(12.0, dtype=torch.float64).reshape(3, 4)
show(torch.linalg.matrix_norm(x), torch.linalg.matrix_norm(x, ord=1, dim=(1, 0)), torch.linalg.norm(x, ord=float('inf')))

# z_outer_bool_int8
show(torch.outer(torch.tensor([True, False]), torch.tensor([True, True])), torch.outer(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([3], dtype=torch.uint8)))

# z_inner_int_float_err
attempt(lambda: torch.inner(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# z_einsum_trace_outer_int
show(torch.einsum('ii', torch.arange(9).reshape(3, 3)), torch.einsum('i,j->ij', torch.tensor([1, 2]), torch.tensor([3, 4, 5])))

# e_scalar_args_binary
attempt(lambda: torch.hypot(torch.tensor([3.0]), 4.0))
attempt(lambda: torch.logaddexp(torch.tensor([3.0]), 1))
attempt(lambda: torch.logical_and(torch.tensor([True]), True))
attempt(lambda: torch.bitwise_and(torch.tensor([1]), 1.5))

# e_reduce_dim_range
attempt(lambda: torch.ones(2, 3).mean(dim=2))
attempt(lambda: torch.ones(2, 3).var(dim=(0, 3)))
attempt(lambda: torch.ones(2, 3).amax(-3))
attempt(lambda: torch.ones(2, 3).argmax(5))

# e_sort_topk_range
attempt(lambda: torch.sort(torch.ones(2, 3), dim=-3))
attempt(lambda: torch.topk(torch.ones(2, 3), 1, dim=2))
attempt(lambda: torch.kthvalue(torch.ones(2, 3), 1, dim=3))

# e_split_errs
attempt(lambda: torch.split(torch.arange(4), 0))
attempt(lambda: torch.chunk(torch.arange(4), -1))
attempt(lambda: torch.arange(4).unbind(1))

# e_tile_repeat_errs
attempt(lambda: torch.tile(torch.tensor([1]), (-1,)))
attempt(lambda: torch.arange(3).repeat())

# e_reshape_view_errs
attempt(lambda: torch.arange(6).view(4, 2))
attempt(lambda: torch.arange(6).view(-1, 4))
attempt(lambda: torch.arange(6).reshape(2, 3, -2))

# e_squeeze_unsqueeze_errs
attempt(lambda: torch.zeros(2).unsqueeze(-3))
attempt(lambda: torch.zeros(2).squeeze(-2))

# e_unique_errs
attempt(lambda: torch.unique(torch.zeros(2, 2), dim=2))
attempt(lambda: torch.unique_consecutive(torch.zeros(2, 2), dim=-3))

# e_clamp_dtype_tensor_err
attempt(lambda: torch.clamp(torch.tensor([1, 2]), min=torch.tensor([1.5, 1.5])).dtype)
attempt(lambda: torch.tensor([1, 2]).clamp_(min=torch.tensor([1.5, 1.5])))

# e_linspace_arange_type_errs
attempt(lambda: torch.linspace(0, 1, 2.5))
attempt(lambda: torch.arange(0, 5, 1, dtype=torch.bool))

# e_full_errs
attempt(lambda: torch.full((2,), 'a'))
attempt(lambda: torch.full((-1,), 1))
attempt(lambda: torch.zeros(-2))

# e_eye_errs
attempt(lambda: torch.eye(2, -1))
attempt(lambda: torch.eye(2.5))

# e_keyword_type_errs
attempt(lambda: torch.linspace(0, 1, steps=2.5))
attempt(lambda: torch.exp(input=5))
attempt(lambda: torch.cat(tensors=torch.ones(2)))
attempt(lambda: torch.full((2,), fill_value='a'))
attempt(lambda: torch.flip(torch.ones(2), dims=0))

# e_positional_type_errs
attempt(lambda: torch.roll(torch.ones(2), 1.5))
attempt(lambda: torch.topk(torch.ones(2), 1.0))
attempt(lambda: torch.tril(torch.ones(2, 2), 0.5))

# f_topk_k_too_big_dim
attempt(lambda: torch.topk(torch.ones(2, 3), 3, dim=0))
attempt(lambda: torch.kthvalue(torch.tensor([]), 1))

# f_sort_empty_2d_dim0
show(torch.sort(torch.zeros(0, 2), dim=0), torch.argsort(torch.zeros(3, 0)))

# f_unique_empty_dim
show(torch.unique(torch.zeros(0, 2), dim=0))
attempt(lambda: torch.unique(torch.zeros(0, 2), dim=1, return_counts=True))

# f_diff_n_larger
show(torch.diff(torch.tensor([1, 2]), n=5), torch.diff(torch.tensor([[1, 2, 4]]), n=3, dim=1))

# f_vector_norm_inf_dims
x = torch.tensor([[1.0, -5.0], [3.0, 2.0]])
show(torch.linalg.vector_norm(x, ord=float('inf'), dim=(0, 1)), torch.linalg.vector_norm(x, ord=-float('inf'), dim=0), torch.linalg.vector_norm(x, ord=0, dim=1))

# f_tensordot_size_err
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(4, 5), dims=([1], [0])))

# f_einsum_bad_subscripts
attempt(lambda: torch.einsum('ij,j', torch.ones(2, 3)))
attempt(lambda: torch.einsum('i->j', torch.ones(2)))

# f_where_0d_nonzero_tuple
show(torch.where(torch.tensor(3)), torch.nonzero(torch.tensor(2.0), as_tuple=True), torch.nonzero(torch.tensor(0), as_tuple=True))

# f_T_1d_0d
show(torch.tensor([1, 2]).T, torch.tensor(3).T, torch.tensor(3).mT if False else torch.ones(2, 2, 2).mT.shape)

# f_var_empty_warn
show(torch.var(torch.tensor([])), torch.std(torch.zeros(0, 3), dim=0), torch.mean(torch.zeros(0, 3), dim=0))

# f_cumsum_int_overflow
show(torch.cumsum(torch.tensor([2 ** 62, 2 ** 62]), 0), torch.cumsum(torch.tensor([200, 100], dtype=torch.uint8), 0, dtype=torch.uint8))

# f_clamp_half_int_bounds
show(torch.clamp(torch.tensor([0.5, 3.5, 70.0], dtype=torch.float64), 1, 60), torch.clamp(torch.tensor([-1.5, 2.5], dtype=torch.bfloat16), min=-1))

# f_round_half_types
show(torch.round(torch.tensor([0.5, 1.5, 2.5])), torch.round(torch.tensor([2.675], dtype=torch.float64), decimals=2), torch.round(torch.tensor([0.5, 1.5], dtype=torch.bfloat16)))

# f_floor_ceil_half
show(torch.floor(torch.tensor([-0.5, 1.7], dtype=torch.float64)), torch.ceil(torch.tensor([-0.5, 1.2], dtype=torch.bfloat16)))

# f_pow_int_neg_exp_tensor_err
attempt(lambda: torch.pow(torch.tensor([2, 3]), torch.tensor([-1, 2])))
attempt(lambda: torch.tensor([2, 3]) ** -1)

# f_pow_zero_zero
show(torch.pow(torch.tensor([0.0, 0]), 0), torch.tensor([0, 2]) ** 0, torch.pow(torch.tensor(0.0), torch.tensor([-1.0, 0.0])))

# f_remainder_int_tensor_zero_cuda
show(torch.remainder(torch.tensor([5.0, -5.0]), torch.tensor([0.0, 0.0])), torch.fmod(torch.tensor([5.0, -5.0]), torch.tensor([float('inf'), -float('inf')])))

# f_floor_divide_inf
show(torch.floor_divide(torch.tensor([5.0, -5.0, float('inf')]), torch.tensor([float('inf'), float('inf'), 2.0])))

# f_atan2_int8_uint8
show(torch.atan2(torch.tensor([1], dtype=torch.int8), torch.tensor([1], dtype=torch.uint8)), torch.atan2(torch.tensor([True]), torch.tensor([False])))

# f_hypot_half_bf16
show(torch.hypot(torch.tensor([3.0], dtype=torch.bfloat16), torch.tensor([4.0], dtype=torch.bfloat16)), torch.hypot(torch.tensor([3.0]), torch.tensor([4.0], dtype=torch.float64)))

# f_logaddexp_int_float_mix
show(torch.logaddexp(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)), torch.logaddexp2(torch.tensor([0.0], dtype=torch.bfloat16), torch.tensor([0.0], dtype=torch.bfloat16)))

# f_copysign_half_int
show(torch.copysign(torch.tensor([1.5], dtype=torch.float16), -1), torch.copysign(torch.tensor([3], dtype=torch.int16), torch.tensor([-0.0])))

# f_bitwise_uint8_int8_mix
show(torch.tensor([200], dtype=torch.uint8) & torch.tensor([-1], dtype=torch.int8), torch.tensor([5], dtype=torch.uint8) | torch.tensor([True]))

# f_shift_uint8_by_int8_neg
show(torch.tensor([16], dtype=torch.uint8) >> torch.tensor([2], dtype=torch.int8), torch.tensor([1], dtype=torch.int16) << torch.tensor([3]))

# f_logical_empty_0d
show(torch.logical_and(torch.tensor([]), torch.tensor([])), torch.logical_not(torch.tensor(0)), torch.logical_xor(torch.tensor(1.0), torch.tensor(0.0)))

# f_isfinite_0d_empty
show(torch.isfinite(torch.tensor(float('inf'))), torch.isnan(torch.zeros(0, 2)).shape, torch.signbit(torch.tensor(-0.0)))

# f_sign_0d_empty
show(torch.sign(torch.tensor(-3)), torch.sign(torch.tensor([])), torch.trunc(torch.tensor(-2.5)))

# f_square_abs_bf16
show(torch.square(torch.tensor([1.5, -2.5], dtype=torch.bfloat16)), torch.abs(torch.tensor([-1.5], dtype=torch.float16)))

# f_sqrt_exp_f64_large
show(torch.exp(torch.tensor([100.0, 1000.0], dtype=torch.float64)), torch.exp(torch.tensor([100.0])), torch.sqrt(torch.tensor([1e300], dtype=torch.float64)))

# f_log_neg_zero
show(torch.log(torch.tensor([-0.0, 0.0, -1.0])), torch.log2(torch.tensor([0.5, 0.25])), torch.log10(torch.tensor([-0.0])))

# f_expm1_log1p_extremes
show(torch.expm1(torch.tensor([-100.0, 100.0])), torch.log1p(torch.tensor([-2.0, float('inf')])))

# f_sinh_cosh_large
show(torch.sinh(torch.tensor([100.0, -100.0])), torch.cosh(torch.tensor([-1.0, 100.0])), torch.tanh(torch.tensor([float('inf'), float('nan')])))

# f_asinh_acosh_atanh_edges
show(torch.asinh(torch.tensor([float('-inf'), 0.0])), torch.acosh(torch.tensor([float('inf')])), torch.atanh(torch.tensor([1.0, -1.0, 2.0])))

# f_sin_cos_inf
show(torch.sin(torch.tensor([float('inf'), 0.0])), torch.cos(torch.tensor([float('-inf')])), torch.tan(torch.tensor([float('nan')])))

# f_maximum_minimum_int_types
show(torch.maximum(torch.tensor([1], dtype=torch.uint8), torch.tensor([-1], dtype=torch.int8)), torch.minimum(torch.tensor([True, False]), torch.tensor([False, False])))

# f_clip_tensor_bounds_bcast
show(torch.clip(torch.arange(6).reshape(2, 3), torch.tensor([1, 2, 3]), torch.tensor([[2], [4]])))

# f_result_type_scalar_int_uint8
show(torch.result_type(torch.tensor([1], dtype=torch.uint8), 300), (torch.tensor([1], dtype=torch.uint8) + 300).dtype, torch.result_type(torch.tensor(1.0, dtype=torch.float16), 1e10))

# f_add_uint8_scalar_overflow
show(torch.tensor([1], dtype=torch.uint8) + 300, torch.tensor([1], dtype=torch.int8) * 200)

# f_full_like_inf_int_err
attempt(lambda: torch.full_like(torch.tensor([1]), float('inf')))
attempt(lambda: torch.full((2,), float('nan'), dtype=torch.int32))

# f_arange_float_dtype_int_len
attempt(lambda: torch.arange(0, 1, 0.3, dtype=torch.int32))
show(torch.arange(-3, 3, 2.5), torch.arange(0.0, 1.0, 0.1).shape)

# f_linspace_int_rounding
show(torch.linspace(-5, 5, 4, dtype=torch.int8), torch.linspace(0, 1, 5, dtype=torch.float16))

# f_zeros_empty_ones_dtypes
show(torch.zeros(2, dtype=torch.bfloat16), torch.ones(2, dtype=torch.uint8), torch.ones(1, 1, dtype=torch.bool))

# f_eye_zero_cols
show(torch.eye(2, 0), torch.eye(0, 3).shape)

# f_tril_triu_3d_batch
x = torch.ones(2, 2, 3)
show(torch.tril(x, 1)[1], torch.triu(x, -1).sum())

# f_meshgrid_tuple_arg
a, b = torch.meshgrid((torch.tensor([1, 2]), torch.tensor([3])), indexing='ij')
show(a, b)

# f_broadcast_to_same
x = torch.tensor([1, 2])
show(torch.broadcast_to(x, (2,)), torch.broadcast_to(x, torch.Size([3, 2])).stride())

# f_cat_single_and_scalars_err
show(torch.cat([torch.tensor([1, 2])]), torch.stack([torch.tensor(1.5)]))

# f_stack_bool_0d
show(torch.stack([torch.tensor(True), torch.tensor(False)]), torch.stack([torch.zeros(0), torch.zeros(0)]).shape)

# f_flip_int8_neg_dims
show(torch.flip(torch.tensor([[1, 2], [3, 4]], dtype=torch.int8), [-1]), torch.tensor([True, False]).flip(0))

# f_roll_negative_large
show(torch.roll(torch.arange(5), -7), torch.roll(torch.arange(6).reshape(2, 3), (-1, 4), (0, 1)))

# f_moveaxis_multi_neg
x = torch.zeros(2, 3, 4, 5)
show(torch.moveaxis(x, [-1, 0], [0, -1]).shape, torch.movedim(x, (1, 2, 3), (3, 2, 1)).shape)

# f_squeeze_negative_dim_size1
show(torch.zeros(3, 1).squeeze(-1).shape, torch.zeros(1, 3).squeeze(-2).shape)

# f_repeat_interleave_zero
show(torch.repeat_interleave(torch.tensor([1, 2]), 0), torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([0, 0])))

# f_tile_zero_rep
show(torch.tile(torch.tensor([[1, 2]]), (0, 1)).shape, torch.tensor([1, 2]).repeat(0, 2).shape)

# f_split_chunk_2d_uneven
x = torch.arange(10).reshape(5, 2)
show(torch.split(x, 2), torch.chunk(x, 2), torch.tensor_split(x, 3))

# f_unbind_3d_dim_neg
x = torch.arange(8).reshape(2, 2, 2)
show(torch.unbind(x, -1))

# e_method_positions
x = torch.ones(3)
attempt(lambda: x.topk(1.0))
attempt(lambda: x.roll(1.5))
attempt(lambda: x.tril(0.5))
attempt(lambda: torch.tril(x.reshape(1, 3), diagonal=0.5))
attempt(lambda: x.unsqueeze(1.5))

# g_dim_none_keepdim
x = torch.arange(6.0).reshape(2, 3)
show(x.sum(dim=None, keepdim=True), torch.mean(x, None, True), torch.amax(x, dim=(), keepdim=True) if False else x.prod(dim=None) if False else torch.std(x, dim=None, keepdim=True), torch.var(x, None, keepdim=True, correction=0))

# g_dim_none_keepdim_more
x = torch.arange(6.0).reshape(2, 3)
show(torch.linalg.vector_norm(x, keepdim=True), torch.count_nonzero(x, dim=None), torch.all(x, dim=None) if False else torch.any(x))

# g_amax_empty_tuple
x = torch.arange(6.0).reshape(2, 3)
show(torch.amax(x, dim=()), torch.sum(x, dim=()), torch.mean(x, ()))

# g_sum_dim_list_keepdim_3d
x = torch.arange(24).reshape(2, 3, 4)
show(torch.sum(x, [0, 2], True).shape, x.sum([-1, -2]), torch.prod(x[:, :1, :2], 2))

# g_var_mean_correction_tuple
x = torch.arange(12.0).reshape(3, 4)
show(torch.var_mean(x, dim=(0, 1), correction=0), torch.std_mean(x, 1, keepdim=True))

# g_cumsum_bool_int_dtype
show(torch.cumsum(torch.tensor([[True, False], [True, True]]), 1), torch.tensor([1, 2, 3], dtype=torch.int16).cumsum(0).dtype)

# g_sort_bool_desc
show(torch.sort(torch.tensor([False, True, False, True]), descending=True, stable=True), torch.argsort(torch.tensor([True, False])))

# g_searchsorted_int32_values
show(torch.searchsorted(torch.tensor([1, 5, 9], dtype=torch.int32), torch.tensor([5, 6], dtype=torch.int32), out_int32=True, side='right'))

# g_searchsorted_mixed_float_int
show(torch.searchsorted(torch.tensor([1, 5, 9], dtype=torch.int8), torch.tensor([4.5, 9.0])), torch.searchsorted(torch.tensor([0.5, 1.5], dtype=torch.float64), torch.tensor([1])))

# g_argmax_dim_keepdim_bf16
show(torch.argmax(torch.tensor([[1.0, 3.0], [4.0, 2.0]], dtype=torch.bfloat16), 1, True), torch.argmin(torch.tensor([[1.0, 3.0], [4.0, 2.0]], dtype=torch.float16), 0))

# g_where_cond_broadcast_scalar_result
show(torch.where(torch.tensor([[True, False]]), 1.5, 2))
attempt(lambda: torch.where(torch.tensor([[True], [False]]), torch.tensor(1, dtype=torch.int8), 300))

# g_nonzero_3d_as_tuple
x = torch.zeros(2, 2, 2)
x[1, 0, 1] = 1
x[0, 1, 0] = 2
show(torch.nonzero(x, as_tuple=True), x.nonzero())

# g_unique_int8_negative
show(torch.unique(torch.tensor([-3, 5, -3, 0], dtype=torch.int8), return_inverse=True), torch.unique(torch.tensor([1.5, 1.5], dtype=torch.float64), return_counts=True))

# g_matmul_vec_vec_int
show(torch.matmul(torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6])), torch.tensor([[1, 2]]) @ torch.tensor([3, 4]))

# g_matmul_batched_bcast_shapes
show((torch.ones(3, 1, 2, 4) @ torch.ones(5, 4, 2)).shape, torch.matmul(torch.ones(4), torch.ones(2, 4, 3)).shape)

# g_matmul_bcast_err
attempt(lambda: torch.ones(2, 2, 3) @ torch.ones(3, 3, 2))

# g_tensordot_0d_dims
show(torch.tensordot(torch.tensor(2.0), torch.tensor(3.0), dims=0), torch.tensordot(torch.arange(4.0), torch.arange(4.0), dims=([0], [0])))

# g_vecdot_dim0_bcast
show(torch.linalg.vecdot(torch.ones(3, 1), torch.arange(6.0).reshape(3, 2), dim=0), torch.linalg.vecdot(torch.tensor([[1.0, 2.0]]), torch.tensor([3.0, 4.0], dtype=torch.float32)))

# g_mT_noncontig_ops
x = torch.arange(6.0).reshape(2, 3)
show(x.mT.sum(0), x.mT @ torch.ones(2), x.mT.contiguous().stride())

# g_outer_empty
show(torch.outer(torch.tensor([]), torch.tensor([1.0, 2.0])).shape, torch.inner(torch.tensor([]), torch.tensor([])))

# g_einsum_repeated_out_err
attempt(lambda: torch.einsum('ii->ii', torch.ones(2, 2)))
attempt(lambda: torch.einsum('ij->k', torch.ones(2, 2)))

# g_norm_p_dims
x = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
show(torch.norm(x, p=1, dim=1), torch.norm(x, p='fro', dim=(0, 1)), x.norm(dim=-1, keepdim=True), torch.norm(x, float('inf'), 0))

# h_scalar_conversions
x = torch.tensor(2.7)
show(int(x), float(x), bool(x), x.item(), torch.tensor([3]).item(), torch.tensor(True).item(), int(torch.tensor(-2.7)))

# h_bool_multi_err
attempt(lambda: bool(torch.tensor([1, 2])))
attempt(lambda: int(torch.tensor([1, 2])))

# h_index_dunder
x = torch.tensor(2)
show([10, 20, 30][x], list(range(5))[torch.tensor(1):torch.tensor(3)])
attempt(lambda: [1, 2][torch.tensor(0.0)])

# h_tolist_types
show(torch.tensor([[1.5, 2.0]]).tolist(), torch.tensor([True]).tolist(), torch.tensor(3, dtype=torch.int8).tolist(), torch.tensor([1.0], dtype=torch.float16).tolist())

# h_half_overflow_to
show(torch.tensor([1e5, -1e5, 65504.0, 65520.0]).half(), torch.tensor([1e39], dtype=torch.float64).float(), torch.tensor([3.0e38]).bfloat16())

# h_int_casts_wrap
show(torch.tensor([300, -1]).to(torch.uint8), torch.tensor([2 ** 31]).int(), torch.tensor([1.5e10]).long(), torch.tensor([True, False]).float())

# h_len_shape_ndim
x = torch.zeros(2, 3, 4)
show(len(x), x.ndim, x.dim(), x.numel(), x.shape[-1], x.size(1), x.size(dim=-3), torch.numel(x))

# h_len_0d_err
attempt(lambda: len(torch.tensor(5)))
attempt(lambda: torch.zeros(2).size(1))

# h_iter_rows
show([r.sum() for r in torch.arange(6).reshape(3, 2)], list(torch.tensor([1, 2])))

# h_contains
x = torch.tensor([1, 2, 3])
show(2 in x, 5 in x, torch.tensor(3) in x)

# i_cmp_int_tensor_float_scalar
x = torch.tensor([1, 2, 3])
show(x == 2.0, x < 2.5, x >= True, torch.tensor([True, False]) == 1, torch.tensor([0.5]) != 0.5)

# i_cmp_uint8_neg_scalar
x = torch.tensor([0, 200], dtype=torch.uint8)
show(x > -1, x == 200, x < 256, torch.tensor([1], dtype=torch.int8) < 1000)

# i_inplace_scalar_promotions
x = torch.tensor([1, 2], dtype=torch.int16)
x += 3
x *= True
show(x)
y = torch.tensor([1.0], dtype=torch.float16)
y += 2 ** 20
show(y)

# i_inplace_float_into_int_err
x = torch.tensor([1, 2])
attempt(lambda: x.mul_(1.5))
attempt(lambda: x.div_(2))
attempt(lambda: x.floor_divide_(2.0))

# i_inplace_bool_ops
x = torch.tensor([True, False])
x &= torch.tensor([True, True])
x |= False
show(x)
attempt(lambda: x.add_(1))

# i_inplace_broadcast_ok_err
x = torch.zeros(2, 3)
x += torch.tensor([1.0, 2.0, 3.0])
show(x)
attempt(lambda: torch.zeros(3).add_(torch.zeros(2, 3)))

# i_scalar_tensor_ops_0d
a = torch.tensor(5, dtype=torch.int8)
show(a + 1, a * 2.5, a // 2, a % 3, -a, a ** 2, (a > 3).dtype, 10 - a, 100 // a)

# i_pow_scalar_types
x = torch.tensor([1, 2, 3], dtype=torch.uint8)
show(x ** 2, x ** 0.5, 2 ** x, x.pow(torch.tensor(2)), torch.pow(x, torch.tensor([1, 2, 3])))

# i_div_scalars_modes
x = torch.tensor([7, -7], dtype=torch.int32)
show(x / 2, x // 2, x % 2, torch.div(x, 2, rounding_mode='trunc'), torch.div(x, -2.0, rounding_mode='floor'), x.div(2.5))

# i_bitwise_scalar_rhs_types
x = torch.tensor([5, 6], dtype=torch.uint8)
show(x & 3, x | 8, x ^ 255, 1 & x, x << 2, 2 << x.to(torch.int32))

# i_bitwise_float_scalar_err
attempt(lambda: torch.tensor([5]) & 1.0)
attempt(lambda: torch.tensor([5]) >> 1.5)

# i_maximum_scalar_tensor_0d
show(torch.maximum(torch.tensor([1, 5]), torch.tensor(3)), torch.minimum(torch.tensor([1.5]), torch.tensor(2, dtype=torch.int64)), torch.fmax(torch.tensor([1]), torch.tensor([float('nan')])))

# i_where_scalar_int_float
c = torch.tensor([True, False])
show(torch.where(c, 2, 3.5), torch.where(c, torch.tensor(2), 3.5), torch.where(c, True, 0))

# i_clamp_scalar_tensor_mix
show(torch.clamp(torch.tensor([1, 5, 9]), torch.tensor(2), 6), torch.clamp(torch.tensor([1.5, 9.5]), torch.tensor(2.0), torch.tensor([3.0, 4.0])))

# i_add_alpha_types
show(torch.add(torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=2), torch.add(torch.tensor([1.0]), 2, alpha=0.5), torch.sub(torch.tensor([5]), 1, alpha=3))

# i_add_alpha_float_int_err
attempt(lambda: torch.add(torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=0.5))

# j_matrix_norm_int_err
attempt(lambda: torch.linalg.matrix_norm(torch.ones(2, 2, dtype=torch.int64)))
attempt(lambda: torch.linalg.vector_norm(torch.ones(2), ord='fro'))

# j_linalg_norm_3d_default
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.norm(x), torch.linalg.norm(x, dim=2), torch.linalg.norm(x, ord=2, dim=0))

# j_linalg_norm_vector_ords
x = torch.tensor([3.0, -4.0])
show(torch.linalg.norm(x, ord=float('inf')), torch.linalg.norm(x, ord=0), torch.linalg.norm(x, ord=-1), torch.linalg.norm(x, 3.0))

# j_tensordot_dims_too_many
attempt(lambda: torch.tensordot(torch.ones(2), torch.ones(2), dims=2))

# j_einsum_spaces_upper
show(torch.einsum('i j, j k -> i k', torch.ones(2, 3), torch.ones(3, 1)), torch.einsum('Ab,b->A', torch.ones(2, 3), torch.arange(3.0)))

# j_matmul_0d_err
attempt(lambda: torch.matmul(torch.tensor(2.0), torch.tensor(3.0)))
attempt(lambda: torch.tensor(2.0) @ torch.ones(2, 2))

# j_vecdot_half_int
show(torch.linalg.vecdot(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([3.0, 4.0], dtype=torch.float64)))
attempt(lambda: torch.linalg.vecdot(torch.tensor([1, 2]), torch.tensor([1, 2]), dim=0))

# j_outer_inner_0d
show(torch.inner(torch.tensor(2), torch.tensor(3)), torch.outer(torch.tensor([2.0]), torch.tensor([3.0])))
attempt(lambda: torch.outer(torch.tensor(2.0), torch.tensor([3.0])))

# j_cross_bcast
show(torch.linalg.cross(torch.tensor([[1.0, 0.0, 0.0]]), torch.tensor([[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]])))

# j_diagonal_offsets
x = torch.arange(12).reshape(3, 4)
show(torch.diagonal(x, 2), torch.diagonal(x, -2), torch.diagonal(x, 5), x.diagonal(offset=1, dim1=1, dim2=0))

# j_trace_int_float
show(torch.trace(torch.arange(6).reshape(2, 3)), torch.trace(torch.eye(3, dtype=torch.float64)))
