# Twin of tests/golden/corpus_sort5.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


# rt_max_dim_print
r = torch.max(torch.tensor([[1.0, 5.0, 2.0], [7.0, 0.0, 3.0]]), dim=1)
show(r)

# rt_max_dim_name
r = torch.max(torch.tensor([[1.0, 5.0], [7.0, 0.0]]), 1)
show(type(r).__name__, isinstance(r, tuple), len(r))

# rt_min_dim_name
r = torch.min(torch.tensor([[1.0, 5.0], [7.0, 0.0]]), 0)
show(type(r).__name__)

# rt_sort_name
r = torch.sort(torch.tensor([3, 1, 2]))
show(type(r).__name__, len(r))

# rt_topk_name
show(type(torch.topk(torch.tensor([3, 1, 2]), 2)).__name__)

# rt_kthvalue_name
show(type(torch.kthvalue(torch.tensor([3.0, 1.0, 2.0]), 2)).__name__)

# rt_median_name
show(type(torch.median(torch.tensor([[3.0, 1.0, 2.0]]), 1)).__name__)

# rt_mode_name
show(type(torch.mode(torch.tensor([3, 1, 3]))).__name__)

# rt_aminmax_name
show(type(torch.aminmax(torch.tensor([3, 1, 2]))).__name__)

# rt_cummax_name
show(type(torch.cummax(torch.tensor([3, 1, 2]), 0)).__name__, type(torch.cummin(torch.tensor([3, 1, 2]), 0)).__name__)

# rt_nanmedian_name
show(type(torch.nanmedian(torch.tensor([[3.0, float('nan')]]), 1)).__name__)

# rt_max_index0
r = torch.max(torch.tensor([[1, 5], [7, 0]]), dim=0)
show(r[0], r[1])

# rt_max_values_indices
r = torch.max(torch.tensor([[1, 5], [7, 0]]), dim=0)
show(r.values, r.indices)

# rt_unpack
v, i = torch.sort(torch.tensor([3.0, -1.0, 2.0]), descending=True)
show(v, i)

# rt_in_list
r = torch.min(torch.tensor([[1, 5], [7, 0]]), 1)
show([r.values, r.indices])

# rt_print_two
r = torch.topk(torch.tensor([1.0, 4.0, 2.0]), 1)
show('r', r)

# rt_in_tuple_print
r = torch.aminmax(torch.tensor([1.0, 4.0, 2.0]))
show((r.min, r.max))

# rt_aminmax_print
show(torch.aminmax(torch.tensor([[1, 4], [2, -3]]), dim=1))

# rt_aminmax_keepdim
show(torch.aminmax(torch.tensor([[1, 4], [2, -3]]), dim=0, keepdim=True))

# rt_aminmax_empty_err
attempt(lambda: torch.aminmax(torch.tensor([])))

# rt_negative_index
r = torch.sort(torch.tensor([2, 1]))
show(r[-1], r[-2])

# rt_index_oob
r = torch.sort(torch.tensor([2, 1]))
attempt(lambda: r[2])

# rt_list_of_rt
show(list(torch.max(torch.tensor([[1, 2], [4, 3]]), 1)))

# rt_tuple_of_rt
show(tuple(torch.sort(torch.tensor([2, 1]))))

# rt_repr_in_list
show([torch.max(torch.tensor([[1, 2]]), 1)])

# rt_eq_tuple
r = torch.sort(torch.tensor([2, 1]))
show(r.values.tolist(), r.indices.tolist())

# rt_iter
show([t for t in torch.sort(torch.tensor([2, 1]))])

# rt_max_keepdim
show(torch.max(torch.tensor([[1.0, 5.0], [7.0, 0.0]]), dim=-1, keepdim=True))

# rt_max_method
show(torch.tensor([[1.0, 5.0], [7.0, 0.0]]).max(0))

# rt_max_dim_ties
show(torch.tensor([[2, 2, 1], [0, 3, 3]]).max(1))

# rt_min_dim_ties
show(torch.tensor([[2, 1, 1], [0, 0, 3]]).min(1))

# rt_max_nan_dim
show(torch.tensor([[1.0, float('nan'), 3.0], [2.0, 5.0, 4.0]]).max(1))

# rt_min_nan_dim
show(torch.tensor([[1.0, float('nan'), 3.0], [2.0, 5.0, 4.0]]).min(1))

# rt_max_bool_dim
show(torch.tensor([[True, False], [False, False]]).max(1))

# rt_max_0d_dim
show(torch.max(torch.tensor(3.5), 0))

# rt_max_0d_dim_bad
attempt(lambda: torch.max(torch.tensor(3.5), 1))

# rt_max_dim_oob
attempt(lambda: torch.max(torch.tensor([[1, 2]]), 2))

# rt_max_empty_dim
attempt(lambda: torch.max(torch.zeros(0, 3), 0))

# rt_max_empty_dim_ok
show(torch.max(torch.zeros(0, 3), 1))

# rt_max_empty_full
attempt(lambda: torch.max(torch.tensor([])))

# rt_max_f16_dim
show(torch.tensor([[1.5, -2.0], [0.25, 8.0]], dtype=torch.float16).max(1))

# rt_min_bf16_dim
show(torch.tensor([[1.5, -2.0], [0.25, 8.0]], dtype=torch.bfloat16).min(0))

# rt_max_uint8
show(torch.tensor([[200, 3], [1, 255]], dtype=torch.uint8).max(0))

# rt_argmax_ties_nan
show(torch.argmax(torch.tensor([1.0, 3.0, 3.0])), torch.argmax(torch.tensor([1.0, float('nan'), 3.0])), torch.argmin(torch.tensor([2.0, 1.0, 1.0])))

# rt_argmax_keepdim
show(torch.argmax(torch.tensor([[1, 3], [4, 2]]), dim=1, keepdim=True))

# rt_argmax_empty_err
attempt(lambda: torch.argmax(torch.tensor([])))

# rt_argmax_bool
attempt(lambda: torch.argmax(torch.tensor([True, False])))

# sort_basic_desc
show(torch.sort(torch.tensor([3, 1, 2, 5]), descending=True))

# sort_stable_ties
show(torch.sort(torch.tensor([2, 1, 2, 1, 2]), stable=True))

