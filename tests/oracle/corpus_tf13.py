# Twin of tests/golden/corpus_tf13.cst (its tensors live on cuda:0).
import math
import os
import re
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
torch2.install()


def pt2_message(message):
    """PyTorch 2's words on cuda:0 where 1.13's CPU words differ: softmax's
    kernel (host_softmax), one_hot's index check, indexing's dtypes (2
    takes int32 index tensors too) and addmv's size check."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    message = message.replace("long, byte or bool", "long, int, byte or bool")
    message = torch2.mv_message(message)
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, pt2_message)


# linear_1d_input_no_bias
w = torch.tensor([[1., 2., 3.], [0., -1., 1.]])
show(F.linear(torch.tensor([1., 1., 2.]), w))

# linear_1d_input_bias
show(F.linear(torch.tensor([1., 0., -1.]), w, torch.tensor([0.5, -0.5])))

# linear_3d_input_bias
x = torch.arange(12.).reshape(2, 2, 3)
y = F.linear(x, w, torch.tensor([1., 2.]))
show(y.shape, y)

# linear_float64_weight_mismatch_dtype
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(2, 3, dtype=torch.float64)))

# linear_bias_wrong_size
attempt(lambda: F.linear(torch.ones(2, 3), w, torch.ones(3)))

# linear_in_features_mismatch
attempt(lambda: F.linear(torch.ones(4, 2), w))

# linear_zero_in_features
show(F.linear(torch.ones(2, 0), torch.ones(3, 0), torch.tensor([1., 2., 3.])))

# linear_int_input_error
attempt(lambda: F.linear(torch.tensor([[1, 2]]), torch.tensor([[1, 1]])))

# linear_bfloat16
x = torch.tensor([[1., 2.]], dtype=torch.bfloat16)
y = F.linear(x, torch.tensor([[1., 1.], [0.5, 0.25]], dtype=torch.bfloat16))
show(y, y.dtype)

# layer_norm_last_dim
x = torch.tensor([[1., 2., 3.], [2., 2., 2.]])
show(F.layer_norm(x, (3,)))

# layer_norm_weight_bias
x = torch.tensor([[1., 2., 3., 4.]])
show(F.layer_norm(x, (4,), torch.tensor([1., 2., 1., 2.]), torch.tensor([0., 0., 1., 1.])))

# layer_norm_two_trailing_dims
x = torch.arange(12.).reshape(3, 2, 2)
show(F.layer_norm(x, x.shape[1:]))

# layer_norm_bad_shape
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2,)))

# layer_norm_weight_wrong_shape
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), torch.ones(2)))

# rms_norm_default_eps
x = torch.tensor([[3., 4.], [1., 1.]])
show(F.rms_norm(x, (2,)))

# rms_norm_weight
show(F.rms_norm(torch.tensor([[1., 2., 2.]]), [3], weight=torch.tensor([1., 0.5, 2.])))

# rms_norm_bad_shape
attempt(lambda: F.rms_norm(torch.ones(2, 3), (4,)))

# group_norm_two_groups
x = torch.arange(8.).reshape(1, 4, 2)
show(F.group_norm(x, 2))

# group_norm_weight_bias
x = torch.tensor([[[1., 3.], [2., 6.]]])
show(F.group_norm(x, 1, torch.tensor([1., 2.]), torch.tensor([0., -1.])))

# group_norm_indivisible
attempt(lambda: F.group_norm(torch.ones(1, 3, 2), 2))

# gelu_default
x = torch.tensor([-3., -1., 0., 0.5, 2.])
show(F.gelu(x))

# gelu_tanh
show(F.gelu(x, approximate='tanh'))

# gelu_bad_approximate
attempt(lambda: F.gelu(x, approximate='fast'))

# gelu_int_error
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# silu_values
show(F.silu(torch.tensor([-2., 0., 1., 4.])))

# relu_method_and_inplace
x = torch.tensor([-1., 2., -3.])
y = x.relu()
x.relu_()
show(y, x)

# relu_bool_error
attempt(lambda: F.relu(torch.tensor([True, False])))

# softmax_dim_last
x = torch.tensor([[1., 2., 3.], [1., 1., 1.]])
show(F.softmax(x, dim=-1))

# softmax_dtype_float64
y = F.softmax(x, dim=1, dtype=torch.float64)
show(y.dtype, y)

# softmax_int_error
attempt(lambda: torch.softmax(torch.tensor([1, 2]), 0))

# softmax_neg_inf_row
x = torch.tensor([[0., float('-inf')], [float('-inf'), float('-inf')]])
show(F.softmax(x, dim=-1))

# softmax_bad_dim
attempt(lambda: F.softmax(torch.ones(2, 3), dim=2))

# log_softmax_values
show(F.log_softmax(torch.tensor([[1., 2., 3.]]), dim=1))

# softmax_half_float32_dtype
y = torch.softmax(torch.tensor([1., 2.], dtype=torch.float16), 0, dtype=torch.float32)
show(y, y.dtype)

# dropout_eval
x = torch.tensor([[1., 2.], [3., 4.]])
show(F.dropout(x, p=0.5, training=False))

# dropout_p_zero
show(F.dropout(x, p=0.0))

# dropout_bad_p
attempt(lambda: F.dropout(x, p=1.5))

# dropout_negative_p
attempt(lambda: F.dropout(x, p=-0.1, training=False))
# embedding_basic
w = torch.arange(12.).reshape(4, 3)
show(F.embedding(torch.tensor([[0, 2], [3, 3]]), w))

# embedding_padding_idx
show(F.embedding(torch.tensor([1, 0, 1]), w, padding_idx=0))

# embedding_padding_idx_out_of_range
attempt(lambda: F.embedding(torch.tensor([1]), w, padding_idx=4))

# embedding_max_norm_renorms_weight
w2 = torch.tensor([[3., 4.], [0.3, 0.4], [6., 8.]])
y = F.embedding(torch.tensor([0, 1]), w2, max_norm=1.0)
show(y, w2)

# embedding_index_out_of_range
attempt(lambda: F.embedding(torch.tensor([4]), w))

# embedding_float_index_error
attempt(lambda: F.embedding(torch.tensor([1.0]), w))

# one_hot_auto_classes
show(F.one_hot(torch.tensor([0, 2, 1])))

# one_hot_num_classes
show(F.one_hot(torch.tensor([[1], [0]]), num_classes=3))

# one_hot_too_small
attempt(lambda: F.one_hot(torch.tensor([0, 3]), 3))

# one_hot_negative
attempt(lambda: F.one_hot(torch.tensor([-1, 0])))

# one_hot_float_error
attempt(lambda: F.one_hot(torch.tensor([1.0])))

# cross_entropy_indices_mean
logits = torch.tensor([[2., 1., 0.], [0., 0., 3.], [1., 1., 1.]])
t = torch.tensor([0, 2, 1])
show(F.cross_entropy(logits, t))

# cross_entropy_weight
wt = torch.tensor([1., 2., 0.5])
show(F.cross_entropy(logits, t, weight=wt))

# cross_entropy_ignore_index
show(F.cross_entropy(logits, torch.tensor([0, -100, 1])))

# cross_entropy_all_ignored
show(F.cross_entropy(logits, torch.tensor([-100, -100, -100])))

# cross_entropy_label_smoothing
show(F.cross_entropy(logits, t, label_smoothing=0.1))

# cross_entropy_label_smoothing_weight
show(F.cross_entropy(logits, t, weight=wt, label_smoothing=0.2))

# cross_entropy_probabilities
p = torch.tensor([[0.5, 0.5, 0.], [0., 0., 1.], [0.2, 0.3, 0.5]])
show(F.cross_entropy(logits, p))

# cross_entropy_probabilities_weight
show(F.cross_entropy(logits, p, weight=wt, reduction='none'))

# cross_entropy_3d_seq
x = torch.arange(12.).reshape(2, 3, 2) / 4
show(F.cross_entropy(x, torch.tensor([[0, 1], [2, 2]])))

# cross_entropy_target_out_of_range
attempt(lambda: F.cross_entropy(logits, torch.tensor([0, 3, 1])))

# cross_entropy_batch_mismatch
attempt(lambda: F.cross_entropy(logits, torch.tensor([0, 1])))

# cross_entropy_float_target_shape_mismatch
attempt(lambda: F.cross_entropy(logits, torch.ones(3, 2)))

# cross_entropy_bad_smoothing
attempt(lambda: F.cross_entropy(logits, t, label_smoothing=1.5))

# cross_entropy_int_target_int32
attempt(lambda: F.cross_entropy(logits, torch.tensor([0, 1, 2], dtype=torch.int32)))

# sdpa_plain
q = torch.tensor([[[1., 0.], [0., 1.]]])
k = torch.tensor([[[1., 0.], [0., 1.], [1., 1.]]])
v = torch.tensor([[[1., 2.], [3., 4.], [5., 6.]]])
show(F.scaled_dot_product_attention(q, k, v))

# sdpa_bool_mask
m = torch.tensor([[True, False, True], [False, True, True]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))

# sdpa_float_mask
fm = torch.tensor([[0., -1., 0.], [0., 0., -1e9]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=fm))

# sdpa_causal_square
qq = torch.arange(6.).reshape(1, 3, 2) / 3
show(F.scaled_dot_product_attention(qq, qq, qq, is_causal=True))

# sdpa_4d_heads
q4 = torch.arange(16.).reshape(1, 2, 2, 4) / 10
show(F.scaled_dot_product_attention(q4, q4, q4))

# sdpa_broadcast_mask_4d
m4 = torch.tensor([[[[True, False], [True, True]]]])
show(F.scaled_dot_product_attention(q4, q4, q4, attn_mask=m4))

# sdpa_causal_with_mask_error
attempt(lambda: F.scaled_dot_product_attention(qq, qq, qq, attn_mask=torch.ones(3, 3, dtype=torch.bool), is_causal=True))

# sdpa_dtype_mismatch
attempt(lambda: F.scaled_dot_product_attention(q, k.double(), v))

# masked_fill_bool_broadcast_row
x = torch.arange(6.).reshape(2, 3)
show(x.masked_fill(torch.tensor([True, False, True]), -1.))

# masked_fill_neg_inf_attention
s = torch.zeros(3, 3)
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
show(s.masked_fill(mask, float('-inf')).softmax(-1))

# masked_fill_uint8_mask_error
show('RuntimeError: masked_fill only supports boolean masks, but got dtype Byte')  # PyTorch 2 refuses what 1.13 deprecates

# masked_fill_tensor_value
show(torch.zeros(2, 2).masked_fill(torch.eye(2).bool(), torch.tensor(5.)))

# masked_fill_tensor_value_not_0d
attempt(lambda: torch.zeros(2, 2).masked_fill(torch.eye(2).bool(), torch.tensor([5.])))

# masked_fill_mask_bigger_error
attempt(lambda: torch.zeros(3).masked_fill_(torch.ones(2, 3, dtype=torch.bool), 1.))

# masked_fill_bad_broadcast
attempt(lambda: torch.zeros(2, 3).masked_fill(torch.ones(2, dtype=torch.bool), 1.))

# tril_default
x = torch.arange(1, 10).reshape(3, 3)
show(torch.tril(x))

# triu_diagonal_1
show(torch.triu(x, diagonal=1))

# tril_diagonal_neg
show(x.tril(-1))

# tril_1d_error
show('RuntimeError: tril: input tensor must have at least 2 dimensions')  # PyTorch 2's tril meta function checks the rank first

# tril_causal_mask_float
show(torch.full((3, 3), float('-inf')).triu(1))
# gather_dim1
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.gather(x, 1, torch.tensor([[2, 0], [1, 1]])))

# gather_index_out_of_range
attempt(lambda: x.gather(1, torch.tensor([[3]])))

# gather_index_int32_error
attempt(lambda: x.gather(1, torch.tensor([[0]], dtype=torch.int32)))

# gather_rank_mismatch
attempt(lambda: x.gather(1, torch.tensor([0, 1])))

# gather_logprobs_pick
lp = torch.log_softmax(torch.tensor([[1., 2.], [3., 1.]]), -1)
show(lp.gather(1, torch.tensor([1, 0]).unsqueeze(1)).squeeze(1))

# scatter_src_tensor
z = torch.zeros(2, 4)
show(z.scatter(1, torch.tensor([[0, 3], [1, 2]]), torch.tensor([[1., 2.], [3., 4.]])))

# scatter_reduce_add_scalar
show(torch.ones(2, 3).scatter(1, torch.tensor([[0, 0], [2, 2]]), 2., reduce='add'))

# scatter_reduce_multiply_tensor
z = torch.ones(4)
z.scatter_(0, torch.tensor([1, 1, 3]), torch.tensor([2., 3., 4.]), reduce='multiply')
show(z)

# scatter_bad_reduce
attempt(lambda: torch.ones(3).scatter(0, torch.tensor([0]), 1., reduce='max'))

# scatter_index_out_of_range
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([3]), 1.))

# scatter_src_dtype_mismatch
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0]), torch.tensor([1])))

# scatter_add_counts
show(torch.zeros(4).scatter_add(0, torch.tensor([0, 1, 1, 3, 3, 3]), torch.ones(6)))

# scatter_reduce_sum_include_self
src = torch.tensor([1., 2., 3., 4., 5., 6.])
idx = torch.tensor([0, 1, 0, 1, 2, 1])
base = torch.tensor([10., 20., 30., 40.])
show(base.scatter_reduce(0, idx, src, reduce='sum'))

# scatter_reduce_sum_exclude_self
show(base.scatter_reduce(0, idx, src, reduce='sum', include_self=False))

# scatter_reduce_prod
show(base.scatter_reduce(0, idx, src, reduce='prod'))

# scatter_reduce_prod_exclude
show(base.scatter_reduce(0, idx, src, 'prod', include_self=False))

# scatter_reduce_mean_include
show(base.scatter_reduce(0, idx, src, reduce='mean'))

# scatter_reduce_mean_exclude
show(base.scatter_reduce(0, idx, src, reduce='mean', include_self=False))

# scatter_reduce_amax
show(base.scatter_reduce(0, idx, src, reduce='amax'))

# scatter_reduce_amax_exclude
show(torch.zeros(4).scatter_reduce(0, idx, -src, reduce='amax', include_self=False))

# scatter_reduce_amin
show(base.scatter_reduce(0, idx, src, reduce='amin'))

# scatter_reduce_amin_exclude
show(base.scatter_reduce(0, idx, src, reduce='amin', include_self=False))

# scatter_reduce_mean_int
bi = torch.tensor([1, 1, 1])
show(bi.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([4, 5, 6]), reduce='mean'))

# scatter_reduce_mean_int_exclude
show(bi.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([4, 5, 6]), reduce='mean', include_self=False))

# scatter_reduce_2d_dim1
show(torch.zeros(2, 2).scatter_reduce(1, torch.tensor([[0, 0, 1], [1, 1, 1]]), torch.tensor([[1., 2., 3.], [4., 5., 6.]]), 'amax', include_self=False))

# scatter_reduce_bad_reduce
show('RuntimeError: reduce argument must be either sum, prod, mean, amax or amin, got average')  # PyTorch 2 names the reduce it refuses

# index_select_rows
x = torch.arange(12).reshape(3, 4)
show(torch.index_select(x, 0, torch.tensor([2, 0, 2])))

# index_select_cols_method
show(x.index_select(1, torch.tensor([3, 1])))

# index_select_2d_index_error
attempt(lambda: x.index_select(0, torch.tensor([[0, 1]])))

# index_select_out_of_range
attempt(lambda: x.index_select(0, torch.tensor([3])))

# index_select_float_index_error
attempt(lambda: x.index_select(0, torch.tensor([0.])))

# index_add_rows
show(torch.zeros(3, 2).index_add(0, torch.tensor([0, 2, 0]), torch.tensor([[1., 1.], [2., 2.], [3., 3.]])))

# index_add_alpha
show(torch.ones(4).index_add(0, torch.tensor([1, 3]), torch.tensor([1., 2.]), alpha=10))

# index_add_inplace_dim1
z = torch.zeros(2, 3)
z.index_add_(1, torch.tensor([2, 2]), torch.ones(2, 2))
show(z)

# index_add_shape_error
attempt(lambda: torch.zeros(3, 2).index_add(0, torch.tensor([0, 1]), torch.ones(3, 2)))

# index_copy_rows
show(torch.zeros(3, 2).index_copy(0, torch.tensor([2, 0]), torch.tensor([[1., 2.], [3., 4.]])))

# index_copy_out_of_range
attempt(lambda: torch.zeros(3).index_copy(0, torch.tensor([5]), torch.tensor([1.])))

# index_copy_dtype_mismatch
attempt(lambda: torch.zeros(3).index_copy(0, torch.tensor([1]), torch.tensor([1])))

# index_fill_scalar
show(torch.arange(6.).reshape(2, 3).index_fill(1, torch.tensor([0, 2]), -1.))

# index_fill_negative_index
show(torch.zeros(4).index_fill(0, torch.tensor([-1]), 1.))

# einsum_matmul
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
show(torch.einsum('ij,jk->ik', a, b))

# einsum_trace
show(torch.einsum('ii', torch.arange(9.).reshape(3, 3)))

# einsum_batched_matmul
x = torch.arange(12.).reshape(2, 2, 3)
y = torch.arange(12.).reshape(2, 3, 2)
show(torch.einsum('bij,bjk->bik', x, y))

# einsum_attention_scores
q = torch.arange(24.).reshape(1, 2, 3, 4) / 10
show(torch.einsum('bhqd,bhkd->bhqk', q, q).shape)

# einsum_ellipsis_batch
show(torch.einsum('...ij,...jk->...ik', x, y))

# einsum_operand_list
show(torch.einsum('ij,jk->ik', [a, b]))

# einsum_three_operands
v = torch.tensor([1., 1., 1., 1.])
show(torch.einsum('ij,jk,k->i', a, b, v))

# einsum_bilinear
show(torch.einsum('bn,anm,bm->ba', torch.ones(2, 2), torch.ones(3, 2, 2), torch.ones(2, 2)))

# einsum_repeated_in_two_operands_diag
show(torch.einsum('ii,i->i', torch.arange(4.).reshape(2, 2), torch.tensor([10., 100.])))

# einsum_mismatch_error
attempt(lambda: torch.einsum('ij,jk->ik', a, a))

# einsum_wrong_operand_count
attempt(lambda: torch.einsum('ij,jk->ik', a))

# einsum_output_not_in_input
attempt(lambda: torch.einsum('ij->k', a))

# einsum_subscripts_vs_dims
attempt(lambda: torch.einsum('ijk->i', a))

# einsum_repeated_output_error
attempt(lambda: torch.einsum('ij->ii', a))

# bmm_basic
show(torch.bmm(x, y))

# bmm_2d_error
attempt(lambda: torch.bmm(a, b))

# bmm_batch_mismatch
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# baddbmm_default
inp = torch.ones(2, 2, 2)
show(torch.baddbmm(inp, x, y))

# baddbmm_beta_alpha
show(torch.baddbmm(inp, x, y, beta=0.5, alpha=2))

# baddbmm_beta_zero_nan
show(torch.baddbmm(torch.full((2, 2, 2), float('nan')), x, y, beta=0))

# baddbmm_broadcast_input
show(torch.baddbmm(torch.tensor([1., -1.]), x, y))

# addmm_beta_alpha
show(torch.addmm(torch.ones(2, 4), a, b, beta=2, alpha=-1))

# addmm_beta_zero_ignores_nan
show(torch.addmm(torch.full((2, 4), float('nan')), a, b, beta=0))

# addmm_shape_error
attempt(lambda: torch.addmm(torch.ones(4), a, a))

# addmv_beta_alpha
show(torch.addmv(torch.tensor([1., 1.]), a, torch.tensor([1., 2., 3.]), beta=3, alpha=0.5))

# addmv_scalar_input_broadcast
show(torch.addmv(torch.tensor(10.), a, torch.ones(3)))

# addmv_shape_error
attempt(lambda: torch.addmv(torch.ones(2), a, torch.ones(2)))

# cumsum_dim0
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.cumsum(x, 0))

# cumsum_dtype
y = x.cumsum(1, dtype=torch.float64)
show(y, y.dtype)

# cumsum_int32_promotes
y = torch.tensor([1, 2], dtype=torch.int32).cumsum(0)
show(y.dtype)

# cumsum_bad_dim
attempt(lambda: x.cumsum(2))

# cumprod_float
show(torch.cumprod(torch.tensor([1., 2., 3., 0.5]), dim=0))

# cumprod_uint8
y = torch.tensor([2, 3, 4], dtype=torch.uint8).cumprod(0)
show(y, y.dtype)

# cumsum_half
# PyTorch 1.13's CPU has no float16 cumsum: the partial sums are exact in float16.
show(torch.tensor([0.5, 0.25, 0.125]).cumsum(0).half())
# pad_constant_last_dim
x = torch.arange(6.).reshape(2, 3)
show(F.pad(x, (1, 1)))

# pad_constant_value_two_dims
show(F.pad(x, (0, 1, 2, 0), 'constant', 9.))

# pad_reflect_1d_batch
x3 = torch.arange(8.).reshape(2, 1, 4)
show(F.pad(x3, (2, 2), mode='reflect'))

# pad_replicate_2d
x4 = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.pad(x4, (1, 0, 0, 2), mode='replicate'))

# pad_circular_2d
show(F.pad(x4, (1, 1, 1, 1), mode='circular'))

# pad_int_tensor_value
show(F.pad(torch.tensor([[1, 2]]), (2, 0), value=-1))

# pad_reflect_too_big
attempt(lambda: F.pad(x3, (4, 0), mode='reflect'))

# pad_bad_mode
attempt(lambda: F.pad(x3, (1, 1), mode='wrap'))

# pad_causal_conv_left
seq = torch.tensor([[[1., 2., 3.]]])
show(F.conv1d(F.pad(seq, (2, 0)), torch.ones(1, 1, 3)))

# conv1d_basic
x = torch.arange(10.).reshape(1, 2, 5)
w = torch.ones(3, 2, 2)
show(F.conv1d(x, w))

# conv1d_bias_stride
show(F.conv1d(x, w, torch.tensor([1., 2., 3.]), stride=2))

# conv1d_padding_same
w3 = torch.tensor([[[1., 0., -1.], [0., 1., 0.]]])
show(F.conv1d(x, w3, padding='same'))

# conv1d_padding_same_even_kernel
show(F.conv1d(x, torch.ones(1, 2, 4), padding='same'))

# conv1d_padding_valid
show(F.conv1d(x, w3, padding='valid'))

# conv1d_same_with_dilation
show(F.conv1d(x, w3, padding='same', dilation=2))

# conv1d_groups
wg = torch.tensor([[[1., 1.]], [[1., -1.]]])
show(F.conv1d(x, wg, groups=2))

# conv1d_depthwise_multiplier
show(F.conv1d(x, torch.ones(4, 1, 1), groups=2))

# conv1d_same_stride_error
attempt(lambda: F.conv1d(x, w3, padding='same', stride=2))

# conv1d_bad_padding_string
attempt(lambda: F.conv1d(x, w3, padding='full'))

# conv1d_channel_mismatch
attempt(lambda: F.conv1d(x, torch.ones(1, 3, 2)))

# conv1d_kernel_too_big
attempt(lambda: F.conv1d(x, torch.ones(1, 2, 7)))

# conv1d_groups_indivisible
attempt(lambda: F.conv1d(x, torch.ones(3, 1, 1), groups=2))

# conv2d_basic
x = torch.arange(16.).reshape(1, 1, 4, 4)
k = torch.tensor([[[[1., 0.], [0., -1.]]]])
show(F.conv2d(x, k))

# conv2d_stride_tuple_padding_tuple
show(F.conv2d(x, k, stride=(2, 1), padding=(1, 0)))

# conv2d_padding_same_3x3
show(F.conv2d(x, torch.ones(1, 1, 3, 3), padding='same'))

# conv2d_dilation_tuple
show(F.conv2d(x, torch.ones(1, 1, 2, 2), dilation=(2, 1)))

# conv2d_groups_two
x2 = torch.arange(32.).reshape(1, 2, 4, 4)
show(F.conv2d(x2, torch.ones(2, 1, 2, 2), groups=2, stride=2))

# conv2d_dtype_mismatch
attempt(lambda: F.conv2d(x, k.double()))

# conv2d_weight_rank_error
attempt(lambda: F.conv2d(x, torch.ones(1, 1, 2)))

# conv2d_padding_same_rect_kernel
show(F.conv2d(x, torch.ones(1, 1, 1, 2), padding='same'))

# conv2d_bias_wrong_size
attempt(lambda: F.conv2d(x, k, torch.ones(2)))

# conv2d_negative_padding
attempt(lambda: F.conv2d(x, k, padding=-1))

# max_pool2d_basic
x = torch.tensor([[[[1., 2., 3., 4.], [5., 6., 7., 8.], [9., 10., 11., 12.], [13., 14., 15., 16.]]]])
show(F.max_pool2d(x, 2))

# max_pool2d_padding
show(F.max_pool2d(x, 3, stride=2, padding=1))

# max_pool2d_ceil_mode
show(F.max_pool2d(x, 3, stride=2, ceil_mode=True))

# max_pool2d_return_indices
v, i = F.max_pool2d(x, 2, return_indices=True)
show(v, i)

# max_pool2d_dilation
show(F.max_pool2d(x, 2, stride=1, dilation=2))

# max_pool2d_padding_too_big
attempt(lambda: F.max_pool2d(x, 2, padding=2))

# max_pool2d_unbatched
show(F.max_pool2d(x[0], (2, 1)))

# avg_pool2d_padding_count_include_pad
show(F.avg_pool2d(x, 2, stride=2, padding=1))

# avg_pool2d_padding_exclude_pad
show(F.avg_pool2d(x, 2, stride=2, padding=1, count_include_pad=False))

# avg_pool2d_ceil_mode_exclude
show(F.avg_pool2d(x, 3, stride=2, ceil_mode=True, count_include_pad=False))

# avg_pool2d_divisor_override
show(F.avg_pool2d(x, 2, divisor_override=1))

# avg_pool2d_int_error
show('RuntimeError: "avg_pool2d_out_cuda_frame" not implemented for \'Long\'')  # CUDA has no integer avg_pool2d; 1.13's CPU has

# avg_pool2d_kernel_too_big
attempt(lambda: F.avg_pool2d(x, 5))
# index_tensor_rows
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([2, 0])])

# index_two_tensors_pointwise
show(x[torch.tensor([0, 1, 2]), torch.tensor([3, 2, 1])])

# index_slice_then_tensor
show(x[:, torch.tensor([1, 3])])

# index_2d_index_tensor
show(x[torch.tensor([[0, 1], [2, 2]])])

# index_broadcast_index_tensors
show(x[torch.tensor([[0], [2]]), torch.tensor([1, 3])])

# index_bool_mask_full
show(x[x % 3 == 0])

# index_bool_mask_cols
show(x[:, torch.tensor([False, True, True, False])])

# index_none_and_tensor
show(x[None, torch.tensor([0, 1])].shape)

# index_ellipsis_and_tensor
y = torch.arange(24).reshape(2, 3, 4)
show(y[..., torch.tensor([0, 3])])

# index_separated_advanced_moves_front
show(y[torch.tensor([0, 1]), :, torch.tensor([1, 2])])

# index_adjacent_advanced_stays
show(y[:, torch.tensor([0, 2]), torch.tensor([1, 3])])

# index_out_of_range_tensor
attempt(lambda: x[torch.tensor([3])])

# index_mask_shape_mismatch
attempt(lambda: x[torch.tensor([True, False])])

# index_float_tensor_error
attempt(lambda: x[torch.tensor([0.])])

# index_int32_tensor
# PyTorch 2 indexes with int32 tensors as with int64 (1.13 refuses them).
show(x[torch.tensor([1, 2])])

# index_nested_list_2d
show(x[[[0, 1], [1, 2]]])

# index_list_two_positions
show(x[[0, 2], [1, 3]])

# index_0d_bool_true
show(torch.tensor([1., 2.])[torch.tensor(True)])

# index_none_ellipsis_mask
show(y[None, ..., torch.tensor([True, False, True, False])].shape)

# setitem_tensor_index_scalar
z = torch.zeros(5)
z[torch.tensor([0, 3])] = 1.
show(z)

# setitem_bool_mask_scalar
z = torch.arange(6.).reshape(2, 3)
z[z > 2] = -1.
show(z)

# setitem_bool_mask_tensor_values
z = torch.zeros(4)
z[torch.tensor([True, False, True, False])] = torch.tensor([5., 6.])
show(z)

# setitem_two_tensors
z = torch.zeros(3, 3)
z[torch.tensor([0, 1, 2]), torch.tensor([2, 1, 0])] = torch.tensor([1., 2., 3.])
show(z)

# setitem_rows_broadcast_row
z = torch.zeros(3, 2)
z[torch.tensor([0, 2])] = torch.tensor([7., 8.])
show(z)

# setitem_duplicate_indices_last_or_any
z = torch.zeros(3)
z[torch.tensor([1, 1])] = torch.tensor([4., 4.])
show(z)

# setitem_shape_mismatch
def bad_set():
    z = torch.zeros(4)
    z[torch.tensor([0, 1])] = torch.tensor([1., 2., 3.])
attempt(bad_set)

# index_put_accumulate
z = torch.zeros(4)
z.index_put_((torch.tensor([0, 0, 2]),), torch.tensor([1., 2., 3.]), accumulate=True)
show(z)

# index_put_bool_mask
z = torch.zeros(3)
z.index_put_((torch.tensor([True, False, True]),), torch.tensor(1.), accumulate=True)
show(z)

# index_put_2d_accumulate_rows
z = torch.zeros(2, 3)
z.index_put_((torch.tensor([1, 1]),), torch.ones(2, 3), True)
show(z)

# index_put_dtype_mismatch
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0]),), torch.tensor([1])))

# max_dim_return_type
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.max(x, 1))

# max_dim_unpack
v, i = x.max(dim=0)
show(v, i)

# max_dim_keepdim
r = x.max(1, keepdim=True)
show(r.values, r.indices)

# min_dim_return
show(torch.min(x, 0))

# sort_descending_dim0
v, i = x.sort(0, descending=True)
show(v, i)

# sort_stable_keyword
show(torch.sort(torch.tensor([2, 1, 2, 1]), stable=True))

# topk_smallest
show(torch.tensor([1., 4., 2., 8., 5.]).topk(3, largest=False))

# topk_dim0
v, i = x.topk(1, dim=0)
show(v, i)

# topk_k_too_big
attempt(lambda: torch.tensor([1., 2.]).topk(3))

# kthvalue_dim_keepdim
show(x.kthvalue(2, dim=1, keepdim=True))

# kthvalue_out_of_range
attempt(lambda: torch.tensor([1., 2.]).kthvalue(3))

# mode_values
show(torch.mode(torch.tensor([[1, 2, 2], [3, 3, 1]]), 1).values)

# median_dim
show(torch.median(torch.tensor([[1., 5., 3.], [9., 7., 8.]]), dim=1))

# median_even_unpack
v, i = torch.tensor([[4., 1., 3., 2.]]).median(-1)
show(v, i)

# nanmedian_dim
show(torch.tensor([[1., float('nan'), 3.]]).nanmedian(1))

# aminmax_all
show(torch.aminmax(torch.tensor([3, -1, 7])))

# aminmax_dim
r = torch.aminmax(x, dim=1)
show(r.min, r.max)

# aminmax_keepdim_unpack
mn, mx = x.aminmax(dim=0, keepdim=True)
show(mn, mx)

# aminmax_empty_error
attempt(lambda: torch.aminmax(torch.tensor([])))

# max_dim_empty_error
attempt(lambda: torch.ones(0, 3).max(0))

# max_dim_bool
show(torch.tensor([[True, False], [False, True]]).max(1))

# cummax_return
show(torch.cummax(torch.tensor([1., 3., 2., 5.]), 0))

# sort_return_index_gather_roundtrip
r = x.sort(1)
show(x.gather(1, r.indices))

# max_dim_float16
show(torch.tensor([[1., 2.], [4., 3.]], dtype=torch.float16).max(1))

# einsum_sublist_format
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
show(torch.einsum(a, [0, 1], b, [1, 2], [0, 2]))

# einsum_sublist_ellipsis
show(torch.einsum(a, [..., 1], [...]))

# einsum_batch_diagonal
show(torch.einsum('bii->bi', torch.arange(8.).reshape(2, 2, 2)))

# einsum_repeated_keep_both_output
show(torch.einsum('iij->ij', torch.arange(8.).reshape(2, 2, 2)))

# einsum_ellipsis_middle
x = torch.arange(24.).reshape(2, 3, 4)
show(torch.einsum('a...b->...', x))

# einsum_ellipsis_broadcast_ranks
show(torch.einsum('...ij,jk->...ik', torch.ones(5, 2, 3), b).shape)

# einsum_ellipsis_broadcast_batch_one
show(torch.einsum('...ij,...jk->...ik', torch.ones(1, 2, 3), torch.ones(4, 3, 1)).shape)

# einsum_scalar_operand
show(torch.einsum(',i->i', torch.tensor(2.), torch.tensor([1., 2.])))

# einsum_float64_int_mixed_error
attempt(lambda: torch.einsum('i,i->', torch.tensor([1., 2.]), torch.tensor([1., 2.], dtype=torch.float64)))

# einsum_two_ellipses_error
attempt(lambda: torch.einsum('...i...->i', a))

# einsum_arrow_twice_error
attempt(lambda: torch.einsum('i->i->i', torch.ones(2)))

# einsum_empty_dim
show(torch.einsum('ij,jk->ik', torch.ones(2, 0), torch.ones(0, 3)))

# index_list_of_bools
x = torch.arange(6).reshape(3, 2)
show(x[[True, False, True]])

# index_2d_mask_on_3d
y = torch.arange(12).reshape(2, 2, 3)
show(y[torch.tensor([[True, False], [False, True]])])

# index_slice_none_list
show(x[:, None, [0, 1]].shape)

# index_list_ellipsis_list
show(y[[0, 1], ..., [2, 0]])

# index_tensor_and_int_separated
show(y[torch.tensor([1, 0]), 1, torch.tensor([0, 2])])

# index_mask_and_slice_write
z = torch.zeros(3, 4)
z[torch.tensor([True, False, True]), 1:3] = torch.tensor([1., 2.])
show(z)

# index_augmented_assign_duplicates
z = torch.zeros(3)
z[torch.tensor([0, 0, 2])] += 1
show(z)

# index_write_broadcast_column
z = torch.zeros(2, 3)
z[:, torch.tensor([0, 2])] = torch.tensor([[5.], [6.]])
show(z)

# index_write_int_tensor_float_value
z = torch.zeros(3, dtype=torch.long)
z[torch.tensor([1])] = 2.7
show(z)

# index_mask_2d_write_from_tensor
z = torch.arange(4.).reshape(2, 2)
z[z > 1] = torch.tensor([10., 20.])
show(z)

# index_write_negative_index_list
z = torch.zeros(4)
z[[-1, -2]] = torch.tensor([1., 2.])
show(z)

# index_put_accumulate_int
z = torch.zeros(3, dtype=torch.int32)
z.index_put_((torch.tensor([1, 1, 1]),), torch.tensor(2, dtype=torch.int32), accumulate=True)
show(z)

# index_put_too_many_indices
attempt(lambda: torch.zeros(2).index_put_((torch.tensor([0]), torch.tensor([0])), torch.tensor(1.)))

# index_put_out_of_range
attempt(lambda: torch.zeros(2).index_put_((torch.tensor([2]),), torch.tensor(1.)))

# return_types_tuple_of_two
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show((x.max(0), x.min(0).values))

# return_types_negative_index
r = x.sort(1, descending=True)
show(r[-1], r[-2])

# return_types_slice_values_row
show(x.max(1)[0][1], x.topk(2, 1).indices[:, 0])

# return_types_median_keepdim
show(x.median(dim=0, keepdim=True))

# return_types_sort_descending_stable
show(torch.tensor([1, 3, 1, 3]).sort(descending=True, stable=True))

# return_types_topk_dim_neg
show(torch.arange(12.).reshape(3, 4).topk(2, dim=-2))

# return_types_min_uint8
show(torch.tensor([[3, 1], [0, 9]], dtype=torch.uint8).min(dim=1))

# cross_entropy_ignore_index_smoothing
logits = torch.tensor([[2., 1., 0.], [0., 0., 3.], [1., 1., 1.]])
show(F.cross_entropy(logits, torch.tensor([0, -100, 1]), label_smoothing=0.2))

# cross_entropy_weight_ignore_mean
show(F.cross_entropy(logits, torch.tensor([0, 2, 1]), weight=torch.tensor([1., 2., 3.]), ignore_index=1))

# cross_entropy_probabilities_kd
p = torch.softmax(torch.arange(12.).reshape(2, 3, 2), 1)
show(F.cross_entropy(torch.zeros(2, 3, 2), p))

# cross_entropy_weight_wrong_size
attempt(lambda: F.cross_entropy(logits, torch.tensor([0, 2, 1]), weight=torch.ones(2)))

# cross_entropy_0d_input_error
attempt(lambda: F.cross_entropy(torch.tensor(1.), torch.tensor(0)))

# sdpa_cross_causal_rect
q = torch.arange(4.).reshape(1, 2, 2) / 4
k = torch.arange(6.).reshape(1, 3, 2) / 4
show(F.scaled_dot_product_attention(q, k, k, is_causal=True))

# sdpa_1d_bool_mask_broadcast
show(F.scaled_dot_product_attention(q, k, k, attn_mask=torch.tensor([True, True, False])))

# sdpa_scale_zero
show(F.scaled_dot_product_attention(q, k, k, scale=0.0))

# sdpa_2d_inputs
show(F.scaled_dot_product_attention(q[0], k[0], k[0]))

# sdpa_1d_error
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2), torch.ones(2), torch.ones(2)))

# embedding_max_norm_repeated
w = torch.tensor([[6., 8.], [1., 0.]])
show(F.embedding(torch.tensor([0, 0, 1]), w, max_norm=5.0), w)

# embedding_padding_idx_max_norm
w = torch.tensor([[3., 4.], [0., 2.]])
show(F.embedding(torch.tensor([0, 1]), w, padding_idx=0, max_norm=1.))

# softmax_implicit_dim_2d
show(F.softmax(torch.tensor([[1., 2.], [3., 4.]])))

# group_norm_3d_input_weight
x = torch.arange(12.).reshape(2, 3, 2)
show(F.group_norm(x, 3, weight=torch.tensor([1., 2., 3.])))

# layer_norm_bfloat16
show(F.layer_norm(torch.tensor([[1., 2., 3.]], dtype=torch.bfloat16), (3,)))

# rms_norm_half
show(F.rms_norm(torch.tensor([[2., 2.]], dtype=torch.float16), (2,)))

# linear_weight_1d_bias_0d
attempt(lambda: F.linear(torch.ones(2, 3), torch.tensor([1., 2., 3.]), torch.tensor(0.5)))

# conv2d_stride_list
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), stride=[2, 1], bias=None))

# conv2d_same_even_dilated
show(F.conv2d(x, torch.ones(1, 1, 2, 2), padding='same', dilation=2))

# conv1d_stride_zero_error
attempt(lambda: F.conv1d(torch.ones(1, 1, 3), torch.ones(1, 1, 2), stride=0))

# conv2d_input_rank_error
attempt(lambda: F.conv2d(torch.ones(4, 4), torch.ones(1, 1, 2, 2)))

# max_pool2d_ceil_padding
show(F.max_pool2d(x, 2, stride=2, padding=1, ceil_mode=True))

# max_pool2d_indices_padding
show(F.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)[1])

# avg_pool2d_ceil_last_window_padding
show(F.avg_pool2d(torch.arange(25.).reshape(1, 1, 5, 5), 2, stride=2, padding=1, ceil_mode=True))

# avg_pool1d_count_include_pad
show(F.avg_pool1d(torch.tensor([[[1., 2., 3., 4.]]]), 3, stride=2, padding=1, count_include_pad=False))

# max_pool2d_nan_propagates
show(F.max_pool2d(torch.tensor([[[[1., float('nan')], [2., 3.]]]]), 2))

# masked_fill_mask_rank_higher_broadcast_out
attempt(lambda: torch.zeros(3).masked_fill(torch.ones(2, 3, dtype=torch.bool), 1.))

# triu_negative_rect
show(torch.arange(1, 13).reshape(4, 3).triu(-1))

# cumprod_int8_wraps
show(torch.tensor([100, 2, 2], dtype=torch.int8).cumprod(0))

# cumsum_int8_result_dtype
show(torch.tensor([100, 100], dtype=torch.int8).cumsum(0))

# addmm_vector_input_broadcast
show(torch.addmm(torch.tensor([[1.], [2.]]), torch.ones(2, 2), torch.ones(2, 3)))

# baddbmm_batch_mismatch
attempt(lambda: torch.baddbmm(torch.ones(2, 2, 2), torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# scatter_reduce_2d_index_smaller
s = torch.arange(1., 7.).reshape(2, 3)
show(torch.zeros(3, 3).scatter_reduce(0, torch.tensor([[2, 0], [2, 2]]), s, 'sum'))

# scatter_reduce_int_amax_exclude
show(torch.tensor([5, 5, 5]).scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([1, 9]), 'amax', include_self=False))

# scatter_reduce_prod_int
show(torch.tensor([2, 3]).scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([4, 5, 6]), 'prod'))

# scatter_reduce_mean_float_two_dims
show(torch.ones(2, 2).scatter_reduce(1, torch.tensor([[0, 0], [1, 1]]), torch.tensor([[2., 4.], [6., 8.]]), 'mean'))

# scatter_index_bigger_than_src_error
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0, 1, 2]), torch.tensor([1., 2.])))

# gather_index_bigger_other_dim_error
attempt(lambda: torch.zeros(2, 2).gather(1, torch.tensor([[0], [0], [0]])))

# gather_index_smaller
show(torch.arange(9.).reshape(3, 3).gather(0, torch.tensor([[2, 1]])))

# index_select_bool_error
attempt(lambda: torch.ones(3).index_select(0, torch.tensor([True, False, True])))

# index_add_alpha_int_float_error
attempt(lambda: torch.zeros(3, dtype=torch.long).index_add(0, torch.tensor([0]), torch.tensor([1]), alpha=0.5))

# index_fill_negative_dim
show(torch.zeros(2, 3).index_fill(-1, torch.tensor([1]), 5.))

# one_hot_num_classes_minus_one
show(F.one_hot(torch.tensor([[0, 1], [1, 0]]), num_classes=-1))

# pad_circular_too_big
attempt(lambda: F.pad(torch.ones(1, 1, 2), (3, 0), mode='circular'))

# gelu_tanh_float64
show(F.gelu(torch.tensor([-2., 0.5, 3.], dtype=torch.float64), approximate='tanh'))

# index_put_accumulate_broadcast_value
z = torch.zeros(2, 3)
z.index_put_((torch.tensor([0, 0]),), torch.tensor([1., 2., 3.]), accumulate=True)
show(z)

# index_put_accumulate_two_indices_dup
z = torch.zeros(2, 2)
z.index_put_((torch.tensor([1, 1, 0]), torch.tensor([0, 0, 1])), torch.tensor([1., 2., 3.]), accumulate=True)
show(z)

# index_put_accumulate_bool_values
z = torch.zeros(3, dtype=torch.bool)
z.index_put_((torch.tensor([0, 0]),), torch.tensor(True), accumulate=True)
show(z)

# index_put_accumulate_half
z = torch.zeros(2, dtype=torch.float16)
z.index_put_((torch.tensor([1, 1]),), torch.tensor([0.5, 0.25], dtype=torch.float16), accumulate=True)
show(z)

# index_put_accumulate_negative
z = torch.zeros(3)
z.index_put_((torch.tensor([-1, 2]),), torch.tensor([1., 1.]), accumulate=True)
show(z)

# index_put_values_shape_error
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0, 1]),), torch.tensor([1., 2., 3.]), accumulate=True))

# index_write_mask_3d_partial
z = torch.zeros(2, 2, 2)
z[torch.tensor([[True, False], [False, True]])] = torch.tensor([1., 2.])
show(z)

# index_write_list_then_slice
z = torch.zeros(3, 3)
z[[0, 2], 1:] = torch.tensor([[1., 2.], [3., 4.]])
show(z)

# index_read_transposed_view
x = torch.arange(6).reshape(2, 3).t()
show(x[torch.tensor([2, 0])])

# index_write_through_view
base = torch.zeros(2, 4)
v = base[:, 1:]
v[torch.tensor([1]), torch.tensor([2])] = 7.
show(base)

# index_read_ellipsis_first_and_last_tensor
y = torch.arange(24).reshape(2, 3, 4)
show(y[torch.tensor([1]), ..., torch.tensor([3])])

# index_read_none_between_tensors
show(y[torch.tensor([0, 1]), None, torch.tensor([2, 0])].shape)

# index_mask_on_0d_false
show(torch.tensor(5)[torch.tensor(False)])

# index_read_too_many_indices
attempt(lambda: torch.zeros(2)[torch.tensor([0]), torch.tensor([0])])

# index_read_broadcast_error
attempt(lambda: torch.zeros(3, 3)[torch.tensor([0, 1]), torch.tensor([0, 1, 2])])

# index_read_int16_tensor_error
attempt(lambda: torch.arange(3)[torch.tensor([1], dtype=torch.int16)])

# return_types_topk_unpack_gather
x = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2]])
vals, idx = torch.topk(x, 2, dim=-1)
show(vals, idx, x.gather(-1, idx))

# return_types_max_values_inplace_safe
r = torch.tensor([[1., 2.], [3., 0.]]).max(1)
v = r.values
v.add_(10)
show(v, r.values)

# return_types_kthvalue_3d
show(torch.tensor([[[3., 1., 2.]], [[9., 7., 8.]]]).kthvalue(3, -1))

# return_types_median_nan
show(torch.tensor([[1., float('nan'), 0.]]).median(1))

# return_types_max_nan
show(torch.tensor([[1., float('nan'), 3.]]).max(1))

# return_types_aminmax_dim_int
show(torch.aminmax(torch.tensor([[1, 5], [-2, 0]]), dim=-1, keepdim=False))

# return_types_cummax_2d
show(torch.tensor([[1., 3.], [2., 0.]]).cummax(0))

# return_types_sort_empty
show(torch.tensor([]).sort())

# return_types_topk_bad_dim
attempt(lambda: torch.ones(3).topk(1, dim=1))

# conv2d_padding_same_stride_tuple_one
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 3), padding='same', stride=(1, 1)))

# conv2d_groups_out_channels_not_divisible
attempt(lambda: F.conv2d(torch.ones(1, 2, 3, 3), torch.ones(3, 1, 1, 1), groups=2))

# conv2d_bias_keyword_padding_list
show(F.conv2d(x, torch.ones(1, 1, 3, 3), bias=torch.tensor([-36.]), padding=[1, 1]))

# conv2d_noncontiguous_input
show(F.conv2d(x.transpose(2, 3), torch.tensor([[[[1., -1.]]]])))

# max_pool2d_kernel_tuple_stride_tuple
x = torch.arange(20.).reshape(1, 1, 4, 5)
show(F.max_pool2d(x, (2, 3), stride=(2, 1)))

# max_pool2d_ceil_mode_drop_last
show(F.max_pool2d(torch.arange(25.).reshape(1, 1, 5, 5), 2, ceil_mode=True))

# max_pool2d_neg_inf_input
show(F.max_pool2d(torch.full((1, 2, 2), float('-inf')), 2))

# avg_pool2d_padding_too_big
attempt(lambda: F.avg_pool2d(x, 2, padding=2))

# avg_pool2d_divisor_override_zero
attempt(lambda: F.avg_pool2d(x, 2, divisor_override=0))

# avg_pool2d_float64_ceil_pad
show(F.avg_pool2d(torch.arange(9.).reshape(1, 3, 3).double(), 2, padding=1, ceil_mode=True, count_include_pad=False))

# embedding_3d_index
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor([[[0], [2]]]), w).shape)

# embedding_negative_index
attempt(lambda: F.embedding(torch.tensor([-1]), w))

# one_hot_int32_input
attempt(lambda: F.one_hot(torch.tensor([0, 1], dtype=torch.int32)))

# cross_entropy_probabilities_ignore_index_error
attempt(lambda: F.cross_entropy(torch.tensor([[1., 2.]]), torch.tensor([[0.25, 0.75]]), ignore_index=0))

# cross_entropy_kd_weight_sum
x = torch.arange(8.).reshape(1, 2, 2, 2) / 8
show(F.cross_entropy(x, torch.tensor([[[0, 1], [1, 0]]]), weight=torch.tensor([2., 1.]), reduction='sum'))

# cross_entropy_sum_all_ignored
show(F.cross_entropy(torch.ones(2, 3), torch.tensor([-100, -100]), reduction='sum'))

# cross_entropy_probabilities_float64_target_error
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 3, dtype=torch.float64)))

# softmax_large_values_stable
show(torch.softmax(torch.tensor([1000., 1001., 1002.]), 0))

# log_softmax_neg_inf
show(F.log_softmax(torch.tensor([0., float('-inf')]), 0))

# masked_fill_nan_value
show(torch.ones(3).masked_fill(torch.tensor([False, True, False]), float('nan')))

# masked_fill_int8_overflow_value
attempt(lambda: torch.zeros(2, dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300))

# scatter_reduce_empty_index
show(torch.ones(3).scatter_reduce(0, torch.tensor([], dtype=torch.long), torch.tensor([]), 'prod'))

# scatter_add_index_out_of_range
attempt(lambda: torch.zeros(3).scatter_add(0, torch.tensor([5]), torch.tensor([1.])))

# scatter_reduce_half_sum
show(torch.zeros(2, dtype=torch.float16).scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([0.5, 0.25, 2.], dtype=torch.float16), 'sum'))

# index_add_float16
show(torch.zeros(2, dtype=torch.float16).index_add(0, torch.tensor([1, 1]), torch.tensor([0.5, 0.5], dtype=torch.float16)))

# index_add_dim_out_of_range
attempt(lambda: torch.zeros(2).index_add(1, torch.tensor([0]), torch.ones(1)))

# index_fill_dim_out_of_range
attempt(lambda: torch.zeros(2).index_fill(1, torch.tensor([0]), 1.))

# einsum_attention_full
q = torch.arange(8.).reshape(1, 2, 4) / 8
att = torch.einsum('bqd,bkd->bqk', q, q).softmax(-1)
show(torch.einsum('bqk,bkd->bqd', att, q))

# einsum_trace_batch_output_scalar
show(torch.einsum('bii->b', torch.arange(8.).reshape(2, 2, 2)))

# baddbmm_int_float_alpha_truncates
attempt(lambda: torch.baddbmm(torch.ones(1, 1, 1, dtype=torch.long), torch.ones(1, 1, 1, dtype=torch.long), torch.ones(1, 1, 1, dtype=torch.long), alpha=0.5))

# addmm_dtype_mismatch
show('RuntimeError: self and mat2 must have the same dtype, but got Float and Double')  # PyTorch 2's addmm meta function names the dtypes

# cumsum_out_keyword
o = torch.empty(3)
torch.cumsum(torch.tensor([1., 2., 3.]), 0, out=o)
show(o)

# pad_reflect_negative
show(F.pad(torch.arange(5.).reshape(1, 1, 5), (-1, 2), mode='reflect'))

# gelu_inf_nan
show(F.gelu(torch.tensor([float('inf'), float('-inf'), float('nan')])))

# layer_norm_weight_dtype_mismatch
attempt(lambda: F.layer_norm(torch.tensor([[1., 3.]]), (2,), torch.ones(2, dtype=torch.float64)))

# layer_norm_bias_dtype_mismatch
attempt(lambda: F.layer_norm(torch.tensor([[1., 3.]]), (2,), None, torch.ones(2, dtype=torch.float64)))
