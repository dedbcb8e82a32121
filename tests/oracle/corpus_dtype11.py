# Twin of tests/golden/corpus_dtype11.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
nan = float('nan')
inf = float('inf')


def attempt(fn, *fixes):
    cuda_repr.attempt(fn, *fixes)


# float16 / bfloat16 reductions, matmuls, softmax and layer_norm compute in
# float32 and round once, as PyTorch 2's CUDA kernels do; the cases marked
# "twin" spell that out because 1.13 has no Half kernels for them on the cpu.

# cr_half_add_ties_to_even
show(torch.tensor([2048.0, 1.0], dtype=torch.float16) + torch.tensor([1.0, 0.0004], dtype=torch.float16))

# cr_half_mul_overflows_to_inf
show(torch.tensor([300.0, -300.0], dtype=torch.float16) * torch.tensor([300.0, 300.0], dtype=torch.float16))

# cr_bfloat16_add_one_lost
show(torch.tensor([256.0, 255.0], dtype=torch.bfloat16) + 1)

# cr_half_divide_by_three
show(torch.ones(3, dtype=torch.float16) / 3)

# cr_bfloat16_divide_by_three
show(torch.ones(2, dtype=torch.bfloat16) / 3)

# cr_half_sub_cancellation
show(torch.tensor([1.001], dtype=torch.float16) - torch.tensor([1.0], dtype=torch.float16))

# cr_bfloat16_mul_rounding
show(torch.tensor([1.1], dtype=torch.bfloat16) * torch.tensor([1.1], dtype=torch.bfloat16))

# cr_half_print_max
show(torch.tensor([65504.0, 1.0], dtype=torch.float16))

# cr_half_print_subnormal
show(torch.tensor([6e-08], dtype=torch.float16))

# cr_half_print_small_mixed
show(torch.tensor([0.0001, 1.0], dtype=torch.float16))

# cr_bfloat16_print_large_sci
show(torch.tensor([1e10, 1.0], dtype=torch.bfloat16))

# cr_bfloat16_print_pi
show(torch.tensor([3.14159, -2.71828], dtype=torch.bfloat16))

# cr_half_print_mixed_magnitudes
show(torch.tensor([1.0, 2.5, 1000.0], dtype=torch.float16))

# cr_float64_print_third
show(torch.tensor([1 / 3, 2 / 3], dtype=torch.float64))

# cr_float32_print_1e8_integers
show(torch.tensor([1e8, 1.0]))

# cr_float32_print_1e9_integers
show(torch.tensor([1e9, 1.0]))

# cr_float32_print_small_sci
show(torch.tensor([1e-5, 1.0]))

# cr_print_ratio_over_thousand
show(torch.tensor([0.001, 10.0]))

# cr_print_ratio_exactly_thousand
show(torch.tensor([0.01, 10.0]))

# cr_float64_print_large_sci
show(torch.tensor([1e16, -3.5], dtype=torch.float64))

# cr_half_print_nan_inf_mix
show(torch.tensor([nan, -inf, 1.5], dtype=torch.float16))

# cr_bfloat16_print_integral_large
show(torch.tensor([1000.0, 2000.0, 3.0], dtype=torch.bfloat16))

# cr_half_print_0d
show(torch.tensor(0.1, dtype=torch.float16), torch.tensor(-0.0, dtype=torch.bfloat16))

# cr_float64_print_0d
show(torch.tensor(1 / 3, dtype=torch.float64))

# cr_print_int8_negative_widths
show(torch.tensor([[-100, 5], [7, -8]], dtype=torch.int8))

# cr_print_uint8_matrix
show(torch.tensor([[0, 255], [16, 1]], dtype=torch.uint8))

# cr_print_bool_0d_and_empty
show(torch.tensor(True), torch.zeros(0, dtype=torch.bool))

# cr_print_half_precision_option
torch.set_printoptions(precision=8)
show(torch.tensor([0.1, 0.2], dtype=torch.float16), torch.tensor([0.1], dtype=torch.bfloat16))
torch.set_printoptions(precision=4)

# cr_print_float32_precision_option
torch.set_printoptions(precision=10)
show(torch.tensor([0.1]), torch.tensor([0.1], dtype=torch.float64))
torch.set_printoptions(precision=4)

# cr_print_half_sci_mode_forced
torch.set_printoptions(sci_mode=True)
show(torch.tensor([1.5, 100.0], dtype=torch.float16))
torch.set_printoptions(sci_mode=None)

# cr_half_item_exact_value
show(torch.tensor(0.1, dtype=torch.float16).item(), torch.tensor(0.1, dtype=torch.bfloat16).item())

# cr_half_tolist
show(torch.tensor([0.1, 1e-3], dtype=torch.float16).tolist())

# cr_float32_item_exact_value
show(torch.tensor(0.1).item(), torch.tensor(0.1, dtype=torch.float64).float().item())

# cr_half_sum_accumulates_in_float
show(torch.full((3000,), 1.0, dtype=torch.float16).float().sum().half())  # twin
#cst print(torch.full((3000,), 1.0, dtype=torch.float16).sum())

# cr_half_sum_rounds_result
show(torch.full((100,), 0.1, dtype=torch.float16).float().sum().half())  # twin
#cst print(torch.full((100,), 0.1, dtype=torch.float16).sum())

# cr_bfloat16_sum_rounds_result
show(torch.full((300,), 1.0, dtype=torch.bfloat16).float().sum().bfloat16())  # twin
#cst print(torch.full((300,), 1.0, dtype=torch.bfloat16).sum())

# cr_half_mean_of_many
show(torch.full((3000,), 1.0, dtype=torch.float16).float().mean().half())  # twin
#cst print(torch.full((3000,), 1.0, dtype=torch.float16).mean())

# cr_bfloat16_mean_dim
show(torch.tensor([[1.0, 2.0, 4.0], [0.1, 0.2, 0.3]]).bfloat16().float().mean(dim=1).bfloat16())  # twin
#cst print(torch.tensor([[1.0, 2.0, 4.0], [0.1, 0.2, 0.3]]).bfloat16().mean(dim=1))

# cr_half_cumsum_rounds_each_step
show(torch.full((6,), 0.1, dtype=torch.float16).float().cumsum(0).half())  # twin
#cst print(torch.full((6,), 0.1, dtype=torch.float16).cumsum(0))

# cr_bfloat16_cumsum_large
show(torch.full((4,), 100.0, dtype=torch.bfloat16).float().cumsum(0).bfloat16() + torch.tensor([0.0, 0.0, 0.0, 1.0], dtype=torch.bfloat16))  # twin
#cst print(torch.full((4,), 100.0, dtype=torch.bfloat16).cumsum(0) + torch.tensor([0.0, 0.0, 0.0, 1.0], dtype=torch.bfloat16))

# cr_half_prod
show(torch.tensor([1.1, 1.1, 1.1], dtype=torch.float16).float().prod().half())  # twin
#cst print(torch.tensor([1.1, 1.1, 1.1], dtype=torch.float16).prod())

# cr_bfloat16_prod_dim
show(torch.tensor([[1.5, 2.5], [3.0, 0.5]], dtype=torch.bfloat16).float().prod(dim=0).bfloat16())  # twin
#cst print(torch.tensor([[1.5, 2.5], [3.0, 0.5]], dtype=torch.bfloat16).prod(dim=0))

# cr_half_sum_dtype_float32
show(torch.full((3000,), 1.0, dtype=torch.float16).sum(dtype=torch.float32))

# cr_half_sum_dtype_float64
show(torch.tensor([0.1, 0.2], dtype=torch.float16).sum(dtype=torch.float64))

# cr_half_sum_overflow_inf
show(torch.tensor([60000.0, 60000.0], dtype=torch.float16).float().sum().half())  # twin
#cst print(torch.tensor([60000.0, 60000.0], dtype=torch.float16).sum())

