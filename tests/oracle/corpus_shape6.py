# Twin of tests/golden/corpus_shape6.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda) and a legacy type name the
    CUDA one (torch.cuda.FloatTensor), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        msg = re.sub(r'_(vml_)?cpu"', '_cuda"', str(e))
        show(type(e).__name__ + ':', re.sub(r'torch\.(\w+Tensor)', r'torch.cuda.\1', msg))


# view_basic
x = torch.arange(12)
show(x.view(3, 4), x.view(-1, 6).shape, x.view(2, -1, 3).stride())

# view_noncontig_err
x = torch.arange(12).view(3, 4).t()
attempt(lambda: x.view(12))

# view_wrong_numel
attempt(lambda: torch.arange(6).view(4, 2))

# view_two_minus1
attempt(lambda: torch.arange(6).view(-1, -1))

# view_dtype_same_size
x = torch.tensor([1.0, -2.0])
show(x.view(torch.int32))

# reshape_noncontig_copy
x = torch.arange(6).view(2, 3).t()
y = x.reshape(6)
show(y, y.is_contiguous(), x.is_contiguous())

# reshape_wrong
attempt(lambda: torch.arange(6).reshape(4, 2))

# reshape_zero
show(torch.zeros(0, 3).reshape(3, 0, 5).shape, torch.zeros(0, 3).reshape(-1, 3).shape)

# reshape_zero_minus1_err
attempt(lambda: torch.zeros(0, 3).reshape(-1, 0))

# flatten_dims
x = torch.arange(24).view(2, 3, 4)
show(x.flatten(1).shape, x.flatten(0, 1).shape, x.flatten(-2, -1).shape, torch.flatten(torch.tensor(5)))

# flatten_bad_dims
attempt(lambda: torch.arange(24).view(2, 3, 4).flatten(2, 1))

# unflatten
x = torch.arange(12).view(2, 6)
show(x.unflatten(1, (2, 3)).shape, x.unflatten(1, (-1, 2)).shape, x.unflatten(-1, (3, 2)))

# unflatten_err
attempt(lambda: torch.arange(12).view(2, 6).unflatten(1, (4, 2)))

# squeeze_variants
x = torch.zeros(1, 3, 1, 2)
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(1).shape, x.squeeze(-2).shape)

# squeeze_oob
attempt(lambda: torch.zeros(1, 3).squeeze(2))

# unsqueeze
x = torch.tensor([1, 2, 3])
show(x.unsqueeze(0), x.unsqueeze(-1), x.unsqueeze(1).shape, x[None, :, None].shape)

# unsqueeze_oob
attempt(lambda: torch.tensor([1, 2]).unsqueeze(3))

# expand_basic
x = torch.tensor([[1], [2]])
e = x.expand(2, 3)
show(e, e.stride(), e.is_contiguous(), x.expand(4, 2, -1).shape)

# expand_non_singleton
attempt(lambda: torch.tensor([[1, 2]]).expand(3, 3))

# expand_fewer_dims
attempt(lambda: torch.zeros(2, 3).expand(3))

# expand_as
x = torch.tensor([1.0, 2.0])
show(x.expand_as(torch.zeros(3, 2)))

# broadcast_to
show(torch.broadcast_to(torch.tensor([1, 2, 3]), (2, 3)), torch.broadcast_to(torch.tensor(7), (2,)))

# broadcast_to_err
attempt(lambda: torch.broadcast_to(torch.tensor([1, 2, 3]), (2, 2)))

# broadcast_tensors_shapes
a, b = torch.broadcast_tensors(torch.zeros(3, 1), torch.zeros(1, 4))
show(a.shape, b.shape, torch.broadcast_shapes((3, 1), (4,)))

# broadcast_tensors_err
attempt(lambda: torch.broadcast_tensors(torch.zeros(3), torch.zeros(4)))

# permute
x = torch.arange(24).view(2, 3, 4)
p = x.permute(2, 0, 1)
show(p.shape, p.stride(), p.is_contiguous(), x.permute(-1, 0, 1).shape)

# permute_err_dup
attempt(lambda: torch.zeros(2, 3).permute(0, 0))

# permute_err_len
attempt(lambda: torch.zeros(2, 3).permute(0))

# transpose_stride
x = torch.arange(6).view(2, 3)
show(x.transpose(0, 1), x.transpose(0, 1).stride(), x.swapaxes(0, 1).shape, x.swapdims(1, 0).shape)

# t_1d_0d
show(torch.tensor([1, 2, 3]).t(), torch.tensor(4).t())

# t_3d_err
attempt(lambda: torch.zeros(2, 3, 4).t())

# mT_3d
x = torch.arange(12).view(2, 2, 3)
show(x.mT.shape, x.mT.stride(), x.mT[1])

# mT_1d_err
attempt(lambda: torch.tensor([1, 2]).mT)

# T_2d
show(torch.arange(6).view(2, 3).T)

# movedim
x = torch.zeros(2, 3, 4)
show(x.movedim(0, -1).shape, torch.movedim(x, (0, 1), (2, 0)).shape, x.moveaxis(1, 0).shape)

# movedim_err
attempt(lambda: torch.zeros(2, 3).movedim(0, 2))

# narrow
x = torch.arange(10)
show(x.narrow(0, 2, 3), x.narrow(0, -3, 2), x.narrow(0, 2, 3).storage_offset())

# narrow_err
attempt(lambda: torch.arange(10).narrow(0, 8, 5))

# select
x = torch.arange(12).view(3, 4)
show(x.select(0, 1), x.select(1, -1), x.select(1, 2).stride(), x.select(1, 2).storage_offset())

# select_oob
attempt(lambda: torch.arange(12).view(3, 4).select(1, 4))

