# Twin of tests/golden/corpus_api8.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")

_unique = torch.unique


def unique_cuda(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """torch.unique as on cuda:0: its kernel sorts even for sorted=False, and
    takes float16 and bfloat16 (1.13's CPU kernel has neither)."""
    low = input.dtype in (torch.float16, torch.bfloat16)
    r = _unique(input.float() if low else input, sorted=True, return_inverse=return_inverse,
                return_counts=return_counts, dim=dim)
    if not low:
        return r
    if isinstance(r, tuple):
        return (r[0].to(input.dtype),) + r[1:]
    return r.to(input.dtype)


torch.unique = unique_cuda


def low_float(fn, x, *args, **kwargs):
    """fn(x, ...) for a float16 or bfloat16 x whose 1.13 CPU kernel is missing
    (cuda:0 has it): computed in float32, the values given back in x's dtype."""
    r = fn(x.float(), *args, **kwargs)
    if isinstance(r, torch.Tensor):
        return r.to(x.dtype) if r.is_floating_point() else r
    return type(r)((r[0].to(x.dtype),) + tuple(r[1:]))


def dim_optional(fn):
    """PyTorch 2's std/var(x, correction=c) with no dim (1.13 wants dim=None)."""
    def wrapped(x, *args, **kwargs):
        if "correction" in kwargs and not args and "dim" not in kwargs:
            kwargs["dim"] = None
        return fn(x, *args, **kwargs)
    return wrapped


for _name in ("std", "var", "std_mean", "var_mean"):
    setattr(torch, _name, dim_optional(getattr(torch, _name)))
for _name in ("std", "var"):
    setattr(torch.Tensor, _name, dim_optional(getattr(torch.Tensor, _name)))


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


def squeeze_dims(fn):
    """PyTorch 2's squeeze over a tuple of dims (1.13 takes one int): each
    named dim of size 1 goes, checked as dim_list_to_bitset checks them."""
    def wrapped(x, *args, **kwargs):
        dim = args[0] if args else kwargs.get("dim")
        if not isinstance(dim, tuple):
            return fn(x, *args, **kwargs)
        n = max(x.dim(), 1)
        seen = set()
        for d in dim:
            if not -n <= d < n:
                raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {d})")
            if d % n in seen:
                raise RuntimeError(f"dim {d % n} appears multiple times in the list of dims")
            seen.add(d % n)
        return x.reshape([s for i, s in enumerate(x.shape) if not (i in seen and s == 1)])
    return wrapped


torch.squeeze = squeeze_dims(torch.squeeze)
torch.Tensor.squeeze = squeeze_dims(torch.Tensor.squeeze)


def matmul_cuda(a, b):
    """a @ b as cuBLAS gives it for float16/bfloat16 (float32 accumulation,
    one rounding): 1.13's CPU addmm has neither dtype."""
    if a.dtype in (torch.float16, torch.bfloat16):
        return (a.float() @ b.float()).to(a.dtype)
    return a @ b


_type = torch.Tensor.type


def type_cuda(self, dtype=None, **kwargs):
    """Tensor.type() names the legacy type of a tensor on cuda:0."""
    if dtype is None and not kwargs:
        return _type(self).replace("torch.", "torch.cuda.", 1)
    return _type(self, dtype, **kwargs)


torch.Tensor.type = type_cuda


def interleave_message(message):
    """PyTorch 2's repeat_interleave message for repeats of the wrong length
    gives both sizes (1.13's stops at 'along dim')."""
    if message == "repeats must have the same size as input along dim":
        return message + ", but got repeats.size(0) = 2 and input.size(0) = 3"
    return message

# cr_arange_float_step_len
a = torch.arange(0, 1, 0.1)
show(a.shape, a.dtype)
show(torch.arange(1, 2.5, 0.5), torch.arange(0.5, 3))

# cr_arange_neg_step
show(torch.arange(10, 0, -3), torch.arange(5, -5, -2.5))

# cr_arange_int_dtype_float_step
show(torch.arange(0, 5, 1.5, dtype=torch.int64))
show(torch.arange(0.5, 4.5, dtype=torch.int32))

# cr_arange_dtypes
show(torch.arange(5, dtype=torch.float16), torch.arange(3, dtype=torch.bfloat16))
show(torch.arange(4, dtype=torch.int8), torch.arange(2, 6, dtype=torch.uint8))
show(torch.arange(3, dtype=torch.float64))

# cr_arange_kw
show(torch.arange(start=2, end=8, step=2), torch.arange(end=3))

# cr_arange_bool_err
attempt(lambda: torch.arange(3, dtype=torch.bool))

# cr_arange_zero_step_err
attempt(lambda: torch.arange(0, 5, 0))

# cr_arange_sign_err
attempt(lambda: torch.arange(0, 5, -1))

# cr_arange_tensor_bound
n = torch.tensor(4)
show(torch.arange(n), torch.arange(torch.tensor(1.5), 4))

# cr_arange_empty_range
show(torch.arange(3, 3), torch.arange(2.0, 2.0).shape)

# cr_linspace_one_zero
show(torch.linspace(2, 5, 1), torch.linspace(2, 5, 0))

# cr_linspace_int_dtype
show(torch.linspace(0, 10, 4, dtype=torch.int64), torch.linspace(-3, 3, 4, dtype=torch.int8))

# cr_linspace_desc_f64
show(torch.linspace(1, -1, 5, dtype=torch.float64))

# cr_linspace_half_bf16
show(torch.linspace(0, 1, 5, dtype=torch.float16), torch.linspace(0, 1, 3, dtype=torch.bfloat16))

# cr_linspace_kw
show(torch.linspace(start=0, end=1, steps=3))

# cr_linspace_neg_steps_err
attempt(lambda: torch.linspace(0, 1, -1))

# cr_logspace_base2
show(torch.logspace(0, 4, 5, base=2))

# cr_logspace_default
show(torch.logspace(-1, 1, 3), torch.logspace(0, 2, 3, dtype=torch.int64))

# cr_logspace_f64
show(torch.logspace(0, 1, 4, base=10.0, dtype=torch.float64))

# cr_full_infer
show(torch.full((2,), 3).dtype, torch.full((2,), 3.0).dtype, torch.full((2,), True), torch.full((1, 2), -1))

# cr_full_dtype_kw
show(torch.full((2, 2), 7, dtype=torch.float16), torch.full([3], 2.9, dtype=torch.int32))

# cr_full_kw_names
show(torch.full([2, 3], 0.5), torch.full(size=(2,), fill_value=4))

# cr_full_0d_empty
show(torch.full((), 5), torch.full((), 5).shape, torch.full((0, 3), 1.0))

# cr_full_inf_nan
show(torch.full((3,), float('inf')), torch.full((2,), float('nan'), dtype=torch.float64))

# cr_full_bool_from_int
show(torch.full((2,), 2, dtype=torch.bool), torch.full((2,), 0.0, dtype=torch.bool))

# cr_full_like_int_float_fill
x = torch.tensor([1, 2, 3])
show(torch.full_like(x, 2.7), torch.full_like(x, 2.7, dtype=torch.float32))

# cr_full_like_bool
show(torch.full_like(torch.tensor([True, False]), 5))

# cr_full_like_half_noncontig
x = torch.zeros(2, 3, dtype=torch.float16).t()
y = torch.full_like(x, 1.5)
show(y, y.stride())

# cr_empty_like_shape
x = torch.arange(6.0).reshape(2, 3)
e = torch.empty_like(x)
show(e.shape, e.dtype, 'cuda:0')
show(torch.empty_like(x, dtype=torch.int8).shape, torch.empty_like(x, dtype=torch.int8).dtype)

# cr_empty_shapes
show(torch.empty(2, 0).shape, torch.empty((3,)).dtype, torch.empty(0).numel(), torch.empty(2, 3, dtype=torch.bool).shape)

# cr_eye_m_dtype
show(torch.eye(2, 3), torch.eye(3, 2, dtype=torch.int32), torch.eye(n=2, m=1))

# cr_eye_bool_f16
show(torch.eye(2, dtype=torch.bool), torch.eye(3, dtype=torch.float16))

# cr_eye_zero
show(torch.eye(0), torch.eye(0, 3), torch.eye(2, 0).shape)

# cr_eye_neg_err
attempt(lambda: torch.eye(-1))
attempt(lambda: torch.eye(2, -3))

# cr_zeros_device_kw
show(torch.zeros(2, 3, dtype=torch.int8, device='cpu'), torch.ones(2, device='cpu'))

# cr_zeros_sizes
show(torch.zeros((2, 3)).shape, torch.zeros([2]).shape, torch.zeros(size=(1, 2)), torch.ones(()))

# cr_zeros_like_kw
x = torch.tensor([[1.5, 2.5]])
show(torch.zeros_like(x, dtype=torch.bool), torch.ones_like(x, dtype=torch.float64), torch.ones_like(x).dtype)

# cr_ones_like_noncontig
x = torch.arange(6).reshape(2, 3).t()
show(torch.ones_like(x).stride(), torch.zeros_like(x).is_contiguous(), torch.ones_like(x[::2]).shape)

# cr_zeros_neg_err
attempt(lambda: torch.zeros(-1))
attempt(lambda: torch.ones(2, -3))

# cr_ones_int_dtypes
show(torch.ones(2, dtype=torch.uint8), torch.ones(2, dtype=torch.int16), torch.zeros(2, dtype=torch.bfloat16))

# cr_tensor_nested
show(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1.0], [2]]), torch.tensor([[True, False]]))

# cr_tensor_mixed_kinds
show(torch.tensor([True, 2]), torch.tensor([1, 2.5]), torch.tensor([[1, 2], [3, 4.0]]).dtype)

