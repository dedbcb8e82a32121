# Twin of tests/golden/corpus_shape6.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


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

# d_float_to_int8_wrap
show(torch.tensor([200.0, -200.0, 127.9]).to(torch.int8), torch.tensor([300.0, -1.0]).to(torch.uint8))

# d_int_to_bool_to_float
show(torch.tensor([-3, 0, 7], dtype=torch.int16).bool().float())

# d_half_sum_cast
x = torch.tensor([1000.0, 2000.0], dtype=torch.float16)
show(x.float().sum(), x.sum(), x.double())

# d_bf16_print_rounding
show(torch.tensor([1.0078125, 1.00390625, 100.7, -0.003], dtype=torch.bfloat16))

# d_large_int_print
show(torch.tensor([123456789, -5]), torch.tensor([10**12, 1]), torch.tensor([1, 2, 3], dtype=torch.int64) * 10**9)

# d_float_print_sci
show(torch.tensor([1e-5, 1.0]), torch.tensor([1e10, 1.0]), torch.tensor([123456.0, 0.5]))

# d_float64_print_precise
show(torch.tensor([0.1, 0.25], dtype=torch.float64), torch.tensor([1/3], dtype=torch.float64).float())

# d_reshape_bool
show(torch.tensor([True, False, True, True]).view(2, 2).t(), torch.tensor([True, False]).repeat(2, 1))

# d_expand_bool_f16
show(torch.tensor([True]).expand(3), torch.tensor([[0.5]], dtype=torch.float16).expand(2, 2))

# d_stack_f16_bf16
show(torch.stack([torch.tensor([1.5], dtype=torch.float16), torch.tensor([2.5], dtype=torch.bfloat16)]))

# d_cat_many_dtypes
show(torch.cat([torch.tensor([1], dtype=torch.uint8), torch.tensor([2], dtype=torch.int16), torch.tensor([True])]))

# d_cat_float64_float32
show(torch.cat([torch.tensor([0.1]), torch.tensor([0.2], dtype=torch.float64)]))

# d_cat_0d_in_list_err
attempt(lambda: torch.cat([torch.zeros(2), torch.tensor(1.0)]))

# d_cat_dim_neg
show(torch.cat([torch.zeros(1, 2), torch.ones(1, 1)], -1))

# d_cat_dim_mismatch_msg
attempt(lambda: torch.cat([torch.zeros(1, 2), torch.ones(2, 1)], 1))

# d_stack_3_shapes_err
attempt(lambda: torch.stack([torch.zeros(2, 2), torch.zeros(2, 2), torch.zeros(2, 3)]))

# d_vstack_err
attempt(lambda: torch.vstack([torch.zeros(2), torch.zeros(3)]))

# d_split_sizes_dim
show(torch.arange(12).view(2, 6).split([1, 5], 1))

# d_unflatten_neg_dim_err
attempt(lambda: torch.arange(6).unflatten(0, (-1, -1)))

# d_view_neg_size_err
attempt(lambda: torch.arange(6).view(-2, 3))

# d_reshape_0d_from_1
show(torch.tensor([5]).reshape(()), torch.tensor([[5]]).view([]), torch.tensor([5]).squeeze())

# d_reshape_0d_err
attempt(lambda: torch.tensor([5, 6]).reshape(()))

# d_permute_neg_dims
show(torch.zeros(2, 3, 4).permute(-1, -2, -3).shape, torch.permute(torch.zeros(2, 3), (1, 0)).stride())

# d_permute_oob
attempt(lambda: torch.zeros(2, 3).permute(0, 2))

# d_narrow_2d
x = torch.arange(12).view(3, 4)
show(x.narrow(1, 1, 2), x.narrow(-1, 3, 1).stride())

# d_select_neg
show(torch.arange(6).view(2, 3).select(0, -1), torch.arange(6).view(2, 3).select(-1, -3))

# d_unbind_0d_err
attempt(lambda: torch.tensor(1).unbind())

# d_chunk_not_divisible
show([c.shape for c in torch.zeros(10).chunk(4)], [c.shape for c in torch.zeros(9).chunk(4)])

# d_tensor_split_zero_sections_err
attempt(lambda: torch.arange(4).tensor_split(0))

# d_flip_neg_dims
show(torch.arange(8).view(2, 2, 2).flip(-1, 0))

# d_roll_neg_dim
show(torch.arange(6).view(2, 3).roll(-1, -1), torch.arange(6).view(2, 3).roll(4, 0))

# d_rot90_k4
x = torch.arange(6).view(2, 3)
show(torch.rot90(x, 4).equal(x), torch.rot90(x, 3), torch.rot90(x, -2))

# d_repeat_3d
show(torch.tensor([[1, 2]]).repeat(2, 1, 2))

# d_tile_0d
show(torch.tensor(5).tile(3), torch.tensor(5).tile(2, 2))

# d_repeat_interleave_scalar_tensor
show(torch.tensor([1, 2]).repeat_interleave(torch.tensor(3)))

# d_repeat_interleave_neg_err
attempt(lambda: torch.tensor([1, 2]).repeat_interleave(torch.tensor([1, -1])))

# d_tril_large_k
show(torch.ones(2, 3).tril(5), torch.ones(2, 3).triu(5), torch.ones(2, 3).tril(-5))

# d_triu_int64
show(torch.arange(16).view(4, 4).triu(2))

