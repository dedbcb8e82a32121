# Twin of tests/golden/corpus_nx8.cst (its tensors live on cuda:0).
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
    CUDA kernels of softmax are host_softmax, of logsigmoid
    log_sigmoid_forward_cuda, one_hot's check
    names LongTensor, prelu's weight check says 'got: ndim', and the
    unpools name their CUDA functions."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    message = message.replace('"log_sigmoid_cuda"', '"log_sigmoid_forward_cuda"')
    message = message.replace("index tensor.", "index tensor of type LongTensor.")
    message = message.replace("_forward_out_cpu():", "_forward_out_cuda():")
    return message.replace("but got ndim =", "but got: ndim =")


def sdpa_2x(query, key, value, attn_mask=None, *args, **kwargs):
    """torch2's scaled_dot_product_attention with validate_sdpa_input's
    check of the mask's dtype (bool, float32 or the query's), which
    follows its checks of the inputs' dtypes and ranks."""
    inputs_ok = query.dtype == key.dtype == value.dtype and min(query.dim(), key.dim(), value.dim()) >= 2
    if inputs_ok and attn_mask is not None and attn_mask.dtype not in (torch.bool, torch.float32, query.dtype):
        raise RuntimeError("Expected attn_mask dtype to be bool or float or to match query dtype, but got "
                           f"attn_mask.dtype: {torch2.cpp_name(attn_mask.dtype)} and  query.dtype: "
                           f"{torch2.cpp_name(query.dtype)} instead.")
    return torch2.sdpa(query, key, value, attn_mask, *args, **kwargs)


_group_norm = F.group_norm


def group_norm_2x(input, num_groups, weight=None, bias=None, eps=1e-5):
    """F.group_norm with PyTorch 2's check of the rank first (1.13 fails
    reading size(1))."""
    if input.dim() < 2:
        raise RuntimeError(f"Expected at least 2 dimensions for input tensor but received {input.dim()}")
    return _group_norm(input, num_groups, weight, bias, eps)


def attempt(fn):
    cuda_repr.attempt(fn, cuda_names)


torch2.install()
F.group_norm = group_norm_2x
F.scaled_dot_product_attention = sdpa_2x

# normalize_default_rows
x = torch.tensor([[3., 4.], [0., 5.], [1., 1.]])
show(F.normalize(x))

# normalize_p1_dim0
x = torch.tensor([[1., 2.], [3., -6.]])
show(F.normalize(x, p=1, dim=0))

# normalize_p_inf
x = torch.tensor([[1., -4., 2.], [0.5, 0.25, -0.5]])
show(F.normalize(x, p=float('inf'), dim=1))

# normalize_zero_row_eps
x = torch.tensor([[0., 0.], [1e-14, 0.]])
show(F.normalize(x, dim=1))
show(F.normalize(x, dim=1, eps=1.0))

# normalize_1d_dim0
show(F.normalize(torch.tensor([2., 0., -2., 1.]), dim=0))

# normalize_3d_negative_dim
x = torch.arange(12.).reshape(2, 3, 2)
show(F.normalize(x, dim=-2))

# normalize_float64
x = torch.tensor([[1., 2., 2.]], dtype=torch.float64)
show(F.normalize(x, p=3))

# normalize_float16
# PyTorch 1.13's CPU has no float16 clamp_min: the quotients are exact in float16 (norms 3 and 5).
x = torch.tensor([[1., 2., 2.], [4., 0., 3.]])
y = F.normalize(x, dim=1).half()
show(y, y.dtype)

# normalize_bfloat16
x = torch.tensor([[3., 4.]], dtype=torch.bfloat16)
show(F.normalize(x))

# normalize_int_error
# PyTorch 2's torch.norm hands a number p to linalg.vector_norm (1.13's to ATen's norm, which words it otherwise).
attempt(lambda: torch.linalg.vector_norm(torch.tensor([[1, 2], [3, 4]]), 2, 1, True))

# normalize_empty
y = F.normalize(torch.empty(0, 3))
show(y.shape, y)

# normalize_p0
x = torch.tensor([[1., 0., 3.], [0., 0., 2.]])
show(F.normalize(x, p=0))

# normalize_bad_dim
attempt(lambda: F.normalize(torch.ones(2, 3), dim=2))

# normalize_method_chain_rows_unit
x = torch.tensor([[6., 8.], [5., 12.]])
n = F.normalize(x, dim=-1)
show(n.norm(dim=-1))

# pad_constant_value_1d
x = torch.tensor([1., 2., 3.])
show(F.pad(x, (1, 2), value=-1.0))

# pad_constant_keyword_mode
x = torch.ones(2, 2)
show(F.pad(x, (0, 1, 1, 0), mode='constant', value=7))

# pad_negative_crop
x = torch.arange(12.).reshape(3, 4)
show(F.pad(x, (-1, -1, 0, -1)))

# pad_mixed_negative_positive
x = torch.arange(6.).reshape(2, 3)
show(F.pad(x, (-2, 1)))

# pad_int_tensor
x = torch.tensor([[1, 2], [3, 4]])
y = F.pad(x, (1, 1), value=9)
show(y, y.dtype)

# pad_bool_tensor
x = torch.tensor([True, False])
show(F.pad(x, (1, 0)))

# pad_odd_length_error
attempt(lambda: F.pad(torch.ones(2, 3), (1, 2, 3)))

# pad_too_many_error
attempt(lambda: F.pad(torch.ones(3), (1, 1, 1, 1)))

# pad_reflect_3d
x = torch.arange(5.).reshape(1, 1, 5)
show(F.pad(x, (2, 1), mode='reflect'))

# pad_reflect_2d_unbatched
x = torch.arange(4.).reshape(1, 4)
show(F.pad(x, (1, 2), mode='reflect'))

# pad_reflect_4d
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.pad(x, (1, 1, 2, 0), mode='reflect'))

# pad_reflect_too_large
attempt(lambda: F.pad(torch.arange(3.).reshape(1, 1, 3), (3, 0), mode='reflect'))

# pad_replicate_3d
x = torch.tensor([[[1., 2., 3.]]])
show(F.pad(x, (2, 3), mode='replicate'))

# pad_replicate_4d
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.pad(x, (1, 0, 0, 1), mode='replicate'))

# pad_replicate_5d
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.pad(x, (1, 0, 0, 0, 0, 1), mode='replicate')
show(y.shape, y[0, 0, 2])

# pad_circular_3d
x = torch.arange(4.).reshape(1, 1, 4)
show(F.pad(x, (2, 1), mode='circular'))

# pad_circular_4d
x = torch.arange(6.).reshape(1, 1, 2, 3)
show(F.pad(x, (1, 1, 1, 0), mode='circular'))

# pad_circular_negative
x = torch.arange(5.).reshape(1, 1, 5)
show(F.pad(x, (-1, 2), mode='circular'))

# pad_reflect_value_error
attempt(lambda: F.pad(torch.ones(1, 1, 3), (1, 1), mode='reflect', value=1.0))

# pad_bad_mode_error
attempt(lambda: F.pad(torch.ones(1, 1, 3), (1, 1), mode='symmetric'))

# pad_replicate_wrong_rank
attempt(lambda: F.pad(torch.ones(3), (1, 1), mode='replicate'))

# pad_empty_constant
y = F.pad(torch.empty(0, 2), (1, 1))
show(y.shape)

# pad_list_pads_float16
x = torch.tensor([[1.5, 2.5]], dtype=torch.float16)
show(F.pad(x, [1, 1], value=0.5))

# pad_reflect_float64
x = torch.tensor([[[1., 2., 3., 4.]]], dtype=torch.float64)
show(F.pad(x, (3, 3), mode='reflect'))

# pad_zero_pads
x = torch.tensor([[1., 2.]])
y = F.pad(x, (0, 0))
show(y, y.data_ptr() == x.data_ptr())

# pad_constant_nan
show(F.pad(torch.tensor([1., 2.]), (1, 1), value=float('nan')))

# max_unpool2d_roundtrip
x = torch.tensor([[[[1., 8., 2., 0.], [3., 4., 9., 5.], [7., 6., 1., 2.], [0., 2., 3., 11.]]]])
y, i = F.max_pool2d(x, 2, return_indices=True)
show(y, i)
show(F.max_unpool2d(y, i, 2))

# max_unpool2d_output_size
x = torch.arange(25.).reshape(1, 1, 5, 5)
y, i = F.max_pool2d(x, 2, return_indices=True)
show(F.max_unpool2d(y, i, 2, output_size=(5, 5)))
show(F.max_unpool2d(y, i, kernel_size=2, output_size=torch.Size([1, 1, 5, 5])).shape)

# max_unpool2d_stride_keyword
x = torch.arange(16.).reshape(1, 1, 4, 4)
y, i = F.max_pool2d(x, kernel_size=2, stride=2, return_indices=True)
show(F.max_unpool2d(y, i, kernel_size=2, stride=2).sum(), F.max_unpool2d(y, i, (2, 2), (2, 2), 0).shape)

# max_unpool2d_unbatched_channels
x = torch.tensor([[[1., 2.], [3., 4.]], [[-1., -2.], [-4., -3.]]])
y, i = F.max_pool2d(x, 2, return_indices=True)
show(F.max_unpool2d(y, i, 2))

# max_unpool1d_basic
x = torch.tensor([[[1., 3., 2., 5., 4.]]])
y, i = F.max_pool1d(x, 2, return_indices=True)
show(F.max_unpool1d(y, i, 2))
show(F.max_unpool1d(y, i, 2, output_size=[5]))

# max_unpool3d_basic
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y, i = F.max_pool3d(x, 2, return_indices=True)
show(F.max_unpool3d(y, i, 2).flatten())