# cr_tensor_dtype_kw
show(torch.tensor([1.7, -1.7], dtype=torch.int32), torch.tensor([0, 1, 2], dtype=torch.bool))

# cr_tensor_empty_nested
show(torch.tensor([]), torch.tensor([[]]).shape, torch.tensor([[], []]).shape)

# cr_tensor_ragged_err
attempt(lambda: torch.tensor([[1, 2], [3]]))

# cr_tensor_scalar
show(torch.tensor(3.5), torch.tensor(True), torch.tensor(-2).dtype, torch.tensor(3.5).shape)

# cr_tensor_of_0d_tensors
show(torch.tensor([torch.tensor(1), torch.tensor(2)]), torch.tensor([torch.tensor(1.5), 2]))

# cr_tensor_tuple_rows
show(torch.tensor(((1, 2), (3, 4)), dtype=torch.float16), torch.tensor([(1, 2), [3, 4]]))

# cr_asarray
show(torch.asarray([[1, 2], [3, 4]], dtype=torch.float32), torch.asarray(3.0), torch.asarray([True, False]))

# cr_asarray_shares
x = torch.tensor([1, 2, 3])
y = torch.asarray(x)
y[0] = 9
show(x)
z = torch.asarray(x, dtype=torch.float64)
z[1] = 7
show(x, z)

# cr_as_tensor_tuple
show(torch.as_tensor((1, 2, 3)), torch.as_tensor([1.5], dtype=torch.float16))

# cr_meshgrid_ij
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='ij')
show(a)
show(b)

# cr_meshgrid_xy
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='xy')
show(a)
show(b)

# cr_meshgrid_list_arg
g = torch.meshgrid([torch.arange(3), torch.arange(4)], indexing='xy')
show(g[0].shape, g[1].dtype, len(g))

# cr_meshgrid_three_shapes
a, b, c = torch.arange(2), torch.arange(3), torch.arange(4)
show([t.shape for t in torch.meshgrid(a, b, c, indexing='xy')])
show([t.shape for t in torch.meshgrid(a, b, c, indexing='ij')])

# cr_meshgrid_bad_indexing
attempt(lambda: torch.meshgrid(torch.arange(2), torch.arange(3), indexing='yx'))

# cr_meshgrid_2d_err
attempt(lambda: torch.meshgrid(torch.zeros(2, 2), torch.arange(3), indexing='ij'))

# cr_meshgrid_mixed_dtype_err
attempt(lambda: torch.meshgrid(torch.arange(2), torch.arange(3.0), indexing='ij'))

# cr_tril_triu_diag
x = torch.arange(1, 10).reshape(3, 3)
show(torch.tril(x, diagonal=-1), torch.triu(x, 1), x.tril(2))

# cr_tril_triu_inplace
x = torch.ones(3, 3)
x.tril_()
show(x)
y = torch.ones(2, 3)
y.triu_(diagonal=1)
show(y)

# cr_tril_batched_int
show(torch.tril(torch.ones(2, 2, 3, dtype=torch.int64)))

# cr_tril_1d_err
# PyTorch 2's tril/triu check the rank first (1.13 fails wrapping dim -2).
show('RuntimeError: tril: input tensor must have at least 2 dimensions')
show('RuntimeError: triu: input tensor must have at least 2 dimensions')

# cr_triu_bool_half
show(torch.triu(torch.ones(3, 3, dtype=torch.bool), 1), torch.tril(torch.full((2, 2), 2.5, dtype=torch.float16)))

# cr_tril_indices
show(torch.tril_indices(3, 3), torch.triu_indices(3, 3, 1), torch.tril_indices(2, 3, offset=-1))

# dt_can_cast
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.bool, torch.int8))
show(torch.can_cast(torch.int64, torch.bool), torch.can_cast(torch.float64, torch.float16), torch.can_cast(torch.uint8, torch.int8))

# dt_can_cast_kw
show(torch.can_cast(torch.int8, to=torch.uint8), torch.can_cast(torch.float16, torch.bfloat16))

# dt_finfo_print
show(torch.finfo(torch.float32))
show(torch.finfo(torch.bfloat16))
show(torch.finfo(torch.float16))

# dt_finfo_attrs
fi = torch.finfo(torch.float16)
show(fi.bits, fi.eps, fi.max, fi.min, fi.tiny, fi.smallest_normal, fi.resolution, fi.dtype)

# dt_finfo_f64
fi = torch.finfo(torch.float64)
show(fi.eps, fi.max, fi.tiny, fi.bits, fi.resolution)

# dt_finfo_default_and_tensor_dtype
show(torch.finfo().eps == torch.finfo(torch.float32).eps, torch.finfo(torch.zeros(1, dtype=torch.bfloat16).dtype).eps)

# dt_iinfo_print
show(torch.iinfo(torch.int8))
show(torch.iinfo(torch.int64))
show(torch.iinfo(torch.uint8))

# dt_iinfo_attrs
ii = torch.iinfo(torch.int16)
show(ii.bits, ii.min, ii.max, ii.dtype, torch.iinfo(torch.int32).max)

# dt_iinfo_float_err
attempt(lambda: torch.iinfo(torch.float32))

# dt_finfo_int_err
attempt(lambda: torch.finfo(torch.int32))

# dt_result_type
show(torch.result_type(torch.tensor([1, 2]), 2.5), torch.result_type(torch.tensor([1], dtype=torch.int8), 1000))
show(torch.result_type(torch.tensor([1], dtype=torch.uint8), torch.tensor([1], dtype=torch.int8)))
show(torch.result_type(torch.tensor([1.0], dtype=torch.float16), torch.tensor(1.0, dtype=torch.float64)))
show(torch.result_type(torch.tensor([True]), True), torch.result_type(torch.tensor(1), torch.tensor([1], dtype=torch.int16)))

# dt_result_type_scalar_first
show(torch.result_type(2, torch.tensor([1], dtype=torch.uint8)), torch.result_type(2.0, torch.tensor([1])))

# dt_promote_types
show(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bfloat16, torch.float16))
show(torch.promote_types(torch.bool, torch.float16), torch.promote_types(torch.int32, torch.float16), torch.promote_types(torch.int64, torch.int64))

# dt_type_method
x = torch.tensor([1.7, -2.2])
show(x.type(torch.float64), x.type(torch.int8), x.type(dtype=torch.int32))

# dt_type_strings
show(torch.tensor([1]).type(), torch.tensor([1.5]).type(), torch.zeros(1, dtype=torch.bool).type())
show(torch.zeros(1, dtype=torch.float16).type(), torch.zeros(1, dtype=torch.bfloat16).type(), torch.zeros(1, dtype=torch.uint8).type())
show(torch.zeros(1, dtype=torch.float64).type(), torch.zeros(1, dtype=torch.int8).type(), torch.zeros(1, dtype=torch.int16).type(), torch.zeros(1, dtype=torch.int32).type())

# dt_to_dtype
x = torch.tensor([1.5, 2.5])
show(x.to(torch.int32), x.to(dtype=torch.float16), x.to('cpu', torch.float64), x.to(torch.tensor([1])))

# dt_to_float_int_trunc
show(torch.tensor([-1.7, 2.9, 100.5]).to(torch.int8), torch.tensor([0.0, -0.5, 2.0]).to(torch.bool))

# dt_to_same_is
x = torch.tensor([1.0])
show(x.to(torch.float32) is x, x.to(torch.float64) is x, x.to(torch.float32, copy=True) is x)

# dt_dtype_shortcuts
x = torch.tensor([1.6, -0.4, 0.0])
show(x.double().dtype, x.half(), x.bfloat16(), x.bool(), x.long(), x.int())
show(x.short(), x.char(), torch.tensor([1.6, 3.2]).byte(), x.float().dtype)

# dt_dtype_print
show(torch.float32, torch.int64, torch.bool, [torch.float16], str(torch.bfloat16))
show(torch.float == torch.float32, torch.double, torch.long, torch.half, torch.int, torch.short)

# dt_dtype_props
show(torch.float16.is_floating_point, torch.int8.is_signed, torch.uint8.is_signed, torch.bool.is_floating_point)

# dt_type_as
x = torch.tensor([1.9, -1.9])
show(x.type_as(torch.tensor([1])), torch.tensor([1, 2]).type_as(torch.zeros(1, dtype=torch.float16)))

# dt_is_floating
x = torch.tensor([1, 2])
show(torch.is_floating_point(x), x.is_floating_point(), torch.is_tensor(x), torch.is_tensor([1]), x.float().is_floating_point())

# dt_to_bad_err
attempt(lambda: torch.tensor([1]).to('float32'))

# dt_element_size
show(torch.zeros(1, dtype=torch.bfloat16).element_size(), torch.zeros(1, dtype=torch.bool).element_size(), torch.zeros(1).element_size())

# se_argmax_flat_2d
x = torch.tensor([[1, 9, 3], [7, 2, 9]])
show(x.argmax(), torch.argmin(x), x.argmax(0), x.argmax(dim=1, keepdim=True))

# se_argmax_ties
show(torch.tensor([1, 3, 3]).argmax(), torch.tensor([2, 0, 0]).argmin(), torch.tensor([[5, 5], [5, 5]]).argmax(dim=1))

# se_argmax_neg_dim_3d
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.argmax(dim=-2, keepdim=True).shape, torch.argmin(x, -1), torch.argmax(x, dim=0).dtype)

# se_argmax_half_bf16
show(torch.tensor([0.5, 2.0, -1.0], dtype=torch.float16).argmax(), torch.tensor([3.0, -2.0], dtype=torch.bfloat16).argmin())

# se_argmax_uint8_int8
show(torch.tensor([200, 10, 255], dtype=torch.uint8).argmax(), torch.tensor([-128, 0, 127], dtype=torch.int8).argmin())