# d_diagonal_neg_dims
show(torch.arange(8).view(2, 2, 2).diagonal(0, -1, -2))

# d_diagonal_same_dims_err
attempt(lambda: torch.zeros(3, 3).diagonal(0, 1, 1))

# d_diag_embed_3d
show(torch.diag_embed(torch.arange(4).view(2, 2), -1).shape, torch.diag_embed(torch.tensor([True, False])))

# d_kron_int_bool
show(torch.kron(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([True, False])))

# d_kron_3d_2d
show(torch.kron(torch.ones(2, 1, 1), torch.tensor([[1, 2]])).shape)

# d_meshgrid_0d
a, b = torch.meshgrid(torch.tensor(1), torch.tensor([1, 2]), indexing='ij')
show(a, b)

# d_cartesian_prod_dtypes
show(torch.cartesian_prod(torch.tensor([1.5]), torch.tensor([2.5, 3.5])))

# d_stride_expand_new_dims
show(torch.zeros(3).expand(2, 3).stride(), torch.zeros(3, 1).expand(3, 4).stride(), torch.zeros(3, 1).expand(2, 3, 4).stride())

# d_unsqueeze_noncontig_stride
x = torch.zeros(2, 3).t()
show(x.unsqueeze(0).stride(), x.unsqueeze(1).stride(), x.unsqueeze(2).stride())

# d_squeeze_stride
x = torch.zeros(2, 1, 3)[:, :, ::2]
show(x.squeeze().stride(), x.squeeze(1).stride(), x.shape)

# d_t_strides
show(torch.zeros(3).t().stride(), torch.zeros(()).t().stride(), torch.zeros(4, 5).t().stride())

# d_contiguous_1size
show(torch.zeros(1, 1).t().is_contiguous(), torch.zeros(2, 1)[:, ::5].is_contiguous(), torch.zeros(5)[::2].is_contiguous())

# d_storage_offset_select
x = torch.arange(24).view(2, 3, 4)
show(x[1].storage_offset(), x[1, 2].storage_offset(), x[:, 2].storage_offset(), x[..., 3].storage_offset())

# d_storage_offset_unbind
show([t.storage_offset() for t in torch.arange(6).view(3, 2).unbind(1)], [t.storage_offset() for t in torch.arange(6).chunk(3)])

# d_write_step_2d
x = torch.zeros(4, 4, dtype=torch.int32)
x[::2, 1::2] = 1
show(x)

# d_write_neg_index_2d
x = torch.zeros(3, 3)
x[-1, -1] = 9
x[:, -2] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# d_write_t_slice
x = torch.zeros(2, 3)
x.t()[1:] = 4
show(x)

# d_write_through_unsqueeze
x = torch.zeros(3)
x.unsqueeze(0)[0, 1] = 2
show(x)

# d_write_through_permute
x = torch.zeros(2, 2, 2)
x.permute(2, 0, 1)[1] = 5
show(x)

# d_write_through_flatten_view
x = torch.zeros(2, 2)
x.flatten()[3] = 1
x.reshape(4)[0] = 2
show(x)

# d_write_to_noncontig_flatten_copy
x = torch.zeros(2, 2).t()
x.flatten()[0] = 1
show(x)

# d_write_broadcast_row
x = torch.zeros(2, 3)
x[:] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# d_write_int_into_bool_slice
x = torch.tensor([True, True, True])
x[1:] = 0
show(x)

# d_write_nan_into_int
x = torch.zeros(2, dtype=torch.int32)
x[0] = 3.99
show(x)

# d_copy_noncontig_to_contig
x = torch.zeros(3, 2)
x.copy_(torch.arange(6).view(2, 3).t())
show(x)

# d_copy_self_transpose
x = torch.arange(4.0).view(2, 2)
y = torch.zeros(2, 2).t()
y.copy_(x)
show(y, y.stride())

# d_copy_f64_to_f16_overflow
x = torch.zeros(2, dtype=torch.float16)
x.copy_(torch.tensor([1e6, -1e6], dtype=torch.float64))
show(x)

# d_copy_expand_src
x = torch.zeros(2, 2, dtype=torch.int8)
x.copy_(torch.tensor(3))
show(x)

# d_clone_bool_half
show(torch.tensor([True]).clone(), torch.tensor([0.1], dtype=torch.float16).clone().dtype)

# d_detach_values
x = torch.arange(3)
show(x.detach(), x.detach().data_ptr() == x.data_ptr())

# d_to_chain
x = torch.tensor([1.5, -2.5, 300.7])
show(x.to(torch.float16).to(torch.int16), x.to(torch.int32).to(torch.uint8), x.bfloat16().float())

# d_to_kw_dtype
show(torch.tensor([1, 2]).to(dtype=torch.float16), torch.tensor([1.9]).to(dtype=torch.bool))

# d_to_non_blocking
show(torch.tensor([1]).to(torch.float64, non_blocking=True))

# d_int_methods_shortcuts
x = torch.tensor([1.9, -1.9])
show(x.short(), x.char(), x.byte(), x.bool(), x.half(), x.double())

# d_type_conversion_inf
show(torch.tensor([float('inf')]).half(), torch.tensor([float('-inf')]).bfloat16(), torch.tensor([float('nan')], dtype=torch.float16).float())