# cr_half_matmul
show((torch.tensor([[0.1, 0.2], [0.3, 0.4]]).half().float() @ torch.tensor([[1.0, 2.0], [3.0, 4.0]])).half())  # twin
#cst print(torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16) @ torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16))

# cr_bfloat16_matmul
show((torch.tensor([[0.1, 0.2], [0.3, 0.4]]).bfloat16().float() @ torch.tensor([[1.0, 2.0], [3.0, 4.0]])).bfloat16())  # twin
#cst print(torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.bfloat16) @ torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.bfloat16))

# cr_half_linear
show(F.linear(torch.tensor([[1.0, 2.0]]), torch.tensor([[0.5, 0.25], [1.0, -1.0]]), torch.tensor([0.1, 0.2]).half().float()).half())  # twin
#cst print(F.linear(torch.tensor([[1.0, 2.0]], dtype=torch.float16), torch.tensor([[0.5, 0.25], [1.0, -1.0]], dtype=torch.float16), torch.tensor([0.1, 0.2], dtype=torch.float16)))

# cr_bfloat16_linear_no_bias
show(F.linear(torch.tensor([[1.0, 3.0]]), torch.tensor([[0.1, 0.2]]).bfloat16().float()).bfloat16())  # twin
#cst print(F.linear(torch.tensor([[1.0, 3.0]], dtype=torch.bfloat16), torch.tensor([[0.1, 0.2]], dtype=torch.bfloat16)))

# cr_half_softmax_2d
show(F.softmax(torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]), dim=-1).half())  # twin
#cst print(F.softmax(torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]], dtype=torch.float16), dim=-1))

# cr_bfloat16_softmax
show(F.softmax(torch.tensor([1.0, 2.0, 3.0]), dim=0).bfloat16())  # twin
#cst print(F.softmax(torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16), dim=0))

# cr_half_softmax_dtype_float32
show(F.softmax(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16), dim=0, dtype=torch.float32))

# cr_bfloat16_log_softmax
show(F.log_softmax(torch.tensor([1.0, 2.0, 3.0]), dim=0).bfloat16())  # twin
#cst print(F.log_softmax(torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16), dim=0))

# cr_half_layer_norm
show(F.layer_norm(torch.tensor([[1.0, 2.0, 4.0]]), (3,)).half())  # twin
#cst print(F.layer_norm(torch.tensor([[1.0, 2.0, 4.0]], dtype=torch.float16), (3,)))

# cr_bfloat16_layer_norm_affine
show(F.layer_norm(torch.tensor([[1.0, 2.0, 4.0]]), (3,), torch.tensor([2.0, 2.0, 2.0]), torch.tensor([0.5, 0.5, 0.5])).bfloat16())  # twin
#cst print(F.layer_norm(torch.tensor([[1.0, 2.0, 4.0]], dtype=torch.bfloat16), (3,), torch.tensor([2.0, 2.0, 2.0], dtype=torch.bfloat16), torch.tensor([0.5, 0.5, 0.5], dtype=torch.bfloat16)))

# cr_half_exp_overflow
show(torch.exp(torch.tensor([1.0, 11.0, 12.0])).half())  # twin
#cst print(torch.exp(torch.tensor([1.0, 11.0, 12.0], dtype=torch.float16)))

# cr_half_eq_float32_tensor
show(torch.tensor([0.1], dtype=torch.float16) == torch.tensor([0.1]))

# cr_half_eq_python_scalar
show(torch.tensor([0.1], dtype=torch.float16) == 0.1)

# cr_bfloat16_gt_scalar
show(torch.tensor([1.0], dtype=torch.bfloat16) < 1.001, torch.tensor([1.0], dtype=torch.float32) < 1.001)

# cr_int_eq_float_scalar
show(torch.tensor([1, 2]) == 1.0, torch.tensor([1, 2]) == 1.5)

# cr_int64_eq_float64_rounded
show(torch.tensor([2 ** 53 + 1]) == torch.tensor([2.0 ** 53], dtype=torch.float64))

# cr_int32_eq_float32_rounded
show(torch.tensor([16777217], dtype=torch.int32) == torch.tensor([16777216.0]))

# cr_uint8_gt_int8
show(torch.tensor([200], dtype=torch.uint8) > torch.tensor([-1], dtype=torch.int8))

# cr_bool_eq_int
show(torch.tensor([True, False]) == torch.tensor([1, 0]), torch.tensor([True]) == 2)

# cr_half_ne_bfloat16
show(torch.tensor([0.1], dtype=torch.float16) != torch.tensor([0.1], dtype=torch.bfloat16))

# cr_maximum_int8_half
show(torch.maximum(torch.tensor([1, 3], dtype=torch.int8), torch.tensor([1.5, 2.5], dtype=torch.float16)))