# max_unpool_float64
x = torch.tensor([[[[0.5, 0.25], [0.125, 1.5]]]], dtype=torch.float64)
y, i = F.max_pool2d(x, 2, return_indices=True)
show(F.max_unpool2d(y, i, 2))

# max_unpool_empty_batch
y = torch.ones(0, 1, 2, 2)
i = torch.zeros(0, 1, 2, 2, dtype=torch.long)
show(F.max_unpool2d(y, i, 2).shape)

# max_unpool_bad_output_size
x = torch.arange(16.).reshape(1, 1, 4, 4)
y, i = F.max_pool2d(x, 2, return_indices=True)
attempt(lambda: F.max_unpool2d(y, i, 2, output_size=(7, 7)))
attempt(lambda: F.max_unpool2d(y, i, 2, output_size=[4, 4, 4]))
attempt(lambda: F.max_unpool1d(y[0], i[0], 2, output_size=(9,)))

# max_unpool_index_dtype_error
x = torch.arange(16.).reshape(1, 1, 4, 4)
y, i = F.max_pool2d(x, 2, return_indices=True)
attempt(lambda: F.max_unpool2d(y, i.int(), 2))

# max_unpool_shape_errors
x = torch.arange(16.).reshape(1, 1, 4, 4)
y, i = F.max_pool2d(x, 2, return_indices=True)
attempt(lambda: F.max_unpool2d(y, i[..., :1], 2))
attempt(lambda: F.max_unpool2d(torch.ones(2, 2), torch.zeros(2, 2, dtype=torch.long), 2))
attempt(lambda: F.max_unpool1d(torch.ones(3), torch.zeros(3, dtype=torch.long), 2))
attempt(lambda: F.max_unpool2d(torch.ones(1, 0, 2, 2), torch.zeros(1, 0, 2, 2, dtype=torch.long), 2))

# max_unpool_int_values
# PyTorch 1.13's CPU unpools float types only (CUDA's kernel takes every type): the values are exact in float.
y = torch.tensor([[[[7, 9]]]])
i = torch.tensor([[[[1, 2]]]])
show(F.max_unpool2d(y.float(), i, kernel_size=(1, 2)).long())

# adaptive_max_with_indices
x = torch.tensor([[[1., 5., 2., 4.]]])
show(F.adaptive_max_pool1d_with_indices(x, 2))
v, i = F.adaptive_max_pool2d_with_indices(torch.arange(16.).reshape(1, 1, 4, 4), 2, return_indices=False)
show(v, i)
show(F.adaptive_max_pool3d_with_indices(torch.arange(8.).reshape(1, 1, 2, 2, 2), 1)[1])

# native_channel_shuffle
x = torch.arange(8.).reshape(1, 4, 1, 2)
show(F.native_channel_shuffle(x, 2).flatten(), torch.native_channel_shuffle(x, 2).shape)

# user_normalize_axis_keyword
attempt(lambda: F.normalize(torch.ones(2, 2), axis=1))

# user_interpolate_size_tensor_scale
x = torch.ones(1, 1, 2, 2)
show(F.interpolate(x, scale_factor=torch.tensor(2.).item()).shape)

# user_one_hot_float_classes
attempt(lambda: F.one_hot(torch.tensor([0, 1]), num_classes=2.0))

# user_cross_entropy_swapped_args
attempt(lambda: F.cross_entropy(torch.tensor([0, 1]), torch.ones(2, 3)))

# user_cross_entropy_target_2d_class
logits = torch.ones(2, 3)
attempt(lambda: F.cross_entropy(logits, torch.tensor([[0], [1]])))

# user_nll_on_probs_no_log
p = torch.softmax(torch.tensor([[1., 2.]]), 1)
show(F.nll_loss(p, torch.tensor([1])))

# user_embedding_float_weight_idx_swap
attempt(lambda: F.embedding(torch.ones(3, 2), torch.tensor([0, 1])))

# user_glu_dim_keyword_alias
attempt(lambda: F.glu(torch.ones(2, 4), axis=1))

# user_softplus_beta_tensor
attempt(lambda: F.softplus(torch.ones(2), beta=torch.tensor(2.)))

# user_cosine_similarity_dim_out_of_range
attempt(lambda: F.cosine_similarity(torch.ones(2, 3), torch.ones(2, 3), dim=2))

# user_pairwise_distance_shape_mismatch
attempt(lambda: F.pairwise_distance(torch.ones(2, 3), torch.ones(3, 3)))

# user_cdist_p_string
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 3), p='fro'))

# user_batch_norm_1d_input
attempt(lambda: F.batch_norm(torch.ones(3), torch.zeros(3), torch.ones(3)))

# user_layer_norm_int_shape
x = torch.arange(6.).reshape(2, 3)
show(F.layer_norm(x, [3]))

# user_group_norm_groups_float
attempt(lambda: F.group_norm(torch.ones(2, 4), 2.0))

# user_sdpa_mask_int
q = torch.ones(1, 2, 2)
attempt(lambda: F.scaled_dot_product_attention(q, q, q, attn_mask=torch.ones(2, 2, dtype=torch.long)))

# user_huber_reduction_typo
attempt(lambda: F.huber_loss(torch.ones(2), torch.zeros(2), reduction='avg'))

# user_smooth_l1_size_average
show(F.smooth_l1_loss(torch.tensor([0., 2.]), torch.zeros(2), size_average=False))

# user_unfold_kernel_list3
attempt(lambda: F.unfold(torch.ones(1, 1, 3, 3), [2, 2, 2]))

# user_pixel_shuffle_float_factor
attempt(lambda: F.pixel_shuffle(torch.ones(1, 4, 2, 2), 2.0))

# user_interpolate_mode_none
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, mode=None))

# user_normalize_p_string
attempt(lambda: F.normalize(torch.ones(2, 2), p='fro'))

# user_hardtanh_int_bounds
show(F.hardtanh(torch.tensor([-3., 0.5, 3.]), -2, 2))

# user_missing_target
x = torch.ones(2, 3)
attempt(lambda: F.cross_entropy(x))
attempt(lambda: F.mse_loss(x))
attempt(lambda: F.nll_loss(x))

# user_missing_python_functions
x = torch.ones(2, 3)
attempt(lambda: F.embedding(torch.tensor([0])))
attempt(lambda: F.layer_norm(x))
attempt(lambda: F.interpolate())

# user_missing_cpp_functions
x = torch.ones(2, 3)
attempt(lambda: F.linear(x))
attempt(lambda: F.one_hot())
show(F.one_hot(input=torch.tensor([1])))

# user_numpy_names_python_functions
x = torch.ones(2, 3)
attempt(lambda: F.relu(x=x))
attempt(lambda: F.softmax(x, 0, dim=0))
attempt(lambda: F.dropout(x, p=0.0, training=False, inplace=False, bogus=1))
show(F.cosine_similarity(x1=x, x2=x, dim=1))

# interp_nearest_scale2_1d
x = torch.tensor([[[1., 2., 3.]]])
show(F.interpolate(x, scale_factor=2))

# interp_nearest_vs_exact_down
x = torch.arange(5.).reshape(1, 1, 5)
show(F.interpolate(x, size=3, mode='nearest'))
show(F.interpolate(x, size=3, mode='nearest-exact'))

# interp_nearest_exact_up
x = torch.arange(3.).reshape(1, 1, 3)
show(F.interpolate(x, size=5, mode='nearest-exact'))
show(F.interpolate(x, size=5, mode='nearest'))

# interp_linear_align_false
x = torch.tensor([[[0., 10., 20.]]])
show(F.interpolate(x, size=5, mode='linear'))

# interp_linear_align_true
x = torch.tensor([[[0., 10., 20.]]])
show(F.interpolate(x, size=5, mode='linear', align_corners=True))

# interp_linear_scale_fraction
x = torch.tensor([[[1., 2., 4., 8.]]])
show(F.interpolate(x, scale_factor=1.5, mode='linear'))
show(F.interpolate(x, scale_factor=1.5, mode='linear', recompute_scale_factor=True))

# interp_bilinear_size
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.interpolate(x, size=(4, 4), mode='bilinear'))

# interp_bilinear_align_corners
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.interpolate(x, size=3, mode='bilinear', align_corners=True))

# interp_bilinear_scale_tuple
x = torch.arange(6.).reshape(1, 1, 2, 3)
show(F.interpolate(x, scale_factor=(2, 1), mode='bilinear'))

# interp_bilinear_downsample
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, size=(2, 2), mode='bilinear'))

# interp_bilinear_antialias
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, size=(2, 2), mode='bilinear', antialias=True))

# interp_bicubic
x = torch.tensor([[[[0., 1.], [2., 3.]]]])
show(F.interpolate(x, scale_factor=2, mode='bicubic'))

# interp_bicubic_align
x = torch.tensor([[[[0., 1.], [2., 3.]]]])
show(F.interpolate(x, size=(3, 3), mode='bicubic', align_corners=True))

# interp_area_down
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, size=2, mode='area'))

# interp_area_uneven
x = torch.arange(5.).reshape(1, 1, 5)
show(F.interpolate(x, size=3, mode='area'))

# interp_nearest_2d_down_scale
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, scale_factor=0.5))

# interp_nearest_3d_volume
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.interpolate(x, scale_factor=2, mode='nearest')
show(y.shape, y[0, 0, :, 0, 0])

# interp_trilinear
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.interpolate(x, size=3, mode='trilinear', align_corners=True)
show(y[0, 0, 1])

# interp_float64_bilinear
x = torch.tensor([[[[1., 3.], [5., 7.]]]], dtype=torch.float64)
show(F.interpolate(x, size=(4, 4), mode='bilinear'))

