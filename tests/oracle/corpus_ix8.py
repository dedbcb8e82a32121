# Twin of tests/golden/corpus_ix8.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
import cuda_repr  # noqa: E402
from cuda_repr import Host, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings (uint8 indices) are not part of the output.
warnings.filterwarnings("ignore")

# Where Debian's PyTorch 1.13 differs from 2.x, the twin prints what 2.x prints: int32 index
# tensors (2.x takes them; the twin indexes with int64), the index dtype error's wording, which
# names int since 2.0, and index_add's check of the source's shape (its own message in 2.x); a
# 0-d value tensor put by a mask is on cuda:0, so index_put_ does not hand it to masked_fill_.


def ix_names(message):
    """PyTorch 2's wording of the index dtype error."""
    return message.replace("long, byte or bool", "long, int, byte or bool")


def attempt(fn):
    cuda_repr.attempt(fn, ix_names)

# bs_step_3d
x = torch.arange(60).reshape(3, 4, 5)
y = x[::2, 1::2, ::3]
show(y)
show(y.shape, y.stride(), y.storage_offset(), y.is_contiguous())

# bs_stride_offset
x = torch.arange(20).reshape(4, 5)
y = x[1:, 2::2]
show(y.stride(), y.storage_offset(), y.is_contiguous(), y.shape)
show(x[2].storage_offset(), x[:, 3].stride(), x[-1, 1:].storage_offset())

# bs_slice_none_bounds
x = torch.arange(6)
show(x[None:3], x[2:None], x[None:None:2], x[:None])

# bs_slice_tensor_bounds
x = torch.arange(10)
a = torch.tensor(2)
b = torch.tensor(7)
show(x[a:b], x[a:b:a], x[:b], x[b:])

# bs_slice_huge
x = torch.arange(5)
show(x[-1000:1000], x[1000:], x[:-1000], x[::1000], x[-1000:-1000])

# bs_step_larger_than_size
x = torch.arange(7)
show(x[::7], x[::6], x[1::10], x[6::2], x[7::2])

# bs_reverse_range_empty
x = torch.arange(6).reshape(2, 3)
show(x[1:0], x[:, 3:1], x[-1:-2], x[:, 2:1].shape)

# bs_0d_result
x = torch.arange(6.0).reshape(2, 3)
v = x[1, 2]
show(v, v.shape, v.dim(), v.item(), x[-1, -1].ndim, v.numel())

# bs_0d_view_write
x = torch.zeros(2, 3)
v = x[1, 2]
v += 5
w = x[0][1]
w.fill_(3)
x[1][0] = 7
show(x)

# bs_int_each_dim
x = torch.arange(24).reshape(2, 3, 4)
show(x[1], x[:, 2], x[:, :, 3], x[..., -1], x[-1, -1])

# bs_int_oob_dims
x = torch.arange(24).reshape(2, 3, 4)
attempt(lambda: x[2])
attempt(lambda: x[:, 3])
attempt(lambda: x[:, :, -5])
attempt(lambda: x[..., 4])
attempt(lambda: x[1, 1, 4])
attempt(lambda: x[-3, 0])

# bs_int_oob_empty
x = torch.zeros(0, 3)
attempt(lambda: x[0])
attempt(lambda: x[-1])
show(x[:, 0], x[:, 1].shape, x[1:], x[..., 2].shape)

# bs_index_after_none
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[None, 2])
attempt(lambda: x[None, :, 3])
show(x[None, 1], x[:, None, 2])

# bs_ellipsis_only
x = torch.arange(4)
y = x[...]
y[0] = 9
show(x, y.shape, x[..., :].shape, x[:, ...].shape)

# bs_ellipsis_none_everywhere
x = torch.arange(24).reshape(2, 3, 4)
show(x[None, ..., None, 0].shape, x[..., None, :, None].shape, x[0, None, ..., None, 1].shape)

# bs_ellipsis_covers_nothing
x = torch.arange(6).reshape(2, 3)
show(x[0, 1, ...], x[..., 0, 1], x[0, ..., 1], x[0, ..., 1].shape)

# bs_none_0d
x = torch.tensor(3.5)
show(x[None, None], x[None, ...].shape, x[..., None].shape, x[None, None, None].shape)

# bs_bool_python_idx
x = torch.arange(6).reshape(2, 3)
show(x[True].shape, x[False].shape, x[True, 1], x[False, 1].shape, x[:, True].shape)

# bs_neg_step_2d_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[:, ::-1])
attempt(lambda: x[::-2])

# bs_zero_step_2d_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[:, ::0])

# bs_slice_object
x = torch.arange(10)
s = slice(2, 8, 3)
show(x[s], x[slice(None, 3)], x[slice(5, None)], x[slice(None)])

# bs_slice_tuple_built
x = torch.arange(24).reshape(2, 3, 4)
idx = [slice(None)] * 3
idx[1] = 0
show(x[tuple(idx)])
idx[2] = slice(1, 3)
show(x[tuple(idx)])

# bs_tuple_index_var
x = torch.arange(24).reshape(2, 3, 4)
t = (1, 2)
show(x[t], x[(0, -1, -1)], x[()].shape)

# bs_len_iter
x = torch.arange(6).reshape(3, 2)
show(len(x), len(x[1:]), [r.tolist() for r in x[::2]], len(x[5:]))

# bs_iter_rows_write
x = torch.zeros(3, 2)
for i, row in enumerate(x):
    row += i
show(x)

# bs_slice_keeps_dtype
for dt in [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.ones(4, dtype=dt)
    show(x[1:3], x[::2].dtype, x[-1])

# bs_slice_empty_tensor
x = torch.zeros(3, 0)
show(x[1:], x[:, :], x[1], x[1].shape, x[..., ::2].shape)

# bs_slice_chain
x = torch.arange(20)
y = x[2:18][::2][1:-1]
show(y, y.storage_offset(), y.stride())
y[0] = -1
show(x[:8])

# bs_view_of_view_write
x = torch.zeros(4, 4)
x[1:3][:, 1:3] = 1
x[::3, ::3][0, 1] = 2
show(x)

# bs_select_then_slice_set
x = torch.zeros(2, 3, 4)
x[1, :, ::2] = 5
x[0, -1] = torch.arange(4.0)
show(x)

# bs_float_index_err
x = torch.arange(5)
attempt(lambda: x[1.5])
attempt(lambda: x[0, 1.0])

# bs_string_index_err
x = torch.arange(5)
attempt(lambda: x['a'])

# bs_too_many_with_ellipsis
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[0, 0, ...,  0])
attempt(lambda: x[..., 0, 0, 0])
show(x[..., 0, 0, None])

# bs_negative_int_each
x = torch.arange(12).reshape(3, 4)
show(x[-1], x[-3], x[:, -4], x[-2, -3])

# bs_0d_tensor_index_view
x = torch.arange(10)
y = x[torch.tensor(1)]
y += 100
z = x[torch.tensor(2, dtype=torch.int32)]
z += 100
show(x, y.shape)

# bs_0d_tensor_pair_view
x = torch.arange(6).reshape(2, 3)
z = x[torch.tensor(1), torch.tensor(2)]
z += 5
show(x, z)

# bs_0d_tensor_oob
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[torch.tensor(2)])
attempt(lambda: x[:, torch.tensor(-4)])

# bs_0d_bool_tensor
x = torch.arange(6).reshape(2, 3)
show(x[torch.tensor(True)].shape, x[torch.tensor(False)].shape, x[torch.tensor(True), 1], x[:, torch.tensor(False)].shape)

# bs_item_as_index
x = torch.arange(10) * 2
i = torch.tensor([3]).item()
show(x[i], x[int(torch.tensor(4))], x[:torch.tensor(3).item()])

# mk_compare_1d
x = torch.tensor([3.0, -1.0, 0.0, 2.5, -7.0])
show(x[x > 0], x[x <= 0], x[x != 0], x[(x > -2) & (x < 3)], x[~(x < 0)])

