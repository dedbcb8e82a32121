# Twin of tests/golden/corpus_edge10.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
torch2.install()
nan = float('nan')
inf = float('inf')


def attempt(fn, *fixes):
    cuda_repr.attempt(fn, *fixes)


def cuda_softmax_name(message):
    """softmax's kernel as PyTorch 2 names it on cuda (host_softmax)."""
    return message.replace('"softmax_lastdim_kernel_impl"', '"host_softmax"')


def masked_fill_2x(input, mask, value):
    """Tensor.masked_fill with PyTorch 2's check on cuda that the mask is bool (1.13
    takes an integer mask)."""
    if mask.dtype != torch.bool:
        raise RuntimeError("masked_fill only supports boolean masks, but got dtype "
                           + torch2.scalar_type_name(mask.dtype))
    return input.masked_fill(mask, value)


def lshift_2x(a, b):
    """a << b with PyTorch 2's shift past the width (or a negative one):
    0, where 1.13 shifts by b modulo the width."""
    b = torch.as_tensor(b)
    return torch.where((b < 0) | (b >= torch.iinfo(a.dtype).bits), torch.zeros_like(a), a << b)


def item_2x(t):
    """Tensor.item with PyTorch 2's error for more than one element (1.13's
    Python binding raises a ValueError of its own)."""
    if t.numel() != 1:
        raise RuntimeError(f"a Tensor with {t.numel()} elements cannot be converted to Scalar")
    return t.item()


def tril_2x(input, diagonal=0):
    """torch.tril with PyTorch 2's meta check of the rank (1.13 raises an
    IndexError from its dim wrapping instead)."""
    if input.dim() < 2:
        raise RuntimeError("tril: input tensor must have at least 2 dimensions")
    return torch.tril(input, diagonal)


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

# cr_int8_plus_0d_int64_keeps_int8
show(torch.tensor([100], dtype=torch.int8) + torch.tensor(100))

# cr_int8_plus_0d_float64
show(torch.tensor([1, 2], dtype=torch.int8) * torch.tensor(0.5, dtype=torch.float64))

# cr_float16_plus_0d_float64
show(torch.tensor([1.0], dtype=torch.float16) + torch.tensor(0.1, dtype=torch.float64))

# cr_0d_plus_0d_promotes
show(torch.tensor(1, dtype=torch.int8) + torch.tensor(200, dtype=torch.int16))

# cr_uint8_plus_int8_promotes
show(torch.tensor([200], dtype=torch.uint8) + torch.tensor([-1], dtype=torch.int8))

# cr_bfloat16_plus_float16
show(torch.tensor([1.5], dtype=torch.bfloat16) + torch.tensor([2.5], dtype=torch.float16))

# cr_bool_times_float16
show(torch.tensor([True, False]) * torch.tensor([1.5, 2.5], dtype=torch.float16))

# cr_uint8_compare_negative_scalar
show(torch.tensor([0, 5], dtype=torch.uint8) > -1)

# cr_int8_compare_float_scalar
show(torch.tensor([1, 2], dtype=torch.int8) >= 1.5, torch.tensor([1, 2], dtype=torch.int8) == 1000)

# cr_float_mod_zero
show(torch.tensor([1.0, -1.0]) % 0, torch.fmod(torch.tensor([1.0]), 0.0))

# cr_div_rounding_modes_int
a = torch.tensor([-7, 7])
show(torch.div(a, 2, rounding_mode='floor'), torch.div(a, 2, rounding_mode='trunc'), torch.div(a, 2))

# cr_div_rounding_mode_error
attempt(lambda: torch.div(torch.tensor([1]), 2, rounding_mode='round'))

# cr_int8_neg_min
show(-torch.tensor([-128, 127], dtype=torch.int8))

# cr_bitwise_not_uint8_bool
show(~torch.tensor([0, 255], dtype=torch.uint8), ~torch.tensor([True, False]))

# cr_bitwise_xor_scalar_bool
show(torch.tensor([True, False]) ^ True, torch.tensor([5], dtype=torch.int16) ^ 3)

# cr_logical_not_float
show(torch.logical_not(torch.tensor([0.0, -0.0, nan, 2.0])))

# cr_floor_ceil_int
show(torch.floor(torch.tensor([3, -2])))
attempt(lambda: torch.ceil(torch.tensor([True, False])))

# cr_exp2_int
show(torch.exp2(torch.tensor([0, 3, -1])))

# cr_sin_bfloat16
show(torch.sin(torch.tensor([1.0, 3.0], dtype=torch.bfloat16)))

# cr_tanh_float64_large
show(torch.tanh(torch.tensor([-50.0, 0.0, 50.0], dtype=torch.float64)))

# cr_reciprocal_int
show(torch.reciprocal(torch.tensor([2, 0])))

# cr_rsqrt_negative
show(torch.rsqrt(torch.tensor([4.0, -1.0, 0.0])))

# cr_hypot_float16
show(torch.hypot(torch.tensor([3.0]), torch.tensor([4.0])).half())  # 1.13 has no Half hypot on the cpu

# cr_logaddexp_inf
show(torch.logaddexp(torch.tensor([-inf, inf]), torch.tensor([-inf, 1.0])))

# cr_sum_0d_bool
show(torch.tensor(True).sum(), torch.tensor(2.5).mean())

# cr_mean_dtype_keyword
show(torch.mean(torch.tensor([1, 2]), dtype=torch.float64))

# cr_mean_float16
show(torch.mean(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16)), torch.tensor([1.0, 2.0], dtype=torch.bfloat16).mean())

# cr_var_correction_large
show(torch.var(torch.tensor([1.0, 2.0]), dim=0, correction=3))

# cr_std_empty
show(torch.std(torch.empty(0, 2), dim=0))

# cr_prod_int8_keeps_int64
show(torch.prod(torch.tensor([[2, 3]], dtype=torch.int8), dim=1), torch.prod(torch.tensor([True, True])))