# interp_float16_nearest
# PyTorch 1.13's CPU has no float16 nearest: it copies values, so float32's rounded once.
x = torch.tensor([[[1., 2.]]])
show(F.interpolate(x, size=4).half())

# interp_size_list
x = torch.arange(4.).reshape(1, 1, 4)
show(F.interpolate(x, size=[2]))

# interp_both_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, scale_factor=2))

# interp_neither_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4)))

# interp_bilinear_3d_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, mode='bilinear'))

# interp_linear_4d_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 2, 2), size=4, mode='linear'))

# interp_align_nearest_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, mode='nearest', align_corners=True))

# interp_bad_mode_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, mode='cubic'))

# interp_size_len_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4, 4), size=(2, 2, 2)))

# interp_2d_input_error
attempt(lambda: F.interpolate(torch.ones(4, 4), size=2))

# interp_batch_channels
x = torch.arange(12.).reshape(2, 2, 3)
show(F.interpolate(x, size=2, mode='linear'))

# interp_upsample_aliases
x = torch.tensor([[[[1., 2.], [3., 4.]]]])
show(F.upsample(x, scale_factor=2, mode='nearest')[0, 0, 0])
show(F.upsample_nearest(x, size=3)[0, 0])
show(F.upsample_bilinear(x, size=3)[0, 0])

# interp_scale_non_integer_nearest
x = torch.arange(4.).reshape(1, 1, 4)
show(F.interpolate(x, scale_factor=1.7))
show(F.interpolate(x, scale_factor=1.7, recompute_scale_factor=True))

# interp_shape_dtype_preserved
x = torch.rand(2, 3, 5, 7)
y = F.interpolate(x, size=(10, 3), mode='bicubic')
show(y.shape, y.dtype, y.is_contiguous())

# unfold_basic
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.unfold(x, kernel_size=2))

# unfold_stride_padding
x = torch.arange(16.).reshape(1, 1, 4, 4)
y = F.unfold(x, kernel_size=(2, 2), stride=2, padding=1)
show(y.shape)
show(y[0, :, :3])

# unfold_dilation
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.unfold(x, 2, dilation=2))

# unfold_channels
x = torch.arange(18.).reshape(1, 2, 3, 3)
y = F.unfold(x, kernel_size=(1, 3))
show(y.shape, y[0, :, 0])

# unfold_unbatched
x = torch.arange(9.).reshape(1, 3, 3)
y = F.unfold(x, 2)
show(y.shape, y)

# unfold_rank_error
attempt(lambda: F.unfold(torch.ones(3, 3), 2))

# unfold_kernel_too_big
attempt(lambda: F.unfold(torch.ones(1, 1, 2, 2), 3))

# fold_sum_overlaps
x = torch.ones(1, 4, 4)
show(F.fold(x, output_size=(3, 3), kernel_size=2))

# fold_roundtrip
x = torch.arange(16.).reshape(1, 1, 4, 4)
cols = F.unfold(x, kernel_size=2, stride=2)
show(torch.equal(F.fold(cols, (4, 4), kernel_size=2, stride=2), x))

# fold_unbatched
x = torch.arange(8.).reshape(4, 2)
show(F.fold(x, output_size=(2, 3), kernel_size=2))

# fold_divisible_error
attempt(lambda: F.fold(torch.ones(1, 5, 4), output_size=(3, 3), kernel_size=2))

# fold_blocks_error
attempt(lambda: F.fold(torch.ones(1, 4, 5), output_size=(3, 3), kernel_size=2))

# tensor_unfold_windows
x = torch.arange(7)
show(x.unfold(0, 3, 2))

# tensor_unfold_2d
x = torch.arange(8.).reshape(2, 4)
show(x.unfold(1, 2, 1))

# tensor_unfold_error
attempt(lambda: torch.arange(4).unfold(0, 5, 1))

# pixel_shuffle_basic
x = torch.arange(8.).reshape(1, 4, 1, 2)
show(F.pixel_shuffle(x, 2))

# pixel_unshuffle_roundtrip
x = torch.arange(16.).reshape(1, 1, 4, 4)
y = F.pixel_unshuffle(x, 2)
show(y.shape, y[0, :, 0, 0])
show(torch.equal(F.pixel_shuffle(y, 2), x))

# pixel_shuffle_unbatched_int
x = torch.arange(4).reshape(4, 1, 1)
show(torch.pixel_shuffle(x, 2))

# pixel_shuffle_error
attempt(lambda: F.pixel_shuffle(torch.ones(1, 3, 2, 2), 2))

# pixel_unshuffle_error
attempt(lambda: F.pixel_unshuffle(torch.ones(1, 1, 3, 4), 2))

# pixel_shuffle_rank_error
attempt(lambda: F.pixel_shuffle(torch.ones(4, 2), 2))

# pixel_shuffle_factor1
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(torch.equal(F.pixel_shuffle(x, 1), x))

# channel_shuffle_groups
x = torch.arange(6.).reshape(1, 6, 1, 1)
show(F.channel_shuffle(x, 2).flatten())

# one_hot_infer
show(F.one_hot(torch.tensor([0, 2, 1])))

# one_hot_minus_one
show(F.one_hot(torch.tensor([1, 3]), num_classes=-1))

# one_hot_0d
show(F.one_hot(torch.tensor(2), 4))

# one_hot_empty_with_classes
y = F.one_hot(torch.empty(0, dtype=torch.long), 3)
show(y.shape, y.dtype)

# one_hot_empty_infer_error
attempt(lambda: F.one_hot(torch.empty(0, dtype=torch.long)))

# one_hot_2d_float
y = F.one_hot(torch.tensor([[0, 1], [1, 1]]), 2).float()
show(y, y.sum(dim=-1))

# ce_label_smoothing_weight
logits = torch.tensor([[2., 0., -1.], [0.5, 1.5, 0.]])
t = torch.tensor([0, 1])
w = torch.tensor([1., 2., 0.5])
show(F.cross_entropy(logits, t, weight=w, label_smoothing=0.2))

# ce_all_ignored_mean
logits = torch.tensor([[1., 2.], [0., 1.]])
show(F.cross_entropy(logits, torch.tensor([-100, -100])))
show(F.cross_entropy(logits, torch.tensor([-100, -100]), reduction='sum'))

# ce_ignore_index_custom
logits = torch.tensor([[1., 2., 3.], [1., 0., 0.], [0., 0., 5.]])
t = torch.tensor([2, 0, 1])
show(F.cross_entropy(logits, t, ignore_index=0))
show(F.cross_entropy(logits, t, ignore_index=0, reduction='none'))

# ce_ignore_with_weight
logits = torch.tensor([[1., 2., 3.], [1., 0., 0.], [0., 0., 5.]])
t = torch.tensor([2, 1, 1])
show(F.cross_entropy(logits, t, weight=torch.tensor([1., 3., 2.]), ignore_index=2))

# ce_ignore_smoothing
logits = torch.tensor([[1., 2., 3.], [1., 0., 0.]])
t = torch.tensor([2, -100])
show(F.cross_entropy(logits, t, label_smoothing=0.1, reduction='none'))
show(F.cross_entropy(logits, t, label_smoothing=0.1))

# ce_probs_target
logits = torch.tensor([[1., 2., 3.], [0., 0., 0.]])
p = torch.tensor([[0.2, 0.3, 0.5], [1., 0., 0.]])
show(F.cross_entropy(logits, p))
show(F.cross_entropy(logits, p, reduction='none'))

# ce_probs_smoothing_weight
logits = torch.tensor([[1., 2., 3.], [0., 1., 0.]])
p = torch.tensor([[0., 0., 1.], [0.5, 0.5, 0.]])
show(F.cross_entropy(logits, p, label_smoothing=0.3))
show(F.cross_entropy(logits, p, weight=torch.tensor([1., 2., 3.]), reduction='sum'))

# ce_probs_ignore_error
logits = torch.ones(2, 3)
attempt(lambda: F.cross_entropy(logits, torch.full((2, 3), 1 / 3), ignore_index=1))

# ce_kd_none
logits = torch.arange(12.).reshape(1, 3, 2, 2) / 4
t = torch.tensor([[[0, 1], [2, 0]]])
show(F.cross_entropy(logits, t, reduction='none'))

# ce_kd_mean_smoothing
logits = torch.arange(12.).reshape(1, 3, 4) / 5
t = torch.tensor([[0, 1, 2, 1]])
show(F.cross_entropy(logits, t, label_smoothing=0.1))

# ce_unbatched
show(F.cross_entropy(torch.tensor([1., 2., 0.5]), torch.tensor(1)))

# ce_float64
logits = torch.tensor([[1., 2.]], dtype=torch.float64)
y = F.cross_entropy(logits, torch.tensor([1]))
show(y, y.dtype)

# ce_float16
# PyTorch 1.13's CPU has no float16 log_softmax: CUDA's rounds float32's once.
logits = torch.tensor([[1., 2., 0.]])
y = F.cross_entropy(logits, torch.tensor([0])).half()
show(y, y.dtype)

# ce_batch_mismatch_error
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1, 2])))

# ce_target_float_shape_error
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 2)))

# ce_kd_target_shape_error
attempt(lambda: F.cross_entropy(torch.ones(1, 3, 2), torch.tensor([[0, 1, 2]])))

# nll_basic_weight
lp = torch.log_softmax(torch.tensor([[1., 2., 3.], [3., 2., 1.]]), dim=1)
t = torch.tensor([2, 1])
show(F.nll_loss(lp, t))
show(F.nll_loss(lp, t, weight=torch.tensor([1., 0.5, 2.])))

