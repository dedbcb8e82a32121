# Twin of tests/golden/corpus_tensor12.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show, Host  # noqa: E402,F401
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
# PyTorch 2.1's Tensor.itemsize and nbytes (1.13 has neither).
torch.Tensor.itemsize = property(lambda t: t.element_size())
torch.Tensor.nbytes = property(lambda t: t.numel() * t.element_size())

_item = torch.Tensor.item


def item_2x(t):
    """Tensor.item with PyTorch 2's error for more than one element (1.13's
    Python binding raises a ValueError of its own)."""
    if t.numel() != 1:
        raise RuntimeError(f"a Tensor with {t.numel()} elements cannot be converted to Scalar")
    return _item(t)


torch.Tensor.item = item_2x

_masked_fill, _masked_fill_ = torch.Tensor.masked_fill, torch.Tensor.masked_fill_


def bool_mask(fill):
    """masked_fill(_) with PyTorch 2's check on cuda that the mask is bool (1.13
    takes an integer mask)."""
    def checked(input, mask, value):
        if mask.dtype != torch.bool:
            raise RuntimeError("masked_fill only supports boolean masks, but got dtype "
                               + torch2.scalar_type_name(mask.dtype))
        return fill(input, mask, value)
    return checked


torch.Tensor.masked_fill = bool_mask(_masked_fill)
torch.Tensor.masked_fill_ = bool_mask(_masked_fill_)


def pt2_message(message):
    """PyTorch 2's words where 1.13's differ: masked_select takes only a bool
    mask, and repeat_interleave's length check gives both sizes (this
    corpus's repeats of 2 against 3 elements)."""
    message = message.replace("BoolTensor or ByteTensor for mask", "BoolTensor for mask")
    if message == "repeats must have the same size as input along dim":
        return message + ", but got repeats.size(0) = 2 and input.size(0) = 3"
    return message


def attempt(fn):
    cuda_repr.attempt(fn, pt2_message)


def cuda_types(*types):
    """Tensor.type() strings as for tensors on cuda:0."""
    return [t.replace("torch.", "torch.cuda.") for t in types]


def dim_tuple(fn):
    """PyTorch 2.2's all/any over a tuple of dims (1.13 takes one int)."""
    def wrapped(x, *args, **kwargs):
        dim = args[0] if args else kwargs.get("dim")
        if not isinstance(dim, tuple):
            return fn(x, *args, **kwargs)
        keepdim = kwargs.get("keepdim", False)
        dims = sorted(d % x.dim() for d in dim)
        r = x
        for d in dims:
            r = fn(r, d, keepdim=True)
        return r if keepdim else r.reshape([s for i, s in enumerate(r.shape) if i not in dims])
    return wrapped


for _name in ("all", "any"):
    setattr(torch, _name, dim_tuple(getattr(torch, _name)))
    setattr(torch.Tensor, _name, dim_tuple(getattr(torch.Tensor, _name)))

# t_shape_size_dim
x = torch.zeros(2, 3, 4)
show(x.shape, x.size(), x.size(1), x.size(-1), x.dim(), x.ndim, x.ndimension())
show(x.numel(), x.nelement(), len(x), x.shape[0], x.shape[-2:], x.size()[1:])

# t_size_bad_dim
x = torch.zeros(2, 3)
attempt(lambda: x.size(2))
attempt(lambda: x.size(-3))
attempt(lambda: torch.tensor(1.0).size(0))

# t_scalar_shape
s = torch.tensor(3.5)
show(s.shape, s.size(), s.dim(), s.ndim, s.numel(), s.stride(), s.storage_offset())

# t_empty_shape
e = torch.zeros(0, 3)
show(e.shape, e.numel(), e.stride(), e.is_contiguous(), e.nbytes, len(e))