# unbind
x = torch.arange(6).view(2, 3)
show(x.unbind(), torch.unbind(x, 1))

# split_int
show(torch.arange(7).split(3), torch.arange(6).view(3, 2).split(2, dim=0))

# split_sizes
show(torch.arange(7).split([2, 5]), torch.split(torch.arange(6), [1, 2, 3]))

# split_sizes_err
attempt(lambda: torch.arange(7).split([2, 4]))

# chunk
show(torch.arange(7).chunk(3), torch.arange(6).chunk(4), torch.arange(5).chunk(6))

# chunk_err
attempt(lambda: torch.arange(5).chunk(0))

# tensor_split_int
show(torch.tensor_split(torch.arange(7), 3), torch.arange(8).tensor_split(3))

# tensor_split_indices
show(torch.tensor_split(torch.arange(7), [1, 5]), torch.arange(6).view(2, 3).tensor_split([1], dim=1))

# stack_basic
a = torch.tensor([1, 2]); b = torch.tensor([3, 4])
show(torch.stack([a, b]), torch.stack([a, b], dim=1), torch.stack((a, b), -1).shape)

# stack_diff_shapes
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(3)]))

# stack_empty_list
attempt(lambda: torch.stack([]))

# stack_promote
show(torch.stack([torch.tensor([1, 2]), torch.tensor([0.5, 1.5])]))

# cat_basic
show(torch.cat([torch.zeros(1, 2), torch.ones(2, 2)]), torch.cat([torch.zeros(2, 1), torch.ones(2, 2)], dim=1))

# cat_mismatch
attempt(lambda: torch.cat([torch.zeros(2, 3), torch.zeros(2, 4)]))

# cat_promote_int_float
show(torch.cat([torch.tensor([1, 2]), torch.tensor([3.5])]), torch.cat([torch.tensor([True]), torch.tensor([2], dtype=torch.uint8)]))

# cat_promote_half_int
show(torch.cat([torch.tensor([1], dtype=torch.int8), torch.tensor([2.5], dtype=torch.float16)]))

# cat_empty_1d
show(torch.cat([torch.tensor([]), torch.tensor([1, 2])]), torch.cat([torch.zeros(0), torch.ones(2, 2)]))

# cat_dim_oob
attempt(lambda: torch.cat([torch.zeros(2), torch.zeros(2)], dim=1))

# cat_0d_err
attempt(lambda: torch.cat([torch.tensor(1), torch.tensor(2)]))

# cat_ndim_mismatch
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(2)]))

# hstack_vstack
a = torch.tensor([1, 2]); b = torch.tensor([3, 4])
show(torch.hstack([a, b]), torch.vstack([a, b]), torch.dstack([a, b]))

# column_stack
show(torch.column_stack([torch.tensor([1, 2]), torch.tensor([[3, 4], [5, 6]])]))

# hstack_2d
show(torch.hstack([torch.zeros(2, 1), torch.ones(2, 2)]))

# dstack_2d
show(torch.dstack([torch.zeros(2, 2), torch.ones(2, 2)]).shape)

# flip
x = torch.arange(6).view(2, 3)
show(x.flip(0), x.flip(1), x.flip(0, 1), torch.flip(x, [-1]))

# fliplr_flipud
x = torch.arange(6).view(2, 3)
show(torch.fliplr(x), torch.flipud(x))

# fliplr_err
attempt(lambda: torch.fliplr(torch.tensor([1, 2])))

# roll
x = torch.arange(6)
show(x.roll(2), x.roll(-1), x.view(2, 3).roll(1, 1), x.view(2, 3).roll((1, 1), (0, 1)))

# roll_flat
show(torch.arange(6).view(2, 3).roll(1))

# rot90
x = torch.arange(4).view(2, 2)
show(torch.rot90(x), torch.rot90(x, 2), torch.rot90(x, -1), x.rot90(1, [1, 0]))

# rot90_err
attempt(lambda: torch.rot90(torch.arange(3)))

# repeat
x = torch.tensor([1, 2])
show(x.repeat(2), x.repeat(2, 2), x.repeat(1, 2, 1).shape)

# repeat_err
attempt(lambda: torch.zeros(2, 3).repeat(2))

# tile
x = torch.tensor([[1, 2]])
show(x.tile(2), x.tile((2, 1)), torch.tile(torch.tensor([1, 2]), (2, 2)))

# repeat_interleave
x = torch.tensor([1, 2, 3])
show(x.repeat_interleave(2), torch.repeat_interleave(x, torch.tensor([1, 0, 2])), torch.arange(4).view(2, 2).repeat_interleave(2, dim=0))

# repeat_interleave_flat
show(torch.arange(4).view(2, 2).repeat_interleave(2), torch.repeat_interleave(torch.tensor([2, 1])))

# tril_triu
x = torch.arange(1, 10).view(3, 3)
show(x.tril(), x.triu(1), torch.tril(x, -1), torch.triu(x, -1))

# tril_nonsquare
show(torch.ones(2, 4).tril(1), torch.ones(4, 2, dtype=torch.int8).triu())

# diag
show(torch.diag(torch.tensor([1, 2])), torch.diag(torch.arange(9).view(3, 3)), torch.diag(torch.tensor([1.0, 2.0]), 1))

# diagonal
x = torch.arange(12).view(3, 4)
show(x.diagonal(), x.diagonal(1), x.diagonal(-1), torch.diagonal(x, 5))

# diagonal_3d
x = torch.arange(24).view(2, 3, 4)
show(x.diagonal(0, 1, 2), x.diagonal(dim1=0, dim2=2).shape)

# diagonal_stride
x = torch.arange(9).view(3, 3)
show(x.diagonal().stride(), x.diagonal(1).storage_offset())

# diag_embed
show(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])), torch.diag_embed(torch.tensor([1.0, 2.0]), 1))