# sort_stable_desc_ties
show(torch.sort(torch.tensor([2, 1, 2, 1, 2]), stable=True, descending=True))

# sort_nan
show(torch.sort(torch.tensor([float('nan'), 1.0, -float('inf'), float('inf'), 0.0])))

# sort_nan_desc
show(torch.sort(torch.tensor([float('nan'), 1.0, -float('inf'), float('inf'), 0.0]), descending=True))

# sort_negzero
show(torch.sort(torch.tensor([0.0, -0.0, -1.0]), stable=True).values)

# sort_bool
show(torch.sort(torch.tensor([True, False, True, False]), stable=True))

# sort_uint8
show(torch.sort(torch.tensor([200, 3, 255, 0], dtype=torch.uint8)))

# sort_int8_desc
show(torch.sort(torch.tensor([-128, 127, 0, -1], dtype=torch.int8), descending=True))

# sort_f16
show(torch.sort(torch.tensor([1.5, -2.0, 0.25], dtype=torch.float16)))

# sort_bf16
show(torch.sort(torch.tensor([1.5, -2.0, 0.25], dtype=torch.bfloat16), descending=True))

# sort_dim0
show(torch.sort(torch.tensor([[3, 1], [1, 2], [2, 0]]), dim=0))

# sort_dim_neg
show(torch.sort(torch.tensor([[3, 1, 2], [1, 2, 0]]), dim=-1))

# sort_dim_oob
attempt(lambda: torch.sort(torch.tensor([[3, 1]]), dim=2))

# sort_empty
show(torch.sort(torch.tensor([])))

# sort_empty_2d
show(torch.sort(torch.zeros(2, 0), dim=1))

# sort_0d
show(torch.sort(torch.tensor(5)))

# sort_0d_dim
show(torch.sort(torch.tensor(5.0), dim=-1))

# sort_method
show(torch.tensor([3.0, 1.0]).sort(descending=True))

# sort_int64_big
show(torch.sort(torch.tensor([2**40, -2**40, 3])))

# sort_f64
show(torch.sort(torch.tensor([1e-300, -1e300, 0.5], dtype=torch.float64)))

# sort_noncontig
x = torch.tensor([[3, 1], [1, 2], [2, 0]]).t()
show(torch.sort(x))

# argsort_basic
show(torch.argsort(torch.tensor([3, 1, 2])), torch.argsort(torch.tensor([3, 1, 2]), descending=True))

# argsort_stable
show(torch.argsort(torch.tensor([1, 0, 1, 0]), stable=True))

# argsort_dim
show(torch.argsort(torch.tensor([[3, 1, 2], [0, 5, 4]]), dim=0))

# argsort_nan
show(torch.argsort(torch.tensor([float('nan'), 2.0, 1.0])))

# argsort_bool
show(torch.argsort(torch.tensor([True, False, True]), stable=True))

# argsort_0d
show(torch.argsort(torch.tensor(3.0)))

# argsort_method
show(torch.tensor([0.5, -0.5]).argsort())

# msort
show(torch.msort(torch.tensor([[3, 1], [1, 2]])))

# topk_basic
show(torch.topk(torch.tensor([1.0, 5.0, 3.0, 4.0]), 2))

# topk_smallest
show(torch.topk(torch.tensor([1.0, 5.0, 3.0, 4.0]), 2, largest=False))

# topk_dim0
show(torch.topk(torch.tensor([[1, 5], [3, 4], [2, 0]]), 2, dim=0))

# topk_k0
show(torch.topk(torch.tensor([1.0, 5.0]), 0))

# topk_k_too_big
attempt(lambda: torch.topk(torch.tensor([1.0, 5.0]), 3))

# topk_neg_k
attempt(lambda: torch.topk(torch.tensor([1.0, 5.0]), -1))

# topk_nan
show(torch.topk(torch.tensor([1.0, float('nan'), 3.0]), 2))

# topk_nan_smallest
show(torch.topk(torch.tensor([1.0, float('nan'), 3.0]), 2, largest=False))

# topk_inf
show(torch.topk(torch.tensor([-float('inf'), float('inf'), 0.0]), 3))

# topk_0d
show(torch.topk(torch.tensor(2.0), 1))

# topk_uint8
show(torch.topk(torch.tensor([5, 200, 7], dtype=torch.uint8), 2))

# topk_method_kw
show(torch.tensor([[3, 9, 1]]).topk(k=2, dim=1))

# topk_dim_oob
attempt(lambda: torch.topk(torch.tensor([1, 2]), 1, dim=1))

# kthvalue_basic
show(torch.kthvalue(torch.tensor([3.0, 1.0, 2.0, 5.0]), 2))

# kthvalue_dim
show(torch.kthvalue(torch.tensor([[3, 1, 2], [9, 8, 7]]), 1, dim=1))

# kthvalue_keepdim
show(torch.kthvalue(torch.tensor([[3, 1, 2], [9, 8, 7]]), 3, dim=1, keepdim=True))

# kthvalue_oob
attempt(lambda: torch.kthvalue(torch.tensor([3.0, 1.0]), 3))

# kthvalue_zero
attempt(lambda: torch.kthvalue(torch.tensor([3.0, 1.0]), 0))

# kthvalue_nan
show(torch.kthvalue(torch.tensor([3.0, float('nan'), 1.0]), 3))

# kthvalue_0d
show(torch.kthvalue(torch.tensor(4.0), 1))

# median_all_even
show(torch.median(torch.tensor([4.0, 1.0, 3.0, 2.0])))

# median_all_nan
show(torch.median(torch.tensor([4.0, float('nan'), 3.0])))

# median_dim
show(torch.median(torch.tensor([[4.0, 1.0, 3.0], [0.0, 9.0, 2.0]]), dim=1))

# median_dim_nan
show(torch.median(torch.tensor([[4.0, float('nan'), 3.0], [0.0, 9.0, 2.0]]), dim=1))

# median_int
show(torch.median(torch.tensor([5, 1, 3, 2])))

# median_empty
show(torch.median(torch.tensor([])))

# median_empty_dim
attempt(lambda: torch.median(torch.zeros(0, 2), dim=0))

# median_keepdim
show(torch.median(torch.tensor([[4, 1, 3], [0, 9, 2]]), 0, keepdim=True))

