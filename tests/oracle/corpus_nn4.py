# Twin of tests/golden/corpus_nn4.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch2  # noqa: E402
from cuda_repr import cuda_message, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda, GeluCUDAKernelImpl), as on the golden's cuda:0,
    mv's size check is in PyTorch 2's words, and PyTorch 2's indexing takes int32 index tensors too (its message
    names them)."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        message = torch2.mv_message(cuda_message(e))
        show(type(e).__name__ + ':', message.replace('must be long, byte or bool', 'must be long, int, byte or bool'))


torch2.install()


# linear_noncontig_weight
w = torch.arange(6.).reshape(3, 2).t()
x = torch.tensor([[1., 2., 3.], [0., -1., 0.5]])
show(F.linear(x, w), F.linear(x, w, torch.tensor([0.5, -0.5])))

# linear_0d_bias_1d_input
w = torch.tensor([[1., 2.], [3., 4.]])
show(F.linear(torch.tensor([1., 1.]), w, torch.tensor(10.)))

# linear_empty_batch
show(F.linear(torch.zeros(0, 3), torch.ones(2, 3)), F.linear(torch.zeros(0, 3), torch.ones(2, 3), torch.ones(2)).shape)

# linear_f16
x = torch.tensor([[0.1, 0.2, 0.3]], dtype=torch.float64)
show(F.linear(x, torch.ones(2, 3, dtype=torch.float64)))

# linear_3d_input_bias_bcast
x = torch.arange(12.).reshape(2, 2, 3)
show(F.linear(x, torch.eye(3)[:2], torch.tensor([100., 200.])))

# linear_bias_shape_err
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.ones(3)))

# layer_norm_weight_bias_noncontig
x = torch.tensor([[1., 2., 3., 4.], [2., 2., 2., 2.], [-1., 0., 1., 10.]]).t()
show(F.layer_norm(x, (3,), torch.tensor([1., 2., 3.]), torch.tensor([0., 0.5, -0.5])))

# layer_norm_f64_2d_shape
x = torch.arange(24, dtype=torch.float64).reshape(2, 3, 4)
show(F.layer_norm(x, [3, 4])[1, 0])

# layer_norm_bf16
x = torch.tensor([[1., 2., 3.], [10., 20., 40.]], dtype=torch.bfloat16)
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.layer_norm(x.float(), (3,)).bfloat16())

# layer_norm_f16_weight
x = torch.tensor([[1., 2., 3.], [10., 20., 40.]], dtype=torch.float16)
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.layer_norm(x.float(), (3,), weight=torch.tensor([1., 0.5, 2.])).half())

# layer_norm_weight_shape_err
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), torch.ones(2)))

# layer_norm_empty
show(F.layer_norm(torch.zeros(0, 4), (4,)))

# rms_norm_weight_eps
x = torch.tensor([[3., 4.], [1., -1.]])
show(F.rms_norm(x, (2,), weight=torch.tensor([2., 0.5]), eps=1e-3))

# rms_norm_f16
x = torch.tensor([[1., 2., 3.], [0., 0., 0.]], dtype=torch.float16)
show(F.rms_norm(x, [3]))

# rms_norm_2d_shape
x = torch.arange(8.).reshape(2, 2, 2)
show(F.rms_norm(x, (2, 2)))

# gelu_tanh_f64
x = torch.tensor([-3., -0.5, 0., 0.5, 3.], dtype=torch.float64)
show(F.gelu(x, approximate='tanh'), F.gelu(x))

# gelu_bf16_tanh
x = torch.tensor([-1., 0.25, 2.], dtype=torch.bfloat16)
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.gelu(x.float(), approximate='tanh').bfloat16(), F.gelu(x.float(), approximate='none').bfloat16())

# gelu_bad_approx
attempt(lambda: F.gelu(torch.ones(2), approximate='fast'))

# silu_f16_noncontig
x = torch.tensor([[-2., 1.], [0.5, 8.]], dtype=torch.float16).t()
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.silu(x.float()).half(), torch.nn.functional.silu(x[0].float()).half())

# relu_int_leaky
x = torch.tensor([-3, 0, 5])
show(F.relu(x), torch.relu(x.to(torch.int8)))

# leaky_relu_slope
x = torch.tensor([-2., -0.5, 0., 1.])
show(F.leaky_relu(x), F.leaky_relu(x, 0.2), F.leaky_relu(x, negative_slope=-1.0))

# leaky_relu_int_err
attempt(lambda: F.leaky_relu(torch.tensor([-1, 2])))

# elu_alpha
x = torch.tensor([-2., -0.1, 0., 3.])
show(F.elu(x), F.elu(x, alpha=0.5))

# softplus_beta_threshold
x = torch.tensor([-5., 0., 1., 10., 30.])
show(F.softplus(x, beta=2), F.softplus(x, beta=1, threshold=5))

# hardtanh_relu6
x = torch.tensor([-7., -0.5, 0.5, 7.])
show(F.hardtanh(x), F.relu6(x), F.hardtanh(x, -2., 2.))

# hardtanh_bad_bounds
attempt(lambda: F.hardtanh(torch.ones(2), 1., -1.))

# softmax_dtype_kw
x = torch.tensor([[1., 2., 3.], [0., 0., 0.]], dtype=torch.float16)
show(F.softmax(x, dim=1, dtype=torch.float32), torch.softmax(x, -1, dtype=torch.float64))

# log_softmax_dtype_int
x = torch.tensor([[1, 2, 3]])
show(F.log_softmax(x, dim=1, dtype=torch.float32), torch.log_softmax(x.double(), 0))

# softmax_inf_rows
x = torch.tensor([[float('-inf'), 0., 0.], [float('-inf'), float('-inf'), float('-inf')]])
show(F.softmax(x, dim=-1), F.log_softmax(x, dim=-1))

# softmax_empty_0d
show(F.softmax(torch.tensor(3.), dim=0), F.softmax(torch.zeros(2, 0), dim=1), F.log_softmax(torch.tensor(2.), 0))

# softmax_dim_err
attempt(lambda: F.softmax(torch.ones(2, 3), dim=2))

# softmax_noncontig_dim0
x = torch.tensor([[1., 5.], [2., 4.], [3., 3.]]).t()
show(F.softmax(x, dim=0), F.softmax(x[:, 1:], dim=1))

# dropout_p0_training
x = torch.tensor([[1., 2.], [3., 4.]])
show(F.dropout(x, p=0.0, training=True), F.dropout(x, 0.0))

# dropout_p1_training
x = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(F.dropout(x, p=1.0), torch.dropout(x, 1.0, True))

# dropout_eval_identity_inplace
x = torch.tensor([1., -2.])
y = F.dropout(x, 0.5, training=False, inplace=True)
show(y, torch.dropout(x, 0.3, False))

# dropout_bad_p_neg
attempt(lambda: F.dropout(torch.ones(2), p=-0.1))
attempt(lambda: F.dropout(torch.ones(2), p=1.5, training=False))

# dropout_int_p1
attempt(lambda: F.dropout(torch.tensor([1, 2]), p=1.0))

# embedding_padding_neg
w = torch.arange(12.).reshape(4, 3)
show(F.embedding(torch.tensor([[0, 3], [2, 1]]), w, padding_idx=-1))

# embedding_padding_oob
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2), padding_idx=3))
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2), padding_idx=-4))

# embedding_idx_oob
attempt(lambda: F.embedding(torch.tensor([3]), torch.ones(3, 2)))

# embedding_0d_empty
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor(2), w), F.embedding(torch.zeros(0, 2, dtype=torch.long), w).shape)

# embedding_f16_weight
w = torch.tensor([[0.5, 1.5], [2.5, 3.5]], dtype=torch.float16)
show(F.embedding(torch.tensor([1, 1, 0]), w))

# one_hot_neg1_infer
show(F.one_hot(torch.tensor([[2, 0], [1, 4]]), num_classes=-1), F.one_hot(torch.tensor([0, 2]), 4))

# one_hot_errors
attempt(lambda: F.one_hot(torch.tensor([1, 3]), 3))
attempt(lambda: F.one_hot(torch.tensor([-1, 0])))

# one_hot_0d
show(F.one_hot(torch.tensor(2), 3), F.one_hot(torch.tensor(1)))

# one_hot_empty_infer_err
attempt(lambda: F.one_hot(torch.tensor([], dtype=torch.long)))
show(F.one_hot(torch.tensor([], dtype=torch.long), 3))

# cross_entropy_reductions
x = torch.tensor([[2., 1., 0.1], [0.5, 2.5, 0.3], [1., 1., 1.]])
t = torch.tensor([0, 1, 2])
show(F.cross_entropy(x, t, reduction='none'), F.cross_entropy(x, t, reduction='sum'), F.cross_entropy(x, t))

# cross_entropy_weight_mean
x = torch.tensor([[2., 1., 0.1], [0.5, 2.5, 0.3], [1., 1., 1.]])
t = torch.tensor([0, 1, 2])
w = torch.tensor([1., 2., 0.5])
show(F.cross_entropy(x, t, weight=w), F.cross_entropy(x, t, weight=w, reduction='none'))

# cross_entropy_ignore_all
x = torch.tensor([[2., 1.], [0.5, 2.5]])
show(F.cross_entropy(x, torch.tensor([-100, -100])), F.cross_entropy(x, torch.tensor([-100, -100]), reduction='sum'))

# cross_entropy_ignore_custom
x = torch.tensor([[2., 1.], [0.5, 2.5], [0., 0.]])
show(F.cross_entropy(x, torch.tensor([1, 0, 1]), ignore_index=1), F.cross_entropy(x, torch.tensor([1, 0, 1]), ignore_index=1, reduction='none'))

# cross_entropy_smoothing_none
x = torch.tensor([[2., 1., 0.], [0., 0., 3.]])
t = torch.tensor([0, 2])
show(F.cross_entropy(x, t, label_smoothing=0.1, reduction='none'), F.cross_entropy(x, t, label_smoothing=0.3))

# cross_entropy_smoothing_ignore
x = torch.tensor([[2., 1., 0.], [0., 0., 3.], [1., 2., 3.]])
t = torch.tensor([0, -100, 1])
show(F.cross_entropy(x, t, label_smoothing=0.2))

# cross_entropy_probs_smoothing
x = torch.tensor([[2., 1., 0.], [0., 0., 3.]])
p = torch.tensor([[0.7, 0.2, 0.1], [0., 0., 1.]])
show(F.cross_entropy(x, p, label_smoothing=0.1), F.cross_entropy(x, p, reduction='none'))

# cross_entropy_probs_weight
x = torch.tensor([[2., 1., 0.], [0., 0., 3.]])
p = torch.tensor([[0.7, 0.2, 0.1], [0., 0., 1.]])
show(F.cross_entropy(x, p, weight=torch.tensor([1., 2., 3.])), F.cross_entropy(x, p, weight=torch.tensor([1., 2., 3.]), reduction='sum'))

# cross_entropy_target_oob
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))

# cross_entropy_target_float_shape_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 2)))

# cross_entropy_int32_target_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1], dtype=torch.int32)))

# cross_entropy_f64_3d
x = torch.arange(12, dtype=torch.float64).reshape(1, 3, 4) / 4
t = torch.tensor([[0, 1, 2, 1]])
show(F.cross_entropy(x, t), F.cross_entropy(x, t, reduction='none'))

# cross_entropy_batch_mismatch
attempt(lambda: F.cross_entropy(torch.ones(3, 2), torch.tensor([0, 1])))

# cross_entropy_empty_batch
show(F.cross_entropy(torch.zeros(0, 3), torch.zeros(0, dtype=torch.long)), F.cross_entropy(torch.zeros(0, 3), torch.zeros(0, dtype=torch.long), reduction='sum'))

# nll_loss_weight_ignore
lp = torch.log_softmax(torch.tensor([[1., 2., 3.], [3., 2., 1.], [0., 0., 0.]]), 1)
t = torch.tensor([2, 0, 1])
show(F.nll_loss(lp, t, weight=torch.tensor([0.5, 1., 2.]), ignore_index=0), F.nll_loss(lp, t, reduction='none'))

# nll_loss_1d_input
lp = torch.tensor([-0.5, -1.0, -2.0])
show(F.nll_loss(lp, torch.tensor(1)), F.nll_loss(lp.unsqueeze(0), torch.tensor([2])))

# nll_loss_target_oob
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([1, 5])))

# nll_loss_weight_size_err
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([1, 0]), weight=torch.ones(2)))

