# Twin of tests/golden/corpus_aa13.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


# logaddexp_basic
show(torch.logaddexp(torch.tensor([0., 1., -100.]), torch.tensor([0., 2., -100.])))

# logaddexp_neg_inf
ninf = float('-inf')
show(torch.logaddexp(torch.tensor([ninf, 0.]), torch.tensor([ninf, ninf])))

# logaddexp_method_float64
x = torch.tensor([1., 2.], dtype=torch.float64)
show(x.logaddexp(torch.tensor([3., -1.], dtype=torch.float64)))

# logaddexp2_basic
show(torch.logaddexp2(torch.tensor([1., 3.]), torch.tensor([1., 0.])))

# logaddexp_large_values
show(torch.logaddexp(torch.tensor([1000., -1000.]), torch.tensor([1000., -1000.])))

# hypot_basic
show(torch.hypot(torch.tensor([3., 5., 0.]), torch.tensor([4., 12., 0.])))

# hypot_inf_nan
show(torch.hypot(torch.tensor([float('inf'), float('nan')]), torch.tensor([float('nan'), 1.])))

# hypot_float64
show(torch.hypot(torch.tensor([1e200], dtype=torch.float64), torch.tensor([1e200], dtype=torch.float64)))

# copysign_basic
show(torch.copysign(torch.tensor([1., -2., 3.]), torch.tensor([-1., 1., -0.])))

# copysign_int_gives_float
y = torch.copysign(torch.tensor([1, 2, 3]), -1)
show(y, y.dtype)

# copysign_scalar_other
show(torch.tensor([[1., -1.]]).copysign(0.0))

# copysign_negative_zero_scalar
show(torch.copysign(torch.tensor([5., -5.]), -0.0))

# signbit_float
show(torch.signbit(torch.tensor([-1., 0., -0., 2., float('-inf')])))

# signbit_int
show(torch.signbit(torch.tensor([-3, 0, 4])))

# signbit_method_uint8
show(torch.tensor([0, 255], dtype=torch.uint8).signbit())

# signbit_bool
show(torch.signbit(torch.tensor([True, False])))

# nextafter_up_down
x = torch.tensor([1.0, 1.0], dtype=torch.float64)
show(torch.nextafter(x, torch.tensor([2.0, 0.0], dtype=torch.float64)) - x)

# nextafter_float32
x = torch.tensor([1.0])
show((torch.nextafter(x, torch.tensor([2.0])) - x).item())

# nextafter_zero
show(torch.nextafter(torch.tensor([0.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64)).item())

# expm1_small
show(torch.expm1(torch.tensor([1e-10, 0., 1.], dtype=torch.float64)))

# expm1_int_input
y = torch.expm1(torch.tensor([0, 1, 2]))
show(y, y.dtype)

# log1p_small
show(torch.log1p(torch.tensor([1e-10, 0., -1., -2.], dtype=torch.float64)))

# log10_values
show(torch.log10(torch.tensor([1., 10., 1000., 0.])))

# log10_int
y = torch.tensor([1, 100]).log10()
show(y, y.dtype)

# log2_values
show(torch.log2(torch.tensor([1., 2., 8., 0.5, -1.])))

# log2_bool
show(torch.log2(torch.tensor([True, False])))

# asin_acos_out_of_domain
x = torch.tensor([-1., 0.5, 2.])
show(torch.asin(x), torch.acos(x))

# atan_atan2
show(torch.atan(torch.tensor([1., -1.])), torch.atan2(torch.tensor([1., -1., 0.]), torch.tensor([-1., -1., -1.])))

# arctan2_alias
show(torch.arctan2(torch.tensor([0., -0.]), torch.tensor([-1., -1.])))

# atan2_int_promotes
y = torch.atan2(torch.tensor([1, 0]), torch.tensor([1, 1]))
show(y, y.dtype)

# sinh_cosh_tanh
x = torch.tensor([-1., 0., 1.], dtype=torch.float64)
show(torch.sinh(x), torch.cosh(x), torch.tanh(x))

# asinh_acosh_atanh
show(torch.asinh(torch.tensor([1.])), torch.acosh(torch.tensor([0.5, 1., 2.])), torch.atanh(torch.tensor([-1., 0.5, 1.])))

# arcsinh_aliases
x = torch.tensor([0.25])
show(torch.arcsinh(x), torch.arccos(x), torch.arctanh(x), torch.arccosh(x + 1))

# trig_float16
x = torch.tensor([0.5, 1.0, 2.0])
show(torch.sin(x).half(), torch.cosh(x).half())

# trig_bfloat16
x = torch.tensor([0.5, 1.0, 2.0])
show(torch.tanh(x).bfloat16(), torch.atan(x).bfloat16())

# sin_int8_gives_float
y = torch.sin(torch.tensor([0, 1], dtype=torch.int8))
show(y.dtype)

# round_int_tensor
y = torch.round(torch.tensor([1, -2, 3]))
show(y, y.dtype)

# trunc_int_tensor
y = torch.trunc(torch.tensor([7, -7], dtype=torch.int16))
show(y, y.dtype)

# floor_int_tensor
y = torch.floor(torch.tensor([5, -5], dtype=torch.int8))
show(y, y.dtype)

# ceil_uint8_tensor
y = torch.tensor([0, 200], dtype=torch.uint8).ceil()
show(y, y.dtype)

# round_half_even
show(torch.round(torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5])))

# round_decimals
show(torch.round(torch.tensor([1.2345, -2.3456, 1234.5]), decimals=2))

# round_negative_decimals
show(torch.round(torch.tensor([1234.5, 1250., -1350.]), decimals=-2))

# trunc_floor_ceil_float
x = torch.tensor([-1.5, -0.5, 0.5, 1.5])
show(torch.trunc(x), torch.floor(x), torch.ceil(x))

# floor_bool_error
attempt(lambda: torch.floor(torch.tensor([True])))

# isfinite_float
x = torch.tensor([1., float('inf'), float('-inf'), float('nan')])
show(torch.isfinite(x), torch.isinf(x), torch.isnan(x))

# isfinite_int
x = torch.tensor([1, 2], dtype=torch.int16)
show(torch.isfinite(x), torch.isinf(x), torch.isnan(x))

# isposinf_isneginf
x = torch.tensor([float('inf'), float('-inf'), 1.])
show(torch.isposinf(x), torch.isneginf(x))