# cr_cumprod_int8_dtype
show(torch.cumprod(torch.tensor([16, 16], dtype=torch.int8), dim=0, dtype=torch.int8))

# cr_cumsum_float16
show(torch.cumsum(torch.tensor([0.5, 0.25, 1500.0]), 0).half())  # exact sums; 1.13 has no Half cumsum on the cpu

# cr_sum_tuple_empty_dims
x = torch.ones(2, 3)
show(torch.sum(x, dim=()), torch.sum(x, dim=[]))

# cr_amax_empty_tuple
show(torch.amax(torch.tensor([[1, 5], [7, 2]]), dim=()))

# cr_max_binary_dtypes
show(torch.max(torch.tensor([1, 5], dtype=torch.int8), torch.tensor([3, 2], dtype=torch.int16)))

# cr_min_dim_keepdim_names
r = torch.min(torch.tensor([[3, 1], [0, 4]]), dim=-1, keepdim=True)
show(r.values, r.indices, r[0].shape)

# cr_aminmax
show(torch.aminmax(torch.tensor([[3, 1], [0, 4]]), dim=0))

# cr_median_even_empty_error
show(torch.median(torch.tensor([1, 4, 2, 3])))
attempt(lambda: torch.median(torch.empty(0)))

# cr_nanmean_all_nan
show(torch.nanmean(torch.tensor([nan, nan])), torch.nanmean(torch.tensor([nan, 1.0, 3.0])))

# cr_quantile_keepdim
show(torch.quantile(torch.tensor([[1.0, 2.0, 3.0, 4.0]]), 0.5, dim=1, keepdim=True))

# cr_all_float_nan
show(torch.all(torch.tensor([nan, 1.0])), torch.any(torch.tensor([0.0, -0.0])))

# cr_any_dim_empty
show(torch.any(torch.empty(0, 3, dtype=torch.bool), dim=0), torch.all(torch.empty(2, 0), dim=1))

# cr_argmax_dim_empty_rows
show(torch.argmax(torch.empty(0, 3), dim=1))

# cr_argmax_negative_dim_uint8
show(torch.argmax(torch.tensor([[1, 200], [255, 0]], dtype=torch.uint8), dim=-1))

# cr_argsort_descending_stable
show(torch.argsort(torch.tensor([1, 3, 1, 3]), descending=True, stable=True))

# cr_argsort_dim_negative
show(torch.argsort(torch.tensor([[3, 1, 2], [1, 2, 0]]), dim=-2))

# cr_sort_int16_dim0
show(torch.sort(torch.tensor([[3, -1], [-2, 4]], dtype=torch.int16), dim=0))

# cr_sort_bfloat16
show(torch.sort(torch.tensor([0.5, -1.0, 2.0], dtype=torch.bfloat16), descending=True))

# cr_sort_bool
show(torch.sort(torch.tensor([True, False, True, False]), stable=True))

# cr_topk_float16
r = torch.topk(torch.tensor([1.0, 3.0, 2.0]), 2)  # 1.13 has no Half topk on the cpu
show(torch.return_types.topk((r.values.half(), r.indices)))

# cr_topk_negative_k
attempt(lambda: torch.topk(torch.tensor([1, 2]), -1))

# cr_kthvalue_out_of_range
attempt(lambda: torch.kthvalue(torch.tensor([1.0, 2.0]), 3))

# cr_searchsorted_float_ints
show(torch.searchsorted(torch.tensor([0.5, 1.5, 2.5]), torch.tensor([[1.0, 3.0]])))

# cr_searchsorted_2d_rows
show(torch.searchsorted(torch.tensor([[1, 3], [2, 4]]), torch.tensor([[2], [5]])))

# cr_searchsorted_side_conflict
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), right=False, side='right'))

# cr_bucketize_right
show(torch.bucketize(torch.tensor([1, 5, 9]), torch.tensor([1, 5, 9]), right=True))

# cr_nonzero_bool_2d
show(torch.nonzero(torch.tensor([[True, False], [False, True]])), torch.count_nonzero(torch.tensor([nan, 0.0])))

# cr_argwhere
show(torch.argwhere(torch.tensor([0, 3, 0, 4])))

# cr_unique_counts_float16
u, c = torch.unique(torch.tensor([1.5, 0.5, 1.5]), return_counts=True)  # 1.13 has no Half unique on the cpu
show((u.half(), c))

# cr_unique_dim_inverse
show(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 0]]), dim=0, return_inverse=True, return_counts=True))

# cr_unique_dim_out_of_range
attempt(lambda: torch.unique(torch.tensor([1, 2]), dim=1))

# cr_unique_0d
show(torch.unique(torch.tensor(3), return_inverse=True))

# cr_isin_scalar_elements
show(torch.isin(torch.tensor([1, 2, 3]), 2), torch.isin(2, torch.tensor([1, 2])))

# cr_isin_mixed_dtypes
show(torch.isin(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([2.0, 3.5])))

# cr_cat_bool_int
show(torch.cat([torch.tensor([True]), torch.tensor([2], dtype=torch.uint8)]))

# cr_cat_dim_out_of_range
attempt(lambda: torch.cat([torch.ones(2), torch.ones(2)], dim=1))

# cr_cat_0d_error
attempt(lambda: torch.cat([torch.tensor(1), torch.tensor(2)]))

# cr_stack_shape_error
attempt(lambda: torch.stack([torch.ones(2), torch.ones(3)]))

# cr_stack_mixed_dtypes
show(torch.stack([torch.tensor([1], dtype=torch.int16), torch.tensor([0.5], dtype=torch.bfloat16)]))

# cr_hstack_vstack_1d
show(torch.hstack([torch.tensor([1]), torch.tensor([2, 3])]), torch.vstack([torch.tensor([1, 2]), torch.tensor([3, 4])]))

# cr_reshape_size_error
attempt(lambda: torch.arange(6).reshape(4, -1))