# mse_l1_reductions_bcast
a = torch.tensor([[1., 2.], [3., 4.]])
b = torch.tensor([0., 2.])
show(F.mse_loss(a, b.expand(2, 2), reduction='none'), F.l1_loss(a, b.expand(2, 2), reduction='sum'))

# mse_loss_f16
a = torch.tensor([1., 2.5], dtype=torch.float16)
show(F.mse_loss(a, torch.zeros(2, dtype=torch.float16)), F.l1_loss(a, torch.ones(2, dtype=torch.float16)))

# mse_loss_bad_reduction
attempt(lambda: F.mse_loss(torch.ones(2), torch.ones(2), reduction='avg'))

# mse_loss_int_err
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 3])))

# l1_loss_empty
show(F.l1_loss(torch.zeros(0), torch.zeros(0)), F.mse_loss(torch.zeros(0), torch.zeros(0), reduction='sum'))

# bce_weight_reduction
p = torch.tensor([0.9, 0.2, 0.5])
y = torch.tensor([1., 0., 1.])
show(F.binary_cross_entropy(p, y, weight=torch.tensor([1., 2., 3.])), F.binary_cross_entropy(p, y, reduction='none'))

# bce_clamp_log
p = torch.tensor([0., 1., 1.])
y = torch.tensor([1., 0., 1.])
show(F.binary_cross_entropy(p, y, reduction='none'))

# bce_out_of_range
attempt(lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.])))

# bce_size_mismatch
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5, 0.5]), torch.tensor([[1., 0.]])))

# bce_logits_pos_weight
x = torch.tensor([[1., -2.], [0., 3.]])
y = torch.tensor([[1., 0.], [1., 1.]])
show(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([2., 0.5])), F.binary_cross_entropy_with_logits(x, y, reduction='none'))

# bce_logits_weight_large
x = torch.tensor([100., -100., 0.])
y = torch.tensor([0., 1., 0.5])
show(F.binary_cross_entropy_with_logits(x, y, weight=torch.tensor([1., 0.5, 2.]), reduction='sum'))

# bce_logits_size_err
attempt(lambda: F.binary_cross_entropy_with_logits(torch.ones(3), torch.ones(2)))

# kl_div_log_target
lp = torch.log(torch.tensor([[0.2, 0.8], [0.5, 0.5]]))
lq = torch.log(torch.tensor([[0.1, 0.9], [0.3, 0.7]]))
show(F.kl_div(lp, lq, reduction='batchmean', log_target=True), F.kl_div(lp, lq.exp(), reduction='none'))

# kl_div_zero_target
lp = torch.log(torch.tensor([0.25, 0.75]))
show(F.kl_div(lp, torch.tensor([0., 1.]), reduction='sum'), F.kl_div(lp, torch.tensor([0., 1.])))

# sdpa_bool_mask_bcast
q = torch.tensor([[[1., 0.], [0., 1.], [1., 1.]]])
k = torch.tensor([[[1., 0.], [0., 1.], [2., 0.]]])
v = torch.tensor([[[1., 2.], [3., 4.], [5., 6.]]])
m = torch.tensor([True, False, True])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))

# sdpa_float_mask_causal_scale
q = torch.tensor([[[1., 0.], [0., 1.], [1., 1.]]])
v = torch.tensor([[[1., 2.], [3., 4.], [5., 6.]]])
show(F.scaled_dot_product_attention(q, q, v, is_causal=True, scale=0.5))
show(F.scaled_dot_product_attention(q, q, v, attn_mask=torch.tensor([[0., -1., -2.]]), scale=1.0))

# sdpa_lq_ne_lk_causal
q = torch.tensor([[1., 0.], [0., 1.]])
k = torch.tensor([[1., 0.], [0., 1.], [1., 1.]])
v = torch.tensor([[1.], [2.], [3.]])
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_f64_3d_dv
q = torch.tensor([[[0.5, 1.0]]], dtype=torch.float64)
k = torch.tensor([[[1., 0.], [0., 1.]]], dtype=torch.float64)
v = torch.tensor([[[1., 2., 3.], [4., 5., 6.]]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, k, v))

# sdpa_dropout_zero_2heads
q = torch.arange(8.).reshape(1, 2, 2, 2) / 8
show(F.scaled_dot_product_attention(q, q, q, dropout_p=0.0))

# masked_fill_scalar_tensor_value
x = torch.tensor([[1., 2.], [3., 4.]])
show(x.masked_fill(torch.tensor([[True], [False]]), torch.tensor(-1.)), x.masked_fill(x > 2, float('-inf')))

# masked_fill_value_dim_err
attempt(lambda: torch.ones(2).masked_fill(torch.tensor([True, False]), torch.tensor([1., 2.])))

# masked_fill_int_inplace_float
x = torch.tensor([1, 2, 3])
x.masked_fill_(torch.tensor([True, False, True]), 7.9)
show(x)

# masked_fill_bool_tensor_noncontig
x = torch.zeros(3, 2).t()
show(x.masked_fill(torch.tensor([True, False, True]), 5.))

# tril_triu_diag_rect
x = torch.arange(1, 13).reshape(3, 4)
show(torch.tril(x, diagonal=1), torch.triu(x, -1), x.triu(diagonal=3))

# tril_bool_batched_noncontig
x = torch.ones(2, 3, 3, dtype=torch.bool).transpose(1, 2)
show(torch.triu(x, 1)[0], torch.tril(x[:, :2], -1)[1])

# gather_int32_idx
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
attempt(lambda: torch.gather(x, 1, torch.tensor([[0], [2]], dtype=torch.int32)))

# gather_oob
attempt(lambda: torch.gather(torch.arange(4.), 0, torch.tensor([4])))

# gather_sparse_grad_kw_noncontig
x = torch.arange(12).reshape(3, 4).t()
show(torch.gather(x, 0, torch.tensor([[3, 2, 1], [0, 0, 0]])), x.gather(dim=1, index=torch.tensor([[2], [1]])))

# scatter_src_smaller_index
x = torch.zeros(3, 4)
src = torch.arange(1., 13.).reshape(3, 4)
show(x.scatter(0, torch.tensor([[2, 1, 0]]), src), x.scatter(1, torch.tensor([[3], [0]]), 9.))

# scatter_add_dup_f64
x = torch.zeros(5, dtype=torch.float64)
show(x.scatter_add(0, torch.tensor([1, 1, 4, 1]), torch.tensor([1., 2., 3., 4.], dtype=torch.float64)))

# scatter_add_inplace_2d
x = torch.ones(2, 3, dtype=torch.long)
x.scatter_add_(1, torch.tensor([[2, 2], [0, 1]]), torch.tensor([[5, 6], [7, 8]]))
show(x)

# scatter_src_dtype_err
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0]), torch.tensor([1])))

# scatter_idx_oob
attempt(lambda: torch.zeros(3).scatter_(0, torch.tensor([3]), 1.))

# scatter_reduce_amin_include_self
x = torch.tensor([5., 5., 5., 5.])
i = torch.tensor([0, 0, 2, 2, 3])
s = torch.tensor([1., 9., 7., 3., 6.])
show(x.scatter_reduce(0, i, s, 'amin'), x.scatter_reduce(0, i, s, 'amax', include_self=False))

# scatter_reduce_prod_mean_noself
x = torch.tensor([2., 2., 2.])
i = torch.tensor([0, 0, 1])
s = torch.tensor([3., 4., 5.])
show(torch.scatter_reduce(x, 0, i, s, reduce='prod'), torch.scatter_reduce(x, 0, i, s, reduce='mean', include_self=False))

# index_select_noncontig_dup
x = torch.arange(12).reshape(3, 4).t()
show(torch.index_select(x, 0, torch.tensor([3, 3, 0])), x.index_select(1, torch.tensor([2])))

# index_select_oob
attempt(lambda: torch.arange(5).index_select(0, torch.tensor([5])))
attempt(lambda: torch.arange(5).index_select(0, torch.tensor([[0]])))

# index_select_0d_input
show(torch.tensor(7).index_select(0, torch.tensor([0, 0])))

# index_add_dup_alpha_f16
x = torch.zeros(3, 2, dtype=torch.float16)
show(x.index_add(0, torch.tensor([2, 2, 0]), torch.ones(3, 2, dtype=torch.float16), alpha=0.5))

# index_add_dim1_int32
x = torch.zeros(2, 3)
show(torch.index_add(x, 1, torch.tensor([0, 2], dtype=torch.int32), torch.tensor([[1., 2.], [3., 4.]])))

# index_copy_dup_dim1
x = torch.zeros(2, 4)
show(x.index_copy(1, torch.tensor([3, 0]), torch.tensor([[1., 2.], [3., 4.]])))

# index_copy_errors
attempt(lambda: torch.zeros(3).index_copy(0, torch.tensor([0, 1]), torch.ones(3)))
attempt(lambda: torch.zeros(3).index_copy(0, torch.tensor([5]), torch.ones(1)))

# index_fill_variants
x = torch.arange(6.).reshape(2, 3)
show(x.index_fill(1, torch.tensor([0, 2]), -1.), x.index_fill(0, torch.tensor([1]), torch.tensor(9.)))

# index_fill_inplace_int
x = torch.arange(6).reshape(2, 3)
x.index_fill_(1, torch.tensor([1]), 2.7)
show(x)

# masked_select_bcast
x = torch.arange(6).reshape(2, 3)
show(torch.masked_select(x, torch.tensor([True, False, True])), x.masked_select(x > 10))

# masked_scatter_basic
x = torch.zeros(2, 3)
m = torch.tensor([[True, False, True], [False, True, False]])
show(x.masked_scatter(m, torch.tensor([1., 2., 3., 4., 5.])))

# masked_scatter_too_few
attempt(lambda: torch.zeros(3).masked_scatter(torch.tensor([True, True, True]), torch.tensor([1., 2.])))

# take_noncontig
x = torch.arange(6).reshape(2, 3).t()
show(torch.take(x, torch.tensor([[0, 1], [2, 5]])), x.take(torch.tensor([-1])))

# put_accumulate
x = torch.zeros(2, 3)
x.put_(torch.tensor([0, 5, 0]), torch.tensor([1., 2., 3.]), accumulate=True)
show(x)

# put_noaccumulate_neg
x = torch.zeros(2, 2, dtype=torch.long)
x.put_(torch.tensor([-1, 1]), torch.tensor([7, 8]))
show(x, torch.put(x, torch.tensor([0]), torch.tensor([5])))

# put_oob
attempt(lambda: torch.zeros(3).put_(torch.tensor([3]), torch.tensor([1.])))

# einsum_bilinear_3op
a = torch.tensor([[1., 2.]])
w = torch.arange(8.).reshape(2, 2, 2)
b = torch.tensor([[1., -1.]])
show(torch.einsum('bi,kij,bj->bk', a, w, b))

# einsum_diag_repeated
x = torch.arange(9.).reshape(3, 3)
show(torch.einsum('ii->i', x), torch.einsum('ii', x), torch.einsum('ij->', x))

# einsum_attention_shape
q = torch.ones(2, 3, 4)
k = torch.ones(2, 5, 4)
show(torch.einsum('bqd,bkd->bqk', q, k).shape, torch.einsum('bhqk,bhkd->bhqd', torch.ones(1, 2, 3, 5), torch.ones(1, 2, 5, 4)).shape)

# einsum_operand_count_err
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 2)))

# einsum_dim_mismatch_err
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(2, 2)))

# matmul_1d_2d_3d
a = torch.tensor([1., 2.])
b = torch.arange(12.).reshape(3, 2, 2)
show(torch.matmul(a, b), torch.matmul(b, a), (b @ b[0]).shape)

# matmul_bcast_batch
a = torch.ones(2, 1, 3, 4)
b = torch.ones(5, 4, 2)
show(torch.matmul(a, b).shape, torch.matmul(a[0, 0], b).shape)

# matmul_bcast_err
attempt(lambda: torch.ones(2, 3, 4) @ torch.ones(3, 4, 5))

# matmul_0d_err
attempt(lambda: torch.matmul(torch.tensor(2.), torch.ones(2)))

# matmul_dtype_mismatch
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.float64))

# bmm_errors
attempt(lambda: torch.bmm(torch.ones(2, 3, 4), torch.ones(3, 4, 5)))
attempt(lambda: torch.bmm(torch.ones(3, 4), torch.ones(4, 5)))

# addmm_beta_alpha_bcast
m = torch.tensor([1., 2.])
show(torch.addmm(m, torch.eye(2), torch.tensor([[1., 2.], [3., 4.]]), beta=0.5, alpha=2))

