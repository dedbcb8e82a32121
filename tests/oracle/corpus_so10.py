# Twin of tests/golden/corpus_so10.cst (its tensors live on cuda:0).
import math
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

torch2.install()
# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)

# cr_tut_from_data
data = [[1, 2], [3, 4]]
x_data = torch.tensor(data)
show(x_data, x_data.dtype, x_data.shape)

# cr_tut_like_forms
x_ones = torch.ones_like(x_data)
x_rand = torch.rand_like(x_data, dtype=torch.float)
show(x_ones, x_rand.shape, x_rand.dtype, bool(((x_rand >= 0) & (x_rand < 1)).all()))

# cr_tut_shape_tuple
shape = (2, 3,)
show(torch.ones(shape), torch.zeros(shape), torch.rand(shape).shape)

# cr_tut_attributes
tensor = torch.ones(3, 4)
show(f"Shape of tensor: {tensor.shape}")
show(f"Datatype of tensor: {tensor.dtype}")

# cr_tut_index_slice
tensor = torch.ones(4, 4)
show("First row:", tensor[0])
show("First column:", tensor[:, 0])
show("Last column:", tensor[..., -1])
tensor[:, 1] = 0
show(tensor)

# cr_tut_cat_dim1
t1 = torch.cat([tensor, tensor, tensor], dim=1)
show(t1.shape, t1[0])

# cr_tut_matmul_three_ways
y1 = tensor @ tensor.T
y2 = tensor.matmul(tensor.T)
y3 = torch.rand_like(y1)
torch.matmul(tensor, tensor.T, out=y3)
show(y1, torch.equal(y1, y2), torch.equal(y1, y3))

# cr_tut_elementwise_three_ways
z1 = tensor * tensor
z2 = tensor.mul(tensor)
z3 = torch.rand_like(tensor)
torch.mul(tensor, tensor, out=z3)
show(z1[0], torch.equal(z1, z2), torch.equal(z2, z3))

# cr_tut_single_element
agg = tensor.sum()
agg_item = agg.item()
show(agg, agg_item, type(agg_item))

# cr_tut_inplace_add
show(tensor.add_(5)[0], tensor[1])

# cr_tensor_from_tensor_list_err
attempt(lambda: torch.tensor([torch.tensor([1, 2]), torch.tensor([3, 4])]))

# cr_stack_instead_of_tensor
rows = [torch.tensor([1, 2]), torch.tensor([3, 4])]
show(torch.stack(rows), torch.stack(rows, dim=1), torch.cat(rows))

# cr_item_many_err
# PyTorch 2's item() is at::native::item's check (1.13's Python binding raised ValueError).
show('RuntimeError: a Tensor with 2 elements cannot be converted to Scalar')

# cr_item_types
show(torch.tensor(3).item(), torch.tensor(2.5).item(), torch.tensor(True).item(), torch.tensor([[7]]).item())

# cr_size_forms
x = torch.zeros(2, 3, 4)
show(x.size(), x.size(1), x.size(-1), x.shape[0], len(x), x.numel(), x.dim(), x.ndim)

# cr_size_out_of_range_err
attempt(lambda: torch.zeros(2, 3).size(2))

# cr_element_size
x = torch.zeros(3, 4, dtype=torch.float16)
show(x.element_size(), x.element_size() * x.numel(), torch.zeros(5, dtype=torch.int64).element_size())

# cr_is_floating_point
show(torch.tensor([1]).is_floating_point(), torch.tensor([1.0]).is_floating_point(), torch.is_floating_point(torch.zeros(1, dtype=torch.float16)), torch.is_tensor([1]), torch.is_tensor(torch.zeros(1)))

# cr_float_to_int_truncates
x = torch.tensor([1.7, -1.7, 2.5, -0.4])
show(x.int(), x.long(), x.to(torch.int8), x.round().long())

# cr_float_to_bool
show(torch.tensor([0.0, 0.1, -2.0, float('nan')]).bool())

# cr_int_to_uint8_wraps
show(torch.tensor([-1, 256, 300, 255]).to(torch.uint8))

# cr_type_method
x = torch.tensor([1, 2, 3])
show(x.type(torch.float64), x.type(torch.float32).dtype, x.to(dtype=torch.int16))

# cr_tolist_nested
x = torch.arange(6).reshape(2, 3)
show(x.tolist(), torch.tensor([1.5, 2.0]).tolist(), torch.tensor(4).tolist())

# cr_clone_is_independent
x = torch.tensor([1, 2, 3])
y = x.clone()
y[0] = 100
z = x.detach()
z[1] = 50
show(x, y)

# cr_mask_select
x = torch.tensor([[1, -2, 3], [-4, 5, -6]])
show(x[x > 2], x[x < 0], x[x > 100])

# cr_mask_assign_relu
x = torch.tensor([0.5, -1.0, 2.0, -3.0])
x[x < 0] = 0
show(x)

# cr_mask_combined
x = torch.arange(8)
show(x[(x > 1) & (x < 5)], x[(x < 2) | (x > 6)], x[~(x % 2 == 0)])

# cr_mask_precedence_err
x = torch.tensor([1, 3, 6])
attempt(lambda: x[x > 1 & x < 5])

# cr_mask_and_keyword_err
attempt(lambda: x[(x > 1) and (x < 5)])

# cr_mask_rows
x = torch.tensor([[1.0, 10.0], [-1.0, 20.0], [3.0, 30.0]])
show(x[x[:, 0] > 0], x[x[:, 0] > 0].shape, x[:, x[0] > 5])

# cr_mask_2d_flattens
x = torch.arange(6).reshape(2, 3)
m = x % 2 == 1
show(x[m], m.sum(), x[m].shape)

# cr_masked_fill_attention
scores = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]])
mask = torch.tensor([[1, 1, 0], [1, 0, 0]])
s = scores.masked_fill(mask == 0, float('-inf'))
show(s, torch.softmax(s, dim=-1))

# cr_causal_mask
n = 4
causal = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
show(causal, torch.zeros(n, n).masked_fill(causal, float('-inf')))

# cr_nonzero_forms
x = torch.tensor([[0, 1], [2, 0]])
show(x.nonzero(), torch.nonzero(x, as_tuple=True), torch.where(x > 0))

# cr_mask_shape_err
x = torch.tensor([1, 2, 3])
attempt(lambda: x[torch.tensor([True, False])])

# cr_mask_accuracy
pred = torch.tensor([[0.1, 0.9], [0.8, 0.2], [0.3, 0.7], [0.6, 0.4]])
y = torch.tensor([1, 0, 0, 0])
correct = (pred.argmax(1) == y).type(torch.float).sum().item()
show(correct, correct / len(y), (pred.argmax(dim=1) == y).float().mean())

# cr_mask_any_all
m = torch.tensor([[True, False], [True, True], [False, False]])
show(m.any(dim=1), m.all(dim=0), m.any(), m.all(), m.sum(dim=0))

# cr_isnan_replace
x = torch.tensor([1.0, float('nan'), 3.0, float('inf')])
y = x.clone()
y[torch.isnan(y)] = 0
show(y, torch.nan_to_num(x), torch.nan_to_num(x, nan=-1.0, posinf=99.0))

# cr_mask_list_of_bools
x = torch.tensor([10, 20, 30])
show(x[[True, False, True]], x[torch.tensor([0, 2])], x[[0, 0, 1]])

# cr_nanmean_idiom
x = torch.tensor([[1.0, float('nan')], [3.0, 4.0]])
show(x.nanmean(), x.nanmean(dim=0), x.nansum(dim=1), x[~x.isnan()].mean())

# cr_one_hot_basic
labels = torch.tensor([0, 2, 1])
show(F.one_hot(labels), F.one_hot(labels, num_classes=4))

# cr_one_hot_float
oh = F.one_hot(torch.tensor([1, 0]), 3).float()
show(oh, oh.dtype)

# cr_one_hot_scatter
idx = torch.tensor([2, 0, 1])
show(torch.zeros(3, 4).scatter_(1, idx.unsqueeze(1), 1.0))

# cr_one_hot_eye_index
show(torch.eye(4)[torch.tensor([3, 0, 3])])

# cr_one_hot_2d_labels
show(F.one_hot(torch.tensor([[0, 1], [2, 0]]), 3).shape, F.one_hot(torch.tensor([[0, 1], [2, 0]]), 3).permute(0, 2, 1))

# cr_one_hot_empty_err
show(F.one_hot(torch.tensor([], dtype=torch.int64), num_classes=3).shape)
attempt(lambda: F.one_hot(torch.tensor([], dtype=torch.int64)))

