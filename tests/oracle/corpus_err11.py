# Twin of tests/golden/corpus_err11.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
torch2.install()


def modern_message(message):
    """A message as PyTorch 2 on cuda:0 words it where 1.13 on the cpu words
    it otherwise: int32 index tensors are taken, one_hot names LongTensor,
    masked_select no longer takes a byte mask, a tensor's C class is
    TensorBase (2.3 on) and trace_cuda says only 'expected a matrix'."""
    message = message.replace("long, byte or bool", "long, int, byte or bool")
    message = message.replace("index tensor.", "index tensor of type LongTensor.")
    message = message.replace("BoolTensor or ByteTensor for mask", "BoolTensor for mask")
    message = message.replace("_TensorBase.", "TensorBase.")
    return re.sub(r"^trace: expected a matrix, but got tensor with dim \d+$", "expected a matrix", message)


def attempt(fn):
    cuda_repr.attempt(fn, modern_message)


_item, _tril = torch.Tensor.item, torch.tril


def item_2x(t):
    """Tensor.item with PyTorch 2's error for more than one element (1.13's
    Python binding raises a ValueError of its own)."""
    if t.numel() != 1:
        raise RuntimeError(f"a Tensor with {t.numel()} elements cannot be converted to Scalar")
    return _item(t)


def tril_2x(input, diagonal=0):
    """torch.tril with PyTorch 2's meta check of the rank (1.13 raises an
    IndexError from its dim wrapping instead)."""
    if input.dim() < 2:
        raise RuntimeError("tril: input tensor must have at least 2 dimensions")
    return _tril(input, diagonal)


torch.Tensor.item = item_2x
torch.tril = tril_2x


# cr_add_broadcast_mismatch
attempt(lambda: torch.ones(2, 3) + torch.ones(4))

# cr_mul_broadcast_3d
attempt(lambda: torch.ones(2, 3, 4) * torch.ones(3, 3))

# cr_where_broadcast
attempt(lambda: torch.where(torch.tensor([True, False, True]), torch.ones(3), torch.zeros(2)))

# cr_matmul_inner_mismatch
attempt(lambda: torch.ones(2, 3) @ torch.ones(4, 5))

# cr_matmul_vectors_mismatch
attempt(lambda: torch.matmul(torch.ones(3), torch.ones(4)))

# cr_matmul_scalar_operand
attempt(lambda: torch.matmul(torch.tensor(2.0), torch.ones(3)))

# cr_matmul_batch_broadcast
attempt(lambda: torch.ones(2, 3, 4) @ torch.ones(3, 4, 5))

# cr_mm_3d_input
attempt(lambda: torch.mm(torch.ones(2, 2, 2), torch.ones(2, 2)))

# cr_bmm_2d_input
attempt(lambda: torch.bmm(torch.ones(2, 3), torch.ones(3, 2)))

# cr_bmm_batch_mismatch
attempt(lambda: torch.bmm(torch.ones(2, 3, 4), torch.ones(3, 4, 5)))

# cr_bmm_inner_mismatch
attempt(lambda: torch.ones(2, 3, 4).bmm(torch.ones(2, 5, 6)))

# cr_dot_2d
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2, 2)))

# cr_dot_dtype_mismatch
attempt(lambda: torch.ones(2).dot(torch.ones(2, dtype=torch.float64)))

# cr_dot_length_mismatch
attempt(lambda: torch.dot(torch.ones(3), torch.ones(2)))

# cr_linear_in_features
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 5)))

# cr_linear_bias_size
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.ones(5)))

# cr_cat_size_mismatch
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 4)]))

# cr_cat_ndim_mismatch
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(3)]))

# cr_cat_empty_list
attempt(lambda: torch.cat([]))

# cr_cat_dim_out_of_range
attempt(lambda: torch.cat([torch.ones(2), torch.ones(2)], dim=1))

# cr_cat_zero_dim
attempt(lambda: torch.cat([torch.tensor(1.0), torch.tensor(2.0)]))

# cr_stack_size_mismatch
attempt(lambda: torch.stack([torch.ones(3), torch.ones(4)]))

# cr_stack_empty_list
attempt(lambda: torch.stack([]))

# cr_stack_dim_out_of_range
attempt(lambda: torch.stack([torch.ones(3), torch.ones(3)], dim=3))