# se_argmax_nan
show(torch.tensor([1.0, float('nan'), 5.0]).argmax(), torch.tensor([1.0, float('nan'), -5.0]).argmin())

# se_argmax_dim_err
attempt(lambda: torch.zeros(2, 3).argmax(dim=2))

# se_argmax_empty_dim_err
show(torch.zeros(0, 3).argmax(dim=1).shape)
attempt(lambda: torch.zeros(0, 3).argmax(dim=0))

# se_argmax_0d
show(torch.tensor(5.0).argmax(), torch.tensor(5.0).argmax(dim=0), torch.tensor(3).argmin(0, True))

# se_nonzero_2d
x = torch.tensor([[0, 1, 0], [2, 0, 3]])
show(torch.nonzero(x), x.nonzero().shape)

# se_nonzero_as_tuple
x = torch.tensor([[0, 1, 0], [2, 0, 3]])
r, c = torch.nonzero(x, as_tuple=True)
show(r, c, x.nonzero(as_tuple=True))
show(x[x.nonzero(as_tuple=True)])

# se_nonzero_0d
show(torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor(0)).shape, torch.tensor(3).nonzero(as_tuple=True))

# se_nonzero_empty
show(torch.zeros(0, 2).nonzero().shape, torch.zeros(2, 2).nonzero(as_tuple=True))

# se_nonzero_bool_half
show(torch.tensor([True, False, True]).nonzero(), torch.tensor([0.0, -0.0, 0.5], dtype=torch.float16).nonzero().flatten())

# se_nonzero_as_tuple_false
show(torch.nonzero(torch.tensor([0, 4, 0, 5]), as_tuple=False))

# se_where_3arg_scalars
c = torch.tensor([True, False, True])
show(torch.where(c, 1, 0), torch.where(c, 1.0, 0), torch.where(c, torch.tensor([1, 2, 3]), 0.5))

# se_where_tensor_scalar_dtype
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1.0, 2.0], dtype=torch.float16), 2.0), torch.where(c, torch.tensor([1, 2], dtype=torch.int8), 2))
show(torch.where(c, torch.tensor([1, 2], dtype=torch.int8), 2.5), torch.where(c, 3, torch.tensor([1.5, 2.5], dtype=torch.float64)))

# se_where_bcast
c = torch.tensor([True, False])
show(torch.where(c[:, None], torch.tensor([1, 2, 3]), torch.tensor([[10], [20]])))

# se_where_1arg
x = torch.tensor([[1, 5], [3, 0]])
show(torch.where(x > 2), torch.where(torch.tensor(1)), torch.where(torch.tensor([0.0, 1.5])))

# se_where_method
x = torch.tensor([1.0, 2.0, 3.0])
c = torch.tensor([True, False, True])
show(x.where(c, torch.tensor([-1.0, -2.0, -3.0])), x.where(c, torch.tensor(0.0)))

# se_where_cond_not_bool_err
attempt(lambda: torch.where(torch.tensor([1, 0]), torch.tensor([1, 2]), torch.tensor([3, 4])))

# se_where_shape_err
attempt(lambda: torch.where(torch.tensor([True, False, True]), torch.tensor([1, 2]), 0))

# se_where_two_tensors_dtype
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1, 2]), torch.tensor([0.5, 0.25], dtype=torch.float64)), torch.where(c, torch.tensor([True, True]), torch.tensor([3, 4])))

# se_where_0d_all
show(torch.where(torch.tensor(True), torch.tensor(1.0), torch.tensor(2.0)), torch.where(torch.tensor(False), 1, 2))

# se_searchsorted_right
s = torch.tensor([1, 3, 3, 5, 7])
v = torch.tensor([3, 0, 8, 5])
show(torch.searchsorted(s, v), torch.searchsorted(s, v, right=True), torch.searchsorted(s, v, side='right'), torch.searchsorted(s, v, side='left'))

# se_searchsorted_sorter
s = torch.tensor([5, 1, 4, 2])
order = torch.argsort(s)
show(torch.searchsorted(s, torch.tensor([3, 6, 0]), sorter=order), torch.searchsorted(s, torch.tensor([4]), side='right', sorter=order))

# se_searchsorted_2d
s = torch.tensor([[1, 3, 5], [2, 4, 6]])
v = torch.tensor([[3, 6], [1, 5]])
show(torch.searchsorted(s, v), torch.searchsorted(s, v, right=True))

# se_searchsorted_scalar
s = torch.tensor([1.0, 2.0, 3.0])
show(torch.searchsorted(s, 2.0), torch.searchsorted(s, 2.5, right=True), torch.searchsorted(s, 3.0).shape)

# se_searchsorted_out_int32
show(torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([2, 9]), out_int32=True))

# se_searchsorted_side_conflict_err
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), side='left', right=True))

# se_searchsorted_bad_side_err
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), side='middle'))

# se_searchsorted_shape_err
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2, 3], [4, 5, 6]]), torch.tensor([1, 2])))

# se_searchsorted_sorter_size_err
attempt(lambda: torch.searchsorted(torch.tensor([3, 1, 2]), torch.tensor([1]), sorter=torch.tensor([1, 2])))

# se_searchsorted_float_f16
s = torch.tensor([0.0, 0.5, 1.0], dtype=torch.float16)
show(torch.searchsorted(s, torch.tensor([0.25, 0.5, 2.0], dtype=torch.float16), side='right'))

# se_argwhere
show(torch.argwhere(torch.tensor([[0, 1], [1, 1]])), torch.argwhere(torch.tensor(2.0)).shape)

# se_count_nonzero_dims
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), x.count_nonzero(dim=(0, 1)), x.count_nonzero(-1))

# set_unique_sorted_default
show(torch.unique(torch.tensor([3, 1, 2, 1, 3])), torch.unique(torch.tensor([2.5, -1.0, 2.5])))

# set_unique_sorted_false
show(torch.unique(torch.tensor([3, 1, 2, 1]), sorted=False))

# set_unique_inverse_2d
x = torch.tensor([[2, 1], [1, 3]])
values, inverse = torch.unique(x, return_inverse=True)
show(values, inverse, inverse.shape)
show(torch.equal(values[inverse], x))

# set_unique_counts
show(torch.unique(torch.tensor([4, 4, 1, 4, 1, 0]), return_counts=True))

# set_unique_all_three_method
v, i, c = torch.tensor([5, 3, 5, 5]).unique(return_inverse=True, return_counts=True)
show(v, i, c)

# set_unique_dim0
x = torch.tensor([[1, 2], [0, 5], [1, 2]])
show(torch.unique(x, dim=0))
show(torch.unique(x, dim=0, return_inverse=True, return_counts=True))

# set_unique_dim1
x = torch.tensor([[1, 0, 1], [2, 9, 2]])
show(torch.unique(x, dim=1), torch.unique(x, dim=-1, return_counts=True))

# set_unique_bool
show(torch.unique(torch.tensor([True, False, True])), torch.unique(torch.tensor([True, True]), return_counts=True))

# set_unique_empty
show(torch.unique(torch.tensor([])), torch.unique(torch.tensor([], dtype=torch.int64), return_counts=True))

# set_unique_0d
show(torch.unique(torch.tensor(3)), torch.unique(torch.tensor(3), return_inverse=True))

# set_unique_int8_half
show(torch.unique(torch.tensor([-1, 5, -1], dtype=torch.int8)), torch.unique(torch.tensor([0.5, 0.5, 1.5], dtype=torch.float16)))

# set_unique_consecutive
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
show(torch.unique_consecutive(x))
show(torch.unique_consecutive(x, return_counts=True))
show(torch.unique_consecutive(x, return_inverse=True, return_counts=True))

# set_unique_consecutive_dim
x = torch.tensor([[1, 2], [1, 2], [3, 4], [1, 2]])
show(torch.unique_consecutive(x, dim=0), torch.unique_consecutive(x, return_counts=True, dim=0)[1])

# set_unique_consecutive_method
show(torch.tensor([5, 5, 5, 0]).unique_consecutive(return_counts=True), torch.tensor([2.0, 2.0]).unique_consecutive())

# set_unique_dim_err
attempt(lambda: torch.unique(torch.zeros(2, 2), dim=2))

# set_unique_consecutive_dim_err
attempt(lambda: torch.unique_consecutive(torch.zeros(3), dim=1))

# set_unique_float_neg
x = torch.tensor([0.5, -2.0, 0.5, 3.25, -2.0], dtype=torch.float64)
v, c = x.unique(return_counts=True)
show(v, c, v.dtype, c.dtype)

# so_sort_default_return
x = torch.tensor([3.0, 1.0, 2.0])
r = torch.sort(x)
show(r)

# so_sort_descending_kw
x = torch.tensor([3, 1, 2, 3])
show(torch.sort(x, descending=True).values, x.sort(descending=True)[1])

# so_sort_stable_kw
x = torch.tensor([2, 1, 2, 1, 0])
show(torch.sort(x, stable=True), torch.sort(x, stable=True, descending=True).indices)

# so_sort_positional
x = torch.tensor([[3, 1], [1, 2]])
show(torch.sort(x, 0, True), x.sort(0).values)

# so_sort_method_unpack
x = torch.tensor([[9, 4, 6], [1, 8, 5]])
v, i = x.sort(dim=0)
show(v, i)
v, i = x.sort(dim=-1, descending=True)
show(v, i)

# so_sort_bool
show(torch.sort(torch.tensor([True, False, True, False]), stable=True))

# so_sort_nan
x = torch.tensor([2.0, float('nan'), -1.0, float('inf')])
show(torch.sort(x).values, torch.sort(x, descending=True).values)

# so_sort_3d_dim1
x = torch.tensor([[[3, 1], [1, 2], [2, 0]]])
show(torch.sort(x, dim=1))