# d_tensor_float_list_f64
show(torch.tensor([1, 2], dtype=torch.float64), torch.tensor([[1.5]], dtype=torch.float16), torch.tensor(2.5, dtype=torch.bfloat16))

# d_tensor_from_tuple
show(torch.tensor((1, 2, 3)), torch.tensor(((1, 2), (3, 4))).shape, torch.tensor([(1, 2.5)]))

# d_tensor_bool_to_int_dtype
show(torch.tensor([True, False], dtype=torch.int32), torch.tensor([True], dtype=torch.float16))

# d_tensor_neg_to_uint8_err
attempt(lambda: torch.tensor([-1], dtype=torch.uint8))

# d_tensor_scalar_shapes
show(torch.tensor(1).shape, torch.tensor([1]).shape, torch.tensor([[1]]).shape, torch.tensor(1.5).dim())

# d_tensor_nested_empty_err
attempt(lambda: torch.tensor([[1], []]))

# d_zeros_dtype_print
show(torch.zeros(2, dtype=torch.float16), torch.zeros(2, dtype=torch.bfloat16), torch.zeros(2, dtype=torch.int8), torch.zeros(2, dtype=torch.bool))

# d_ones_0d
show(torch.ones(()), torch.ones([]), torch.zeros(1, 1, dtype=torch.int64))

# d_full_shapes_list
show(torch.full([2, 1], -0.0), torch.full((1,), float('nan')), torch.full((2,), float('inf'), dtype=torch.float16))

# d_full_int_overflow_err
attempt(lambda: torch.full((2,), 300, dtype=torch.uint8))

# d_arange_bf16
show(torch.arange(0, 5, dtype=torch.bfloat16), torch.arange(250, 256, 2, dtype=torch.uint8))

# d_arange_neg_float
show(torch.arange(1.0, -1.0, -0.5), torch.arange(-3, 0))

# d_linspace_steps1
show(torch.linspace(3, 7, 1), torch.linspace(-1, 1, 2, dtype=torch.float16))

# d_linspace_int_neg
show(torch.linspace(10, 0, 5, dtype=torch.int32), torch.linspace(0, 5, 5, dtype=torch.int8))

# d_eye_rect_int
show(torch.eye(3, 2, dtype=torch.int64), torch.eye(1, 0).shape)

# d_eye_m_neg_err
attempt(lambda: torch.eye(2, -1))

# d_empty_like_shape_dtype
x = torch.empty(3, 0, 2, dtype=torch.bfloat16)
show(x, x.shape, x.dtype, x.stride())

# d_zero_sized_print
show(torch.zeros(0, 3), torch.ones(2, 0, dtype=torch.int32), torch.tensor([], dtype=torch.float16))

# d_zero_sized_shapes_ops
x = torch.zeros(0, 3)
show(torch.cat([x, x]).shape, torch.stack([x, x]).shape, x.t().contiguous().stride(), x.split(1, dim=1)[0].shape)

# d_expand_as_err
attempt(lambda: torch.zeros(2, 3).expand_as(torch.zeros(3, 3)))

# d_broadcast_to_0d
show(torch.broadcast_to(torch.tensor([1]), ()) if False else torch.broadcast_to(torch.tensor(2.5), (2, 2)))

# d_numel_0size
show(torch.zeros(3, 0, 2).numel(), torch.numel(torch.tensor(1)), torch.zeros(0).dim())

# d_shape_compare
x = torch.zeros(2, 3)
show(x.shape == torch.Size([2, 3]), x.shape == [2, 3], x.size() == (2, 3), x.shape != (3, 2))

# d_size_negative
x = torch.zeros(2, 3, 4)
show(x.size(-3), x.stride(-3), x.size(dim=1))

# d_stride_oob
attempt(lambda: torch.zeros(2, 3).stride(2))

# d_len_of_size_iter
x = torch.zeros(2, 3, 4)
show([d for d in x.shape], sum(x.shape), max(x.shape), x.shape.index(3) if False else x.shape[0])

# e_tensor_float_int_overflow
attempt(lambda: torch.tensor([127.5], dtype=torch.int8))
attempt(lambda: torch.tensor([-128.9], dtype=torch.int8))
attempt(lambda: torch.tensor([-0.5], dtype=torch.uint8))
attempt(lambda: torch.tensor([255.5], dtype=torch.uint8))
attempt(lambda: torch.tensor([2147483647.5], dtype=torch.int32))
attempt(lambda: torch.tensor([float('inf')], dtype=torch.int32))
show(torch.tensor([-1, -255], dtype=torch.uint8), torch.tensor([-0.0, 255.0, 127.0], dtype=torch.uint8), torch.tensor([-128.0, 126.9], dtype=torch.int8))

# e_block_diag_none
show(torch.block_diag().shape, torch.block_diag().dtype)

# e_setitem_overflow
x = torch.zeros(2, dtype=torch.int8)
attempt(lambda: x.fill_(127.5))
attempt(lambda: x.fill_(300))
attempt(lambda: torch.full((1,), -0.5, dtype=torch.uint8))

# f_view_size_arg
x = torch.arange(12).view(3, 4)
show(x.view(x.size(0), -1).shape, x.view(torch.Size([4, 3])).shape, x.reshape((2, 6)).shape, x.reshape([6, 2]).shape)

