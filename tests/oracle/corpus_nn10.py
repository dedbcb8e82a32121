# Twin of tests/golden/corpus_nn10.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch2  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def cuda_names(message):
    """PyTorch 2's words where 1.13's differ: one_hot's check names
    LongTensor."""
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, cuda_names)


torch2.install()

# cr_conv1d_stride3_pad2
x = torch.arange(10.).reshape(1, 1, 10)
w = torch.tensor([[[1., 0., -1.]]])
show(F.conv1d(x, w, stride=3, padding=2))


# cr_conv1d_dilation3_nobias
x = torch.arange(12.).reshape(1, 2, 6)
w = torch.ones(1, 2, 2)
show(F.conv1d(x, w, None, 1, 0, 3))


# cr_conv1d_same_even_kernel
x = torch.arange(6.).reshape(1, 1, 6)
w = torch.tensor([[[1., 2., 3., 4.]]])
show(F.conv1d(x, w, padding='same'))


# cr_conv1d_valid_string
x = torch.arange(8.).reshape(1, 2, 4)
w = torch.ones(3, 2, 3)
show(F.conv1d(x, w, torch.tensor([0., 1., -1.]), padding='valid'))


# cr_conv1d_groups_4_depthwise_mult
x = torch.arange(16.).reshape(1, 4, 4)
w = torch.arange(8.).reshape(8, 1, 1)
show(F.conv1d(x, w, groups=4))


# cr_conv1d_unbatched_stride
x = torch.tensor([[1., 2., 3., 4., 5.]])
w = torch.tensor([[[1., 1.]], [[1., -1.]]])
show(F.conv1d(x, w, stride=2))


# cr_conv1d_padding_tuple
x = torch.ones(1, 1, 3)
show(F.conv1d(x, torch.ones(1, 1, 2), padding=(1,)))


# cr_conv1d_f64
x = torch.tensor([[[0.5, -1.5, 2.25, 3.0]]], dtype=torch.float64)
w = torch.tensor([[[0.1, 0.2]]], dtype=torch.float64)
show(F.conv1d(x, w, torch.tensor([0.3], dtype=torch.float64)))


# cr_conv1d_weight_ndim_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 2)))


# cr_conv1d_negative_pad_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2), padding=-1))


# cr_conv1d_zero_stride_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2), stride=0))


# cr_conv1d_bad_padding_string_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2), padding='full'))


# cr_conv2d_stride_padding_dilation_tuples
x = torch.arange(49.).reshape(1, 1, 7, 7)
w = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, w, stride=(2, 3), padding=(1, 0), dilation=(1, 2)))


# cr_conv2d_same_dilation
x = torch.arange(25.).reshape(1, 1, 5, 5)
w = torch.tensor([[[[0., 1.], [1., 0.]]]])
show(F.conv2d(x, w, padding='same', dilation=2))


# cr_conv2d_same_even_kernel_asym
x = torch.arange(16.).reshape(1, 1, 4, 4)
w = torch.ones(1, 1, 2, 4)
show(F.conv2d(x, w, padding='same'))


# cr_conv2d_groups2_bias_none
x = torch.arange(32.).reshape(1, 4, 2, 4)
w = torch.ones(2, 2, 1, 2)
show(F.conv2d(x, w, None, groups=2))


# cr_conv2d_unbatched_groups
x = torch.arange(18.).reshape(2, 3, 3)
w = torch.tensor([[[[1., 0.], [0., 1.]]], [[[0., 1.], [1., 0.]]]])
show(F.conv2d(x, w, groups=2))


# cr_conv2d_f16_shape
x = torch.ones(1, 2, 4, 4, dtype=torch.float16)
show(F.conv2d(x.float(), torch.ones(3, 2, 3, 3), stride=2).to(torch.float16))


# cr_conv2d_batch_two_stride_valid
x = torch.arange(2 * 1 * 5 * 5.).reshape(2, 1, 5, 5)
show(F.conv2d(x, torch.ones(1, 1, 3, 3) / 9, stride=2, padding='valid'))


# cr_conv2d_in_channels_err
attempt(lambda: F.conv2d(torch.ones(1, 3, 4, 4), torch.ones(2, 2, 3, 3)))


# cr_conv2d_kernel_too_big_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 3, 3)))


# cr_conv2d_same_groups
x = torch.arange(18.).reshape(1, 2, 3, 3)
w = torch.ones(2, 1, 3, 3)
show(F.conv2d(x, w, torch.tensor([1., -1.]), padding='same', groups=2))


# cr_conv2d_input_3d_wrong_channels_err
attempt(lambda: F.conv2d(torch.ones(3, 4, 4), torch.ones(1, 2, 2, 2)))


# cr_max_pool2d_ceil_mode_only
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.max_pool2d(x, 2, ceil_mode=True))


# cr_max_pool2d_ceil_stride3
x = torch.arange(36.).reshape(1, 1, 6, 6)
show(F.max_pool2d(x, 2, stride=3, ceil_mode=True))


# cr_max_pool2d_return_indices_ceil
x = torch.tensor([[[[1., 5., 2.], [7., 0., 3.], [4., 8., 6.]]]])
show(F.max_pool2d(x, 2, ceil_mode=True, return_indices=True))


# cr_max_pool2d_dilation2
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.max_pool2d(x, 2, stride=1, dilation=2))


# cr_max_pool2d_dilation_indices
x = torch.tensor([[[[3., 1., 4., 1.], [5., 9., 2., 6.], [5., 3., 5., 8.], [9., 7., 9., 3.]]]])
out, idx = F.max_pool2d(x, 2, stride=2, dilation=2, return_indices=True)
show(out, idx)


# cr_max_pool2d_unbatched_indices
x = torch.tensor([[[1., 2.], [3., 4.]], [[8., 7.], [6., 5.]]])
show(F.max_pool2d(x, 2, return_indices=True))