# cr_floor_divide_0d_negative
show(torch.tensor(-7) // torch.tensor(2), torch.tensor(7) // torch.tensor(-2))

# cr_remainder_0d_negative
show(torch.tensor(-7) % 3, torch.tensor(7) % -3)

# cr_fmod_0d_float_negative
show(torch.fmod(torch.tensor(-7.5), 2), torch.fmod(torch.tensor(7.5), -2))

# cr_true_divide_0d_ints
show(torch.tensor(7) / torch.tensor(2))

# cr_true_divide_uint8
show(torch.tensor([255], dtype=torch.uint8) / torch.tensor([2], dtype=torch.uint8))

# cr_floor_divide_negative_fraction
show(torch.tensor([-0.5, 0.5]) // 1)

# cr_floor_divide_int_by_float_scalar
show(torch.tensor([7, -7]) // 2.0)

# cr_remainder_int_by_float_scalar
show(torch.tensor([7, -7]) % 2.5)

# cr_remainder_uint8
show(torch.tensor([250, 3], dtype=torch.uint8) % torch.tensor([7, 5], dtype=torch.uint8))

# cr_fmod_by_zero_float
show(torch.fmod(torch.tensor([1.0, -1.0]), 0.0), torch.remainder(torch.tensor([1.0]), 0.0))

# cr_div_floor_mode_0d
show(torch.div(torch.tensor(-7), 2, rounding_mode='floor'), torch.div(torch.tensor(-7), 2, rounding_mode='trunc'))

# cr_pow_0d_int_negative_error
attempt(lambda: torch.tensor(2) ** -2)

# cr_pow_int_one_negative_error
attempt(lambda: torch.pow(torch.tensor([1, -1]), -1))

# cr_pow_int_float_negative
show(torch.tensor([2, 4]) ** -0.5)

# cr_pow_int8_wraps
show(torch.tensor([3], dtype=torch.int8) ** 5)

# cr_int8_mul_wraps
show(torch.tensor([64, -64], dtype=torch.int8) * 2)

# cr_uint8_add_tensors_wraps
show(torch.tensor([250], dtype=torch.uint8) + torch.tensor([10], dtype=torch.uint8))

# cr_uint8_mul_scalar_wraps
show(torch.tensor([16, 17], dtype=torch.uint8) * 16)

# cr_int16_sub_wraps
show(torch.tensor([-32768], dtype=torch.int16) - 1)

# cr_int32_add_wraps
show(torch.tensor([2147483647], dtype=torch.int32) + 1)

# cr_int64_mul_wraps
show(torch.tensor([2 ** 62]) * 4)

# cr_abs_int16_min
show(torch.abs(torch.tensor([-32768, -5], dtype=torch.int16)))

# cr_abs_int32_min
show(torch.tensor([-2147483648], dtype=torch.int32).abs())

# cr_abs_int64_min
show(torch.tensor([torch.iinfo(torch.int64).min]).abs())

# cr_neg_uint8_wraps
show(-torch.tensor([1, 0], dtype=torch.uint8))

# cr_shift_left_uint8_overflow
show(torch.tensor([200], dtype=torch.uint8) << 1)

# cr_shift_right_int8_negative
show(torch.tensor([-128, -1], dtype=torch.int8) >> 7)

# cr_shift_left_int64_high
show(torch.tensor([1]) << 62)

# cr_bitwise_not_int16
show(~torch.tensor([0, -1, 32767], dtype=torch.int16))

# cr_bitwise_and_uint8_int8
show(torch.tensor([255], dtype=torch.uint8) & torch.tensor([-1], dtype=torch.int8))

# cr_bool_sum_int64
show(torch.tensor([True, True, False]).sum())

# cr_bool_sum_dim_keepdim
show(torch.tensor([[True, False], [True, True]]).sum(dim=0, keepdim=True))

# cr_bool_mean_error
attempt(lambda: torch.tensor([True, False]).mean())

# cr_bool_mean_dtype_float
show(torch.tensor([True, False, True, True]).mean(dtype=torch.float32))

# cr_bool_cumsum_int64
show(torch.tensor([True, False, True]).cumsum(0))

# cr_bool_prod_int64
show(torch.tensor([True, True]).prod(), torch.tensor([True, False]).prod())

# cr_any_all_floats
show(torch.any(torch.tensor([0.0, -0.0])), torch.all(torch.tensor([nan, 1.0])))

# cr_all_int8_result_bool
show(torch.all(torch.tensor([1, 2], dtype=torch.int8)), torch.any(torch.tensor([0, 0], dtype=torch.int16)))

# cr_bool_mul_bool
show(torch.tensor([True, True]) * torch.tensor([True, False]))

# cr_bool_div_bool
show(torch.tensor([True, False]) / torch.tensor([True, True]))

# cr_bool_times_negative_int
show(torch.tensor([True, False]) * -1)

# cr_bool_of_nan_and_zero
show(torch.tensor([nan, 0.0, -0.0, 0.5]).bool())

# cr_int_tensor_times_float_scalar
show(torch.tensor([1, 2]) * 0.5)

# cr_0d_int_times_0d_double
show(torch.tensor(2) * torch.tensor(0.5, dtype=torch.float64))

# cr_uint8_plus_int8_tensors
show(torch.tensor([200], dtype=torch.uint8) + torch.tensor([-1], dtype=torch.int8))

# cr_uint8_plus_negative_scalar
show(torch.tensor([5], dtype=torch.uint8) + (-10))

# cr_bool_plus_0d_int8
show(torch.tensor([True, False]) + torch.tensor(5, dtype=torch.int8))

# cr_half_plus_0d_float32
show(torch.tensor([1.0], dtype=torch.float16) + torch.tensor(0.0001))

# cr_half_plus_float32_tensor
show(torch.tensor([1.0], dtype=torch.float16) + torch.tensor([0.0001]))

# cr_bfloat16_plus_0d_half
show(torch.tensor([1.0], dtype=torch.bfloat16) + torch.tensor(0.01, dtype=torch.float16))

# cr_int8_plus_0d_uint8
show(torch.tensor([1], dtype=torch.int8) + torch.tensor(200, dtype=torch.uint8))

# cr_int32_plus_0d_half
show(torch.tensor([1, 2], dtype=torch.int32) + torch.tensor(1.5, dtype=torch.float16))

# cr_0d_int_plus_float_scalar
show(torch.tensor(1) + 1.5, torch.tensor(1, dtype=torch.int8) + 300)

# cr_0d_bool_plus_0d_bool
show(torch.tensor(True) + torch.tensor(True))

# cr_result_type_0d_pair
show(torch.result_type(torch.tensor(1, dtype=torch.int8), torch.tensor(1, dtype=torch.uint8)))

# cr_result_type_bool_scalar_uint8
show(torch.result_type(True, torch.tensor([1], dtype=torch.uint8)), torch.result_type(torch.tensor([True]), 1))

# cr_result_type_int16_float_scalar
show(torch.result_type(torch.tensor([1], dtype=torch.int16), 2.0), torch.result_type(torch.tensor([1.0], dtype=torch.float16), 2.0))

# cr_result_type_dim_vs_0d
show(torch.result_type(torch.tensor([1], dtype=torch.int8), torch.tensor(1.0, dtype=torch.float64)))

# cr_promote_types_bf16_half
show(torch.promote_types(torch.bfloat16, torch.float16), torch.promote_types(torch.uint8, torch.int8))

# cr_promote_types_bool_pairs
show(torch.promote_types(torch.bool, torch.bool), torch.promote_types(torch.bool, torch.uint8))

# cr_can_cast_directions
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float16), torch.can_cast(torch.int8, torch.bool))

# cr_can_cast_half_bf16
show(torch.can_cast(torch.float16, torch.bfloat16), torch.can_cast(torch.float64, torch.float16), torch.can_cast(torch.uint8, torch.int8))

# cr_finfo_float16_repr
show(torch.finfo(torch.float16))

# cr_finfo_bfloat16_repr
show(torch.finfo(torch.bfloat16))

# cr_finfo_float64_attrs
f = torch.finfo(torch.float64)
show(f.bits, f.eps, f.max, f.min, f.tiny, f.resolution, f.dtype)

# cr_finfo_float32_attrs
f = torch.finfo(torch.float32)
show(f.eps, f.max, f.smallest_normal, f.resolution)

# cr_finfo_default
show(torch.finfo().dtype, torch.finfo().bits)

# cr_iinfo_int8_repr
show(torch.iinfo(torch.int8), torch.iinfo(torch.uint8))

# cr_iinfo_int32_attrs
i = torch.iinfo(torch.int32)
show(i.bits, i.min, i.max, i.dtype)

# cr_iinfo_bool
attempt(lambda: torch.iinfo(torch.bool))

# cr_to_int_rounds_toward_zero
show(torch.tensor([-1.7, 1.7, -0.5]).int())

# cr_to_uint8_in_range
show(torch.tensor([254.9, 0.5]).to(torch.uint8))

# cr_half_to_int8
show(torch.tensor([-100.5, 100.5], dtype=torch.float16).to(torch.int8))

# cr_bfloat16_long
show(torch.tensor([257.0, -3.9], dtype=torch.bfloat16).long())

# cr_half_method_roundtrip
show(torch.tensor([0.1]).half().float().item())

# cr_bfloat16_ties_to_even
show(torch.tensor([1.00390625, 1.01171875]).bfloat16().float().tolist())

# cr_double_to_float_item
show(torch.tensor([0.1], dtype=torch.float64).float().item())

# cr_type_half_names
show(torch.tensor([1.5]).type(torch.float16).dtype, torch.tensor([1.5]).type('torch.HalfTensor').dtype)

# cr_to_other_tensor_dtype
show(torch.tensor([1.7]).to(torch.tensor([1], dtype=torch.int16)))

# cr_int_to_bool_values
show(torch.tensor([0, 2, -1]).bool())

# cr_float_to_int64_large
show(torch.tensor([3e9]).long())

# cr_float_to_int32_largest
show(torch.tensor([2147483520.0]).int())

# cr_to_same_dtype_is_self
x = torch.tensor([1.0])
show(x.to(torch.float32) is x, x.float() is x, x.to(torch.float64) is x)

# cr_half_to_bool
show(torch.tensor([0.0, 0.0001, -inf], dtype=torch.float16).bool())

# cr_char_short_byte_methods
x = torch.tensor([300.0])
show(x.char(), x.short(), x.int().byte())

# cr_double_method
show(torch.tensor([1, 2]).double())

# cr_sum_dtype_int8_wraps
show(torch.tensor([100, 100], dtype=torch.int8).sum(dtype=torch.int8))

# cr_mean_int_dtype_float64
show(torch.tensor([1, 2]).float().mean(dtype=torch.float64))  # twin
#cst print(torch.tensor([1, 2]).mean(dtype=torch.float64))

# cr_cumsum_dtype_float16
show(torch.tensor([1, 2, 3]).float().cumsum(0).half())  # twin
#cst print(torch.tensor([1, 2, 3]).cumsum(0, dtype=torch.float16))

# cr_prod_dtype_float64
show(torch.tensor([0.1, 0.1]).prod(dtype=torch.float64))

# cr_softmax_dtype_float64
show(F.softmax(torch.tensor([1.0, 2.0]), dim=0, dtype=torch.float64))

# cr_sum_dtype_bool_to_int32
show(torch.tensor([True, True]).sum(dtype=torch.int32))

# cr_arange_float_step_default
show(torch.arange(0, 1, 0.25), torch.arange(1, 2.5))

# cr_arange_dtype_int_float_step
attempt(lambda: torch.arange(0, 3, 0.5, dtype=torch.int64))

# cr_arange_dtype_half
show(torch.arange(0, 1, 0.25, dtype=torch.float16))

# cr_zeros_dtype_bool
show(torch.zeros(2, dtype=torch.bool), torch.ones(2, dtype=torch.bool))

# cr_full_fill_dtypes
show(torch.full((2,), 7).dtype, torch.full((2,), True).dtype, torch.full((2,), 7.0).dtype)

# cr_full_half_overflow
attempt(lambda: torch.full((2,), 100000.0, dtype=torch.float16))

# cr_full_int_dtype_float_fill
show(torch.full((2,), 2.9, dtype=torch.int32))

# cr_tensor_dtype_int_from_floats
show(torch.tensor([1.9, -1.9], dtype=torch.int32))

# cr_tensor_default_dtypes
show(torch.tensor([True]).dtype, torch.tensor([True, 1]).dtype, torch.tensor([1, 2.0]).dtype, torch.tensor(3).dtype, torch.tensor(3.0).dtype)

# cr_tensor_dtype_bool_from_numbers
show(torch.tensor([0, 2, 0.5], dtype=torch.bool))

# cr_linspace_default_and_int
show(torch.linspace(0, 1, 3).dtype, torch.linspace(0, 10, 4, dtype=torch.int64))

# cr_ones_like_dtype_keyword
show(torch.ones_like(torch.tensor([1, 2]), dtype=torch.float16))

# cr_default_double_printing
torch.set_default_dtype(torch.float64)
show(torch.tensor([1.5, 2.0]), torch.tensor([1.5], dtype=torch.float32))
torch.set_default_dtype(torch.float32)

# cr_default_double_arange
torch.set_default_dtype(torch.float64)
show(torch.arange(0, 1, 0.5).dtype, torch.arange(3).dtype, torch.linspace(0, 1, 2).dtype)
torch.set_default_dtype(torch.float32)

# cr_default_double_int_division
torch.set_default_dtype(torch.float64)
show(torch.tensor([1, 2], dtype=torch.int32) / 2, torch.tensor([1]) * 1.5)
torch.set_default_dtype(torch.float32)

# cr_default_double_full_and_mean
torch.set_default_dtype(torch.float64)
show(torch.full((1,), 1.5).dtype, torch.tensor([1.0, 2.0]).mean())
torch.set_default_dtype(torch.float32)

# cr_default_double_keeps_float32_tensors
torch.set_default_dtype(torch.float64)
show((torch.ones(1, dtype=torch.float32) + 1.5).dtype, (torch.ones(1, dtype=torch.float16) * 2.0).dtype)
torch.set_default_dtype(torch.float32)

# cr_default_double_finfo
torch.set_default_dtype(torch.float64)
show(torch.finfo().dtype, torch.get_default_dtype())
torch.set_default_dtype(torch.float32)
show(torch.get_default_dtype())

# cr_set_default_dtype_half
torch.set_default_dtype(torch.float16)
show(torch.tensor([1.5]).dtype, torch.tensor([1]) / 3)
torch.set_default_dtype(torch.float32)

# cr_isclose_half_tolerance
show(torch.isclose(torch.tensor([1.0], dtype=torch.float16), torch.tensor([1.0009765625], dtype=torch.float16)))

# cr_eq_nan_each_dtype
show(torch.tensor([nan], dtype=torch.float16) == torch.tensor([nan], dtype=torch.float16), torch.tensor([nan], dtype=torch.bfloat16) != torch.tensor([nan], dtype=torch.bfloat16))

# cr_where_half_int_promotes
show(torch.where(torch.tensor([True, False]), torch.tensor([1.5, 2.5], dtype=torch.float16), torch.tensor([1, 2])))

# cr_cat_half_bfloat16
show(torch.cat([torch.tensor([1.0], dtype=torch.float16), torch.tensor([2.0], dtype=torch.bfloat16)]))

# cr_cat_uint8_int8
show(torch.cat([torch.tensor([200], dtype=torch.uint8), torch.tensor([-1], dtype=torch.int8)]))

# cr_half_argmax_ties
show(torch.tensor([1.0, 1.0001, 1.0], dtype=torch.float16).argmax())

# cr_half_max_nan
show(torch.tensor([1.0, nan], dtype=torch.float16).max())

# cr_bfloat16_clamp_scalar
show(torch.tensor([0.5, 3.0], dtype=torch.bfloat16).clamp(max=1.1))

# cr_int_clamp_float_bound
show(torch.clamp(torch.tensor([1, 5]), max=2.5))

# cr_half_var
show(torch.tensor([1.0, 2.0, 3.0, 4.0]).var().half())  # twin
#cst print(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float16).var())

# cr_uint8_sum_int64
show(torch.tensor([200, 200], dtype=torch.uint8).sum())

# cr_int8_cumprod_int64
show(torch.tensor([100, 100, -1], dtype=torch.int8).cumprod(0))

# cr_int32_mean_error_message
attempt(lambda: torch.tensor([1, 2], dtype=torch.int32).mean())

# cr_half_norm
show(torch.linalg.vector_norm(torch.tensor([3.0, 4.0])).half())  # twin
#cst print(torch.linalg.vector_norm(torch.tensor([3.0, 4.0], dtype=torch.float16)))

# cr_int_tensor_float_scalar_inplace_error
x = torch.tensor([1, 2])
attempt(lambda: x.mul_(0.5))

# cr_int_dtype_property_strings
show(str(torch.int16), repr(torch.bfloat16), torch.float16 == torch.half, torch.int64 == torch.long)

# cr_dtype_is_floating_point_attrs
show(torch.float16.is_floating_point, torch.int8.is_signed, torch.uint8.is_signed, torch.bool.is_floating_point)

# cr_element_size_dtypes
show(torch.ones(1, dtype=torch.float16).element_size(), torch.ones(1, dtype=torch.bfloat16).element_size(), torch.ones(1, dtype=torch.bool).element_size())

# cr_dtype_itemsize
show(2, 8)  # twin; 1.13's dtypes have no itemsize
#cst print(torch.float16.itemsize, torch.int64.itemsize)

# cr_half_add_at_max_ties_to_inf
show(torch.tensor([65504.0, 65504.0], dtype=torch.float16) + torch.tensor([16.0, 15.0], dtype=torch.float16))

# cr_half_mul_underflow_to_zero
show(torch.tensor([1e-4], dtype=torch.float16) * torch.tensor([1e-4], dtype=torch.float16))

# cr_bfloat16_add_tie_to_even
show(torch.tensor([1.0, 1.0078125], dtype=torch.bfloat16) + 0.00390625)

# cr_half_times_three_rounds
show(torch.tensor([0.1], dtype=torch.float16) * 3)

# cr_half_divide_by_zero
show(torch.tensor([1.0, -1.0, 0.0], dtype=torch.float16) / 0)

# cr_half_sqrt
show(torch.sqrt(torch.tensor([2.0, 3.0])).half())  # twin
#cst print(torch.sqrt(torch.tensor([2.0, 3.0], dtype=torch.float16)))

# cr_half_item_double
show(torch.tensor(1 / 3, dtype=torch.float16).double().item())

# cr_bfloat16_plus_float32_tensor
show(torch.tensor([0.1], dtype=torch.bfloat16) + torch.tensor([0.0]))

# cr_half_print_1024_5_rounds
show(torch.tensor([1024.5, 2049.0], dtype=torch.float16))

# cr_bfloat16_print_million
show(torch.tensor([1e6], dtype=torch.bfloat16))

# cr_bfloat16_print_point_three
show(torch.tensor([0.3, -0.7], dtype=torch.bfloat16))

# cr_half_print_subnormal_mix
show(torch.tensor([1e-5, 1.0], dtype=torch.float16))

# cr_half_print_flush_tiny
show(torch.tensor([0.5, 1e-8], dtype=torch.float16))

# cr_half_print_2d_sci
show(torch.tensor([[1e-3, 1e3], [2.0, -4.0]], dtype=torch.float16))

# cr_half_print_0d_max
show(torch.tensor(65504.0, dtype=torch.float16), torch.tensor(1e-5, dtype=torch.bfloat16))

# cr_float32_print_min_below_1e4
show(torch.tensor([0.0001, 0.1]))

# cr_float32_print_ratio_million
show(torch.tensor([0.1, 0.25, 100000.0]))

# cr_float32_print_large_int_sci
show(torch.tensor([123456789.0, 1.0]))

# cr_float32_print_inf_int_mode
show(torch.tensor([inf, 1.0, -2.0]))

# cr_float32_print_nan_large
show(torch.tensor([nan, 1e10]))

# cr_float32_print_negative_zero
show(torch.tensor([-0.0, 0.0, 1.5]))

# cr_float64_print_tiny
show(torch.tensor([1e-10, 1.0], dtype=torch.float64))

# cr_bfloat16_print_huge
show(torch.tensor([1e20, 1.5], dtype=torch.bfloat16))

# cr_float64_print_integers_suffix
show(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([1, 2], dtype=torch.int32))

# cr_print_precision_two
torch.set_printoptions(precision=2)
show(torch.tensor([1.005, 2.499, -0.125]), torch.tensor([0.1], dtype=torch.float16))
torch.set_printoptions(precision=4)

# cr_print_sci_mode_off_large
torch.set_printoptions(sci_mode=False)
show(torch.tensor([1e10, 0.5]), torch.tensor([1e-5], dtype=torch.float16))
torch.set_printoptions(sci_mode=None)

# cr_print_half_summarized
show(torch.arange(1001, dtype=torch.float16))

# cr_print_bfloat16_linewidth
show(torch.linspace(0, 1, 12).bfloat16())

# cr_print_empty_half_2d
show(torch.zeros(0, 3, dtype=torch.bfloat16), torch.tensor([], dtype=torch.float16))

# cr_print_uint8_0d
show(torch.tensor(255, dtype=torch.uint8), torch.tensor(-5, dtype=torch.int16))

# cr_print_int64_wide
show(torch.tensor([1, -9223372036854775807]))

# cr_print_bool_2d
show(torch.tensor([[True, False], [False, True]]))

# cr_print_dtypes_in_list
show([torch.float16, torch.half, torch.bfloat16, torch.float, torch.double, torch.long, torch.short, torch.uint8])

# cr_tolist_bfloat16_and_int8
show(torch.tensor([0.1, 300.0], dtype=torch.bfloat16).tolist(), torch.tensor([-1, 127], dtype=torch.int8).tolist())

# cr_item_bool_and_half_max
show(torch.tensor(True).item(), torch.tensor(65504.0, dtype=torch.float16).item())

# cr_format_0d_tensor
show(f"{torch.tensor(0.5):.2f}", f"{torch.tensor(1 / 3, dtype=torch.float16):.5f}", f"{torch.tensor(7):d}")

# cr_mean_bool_as_float_item
show((torch.tensor([1, 2, 3]) > 1).float().mean().item())

# cr_half_mean_large_no_overflow
show(torch.tensor([[60000.0, 60000.0]]).mean(dim=1).half())  # twin
#cst print(torch.tensor([[60000.0, 60000.0]], dtype=torch.float16).mean(dim=1))

# cr_half_norm_no_overflow
show(torch.linalg.vector_norm(torch.tensor([300.0, 400.0])).half())  # twin
#cst print(torch.linalg.vector_norm(torch.tensor([300.0, 400.0], dtype=torch.float16)))

# cr_bfloat16_sum_of_tenths
show((torch.full((1000,), 0.1).bfloat16().float().sum()).bfloat16())  # twin
#cst print(torch.full((1000,), 0.1, dtype=torch.bfloat16).sum())

# cr_half_std
show(torch.tensor([1.0, 2.0, 3.0]).std().half())  # twin
#cst print(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16).std())

# cr_half_prod_overflow
show(torch.tensor([300.0, 300.0]).prod().half())  # twin
#cst print(torch.tensor([300.0, 300.0], dtype=torch.float16).prod())

# cr_bfloat16_amax_argmax
show(torch.tensor([[0.1, 0.3], [0.7, 0.2]], dtype=torch.bfloat16).amax(dim=1), torch.tensor([0.1, 0.3], dtype=torch.bfloat16).argmax())

# cr_half_dot
show(torch.dot(torch.tensor([0.1, 0.2]).half().float(), torch.tensor([3.0, 4.0])).half())  # twin
#cst print(torch.dot(torch.tensor([0.1, 0.2], dtype=torch.float16), torch.tensor([3.0, 4.0], dtype=torch.float16)))

# cr_half_logsumexp
show(torch.logsumexp(torch.tensor([10000.0, 10000.0]), dim=0).half())  # twin
#cst print(torch.logsumexp(torch.tensor([10000.0, 10000.0], dtype=torch.float16), dim=0))

# cr_half_softmax_large_values
show(F.softmax(torch.tensor([10000.0, 10000.0, 9999.0]).half().float(), dim=0).half())  # twin
#cst print(F.softmax(torch.tensor([10000.0, 10000.0, 9999.0], dtype=torch.float16), dim=0))

# cr_half_softmax_masked
show(F.softmax(torch.tensor([1.0, -inf, 2.0]), dim=0).half())  # twin
#cst print(F.softmax(torch.tensor([1.0, -inf, 2.0], dtype=torch.float16), dim=0))

# cr_half_cumsum_dtype_float32
show(torch.tensor([0.1, 0.2], dtype=torch.float16).cumsum(0, dtype=torch.float32))

# cr_half_sum_keepdim_dtype
show(torch.tensor([[1.5, 2.5]], dtype=torch.float16).sum(dim=1, keepdim=True, dtype=torch.float32))

# cr_softmax_float32_dtype_half
show(F.softmax(torch.tensor([1.0, 2.0]).half().float(), dim=0).half())  # twin
#cst print(F.softmax(torch.tensor([1.0, 2.0]), dim=0, dtype=torch.float16))

# cr_nansum_half
show(torch.tensor([1.5, nan, 2.5], dtype=torch.float16).nansum())  # exact

# cr_int_sum_dim_dtype_float64
show(torch.sum(torch.tensor([[1, 2], [3, 4]]), dim=0, dtype=torch.float64))

# cr_int_cumprod_dtype_float32
show(torch.cumprod(torch.tensor([2, 3, 4]), 0, dtype=torch.float32))

# cr_int_mean_dim_dtype_half
show(torch.tensor([[1, 2], [3, 4]]).float().mean(dim=0).half())  # twin
#cst print(torch.tensor([[1, 2], [3, 4]]).mean(dim=0, dtype=torch.float16))

# cr_int_log_softmax_dtype
show(F.log_softmax(torch.tensor([1, 2]).float(), dim=0))  # twin
#cst print(F.log_softmax(torch.tensor([1, 2]), dim=0, dtype=torch.float32))

# cr_prod_int8_dtype_wraps
show(torch.tensor([16, 16], dtype=torch.int8).prod(dtype=torch.int8))

# cr_bool_cumsum_dtype_float
show(torch.tensor([True, True, False]).cumsum(0, dtype=torch.float32))

# cr_bool_sum_dtype_half
show(torch.tensor([True, False, True]).sum(dtype=torch.float16))

# cr_int32_sum_then_wrapped_sum
x = torch.tensor([2147483647, 1], dtype=torch.int32)
show(x.sum(), x.sum(dtype=torch.int32))

# cr_uint8_cumsum_int64
show(torch.tensor([200, 100], dtype=torch.uint8).cumsum(0), torch.tensor([200, 100], dtype=torch.uint8).max())

# cr_count_nonzero_bool
show(torch.count_nonzero(torch.tensor([True, False, True])))

# cr_bool_cumprod_int64
show(torch.tensor([True, True, False]).cumprod(0))

# cr_bool_argmax
attempt(lambda: torch.tensor([False, True, True]).argmax())

# cr_bool_to_half
show(torch.tensor([True, False]).to(torch.float16))

# cr_bool_times_half_0d
show(torch.tensor(True) * torch.tensor([1.5], dtype=torch.float16))

# cr_bool_scalar_plus_bool_tensor
show(True + torch.tensor([True, False]))

# cr_bool_tensor_gt_float
show(torch.tensor([True, False]) > 0.5)

# cr_bool_plus_0d_double
show(torch.tensor([True, False]) + torch.tensor(1.5, dtype=torch.float64))

# cr_python_sum_of_bool_tensors
show(sum([torch.tensor(True), torch.tensor(True), torch.tensor(False)]))

# cr_builtin_max_0d_tensors
show(max(torch.tensor(2), torch.tensor(3.5)), min(torch.tensor(2), torch.tensor(3.5)))

# cr_builtin_max_0d_tensor_and_float
show(max(torch.tensor(0.5), 0.25), max(torch.tensor(0.5), 1), min(torch.tensor([1, 2]).sum(), 5))

# cr_int8_plus_int16
show(torch.tensor([100], dtype=torch.int8) + torch.tensor([100], dtype=torch.int16))

# cr_uint8_times_0d_int64
show(torch.tensor([100], dtype=torch.uint8) * torch.tensor(3))

# cr_uint8_plus_0d_negative
show(torch.tensor([1], dtype=torch.uint8) + torch.tensor(-1))

# cr_0d_int32_plus_half_tensor
show(torch.tensor(1, dtype=torch.int32) + torch.tensor([1.5], dtype=torch.float16))

# cr_0d_double_plus_0d_int32
show(torch.tensor(1.5, dtype=torch.float64) + torch.tensor(1, dtype=torch.int32))

# cr_bfloat16_times_0d_half
show(torch.tensor([1.5], dtype=torch.bfloat16) * torch.tensor(2.0, dtype=torch.float16))

# cr_float_plus_true
show(torch.tensor([1.0]) + True, torch.tensor([1]) * True)

# cr_int64_plus_double_tensor
show(torch.tensor([1]) + torch.tensor([1.5], dtype=torch.float64))

# cr_uint8_minus_int8
show(torch.tensor([3], dtype=torch.uint8) - torch.tensor([5], dtype=torch.int8))

# cr_where_int_float_scalar
show(torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), 0.5))