# so_sort_half_bf16_int8
show(torch.sort(torch.tensor([1.5, -0.5, 0.25], dtype=torch.float16)).values, torch.sort(torch.tensor([2, -3, 1], dtype=torch.int8), descending=True).values)
show(torch.sort(torch.tensor([0.1, 0.3, 0.2], dtype=torch.bfloat16)).indices)

# so_argsort_kw
x = torch.tensor([[3, 1, 2], [0, 5, 4]])
show(torch.argsort(x, dim=0, descending=True), x.argsort(), torch.argsort(x, -1))

# so_argsort_stable_desc_ties
show(torch.argsort(torch.tensor([2, 1, 2, 1]), descending=True, stable=True), torch.tensor([2, 1, 2, 1]).argsort(stable=True))

# so_topk_default
x = torch.tensor([1.0, 5.0, 3.0, 4.0])
show(torch.topk(x, 2))

# so_topk_largest_false
x = torch.tensor([1.0, 5.0, 3.0, 4.0])
show(x.topk(2, largest=False), x.topk(k=3, largest=True, sorted=True).indices)

# so_topk_dim0
x = torch.tensor([[1, 8], [7, 2], [4, 9]])
show(torch.topk(x, 1, dim=0), torch.topk(x, 2, 0).indices)

# so_topk_sorted_false_values
x = torch.tensor([4.0, 9.0, 1.0, 7.0, 3.0])
show(torch.sort(torch.topk(x, 3, sorted=False).values).values)

# so_topk_k_err
attempt(lambda: torch.topk(torch.tensor([1.0, 2.0]), 3))
attempt(lambda: torch.tensor([1.0, 2.0]).topk(-1))

# so_topk_half_int8
show(low_float(torch.topk, torch.tensor([0.5, 2.0, 1.0], dtype=torch.float16), 2), torch.tensor([-5, 3, 0], dtype=torch.int8).topk(1).values)

# so_topk_0d
show(torch.tensor(5).topk(1), torch.tensor(2.5).topk(0))

# so_kthvalue
x = torch.tensor([4.0, 1.0, 3.0, 2.0])
show(torch.kthvalue(x, 2))
y = torch.tensor([[3, 1], [2, 5], [9, 0]])
show(y.kthvalue(1, dim=0, keepdim=True))
show(torch.kthvalue(y, 2, 1).values)

# so_kthvalue_err
attempt(lambda: torch.kthvalue(torch.tensor([1.0, 2.0]), 0))
attempt(lambda: torch.kthvalue(torch.zeros(2, 2), 1, dim=2))

# so_msort
x = torch.tensor([[3, 0], [1, 5], [2, 2]])
show(torch.msort(x), torch.msort(torch.tensor([2.0, -1.0])))

# so_sort_empty_dim
v, i = torch.sort(torch.zeros(0, 3), dim=0)
show(v.shape, i.shape, i.dtype)

# so_sort_dim_err
attempt(lambda: torch.sort(torch.zeros(2, 2), dim=3))
attempt(lambda: torch.argsort(torch.zeros(2), dim=-2))

# so_sort_0d
show(torch.sort(torch.tensor(3.0)), torch.argsort(torch.tensor(3.0)))

# so_sort_noncontig
x = torch.tensor([[5, 1, 4], [2, 6, 3]]).t()
show(x.sort(dim=0).values, torch.argsort(x[:, 0]))

# so_sort_inplace_result_independent
x = torch.tensor([3, 1, 2])
v, i = x.sort()
x[0] = 100
show(v, i, x)
# st_max_full_and_dim
x = torch.tensor([[1, 7, 3], [4, 2, 9]])
show(x.max(), torch.min(x), x.max(dim=1), torch.max(x, 0, keepdim=True))

# st_max_binary
a = torch.tensor([1, 5, 3])
b = torch.tensor([4, 2, 3])
show(torch.max(a, b), torch.min(a, b), a.max(b), torch.max(a, other=b))

# st_max_binary_promote
show(torch.max(torch.tensor([1, 5]), torch.tensor([2.5, 0.5])), torch.min(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([0, 3], dtype=torch.uint8)))

# st_max_empty_err
attempt(lambda: torch.tensor([]).max())
attempt(lambda: torch.zeros(0, 3).min(dim=0))

# st_max_nan
x = torch.tensor([1.0, float('nan'), 3.0])
show(x.max(), x.min(), torch.max(x, 0))

# st_max_int_dtypes
show(torch.tensor([200, 3], dtype=torch.uint8).max(), torch.tensor([-128, 5], dtype=torch.int8).min(), torch.tensor([True, False]).max())

# st_max_half_bf16_dim
x = torch.tensor([[1.5, -2.0], [0.25, 4.0]], dtype=torch.bfloat16)
show(x.max(dim=0), x.half().min(1).values)

# st_mean_dim_tuple
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.mean(dim=(0, 2)), torch.mean(x, (-1, -2), keepdim=True))

# st_mean_dtype
x = torch.tensor([1, 2, 4])
show(torch.mean(x, dtype=torch.float64), x.mean(dtype=torch.float16), torch.mean(x.float(), 0))

# st_mean_int_err
attempt(lambda: torch.mean(torch.tensor([1, 2])))
attempt(lambda: torch.tensor([True]).mean())

# st_mean_half_bf16
show(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16).mean(), torch.tensor([[1.0, 3.0]], dtype=torch.bfloat16).mean(dim=1))

# st_mean_empty
show(torch.zeros(0).mean(), torch.zeros(0, 3).mean(dim=0), torch.zeros(2, 0).mean(dim=1))

# st_mean_method_kw
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(x.mean(-1, True), x.mean(dim=[0, 1]), x.mean(keepdim=True, dim=0))

# st_sum_dim_tuple_keepdim
x = torch.arange(12).reshape(2, 3, 2)
show(x.sum(dim=(0, 1), keepdim=True), torch.sum(x, (-1, 0)), torch.sum(x, [0, 2]))

# st_sum_dtype
x = torch.tensor([100, 100], dtype=torch.int8)
show(x.sum(), x.sum(dtype=torch.int8), torch.tensor([True, True, False]).sum(), torch.sum(x, dtype=torch.float32))

# st_sum_empty
show(torch.zeros(0).sum(), torch.zeros(0, 3).sum(0), torch.zeros(0, dtype=torch.int32).sum().dtype)

# st_sum_dim_none
x = torch.tensor([[1, 2], [3, 4]])
show(torch.sum(x, dim=None), x.sum(dim=()), x.sum(0, True))

# st_sum_half_bf16
show(torch.tensor([0.1, 0.2, 0.3], dtype=torch.float16).sum(), torch.tensor([1.0, 256.0, 1.0], dtype=torch.bfloat16).sum(), torch.tensor([1.0, 2.0], dtype=torch.float16).sum(dtype=torch.float32))

# st_sum_dup_dim_err
attempt(lambda: torch.zeros(2, 2).sum(dim=(0, 0)))
attempt(lambda: torch.zeros(2, 2).sum(dim=(0, 2)))

# st_prod_dim_dtype
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.prod(x, 1, dtype=torch.float64), torch.tensor([True, True]).prod(), torch.tensor([100, 2], dtype=torch.int8).prod())

# st_prod_keepdim
x = torch.tensor([[1.5, 2.0], [-1.0, 4.0]])
show(x.prod(dim=0, keepdim=True), torch.prod(x), x.prod(-1))

# st_prod_empty
show(torch.zeros(0).prod(), torch.ones(0, 2).prod(dim=0))

# st_std_correction
x = torch.tensor([1.0, 2.0, 3.0, 6.0])
show(torch.std(x), torch.std(x, correction=0), x.std(correction=2), torch.std(x, unbiased=False))

# st_std_dim_tuple
x = torch.arange(12.0).reshape(2, 2, 3)
show(torch.std(x, dim=(0, 1)), torch.var(x, (0,), keepdim=True), x.var(dim=(-1, -2), correction=0))

# st_std_mean
x = torch.tensor([[1.0, 2.0], [3.0, 7.0]])
show(torch.std_mean(x, dim=0), torch.var_mean(x, correction=0))
s, m = torch.var_mean(x, 1, keepdim=True)
show(s, m)

# st_std_int_err
attempt(lambda: torch.std(torch.tensor([1, 2, 3])))
attempt(lambda: torch.tensor([1, 2]).var())

# st_var_positional_unbiased
x = torch.tensor([[1.0, 4.0], [2.0, 8.0]])
show(torch.var(x, 0, False), x.var(1, True, True), x.std(0, True))

# st_var_half_f64
show(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16).var(), torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64).std(correction=0))

# st_cumsum
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.cumsum(x, dim=0), x.cumsum(-1), torch.cumsum(x, 1, dtype=torch.float32))

# st_cumsum_promote
show(torch.tensor([True, True, False]).cumsum(0), torch.tensor([100, 100], dtype=torch.int8).cumsum(0), low_float(torch.cumsum, torch.tensor([1.5, 2.5], dtype=torch.float16), 0))

# st_cumsum_inplace
x = torch.tensor([1.0, 2.0, 3.0])
x.cumsum_(0)
show(x)
y = torch.tensor([[1, 1], [1, 1]])
y.cumsum_(dim=1)
show(y)

# st_cumprod
x = torch.tensor([[1, 2, 3], [2, 2, 2]])
show(torch.cumprod(x, 1), x.cumprod(dim=0, dtype=torch.float64), torch.tensor([2.0, 0.5, -1.0]).cumprod(0))

# st_cumsum_0d_empty
show(torch.cumsum(torch.tensor(3), 0), torch.cumsum(torch.zeros(0), 0), torch.cumsum(torch.tensor(2.5), dim=-1))

# st_cumsum_dim_err
attempt(lambda: torch.tensor([1, 2]).cumsum(1))