# cr_hstack_mismatch
attempt(lambda: torch.hstack([torch.ones(2, 3), torch.ones(3, 3)]))

# cr_einsum_too_few_operands
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3)))

# cr_einsum_subscript_count
attempt(lambda: torch.einsum('ij->i', torch.ones(2, 3, 4)))

# cr_einsum_output_repeated
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# cr_einsum_output_unknown
attempt(lambda: torch.einsum('ij->k', torch.ones(2, 2)))

# cr_sum_dim_out_of_range
attempt(lambda: torch.ones(2, 3).sum(dim=2))

# cr_sum_dim_repeated
attempt(lambda: torch.ones(2, 3).sum(dim=(0, 0)))

# cr_mean_dim_repeated_negative
attempt(lambda: torch.mean(torch.ones(2, 3), dim=(1, -1)))

# cr_amax_dim_out_of_range
attempt(lambda: torch.amax(torch.ones(2, 3), dim=-3))

# cr_permute_repeated
attempt(lambda: torch.ones(2, 3).permute(0, 0))

# cr_permute_too_few
attempt(lambda: torch.permute(torch.ones(2, 3), (1,)))

# cr_transpose_out_of_range
attempt(lambda: torch.ones(2, 3).transpose(0, 2))

# cr_softmax_dim_out_of_range
attempt(lambda: torch.softmax(torch.ones(3), dim=1))

# cr_log_softmax_dim_out_of_range
attempt(lambda: F.log_softmax(torch.ones(2, 3), dim=-3))

# cr_unsqueeze_out_of_range
attempt(lambda: torch.ones(3).unsqueeze(3))

# cr_squeeze_out_of_range
attempt(lambda: torch.ones(3).squeeze(2))

# cr_flip_repeated
attempt(lambda: torch.ones(2, 3).flip(0, 0))

# cr_movedim_repeated
attempt(lambda: torch.movedim(torch.ones(2, 3), (0, 0), (0, 1)))

# cr_movedim_length_mismatch
attempt(lambda: torch.movedim(torch.ones(2, 3), (0, 1), (0,)))

# cr_size_dim_out_of_range
attempt(lambda: torch.ones(2, 3).size(5))

# cr_cumsum_dim_out_of_range
attempt(lambda: torch.cumsum(torch.ones(3), dim=1))

# cr_max_dim_empty
attempt(lambda: torch.ones(0).max(dim=0))

# cr_max_empty
attempt(lambda: torch.tensor([]).max())

# cr_argmax_empty
attempt(lambda: torch.argmax(torch.tensor([])))

# cr_bitwise_and_float
attempt(lambda: torch.ones(2) & torch.ones(2))

# cr_bitwise_or_method_float
attempt(lambda: torch.ones(2).bitwise_or(torch.ones(2)))

# cr_bitwise_not_float
attempt(lambda: ~torch.ones(2))

# cr_shift_left_float
attempt(lambda: torch.ones(2) << 1)

# cr_shift_right_float_function
attempt(lambda: torch.bitwise_right_shift(torch.ones(2), 1))

# cr_xor_float_int_mix
attempt(lambda: torch.tensor([1, 2]) ^ torch.tensor([1.0, 2.0]))

# cr_float_index_tensor
attempt(lambda: torch.arange(4)[torch.tensor([0.0, 1.0])])

# cr_index_select_float_index
attempt(lambda: torch.index_select(torch.arange(4), 0, torch.tensor([0.0])))

# cr_gather_int32_index
attempt(lambda: torch.gather(torch.ones(2, 2), 0, torch.tensor([[0]], dtype=torch.int32)))

# cr_scatter_float_index
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0.0]), torch.ones(1)))

# cr_mean_int
attempt(lambda: torch.arange(4).mean())

# cr_mean_int_dim
attempt(lambda: torch.mean(torch.arange(6).reshape(2, 3), dim=0))

# cr_std_int
attempt(lambda: torch.arange(4).std())

# cr_var_int_function
attempt(lambda: torch.var(torch.arange(4)))

# cr_quantile_int
attempt(lambda: torch.quantile(torch.arange(4), 0.5))

# cr_erf_inplace_int
attempt(lambda: torch.arange(3).erf_())

