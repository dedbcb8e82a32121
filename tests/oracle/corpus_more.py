# Twin of tests/golden/corpus_more.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch2  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


torch2.install()


# r5_unique_return_all_dim_none_bool
x = torch.tensor([[True, False], [True, True]])
show(torch.unique(x, return_counts=True), torch.unique(x, dim=0))

# r5_unique_consecutive_dim
x = torch.tensor([[1, 1], [1, 1], [2, 2], [1, 1]])
show(torch.unique_consecutive(x, dim=0), torch.unique_consecutive(x, return_counts=True, dim=0))

# r5_searchsorted_int32_out_right
s = torch.tensor([[0, 2, 4], [1, 3, 5]])
show(torch.searchsorted(s, torch.tensor([[2, 3], [3, 6]]), right=True, out_int32=True))

# r5_argsort_3d_neg
x = torch.tensor([[[3, 1, 2], [0, 0, 1]]])
show(torch.argsort(x, dim=-1), torch.argsort(x, dim=1, descending=True))

# r5_nonzero_large_bool_empty2d
show(torch.nonzero(torch.zeros(2, 0)), torch.nonzero(torch.zeros(0, 3), as_tuple=True))

# r5_take_along_dim_3d
x = torch.arange(24).reshape(2, 3, 4)
i = torch.tensor([[[0], [3], [1]]])
show(torch.take_along_dim(x, i, dim=2), torch.take_along_dim(x, torch.tensor([[[2, 1, 0, 0]]]), dim=1))

# r5_diff_float16_bool_n2
show(torch.diff(torch.tensor([1.0, 4.0, 9.0], dtype=torch.float64), n=2), torch.diff(torch.tensor([True, True, False]), n=2))

# r5_roll_3d_multi
x = torch.arange(8).reshape(2, 2, 2)
show(torch.roll(x, shifts=(1, -1), dims=(0, 2)), torch.roll(x, 3))

# r5_repeat_interleave_output_size
show(torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([2, 1]), output_size=3), torch.repeat_interleave(torch.tensor([[1, 2]]), 2, dim=-1))

# r5_flip_fliplr_err
attempt(lambda: torch.fliplr(torch.tensor([1, 2])))
attempt(lambda: torch.flipud(torch.tensor(1)))

# r5_movedim_list
x = torch.zeros(2, 3, 4, 5)
show(torch.movedim(x, [0, 3], [3, 0]).shape, x.movedim([1, 2], [-1, -2]).shape)

# r5_tile_0d_empty
show(torch.tile(torch.tensor(5), (2, 2)), torch.tile(torch.tensor([]), (3,)).shape)

# r5_unbind_3d_dim2
x = torch.arange(8).reshape(2, 2, 2)
show(torch.unbind(x, 2))

# r5_meshgrid_empty
a, b = torch.meshgrid(torch.tensor([]), torch.tensor([1.0, 2.0]), indexing='ij')
show(a.shape, b.shape, a)

# r5_tril_triu_int_big_diag
x = torch.arange(12).reshape(3, 4)
show(torch.tril(x, 10).equal(x), torch.triu(x, -10).equal(x), torch.tril(x, -10).sum(), torch.triu(x, 2))

# r5_broadcast_tensors_list_err
attempt(lambda: torch.broadcast_tensors([torch.ones(2), torch.ones(2)]))

# r5_tensordot_3d_dims2
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(24.0).reshape(3, 4, 2)
show(torch.tensordot(a, b), torch.tensordot(a, b, dims=2).shape)

# r5_vecdot_3d
x = torch.arange(12.0).reshape(2, 2, 3)
show(torch.linalg.vecdot(x, x), torch.linalg.vecdot(x, x, dim=1))

# r5_mT_mH_view_write
x = torch.zeros(2, 3)
y = x.mT
y[0, 1] = 5
show(x, y.is_contiguous(), x.mT.mT.equal(x))

# r5_logaddexp_bcast_f64
show(torch.logaddexp(torch.tensor([[0.0], [1.0]], dtype=torch.float64), torch.tensor([0.0, -1.0], dtype=torch.float64)))

# r5_expm1_log1p_f16
show(torch.expm1(torch.tensor([0.001, -0.5], dtype=torch.float64)), torch.log1p(torch.tensor([-0.5, 1e-8], dtype=torch.float64)))

# r5_hypot_bcast
show(torch.hypot(torch.tensor([[3.0], [6.0]]), torch.tensor([4.0, 8.0])), torch.tensor([5.0]).hypot(torch.tensor(12.0)))

# r5_copysign_nan_inf
show(torch.copysign(torch.tensor([float('nan'), float('inf'), 0.0]), torch.tensor([-1.0, -1.0, -1.0])))

# r5_atan_bounds
show(torch.atan(torch.tensor([float('inf'), -float('inf')])), torch.acos(torch.tensor([1.0 + 1e-7])), torch.asin(torch.tensor([-1.0])))

# r5_bitwise_shift_uint8_tensor
x = torch.tensor([1, 2, 128], dtype=torch.uint8)
show(x << torch.tensor([1, 1, 1], dtype=torch.uint8), x >> 7, (x << 1).dtype)

# r5_shift_int_float_scalar_err
attempt(lambda: torch.tensor([1]) << 1.5)

# r5_logical_bool_out
show(torch.logical_and(torch.tensor(1), torch.tensor([0, 2])), torch.logical_not(torch.tensor(0.0)))

# r5_isfinite_bf16_int8
show(torch.isfinite(torch.tensor([1.0, float('inf')], dtype=torch.bfloat16)), torch.isnan(torch.tensor([1], dtype=torch.int8)))

# r5_square_inplace
x = torch.tensor([2.0, -3.0])
x.square_()
show(x)

