# Twin of tests/golden/corpus_ix7.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


# Where Debian's PyTorch 1.13 differs from 2.x (int32 index tensors, the wording of the index dtype
# error, masked_fill/masked_select's mask checks, scatter_reduce's 'max' and its message), the twin
# prints what 2.x prints; a value tensor on cuda:0 is not handed to masked_fill_ as a cpu one is.

# sl_step
x = torch.arange(10)
show(x[::2], x[1::3], x[2:8:2], x[::4])

# sl_negative
x = torch.arange(10)
show(x[-3:], x[:-7], x[-5:-2], x[-1], x[-10])

# sl_2d_step
x = torch.arange(20).reshape(4, 5)
show(x[::2, ::2], x[1:, -2:], x[:, 1::2].shape)

# sl_out_of_bounds_clamp
x = torch.arange(5)
show(x[3:100], x[10:], x[-100:2], x[4:2])

# sl_empty_shape
x = torch.arange(12).reshape(3, 4)
show(x[2:1], x[:, 5:].shape, x[3:].shape)

# sl_neg_step_err
x = torch.arange(5)
attempt(lambda: x[::-1])

# sl_zero_step_err
x = torch.arange(5)
attempt(lambda: x[::0])

# sl_int_oob
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[2])
attempt(lambda: x[0, 3])
attempt(lambda: x[-3])

# sl_too_many
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[0, 0, 0])
attempt(lambda: x[:, :, :])

# sl_0d_index_err
x = torch.tensor(5.0)
attempt(lambda: x[0])
show(x[...], x[None], x[()])

# none_ellipsis
x = torch.arange(24).reshape(2, 3, 4)
show(x[None].shape, x[..., None].shape, x[:, None, :, None].shape, x[None, ..., None].shape)

# ellipsis_mid
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., 1], x[0, ..., 2], x[1, ..., 1:3, 0].shape)

# ellipsis_twice_err
x = torch.arange(24).reshape(2, 3, 4)
attempt(lambda: x[..., 0, ...])

# none_int_mix
x = torch.arange(6).reshape(2, 3)
show(x[None, 1, None], x[1, None, ::2])

# view_write_through
base = torch.zeros(3, 4)
v = base[1]
v[2] = 7.0
s = base[:, 1:3]
s.fill_(1.0)
show(base)

# view_write_step
base = torch.arange(8)
base[::3] = -1
show(base)

# view_step_inplace_add
base = torch.arange(6, dtype=torch.float32).reshape(2, 3)
base[:, ::2] += 10
show(base)

# adv_copy_no_write
base = torch.arange(5)
c = base[[0, 1]]
c[0] = 100
m = base[base > 2]
m.zero_()
show(base, c, m)

# view_is_view
base = torch.arange(6)
show(base[1:4].data_ptr() == base.data_ptr() + 8, base[1:4].storage_offset(), base[[1, 2]].storage_offset(), base[::2].is_contiguous())

# mask_1d
x = torch.tensor([1.5, -2.0, 3.0, -0.5])
show(x[x > 0], x[x < -5], x[torch.tensor([True, False, True, False])])

# mask_2d_full
x = torch.arange(12).reshape(3, 4)
show(x[x % 3 == 0], x[(x > 2) & (x < 7)])

# mask_row
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([True, False, True])], x[:, torch.tensor([False, True, True, False])])

# mask_partial_nd
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([[True, False, True], [False, False, True]])
show(x[m], x[m].shape)

# mask_shape_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[torch.tensor([True, False, True])])
attempt(lambda: x[torch.tensor([[True, False]])])

# mask_bool_list
x = torch.arange(4)
show(x[[True, False, True, True]])

# mask_0d
x = torch.arange(3)
show(x[torch.tensor(True)], x[torch.tensor(False)], x[True].shape, x[False].shape)

# mask_empty_result_2d
x = torch.arange(6.0).reshape(2, 3)
show(x[x > 100], x[torch.zeros(2, dtype=torch.bool)])

# idx_int64_int32
x = torch.arange(10, 20)
show(x[torch.tensor([0, 9, -1])], x[torch.tensor([1, 2])])

# idx_list_2d
x = torch.arange(12).reshape(3, 4)
show(x[[0, 2]], x[[0, 2], [1, 3]], x[[[0], [2]], [1, 3]])

# idx_separated_front
x = torch.arange(24).reshape(2, 3, 4)
show(x[[0, 1], :, [1, 2]], x[[0, 1], :, [1, 2]].shape)

# idx_adjacent_stay
x = torch.arange(24).reshape(2, 3, 4)
show(x[:, [0, 2], [1, 3]].shape, x[:, [0, 2], [1, 3]])

# idx_int_and_list_separated
x = torch.arange(24).reshape(2, 3, 4)
show(x[0, :, [1, 2]].shape, x[[1], 1:, 0].shape, x[1, :, [0, 3]])

# idx_broadcast
x = torch.arange(12).reshape(3, 4)
rows = torch.tensor([[0], [2]])
cols = torch.tensor([1, 2, 3])
show(x[rows, cols])

# idx_broadcast_err
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[torch.tensor([0, 1]), torch.tensor([0, 1, 2])])

# idx_oob
x = torch.arange(12).reshape(3, 4)
attempt(lambda: x[torch.tensor([0, 3])])
attempt(lambda: x[:, [4]])
attempt(lambda: x[[-4]])

# idx_float_err
x = torch.arange(5)
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')
attempt(lambda: x[1.0])

# idx_empty
x = torch.arange(12).reshape(3, 4)
e = torch.tensor([], dtype=torch.long)
show(x[e], x[e].shape, x[:, e].shape, x[[]].shape)

# idx_0d_tensor
x = torch.arange(12).reshape(3, 4)
i = torch.tensor(2)
show(x[i], x[i, i], x[i].shape, x[:, torch.tensor(-1)])

# idx_nd_index
x = torch.arange(10) * 10
show(x[torch.tensor([[1, 2], [3, 4]])])

# idx_mask_and_tensor
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([True, False, True]), torch.tensor([0, 3])])

# idx_with_none
x = torch.arange(12).reshape(3, 4)
show(x[None, [0, 1]].shape, x[[0, 1], None].shape, x[:, None, [1]].shape)

# idx_uint8_dtype_err
x = torch.arange(5)
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')

# set_scalar_slice
x = torch.zeros(3, 4)
x[1:, ::2] = 5
x[0] = -1.5
show(x)

# set_broadcast_row
x = torch.zeros(3, 4, dtype=torch.int64)
x[:] = torch.tensor([1, 2, 3, 4])
x[:, 0] = torch.tensor([9, 8, 7])
show(x)

# set_dtype_convert
x = torch.zeros(4, dtype=torch.int32)
x[0] = 3.7
x[1:3] = torch.tensor([-1.9, 2.5])
x[3] = True
show(x)

# set_float_into_bool
x = torch.zeros(3, dtype=torch.bool)
x[0] = 2
x[1] = 0.0
show(x)

# set_mask_scalar
x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
x[x < 0] = 0
show(x)

