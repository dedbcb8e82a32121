# Twin of tests/golden/corpus_index12.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
import cuda_repr  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings (uint8 indices) are not part of the output.
warnings.filterwarnings("ignore")

# Where Debian's PyTorch 1.13 differs from 2.x, the twin prints what 2.x prints: int32 index
# tensors (2.x takes them; the twin indexes with int64) and the index dtype error's wording,
# which names int since 2.0.


def ix_names(message):
    """PyTorch 2's wording of the index dtype error."""
    return message.replace("long, byte or bool", "long, int, byte or bool")


def attempt(fn):
    cuda_repr.attempt(fn, ix_names)

# bs_neg_start_2d
x = torch.arange(20).reshape(4, 5)
show(x[-2:], x[:, -3:], x[-3:-1, -4:-2])

# bs_neg_start_step1_3d
x = torch.arange(24).reshape(2, 3, 4)
show(x[-1:, -2:, -1:], x[-1:, -2:, -1:].shape)
show(x[:, -1:, :].shape, x[..., -2:].stride())

# bs_neg_stop_only
x = torch.arange(6.0)
show(x[:-1], x[:-5], x[:-6], x[:-7], x[1:-1])

# bs_clamped_both_dims
x = torch.arange(12).reshape(3, 4)
show(x[-10:10, -10:10], x[2:100, 3:100], x[5:, :], x[:, 7:].shape)

# bs_clamped_write_noop
x = torch.zeros(5, dtype=torch.long)
x[5:10] = 7
x[-20:-10] = 8
show(x)

# bs_clamped_write_partial
x = torch.zeros(5, dtype=torch.long)
x[-20:2] = 3
x[3:100] = torch.tensor([4, 5])
show(x)

# bs_clamped_write_2d
x = torch.zeros(3, 4)
x[1:50, -100:2] = 1.5
show(x)

# bs_slice_write_shape_err
x = torch.zeros(5)
def f():
    x[3:100] = torch.tensor([1.0, 2.0, 3.0])
attempt(f)

# bs_slice_stride_values
x = torch.arange(30).reshape(5, 6)
y = x[-3:, 1:-1]
show(y, y.stride(), y.storage_offset(), y.is_contiguous())

# bs_step_one_explicit
x = torch.arange(8)
show(x[::1], x[-4::1], x[-4:-1:1], x[2:2:1])

# bs_ellipsis_none_mid
x = torch.arange(24).reshape(2, 3, 4)
show(x[:, None, ..., 0].shape, x[1, ..., None, 2], x[None, 0, ..., None].shape)

# bs_ellipsis_none_end
x = torch.arange(6).reshape(2, 3)
show(x[..., None], x[None, ...].shape, x[..., None, None].shape)

# bs_none_many
x = torch.arange(3)
show(x[None, None, :, None].shape, x[None, :, None], x[:, None] * x[None, :])

# bs_ellipsis_with_slices
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., 1:3], x[0, ..., ::2], x[..., -1:, :].shape)

# bs_none_0d_write
x = torch.tensor(2.0)
y = x[None]
y[0] = 9
show(x, y)

# bs_ellipsis_0d_write
x = torch.tensor(4)
x[...] = 11
show(x)
x[()] = 12
show(x, x[()], x[...].shape)

# bs_0d_int_index_err
x = torch.tensor(1.5)
attempt(lambda: x[0])

# bs_0d_slice_err
x = torch.tensor(1.5)
attempt(lambda: x[:])
attempt(lambda: x[..., 0])
attempt(lambda: x[1:])

# bs_0d_setitem_int_err
x = torch.tensor(3)
def f():
    x[0] = 5
attempt(f)
def f():
    x[:] = 5
attempt(f)

# bs_int_oob_read_msgs
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[3])
attempt(lambda: x[-4])
attempt(lambda: x[0, 4])
attempt(lambda: x[1, -5])
attempt(lambda: x[:, 10])

# bs_int_oob_write_msgs
x = torch.zeros(3, 4)
def f():
    x[3] = 1.0
attempt(f)
def f():
    x[0, -5] = 1.0
attempt(f)
def f():
    x[:, 4] = 1.0
attempt(f)

# bs_int_neg_each
x = torch.arange(24).reshape(2, 3, 4)
show(x[-1], x[-2, -3], x[-1, -1, -4], x[:, -2, -1])

# bs_too_many_ints
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[0, 0, 0])
attempt(lambda: x[0, :, 0])
attempt(lambda: x[:, :, :])

# bs_too_many_with_none
x = torch.arange(6).reshape(2, 3)
show(x[None, 0, None, 1].shape)
attempt(lambda: x[0, 1, 2, None])

# bs_too_many_write
x = torch.zeros(2, 3)
def f():
    x[0, 0, 0] = 1.0
attempt(f)

# bs_slice_chain_reads
x = torch.arange(20).reshape(4, 5)
show(x[1:][1:][0], x[:, 1:][:, 1:][:, 0], x[-1][-2:], x[1:3][-1][-1])

# bs_chain_write_slices
x = torch.zeros(4, 5, dtype=torch.long)
x[1:][1:][0] = 1
x[:, 2:][:, -1] = 2
x[0][1:3] = 3
show(x)

# bs_transpose_row_write
x = torch.zeros(2, 3)
x.t()[0] = 5
x.t()[-1] = torch.tensor([1.0, 2.0])
show(x)

# bs_transpose_slice_write
x = torch.zeros(3, 3, dtype=torch.long)
x.T[1:, 0] = 4
x.mT[0, 1:] = torch.tensor([7, 8])
show(x)

# bs_permute_write
x = torch.zeros(2, 3, 4)
x.permute(2, 0, 1)[1] = 1
show(x.sum(), x[:, :, 1].sum(), x[0, 0])

# bs_unsqueeze_view_write
x = torch.zeros(3)
x.unsqueeze(0)[0, 1] = 2
x[None][0][2] = 3
show(x)

# bs_view_flat_write
x = torch.zeros(2, 3)
x.view(-1)[4] = 1
x.reshape(-1)[1] = 2
x.flatten()[0] = 3
show(x)

# bs_expand_read
x = torch.arange(3).expand(4, 3)
show(x[1:3, -2:], x[-1], x[:, 0])

# bs_diagonal_write
x = torch.zeros(3, 3)
x.diagonal()[:] = torch.tensor([1.0, 2.0, 3.0])
x.diagonal(1)[-1] = 9
show(x)

# bs_narrow_select_chain
x = torch.arange(24).reshape(4, 6)
show(x.narrow(1, 2, 3)[-1], x.select(0, -1)[1:4], x.narrow(0, 1, 2)[:, -1])

# bs_len_and_iter
x = torch.arange(6).reshape(3, 2)
show(len(x), len(x[1:]), len(x[5:]), [r.tolist() for r in x[-2:]])

# mk_full_shape_2d
x = torch.arange(12).reshape(3, 4)
m = x % 3 == 0
show(x[m], x[m].shape, m.sum())

# mk_leading_dims_3d
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([[True, False, True], [False, False, True]])
show(x[m], x[m].shape)

# mk_leading_dim_1d_on_3d
x = torch.arange(24).reshape(2, 3, 4)
show(x[torch.tensor([False, True])].shape, x[torch.tensor([False, True])][0, 0])

# mk_after_slice
x = torch.arange(12).reshape(3, 4)
show(x[:, torch.tensor([True, False, True, False])], x[1:, torch.tensor([True, True, False, False])])

# mk_after_ellipsis
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([True, False, False, True])
show(x[..., m].shape, x[..., m][1])

# mk_middle_of_3d
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([True, False, True])
show(x[:, m, :].shape, x[:, m, -1], x[0, m])

# mk_2d_on_trailing
x = torch.arange(24).reshape(2, 3, 4)
m = torch.arange(12).reshape(3, 4) >= 10
show(x[:, m], x[:, m].shape)

# mk_with_trailing_slice
x = torch.arange(20).reshape(5, 4)
m = torch.tensor([True, False, True, False, True])
show(x[m, 1:3], x[m, -1], x[m, ::2].shape)

# mk_with_int
x = torch.arange(20).reshape(5, 4)
m = torch.tensor([True, False, True, False, True])
show(x[m, 2], x[1, torch.tensor([False, True, True, False])])

# mk_two_masks
x = torch.arange(12).reshape(3, 4)
r = torch.tensor([True, False, True])
c = torch.tensor([False, True, False, True])
show(x[r, c])
show(x[r][:, c])

# mk_two_masks_count_err
x = torch.arange(12).reshape(3, 4)
r = torch.tensor([True, False, True])
c = torch.tensor([True, True, True, False])
attempt(lambda: x[r, c])

# mk_0d_true_false_read
x = torch.arange(6).reshape(2, 3)
show(x[torch.tensor(True)].shape, x[torch.tensor(False)].shape, x[torch.tensor(True)])

# mk_0d_true_false_write
x = torch.zeros(2, 2)
x[torch.tensor(False)] = 3
show(x)
x[torch.tensor(True)] = 4
show(x)

# mk_0d_true_on_0d
x = torch.tensor(5.0)
show(x[torch.tensor(True)], x[torch.tensor(False)], x[x > 3])
x[x > 3] = 1
show(x)

# mk_0d_true_with_slice
x = torch.arange(6).reshape(2, 3)
show(x[torch.tensor(True), 1], x[torch.tensor(True), :, 2], x[torch.tensor(False), 0].shape)

# mk_shape_err_leading
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[torch.tensor([True, False])])
attempt(lambda: x[torch.tensor([True, False, True, True])])

# mk_shape_err_second_dim
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[:, torch.tensor([True, False, True])])

# mk_shape_err_2d_mask
x = torch.arange(24).reshape(2, 3, 4)
attempt(lambda: x[torch.ones(3, 2, dtype=torch.bool)])
attempt(lambda: x[torch.ones(2, 4, dtype=torch.bool)])

# mk_too_many_dims_err
x = torch.arange(4).reshape(2, 2)
attempt(lambda: x[torch.ones(2, 2, 2, dtype=torch.bool)])

# mk_write_shape_err
x = torch.zeros(3, 4)
def f():
    x[torch.tensor([True, False])] = 1.0
attempt(f)

# mk_write_right_count
x = torch.zeros(6)
m = torch.tensor([True, False, True, True, False, False])
x[m] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# mk_write_right_count_2d
x = torch.zeros(3, 3, dtype=torch.long)
m = torch.eye(3, dtype=torch.bool)
x[m] = torch.tensor([7, 8, 9])
show(x)

# mk_write_rows_tensor
x = torch.zeros(4, 3)
m = torch.tensor([True, False, False, True])
x[m] = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(x)

# mk_write_rows_broadcast
x = torch.zeros(4, 3)
m = torch.tensor([False, True, True, False])
x[m] = torch.tensor([1.0, 2.0, 3.0])
show(x)
x[m] = torch.tensor([[5.0], [6.0]])
show(x)

# mk_write_wrong_count_err
x = torch.zeros(5)
m = torch.tensor([True, True, False, True, False])
def f():
    x[m] = torch.tensor([1.0, 2.0])
attempt(f)
def f():
    x[m] = torch.tensor([1.0, 2.0, 3.0, 4.0])
attempt(f)