# trace
show(torch.arange(9).view(3, 3).trace(), torch.ones(2, 3).trace(), torch.tensor([[1, 2], [3, 4]], dtype=torch.int8).trace())

# kron
show(torch.kron(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[0, 1], [1, 0]])))

# kron_1d
show(torch.kron(torch.tensor([1, 2]), torch.tensor([1.0, 10.0, 100.0])))

# meshgrid_ij
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='ij')
show(a, b)

# meshgrid_xy
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='xy')
show(a, b)

# cartesian_prod
show(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.cartesian_prod(torch.tensor([1, 2])))

# block_diag
show(torch.block_diag(torch.tensor([[1, 2]]), torch.tensor([[3], [4]])))

# block_diag_mixed
show(torch.block_diag(torch.tensor([1, 2]), torch.tensor([[0.5]]), torch.tensor(7)))

# stride_contig
x = torch.zeros(2, 3, 4)
show(x.stride(), x.stride(1), x.stride(-1), x.is_contiguous(), x.storage_offset())

# stride_slices
x = torch.arange(20).view(4, 5)
y = x[1:, ::2]
show(y, y.stride(), y.storage_offset(), y.is_contiguous())

# contiguous_copy
x = torch.arange(6).view(2, 3).t()
c = x.contiguous()
show(c.stride(), c.is_contiguous(), x.stride())

# numel_dim_size
x = torch.zeros(2, 0, 3)
show(x.numel(), x.dim(), x.ndim, x.size(), x.size(1), x.size(-1), x.shape[2], len(x))

# size_oob
attempt(lambda: torch.zeros(2, 3).size(2))

# len_0d
attempt(lambda: len(torch.tensor(3)))

# shape_index_neg
x = torch.zeros(4, 5, 6)
show(x.shape[-1], x.shape[:2], x.shape[1:], len(x.shape), x.shape == (4, 5, 6))

# nelement_element_size
show(torch.zeros(3, 4).nelement(), torch.zeros(2, dtype=torch.float16).element_size(), torch.zeros(2, dtype=torch.int64).element_size(), torch.zeros(1, dtype=torch.bool).element_size())

# write_column
x = torch.zeros(3, 3)
x[:, 0] = 1
x[1] = torch.tensor([5.0, 6.0, 7.0])
show(x)

# write_through_t
x = torch.zeros(2, 3)
x.t()[0] = 9
show(x)

# write_step_slice
x = torch.zeros(8, dtype=torch.int32)
x[::3] = 7
x[1:6:2] = torch.tensor([1, 2, 3], dtype=torch.int32)
show(x)

# neg_step_err
x = torch.arange(5)
attempt(lambda: x[::-1])

# write_through_view
x = torch.arange(6)
v = x.view(2, 3)
v[1, 1] = 100
show(x)

# write_through_narrow
x = torch.zeros(5)
x.narrow(0, 1, 2).fill_(3)
show(x)

# write_through_diagonal
x = torch.zeros(3, 3)
x.diagonal().fill_(1)
x.diagonal(1).add_(2)
show(x)

# write_through_select
x = torch.zeros(2, 3)
x.select(1, 2).copy_(torch.tensor([4.0, 5.0]))
show(x)

# write_int_float_trunc
x = torch.zeros(3, dtype=torch.int64)
x[0] = 2.7
x[1] = -2.7
x[2] = True
show(x)

# write_bool
x = torch.zeros(3, dtype=torch.bool)
x[1] = 5
x[2] = 0.0
show(x)

# clone_independent
x = torch.tensor([1, 2, 3])
y = x.clone()
y[0] = 10
show(x, y)

# copy_between_dtypes
x = torch.zeros(3, dtype=torch.int32)
x.copy_(torch.tensor([1.9, -1.9, 3.5]))
show(x)

# copy_broadcast
x = torch.zeros(2, 3)
x.copy_(torch.tensor([1, 2, 3]))
show(x)

# copy_to_bool
x = torch.zeros(3, dtype=torch.bool)
x.copy_(torch.tensor([0.0, 0.1, -2.0]))
show(x)

# copy_shape_err
attempt(lambda: torch.zeros(2, 3).copy_(torch.zeros(2)))

# to_int_trunc
x = torch.tensor([2.5, -2.5, 1.9999, -0.9])
show(x.to(torch.int32), x.long(), x.int(), x.short(), x.to(torch.int8))

# to_uint8_neg
x = torch.tensor([-1, 256, 300, 255])
show(x.to(torch.uint8), x.to(torch.int8), x.byte(), x.char())

# to_bool
show(torch.tensor([0.0, -0.0, 0.5, float('nan')]).bool(), torch.tensor([0, 3, -1]).bool())

# bool_to_numbers
b = torch.tensor([True, False])
show(b.int(), b.float(), b.half(), b.to(torch.uint8), b.double())

# float_to_half_overflow
show(torch.tensor([70000.0, 65504.0, 1e-8, 0.1]).half())

# float_to_bfloat16
show(torch.tensor([1.0, 3.14159, 1e30, 300.5]).bfloat16(), torch.tensor([65536.0, 1e39]).to(torch.bfloat16))

# double_precision_roundtrip
x = torch.tensor([0.1, 1e-40, 1e300], dtype=torch.float64)
show(x.float(), x.float().double())

# half_to_float_values
x = torch.tensor([0.1, 0.2, 0.3], dtype=torch.float16)
show(x.float(), x.double(), x.bfloat16())

# int64_to_float_rounding
show(torch.tensor([16777217, 2**53 + 1]).float(), torch.tensor([2**53 + 1]).double())

# int64_to_int32_wrap
show(torch.tensor([2**31, -2**31 - 1, 2**40 + 5]).int())