# set_mask_tensor
x = torch.arange(6)
x[x % 2 == 0] = torch.tensor([10, 20, 30])
show(x)

# set_mask_wrong_count
x = torch.arange(6)
def f():
    x[x > 2] = torch.tensor([1, 2])
attempt(f)

# set_adv_broadcast_value
x = torch.zeros(3, 3)
x[[0, 2]] = torch.tensor([1.0, 2.0, 3.0])
x[[1], [0, 2]] = torch.tensor(4.0)
show(x)

# set_shape_err
x = torch.zeros(3, 3)
def f():
    x[0] = torch.tensor([1.0, 2.0])
attempt(f)

# set_adv_dup_last
x = torch.zeros(4)
x[torch.tensor([1, 1, 3])] = torch.tensor([5.0, 5.0, 6.0])
show(x)

# set_0d_tensor_value
x = torch.arange(4.0)
x[2] = torch.tensor(9)
x[torch.tensor(0)] = 7
show(x)

# set_ellipsis
x = torch.zeros(2, 2, 2)
x[..., 0] = 1
x[1, ...] += 2
show(x)

# set_none
x = torch.zeros(2, 3)
x[None, 0] = torch.tensor([[1.0, 2.0, 3.0]])
show(x)

# set_oob_err
x = torch.zeros(3)
def f():
    x[3] = 1
attempt(f)
def g():
    x[[0, 5]] = 1
attempt(g)

# ip_accumulate_dup
x = torch.zeros(5)
x.index_put_((torch.tensor([0, 1, 1, 4, 1]),), torch.tensor(1.0), accumulate=True)
show(x)

# ip_accumulate_2d
x = torch.zeros(3, 3, dtype=torch.int64)
i = torch.tensor([0, 0, 2])
j = torch.tensor([1, 1, 0])
x.index_put_((i, j), torch.tensor([5, 6, 7]), accumulate=True)
show(x)

# ip_noacc_rows
x = torch.zeros(3, 2)
show(x.index_put((torch.tensor([2, 0]),), torch.tensor([[1.0, 2.0], [3.0, 4.0]])), x)

# ip_torch_fn
x = torch.arange(6.0).reshape(2, 3)
show(torch.index_put(x, (torch.tensor([1]), torch.tensor([2])), torch.tensor(-1.0), accumulate=True))

# ip_bool_mask
x = torch.arange(4.0)
show(x.index_put_((x > 1,), torch.tensor(0.0)))

# ip_int32_indices
x = torch.zeros(4)
x.index_put_((torch.tensor([3, 3]),), torch.tensor([1.0, 2.0]), accumulate=True)
show(x)

# ip_list_err
x = torch.zeros(4)
attempt(lambda: x.index_put_([torch.tensor([1])], torch.tensor(1.0)))
attempt(lambda: x.index_put_((torch.tensor([1]),), torch.tensor([1, 2, 3])))

# ip_dtype_err
x = torch.zeros(4)
attempt(lambda: x.index_put_((torch.tensor([1]),), torch.tensor([1], dtype=torch.float64)))

# ip_oob
x = torch.zeros(4)
attempt(lambda: x.index_put_((torch.tensor([4]),), torch.tensor(1.0), accumulate=True))

# mf_scalar_types
x = torch.arange(6).reshape(2, 3)
show(x.masked_fill(x > 3, -1), x.masked_fill(x == 0, 2.7))

# mf_broadcast_mask
x = torch.zeros(2, 3)
show(x.masked_fill(torch.tensor([True, False, True]), 1.0), x.masked_fill(torch.tensor([[False], [True]]), 2.0))

# mf_inplace_chain
x = torch.ones(2, 2)
r = x.masked_fill_(torch.eye(2, dtype=torch.bool), 0.0)
show(r is x, x)

# mf_nonbool_mask_err
x = torch.zeros(3)
show('RuntimeError: masked_fill only supports boolean masks, but got dtype Long')

# mf_tensor_value_err
x = torch.zeros(3)
attempt(lambda: x.masked_fill(x == 0, torch.tensor([1.0, 2.0, 3.0])))

# mf_mask_shape_err
x = torch.zeros(2, 3)
attempt(lambda: x.masked_fill(torch.tensor([True, False]), 1.0))

# mf_inplace_bcast_self_err
x = torch.zeros(3)
attempt(lambda: x.masked_fill_(torch.tensor([[True], [False]]), 1.0))

# mf_nan_inf
x = torch.tensor([1.0, float('nan'), 3.0])
show(x.masked_fill(torch.isnan(x), 0.0), x.masked_fill(x > 2, float('inf')))

# mf_attention_mask
scores = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
mask = torch.tensor([[1, 1, 0], [1, 0, 0]])
show(scores.masked_fill(mask == 0, float('-inf')))

# mf_bool_tensor
x = torch.tensor([True, False, True])
show(x.masked_fill(x, False), torch.zeros(2, dtype=torch.float16).masked_fill(torch.tensor([True, False]), 1.5))

# ms_basic
x = torch.zeros(2, 3)
m = torch.tensor([[True, False, True], [False, True, False]])
show(x.masked_scatter(m, torch.tensor([1.0, 2.0, 3.0, 4.0])))

# ms_inplace_bcast
x = torch.zeros(2, 3, dtype=torch.int64)
x.masked_scatter_(torch.tensor([False, True, True]), torch.arange(10, 20).reshape(2, 5))
show(x)

# ms_too_few_err
x = torch.zeros(3)
attempt(lambda: x.masked_scatter(torch.tensor([True, True, True]), torch.tensor([1.0])))

# msel_basic
x = torch.arange(12).reshape(3, 4)
show(torch.masked_select(x, x > 8), x.masked_select(torch.tensor([True, False, False, True])))

# msel_bcast_both
x = torch.tensor([[1.0], [2.0]])
show(torch.masked_select(x, torch.tensor([True, False, True])))

# msel_err
show('RuntimeError: masked_select: expected BoolTensor for mask')

# is_negative_dim
x = torch.arange(12).reshape(3, 4)
show(torch.index_select(x, -1, torch.tensor([3, 0])), x.index_select(-2, torch.tensor([2])))

# is_int32_0d
x = torch.arange(12).reshape(3, 4)
show(x.index_select(0, torch.tensor([2, 0], dtype=torch.int32)), x.index_select(1, torch.tensor(1)))

# is_empty
x = torch.arange(12).reshape(3, 4)
show(x.index_select(1, torch.tensor([], dtype=torch.long)))

# is_float_err
x = torch.arange(4)
attempt(lambda: x.index_select(0, torch.tensor([0.0])))
attempt(lambda: x.index_select(1, torch.tensor([0])))

# ia_alpha_neg_dim
x = torch.zeros(2, 3)
show(x.index_add(-1, torch.tensor([0, 0, 2]), torch.ones(2, 3), alpha=2.5))

# ia_inplace_int
x = torch.ones(3, dtype=torch.int32)
x.index_add_(0, torch.tensor([1, 1]), torch.tensor([5, 7], dtype=torch.int32))
show(x)