# st_median_mode
x = torch.tensor([[3.0, 1.0, 2.0, 4.0], [5.0, 5.0, 0.0, 1.0]])
show(torch.median(x), x.median(dim=1), torch.mode(x, 1))

# st_median_mode_int
x = torch.tensor([4, 1, 4, 1, 3])
show(x.median(), torch.mode(x), torch.median(x, 0, keepdim=True))

# st_nanmedian
x = torch.tensor([1.0, float('nan'), 3.0, 2.0])
show(torch.median(x), torch.nanmedian(x), x.nanmedian(dim=0))

# st_amax_amin_tuple
x = torch.tensor([[[1, 8], [3, 2]], [[7, 0], [5, 6]]])
show(torch.amax(x, dim=(0, 2)), x.amin(dim=(-1, 1), keepdim=True), torch.amax(x, 1))

# st_aminmax
x = torch.tensor([[2.0, -1.0], [0.5, 9.0]])
show(torch.aminmax(x), torch.aminmax(x, dim=1, keepdim=True))
lo, hi = x.aminmax(dim=0)
show(lo, hi)

# st_logsumexp_dims
x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
show(torch.logsumexp(x, dim=1), x.logsumexp(dim=(0, 1)), torch.logsumexp(x, 0, keepdim=True))

# ut_all_any_dim
x = torch.tensor([[True, False], [True, True]])
show(torch.all(x, dim=0), x.any(dim=1, keepdim=True), torch.all(torch.tensor([], dtype=torch.bool)), torch.any(torch.zeros(0)))

# ut_all_any_dtype
x = torch.tensor([1, 0, 2], dtype=torch.uint8)
show(torch.all(x), x.any(), torch.tensor([0.5, 0.0]).all(), torch.tensor([0.5, 0.0]).any(dim=0))

# ut_all_any_dim_tuple
x = torch.tensor([[[True, False]], [[True, True]]])
show(torch.any(x, dim=(0, 1)), x.all(dim=(1, 2)), torch.all(x, dim=(0, 2), keepdim=True))

# ut_all_any_int_float
show(torch.tensor([[1, 2], [0, 3]]).all(dim=1), torch.tensor([-0.0, float('nan')]).any(), torch.tensor([3], dtype=torch.int8).all())

# ut_diff_n
x = torch.tensor([1, 4, 9, 16, 25])
show(torch.diff(x), torch.diff(x, n=2), x.diff(n=0), torch.diff(x, n=5))

# ut_diff_prepend_append
x = torch.tensor([1, 4, 9])
show(torch.diff(x, prepend=torch.tensor([0]), append=torch.tensor([10, 20])), torch.diff(x, append=torch.tensor([9])))

# ut_diff_2d_dim
x = torch.tensor([[1, 3, 6], [2, 2, 0]])
show(torch.diff(x, dim=0), x.diff(dim=-1, prepend=torch.zeros(2, 1, dtype=torch.int64)), torch.diff(x, n=2, dim=1))

# ut_diff_bool_float
show(torch.diff(torch.tensor([True, True, False, True])), torch.diff(torch.tensor([0.5, 0.25, 1.0], dtype=torch.float16)))

# ut_diff_0d_err
attempt(lambda: torch.diff(torch.tensor(1)))

# ut_diff_prepend_shape_err
attempt(lambda: torch.diff(torch.zeros(2, 3), dim=1, prepend=torch.zeros(3, 1)))

# ut_diff_prepend_promote
show(torch.diff(torch.tensor([1, 2]), prepend=torch.tensor([0.5])))
# mp_broadcast_to
x = torch.tensor([1, 2, 3])
y = torch.broadcast_to(x, (2, 3))
show(y, y.stride(), x.broadcast_to((3, 2, 3)).shape, torch.broadcast_to(x, size=[1, 3]))

# mp_broadcast_to_neg1
x = torch.tensor([[1], [2]])
show(torch.broadcast_to(x, (-1, 3)), x.broadcast_to((2, 2, -1)).shape)

# mp_broadcast_to_err
attempt(lambda: torch.broadcast_to(torch.tensor([1, 2, 3]), (3, 2)))

# mp_broadcast_tensors
a, b = torch.broadcast_tensors(torch.tensor([[1], [2]]), torch.tensor([10, 20, 30]))
show(a, b, a.shape, b.stride())

# mp_broadcast_tensors_three
r = torch.broadcast_tensors(torch.tensor(1.5), torch.zeros(2, 1), torch.ones(3))
show([t.shape for t in r], r[0].dtype)

# mp_broadcast_tensors_err
attempt(lambda: torch.broadcast_tensors(torch.zeros(3), torch.zeros(2)))

# mp_broadcast_shapes
show(torch.broadcast_shapes((2, 1), (3,)), torch.broadcast_shapes((1,), (4, 1, 1), ()))

# mp_cat_neg_dim
a = torch.tensor([[1, 2], [3, 4]])
b = torch.tensor([[5], [6]])
show(torch.cat([a, b], dim=-1), torch.cat((a, a), -2))

# mp_cat_empty_legacy
x = torch.tensor([[1.0, 2.0]])
show(torch.cat([torch.tensor([]), x]), torch.cat([x, torch.tensor([]), x], dim=0))

# mp_cat_empty_2d
show(torch.cat([torch.zeros(0, 2), torch.ones(1, 2)], 0), torch.cat([torch.zeros(2, 0), torch.ones(2, 1)], dim=1))

# mp_concat_alias
a = torch.tensor([[1, 2]])
show(torch.concat([a, a], dim=1), torch.concatenate((a, a), axis=0), torch.concat((a, a)))

# mp_cat_dtype_promote
show(torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])]), torch.cat([torch.tensor([True]), torch.tensor([3], dtype=torch.int8)]))
show(torch.cat([torch.tensor([1.0], dtype=torch.float16), torch.tensor([2.0], dtype=torch.bfloat16)]))

# mp_cat_dim_err
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(2, 2)], dim=2))

# mp_cat_shape_err
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(3, 3)]))
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(2)], dim=1))

# mp_cat_empty_list_err
attempt(lambda: torch.cat([]))

# mp_cat_0d_err
attempt(lambda: torch.cat([torch.tensor(1), torch.tensor(2)]))

# mp_cat_tuple_from_generator
parts = [torch.full((1, 2), i) for i in range(3)]
show(torch.cat(parts), torch.cat(tuple(parts), dim=1))

# mp_stack_dims
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
show(torch.stack([a, b]), torch.stack([a, b], dim=1), torch.stack((a, b), -1).shape)

# mp_stack_dtype_promote
show(torch.stack([torch.tensor([1, 2]), torch.tensor([0.5, 1.5])]), torch.stack([torch.tensor(True), torch.tensor(2)]))

# mp_stack_err_shape
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(3)]))

# mp_stack_dim_err
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(2)], dim=3))

# mp_stack_empty_list_err
attempt(lambda: torch.stack([]))

# mp_stack_0d
show(torch.stack([torch.tensor(1.0), torch.tensor(2.0)]), torch.stack([torch.tensor(1)], 0).shape)

# mp_unsqueeze_positions
x = torch.tensor([[1, 2, 3]])
show(x.unsqueeze(0).shape, torch.unsqueeze(x, -1).shape, x.unsqueeze(1).shape, x.unsqueeze(dim=-3).shape)
x.unsqueeze_(0)
show(x.shape)

# mp_unsqueeze_err
attempt(lambda: torch.tensor([1, 2]).unsqueeze(3))
attempt(lambda: torch.tensor(1).unsqueeze(-2))

# mp_flip_dims
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.flip(x, dims=(0,)), x.flip(-1), x.flip(0, 1), torch.flip(x, [0, 1]))

# mp_fliplr_flipud
x = torch.tensor([[1, 2], [3, 4]])
show(torch.fliplr(x), torch.flipud(x), x.fliplr().is_contiguous())

# mp_flip_dup_err
attempt(lambda: torch.flip(torch.zeros(2, 2), (0, 0)))
attempt(lambda: torch.flip(torch.zeros(2, 2), (2,)))

# mp_flip_bool_half_0d
show(torch.tensor([True, False, False]).flip(0), torch.tensor([1.5, 2.5], dtype=torch.float16).flip(0), torch.tensor(4).flip(0))

# mp_movedim
x = torch.zeros(2, 3, 4)
show(torch.movedim(x, 0, -1).shape, torch.movedim(x, (0, 1), (2, 0)).shape, x.moveaxis(-1, 0).shape, torch.moveaxis(x, [0], [1]).shape)

# mp_movedim_values
x = torch.arange(6).reshape(2, 3)
show(torch.movedim(x, 1, 0), x.movedim(0, 1).is_contiguous())

# mp_movedim_err
attempt(lambda: torch.movedim(torch.zeros(2, 3), (0, 0), (0, 1)))
attempt(lambda: torch.movedim(torch.zeros(2, 3), (0, 1), (0,)))
attempt(lambda: torch.movedim(torch.zeros(2, 3), 2, 0))

# mp_permute_forms
x = torch.arange(24).reshape(2, 3, 4)
show(x.permute(2, 0, 1).shape, x.permute((1, 0, 2)).shape, torch.permute(x, dims=[2, 1, 0]).shape, x.permute(-1, 0, 1).is_contiguous())
show(torch.arange(6).reshape(2, 3).permute(1, 0))

# mp_permute_err
x = torch.zeros(2, 3, 4)
attempt(lambda: x.permute(0, 1))
attempt(lambda: x.permute(0, 1, 1))
attempt(lambda: x.permute(0, 1, 3))

# mp_reshape_forms
x = torch.arange(6)
show(x.reshape(-1), x.reshape(2, -1), x.reshape((3, 2)), torch.reshape(x, (-1, 1)).shape, torch.tensor([7]).reshape(()))