# f_kw_forms
x = torch.arange(24).view(2, 3, 4)
show(x.flatten(start_dim=1).shape, x.flatten(end_dim=1).shape, x.squeeze(dim=0).shape, x.unsqueeze(dim=-1).shape, x.transpose(dim0=0, dim1=2).shape)

# f_permute_dims_kw
show(torch.zeros(2, 3, 4).permute(dims=(2, 0, 1)).shape, torch.permute(torch.zeros(2, 3), dims=[1, 0]).shape)

# f_cat_kw
show(torch.cat(tensors=[torch.zeros(1), torch.ones(1)], dim=0), torch.stack(tensors=[torch.zeros(1), torch.ones(1)], dim=1))

# f_expand_size
x = torch.zeros(1, 3)
show(x.expand(torch.Size([2, 3])).shape, x.expand((4, 3)).shape, x.expand([2, -1]).shape, x.repeat(torch.Size([2, 1])).shape)

# f_shape_arith
x = torch.zeros(4, 6)
show(x.shape[0] * x.shape[1], x.size(1) // 2, x.shape[-1] - 1, torch.Size([2]) + torch.Size([3]), x.shape + (1,))

# f_view_as_like
x = torch.arange(6.0)
y = torch.zeros(3, 2, dtype=torch.int32)
show(x.view_as(y), torch.zeros_like(y, dtype=torch.float64).shape)

# f_unsqueeze_chain
x = torch.tensor([1.0, 2.0])
show(x[:, None] * x[None, :], x.unsqueeze(0).unsqueeze(-1).shape)

# f_none_ellipsis
x = torch.arange(6).view(2, 3)
show(x[..., None].shape, x[None, ..., None].shape, x[:, None, :].stride())

# f_outer_broadcast
show((torch.arange(3)[:, None] + torch.arange(2)).shape, torch.arange(3)[:, None] - torch.arange(2))

# f_reshape_then_sum
x = torch.arange(12, dtype=torch.float32).reshape(3, 4)
show(x.reshape(2, 2, 3).sum(-1), x.t().reshape(-1)[:5])

# f_split_unpack
a, b, c = torch.arange(9).view(3, 3)
show(a, b, c)

# f_split_unpack2
q, k = torch.arange(8).view(2, 4).chunk(2, dim=-1)
show(q, k, q.is_contiguous(), q.stride())

# f_einops_like_reshape
x = torch.arange(24).view(2, 3, 4)
b, n, d = x.shape
show(x.view(b, n, 2, d // 2).transpose(1, 2).shape, x.view(b, n, 2, d // 2).transpose(1, 2).is_contiguous())

# f_heads_merge
x = torch.arange(16).view(1, 2, 2, 4)
show(x.transpose(1, 2).contiguous().view(1, 2, 8), x.transpose(1, 2).reshape(1, 2, -1).shape)

# f_heads_view_err
x = torch.arange(16).view(1, 2, 2, 4)
attempt(lambda: x.transpose(1, 2).view(1, 2, 8))

# f_to_float_mean
x = torch.tensor([1, 2, 4])
show(x.float().mean(), x.to(torch.float64).std(), x.double().var())

# f_int_mean_err
attempt(lambda: torch.tensor([1, 2, 4]).mean())

# f_bool_sum_dtype
x = torch.tensor([True, False, True])
show(x.sum(), x.sum().dtype, x.int().sum().dtype, x.float().sum())

# f_uint8_sum
show(torch.tensor([200, 100], dtype=torch.uint8).sum(), torch.tensor([100, 100], dtype=torch.int8).sum().dtype)

# f_half_to_list
show(torch.tensor([0.1, 0.5], dtype=torch.float16).tolist(), torch.tensor([0.1], dtype=torch.bfloat16).tolist(), torch.tensor([1.1]).tolist())

# f_item_types
show(torch.tensor(3, dtype=torch.uint8).item(), torch.tensor(True).item(), torch.tensor(2.5, dtype=torch.float16).item(), type(torch.tensor(1).item()).__name__)

# f_int_float_conv_python
x = torch.tensor([2.7])
show(int(x), float(torch.tensor(3)), bool(torch.tensor([0.0])), int(torch.tensor(-2.7)))

# f_int_conv_err
attempt(lambda: int(torch.tensor([1, 2])))

# f_bool_ambiguous
attempt(lambda: bool(torch.tensor([1, 2])))

# f_tolist_nested
show(torch.arange(6).view(2, 3).t().tolist(), torch.zeros(2, 0).tolist(), torch.tensor(5).tolist())

# f_copy_between_views
x = torch.arange(6.0).view(2, 3)
x[0].copy_(x[1])
show(x)

# f_overlap_write_self
x = torch.arange(5.0)
x[1:] = x[:-1].clone()
show(x)

# f_masked_write_view
x = torch.arange(6.0).view(2, 3)
x[:, 1][x[:, 1] > 2] = -1
show(x)

# f_index_put_int_into_float
x = torch.zeros(3)
x[1] = torch.tensor(7)
show(x)

# f_fill_view_dtype
x = torch.zeros(2, 3, dtype=torch.int64)
x[:, 1:].fill_(2.9)
show(x)

# f_zero_view
x = torch.ones(2, 3)
x[:, ::2].zero_()
show(x)

# f_clone_then_view
x = torch.arange(6).view(2, 3).t().clone()
show(x.view(-1) if x.is_contiguous() else x.reshape(-1))

# f_stack_views
x = torch.arange(6).view(2, 3)
show(torch.stack([x[:, 0], x[:, 2]], 1), torch.stack([x.t(), x.t()]).shape)

# f_cat_views_dtype
x = torch.arange(4, dtype=torch.int16)
show(torch.cat([x[::2], x[1::2].float()]))

# f_repeat_noncontig
show(torch.arange(6).view(2, 3).t().repeat(1, 2))

# f_flip_noncontig
x = torch.arange(12).view(3, 4)[:, ::2]
show(x.flip(0), x.flip(1).is_contiguous())

# f_roll_noncontig
show(torch.arange(6).view(2, 3).t().roll(1, 0))

# f_tril_noncontig
show(torch.arange(9).view(3, 3).t().tril())

# f_diagonal_noncontig
show(torch.arange(9).view(3, 3).t().diagonal(), torch.arange(9).view(3, 3).t().diagonal().stride())

# f_kron_float16
show(torch.kron(torch.tensor([1.0, 2.0], dtype=torch.float16), torch.tensor([0.5, 1.0], dtype=torch.float16)))

# f_meshgrid_float
a, b = torch.meshgrid(torch.linspace(0, 1, 3), torch.linspace(0, 1, 2), indexing='ij')
show(a, b)

# f_movedim_multi
x = torch.zeros(2, 3, 4, 5)
show(torch.movedim(x, (1, 3), (0, 1)).shape, torch.movedim(x, -1, 0).stride())

# f_movedim_dup_err
attempt(lambda: torch.movedim(torch.zeros(2, 3, 4), (0, 0), (1, 2)))

# f_swapdims_same
x = torch.zeros(2, 3)
show(x.transpose(1, 1).shape, x.swapaxes(0, 0).stride())

# f_mT_noncontig
x = torch.arange(6).view(2, 3)[:, 1:]
show(x.mT, x.mT.stride(), x.T.stride())

# f_adjoint
show(torch.arange(4).view(2, 2).adjoint(), torch.arange(4).view(2, 2).H)

# f_dtype_compare
show(torch.zeros(1).dtype == torch.float32, torch.zeros(1).dtype == torch.float, torch.long == torch.int64, torch.half, torch.double, torch.cfloat if False else torch.short)

# f_dtype_print_names
show(torch.int8, torch.uint8, torch.bool, torch.bfloat16, torch.float16, torch.int, torch.float)

# f_is_floating_variants
show(torch.zeros(1, dtype=torch.bfloat16).is_floating_point(), torch.zeros(1, dtype=torch.bool).is_floating_point(), torch.float16.is_signed, torch.uint8.is_signed)

# f_finfo_iinfo_casts
show(torch.iinfo(torch.int8).max, torch.iinfo(torch.uint8).min, torch.finfo(torch.float16).max, torch.finfo(torch.bfloat16).eps)

# f_promote_types
show(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bfloat16, torch.float16), torch.promote_types(torch.bool, torch.int16), torch.result_type(torch.tensor([1]), 1.5))

# f_can_cast
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float16), torch.can_cast(torch.bool, torch.uint8))