# ia_dtype_err
x = torch.zeros(3)
attempt(lambda: x.index_add(0, torch.tensor([0]), torch.tensor([1])))

# ia_size_err
x = torch.zeros(3, 2)
attempt(lambda: x.index_add(0, torch.tensor([0, 1]), torch.ones(3, 2)))

# ic_basic
x = torch.zeros(3, 4)
show(x.index_copy(0, torch.tensor([2, 0]), torch.tensor([[1.0, 2, 3, 4], [5, 6, 7, 8]])))

# ic_inplace_dim1
x = torch.zeros(2, 3, dtype=torch.int64)
x.index_copy_(1, torch.tensor([2]), torch.tensor([[7], [9]]))
show(x, torch.index_copy(x, -1, torch.tensor([0]), torch.tensor([[1], [1]])))

# ic_err
x = torch.zeros(3)
attempt(lambda: x.index_copy(0, torch.tensor([0, 1]), torch.tensor([1.0])))

# if_basic
x = torch.ones(3, 3)
show(x.index_fill(1, torch.tensor([0, 2]), -1.0), x.index_fill(0, torch.tensor([1]), torch.tensor(5.0)))

# if_inplace_neg
x = torch.arange(6).reshape(2, 3)
x.index_fill_(-1, torch.tensor([1]), 0)
show(x)

# if_bool
x = torch.zeros(2, 2, dtype=torch.bool)
show(x.index_fill(0, torch.tensor([1]), True))

# if_errors
x = torch.zeros(3)
attempt(lambda: x.index_fill(0, torch.tensor([3]), 1.0))
attempt(lambda: x.index_fill(0, torch.tensor([0]), torch.tensor([1.0])))

# ga_dim0
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.gather(x, 0, torch.tensor([[1, 0, 1]])), x.gather(-1, torch.tensor([[2, 2], [0, 1]])))

# ga_smaller_index
x = torch.arange(12).reshape(3, 4)
show(x.gather(1, torch.tensor([[0], [3], [1]])))

# ga_logits_pick
logits = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.25, 0.25]], dtype=torch.float64)
labels = torch.tensor([1, 0])
show(logits.gather(1, labels.unsqueeze(1)).squeeze(1))

# ga_empty
x = torch.arange(6).reshape(2, 3)
show(x.gather(1, torch.empty(2, 0, dtype=torch.long)))

# ga_dim_mismatch_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([0, 1])))
attempt(lambda: x.gather(0, torch.tensor([[0, 1, 0, 1]])))

# ga_dim_oob
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(2, torch.tensor([[0]])))

# ga_sparse_grad_kw
x = torch.arange(4.0).reshape(2, 2)
show(torch.gather(x, dim=1, index=torch.tensor([[1], [0]]), sparse_grad=False))

# sc_src_tensor
x = torch.zeros(3, 5)
src = torch.arange(1, 11, dtype=torch.float32).reshape(2, 5)
show(x.scatter(0, torch.tensor([[0, 1, 2, 0, 0], [2, 0, 0, 1, 2]]), src))

# sc_value_scalar
x = torch.zeros(2, 4, dtype=torch.int64)
show(x.scatter(1, torch.tensor([[1, 3], [0, 0]]), 7), torch.scatter(x, 1, torch.tensor([[2]]), value=-1))

# sc_onehot
labels = torch.tensor([2, 0, 1])
show(torch.zeros(3, 4).scatter_(1, labels.unsqueeze(1), 1.0))

# sc_inplace_returns_self
x = torch.zeros(3)
r = x.scatter_(0, torch.tensor([1]), torch.tensor([4.0]))
show(r is x, x)

# sc_src_dtype_err
x = torch.zeros(3)
attempt(lambda: x.scatter(0, torch.tensor([0]), torch.tensor([1])))

# sc_index_oob
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(1, torch.tensor([[3]]), 1.0))

# sc_index_dtype_err
x = torch.zeros(3)
attempt(lambda: x.scatter(0, torch.tensor([0], dtype=torch.int32), 1.0))

# sc_index_larger_err
x = torch.zeros(2, 2)
attempt(lambda: x.scatter(0, torch.tensor([[0, 1, 0]]), torch.ones(1, 2)))

# sa_basic
x = torch.zeros(2, 3)
show(x.scatter_add(1, torch.tensor([[0, 0, 2], [1, 1, 1]]), torch.ones(2, 3)))

# sa_counts
idx = torch.tensor([0, 2, 2, 1, 2])
show(torch.zeros(4, dtype=torch.int64).scatter_add_(0, idx, torch.ones_like(idx)))

# sa_torch_fn
x = torch.ones(3, dtype=torch.float64)
show(torch.scatter_add(x, 0, torch.tensor([2, 2]), torch.tensor([0.5, 0.25], dtype=torch.float64)))

# sr_sum_include_self
x = torch.tensor([1.0, 2.0, 3.0])
idx = torch.tensor([0, 0, 2, 2])
src = torch.tensor([10.0, 20.0, 30.0, 40.0])
show(x.scatter_reduce(0, idx, src, reduce='sum'), x.scatter_reduce(0, idx, src, reduce='sum', include_self=False))

# sr_prod
x = torch.tensor([2.0, 3.0, 4.0])
idx = torch.tensor([0, 0, 1])
src = torch.tensor([5.0, 6.0, 7.0])
show(x.scatter_reduce(0, idx, src, 'prod'), x.scatter_reduce(0, idx, src, 'prod', include_self=False))

# sr_mean
x = torch.tensor([4.0, 8.0, 1.0])
idx = torch.tensor([0, 0, 1])
src = torch.tensor([2.0, 6.0, 0.0])
show(x.scatter_reduce(0, idx, src, 'mean'), x.scatter_reduce(0, idx, src, 'mean', include_self=False))

# sr_amax_amin
x = torch.tensor([0.0, 0.0, 5.0])
idx = torch.tensor([0, 1, 1, 0])
src = torch.tensor([-1.0, 3.0, 2.0, -4.0])
show(x.scatter_reduce(0, idx, src, 'amax'), x.scatter_reduce(0, idx, src, 'amin'), x.scatter_reduce(0, idx, src, 'amax', include_self=False))

# sr_int_mean_floor
x = torch.tensor([0, 0])
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([3, 4, -3]), 'mean', include_self=False))

# sr_2d_dim1
x = torch.zeros(2, 3)
idx = torch.tensor([[0, 0, 1], [2, 2, 2]])
src = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(x.scatter_reduce(1, idx, src, 'sum'), torch.scatter_reduce(x, -1, idx, src, reduce='amax', include_self=False))

# sr_inplace
x = torch.ones(3)
x.scatter_reduce_(0, torch.tensor([1, 1]), torch.tensor([2.0, 5.0]), 'prod')
show(x)

# sr_bad_reduce
x = torch.zeros(3)
attempt(lambda: x.scatter_reduce(0, torch.tensor([0]), torch.tensor([1.0]), 'amax'))
show('RuntimeError: reduce argument must be either sum, prod, mean, amax or amin, got average')

