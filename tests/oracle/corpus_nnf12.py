# Twin of tests/golden/corpus_nnf12.cst (its tensors live on cuda:0).
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
    """PyTorch 2's words on cuda where 1.13's CPU words differ: softmax's
    kernel (host_softmax) and one_hot's index check."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, pt2_message)

# lin_1d_input
x = torch.tensor([1.0, 2.0, 3.0])
w = torch.tensor([[1.0, 0.0, -1.0], [0.5, 0.5, 0.5]])
show(F.linear(x, w), F.linear(x, w, torch.tensor([1.0, -1.0])))

# lin_3d_input_bias_none
x = torch.arange(12.0).view(2, 2, 3)
show(F.linear(x, torch.eye(3)[:2], bias=None))

# lin_keyword_all
show(F.linear(input=torch.ones(2, 2), weight=torch.ones(3, 2), bias=torch.arange(3.0)))

# lin_1d_weight
show(F.linear(torch.ones(2, 3), torch.tensor([1.0, 2.0, 3.0])))

# lin_float64
show(F.linear(torch.tensor([[0.5, 0.25]], dtype=torch.float64), torch.tensor([[2.0, 4.0]], dtype=torch.float64)))

# lin_shape_err_1d
attempt(lambda: F.linear(torch.ones(3), torch.ones(2, 4)))

# lin_shape_err_2d
attempt(lambda: F.linear(torch.ones(5, 3), torch.ones(2, 4)))

# lin_shape_err_3d
attempt(lambda: F.linear(torch.ones(2, 5, 3), torch.ones(2, 4)))

# lin_empty_batch
show(F.linear(torch.ones(0, 3), torch.ones(2, 3), torch.ones(2)))

# ln_tuple_shape_two_dims
x = torch.arange(8.0).view(2, 2, 2)
show(F.layer_norm(x, (2, 2)))

# ln_list_shape
show(F.layer_norm(torch.tensor([[1.0, 3.0]]), [2]))

# ln_weight_only
show(F.layer_norm(torch.tensor([[1.0, 3.0], [4.0, 2.0]]), (2,), weight=torch.tensor([2.0, -1.0])))

# ln_bias_only
show(F.layer_norm(torch.tensor([[1.0, 3.0]]), (2,), bias=torch.tensor([10.0, 20.0])))

# ln_big_eps
show(F.layer_norm(torch.tensor([[1.0, 3.0]]), (2,), eps=1.0))

# ln_eps_keyword_float64
show(F.layer_norm(torch.tensor([[0.0, 4.0]], dtype=torch.float64), (2,), eps=0.0))

# ln_shape_err
attempt(lambda: F.layer_norm(torch.ones(2, 4), (3,)))

# ln_shape_err_2d
attempt(lambda: F.layer_norm(torch.ones(2, 4), (2, 3)))

# ln_weight_shape_err
attempt(lambda: F.layer_norm(torch.ones(2, 4), (4,), weight=torch.ones(3)))

# ln_constant_rows
show(F.layer_norm(torch.full((2, 3), 7.0), (3,)))

# ln_int_input_err
attempt(lambda: F.layer_norm(torch.ones(2, 4, dtype=torch.long), (4,)))

# rms_basic
show(F.rms_norm(torch.tensor([[3.0, 4.0], [1.0, 1.0]]), (2,)))

# rms_weight_eps
show(F.rms_norm(torch.tensor([[3.0, 4.0]]), [2], weight=torch.tensor([2.0, 0.5]), eps=0.0))

# rms_float64
show(F.rms_norm(torch.tensor([[2.0, 2.0, 2.0, 2.0]], dtype=torch.float64), (4,)))

# rms_two_dims
show(F.rms_norm(torch.tensor([[[1.0, 1.0], [1.0, 1.0]]]), (2, 2), eps=0.0))

# rms_shape_err
attempt(lambda: F.rms_norm(torch.ones(2, 3), (4,)))

# gn_basic
x = torch.arange(8.0).view(1, 4, 2)
show(F.group_norm(x, 2))

# gn_weight_bias
x = torch.arange(8.0).view(1, 4, 2)
show(F.group_norm(x, 2, weight=torch.tensor([1.0, 2.0, 1.0, 2.0]), bias=torch.tensor([0.0, 0.0, 1.0, 1.0])))

# gn_one_group
show(F.group_norm(torch.tensor([[[1.0], [3.0]]]), 1))

# gn_groups_equal_channels
show(F.group_norm(torch.tensor([[[1.0, 3.0], [5.0, 5.0]]]), 2))

# gn_eps
show(F.group_norm(torch.tensor([[[0.0, 2.0]]]), 1, eps=1.0))

# gn_not_divisible
attempt(lambda: F.group_norm(torch.ones(2, 3, 4), 2))

# gn_4d
x = torch.arange(16.0).view(1, 4, 2, 2)
show(F.group_norm(x, 4))

# bn_eval
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
show(F.batch_norm(x, torch.tensor([1.0, 2.0]), torch.tensor([4.0, 1.0]), eps=0.0))

# bn_eval_weight_bias
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
show(F.batch_norm(x, torch.zeros(2), torch.ones(2), weight=torch.tensor([2.0, 3.0]), bias=torch.tensor([1.0, -1.0]), eps=0.0))

# bn_training_updates_running
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
rm = torch.zeros(2)
rv = torch.ones(2)
y = F.batch_norm(x, rm, rv, training=True, eps=0.0)
show(y)
show(rm, rv)

# bn_training_momentum
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
rm = torch.zeros(2)
rv = torch.ones(2)
F.batch_norm(x, rm, rv, training=True, momentum=0.5)
show(rm, rv)

# bn_training_momentum_zero
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
rm = torch.zeros(2)
rv = torch.ones(2)
F.batch_norm(x, rm, rv, training=True, momentum=0.0)
show(rm, rv)

# bn_training_no_running
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
show(F.batch_norm(x, None, None, training=True, eps=0.0))

# bn_training_3d
x = torch.tensor([[[1.0, 3.0], [0.0, 0.0]], [[5.0, 7.0], [2.0, 2.0]]])
rm = torch.zeros(2)
rv = torch.zeros(2)
show(F.batch_norm(x, rm, rv, training=True, momentum=1.0, eps=0.0))
show(rm, rv)

# bn_one_value_err
attempt(lambda: F.batch_norm(torch.ones(1, 3), torch.zeros(3), torch.ones(3), training=True))

# bn_eval_one_value_ok
show(F.batch_norm(torch.ones(1, 3), torch.zeros(3), torch.ones(3), training=False, eps=0.0))

# bn_running_shape_err
attempt(lambda: F.batch_norm(torch.ones(2, 3), torch.zeros(2), torch.ones(2)))

# bn_float64
x = torch.tensor([[0.0, 1.0], [2.0, 3.0]], dtype=torch.float64)
show(F.batch_norm(x, None, None, training=True, eps=0.0))

# in_basic
x = torch.tensor([[[1.0, 3.0], [2.0, 2.0]]])
show(F.instance_norm(x))

# in_eps
x = torch.tensor([[[0.0, 2.0]]])
show(F.instance_norm(x, eps=1.0))

# in_weight_bias
x = torch.tensor([[[1.0, 3.0], [0.0, 4.0]]])
show(F.instance_norm(x, weight=torch.tensor([1.0, 2.0]), bias=torch.tensor([0.5, 0.0]), eps=0.0))

# in_running_stats
x = torch.tensor([[[1.0, 3.0], [0.0, 4.0]], [[3.0, 5.0], [2.0, 2.0]]])
rm = torch.zeros(2)
rv = torch.ones(2)
F.instance_norm(x, running_mean=rm, running_var=rv, use_input_stats=True, momentum=0.5)
show(rm, rv)

# in_use_running
x = torch.tensor([[[1.0, 3.0], [0.0, 4.0]]])
show(F.instance_norm(x, running_mean=torch.tensor([1.0, 0.0]), running_var=torch.tensor([4.0, 1.0]), use_input_stats=False, eps=0.0))

# in_one_value_err
attempt(lambda: F.instance_norm(torch.ones(1, 2, 1)))

# nz_default
show(F.normalize(torch.tensor([[3.0, 4.0], [0.0, 5.0]])))

# nz_p1
show(F.normalize(torch.tensor([[1.0, 3.0], [-2.0, 2.0]]), p=1))

# nz_dim0
show(F.normalize(torch.tensor([[3.0, 1.0], [4.0, 0.0]]), dim=0))

# nz_zero_row_eps
show(F.normalize(torch.tensor([[0.0, 0.0], [0.0, 2.0]]), dim=1))

# nz_big_eps
show(F.normalize(torch.tensor([0.0, 1.0]), dim=0, eps=2.0))

# nz_pinf
show(F.normalize(torch.tensor([[1.0, -4.0], [2.0, 1.0]]), p=float('inf'), dim=1))

# nz_1d
show(F.normalize(torch.tensor([6.0, 8.0]), dim=0))

# nz_float64
show(F.normalize(torch.tensor([[1.0, 1.0, 1.0, 1.0]], dtype=torch.float64)))

# nz_dim_err
attempt(lambda: F.normalize(torch.ones(2, 2), dim=2))

# gelu_none
show(F.gelu(torch.tensor([-1.0, 0.0, 1.0, 2.0])))

# gelu_tanh
show(F.gelu(torch.tensor([-1.0, 0.0, 1.0, 2.0]), approximate='tanh'))

# gelu_explicit_none
show(F.gelu(torch.tensor([0.5]), approximate='none'))

# gelu_bad_approx
attempt(lambda: F.gelu(torch.ones(2), approximate='fast'))

# gelu_float64
show(F.gelu(torch.tensor([1.0, -3.0], dtype=torch.float64)))

# gelu_int_err
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# silu_vals
show(F.silu(torch.tensor([-2.0, 0.0, 2.0])))

# silu_float64
show(F.silu(torch.tensor([1.0], dtype=torch.float64)))

# mish_vals
show(F.mish(torch.tensor([-1.0, 0.0, 1.0])))

# hardswish_vals
show(F.hardswish(torch.tensor([-4.0, -3.0, -1.0, 0.0, 1.0, 3.0, 4.0])))

# hardsigmoid_vals
show(F.hardsigmoid(torch.tensor([-4.0, -1.5, 0.0, 1.5, 4.0])))

# elu_default
show(F.elu(torch.tensor([-1.0, 0.0, 2.0])))

# elu_alpha
show(F.elu(torch.tensor([-1.0, 0.0, 2.0]), alpha=2.0))

# selu_vals
show(F.selu(torch.tensor([-1.0, 0.0, 1.0])))

# celu_alpha
show(F.celu(torch.tensor([-2.0, 0.0, 2.0]), alpha=0.5))

# celu_alpha_zero_err
attempt(lambda: F.celu(torch.tensor([-2.0]), alpha=0.0))

# leaky_default
show(F.leaky_relu(torch.tensor([-2.0, 0.0, 3.0])))

# leaky_slope_kw
show(F.leaky_relu(torch.tensor([-2.0, 0.0, 3.0]), negative_slope=0.2))

# leaky_slope_pos
show(F.leaky_relu(torch.tensor([-2.0, 3.0]), 0.5))

# leaky_slope_big
show(F.leaky_relu(torch.tensor([-2.0, 3.0]), negative_slope=2.0))

# relu6_vals
show(F.relu6(torch.tensor([-1.0, 3.0, 6.0, 9.0])))

# relu6_int
show(F.relu6(torch.tensor([-1, 3, 9])))

# hardtanh_default
show(F.hardtanh(torch.tensor([-2.0, -0.5, 0.5, 2.0])))

# hardtanh_bounds
show(F.hardtanh(torch.tensor([-2.0, -0.5, 0.5, 2.0]), min_val=-0.25, max_val=1.0))

# hardtanh_bad_bounds
attempt(lambda: F.hardtanh(torch.ones(2), min_val=1.0, max_val=0.0))

# softplus_default
show(F.softplus(torch.tensor([-1.0, 0.0, 1.0])))

# softplus_beta
show(F.softplus(torch.tensor([-1.0, 0.0, 1.0]), beta=2.0))

# softplus_threshold
show(F.softplus(torch.tensor([1.0, 5.0, 30.0]), beta=1, threshold=2))

# softplus_large
show(F.softplus(torch.tensor([25.0, 100.0])))

# softsign_vals
show(F.softsign(torch.tensor([-3.0, 0.0, 1.0])))

# tanhshrink_vals
show(F.tanhshrink(torch.tensor([-1.0, 0.0, 1.0])))

# threshold_vals
show(F.threshold(torch.tensor([0.5, 1.0, 1.5, 2.0]), 1.0, -1.0))

# threshold_kw
show(F.threshold(torch.tensor([0.5, 2.0]), threshold=1.0, value=0.0))

# threshold_int
show(F.threshold(torch.tensor([1, 2, 3]), 2, 0))

# logsigmoid_vals
show(F.logsigmoid(torch.tensor([-1.0, 0.0, 1.0])))

# logsigmoid_float64
show(F.logsigmoid(torch.tensor([0.0], dtype=torch.float64)))

# glu_default
show(F.glu(torch.tensor([[1.0, 2.0, 0.0, 0.0]])))

# glu_dim0
show(F.glu(torch.tensor([[1.0, 2.0], [0.0, 0.0]]), dim=0))

# glu_odd_err
attempt(lambda: F.glu(torch.ones(2, 3)))

# glu_0d_err
attempt(lambda: F.glu(torch.tensor(1.0)))

# sm_dim1
show(F.softmax(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), dim=1))

# sm_dim0
show(F.softmax(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), dim=0))

# sm_dtype64
show(F.softmax(torch.tensor([0.0, 0.0, 0.0, 0.0]), dim=0, dtype=torch.float64))

# sm_int_dtype
show(F.softmax(torch.tensor([1, 1]), dim=0, dtype=torch.float32))

# sm_int_err
attempt(lambda: F.softmax(torch.tensor([1, 2]), dim=0))

# sm_dim_err
attempt(lambda: F.softmax(torch.ones(2, 2), dim=2))

# sm_neg_inf_row
show(F.softmax(torch.tensor([[float('-inf'), 0.0], [float('-inf'), float('-inf')]]), dim=-1))

# sm_empty
show(F.softmax(torch.ones(0, 3), dim=1))

# sm_0d
show(F.softmax(torch.tensor(5.0), dim=0))

# logsm_dtype
show(F.log_softmax(torch.tensor([0.0, 0.0]), dim=0, dtype=torch.float64))

# logsm_neg_dim
show(F.log_softmax(torch.tensor([[1.0, 1.0]]), dim=-1))

# softmin_vals
show(F.softmin(torch.tensor([[0.0, 0.0]]), dim=1))

# softmin_dtype
show(F.softmin(torch.tensor([1.0, 1.0]), dim=0, dtype=torch.float64))

# sm_half
show(F.softmax(torch.tensor([0.0, 0.0]), dim=0).half())  # CUDA computes in float32 and rounds once (1.13 CPU: no Half kernel, bfloat16 steps)

# sm_bf16
show(F.softmax(torch.tensor([1.0, 1.0, 1.0, 1.0], dtype=torch.bfloat16), dim=0))

# drop_p0
x = torch.arange(4.0)
show(F.dropout(x, p=0.0))

# drop_eval
show(F.dropout(torch.arange(4.0), p=0.5, training=False))

# drop_p1
show(F.dropout(torch.arange(4.0), p=1.0))

# drop_p1_float64
show(F.dropout(torch.ones(2, dtype=torch.float64), 1.0))

# drop_p_neg
attempt(lambda: F.dropout(torch.ones(2), p=-0.1))

# drop_p_big
attempt(lambda: F.dropout(torch.ones(2), p=1.5))

# drop_eval_p_big
attempt(lambda: F.dropout(torch.ones(2), p=2.0, training=False))

# drop_inplace_p1
x = torch.ones(3)
F.dropout(x, p=1.0, inplace=True)
show(x)

# drop_empty
show(F.dropout(torch.ones(0), p=0.5))

# emb_basic
w = torch.arange(6.0).view(3, 2)
show(F.embedding(torch.tensor([2, 0]), w))

# emb_2d_idx
w = torch.arange(6.0).view(3, 2)
show(F.embedding(torch.tensor([[0, 1], [2, 2]]), w))

# emb_padding_idx
w = torch.arange(6.0).view(3, 2)
show(F.embedding(torch.tensor([0, 1]), w, padding_idx=0))

# emb_padding_idx_neg
w = torch.arange(6.0).view(3, 2)
show(F.embedding(torch.tensor([2, 1]), w, padding_idx=-1))

# emb_padding_idx_err
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2), padding_idx=3))

# emb_padding_idx_neg_err
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2), padding_idx=-4))

# emb_max_norm
w = torch.tensor([[3.0, 4.0], [0.3, 0.4]])
show(F.embedding(torch.tensor([0, 1]), w, max_norm=1.0))
show(w)

# emb_float_idx_err
attempt(lambda: F.embedding(torch.tensor([0.0, 1.0]), torch.ones(3, 2)))

# emb_0d_idx
show(F.embedding(torch.tensor(1), torch.arange(6.0).view(3, 2)))

# emb_int32_idx
show(F.embedding(torch.tensor([1], dtype=torch.int32), torch.arange(6.0).view(3, 2)))

# oh_basic
show(F.one_hot(torch.tensor([0, 2, 1])))

# oh_num_classes
show(F.one_hot(torch.tensor([0, 2]), num_classes=4))

# oh_minus1
show(F.one_hot(torch.tensor([1, 3]), num_classes=-1))

# oh_2d
show(F.one_hot(torch.tensor([[0], [1]]), 2))

# oh_negative_err
attempt(lambda: F.one_hot(torch.tensor([-1, 0])))

# oh_too_small_err
attempt(lambda: F.one_hot(torch.tensor([0, 3]), num_classes=3))

# oh_float_err
attempt(lambda: F.one_hot(torch.tensor([0.0, 1.0])))

# oh_empty_num
show(F.one_hot(torch.tensor([], dtype=torch.long), num_classes=3))

# oh_empty_err
attempt(lambda: F.one_hot(torch.tensor([], dtype=torch.long)))

# oh_0d
show(F.one_hot(torch.tensor(2), 3))

# ce_basic
logits = torch.tensor([[0.0, 0.0], [0.0, 0.0]])
show(F.cross_entropy(logits, torch.tensor([0, 1])))

# ce_ignore_index
logits = torch.tensor([[0.0, 0.0], [1.0, 1.0], [2.0, 0.0]], dtype=torch.float64)
show(F.cross_entropy(logits, torch.tensor([0, -100, 1]), reduction='none'))

# ce_ignore_index_custom
logits = torch.zeros(3, 2, dtype=torch.float64)
show(F.cross_entropy(logits, torch.tensor([0, 1, 1]), ignore_index=1))

# ce_all_ignored
show(F.cross_entropy(torch.zeros(2, 2), torch.tensor([-100, -100])))

# ce_all_ignored_sum
show(F.cross_entropy(torch.zeros(2, 2), torch.tensor([-100, -100]), reduction='sum'))

# ce_sum
show(F.cross_entropy(torch.zeros(2, 4, dtype=torch.float64), torch.tensor([0, 3]), reduction='sum'))

# ce_label_smoothing
show(F.cross_entropy(torch.zeros(2, 4, dtype=torch.float64), torch.tensor([0, 3]), label_smoothing=0.1))

# ce_label_smoothing_none
show(F.cross_entropy(torch.tensor([[0.0, 1.0]], dtype=torch.float64), torch.tensor([1]), label_smoothing=0.5, reduction='none'))

# ce_label_smoothing_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 2), torch.tensor([0, 1]), label_smoothing=1.5))

# ce_probs
t = torch.tensor([[0.5, 0.5], [1.0, 0.0]])
show(F.cross_entropy(torch.zeros(2, 2), t))

# ce_probs_none
t = torch.tensor([[0.25, 0.75]], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(1, 2, dtype=torch.float64), t, reduction='none'))

# ce_weight
w = torch.tensor([1.0, 3.0], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(2, 2, dtype=torch.float64), torch.tensor([0, 1]), weight=w))

# ce_weight_none
w = torch.tensor([1.0, 3.0])
show(F.cross_entropy(torch.zeros(2, 2), torch.tensor([0, 1]), weight=w, reduction='none'))

# ce_weight_shape_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 2), torch.tensor([0, 1]), weight=torch.ones(3)))

# ce_bad_reduction
attempt(lambda: F.cross_entropy(torch.zeros(2, 2), torch.tensor([0, 1]), reduction='avg'))

# ce_batch_mismatch
attempt(lambda: F.cross_entropy(torch.zeros(3, 2), torch.tensor([0, 1])))

# ce_1d_input
show(F.cross_entropy(torch.zeros(4, dtype=torch.float64), torch.tensor(2)))

# ce_spatial
logits = torch.zeros(1, 2, 2, dtype=torch.float64)
show(F.cross_entropy(logits, torch.tensor([[0, 1]]), reduction='none'))

# ce_probs_shape_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 3), torch.ones(2, 2)))

# nll_basic
lp = torch.tensor([[-1.0, -2.0], [-3.0, -4.0]])
show(F.nll_loss(lp, torch.tensor([1, 0])))

# nll_none
lp = torch.tensor([[-1.0, -2.0], [-3.0, -4.0]])
show(F.nll_loss(lp, torch.tensor([1, 0]), reduction='none'))

# nll_sum_weight
lp = torch.tensor([[-1.0, -2.0], [-3.0, -4.0]])
show(F.nll_loss(lp, torch.tensor([1, 0]), weight=torch.tensor([2.0, 1.0]), reduction='sum'))

# nll_weight_mean
lp = torch.tensor([[-1.0, -2.0], [-3.0, -4.0]])
show(F.nll_loss(lp, torch.tensor([1, 0]), weight=torch.tensor([3.0, 1.0])))

# nll_ignore
lp = torch.tensor([[-1.0, -2.0], [-3.0, -4.0]])
show(F.nll_loss(lp, torch.tensor([1, 0]), ignore_index=0))

# nll_3d_target_err
attempt(lambda: F.nll_loss(torch.zeros(2, 2), torch.zeros(2, 2, dtype=torch.long)))

# bce_basic
show(F.binary_cross_entropy(torch.tensor([0.5, 0.5]), torch.tensor([1.0, 0.0])))

# bce_none
show(F.binary_cross_entropy(torch.tensor([0.5, 1.0, 0.0], dtype=torch.float64), torch.tensor([1.0, 1.0, 0.0], dtype=torch.float64), reduction='none'))

# bce_clamp_log
show(F.binary_cross_entropy(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.0]), reduction='none'))

# bce_weight
show(F.binary_cross_entropy(torch.tensor([0.5, 0.5]), torch.tensor([1.0, 0.0]), weight=torch.tensor([2.0, 0.0]), reduction='sum'))

# bce_size_err
attempt(lambda: F.binary_cross_entropy(torch.full((2, 1), 0.5), torch.ones(2)))

# bcel_basic
show(F.binary_cross_entropy_with_logits(torch.zeros(2), torch.tensor([1.0, 0.0])))

# bcel_pos_weight
show(F.binary_cross_entropy_with_logits(torch.zeros(2, 2, dtype=torch.float64), torch.tensor([[1.0, 0.0], [1.0, 1.0]], dtype=torch.float64), pos_weight=torch.tensor([2.0, 3.0], dtype=torch.float64), reduction='none'))

# bcel_weight_sum
show(F.binary_cross_entropy_with_logits(torch.zeros(2, dtype=torch.float64), torch.ones(2, dtype=torch.float64), weight=torch.tensor([1.0, 3.0], dtype=torch.float64), reduction='sum'))

# bcel_size_err
attempt(lambda: F.binary_cross_entropy_with_logits(torch.zeros(2, 1), torch.ones(2)))

# mse_basic
show(F.mse_loss(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 0.0, 0.0])))

# mse_sum_none
show(F.mse_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0]), reduction='sum'), F.mse_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0]), reduction='none'))

# mse_broadcast_warn_ok
show(F.mse_loss(torch.ones(2, 2), torch.zeros(2)))

# mse_shape_err
attempt(lambda: F.mse_loss(torch.ones(2, 3), torch.ones(2, 2)))

# mse_bad_reduction
attempt(lambda: F.mse_loss(torch.ones(2), torch.ones(2), reduction='avg'))

# mse_int_err
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 2])))

# mse_empty
show(F.mse_loss(torch.ones(0), torch.ones(0)))

# l1_basic
show(F.l1_loss(torch.tensor([1.0, -2.0]), torch.tensor([0.0, 0.0])))

# l1_none
show(F.l1_loss(torch.tensor([1.0, -2.0]), torch.tensor([0.5, 0.0]), reduction='none'))

# l1_float64_sum
show(F.l1_loss(torch.tensor([1.5, -2.0], dtype=torch.float64), torch.zeros(2, dtype=torch.float64), reduction='sum'))

# sl1_default
show(F.smooth_l1_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), reduction='none'))

# sl1_beta
show(F.smooth_l1_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), beta=2.0, reduction='none'))

# sl1_beta0
show(F.smooth_l1_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), beta=0.0, reduction='none'))

# sl1_neg_beta_err
attempt(lambda: F.smooth_l1_loss(torch.ones(2), torch.zeros(2), beta=-1.0))

# huber_default
show(F.huber_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), reduction='none'))

# huber_delta
show(F.huber_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), delta=0.5, reduction='none'))

# huber_mean
show(F.huber_loss(torch.tensor([0.5, 3.0]), torch.zeros(2), delta=2.0))

# kl_basic
show(F.kl_div(torch.tensor([-1.0, -1.0]), torch.tensor([0.5, 0.5]), reduction='sum'))

# kl_batchmean
inp = torch.log(torch.tensor([[0.5, 0.5], [0.25, 0.75]], dtype=torch.float64))
t = torch.tensor([[0.5, 0.5], [0.5, 0.5]], dtype=torch.float64)
show(F.kl_div(inp, t, reduction='batchmean'))

# kl_log_target
inp = torch.tensor([-1.0, -2.0], dtype=torch.float64)
show(F.kl_div(inp, torch.tensor([-1.0, -1.0], dtype=torch.float64), reduction='none', log_target=True))

# kl_zero_target
show(F.kl_div(torch.tensor([-1.0, -1.0]), torch.tensor([0.0, 1.0]), reduction='none'))

# kl_mean
show(F.kl_div(torch.zeros(2, 2, dtype=torch.float64), torch.full((2, 2), 0.5, dtype=torch.float64)))

# cos_basic
show(F.cosine_similarity(torch.tensor([[1.0, 0.0], [1.0, 1.0]]), torch.tensor([[0.0, 1.0], [2.0, 2.0]])))

# cos_dim0
show(F.cosine_similarity(torch.tensor([[3.0], [4.0]]), torch.tensor([[3.0], [4.0]]), dim=0))

# cos_broadcast
show(F.cosine_similarity(torch.tensor([[1.0, 0.0], [0.0, 1.0]]), torch.tensor([1.0, 0.0])))

# cos_zero_vec
show(F.cosine_similarity(torch.zeros(1, 2), torch.ones(1, 2)))

# cos_shape_err
attempt(lambda: F.cosine_similarity(torch.ones(2, 3), torch.ones(2, 2)))

# pd_basic
show(F.pairwise_distance(torch.tensor([[0.0, 0.0]]), torch.tensor([[3.0, 4.0]])))

# pd_p1
show(F.pairwise_distance(torch.tensor([[0.0, 0.0]], dtype=torch.float64), torch.tensor([[3.0, 4.0]], dtype=torch.float64), p=1.0))

# pd_keepdim
show(F.pairwise_distance(torch.tensor([[0.0, 0.0], [1.0, 1.0]], dtype=torch.float64), torch.tensor([[0.0, 0.0], [1.0, 1.0]], dtype=torch.float64), keepdim=True))

# tml_basic
a = torch.tensor([[0.0, 0.0]], dtype=torch.float64)
p = torch.tensor([[3.0, 4.0]], dtype=torch.float64)
n = torch.tensor([[6.0, 8.0]], dtype=torch.float64)
show(F.triplet_margin_loss(a, p, n, margin=1.0, eps=0.0))

# tml_swap
a = torch.tensor([[0.0, 0.0]], dtype=torch.float64)
p = torch.tensor([[3.0, 4.0]], dtype=torch.float64)
n = torch.tensor([[3.0, 4.0]], dtype=torch.float64)
show(F.triplet_margin_loss(a, p, n, margin=2.0, p=1, eps=0.0, swap=True, reduction='none'))

# mrl_basic
show(F.margin_ranking_loss(torch.tensor([1.0, 2.0]), torch.tensor([2.0, 1.0]), torch.tensor([1.0, 1.0])))

# mrl_margin_none
show(F.margin_ranking_loss(torch.tensor([1.0, 2.0]), torch.tensor([2.0, 1.0]), torch.tensor([1.0, -1.0]), margin=0.5, reduction='none'))

# mrl_shape_err
attempt(lambda: F.margin_ranking_loss(torch.ones(2), torch.ones(3), torch.ones(2)))

# hel_basic
show(F.hinge_embedding_loss(torch.tensor([0.5, 2.0]), torch.tensor([1.0, -1.0]), reduction='none'))

# hel_margin
show(F.hinge_embedding_loss(torch.tensor([0.5, 2.0]), torch.tensor([-1.0, -1.0]), margin=3.0))

# sml_basic
show(F.soft_margin_loss(torch.zeros(2), torch.tensor([1.0, -1.0]), reduction='none'))

# pnll_log_input
show(F.poisson_nll_loss(torch.tensor([0.0, 1.0], dtype=torch.float64), torch.tensor([1.0, 2.0], dtype=torch.float64), reduction='none'))

# pnll_no_log
show(F.poisson_nll_loss(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([1.0, 2.0], dtype=torch.float64), log_input=False, reduction='sum'))

# pnll_full
show(F.poisson_nll_loss(torch.tensor([0.0, 0.0], dtype=torch.float64), torch.tensor([1.0, 4.0], dtype=torch.float64), full=True, reduction='none'))

# gnll_basic
show(F.gaussian_nll_loss(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([1.0, 4.0], dtype=torch.float64), torch.tensor([1.0, 2.0], dtype=torch.float64), reduction='none'))

# gnll_full
show(F.gaussian_nll_loss(torch.tensor([0.0], dtype=torch.float64), torch.tensor([0.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64), full=True))

# gnll_neg_var_err
attempt(lambda: F.gaussian_nll_loss(torch.zeros(2), torch.zeros(2), torch.tensor([1.0, -1.0])))

# cel_basic
x1 = torch.tensor([[1.0, 0.0], [1.0, 0.0]], dtype=torch.float64)
x2 = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
show(F.cosine_embedding_loss(x1, x2, torch.tensor([1.0, -1.0], dtype=torch.float64), reduction='none'))

# cel_margin
x1 = torch.tensor([[1.0, 0.0]], dtype=torch.float64)
x2 = torch.tensor([[1.0, 0.0]], dtype=torch.float64)
show(F.cosine_embedding_loss(x1, x2, torch.tensor([-1.0], dtype=torch.float64), margin=0.5))

# sdpa_basic
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
k = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.scaled_dot_product_attention(q, k, v, scale=0.0))

# sdpa_causal
q = torch.zeros(1, 3, 2)
v = torch.tensor([[[3.0, 0.0], [0.0, 3.0], [6.0, 6.0]]])
show(F.scaled_dot_product_attention(q, q, v, is_causal=True))

# sdpa_bool_mask
q = torch.zeros(1, 2, 2)
v = torch.tensor([[[2.0, 0.0], [0.0, 2.0]]])
m = torch.tensor([[True, False], [True, True]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# sdpa_float_mask
q = torch.zeros(1, 2, 2, dtype=torch.float64)
v = torch.tensor([[[2.0, 0.0], [0.0, 2.0]]], dtype=torch.float64)
m = torch.tensor([[0.0, float('-inf')], [0.0, 0.0]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# sdpa_dropout0
q = torch.zeros(2, 2)
v = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(F.scaled_dot_product_attention(q, q, v, dropout_p=0.0))

# sdpa_mask_and_causal_err
q = torch.zeros(1, 2, 2)
attempt(lambda: F.scaled_dot_product_attention(q, q, q, attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# sdpa_dtype_err
attempt(lambda: F.scaled_dot_product_attention(torch.zeros(1, 2, 2), torch.zeros(1, 2, 2, dtype=torch.float64), torch.zeros(1, 2, 2)))

# sdpa_4d_heads
q = torch.zeros(1, 2, 2, 4)
v = torch.arange(16.0).view(1, 2, 2, 4)
show(F.scaled_dot_product_attention(q, q, v))

# pad_constant
show(F.pad(torch.tensor([[1.0, 2.0]]), (1, 2)))

# pad_constant_value
show(F.pad(torch.tensor([[1, 2]]), (1, 1, 1, 0), value=9))

# pad_constant_mode_kw
show(F.pad(torch.tensor([1.0, 2.0]), [2, 0], mode='constant', value=-1.0))

# pad_negative
show(F.pad(torch.arange(5.0), (-1, -2)))

# pad_neg_pos_mix
show(F.pad(torch.arange(6.0).view(2, 3), (1, -1, -1, 0)))

# pad_reflect
show(F.pad(torch.arange(4.0).view(1, 1, 4), (2, 1), mode='reflect'))

# pad_replicate
show(F.pad(torch.arange(4.0).view(1, 1, 4), (2, 1), mode='replicate'))

# pad_circular
show(F.pad(torch.arange(4.0).view(1, 1, 4), (2, 1), mode='circular'))

# pad_reflect_2d
show(F.pad(torch.arange(4.0).view(1, 1, 2, 2), (1, 1, 1, 0), mode='reflect'))

# pad_replicate_2d
show(F.pad(torch.arange(4.0).view(1, 2, 2), (1, 0, 0, 1), mode='replicate'))

# pad_circular_2d
show(F.pad(torch.arange(6.0).view(1, 1, 2, 3), (1, 1, 1, 1), mode='circular'))

# pad_odd_len_err
attempt(lambda: F.pad(torch.ones(2, 2), (1, 2, 3)))

# pad_too_many_err
attempt(lambda: F.pad(torch.ones(2), (1, 1, 1, 1)))

# pad_bool
show(F.pad(torch.tensor([True]), (1, 1)))

# pad_empty_tuple
show(F.pad(torch.tensor([1.0, 2.0]), ()))

# interp_nearest_scale
show(F.interpolate(torch.tensor([[[1.0, 2.0]]]), scale_factor=2))

# interp_nearest_size
show(F.interpolate(torch.tensor([[[1.0, 2.0, 3.0]]]), size=5))

# interp_linear_ac
show(F.interpolate(torch.tensor([[[0.0, 3.0]]]), size=4, mode='linear', align_corners=True))

# interp_linear
show(F.interpolate(torch.tensor([[[0.0, 4.0]]]), size=4, mode='linear'))

# interp_bilinear
show(F.interpolate(torch.tensor([[[[0.0, 4.0], [8.0, 12.0]]]]), scale_factor=2, mode='bilinear'))

# interp_bilinear_ac
show(F.interpolate(torch.tensor([[[[0.0, 3.0], [6.0, 9.0]]]]), size=(3, 3), mode='bilinear', align_corners=True))

# interp_bicubic_ac
show(F.interpolate(torch.tensor([[[[0.0, 3.0], [6.0, 9.0]]]], dtype=torch.float64), size=(3, 3), mode='bicubic', align_corners=True))

# interp_nearest_2d_size_tuple
show(F.interpolate(torch.arange(4.0).view(1, 1, 2, 2), size=(2, 4)))

# interp_downsample
show(F.interpolate(torch.arange(8.0).view(1, 1, 8), size=2))

# interp_both_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, scale_factor=2))

# interp_none_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2)))

# interp_ac_nearest_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, align_corners=True))

# interp_bilinear_3d_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, mode='bilinear'))

# conv1d_basic
x = torch.arange(5.0).view(1, 1, 5)
show(F.conv1d(x, torch.tensor([[[1.0, -1.0]]])))

# conv1d_stride_pad
x = torch.arange(5.0).view(1, 1, 5)
show(F.conv1d(x, torch.tensor([[[1.0, 1.0, 1.0]]]), stride=2, padding=1))

# conv1d_same_even
x = torch.arange(5.0).view(1, 1, 5)
show(F.conv1d(x, torch.tensor([[[1.0, 2.0]]]), padding='same'))

# conv1d_valid
x = torch.arange(5.0).view(1, 1, 5)
show(F.conv1d(x, torch.tensor([[[1.0, 1.0, 1.0]]]), padding='valid'))

# conv1d_bias
x = torch.ones(1, 1, 3)
show(F.conv1d(x, torch.ones(2, 1, 2), bias=torch.tensor([0.5, -0.5])))

# conv1d_groups
x = torch.arange(6.0).view(1, 2, 3)
show(F.conv1d(x, torch.tensor([[[1.0]], [[2.0]]]), groups=2))

# conv1d_dilation
x = torch.arange(6.0).view(1, 1, 6)
show(F.conv1d(x, torch.tensor([[[1.0, 0.0, -1.0]]]), dilation=2))

# conv1d_same_stride_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 5), torch.ones(1, 1, 3), padding='same', stride=2))

# conv1d_channels_err
attempt(lambda: F.conv1d(torch.ones(1, 2, 5), torch.ones(1, 1, 3)))

# conv1d_kernel_too_big_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 2), torch.ones(1, 1, 3)))

# conv2d_basic
x = torch.arange(9.0).view(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2)))

# conv2d_stride_tuple
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), stride=(2, 1)))

# conv2d_same
x = torch.arange(9.0).view(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 3, 3), padding='same'))

# conv2d_pad_tuple
x = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, torch.ones(1, 1, 1, 1), padding=(1, 0)))

# conv2d_groups_depthwise
x = torch.arange(8.0).view(1, 2, 2, 2)
show(F.conv2d(x, torch.ones(2, 1, 2, 2), groups=2))

# conv2d_unbatched
x = torch.arange(4.0).view(1, 2, 2)
show(F.conv2d(x, torch.ones(3, 1, 1, 1), bias=torch.arange(3.0)))

# conv2d_groups_err
attempt(lambda: F.conv2d(torch.ones(1, 3, 2, 2), torch.ones(2, 1, 1, 1), groups=2))

# conv2d_float64
x = torch.arange(4.0, dtype=torch.float64).view(1, 1, 2, 2)
show(F.conv2d(x, torch.full((1, 1, 2, 2), 0.5, dtype=torch.float64)))

# convt2d_basic
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
show(F.conv_transpose2d(x, torch.ones(1, 1, 2, 2)))

# convt2d_stride
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
show(F.conv_transpose2d(x, torch.ones(1, 1, 2, 2), stride=2))

# convt2d_padding
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
show(F.conv_transpose2d(x, torch.ones(1, 1, 3, 3), padding=1))

# convt2d_bias_outpad
x = torch.ones(1, 1, 2, 2)
show(F.conv_transpose2d(x, torch.ones(1, 2, 1, 1), bias=torch.tensor([0.0, 1.0]), stride=2, output_padding=1))

# convt2d_groups
x = torch.ones(1, 2, 1, 1)
show(F.conv_transpose2d(x, torch.tensor([[[[1.0]]], [[[2.0]]]]), groups=2))

# mp1d_basic
show(F.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 5.0, 4.0]]]), 2))

# mp1d_stride1
show(F.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 5.0]]]), kernel_size=2, stride=1))

# mp1d_ceil
show(F.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 5.0, 4.0]]]), 2, ceil_mode=True))

# mp1d_indices
out, idx = F.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 5.0]]]), 2, return_indices=True)
show(out, idx)

# mp1d_padding
show(F.max_pool1d(torch.tensor([[[-1.0, -3.0, -2.0]]]), 2, padding=1))

# mp2d_basic
show(F.max_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 2))

# mp2d_indices
out, idx = F.max_pool2d(torch.tensor([[[[1.0, 5.0, 2.0], [3.0, 4.0, 9.0], [0.0, 8.0, 7.0]]]]), 2, stride=1, return_indices=True)
show(out)
show(idx)

# mp2d_ceil
show(F.max_pool2d(torch.arange(9.0).view(1, 1, 3, 3), 2, ceil_mode=True))

# mp2d_unbatched
show(F.max_pool2d(torch.arange(8.0).view(2, 2, 2), 2))

# mp2d_too_small_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 1, 1), 2))

# ap2d_basic
show(F.avg_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 2))

# ap2d_pad_count_include
show(F.avg_pool2d(torch.ones(1, 1, 2, 2), 2, stride=2, padding=1))

# ap2d_pad_no_count
show(F.avg_pool2d(torch.ones(1, 1, 2, 2), 2, stride=2, padding=1, count_include_pad=False))

# ap2d_divisor
show(F.avg_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 2, divisor_override=1))

# ap2d_divisor_zero_err
attempt(lambda: F.avg_pool2d(torch.ones(1, 1, 2, 2), 2, divisor_override=0))

# ap2d_ceil
show(F.avg_pool2d(torch.arange(9.0).view(1, 1, 3, 3), 2, ceil_mode=True))

# ap1d_basic
show(F.avg_pool1d(torch.tensor([[[1.0, 3.0, 5.0, 7.0]]]), 2))

# aap2d_one
show(F.adaptive_avg_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 1))

# aap2d_tuple_none
show(F.adaptive_avg_pool2d(torch.arange(8.0).view(1, 1, 2, 4), (1, None)))

# aap1d_uneven
show(F.adaptive_avg_pool1d(torch.arange(5.0).view(1, 1, 5), 3))

# amp2d_indices
out, idx = F.adaptive_max_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 2, return_indices=True)
show(out, idx)

# amp1d
show(F.adaptive_max_pool1d(torch.tensor([[[1.0, 5.0, 2.0, 0.0, 3.0]]]), 2))

# unfold_basic
x = torch.arange(9.0).view(1, 1, 3, 3)
show(F.unfold(x, kernel_size=2))

# unfold_stride_pad
x = torch.arange(4.0).view(1, 1, 2, 2)
show(F.unfold(x, kernel_size=2, padding=1, stride=2))

# unfold_channels
x = torch.arange(8.0).view(1, 2, 2, 2)
show(F.unfold(x, (1, 2)))

# fold_basic
cols = torch.ones(1, 4, 4)
show(F.fold(cols, output_size=(3, 3), kernel_size=2))

# fold_roundtrip
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.fold(F.unfold(x, 2, stride=2), (4, 4), 2, stride=2))

# fold_err
attempt(lambda: F.fold(torch.ones(1, 3, 4), output_size=(3, 3), kernel_size=2))

# ps_basic
x = torch.arange(8.0).view(1, 4, 1, 2)
show(F.pixel_shuffle(x, 2))

# pus_basic
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.pixel_unshuffle(x, 2))

# ps_roundtrip
x = torch.arange(16.0).view(1, 4, 2, 2)
show(torch.equal(F.pixel_unshuffle(F.pixel_shuffle(x, 2), 2), x))

# ps_err
attempt(lambda: F.pixel_shuffle(torch.ones(1, 3, 2, 2), 2))

# pus_err
attempt(lambda: F.pixel_unshuffle(torch.ones(1, 1, 3, 4), 2))

# gs_identity_ac
x = torch.arange(4.0).view(1, 1, 2, 2)
g = torch.tensor([[[[-1.0, -1.0], [1.0, -1.0]], [[-1.0, 1.0], [1.0, 1.0]]]])
show(F.grid_sample(x, g, align_corners=True))

# gs_center_bilinear
x = torch.arange(4.0).view(1, 1, 2, 2)
g = torch.zeros(1, 1, 1, 2)
show(F.grid_sample(x, g, align_corners=False))

# gs_nearest
x = torch.arange(4.0).view(1, 1, 2, 2)
g = torch.tensor([[[[-0.9, -0.9], [0.9, 0.9]]]])
show(F.grid_sample(x, g, mode='nearest', align_corners=False))

# gs_zeros_outside
x = torch.ones(1, 1, 2, 2)
g = torch.tensor([[[[-3.0, 0.0], [3.0, 0.0]]]])
show(F.grid_sample(x, g, align_corners=True))

# gs_border
x = torch.arange(4.0).view(1, 1, 2, 2)
g = torch.tensor([[[[-3.0, -3.0], [3.0, 3.0]]]])
show(F.grid_sample(x, g, padding_mode='border', align_corners=True))

# gs_bad_mode_err
attempt(lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 2), mode='cubic', align_corners=False))

# gelu_bf16
show(F.gelu(torch.tensor([1.0, -1.0])).bfloat16())  # CUDA computes in float32 and rounds once (1.13 CPU: no Half kernel, bfloat16 steps)

# silu_half
show(F.silu(torch.tensor([2.0])).half())  # CUDA computes in float32 and rounds once (1.13 CPU: no Half kernel, bfloat16 steps)

# relu_bool_err
attempt(lambda: F.relu(torch.tensor([True])))

# leaky_int_err
attempt(lambda: F.leaky_relu(torch.tensor([1, -1])))

# drop_int_eval
show(F.dropout(torch.tensor([1, 2]), training=False))

# mse_float64_mean
show(F.mse_loss(torch.tensor([0.5, 1.5], dtype=torch.float64), torch.tensor([0.0, 0.0], dtype=torch.float64)))

# ce_int_logits_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 2, dtype=torch.long), torch.tensor([0, 1])))

# emb_weight_1d_err
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3)))

# softplus_float64_beta
show(F.softplus(torch.tensor([0.0], dtype=torch.float64), beta=0.5))

# logsm_empty
show(F.log_softmax(torch.ones(2, 0), dim=1))

# sm_no_dim_1d
show(F.softmax(torch.tensor([0.0, 0.0])))

# sm_no_dim_2d
show(F.softmax(torch.zeros(2, 2)))

# sm_no_dim_3d
show(F.softmax(torch.zeros(2, 1, 2)))

# elu_inplace
x = torch.tensor([-1.0, 1.0])
F.elu(x, inplace=True)
show(x)

# leaky_inplace_ret
x = torch.tensor([-2.0, 2.0])
y = F.leaky_relu(x, 0.5, inplace=True)
show(x, y)

# hardtanh_inplace
x = torch.tensor([-2.0, 0.5, 2.0])
F.hardtanh_(x)
show(x)

# relu6_inplace
x = torch.tensor([-1.0, 7.0])
F.relu6(x, inplace=True)
show(x)

# lin_bias_shape_err
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.ones(3)))

# lin_bias_broadcast_1
show(F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.tensor([1.0])))

# lin_0d_input_err
attempt(lambda: F.linear(torch.tensor(1.0), torch.ones(2, 1)))

# lin_int
show(F.linear(torch.tensor([[1, 2]]), torch.tensor([[3, 4], [5, 6]])))

# lin_4d_input
show(F.linear(torch.ones(2, 1, 2, 2), torch.tensor([[1.0, -1.0]]), torch.tensor([5.0])))

# ln_bias_only_float64
show(F.layer_norm(torch.tensor([[0.0, 2.0, 4.0, 6.0]], dtype=torch.float64), (4,), bias=torch.tensor([1.0, 1.0, 1.0, 1.0], dtype=torch.float64), eps=0.0))

# ln_3d_last
x = torch.tensor([[[0.0, 2.0], [1.0, 1.0]], [[4.0, 0.0], [3.0, 5.0]]], dtype=torch.float64)
show(F.layer_norm(x, [2], eps=0.0))

# ln_size_shape
x = torch.arange(6.0, dtype=torch.float64).view(2, 3)
show(F.layer_norm(x, x.shape[1:], eps=0.0))

# ln_whole_shape
x = torch.tensor([[1.0, 3.0], [1.0, 3.0]], dtype=torch.float64)
show(F.layer_norm(x, x.shape, eps=0.0))

# ln_empty_batch
show(F.layer_norm(torch.ones(0, 3), (3,)))

# rms_weight_float64
show(F.rms_norm(torch.tensor([[1.0, 7.0]], dtype=torch.float64), (2,), torch.tensor([1.0, 2.0], dtype=torch.float64), eps=0.0))

# rms_half
show(F.rms_norm(torch.tensor([[3.0, 4.0]], dtype=torch.float16), (2,), eps=0.0))

# rms_1d
show(F.rms_norm(torch.tensor([2.0, -2.0]), [2]))

# gn_float64_eps0
x = torch.tensor([[[1.0, 3.0], [5.0, 7.0], [0.0, 4.0]]], dtype=torch.float64)
show(F.group_norm(x, 3, eps=0.0))

# gn_batch2
x = torch.tensor([[[0.0], [2.0]], [[1.0], [1.0]]], dtype=torch.float64)
show(F.group_norm(x, 1, eps=0.0))

# gn_weight_shape_err
attempt(lambda: F.group_norm(torch.ones(1, 4, 2), 2, weight=torch.ones(2)))

# bn_4d_training
x = torch.tensor([[[[1.0, 3.0]], [[0.0, 0.0]]], [[[5.0, 7.0]], [[2.0, 2.0]]]])
rm = torch.zeros(2)
rv = torch.ones(2)
y = F.batch_norm(x, rm, rv, training=True, momentum=0.5, eps=0.0)
show(y)
show(rm, rv)

# bn_positional
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(F.batch_norm(x, torch.tensor([2.0, 3.0]), torch.tensor([1.0, 1.0]), None, None, False, 0.1, 0.0))

# bn_eval_running_none_err
attempt(lambda: F.batch_norm(torch.ones(2, 2), None, None, training=False))

# bn_float64_running
x = torch.tensor([[1.0], [3.0]], dtype=torch.float64)
rm = torch.zeros(1, dtype=torch.float64)
rv = torch.zeros(1, dtype=torch.float64)
F.batch_norm(x, rm, rv, training=True, momentum=1.0)
show(rm, rv)

# bn_3d_eval
x = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.batch_norm(x, torch.tensor([1.0, 3.0]), torch.tensor([1.0, 4.0]), eps=0.0))

# in_4d
x = torch.tensor([[[[1.0, 3.0], [5.0, 7.0]]]], dtype=torch.float64)
show(F.instance_norm(x, eps=0.0))

# in_weight_only
x = torch.tensor([[[1.0, 3.0], [0.0, 2.0]]], dtype=torch.float64)
show(F.instance_norm(x, weight=torch.tensor([2.0, 1.0], dtype=torch.float64), eps=0.0))

# nz_dim_tuple
x = torch.tensor([[3.0, 0.0], [0.0, 4.0]])
show(F.normalize(x, dim=(0, 1)))

# nz_p0_5
show(F.normalize(torch.tensor([[1.0, 1.0]], dtype=torch.float64), p=0.5))

# nz_3d_dim_neg
x = torch.tensor([[[3.0, 4.0]], [[0.0, 2.0]]])
show(F.normalize(x, dim=-1))

# nz_empty
show(F.normalize(torch.ones(0, 3)))

# sm_neg_dim_m2
show(F.softmax(torch.tensor([[0.0, 1.0], [0.0, 1.0]]), dim=-2))

# sm_dtype_half_out
show(F.softmax(torch.tensor([0.0, 0.0]), dim=0).half())  # CUDA computes in float32 and rounds once (1.13 CPU: no Half kernel, bfloat16 steps)

# logsm_neg_inf_all
show(F.log_softmax(torch.tensor([float('-inf'), float('-inf')]), dim=0))

# logsm_inf
show(F.log_softmax(torch.tensor([float('inf'), 0.0]), dim=0))

# sm_nan
show(F.softmax(torch.tensor([float('nan'), 0.0]), dim=0))

# softmin_2d_dim0
show(F.softmin(torch.tensor([[1.0, 0.0], [1.0, 0.0]]), dim=0))

# logsm_int_dtype
show(F.log_softmax(torch.tensor([2, 2]), dim=0, dtype=torch.float64))

# sm_bool_err
attempt(lambda: F.softmax(torch.tensor([True, False]), dim=0))

# drop_0d_eval
show(F.dropout(torch.tensor(3.0), 0.5, False))

# drop_positional_all
show(F.dropout(torch.ones(2), 0.0, True, False))

# drop_training_kw_p0_float64
show(F.dropout(torch.tensor([1.5, 2.5], dtype=torch.float64), p=0.0, training=True))

# drop_p1_half
show(F.dropout(torch.ones(2, dtype=torch.float16), p=1.0))

# drop_p1_int_err
attempt(lambda: F.dropout(torch.ones(2, dtype=torch.long), p=1.0))

# alpha_drop_eval
show(F.alpha_dropout(torch.tensor([1.0, -1.0]), p=0.5, training=False))

# drop2d_eval
show(F.dropout2d(torch.ones(1, 2, 1, 1), p=0.5, training=False))

# drop_p_str_err
attempt(lambda: F.dropout(torch.ones(2), p='0.5'))

# emb_padding_idx_2d
w = torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
show(F.embedding(torch.tensor([[0, 2], [2, 1]]), w, padding_idx=2))

# emb_max_norm_p1
w = torch.tensor([[3.0, 1.0], [0.5, 0.25]])
show(F.embedding(torch.tensor([0]), w, max_norm=2.0, norm_type=1.0))
show(w)

# emb_max_norm_untouched_row
w = torch.tensor([[3.0, 4.0], [6.0, 8.0]])
F.embedding(torch.tensor([1]), w, max_norm=5.0)
show(w)

# emb_empty_idx
show(F.embedding(torch.tensor([], dtype=torch.long), torch.ones(3, 2)))

# emb_float64_weight
show(F.embedding(torch.tensor([1, 1]), torch.tensor([[0.5], [1.5]], dtype=torch.float64)))

# emb_scale_grad
show(F.embedding(torch.tensor([0]), torch.ones(2, 2), scale_grad_by_freq=True))

# oh_int32_err
attempt(lambda: F.one_hot(torch.tensor([0, 1], dtype=torch.int32)))

# oh_num_classes_zero_empty
attempt(lambda: F.one_hot(torch.zeros(0, dtype=torch.long), num_classes=0))

# oh_to_float
show(F.one_hot(torch.tensor([1, 0]), 2).float())

# oh_bool_err
attempt(lambda: F.one_hot(torch.tensor([True])))

# oh_3d
show(F.one_hot(torch.tensor([[[0, 1]]]), 2).shape)

# ce_ls_weight
w = torch.tensor([1.0, 2.0, 1.0], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(2, 3, dtype=torch.float64), torch.tensor([0, 1]), weight=w, label_smoothing=0.3))

# ce_ls_ignore
show(F.cross_entropy(torch.zeros(3, 2, dtype=torch.float64), torch.tensor([0, -100, 1]), label_smoothing=0.2))

# ce_ls_ignore_none
show(F.cross_entropy(torch.tensor([[0.0, 1.0], [2.0, 0.0]], dtype=torch.float64), torch.tensor([-100, 0]), label_smoothing=0.2, reduction='none'))

# ce_probs_ls
t = torch.tensor([[1.0, 0.0]], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(1, 2, dtype=torch.float64), t, label_smoothing=0.5))

# ce_probs_weight
t = torch.tensor([[0.5, 0.5]], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(1, 2, dtype=torch.float64), t, weight=torch.tensor([1.0, 3.0], dtype=torch.float64)))

# ce_probs_sum
t = torch.tensor([[0.5, 0.5], [0.0, 1.0]], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(2, 2, dtype=torch.float64), t, reduction='sum'))

# ce_probs_ignore_index_unused
t = torch.tensor([[0.5, 0.5]], dtype=torch.float64)
attempt(lambda: F.cross_entropy(torch.zeros(1, 2, dtype=torch.float64), t, ignore_index=0))

# ce_spatial_weight
logits = torch.zeros(1, 2, 3, dtype=torch.float64)
show(F.cross_entropy(logits, torch.tensor([[0, 1, 1]]), weight=torch.tensor([1.0, 2.0], dtype=torch.float64)))

# ce_spatial_target_shape_err
attempt(lambda: F.cross_entropy(torch.zeros(1, 2, 3), torch.tensor([[0, 1]])))

# ce_weight_ignore_mean
w = torch.tensor([2.0, 1.0], dtype=torch.float64)
show(F.cross_entropy(torch.zeros(3, 2, dtype=torch.float64), torch.tensor([0, 1, 0]), weight=w, ignore_index=1))

# ce_1d_input_probs
show(F.cross_entropy(torch.zeros(2, dtype=torch.float64), torch.tensor([0.25, 0.75], dtype=torch.float64)))

# ce_reduction_none_1d
show(F.cross_entropy(torch.zeros(3, dtype=torch.float64), torch.tensor(1), reduction='none'))

# ce_target_float_probs_dtype_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 2), torch.tensor([[0.5, 0.5], [1.0, 0.0]], dtype=torch.float64)))

# nll_3d
lp = torch.tensor([[[-1.0, -2.0], [-3.0, -4.0]]])
show(F.nll_loss(lp, torch.tensor([[0, 1]]), reduction='none'))

# nll_1d_input
show(F.nll_loss(torch.tensor([-1.0, -2.0, -3.0]), torch.tensor(2)))

# nll_all_ignored
show(F.nll_loss(torch.zeros(2, 2), torch.tensor([0, 0]), ignore_index=0))

# nll_batch_err
attempt(lambda: F.nll_loss(torch.zeros(3, 2), torch.tensor([0, 1])))

# nll_weight_err
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))

# bce_weight_broadcast
x = torch.full((2, 2), 0.5, dtype=torch.float64)
y = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
show(F.binary_cross_entropy(x, y, weight=torch.tensor([1.0, 0.0], dtype=torch.float64), reduction='none'))

# bce_float64_mean
show(F.binary_cross_entropy(torch.tensor([0.5, 0.25], dtype=torch.float64), torch.tensor([1.0, 0.0], dtype=torch.float64)))

# bce_0d
show(F.binary_cross_entropy(torch.tensor(0.5), torch.tensor(1.0), reduction='sum'))

# bcel_pos_weight_mean
x = torch.zeros(2, 2, dtype=torch.float64)
y = torch.ones(2, 2, dtype=torch.float64)
show(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([1.0, 3.0], dtype=torch.float64)))

# bcel_bad_reduction
attempt(lambda: F.binary_cross_entropy_with_logits(torch.zeros(2), torch.ones(2), reduction='average'))

# bcel_soft_targets
show(F.binary_cross_entropy_with_logits(torch.zeros(2, dtype=torch.float64), torch.tensor([0.25, 0.75], dtype=torch.float64), reduction='none'))

# mse_broadcast_n1
show(F.mse_loss(torch.tensor([[1.0], [2.0], [3.0]]), torch.tensor([1.0, 2.0, 3.0]), reduction='sum'))

# mse_0d
show(F.mse_loss(torch.tensor(3.0), torch.tensor(1.0)))

# mse_float64_none_2d
show(F.mse_loss(torch.tensor([[1.5, 0.5]], dtype=torch.float64), torch.zeros(1, 2, dtype=torch.float64), reduction='none'))

# mse_mixed_dtype
show(F.mse_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0], dtype=torch.float64)))

# l1_broadcast
show(F.l1_loss(torch.tensor([[1.0, 2.0]]), torch.tensor([[0.0], [1.0]]), reduction='none'))

# l1_empty_sum
show(F.l1_loss(torch.ones(0), torch.ones(0), reduction='sum'))

# sl1_sum
show(F.smooth_l1_loss(torch.tensor([0.5, 2.0], dtype=torch.float64), torch.zeros(2, dtype=torch.float64), reduction='sum'))

# sl1_mean_beta
show(F.smooth_l1_loss(torch.tensor([1.0, 3.0], dtype=torch.float64), torch.zeros(2, dtype=torch.float64), beta=2.0))

# huber_delta_zero_err
attempt(lambda: F.huber_loss(torch.ones(2), torch.zeros(2), delta=0.0))

# huber_sum_float64
show(F.huber_loss(torch.tensor([0.5, 4.0], dtype=torch.float64), torch.zeros(2, dtype=torch.float64), reduction='sum', delta=1.0))

# kl_log_target_batchmean
inp = torch.tensor([[-1.0, -1.0], [-2.0, -2.0]], dtype=torch.float64)
show(F.kl_div(inp, inp, reduction='batchmean', log_target=True))

# kl_sum_float64
inp = torch.tensor([0.0, 0.0], dtype=torch.float64)
show(F.kl_div(inp, torch.tensor([1.0, 1.0], dtype=torch.float64), reduction='sum'))

# kl_bad_reduction
attempt(lambda: F.kl_div(torch.zeros(2), torch.ones(2), reduction='avg'))

# cos_int_err
attempt(lambda: F.cosine_similarity(torch.tensor([[1, 2]]), torch.tensor([[1, 2]])))

# cos_1d_dim0
show(F.cosine_similarity(torch.tensor([1.0, 0.0]), torch.tensor([1.0, 1.0]), dim=0))

# cos_float64
show(F.cosine_similarity(torch.tensor([[3.0, 4.0]], dtype=torch.float64), torch.tensor([[4.0, 3.0]], dtype=torch.float64)))

# cos_broadcast_3d
a = torch.tensor([[[1.0, 0.0]], [[0.0, 2.0]]])
b = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
show(F.cosine_similarity(a, b, dim=-1))

# cos_eps
show(F.cosine_similarity(torch.tensor([[0.5, 0.0]], dtype=torch.float64), torch.tensor([[1.0, 0.0]], dtype=torch.float64), eps=1.0))

# pd_broadcast
show(F.pairwise_distance(torch.tensor([[0.0, 0.0], [1.0, 1.0]], dtype=torch.float64), torch.tensor([1.0, 1.0], dtype=torch.float64), eps=0.0))

# pd_pinf
show(F.pairwise_distance(torch.tensor([[0.0, 0.0]], dtype=torch.float64), torch.tensor([[1.0, -3.0]], dtype=torch.float64), p=float('inf'), eps=0.0))

# pd_1d
show(F.pairwise_distance(torch.tensor([0.0, 0.0], dtype=torch.float64), torch.tensor([3.0, 4.0], dtype=torch.float64), eps=0.0))

# tml_reduction_sum
a = torch.zeros(2, 2, dtype=torch.float64)
p = torch.tensor([[1.0, 0.0], [0.0, 3.0]], dtype=torch.float64)
n = torch.tensor([[2.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
show(F.triplet_margin_loss(a, p, n, eps=0.0, reduction='sum'))

# tml_shape_err
attempt(lambda: F.triplet_margin_loss(torch.zeros(2, 2), torch.zeros(2, 3), torch.zeros(2, 2)))

# mrl_float64_sum
show(F.margin_ranking_loss(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([1.5, 1.0], dtype=torch.float64), torch.tensor([1.0, 1.0], dtype=torch.float64), reduction='sum'))

# hel_float64_sum
show(F.hinge_embedding_loss(torch.tensor([0.5, 2.0, 0.25], dtype=torch.float64), torch.tensor([1.0, -1.0, -1.0], dtype=torch.float64), reduction='sum'))

# sml_mean
show(F.soft_margin_loss(torch.zeros(2, dtype=torch.float64), torch.ones(2, dtype=torch.float64)))

# pnll_eps
show(F.poisson_nll_loss(torch.tensor([0.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64), log_input=False, eps=1.0))

# gnll_var_fewer_dims
inp = torch.zeros(2, 2, dtype=torch.float64)
t = torch.ones(2, 2, dtype=torch.float64)
show(F.gaussian_nll_loss(inp, t, torch.tensor([1.0, 2.0], dtype=torch.float64), reduction='none'))

# gnll_var_last_one
inp = torch.zeros(2, 2, dtype=torch.float64)
t = torch.ones(2, 2, dtype=torch.float64)
show(F.gaussian_nll_loss(inp, t, torch.tensor([[1.0], [0.5]], dtype=torch.float64), reduction='sum'))

# gnll_var_size_err
attempt(lambda: F.gaussian_nll_loss(torch.zeros(2, 2), torch.zeros(2, 2), torch.ones(3)))

# gnll_eps_clamp
show(F.gaussian_nll_loss(torch.zeros(1, dtype=torch.float64), torch.zeros(1, dtype=torch.float64), torch.zeros(1, dtype=torch.float64), eps=1.0))

# cel_default_mean
x1 = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
show(F.cosine_embedding_loss(x1, x1, torch.tensor([1.0, -1.0], dtype=torch.float64)))

# cel_target_dim_err
attempt(lambda: F.cosine_embedding_loss(torch.ones(2, 2), torch.ones(2, 2), torch.ones(2, 1)))

# sdpa_scale_kw
q = torch.ones(1, 1, 2)
k = torch.tensor([[[1.0, 1.0], [0.0, 0.0]]])
v = torch.tensor([[[4.0, 0.0], [0.0, 4.0]]])
show(F.scaled_dot_product_attention(q, k, v, scale=0.0))

# sdpa_causal_rect
q = torch.zeros(1, 2, 2)
k = torch.zeros(1, 3, 2)
v = torch.tensor([[[3.0, 0.0], [0.0, 3.0], [6.0, 6.0]]])
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_bool_mask_broadcast
q = torch.zeros(2, 1, 2, 2)
v = torch.tensor([[1.0, 0.0], [0.0, 1.0]]).expand(2, 1, 2, 2)
m = torch.tensor([[[[True, False]]], [[[False, True]]]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# sdpa_float64
q = torch.tensor([[[1.0, 0.0]]], dtype=torch.float64)
k = torch.tensor([[[1.0, 0.0], [0.0, 0.0]]], dtype=torch.float64)
v = torch.tensor([[[2.0], [4.0]]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, k, v, scale=math.log(3.0)))

# sdpa_1d_err
attempt(lambda: F.scaled_dot_product_attention(torch.zeros(2), torch.zeros(2), torch.zeros(2)))

# pad_reflect_too_big_err
attempt(lambda: F.pad(torch.ones(1, 1, 2), (2, 2), mode='reflect'))

# pad_circular_neg
show(F.pad(torch.arange(4.0).view(1, 1, 4), (-1, 1), mode='circular'))

# pad_replicate_3d_input_2pads
show(F.pad(torch.tensor([[[1.0, 2.0]]]), (0, 3), mode='replicate'))

# pad_constant_neg_all
show(F.pad(torch.arange(4.0).view(2, 2), (-1, 0, 0, -1)))

# pad_value_float_on_float64
show(F.pad(torch.ones(1, dtype=torch.float64), (1, 0), value=0.5))

# pad_bad_mode
attempt(lambda: F.pad(torch.ones(1, 1, 2), (1, 1), mode='wrap'))

# pad_empty_dim
show(F.pad(torch.ones(2, 0), (1, 1)))

# pad_reflect_unbatched_2d
show(F.pad(torch.arange(3.0).view(1, 3), (1, 1), mode='reflect'))

# interp_scale_tuple
show(F.interpolate(torch.arange(2.0).view(1, 1, 1, 2), scale_factor=(2, 1)))

# interp_nearest_exact
show(F.interpolate(torch.arange(4.0).view(1, 1, 4), size=3, mode='nearest-exact'))

# interp_nearest_down3
show(F.interpolate(torch.arange(4.0).view(1, 1, 4), size=3, mode='nearest'))

# interp_area
show(F.interpolate(torch.arange(4.0).view(1, 1, 4), size=2, mode='area'))

# interp_linear_scale_1_5
show(F.interpolate(torch.tensor([[[0.0, 2.0]]], dtype=torch.float64), scale_factor=1.5, mode='linear'))

# interp_bilinear_down
show(F.interpolate(torch.arange(16.0).view(1, 1, 4, 4), scale_factor=0.5, mode='bilinear'))

# interp_bicubic_noac
show(F.interpolate(torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]], dtype=torch.float64), size=(2, 3), mode='bicubic'))

# interp_recompute
show(F.interpolate(torch.arange(3.0).view(1, 1, 3), scale_factor=1.5, mode='linear', recompute_scale_factor=True))

# interp_bad_mode
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, mode='cubic'))

# interp_int_nearest
show(F.interpolate(torch.tensor([[[1, 2]]]).float(), scale_factor=2).long())

# conv1d_pad_tuple
show(F.conv1d(torch.ones(1, 1, 3), torch.ones(1, 1, 1), padding=(2,)))

# conv1d_same_dilation
x = torch.arange(5.0).view(1, 1, 5)
show(F.conv1d(x, torch.tensor([[[1.0, 0.0, 1.0]]]), padding='same', dilation=2))

# conv1d_unbatched
show(F.conv1d(torch.arange(4.0).view(1, 4), torch.ones(2, 1, 2)))

# conv1d_bad_padding_str
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2), padding='full'))

# conv1d_weight_dim_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 2)))

# conv2d_dilation_tuple
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), dilation=(2, 1)))

# conv2d_valid_stride
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), stride=2, padding='valid'))

# conv2d_groups_4
x = torch.arange(4.0).view(1, 4, 1, 1)
show(F.conv2d(x, torch.tensor([1.0, 2.0, 3.0, 4.0]).view(4, 1, 1, 1), groups=4).flatten())

# conv2d_out_channels_groups_err
attempt(lambda: F.conv2d(torch.ones(1, 2, 2, 2), torch.ones(3, 1, 1, 1), groups=2))

# conv2d_bias_shape_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 2, 2), torch.ones(2, 1, 1, 1), bias=torch.ones(3)))

# convt1d_basic
show(F.conv_transpose1d(torch.tensor([[[1.0, 2.0]]]), torch.tensor([[[1.0, 1.0, 1.0]]]), stride=2))

# convt2d_dilation
x = torch.ones(1, 1, 2, 2)
show(F.conv_transpose2d(x, torch.ones(1, 1, 2, 2), dilation=2))

# convt2d_unbatched
show(F.conv_transpose2d(torch.ones(1, 1, 1), torch.tensor([[[[1.0, 2.0]]]])))

# mp2d_dilation
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.max_pool2d(x, 2, stride=1, dilation=2))

# mp2d_padding_neg
x = -torch.arange(4.0).view(1, 1, 2, 2)
show(F.max_pool2d(x, 2, stride=1, padding=1))

# mp2d_tuple_kernel
x = torch.arange(8.0).view(1, 1, 2, 4)
show(F.max_pool2d(x, (1, 2)))

# mp2d_ceil_indices
x = torch.arange(9.0).view(1, 1, 3, 3)
out, idx = F.max_pool2d(x, 2, ceil_mode=True, return_indices=True)
show(idx)

# mp1d_unbatched
show(F.max_pool1d(torch.tensor([[1.0, 4.0, 2.0, 3.0]]), 2))

# mp2d_nan
show(F.max_pool2d(torch.tensor([[[[1.0, float('nan')], [0.0, 2.0]]]]), 2))

# mp2d_stride_zero_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 2, stride=0))

# ap1d_no_count
show(F.avg_pool1d(torch.tensor([[[2.0, 4.0]]]), 2, stride=1, padding=1, count_include_pad=False))

# ap2d_stride_tuple
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.avg_pool2d(x, (2, 2), stride=(1, 2)))

# ap2d_divisor_pad
show(F.avg_pool2d(torch.ones(1, 1, 2, 2), 2, padding=1, divisor_override=2))

# ap2d_float64_unbatched
show(F.avg_pool2d(torch.arange(4.0, dtype=torch.float64).view(1, 2, 2), 2))

# aap2d_bigger
show(F.adaptive_avg_pool2d(torch.tensor([[[[1.0, 2.0]]]]), (2, 3)))

# aap2d_none_none
x = torch.arange(4.0).view(1, 1, 2, 2)
show(F.adaptive_avg_pool2d(x, (None, None)))

# amp1d_indices
out, idx = F.adaptive_max_pool1d(torch.tensor([[[1.0, 5.0, 2.0, 0.0, 3.0]]]), 2, return_indices=True)
show(out, idx)

# aap1d_zero_err
attempt(lambda: F.adaptive_avg_pool1d(torch.ones(1, 1, 0), 2))

# unfold_dilation
x = torch.arange(9.0).view(1, 1, 3, 3)
show(F.unfold(x, 2, dilation=2))

# unfold_unbatched
show(F.unfold(torch.arange(4.0).view(1, 2, 2), 2))

# fold_stride_pad
cols = torch.arange(4.0).view(1, 1, 4)
show(F.fold(cols, (4, 4), 1, stride=2, padding=0))

# fold_overlap_pad
cols = torch.ones(1, 4, 16)
show(F.fold(cols, (3, 3), 2, padding=1))

# ps_5d
x = torch.arange(8.0).view(1, 2, 4, 1, 1)
show(F.pixel_shuffle(x, 2).shape)

# ps_factor1
x = torch.arange(4.0).view(1, 1, 2, 2)
show(F.pixel_shuffle(x, 1))

# ps_3d_err
attempt(lambda: F.pixel_shuffle(torch.ones(4, 2), 2))

# gs_reflection
x = torch.arange(4.0).view(1, 1, 2, 2)
g = torch.tensor([[[[-2.0, 0.0], [2.0, 0.0]]]])
show(F.grid_sample(x, g, padding_mode='reflection', align_corners=True))

# gs_default_ac
x = torch.arange(4.0).view(1, 1, 2, 2)
g = torch.tensor([[[[-0.5, -0.5], [0.5, 0.5]]]])
show(F.grid_sample(x, g))

# gs_bicubic
x = torch.arange(4.0, dtype=torch.float64).view(1, 1, 2, 2)
g = torch.tensor([[[[-1.0, -1.0], [1.0, 1.0]]]], dtype=torch.float64)
show(F.grid_sample(x, g, mode='bicubic', align_corners=True))

# gs_bad_padding_err
attempt(lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 2), padding_mode='edge', align_corners=False))

# gs_grid_shape_err
attempt(lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 3), align_corners=False))

# ag_identity
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
show(F.affine_grid(theta, (1, 1, 2, 2), align_corners=True))

# ag_gs_roundtrip
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
x = torch.arange(6.0).view(1, 1, 2, 3)
show(F.grid_sample(x, F.affine_grid(theta, x.shape, align_corners=True), align_corners=True))

# glu_3d_last
show(F.glu(torch.tensor([[[1.0, 2.0, 0.0, 100.0]]]), dim=-1))

# glu_float64
show(F.glu(torch.tensor([3.0, 0.0], dtype=torch.float64)))

# logsigmoid_neg_large
show(F.logsigmoid(torch.tensor([-100.0, -20.0])))

# threshold_inplace
x = torch.tensor([0.5, 2.0])
F.threshold(x, 1.0, 9.0, inplace=True)
show(x)

# threshold_float64_neg
show(F.threshold(torch.tensor([-1.0, 0.0, 1.0], dtype=torch.float64), 0.0, -5.0))

# silu_inplace
x = torch.tensor([0.0, 1.0])
F.silu(x, inplace=True)
show(x)

# mish_inplace
x = torch.tensor([0.0])
F.mish(x, inplace=True)
show(x)

# hardswish_inplace
x = torch.tensor([-4.0, 4.0])
F.hardswish(x, inplace=True)
show(x)

# elu_float64_alpha
show(F.elu(torch.tensor([-1.0, 1.0], dtype=torch.float64), alpha=0.5))

# celu_default
show(F.celu(torch.tensor([-1.0, 1.0])))

# selu_float64
show(F.selu(torch.tensor([-1.0, 1.0], dtype=torch.float64)))

# rrelu_eval
show(F.rrelu(torch.tensor([-4.0, 2.0]), lower=0.25, upper=0.75, training=False))

# prelu_channel
show(F.prelu(torch.tensor([[-2.0, -2.0], [2.0, -1.0]]), torch.tensor([0.5, 0.25])))

# prelu_scalar_weight
show(F.prelu(torch.tensor([-2.0, 3.0]), torch.tensor([0.5])))

# hardtanh_int
show(F.hardtanh(torch.tensor([-3, 0, 3])))

# softplus_int_err
attempt(lambda: F.softplus(torch.tensor([1, 2])))

# softplus_neg_beta
show(F.softplus(torch.tensor([0.0, 1.0], dtype=torch.float64), beta=-1.0))

# leaky_float64
show(F.leaky_relu(torch.tensor([-10.0, 10.0], dtype=torch.float64), 0.125))

# leaky_0d
show(F.leaky_relu(torch.tensor(-5.0)))

# relu6_float64_bounds
show(F.relu6(torch.tensor([6.0, 6.5, -0.0], dtype=torch.float64)))

# tanhshrink_float64
show(F.tanhshrink(torch.tensor([0.0, 2.0], dtype=torch.float64)))

# softsign_float64
show(F.softsign(torch.tensor([-1.0, 3.0], dtype=torch.float64)))

# hardsigmoid_float64
show(F.hardsigmoid(torch.tensor([-3.0, 0.0, 1.5, 3.0], dtype=torch.float64)))

# gelu_tanh_float64
show(F.gelu(torch.tensor([0.0, 1.0], dtype=torch.float64), approximate='tanh'))

# gelu_approx_positional_err
attempt(lambda: F.gelu(torch.ones(1), 'tanh'))

# interp_linear_same_size_copy
show(F.interpolate(torch.tensor([[[1.0, 2.0, 4.0]]]), scale_factor=1.2, mode='linear'))

# interp_bilinear_same_size_copy
show(F.interpolate(torch.tensor([[[[1.0, 2.0], [4.0, 8.0]]]]), scale_factor=1.3, mode='bilinear'))

# interp_trilinear_same_size_copy
show(F.interpolate(torch.arange(8.0).view(1, 1, 2, 2, 2), scale_factor=1.4, mode='trilinear'))

# interp_bilinear_scale_1_5_float64
show(F.interpolate(torch.tensor([[[[0.0, 2.0], [4.0, 6.0]]]], dtype=torch.float64), scale_factor=1.5, mode='bilinear'))

# nc_linear_transposed_weight
w = torch.arange(6.0).view(3, 2).t()
show(F.linear(torch.ones(1, 3), w))

# nc_layer_norm_transposed
x = torch.tensor([[1.0, 4.0], [3.0, 0.0]], dtype=torch.float64).t()
show(F.layer_norm(x, (2,), eps=0.0))

# nc_softmax_transposed
x = torch.tensor([[0.0, 1.0], [0.0, 1.0]]).t()
show(F.softmax(x, dim=-1))

# nc_log_softmax_sliced
x = torch.zeros(2, 4)[:, ::2]
show(F.log_softmax(x, dim=1))

# nc_relu_inplace_view
x = torch.tensor([[-1.0, 2.0], [3.0, -4.0]])
F.relu(x[:, 0], inplace=True)
show(x)

# nc_gelu_slice
x = torch.tensor([0.0, 5.0, 0.0, 5.0])
show(F.gelu(x[::2]))

# nc_one_hot_slice
show(F.one_hot(torch.tensor([0, 9, 2, 9])[::2], 3))

# nc_pad_transposed
show(F.pad(torch.arange(6.0).view(2, 3).t(), (1, 0)))

# nc_conv1d_transposed_input
x = torch.arange(6.0).view(1, 3, 2).transpose(1, 2)
show(F.conv1d(x, torch.ones(1, 2, 2)))

# nc_max_pool2d_permuted
x = torch.arange(16.0).view(1, 4, 4, 1).permute(0, 3, 1, 2)
show(F.max_pool2d(x, 2))

# nc_unfold_transposed
x = torch.arange(9.0).view(1, 1, 3, 3).transpose(2, 3)
show(F.unfold(x, 2))

# nc_cross_entropy_transposed_logits
logits = torch.tensor([[0.0, 1.0], [0.0, 1.0]], dtype=torch.float64).t()
show(F.cross_entropy(logits, torch.tensor([0, 1]), reduction='none'))

# nc_embedding_transposed_idx
w = torch.arange(6.0).view(3, 2)
show(F.embedding(torch.tensor([[0, 1], [2, 0]]).t(), w))

# nc_interp_channels_last
x = torch.arange(8.0).view(1, 2, 2, 2).contiguous(memory_format=torch.channels_last)
show(F.interpolate(x, scale_factor=2, mode='nearest')[0, 1])

# nc_batch_norm_transposed
x = torch.tensor([[1.0, 3.0], [2.0, 6.0]]).t()
show(F.batch_norm(x, None, None, training=True, eps=0.0))

# nc_normalize_expanded
x = torch.tensor([3.0, 4.0]).expand(2, 2)
show(F.normalize(x))

# eb_sum
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([0, 1, 2, 3]), w, torch.tensor([0, 2]), mode='sum'))

# eb_mean_default
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([0, 1, 2, 3]), w, torch.tensor([0, 3])))

# eb_max
w = torch.tensor([[1.0, 5.0], [3.0, 2.0], [0.0, 0.0]])
show(F.embedding_bag(torch.tensor([0, 1, 2]), w, torch.tensor([0, 2]), mode='max'))

# eb_2d_input
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([[0, 1], [2, 3]]), w, mode='sum'))

# eb_per_sample_weights
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([0, 1]), w, torch.tensor([0]), mode='sum', per_sample_weights=torch.tensor([2.0, 0.5])))

# eb_empty_bag
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([0, 1]), w, torch.tensor([0, 0, 2]), mode='mean'))

# eb_padding_idx
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([0, 1, 1]), w, torch.tensor([0]), mode='sum', padding_idx=1))

# eb_include_last_offset
w = torch.arange(8.0).view(4, 2)
show(F.embedding_bag(torch.tensor([0, 1, 2]), w, torch.tensor([0, 1, 3]), mode='sum', include_last_offset=True))

# eb_2d_offsets_err
attempt(lambda: F.embedding_bag(torch.tensor([[0, 1]]), torch.ones(3, 2), torch.tensor([0])))

# eb_psw_mean_err
attempt(lambda: F.embedding_bag(torch.tensor([0, 1]), torch.ones(3, 2), torch.tensor([0]), mode='mean', per_sample_weights=torch.ones(2)))

# nll2d_weight
lp = torch.log(torch.full((1, 2, 2, 2), 0.5, dtype=torch.float64))
t = torch.tensor([[[0, 1], [1, 1]]])
show(F.nll_loss(lp, t, weight=torch.tensor([1.0, 3.0], dtype=torch.float64)))

# nll2d_ignore_none
lp = torch.tensor([[[[-1.0, -2.0]], [[-3.0, -4.0]]]])
show(F.nll_loss(lp, torch.tensor([[[1, -100]]]), reduction='none'))

# ce2d_ls_weight_ignore
logits = torch.zeros(1, 3, 1, 2, dtype=torch.float64)
t = torch.tensor([[[0, -100]]])
show(F.cross_entropy(logits, t, weight=torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64), label_smoothing=0.3))

# ce2d_probs
logits = torch.zeros(1, 2, 1, 2, dtype=torch.float64)
t = torch.tensor([[[[1.0, 0.5]], [[0.0, 0.5]]]], dtype=torch.float64)
show(F.cross_entropy(logits, t, reduction='none'))

# ce_weight_dtype_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 2, dtype=torch.float64), torch.tensor([0, 1]), weight=torch.ones(2)))

# mlsm_weight
x = torch.zeros(2, 2, dtype=torch.float64)
y = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
show(F.multilabel_soft_margin_loss(x, y, weight=torch.tensor([1.0, 3.0], dtype=torch.float64)))

# mml_basic
show(F.multi_margin_loss(torch.tensor([[0.1, 0.2, 0.4, 0.8]], dtype=torch.float64), torch.tensor([3])))

# mml_p2_margin
show(F.multi_margin_loss(torch.tensor([[0.0, 1.0]], dtype=torch.float64), torch.tensor([0]), p=2, margin=2.0))

# mml_p3_err
attempt(lambda: F.multi_margin_loss(torch.zeros(1, 2), torch.tensor([0]), p=3))

# lrn_basic
x = torch.arange(1.0, 5.0, dtype=torch.float64).view(1, 4, 1)
show(F.local_response_norm(x, 2, alpha=1.0, beta=1.0, k=1.0))

# ap3d_basic
show(F.avg_pool3d(torch.arange(8.0).view(1, 1, 2, 2, 2), 2))

# mp3d_basic
show(F.max_pool3d(torch.arange(8.0).view(1, 1, 2, 2, 2), 2))

# aap3d
show(F.adaptive_avg_pool3d(torch.arange(8.0).view(1, 1, 2, 2, 2), 1))

# amp3d
show(F.adaptive_max_pool3d(torch.arange(8.0).view(1, 1, 2, 2, 2), (1, 1, 2)))

# lp_pool1d
show(F.lp_pool1d(torch.tensor([[[3.0, 4.0, 0.0, 1.0]]]), 2, 2))

# lp_pool2d
show(F.lp_pool2d(torch.tensor([[[[1.0, 1.0], [1.0, 1.0]]]]), 1, 2))

# hardshrink_lambd
show(F.hardshrink(torch.tensor([-1.0, -0.25, 0.25, 1.0]), lambd=0.5))

# softshrink_lambd
show(F.softshrink(torch.tensor([-1.0, -0.25, 0.25, 1.0]), 0.5))

# softshrink_neg_err
attempt(lambda: F.softshrink(torch.ones(2), -0.5))

# celu_inplace
x = torch.tensor([-1.0, 1.0], dtype=torch.float64)
F.celu(x, alpha=2.0, inplace=True)
show(x)

# selu_inplace
x = torch.tensor([0.0, 1.0])
F.selu(x, inplace=True)
show(x)

# threshold_underscore
x = torch.tensor([0.5, 2.0])
F.threshold_(x, 1.0, 0.0)
show(x)

# elu_underscore_alpha
x = torch.tensor([-1.0, 2.0], dtype=torch.float64)
F.elu_(x, 0.5)
show(x)

# leaky_relu_underscore
x = torch.tensor([-1.0, 2.0])
F.leaky_relu_(x, 0.25)
show(x)

# gs_5d
x = torch.arange(8.0).view(1, 1, 2, 2, 2)
g = torch.tensor([[[[[-1.0, -1.0, -1.0], [1.0, 1.0, 1.0]]]]])
show(F.grid_sample(x, g, align_corners=True))

# gs_nearest_ac
x = torch.arange(9.0).view(1, 1, 3, 3)
g = torch.tensor([[[[0.0, 0.0], [-1.0, 1.0]]]])
show(F.grid_sample(x, g, mode='nearest', align_corners=True))

# ag_noalign_scale
theta = torch.tensor([[[2.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
show(F.affine_grid(theta, (1, 1, 1, 2), align_corners=False))

# ag_size_err
attempt(lambda: F.affine_grid(torch.zeros(1, 2, 3), (1, 1, 2), align_corners=False))

# pdist_p1
show(F.pdist(torch.tensor([[0.0, 0.0], [1.0, 2.0], [3.0, 3.0]], dtype=torch.float64), p=1))

# sdpa_gqa
q = torch.zeros(1, 4, 1, 2)
k = torch.zeros(1, 2, 1, 2)
v = torch.tensor([1.0, 2.0]).view(1, 2, 1, 1).expand(1, 2, 1, 2)
show(F.scaled_dot_product_attention(q, k, v, enable_gqa=True))

# sdpa_heads_mismatch_err
attempt(lambda: F.scaled_dot_product_attention(torch.zeros(1, 4, 1, 2), torch.zeros(1, 2, 1, 2), torch.zeros(1, 2, 1, 2)))

# sdpa_float_mask_broadcast_heads
q = torch.zeros(1, 2, 2, 2, dtype=torch.float64)
v = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=torch.float64).expand(1, 2, 2, 2)
m = torch.tensor([[0.0, math.log(3.0)]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# sdpa_v_diff_dim
q = torch.zeros(1, 2, 4)
v = torch.arange(6.0).view(1, 2, 3)
show(F.scaled_dot_product_attention(q, q, v))

# ce_logits_bf16
show(F.cross_entropy(torch.zeros(2, 4), torch.tensor([0, 1])).bfloat16())  # CUDA computes in float32 and rounds once (1.13 CPU: no Half kernel, bfloat16 steps)

# mse_half
show(F.mse_loss(torch.tensor([1.0, 3.0]), torch.zeros(2)).half())  # CUDA computes in float32 and rounds once (1.13 CPU: no Half kernel, bfloat16 steps)

# softmax_float64_dtype_float32
show(F.softmax(torch.tensor([0.0, 0.0], dtype=torch.float64), dim=0, dtype=torch.float32))

# log_softmax_2d_dim0_dtype
show(F.log_softmax(torch.zeros(2, 1), 0, dtype=torch.float64))

# relu_int
show(F.relu(torch.tensor([-2, 0, 3])))

# relu_int_inplace
x = torch.tensor([-2, 3])
F.relu_(x)
show(x)

# hardtanh_float64_inplace_kw
x = torch.tensor([-5.0, 5.0], dtype=torch.float64)
F.hardtanh(x, -2.0, 2.0, inplace=True)
show(x)

# glu_dim_err
attempt(lambda: F.glu(torch.ones(2, 4), dim=2))

# glu_int_err
attempt(lambda: F.glu(torch.ones(2, 4, dtype=torch.long)))

# dropout_returns_new
x = torch.ones(2)
y = F.dropout(x, p=0.0, training=False)
y[0] = 5.0
show(x, y)

# dropout_inplace_eval_alias
x = torch.ones(2)
y = F.dropout(x, p=0.5, training=False, inplace=True)
y[0] = 5.0
show(x)

# layer_norm_elementwise_0d_err
attempt(lambda: F.layer_norm(torch.tensor(1.0), (1,)))

# group_norm_eps_kw_float64_batch
x = torch.tensor([[[1.0, 5.0]], [[2.0, 2.0]]], dtype=torch.float64)
show(F.group_norm(x, num_groups=1, eps=0.0))

# batch_norm_momentum_none_cma
x = torch.tensor([[1.0], [3.0]])
rm = torch.zeros(1)
rv = torch.ones(1)
attempt(lambda: F.batch_norm(x, rm, rv, training=True, momentum=None))

# instance_norm_bad_running_shape
attempt(lambda: F.instance_norm(torch.ones(1, 2, 3), running_mean=torch.zeros(3), running_var=torch.ones(3), use_input_stats=True))

# embedding_max_norm_dup_idx
w = torch.tensor([[3.0, 4.0], [1.0, 0.0]])
show(F.embedding(torch.tensor([0, 0, 1]), w, max_norm=2.5))
show(w)

# one_hot_large_num_classes_shape
show(F.one_hot(torch.tensor([1]), 10).sum())

# kl_div_int_target_err
attempt(lambda: F.kl_div(torch.zeros(2), torch.tensor([1, 1]), reduction='sum'))

# bce_logits_int_target_err
attempt(lambda: F.binary_cross_entropy_with_logits(torch.zeros(2), torch.tensor([1, 0])))

# bce_int_input_err
attempt(lambda: F.binary_cross_entropy(torch.tensor([1, 0]), torch.tensor([1.0, 0.0])))

# huber_broadcast_none
show(F.huber_loss(torch.tensor([[0.5], [3.0]]), torch.tensor([0.0, 1.0]), reduction='none'))

# cos_sim_keep_shape_3d
a = torch.ones(2, 3, 4)
show(F.cosine_similarity(a, a, dim=1).shape)

# pairwise_distance_shape_err
attempt(lambda: F.pairwise_distance(torch.ones(2, 3), torch.ones(2, 4)))

# triplet_p_inf
a = torch.zeros(1, 2, dtype=torch.float64)
show(F.triplet_margin_loss(a, a + 1, a + 3, p=float('inf'), eps=0.0))

# margin_ranking_broadcast
show(F.margin_ranking_loss(torch.tensor([1.0, 2.0]), torch.tensor([1.5]), torch.tensor([1.0]), reduction='none'))

# poisson_nll_full_small_target
show(F.poisson_nll_loss(torch.zeros(2, dtype=torch.float64), torch.tensor([0.0, 1.0], dtype=torch.float64), full=True, reduction='none'))

# gaussian_nll_var_scalar_like
inp = torch.zeros(3, dtype=torch.float64)
show(F.gaussian_nll_loss(inp, torch.ones(3, dtype=torch.float64), torch.full((3,), 0.5, dtype=torch.float64), reduction='sum'))

# conv2d_stride_padding_dilation_tuple
x = torch.arange(25.0).view(1, 1, 5, 5)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), stride=(2, 3), padding=(1, 0), dilation=(1, 2)))

# conv2d_same_even_kernel
x = torch.arange(9.0).view(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), padding='same'))

# conv1d_groups_channels_multiplier
x = torch.arange(4.0).view(1, 2, 2)
show(F.conv1d(x, torch.tensor([[[1.0]], [[-1.0]], [[2.0]], [[0.5]]]), groups=2))

# conv_transpose1d_groups_outpad
x = torch.ones(1, 2, 2)
show(F.conv_transpose1d(x, torch.ones(2, 1, 2), stride=2, output_padding=1, groups=2))

# conv_transpose2d_padding_tuple
x = torch.arange(4.0).view(1, 1, 2, 2)
show(F.conv_transpose2d(x, torch.ones(1, 1, 3, 3), padding=(1, 0)))

# conv3d_basic
show(F.conv3d(torch.arange(8.0).view(1, 1, 2, 2, 2), torch.ones(1, 1, 2, 2, 2)))

# max_unpool2d
x = torch.tensor([[[[1.0, 5.0], [3.0, 2.0]]]])
out, idx = F.max_pool2d(x, 2, return_indices=True)
show(F.max_unpool2d(out, idx, 2))

# max_unpool1d_output_size
x = torch.tensor([[[1.0, 5.0, 3.0, 2.0, 7.0]]])
out, idx = F.max_pool1d(x, 2, return_indices=True)
show(F.max_unpool1d(out, idx, 2, output_size=[5]))

# avg_pool1d_ceil_no_count
show(F.avg_pool1d(torch.tensor([[[1.0, 2.0, 3.0, 4.0, 5.0]]]), 2, ceil_mode=True, count_include_pad=False))

# adaptive_avg_pool2d_int_err
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(1, 1, 2, 2, dtype=torch.long), 1))

# pixel_shuffle_int
show(F.pixel_shuffle(torch.arange(4).view(1, 4, 1, 1), 2))

# channel_shuffle
show(F.channel_shuffle(torch.arange(4.0).view(1, 4, 1, 1), 2).flatten())

# fold_unfold_overlap_counts
x = torch.ones(1, 1, 3, 3)
show(F.fold(F.unfold(x, 2), (3, 3), 2))

# group_norm_eps_none_err
attempt(lambda: F.group_norm(torch.ones(1, 2, 2), 1, eps=None))

# layer_norm_eps_none_err
attempt(lambda: F.layer_norm(torch.ones(2), (2,), eps=None))

# instance_norm_momentum_none_err
attempt(lambda: F.instance_norm(torch.ones(1, 2, 2), momentum=None))

# batch_norm_eps_none_err
attempt(lambda: F.batch_norm(torch.ones(2, 2), None, None, training=True, eps=None))

# kl_div_int_input_err
attempt(lambda: F.kl_div(torch.zeros(2, dtype=torch.long), torch.tensor([1.0, 1.0]), reduction='sum'))

# kl_div_bool_target_err
attempt(lambda: F.kl_div(torch.zeros(2), torch.tensor([True, False]), reduction='batchmean'))

# legacy_mse_size_average_false
show(F.mse_loss(torch.tensor([1.0, 2.0]), torch.zeros(2), size_average=False))

# legacy_ce_reduce_false
show(F.cross_entropy(torch.zeros(2, 2, dtype=torch.float64), torch.tensor([0, 1]), reduce=False))

# legacy_nll_size_average_true
show(F.nll_loss(torch.tensor([[-1.0, -3.0]]), torch.tensor([1]), size_average=True))

# legacy_l1_reduce_true_sa_false
show(F.l1_loss(torch.tensor([1.0, -2.0]), torch.zeros(2), size_average=False, reduce=True))

# legacy_bce_reduce_false
show(F.binary_cross_entropy(torch.tensor([0.5, 0.5], dtype=torch.float64), torch.tensor([1.0, 0.0], dtype=torch.float64), reduce=False))

# legacy_kl_size_average_false
show(F.kl_div(torch.zeros(2, dtype=torch.float64), torch.ones(2, dtype=torch.float64), size_average=False))

# legacy_smooth_l1_reduce_false
show(F.smooth_l1_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), reduce=False))

# mse_long_target
show(F.mse_loss(torch.tensor([1.5, 2.5]), torch.tensor([1, 2])))

# l1_long_target
show(F.l1_loss(torch.tensor([1.5, 2.5]), torch.tensor([1, 2]), reduction='none'))

# interp_size_len_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=(2, 2)))

# interp_scale_len_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2, 2), scale_factor=(2, 2, 2)))

# interp_2d_input_err
attempt(lambda: F.interpolate(torch.ones(2, 2), scale_factor=2))

# conv2d_2d_input_err
attempt(lambda: F.conv2d(torch.ones(2, 2), torch.ones(1, 1, 1, 1)))

# conv1d_4d_input_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 1)))

# one_hot_float_classes_err
attempt(lambda: F.one_hot(torch.tensor([0]), num_classes=2.5))

# gelu_approx_none_err
attempt(lambda: F.gelu(torch.ones(1), approximate=None))

# softplus_beta_zero
show(F.softplus(torch.tensor([0.0, 1.0]), beta=0))

# softplus_threshold_zero
show(F.softplus(torch.tensor([-1.0, 0.5]), threshold=0))

# threshold_int_value_float
show(F.threshold(torch.tensor([0.5, 2.0]), 1, 7))

# cos_dim_err
attempt(lambda: F.cosine_similarity(torch.ones(2, 2), torch.ones(2, 2), dim=2))

# pnll_bad_reduction
attempt(lambda: F.poisson_nll_loss(torch.zeros(2), torch.zeros(2), reduction='avg'))

# gnll_bad_reduction
attempt(lambda: F.gaussian_nll_loss(torch.zeros(2), torch.zeros(2), torch.ones(2), reduction='avg'))

# huber_bad_reduction
attempt(lambda: F.huber_loss(torch.zeros(2), torch.zeros(2), reduction='avg'))

# ce_batchmean_err
attempt(lambda: F.cross_entropy(torch.zeros(2, 2), torch.tensor([0, 1]), reduction='batchmean'))

# l1_shape_err
attempt(lambda: F.l1_loss(torch.ones(3), torch.ones(2)))

# smooth_l1_shape_err
attempt(lambda: F.smooth_l1_loss(torch.ones(3), torch.ones(2)))

# sm_dim_none_0d
show(F.softmax(torch.tensor(2.0), dim=None))

# logsm_1d_dim1_err
attempt(lambda: F.log_softmax(torch.ones(3), dim=1))

# softmin_int_dtype
show(F.softmin(torch.tensor([1, 1]), dim=0, dtype=torch.float32))

# pad_reflect_0d_err
attempt(lambda: F.pad(torch.ones(3), (1, 1), mode='reflect'))

# pad_replicate_1d_err
attempt(lambda: F.pad(torch.ones(3), (1, 1), mode='replicate'))

# pad_circular_too_big_err
attempt(lambda: F.pad(torch.ones(1, 1, 2), (3, 0), mode='circular'))

# pad_constant_int_fill_float
show(F.pad(torch.tensor([1, 2]), (1, 1), value=3.7))

# pad_bool_value_true
show(F.pad(torch.tensor([False]), (1, 0), value=True))

# adaptive_max_pool2d_indices_only_out
out, idx = F.adaptive_max_pool2d(torch.tensor([[[[1.0, 3.0], [4.0, 2.0]]]]), 1, return_indices=True)
show(idx)

# linear_bias_0d
show(F.linear(torch.ones(2, 2), torch.ones(1, 2), torch.tensor(1.0)))

# embedding_idx_out_neg_padding_ok
w = torch.arange(4.0).view(2, 2)
show(F.embedding(torch.tensor([1]), w, padding_idx=-2))

# layer_norm_empty_shape
attempt(lambda: F.layer_norm(torch.tensor([1.0, 2.0]), ()))

# dropout_p_int
show(F.dropout(torch.ones(2), 0))

# dropout_p_int_one
show(F.dropout(torch.ones(2), 1))

# bce_logits_pos_weight_broadcast_err
attempt(lambda: F.binary_cross_entropy_with_logits(torch.zeros(2, 2), torch.ones(2, 2), pos_weight=torch.ones(3)))

# ce_ls_probs_none
t = torch.tensor([[0.0, 1.0]], dtype=torch.float64)
show(F.cross_entropy(torch.tensor([[1.0, 0.0]], dtype=torch.float64), t, label_smoothing=0.2, reduction='none'))

# nll_input_3d_target_2d_wrong_err
attempt(lambda: F.nll_loss(torch.zeros(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)))

# glu_neg_dim
show(F.glu(torch.tensor([[0.0, 1.0], [2.0, 0.0]]), -2))

# normalize_p_inf_neg
show(F.normalize(torch.tensor([[-4.0, 2.0]]), p=float('inf')))

# normalize_out_kw
out = torch.empty(2)
F.normalize(torch.tensor([3.0, 4.0]), dim=0, out=out)
show(out)

# relu_inplace_int_result
x = torch.tensor([-1, 1])
show(F.relu(x, inplace=True) is x)

# softsign_int
show(F.softsign(torch.tensor([1, -3])))

# tanhshrink_int
show(F.tanhshrink(torch.tensor([0])))

# silu_int_err
attempt(lambda: F.silu(torch.tensor([1, 2])))

# mish_int_err
attempt(lambda: F.mish(torch.tensor([1, 2])))

# hardswish_int_err
attempt(lambda: F.hardswish(torch.tensor([1, 2])))

# elu_int_err
attempt(lambda: F.elu(torch.tensor([1, 2])))

# normalize_out_returns_out
out = torch.zeros(1, 2, dtype=torch.float64)
r = F.normalize(torch.tensor([[1.0, 1.0]], dtype=torch.float64), p=1, out=out)
show(r is out, out)

# tsp_softmax_method_dtype
show(torch.tensor([1, 1]).softmax(0, dtype=torch.float64))

# tsp_log_softmax_method_kw
show(torch.zeros(2, 2).log_softmax(dim=-1))

# tsp_torch_softmax_positional_dtype
show(torch.softmax(torch.zeros(2), 0, torch.float64))

# tsp_torch_log_softmax
show(torch.log_softmax(torch.zeros(1, 2), 1))

# tsp_f_sigmoid_tanh
show(F.sigmoid(torch.tensor([0.0])), F.tanh(torch.tensor([0.0])))

# tsp_torch_relu_method_relu_
x = torch.tensor([-1.0, 1.0])
x.relu_()
show(torch.relu(torch.tensor([-2.0, 2.0])), x)

# tsp_torch_layer_norm_positional
show(torch.layer_norm(torch.tensor([[1.0, 3.0]]), [2], None, None, 0.0))

# tsp_torch_group_norm
show(torch.group_norm(torch.tensor([[[1.0], [3.0]]]), 1, None, None, 0.0))

# tsp_torch_batch_norm_positional
x = torch.tensor([[1.0], [3.0]])
show(torch.batch_norm(x, None, None, None, None, True, 0.1, 0.0, False))

# tsp_torch_dropout
show(torch.dropout(torch.ones(2), 0.5, False), torch.dropout(torch.ones(2), 1.0, True))

# tsp_torch_embedding_order
show(torch.embedding(torch.arange(4.0).view(2, 2), torch.tensor([1, 0])))

# tsp_torch_conv2d
show(torch.conv2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 2, 2)))

# tsp_torch_max_pool1d
show(torch.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 0.0]]]), 2))

# tsp_torch_avg_pool1d
show(torch.avg_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 0.0]]]), 2))

# tsp_torch_pixel_shuffle
show(torch.pixel_shuffle(torch.arange(4.0).view(1, 4, 1, 1), 2))

# tsp_torch_cosine_similarity
show(torch.cosine_similarity(torch.tensor([[1.0, 0.0]]), torch.tensor([[0.0, 1.0]])))

# tsp_torch_pairwise_distance
show(torch.pairwise_distance(torch.tensor([[0.0, 0.0]], dtype=torch.float64), torch.tensor([[3.0, 4.0]], dtype=torch.float64), 2.0, 0.0))

# tsp_torch_celu_selu
show(torch.celu(torch.tensor([-1.0]), 2.0), torch.selu(torch.tensor([0.0])))

# tsp_torch_prelu
show(torch.prelu(torch.tensor([-2.0, 2.0]), torch.tensor([0.25])))

# tsp_torch_hardshrink_method
show(torch.tensor([-1.0, 0.2]).hardshrink(0.5))

# tsp_torch_threshold
show(torch.threshold(torch.tensor([0.5, 2.0]), 1.0, -1.0))

# tsp_torch_bce_logits
show(torch.binary_cross_entropy_with_logits(torch.zeros(2, dtype=torch.float64), torch.ones(2, dtype=torch.float64)))

# tsp_torch_rrelu_eval
show(torch.rrelu(torch.tensor([-2.0, 2.0]), 0.25, 0.75, False))

# tsp_sigmoid_method_x
x = torch.tensor([0.0, 2.0], dtype=torch.float64)
show(torch.allclose(F.silu(x), x * x.sigmoid()))

# tsp_torch_nn_functional_full_name
import torch.nn.functional
show(torch.nn.functional.relu(torch.tensor([-1.0, 1.0])))

# tsp_torch_channel_shuffle
show(torch.channel_shuffle(torch.arange(4.0).view(1, 4, 1), 2).flatten())

# tsp_torch_instance_norm
x = torch.tensor([[[1.0, 3.0]]])
show(torch.instance_norm(x, None, None, None, None, True, 0.1, 0.0, False))

# tsp_torch_native_layer_norm_absent_kw
show(F.layer_norm(input=torch.tensor([[1.0, 3.0]]), normalized_shape=[2], eps=0.0))

# tsp_f_softmax_kw_input
show(F.softmax(input=torch.zeros(2), dim=0))

# tsp_f_gelu_kw_input
show(F.gelu(input=torch.zeros(1)))

# tsp_f_relu_kw_input
show(F.relu(input=torch.tensor([-1.0])))

# tsp_f_cross_entropy_kw
show(F.cross_entropy(input=torch.zeros(1, 2, dtype=torch.float64), target=torch.tensor([1])))

# tsp_f_mse_kw
show(F.mse_loss(input=torch.ones(1), target=torch.zeros(1)))

# tsp_f_embedding_kw
show(F.embedding(input=torch.tensor([1]), weight=torch.arange(4.0).view(2, 2)))

# tsp_f_one_hot_kw
show(F.one_hot(input=torch.tensor([1]), num_classes=2))

# tsp_f_pad_kw
show(F.pad(input=torch.ones(1), pad=(1, 0), mode='constant', value=2.0))

# tsp_f_linear_missing_weight_err
attempt(lambda: F.linear(torch.ones(2)))

# tsp_f_softmax_missing_dim_ok
show(F.softmax(torch.zeros(3)))

# tsp_f_dropout_bad_kw
attempt(lambda: F.dropout(torch.ones(1), prob=0.5))

# tsp_f_cross_entropy_bad_kw
attempt(lambda: F.cross_entropy(torch.zeros(1, 2), torch.tensor([0]), smoothing=0.1))

# sv_softmax_large
show(F.softmax(torch.tensor([1000.0, 1000.0]), dim=0), F.log_softmax(torch.tensor([1000.0, 0.0]), dim=0))

# sv_ce_large_logits
show(F.cross_entropy(torch.tensor([[1000.0, 0.0]]), torch.tensor([1])))

# sv_silu_inf
show(F.silu(torch.tensor([float('inf'), float('-inf'), float('nan')])))

# sv_relu_nan
show(F.relu(torch.tensor([float('nan'), -1.0])), F.relu6(torch.tensor([float('nan')])))

# sv_hardtanh_nan_inf
show(F.hardtanh(torch.tensor([float('nan'), float('inf'), float('-inf')])))

# sv_leaky_inf
show(F.leaky_relu(torch.tensor([float('-inf'), float('nan')])))

# sv_elu_neg_inf
show(F.elu(torch.tensor([float('-inf'), float('inf')])))

# sv_softplus_inf
show(F.softplus(torch.tensor([float('-inf'), float('inf')])))

# sv_softplus_threshold_edge
show(F.softplus(torch.tensor([20.0, 19.5], dtype=torch.float64)))

# sv_mish_large
show(F.mish(torch.tensor([-20.0, 20.0])))

# sv_logsigmoid_inf
show(F.logsigmoid(torch.tensor([float('inf'), float('-inf')])))

# sv_sigmoid_bce_logits_neg_large
show(F.binary_cross_entropy_with_logits(torch.tensor([-100.0]), torch.tensor([1.0])))

# sv_softmax_inf
show(F.softmax(torch.tensor([float('inf'), 0.0]), dim=0))

# sv_normalize_inf
show(F.normalize(torch.tensor([[float('inf'), 1.0]])))

# sv_layer_norm_inf
show(F.layer_norm(torch.tensor([[float('inf'), 1.0]]), (2,)))

# sv_mse_inf
show(F.mse_loss(torch.tensor([float('inf')]), torch.tensor([float('inf')])))

# sv_l1_nan
show(F.l1_loss(torch.tensor([float('nan'), 1.0]), torch.zeros(2), reduction='none'))

# sv_huber_inf
show(F.huber_loss(torch.tensor([float('inf')]), torch.zeros(1), reduction='none'))

# sv_smooth_l1_nan
show(F.smooth_l1_loss(torch.tensor([float('nan')]), torch.zeros(1), reduction='none'))

# sv_hardswish_nan
show(F.hardswish(torch.tensor([float('nan'), float('inf')])))

# sv_hardsigmoid_inf
show(F.hardsigmoid(torch.tensor([float('inf'), float('-inf')])))

# sv_softsign_inf
show(F.softsign(torch.tensor([float('inf'), float('-inf')])))

# sv_tanhshrink_inf
show(F.tanhshrink(torch.tensor([float('inf')])))

# sv_threshold_nan
show(F.threshold(torch.tensor([float('nan'), 2.0]), 1.0, 0.0))

# sv_selu_celu_inf
show(F.selu(torch.tensor([float('-inf')])), F.celu(torch.tensor([float('-inf')])))

# sv_max_pool_inf
show(F.max_pool1d(torch.tensor([[[float('-inf'), float('-inf'), 1.0, float('inf')]]]), 2))

# sv_avg_pool_inf
show(F.avg_pool1d(torch.tensor([[[float('inf'), float('-inf'), 1.0, 2.0]]]), 2))

# sv_glu_inf
show(F.glu(torch.tensor([1.0, float('inf')])), F.glu(torch.tensor([1.0, float('-inf')])))

# sv_kl_div_zero_target_neg_inf_input
show(F.kl_div(torch.tensor([float('-inf')]), torch.tensor([0.0]), reduction='none'))

# sv_cosine_inf
show(F.cosine_similarity(torch.tensor([[1.0, 0.0]]), torch.tensor([[float('inf'), 0.0]])))

# sv_pad_nan_value
show(F.pad(torch.tensor([1.0]), (1, 1), value=float('nan')))

# sv_interp_linear_inf
show(F.interpolate(torch.tensor([[[0.0, float('inf')]]]), size=3, mode='linear', align_corners=True))

# sv_batch_norm_const
show(F.batch_norm(torch.full((3, 1), 2.0), None, None, training=True))

# sv_group_norm_const
show(F.group_norm(torch.full((1, 2, 2), 5.0), 2))

# sv_softmin_neg_inf
show(F.softmin(torch.tensor([float('-inf'), 0.0]), dim=0))