# f_set_default_dtype_like
show(torch.get_default_dtype(), torch.tensor([1.5]).dtype, torch.arange(0.0, 1.0).dtype)

# g_big_view_print
show(torch.arange(2000).view(40, 50).t()[:3])

# g_big_print_summary
show(torch.arange(1200).view(30, 40).t().float())

# g_unflatten_sizes_list
show(torch.arange(6).unflatten(0, [2, 3]), torch.arange(6).view(1, 6).unflatten(-1, torch.Size([3, 2])).shape)

# g_unflatten_empty_err
attempt(lambda: torch.arange(6).unflatten(0, ()))

# g_expand_more_minus1
show(torch.zeros(2, 1).expand(-1, -1).shape, torch.zeros(2, 1).expand(-1, 4).shape)

# g_reshape_list_err
attempt(lambda: torch.zeros(4).reshape(3))

# g_view_err_msg_shape
attempt(lambda: torch.zeros(2, 3).view(7))

# g_cat_empty_list_err
attempt(lambda: torch.cat([]))

# g_cat_tensor_not_list_err
attempt(lambda: torch.cat(torch.zeros(2)))

# g_stack_mixed_ndim_err
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(1, 2)]))

# g_split_size_zero
show(torch.arange(0).split(0), torch.zeros(3, 0).split(1, 1))

# g_chunk_neg_err
attempt(lambda: torch.arange(4).chunk(-1))

# g_repeat_neg_err
attempt(lambda: torch.arange(4).repeat(-1))

# g_tile_neg
attempt(lambda: torch.arange(4).tile(-1))

# g_flip_oob
attempt(lambda: torch.arange(4).flip(1))

# g_roll_oob
attempt(lambda: torch.arange(4).roll(1, 1))

# g_diag_embed_err
attempt(lambda: torch.diag_embed(torch.zeros(2), 0, 0, 0))

# g_diagonal_oob
attempt(lambda: torch.zeros(2, 2).diagonal(0, 0, 2))

# g_squeeze_noop_dims
show(torch.zeros(2, 3).squeeze(0).shape, torch.zeros(2, 1).squeeze(-1).shape)

# g_unsqueeze_neg_range
show(torch.zeros(2).unsqueeze(-2).shape, torch.zeros(2).unsqueeze(-1).shape)

