# Twin of tests/golden/corpus_sh8.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def squeeze_dims(x, dims):
    """PyTorch 2.0's squeeze over a tuple of dims (1.13 takes one)."""
    for d in sorted((d % x.dim() for d in dims), reverse=True):
        x = x.squeeze(d)
    return x


def narrow(x, dim, start, length):
    """PyTorch 2's narrow checks (1.13 wraps start as a dim, and says
    nothing of a negative length) before 1.13's own."""
    if x.dim() > 0:
        if length < 0:
            raise RuntimeError("narrow(): length must be non-negative.")
        size = x.size(dim)
        if not -size <= start <= size:
            raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    return x.narrow(dim, start, length)


def diag(x, *args):
    """PyTorch 2's diag (composite since 2.0) and its message for a rank
    other than 1 or 2."""
    if x.dim() not in (1, 2):
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {x.dim()}D")
    return torch.diag(x, *args)


# size_slice_types
s = torch.zeros(2, 3, 4).shape
show(s[1:], s[:-1], s[::-1], s[-1])
show(s[0:0], len(s[5:]))

# size_concat_tuple
s = torch.zeros(2, 3).shape
show(s + (5,), s + torch.Size([1]))
show(s * 2)

# size_compare_tuple_list
s = torch.ones(2, 3).shape
show(s == (2, 3), s == [2, 3], s != (3, 2), s == torch.Size([2, 3]))

# size_unpack_loop
x = torch.zeros(4, 5, 6)
b, c, d = x.shape
show(b * c * d, [n for n in x.shape])
n, *rest = x.shape
show(n, rest)

# size_numel_methods
s = torch.empty(3, 0, 2).shape
show(s.numel(), torch.Size([]).numel(), torch.Size([4, 5]).numel())
s = torch.Size([2, 3, 2])
show(s.count(2), s.index(3), 3 in s, 7 in s)

# size_constructor
s = torch.Size([3, 4])
show(s, torch.Size(), torch.Size((1,)), type(s[0]))
show(torch.zeros(s).shape, torch.ones(*s).shape)

# size_to_tuple_list
s = torch.zeros(2, 1, 3).shape
show(tuple(s), list(s), str(s), len(s))

# size_fstring
x = torch.zeros(2, 3, dtype=torch.int8)
show(f"shape={x.shape} n={x.numel()} d={x.dim()}")
show(f"{x.size(1)}x{x.size(-1)}")

# size_arith_reshape
x = torch.arange(24.).reshape(2, 3, 4)
y = x.reshape(x.shape[:-1] + (2, 2))
show(y.shape, y[1, 2])
show(x.reshape(*x.shape[:1], -1).shape)

# size_hash_dict_key
shapes = {}
for t in [torch.zeros(2, 3), torch.ones(2, 3), torch.zeros(3)]:
    shapes[t.shape] = shapes.get(t.shape, 0) + 1
show(shapes)

# size_method_forms
x = torch.zeros(2, 5, 3)
show(x.size(), x.size(0), x.size(-1), x.size(dim=1))
show(x.shape[1], x.ndim, x.dim(), x.ndimension(), x.nelement())

# size_0d
x = torch.tensor(3.5)
show(x.shape, x.size(), x.dim(), x.numel(), len(x.shape))
attempt(lambda: x.size(0))

# size_oob_messages
x = torch.zeros(2, 3)
attempt(lambda: x.size(2))
attempt(lambda: x.size(-3))
attempt(lambda: x.stride(2))
attempt(lambda: x.shape[2])

# view_noncontig_msg
x = torch.arange(6.).reshape(2, 3).t()
attempt(lambda: x.view(-1))
attempt(lambda: x.view(6, 1))

# view_two_infer
attempt(lambda: torch.arange(12).view(-1, 3, -1))
attempt(lambda: torch.arange(12).reshape(-1, -1))

# view_bad_numel_msg
attempt(lambda: torch.arange(12).view(5, -1))
attempt(lambda: torch.arange(12.).reshape(5, 3))
attempt(lambda: torch.zeros(2, 3, dtype=torch.bool).view(4))

# view_neg_size
attempt(lambda: torch.arange(6).view(-2, 3))
attempt(lambda: torch.arange(6).reshape(3, -3))

# view_empty_infer
x = torch.zeros(0, 4)
show(x.view(-1).shape, x.view(4, 0).shape, x.reshape(2, 0, 5).shape)
attempt(lambda: x.view(0, -1))
attempt(lambda: x.reshape(-1, 0))

# view_0d_forms
x = torch.tensor(7, dtype=torch.int16)
show(x.view(1), x.view(1, 1).shape, x.view(()).shape, x.reshape(-1))
y = torch.tensor([5.])
show(y.view(()), y.reshape([]).dim())

# view_tuple_list_args
x = torch.arange(6, dtype=torch.int32)
show(x.view((2, 3)).shape, x.view([3, 2]).shape, x.reshape((6,)).shape, x.reshape(shape=(3, 2)).shape)

# view_split_dim_of_transposed
x = torch.arange(24).reshape(4, 6).t()
y = x.view(2, 3, 4)
show(y.stride(), y[1, 0], y.data_ptr() == x.data_ptr())

# view_merge_expanded_dim_err
x = torch.arange(3).unsqueeze(1).expand(3, 4)
show(x.reshape(-1))
attempt(lambda: x.view(12))
show(x.view(3, 2, 2).stride())

# view_as_shapes
x = torch.arange(6.)
t = torch.zeros(3, 2, dtype=torch.int64)
show(x.view_as(t), x.reshape_as(t).dtype)
attempt(lambda: x.view_as(torch.zeros(4)))

# reshape_view_or_copy
x = torch.arange(6).reshape(2, 3)
v = x.reshape(3, 2)
c = x.t().reshape(6)
show(v.data_ptr() == x.data_ptr(), c.data_ptr() == x.data_ptr())
v[0, 0] = 100
c[1] = -1
show(x)

# reshape_bf16_f16
x = torch.arange(8, dtype=torch.bfloat16) / 4
show(x.reshape(2, 2, 2)[1])
h = torch.linspace(0, 1, 6, dtype=torch.float16)
show(h.reshape(3, -1).t())

# flatten_variants
x = torch.arange(24, dtype=torch.int8).reshape(2, 3, 4)
show(x.flatten().shape, x.flatten(1).shape, x.flatten(0, 1).shape, x.flatten(-2, -1).shape)
show(x.flatten(start_dim=1, end_dim=2).shape, torch.flatten(x, 1).shape)

# flatten_0d_empty
show(torch.tensor(2.5).flatten(), torch.zeros(3, 0, 2).flatten().shape, torch.zeros(3, 0, 2).flatten(1).shape)

# flatten_errors
x = torch.zeros(2, 3, 4)
attempt(lambda: x.flatten(2, 0))
attempt(lambda: x.flatten(0, 3))
attempt(lambda: x.flatten(-4))
attempt(lambda: torch.tensor(1.).flatten(0, 1))

# flatten_noncontig_copy
x = torch.arange(6).reshape(2, 3)
f = x.t().flatten()
f[0] = 99
show(f, x[0, 0])

# unflatten_variants
x = torch.arange(24).reshape(2, 12)
show(x.unflatten(1, (3, 4)).shape, x.unflatten(1, (2, -1)).shape, x.unflatten(-1, [6, 2]).shape)
show(torch.unflatten(x, 0, (1, 2)).shape, x.unflatten(dim=1, sizes=(12,)).shape)

# unflatten_errors
x = torch.arange(12).reshape(2, 6)
attempt(lambda: x.unflatten(1, (4, 2)))
attempt(lambda: x.unflatten(1, (-1, -1)))
attempt(lambda: x.unflatten(2, (2, 3)))
attempt(lambda: x.unflatten(1, ()))

# unflatten_0size
x = torch.zeros(3, 0)
show(x.unflatten(1, (0, 5)).shape, x.unflatten(0, (3, 1)).shape)

# squeeze_variants_dtypes
x = torch.zeros(1, 3, 1, 2, dtype=torch.int32)
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(-2).shape, x.squeeze(1).shape)
show(torch.squeeze(x, 2).shape, x.squeeze(dim=0).shape)

# squeeze_tuple_dims
x = torch.zeros(1, 3, 1, 2)
show(squeeze_dims(x, (0, 2)).shape, squeeze_dims(x, (0, 1)).shape, squeeze_dims(x, (-2,)).shape)

