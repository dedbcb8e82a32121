# Twin of tests/golden/corpus_py7.cst (its tensors live on cuda:0): a twin
# computes on the cpu, so where the golden prints a tensor's device, is_cuda,
# legacy type name or a tensor's text inside a string, the twin writes what
# PyTorch prints for cuda:0 (text() and _r() below; Host() for the tensors
# the golden moves to the cpu).
import math  # noqa: F401
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import Host, attempt, show, text  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def _s(v):
    """str(v), with a tensor as on cuda:0."""
    return text(v)


def _r(v):
    """repr(v), with a tensor as on cuda:0."""
    return text(v, False)


def _f(v, spec=""):
    """format(v, spec): a 0-d tensor formats its item, any other tensor its str."""
    if isinstance(v, torch.Tensor) and v.dim() > 0 and spec == "":
        return text(v)
    return format(v, spec)


# py_listcomp_rows
x = torch.tensor([[1, 2], [3, 4], [5, 6]])
show([r.sum() for r in x])

# py_listcomp_items
x = torch.tensor([[1.5, 2.0], [3.25, -4.0]])
show([r.sum().item() for r in x])

# py_dictcomp_tensors
names = ['a', 'b', 'c']
d = {n: torch.full((2,), i) for i, n in enumerate(names)}
show(d)

# py_setcomp_items
x = torch.tensor([3, 1, 3, 2, 1])
show({v.item() for v in x})

# py_unpack_rows
t = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
a, b = t
show(a, b)

# py_unpack_star
t = torch.arange(5)
first, *rest = t
show(first, rest)

# py_unpack_star_mid
t = torch.arange(6).reshape(3, 2)
a, *mid, z = t
show(a, mid, z)

# py_unpack_wrong_count
def f():
    a, b = torch.arange(3)
    return a
attempt(f)

# py_unpack_0d
def f():
    a, b = torch.tensor(5)
    return a
attempt(f)

# py_iter_0d
def f():
    return [v for v in torch.tensor(1.0)]
attempt(f)

# py_iter_1d
for v in torch.tensor([1, 2, 3], dtype=torch.int8):
    show(v, v.dim(), v.dtype)

# py_enumerate_rows
for i, row in enumerate(torch.eye(2)):
    show(i, row)

# py_zip_tensors
for a, b in zip(torch.tensor([1, 2, 3]), torch.tensor([10.0, 20.0])):
    show(a + b)

# py_sorted_1d
show(sorted(torch.tensor([3, 1, 2])))

# py_sorted_key_item
ts = [torch.tensor(2.5), torch.tensor(-1.0), torch.tensor(0.5)]
show(sorted(ts, key=lambda t: t.item()))

# py_sum_list_tensors
show(sum([torch.tensor([1, 2]), torch.tensor([3, 4])]))

# py_sum_1d_tensor
show(sum(torch.tensor([1.5, 2.5, 3.0])))

# py_sum_start
show(sum([torch.ones(2), torch.ones(2)], torch.zeros(2)))

# py_max_builtin_1d
show(max(torch.tensor([3, 7, 2])), min(torch.tensor([3, 7, 2])))

# py_max_builtin_list0d
show(max([torch.tensor(1.5), torch.tensor(4.0), torch.tensor(-2.0)]))

# py_len_tensor
show(len(torch.zeros(4, 2)), len(torch.tensor([])))

# py_len_0d_err
attempt(lambda: len(torch.tensor(3)))

# py_in_tensor
t = torch.tensor([1, 2, 3])
show(2 in t, 5 in t, 2.0 in t)

# py_in_tensor_2d
t = torch.tensor([[1, 2], [3, 4]])
show(4 in t, torch.tensor([1, 2]) in t)

# py_bool_single
show(bool(torch.tensor([0])), bool(torch.tensor([2.5])), bool(torch.tensor(0.0)))

# py_bool_ambiguous
attempt(lambda: bool(torch.tensor([1, 2])))

# py_if_ambiguous
def f():
    if torch.tensor([True, False]):
        return 1
    return 0
attempt(f)

# py_bool_empty_err
attempt(lambda: bool(torch.tensor([])))

# py_not_tensor
show(not torch.tensor(0), not torch.tensor([3]))

# py_and_or_tensor
x = torch.tensor(0)
show(x or torch.tensor(5), torch.tensor(2) and torch.tensor(3))

# py_fstring_item
loss = torch.tensor(0.123456)
show(f"loss {loss.item():.3f}")

# py_fstring_0d_spec
loss = torch.tensor(2.0, dtype=torch.float64) / 3
show(f"{loss:.2f} {loss:8.4f}|")

# py_fstring_0d_plain
show(f"{_f(torch.tensor(3.5))} {_f(torch.tensor(7))} {_f(torch.tensor(True))}")

# py_fstring_1d_plain
show(f"x = {_f(torch.tensor([1, 2]))}")

# py_fstring_1d_spec_err
def f():
    return f"{torch.tensor([1.0, 2.0]):.2f}"
attempt(f)

# py_fstring_repr
t = torch.tensor([0.5])
show(f"{_r(t)}")

# py_format_method
show('{}'.format(torch.tensor(1.25)), '{:.1f}'.format(torch.tensor(1.25)))

# py_format_builtin
show(format(torch.tensor(42), '05d'), format(torch.tensor(0.5), '.1%'))

# py_str_0d
show(_s(torch.tensor(2.5)), _r(torch.tensor([1])))

# py_dtype_str
show(_s(torch.float32), _r(torch.int64), torch.bfloat16, [torch.half, torch.bool])

# py_device_str
show(torch.device('cuda:0'), _r(torch.device('cuda', 0)), _s(torch.device('cpu')))

# py_device_fields
d = torch.device('cuda:1')
show(d.type, d.index, torch.device('cpu').index)

# py_size_index
s = torch.zeros(2, 3, 4).shape
show(s[0], s[-1], s[1:], type(s[1:]).__name__)

# py_size_eq_tuple
s = torch.ones(2, 3).size()
show(s == (2, 3), s == [2, 3], s == torch.Size([2, 3]), s != (3, 2))