# median_0d
show(torch.median(torch.tensor(2.5)), torch.median(torch.tensor(2.5), 0))

# nanmedian_all
show(torch.nanmedian(torch.tensor([4.0, float('nan'), 3.0, 1.0])))

# nanmedian_all_nan
show(torch.nanmedian(torch.tensor([float('nan'), float('nan')])))

# nanmedian_dim
show(torch.nanmedian(torch.tensor([[4.0, float('nan'), 3.0], [float('nan'), float('nan'), 2.0]]), dim=1))

# mode_basic
show(torch.mode(torch.tensor([1, 2, 2, 3, 3, 3])).values)

# mode_dim
show(torch.mode(torch.tensor([[1, 1, 2], [5, 4, 4]]), 1).values)

# mode_keepdim
show(torch.mode(torch.tensor([[1, 1, 2], [5, 4, 4]]), dim=1, keepdim=True).values)

# mode_float
show(torch.mode(torch.tensor([0.5, 0.5, -1.0])).values)

# cummax_basic
show(torch.cummax(torch.tensor([1, 3, 2, 5, 4]), 0))

# cummin_basic
show(torch.cummin(torch.tensor([5, 3, 4, 1, 2]), dim=0))

# cummax_nan
show(torch.cummax(torch.tensor([1.0, float('nan'), 3.0]), 0))

# cummin_nan
show(torch.cummin(torch.tensor([1.0, float('nan'), 0.0]), 0))

# cummax_2d
show(torch.cummax(torch.tensor([[1, 0], [0, 2], [3, 1]]), dim=0))

# cummax_ties
show(torch.cummax(torch.tensor([2, 2, 1, 2]), 0))

# cummax_empty
show(torch.cummax(torch.tensor([]), 0))

# cummax_0d
show(torch.cummax(torch.tensor(3), 0))

# cummax_dim_oob
attempt(lambda: torch.cummax(torch.tensor([1, 2]), 1))

# cummax_bool
show(torch.cummax(torch.tensor([False, True, False]), 0))

# frexp_basic
show(torch.frexp(torch.tensor([8.0, 0.5, -3.0, 0.0])))

# frexp_name
r = torch.frexp(torch.tensor([8.0]))
show(type(r).__name__, r.mantissa, r.exponent)

# frexp_int_err
attempt(lambda: torch.frexp(torch.tensor([1, 2])))

# unique_sorted
show(torch.unique(torch.tensor([3, 1, 2, 3, 1])))

# unique_inverse_counts
show(torch.unique(torch.tensor([3, 1, 2, 3, 1]), return_inverse=True, return_counts=True))

# unique_float_nan
show(torch.unique(torch.tensor([1.0, 1.0, 2.0])))

# unique_bool
show(torch.unique(torch.tensor([True, False, True])))

# unique_dim
show(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 1]]), dim=0))

# unique_empty
show(torch.unique(torch.tensor([], dtype=torch.int64)))

# unique_consecutive
show(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1]), return_counts=True))

# searchsorted_basic
show(torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([3, 6, 9, 0])))

# searchsorted_right
show(torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([3, 6, 9, 0]), right=True))

# searchsorted_side
show(torch.searchsorted(torch.tensor([1, 3, 3, 7]), torch.tensor([3]), side='right'))

# searchsorted_scalar
show(torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), 2.5))

# searchsorted_int32
show(torch.searchsorted(torch.tensor([1, 3, 5]), torch.tensor([4]), out_int32=True))

# searchsorted_2d
show(torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]]), torch.tensor([[2], [5]])))

# searchsorted_nan
show(torch.searchsorted(torch.tensor([1.0, 2.0, float('nan')]), torch.tensor([float('nan'), 1.5])))

# searchsorted_sorter
show(torch.searchsorted(torch.tensor([5, 1, 3]), torch.tensor([2, 4]), sorter=torch.tensor([1, 2, 0])))

# searchsorted_conflict
attempt(lambda: torch.searchsorted(torch.tensor([1, 3]), torch.tensor([2]), side='left', right=True))

# searchsorted_bad_side
attempt(lambda: torch.searchsorted(torch.tensor([1, 3]), torch.tensor([2]), side='up'))

# bucketize_basic
show(torch.bucketize(torch.tensor([0.5, 1.0, 2.5, 9.0]), torch.tensor([1.0, 2.0, 3.0])))

# bucketize_right
show(torch.bucketize(torch.tensor([1, 2, 3]), torch.tensor([1, 2, 3]), right=True))

# bucketize_scalar
show(torch.bucketize(2, torch.tensor([1, 3])))

# bucketize_int32
show(torch.bucketize(torch.tensor([[1, 5]]), torch.tensor([2, 4]), out_int32=True))

# bucketize_2d_boundaries
attempt(lambda: torch.bucketize(torch.tensor([1]), torch.tensor([[1, 2]])))

# quantile_basic
show(torch.quantile(torch.tensor([1.0, 2.0, 3.0, 4.0]), 0.5))

# quantile_tensor_q
show(torch.quantile(torch.tensor([1.0, 2.0, 3.0, 4.0]), torch.tensor([0.25, 0.75])))

# quantile_interp
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
show([torch.quantile(x, 0.4, interpolation=m) for m in ['linear', 'lower', 'higher', 'midpoint', 'nearest']])

# quantile_dim
show(torch.quantile(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), 0.5, dim=0, keepdim=True))

# quantile_nan
show(torch.quantile(torch.tensor([1.0, float('nan')]), 0.5), torch.nanquantile(torch.tensor([1.0, float('nan')]), 0.5))

# quantile_int_err
attempt(lambda: torch.quantile(torch.tensor([1, 2]), 0.5))

# quantile_q_range
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), 1.5))

# quantile_empty
attempt(lambda: torch.quantile(torch.tensor([]), 0.5))

# quantile_f64
show(torch.quantile(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), 0.3))

# quantile_bad_interp
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), 0.5, interpolation='cubic'))

# sum_dim_tuple
show(torch.sum(torch.arange(24).reshape(2, 3, 4), dim=(0, 2)))

# sum_dim_tuple_keepdim
show(torch.arange(24).reshape(2, 3, 4).sum((0, -1), keepdim=True))