# cr_maximum_uint8_int8
show(torch.maximum(torch.tensor([200], dtype=torch.uint8), torch.tensor([-1], dtype=torch.int8)))

# cr_cat_int_half
show(torch.cat([torch.tensor([1, 2]), torch.tensor([0.5], dtype=torch.float16)]))

# cr_stack_int_float
show(torch.stack([torch.tensor([1, 2]), torch.tensor([0.5, 1.5])]))

# cr_int8_plus_large_scalar_wraps
show(torch.zeros(2, dtype=torch.int8) + 1000)

# cr_result_type_0d_double_int_dim
show(torch.result_type(torch.tensor(1.0, dtype=torch.float64), torch.tensor([1], dtype=torch.int32)))

# cr_result_type_scalar_first
show(torch.result_type(1.0, torch.tensor(1)), torch.result_type(2, torch.tensor([1], dtype=torch.int8)))

# cr_can_cast_int64_uint8
show(torch.can_cast(torch.int64, torch.uint8), torch.can_cast(torch.bool, torch.float16), torch.can_cast(torch.float16, torch.bool))

# cr_promote_types_int_float16
show(torch.promote_types(torch.int64, torch.float16), torch.promote_types(torch.uint8, torch.bfloat16), torch.promote_types(torch.int32, torch.int8))