# cr_reshape_two_minus1_error
attempt(lambda: torch.arange(6).reshape(-1, -1))

# cr_view_noncontig_error
attempt(lambda: torch.arange(6).reshape(2, 3).T.view(6))

# cr_squeeze_0d
show(torch.tensor(5).squeeze(), torch.tensor(5).squeeze(0), torch.ones(1, 1).squeeze().shape)

# cr_squeeze_dim_error
attempt(lambda: torch.ones(2).squeeze(2))

# cr_expand_new_dims
show(torch.tensor([1, 2]).expand(2, 1, 2).shape, torch.tensor(7).expand(3))

# cr_expand_negative_new_dim_error
attempt(lambda: torch.tensor([1, 2]).expand(-1, 2))

# cr_broadcast_tensors_error
attempt(lambda: torch.broadcast_tensors(torch.ones(2), torch.ones(3)))

# cr_broadcast_shapes_error
attempt(lambda: torch.broadcast_shapes((2,), (3,)))

# cr_flip_negative_dims
show(torch.flip(torch.arange(6).reshape(2, 3), [-1]))

# cr_flip_duplicate_dims_error
attempt(lambda: torch.flip(torch.arange(6).reshape(2, 3), (0, 0)))

# cr_roll_shift_dim_mismatch
attempt(lambda: torch.roll(torch.arange(4), (1, 2), 0))

# cr_roll_large_shift
show(torch.roll(torch.arange(4), 9), torch.roll(torch.arange(4), -5, 0))

# cr_permute_negative
show(torch.ones(2, 3, 4).permute(-1, 0, 1).shape, torch.permute(torch.ones(2, 3), (1, 0)).shape)

# cr_permute_wrong_count
attempt(lambda: torch.ones(2, 3).permute(0))

# cr_moveaxis_error
attempt(lambda: torch.moveaxis(torch.ones(2, 3), 0, 2))

# cr_tile_0d
show(torch.tile(torch.tensor(3), (2, 2)), torch.tile(torch.tensor([1, 2]), (0,)))

# cr_repeat_fewer_dims_error
attempt(lambda: torch.ones(2, 3).repeat(2))

# cr_repeat_interleave_dim
show(torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), 2, dim=0), torch.repeat_interleave(torch.tensor([[1, 2]]), 2))

# cr_split_sizes_list
show(torch.split(torch.arange(5), [1, 4]), torch.split(torch.empty(0), 2))

# cr_split_sizes_error
attempt(lambda: torch.split(torch.arange(5), [1, 3]))

# cr_tensor_split_sections
show(torch.tensor_split(torch.arange(7), 3), torch.tensor_split(torch.arange(2), 3))

# cr_unbind_0d_error
attempt(lambda: torch.unbind(torch.tensor(3)))

# cr_clamp_min_gt_max
show(torch.clamp(torch.tensor([1.0, 5.0]), min=4.0, max=2.0))

# cr_clamp_none_error
attempt(lambda: torch.clamp(torch.tensor([1.0])))

# cr_arange_float16
show(torch.arange(0, 1, 0.25, dtype=torch.float16), torch.arange(3, dtype=torch.uint8))

# cr_arange_int_float_bounds
show(torch.arange(1, 2.5), torch.arange(-1.5, 1))

# cr_linspace_steps_negative_error
attempt(lambda: torch.linspace(0, 1, -1))

# cr_full_dtype_conversion
show(torch.full((2,), 2.7, dtype=torch.int32))
attempt(lambda: torch.full((2,), 300, dtype=torch.uint8))

# cr_zeros_negative_error
attempt(lambda: torch.zeros(2, -1))

# cr_eye_rectangular_bool
show(torch.eye(2, 3, dtype=torch.bool), torch.eye(3, 0).shape)

# cr_tensor_out_of_range_int8
attempt(lambda: torch.tensor([300], dtype=torch.int8))

# cr_tensor_ragged_error
attempt(lambda: torch.tensor([[1, 2], [3]]))

# cr_tensor_float_to_int_dtype
show(torch.tensor([1.7, -1.7], dtype=torch.int64), torch.tensor([0.0, 2.0], dtype=torch.bool))

# cr_empty_like_shape
show(torch.zeros_like(torch.empty(0, 2, dtype=torch.int8)), torch.ones_like(torch.tensor(2.5)))

# cr_tril_negative_large
show(torch.tril(torch.ones(2, 3), -5), torch.triu(torch.ones(2, 3, dtype=torch.int16), 5))

# cr_tril_1d_error
attempt(lambda: tril_2x(torch.ones(3)))

# cr_matmul_1d_size_error
attempt(lambda: torch.matmul(torch.ones(2), torch.ones(3)))

# cr_matmul_2d_1d
show(torch.matmul(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([1.0, -1.0])))

# cr_matmul_batch_1d
show(torch.matmul(torch.ones(2, 3, 4), torch.ones(4)).shape, torch.matmul(torch.ones(4), torch.ones(2, 4, 5)).shape)

# cr_matmul_empty_batch
show(torch.matmul(torch.ones(0, 2, 3), torch.ones(3, 4)).shape, torch.matmul(torch.empty(0), torch.empty(0)))

# cr_matmul_float64
show(torch.tensor([[1.0, 2.0]], dtype=torch.float64) @ torch.tensor([[0.5], [0.25]], dtype=torch.float64))

# cr_matmul_batch_mismatch
attempt(lambda: torch.matmul(torch.ones(2, 2, 3), torch.ones(3, 3, 4)))

# cr_tensordot_int_dims1
show(torch.tensordot(torch.arange(6.0).reshape(2, 3), torch.arange(3.0), dims=1))

# cr_tensordot_size_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(2, 3), dims=([1], [0])))

# cr_vecdot_size_error
attempt(lambda: torch.linalg.vecdot(torch.ones(3), torch.ones(2)))