# mp_reshape_err
attempt(lambda: torch.arange(6).reshape(4, -1))
attempt(lambda: torch.arange(6).reshape(-1, -1))
attempt(lambda: torch.arange(6).reshape(5))

# mp_view_noncontig
x = torch.arange(6).reshape(2, 3)
show(x.t().reshape(-1), x.t().reshape(6).is_contiguous())
attempt(lambda: x.t().view(-1))

# mp_reshape_empty
show(torch.zeros(0, 3).reshape(-1, 3).shape, torch.zeros(0).reshape(2, 0).shape)
attempt(lambda: torch.zeros(0, 3).reshape(-1, 0))

# mp_roll
x = torch.tensor([1, 2, 3, 4, 5])
show(torch.roll(x, 1), torch.roll(x, -2, 0), x.roll(7), x.roll(shifts=-1))

# mp_roll_2d
x = torch.arange(6).reshape(2, 3)
show(torch.roll(x, 1), torch.roll(x, shifts=(1, 1), dims=(0, 1)), x.roll((2,), (1,)), torch.roll(x, -1, dims=1))

# mp_roll_err
attempt(lambda: torch.roll(torch.zeros(2, 2), (1, 2), 0))
attempt(lambda: torch.roll(torch.zeros(2, 2), 1, 2))

# mp_squeeze
x = torch.zeros(1, 2, 1, 3)
show(x.squeeze().shape, x.squeeze(0).shape, torch.squeeze(x, -2).shape, x.squeeze(1).shape)

# mp_squeeze_tuple
x = torch.zeros(1, 2, 1, 1)
show(x.squeeze((0, 2)).shape, torch.squeeze(x, dim=(0, -1)).shape, x.squeeze((1,)).shape)

# mp_squeeze_inplace
x = torch.zeros(1, 3, 1)
x.squeeze_()
show(x.shape)
y = torch.zeros(1, 3, 1)
y.squeeze_(0)
show(y.shape)

# mp_squeeze_err
attempt(lambda: torch.zeros(1, 2).squeeze(2))
attempt(lambda: torch.zeros(1, 2).squeeze((0, 0)))

# mp_squeeze_0d
show(torch.tensor(5).squeeze(), torch.tensor(5).squeeze(0), torch.tensor([[7]]).squeeze())

# mp_tile
x = torch.tensor([1, 2])
show(torch.tile(x, (2,)), x.tile((2, 1)), torch.tile(x, [2, 2]))

# mp_tile_fewer_reps
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(x.tile((2,)), x.tile(2).shape, torch.tile(x, (1, 1, 2)).shape)

# mp_repeat
x = torch.tensor([1, 2])
show(x.repeat(2, 3), x.repeat((2,)), x.repeat(1, 2, 1).shape)

# mp_repeat_err
attempt(lambda: torch.zeros(2, 2).repeat(2))
attempt(lambda: torch.zeros(2).repeat(-1))

# mp_repeat_interleave
x = torch.tensor([1, 2, 3])
show(torch.repeat_interleave(x, 2), x.repeat_interleave(torch.tensor([1, 2, 3])), x.repeat_interleave(torch.tensor([1, 0, 2]), output_size=3))

# mp_repeat_interleave_2d
x = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(x, 2, dim=0), x.repeat_interleave(torch.tensor([1, 2]), dim=1), torch.repeat_interleave(x, 2))

# mp_repeat_interleave_tensor_only
show(torch.repeat_interleave(torch.tensor([2, 0, 1])), torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor(3)))

# mp_repeat_interleave_err
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2, 3]), torch.tensor([1, 2])), interleave_message)
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1, -1])))
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# mp_unbind
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.unbind(x), x.unbind(1), len(x.unbind(dim=-1)))
a, b = x.unbind()
show(a, b)

# mp_unbind_err
attempt(lambda: torch.tensor(3).unbind())
attempt(lambda: torch.zeros(2, 2).unbind(2))

# mp_take
x = torch.tensor([[10, 20, 30], [40, 50, 60]])
show(torch.take(x, torch.tensor([0, 5, -1])), x.take(torch.tensor([[1, 2], [3, 4]])), x.t().take(torch.tensor([1])))

# mp_take_err
attempt(lambda: torch.take(torch.tensor([1, 2]), torch.tensor([0.0])))

# mp_take_along_dim
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
idx = torch.argsort(x, dim=1)
show(torch.take_along_dim(x, idx, dim=1), torch.take_along_dim(x, torch.tensor([5, 0])), x.take_along_dim(torch.tensor([[0], [2]]), 1))

# mp_take_along_dim_bcast
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
show(torch.take_along_dim(x, torch.tensor([[2, 0]]), dim=1), torch.take_along_dim(x, x.argmax(dim=0, keepdim=True), dim=0))

# mp_take_along_dim_err
attempt(lambda: torch.take_along_dim(torch.zeros(2, 3), torch.tensor([0, 1]), dim=1))
attempt(lambda: torch.take_along_dim(torch.zeros(2, 3), torch.tensor([[0.0]]), dim=1))

# mp_tensordot
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(a, b, dims=1), torch.tensordot(a, b, dims=([1], [0])), torch.tensordot(a, a, dims=2))
show(torch.tensordot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), dims=0))

# mp_tensordot_int
show(torch.tensordot(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 0], [0, 1]]), dims=([0], [1])))

# mp_tensordot_err
attempt(lambda: torch.tensordot(torch.zeros(2, 3), torch.zeros(2, 4), dims=([1], [0])))
attempt(lambda: torch.tensordot(torch.zeros(2, 3), torch.zeros(3, 4), dims=-1))

# mp_vecdot
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
y = torch.tensor([1.0, -1.0])
show(torch.linalg.vecdot(x, y), torch.linalg.vecdot(x, x, dim=0), torch.linalg.vecdot(torch.tensor([1.0, 2.0], dtype=torch.float64), torch.tensor([3.0, 4.0], dtype=torch.float64)))

# mp_vecdot_err
attempt(lambda: torch.linalg.vecdot(torch.zeros(3), torch.zeros(2)))

# mp_matmul_ranks
v = torch.tensor([1.0, 2.0])
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(v @ v, m @ v, v @ m, torch.matmul(m, m), torch.matmul(input=v, other=v))

# mp_matmul_batched
b = torch.arange(8.0).reshape(2, 2, 2)
m = torch.tensor([[1.0, 0.0], [0.0, 2.0]])
show(b @ m, (torch.ones(3, 1, 2, 2) @ b).shape, (b @ torch.tensor([1.0, 1.0])).shape)

# mp_matmul_int_half
show(torch.tensor([[1, 2], [3, 4]]) @ torch.tensor([[1], [1]]), matmul_cuda(torch.tensor([[1.0, 2.0]], dtype=torch.float16), torch.tensor([[2.0], [0.5]], dtype=torch.float16)))

# mp_matmul_err
attempt(lambda: torch.zeros(2, 3) @ torch.zeros(2, 3))
attempt(lambda: torch.zeros(3) @ torch.zeros(2))
attempt(lambda: torch.matmul(torch.tensor(1.0), torch.zeros(2)))

# mp_mT_mH_T
x = torch.arange(6).reshape(2, 3)
show(x.mT, x.mH, x.T, torch.zeros(4, 2, 3).mT.shape, torch.tensor([1, 2]).T)

# mp_mT_1d_err
attempt(lambda: torch.tensor([1, 2]).mT)

# mp_expand_dims_chain
x = torch.tensor([1.0, 2.0])
show(x[None, :, None].shape, x.unsqueeze(0).unsqueeze(-1).shape, x.expand(3, 2))
# rt_max_unpack_index
x = torch.tensor([[1, 7], [4, 2]])
r = x.max(dim=0)
v, i = r
show(v, i, r[0], r[1], r[-1], len(r))

# rt_fields
x = torch.tensor([[3.0, 1.0], [2.0, 5.0]])
r = torch.min(x, 1)
show(r.values, r.indices, r.indices.dtype, r.values.dtype)

# rt_topk_print
show(torch.topk(torch.tensor([[1, 9, 3], [8, 2, 7]]), 2))

# rt_kthvalue_print
show(torch.kthvalue(torch.tensor([[1.0, 9.0, 3.0]]), 2, dim=1, keepdim=True))

# rt_mode_print
show(torch.mode(torch.tensor([[1, 2, 2], [3, 3, 1]]), 0))

# rt_median_print
show(torch.median(torch.tensor([[1.0, 5.0, 3.0], [2.0, 2.0, 8.0]]), dim=1, keepdim=True))

# rt_sort_print_int
show(torch.tensor([3, 1, 2], dtype=torch.int8).sort())

# rt_tuple_convert
r = torch.max(torch.tensor([1.0, 3.0, 2.0]), 0)
show(tuple(r))
show(list(r))

# rt_in_fstring
r = torch.tensor([4, 8, 6]).max(0)
show(f"max {r.values.item()} at {r.indices.item()}")
show(f"{r.values}")

# rt_iteration
r = torch.sort(torch.tensor([2, 1]))
for t in r:
    show(t)

# rt_type_name
r = torch.tensor([1, 2]).max(0)
show(type(r).__name__)
show(type(torch.sort(torch.tensor([1]))).__name__)

# rt_isinstance_tuple
r = torch.tensor([1, 2]).topk(1)
show(isinstance(r, tuple), len(r))

# rt_slice
r = torch.sort(torch.tensor([3, 1, 2]))
show(r[:1])
show(r[1:])

# rt_aminmax_print
show(torch.aminmax(torch.tensor([3, -1, 2])))

# rt_cummax_cummin_print
x = torch.tensor([1, 3, 2, 5])
show(torch.cummax(x, 0))
show(x.cummin(dim=0))

# rt_in_list
x = torch.tensor([[2, 1], [0, 3]])
show([x.max(0), x.min(1)])