# g_unsqueeze_too_neg
attempt(lambda: torch.zeros(2).unsqueeze(-3))

# g_narrow_dim_err
attempt(lambda: torch.zeros(2).narrow(1, 0, 1))

# g_select_dim_err
attempt(lambda: torch.zeros(2).select(1, 0))

# g_tensor_split_oob_idx
show(torch.arange(4).tensor_split([5]), torch.arange(4).tensor_split([2, 1]))

# g_tensor_split_float_err
attempt(lambda: torch.arange(4).tensor_split(torch.tensor([1.0])))

# g_hsplit_err
attempt(lambda: torch.hsplit(torch.arange(5), 2))

# g_vsplit_1d_err
attempt(lambda: torch.vsplit(torch.arange(4), 2))

# g_t_inplace_3d_err
attempt(lambda: torch.zeros(2, 2, 2).t_())

# g_contiguous_values_big
x = torch.arange(24).view(2, 3, 4).permute(2, 0, 1)
show(x.contiguous().view(4, 6))

# g_to_same_dtype_copy_false
x = torch.zeros(2)
show(x.to(torch.float32, copy=False) is x, x.float() is x, x.type(torch.float32) is x)

# g_half_bf16_cross
show(torch.tensor([65504.0], dtype=torch.float16).bfloat16(), torch.tensor([1e10], dtype=torch.bfloat16).half(), torch.tensor([1e-10], dtype=torch.bfloat16).half())

# g_int64_limits_to_float
show(torch.tensor([9223372036854775807]).double(), torch.tensor([-9223372036854775807 - 1]).float())

# g_float_to_int64_big
show(torch.tensor([1e18]).long(), torch.tensor([-1e18], dtype=torch.float64).long())

# g_uint8_from_negative_float_cast
show(torch.tensor([-1.0, -2.5, 256.0]).to(torch.uint8))

# g_int16_wrap
show(torch.tensor([40000, -40000]).to(torch.int16), torch.tensor([40000.0]).to(torch.int16))

# g_bool_from_half
show(torch.tensor([0.0, 0.001], dtype=torch.float16).bool(), torch.tensor([0.0, -0.0], dtype=torch.bfloat16).bool())

# g_copy_int_to_bool_nonbool
x = torch.zeros(3, dtype=torch.bool)
x.copy_(torch.tensor([0, 2, -1]))
show(x)

# g_copy_bool_to_uint8
x = torch.zeros(2, dtype=torch.uint8)
x.copy_(torch.tensor([True, False]))
show(x)

# g_copy_half_to_int
x = torch.zeros(2, dtype=torch.int32)
x.copy_(torch.tensor([2.5, -2.5], dtype=torch.float16))
show(x)

# g_full_like_overflow
attempt(lambda: torch.full_like(torch.zeros(2, dtype=torch.int8), 200))

# g_zeros_like_dtype_kw
show(torch.ones_like(torch.zeros(2, 2).t()).stride(), torch.full_like(torch.zeros(2), 7, dtype=torch.int8))

# g_new_full_dtype
show(torch.zeros(1, dtype=torch.int16).new_full((2,), 5), torch.zeros(1).new_zeros(2, 2, dtype=torch.bool))

# g_new_ones_size_tuple
show(torch.zeros(1, dtype=torch.float16).new_ones((2, 1)), torch.zeros(1).new_empty((0, 2)).shape)

# h_logspace
attempt(lambda: torch.logspace(0, 2, 3))

# h_type_tensor_arg
show(torch.tensor([1.5]).type(torch.float16), torch.tensor([1.5]).type(torch.bool))

# h_dtype_kwarg_to_method
show(torch.arange(3).to(torch.float16).dtype, torch.arange(3).to(torch.bfloat16))

# h_unique_consecutive_shape
show(torch.tensor([[1, 2], [3, 4]]).flatten().tolist())

# h_squeeze_0size
show(torch.zeros(1, 0).squeeze().shape, torch.zeros(0, 1).squeeze(1).shape)

# h_unsqueeze_0d
show(torch.tensor(1.5).unsqueeze(0), torch.tensor(1.5).unsqueeze(-1).shape)

# h_expand_0d
show(torch.tensor(2).expand(3), torch.tensor(2).expand(()).shape, torch.tensor(2).expand(2, 2).stride())

# h_view_0d_to_1
show(torch.tensor(3).view(1), torch.tensor(3).view(1, 1, 1).shape, torch.tensor(3).reshape(-1))

# h_flip_0d
show(torch.tensor(3).flip(0) if False else torch.tensor(3).flip([]))

# h_stack_0d_dim
show(torch.stack([torch.tensor(1), torch.tensor(2)], -1), torch.stack([torch.tensor(1), torch.tensor(2)], 0))

# h_cat_single
x = torch.arange(3)
y = torch.cat([x])
y[0] = 10
show(x, y)

# h_stack_tuple_generator
show(torch.stack(tuple(torch.arange(3) * i for i in range(2))))

# h_split_list_comp
show([p.tolist() for p in torch.arange(10).split(4)])

# h_chunk_views_offsets
show([c.storage_offset() for c in torch.arange(10).view(2, 5).chunk(3, 1)])

# h_repeat_interleave_bool
show(torch.tensor([True, False]).repeat_interleave(2), torch.tensor([1.5], dtype=torch.float16).repeat_interleave(3))