# nll_none_ignore
lp = torch.tensor([[-1., -2.], [-0.5, -3.], [-2., -0.1]])
t = torch.tensor([1, -100, 0])
show(F.nll_loss(lp, t, reduction='none'))
show(F.nll_loss(lp, t, reduction='sum'))

# nll_4d
lp = torch.log_softmax(torch.arange(8.).reshape(1, 2, 2, 2), dim=1)
t = torch.tensor([[[0, 1], [1, 0]]])
show(F.nll_loss(lp, t))

# nll_1d_input
show(F.nll_loss(torch.tensor([-1., -2., -3.]), torch.tensor(2)))

# nll_batch_error
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0, 1, 1])))

# nll_float_target_error
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0., 1.])))

# nll_weight_size_error
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))

# nll_3d_input_bad_target
attempt(lambda: F.nll_loss(torch.ones(2, 3, 4), torch.tensor([0, 1])))

# embedding_padding_negative
w = torch.arange(8.).reshape(4, 2)
show(F.embedding(torch.tensor([3, 0]), w, padding_idx=-1))

# embedding_max_norm_updates_weight
w = torch.tensor([[3., 4.], [0.3, 0.4], [6., 8.]])
e = F.embedding(torch.tensor([0, 2]), w, max_norm=1.0)
show(e)
show(w)

# embedding_max_norm_p1
w = torch.tensor([[1., 3.], [0.5, 0.25]])
show(F.embedding(torch.tensor([0, 1]), w, max_norm=2.0, norm_type=1.0))
show(w)

# embedding_2d_indices
w = torch.arange(6.).reshape(3, 2)
y = F.embedding(torch.tensor([[0, 2], [1, 1]]), w)
show(y.shape, y)

# embedding_int32_indices
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor([2, 0], dtype=torch.int32), w))

# embedding_0d_index
w = torch.arange(6.).reshape(3, 2)
show(F.embedding(torch.tensor(1), w))

# embedding_padding_idx_range_error
attempt(lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2), padding_idx=-4))

# embedding_float64_weight
w = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(F.embedding(torch.tensor([1, 1, 0]), w))

# embedding_empty_indices
y = F.embedding(torch.empty(0, dtype=torch.long), torch.ones(3, 2))
show(y.shape)

# group_norm_basic
x = torch.arange(16.).reshape(1, 4, 2, 2)
show(F.group_norm(x, 2))

# group_norm_weight_bias
x = torch.arange(12.).reshape(2, 2, 3)
show(F.group_norm(x, 1, weight=torch.tensor([1., 2.]), bias=torch.tensor([0., -1.])))

# group_norm_2d_input
x = torch.tensor([[1., 2., 3., 4.], [4., 4., 0., 0.]])
show(F.group_norm(x, 2))

# group_norm_eps
x = torch.tensor([[[1., 1.], [2., 4.]]])
show(F.group_norm(x, 2, eps=1.0))

# group_norm_divisible_error
attempt(lambda: F.group_norm(torch.ones(2, 3, 2), 2))

# group_norm_weight_size_error
attempt(lambda: F.group_norm(torch.ones(2, 4, 2), 2, weight=torch.ones(3)))

# group_norm_float64
x = torch.tensor([[[1., 3.], [5., 9.]]], dtype=torch.float64)
show(F.group_norm(x, 1))

# group_norm_int_error
attempt(lambda: F.group_norm(torch.ones(1, 2, 2, dtype=torch.long), 1))

# instance_norm_basic
x = torch.tensor([[[1., 2., 3.], [4., 4., 4.]]])
show(F.instance_norm(x))

# instance_norm_running_stats
x = torch.tensor([[[1., 3.], [2., 6.]], [[5., 7.], [0., 2.]]])
rm = torch.zeros(2)
rv = torch.ones(2)
y = F.instance_norm(x, running_mean=rm, running_var=rv, momentum=0.5)
show(y)
show(rm, rv)

# instance_norm_use_running
x = torch.tensor([[[1., 3.], [2., 6.]]])
rm = torch.tensor([1., 2.])
rv = torch.tensor([4., 1.])
show(F.instance_norm(x, running_mean=rm, running_var=rv, use_input_stats=False))

# instance_norm_weight_bias_4d
x = torch.arange(8.).reshape(1, 2, 2, 2)
show(F.instance_norm(x, weight=torch.tensor([2., 1.]), bias=torch.tensor([1., 0.])))

# instance_norm_single_value_error
attempt(lambda: F.instance_norm(torch.ones(1, 2, 1)))

# batch_norm_eval
x = torch.tensor([[1., 2.], [3., 4.]])
rm = torch.tensor([1., 1.])
rv = torch.tensor([4., 1.])
show(F.batch_norm(x, rm, rv))
show(F.batch_norm(x, rm, rv, weight=torch.tensor([2., 1.]), bias=torch.tensor([0., 1.])))

# batch_norm_training_updates
# CUDA's kernel normalizes as (x - mean) * invstd, PyTorch 1.13's CPU as x * a + b (whose rounding leaves -5.96e-08).
x = torch.tensor([[1., 2.], [3., 6.], [5., 4.]])
rm = torch.zeros(2)
rv = torch.ones(2)
F.batch_norm(x, rm, rv, training=True, momentum=0.1)
show((x - x.mean(0)) * (1 / torch.sqrt(x.var(0, unbiased=False) + 1e-5)))
show(rm, rv)

# batch_norm_training_no_stats
x = torch.tensor([[[1., 2.], [0., 0.]], [[3., 4.], [2., 2.]]])
show(F.batch_norm(x, None, None, training=True))

# batch_norm_eval_none_error
attempt(lambda: F.batch_norm(torch.ones(2, 2), None, None))

# batch_norm_one_value_error
attempt(lambda: F.batch_norm(torch.ones(1, 3), torch.zeros(3), torch.ones(3), training=True))

# batch_norm_3d_training_eps
x = torch.tensor([[[1., 3.]], [[5., 7.]]])
rm = torch.zeros(1)
rv = torch.zeros(1)
y = F.batch_norm(x, rm, rv, training=True, momentum=1.0, eps=0.0)
show(y)
show(rm, rv)

# batch_norm_4d_eval
x = torch.arange(8.).reshape(1, 2, 2, 2)
show(F.batch_norm(x, torch.tensor([1., 5.]), torch.tensor([1., 4.]), eps=0.0))

# batch_norm_running_size_error
attempt(lambda: F.batch_norm(torch.ones(2, 3), torch.zeros(2), torch.ones(2)))

# batch_norm_torch_spelling
x = torch.tensor([[1., 2.], [3., 4.]])
show(torch.batch_norm(x, None, None, None, None, True, 0.1, 1e-5, False))

# batch_norm_float64
x = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
show(F.batch_norm(x, None, None, training=True))

# lrn_3d
x = torch.arange(1., 9.).reshape(1, 4, 2)
show(F.local_response_norm(x, 2))

# lrn_4d_params
x = torch.arange(1., 9.).reshape(1, 2, 2, 2)
show(F.local_response_norm(x, size=3, alpha=0.1, beta=0.5, k=2.0))

# lrn_2d_error
attempt(lambda: F.local_response_norm(torch.ones(2, 3), 2))

# lrn_5d
x = torch.ones(1, 3, 1, 1, 2)
show(F.local_response_norm(x, 2).flatten())

# layer_norm_elementwise_off
x = torch.tensor([[1., 2., 3.], [2., 2., 5.]])
show(F.layer_norm(x, [3], eps=0.0))

# glu_default_last_dim
x = torch.tensor([[1., 2., 0., -1.]])
show(F.glu(x))

# glu_dim0
x = torch.tensor([[1., 2.], [0., 3.]])
show(F.glu(x, dim=0))
show(F.glu(x, 0))

# glu_odd_error
attempt(lambda: F.glu(torch.ones(2, 3)))

# glu_0d_error
attempt(lambda: F.glu(torch.tensor(1.)))

# glu_int_error
attempt(lambda: F.glu(torch.tensor([1, 2])))

# glu_float16
# CUDA's float16 kernels compute in float32 and round once (so in the next cases too).
show(F.glu(torch.tensor([1., 2., 3., 4.])).half())

# hardswish_values
x = torch.tensor([-4., -3., -1., 0., 1., 3., 4.])
show(F.hardswish(x))

# hardsigmoid_values
x = torch.tensor([-4., -3., -1., 0., 1., 3., 4.])
show(F.hardsigmoid(x))

# hardswish_inplace
x = torch.tensor([-1., 2.])
y = F.hardswish(x, inplace=True)
show(x, y.data_ptr() == x.data_ptr())

# hardsigmoid_inplace_bf16
x = torch.tensor([-1., 0.5, 5.], dtype=torch.bfloat16)
F.hardsigmoid(x, inplace=True)
show(x)

# hardswish_int_error
attempt(lambda: F.hardswish(torch.tensor([1, 2])))

# mish_values
x = torch.tensor([-2., -0.5, 0., 0.5, 2., 30.])
show(F.mish(x))

# mish_float64_empty
show(F.mish(torch.tensor([1.], dtype=torch.float64)))
show(F.mish(torch.empty(0)))

# softplus_default
x = torch.tensor([-30., -1., 0., 1., 19., 21., 100.])
show(F.softplus(x))

# softplus_beta_threshold
x = torch.tensor([-1., 0., 1., 5., 11.])
show(F.softplus(x, beta=2))
show(F.softplus(x, beta=0.5, threshold=2))
show(F.softplus(x, 2, 10))

# softplus_torch_spelling
show(torch.nn.functional.softplus(torch.tensor(0.)))

# softplus_float16
show(F.softplus(torch.tensor([-1., 0., 2.])).half())

# softplus_int_error
attempt(lambda: F.softplus(torch.tensor([1, 2])))