# cr_max_pool2d_padding_neg_inf
x = -torch.ones(1, 1, 2, 2)
show(F.max_pool2d(x, 2, stride=1, padding=1))


# cr_max_pool2d_ties_first
x = torch.ones(1, 1, 2, 4)
show(F.max_pool2d(x, 2, return_indices=True)[1])


# cr_max_pool2d_f64
x = torch.tensor([[[[0.1, 0.2], [0.3, -0.4]]]], dtype=torch.float64)
show(F.max_pool2d(x, 1, stride=1, padding=0))


# cr_max_pool2d_rect_kernel_stride
x = torch.arange(24.).reshape(1, 1, 4, 6)
show(F.max_pool2d(x, (2, 3), stride=(1, 2)))


# cr_max_pool2d_nan
x = torch.tensor([[[[1., float('nan')], [3., 2.]]]])
show(F.max_pool2d(x, 2, return_indices=True))


# cr_max_pool2d_zero_stride_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, stride=0))


# cr_max_pool2d_dilation_zero_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, dilation=0))


# cr_max_pool2d_output_empty_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 3, 3), 2, dilation=3))


# cr_max_pool2d_1d_input_err
attempt(lambda: F.max_pool2d(torch.ones(4, 4)[0], 2))


# cr_pad_reflect_negative_mixed
x = torch.arange(6.).reshape(1, 1, 6)
show(F.pad(x, (2, -1), mode='reflect'))


# cr_pad_replicate_1d_unbatched
x = torch.tensor([[1., 2., 3.]])
show(F.pad(x, (2, 1), mode='replicate'))


# cr_pad_replicate_negative
x = torch.arange(12.).reshape(1, 3, 4)
show(F.pad(x, (-1, 2), mode='replicate'))


# cr_pad_circular_2d
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.pad(x, (1, 1, 1, 0), mode='circular'))


# cr_pad_circular_negative
x = torch.arange(5.).reshape(1, 1, 5)
show(F.pad(x, (-1, 2), mode='circular'))


# cr_pad_circular_too_big_err
attempt(lambda: F.pad(torch.arange(3.).reshape(1, 1, 3), (4, 0), mode='circular'))


# cr_pad_constant_negative_both
x = torch.arange(16.).reshape(4, 4)
show(F.pad(x, (-1, -1, 1, -2)))


# cr_pad_constant_neg_value_int
x = torch.tensor([[1, 2], [3, 4]])
show(F.pad(x, (1, 0, 0, 1), value=-7))


# cr_pad_reflect_2d_batched_asym
x = torch.arange(12.).reshape(1, 1, 3, 4)
show(F.pad(x, (0, 2, 1, 0), mode='reflect'))


# cr_pad_replicate_2d_unbatched
x = torch.arange(4.).reshape(1, 2, 2)
show(F.pad(x, (1, 1, 1, 1), mode='replicate'))


# cr_pad_constant_bool
x = torch.tensor([True, False])
show(F.pad(x, (1, 1), value=True))


# cr_pad_reflect_f64
x = torch.tensor([[[0.5, 1.5, 2.5]]], dtype=torch.float64)
show(F.pad(x, (2, 2), mode='reflect'))


# cr_pad_zero_pads_reflect
x = torch.arange(4.).reshape(1, 1, 4)
show(F.pad(x, (0, 0), mode='reflect'))


# cr_pad_negative_to_empty
x = torch.arange(4.)
show(F.pad(x, (-2, -2)))


# cr_ce_ignore_index_all_but_one
x = torch.tensor([[1., 2., 3.], [0., 0., 5.], [2., 1., 0.]])
t = torch.tensor([2, -100, -100])
show(F.cross_entropy(x, t))


# cr_ce_ignore_custom_weight_sum
x = torch.tensor([[1., 2., 3.], [0., 0., 5.], [2., 1., 0.]])
t = torch.tensor([2, 1, 0])
show(F.cross_entropy(x, t, weight=torch.tensor([1., 2., 3.]), ignore_index=1, reduction='sum'))


# cr_ce_smoothing_none_reduction
x = torch.tensor([[2., 0., -1.], [0.5, 0.5, 0.5]])
t = torch.tensor([0, 2])
show(F.cross_entropy(x, t, label_smoothing=0.2, reduction='none'))


# cr_ce_smoothing_ignore_none
x = torch.tensor([[2., 0., -1.], [0.5, 0.5, 0.5]])
t = torch.tensor([0, -100])
show(F.cross_entropy(x, t, label_smoothing=0.1, reduction='none'))


# cr_ce_smoothing_weight_sum
x = torch.tensor([[2., 0., -1.], [1., 3., 0.5]])
t = torch.tensor([0, 1])
show(F.cross_entropy(x, t, weight=torch.tensor([0.5, 1., 2.]), label_smoothing=0.3, reduction='sum'))


# cr_ce_probs_smoothing_weight_mean
x = torch.tensor([[2., 0., -1.], [1., 3., 0.5]])
p = torch.tensor([[0.7, 0.2, 0.1], [0., 1., 0.]])
show(F.cross_entropy(x, p, weight=torch.tensor([1., 2., 0.5]), label_smoothing=0.1))


# cr_ce_probs_3d_spatial
x = torch.arange(12.).reshape(1, 3, 4) / 4
p = torch.softmax(torch.arange(12.).reshape(1, 3, 4).flip(1), 1)
show(F.cross_entropy(x, p, reduction='none'))


# cr_ce_1d_input_weight
x = torch.tensor([0.5, 1.5, -0.5])
show(F.cross_entropy(x, torch.tensor(1), weight=torch.tensor([1., 3., 1.])))


