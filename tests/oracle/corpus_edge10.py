# Twin of tests/golden/corpus_edge10.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
nan = float('nan')
inf = float('inf')


def attempt(fn):
    cuda_repr.attempt(fn)


# cr_int8_add_wraps
show(torch.tensor([100, 120], dtype=torch.int8) + torch.tensor([100, 10], dtype=torch.int8))

# cr_uint8_sub_scalar_wraps
show(torch.tensor([1, 0], dtype=torch.uint8) - 2)

# cr_int16_times_float_scalar
show(torch.tensor([3, -4], dtype=torch.int16) * 1.5)

# cr_bool_add_bool
show(torch.tensor([True, False]) + torch.tensor([True, False]))

# cr_bool_plus_int_scalar
show(torch.tensor([True, False]) + 1, torch.tensor([True, False]) * 2.5)

# cr_int32_plus_bool_scalar
show(torch.tensor([1, 2], dtype=torch.int32) + True)

# cr_float16_plus_float_scalar
show(torch.tensor([1.5, 1000.0], dtype=torch.float16) + 2.25)

# cr_bfloat16_div_int_scalar
show(torch.tensor([1, 2], dtype=torch.bfloat16) / 3)

# cr_int32_true_divide
show(torch.tensor([1, 2], dtype=torch.int32) / torch.tensor([2, 4], dtype=torch.int32))

# cr_int8_floor_divide_negative
show(torch.tensor([-7, 7], dtype=torch.int8) // 2, torch.floor_divide(torch.tensor([-7.5, 7.5]), 2))

# cr_remainder_negative_divisor
show(torch.remainder(torch.tensor([-3.0, 3.0]), -2), torch.remainder(torch.tensor([-3, 3], dtype=torch.int16), -2))

# cr_fmod_int_negative
show(torch.fmod(torch.tensor([-7, 7], dtype=torch.int16), 3))

# cr_pow_int_negative_exponent
attempt(lambda: torch.tensor([2, 3]) ** -1)

# cr_pow_uint8_wraps
show(torch.tensor([2, 16], dtype=torch.uint8) ** 2)

# cr_pow_scalar_base
show(2 ** torch.tensor([0, 3], dtype=torch.int8), 2.0 ** torch.tensor([1, 2]))

# cr_sqrt_int_to_float
show(torch.sqrt(torch.tensor([4, 2], dtype=torch.int32)))

# cr_exp_float16_overflow
show(torch.exp(torch.tensor([1.0, 12.0])).half())  # 1.13 has no Half exp on the cpu

# cr_log_bool
show(torch.log(torch.tensor([True, False])))

# cr_abs_int8_min
show(torch.abs(torch.tensor([-128, -5], dtype=torch.int8)))

# cr_neg_bool_error
attempt(lambda: -torch.tensor([True, False]))

# cr_sign_uint8_bool
show(torch.sign(torch.tensor([0, 5], dtype=torch.uint8)), torch.sign(torch.tensor([True, False])))

# cr_round_half_even
show(torch.round(torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5])))

# cr_round_int16
show(torch.round(torch.tensor([3, -2], dtype=torch.int16)))

# cr_trunc_float16
show(torch.trunc(torch.tensor([-1.7, 2.5], dtype=torch.float16).float()).half())  # 1.13 has no Half trunc on the cpu

# cr_ceil_empty_2d
show(torch.ceil(torch.empty(0, 3)))

# cr_isnan_int
show(torch.isnan(torch.tensor([1, 2])), torch.isinf(torch.tensor([1, 2], dtype=torch.uint8)))

# cr_isfinite_bfloat16
show(torch.isfinite(torch.tensor([inf, 1.0, nan], dtype=torch.bfloat16)))

# cr_signbit_zero
show(torch.signbit(torch.tensor([-0.0, 0.0, -1.0])))

# cr_copysign_int
show(torch.copysign(torch.tensor([1, 2]), -1))

# cr_atan2_int
show(torch.atan2(torch.tensor([1, 0]), torch.tensor([1, -1])))

# cr_bitwise_and_bool_int
show(torch.tensor([True, False]) & torch.tensor([3, 3]))