# squeeze_0d_and_errors
x = torch.tensor(4)
show(x.squeeze(), x.squeeze(0), x.squeeze(-1))
attempt(lambda: x.squeeze(1))
attempt(lambda: torch.zeros(1, 2).squeeze(2))
attempt(lambda: torch.zeros(1, 2).squeeze(-3))

# squeeze_inplace_views
x = torch.zeros(1, 3)
y = x.squeeze(0)
y[1] = 5
show(x)
z = torch.ones(2, 1, 1)
z.squeeze_()
show(z.shape)
z.unsqueeze_(-1)
show(z.shape, z.stride())

# unsqueeze_range
x = torch.zeros(2, 3)
show(x.unsqueeze(0).shape, x.unsqueeze(2).shape, x.unsqueeze(-1).shape, x.unsqueeze(-3).shape)
attempt(lambda: x.unsqueeze(3))
attempt(lambda: x.unsqueeze(-4))

# unsqueeze_1d_exact_msg
attempt(lambda: torch.tensor([1, 2]).unsqueeze(2))
attempt(lambda: torch.tensor(1).unsqueeze(2))

# unsqueeze_strides
x = torch.arange(6).reshape(2, 3)
show(x.unsqueeze(1).stride(), x.unsqueeze(2).stride(), x.t().unsqueeze(0).stride())
show(torch.tensor(1.).unsqueeze(0).stride())

# permute_forms
x = torch.arange(24).reshape(2, 3, 4)
show(x.permute(2, 0, 1).shape, x.permute((1, 2, 0)).shape, x.permute([-1, -2, -3]).shape)
show(torch.permute(x, (0, 2, 1)).stride(), x.permute(dims=(1, 0, 2)).shape)

# permute_errors
x = torch.zeros(2, 3, 4)
attempt(lambda: x.permute(0, 1))
attempt(lambda: x.permute(0, 1, 1))
attempt(lambda: x.permute(0, 1, 3))
attempt(lambda: x.permute(0, 1, 2, 3))

# permute_0d
x = torch.tensor(2.)
show(x.permute(()), x.permute([]).shape)

# permute_write_back
x = torch.zeros(2, 3, dtype=torch.int64)
p = x.permute(1, 0)
p[2, 1] = 7
p[0] += 1
show(x, p.is_contiguous())

# transpose_variants
x = torch.arange(6, dtype=torch.float64).reshape(1, 2, 3)
show(x.transpose(0, 2).shape, x.transpose(-1, -2).stride(), torch.transpose(x, 1, 1).is_contiguous())
show(x.swapaxes(0, 1).shape, x.swapdims(2, 0).shape, torch.swapaxes(x, 0, 2).stride())

# transpose_oob_msg
x = torch.zeros(2, 3)
attempt(lambda: x.transpose(0, 2))
attempt(lambda: x.transpose(-3, 0))
attempt(lambda: torch.tensor(1).transpose(0, 1))
show(torch.tensor(1).transpose(0, -1))

# t_variants
x = torch.arange(3)
show(x.t(), x.t().data_ptr() == x.data_ptr(), torch.tensor(5).t())
y = torch.arange(6).reshape(2, 3)
show(y.t().stride(), torch.t(y).shape, y.T.shape, y.t().t().is_contiguous())

# t_3d_msg
attempt(lambda: torch.zeros(2, 3, 4).t())
attempt(lambda: torch.t(torch.zeros(1, 1, 1, 1)))

# mT_mH_T_0d_1d
x = torch.arange(24).reshape(2, 3, 4)
show(x.mT.shape, x.mT.stride(), x.mH.shape)
show(torch.tensor(3.).T, torch.zeros(2, 3).T.stride())

# expand_forms
x = torch.tensor([[1], [2]], dtype=torch.int16)
show(x.expand(2, 3), x.expand(-1, 2).shape, x.expand((3, 2, 4)).shape, x.expand([2, 2]).stride())
show(x.expand(size=(2, 5)).shape)

# expand_error_msgs
x = torch.zeros(2, 3)
attempt(lambda: x.expand(2, 4))
attempt(lambda: x.expand(3))
attempt(lambda: x.expand(-1, 2, 3))
attempt(lambda: x.expand(2, -2))

# expand_0d_and_empty
show(torch.tensor(1.5).expand(2, 2), torch.tensor(True).expand(3))
show(torch.zeros(1, 0).expand(3, 0).shape, torch.zeros(0, 1).expand(0, 4).shape)
attempt(lambda: torch.zeros(0, 1).expand(2, 4))

# expand_as_forms
a = torch.tensor([1., 2., 3.])
b = torch.zeros(2, 3, dtype=torch.int64)
e = a.expand_as(b)
show(e, e.dtype, e.stride(), e.is_contiguous())
attempt(lambda: a.expand_as(torch.zeros(3, 2)))

# expand_write_read
x = torch.zeros(3)
e = x.expand(2, 3)
x[1] = 4
show(e)
attempt(lambda: e.add_(1))
attempt(lambda: e.copy_(torch.ones(2, 3)))

# contiguous_strides
x = torch.arange(12).reshape(3, 4)
y = x.t().contiguous()
show(y.stride(), y.is_contiguous(), x.t().is_contiguous(), y.data_ptr() == x.data_ptr())
show(x[:, 1].is_contiguous(), x[1].is_contiguous(), x[:, :1].is_contiguous(), x[::2].is_contiguous())
# contiguous_is_self
x = torch.arange(6).reshape(2, 3)
show(x.contiguous().data_ptr() == x.data_ptr(), x.t().contiguous().data_ptr() == x.data_ptr())

# is_contiguous_edge
x = torch.zeros(3, 1)
show(x.t().is_contiguous(), torch.zeros(1, 3).t().is_contiguous(), torch.zeros(0, 3).t().is_contiguous())
show(torch.zeros(2, 3).expand(2, 2, 3).is_contiguous(), torch.zeros(1, 3).expand(1, 3).is_contiguous())
show(torch.tensor(5.).is_contiguous(), torch.zeros(2, 4)[:, ::2].is_contiguous())

# stride_forms
x = torch.zeros(2, 3, 4, dtype=torch.float16)
show(x.stride(), x.stride(0), x.stride(-1), x.stride(dim=1))
show(x[:, 1].stride(), x[..., ::2].stride(), x[:, :, 1:3].stride(), x.permute(2, 0, 1).stride())

# stride_empty_0d
show(torch.zeros(0, 3).stride(), torch.zeros(3, 0).stride(), torch.tensor(1).stride(), torch.zeros(2, 0, 3).stride())

# storage_offset_chain2
x = torch.arange(20, dtype=torch.int32).reshape(4, 5)
show(x[1:].storage_offset(), x[1:, 2:].storage_offset(), x[2, 3].storage_offset(), x.t()[1].storage_offset())
show(x.narrow(1, 2, 2).storage_offset(), x.select(0, 3).storage_offset(), x.diagonal(1).storage_offset())
show(x.view(-1)[7:].storage_offset(), x[:, 4].storage_offset(), x[3:].reshape(-1).storage_offset())

# data_ptr_views
x = torch.arange(12.).reshape(3, 4)
show(x.view(12).data_ptr() == x.data_ptr(), x.t().data_ptr() == x.data_ptr(), x[0].data_ptr() == x.data_ptr())
show(x[1].data_ptr() - x.data_ptr(), x[:, 1].data_ptr() - x.data_ptr(), x.clone().data_ptr() == x.data_ptr())
y = x.to(torch.float64)
show(y.data_ptr() == x.data_ptr(), x.to(torch.float32).data_ptr() == x.data_ptr(), x.float().data_ptr() == x.data_ptr())

# data_ptr_int_steps
x = torch.arange(10, dtype=torch.int16)
show(x[3:].data_ptr() - x.data_ptr(), x.element_size(), x[1::2][2:].data_ptr() - x.data_ptr())
h = torch.zeros(4, dtype=torch.bool)
show(h[2:].data_ptr() - h.data_ptr())

# narrow_variants
x = torch.arange(12).reshape(3, 4)
show(x.narrow(0, 1, 2), x.narrow(1, -2, 2), x.narrow(-1, 0, 0).shape, torch.narrow(x, 1, 1, 3).shape)
show(x.narrow(0, torch.tensor(2), 1))