# cr_argmax_keepdim
x = torch.tensor([[1, 5, 2], [7, 0, 7]])
show(x.argmax(), x.argmax(dim=1), x.argmax(dim=0, keepdim=True), x.argmin(dim=1))

# cr_argmax_flat_to_2d
x = torch.tensor([[1, 5, 2], [7, 0, 9]])
i = x.argmax()
show(i, i // x.shape[1], i % x.shape[1], divmod(i.item(), x.shape[1]))

# cr_argmax_to_one_hot
logits = torch.tensor([[0.2, 0.5, 0.3], [0.9, 0.05, 0.05]])
show(F.one_hot(logits.argmax(dim=1), num_classes=logits.shape[1]))

# cr_max_named_tuple
x = torch.tensor([[1.0, 3.0], [4.0, 2.0]])
values, indices = x.max(dim=1)
r = torch.max(x, 0)
show(values, indices, r.values, r.indices, r[0])
show(r)

# cr_argmax_nan
show(torch.tensor([1.0, float('nan'), 3.0]).argmax(), torch.tensor([1.0, float('nan'), 3.0]).max())

# cr_argmax_empty_err
attempt(lambda: torch.tensor([]).argmax())

# cr_cdist_basic
a = torch.tensor([[0.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[1.0, 0.0], [3.0, 4.0], [0.0, 0.0]])
show(torch.cdist(a, b), torch.cdist(a, b, p=1))

# cr_pairwise_broadcast
d = ((a[:, None, :] - b[None, :, :]) ** 2).sum(-1).sqrt()
show(d, d.shape)

# cr_pairwise_expansion
sq = (a * a).sum(1, keepdim=True) + (b * b).sum(1) - 2 * a @ b.T
show(sq, sq.clamp_min(0).sqrt())

# cr_nearest_neighbour
dist = torch.cdist(a, b)
show(dist.argmin(dim=1), dist.min(dim=1).values)

# cr_pdist
show(torch.pdist(b), torch.pdist(b, p=1))

# cr_pairwise_distance_fn
show(F.pairwise_distance(torch.tensor([[0.0, 0.0]]), torch.tensor([[3.0, 4.0]])), F.pairwise_distance(a, a))

# cr_cdist_columns_err
attempt(lambda: torch.cdist(torch.zeros(2, 3), torch.zeros(2, 4)))

# cr_topk_per_row
x = torch.tensor([[1, 9, 3, 7], [8, 2, 6, 4]])
show(x.topk(2, dim=1))
show(torch.topk(x, 2, largest=False).values)

# cr_topk_unpack_gather
vals, idx = torch.topk(x, 2)
show(vals, idx, torch.gather(x, 1, idx))

# cr_topk_keep_rest_zero
x = torch.tensor([[0.1, 0.5, 0.2, 0.9], [0.7, 0.3, 0.8, 0.6]])
v, i = x.topk(2, dim=-1)
show(torch.zeros_like(x).scatter(-1, i, v))

# cr_topk_threshold_mask
kth = x.topk(2, dim=-1).values[:, -1:]
show(kth, x.masked_fill(x < kth, 0.0))

# cr_topk_accuracy
logits = torch.tensor([[0.1, 0.2, 0.7], [0.5, 0.3, 0.2], [0.2, 0.5, 0.3]])
target = torch.tensor([1, 2, 1])
top2 = logits.topk(2, dim=1).indices
show(top2, (top2 == target.unsqueeze(1)).any(dim=1), (top2 == target[:, None]).any(1).float().mean())

# cr_topk_too_big_err
attempt(lambda: torch.tensor([1, 2, 3]).topk(5))

# cr_topk_sorted_dim0
x = torch.tensor([[3, 1], [1, 4], [2, 2]])
show(torch.topk(x, 2, dim=0))

# cr_gather_pick_per_row
logp = torch.tensor([[-0.1, -2.0, -3.0], [-1.5, -0.2, -2.5]])
y = torch.tensor([0, 1])
show(logp.gather(1, y.unsqueeze(1)).squeeze(1), logp[torch.arange(2), y], -logp[range(2), y].mean())

# cr_gather_index_dtype_err
attempt(lambda: logp.gather(1, y.unsqueeze(1).int()))

# cr_gather_dims_err
attempt(lambda: logp.gather(1, y))

# cr_scatter_add_group_sum
vals = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
grp = torch.tensor([0, 2, 0, 1, 2])
sums = torch.zeros(3).scatter_add_(0, grp, vals)
counts = torch.bincount(grp, minlength=3)
show(sums, counts, sums / counts)

# cr_index_add_group
show(torch.zeros(3).index_add_(0, grp, vals), torch.zeros(3, 2).index_add(0, torch.tensor([0, 0]), torch.ones(2, 2)))

# cr_scatter_reduce_max
show(torch.zeros(3).scatter_reduce(0, grp, vals, reduce='amax', include_self=False))
show(torch.full((3,), -1.0).scatter_reduce(0, grp, vals, reduce='mean'))

# cr_bincount_weights_mean
show(torch.bincount(grp, weights=vals), torch.bincount(grp, weights=vals) / torch.bincount(grp))

# cr_index_put_accumulate
x = torch.zeros(4)
x.index_put_((torch.tensor([0, 1, 0]),), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)
show(x)

# cr_fancy_increment_duplicates
x = torch.zeros(4)
idx = torch.tensor([0, 0, 2])
x[idx] += 1
show(x)

# cr_scatter_2d_dim0
src = torch.arange(1, 7).reshape(2, 3)
index = torch.tensor([[0, 1, 2], [2, 0, 1]])
show(torch.zeros(3, 3, dtype=torch.int64).scatter_(0, index, src))

# cr_scatter_value_dtype_err
attempt(lambda: torch.zeros(3).scatter_(0, torch.tensor([0]), torch.tensor([1])))

# cr_index_select_rows
x = torch.arange(12).reshape(3, 4)
show(x.index_select(0, torch.tensor([2, 0])), torch.index_select(x, 1, torch.tensor([3, 3])))

# cr_take_along_dim_sorted
x = torch.tensor([[3, 1, 2], [9, 7, 8]])
show(torch.take_along_dim(x, x.argsort(dim=1), dim=1))

# cr_pad_last_dim
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(F.pad(x, (1, 2)), F.pad(x, (0, 0, 1, 0)))

# cr_pad_value
show(F.pad(x.float(), (1, 1, 1, 1), value=-1.0))

# cr_pad_negative_crops
show(F.pad(x, (-1, -1)), F.pad(x, (0, 0, 0, -1)))

# cr_pad_modes
z = torch.arange(1.0, 5.0).reshape(1, 1, 4)
show(F.pad(z, (2, 2), mode='reflect'), F.pad(z, (2, 1), mode='replicate'), F.pad(z, (1, 2), mode='circular'))

# cr_pad_to_max_length
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4]), torch.tensor([5, 6])]
longest = max(len(s) for s in seqs)
padded = torch.stack([F.pad(s, (0, longest - len(s))) for s in seqs])
show(padded, (padded != 0).sum(dim=1))

# cr_center_crop
img = torch.arange(36).reshape(1, 6, 6)
h, w = 2, 4
top, left = (img.shape[1] - h) // 2, (img.shape[2] - w) // 2
show(img[..., top:top + h, left:left + w])

# cr_pad_reflect_too_big_err
attempt(lambda: F.pad(torch.zeros(1, 1, 3), (5, 5), mode='reflect'))

# cr_pad_odd_err
attempt(lambda: F.pad(torch.zeros(2, 2), (1,)))

# cr_repeat_vs_tile
x = torch.tensor([1, 2])
show(x.repeat(2, 3), x.tile((2,)), torch.tile(x, (2, 1)), x.repeat(3))

# cr_repeat_interleave_vs_repeat
show(x.repeat_interleave(3), x.repeat(3), torch.repeat_interleave(x, torch.tensor([1, 3])))

# cr_expand_minus_one
x = torch.tensor([1, 2, 3])
e = x.unsqueeze(0).expand(2, -1)
show(e, e.stride(), e.is_contiguous(), x.expand(2, 2, 3).shape)

# cr_expand_shares_memory
x = torch.tensor([[1], [2]])
e = x.expand(2, 3)
x[0, 0] = 9
show(e, e.contiguous().stride())

# cr_expand_non_singleton_err
attempt(lambda: torch.arange(3).expand(2, 4))

# cr_expand_inplace_err
attempt(lambda: torch.zeros(1, 2).expand(3, 2).add_(1))

# cr_repeat_fewer_dims_err
attempt(lambda: torch.zeros(2, 3).repeat(2))