# cr_vecdot_int
attempt(lambda: torch.linalg.vecdot(torch.tensor([1, 2]), torch.tensor([3, 4])))

# cr_vecdot_empty
show(torch.linalg.vecdot(torch.empty(2, 0), torch.empty(2, 0)))

# cr_matrix_transpose_0d_error
attempt(lambda: torch.tensor(1.0).mT)

# cr_mT_empty_batch
show(torch.ones(2, 0, 3).mT.shape, torch.arange(6).reshape(2, 3).mT.is_contiguous())

# cr_einsum_trace_empty
show(torch.einsum('ii', torch.eye(3)), torch.einsum('i,i->', torch.empty(0), torch.empty(0)))

# cr_diff_empty_and_dim
show(torch.diff(torch.empty(0)), torch.diff(torch.tensor([[1, 3], [4, 9]]), dim=-1))

# cr_diff_bool
show(torch.diff(torch.tensor([True, False, False])))

# cr_result_type_bool_tensor
show(torch.result_type(torch.tensor([True]), True), torch.result_type(torch.tensor(1, dtype=torch.int8), torch.tensor([1], dtype=torch.uint8)))

# cr_can_cast_more
show(torch.can_cast(torch.int8, torch.uint8), torch.can_cast(torch.bool, torch.float16), torch.can_cast(torch.float64, torch.bfloat16))

# cr_finfo_tiny_resolution
show(torch.finfo(torch.float16).tiny, torch.finfo(torch.float32).resolution, torch.finfo(torch.bfloat16).max)

# cr_iinfo_float_error
attempt(lambda: torch.iinfo(torch.float32))

# cr_where_empty
show(torch.where(torch.empty(0, dtype=torch.bool), torch.empty(0), 1.0))

# cr_where_broadcast_0d
show(torch.where(torch.tensor(True), torch.tensor([1, 2]), torch.tensor(0.5)))

# cr_clip_int_tensor_float_bounds
show(torch.clip(torch.tensor([1, 5], dtype=torch.int8), torch.tensor([2.5, 0.0]), torch.tensor(4)))

# cr_copy_inplace_dtype
x = torch.zeros(2, dtype=torch.int8)
x.copy_(torch.tensor([100.7, -1.2]))
show(x)

# cr_fill_inplace_bool
x = torch.tensor([True, False])
x.fill_(0.5)
show(x)

# cr_sub_inplace_bool_error
attempt(lambda: torch.tensor([True]).sub_(torch.tensor([True])))

# cr_mul_inplace_0d_broadcast_error
attempt(lambda: torch.tensor(2.0).mul_(torch.tensor([1.0, 2.0])))

# cr_imul_uint8_wraps
x = torch.tensor([200, 3], dtype=torch.uint8)
x *= 2
show(x)

# cr_itruediv_float16
x = torch.tensor([1.0, 3.0], dtype=torch.float16)
x /= 3
show(x)

# cr_ifloordiv_int8_neg
x = torch.tensor([-7, 7], dtype=torch.int8)
x //= -2
show(x)

# cr_ior_bool
x = torch.tensor([True, False])
x |= torch.tensor([False, False])
show(x)

# cr_iand_float_error
def f():
    x = torch.tensor([1.0])
    x &= 1
    return x


attempt(f)

# cr_softmax_empty_rows
show(torch.softmax(torch.empty(0, 3), dim=-1), F.softmax(torch.empty(2, 0), dim=1))

# cr_softmax_0d
show(torch.softmax(torch.tensor(2.0), dim=0), F.log_softmax(torch.tensor(2.0), dim=-1))

# cr_softmax_int_error
attempt(lambda: torch.softmax(torch.tensor([1, 2]), dim=0), cuda_softmax_name)

# cr_softmax_int_dtype_keyword
show(torch.softmax(torch.tensor([1, 2]), dim=0, dtype=torch.float64))

# cr_softmax_all_neg_inf
show(F.softmax(torch.tensor([-inf, -inf]), dim=0), F.softmax(torch.tensor([inf, 1.0]), dim=0))

# cr_softmax_float16
show(F.softmax(torch.tensor([1.0, 2.0, 3.0]), dim=0).half())  # in float as on cuda; 1.13 has no Half softmax on the cpu

# cr_softmax_dim_out_of_range
attempt(lambda: F.softmax(torch.ones(2, 3), dim=2))

# cr_log_softmax_dtype
show(F.log_softmax(torch.tensor([[1.0, 2.0]]), dim=1, dtype=torch.float64))

# cr_layer_norm_shape_error
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2,)))

# cr_layer_norm_constant_rows
show(F.layer_norm(torch.tensor([[5.0, 5.0], [1.0, 3.0]]), (2,)))

# cr_gelu_tanh_approx
show(F.gelu(torch.tensor([-1.0, 0.0, 1.0]), approximate='tanh'))

# cr_gelu_bad_approx
attempt(lambda: F.gelu(torch.tensor([1.0]), approximate='fast'))

# cr_gelu_int_error
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# cr_relu_int_bool
show(F.relu(torch.tensor([-1, 2], dtype=torch.int8)), torch.relu(torch.tensor([-0.0, -2.0])))

# cr_silu_empty
show(F.silu(torch.empty(0, 2)))

# cr_linear_1d_input
show(F.linear(torch.tensor([1.0, 2.0]), torch.tensor([[1.0, 1.0], [0.0, 2.0]]), torch.tensor([0.5, -0.5])))

# cr_linear_shape_error
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 2)))

# cr_linear_empty_batch
show(F.linear(torch.empty(0, 2), torch.ones(3, 2)))

# cr_embedding_negative_index
attempt(lambda: F.embedding(torch.tensor([-1]), torch.ones(3, 2)))

# cr_embedding_float_index_error
attempt(lambda: F.embedding(torch.tensor([1.0]), torch.ones(3, 2)))