# cr_ce_1d_input_ignored
x = torch.tensor([0.5, 1.5, -0.5])
show(F.cross_entropy(x, torch.tensor(1), ignore_index=1))


# cr_ce_1d_probs_none
x = torch.tensor([0.5, 1.5, -0.5])
show(F.cross_entropy(x, torch.tensor([0.2, 0.3, 0.5]), reduction='none'))


# cr_ce_target_oob_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))


# cr_ce_weight_size_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))


# cr_ce_f64_smoothing
x = torch.tensor([[0.1, 0.2, 0.7]], dtype=torch.float64)
show(F.cross_entropy(x, torch.tensor([2]), label_smoothing=0.05))


# cr_ce_spatial_ignore_weight_mean
x = torch.arange(16.).reshape(1, 2, 2, 4) / 8
t = torch.tensor([[[0, 1, -100, 1], [1, 1, 0, -100]]])
show(F.cross_entropy(x, t, weight=torch.tensor([2., 1.])))


# cr_layer_norm_two_dims_affine
x = torch.arange(12.).reshape(2, 2, 3)
w = torch.arange(6.).reshape(2, 3) / 6
b = torch.ones(2, 3)
show(F.layer_norm(x, (2, 3), w, b))


# cr_layer_norm_eps_big
x = torch.tensor([[1., 2., 3.]])
show(F.layer_norm(x, (3,), eps=1.0))


# cr_layer_norm_three_dims
x = torch.arange(24.).reshape(2, 3, 4) ** 1.5
show(F.layer_norm(x, x.shape))


# cr_layer_norm_f16
x = torch.tensor([[1., 2., 3., 4.]], dtype=torch.float16)
show(F.layer_norm(x.float(), (4,)).half())


# cr_layer_norm_weight_shape_err
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), torch.ones(2)))


# cr_rms_norm_two_dims_weight
x = torch.arange(1., 13.).reshape(2, 2, 3)
show(F.rms_norm(x, (2, 3), torch.full((2, 3), 2.)))


# cr_rms_norm_eps_large
x = torch.tensor([[0., 0., 0.], [1., 1., 1.]])
show(F.rms_norm(x, [3], eps=1.0))


# cr_rms_norm_f64
x = torch.tensor([[3., 4.]], dtype=torch.float64)
show(F.rms_norm(x, (2,)))


# cr_rms_norm_bf16
x = torch.tensor([[1., 2., 3., 4.]], dtype=torch.bfloat16)
show(F.rms_norm(x, (4,)))


# cr_sdpa_3d_bool_mask
q = torch.tensor([[[1., 0.], [0., 1.], [1., 1.]]])
k = torch.tensor([[[1., 0.], [0., 1.]]])
v = torch.tensor([[[1., 2.], [3., 4.]]])
m = torch.tensor([[True, False], [True, True], [False, True]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))


# cr_sdpa_float_mask_neg_inf
q = torch.ones(1, 2, 2)
k = torch.tensor([[[1., 0.], [0., 2.], [1., 1.]]])
v = torch.arange(6.).reshape(1, 3, 2)
m = torch.tensor([[0., float('-inf'), 0.], [0., 0., -1.]])
show(F.scaled_dot_product_attention(q, k, v, m))


# cr_sdpa_is_causal_scale
q = torch.arange(6.).reshape(1, 3, 2) / 3
show(F.scaled_dot_product_attention(q, q, q, is_causal=True, scale=2.0))


# cr_sdpa_scale_zero_uniform
q = torch.arange(6.).reshape(1, 3, 2)
v = torch.tensor([[[3., 0.], [0., 3.], [3., 3.]]])
show(F.scaled_dot_product_attention(q, q, v, scale=0.0))


# cr_sdpa_4d_float_mask_bcast
q = torch.arange(16.).reshape(1, 2, 4, 2) / 8
m = torch.tensor([0., 0., -2., -2.])
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m))


# cr_sdpa_causal_longer_kv
q = torch.ones(1, 2, 2)
k = torch.ones(1, 3, 2)
v = torch.arange(6.).reshape(1, 3, 2)
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))


# cr_sdpa_f64_scale
q = torch.tensor([[[0.25, 0.5], [1.0, -1.0]]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, q, scale=0.5))


# cr_sdpa_2d_inputs
q = torch.tensor([[1., 0.], [0., 1.]])
show(F.scaled_dot_product_attention(q, q, torch.tensor([[1., 2.], [3., 4.]])))


# cr_einsum_ellipsis_both_sides_bcast
a = torch.arange(6.).reshape(2, 1, 3)
b = torch.arange(12.).reshape(4, 3)
show(torch.einsum('...j,kj->...k', a, b))


# cr_einsum_ellipsis_middle
a = torch.arange(24.).reshape(2, 3, 4)
show(torch.einsum('i...k->ki...', a).shape, torch.einsum('i...k->k', a))


# cr_einsum_diag_3_repeat
a = torch.arange(27.).reshape(3, 3, 3)
show(torch.einsum('iii->i', a))


# cr_einsum_trace_batched
a = torch.arange(18.).reshape(2, 3, 3)
show(torch.einsum('bii->b', a), torch.einsum('bii', a))


# cr_einsum_bcast_size1
a = torch.ones(1, 3)
b = torch.arange(6.).reshape(2, 3)
show(torch.einsum('ij,ij->i', a, b))


# cr_einsum_ellipsis_bcast_two
a = torch.arange(6.).reshape(2, 1, 3)
b = torch.arange(12.).reshape(4, 3)
show(torch.einsum('...i,...i->...', a, b))


# cr_einsum_repeated_in_two_operands
a = torch.arange(4.).reshape(2, 2)
b = torch.tensor([1., 10.])
show(torch.einsum('ii,i->i', a, b))


# cr_einsum_scalar_operand
show(torch.einsum('ij,->ij', torch.ones(2, 2), torch.tensor(3.)))