# cr_floor_divide_0d_int8_int64
show(torch.tensor(-7, dtype=torch.int8) // torch.tensor(2), torch.tensor(-7, dtype=torch.int8) // 2.0)

# cr_remainder_0d_half
show(torch.tensor(-7.5, dtype=torch.float16) % 2)

# cr_fmod_int_by_0d_negative
show(torch.fmod(torch.tensor([-7, 7]), torch.tensor(-3)))

# cr_true_divide_0d_int8
show(torch.tensor(7, dtype=torch.int8) / torch.tensor(2, dtype=torch.int8))

# cr_floor_divide_int_by_negative_float
show(torch.tensor([7, -7]) // -2.5)

# cr_remainder_by_inf
show(torch.tensor([5.0, -5.0]) % inf, torch.fmod(torch.tensor([5.0, -5.0]), inf))

# cr_floor_divide_by_inf
show(torch.tensor([1.0, -1.0]) // inf)

# cr_remainder_int_by_negative_float
show(torch.tensor([7]) % torch.tensor([-2.5]))

# cr_floor_divide_uint8
show(torch.floor_divide(torch.tensor([5, 255], dtype=torch.uint8), 2))

# cr_int32_floor_divide_int8
show(torch.tensor([-8], dtype=torch.int32) // torch.tensor([3], dtype=torch.int8))

# cr_pow_uint8_negative_error
attempt(lambda: torch.tensor([2], dtype=torch.uint8) ** -1)

# cr_pow_zero_int_negative_error
attempt(lambda: torch.tensor([0]) ** -1)

# cr_pow_negative_base_half
show(torch.tensor([-2.0]) ** 0.5, torch.tensor([2]) ** torch.tensor([0.5], dtype=torch.float16))

# cr_pow_int8_seven_wraps
show(torch.tensor([2], dtype=torch.int8) ** 7)

# cr_pow_int8_float_scalar
show(torch.tensor([4], dtype=torch.int8) ** 0.5)

# cr_int8_max_plus_one
show(torch.tensor([127], dtype=torch.int8) + torch.tensor([1], dtype=torch.int8))

# cr_uint8_sub_tensors_wraps
show(torch.tensor([5], dtype=torch.uint8) - torch.tensor([10], dtype=torch.uint8))

# cr_shift_int8_to_int64
show(torch.tensor([-1], dtype=torch.int8).to(torch.int64) << 63)

# cr_shift_right_negative_int64
show(torch.bitwise_right_shift(torch.tensor([-16, 16]), 2))

# cr_shift_uint8_by_width
show(torch.tensor([1], dtype=torch.uint8) << 8)

# cr_shift_int16_by_int8_tensor
show(torch.tensor([5], dtype=torch.int16) << torch.tensor([2], dtype=torch.int8))

# cr_bitwise_and_bool_int_scalar
show(torch.tensor([True, False]) & 1, torch.tensor([True, False]) | True)

# cr_xor_uint8_int8
show(torch.tensor([255], dtype=torch.uint8) ^ torch.tensor([1], dtype=torch.int8))

# cr_uint8_to_int8_wraps
show(torch.tensor([255, 128], dtype=torch.uint8).to(torch.int8), torch.tensor([128], dtype=torch.int16).to(torch.int8))

# cr_round_then_int
show(torch.tensor([2.5, 3.5, -2.5]).round().int())

# cr_long_of_almost_one
show(torch.tensor([0.99999, -0.99999]).long())

# cr_bfloat16_item_rounding
show(torch.tensor([1.1]).to(torch.bfloat16).item())

# cr_int_to_half_overflow
show(torch.tensor([100000]).half(), torch.tensor([100000]).bfloat16())

# cr_int_to_float32_rounds
show(torch.tensor([16777217]).float(), torch.tensor([16777217], dtype=torch.int32).float().long())

# cr_as_tensor_dtype_half
show(torch.as_tensor([1, 2], dtype=torch.float16))

# cr_0d_conversions
show(torch.tensor(True).int(), torch.tensor(3.7).int(), torch.tensor(-3.7).long())

# cr_byte_of_negative_int
show(torch.tensor([-1, 256]).byte())

# cr_to_dtype_copy_keyword
x = torch.tensor([1.5])
show(x.to(dtype=torch.float16, copy=True), x.to(torch.float32, copy=True) is x)

# cr_half_type_strings
show(*[t.type().replace('torch.', 'torch.cuda.') for t in (torch.tensor([1.0]).half(), torch.tensor([1.0]).bfloat16(), torch.tensor([True]))])  # twin
#cst print(torch.tensor([1.0]).half().type(), torch.tensor([1.0]).bfloat16().type(), torch.tensor([True]).type())

# cr_is_floating_point_bf16
show(torch.is_floating_point(torch.tensor([1], dtype=torch.bfloat16)), torch.tensor([1]).is_floating_point())

# cr_dtype_equalities
show(torch.tensor([1.0]).dtype == torch.float, torch.float16 == torch.bfloat16, torch.int32 == torch.int)

# cr_arange_variants_dtypes
show(torch.arange(3.0).dtype, torch.arange(0, 3, 1.0).dtype, torch.arange(torch.tensor(3)).dtype, torch.arange(0.5, 3))

# cr_arange_tenths_length
show(torch.arange(0, 1, 0.1).shape, torch.arange(1, 2, 0.1, dtype=torch.float64))

# cr_arange_half_ten
show(torch.arange(10, dtype=torch.float16))

# cr_linspace_half
show(torch.linspace(0, 1, 5, dtype=torch.float16))

# cr_full_bfloat16_and_eye_bool
show(torch.full((2, 2), 1.5, dtype=torch.bfloat16), torch.eye(2, dtype=torch.bool))

# cr_full_uint8_overflow
attempt(lambda: torch.full((2,), 300, dtype=torch.uint8))

# cr_tensor_int32_overflow
attempt(lambda: torch.tensor(2 ** 31, dtype=torch.int32))

# cr_tensor_bool_to_float_dtype
show(torch.tensor(True, dtype=torch.float32), torch.tensor([1.7, 254.9], dtype=torch.uint8))

# cr_empty_list_dtypes
show(torch.tensor([]).dtype, torch.tensor([[]]).shape, torch.tensor([], dtype=torch.int64))

# cr_zeros_0d_and_full_0d
show(torch.zeros(()), torch.full((), 2.5), torch.full((2,), -1))

# cr_default_bfloat16_printing
torch.set_default_dtype(torch.bfloat16)
show(torch.tensor([1.5]), torch.tensor([1]) / 3, torch.tensor([1.5], dtype=torch.float32))
torch.set_default_dtype(torch.float32)

# cr_default_double_half_stays_half
torch.set_default_dtype(torch.float64)
show(torch.tensor([1.5], dtype=torch.float16) + 1.5, torch.arange(0, 1, 0.25))
torch.set_default_dtype(torch.float32)

# cr_default_double_mean_int_error
torch.set_default_dtype(torch.float64)
attempt(lambda: torch.tensor([1, 2]).mean())
torch.set_default_dtype(torch.float32)

# cr_default_double_tensor_from_mixed
torch.set_default_dtype(torch.float64)
show(torch.tensor([1, 2.5]), torch.tensor(True).dtype, torch.tensor(3).dtype)
torch.set_default_dtype(torch.float32)

# cr_default_double_softmax_int_dtype
torch.set_default_dtype(torch.float64)
show(torch.zeros(2, dtype=torch.float32) + torch.tensor(1.5), torch.ones(1) * torch.tensor(2, dtype=torch.int8))
torch.set_default_dtype(torch.float32)

# cr_finfo_float32_repr
show(torch.finfo(torch.float32))

# cr_finfo_float64_repr
show(torch.finfo(torch.float64))

# cr_iinfo_wide_reprs
show(torch.iinfo(torch.int16), torch.iinfo(torch.int32), torch.iinfo(torch.int64))

# cr_finfo_half_attrs_python_floats
f = torch.finfo(torch.float16)
show(f.eps, f.max, f.min, f.tiny, f.resolution, f.bits)

# cr_finfo_bfloat16_attrs_python_floats
f = torch.finfo(torch.bfloat16)
show(f.eps, f.max, f.tiny, f.resolution, f.bits, f.dtype)

# cr_finfo_aliases
show(torch.finfo(torch.half).dtype, torch.finfo(torch.float).dtype, torch.finfo(torch.double).bits)

# cr_iinfo_int64_attrs
i = torch.iinfo(torch.int64)
show(i.min, i.max, torch.iinfo(torch.uint8).bits, torch.iinfo(torch.int16).dtype)

# cr_finfo_eps_added
x = torch.ones(2, dtype=torch.float16)
show(x + torch.finfo(x.dtype).eps, x + torch.finfo(x.dtype).eps / 2)

# cr_finfo_min_masked_fill_half
x = torch.tensor([1.0, 2.0], dtype=torch.float16)
show(x.masked_fill(torch.tensor([True, False]), torch.finfo(torch.float16).min))

# cr_iinfo_max_full_int32
show(torch.full((2,), torch.iinfo(torch.int32).max, dtype=torch.int32) + 1)

# cr_clamp_half_finfo
show(torch.tensor([1e9, -1e9]).clamp(torch.finfo(torch.float16).min, torch.finfo(torch.float16).max).half())

# cr_int8_eq_double
show(torch.tensor([1], dtype=torch.int8) == torch.tensor([1.0], dtype=torch.float64))

# cr_float_eq_double_tenth
show(torch.tensor([0.1]) == torch.tensor([0.1], dtype=torch.float64), torch.tensor([0.5]) == torch.tensor([0.5], dtype=torch.float64))

# cr_uint8_lt_int64_negative
show(torch.tensor([3], dtype=torch.uint8) < torch.tensor([-1]))

# cr_bfloat16_eq_half
show(torch.tensor([1.0, 0.1], dtype=torch.bfloat16) == torch.tensor([1.0, 0.1], dtype=torch.float16))

# cr_int64_eq_float32_big
show(torch.tensor([16777217]) == torch.tensor([16777217.0]), torch.tensor([16777217]) > 16777216.0)

# cr_0d_lt_scalar
show(torch.tensor(1) < 1.5, torch.tensor(2, dtype=torch.uint8) >= True)

# cr_ge_int16_0d_half
show(torch.ge(torch.tensor([1, 2], dtype=torch.int16), torch.tensor(1.5, dtype=torch.float16)))

# cr_eq_nan_scalar
show(torch.eq(torch.tensor([nan, 1.0]), nan), torch.tensor([nan]) != nan)

# cr_half_gelu
show(F.gelu(torch.tensor([1.0, -0.5])).half())  # twin
#cst print(F.gelu(torch.tensor([1.0, -0.5], dtype=torch.float16)))

# cr_bfloat16_silu
show(F.silu(torch.tensor([1.0, -2.0])).bfloat16())  # twin
#cst print(F.silu(torch.tensor([1.0, -2.0], dtype=torch.bfloat16)))

# cr_half_embedding
show(F.embedding(torch.tensor([1, 0]), torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16)))

# cr_half_relu_keeps_dtype
show(F.relu(torch.tensor([-1.5, 2.5])).half(), F.relu(torch.tensor([-1, 2], dtype=torch.int8)))  # twin
#cst print(F.relu(torch.tensor([-1.5, 2.5], dtype=torch.float16)), F.relu(torch.tensor([-1, 2], dtype=torch.int8)))

# cr_half_normalize
show(F.normalize(torch.tensor([[3.0, 4.0]]), dim=1).half())  # twin
#cst print(F.normalize(torch.tensor([[3.0, 4.0]], dtype=torch.float16), dim=1))

# cr_bfloat16_mse_loss
show(F.mse_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0])).bfloat16())  # twin
#cst print(F.mse_loss(torch.tensor([1.0, 2.0], dtype=torch.bfloat16), torch.tensor([0.0, 0.0], dtype=torch.bfloat16)))