# cr_bitwise_float_error
attempt(lambda: torch.tensor([1.0]) & 1)

# cr_shift_left_int8
show(torch.tensor([64, 1], dtype=torch.int8) << 1)

# cr_shift_right_negative
show(torch.tensor([-8, 9], dtype=torch.int16) >> 1)

# cr_logical_and_mixed
show(torch.logical_and(torch.tensor([1, 0]), torch.tensor([0.5, 0.5])))

# cr_eq_int_float_scalar
show(torch.tensor([1, 2]) == 1.0, torch.tensor([1, 2]) != 2.5)

# cr_maximum_nan
show(torch.maximum(torch.tensor([1.0, nan]), torch.tensor([nan, 2.0])), torch.fmax(torch.tensor([1.0, nan]), torch.tensor([nan, 2.0])))

# cr_minimum_mixed_dtypes
show(torch.minimum(torch.tensor([1, 5], dtype=torch.int8), torch.tensor([2.5, 3.0])))

# cr_square_bool
show(torch.square(torch.tensor([True, False])))

# cr_square_int8
show(torch.square(torch.tensor([12, -3], dtype=torch.int8)))

# cr_expm1_log1p_small
show(torch.expm1(torch.tensor([1e-10], dtype=torch.float64)), torch.log1p(torch.tensor([1e-10], dtype=torch.float64)))

# cr_nextafter_steps
a = torch.tensor([1.0], dtype=torch.float64)
show(torch.nextafter(a, torch.tensor([2.0], dtype=torch.float64)) - a > 0)

# cr_add_inplace_int_float_error
x = torch.tensor([1, 2])
attempt(lambda: x.add_(1.5))

# cr_mul_inplace_float_int_ok
x = torch.tensor([1.5, 2.0])
x.mul_(torch.tensor([2, 3]))
show(x)

# cr_div_inplace_int_error
attempt(lambda: torch.tensor([4, 6]).div_(2))

# cr_floor_divide_inplace_int
x = torch.tensor([7, -7])
x.floor_divide_(2)
show(x)

# cr_inplace_broadcast_error
attempt(lambda: torch.zeros(3).add_(torch.zeros(2, 3)))

# cr_bool_inplace_add_error
attempt(lambda: torch.tensor([True]).add_(1))

# cr_int8_iadd_int64_wraps
x = torch.tensor([100, 1], dtype=torch.int8)
x += torch.tensor([300, 1])
show(x)

# cr_float16_inplace_float64
x = torch.tensor([1.0, 2.0], dtype=torch.float16)
x.add_(torch.tensor([0.1, 0.2], dtype=torch.float64))
show(x)

# cr_logical_not_inplace_int
x = torch.tensor([0, 3, -1])
x.logical_not_()
show(x)

# cr_sum_empty_shapes
show(torch.sum(torch.empty(0)), torch.sum(torch.empty(2, 0), dim=1), torch.sum(torch.empty(0, 3), dim=0))

# cr_prod_empty
show(torch.prod(torch.empty(0, 3), dim=0), torch.prod(torch.empty(0, dtype=torch.int32)))

# cr_sum_bool_int8_dtype
show(torch.tensor([True, True]).sum(), torch.tensor([100, 100], dtype=torch.int8).sum())

# cr_sum_dtype_keyword
show(torch.sum(torch.tensor([1, 2]), dtype=torch.float16), torch.sum(torch.tensor([1.5, 2.5]), dtype=torch.float64))

# cr_prod_uint8_promotes
show(torch.prod(torch.tensor([16, 16], dtype=torch.uint8)))

# cr_mean_int_error
attempt(lambda: torch.mean(torch.tensor([1, 2])))

# cr_mean_empty_nan
show(torch.mean(torch.empty(0)), torch.mean(torch.empty(0, 2), dim=0))

# cr_mean_tuple_dims_keepdim
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.mean(dim=(0, 2), keepdim=True))

# cr_mean_negative_tuple_dims
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.mean((-1, -2)))

# cr_sum_duplicate_dims_error
attempt(lambda: torch.ones(2, 3).sum(dim=(0, 0)))