# cr_expand_as
x = torch.tensor([[1.0], [2.0]])
show(x.expand_as(torch.zeros(2, 3)), torch.zeros(2, 3) + x)

# cr_unfold_windows
x = torch.arange(8)
show(x.unfold(0, 3, 1), x.unfold(0, 3, 2), x.unfold(0, 4, 4))

# cr_unfold_moving_average
x = torch.tensor([1.0, 2.0, 6.0, 4.0, 5.0])
show(x.unfold(0, 3, 1).mean(-1), x.unfold(0, 2, 1).max(dim=-1).values)

# cr_unfold_2d_patches
img = torch.arange(16).reshape(4, 4)
p = img.unfold(0, 2, 2).unfold(1, 2, 2)
show(p.shape, p[0, 1], p.reshape(-1, 4))

# cr_F_unfold_fold
img = torch.arange(16.0).reshape(1, 1, 4, 4)
cols = F.unfold(img, kernel_size=2, stride=2)
show(cols.shape, cols[0, :, 0], torch.equal(F.fold(cols, output_size=(4, 4), kernel_size=2, stride=2), img))

# cr_fold_overlap_counts
ones = torch.ones(1, 1, 3, 3)
show(F.fold(F.unfold(ones, 2), output_size=(3, 3), kernel_size=2))

# cr_unfold_too_big_err
attempt(lambda: torch.arange(8).unfold(0, 10, 1))

# cr_bucketize_right
bounds = torch.tensor([1, 3, 5])
v = torch.tensor([0, 1, 3, 4, 6])
show(torch.bucketize(v, bounds), torch.bucketize(v, bounds, right=True))

# cr_searchsorted_vs_bucketize
show(torch.searchsorted(bounds, v), torch.searchsorted(bounds, v, side='right'), torch.bucketize(v.float(), bounds.float()))

# cr_histc_range
x = torch.tensor([0.5, 1.5, 1.7, 3.2, 4.0, 5.0])
show(torch.histc(x, bins=4, min=0, max=4), torch.histc(x, bins=5))

# cr_bincount_minlength
show(torch.bincount(torch.tensor([1, 1, 3])), torch.bincount(torch.tensor([1, 1, 3]), minlength=6), torch.bincount(torch.tensor([], dtype=torch.int64)))

# cr_bincount_negative_err
attempt(lambda: torch.bincount(torch.tensor([1, -1])))

# cr_bincount_float_err
attempt(lambda: torch.bincount(torch.tensor([1.0, 2.0])))

# cr_class_counts_weights
labels = torch.tensor([0, 0, 0, 1, 2, 2])
counts = torch.bincount(labels)
show(counts, 1.0 / counts, len(labels) / (len(counts) * counts.float()))

# cr_cumsum_dims
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(x.cumsum(0), x.cumsum(dim=1), torch.cumsum(x, -1, dtype=torch.float64))

# cr_cumsum_int_bool_dtype
show(torch.tensor([1, 2], dtype=torch.int32).cumsum(0).dtype, torch.tensor([True, True, False]).cumsum(0), torch.tensor([1, 2], dtype=torch.uint8).cumsum(0))

# cr_cumprod
show(torch.tensor([1.0, 2.0, 3.0, 4.0]).cumprod(0), torch.tensor([2, 3, 0, 5]).cumprod(dim=0))

# cr_cummax_running
x = torch.tensor([1, 3, 2, 5, 4])
show(x.cummax(0), torch.cummin(x, dim=0).values)

# cr_reverse_cumsum
x = torch.tensor([1, 2, 3, 4])
show(x.flip(0).cumsum(0).flip(0), x.sum() - x.cumsum(0) + x)

# cr_discounted_returns
rewards = [1.0, 0.0, 2.0]
gamma = 0.5
returns = []
R = 0.0
for r in reversed(rewards):
    R = r + gamma * R
    returns.insert(0, R)
ret = torch.tensor(returns)
show(ret, (ret - ret.mean()) / (ret.std() + 1e-8))

# cr_logcumsumexp
show(torch.tensor([0.0, 0.0, math.log(2.0)]).logcumsumexp(0))

# cr_cumsum_missing_dim_err
attempt(lambda: torch.tensor([1, 2]).cumsum())

# cr_sort_stable_ties
x = torch.tensor([2, 1, 2, 1, 0, 2])
show(torch.sort(x, stable=True))
show(x.sort(stable=True, descending=True).indices, torch.argsort(x, stable=True))

# cr_sort_rows_by_column
x = torch.tensor([[3, 10], [1, 20], [2, 30], [1, 5]])
show(x[x[:, 0].argsort(stable=True)], x[x[:, 1].argsort(descending=True)])

# cr_sort_lexicographic
a = torch.tensor([2, 1, 2, 1])
b = torch.tensor([0, 9, 3, 1])
order = b.argsort(stable=True)
order = order[a[order].argsort(stable=True)]
show(order, a[order], b[order])

# cr_sort_nan_last
show(torch.tensor([3.0, float('nan'), 1.0, 2.0]).sort(), torch.tensor([3.0, float('nan'), 1.0]).sort(descending=True).values)

# cr_sort_2d_dim0
x = torch.tensor([[3, 1], [1, 2], [2, 0]])
show(x.sort(dim=0).values, x.sort(dim=0).indices, x.sort().values)

# cr_argsort_rank
x = torch.tensor([30, 10, 20])
show(x.argsort().argsort(), x.msort())

# cr_clamp_forms
x = torch.tensor([-2.0, -0.5, 0.5, 2.0])
show(x.clamp(min=0), x.clamp(max=1), torch.clamp(x, -1, 1), x.clip(-0.5, 0.5))

# cr_clamp_inplace
y = x.clone()
y.clamp_(min=-1.0, max=1.0)
show(y, x)

# cr_clamp_tensor_bounds
show(torch.clamp(torch.tensor([1.0, 5.0, 9.0]), min=torch.tensor([2.0, 2.0, 2.0]), max=torch.tensor([8.0, 4.0, 8.0])))

# cr_clamp_min_above_max
show(torch.tensor([0, 5, 10]).clamp(min=6, max=3))

# cr_clamp_int_float_bound
show(torch.tensor([1, 2, 3]).clamp(min=1.5), torch.tensor([1, 2, 3]).clamp(max=2))

# cr_clamp_no_bounds_err
attempt(lambda: torch.clamp(torch.tensor([1.0])))

# cr_where_scalars
x = torch.tensor([-1.0, 0.0, 2.0])
show(torch.where(x > 0, 1.0, 0.0), torch.where(x > 0, x, 0.0), torch.where(x > 0, x, torch.zeros_like(x)))

# cr_where_int_scalars
show(torch.where(torch.tensor([True, False]), 1, 0), torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), 0.5))

# cr_safe_divide
n = torch.tensor([1.0, 2.0, 3.0])
d = torch.tensor([2.0, 0.0, 4.0])
show(torch.where(d == 0, torch.zeros_like(n), n / d), n / d.clamp(min=1e-8))

# cr_leaky_via_where
x = torch.tensor([-2.0, 3.0])
show(torch.where(x > 0, x, 0.01 * x), torch.maximum(x, torch.tensor(0.0)), x.relu())

# cr_where_cond_not_bool_err
attempt(lambda: torch.where(torch.tensor([1, 0]), torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# cr_row_normalize_sum
x = torch.tensor([[1.0, 1.0, 2.0], [3.0, 0.0, 1.0]])
show(x / x.sum(dim=1, keepdim=True), x / x.sum(dim=0))

# cr_row_normalize_forgot_keepdim_err
attempt(lambda: x / x.sum(dim=1))

# cr_normalize_l2
show(F.normalize(x), F.normalize(x, p=1, dim=1), F.normalize(x, dim=0))

# cr_normalize_manual
show(x / x.norm(dim=1, keepdim=True), x.norm(dim=1), torch.linalg.norm(x, dim=1))

# cr_normalize_zero_row
z = torch.tensor([[0.0, 0.0], [3.0, 4.0]])
show(F.normalize(z), z / z.norm(dim=1, keepdim=True))

# cr_standardize_columns
x = torch.tensor([[1.0, 10.0], [2.0, 20.0], [3.0, 60.0]])
show((x - x.mean(0)) / x.std(0), x.std(0, unbiased=False), x.var(dim=0))

# cr_minmax_scale
mn, mx = x.min(dim=0).values, x.max(dim=0).values
show((x - mn) / (mx - mn), x.aminmax())

# cr_cosine_similarity_dims
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[0.0, 1.0], [2.0, 2.0]])
show(F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=0), torch.cosine_similarity(a[0], b[1], dim=0))