# narrow_errors
x = torch.arange(12).reshape(3, 4)
attempt(lambda: narrow(x, 1, 3, 2))
attempt(lambda: narrow(x, 0, -4, 1))
attempt(lambda: narrow(x, 2, 0, 1))
attempt(lambda: narrow(x, 0, 0, -1))
attempt(lambda: narrow(torch.tensor(3), 0, 0, 1))

# narrow_write
x = torch.zeros(2, 5, dtype=torch.int8)
x.narrow(1, 1, 3).fill_(3)
x.narrow(0, 1, 1).add_(1)
show(x)

# select_variants
x = torch.arange(24).reshape(2, 3, 4)
show(x.select(0, 1).shape, x.select(2, -1), torch.select(x, 1, 0).stride(), x.select(dim=-1, index=0).shape)

# select_errors
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x.select(0, 3))
attempt(lambda: x.select(1, -5))
attempt(lambda: x.select(2, 0))
attempt(lambda: torch.zeros(0, 2).select(0, 0))

# select_write
x = torch.zeros(3, 3, dtype=torch.float64)
x.select(1, 2).fill_(1.5)
x.select(0, 0)[1] = -2
show(x)

# split_variants
x = torch.arange(10)
show(x.split(3), torch.split(x, 5))
show([t.shape for t in x.split([2, 3, 5])], [t.shape for t in x.split(20)])

# split_2d_dims
x = torch.arange(12).reshape(3, 4)
show([t.shape for t in x.split(3, dim=1)], [t.tolist() for t in x.split([1, 2], 0)])
show([t.stride() for t in x.split(2, -1)], [t.storage_offset() for t in x.split(1, 1)])

# split_errors
x = torch.arange(6)
attempt(lambda: x.split([2, 2]))
attempt(lambda: x.split([2, 5]))
attempt(lambda: x.split(2, dim=1))
attempt(lambda: x.split(-1))
attempt(lambda: torch.tensor(1).split(1))

# split_empty_and_zero
x = torch.zeros(0, 3)
show(x.split(2), x.split(1, dim=1))
show(torch.arange(4).split([0, 4, 0]))
show(len(torch.zeros(0).split(0)), torch.zeros(0).split(0))

# chunk_variants
x = torch.arange(6)
show([c.shape for c in x.chunk(4)], [c.shape for c in x.chunk(3)], [c.shape for c in x.chunk(5)])
show([c.shape for c in torch.arange(7).chunk(3)], [c.tolist() for c in torch.chunk(torch.arange(5), 2)])

# chunk_2d_empty
x = torch.arange(12.).reshape(3, 4)
show([c.shape for c in x.chunk(3, dim=1)], [c.shape for c in x.chunk(2, -1)])
show(torch.zeros(0, 2).chunk(3), len(torch.zeros(0, 2).chunk(3, 1)))

# chunk_errors
attempt(lambda: torch.arange(4).chunk(0))
attempt(lambda: torch.arange(4).chunk(-2))
attempt(lambda: torch.arange(4).chunk(2, dim=1))
attempt(lambda: torch.tensor(2).chunk(1))

# tensor_split_variants
x = torch.arange(7)
show(x.tensor_split(3), torch.tensor_split(x, [1, 5]))
show([t.shape for t in x.tensor_split(9)], [t.shape for t in x.tensor_split((2, 2, 10))])
show(x.tensor_split(torch.tensor([3])), x.tensor_split(torch.tensor(2)))

# tensor_split_2d
x = torch.arange(12).reshape(3, 4)
show([t.shape for t in x.tensor_split(3, dim=1)], [t.shape for t in x.tensor_split([1], dim=-1)])
show([t.shape for t in torch.tensor_split(x, indices=[1, 2], dim=0)], [t.shape for t in x.tensor_split(sections=2)])

# tensor_split_errors
x = torch.arange(6)
attempt(lambda: x.tensor_split(0))
attempt(lambda: x.tensor_split(2, dim=1))
attempt(lambda: torch.tensor(1).tensor_split(1))
attempt(lambda: x.tensor_split(torch.tensor([[1]])))
attempt(lambda: x.tensor_split(torch.tensor([1.5])))

# hsplit_variants
x = torch.arange(12).reshape(2, 6)
show([t.shape for t in x.hsplit(3)], [t.shape for t in torch.hsplit(x, [1, 4])])
show(torch.hsplit(torch.arange(6), 2), torch.arange(6).hsplit([2]))

# vsplit_dsplit
x = torch.arange(24).reshape(4, 3, 2)
show([t.shape for t in x.vsplit(2)], [t.shape for t in torch.vsplit(x, [3])])
show([t.shape for t in x.dsplit(2)], [t.shape for t in torch.dsplit(x, [1, 1])])

# hvd_split_errors
attempt(lambda: torch.arange(12).reshape(3, 4).hsplit(3))
attempt(lambda: torch.arange(12).reshape(3, 4).vsplit(2))
attempt(lambda: torch.arange(12).reshape(3, 4).dsplit(2))
attempt(lambda: torch.tensor(1).hsplit(1))
attempt(lambda: torch.arange(5).vsplit(5))
attempt(lambda: torch.arange(5).hsplit(2))

# unbind_variants
x = torch.arange(6, dtype=torch.uint8).reshape(2, 3)
show(x.unbind(), torch.unbind(x, 1), x.unbind(dim=-1)[0].stride())
show(torch.zeros(0, 3).unbind(), len(torch.zeros(3, 0).unbind()))

# unbind_errors
attempt(lambda: torch.zeros(2, 3).unbind(2))
attempt(lambda: torch.tensor(1).unbind())

# cat_promotions
i8 = torch.tensor([1, -1], dtype=torch.int8)
u8 = torch.tensor([200], dtype=torch.uint8)
b = torch.tensor([True])
show(torch.cat([i8, u8]), torch.cat([b, i8]), torch.cat([b, b]).dtype)
show(torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])]), torch.cat([torch.tensor([1], dtype=torch.int32), torch.tensor([2.], dtype=torch.float16)]))
show(torch.cat([torch.tensor([1.], dtype=torch.bfloat16), torch.tensor([2.], dtype=torch.float16)]))

# cat_empty_legacy
a = torch.arange(6.).reshape(2, 3)
e = torch.tensor([])
show(torch.cat([a, e]).shape, torch.cat([e, a], dim=1).shape, torch.cat([e, e]).shape)
show(torch.cat([torch.tensor([1, 2]), torch.tensor([], dtype=torch.float64)]))

# cat_zero_size_dim
a = torch.zeros(0, 3, dtype=torch.int32)
b = torch.ones(2, 3, dtype=torch.int32)
show(torch.cat([a, b]).shape, torch.cat([b, a, b]).shape, torch.cat([a, a]).shape)
show(torch.cat([torch.zeros(2, 0), torch.ones(2, 2)], dim=1))

# cat_error_msgs
a = torch.zeros(2, 3)
attempt(lambda: torch.cat([a, torch.zeros(2, 4)]))
attempt(lambda: torch.cat([a, torch.zeros(3, 3)], dim=1))
attempt(lambda: torch.cat([a, torch.zeros(3)]))
attempt(lambda: torch.cat([a, a], dim=2))
attempt(lambda: torch.cat([a, a], dim=-3))
attempt(lambda: torch.cat([torch.tensor(1.), torch.tensor(2.)]))
attempt(lambda: torch.cat([]))

# cat_forms
a = torch.tensor([[1, 2]])
b = torch.tensor([[3, 4]])
show(torch.cat((a, b)), torch.cat([a, b], 1), torch.cat(tensors=[a, b], dim=0).shape)
show(torch.concat([a, b], dim=-1), torch.concatenate([a, b], axis=0).shape)
show(torch.cat([a]).data_ptr() == a.data_ptr(), torch.cat([a, b]).is_contiguous())

# cat_noncontig_inputs
x = torch.arange(6).reshape(2, 3)
show(torch.cat([x.t(), x.t()], dim=1), torch.cat([x[:, ::2], x[:, 1:2]], 1))

# stack_variants
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
show(torch.stack([a, b]), torch.stack([a, b], dim=1).shape, torch.stack([a, b], -1).stride())
show(torch.stack((a,)).shape, torch.stack([a, b], dim=-2).shape)