# cr_sqrt_inplace_int
attempt(lambda: torch.tensor([4, 9]).sqrt_())

# cr_linalg_inv_int
attempt(lambda: torch.linalg.inv(torch.eye(2, dtype=torch.int64)))

# cr_det_int
attempt(lambda: torch.det(torch.ones(2, 2, dtype=torch.int64)))

# cr_inv_not_square
attempt(lambda: torch.linalg.inv(torch.ones(2, 3)))

# cr_norm_int
attempt(lambda: torch.linalg.norm(torch.arange(3)))

# cr_bool_subtract
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))

# cr_bool_subtract_function
attempt(lambda: torch.sub(torch.tensor([True, False]), torch.tensor([True, True])))

# cr_bool_negate
attempt(lambda: -torch.tensor([True, False]))

# cr_bool_negate_method
attempt(lambda: torch.tensor([True]).neg())

# cr_int_add_float_inplace
attempt(lambda: torch.tensor([1, 2]).add_(1.5))

# cr_int_div_inplace
attempt(lambda: torch.tensor([4, 6]).div_(2))

# cr_int_mul_float_tensor_inplace
attempt(lambda: torch.tensor([1, 2]).mul_(torch.tensor([0.5, 0.5])))

# cr_bool_add_inplace
attempt(lambda: torch.tensor([True, False]).add_(torch.tensor([1, 1])))

# cr_pow_int_negative
attempt(lambda: torch.tensor([2, 3]) ** -1)

# cr_pow_int_negative_function
attempt(lambda: torch.pow(torch.tensor([2]), -2))

# cr_embedding_float_indices
attempt(lambda: F.embedding(torch.tensor([0.0, 1.0]), torch.ones(3, 2)))

# cr_embedding_out_of_range
attempt(lambda: F.embedding(torch.tensor([0, 3]), torch.ones(3, 2)))

# cr_embedding_negative_index
attempt(lambda: F.embedding(torch.tensor([-1]), torch.ones(3, 2)))

# cr_one_hot_out_of_range
attempt(lambda: F.one_hot(torch.tensor([0, 3]), num_classes=3))

# cr_one_hot_negative
attempt(lambda: F.one_hot(torch.tensor([-1, 0])))

# cr_one_hot_float
attempt(lambda: F.one_hot(torch.tensor([0.0, 1.0])))

# cr_where_condition_float
attempt(lambda: torch.where(torch.tensor([1.0, 0.0]), torch.ones(2), torch.zeros(2)))

# cr_masked_fill_tensor_value_not_0d
attempt(lambda: torch.ones(2).masked_fill(torch.tensor([True, False]), torch.tensor([1.0, 2.0])))

# cr_masked_select_int_mask
attempt(lambda: torch.masked_select(torch.ones(2), torch.tensor([1, 0])))

# cr_add_list_operand
attempt(lambda: torch.add(torch.ones(2), [1, 2]))

# cr_exp_list_input
attempt(lambda: torch.exp([1.0, 2.0]))

# cr_add_none_method
attempt(lambda: torch.ones(2).add(None))

# cr_layer_norm_unknown_keyword
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), epsilon=1e-5))

# cr_layer_norm_missing_shape
attempt(lambda: F.layer_norm(torch.ones(2, 3)))

# cr_dropout_too_many_positionals
attempt(lambda: F.dropout(torch.ones(2), 0.5, True, False, 1))

# cr_matmul_missing_other
attempt(lambda: torch.matmul(torch.ones(2)))

# cr_clamp_no_bounds
attempt(lambda: torch.clamp(torch.ones(2)))

# cr_tensor_from_str
attempt(lambda: torch.tensor('abc'))

# cr_tensor_ragged
attempt(lambda: torch.tensor([[1, 2], [3]]))

# cr_tensor_with_none
attempt(lambda: torch.tensor([1, None]))

# cr_gather_out_of_range
attempt(lambda: torch.gather(torch.ones(2, 3), 1, torch.tensor([[3]])))

# cr_gather_ndim_mismatch
attempt(lambda: torch.gather(torch.ones(2, 3), 1, torch.tensor([0])))

# cr_take_along_dim_out_of_range
attempt(lambda: torch.take_along_dim(torch.ones(2, 3), torch.tensor([[0, 5]]), dim=1))