# to_same_dtype_identity
x = torch.tensor([1, 2])
show(x.to(torch.int64) is x, x.to(torch.float32) is x, x.long() is x)

# to_copy_kw
x = torch.tensor([1, 2])
y = x.to(torch.int64, copy=True)
y[0] = 9
show(x, y)

# to_other_tensor
show(torch.tensor([1.7, 2.2]).to(torch.tensor([1], dtype=torch.int16)))

# tensor_infer_mixed
show(torch.tensor([1, 2.0]), torch.tensor([True, 2]), torch.tensor([True, 2.5]), torch.tensor([[1, 2], [3.0, 4]]))

# tensor_infer_bool
show(torch.tensor([True, False]).dtype, torch.tensor(True), torch.tensor([[True], [False]]))

# tensor_infer_int
show(torch.tensor(3).dtype, torch.tensor(3.0).dtype, torch.tensor([]).dtype, torch.tensor([[]]).shape)

# tensor_ragged_err
attempt(lambda: torch.tensor([[1, 2], [3]]))

# tensor_dtype_kw
show(torch.tensor([1.7, -1.7], dtype=torch.int32), torch.tensor([1, 0, 2], dtype=torch.bool), torch.tensor([300], dtype=torch.float16))

# tensor_int_to_uint8_err
attempt(lambda: torch.tensor([300], dtype=torch.uint8))

# tensor_nested_tensors
show(torch.tensor([torch.tensor(1), torch.tensor(2)]), torch.tensor([torch.tensor(1.5), 2]))

# zeros_shapes
show(torch.zeros(2, 0), torch.zeros((0,)), torch.zeros([]), torch.zeros(()).shape, torch.ones(0, 2, dtype=torch.int8))

# zeros_neg_err
attempt(lambda: torch.zeros(-1))

# ones_dtypes
show(torch.ones(2, dtype=torch.bool), torch.ones(2, dtype=torch.uint8), torch.ones(2, dtype=torch.bfloat16), torch.ones(2, dtype=torch.float64))

# full_infer
show(torch.full((2,), 3), torch.full((2,), 3.0), torch.full((2,), True), torch.full((1, 2), 1.5, dtype=torch.int32))

# full_zero
show(torch.full((0, 3), 7), torch.full((), 2.5))

# arange_variants
show(torch.arange(5), torch.arange(1, 4), torch.arange(0, 1, 0.25), torch.arange(5, 0, -2), torch.arange(0.5, 3))

# arange_dtype
show(torch.arange(3, dtype=torch.float16), torch.arange(3.0).dtype, torch.arange(0, 3, 1.0).dtype, torch.arange(4, dtype=torch.uint8))

# arange_step_zero
attempt(lambda: torch.arange(0, 5, 0))

# arange_wrong_sign
attempt(lambda: torch.arange(0, 5, -1))

# linspace
show(torch.linspace(0, 1, 5), torch.linspace(0, 10, 1), torch.linspace(0, 1, 0), torch.linspace(-1, 1, 3, dtype=torch.float64))

# linspace_int
show(torch.linspace(0, 10, 4, dtype=torch.int64), torch.linspace(0, 1, 3).dtype)

# linspace_neg
attempt(lambda: torch.linspace(0, 1, -1))

# eye
show(torch.eye(3), torch.eye(2, 3), torch.eye(2, dtype=torch.int32), torch.eye(0))

# eye_bool
show(torch.eye(2, dtype=torch.bool), torch.eye(3, 1).shape)

# empty_shapes
show(torch.empty(2, 0).shape, torch.empty(0).numel(), torch.empty((3, 2)).shape, torch.empty(2, dtype=torch.int8).dtype)

# zeros_like_etc
x = torch.ones(2, 3, dtype=torch.int16)
show(torch.zeros_like(x), torch.ones_like(x, dtype=torch.float16), torch.full_like(x, 2.7), torch.empty_like(x).shape)

# new_methods
x = torch.ones(2, dtype=torch.float64)
show(x.new_zeros(3), x.new_ones((1, 2)), x.new_full((2,), 7), x.new_tensor([1, 2]), x.new_empty(0).dtype)

# view_as_reshape_as
x = torch.arange(6)
show(x.view_as(torch.zeros(2, 3)), x.reshape_as(torch.zeros(3, 2)))

# view_bool_uint8
show(torch.tensor([True, False]).view(torch.uint8), torch.tensor([1, 0], dtype=torch.uint8).view(torch.bool))

# view_size_change_dtype
x = torch.tensor([1.0], dtype=torch.float32)
show(x.view(torch.int16), x.view(torch.uint8))

# view_dtype_err
attempt(lambda: torch.tensor([1.0, 2.0, 3.0]).view(torch.float64))

# unsqueeze_stride
x = torch.arange(6).view(2, 3)
show(x.unsqueeze(1).stride(), x.unsqueeze(2).stride(), x.unsqueeze(0).stride())

# expand_write_err
x = torch.tensor([1.0]).expand(3)
attempt(lambda: x.add_(1))

# flatten_0d_dims
x = torch.tensor(3.0)
show(x.flatten().shape, x.reshape(1, 1).shape, x.view(-1), x.unsqueeze(0).shape, x.squeeze().shape)

# t_inplace
x = torch.arange(6).view(2, 3)
x.t_()
show(x.shape, x.stride())

# transpose_inplace
x = torch.zeros(2, 3, 4)
x.transpose_(0, 2)
show(x.shape, x.stride())

# squeeze_unsqueeze_inplace
x = torch.zeros(1, 3)
x.squeeze_()
x.unsqueeze_(1)
show(x.shape)

# split_dim1
x = torch.arange(10).view(2, 5)
show(x.split(2, dim=1))