# cr_embedding_empty_index
show(F.embedding(torch.tensor([], dtype=torch.int64), torch.ones(3, 2)))

# cr_embedding_2d_index
show(F.embedding(torch.tensor([[0, 2]]), torch.arange(6.0).reshape(3, 2)))

# cr_dropout_p_error
attempt(lambda: F.dropout(torch.ones(2), p=1.5))

# cr_dropout_eval_int
show(F.dropout(torch.ones(2), p=0.5, training=False), F.dropout(torch.ones(3), p=0.0))

# cr_sdpa_causal_square
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
show(F.scaled_dot_product_attention(q, q, q, is_causal=True))

# cr_sdpa_bool_mask
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
m = torch.tensor([[True, False], [True, True]])
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m))

# cr_masked_fill_neg_inf_softmax
s = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.softmax(s.masked_fill(torch.tensor([[False, True], [False, False]]), -inf), dim=-1))

# cr_masked_fill_int_value_float
show(torch.tensor([1, 2]).masked_fill(torch.tensor([True, False]), 2.7))

# cr_masked_fill_mask_dtype_error
attempt(lambda: masked_fill_2x(torch.tensor([1, 2]), torch.tensor([1, 0]), 0))

# cr_triu_mask_causal
show(torch.triu(torch.full((3, 3), -inf), diagonal=1))

# cr_nan_to_num_int_and_float16
show(torch.nan_to_num(torch.tensor([1, 2])), torch.nan_to_num(torch.tensor([nan, inf, -inf], dtype=torch.float16)))

# cr_nan_to_num_keywords
show(torch.nan_to_num(torch.tensor([nan, inf, -inf]), nan=0.5, posinf=9.0, neginf=-9.0))

# cr_take_negative
show(torch.take(torch.tensor([[1, 2], [3, 4]]), torch.tensor([-1, 0])))

# cr_take_out_of_range
attempt(lambda: torch.take(torch.tensor([1, 2]), torch.tensor([5])))

# cr_index_select_empty_index
show(torch.index_select(torch.ones(2, 3), 1, torch.tensor([], dtype=torch.int64)))

# cr_index_select_int32_index
show(torch.index_select(torch.tensor([10, 20, 30]), 0, torch.tensor([2, 0], dtype=torch.int32)))

# cr_gather_out_of_range
attempt(lambda: torch.gather(torch.tensor([[1, 2]]), 1, torch.tensor([[2]])))

# cr_flatten_range_error
attempt(lambda: torch.ones(2, 3, 4).flatten(2, 1))

# cr_clone_noncontig
x = torch.arange(6).reshape(2, 3).T
show(x.clone().is_contiguous(), x.contiguous().stride(), x.clone().stride())

# cr_abs_inplace_uint8
x = torch.tensor([3, 250], dtype=torch.uint8)
x.abs_()
show(x)

# cr_sqrt_inplace_int_error
attempt(lambda: torch.tensor([4, 9]).sqrt_())

# cr_int_tensor_item_types
show(torch.tensor([7], dtype=torch.int8).item(), torch.tensor(2.5, dtype=torch.float16).item(), torch.tensor(True).item())

# cr_tolist_dtypes
show(torch.tensor([[1, 2]], dtype=torch.uint8).tolist(), torch.tensor([0.5], dtype=torch.bfloat16).tolist(), torch.empty(2, 0).tolist())

# cr_item_multi_error
attempt(lambda: item_2x(torch.tensor([1, 2])))

# cr_bool_of_multi_error
attempt(lambda: bool(torch.tensor([1, 2])))

# cr_int_of_float_tensor
show(int(torch.tensor(2.9)), float(torch.tensor([3])), bool(torch.tensor([0.0])))

# cr_len_0d_error
attempt(lambda: len(torch.tensor(3)))

# cr_len_empty
show(len(torch.empty(0, 5)), torch.empty(0, 5).numel(), torch.empty(0, 5).dim())

# cr_size_negative_dim
show(torch.ones(2, 3, 4).size(-1), torch.ones(2, 3).shape[-2], torch.tensor(1).size())

# cr_size_out_of_range
attempt(lambda: torch.ones(2, 3).size(2))

# cr_type_conversion_methods
x = torch.tensor([1.7, -1.7])
show(x.int(), x.long().dtype, x.half(), x.bool(), x.to(torch.uint8))

# cr_to_bfloat16_rounding
show(torch.tensor([1.00390625, 257.0]).to(torch.bfloat16))

# cr_float_to_uint8_negative
show(torch.tensor([-1.0, 255.9]).to(torch.int16), torch.tensor([3.99]).to(torch.int8))

# cr_float16_overflow_cast
show(torch.tensor([70000.0, -70000.0]).half(), torch.tensor([1e-8]).half())

# cr_bool_arithmetic_sum_dim
show(torch.tensor([[True, False], [True, True]]).sum(dim=0), torch.tensor([[True, False]]).float().mean())

# cr_lerp_scalar_weight
show(torch.lerp(torch.tensor([0.0, 10.0]), torch.tensor([10.0, 20.0]), 0.25))

# cr_addcmul_value
show(torch.addcmul(torch.ones(2), torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), value=0.5))

# cr_trace_rect_int
show(torch.trace(torch.arange(6).reshape(2, 3)), torch.trace(torch.empty(0, 0)))

# cr_diagonal_offsets
x = torch.arange(9).reshape(3, 3)
show(torch.diagonal(x, 1), torch.diagonal(x, -2), torch.diagonal(x, 5))

# cr_diag_1d_offset
show(torch.diag(torch.tensor([1, 2]), 1))

# cr_linalg_norm_empty_and_dims
show(torch.linalg.vector_norm(torch.empty(0)), torch.linalg.vector_norm(torch.tensor([[3.0, 4.0]]), dim=-1, keepdim=True))

# cr_vector_norm_ord_inf
show(torch.linalg.vector_norm(torch.tensor([-3.0, 2.0]), ord=inf), torch.linalg.vector_norm(torch.tensor([-3.0, 2.0]), ord=0))