# py_size_numel
show(torch.Size([2, 3, 4]).numel(), torch.Size([]).numel(), torch.Size([0, 5]).numel())

# py_size_concat
s = torch.zeros(2, 3).shape
show(s + (4,), (1,) + s, s + torch.Size([5]))

# py_size_unpack
b, c = torch.zeros(5, 7).shape
show(b * c, len(torch.zeros(5, 7).shape))

# py_size_tuple_list
s = torch.zeros(2, 1, 3).shape
show(tuple(s), list(s), isinstance(s, tuple))

# py_size_dim_neg
x = torch.zeros(2, 3, 4)
show(x.size(-1), x.size(0), x.size(dim=1))

# py_size_dim_err
attempt(lambda: torch.zeros(2, 3).size(2))

# py_dim_ndim_numel
x = torch.zeros(3, 0, 2)
show(x.dim(), x.ndim, x.numel(), x.nelement(), torch.numel(x))

# py_is_floating_point
show(torch.zeros(1).dtype.is_floating_point, torch.tensor([1]).dtype.is_floating_point, torch.is_floating_point(torch.zeros(1, dtype=torch.half)))

# py_element_size
show([torch.zeros(1, dtype=d).element_size() for d in [torch.bool, torch.uint8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]])

# py_contig_stride
x = torch.zeros(2, 3)
show(x.is_contiguous(), x.stride(), x.t().is_contiguous(), x.t().stride(), x.stride(1))

# py_stride_slice
x = torch.arange(12).reshape(3, 4)[:, ::2]
show(x.stride(), x.is_contiguous(), x.storage_offset(), x[1:].storage_offset())

# py_tolist_dtypes
show(torch.tensor([1.5, 2.0]).tolist(), torch.tensor([True, False]).tolist(), torch.tensor([1, 2], dtype=torch.uint8).tolist())

# py_tolist_half
show(torch.tensor([0.1, 1.0 / 3], dtype=torch.float16).tolist(), torch.tensor([0.1], dtype=torch.bfloat16).tolist())

# py_tolist_f32
show(torch.tensor([0.1, 1e-8]).tolist())

# py_tolist_0d
show(torch.tensor(3).tolist(), torch.tensor(2.5).tolist(), torch.zeros(2, 0).tolist())

# py_item_dtypes
show(torch.tensor(1, dtype=torch.int8).item(), torch.tensor(True).item(), torch.tensor(0.1, dtype=torch.float16).item(), torch.tensor(0.1).item())

# py_int_float_0d
show(int(torch.tensor(3.9)), int(torch.tensor(-3.9)), float(torch.tensor(2)), float(torch.tensor([7])))

# py_int_multi_err
attempt(lambda: int(torch.tensor([1, 2])))

# py_float_multi_err
attempt(lambda: float(torch.zeros(2, 2)))

# py_int_bool
show(int(torch.tensor(True)), bool(torch.tensor(-0.0)), float(torch.tensor([[True]])))

# py_finfo_fields
fi = torch.finfo(torch.float32)
show(fi.eps, fi.max, fi.min, fi.tiny, fi.bits, fi.resolution)

# py_finfo_half
fi = torch.finfo(torch.float16)
show(fi.eps, fi.max, fi.tiny, fi.bits, fi.resolution, fi.dtype)

# py_finfo_default
show(torch.finfo().bits, torch.finfo(torch.double).eps)

# py_iinfo_fields
for d in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    ii = torch.iinfo(d)
    show(ii.bits, ii.min, ii.max, ii.dtype)

# cr_tensor_mixed_bool_int
show(torch.tensor([True, 2, 3]), torch.tensor([1, 2.5]), torch.tensor([[True, False], [1.5, 0]]))

# cr_tensor_ragged
attempt(lambda: torch.tensor([[1, 2], [3]]))

# cr_tensor_ragged_deep
attempt(lambda: torch.tensor([[1, 2], 3]))

# cr_tensor_empty
x = torch.tensor([])
show(x, x.shape, x.dtype)

# cr_tensor_empty_nested
x = torch.tensor([[]])
show(x, x.shape, torch.tensor([[], []]).shape)

# cr_tensor_from_0d
s = torch.tensor(3.5)
show(torch.tensor(s), torch.tensor(s).dtype)

# cr_tensor_list_0d
show(torch.tensor([torch.tensor(1), torch.tensor(2)]))

# cr_tensor_list_0d_float
show(torch.tensor([torch.tensor(1.5), torch.tensor(2.0)], dtype=torch.float64))

# cr_tensor_dtype_kw
show(torch.tensor([1, 2], dtype=torch.float16), torch.tensor([1.7, -1.7], dtype=torch.int32), torch.tensor([0, 3], dtype=torch.bool))

# cr_tensor_big_int
show(torch.tensor([2 ** 40, -1]), torch.tensor([2 ** 40]).dtype)

# cr_tensor_nested_tuple
show(torch.tensor(((1, 2), (3, 4))), torch.tensor([(1.0, 2.0)]))

# cr_tensor_str_err
attempt(lambda: torch.tensor(['a']))

# cr_tensor_none_err
attempt(lambda: torch.tensor([1, None]))

# cr_arange_float_step
show(torch.arange(0, 1, 0.25), torch.arange(0, 1, 0.3), torch.arange(1.0, 2.0, 0.1).shape)

# cr_arange_neg_step
show(torch.arange(5, 0, -1), torch.arange(1.0, 0.0, -0.25), torch.arange(10, 0, -3))

# cr_arange_empty
show(torch.arange(0), torch.arange(3, 3), torch.arange(0).dtype)

# cr_arange_wrong_sign
attempt(lambda: torch.arange(0, 5, -1))

# cr_arange_zero_step
attempt(lambda: torch.arange(0, 5, 0))

# cr_arange_dtype_infer
show(torch.arange(5).dtype, torch.arange(5.0).dtype, torch.arange(0, 5, 1.0).dtype, torch.arange(5, dtype=torch.float64))

# cr_arange_int_float_end
show(torch.arange(1, 2.5), torch.arange(-1.5, 1))