# stack_promote_0d_empty
show(torch.stack([torch.tensor(1), torch.tensor(2.5)]), torch.stack([torch.tensor(True), torch.tensor(3, dtype=torch.int8)]))
show(torch.stack([torch.zeros(0), torch.zeros(0)]).shape, torch.stack([torch.zeros(2, 0)], dim=2).shape)

# stack_errors
a = torch.zeros(2)
attempt(lambda: torch.stack([a, torch.zeros(3)]))
attempt(lambda: torch.stack([a, torch.zeros(1, 2)]))
attempt(lambda: torch.stack([a, a], dim=3))
attempt(lambda: torch.stack([a, a], dim=-4))
attempt(lambda: torch.stack([]))

# hstack_vstack_dtypes
a = torch.tensor([1, 2], dtype=torch.int32)
b = torch.tensor([0.5, 1.5], dtype=torch.float64)
show(torch.hstack([a, b]), torch.vstack([a, b]), torch.vstack((a, a)).dtype)
show(torch.hstack([torch.tensor(1), torch.tensor([2, 3])]), torch.vstack([torch.tensor(1), torch.tensor(2)]))

# row_stack_dstack
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
show(torch.row_stack([a, b]), torch.dstack([a, b]), torch.dstack([a, b]).shape)
show(torch.dstack([torch.zeros(2, 3), torch.ones(2, 3)]).shape, torch.dstack([torch.tensor(1.), torch.tensor(2.)]))

# column_stack_variants
a = torch.tensor([1, 2, 3])
m = torch.tensor([[10, 20], [30, 40], [50, 60]])
show(torch.column_stack([a, m]), torch.column_stack([a, a.float()]))
show(torch.column_stack([torch.tensor(1), torch.tensor(2)]), torch.column_stack((a,)).shape)

# hv_stack_errors
attempt(lambda: torch.vstack([torch.zeros(2), torch.zeros(3)]))
attempt(lambda: torch.hstack([torch.zeros(2, 2), torch.zeros(3, 1)]))
attempt(lambda: torch.column_stack([torch.zeros(2), torch.zeros(3)]))
attempt(lambda: torch.hstack([]))
attempt(lambda: torch.dstack([torch.zeros(2), torch.zeros(3)]))

# hstack_empty
show(torch.hstack([torch.zeros(0), torch.ones(2)]), torch.vstack([torch.zeros(0, 3), torch.ones(1, 3)]).shape)

# clone_preserve_strides
x = torch.arange(6.).reshape(2, 3)
show(x.t().clone().stride(), x.t().clone().is_contiguous(), x[:, ::2].clone().stride())
show(x.t().contiguous().stride(), x.permute(1, 0).clone().t().is_contiguous())
y = torch.zeros(2, 3, 4).permute(2, 0, 1)
show(y.clone().stride(), torch.clone(y).shape)

# clone_expanded_stride
x = torch.tensor([1., 2.]).expand(3, 2)
c = x.clone()
show(c.stride(), c.is_contiguous(), c)

# like_factories_strides
x = torch.zeros(2, 3, 4).permute(1, 2, 0)
show(torch.zeros_like(x).stride(), torch.ones_like(x).stride(), torch.empty_like(x).stride(), torch.full_like(x, 2).stride())
show(torch.zeros_like(x[:, ::2]).stride(), torch.ones_like(x[::2, 1:], dtype=torch.int8).stride())
show(torch.empty_like(x[:, :, :1]).stride(), torch.full_like(x[1:], 2.5).stride())

# like_factories_transposed_2d
x = torch.arange(6, dtype=torch.float16).reshape(2, 3).t()
z = torch.zeros_like(x)
show(z.stride(), z.dtype, z.is_contiguous(), torch.ones_like(x, dtype=torch.int64).stride())
show(torch.zeros_like(torch.zeros(3).expand(2, 3)).stride())

# like_factories_values
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
show(torch.zeros_like(x), torch.ones_like(x, dtype=torch.bool), torch.full_like(x, 7.9), torch.full_like(x, -1, dtype=torch.float64))
show(torch.empty_like(x).shape, torch.zeros_like(torch.tensor(2.)), torch.ones_like(torch.zeros(0, 2)).shape)

# new_factories
x = torch.tensor([1, 2], dtype=torch.int16)
show(x.new_zeros(2, 3), x.new_ones((2,)), x.new_full([2, 2], 5), x.new_empty(3).shape, x.new_empty(3).dtype)
show(x.new_zeros(2, dtype=torch.float64), x.new_ones(size=(1, 2)), x.new_full((2,), 2.7), x.new_full((1,), True))

# new_factories_empty_0d
x = torch.tensor(1.5, dtype=torch.bfloat16)
show(x.new_zeros(()), x.new_ones(0).shape, x.new_full((), 3), x.new_empty((0, 2)).shape)
show(x.new_zeros([]).dim(), x.new_tensor([1, 2]), x.new_tensor([1, 2]).dtype)

# new_factories_errors
x = torch.zeros(2)
attempt(lambda: x.new_zeros(-1))
attempt(lambda: x.new_full((2,)))
attempt(lambda: x.new_ones(2, -3))
# copy_broadcast_dtypes
x = torch.zeros(2, 3, dtype=torch.int32)
x.copy_(torch.tensor([1.9, -2.7, 3.5]))
show(x)
x.copy_(torch.tensor(4))
show(x)
y = torch.zeros(3, dtype=torch.float16)
y.copy_(torch.tensor([1, 2, 70000]))
show(y)

# copy_errors
x = torch.zeros(2, 3)
attempt(lambda: x.copy_(torch.zeros(3, 2)))
attempt(lambda: x.copy_(torch.zeros(2, 2, 3)))
attempt(lambda: torch.zeros(3).copy_(torch.zeros(4)))

# copy_into_views
x = torch.zeros(3, 4, dtype=torch.int64)
x[1].copy_(torch.arange(4))
x[:, 0].copy_(torch.tensor([9, 8, 7]))
x.t()[3].copy_(torch.tensor([True, False, True]))
show(x)

# copy_returns_self
x = torch.zeros(2)
r = x.copy_(torch.ones(2))
show(r.data_ptr() == x.data_ptr(), r)

# copy_bool_target
x = torch.zeros(4, dtype=torch.bool)
x.copy_(torch.tensor([0.0, 0.1, -2.0, 0.0]))
show(x)

# copy_bf16_roundtrip
x = torch.zeros(3, dtype=torch.bfloat16)
x.copy_(torch.tensor([1.0, 3.14159, 1000.5]))
show(x, x.float())

# detach_shares
x = torch.arange(4.)
d = x.detach()
d[0] = 10
show(x, d.data_ptr() == x.data_ptr(), torch.detach(x).shape)
d.detach_()
show(d.is_contiguous())