# chunk_dim
show(torch.arange(12).view(3, 4).chunk(2, dim=1))

# hsplit_vsplit
x = torch.arange(16).view(4, 4)
show(torch.hsplit(x, 2)[1], torch.vsplit(x, [1])[0])

# index_shape
x = torch.arange(24).view(2, 3, 4)
show(x[0].shape, x[:, 1].shape, x[..., 2].shape, x[0, ..., None].shape, x[None].shape, x[1, 2, 3])

# index_oob
attempt(lambda: torch.arange(5)[5])

# index_too_many
attempt(lambda: torch.arange(5)[0, 0])

# step_slice_values
x = torch.arange(10)
show(x[1::3], x[::4], x[8:2], x[-3:], x[:-7], x[100:])

# slice_zero_step_err
attempt(lambda: torch.arange(5)[::0])

# item_tolist
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
show(x.tolist(), x[0, 1].item(), torch.tensor([1.5]).item(), torch.tensor(True).item())

# half_arith_promote_cat
show(torch.cat([torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([2.0], dtype=torch.float16)]))

# cat_bool_float
show(torch.cat([torch.tensor([True, False]), torch.tensor([0.5])]))

# stack_dtypes_int
show(torch.stack([torch.tensor([1], dtype=torch.int8), torch.tensor([2], dtype=torch.int16)]).dtype, torch.stack([torch.tensor([1], dtype=torch.uint8), torch.tensor([2], dtype=torch.int8)]).dtype)

# cat_out_keyword
show(torch.cat((torch.tensor([1, 2]), torch.tensor([3])), 0), torch.concat([torch.tensor([1]), torch.tensor([2])]), torch.concatenate([torch.tensor([1]), torch.tensor([2])]))

# float_to_int_nan_inf
show(torch.tensor([float('nan')]).to(torch.bool), torch.tensor([float('inf'), -float('inf')]).bool())

# round_then_int
x = torch.tensor([0.5, 1.5, 2.5, -0.5])
show(x.round(), x.round().long(), x.floor().int(), x.ceil().int())

# int_division_cast
x = torch.tensor([7, -7])
show((x / 2).dtype, (x // 2), (x / 2).int())

# uint8_arith_wrap
x = torch.tensor([250], dtype=torch.uint8)
show(x + 10, x * 2, (x - 251))

# int8_wrap
x = torch.tensor([127, -128], dtype=torch.int8)
show(x + 1, -x, x.abs())

# float16_values_print
show(torch.tensor([1/3, 1000.5, 0.0001], dtype=torch.float16), torch.tensor([1/3, 1000.5, 0.0001], dtype=torch.bfloat16))

# dtype_attrs
x = torch.zeros(2, dtype=torch.float16)
show(x.dtype, x.dtype.is_floating_point, x.is_floating_point(), torch.zeros(1, dtype=torch.int8).is_signed(), torch.zeros(1, dtype=torch.uint8).is_signed())

# is_complex_etc
show(torch.zeros(1).is_complex(), torch.is_tensor(torch.zeros(1)), torch.is_floating_point(torch.zeros(1, dtype=torch.int32)), torch.numel(torch.zeros(3, 2)))

# contiguous_expanded
x = torch.tensor([[1], [2]]).expand(2, 3)
c = x.contiguous()
show(c, c.stride(), x.stride())

# expand_then_reshape
x = torch.tensor([[1], [2]]).expand(2, 3)
show(x.reshape(6), x.flatten())

# expand_view_err
x = torch.tensor([[1], [2]]).expand(2, 3)
attempt(lambda: x.view(6))

# transpose_view_ok
x = torch.arange(24).view(2, 3, 4).transpose(0, 1)
show(x.view(3, 2, 2, 2).shape)

# permute_contig_then_view
x = torch.arange(6).view(2, 3).permute(1, 0).contiguous().view(-1)
show(x)

# unfold_dim
x = torch.arange(7)
show(x.unfold(0, 3, 2), x.unfold(0, 3, 2).stride())

# diag_2d_offset_neg
show(torch.diag(torch.arange(6).view(2, 3), -1), torch.diag(torch.arange(6).view(2, 3), 2))

# triu_3d_batch
show(torch.ones(2, 2, 2).triu(), torch.tril(torch.ones(1, 2, 3), 0).shape)

# flip_empty_dims
x = torch.arange(4)
show(x.flip(0), torch.flip(torch.zeros(0, 2), [0]).shape)

# roll_empty
show(torch.roll(torch.zeros(0), 1))

# repeat_zero
show(torch.tensor([1, 2]).repeat(0), torch.tensor([1, 2]).repeat(2, 0).shape)

# tile_fewer
show(torch.arange(4).view(2, 2).tile((2,)))

# meshgrid_single
g = torch.meshgrid(torch.tensor([1, 2]), indexing='ij')
show(g)

# meshgrid_3
a, b, c = torch.meshgrid(torch.arange(2), torch.arange(3), torch.arange(4), indexing='ij')
show(a.shape, b.stride(), c.stride())

# atleast
show(torch.atleast_1d(torch.tensor(1)), torch.atleast_2d(torch.tensor([1, 2])), torch.atleast_3d(torch.tensor([1, 2])).shape)

# ravel
show(torch.arange(6).view(2, 3).t().ravel())

# swapaxes_neg
show(torch.zeros(2, 3, 4).swapaxes(-1, 0).shape, torch.zeros(2, 3, 4).transpose(-1, -2).stride())

# transpose_oob
attempt(lambda: torch.zeros(2, 3).transpose(0, 2))

# stack_dim_oob
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(2)], dim=3))

# cat_tuple_mixed_ndim_empty
show(torch.cat([torch.zeros(2, 2), torch.tensor([])]).shape)