# mk_compare_2d
x = torch.arange(12).reshape(3, 4)
show(x[x % 2 == 0], x[x % 5 == 0].shape, x[(x > 3) | (x == 0)])

# mk_row_mask
x = torch.arange(12).reshape(3, 4)
m = x.sum(dim=1) > 10
show(m, x[m], x[m, 1:], x[m][:, -1])

# mk_col_mask
x = torch.arange(12).reshape(3, 4)
m = torch.tensor([True, False, False, True])
show(x[:, m], x[..., m], x[1, m], x[1:, m].shape)

# mk_3d_partial
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([[True, False, True], [False, False, True]])
show(x[m], x[m].shape)
m2 = torch.tensor([[True, False, False, True]] * 3)
show(x[:, m2].shape, x[0, m2])

# mk_all_false_true
x = torch.arange(6.0).reshape(2, 3)
show(x[torch.zeros(2, 3, dtype=torch.bool)], x[torch.ones(2, 3, dtype=torch.bool)], x[torch.zeros(2, dtype=torch.bool)].shape)

# mk_shape_err_1d
x = torch.arange(5)
attempt(lambda: x[torch.tensor([True, False])])

# mk_shape_err_2d
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[torch.ones(4, 3, dtype=torch.bool)])
attempt(lambda: x[:, torch.tensor([True, False, True])])
attempt(lambda: x[torch.ones(3, 4, 1, dtype=torch.bool)])

# mk_mask_from_other
a = torch.tensor([1, 2, 3, 4])
b = torch.tensor([10.0, 20.0, 30.0, 40.0])
show(b[a > 2], b[a.remainder(2) == 1], a[b > 15.0])

# mk_uint8_mask
x = torch.arange(4)
m = torch.tensor([1, 0, 1, 0], dtype=torch.uint8)
show(x[m], x[m.bool()])

# mk_uint8_mask_set
x = torch.zeros(4)
x[torch.tensor([0, 1, 1, 0], dtype=torch.uint8)] = 3.0
show(x)

# mk_bool_list
x = torch.arange(6).reshape(2, 3)
show(x[[True, False]], x[:, [False, True, True]], x[[False, False]].shape)

# mk_bool_list_len_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[[True, False, True]])

# mk_isnan_filter
x = torch.tensor([1.0, float('nan'), 3.0, float('inf'), -float('inf')])
show(x[~torch.isnan(x)], x[torch.isfinite(x)], x[torch.isinf(x)])

# mk_half_bf16
x = torch.tensor([0.5, -1.5, 2.25], dtype=torch.float16)
y = torch.tensor([0.5, -1.5, 2.25], dtype=torch.bfloat16)
show(x[x > 0], y[y < 1], x[y > 0])

# mk_bool_tensor_values
x = torch.tensor([True, False, True, True])
show(x[x], x[~x], x[torch.tensor([0, 0, 1])])

# mk_mask_then_write_copy
x = torch.arange(5.0)
y = x[x > 1]
y[0] = 100
show(x, y)

# mk_mask_nonzero_equiv
x = torch.arange(12).reshape(3, 4)
m = x > 6
show(torch.equal(x[m], x[m.nonzero(as_tuple=True)]), x[m.nonzero(as_tuple=True)])

# mk_mask_ellipsis
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([True, False, True, False])
show(x[..., m].shape, x[..., m][1])

# mk_mask_with_none
x = torch.arange(6).reshape(2, 3)
m = torch.tensor([True, False, True])
show(x[None, :, m].shape, x[:, None, m].shape, x[1, None, m])

# mk_mask_and_int_list
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([True, False, True]), [0, 3]], x[[0, 2], torch.tensor([True, False, False, True])])

# mk_mask_and_int_list_err
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[torch.tensor([True, True, True]), [0, 3]])

# mk_mask_0d_set
x = torch.arange(3)
x[torch.tensor(True)] = 5
show(x)
x[torch.tensor(False)] = 9
show(x)

# mk_empty_tensor_mask
x = torch.zeros(0, 2)
show(x[x > 0], x[torch.zeros(0, dtype=torch.bool)].shape)

# mk_mask_count_sum
x = torch.tensor([[1, -2], [-3, 4]])
m = x < 0
show(m.sum(), x[m].numel(), m.sum(dim=0), x[m].sum())

# mk_mask_from_argmax
logits = torch.tensor([[0.1, 0.9], [0.8, 0.2], [0.3, 0.7]])
labels = torch.tensor([1, 1, 1])
correct = logits.argmax(dim=1) == labels
show(correct, correct.sum().item(), logits[correct], logits[~correct, 0])

# ai_list_repeat_neg
x = torch.arange(10, 16)
show(x[[0, 0, -1, -1, 2]], x[[5]], x[[-6]])

# ai_int32_tensor
x = torch.arange(10, 16)
i = torch.tensor([4, 0, -1], dtype=torch.int32)
i = i.long()
show(x[i], x[i].dtype)

# ai_int32_2d_pair
x = torch.arange(12).reshape(3, 4)
r = torch.tensor([0, 2], dtype=torch.int32)
c = torch.tensor([1, 3])
r = r.long()
show(x[r, c], x[r], x[:, r])

# ai_int16_err
x = torch.arange(5)
attempt(lambda: x[torch.tensor([1], dtype=torch.int16)])
attempt(lambda: x[torch.tensor([1], dtype=torch.int8)])

# ai_float_tensor_err
x = torch.arange(5)
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')

# ai_float_list_err
x = torch.arange(5)
attempt(lambda: x[[0.0, 1.0]])

# ai_nested_list_2d
x = torch.arange(10) * 10
attempt(lambda: x[[[0, 1], [2, 3]]])
show(x[[[0, 1], [2, 3]],])
show(x[torch.tensor([[0, 1], [2, 3]])])

# ai_list_tuple_pair
x = torch.arange(12).reshape(3, 4)
show(x[[0, 1], [1, 2]], x[([0, 1], [1, 2])], x[[[0, 1], [1, 2]]])

# ai_adjacent_middle
x = torch.arange(60).reshape(3, 4, 5)
i = torch.tensor([0, 2])
j = torch.tensor([1, 3])
show(x[:, i, j].shape, x[:, i, j])

# ai_separated_front
x = torch.arange(60).reshape(3, 4, 5)
i = torch.tensor([0, 2])
j = torch.tensor([1, 3])
show(x[i, :, j].shape, x[i, :, j])

# ai_separated_by_int
x = torch.arange(60).reshape(3, 4, 5)
i = torch.tensor([0, 2])
j = torch.tensor([1, 3])
show(x[i, 1, j], x[i, 1, j].shape, x[0, i, j].shape)

# ai_separated_by_none
x = torch.arange(12).reshape(3, 4)
show(x[[0, 1], None, [2, 3]].shape, x[None, [0, 1], [2, 3]].shape, x[[0, 1], [2, 3], None].shape)

# ai_separated_by_ellipsis
x = torch.arange(60).reshape(3, 4, 5)
show(x[[0, 1], ..., [2, 3]].shape, x[[0, 1], ..., [2, 3]])

# ai_4d_mixed
x = torch.arange(120).reshape(2, 3, 4, 5)
i = torch.tensor([[0], [1]])
j = torch.tensor([0, 2, 1])
show(x[:, i, j].shape, x[:, :, i, j].shape, x[i, :, j].shape, x[:, i, :, j].shape, x[i, j].shape)

# ai_broadcast_outer
x = torch.arange(20).reshape(4, 5)
r = torch.tensor([[0], [2], [3]])
c = torch.tensor([1, 4])
show(x[r, c])

# ai_broadcast_with_arange
x = torch.arange(12).reshape(3, 4)
cols = torch.tensor([3, 0, 1])
show(x[torch.arange(3), cols], x[torch.arange(3)[:, None], torch.tensor([0, 3])])