# softsign_values
x = torch.tensor([-3., -1., 0., 1., 3.])
show(F.softsign(x))

# softsign_int
y = F.softsign(torch.tensor([1, -3]))
show(y, y.dtype)

# tanhshrink_values
x = torch.tensor([-2., 0., 0.5, 2.])
show(F.tanhshrink(x))

# logsigmoid_values
x = torch.tensor([-100., -1., 0., 1., 20.])
show(F.logsigmoid(x))

# logsigmoid_0d
show(F.logsigmoid(torch.tensor(2.)))

# logsigmoid_int_error
attempt(lambda: F.logsigmoid(torch.tensor([1, 2])))

# elu_alpha
x = torch.tensor([-2., -0.5, 0., 1.])
show(F.elu(x))
show(F.elu(x, alpha=0.5))

# elu_inplace_forms
x = torch.tensor([-1., 2.])
F.elu_(x)
show(x)
x = torch.tensor([-1., 2.])
F.elu(x, inplace=True)
show(x)

# celu_alpha
x = torch.tensor([-2., -0.5, 0., 1.])
show(F.celu(x))
show(F.celu(x, alpha=2.0))

# celu_alpha_zero_error
attempt(lambda: F.celu(torch.tensor([1.]), alpha=0.))

# selu_values
x = torch.tensor([-1., 0., 1.])
show(F.selu(x))
show(torch.selu(x))

# selu_float64
show(F.selu(torch.tensor([-2., 2.], dtype=torch.float64)))

# prelu_single_weight
x = torch.tensor([[-2., 1.], [3., -4.]])
show(F.prelu(x, torch.tensor([0.25])))

# prelu_channel_weight
x = torch.tensor([[[-1., 2.], [-3., 4.]]])
show(F.prelu(x, torch.tensor([0.1, 0.5])))

# prelu_1d_input
show(F.prelu(torch.tensor([-1., 2., -3.]), torch.tensor([0.5])))

# prelu_weight_mismatch_error
attempt(lambda: F.prelu(torch.ones(2, 3), torch.tensor([0.1, 0.2])))

# prelu_0d
show(torch.prelu(torch.tensor(-2.), torch.tensor([0.3])))

# rrelu_eval
x = torch.tensor([-3., -1., 0., 2.])
show(F.rrelu(x, training=False))
show(F.rrelu(x, lower=0.1, upper=0.3, training=False))

# rrelu_equal_bounds_training
x = torch.tensor([-3., 1.])
show(F.rrelu(x, lower=0.2, upper=0.2, training=True))

# hardtanh_bounds
x = torch.tensor([-3., -0.5, 0.5, 3.])
show(F.hardtanh(x))
show(F.hardtanh(x, min_val=-2., max_val=1.))
show(F.hardtanh(x, -0.25, 0.25))

# hardtanh_int
y = F.hardtanh(torch.tensor([-3, 0, 3]))
show(y, y.dtype)

# hardtanh_inplace_under
x = torch.tensor([-3., 3.])
F.hardtanh_(x, 0., 1.)
show(x)

# relu6_values
x = torch.tensor([-1., 3., 7.])
show(F.relu6(x))
y = F.relu6(torch.tensor([-1, 3, 7]))
show(y, y.dtype)

# leaky_relu_slope
x = torch.tensor([-2., 0., 2.])
show(F.leaky_relu(x, 0.2))
show(F.leaky_relu(x, negative_slope=-1.0))

# leaky_relu_inplace
x = torch.tensor([-2., 2.])
F.leaky_relu_(x, 0.5)
show(x)

# threshold_values
x = torch.tensor([0.5, 1., 1.5, 2.])
show(F.threshold(x, 1.0, -9.0))
show(torch.threshold(x, 1.5, 0.0))

# threshold_int
show(F.threshold(torch.tensor([1, 2, 3]), 2, 0))

# softmin_dims
x = torch.tensor([[1., 2.], [3., 0.]])
show(F.softmin(x, dim=0))
show(F.softmin(x, dim=1, dtype=torch.float64))

# hardshrink_softshrink
x = torch.tensor([-1., -0.3, 0., 0.3, 1.])
show(F.hardshrink(x, 0.4))
show(F.softshrink(x, lambd=0.25))

# silu_inplace_f16
x = torch.tensor([-1., 1.])
F.silu(x, inplace=True)
show(x.half())

# elu_int_error
attempt(lambda: F.elu(torch.tensor([1, -1])))

# mish_inplace
x = torch.tensor([-1., 1.])
F.mish(x, inplace=True)
show(x)

# activations_empty
e = torch.empty(0, 3)
show(F.hardswish(e).shape, F.softplus(e).shape, F.glu(torch.empty(0, 4)).shape)

# cosine_similarity_rows
a = torch.tensor([[1., 0.], [1., 1.], [0., 2.]])
b = torch.tensor([[1., 0.], [-1., 1.], [0., 1.]])
show(F.cosine_similarity(a, b))

# cosine_similarity_dim0
a = torch.tensor([[1., 2.], [3., 4.]])
b = torch.tensor([[1., 0.], [0., 1.]])
show(F.cosine_similarity(a, b, dim=0))

# cosine_similarity_broadcast
a = torch.tensor([[1., 2., 3.]])
b = torch.tensor([[1., 2., 3.], [-1., -2., -3.], [3., 2., 1.]])
show(F.cosine_similarity(a, b, dim=1))

# cosine_similarity_1d
show(F.cosine_similarity(torch.tensor([1., 1.]), torch.tensor([1., 0.]), dim=0))

# cosine_similarity_zero_vector
show(F.cosine_similarity(torch.tensor([[0., 0.]]), torch.tensor([[1., 1.]])))

# cosine_similarity_eps
show(F.cosine_similarity(torch.tensor([[1e-5, 0.]]), torch.tensor([[1e-5, 0.]]), eps=1e-3))

# cosine_similarity_torch_spelling
show(torch.cosine_similarity(torch.tensor([[3., 4.]]), torch.tensor([[4., 3.]])))

# cosine_similarity_shape_error
attempt(lambda: F.cosine_similarity(torch.ones(2, 3), torch.ones(2, 4)))

# cosine_similarity_int
attempt(lambda: F.cosine_similarity(torch.tensor([[1, 2]]), torch.tensor([[2, 1]])))

# cosine_similarity_float64
a = torch.tensor([[1., 2.]], dtype=torch.float64)
show(F.cosine_similarity(a, a * 3))

# pairwise_distance_default
a = torch.tensor([[0., 0.], [1., 1.]])
b = torch.tensor([[3., 4.], [1., 1.]])
show(F.pairwise_distance(a, b))

# pairwise_distance_p1_keepdim
a = torch.tensor([[0., 0.], [1., 1.]])
b = torch.tensor([[3., 4.], [1., 2.]])
show(F.pairwise_distance(a, b, p=1, keepdim=True))

# pairwise_distance_eps
a = torch.tensor([[1., 2.]])
show(F.pairwise_distance(a, a, eps=0.5))

# pairwise_distance_broadcast_1d
a = torch.tensor([1., 2.])
b = torch.tensor([[1., 2.], [4., 6.]])
show(F.pairwise_distance(a, b))

# pairwise_distance_inf
a = torch.tensor([[0., 0.]])
b = torch.tensor([[3., -4.]])
show(F.pairwise_distance(a, b, p=float('inf')))

# cdist_p2
a = torch.tensor([[0., 0.], [1., 1.]])
b = torch.tensor([[3., 4.], [1., 0.], [0., 0.]])
show(torch.cdist(a, b))

# cdist_p1_pinf_p0
a = torch.tensor([[0., 0.], [1., 1.]])
b = torch.tensor([[3., 4.], [1., 0.]])
show(torch.cdist(a, b, p=1))
show(torch.cdist(a, b, p=float('inf')))
show(torch.cdist(a, b, p=0))

# cdist_p3
a = torch.tensor([[0., 0.]])
b = torch.tensor([[1., 2.]])
show(torch.cdist(a, b, p=3))

# cdist_batched
a = torch.arange(12.).reshape(2, 3, 2)
b = torch.arange(8.).reshape(2, 2, 2)
show(torch.cdist(a, b))

# cdist_broadcast_batch
a = torch.arange(6.).reshape(1, 3, 2)
b = torch.zeros(2, 1, 2)
show(torch.cdist(a, b).shape)

# cdist_1d_error
attempt(lambda: torch.cdist(torch.ones(3), torch.ones(2, 3)))

# cdist_columns_error
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 2)))

# cdist_int_error
attempt(lambda: torch.cdist(torch.ones(2, 3, dtype=torch.long), torch.ones(2, 3, dtype=torch.long)))

# cdist_negative_p_error
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 3), p=-1))

# cdist_float64
a = torch.tensor([[1., 1.]], dtype=torch.float64)
show(torch.cdist(a, a + 1))

# cdist_compute_mode
a = torch.tensor([[0., 0.], [1., 1.]])
b = torch.tensor([[3., 4.]])
show(torch.cdist(a, b, compute_mode='use_mm_for_euclid_dist'))
show(torch.cdist(a, b, compute_mode='donot_use_mm_for_euclid_dist'))

# cdist_empty
show(torch.cdist(torch.empty(0, 2), torch.ones(3, 2)).shape)

# pdist_basic
show(F.pdist(torch.tensor([[0., 0.], [3., 4.], [6., 8.]])))
show(F.pdist(torch.tensor([[0., 0.], [3., 4.]]), p=1))

# huber_delta
x = torch.tensor([0., 1., 3.])
y = torch.tensor([0.5, 3., 3.])
show(F.huber_loss(x, y))
show(F.huber_loss(x, y, delta=0.5, reduction='none'))