# mk_write_rows_wrong_err
x = torch.zeros(4, 3)
m = torch.tensor([True, False, False, True])
def f():
    x[m] = torch.ones(3, 3)
attempt(f)
def f():
    x[m] = torch.ones(2, 2)
attempt(f)

# mk_write_dtype_conversion
x = torch.zeros(4, dtype=torch.int32)
m = torch.tensor([True, False, True, False])
def f():
    x[m] = torch.tensor([2.7, -1.9])
attempt(f)
x[m] = 2.7
show(x)
b = torch.zeros(3, dtype=torch.bool)
b[torch.tensor([True, False, True])] = 2.0
show(b)

# mk_aug_assign
x = torch.arange(6.0)
x[x > 2] *= 10
x[x < 2] -= 1
show(x)

# mk_aug_int_floor
x = torch.arange(8)
x[x % 2 == 1] //= 2
show(x)

# mk_uint8_mask_read
x = torch.arange(5)
m = torch.tensor([1, 0, 1, 0, 1], dtype=torch.uint8)
show(x[m])

# mk_uint8_mask_2d
x = torch.arange(6).reshape(2, 3)
m = torch.tensor([[0, 1, 1], [1, 0, 0]], dtype=torch.uint8)
show(x[m])
x[m] = 0
show(x)

# mk_bool_list_2d
x = torch.arange(6).reshape(3, 2)
show(x[[True, False, True]], x[:, [False, True]])

# mk_nonzero_vs_mask
x = torch.tensor([[0.5, -1.0], [2.0, -3.0]])
m = x < 0
show(x[m], x[m.nonzero(as_tuple=True)], m.nonzero())

# mk_mask_view_target
x = torch.zeros(3, 4)
x[:, 0][torch.tensor([True, False, True])] = 5
show(x)

# mk_mask_view_slice_target
x = torch.arange(12.0).reshape(3, 4)
v = x[:, 1:3]
v[v > 5] = 0
show(x)

# mk_mask_transposed_target
x = torch.arange(6).reshape(2, 3)
x.t()[x.t() % 2 == 0] = -1
show(x)

# mk_mask_diag_target
x = torch.ones(3, 3)
x.diagonal()[torch.tensor([True, False, True])] = 0
show(x)

# mk_mask_on_copy_lost
x = torch.arange(4)
x[[0, 1, 2]][torch.tensor([True, True, True])] = 9
show(x)

# mk_half_mask_write
x = torch.arange(4, dtype=torch.float16)
x[x > 1] = 0.1
show(x)

# mk_bf16_mask_read
x = torch.tensor([1.5, -2.25, 3.0], dtype=torch.bfloat16)
show(x[x > 0], x[x > 0].dtype)

# mk_float64_mask_tensor_value
x = torch.zeros(3, dtype=torch.float64)
def f():
    x[torch.tensor([True, True, False])] = torch.tensor([0.1, 0.2], dtype=torch.float32)
attempt(f)
x[torch.tensor([True, True, False])] = torch.tensor([0.1, 0.2], dtype=torch.float64)
show(x)

# mk_empty_mask
x = torch.zeros(0, 3)
m = torch.zeros(0, dtype=torch.bool)
show(x[m].shape, x[m])
x[m] = 1
show(x.shape)

# mk_all_false_write
x = torch.arange(4)
x[x > 10] = torch.tensor(100)
show(x)

# ai_two_lists
x = torch.arange(12).reshape(3, 4)
show(x[[0, 2], [1, 3]], x[[-1, 0], [-1, 0]])

# ai_broadcast_col_row
x = torch.arange(12).reshape(3, 4)
show(x[[[0], [2]], [1, 3]], x[[[0], [2]], [1, 3]].shape)

# ai_broadcast_tensors
x = torch.arange(20).reshape(4, 5)
r = torch.arange(4)[:, None]
c = torch.tensor([0, 4])
show(x[r, c], x[r, c].shape)

# ai_broadcast_err
x = torch.arange(20).reshape(4, 5)
attempt(lambda: x[[0, 1, 2], [0, 1]])
attempt(lambda: x[torch.tensor([[0, 1], [1, 2]]), torch.tensor([0, 1, 2])])

# ai_separated_by_slice_3d
x = torch.arange(24).reshape(2, 3, 4)
y = x[[0, 1], :, [1, 2]]
show(y, y.shape)

# ai_separated_broadcast
x = torch.arange(24).reshape(2, 3, 4)
i = torch.tensor([[0], [1]])
j = torch.tensor([0, 3])
show(x[i, :, j].shape, x[i, :, j][1, 0])

# ai_separated_4d
x = torch.arange(120).reshape(2, 3, 4, 5)
show(x[:, [0, 2], :, [1, 4]].shape, x[[1], :, [2], :].shape, x[[0, 1], :, :, [0, 0]].shape)

# ai_adjacent_4d
x = torch.arange(120).reshape(2, 3, 4, 5)
show(x[:, [0, 2], [1, 3], :].shape, x[:, :, [0], [4]].shape, x[..., [0, 1], [2, 3]].shape)

# ai_separated_by_ellipsis
x = torch.arange(24).reshape(2, 3, 4)
show(x[[0, 1], ..., [2, 3]], x[[1], ..., [0]].shape)

# ai_separated_by_none
x = torch.arange(12).reshape(3, 4)
show(x[[0, 2], None, [1, 3]].shape, x[None, [0, 2], [1, 3]].shape)

# ai_list_and_slice_after
x = torch.arange(24).reshape(2, 3, 4)
show(x[[1, 0], 1:], x[:, [2, 0], -2:].shape)

# ai_list_single_pos
x = torch.arange(12).reshape(3, 4)
show(x[[2, 0, 2]], x[:, [3, 3]], x[..., [0]])

# ai_tensor_on_dim1_2d_index
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([[0, 1], [3, 2]])
show(x[:, i], x[:, i].shape)

# ai_2d_index_dim0
x = torch.arange(8).reshape(4, 2)
i = torch.tensor([[3, 0], [1, 1]])
show(x[i], x[i].shape)

# ai_3d_index
x = torch.arange(5) * 10
i = torch.arange(8).reshape(2, 2, 2) % 5
show(x[i])

# ai_nested_list
x = torch.arange(10, 16)
show(x[[[5]]], x[[[1, 2]]], x[torch.tensor([[0, 1], [2, 3]])])
attempt(lambda: x[[[0, 1], [2, 3]]])

# ai_nested_list_2d_target
x = torch.arange(12).reshape(3, 4)
show(x[[[0, 0], [2, 2]], [[0, 3], [0, 3]]])

# ai_int32_index
x = torch.arange(10, 20)
i = torch.tensor([1, -1, 3], dtype=torch.int32)
i = i.long()
show(x[i])

# ai_int32_pair_broadcast
x = torch.arange(12).reshape(3, 4)
r = torch.tensor([[0], [2]], dtype=torch.int32)
c = torch.tensor([1, 2], dtype=torch.int32)
r = r.long()
c = c.long()
show(x[r, c])

# ai_int32_and_int64_mix
x = torch.arange(12).reshape(3, 4)
r = torch.tensor([0, 2], dtype=torch.int32)
r = r.long()
show(x[r, torch.tensor([1, 3])])

# ai_int32_setitem
x = torch.zeros(5)
i = torch.tensor([0, 4], dtype=torch.int32)
i = i.long()
x[i] = 2.5
show(x)

# ai_uint8_index_is_mask
x = torch.arange(3)
show(x[torch.tensor([1, 1, 0], dtype=torch.uint8)])

# ai_bool_tensor_index
x = torch.arange(4)
show(x[torch.tensor([False, True, False, True])])

# ai_float_index_err
x = torch.arange(5)
attempt(lambda: x[torch.tensor([0.0, 1.0])])
attempt(lambda: x[torch.tensor([1.0]).half()])

# ai_float_index_set_err
x = torch.zeros(5)
def f():
    x[torch.tensor([1.0, 2.0])] = 3.0
attempt(f)

# ai_empty_index_tensor
x = torch.arange(12).reshape(3, 4)
e = torch.tensor([], dtype=torch.long)
show(x[e], x[e].shape, x[:, e].shape)

# ai_empty_list
x = torch.arange(12).reshape(3, 4)
show(x[[]].shape, x[:, []].shape)

# ai_empty_float_tensor_err
x = torch.arange(5)
attempt(lambda: x[torch.tensor([])])

# ai_empty_pair
x = torch.arange(12).reshape(3, 4)
e = torch.tensor([], dtype=torch.long)
show(x[e, e].shape, x[e, 0].shape)

# ai_empty_write
x = torch.arange(4)
x[torch.tensor([], dtype=torch.long)] = 5
x[[]] = 6
show(x)

# ai_0d_index_tensor
x = torch.arange(12).reshape(3, 4)
i = torch.tensor(2)
show(x[i], x[i, i], x[:, i], x[i].shape)

# ai_0d_index_with_list
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor(1), [0, 3]], x[[0, 2], torch.tensor(-1)])

# ai_list_of_ints_neg
x = torch.arange(6)
show(x[[-1, -2, -6]], x[[0, 0, 0]])

# ai_tuple_index
x = torch.arange(12).reshape(3, 4)
idx = ([0, 1], [2, 3])
show(x[idx], x[(1, 2)])

# ai_too_many_lists_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[[0], [0], [0]])
attempt(lambda: x[[0], 0, 0])

# ai_result_is_copy
x = torch.arange(5)
y = x[[1, 2]]
y[0] = 100
show(x, y)

# ai_chained_read
x = torch.arange(24).reshape(4, 6)
show(x[[0, 3]][:, [1, 5]], x[[0, 3]][1], x[1:][[0, 2]][:, -1])

# ai_chained_write_lost
x = torch.zeros(4, dtype=torch.long)
x[[0, 1]][0] = 5
x[[2, 3]][:] = 7
show(x)

# ai_chained_write_view_then_adv
x = torch.zeros(3, 4, dtype=torch.long)
x[1][[0, 2]] = 5
x[:, 3][[0, 2]] = 6
x[1:][:, [1]] = 7
show(x)

# ai_index_expanded
x = torch.arange(6) * 2
i = torch.tensor([1, 4]).expand(3, 2)
show(x[i])

# ai_index_noncontig_source
x = torch.arange(12).reshape(3, 4).t()
show(x[[0, 3]], x[:, [2, 0]], x[[1, 2], [0, 1]])

# ai_ellipsis_none_adv
x = torch.arange(12).reshape(3, 4)
show(x[..., [0, 2], None].shape, x[None, ..., [1]].shape, x[[1], ..., None])

# ai_dtype_values
x = torch.tensor([1.5, -2.5, 3.5], dtype=torch.float64)
show(x[[2, 0]], x[[2, 0]].dtype)
b = torch.tensor([True, False, True])
show(b[[1, 2]])
h = torch.tensor([0.1, 0.2, 0.3], dtype=torch.float16)
show(h[[0, 2]])

# st_scalar_into_list_idx
x = torch.zeros(5, dtype=torch.long)
x[[0, 2, 4]] = 3
show(x)

# st_tensor_value_list_idx
x = torch.zeros(5)
x[[4, 0]] = torch.tensor([1.0, 2.0])
show(x)

# st_0d_value_list_idx
x = torch.zeros(4)
x[[1, 3]] = torch.tensor(7.0)
show(x)

