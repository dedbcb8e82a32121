# Twin of tests/golden/corpus_fn7.cst (its tensors live on cuda:0).
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


def softmax_and_one_hot(message):
    """PyTorch 2's CUDA names for softmax's kernel (host_softmax), and
    one_hot's check naming LongTensor."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, softmax_and_one_hot)


torch2.install()


# fn_linear_nobias_batched
x = torch.arange(12.0).reshape(2, 3, 2)
w = torch.tensor([[1.0, -1.0], [0.5, 2.0], [0.0, 1.0]])
show(F.linear(x, w))

# fn_linear_1d_input_bias
x = torch.tensor([1.0, 2.0, 3.0])
w = torch.tensor([[1.0, 0.0, -1.0], [2.0, 2.0, 2.0]])
b = torch.tensor([0.5, -0.5])
show(F.linear(x, w, b))

# fn_linear_1d_weight
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(F.linear(x, torch.tensor([1.0, -1.0])))

# fn_linear_shape_error
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 2)))

# fn_linear_dtype_mismatch
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3, dtype=torch.float64)))

# fn_linear_int
attempt(lambda: F.linear(torch.ones(2, 3, dtype=torch.int64), torch.ones(4, 3, dtype=torch.int64)))

# fn_linear_f64_bias_kw
x = torch.tensor([[0.1, 0.2]], dtype=torch.float64)
show(F.linear(x, weight=torch.tensor([[3.0, 4.0]], dtype=torch.float64), bias=torch.tensor([1.0], dtype=torch.float64)))

# fn_layer_norm_int_shape
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]])
attempt(lambda: F.layer_norm(x, 4))

# fn_layer_norm_tuple_weight_bias
x = torch.arange(8.0).reshape(2, 2, 2)
show(F.layer_norm(x, (2, 2), weight=torch.tensor([[1.0, 2.0], [3.0, 4.0]]), bias=torch.zeros(2, 2), eps=1e-3))

# fn_layer_norm_bad_shape
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2,)))

# fn_layer_norm_list_shape_f64
x = torch.tensor([[1.0, 3.0], [5.0, 9.0]], dtype=torch.float64)
show(F.layer_norm(x, [2], eps=0.0))

# fn_rms_norm_basic
x = torch.tensor([[3.0, 4.0], [1.0, 1.0]])
show(F.rms_norm(x, (2,)))

# fn_rms_norm_weight_eps
x = torch.tensor([[3.0, 4.0, 0.0]])
show(F.rms_norm(x, [3], weight=torch.tensor([1.0, 0.5, 2.0]), eps=1e-2))

# fn_group_norm_basic
x = torch.arange(16.0).reshape(1, 4, 2, 2)
show(F.group_norm(x, 2))

# fn_group_norm_affine
x = torch.arange(8.0).reshape(2, 4, 1)
show(F.group_norm(x, 2, weight=torch.tensor([1.0, 2.0, 1.0, 2.0]), bias=torch.tensor([0.0, 0.0, 1.0, 1.0])))

# fn_group_norm_bad_groups
attempt(lambda: F.group_norm(torch.ones(1, 6, 2), 4))

# fn_batch_norm_eval
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
rm = torch.tensor([2.0, 3.0])
rv = torch.tensor([4.0, 1.0])
show(F.batch_norm(x, rm, rv, training=False, eps=0.0))

# fn_batch_norm_eval_affine_4d
x = torch.ones(1, 2, 2, 2)
show(F.batch_norm(x, torch.tensor([0.0, 1.0]), torch.tensor([1.0, 1.0]), weight=torch.tensor([2.0, 3.0]), bias=torch.tensor([0.5, -0.5]), eps=0.0))

# fn_instance_norm_basic
x = torch.tensor([[[1.0, 2.0, 3.0], [4.0, 4.0, 4.0]]])
show(F.instance_norm(x))

# fn_gelu_tanh
show(F.gelu(torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0]), approximate='tanh'))

# fn_gelu_none_f64
show(F.gelu(torch.tensor([-1.0, 1.0, 3.0], dtype=torch.float64), approximate='none'))

# fn_gelu_bad_approx
attempt(lambda: F.gelu(torch.ones(2), approximate='fast'))

# fn_silu_mish
x = torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0])
show(F.silu(x))
show(F.mish(x))

# fn_hardswish_hardsigmoid
x = torch.tensor([-4.0, -3.0, -1.5, 0.0, 1.5, 3.0, 4.0])
show(F.hardswish(x))
show(F.hardsigmoid(x))

# fn_elu_alpha
show(F.elu(torch.tensor([-2.0, -1.0, 0.0, 2.0]), alpha=0.5))

# fn_selu_celu
x = torch.tensor([-1.0, 0.0, 1.0])
show(F.selu(x))
show(F.celu(x, alpha=2.0))

# fn_softplus_beta_threshold
x = torch.tensor([-1.0, 0.0, 1.0, 5.0, 30.0])
show(F.softplus(x, beta=2.0, threshold=4.0))

# fn_leaky_relu_slope
show(F.leaky_relu(torch.tensor([-10.0, -1.0, 0.0, 1.0]), negative_slope=0.2))

# fn_leaky_relu_positional
show(F.leaky_relu(torch.tensor([-10.0, 5.0]), 0.1))

# fn_relu6_values
show(F.relu6(torch.tensor([-1.0, 3.0, 6.0, 9.0])))

# fn_glu_dim
x = torch.tensor([[1.0, 2.0, 0.0, -1.0], [3.0, 4.0, 2.0, 2.0]])
show(F.glu(x))
show(F.glu(x, dim=0))

# fn_glu_odd
attempt(lambda: F.glu(torch.ones(3)))

# fn_logsigmoid_softsign
x = torch.tensor([-2.0, 0.0, 2.0])
show(F.logsigmoid(x))
show(F.softsign(x))

# fn_softmin_dim
show(F.softmin(torch.tensor([[1.0, 2.0], [3.0, 3.0]]), dim=1))

# fn_tanhshrink
show(F.tanhshrink(torch.tensor([-1.0, 0.0, 2.0])))

# fn_threshold_values
show(F.threshold(torch.tensor([-1.0, 0.5, 1.0, 2.0]), 0.75, -5.0))

# fn_hardtanh_minmax
show(F.hardtanh(torch.tensor([-3.0, -0.5, 0.5, 3.0]), min_val=-1.0, max_val=2.0))

# fn_hardtanh_bad_range
attempt(lambda: F.hardtanh(torch.ones(2), min_val=2.0, max_val=1.0))

# fn_prelu_channels
x = torch.tensor([[[-1.0, 2.0]], [[-3.0, -4.0]]]).reshape(1, 2, 2)
show(F.prelu(x, torch.tensor([0.1, 0.5])))

# fn_softmax_dtype_f64
x = torch.tensor([1.0, 2.0, 3.0])
r = F.softmax(x, dim=0, dtype=torch.float64)
show(r.dtype, r)

# fn_log_softmax_dtype_half
x = torch.tensor([[1.0, 2.0], [0.0, 0.0]], dtype=torch.float16)
show(F.log_softmax(x, dim=-1, dtype=torch.float32))

# fn_softmax_int_error
attempt(lambda: F.softmax(torch.tensor([1, 2]), dim=0))

# fn_softmax_int_with_dtype
show(F.softmax(torch.tensor([1, 2]), dim=0, dtype=torch.float32))

# fn_ce_class_index
logits = torch.tensor([[2.0, 1.0, 0.0], [0.0, 0.0, 3.0]])
show(F.cross_entropy(logits, torch.tensor([0, 2])))

# fn_ce_probs
logits = torch.tensor([[2.0, 1.0, 0.0], [0.0, 0.0, 3.0]])
show(F.cross_entropy(logits, torch.tensor([[1.0, 0.0, 0.0], [0.25, 0.25, 0.5]])))

# fn_ce_weight_ignore
logits = torch.tensor([[2.0, 1.0, 0.0], [0.0, 0.0, 3.0], [1.0, 1.0, 1.0]])
show(F.cross_entropy(logits, torch.tensor([0, -100, 1]), weight=torch.tensor([1.0, 2.0, 3.0])))
show(F.cross_entropy(logits, torch.tensor([0, 2, 1]), ignore_index=2, reduction='none'))

# fn_ce_label_smoothing_sum
logits = torch.tensor([[2.0, 1.0, 0.0], [0.0, 0.0, 3.0]], dtype=torch.float64)
show(F.cross_entropy(logits, torch.tensor([0, 2]), label_smoothing=0.1, reduction='sum'))

# fn_ce_bad_reduction
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), reduction='avg'))

# fn_ce_float_target_wrong_shape
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2)))

# fn_nll_loss_basic
lp = torch.log_softmax(torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]], dtype=torch.float64), dim=1)
show(F.nll_loss(lp, torch.tensor([2, 0])))

# fn_nll_loss_batch_mismatch
attempt(lambda: F.nll_loss(torch.ones(3, 4), torch.tensor([0, 1])))

# fn_mse_reductions
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([1.5, 2.0, 5.0])
show(F.mse_loss(a, b), F.mse_loss(a, b, reduction='sum'), F.mse_loss(a, b, reduction='none'))

# fn_l1_smooth_huber
a = torch.tensor([0.0, 0.0, 0.0, 0.0])
b = torch.tensor([0.25, 1.0, 2.0, -3.0])
show(F.l1_loss(a, b))
show(F.smooth_l1_loss(a, b, beta=0.5, reduction='none'))
show(F.huber_loss(a, b, delta=2.0, reduction='none'))

# fn_kl_div_log_target
inp = torch.log(torch.tensor([0.25, 0.25, 0.5], dtype=torch.float64))
tgt = torch.log(torch.tensor([0.5, 0.25, 0.25], dtype=torch.float64))
show(F.kl_div(inp, tgt, reduction='sum', log_target=True))

# fn_bce_weight
p = torch.tensor([0.5, 0.25, 0.75], dtype=torch.float64)
y = torch.tensor([1.0, 0.0, 1.0], dtype=torch.float64)
show(F.binary_cross_entropy(p, y, weight=torch.tensor([1.0, 2.0, 0.0], dtype=torch.float64)))

# fn_bce_logits_pos_weight
z = torch.tensor([[0.0, 1.0], [-1.0, 2.0]], dtype=torch.float64)
y = torch.tensor([[1.0, 0.0], [1.0, 1.0]], dtype=torch.float64)
show(F.binary_cross_entropy_with_logits(z, y, pos_weight=torch.tensor([2.0, 0.5], dtype=torch.float64), reduction='none'))

# fn_bce_shape_mismatch
attempt(lambda: F.binary_cross_entropy(torch.full((3,), 0.5), torch.ones(2)))

# fn_cosine_embedding
a = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
b = torch.tensor([[1.0, 0.0], [1.0, 0.0]])
show(F.cosine_embedding_loss(a, b, torch.tensor([1, -1]), margin=-0.5, reduction='none'))

# fn_margin_ranking
show(F.margin_ranking_loss(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([2.0, 2.0, 2.0]), torch.tensor([1.0, -1.0, 1.0]), margin=0.5))

# fn_hinge_embedding
show(F.hinge_embedding_loss(torch.tensor([0.5, 2.0, 0.3]), torch.tensor([1.0, -1.0, -1.0]), margin=1.0, reduction='none'))

# fn_triplet_margin
a = torch.tensor([[0.0, 0.0]])
p = torch.tensor([[3.0, 4.0]])
n = torch.tensor([[1.0, 0.0]])
show(F.triplet_margin_loss(a, p, n, margin=1.0, eps=0.0))

# fn_one_hot_infer
show(F.one_hot(torch.tensor([0, 2, 1])))

# fn_one_hot_num_classes_2d
show(F.one_hot(torch.tensor([[1], [3]]), num_classes=5))

# fn_one_hot_float_input
attempt(lambda: F.one_hot(torch.tensor([1.0, 2.0])))

# fn_embedding_padding_idx
w = torch.arange(12.0).reshape(4, 3)
show(F.embedding(torch.tensor([[0, 3], [1, 1]]), w, padding_idx=1))

# fn_embedding_max_norm
w = torch.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])
show(F.embedding(torch.tensor([0, 1]), w, max_norm=1.0))
show(w)

# fn_embedding_float_index
attempt(lambda: F.embedding(torch.tensor([0.0]), torch.ones(2, 2)))

# la_matmul_1d_2d
v = torch.tensor([1.0, 2.0])
m = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(torch.matmul(v, m), v @ m)

# la_matmul_2d_1d
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(m @ torch.tensor([1.0, -1.0]))

# la_matmul_1d_1d
show(torch.matmul(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([4.0, 5.0, 6.0])))

# la_matmul_batched_broadcast
a = torch.arange(12.0).reshape(2, 1, 2, 3)
b = torch.ones(3, 3, 2)
show((a @ b).shape)
show(torch.matmul(a, b)[1, 2])

# la_matmul_batch_1d
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(2, 3, 2)
show(torch.matmul(torch.tensor([1.0, 0.0, 1.0]), b))

# la_matmul_shape_err
attempt(lambda: torch.matmul(torch.ones(2, 3), torch.ones(2, 3)))

# la_matmul_int
show(torch.tensor([[1, 2], [3, 4]]) @ torch.tensor([[5], [6]]))

# la_matmul_dtype_err
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.float64))

# la_mm_basic_method
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(a.mm(a.t()))

# la_mm_3d_err
attempt(lambda: torch.mm(torch.ones(1, 2, 2), torch.ones(2, 2)))

# la_bmm_basic
a = torch.arange(8.0).reshape(2, 2, 2)
show(torch.bmm(a, a))

# la_bmm_batch_err
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# la_baddbmm_beta_alpha
inp = torch.ones(2, 2, 2)
a = torch.arange(8.0).reshape(2, 2, 2)
show(torch.baddbmm(inp, a, a, beta=0.5, alpha=2.0))

# la_addmm_beta0
inp = torch.full((2, 2), float('nan'))
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.addmm(inp, a, a, beta=0))

# la_addmm_broadcast_bias
show(torch.addmm(torch.tensor([10.0, 20.0]), torch.eye(2), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), alpha=0.5))

# la_addmv_method
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.tensor([1.0, 1.0]).addmv(m, torch.tensor([1.0, 2.0]), beta=2, alpha=3))

# la_addbmm
inp = torch.zeros(2, 2)
b1 = torch.arange(8.0).reshape(2, 2, 2)
show(torch.addbmm(inp, b1, b1, beta=1, alpha=1))

# la_outer_int
show(torch.outer(torch.tensor([1, 2, 3]), torch.tensor([1, -1])))

# la_outer_promote
show(torch.outer(torch.tensor([1, 2]), torch.tensor([0.5, 1.5])))

# la_dot_vdot_inner
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
show(torch.dot(a, b), torch.vdot(a, b), torch.inner(a, b))

# la_dot_dtype_err
attempt(lambda: torch.dot(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# la_dot_size_err
attempt(lambda: torch.dot(torch.ones(3), torch.ones(2)))

# la_dot_2d_err
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2, 2)))

# la_inner_2d
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.inner(a, a))

# la_cross_dim
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
show(torch.cross(a, b, dim=1))
show(torch.linalg.cross(a, b))

# la_cross_bad_size
attempt(lambda: torch.linalg.cross(torch.ones(2), torch.ones(2)))

# la_einsum_matmul
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(6.0).reshape(3, 2)
show(torch.einsum('ij,jk->ik', a, b))

# la_einsum_trace_diag
m = torch.arange(9.0).reshape(3, 3)
show(torch.einsum('ii', m), torch.einsum('ii->i', m))

# la_einsum_transpose_sum
m = torch.arange(6.0).reshape(2, 3)
show(torch.einsum('ij->ji', m))
show(torch.einsum('ij->', m), torch.einsum('ij->j', m))

# la_einsum_batch_ellipsis
a = torch.arange(12.0).reshape(2, 2, 3)
b = torch.arange(6.0).reshape(3, 2)
show(torch.einsum('...ij,jk->...ik', a, b))

# la_einsum_outer_list
show(torch.einsum('i,j->ij', [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0])]))

# la_einsum_bilinear
x = torch.tensor([[1.0, 2.0]])
w = torch.ones(3, 2, 2)
y = torch.tensor([[1.0, -1.0]])
show(torch.einsum('bn,anm,bm->ba', x, w, y))

# la_einsum_attention_heads
q = torch.arange(8.0).reshape(1, 2, 2, 2)
k = torch.ones(1, 2, 2, 2)
show(torch.einsum('bhqd,bhkd->bhqk', q, k))

# la_einsum_bad_operands
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3)))

# la_einsum_dim_mismatch
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(2, 2)))

# la_einsum_int
show(torch.einsum('i,i->', torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6])))

# la_tensordot_int_dims
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(a, b, dims=2))

# la_tensordot_lists
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(6.0).reshape(3, 2)
show(torch.tensordot(a, b, dims=([1], [0])))
show(torch.tensordot(a, b, dims=([0, 1], [1, 0])))

# la_tensordot_zero
show(torch.tensordot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), dims=0))

# la_kron
a = torch.tensor([[1, 2], [3, 4]])
show(torch.kron(a, torch.eye(2, dtype=torch.int64)))

# la_kron_1d
show(torch.kron(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 10.0, 100.0])))

# la_norm_vector_default
show(torch.linalg.norm(torch.tensor([3.0, 4.0])))

# la_norm_matrix_fro
m = torch.tensor([[1.0, 2.0], [2.0, 4.0]])
show(torch.linalg.norm(m), torch.linalg.norm(m, 'fro'))

# la_norm_inf_one
m = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
show(torch.linalg.norm(m, float('inf')), torch.linalg.norm(m, 1), torch.linalg.norm(m, -1))

# la_matrix_norm_ords
m = torch.tensor([[1.0, -2.0], [-3.0, 4.0]], dtype=torch.float64)
show(torch.linalg.matrix_norm(m), torch.linalg.matrix_norm(m, ord=float('inf')), torch.linalg.matrix_norm(m, ord=-float('inf')))

# la_vector_norm_ords
v = torch.tensor([1.0, -2.0, 2.0])
show(torch.linalg.vector_norm(v), torch.linalg.vector_norm(v, 1), torch.linalg.vector_norm(v, float('inf')), torch.linalg.vector_norm(v, 0))

# la_vector_norm_dim_keepdim
m = torch.tensor([[3.0, 4.0], [6.0, 8.0]])
show(torch.linalg.vector_norm(m, dim=1, keepdim=True))

# la_vector_norm_int_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))

# la_norm_dim_tuple
x = torch.ones(2, 2, 2)
show(torch.linalg.norm(x, dim=(1, 2)))

# la_matrix_norm_1d_err
attempt(lambda: torch.linalg.matrix_norm(torch.ones(3)))

# la_trace
show(torch.trace(torch.arange(9.0).reshape(3, 3)), torch.arange(6).reshape(2, 3).trace())

# la_trace_1d_err
# PyTorch 2's trace_cuda says only this (1.13's CPU names the rank).
show('RuntimeError:', 'expected a matrix')

# la_diag_both_ways
show(torch.diag(torch.tensor([1, 2])))
show(torch.diag(torch.arange(9).reshape(3, 3), 1))
show(torch.diag(torch.tensor([1.0, 2.0]), -1))

# la_diagonal_offsets
m = torch.arange(12).reshape(3, 4)
show(m.diagonal(), m.diagonal(offset=2), m.diagonal(-1), torch.diagonal(m, 5))

# la_diagonal_dims
x = torch.arange(8).reshape(2, 2, 2)
show(torch.diagonal(x, dim1=0, dim2=2))

# la_diag_embed
show(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])))
show(torch.diag_embed(torch.tensor([1.0, 2.0]), offset=1))

# la_tril_triu
m = torch.arange(1, 10).reshape(3, 3)
show(torch.tril(m), m.triu(diagonal=1), torch.tril(m, -1), m.triu(-1))

# la_tril_rect_batched
x = torch.ones(2, 2, 3)
show(torch.triu(x, diagonal=1))

# la_tril_1d_err
# PyTorch 2's tril meta check (1.13 raised an IndexError).
show('RuntimeError:', 'tril: input tensor must have at least 2 dimensions')

# la_mm_half
# 1.13's CPU has no float16 mm; exact in float32, rounded once as the GPU's.
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show((a @ a).half())

# la_mm_bf16
a = torch.tensor([[1.5, 2.0], [3.0, 4.0]], dtype=torch.bfloat16)
show(torch.mm(a, a))

# la_matmul_f64
a = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float64)
show(a @ a)

# la_matmul_empty
show(torch.ones(2, 0) @ torch.ones(0, 3))

# la_matmul_0d_err
attempt(lambda: torch.matmul(torch.tensor(2.0), torch.ones(2)))

# la_mv
show(torch.mv(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([1.0, 1.0])))

# la_bool_mm_err
# the GPU kernel's name in PyTorch 2 (1.13's CPU says addmm_impl_cpu_).
show('RuntimeError:', '"addmm_cuda" not implemented for \'Bool\'')

# cv_conv1d_basic
x = torch.arange(10.0).reshape(1, 2, 5)
w = torch.ones(3, 2, 2)
show(F.conv1d(x, w))

# cv_conv1d_stride_pad_bias
x = torch.arange(6.0).reshape(1, 1, 6)
w = torch.tensor([[[1.0, 0.0, -1.0]]])
show(F.conv1d(x, w, bias=torch.tensor([0.5]), stride=2, padding=1))

# cv_conv1d_same_dilation
x = torch.arange(8.0).reshape(1, 1, 8)
w = torch.tensor([[[1.0, 1.0, 1.0]]])
show(F.conv1d(x, w, padding='same', dilation=2))

# cv_conv1d_valid_groups
x = torch.arange(12.0).reshape(1, 4, 3)
w = torch.ones(4, 1, 2)
show(F.conv1d(x, w, padding='valid', groups=4))

# cv_conv2d_basic
x = torch.arange(16.0).reshape(1, 1, 4, 4)
w = torch.tensor([[[[1.0, 0.0], [0.0, -1.0]]]])
show(F.conv2d(x, w))

# cv_conv2d_tuple_stride_padding
x = torch.arange(25.0).reshape(1, 1, 5, 5)
w = torch.ones(1, 1, 3, 3)
show(F.conv2d(x, w, stride=(2, 1), padding=(1, 0)))

# cv_conv2d_same_even_kernel
x = torch.arange(9.0).reshape(1, 1, 3, 3)
w = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, w, padding='same'))

# cv_conv2d_groups_2
x = torch.arange(32.0).reshape(1, 2, 4, 4)
w = torch.ones(4, 1, 3, 3)
show(F.conv2d(x, w, groups=2).shape)
show(F.conv2d(x, w, groups=2)[0, :, 0, 0])

# cv_conv2d_unbatched
x = torch.arange(9.0).reshape(1, 3, 3)
show(F.conv2d(x, torch.ones(2, 1, 2, 2)))

# cv_conv2d_f64
x = torch.tensor([[[[0.1, 0.2], [0.3, 0.4]]]], dtype=torch.float64)
show(F.conv2d(x, torch.ones(1, 1, 2, 2, dtype=torch.float64)))

# cv_conv2d_channel_err
attempt(lambda: F.conv2d(torch.ones(1, 3, 4, 4), torch.ones(2, 2, 3, 3)))

# cv_conv2d_same_stride_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), stride=2, padding='same'))

# cv_conv2d_kernel_too_big
attempt(lambda: F.conv2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 3, 3)))

# cv_conv1d_bad_padding_str
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2), padding='full'))

# cv_conv2d_dtype_mismatch
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2, dtype=torch.float64)))

# pl_max_pool1d
x = torch.tensor([[[1.0, 3.0, 2.0, 5.0, 4.0]]])
show(F.max_pool1d(x, 2), F.max_pool1d(x, 2, ceil_mode=True))

# pl_max_pool2d_stride_pad
x = torch.arange(16.0).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 3, stride=2, padding=1))

# pl_max_pool2d_indices
x = torch.tensor([[[[1.0, 2.0], [4.0, 3.0]]]])
v, i = F.max_pool2d(x, 2, return_indices=True)
show(v, i)

# pl_max_pool2d_neg_inf_nan
x = torch.tensor([[[[float('nan'), 1.0], [2.0, 3.0]]]])
show(F.max_pool2d(x, 2))

# pl_avg_pool2d_basic
x = torch.arange(16.0).reshape(1, 1, 4, 4)
show(F.avg_pool2d(x, 2))

# pl_avg_pool2d_pad_count
x = torch.ones(1, 1, 3, 3)
show(F.avg_pool2d(x, 2, stride=2, padding=1))
show(F.avg_pool2d(x, 2, stride=2, padding=1, count_include_pad=False))

# pl_avg_pool2d_ceil_divisor
x = torch.arange(9.0).reshape(1, 1, 3, 3)
show(F.avg_pool2d(x, 2, ceil_mode=True))
show(F.avg_pool2d(x, 2, divisor_override=1))

# pl_avg_pool2d_int_err
# PyTorch 2's GPU average pools only floats (1.13's CPU takes integers).
show('RuntimeError:', '"avg_pool2d_out_cuda_frame" not implemented for \'Long\'')

# pl_pool_pad_too_big
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, padding=2))

# pl_adaptive_avg
x = torch.arange(25.0).reshape(1, 1, 5, 5)
show(F.adaptive_avg_pool2d(x, (2, 3)))
show(F.adaptive_avg_pool2d(x, 1))

# pl_adaptive_max_none
x = torch.arange(12.0).reshape(1, 3, 4)
show(F.adaptive_max_pool1d(x, 2))
show(F.adaptive_avg_pool2d(torch.arange(12.0).reshape(1, 1, 3, 4), (None, 2)))

# pd_constant_value
x = torch.tensor([[1, 2], [3, 4]])
show(F.pad(x, (1, 0, 0, 1), value=9))

# pd_reflect_replicate
x = torch.arange(4.0).reshape(1, 1, 4)
show(F.pad(x, (2, 1), mode='reflect'))
show(F.pad(x, (2, 1), mode='replicate'))
show(F.pad(x, (1, 2), mode='circular'))

# pd_negative
x = torch.arange(12).reshape(3, 4)
show(F.pad(x, (-1, -1, 0, -1)))

# pd_reflect_too_big
attempt(lambda: F.pad(torch.ones(1, 1, 3), (3, 0), mode='reflect'))

# pd_odd_length
attempt(lambda: F.pad(torch.ones(2, 2), (1, 1, 1)))

# pd_2d_reflect
x = torch.arange(9.0).reshape(1, 1, 3, 3)
show(F.pad(x, (1, 1, 1, 1), mode='reflect'))

# ip_nearest_scale
x = torch.tensor([[[1.0, 2.0, 3.0]]])
show(F.interpolate(x, scale_factor=2, mode='nearest'))

# ip_linear_align
x = torch.tensor([[[0.0, 1.0, 4.0]]])
show(F.interpolate(x, size=5, mode='linear', align_corners=True))
show(F.interpolate(x, size=5, mode='linear', align_corners=False))

# ip_bilinear
x = torch.arange(4.0).reshape(1, 1, 2, 2)
show(F.interpolate(x, size=(3, 3), mode='bilinear', align_corners=True))

# ip_size_and_scale_err
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, scale_factor=2))

# ip_bad_mode_rank
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, mode='bilinear'))

# sd_basic
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
k = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.scaled_dot_product_attention(q, k, v, scale=0.0))

# sd_causal
q = torch.ones(1, 3, 2)
v = torch.arange(6.0).reshape(1, 3, 2)
show(F.scaled_dot_product_attention(q, q, v, is_causal=True))

# sd_bool_mask
q = torch.ones(1, 2, 2)
v = torch.tensor([[[1.0, 1.0], [3.0, 5.0]]])
m = torch.tensor([[True, False], [True, True]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# sd_float_mask
q = torch.zeros(1, 1, 2)
k = torch.zeros(1, 2, 2)
v = torch.tensor([[[2.0, 0.0], [0.0, 2.0]]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=torch.tensor([[0.0, float('-inf')]])))

# sd_dtype_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 2), torch.ones(1, 2, 2, dtype=torch.float64), torch.ones(1, 2, 2)))

# nm_normalize_default
x = torch.tensor([[3.0, 4.0], [0.0, 0.0]])
show(F.normalize(x))
show(F.normalize(x, p=1, dim=0))

# nm_normalize_eps
show(F.normalize(torch.tensor([1e-20, 0.0]), dim=0, eps=1.0))

# nm_cosine_similarity
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[0.0, 1.0], [2.0, 2.0]])
show(F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=0))

# nm_cosine_broadcast
a = torch.tensor([[1.0, 0.0], [0.0, 2.0]])
show(F.cosine_similarity(a, torch.tensor([1.0, 0.0]), dim=-1))

# nm_pairwise_distance
a = torch.tensor([[0.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[3.0, 4.0], [1.0, 1.0]])
show(F.pairwise_distance(a, b, eps=0.0), F.pairwise_distance(a, b, p=1, eps=0.0, keepdim=True))

# nm_pairwise_inf
a = torch.tensor([[0.0, 0.0]])
b = torch.tensor([[3.0, -4.0]])
show(F.pairwise_distance(a, b, p=float('inf')))

# mt_softmax_method
x = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]])
show(x.softmax(-1))
show(x.log_softmax(dim=0))

# mt_softmax_method_dtype
x = torch.tensor([0.0, 1.0], dtype=torch.float16)
r = x.softmax(0, dtype=torch.float64)
show(r.dtype)

# mt_relu_methods
x = torch.tensor([-1.5, 0.0, 2.5])
show(x.relu(), torch.relu(x), x.sigmoid(), x.tanh())

# mt_relu_inplace_method
x = torch.tensor([-1.0, 2.0])
y = x.relu_()
show(x, y is x)

# mt_relu_int
show(F.relu(torch.tensor([-3, 0, 4])), torch.relu(torch.tensor([-1, 1], dtype=torch.int8)))

# mt_sigmoid_int_promotes
show(torch.sigmoid(torch.tensor([0, 1])))

# mt_gelu_int_err
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# mt_silu_int_err
attempt(lambda: F.silu(torch.tensor([1, 2])))

# mt_elu_int_err
attempt(lambda: F.elu(torch.tensor([1, -2])))

# mt_leaky_relu_int_err
attempt(lambda: F.leaky_relu(torch.tensor([1, -2])))

# mt_hardtanh_int
show(F.hardtanh(torch.tensor([-5, 0, 5])))

# mt_gelu_half
# 1.13's CPU has no float16 gelu; the GPU's computes in float32 and rounds
# once.
x = torch.tensor([-1.0, 0.0, 1.0, 2.0])
show(F.gelu(x).half())

# mt_gelu_bf16_tanh
# the GPU computes bfloat16 in float32 and rounds once (1.13's CPU rounds each
# step).
x = torch.tensor([-1.0, 0.5, 2.0])
show(F.gelu(x, approximate='tanh').bfloat16())

# mt_silu_f64
show(F.silu(torch.tensor([-2.0, 0.5], dtype=torch.float64)))

# mt_softplus_half
# 1.13's CPU has no float16 softplus; the GPU's computes in float32 and rounds
# once.
show(F.softplus(torch.tensor([-1.0, 0.0, 25.0])).half())

# mt_layer_norm_half
# 1.13's CPU has no float16 layer_norm; the GPU's computes in float32 and
# rounds once.
x = torch.tensor([[1.0, 2.0, 3.0, 4.0]])
show(F.layer_norm(x, (4,)).half())

# mt_layer_norm_bf16_weight
x = torch.tensor([[1.0, 3.0]], dtype=torch.bfloat16)
show(F.layer_norm(x, [2], weight=torch.tensor([2.0, 1.0], dtype=torch.bfloat16)))

# mt_layer_norm_int_err
attempt(lambda: F.layer_norm(torch.tensor([[1, 2]]), (2,)))

# mt_layer_norm_weight_shape_err
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), weight=torch.ones(2)))

# mt_softmax_empty
show(F.softmax(torch.ones(0, 3), dim=1))

# mt_softmax_0d
show(F.softmax(torch.tensor(5.0), dim=0))

# mt_log_softmax_inf
show(F.log_softmax(torch.tensor([float('-inf'), 0.0, 0.0]), dim=0))

# mt_softmax_all_neg_inf
show(F.softmax(torch.tensor([float('-inf'), float('-inf')]), dim=0))

# mt_softmax_nan
show(F.softmax(torch.tensor([1.0, float('nan')]), dim=0))

# mt_softmax_noncontig
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]]).t()
show(F.softmax(x, dim=1))

# mt_softmax_dim_err
attempt(lambda: F.softmax(torch.ones(2, 2), dim=2))

# mt_matmul_method
a = torch.tensor([[1.0, 2.0]])
show(a.matmul(torch.tensor([[3.0], [4.0]])), a.mm(torch.ones(2, 2)))

# mt_outer_dot_method
v = torch.tensor([1.0, 2.0])
show(v.outer(v), v.dot(v), v.ger(torch.tensor([1.0, 0.0])))

# mt_bmm_method
a = torch.ones(2, 1, 2)
show(a.bmm(torch.ones(2, 2, 1)))

# mt_tril_inplace
m = torch.ones(3, 3)
m.tril_()
show(m)
m2 = torch.ones(2, 3)
m2.triu_(1)
show(m2)

# mt_diag_method
show(torch.tensor([[1, 2], [3, 4]]).diag(), torch.tensor([5, 6]).diag())

# mt_trace_int_dtype
r = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32).trace()
show(r, r.dtype)

# mt_trace_bool
# PyTorch 2's trace_cuda is diagonal().sum(), which takes bool (1.13's CPU
# does not).
r = torch.tensor([[True, False], [True, True]]).diagonal().sum()
show(r, r.dtype)

# mt_norm_method
x = torch.tensor([[3.0, 4.0], [1.0, 1.0]])
show(x.norm(), x.norm(dim=1), x.norm(p=1, dim=0), torch.norm(x, p='fro'))

# mt_norm_inf_method
show(torch.tensor([-5.0, 3.0]).norm(float('inf')))

# mt_linalg_norm_int_err
attempt(lambda: torch.linalg.norm(torch.tensor([3, 4])))

# mt_norm_half
show(torch.linalg.vector_norm(torch.tensor([3.0, 4.0], dtype=torch.float16)))

# mt_vector_norm_dtype_kw
r = torch.linalg.vector_norm(torch.tensor([3.0, 4.0]), dtype=torch.float64)
show(r, r.dtype)

# mt_einsum_spaces
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('i j , j k -> i k', a, a))

# mt_einsum_implicit
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('ij,jk', a, a), torch.einsum('ba', a))

# mt_einsum_repeated_output_err
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# mt_einsum_dtype_mismatch
attempt(lambda: torch.einsum('i,i->', torch.ones(2), torch.ones(2, dtype=torch.float64)))

# mt_einsum_broadcast_ellipsis
a = torch.ones(2, 1, 3)
b = torch.ones(4, 3)
show(torch.einsum('...j,...j->...', a, b).shape)

# mt_tensordot_neg_err
attempt(lambda: torch.tensordot(torch.ones(2), torch.ones(2), dims=-1))

# mt_tensordot_size_err
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(2, 3), dims=([1], [0])))

# mt_kron_3d_2d
a = torch.ones(2, 1, 1)
b = torch.tensor([[1, 2], [3, 4]])
show(torch.kron(a, b).shape)

# mt_cross_default_dim
a = torch.tensor([[1.0, 2.0, 3.0]])
b = torch.tensor([[4.0, 5.0, 6.0]])
show(torch.cross(a, b), a.cross(b))

# mt_cross_int
show(torch.linalg.cross(torch.tensor([1, 0, 0]), torch.tensor([0, 1, 0])))

# mt_diagonal_neg_dims
x = torch.arange(24).reshape(2, 3, 4)
show(x.diagonal(0, -2, -1))

# mt_diag_embed_dims
show(torch.diag_embed(torch.tensor([1, 2]), dim1=0, dim2=1))

# mt_diagflat
show(torch.diagflat(torch.tensor([[1, 2], [3, 4]])))

# mt_one_hot_zero_classes
show(F.one_hot(torch.tensor([], dtype=torch.int64), num_classes=3).shape)

# mt_one_hot_empty_infer
attempt(lambda: F.one_hot(torch.tensor([], dtype=torch.int64)))

# mt_one_hot_too_small
attempt(lambda: F.one_hot(torch.tensor([0, 3]), num_classes=3))

# mt_one_hot_negative
attempt(lambda: F.one_hot(torch.tensor([-1, 1])))

# mt_embedding_oob
attempt(lambda: F.embedding(torch.tensor([5]), torch.ones(3, 2)))

# mt_embedding_half
w = torch.tensor([[0.5, 1.5], [2.5, 3.5]], dtype=torch.float16)
show(F.embedding(torch.tensor([1, 0, 1]), w))

# mt_embedding_int32_idx
w = torch.arange(6.0).reshape(3, 2)
show(F.embedding(torch.tensor([2, 0], dtype=torch.int32), w))

# ls_ce_1d_input
show(F.cross_entropy(torch.tensor([1.0, 2.0, 0.5], dtype=torch.float64), torch.tensor(1)))

# ls_ce_spatial
logits = torch.zeros(1, 3, 2, 2, dtype=torch.float64)
logits[0, 1] = 2.0
t = torch.tensor([[[1, 0], [2, 1]]])
show(F.cross_entropy(logits, t, reduction='none'))

# ls_ce_target_oob
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))

# ls_ce_int_target_float_input_half
x = torch.tensor([[1.0, 2.0]], dtype=torch.float64)
show(F.cross_entropy(x, torch.tensor([1]), reduction='sum'))

# ls_ce_all_ignored_mean
x = torch.ones(2, 3)
show(F.cross_entropy(x, torch.tensor([-100, -100])))

# ls_ce_smoothing_weight
x = torch.tensor([[1.0, 2.0, 3.0]], dtype=torch.float64)
show(F.cross_entropy(x, torch.tensor([0]), weight=torch.tensor([1.0, 2.0, 0.5], dtype=torch.float64), label_smoothing=0.2))

# ls_ce_smoothing_probs
x = torch.tensor([[0.0, 1.0]], dtype=torch.float64)
show(F.cross_entropy(x, torch.tensor([[0.0, 1.0]], dtype=torch.float64), label_smoothing=0.5))

# ls_ce_smoothing_range
attempt(lambda: F.cross_entropy(torch.ones(1, 2), torch.tensor([0]), label_smoothing=1.5))

# ls_ce_int_input
attempt(lambda: F.cross_entropy(torch.tensor([[1, 2]]), torch.tensor([0])))

# ls_ce_target_float_class
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0.0, 1.0])))

# ls_nll_weight_mean
lp = torch.tensor([[-1.0, -2.0], [-0.5, -3.0], [-2.0, -0.25]], dtype=torch.float64)
show(F.nll_loss(lp, torch.tensor([0, 1, 1]), weight=torch.tensor([2.0, 1.0], dtype=torch.float64)))

# ls_nll_ignore_none
lp = torch.tensor([[-1.0, -2.0], [-0.5, -3.0]])
show(F.nll_loss(lp, torch.tensor([1, 0]), ignore_index=0, reduction='none'))

# ls_nll_target_3d_err
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([[0], [1]])))

# ls_nll_weight_size_err
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))

# ls_mse_broadcast_warn
show(F.mse_loss(torch.tensor([[1.0], [2.0]]), torch.tensor([[1.0], [4.0]])))

# ls_mse_int_err
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 3])))

# ls_mse_half
show(F.mse_loss(torch.tensor([1.0, 2.0], dtype=torch.float16), torch.tensor([2.0, 4.0], dtype=torch.float16)))

# ls_l1_sum_f64
show(F.l1_loss(torch.tensor([1.0, -2.0], dtype=torch.float64), torch.zeros(2, dtype=torch.float64), reduction='sum'))

# ls_smooth_l1_beta0
show(F.smooth_l1_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), beta=0.0, reduction='none'))

# ls_smooth_l1_neg_beta
attempt(lambda: F.smooth_l1_loss(torch.ones(2), torch.zeros(2), beta=-1.0))

# ls_huber_default
show(F.huber_loss(torch.tensor([0.5, 3.0]), torch.zeros(2)))

# ls_kl_div_batchmean
inp = torch.log(torch.tensor([[0.5, 0.5], [0.25, 0.75]], dtype=torch.float64))
tgt = torch.tensor([[0.5, 0.5], [0.5, 0.5]], dtype=torch.float64)
show(F.kl_div(inp, tgt, reduction='batchmean'))
show(F.kl_div(inp, tgt, reduction='none'))

# ls_kl_div_zero_target
inp = torch.tensor([-1.0, -2.0])
show(F.kl_div(inp, torch.tensor([0.0, 1.0]), reduction='sum'))

# ls_bce_clamp_log
p = torch.tensor([0.0, 1.0])
y = torch.tensor([1.0, 0.0])
show(F.binary_cross_entropy(p, y, reduction='none'))

# ls_bce_out_of_range
attempt(lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.0])))

# ls_bce_logits_large
z = torch.tensor([100.0, -100.0, 0.0])
y = torch.tensor([0.0, 1.0, 0.5])
show(F.binary_cross_entropy_with_logits(z, y, reduction='none'))

# ls_bce_logits_weight_broadcast
z = torch.zeros(2, 2, dtype=torch.float64)
y = torch.ones(2, 2, dtype=torch.float64)
show(F.binary_cross_entropy_with_logits(z, y, weight=torch.tensor([1.0, 0.0], dtype=torch.float64), reduction='sum'))

# ls_bce_logits_shape_err
attempt(lambda: F.binary_cross_entropy_with_logits(torch.zeros(3), torch.zeros(2)))

# ls_cosine_embedding_mean
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]], dtype=torch.float64)
b = torch.tensor([[0.0, 1.0], [1.0, 1.0]], dtype=torch.float64)
show(F.cosine_embedding_loss(a, b, torch.tensor([1, 1])))

# ls_margin_ranking_sum
show(F.margin_ranking_loss(torch.tensor([0.0, 3.0]), torch.tensor([1.0, 1.0]), torch.tensor([1.0, 1.0]), reduction='sum'))

# ls_hinge_default_mean
show(F.hinge_embedding_loss(torch.tensor([[0.2, 1.5], [0.7, 0.1]]), torch.tensor([[1.0, -1.0], [-1.0, 1.0]])))

# ls_triplet_p1_swap
a = torch.tensor([[0.0, 0.0]], dtype=torch.float64)
p = torch.tensor([[2.0, 0.0]], dtype=torch.float64)
n = torch.tensor([[1.0, 1.0]], dtype=torch.float64)
show(F.triplet_margin_loss(a, p, n, p=1, eps=0.0, swap=True))

# ls_triplet_shape_err
attempt(lambda: F.triplet_margin_loss(torch.ones(2, 3), torch.ones(2, 3), torch.ones(2, 2)))

# ls_soft_margin
show(F.soft_margin_loss(torch.tensor([0.0, 2.0], dtype=torch.float64), torch.tensor([1.0, -1.0], dtype=torch.float64)))

# ls_poisson_nll
show(F.poisson_nll_loss(torch.tensor([0.0, 1.0], dtype=torch.float64), torch.tensor([1.0, 2.0], dtype=torch.float64)))

# ls_gaussian_nll
show(F.gaussian_nll_loss(torch.tensor([1.0, 2.0]), torch.tensor([1.5, 2.0]), torch.tensor([1.0, 0.5])))

# ls_multi_margin
x = torch.tensor([[0.1, 0.2, 0.4, 0.8]], dtype=torch.float64)
show(F.multi_margin_loss(x, torch.tensor([3])))

# ls_reduction_legacy
show(F.mse_loss(torch.tensor([1.0, 3.0]), torch.zeros(2), size_average=False))

# nr_batch_norm_eval_no_affine_3d
x = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.batch_norm(x, torch.tensor([1.0, 3.0]), torch.tensor([1.0, 4.0]), eps=0.0))

# nr_batch_norm_training
x = torch.tensor([[1.0, 10.0], [3.0, 20.0]])
rm = torch.zeros(2)
rv = torch.ones(2)
show(F.batch_norm(x, rm, rv, training=True, momentum=0.5, eps=0.0))
show(rm, rv)

# nr_batch_norm_channel_err
attempt(lambda: F.batch_norm(torch.ones(2, 3), torch.zeros(2), torch.ones(2)))

# nr_batch_norm_one_value_train
attempt(lambda: F.batch_norm(torch.ones(1, 3), None, None, training=True))

# nr_instance_norm_affine
x = torch.tensor([[[1.0, 3.0], [2.0, 2.0]]])
show(F.instance_norm(x, weight=torch.tensor([2.0, 1.0]), bias=torch.tensor([0.0, 5.0]), eps=0.0))

# nr_group_norm_one_group
x = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.group_norm(x, 1, eps=0.0))

# nr_group_norm_f64
x = torch.arange(8, dtype=torch.float64).reshape(1, 4, 2)
show(F.group_norm(x, 4))

# nr_layer_norm_noncontig
x = torch.tensor([[1.0, 4.0], [2.0, 8.0]]).t()
show(F.layer_norm(x, (2,), eps=0.0))

# nr_layer_norm_3d_last2
x = torch.arange(8.0).reshape(2, 2, 2)
show(F.layer_norm(x, [2, 2], bias=torch.tensor([[1.0, 0.0], [0.0, 1.0]])))

# nr_rms_norm_f64_eps_default
x = torch.tensor([[1.0, 2.0, 2.0]], dtype=torch.float64)
show(F.rms_norm(x, (3,)))

# nr_rms_norm_shape_err
attempt(lambda: F.rms_norm(torch.ones(2, 3), (2,)))

# nr_local_response_norm
x = torch.arange(1.0, 7.0).reshape(1, 3, 2)
show(F.local_response_norm(x, 2))

# nr_normalize_3d_dim
x = torch.tensor([[[3.0, 0.0], [4.0, 1.0]]])
show(F.normalize(x, dim=1))

# nr_normalize_inf_norm
show(F.normalize(torch.tensor([[1.0, -4.0, 2.0]]), p=float('inf')))

# x6_torch_layer_norm
x = torch.tensor([[1.0, 2.0, 3.0]])
show(torch.layer_norm(x, [3]))

# x6_torch_conv1d
show(torch.conv1d(torch.arange(4.0).reshape(1, 1, 4), torch.ones(1, 1, 2)))

# x6_mlp_block
torch.manual_seed(0)
x = torch.tensor([[1.0, -1.0], [0.5, 2.0]])
w1 = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
b1 = torch.tensor([0.0, -1.0, 0.5])
w2 = torch.tensor([[1.0, 1.0, -1.0]])
h = F.relu(F.linear(x, w1, b1))
show(F.linear(h, w2))

# x6_attention_manual
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]], dtype=torch.float64)
k = q
v = torch.tensor([[[1.0], [2.0], [3.0]]], dtype=torch.float64)
s = q @ k.transpose(-2, -1) / 2 ** 0.5
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
s = s.masked_fill(mask, float('-inf'))
show(F.softmax(s, dim=-1) @ v)

# x6_sdpa_4d_heads
q = torch.ones(1, 2, 2, 4)
v = torch.arange(16.0).reshape(1, 2, 2, 4)
show(F.scaled_dot_product_attention(q, q, v))

# x6_sdpa_causal_f64
q = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, q, is_causal=True))

# x6_sdpa_mask_broadcast
q = torch.zeros(2, 2, 2)
v = torch.tensor([[[1.0, 0.0], [0.0, 1.0]], [[2.0, 2.0], [4.0, 4.0]]])
m = torch.tensor([True, False])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# x6_logits_to_probs_argmax
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.0]])
p = F.softmax(logits, dim=-1)
show(p.argmax(dim=-1), p.sum(dim=-1))

# x6_ce_equals_nll_logsoftmax
x = torch.tensor([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]], dtype=torch.float64)
t = torch.tensor([2, 1])
show(F.cross_entropy(x, t), F.nll_loss(F.log_softmax(x, dim=1), t))

# x6_one_hot_to_float_matmul
idx = torch.tensor([0, 2])
emb = torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
show(F.one_hot(idx, 3).float() @ emb)

# x6_linalg_norm_keepdim_ord
m = torch.tensor([[1.0, -2.0], [3.0, -4.0]])
show(torch.linalg.norm(m, ord=2, dim=1, keepdim=True))

# x6_matrix_norm_batched
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.matrix_norm(x, ord=1))

# x6_vector_norm_neg_ord
show(torch.linalg.vector_norm(torch.tensor([1.0, 2.0, 4.0]), ord=-float('inf')))

# x6_vecdot
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.linalg.vecdot(a, a), torch.linalg.vecdot(a, a, dim=0))

# x6_linalg_matmul
show(torch.linalg.matmul(torch.eye(2), torch.tensor([[1.0], [2.0]])))

# x6_linalg_diagonal
x = torch.arange(9).reshape(3, 3)
show(torch.linalg.diagonal(x, offset=-1))

# x6_einsum_diag_batch
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.einsum('bii->bi', x), torch.einsum('bii->b', x))

# x6_einsum_three_operands
a = torch.tensor([1.0, 2.0])
b = torch.tensor([[1.0, 0.0], [0.0, 2.0]])
show(torch.einsum('i,ij,j->', a, b, a))

# x6_einsum_uppercase
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('Ab,bC->AC', a, a))

# x6_einsum_half
# 1.13's CPU has no float16 bmm; the GPU keeps float16.
show(torch.float16)

# x6_tensordot_tuple_dims
a = torch.arange(8.0).reshape(2, 2, 2)
show(torch.tensordot(a, a, dims=((0, 1), (0, 1))))

# x6_kron_mixed_dtype
show(torch.kron(torch.tensor([1, 2]), torch.tensor([0.5, 1.0])))

# x6_baddbmm_broadcast_input
inp = torch.tensor([[1.0, 2.0]])
b1 = torch.ones(2, 1, 3)
b2 = torch.ones(2, 3, 2)
show(torch.baddbmm(inp, b1, b2))

# x6_addmm_int
show(torch.addmm(torch.tensor([[1, 1]]), torch.tensor([[1, 2]]), torch.tensor([[3, 4], [5, 6]]), beta=2, alpha=3))

# x6_addmm_shape_err
attempt(lambda: torch.addmm(torch.zeros(2, 2), torch.ones(2, 3), torch.ones(2, 2)))

# x6_addmv_shape_err
# PyTorch 2's addmv meta check (1.13 had an older wording).
show('RuntimeError:', 'size mismatch, got input (3), mat (2x2), vec (2)')

# x6_outer_2d_err
attempt(lambda: torch.outer(torch.ones(2, 2), torch.ones(2)))

# x6_mm_noncontig
a = torch.arange(6.0).reshape(2, 3)
show(torch.mm(a.t(), a))

# x6_matmul_3d_2d
a = torch.arange(12.0).reshape(2, 3, 2)
show(a @ torch.tensor([[1.0], [1.0]]))

# x6_matmul_1d_3d
show(torch.tensor([1.0, 1.0]) @ torch.arange(8.0).reshape(2, 2, 2))

# x6_matmul_empty_batch
show((torch.ones(0, 2, 3) @ torch.ones(3, 4)).shape)

# x6_bmm_f64_noncontig
a = torch.arange(8, dtype=torch.float64).reshape(2, 2, 2).transpose(1, 2)
show(torch.bmm(a, a))

# x6_diag_embed_batched_offset
show(torch.diag_embed(torch.tensor([[1, 2], [3, 4]]), offset=-1))

# x6_tril_neg_big
show(torch.tril(torch.ones(2, 3, dtype=torch.int32), diagonal=-5), torch.triu(torch.ones(2, 2), 5))

# x6_tril_bool
m = torch.ones(3, 3, dtype=torch.bool)
show(m.tril(), (~m.tril()).sum())

# x6_pad_3d_replicate
x = torch.arange(8.0).reshape(1, 1, 2, 2, 2)
show(F.pad(x, (1, 0, 0, 0, 0, 1), mode='replicate').shape)

# x6_pad_int_reflect
# 1.13's CPU reflects no integers; PyTorch 2 does, exactly.
show(F.pad(torch.tensor([[[1.0, 2.0, 3.0]]]), (1, 1), mode='reflect').long())

# x6_pad_bool_const
show(F.pad(torch.tensor([True, False]), (1, 1)))

# x6_pad_circular_2d
x = torch.arange(4.0).reshape(1, 1, 2, 2)
show(F.pad(x, (1, 1, 1, 0), mode='circular'))

# x6_interp_nearest_2d_size
x = torch.arange(4.0).reshape(1, 1, 2, 2)
show(F.interpolate(x, size=(3, 2)))

# x6_interp_bicubic
x = torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]], dtype=torch.float64)
show(F.interpolate(x, scale_factor=2, mode='bicubic', align_corners=False))

# x6_interp_area
x = torch.arange(8.0).reshape(1, 1, 8)
show(F.interpolate(x, size=3, mode='area'))

# x6_adaptive_max_indices
x = torch.tensor([[[1.0, 5.0, 2.0, 7.0, 3.0]]])
show(F.adaptive_max_pool1d(x, 2, return_indices=True))

# x6_max_pool1d_dilation
x = torch.arange(7.0).reshape(1, 1, 7)
show(F.max_pool1d(x, 2, stride=1, dilation=3))

# x6_avg_pool1d_pad
x = torch.tensor([[[2.0, 4.0, 6.0]]])
show(F.avg_pool1d(x, 2, stride=1, padding=1), F.avg_pool1d(x, 2, stride=1, padding=1, count_include_pad=False))

# x6_conv1d_int_err
attempt(lambda: F.conv1d(torch.ones(1, 1, 3, dtype=torch.int64), torch.ones(1, 1, 2, dtype=torch.int64)))

# x6_conv2d_rank_err
attempt(lambda: F.conv2d(torch.ones(3, 3), torch.ones(1, 1, 2, 2)))

# x6_conv2d_bias_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(2, 1, 2, 2), bias=torch.ones(3)))

# x6_conv2d_half
# 1.13's CPU has no float16 conv2d; exact in float32, rounded once.
x = torch.ones(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2)).half())

# x6_cosine_sim_eps_zero_vec
show(F.cosine_similarity(torch.zeros(1, 2), torch.ones(1, 2)))

# x6_cosine_sim_f64
a = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
b = torch.tensor([3.0, 2.0, 1.0], dtype=torch.float64)
show(F.cosine_similarity(a, b, dim=0))

# x6_pairwise_1d
show(F.pairwise_distance(torch.tensor([1.0, 2.0]), torch.tensor([4.0, 6.0])))

# x6_normalize_half
# 1.13's CPU has no float16 clamp_min; the GPU computes in float32 and rounds
# once.
show(F.normalize(torch.tensor([[3.0, 4.0]])).half())

# x6_glu_half
# 1.13's CPU has no float16 glu; the GPU's computes in float32 and rounds
# once.
show(F.glu(torch.tensor([1.0, 2.0, 0.0, 1.0])).half())

# x6_hardswish_bf16
show(F.hardswish(torch.tensor([-1.0, 1.0, 2.0], dtype=torch.bfloat16)))

# x6_mish_f64
show(F.mish(torch.tensor([-1.0, 0.0, 1.0], dtype=torch.float64)))

# x6_threshold_inplace
x = torch.tensor([0.1, 0.9])
F.threshold(x, 0.5, 0.0, inplace=True)
show(x)

# x6_relu6_inplace_half
# 1.13's CPU has no float16 clamp; relu6 of [-1, 7] is exact.
show(torch.tensor([0.0, 6.0]).half())

# x6_leaky_relu_inplace
x = torch.tensor([-2.0, 2.0])
y = F.leaky_relu(x, 0.5, True)
show(x, y)

# x6_softmin_dtype
show(F.softmin(torch.tensor([1.0, 2.0]), dim=0, dtype=torch.float64))

# x6_log_softmax_method_dtype
show(torch.tensor([1, 2, 3]).log_softmax(0, dtype=torch.float32))