# smooth_l1_beta
x = torch.tensor([0., 1., 3.])
y = torch.tensor([0.5, 3., 3.])
show(F.smooth_l1_loss(x, y, beta=2.0, reduction='sum'))
show(F.smooth_l1_loss(x, y, beta=0.0, reduction='none'))

# smooth_l1_negative_beta_error
attempt(lambda: F.smooth_l1_loss(torch.ones(2), torch.zeros(2), beta=-1.0))

# huber_negative_delta_error
attempt(lambda: F.huber_loss(torch.ones(2), torch.zeros(2), delta=0.0))

# margin_ranking
x1 = torch.tensor([1., 2., 3.])
x2 = torch.tensor([2., 2., 1.])
t = torch.tensor([1., -1., 1.])
show(F.margin_ranking_loss(x1, x2, t))
show(F.margin_ranking_loss(x1, x2, t, margin=0.5, reduction='none'))

# poisson_nll_forms
inp = torch.tensor([0.5, 1., 2.])
tgt = torch.tensor([1., 0., 3.])
show(F.poisson_nll_loss(inp, tgt))
show(F.poisson_nll_loss(inp, tgt, log_input=False))
show(F.poisson_nll_loss(inp, tgt, full=True, reduction='none'))

# gaussian_nll_forms
inp = torch.tensor([[1., 2.], [0., 1.]])
tgt = torch.tensor([[1.5, 2.], [1., 0.]])
var = torch.tensor([[0.5, 1.], [2., 1.]])
show(F.gaussian_nll_loss(inp, tgt, var))
show(F.gaussian_nll_loss(inp, tgt, var, full=True, reduction='sum'))

# gaussian_nll_var_broadcast
inp = torch.tensor([[1., 2.], [0., 1.]])
tgt = torch.zeros(2, 2)
show(F.gaussian_nll_loss(inp, tgt, torch.tensor([[1.], [2.]])))
show(F.gaussian_nll_loss(inp, tgt, torch.tensor([1., 2.])))

# gaussian_nll_negative_var_error
attempt(lambda: F.gaussian_nll_loss(torch.ones(2), torch.ones(2), torch.tensor([1., -1.])))

# hinge_embedding
x = torch.tensor([0.5, 2., 0.3])
t = torch.tensor([1., -1., -1.])
show(F.hinge_embedding_loss(x, t))
show(F.hinge_embedding_loss(x, t, margin=0.4, reduction='none'))

# soft_margin
show(F.soft_margin_loss(torch.tensor([1., -2.]), torch.tensor([1., 1.])))

# multi_margin
x = torch.tensor([[0.1, 0.8, 0.4], [0.5, 0.2, 0.9]])
t = torch.tensor([1, 2])
show(F.multi_margin_loss(x, t))
show(F.multi_margin_loss(x, t, p=2, margin=0.5, reduction='none'))

# triplet_margin
a = torch.tensor([[0., 0.]])
p = torch.tensor([[1., 0.]])
n = torch.tensor([[0., 0.5]])
show(F.triplet_margin_loss(a, p, n))
show(F.triplet_margin_loss(a, p, n, swap=True, margin=0.1))

# cosine_embedding
a = torch.tensor([[1., 0.], [1., 1.]])
b = torch.tensor([[1., 0.], [-1., 0.]])
show(F.cosine_embedding_loss(a, b, torch.tensor([1., -1.]), margin=-0.8))

# kl_div_log_target
inp = torch.log(torch.tensor([[0.2, 0.8]]))
tgt = torch.log(torch.tensor([[0.5, 0.5]]))
show(F.kl_div(inp, tgt, reduction='batchmean', log_target=True))

# bce_weight_forms
p = torch.tensor([0.9, 0.2, 0.5])
y = torch.tensor([1., 0., 1.])
show(F.binary_cross_entropy(p, y, weight=torch.tensor([1., 2., 0.5])))

# bce_out_of_range_error
attempt(lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.])))

# bce_logits_pos_weight_2d
x = torch.tensor([[0.5, -1.], [2., 0.]])
y = torch.tensor([[1., 0.], [1., 1.]])
show(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([2., 1.]), reduction='none'))

# mse_l1_int_error
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([2, 2])))

# l1_float16
show(F.l1_loss(torch.tensor([1., 2.], dtype=torch.float16), torch.tensor([0., 0.], dtype=torch.float16)))

# sdpa_bool_mask_broadcast
q = torch.tensor([[[[1., 0.], [0., 1.], [1., 1.]]]])
k = torch.tensor([[[[1., 0.], [0., 1.], [0., 0.]]]])
v = torch.tensor([[[[1., 2.], [3., 4.], [5., 6.]]]])
m = torch.tensor([[True, False, True], [True, True, False], [False, True, True]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))

# sdpa_float_mask
q = torch.tensor([[[1., 0.], [0., 1.]]])
k = torch.tensor([[[1., 0.], [0., 1.]]])
v = torch.tensor([[[1., 0.], [0., 1.]]])
m = torch.tensor([[0., -1.], [-2., 0.]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))

# sdpa_float_mask_neg_inf
q = torch.ones(1, 2, 2)
k = torch.ones(1, 3, 2)
v = torch.arange(6.).reshape(1, 3, 2)
m = torch.tensor([[0., float('-inf'), 0.], [float('-inf'), 0., 0.]])
show(F.scaled_dot_product_attention(q, k, v, m))

# sdpa_dropout_zero_scale
q = torch.tensor([[[1., 2.], [0., 1.]]])
k = torch.tensor([[[1., 0.], [1., 1.]]])
v = torch.tensor([[[1., 1.], [0., 2.]]])
show(F.scaled_dot_product_attention(q, k, v, dropout_p=0.0, scale=1.0))
show(F.scaled_dot_product_attention(q, k, v, scale=0.0))

# sdpa_causal_square
q = torch.ones(1, 1, 3, 2)
v = torch.arange(6.).reshape(1, 1, 3, 2)
show(F.scaled_dot_product_attention(q, q, v, is_causal=True))

# sdpa_causal_rect
q = torch.ones(1, 2, 2)
k = torch.ones(1, 3, 2)
v = torch.arange(6.).reshape(1, 3, 2)
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_causal_with_mask_error
q = torch.ones(1, 2, 2)
attempt(lambda: F.scaled_dot_product_attention(q, q, q, attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# sdpa_value_dim_differs
q = torch.ones(1, 2, 3)
k = torch.ones(1, 4, 3)
v = torch.arange(20.).reshape(1, 4, 5)
show(F.scaled_dot_product_attention(q, k, v))

# sdpa_dtype_error
q = torch.ones(1, 2, 2)
attempt(lambda: F.scaled_dot_product_attention(q, q, q.double()))

# sdpa_1d_error
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2), torch.ones(2), torch.ones(2)))

# sdpa_float64_heads
q = torch.arange(8., dtype=torch.float64).reshape(1, 2, 2, 2) / 8
y = F.scaled_dot_product_attention(q, q, q)
show(y, y.dtype)

# sdpa_matches_manual
q = torch.tensor([[[0.5, -1.], [1., 0.25]]])
k = torch.tensor([[[1., 1.], [-0.5, 2.]]])
v = torch.tensor([[[2., 0.], [0., 2.]]])
manual = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(2), dim=-1) @ v
show(torch.allclose(F.scaled_dot_product_attention(q, k, v), manual))

# interp_nearest_exact_2d
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.interpolate(x, size=(2, 3), mode='nearest-exact'))

# interp_bicubic_down
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, size=(2, 2), mode='bicubic'))

# interp_area_2d_uneven
x = torch.arange(15.).reshape(1, 1, 3, 5)
show(F.interpolate(x, size=(2, 3), mode='area'))

# interp_area_up
x = torch.tensor([[[1., 2.]]])
show(F.interpolate(x, size=4, mode='area'))

# interp_bilinear_scale_align
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.interpolate(x, scale_factor=1.5, mode='bilinear', align_corners=True))

# interp_bilinear_recompute
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.interpolate(x, scale_factor=0.7, mode='bilinear'))
show(F.interpolate(x, scale_factor=0.7, mode='bilinear', recompute_scale_factor=True))

# interp_linear_scale_down
x = torch.arange(6.).reshape(1, 1, 6)
show(F.interpolate(x, scale_factor=0.5, mode='linear'))

# interp_linear_align_one_output
x = torch.tensor([[[2., 4., 8.]]])
show(F.interpolate(x, size=1, mode='linear', align_corners=True))
show(F.interpolate(x, size=1, mode='linear'))

# interp_nearest_int_uint8
x = torch.tensor([[[1, 2, 3]]], dtype=torch.uint8)
show(F.interpolate(x, size=6))

# interp_recompute_with_size_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=2, recompute_scale_factor=True))

# interp_scale_list_len_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4, 4), scale_factor=(2, 2, 2)))

# interp_antialias_bicubic_down
x = torch.arange(36.).reshape(1, 1, 6, 6)
show(F.interpolate(x, size=(2, 3), mode='bicubic', antialias=True))

# interp_antialias_bilinear_up
x = torch.tensor([[[[1., 2.], [3., 5.]]]])
show(F.interpolate(x, size=(3, 4), mode='bilinear', antialias=True))

# interp_antialias_float64_rect
x = torch.arange(24., dtype=torch.float64).reshape(1, 1, 4, 6) ** 2
show(F.interpolate(x, size=(3, 2), mode='bilinear', antialias=True))

# interp_antialias_scale_factor
x = torch.arange(50.).reshape(1, 2, 5, 5)
y = F.interpolate(x, scale_factor=0.4, mode='bilinear', antialias=True)
show(y.shape)
show(y)