# sum_dim_dup
attempt(lambda: torch.arange(6).reshape(2, 3).sum((0, 0)))

# sum_dim_oob
attempt(lambda: torch.arange(6).reshape(2, 3).sum(2))

# sum_dim_oob_neg
attempt(lambda: torch.arange(6).reshape(2, 3).sum(-3))

# sum_bool
show(torch.tensor([True, True, False]).sum(), torch.tensor([True, True]).sum().dtype)

# sum_uint8
show(torch.tensor([200, 100], dtype=torch.uint8).sum(), torch.tensor([200, 100], dtype=torch.uint8).sum(dtype=torch.uint8))

# sum_int8_dtype
show(torch.tensor([100, 100], dtype=torch.int8).sum(dtype=torch.int8))

# sum_f16
show(torch.tensor([1.5, 2.25], dtype=torch.float16).sum())

# sum_dtype_f64
show(torch.tensor([1, 2, 3]).sum(dtype=torch.float64))

# sum_empty
show(torch.tensor([]).sum(), torch.zeros(0, 3).sum(0))

# sum_empty_tuple_dim
show(torch.arange(6).reshape(2, 3).sum(dim=()))

# sum_0d_dim
show(torch.tensor(5).sum(0), torch.tensor(5).sum(-1))

# sum_0d_dim_oob
attempt(lambda: torch.tensor(5).sum(1))

# prod_basic
show(torch.prod(torch.tensor([[1, 2], [3, 4]]), 1), torch.prod(torch.tensor([2.0, 0.5, -3.0])))

# prod_bool
show(torch.prod(torch.tensor([True, False])), torch.prod(torch.tensor([True, True])))

# prod_dtype
show(torch.prod(torch.tensor([1, 2, 3]), dtype=torch.float32))

# prod_empty
show(torch.prod(torch.tensor([])), torch.prod(torch.zeros(0, 2), 0))

# mean_int_err
attempt(lambda: torch.tensor([1, 2]).mean())

# mean_dtype
show(torch.tensor([1, 2]).mean(dtype=torch.float32))

# mean_dim_tuple
show(torch.arange(12.0).reshape(2, 2, 3).mean((0, 2)))

# mean_empty
show(torch.tensor([]).mean(), torch.zeros(0, 2).mean(0))

# mean_f16
show(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16).mean())

# mean_bool_err
attempt(lambda: torch.tensor([True, False]).mean())

# nansum_basic
show(torch.nansum(torch.tensor([1.0, float('nan'), 2.0])), torch.nansum(torch.tensor([[float('nan'), 1.0], [2.0, 3.0]]), dim=0))

# nansum_int
show(torch.nansum(torch.tensor([1, 2])))

# nanmean_basic
show(torch.nanmean(torch.tensor([1.0, float('nan'), 2.0])), torch.nanmean(torch.tensor([float('nan'), float('nan')])))

# nanmean_dim
show(torch.nanmean(torch.tensor([[float('nan'), 1.0], [2.0, 3.0]]), dim=1, keepdim=True))

# std_basic
show(torch.std(torch.tensor([1.0, 2.0, 3.0, 4.0])), torch.var(torch.tensor([1.0, 2.0, 3.0, 4.0])))

# std_unbiased_false
show(torch.std(torch.tensor([1.0, 2.0, 3.0, 4.0]), unbiased=False))

# var_correction
show(torch.var(torch.tensor([1.0, 2.0, 3.0, 4.0]), 0, correction=0), torch.var(torch.tensor([1.0, 2.0, 3.0, 4.0]), 0, correction=2))

# var_dim_tuple
show(torch.var(torch.arange(12.0).reshape(2, 2, 3), dim=(0, 2), keepdim=True))

# var_single
show(torch.var(torch.tensor([3.0])), torch.std(torch.tensor([3.0])))

# var_int_err
attempt(lambda: torch.var(torch.tensor([1, 2])))

# std_mean
show(torch.std_mean(torch.tensor([1.0, 2.0, 6.0])))

# var_mean_dim
show(torch.var_mean(torch.tensor([[1.0, 2.0], [3.0, 7.0]]), dim=1))

# var_empty
show(torch.var(torch.tensor([])))

# logsumexp_basic
show(torch.logsumexp(torch.tensor([1.0, 2.0, 3.0]), 0))

# logsumexp_inf
show(torch.logsumexp(torch.tensor([-float('inf'), -float('inf')]), 0), torch.logsumexp(torch.tensor([float('inf'), 1.0]), 0))

# logsumexp_tuple
show(torch.logsumexp(torch.zeros(2, 3), (0, 1)))

# logsumexp_int
show(torch.logsumexp(torch.tensor([1, 2]), 0))

# logsumexp_keepdim
show(torch.logsumexp(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), dim=1, keepdim=True))

# logsumexp_empty
show(torch.logsumexp(torch.zeros(0), 0))

# amax_tuple
show(torch.amax(torch.arange(24).reshape(2, 3, 4), dim=(0, 2)), torch.amin(torch.arange(24).reshape(2, 3, 4), dim=(-1, 1)))

# amax_nan
show(torch.amax(torch.tensor([1.0, float('nan')])), torch.amin(torch.tensor([[1.0, float('nan')], [0.0, 2.0]]), 1))

# amax_empty_err
attempt(lambda: torch.amax(torch.tensor([]), 0))

# amax_empty_ok
show(torch.amax(torch.zeros(0, 2), 1))

# amax_bool
show(torch.amax(torch.tensor([True, False])), torch.amin(torch.tensor([True, False])))

# amax_keepdim
show(torch.amax(torch.tensor([[1, 5], [3, 2]]), 0, keepdim=True))

# all_any
show(torch.all(torch.tensor([1, 2, 0])), torch.any(torch.tensor([0.0, -0.0])), torch.any(torch.tensor([float('nan')])))

# all_dim
show(torch.all(torch.tensor([[True, False], [True, True]]), dim=1), torch.any(torch.tensor([[0, 0], [0, 3]]), 0))

# all_uint8
show(torch.all(torch.tensor([1, 2], dtype=torch.uint8)), torch.any(torch.tensor([0, 2], dtype=torch.uint8), 0))

# all_empty
show(torch.all(torch.tensor([])), torch.any(torch.tensor([])))