# cr_linspace_steps
show(torch.linspace(0, 1, 1), torch.linspace(0, 1, 0), torch.linspace(2, 3, 2), torch.linspace(0, 1, 5))

# cr_linspace_neg_steps
attempt(lambda: torch.linspace(0, 1, -1))

# cr_linspace_int_dtype
show(torch.linspace(0, 10, 5, dtype=torch.int64), torch.linspace(-1, 1, 3, dtype=torch.float64))

# cr_logspace
show(torch.logspace(0, 2, 3), torch.logspace(0, 1, 1), torch.logspace(0, 3, 4, base=2))

# cr_full_infer
show(torch.full((2,), True), torch.full((2,), 7), torch.full((2,), 1.5), torch.full([1, 2], -1).dtype)

# cr_full_dtype
show(torch.full((2, 2), 3, dtype=torch.float16), torch.full((), 4.0), torch.full((0,), 1))

# cr_zeros_ones_sizes
show(torch.zeros((2, 1)), torch.ones([3]), torch.zeros(torch.Size([1, 2]), dtype=torch.int8), torch.ones(()).shape)

# cr_zeros_empty_size
show(torch.zeros(0), torch.zeros(2, 0), torch.ones(0, 3).shape)

# cr_zeros_neg
attempt(lambda: torch.zeros(-1))

# cr_empty_neg
attempt(lambda: torch.empty(2, -3))

# cr_like_dtype
x = torch.tensor([1, 2, 3])
show(torch.zeros_like(x, dtype=torch.float32), torch.ones_like(x, dtype=torch.bool), torch.full_like(x, 2.7), torch.full_like(x, 2.7, dtype=torch.float64))

# cr_like_shape
x = torch.zeros(2, 3, dtype=torch.float16)
show(torch.ones_like(x).dtype, torch.empty_like(x).shape, torch.zeros_like(x.t()).shape)

# cr_eye
show(torch.eye(2), torch.eye(2, 3), torch.eye(3, 1, dtype=torch.int64), torch.eye(0).shape)

# cr_eye_neg
attempt(lambda: torch.eye(-1))

# cr_stack_loop
rows = []
for i in range(3):
    rows.append(torch.full((2,), float(i)))
show(torch.stack(rows), torch.stack(rows, dim=1).shape)

# cr_cat_loop
parts = []
for i in range(1, 4):
    parts.append(torch.arange(i))
show(torch.cat(parts), torch.cat(parts).shape)

# cr_stack_empty_list
attempt(lambda: torch.stack([]))

# cr_cat_empty_list
attempt(lambda: torch.cat([]))

# cr_stack_mismatch
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(3)]))

# cr_stack_tuple_gen
show(torch.stack(tuple(torch.tensor([i, i * i]) for i in range(3))))

# cv_clone_copy
x = torch.tensor([1.0, 2.0])
y = x.clone()
y[0] = 9.0
z = torch.zeros(2)
z.copy_(x)
show(x, y, z)

# cv_copy_dtype_bcast
z = torch.zeros(2, 2, dtype=torch.int32)
z.copy_(torch.tensor([1.9, -2.9]))
show(z)

# cv_copy_bad_shape
attempt(lambda: torch.zeros(2).copy_(torch.ones(3)))

# cv_to_dtype
x = torch.tensor([1.6, -1.6, 0.0])
show(x.to(torch.int64), x.to(torch.bool), x.to(dtype=torch.float16), x.to(torch.float32) is x)

# cv_type_dtype
x = torch.tensor([1.6, -2.5])
show(x.type(torch.int32), x.type(torch.float64).dtype, x.type().replace('torch.', 'torch.cuda.'))

# cv_type_str
x = torch.tensor([1, 2])
show(Host(x.type('torch.DoubleTensor')), x.int().type().replace('torch.', 'torch.cuda.'))

# cv_short_methods
x = torch.tensor([1.5, -0.5, 0.0])
show(x.float(), x.double(), x.long(), x.int(), x.half(), x.bool(), x.short(), x.byte() if False else x.bfloat16(), x.char())

# cv_bool_to_float
show(torch.tensor([True, False]).float(), torch.tensor([True, False]).long().sum())

# cv_half_precision
show(torch.tensor([1.0001, 65504.0, 70000.0]).half(), torch.tensor([3.14159]).bfloat16())

# cv_to_int8_wrap
show(torch.tensor([127, 128, 255, -129]).to(torch.int8), torch.tensor([300, -1]).to(torch.uint8))

# cv_float_nan_to_int
show(torch.tensor([1e10]).to(torch.int32).dtype, torch.tensor([2.5, -2.5]).long())

# cv_seed_repeat
torch.manual_seed(3)
a = torch.rand(3)
torch.manual_seed(3)
b = torch.rand(3)
show(torch.equal(a, b), a.shape)

# pr_list_tensors
show([torch.tensor(1), torch.tensor([2.5, 3.0])])

# pr_dict_tensor
show({'a': torch.tensor([1, 2]), 'b': 3})

# pr_tuple_tensors
show((torch.tensor(True),), (torch.zeros(2, dtype=torch.int8), torch.ones(1)))

# pr_nested_2d
show({'w': torch.eye(2)})

# pr_list_dtypes_sizes
show([torch.float32, torch.zeros(2, 3).shape, torch.device('cuda:0')])

# pr_dict_repr_str
d = {'loss': torch.tensor(0.5)}
show(_s(d), _r([torch.tensor([1])]))

# pr_fstring_list
ts = [torch.tensor(1.5), torch.tensor(2.0)]
show(f"{text(ts)}")

# pr_fstring_dict_items
d = {'x': torch.tensor(3), 'y': torch.tensor(4)}
show(', '.join(f"{_f(k)}={_f(v.item())}" for k, v in d.items()))

# pr_fstring_shape
x = torch.zeros(2, 3)
show(f"shape={_f(x.shape)} dtype={_f(x.dtype)} numel={_f(x.numel())} size={_f(tuple(x.size()))}")

# pr_fstring_eq
t = torch.tensor(2)
show(f"t={_r(t)}")