# ai_broadcast_err
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[torch.tensor([0, 1]), torch.tensor([0, 1, 2])])
attempt(lambda: x[[[0, 1]], torch.tensor([[0], [1], [2]]), 0])

# ai_broadcast_err_3
x = torch.arange(60).reshape(3, 4, 5)
attempt(lambda: x[[0, 1], [0, 1], [0, 1, 2]])
attempt(lambda: x[torch.zeros(2, 3, dtype=torch.long), torch.zeros(3, 2, dtype=torch.long)])

# ai_slice_and_tensor
x = torch.arange(60).reshape(3, 4, 5)
show(x[1:, [0, 3]].shape, x[1:, [0, 3]], x[::2, :, [4]].shape, x[[2], 1:3, ::2])

# ai_oob_each_dim
x = torch.arange(24).reshape(2, 3, 4)
attempt(lambda: x[[0, 2]])
attempt(lambda: x[:, [3]])
attempt(lambda: x[:, :, torch.tensor([0, -5])])
attempt(lambda: x[[0], [1], [4]])

# ai_oob_empty_dim
x = torch.zeros(0, 3)
attempt(lambda: x[[0]])
show(x[:, [0, 2]].shape, x[[]].shape)

# ai_empty_lists
x = torch.arange(12).reshape(3, 4)
show(x[[], []].shape, x[:, []].shape, x[torch.tensor([], dtype=torch.long), 1].shape)

# ai_0d_index_and_list
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor(1), [0, 2]], x[[0, 2], torch.tensor(-1)], x[1, [3, 3, 0]])

# ai_result_copy
x = torch.arange(6)
y = x[[1, 2]]
y += 100
z = x[torch.tensor([0])]
z.fill_(-1)
show(x, y, z)

# ai_result_layout
x = torch.arange(60).reshape(3, 4, 5)
y = x[[0, 2]]
z = x[:, :, [1, 3]]
show(y.is_contiguous(), y.stride(), z.shape, z.stride())

# ai_dtypes_values
for dt in [torch.bool, torch.uint8, torch.int16, torch.int32, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([0, 1, 2, 3], dtype=dt)
    show(x[[3, 0, 0]], x[torch.tensor([[1], [2]])].shape)

# ai_noncontig_source
x = torch.arange(12).reshape(3, 4).t()
show(x[[0, 3]], x[:, [2, 0]], x[[1, 2], [0, 2]])

# ai_expanded_source
x = torch.arange(3).expand(4, 3)
show(x[[0, 3], [2, 1]], x[[1]], x[x > 0])

# ai_index_is_expanded
x = torch.arange(10)
i = torch.tensor([2]).expand(3)
show(x[i], x[torch.tensor([[1, 2]]).expand(2, 2)])

# ai_index_noncontig
x = torch.arange(10) * 10
i = torch.tensor([[0, 1, 2], [3, 4, 5]]).t()
show(x[i], x[i[:, 0]], x[torch.arange(10)[::3]])

# ai_cpu_index_cuda_tensor
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([2, 0], device='cpu')
j = torch.tensor([1, 1], device='cpu')
show(x[i, j], x[i][:, j], x[torch.tensor(1, device='cpu')])

# ai_cpu_mask_cuda_tensor
x = torch.arange(6.0)
m = torch.tensor([True, False] * 3, device='cpu')
show(x[m], x[m.nonzero().squeeze(1)])

# ai_cpu_index_set
x = torch.zeros(5)
x[torch.tensor([0, 4], device='cpu')] = 2.0
x[torch.tensor([True, False, True, False, False], device='cpu')] += 1.0
show(x)

# ai_index_on_cpu_tensor
x = torch.arange(6, device='cpu')
show(Host(x[torch.tensor([1, 2], device='cpu')]), Host(x[x > 3]))

# ai_index_device_kw
x = torch.arange(5.0)
i = torch.tensor([4, 1], device=x.device)
show(x[i], 'cuda:0')

# ai_too_many_adv
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[[0], [0], [0]])
attempt(lambda: x[0, [0], 0])

# ai_list_of_tensors
x = torch.arange(12).reshape(3, 4)
idx = [torch.tensor([0, 2]), torch.tensor([1, 3])]
show(x[idx], x[tuple(idx)])

# ai_list_of_0d_tensors
x = torch.arange(12).reshape(3, 4)
show(x[[torch.tensor(2), torch.tensor(0)]])

# ai_list_mixed_tensor_int
x = torch.arange(10)
attempt(lambda: x[[1, torch.tensor(3), 5]])
show(x[[1, 3, 5]], x[torch.tensor([1, 3, 5])])

# st_slice_number_types
x = torch.zeros(2, 4)
x[0, :2] = 1
x[0, 2:] = 2.5
x[1, ::3] = True
x[1, 1] = -0.0
show(x)

# st_int_tensor_float_value
x = torch.zeros(5, dtype=torch.int64)
x[0] = 2.9
x[1] = -2.9
x[2:4] = 7.5
x[4] = torch.tensor(3.99)
show(x)

# st_bool_tensor_values
x = torch.zeros(4, dtype=torch.bool)
x[0] = 1
x[1] = 0.5
x[2] = torch.tensor(2)
x[3] = -3
show(x)

# st_uint8_values
x = torch.zeros(3, dtype=torch.uint8)
x[0] = 200
x[1:] = torch.tensor([255, 7])
show(x)

# st_half_values
x = torch.zeros(3, dtype=torch.float16)
x[0] = 1 / 3
x[1] = 1000.7
x[2] = torch.tensor(0.1, dtype=torch.float64)
show(x, x.tolist())

# st_bf16_values
x = torch.zeros(3, dtype=torch.bfloat16)
x[0] = 1 / 3
x[1:] = torch.tensor([257.0, -0.001])
show(x, x.tolist())

# st_tensor_value_dtype_slice
x = torch.zeros(2, 3)
x[0] = torch.tensor([1, 2, 3])
x[1] = torch.tensor([True, False, True])
show(x, x.dtype)

# st_row_broadcast
x = torch.zeros(3, 4)
x[:] = torch.arange(4.0)
x[1:, 1:] = torch.tensor([[10.0], [20.0]])
show(x)

# st_broadcast_err
x = torch.zeros(3, 4)
def f():
    x[:, :2] = torch.ones(3)
attempt(f)
def g():
    x[0] = torch.ones(2, 4)
attempt(g)

# st_0d_tensor_value
x = torch.zeros(2, 2)
x[0] = torch.tensor(5.0)
x[1, 1] = torch.tensor(7)
x[:, 0] += torch.tensor(0.5)
show(x)

# st_1elem_tensor_value
x = torch.zeros(3)
x[1:] = torch.tensor([4.0])
x[0] = torch.tensor([9.0])
show(x)

# st_1elem_into_0d_err
x = torch.zeros(3)
def f():
    x[0] = torch.tensor([1.0, 2.0])
attempt(f)

# st_value_from_self
x = torch.arange(6.0)
x[:3] = x[3:]
show(x)
x[1:] = x[:-1].clone()
show(x)

# st_ellipsis_assign
x = torch.zeros(2, 3)
x[...] = 1
x[..., 1] = torch.tensor([5.0, 6.0])
x[0, ...] *= 2
show(x)

# st_none_assign
x = torch.zeros(2, 2)
x[None] = 3
x[:, None] = torch.tensor([[1.0, 2.0]])
show(x)

# st_adv_number
x = torch.zeros(3, 4)
x[[0, 2], [1, 3]] = 1
x[[1]] = 2
x[:, [0]] = -1
show(x)

# st_adv_tensor_broadcast
x = torch.zeros(3, 4)
x[[0, 2]] = torch.tensor([1.0, 2.0, 3.0, 4.0])
x[[1], :] = torch.tensor([[9.0], ]).expand(1, 4)
x[:, [1, 3]] = torch.tensor([[7.0, 8.0]])
show(x)

# st_adv_column_values
x = torch.zeros(3, 3)
x[torch.arange(3), torch.tensor([2, 1, 0])] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# st_adv_dtype_err
x = torch.zeros(3)
def f():
    x[[0, 1]] = torch.tensor([1, 2])