# st_broadcast_rows
x = torch.zeros(4, 3)
x[[0, 2]] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# st_broadcast_col_value
x = torch.zeros(4, 3)
x[[1, 3]] = torch.tensor([[5.0], [6.0]])
show(x)

# st_pair_index_values
x = torch.zeros(3, 3, dtype=torch.long)
x[[0, 1, 2], [2, 1, 0]] = torch.tensor([1, 2, 3])
show(x)

# st_broadcast_pair_index
x = torch.zeros(3, 4)
x[[[0], [2]], [1, 3]] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x)

# st_separated_write
x = torch.zeros(2, 3, 4, dtype=torch.long)
x[[0, 1], :, [1, 2]] = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(x)

# st_separated_write_broadcast
x = torch.zeros(2, 3, 4, dtype=torch.long)
x[[0, 1], :, [0, 3]] = torch.tensor([7, 8, 9])
show(x[0], x[1, :, 3])

# st_adjacent_write
x = torch.zeros(2, 3, 4, dtype=torch.long)
x[:, [0, 2], [1, 3]] = torch.tensor([[1, 2], [3, 4]])
show(x)

# st_dtype_float_into_int
x = torch.zeros(4, dtype=torch.long)
def f():
    x[[0, 1]] = torch.tensor([2.9, -2.9])
attempt(f)
x[[0, 1]] = -2.9
x[[2]] = 3.7
show(x)

# st_dtype_int_into_float
x = torch.zeros(3, dtype=torch.float64)
def f():
    x[[0, 2]] = torch.tensor([1, 2])
attempt(f)
x[[0, 2]] = 1
show(x)

# st_dtype_into_bool
x = torch.zeros(3, dtype=torch.bool)
def f():
    x[[0, 2]] = torch.tensor([5, 0])
attempt(f)
x[[0, 2]] = 5
show(x)

# st_dtype_into_half
x = torch.zeros(3, dtype=torch.float16)
def f():
    x[[1]] = torch.tensor([1.0009765625], dtype=torch.float64)
attempt(f)
x[[1]] = 1.0009765625
x[[2]] = 65504.0
show(x)

# st_dtype_bool_into_int
x = torch.zeros(3, dtype=torch.int32)
def f():
    x[[0, 1]] = torch.tensor([True, False])
attempt(f)
x[[0, 1]] = True
x[2] = True
show(x)

# st_dup_same_value
x = torch.zeros(4)
x[[1, 1, 3, 3]] = 2.0
show(x)

# st_dup_aug_no_accumulate
x = torch.zeros(4)
x[[1, 1, 1]] += 1
show(x)

# st_shape_mismatch_err
x = torch.zeros(4, 2)
def f():
    x[[0, 1]] = torch.ones(3)
attempt(f)

# st_shape_mismatch_err_2
x = torch.zeros(5)
def f():
    x[[0, 1, 2]] = torch.tensor([1.0, 2.0])
attempt(f)

# st_shape_mismatch_err_3
x = torch.zeros(3, 4)
def f():
    x[[0, 1], [1, 2]] = torch.ones(2, 2)
attempt(f)

# st_shape_mismatch_separated_err
x = torch.zeros(2, 3, 4)
def f():
    x[[0, 1], :, [1, 2]] = torch.ones(3, 2)
attempt(f)

# st_value_more_dims_ok
x = torch.zeros(4)
x[[0, 1]] = torch.tensor([[1.0, 2.0]])
show(x)

# st_value_leading_ones_slice
x = torch.zeros(2, 3)
x[0] = torch.ones(1, 1, 3)
x[1, :] = torch.full((1, 3), 2.0)
show(x)

# st_slice_value_err
x = torch.zeros(2, 3)
def f():
    x[0] = torch.ones(2)
attempt(f)
def f():
    x[:, 0] = torch.ones(3)
attempt(f)

# st_value_self_alias
x = torch.arange(5)
x[[0, 1]] = x[[3, 4]]
show(x)

# st_value_cross_dtype_tensor_slice
x = torch.zeros(2, 2, dtype=torch.long)
x[0] = torch.tensor([1.9, -1.9])
x[:, 1] = torch.tensor([True, False])
show(x)

# st_value_list_err
x = torch.zeros(3)
def f():
    x[[0, 1]] = [1.0, 2.0]
attempt(f)

# st_0d_index_write
x = torch.zeros(3, 2)
x[torch.tensor(1)] = 4
x[torch.tensor(0), torch.tensor(1)] = 5
show(x)

# st_mask_and_list_write
x = torch.zeros(3, 4, dtype=torch.long)
x[torch.tensor([True, False, True]), [0, 3]] = 1
show(x)

# st_ellipsis_adv_write
x = torch.zeros(2, 2, 3, dtype=torch.long)
x[..., [0, 2]] = torch.tensor([1, 2])
show(x)

# st_none_adv_write
x = torch.zeros(3, dtype=torch.long)
x[None, [0, 2]] = 4
show(x)

# st_view_flat_adv_write
x = torch.zeros(2, 3)
x.view(-1)[[0, 5]] = torch.tensor([1.0, 2.0])
show(x)

# st_transpose_adv_write
x = torch.zeros(2, 3, dtype=torch.long)
x.t()[[0, 2]] = torch.tensor([[1, 2], [3, 4]])
show(x)

# st_diag_adv_write
x = torch.zeros(3, 3)
x.diagonal()[[0, 2]] = 1
show(x)

# st_row_view_adv_write
x = torch.zeros(3, 4)
r = x[1]
r[[0, 3]] = torch.tensor([5.0, 6.0])
show(x)

# ipa_basic_dups
x = torch.zeros(5)
x.index_put_((torch.tensor([0, 1, 1, 4, 1]),), torch.tensor(1.0), accumulate=True)
show(x)

# ipa_values_dups
x = torch.zeros(4, dtype=torch.long)
x.index_put_((torch.tensor([3, 0, 3]),), torch.tensor([10, 20, 30]), accumulate=True)
show(x)

# ipa_2d_pairs_dup
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([0, 0, 1, 0]), torch.tensor([1, 1, 2, 1])), torch.tensor([1.0, 2.0, 3.0, 4.0]), accumulate=True)
show(x)

# ipa_rows_accumulate
x = torch.ones(3, 2)
x.index_put_((torch.tensor([2, 2]),), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), accumulate=True)
show(x)

# ipa_bool_mask_accumulate
x = torch.ones(4)
x.index_put_((torch.tensor([True, False, True, False]),), torch.tensor(5.0), accumulate=True)
show(x)

# ipa_noacc_returns_self
x = torch.zeros(3)
y = x.index_put_((torch.tensor([2]),), torch.tensor(1.0))
show(y, y is x)

# ipa_out_of_place
x = torch.zeros(3)
y = x.index_put((torch.tensor([0, 0]),), torch.tensor([1.0, 2.0]), accumulate=True)
show(x, y)
show(torch.index_put(x, (torch.tensor([1]),), torch.tensor(9.0)))

# ipa_int_broadcast
x = torch.zeros(2, 3, dtype=torch.long)
x.index_put_((torch.tensor([1, 1]),), torch.tensor([1, 2, 3]), accumulate=True)
show(x)

# ipa_float64_exact
x = torch.zeros(3, dtype=torch.float64)
x.index_put_((torch.tensor([0, 0, 0, 2]),), torch.tensor([0.1, 0.2, 0.3, 0.5], dtype=torch.float64), accumulate=True)
show(x)

# ipa_value_dtype_err
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0]),), torch.tensor([1], dtype=torch.long), accumulate=True))

# ipa_value_shape_err
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0, 1]),), torch.tensor([1.0, 2.0, 3.0]), accumulate=True))

# ipa_too_many_err
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0]), torch.tensor([0])), torch.tensor(1.0)))

# ipa_list_not_tuple
x = torch.zeros(3)
x.index_put_([torch.tensor([1])], torch.tensor(2.0))
show(x)

# take_basic_neg
x = torch.tensor([[4, 3, 5], [6, 7, 8]])
show(torch.take(x, torch.tensor([0, 2, 5])), x.take(torch.tensor([-1, -6])))

# take_2d_index_shape
x = torch.arange(10.0)
show(x.take(torch.tensor([[1, 2], [3, 9]])))

# take_noncontig_src
x = torch.arange(6).reshape(2, 3).t()
show(x.take(torch.tensor([0, 1, 2, 3])))

# take_0d_index
x = torch.arange(5)
show(x.take(torch.tensor(3)), x.take(torch.tensor(3)).shape)

# take_empty_index
x = torch.arange(5)
show(x.take(torch.tensor([], dtype=torch.long)))

# take_int32_err
x = torch.arange(5)
attempt(lambda: x.take(torch.tensor([1], dtype=torch.int32)))
attempt(lambda: x.take(torch.tensor([1.0])))

# put_basic
x = torch.zeros(2, 3)
x.put_(torch.tensor([0, 5]), torch.tensor([1.0, 2.0]))
show(x)

# put_neg_accumulate
x = torch.zeros(2, 3, dtype=torch.long)
x.put_(torch.tensor([-1, -1, 0]), torch.tensor([1, 2, 3]), accumulate=True)
show(x)

# put_2d_index_values
x = torch.zeros(6)
x.put_(torch.tensor([[0, 1], [4, 5]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
show(x)

# put_out_of_place
x = torch.zeros(4)
show(x.put(torch.tensor([3]), torch.tensor([2.0])), x)

# put_size_mismatch_err
x = torch.zeros(4)
attempt(lambda: x.put_(torch.tensor([0, 1]), torch.tensor([1.0])))

# put_dtype_err
x = torch.zeros(4)
attempt(lambda: x.put_(torch.tensor([0]), torch.tensor([1])))

# ga_dim0
x = torch.tensor([[1, 2], [3, 4], [5, 6]])
show(torch.gather(x, 0, torch.tensor([[2, 0], [1, 1]])))

# ga_dim1_neg
x = torch.arange(12).reshape(3, 4)
show(x.gather(-1, torch.tensor([[3], [0], [2]])), x.gather(1, torch.tensor([[0, 0, 1]])))

# ga_3d_dim1
x = torch.arange(24).reshape(2, 3, 4)
i = torch.tensor([[[2, 0, 1, 2]], [[0, 0, 0, 1]]])
show(x.gather(1, i))

# ga_empty_index
x = torch.arange(6).reshape(2, 3)
show(x.gather(1, torch.zeros(2, 0, dtype=torch.long)))

# ga_int32_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([[0]], dtype=torch.int32)))

# ga_dims_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([0, 1])))
attempt(lambda: x.gather(2, torch.tensor([[0]])))

# ga_size_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.zeros(3, 1, dtype=torch.long)))

# ga_float64_half
x = torch.tensor([[0.5, 1.5], [2.5, 3.5]], dtype=torch.float64)
show(x.gather(1, torch.tensor([[1], [0]])))
h = x.half()
show(h.gather(0, torch.tensor([[1, 0]])))

# sc_src_2d
x = torch.zeros(3, 4)
src = torch.arange(1.0, 9.0).reshape(2, 4)
show(x.scatter(0, torch.tensor([[0, 1, 2, 0], [2, 0, 1, 1]]), src))

# sc_value_dim1
x = torch.zeros(2, 4, dtype=torch.long)
show(x.scatter(1, torch.tensor([[1], [3]]), 7), x.scatter_(-1, torch.tensor([[0, 2]]), 1))

# sc_smaller_index
x = torch.zeros(3, 3)
src = torch.arange(1.0, 10.0).reshape(3, 3)
show(x.scatter(1, torch.tensor([[2], [0]]), src))

# sc_empty_index
x = torch.ones(2, 2)
show(x.scatter(0, torch.zeros(0, 2, dtype=torch.long), 5.0))

# sc_reduce_add_mul
x = torch.ones(2, 3)
i = torch.tensor([[0, 1, 0], [1, 1, 1]])
show(x.scatter(0, i, 2.0, reduce='add'), x.scatter(0, i, 2.0, reduce='multiply'))

# sc_dims_err
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(0, torch.tensor([0, 1]), torch.ones(2, 3)))
attempt(lambda: x.scatter(3, torch.tensor([[0]]), 1.0))

# sc_src_dtype_err
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(0, torch.tensor([[0]]), torch.tensor([[1]])))

# sc_int32_index_err
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(0, torch.tensor([[0]], dtype=torch.int32), 1.0))