# t_element_size_each_dtype
for dt in [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    show(dt, torch.zeros(3, dtype=dt).element_size(), torch.zeros(3, dtype=dt).itemsize, torch.zeros(3, dtype=dt).nbytes)

# t_nbytes_of_view
x = torch.arange(12.0).view(3, 4)
show(x.nbytes, x[:, 1].nbytes, x.t().nbytes, x[1:].nbytes, x.expand(2, 3, 4).nbytes)

# t_stride_views
x = torch.arange(24).view(2, 3, 4)
show(x.stride(), x.stride(0), x.stride(-1), x.t().stride() if x.dim() == 2 else x.transpose(0, 2).stride())
show(x.permute(2, 0, 1).stride(), x[:, 1].stride(), x[..., ::2].stride(), x.unsqueeze(1).stride())

# t_stride_bad_dim
attempt(lambda: torch.zeros(2, 3).stride(2))

# t_storage_offset_views
x = torch.arange(20).view(4, 5)
show(x.storage_offset(), x[1].storage_offset(), x[1:, 2:].storage_offset(), x[:, 3].storage_offset(), x[2, 4].storage_offset())

# t_is_contiguous_cases
x = torch.arange(12).view(3, 4)
show(x.is_contiguous(), x.t().is_contiguous(), x[:, :2].is_contiguous(), x[1:].is_contiguous(), x[:, 1:2].is_contiguous())
show(x.t().contiguous().is_contiguous(), x.expand(2, 3, 4).is_contiguous(), x[::2].is_contiguous(), torch.zeros(1, 3).t().is_contiguous())

# t_is_floating_point
show(torch.zeros(2).is_floating_point(), torch.zeros(2, dtype=torch.int64).is_floating_point(), torch.zeros(2, dtype=torch.half).is_floating_point())
show(torch.zeros(2, dtype=torch.bfloat16).is_floating_point(), torch.zeros(2, dtype=torch.bool).is_floating_point(), torch.tensor(1).is_complex(), torch.tensor(1.0).is_complex())

# t_is_signed
show(torch.zeros(1, dtype=torch.uint8).is_signed(), torch.zeros(1, dtype=torch.int8).is_signed(), torch.zeros(1).is_signed(), torch.zeros(1, dtype=torch.bool).is_signed())

# t_dtype_attr
show(torch.tensor([1, 2]).dtype, torch.tensor([1.5]).dtype, torch.tensor([True]).dtype, torch.tensor(2).dtype, torch.tensor(2.0, dtype=torch.float64).dtype)
show(torch.zeros(2).dtype == torch.float32, torch.zeros(2).dtype == torch.float, torch.zeros(2).long().dtype is torch.int64)

# t_dtype_props
show(torch.float32.is_floating_point, torch.int32.is_floating_point, torch.int8.is_signed, torch.uint8.is_signed, 2, 8)  # 1.13's dtypes have no itemsize

# t_T_2d
x = torch.arange(6).view(2, 3)
show(x.T, x.T.shape, x.T.is_contiguous())

# t_T_1d_and_0d
show(torch.arange(3).T, torch.tensor(5).T)

# t_mT_batched
x = torch.arange(12).view(2, 2, 3)
show(x.mT, x.mT.shape)
attempt(lambda: torch.arange(3).mT)

# t_H_mH_real
x = torch.arange(6.0).view(2, 3)
show(x.H, x.mH)
show(torch.arange(8).view(2, 2, 2).mH)

# t_t_3d_fails
attempt(lambda: torch.zeros(2, 3, 4).t())

# t_tolist_int64
show(torch.tensor([[1, 2], [3, 4]]).tolist(), torch.tensor(7).tolist(), torch.zeros(0, dtype=torch.int64).tolist(), torch.zeros(2, 0).tolist())

# t_tolist_float32
show(torch.tensor([0.1, 1.5, -2.0]).tolist(), torch.tensor([1e-8, 3.4e38]).tolist())

# t_tolist_float64
show(torch.tensor([0.1, 1 / 3], dtype=torch.float64).tolist())

# t_tolist_half_bf16
show(torch.tensor([0.1, 2.5, 65504.0], dtype=torch.float16).tolist(), torch.tensor([0.1, 3.14159], dtype=torch.bfloat16).tolist())

# t_tolist_bool_uint8_int8
show(torch.tensor([True, False]).tolist(), torch.tensor([255, 3], dtype=torch.uint8).tolist(), torch.tensor([-128, 127], dtype=torch.int8).tolist())

# t_tolist_special
show(torch.tensor([float('inf'), float('-inf'), float('nan'), -0.0]).tolist())

# t_item_each_dtype
show(torch.tensor(3).item(), torch.tensor(2.5).item(), torch.tensor(0.1).item(), torch.tensor(0.1, dtype=torch.float64).item())
show(torch.tensor(True).item(), torch.tensor(200, dtype=torch.uint8).item(), torch.tensor(0.1, dtype=torch.half).item(), torch.tensor(0.1, dtype=torch.bfloat16).item())

# t_item_types
show(type(torch.tensor(3).item()), type(torch.tensor(3.0).item()), type(torch.tensor(False).item()), type(torch.tensor(3, dtype=torch.int8).item()))

# t_item_one_element
show(torch.tensor([[4.5]]).item(), torch.tensor([7]).item())

# t_item_many_fails
attempt(lambda: torch.tensor([1, 2]).item())
attempt(lambda: torch.zeros(0).item())

# t_int_float_of_tensor
show(int(torch.tensor(3.9)), int(torch.tensor(-3.9)), float(torch.tensor(2)), bool(torch.tensor(0.0)), bool(torch.tensor([1])), float(torch.tensor([2.5])))
attempt(lambda: int(torch.tensor([1, 2])))
attempt(lambda: float(torch.zeros(2, 2)))

# t_clone_independent
a = torch.tensor([1, 2, 3])
b = a.clone()
b[0] = 9
show(a, b)

# t_clone_of_view_contiguous
x = torch.arange(6).view(2, 3).t()
c = x.clone()
show(c, c.stride(), c.is_contiguous(), x.clone(memory_format=torch.contiguous_format).stride())

# t_clone_preserve_format
x = torch.arange(6).view(2, 3)[:, ::2]
show(x.clone().stride(), x.clone(memory_format=torch.preserve_format).stride())

# t_detach_shares
a = torch.tensor([1.0, 2.0])
d = a.detach()
d[1] = 5.0
show(a, d, d.requires_grad)

# t_contiguous_same_object
x = torch.arange(4)
show(x.contiguous() is x, x.view(2, 2).t().contiguous().stride(), x.contiguous().data_ptr() == x.data_ptr())

# t_requires_grad_default
x = torch.zeros(2)
show(x.requires_grad, x.is_leaf, x.grad)

# t_to_dtype
x = torch.tensor([1.7, -2.3, 0.5])
show(x.to(torch.int64), x.to(torch.float64), x.to(torch.bool), x.to(torch.float16), x.to(dtype=torch.int32))

# t_to_same_dtype_is_self
x = torch.tensor([1.0])
show(x.to(torch.float32) is x, x.to(torch.float32, copy=True) is x, x.to(torch.float64) is x, x.float() is x, x.double() is x)

# t_to_other_tensor
x = torch.tensor([1.5, 2.5])
y = torch.tensor([1], dtype=torch.int16)
show(x.to(y), x.to(y).dtype, y.to(x), x.to(torch.zeros(1, dtype=torch.float64)))

# t_to_bad_arg
attempt(lambda: torch.zeros(2).to('float32'))

# t_type_string
show(*cuda_types(torch.zeros(2).type(), torch.zeros(2, dtype=torch.int64).type(), torch.zeros(2, dtype=torch.bool).type(), torch.zeros(1, dtype=torch.float16).type()))
show(*cuda_types(torch.zeros(1, dtype=torch.bfloat16).type(), torch.zeros(1, dtype=torch.uint8).type(), torch.zeros(1, dtype=torch.int8).type(), torch.zeros(1, dtype=torch.int16).type(), torch.zeros(1, dtype=torch.int32).type(), torch.zeros(1, dtype=torch.float64).type()))

# t_type_dtype_convert
x = torch.tensor([1.9, -0.9])
show(x.type(torch.int32), x.type(torch.float64), x.type(dtype=torch.int8))

# t_type_string_convert
x = torch.tensor([1.9, -0.9])
show(x.type('torch.LongTensor'), x.type('torch.DoubleTensor').dtype)

# t_conversion_methods
x = torch.tensor([-1.5, 0.0, 2.7, 300.2])
show(x.long(), x.int(), x.short(), x.char(), x.bool())
show(x.half(), x.bfloat16(), x.double())

# t_byte_of_negative
show(torch.tensor([3.7, 250.1, 0.2]).byte(), torch.tensor([1, 2, 255]).byte())

# t_float_of_int_and_bool
show(torch.tensor([1, 2]).float(), torch.tensor([True, False]).float(), torch.tensor([True, False]).long(), torch.tensor([0, 3, -1]).bool())

# t_half_rounding
show(torch.tensor([0.1, 1000.7, 65519.0, 70000.0]).half(), torch.tensor([1.0 / 3.0, 257.0, 3e38]).bfloat16())

# t_new_zeros_ones
x = torch.tensor([1, 2], dtype=torch.int32)
show(x.new_zeros(2, 3), x.new_ones((2,)), x.new_zeros([1, 2], dtype=torch.float64))

# t_new_full
x = torch.tensor([1.0], dtype=torch.float64)
show(x.new_full((2, 2), 7), x.new_full([3], 1.5, dtype=torch.int64), torch.tensor([1]).new_full((2,), 2.9))

# t_new_empty_shape
x = torch.zeros(1, dtype=torch.int16)
e = x.new_empty(2, 3)
show(e.shape, e.dtype, x.new_empty((0,)).shape, x.new_empty([4], dtype=torch.float32).dtype)

# t_new_tensor
x = torch.zeros(1, dtype=torch.float64)
show(x.new_tensor([1, 2]), x.new_tensor([1.5]), x.new_tensor(3), x.new_tensor([True, False]), x.new_tensor([1, 2], dtype=torch.int8))

# t_new_tensor_from_tensor
x = torch.zeros(1, dtype=torch.float16)
show(x.new_tensor(torch.tensor([1, 2])))

# t_expand_basic
x = torch.tensor([[1], [2]])
show(x.expand(2, 3), x.expand(-1, 4), x.expand(3, 2, 2).shape, x.expand(2, 3).stride())

# t_expand_errors
x = torch.tensor([[1], [2]])
attempt(lambda: x.expand(3, 3))
attempt(lambda: x.expand(3))
attempt(lambda: x.expand(-1, -1, 2))

# t_expand_as
x = torch.tensor([1.0, 2.0, 3.0])
show(x.expand_as(torch.zeros(2, 3)))
attempt(lambda: x.expand_as(torch.zeros(2, 2)))

# t_view_as_reshape_as
x = torch.arange(6)
show(x.view_as(torch.zeros(2, 3)), x.reshape_as(torch.zeros(3, 2)))
attempt(lambda: x.view_as(torch.zeros(4)))
attempt(lambda: torch.arange(6).view(2, 3).t().view_as(torch.zeros(6)))

# t_type_as
show(torch.tensor([1.7, 2.2]).type_as(torch.tensor([1])), torch.tensor([1, 2]).type_as(torch.zeros(1, dtype=torch.float16)))

# t_broadcast_to
x = torch.tensor([1, 2, 3])
show(x.broadcast_to((2, 3)), torch.broadcast_to(x, (1, 3)), x.broadcast_to(2, -1) if False else x.broadcast_to([2, -1]))
attempt(lambda: x.broadcast_to((3, 2)))

# t_masked_select
x = torch.tensor([[1, 2], [3, 4]])
show(x.masked_select(x > 2), x.masked_select(torch.tensor([True, False])), torch.masked_select(x, x == 0))

# t_masked_select_errors
x = torch.tensor([1, 2, 3])
attempt(lambda: x.masked_select(torch.tensor([1, 0, 1])))
attempt(lambda: x.masked_select(torch.tensor([True, False])))

# t_masked_fill
x = torch.arange(6.0).view(2, 3)
show(x.masked_fill(x > 2, -1), x.masked_fill(torch.tensor([True, False, True]), float('-inf')), x.masked_fill(x < 1, torch.tensor(9.0)))

# t_masked_fill_int_with_float
x = torch.tensor([1, 2, 3])
show(x.masked_fill(x > 1, 2.7), x.masked_fill(x == 1, True))

# t_masked_fill_inplace
x = torch.zeros(2, 2)
r = x.masked_fill_(torch.tensor([[True, False], [False, True]]), 5)
show(x, r is x)

# t_masked_fill_errors
x = torch.zeros(3)
attempt(lambda: x.masked_fill(torch.tensor([1, 0, 1]), 1.0))
attempt(lambda: x.masked_fill(x > 0, torch.tensor([1.0, 2.0])))
attempt(lambda: x.masked_fill_(torch.ones(2, 3, dtype=torch.bool), 1.0))

# t_masked_scatter_
x = torch.zeros(2, 3)
src = torch.arange(1.0, 7.0)
x.masked_scatter_(torch.tensor([[True, False, True], [False, True, False]]), src)
show(x)
show(torch.zeros(3, dtype=torch.int64).masked_scatter(torch.tensor([False, True, True]), torch.tensor([7, 8, 9])))

# t_index_fill_
x = torch.zeros(3, 4)
x.index_fill_(1, torch.tensor([0, 2]), 1.5)
show(x, torch.arange(6).view(2, 3).index_fill(0, torch.tensor([1]), -1))

# t_index_fill_errors
x = torch.zeros(3, 4)
attempt(lambda: x.index_fill_(1, torch.tensor([4]), 1.0))
attempt(lambda: x.index_fill_(2, torch.tensor([0]), 1.0))
attempt(lambda: x.index_fill_(0, torch.tensor([0.0]), 1.0))

# t_index_copy_
x = torch.zeros(4, 2)
x.index_copy_(0, torch.tensor([3, 0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
show(x)
show(torch.zeros(2, 3).index_copy(1, torch.tensor([2]), torch.ones(2, 1)))

# t_index_copy_errors
x = torch.zeros(4, 2)
attempt(lambda: x.index_copy_(0, torch.tensor([0, 1]), torch.ones(3, 2)))
attempt(lambda: x.index_copy_(0, torch.tensor([0]), torch.ones(1, 2, dtype=torch.float64)))

# t_index_add_alpha
x = torch.ones(3, 2)
x.index_add_(0, torch.tensor([0, 2, 0]), torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]]), alpha=2)
show(x)
show(torch.zeros(5, dtype=torch.int64).index_add(0, torch.tensor([1, 1, 4]), torch.tensor([1, 2, 3])))

# t_index_add_errors
x = torch.zeros(3)
attempt(lambda: x.index_add_(0, torch.tensor([0, 1]), torch.ones(3)))
attempt(lambda: x.index_add_(0, torch.tensor([5]), torch.ones(1)))

# t_fill_diagonal_
x = torch.zeros(3, 3)
x.fill_diagonal_(2)
show(x, torch.zeros(2, 4).fill_diagonal_(1), torch.zeros(5, 2).fill_diagonal_(3))

# t_fill_diagonal_wrap
show(torch.zeros(7, 3).fill_diagonal_(1, wrap=True), torch.zeros(7, 3, dtype=torch.int64).fill_diagonal_(4, wrap=False))

# t_fill_diagonal_errors
attempt(lambda: torch.zeros(3).fill_diagonal_(1))
attempt(lambda: torch.zeros(2, 3, 3).fill_diagonal_(1))
show(torch.zeros(2, 2, 2).fill_diagonal_(7))

# t_copy_broadcast
x = torch.zeros(2, 3)
x.copy_(torch.tensor([1.0, 2.0, 3.0]))
show(x)
x.copy_(torch.tensor(5.0))
show(x)

# t_copy_dtype_convert
x = torch.zeros(3, dtype=torch.int64)
x.copy_(torch.tensor([1.9, -2.9, 3.5]))
show(x)
y = torch.zeros(2)
y.copy_(torch.tensor([True, False]))
show(y, torch.zeros(2, dtype=torch.bool).copy_(torch.tensor([0.0, 0.5])))

# t_copy_errors
attempt(lambda: torch.zeros(2, 3).copy_(torch.ones(3, 2)))
attempt(lambda: torch.zeros(3).copy_(torch.ones(2, 3)))

# t_copy_into_view
x = torch.zeros(3, 3)
x[:, 1].copy_(torch.tensor([1.0, 2.0, 3.0]))
x.t()[0].copy_(torch.tensor([7.0, 8.0, 9.0]))
show(x)

# t_copy_returns_self
x = torch.zeros(2)
show(x.copy_(torch.ones(2)) is x, x.zero_() is x, x.fill_(3) is x, x)

# t_zero_fill
x = torch.arange(6).view(2, 3)
x[0].zero_()
x[1].fill_(7)
show(x)
show(torch.zeros(2, dtype=torch.int32).fill_(2.9), torch.zeros(2).fill_(torch.tensor(1.5)), torch.zeros(2, dtype=torch.bool).fill_(5))

# t_fill_tensor_value_errors
attempt(lambda: torch.zeros(2).fill_(torch.tensor([1.0, 2.0])))

# t_clamp_inplace
x = torch.tensor([-2.0, 0.5, 3.0])
x.clamp_(-1, 1)
show(x)
y = torch.tensor([-5, 0, 5])
y.clamp_(min=0)
show(y, torch.tensor([-5, 0, 5]).clamp_(max=2), torch.tensor([1.0, 4.0]).clamp_(torch.tensor([2.0, 0.0]), torch.tensor([3.0, 3.0])))

# t_clamp_inplace_int_float_bound
x = torch.tensor([1, 5, 9])
show(x.clamp(0.5, 4.5), x.clamp(min=2.5), x.clamp_(2, 6), x)

# t_clamp_no_bounds
attempt(lambda: torch.zeros(2).clamp())

# t_add_alpha
x = torch.tensor([1.0, 2.0])
show(x.add(torch.tensor([1.0, 1.0]), alpha=3), x.sub(1, alpha=2), torch.add(x, x, alpha=0.5))
x.add_(torch.tensor([10.0, 20.0]), alpha=-1)
show(x)

# t_add_alpha_int_errors
attempt(lambda: torch.tensor([1, 2]).add(torch.tensor([1, 1]), alpha=0.5))
show(torch.tensor([1, 2]).add(torch.tensor([1, 1]), alpha=3))

# t_mul_div_inplace
x = torch.tensor([2.0, 4.0, -6.0])
x.mul_(3)
show(x)
x.div_(4)
show(x)
x.mul_(torch.tensor([2.0, 0.0, 1.0]))
show(x)

# t_div_rounding_modes_inplace
x = torch.tensor([7.0, -7.0, 7.5])
show(x.clone().div_(2, rounding_mode='floor'), x.clone().div_(2, rounding_mode='trunc'), x.clone().div_(2, rounding_mode=None))
y = torch.tensor([7, -7, 9])
show(y.div(2, rounding_mode='floor'), y.div(2, rounding_mode='trunc'), y.clone().div_(2, rounding_mode='floor'))

# t_div_int_inplace_fails
attempt(lambda: torch.tensor([7, 8]).div_(2))
attempt(lambda: torch.tensor([7, 8]).div_(2, rounding_mode='round'))

# t_pow_inplace
x = torch.tensor([1.0, 2.0, 3.0])
x.pow_(2)
show(x, torch.tensor([2, 3]).pow_(3), torch.tensor([4.0, 9.0]).pow_(0.5), torch.tensor([2.0, 2.0]).pow_(torch.tensor([3.0, -1.0])))

# t_pow_int_negative
attempt(lambda: torch.tensor([2, 3]).pow(-1))
attempt(lambda: torch.tensor([2, 3]).pow_(0.5))

# t_inplace_int_plus_float_fails
x = torch.tensor([1, 2, 3])
attempt(lambda: x.add_(1.5))
attempt(lambda: x.mul_(0.5))
attempt(lambda: x.sub_(torch.tensor([0.5, 0.5, 0.5])))
show(x)

# t_inplace_augassign_int_float
x = torch.tensor([1, 2])
try:
    x += 1.5
except Exception as e:
    show(type(e).__name__ + ':', e)
show(x)

# t_inplace_bool_plus_int_fails
attempt(lambda: torch.tensor([True, False]).add_(1))
attempt(lambda: torch.tensor([True, False]).mul_(torch.tensor([2, 2])))

# t_inplace_float_plus_double_ok
x = torch.tensor([1.0, 2.0])
x.add_(torch.tensor([0.5, 0.25], dtype=torch.float64))
show(x)
y = torch.tensor([1.0, 2.0], dtype=torch.float16)
y.mul_(torch.tensor([3.0, 3.0]))
show(y)

# t_inplace_broadcast_self_fails
attempt(lambda: torch.zeros(3).add_(torch.ones(2, 3)))
attempt(lambda: torch.zeros(1, 3).mul_(torch.ones(2, 1)))

# t_inplace_int_with_int_scalar_bool
x = torch.tensor([1, 2])
x.add_(True)
show(x)
x.mul_(torch.tensor(3.0) > 1)
show(x)

# t_unsqueeze_squeeze_inplace
x = torch.arange(3)
x.unsqueeze_(0)
show(x.shape)
x.unsqueeze_(-1)
show(x.shape)
x.squeeze_()
show(x.shape, x)
y = torch.zeros(1, 2, 1)
y.squeeze_(0)
show(y.shape, y.squeeze_(-1).shape)

# t_squeeze_dims
x = torch.zeros(1, 2, 1, 3)
show(x.squeeze(0).shape, x.squeeze(1).shape, x.squeeze(-2).shape, x.squeeze().shape)
attempt(lambda: x.squeeze(4))

# t_t_inplace_transpose_inplace
x = torch.arange(6).view(2, 3)
x.t_()
show(x, x.stride())
y = torch.arange(8).view(2, 2, 2)
y.transpose_(0, 2)
show(y, y.is_contiguous())

# t_t_inplace_errors
attempt(lambda: torch.zeros(2, 2, 2).t_())
attempt(lambda: torch.zeros(2, 2).transpose_(0, 2))

# t_unfold_basic
x = torch.arange(7)
show(x.unfold(0, 3, 2), x.unfold(0, 3, 1).shape, x.unfold(0, 7, 1), x.unfold(0, 2, 3))

# t_unfold_2d
x = torch.arange(12).view(3, 4)
show(x.unfold(1, 2, 2), x.unfold(0, 2, 1).shape, x.unfold(1, 2, 2).stride())

# t_unfold_errors
x = torch.arange(5)
attempt(lambda: x.unfold(0, 6, 1))
attempt(lambda: x.unfold(0, 2, 0))
attempt(lambda: x.unfold(1, 2, 1))

# t_unfold_0d
show(torch.tensor(3.0).unfold(0, 1, 1))

# t_repeat
x = torch.tensor([1, 2])
show(x.repeat(3), x.repeat(2, 2), x.repeat(2, 1, 1).shape, torch.tensor([[1, 2], [3, 4]]).repeat(1, 2))
attempt(lambda: torch.zeros(2, 2).repeat(2))

# t_repeat_zero
show(torch.tensor([1, 2]).repeat(0), torch.tensor([1, 2]).repeat(2, 0).shape)

# t_tile
x = torch.tensor([[1, 2], [3, 4]])
show(x.tile(2), x.tile((2, 1)), x.tile(2, 1, 1).shape, torch.tile(torch.tensor([5]), (3,)))

# t_repeat_interleave
x = torch.tensor([1, 2, 3])
show(x.repeat_interleave(2), x.repeat_interleave(torch.tensor([1, 0, 2])), torch.repeat_interleave(torch.tensor([2, 1])))
y = torch.tensor([[1, 2], [3, 4]])
show(y.repeat_interleave(2, dim=0), y.repeat_interleave(torch.tensor([1, 3]), dim=1), y.repeat_interleave(2))

# t_repeat_interleave_output_size
x = torch.tensor([1, 2, 3])
show(x.repeat_interleave(torch.tensor([2, 1, 1]), output_size=4), x.repeat_interleave(2, output_size=6))

# t_repeat_interleave_errors
x = torch.tensor([1, 2, 3])
attempt(lambda: x.repeat_interleave(torch.tensor([1, 2])))
attempt(lambda: x.repeat_interleave(torch.tensor([1, -1, 2])))
attempt(lambda: x.repeat_interleave(-1))

# t_chunk
x = torch.arange(7)
show(x.chunk(3), x.chunk(7), x.chunk(10), torch.arange(6).chunk(4))
attempt(lambda: x.chunk(0))

# t_chunk_dim
x = torch.arange(12).view(3, 4)
show(x.chunk(2, dim=1), x.chunk(2, 0))

# t_split_int_and_list
x = torch.arange(7)
show(x.split(3), x.split([2, 5]), x.split([0, 7]), torch.split(x, 4))
attempt(lambda: x.split([2, 2]))

# t_split_dim
x = torch.arange(12).view(3, 4)
show(x.split(3, dim=1), x.split([1, 2], 0))

# t_unbind
x = torch.arange(6).view(2, 3)
show(x.unbind(), x.unbind(1), torch.unbind(x, dim=-1))
a, b = x
show(a, b)

# t_unbind_0d_fails
attempt(lambda: torch.tensor(1).unbind())

# t_sum_keepdim_dtype
x = torch.arange(6).view(2, 3)
show(x.sum(), x.sum(0), x.sum(1, keepdim=True), x.sum((0, 1)), x.sum(dim=[0, 1], keepdim=True), x.sum(0, dtype=torch.float64))

# t_sum_dtypes
show(torch.tensor([True, True, False]).sum(), torch.tensor([100, 100], dtype=torch.int8).sum(), torch.tensor([200, 100], dtype=torch.uint8).sum(), torch.tensor([1, 2], dtype=torch.int32).sum().dtype)
show(torch.tensor([1.5, 2.5], dtype=torch.float16).sum(), torch.tensor([1, 2], dtype=torch.int32).sum(dtype=torch.int32))

# t_sum_empty
show(torch.zeros(0).sum(), torch.zeros(0, 3).sum(0), torch.zeros(2, 0).sum(1), torch.zeros(0, dtype=torch.int64).sum())

# t_mean_dtype
x = torch.arange(6.0).view(2, 3)
show(x.mean(), x.mean(1), x.mean(0, keepdim=True), x.mean(dtype=torch.float64), x.mean((0, 1)))
attempt(lambda: torch.arange(4).mean())
show(torch.arange(4).mean(dtype=torch.float32))

# t_mean_empty
show(torch.zeros(0).mean(), torch.zeros(0, 2).mean(0))

# t_std_var
x = torch.tensor([[1.0, 2.0, 4.0], [2.0, 2.0, 2.0]], dtype=torch.float64)
show(x.std(), x.var(), x.std(1), x.var(0, keepdim=True), x.std(1, unbiased=False), x.var(1, correction=0))

# t_std_single
show(torch.tensor([3.0]).std(), torch.tensor([3.0]).var(unbiased=False), torch.tensor([[1.0, 2.0]], dtype=torch.float64).std(0))

# t_std_int_fails
attempt(lambda: torch.tensor([1, 2, 3]).std())
attempt(lambda: torch.tensor([1, 2, 3]).var())

# t_all_any
x = torch.tensor([[True, False], [True, True]])
show(x.all(), x.any(), x.all(0), x.all(1), x.any(dim=0, keepdim=True), x.all((0, 1)))
show(torch.tensor([1, 0, 2]).all(), torch.tensor([1.0, 0.5]).all(), torch.tensor([0, 0]).any(), torch.zeros(0).all(), torch.zeros(0).any())

# t_all_any_dtype_out
show(torch.tensor([1, 2]).all().dtype, torch.tensor([1, 2], dtype=torch.uint8).all(), torch.tensor([0, 2], dtype=torch.uint8).any(0))

# t_all_dim_tuple
x = torch.ones(2, 3, 4, dtype=torch.bool)
x[1, 2, 3] = False
show(x.all((1, 2)), x.any((0, 2)).shape, x.all(dim=(0, -1), keepdim=True).shape)

# t_argmax_argmin
x = torch.tensor([[1, 5, 2], [7, 0, 7]])
show(x.argmax(), x.argmin(), x.argmax(1), x.argmax(0, keepdim=True), x.argmin(dim=1, keepdim=True), x.argmax(dim=None))

# t_argmax_ties_nan
show(torch.tensor([3.0, 3.0, 1.0]).argmax(), torch.tensor([1.0, float('nan'), 5.0]).argmax(), torch.tensor([1.0, float('nan'), -5.0]).argmin())

# t_argmax_empty_fails
attempt(lambda: torch.zeros(0).argmax())
show(torch.zeros(2, 0).argmax(0))

# t_max_dim_return_types
x = torch.tensor([[1, 5, 2], [7, 0, 7]])
r = x.max(1)
show(r)
show(r.values, r.indices, r[0], r[1], len(r))

# t_max_unpack
x = torch.tensor([[1.0, 5.0], [3.0, 2.0]])
v, i = x.max(dim=0)
show(v, i)
v, i = x.min(1, keepdim=True)
show(v, i)

# t_min_return_type
show(torch.tensor([4, 2, 9]).min(0), torch.min(torch.tensor([[2.0, 1.0]]), dim=1))

# t_max_binary_and_full
x = torch.tensor([1, 5, 2])
show(x.max(), x.min(), x.max(torch.tensor([3, 3, 3])), torch.max(x, torch.tensor(2)))

# t_max_empty_fails
attempt(lambda: torch.zeros(0).max())
attempt(lambda: torch.zeros(0, 3).max(0))
show(torch.zeros(0, 3).max(1))

# t_return_types_tuple_ops
r = torch.tensor([[3, 1], [0, 4]]).max(1)
show(list(r), tuple(r)[0], r.values + 1, r.indices.tolist())

# t_sort_topk_return_types
x = torch.tensor([3, 1, 2])
show(x.sort(), x.topk(2), x.sort(descending=True).indices, x.kthvalue(2), x.median(0), x.mode())

# t_cmp_python_scalars
x = torch.tensor([1, 2, 3])
show(x == 2, x > 1.5, x < True, x >= 2.0, x != 3, 2 < x, 1.5 >= x)

# t_cmp_float_tensor_int
x = torch.tensor([0.5, 1.0, 2.0])
show(x == 1, x > 0, x <= 1, x == True)

# t_cmp_bool_tensor
m = torch.tensor([True, False])
show(m == 1, m == 0.5, m > 0, m == True)

# t_cmp_shapes_mismatch
attempt(lambda: torch.tensor([1, 2]) == torch.tensor([1, 2, 3]))

# t_cmp_tensor_vs_list_eq
x = torch.tensor([1, 2])
show(torch.equal(x, torch.tensor([1, 2])), torch.equal(x, torch.tensor([1.0, 2.0])), torch.equal(x, torch.tensor([1, 2, 3])), x.equal(torch.tensor([1, 2])))

# t_bool_single_element
show(bool(torch.tensor([5])), bool(torch.tensor([[0]])), bool(torch.tensor(0.1)), bool(torch.tensor(float('nan'))))

# t_bool_multi_fails
attempt(lambda: bool(torch.tensor([1, 2])))
attempt(lambda: bool(torch.zeros(0)))

# t_if_tensor_condition
x = torch.tensor([1, 2, 3])
if (x > 0).all():
    show('all positive')
if x.sum() > 10:
    show('big')
else:
    show('small')

# t_if_multi_fails
x = torch.tensor([1, 2, 3])
try:
    if x > 1:
        show('yes')
except Exception as e:
    show(type(e).__name__ + ':', e)

# t_and_or_not_tensors
a = torch.tensor(True)
b = torch.tensor([0])
show(not a, not b, a and 5, b or 7)

# t_len
show(len(torch.zeros(4, 2)), len(torch.zeros(0, 3)), len(torch.zeros(1)))
attempt(lambda: len(torch.tensor(5)))

# t_contains
x = torch.tensor([[1, 2], [3, 4]])
show(2 in x, 5 in x, 2.0 in x, torch.tensor(3) in x, torch.tensor([3, 4]) in x, torch.tensor([4, 3]) in x)
show(float('nan') in torch.tensor([float('nan')]), True in torch.tensor([0, 1]))

# t_iter_rows
x = torch.arange(6).view(3, 2)
for row in x:
    show(row, row.shape)

# t_iter_1d_elements
x = torch.tensor([1.5, 2.5])
show([v for v in x], [v.item() for v in x], list(x), sum(x))

# t_iter_0d_fails
try:
    for v in torch.tensor(3):
        show(v)
except Exception as e:
    show(type(e).__name__ + ':', e)

# t_iter_enumerate_zip
x = torch.tensor([[1, 2], [3, 4]])
show([(i, r.tolist()) for i, r in enumerate(x)], [a * b for a, b in zip(x[0], x[1])])

# t_iter_rows_are_views
x = torch.zeros(2, 2)
for r in x:
    r += 1
show(x)

# t_print_noncontig_views
x = torch.arange(12).view(3, 4)
show(x.t(), x[:, ::2], x[::2, 1:], x.t()[1:3])

# t_print_expanded
show(torch.tensor([1.5, 2.0]).expand(3, 2), torch.tensor(7).expand(2, 2))

# t_print_float_views
x = torch.arange(6.0).view(2, 3) / 4
show(x.t(), x[:, 1], x[1, ::-1] if False else x[1].flip(0))

# t_print_strided_int_widths
x = torch.tensor([[1, -200], [30, 4000]])
show(x.t(), x[:, 1], x.diagonal())

# t_print_select_scalar_view
x = torch.arange(6.0).view(2, 3)
show(x[1, 2], x[0][1], x[-1, -1].item())

# t_view_write_through
x = torch.zeros(2, 3)
v = x.t()
v[0, 1] = 5
x.view(-1)[0] = 1
show(x, v)

# t_repr_str_of_tensor
x = torch.tensor([1, 2])
show(x, torch.tensor(2.5), x, f"{torch.tensor(0.5).item():.2f}")

# t_format_0d
show(f"{torch.tensor(3.14159):.2f}", format(torch.tensor(2), ''), f"{torch.tensor(7)}")

# t_format_multi_fails
attempt(lambda: f"{torch.tensor([1.0, 2.0]):.2f}")

# t_abs_neg_methods
x = torch.tensor([-1, 2, -3])
show(x.abs(), x.neg(), -x, abs(x), x.abs_(), x)

# t_sign_bool_neg_fails
attempt(lambda: -torch.tensor([True]))
attempt(lambda: torch.tensor([True]).neg())

# t_scalar_python_arith
s = torch.tensor(4)
show(s + 0.5, s * True, 10 // s, 10 % s, s ** 0.5, divmod(7, 2), -s, s / s)

# t_getitem_bool_scalar
x = torch.tensor([1, 2, 3])
show(x[x > 1], x[torch.tensor(True)], x[torch.tensor(False)])

# t_eq_with_none
x = torch.tensor([1, 2])
show(x is None, x is not None, x == None)

# t_data_ptr_views
x = torch.arange(10)
show(x[2:].data_ptr() - x.data_ptr(), x.view(2, 5).data_ptr() == x.data_ptr(), x.clone().data_ptr() == x.data_ptr())

# t_numel_torch_fn
show(torch.numel(torch.zeros(3, 4)), torch.zeros(3, 0).numel(), torch.tensor(1).nelement())

# t_dim_order_is_contiguous_memory_format
x = torch.zeros(2, 3, 4, 5)
show(x.is_contiguous(memory_format=torch.contiguous_format), x.is_contiguous(memory_format=torch.channels_last))

# t_shape_equality
x = torch.zeros(2, 3)
show(x.shape == (2, 3), x.shape == [2, 3], x.size() == torch.Size([2, 3]), list(x.shape), tuple(x.shape), x.shape.numel())

# t_size_unpack
b, c = torch.zeros(4, 5).shape
n, = torch.zeros(3).shape
show(b, c, n, torch.zeros(2, 3).size()[::-1])

# t_new_methods_keep_device
x = torch.zeros(1, dtype=torch.float64)
show(x.new_zeros(2).device == x.device, x.new_ones(1).dtype, torch.zeros_like(x, dtype=torch.int64), torch.empty_like(x).shape)

# t_to_device_string_self
x = torch.tensor([1.0, 2.0])
show(x.to('cpu') is x, x.to('cpu') is x, x.to('cpu', torch.float64).dtype, x.to(device='cpu', dtype=torch.int32), x.cpu() is x)

# t_to_cpu_prints_plain
x = torch.tensor([1.5, 2.5])
show(Host(x), x.dtype, False, 'cpu')

# t_to_copy_keyword
x = torch.tensor([1, 2])
y = x.to(torch.int64, copy=True)
y[0] = 5
show(x, y, x.to(dtype=torch.int64, copy=False) is x)

# t_to_memory_format
x = torch.arange(16.0).view(1, 2, 2, 4)
show(x.to(memory_format=torch.channels_last).stride(), x.contiguous(memory_format=torch.channels_last).stride(), x.clone(memory_format=torch.channels_last).is_contiguous(memory_format=torch.channels_last))

# t_tolist_noncontig
x = torch.arange(6).view(2, 3)
show(x.t().tolist(), x[:, 1:].tolist(), x[0].expand(2, 3).tolist(), x[:, ::2].tolist())

# t_item_of_view
x = torch.arange(6.0).view(2, 3).t()
show(x[2, 1].item(), x[0].sum().item(), x.max().item())

# t_str_of_item
show(str(torch.tensor(0.1).item()), str(torch.tensor(1e-5).item()), str(torch.tensor(3.0).item()), repr(torch.tensor(2.0, dtype=torch.half).item()))

# t_tolist_0d_each
show(torch.tensor(1.5).tolist(), torch.tensor(True).tolist(), torch.tensor(-3, dtype=torch.int8).tolist(), type(torch.tensor(2.0).tolist()))

# t_new_full_bool
x = torch.zeros(1)
show(x.new_full((2,), True), x.new_ones(2, dtype=torch.bool), x.new_zeros(0), x.new_full((1, 2), float('inf')))

# t_fill_overflow
attempt(lambda: torch.zeros(2, dtype=torch.uint8).fill_(-1))
attempt(lambda: torch.zeros(2, dtype=torch.int8).fill_(300))
attempt(lambda: torch.zeros(2, dtype=torch.int64).fill_(float('nan')))
attempt(lambda: torch.full((2,), 1e10, dtype=torch.int32))

# t_masked_fill_overflow
x = torch.zeros(2, dtype=torch.int32)
attempt(lambda: x.masked_fill(torch.tensor([True, False]), 1e10))
attempt(lambda: torch.zeros(2, dtype=torch.uint8).masked_fill(torch.tensor([True, False]), 256))

# t_new_full_overflow
attempt(lambda: torch.zeros(1, dtype=torch.int8).new_full((2,), 200))

# t_inplace_on_expanded
attempt(lambda: torch.zeros(3).expand(2, 3).add_(1))
attempt(lambda: torch.zeros(1).expand(3).fill_(2))
attempt(lambda: torch.zeros(1, 3).expand(2, 3).copy_(torch.ones(2, 3)))

# t_inplace_overlap
x = torch.arange(5.0)
attempt(lambda: x[1:].copy_(x[:-1]))
show(x)

# t_bool_subtract_fails
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))
attempt(lambda: torch.tensor([True, False]).sub_(True))