attempt(f)
def g():
    x[torch.tensor([0])] = torch.tensor([1.0], dtype=torch.float16)
attempt(g)

# st_adv_value_shape_err
x = torch.zeros(3, 4)
def f():
    x[[0, 1]] = torch.ones(3, 4)
attempt(f)
def g():
    x[[0, 1], [0, 1]] = torch.ones(3)
attempt(g)

# st_adv_oob
x = torch.zeros(3, 4)
def f():
    x[[0, 3]] = 1
attempt(f)
def g():
    x[:, [-5]] = 1.0
attempt(g)

# st_mask_number
x = torch.arange(6.0).reshape(2, 3)
x[x > 2] = 0
x[x == 1] = -1
show(x)

# st_mask_tensor_count
x = torch.arange(6.0).reshape(2, 3)
x[x > 3] = torch.tensor([40.0, 50.0])
show(x)

# st_mask_rows_broadcast
x = torch.zeros(3, 4)
x[torch.tensor([True, False, True])] = torch.arange(4.0)
show(x)

# st_mask_count_err
x = torch.arange(6.0)
def f():
    x[x > 2] = torch.tensor([1.0, 2.0])
attempt(f)

# st_mask_shape_err
x = torch.zeros(2, 3)
def f():
    x[torch.tensor([True, False, True])] = 1.0
attempt(f)

# st_mask_bool_target
x = torch.tensor([True, False, True])
x[x] = False
show(x)
x[~x] = torch.tensor([True, False, True])
show(x)

# st_mask_int_target_float
x = torch.tensor([1, 2, 3, 4])
x[x > 2] = 0.7
show(x)
x[x == 1] = -1.5
show(x)

# st_mask_nan_replace
x = torch.tensor([1.0, float('nan'), 2.0, float('nan')])
x[torch.isnan(x)] = 0.0
show(x)

# st_mask_clip
x = torch.tensor([[-2.0, 0.5], [3.0, -0.5]])
x[x < 0] *= -1
x[x > 1] = 1
show(x)

# st_0d_target
x = torch.tensor(5.0)
x[...] = 2
show(x)
x[()] = 3
show(x)
x[x > 0] = 9
show(x)

# st_0d_int_err
x = torch.tensor(5.0)
def f():
    x[0] = 1
attempt(f)

# st_empty_target
x = torch.zeros(0, 3)
x[:] = 5
x[x > 0] = 1
x[[]] = 2
show(x, x.shape)

# st_empty_index_noop
x = torch.zeros(3)
x[torch.tensor([], dtype=torch.long)] = 1.0
x[x > 5] = 2.0
x[2:2] = 3.0
show(x)

# st_noncontig_target
x = torch.zeros(3, 4).t()
x[0] = 1
x[:, 2] = 2
x[[3], [1]] = 3
x[x == 0] = -1
show(x, x.is_contiguous())

# st_expanded_target_err
x = torch.zeros(3).expand(2, 3)
def f():
    x[0, 0] = 1
attempt(f)

# st_transposed_view_write
base = torch.zeros(2, 3)
v = base.t()
v[2] = torch.tensor([1.0, 2.0])
v[:, 0] += 5
show(base)

# st_list_value_err
x = torch.zeros(3)
def f():
    x[[0, 1]] = [1.0, 2.0]
attempt(f)

# st_string_value_err
x = torch.zeros(3)
def f():
    x[0] = 'a'
attempt(f)

# st_cpu_value_cuda_target
x = torch.zeros(3)
x[0:2] = torch.tensor([1.0, 2.0], device='cpu')
x[2] = torch.tensor(7.0, device='cpu')
show(x)


# aug_dup_add
x = torch.zeros(5)
i = torch.tensor([0, 0, 2, 2, 2])
x[i] += 1
show(x)

# aug_dup_list
x = torch.zeros(4)
x[[1, 1, 3]] += torch.tensor([1.0, 2.0, 4.0])
show(x)

# aug_dup_vs_index_add
x = torch.zeros(4)
i = torch.tensor([1, 1, 3])
v = torch.tensor([1.0, 2.0, 4.0])
show(x.index_add(0, i, v), torch.zeros(4).index_put_((i,), v, accumulate=True))

# aug_mul_adv
x = torch.arange(1.0, 6.0)
x[[0, 4]] *= 10
x[x > 20] /= 2
x[torch.tensor([1, 2])] -= torch.tensor([0.5, 1.5])
show(x)

# aug_slice_inplace_view
x = torch.arange(6).reshape(2, 3)
x[:, 1:] += 10
x[1] *= -1
x[..., 0] -= 1
show(x)

# aug_int_floordiv_slice
x = torch.arange(6).reshape(2, 3)
x[0] //= 2
x[1] %= 4
show(x)

# aug_0d_adv
x = torch.zeros(3)
x[torch.tensor(1)] += 5
x[torch.tensor([2])] += 1
show(x)

# aug_int_tensor_float_add_err
x = torch.zeros(3, dtype=torch.int64)
def f():
    x[0:2] += 1.5
attempt(f)

# aug_2d_pairs_dup
x = torch.zeros(2, 3)
x[[0, 0, 1], [1, 1, 2]] += 1
show(x)

# ip_2d_pairs
x = torch.zeros(3, 3)
x.index_put_((torch.tensor([0, 1, 2]), torch.tensor([2, 1, 0])), torch.tensor(1.0))
show(x)

# ip_accumulate_2d_dup
x = torch.zeros(2, 2)
x.index_put_((torch.tensor([0, 0, 1, 0]), torch.tensor([1, 1, 0, 1])), torch.tensor([1.0, 2.0, 3.0, 4.0]), accumulate=True)
show(x)

# ip_rows_values
x = torch.zeros(3, 2)
r = x.index_put_((torch.tensor([2, 0]),), torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
show(r is x, x)

# ip_rows_broadcast_value
x = torch.zeros(3, 2)
x.index_put_((torch.tensor([1]),), torch.tensor([5.0, 6.0]))
x.index_put_([torch.tensor([0, 2])], torch.tensor(-1.0), accumulate=True)
show(x)

# ip_function_form
x = torch.zeros(4)
y = torch.index_put(x, (torch.tensor([1, 3]),), torch.tensor([1.0, 2.0]))
z = x.index_put((torch.tensor([1, 1]),), torch.tensor([1.0, 2.0]), accumulate=True)
show(x, y, z)

# ip_mask_index
x = torch.arange(6.0)
x.index_put_((x > 3,), torch.tensor(0.0))
show(x)

# ip_int_dtypes_accumulate
for dt in [torch.int32, torch.int64, torch.int16, torch.uint8, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.zeros(3, dtype=dt)
    x.index_put_((torch.tensor([1, 1, 2]),), torch.tensor([1, 2, 3], dtype=dt), accumulate=True)
    show(x)

# ip_bool_accumulate
x = torch.zeros(3, dtype=torch.bool)
x.index_put_((torch.tensor([0, 0]),), torch.tensor(True), accumulate=True)
show(x)

# ip_value_dtype_err
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0]),), torch.tensor([1])))
attempt(lambda: x.index_put_((torch.tensor([0]),), torch.tensor([1.0], dtype=torch.float64), accumulate=True))

# ip_indices_not_tuple_err
x = torch.zeros(3)
attempt(lambda: x.index_put_(torch.tensor([0]), torch.tensor(1.0)))

# ip_float_index_err
x = torch.zeros(3)
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')

# ip_oob_noacc
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([3]),), torch.tensor(1.0)))
attempt(lambda: x.index_put_((torch.tensor([-4]),), torch.tensor(1.0), accumulate=True))

# ip_value_shape_err
x = torch.zeros(3, 2)
attempt(lambda: x.index_put_((torch.tensor([0, 1]),), torch.ones(3, 2)))