# cr_index_select_out_of_range
attempt(lambda: torch.index_select(torch.ones(3), 0, torch.tensor([0, 3])))

# cr_index_select_2d_index
attempt(lambda: torch.ones(3).index_select(0, torch.tensor([[0]])))

# cr_scatter_out_of_range
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([5]), torch.ones(1)))

# cr_scatter_add_src_smaller
attempt(lambda: torch.zeros(3).scatter_add(0, torch.tensor([0, 1, 2]), torch.ones(2)))

# cr_index_add_source_size
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0, 1]), torch.ones(3)))

# cr_cross_entropy_target_out_of_range
attempt(lambda: F.cross_entropy(torch.zeros(2, 3), torch.tensor([0, 3])))

# cr_cross_entropy_batch_mismatch
attempt(lambda: F.cross_entropy(torch.zeros(2, 3), torch.tensor([0, 1, 2])))

# cr_index_out_of_range_int
attempt(lambda: torch.arange(3)[3])

# cr_index_too_many
attempt(lambda: torch.arange(3)[0, 0])

# cr_index_list_out_of_range
attempt(lambda: torch.arange(3)[[0, 4]])

# cr_bool_mask_shape_mismatch
attempt(lambda: torch.arange(3)[torch.tensor([True, False])])

# cr_view_non_contiguous
attempt(lambda: torch.ones(2, 3).t().view(6))

# cr_view_bad_shape
attempt(lambda: torch.ones(6).view(4, 2))

# cr_reshape_impossible
attempt(lambda: torch.arange(6).reshape(4, -1))

# cr_reshape_two_inferred
attempt(lambda: torch.arange(6).reshape(-1, -1))

# cr_reshape_function_form
attempt(lambda: torch.reshape(torch.arange(6), (5,)))

# cr_expand_non_singleton
attempt(lambda: torch.ones(2, 3).expand(4, 3))

# cr_expand_fewer_dims
attempt(lambda: torch.ones(2, 3).expand(3))

# cr_expand_negative_new_dim
attempt(lambda: torch.ones(3).expand(-1, 3))

# cr_repeat_fewer_dims
attempt(lambda: torch.ones(2, 3).repeat(2))

# cr_split_sizes_sum
attempt(lambda: torch.arange(5).split([2, 2]))

# cr_split_function_sizes_sum
attempt(lambda: torch.split(torch.arange(5), [3, 3]))

# cr_chunk_zero
attempt(lambda: torch.arange(5).chunk(0))

# cr_unflatten_bad_sizes
attempt(lambda: torch.arange(6).unflatten(0, (4, 2)))

# cr_topk_k_too_large
attempt(lambda: torch.arange(3.0).topk(4))

# cr_topk_function_k_too_large
attempt(lambda: torch.topk(torch.ones(2, 3), 4, dim=1))

# cr_kthvalue_k_too_large
attempt(lambda: torch.kthvalue(torch.arange(3.0), 4))

# cr_sort_dim_out_of_range
attempt(lambda: torch.sort(torch.ones(3), dim=1))

# cr_searchsorted_bad_side
attempt(lambda: torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([2]), side='middle'))

# cr_searchsorted_dim_mismatch
attempt(lambda: torch.searchsorted(torch.ones(2, 3), torch.ones(3, 1)))

# cr_bucketize_2d_boundaries
attempt(lambda: torch.bucketize(torch.tensor([1]), torch.ones(2, 2)))

# cr_multinomial_negative
attempt(lambda: torch.multinomial(torch.tensor([0.5, -0.1]), 1))

# cr_multinomial_zero_sum
attempt(lambda: torch.multinomial(torch.zeros(3), 1))

# cr_multinomial_too_many_without_replacement
attempt(lambda: torch.multinomial(torch.tensor([0.5, 0.5]), 3))

# cr_multinomial_int_input
attempt(lambda: torch.multinomial(torch.tensor([1, 2]), 1))

# cr_dropout_p_too_large
attempt(lambda: F.dropout(torch.ones(2), p=1.5))

# cr_dropout_p_negative
attempt(lambda: torch.dropout(torch.ones(2), -0.1, True))