# t_chained_inplace
x = torch.ones(3)
show(x.mul_(2).add_(1).div_(3).pow_(2), x)

# t_add_scalar_alpha
x = torch.tensor([1.0, 2.0])
show(x.add(1, alpha=2), x.add_(1, alpha=-3))

# t_div_by_zero_inplace
x = torch.tensor([1.0, -1.0, 0.0])
show(x.div_(0))
attempt(lambda: torch.tensor([4, 6]).div_(0, rounding_mode='floor'))
attempt(lambda: torch.tensor([4, 6]) // 0)

# t_compare_inplace_keep_dtype
x = torch.tensor([1.0, 2.0, 3.0])
show(x.clone().lt_(2), x.clone().ge_(torch.tensor([3.0, 1.0, 3.0])), torch.tensor([1, 5]).eq_(5), x.eq(2), x.ne(2), x.gt(torch.tensor(1.5)))

# t_logical_not_inplace
m = torch.tensor([True, False])
m.logical_not_()
show(m, torch.tensor([0.0, 2.0]).logical_not(), torch.tensor([1, 0]).logical_not_())

# t_sum_dtype_int32_keepdim
x = torch.arange(6, dtype=torch.int8).view(2, 3)
show(x.sum(-1, keepdim=True, dtype=torch.int32), x.sum(dtype=torch.int16), x.half().sum(dtype=torch.float32))

# t_mean_int_dtype_fails
attempt(lambda: torch.arange(4.0).mean(dtype=torch.int64))

# t_var_positional
x = torch.tensor([[1.0, 3.0], [2.0, 6.0]], dtype=torch.float64)
show(x.var(0, True, True), x.std(1, False), torch.std_mean(x, 0), torch.var_mean(x, dim=1, unbiased=False))

# t_max_nan
x = torch.tensor([[1.0, float('nan')], [2.0, 0.5]])
show(x.max(1), x.min(0), x.max(), x.amax(1))

# t_max_positional_keepdim
x = torch.tensor([[1, 9], [4, 2]])
show(torch.max(x, 1, True), x.max(dim=1)[0], x.min(-1).indices)
values, _ = x.max(-1)
show(values)

# t_max_bool_and_half
show(torch.tensor([[True, False]]).max(1), torch.tensor([1.5, -2.0], dtype=torch.half).max(), torch.tensor([1, 3], dtype=torch.uint8).min(0))

# t_argmax_bool_fails
attempt(lambda: torch.tensor([True, False]).argmax())
show(torch.tensor([True, False]).int().argmax())

# t_aminmax_cummax
x = torch.tensor([3, 1, 4, 1, 5])
show(x.aminmax(), x.cummax(0), x.cummin(0).values)

# t_topk_return_fields
r = torch.tensor([3.0, 1.0, 4.0, 1.5]).topk(2)
show(r.values, r.indices, r[0] + 1, len(r))
v, i = torch.tensor([[1, 5], [6, 2]]).sort(dim=1, descending=True)
show(v, i)

# t_builtin_max_sorted_over_tensor
x = torch.tensor([3, 1, 2])
show(max(x), min(x), sorted(x), sum(torch.tensor([0.5, 0.25])), list(torch.zeros(2, 2)))

# t_enumerate_zip_nested
x = torch.tensor([[1, 2], [3, 4]])
y = torch.tensor([10, 20])
show([(i, int(a.sum() + b)) for i, (a, b) in enumerate(zip(x, y))])

# t_contains_bool_float
x = torch.tensor([0.5, 1.0])
show(1 in x, True in x, 0.5 in x, torch.tensor([True]) in torch.tensor([False, True]))

# t_contains_shape_mismatch
attempt(lambda: torch.tensor([1, 2]) in torch.tensor([1, 2, 3]))

# t_len_shape
x = torch.zeros(2, 3, 4)
show(len(x.shape), len(x.size()), len(x[0]), x.shape.numel(), x[0, 0].shape)

# t_print_empty_slices
x = torch.arange(12).view(3, 4)
show(x[:, 1:1], x[2:2], x[:0, :0], torch.zeros(2, 0, 3))

# t_print_bool_views
m = torch.tensor([[True, False, True], [False, False, True]])
show(m.t(), m[:, 1], m[0].expand(2, 3))

# t_print_half_views
x = (torch.arange(6, dtype=torch.half) / 3).view(2, 3)
show(x.t(), x[:, ::2], x.bfloat16().t())

# t_print_sci_view
x = torch.tensor([[1e-5, 2.0], [3e6, 4.0]])
show(x.t(), x[:, 0], x[:, 1])

# t_print_neg_int_view
x = torch.tensor([[-1, 22], [333, -4444]])
show(x.t(), x[1], x[:, 0])

# t_narrow_select_diagonal
x = torch.arange(16).view(4, 4)
show(x.narrow(0, 1, 2), x.select(1, 2), x.diagonal(1), x.diagonal(-2), x.diagonal().storage_offset(), x.diagonal(1).stride())

# t_as_strided
x = torch.arange(9)
show(x.as_strided((2, 2), (1, 2)), x.as_strided((3,), (3,), 1), x.as_strided((2, 2), (3, 1)).is_contiguous())

# t_unfold_noncontig
x = torch.arange(12).view(3, 4).t()
show(x.unfold(0, 2, 2), x.unfold(1, 2, 1).stride())

# t_view_infer_errors
x = torch.arange(6)
attempt(lambda: x.view(-1, -1))
attempt(lambda: x.view(4, -1))
attempt(lambda: x.reshape(-1, 4))
show(x.view(3, -1).shape, x.view(-1).shape, torch.zeros(0, 3).view(-1, 3).shape)

# t_chunk_split_empty
e = torch.zeros(0)
show(e.chunk(2), e.split(2), torch.zeros(0, 3).unbind(), torch.zeros(3, 0).unbind(0))

# t_split_zero_fails
attempt(lambda: torch.arange(4).split(0))
show(torch.zeros(0).split(0))

# t_chunk_negative_dim
x = torch.arange(8).view(2, 4)
show(x.chunk(2, -1), x.split(3, -1))

# t_chunk_views_share
x = torch.zeros(4)
a, b = x.chunk(2)
b.fill_(1)
show(x, a.storage_offset(), b.storage_offset())

# t_index_add_alpha_float
x = torch.zeros(2, 3, dtype=torch.float64)
show(x.index_add(1, torch.tensor([0, 0]), torch.ones(2, 2, dtype=torch.float64), alpha=0.5))
attempt(lambda: torch.zeros(3, dtype=torch.int64).index_add(0, torch.tensor([0]), torch.ones(1, dtype=torch.int64), alpha=0.5))

# t_index_add_dtype_mismatch
attempt(lambda: torch.zeros(3).index_add_(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# t_index_fill_neg_index
x = torch.zeros(2, 4)
show(x.index_fill(1, torch.tensor([-1]), 3.0), x.index_fill(-1, torch.tensor([0, 1]), torch.tensor(2.0)))

# t_index_fill_int_with_float
show(torch.zeros(3, dtype=torch.int64).index_fill(0, torch.tensor([1]), 2.7))

# t_masked_scatter_errors
attempt(lambda: torch.zeros(3).masked_scatter_(torch.tensor([True, True, True]), torch.ones(2)))

# t_masked_select_broadcast
x = torch.arange(6).view(2, 3)
show(x.masked_select(torch.tensor([[True], [False]])), torch.tensor(5).masked_select(torch.tensor([True, False, True])))

# t_fill_diagonal_rect_wrap
x = torch.zeros(5, 2, dtype=torch.int64)
show(x.fill_diagonal_(1, wrap=True), torch.zeros(3, 5).fill_diagonal_(float('nan')))

# t_copy_cross_dtype_view
x = torch.zeros(2, 3, dtype=torch.float16)
x.t().copy_(torch.arange(6).view(3, 2))
show(x)

# t_copy_from_int_to_bool_and_uint8
show(torch.zeros(3, dtype=torch.bool).copy_(torch.tensor([2, 0, -1])), torch.zeros(3, dtype=torch.uint8).copy_(torch.tensor([-1, 256, 3])))

# t_repeat_interleave_neg_dim
x = torch.tensor([[1, 2], [3, 4]])
show(x.repeat_interleave(2, dim=-1), x.repeat_interleave(torch.tensor([2]), dim=0), torch.repeat_interleave(x, 2, 0, output_size=4))

# t_repeat_interleave_0d
show(torch.tensor(5).repeat_interleave(3), torch.tensor([]).repeat_interleave(2))

# t_tile_fewer_dims
x = torch.arange(4).view(2, 2)
show(x.tile((2,)), x.tile(()).shape, torch.tensor(7).tile(3))

# t_repeat_negative_fails
attempt(lambda: torch.tensor([1]).repeat(-1))

# t_squeeze_inplace_noop
x = torch.zeros(2, 3)
show(x.squeeze_(0).shape, x.unsqueeze_(2).shape, x.squeeze_(-1).shape)
attempt(lambda: x.unsqueeze_(3))

# t_transpose_inplace_neg
x = torch.arange(6).view(1, 2, 3)
x.transpose_(-1, -3)
show(x.shape, x.stride(), x.is_contiguous())

# t_swapaxes_moveaxis
x = torch.zeros(2, 3, 4)
show(x.swapaxes(0, 2).shape, x.swapdims(1, 2).shape, x.moveaxis(0, -1).shape, x.movedim((0, 1), (2, 0)).shape)

# t_H_1d_fails
attempt(lambda: torch.arange(3.0).H)
attempt(lambda: torch.tensor(1.0).mT)

# t_expand_0d
show(torch.tensor(3).expand(2), torch.tensor(3).expand(()), torch.tensor([4]).expand(0).shape)

# t_broadcast_tensors_shapes
a, b = torch.broadcast_tensors(torch.zeros(3, 1), torch.zeros(1, 4))
show(a.shape, b.shape, a.stride(), torch.broadcast_shapes((2, 1), (3,)))

# t_type_roundtrip
x = torch.tensor([1.5])
show(*cuda_types(x.type(torch.float64).type()), x.int().type(torch.float32), x.type(x.type()) is x)

# t_type_bad_string
attempt(lambda: torch.tensor([1.5]).type('torch.Foo'))

# t_element_size_after_cast
x = torch.zeros(3)
show(x.half().element_size(), x.double().nbytes, x.bool().itemsize, x.view(torch.int32).dtype, x.view(torch.int16).shape)

# t_view_dtype_errors
attempt(lambda: torch.zeros(3).view(torch.float64))
show(torch.zeros(4).view(torch.float64).shape, torch.zeros(2, dtype=torch.int64).view(torch.uint8).shape)

# t_bool_nan_and_ops
show(bool(torch.tensor([0])), bool(torch.tensor(-0.0)), torch.tensor(2) and True, torch.tensor(0) or 'x')

# t_if_empty_tensor_fails
try:
    if torch.tensor([]):
        show('yes')
except Exception as e:
    show(type(e).__name__ + ':', e)

# t_while_tensor_condition
x = torch.tensor(5)
n = 0
while x > 0:
    x = x - 2
    n += 1
show(x, n)

# t_compare_scalar_tensor_python
s = torch.tensor(2.5)
show(s > 2, s == 2.5, 3 > s, s < torch.tensor([1.0, 3.0]), (s > 2).item(), s.item() > 2)

# t_compare_int_tensor_float
x = torch.tensor([1, 2, 3])
show(x == 2.0, x < 2.5, x.eq(torch.tensor([1.0, 2.5, 3.0])), x > torch.tensor(1.5))

# t_clone_then_inplace
x = torch.tensor([[1, 2], [3, 4]])
y = x.t().clone()
y += 10
show(x, y, y.is_contiguous(), y.stride())

# t_detach_inplace
x = torch.tensor([1.0, 2.0])
show(x.detach_() is x, x.detach().data_ptr() == x.data_ptr())

# t_requires_grad_prints
x = torch.ones(2)
show(x.requires_grad, x.detach().requires_grad, x.clone().requires_grad, (x * 2).requires_grad, x.data)

# t_setitem_overlap
x = torch.arange(5.0)
try:
    x[1:] = x[:-1]
except Exception as e:
    show(type(e).__name__ + ':', e)
x[1:] = x[:-1].clone()
show(x)
y = torch.arange(4.0).view(2, 2)
attempt(lambda: y.copy_(y.t()))
y[0] = y[:, 0]
show(y)

# t_fill_from_own_element
x = torch.arange(5.0)
x.fill_(x[2])
show(x)
z = torch.arange(4)
z[1:] = z[0]
show(z)

# t_return_types_in_containers
r = torch.tensor([[1, 4], [3, 2]]).max(0)
show([r.values], (r.indices,), type(r).__name__, r.values)
show(r)

# t_return_types_kthvalue_fields
r = torch.tensor([[5.0, 1.0, 3.0]]).kthvalue(2, dim=1, keepdim=True)
show(r.values, r.indices, r.values.shape)

# t_print_star_tensor
x = torch.tensor([1, 2])
show(*x)
show(*torch.tensor([[1.5], [2.5]]), sep=' | ')

# t_print_tensor_list_dict
show([torch.tensor(1), torch.tensor([1.5, 2.0])], {'a': torch.tensor([True])}, (torch.tensor(0.5),))

# t_fstring_shape_dtype
x = torch.zeros(2, 3, dtype=torch.float16)
show(f"{x.shape} {x.dtype} {tuple(x.shape)} {list(x.size())} {x.numel()}")
show(f"shape={x.shape}, dtype={x.dtype}", str(x.dtype), repr(x.dtype))

# t_type_of_tensor
x = torch.tensor([1])
show(type(x), isinstance(x, torch.Tensor), torch.is_tensor(x), torch.is_tensor([1]), torch.is_floating_point(x), type(x.shape), type(x.dtype))

# t_size_keyword_and_errors
x = torch.zeros(2, 3)
show(x.size(dim=1), x.size(-2), x.shape[-1], x.new_zeros(x.shape).shape, x.new_ones(x.size()).shape, x.expand(torch.Size([4, 2, 3])).shape)
attempt(lambda: x.shape[2])

# t_reshape_tuple_forms
x = torch.arange(6)
show(x.reshape((2, -1)), x.view([3, 2]).shape, x.reshape(torch.Size([1, 6])).shape, x.view(6, 1).stride())

# t_to_device_of_other
x = torch.tensor([1.0])
y = torch.tensor([2], dtype=torch.int64)
show(x, 'cuda:0', x.to(y.dtype))

# t_large_int_item_tolist
show(torch.tensor(2 ** 62).item(), torch.tensor([9223372036854775807, -9223372036854775807 - 1]).tolist(), torch.tensor(-1, dtype=torch.int32).item())

# t_int_wraparound
show(torch.tensor([250], dtype=torch.uint8) + 10, torch.tensor([100], dtype=torch.int8) * 2, torch.tensor([1, 2], dtype=torch.uint8) - 3, -torch.tensor([1], dtype=torch.uint8))

# t_tolist_nested_empty
show(torch.zeros(2, 0).tolist(), torch.zeros(0, 2).tolist(), torch.zeros(1, 1, 0).tolist(), torch.zeros(2, 1, dtype=torch.bool).tolist())

# t_mean_bool_fails
attempt(lambda: torch.tensor([True, False]).mean())
show(torch.tensor([True, False]).float().mean(), torch.tensor([True, False]).sum() / 2)

# t_prod_cumsum_dtypes
x = torch.tensor([1, 2, 3], dtype=torch.int32)
show(x.prod(), x.prod(dtype=torch.float64), x.cumsum(0), x.cumsum(0, dtype=torch.int16), torch.tensor([True, True]).cumsum(0))

# t_sum_1d_keepdim
x = torch.tensor([1.0, 2.0])
show(x.sum(0, keepdim=True), x.mean(-1, keepdim=True), torch.sum(x, 0, dtype=torch.float64), torch.mean(torch.ones(2, 2), (0, 1), True))

# t_reductions_0d
s = torch.tensor(4.0)
show(s.max(0), s.argmax(0), s.sum(0), s.all(0), s.mean(dim=0, keepdim=True), s.max(dim=-1, keepdim=True).indices)

# t_reduction_dim_errors
x = torch.zeros(2, 3)
attempt(lambda: x.max(dim=2))
attempt(lambda: x.sum(3))
attempt(lambda: x.mean((0, 0)))
attempt(lambda: x.argmax(-3))

# t_max_half_dim
x = torch.tensor([[1.5, -2.0], [0.25, 3.0]], dtype=torch.half)
show(x.max(1), x.min(dim=0).values.dtype, x.max(1).indices.dtype)

# t_sort_positional_stable
x = torch.tensor([3, 1, 2, 1])
show(x.sort(0, True).values, x.sort(stable=True).indices, torch.sort(x, descending=False).values, x.sort(dim=0, descending=True, stable=True).indices)

# t_eq_with_list_and_str
x = torch.tensor([1, 2])
show(x == [1, 2], x != 'a', x == 'a', x == (1, 2))

# t_lt_with_str_fails
attempt(lambda: torch.tensor([1, 2]) < 'a')

# t_contains_bad_type
attempt(lambda: 'a' in torch.tensor([1, 2]))
attempt(lambda: [1, 2] in torch.tensor([1, 2]))

# t_unpack_tensor
a, b, c = torch.tensor([1, 2, 3])
show(a, b, c, a + c)
(p, q), r = torch.tensor([[1, 2], [3, 4]])
show(p, q, r)

# t_unpack_wrong_count
try:
    a, b = torch.tensor([1, 2, 3])
except Exception as e:
    show(type(e).__name__ + ':', e)

# t_iter_empty_and_list_0d
n = 0
for v in torch.zeros(0):
    n += 1
show(n)
attempt(lambda: list(torch.tensor(5)))

# t_reversed_tensor
show(reversed(torch.tensor([1, 2, 3])), reversed(torch.arange(4).view(2, 2)), reversed(torch.tensor(7)))

# t_iter_next
it = iter(torch.tensor([[1, 2], [3, 4]]))
show(next(it), next(it))

# t_dict_zip_tolist
names = ['a', 'b', 'c']
show(dict(zip(names, torch.tensor([0.5, 1.0, 2.0]).tolist())), dict(zip(names, torch.tensor([1, 2, 3]))))

# t_identity_membership
a = torch.tensor([1, 2])
b = a
c = a.clone()
show(a is b, a is c, a in [b], len({id(a), id(b)}), torch.equal(a, c))

# t_augassign_fails
x = torch.arange(3)
for op in ['div', 'pow']:
    try:
        if op == 'div':
            x /= 2
        else:
            x **= 0.5
    except Exception as e:
        show(type(e).__name__ + ':', e)
x //= 2
show(x)

# t_bool_inplace_fails
m = torch.tensor([True, False])
attempt(lambda: m.add_(1))
attempt(lambda: m.bitwise_and_(1))
m |= torch.tensor([False, True])
show(m)

# t_float_bitwise_fails
attempt(lambda: torch.tensor([1.0]).bitwise_or_(1))
attempt(lambda: torch.tensor([1.0]) | 1)

# t_int_inplace_tensor_scalar_kinds
x = torch.tensor([1, 2], dtype=torch.int32)
attempt(lambda: x.mul_(torch.tensor(2.0)))
show(x.add_(torch.tensor(2)), x.add_(torch.tensor([1])), x.dtype)

# t_half_inplace_from_float
x = torch.tensor([1.0, 2.0], dtype=torch.half)
x.add_(torch.tensor([0.1, 0.2]))
show(x)
x.mul_(1e5)
show(x)

# t_uint8_inplace_wrap
x = torch.tensor([1, 2], dtype=torch.uint8)
x.sub_(3)
show(x)

# t_print_summarized_view
x = torch.arange(2000).view(40, 50)
show(x.t())
show(x[::3, 1::7])

# t_print_summarized_float_view
x = (torch.arange(1200, dtype=torch.float64) / 8).view(30, 40).t()
show(x)

# t_clone_preserve_permuted
x = torch.zeros(2, 3, 4).permute(2, 0, 1)
show(x.clone().stride(), x.contiguous().stride(), x.clone(memory_format=torch.contiguous_format).stride())
y = torch.zeros(1, 2, 3, 3).contiguous(memory_format=torch.channels_last)
show(y.stride(), y.contiguous().stride(), y.clone().stride(), y.is_contiguous())

# t_type_tensor_class
x = torch.tensor([1.5, 2.5])
show(x.type(torch.LongTensor), x.type(torch.HalfTensor).dtype)
show(x.int().type(torch.FloatTensor), Host(x.type(torch.IntTensor)), 'torch.cuda.DoubleTensor')

# t_requires_grad_false_ok
x = torch.ones(2)
show(x.requires_grad_(False) is x, x.requires_grad_(requires_grad=False).requires_grad)

# t_masked_fill_broadcast_bigger
x = torch.zeros(3)
show(x.masked_fill(torch.ones(2, 3, dtype=torch.bool), 1), torch.tensor(2.0).masked_fill(torch.tensor([True, False]), 0))

# t_masked_fill_bool_tensor
m = torch.tensor([True, False, True])
show(m.masked_fill(m, False), torch.zeros(3, dtype=torch.bool).masked_fill(m, 1), torch.zeros(2, dtype=torch.int8).masked_fill(torch.tensor([True, False]), -5))

# t_index_copy_neg_dim
x = torch.zeros(2, 3)
show(x.index_copy(-1, torch.tensor([0, 2]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])))

# t_unbound_methods
x = torch.tensor([1.0, 2.0])
show(torch.Tensor.add(x, 1), torch.Tensor.sum(x), torch.Tensor.size(x), torch.Tensor.dim(x), torch.Tensor.tolist(x))

# t_dunder_methods
x = torch.tensor([1, 2])
show(x.__add__(1), x.__radd__(2), x.__mul__(x), x.__neg__(), x.__eq__(1), x.__rsub__(5), x.__itruediv__ if False else 0)

# t_device_attributes
x = torch.zeros(2)
show('cuda:0', 'cuda', 0, 0, 'cuda:0', True, True)
show("device(type='cuda', index=0)", -1, None, 'cpu')

# t_layout_flags
x = torch.zeros(2)
show(x.is_sparse, x.is_quantized, x.is_meta)

# t_is_contiguous_empty_and_ones
show(torch.zeros(0, 3).t().is_contiguous(), torch.zeros(3, 1).t().is_contiguous(), torch.zeros(2, 1, 3).transpose(0, 1).is_contiguous(), torch.zeros(2, 3)[:, :1].is_contiguous())

# t_stride_of_expanded_and_empty
show(torch.zeros(3, 1).expand(3, 4).stride(), torch.zeros(0, 3).stride(), torch.zeros(2, 0, 3).stride(), torch.zeros(1).expand(5).stride())

# t_numel_arith
x = torch.zeros(4, 6)
show(x.numel() / x.shape[0], x.size(0) * x.size(1), x.ndim == 2 and x.shape[1] == 6, x.element_size() * x.nelement())

# t_printing_unsqueezed_views
x = torch.tensor([1.5, 2.0, -3.25])
show(x[:, None], x[None], x.unsqueeze(-1).expand(3, 2), x[None, :, None].shape)

# t_printing_int_bool_expanded_0d
show(torch.tensor(True).expand(2, 2), torch.tensor(-7).expand(1, 3), torch.tensor(0.5, dtype=torch.half).expand(2))

# t_tolist_after_inplace_view_ops
x = torch.arange(6).view(2, 3)
x.t_()
show(x.tolist(), x.contiguous().view(-1).tolist(), x.flatten().tolist())

# t_view_of_transposed_fails_reshape_ok
x = torch.arange(6).view(2, 3).t()
attempt(lambda: x.view(6))
show(x.reshape(6), x.flatten(), x.contiguous().view(6))

# t_flatten_unflatten
x = torch.arange(24).view(2, 3, 4)
show(x.flatten(1).shape, x.flatten(0, 1).shape, x.unflatten(2, (2, 2)).shape, x.flatten(-2).stride())

# t_copy_scalar_forms
x = torch.zeros(3)
x.copy_(torch.tensor(2))
show(x)

# t_zero_on_views
x = torch.arange(1.0, 10.0).view(3, 3)
x.t()[0].zero_()
x.diagonal().fill_(-1)
show(x)

# t_fill_diag_via_diagonal_view
x = torch.zeros(3, 4, dtype=torch.int64)
x.diagonal(1).copy_(torch.tensor([7, 8, 9]))
show(x)

# t_max_values_indices_ops
x = torch.tensor([[2.0, 8.0, 4.0], [9.0, 1.0, 5.0]])
vals, idx = x.max(1)
show(vals.sum(), idx.tolist(), x.gather(1, idx.unsqueeze(1)), x[torch.arange(2), idx])

# t_topk_largest_false_sorted
x = torch.tensor([5, 1, 4, 2])
show(x.topk(2, largest=False), x.topk(3, sorted=True).values, x.topk(k=1).indices.item())

# t_topk_too_big
attempt(lambda: torch.tensor([1, 2]).topk(3))

# t_var_mean_keepdim_dtype_half
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]], dtype=torch.half)
show(x.mean(0), x.var(1), x.sum(dtype=torch.float64), x.std(keepdim=True, dim=0))

