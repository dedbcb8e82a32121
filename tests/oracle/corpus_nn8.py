# Twin of tests/golden/corpus_nn8.cst (its tensors live on cuda:0).
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


def cuda_names(message):
    """PyTorch 2 on cuda:0's words where 1.13's CPU kernels differ: the
    kernels' CUDA names (host_softmax, addmm_cuda), one_hot's check naming
    LongTensor, and scatter_reduce's naming the reduce it refuses."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    message = message.replace('"addmm_impl_cpu_"', '"addmm_cuda"')
    message = message.replace("index tensor.", "index tensor of type LongTensor.")
    return message.replace("mean, amax or amin.", "mean, amax or amin, got add")


def attempt(fn):
    cuda_repr.attempt(fn, cuda_names)


torch2.install()

# linear_1d_weight
x = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
w = torch.tensor([1., 0., -1.])
show(F.linear(x, w), F.linear(x, w).shape)

# linear_1d_weight_bias_0d
show(F.linear(torch.tensor([1., 2.]), torch.tensor([3., 4.]), torch.tensor(0.5)))

# linear_bias_none_kw
x = torch.arange(6.).reshape(2, 3)
w = torch.eye(3)[[2, 0]]
show(torch.nn.functional.linear(x, w, bias=None))

# linear_f64
x = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float64)
w = torch.tensor([[1.0, 1.0], [2.0, -1.0], [0.5, 0.25]], dtype=torch.float64)
show(F.linear(x, w, torch.tensor([0.0, 1.0, -1.0], dtype=torch.float64)))

# linear_int_err
attempt(lambda: F.linear(torch.ones(2, 3, dtype=torch.long), torch.ones(4, 3, dtype=torch.long)))

# linear_dtype_mismatch_err
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3, dtype=torch.float64)))

# linear_inner_mismatch_err
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 5)))

# linear_zero_out_features
show(F.linear(torch.ones(2, 3), torch.ones(0, 3)), F.linear(torch.ones(2, 3), torch.ones(0, 3), torch.ones(0)).shape)

# linear_4d_input
x = torch.arange(24.).reshape(2, 1, 3, 4)
show(F.linear(x, torch.ones(2, 4) / 4).shape, F.linear(x, torch.ones(2, 4) / 4)[1, 0])

# linear_matches_matmul
x = torch.tensor([[1., -1.], [2., 0.5]])
w = torch.tensor([[0.5, 0.25], [1., 2.], [-3., 1.]])
b = torch.tensor([1., 2., 3.])
show(torch.equal(F.linear(x, w, b), x @ w.T + b))

# linear_transposed_input
x = torch.arange(6.).reshape(3, 2).t()
show(F.linear(x, torch.tensor([[1., 1., 1.]]), torch.tensor([-1.])))

# linear_bf16
x = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.bfloat16)
w = torch.tensor([[0.5, 0.5]], dtype=torch.bfloat16)
show(F.linear(x, w))

# layer_norm_torch_prefix_list
x = torch.tensor([[1., 2., 3., 4.], [0., 0., 0., 8.]])
show(torch.layer_norm(x, [4]))

# layer_norm_shape_from_size
x = torch.tensor([[1., 3.], [2., 6.]])
show(F.layer_norm(x, x.shape[-1:]), F.layer_norm(x, x.size()[1:], eps=0.5))

# layer_norm_weight_only
x = torch.tensor([[1., 2., 3.]])
show(F.layer_norm(x, (3,), weight=torch.tensor([2., 2., 2.])))

# layer_norm_bias_only
show(F.layer_norm(torch.tensor([[1., 2., 3.]]), (3,), bias=torch.tensor([1., 0., -1.])))

# layer_norm_int_err
attempt(lambda: F.layer_norm(torch.tensor([[1, 2, 3]]), (3,)))

# layer_norm_single_elem
show(F.layer_norm(torch.tensor([[5.], [-2.]]), (1,)))

# layer_norm_shape_mismatch_err
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2,)))

# layer_norm_two_dims_int_shape
x = torch.arange(12.).reshape(2, 2, 3)
show(F.layer_norm(x, [2, 3]))

# layer_norm_constant_rows
show(F.layer_norm(torch.full((2, 4), 7.), (4,)))

# layer_norm_1d_input
show(F.layer_norm(torch.tensor([1., 2., 4.]), (3,)))

# layer_norm_f64_weight_bias
x = torch.tensor([[0.5, 1.5, -1.0]], dtype=torch.float64)
show(F.layer_norm(x, (3,), torch.ones(3, dtype=torch.float64) * 2, torch.zeros(3, dtype=torch.float64) + 1))

# layer_norm_int_shape_arg
attempt(lambda: F.layer_norm(torch.tensor([[2., 4.]]), 2))

# rms_norm_default_eps
x = torch.tensor([[3., 4.], [1., 1.]])
show(F.rms_norm(x, (2,)))

# rms_norm_eps_weight
x = torch.tensor([[1., 2., 3.], [0., 0., 0.]])
show(F.rms_norm(x, [3], weight=torch.tensor([1., 0.5, 2.]), eps=1e-6))

# rms_norm_f64
x = torch.tensor([[1., -1., 2.]], dtype=torch.float64)
show(F.rms_norm(x, (3,)))

# rms_norm_3d_two_dims
x = torch.arange(8.).reshape(2, 2, 2)
show(F.rms_norm(x, (2, 2)))

# rms_norm_shape_err
attempt(lambda: F.rms_norm(torch.ones(2, 3), (4,)))

# rms_norm_manual_match
x = torch.tensor([[1., 2., 3., 4.]])
manual = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-5)
show(torch.allclose(F.rms_norm(x, (4,), eps=1e-5), manual))

# gelu_default_values
show(F.gelu(torch.tensor([-3., -1., 0., 1., 3.])))

# gelu_tanh_values
show(F.gelu(torch.tensor([-3., -1., 0., 1., 3.]), approximate='tanh'))

# gelu_positional_err
attempt(lambda: F.gelu(torch.tensor([1.]), 'tanh'))

# gelu_int_err
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# gelu_f64_none
show(F.gelu(torch.tensor([0.5, -0.5, 2.0], dtype=torch.float64), approximate='none'))

# gelu_2d_noncontig
x = torch.tensor([[1., 2.], [-1., -2.]]).t()
show(F.gelu(x))

# gelu_empty_0d
show(F.gelu(torch.tensor(1.)), F.gelu(torch.zeros(0, 3)).shape)

# silu_values
show(F.silu(torch.tensor([-2., 0., 2.])), F.silu(torch.tensor([1.], dtype=torch.float64)))

# silu_inplace
x = torch.tensor([1., -1.])
y = F.silu(x, inplace=True)
show(x, y)

# silu_int_err
attempt(lambda: F.silu(torch.tensor([1, 2])))

# relu_int_keeps_dtype
r = torch.relu(torch.tensor([-2, 0, 3]))
show(r, r.dtype)

# relu_bool_err
attempt(lambda: torch.relu(torch.tensor([True, False])))

# relu_method_inplace
x = torch.tensor([[-1., 2.], [3., -4.]])
x.relu_()
show(x)

# relu_f16
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
show(F.relu(torch.tensor([-1.5, 2.5])).half())

# leaky_relu_kw_inplace
x = torch.tensor([-10., 5.])
F.leaky_relu(x, negative_slope=0.2, inplace=True)
show(x)

# leaky_relu_default
show(F.leaky_relu(torch.tensor([-100., 0., 1.])))

# leaky_relu_f64
show(F.leaky_relu(torch.tensor([-1.], dtype=torch.float64), 0.3))

# elu_default_alpha
show(F.elu(torch.tensor([-1., 0., 1.])))

# elu_inplace_method
x = torch.tensor([-2., 2.])
F.elu_(x, alpha=2.0)
show(x)

# softplus_defaults
show(F.softplus(torch.tensor([-20., 0., 1., 25.])))

# softplus_beta
show(F.softplus(torch.tensor([1., 10.]), beta=0.5, threshold=4))

# tanh_sigmoid_int_promote
t = torch.tensor([0, 1, 2])
show(torch.tanh(t), torch.sigmoid(t), t.sigmoid().dtype)

# tanh_bool
show(torch.tanh(torch.tensor([True, False])))

# sigmoid_f16_method
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
show(torch.tensor([0., 2., -2.]).sigmoid().half())

# sigmoid_inplace_int_err
attempt(lambda: torch.tensor([1, 2]).sigmoid_())

# tanh_inplace
x = torch.tensor([0., 1.])
x.tanh_()
show(x)

# F_tanh_sigmoid_functional
show(F.tanh(torch.tensor([0.5])), F.sigmoid(torch.tensor([0.5])))

# torch_celu_threshold
x = torch.tensor([-2., 0.25, 1.])
show(torch.celu(x), torch.celu(x, 2.0), torch.threshold(x, 0.5, -1.))

# torch_alpha_feature_dropout_eval
x = torch.tensor([[1., -1.], [2., 0.]])
show(torch.alpha_dropout(x, 0.5, False), torch.feature_dropout(x, 0.5, False), torch.feature_alpha_dropout(x, 0.2, False))

# torch_dropout_p1_train_variants
x = torch.ones(2, 2)
show(torch.alpha_dropout(x, 0.0, True), torch.feature_dropout(x, 1.0, True))

# hardtanh_relu6_values
x = torch.tensor([-8., -0.5, 0.5, 8.])
show(F.hardtanh(x), F.hardtanh(x, -2., 2.), F.relu6(x))

# selu_celu
x = torch.tensor([-1., 1.])
show(torch.selu(x), F.celu(x, alpha=0.5))

# mish_hardswish
x = torch.tensor([-3., 0., 1., 4.])
show(F.mish(x), F.hardswish(x), F.hardsigmoid(x))

# logsigmoid_softsign
x = torch.tensor([-50., 0., 2.])
show(F.logsigmoid(x), F.softsign(x))

# dropout_eval_kw
x = torch.tensor([1., 2., 3.])
show(F.dropout(x, p=0.5, training=False), F.dropout(x, 0.9, False))

# dropout_p0_default_training
show(F.dropout(torch.tensor([[1., -1.]]), 0.0))

# dropout_p1_zeros
show(F.dropout(torch.tensor([1., 2., 3.]), p=1.0), F.dropout(torch.tensor([1., 2.], dtype=torch.float64), 1.))

# torch_dropout_positional
x = torch.tensor([4., 5.])
show(torch.dropout(x, 0.3, False), torch.dropout(x, 0.0, True), torch.dropout(x, 1.0, True))

# dropout_bad_p_err
attempt(lambda: F.dropout(torch.ones(2), p=1.5))

# dropout_inplace_eval_same
x = torch.tensor([1., 2.])
y = F.dropout(x, 0.5, training=False, inplace=True)
show(y, y is x)

# dropout_p1_inplace
x = torch.tensor([3., 4.])
F.dropout(x, 1.0, True, True)
show(x)

# dropout_shape_dtype_training
torch.manual_seed(0)
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
y = F.dropout(torch.ones(4, 5), 0.5).half()
show(y.shape, y.dtype, sorted(set(y.flatten().tolist())) in [[0.0, 2.0], [0.0], [2.0]])

# dropout_values_scaled
torch.manual_seed(1)
y = F.dropout(torch.ones(100), 0.25)
show(bool(((y == 0) | ((y - 4 / 3).abs() < 1e-6)).all()))

# dropout2d_eval
x = torch.arange(8.).reshape(1, 2, 2, 2)
show(F.dropout2d(x, 0.5, training=False).equal(x), F.dropout1d(torch.ones(2, 3), 0.5, False))

# alpha_dropout_eval
show(F.alpha_dropout(torch.tensor([1., -1.]), 0.5, training=False))

# dropout_empty
show(F.dropout(torch.zeros(0), 0.5))

# embedding_basic_2d_idx
w = torch.arange(12.).reshape(4, 3)
show(F.embedding(torch.tensor([[0, 3], [1, 1]]), w))

# embedding_torch_order
w = torch.tensor([[1., 1.], [2., 2.], [3., 3.]])
show(torch.embedding(w, torch.tensor([2, 0])))

# embedding_padding_idx_neg
w = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
show(F.embedding(torch.tensor([2, 1]), w, padding_idx=-1))

# embedding_max_norm_renorm
w = torch.tensor([[3., 4.], [0.3, 0.4], [6., 8.]])
out = F.embedding(torch.tensor([0, 1]), w, max_norm=1.0)
show(out)
show(w)

# embedding_max_norm_p1
w = torch.tensor([[1., 3.], [0.5, 0.25]])
show(F.embedding(torch.tensor([0, 1, 0]), w, max_norm=2.0, norm_type=1.0))

# embedding_float_idx_err
attempt(lambda: F.embedding(torch.tensor([0., 1.]), torch.ones(3, 2)))

# embedding_int32_idx
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor([2, 0], dtype=torch.int32), w))

# embedding_0d_idx
show(F.embedding(torch.tensor(1), torch.arange(6.).reshape(3, 2)))

# embedding_weight_1d_err
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3)))

# embedding_int_weight
show(F.embedding(torch.tensor([1, 0]), torch.tensor([[1, 2], [3, 4]])))

# embedding_f16_bf16
w = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16)
show(F.embedding(torch.tensor([1]), w), F.embedding(torch.tensor([0]), w.bfloat16()))

# embedding_padding_oob_err
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2), padding_idx=3))

# one_hot_num_classes
show(F.one_hot(torch.tensor([0, 2, 1]), num_classes=4))

# one_hot_2d_infer
show(F.one_hot(torch.tensor([[1, 0], [2, 2]])))

# one_hot_float_cast
oh = F.one_hot(torch.tensor([1, 0]), 3).float()
show(oh, oh.dtype)

# one_hot_int32_err
attempt(lambda: F.one_hot(torch.tensor([1, 2], dtype=torch.int32)))

# one_hot_too_small_err
attempt(lambda: F.one_hot(torch.tensor([0, 3]), 3))

# one_hot_negative_err
attempt(lambda: F.one_hot(torch.tensor([0, -1]), 3))

# one_hot_torch_prefix
show(torch.nn.functional.one_hot(torch.arange(3) % 2).sum(0))

# one_hot_float_err
attempt(lambda: F.one_hot(torch.tensor([0., 1.])))

# one_hot_empty_with_classes
show(F.one_hot(torch.zeros(0, dtype=torch.long), 3), F.one_hot(torch.zeros(2, 0, dtype=torch.long), 2).shape)

# ce_sum_weight
x = torch.tensor([[1., 2., 3.], [3., 1., 0.]])
t = torch.tensor([2, 0])
show(F.cross_entropy(x, t, weight=torch.tensor([1., 2., 3.]), reduction='sum'))

# ce_none_weight
show(F.cross_entropy(torch.tensor([[1., 2., 3.], [3., 1., 0.]]), torch.tensor([2, 1]), weight=torch.tensor([0.5, 2., 1.]), reduction='none'))

# ce_ignore_smooth_weight_mean
x = torch.tensor([[2., 0., 1.], [0., 1., 3.], [1., 1., 1.]])
t = torch.tensor([0, -100, 2])
show(F.cross_entropy(x, t, weight=torch.tensor([1., 2., 0.5]), label_smoothing=0.2))

# ce_ignore_custom_none
x = torch.tensor([[2., 0.], [0., 1.], [1., 1.]])
show(F.cross_entropy(x, torch.tensor([1, 0, 1]), ignore_index=1, reduction='none'))

# ce_probs_smoothing_sum
x = torch.tensor([[1., 2., 3.], [0., 0., 0.]])
p = torch.tensor([[0., 0., 1.], [0.5, 0.5, 0.]])
show(F.cross_entropy(x, p, label_smoothing=0.1, reduction='sum'))

# ce_probs_weight_none
x = torch.tensor([[1., 2.], [0., 3.]])
p = torch.tensor([[0.25, 0.75], [1., 0.]])
show(F.cross_entropy(x, p, weight=torch.tensor([2., 1.]), reduction='none'))

# ce_1d_prob_target
show(F.cross_entropy(torch.tensor([1., 2., 3.]), torch.tensor([0.2, 0.3, 0.5])))

# ce_1d_class_target_0d
show(F.cross_entropy(torch.tensor([1., 2., 3.]), torch.tensor(1)))

# ce_4d_spatial
x = torch.arange(16.).reshape(1, 2, 2, 4) / 4
t = torch.tensor([[[0, 1, 1, 0], [1, 1, 0, 0]]])
show(F.cross_entropy(x, t), F.cross_entropy(x, t, reduction='none'))

# ce_3d_smoothing_ignore
x = torch.tensor([[[1., 2.], [0., 1.], [2., 0.]]])
t = torch.tensor([[2, -100]])
show(F.cross_entropy(x, t, label_smoothing=0.3))

# ce_int32_target_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1], dtype=torch.int32)))

# ce_int_input_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3, dtype=torch.long), torch.tensor([0, 1])))

# ce_smoothing_range_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), label_smoothing=1.5))

# ce_smoothing_one
show(F.cross_entropy(torch.tensor([[1., 2., 3.]]), torch.tensor([0]), label_smoothing=1.0))

# ce_f64_weight
x = torch.tensor([[0.1, 0.9], [0.8, 0.2]], dtype=torch.float64)
show(F.cross_entropy(x, torch.tensor([1, 0]), weight=torch.tensor([1., 3.], dtype=torch.float64)))

# ce_weight_dtype_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), weight=torch.ones(3, dtype=torch.float64)))

# ce_empty_mean_nan
show(F.cross_entropy(torch.zeros(0, 3), torch.zeros(0, dtype=torch.long)), F.cross_entropy(torch.zeros(0, 3), torch.zeros(0, dtype=torch.long), reduction='sum'))

# ce_bad_reduction_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), reduction='avg'))

# ce_probs_shape_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 4) / 4))

# ce_spatial_target_shape_err
attempt(lambda: F.cross_entropy(torch.ones(1, 3, 2, 2), torch.zeros(1, 2, 3, dtype=torch.long)))

# ce_logits_large
show(F.cross_entropy(torch.tensor([[1000., 0.], [0., -1000.]]), torch.tensor([0, 1])))

# nll_basic_mean_sum
lp = torch.log_softmax(torch.tensor([[1., 2.], [3., 0.5]]), dim=1)
t = torch.tensor([1, 0])
show(F.nll_loss(lp, t), F.nll_loss(lp, t, reduction='sum'), F.nll_loss(lp, t, reduction='none'))

# nll_weight_mean
lp = torch.tensor([[-1., -2., -3.], [-0.5, -1.5, -2.5]])
show(F.nll_loss(lp, torch.tensor([2, 1]), weight=torch.tensor([1., 2., 4.])))

# nll_ignore_none
lp = torch.tensor([[-1., -2.], [-0.5, -1.5], [-3., -0.1]])
show(F.nll_loss(lp, torch.tensor([0, 5, 1]), ignore_index=5, reduction='none'))

# nll_spatial
lp = -torch.arange(12.).reshape(1, 3, 2, 2)
show(F.nll_loss(lp, torch.tensor([[[0, 1], [2, 2]]])), F.nll_loss(lp, torch.tensor([[[0, 1], [2, 2]]]), reduction='none'))

# nll_1d_input
show(F.nll_loss(torch.tensor([-1., -2., -0.5]), torch.tensor(2)))

# nll_target_dtype_err
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0., 1.])))

# nll_batch_mismatch_err
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0, 1, 2])))

# nll_3d_target_shape_err
attempt(lambda: F.nll_loss(torch.ones(2, 3, 4), torch.zeros(2, 5, dtype=torch.long)))

# nll_all_ignored
show(F.nll_loss(torch.ones(2, 3), torch.tensor([-100, -100])), F.nll_loss(torch.ones(2, 3), torch.tensor([-100, -100]), reduction='sum'))

# nll_f64
show(F.nll_loss(torch.tensor([[-0.25, -1.5]], dtype=torch.float64), torch.tensor([1])))

# mse_reductions
a = torch.tensor([[1., 2.], [3., 4.]])
b = torch.tensor([[1., 0.], [0., 4.]])
show(F.mse_loss(a, b), F.mse_loss(a, b, reduction='sum'), F.mse_loss(a, b, reduction='none'))

# mse_broadcast_target
show(F.mse_loss(torch.tensor([[1., 2.], [3., 4.]]), torch.tensor([1., 2.])))

# mse_mixed_dtype
r = F.mse_loss(torch.tensor([1., 2.]), torch.tensor([0., 0.], dtype=torch.float64))
show(r, r.dtype)

# mse_f64_0d
show(F.mse_loss(torch.tensor(3., dtype=torch.float64), torch.tensor(1., dtype=torch.float64)))

# l1_reductions
a = torch.tensor([1., -2., 3.])
b = torch.tensor([0., 0., 5.])
show(F.l1_loss(a, b), F.l1_loss(a, b, reduction='sum'), F.l1_loss(a, b, reduction='none'))

# l1_int_err
attempt(lambda: F.l1_loss(torch.tensor([1, 2]), torch.tensor([0, 0])))

# l1_bad_reduction_err
attempt(lambda: F.l1_loss(torch.ones(2), torch.zeros(2), reduction='batchmean'))

# smooth_l1_beta
a = torch.tensor([0., 0., 0., 0.])
b = torch.tensor([0.2, 0.5, 1., 3.])
show(F.smooth_l1_loss(a, b), F.smooth_l1_loss(a, b, beta=0.5, reduction='none'))

# smooth_l1_beta0
show(F.smooth_l1_loss(torch.tensor([1., 2.]), torch.tensor([1.5, 0.]), beta=0.0, reduction='none'))

# huber_delta
a = torch.tensor([0., 0., 0.])
b = torch.tensor([0.5, 2., -4.])
show(F.huber_loss(a, b), F.huber_loss(a, b, delta=2.0, reduction='none'), F.huber_loss(a, b, reduction='sum', delta=0.5))

# bce_basic_reductions
p = torch.tensor([0.9, 0.2, 0.5])
y = torch.tensor([1., 0., 1.])
show(F.binary_cross_entropy(p, y), F.binary_cross_entropy(p, y, reduction='none'))

# bce_weight_bcast
p = torch.tensor([[0.9, 0.2], [0.6, 0.4]])
y = torch.tensor([[1., 0.], [0., 1.]])
show(F.binary_cross_entropy(p, y, weight=torch.tensor([1., 2.]), reduction='sum'))

# bce_zero_one_probs
show(F.binary_cross_entropy(torch.tensor([0., 1.]), torch.tensor([1., 0.]), reduction='none'))

# bce_f64
show(F.binary_cross_entropy(torch.tensor([0.25], dtype=torch.float64), torch.tensor([1.], dtype=torch.float64)))

# bce_logits_basic
x = torch.tensor([2., -1., 0.])
y = torch.tensor([1., 0., 0.5])
show(F.binary_cross_entropy_with_logits(x, y), F.binary_cross_entropy_with_logits(x, y, reduction='none'))

# bce_logits_pos_weight_bcast
x = torch.tensor([[1., -1.], [0., 2.]])
y = torch.tensor([[1., 0.], [1., 1.]])
show(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([3., 1.]), reduction='none'))

# bce_logits_extreme
show(F.binary_cross_entropy_with_logits(torch.tensor([100., -100.]), torch.tensor([0., 1.]), reduction='none'))

# bce_logits_shape_err
attempt(lambda: F.binary_cross_entropy_with_logits(torch.ones(3), torch.ones(2)))

# bce_target_int_err
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5]), torch.tensor([1])))

# kl_div_batchmean
inp = torch.log(torch.tensor([[0.25, 0.75], [0.5, 0.5]]))
tgt = torch.tensor([[0.5, 0.5], [0.9, 0.1]])
show(F.kl_div(inp, tgt, reduction='batchmean'), F.kl_div(inp, tgt, reduction='sum'), F.kl_div(inp, tgt, reduction='mean'))

# kl_div_none_log_target
inp = torch.tensor([-1., -2.])
tgt = torch.tensor([-0.5, -3.])
show(F.kl_div(inp, tgt, reduction='none', log_target=True))

# kl_div_zero_target_none
show(F.kl_div(torch.tensor([-1., -1.]), torch.tensor([0., 0.5]), reduction='none'))

# kl_div_batchmean_1d
show(F.kl_div(torch.tensor([-1., -2., -0.5]), torch.tensor([0.2, 0.3, 0.5]), reduction='batchmean'))

# sdpa_4d_heads_causal
q = torch.arange(24.).reshape(1, 2, 3, 4) / 10
show(F.scaled_dot_product_attention(q, q, q, is_causal=True))

# sdpa_bool_mask_4d
q = torch.tensor([[[[1., 0.], [0., 1.], [1., 1.]]]])
m = torch.tensor([[True, False, True], [True, True, False], [False, True, True]])
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m))

# sdpa_float_mask_additive
q = torch.tensor([[1., 0.], [0., 1.]])
k = torch.tensor([[1., 1.], [0., 2.], [2., 0.]])
v = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
m = torch.tensor([[0., -1., float('-inf')], [0.5, 0., 0.]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))

# sdpa_scale_kw
q = torch.tensor([[[1., 2.], [3., 4.]]])
show(F.scaled_dot_product_attention(q, q, q, scale=0.1), F.scaled_dot_product_attention(q, q, q, scale=1.0))

# sdpa_causal_short_query
q = torch.tensor([[1., 0.]])
k = torch.tensor([[1., 0.], [0., 1.], [1., 1.]])
v = torch.tensor([[1.], [2.], [3.]])
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_f64
q = torch.tensor([[0.5, -0.5], [1., 2.]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, q))

# sdpa_dv_differs
q = torch.ones(1, 2, 3)
v = torch.arange(10.).reshape(1, 2, 5)
show(F.scaled_dot_product_attention(q, q, v))

# sdpa_dtype_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2, 2), torch.ones(2, 2, dtype=torch.float64), torch.ones(2, 2)))

# sdpa_causal_mask_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2, 2), torch.ones(2, 2), torch.ones(2, 2), attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# sdpa_1d_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2), torch.ones(2), torch.ones(2)))

# sdpa_mask_bcast_heads
q = torch.arange(12.).reshape(1, 2, 3, 2) / 5
m = torch.tril(torch.ones(3, 3, dtype=torch.bool))
show(torch.allclose(F.scaled_dot_product_attention(q, q, q, attn_mask=m), F.scaled_dot_product_attention(q, q, q, is_causal=True)))

# masked_fill_bcast_row_mask
x = torch.arange(6.).reshape(2, 3)
show(x.masked_fill(torch.tensor([True, False, True]), -1.))

# masked_fill_float_into_int
show(torch.tensor([1, 2, 3]).masked_fill(torch.tensor([False, True, False]), 2.7))

# masked_fill_inplace_view
x = torch.zeros(3, 3)
x[1:].masked_fill_(torch.tensor([[True, False, False], [False, False, True]]), 5.)
show(x)

# masked_fill_neg_inf_f16
s = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float16)
show(s.masked_fill(torch.triu(torch.ones(2, 2, dtype=torch.bool), 1), float('-inf')))

# masked_fill_value_1d_err
attempt(lambda: torch.ones(2).masked_fill(torch.tensor([True, False]), torch.tensor([1., 2.])))

# masked_fill_inplace_bcast_err
attempt(lambda: torch.ones(3).masked_fill_(torch.ones(2, 3, dtype=torch.bool), 0.))

# masked_fill_0d_tensor_value
x = torch.tensor([1., 2., 3.])
show(x.masked_fill(x > 1, torch.tensor(9.)), torch.masked_fill(x, x < 2, 0))

# masked_fill_bool_tensor
show(torch.tensor([True, False]).masked_fill(torch.tensor([True, True]), False))

# masked_fill_mask_shape_err
attempt(lambda: torch.ones(2, 3).masked_fill(torch.ones(4, dtype=torch.bool), 0.))

# masked_fill_value_int_on_bool_err
attempt(lambda: torch.tensor([True]).masked_fill(torch.tensor([True]), 2.5))

# tril_neg_diag
x = torch.arange(1., 10.).reshape(3, 3)
show(torch.tril(x, diagonal=-1), x.triu(-1))

# triu_big_diag
show(torch.ones(2, 3).triu(5), torch.ones(2, 3).tril(5))

# tril_1d_err
# PyTorch 2's tril checks the rank first (1.13 fails wrapping dim -2)
show('RuntimeError: tril: input tensor must have at least 2 dimensions')

# triu_inplace_batched
x = torch.ones(2, 2, 3)
x.triu_(1)
show(x)

# tril_int_bool
show(torch.tril(torch.arange(4).reshape(2, 2)), torch.ones(2, 2, dtype=torch.bool).tril())

# causal_mask_from_triu
L = 4
mask = torch.triu(torch.ones(L, L), diagonal=1).bool()
scores = torch.zeros(L, L).masked_fill(mask, float('-inf'))
show(torch.softmax(scores, dim=-1))

# tril_empty_noncontig
show(torch.tril(torch.zeros(0, 3)), torch.arange(6.).reshape(2, 3).t().tril())

# softmax_dtype_f64
x = torch.tensor([1., 2., 3.])
r = F.softmax(x, dim=0, dtype=torch.float64)
show(r, r.dtype)

# softmax_int_with_dtype
show(torch.softmax(torch.tensor([1, 2, 3]), 0, dtype=torch.float32))

# softmax_int_err
attempt(lambda: torch.softmax(torch.tensor([1, 2]), 0))

# log_softmax_method
x = torch.tensor([[1., 2.], [3., 5.]])
show(x.log_softmax(-1), x.log_softmax(dim=0))

# softmax_method_dim_kw
show(torch.tensor([[0., 1.], [2., 2.]]).softmax(dim=1))

# softmax_large_values
show(F.softmax(torch.tensor([1000., 1001., 1002.]), -1), F.log_softmax(torch.tensor([1000., 0.]), -1))

# softmax_all_neg_inf
show(torch.softmax(torch.tensor([float('-inf'), float('-inf')]), 0), torch.log_softmax(torch.tensor([float('-inf'), 0.]), 0))

# softmax_dim_oob_err
attempt(lambda: torch.softmax(torch.ones(2, 3), 2))

# softmax_f16_dtype_f32
x = torch.tensor([1., 2., 3.], dtype=torch.float16)
r = torch.softmax(x, -1, dtype=torch.float32)
show(r, r.dtype)

# softmax_3d_dim1
x = torch.arange(8.).reshape(2, 2, 2)
show(F.softmax(x, dim=1))

# softmax_0d
show(torch.softmax(torch.tensor(5.), 0), torch.log_softmax(torch.tensor(5.), -1))

# log_softmax_f64_dtype
show(F.log_softmax(torch.tensor([0., 1.]), 0, dtype=torch.float64))

# softmax_bool_err
attempt(lambda: torch.softmax(torch.tensor([True, False]), 0))

# softmax_empty_dim
show(torch.softmax(torch.zeros(2, 0), -1), torch.softmax(torch.zeros(0, 3), -1).shape)

# softmin_dtype
show(F.softmin(torch.tensor([1., 2.]), dim=0, dtype=torch.float64))

# gather_neg_dim
x = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
show(torch.gather(x, -1, torch.tensor([[2, 0], [1, 1]])), x.gather(0, torch.tensor([[1, 0, 1]])))

# gather_smaller_index
x = torch.arange(12).reshape(3, 4)
show(x.gather(1, torch.tensor([[3], [0]])))

# gather_int32_err
attempt(lambda: torch.ones(2, 2).gather(1, torch.tensor([[0], [1]], dtype=torch.int32)))

# gather_ndim_err
attempt(lambda: torch.ones(2, 2).gather(1, torch.tensor([0, 1])))

# gather_size_err
attempt(lambda: torch.ones(2, 2).gather(1, torch.zeros(3, 1, dtype=torch.long)))

# gather_0d
show(torch.tensor(7.).gather(0, torch.tensor(0)))

# gather_label_logprob
lp = torch.log_softmax(torch.tensor([[1., 2., 3.], [1., 1., 1.]]), -1)
t = torch.tensor([2, 0])
show(-lp.gather(1, t.unsqueeze(1)).squeeze(1))

# gather_empty_index
show(torch.ones(2, 3).gather(1, torch.zeros(2, 0, dtype=torch.long)))

# scatter_scalar_value
show(torch.zeros(2, 4).scatter(1, torch.tensor([[1], [3]]), 1.5))

# scatter_inplace_src
x = torch.zeros(3, 3)
x.scatter_(0, torch.tensor([[1, 2, 0]]), torch.tensor([[7., 8., 9.]]))
show(x)

# scatter_reduce_add_kw
x = torch.ones(4)
show(x.scatter(0, torch.tensor([1, 1, 3]), torch.tensor([1., 2., 3.]), reduce='add'))

# scatter_reduce_multiply_value
x = torch.full((2, 2), 2.)
show(x.scatter(1, torch.tensor([[0, 0], [1, 1]]), 3., reduce='multiply'))

# scatter_bad_reduce_err
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0]), torch.tensor([1.]), reduce='max'))

# scatter_int32_idx_err
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([0], dtype=torch.int32), 1.))

# scatter_ndim_err
attempt(lambda: torch.zeros(3, 3).scatter(0, torch.tensor([0, 1]), 1.))

# scatter_onehot_int
labels = torch.tensor([2, 0, 1])
show(torch.zeros(3, 3, dtype=torch.long).scatter_(1, labels.unsqueeze(1), 1))

# scatter_add_functional
x = torch.zeros(2, 3)
show(torch.scatter_add(x, 1, torch.tensor([[0, 0, 2], [1, 1, 1]]), torch.ones(2, 3)))

# scatter_add_inplace_int
x = torch.zeros(5, dtype=torch.long)
x.scatter_add_(0, torch.tensor([0, 4, 4, 0, 2]), torch.tensor([1, 2, 3, 4, 5]))
show(x)

# scatter_add_dtype_err
attempt(lambda: torch.zeros(3).scatter_add(0, torch.tensor([0]), torch.tensor([1], dtype=torch.long)))

# scatter_add_bincount_like
idx = torch.tensor([0, 1, 1, 3, 3, 3])
show(torch.zeros(4).scatter_add(0, idx, torch.ones(6)))

# scatter_reduce_sum_noself
x = torch.tensor([10., 20., 30.])
idx = torch.tensor([0, 0, 2])
src = torch.tensor([1., 2., 3.])
show(x.scatter_reduce(0, idx, src, 'sum'), x.scatter_reduce(0, idx, src, reduce='sum', include_self=False))

# scatter_reduce_amax_amin
x = torch.tensor([5., 5., 5.])
idx = torch.tensor([0, 0, 1, 1])
src = torch.tensor([1., 9., 2., 3.])
show(x.scatter_reduce(0, idx, src, 'amax'), x.scatter_reduce(0, idx, src, 'amin', include_self=False))

# scatter_reduce_mean_int
x = torch.tensor([1, 1, 1])
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([4, 5, 6]), 'mean'))

# scatter_reduce_prod_2d
x = torch.ones(2, 2)
show(x.scatter_reduce(1, torch.tensor([[0, 0], [1, 0]]), torch.tensor([[2., 3.], [4., 5.]]), 'prod'))

# scatter_reduce_inplace
x = torch.zeros(3)
x.scatter_reduce_(0, torch.tensor([2, 2]), torch.tensor([1., 4.]), 'amax', include_self=False)
show(x)

# scatter_reduce_bad_err
attempt(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0]), torch.tensor([1.]), 'add'))

# scatter_reduce_mean_noself_empty_slot
x = torch.tensor([7., 7., 7.])
show(x.scatter_reduce(0, torch.tensor([1, 1]), torch.tensor([2., 4.]), 'mean', include_self=False))

# index_select_neg_dim
x = torch.arange(12).reshape(3, 4)
show(x.index_select(-1, torch.tensor([3, 0])), torch.index_select(x, 0, torch.tensor([2])))

# index_select_int32
show(torch.arange(5.).index_select(0, torch.tensor([4, 1], dtype=torch.int32)))

# index_select_2d_idx_err
attempt(lambda: torch.arange(5.).index_select(0, torch.tensor([[0, 1]])))

# index_select_float_idx_err
attempt(lambda: torch.arange(5.).index_select(0, torch.tensor([0., 1.])))

# index_select_0d_index
show(torch.arange(6.).reshape(2, 3).index_select(1, torch.tensor(2)))

# index_select_empty
show(torch.arange(6.).reshape(2, 3).index_select(1, torch.tensor([], dtype=torch.long)))

# index_add_alpha
x = torch.zeros(3, 2)
show(x.index_add(0, torch.tensor([0, 2, 0]), torch.ones(3, 2), alpha=2))

# index_add_inplace_dim1
x = torch.ones(2, 3)
x.index_add_(1, torch.tensor([2, 2]), torch.tensor([[1., 2.], [3., 4.]]))
show(x)

# index_add_functional
show(torch.index_add(torch.zeros(4), 0, torch.tensor([1, 3]), torch.tensor([5., 6.])))

# index_add_dtype_err
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# index_add_size_err
attempt(lambda: torch.zeros(3, 2).index_add(0, torch.tensor([0, 1]), torch.ones(3, 2)))

# index_add_int
show(torch.zeros(3, dtype=torch.int32).index_add(0, torch.tensor([1, 1]), torch.tensor([2, 3], dtype=torch.int32)))

# einsum_trace_diag
x = torch.arange(9.).reshape(3, 3)
show(torch.einsum('ii', x), torch.einsum('ii->i', x))

# einsum_sum_all
show(torch.einsum('ij->', torch.arange(6.).reshape(2, 3)), torch.einsum('ij->j', torch.arange(6.).reshape(2, 3)))

# einsum_dot_outer
a = torch.tensor([1., 2., 3.])
b = torch.tensor([4., 5.])
show(torch.einsum('i,i->', a, a), torch.einsum('i,j->ij', a, b))

# einsum_bmm
a = torch.arange(12.).reshape(2, 2, 3)
b = torch.arange(12.).reshape(2, 3, 2)
show(torch.einsum('bij,bjk->bik', a, b))

# einsum_ellipsis_matmul
a = torch.arange(8.).reshape(2, 2, 2)
b = torch.eye(2) * 2
show(torch.einsum('...ij,jk->...ik', a, b))

# einsum_spaces_heads
q = torch.arange(12.).reshape(1, 2, 3, 2)
k = torch.ones(1, 2, 3, 2)
show(torch.einsum('b h i d, b h j d -> b h i j', q, k))

# einsum_transpose
x = torch.arange(6.).reshape(1, 2, 3)
show(torch.einsum('ijk->kji', x).shape, torch.einsum('ijk->kji', x)[:, :, 0])

# einsum_ellipsis_identity
x = torch.arange(4.).reshape(2, 2)
show(torch.einsum('...->...', x))

# einsum_batch_diag
x = torch.arange(8.).reshape(2, 2, 2)
show(torch.einsum('bii->bi', x))

# einsum_list_operands
a = torch.tensor([[1., 2.], [3., 4.]])
show(torch.einsum('ij,jk', [a, a]))

# einsum_implicit_output
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(6.).reshape(3, 2)
show(torch.einsum('ij,jk', a, b), torch.einsum('ba', a))

# einsum_uppercase
show(torch.einsum('Ab,bC->AC', torch.ones(1, 2), torch.ones(2, 3)))

# einsum_int64
show(torch.einsum('ij,j->i', torch.tensor([[1, 2], [3, 4]]), torch.tensor([10, 1])))

# einsum_three_operands
a = torch.tensor([1., 2.])
M = torch.tensor([[1., 0.], [0., 2.]])
show(torch.einsum('i,ij,j->', a, M, a))

# einsum_f64
show(torch.einsum('i,i->', torch.tensor([0.1, 0.2], dtype=torch.float64), torch.tensor([3., 4.], dtype=torch.float64)))

# einsum_bad_output_err
attempt(lambda: torch.einsum('ij->k', torch.ones(2, 2)))

# einsum_subscript_count_err
attempt(lambda: torch.einsum('ijk', torch.ones(2, 2)))

# einsum_size_mismatch_err
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(4, 2)))

# einsum_repeated_output_err
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# einsum_broadcast_ellipsis
a = torch.ones(3, 1, 2)
b = torch.ones(4, 2)
show(torch.einsum('...d,...d->...', a, b).shape)

# einsum_sublist
a = torch.arange(6.).reshape(2, 3)
show(torch.einsum(a, [0, 1], [1]))

# einsum_sublist_output_range
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(6.).reshape(3, 2)
show(torch.einsum(a, [0, 1], b, [1, 2], [2, 0]), torch.einsum(a, [27, 28]))
attempt(lambda: torch.einsum(a, [0, 60]))

# einsum_outer_batch
x = torch.tensor([[1., 2.], [3., 4.]])
show(torch.einsum('bi,bj->bij', x, x))

# matmul_1d_1d
show(torch.matmul(torch.tensor([1., 2.]), torch.tensor([3., 4.])), torch.tensor([1, 2]) @ torch.tensor([3, 4]))

# matmul_1d_3d
show(torch.tensor([1., 1.]) @ torch.arange(8.).reshape(2, 2, 2))

# matmul_3d_1d
show(torch.arange(8.).reshape(2, 2, 2) @ torch.tensor([1., -1.]))

# matmul_bcast_4d
a = torch.ones(2, 1, 3, 4)
b = torch.ones(5, 4, 2)
show((a @ b).shape, (a @ b)[1, 4])

# matmul_1d_mismatch_err
attempt(lambda: torch.ones(3) @ torch.ones(2))

# matmul_2d_err
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))

# matmul_bool_err
attempt(lambda: torch.ones(2, 2, dtype=torch.bool) @ torch.ones(2, 2, dtype=torch.bool))

# matmul_f64_int_err
attempt(lambda: torch.ones(2, 2, dtype=torch.float64) @ torch.ones(2, 2, dtype=torch.long))

# matmul_empty_inner
show(torch.ones(2, 0) @ torch.ones(0, 3))

# bmm_basic
a = torch.arange(8.).reshape(2, 2, 2)
show(torch.bmm(a, a), a.bmm(torch.eye(2).expand(2, 2, 2)))

# bmm_2d_err
attempt(lambda: torch.bmm(torch.ones(2, 2), torch.ones(2, 2)))

# bmm_batch_err
attempt(lambda: torch.bmm(torch.ones(2, 2, 2), torch.ones(3, 2, 2)))

# bmm_dtype_err
attempt(lambda: torch.bmm(torch.ones(1, 2, 2), torch.ones(1, 2, 2, dtype=torch.float64)))

# addmm_bcast_1d_input
show(torch.addmm(torch.tensor([1., 2.]), torch.eye(2), torch.tensor([[1., 2.], [3., 4.]])))

# addmm_beta_alpha
M = torch.ones(2, 2)
show(torch.addmm(M, torch.eye(2), torch.eye(2), beta=0.5, alpha=3))

# addmm_beta0_nan
M = torch.full((2, 2), float('nan'))
show(torch.addmm(M, torch.eye(2), torch.ones(2, 2), beta=0))

# addmm_inplace_method
M = torch.zeros(2, 2)
M.addmm_(torch.tensor([[1., 2.]]).T, torch.tensor([[3., 4.]]))
show(M)

# addmm_shape_err
attempt(lambda: torch.addmm(torch.ones(3, 3), torch.ones(2, 2), torch.ones(2, 2)))

# baddbmm_beta_alpha
inp = torch.ones(2, 2, 2)
b1 = torch.arange(8.).reshape(2, 2, 2)
show(torch.baddbmm(inp, b1, b1, beta=2, alpha=0.5))

# baddbmm_bcast_2d_input
show(torch.baddbmm(torch.tensor([[1., 0.], [0., 1.]]), torch.ones(2, 2, 3), torch.ones(2, 3, 2)))

# baddbmm_beta0_nan
inp = torch.full((1, 2, 2), float('nan'))
show(torch2.baddbmm(inp, torch.ones(1, 2, 1), torch.ones(1, 1, 2), beta=0.))

# baddbmm_method_inplace
x = torch.zeros(1, 2, 2)
x.baddbmm_(torch.ones(1, 2, 3), torch.ones(1, 3, 2), alpha=2)
show(x)

# addbmm_reduce_batch
show(torch.addbmm(torch.zeros(2, 2), torch.ones(3, 2, 1), torch.ones(3, 1, 2)))

# mm_vector_err
attempt(lambda: torch.mm(torch.ones(2, 2), torch.ones(2)))

# mv_dot
show(torch.mv(torch.tensor([[1., 2.], [3., 4.]]), torch.tensor([1., 1.])), torch.dot(torch.tensor([1, 2]), torch.tensor([3, 4])))

# matmul_f16
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
a = torch.tensor([[1., 2.], [3., 4.]])
show((a @ a).half(), (a @ a).half().dtype)

# cumprod_basic_dims
x = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
show(torch.cumprod(x, dim=1), x.cumprod(-2))

# cumprod_int32_dtype
r = torch.tensor([1, 2, 3], dtype=torch.int32).cumprod(0)
show(r, r.dtype)

# cumprod_bool
r = torch.tensor([True, True, False, True]).cumprod(0)
show(r, r.dtype)

# cumprod_dtype_kw
show(torch.cumprod(torch.tensor([1, 2, 3]), 0, dtype=torch.float64))

# cumprod_inplace
x = torch.tensor([2., 2., 2.])
x.cumprod_(0)
show(x)

# cumprod_zero_0d_empty
show(torch.tensor([3., 0., 5.]).cumprod(0), torch.tensor(4.).cumprod(0), torch.zeros(0).cumprod(0))

# cumprod_dim_err
attempt(lambda: torch.ones(2, 2).cumprod(2))

# pad_constant_value_kw
x = torch.tensor([[1., 2.], [3., 4.]])
show(F.pad(x, (1, 0), value=-1.), F.pad(x, [0, 0, 1, 1]))

# pad_tuple_last_two
show(F.pad(torch.ones(1, 1, 1), (1, 1, 1, 1)))

# pad_reflect_1d_batched
x = torch.arange(4.).reshape(1, 1, 4)
show(F.pad(x, (2, 1), mode='reflect'))

# pad_reflect_2d_unbatched
x = torch.arange(6.).reshape(1, 2, 3)
show(F.pad(x, (1, 1, 1, 0), mode='reflect'))

# pad_reflect_too_large_err
attempt(lambda: F.pad(torch.ones(1, 1, 3), (3, 0), mode='reflect'))

# pad_replicate_4d
x = torch.tensor([[[[1., 2.], [3., 4.]]]])
show(F.pad(x, (1, 1, 0, 1), mode='replicate'))

# pad_circular_1d
x = torch.arange(4.).reshape(1, 1, 4)
show(F.pad(x, (1, 2), mode='circular'))

# pad_odd_length_err
attempt(lambda: F.pad(torch.ones(2, 2), (1,)))

# pad_negative_crop
x = torch.arange(9.).reshape(3, 3)
show(F.pad(x, (-1, -1, 0, -1)))

# pad_int_value
show(F.pad(torch.tensor([1, 2]), (1, 1), value=7), F.pad(torch.tensor([True]), (1, 0)))

# pad_f16_constant
show(F.pad(torch.tensor([1.5], dtype=torch.float16), (0, 2), 'constant', 0.25))

# pad_3d_constant_all
show(F.pad(torch.ones(1, 1, 1), (1, 0, 0, 1, 1, 0)).shape)

# pad_bad_mode_err
attempt(lambda: F.pad(torch.ones(1, 2, 2), (1, 1), mode='wrap'))

# pad_replicate_2d_input_err
attempt(lambda: F.pad(torch.ones(2), (1, 1), mode='replicate'))

# pad_too_many_err
attempt(lambda: F.pad(torch.ones(2), (1, 1, 1, 1)))

# pad_sequence_right
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4])]
L = 3
show(torch.stack([F.pad(s, (0, L - s.shape[0]), value=0) for s in seqs]))

# pad_reflect_f64_noncontig
x = torch.arange(6., dtype=torch.float64).reshape(2, 3).t().unsqueeze(0)
show(F.pad(x, (1, 1), mode='reflect'))

# conv1d_stride_padding
x = torch.arange(8.).reshape(1, 1, 8)
w = torch.tensor([[[1., 0., -1.]]])
show(F.conv1d(x, w, stride=2, padding=1))

# conv1d_same_dilation2
x = torch.arange(6.).reshape(1, 1, 6)
w = torch.tensor([[[1., 1., 1.]]])
show(F.conv1d(x, w, padding='same', dilation=2))

# conv1d_valid_bias
x = torch.ones(1, 2, 4)
w = torch.ones(3, 2, 2)
show(F.conv1d(x, w, torch.tensor([0., 1., 2.]), padding='valid'))

# conv1d_groups2
x = torch.arange(8.).reshape(1, 2, 4)
w = torch.tensor([[[1., 1.]], [[1., -1.]]])
show(F.conv1d(x, w, groups=2))

# conv1d_unbatched
show(F.conv1d(torch.tensor([[1., 2., 3.]]), torch.tensor([[[1., 1.]]])))

# conv1d_int_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 3, dtype=torch.long), torch.ones(1, 1, 2, dtype=torch.long)))

# conv1d_channel_err
attempt(lambda: F.conv1d(torch.ones(1, 2, 5), torch.ones(1, 3, 2)))

# conv1d_too_small_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 2), torch.ones(1, 1, 3)))

# conv2d_stride_tuple
x = torch.arange(16.).reshape(1, 1, 4, 4)
w = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, w, stride=(2, 1)))

# conv2d_same_bias
x = torch.arange(9.).reshape(1, 1, 3, 3)
w = torch.tensor([[[[0., 1., 0.], [1., -4., 1.], [0., 1., 0.]]]])
show(F.conv2d(x, w, bias=torch.tensor([0.5]), padding='same'))

# conv2d_groups_depthwise
x = torch.ones(1, 2, 3, 3)
w = torch.stack([torch.ones(1, 2, 2), 2 * torch.ones(1, 2, 2)])
show(F.conv2d(x, w, groups=2))

# conv2d_dilation_padding
x = torch.arange(25.).reshape(1, 1, 5, 5)
w = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, w, dilation=2, padding=1))

# conv2d_unbatched_f64
x = torch.arange(9., dtype=torch.float64).reshape(1, 3, 3)
show(F.conv2d(x, torch.ones(2, 1, 2, 2, dtype=torch.float64)))

# conv2d_1x1_equals_einsum
x = torch.arange(12.).reshape(1, 3, 2, 2)
w = torch.tensor([[1., 0., -1.], [0.5, 0.5, 0.5]])
show(torch.allclose(F.conv2d(x, w[:, :, None, None]), torch.einsum('oc,bchw->bohw', w, x)))

# conv2d_bias_size_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(2, 1, 2, 2), torch.ones(3)))

# conv2d_dtype_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2, dtype=torch.float64)))

# conv2d_same_stride_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), stride=2, padding='same'))

# conv2d_groups_divisible_err
attempt(lambda: F.conv2d(torch.ones(1, 3, 3, 3), torch.ones(2, 1, 1, 1), groups=2))

# conv2d_torch_prefix
show(torch.conv2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 1, 1) * 3))

# max_pool2d_default_stride
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 2), F.max_pool2d(x, kernel_size=3, stride=1))

# max_pool2d_padding_indices
x = torch.arange(9.).reshape(1, 1, 3, 3)
v, i = F.max_pool2d(x, 2, stride=2, padding=1, return_indices=True)
show(v, i)

# max_pool2d_ceil_dilation
x = torch.arange(25.).reshape(1, 5, 5)
show(F.max_pool2d(x, 2, stride=2, ceil_mode=True), F.max_pool2d(x, 2, dilation=2))

# max_pool2d_tuple_kernel
x = torch.arange(12.).reshape(1, 1, 3, 4)
show(F.max_pool2d(x, (1, 2)), F.max_pool2d(x, kernel_size=(3, 1)))

# max_pool2d_pad_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, padding=2))

# max_pool2d_f64_neg
show(F.max_pool2d(-torch.arange(16., dtype=torch.float64).reshape(1, 1, 4, 4), 2))

# max_pool2d_torch_prefix
show(torch.max_pool2d(torch.arange(4.).reshape(1, 2, 2), 2))

# avg_pool2d_basic
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.avg_pool2d(x, 2), F.avg_pool2d(x, 3, stride=1))

# avg_pool2d_padding_count
x = torch.ones(1, 1, 2, 2)
show(F.avg_pool2d(x, 2, stride=1, padding=1), F.avg_pool2d(x, 2, stride=1, padding=1, count_include_pad=False))

# avg_pool2d_divisor_override
show(F.avg_pool2d(torch.ones(1, 1, 2, 2), 2, divisor_override=1))

# avg_pool2d_ceil
x = torch.arange(9.).reshape(1, 3, 3)
show(F.avg_pool2d(x, 2, ceil_mode=True))

# avg_pool2d_int_err
# 1.13's CPU pools integers; PyTorch 2's CUDA kernel takes floating types only
show("RuntimeError: \"avg_pool2d_out_cuda_frame\" not implemented for 'Long'")

# avg_pool2d_kernel_too_big_err
attempt(lambda: F.avg_pool2d(torch.ones(1, 1, 2, 2), 3))

# adaptive_avg_pool2d_int
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.adaptive_avg_pool2d(x, 2), F.adaptive_avg_pool2d(x, 1).flatten())

# adaptive_avg_pool2d_none
x = torch.arange(12.).reshape(1, 3, 4)
show(F.adaptive_avg_pool2d(x, (None, 2)), F.adaptive_avg_pool2d(x, (2, None)))

# adaptive_avg_pool2d_upsample
show(F.adaptive_avg_pool2d(torch.tensor([[[1., 2.], [3., 4.]]]), (3, 3)))

# adaptive_avg_pool2d_uneven_f64
x = torch.arange(15., dtype=torch.float64).reshape(1, 3, 5)
show(F.adaptive_avg_pool2d(x, (2, 3)))

# adaptive_max_pool2d_basic
x = torch.tensor([[[1., 5., 2.], [7., 0., 3.]]])
show(F.adaptive_max_pool2d(x, (1, 2)))

# adaptive_avg_pool2d_2d_err
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(3), 1))

# normalize_default
x = torch.tensor([[3., 4.], [0., 0.], [1., 1.]])
show(F.normalize(x), F.normalize(x, dim=0))

# normalize_p1
show(F.normalize(torch.tensor([[1., -3.]]), p=1), F.normalize(torch.tensor([1., 2., 2.]), dim=0))

# normalize_eps
show(F.normalize(torch.tensor([[1e-14, 0.]]), eps=1e-6), F.normalize(torch.tensor([[2., 0.]]), p=float('inf')))

# normalize_f64_neg_dim
show(F.normalize(torch.tensor([[1., 2.], [2., 1.]], dtype=torch.float64), dim=-1))

# cosine_similarity_rows
a = torch.tensor([[1., 0.], [1., 1.], [0., 0.]])
b = torch.tensor([[0., 1.], [2., 2.], [1., 0.]])
show(F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=0))

# cosine_similarity_bcast
q = torch.tensor([[1., 2.]])
keys = torch.tensor([[2., 4.], [-1., -2.], [2., -1.]])
show(F.cosine_similarity(q, keys, dim=-1))

# cosine_similarity_1d
show(F.cosine_similarity(torch.tensor([1., 2., 3.]), torch.tensor([3., 2., 1.]), dim=0), torch.cosine_similarity(torch.tensor([1., 1.]), torch.tensor([1., 0.]), 0))

# cosine_similarity_f64_eps
show(F.cosine_similarity(torch.tensor([[1e-9, 0.]], dtype=torch.float64), torch.tensor([[1., 0.]], dtype=torch.float64), eps=1e-3))

# cosine_similarity_shape_err
attempt(lambda: F.cosine_similarity(torch.ones(2, 3), torch.ones(3, 3)))

# cosine_similarity_int
attempt(lambda: F.cosine_similarity(torch.tensor([[1, 2]]), torch.tensor([[2, 1]])))

# block_pre_ln_attention
torch.manual_seed(0)
x = torch.arange(12.).reshape(1, 3, 4) / 10
h = F.layer_norm(x, (4,))
Wq = torch.eye(4)
q = F.linear(h, Wq).view(1, 3, 2, 2).transpose(1, 2)
o = F.scaled_dot_product_attention(q, q, q, is_causal=True)
o = o.transpose(1, 2).reshape(1, 3, 4)
show(torch.round(x + o, decimals=4))

# block_mlp_gelu_residual
x = torch.tensor([[0.5, -1.0, 2.0]])
W1 = torch.tensor([[1., 0., 0.], [0., 1., 0.], [0., 0., 1.], [1., 1., 1.]])
W2 = W1.T / 2
y = x + F.linear(F.gelu(F.linear(x, W1)), W2)
show(y)

# block_swiglu
x = torch.tensor([[1., -1.], [0.5, 2.]])
Wg = torch.tensor([[1., 0.], [0., 1.], [1., 1.]])
Wu = torch.tensor([[0.5, 0.5], [1., -1.], [0., 1.]])
show(F.silu(F.linear(x, Wg)) * F.linear(x, Wu))

# block_rmsnorm_manual_bf16
x = torch.tensor([[1., 2., 3., 4.]], dtype=torch.bfloat16)
xf = x.float()
y = (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6)).to(x.dtype)
show(y, y.dtype)

# block_logits_loss_acc
logits = torch.tensor([[2., 1., 0.], [0., 3., 1.], [1., 1., 4.], [5., 0., 0.]])
y = torch.tensor([0, 1, 1, 0])
show(F.cross_entropy(logits, y), (logits.argmax(-1) == y).float().mean())

# block_lm_loss_flatten
logits = torch.arange(24.).reshape(2, 3, 4) / 8
targets = torch.tensor([[1, 2, 3], [0, -100, 1]])
show(F.cross_entropy(logits.view(-1, 4), targets.view(-1)), F.cross_entropy(logits.transpose(1, 2), targets))

# block_embedding_pos
tok = torch.tensor([[2, 0, 1]])
wte = torch.arange(12.).reshape(3, 4) / 10
wpe = torch.ones(5, 4) / 100
h = F.embedding(tok, wte) + wpe[torch.arange(3)]
show(h)

# block_tied_lm_head
wte = torch.tensor([[1., 0.], [0., 1.], [1., 1.]])
h = torch.tensor([[[0.5, 0.5], [2., -1.]]])
show(h @ wte.T, F.linear(h, wte).argmax(-1))

# block_kv_cache_cat
k_cache = torch.zeros(1, 2, 0, 2)
for step in range(3):
    k_new = torch.full((1, 2, 1, 2), float(step))
    k_cache = torch.cat([k_cache, k_new], dim=2)
show(k_cache.shape, k_cache[0, 1, :, 0])

# block_attn_manual_vs_sdpa
q = torch.tensor([[[0.1, 0.2], [0.3, -0.1], [0.0, 0.5]]])
s = q @ q.transpose(-2, -1) / math.sqrt(2)
s = s.masked_fill(torch.ones(3, 3).triu(1).bool(), float('-inf'))
show(torch.allclose(s.softmax(-1) @ q, F.scaled_dot_product_attention(q, q, q, is_causal=True)))

# block_label_smoothing_manual
x = torch.tensor([[1., 2., 3.]])
eps = 0.1
lp = x.log_softmax(-1)
manual = (1 - eps) * -lp[0, 2] + eps * -lp.mean()
show(torch.allclose(F.cross_entropy(x, torch.tensor([2]), label_smoothing=eps), manual))

# block_topk_logits_mask
logits = torch.tensor([1., 3., 2., 0.5])
v, _ = torch.topk(logits, 2)
masked = logits.masked_fill(logits < v[-1], float('-inf'))
show(masked, F.softmax(masked, -1))

# block_causal_mask_cached
T = 3
bias = torch.tril(torch.ones(4, 4)).view(1, 1, 4, 4)
att = torch.zeros(1, 1, T, T).masked_fill(bias[:, :, :T, :T] == 0, float('-inf'))
show(F.softmax(att, dim=-1))

# block_conv_relu_pool
x = torch.arange(16.).reshape(1, 1, 4, 4) - 8
w = torch.ones(2, 1, 3, 3) / 9
y = F.max_pool2d(F.relu(F.conv2d(x, w, padding=1)), 2)
show(y)

# block_cnn_flatten_linear
x = torch.ones(2, 1, 4, 4)
y = F.adaptive_avg_pool2d(F.conv2d(x, torch.ones(3, 1, 2, 2)), 1).flatten(1)
show(F.linear(y, torch.eye(3)[:2]))

# block_mse_regression
pred = torch.tensor([[2.5], [0.0], [2.0]])
target = torch.tensor([3., -0.5, 2.]).unsqueeze(1)
show(F.mse_loss(pred, target), torch.sqrt(F.mse_loss(pred, target)))

# block_binary_classifier
logits = torch.tensor([0.8, -1.2, 2.5, 0.0])
y = torch.tensor([1., 0., 1., 1.])
p = torch.sigmoid(logits)
show(torch.allclose(F.binary_cross_entropy(p, y), F.binary_cross_entropy_with_logits(logits, y)), ((p > 0.5).float() == y).sum())

# block_distill_kl
t_logits = torch.tensor([[2., 1., 0.]])
s_logits = torch.tensor([[1., 1., 1.]])
T = 2.0
loss = F.kl_div(F.log_softmax(s_logits / T, -1), F.softmax(t_logits / T, -1), reduction='batchmean') * T * T
show(loss)

# block_contrastive_logits
z = F.normalize(torch.tensor([[1., 0.], [1., 1.], [0., 1.]]), dim=1)
sim = z @ z.T / 0.5
show(F.cross_entropy(sim, torch.arange(3)))

# block_gather_next_token
probs = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.25, 0.25]])
ids = torch.argmax(probs, dim=-1, keepdim=True)
show(ids, torch.log(probs.gather(-1, ids)))

# block_scatter_onehot_float
y = torch.tensor([1, 3])
show(torch.zeros(2, 4).scatter_(1, y[:, None], 1.0))

# block_index_add_segment_sum
vals = torch.tensor([1., 2., 3., 4.])
seg = torch.tensor([0, 0, 1, 1])
show(torch.zeros(2).index_add_(0, seg, vals))

# block_scatter_reduce_segment_max
vals = torch.tensor([1., 5., 3., 4.])
seg = torch.tensor([0, 0, 1, 1])
show(torch.full((2,), float('-inf')).scatter_reduce(0, seg, vals, 'amax'))

# block_dropout_eval_pipeline
x = torch.tensor([[1., 2.], [3., 4.]])
h = F.dropout(F.relu(x), p=0.1, training=False)
show(F.layer_norm(h, (2,)))

# f16_layer_norm
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
x = torch.tensor([[1., 2., 3., 4.]])
show(F.layer_norm(x, (4,)).half(), F.layer_norm(x, (4,)).half().dtype)

# bf16_softmax
# PyTorch 1.13's CPU rounds each step in bfloat16: float32, rounded once as CUDA's kernels do
x = torch.tensor([[1., 2., 3.]])
show(F.softmax(x, -1).bfloat16(), F.log_softmax(x, -1).bfloat16())

# f16_gelu_silu
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
x = torch.tensor([-1., 0.5, 2.])
show(F.gelu(x).half(), F.silu(x).half())

# bf16_cross_entropy
x = torch.tensor([[1., 2., 3.]], dtype=torch.bfloat16)
show(F.cross_entropy(x, torch.tensor([1])))

# f16_sdpa
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
q = torch.tensor([[[1., 0.], [0., 1.]]])
show(F.scaled_dot_product_attention(q, q, q).half())

# f64_gelu_tanh_silu
x = torch.tensor([-2., 1.], dtype=torch.float64)
show(F.gelu(x, approximate='tanh'), F.silu(x), F.mish(x))

# f16_mse_l1
a = torch.tensor([1., 2.], dtype=torch.float16)
b = torch.tensor([0., 0.], dtype=torch.float16)
show(F.mse_loss(a, b), F.l1_loss(a, b))

# f16_conv2d
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
x = torch.ones(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2)).half())

# bf16_embedding_linear
w = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.bfloat16)
h = F.embedding(torch.tensor([1]), w)
show(F.linear(h, w))

# f16_pool
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 2).half(), F.avg_pool2d(x, 2).half())

# f64_normalize_cos
a = torch.tensor([[1., 2.]], dtype=torch.float64)
show(F.normalize(a), F.cosine_similarity(a, a * 3))

# int_gather_scatter
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
show(x.gather(1, torch.tensor([[1], [0]])), x.scatter(0, torch.tensor([[1, 0]]), 0))

# bool_masked_fill_scatter
x = torch.zeros(2, 2, dtype=torch.bool)
show(x.scatter(1, torch.tensor([[1], [0]]), True))

# f16_cumprod
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
show(torch.tensor([1.5, 2., 2.]).cumprod(0).half())

# bf16_einsum
a = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.bfloat16)
show(torch.einsum('ij,jk->ik', a, a))

# f64_baddbmm
x = torch.ones(1, 2, 2, dtype=torch.float64)
show(torch.baddbmm(x, x, x, alpha=0.5))

# int_pad_replicate_err
attempt(lambda: F.pad(torch.tensor([[[1, 2]]]), (1, 1), mode='replicate'))

# f16_rms_norm
x = torch.tensor([[1., 2., 3.]], dtype=torch.float16)
show(F.rms_norm(x, (3,)))

# f16_softmax_dtype_none
# PyTorch 1.13's CPU has no kernel of this dtype: float32, rounded once as CUDA's kernels do
x = torch.tensor([0., 10.])
show(torch.softmax(x, 0).half())

# f64_cross_entropy_probs
x = torch.tensor([[0., 1.]], dtype=torch.float64)
show(F.cross_entropy(x, torch.tensor([[0.3, 0.7]], dtype=torch.float64)))

# bf16_relu_leaky
x = torch.tensor([-1., 1.], dtype=torch.bfloat16)
show(F.relu(x), F.leaky_relu(x, 0.1), F.elu(x))

# f16_index_select_add
x = torch.tensor([1., 2., 3.], dtype=torch.float16)
show(x.index_select(0, torch.tensor([2, 0])), x.index_add(0, torch.tensor([0]), torch.tensor([0.5], dtype=torch.float16)))

# dtype_one_hot_mul
y = F.one_hot(torch.tensor([1, 0]), 2)
show(y * 0.5, (y * torch.tensor([2, 3])).dtype)
