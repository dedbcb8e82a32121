# Twin of tests/golden/corpus_nn_ops.cst (its tensors live on cuda:0).
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
    kernel's name is the CUDA one (hypot_cuda, GeluCUDAKernelImpl), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', cuda_message(e))


torch2.install()


# r3_linear_int_err
attempt(lambda: F.linear(torch.tensor([[1, 2]]), torch.tensor([[1, 0]])))

# r3_linear_f64
show(F.linear(torch.tensor([[1.0, 2.0]], dtype=torch.float64), torch.tensor([[0.5, 0.25]], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64)))

# r3_linear_dtype_mismatch
attempt(lambda: F.linear(torch.ones(1, 2), torch.ones(1, 2, dtype=torch.float64)))

# r3_layer_norm_int_err
attempt(lambda: F.layer_norm(torch.tensor([[1, 2]]), (2,)))

# r3_rms_norm_3d
x = torch.arange(12.0).reshape(2, 2, 3) - 5
show(F.rms_norm(x, (2, 3)), F.rms_norm(x, [3], eps=0.5))

# r3_gelu_variants
x = torch.tensor([-3.0, -0.5, 0.0, 0.5, 3.0])
show(F.gelu(x), F.gelu(x, approximate='tanh'), torch.nn.functional.gelu(x.double()))

# r3_gelu_int_err
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# r3_gelu_empty_0d
show(F.gelu(torch.tensor([])), F.gelu(torch.tensor(1.0)), F.gelu(torch.zeros(2, 0)).shape)

# r3_erf_variants
show(torch.erf(torch.tensor([-float('inf'), float('inf'), float('nan'), 1e-10])), torch.tensor([0.5]).erf(), torch.special.erf(torch.tensor([0.25])))

# r3_erf_inplace
x = torch.tensor([0.1, 0.2])
x.erf_()
show(x)

# r3_silu_variants
x = torch.tensor([[-2.0, 0.0], [1.0, 20.0]])
show(F.silu(x), torch.nn.functional.silu(x, inplace=False), F.silu(x.double()))

# r3_dropout_training_false_kw
x = torch.arange(4.0)
show(F.dropout(x, p=0.9, training=False), torch.dropout(x, 0.5, False), F.dropout(x, 0.0, True))

# r3_dropout_p_one
show(F.dropout(torch.ones(2, 2), 1.0), F.dropout(torch.ones(3), p=1.0, training=True))

# r3_embedding_int32_idx
w = torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
show(F.embedding(torch.tensor([2, 1], dtype=torch.int32), w), F.embedding(torch.tensor([[0, 2, 1]]), w).shape)

# r3_embedding_neg_err
attempt(lambda: F.embedding(torch.tensor([-1]), torch.zeros(3, 2)))

# r3_one_hot_2d_nc
show(F.one_hot(torch.tensor([[0, 1], [2, 0]]), 4), F.one_hot(torch.tensor(1), 3), F.one_hot(torch.arange(3) % 2))

# r3_one_hot_dtype
show(F.one_hot(torch.tensor([1, 0])).dtype, F.one_hot(torch.tensor([0]), num_classes=1))

# r3_sdpa_4d
q = torch.arange(16.0).reshape(1, 2, 2, 4) / 10
show(F.scaled_dot_product_attention(q, q, q), F.scaled_dot_product_attention(q, q, q, is_causal=True).shape)

# r3_sdpa_f64
q = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
show(F.scaled_dot_product_attention(q, q, q))

# r3_masked_fill_bcast
x = torch.zeros(2, 3)
show(x.masked_fill(torch.tensor([True, False, True]), 1.5), x.masked_fill(torch.tensor([[True], [False]]), -1))

# r3_masked_fill_bool_tensor
x = torch.tensor([True, False])
show(x.masked_fill(torch.tensor([True, True]), False), torch.tensor([1, 2]).masked_fill(torch.tensor([False, True]), True))

# r3_masked_fill_inplace_bcast_err
attempt(lambda: torch.zeros(2).masked_fill_(torch.ones(2, 2, dtype=torch.bool), 1.0))

# r3_masked_fill_nan_inf
show(torch.tensor([1.0, 2.0]).masked_fill(torch.tensor([True, False]), float('nan')), torch.tensor([1, 2], dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300) if False else 0)