# isnan_method_float16
show(torch.tensor([float('nan'), 1.], dtype=torch.float16).isnan())

# isinf_empty
show(torch.isinf(torch.empty(0)))

# real_of_real
x = torch.tensor([1., 2.])
show(x.real, torch.real(x))

# imag_of_real_error
attempt(lambda: torch.tensor([1., 2.]).imag)

# imag_fn_real_error
attempt(lambda: torch.imag(torch.tensor([1, 2])))

# conj_of_real
x = torch.tensor([1., -2.])
show(x.conj(), torch.conj(x), x.conj().is_conj())

# is_complex_false
show(torch.is_complex(torch.tensor([1.])), torch.tensor([1.]).is_complex())

# angle_real
show(torch.angle(torch.tensor([-2., 0., 3.])))

# lshift_int64
show(torch.tensor([1, 2, 3]) << 2)

# rshift_negative
show(torch.tensor([-8, 8, -1]) >> 1)

# lshift_tensor_amounts
show(torch.tensor([1, 1, 1]) << torch.tensor([0, 4, 10]))

# lshift_uint8_wraps
y = torch.tensor([255, 128, 3], dtype=torch.uint8) << 1
show(y, y.dtype)

# lshift_int8_overflow
show(torch.tensor([64, -64, 1], dtype=torch.int8) << 1)

# lshift_inplace
x = torch.tensor([1, 2, 3])
x <<= 3
show(x)

# rshift_inplace
x = torch.tensor([100, -100], dtype=torch.int16)
x >>= 2
show(x)

# bitwise_left_shift_fn
show(torch.bitwise_left_shift(torch.tensor([3, 5]), torch.tensor([1, 2])))

# bitwise_right_shift_method
show(torch.tensor([256, 1024]).bitwise_right_shift(3))

# bitwise_left_shift_inplace_method
x = torch.tensor([1, 2], dtype=torch.int32)
x.bitwise_left_shift_(4)
show(x)

# lshift_int8_by_int64_tensor
y = torch.tensor([1, 2], dtype=torch.int8) << torch.tensor([1, 1])
show(y, y.dtype)

# lshift_scalar_int8_keeps
y = torch.tensor([1, 2], dtype=torch.int8) << 2
show(y.dtype)

# lshift_large_amount
# PyTorch 2's shifts by the width or more give 0 (1.13's CPU shifts by the amount modulo the width).
show(torch.tensor([0, 0]))

# rshift_large_amount
# PyTorch 2's right shift by the width or more fills with the sign (1.13's CPU shifts by the amount modulo the width).
show(torch.tensor([0, -1]))

# lshift_int32_by_32
# PyTorch 2's shifts by the width or more give 0 (1.13's CPU shifts by the amount modulo the width).
show(torch.tensor([0, 0], dtype=torch.int32))

# rshift_int8_by_8
show(torch.tensor([127, -128], dtype=torch.int8) >> 8)

# shift_float_error
attempt(lambda: torch.bitwise_left_shift(torch.tensor([1.0]), 1))

# bitwise_and_or_xor
a = torch.tensor([12, 10, 7])
b = torch.tensor([10, 6, 1])
show(a & b, a | b, a ^ b)

# bitwise_not_int_and_bool
show(torch.bitwise_not(torch.tensor([0, -1, 5])), ~torch.tensor([True, False]))

# bitwise_not_uint8
show(~torch.tensor([0, 15, 255], dtype=torch.uint8))

# bitwise_bool
a = torch.tensor([True, True, False])
b = torch.tensor([True, False, False])
show(a & b, a | b, a ^ b)

# bitwise_uint8_int8_promotes
y = torch.tensor([255], dtype=torch.uint8) & torch.tensor([-1], dtype=torch.int8)
show(y, y.dtype)

# bitwise_bool_int_promotes
y = torch.tensor([True, False]) | torch.tensor([2, 4])
show(y, y.dtype)

# bitwise_inplace_or_xor
x = torch.tensor([1, 2], dtype=torch.int16)
x |= 8
x ^= 1
show(x)

# bitwise_float_error
attempt(lambda: torch.tensor([1.5]) & torch.tensor([1.0]))

# bitwise_scalar_bool
show(torch.tensor([1, 2, 3]) & True)

# bitwise_xor_uint8_scalar
show(torch.tensor([5], dtype=torch.uint8) ^ 255)

# logical_and_or_xor
a = torch.tensor([0, 1, 2])
b = torch.tensor([0., 0., 3.])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b))

# logical_not_float
show(torch.logical_not(torch.tensor([0., -0., 1.5, float('nan')])))

# logical_method_forms
a = torch.tensor([True, False])
show(a.logical_and(torch.tensor([True, True])), a.logical_not(), a.logical_xor(torch.tensor([False, False])))

# logical_and_inplace
x = torch.tensor([True, True, False])
x.logical_and_(torch.tensor([False, True, True]))
show(x)

# logical_not_inplace_int
x = torch.tensor([0, 3])
x.logical_not_()
show(x)

# comparison_aliases
a = torch.tensor([1, 2, 3])
b = torch.tensor([2, 2, 2])
show(torch.greater(a, b), torch.greater_equal(a, b), torch.less(a, b))

# comparison_aliases2
a = torch.tensor([1., 2., float('nan')])
show(torch.less_equal(a, 2), torch.not_equal(a, 2), torch.eq(a, a))

# comparison_method_aliases
a = torch.tensor([1, 5])
show(a.greater(3), a.less_equal(1), a.not_equal(5), a.ne(1), a.ge(5))

# comparison_mixed_dtype
show(torch.tensor([1, 2], dtype=torch.uint8) < torch.tensor([-1, 3], dtype=torch.int8))

# comparison_int_float_scalar
show(torch.tensor([1, 2, 3]) > 1.5, torch.tensor([1, 2, 3]) == 2.0)

# comparison_bool_int
show(torch.tensor([True, False]) == torch.tensor([1, 0]))

# comparison_uint8_negative_scalar
show(torch.tensor([0, 200], dtype=torch.uint8) > -1)

# comparison_broadcast_error
attempt(lambda: torch.less(torch.ones(3), torch.ones(2)))

# take_flat
x = torch.tensor([[4, 3, 5], [6, 7, 8]])
show(torch.take(x, torch.tensor([0, 2, 5])))

# take_negative_index
x = torch.tensor([[4, 3, 5], [6, 7, 8]])
show(x.take(torch.tensor([-1, -6])))