# cr_conv2d_channel_mismatch
attempt(lambda: F.conv2d(torch.ones(1, 3, 5, 5), torch.ones(4, 2, 3, 3)))

# cr_conv1d_kernel_too_large
attempt(lambda: F.conv1d(torch.ones(1, 1, 3), torch.ones(1, 1, 5)))

# cr_conv1d_groups_not_divisible
attempt(lambda: F.conv1d(torch.ones(1, 3, 5), torch.ones(2, 1, 3), groups=2))

# cr_max_pool2d_kernel_too_large
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))

# cr_avg_pool1d_padding_too_large
attempt(lambda: F.avg_pool1d(torch.ones(1, 1, 4), 2, padding=2))

# cr_pad_reflect_too_large
attempt(lambda: F.pad(torch.ones(1, 1, 3), (3, 3), mode='reflect'))

# cr_pad_odd_length
attempt(lambda: F.pad(torch.ones(2, 3), (1, 1, 1)))

# cr_arange_zero_step_float
attempt(lambda: torch.arange(0.0, 1.0, 0.0))

# cr_arange_wrong_direction_negative_step
attempt(lambda: torch.arange(0, 5, -1))

# cr_linspace_negative_steps
attempt(lambda: torch.linspace(0, 1, -1))

# cr_item_many_elements
attempt(lambda: torch.ones(2).item())

# cr_bool_many_elements
attempt(lambda: bool(torch.tensor([True, False])))

# cr_float_many_elements
attempt(lambda: float(torch.ones(3)))

# cr_int_many_elements
attempt(lambda: int(torch.tensor([1, 2])))

# cr_layer_norm_shape_mismatch
attempt(lambda: F.layer_norm(torch.ones(2, 3), (4,)))

# cr_layer_norm_weight_size
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), weight=torch.ones(4)))

# cr_batch_norm_running_size
attempt(lambda: F.batch_norm(torch.ones(2, 3), torch.zeros(4), torch.ones(4)))

# cr_gelu_bad_approximate
attempt(lambda: F.gelu(torch.ones(2), approximate='fast'))

# cr_cross_entropy_bad_reduction
attempt(lambda: F.cross_entropy(torch.zeros(2, 3), torch.tensor([0, 1]), reduction='avg'))

# cr_mse_loss_int
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 3])))

# cr_sdpa_dtype_mismatch
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 4), torch.ones(1, 2, 4, dtype=torch.float64), torch.ones(1, 2, 4)))

# cr_sdpa_mask_and_causal
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 4), torch.ones(1, 2, 4), torch.ones(1, 2, 4), attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# cr_unique_dim_out_of_range
attempt(lambda: torch.unique(torch.tensor([1, 2, 2]), dim=1))

# cr_tril_1d
attempt(lambda: torch.tril(torch.ones(3)))

# cr_trace_1d
attempt(lambda: torch.trace(torch.ones(3)))

# cr_outer_2d
attempt(lambda: torch.outer(torch.ones(2, 2), torch.ones(2)))

# cr_cross_size_3
attempt(lambda: torch.linalg.cross(torch.ones(2), torch.ones(2)))

# cr_roll_shifts_dims_length
attempt(lambda: torch.roll(torch.ones(2, 3), (1, 1), dims=(0,)))

# cr_narrow_out_of_range
attempt(lambda: torch.arange(5).narrow(0, 3, 4))

# cr_select_out_of_range
attempt(lambda: torch.ones(2, 3).select(1, 3))

# cr_clamp_min_tensor_shape
attempt(lambda: torch.clamp(torch.ones(3), min=torch.zeros(2)))

# cr_bincount_negative
attempt(lambda: torch.bincount(torch.tensor([1, -1])))

# cr_bincount_float
attempt(lambda: torch.bincount(torch.tensor([1.0, 2.0])))

# cr_randint_low_high
attempt(lambda: torch.randint(5, 2, (3,)))

# cr_eye_negative
attempt(lambda: torch.eye(-1))

# cr_zeros_negative_size
attempt(lambda: torch.zeros(2, -1))

# cr_mm_extra_positional
attempt(lambda: torch.mm(torch.ones(2, 2), torch.ones(2, 2), torch.ones(2, 2)))

# cr_gelu_unknown_keyword
attempt(lambda: F.gelu(torch.ones(2), approx='tanh'))