# r5_result_type_bool_float
show(torch.result_type(torch.tensor([True]), torch.tensor(1.0)), torch.result_type(torch.tensor([1], dtype=torch.uint8), -1))

# r5_promote_types_bf16_int
show(torch.promote_types(torch.bfloat16, torch.int64), torch.promote_types(torch.int8, torch.uint8), torch.promote_types(torch.float16, torch.float32))

# r5_finfo_eps_ops
show(1.0 + torch.finfo(torch.float32).eps > 1.0, torch.finfo(torch.float16).min, torch.finfo(torch.bfloat16).smallest_normal)

# r5_gather_neg_dim_3d
x = torch.arange(12).reshape(2, 3, 2)
show(torch.gather(x, -2, torch.tensor([[[2, 0]], [[1, 1]]])))

# r5_scatter_neg_dim
x = torch.zeros(2, 3)
show(x.scatter(-1, torch.tensor([[2], [0]]), torch.tensor([[1.0], [2.0]])))

# r5_scatter_add_bcast_err
attempt(lambda: torch.zeros(2, 3).scatter_add(1, torch.tensor([[0, 1]]), torch.ones(1, 1)))

# r5_index_select_neg_dim_3d
x = torch.arange(24).reshape(2, 3, 4)
show(torch.index_select(x, -2, torch.tensor([2, 0])).shape, x.index_select(2, torch.tensor([3]))[1])

# r5_index_add_neg_dim
x = torch.zeros(2, 3)
show(x.index_add(-1, torch.tensor([0, 2]), torch.ones(2, 2)), x.index_add_(0, torch.tensor([1]), torch.ones(1, 3), alpha=-1))

# r5_masked_fill_0d_tensor_value_int
x = torch.tensor([1, 2, 3])
show(x.masked_fill(x > 1, torch.tensor(0)), x.masked_fill(x > 1, torch.tensor(2.5)))

# r5_embedding_max_norm_none_3d
w = torch.arange(6.0).reshape(3, 2)
show(F.embedding(torch.tensor([[[0]], [[2]]]), w))

# r5_one_hot_neg1_nc
show(F.one_hot(torch.tensor([2, 0]), num_classes=-1))

# r5_gelu_tanh_f64
show(F.gelu(torch.tensor([-1.0, 1.0], dtype=torch.float64), approximate='tanh'))

# r5_silu_bf16
show(F.silu(torch.tensor([1.0, -1.0], dtype=torch.bfloat16)))

# r5_dropout_eval_identity
x = torch.tensor([1.0, 2.0])
y = F.dropout(x, 0.5, training=False)
show(y is x, F.dropout(x, 0.5, False).equal(x))

# r5_ce_nd_weight_ignore
x = torch.arange(24.0).reshape(2, 3, 4) / 10
t = torch.tensor([[0, 1, 2, -100], [2, 2, 0, 1]])
show(F.cross_entropy(x, t), F.cross_entropy(x, t, weight=torch.tensor([1.0, 0.5, 2.0])), F.cross_entropy(x, t, reduction='none'))

# r5_ce_probs_3d_smooth
x = torch.arange(12.0).reshape(1, 3, 4) / 7
p = torch.softmax(torch.arange(12.0).reshape(1, 3, 4), dim=1)
show(F.cross_entropy(x, p, label_smoothing=0.25), F.cross_entropy(x, p, reduction='none'))

# r5_sdpa_bool_mask_bcast_heads
q = torch.arange(24.0).reshape(1, 2, 3, 4) / 10
m = torch.tensor([[True, False, False], [True, True, False], [True, True, True]])
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m).equal(F.scaled_dot_product_attention(q, q, q, is_causal=True)))

# r5_einsum_repeated_out_err
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# r5_einsum_broadcast_ellipsis
a = torch.arange(6.0).reshape(2, 3)
show(torch.einsum('...j,j->...', a, torch.tensor([1.0, 0.0, -1.0])), torch.einsum('i...->...', a))

# r5_baddbmm_bcast_input
show(torch.baddbmm(torch.tensor([[1.0], [2.0]]), torch.ones(2, 2, 3), torch.ones(2, 3, 1)))

# r5_cumprod_neg_dim_empty
show(torch.cumprod(torch.zeros(2, 0), -1), torch.cumprod(torch.tensor([[2, 3], [4, 5]]), dim=-1))

# r5_pad_circular_2d
x = torch.arange(4.0).reshape(1, 1, 2, 2)
show(F.pad(x, (1, 1, 1, 1), mode='circular'), F.pad(x, (1, 0, 0, 1), mode='replicate'))

# r5_conv1d_groups_err
attempt(lambda: F.conv1d(torch.ones(1, 3, 4), torch.ones(2, 1, 2), groups=2))

# r5_conv2d_int_padding_tuple
x = torch.arange(9.0).reshape(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), padding=(1, 0), stride=(1, 2)))

# r5_max_pool2d_indices_stride
x = torch.arange(16.0).reshape(1, 1, 4, 4).flip(-1)
v, i = F.max_pool2d(x, 2, 1, return_indices=True)
show(v, i)

# r5_sort_stable_desc_ties
x = torch.tensor([1, 3, 3, 1, 2])
show(torch.sort(x, descending=True, stable=True), torch.sort(x, stable=True).indices)

# r5_topk_ties_sorted
show(torch.topk(torch.tensor([1, 3, 3, 1, 2]), 3), torch.topk(torch.tensor([[1.0, float('nan'), 2.0]]), 1))

# r5_min_max_int8_dim
x = torch.tensor([[-128, 127], [0, -1]], dtype=torch.int8)
show(x.max(0), x.min(dim=1, keepdim=True))

# r5_max_bool_dim
show(torch.max(torch.tensor([[True, False], [False, False]]), dim=1))