# sa_1d_hist
x = torch.zeros(4, dtype=torch.long)
show(x.scatter_add(0, torch.tensor([0, 1, 1, 3, 3, 3]), torch.ones(6, dtype=torch.long)))

# sa_2d_dim1
x = torch.zeros(2, 3)
i = torch.tensor([[0, 0, 2, 2], [1, 1, 1, 0]])
src = torch.arange(1.0, 9.0).reshape(2, 4)
show(x.scatter_add(1, i, src), torch.scatter_add(x, -1, i, src))

# sa_inplace
x = torch.ones(3, dtype=torch.float64)
x.scatter_add_(0, torch.tensor([2, 2]), torch.tensor([0.25, 0.5], dtype=torch.float64))
show(x)

# sa_src_larger
x = torch.zeros(2)
show(x.scatter_add(0, torch.tensor([1, 0]), torch.tensor([1.0, 2.0, 3.0])))

# sa_dtype_err
x = torch.zeros(2)
attempt(lambda: x.scatter_add(0, torch.tensor([1]), torch.tensor([1])))

# srd_sum
x = torch.tensor([1.0, 2.0, 3.0])
i = torch.tensor([0, 0, 2, 2])
s = torch.tensor([10.0, 20.0, 30.0, 40.0])
show(x.scatter_reduce(0, i, s, reduce='sum'), x.scatter_reduce(0, i, s, reduce='sum', include_self=False))

# srd_prod
x = torch.tensor([2.0, 3.0, 4.0])
i = torch.tensor([0, 0, 2])
s = torch.tensor([5.0, 6.0, 7.0])
show(x.scatter_reduce(0, i, s, 'prod'), x.scatter_reduce(0, i, s, 'prod', include_self=False))

# srd_mean
x = torch.tensor([2.0, 4.0, 8.0])
i = torch.tensor([0, 0, 1])
s = torch.tensor([1.0, 3.0, 5.0])
show(x.scatter_reduce(0, i, s, reduce='mean'), x.scatter_reduce(0, i, s, reduce='mean', include_self=False))

# srd_amax_amin
x = torch.tensor([0.0, 5.0, -5.0])
i = torch.tensor([0, 1, 2, 2])
s = torch.tensor([-1.0, 3.0, -7.0, 2.0])
show(x.scatter_reduce(0, i, s, reduce='amax'), x.scatter_reduce(0, i, s, reduce='amin'))
show(x.scatter_reduce(0, i, s, reduce='amax', include_self=False), x.scatter_reduce(0, i, s, reduce='amin', include_self=False))

# srd_int_mean
x = torch.tensor([1, 10, 100])
i = torch.tensor([0, 0, 1, 1, 1])
s = torch.tensor([2, 4, 1, 2, 2])
show(x.scatter_reduce(0, i, s, reduce='mean'), x.scatter_reduce(0, i, s, reduce='mean', include_self=False))

# srd_int_neg_mean
x = torch.tensor([0, 0])
i = torch.tensor([0, 0, 1, 1])
s = torch.tensor([-3, -4, 5, -10])
show(x.scatter_reduce(0, i, s, reduce='mean', include_self=False))

# srd_int_prod_amax
x = torch.tensor([1, 2, 3])
i = torch.tensor([0, 1, 1, 2])
s = torch.tensor([7, -2, 5, 1])
show(x.scatter_reduce(0, i, s, reduce='prod'), x.scatter_reduce(0, i, s, reduce='amax', include_self=False))

# srd_2d_dim1
x = torch.zeros(2, 3)
i = torch.tensor([[0, 0, 1], [2, 2, 2]])
s = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(x.scatter_reduce(1, i, s, reduce='sum'), x.scatter_reduce(1, i, s, reduce='mean', include_self=False))
show(x.scatter_reduce(-1, i, s, reduce='amax', include_self=True))

# srd_untouched_slots
x = torch.tensor([9.0, 9.0, 9.0, 9.0])
i = torch.tensor([1, 1])
s = torch.tensor([2.0, 4.0])
for r in ['sum', 'prod', 'mean', 'amax', 'amin']:
    show(r, x.scatter_reduce(0, i, s, reduce=r, include_self=False))

# srd_inplace_returns
x = torch.zeros(3)
y = x.scatter_reduce_(0, torch.tensor([1, 1]), torch.tensor([2.0, 3.0]), reduce='sum')
show(x, y is x)

# srd_float64
x = torch.tensor([0.5, 0.25], dtype=torch.float64)
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64), reduce='mean'))

# srd_half
x = torch.tensor([1.0, 2.0], dtype=torch.float16)
show(x.scatter_reduce(0, torch.tensor([1, 1]), torch.tensor([0.5, 0.25], dtype=torch.float16), reduce='prod'))

# srd_nan_amax
x = torch.tensor([0.0, 0.0])
show(x.scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([float('nan'), 1.0]), reduce='amax'))

# srd_dtype_err
x = torch.zeros(3)
attempt(lambda: x.scatter_reduce(0, torch.tensor([0]), torch.tensor([1]), reduce='sum'))

# srd_torch_fn
x = torch.zeros(2)
show(torch.scatter_reduce(x, 0, torch.tensor([1, 1, 0]), torch.tensor([1.0, 2.0, 3.0]), reduce='amax'))

# is_dim0_dim1
x = torch.arange(12).reshape(3, 4)
show(x.index_select(0, torch.tensor([2, 0])), torch.index_select(x, 1, torch.tensor([3, 3, 0])))

# is_neg_dim_empty
x = torch.arange(12).reshape(3, 4)
show(x.index_select(-1, torch.tensor([], dtype=torch.long)).shape, x.index_select(-2, torch.tensor([1])))

# is_int32_index
x = torch.arange(5) * 3
show(x.index_select(0, torch.tensor([4, 1], dtype=torch.int32)))

# is_0d_index
x = torch.arange(6).reshape(2, 3)
show(x.index_select(1, torch.tensor(2)))

# is_float_err
x = torch.arange(5)
attempt(lambda: x.index_select(0, torch.tensor([1.0])))

# is_2d_index_err
x = torch.arange(5)
attempt(lambda: x.index_select(0, torch.tensor([[1]])))

# is_dim_err
x = torch.arange(5)
attempt(lambda: x.index_select(1, torch.tensor([0])))

# ic_dim0
x = torch.zeros(4, 2)
show(x.index_copy(0, torch.tensor([3, 0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])))

# ic_dim1_inplace
x = torch.zeros(2, 4, dtype=torch.long)
x.index_copy_(1, torch.tensor([1, 3]), torch.tensor([[5, 6], [7, 8]]))
show(x)

# ic_count_err
x = torch.zeros(4)
attempt(lambda: x.index_copy(0, torch.tensor([0, 1]), torch.tensor([1.0])))

# ic_dtype_err
x = torch.zeros(4)
attempt(lambda: x.index_copy(0, torch.tensor([0]), torch.tensor([1])))

# if_dim0_dim1
x = torch.zeros(3, 3)
show(x.index_fill(0, torch.tensor([0, 2]), 1.5), x.index_fill(1, torch.tensor([1]), -1))

# if_inplace_int
x = torch.arange(6).reshape(2, 3)
x.index_fill_(1, torch.tensor([0, 2]), 9)
show(x)

# if_0d_value_tensor
x = torch.zeros(4)
x.index_fill_(0, torch.tensor([1, 2]), torch.tensor(3.5))
show(x)

# if_float_into_int
x = torch.zeros(3, dtype=torch.long)
show(x.index_fill(0, torch.tensor([0]), 2.9))

# if_bool_value
x = torch.zeros(3, dtype=torch.bool)
show(x.index_fill(0, torch.tensor([1]), True))

# ia_dim0_dups
x = torch.zeros(3)
show(x.index_add(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0])))

# ia_dim1_alpha
x = torch.ones(2, 3)
show(x.index_add(1, torch.tensor([2, 0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), alpha=2))

# ia_inplace_long
x = torch.zeros(4, dtype=torch.long)
x.index_add_(0, torch.tensor([3, 3, 1]), torch.tensor([1, 2, 3]))
show(x)

# ia_count_err
x = torch.zeros(3)
attempt(lambda: x.index_add(0, torch.tensor([0, 1]), torch.tensor([1.0])))

# ia_dtype_err
x = torch.zeros(3)
attempt(lambda: x.index_add(0, torch.tensor([0]), torch.tensor([1])))

# ms_basic
x = torch.zeros(2, 3)
m = torch.tensor([[True, False, True], [False, True, False]])
show(x.masked_scatter(m, torch.tensor([1.0, 2.0, 3.0, 4.0])))

# ms_source_2d_extra
x = torch.zeros(4, dtype=torch.long)
m = torch.tensor([False, True, True, False])
show(x.masked_scatter(m, torch.arange(10, 16).reshape(2, 3)))

# ms_broadcast_mask_rows
x = torch.zeros(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_scatter(m, torch.arange(1.0, 7.0)))

# ms_inplace
x = torch.ones(3)
x.masked_scatter_(x > 0, torch.tensor([7.0, 8.0, 9.0]))
show(x)

# ms_too_few_err
x = torch.zeros(3)
attempt(lambda: x.masked_scatter(torch.tensor([True, True, True]), torch.tensor([1.0])))

# ms_dtype_err
x = torch.zeros(3)
attempt(lambda: x.masked_scatter(torch.tensor([True, False, False]), torch.tensor([1])))

# mf_view_target
x = torch.zeros(3, 3)
x[:, 1].masked_fill_(torch.tensor([True, False, True]), 2)
show(x)

# mf_transposed
x = torch.arange(6.0).reshape(2, 3)
show(x.t().masked_fill(x.t() > 2, 0))

# msel_view
x = torch.arange(12).reshape(3, 4)
show(x[:, 1:].masked_select(x[:, 1:] % 2 == 0), torch.masked_select(x.t(), x.t() > 8))

# up_argmax_rows
x = torch.tensor([[0.1, 0.9, 0.0], [0.7, 0.2, 0.1]])
j = x.argmax(1)
show(x[torch.arange(2), j])
x[torch.arange(2), j] = 0
show(x)

# up_topk_zero
x = torch.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])
v, i = x.topk(2, dim=1)
out = torch.zeros_like(x)
out.scatter_(1, i, v)
show(out)