# cr_sum_dim_out_of_range
attempt(lambda: torch.ones(2, 3).sum(dim=3))

# cr_sum_0d_dims
show(torch.tensor(5).sum(dim=0), torch.tensor(5).sum(dim=-1, keepdim=True))

# cr_sum_0d_dim_error
attempt(lambda: torch.tensor(5).sum(dim=1))

# cr_max_empty_error
attempt(lambda: torch.empty(0).max())

# cr_max_dim_empty
show(torch.empty(0, 3).max(dim=1))
attempt(lambda: torch.empty(0, 3).max(dim=0))

# cr_amax_tuple_dims
x = torch.tensor([[1, 5], [7, 2]], dtype=torch.int16)
show(torch.amax(x, dim=(0, 1)), torch.amin(x, dim=-1, keepdim=True))

# cr_amin_empty_error
attempt(lambda: torch.amin(torch.empty(0, 3), dim=0))

# cr_max_bool
show(torch.tensor([True, False]).max(), torch.tensor([True, False]).min())

# cr_min_nan
show(torch.tensor([1.0, nan]).min(), torch.tensor([[1.0, nan]]).max(dim=1))

# cr_var_correction
x = torch.tensor([1.0, 2.0, 4.0, 7.0])
show(torch.var(x, None, correction=0), torch.var(x, dim=0, correction=2))

# cr_var_unbiased_keyword
x = torch.tensor([[1.0, 2.0], [4.0, 7.0]])
show(x.var(unbiased=False), torch.std(x, 0, unbiased=True, keepdim=True))

# cr_std_int_error
attempt(lambda: torch.std(torch.tensor([1, 2])))

# cr_var_float16
show(torch.var(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)))

# cr_cumsum_int8_promotes
show(torch.cumsum(torch.tensor([100, 100], dtype=torch.int8), 0), torch.tensor([True, True]).cumsum(0))

# cr_cumsum_dtype_keyword
show(torch.cumsum(torch.tensor([1, 2]), dim=0, dtype=torch.float32))

# cr_cumprod_empty
show(torch.cumprod(torch.empty(0), dim=0), torch.cumsum(torch.empty(2, 0), dim=1))

# cr_all_any_empty
show(torch.all(torch.empty(0)), torch.any(torch.empty(0)))

# cr_any_uint8_result
show(torch.any(torch.tensor([0, 2], dtype=torch.uint8)), torch.all(torch.tensor([1, 2], dtype=torch.uint8)))

# cr_all_keepdim
x = torch.tensor([[1, 0], [2, 3]])
show(torch.all(x, dim=1, keepdim=True), x.any(-2))

# cr_count_nonzero_tuple
x = torch.tensor([[1, 0, 2], [0, 0, 3]])
show(torch.count_nonzero(x, dim=(0, 1)), torch.count_nonzero(x, dim=0))

# cr_logsumexp_empty
show(torch.logsumexp(torch.empty(0), 0))

# cr_nansum_int
show(torch.nansum(torch.tensor([1, 2], dtype=torch.int32)), torch.nansum(torch.tensor([nan, 1.0])))

# cr_argmax_keepdim
x = torch.tensor([[1, 9, 3], [7, 2, 7]])
show(torch.argmax(x, dim=1, keepdim=True), torch.argmin(x, dim=0))

# cr_argmax_empty_error
attempt(lambda: torch.argmax(torch.empty(0)))

# cr_argmin_ties
show(torch.argmin(torch.tensor([2, 1, 1])), torch.argmax(torch.tensor([3.0, nan, nan])))

# cr_argmax_0d
show(torch.argmax(torch.tensor(3.0)), torch.argmax(torch.tensor(3.0), dim=0))

# cr_where_scalars
c = torch.tensor([True, False])
show(torch.where(c, 1, 0), torch.where(c, 1.0, 0))

# cr_where_int8_scalar
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1, 2], dtype=torch.int8), 5))