# ip_neg_indices
x = torch.zeros(4)
x.index_put_((torch.tensor([-1, -1, -4]),), torch.tensor([1.0, 1.0, 5.0]), accumulate=True)
show(x)

# mf_neg_inf_causal
n = 4
mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
scores = torch.zeros(n, n).masked_fill(mask, float('-inf'))
show(scores, torch.softmax(scores, dim=-1)[1])

# mf_padding_mask_batch
lengths = torch.tensor([2, 4, 1])
pad = torch.arange(4)[None, :] >= lengths[:, None]
x = torch.ones(3, 4).masked_fill(pad, 0)
show(pad, x.sum(dim=1))

# mf_broadcast_3d
x = torch.zeros(2, 2, 3)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 1.0), x.masked_fill(m[None, None], 2).shape)

# mf_0d_value_tensor
x = torch.arange(4.0)
show(x.masked_fill(x > 1, torch.tensor(-1.0)), x.masked_fill(x > 1, torch.tensor(7)))

# mf_0d_value_dtypes
x = torch.arange(4)
show(x.masked_fill(x > 1, torch.tensor(2.7)), x.masked_fill(x < 1, torch.tensor(True)))

# mf_int_target_float_scalar
x = torch.arange(4, dtype=torch.int32)
show(x.masked_fill(x > 1, 3.9), x.masked_fill(x > 1, -3.9).dtype)

# mf_bool_target
x = torch.tensor([True, False, True])
show(x.masked_fill(x, 0), x.masked_fill(~x, 1.0))

# mf_half_bf16
x = torch.ones(3, dtype=torch.float16)
y = torch.ones(3, dtype=torch.bfloat16)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 1e-4), y.masked_fill(m, 1e5), x.masked_fill(m, float('inf')))

# mf_function_form
x = torch.arange(4.0)
show(torch.masked_fill(x, x > 2, 0.5), torch.masked_fill(x, mask=x < 1, value=9))

# mf_inplace_returns
x = torch.arange(4.0)
r = x.masked_fill_(x > 1, 0)
show(r is x, x)

# mf_mask_bigger_err
x = torch.zeros(3)
attempt(lambda: x.masked_fill(torch.ones(2, 3, dtype=torch.bool), 1.0))
attempt(lambda: x.masked_fill_(torch.ones(2, 3, dtype=torch.bool), 1.0))

# mf_mask_mismatch_err
x = torch.zeros(2, 3)
attempt(lambda: x.masked_fill(torch.ones(2, dtype=torch.bool), 1.0))

# mf_value_nd_err
x = torch.zeros(2)
attempt(lambda: x.masked_fill(x == 0, torch.tensor([1.0])))

# mf_empty
x = torch.zeros(0, 3)
show(x.masked_fill(x > 0, 1), torch.zeros(2, 0).masked_fill_(torch.zeros(0, dtype=torch.bool), 2.0).shape)

# mf_noncontig
x = torch.arange(6.0).reshape(2, 3).t()
show(x.masked_fill(x > 2, 0))
x.masked_fill_(x < 2, -1)
show(x)

# ms_basic_2d
x = torch.zeros(2, 3)
m = torch.tensor([[True, False, True], [False, True, False]])
show(x.masked_scatter(m, torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])))

# ms_source_shape
x = torch.zeros(2, 2)
m = torch.tensor([[False, True], [True, True]])
show(x.masked_scatter(m, torch.arange(10.0).reshape(2, 5)))

# ms_broadcast_mask
x = torch.zeros(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_scatter(m, torch.tensor([[1.0, 2.0], [3.0, 4.0]])))

# ms_inplace_int
x = torch.zeros(4, dtype=torch.int32)
x.masked_scatter_(torch.tensor([False, True, True, False]), torch.tensor([7, 8, 9], dtype=torch.int32))
show(x)

# ms_too_few_err
x = torch.zeros(4)
attempt(lambda: x.masked_scatter(torch.tensor([True, True, True, False]), torch.tensor([1.0, 2.0])))

# ms_dtype_err
x = torch.zeros(2)
attempt(lambda: x.masked_scatter(torch.tensor([True, False]), torch.tensor([1, 2])))

# ms_function_form
x = torch.zeros(3)
show(torch.masked_scatter(x, x == 0, torch.tensor([4.0, 5.0, 6.0])))

# msel_2d_flatten
x = torch.arange(12).reshape(3, 4)
show(torch.masked_select(x, x > 8), x.masked_select(x % 3 == 0))

# msel_bcast_mask
x = torch.arange(6).reshape(2, 3)
show(x.masked_select(torch.tensor([False, True, True])))

# msel_bcast_self
x = torch.tensor([1.0, 2.0])
show(x.masked_select(torch.tensor([[True, False], [True, True]])))

# msel_shape_err
x = torch.zeros(3)
attempt(lambda: x.masked_select(torch.tensor([True, False])))

# msel_empty_0d
x = torch.tensor(4.0)
show(x.masked_select(torch.tensor(True)), x.masked_select(torch.tensor(False)), torch.zeros(0).masked_select(torch.zeros(0, dtype=torch.bool)))

# msel_dtypes
x = torch.tensor([1, 2, 3], dtype=torch.int8)
y = torch.tensor([1, 2, 3], dtype=torch.bfloat16)
m = torch.tensor([True, False, True])
show(x.masked_select(m), y.masked_select(m), torch.tensor([True, True, False]).masked_select(m))

# is_3d_dims
x = torch.arange(24).reshape(2, 3, 4)
i = torch.tensor([2, 0])
show(x.index_select(1, i), x.index_select(-1, i).shape, torch.index_select(x, -3, torch.tensor([1])).shape)

# is_dup_and_neg_err
x = torch.arange(5)
show(x.index_select(0, torch.tensor([4, 4, 0])))
attempt(lambda: x.index_select(0, torch.tensor([-1])))
attempt(lambda: x.index_select(0, torch.tensor([5])))

# is_dim_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.index_select(2, torch.tensor([0])))
attempt(lambda: x.index_select(-3, torch.tensor([0])))

# is_index_2d_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.index_select(0, torch.tensor([[0, 1]])))

# is_keyword_form
x = torch.arange(6).reshape(2, 3)
show(torch.index_select(x, dim=1, index=torch.tensor([2])), x.index_select(index=torch.tensor([1]), dim=0))

# is_dtypes
for dt in [torch.bool, torch.int8, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([[1, 0], [0, 1]], dtype=dt)
    show(x.index_select(1, torch.tensor([1, 1, 0])))

# is_0d_source
x = torch.tensor(7.0)
show(x.index_select(0, torch.tensor([0])), x.index_select(0, torch.tensor([0, 0])))

# is_noncontig
x = torch.arange(12).reshape(3, 4).t()
show(x.index_select(0, torch.tensor([3, 1])), x.index_select(1, torch.tensor([2])))

# ia_2d_dim1
x = torch.zeros(2, 4)
show(x.index_add(1, torch.tensor([0, 3, 0]), torch.ones(2, 3)), x.index_add(-1, torch.tensor([1]), torch.tensor([[2.0], [3.0]])))

# ia_alpha_float
x = torch.ones(3)
show(x.index_add(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0]), alpha=0.5))
show(torch.index_add(x, 0, torch.tensor([1]), torch.tensor([4.0]), alpha=-2))

# ia_inplace_returns
x = torch.zeros(3)
r = x.index_add_(0, torch.tensor([2, 2]), torch.tensor([1.5, 1.5]))
show(r is x, x)

# ia_int_alpha_float_err
x = torch.zeros(3, dtype=torch.int64)
attempt(lambda: x.index_add(0, torch.tensor([0]), torch.tensor([1]), alpha=0.5))

# ia_src_shape_err
x = torch.zeros(3, 2)
show('RuntimeError: source tensor shape must match self tensor shape, excluding the specified dimension. Got self.shape = [3, 2] source.shape = [2, 3]')