# up_one_hot_setitem
y = torch.tensor([2, 0, 1])
oh = torch.zeros(3, 4)
oh[torch.arange(3), y] = 1
show(oh)

# up_confusion_matrix
pred = torch.tensor([0, 1, 1, 2, 2, 2])
gold = torch.tensor([0, 1, 2, 2, 2, 0])
cm = torch.zeros(3, 3, dtype=torch.long)
cm.index_put_((gold, pred), torch.tensor(1), accumulate=True)
show(cm)

# up_bincount_put
idx = torch.tensor([1, 3, 3, 0, 3])
c = torch.zeros(5, dtype=torch.long)
c.put_(idx, torch.ones_like(idx), accumulate=True)
show(c, torch.bincount(idx, minlength=5))

# up_segment_mean
seg = torch.tensor([0, 0, 1, 1, 1, 2])
v = torch.tensor([1.0, 3.0, 2.0, 4.0, 6.0, 5.0])
show(torch.zeros(3).scatter_reduce(0, seg, v, reduce='mean', include_self=False))

# up_segment_max_empty
seg = torch.tensor([0, 0, 2])
v = torch.tensor([1.0, -3.0, 2.0])
show(torch.full((3,), float('-inf')).scatter_reduce(0, seg, v, reduce='amax'))

# up_embed_lookup_2d
W = torch.arange(12.0).reshape(4, 3)
ids = torch.tensor([[0, 3], [2, 2]])
show(W[ids].shape, W[ids][1])

# up_last_valid_token
h = torch.arange(24.0).reshape(2, 4, 3)
lengths = torch.tensor([2, 4])
show(h[torch.arange(2), lengths - 1])

# up_swap_cols
x = torch.arange(6).reshape(2, 3)
x[:, [0, 2]] = x[:, [2, 0]]
show(x)

# up_reverse_via_index
x = torch.arange(5)
show(x[torch.arange(4, -1, -1)], x[list(range(4, -1, -1))])

# up_mask_rows_where_any
x = torch.tensor([[1, 0], [0, 0], [3, 4]])
show(x[(x != 0).any(1)], x[~(x == 0).all(dim=1)])

# up_pad_mask_fill
x = torch.ones(2, 4)
lengths = torch.tensor([1, 3])
mask = torch.arange(4)[None, :] >= lengths[:, None]
x[mask] = 0
show(x)

# up_clip_by_mask_tensor
x = torch.tensor([-2.0, 0.5, 3.0, -0.1])
x[x < 0] = x[x < 0] * 0.1
show(x)

# up_replace_nan
x = torch.tensor([1.0, float('nan'), 3.0, float('nan')])
x[torch.isnan(x)] = torch.tensor([-1.0, -2.0])
show(x)

# up_select_cols_by_name
cols = ['a', 'b', 'c', 'd']
x = torch.arange(8).reshape(2, 4)
keep = [cols.index(c) for c in ['d', 'b']]
show(x[:, keep])

# up_gather_logprobs_flat
lp = torch.arange(12.0).reshape(2, 2, 3) / 10
tgt = torch.tensor([[2, 0], [1, 1]])
show(lp.gather(-1, tgt.unsqueeze(-1)).squeeze(-1))

# up_batched_index_select
x = torch.arange(24).reshape(2, 3, 4)
idx = torch.tensor([[2, 0], [1, 1]])
show(x[torch.arange(2)[:, None], idx])

# up_grid_write
x = torch.zeros(4, 4, dtype=torch.long)
x[1::2, ::2] = 1
x[::2, 1::2] = 2
show(x)

# up_index_by_item
x = torch.arange(10)
i = torch.tensor(3)
show(x[i.item()], x[int(i)], x[i.item():])

# up_inplace_on_adv_copy
x = torch.zeros(3)
x[[0, 1]].add_(1)
x[:2].add_(2)
show(x)

# ov_int8_setitem_overflow
x = torch.zeros(3, dtype=torch.int8)
def f():
    x[0] = 200
attempt(f)
def f():
    x[[1]] = -129
attempt(f)
x[2] = 127
show(x)

# ov_uint8_setitem_overflow
x = torch.zeros(2, dtype=torch.uint8)
def f():
    x[0] = 256
attempt(f)
def f():
    x[:] = -1
attempt(f)
x[1] = 255
show(x)

# ov_float_setitem_overflow
x = torch.zeros(2)
def f():
    x[0] = 1e40
attempt(f)
x[1] = float('inf')
show(x)

# ov_half_setitem_overflow
x = torch.zeros(2, dtype=torch.float16)
def f():
    x[0] = 70000.0
attempt(f)
x[x == 0] = 1e-8
show(x)

# ov_bool_setitem_int
x = torch.zeros(3, dtype=torch.bool)
x[0] = 2
x[torch.tensor([False, True, False])] = -1
show(x)

# ov_int_setitem_float
x = torch.zeros(3, dtype=torch.long)
x[0] = -1.5
x[1:] = 2.99
show(x)

# ov_masked_fill_overflow
x = torch.zeros(2, dtype=torch.int8)
attempt(lambda: x.masked_fill(torch.tensor([True, False]), 1000))

# ov_index_fill_overflow
x = torch.zeros(2, dtype=torch.uint8)
attempt(lambda: x.index_fill(0, torch.tensor([0]), 300))

# ov_scatter_value_overflow
x = torch.zeros(2, dtype=torch.int8)
attempt(lambda: x.scatter(0, torch.tensor([0]), 500))

# seq_range_index
x = torch.arange(10, 20)
show(x[range(3)], x[range(8, 2, -2)], x[list(range(2))])

# seq_tolist_index
x = torch.arange(6) * 2
i = torch.tensor([5, 1])
show(x[i.tolist()], x[i.tolist()[0]])

# seq_tuple_single
x = torch.arange(6).reshape(2, 3)
show(x[(1,)], x[(1, ...)], x[(slice(None), 2)])

# seq_trailing_comma
x = torch.arange(6).reshape(2, 3)
show(x[1,], x[..., 1,], x[:, [0, 2],])

# seq_bool_and_list
x = torch.arange(6).reshape(2, 3)
show(x[True, [0, 1]], x[True, [0, 1]].shape, x[[1], True].shape)

# seq_bool_list_wrong_len
x = torch.arange(3)
attempt(lambda: x[[True, False]])

# seq_list_with_tensor
x = torch.arange(12).reshape(3, 4)
show(x[[torch.tensor(0), torch.tensor(2)]], x[[torch.tensor([0, 1]), torch.tensor([2, 3])]])

# seq_0d_float_tensor_err
x = torch.arange(5)
attempt(lambda: x[torch.tensor(1.0)])

# seq_0d_bool_tensor_in_tuple
x = torch.arange(6).reshape(2, 3)
show(x[0, torch.tensor(True)], x[torch.tensor(False), 1].shape)

# seq_0d_int_tensor_write
x = torch.zeros(3, 2, dtype=torch.long)
x[torch.tensor(2), 1] = 8
x[torch.tensor(-3)] = 4
show(x)

# adv_none_first_pair
x = torch.arange(12).reshape(3, 4)
show(x[None, [0, 2]].shape, x[[0, 2], None].shape, x[None, [0, 2], None, [1, 3]].shape)

# adv_ellipsis_middle_3d
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., [0, 2], :], x[..., [0, 2], :].shape)

# adv_mask_middle_2d
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([[True, False, False, True], [False, True, False, False], [False, False, False, True]])
show(x[:, m], x[1, m], x[..., m].shape)

# adv_mask_then_list
x = torch.arange(24).reshape(2, 3, 4)
show(x[torch.tensor([True, False]), :, [1, 3]].shape, x[torch.tensor([False, True]), [0, 2]])

# adv_list_then_mask
x = torch.arange(12).reshape(3, 4)
show(x[[2, 1], torch.tensor([False, True, True, False])])

# adv_mask_none_slice
x = torch.arange(12).reshape(3, 4)
m = torch.tensor([True, False, True])
show(x[m, None].shape, x[None, m].shape, x[m, None, 1:3].shape)

# adv_slice_step_then_list
x = torch.arange(20).reshape(4, 5)
show(x[::2, [0, 4]], x[1::2][:, [-1]], x[[3, 2, 1, 0]][:, ::4])

# adv_write_slice_list
x = torch.zeros(3, 4, dtype=torch.long)
x[1:, [0, 3]] = torch.tensor([[1, 2], [3, 4]])
x[:1, [1, 2]] = 9
show(x)

# adv_write_mask_none
x = torch.zeros(3)
x[None, torch.tensor([True, False, True])] = 5
show(x)

# adv_write_mask_middle
x = torch.zeros(2, 3, 2, dtype=torch.long)
x[:, torch.tensor([True, False, True])] = torch.tensor([1, 2])
show(x)

# adv_write_ellipsis_mask
x = torch.zeros(2, 3)
x[..., torch.tensor([False, True, True])] = torch.tensor([[1.0], [2.0]])
show(x)

# adv_aug_int_add_float_err
x = torch.zeros(3, dtype=torch.long)
def f():
    x[[0, 1]] += 0.5
attempt(f)
show(x)

# adv_aug_slice_int_add_float_err
x = torch.zeros(3, dtype=torch.long)
def f():
    x[1:] += 0.5
attempt(f)
show(x)

# adv_aug_mask_tensor
x = torch.arange(6.0)
m = x % 2 == 0
x[m] += torch.tensor([10.0, 20.0, 30.0])
show(x)

# adv_aug_pair_mul
x = torch.ones(2, 3)
x[[0, 1], [2, 0]] *= torch.tensor([3.0, 4.0])
show(x)

# view_unbind_write
x = torch.zeros(2, 3)
a, b = x.unbind(0)
a[0] = 1
b[[1, 2]] = 2
show(x)

# view_split_write
x = torch.zeros(6, dtype=torch.long)
p, q = x.split(3)
p[:] = 1
q[q == 0] = 2
show(x)

# view_chunk_mask_write
x = torch.arange(8.0).reshape(2, 4)
l, r = x.chunk(2, dim=1)
r[r > 5] = 0
show(x)

# view_index_add_on_slice
x = torch.zeros(3, 4)
x[:, 1:].index_add_(1, torch.tensor([0, 0, 2]), torch.ones(3, 3))
show(x)

# view_scatter_on_transposed
x = torch.zeros(2, 3)
x.t().scatter_(0, torch.tensor([[2, 0]]), torch.tensor([[5.0, 6.0]]))
show(x)

# view_masked_scatter_on_col
x = torch.zeros(3, 2)
x[:, 1].masked_scatter_(torch.tensor([True, False, True]), torch.tensor([1.0, 2.0]))
show(x)

# view_index_put_accumulate_on_row
x = torch.zeros(2, 4)
x[1].index_put_((torch.tensor([0, 0, 3]),), torch.tensor(1.0), accumulate=True)
show(x)

# view_put_on_noncontig
x = torch.zeros(3, 2)
x.t().put_(torch.tensor([0, 5]), torch.tensor([1.0, 2.0]))
show(x)