# sr_nan
x = torch.tensor([0.0, 0.0])
show(x.scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([float('nan'), 1.0]), 'amax'))

# sc_reduce_kw
x = torch.ones(2, 2)
show(x.scatter(0, torch.tensor([[1, 0]]), torch.tensor([[3.0, 4.0]]), reduce='multiply'))

# take_2d
x = torch.tensor([[4, 3, 5], [6, 7, 8]])
show(torch.take(x, torch.tensor([0, 2, 5])), x.take(torch.tensor([[-1, 0], [1, -6]])))

# take_empty_0d
x = torch.arange(5.0)
show(x.take(torch.tensor([], dtype=torch.long)), x.take(torch.tensor(3)))

# take_noncontig
x = torch.arange(6).reshape(2, 3).t()
show(x.take(torch.tensor([0, 1, 2, 3])))

# take_oob_neg
x = torch.arange(4)
attempt(lambda: x.take(torch.tensor([-5])))

# take_float_err
attempt(lambda: torch.arange(4).take(torch.tensor([0.0])))

# tad_dim_none
x = torch.tensor([[10, 30], [20, 40]])
show(torch.take_along_dim(x, torch.tensor([3, 0])), torch.take_along_dim(x, torch.argmax(x, dim=1, keepdim=True), dim=1))

# tad_topk
x = torch.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])
v, i = x.topk(2, dim=1)
show(torch.take_along_dim(x, i, dim=-1))

# tad_broadcast_err
x = torch.zeros(2, 3)
attempt(lambda: torch.take_along_dim(x, torch.tensor([[0], [1], [2]]), dim=1))

# put_basic
x = torch.zeros(2, 3)
x.put_(torch.tensor([0, 5, -2]), torch.tensor([1.0, 2.0, 3.0]))
show(x)

# put_accumulate
x = torch.zeros(4, dtype=torch.int64)
x.put_(torch.tensor([1, 1, 3]), torch.tensor([2, 3, 4]), accumulate=True)
show(x, torch.zeros(2).put(torch.tensor([1]), torch.tensor([9.0])))

# put_oob
x = torch.zeros(4)
attempt(lambda: x.put_(torch.tensor([4]), torch.tensor([1.0])))

# put_size_err
x = torch.zeros(4)
attempt(lambda: x.put_(torch.tensor([0, 1]), torch.tensor([1.0])))

# nz_as_tuple
x = torch.tensor([[0, 1, 0], [2, 0, 3]])
show(torch.nonzero(x, as_tuple=True), x.nonzero())

# nz_tuple_index_back
x = torch.tensor([[0.0, 1.5], [2.5, 0.0]])
idx = x.nonzero(as_tuple=True)
show(x[idx], len(idx))

# nz_0d_and_empty
show(torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor(0), as_tuple=True), torch.nonzero(torch.zeros(2, 0)))

# nz_bool_nan
x = torch.tensor([0.0, float('nan'), -0.0, 1.0])
show(x.nonzero().flatten(), torch.tensor([True, False, True]).nonzero(as_tuple=True))

# argwhere_basic
x = torch.tensor([[1, 0], [0, 1]])
show(torch.argwhere(x), torch.argwhere(torch.tensor([0.0, 2.0])), x.argwhere().shape)

# where_cond_only
x = torch.tensor([[0, 3], [4, 0]])
show(torch.where(x > 0), torch.where(x))

# where_scalars
x = torch.tensor([-1.0, 2.0, -3.0])
show(torch.where(x > 0, x, 0.0), torch.where(x > 0, 1, -1), torch.where(x > 0, 1.0, 0))

# where_int_tensor_float_scalar
x = torch.tensor([1, -2, 3])
show(torch.where(x > 0, x, 0.5), torch.where(x > 0, x, 0))

# where_broadcast_dtype
c = torch.tensor([[True], [False]])
show(torch.where(c, torch.tensor([1, 2, 3], dtype=torch.int32), torch.tensor(0.5, dtype=torch.float64)))

# where_method
x = torch.tensor([1.0, -1.0])
show(x.where(x > 0, torch.tensor(-9.0)), x.where(x < 0, torch.tensor([7.0, 8.0])))

# where_float_cond_err
x = torch.tensor([1.0, 0.0])
attempt(lambda: torch.where(x, x, x))

# where_shape_err
attempt(lambda: torch.where(torch.tensor([True, False]), torch.zeros(3), 1.0))

# where_half
x = torch.tensor([1.0, -2.0], dtype=torch.float16)
show(torch.where(x > 0, x, 0.0), torch.where(x > 0, x, torch.tensor(0.0)))

# seq_as_tuple
x = torch.arange(12).reshape(3, 4)
show(x[[[0, 1]]], x[[0, slice(1, 3)]], x[(1, 2)])

# seq_tuple_vs_list
x = torch.arange(12).reshape(3, 4)
show(x[(0, 1)], x[[0, 1]].shape, x[[0, 1],].shape)

# list_of_tensors_index
x = torch.arange(12).reshape(3, 4)
show(x[[torch.tensor(0), torch.tensor(2)]], x[[torch.tensor([0, 2]), torch.tensor([1, 3])]])

# aug_assign_adv_dup
x = torch.zeros(4)
x[torch.tensor([0, 0, 2])] += 1
show(x)

# aug_assign_mask
x = torch.tensor([1.0, -2.0, 3.0, -4.0])
x[x < 0] *= -10
show(x)

# chained_write_view
x = torch.zeros(2, 3)
x[1][2] = 5
x[0][[0, 1]] = 7
show(x)

# chained_write_adv_lost
x = torch.zeros(2, 3)
x[[0, 1]][0] = 9
x[x == 0][0] = 9
show(x)

# view_then_mask_write
x = torch.arange(8.0).reshape(2, 4)
col = x[:, 1]
col[col > 2] = -1
show(x)

# transpose_index_write
x = torch.zeros(2, 3)
x.t()[[0, 2]] = torch.tensor([1.0, 2.0])
show(x)

# noncontig_gather
x = torch.arange(12.0).reshape(3, 4).t()
show(x.gather(0, torch.tensor([[2, 1, 0]])), x[[0, 3], 1:])

# half_bf16_index
x = torch.tensor([1.5, 2.5, -3.0], dtype=torch.float16)
y = torch.tensor([1.5, 2.5, -3.0], dtype=torch.bfloat16)
show(x[[2, 0]], y[y > 0], x[1:])

# half_setitem_round
x = torch.zeros(3, dtype=torch.float16)
x[0] = 1.0009765625
x[2] = 1e-8
show(x)
def f():
    x[1] = 65520.0
attempt(f)

# bf16_index_put
x = torch.zeros(3, dtype=torch.bfloat16)
x.index_put_((torch.tensor([0, 0]),), torch.tensor([1.0, 2.0], dtype=torch.bfloat16), accumulate=True)
show(x)

# bool_tensor_index
x = torch.tensor([True, False, True, True])
show(x[[0, 1]], x[x], x[1:3])