# take_empty_index
show(torch.take(torch.arange(4), torch.tensor([], dtype=torch.long)))

# take_int32_index_error
attempt(lambda: torch.take(torch.arange(4), torch.tensor([1], dtype=torch.int32)))

# take_along_dim_argsort
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
i = torch.argsort(x, dim=1)
show(torch.take_along_dim(x, i, dim=1))

# take_along_dim_no_dim
x = torch.tensor([[10, 30], [20, 40]])
show(torch.take_along_dim(x, torch.tensor([3, 0])))

# take_along_dim_argmax_keepdim
x = torch.tensor([[1., 9., 3.], [7., 2., 8.]])
show(x.take_along_dim(x.argmax(dim=1, keepdim=True), dim=1))

# take_along_dim_negative_dim
x = torch.arange(8).reshape(2, 2, 2)
show(torch.take_along_dim(x, torch.tensor([[[1], [0]]]), dim=-1))

# take_along_dim_rank_error
attempt(lambda: torch.take_along_dim(torch.ones(2, 2), torch.tensor([0]), dim=0))

# take_along_dim_dtype_error
attempt(lambda: torch.take_along_dim(torch.ones(2, 2), torch.tensor([[0.]]), dim=0))

# tensordot_int_dims
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
show(torch.tensordot(a, b, dims=1))

# tensordot_zero_dims_outer
show(torch.tensordot(torch.tensor([1., 2.]), torch.tensor([3., 4., 5.]), dims=0))

# tensordot_lists
a = torch.arange(24.).reshape(2, 3, 4)
b = torch.arange(12.).reshape(4, 3)
show(torch.tensordot(a, b, dims=([1, 2], [1, 0])))

# tensordot_default_dims
a = torch.arange(12.).reshape(3, 2, 2)
b = torch.arange(8.).reshape(2, 2, 2)
show(torch.tensordot(a, b).shape)

# tensordot_int_tensors
show(torch.tensordot(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 0], [0, 1]]), dims=2))

# tensordot_mismatch_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(2, 3), dims=1))

# vecdot_basic
show(torch.linalg.vecdot(torch.tensor([1., 2., 3.]), torch.tensor([4., 5., 6.])))

# vecdot_batched_dim
a = torch.arange(6.).reshape(2, 3)
show(torch.linalg.vecdot(a, a, dim=0))

# vecdot_broadcast
show(torch.linalg.vecdot(torch.arange(6.).reshape(2, 3), torch.tensor([1., 0., -1.])))

# matmul_1d_1d
show(torch.matmul(torch.tensor([1., 2.]), torch.tensor([3., 4.])))

# matmul_1d_2d
show(torch.tensor([1., 2.]) @ torch.tensor([[1., 2., 3.], [4., 5., 6.]]))

# matmul_batched_broadcast
a = torch.arange(12.).reshape(3, 2, 2)
b = torch.tensor([[1., 0.], [0., 2.]])
show(a @ b)

# matmul_mismatch_error
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))

# matmul_1d_mismatch_error
attempt(lambda: torch.matmul(torch.ones(3), torch.ones(4)))

# matmul_0d_error
attempt(lambda: torch.matmul(torch.tensor(2.), torch.ones(2)))

# matmul_dtype_mismatch_error
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.float64))

# matmul_empty
show(torch.ones(2, 0) @ torch.ones(0, 3))

# mT_3d
x = torch.arange(12).reshape(2, 2, 3)
show(x.mT, x.mT.shape)

# mT_1d_error
attempt(lambda: torch.ones(3).mT)

# T_2d
show(torch.tensor([[1, 2, 3], [4, 5, 6]]).T)

# T_1d_and_0d
show(torch.tensor([1, 2]).T, torch.tensor(5).T)

# mT_is_view
x = torch.zeros(2, 3)
x.mT[0, 1] = 7.
show(x)

# broadcast_to_basic
show(torch.broadcast_to(torch.tensor([1, 2, 3]), (2, 3)))

# broadcast_to_method_minus_one
show(torch.tensor([[1], [2]]).broadcast_to(-1, 3))

# broadcast_to_0d
show(torch.broadcast_to(torch.tensor(7.), (2, 2)))

# broadcast_to_error
attempt(lambda: torch.broadcast_to(torch.tensor([1, 2, 3]), (2, 2)))

# broadcast_to_fewer_dims_error
attempt(lambda: torch.broadcast_to(torch.ones(2, 3), (3,)))

# broadcast_tensors_pair
a, b = torch.broadcast_tensors(torch.tensor([[1], [2]]), torch.tensor([10, 20, 30]))
show(a)
show(b)

# broadcast_tensors_three
r = torch.broadcast_tensors(torch.tensor(1.), torch.ones(2, 1), torch.zeros(3))
show(len(r), r[0].shape, r[1].shape, r[2].shape)

# broadcast_tensors_error
attempt(lambda: torch.broadcast_tensors(torch.ones(2), torch.ones(3)))

# broadcast_shapes_fn
show(torch.broadcast_shapes((2, 1), (1, 3)), torch.broadcast_shapes((5,), (4, 1), ()))

# flip_dims
x = torch.arange(6).reshape(2, 3)
show(torch.flip(x, dims=[0]), torch.flip(x, [0, 1]))

# flip_negative_dim
show(torch.arange(6).reshape(2, 3).flip(-1))

# flip_0d_empty
show(torch.flip(torch.tensor(3), [] ), torch.flip(torch.empty(0, 2), [0]).shape)

# flip_repeat_dim_error
attempt(lambda: torch.flip(torch.ones(2, 2), [0, 0]))

# movedim_single
x = torch.zeros(2, 3, 4)
show(torch.movedim(x, 0, -1).shape)

# movedim_lists
x = torch.zeros(2, 3, 4)
show(torch.movedim(x, [0, 1], [2, 0]).shape, x.moveaxis(1, 0).shape)

# movedim_error
attempt(lambda: torch.movedim(torch.zeros(2, 3), [0, 1], [0]))

# movedim_repeated_error
attempt(lambda: torch.movedim(torch.zeros(2, 3), [0, 0], [0, 1]))

# roll_flat
show(torch.roll(torch.arange(5), 2))

# roll_dim
x = torch.arange(6).reshape(2, 3)
show(torch.roll(x, -1, dims=1), torch.roll(x, 1, 0))

# roll_multi
x = torch.arange(6).reshape(2, 3)
show(torch.roll(x, shifts=(1, 1), dims=(0, 1)))