# addmm_int
show(torch.addmm(torch.tensor([[1]]), torch.tensor([[1, 2]]), torch.tensor([[3], [4]])))

# baddbmm_beta0_nan
x = torch.full((1, 2, 2), float('nan'))
show(torch2.baddbmm(x, torch.ones(1, 2, 3), torch.ones(1, 3, 2), beta=0))

# baddbmm_bcast_input
show(torch.baddbmm(torch.tensor([10., 20.]), torch.ones(2, 1, 3), torch.ones(2, 3, 2), alpha=0.5))

# cumsum_dtype_kw_int
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
show(torch.cumsum(x, dim=0), x.cumsum(1, dtype=torch.float32), torch.cumsum(torch.tensor([True, True, False]), 0))

# cumsum_f16_noncontig
x = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16).t()
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(torch.cumsum(x.float(), 1).half(), torch.cumsum(x.float(), -2).half())

# cumprod_int8_overflow
x = torch.tensor([4, 8, 16], dtype=torch.int8)
show(torch.cumprod(x, 0), torch.cumprod(x, 0, dtype=torch.int64))

# cumsum_empty_0d
show(torch.cumsum(torch.tensor(3), 0), torch.cumsum(torch.zeros(0, 2), 1), torch.cumprod(torch.tensor(2.5), dim=-1))

# cumsum_inplace
x = torch.tensor([1., 2., 3.])
x.cumsum_(0)
show(x)

# put_errors
attempt(lambda: torch.zeros(3).put_(torch.tensor([0, 1]), torch.tensor([1.])))
attempt(lambda: torch.zeros(3).put_(torch.tensor([0]), torch.tensor([1])))
attempt(lambda: torch.zeros(3).put_(torch.tensor([0], dtype=torch.int32), torch.tensor([1.])))
attempt(lambda: torch.zeros(0).put_(torch.tensor([0]), torch.tensor([1.])))
attempt(lambda: torch.zeros(3).put(torch.tensor([-4]), torch.tensor([1.])))

# put_noncontig_2d_index
x = torch.zeros(2, 3).t()
x.put_(torch.tensor([[0, 1], [5, -2]]), torch.tensor([1., 2., 3., 4.]))
show(x, x.is_contiguous())

# put_0d_empty_index
x = torch.tensor(5.)
show(x.put(torch.tensor(0), torch.tensor(9.)), torch.arange(3).put_(torch.tensor([], dtype=torch.long), torch.tensor([], dtype=torch.long)))

# put_accumulate_int_dup
x = torch.arange(4)
show(torch.put(x, torch.tensor([1, 1, -1]), torch.tensor([10, 20, 30]), accumulate=True), x)

# pad_constant_value_last_dims
x = torch.arange(6.).reshape(1, 2, 3)
show(F.pad(x, (1, 0, 0, 1), value=-1.), F.pad(x, [0, 0, 0, 0, 1, 1]).shape)

# pad_int_constant
x = torch.tensor([[1, 2], [3, 4]])
show(F.pad(x, (1, 1), mode='constant', value=9))

# pad_reflect_2d
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.pad(x, (2, 1, 1, 2), mode='reflect'))

# pad_replicate_1d_circular
x = torch.tensor([[[1., 2., 3.]]])
show(F.pad(x, (2, 3), mode='replicate'), F.pad(x, (1, 2), mode='circular'))

# pad_circular_2d
x = torch.arange(6.).reshape(1, 1, 2, 3)
show(F.pad(x, (1, 1, 1, 0), mode='circular'))

# pad_negative_crop_constant
x = torch.arange(10.).reshape(2, 5)
show(F.pad(x, (-1, -2)), F.pad(x, (-1, 1, 0, -1)))

# pad_empty_constant
show(F.pad(torch.zeros(0, 2), (1, 1)).shape, F.pad(torch.tensor([]), (2, 0), value=3.))

# pad_reflect_noncontig_f64
x = torch.arange(8, dtype=torch.float64).reshape(1, 4, 2).transpose(1, 2)
show(F.pad(x, (1, 1), mode='reflect'))

# conv1d_same_even_kernel
x = torch.arange(1., 7.).reshape(1, 1, 6)
w = torch.tensor([[[1., -1.]]])
show(F.conv1d(x, w, padding='same'), F.conv1d(x, torch.tensor([[[1., 0., 0., 2.]]]), padding='same'))

# conv1d_same_dilation
x = torch.arange(1., 7.).reshape(1, 1, 6)
show(F.conv1d(x, torch.tensor([[[1., 1., 1.]]]), padding='same', dilation=2))

# conv1d_valid_stride_bias
x = torch.arange(10.).reshape(1, 2, 5)
w = torch.ones(3, 2, 2)
show(F.conv1d(x, w, torch.tensor([0., 1., -1.]), stride=2, padding='valid'))

# conv1d_same_stride_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 5), torch.ones(1, 1, 3), padding='same', stride=2))

# conv1d_bad_padding_str
attempt(lambda: F.conv1d(torch.ones(1, 1, 5), torch.ones(1, 1, 3), padding='full'))

# conv1d_groups_err
attempt(lambda: F.conv1d(torch.ones(1, 3, 5), torch.ones(2, 1, 3), groups=2))

# conv1d_kernel_too_big
attempt(lambda: F.conv1d(torch.ones(1, 1, 2), torch.ones(1, 1, 3)))

# conv2d_depthwise_stride_pad
x = torch.arange(32.).reshape(1, 2, 4, 4)
w = torch.tensor([[[[1., 0.], [0., 1.]]], [[[0., 1.], [1., 0.]]]])
show(F.conv2d(x, w, groups=2, stride=2, padding=1))

# conv2d_same_asym
x = torch.arange(16.).reshape(1, 1, 4, 4)
w = torch.ones(1, 1, 2, 3)
show(F.conv2d(x, w, padding='same'))

# conv2d_tuple_dilation_pad
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), stride=(1, 2), padding=(0, 1), dilation=(2, 1)))

# conv2d_f64_bias_batch
x = torch.ones(2, 1, 3, 3, dtype=torch.float64)
w = torch.ones(2, 1, 2, 2, dtype=torch.float64)
show(F.conv2d(x, w, torch.tensor([0.5, -0.5], dtype=torch.float64))[1])

# conv2d_weight_dims_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 3, 3)))

# conv2d_channels_err
attempt(lambda: F.conv2d(torch.ones(1, 2, 3, 3), torch.ones(1, 3, 2, 2)))

# conv2d_dtype_mismatch_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2, dtype=torch.float64)))

# max_pool2d_ceil_mode
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.max_pool2d(x, 2, ceil_mode=True), F.max_pool2d(x, 2, stride=2))

# max_pool2d_indices_pad_dil
x = torch.arange(16.).reshape(1, 4, 4)
show(F.max_pool2d(x, 2, stride=1, padding=1, dilation=2, return_indices=True))

# max_pool2d_neg_inf_pad
x = -torch.arange(1., 5.).reshape(1, 1, 2, 2)
show(F.max_pool2d(x, 2, stride=1, padding=1))

# max_pool2d_pad_too_big
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, padding=2))

# max_pool2d_int_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4, dtype=torch.long), 2))

# avg_pool2d_count_include_pad
x = torch.arange(1., 10.).reshape(1, 1, 3, 3)
show(F.avg_pool2d(x, 2, stride=1, padding=1), F.avg_pool2d(x, 2, stride=1, padding=1, count_include_pad=False))

# avg_pool2d_ceil_divisor
x = torch.arange(1., 26.).reshape(1, 1, 5, 5)
show(F.avg_pool2d(x, 2, ceil_mode=True), F.avg_pool2d(x, 3, stride=2, divisor_override=2))

# avg_pool2d_ceil_pad
x = torch.arange(1., 17.).reshape(1, 1, 4, 4)
show(F.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True), F.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False))

# max_pool1d_avg_pool1d
x = torch.tensor([[[1., 5., 2., 8., 3.]]])
show(F.max_pool1d(x, 2), F.avg_pool1d(x, 3, stride=1, padding=1), F.max_pool1d(x, 3, stride=2, ceil_mode=True))

# adaptive_avg_pool2d_uneven
x = torch.arange(1., 26.).reshape(1, 5, 5)
show(F.adaptive_avg_pool2d(x, 3), F.adaptive_avg_pool2d(x, (1, None)).shape)

# adaptive_max_pool2d_indices
x = torch.tensor([[[[1., 9., 2.], [4., 3., 8.], [7., 6., 5.]]]])
show(F.adaptive_max_pool2d(x, 2, return_indices=True))

# adaptive_avg_pool1d_upsample
x = torch.tensor([[[1., 2., 3.]]])
show(F.adaptive_avg_pool1d(x, 5), F.adaptive_max_pool1d(x, 1))

# adaptive_pool_f64_global
x = torch.arange(12, dtype=torch.float64).reshape(1, 3, 2, 2)
show(F.adaptive_avg_pool2d(x, 1).flatten(1), F.adaptive_avg_pool2d(x, (1, 1)).squeeze())

# interpolate_nearest_scale
x = torch.tensor([[[1., 2.], [3., 4.]]]).unsqueeze(0)
show(F.interpolate(x, scale_factor=2, mode='nearest'), F.interpolate(x, size=(3, 3)).shape)

# interpolate_bilinear_align
x = torch.tensor([[[[1., 2.], [3., 4.]]]])
show(F.interpolate(x, size=3, mode='bilinear', align_corners=True), F.interpolate(x, scale_factor=1.5, mode='bilinear', align_corners=False))

# interpolate_linear_1d
x = torch.tensor([[[0., 10., 20.]]])
show(F.interpolate(x, size=5, mode='linear', align_corners=False), F.interpolate(x, size=2, mode='linear', align_corners=True))

# interpolate_bicubic
x = torch.tensor([[[[1., 2., 3.], [4., 5., 6.], [7., 8., 9.]]]])
show(F.interpolate(x, size=(4, 4), mode='bicubic', align_corners=False))

# max_dim_return_types_index
x = torch.tensor([[1., 5., 5.], [7., 2., 7.]])
r = torch.max(x, dim=1)
show(r[0], r[1], r.values, len(r), r)

# min_dim_keepdim_unpack
x = torch.tensor([[3, 1, 1], [0, 9, 0]])
v, i = x.min(1, keepdim=True)
show(v, i, x.min(dim=0))

# max_dim_noncontig_bf16
x = torch.tensor([[1., 2.], [4., 3.], [0., 5.]], dtype=torch.bfloat16).t()
show(x.max(dim=-1), x.min(0).indices)

# sort_return_types_kw
x = torch.tensor([[3., 1., 2.], [1., 1., 0.]])
r = torch.sort(x, dim=1, descending=True, stable=True)
show(r, r.indices[1])

# sort_0d_empty
show(torch.sort(torch.tensor(3.)), torch.sort(torch.tensor([], dtype=torch.long)))

# topk_largest_false_sorted
x = torch.tensor([4., 1., 3., 1., 5.])
show(torch.topk(x, 2, largest=False), x.topk(3, dim=0).values)

# topk_k_too_big
attempt(lambda: torch.topk(torch.tensor([1., 2.]), 3))

# topk_2d_dim0_int
x = torch.tensor([[1, 8], [5, 2], [3, 3]])
show(x.topk(2, dim=0))

# kthvalue_keepdim
x = torch.tensor([[5., 1., 4.], [2., 8., 6.]])
show(torch.kthvalue(x, 2, dim=1, keepdim=True), x.kthvalue(1, 0).values)

# kthvalue_err
attempt(lambda: torch.kthvalue(torch.tensor([1., 2.]), 3))

# median_dim_even
x = torch.tensor([[4., 1., 3., 2.], [1., 1., 2., 2.]])
show(torch.median(x, dim=1), x.median(), x.median(0).indices)

# mode_dim
x = torch.tensor([[1, 2, 2, 3], [4, 4, 5, 5]])
show(torch.mode(x, dim=1), torch.mode(torch.tensor([3., 3., 1.])))

# aminmax_dim_keepdim
x = torch.tensor([[1, -2, 3], [0, 5, 4]])
show(torch.aminmax(x), torch.aminmax(x, dim=1, keepdim=True))
r = torch.aminmax(x, dim=0)
show(r.min, r.max, r[1])

# aminmax_empty_err
attempt(lambda: torch.aminmax(torch.tensor([])))

# cummax_cummin
x = torch.tensor([1., 3., 2., 5., 4.])
show(torch.cummax(x, 0), torch.cummin(x, dim=0).indices)

# adv_idx_slice_between
x = torch.arange(24).reshape(2, 3, 4)
show(x[[0, 1], :, [1, 3]], x[:, [2, 0], 1:3])