# cr_where_condition_dtype_error
attempt(lambda: torch.where(torch.tensor([1, 0]), torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# cr_where_single_argument
show(torch.where(torch.tensor([[0, 1], [1, 0]])))

# cr_nonzero_empty
show(torch.nonzero(torch.empty(0, 3)))

# cr_nonzero_0d
show(torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor(5), as_tuple=True))

# cr_searchsorted_right
s = torch.tensor([1, 3, 3, 5])
v = torch.tensor([3, 6, 0])
show(torch.searchsorted(s, v, right=True), torch.searchsorted(s, v, side='right'))

# cr_searchsorted_out_int32
show(torch.searchsorted(torch.tensor([1.0, 2.0]), torch.tensor([1.5]), out_int32=True))

# cr_searchsorted_empty_values
show(torch.searchsorted(torch.tensor([1, 2]), torch.tensor([], dtype=torch.int64)))

# cr_searchsorted_scalar_value
show(torch.searchsorted(torch.tensor([1, 3, 5]), 4))

# cr_searchsorted_sorter
s = torch.tensor([5, 1, 3])
show(torch.searchsorted(s, torch.tensor([2, 4]), sorter=torch.argsort(s)))

# cr_sort_stable_descending
show(torch.sort(torch.tensor([2, 1, 2, 1]), stable=True, descending=True))

# cr_sort_nan_inf
show(torch.sort(torch.tensor([nan, 1.0, -inf, nan])))

# cr_sort_0d
show(torch.sort(torch.tensor(3)))

# cr_sort_empty_columns
show(torch.sort(torch.empty(2, 0), dim=1))

# cr_argsort_stable
show(torch.argsort(torch.tensor([1, 0, 1, 0]), stable=True))

# cr_argsort_bool
show(torch.argsort(torch.tensor([True, False, True]), stable=True))

# cr_sort_uint8_descending
show(torch.sort(torch.tensor([3, 200, 1], dtype=torch.uint8), descending=True).values)

# cr_sort_dim_error
attempt(lambda: torch.sort(torch.tensor([1, 2]), dim=1))

# cr_topk_zero
show(torch.topk(torch.tensor([1.0, 2.0]), 0))

# cr_topk_k_too_large
attempt(lambda: torch.topk(torch.tensor([1, 2]), 3))

# cr_topk_smallest_dim
x = torch.tensor([[3, 1, 2], [6, 5, 4]])
show(torch.topk(x, 2, dim=0, largest=False))

# cr_kthvalue_keepdim
x = torch.tensor([[3.0, 1.0, 2.0], [6.0, 5.0, 4.0]])
show(torch.kthvalue(x, 2, dim=1, keepdim=True))

# cr_msort
show(torch.msort(torch.tensor([[3, 1], [1, 2]])))

# cr_unique_inverse_counts
show(torch.unique(torch.tensor([3, 1, 3, 2]), return_inverse=True, return_counts=True))

# cr_unique_empty
show(torch.unique(torch.empty(0)), torch.unique(torch.tensor([], dtype=torch.int64), return_counts=True))

# cr_unique_2d_inverse_shape
show(torch.unique(torch.tensor([[1, 2], [2, 1]]), return_inverse=True))

# cr_unique_dim0
show(torch.unique(torch.tensor([[1, 2], [0, 1], [1, 2]]), dim=0))

# cr_unique_bool
show(torch.unique(torch.tensor([True, False, True]), return_counts=True))

# cr_unique_consecutive
show(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1]), return_counts=True, return_inverse=True))

# cr_unique_int8
show(torch.unique(torch.tensor([-1, 5, -1], dtype=torch.int8)))

# cr_isin_empty
show(torch.isin(torch.tensor([1, 2]), torch.tensor([], dtype=torch.int64)), torch.isin(torch.tensor([1, 2]), torch.tensor([2]), invert=True))

# cr_cat_empty_legacy
show(torch.cat([torch.tensor([1, 2]), torch.tensor([])]))

# cr_cat_dtype_promotion
show(torch.cat([torch.tensor([1], dtype=torch.int8), torch.tensor([2.5], dtype=torch.float16)]))

# cr_cat_negative_dim
show(torch.cat([torch.ones(2, 1), torch.zeros(2, 2)], dim=-1))

# cr_cat_shape_error
attempt(lambda: torch.cat([torch.ones(2, 2), torch.ones(3, 2)], dim=1))