# interp_antialias_align_corners
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.interpolate(x, size=(2, 3), mode='bilinear', align_corners=True, antialias=True))

# interp_antialias_bicubic_up_channels
x = torch.tensor([[[[0., 4.], [8., 2.]], [[1., 1.], [1., 1.]]]])
show(F.interpolate(x, size=3, mode='bicubic', antialias=True))

# interp_zero_size_error
attempt(lambda: F.interpolate(torch.ones(1, 1, 4), size=0))

# interp_bilinear_noncontig
x = torch.arange(8.).reshape(1, 2, 2, 2).transpose(2, 3)
show(F.interpolate(x, size=3, mode='bilinear', align_corners=True)[0, 1])

# unfold_fold_padding_stride
x = torch.arange(9.).reshape(1, 1, 3, 3)
cols = F.unfold(x, kernel_size=3, padding=1, stride=2)
show(cols.shape)
show(F.fold(cols, output_size=3, kernel_size=3, padding=1, stride=2))

# unfold_int_tensor
x = torch.arange(9).reshape(1, 1, 3, 3)
attempt(lambda: F.unfold(x, 2))

# unfold_float64_rect_kernel
x = torch.arange(12., dtype=torch.float64).reshape(1, 1, 3, 4)
show(F.unfold(x, kernel_size=(3, 2), stride=(1, 2)))

# tensor_unfold_step_bigger
x = torch.arange(10)
show(x.unfold(0, 2, 3))

# tensor_unfold_negative_dim
x = torch.arange(6.).reshape(2, 3)
show(x.unfold(-1, 3, 1).shape, x.unfold(0, 1, 1).shape)

# tensor_unfold_step_zero_error
attempt(lambda: torch.arange(4).unfold(0, 2, 0))

# tensor_unfold_0d
show(torch.tensor(5.).unfold(0, 1, 1))

# pixel_shuffle_batch_dims
x = torch.arange(16.).reshape(2, 1, 4, 1, 2)
y = F.pixel_shuffle(x, 2)
show(y.shape, y[1, 0, 0])

# pixel_shuffle_zero_factor_error
attempt(lambda: F.pixel_shuffle(torch.ones(1, 4, 2, 2), 0))

# channel_shuffle_error
attempt(lambda: F.channel_shuffle(torch.ones(1, 5, 1, 1), 2))

# one_hot_num_classes_small_error
attempt(lambda: F.one_hot(torch.tensor([0, 3]), num_classes=2))

# one_hot_method_spelling
show(torch.nn.functional.one_hot(torch.arange(3) % 2).sum(0))

# ce_int32_target_error
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1], dtype=torch.int32)))

# ce_probs_float64_mismatch
logits = torch.tensor([[1., 2.]])
attempt(lambda: F.cross_entropy(logits, torch.tensor([[0.5, 0.5]], dtype=torch.float64)))

# ce_reduction_none_empty
y = F.cross_entropy(torch.empty(0, 3), torch.empty(0, dtype=torch.long), reduction='none')
show(y, y.shape)
show(F.cross_entropy(torch.empty(0, 3), torch.empty(0, dtype=torch.long)))

# ce_smoothing_sum
logits = torch.tensor([[1., 2., 3.], [3., 1., 0.]])
show(F.cross_entropy(logits, torch.tensor([0, 0]), label_smoothing=0.5, reduction='sum'))

# nll_weight_ignore_mean
lp = torch.tensor([[-1., -2.], [-0.5, -3.], [-2., -0.1]])
t = torch.tensor([1, 0, 0])
show(F.nll_loss(lp, t, weight=torch.tensor([2., 1.]), ignore_index=1))

# embedding_max_norm_repeated
w = torch.tensor([[3., 4.], [1., 0.]])
show(F.embedding(torch.tensor([0, 0, 1]), w, max_norm=2.5))
show(w)

# embedding_padding_idx_value
w = torch.ones(3, 2)
show(F.embedding(torch.tensor([1, 2]), w, padding_idx=1))

# embedding_max_norm_float16
w = torch.tensor([[3., 4.]], dtype=torch.float16)
attempt(lambda: F.embedding(torch.tensor([0]), w, max_norm=1.0))

# group_norm_zero_groups_error
attempt(lambda: F.group_norm(torch.ones(2, 4), 0))

# group_norm_empty_batch
show(F.group_norm(torch.empty(0, 4, 2), 2).shape)

# batch_norm_momentum_zero
x = torch.tensor([[1., 2.], [3., 6.]])
rm = torch.tensor([5., 5.])
rv = torch.tensor([2., 2.])
F.batch_norm(x, rm, rv, training=True, momentum=0.0)
show(rm, rv)

# batch_norm_weight_only
x = torch.tensor([[1., 2.], [3., 4.]])
show(F.batch_norm(x, torch.zeros(2), torch.ones(2), weight=torch.tensor([2., 3.]), eps=0.0))

# instance_norm_5d
x = torch.arange(16.).reshape(1, 2, 2, 2, 2)
show(F.instance_norm(x)[0, 1, 1])

# lrn_empty
show(F.local_response_norm(torch.empty(0, 3, 2), 2).shape)

# hardtanh_min_gt_max_error
attempt(lambda: F.hardtanh(torch.ones(2), min_val=1.0, max_val=-1.0))

# relu6_inplace
x = torch.tensor([-1., 8.])
F.relu6(x, inplace=True)
show(x)

# threshold_inplace
x = torch.tensor([0.5, 2.])
F.threshold_(x, 1.0, 0.0)
show(x)
x = torch.tensor([0.5, 2.])
F.threshold(x, 1.0, 7.0, inplace=True)
show(x)

# rrelu_inplace_eval
x = torch.tensor([-4., 2.])
F.rrelu_(x, training=False)
show(x)

# celu_inplace
x = torch.tensor([-1., 1.])
F.celu_(x, alpha=2.0)
show(x)

# selu_inplace_flag
x = torch.tensor([-1., 1.])
F.selu(x, inplace=True)
show(x)

# prelu_int_error
attempt(lambda: F.prelu(torch.tensor([-1, 2]), torch.tensor([1])))

# prelu_4d_channels
x = torch.tensor([[[[-1.]], [[-2.]], [[3.]]]])
show(F.prelu(x, torch.tensor([0.1, 0.2, 0.3])).flatten())

# softplus_beta_negative
show(F.softplus(torch.tensor([-1., 1.]), beta=-1.0))

# glu_negative_dim_3d
x = torch.arange(8.).reshape(2, 2, 2)
show(F.glu(x, dim=-3))

# glu_empty_dim
show(F.glu(torch.empty(2, 0)).shape)

# logsigmoid_float64_large
show(F.logsigmoid(torch.tensor([-800., 800.], dtype=torch.float64)))

# tanhshrink_float64
show(F.tanhshrink(torch.tensor([1e-3, 10.], dtype=torch.float64)))

# softsign_inplace_error
x = torch.tensor([1., 2.])
show(F.softsign(x), x)

# cosine_similarity_3d_neg_dim
a = torch.arange(12.).reshape(2, 3, 2)
b = torch.ones(2, 3, 2)
show(F.cosine_similarity(a, b, dim=-2))

# cosine_similarity_mixed_dtype
a = torch.tensor([[1., 2.]], dtype=torch.float64)
b = torch.tensor([[2., 1.]])
y = F.cosine_similarity(a, b)
show(y, y.dtype)

# pairwise_distance_0d_result
show(F.pairwise_distance(torch.tensor([1., 1.]), torch.tensor([4., 5.])))

# pairwise_distance_p_negative
show(F.pairwise_distance(torch.tensor([[1., 2.]]), torch.tensor([[2., 4.]]), p=-1))

# cdist_mixed_dtype_error
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 3, dtype=torch.float64)))

# cdist_batch_mismatch_error
attempt(lambda: torch.cdist(torch.ones(2, 2, 3), torch.ones(3, 2, 3)))

# pdist_error_3d
attempt(lambda: F.pdist(torch.ones(2, 2, 2)))

# huber_float64_none
y = F.huber_loss(torch.tensor([0., 5.], dtype=torch.float64), torch.tensor([1., 1.], dtype=torch.float64), reduction='none', delta=2.0)
show(y)

# smooth_l1_empty_mean
show(F.smooth_l1_loss(torch.empty(0), torch.empty(0)))

# poisson_nll_eps
show(F.poisson_nll_loss(torch.tensor([0., 1.]), torch.tensor([1., 1.]), log_input=False, eps=0.5))

# gaussian_nll_eps_clamp
show(F.gaussian_nll_loss(torch.tensor([1.]), torch.tensor([2.]), torch.tensor([0.]), eps=0.25, reduction='none'))

# gaussian_nll_var_shape_error
attempt(lambda: F.gaussian_nll_loss(torch.ones(2, 3), torch.ones(2, 3), torch.ones(3, 3)))

# multi_margin_weight
x = torch.tensor([[0.1, 0.8, 0.4]])
show(F.multi_margin_loss(x, torch.tensor([0]), weight=torch.tensor([2., 1., 1.])))

# margin_ranking_broadcast
show(F.margin_ranking_loss(torch.tensor([1., 2.]), torch.tensor([0.]), torch.tensor([-1.]), reduction='none'))

# sdpa_bool_mask_batch_heads
q = torch.arange(16.).reshape(2, 2, 2, 2) / 10
m = torch.tensor([[[[True, False], [True, True]]], [[[True, True], [False, True]]]])
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m))

# sdpa_float16
# PyTorch 1.13's CPU has no float16 bmm: only the dtype and shape are printed.
q = torch.tensor([[[1., 0.], [0., 1.]]])
y = F.scaled_dot_product_attention(q, q, q).half()
show(y.dtype, y.shape)