# adv_idx_bcast_two_tensors
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([[0], [2]]), torch.tensor([1, 3])])

# adv_idx_int32_tensor
x = torch.arange(10, 15)
# 1.13 refuses the int32 index tensors PyTorch 2 takes: int64 here
show(x[torch.tensor([4, 0])], x[torch.tensor([[1, -1]])])

# adv_idx_bool_mask_2d_rows
x = torch.arange(12).reshape(3, 4)
m = torch.tensor([True, False, True])
show(x[m], x[m, 1:], x[:, torch.tensor([False, True, True, False])])

# adv_idx_full_bool_mask
x = torch.arange(6.).reshape(2, 3)
show(x[x > 2.5], x[torch.zeros(2, 3, dtype=torch.bool)])

# adv_idx_none_ellipsis_list
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., [0, 2]].shape, x[None, 1, [0, 1]].shape, x[1, ..., [3]])

# adv_idx_scalar_and_list
x = torch.arange(24).reshape(2, 3, 4)
show(x[1, [0, 2], [1, 1]], x[[1], 0])

# adv_idx_oob_neg
attempt(lambda: torch.arange(4)[torch.tensor([-5])])
attempt(lambda: torch.arange(12).reshape(3, 4)[:, [4]])

# adv_idx_mask_shape_err
attempt(lambda: torch.arange(4)[torch.tensor([True, False])])

# adv_idx_float_idx_err
attempt(lambda: torch.arange(4)[torch.tensor([1.])])

# adv_write_dup_add
x = torch.zeros(4)
i = torch.tensor([0, 0, 2])
x[i] += 1
show(x)

# adv_write_index_put_acc_2d
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([0, 0, 1]), torch.tensor([1, 1, 2])), torch.tensor([1., 2., 3.]), accumulate=True)
show(x)

# adv_write_index_put_bcast_value
x = torch.zeros(3, 3, dtype=torch.long)
x.index_put_((torch.tensor([0, 2]),), torch.tensor([7, 8, 9]))
show(x, torch.index_put(x, (torch.tensor([1]), torch.tensor([1])), torch.tensor(5)))

# adv_write_slice_between
x = torch.zeros(2, 3, 4)
x[[0, 1], :, [0, 3]] = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
show(x[:, :, 0], x[:, :, 3])

# adv_write_bool_mask_tensor_value
x = torch.arange(6.).reshape(2, 3)
x[x > 2] = torch.tensor([10., 20., 30.])
show(x)

# adv_write_mask_rows_bcast
x = torch.zeros(3, 2)
x[torch.tensor([True, False, True])] = torch.tensor([1., 2.])
show(x)

# adv_write_neg_idx_scalar
x = torch.arange(5)
x[[-1, -2]] = 0
x[torch.tensor([0])] = 9.7
show(x)

# adv_write_value_shape_err
def f(): x = torch.zeros(4); x[[0, 1]] = torch.tensor([1., 2., 3.])
attempt(f)

# adv_write_oob
def f(): x = torch.zeros(4); x[torch.tensor([4])] = 1.
attempt(f)

# index_put_acc_dtype_err
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0]),), torch.tensor([1])))

# adv_getitem_noncontig_transpose
x = torch.arange(12).reshape(3, 4).t()
show(x[[0, 3]], x[:, [2]], x[torch.tensor([1, 2]), torch.tensor([0, 2])])

# adv_index_empty_idx
x = torch.arange(6).reshape(2, 3)
show(x[torch.tensor([], dtype=torch.long)], x[:, []].shape)

# adv_index_0d_tensor_idx
x = torch.arange(6).reshape(2, 3)
show(x[torch.tensor(1)], x[torch.tensor(1), torch.tensor(2)], x[:, torch.tensor(-1)])

# adv_iadd_mask_dup
x = torch.ones(2, 2)
x[torch.tensor([[True, False], [False, True]])] *= 5
show(x)

# interpolate_bicubic_align_scale
x = torch.tensor([[[[1., 5., 2.], [0., -3., 8.]]]])
show(F.interpolate(x, size=(3, 5), mode='bicubic', align_corners=True), F.interpolate(x, scale_factor=2, mode='bicubic'))

# interpolate_bicubic_down_f64
x = torch.arange(25, dtype=torch.float64).reshape(1, 1, 5, 5) ** 1.5
show(F.interpolate(x, size=(2, 3), mode='bicubic', align_corners=False))

# interpolate_bicubic_rank_int_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, mode='bicubic'))
attempt(lambda: F.interpolate(torch.ones(1, 1, 2, 2, 2), size=3, mode="bicubic"))

# conv2d_input_dims_err
attempt(lambda: F.conv2d(torch.ones(3, 3), torch.ones(1, 1, 2, 2)))
attempt(lambda: F.conv1d(torch.ones(1, 1, 1, 3), torch.ones(1, 1, 2)))

# conv2d_int_input_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3, dtype=torch.long), torch.ones(1, 1, 2, 2, dtype=torch.long)))

# conv2d_bias_size_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(2, 1, 2, 2), torch.ones(3)))

# conv1d_empty_batch_groups
x = torch.zeros(0, 4, 5)
show(F.conv1d(x, torch.ones(2, 2, 3), groups=2).shape, F.conv1d(torch.ones(1, 4, 5), torch.ones(2, 2, 3), groups=2))

# max_pool2d_3d_input_err
attempt(lambda: F.max_pool2d(torch.ones(4, 4), 2))

# avg_pool2d_pad_too_big
attempt(lambda: F.avg_pool2d(torch.ones(1, 1, 4, 4), 2, padding=2))

# max_pool2d_stride_tuple_f16
x = torch.arange(16.).reshape(1, 1, 4, 4).half()
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.max_pool2d(x.float(), (2, 3), stride=(2, 1)).half())

# adaptive_pool_bad_size
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(1, 3, 3), (2, 2, 2)))

# sdpa_mask_shape_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 4), torch.ones(1, 3, 4), torch.ones(1, 3, 4), attn_mask=torch.ones(2, 2)))

# sdpa_empty_seq
q = torch.ones(1, 0, 4)
show(F.scaled_dot_product_attention(q, torch.ones(1, 3, 4), torch.ones(1, 3, 2)).shape)

# layer_norm_shape_err_msg
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2,)))
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2, 3, 1)))

# rms_norm_shape_err2
attempt(lambda: F.rms_norm(torch.ones(4, 3), [4, 3, 1]))

# nll_loss_3d_target_shape_err
attempt(lambda: F.nll_loss(torch.zeros(2, 3, 4), torch.zeros(2, 5, dtype=torch.long)))

# nll_loss_float_target_err
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([0., 1.])))

# nll_loss_4d_image
lp = torch.log_softmax(torch.arange(16.).reshape(1, 2, 2, 4) / 5, 1)
t = torch.tensor([[[0, 1, 1, 0], [1, 1, 0, -100]]])
show(F.nll_loss(lp, t), F.nll_loss(lp, t, reduction='none'))

# cross_entropy_probs_f64_3d
x = torch.tensor([[[1., 2.], [0., 1.], [2., 0.]]], dtype=torch.float64)
p = torch.softmax(torch.tensor([[[0., 1.], [1., 0.], [0., 0.]]], dtype=torch.float64), 1)
show(F.cross_entropy(x, p), F.cross_entropy(x, p, reduction='none', label_smoothing=0.5))

# cross_entropy_smoothing_weight_none
x = torch.tensor([[2., 1., 0.], [0., 0., 3.]])
t = torch.tensor([0, 2])
show(F.cross_entropy(x, t, weight=torch.tensor([3., 1., 2.]), label_smoothing=0.2, reduction='none'))

# cross_entropy_bad_smoothing
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), label_smoothing=1.5))

# cross_entropy_f16_input
x = torch.tensor([[2., 1., 0.1], [0.5, 2.5, 0.3]])
# CUDA's log_softmax rounds its output to the input's dtype, nll_loss sums in float32 and rounds again
lh = F.log_softmax(x.half().float(), 1).half().float()
lb = F.log_softmax(x.bfloat16().float(), 1).bfloat16().float()
show(F.nll_loss(lh, torch.tensor([0, 1])).half(), F.nll_loss(lb, torch.tensor([2, 1]), reduction='none').bfloat16())

# kl_div_default_mean_f64
lp = torch.log(torch.tensor([[0.2, 0.8], [0.5, 0.5]], dtype=torch.float64))
q = torch.tensor([[0.1, 0.9], [0.3, 0.7]], dtype=torch.float64)
show(F.kl_div(lp, q), F.kl_div(lp, q, reduction='sum'))

# bce_logits_bcast_pos_weight_2d
x = torch.tensor([[0.5, -1., 2.], [1., 1., -3.]])
y = torch.tensor([[1., 0., 1.], [0., 1., 0.]])
show(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([1., 2., 3.]), reduction='none'))

# bce_f64_weight_bcast
p = torch.tensor([[0.1, 0.9], [0.6, 0.4]], dtype=torch.float64)
y = torch.tensor([[0., 1.], [1., 1.]], dtype=torch.float64)
show(F.binary_cross_entropy(p, y, weight=torch.tensor([2., 1.], dtype=torch.float64)))

# mse_loss_bcast_warn_shape
show(F.mse_loss(torch.tensor([[1., 2.]]), torch.tensor([[0.], [1.]])), F.l1_loss(torch.tensor([1., 2.]), torch.tensor(0.)))

# huber_smooth_l1_beta
a = torch.tensor([0., 1., 3.])
b = torch.tensor([0.5, -1., 3.])
show(F.smooth_l1_loss(a, b, beta=0.5, reduction='none'), F.huber_loss(a, b, delta=2.))

# gather_scatter_bool
x = torch.tensor([[True, False], [False, True]])
show(x.gather(1, torch.tensor([[1, 1], [0, 0]])), torch.zeros(2, 2, dtype=torch.bool).scatter(1, torch.tensor([[1], [0]]), True))

# gather_index_dims_err
attempt(lambda: torch.gather(torch.ones(2, 2), 1, torch.tensor([0, 1])))

# gather_index_size_err
attempt(lambda: torch.gather(torch.ones(2, 2), 1, torch.tensor([[0, 1, 1], [0, 0, 0], [1, 1, 1]])))

# scatter_add_f16_dup
x = torch.zeros(3, dtype=torch.float16)
show(x.scatter_add(0, torch.tensor([0, 0, 0, 2]), torch.tensor([0.1, 0.2, 0.3, 4.], dtype=torch.float16)))

# scatter_reduce_bf16_sum
x = torch.ones(2, dtype=torch.bfloat16)
show(x.scatter_reduce(0, torch.tensor([0, 1, 1]), torch.tensor([0.5, 0.25, 0.125], dtype=torch.bfloat16), 'sum'))

# index_select_f16_bool
show(torch.tensor([0.5, 1.5, 2.5], dtype=torch.float16).index_select(0, torch.tensor([2, 0])), torch.tensor([True, False]).index_select(0, torch.tensor([1, 1, 0])))

# index_add_oob
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([3]), torch.ones(1)))

# masked_scatter_bcast_mask_noncontig
x = torch.zeros(3, 2).t()
show(x.masked_scatter(torch.tensor([True, False, True]), torch.arange(1., 7.)))

# einsum_int32_f16
a = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
show(torch.einsum('ij,j->i', a, torch.tensor([1, 1], dtype=torch.int32)), torch.einsum('i,i->', torch.tensor([0.5, 2.], dtype=torch.float64), torch.tensor([2., 3.], dtype=torch.float64)))

# einsum_transpose_sum_dims
x = torch.arange(24).reshape(2, 3, 4)
show(torch.einsum('abc->cb', x), torch.einsum('abc->a', x))

# einsum_outer_bcast_ellipsis
show(torch.einsum('...i,...j->...ij', torch.tensor([[1., 2.]]), torch.tensor([3., 4., 5.])).shape)

# einsum_dtype_mismatch
attempt(lambda: torch.einsum('i,i->', torch.tensor([1, 2]), torch.tensor([1., 2.])))

# matmul_int_f_mismatch
attempt(lambda: torch.matmul(torch.tensor([[1, 2]]), torch.tensor([[1.], [2.]])))

# matmul_empty_inner
show(torch.matmul(torch.ones(2, 0), torch.ones(0, 3)), torch.ones(0, 2) @ torch.ones(2, 4))

# mm_noncontig_f64
a = torch.arange(6, dtype=torch.float64).reshape(2, 3).t()
show(torch.mm(a, a.t()[:, :2]), a.t() @ a)