# cr_einsum_bad_char_err
attempt(lambda: torch.einsum('i1->i', torch.ones(2)))


# cr_einsum_ellipsis_in_output_only_err
attempt(lambda: torch.einsum('ij->...ij', torch.ones(2, 2)))


# cr_einsum_diag_size_mismatch_err
attempt(lambda: torch.einsum('ii->i', torch.ones(2, 3)))


# cr_einsum_f16
a = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float16)
show(torch.einsum('ij,jk->ik', a.float(), a.float()).half())


# cr_scatter_reduce_sum_noself
x = torch.tensor([10., 20., 30., 40.])
i = torch.tensor([0, 0, 2, 2, 2])
s = torch.tensor([1., 2., 3., 4., 5.])
show(x.scatter_reduce(0, i, s, 'sum', include_self=False))


# cr_scatter_reduce_prod_noself
x = torch.tensor([10., 20., 30., 40.])
i = torch.tensor([0, 0, 2, 2, 2])
s = torch.tensor([1., 2., 3., 4., 5.])
show(x.scatter_reduce(0, i, s, 'prod', include_self=False))


# cr_scatter_reduce_mean_noself
x = torch.tensor([10., 20., 30., 40.])
i = torch.tensor([0, 0, 2, 2, 2])
s = torch.tensor([1., 2., 3., 4., 5.])
show(x.scatter_reduce(0, i, s, 'mean', include_self=False))


# cr_scatter_reduce_amax_noself
x = torch.tensor([10., 20., 30., 40.])
i = torch.tensor([0, 0, 2, 2, 2])
s = torch.tensor([1., 2., 3., 4., 5.])
show(x.scatter_reduce(0, i, s, 'amax', include_self=False))


# cr_scatter_reduce_amin_noself
x = torch.tensor([10., 20., 30., 40.])
i = torch.tensor([0, 0, 2, 2, 2])
s = torch.tensor([1., 2., 3., 4., 5.])
show(x.scatter_reduce(0, i, s, 'amin', include_self=False))


# cr_scatter_reduce_mean_int_noself
x = torch.tensor([7, 7, 7])
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([1, 4, 5]), 'mean', include_self=False))


# cr_scatter_reduce_mean_int_self
x = torch.tensor([7, 7, 7])
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([1, 4, 5]), 'mean'))


# cr_scatter_reduce_2d_dim1_amax_noself
x = torch.zeros(2, 3)
i = torch.tensor([[0, 0, 2], [1, 1, 1]])
s = torch.tensor([[-1., -5., -2.], [3., -4., 2.]])
show(torch.scatter_reduce(x, 1, i, s, reduce='amax', include_self=False))


# cr_scatter_reduce_inplace_prod_noself
x = torch.tensor([[2., 2.], [2., 2.]])
x.scatter_reduce_(0, torch.tensor([[1, 1]]), torch.tensor([[3., 4.]]), 'prod', include_self=False)
show(x)


# cr_scatter_reduce_f64_mean
x = torch.tensor([1., 2.], dtype=torch.float64)
show(x.scatter_reduce(0, torch.tensor([1, 1, 1]), torch.tensor([0.1, 0.2, 0.4], dtype=torch.float64), 'mean'))


# cr_scatter_reduce_src_dtype_err
attempt(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64), 'sum'))


# cr_scatter_index_oob_err
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([3]), torch.ones(1)))


# cr_scatter_negative_index_err
attempt(lambda: torch.zeros(3).scatter_(0, torch.tensor([-1]), 1.0))


# cr_scatter_index_bigger_than_src_err
attempt(lambda: torch.zeros(3, 3).scatter(0, torch.tensor([[0, 1, 2]]), torch.ones(1, 2)))


# cr_scatter_dim_oob_err
attempt(lambda: torch.zeros(3).scatter(1, torch.tensor([0]), 1.0))


# cr_scatter_add_index_oob_err
attempt(lambda: torch.zeros(3).scatter_add(0, torch.tensor([5]), torch.ones(1)))


# cr_gather_index_oob_err
attempt(lambda: torch.arange(3.).gather(0, torch.tensor([3])))


# cr_gather_negative_index_err
attempt(lambda: torch.arange(3.).gather(0, torch.tensor([-1])))


# cr_gather_dim_oob_err
attempt(lambda: torch.arange(3.).gather(2, torch.tensor([0])))


# cr_gather_float_index_err
attempt(lambda: torch.arange(3.).gather(0, torch.tensor([0.])))


# cr_gather_bigger_other_dim_err
attempt(lambda: torch.zeros(2, 2).gather(1, torch.zeros(3, 1, dtype=torch.long)))


# cr_gather_sparse_grad_kw
x = torch.tensor([[1, 2], [3, 4]])
show(torch.gather(x, 1, torch.tensor([[1], [0]]), sparse_grad=False))


# cr_index_put_accumulate_dups
x = torch.zeros(4)
x.index_put_((torch.tensor([1, 1, 3, 1]),), torch.tensor([1., 2., 3., 4.]), accumulate=True)
show(x)


# cr_index_put_accumulate_2d_pairs
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([0, 0, 1]), torch.tensor([2, 2, 0])), torch.tensor(5.), accumulate=True)
show(x)


# cr_index_put_negative_indices
x = torch.zeros(2, 4)
x.index_put_((torch.tensor([-1]), torch.tensor([-2])), torch.tensor(9.))
show(x)


# cr_index_put_functional_accumulate
x = torch.ones(3)
show(torch.index_put(x, (torch.tensor([0, 0]),), torch.tensor([2., 3.]), True), x)


# cr_index_put_bool_mask
x = torch.arange(6.).reshape(2, 3)
x.index_put_((x > 2,), torch.tensor(-1.))
show(x)