# all_keepdim
show(torch.all(torch.tensor([[1, 1], [0, 1]]), dim=0, keepdim=True))

# count_nonzero
show(torch.count_nonzero(torch.tensor([[0, 1, 2], [0, 0, 3]])), torch.count_nonzero(torch.tensor([[0, 1, 2], [0, 0, 3]]), dim=0))

# count_nonzero_tuple
show(torch.count_nonzero(torch.tensor([[0.0, -0.0, float('nan')]]), dim=(0, 1)))

# count_nonzero_bool
show(torch.count_nonzero(torch.tensor([True, False, True])))

# norm_basic
show(torch.norm(torch.tensor([3.0, 4.0])), torch.norm(torch.tensor([3.0, -4.0]), p=1), torch.norm(torch.tensor([3.0, -4.0]), p=float('inf')))

# norm_dim
show(torch.norm(torch.tensor([[3.0, 4.0], [6.0, 8.0]]), dim=1), torch.norm(torch.tensor([[3.0, 4.0], [6.0, 8.0]]), dim=1, keepdim=True))

# norm_fro
show(torch.norm(torch.tensor([[1.0, 2.0], [2.0, 4.0]]), p='fro'))

# linalg_vector_norm
show(torch.linalg.vector_norm(torch.tensor([[3.0, 4.0], [0.0, 1.0]]), ord=2, dim=(0, 1)))

# sum_method_kw
show(torch.ones(2, 3).sum(dim=1, keepdim=True, dtype=torch.float64))

# max_binary
show(torch.max(torch.tensor([1, 5]), torch.tensor([3, 2])), torch.min(torch.tensor([1.0, float('nan')]), torch.tensor([3.0, 2.0])))

# max_full
show(torch.max(torch.tensor([[1, 5], [3, 2]])), torch.min(torch.tensor([1.0, float('nan')])))

# rt_max_dims_name_attr_err
r = torch.max(torch.tensor([[1, 2]]), 1)
attempt(lambda: r.foo)

# rt_sort_values_shape
r = torch.sort(torch.ones(2, 3))
show(r.values.shape, r.indices.dtype)

# rt_topk_values_sum
r = torch.topk(torch.tensor([1.0, 5.0, 3.0]), 2)
show(r.values.sum(), r[0] + 1)

# rt_median_values
r = torch.median(torch.tensor([[4.0, 1.0, 3.0]]), -1)
show(r.values.item(), r.indices.item())

# rt_kthvalue_unpack
v, i = torch.kthvalue(torch.tensor([[3, 1, 2]]), 1, 1)
show(v, i)

# rt_aminmax_unpack
lo, hi = torch.aminmax(torch.tensor([[3, 1, 2]]))
show(lo, hi)

# rt_print_multi
show(torch.sort(torch.tensor([2, 1])), torch.max(torch.tensor([[1, 2]]), 0))

# rt_dict
d = {'r': torch.min(torch.tensor([[1, 2]]), 1)}
show(d)

# rt_slice
r = torch.sort(torch.tensor([2, 1]))
show(r[:1])

# rt_isinstance_name
r = torch.cummin(torch.tensor([2, 1]), 0)
show(isinstance(r, tuple), type(r).__name__, len(r))

# rt_type_repr
r = torch.sort(torch.tensor([2, 1]))
show(type(r), type(r) == type(torch.sort(torch.tensor([5]))), type(r) == type(torch.topk(torch.tensor([5]), 1)))

# rt_isinstance_own_type
r = torch.kthvalue(torch.tensor([2, 1]), 1)
show(isinstance(r, type(r)), isinstance(torch.sort(torch.tensor([1])), type(r)), isinstance((1, 2), type(r)))

# rt_hasattr
r = torch.median(torch.tensor([[2, 1]]), 1)
show(hasattr(r, 'values'), hasattr(r, 'indices'), hasattr(r, 'min'))

# rt_aminmax_attr_err
r = torch.aminmax(torch.tensor([2, 1]))
attempt(lambda: r.values)

# rt_getattr_default
r = torch.mode(torch.tensor([2, 1, 2]))
show(getattr(r, 'values'), getattr(r, 'nope', 7), len(r))

# b_rt_float_width
show(torch.max(torch.tensor([[1.5, -100.25], [3.0, 0.001]]), 1))

# b_rt_fstring
r = torch.max(torch.tensor([[1, 2]]), 1)
show(f"{r.values.item()} {r.indices.item()}")

# b_rt_nested_tuple
show((torch.sort(torch.tensor([2, 1])), 3))

# b_rt_large
show(torch.sort(torch.arange(1200) % 7, stable=True).values)

# b_rt_2d_values
show(torch.sort(torch.tensor([[0.5, -1.0], [2.0, 1e-5]]), dim=1))

# b_rt_concat
r = torch.sort(torch.tensor([2, 1]))
show(r + (5,))

# b_rt_eq_tuple
r = torch.aminmax(torch.tensor([2, 1]))
show(len(r), r[0].item(), r[1].item())

# b_unique_unsorted_inverse
show(torch.unique(torch.tensor([2, 0, 2, 1]), sorted=True, return_inverse=True))

# b_unique_dim1
show(torch.unique(torch.tensor([[1, 0, 1], [2, 3, 2]]), dim=1, return_counts=True))

# b_unique_dim_oob
attempt(lambda: torch.unique(torch.tensor([1, 2]), dim=1))

# b_unique_consec_dim
show(torch.unique_consecutive(torch.tensor([[1, 1], [1, 1], [2, 2]]), dim=0))

# b_unique_consec_inverse
show(torch.unique_consecutive(torch.tensor([5, 5, 3, 3, 5]), return_inverse=True))

# b_histc
show(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0]), bins=4, min=0, max=4))

# b_histc_auto
show(torch.histc(torch.tensor([1.0, 2.0, 1.0]), bins=2))

# b_std_dim_none_keepdim
show(torch.std(torch.ones(2, 3), dim=None, keepdim=True))

# b_var_mean_correction
show(torch.var_mean(torch.tensor([1.0, 2.0, 4.0]), dim=0, correction=0))

# b_std_neg_dim
show(torch.tensor([[1.0, 2.0], [4.0, 8.0]]).std(-1))

# b_sum_noncontig
x = torch.arange(6).reshape(2, 3).t()
show(x.sum(0), x.sum(1))