# pr_percent_format
show('%.2f and %d' % (torch.tensor(1.234), torch.tensor(7)))

# pr_finfo_print
show(torch.finfo(torch.float16))

# pr_iinfo_print
show(torch.iinfo(torch.int8))

# pr_finfo_bf16
fi = torch.finfo(torch.bfloat16)
show(fi.eps, fi.max, fi.min, fi.tiny, fi.resolution)

# pr_finfo_f64_tensor
x = torch.zeros(1, dtype=torch.float64)
show(torch.finfo(x.dtype).eps, torch.finfo(x.dtype).bits)

# pr_can_cast_all
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.bool, torch.uint8), torch.can_cast(torch.int64, torch.bool))

# pr_promote_types_mix
show(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bfloat16, torch.float16), torch.promote_types(torch.bool, torch.int16))

# pr_result_type_scalars
show(torch.result_type(torch.tensor([1]), 1.0), torch.result_type(torch.tensor([1.0], dtype=torch.float16), 2), torch.result_type(torch.tensor(1), torch.tensor([1], dtype=torch.int8)))

# pr_is_tensor
show(torch.is_tensor(torch.tensor(1)), torch.is_tensor(1), torch.is_tensor([torch.tensor(1)]), torch.numel(torch.zeros(3, 2)))

# pr_isinstance_tensor
show(isinstance(torch.zeros(1), torch.Tensor), type(torch.zeros(1)).__name__, isinstance(torch.float32, torch.dtype))

# pr_dtype_attrs
show(torch.float16.is_floating_point, torch.int8.is_signed, torch.uint8.is_signed, torch.bool.is_signed, torch.float64.is_complex)

# pr_dtype_eq
show(torch.float32 == torch.float, torch.int64 == torch.long, torch.float16 != torch.bfloat16, torch.double is torch.float64)

# it_row_unpack_loop
for x, y in torch.tensor([[1, 2], [3, 4]]):
    show(x * 10 + y)

# it_row_inplace_view
t = torch.zeros(2, 3)
for i, row in enumerate(t):
    row += i + 1
show(t)

# it_row_rebind_noeffect
t = torch.ones(2)
for v in t:
    v = v * 5
show(t)

# it_print_star
t = torch.tensor([1.5, 2.0, -3.0])
show(*t, sep=', ')

# it_print_star_rows
show(*torch.arange(4).reshape(2, 2))

# it_list_tuple_of_tensor
t = torch.tensor([[1, 2], [3, 4]])
show(list(t), tuple(torch.tensor([7, 8])))

# it_map_int_float
t = torch.tensor([1.7, -2.2, 3.0])
show(list(map(int, t)), [float(v) for v in t.half()], list(map(bool, torch.tensor([0, 2]))))

# it_reversed
show(list(reversed(torch.tensor([1, 2, 3]))))

# it_sorted_reverse
show(sorted(torch.tensor([2.5, -1.0, 7.0]), reverse=True))

# it_sorted_2d_err
attempt(lambda: sorted(torch.tensor([[3, 1], [2, 4]])))

# it_zip_star_transpose
t = torch.tensor([[1, 2, 3], [4, 5, 6]])
for a, b in zip(*t):
    show(a.item(), b.item())

# it_sum_bool
t = torch.tensor([3, -1, 4, -5])
show(sum(t > 0), sum(t < 0).item())

# it_sum_gen_numel
params = [torch.zeros(3, 4), torch.zeros(4), torch.zeros(2, 2, 2)]
show(sum(p.numel() for p in params))

# it_max_key
ts = [torch.tensor([1, 2, 3]), torch.tensor([9]), torch.tensor([4, 5])]
show(max(ts, key=len), min(ts, key=lambda t: t.sum().item()))

# it_torch_max_two
show(torch.max(torch.tensor([1, 2]), torch.tensor([3, 0])), torch.sum(torch.tensor([[1, 2], [3, 4]])))

# it_unbind_chunk_unpack
t = torch.arange(6).reshape(2, 3)
a, b = t.unbind()
c, d = t.chunk(2, dim=0)
e, f = t.split([1, 2], dim=1)
show(a, b, c, d, e.shape, f.shape)

# it_nested_unpack
(a, b), c = torch.tensor([[1, 2], [3, 4]]), torch.tensor(5)
show(a, b, c)

# it_nested_comp
t = torch.tensor([[1, 2], [3, 4]])
show([[v.item() * 2 for v in row] for row in t])

# it_comp_cond
t = torch.tensor([3, -1, 0, 7])
show([v for v in t if v > 0])

# it_dict_comp_stats
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show({k: getattr(x, k)().item() for k in ['sum', 'mean', 'max', 'min']})

# it_range_len
t = torch.tensor([5, 6, 7])
show([t[i].item() for i in range(len(t))], [t[i].item() for i in range(t.shape[0] - 1, -1, -1)])

# it_while_any
t = torch.tensor([5, 3, 8])
n = 0
while (t > 0).any():
    t = t - 2
    n += 1
show(n, t)

# it_if_numel
t = torch.zeros(0)
if t.numel():
    show('nonempty')
else:
    show('empty', t.numel() == 0)

# cvt_int_nan
attempt(lambda: int(torch.tensor(float('nan'))))

# cvt_int_inf
attempt(lambda: int(torch.tensor(float('inf'))))

# cvt_float_nan
show(float(torch.tensor(float('nan'))), float(torch.tensor(-float('inf'))), int(torch.tensor(2 ** 40)))

# cvt_item_types
show([type(torch.tensor(1, dtype=d).item()).__name__ for d in [torch.bool, torch.uint8, torch.int32, torch.float16, torch.bfloat16, torch.float64]])

# cvt_item_compare
t = torch.tensor(2.0)
show(t.item() == 2, t.item().is_integer(), isinstance(t.item(), float), round(torch.tensor(2.71828).item(), 2))

# cvt_tolist_2d_f32
show(torch.tensor([[0.1, 0.2], [1.0, -0.5]]).tolist())