# view_index_fill_on_diag
x = torch.zeros(3, 3)
x.diagonal().index_fill_(0, torch.tensor([1]), 7)
show(x)

# view_index_copy_on_slice
x = torch.zeros(4, dtype=torch.long)
x[1:].index_copy_(0, torch.tensor([2, 0]), torch.tensor([5, 6]))
show(x)

# view_scatter_add_on_slice
x = torch.zeros(2, 4)
x[:, ::2].scatter_add_(1, torch.tensor([[1, 1], [0, 1]]), torch.ones(2, 2))
show(x)

# view_lost_mask_chain
x = torch.arange(5)
x[x > 1][0] = 100
x[[0, 1]][torch.tensor([True, False])] = 50
show(x)

# gather_expanded_src
x = torch.arange(3).expand(2, 3)
show(x.gather(1, torch.tensor([[2, 2], [0, 1]])))

# gather_transposed_src
x = torch.arange(6).reshape(2, 3).t()
show(x.gather(0, torch.tensor([[2, 0], [1, 1]])))

# gather_expanded_index
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([[1]]).expand(3, 2)
show(x.gather(1, i))

# take_expanded_src
x = torch.arange(3).expand(2, 3)
show(x.take(torch.tensor([0, 3, 5])))

# take_bool_half
b = torch.tensor([[True, False], [False, True]])
h = torch.tensor([0.5, 1.5, 2.5], dtype=torch.float16)
show(b.take(torch.tensor([0, 3])), h.take(torch.tensor([[2]])))

# scatter_reduce_int_amin_noself
x = torch.full((3,), 100)
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([5, -2, 7]), reduce='amin', include_self=False))

# scatter_reduce_index_smaller
x = torch.zeros(2, 3)
src = torch.arange(1.0, 10.0).reshape(3, 3)
show(x.scatter_reduce(0, torch.tensor([[1, 0], [1, 1]]), src, reduce='sum'))

# scatter_reduce_bool_amax
x = torch.tensor([False, False, True])
show(x.scatter_reduce(0, torch.tensor([0, 1]), torch.tensor([True, False]), reduce='amax'))

# scatter_reduce_mean_int32
x = torch.tensor([3, 3], dtype=torch.int32)
show(x.scatter_reduce(0, torch.tensor([0, 0, 0]), torch.tensor([1, 2, 2], dtype=torch.int32), reduce='mean'))

# scatter_reduce_3d_dim2
x = torch.zeros(2, 2, 2)
src = torch.arange(1.0, 9.0).reshape(2, 2, 2)
show(x.scatter_reduce(2, torch.zeros(2, 2, 2, dtype=torch.long), src, reduce='prod', include_self=False))

# scatter_reduce_size_err
x = torch.zeros(2, 2)
attempt(lambda: x.scatter_reduce(0, torch.zeros(3, 2, dtype=torch.long), torch.ones(2, 2), reduce='sum'))

# scatter_add_int32_index_err
x = torch.zeros(3)
attempt(lambda: x.scatter_add(0, torch.tensor([0], dtype=torch.int32), torch.ones(1)))

# scatter_value_bool
x = torch.zeros(2, 2, dtype=torch.bool)
show(x.scatter(1, torch.tensor([[1], [0]]), True))

# scatter_src_noncontig
x = torch.zeros(2, 3)
src = torch.arange(1.0, 7.0).reshape(3, 2).t()
show(x.scatter(1, torch.tensor([[2, 1, 0], [0, 1, 2]]), src))

# index_fill_neg_index
x = torch.zeros(4)
show(x.index_fill(0, torch.tensor([-1, 0]), 3.0))

# index_fill_2d_index_err
x = torch.zeros(4)
attempt(lambda: x.index_fill(0, torch.tensor([[0]]), 1.0))

# index_fill_float_index_err
x = torch.zeros(4)
attempt(lambda: x.index_fill(0, torch.tensor([0.0]), 1.0))

# index_fill_0d_self
x = torch.tensor(2.0)
show(x.index_fill(0, torch.tensor([0]), 5.0))

# index_add_alpha_float64
x = torch.zeros(2, dtype=torch.float64)
show(x.index_add(0, torch.tensor([1, 1]), torch.tensor([0.25, 0.5], dtype=torch.float64), alpha=-4))

# index_add_3d_dim2
x = torch.zeros(2, 2, 3)
show(x.index_add(2, torch.tensor([2, 0]), torch.ones(2, 2, 2)))

# index_add_bool_err
x = torch.zeros(3, dtype=torch.bool)
show(x.index_add(0, torch.tensor([1]), torch.tensor([True])))

# index_copy_2d_index_err
x = torch.zeros(4)
attempt(lambda: x.index_copy(0, torch.tensor([[0]]), torch.ones(1, 1)))

# index_copy_0d_source
x = torch.zeros(3)
show(x.index_copy(0, torch.tensor([1]), torch.tensor([4.0])))

# index_select_bool_half
b = torch.tensor([[True, False], [False, False]])
h = torch.tensor([[1.5, 2.5], [3.5, 4.5]], dtype=torch.bfloat16)
show(b.index_select(1, torch.tensor([1, 0])), h.index_select(0, torch.tensor([1])))

# index_select_expanded
x = torch.arange(3).expand(3, 3)
show(x.index_select(0, torch.tensor([0, 2])), x.t().index_select(1, torch.tensor([1])))

# index_select_out_kw
x = torch.arange(6.0).reshape(2, 3)
o = torch.empty(0)
torch.index_select(x, 1, torch.tensor([2]), out=o)
show(o)

# masked_scatter_broadcast_err
x = torch.zeros(2, 3)
attempt(lambda: x.masked_scatter(torch.tensor([True, False]), torch.ones(6)))

# masked_scatter_0d_mask
x = torch.zeros(2)
show(x.masked_scatter(torch.tensor(True), torch.tensor([1.0, 2.0, 3.0])))

# ipx_none_in_indices
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([1]), torch.tensor([2])), torch.tensor(5.0))
show(x)

# ipx_bool_and_long
x = torch.zeros(3, 3)
x.index_put_((torch.tensor([True, False, True]), torch.tensor([0, 2])), torch.tensor(1.0), accumulate=True)
show(x)

# ipx_broadcast_indices_accumulate
x = torch.zeros(2, 3, dtype=torch.long)
x.index_put_((torch.tensor([[0], [1]]), torch.tensor([0, 0, 2])), torch.tensor(1), accumulate=True)
show(x)

# ipx_empty_indices_noop
x = torch.ones(3)
x.index_put_((torch.tensor([], dtype=torch.long),), torch.tensor(9.0), accumulate=True)
show(x)

# ipx_int32_indices
x = torch.zeros(3)
i = torch.tensor([0, 0], dtype=torch.int32)
i = i.long()
x.index_put_((i,), torch.tensor(1.0), accumulate=True)
show(x)

# ipx_half_accumulate
x = torch.zeros(2, dtype=torch.float16)
x.index_put_((torch.tensor([1, 1, 1]),), torch.tensor([0.5, 0.25, 0.125], dtype=torch.float16), accumulate=True)
show(x)

# ipx_bool_target_accumulate
x = torch.tensor([False, True, False])
x.index_put_((torch.tensor([0, 0]),), torch.tensor(True), accumulate=True)
show(x)

# ipx_float_index_err
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0.0]),), torch.tensor(1.0)))

# prt_large_mask_result
x = torch.arange(3000)
y = x[x % 3 == 0]
show(y.shape, y[-3:], y)

# prt_large_index_float
x = torch.arange(2000.0) / 4
show(x[torch.arange(0, 2000, 2)])

# sm_mask_slice_value_err
x = torch.zeros(4, 4)
m = torch.tensor([True, False, True, False])
def f():
    x[m, 1:] = torch.ones(5)
attempt(f)
x[m, 1:] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# sm_slice_list_value_err
x = torch.zeros(3, 4)
def f():
    x[:, [0, 1]] = torch.ones(3, 3)
attempt(f)
def f():
    x[1:, [0, 1, 2]] = torch.ones(3, 3)
attempt(f)

# sm_slice_rows_value_err
x = torch.zeros(4, 4)
def f():
    x[1:3] = torch.ones(3, 4)
attempt(f)
def f():
    x[::2, 1] = torch.ones(3)
attempt(f)

# sm_leading_ones_value
x = torch.zeros(4, 3)
x[[0, 1]] = torch.ones(1, 1, 2, 3)
x[torch.tensor([False, False, True, True])] = torch.full((1, 2, 3), 2.0)
show(x)

# sm_value_extra_mid_dim_err
x = torch.zeros(4, 3)
def f():
    x[[0, 1]] = torch.ones(2, 1, 3)
attempt(f)

# sm_int_view_value_too_many_dims
x = torch.zeros(2, 4)
def f():
    x[0] = torch.ones(2, 4)
attempt(f)
x[1] = torch.ones(1, 1, 4) * 3
show(x)

# sm_mask_value_leading_one
x = torch.zeros(5)
x[torch.tensor([True, True, False, False, True])] = torch.tensor([[1.0, 2.0, 3.0]])
show(x)

# sm_0d_value_into_block
x = torch.zeros(3, 3, dtype=torch.long)
x[1:2, 1:] = torch.tensor(5)
x[[0], [0]] = torch.tensor(7)
show(x)

# sm_none_setitem
x = torch.zeros(3)
x[None] = torch.ones(1, 3)
x[..., None] = 2
show(x)
x[None, 1] = 5
show(x)

# sm_int_oob_through_view
x = torch.zeros(2, 3)
r = x[0]
def f():
    r[5] = 1.0
attempt(f)
def f():
    x[0][-4] = 1.0
attempt(f)

# em_empty_rows_index
x = torch.zeros(0, 3)
show(x[[]].shape, x[:, [0, 2]].shape, x[x > 0].shape, x[..., None].shape)

# em_empty_rows_write
x = torch.zeros(0, 3)
x[0:0] = 5
x[torch.tensor([], dtype=torch.long)] = torch.ones(3)
x[:, [1]] = 2
show(x, x.shape)

# em_gather_scatter_empty
x = torch.zeros(2, 3)
e = torch.zeros(2, 0, dtype=torch.long)
show(x.gather(1, e).shape, x.scatter_add(1, e, torch.zeros(2, 0)), x.scatter_reduce(1, e, torch.zeros(2, 0), reduce='amax').sum())

# em_index_add_copy_empty
x = torch.ones(3)
e = torch.tensor([], dtype=torch.long)
show(x.index_add(0, e, torch.zeros(0)), x.index_copy(0, e, torch.zeros(0)), x.index_fill(0, e, 5.0))

# em_masked_ops_empty
x = torch.zeros(0)
m = torch.zeros(0, dtype=torch.bool)
show(x.masked_select(m), x.masked_fill(m, 1.0), x.masked_scatter(m, torch.ones(2)))

# em_take_put_empty_self_index
x = torch.zeros(0)
show(x.take(torch.tensor([], dtype=torch.long)), x.put(torch.tensor([], dtype=torch.long), torch.zeros(0)))

# em_index_into_size0_dim_err
x = torch.zeros(3, 0)
def f():
    x[0, 0] = 1.0
attempt(f)
attempt(lambda: x[:, 0])

# sc_0d_tensor_src
x = torch.zeros(3)
attempt(lambda: x.scatter(0, torch.tensor([1]), torch.tensor(5.0)))