# cr_vector_norm_int_error
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))

# cr_matrix_norm_fro
show(torch.linalg.matrix_norm(torch.tensor([[3.0, 0.0], [0.0, 4.0]])), torch.linalg.norm(torch.tensor([3.0, 4.0])))

# cr_cross_dim
show(torch.linalg.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])))

# cr_outer_empty
show(torch.outer(torch.empty(0), torch.ones(3)).shape)

# cr_inner_0d
show(torch.inner(torch.tensor(2.0), torch.tensor([1.0, 3.0])))

# cr_dot_dtype_error
attempt(lambda: torch.dot(torch.tensor([1.0, 2.0]), torch.tensor([1, 2])))

# cr_dot_1d_only_error
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2)))

# cr_mm_1d_error
attempt(lambda: torch.mm(torch.ones(2), torch.ones(2, 2)))

# cr_bmm_batch_error
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# cr_einsum_broadcast_ellipsis
show(torch.einsum('...i,...i->...', torch.ones(2, 3), torch.ones(3)))

# cr_einsum_operand_error
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3)))

# cr_std_mean_correction
show(torch.std_mean(torch.tensor([1.0, 2.0, 3.0, 4.0]), dim=0, correction=0))

# cr_var_mean_keepdim
show(torch.var_mean(torch.tensor([[1.0, 3.0], [5.0, 9.0]]), dim=1, keepdim=True))

# cr_logcumsumexp_empty
show(torch.logcumsumexp(torch.empty(0), dim=0), torch.logcumsumexp(torch.tensor([0.0, 0.0]), dim=0))

# cr_cummax_ties
show(torch.cummax(torch.tensor([1, 3, 3, 2]), dim=0))

# cr_cummin_nan
show(torch.cummin(torch.tensor([2.0, nan, 1.0]), dim=0))

# cr_sort_stable_keyword_only
show(torch.sort(torch.tensor([3, 1, 2]), dim=0, descending=False, stable=False).values)

# cr_max_other_broadcast
show(torch.max(torch.tensor([[1, 5]]), torch.tensor([[3], [4]])))

# cr_maximum_bool
show(torch.maximum(torch.tensor([True, False]), torch.tensor([False, False])))

# cr_heaviside
show(torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor([0.5])))

# cr_heaviside_dtype_error
attempt(lambda: torch.heaviside(torch.tensor([1.0]), torch.tensor([1])))

# cr_frexp_ldexp
show(torch.ldexp(torch.tensor([1.0]), torch.tensor([3])), torch.frexp(torch.tensor([8.0, 0.75])))

# cr_float_power_int
show(torch.float_power(torch.tensor([2, 3]), 2))

# cr_true_divide_bool
show(torch.true_divide(torch.tensor([True, False]), 2))

# cr_sub_alpha
show(torch.sub(torch.tensor([5, 5]), torch.tensor([1, 2]), alpha=2), torch.add(torch.tensor([1.0]), 2, alpha=0.5))

# cr_sub_alpha_float_int_error
attempt(lambda: torch.add(torch.tensor([1]), torch.tensor([2]), alpha=0.5))

# cr_rsub
show(torch.rsub(torch.tensor([1, 2]), 10), 1 - torch.tensor([True, False]).int())

# cr_xlogy_zero
show(torch.xlogy(torch.tensor([0.0, 2.0]), torch.tensor([0.0, 1.0])))

# cr_isclose_nan_equal
show(torch.isclose(torch.tensor([nan, 1.0]), torch.tensor([nan, 1.0 + 1e-9]), equal_nan=True))

# cr_allclose_equal
show(torch.allclose(torch.tensor([1.0]), torch.tensor([1.00001])), torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.equal(torch.tensor([1]), torch.tensor([1, 1])))

# cr_isreal_iscomplex
show(torch.isreal(torch.tensor([1.0, nan])), torch.is_complex(torch.tensor([1])), torch.is_floating_point(torch.tensor([1], dtype=torch.bfloat16)))

# cr_is_nonzero
show(torch.is_nonzero(torch.tensor([0.5])))
attempt(lambda: torch.is_nonzero(torch.tensor([])))

# cr_numel_element_size
show(torch.numel(torch.ones(2, 0)), torch.ones(2, dtype=torch.bfloat16).element_size(), torch.ones(1, dtype=torch.bool).element_size())

# cr_atleast_nd
show(torch.atleast_1d(torch.tensor(1)), torch.atleast_2d(torch.tensor([1, 2])).shape, torch.atleast_3d(torch.tensor(1)).shape)

# cr_column_stack_row_stack
show(torch.column_stack([torch.tensor([1, 2]), torch.tensor([3, 4])]), torch.dstack([torch.tensor([1]), torch.tensor([2])]).shape)

# cr_flipud_fliplr_error
attempt(lambda: torch.fliplr(torch.tensor([1, 2])))

# cr_rot90_k_negative
show(torch.rot90(torch.tensor([[1, 2], [3, 4]]), -1))

# cr_block_diag
show(torch.block_diag(torch.tensor([[1]]), torch.tensor([[2, 3]])))

# cr_cartesian_prod
show(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3])))

# cr_combinations
show(torch.combinations(torch.tensor([1, 2, 3]), r=2))

# cr_bincount_weights_minlength
show(torch.bincount(torch.tensor([0, 2, 2]), weights=torch.tensor([0.5, 1.0, 1.5]), minlength=4))

# cr_bincount_negative_error
attempt(lambda: torch.bincount(torch.tensor([-1, 2])))

# cr_histc_int_counts
show(torch.histc(torch.tensor([1, 2]).double(), bins=2).long())  # cuda's integer histc; 1.13's cpu has none

# cr_histc_range
show(torch.histc(torch.tensor([0.0, 1.0, 1.0, 5.0]), bins=4, min=0, max=4))