# r3_gather_3d
x = torch.arange(8).reshape(2, 2, 2)
show(torch.gather(x, 2, torch.tensor([[[1], [0]], [[0], [0]]])), torch.gather(x, 0, torch.tensor([[[1, 0]]])))

# r3_gather_smaller_index
x = torch.arange(9).reshape(3, 3)
show(torch.gather(x, 1, torch.tensor([[2], [1]])), x.gather(0, torch.tensor([[2, 2, 2]])))

# r3_gather_dim_err
attempt(lambda: torch.gather(torch.ones(2, 2), 2, torch.tensor([[0]])))
attempt(lambda: torch.gather(torch.ones(2, 2), 0, torch.tensor([0])))

# r3_gather_empty
show(torch.gather(torch.ones(2, 2), 1, torch.zeros(2, 0, dtype=torch.int64)))

# r3_scatter_value_int
x = torch.zeros(2, 3, dtype=torch.int64)
show(x.scatter(1, torch.tensor([[2], [0]]), 7), torch.scatter(x, 0, torch.tensor([[1, 1, 0]]), torch.tensor([[4, 5, 6]])))

# r3_scatter_inplace_value
x = torch.zeros(4)
x.scatter_(0, torch.tensor([3, 1]), 2.5)
show(x)

# r3_scatter_err_shape
attempt(lambda: torch.zeros(2).scatter(0, torch.tensor([0, 1, 0]), torch.ones(2)))

# r3_scatter_add_2d
x = torch.ones(2, 3)
show(x.scatter_add(1, torch.tensor([[0, 0, 0], [2, 1, 2]]), torch.full((2, 3), 2.0)), torch.scatter_add(x, 0, torch.tensor([[1]]), torch.tensor([[5.0]])))

# r3_index_select_0d_idx
x = torch.arange(6).reshape(2, 3)
show(torch.index_select(x, 1, torch.tensor(2)), x.index_select(0, torch.tensor([1, 1, 0])))

# r3_index_select_int32
show(torch.index_select(torch.arange(4), 0, torch.tensor([3, 0], dtype=torch.int32)))

# r3_index_select_float_idx_err
attempt(lambda: torch.index_select(torch.arange(4), 0, torch.tensor([1.0])))

# r3_index_add_alpha_int
x = torch.zeros(2, 2, dtype=torch.int64)
show(torch.index_add(x, 1, torch.tensor([0, 0]), torch.tensor([[1, 2], [3, 4]]), alpha=2))

# r3_index_add_dtype_err
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# r3_einsum_batch_trace
a = torch.arange(8.0).reshape(2, 2, 2)
show(torch.einsum('bii->b', a), torch.einsum('bij,bjk->bik', a, a), torch.einsum('ij,ij->', a[0], a[1]))

# r3_einsum_spaces_arrow
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('i j -> j i', a) if False else torch.einsum('ij->', a), torch.einsum('ii', a), torch.einsum('i,j', torch.tensor([1.0, 2.0]), torch.tensor([3.0])))

# r3_einsum_bad_eq
attempt(lambda: torch.einsum('ij,jk', torch.ones(2, 2)))
attempt(lambda: torch.einsum('i->j', torch.ones(2)))

# r3_baddbmm_int
inp = torch.zeros(1, 2, 2, dtype=torch.int64)
b = torch.tensor([[[1, 2], [3, 4]]])
show(torch.baddbmm(inp, b, b), torch2.baddbmm(inp, b, b, alpha=2, beta=0))

# r3_baddbmm_inplace
x = torch.ones(1, 1, 1)
x.baddbmm_(torch.ones(1, 1, 3), torch.ones(1, 3, 1), alpha=0.5)
show(x)

# r3_cumprod_f16_overflow
show(torch.cumprod(torch.tensor([100.0, 100.0, 100.0]), 0), torch.cumprod(torch.tensor([2, 3], dtype=torch.int8), 0).dtype)

# r3_cumprod_dim_err
attempt(lambda: torch.cumprod(torch.ones(2), 1))

# r3_cumprod_inplace_nan
x = torch.tensor([1.0, float('nan'), 2.0])
x.cumprod_(0)
show(x, torch.tensor([[1, 2], [3, 4]]).cumprod(dim=-2))

# r3_multinomial_2d_rep
torch.manual_seed(0)
r = torch.multinomial(torch.tensor([[1.0, 0.0], [0.0, 1.0]]), 3, replacement=True)
show(r, r.dtype)