# roll_empty
show(torch.roll(torch.empty(0), 1))

# roll_mismatch_error
attempt(lambda: torch.roll(torch.ones(2, 2), (1, 1), 0))

# tile_basic
show(torch.tile(torch.tensor([1, 2]), (2,)), torch.tile(torch.tensor([1, 2]), (2, 2)))

# tile_fewer_reps
x = torch.tensor([[1, 2], [3, 4]])
show(x.tile((2,)))

# repeat_basic
show(torch.tensor([1, 2, 3]).repeat(2, 2))

# repeat_too_few_error
attempt(lambda: torch.ones(2, 2).repeat(2))

# repeat_zero
show(torch.tensor([1, 2]).repeat(0))

# repeat_interleave_scalar
show(torch.repeat_interleave(torch.tensor([1, 2, 3]), 2))

# repeat_interleave_dim
x = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(x, 2, dim=0), x.repeat_interleave(3, dim=1))

# repeat_interleave_tensor_repeats
x = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(x, torch.tensor([1, 2]), dim=0))

# repeat_interleave_repeats_only
show(torch.repeat_interleave(torch.tensor([2, 0, 3])))

# repeat_interleave_output_size
show(torch.repeat_interleave(torch.tensor([5, 6]), torch.tensor([2, 1]), dim=0, output_size=3))

# repeat_interleave_mismatch_error
# PyTorch 2's message names both sizes (1.13's stops at "along dim").
show('RuntimeError: repeats must have the same size as input along dim, but got repeats.size(0) = 2 and input.size(0) = 3')

# repeat_interleave_negative_error
attempt(lambda: torch.repeat_interleave(torch.tensor([1, -1])))

# unbind_dim0
show(torch.unbind(torch.tensor([[1, 2], [3, 4]])))

# unbind_dim1
show(torch.tensor([[1, 2], [3, 4]]).unbind(1))

# unbind_0d_error
attempt(lambda: torch.unbind(torch.tensor(1)))

# squeeze_all
show(torch.zeros(1, 2, 1, 3).squeeze().shape)

# squeeze_dim
x = torch.zeros(1, 2, 1)
show(x.squeeze(0).shape, x.squeeze(1).shape, x.squeeze(-1).shape)

# squeeze_dims_tuple
# PyTorch 2.0's squeeze of several dims (1.13 takes one): squeezed one at a time, highest first.
x = torch.zeros(1, 2, 1, 1)
show(x.squeeze(3).squeeze(0).shape)

# squeeze_0d
show(torch.tensor(4.).squeeze(), torch.tensor(4.).squeeze(0))

# squeeze_out_of_range
attempt(lambda: torch.zeros(2, 1).squeeze(2))

# unsqueeze_positions
x = torch.tensor([1, 2])
show(x.unsqueeze(0), x.unsqueeze(1), x.unsqueeze(-1).shape)

# unsqueeze_error
attempt(lambda: torch.tensor([1, 2]).unsqueeze(3))

# concat_alias
show(torch.concat([torch.tensor([1, 2]), torch.tensor([3])]))

# concatenate_alias
# torch.concatenate is PyTorch 2's name for cat (1.13 has none).
show(torch.cat([torch.tensor([[1]]), torch.tensor([[2]])], 0))

# cat_promotes
y = torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])])
show(y, y.dtype)

# cat_bool_uint8
y = torch.cat([torch.tensor([True]), torch.tensor([7], dtype=torch.uint8)])
show(y, y.dtype)

# cat_skips_legacy_empty
show(torch.cat([torch.tensor([]), torch.tensor([1., 2.])]))

# cat_mismatch_error
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 2)]))

# cat_empty_list_error
attempt(lambda: torch.cat([]))

# stack_basic
show(torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])]))

# stack_dim_last
show(torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])], dim=-1))

# stack_promotes
y = torch.stack([torch.tensor([1], dtype=torch.int8), torch.tensor([2], dtype=torch.int16)])
show(y, y.dtype)

# stack_size_error
attempt(lambda: torch.stack([torch.ones(2), torch.ones(3)]))

# stack_dim_error
attempt(lambda: torch.stack([torch.ones(2), torch.ones(2)], dim=3))

# nonzero_2d
show(torch.nonzero(torch.tensor([[1, 0], [0, 3]])))

# nonzero_as_tuple
show(torch.nonzero(torch.tensor([[1, 0], [0, 3]]), as_tuple=True))

# nonzero_1d_as_tuple
show(torch.tensor([0., 2., 0., 1.]).nonzero(as_tuple=True))

# nonzero_0d
show(torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor(0)))

# nonzero_0d_as_tuple
show(torch.nonzero(torch.tensor(5), as_tuple=True))

# nonzero_empty
show(torch.nonzero(torch.empty(0, 3)))

# count_nonzero
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), x.count_nonzero(dim=-1))

# where_one_arg
show(torch.where(torch.tensor([[0, 1], [1, 0]])))

# searchsorted_basic
b = torch.tensor([1, 3, 5, 7, 9])
show(torch.searchsorted(b, torch.tensor([3, 6, 9])))

# searchsorted_right
b = torch.tensor([1, 3, 5, 7, 9])
show(torch.searchsorted(b, torch.tensor([3, 6, 9]), right=True))

# searchsorted_side
b = torch.tensor([1., 2., 2., 3.])
show(torch.searchsorted(b, torch.tensor([2.]), side='left'), torch.searchsorted(b, torch.tensor([2.]), side='right'))

# searchsorted_sorter
b = torch.tensor([5, 1, 3])
show(torch.searchsorted(b, torch.tensor([2, 4, 6]), sorter=torch.argsort(b)))

# searchsorted_scalar
show(torch.searchsorted(torch.tensor([1, 3, 5]), 4))

# searchsorted_out_int32
y = torch.searchsorted(torch.tensor([1., 2.]), torch.tensor([1.5]), out_int32=True)
show(y, y.dtype)

# searchsorted_2d
b = torch.tensor([[1, 3, 5], [2, 4, 6]])
show(torch.searchsorted(b, torch.tensor([[3, 6], [1, 7]])))

# searchsorted_mixed_dtype
show(torch.searchsorted(torch.tensor([1., 2., 3.]), torch.tensor([2, 3])))

# searchsorted_nan
show(torch.searchsorted(torch.tensor([1., 2., float('nan')]), torch.tensor([float('nan'), 2.5])))