# baddbmm_errors
attempt(lambda: torch.baddbmm(torch.ones(2, 2, 2), torch.ones(2, 2, 3), torch.ones(2, 2, 2)))
attempt(lambda: torch.baddbmm(torch.ones(3, 3), torch.ones(2, 2, 3), torch.ones(2, 3, 2)))

# addmm_shape_err
attempt(lambda: torch.addmm(torch.ones(3), torch.ones(2, 2), torch.ones(2, 2)))

# tril_triu_0size_int8
show(torch.tril(torch.ones(0, 3, dtype=torch.int8)), torch.triu(torch.arange(1, 7, dtype=torch.int8).reshape(2, 3), diagonal=-5))

# tril_inplace_noncontig
x = torch.arange(1., 10.).reshape(3, 3).t()
x.triu_(1)
show(x)

# masked_fill_f16_bf16_inf
x = torch.tensor([1., 2., 3.], dtype=torch.float16)
show(x.masked_fill(torch.tensor([True, False, False]), float('-inf')), x.bfloat16().masked_fill(x > 1, 1e30))

# masked_fill_int_overflow_err
attempt(lambda: torch.tensor([1, 2], dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300))

# cumsum_dtype_out_f16_from_int
show(torch.cumsum(torch.tensor([1, 2, 3]), 0, dtype=torch.float64), torch.cumprod(torch.tensor([[1., 2.], [3., 0.]]), dim=1))

# cumprod_bool_int32
show(torch.cumprod(torch.tensor([True, True, False, True]), 0), torch.cumprod(torch.tensor([2, 3], dtype=torch.int32), 0).dtype)

# embedding_2d_idx_noncontig_weight
w = torch.arange(12.).reshape(3, 4).t()
show(F.embedding(torch.tensor([[3, 0]]), w))

# embedding_padding_idx_values_kept
w = torch.tensor([[1., 1.], [2., 2.], [3., 3.]])
show(F.embedding(torch.tensor([1, 2, 1]), w, padding_idx=1))

# softmax_bf16_half_dim0
x = torch.tensor([[1., 2.], [3., 5.]])
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.softmax(x, 0).bfloat16(), F.log_softmax(x, 1).half())

# softmax_dtype_f16_from_f32
x = torch.tensor([[1., 2.], [3., 5.]])
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.softmax(x.half().float(), dim=1).half())

# silu_relu_inplace_views
x = torch.tensor([[-1., 2.], [3., -4.]])
F.relu(x[:, 0], inplace=True)
show(x, F.silu(x, inplace=True), x)

# elu_selu_celu_f64
x = torch.tensor([-1., 0., 1.], dtype=torch.float64)
show(F.elu(x, 2.), F.selu(x), F.celu(x, alpha=0.5))

# leaky_relu_inplace_int_err
attempt(lambda: F.leaky_relu_(torch.tensor([1, -2])))

# softplus_int_err
attempt(lambda: F.softplus(torch.tensor([1, 2])))

# log_sigmoid_hardswish
x = torch.tensor([-4., -1., 0., 2., 4.])
show(F.logsigmoid(x), F.hardswish(x), F.hardsigmoid(x))

# normalize_dim_p
x = torch.tensor([[3., 4.], [0., 0.]])
show(F.normalize(x), F.normalize(x, p=1, dim=0), F.normalize(x, dim=1, eps=1.))

# masked_fill_f16_overflow
x = torch.ones(2, 2, dtype=torch.float16)
m = torch.tensor([[True, False], [False, False]])
attempt(lambda: x.masked_fill(m, -1e9))
show(x.masked_fill(m, torch.finfo(torch.float16).min), x.masked_fill(m, -65504.0))

# causal_mask_triu_bool
L = 3
mask = torch.triu(torch.ones(L, L), diagonal=1).bool()
s = torch.arange(9.).reshape(3, 3)
show(s.masked_fill(mask, float('-inf')).softmax(-1))

# attention_manual_f64
q = torch.tensor([[[1., 0.], [0., 1.]]], dtype=torch.float64)
att = q @ q.transpose(-2, -1) / 2 ** 0.5
show(torch.softmax(att, dim=-1) @ q)

# where_mask_neg_inf
x = torch.tensor([[1., 2.], [3., 4.]])
show(torch.where(x > 2, x, torch.tensor(float('-inf'))), torch.where(x > 2, x, -1e4))

# return_types_0d_f16
x = torch.tensor([[0.5, 1.5]], dtype=torch.float16)
show(x.max(dim=1), torch.min(x.squeeze(), 0))

# max_dim_empty_err
attempt(lambda: torch.zeros(0, 3).max(dim=0))
show(torch.zeros(0, 3).max(dim=1))

# sort_noncontig_dim0
x = torch.tensor([[3, 1], [2, 5], [1, 4]]).t()
show(torch.sort(x, 0), x.sort(dim=1, descending=True).values)

# topk_f16_bf16
x = torch.tensor([0.5, 3.25, -1., 2.], dtype=torch.bfloat16)
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
r = torch.topk(x.float(), 2)
show(torch.return_types.topk((r.values.bfloat16(), r.indices)), torch.topk(x.float(), 1, largest=False).values.half())

# max_bool_dim
x = torch.tensor([[False, True], [False, False]])
show(x.max(dim=1), x.min(0))

# argmax_keepdim_ties
x = torch.tensor([[1, 3, 3], [2, 2, 1]])
show(x.argmax(dim=1, keepdim=True), x.argmin(1), x.argmax())

# adv_mask_and_index_combo
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([True, False, True]), torch.tensor([1, 3])], x[[True, True, False]])

# adv_index_put_acc_bool_mask
x = torch.zeros(4)
x.index_put_((torch.tensor([True, False, True, True]),), torch.tensor([1., 2., 3.]), accumulate=True)
show(x)

# adv_isub_dup_cols
x = torch.ones(2, 4)
x[:, torch.tensor([0, 0, 3])] -= 1
show(x)

# adv_setitem_mul_expr
x = torch.arange(6.)
i = torch.tensor([1, 4])
x[i] = x[i] * 10
show(x)

# adv_nested_list_2d_index
x = torch.arange(10) * 2
attempt(lambda: x[[[0, 1], [2, 3]]])
show(x[torch.tensor([[9], [0]])])

# adv_index_none_tensor
x = torch.arange(6).reshape(2, 3)
show(x[None, torch.tensor([1, 0])].shape, x[:, None, [2]].shape)

# adv_slice_neg_step_err
attempt(lambda: torch.arange(5)[::-1])

# index_list_of_bools
x = torch.arange(3)
show(x[[True, False, True]], x[[False, False, False]])

# setitem_slice_bcast_err
def f(): x = torch.zeros(2, 3); x[:, :2] = torch.ones(3)
attempt(f)

# embedding_as_lookup_then_mean
w = torch.arange(8.).reshape(4, 2)
ids = torch.tensor([[0, 2, 3], [1, 1, 0]])
show(F.embedding(ids, w).mean(1), F.embedding(ids, w).sum(dim=(0, 1)))

# cross_entropy_seq_logits_transpose
logits = torch.arange(24.).reshape(2, 3, 4) / 10
t = torch.tensor([[1, 0, 3], [2, 2, -100]])
show(F.cross_entropy(logits.transpose(1, 2), t), F.cross_entropy(logits.reshape(-1, 4), t.reshape(-1)))

# linear_layer_stack
x = torch.tensor([[1., -1., 2.]])
w1 = torch.tensor([[0.5, 0., 1.], [-1., 1., 0.]])
w2 = torch.tensor([[1., 2.]])
show(F.linear(F.gelu(F.linear(x, w1)), w2, torch.tensor([0.1])))

# layer_norm_then_linear_3d_f64
x = torch.arange(12, dtype=torch.float64).reshape(1, 3, 4)
y = F.layer_norm(x, (4,), eps=1e-6)
show(F.linear(y, torch.eye(4, dtype=torch.float64)[:2]))

# log_softmax_nll_equiv
x = torch.tensor([[0.2, 0.3, 4.], [1., 1., 1.]])
t = torch.tensor([2, 0])
show(F.nll_loss(F.log_softmax(x, -1), t) == F.cross_entropy(x, t), F.nll_loss(F.log_softmax(x, -1), t, reduction='sum'))

# dropout_functional_variants
x = torch.ones(2, 3)
show(F.dropout1d(x.unsqueeze(0), p=0.5, training=False).shape, F.dropout2d(torch.ones(1, 2, 2, 2), p=1.0, training=True).sum(), F.dropout(x, p=0.0, training=True).sum())

# cumsum_reverse_flip
x = torch.tensor([1., 2., 3., 4.])
show(torch.flip(torch.cumsum(torch.flip(x, [0]), 0), [0]), x.cumsum(0) / torch.arange(1, 5))

# gather_for_logprob
lp = torch.log_softmax(torch.tensor([[1., 2., 3.], [1., 0., 0.]]), -1)
t = torch.tensor([2, 0])
show(lp.gather(1, t.unsqueeze(1)).squeeze(1), lp.gather(-1, t[:, None]))

# one_hot_float_mul
t = torch.tensor([0, 2])
show(F.one_hot(t, 3).float() * torch.tensor([0.5, 1., 2.]), F.one_hot(t, num_classes=3).sum(0))

# scatter_one_hot_manual
show(torch.zeros(2, 4).scatter_(1, torch.tensor([[1], [3]]), 1.0))

# interpolate_nearest_int_uint8
x = torch.tensor([[[[1, 2], [3, 4]]]], dtype=torch.uint8)
show(F.interpolate(x, scale_factor=2))

# conv2d_padding_int_list_stride
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 3, 3) / 9, padding=1, stride=2))

# conv1d_f16_like
x = torch.arange(6.).reshape(1, 1, 6) / 10
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.conv1d(x.half().float(), torch.ones(1, 1, 3)).half())

# pad_reflect_too_big
attempt(lambda: F.pad(torch.ones(1, 1, 3), (3, 0), mode='reflect'))

# pad_replicate_2d_bf16
x = torch.tensor([[[[1., 2.], [3., 4.]]]], dtype=torch.bfloat16)
# PyTorch 1.13's CPU has no kernel of this dtype (or rounds each step): float32, rounded once as CUDA's kernels do
show(F.pad(x.float(), (1, 0, 0, 1), mode='replicate').bfloat16())

# pad_constant_nonzero_bool
show(F.pad(torch.tensor([True, False]), (1, 1), value=1))

# pad_length_errors
attempt(lambda: F.pad(torch.ones(2), (1, 1, 1, 1)))
attempt(lambda: F.pad(torch.ones(2, 3), (1, 1, 0, 0, 2, 2), value=1.))
attempt(lambda: F.pad(torch.ones(1, 2, 2), (1, 1), mode='zeros'))
attempt(lambda: F.pad(torch.ones(2, 2), (1, 1, 1)))

# sdpa_validate_errors
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 3), torch.ones(1, 2, 3), torch.ones(1, 2, 3, dtype=torch.float64)))
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2, 3, dtype=torch.float16), torch.ones(2, 3), torch.ones(2, 3)))
attempt(lambda: F.scaled_dot_product_attention(torch.ones(3), torch.ones(2, 3), torch.ones(2, 3)))
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2, 3), torch.ones(2, 3), torch.ones(3)))
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2, 3), torch.ones(2, 3), torch.ones(2, 3), attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# gelu_approximate_kwonly
attempt(lambda: F.gelu(torch.ones(2), 'tanh'))
show(F.gelu(torch.tensor([1.]), approximate='tanh'))

# positional_forms_search
x = torch.tensor([[3., 1., 2.], [0., 5., 4.]])
show(torch.max(x, 1, True), torch.sort(x, 1, True).indices, torch.topk(x, 2, 0, False).values)

# positional_forms_nn
x = torch.tensor([[-1., 2.], [0.5, -3.]])
show(F.leaky_relu(x, 0.1), F.elu(x, 0.5), F.dropout(x, 0.5, False), F.softplus(x, 2, 1))

# positional_softmax_dtype
x = torch.tensor([1, 2, 3])
show(torch.softmax(x, 0, torch.float64), F.softmax(x.float(), 0, 3, torch.float64))

# topk_values_tolist_unpack
v, i = torch.topk(torch.tensor([5, 1, 9, 3]), 2)
show(v.tolist(), i.tolist(), torch.sort(torch.tensor([2., 1.])).values.tolist())

# return_type_iter_zip
r = torch.tensor([[1, 4], [3, 2]]).max(1)
show([t.tolist() for t in r], list(zip(*r)))