# ia_oob_err
x = torch.zeros(3)
attempt(lambda: x.index_add(0, torch.tensor([3]), torch.tensor([1.0])))

# ia_half_bf16
x = torch.zeros(2, dtype=torch.float16)
y = torch.zeros(2, dtype=torch.bfloat16)
show(x.index_add(0, torch.tensor([0, 0, 0]), torch.tensor([0.1, 0.1, 0.1], dtype=torch.float16)), y.index_add(0, torch.tensor([1, 1]), torch.tensor([1.0, 256.0], dtype=torch.bfloat16)))

# ia_bincount_like
labels = torch.tensor([0, 2, 2, 1, 2])
counts = torch.zeros(3, dtype=torch.int64).index_add_(0, labels, torch.ones(5, dtype=torch.int64))
show(counts, torch.bincount(labels))

# ia_segment_sum
feats = torch.arange(8.0).reshape(4, 2)
seg = torch.tensor([0, 1, 0, 1])
show(torch.zeros(2, 2).index_add_(0, seg, feats))

# ic_2d_rows
x = torch.zeros(3, 2)
show(x.index_copy(0, torch.tensor([2, 0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])))

# ic_dim_neg
x = torch.zeros(2, 3)
show(x.index_copy(-1, torch.tensor([1]), torch.tensor([[5.0], [6.0]])))
x.index_copy_(1, torch.tensor([0, 2]), torch.ones(2, 2))
show(x)

# ic_function_form
x = torch.zeros(3)
show(torch.index_copy(x, 0, torch.tensor([1]), torch.tensor([9.0])))

# ic_shape_err
x = torch.zeros(3, 2)
attempt(lambda: x.index_copy(0, torch.tensor([0]), torch.ones(2, 2)))
attempt(lambda: x.index_copy(0, torch.tensor([0, 1]), torch.ones(2, 3)))

# ic_oob_err
x = torch.zeros(3)
attempt(lambda: x.index_copy(0, torch.tensor([5]), torch.tensor([1.0])))

# if_2d_dim1
x = torch.zeros(2, 3)
show(x.index_fill(1, torch.tensor([0, 2]), -1), x.index_fill(0, torch.tensor([1]), 2.5))

# if_0d_value_tensor
x = torch.zeros(3)
show(x.index_fill(0, torch.tensor([1]), torch.tensor(4.0)), x.index_fill(0, torch.tensor([0, 2]), torch.tensor(3)))

# if_value_tensor_err
x = torch.zeros(3)
attempt(lambda: x.index_fill(0, torch.tensor([1]), torch.tensor([4.0])))

# if_inplace_dup
x = torch.arange(5)
r = x.index_fill_(0, torch.tensor([1, 1, -1]), 0)
show(r is x, x)

# if_oob_err
x = torch.zeros(3)
attempt(lambda: x.index_fill(0, torch.tensor([3]), 1.0))

# if_int_float_value
x = torch.arange(4)
show(x.index_fill(0, torch.tensor([0]), 2.9), torch.index_fill(x, 0, torch.tensor([3]), -7))

# ga_neg_dim
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(x.gather(-1, torch.tensor([[2, 0], [1, 1]])), torch.gather(x, -2, torch.tensor([[1, 0, 1]])))

# ga_3d
x = torch.arange(24).reshape(2, 3, 4)
idx = torch.tensor([[[0], [3], [1]], [[2], [2], [0]]])
show(x.gather(2, idx).squeeze(-1), x.gather(1, torch.zeros(2, 1, 4, dtype=torch.long)).shape)

# ga_label_pick_logprobs
logp = torch.log_softmax(torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]]), dim=1)
y = torch.tensor([2, 0])
show(-logp.gather(1, y.unsqueeze(1)).squeeze(1), -logp[torch.arange(2), y])

# ga_oob_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([[3]])))
attempt(lambda: x.gather(0, torch.tensor([[-1]])))

# ga_index_bigger_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.zeros(3, 1, dtype=torch.long)))
attempt(lambda: x.gather(1, torch.zeros(2, dtype=torch.long)))

# ga_index_dtype_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([[0]], dtype=torch.int32)))
attempt(lambda: x.gather(1, torch.tensor([[0.0]])))

# ga_out_kw
x = torch.arange(4.0).reshape(2, 2)
out = torch.empty(2, 1)
r = torch.gather(x, 1, torch.tensor([[1], [0]]), out=out)
show(r is out, out)

# sc_neg_dim
x = torch.zeros(2, 3)
show(x.scatter(-1, torch.tensor([[2], [0]]), 1.0), x.scatter(-2, torch.tensor([[1, 0, 1]]), torch.tensor([[5.0, 6.0, 7.0]])))

# sc_dup_last_wins_value
x = torch.zeros(3)
show(x.scatter(0, torch.tensor([1, 1, 1]), 4.0))

# sc_3d_onehot
labels = torch.tensor([[0, 2], [1, 1]])
oh = torch.zeros(2, 2, 3).scatter_(2, labels.unsqueeze(-1), 1.0)
show(oh, oh.argmax(-1))

# sc_src_smaller_region
x = torch.zeros(3, 3)
src = torch.arange(1.0, 10.0).reshape(3, 3)
show(x.scatter(0, torch.tensor([[2, 1], [0, 2]]), src))

# sc_reduce_multiply
x = torch.full((3,), 2.0)
show(x.scatter(0, torch.tensor([0, 0, 1]), torch.tensor([3.0, 4.0, 5.0]), reduce='multiply'))
show(x.scatter(0, torch.tensor([2]), 10.0, reduce='add'))

# sc_keyword_forms
x = torch.zeros(2, 2)
show(torch.scatter(x, dim=1, index=torch.tensor([[1], [0]]), value=3.0), x.scatter(1, torch.tensor([[0], [1]]), src=torch.ones(2, 1)))

# sc_oob_err
x = torch.zeros(3)
attempt(lambda: x.scatter(0, torch.tensor([-1]), 1.0))
attempt(lambda: x.scatter_(0, torch.tensor([3]), torch.tensor([1.0])))

# sc_dim_err
x = torch.zeros(3)
attempt(lambda: x.scatter(1, torch.tensor([0]), 1.0))
attempt(lambda: x.scatter(0, torch.tensor([[0]]), 1.0))

# sa_neg_dim
x = torch.zeros(2, 3)
show(x.scatter_add(-1, torch.tensor([[0, 0, 2], [1, 1, 1]]), torch.ones(2, 3)))

# sa_histogram
vals = torch.tensor([0, 3, 3, 1, 3, 0])
show(torch.zeros(4).scatter_add_(0, vals, torch.ones(6)), torch.zeros(4, dtype=torch.int64).scatter_add(0, vals, torch.ones(6, dtype=torch.int64)))

# sa_dtype_err
x = torch.zeros(3)
attempt(lambda: x.scatter_add(0, torch.tensor([0]), torch.tensor([1])))

# sr_amax_neg_dim
x = torch.zeros(2, 3)
src = torch.tensor([[5.0, -1.0, 2.0], [7.0, 8.0, -3.0]])
show(x.scatter_reduce(-1, torch.tensor([[0, 0, 1], [2, 2, 2]]), src, reduce='amax'))
show(x.scatter_reduce(-1, torch.tensor([[0, 0, 1], [2, 2, 2]]), src, reduce='amax', include_self=False))

# take_2d_neg
x = torch.arange(12).reshape(3, 4)
show(x.take(torch.tensor([0, -1, 5])), torch.take(x, torch.tensor([[11, 0], [1, 2]])))

# take_transposed
x = torch.arange(6).reshape(2, 3).t()
show(x.take(torch.tensor([0, 1, 2, 3])), x.contiguous().take(torch.tensor([1])))

# take_oob_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.take(torch.tensor([6])))
attempt(lambda: x.take(torch.tensor([-7])))

# take_empty_src_err
x = torch.zeros(0)
show(x.take(torch.tensor([], dtype=torch.long)))
attempt(lambda: x.take(torch.tensor([0])))