# rt_unique_plain_tuple
r = torch.unique(torch.tensor([2, 2, 1]), return_counts=True)
show(type(r).__name__, len(r))

# rt_std_mean_plain_tuple
r = torch.std_mean(torch.tensor([1.0, 2.0, 3.0]))
show(type(r).__name__, r)

# rt_max_keepdim_shapes
x = torch.zeros(2, 3, 4)
r = torch.max(x, dim=1, keepdim=True)
show(r.values.shape, r.indices.shape, torch.max(x, -1).values.shape)

# rt_median_even_lower
x = torch.tensor([4.0, 1.0, 3.0, 2.0])
show(x.median(), torch.median(x, 0))

# rt_mode_ties_smallest
show(torch.mode(torch.tensor([3, 1, 3, 1, 2])), torch.tensor([2.0, 2.0, 5.0, 5.0]).mode())

# rt_indexing_out_of_range
r = torch.tensor([1, 2]).max(0)
attempt(lambda: r[2])

# rt_attribute_err
r = torch.tensor([1, 2]).max(0)
attempt(lambda: r.value)

# rt_sort_values_used
x = torch.tensor([[3, 1, 2], [9, 8, 7]])
s = x.sort(dim=1)
show(s.values[:, -1], x.gather(1, s.indices), s.indices.flip(-1))

# rt_topk_unpack_kw
vals, idx = torch.topk(torch.tensor([0.1, 0.7, 0.2]), k=2, dim=-1, largest=True, sorted=True)
show(vals, idx)

# rt_max_of_0d
r = torch.tensor(3.0).max(dim=0)
show(r)

# rt_max_empty_dim_ok
r = torch.zeros(3, 0).max(dim=0)
show(r.values.shape, r.indices.shape)
attempt(lambda: torch.zeros(3, 0).max(dim=1))

# kw_argmax_input_kw
x = torch.tensor([[1, 5], [7, 2]])
show(torch.argmax(input=x, dim=1), torch.argmin(x, dim=0, keepdim=False))

# kw_sum_positional_keepdim_dtype
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
show(torch.sum(x, 1, True, dtype=torch.int16), x.sum(0, keepdim=True, dtype=torch.float64))

# kw_cat_tensors_kw
show(torch.cat(tensors=[torch.tensor([1]), torch.tensor([2])], dim=0), torch.stack(tensors=[torch.tensor(1), torch.tensor(2)]))

# kw_where_names
show(torch.where(condition=torch.tensor([True, False]), input=torch.tensor([1, 2]), other=torch.tensor([3, 4])))

# kw_topk_kw_k
show(torch.topk(torch.tensor([1, 3, 2]), k=1, largest=False))

# kw_roll_kw_names
show(torch.roll(torch.tensor([1, 2, 3]), shifts=1, dims=0), torch.flip(torch.tensor([1, 2, 3]), dims=[0]))

# kw_repeat_interleave_kw
show(torch.repeat_interleave(torch.tensor([1, 2]), repeats=2, dim=0), torch.tensor([5, 6]).repeat_interleave(repeats=torch.tensor([0, 3])))

# kw_tile_dims_kw
show(torch.tile(torch.tensor([1, 2]), dims=(2,)), torch.tensor([[1]]).repeat(repeats=(1, 2)))

# kw_reshape_shape_kw
show(torch.reshape(torch.arange(4), shape=(2, 2)), torch.arange(4).reshape(shape=(4, 1)).shape)

# kw_squeeze_unsqueeze_dim_kw
show(torch.unsqueeze(torch.tensor([1, 2]), dim=0), torch.squeeze(torch.zeros(1, 2), dim=0).shape)

# kw_movedim_kw
show(torch.movedim(torch.zeros(2, 3), source=0, destination=1).shape, torch.moveaxis(torch.zeros(2, 3, 4), source=(0, 1), destination=(1, 2)).shape)

# kw_std_dim_correction_kw
x = torch.tensor([[1.0, 2.0], [4.0, 8.0]])
show(torch.std(x, dim=1, correction=0, keepdim=True), x.var(dim=None, correction=1))

# kw_searchsorted_kw_names
show(torch.searchsorted(sorted_sequence=torch.tensor([1, 3, 5]), input=torch.tensor([4]), right=False))

# kw_diff_names
show(torch.diff(input=torch.tensor([1, 4, 6]), n=1, dim=0, prepend=None, append=None))

# kw_linspace_dtype_device
show(torch.linspace(0, 4, steps=3, dtype=torch.int32, device='cpu'))

# kw_take_along_dim_kw
show(torch.take_along_dim(input=torch.tensor([[1, 2]]), indices=torch.tensor([[1, 0]]), dim=1))

# kw_tensordot_kw
show(torch.tensordot(a=torch.tensor([1.0, 2.0]), b=torch.tensor([3.0, 4.0]), dims=1))

# er_positional_type_errs
attempt(lambda: torch.tensor([1, 2]).argmax(dim='0'))
attempt(lambda: torch.topk(torch.tensor([1.0, 2.0]), 1.5))

# er_cat_not_tensor
attempt(lambda: torch.cat([torch.tensor([1]), [2]]))

# er_stack_not_list
attempt(lambda: torch.stack(torch.tensor([1, 2])))

# er_unsqueeze_no_dim
attempt(lambda: torch.tensor([1]).unsqueeze())

# er_repeat_interleave_out_size_err
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1, 2]), output_size=2))

# er_full_list_fill
attempt(lambda: torch.full((2,), [1, 2]))

# er_eye_float_err
attempt(lambda: torch.eye(2.5))

# er_arange_str
attempt(lambda: torch.arange('3'))

# er_finfo_str_err
attempt(lambda: torch.finfo('float32'))

# er_broadcast_to_few_dims
attempt(lambda: torch.broadcast_to(torch.zeros(2, 3), (3,)))

# er_tile_neg
attempt(lambda: torch.tile(torch.tensor([1, 2]), (-1,)))

# er_tensordot_list_mismatch
attempt(lambda: torch.tensordot(torch.zeros(2, 3), torch.zeros(3, 2), dims=([0, 1], [0])))

# er_flip_no_dims
attempt(lambda: torch.flip(torch.tensor([1, 2])))

# er_roll_no_shift
attempt(lambda: torch.roll(torch.tensor([1, 2])))

# er_searchsorted_dtype_mismatch_out
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([[1]]), sorter=torch.tensor([0, 1.0])))

# er_topk_dim_err
attempt(lambda: torch.topk(torch.zeros(2, 2), 1, dim=2))

# er_kthvalue_k_big
attempt(lambda: torch.tensor([[1, 2], [3, 4]]).kthvalue(3, 1))

# er_unique_consecutive_neg_dim_err
attempt(lambda: torch.unique_consecutive(torch.zeros(2, 2), dim=-3))

# er_var_dim_err
attempt(lambda: torch.zeros(2, 2).var(dim=2))

# er_mean_dtype_int_err
attempt(lambda: torch.tensor([1.0, 2.0]).mean(dtype=torch.int64))

# dv_sort_dtypes_loop
for dt in [torch.int16, torch.int32, torch.float64, torch.bfloat16]:
    x = torch.tensor([3, -1, 2], dtype=dt)
    show(x.sort().values, x.argsort(descending=True), x.max(), x.argmin())

# dv_cumsum_dtypes_loop
for dt in [torch.uint8, torch.int16, torch.float16, torch.bool]:
    x = torch.tensor([1, 1, 0, 1]).to(dt)
    c = low_float(torch.cumsum, x, 0) if x.dtype == torch.float16 else x.cumsum(0)
    show(c, c.dtype)

# dv_prod_sum_dtypes_loop
for dt in [torch.uint8, torch.int8, torch.int32, torch.bool, torch.float16]:
    x = torch.tensor([1, 2, 3]).to(dt)
    show(x.sum().dtype, (low_float(torch.prod, x) if x.dtype == torch.float16 else x.prod()).dtype, x.sum(dim=0, keepdim=True).dtype)

# dv_unique_dtypes_loop
for dt in [torch.int16, torch.uint8, torch.float64, torch.bfloat16]:
    show(torch.unique(torch.tensor([2, 0, 2, 1]).to(dt), return_counts=True))

# dv_topk_dtypes_loop
for dt in [torch.int32, torch.uint8, torch.float64]:
    show(torch.tensor([5, 1, 9, 3]).to(dt).topk(2))

# dv_flip_roll_dtypes
for dt in [torch.bool, torch.int8, torch.bfloat16]:
    x = torch.tensor([1, 0, 1, 1]).to(dt)
    show(x.flip(0), x.roll(1), torch.cat([x, x]).dtype)

# dv_searchsorted_dtypes
for dt in [torch.int32, torch.float64, torch.int8]:
    s = torch.tensor([1, 3, 5]).to(dt)
    show(torch.searchsorted(s, torch.tensor([3, 4]).to(dt)))

# dv_mean_std_dtypes
for dt in [torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=dt)
    show(x.mean(), x.std(), x.var(correction=0))

# dv_where_dtypes
c = torch.tensor([True, False])
for dt in [torch.uint8, torch.int16, torch.float16, torch.bfloat16]:
    r = torch.where(c, torch.tensor([1, 2]).to(dt), 7)
    show(r, r.dtype)

# dv_nonzero_dtypes
for dt in [torch.uint8, torch.int16, torch.bfloat16, torch.float64]:
    show(torch.tensor([0, 3, 0, 1]).to(dt).nonzero().flatten())

# dv_tril_dtypes
for dt in [torch.int8, torch.float64, torch.bool]:
    show(torch.ones(2, 2, dtype=dt).tril(-1))

# dv_eye_like_dtypes
for dt in [torch.int16, torch.bfloat16, torch.uint8]:
    show(torch.eye(2).to(dt), torch.zeros_like(torch.eye(2).to(dt)).dtype)