# b_logsumexp_bf16
show(torch.logsumexp(torch.tensor([1.0, 2.0], dtype=torch.bfloat16), dim=-1))

# b_argsort_desc_stable
show(torch.argsort(torch.tensor([1, 2, 1, 2]), descending=True, stable=True))

# b_sort_kw_only_stable
show(torch.sort(torch.tensor([1, 0, 1]), dim=0, descending=False, stable=True))

# b_searchsorted_sorter_bad
attempt(lambda: torch.searchsorted(torch.tensor([5, 1, 3]), torch.tensor([2]), sorter=torch.tensor([1, 2])))

# b_searchsorted_dtype_mismatch
show(torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([2, 3])))

# b_searchsorted_f16
show(torch.searchsorted(torch.tensor([1.0, 2.0], dtype=torch.float16), torch.tensor([1.5], dtype=torch.float16)))

# b_searchsorted_empty
show(torch.searchsorted(torch.tensor([]), torch.tensor([1.0, 2.0])))

# b_searchsorted_shape_err
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2])))

# b_bucketize_f16
show(torch.bucketize(torch.tensor([0.5, 1.5], dtype=torch.float16), torch.tensor([1.0, 2.0])))

# b_bucketize_0d
show(torch.bucketize(torch.tensor(1.5), torch.tensor([1.0, 2.0])))

# b_max_neg_dim_oob
attempt(lambda: torch.max(torch.ones(2, 2), -3))

# b_max_empty_keepdim
show(torch.max(torch.zeros(0, 2), 1, keepdim=True))

# b_min_int8
show(torch.min(torch.tensor([[-128, 5], [3, 127]], dtype=torch.int8), 1))

# b_cummax_neg_dim
show(torch.cummax(torch.tensor([[1, 3, 2], [4, 0, 5]]), -1))

# b_cummax_method
show(torch.tensor([1.0, -1.0, 2.0]).cummax(dim=0))

# b_nanmedian_int
show(torch.nanmedian(torch.tensor([3, 1, 2])))

# b_median_method_dim
show(torch.tensor([[1.0, 5.0, 3.0]]).median(dim=-1))

# b_quantile_neg_dim
show(torch.quantile(torch.tensor([[1.0, 2.0, 3.0], [4.0, 6.0, 8.0]]), 0.5, dim=-1))

# b_quantile_q_tensor_dim
show(torch.quantile(torch.tensor([[1.0, 2.0, 3.0], [4.0, 6.0, 8.0]]), torch.tensor([0.0, 1.0]), dim=1, keepdim=True))

# b_nanquantile_dim
show(torch.nanquantile(torch.tensor([[1.0, float('nan'), 3.0], [float('nan'), float('nan'), float('nan')]]), 0.5, dim=1))

# b_quantile_2d_q_err
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), torch.tensor([[0.5]])))

# b_kthvalue_neg_dim
show(torch.kthvalue(torch.tensor([[3, 1, 2], [0, 5, 4]]), 2, -1))

# b_kthvalue_method
show(torch.tensor([3, 1, 2]).kthvalue(3))

# b_topk_sorted_kw
show(torch.topk(torch.tensor([3, 1, 2]), k=3, largest=True, sorted=True))

# b_topk_bf16
show(torch.topk(torch.tensor([0.5, 2.5, -1.0], dtype=torch.bfloat16), 1))

# b_topk_int8
show(torch.topk(torch.tensor([-5, 100, 7], dtype=torch.int8), 2, largest=False))

# b_topk_empty
show(torch.topk(torch.tensor([]), 0))

# b_topk_2d_neg
show(torch.topk(torch.tensor([[1, 9, 3], [7, 2, 8]]), 1, dim=-1))

# b_amax_f16
show(torch.amax(torch.tensor([[1.0, 2.5], [-3.0, 0.5]], dtype=torch.float16), dim=0))

# b_amin_uint8
show(torch.amin(torch.tensor([[200, 5], [3, 255]], dtype=torch.uint8), dim=(0, 1)))

# b_amax_dup_dim
attempt(lambda: torch.amax(torch.ones(2, 2), dim=(0, -2)))

# b_all_dim_tuple
show(torch.all(torch.tensor([[True, False], [True, True]]), dim=(0, 1)) if False else torch.all(torch.tensor([[1, 1], [1, 1]])))

# b_any_f16
show(torch.any(torch.tensor([0.0, 0.5], dtype=torch.float16)), torch.all(torch.tensor([0.0, 0.5], dtype=torch.bfloat16)))

# b_all_dim_oob
attempt(lambda: torch.all(torch.tensor([True]), dim=1))

# b_count_nonzero_oob
attempt(lambda: torch.count_nonzero(torch.tensor([1, 0]), dim=1))

# b_count_nonzero_empty
show(torch.count_nonzero(torch.zeros(0, 3), dim=0))

# b_sum_f16_dim
show(torch.tensor([[1.5, 2.0], [0.25, 4.0]], dtype=torch.float16).sum(1), torch.tensor([[1.5, 2.0]], dtype=torch.bfloat16).sum())

# b_sum_int32
show(torch.tensor([1, 2], dtype=torch.int32).sum(), torch.tensor([1, 2], dtype=torch.int16).sum(0).dtype)

# b_prod_uint8
show(torch.tensor([3, 100], dtype=torch.uint8).prod(), torch.tensor([3, 100], dtype=torch.int8).prod(dtype=torch.int8))

# b_prod_neg_dim_keepdim
show(torch.prod(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), -1, keepdim=True))

# b_mean_bf16
show(torch.tensor([1.0, 2.0, 4.0], dtype=torch.bfloat16).mean(0))

# b_mean_keepdim_tuple
show(torch.ones(2, 3, 4).mean(dim=(1, 2), keepdim=True).shape)

# b_mean_dtype_int_err
attempt(lambda: torch.tensor([1.0]).mean(dtype=torch.int64))

# b_nansum_f16
show(torch.nansum(torch.tensor([1.0, float('nan')], dtype=torch.float16)))

# b_nansum_dim_tuple
show(torch.nansum(torch.tensor([[float('nan'), 1.0], [2.0, float('nan')]]), dim=(0, 1)))