# bool_setitem_mask
x = torch.zeros(4, dtype=torch.bool)
x[torch.tensor([1, 3])] = True
show(x, x.nonzero().squeeze(1))

# int_setitem_float_mask
x = torch.arange(5)
x[x > 2] = 2.9
show(x)

# uint8_tensor_values
x = torch.tensor([250, 5, 6], dtype=torch.uint8)
x[1] = 255
show(x, x[x > 100])
def f():
    x[0] = 300
attempt(f)
def g():
    x[2] = -1
attempt(g)

# int8_index_values
x = torch.tensor([-128, 0, 127], dtype=torch.int8)
show(x[[2, 2, 0]], x.masked_fill(x < 0, 127))

# mf_int_float_value
x = torch.tensor([1, 2, 3])
show(x.masked_fill(x > 1, 2.9), x.masked_fill(x > 1, -2.9))

# mf_0d_tensor_other_dtype
x = torch.tensor([1, 2, 3])
show(x.masked_fill(x > 1, torch.tensor(7.5)), torch.zeros(2).masked_fill(torch.tensor([True, False]), torch.tensor(3)))

# if_int_float_value
x = torch.zeros(3, dtype=torch.int32)
show(x.index_fill(0, torch.tensor([0, 2]), 4.7))

# ia_alpha_int
x = torch.zeros(3, dtype=torch.int64)
show(x.index_add(0, torch.tensor([1]), torch.tensor([4]), alpha=3))

# ia_alpha_float_on_int_err
x = torch.zeros(3, dtype=torch.int64)
attempt(lambda: x.index_add(0, torch.tensor([1]), torch.tensor([4]), alpha=0.5))

# ia_0d
x = torch.tensor(1.0)
show(x.index_add(0, torch.tensor([0]), torch.tensor(2.0)), x.index_add(0, torch.tensor(0), torch.tensor(3.0), alpha=2))

# is_0d_self
x = torch.tensor(5)
show(x.index_select(0, torch.tensor([0])), x.index_select(0, torch.tensor([0, 0])))

# ga_0d
x = torch.tensor(3.0)
show(x.gather(0, torch.tensor(0)), x.gather(0, torch.tensor([0, 0])))

# sc_0d
x = torch.tensor(0.0)
show(x.scatter(0, torch.tensor(0), 4.0))

# ga_negative_index_err
x = torch.arange(3)
attempt(lambda: x.gather(0, torch.tensor([-1])))

# sc_int_self_float_value
x = torch.zeros(3, dtype=torch.int64)
show(x.scatter(0, torch.tensor([1]), 2.7), x.scatter_(0, torch.tensor([2]), -1.5))

# sa_int32_index_err
x = torch.zeros(3)
attempt(lambda: x.scatter_add(0, torch.tensor([0], dtype=torch.int32), torch.tensor([1.0])))

# ip_too_many_indices
x = torch.zeros(2, 2)
attempt(lambda: x.index_put_((torch.tensor([0]), torch.tensor([0]), torch.tensor([0])), torch.tensor(1.0)))

# adv_too_many
x = torch.zeros(2, 2)
attempt(lambda: x[[0], [0], [0]])
attempt(lambda: x[torch.tensor([[[True]]])])

# adv_with_ellipsis
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., [0, 3]].shape, x[[1], ..., [2]], x[..., torch.tensor([[1, 2]])].shape)

# adv_bool_and_int_cols
x = torch.arange(12).reshape(3, 4)
show(x[x[:, 0] > 2, 1:], x[[True, False, True], [1, 2]])

# adv_mask_2d_on_3d
x = torch.arange(24).reshape(2, 3, 4)
m = x.sum(-1) > 20
show(m, x[m].shape, x[:, x[0, :, 0] > 0].shape)

# adv_argmax_pick
x = torch.tensor([[0.2, 0.9, 0.1], [0.8, 0.1, 0.3]])
best = x.argmax(dim=1)
show(x[torch.arange(2), best], best)

# adv_set_with_arange
x = torch.zeros(3, 3, dtype=torch.int64)
x[torch.arange(3), torch.arange(3)] = torch.tensor([1, 2, 3])
x[torch.arange(3), 2 - torch.arange(3)] += 10
show(x)

# adv_result_contiguous
x = torch.arange(24).reshape(2, 3, 4)
r = x[:, [0, 2], :]
show(r.is_contiguous(), r.shape, r.stride())

# adv_separated_stride
x = torch.arange(24).reshape(2, 3, 4)
r = x[[0, 1], :, [0, 1]]
show(r.shape, r)

# sl_stride_info
x = torch.arange(24).reshape(2, 3, 4)
r = x[:, ::2, 1::2]
show(r.shape, r.stride(), r.storage_offset(), r.is_contiguous())

# set_slice_from_self_overlap
x = torch.arange(6)
x[1:] = x[:-1].clone()
show(x)

# set_empty_index
x = torch.arange(4)
x[torch.tensor([], dtype=torch.long)] = 5
x[x > 10] = 0
show(x)

# set_list_values_err
x = torch.zeros(3)
def f():
    x[0:2] = [1.0, 2.0]
attempt(f)

# set_tensor_wrong_broadcast
x = torch.zeros(2, 3)
def f():
    x[:, 1:] = torch.ones(3)
attempt(f)

# set_leading_ones_dropped
x = torch.zeros(2, 3)
x[0] = torch.ones(1, 1, 3)
x[[1]] = torch.full((1, 1, 3), 2.0)
show(x)

# set_float_to_bool_tensor
x = torch.zeros(3)
x[torch.tensor([True, False, True])] = torch.tensor(5)
show(x)

# index_getitem_int_tensor_item
x = torch.arange(10)
i = torch.tensor([3])
show(x[i.item()], x[int(i)], x[i])

# view_flatten_write
x = torch.zeros(2, 3)
x.flatten()[1] = 5.0
x.view(-1)[[3, 5]] = torch.tensor([7.0, 8.0])
show(x)

# copy_flatten_noncontig
x = torch.zeros(2, 3)
f = x.t().flatten()
f[0] = 9.0
show(x, f)

# view_diagonal_write
x = torch.zeros(3, 3)
x.diagonal().fill_(1.0)
x.diagonal(1)[:] = torch.tensor([2.0, 3.0])
show(x)

# view_narrow_select_write
x = torch.zeros(3, 4, dtype=torch.int64)
x.narrow(1, 1, 2)[:] = 4
x.select(0, 2)[-1] = -7
show(x)

# view_T_write
x = torch.zeros(2, 3)
x.T[0] = torch.tensor([1.0, 2.0])
show(x)

# view_unsqueeze_mask_write
x = torch.arange(6.0).reshape(2, 3)
v = x.unsqueeze(0)
v[v > 3] = 0.0
show(x)

# slice_tensor_bounds
x = torch.arange(10)
s = torch.tensor(2)
show(x[s:], x[:s], x[s:8:s], x[torch.tensor(-3):])

# index_cpu_on_cuda
x = torch.arange(6).reshape(2, 3)
i = torch.tensor([1, 0], device='cpu')
m = torch.tensor([True, False, True], device='cpu')
show(x[i], x[:, m])