# cr_linear_weight_list
attempt(lambda: F.linear(torch.ones(2, 2), [[1.0, 0.0], [0.0, 1.0]]))

# cr_embedding_weight_1d
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3)))

# cr_one_hot_num_classes_small
attempt(lambda: F.one_hot(torch.tensor([0, 2]), 2))

# cr_cross_entropy_label_smoothing_range
attempt(lambda: F.cross_entropy(torch.zeros(2, 3), torch.tensor([0, 1]), label_smoothing=1.5))

# cr_cross_entropy_weight_size
attempt(lambda: F.cross_entropy(torch.zeros(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))

# cr_nll_loss_3d_target_shape
attempt(lambda: F.nll_loss(torch.zeros(2, 3, 4), torch.tensor([[0, 1, 2, 0]])))

# cr_binary_cross_entropy_size
attempt(lambda: F.binary_cross_entropy(torch.full((2,), 0.5), torch.ones(3)))

# cr_binary_cross_entropy_out_of_range
attempt(lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.ones(1)))

# cr_bce_with_logits_size
attempt(lambda: F.binary_cross_entropy_with_logits(torch.ones(2), torch.ones(3)))

# cr_kl_div_bad_reduction
attempt(lambda: F.kl_div(torch.ones(2), torch.ones(2), reduction='none2'))

# cr_group_norm_not_divisible
attempt(lambda: F.group_norm(torch.ones(1, 6, 2), 4))

# cr_batch_norm_weight_size
attempt(lambda: F.batch_norm(torch.ones(2, 3), torch.zeros(3), torch.ones(3), weight=torch.ones(2)))

# cr_conv2d_3d_weight_input_2d
attempt(lambda: F.conv2d(torch.ones(4, 4), torch.ones(1, 1, 3, 3)))

# cr_conv1d_stride_zero
attempt(lambda: F.conv1d(torch.ones(1, 1, 5), torch.ones(1, 1, 3), stride=0))

# cr_conv_transpose1d_channels
attempt(lambda: F.conv_transpose1d(torch.ones(1, 2, 5), torch.ones(3, 1, 3)))

# cr_max_pool1d_stride_zero
attempt(lambda: F.max_pool1d(torch.ones(1, 1, 4), 2, stride=0))

# cr_avg_pool2d_1d_input
attempt(lambda: F.avg_pool2d(torch.ones(4), 2))

# cr_interpolate_no_size
attempt(lambda: F.interpolate(torch.ones(1, 1, 4)))

# cr_pad_circular_too_large
attempt(lambda: F.pad(torch.ones(1, 1, 3), (4, 0), mode='circular'))

# cr_unfold_kernel_too_large
attempt(lambda: torch.arange(4).unfold(0, 5, 1))

# cr_unfold_step_zero
attempt(lambda: torch.arange(4).unfold(0, 2, 0))

# cr_tensor_split_zero
attempt(lambda: torch.tensor_split(torch.arange(4), 0))

# cr_split_size_zero
attempt(lambda: torch.arange(4).split(0))

# cr_repeat_interleave_negative
attempt(lambda: torch.arange(3).repeat_interleave(-1))

# cr_tile_float_reps
attempt(lambda: torch.arange(3).tile(1.5))

# cr_broadcast_to_smaller
attempt(lambda: torch.broadcast_to(torch.ones(2, 3), (3,)))

# cr_broadcast_tensors_mismatch
attempt(lambda: torch.broadcast_tensors(torch.ones(2), torch.ones(3)))

# cr_broadcast_shapes_mismatch
attempt(lambda: torch.broadcast_shapes((2, 3), (4,)))

# cr_flatten_start_after_end
attempt(lambda: torch.ones(2, 3, 4).flatten(2, 1))

# cr_diagonal_same_dims
attempt(lambda: torch.ones(2, 2).diagonal(dim1=0, dim2=0))

# cr_triu_indices_negative
attempt(lambda: torch.triu_indices(-1, 3))

# cr_view_dtype_size
attempt(lambda: torch.ones(3, dtype=torch.int8).view(torch.int32))

# cr_view_as_mismatch
attempt(lambda: torch.ones(6).view_as(torch.ones(4)))