# cvt_tolist_int8_bf16
show(torch.tensor([-128, 127], dtype=torch.int8).tolist(), torch.tensor([1.1, -2.7], dtype=torch.bfloat16).tolist())

# cvt_tolist_empty
show(torch.empty(0).tolist(), torch.zeros(2, 0, 3).tolist(), torch.zeros(0, 2).tolist())

# cvt_tolist_eq
show(torch.arange(3).tolist() == [0, 1, 2], torch.tensor(range(4)), torch.tensor(list(range(2, 5))))

# cvt_as_tensor
x = torch.as_tensor([1, 2])
show(x, torch.as_tensor(3.5), torch.as_tensor([1, 2], dtype=torch.float64))

# cvt_0d_index
t = torch.tensor(4.5)
show(t[()], t[None], t[None].shape, t[...])

# cvt_0d_index_err
attempt(lambda: torch.tensor(4.5)[0])

# cvt_new_methods
x = torch.tensor([1, 2], dtype=torch.int16)
show(x.new_zeros(2), x.new_ones((1, 2)), x.new_full((2,), 7), x.new_tensor([3, 4]), x.new_empty(3).shape)

# cvt_new_tensor_dtype
x = torch.tensor([1.0], dtype=torch.float64)
show(x.new_tensor([1, 2]), x.new_tensor([1, 2], dtype=torch.int8), x.new_zeros(2, dtype=torch.bool))

# cvt_is_nonzero
show(torch.is_nonzero(torch.tensor([1.5])), torch.is_nonzero(torch.tensor(0)))

# cvt_is_nonzero_err
attempt(lambda: torch.is_nonzero(torch.tensor([1, 2])))

# sz_str_repr
s = torch.zeros(2, 3).shape
show(_s(s), _r(s), len(s), torch.Size([]), torch.Size([]) == ())

# sz_index_err
attempt(lambda: torch.zeros(2, 3).shape[2])

# sz_count_index
s = torch.Size([2, 3, 2])
show(s.count(2), s.index(3), 3 in s, max(s), sum(s))

# sz_slice_neg
s = torch.zeros(4, 5, 6).shape
show(s[-2:], s[::-1], s[:0])

# sz_hash_dict
d = {torch.Size([2, 3]): 'a'}
show(d[(2, 3)], torch.Size([1]) == torch.Size([1]))

# sz_from_size
x = torch.zeros(2, 3)
show(torch.zeros(x.shape).shape, torch.ones(x.size()[::-1]).shape, torch.zeros(*x.shape).shape)