# vstack_1d_2d
show(torch.vstack([torch.tensor([1, 2]), torch.tensor([[3, 4], [5, 6]])]))

# hstack_err
attempt(lambda: torch.hstack([torch.zeros(2, 2), torch.zeros(3, 2)]))

# tensor_split_2d
show(torch.arange(12).view(3, 4).tensor_split(3, dim=1))

# unbind_3d_shapes
show([t.shape for t in torch.zeros(2, 3, 4).unbind(2)])

# split_empty
show(torch.zeros(0).split(2), torch.arange(4).split(4))

# select_0d_err
attempt(lambda: torch.tensor(5).select(0, 0))

# narrow_tensor_start
show(torch.arange(6).narrow(0, torch.tensor(2), 2))

# storage_offset_chain
x = torch.arange(30).view(5, 6)
y = x[2:, 1:][1:, 2:]
show(y.storage_offset(), y.stride(), y.shape, y[0, 0])

# data_ptr_same
x = torch.arange(4)
show(x.view(2, 2).data_ptr() == x.data_ptr(), x[1:].data_ptr() - x.data_ptr(), x.clone().data_ptr() == x.data_ptr())

# untyped_storage_size
x = torch.arange(4, dtype=torch.int32)
show(x[1:].storage_offset(), x.view(2, 2).is_contiguous(), x[::2].is_contiguous())

# is_contiguous_special
show(torch.zeros(1, 3).t().is_contiguous(), torch.zeros(3, 1).t().is_contiguous(), torch.zeros(0, 3).t().is_contiguous(), torch.zeros(2, 3)[:, :1].is_contiguous())

# float_cast_neg_zero
show(torch.tensor([-0.0]).half(), torch.tensor([-0.0]).int(), torch.tensor([-0.0]).bfloat16())

# int_to_half_large
show(torch.tensor([2049, 65519, 65520, 100000]).half())

# half_to_int
show(torch.tensor([1.5, -1.5, 655.0], dtype=torch.float16).int(), torch.tensor([1.99], dtype=torch.bfloat16).long())

# type_as
show(torch.tensor([1.7]).type_as(torch.tensor([1])), torch.tensor([1]).type_as(torch.tensor([1.0], dtype=torch.float16)))

# clone_dtype_copy_
x = torch.tensor([1.5, 2.5], dtype=torch.float64)
y = torch.empty(2, dtype=torch.float16)
y.copy_(x)
show(y, y.dtype)

# copy_bool_src
x = torch.zeros(2, dtype=torch.float16)
x.copy_(torch.tensor([True, False]))
show(x)

# setitem_slice_tensor_dtype
x = torch.zeros(4, dtype=torch.uint8)
x[1:3] = torch.tensor([1.9, 300.0])
show(x)

# setitem_neg_index
x = torch.arange(5)
x[-1] = 40
x[-2:] += 1
show(x)

# setitem_ellipsis
x = torch.zeros(2, 2, 2)
x[..., 0] = 1
show(x)

# setitem_none
x = torch.zeros(2)
x[None] = torch.tensor([[3.0, 4.0]])
show(x)

# inplace_on_expanded_copy
x = torch.zeros(3)
x[:] = torch.tensor(5.0)
show(x)

# full_dtype_bool_kw
show(torch.full((2, 2), 0, dtype=torch.bool), torch.full((2,), -1, dtype=torch.uint8))

# zeros_size_tuple_list
show(torch.zeros([2, 1]).shape, torch.ones(torch.Size([1, 2])).shape, torch.zeros(3, dtype=torch.int16))

# Size_ops
s = torch.zeros(2, 3, 4).shape
show(s, s.numel(), list(s), tuple(s), s[1:], torch.Size([2, 3]) == s[:2])

# eye_err
attempt(lambda: torch.eye(-1))

# arange_float_count
show(torch.arange(0, 1, 0.1).shape, torch.arange(1, 2.5, 0.5), torch.arange(-1.0, 1.0, 0.5, dtype=torch.float64))

# b_view_chain_strides
x = torch.arange(24, dtype=torch.float64).view(2, 3, 4)
y = x.transpose(1, 2)[:, 1:, ::2]
show(y, y.stride(), y.storage_offset(), y.is_contiguous())

# b_unbind_write
x = torch.zeros(2, 2)
a, b = x.unbind()
b.fill_(3)
show(x)

# b_split_views_write
x = torch.zeros(6)
parts = x.split(2)
parts[1].add_(1)
show(x, parts[2].storage_offset())

# b_chunk_views_write
x = torch.zeros(2, 4, dtype=torch.int16)
x.chunk(2, 1)[0].fill_(7)
show(x)

# b_expand_stride0_contig
x = torch.tensor(3.0).expand(2, 2)
show(x, x.stride(), x.is_contiguous())

# b_permute_back
x = torch.arange(6).view(1, 2, 3)
show(x.permute(2, 1, 0).permute(2, 1, 0).is_contiguous(), x.permute(0, 2, 1).stride())

# b_movedim_values
x = torch.arange(6).view(2, 3)
show(torch.movedim(x, 1, 0), torch.moveaxis(x, 0, 1).stride())

# b_cat_int8_uint8
show(torch.cat([torch.tensor([-1], dtype=torch.int8), torch.tensor([200], dtype=torch.uint8)]))

# b_cat_f16_f32
show(torch.cat([torch.tensor([1.1], dtype=torch.float16), torch.tensor([2.2])]))

# b_cat_bf16_int
show(torch.cat([torch.tensor([1.1], dtype=torch.bfloat16), torch.tensor([3])]))

# b_cat_noncontig
x = torch.arange(6).view(2, 3)
show(torch.cat([x.t(), x.t()], 1), torch.cat([x[:, ::2], x[:, 1:2]], 1))