# cr_cosine_matrix
show(F.normalize(a) @ F.normalize(b).T, F.cosine_similarity(a.unsqueeze(1), b.unsqueeze(0), dim=-1))

# cr_cosine_zero_vector
show(F.cosine_similarity(torch.tensor([[0.0, 0.0]]), torch.tensor([[1.0, 1.0]])))

# cr_cosine_shape_err
attempt(lambda: F.cosine_similarity(torch.zeros(2, 3), torch.zeros(3, 3)))

# cr_softmax_rows
x = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]])
p = F.softmax(x, dim=1)
show(p, p.sum(dim=1), torch.log_softmax(x, dim=-1))

# cr_softmax_temperature
show(F.softmax(x[0] / 0.5, dim=0), F.softmax(x[0] / 10.0, dim=0))

# cr_bmm_shapes
A = torch.arange(12.0).reshape(2, 2, 3)
B = torch.ones(2, 3, 2)
show(torch.bmm(A, B), torch.bmm(A, B).shape)

# cr_matmul_broadcast_batch
W = torch.ones(3, 2)
v = torch.tensor([1.0, 2.0, 3.0])
show((A @ W).shape, A @ v, (A @ W)[1])

# cr_matmul_vector_cases
M = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
u = torch.tensor([1.0, -1.0])
show(M @ u, u @ M, u @ u, torch.mv(M, u), torch.outer(u, u))

# cr_einsum_basics
show(torch.einsum('ij,jk->ik', M, M), torch.einsum('ii', M), torch.einsum('ii->i', M), torch.einsum('ij->ji', M))

# cr_einsum_outer_batchdot
p = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
q = torch.tensor([[1.0, 0.0], [0.5, 0.5]])
show(torch.einsum('i,j->ij', u, torch.tensor([1.0, 2.0, 3.0])), torch.einsum('bi,bi->b', p, q), torch.einsum('ij->', p))

# cr_einsum_attention
Q = torch.arange(8.0).reshape(1, 2, 4)
K = torch.ones(1, 3, 4)
att = torch.einsum('bqd,bkd->bqk', Q, K) / math.sqrt(4)
show(att, torch.allclose(att, Q @ K.transpose(1, 2) / 2))

# cr_einsum_batched_matmul_ellipsis
show(torch.einsum('...ij,...jk->...ik', A, B).shape, torch.einsum('bij,bjk->bik', A, B)[0])

# cr_einsum_operands_err
attempt(lambda: torch.einsum('ij,jk->ik', M))

# cr_matmul_shape_err
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))

# cr_bmm_2d_err
attempt(lambda: torch.bmm(torch.ones(2, 3), torch.ones(3, 2)))

# cr_bmm_batch_mismatch_err
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# cr_dot_2d_err
attempt(lambda: torch.dot(M, M))

# cr_broadcast_col_row
col = torch.tensor([[1], [2], [3]])
row = torch.tensor([[10, 20, 30, 40]])
show(col + row, (col * row).shape)

# cr_broadcast_mismatch_err
attempt(lambda: torch.ones(3) + torch.ones(4))

# cr_broadcast_silent_outer
y_pred = torch.tensor([[1.0], [2.0], [3.0]])
y_true = torch.tensor([1.0, 2.0, 4.0])
show((y_pred - y_true).shape, ((y_pred - y_true) ** 2).mean(), ((y_pred.squeeze(1) - y_true) ** 2).mean())

# cr_broadcast_inplace_err
def f():
    a = torch.zeros(3, 1)
    a += torch.ones(1, 4)
    return a
attempt(f)

# cr_broadcast_helpers
show(torch.broadcast_shapes((3, 1), (1, 4)), torch.broadcast_to(torch.tensor([1, 2]), (2, 2)), torch.broadcast_tensors(torch.tensor([1]), torch.tensor([[1], [2]]))[0])

# cr_broadcast_3d_err
attempt(lambda: torch.ones(2, 3, 4) * torch.ones(2, 4))

# cr_int_div_int
x = torch.tensor([5, -7])
show(x / 2, x // 2, torch.div(x, 2, rounding_mode='trunc'), torch.div(x, 2, rounding_mode='floor'), x % 3)

# cr_int_times_float
x = torch.tensor([1, 2, 3])
show(x * 1.5, (x * 1.5).dtype, x * 2, (x * 2).dtype, x + True)

# cr_uint8_overflow
x = torch.tensor([250, 5], dtype=torch.uint8)
show(x + 10, x - 10, x * 2, (x + 10).dtype)

# cr_uint8_image_to_float
img = torch.tensor([[0, 128, 255]], dtype=torch.uint8)
show(img / 255, img.float() / 255.0, (img / 255).dtype, img.sum(), img.sum().dtype)

# cr_int8_uint8_promote
a = torch.tensor([100], dtype=torch.int8)
b = torch.tensor([200], dtype=torch.uint8)
show(a + b, (a + b).dtype, a * 2, torch.tensor([100], dtype=torch.int8) + torch.tensor([100], dtype=torch.int8))

# cr_bool_arith
m = torch.tensor([True, False, True])
show(m.sum(), m.sum().dtype, m + m, m * 3, m.int() + m.int(), m.float().mean())

# cr_bool_mean_err
attempt(lambda: torch.tensor([True, False]).mean())

# cr_int_mean_err
attempt(lambda: torch.tensor([1, 2, 3]).mean())

# cr_int_float_0d_promotion
i = torch.tensor([1, 2], dtype=torch.int32)
h = torch.tensor([1.0, 2.0], dtype=torch.float16)
show(i + torch.tensor(2.5), (i + torch.tensor(2.5)).dtype, (h + torch.tensor(1.0, dtype=torch.float64)).dtype, (i + 5).dtype, (i + torch.tensor([5])).dtype)

# cr_int_neg_pow_err
attempt(lambda: torch.tensor([2, 3]) ** -1)

# cr_int_pow_float
show(torch.tensor([2, 3]) ** 2, torch.tensor([2, 3]) ** 0.5, 2 ** torch.tensor([1, 2]), torch.tensor([4, 9]).sqrt())

# cr_int_inplace_div_err
def f():
    x = torch.tensor([4, 6])
    x /= 2
    return x
attempt(f)

# cr_int_inplace_floordiv
x = torch.tensor([4, 7])
x //= 2
show(x, x.dtype)

# cr_float16_precision
show(torch.tensor([2049.0, 0.1, 65504.0, 70000.0], dtype=torch.float16), torch.tensor([1.0001], dtype=torch.bfloat16))

# cr_result_type
show(torch.result_type(torch.tensor([1]), 1.0), torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.int32, torch.float16), torch.can_cast(torch.float32, torch.int32))

# cr_float_equality
a = torch.tensor([0.1]) + torch.tensor([0.2])
show(a == torch.tensor([0.3]), torch.isclose(a, torch.tensor([0.3])), torch.allclose(a, torch.tensor([0.3])), a.double() == 0.3)

# cr_int_division_zero_float
show(torch.tensor([1.0, 0.0, -1.0]) / 0, torch.tensor([1, 0]) / 0)

# cr_inplace_returns_self
x = torch.tensor([1, 2])
y = x.add_(1)
show(y is x, x, x.add(1), x)

# cr_view_inplace_changes_base
x = torch.arange(6).reshape(2, 3)
v = x[0]
v.mul_(10)
col = x[:, 1]
col.fill_(-1)
show(x)

# cr_inplace_dtype_err
attempt(lambda: torch.tensor([1, 2]).mul_(1.5))

# cr_zero_fill
x = torch.ones(2, 2)
show(x.zero_(), x.fill_(3), torch.zeros(3).fill_(torch.tensor(2.5)))

# cr_alias_vs_rebind
x = torch.tensor([1, 2])
y = x
y += 1
z = x
z = z + 1
show(x, y, z)

# cr_inplace_on_leaf_slice
x = torch.zeros(5)
x[1:3] = torch.tensor([7.0, 8.0])
x[-1] = 9
x[3:] += 1
show(x)

# cr_slice_assign_shape_err
def f():
    x = torch.zeros(5)
    x[1:3] = torch.tensor([1.0, 2.0, 3.0])
    return x
attempt(f)

# cr_view_after_transpose_err
attempt(lambda: torch.arange(6).reshape(2, 3).t().view(-1))

# cr_reshape_after_transpose
t = torch.arange(6).reshape(2, 3).t()
show(t.is_contiguous(), t.reshape(-1), t.contiguous().view(-1), t.contiguous().is_contiguous())

# cr_view_wrong_size_err
attempt(lambda: torch.arange(6).view(4, 4))

# cr_view_two_infer_err
attempt(lambda: torch.arange(6).view(-1, -1))