# h_diag_bool_f16
show(torch.diag(torch.tensor([True, False])), torch.diag(torch.tensor([1.5, 2.5], dtype=torch.bfloat16), -1))

# h_tril_indices_like
show(torch.ones(3, 3, dtype=torch.int8).tril().sum(), torch.ones(3, 3).triu(1).nonzero().shape)

# h_rot90_bool
show(torch.tensor([[True, False], [False, False]]).rot90())

# h_roll_2d_multi_neg
show(torch.arange(9).view(3, 3).roll((-1, 2), (1, 0)))

# h_flip_half
show(torch.arange(6, dtype=torch.float16).view(2, 3).flip(1), torch.tensor([[1, 2]], dtype=torch.int8).fliplr())

# h_tile_bf16
show(torch.tensor([1.25], dtype=torch.bfloat16).tile(2, 2))

# h_stack_f64_int
show(torch.stack([torch.tensor([1.0], dtype=torch.float64), torch.tensor([2])]))

# h_hstack_promote
show(torch.hstack([torch.tensor([1], dtype=torch.int8), torch.tensor([1.5], dtype=torch.float16)]), torch.vstack([torch.tensor([True]), torch.tensor([2])]))

# h_column_stack_promote
show(torch.column_stack([torch.tensor([1, 2]), torch.tensor([0.5, 1.5], dtype=torch.float64)]))

# h_dstack_promote
show(torch.dstack([torch.tensor([[1]], dtype=torch.uint8), torch.tensor([[2]], dtype=torch.int8)]))

# h_cartesian_prod_promote
attempt(lambda: torch.cartesian_prod(torch.tensor([1]), torch.tensor([1.5])))

# h_meshgrid_dtype_err
attempt(lambda: torch.meshgrid(torch.tensor([1]), torch.tensor([1.5]), indexing='ij'))

# h_meshgrid_bad_indexing
attempt(lambda: torch.meshgrid(torch.tensor([1]), torch.tensor([2]), indexing='ab'))

# h_kron_0d
show(torch.kron(torch.tensor(2), torch.tensor([1, 2])), torch.kron(torch.tensor([[1]]), torch.tensor(3.0)))

# h_block_diag_bool
show(torch.block_diag(torch.tensor([[True]]), torch.tensor([[False, True]])))

# h_diag_embed_offset_big
show(torch.diag_embed(torch.tensor([1, 2]), 2))

# h_trace_nonsquare_int8
show(torch.arange(6, dtype=torch.int8).view(2, 3).trace(), torch.zeros(0, 3).trace())

# i_logspace
show(torch.logspace(0, 2, 3), torch.logspace(0, 3, 4, base=2), torch.logspace(-1, 1, 5))

# i_logspace_edge
show(torch.logspace(1, 1, 1), torch.logspace(0, 1, 0), torch.logspace(2, 0, 3), torch.logspace(0, 4, 5, base=0.5))

# i_logspace_int
show(torch.logspace(0, 3, 4, dtype=torch.int64), torch.logspace(0, 4, 5, base=2, dtype=torch.int32))

# i_logspace_err
attempt(lambda: torch.logspace(0, 1, -1))

# i_logspace_many
show(torch.logspace(-10, 10, 7), torch.logspace(0, 1, 11))

# i_logspace_f64
show(torch.logspace(0, 1, 3, dtype=torch.float64), torch.logspace(-2, 2, 5, base=3, dtype=torch.float64))

# j_type_bad_str
attempt(lambda: torch.zeros(2).type('torch.Foo'))

# j_arange_big_float
show(torch.arange(0, 3, 0.7), torch.arange(10, 11, 0.3, dtype=torch.float64))

# j_linspace_float_steps_err
attempt(lambda: torch.linspace(0, 1, 2.5))

# j_eye_float_err
attempt(lambda: torch.eye(2.0))

# j_full_no_tuple
show(torch.full([3], 2), torch.full((2, 2), True).dtype)

# j_empty_neg_err
attempt(lambda: torch.empty(2, -3))

# j_ones_neg_err
attempt(lambda: torch.ones((-1, 2)))

# j_tensor_str_err
attempt(lambda: torch.tensor('abc'))

# j_tensor_none_err
attempt(lambda: torch.tensor([1, None]))

# j_tensor_dict_err
attempt(lambda: torch.tensor({'a': 1}))

# j_as_tensor_shares
x = torch.tensor([1, 2])
y = torch.as_tensor(x)
y[0] = 9
show(x, torch.as_tensor(x, dtype=torch.float32) is x, torch.as_tensor([1.5, 2]))

# j_asarray
x = torch.tensor([1, 2])
show(torch.asarray(x) is x, torch.asarray([True, False]), torch.asarray(3.5).dtype, torch.asarray(x, dtype=torch.float16))

# j_asarray_copy
x = torch.tensor([1, 2])
y = torch.asarray(x, copy=True)
y[0] = 7
show(x, y)

# j_Tensor_legacy
show(torch.Tensor([1, 2]), torch.Tensor(2, 0).shape, torch.LongTensor([1.7]) if False else torch.Tensor([[1], [2]]).dtype)

# j_stack_list_of_rows
rows = [torch.tensor([1, 2]), torch.tensor([3, 4])]
show(torch.stack(rows).T, torch.cat(rows).view(2, 2))