# sz_view_shape
x = torch.arange(6)
show(x.view(torch.Size([2, 3])), x.reshape(x.shape[0] // 2, -1).shape)

# dv_device_fields
x = torch.zeros(2)
show(torch.device('cuda:0'), True, 'cuda', 0, 0)

# dv_cpu_device
x = torch.zeros(2, device='cpu')
show(x.device, x.is_cuda, Host(x), x.get_device())

# dv_device_eq
show(torch.device('cuda') == torch.device('cuda:0'), torch.device('cuda:0') == torch.device('cuda', 0), torch.device('cpu') == 'cpu')

# dt_dict_key
names = {torch.float32: 'f32', torch.float16: 'f16'}
x = torch.zeros(1, dtype=torch.half)
show(names[x.dtype], x.dtype in (torch.float16, torch.bfloat16), _s(x.dtype).split('.')[-1])

# dt_default_dtype
show(torch.get_default_dtype(), torch.tensor([1.5]).dtype == torch.get_default_dtype())

# dt_finfo_arith
show(torch.finfo(torch.float32).eps * 2, torch.iinfo(torch.int32).max + 1, torch.finfo(torch.float16).min, torch.iinfo(torch.uint8).max // 2)

# dt_finfo_clamp
x = torch.tensor([1e30, -1e30, 0.5])
fi = torch.finfo(torch.float16)
show(x.clamp(fi.min, fi.max).half())

# fm_percent_str
t = torch.tensor([1, 2])
show('%s|%s' % (_s(torch.tensor(1.5)), _r(torch.tensor(7))))

# fm_align_item
for name, v in [('loss', torch.tensor(0.25)), ('acc', torch.tensor(0.875))]:
    show(f"{name:>6}: {v.item():7.4f} {v:.1%}")

# fm_int_spec
t = torch.tensor(42)
show(f"{t:5d}|{t:x}|{t:,}|{torch.tensor(1234567):,}")

# fm_bool_spec
show(f"{_f(torch.tensor(True))}|{torch.tensor(False):>6}|{_f(bool(torch.tensor([1])))}")

# fm_float_g
t = torch.tensor(1e-5)
show(f"{t:g} {t:.3e} {_f(t.item())}")

# fm_float16_item
t = torch.tensor(0.1, dtype=torch.float16)
show(f"{_f(t)} {t:.6f} {_r(t.item())}")

# fm_str_format_multi
show('{} {:.2f} {}'.format(torch.tensor(1), torch.tensor(2.5), _r(torch.tensor(3))))

# sh_unpack_in_def
def flat(x):
    b, c, h = x.shape
    return x.reshape(b, c * h)
show(flat(torch.arange(8).reshape(2, 2, 2)))

# sh_unpack_wrong
def g():
    b, c = torch.zeros(2, 3, 4).shape
    return b
attempt(g)

# sh_assert_shape
def check(x):
    assert x.shape == (2, 3), f"bad shape {_f(x.shape)}"
    return 'ok'
attempt(lambda: check(torch.zeros(2, 3)))
attempt(lambda: check(torch.zeros(3, 2)))

# sh_size_plus_list
attempt(lambda: torch.Size([1]) + [2])

# sh_math_prod
x = torch.zeros(2, 3, 4)
show(math.prod(x.shape), x.shape[0] * x.shape[-1], math.prod(x.shape[1:]))

# sh_0d_shape
t = torch.tensor(5)
show(t.shape == (), t.size(), torch.tensor([5]).shape == (1,), len(t.shape), t.dim())

# sh_stride_views
x = torch.arange(6).reshape(2, 3)
show(x.t().stride(), x.unsqueeze(0).stride(), x.expand(4, 2, 3).stride(), x[:, 1].stride(), x[1].stride())

# sh_contig_views
x = torch.arange(6).reshape(2, 3)
show(x.t().is_contiguous(), x.t().contiguous().is_contiguous(), x[:, 0].is_contiguous(), x[0].is_contiguous(), x[:, :1].is_contiguous())

# sh_expand_numel
x = torch.tensor([1, 2, 3]).expand(4, 3)
show(x.numel(), x.stride(), x.is_contiguous(), x.contiguous().stride())

# sh_clone_strides
x = torch.arange(6).reshape(2, 3).t()
show(x.clone().stride(), x.clone().is_contiguous(), x.contiguous().stride())

# sh_to_strides
x = torch.arange(6).reshape(2, 3).t()
show(x.to(torch.float64).stride(), x.float().stride())

# sh_size_errors
x = torch.zeros(2, 3)
attempt(lambda: x.size(5))
attempt(lambda: x.shape[5])
attempt(lambda: x.view(4))

# cv_identity
x = torch.tensor([1.0, 2.0])
show(x.float() is x, x.to(x.dtype) is x, x.clone() is x, x.contiguous() is x, x.type(torch.float32) is x, x.double() is x)

# cv_int_trunc
show(torch.tensor([1.5, -1.5, 2.9, -2.9]).int(), int(torch.tensor(-0.5)), torch.tensor([0.5, -0.5]).long())

# cv_bool_nan
show(bool(torch.tensor(float('nan'))), torch.tensor([float('nan'), 0.0, -0.0]).bool())

# cv_int_small_dtypes
show(int(torch.tensor(255, dtype=torch.uint8)), int(torch.tensor(-1, dtype=torch.int8)), float(torch.tensor(7, dtype=torch.int64)), int(torch.tensor(True)))

# cv_half_item_special
show(torch.tensor(65504, dtype=torch.float16).item(), torch.tensor(float('inf'), dtype=torch.float16).item(), torch.tensor(1e-8, dtype=torch.float16).item())

# cv_tensor_overflow_f32
show(torch.tensor(1e40), torch.tensor(1e40, dtype=torch.float64), torch.tensor(-1e-50))

# cv_tolist_special
show(torch.tensor([float('nan'), float('inf'), -0.0, 1e300], dtype=torch.float64).tolist())

# cv_item_special
show(torch.tensor(-0.0).item(), torch.tensor(float('nan')).item(), torch.tensor(-float('inf')).item())

# cv_uint8_wrap_sub
show(torch.tensor([1, 2], dtype=torch.uint8) - 3, torch.tensor([250], dtype=torch.uint8) + 10)

# cv_bool_arith
show(torch.tensor(True) + 1, torch.tensor(True) + True, torch.tensor([True, False]) * 2.5)

# cv_cpu_roundtrip
x = torch.tensor([1.5, 2.5])
y = x.cpu()
show(Host(y), y.device, y.tolist(), x.to('cpu').is_cuda, y)

# cv_to_same_device
x = torch.tensor([1.5])
show(True, True)

# cv_half_float_roundtrip
show(torch.tensor([0.1, 1000.7, 3.14159]).half().float(), torch.tensor([0.1, 3.14159]).bfloat16().double())

# cr_tensor_list_mixed_0d
show(torch.tensor([torch.tensor(1), torch.tensor(2.5)]), torch.tensor([torch.tensor(1, dtype=torch.int8), 2]).dtype, torch.tensor([1, torch.tensor(2.5, dtype=torch.float64)]).dtype)

# cr_tensor_0d_bool_list
show(torch.tensor([torch.tensor(True), False]), torch.tensor([[torch.tensor(1)], [2]]))

# cr_arange_float_sizes
show(torch.arange(0, 1, 0.1).shape, torch.arange(0, 0.3, 0.1), torch.arange(-1, 1, 0.4).shape, torch.arange(0.5, 2.5, 0.5))

# cr_arange_float_neg
show(torch.arange(1, 10, 2.5), torch.arange(10, 1, -2.5), torch.arange(0, -3, -1), torch.arange(0.0, 1.0, 0.25, dtype=torch.float64))

# cr_arange_int_dtype_float_step
show(torch.arange(0, 5, 1.5, dtype=torch.int64), torch.arange(0, 5.5), torch.arange(2.5).dtype)

# cr_arange_kw
show(torch.arange(start=2, end=8, step=3), torch.arange(end=3), torch.arange(1, 4, dtype=torch.float16))

# cr_linspace_more
show(torch.linspace(0, 1, steps=2, dtype=torch.int32), torch.linspace(5, 5, 3), torch.linspace(1, 0, 3), torch.linspace(-1, 1, steps=1))

# cr_linspace_float_steps
attempt(lambda: torch.linspace(0, 1, 2.0))

# cr_logspace_more
show(torch.logspace(0, 1, 0), torch.logspace(-1, 1, 3, dtype=torch.float64), torch.logspace(1, 3, 3, base=2.0))

# cr_full_special
show(torch.full((2,), float('nan')), torch.full((2, 2), -0.0), torch.full((2,), True, dtype=torch.float32), torch.full((1,), 2.5, dtype=torch.int64))

# cr_zeros_kw_size
show(torch.zeros(2, dtype=torch.bool), torch.ones(2, 2, dtype=torch.uint8), torch.ones(size=(2,)), torch.zeros(size=[1, 2]))

# cr_zeros_0d
show(torch.zeros([]), torch.zeros(()), torch.ones([]).shape, torch.empty(()).dim())

# cr_eye_more
show(torch.eye(2, 0), torch.eye(1), torch.eye(2, dtype=torch.bool), torch.eye(3)[1], torch.eye(2, m=3))

# cr_stack_rows_back
x = torch.tensor([[1, 2], [3, 4]])
show(torch.stack([r for r in x]), torch.stack(list(x.unbind(1)), 1), torch.stack([torch.tensor(1), torch.tensor(2)]))

# cr_cat_legacy_empty
show(torch.cat([torch.tensor([]), torch.tensor([1.0, 2.0])]), torch.cat([torch.tensor([1]), torch.tensor([2.5])]))

# cr_stack_mixed_dtype
show(torch.stack([torch.tensor([1]), torch.tensor([1.5])]), torch.cat([torch.zeros(1, dtype=torch.int8), torch.ones(1, dtype=torch.uint8)]))

# cr_stack_type_errs
attempt(lambda: torch.stack([1, 2]))
attempt(lambda: torch.cat((torch.zeros(2), 5)))
attempt(lambda: torch.cat(torch.zeros(2)))

# ct_contains_errs
attempt(lambda: 'x' in torch.zeros(2))
attempt(lambda: None in torch.zeros(2))

# ct_contains_more
t = torch.tensor([[1.5, 2.0], [float('nan'), 4.0]])
show(1.5 in t, float('nan') in t, True in torch.tensor([0, 1]), torch.tensor([2.0, 4.0]) in t, 3 in torch.tensor([]))

# ct_list_plus_tensor
attempt(lambda: [1, 2] + torch.tensor([1]))

# pr_list_2d
show([torch.eye(2), torch.zeros(1)])

# pr_dict_of_lists
show({'a': [torch.tensor(1), torch.tensor(2)], 'b': (torch.zeros(2, dtype=torch.int8),)})

# pr_end_sep
t = torch.tensor([1.0])
show(t, end='')
show(' after')
show(t, t.dtype, sep='\n')
show(t.tolist(), t.dtype, sep=' | ')

# pr_empty_variants
show(torch.tensor([], dtype=torch.int64), torch.zeros(0, 3), torch.empty(2, 0), _r(torch.tensor([])))

# pr_finfo_iinfo_more
show(torch.iinfo(torch.int64))
show(torch.iinfo(torch.uint8))
show(torch.finfo(torch.float64))
show(torch.finfo(torch.bfloat16))
show(torch.finfo(torch.float32))

# pr_finfo_compare
fi = torch.finfo(torch.float32)
show(fi.max > 1e38, fi.eps < 1e-6, torch.iinfo(torch.int16).min, type(torch.iinfo(torch.int8).max).__name__, type(fi.eps).__name__)

# fm_special_floats
show(f"{torch.tensor(float('nan')):.2f}|{_f(torch.tensor(-0.0))}|{_f(torch.tensor(1e20))}|{_f(torch.tensor(0.1, dtype=torch.float64))}")

# fm_binary
show(f"{torch.tensor(5, dtype=torch.uint8):08b}|{_f(format(torch.tensor(3.0), ''))}|{_s(torch.tensor([1]))}")

# fm_str_align
show('{:>10}|{:<6}|{:^7}'.format(torch.tensor(1.5), torch.tensor(2), torch.tensor(True)))

# fm_empty_fstring
show(f"{_f(torch.zeros(0))}")

# fm_loop_log
losses = [torch.tensor(0.9), torch.tensor(0.45), torch.tensor(0.225)]
for epoch, loss in enumerate(losses, start=1):
    show(f"epoch {epoch:02d} loss={loss:.4f} ({loss.item():.2e})")

# fm_join_tolist
t = torch.tensor([1.25, 2.5, 3.75])
show(', '.join(f"{v:.1f}" for v in t), ' '.join(map(str, t.tolist())), ' '.join(_s(v.item()) for v in t.int()))

# q_can_cast_more
show(torch.can_cast(torch.float16, torch.bfloat16), torch.can_cast(torch.uint8, torch.int8), torch.can_cast(torch.int8, torch.uint8), torch.can_cast(torch.float64, torch.float16), torch.can_cast(torch.bool, torch.bool))

# q_promote_types_table
ds = [torch.bool, torch.uint8, torch.int8, torch.int32, torch.float16, torch.bfloat16]
show([_s(torch.promote_types(a, b)).split('.')[-1] for a in ds for b in ds])

# q_result_type_more
show(torch.result_type(torch.tensor([1], dtype=torch.int8), 300), torch.result_type(torch.tensor([True]), 1), torch.result_type(torch.tensor([True]), True), torch.result_type(torch.tensor(1.0, dtype=torch.float64), torch.tensor([1], dtype=torch.int32)))

# q_result_type_two_scalars
attempt(lambda: torch.result_type(1, 2.0))

# q_dtype_signed
show([d.is_signed for d in [torch.bool, torch.uint8, torch.int8, torch.float16, torch.float64]])

# q_dtype_repr_list
show({torch.float32, torch.float32}, sorted([_s(d) for d in [torch.int8, torch.bool, torch.float16]]))

# q_is_floating_point_fn
show(torch.is_floating_point(torch.tensor([1])), torch.tensor([1.0], dtype=torch.bfloat16).is_floating_point(), torch.tensor(1).is_signed(), torch.tensor(1, dtype=torch.uint8).is_signed())

# q_numel_fn
show(torch.numel(torch.tensor(3)), torch.numel(torch.zeros(0, 4)), torch.zeros(2, 3).nelement())

# q_element_size_fn
x = torch.zeros(3, dtype=torch.float64)
show(x.element_size() * x.numel(), x.element_size())

# q_dim_methods
x = torch.zeros(2, 1, 3)
show(x.ndimension(), x.dim(), x.ndim, x.squeeze().ndim, x.shape.numel())

# it_enum_zip_tensors
a = torch.tensor([1, 2, 3])
b = torch.tensor([0.5, 0.25, 0.125])
for i, (x, y) in enumerate(zip(a, b)):
    show(i, (x * y).item())

# it_dict_accumulate
stats = {}
for name, t in [('a', torch.tensor([1.0, 2.0])), ('b', torch.tensor([3.0])), ('a', torch.tensor([4.0]))]:
    stats.setdefault(name, []).append(t)
show({k: torch.cat(v) for k, v in stats.items()})

# it_set_tolist
t = torch.tensor([[3, 1], [1, 2]])
show(set(t.flatten().tolist()), sorted(set(t.view(-1).tolist())), len(set(t.tolist()[0])))

# it_list_of_tensors_sort
ts = [torch.tensor([3, 4]), torch.tensor([1]), torch.tensor([2, 2, 2])]
ts.sort(key=lambda t: t.numel())
show(ts)

# it_filter_map
t = torch.tensor([1, -2, 3, -4])
show(list(filter(lambda v: v > 0, t)), list(map(lambda v: v.item() ** 2, t)))

# it_iter_next
it = iter(torch.tensor([10, 20]))
show(next(it), next(it), next(it, 'done'))

# it_iter_2d_next
it = iter(torch.arange(4).reshape(2, 2))
show(next(it))

# it_generator_tensor_sum
show(sum(t.sum() for t in [torch.ones(2), torch.ones(3)]), sum((torch.ones(2) for _ in range(3)), torch.zeros(2)))

# it_unpack_dict_items
d = {'w': torch.tensor([1.0]), 'b': torch.tensor([0.5])}
for k, v in sorted(d.items()):
    show(k, v)

# it_zip_strict_lengths
show(list(zip(torch.tensor([1, 2, 3]), [10, 20])))

# it_enumerate_2d_shape
for i, row in enumerate(torch.zeros(3, 2)):
    if i == 1:
        show(row.shape, row.dim())

# it_comprehension_stack_scale
x = torch.tensor([1.0, 2.0])
show(torch.stack([x * k for k in range(3)]), torch.cat([x[i:i + 1] * 10 for i in range(2)]))

# it_star_unpack_shape
x = torch.zeros(2, 3, 4)
b, *rest = x.shape
show(b, rest, x.view(b, -1).shape, x.new_zeros(*rest).shape)

# it_swap_rows
t = torch.tensor([[1, 2], [3, 4]])
a, b = t[0].clone(), t[1].clone()
t[0], t[1] = b, a
show(t)

# it_aug_list_tensors
acc = [torch.zeros(2)] * 2
acc[0] = acc[0] + 1
show(acc)

# it_same_object_list
z = torch.zeros(2)
acc = [z] * 2
acc[0] += 1
show(acc)

# bo_bool_if_0d
t = torch.tensor(0.0)
show('yes' if t else 'no', 'yes' if torch.tensor([3]) else 'no', 'yes' if t == 0 else 'no')

# bo_chain_compare
t = torch.tensor(5)
show(0 < t < 10, 0 < t.item() < 3)

# bo_chain_compare_vec
attempt(lambda: 0 < torch.tensor([1, 2]) < 3)

# bo_and_or_vec
attempt(lambda: torch.tensor([1, 2]) and torch.tensor([3]))

# bo_not_vec
attempt(lambda: not torch.tensor([0, 0]))

# bo_empty_if
attempt(lambda: 'y' if torch.zeros(0) else 'n')

# bo_is_none
x = None
show(x is None, torch.tensor(1) is not None, torch.zeros(1) == None)

# bo_eq_none_tensor
show(torch.tensor([1, 2]) == None, torch.tensor([1, 2]) != None)

# bo_tensor_eq_list
show(torch.tensor([1, 2]) == torch.tensor([1, 2]), torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.tensor([1, 2]).tolist() == [1, 2])

# bo_assert_tensor
def f():
    assert torch.tensor([1, 1]).all(), 'not all'
    assert (torch.tensor([1, 0]) > 0).all(), 'not all positive'
attempt(f)

# bo_assert_ambiguous
def f2():
    assert torch.tensor([1, 1])
attempt(f2)

# bo_isclose_allclose
a = torch.tensor([1.0, 2.0])
show(torch.allclose(a, a + 1e-9), bool(torch.isclose(a, a).all()), torch.allclose(a, a + 1))

# nm_item_arith
t = torch.tensor(3)
s = 0
s += t
show(s, type(s).__name__)
s2 = 0.0
s2 += t.item()
show(s2, type(s2).__name__)

# nm_py_num_tensor_ops
t = torch.tensor(2.0)
show(3 - t, 1 / t, 2 ** t, 7 // torch.tensor(2), 7 % torch.tensor(3), -t, abs(torch.tensor(-3)))

# nm_round_tensor
show(round(torch.tensor(2.5).item()), round(torch.tensor(2.675).item(), 2), round(torch.tensor(-0.5).item()))

# nm_divmod_tensor
attempt(lambda: divmod(torch.tensor(7), 2))

# nm_pow_int_neg
attempt(lambda: torch.tensor([2]) ** -1)

# nm_math_funcs_0d
import math
t = torch.tensor(4.0)
show(math.sqrt(t), math.floor(torch.tensor(2.7)), math.isnan(torch.tensor(float('nan'))), math.exp(torch.tensor(0)))

# nm_math_funcs_vec_err
import math
attempt(lambda: math.sqrt(torch.tensor([4.0, 9.0])))

# nm_index_with_0d
xs = [10, 20, 30]
i = torch.tensor(1)
show(xs[i], xs[torch.tensor(2)], 'abc'[torch.tensor(0)], range(10)[torch.tensor(3)])

# nm_index_with_float_0d
attempt(lambda: [1, 2][torch.tensor(1.0)])

# nm_range_tensor
show(list(range(torch.tensor(3))), [i for i in range(torch.tensor(1), torch.tensor(4))])

# nm_hex_bin
show(hex(torch.tensor(255)), bin(torch.tensor(5)), oct(torch.tensor(8)))

# nm_int_of_str
show(int('7') + torch.tensor(1), float('1.5') * torch.tensor(2))

# sz_size_compare
s = torch.Size([2, 3])
show(s < (3,), s > (2,), s == (2, 3, 1), list(s) == [2, 3], s[0] == 2)

# sz_size_mul
s = torch.Size([2, 3])
show(s * 2, type(s * 2).__name__)

# sz_size_unpack_fn
def area(h, w):
    return h * w
show(area(*torch.zeros(4, 5).shape), torch.zeros(4, 5).size(1))

# sz_size_ctor
show(torch.Size((1, 2)), torch.Size(), torch.Size([torch.tensor(3), 4]))

# sz_size_ctor_err
attempt(lambda: torch.Size([1.5]))