# tad_neg_dim
x = torch.tensor([[10, 30, 20], [5, 4, 6]])
idx = x.argmax(dim=-1, keepdim=True)
show(torch.take_along_dim(x, idx, dim=-1), x.take_along_dim(idx, -1).squeeze(-1))

# tad_sort_indices
x = torch.tensor([[3.0, 1.0, 2.0], [0.0, -1.0, 5.0]])
s = x.argsort(dim=1, descending=True)
show(torch.take_along_dim(x, s, dim=1), torch.take_along_dim(x, torch.tensor([[0], [2]]), dim=1))

# tad_broadcast
x = torch.arange(6).reshape(2, 3)
show(torch.take_along_dim(x, torch.tensor([[2, 0]]), dim=1), torch.take_along_dim(x, torch.tensor([[1], [0]]), dim=0))

# tad_no_dim
x = torch.arange(6).reshape(2, 3)
show(torch.take_along_dim(x, torch.tensor([5, 0, 3])), x.take_along_dim(torch.tensor([[1]])))

# tad_errs
x = torch.arange(6).reshape(2, 3)
attempt(lambda: torch.take_along_dim(x, torch.tensor([1]), dim=1))
attempt(lambda: torch.take_along_dim(x, torch.tensor([[1]]), dim=2))

# put_inplace_neg
x = torch.zeros(2, 3)
r = x.put_(torch.tensor([-1, 0]), torch.tensor([5.0, 6.0]))
show(r is x, x)

# put_accumulate_dup
x = torch.zeros(2, 2)
x.put_(torch.tensor([3, 3, 0]), torch.tensor([1.0, 2.0, 4.0]), accumulate=True)
show(x)

# put_function_form
x = torch.zeros(4)
y = torch.put(x, torch.tensor([1, 2]), torch.tensor([7.0, 8.0]))
z = x.put(torch.tensor([0, 0]), torch.tensor([1.0, 1.0]), accumulate=True)
show(x, y, z)