# cr_stack_0d
show(torch.stack([torch.tensor(1), torch.tensor(2)]))

# cr_stack_negative_dim
show(torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])], dim=-1))

# cr_stack_empty_list_error
attempt(lambda: torch.stack([]))

# cr_concat_aliases
a = torch.tensor([[1, 2]])
show(torch.concat((a, a), dim=0), torch.concatenate((a, a), axis=1))

# cr_reshape_empty_minus1
show(torch.empty(0, 3).reshape(-1), torch.empty(0, 3).reshape(3, -1).shape)

# cr_reshape_empty_ambiguous_error
attempt(lambda: torch.empty(0, 3).reshape(0, -1))

# cr_reshape_0d
show(torch.tensor(5).reshape(1, 1), torch.tensor([7]).reshape(()))

# cr_flatten_0d
show(torch.tensor(5).flatten(), torch.flatten(torch.ones(2, 0, 3), 1).shape)

# cr_squeeze_non_one
show(torch.ones(2, 1).squeeze(0).shape, torch.ones(2, 1).squeeze(-1).shape)

# cr_unsqueeze_negative
show(torch.tensor([1, 2]).unsqueeze(-1), torch.tensor(3).unsqueeze(0))

# cr_unsqueeze_out_of_range
attempt(lambda: torch.ones(2, 3).unsqueeze(3))

# cr_expand_minus1
show(torch.tensor([[1], [2]]).expand(-1, 3))

# cr_broadcast_to_error
attempt(lambda: torch.broadcast_to(torch.tensor([1, 2]), (3,)))

# cr_broadcast_tensors_shapes
a, b = torch.broadcast_tensors(torch.ones(2, 1), torch.zeros(3))
show(a.shape, b.shape, torch.broadcast_shapes((2, 1), (3,)))

# cr_flip_0d_and_tuple
show(torch.flip(torch.tensor(4), (0,)), torch.flip(torch.arange(6).reshape(2, 3), (0, 1)))

# cr_roll_flat
show(torch.roll(torch.arange(6).reshape(2, 3), 1))

# cr_roll_tuple_dims
show(torch.roll(torch.arange(6).reshape(2, 3), (1, -1), (0, 1)))

# cr_roll_empty
show(torch.roll(torch.empty(0), 2))

# cr_permute_duplicate_error
attempt(lambda: torch.ones(2, 3).permute(0, 0))

# cr_moveaxis_tuple
show(torch.moveaxis(torch.ones(2, 3, 4), (0, 1), (-1, -2)).shape)

# cr_swapaxes
show(torch.swapaxes(torch.arange(6).reshape(2, 3), 0, -1))

# cr_tile_fewer_reps
show(torch.tile(torch.tensor([[1, 2]]), (2,)))

# cr_repeat_interleave_tensor
show(torch.repeat_interleave(torch.tensor([1, 2, 3]), torch.tensor([0, 2, 1])))

# cr_split_uneven
show(torch.split(torch.arange(5), 2))

# cr_tensor_split_indices
show(torch.tensor_split(torch.arange(5), [1, 4]))

# cr_chunk_more_than_size
show(torch.chunk(torch.arange(3), 5))

# cr_unbind_negative
show(torch.unbind(torch.tensor([[1, 2], [3, 4]]), dim=-1))

# cr_unflatten
show(torch.arange(6).unflatten(0, (2, -1)))

# cr_narrow_negative_start
show(torch.arange(5).narrow(0, -2, 2))

# cr_zeros_0d
show(torch.zeros(()), torch.ones([], dtype=torch.int8))

# cr_full_infers_dtype
show(torch.full((2,), False), torch.full((1,), 3, dtype=torch.float16))

# cr_empty_zero_size
show(torch.empty(0, 2).shape, torch.zeros(2, 0))

# cr_linspace_int_dtype_empty
show(torch.linspace(0, 1, 0, dtype=torch.int32))

# cr_eye_negative_error
attempt(lambda: torch.eye(-1))

# cr_tensor_mixed_list
show(torch.tensor([1, 2.5]), torch.tensor([True, 2]))

# cr_tensor_empty_nested
show(torch.tensor([[], []]))