# clone_independent_dtypes
for dt in [torch.bool, torch.uint8, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.ones(2, dtype=dt)
    c = x.clone()
    c[0] = 0
    show(x.tolist(), c.tolist(), c.dtype)

# inplace_through_t
x = torch.arange(6.).reshape(2, 3)
x.t().mul_(2)
x.t()[0].add_(100)
show(x)

# inplace_through_view_flat
x = torch.zeros(2, 3, dtype=torch.int16)
x.view(-1)[::2] = 1
x.view(6)[1::2] += 5
show(x)

# inplace_through_diagonal
x = torch.zeros(3, 3)
x.diagonal().fill_(1)
x.diagonal(1).add_(2)
x.diagonal(-1)[0] = -1
show(x)

# inplace_through_unsqueeze_expand_src
x = torch.zeros(2, 3)
x.unsqueeze(0)[0, 1] = torch.tensor([1., 2., 3.])
x[0].add_(torch.tensor(1.).expand(3))
show(x)

# inplace_through_split_chunk
x = torch.zeros(6, dtype=torch.int32)
a, b, c = x.split(2)
a.fill_(1)
c += 3
for i, ch in enumerate(x.chunk(3)):
    ch[0] = ch[0] + i * 10
show(x)

# inplace_through_unbind_select
x = torch.zeros(2, 2)
r0, r1 = x.unbind(1)
r1.fill_(7)
x.select(0, 0).sub_(1)
show(x)

# inplace_ops_dtype_views
x = torch.ones(2, 2, dtype=torch.float16)
x[:, 1] *= 0.5
x[0] /= 3
show(x)
y = torch.tensor([250, 251], dtype=torch.uint8)
y[0:1] += 10
show(y)

# inplace_through_narrow_reshape
x = torch.zeros(4, 4)
x.narrow(0, 1, 2).narrow(1, 1, 2).reshape(-1).fill_(5)
show(x)
x.narrow(0, 0, 1).reshape(2, 2)[1] = 9
show(x[0])

# setitem_through_permute_view
x = torch.zeros(2, 3, 4, dtype=torch.int8)
v = x.permute(2, 0, 1)
v[1] = 1
v[:, 1, 2] = 2
show(x.sum(), x[1, 2], x[:, :, 1])

# as_strided_basic
x = torch.arange(9.)
show(x.as_strided((2, 2), (1, 2)), x.as_strided((3,), (3,), 1), torch.as_strided(x, (2, 3), (3, 1), 2))
show(x.as_strided((2, 2), (1, 2)).stride(), x.as_strided((2, 2), (3, 1), 4).storage_offset())

# as_strided_on_view
x = torch.arange(10)
v = x[2:]
show(v.as_strided((2,), (1,)), v.as_strided((2,), (2,), 0), v.as_strided((3,), (2,)).storage_offset())

# as_strided_overlap_and_zero
x = torch.arange(4, dtype=torch.int32)
show(x.as_strided((3, 2), (1, 1)), x.as_strided((2, 3), (0, 1)), x.as_strided((0, 3), (3, 1)).shape)

# as_strided_write
x = torch.zeros(6)
w = x.as_strided((2, 2), (3, 1))
w.fill_(1)
w[1, 1] = 5
show(x)

# as_strided_errors
x = torch.arange(4.)
attempt(lambda: x.as_strided((3, 3), (3, 1)))
attempt(lambda: x.as_strided((2,), (1,), 3))
attempt(lambda: x.as_strided((2, 2), (1,)))

# unfold_basic
x = torch.arange(7.)
show(x.unfold(0, 3, 2), x.unfold(0, 2, 3).shape, x.unfold(0, 7, 1), x.unfold(0, 1, 1).shape)
show(x.unfold(0, 3, 2).stride(), x.unfold(0, 3, 2).storage_offset())

# unfold_2d
x = torch.arange(12, dtype=torch.int32).reshape(3, 4)
u = x.unfold(1, 2, 2)
show(u.shape, u.stride(), u[1])
show(x.unfold(0, 2, 1).shape, x.unfold(-1, 3, 1)[2], x.unfold(0, 3, 1).stride())

# unfold_0d_empty
show(torch.tensor(5.).unfold(0, 1, 1), torch.tensor(5.).unfold(0, 0, 1).shape)
show(torch.zeros(0).unfold(0, 0, 1).shape, torch.zeros(3, 0).unfold(0, 2, 1).shape)

# unfold_errors
x = torch.arange(5)
attempt(lambda: x.unfold(0, 6, 1))
attempt(lambda: x.unfold(0, 2, 0))
attempt(lambda: x.unfold(1, 2, 1))
attempt(lambda: torch.tensor(1).unfold(0, 2, 1))

# unfold_write_overlap
x = torch.zeros(5)
u = x.unfold(0, 2, 2)
u[:, 1] = 1
show(x)
attempt(lambda: x.unfold(0, 3, 1).fill_(2))

# unfold_then_reduce
x = torch.tensor([1., 3., 2., 5., 4., 6.])
show(x.unfold(0, 3, 1).mean(-1), x.unfold(0, 2, 2).max(dim=1).values)

# diagonal_variants
x = torch.arange(12).reshape(3, 4)
show(x.diagonal(), x.diagonal(1), x.diagonal(-2), x.diagonal(4), x.diagonal(-3).shape)
show(torch.diagonal(x, offset=2), x.diagonal(0, 1, 0), x.diagonal(dim1=-1, dim2=0).shape)

# diagonal_3d_strides
x = torch.arange(24).reshape(2, 3, 4)
d = x.diagonal(dim1=1, dim2=2)
show(d, d.stride(), d.storage_offset(), x.diagonal(1, 0, 2).shape, x.diagonal(offset=-1, dim1=2, dim2=1))

# diagonal_errors
x = torch.zeros(2, 3)
attempt(lambda: x.diagonal(0, 0, 0))
attempt(lambda: x.diagonal(0, 0, 2))
attempt(lambda: torch.zeros(3).diagonal())
attempt(lambda: torch.tensor(1.).diagonal())

# diagonal_empty
show(torch.zeros(0, 3).diagonal().shape, torch.zeros(2, 0, 4).diagonal(dim1=0, dim2=2).shape, torch.zeros(3, 3).diagonal(5).shape)

# diag_variants
v = torch.tensor([1, 2, 3], dtype=torch.int16)
show(torch.diag(v), v.diag(1), torch.diag(v, -1).shape)
m = torch.arange(6.).reshape(2, 3)
show(m.diag(), torch.diag(m, 1), torch.diag(m, -1))

# diag_bool_half_0size
show(torch.diag(torch.tensor([True, False])), torch.diag(torch.tensor([1.5, 2.5]), -1).half())  # 1.13's cpu diag has no Half kernel
show(torch.diag(torch.zeros(0)).shape, torch.diag(torch.zeros(0), 2).shape, torch.diag(torch.zeros(2, 0)).shape)

# diag_errors
attempt(lambda: diag(torch.tensor(1.)))
attempt(lambda: diag(torch.zeros(2, 2, 2)))

# diag_is_copy
m = torch.arange(4.).reshape(2, 2)
d = m.diag()
d[0] = 100
show(m)

# diag_embed_variants
x = torch.tensor([[1, 2], [3, 4]])
show(torch.diag_embed(x).shape, torch.diag_embed(x)[1], x.diag_embed(1).shape, torch.diag_embed(x, -1)[0])
show(torch.diag_embed(x, dim1=0, dim2=2).shape, torch.diag_embed(x, offset=0, dim1=-1, dim2=0)[:, :, 0])

# diag_embed_dtypes_0d
show(torch.diag_embed(torch.tensor([1.5, 2.5], dtype=torch.bfloat16)), torch.diag_embed(torch.tensor([True, True])))
show(torch.diag_embed(torch.zeros(2, 0)).shape)

# diag_embed_errors
x = torch.zeros(2, 3)
attempt(lambda: torch.diag_embed(x, dim1=1, dim2=1))
attempt(lambda: torch.diag_embed(x, dim1=0, dim2=3))

# diagflat_variants
show(torch.diagflat(torch.tensor([1, 2])), torch.diagflat(torch.tensor([[1, 2], [3, 4]])).shape)
show(torch.tensor([1., 2.]).diagflat(1), torch.diagflat(torch.tensor([5]), -2))
show(torch.diagflat(torch.tensor(7)), torch.diagflat(torch.zeros(0)).shape, torch.diagflat(torch.tensor([True]), offset=1))

# atleast_variants
s = torch.tensor(3.)
v = torch.tensor([1, 2])
m = torch.ones(2, 3)
show(torch.atleast_1d(s), torch.atleast_2d(s), torch.atleast_3d(s))
show(torch.atleast_2d(v).shape, torch.atleast_3d(v).shape, torch.atleast_3d(m).shape, torch.atleast_1d(m).data_ptr() == m.data_ptr())

# atleast_multi_args
s = torch.tensor(1)
v = torch.tensor([1, 2])
show(torch.atleast_1d(s, v), torch.atleast_2d((s, v)))
show([t.shape for t in torch.atleast_3d([s, v, torch.zeros(2, 2)])], torch.atleast_3d(torch.zeros(1, 2, 3, 4)).shape)

# atleast_empty_strides
show(torch.atleast_2d(torch.zeros(0)).shape, torch.atleast_3d(torch.zeros(0)).shape, torch.atleast_3d(torch.zeros(2, 3)).stride())
show(torch.atleast_3d(torch.arange(3)).stride(), torch.atleast_2d(torch.arange(3)).stride())

# numel_dim_dtypes
for t in [torch.tensor(1), torch.zeros(0), torch.zeros(2, 0, 3, dtype=torch.bool), torch.ones(4, 5, dtype=torch.float16)]:
    show(t.numel(), t.dim(), t.ndim, len(t.shape), torch.numel(t), t.nelement())

# len_of_tensors
show(len(torch.zeros(3, 2)), len(torch.zeros(0, 5)), len(torch.arange(4)))
attempt(lambda: len(torch.tensor(2.)))

# empty_shape_ops
x = torch.zeros(0, 3, dtype=torch.int64)
show(x.t().shape, x.permute(1, 0).stride(), x.unsqueeze(1).shape, x.flatten().shape, x.transpose(0, 1).contiguous().shape)
show(x.view(3, 0).shape, x.reshape(0, 1, 3).shape, x.expand(2, 0, 3).shape, x.narrow(1, 1, 2).shape, x.select(1, 2).shape)

# empty_shape_prints
x = torch.zeros(0, 3, dtype=torch.int8)
show(x, x.t(), x.sum(0), torch.ones(2, 0, dtype=torch.bfloat16))
show(torch.zeros(3, 0).unbind(0), torch.zeros(0, 2).clone(), torch.zeros(1, 0, 2, dtype=torch.bool))

# empty_stack_cat_results
show(torch.stack([torch.zeros(0, 2), torch.zeros(0, 2)], dim=1).shape, torch.cat([torch.zeros(0, 2)] * 3).shape)
show(torch.stack([torch.zeros(0)]), torch.cat([torch.zeros(0, dtype=torch.int32), torch.zeros(0, dtype=torch.int8)]))

# empty_split_family
x = torch.zeros(0, 4)
show(x.tensor_split(2), [t.shape for t in x.hsplit(2)], x.unbind(1)[0].shape)
show([t.shape for t in torch.zeros(4, 0).chunk(2)], [t.shape for t in torch.zeros(4, 0).split([1, 3])])

# dim_oob_family_2d
x = torch.zeros(2, 3)
attempt(lambda: x.sum(2))
attempt(lambda: x.squeeze(2))
attempt(lambda: x.unsqueeze(-4))
attempt(lambda: narrow(x, 2, 0, 1))
attempt(lambda: x.select(-3, 0))
attempt(lambda: x.unbind(2))
attempt(lambda: x.split(1, dim=2))
attempt(lambda: x.chunk(2, dim=-3))
attempt(lambda: x.flatten(0, 2))
attempt(lambda: x.unflatten(2, (1,)))
attempt(lambda: x.movedim(2, 0))
attempt(lambda: x.diagonal(dim1=2))
attempt(lambda: x.unfold(2, 1, 1))
attempt(lambda: x.tensor_split(2, dim=2))
attempt(lambda: x.cumsum(2))
attempt(lambda: x.softmax(2))
attempt(lambda: x.flip(2))
attempt(lambda: x.roll(1, 2))
attempt(lambda: x.argmax(2))
attempt(lambda: torch.stack([x, x], 3))

# dim_oob_family_0d
x = torch.tensor(1.)
attempt(lambda: x.sum(1))
attempt(lambda: x.unsqueeze(2))
attempt(lambda: x.squeeze(1))
attempt(lambda: x.transpose(0, 1))
attempt(lambda: x.flatten(1))
attempt(lambda: x.stride(1))
attempt(lambda: x.select(0, 0))
attempt(lambda: x.movedim(0, 1))
attempt(lambda: x.softmax(1))

# dim_oob_family_3d
x = torch.zeros(2, 3, 4)
attempt(lambda: x.transpose(3, 0))
attempt(lambda: x.permute(0, 1, -4))
attempt(lambda: x.size(-4))
attempt(lambda: narrow(x, -4, 0, 1))
attempt(lambda: x.mean(dim=(0, 3)))

# zero_d_ops_views
x = torch.tensor(4, dtype=torch.int32)
show(x.reshape(1, 1), x.unsqueeze(0).unsqueeze(0).shape, x.expand(3), x.view(-1).stride(), x.contiguous().is_contiguous())
show(x.flatten().data_ptr() == x.data_ptr(), x.clone(), x.detach().dim(), x.t().dim(), x.squeeze().shape)

# zero_d_cat_stack
x = torch.tensor(2.5)
show(torch.stack([x, x]), torch.stack([x]).shape, torch.cat([x.unsqueeze(0), x.view(1)]), torch.hstack([x, x]))

# zero_d_inplace
x = torch.tensor(3, dtype=torch.int64)
x.add_(2)
x.mul_(torch.tensor(3))
x.copy_(torch.tensor(7.9))
show(x, x.shape)
y = torch.tensor(1.5, dtype=torch.float64)
y.fill_(torch.tensor(2))
show(y)
# user_heads_split_merge
B, T, C, H = 2, 3, 8, 2
x = torch.arange(B * T * C, dtype=torch.float32).view(B, T, C)
q = x.view(B, T, H, C // H).transpose(1, 2)
show(q.shape, q.stride(), q.is_contiguous())
m = q.transpose(1, 2).contiguous().view(B, T, C)
show(torch.equal(m, x))
attempt(lambda: q.transpose(1, 2).view(B, T, C))

# user_nchw_to_nhwc
x = torch.arange(24, dtype=torch.uint8).reshape(1, 2, 3, 4)
y = x.permute(0, 2, 3, 1)
show(y.shape, y.stride(), y[0, 1, 2])
show(y.contiguous().stride(), y.reshape(-1, 2)[:3])

# user_patchify_unfold
img = torch.arange(16.).reshape(4, 4)
p = img.unfold(0, 2, 2).unfold(1, 2, 2)
show(p.shape, p.stride())
show(p.reshape(-1, 4))

# user_sliding_window_sum
x = torch.arange(1, 9, dtype=torch.int64)
w = x.unfold(0, 3, 1)
show(w.sum(1), w.shape, w.dtype)

# user_batch_flatten
x = torch.zeros(4, 3, 2, 2)
show(x.view(x.size(0), -1).shape, x.flatten(1).shape, x.reshape(len(x), -1).shape)
show(torch.flatten(x, start_dim=2).shape, x.view(-1, *x.shape[2:]).shape)

# user_add_channel_dim
x = torch.arange(6.).reshape(2, 3)
show(x[None].shape, x[:, None].shape, x[..., None].shape, x.unsqueeze(-1).expand(-1, -1, 2).shape)

# user_outer_via_views
a = torch.tensor([1, 2, 3])
b = torch.tensor([10, 20])
show(a.view(-1, 1) * b.view(1, -1), a[:, None] + b)

# user_repeat_vs_expand
x = torch.tensor([[1, 2]])
e = x.expand(3, 2)
r = x.repeat(3, 1)
show(e.stride(), r.stride(), torch.equal(e, r), e.data_ptr() == x.data_ptr())

# user_stack_then_unbind
rows = [torch.full((2,), float(i)) for i in range(3)]
s = torch.stack(rows, dim=1)
show(s)
show([t.tolist() for t in s.unbind(1)])

# user_cat_growing_loop
acc = torch.zeros(0, 2, dtype=torch.int32)
for i in range(3):
    acc = torch.cat([acc, torch.full((1, 2), i, dtype=torch.int32)])
show(acc, acc.shape)

# user_chunk_qkv
qkv = torch.arange(18.).reshape(1, 18)
q, k, v = qkv.chunk(3, dim=-1)
show(q.shape, k[0, 0], v.storage_offset(), v.is_contiguous())

# user_split_train_val
data = torch.arange(10)
train, val = data.split([8, 2])
show(train, val, val.storage_offset())

# user_triangular_mask_shapes
T = 4
mask = torch.ones(T, T, dtype=torch.bool).tril().view(1, 1, T, T)
show(mask.shape, mask[0, 0, 2], mask.stride())

# user_transpose_matmul_shapes
a = torch.arange(6.).reshape(2, 3)
show((a @ a.t()).shape, (a.t() @ a).shape, (a.T @ a).diagonal())

# user_swap_last_two_batched
x = torch.arange(12).reshape(2, 2, 3)
show(x.transpose(-2, -1).shape, x.mT.contiguous().view(2, -1))

# user_view_dtype_bits
x = torch.tensor([1.0, -0.0, 2.0])
show(x.view(torch.int32), x.view(torch.uint8).shape, x.view(torch.int16).view(-1, 2).shape)

# user_squeeze_model_output
logits = torch.tensor([[[0.2], [0.8], [0.5]]])
show(logits.squeeze(), logits.squeeze(-1).shape, logits.squeeze(0).squeeze(-1).argmax())

# user_gather_last_token
h = torch.arange(24.).reshape(2, 3, 4)
show(h[:, -1], h[:, -1, :].shape, h.select(1, -1).is_contiguous(), h[:, -1].stride())

# user_movedim_channel_last
x = torch.zeros(2, 3, 4, 5)
show(x.movedim(1, -1).shape, torch.movedim(x, (1, 2), (3, 0)).shape, x.moveaxis(0, 2).stride())

# user_broadcast_shapes_helper
show(torch.broadcast_shapes((2, 1), (1, 3)), torch.broadcast_shapes((3,), (2, 1, 1)), torch.broadcast_shapes((0, 1), (1, 4)))
attempt(lambda: torch.broadcast_shapes((2, 3), (4, 3)))

# user_tensor_from_shape
x = torch.zeros(2, 3)
show(torch.tensor(x.shape), torch.tensor(x.shape).dtype, torch.tensor(x.stride()), torch.tensor(list(x.shape)) * 2)

# user_zeros_from_size
x = torch.ones(3, 2, dtype=torch.float16)
show(torch.zeros(x.size()).shape, torch.zeros(x.shape[0]).shape, torch.ones(x.shape, dtype=x.dtype).dtype, torch.empty(*x.shape).shape)
show(torch.full(x.shape, 2, dtype=torch.int8))

# user_size_compare_loop
a = torch.zeros(2, 3)
for t in [torch.ones(2, 3), torch.ones(3, 2), torch.ones(2, 3, dtype=torch.int64)]:
    show(t.shape == a.shape, t.size() == a.size(), t.shape[::-1] == a.shape)

# user_clone_then_modify_view
base = torch.arange(6).reshape(2, 3)
c = base.t().clone()
c[0, 1] = -5
show(base, c, c.stride())

# user_inplace_slice_assign_broadcast
x = torch.zeros(3, 4, dtype=torch.float64)
x[:, 1:3] = torch.tensor([1., 2.])
x[1:, :] = torch.tensor([[5.], [6.]])
show(x)

# user_index_put_through_view
x = torch.zeros(2, 4)
v = x.view(4, 2)
v[[0, 3], 1] = torch.tensor([1., 2.])
show(x)

# user_copy_from_transposed
x = torch.zeros(3, 2)
x.copy_(torch.arange(6.).reshape(2, 3).t())
show(x, x.stride())

# user_masked_fill_on_view
x = torch.arange(6.).reshape(2, 3)
x.t().masked_fill_(torch.tensor([[True, False], [False, False], [False, True]]), -1)
show(x)

# user_contiguous_check_before_view
x = torch.arange(8).reshape(2, 4)[:, :2]
y = x.view(-1) if x.is_contiguous() else x.reshape(-1)
show(y, x.is_contiguous())

# user_expand_batch_of_matrices
eye = torch.eye(2, dtype=torch.int64)
b = eye.unsqueeze(0).expand(3, -1, -1)
show(b.shape, b.stride(), b.sum(0))

# user_stack_dim_neg_views
xs = [torch.arange(3) + i for i in range(2)]
show(torch.stack(xs, -1), torch.stack(xs, dim=-1).stride(), torch.stack(xs, 0).is_contiguous())

# user_storage_offset_of_rows
x = torch.arange(12).reshape(4, 3)
show([r.storage_offset() for r in x], [c.storage_offset() for c in x.t()])

# user_iterate_rows_views_write
x = torch.zeros(3, 2)
for i, row in enumerate(x):
    row.fill_(i)
show(x)

# user_tolist_views
x = torch.arange(6, dtype=torch.int8).reshape(2, 3)
show(x.t().tolist(), x[:, ::2].tolist(), x.diagonal().tolist(), x.unfold(1, 2, 1).tolist())

# user_half_transpose_print
x = torch.tensor([[0.1, 0.2, 0.3], [1.5, 2.5, 3.5]], dtype=torch.float16)
show(x.t(), x.t().contiguous().view(-1))

# user_bool_views
m = torch.tensor([[True, False, True], [False, False, True]])
show(m.t(), m.view(-1), m.flatten().nonzero().view(-1), m.any(1).view(2, 1))

# user_bf16_cat_stack
a = torch.tensor([1.25, 2.5], dtype=torch.bfloat16)
show(torch.stack([a, a * 2]), torch.cat([a, torch.tensor([3])]), torch.cat([a, torch.tensor([3.])]))

# user_int_cat_float_scalar_tensor
a = torch.tensor([1, 2])
show(torch.cat([a, torch.tensor([0.5], dtype=torch.float64)]).dtype, torch.stack([a, torch.tensor([1, 1], dtype=torch.int8)]).dtype)

# user_cat_with_out_of_order_dims
a = torch.arange(4).reshape(2, 2)
show(torch.cat([a, a.t()], -1), torch.cat([a.t(), a], 0).stride())

# user_split_then_cat_roundtrip
x = torch.arange(10.).reshape(2, 5)
parts = x.split([2, 3], dim=1)
show(torch.equal(torch.cat(parts, 1), x), [p.stride() for p in parts])

# user_numel_prod_shape
x = torch.zeros(3, 4, 5)
p = 1
for n in x.shape:
    p = p * n
show(p == x.numel(), x.shape.numel(), x[0].numel(), x[:, :2].numel())

# user_reshape_keep_batch_dims
x = torch.arange(2 * 3 * 4).reshape(2, 3, 4)
show(x.reshape(*x.shape[:-2], -1).shape, x.reshape(x.shape[0], -1, 2).shape, x.view(-1, x.shape[-1]).shape)

# user_empty_batch_forward
x = torch.zeros(0, 4)
w = torch.ones(4, 2)
y = x @ w
show(y.shape, y.sum(0), y.view(-1, 1).shape, torch.cat([y, y], 1).shape)

# user_scalar_tensor_shapes_in_list
xs = [torch.tensor(1.), torch.tensor(2.), torch.tensor(3.)]
t = torch.stack(xs)
show(t, t.shape, torch.tensor([x.item() for x in xs]).shape)

# user_expand_as_mask
x = torch.arange(6.).reshape(2, 3)
mask = torch.tensor([True, False, True])
show(x * mask.expand_as(x), torch.where(mask.expand_as(x), x, torch.zeros(()).expand(2, 3)))

# user_new_zeros_like_batch
x = torch.ones(2, 3, dtype=torch.float64)
pad = x.new_zeros(x.size(0), 1)
show(torch.cat([x, pad], 1), pad.dtype)
# more_size_errors
s = torch.Size([2, 3])
attempt(lambda: s[2])
attempt(lambda: torch.zeros(2).view(torch.Size([3])))
show(s[-2], s[-1:], torch.Size([0]).numel(), torch.Size([0, 5]))

# more_size_as_view_args
x = torch.arange(12)
s = torch.zeros(3, 4).shape
show(x.view(s).shape, x.reshape(s).shape, x.view(s[::-1]).shape, torch.zeros(2).expand(torch.Size([3, 2])).shape)

# more_size_max_builtin_free
s = torch.zeros(5, 2, 7).shape
best = s[0]
for n in s:
    if n > best:
        best = n
show(best, sorted(s), s.index(7))

# more_size_bool_empty
show(bool(torch.Size([])), bool(torch.Size([0])), len(torch.tensor(1.).shape) == 0)

# more_view_chain_offsets
x = torch.arange(24).reshape(2, 3, 4)
y = x[1, 1:]
show(y.storage_offset(), y.view(-1), y.view(-1).storage_offset(), y.t().stride())

# more_view_bf16_int16
x = torch.tensor([1.0, 2.0], dtype=torch.bfloat16)
show(x.view(torch.int16), x.view(torch.float16).dtype, x.view(torch.uint8).shape)

# more_reshape_uint8_strides
x = torch.arange(24, dtype=torch.uint8)
y = x.reshape(2, 3, 4)
show(y.stride(), y.permute(2, 1, 0).reshape(-1)[:6], y.permute(2, 1, 0).reshape(4, 6).stride())

# more_expand_then_contiguous_write
x = torch.tensor([[1.], [2.]])
y = x.expand(2, 3).contiguous()
y[0, 0] = 9
show(x.view(-1), y, y.stride())

# more_t_inplace_0d_1d
x = torch.arange(3)
x.t_()
show(x.shape)
y = torch.arange(6).reshape(2, 3)
y.t_()
show(y, y.stride())
z = torch.zeros(2, 3, 4)
z.transpose_(0, 2)
show(z.shape, z.stride())
attempt(lambda: torch.zeros(2, 3, 4).t_())

# more_swapaxes_inplace
x = torch.zeros(2, 3)
x.swapaxes_(0, 1)
show(x.shape)
x.swapdims_(1, 0)
show(x.shape)

# more_narrow_copy
x = torch.arange(10)
n = x.narrow_copy(0, 2, 3)
n[0] = -1
show(n, x[2], torch.narrow_copy(x, 0, 8, 2))

# more_select_0d_result
x = torch.tensor([5, 6, 7])
s = x.select(0, 1)
show(s, s.dim(), s.shape, s.item())
s.fill_(0)
show(x)

# more_index_int_then_item
x = torch.arange(6.).reshape(2, 3)
show(x[1][2], x[1, 2].shape, x[-1, -1].item(), x[0].data_ptr() == x[0, :].data_ptr())

# more_split_sizes_tuple_kw
x = torch.arange(6).reshape(3, 2)
show(torch.split(x, split_size_or_sections=(1, 2)), x.split(split_size=2, dim=0)[1])

# more_split_with_sizes
x = torch.arange(5)
show(x.split_with_sizes([2, 3]), torch.split_with_sizes(x, [4, 1]))
attempt(lambda: x.split_with_sizes([2, 2]))

# more_unsafe_chunk_like
x = torch.arange(8).reshape(2, 4)
show(torch.chunk(x, chunks=2, dim=1), x.chunk(chunks=1)[0].data_ptr() == x.data_ptr())

# more_stack_out_dtype_kw
a = torch.tensor([1., 2.])
out = torch.empty(2, 2)
r = torch.stack([a, a], out=out)
show(out, r.data_ptr() == out.data_ptr())

# more_cat_out
a = torch.tensor([1, 2])
out = torch.zeros(4, dtype=torch.int64)
torch.cat([a, a], out=out)
show(out)

# more_cat_half_int_scalar_tensors
show(torch.cat([torch.tensor([1], dtype=torch.uint8), torch.tensor([True])]).dtype, torch.cat([torch.tensor([1], dtype=torch.int16), torch.tensor([2], dtype=torch.int32)]).dtype)

# more_vstack_promote_bool
show(torch.vstack([torch.tensor([True, False]), torch.tensor([2, 3])]), torch.hstack([torch.tensor([True]), torch.tensor([1.5], dtype=torch.float16)]))

# more_dstack_hstack_0size
show(torch.dstack([torch.zeros(0), torch.zeros(0)]).shape, torch.column_stack([torch.zeros(0), torch.zeros(0)]).shape)

# more_clone_0d_bool
x = torch.tensor(True)
c = x.clone()
c.fill_(False)
show(x, c, c.shape)

# more_copy_from_0d_bool
x = torch.zeros(2, 2, dtype=torch.float16)
x.copy_(torch.tensor(True))
show(x)

# more_copy_int64_to_int8
x = torch.zeros(3, dtype=torch.int8)
x.copy_(torch.tensor([127, 128, -129]))
show(x)

# more_copy_noncontig_both
x = torch.zeros(3, 3)
x[:, ::2].copy_(torch.arange(6.).reshape(2, 3).t())
show(x)

# more_copy_self_view_overlap
x = torch.arange(5.)
x[1:].copy_(x[:-1].clone())
show(x)

# more_as_strided_0d
x = torch.arange(5.)
show(x.as_strided((), (), 3), x.as_strided([], []).shape, torch.as_strided(x, (2,), (2,), storage_offset=1))

# more_as_strided_int_bool
x = torch.tensor([True, False, True, True])
show(x.as_strided((2, 2), (2, 1)), torch.arange(6, dtype=torch.int16).as_strided((3,), (2,)))

# more_unfold_step_gt_size
x = torch.arange(10)
show(x.unfold(0, 2, 4), x.unfold(0, 3, 3).shape, x.unfold(dimension=0, size=5, step=5))

# more_unfold_bf16_bool
show(torch.tensor([1., 2., 3.], dtype=torch.bfloat16).unfold(0, 2, 1), torch.tensor([True, False, True]).unfold(0, 2, 1))

# more_diagonal_write_inplace_ops
x = torch.ones(3, 4, dtype=torch.int32)
x.diagonal().mul_(5)
x.diagonal(-1).zero_()
show(x, x.diagonal().stride())

# more_diag_1d_dtypes
show(torch.diag(torch.tensor([1, 2], dtype=torch.uint8), 1), torch.diag(torch.tensor([1., 2.], dtype=torch.float64)).dtype)

# more_diagflat_2d_offset
m = torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
show(torch.diagflat(m, -1), m.diagflat().shape)

# more_diag_embed_write_independent
v = torch.tensor([1., 2.])
d = torch.diag_embed(v)
d[0, 0] = 5
show(v, d)

# more_atleast_list_return
r = torch.atleast_1d([torch.tensor(1), torch.tensor([2, 3])])
show(type(r).__name__, len(r), r[0].shape)
r2 = torch.atleast_2d(torch.tensor(1), torch.tensor(2))
show(type(r2).__name__, r2[1].shape)

# more_new_empty_strided_like
x = torch.ones(2, 3).t()
show(x.new_empty(x.shape).stride(), torch.empty_like(x).stride(), x.new_zeros(x.shape).stride())

# more_empty_strided
e = torch.empty_strided((2, 3), (1, 2))
show(e.shape, e.stride(), e.is_contiguous(), torch.empty_strided((2, 2), (2, 1), dtype=torch.int8).dtype)

# more_zeros_like_expanded_3d
x = torch.zeros(1, 3, 1).expand(2, 3, 4)
show(torch.zeros_like(x).stride(), torch.ones_like(x[:, :, ::2]).stride())

# more_zeros_like_permuted_sliced
x = torch.zeros(4, 6).t()[1:]
show(x.stride(), torch.zeros_like(x).stride(), x.clone().stride())

# more_clone_preserve_0size
x = torch.zeros(0, 3).t()
show(x.stride(), x.clone().stride(), torch.zeros_like(x).stride())

# more_clone_of_sliced_transposed
x = torch.arange(12.).reshape(3, 4).t()
show(x[::2].clone().stride(), x[:, 1:].clone().stride(), x[::2].to(torch.float64).stride(), x[1:, ::2].contiguous().stride())

# more_dim_oob_index_msgs
x = torch.zeros(2, 3)
attempt(lambda: x[0, 0, 0])
attempt(lambda: x[2])
attempt(lambda: x[:, 3])
attempt(lambda: x[:, -4])

# more_expand_extra_args
x = torch.tensor([1, 2, 3])
show(x.expand(1, 1, 3).shape, x.expand(2, 1, 3).stride(), x[None, None].expand(2, 2, -1).shape)

# more_inplace_on_expand_result_err_msg
x = torch.zeros(1, 3).expand(2, 3)
attempt(lambda: x.mul_(2))
attempt(lambda: x.fill_(1))
attempt(lambda: x.zero_())

# more_transpose_same_dim
x = torch.arange(6).reshape(2, 3)
y = x.transpose(1, 1)
show(y.is_contiguous(), y.data_ptr() == x.data_ptr(), x.transpose(-1, 1).shape)

# more_permute_identity_view
x = torch.arange(6).reshape(2, 3)
y = x.permute(0, 1)
y[0, 0] = 50
show(x[0, 0], y.is_contiguous())

# more_squeeze_expanded
x = torch.zeros(1, 3).expand(2, 1, 3)
show(x.squeeze().shape, x.squeeze(1).stride(), x.squeeze().is_contiguous())

# more_unsqueeze_expanded_view
x = torch.zeros(3).expand(2, 3)
show(x.unsqueeze(1).stride(), x.unsqueeze(-1).stride())

# more_flatten_expanded_copy
x = torch.tensor([1, 2]).expand(3, 2)
f = x.flatten()
show(f, f.stride(), f.is_contiguous())

# more_ravel_views
x = torch.arange(6).reshape(2, 3)
r = x.ravel()
r[0] = 11
show(x[0, 0], x.t().ravel(), torch.ravel(torch.tensor(3)))

# more_movedim_errors
x = torch.zeros(2, 3, 4)
attempt(lambda: x.movedim((0, 1), (2,)))
attempt(lambda: x.movedim((0, 0), (1, 2)))

# more_view_as_real_shape_only_ints
x = torch.arange(4, dtype=torch.int64)
show(x.view(2, 2).view(torch.int32).shape, x.view(torch.float64).shape)
attempt(lambda: x.view(2, 2).t().view(torch.int32))