# cr_index_put_int_accumulate
x = torch.zeros(3, dtype=torch.long)
x.index_put_((torch.tensor([2, 2, 2]),), torch.tensor([1, 1, 1]), accumulate=True)
show(x)


# cr_index_put_oob_err
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([3]),), torch.tensor(1.)))


# cr_index_put_values_shape_err
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0, 1]),), torch.tensor([1., 2., 3.])))


# cr_setitem_bool_mask_with_slice
x = torch.zeros(3, 4)
x[torch.tensor([True, False, True]), 1:3] = 5.
show(x)


# cr_setitem_slice_then_bool
x = torch.zeros(3, 4)
x[:, torch.tensor([True, False, False, True])] = torch.tensor([1., 2.])
show(x)


# cr_setitem_negative_index_list
x = torch.arange(5.)
x[[-1, -3]] = torch.tensor([10., 30.])
show(x)


# cr_setitem_index_tensor_dups_last_wins
x = torch.zeros(3)
x[torch.tensor([0, 2])] += torch.tensor([1., 2.])
show(x)


# cr_getitem_bool_and_int
x = torch.arange(12.).reshape(3, 4)
show(x[torch.tensor([True, False, True]), -1])


# cr_getitem_two_index_tensors_bcast
x = torch.arange(12.).reshape(3, 4)
show(x[torch.tensor([[0], [2]]), torch.tensor([1, 3])])


# cr_getitem_adv_separated_by_slice
x = torch.arange(24.).reshape(2, 3, 4)
show(x[torch.tensor([0, 1]), :, torch.tensor([3, 0])])


# cr_getitem_bool_mask_shape_err
attempt(lambda: torch.zeros(3, 4)[torch.tensor([True, False])])


# cr_getitem_index_oob_err
attempt(lambda: torch.zeros(3)[torch.tensor([5])])


# cr_setitem_ellipsis_adv
x = torch.zeros(2, 2, 3)
x[..., torch.tensor([0, 2])] = 1.
show(x)


# cr_index_add_dups_alpha_f64
x = torch.zeros(3, dtype=torch.float64)
show(x.index_add(0, torch.tensor([1, 1, 0]), torch.tensor([0.5, 0.25, 1.], dtype=torch.float64), alpha=-2))


# cr_index_add_negative_dim_2d
x = torch.zeros(2, 3)
show(torch.index_add(x, -1, torch.tensor([2, 0]), torch.ones(2, 2)))


# cr_index_add_oob_err
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([3]), torch.ones(1)))


# cr_index_select_dup_neg_dim
x = torch.arange(6.).reshape(2, 3)
show(torch.index_select(x, -1, torch.tensor([2, 2, 0])))


# cr_index_select_oob_err
attempt(lambda: torch.arange(3.).index_select(0, torch.tensor([3])))


# cr_baddbmm_beta0_alpha_half
b = torch.arange(8.).reshape(2, 2, 2)
show(torch2.baddbmm(torch.full((2, 2, 2), float('nan')), b, b, beta=0, alpha=0.5))


# cr_baddbmm_f64_bcast_input
b1 = torch.ones(2, 1, 3, dtype=torch.float64)
b2 = torch.ones(2, 3, 2, dtype=torch.float64)
show(torch.baddbmm(torch.tensor([1., 2.], dtype=torch.float64), b1, b2))


# cr_baddbmm_shape_err
attempt(lambda: torch.baddbmm(torch.zeros(2, 2, 2), torch.ones(2, 2, 3), torch.ones(2, 2, 2)))


# cr_cumprod_neg_dim_zeros
x = torch.tensor([[2., 0., 3.], [1., 4., 0.5]])
show(torch.cumprod(x, -1))


# cr_cumprod_int_overflow_free
x = torch.tensor([[3, 3, 3], [-2, -2, -2]], dtype=torch.int32)
show(x.cumprod(1), x.cumprod(1).dtype)


# cr_cumprod_bf16
x = torch.tensor([1.5, 2., 0.5, 3.], dtype=torch.bfloat16)
show(torch.cumprod(x, dim=0))


# cr_embedding_padding_idx_forward
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor([0, 2, 1]), w, padding_idx=2))


# cr_embedding_oob_err
attempt(lambda: F.embedding(torch.tensor([3]), torch.ones(3, 2)))


# cr_one_hot_0d
show(F.one_hot(torch.tensor(2), 4))


# cr_one_hot_3d_index
show(F.one_hot(torch.tensor([[[0], [1]]]), 2).shape)


# cr_gelu_tanh_f64
x = torch.tensor([-3., -0.5, 0., 0.5, 3.], dtype=torch.float64)
show(F.gelu(x, approximate='tanh'))


# cr_gelu_bad_approximate_err
attempt(lambda: F.gelu(torch.ones(2), approximate='fast'))


# cr_erf_f64_extremes
x = torch.tensor([-float('inf'), -6., -1e-8, 0., 1e-8, 6., float('inf'), float('nan')], dtype=torch.float64)
show(torch.erf(x))


# cr_erf_int_promotes
show(torch.erf(torch.tensor([0, 1, -2])))


# cr_multinomial_one_hot_probs
show(torch.multinomial(torch.tensor([0., 0., 1., 0.]), 3, replacement=True))


# cr_multinomial_negative_err
attempt(lambda: torch.multinomial(torch.tensor([0.5, -1.]), 1))


# cr_multinomial_2d_deterministic
show(torch.multinomial(torch.tensor([[0., 1.], [1., 0.]]), 1))


# cr_masked_fill_bool_tensor_value_f16
x = torch.ones(3, dtype=torch.float16)
show(x.masked_fill(torch.tensor([False, True, False]), float('-inf')))


# cr_tril_triu_3d_diag
x = torch.ones(2, 2, 3)
show(torch.tril(x, 1), torch.triu(x, -1))