# sdpa_keywords_positional
q = torch.tensor([[[1., 2.]]])
show(F.scaled_dot_product_attention(q, q, q, None, 0.0, False))

# unfold_1d_and_0d_errors
attempt(lambda: F.unfold(torch.ones(4), 2))
attempt(lambda: F.unfold(torch.tensor(1.), 1))

# unfold_zero_dims
attempt(lambda: F.unfold(torch.ones(1, 0, 3, 3), 2))
attempt(lambda: F.unfold(torch.ones(0, 3, 3), 2))
show(F.unfold(torch.ones(0, 2, 3, 3), 2).shape)

# unfold_5d_error
attempt(lambda: F.unfold(torch.ones(1, 1, 1, 3, 3), 2))

# cdist_double_then_float_error
attempt(lambda: torch.cdist(torch.ones(2, 3, dtype=torch.float64), torch.ones(2, 3)))

# celu_inplace_alpha_zero
x = torch.tensor([-1., 1.])
attempt(lambda: F.celu_(x, alpha=0))
attempt(lambda: torch.celu(torch.tensor([1, 2]), 0.))

# lrn_1d_error
attempt(lambda: F.local_response_norm(torch.ones(3), 2))

# pad_reflect_negative
x = torch.arange(6.).reshape(1, 1, 6)
show(F.pad(x, (-1, 2), mode='reflect'))

# pad_circular_too_large_error
attempt(lambda: F.pad(torch.arange(3.).reshape(1, 1, 3), (4, 0), mode='circular'))

# pad_replicate_empty_error
attempt(lambda: F.pad(torch.ones(1, 0, 3), (1, 1), mode='replicate'))

# pad_reflect_empty_dims_error
# PyTorch 2's reflection pads share the replication pads' check_valid_input (1.13's reflection_pad1d words its own).
attempt(lambda: F.pad(torch.ones(1, 0, 3), (1, 1), mode='replicate'))
attempt(lambda: F.pad(torch.ones(1, 2, 0), (1, 1), mode='replicate'))
show(F.pad(torch.ones(0, 1, 3), (1, 1), mode='reflect').shape)

# pad_replicate_empty_unbatched_error
attempt(lambda: F.pad(torch.ones(0, 3), (1, 1), mode='replicate'))
attempt(lambda: F.pad(torch.ones(1, 0, 2, 2), (1, 1, 1, 1), mode='replicate'))
attempt(lambda: F.pad(torch.ones(0, 2, 2, 2), (1, 1, 1, 1, 1, 1), mode='reflect'))

# pad_1d_too_small_error
# PyTorch 2's reflection_pad1d words it as replication_pad1d does (1.13's says "2input (W: 3)is").
attempt(lambda: F.pad(torch.ones(1, 1, 3), (-2, -1), mode='replicate'))
attempt(lambda: F.pad(torch.ones(1, 3), (-3, 0), mode='replicate'))

# pad_circular_crop_to_empty
x = torch.arange(3.).reshape(1, 1, 3)
show(F.pad(x, (-2, -1), mode='circular'))
attempt(lambda: F.pad(x, (-2, -2), mode='circular'))
show(F.pad(torch.ones(1, 0, 3), (1, 1), mode='circular').shape)

# pad_constant_bfloat16_value
x = torch.tensor([1.5, 2.5], dtype=torch.bfloat16)
show(F.pad(x, (2, 0), value=3.3))

# pad_constant_int_float_value
y = F.pad(torch.tensor([1, 2]), (1, 1), value=2.7)
show(y, y.dtype)

# pad_2d_circular_3d_input
x = torch.arange(6.).reshape(1, 2, 3)
show(F.pad(x, (1, 1), 'circular'))

# interp_size_torch_size
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.interpolate(x, size=torch.Size([3, 3]), mode='bilinear', align_corners=False))

# interp_scale_list
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.interpolate(x, scale_factor=[2.0, 1.0]))

# interp_bfloat16_bilinear
x = torch.tensor([[[[1., 2.], [3., 4.]]]], dtype=torch.bfloat16)
show(F.interpolate(x, size=(2, 4), mode='bilinear'))

# interp_linear_tuple_size
x = torch.tensor([[[1., 3.]]])
show(F.interpolate(x, size=(3,), mode='linear', align_corners=False))

# interp_pixel_count_large_scale
x = torch.tensor([[[1., 2.]]])
show(F.interpolate(x, scale_factor=3, mode='linear'))

# fold_dilation_int_params
x = torch.arange(6.).reshape(1, 2, 3)
show(F.fold(x, output_size=3, kernel_size=(2, 1), dilation=(2, 1)))

# tensor_unfold_size_zero
x = torch.arange(3.)
show(x.unfold(0, 0, 1).shape)

# pixel_shuffle_zero_channels
show(F.pixel_shuffle(torch.ones(1, 0, 2, 2), 2).shape)

# one_hot_bool_error
attempt(lambda: F.one_hot(torch.tensor([True, False])))

# ce_probs_3d
logits = torch.zeros(1, 2, 2)
p = torch.tensor([[[1., 0.], [0., 1.]]])
show(F.cross_entropy(logits, p, reduction='none'))

# ce_weight_zero_mean
logits = torch.tensor([[1., 2.]])
show(F.cross_entropy(logits, torch.tensor([0]), weight=torch.tensor([0., 1.])))

# nll_zero_weights_sum
lp = torch.tensor([[-1., -2.]])
show(F.nll_loss(lp, torch.tensor([1]), weight=torch.tensor([1., 0.]), reduction='sum'))

# embedding_max_norm_padding
w = torch.tensor([[3., 4.], [6., 8.], [0.1, 0.1]])
show(F.embedding(torch.tensor([0, 1, 2]), w, padding_idx=0, max_norm=5.0))
show(w)

# batch_norm_bias_only_5d
x = torch.arange(8.).reshape(1, 2, 2, 2, 1)
show(F.batch_norm(x, torch.zeros(2), torch.ones(2), bias=torch.tensor([1., -1.]), eps=0.0).flatten())

# instance_norm_float64_running
x = torch.tensor([[[1., 2., 4.]]], dtype=torch.float64)
rm = torch.zeros(1, dtype=torch.float64)
rv = torch.ones(1, dtype=torch.float64)
F.instance_norm(x, rm, rv)
show(rm, rv)

# group_norm_1d_error
attempt(lambda: F.group_norm(torch.ones(4), 2))

# silu_bool_error
attempt(lambda: F.silu(torch.tensor([True])))

# hardswish_float64
show(F.hardswish(torch.tensor([-2.5, 0.5, 2.5], dtype=torch.float64)))

# rrelu_bounds_error
attempt(lambda: F.rrelu(torch.ones(2), lower=0.5, upper=0.1, training=True))

# elu_negative_alpha
show(F.elu(torch.tensor([-1., 1.]), alpha=-2.0))

# prelu_2d_weight
attempt(lambda: F.prelu(torch.ones(2, 3), torch.ones(1, 3)))

# threshold_inf
show(F.threshold(torch.tensor([float('inf'), -float('inf'), 1.]), 0., -5.))

# softplus_0d_int_error
attempt(lambda: F.softplus(torch.tensor(3)))

# logsigmoid_empty
show(F.logsigmoid(torch.empty(2, 0)).shape)

# cosine_similarity_eps_zero
show(F.cosine_similarity(torch.zeros(1, 2), torch.ones(1, 2), eps=0.0))

# pairwise_distance_shapes
a = torch.arange(6.).reshape(3, 2)
b = torch.tensor([1., 1.])
show(F.pairwise_distance(a, b, p=1))

# cdist_p_half
a = torch.tensor([[0., 0.]])
b = torch.tensor([[1., 4.]])
show(torch.cdist(a, b, p=0.5))

# pdist_single_row
show(F.pdist(torch.ones(1, 3)))

# bce_weight_broadcast
p = torch.tensor([[0.5, 0.9], [0.2, 0.4]])
y = torch.tensor([[1., 1.], [0., 1.]])
show(F.binary_cross_entropy(p, y, weight=torch.tensor([1., 2.]), reduction='none'))

# multilabel_soft_margin_weight
x = torch.tensor([[0.5, -1.], [2., 0.]])
y = torch.tensor([[1., 0.], [0., 1.]])
show(F.multilabel_soft_margin_loss(x, y, weight=torch.tensor([1., 3.])))

# triplet_p1_eps
a = torch.tensor([[0., 0.]])
p = torch.tensor([[1., 1.]])
n = torch.tensor([[2., 0.]])
show(F.triplet_margin_loss(a, p, n, p=1, eps=0.0, margin=0.5))

# poisson_full_no_log
show(F.poisson_nll_loss(torch.tensor([1., 2.]), torch.tensor([3., 0.]), log_input=False, full=True))

# sdpa_mask_broadcast_heads
q = torch.arange(24.).reshape(1, 2, 3, 4) / 24
m = torch.tensor([[[[True, False, False], [True, True, False], [True, True, True]]]])
show(F.scaled_dot_product_attention(q, q, q, attn_mask=m)[0, 1])

# sdpa_causal_tall
q = torch.ones(1, 3, 2)
k = torch.ones(1, 2, 2)
v = torch.tensor([[[1., 0.], [0., 1.]]])
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_gqa
q = torch.arange(16.).reshape(1, 4, 2, 2) / 16
kv = torch.arange(8.).reshape(1, 2, 2, 2) / 8
show(F.scaled_dot_product_attention(q, kv, kv, enable_gqa=True)[0, 3])

# sdpa_float_mask_broadcast_batch
q = torch.ones(2, 2, 2)
v = torch.arange(8.).reshape(2, 2, 2)
m = torch.tensor([[0., -1.]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))