# cr_expand_as_mismatch
attempt(lambda: torch.ones(3).expand_as(torch.ones(2, 4)))

# cr_reshape_as_mismatch
attempt(lambda: torch.ones(6).reshape_as(torch.ones(5)))

# cr_index_put_shape_mismatch
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0, 1]),), torch.ones(3)))

# cr_index_fill_out_of_range
attempt(lambda: torch.zeros(3).index_fill_(0, torch.tensor([3]), 1.0))

# cr_index_copy_dtype
attempt(lambda: torch.zeros(3).index_copy(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# cr_scatter_src_dtype
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# cr_gather_index_larger
attempt(lambda: torch.gather(torch.ones(2, 2), 1, torch.tensor([[0], [0], [0]])))

# cr_take_out_of_range
attempt(lambda: torch.take(torch.ones(2, 2), torch.tensor([4])))

# cr_index_fill_float_index
attempt(lambda: torch.zeros(3).index_fill(0, torch.tensor([0.0]), 1.0))

# cr_masked_scatter_source_small
attempt(lambda: torch.zeros(3).masked_scatter(torch.tensor([True, True, True]), torch.ones(2)))

# cr_nonzero_as_tuple_str
attempt(lambda: torch.nonzero(torch.ones(2), as_tuple='yes'))

# cr_argsort_dim_out_of_range
attempt(lambda: torch.argsort(torch.ones(2, 2), dim=2))

# cr_unique_consecutive_dim
attempt(lambda: torch.unique_consecutive(torch.ones(2), dim=1))

# cr_var_mean_int
attempt(lambda: torch.var_mean(torch.arange(3)))

# cr_median_dim_out_of_range
attempt(lambda: torch.median(torch.ones(3), dim=1))

# cr_quantile_q_out_of_range
attempt(lambda: torch.quantile(torch.ones(3), 1.5))

# cr_quantile_bad_interpolation
attempt(lambda: torch.quantile(torch.ones(3), 0.5, interpolation='mean'))

# cr_linalg_solve_shape
attempt(lambda: torch.linalg.solve(torch.eye(2), torch.ones(3)))

# cr_tensordot_dims_mismatch
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(4, 5), dims=1))

# cr_vdot_2d
attempt(lambda: torch.vdot(torch.ones(2, 2), torch.ones(2, 2)))

# cr_inner_mismatch
attempt(lambda: torch.inner(torch.ones(3), torch.ones(2)))

# cr_cdist_feature_mismatch
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 4)))

# cr_cosine_similarity_mismatch
attempt(lambda: F.cosine_similarity(torch.ones(2, 3), torch.ones(2, 4)))

# cr_logical_not_method_arg
attempt(lambda: torch.ones(2).logical_not(1))

# cr_fmod_int_zero
attempt(lambda: torch.fmod(torch.tensor([1]), 0))

# cr_remainder_int_zero
attempt(lambda: torch.tensor([1]) % 0)

# cr_lerp_weight_dtype
attempt(lambda: torch.lerp(torch.ones(2), torch.zeros(2), torch.tensor([0.5], dtype=torch.float64)))

# cr_copy_shape_mismatch
attempt(lambda: torch.zeros(3).copy_(torch.ones(2)))

# cr_fill_non_0d_tensor
attempt(lambda: torch.zeros(3).fill_(torch.ones(2)))

# cr_randn_negative
attempt(lambda: torch.randn(-2))

# cr_randperm_negative
attempt(lambda: torch.randperm(-1))

# cr_normal_negative_std
attempt(lambda: torch.normal(0.0, -1.0, (2,)))

# cr_tensor_mixed_list_str
attempt(lambda: torch.tensor([1, 'a']))

# cr_full_uint8_overflow
attempt(lambda: torch.full((2,), 300, dtype=torch.uint8))

# cr_tensor_overflow_int8
attempt(lambda: torch.tensor([300], dtype=torch.int8))

# cr_fill_int_overflow
attempt(lambda: torch.zeros(2, dtype=torch.int8).fill_(1000))

# cr_arange_nan
attempt(lambda: torch.arange(0, float('nan')))

# cr_arange_inf
attempt(lambda: torch.arange(0, float('inf')))

# cr_logspace_negative_steps
attempt(lambda: torch.logspace(0, 1, -2))