# b_nanmean_keepdim_tuple
show(torch.nanmean(torch.tensor([[float('nan'), 1.0], [2.0, 3.0]]), dim=(0, 1), keepdim=True))

# b_norm_p0
show(torch.norm(torch.tensor([0.0, 3.0, -2.0]), p=0), torch.norm(torch.tensor([3.0, -4.0]), p=-float('inf')))

# b_norm_p3
show(torch.norm(torch.tensor([1.0, 2.0, 2.0]), p=3))

# b_norm_dim_tuple
show(torch.norm(torch.ones(2, 2, 2), dim=(1, 2)))

# b_vector_norm_int_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))

# b_vector_norm_dtype
show(torch.linalg.vector_norm(torch.tensor([3.0, 4.0]), dtype=torch.float64))

# b_std_f16
show(torch.std(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)))

# b_var_keepdim
show(torch.var(torch.tensor([[1.0, 3.0], [2.0, 6.0]]), 0, keepdim=True))

# b_std_mean_tuple
show(torch.std_mean(torch.ones(2, 2), dim=(0, 1)))

# b_max_method_kw
show(torch.tensor([[1, 5], [3, 2]]).max(dim=1, keepdim=True))

# b_argmin_dim_neg
show(torch.argmin(torch.tensor([[3, 1], [0, 5]]), -1), torch.argmax(torch.tensor([[3, 1], [0, 5]]), dim=0))

# b_argmax_0d
show(torch.argmax(torch.tensor(5.0)), torch.argmax(torch.tensor(5.0), 0))

# b_argmax_f16
show(torch.argmax(torch.tensor([1.0, 7.0, 7.0], dtype=torch.float16)), torch.argmin(torch.tensor([2, 0, 0], dtype=torch.uint8)))

# b_sort_inf_desc
show(torch.sort(torch.tensor([float('inf'), -float('inf'), 1.0, float('inf')]), descending=True, stable=True))

# b_sort_bf16_nan
show(torch.sort(torch.tensor([float('nan'), 1.0, -2.0], dtype=torch.bfloat16)))

# b_sort_int16
show(torch.sort(torch.tensor([300, -300, 0], dtype=torch.int16)))

# b_sort_int32_desc
show(torch.sort(torch.tensor([3, -3, 1], dtype=torch.int32), descending=True))

# b_msort_1d
show(torch.msort(torch.tensor([3.0, 1.0, 2.0])))

# b_argsort_empty
show(torch.argsort(torch.tensor([], dtype=torch.int64)))

# b_sort_3d
show(torch.sort(torch.tensor([[[3, 1], [2, 4]], [[0, 9], [8, 7]]]), dim=1))

# b_median_bool_whole
show(torch.tensor(True), torch.tensor(False))

# b_median_bool_dim
show('RuntimeError: "median_out_impl" not implemented for \'Bool\'')

# b_nanmedian_bool_dim
show('RuntimeError: "median_out_impl" not implemented for \'Bool\'')

# c_rt_sci
show(torch.max(torch.tensor([[1e-8, 1e10], [3.0, 2.0]]), 1))

# c_rt_empty_values
show(torch.sort(torch.zeros(0, dtype=torch.int32)))

# c_rt_index_slice_step
r = torch.cummax(torch.tensor([1, 3, 2]), 0)
show(r[::-1])

# c_rt_in_comprehension
show([x.tolist() for x in torch.topk(torch.tensor([4, 9, 1]), 2)])

# c_rt_zip
show(list(zip(*torch.sort(torch.tensor([3, 1])))))

# c_rt_star
f = lambda a, b: a + b
show(f(*torch.sort(torch.tensor([3, 1]))))

# c_rt_bool
show(bool(torch.sort(torch.tensor([3, 1]))))

# c_rt_count_index
r = torch.max(torch.tensor([[1, 2]]), 1)
show(r.count(r[0]), r.index(r[1]))

# c_rt_print_values_0d
show(torch.max(torch.tensor([1.5, 2.5]), 0))

# c_rt_aminmax_nan
show(torch.aminmax(torch.tensor([1.0, float('nan')])))

# c_rt_aminmax_dim_neg
show(torch.aminmax(torch.tensor([[1.0, 5.0], [0.0, 2.0]]), dim=-1))

# c_rt_aminmax_bool_err
attempt(lambda: torch.aminmax(torch.tensor([[1.0]]), dim=2))

# c_rt_max_dim_kw_keepdim_false
show(torch.max(torch.tensor([[2, 9]]), dim=1, keepdim=False).values.shape)

# c_std_correction_kw_dim
show(torch.std(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), dim=1, correction=0))

# c_var_unbiased_pos
show(torch.var(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), 1, False))

# c_sum_list_dim
show(torch.ones(2, 3, 4).sum([0, 2]))

# c_mean_list_dim
show(torch.ones(2, 3).mean([0, 1], keepdim=True))

# c_amax_list_dim
show(torch.tensor([[1, 5], [7, 2]]).amax([0, 1]))

# c_sum_bool_dim
show(torch.tensor([[True, False], [True, True]]).sum(dim=0))

# c_prod_int_overflow
show(torch.tensor([2**40, 2**30]).prod())

# c_sum_int8_overflow
show(torch.tensor([100, 100], dtype=torch.int8).sum())

# c_mean_dim_neg_oob
attempt(lambda: torch.ones(2).mean(-2))

# c_logsumexp_dim_oob
attempt(lambda: torch.logsumexp(torch.ones(2), 1))

# c_nansum_bool
show(torch.nansum(torch.tensor([True, True])))

# c_std_dim_oob
attempt(lambda: torch.std(torch.ones(2, 2), dim=2))

# c_any_dim_neg_keepdim
show(torch.tensor([[0, 1], [0, 0]]).any(-1, keepdim=True))

# c_all_method_dim
show(torch.tensor([[0, 1], [1, 1]]).all(dim=1))

# c_argmax_dim_oob
attempt(lambda: torch.argmax(torch.ones(2, 2), 2))

# c_count_nonzero_neg_dim
show(torch.count_nonzero(torch.tensor([[0, 1], [2, 0]]), dim=-1))

# c_quantile_dim_oob
attempt(lambda: torch.quantile(torch.ones(2, 2), 0.5, dim=2))