# cr_view_infer
x = torch.arange(24)
show(x.view(2, -1, 4).shape, x.view(-1).shape, x.reshape(4, -1).shape, x.view(2, 3, 4).view(6, 4).stride())

# cr_flatten_start_dim
x = torch.zeros(2, 3, 4, 5)
show(x.flatten().shape, x.flatten(1).shape, x.flatten(1, 2).shape, torch.flatten(x, start_dim=2).shape, x.view(x.size(0), -1).shape)

# cr_stride_permute
x = torch.zeros(2, 3, 4)
p = x.permute(2, 0, 1)
show(x.stride(), p.stride(), p.shape, p.is_contiguous(), p.contiguous().stride())

# cr_squeeze_non_one
x = torch.zeros(1, 3, 1, 2)
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(1).shape, x.squeeze(-2).shape)

# cr_unsqueeze_forms
x = torch.tensor([1, 2, 3])
show(x.unsqueeze(0), x.unsqueeze(-1), x[None], x[:, None], x[None, :, None].shape)

# cr_unsqueeze_range_err
attempt(lambda: torch.tensor([1, 2]).unsqueeze(2))

# cr_squeeze_range_err
attempt(lambda: torch.zeros(2, 1).squeeze(3))

# cr_permute_nchw_nhwc
x = torch.arange(24).reshape(1, 2, 3, 4)
nhwc = x.permute(0, 2, 3, 1)
show(nhwc.shape, nhwc[0, 0, 0], nhwc.permute(0, 3, 1, 2).shape, torch.equal(nhwc.permute(0, 3, 1, 2), x))

# cr_transpose_chain
x = torch.arange(6).reshape(1, 2, 3)
show(x.transpose(1, 2), x.transpose(0, 2).shape, x.mT.shape, x.transpose(-1, -2).squeeze(0))

# cr_permute_count_err
attempt(lambda: torch.zeros(2, 3, 4).permute(0, 1))

# cr_permute_repeat_err
attempt(lambda: torch.zeros(2, 3).permute(0, 0))

# cr_movedim_channels_last
x = torch.zeros(2, 3, 4, 5)
show(x.movedim(1, -1).shape, torch.moveaxis(x, 0, 2).shape, x.swapaxes(0, 3).shape)

# cr_transpose_2d_only_err
attempt(lambda: torch.zeros(2, 3, 4).t())

# cr_no_grad_block
x = torch.tensor([1.0, 2.0])
with torch.no_grad():
    y = x * 2
    z = y.sum()
show(y, z, y.requires_grad)

# cr_inference_mode
with torch.inference_mode():
    w = torch.ones(2) + 1
show(w)

# cr_printoptions_precision
torch.set_printoptions(precision=2)
show(torch.tensor([1.23456, 2.0, 3.14159]))
torch.set_printoptions(profile='default')
show(torch.tensor([1.23456]))

# cr_printoptions_sci_mode
torch.set_printoptions(sci_mode=False)
show(torch.tensor([1e-5, 1.0, 12345.0]))
torch.set_printoptions(sci_mode=True)
show(torch.tensor([1.5, 2.0]))
torch.set_printoptions(profile='default')
show(torch.tensor([1e-5, 1.0, 12345.0]))

# cr_printoptions_threshold
torch.set_printoptions(threshold=5, edgeitems=2)
show(torch.arange(10), torch.arange(20).reshape(4, 5))
torch.set_printoptions(profile='default')

# cr_printoptions_linewidth
torch.set_printoptions(linewidth=30)
show(torch.arange(12.0))
torch.set_printoptions(profile='default')

# cr_list_comp_items
x = torch.tensor([1.5, 2.5, 3.5])
show([t.item() for t in x], [round(v, 1) for v in x.tolist()], [int(t) for t in torch.tensor([3, 4])])

# cr_tuple_unpack_shape
img = torch.zeros(8, 3, 32, 32)
b, c, h, w = img.shape
N, *rest = img.shape
show(b, c, h * w, N, rest)

# cr_fstring_item
loss = torch.tensor(0.123456)
epoch = 3
show(f"epoch {epoch}: loss={loss.item():.4f}", f"{loss.item():.2e}", f"acc {100 * 0.875:>6.1f}%")

# cr_dict_of_tensors
d = {'w': torch.ones(2), 'b': torch.zeros(1)}
show(d)
show({k: v.shape for k, v in d.items()}, sum(v.numel() for v in d.values()))

# cr_state_dict_like
params = {'layer.weight': torch.tensor([[1.0, 2.0]]), 'layer.bias': torch.tensor([0.5])}
for name, p in params.items():
    show(name, tuple(p.shape), p.dtype)

# cr_running_loss
losses = torch.tensor([0.5, 0.25, 0.125, 0.125])
running = 0.0
for i, l in enumerate(losses):
    running += l.item()
    if (i + 1) % 2 == 0:
        show(f"[{i + 1}] loss: {running / 2:.3f}")
        running = 0.0

# cr_batches_via_split
data = torch.arange(10)
for i, batch in enumerate(data.split(4)):
    show(i, batch, len(batch))

# cr_chunk_unpack
q, k, vv = torch.arange(12).reshape(2, 6).chunk(3, dim=1)
show(q, k, vv)

# cr_sum_list_of_tensors
ts = [torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6])]
show(sum(ts), torch.stack(ts).sum(0), torch.stack(ts).mean(0, dtype=torch.float32))

# cr_dict_comprehension_stats
stats = {name: round(t.float().mean().item(), 3) for name, t in zip(['a', 'b'], [torch.tensor([1, 2]), torch.tensor([3, 5])])}
show(stats)

# cr_len_and_iter_rows
m = torch.tensor([[1, 2], [3, 4], [5, 6]])
show(len(m), [row.sum().item() for row in m], list(m.shape), max(m.tolist()))

# cr_zip_tensors_unpack
xs = torch.tensor([1, 2, 3])
ys = torch.tensor([10, 20, 30])
show([(a.item(), b.item()) for a, b in zip(xs, ys)], list(zip(xs.tolist(), ys.tolist())))

# cr_bool_of_tensor_err
attempt(lambda: bool(torch.tensor([1, 2])))

# cr_float_of_tensor
show(float(torch.tensor(2.5)), int(torch.tensor(7.9)), float(torch.tensor([3])), bool(torch.tensor([0.0])))

# cr_int_of_tensor_err
attempt(lambda: int(torch.tensor([1, 2])))

# cr_sequence_mask_from_lengths
lengths = torch.tensor([3, 1, 2])
mask = torch.arange(4).unsqueeze(0) < lengths.unsqueeze(1)
show(mask, mask.sum(1), mask.float())

# cr_gather_last_timestep
out = torch.arange(24.0).reshape(3, 4, 2)
idx = (lengths - 1).view(-1, 1, 1).expand(-1, 1, out.size(2))
show(out.gather(1, idx).squeeze(1), out[torch.arange(3), lengths - 1])

# cr_masked_mean_over_time
m = mask[:, :, None].float()
show((out * m).sum(1) / m.sum(1))

# cr_label_smoothing
y = torch.tensor([0, 2])
C, eps = 3, 0.1
show(F.one_hot(y, C).float() * (1 - eps) + eps / C)
show(F.cross_entropy(torch.tensor([[2.0, 0.5, 0.1], [0.1, 0.2, 3.0]]), y, label_smoothing=0.1))

# cr_cross_entropy_ignore_index
logits = torch.tensor([[2.0, 0.5], [0.1, 1.0], [1.0, 1.0]])
show(F.cross_entropy(logits, torch.tensor([0, -100, 1])), F.cross_entropy(logits, torch.tensor([0, 1, 1]), reduction='none'))

# cr_nll_of_log_softmax
show(F.nll_loss(F.log_softmax(logits, dim=1), torch.tensor([0, 1, 1])), F.cross_entropy(logits, torch.tensor([0, 1, 1])))

# cr_cross_entropy_float_target_err
attempt(lambda: F.cross_entropy(logits, torch.tensor([0.0, 1.0, 1.0])))

# cr_bce_with_logits
t = torch.tensor([1, 0, 1])
z = torch.tensor([0.5, -1.0, 2.0])
show(F.binary_cross_entropy_with_logits(z, t.float()), F.binary_cross_entropy(torch.sigmoid(z), t.float()))

# cr_bce_long_target_err
attempt(lambda: F.binary_cross_entropy_with_logits(z, t))

# cr_mse_reductions
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([1.5, 2.0, 5.0])
show(F.mse_loss(a, b), F.mse_loss(a, b, reduction='sum'), F.l1_loss(a, b, reduction='none'), ((a - b) ** 2).mean())