# cr_meshgrid_bad_indexing
attempt(lambda: torch.meshgrid(torch.ones(2), torch.ones(3), indexing='xyz'))

# cr_item_empty
attempt(lambda: torch.tensor([]).item())

# cr_tolist_arg
attempt(lambda: torch.ones(2).tolist(1))

# cr_dim_method_arg
attempt(lambda: torch.ones(2).dim(0))

# cr_avg_pool2d_2d_input
attempt(lambda: F.avg_pool2d(torch.ones(4, 4), 2))

# cr_topk_largest_int
attempt(lambda: torch.topk(torch.ones(3), 2, largest=0))

# cr_nonzero_as_tuple_int
attempt(lambda: torch.nonzero(torch.ones(2), as_tuple=1))

# cr_nansum_keepdim_int
attempt(lambda: torch.ones(2, 2).nansum(0, keepdim=1))

# cr_allclose_equal_nan_int
attempt(lambda: torch.allclose(torch.ones(2), torch.ones(2), equal_nan=1))

# cr_isclose_equal_nan_int
attempt(lambda: torch.isclose(torch.ones(2), torch.ones(2), equal_nan=1))

# cr_unique_consecutive_return_counts_int
attempt(lambda: torch.unique_consecutive(torch.ones(2), return_counts=1))

# cr_aminmax_keepdim_int
attempt(lambda: torch.ones(2, 2).aminmax(dim=0, keepdim=1))

# cr_nanmean_keepdim_int
attempt(lambda: torch.ones(2, 2).nanmean(0, keepdim=1))

# cr_topk_sorted_int
attempt(lambda: torch.topk(torch.ones(3), 2, sorted=1))

# cr_amax_keepdim_int
attempt(lambda: torch.ones(2, 2).amax(0, keepdim=1))

# cr_argmax_keepdim_int
attempt(lambda: torch.ones(2, 2).argmax(0, keepdim=1))

# cr_new_zeros_requires_grad_int
attempt(lambda: torch.ones(2).new_zeros(2, requires_grad=1))

# cr_cdist_negative_p
attempt(lambda: torch.cdist(torch.ones(2, 2), torch.ones(2, 2), p=-1.0))

# cr_linspace_float_steps
attempt(lambda: torch.linspace(0, 1, 2.5))

# cr_arange_bool_dtype
attempt(lambda: torch.arange(0, 5, 1, dtype=torch.bool))

# cr_randn_int64_dtype
attempt(lambda: torch.randn(2, dtype=torch.int64))

# cr_rand_int32_dtype
attempt(lambda: torch.rand(2, dtype=torch.int32))

# cr_uniform_from_above_to
attempt(lambda: torch.empty(2, 3).uniform_(1, 0))

# cr_normal_inplace_int
attempt(lambda: torch.empty(2, dtype=torch.int64).normal_())

# cr_tensor_dtype_str
attempt(lambda: torch.tensor([1, 2], dtype='int64'))

# cr_to_bad_device_string
attempt(lambda: torch.ones(2).to('cuda:x'))

# cr_add_inplace_broadcast_grows
attempt(lambda: torch.as_tensor([1, 2], dtype=torch.float32).add_(torch.ones(3)))

# cr_view_of_transpose
attempt(lambda: torch.zeros(2, 3).T.view(-1))

# cr_add_inplace_on_expanded
attempt(lambda: torch.zeros(3).expand(2, 3).add_(1))

# cr_is_contiguous_memory_format_int
attempt(lambda: torch.zeros(2, 3).T.is_contiguous(memory_format=1))

# cr_masked_fill_inplace_str_value
attempt(lambda: torch.ones(2, 3).masked_fill_(torch.ones(2, 3, dtype=torch.bool), 'a'))

# cr_linalg_inv_list_input
attempt(lambda: torch.linalg.inv([[1.0]]))

# cr_linalg_det_str_input
attempt(lambda: torch.linalg.det('a'))

# cr_linalg_eigh_uplo_int
attempt(lambda: torch.linalg.eigh(torch.eye(2), UPLO=1))

# cr_linalg_inv_unknown_keyword
attempt(lambda: torch.linalg.inv(torch.eye(2), foo=1))

# cr_linalg_det_missing_input
attempt(lambda: torch.linalg.det())