# cr_return_types_max_pool_like
r = torch.max(torch.tensor([[1., 5.], [7., 2.]]), dim=1)
show(r)


# cr_return_types_sort_unpack
r = torch.sort(torch.tensor([3., 1., 2.]), descending=True)
show(r, r.values, r.indices)


# cr_return_types_topk_index
r = torch.topk(torch.tensor([1., 4., 2., 8.]), 2)
show(r[0], r[1])


# cr_return_types_kthvalue
show(torch.kthvalue(torch.tensor([[3., 1., 2.], [9., 7., 8.]]), 2, dim=1, keepdim=True))


# cr_return_types_cummax
show(torch.cummax(torch.tensor([1., 3., 2., 5.]), 0))

# cr_conv2d_padding_list
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 1, 1), padding=[0, 1]))

# cr_conv1d_same_stride_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 5), torch.ones(1, 1, 3), stride=2, padding='same'))

# cr_conv2d_stride_list_wrong_len_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2, 2), stride=[1, 1, 1]))

# cr_conv1d_4d_input_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 1, 4), torch.ones(1, 1, 2)))

# cr_conv2d_groups_out_channels_err
attempt(lambda: F.conv2d(torch.ones(1, 4, 3, 3), torch.ones(3, 2, 1, 1), groups=2))

# cr_conv2d_dilation_kernel_too_big_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2, 2), dilation=4))

# cr_conv1d_bias_size_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(2, 1, 2), torch.ones(3)))

# cr_conv2d_zero_batch
show(F.conv2d(torch.ones(0, 1, 3, 3), torch.ones(2, 1, 2, 2)).shape)

# cr_conv1d_int_weight_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2, dtype=torch.long)))

# cr_max_pool2d_kernel_bigger_than_input_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))

# cr_max_pool2d_ceil_last_window_dropped
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 3, stride=2, padding=1, ceil_mode=True))

# cr_max_pool2d_stride_list
x = torch.arange(20.).reshape(1, 1, 4, 5)
show(F.max_pool2d(x, [2, 2], [2, 1]))

# cr_max_pool2d_bf16
x = torch.tensor([[[[1.5, -2.], [0.25, 3.]]]], dtype=torch.bfloat16)
show(F.max_pool2d(x, 2))

# cr_pad_reflect_3d_last_two
x = torch.arange(8.).reshape(2, 2, 2)
show(F.pad(x, (1, 0, 0, 1), mode='reflect'))

# cr_pad_constant_f64_value
x = torch.ones(2, dtype=torch.float64)
show(F.pad(x, (1, 1), value=0.5))

# cr_pad_circular_4d_both
x = torch.arange(6.).reshape(1, 1, 2, 3)
show(F.pad(x, (2, 0, 0, 1), mode='circular'))

# cr_pad_odd_length_err
attempt(lambda: F.pad(torch.ones(2, 2), (1, 1, 1)))

# cr_ce_probs_ignore_index_err
x = torch.tensor([[1., 2.], [3., 1.]])
attempt(lambda: F.cross_entropy(x, torch.tensor([[0.5, 0.5], [1., 0.]]), ignore_index=0))

# cr_ce_zero_weights_mean_nan
x = torch.tensor([[1., 2.], [3., 1.]])
show(F.cross_entropy(x, torch.tensor([0, 0]), weight=torch.tensor([0., 1.])))

# cr_ce_probs_target_dtype_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 3, dtype=torch.float64)))

# cr_ce_smoothing_probs_3d
x = torch.arange(8.).reshape(2, 2, 2) / 4
p = torch.tensor([[[1., 0.], [0., 1.]], [[0.5, 0.5], [0.5, 0.5]]])
show(F.cross_entropy(x, p, label_smoothing=0.2, reduction='none'))

# cr_ce_target_negative_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, -2])))

# cr_nll_ignore_index_weight_sum
x = torch.log_softmax(torch.tensor([[1., 2., 3.], [1., 1., 1.]]), 1)
show(F.nll_loss(x, torch.tensor([2, 0]), weight=torch.tensor([2., 1., 1.]), ignore_index=2, reduction='sum'))

# cr_layer_norm_f64_eps
x = torch.tensor([[1., 1.001]], dtype=torch.float64)
show(F.layer_norm(x, (2,), eps=1e-3))

# cr_layer_norm_shape_err_two_dims
attempt(lambda: F.layer_norm(torch.ones(2, 3, 4), (2, 4)))

# cr_rms_norm_f16
x = torch.tensor([[1., 2., 3., 4.]], dtype=torch.float16)
show(F.rms_norm(x, (4,)))

# cr_rms_norm_three_dims_0d_eps
x = torch.arange(1., 9.).reshape(2, 2, 2)
show(F.rms_norm(x, x.shape, eps=0.0))

# cr_sdpa_gqa
q = torch.arange(16.).reshape(1, 4, 2, 2) / 16
k = torch.arange(8.).reshape(1, 2, 2, 2) / 8
show(F.scaled_dot_product_attention(q, k, k, enable_gqa=True))

# cr_sdpa_dropout_zero_kw
q = torch.tensor([[[1., 2.], [3., 4.]]])
show(F.scaled_dot_product_attention(q, q, q, dropout_p=0.0))

# cr_sdpa_bool_mask_bcast_batch
q = torch.arange(12.).reshape(3, 2, 2) / 6
m = torch.tensor([[True, False], [True, True]])
show(F.scaled_dot_product_attention(q, q, q, m))

# cr_sdpa_causal_and_mask_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 2), torch.ones(1, 2, 2), torch.ones(1, 2, 2), attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# cr_sdpa_bf16
q = torch.tensor([[[1., 0.5], [0.25, 2.]]], dtype=torch.bfloat16)
show(F.scaled_dot_product_attention(q, q, q).dtype)