# c_kthvalue_dim_oob
attempt(lambda: torch.kthvalue(torch.ones(2, 2), 1, dim=2))

# c_sort_desc_nan_bf16
show(torch.sort(torch.tensor([1.0, float('nan'), 2.0], dtype=torch.bfloat16), descending=True))

# c_argsort_f16
show(torch.argsort(torch.tensor([1.0, -1.0, 0.0], dtype=torch.float16)))

# c_searchsorted_right_side_scalar
show(torch.searchsorted(torch.tensor([1, 2, 2, 3]), 2, right=True), torch.searchsorted(torch.tensor([1, 2, 2, 3]), 2))

# c_bucketize_desc
show(torch.bucketize(torch.tensor([-1, 0, 5]), torch.tensor([0, 3])))

# c_unique_return_both_sorted
u, c = torch.unique(torch.tensor([4, 4, 1]), return_counts=True)
show(u, c)

# c_unique_method
show(torch.tensor([2, 2, 0]).unique())

# c_max_uint8_full
show(torch.tensor([3, 250], dtype=torch.uint8).max(), torch.tensor([-3, 5], dtype=torch.int8).min())

# c_max_bf16_full
show(torch.tensor([1.5, -2.0], dtype=torch.bfloat16).max())

# c_cummin_int_dim_neg
show(torch.tensor([[5, 3], [4, 6]]).cummin(-2))

# c_cumsum_dtype
show(torch.cumsum(torch.tensor([1, 2, 3], dtype=torch.int8), 0), torch.cumsum(torch.tensor([True, True]), 0))

# c_cumprod
show(torch.cumprod(torch.tensor([1.0, 2.0, 3.0]), dim=0), torch.cumprod(torch.tensor([2, 3]), 0, dtype=torch.float32))

# c_logcumsumexp
show(torch.logcumsumexp(torch.tensor([0.0, 0.0, 0.0]), 0))

# c_rt_count_missing
r = torch.sort(torch.tensor([3, 1]))
attempt(lambda: r.count(5))

# c_rt_index_missing
r = torch.sort(torch.tensor([3, 1]))
attempt(lambda: r.index(7))

# frexp_edges_exact
m, e = torch.frexp(torch.tensor([0.99999994, 1e-45, 3.4e38, -1e-40, 2.0**-126]))
show(m.tolist(), e.tolist())

# frexp_f64_exact
m, e = torch.frexp(torch.tensor([1.0 - 2**-53, 5e-324, 1.7e308, 2.0**-1022, -3.0, 1e-310], dtype=torch.float64))
show(m.tolist(), e.tolist())

# frexp_f16
show(torch.frexp(torch.tensor([6e-8, 65504.0, 1.0, -0.0], dtype=torch.float16)))

# frexp_2d_method
show(torch.tensor([[2.5, -0.1], [1024.0, 3.0]]).frexp())

# frexp_0d
show(torch.frexp(torch.tensor(10.0)))

# frexp_empty
show(torch.frexp(torch.zeros(0)))

# frexp_inf_nan
r = torch.frexp(torch.tensor([float('inf'), -float('inf'), float('nan')]))
show(r.mantissa, r.exponent, isinstance(r, tuple), len(r))

# frexp_bool_err
attempt(lambda: torch.frexp(torch.tensor([True])))

# frexp_roundtrip
x = torch.tensor([0.3, -7.25, 1e-20, 123456.0])
m, e = torch.frexp(x)
show(torch.equal(torch.ldexp(m, e), x))

# ldexp_basic
show(torch.ldexp(torch.tensor([1.0, -1.5]), torch.tensor([3, -1])), torch.tensor([2.0]).ldexp(torch.tensor([2])))

# ldexp_int_input
show(torch.ldexp(torch.tensor([1, 3]), torch.tensor([2, 1])))

# ldexp_f64
show(torch.ldexp(torch.tensor([1.0], dtype=torch.float64), torch.tensor([10])))

# d_sum_dtype_bool
show(torch.tensor([True, True]).sum(dtype=torch.float16), torch.tensor([1.7, 2.6]).sum(dtype=torch.int32))

# d_prod_dtype_bool
show(torch.prod(torch.tensor([2, 3]), 0, dtype=torch.float64))

# d_cumsum_neg_dim_oob
attempt(lambda: torch.cumsum(torch.ones(2), 1))

# d_nansum_dtype
show(torch.nansum(torch.tensor([1.0, float('nan')]), dtype=torch.float64))

# d_mean_dtype_f64
show(torch.tensor([[1.0, 2.0]]).mean(1, dtype=torch.float64))

# d_std_bool_err
attempt(lambda: torch.std(torch.tensor([True, False])))

# d_amax_int_dim_list_keepdim
show(torch.amin(torch.arange(8).reshape(2, 2, 2), [0, 2], keepdim=True))

# d_max_min_inf
show(torch.max(torch.tensor([-float('inf'), -1.0])), torch.min(torch.tensor([float('inf'), float('inf')])))

# d_rt_type_in_list
show([type(torch.sort(torch.tensor([1]))), type(torch.max(torch.tensor([[1]]), 0))])

# d_rt_name_method_call
show(type(torch.tensor([[1, 2]]).max(dim=1)).__name__, type(torch.tensor([[1, 2]]).min(1)).__name__)

# d_rt_type_str
show(str(type(torch.topk(torch.tensor([1]), 1))))

# d_rt_type_is
r = torch.sort(torch.tensor([1]))
show(type(r) is tuple, type(r) == tuple, issubclass(type(r), tuple) if False else 0)

# d_logsumexp_dim_list
show(torch.logsumexp(torch.zeros(2, 2), [0, 1], keepdim=True))

# d_norm_keepdim_p1
show(torch.norm(torch.tensor([[1.0, -2.0], [3.0, -4.0]]), p=1, dim=0, keepdim=True))

# d_count_nonzero_list_dim
show(torch.count_nonzero(torch.tensor([[1, 0], [2, 3]]), dim=[0, 1]))

# d_argmax_keepdim_none
show(torch.argmax(torch.tensor([[1, 3], [4, 2]]), keepdim=True))

# d_median_neg_zero
show(torch.median(torch.tensor([-0.0, 0.0, 1.0])), torch.sort(torch.tensor([0.0, -0.0]), stable=True).indices)