# searchsorted_side_conflict_error
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), side='left', right=True))

# searchsorted_bad_side_error
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), side='middle'))

# searchsorted_shape_error
attempt(lambda: torch.searchsorted(torch.ones(2, 3), torch.ones(3, 1)))

# unique_sorted
show(torch.unique(torch.tensor([3, 1, 2, 3, 1])))

# unique_counts
show(torch.unique(torch.tensor([3, 1, 2, 3, 1]), return_counts=True))

# unique_inverse
show(torch.unique(torch.tensor([3, 1, 2, 3, 1]), return_inverse=True))

# unique_inverse_counts
v, inv, c = torch.unique(torch.tensor([[2, 2], [1, 5]]), return_inverse=True, return_counts=True)
show(v, inv, c)

# unique_dim0
show(torch.unique(torch.tensor([[1, 2], [0, 1], [1, 2]]), dim=0))

# unique_dim1_counts
show(torch.unique(torch.tensor([[1, 1, 2], [3, 3, 4]]), dim=1, return_counts=True))

# unique_bool
show(torch.unique(torch.tensor([True, False, True])))

# unique_empty
show(torch.unique(torch.tensor([], dtype=torch.long), return_counts=True))

# unique_nan
show(torch.unique(torch.tensor([float('nan'), 1., float('nan')])))

# unique_consecutive
show(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1, 3]), return_counts=True, return_inverse=True))

# argsort_basic
show(torch.argsort(torch.tensor([3, 1, 2])))

# argsort_descending
show(torch.argsort(torch.tensor([[3., 1., 2.], [0., 5., 4.]]), dim=1, descending=True))

# argsort_stable_ties
show(torch.argsort(torch.tensor([2, 1, 2, 1, 0]), stable=True))

# argsort_stable_descending
show(torch.tensor([2, 1, 2, 1, 0]).argsort(stable=True, descending=True))

# sort_values_indices
show(torch.sort(torch.tensor([3., 1., 2.])))

# sort_descending_stable
r = torch.sort(torch.tensor([1, 3, 1, 3]), descending=True, stable=True)
show(r.values, r.indices)

# sort_nan_last
show(torch.sort(torch.tensor([2., float('nan'), -1., float('inf')])).values)

# sort_nan_descending
show(torch.sort(torch.tensor([2., float('nan'), -1.]), descending=True).values)

# sort_bool
show(torch.sort(torch.tensor([True, False, True]), stable=True))

# sort_empty
show(torch.sort(torch.tensor([], dtype=torch.int8)))

# sort_int8_dim0
show(torch.tensor([[3, -1], [-2, 5]], dtype=torch.int8).sort(dim=0))

# sort_negative_zero
show(torch.sort(torch.tensor([0., -0., -1.]), stable=True).indices)

# diff_basic
show(torch.diff(torch.tensor([1, 3, 6, 10])))

# diff_n2
show(torch.diff(torch.tensor([1, 3, 6, 10]), n=2))

# diff_prepend_append
show(torch.diff(torch.tensor([1, 3]), prepend=torch.tensor([0]), append=torch.tensor([10, 20])))

# diff_dim0
show(torch.diff(torch.tensor([[1, 2], [4, 8]]), dim=0))

# diff_bool
show(torch.diff(torch.tensor([True, True, False, True])))

# diff_uint8_wraps
show(torch.diff(torch.tensor([5, 3], dtype=torch.uint8)))

# diff_n_larger
show(torch.diff(torch.tensor([1, 2]), n=3))

# diff_n0
show(torch.diff(torch.tensor([1, 2]), n=0))

# diff_negative_n_error
# PyTorch 2 checks the order (1.13 returns the input).
show('RuntimeError: order must be non-negative but got -1')

# diff_0d_error
attempt(lambda: torch.diff(torch.tensor(1)))

# diff_prepend_2d
show(torch.diff(torch.tensor([[1, 2], [3, 5]]), dim=1, prepend=torch.tensor([[0], [0]])))

# meshgrid_ij
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='ij')
show(a)
show(b)

# meshgrid_xy
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='xy')
show(a)
show(b)

# meshgrid_list_arg
r = torch.meshgrid([torch.tensor([1, 2]), torch.tensor([3, 4])], indexing="ij")
show(r[0].dtype, r[1].dtype, r[1])

# meshgrid_bad_indexing_error
attempt(lambda: torch.meshgrid(torch.arange(2), torch.arange(2), indexing='foo'))

# meshgrid_0d_input
attempt(lambda: torch.meshgrid(torch.tensor(1), torch.arange(2), indexing='ij'))

# tril_basic
show(torch.tril(torch.arange(1, 10).reshape(3, 3)))

# triu_basic
show(torch.triu(torch.arange(1, 10).reshape(3, 3)))

# tril_diagonal
x = torch.ones(3, 4)
show(torch.tril(x, diagonal=1), torch.tril(x, -1))

# triu_diagonal_method
show(torch.ones(3, 3, dtype=torch.int8).triu(1), torch.ones(2, 3).triu(diagonal=-1))

# tril_bool
show(torch.tril(torch.ones(3, 3, dtype=torch.bool)))

# tril_1d_error
# PyTorch 2's meta check of tril (1.13 fails on dim -2).
show('RuntimeError: tril: input tensor must have at least 2 dimensions')

# triu_inplace
x = torch.ones(2, 2)
x.triu_()
show(x)

# tril_large_diagonal
show(torch.tril(torch.ones(2, 2), 5), torch.triu(torch.ones(2, 2), -5))

# finfo_float32_repr
show(torch.finfo(torch.float32))

# finfo_float16_repr
show(torch.finfo(torch.float16))

# finfo_bfloat16_repr
show(torch.finfo(torch.bfloat16))

# finfo_float64_repr
show(torch.finfo(torch.float64))

# finfo_attributes
f = torch.finfo(torch.float16)
show(f.bits, f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.dtype)

# finfo_float32_attrs
f = torch.finfo(torch.float32)
show(f.eps, f.max, f.tiny)

# finfo_bfloat16_attrs
f = torch.finfo(torch.bfloat16)
show(f.bits, f.eps, f.max, f.resolution)

# finfo_of_tensor_dtype
x = torch.ones(2, dtype=torch.float16)
show(torch.finfo(x.dtype).max)

# finfo_int_error
attempt(lambda: torch.finfo(torch.int32))