# sc_all_0d
x = torch.tensor(1.0)
show(x.scatter(0, torch.tensor(0), torch.tensor(5.0)), x.gather(0, torch.tensor(0)), x.scatter_add(0, torch.tensor(0), torch.tensor(2.0)))

# sc_scatter_index_bigger_than_src_err
x = torch.zeros(3, 3)
attempt(lambda: x.scatter(0, torch.zeros(2, 3, dtype=torch.long), torch.ones(1, 3)))

# sc_scatter_reduce_multiply_src
x = torch.full((2, 2), 2.0)
show(x.scatter(1, torch.tensor([[0, 0], [1, 1]]), torch.tensor([[3.0, 4.0], [5.0, 6.0]]), reduce='multiply'))

# adv_result_then_step_slice
x = torch.arange(10)
y = x[[1, 3, 5, 7]]
show(y[::2], y[-2:], y[:1])
attempt(lambda: y[::-1])

# adv_argsort_reorder
x = torch.tensor([3.0, 1.0, 2.0])
o = x.argsort()
show(x[o], x[o.flip(0)], torch.empty_like(o).scatter_(0, o, torch.arange(3)))

# adv_sort_rows_by_col
x = torch.tensor([[3, 10], [1, 20], [2, 30]])
show(x[x[:, 0].argsort()], x[x[:, 0].argsort(descending=True)][:, 1])

# adv_inverse_perm
p = torch.tensor([2, 0, 3, 1])
inv = torch.empty_like(p)
inv[p] = torch.arange(4)
show(inv, p[inv])

# adv_mask_sum_per_row
x = torch.tensor([[1.0, -1.0, 2.0], [-3.0, 4.0, -5.0]])
show((x * (x > 0)).sum(1), torch.where(x > 0, x, torch.zeros_like(x)).sum(1), x[x > 0].sum())

# adv_top1_mask_write
x = torch.tensor([[0.2, 0.5, 0.3], [0.6, 0.1, 0.3]])
m = torch.zeros_like(x, dtype=torch.bool)
m[torch.arange(2), x.argmax(1)] = True
show(m, x[m])

# adv_diag_via_index
x = torch.arange(16).reshape(4, 4)
i = torch.arange(4)
show(x[i, i], x[i, i.flip(0)])
x[i, i] = 0
show(x)

# adv_triu_indices
x = torch.arange(9).reshape(3, 3)
r, c = torch.triu_indices(3, 3, 1)
show(x[r, c])
x[r, c] = -1
show(x)

# adv_tril_indices_write
x = torch.zeros(3, 3, dtype=torch.long)
t = torch.tril_indices(3, 3)
x[t[0], t[1]] = torch.arange(1, 7)
show(x)

# adv_meshgrid_index
x = torch.arange(20).reshape(4, 5)
a, b = torch.meshgrid(torch.tensor([0, 3]), torch.tensor([1, 4]), indexing='ij')
show(x[a, b])

# adv_where_tuple_write
x = torch.arange(6).reshape(2, 3)
x[torch.where(x % 2 == 1)] = 0
show(x)

# adv_nonzero_rows_cols
x = torch.tensor([[0, 1], [2, 0]])
nz = x.nonzero()
show(x[nz[:, 0], nz[:, 1]], x[tuple(nz.t())])

# adv_bool_python_list_write
x = torch.zeros(3)
x[[True, False, True]] = torch.tensor([1.0, 2.0])
show(x)

# adv_int8_int16_values
x = torch.tensor([-5, 0, 5], dtype=torch.int8)
y = torch.tensor([100, 200, 300], dtype=torch.int16)
show(x[[2, 0]], y[y > 150], x[x < 0].dtype)

# adv_uint8_tensor_values_write
x = torch.zeros(3, dtype=torch.uint8)
x[[0, 2]] = 250
x[torch.tensor([False, True, False])] = 7
show(x)

# adv_half_index_put_values
x = torch.zeros(3, dtype=torch.bfloat16)
x[[0, 2]] = torch.tensor([1.0039, 2.0], dtype=torch.bfloat16)
show(x)

# adv_complex_chain_3d
x = torch.arange(60).reshape(3, 4, 5)
show(x[1:, [0, 3]][:, :, [-1]], x[[2, 0]][..., 1:3][:, -1])

# adv_index_same_tensor_twice
x = torch.arange(16).reshape(4, 4)
i = torch.tensor([0, 3])
show(x[i][:, i], x[i, i], x[i[:, None], i])
# kw_scatter_gather
x = torch.zeros(2, 3)
i = torch.tensor([[0, 2], [1, 0]])
s = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x.scatter(dim=1, index=i, src=s), x.scatter(1, i, value=3.0), torch.scatter(x, 1, i, value=-1))
show(x.gather(dim=1, index=i), torch.gather(input=x, dim=0, index=torch.tensor([[1, 0, 1]])))

# kw_index_fns
x = torch.arange(6.0).reshape(2, 3)
i = torch.tensor([2, 0])
show(x.index_select(dim=1, index=i), x.index_fill(dim=1, index=i, value=-1))
show(x.index_add(dim=1, index=i, source=torch.ones(2, 2), alpha=2), x.index_copy(dim=1, index=i, source=torch.zeros(2, 2)))
show(torch.index_select(input=x, dim=0, index=torch.tensor([1])))

# kw_scatter_reduce
x = torch.zeros(3)
show(x.scatter_reduce(dim=0, index=torch.tensor([1, 1]), src=torch.tensor([2.0, 3.0]), reduce='prod', include_self=False))
show(torch.scatter_reduce(input=x, dim=0, index=torch.tensor([0]), src=torch.tensor([4.0]), reduce='sum'))
show(torch.scatter_add(input=x, dim=0, index=torch.tensor([2]), src=torch.tensor([4.0])))

# kw_masked
x = torch.arange(4.0)
m = x > 1
show(x.masked_scatter(mask=m, source=torch.tensor([9.0, 8.0])), torch.masked_select(input=x, mask=m), x.masked_fill(mask=m, value=0.5))

# kw_index_put_put_take
x = torch.zeros(3)
show(x.index_put(indices=(torch.tensor([0, 0]),), values=torch.tensor(1.0), accumulate=True))
show(x.put(index=torch.tensor([2]), source=torch.tensor([5.0]), accumulate=True), torch.take(input=torch.arange(4), index=torch.tensor([3])))
x.put_(index=torch.tensor([1]), source=torch.tensor([6.0]))
x.index_put_(indices=[torch.tensor([0])], values=torch.tensor(7.0))
show(x)

# kw_take_along_dim
x = torch.tensor([[3, 1], [0, 2]])
show(x.take_along_dim(indices=x.argsort(1), dim=1), torch.take_along_dim(x, x.argmax(), dim=None))

# kw_unbound_methods
x = torch.zeros(3)
torch.Tensor.scatter_add_(x, 0, torch.tensor([1]), torch.tensor([2.0]))
torch.Tensor.index_fill_(x, 0, torch.tensor([2]), 3)
show(x, torch.Tensor.gather(x, 0, torch.tensor([2, 1])))

# kw_index_fill_tensor_value_kw
x = torch.zeros(3)
x.index_fill_(0, torch.tensor([0]), value=torch.tensor(2.0))
show(x)

# kw_out_forms
x = torch.arange(6).reshape(2, 3)
o = torch.empty(0, dtype=torch.long)
torch.gather(x, 1, torch.tensor([[0], [2]]), out=o)
o2 = torch.empty(0, dtype=torch.long)
torch.take(x, torch.tensor([5, 0]), out=o2)
o3 = torch.empty(0, dtype=torch.long)
torch.take_along_dim(x, torch.tensor([[1], [0]]), dim=1, out=o3)
show(o, o2, o3)

# kw_scatter_out
x = torch.zeros(2)
o = torch.empty(2)
torch.scatter(x, 0, torch.tensor([1]), torch.tensor([5.0]), out=o)
o2 = torch.empty(2)
torch.scatter_add(x, 0, torch.tensor([1, 1]), torch.tensor([5.0, 1.0]), out=o2)
o3 = torch.empty(3)
torch.index_add(torch.zeros(3), 0, torch.tensor([2]), torch.tensor([1.0]), out=o3)
show(o, o2, o3)

# kw_masked_select_out
o = torch.empty(0)
torch.masked_select(torch.arange(3.0), torch.tensor([True, False, True]), out=o)
show(o)

# kw_index_select_int32_index_output
x = torch.arange(4)
show(torch.index_select(x, 0, torch.tensor([3, 3], dtype=torch.int32)))

# kw_wrong_kw
x = torch.zeros(3)
attempt(lambda: x.index_select(0, idx=torch.tensor([0])))

# ir_prod_mean
x = torch.full((3, 2), 2.0)
i = torch.tensor([0, 2, 0])
s = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
show(x.index_reduce(0, i, s, 'prod'), x.index_reduce(0, i, s, 'mean'), x.index_reduce(0, i, s, 'mean', include_self=False))

# ir_amax_amin
x = torch.tensor([[0.0, 10.0], [5.0, -5.0]])
i = torch.tensor([1, 1, 0])
s = torch.tensor([[1.0, 3.0, -2.0], [7.0, 8.0, -9.0]])
show(x.index_reduce(1, i, s, 'amax'), x.index_reduce(1, i, s, 'amin', include_self=False))

# ir_int_mean
x = torch.tensor([5, 5, 5])
show(x.index_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([1, 2, -8]), 'mean'))

# ir_inplace
x = torch.ones(3)
x.index_reduce_(0, torch.tensor([2, 2]), torch.tensor([3.0, 4.0]), 'prod')
show(x)

# ir_bad_reduce
x = torch.ones(3)
attempt(lambda: x.index_reduce(0, torch.tensor([0]), torch.tensor([1.0]), 'sum'))

# nl_list_with_none
x = torch.arange(6).reshape(2, 3)
show(x[[0, None]], x[[None, 1]].shape, x[[[0, 1], 1]], x[[slice(None), 0]])

# nl_list_with_ellipsis
x = torch.arange(6).reshape(2, 3)
show(x[[Ellipsis, 1]], x[[0, Ellipsis]], x[Ellipsis, 2], x[0, Ellipsis, None].shape)

# nl_list_tensor_int
x = torch.arange(12).reshape(3, 4)
show(x[[torch.tensor([0, 2]), 1]], x[[torch.tensor([0, 2]), [1, 3]]])

# nl_3d_index_tensor
x = torch.arange(5)
show(x[torch.tensor([[[0, 1]], [[2, 3]]])].shape)

# nl_list_of_bool_lists_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[[[True, False, True], [False, True, False]]])

# nl_float_in_tuple_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[0, 1.5])
attempt(lambda: x[1.0])

# nl_none_list_write
x = torch.zeros(2, 3, dtype=torch.long)
x[[1, None]] = 5
x[[[0, 1], 0]] = torch.tensor([7, 8])
show(x)

# cv_double_transpose_write
x = torch.zeros(2, 3)
x.t().t()[1, 2] = 4
x.t()[:, 0] = torch.tensor([1.0, 2.0, 3.0])
show(x)

# cv_view_reshape_adv_write
x = torch.zeros(2, 2, 2)
x.view(4, 2)[[0, 3]] = torch.tensor([1.0, 2.0])
show(x)