# index_py_bool
x = torch.arange(3)
show(x[True, 1], x[None, None].shape, x[False, ...].shape)

# too_many_ints_1d
x = torch.arange(5)
attempt(lambda: x[1, 2])
attempt(lambda: x[None, 1, 2])

# too_many_0d
x = torch.tensor(3)
attempt(lambda: x[[0]])
show(x[None, ...], x[..., None, None].shape)

# slice_col_oob_int
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[:, 3])
attempt(lambda: x[:, -4])

# where_py_scalars_dtype
c = torch.tensor([True, False])
show(torch.where(c, 1.0, 0.0), torch.where(c, 1, 0), torch.where(c, True, False), torch.where(c, 2, 0.5))

# where_int_float_tensor_promo
c = torch.tensor([True, False, True])
a = torch.tensor([1, 2, 3], dtype=torch.int32)
b = torch.tensor([0.5, 0.5, 0.5], dtype=torch.float16)
show(torch.where(c, a, b), torch.where(c, a, 7), torch.where(c, a, torch.tensor([9, 9, 9])))

# where_nan_cond
x = torch.tensor([1.0, float('nan'), -1.0])
show(torch.where(torch.isnan(x), torch.zeros_like(x), x), torch.where(x > 0, x, -x))

# where_1d_tuple
show(torch.where(torch.tensor([0, 3, 0, 4])), torch.where(torch.tensor(1)), torch.where(torch.tensor([[False]])))

# where_bool_xy
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([False, False]), torch.tensor([True, True])))

# nz_3d
x = torch.zeros(2, 2, 2)
x[0, 1, 1] = 1
x[1, 0, 0] = 2
show(x.nonzero(), torch.nonzero(x, as_tuple=False).shape, [t.tolist() for t in x.nonzero(as_tuple=True)])

# nz_count
x = torch.tensor([[1, 0, 2], [0, 0, 3]])
show((x != 0).sum(), torch.count_nonzero(x, dim=1), x.nonzero().size(0))

# argwhere_0d
show(torch.argwhere(torch.tensor(3.0)), torch.argwhere(torch.tensor(0.0)))

# mf_noncontig_view_inplace
x = torch.arange(6.0).reshape(2, 3)
x.t().masked_fill_(torch.tensor([[True, False], [False, False], [False, True]]), -1.0)
show(x)

# mf_value_kw
x = torch.zeros(2)
show(torch.masked_fill(x, mask=torch.tensor([False, True]), value=3.5), x.masked_fill(mask=x == 0, value=1))

# ms_bool_dtype
x = torch.tensor([False, False, False])
show(x.masked_scatter(torch.tensor([True, False, True]), torch.tensor([True, True])))

# ms_dtype_err
x = torch.zeros(3)
attempt(lambda: x.masked_scatter(torch.tensor([True, False, True]), torch.tensor([1, 2])))

# ia_half_bf16
x = torch.zeros(3, dtype=torch.float16)
y = torch.zeros(2, 2, dtype=torch.bfloat16)
show(x.index_add(0, torch.tensor([0, 0]), torch.tensor([1.5, 2.25], dtype=torch.float16)), y.index_add(1, torch.tensor([1]), torch.ones(2, 1, dtype=torch.bfloat16), alpha=3))

# ia_index_2d_err
x = torch.zeros(3)
attempt(lambda: x.index_add(0, torch.tensor([[0]]), torch.tensor([[1.0]])))

# ia_count_err
x = torch.zeros(3)
attempt(lambda: x.index_add(0, torch.tensor([0, 1]), torch.tensor([1.0])))

# if_0d_self
x = torch.tensor(2.0)
show(x.index_fill(0, torch.tensor([0]), 5.0), x.index_fill(0, torch.tensor(0), -1))

# if_dim_err
x = torch.zeros(2, 2)
attempt(lambda: x.index_fill(2, torch.tensor([0]), 1.0))
attempt(lambda: x.index_fill(0, torch.tensor([0.0]), 1.0))

# ic_dtype_err
x = torch.zeros(3)
attempt(lambda: x.index_copy(0, torch.tensor([0]), torch.tensor([1])))

# ic_0d_and_neg
x = torch.zeros(2, 2)
show(x.index_copy(-2, torch.tensor([1]), torch.tensor([[3.0, 4.0]])))

# sr_half_sum
x = torch.zeros(2, dtype=torch.float16)
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([0.5, 0.25, 2.0], dtype=torch.float16), 'sum'))

# sr_int_mean_self
x = torch.tensor([10, 1, 5])
show(x.scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([1, 2, 6]), 'mean'))

# sr_int_amin_empty_slot
x = torch.tensor([5, 5, 5])
show(x.scatter_reduce(0, torch.tensor([1, 1]), torch.tensor([9, 7]), 'amin', include_self=False))

# sr_src_larger
x = torch.zeros(2, 2)
src = torch.arange(1.0, 10.0).reshape(3, 3)
show(x.scatter_reduce(1, torch.tensor([[0, 0], [1, 0]]), src, 'sum'))

# sr_dtype_err
x = torch.zeros(2)
attempt(lambda: x.scatter_reduce(0, torch.tensor([0]), torch.tensor([1.0], dtype=torch.float64), 'sum'))

# sc_src_larger_err
x = torch.zeros(2, 2)
attempt(lambda: x.scatter(0, torch.tensor([[0, 1, 1]]), torch.ones(1, 2)))
attempt(lambda: x.scatter(0, torch.tensor([0, 1]), torch.ones(2)))

# sc_add_reduce_value
x = torch.ones(3)
show(x.scatter(0, torch.tensor([0, 2]), 5.0, reduce='add'), x.scatter(0, torch.tensor([1]), torch.tensor([4.0]), reduce='multiply'))

# sc_bad_reduce_err
x = torch.ones(3)
attempt(lambda: x.scatter(0, torch.tensor([0]), 2.0, reduce='sum'))

# ga_dtype_mismatch_index_float
x = torch.arange(4.0)
attempt(lambda: torch.gather(x, 0, torch.tensor([1.0])))

# ga_bool_self
x = torch.tensor([[True, False], [False, True]])
show(x.gather(1, torch.tensor([[1, 1], [0, 1]])))

# take_along_dim_int32_err
x = torch.arange(4)
attempt(lambda: torch.take_along_dim(x, torch.tensor([0], dtype=torch.int32)))

# take_along_dim_neg
x = torch.tensor([[5, 3], [1, 9]])
show(torch.take_along_dim(x, x.argsort(dim=-1), dim=-1), torch.take_along_dim(x, torch.tensor([[1]]), dim=-2))

# put_2d_index
x = torch.zeros(2, 2)
show(x.put(torch.tensor([[0, 3]]), torch.tensor([[1.0, 2.0]])))

# put_dtype_err
x = torch.zeros(3)
attempt(lambda: x.put_(torch.tensor([0]), torch.tensor([1])))