# cr_einsum_ellipsis_only
show(torch.einsum('...->...', torch.arange(4.).reshape(2, 2)))

# cr_einsum_ellipsis_sum_out
show(torch.einsum('...ij->...', torch.arange(12.).reshape(3, 2, 2)))

# cr_einsum_arrow_spaces
show(torch.einsum(' i j , j k -> i k ', torch.eye(2), torch.arange(4.).reshape(2, 2)))

# cr_einsum_bilinear
a = torch.tensor([[1., 2.]])
w = torch.arange(12.).reshape(3, 2, 2)
show(torch.einsum('bi,oij,bj->bo', a, w, a))

# cr_einsum_ellipsis_outer_bcast
a = torch.ones(2, 1, 3)
b = torch.ones(4, 3)
show(torch.einsum('...i,...i->...', a, b).shape)

# cr_einsum_operand_count_err
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 2)))

# cr_einsum_int32
a = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
show(torch.einsum('ij->j', a))

# cr_scatter_reduce_amax_bf16_noself
x = torch.zeros(3, dtype=torch.bfloat16)
show(x.scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([1.5, -2., 3.], dtype=torch.bfloat16), 'amax', include_self=False))

# cr_scatter_reduce_sum_f64_self
x = torch.ones(2, dtype=torch.float64)
show(torch.scatter_reduce(x, 0, torch.tensor([1, 1]), torch.tensor([0.25, 0.5], dtype=torch.float64), 'sum'))

# cr_scatter_reduce_prod_int_noself
x = torch.tensor([5, 5, 5])
show(x.scatter_reduce(0, torch.tensor([2, 2, 0]), torch.tensor([3, -2, 7]), 'prod', include_self=False))

# cr_scatter_reduce_amin_2d_dim0
x = torch.full((2, 2), 9.)
show(x.scatter_reduce(0, torch.tensor([[1, 0], [1, 0]]), torch.tensor([[4., 12.], [2., 3.]]), 'amin'))

# cr_scatter_reduce_index_smaller_src
x = torch.zeros(2, 3)
s = torch.arange(12.).reshape(3, 4)
show(x.scatter_reduce(1, torch.tensor([[0, 0], [2, 1]]), s, 'sum', include_self=False))

# cr_scatter_reduce_kw_all
x = torch.zeros(3)
show(torch.scatter_reduce(input=x, dim=0, index=torch.tensor([1]), src=torch.tensor([2.]), reduce='mean', include_self=True))

# cr_scatter_2d_value_reduce_multiply
x = torch.full((2, 2), 3.)
show(x.scatter(1, torch.tensor([[0], [1]]), 2.0, reduce='multiply'))

# cr_scatter_reduce_add_2d
x = torch.ones(2, 3)
show(x.scatter(0, torch.tensor([[1, 1, 0]]), torch.tensor([[5., 6., 7.]]), reduce='add'))

# cr_scatter_add_dim1_bcast_smaller
x = torch.zeros(2, 4)
show(x.scatter_add(1, torch.tensor([[3, 3]]), torch.tensor([[1., 2.], [3., 4.]])))

# cr_index_put_bool_accumulate
x = torch.ones(4)
x.index_put_((torch.tensor([True, False, True, False]),), torch.tensor([10., 20.]), accumulate=True)
show(x)

# cr_index_put_bcast_row
x = torch.zeros(3, 2)
x.index_put_((torch.tensor([0, 2]),), torch.tensor([7., 8.]))
show(x)

# cr_index_put_accumulate_neg_dups
x = torch.zeros(3)
x.index_put_((torch.tensor([-1, 2, -3]),), torch.tensor([1., 2., 4.]), accumulate=True)
show(x)

# cr_index_put_f16_accumulate
x = torch.zeros(2, dtype=torch.float16)
x.index_put_((torch.tensor([0, 0, 0]),), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float16), accumulate=True)
show(x)

# cr_index_put_dtype_err
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0]),), torch.tensor([1.], dtype=torch.float64)))

# cr_setitem_mask_tensor_values
x = torch.arange(6.)
x[x > 2] = torch.tensor([30., 40., 50.])
show(x)

# cr_setitem_two_lists_scalar
x = torch.zeros(3, 3)
x[[0, 1, 2], [2, 1, 0]] = 1.
show(x)

# cr_setitem_int_then_list
x = torch.zeros(2, 3, 2)
x[1, [0, 2]] = torch.tensor([[1., 2.], [3., 4.]])
show(x)

# cr_setitem_bool_2d_mask_scalar
x = torch.arange(6.).reshape(2, 3)
x[torch.tensor([[True, False, True], [False, True, False]])] = 0.
show(x)

# cr_getitem_neg_list_slice
x = torch.arange(12.).reshape(3, 4)
show(x[[-1, 0], 1::2])

# cr_getitem_none_and_adv
x = torch.arange(6.).reshape(2, 3)
show(x[None, [1, 0]].shape, x[:, None, [2]])

# cr_getitem_bool_0d_true
x = torch.arange(3.)
show(x[torch.tensor(True)], x[torch.tensor(False)])

# cr_gather_f16_neg_dim
x = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float16)
show(torch.gather(x, -1, torch.tensor([[1, 1], [0, 1]])))

# cr_gather_bool
x = torch.tensor([True, False, True])
show(x.gather(0, torch.tensor([1, 2, 1])))

# cr_gather_3d_dim1
x = torch.arange(12.).reshape(2, 3, 2)
show(x.gather(1, torch.tensor([[[2, 0]], [[1, 1]]])))

# cr_scatter_float_index_err
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0.]), torch.ones(1)))

# cr_index_select_bool_self
x = torch.tensor([[True, False], [False, True]])
show(x.index_select(1, torch.tensor([1, 1, 0])))