# kthvalue_median_int_noncontig
x = torch.tensor([[7, 1, 4], [3, 9, 2]]).t()
show(torch.kthvalue(x, 2, 0), torch.median(x, 1))

# mode_f64_ties
x = torch.tensor([[1., 2., 2., 1.], [3., 3., 3., 0.]], dtype=torch.float64)
show(torch.mode(x), x.mode(0).values)

# aminmax_bf16_0d
show(torch.aminmax(torch.tensor(2.5, dtype=torch.bfloat16)), torch.aminmax(torch.tensor([[1, 5], [2, 0]]), dim=-1))

# nanmedian_median_nan_dim
x = torch.tensor([[1., float('nan'), 3.], [2., 1., 0.]])
show(torch.median(x, 1), torch.nanmedian(x, 1))

# max_dim_nan
x = torch.tensor([[1., float('nan'), 3.], [2., 5., 0.]])
show(x.max(1), x.min(dim=1), x.argmax(1))

# sort_descending_nan_stable
x = torch.tensor([2., float('nan'), 1., 2., float('nan')])
show(torch.sort(x, descending=True, stable=True), torch.sort(x))

# topk_nan
show(torch.topk(torch.tensor([1., float('nan'), 3.]), 2))

# cummax_int_ties
show(torch.cummax(torch.tensor([1, 3, 3, 2, 3]), 0), torch.cummin(torch.tensor([[2, 2], [1, 3]]), 1))

# scatter_reduce_sum_int_dup_2d
x = torch.zeros(2, 3, dtype=torch.long)
show(x.scatter_reduce(1, torch.tensor([[0, 0, 2], [1, 1, 1]]), torch.tensor([[1, 2, 3], [4, 5, 6]]), 'sum'))

# scatter_reduce_mean_include_self_float
x = torch.tensor([1., 2., 3.])
show(x.scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([3., 5., 9.]), reduce='mean'))

# scatter_deprecated_reduce_multiply
x = torch.ones(3)
show(x.scatter(0, torch.tensor([0, 0]), torch.tensor([2., 3.]), reduce='multiply'), torch.ones(2, 2).scatter_(1, torch.tensor([[0], [1]]), 5., reduce='add'))

# gather_neg_index_err
attempt(lambda: torch.gather(torch.arange(4), 0, torch.tensor([-1])))

# index_select_neg_index_err
attempt(lambda: torch.arange(4).index_select(0, torch.tensor([-1])))

# masked_select_0d_empty
show(torch.masked_select(torch.tensor(5), torch.tensor(True)), torch.masked_select(torch.zeros(0, 2), torch.zeros(0, 2, dtype=torch.bool)))

# take_0d_empty
show(torch.take(torch.tensor(7), torch.tensor(0)), torch.take(torch.arange(3), torch.tensor([], dtype=torch.long)))

# adv_iadd_dup_2d_pairs
x = torch.zeros(2, 3)
x[torch.tensor([0, 0, 1]), torch.tensor([2, 2, 0])] += 1
show(x)

# adv_index_put_int32_indices
x = torch.zeros(3)
# 1.13 refuses the int32 index tensors PyTorch 2 takes: int64 here
x.index_put_((torch.tensor([0, 2]),), torch.tensor([1., 2.]), accumulate=True)
show(x)

# adv_write_slice_between_bcast_scalar_tensor
x = torch.zeros(2, 3, 4, dtype=torch.long)
x[[1, 0], 1:, [0, 3]] = torch.tensor(7)
show(x.sum(), x[1, :, 0], x[0, :, 3])

# adv_write_bool_mask_3d_partial
x = torch.zeros(2, 2, 3)
x[torch.tensor([[True, False], [False, True]])] = torch.tensor([1., 2., 3.])
show(x)

# adv_write_dtype_cast_value
def f(): x = torch.zeros(3, dtype=torch.int32); x[torch.tensor([0, 2])] = torch.tensor([1.7, -2.7])
attempt(f)
x = torch.zeros(3, dtype=torch.int32)
x[torch.tensor([0, 2])] = 1.7
show(x)

# adv_getitem_mask_plus_slice_then_index
x = torch.arange(24).reshape(2, 3, 4)
show(x[:, torch.tensor([True, False, True]), 1:3], x[1, [2, 0]][:, [3]])

# adv_write_through_view
x = torch.zeros(3, 4)
v = x[:, 1:3]
v[torch.tensor([0, 2])] = 5.
show(x)

# adv_index_put_acc_int8_overflow
x = torch.tensor([120, 0], dtype=torch.int8)
x.index_put_((torch.tensor([0, 0]),), torch.tensor([5, 5], dtype=torch.int8), accumulate=True)
show(x)

# adv_getitem_f16_bf16_values
x = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16)
show(x[[1, 0], [0, 1]], x.bfloat16()[x > 0.15])

# adv_index_put_shape_err
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0, 1]),), torch.tensor([1., 2., 3.])))

# adv_index_many_indices_err
attempt(lambda: torch.zeros(2, 2)[0, 0, 0])
attempt(lambda: torch.zeros(2, 2)[[0], [0], [0]])

# adv_index_bcast_err
attempt(lambda: torch.zeros(3, 3)[torch.tensor([0, 1]), torch.tensor([0, 1, 2])])

# setitem_scalar_index_tensor_0d
x = torch.zeros(3)
x[torch.tensor(1)] = 4.
x[-1] = x[1] * 2
show(x)

# masked_fill_inplace_view_mask_bcast
x = torch.zeros(2, 3)
x[:, 1:].masked_fill_(torch.tensor([True, False]), 1.)
show(x)

# mse_loss_mixed_dtype
show(F.mse_loss(torch.tensor([1., 2.]), torch.tensor([0., 1.], dtype=torch.float64)))

# l1_loss_mixed_int_float
attempt(lambda: F.l1_loss(torch.tensor([1., 2.]), torch.tensor([0, 1])))

# cross_entropy_weight_dtype_mismatch
attempt(lambda: F.cross_entropy(torch.ones(2, 3, dtype=torch.float64), torch.tensor([0, 1]), weight=torch.ones(3)))

# nll_loss_weight_dtype_mismatch
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([0, 1]), weight=torch.ones(3, dtype=torch.float64)))

# bce_weight_mismatch_shape
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5, 0.5]), torch.tensor([1., 0.]), weight=torch.ones(3)))

# bce_logits_int_target
attempt(lambda: F.binary_cross_entropy_with_logits(torch.tensor([0.5, 0.5]), torch.tensor([1, 0])))

# kl_div_bad_reduction
attempt(lambda: F.kl_div(torch.zeros(2), torch.zeros(2), reduction='avg'))

# cross_entropy_probs_int_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 3, dtype=torch.long)))

# cross_entropy_ignore_index_probs_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.full((2, 3), 1 / 3), ignore_index=1))

# cross_entropy_0d_input_err
attempt(lambda: F.cross_entropy(torch.tensor(1.), torch.tensor(0)))

# linear_0d_input_err
attempt(lambda: F.linear(torch.tensor(1.), torch.ones(2, 1)))

# linear_int_weight
attempt(lambda: F.linear(torch.ones(1, 2, dtype=torch.long), torch.ones(3, 2, dtype=torch.long)))

# layer_norm_int_input
attempt(lambda: F.layer_norm(torch.ones(2, 3, dtype=torch.long), (3,)))

# layer_norm_weight_dtype_mix
show(F.layer_norm(torch.tensor([[1., 2., 4.]], dtype=torch.float64), (3,), torch.ones(3, dtype=torch.float64) * 2))

# embedding_weight_int
show(F.embedding(torch.tensor([1, 0]), torch.tensor([[1, 2], [3, 4]])))

# embedding_3d_idx
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor([[[0], [2]]]), w).shape, F.embedding(torch.tensor([[[0], [2]]]), w)[0, 1])

# softmax_3d_dims
x = torch.arange(8.).reshape(2, 2, 2)
show(F.softmax(x, dim=0)[0], F.log_softmax(x, dim=-2)[1])

# log_softmax_inf_nan
x = torch.tensor([[float('inf'), 1.], [float('nan'), 0.]])
show(F.log_softmax(x, 1), F.softmax(x, 1))

# softmin_dtype
show(F.softmin(torch.tensor([1., 2., 3.]), dim=0, dtype=torch.float64))

# relu6_hardtanh_int
attempt(lambda: F.hardtanh(torch.tensor([-2, 0, 3])))
show(F.relu6(torch.tensor([-2., 7.])))

# silu_int_err
attempt(lambda: F.silu(torch.tensor([1, 2])))

# gelu_int_err2
attempt(lambda: F.gelu(torch.tensor([1, 2]), approximate='tanh'))

# elu_int_err
attempt(lambda: F.elu(torch.tensor([-1, 2])))

# sigmoid_tanh_int_promote
show(torch.sigmoid(torch.tensor([0, 1])), torch.tanh(torch.tensor([True, False])))

# dropout_bool_training_false
show(F.dropout(torch.tensor([True, False]), 0.5, training=False))

# dropout_p1_int
attempt(lambda: F.dropout(torch.tensor([1, 2]), 1.0, True))

# one_hot_big_numclasses_2d
show(F.one_hot(torch.tensor([[0], [1]]), 3).shape, F.one_hot(torch.arange(3).reshape(3, 1), -1).squeeze(1))

# sdpa_mask_bcast_heads_4d
q = torch.arange(16.).reshape(1, 2, 4, 2) / 16
m = torch.tril(torch.ones(4, 4, dtype=torch.bool))
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m)[0, 1])

# sdpa_float_mask_f64_neg_inf
q = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, q, attn_mask=torch.tensor([[0., float('-inf')], [0., 0.]], dtype=torch.float64)))

# matmul_vec_vec_int
show(torch.matmul(torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6])), torch.tensor([1., 2.]) @ torch.tensor([[1.], [1.]]))

# matmul_vec_mismatch
attempt(lambda: torch.tensor([1., 2.]) @ torch.tensor([1., 2., 3.]))
attempt(lambda: torch.ones(2, 3) @ torch.ones(2))

# mm_errors
attempt(lambda: torch.mm(torch.ones(2, 3), torch.ones(2, 3)))
attempt(lambda: torch.mm(torch.ones(2), torch.ones(2, 3)))

# bmm_int_f16
show(torch.bmm(torch.ones(1, 2, 2, dtype=torch.long), torch.ones(1, 2, 1, dtype=torch.long)))

# einsum_bool_err
attempt(lambda: torch.einsum('i,i->i', torch.tensor([True]), torch.tensor([1.])))

# einsum_three_ops_chain
a = torch.tensor([[1., 2.]])
show(torch.einsum('ij,jk,kl->il', a, torch.eye(2), torch.tensor([[1.], [3.]])))

# einsum_repeated_output_err
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# cumsum_bool_dtype
# PyTorch 1.13's CPU has no float16 cumsum; 2's keeps float16
show(torch.cumsum(torch.tensor([True, True]), 0).dtype, torch.cumsum(torch.tensor([1, 2], dtype=torch.int8), 0).dtype, torch.float16)

# cumsum_noncontig_3d
x = torch.arange(12).reshape(2, 3, 2).transpose(0, 2)
show(torch.cumsum(x, 2), x.cumprod(0))

# gather_scatter_int32_src_err
attempt(lambda: torch.zeros(3, dtype=torch.int32).scatter_add(0, torch.tensor([0]), torch.tensor([1])))

# scatter_reduce_amax_int_noself
x = torch.tensor([0, 0, 0])
show(x.scatter_reduce(0, torch.tensor([1, 1]), torch.tensor([-5, -3]), 'amax', include_self=False))

# index_select_empty_result
show(torch.ones(2, 3).index_select(1, torch.tensor([], dtype=torch.long)).shape, torch.ones(0, 3).index_select(0, torch.tensor([], dtype=torch.long)))

# index_copy_inplace_f16
x = torch.zeros(3, dtype=torch.float16)
x.index_copy_(0, torch.tensor([2, 0]), torch.tensor([0.5, 1.5], dtype=torch.float16))
show(x)

# index_fill_neg_dim_bool
x = torch.zeros(2, 3, dtype=torch.bool)
show(x.index_fill(-1, torch.tensor([-1]), True))

# masked_scatter_source_2d
x = torch.zeros(2, 2)
show(x.masked_scatter(torch.tensor([[True, True], [False, True]]), torch.tensor([[1., 2.], [3., 4.]])))

# take_along_dim_topk_idx
x = torch.tensor([[4., 1., 3.], [2., 8., 5.]])
i = x.topk(2, dim=1).indices
show(torch.take_along_dim(x, i, dim=1), x.gather(1, i.flip(1)))