# cr_alias_comparisons_int8
a = torch.tensor([1, -2, 3], dtype=torch.int8)
show(torch.greater_equal(a, 1), torch.not_equal(a, -2), torch.less(a, 2.5), torch.greater(a, True))

# cr_alias_arithmetic_uint8
a = torch.tensor([5, 200], dtype=torch.uint8)
show(torch.multiply(a, 2), torch.subtract(a, 6), torch.divide(a, 2, rounding_mode='floor'))

# cr_negative_positive_int16
a = torch.tensor([-32768, 5], dtype=torch.int16)
show(torch.negative(a), torch.positive(a), torch.absolute(a))

# cr_positive_bool_error
attempt(lambda: torch.positive(torch.tensor([True])))

# cr_bitwise_shift_functions
show(torch.bitwise_left_shift(torch.tensor([1, 2], dtype=torch.uint8), 7), torch.bitwise_right_shift(torch.tensor([-16]), 2))

# cr_shift_by_negative_or_large
show(lshift_2x(torch.tensor([1], dtype=torch.int32), 40), torch.tensor([-5], dtype=torch.int8) >> 10)

# cr_bitwise_invert_int8
show(torch.bitwise_not(torch.tensor([0, -1, 127], dtype=torch.int8)))

# cr_bitwise_or_mixed_widths
show(torch.bitwise_or(torch.tensor([1], dtype=torch.int8), torch.tensor([256], dtype=torch.int16)))

# cr_arc_functions_domain
show(torch.arccos(torch.tensor([2.0, 1.0])), torch.arctanh(torch.tensor([1.0, -1.0, 0.5])), torch.acosh(torch.tensor([0.0, 1.0])))

# cr_log2_log10_int
show(torch.log2(torch.tensor([8, 0])), torch.log10(torch.tensor([100], dtype=torch.int16)))

# cr_fix_alias
show(torch.fix(torch.tensor([-2.5, 2.5])))

# cr_sinh_cosh_overflow
show(torch.sinh(torch.tensor([100.0])), torch.cosh(torch.tensor([-100.0], dtype=torch.float64)))

# cr_special_round_decimals
show(torch.round(torch.tensor([1.2345, -2.5551]), decimals=2), torch.round(torch.tensor([1234.0]), decimals=-2))

# cr_expm1_float16
show(torch.expm1(torch.tensor([0.001], dtype=torch.float64)))

# cr_square_float16_overflow
show(torch.square(torch.tensor([300.0], dtype=torch.float16)))

# cr_pow_zero_zero
show(torch.pow(torch.tensor([0.0, 0]), 0), torch.pow(torch.tensor([0, 2]), torch.tensor([0, 0])))

# cr_pow_negative_base_fraction
show(torch.pow(torch.tensor([-8.0]), 1.0 / 3))

# cr_pow_bool_exponent
show(torch.pow(torch.tensor([2, 3]), True), torch.tensor([True, False]) ** 2)

# cr_pow_int8_float_tensor
show(torch.pow(torch.tensor([2], dtype=torch.int8), torch.tensor([0.5])))

# cr_remainder_int_zero_float
show(torch.remainder(torch.tensor([5]), 0.0))

# cr_divide_by_zero_float
show(torch.tensor([1.0, -1.0, 0.0]) / 0, torch.tensor([1, 0]) / 0)

# cr_floor_divide_float_zero
show(torch.floor_divide(torch.tensor([1.0, -1.0]), 0.0))

# cr_isinf_isneginf
show(torch.isposinf(torch.tensor([inf, -inf])), torch.isneginf(torch.tensor([inf, -inf])))

# cr_real_imag_real_tensor
x = torch.tensor([1.5, 2.0])
show(torch.real(x), x.conj(), torch.conj_physical(x))

# cr_imag_real_error
attempt(lambda: torch.imag(torch.tensor([1.0])))

# cr_sign_nan_zero
show(torch.sign(torch.tensor([nan, -0.0, 0.0, -3.0])), torch.sgn(torch.tensor([-2, 0])))

# cr_clip_inplace_alias
x = torch.tensor([1.0, 5.0])
torch.clip_(x, 2, 4)
show(x)

# cr_maximum_int_float
show(torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5])))

# cr_minimum_scalar_error
attempt(lambda: torch.minimum(torch.tensor([1, 5]), 2))

# cr_equal_different_dtypes
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])), torch.equal(torch.empty(0), torch.empty(0)))

# cr_ravel_noncontig
show(torch.ravel(torch.arange(6).reshape(2, 3).T))

# cr_swapdims_negative
show(torch.swapdims(torch.ones(2, 3, 4), -1, 0).shape)

# cr_squeeze_all_with_zero
show(torch.ones(1, 0, 1).squeeze().shape, torch.ones(0, 1).squeeze(0).shape)

# cr_vsplit_hsplit
show(torch.vsplit(torch.arange(4).reshape(2, 2), 2), torch.hsplit(torch.arange(4), [1]))

# cr_vsplit_error
attempt(lambda: torch.vsplit(torch.arange(3), 1))

# cr_hsplit_uneven_error
attempt(lambda: torch.hsplit(torch.arange(6).reshape(2, 3), 2))

# cr_row_stack_alias
show(torch.row_stack((torch.tensor([1, 2]), torch.tensor([3, 4]))))

# cr_unsqueeze_0d_negative
show(torch.unsqueeze(torch.tensor(5), -1), torch.tensor(5).unsqueeze(-1).shape)

# cr_expand_as
show(torch.tensor([[1], [2]]).expand_as(torch.ones(2, 3)))

# cr_broadcast_to_0d_and_empty
show(torch.broadcast_to(torch.tensor(3), (2, 2)), torch.broadcast_to(torch.tensor([1]), (0,)))

# cr_meshgrid_single_and_empty
show(torch.meshgrid(torch.tensor([1, 2]), indexing='ij'), torch.meshgrid(torch.tensor([1]), torch.tensor([], dtype=torch.int64), indexing='xy')[0].shape)