# put_empty
x = torch.zeros(3)
show(x.put_(torch.tensor([], dtype=torch.long), torch.tensor([])))

# take_0d_self
x = torch.tensor(7)
show(x.take(torch.tensor([0, 0, -1])))

# loop_rows_index
x = torch.arange(6).reshape(3, 2)
for i in range(3):
    x[i] = x[i] * (i + 1)
show(x, [int(r[1]) for r in x])

# is_bool_self
x = torch.tensor([True, False, True])
show(x.index_select(0, torch.tensor([2, 1])), x[torch.tensor([0, 0])])

# zero_d_lone_int
x = torch.tensor(3)
attempt(lambda: x[-1])
attempt(lambda: x[(0,)])
attempt(lambda: x[torch.tensor(0)])
attempt(lambda: x[1])

# zero_d_setitem_errs
x = torch.tensor(3)
def a():
    x[0] = 1
def b():
    x[[0]] = 1
attempt(a)
attempt(b)
x[...] = 7
x[None] = 8
show(x)

# batch_gather_expand
x = torch.arange(24.0).reshape(2, 3, 4)
idx = torch.tensor([[2, 0], [1, 1]])
show(x.gather(1, idx.unsqueeze(-1).expand(-1, -1, 4)))

# topk_indices_select
x = torch.tensor([0.5, 2.0, -1.0, 3.0])
show(x[x.topk(2).indices], x[x.argsort(descending=True)[:3]])

# onehot_scatter_int_value
labels = torch.tensor([[1], [3], [0]])
show(torch.zeros(3, 4).scatter_(1, labels, 1), torch.zeros(3, 4, dtype=torch.int64).scatter(1, labels, 1))

# rows_any_mask
x = torch.tensor([[0, 0], [1, 0], [0, 2]])
show(x[x.any(dim=1)], x[~x.any(dim=1)], x[x.all(dim=1).logical_not()].shape)

# mask_copy_between
x = torch.zeros(4)
y = torch.tensor([1.0, 2.0, 3.0, 4.0])
m = torch.tensor([True, False, True, False])
x[m] = y[m]
show(x)

# slice_then_index_write
x = torch.zeros(2, 4)
x[:, [0, 3]] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x[1:, [1]] = 9
show(x)

# rows_dup_aug
x = torch.zeros(3, 2)
x[[0, 0, 2], :] += 1
show(x)

# sparse_to_dense
rows = torch.tensor([0, 1, 1, 0])
cols = torch.tensor([2, 0, 0, 2])
vals = torch.tensor([1.0, 2.0, 3.0, 4.0])
show(torch.zeros(2, 3).index_put_((rows, cols), vals, accumulate=True))

# where_broadcast_unsqueeze
mask = torch.tensor([True, False])
a = torch.ones(2, 3)
show(torch.where(mask.unsqueeze(-1), a, -a))

# mf_not_mask_bool
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
keep = torch.tensor([[1, 0], [0, 1]])
show(x.masked_fill(~keep.bool(), 0), x * keep)

# ellipsis_last_slices
x = torch.arange(12).reshape(2, 2, 3)
show(x[..., :2], x[..., -1:].shape, x[..., ::2].stride())

# pairwise_none
x = torch.tensor([1.0, 4.0, 9.0])
show(x[:, None] - x[None, :])

# arange_labels_zero
x = torch.ones(3, 4)
labels = torch.tensor([3, 0, 1])
x[torch.arange(3), labels] = 0
show(x)

# embedding_table_2d_ids
table = torch.arange(10.0).reshape(5, 2)
ids = torch.tensor([[0, 4], [2, 2]])
show(table[ids], table[ids].shape)

# new_zeros_index_add
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
seg = torch.tensor([0, 1, 0])
show(x.new_zeros(2, 2).index_add_(0, seg, x))

# sequence_mask
lengths = torch.tensor([1, 3, 2])
mask = torch.arange(4)[None, :] < lengths[:, None]
show(mask, mask.sum(1))

# last_per_row
x = torch.arange(12).reshape(3, 4)
lengths = torch.tensor([2, 4, 1])
show(x[torch.arange(3), lengths - 1])

# flip_instead
x = torch.arange(5)
show(x.flip(0), x.flip(-1)[::2], torch.flip(x.reshape(1, 5), [1]))

# tuple_of_lists
x = torch.arange(9).reshape(3, 3)
show(x[([0, 1], [1, 2])], x[[0, 1], [1, 2]])

# neg_index_tensor_write
x = torch.zeros(5)
x[[-1, -2]] = torch.tensor([1.0, 2.0])
x[torch.tensor([-5])] = 3
show(x)

# empty_multi_index
x = torch.arange(6).reshape(2, 3)
e = torch.tensor([], dtype=torch.long)
show(x[e, e], x[e, e].shape, x[e, :].shape)

# list_float_index_truncates
x = torch.arange(5)
attempt(lambda: x[[0, 1.5]])

# index_add_wrong_dim_err
x = torch.zeros(2, 2)
attempt(lambda: x.index_add(-3, torch.tensor([0]), torch.ones(1, 2)))

# nonzero_float_nan_inf
x = torch.tensor([[0.0, float('inf')], [float('-inf'), -0.0]])
show(x.nonzero(), torch.argwhere(x == float('inf')))

# mask_from_isin
x = torch.tensor([1, 2, 3, 4, 5])
show(x[torch.isin(x, torch.tensor([2, 5]))], x[(x == 1) | (x == 4)])

# mask_scalar_compare_dtypes
x = torch.tensor([1, 2, 3], dtype=torch.int32)
show(x[x > 1.5], x[x.float() / 2 == 1])

# index_chain_reads
x = torch.arange(24).reshape(2, 3, 4)
show(x[1][2][3], x[1, 2][[0, 3]], x[:, 1][:, 2], x[0][x[0] > 5])

# setitem_int_list_tensor
x = torch.zeros(3, 3, dtype=torch.int64)
x[1, [0, 2]] = torch.tensor([5, 6])
x[[0, 2], 1] = 7
show(x)

# setitem_bool_list
x = torch.zeros(3)
x[[True, False, True]] = 1.5
show(x)

# sc_dim_neg_2d
x = torch.zeros(2, 3)
show(x.scatter(-1, torch.tensor([[2], [0]]), torch.tensor([[1.0], [2.0]])), x.scatter(-2, torch.tensor([[1, 0, 1]]), 5.0))

# gather_out_of_range_msg
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([[0, 3], [1, 1]])))
attempt(lambda: x.gather(0, torch.tensor([[-1, 0, 0]])))

# scatter_add_oob_msg
x = torch.zeros(3)
attempt(lambda: x.scatter_add(0, torch.tensor([0, 5]), torch.tensor([1.0, 1.0])))

# index_copy_oob
x = torch.zeros(3)
attempt(lambda: x.index_copy(0, torch.tensor([3]), torch.tensor([1.0])))

# masked_select_0d
x = torch.tensor(5.0)
show(torch.masked_select(x, torch.tensor(True)), x.masked_select(torch.tensor([True, False])))