# conv2d_1x1_groups_bias
x = torch.arange(8.).reshape(1, 2, 2, 2)
show(F.conv2d(x, torch.tensor([[[[2.]]], [[[3.]]]]), torch.tensor([1., -1.]), groups=2))

# conv1d_padding_tuple_string_kw
x = torch.arange(5.).reshape(1, 1, 5)
show(F.conv1d(x, torch.ones(1, 1, 3), padding=(2,)), F.conv1d(input=x, weight=torch.ones(1, 1, 1), padding='valid'))

# conv2d_same_dilation_even
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), padding='same', dilation=2))

# conv2d_stride_larger_than_input
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 1, 1), stride=5))

# conv2d_negative_padding_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), padding=-1))

# conv2d_zero_stride_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), stride=0))

# max_pool2d_kernel_zero_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 3, 3), 0))

# avg_pool1d_ceil_count
x = torch.tensor([[[1., 2., 3., 4., 5.]]])
show(F.avg_pool1d(x, 2, ceil_mode=True), F.avg_pool1d(x, 2, stride=2, padding=1, count_include_pad=False))

# max_pool1d_indices
x = torch.tensor([[[1., 5., 2., 8., 3., 0.]]])
show(F.max_pool1d(x, 2, return_indices=True), F.max_pool1d(x, 3, stride=1, padding=1, return_indices=True)[1])

# adaptive_max_pool1d_indices_3
x = torch.tensor([[[1., 5., 2., 8., 3., 0., 7.]]])
show(F.adaptive_max_pool1d(x, 3, return_indices=True))

# adaptive_avg_pool2d_tuple_none
x = torch.arange(12.).reshape(1, 3, 4)
show(F.adaptive_avg_pool2d(x, (None, 2)), F.adaptive_avg_pool2d(x, (2, None)).shape)

# interpolate_nearest_1d_3d_exact
x = torch.tensor([[[1., 2., 3.]]])
show(F.interpolate(x, size=5), F.interpolate(x, size=5, mode='nearest-exact'), F.interpolate(x, scale_factor=0.5))

# interpolate_area
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, size=(2, 2), mode='area'), F.interpolate(x, scale_factor=0.5, mode='bilinear'))

# interpolate_errors2
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, scale_factor=2))
attempt(lambda: F.interpolate(torch.ones(1, 1, 4)))
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, mode='nearest', align_corners=True))

# pad_circular_3d_5d
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
show(F.pad(x, (1, 0, 0, 0, 0, 1), mode='circular')[0, 0, 2])

# pad_reflect_3d
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
show(F.pad(x, (1, 1, 0, 0, 1, 0), mode='reflect').shape, F.pad(x, (0, 1, 1, 0, 0, 0), mode='replicate')[0, 0, 1])

# bce_logits_dtype_mix
x = torch.tensor([0.5, -1.])
y = torch.tensor([1., 0.])
show(F.binary_cross_entropy_with_logits(x, y, weight=torch.tensor([1., 2.], dtype=torch.float64)))
show(F.binary_cross_entropy_with_logits(x, y.double()), F.binary_cross_entropy_with_logits(x.double(), y))
show(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([2.], dtype=torch.float64), reduction='none'))

# bce_logits_bool_target
attempt(lambda: F.binary_cross_entropy_with_logits(torch.tensor([0.5]), torch.tensor([True])))

# bce_dtype_mix
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5, 0.25]), torch.tensor([1., 0.], dtype=torch.float64)))
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5, 0.25], dtype=torch.float64), torch.tensor([1., 0.])))

# nll_loss_0d
attempt(lambda: F.nll_loss(torch.tensor(1.), torch.tensor(0)))

# ce_0d_float_target
attempt(lambda: F.cross_entropy(torch.tensor(1.), torch.tensor(0.5)))

# ce_probs_weight_dtype
show(F.cross_entropy(torch.tensor([[1., 2.]]), torch.tensor([[0.5, 0.5]]), weight=torch.tensor([1., 2.], dtype=torch.float64)))

# ce_probs_ignore_neg
show(F.cross_entropy(torch.tensor([[1., 2.]]), torch.tensor([[0.5, 0.5]]), ignore_index=-5))

# mse_loss_f16_f32
show(F.mse_loss(torch.tensor([1., 2.], dtype=torch.float64), torch.tensor([0., 1.])), F.l1_loss(torch.tensor([1, 2]), torch.tensor([0., 1.])))

# kl_div_dtype_mix
show(F.kl_div(torch.tensor([-1., -2.]), torch.tensor([0.5, 0.5], dtype=torch.float64)))

# bce_logits_int_target2
attempt(lambda: F.binary_cross_entropy_with_logits(torch.tensor([0.5, 0.5]), torch.tensor([1, 0])))
attempt(lambda: F.binary_cross_entropy_with_logits(torch.tensor([0.5, 0.5], dtype=torch.float64), torch.tensor([1, 0], dtype=torch.int32)))

# ce_weight_dtype_errors
attempt(lambda: F.cross_entropy(torch.ones(2, 3, dtype=torch.float64), torch.tensor([0, 1]), weight=torch.ones(3)))
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([0, 1]), weight=torch.ones(3, dtype=torch.float64)))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), weight=torch.ones(3, dtype=torch.float64), label_smoothing=0.1))

# ce_probs_ignore_index_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.full((2, 3), 1 / 3), ignore_index=1))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.full((2, 3), 1 / 3), ignore_index=0))

# ce_0d_long_target
attempt(lambda: F.cross_entropy(torch.tensor(1.), torch.tensor(0)))
attempt(lambda: F.cross_entropy(torch.tensor(1.), torch.tensor([0])))

# einsum_mixed_dtype_no_sum
show(torch.einsum('i,i->i', torch.tensor([True, False]), torch.tensor([1.5, 2.])), torch.einsum('i,j->ij', torch.tensor([1, 2]), torch.tensor([0.5, 1.], dtype=torch.float64)))
show(torch.einsum('bi,bj->bij', torch.tensor([[1, 2]], dtype=torch.int32), torch.tensor([[3]])).dtype)

# linear_weight_f64_input_f32
attempt(lambda: F.linear(torch.ones(1, 2), torch.ones(3, 2, dtype=torch.float64)))

# layer_norm_bias_shape_err
attempt(lambda: F.layer_norm(torch.ones(1, 2), (2,), torch.ones(2), torch.ones(3)))

# rms_norm_weight_dtype
show(F.rms_norm(torch.tensor([[1., 2.]]), (2,), weight=torch.tensor([1., 2.], dtype=torch.float64)))

# log_softmax_int_dtype_arg
show(F.log_softmax(torch.tensor([1, 2]), 0, dtype=torch.float64))

# embedding_f64_int32
show(F.embedding(torch.tensor([1], dtype=torch.int32), torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)))

# one_hot_noncontig
t = torch.tensor([[0, 1], [2, 0]]).t()
show(F.one_hot(t, 3)[0])

# masked_fill_mask_bcast_bigger_err
attempt(lambda: torch.zeros(2).masked_fill(torch.tensor([[True, False], [False, True]]), 1.))

# masked_fill_out_of_place_bcast_bigger
show(torch.masked_fill(torch.zeros(2), torch.tensor([[True, False], [False, True]]), 1.))

# where_scalar_cond_shapes
show(torch.where(torch.tensor([[True], [False]]), torch.tensor([1., 2.]), 0.))

# tril_f16_bf16
show(torch.tril(torch.full((2, 2), 0.1, dtype=torch.float16)), torch.triu(torch.full((2, 3), 2.5, dtype=torch.bfloat16), 1))

# gather_f16_scatter_bf16
x = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16)
show(x.gather(0, torch.tensor([[1, 0]])), torch.zeros(2, dtype=torch.bfloat16).scatter(0, torch.tensor([1]), torch.tensor([0.3], dtype=torch.bfloat16)))

# index_add_bf16_alpha
x = torch.zeros(2, dtype=torch.bfloat16)
show(x.index_add(0, torch.tensor([0, 0]), torch.tensor([1., 1.], dtype=torch.bfloat16), alpha=0.1))

# scatter_add_bool_err
attempt(lambda: torch.zeros(2, dtype=torch.bool).scatter_add(0, torch.tensor([0]), torch.tensor([True])))

# topk_k0_and_empty
show(torch.topk(torch.tensor([1., 2.]), 0), torch.topk(torch.zeros(0), 0).values.shape)

# max_keepdim_3d
x = torch.arange(12.).reshape(2, 3, 2)
show(x.max(1, keepdim=True).values.shape, x.min(dim=-1).indices)

# median_even_int_keepdim
x = torch.tensor([[4, 1, 3, 2]])
show(x.median(1, keepdim=True), x.median())

# cumprod_dtype_kw
# PyTorch 1.13's CPU has no float16 cumprod: float32, rounded once as CUDA's kernels do
show(torch.cumprod(torch.tensor([1, 2, 3], dtype=torch.int32), 0, dtype=torch.float32).half())

# bmm_noncontig_batches
a = torch.arange(12.).reshape(2, 3, 2).transpose(1, 2)
show(torch.bmm(a, torch.ones(2, 3, 1)))

# addmm_out_of_bounds_alpha_int
show(torch.addmm(torch.ones(2, 2, dtype=torch.long), torch.ones(2, 2, dtype=torch.long), torch.ones(2, 2, dtype=torch.long), alpha=3, beta=2))

# avg_pool2d_divisor_zero_err
attempt(lambda: F.avg_pool2d(torch.ones(1, 1, 2, 2), 2, divisor_override=0))

# max_pool2d_dilation_ceil
x = torch.arange(36.).reshape(1, 1, 6, 6)
show(F.max_pool2d(x, 2, stride=2, dilation=2, ceil_mode=True))

# conv_transpose1d_basic
show(F.conv_transpose1d(torch.tensor([[[1., 2.]]]), torch.tensor([[[1., 1., 1.]]]), stride=2))

# interpolate_bilinear_scale_recompute
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.interpolate(x, scale_factor=1.7, mode='bilinear', recompute_scale_factor=True))

# interpolate_nearest_scale_non_int
x = torch.arange(5.).reshape(1, 1, 5)
show(F.interpolate(x, scale_factor=0.7), F.interpolate(x, scale_factor=1.3, mode='nearest-exact'))

# rms_norm_weight_dtype_promote
show(F.rms_norm(torch.tensor([[3., 4.]], dtype=torch.float64), [2], weight=torch.tensor([1., 0.5])), F.rms_norm(torch.tensor([[3., 4.]]), (2,), torch.tensor([2, 1])))

# adv_idx_three_tensors_bcast
x = torch.arange(24).reshape(2, 3, 4)
show(x[torch.tensor([[0], [1]]), torch.tensor([0, 2]), torch.tensor([[3], [1]])])

# adv_idx_two_separated_by_slice_3
x = torch.arange(60).reshape(3, 4, 5)
show(x[[0, 2], 1:3, [4, 0]].shape, x[[0, 2], 1:3, [4, 0]])

# adv_idx_ellipsis_between
x = torch.arange(24).reshape(2, 3, 4)
show(x[[1], ..., [2]], x[..., [0, 1], :].shape)

# adv_idx_bool_0d
x = torch.arange(3)
show(x[torch.tensor(True)].shape, x[torch.tensor(False)].shape, x[True].shape)

# adv_idx_bool_with_int
x = torch.arange(12).reshape(3, 4)
show(x[1, torch.tensor([True, False, True, False])], x[torch.tensor([False, True, True]), -1])

# adv_idx_uint8_mask
x = torch.arange(4)
show(x[torch.tensor([1, 0, 1, 1], dtype=torch.uint8)])

# adv_set_bool_scalar_where
x = torch.arange(6.).reshape(2, 3)
x[x % 2 == 0] = -1
show(x)

# adv_set_list_index_broadcast_row
x = torch.zeros(3, 4)
x[[0, 2]] = torch.tensor([1., 2., 3., 4.])
show(x)

# adv_set_two_lists_value_bcast_err
def f(): x = torch.zeros(3, 4); x[[0, 2], [1, 3]] = torch.tensor([1., 2., 3.])
attempt(f)

# adv_index_put_acc_dup_2d_bcast
x = torch.zeros(2, 2)
x.index_put_((torch.tensor([0, 0]), torch.tensor([1])), torch.tensor(1.), accumulate=True)
show(x)

# adv_index_put_none_index
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([1]),), torch.tensor([7., 8., 9.]))
show(x)