# cr_asarray_dtype
show(torch.asarray([1, 2], dtype=torch.float16))

# cr_full_like_dtype
show(torch.full_like(torch.tensor([1, 2]), 2.7), torch.ones_like(torch.tensor([1.5]), dtype=torch.bool))

# cr_tril_empty
show(torch.tril(torch.empty(0, 3)), torch.triu(torch.ones(2, 2, dtype=torch.int8), -1))

# cr_matmul_vectors_0d
show(torch.matmul(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# cr_matmul_vector_matrix
show(torch.matmul(torch.tensor([1.0, 2.0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])))

# cr_matmul_batch_broadcast
show(torch.matmul(torch.ones(2, 1, 2, 3), torch.ones(3, 3, 1)).shape)

# cr_matmul_empty_inner
show(torch.matmul(torch.empty(2, 0), torch.empty(0, 3)))

# cr_matmul_0d_error
attempt(lambda: torch.matmul(torch.tensor(1.0), torch.tensor(2.0)))

# cr_matmul_shape_error
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))

# cr_tensordot_outer
show(torch.tensordot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), dims=0))

# cr_tensordot_lists
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(6.0).reshape(3, 2)
show(torch.tensordot(a, b, dims=([1], [0])), torch.tensordot(a, b.T, dims=2))

# cr_vecdot_broadcast
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.linalg.vecdot(x, torch.tensor([1.0, 1.0])), torch.linalg.vecdot(x, x, dim=0))

# cr_matrix_transpose_batch
show(torch.arange(12).reshape(2, 2, 3).mT, torch.ones(0, 3).mT.shape)

# cr_mT_1d_error
attempt(lambda: torch.tensor([1, 2]).mT)

# cr_outer_int
show(torch.outer(torch.tensor([1, 2]), torch.tensor([3, 4], dtype=torch.int8)))

# cr_matmul_float16
show(torch.matmul(torch.tensor([[1.0, 2.0]]), torch.tensor([[3.0], [4.0]])).half())  # 1.13 has no Half addmm on the cpu

# cr_diff_prepend
show(torch.diff(torch.tensor([1, 4, 9]), n=2), torch.diff(torch.tensor([1, 4]), prepend=torch.tensor([0])))

# cr_result_type_scalars
show(torch.result_type(torch.tensor([1], dtype=torch.int8), 1.0), torch.result_type(torch.tensor([1.0], dtype=torch.float16), 1000))

# cr_can_cast_promote
show(torch.can_cast(torch.float32, torch.int32), torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bfloat16, torch.float16))

# cr_iinfo_finfo_edges
show(torch.iinfo(torch.uint8).max, torch.iinfo(torch.int16).min, torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float16).max)

# cr_clip_scalar_tensor_bounds
show(torch.clip(torch.tensor([1, 5, 9]), torch.tensor(2), torch.tensor(6)))

# cr_sum_float16_keepdim_tuple
x = torch.ones(2, 3, dtype=torch.float16)
show(x.sum(dim=(-1, 0), keepdim=True))

# cr_prod_dim_keepdim_int
show(torch.prod(torch.tensor([[2, 3], [4, 5]], dtype=torch.int16), dim=1, keepdim=True))

# cr_std_correction_tuple
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.std(x, dim=(0, 2), correction=0))

# cr_cumsum_neg_dim_empty_error
attempt(lambda: torch.cumsum(torch.tensor([1, 2]), dim=2))

# cr_take_along_dim_argsort
x = torch.tensor([[3, 1, 2], [0, 5, 4]])
show(torch.take_along_dim(x, torch.argsort(x, dim=1), dim=1))

# cr_where_float16_scalar
show(torch.where(torch.tensor([True, False]), torch.tensor([1.0, 2.0], dtype=torch.float16), 0.1))

# cr_clamp_bool_error
attempt(lambda: torch.clamp(torch.tensor([True, False]), min=0))

# cr_logical_ops_empty
show(torch.logical_or(torch.empty(0, 2), torch.empty(0, 2)))

# cr_trapezoid_0d_like
show(torch.diff(torch.tensor([5])), torch.diff(torch.ones(2, 3), dim=0))