# idx_dtype_index_select
x = torch.arange(4)
attempt(lambda: x.index_select(0, torch.tensor([1], dtype=torch.uint8)))
attempt(lambda: x.index_select(0, torch.tensor([1], dtype=torch.int16)))

# idx_dtype_index_fill
x = torch.zeros(4)
attempt(lambda: x.index_fill(0, torch.tensor([1], dtype=torch.int32), 1.0))

# idx_dtype_index_copy
x = torch.zeros(4)
attempt(lambda: x.index_copy(0, torch.tensor([1], dtype=torch.int32), torch.tensor([1.0])))

# idx_dtype_take_put
x = torch.zeros(4)
attempt(lambda: x.take(torch.tensor([1], dtype=torch.int32)))
attempt(lambda: x.put_(torch.tensor([1], dtype=torch.int32), torch.tensor([1.0])))

# idx_dtype_gather_uint8
x = torch.zeros(4)
attempt(lambda: x.gather(0, torch.tensor([1], dtype=torch.uint8)))

# idx_dtype_index_add_bool
x = torch.zeros(4)
attempt(lambda: x.index_add(0, torch.tensor([True]), torch.tensor([1.0])))

# idx_dtype_index_put_float
x = torch.zeros(4)
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')

# uint8_self_ops
x = torch.tensor([10, 20, 30], dtype=torch.uint8)
show(x[[2, 0]], x.gather(0, torch.tensor([1, 1])), x.index_select(0, torch.tensor([0])), x.masked_fill(x > 15, 255))

# uint8_scatter_add_wrap
x = torch.tensor([250, 0], dtype=torch.uint8)
show(x.scatter_add(0, torch.tensor([0, 0]), torch.tensor([3, 4], dtype=torch.uint8)), x.index_add(0, torch.tensor([0]), torch.tensor([10], dtype=torch.uint8)))

# int16_int8_index_put
x = torch.zeros(3, dtype=torch.int16)
x[torch.tensor([0, 2])] = torch.tensor([300, -7], dtype=torch.int16)
y = torch.zeros(3, dtype=torch.int8)
y[1:] = 5
show(x, y)

# set_float64_into_float32_slice
x = torch.zeros(3)
x[0:2] = torch.tensor([1.1, 2.2], dtype=torch.float64)
show(x, x.dtype)

# set_float64_adv_err
x = torch.zeros(3)
def f():
    x[[0, 1]] = torch.tensor([1.1, 2.2], dtype=torch.float64)
attempt(f)

# set_mask_1elem_cuda_tensor_err
x = torch.zeros(3)
def f():
    x[x == 0] = torch.tensor([2], dtype=torch.int64)
show("RuntimeError: Index put requires the source and destination dtypes match, got Float for the destination and Long for the source.")

# set_mask_same_dtype_1elem
x = torch.zeros(3)
x[torch.tensor([True, False, True])] = torch.tensor([2.5])
show(x)

# ip_accumulate_broadcast_value
x = torch.zeros(3, 2)
x.index_put_((torch.tensor([0, 0, 2]),), torch.tensor([1.0, 10.0]), accumulate=True)
show(x)

# ip_accumulate_int
x = torch.zeros(4, dtype=torch.int32)
x.index_put_((torch.tensor([3, 3, 3, 0]),), torch.tensor(2, dtype=torch.int32), accumulate=True)
show(x)

# ip_accumulate_mask
x = torch.ones(4)
x.index_put_((torch.tensor([True, False, True, False]),), torch.tensor([5.0, 6.0]), accumulate=True)
show(x)

# ip_accumulate_dtype_err
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0]),), torch.tensor([1]), accumulate=True))

# ip_accumulate_bool
x = torch.zeros(3, dtype=torch.bool)
x.index_put_((torch.tensor([0, 0]),), torch.tensor([True, True]), accumulate=True)
show(x)

# ip_not_inplace_keeps_input
x = torch.zeros(3)
y = x.index_put((torch.tensor([1]),), torch.tensor(4.0))
show(x, y)

# ip_2d_one_index_rows
x = torch.zeros(2, 3, dtype=torch.int64)
x.index_put_((torch.tensor([1]),), torch.tensor([[1, 2, 3]]))
show(x)

# sr_include_self_false_int_prod
x = torch.tensor([7, 7, 7])
show(x.scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([2, 3]), 'prod', include_self=False))

# sr_amax_neg_inf
x = torch.full((3,), float('-inf'))
show(x.scatter_reduce(0, torch.tensor([0, 2, 2]), torch.tensor([1.0, -2.0, -3.0]), 'amax'))

# sr_mean_float64
x = torch.zeros(2, dtype=torch.float64)
show(x.scatter_reduce(0, torch.tensor([0, 0, 0]), torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), 'mean'))

# sr_index_oob
x = torch.zeros(2)
attempt(lambda: x.scatter_reduce(0, torch.tensor([-1]), torch.tensor([1.0]), 'sum'))

# sr_kw_names
x = torch.zeros(3)
show(torch.scatter_reduce(input=x, dim=0, index=torch.tensor([1]), src=torch.tensor([2.0]), reduce='sum', include_self=True))

# sr_empty_index
x = torch.ones(2)
show(x.scatter_reduce(0, torch.tensor([], dtype=torch.long), torch.tensor([]), 'prod'))

# sc_reduce_multiply_int
x = torch.full((3,), 2)
show(x.scatter(0, torch.tensor([0, 2]), torch.tensor([5, 7]), reduce='multiply'))

# sc_value_kw_only
x = torch.zeros(3)
show(x.scatter(0, torch.tensor([1]), value=2.5), x.scatter(dim=0, index=torch.tensor([2]), src=torch.tensor([1.0])))

# sc_bool_self
x = torch.zeros(4, dtype=torch.bool)
show(x.scatter(0, torch.tensor([1, 3]), True))

# sc_empty_index
x = torch.zeros(2, 2)
show(x.scatter(1, torch.empty(2, 0, dtype=torch.long), 1.0))

# ga_3d_dim2
x = torch.arange(12).reshape(2, 2, 3)
show(x.gather(2, torch.tensor([[[2], [0]], [[1], [1]]])))

# nonzero_noncontig
x = torch.tensor([[1, 0], [0, 1], [1, 1]]).t()
show(x.nonzero(), x.nonzero(as_tuple=True))

# where_cond_int_err
x = torch.tensor([1, 0])
attempt(lambda: torch.where(x, 1.0, 0.0))

# where_x_y_dtype_bf16
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1.5, 2.5], dtype=torch.bfloat16), torch.tensor([0.5, 0.5], dtype=torch.float16)))

# mf_inplace_int_float_value
x = torch.tensor([1, 2, 3])
x.masked_fill_(x == 2, 9.9)
show(x)

# mf_float_inf_into_int_err
x = torch.tensor([1, 2, 3])
attempt(lambda: x.masked_fill(x == 2, float('inf')))

# mf_half_big_err
x = torch.zeros(2, dtype=torch.float16)
attempt(lambda: x.masked_fill(x == 0, 1e6))