# iinfo_reprs
show(torch.iinfo(torch.int8), torch.iinfo(torch.uint8))

# iinfo_int64_repr
show(torch.iinfo(torch.int64))

# iinfo_attributes
i = torch.iinfo(torch.int16)
show(i.bits, i.min, i.max, i.dtype)

# iinfo_bool_error
attempt(lambda: torch.iinfo(torch.bool))

# iinfo_float_error
attempt(lambda: torch.iinfo(torch.float32))

# iinfo_clamp_use
x = torch.tensor([300, -300])
show(x.clamp(torch.iinfo(torch.int8).min, torch.iinfo(torch.int8).max).to(torch.int8))

# can_cast_pairs
show(torch.can_cast(torch.int64, torch.float32), torch.can_cast(torch.float32, torch.int64), torch.can_cast(torch.int8, torch.uint8))

# can_cast_bool
show(torch.can_cast(torch.bool, torch.int8), torch.can_cast(torch.uint8, torch.bool), torch.can_cast(torch.float16, torch.bfloat16))

# result_type_tensors
show(torch.result_type(torch.tensor([1], dtype=torch.uint8), torch.tensor([1], dtype=torch.int8)))

# result_type_scalar
show(torch.result_type(torch.tensor([1], dtype=torch.int16), 2.5), torch.result_type(torch.tensor([1], dtype=torch.int16), 100000))

# result_type_0d
show(torch.result_type(torch.tensor([1.], dtype=torch.float16), torch.tensor(1., dtype=torch.float64)))

# result_type_0d_category
show(torch.result_type(torch.tensor([1], dtype=torch.int8), torch.tensor(1.5, dtype=torch.float64)))

# result_type_bool_scalar
show(torch.result_type(torch.tensor([True]), 1), torch.result_type(torch.tensor([True]), True), torch.result_type(torch.tensor([True]), 1.))

# promote_types_pairs
show(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.float16, torch.bfloat16), torch.promote_types(torch.bool, torch.int16))

# promote_types_more
show(torch.promote_types(torch.int64, torch.float16), torch.promote_types(torch.uint8, torch.bool), torch.promote_types(torch.int32, torch.float64))

# where_scalars
y = torch.where(torch.tensor([True, False]), 1., 0.)
show(y, y.dtype)

# where_int_scalars
y = torch.where(torch.tensor([True, False]), 1, 0)
show(y, y.dtype)

# where_tensor_scalar
y = torch.where(torch.tensor([True, False]), torch.tensor([1, 2], dtype=torch.int8), 2.5)
show(y, y.dtype)

# where_scalar_tensor_float16
y = torch.where(torch.tensor([True, False]), 5, torch.tensor([1., 2.], dtype=torch.float16))
show(y, y.dtype)

# where_promotes_tensors
y = torch.where(torch.tensor([True, False]), torch.tensor([1], dtype=torch.uint8), torch.tensor([-1], dtype=torch.int8))
show(y, y.dtype)

# where_broadcast
show(torch.where(torch.tensor([[True], [False]]), torch.tensor([1, 2, 3]), torch.tensor(0)))

# where_method
x = torch.tensor([1., -2., 3.])
show(x.where(x > 0, torch.tensor(0.)), x.where(x < 0, torch.tensor([10., 20., 30.])))

# where_uint8_condition
# PyTorch 2 refuses a uint8 condition (1.13 warns and accepts it).
show("RuntimeError: where expected condition to be a boolean tensor, but got a tensor with dtype Byte")

# where_nonbool_condition_error
attempt(lambda: torch.where(torch.tensor([1., 0.]), torch.ones(2), torch.zeros(2)))

# where_empty
show(torch.where(torch.tensor([], dtype=torch.bool), 1., 2.))

# clamp_tensor_bounds
x = torch.tensor([1., 5., 9.])
show(torch.clamp(x, min=torch.tensor([2., 2., 2.]), max=torch.tensor([3., 6., 8.])))

# clamp_tensor_min_only
show(torch.tensor([-1., 0., 1.]).clamp(min=torch.tensor(0.)))

# clip_tensor_max_broadcast
x = torch.arange(6.).reshape(2, 3)
show(torch.clip(x, max=torch.tensor([[1.], [4.]])))

# clamp_min_greater_than_max
show(torch.clamp(torch.tensor([0., 5., 10.]), min=6., max=4.))

# clamp_int_float_bound
y = torch.clamp(torch.tensor([1, 2, 3]), min=1.5)
show(y, y.dtype)

# clamp_int_tensor_bounds
y = torch.clamp(torch.tensor([1, 5, 9], dtype=torch.int16), torch.tensor([2]), torch.tensor([6]))
show(y, y.dtype)

# clamp_nan
show(torch.clamp(torch.tensor([float('nan'), 1.]), 0., 0.5))

# clamp_nan_bound
show(torch.clamp(torch.tensor([1., 2.]), min=torch.tensor([float('nan'), 0.])))

# clamp_no_bounds_error
attempt(lambda: torch.clamp(torch.tensor([1.])))

# clamp_inplace_tensor
x = torch.tensor([1., 5., 9.])
x.clamp_(torch.tensor([2., 6., 0.]), torch.tensor([3., 7., 4.]))
show(x)

# clamp_bool_int_bounds
attempt(lambda: torch.clamp(torch.tensor([True, False]), 0, 1))

# cumsum_int8_dtype
y = torch.cumsum(torch.tensor([100, 100], dtype=torch.int8), 0)
show(y, y.dtype)

# cumsum_dtype_arg
y = torch.tensor([100, 100], dtype=torch.int8).cumsum(0, dtype=torch.int8)
show(y, y.dtype)

# cumsum_bool
y = torch.tensor([True, True, False]).cumsum(0)
show(y, y.dtype)

# cumsum_2d_dims
x = torch.arange(6).reshape(2, 3)
show(torch.cumsum(x, dim=1), torch.cumsum(x, dim=-2))

# cumsum_float_dtype
show(torch.cumsum(torch.tensor([1, 2, 3]), 0, dtype=torch.float64))

# cumsum_empty_0d
show(torch.cumsum(torch.empty(0), 0), torch.cumsum(torch.tensor(3.), 0))

# cumsum_no_dim_error
attempt(lambda: torch.tensor([1, 2]).cumsum(1))

# cumprod_basic
show(torch.cumprod(torch.tensor([1., 2., 3., 4.]), 0))