# cv_permute_mask_write
x = torch.arange(8.0).reshape(2, 2, 2)
p = x.permute(2, 1, 0)
p[p > 4] = -1
show(x)

# cv_movedim_index
x = torch.arange(24).reshape(2, 3, 4)
show(x.movedim(-1, 0)[[1, 3], 0], x.swapaxes(0, 2)[..., 1][0])

# cv_unfold_index
x = torch.arange(6)
w = x.unfold(0, 3, 1)
show(w[[0, 3]], w[:, -1])

# cv_as_strided_write
x = torch.zeros(4)
v = x.as_strided((2,), (2,))
v[1] = 7
show(x)

# cv_expand_index_read
x = torch.tensor([[1], [2]]).expand(2, 3)
show(x[[1, 0], [2, 0]], x[x > 1], x.masked_fill(x > 1, 0))

# cv_index_setitem_item_loop
x = torch.zeros(4, dtype=torch.long)
for k in range(4):
    x[k] = k * k
show(x, x[x.argmax()], x[int(x.argmin())])

# cv_tensor_as_loop_index
x = torch.arange(10, 15)
idx = torch.tensor([4, 0])
res = [x[i].item() for i in idx]
show(res, [int(x[j]) for j in range(2)])
# ovl_index_ops_expanded
x = torch.zeros(1, 3).expand(2, 3)
attempt(lambda: x.index_add_(0, torch.tensor([0]), torch.ones(1, 3)))
attempt(lambda: x.index_copy_(0, torch.tensor([0]), torch.ones(1, 3)))
attempt(lambda: x.scatter_(0, torch.tensor([[0]]), 1.0))
attempt(lambda: x.scatter_add_(0, torch.tensor([[0]]), torch.ones(1, 1)))
attempt(lambda: x.scatter_reduce_(0, torch.tensor([[0]]), torch.ones(1, 1), 'sum'))
attempt(lambda: x.put_(torch.tensor([0]), torch.ones(1)))
attempt(lambda: x.masked_scatter_(torch.ones(2, 3, dtype=torch.bool), torch.ones(6)))
attempt(lambda: x.index_reduce_(0, torch.tensor([0]), torch.ones(1, 3), 'prod'))

# ovl_index_ops_expanded_warn_only
x = torch.zeros(1, 3).expand(2, 3)
show(x.index_fill_(1, torch.tensor([0]), 1.0))
y = torch.zeros(1, 3).expand(2, 3)
show(y.masked_fill_(torch.tensor([True, False, False]), 2.0))
z = torch.zeros(1, 3).expand(2, 3)
z.index_put_((torch.tensor([0]), torch.tensor([1])), torch.tensor(3.0))
show(z)

# ovl_expanded_mask_fill_mixed
x = torch.zeros(3, 1).expand(3, 2)
x.masked_fill_(torch.tensor([[True, False], [False, False], [False, True]]), 5.0)
show(x, x.stride())

# ovl_expanded_index_ok_out_of_place
x = torch.zeros(1, 3).expand(2, 3)
show(x.index_add(0, torch.tensor([1]), torch.ones(1, 3)), x.scatter(1, torch.tensor([[2], [0]]), 4.0))
# ovl_src_is_self
x = torch.arange(4.0)
attempt(lambda: x.scatter_(0, torch.tensor([1, 0]), x))
attempt(lambda: x.scatter_add_(0, torch.tensor([1, 0, 2, 3]), x))
attempt(lambda: x.index_add_(0, torch.tensor([0, 1, 2, 3]), x))
attempt(lambda: x.index_copy_(0, torch.tensor([3, 2, 1, 0]), x))
attempt(lambda: x.masked_scatter_(x > 1, x))
attempt(lambda: x.put_(torch.tensor([0, 1]), x[2:]))
show(x)

# ovl_src_view_of_self
x = torch.arange(6.0).reshape(2, 3)
attempt(lambda: x.index_add_(1, torch.tensor([0]), x[:, 2:]))
attempt(lambda: x.scatter_(1, torch.tensor([[0], [0]]), x[:, 1:2]))
show(x)

# ovl_index_is_self
x = torch.tensor([1, 0, 2])
attempt(lambda: x.scatter_(0, x, torch.tensor([5, 6, 7])))
attempt(lambda: x.index_fill_(0, x, 9))
show(x)

# ovl_setitem_self_values
x = torch.arange(5.0)
x[[0, 1]] = x[[3, 4]]
x[x > 3] = x[:1].clone()
show(x)
y = torch.arange(4.0)
def f():
    y[torch.tensor([2, 3])] = y[:2]
attempt(f)
y[torch.tensor([2, 3])] = y[:2].clone()
show(y)

# ovl_setitem_row_view_value
x = torch.arange(6.0).reshape(3, 2)
def f():
    x[[0, 2]] = x[1]
attempt(f)
def f():
    x[torch.tensor([True, False, True])] = x[1]
attempt(f)
x[[0, 2]] = x[1].clone()
x[:, [1]] = x[:, :1]
show(x)
# sp_range_labels
logits = torch.tensor([[1.0, 2.0, 3.0], [3.0, 1.0, 0.0]])
labels = torch.tensor([2, 0])
show(logits[range(len(logits)), labels], logits[range(2), labels.tolist()])

# sp_rotary_halves
x = torch.arange(8.0).reshape(1, 2, 4)
x1, x2 = x[..., ::2], x[..., 1::2]
show(torch.stack((-x2, x1), dim=-1).flatten(-2), x1.stride(), x2.storage_offset())

# sp_attention_mask_none
mask = torch.tensor([[True, True, False], [True, False, False]])
s = torch.zeros(2, 1, 2, 3)
show(s.masked_fill(~mask[:, None, None, :], float('-inf'))[1, 0])

# sp_gather_expand_hidden
h = torch.arange(24.0).reshape(2, 3, 4)
idx = torch.tensor([[2], [0]])
show(torch.gather(h, 1, idx.unsqueeze(-1).expand(-1, -1, 4)).squeeze(1))

# sp_kv_cache_write
cache = torch.zeros(2, 5, 2)
k = torch.ones(2, 2, 2)
pos = 1
cache[:, pos:pos + 2] = k
cache[:, 4:6] = k[:, :1] * 2
show(cache[0], cache[:, -1])

# sp_onehot_scatter_unsqueeze
y = torch.tensor([1, 3, 0])
oh = torch.zeros(3, 4).scatter_(1, y.unsqueeze(1), 1.0)
show(oh, oh.argmax(1).eq(y).all())

# sp_emb_mean_pool
W = torch.arange(10.0).reshape(5, 2)
ids = torch.tensor([[0, 4, 4], [1, 2, 3]])
show(W[ids].mean(1), W[ids.flatten()].view(2, 3, 2).sum(1))

# sp_index_dup_sum
x = torch.arange(4.0)
show(x[[0, 0, 3]].sum(), x[torch.tensor([1, 1])].tolist())

# sp_last_token_and_cls
h = torch.arange(12.0).reshape(2, 3, 2)
show(h[:, -1, :], h[:, 0], h[:, -1:].shape)

# sp_index_put_method_overlap
x = torch.arange(4.0)
attempt(lambda: x.index_put_((torch.tensor([2, 3]),), x[:2]))
show(x.index_put_((torch.tensor([2, 3]),), x[:2].clone()))

# sp_masked_fill_self_mask
b = torch.tensor([True, False, True])
b.masked_fill_(b, False)
show(b)

# sp_shift_right_slice_err
x = torch.arange(5.0)
def f():
    x[1:] = x[:-1]
attempt(f)
x[1:] = x[:-1].clone()
show(x)
# dt_uint8_values_as_mask
x = torch.arange(10, 13)
show(x[torch.tensor([2, 0, 7], dtype=torch.uint8)])

# dt_uint8_mask_3d_leading
x = torch.arange(12).reshape(2, 3, 2)
m = torch.tensor([[1, 0, 1], [0, 0, 1]], dtype=torch.uint8)
show(x[m])

# dt_uint8_mask_write_count
x = torch.zeros(4)
x[torch.tensor([0, 1, 1, 0], dtype=torch.uint8)] = torch.tensor([5.0, 6.0])
show(x)

# dt_int8_int16_index_err
x = torch.arange(4)
attempt(lambda: x[torch.tensor([1], dtype=torch.int8)])
attempt(lambda: x[torch.tensor([[1]], dtype=torch.int16)])

# dt_bool_index_put_accumulate_values
x = torch.zeros(2, 2)
x.index_put_((torch.tensor([[True, False], [True, True]]),), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)
show(x)

# dt_index_put_0d_value_list_dtype_err
x = torch.zeros(3, dtype=torch.long)
def f():
    x[[0, 1]] = torch.tensor(2.5)
attempt(f)

# kw_out_dtype_errs
x = torch.arange(6).reshape(2, 3)
i = torch.tensor([[0], [1]])
attempt(lambda: torch.take(x, torch.tensor([0]), out=torch.empty(0)))
attempt(lambda: torch.gather(x, 1, i, out=torch.empty(0)))
attempt(lambda: torch.scatter(x, 1, i, 5, out=torch.empty(0)))
attempt(lambda: torch.scatter_add(x, 1, i, i, out=torch.empty(0)))
attempt(lambda: torch.index_add(x, 0, torch.tensor([0]), x[:1], out=torch.empty(0)))
attempt(lambda: torch.take_along_dim(x, i, 1, out=torch.empty(0)))
# fn_forms_index_ops
x = torch.zeros(3)
i = torch.tensor([2])
show(torch.index_fill(x, 0, i, 1.5), torch.index_copy(x, 0, i, torch.tensor([4.0])), torch.put(x, i, torch.tensor([3.0])))
show(torch.masked_scatter(x, x == 0, torch.tensor([1.0, 2.0, 3.0])), torch.masked_fill(x, x == 0, 7), torch.index_reduce(x, 0, i, torch.tensor([2.0]), 'amax'))

# fn_index_put_fn_bool_acc
x = torch.tensor([False, False])
show(torch.index_put(x, (torch.tensor([1, 1]),), torch.tensor(True), accumulate=True))

# fn_scatter_inplace_value_multiply
x = torch.full((2, 2), 3.0)
x.scatter_(1, torch.tensor([[1], [0]]), 2.0, reduce='multiply')
show(x)

# fn_index_add_bool_alpha
x = torch.tensor([False, True, False])
show(x.index_add(0, torch.tensor([0, 2]), torch.tensor([True, False])))

# fn_gather_sparse_grad_false
x = torch.arange(4.0).reshape(2, 2)
show(torch.gather(x, 0, torch.tensor([[1, 0]]), sparse_grad=False))

# fn_select_scatter_index
x = torch.zeros(2, 3)
# step=1 spelled out: PyTorch 1.13 reads slice_scatter's default step from
# uninitialised memory now and then (corpus_shape2 says so too).
show(torch.select_scatter(x, torch.tensor([1.0, 2.0, 3.0]), 0, -1), torch.slice_scatter(x, torch.ones(2, 1), dim=1, start=2, step=1))

# fn_diagonal_scatter
x = torch.zeros(3, 3)
show(torch.diagonal_scatter(x, torch.tensor([1.0, 2.0]), 1))