# put_2d_source_index
x = torch.zeros(2, 3)
x.put_(torch.tensor([[0, 5], [2, 3]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
show(x)

# put_noncontig
x = torch.zeros(3, 2).t()
x.put_(torch.tensor([1]), torch.tensor([9.0]))
show(x)

# put_dtype_err
x = torch.zeros(3)
attempt(lambda: x.put_(torch.tensor([0]), torch.tensor([1])))

# put_oob_neg_err
x = torch.zeros(3)
attempt(lambda: x.put_(torch.tensor([-4]), torch.tensor([1.0])))

# nz_tuple_index_2d
x = torch.tensor([[0, 3, 0], [4, 0, 5]])
idx = x.nonzero(as_tuple=True)
show(idx, x[idx], len(idx))

# nz_tuple_set
x = torch.tensor([[0.0, 3.0], [4.0, 0.0]])
x[x.nonzero(as_tuple=True)] = -1.0
show(x)

# nz_tuple_1d
x = torch.tensor([0, 2, 0, 7])
(i,) = torch.nonzero(x, as_tuple=True)
show(i, x[i])

# nz_tuple_0d
x = torch.tensor(5)
show(torch.nonzero(x, as_tuple=True), torch.tensor(0).nonzero(as_tuple=True), x.nonzero())

# nz_rows_as_index
x = torch.tensor([[0, 3, 0], [4, 0, 5]])
nz = torch.nonzero(x)
show(nz, x[nz[:, 0], nz[:, 1]], x[tuple(nz.t())])

# nz_empty
x = torch.zeros(2, 3)
show(x.nonzero(), x.nonzero(as_tuple=True), x[x.nonzero(as_tuple=True)])

# where_cond_tuple_index
x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
idx = torch.where(x < 0)
show(idx, x[idx])
x[torch.where(x < 0)] = 0.0
show(x)

# where_cond_1d_first
x = torch.tensor([5, 0, 7, 0, 9])
pos = torch.where(x == 0)[0]
show(pos, pos.tolist(), x[pos + 1])

# where_three_arg_index_mix
x = torch.arange(6)
y = torch.where(x % 2 == 0, x, -x)
show(y[torch.where(y < 0)], y[y >= 0])

# argwhere_as_index
x = torch.tensor([[0, 1], [1, 1]])
aw = torch.argwhere(x)
show(aw, x[aw[:, 0], aw[:, 1]].sum())

# dev_cuda_index_cpu_tensor_err
x = torch.arange(5, device='cpu')
show('RuntimeError: indices should be either on cpu or on the same device as the indexed tensor (cpu)')
show(Host(x[torch.tensor([0, 1]).cpu()]))

# up_embedding_lookup
table = torch.arange(12.0).reshape(4, 3)
ids = torch.tensor([[0, 3], [2, 2]])
show(table[ids].shape, table[ids][1], F.embedding(ids, table)[0])

# up_last_token_gather
h = torch.arange(24.0).reshape(2, 4, 3)
lengths = torch.tensor([2, 4])
show(h[torch.arange(2), lengths - 1])

# up_swap_rows
x = torch.arange(6).reshape(3, 2)
x[[0, 2]] = x[[2, 0]]
show(x)

# up_permute_rows
x = torch.arange(8).reshape(4, 2)
perm = torch.tensor([3, 0, 2, 1])
inv = torch.empty_like(perm)
inv[perm] = torch.arange(4)
show(x[perm], x[perm][inv], inv)

# up_set_diagonal_arange
x = torch.zeros(4, 4)
i = torch.arange(4)
x[i, i] = torch.tensor([1.0, 2.0, 3.0, 4.0])
x[i[:-1], i[1:]] = -1
show(x)

# up_onehot_eye
labels = torch.tensor([2, 0, 1, 2])
show(torch.eye(3)[labels], torch.eye(3, dtype=torch.long)[labels].sum(0))

# up_topk_scatter_mask
x = torch.tensor([[0.1, 0.5, 0.2, 0.9], [0.8, 0.3, 0.7, 0.0]])
v, idx = x.topk(2, dim=1)
keep = torch.zeros_like(x, dtype=torch.bool).scatter_(1, idx, True)
show(keep, x.masked_fill(~keep, float('-inf')))

# up_unique_inverse_index
x = torch.tensor([3, 1, 3, 2, 1])
u, inv = torch.unique(x, return_inverse=True)
show(u, inv, u[inv])

# up_clamp_indices
x = torch.arange(5) * 10
i = torch.tensor([-3, 0, 2, 7])
show(x[i.clamp(0, 4)], x[i.clamp(min=0, max=x.numel() - 1)])

# up_sorted_index
x = torch.tensor([3.0, -1.0, 2.0, 0.5])
s, order = x.sort()
show(x[order], order, x[order.flip(0)])

# up_sample_rows_mask_loop
x = torch.arange(12).reshape(4, 3)
keep = []
for r in range(4):
    if x[r, 0] % 2 == 0:
        keep.append(r)
show(keep, x[keep], x[torch.tensor(keep)])

# up_running_write_loop
x = torch.zeros(5)
for i in range(1, 5):
    x[i] = x[i - 1] + i
show(x)

# up_grid_indices
x = torch.arange(16).reshape(4, 4)
rows = torch.tensor([0, 2])
cols = torch.tensor([1, 3])
show(x[rows][:, cols], x[rows[:, None], cols], x[torch.meshgrid(rows, cols, indexing='ij')])

# up_batch_index_3d
x = torch.arange(24).reshape(2, 3, 4)
b = torch.tensor([0, 1, 1])
r = torch.tensor([2, 0, 1])
show(x[b, r], x[b, r, -1], x[b, :, 0])

# up_mask_stats
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
m = torch.tensor([[True, False, True], [False, False, True]])
show((x * m).sum(1) / m.sum(1), x[m].mean(), torch.where(m, x, torch.zeros_like(x)).amax(1))

# up_replace_values_by_lookup
lut = torch.tensor([10, 20, 30])
codes = torch.tensor([[0, 2], [1, 0]])
show(lut[codes], lut[codes.flatten()].view(2, 2))

# up_bool_index_assign_rows_other
x = torch.zeros(3, 2)
y = torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
m = torch.tensor([False, True, True])
x[m] = y[m]
show(x)

# up_negative_index_tensor_write
x = torch.zeros(5)
x[torch.tensor([-1, -2])] = torch.tensor([1.0, 2.0])
x[[-5]] = 3
show(x)

# up_index_with_long_of_float
x = torch.arange(5) * 2
f = torch.tensor([1.7, 3.2])
show(x[f.long()], x[f.round().long()], x[f.long()])

# up_gather_vs_fancy
x = torch.arange(12.0).reshape(3, 4)
idx = torch.tensor([3, 0, 2])
show(torch.equal(x.gather(1, idx[:, None]).squeeze(1), x[torch.arange(3), idx]))

# up_index_with_size_vars
x = torch.arange(10)
n = x.shape[0]
half = n // 2
show(x[:half], x[half:], x[n - 1], x[-n], x[:len(x) // 3])

# up_index_with_shape_tensor_float_err
x = torch.arange(10)
def f():
    return x[:x.shape[0] / 2]
attempt(f)

# up_stride_slice_assign
x = torch.zeros(8)
x[::2] = torch.arange(4.0)
x[1::2] = -torch.arange(4.0)
show(x)

# up_2d_checkerboard
x = torch.zeros(4, 4, dtype=torch.int64)
x[::2, ::2] = 1
x[1::2, 1::2] = 1
show(x, x.sum())

# up_border_zero
x = torch.ones(4, 5)
x[0] = 0
x[-1] = 0
x[:, 0] = 0
x[:, -1] = 0
show(x)

# up_index_list_from_range
x = torch.arange(10)
show(x[list(range(0, 10, 3))], x[[i * i for i in range(4)]])

# up_3d_mask_last_dim
x = torch.arange(12.0).reshape(2, 2, 3)
m = x[..., 0] > 3
show(m, x[m], x[m].shape)
x[m] = 0
show(x)

# up_advanced_view_confusion
x = torch.zeros(3, 3)
x[[0, 1]][:, 0] = 5
x[:, [0, 1]][0] = 5
x[0][[0, 1]] = 7
show(x)

# up_index_select_vs_adv
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([2, 0])
show(torch.equal(x.index_select(1, i), x[:, i]), torch.equal(x.index_select(0, i), x[i]))

# up_masked_select_vs_mask
x = torch.arange(6).reshape(2, 3)
m = x % 2 == 1
show(torch.equal(x.masked_select(m), x[m]), x[m].is_contiguous())

# ex_setitem_0d_long_into_float
x = torch.zeros(3)
def f():
    x[[0, 1]] = torch.tensor(5)
attempt(f)
def g():
    x[torch.tensor([True, False, True])] = torch.tensor(5)
show('RuntimeError: Index put requires the source and destination dtypes match, got Float for the destination and Long for the source.')
x[1:2] = torch.tensor(7)
show(x)

# ex_slice_bool_and_tensor_bounds
x = torch.arange(5)
show(x[True:3], x[torch.tensor(1):torch.tensor(4):torch.tensor(2)], x[:torch.tensor(-1)])

# ex_index_select_out
x = torch.arange(5)
o = torch.empty(2, dtype=torch.long)
r = torch.index_select(x, 0, torch.tensor([1, 3]), out=o)
show(r is o, o)

# ex_take_0d_index
x = torch.arange(5) * 3
show(torch.take(x, torch.tensor(2)), torch.take(x, torch.tensor(-1)).shape)

# ex_scatter_reduce_add_inplace
x = torch.zeros(2, 3)
x.scatter_(1, torch.tensor([[0, 0], [2, 2]]), torch.ones(2, 2), reduce='add')
show(x)

# ex_where_0d_cond
show(torch.where(torch.tensor(True)), torch.where(torch.tensor(0)), torch.tensor(3.0).nonzero(as_tuple=True))

# ex_masked_select_out
o = torch.empty(0, dtype=torch.long)
r = torch.masked_select(torch.arange(4), torch.tensor([True, False, True, False]), out=o)
show(r is o, o)

# ex_mask_3d_on_2d_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[torch.ones(2, 3, dtype=torch.bool)[None]])
show(x[torch.ones(2, 3, dtype=torch.bool)[None][0]])

# ex_setitem_int32_index
x = torch.zeros(5)
i = torch.tensor([4, 0], dtype=torch.int32)
i = i.long()
x[i] = torch.tensor([1.0, 2.0])
x[i] += 1
show(x)

# ex_setitem_uint8_mask_rows
x = torch.zeros(3, 2)
x[torch.tensor([0, 1, 1], dtype=torch.uint8)] = torch.tensor([5.0, 6.0])
show(x)

# ex_setitem_bool_list
x = torch.zeros(3)
x[[True, False, True]] = 1
x[[False, True, False]] += 2
show(x)

# ex_setitem_slice_from_strided
x = torch.zeros(2, 2)
y = torch.arange(16.0).reshape(4, 4)
x[:, :] = y[::2, ::2]
y[1:3, 1:3] = x
show(x, y)

# ex_index_copy_0d
x = torch.zeros(3)
x.index_copy_(0, torch.tensor(1), torch.tensor(5.0))
show(x, torch.zeros(3).index_copy(0, torch.tensor([2]), torch.tensor([9.0])))

# ex_put_0d_index
x = torch.zeros(4)
x.put_(torch.tensor(2), torch.tensor(3.0))
show(x)

# ex_gather_0d
x = torch.tensor(5.0)
show(x.gather(0, torch.tensor(0)), torch.arange(3).gather(0, torch.tensor([2, 2])))

# ex_scatter_0d
x = torch.zeros(3)
show(x.scatter(0, torch.tensor(1), 4.0), x.scatter(0, torch.tensor([2]), torch.tensor([7.0])))

# ex_index_add_0d_index
x = torch.zeros(3)
show('RuntimeError: source tensor shape must match self tensor shape, excluding the specified dimension. Got self.shape = [3] source.shape = []')
show(x.index_add(0, torch.tensor([2]), torch.tensor([5.0])), torch.tensor(1.0).index_add(0, torch.tensor(0), torch.tensor(2.0)))

# ex_nonzero_as_tuple_3d_write
x = torch.zeros(2, 2, 2)
x[0, 1, 1] = 1
x[1, 0, 1] = 2
idx = x.nonzero(as_tuple=True)
show(idx)
x[idx] *= 10
show(x[idx], x.sum())

# ex_getitem_tuple_of_lists_3d
x = torch.arange(24).reshape(2, 3, 4)
show(x[([0, 1], [2, 0], [3, 1])], x[[0, 1], [2, 0]].shape)

# ex_mask_and_slice_and_int
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([True, False, True])
show(x[1, m, 1:3], x[:, m, -1], x[0, m][:, ::2])

# ex_index_write_broadcast_0d_tensor_adv
x = torch.zeros(2, 3)
x[[0, 1], [2, 0]] = torch.tensor(3.5)
x[torch.tensor([[0], [1]]), torch.tensor([1])] = torch.tensor([[1.0], [2.0]])
show(x)

# ex_bool_index_half_values_set
x = torch.zeros(4, dtype=torch.float16)
x[torch.tensor([True, True, False, False])] = torch.tensor([1.5, 2.5], dtype=torch.float16)
x[x == 0] = 65504
show(x)

# ex_index_put_broadcast_values_2d
x = torch.zeros(3, 3)
x.index_put_((torch.tensor([[0], [2]]), torch.tensor([0, 2])), torch.tensor([1.0, 2.0]))
show(x)

# ex_index_put_accumulate_int_broadcast
x = torch.zeros(2, 2, dtype=torch.int64)
x.index_put_((torch.tensor([0, 0]),), torch.tensor([1, 2]), accumulate=True)
show(x)