# cr_logsumexp_trick
x = torch.tensor([[1000.0, 1001.0], [-5.0, 5.0]])
mx = x.max(dim=1, keepdim=True).values
show(mx + (x - mx).exp().sum(dim=1, keepdim=True).log(), torch.logsumexp(x, dim=1, keepdim=True), x.exp().sum(1).log())

# cr_stable_softmax_manual
e = (x - mx).exp()
show(e / e.sum(dim=1, keepdim=True), torch.softmax(x, 1))

# cr_linear_by_hand
xin = torch.tensor([[1.0, 2.0]])
W = torch.tensor([[0.5, -1.0], [2.0, 0.0], [1.0, 1.0]])
bias = torch.tensor([0.1, 0.2, 0.3])
show(F.linear(xin, W, bias), xin @ W.T + bias, torch.addmm(bias, xin, W.t()))

# cr_relu_inplace_functional
x = torch.tensor([-1.0, 2.0])
r = F.relu(x, inplace=True)
show(r, x, F.dropout(torch.ones(3), p=0.5, training=False))

# cr_cat_tuple_promote
show(torch.cat((torch.tensor([1, 2]), torch.tensor([0.5]))), torch.cat([torch.zeros(2, 1), torch.ones(2, 2)], 1))

# cr_cat_ndim_err
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(2)]))

# cr_stack_size_err
attempt(lambda: torch.stack([torch.zeros(2), torch.zeros(3)]))

# cr_cat_size_err
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(3, 3)], dim=1))

# cr_negative_step_err
attempt(lambda: torch.arange(5)[::-1])

# cr_flip_instead
x = torch.arange(6).reshape(2, 3)
show(x.flip(0), x.flip(-1), torch.flip(x, [0, 1]), x.fliplr(), x.roll(1, 1), torch.roll(x, shifts=1))

# cr_chained_setitem
x = torch.zeros(2, 3)
x[0][1] = 5
x[[0, 1]][0] = 7
x[1, [0, 2]] = torch.tensor([1.0, 2.0])
show(x)

# cr_empty_slices
x = torch.arange(5)
show(x[1:1], x[3:1], x[10:], x[-2:], x[:-10])

# cr_split_sizes
x = torch.arange(7)
show(x.split(3), torch.split(x, [1, 2, 4]), x.chunk(3), torch.tensor_split(x, 3))

# cr_split_sizes_err
attempt(lambda: torch.arange(7).split([1, 2]))

# cr_unique_counts
x = torch.tensor([3, 1, 3, 2, 1, 3])
show(x.unique(), torch.unique(x, return_counts=True), torch.unique(x, return_inverse=True)[1])

# cr_unique_consecutive_isin
show(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1])), torch.isin(x, torch.tensor([1, 2])))

# cr_reduce_multiple_dims
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.sum(dim=(0, 1)), x.mean(dim=[1, 2], keepdim=True).shape, x.amax(dim=(-1, -2)), x.std(dim=(1, 2)))

# cr_global_avg_pool
feat = torch.arange(16.0).reshape(1, 4, 2, 2)
show(feat.mean(dim=(2, 3)), F.adaptive_avg_pool2d(feat, 1).flatten(1), feat.flatten(2).mean(-1))

# cr_size_comparisons
x = torch.zeros(2, 3)
show(x.shape == (2, 3), x.size() == torch.Size([2, 3]), list(x.shape), x.shape[-1:], torch.Size([2, 3]).numel(), tuple(x.shape) == (2, 3))

# cr_isinstance_type
x = torch.ones(2)
show(isinstance(x, torch.Tensor), type(x), x.dtype == torch.float32, x.dtype in (torch.float16, torch.bfloat16), x.dtype.is_floating_point)

# cr_finfo_iinfo
show(torch.finfo(torch.float32).eps, torch.finfo(torch.float16).max, torch.iinfo(torch.int8).min, torch.iinfo(torch.uint8).max, torch.finfo(torch.bfloat16).tiny)

# cr_new_factories
x = torch.tensor([1.0, 2.0], dtype=torch.float64)
show(x.new_zeros(2, 2), x.new_ones(3), x.new_full((2,), 7), x.new_tensor([1, 2]), x.new_empty(0).shape)

# cr_data_attribute
x = torch.tensor([1.0, 2.0])
x.data.mul_(2)
show(x, x.data, x.detach().requires_grad)

# cr_gram_matrix
f = torch.arange(6.0).reshape(2, 3)
show(f @ f.T, f.T @ f, torch.mm(f, f.t()) / f.numel())

# cr_diag_tricks
M = torch.arange(9).reshape(3, 3)
show(torch.diag(M), torch.diag(torch.tensor([1, 2])), M.diagonal(1), M.trace(), M.clone().fill_diagonal_(0))

# cr_eye_mask_offdiag
sim = torch.ones(3, 3)
show(sim.masked_fill(torch.eye(3, dtype=torch.bool), float('-inf')), sim * (1 - torch.eye(3)))

# cr_nan_comparisons
n = torch.tensor(float('nan'))
show(n == n, torch.isnan(n), torch.tensor([1.0, float('nan')]).max(), torch.tensor([1.0, float('nan')]).sum(), torch.tensor([1.0, float('nan')]).nansum())

# cr_log_zero
show(torch.log(torch.tensor([0.0, 1.0, -1.0])), torch.log1p(torch.tensor([0.0, -1.0])), torch.tensor([0.0]) * torch.log(torch.tensor([0.0])), torch.xlogy(torch.tensor([0.0]), torch.tensor([0.0])))

# cr_rounding
x = torch.tensor([0.5, 1.5, 2.5, -0.5, 1.2345])
show(x.round(), torch.round(x, decimals=2), x.floor(), x.ceil(), x.trunc(), x.frac())

# cr_remainder_fmod
show(torch.remainder(torch.tensor([-3, 3]), 2), torch.fmod(torch.tensor([-3, 3]), 2), torch.tensor([-3.5]) % 2, torch.tensor([7]).floor_divide(2))

# cr_half_roundtrip
x = torch.tensor([0.1, 1 / 3, 1000.5])
show(x.half().float(), x.bfloat16().float(), x.half().float() == x)

# cr_tolist_float32
show(torch.tensor([0.1, 0.2]).tolist(), torch.tensor([0.1, 0.2], dtype=torch.float64).tolist(), torch.tensor([1.5]).half().tolist())

# cr_builtin_sum_max_tensor
x = torch.tensor([3, 1, 2])
show(sum(x), max(x), min(x), sorted(x.tolist(), reverse=True), abs(torch.tensor(-2.5)))

# cr_str_repr_format
x = torch.tensor([1.5, 2.0])
show(str(x) == repr(x), '%.2f' % x[0].item(), '{:.1f}'.format(x.sum().item()), round(x.mean().item(), 3))

# cr_print_shape_star
x = torch.zeros(2, 3, 4)
show(*x.shape)
show(x.shape, sep=' | ')

# cr_numel_truthiness
e = torch.tensor([])
show(e.numel() == 0, bool(e.numel()), e.shape, e.sum(), e.max(dim=0) if e.numel() else 'empty')

# cr_empty_max_err
attempt(lambda: torch.tensor([]).max())

# cr_assert_shape
x = torch.zeros(2, 3)
assert x.shape == (2, 3), "bad shape"
assert x.dtype == torch.float32
show('ok')

# cr_assert_fail_err
def f():
    assert x.shape == (3, 2), f"expected (3, 2), got {tuple(x.shape)}"
attempt(f)

# cr_allclose_tolerance
a = torch.tensor([1.0, 2.0])
b = a + 1e-5
show(torch.allclose(a, b), torch.allclose(a, b, atol=1e-6, rtol=0), torch.equal(a, b), torch.isclose(a, b, rtol=0, atol=1e-6))

# cr_masked_select_method
x = torch.tensor([[1, 2], [3, 4]])
show(x.masked_select(x > 1), torch.masked_select(x, torch.tensor([True, False])), x.masked_fill_(x > 3, 0), x)

# cr_where_broadcast
cond = torch.tensor([[True], [False]])
show(torch.where(cond, torch.tensor([1, 2, 3]), torch.tensor(0)), torch.where(cond, 1.5, torch.tensor([[1], [2]])))

# cr_to_other_like
a = torch.tensor([1, 2])
b = torch.tensor([0.5], dtype=torch.float64)
show(a.to(b), a.type_as(b), a.to(b.dtype) + b, a.to(dtype=b.dtype, copy=True))