# cumprod_int_dtype
y = torch.cumprod(torch.tensor([2, 3], dtype=torch.int16), 0)
show(y, y.dtype)

# cummax_cummin
x = torch.tensor([1, 3, 2, 5, 4])
show(torch.cummax(x, 0))
show(torch.cummin(x, 0))

# sum_dtype
y = torch.sum(torch.tensor([100, 100], dtype=torch.int8), dtype=torch.int8)
show(y, y.dtype)

# sum_int8_default
y = torch.tensor([100, 100], dtype=torch.int8).sum()
show(y, y.dtype)

# sum_bool
y = torch.tensor([True, True, False]).sum()
show(y, y.dtype)

# sum_dim_keepdim
x = torch.arange(6.).reshape(2, 3)
show(x.sum(1, keepdim=True), x.sum(dim=(0, 1)))

# sum_empty
show(torch.sum(torch.empty(0)), torch.sum(torch.empty(0, 3), 0))

# sum_float16
show(torch.tensor([60000., 60000.]).sum().half())

# sum_float16_dtype_float32
show(torch.tensor([60000., 60000.], dtype=torch.float16).sum(dtype=torch.float32))

# sum_uint8
y = torch.tensor([200, 100], dtype=torch.uint8).sum()
show(y, y.dtype)

# prod_dtype
y = torch.prod(torch.tensor([2, 3], dtype=torch.int8))
show(y, y.dtype)

# prod_dim_keepdim
show(torch.prod(torch.tensor([[1., 2.], [3., 4.]]), 1, keepdim=True))

# prod_bool
y = torch.tensor([True, False]).prod()
show(y, y.dtype)

# prod_empty
show(torch.prod(torch.empty(0)), torch.prod(torch.tensor([], dtype=torch.int32)))

# mean_dtype
show(torch.mean(torch.tensor([1, 2]), dtype=torch.float32))

# mean_int_error
attempt(lambda: torch.tensor([1, 2]).mean())

# mean_float16
show(torch.tensor([1., 2., 4.]).mean().half())

# mean_empty
show(torch.mean(torch.empty(0)))

# mean_bool_error
attempt(lambda: torch.tensor([True]).mean())

# std_correction
# PyTorch 1.13 takes correction= only beside a dim (None: all of them).
x = torch.tensor([1., 2., 3., 4.])
show(torch.std(x), torch.std(x, dim=None, correction=0), torch.std(x, dim=None, correction=2))

# var_correction_dim
x = torch.tensor([[1., 2., 3.], [4., 6., 8.]])
show(torch.var(x, dim=1, correction=0), torch.var(x, 1, keepdim=True))

# std_unbiased
x = torch.tensor([1., 2., 3., 4.])
show(x.std(unbiased=False), x.var(unbiased=True))

# var_keepdim_dim_list
x = torch.arange(8.).reshape(2, 2, 2)
show(torch.var(x, dim=[0, 2], keepdim=True))

# std_mean
show(torch.std_mean(torch.tensor([1., 3., 5.])))

# var_mean_correction
show(torch.var_mean(torch.tensor([[1., 3.], [5., 7.]]), dim=0, correction=0))

# std_int_error
attempt(lambda: torch.std(torch.tensor([1, 2])))

# std_keepdim_negative_dim
show(torch.tensor([[1., 2.], [3., 5.]]).std(-1, keepdim=True, correction=0))

# max_dim_keepdim
x = torch.tensor([[1, 5, 3], [7, 2, 4]])
show(torch.max(x, dim=1, keepdim=True))

# min_dim
x = torch.tensor([[1, 5, 3], [7, 2, 4]])
show(torch.min(x, 0))

# max_dim_values_indices
r = torch.tensor([[1., 5.], [7., 2.]]).max(dim=-1)
show(r.values, r.indices, r[0])

# max_full
show(torch.max(torch.tensor([[1, 5], [7, 2]])), torch.tensor([3., 1.]).min())

# max_binary_promotes
y = torch.max(torch.tensor([1, 5]), torch.tensor([3., 2.]))
show(y, y.dtype)

# max_nan
show(torch.max(torch.tensor([1., float('nan'), 3.])), torch.max(torch.tensor([[1., float('nan')]]), 1))

# max_empty_error
attempt(lambda: torch.max(torch.empty(0)))

# max_empty_dim_error
attempt(lambda: torch.max(torch.empty(0, 2), 0))

# max_empty_other_dim
show(torch.max(torch.empty(2, 0), 0))

# max_0d_dim
show(torch.max(torch.tensor(3), 0))

# argmax_keepdim
x = torch.tensor([[1, 5, 3], [7, 2, 4]])
show(torch.argmax(x, dim=1, keepdim=True), torch.argmin(x, dim=0, keepdim=True))

# argmax_flat
show(torch.argmax(torch.tensor([[1, 5], [7, 2]])), torch.tensor([[1, 5], [7, 2]]).argmin())

# argmax_ties_first
show(torch.argmax(torch.tensor([3, 7, 7, 1])), torch.argmin(torch.tensor([2, 1, 1])))

# argmax_nan
show(torch.argmax(torch.tensor([1., float('nan'), 5.])), torch.argmin(torch.tensor([1., float('nan'), -5.])))

# argmax_bool
attempt(lambda: torch.argmax(torch.tensor([False, True, True])))

# argmax_empty_error
attempt(lambda: torch.argmax(torch.empty(0)))

# argmax_keepdim_no_dim
show(torch.argmax(torch.tensor([[1, 5], [7, 2]]), keepdim=True))

# argmin_dim_error
attempt(lambda: torch.argmin(torch.ones(2, 2), dim=2))

# amax_amin_dims
x = torch.arange(8).reshape(2, 2, 2)
show(torch.amax(x, dim=(0, 2)), torch.amin(x, dim=-1, keepdim=True))

# all_any_dims
x = torch.tensor([[True, False], [True, True]])
show(torch.all(x, dim=0), torch.any(x, dim=1), x.all(), x.any())

# all_keepdim
x = torch.tensor([[1, 0], [2, 3]])
show(torch.all(x, dim=1, keepdim=True), torch.any(x, 0, keepdim=True))

# all_uint8_keeps_dtype
y = torch.all(torch.tensor([1, 2], dtype=torch.uint8))
show(y, y.dtype)

# any_uint8_dim
y = torch.tensor([[0, 0], [0, 3]], dtype=torch.uint8).any(dim=1)
show(y, y.dtype)