# adv_getitem_negative_tensor_2d
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([-1, -3]), torch.tensor([-1, 0])])

# adv_iadd_bool_mask_tensor
x = torch.ones(4)
x[torch.tensor([True, False, True, False])] += torch.tensor([10., 20.])
show(x)

# adv_setitem_int_from_float_scalar_mask
x = torch.tensor([1, 2, 3])
x[x > 1] = 0.9
show(x)

# adv_oob_2d_second
attempt(lambda: torch.zeros(2, 3)[[0, 1], [0, 3]])
attempt(lambda: torch.zeros(2, 3)[:, torch.tensor([-4])])

# adv_mask_too_many_dims
attempt(lambda: torch.zeros(2)[torch.tensor([[True, False]])])

# index_put_bool_and_long_err
attempt(lambda: torch.zeros(2, 2).index_put_((torch.tensor([True, False]), torch.tensor([0, 1])), torch.tensor(1.)))

# type_err_linear_list
attempt(lambda: F.linear([1., 2.], torch.ones(2, 2)))
attempt(lambda: F.linear(torch.ones(2), [[1., 2.]]))

# type_err_embedding_input_list
attempt(lambda: F.embedding([0, 1], torch.ones(2, 2)))

# type_err_cross_entropy_list_target
attempt(lambda: F.cross_entropy(torch.ones(2, 3), [0, 1]))

# type_err_bmm_list
attempt(lambda: torch.bmm(torch.ones(1, 2, 2), [[[1., 2.], [3., 4.]]]))

# type_err_einsum_eq_not_str
attempt(lambda: torch.einsum(1, torch.ones(2)))

# type_err_one_hot_float_nc
attempt(lambda: F.one_hot(torch.tensor([0, 1]), 2.0))

# type_err_topk_tensor_k
show(torch.topk(torch.tensor([3., 1., 2.]), torch.tensor(2)).values)

# type_err_cumsum_dim_tensor
show(torch.cumsum(torch.tensor([1, 2, 3]), torch.tensor(0)))

# type_err_embedding_weight_list
attempt(lambda: F.embedding(torch.tensor([0]), [[1., 2.]]))
attempt(lambda: F.embedding([0], [[1., 2.]]))

# type_err_linear_bias_int
attempt(lambda: F.linear(torch.ones(2), torch.ones(2, 2), 1))

# zero_d_int_tensor_as_int_args
x = torch.tensor([[3., 1., 2.], [0., 5., 4.]])
k = torch.tensor(1)
show(x.kthvalue(torch.tensor(2), dim=k), torch.softmax(x, torch.tensor(0)).sum(0), x.cumprod(k))
attempt(lambda: torch.topk(x, torch.tensor(1.5)))
attempt(lambda: torch.topk(x, torch.tensor([1])))

# return_types_in_list_print
x = torch.tensor([[1., 3.], [2., 0.]])
show([x.max(1)], (x.min(0),))

# return_types_str_len_eq
r = torch.sort(torch.tensor([2, 1]))
show(str(r) == repr(r), len(r), r[0].tolist(), r[-1].tolist())

# return_types_slice_tuple
r = torch.topk(torch.tensor([2., 7., 5.]), 2)
show(r[:1], tuple(r)[1], r.values + 1)

# return_types_aminmax_fields
r = torch.aminmax(torch.tensor([[1, 9], [4, 2]]), dim=0)
show(r.min, r.max, r)

# return_types_median_global_vs_dim
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(x.median(), x.median(dim=0), x.median(dim=0, keepdim=True).values.shape)

# return_types_mode_empty_err
attempt(lambda: torch.mode(torch.tensor([])))

# return_types_kthvalue_bool_err
attempt(lambda: torch.kthvalue(torch.tensor([True, False]), 1))

# return_types_max_int8_unpack_for
v, i = torch.tensor([[1, -3], [7, 2]], dtype=torch.int8).max(dim=0)
show(v, i, [t.dtype for t in (v, i)])

# return_types_cummin_f64
show(torch.cummin(torch.tensor([3., 1., 2., 0.5], dtype=torch.float64), 0))

# return_types_topk_sorted_false
show(torch.topk(torch.tensor([1., 9., 3., 7.]), 3, sorted=True).indices)

# return_types_sort_int32_desc
show(torch.sort(torch.tensor([3, 1, 2], dtype=torch.int32), descending=True))

# return_types_max_empty_dim1_values
r = torch.zeros(2, 0).max(dim=0)
show(r.values.shape)

# interpolate_bicubic_f16_bf16
x = torch.tensor([[[[1., 2., 4.], [8., 16., 32.]]]])
# PyTorch 1.13's CPU has no float16 bicubic kernel: float32, rounded once as CUDA's kernels do
show(F.interpolate(x, size=(3, 4), mode='bicubic').half(), F.interpolate(x, scale_factor=2, mode='bicubic', align_corners=True).bfloat16())

# interpolate_bicubic_batch_channels_noncontig
x = torch.arange(48.).reshape(2, 2, 3, 4).transpose(2, 3)
show(F.interpolate(x, size=(5, 2), mode='bicubic')[1, 0])

# interpolate_bicubic_size_one
x = torch.arange(6.).reshape(1, 1, 2, 3)
show(F.interpolate(x, size=(1, 1), mode='bicubic'), F.interpolate(x, size=(1, 4), mode='bicubic', align_corners=True))

# interpolate_bicubic_overshoot
x = torch.tensor([[[[0., 0., 10., 10.]]]])
show(F.interpolate(x, size=(1, 8), mode='bicubic'))

# put_bf16_accumulate
x = torch.zeros(3, dtype=torch.bfloat16)
show(x.put(torch.tensor([1, 1, 1]), torch.tensor([0.1, 0.1, 0.1], dtype=torch.bfloat16), accumulate=True))

# put_bool_values
x = torch.zeros(2, 2, dtype=torch.bool)
show(x.put_(torch.tensor([3, 0]), torch.tensor([True, True])))

# put_cpu_tensor
x = torch.zeros(4, device='cpu')
x.put_(torch.tensor([0, -1], device='cpu'), torch.tensor([1., 2.], device='cpu'))
show(x.tolist(), x.device)

# baddbmm_expand_bcast_forms
show(torch.baddbmm(torch.tensor([[1.], [2.]]), torch.ones(3, 2, 2), torch.ones(3, 2, 1)).shape, torch.baddbmm(torch.tensor(5.), torch.ones(1, 1, 2), torch.ones(1, 2, 1)))

# baddbmm_bigger_input_err
attempt(lambda: torch.baddbmm(torch.ones(2, 2, 2), torch.ones(1, 2, 3), torch.ones(1, 3, 2)))

# einsum_outer_f16_int
show(torch.einsum('i,j->ij', torch.tensor([1., 2.]), torch.tensor([0.5, 1.5])).half())

# bce_logits_f64_target_weight_f32
show(F.binary_cross_entropy_with_logits(torch.tensor([1., -1.]), torch.tensor([1., 0.], dtype=torch.float64), weight=torch.tensor([2., 1.]), reduction='sum'))

# ce_weight_f16_input_f16
x = torch.tensor([[1., 2.], [0.5, 0.]])
lp = F.log_softmax(x.half().float(), 1).half().float()
show(F.nll_loss(lp, torch.tensor([1, 0]), weight=torch.tensor([1., 2.])).half())

# pool_output_too_small
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))
attempt(lambda: F.avg_pool2d(torch.ones(1, 1, 2, 2), 3))

# pool_kernel_tuple_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), (2, 2, 2)))

# pool_stride_zero_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, stride=0))

# max_pool1d_dims_err
attempt(lambda: F.max_pool1d(torch.ones(4), 2))

# avg_pool1d_pad_err
attempt(lambda: F.avg_pool1d(torch.ones(1, 1, 4), 2, padding=2))

# adaptive_max_pool2d_bad_dims
attempt(lambda: F.adaptive_max_pool2d(torch.ones(4), 2))

# conv1d_groups_weight_err
attempt(lambda: F.conv1d(torch.ones(1, 4, 5), torch.ones(3, 2, 3), groups=2))

# conv2d_input_too_small_padding_same_ok
x = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, torch.ones(1, 1, 3, 3), padding='same'), F.conv2d(x, torch.ones(1, 1, 3, 3), padding=1).shape)

# conv2d_dilation_too_big_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), dilation=3))

# conv1d_bias_wrong_size
attempt(lambda: F.conv1d(torch.ones(1, 1, 3), torch.ones(2, 1, 2), torch.ones(3)))

# max_pool2d_return_indices_unbatched
x = torch.tensor([[[1., 4.], [3., 2.]]])
show(F.max_pool2d(x, 2, return_indices=True), F.max_pool2d(x, 1, return_indices=True)[1])

# avg_pool2d_f64_noncontig
x = torch.arange(16, dtype=torch.float64).reshape(1, 1, 4, 4).transpose(2, 3)
show(F.avg_pool2d(x, 2, stride=1))

# softmax_non_tensor_input
attempt(lambda: F.softmax([1., 2.], 0))
attempt(lambda: F.log_softmax([1., 2.], dim=0))
attempt(lambda: F.softmin([1., 2.], 0))
attempt(lambda: F.softmax([1., 2.]))
attempt(lambda: F.softmax(3.0, 0))

# sdpa_enable_gqa
q = torch.arange(16.).reshape(1, 4, 2, 2) / 16
k = torch.arange(8.).reshape(1, 2, 2, 2) / 8
v = torch.arange(8.).reshape(1, 2, 2, 2)
show(F.scaled_dot_product_attention(q, k, v, enable_gqa=True))
show(F.scaled_dot_product_attention(q, k.repeat_interleave(2, 1), v.repeat_interleave(2, 1), is_causal=True, enable_gqa=True)[0, 3])

# sdpa_enable_gqa_3d_heads_64
q = torch.arange(2 * 4 * 64.).reshape(2, 4, 64) / 512
k = torch.ones(1, 4, 64) / 8
show(F.scaled_dot_product_attention(q, k, k, enable_gqa=True).sum(-1))

# losses_empty_batch
e = torch.zeros(0)
show(F.mse_loss(e, e), F.l1_loss(e, e, reduction='none'), F.binary_cross_entropy(e, e), F.binary_cross_entropy_with_logits(e, e))
show(F.nll_loss(torch.zeros(0, 3), torch.zeros(0, dtype=torch.long), reduction='none'), F.nll_loss(torch.zeros(0, 3), torch.zeros(0, dtype=torch.long)))
show(F.kl_div(e, e, reduction='batchmean'), F.smooth_l1_loss(e, e), F.huber_loss(e, e, reduction='sum'))

# losses_noncontig_inputs
a = torch.arange(6.).reshape(2, 3).t()
b = torch.ones(3, 2)
show(F.mse_loss(a, b, reduction='none'), F.l1_loss(a[:, 1], b[:, 0]))
x = torch.arange(6.).reshape(3, 2).t() / 4
show(F.cross_entropy(x, torch.tensor([2, 0])), F.binary_cross_entropy_with_logits(a, b / 2))

# ce_probs_noncontig_smoothing_none
x = torch.tensor([[1., 0.], [2., 1.], [0., 3.]]).t()
p = torch.softmax(torch.tensor([[0., 1.], [1., 0.], [2., 2.]]), 0).t()
show(F.cross_entropy(x, p, label_smoothing=0.2, reduction='none'))

# nll_loss_weight_all_ignored_mean
lp = torch.log_softmax(torch.tensor([[1., 2.], [3., 4.]]), 1)
show(F.nll_loss(lp, torch.tensor([1, 1]), weight=torch.tensor([1., 0.])), F.nll_loss(lp, torch.tensor([5, 5]), ignore_index=5))

# ce_label_smoothing_zero_weight_class
x = torch.tensor([[1., 2., 3.]])
show(F.cross_entropy(x, torch.tensor([0]), weight=torch.tensor([0., 1., 1.]), label_smoothing=0.5))

# int_arg_positions_method_function
x = torch.tensor([3., 1., 2.])
attempt(lambda: x.topk(1.5))
attempt(lambda: torch.topk(x, 1.5))
attempt(lambda: torch.topk(x, k=1.5))
attempt(lambda: x.kthvalue(1.5))
attempt(lambda: x.multinomial(1.5))
attempt(lambda: torch.multinomial(x, num_samples=1.5))

# tensor_arg_positions_method_function
x = torch.zeros(3)
attempt(lambda: x.masked_scatter(torch.tensor([True, False, False]), [1.]))
attempt(lambda: torch.take(x, [0]))
attempt(lambda: x.take([0]))