# cr_half_cumsum_overflow_then_back
show(torch.tensor([60000.0, 60000.0, -60000.0]).cumsum(0).half())  # twin
#cst print(torch.tensor([60000.0, 60000.0, -60000.0], dtype=torch.float16).cumsum(0))

# cr_half_mean_dtype_float32
show(torch.tensor([60000.0, 60000.0], dtype=torch.float16).mean(dtype=torch.float32))

# cr_float_sum_dtype_half_overflow
show(torch.tensor([40000.0, 40000.0]).sum(dtype=torch.float16))

# cr_bfloat16_mean_keepdim
show(torch.tensor([[1.0, 2.0], [3.0, 5.0]]).mean(dim=0, keepdim=True).bfloat16())  # twin
#cst print(torch.tensor([[1.0, 2.0], [3.0, 5.0]], dtype=torch.bfloat16).mean(dim=0, keepdim=True))

# cr_half_mean_tuple_dims
show(torch.full((2, 3, 4), 30000.0).mean(dim=(0, 2)).half())  # twin
#cst print(torch.full((2, 3, 4), 30000.0, dtype=torch.float16).mean(dim=(0, 2)))

# cr_half_nanmean
show(torch.tensor([1.0, nan, 2.0], dtype=torch.float16).nanmean())

# cr_half_list_print
show([torch.tensor(1.5, dtype=torch.float16), torch.tensor(2, dtype=torch.int8)])