# t_all_any_0d_and_keepdim_tuple
show(torch.tensor(0).all(), torch.tensor(2.5).any(), torch.ones(2, 2).all(dim=(0, 1), keepdim=True), torch.zeros(2, 3).any(dim=(-1,)))

# t_len_of_tensor_list_ops
x = torch.arange(10)
show(len(x.split(3)), len(x.chunk(4)), len(x.unbind()), [len(c) for c in x.chunk(3)])

# t_tensor_split_hsplit
x = torch.arange(7)
show(x.tensor_split(3), x.tensor_split([2, 5]), torch.arange(8).view(2, 4).hsplit(2))

# t_unfold_step_bigger_than_size
x = torch.arange(10.0)
show(x.unfold(0, 2, 4), x.unfold(-1, 3, 3).shape)

# t_repeat_with_size
x = torch.tensor([[1], [2]])
show(x.repeat(torch.Size([2, 3])), x.repeat((1, 2)), x.repeat([2, 1, 1]).shape)

# t_expand_with_size_list
x = torch.tensor([1, 2])
show(x.expand([3, 2]), x.expand((2, -1)), x.expand(torch.Size([1, 2])).shape)

# t_type_conversions_chain
x = torch.tensor([1.7, -0.3])
show(x.int().float(), x.double().half(), x.bool().int(), x.long().bool().float(), x.bfloat16().double())