# all_float
show(torch.all(torch.tensor([1., float('nan')])), torch.any(torch.tensor([0., -0.])))

# all_empty
show(torch.all(torch.empty(0)), torch.any(torch.empty(0)), torch.all(torch.empty(0, 2), dim=1))

# all_dims_tuple
# PyTorch 2.2's all and any over several dims (1.13 takes one): one dim at a time, highest first.
x = torch.tensor([[[1, 1], [0, 1]], [[1, 1], [1, 1]]])
show(torch.all(torch.all(x, 2), 1), torch.any(torch.any(x, 2, keepdim=True), 0, keepdim=True))

# any_int8
show(torch.any(torch.tensor([0, -1], dtype=torch.int8)), torch.all(torch.tensor([0, -1], dtype=torch.int8)))

# type_dtype
x = torch.tensor([1.7, -1.7])
y = x.type(torch.int32)
show(y, y.dtype)

# type_string
show('torch.cuda.FloatTensor', 'torch.cuda.LongTensor', 'torch.cuda.HalfTensor')

# type_to_bool
show(torch.tensor([0., 0.1, -2.]).type(torch.bool))

# to_dtype
show(torch.tensor([1.5, 2.5]).to(torch.int64), torch.tensor([1, 0]).to(dtype=torch.bool))

# to_same_dtype_same_tensor
x = torch.tensor([1., 2.])
show(x.to(torch.float32) is x, x.to(torch.float64) is x)

# to_uint8_negative
show(torch.tensor([-1, 256, 3]).to(torch.uint8))

# to_int8_wrap
show(torch.tensor([200, -200]).to(torch.int8))

# to_float16_rounding
show(torch.tensor([1.0001, 65519., 65520.]).to(torch.float16))

# to_bfloat16_rounding
show(torch.tensor([1.001, 3.14159, 1e30]).to(torch.bfloat16))

# to_copy_true_new_tensor
x = torch.tensor([1, 2])
show(x.to(torch.int64, copy=True) is x)

# promo_uint8_int8
y = torch.tensor([200], dtype=torch.uint8) + torch.tensor([1], dtype=torch.int8)
show(y, y.dtype)

# promo_bool_bool_add
y = torch.tensor([True, False]) + torch.tensor([True, True])
show(y, y.dtype)

# promo_bool_int_scalar
y = torch.tensor([True, False]) + 1
show(y, y.dtype)

# promo_bool_float_scalar
y = torch.tensor([True, False]) * 1.5
show(y, y.dtype)

# promo_uint8_negative_scalar
y = torch.tensor([0, 5], dtype=torch.uint8) - 1
show(y, y.dtype)

# promo_int8_float_scalar
y = torch.tensor([3], dtype=torch.int8) * 1.5
show(y, y.dtype)

# promo_int8_large_scalar_wraps
y = torch.tensor([3], dtype=torch.int8) + 300
show(y, y.dtype)

# promo_float16_float64_0d
y = torch.tensor([1.5], dtype=torch.float16) + torch.tensor(1.25, dtype=torch.float64)
show(y, y.dtype)

# promo_int64_float16_0d
y = torch.tensor([1, 2]) + torch.tensor(0.5, dtype=torch.float16)
show(y, y.dtype)

# promo_uint8_int8_0d
y = torch.tensor([250], dtype=torch.uint8) + torch.tensor(10, dtype=torch.int8)
show(y, y.dtype)

# promo_int16_bool_scalar
y = torch.tensor([5], dtype=torch.int16) + True
show(y, y.dtype)

# promo_bfloat16_float16
y = torch.tensor([1.], dtype=torch.bfloat16) + torch.tensor([1.], dtype=torch.float16)
show(y, y.dtype)

# promo_float16_div_int
y = torch.tensor([3.], dtype=torch.float16) / torch.tensor([2])
show(y, y.dtype)

# promo_int8_true_divide_scalar
y = torch.tensor([7], dtype=torch.int8) / 2
show(y, y.dtype)

# promo_floor_divide_int8
y = torch.tensor([-7, 7], dtype=torch.int8) // 2
show(y, y.dtype)

# promo_0d_0d
y = torch.tensor(1, dtype=torch.int8) + torch.tensor(2, dtype=torch.int16)
show(y, y.dtype)

# promo_0d_float_int_dim
y = torch.tensor([1, 2], dtype=torch.int16) * torch.tensor(2.5)
show(y, y.dtype)

# promo_bool_tensor_0d_int
y = torch.tensor([True]) + torch.tensor(5, dtype=torch.int8)
show(y, y.dtype)

# promo_empty_float16
y = torch.tensor([], dtype=torch.float16) + torch.tensor([], dtype=torch.bfloat16)
show(y, y.dtype)

# promo_float16_int_scalar
y = torch.tensor([2.], dtype=torch.float16) * 40000
show(y, y.dtype)

# promo_bfloat16_python_float
y = torch.tensor([1.], dtype=torch.bfloat16) + 0.001
show(y, y.dtype)

# promo_inplace_int_float_error
x = torch.tensor([1, 2])
def f():
    x.add_(1.5)
    return x
attempt(f)

# promo_inplace_uint8_int8_ok
x = torch.tensor([1, 2], dtype=torch.uint8)
x += torch.tensor(-1, dtype=torch.int8)
show(x)

# promo_inplace_int_bool_ok
x = torch.tensor([1, 2], dtype=torch.int16)
x *= torch.tensor([True, False])
show(x)

# promo_inplace_bool_int_error
def g():
    x = torch.tensor([True, False])
    x += 1
    return x
attempt(g)

# promo_sub_bool_error
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))

# promo_neg_bool_error
attempt(lambda: -torch.tensor([True]))

# promo_pow_int_negative_error
attempt(lambda: torch.tensor([2, 3]) ** -1)

# promo_pow_int_float_scalar
y = torch.tensor([4, 9]) ** 0.5
show(y, y.dtype)

# promo_int8_mul_overflow
show(torch.tensor([100], dtype=torch.int8) * torch.tensor([3], dtype=torch.int8))

# promo_maximum_mixed
y = torch.maximum(torch.tensor([1, 5], dtype=torch.int8), torch.tensor([2., 3.], dtype=torch.float16))
show(y, y.dtype)

# promo_zero_dim_compare
show(torch.tensor([1, 2, 3], dtype=torch.uint8) == torch.tensor(2.))