# cr_dict_of_dtypes
show({torch.float16: 2, torch.bfloat16: 2, torch.int8: 1})

# cr_half_var_keepdim
show(torch.tensor([[1.0, 2.0, 4.0]]).var(dim=1, keepdim=True).half())  # twin
#cst print(torch.tensor([[1.0, 2.0, 4.0]], dtype=torch.float16).var(dim=1, keepdim=True))

# cr_half_softmax_dtype_float_dim
show(torch.softmax(torch.tensor([[1.0, 2.0]], dtype=torch.float16), 1, dtype=torch.float32))

# cr_half_mean_of_ints_dtype
show(torch.tensor([1, 2, 4]).float().mean().half())  # twin
#cst print(torch.tensor([1, 2, 4]).mean(dtype=torch.float16))

# cr_half_max_min_dim
show(torch.tensor([[1.5, -2.5], [0.1, 0.2]], dtype=torch.float16).max(dim=1))

# cr_half_sort_values
show(torch.tensor([0.3, -0.1, 0.2], dtype=torch.float16).sort())

# cr_bfloat16_topk
show(torch.tensor([0.3, -0.1, 0.2], dtype=torch.bfloat16).topk(2))

# cr_half_round_decimals
show(torch.round(torch.tensor([1.2345, 2.5]), decimals=2).half())  # twin
#cst print(torch.round(torch.tensor([1.2345, 2.5], dtype=torch.float16), decimals=2))