# b_stack_0d
show(torch.stack([torch.tensor(1.5), torch.tensor(2.5)]), torch.stack([torch.tensor(1)]).shape)

# b_stack_bool
show(torch.stack([torch.tensor([True]), torch.tensor([False])], 1))

# b_hstack_0d
show(torch.hstack([torch.tensor(1), torch.tensor(2)]), torch.vstack([torch.tensor(1), torch.tensor(2)]))

# b_dstack_3d
show(torch.dstack([torch.zeros(1, 2, 1), torch.ones(1, 2, 2)]))

# b_column_stack_0d
show(torch.column_stack([torch.tensor(1), torch.tensor([2])]))

# b_flip_dtypes
show(torch.tensor([True, False, False]).flip(0), torch.tensor([1.5, 2.5], dtype=torch.float16).flip(0), torch.tensor([1, 2], dtype=torch.uint8).flip(-1))

# b_flip_dup_err
attempt(lambda: torch.zeros(2, 2).flip(0, 0))

# b_roll_dims_mismatch
attempt(lambda: torch.arange(6).view(2, 3).roll((1, 2), 0))

# b_roll_bf16
show(torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16).roll(1))

# b_rot90_3d
show(torch.arange(8).view(2, 2, 2).rot90(1, (1, 2)))

# b_rot90_dims_err
attempt(lambda: torch.zeros(2, 2).rot90(1, [0, 0]))

# b_repeat_interleave_dim1
show(torch.tensor([[1, 2], [3, 4]]).repeat_interleave(torch.tensor([1, 2]), dim=1))

# b_repeat_dtype
show(torch.tensor([True, False]).repeat(2), torch.tensor([0.5], dtype=torch.float64).repeat(1, 3))

# b_tril_bool_f16
show(torch.ones(3, 3, dtype=torch.bool).tril(), torch.full((2, 2), 2.0, dtype=torch.float16).triu(1))

# b_tril_inplace
x = torch.ones(3, 3)
x.tril_()
x.triu_(-0)
show(x)

# b_diag_embed_dims
show(torch.diag_embed(torch.tensor([1, 2]), 0, 0, 1), torch.diag_embed(torch.tensor([1.0, 2.0]), -1).shape)

# b_diagonal_write_view
x = torch.zeros(2, 3)
d = torch.diagonal(x, 1)
d += 5
show(x, d)

# b_kron_shapes
show(torch.kron(torch.ones(2, 1), torch.tensor([1, 2])).shape, torch.kron(torch.tensor([[1, 2]]), torch.eye(2)))

# b_meshgrid_default
a, b = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing='ij')
show(a.stride(), b.stride(), a.is_contiguous())

# b_cartesian_prod_3
show(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3]), torch.tensor([4, 5])))

# b_block_diag_dtypes
show(torch.block_diag(torch.tensor([[1]], dtype=torch.int8), torch.tensor([[2.5]])))

# b_block_diag_3d_err
attempt(lambda: torch.block_diag(torch.zeros(1, 1, 1)))

# b_tensor_split_neg_idx
show(torch.arange(6).tensor_split([-2]), torch.arange(6).tensor_split([4, 2]))

# b_tensor_split_tensor_arg
show(torch.arange(6).tensor_split(torch.tensor([1, 3])))

# b_split_neg_err
attempt(lambda: torch.arange(6).split(-1))

# b_to_nan_int
show(torch.tensor([1.0, 2.0]).to(torch.int64) + 0, torch.tensor([1e10]).to(torch.float16))

# b_half_round_even
show(torch.tensor([2049.0, 2051.0, 0.1 + 0.2]).half(), torch.tensor([257.0, 259.0]).bfloat16())

# b_uint8_from_float
show(torch.tensor([0.9, 255.9, 3.0]).to(torch.uint8), torch.tensor([1.9, -1.9]).to(torch.int16))

# b_bool_from_int_types
show(torch.tensor([0, 2], dtype=torch.uint8).bool(), torch.tensor([-128, 0], dtype=torch.int8).bool(), torch.tensor([0.0, 1e-45]).bool())

# b_double_print
show(torch.tensor([1.0, 2.5], dtype=torch.float64).to(torch.float32), torch.tensor([1/3], dtype=torch.float64))

# b_type_dtype_kw
show(torch.tensor([1.6]).type(dtype=torch.int64), torch.tensor([1]).type(torch.float64).dtype)

# b_long_float_roundtrip
x = torch.tensor([3.7, -3.7])
show(x.long().float(), x.int().double(), x.half().long())

# b_tensor_nested_float_int_bool
show(torch.tensor([[True, 1], [2, 3]]), torch.tensor([[0.5, True], [False, 2]]))

# b_tensor_dtype_from_scalar_tensor
show(torch.tensor([torch.tensor(1, dtype=torch.int8), 2]).dtype, torch.tensor(torch.tensor([1.5, 2.5])).dtype)

# b_tensor_empty_nested
show(torch.tensor([[], []]).shape, torch.tensor([[]], dtype=torch.int32))

# b_zeros_like_noncontig_stride
x = torch.zeros(2, 3).t()
show(torch.zeros_like(x).stride(), torch.empty_like(x).stride(), torch.ones_like(x).is_contiguous())

# b_full_bool_fill_float
show(torch.full((2,), 1.5, dtype=torch.int32), torch.full((2,), 2, dtype=torch.float16))

# b_arange_float_dtype_int
show(torch.arange(0.5, 3.5, dtype=torch.int32), torch.arange(-2, 2, dtype=torch.int8))

# b_linspace_f16_bf16
show(torch.linspace(0, 1, 4, dtype=torch.float16), torch.linspace(0, 1, 4, dtype=torch.bfloat16))

# b_linspace_reverse
show(torch.linspace(5, -5, 6), torch.linspace(1, 1, 3))