# t_to_non_blocking
x = torch.tensor([1, 2])
show(x.to(torch.float32, non_blocking=True), x.to(torch.float16, False, True))

# t_cmp_mixed_dtypes
a = torch.tensor([1, 2, 3], dtype=torch.int32)
b = torch.tensor([1.0, 2.5, 3.0])
show(a == b, a < b, a.eq(b).dtype, (a == b).all().item(), torch.tensor([1], dtype=torch.uint8) == torch.tensor([1], dtype=torch.int8))

# t_cmp_nan_inf
x = torch.tensor([float('nan'), float('inf'), 1.0])
show(x == x, x != x, x > 1e38, x == float('inf'), x.isnan().any().item())

# t_sum_of_bool_comparisons
x = torch.tensor([1.0, -2.0, 3.0, 0.0])
show((x > 0).sum(), (x > 0).sum().item(), (x > 0).float().mean(), (x == 0).nonzero(), (x > 0).int().tolist())

# t_tensor_as_list_index
names = ['a', 'b', 'c']
t = torch.tensor([0.1, 0.9, 0.3])
show(names[t.argmax()], names[torch.tensor(2)], [i for i in range(torch.tensor(3))], hex(torch.tensor(255)))
attempt(lambda: names[torch.tensor(1.0)])
attempt(lambda: names[torch.tensor([1, 2])])