# j_clone_0size
x = torch.zeros(0, 2, dtype=torch.int8)
show(x.clone(), x.contiguous().stride(), x.t().clone().stride())

# j_copy_0size
x = torch.zeros(0)
x.copy_(torch.zeros(0, dtype=torch.int64))
show(x)

# j_size_0d
x = torch.tensor(2.0)
show(x.size(), x.shape, x.stride(), x.numel(), x.dim(), x.storage_offset())

# j_size_0d_err
attempt(lambda: torch.tensor(2.0).size(0))

# j_stride_0d_err
attempt(lambda: torch.tensor(2.0).stride(0))

# j_shape_getitem_err
attempt(lambda: torch.zeros(2).shape[1])

# j_float_index_err
attempt(lambda: torch.zeros(3)[1.0])

# j_mixed_bool_list_index
x = torch.arange(3)
show(x[[True, False, True]], x[torch.tensor([True, False, True])])

# j_view_1elem_strides
show(torch.zeros(1, 5)[:, ::2].is_contiguous(), torch.zeros(5, 1)[::2].is_contiguous(), torch.zeros(3, 4)[:, 1:2].is_contiguous())

# j_transpose_contiguous_size1
x = torch.zeros(1, 4)
show(x.t().is_contiguous(), x.t().stride(), x.t().contiguous().stride())

# j_expand_contig_numel1
show(torch.zeros(1).expand(1).is_contiguous(), torch.zeros(1, 1).expand(1, 1).stride())

# k_split_tuple_sizes
show(torch.arange(5).split((2, 3)), torch.arange(6).view(2, 3).split_with_sizes([1, 2], 1))

# k_unbind_neg
show(torch.arange(6).view(2, 3).unbind(-1))

# k_repeat_interleave_output_size
show(torch.tensor([1, 2]).repeat_interleave(torch.tensor([2, 1]), output_size=3))

# k_swapaxes_values
show(torch.arange(8).view(2, 2, 2).swapaxes(0, 2))

# k_index_then_view
x = torch.arange(24).view(4, 6)
show(x[1].view(2, 3), x[:, 0].clone().view(2, 2))

# k_int8_neg_print
show(torch.tensor([-1, 100, -128], dtype=torch.int8).view(3, 1).expand(3, 2))

# k_uint8_sub_cast
x = torch.tensor([1, 2], dtype=torch.uint8)
show(x - 3, (x - 3).to(torch.int16), x.to(torch.int16) - 3)

# k_float_int_matmul_cast
a = torch.arange(4).view(2, 2)
show(a.float() @ a.float(), (a @ a).dtype)

# k_bool_arith_cast
b = torch.tensor([True, False])
show(b + b, b * 2, b.to(torch.int8) - 1, ~b)

# k_half_precision_cast_chain
x = torch.tensor([0.1], dtype=torch.float16)
show(x.float() * 3, (x * 3).float(), x.to(torch.float64))

# k_long_overflow_mul
show(torch.tensor([2**62]) * 2, torch.tensor([2**31], dtype=torch.int64).int())

# k_float_nan_to_int_cuda_free
show(torch.tensor([1.0, 2.0]).long().float())

# k_reshape_preserve_view
x = torch.arange(6)
y = x.reshape(2, 3)
y[0, 0] = 42
show(x[0], y.data_ptr() == x.data_ptr())

# k_reshape_copy_not_shared
x = torch.arange(6).view(2, 3).t()
y = x.reshape(6)
y[0] = 42
show(x[0, 0])

# k_flatten_view_shared
x = torch.arange(6).view(2, 3)
y = x.flatten()
y[1] = 99
show(x)

# k_flatten_1d_is_self
x = torch.arange(3)
show(x.flatten() is x, x.view(3) is x, x.reshape(3) is x)

# k_squeeze_shared
x = torch.zeros(1, 3)
x.squeeze(0)[1] = 5
show(x)

# k_expand_read_after_write
x = torch.tensor([[1.0], [2.0]])
e = x.expand(2, 3)
x[0, 0] = 7
show(e)

# k_unfold_write
x = torch.zeros(5)
x.unfold(0, 2, 2)[1, 0] = 3
show(x)

# k_diag_copy_not_view
x = torch.zeros(2, 2)
d = torch.diag(x)
d[0] = 5
show(x, d)

# k_narrow_copy
x = torch.arange(5)
y = x.narrow_copy(0, 1, 2)
y[0] = 9
show(x, y)

# k_select_scatter_like
x = torch.zeros(2, 2)
# (step given: Debian's 1.13 reads its default from uninitialized memory
# under some environments and raises 'slice step must be positive')
show(torch.select_scatter(x, torch.ones(2), 0, 1), torch.slice_scatter(x, torch.ones(2, 1), 1, 0, 1, 1))

# l_flatten_identity
x = torch.arange(6).view(2, 3)
show(x.flatten(1, 1) is x, x.flatten(-1, 1) is x, torch.flatten(x, 0, 0) is x, x.flatten() is x, torch.tensor(1).flatten().shape)

# l_flatten_identity_err
attempt(lambda: torch.arange(3).flatten(0, 2))
attempt(lambda: torch.arange(3).flatten(1, 1))

# l_flatten_1d_self_write
x = torch.arange(3)
x.flatten()[0] = 5
show(x, x.flatten() is x)