# cr_eye_dtype_float16
show(torch.eye(2, dtype=torch.float16), torch.eye(2, 2, dtype=torch.uint8))

# cr_linspace_steps_one_int
show(torch.linspace(5, 10, 1, dtype=torch.int64), torch.linspace(-1, 1, 3, dtype=torch.float16))

# cr_arange_negative_float_step
show(torch.arange(1.0, 0.0, -0.25), torch.arange(3, -1, -1, dtype=torch.int8))

# cr_arange_float_int_dtype
show(torch.arange(0.5, 3, dtype=torch.int64))

# cr_full_dtype_bool_number
show(torch.full((2,), 0, dtype=torch.bool), torch.full((), 2.5))

# cr_zeros_dtype_shapes_tuple
show(torch.zeros((2, 0), dtype=torch.int16), torch.ones(size=(1, 2), dtype=torch.bfloat16))

# cr_empty_like_int
show(torch.empty_like(torch.ones(0, 3, dtype=torch.int8)))

# cr_tril_indices
show(torch.tril_indices(3, 3), torch.triu_indices(2, 3, 1))

# cr_cumsum_negative_dim_2d
show(torch.cumsum(torch.tensor([[1, 2], [3, 4]], dtype=torch.int16), dim=-1))

# cr_cumsum_0d
show(torch.cumsum(torch.tensor(5), 0), torch.cumprod(torch.tensor(2.5), -1))

# cr_sum_int32_dtype_result
show(torch.sum(torch.tensor([1, 2], dtype=torch.int32)).dtype, torch.sum(torch.tensor([1.0], dtype=torch.bfloat16)).dtype)

# cr_prod_float16_dim
show(torch.prod(torch.tensor([[2.0, 3.0], [4.0, 0.5]]), dim=0).half())  # exact; 1.13 has no Half prod on the cpu

# cr_mean_bfloat16_dim
show(torch.mean(torch.tensor([[1.0, 2.0], [3.0, 5.0]], dtype=torch.bfloat16), dim=-1))

# cr_var_int_dim_error
attempt(lambda: torch.var(torch.tensor([[1, 2]]), dim=1))

# cr_amax_bool
show(torch.amax(torch.tensor([[True, False], [False, False]]), dim=1))

# cr_argmin_keepdim_0d
show(torch.argmin(torch.tensor(4), keepdim=True), torch.argmin(torch.tensor([[3, 1]]), keepdim=True))

# cr_all_int_result
show(torch.all(torch.tensor([1, 2])), torch.all(torch.tensor([1, 0], dtype=torch.uint8), dim=0))

# cr_any_float16
show(torch.any(torch.tensor([0.0, 0.5], dtype=torch.float16)))

# cr_sort_float16_nan
show(torch.sort(torch.tensor([1.0, nan, -1.0], dtype=torch.float64), descending=True))

# cr_argsort_empty
show(torch.argsort(torch.empty(0)), torch.argsort(torch.empty(2, 0), dim=0))

# cr_topk_empty_k0
show(torch.topk(torch.empty(0), 0))

# cr_searchsorted_unsorted_ok
show(torch.searchsorted(torch.tensor([1.0, nan]), torch.tensor([nan, 2.0])))

# cr_searchsorted_dtype_mismatch
show(torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([2.5])))

# cr_unique_return_inverse_only_sorted
u, inv = torch.unique(torch.tensor([2.0, -1.0, 2.0]), sorted=True, return_inverse=True)
show(u, inv, u[inv])

# cr_unique_consecutive_dim
show(torch.unique_consecutive(torch.tensor([[1, 1], [1, 1], [2, 2]]), dim=0))

# cr_isin_assume_unique
show(torch.isin(torch.tensor([[1, 2], [3, 4]]), torch.tensor([4, 1]), assume_unique=True))

# cr_tensordot_negative_dims
show(torch.tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=([-1], [-2])))

# cr_tensordot_dims_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=-1))

# cr_matmul_int8_error_shape
attempt(lambda: torch.matmul(torch.ones(3), torch.ones(2, 2)))

# cr_vecdot_broadcast_batch
show(torch.linalg.vecdot(torch.ones(2, 1, 3), torch.ones(4, 3)).shape)

# cr_vecdot_dtype_mismatch
attempt(lambda: torch.linalg.vecdot(torch.ones(2), torch.ones(2, dtype=torch.float64)))

# cr_linalg_matmul_alias
show(torch.linalg.matmul(torch.tensor([[1.0, 2.0]]), torch.tensor([[3.0], [4.0]])))

# cr_matrix_transpose_view
x = torch.zeros(2, 3)
x.mT[0, 1] = 5.0
show(x)

# cr_transpose_method_0d_1d
show(torch.tensor(3).t(), torch.tensor([1, 2]).t(), torch.tensor([1, 2]).T)

# cr_transpose_3d_t_error
attempt(lambda: torch.ones(2, 2, 2).t())

# cr_take_along_dim_no_dim
show(torch.take_along_dim(torch.tensor([[10, 30], [20, 40]]), torch.tensor([3, 0])))

# cr_where_scalar_other_int8
show(torch.where(torch.tensor([True, False]), torch.tensor([1, 2], dtype=torch.int8), 100))

# cr_where_x_only_error
attempt(lambda: torch.where(torch.tensor([True]), torch.tensor([1])))

# cr_nonzero_static_like_count
x = torch.tensor([[0, 2], [3, 0]])
show(torch.count_nonzero(x, dim=-1), torch.nonzero(x).shape)

# cr_diff_n_zero
show(torch.diff(torch.tensor([1, 2, 4]), n=0), torch.diff(torch.tensor([1, 2]), n=3))

# cr_diff_append_dtype
show(torch.diff(torch.tensor([1, 2]), append=torch.tensor([2.5])))