# b_eye_dtypes
show(torch.eye(2, 2, dtype=torch.float16), torch.eye(1, 3, dtype=torch.uint8))

# b_empty_0sized_ops
x = torch.zeros(0, 4)
show(x.t().shape, x.reshape(4, 0).shape, x.sum(0), x.flatten().shape, x.unsqueeze(1).stride())

# b_cat_zero_size
show(torch.cat([torch.zeros(0, 2), torch.ones(1, 2)]), torch.stack([torch.zeros(0), torch.zeros(0)]).shape)

# b_squeeze_neg_multi
x = torch.zeros(1, 1, 3)
show(x.squeeze(-3).shape, torch.squeeze(x, 1).shape, torch.unsqueeze(x, -1).shape)

# b_expand_neg1_new_dim_err
attempt(lambda: torch.zeros(3).expand(-1, 3))

# b_expand_0
show(torch.zeros(1, 3).expand(0, 3).shape, torch.zeros(3).expand(2, 0, 3).shape if False else torch.zeros(1).expand(0).shape)

# b_reshape_minus1_inference
show(torch.arange(12).reshape(-1).shape, torch.arange(12).reshape(3, -1, 2).shape)

# b_reshape_neg_err
attempt(lambda: torch.arange(12).reshape(-2, 6))

# b_view_after_slice_ok
x = torch.arange(12).view(3, 4)[1:]
show(x.view(4, 2), x.view(-1).storage_offset())

# b_view_slice_cols_err
x = torch.arange(12).view(3, 4)[:, 1:3]
attempt(lambda: x.view(6))

# b_flatten_noncontig
x = torch.arange(6).view(2, 3).t()
show(x.flatten(), x.flatten().is_contiguous())

# b_setitem_bool_mask
x = torch.arange(6)
x[x > 3] = 0
show(x)

# b_setitem_list_idx
x = torch.zeros(5, dtype=torch.int8)
x[[0, 2]] = 4
show(x)

# b_setitem_2d_slice_tensor
x = torch.zeros(3, 4)
x[1:, 1:3] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x)

# b_inplace_int_float_err
x = torch.tensor([1, 2])
attempt(lambda: x.add_(1.5))

# b_inplace_promote_ok
x = torch.tensor([1.0, 2.0])
x.add_(torch.tensor([1, 2]))
show(x)

# b_clone_noncontig_values
x = torch.arange(6).view(2, 3)[:, ::2]
y = x.clone()
show(y, y.stride())

# b_contiguous_is_self
x = torch.arange(4)
show(x.contiguous() is x, x.view(2, 2).t().contiguous().is_contiguous())

# b_size_methods
x = torch.zeros(2, 3, 4)
show(x.size(0) * x.size(-1), x.shape.numel(), x[0].numel(), torch.zeros(()).numel(), torch.zeros(()).dim())

# b_len_list_of_tensor
x = torch.zeros(5, 2)
show(len(x), len(x[0]), [t.shape for t in x[:2]])

# c_view_dtype_same
x = torch.tensor([1.0, -2.0])
show(x.view(torch.int32), torch.tensor([1, -1], dtype=torch.int64).view(torch.float64))

# c_view_dtype_bool_u8
show(torch.tensor([True, False]).view(torch.uint8), torch.tensor([1, 0], dtype=torch.uint8).view(torch.bool), torch.tensor([-1], dtype=torch.int8).view(torch.uint8))

# c_view_dtype_shrink
x = torch.tensor([1.0], dtype=torch.float32)
show(x.view(torch.int16), x.view(torch.uint8), torch.tensor([1.0, 2.0]).view(torch.float16))

# c_view_dtype_half_bf16
show(torch.tensor([1.0, -0.5], dtype=torch.float16).view(torch.int16), torch.tensor([16256], dtype=torch.int16).view(torch.bfloat16))

# c_view_dtype_grow
show(torch.tensor([0, 0, 128, 63], dtype=torch.uint8).view(torch.float32), torch.arange(4, dtype=torch.int16).view(2, 2).view(torch.int32))

# c_view_dtype_2d_strides
x = torch.zeros(2, 4, dtype=torch.int32)
v = x.view(torch.int16)
show(v.shape, v.stride(), x[1:].view(torch.int64).storage_offset(), x[1:].view(torch.uint8).storage_offset())

# c_view_dtype_write_through
x = torch.zeros(2)
x.view(torch.int32)[0] = 1065353216
show(x)

# c_view_dtype_err_size
attempt(lambda: torch.tensor([1.0, 2.0, 3.0]).view(torch.float64))

# c_view_dtype_err_0d
attempt(lambda: torch.tensor(1.0).view(torch.float64))

# c_view_dtype_0d_same
show(torch.tensor(1.0).view(torch.int32))

# c_view_dtype_err_stride
attempt(lambda: torch.zeros(4, 2).t().view(torch.int16))

# c_view_dtype_err_offset
attempt(lambda: torch.zeros(4, dtype=torch.int16)[1:3].view(torch.int32))

# c_view_dtype_err_stride0
attempt(lambda: torch.zeros(3, 2, dtype=torch.int16)[:, :2].view(torch.int64))

# c_view_dtype_err_stride_div
attempt(lambda: torch.zeros(3, 3, dtype=torch.int16)[:, :2].view(torch.int32))

# c_nelement
show(torch.zeros(3, 4).nelement(), torch.zeros(0).nelement(), torch.zeros(2, dtype=torch.float16).element_size())

# c_new_tensor
x = torch.ones(2, dtype=torch.float64)
show(x.new_tensor([1, 2]), x.new_tensor([True]), x.new_tensor([1.5], dtype=torch.int32), torch.ones(1, dtype=torch.int8).new_tensor(3.7))