# cr_compare_list
x = torch.tensor([1, 2, 3])
show(x == torch.tensor([1, 0, 3]), x.eq(2), x.ne(2).sum(), x.ge(2).all(), torch.tensor([1, 2]).tolist() == [1, 2])

# cr_t_inplace
x = torch.arange(6).reshape(2, 3)
x.t_()
show(x, x.shape, x.is_contiguous())

# cr_argwhere_count_nonzero
x = torch.tensor([[0, 1, 0], [2, 0, 3]])
show(torch.argwhere(x), torch.count_nonzero(x), torch.count_nonzero(x, dim=0), (x != 0).sum(dim=1))

# cr_kthvalue_median
x = torch.tensor([[5.0, 1.0, 3.0, 2.0]])
show(x.median(), x.median(dim=1), x.kthvalue(2, dim=1).values, x.quantile(0.5), x.nanmedian())

# cr_distance_matrix_masking
pts = torch.tensor([[0.0, 0.0], [1.0, 0.0], [0.0, 2.0]])
d = torch.cdist(pts, pts)
d.fill_diagonal_(float('inf'))
show(d.min(dim=1), d.argmin(1))

# cr_iou_boxes
b1 = torch.tensor([[0.0, 0.0, 2.0, 2.0]])
b2 = torch.tensor([[1.0, 1.0, 3.0, 3.0], [5.0, 5.0, 6.0, 6.0]])
lt = torch.max(b1[:, None, :2], b2[None, :, :2])
rb = torch.min(b1[:, None, 2:], b2[None, :, 2:])
wh = (rb - lt).clamp(min=0)
inter = wh[..., 0] * wh[..., 1]
area = lambda b: (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
show(inter, inter / (area(b1)[:, None] + area(b2)[None, :] - inter))

# cr_confusion_matrix
pred = torch.tensor([0, 1, 1, 2, 2, 0])
gold = torch.tensor([0, 1, 2, 2, 1, 0])
cm = torch.bincount(gold * 3 + pred, minlength=9).reshape(3, 3)
show(cm, cm.diag().sum() / cm.sum(), cm.diag() / cm.sum(1))

# cr_positional_encoding
pos = torch.arange(3).unsqueeze(1)
div = torch.exp(torch.arange(0, 4, 2) * (-math.log(10000.0) / 4))
pe = torch.zeros(3, 4)
pe[:, 0::2] = torch.sin(pos * div)
pe[:, 1::2] = torch.cos(pos * div)
show(pe)

# cr_embedding_lookup
table = torch.arange(12.0).reshape(4, 3)
ids = torch.tensor([[0, 2], [3, 3]])
show(F.embedding(ids, table), table[ids].shape, F.embedding(ids, table, padding_idx=3)[1])

# cr_embedding_out_of_range_err
attempt(lambda: F.embedding(torch.tensor([4]), table))

# cr_bucketize_out_int32
show(torch.bucketize(torch.tensor([0.5, 2.5]), torch.tensor([1.0, 2.0, 3.0]), out_int32=True), torch.searchsorted(torch.tensor([3, 1, 2]), torch.tensor([2]), sorter=torch.tensor([1, 2, 0])))

# cr_scatter_reduce_forms
src = torch.tensor([1.0, 2.0, 3.0, 4.0])
idx = torch.tensor([0, 1, 0, 1])
show(torch.ones(2).scatter_reduce(0, idx, src, reduce='prod'), torch.ones(2).scatter_reduce(0, idx, src, reduce='sum', include_self=False), torch.zeros(2).scatter_(0, idx, src, reduce='add'))

# cr_unfold_dim1
x = torch.arange(12).reshape(2, 6)
show(x.unfold(1, 2, 2), x.unfold(1, 3, 3).sum(-1), x.unfold(-1, 4, 2).shape)

# cr_F_unfold_padding_dilation
img = torch.arange(9.0).reshape(1, 1, 3, 3)
show(F.unfold(img, kernel_size=2, padding=1).shape, F.unfold(img, kernel_size=2, dilation=2), F.unfold(img, (1, 3))[0])

# cr_cumsum_empty
show(torch.tensor([]).cumsum(0), torch.zeros(2, 0).cumsum(1).shape, torch.tensor(5).cumsum(0))

# cr_sort_desc_nan_stable
x = torch.tensor([2.0, float('nan'), 2.0, 1.0])
show(x.sort(descending=True, stable=True), x.argsort(descending=True))

# cr_topk_double_nan
show(torch.tensor([1.0, 3.0, 2.0], dtype=torch.float64).topk(2), torch.tensor([1.0, float('nan'), 2.0]).topk(1))

# cr_clamp_nan_tensor_bound
show(torch.tensor([float('nan'), 5.0]).clamp(0, 1), torch.tensor([0.2, 0.8]).clamp(min=torch.tensor(0.5)), torch.tensor([1, 5]).clamp(torch.tensor([2, 2]), torch.tensor([3, 3])))

# cr_where_int_scalars_dtype
c = torch.tensor([True, False])
show(torch.where(c, 1, 0), torch.where(c, 1, 0).dtype, torch.where(c, 1.0, 0).dtype, torch.where(c, torch.tensor([1], dtype=torch.int8), 3))
attempt(lambda: torch.where(c, torch.tensor([1], dtype=torch.int8), 300))

# cr_normalize_inf_eps
x = torch.tensor([[3.0, -4.0], [0.0, 0.0]])
show(F.normalize(x, p=float('inf')), F.normalize(x, eps=1.0), F.normalize(x, p=1, dim=0))

# cr_cosine_broadcast_3d
a = torch.tensor([[[1.0, 0.0]], [[0.0, 1.0]], [[1.0, 1.0]]])
b = torch.tensor([[[1.0, 0.0], [1.0, 1.0]]])
show(F.cosine_similarity(a, b, dim=-1), F.cosine_similarity(a, b, dim=-1).shape)

# cr_einsum_spaces_dot
u = torch.tensor([1.0, 2.0, 3.0])
M = torch.arange(6.0).reshape(2, 3)
show(torch.einsum('i,i', u, u), torch.einsum('ij, j -> i', M, u), torch.einsum('...j,j->...', M, u), torch.einsum('ij,kj->ik', M, M))

# cr_einsum_shape_err
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(4, 5)))

# cr_einsum_bad_subscript_err
attempt(lambda: torch.einsum('ij->k', torch.ones(2, 3)))

# cr_matmul_0d_err
attempt(lambda: torch.tensor(2.0) @ torch.ones(2))

# cr_tensordot_kron_cross
A = torch.arange(6.0).reshape(2, 3)
B = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(A, B, dims=1), torch.tensordot(A, A, dims=([0, 1], [0, 1])), torch.kron(torch.eye(2), torch.ones(1, 2)), torch.linalg.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])))

# cr_linalg_norm_ords
x = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
show(torch.linalg.norm(x), torch.linalg.norm(x, ord=1), torch.linalg.norm(x, dim=1, ord=float('inf')), torch.linalg.vector_norm(x, ord=1), x.norm(p=1))

# cr_outer_batch
u = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(u.unsqueeze(2) * u.unsqueeze(1), torch.einsum('bi,bj->bij', u, u).shape, torch.bmm(u.unsqueeze(2), u.unsqueeze(1))[1])

# cr_baddbmm_addmm
b = torch.ones(2, 2, 2)
show(torch.baddbmm(b, b, b, beta=0.5, alpha=2), torch.addmm(torch.zeros(2), torch.eye(2), torch.ones(2, 2), beta=0))

# cr_pad_errors_more
attempt(lambda: F.pad(torch.zeros(2, 3), (1, 1), mode='reflect'))
attempt(lambda: F.pad(torch.zeros(3), (1, 1, 1, 1)))

# cr_pad_3d_constant
show(F.pad(torch.ones(1, 1, 1), (1, 0, 0, 1, 1, 0)), F.pad(torch.ones(2), (2, 0), 'constant', 5.0))

# cr_repeat_zero_and_tile_extra
x = torch.tensor([[1, 2]])
show(x.repeat(0, 2), x.tile(2, 1, 1).shape, x.expand(0, 2), torch.tile(torch.tensor(3), (2,)))

# cr_histc_edges
show(torch.histc(torch.tensor([1.0, 2.0, 2.0, 5.0]), bins=2, min=1, max=1), torch.histc(torch.tensor([0.0, 1.0]), bins=1, min=0, max=1), torch.histc(torch.tensor([-1.0, 3.0, 10.0]), bins=3, min=0, max=3))

# cr_histc_minmax_err
# CUDA's histc words its range check without the cpu kernel's 'torch.histc: '.
cuda_repr.attempt(lambda: torch.histc(torch.tensor([1.0]), bins=3, min=5, max=1), lambda m: m.replace('torch.histc: ', ''))