# r3_multinomial_errs
attempt(lambda: torch.multinomial(torch.tensor([0.0, 0.0]), 1))
attempt(lambda: torch.multinomial(torch.ones(2, 2, 2), 1))
attempt(lambda: torch.multinomial(torch.tensor([1.0, float('inf')]), 1))

# r3_pad_3d_constant
x = torch.ones(1, 1, 1)
show(F.pad(x, (1, 0, 0, 1, 1, 0)).shape, F.pad(torch.tensor([1, 2]), (2, 0), value=-1))

# r3_pad_reflect_err
attempt(lambda: F.pad(torch.ones(1, 2), (2, 2), mode='reflect'))
attempt(lambda: F.pad(torch.ones(1, 2), (1, 1), mode='bogus'))

# r3_pad_odd_len_err
attempt(lambda: F.pad(torch.ones(2, 2), (1, 1, 1)))

# r3_conv1d_err_dtype
attempt(lambda: F.conv1d(torch.ones(1, 1, 3, dtype=torch.int64), torch.ones(1, 1, 2, dtype=torch.int64)))
attempt(lambda: F.conv1d(torch.ones(1, 1, 3), torch.ones(1, 1, 2, dtype=torch.float64)))

# r3_conv1d_stride_tuple
show(F.conv1d(torch.arange(8.0).reshape(1, 1, 8), torch.tensor([[[1.0, -1.0]]]), stride=(3,), padding=(1,)))

# r3_conv2d_groups_dil
x = torch.arange(32.0).reshape(1, 2, 4, 4)
w = torch.ones(2, 1, 2, 2)
show(F.conv2d(x, w, groups=2), F.conv2d(x, w, groups=2, dilation=2).shape, F.conv2d(x, torch.ones(1, 2, 3, 3), padding='same').shape)

# r3_conv2d_bias_unbatched
x = torch.arange(9.0).reshape(1, 3, 3)
show(F.conv2d(x, torch.ones(2, 1, 2, 2), bias=torch.tensor([0.5, -0.5])))

# r3_conv2d_same_stride_err
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 2, 2), stride=2, padding='same'))

# r3_max_pool2d_dil_neg
x = torch.tensor([[[[-1.0, -5.0, -3.0], [-4.0, -2.0, -6.0], [-7.0, -8.0, -9.0]]]])
show(F.max_pool2d(x, 2, stride=1, dilation=1), F.max_pool2d(x, 2, 1, 0, 2), F.max_pool2d(x, kernel_size=(1, 3)))

# r3_max_pool2d_unbatched_int
show(F.max_pool2d(torch.arange(16.0).reshape(1, 4, 4), 2, 2), torch.max_pool2d(torch.arange(16.0).reshape(1, 1, 4, 4), 2))

# r3_max_pool2d_nan
x = torch.tensor([[[[1.0, float('nan')], [3.0, 2.0]]]])
show(F.max_pool2d(x, 2))

# r3_max_pool2d_int_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2, dtype=torch.int64), 2))

# r3_max_min_dim_names
x = torch.tensor([[3, 1], [2, 4]])
mx = torch.max(x, dim=0)
mn = x.min(1, True)
show(mx.values, mx.indices, mn.values, mn.indices, mx._fields if False else 0)

# r3_max_tuple_index_iter
r = torch.tensor([[1.0, 5.0], [7.0, 2.0]]).max(1)
show(r[0], r[-1], [t.tolist() for t in r], len(r), isinstance(r, tuple))

# r3_sort_print_3
show(torch.sort(torch.tensor([[3, 1, 2]]), dim=1, descending=True))

# r3_topk_print_float
show(torch.topk(torch.tensor([0.1, 0.9, 0.5, 0.3]), 2, largest=False))

# r3_topk_dim0
v, i = torch.tensor([[1, 4], [3, 2], [5, 0]]).topk(2, 0)
show(v, i)

# r3_min_dim_nan
show(torch.min(torch.tensor([[2.0, float('nan'), 1.0]]), dim=1))

# r3_max_0d_dim
show(torch.max(torch.tensor(3.0), 0), torch.tensor(5).max(dim=-1))

# r3_sort_empty
show(torch.sort(torch.tensor([])), torch.topk(torch.tensor([]), 0))

# r3_return_types_compare
a = torch.max(torch.tensor([1, 3]), 0)
show(a[0] == 3, a.values.item(), a.indices.item())