# cr_index_select_bf16
x = torch.tensor([1.5, 2.5, 3.5], dtype=torch.bfloat16)
show(torch.index_select(x, 0, torch.tensor([2, 0])))

# cr_index_add_int_alpha
x = torch.zeros(3, dtype=torch.long)
show(x.index_add(0, torch.tensor([0, 2, 0]), torch.tensor([1, 2, 3]), alpha=3))

# cr_index_add_3d_dim1
x = torch.zeros(2, 2, 2)
show(x.index_add(1, torch.tensor([1]), torch.ones(2, 1, 2)))

# cr_index_add_index_dtype_err
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0.]), torch.ones(1)))

# cr_baddbmm_int
b = torch.tensor([[[1, 2], [3, 4]]])
show(torch.baddbmm(torch.ones(1, 2, 2, dtype=torch.long), b, b))

# cr_baddbmm_kw_alpha_only
b = torch.ones(1, 2, 3)
c = torch.ones(1, 3, 1)
show(torch.baddbmm(torch.tensor(1.), b, c, alpha=2))

# cr_cumprod_2d_dim0_f64
x = torch.tensor([[1.5, 2.], [2., 0.5], [-1., 4.]], dtype=torch.float64)
show(x.cumprod(dim=0))

# cr_cumprod_empty_dim
show(torch.cumprod(torch.ones(2, 0), 1).shape)

# cr_linear_bias_broadcast_err
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.ones(3)))

# cr_linear_0d_input_err
attempt(lambda: F.linear(torch.tensor(1.), torch.ones(2, 1)))

# cr_embedding_2d_weight_neg_padding
w = torch.arange(8.).reshape(4, 2)
show(F.embedding(torch.tensor([[3, 1], [0, 3]]), w, padding_idx=-1))

# cr_embedding_empty_idx
show(F.embedding(torch.tensor([], dtype=torch.long), torch.ones(3, 2)).shape)

# cr_one_hot_num_classes_minus_one
show(F.one_hot(torch.tensor([1, 3]), -1))

# cr_one_hot_bool_err
attempt(lambda: F.one_hot(torch.tensor([True, False]), 2))

# cr_dropout_training_false_f64
x = torch.tensor([1., 2.], dtype=torch.float64)
show(F.dropout(x, 0.5, False))

# cr_dropout_p_negative_err
attempt(lambda: F.dropout(torch.ones(2), -0.1))

# cr_erf_inplace_int_err
attempt(lambda: torch.tensor([1, 2]).erf_())

# cr_gelu_approximate_none_kw
show(F.gelu(torch.tensor([-3., 1.]), approximate='none'))

# cr_silu_inplace_kw
x = torch.tensor([-1., 2.])
F.silu(x, inplace=True)
show(x)

# cr_silu_f64
show(F.silu(torch.tensor([-1., 0.5], dtype=torch.float64)))

# cr_tril_nonsquare_diag
x = torch.ones(2, 4)
show(torch.tril(x, 2), x.triu(3))

# cr_triu_bool
show(torch.ones(3, 3, dtype=torch.bool).triu(1))

# cr_masked_fill_inplace_0d_mask
x = torch.ones(2, 2)
x.masked_fill_(torch.tensor(True), 5.)
show(x)

# cr_masked_fill_int_value_float_err
attempt(lambda: torch.ones(2, dtype=torch.long).masked_fill(torch.tensor([True, False]), 1.5))

# cr_multinomial_replacement_kw_2d
show(torch.multinomial(torch.tensor([[0., 5.], [3., 0.]]), 2, replacement=True))

# cr_multinomial_zero_row_err
attempt(lambda: torch.multinomial(torch.tensor([[0., 0.], [1., 1.]]), 1))

# cr_multinomial_3d_err
attempt(lambda: torch.multinomial(torch.ones(1, 1, 2), 1))

# cr_return_types_min_keepdim
show(torch.min(torch.tensor([[3., 1.], [0., 2.]]), 0, keepdim=True))

# cr_return_types_aminmax
show(torch.aminmax(torch.tensor([[3., 1.], [0., 2.]]), dim=1))

# cr_return_types_median_dim
show(torch.tensor([[3., 1., 2.], [5., 4., 6.]]).median(1))

# cr_return_types_mode
show(torch.mode(torch.tensor([1, 2, 2, 3])))

# cr_return_types_tuple_compare
r = torch.max(torch.tensor([1., 3.]), 0)
show(r.values.item(), r.indices.item(), len(r))

# cr_return_types_max_pool_unpack_star
v, i = torch.topk(torch.tensor([[1., 9., 5.]]), 1, dim=1, largest=False)
show(v, i)

# cr_return_types_slogdet
show(torch.linalg.slogdet(torch.tensor([[2., 0.], [0., -3.]])))

# cr_conv2d_same_weight_3d_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2), padding='same'))

# cr_conv2d_same_stride_three_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2, 2), padding='same', stride=[1, 1, 1]))

# cr_conv2d_same_dilation_three_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2, 2), padding='same', dilation=(1, 1, 1)))

# cr_conv1d_same_weight_2d_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 2), padding='same'))

# cr_conv_transpose2d_weight_3d_err
attempt(lambda: F.conv_transpose2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2)))

# cr_conv_transpose1d_weight_2d_err
attempt(lambda: F.conv_transpose1d(torch.ones(1, 1, 4), torch.ones(1, 2)))

# cr_conv_transpose2d_outpad_before_stride_err
attempt(lambda: F.conv_transpose2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), stride=0, output_padding=-1))

# cr_conv_transpose1d_padding_list_err
attempt(lambda: F.conv_transpose1d(torch.ones(1, 1, 3), torch.ones(1, 1, 2), padding=[1, 1]))