# cr_bincount_2d_err
attempt(lambda: torch.bincount(torch.tensor([[1, 2]])))

# cr_cummax_ties_2d
x = torch.tensor([[1, 3, 3, 2], [0, 0, 5, 5]])
show(x.cummax(dim=1), x.cummin(dim=0).indices)

# cr_logical_ops_masks
a = torch.tensor([True, False, True])
b = torch.tensor([1, 1, 0])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b), torch.logical_not(b), a ^ torch.tensor([True, True, False]))

# cr_bitwise_on_float_err
attempt(lambda: torch.tensor([1.0]) & torch.tensor([1.0]))

# cr_invert_int_vs_bool
show(~torch.tensor([0, 1, -2]), ~torch.tensor([True, False]), ~torch.tensor([5], dtype=torch.uint8))

# cr_neg_bool_err
attempt(lambda: -torch.tensor([True, False]))

# cr_sub_bool_err
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))

# cr_no_grad_decorator_like
def evaluate(model_out, target):
    with torch.no_grad():
        return (model_out.argmax(-1) == target).float().mean().item()
show(evaluate(torch.tensor([[0.1, 0.9], [0.8, 0.2]]), torch.tensor([1, 1])))

# cr_set_grad_enabled_ctx
with torch.set_grad_enabled(False):
    y = torch.ones(2) * 3
show(y)

# cr_sorted_max_key_tensors
ts = [torch.tensor([3.0, 1.0]), torch.tensor([0.5]), torch.tensor([2.0, 2.0, 2.0])]
show([t.numel() for t in sorted(ts, key=lambda t: t.sum().item())], max(ts, key=lambda t: t.sum()).tolist(), list(map(lambda t: t.mean().item(), ts)))

# cr_zip_star_dict
pairs = [(torch.tensor(1), 'a'), (torch.tensor(2), 'b')]
vals, names = zip(*pairs)
show(torch.stack(vals), names, dict(zip(names, [v.item() for v in vals])))

# cr_any_all_generators
ts = [torch.tensor([1.0, float('nan')]), torch.tensor([2.0])]
show(any(t.isnan().any() for t in ts), all(t.numel() > 0 for t in ts), sum(t.numel() for t in ts))

# cr_size_is_tuple
x = torch.zeros(2, 3)
show(isinstance(x.shape, tuple), type(x.shape), x.shape + (1,), [*x.shape], x.shape[:-1], math.prod(x.shape))

# cr_star_shape_views
x = torch.arange(24).reshape(2, 3, 4)
show(x.view(*x.shape[:-1], 2, 2).shape, torch.zeros(*x.shape[1:]).shape, x.reshape(x.shape[0], -1).shape, x.new_zeros(x.shape[1:]).shape)

# cr_dtype_str_forms
x = torch.zeros(1, dtype=torch.float16)
show(str(x.dtype), str(x.dtype).split('.')[-1], getattr(torch, 'bfloat16'), x.dtype is torch.half, repr(torch.int64))

# cr_try_except_runtime
try:
    torch.ones(2, 3) @ torch.ones(2, 3)
except RuntimeError as e:
    show('caught:', str(e).split(' (')[0])

# cr_map_tensor_constructor
show(torch.stack(list(map(torch.tensor, [[1, 2], [3, 4]]))), torch.tensor(list(range(3))) * 2)

# cr_enumerate_start_fstring
for epoch, loss in enumerate(torch.tensor([0.9, 0.45]), start=1):
    show(f"Epoch {epoch:2d} | loss {loss.item():.4f} | {'*' * epoch}")

# cr_nested_list_comprehension_tensor
grid = torch.tensor([[i * j for j in range(3)] for i in range(3)])
show(grid, [row.tolist() for row in grid.T if row.sum() > 0])

# cr_dict_update_tensors
metrics = {}
for name, v in [('loss', torch.tensor(0.5)), ('acc', torch.tensor(0.75)), ('loss', torch.tensor(0.25))]:
    metrics.setdefault(name, []).append(v.item())
show(metrics, {k: sum(v) / len(v) for k, v in metrics.items()})

# cr_global_counter
calls = 0
def step(x):
    global calls
    calls += 1
    return x * 2
show(step(step(torch.tensor([1, 2]))), calls)

# cr_default_arg_tensor_fn
def standardize(x, dim=0, eps=1e-5):
    return (x - x.mean(dim, keepdim=True)) / (x.std(dim, keepdim=True) + eps)
show(standardize(torch.tensor([[1.0, 2.0], [3.0, 6.0]])), standardize(torch.tensor([[1.0, 2.0], [3.0, 6.0]]), dim=1))

# cr_kwargs_spread
opts = {'dim': 1, 'keepdim': True}
show(torch.arange(6.0).reshape(2, 3).sum(**opts), torch.zeros(*(2, 2), **{'dtype': torch.int8}))

# cr_walrus_free_loop_break
x = torch.tensor([5, 3, 8, 1])
for i, v in enumerate(x):
    if v > 6:
        show('first > 6 at', i, v.item())
        break
else:
    show('none')

# cr_while_loop_tensor_cond
v = torch.tensor(1.0)
n = 0
while v < 100:
    v = v * 3
    n += 1
show(v, n)

# cr_tensor_in_operator
x = torch.tensor([1, 2, 3])
show(2 in x, 5 in x, torch.tensor(3) in x)

# cr_tensor_hash_dict_key_err
attempt(lambda: {torch.tensor([1]) == torch.tensor([1]): 1}[True])

# cr_view_infer_invalid_err
attempt(lambda: torch.arange(10).view(3, -1))

# cr_index_out_of_bounds_err
x = torch.zeros(2, 3)
attempt(lambda: x[2])
attempt(lambda: x[:, 5])
attempt(lambda: x[0, 0, 0])

# cr_cat_stack_empty_err
attempt(lambda: torch.cat([]))
attempt(lambda: torch.stack([]))

# cr_expand_fewer_sizes_err
attempt(lambda: torch.zeros(2, 3).expand(2))

# cr_index_select_float_err
attempt(lambda: torch.arange(5.0).index_select(0, torch.tensor([1.0])))

# cr_transpose_range_err
attempt(lambda: torch.zeros(2, 3).transpose(0, 2))

# cr_matmul_vec_size_err
attempt(lambda: torch.matmul(torch.ones(3), torch.ones(4)))

# cr_sum_dim_range_err
attempt(lambda: torch.ones(2, 3).sum(dim=2))

# cr_max_tuple_index_err
attempt(lambda: torch.ones(3).max(dim=0)[2])

# cr_int_std_err
attempt(lambda: torch.tensor([1, 2, 3]).std())

# cr_int_sqrt_inplace_err
attempt(lambda: torch.tensor([1, 4]).sqrt_())

# cr_0d_int_neg_pow_err
attempt(lambda: torch.tensor(2) ** torch.tensor(-1))

# cr_unsqueeze_neg_range_err
attempt(lambda: torch.ones(3).unsqueeze(-3))

# cr_permute_range_err
attempt(lambda: torch.ones(2, 3).permute(0, 2))

# cr_repeat_negative_err
attempt(lambda: torch.ones(2).repeat(-1))

# cr_full_float_into_long
show(torch.full((2,), 1.5, dtype=torch.long), torch.full((2,), 7).float() / 2)

# cr_reshape_invalid_err
attempt(lambda: torch.arange(6).reshape(-1, 4))

# cr_chunk_zero_err
attempt(lambda: torch.arange(6).chunk(0))

# cr_split_zero_size
show(torch.arange(4).split(2), torch.arange(0).split(2))

# cr_topk_negative_k_err
attempt(lambda: torch.arange(3).topk(-1))

# cr_gather_shape_too_big_err
attempt(lambda: torch.zeros(2, 2).gather(1, torch.zeros(3, 2, dtype=torch.int64)))

# cr_scatter_index_rank_err
attempt(lambda: torch.zeros(3).scatter_(0, torch.zeros(1, 1, dtype=torch.int64), 1.0))

# cr_where_shape_err
attempt(lambda: torch.where(torch.tensor([True, False]), torch.ones(3), torch.zeros(3)))

# cr_masked_fill_tensor_value_err
attempt(lambda: torch.zeros(2).masked_fill(torch.tensor([True, False]), torch.tensor([1.0, 2.0])))

# cr_cosine_dim_err
attempt(lambda: F.cosine_similarity(torch.ones(2, 3), torch.ones(2, 3), dim=2))

# cr_softmax_no_dim_type_err
attempt(lambda: torch.softmax(torch.ones(3)))