# t_round_math_on_0d
import math
t = torch.tensor(2.567)
show(round(t.item(), 2), math.sqrt(torch.tensor(4.0)), math.floor(torch.tensor(2.5)), math.isnan(torch.tensor(float('nan'))))

# t_python_builtins_0d_mix
attempt(lambda: divmod(torch.tensor(7), 2))
show(max(torch.tensor(1), 2), min(torch.tensor(1.5), 3), torch.tensor(2) ** torch.tensor(3), 2 ** torch.tensor(0.5))

# t_negative_zero_print
show(-torch.tensor(0.0), torch.tensor([0.0, -0.0]), torch.tensor(-0.0).item(), torch.tensor([-0.0]).tolist())

# t_sorted_list_of_0d
xs = [torch.tensor(3), torch.tensor(1), torch.tensor(2)]
show(sorted(xs), min(xs), max(xs), sum(xs), sum([torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]))

# t_format_0d_specs
t = torch.tensor(1.23456)
show("{:.3f}".format(t), torch.tensor([1, 2]), f"{torch.tensor(42):>6}|", f"{t.item():>8.2f}|", "%.2f" % torch.tensor(1.5), "%d" % torch.tensor(7))

# t_inplace_on_noncontig_views
x = torch.zeros(3, 3)
x.t()[0].add_(1)
x[:, 1].mul_(2).add_(5)
x.diagonal().add_(10)
show(x)