# cr_half_floor_divide
show(torch.tensor([7.5, -7.5], dtype=torch.float16) // 2, torch.tensor([7.5, -7.5], dtype=torch.bfloat16) % 2)

# cr_half_abs_neg
show(-torch.tensor([0.0, 1.5], dtype=torch.float16), torch.tensor([-0.0, -1.5], dtype=torch.bfloat16).abs())

# cr_half_isclose_default_tol
show(torch.isclose(torch.tensor([1.0, 1.0], dtype=torch.bfloat16), torch.tensor([1.0078125, 1.015625], dtype=torch.bfloat16)))

# cr_half_allclose
show(torch.allclose(torch.tensor([0.1], dtype=torch.float16), torch.tensor([0.1], dtype=torch.float16) + 0.0001))

# cr_half_where_scalars
show(torch.where(torch.tensor([True, False]), torch.tensor([1.5, 2.5], dtype=torch.float16), 0.1))

# cr_half_clamp_tensor_bounds_float
show(torch.clamp(torch.tensor([0.5, 2.5], dtype=torch.float16), torch.tensor([1.0]), torch.tensor([2.0])))

# cr_int_cumsum_dtype_int8_wraps
show(torch.tensor([100, 100]).cumsum(0, dtype=torch.int8))

# cr_uint8_mean_error
attempt(lambda: torch.tensor([1, 2], dtype=torch.uint8).mean())

# cr_uint8_mean_dtype
show(torch.tensor([1, 2], dtype=torch.uint8).float().mean())  # twin
#cst print(torch.tensor([1, 2], dtype=torch.uint8).mean(dtype=torch.float32))

# cr_half_tensor_from_list_of_0d
show(torch.tensor([torch.tensor(1.5, dtype=torch.float16).item(), 2]))

# cr_stack_half_int8
show(torch.stack([torch.tensor([1.5], dtype=torch.float16), torch.tensor([2], dtype=torch.int8)]))

# cr_half_matmul_vector
show((torch.tensor([[1.0, 2.0], [3.0, 4.0]]) @ torch.tensor([0.1, 0.2]).half().float()).half())  # twin
#cst print(torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16) @ torch.tensor([0.1, 0.2], dtype=torch.float16))

# cr_bfloat16_bmm
show(torch.bmm(torch.ones(2, 1, 3), torch.full((2, 3, 1), 0.1).bfloat16().float()).bfloat16())  # twin
#cst print(torch.bmm(torch.ones(2, 1, 3, dtype=torch.bfloat16), torch.full((2, 3, 1), 0.1, dtype=torch.bfloat16)))

# cr_half_einsum
show(torch.einsum('i,i->', torch.tensor([0.5, 0.25]), torch.tensor([2.0, 4.0])).half())  # twin
#cst print(torch.einsum('i,i->', torch.tensor([0.5, 0.25], dtype=torch.float16), torch.tensor([2.0, 4.0], dtype=torch.float16)))

# cr_half_cross_entropy_exact
show(F.cross_entropy(torch.tensor([[0.0, 0.0]]), torch.tensor([1])).half())  # twin
#cst print(F.cross_entropy(torch.tensor([[0.0, 0.0]], dtype=torch.float16), torch.tensor([1])))

# cr_half_sigmoid_tanh
show(torch.sigmoid(torch.tensor([0.0, 2.0])).half(), torch.tanh(torch.tensor([0.5])).bfloat16())  # twin
#cst print(torch.sigmoid(torch.tensor([0.0, 2.0], dtype=torch.float16)), torch.tanh(torch.tensor([0.5], dtype=torch.bfloat16)))

# cr_int_tensor_neg_scalar_floor_div
show(torch.tensor([5, -5], dtype=torch.int16) // -3, torch.tensor([5, -5], dtype=torch.int16) % -3)

# cr_float_remainder_negative_zero
show(torch.tensor([-4.0, 4.0]) % 2, torch.fmod(torch.tensor([-4.0]), 2))

# cr_int_pow_zero_exponent
show(torch.tensor([0, -3], dtype=torch.int8) ** 0, torch.tensor([0.0]) ** 0)

# cr_bool_pow_error
attempt(lambda: torch.tensor([True]) ** 2)