# dv_argmax_keepdim_dtypes
for dt in [torch.int16, torch.float16, torch.float64]:
    x = torch.tensor([[1, 4], [3, 2]]).to(dt)
    show(x.argmax(1, True), x.argmin(dim=0))

# dv_median_mode_dtypes
for dt in [torch.int8, torch.float16, torch.float64]:
    x = torch.tensor([3, 1, 1, 2]).to(dt)
    show(low_float(torch.median, x), low_float(torch.mode, x)) if x.dtype == torch.float16 else show(x.median(), x.mode())

# dv_kthvalue_dtypes
for dt in [torch.int16, torch.float64]:
    show(torch.tensor([9, 7, 8]).to(dt).kthvalue(2))

# dv_diff_dtypes
for dt in [torch.uint8, torch.int8, torch.float16]:
    d = torch.tensor([3, 1, 4]).to(dt).diff()
    show(d, d.dtype)

# dv_repeat_interleave_dtypes
for dt in [torch.bool, torch.float16, torch.int8]:
    show(torch.tensor([1, 0]).to(dt).repeat_interleave(2))

# dv_matmul_dtypes
for dt in [torch.float64, torch.bfloat16, torch.int32]:
    a = torch.tensor([[1, 2], [3, 4]]).to(dt)
    show(matmul_cuda(a, a), matmul_cuda(a, a).dtype)

# dv_all_any_dtypes
for dt in [torch.int8, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([[1, 0], [2, 3]]).to(dt)
    show(x.all(dim=1), x.any(), x.all().dtype)

# x_new_creation_methods
x = torch.zeros(2, 3, dtype=torch.float16)
show(x.new_zeros(4), x.new_full((2,), 3), x.new_ones(2, dtype=torch.int8), x.new_tensor([1, 2]), x.new_empty(3).shape, x.new_empty((2, 2)).dtype)

# x_new_tensor_int_base
x = torch.tensor([1, 2])
show(x.new_tensor([1.5, 2.5]), x.new_zeros((2, 2)), x.new_ones(1).dtype, x.new_full((1,), 2.5))

# x_fill_and_empty
e = torch.empty(3).fill_(2)
show(e, torch.empty(2, dtype=torch.int32).fill_(7), torch.empty(0).fill_(1.0))

# x_nonzero_unpack_T
x = torch.tensor([[0, 2], [3, 0]])
r, c = x.nonzero().T
show(r, c)
for i, j in x.nonzero().tolist():
    show(i, j, x[i, j].item())

# x_where_tolist
x = torch.tensor([-1.0, 2.0, -3.0, 4.0])
show(torch.where(x > 0)[0].tolist(), torch.where(x > 0, x, torch.zeros_like(x)).tolist())

# x_searchsorted_clamp
s = torch.tensor([0.0, 1.0, 2.0])
show(torch.searchsorted(s, torch.tensor([-1.0, 0.5, 5.0])).clamp(max=len(s) - 1))

# x_unique_inverse_reshape
x = torch.tensor([[5, 3], [3, 9]])
u, inv = torch.unique(x.flatten(), return_inverse=True)
show(inv.reshape(x.shape), u[inv].reshape(2, 2))

# x_flip_neg_dims_3d
x = torch.arange(8).reshape(2, 2, 2)
show(torch.flip(x, dims=[-1, -2]), torch.roll(x, shifts=-1, dims=-1))

# x_tensordot_list_of_lists
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(6.0).reshape(3, 2)
show(torch.tensordot(a, b, dims=[[0, 1], [1, 0]]), torch.tensordot(a, b, dims=([1, 0], [0, 1])))

# x_stack_0d_list_sum
vals = [torch.tensor(float(i)) for i in range(4)]
s = torch.stack(vals)
show(s, s.sum(), s.mean().item())

# x_expand_as_broadcast_same
x = torch.tensor([[1], [2]])
y = torch.zeros(2, 3)
show(x.expand_as(y), torch.broadcast_to(y, y.shape).shape, x.expand(-1, 2))

# x_diff_append_slice
x = torch.tensor([[1, 2], [4, 8], [9, 3]])
show(torch.diff(x, dim=0, append=x[-1:]), torch.diff(x, dim=0, prepend=x[:1]))

# x_arange_tolist_floats
show(torch.arange(0, 1, 0.25).tolist(), torch.linspace(0, 1, 3).tolist(), torch.arange(3).tolist())

# x_finfo_arith
show(torch.finfo(torch.float32).max * 2, torch.finfo(torch.float16).eps * 1024, torch.iinfo(torch.int64).min, torch.iinfo(torch.int8).max + 1)

# x_full_int64_max
show(torch.full((2,), torch.iinfo(torch.int64).max), torch.tensor(9223372036854775807), torch.tensor([torch.iinfo(torch.int64).min]))

# x_tensor_overflow_err
attempt(lambda: torch.tensor([-1], dtype=torch.uint8))
attempt(lambda: torch.tensor([300], dtype=torch.uint8))

# x_prod_large
show(torch.prod(torch.arange(1, 21)), torch.arange(1, 22).prod(), torch.arange(1, 6, dtype=torch.int32).prod())

# x_sort_inverse_perm
x = torch.tensor([30, 10, 20])
i = x.sort().indices
show(i, i.argsort(), x[i][i.argsort()])

# x_matmul_mT_mH_float
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
show(torch.matmul(x, x.mT), x.mH @ x, (x.T @ x).shape)

# x_tile_repeat_zero
x = torch.tensor([1, 2])
show(torch.tile(x, (0,)), x.repeat(0, 2).shape, torch.zeros(2, 2).repeat(1, 0).shape)

# x_repeat_interleave_neg_dim
x = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(x, 2, dim=-1), x.repeat_interleave(torch.tensor([2, 1]), dim=-2))

# x_take_along_dim_neg_dim
x = torch.tensor([[3, 1, 2], [9, 7, 8]])
show(torch.take_along_dim(x, x.argsort(dim=-1), dim=-1), torch.take_along_dim(x, x.argmax(-1, keepdim=True), -1))

# x_movedim_neg_both
x = torch.zeros(2, 3, 4)
show(torch.movedim(x, -1, -3).shape, torch.movedim(x, (-1, -2), (0, 1)).shape)

# x_squeeze_empty_tuple
x = torch.zeros(1, 2, 1)
show(x.squeeze(()).shape, torch.squeeze(x, (-1,)).shape)

# x_permute_0d
show(torch.tensor(5).permute(()), torch.tensor(5).permute([]).shape)

# x_reshape_from_size
x = torch.arange(6).reshape(2, 3)
show(x.reshape(x.shape[0], -1).shape, x.view(torch.Size([3, 2])), x.reshape(*x.shape[::-1]).shape, x.reshape(x.size()).shape)

# x_dtype_queries
x = torch.tensor([1, 2])
show(torch.can_cast(x.dtype, torch.int32), torch.promote_types(torch.int8, torch.uint8).is_signed, torch.get_default_dtype(), x.dtype == torch.long)

# x_result_type_0d_pair
show(torch.result_type(torch.tensor(1, dtype=torch.int8), torch.tensor(2.0, dtype=torch.float64)), torch.result_type(torch.tensor(1), 1.0))

# x_all_uint8_keepdim
x = torch.tensor([[1, 2], [0, 3]], dtype=torch.uint8)
show(torch.all(x, 1, keepdim=True), torch.any(x, dim=-1), x.all(0).dtype)

# x_positional_keepdim
x = torch.tensor([[1.0, 5.0], [4.0, 2.0]])
show(torch.max(x, 1, True), torch.argmax(x, 1, True), torch.sum(x, 0, True), torch.mean(x, 1, True))

# x_cumsum_bool_int32
x = torch.tensor([True, False, True])
show(torch.cumsum(x, dim=0, dtype=torch.int32), torch.cumsum(x, 0).flip(0), x.cumsum(0).dtype, torch.tensor([1, 2], dtype=torch.int32).cumsum(0).dtype)

# x_std_unbiased_keepdim_kw
x = torch.tensor([[1.0, 3.0], [2.0, 6.0]])
show(torch.std(x, dim=0, keepdim=True, unbiased=False), torch.var(x.bfloat16(), dim=1, correction=0), torch.mean(x.half(), dim=0, dtype=torch.float64))

# x_cummax_ties_2d
x = torch.tensor([[1, 3, 3, 2], [2, 2, 1, 5]])
show(torch.cummax(x, dim=1), torch.cummin(x, 0).indices)

# x_kthvalue_neg_dim_1d
show(torch.kthvalue(torch.tensor([5, 2, 8]), 1, -1), torch.msort(torch.tensor([3, -2, 1], dtype=torch.int8)))

# x_topk_3d_shape
x = torch.arange(24.0).reshape(2, 3, 4)
r = torch.topk(x, 2, dim=-1)
show(r.values.shape, r.indices[0, 0], torch.topk(x, 1, dim=1, largest=False).indices.flatten())

# x_sort_2d_desc_stable
x = torch.tensor([[1, 1, 0], [2, 0, 2]])
show(torch.sort(x, dim=0, descending=True, stable=True), torch.sort(x, dim=1, descending=True, stable=True).indices)

# x_linspace_index
show(torch.linspace(0, 1, 5)[torch.tensor([0, 4])], torch.arange(10).view(2, 5).sum(1).tolist())

# x_eye_nonzero
show(torch.eye(3).bool().nonzero(), torch.eye(2, 3).nonzero(as_tuple=True))

# x_item_types
show(torch.tensor(3).item(), torch.tensor(2.5).item(), torch.tensor(True).item(), type(torch.tensor(3).item()).__name__, type(torch.tensor(1.0, dtype=torch.float16).item()).__name__)