# t_masked_fill_inplace_view
x = torch.zeros(2, 4)
x[0].masked_fill_(torch.tensor([True, False, True, False]), 3)
x[:, 3].masked_fill_(torch.tensor([True, True]), -1)
show(x)

# t_index_ops_on_transposed
x = torch.zeros(3, 2).t()
x.index_add_(1, torch.tensor([0, 2]), torch.ones(2, 2))
x.index_fill_(0, torch.tensor([1]), 7)
show(x, x.is_contiguous())

# t_copy_from_host
x = torch.zeros(2)
x.copy_(torch.tensor([1.5, 2.5], device='cpu'))
show(x, x.to('cpu').tolist(), torch.tensor([3, 4]) + x)

# t_layout_of_results
x = torch.arange(6.0).view(2, 3)
show((x.t() + 1).stride(), x.t().double().stride(), torch.zeros_like(x.t()).stride(), torch.empty_like(x.t()).stride(), x.t().clone().stride())

# t_layout_of_expanded_copies
e = torch.zeros(3, 1).expand(3, 4)
show(e.clone().stride(), e.contiguous().stride(), torch.empty_like(e).stride(), (e + 1).stride(), e.float().stride())

# t_reductions_on_views
x = torch.arange(12.0).view(3, 4)
show(x.t().sum(0), x[:, ::2].mean(1), x.t().max(1).indices, x[1:, 1:].argmin(), x.t().cumsum(1))

# t_tolist_float32_repr
show(torch.tensor([1 / 3, 0.2, 1e-7]).tolist(), torch.tensor(16777217.0).item(), torch.tensor(65504.0, dtype=torch.half).item(), torch.tensor(1e38, dtype=torch.bfloat16).item())

# t_item_int_to_python_ops
n = torch.tensor(7).item()
show(n // 2, n / 2, n % 3, type(n).__name__, torch.tensor(7.0).item() // 2, int(torch.tensor(7.9).item()))

# t_masked_fill_value_dtypes
x = torch.zeros(3, dtype=torch.int32)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 2), x.masked_fill(m, torch.tensor(3)), x.masked_fill(m, True))
attempt(lambda: torch.zeros(3, dtype=torch.half).masked_fill(m, 1e5))

# t_masked_fill_tensor_value_float_into_int
attempt(lambda: torch.zeros(3, dtype=torch.int64).masked_fill(torch.tensor([True, False, True]), torch.tensor(2.5)))

# t_where_vs_masked_fill
x = torch.tensor([1.0, -2.0, 3.0])
show(torch.where(x > 0, x, torch.zeros_like(x)), x.masked_fill(x <= 0, 0), x.where(x > 0, torch.tensor(-1.0)), x.clamp(min=0))

# t_fill_returns_and_chains
x = torch.empty(2, 2)
show(x.fill_(1.5).sum(), x.zero_().add_(2).tolist(), torch.zeros(2).fill_(True))

# t_clamp_int_with_tensor_bounds
x = torch.tensor([1, 5, 9])
show(x.clamp(torch.tensor([2, 2, 2]), torch.tensor([4, 8, 8])), x.clamp(max=torch.tensor(6)), x.clamp_(min=torch.tensor([0, 6, 0])))

# t_unsqueeze_bad_dim
attempt(lambda: torch.zeros(2, 3).unsqueeze(3))
attempt(lambda: torch.zeros(2, 3).unsqueeze(-4))
show(torch.zeros(2, 3).unsqueeze(-1).shape, torch.zeros(2, 3).unsqueeze(2).shape, torch.tensor(1).unsqueeze(0))

# t_transpose_same_dim_and_0d
x = torch.arange(4).view(2, 2)
show(x.transpose(1, 1), torch.tensor(5).t(), torch.tensor(5).transpose(0, -1), torch.arange(3).transpose(0, 0))

# t_permute_errors
x = torch.zeros(2, 3, 4)
attempt(lambda: x.permute(0, 1))
attempt(lambda: x.permute(0, 1, 1))
show(x.permute(-1, 0, 1).shape, x.permute((2, 1, 0)).stride())

# t_index_add_source_rank_errors
attempt(lambda: torch.zeros(3, 2).index_add(1, torch.tensor([0]), torch.ones(3)))
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0, 1]), torch.tensor(1.0)))
attempt(lambda: torch.zeros(3, 2).index_add_(2, torch.tensor([0]), torch.ones(3, 2)))

# t_type_non_blocking
x = torch.tensor([1.5, -2.5])
show(x.type(torch.int16, non_blocking=True), x.type(dtype=torch.float64, non_blocking=False).dtype)

# t_iteration_idioms
t = torch.tensor([1, 3, 2])
show(any(v > 2 for v in t), all(v > 0 for v in t), sum(v * v for v in t), ', '.join(f'{v:.2f}' for v in t.float()))
show({i: v.item() for i, v in enumerate(t)}, list(filter(lambda v: v > 1, t)), [x for x in torch.arange(6).view(3, 2) if x.sum() > 2])

# t_rows_rebuilt
m = torch.arange(4).view(2, 2)
show(torch.stack([r * 2 for r in m]), torch.cat([r for r in m]), torch.tensor([r.sum().item() for r in m]), torch.tensor([r.sum() for r in m]))
show(sorted(torch.tensor([[1, 9], [3, 0]]), key=lambda r: r[1].item()), torch.tensor([torch.tensor(1.5), torch.tensor(2)]))

# t_list_membership_tensors
a = torch.tensor([1, 2])
show(a in [a], torch.tensor(1) in [torch.tensor(2), torch.tensor(1)], [torch.tensor(1), torch.tensor(2)].count(torch.tensor(2)), {a: 'x'}.get(a))
attempt(lambda: torch.tensor([1, 2]) in [torch.tensor([1, 3])])

# t_channels_last_layouts
x = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(x.stride(), x.sum(1).stride(), x[0].stride(), (x * 2).stride(), torch.zeros_like(x).stride(), x.reshape(2, -1).stride())
attempt(lambda: x.view(2, -1))
attempt(lambda: torch.zeros(2, 3).contiguous(memory_format=torch.preserve_format))
attempt(lambda: torch.zeros(2, 3, 4).to(memory_format=torch.channels_last))

# t_autograd_free_attrs
x = torch.ones(2)
y = x * 2
show(y.grad_fn, y.grad, y.is_leaf, y.requires_grad, x.retains_grad, x.is_inference(), torch.is_inference(y))

# t_requires_grad_integer_dtypes
attempt(lambda: torch.tensor([1, 2], requires_grad=True))
attempt(lambda: torch.arange(3, requires_grad=True))
attempt(lambda: torch.zeros(2, dtype=torch.long, requires_grad=True))
attempt(lambda: torch.full((2,), True, requires_grad=True))
attempt(lambda: torch.ones_like(torch.tensor([1]), requires_grad=True))
attempt(lambda: torch.tensor([1]).new_zeros(2, requires_grad=True))
attempt(lambda: torch.randint(0, 3, (2,), requires_grad=True))
attempt(lambda: torch.asarray([1, 2], requires_grad=True))
attempt(lambda: torch.tensor([1, 2]).requires_grad_())
attempt(lambda: torch.tensor([True]).requires_grad_(True))
show(torch.tensor([1, 2]).requires_grad_(False), torch.arange(3, requires_grad=False))
# t_setitem_value_conversions
x = torch.tensor([1, 2])
try:
    x[0] = 2.7
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.tensor([1, 2], dtype=torch.int32)
try:
    x[0] = 1e10
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.tensor([1, 2], dtype=torch.uint8)
try:
    x[0] = -1
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.tensor([1, 2], dtype=torch.int8)
try:
    x[1] = 200
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.tensor([1.5, 2])
try:
    x[0] = True
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.tensor([1, 2])
try:
    x[:] = torch.tensor([1.5, 2.5])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, 2)
try:
    x[0] = torch.tensor([1, 2])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, 2)
try:
    x[0] = torch.tensor([1, 2, 3])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, dtype=torch.int64)
try:
    x[0] = float('nan')
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2)
try:
    x[0] = 'a'
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2)
try:
    x[0] = None
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, 2)
try:
    x[0] = [1, 2]
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, dtype=torch.half)
try:
    x[0] = 1e6
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, dtype=torch.bool)
try:
    x[0] = 2
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, dtype=torch.bool)
try:
    x[1] = 0.0
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(3)
try:
    x[torch.tensor([True, False, True])] = torch.tensor([1.0, 2.0])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(3)
try:
    x[torch.tensor([True, False, True])] = torch.tensor([1.0, 2.0, 3.0])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, 3)
try:
    x[:, 0] = torch.tensor([[1.0], [2.0]])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, 3)
try:
    x[0] = torch.tensor([[[1.0, 2.0, 3.0]]])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))
x = torch.zeros(2, 3)
try:
    x[0] = torch.tensor([[1.0], [2.0]])
    show(x)
except Exception as e:
    show(type(e).__name__ + ':', cuda_repr.cuda_message(e))

# t_copy_wrong_source
x = torch.zeros(3)
attempt(lambda: x.copy_([1, 2, 3]))
show(x.copy_(other=torch.ones(3)), x.copy_(torch.tensor([1, 2, 3]), non_blocking=True))

# t_type_bad_argument
x = torch.tensor([1.5])
attempt(lambda: x.type(5))
attempt(lambda: x.type([torch.float64]))
show(*cuda_types(x.type(None)), x.type(torch.float64))
