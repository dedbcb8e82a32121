# Twin of tests/golden/corpus_st7.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


# sum_int_default_dtype
show(torch.tensor([1, 2, 3], dtype=torch.int32).sum())


# sum_bool_counts
show(torch.tensor([True, False, True, True]).sum())


# sum_uint8_promotes
show(torch.tensor([200, 100], dtype=torch.uint8).sum())


# st_sum_dim_tuple_keepdim
show(torch.arange(24).reshape(2, 3, 4).sum(dim=(0, 2), keepdim=True))


# sum_dim_list
show(torch.arange(24.0, dtype=torch.float64).reshape(2, 3, 4).sum([0, -1]))


# sum_float16
show(torch.tensor([0.5, 0.25, 1.0], dtype=torch.float16).sum())


# sum_bfloat16_dim
show(torch.tensor([[1.5, 2.0], [3.0, 0.5]], dtype=torch.bfloat16).sum(0))


# sum_empty_int
show(torch.zeros(0, dtype=torch.int64).sum())


# sum_bad_dim
attempt(lambda: torch.ones(2, 3).sum(2))


# sum_bad_dim_neg
attempt(lambda: torch.ones(2, 3).sum(-3))


# sum_repeated_dim
attempt(lambda: torch.ones(2, 3).sum((0, 0)))


# mean_int_error
attempt(lambda: torch.tensor([1, 2, 3]).mean())


# mean_int_dtype
show(torch.tensor([1, 2, 4]).mean(dtype=torch.float64))


# mean_empty_nan
show(torch.tensor([]).mean())


# mean_empty_dim
show(torch.zeros(0, 2).mean(0))


# mean_keepdim_neg
show(torch.tensor([[1.0, 2.0], [3.0, 5.0]]).mean(-1, keepdim=True))


# mean_transposed
show(torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]).t().mean(1))


# prod_int
show(torch.tensor([2, 3, 4], dtype=torch.int8).prod())


# st_prod_bool
show(torch.tensor([True, True, False]).prod(), torch.tensor([True, True]).prod())


# prod_dim_dtype
show(torch.tensor([[1, 2], [3, 4]]).prod(1, dtype=torch.float32))


# st_prod_empty
show(torch.tensor([]).prod(), torch.zeros(2, 0).prod(1))


# std_default
show(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64).std())


# st_std_unbiased_false
show(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64).std(unbiased=False))


# var_correction0
show(torch.tensor([1.0, 2.0, 3.0, 4.0]).var(0, correction=0))


# var_correction2
show(torch.tensor([1.0, 2.0, 3.0, 4.0]).var(0, correction=2))


# st_var_dim_tuple
show(torch.arange(12.0).reshape(2, 2, 3).var(dim=(0, 2)))


# std_one_element
show(torch.tensor([3.0]).std())


# var_one_element_dim
show(torch.tensor([[3.0, 4.0]]).var(0))


# std_int_error
attempt(lambda: torch.tensor([1, 2, 3]).std())


# var_mean_tuple
show(torch.var_mean(torch.tensor([1.0, 2.0, 3.0, 6.0]), unbiased=False))


# std_mean_dim
show(torch.std_mean(torch.tensor([[1.0, 3.0], [2.0, 6.0]]), dim=0))


# st_var_empty
show(torch.tensor([]).var())


# median_even
show(torch.tensor([4.0, 1.0, 3.0, 2.0]).median())


# median_dim_keepdim
show(torch.tensor([[4, 1, 3], [2, 9, 5]]).median(dim=1, keepdim=True))


# st_nanmedian_all_nan
show(torch.tensor([float('nan'), float('nan')]).nanmedian())


# st_median_nan
show(torch.tensor([1.0, float('nan'), 0.0]).median())


# quantile_linear
show(torch.quantile(torch.tensor([1.0, 2.0, 3.0, 4.0]), 0.4))


# quantile_lower_higher
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
show(x.quantile(0.4, interpolation='lower'), x.quantile(0.4, interpolation='higher'))


# quantile_midpoint_nearest
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
show(x.quantile(0.4, interpolation='midpoint'), x.quantile(0.5, interpolation='nearest'))


# quantile_list_q
show(torch.tensor([0.0, 10.0, 20.0]).quantile(torch.tensor([0.25, 0.5, 1.0])))


# quantile_dim_keepdim
show(torch.tensor([[0.0, 4.0, 8.0], [1.0, 2.0, 3.0]]).quantile(0.5, dim=1, keepdim=True))


# st_quantile_q_range
attempt(lambda: torch.tensor([1.0, 2.0]).quantile(1.5))


# quantile_int_error
attempt(lambda: torch.tensor([1, 2]).quantile(0.5))


# st_quantile_bad_interp
attempt(lambda: torch.tensor([1.0, 2.0]).quantile(0.5, interpolation='cubic'))


# nanquantile_basic
show(torch.tensor([1.0, float('nan'), 3.0]).nanquantile(0.5))


# quantile_with_nan
show(torch.tensor([1.0, float('nan'), 3.0]).quantile(0.5))


# st_mode_basic
show(torch.mode(torch.tensor([1, 2, 2, 3, 3])))


# st_mode_dim
show(torch.tensor([[1, 1, 2], [3, 2, 2]]).mode(dim=1))


# histc_minmax_auto
show(torch.tensor([1.0, 2.0, 2.0, 3.0]).histc(bins=3))


# histc_out_of_range
show(torch.histc(torch.tensor([-1.0, 0.5, 5.0]), bins=2, min=0, max=1))


# bincount_basic
show(torch.bincount(torch.tensor([0, 1, 1, 3])))


# bincount_weights
show(torch.tensor([0, 1, 1, 2]).bincount(weights=torch.tensor([0.5, 1.0, 2.0, 0.25])))


# bincount_minlength
show(torch.bincount(torch.tensor([1, 1]), minlength=5))


# bincount_empty
show(torch.bincount(torch.tensor([], dtype=torch.int64)))


# bincount_negative
attempt(lambda: torch.bincount(torch.tensor([0, -1])))


# bincount_float_err
attempt(lambda: torch.bincount(torch.tensor([0.0, 1.0])))


# count_nonzero_dims
show(torch.tensor([[0, 1, 2], [0, 0, 3]]).count_nonzero(dim=(0, 1)), torch.count_nonzero(torch.tensor([[0, 1, 2], [0, 0, 3]]), dim=0))


# count_nonzero_nan
show(torch.count_nonzero(torch.tensor([0.0, float('nan'), -0.0])))


# unique_sorted_inverse_counts
show(torch.unique(torch.tensor([3, 1, 3, 2, 1]), return_inverse=True, return_counts=True))


# unique_dim0
show(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 5]]), dim=0))


# unique_consecutive_counts
show(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 1]), return_counts=True))


# cumsum_int32_dtype
show(torch.tensor([1, 2, 3], dtype=torch.int32).cumsum(0))


# cumsum_bool
show(torch.tensor([True, False, True]).cumsum(0))


# st_cumsum_neg_dim
show(torch.tensor([[1, 2], [3, 4]]).cumsum(-1))


# cumprod_int_wrap
show(torch.tensor([100, 100, 100], dtype=torch.int16).cumprod(0))


# cumsum_int8_wrap
show(torch.tensor([100, 100], dtype=torch.int8).cumsum(0, dtype=torch.int8))


# st_cummax_nan
show(torch.tensor([1.0, float('nan'), 3.0]).cummax(0))


# cummin_ties
show(torch.cummin(torch.tensor([2, 1, 1, 3]), dim=0))


# logcumsumexp_inf
show(torch.tensor([float('-inf'), 0.0, float('-inf')], dtype=torch.float64).logcumsumexp(0))


# amax_dim_tuple
show(torch.tensor([[[1, 7], [3, 2]], [[5, 0], [4, 6]]]).amax(dim=(0, 2)))


# amin_keepdim_neg
show(torch.amin(torch.tensor([[1.0, -2.0], [0.5, 3.0]]), dim=-1, keepdim=True))


# st_amax_nan
show(torch.tensor([1.0, float('nan'), 2.0]).amax())


# st_amax_empty_err
attempt(lambda: torch.tensor([]).amax())


# amax_empty_dim_ok
show(torch.zeros(0, 3).amax(1))


# amax_empty_dim_err
attempt(lambda: torch.zeros(0, 3).amax(0))


# aminmax_bool
show(torch.tensor([True, False]).aminmax())


# argmax_ties_first
show(torch.tensor([1, 5, 5, 2]).argmax(), torch.tensor([3, 1, 1]).argmin())


# argmax_nan
show(torch.tensor([1.0, float('nan'), 7.0]).argmax(), torch.tensor([1.0, float('nan'), -7.0]).argmin())


# argmax_flat_2d
show(torch.tensor([[1, 9], [9, 0]]).argmax())


# argmax_dim_keepdim
show(torch.tensor([[1, 9, 3], [8, 0, 8]]).argmax(dim=1, keepdim=True))


# argmax_keepdim_nodim
show(torch.tensor([[1, 9], [2, 3]]).argmax(keepdim=True))


# argmin_empty_err
attempt(lambda: torch.tensor([]).argmin())


# argmax_bool
attempt(lambda: torch.tensor([False, True, True]).argmax())


# argmax_transposed
show(torch.tensor([[1, 9], [5, 2], [7, 3]]).t().argmax(1))


# max_two_tensors
show(torch.max(torch.tensor([1.0, 5.0, float('nan')]), torch.tensor([3.0, 2.0, 0.0])))


# min_broadcast
show(torch.min(torch.tensor([[1, 5], [7, 2]]), torch.tensor([3, 3])))


# max_mixed_dtype
show(torch.max(torch.tensor([1, 5]), torch.tensor([2.5, 0.5])))


# st_maximum_int_float
show(torch.maximum(torch.tensor([1, 2], dtype=torch.int32), torch.tensor([1.5, 0.5], dtype=torch.float64)))


# max_full_int
show(torch.tensor([[3, -1], [8, 2]]).max(), torch.tensor([[3, -1], [8, 2]]).min())


# st_max_empty_err
attempt(lambda: torch.tensor([]).max())


# st_max_dim_empty_err
attempt(lambda: torch.zeros(2, 0).max(1))


# max_0d
show(torch.tensor(4.5).max(), torch.tensor(4.5).max(dim=0))


# st_all_uint8
show(torch.tensor([1, 2, 0], dtype=torch.uint8).all(), torch.tensor([1, 2], dtype=torch.uint8).any())


# all_int_dim
show(torch.tensor([[1, 0], [2, 3]]).all(dim=1), torch.tensor([[1, 0], [0, 0]]).any(0))


# all_float
show(torch.tensor([0.5, -1.0]).all(), torch.tensor([0.0, -0.0]).any())


# st_all_empty
show(torch.tensor([]).all(), torch.tensor([]).any())


# any_nan
show(torch.tensor([float('nan'), 0.0]).any(), torch.tensor([float('nan')]).all())


# st_all_keepdim
show(torch.tensor([[True, False], [True, True]]).all(1, keepdim=True))


# norm_default
show(torch.tensor([3.0, 4.0], dtype=torch.float64).norm())


# norm_p1_pinf
x = torch.tensor([-3.0, 4.0, -5.0])
show(x.norm(p=1), x.norm(p=float('inf')), x.norm(p=float('-inf')))


# norm_p0
show(torch.tensor([0.0, 2.0, -1.0, 0.0]).norm(p=0))


# st_norm_dim
show(torch.tensor([[3.0, 4.0], [6.0, 8.0]]).norm(dim=1))


# norm_int_err
# PyTorch 2's torch.norm and Tensor.norm are linalg.vector_norm for a number or 'fro' p (1.13's words differ)
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))


# vector_norm_ord
show(torch.linalg.vector_norm(torch.tensor([1.0, -2.0, 2.0]), ord=3))


# vector_norm_dim_keepdim
show(torch.linalg.vector_norm(torch.tensor([[3.0, 4.0], [0.0, 1.0]]), ord=1, dim=0, keepdim=True))


# vector_norm_empty
show(torch.linalg.vector_norm(torch.tensor([])))


# dist_p
x = torch.tensor([1.0, 2.0, 3.0])
y = torch.tensor([1.0, 4.0, 0.0])
show(torch.dist(x, y), torch.dist(x, y, p=1), torch.dist(x, y, p=float('inf')), torch.dist(x, y, 0))


# dist_broadcast
show(torch.dist(torch.tensor([[0.0, 0.0], [3.0, 4.0]]), torch.tensor([0.0, 0.0])))


# logsumexp_inf_rows
show(torch.tensor([[float('-inf'), float('-inf')], [float('inf'), 1.0], [0.0, 0.0]], dtype=torch.float64).logsumexp(1))


# st_logsumexp_int
show(torch.logsumexp(torch.tensor([0, 0]), 0))


# logsumexp_keepdim_tuple
show(torch.logsumexp(torch.zeros(2, 2, dtype=torch.float64), dim=(0, 1), keepdim=True))


# st_nansum_int
show(torch.tensor([1, 2]).nansum(), torch.tensor([float('nan'), 1.5]).nansum())


# nansum_all_nan
show(torch.nansum(torch.tensor([float('nan'), float('nan')])))


# st_nanmean_dim
show(torch.tensor([[1.0, float('nan')], [float('nan'), float('nan')]]).nanmean(dim=1))


# cov_basic
show(torch.cov(torch.tensor([[0.0, 1.0, 2.0], [2.0, 1.0, 0.0]], dtype=torch.float64)))


# cov_correction0
show(torch.tensor([[0.0, 1.0, 2.0]], dtype=torch.float64).cov(correction=0))


# cov_fweights
show(torch.cov(torch.tensor([[0.0, 1.0, 3.0]], dtype=torch.float64), fweights=torch.tensor([1, 2, 1])))


# cov_aweights
show(torch.cov(torch.tensor([[0.0, 2.0, 4.0], [1.0, 1.0, 0.0]], dtype=torch.float64), aweights=torch.tensor([1.0, 0.5, 0.5], dtype=torch.float64)))


# cov_1d
show(torch.cov(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64)))


# cov_int
show(torch.cov(torch.tensor([[1, 2, 4], [0, 1, 1]])))


# corrcoef_basic
show(torch.corrcoef(torch.tensor([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0], [1.0, 2.0, 4.0]], dtype=torch.float64)))


# cov_fweights_neg_err
attempt(lambda: torch.cov(torch.tensor([[0.0, 1.0]]), fweights=torch.tensor([1, -1])))


# cov_3d_err
attempt(lambda: torch.cov(torch.zeros(2, 2, 2)))


# st_diff_basic
show(torch.tensor([1, 4, 9, 16]).diff(), torch.tensor([1, 4, 9, 16]).diff(n=2))


# diff_prepend_append
show(torch.diff(torch.tensor([1.0, 3.0]), prepend=torch.tensor([0.0]), append=torch.tensor([10.0, 11.0])))


# diff_dim0
show(torch.diff(torch.tensor([[1, 2], [4, 8], [9, 1]]), dim=0))


# st_diff_bool
show(torch.tensor([True, True, False]).diff())


# diff_n_large
show(torch.tensor([1, 2, 3]).diff(n=5))


# trapezoid_basic
show(torch.trapezoid(torch.tensor([1.0, 2.0, 3.0])), torch.trapezoid(torch.tensor([1.0, 2.0, 3.0]), dx=0.5))


# trapezoid_x
show(torch.trapezoid(torch.tensor([1.0, 2.0, 4.0]), x=torch.tensor([0.0, 1.0, 3.0])))


# trapezoid_2d_dim
show(torch.trapezoid(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), dim=0))


# cumulative_trapezoid_basic
show(torch.cumulative_trapezoid(torch.tensor([1.0, 2.0, 4.0, 8.0])))


# trapz_int
show(torch.trapezoid(torch.tensor([1, 2, 4])))


# renorm_basic
show(torch.tensor([[3.0, 4.0], [0.3, 0.4]]).renorm(p=2, dim=0, maxnorm=1.0))


# renorm_p1_dim1
show(torch.renorm(torch.tensor([[1.0, 2.0], [3.0, 2.0]]), 1, 1, 2.0))


# clamp_of_sum
show(torch.tensor([[1, 2], [3, 4]]).sum(1).clamp(max=5), torch.tensor([1.0, 2.0]).mean().clamp(0, 1))


# clamp_min_of_std
show(torch.tensor([[1.0, 1.0], [1.0, 3.0]], dtype=torch.float64).std(1).clamp_min(0.5))


# cov_aweights_fweights
show(torch.cov(torch.tensor([[1.0, 2.0, 4.0, 7.0]], dtype=torch.float64), fweights=torch.tensor([1, 2, 2, 1]), aweights=torch.tensor([0.5, 1.0, 1.0, 0.5], dtype=torch.float64)))


# cov_correction_too_big
show(torch.cov(torch.tensor([[1.0, 3.0]], dtype=torch.float64), correction=2))


# cov_single_obs
show(torch.cov(torch.tensor([[1.0], [2.0]], dtype=torch.float64)))


# cov_float_fweights_err
attempt(lambda: torch.cov(torch.tensor([[1.0, 2.0]]), fweights=torch.tensor([1.0, 2.0])))


# cov_int_aweights_err
attempt(lambda: torch.cov(torch.tensor([[1.0, 2.0]]), aweights=torch.tensor([1, 2])))


# cov_weights_len_err
attempt(lambda: torch.cov(torch.tensor([[1.0, 2.0, 3.0]]), fweights=torch.tensor([1, 2])))


# cov_zero_weights_err
attempt(lambda: torch.cov(torch.tensor([[1.0, 2.0]]), fweights=torch.tensor([0, 0])))


# cov_bool_err
attempt(lambda: torch.cov(torch.tensor([[True, False]])))


# cov_method_transposed
x = torch.tensor([[1.0, 0.0], [2.0, 1.0], [4.0, 1.0]], dtype=torch.float64)
show(x.t().cov())


# cov_float32_exact
show(torch.cov(torch.tensor([[0.0, 2.0, 4.0, 6.0], [1.0, 1.0, 3.0, 3.0]])))


# corrcoef_1d
show(torch.corrcoef(torch.tensor([1.0, 5.0, 3.0])))


# corrcoef_constant_row
show(torch.corrcoef(torch.tensor([[1.0, 1.0, 1.0], [1.0, 2.0, 3.0]], dtype=torch.float64)))


# corrcoef_method_int
show(torch.tensor([[1, 2, 3], [2, 4, 6]]).corrcoef())


# corrcoef_3d_err
attempt(lambda: torch.corrcoef(torch.zeros(1, 2, 3)))


# trapezoid_x_2d
show(torch.trapezoid(torch.tensor([[1.0, 2.0, 3.0], [0.0, 1.0, 0.0]]), torch.tensor([[0.0, 1.0, 2.0], [0.0, 2.0, 4.0]])))


# trapezoid_x_1d_dim0
show(torch.trapezoid(torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), torch.tensor([0.0, 0.5, 2.0]), dim=0))


# trapezoid_x_len_err
attempt(lambda: torch.trapezoid(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([0.0, 1.0])))


# trapezoid_empty
show(torch.trapezoid(torch.zeros(2, 0)), torch.trapezoid(torch.tensor([])))


# trapezoid_single
show(torch.trapezoid(torch.tensor([5.0])))


# trapezoid_bool_err
attempt(lambda: torch.trapezoid(torch.tensor([True, False])))


# trapz_alias
show(torch.trapz(torch.tensor([0.0, 1.0, 4.0, 9.0]), dx=2.0))


# trapezoid_float64_dx_int
show(torch.trapezoid(torch.tensor([1.0, 3.0], dtype=torch.float64), dx=3))


# trapezoid_dim_err
attempt(lambda: torch.trapezoid(torch.tensor([1.0, 2.0]), dim=1))


# cumulative_trapezoid_x
show(torch.cumulative_trapezoid(torch.tensor([1.0, 2.0, 3.0]), x=torch.tensor([0.0, 2.0, 3.0])))


# cumulative_trapezoid_dim0
show(torch.cumulative_trapezoid(torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 8.0]]), dim=0))


# cumulative_trapezoid_int_dx
show(torch.cumulative_trapezoid(torch.tensor([1, 2, 4]), dx=2))


# cumulative_trapezoid_single
show(torch.cumulative_trapezoid(torch.tensor([3.0])))


# renorm_half
show(torch.tensor([[3.0, 4.0], [1.0, 0.0]], dtype=torch.float16).renorm(2, 0, 2.5))


# renorm_inf
show(torch.renorm(torch.tensor([[1.0, -4.0], [2.0, 2.0]]), float('inf'), 0, 2.0))


# renorm_3d
show(torch.renorm(torch.ones(2, 2, 2, dtype=torch.float64), 2, 1, 1.0))


# renorm_1d_err
attempt(lambda: torch.renorm(torch.tensor([3.0, 4.0]), 2, 0, 1.0))


# renorm_neg_maxnorm_err
attempt(lambda: torch.renorm(torch.ones(2, 2), 2, 0, -1.0))


# renorm_p0_err
attempt(lambda: torch.renorm(torch.ones(2, 2), 0, 0, 1.0))


# renorm_int_err
attempt(lambda: torch.renorm(torch.ones(2, 2, dtype=torch.int64), 2, 0, 1.0))


# renorm_dim_err
attempt(lambda: torch.renorm(torch.ones(2, 2), 2, 2, 1.0))


# unique_unsorted_flag
show(torch.unique(torch.tensor([2, 2, 1]), sorted=True))


# unique_inverse_2d
show(torch.unique(torch.tensor([[2, 1], [1, 3]]), return_inverse=True))


# unique_dim1_counts
show(torch.unique(torch.tensor([[1, 2, 1], [0, 5, 0]]), dim=1, return_counts=True))


# st_unique_bool
show(torch.unique(torch.tensor([True, False, True]), return_counts=True))


# st_unique_empty
show(torch.unique(torch.tensor([], dtype=torch.int64), return_inverse=True, return_counts=True))


# unique_method
show(torch.tensor([3, 3, 1]).unique(return_inverse=True))


# unique_consecutive_inverse
show(torch.unique_consecutive(torch.tensor([5, 5, 1, 5]), return_inverse=True))


# unique_consecutive_dim
show(torch.unique_consecutive(torch.tensor([[1, 1], [1, 1], [2, 0]]), dim=0, return_counts=True))


# cumsum_2d_neg
show(torch.arange(6).reshape(2, 3).cumsum(dim=-2))


# cumsum_0d
show(torch.tensor(5).cumsum(0), torch.tensor(2.5).cumprod(-1))


# cumsum_empty
show(torch.tensor([]).cumsum(0))


# cumsum_int64_wrap
show(torch.tensor([9223372036854775807, 1]).cumsum(0))


# cumprod_dtype_f64
show(torch.tensor([2, 3, 4]).cumprod(0, dtype=torch.float64))


# st_cumprod_bool
show(torch.tensor([True, True, False, True]).cumprod(0))


# cumsum_strided
show(torch.arange(10)[::3].cumsum(0))


# cumsum_bad_dim
attempt(lambda: torch.tensor([1, 2]).cumsum(1))


# cummax_2d_dim1
show(torch.tensor([[1, 3, 2], [4, 0, 5]]).cummax(dim=1))


# cummin_neg_dim_float
show(torch.tensor([[3.0, 1.0], [2.0, 5.0]]).cummin(-2))


# st_cummax_bool
show(torch.tensor([False, True, False]).cummax(0))


# logcumsumexp_2d
show(torch.logcumsumexp(torch.zeros(2, 2, dtype=torch.float64), dim=1))


# logsumexp_neg_inf_all
show(torch.logsumexp(torch.tensor([float('-inf'), float('-inf')]), 0))


# st_logsumexp_empty
show(torch.logsumexp(torch.zeros(0, 2), 0))


# logsumexp_nan
show(torch.logsumexp(torch.tensor([float('nan'), 1.0]), 0))


# std_keepdim_tuple
show(torch.arange(8.0, dtype=torch.float64).reshape(2, 2, 2).std(dim=(1, 2), keepdim=True))


# std_correction_kw_dim
show(torch.std(torch.tensor([[1.0, 2.0], [3.0, 5.0]], dtype=torch.float64), dim=1, correction=0))


# var_bfloat16
show(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.bfloat16).var())


# var_float16_dim
show(torch.tensor([[1.0, 3.0], [2.0, 2.0]], dtype=torch.float16).var(1))


# var_unbiased_positional
show(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64).var(0, False))


# std_mean_correction
show(torch.std_mean(torch.tensor([2.0, 4.0, 6.0], dtype=torch.float64), dim=0, correction=0, keepdim=True))


# var_mean_int_err
attempt(lambda: torch.var_mean(torch.tensor([1, 2, 3])))


# std_0d
show(torch.tensor(2.0).std(), torch.tensor(2.0).var(unbiased=False))


# std_strided_rows
show(torch.tensor([[1.0, 9.0], [3.0, 9.0], [5.0, 9.0], [7.0, 9.0]], dtype=torch.float64)[::2].std(0))


# sum_axis_alias
show(torch.tensor([[1, 2], [3, 4]]).sum(axis=0), torch.sum(torch.tensor([[1, 2], [3, 4]]), axis=1, keepdim=True))


# sum_item_python
x = torch.tensor([1.5, 2.5, 3.0], dtype=torch.float64)
show(x.sum().item(), float(x.mean()), int(torch.tensor([4, 9, 2]).argmax()))


# sum_bool_dtype
show(torch.tensor([True, True]).sum(dtype=torch.float32), torch.tensor([True, True, False]).sum(0, dtype=torch.bool))


# sum_expanded
show(torch.tensor([[1], [2]]).expand(2, 3).sum(1))


# sum_slice_step
show(torch.arange(12).reshape(3, 4)[:, 1::2].sum(1))


# sum_float_int_dtype_err
show(torch.tensor([1.7, 2.6]).sum(dtype=torch.int64))


# mean_dim_tuple_neg
show(torch.arange(24.0).reshape(2, 3, 4).mean((-1, -3)))


# mean_bfloat16
show(torch.tensor([1.0, 2.0, 3.0, 5.0], dtype=torch.bfloat16).mean())


# mean_dtype_half
show(torch.tensor([1.0, 2.0], dtype=torch.float64).mean(dtype=torch.float16))


# mean_int_dtype_int_err
attempt(lambda: torch.tensor([1, 2]).mean(dtype=torch.int32))


# mean_bad_dim
attempt(lambda: torch.ones(2, 3).mean(dim=3))


# mean_0d
show(torch.tensor(7.0).mean(), torch.tensor(7.0).mean(0), torch.tensor(7.0).sum(-1))


# mean_0d_bad_dim
attempt(lambda: torch.tensor(7.0).mean(1))


# div_by_count
x = torch.tensor([[2.0, 4.0], [6.0, 8.0]])
show(x.sum(0) / x.shape[0], x.float().mean(1))


# prod_int32_wrap
show(torch.tensor([65536, 65536], dtype=torch.int32).prod(), torch.tensor([65536, 65536], dtype=torch.int32).prod(0))


# prod_keepdim_neg
show(torch.tensor([[1.0, 2.0], [3.0, 4.0]]).prod(-1, keepdim=True))


# prod_with_zero_nan
show(torch.tensor([0.0, float('nan')]).prod(), torch.tensor([float('inf'), 0.0]).prod())


# st_median_int
show(torch.tensor([5, 3, 9, 1]).median(), torch.tensor([5, 3, 9]).median(0))


# st_median_empty
show(torch.tensor([]).median())


# median_0d_dim
show(torch.tensor(3.0).median(0))


# st_nanmedian_dim
show(torch.tensor([[1.0, float('nan'), 3.0], [float('nan'), float('nan'), 2.0]]).nanmedian(dim=1))


# median_transposed
show(torch.tensor([[3, 1], [2, 5], [7, 0]]).t().median(1))


# mode_float_ties
show(torch.tensor([2.5, 1.5, 2.5, 1.5]).mode())


# st_mode_keepdim
show(torch.mode(torch.tensor([[1, 2, 2], [4, 4, 3]]), 1, keepdim=True))


# quantile_q_dtype_err
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), torch.tensor([0.5], dtype=torch.float64)))


# quantile_empty_err
attempt(lambda: torch.tensor([]).quantile(0.5))


# quantile_f64_multi
show(torch.tensor([1.0, 3.0, 2.0, 8.0], dtype=torch.float64).quantile(torch.tensor([0.0, 0.1, 0.9], dtype=torch.float64)))


# quantile_2d_q_dim
show(torch.tensor([[1.0, 2.0], [3.0, 6.0]]).quantile(torch.tensor([0.5, 1.0]), dim=0))


# quantile_neg_q
attempt(lambda: torch.tensor([1.0, 2.0]).quantile(-0.1))


# nanquantile_dim_all_nan
show(torch.tensor([[float('nan'), float('nan')], [1.0, 3.0]]).nanquantile(0.5, dim=1))


# quantile_nearest_half
show(torch.tensor([1.0, 2.0, 3.0, 4.0]).quantile(torch.tensor([0.5, 1.0 / 6]), interpolation='nearest'))


# histc_float64
show(torch.tensor([0.5, 1.5, 1.5, 2.9], dtype=torch.float64).histc(bins=3, min=0.0, max=3.0))


# bincount_uint8
show(torch.bincount(torch.tensor([2, 0, 2], dtype=torch.uint8)))


# bincount_weights_f64
show(torch.bincount(torch.tensor([1, 1, 0]), torch.tensor([0.5, 0.25, 2.0], dtype=torch.float64), minlength=3))


# bincount_int_weights
show(torch.bincount(torch.tensor([0, 0, 1]), weights=torch.tensor([2, 3, 4])))


# bincount_2d_err
attempt(lambda: torch.bincount(torch.tensor([[0, 1]])))


# bincount_weights_len_err
attempt(lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.tensor([1.0])))


# bincount_minlength_neg
attempt(lambda: torch.bincount(torch.tensor([0, 1]), minlength=-1))


# count_nonzero_empty
show(torch.count_nonzero(torch.zeros(0, 3), dim=0), torch.tensor([]).count_nonzero())


# count_nonzero_bool_neg_dim
show(torch.tensor([[True, False], [True, True]]).count_nonzero(-1))


# count_nonzero_bad_dim
attempt(lambda: torch.tensor([1, 0]).count_nonzero(dim=1))


# max_dim_bfloat16
show(torch.tensor([[1.5, -2.0], [3.0, 3.0]], dtype=torch.bfloat16).max(dim=1))


# min_bool
show(torch.tensor([True, False]).min(), torch.tensor([[True, False]]).min(1))


# max_dim_values_idiom
x = torch.tensor([[1.0, 7.0, 3.0], [9.0, 2.0, 4.0]])
show(x.max(dim=1)[0], torch.max(x, 1).indices, x.max(1, keepdim=True).values)


# max_dim_kw_err
attempt(lambda: torch.max(torch.tensor([1.0, 2.0]), dim=2))


# max_other_shape_err
attempt(lambda: torch.max(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0, 3.0])))


# amax_int_dim_neg
show(torch.tensor([[4, -2, 7], [1, 8, 0]], dtype=torch.int16).amax(-1), torch.tensor([[4, -2, 7], [1, 8, 0]]).amin(0))


# st_amax_bool
show(torch.tensor([[False, True], [False, False]]).amax(1))


# amax_dup_dim_err
attempt(lambda: torch.ones(2, 2).amax((1, 1)))


# aminmax_keepdim_none
show(torch.aminmax(torch.tensor([[3.0, -1.0], [2.0, 8.0]])))


# aminmax_nan
show(torch.tensor([1.0, float('nan')]).aminmax())


# argmax_0d
show(torch.tensor(3.0).argmax(), torch.tensor(3.0).argmin(dim=0))


# argmax_half_dim
show(torch.tensor([[1.0, 2.0], [4.0, 3.0]], dtype=torch.float16).argmax(dim=0))


# argmax_dim_empty_err
attempt(lambda: torch.zeros(0, 2).argmax(dim=0))


# argmax_inf
show(torch.tensor([float('-inf'), float('inf'), 1.0]).argmax(), torch.tensor([float('-inf'), float('-inf')]).argmin())


# norm_tuple_dim
show(torch.tensor([[[3.0, 4.0]], [[0.0, 0.0]]]).norm(dim=(1, 2)))


# norm_p1_dim_keepdim
show(torch.norm(torch.tensor([[1.0, -2.0], [-3.0, 4.0]]), p=1, dim=1, keepdim=True))


# st_norm_fro
show(torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=torch.float64).norm(p='fro'))


# norm_half
show(torch.tensor([3.0, 4.0], dtype=torch.float16).norm())


# norm_empty
show(torch.tensor([]).norm(), torch.zeros(0, 2).norm(dim=0))


# norm_pneg
show(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64).norm(p=-1))


# linalg_norm_vector
show(torch.linalg.norm(torch.tensor([3.0, 4.0])), torch.linalg.norm(torch.tensor([3.0, -4.0]), ord=1))


# vector_norm_dtype_narrow_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3.0], dtype=torch.float64), dtype=torch.float32))


# dist_int_err
attempt(lambda: torch.dist(torch.tensor([1, 2]), torch.tensor([3, 4])))


# dist_f64_p3
show(torch.dist(torch.tensor([0.0, 0.0], dtype=torch.float64), torch.tensor([1.0, 2.0], dtype=torch.float64), p=3))


# all_keepdim_uint8_dim
show(torch.tensor([[1, 0], [3, 4]], dtype=torch.uint8).all(dim=1, keepdim=True))


# any_int8
show(torch.tensor([0, -1], dtype=torch.int8).any(), torch.tensor([[0, 0], [0, 2]], dtype=torch.int8).any(1))


# all_bad_dim
attempt(lambda: torch.tensor([True]).all(dim=1))


# all_0d
show(torch.tensor(0).all(), torch.tensor(2.0).any(0))


# clamp_reduction_chain
x = torch.tensor([[1.0, -3.0], [2.0, 5.0]])
show(x.amax(1).clamp(max=3.0), x.sum(0).clamp(-1.0, 4.0), x.std(1).clamp_max(2.0))


# sum_positional_keepdim
show(torch.tensor([[1, 2], [3, 4]]).sum(1, True), torch.sum(torch.tensor([[1, 2], [3, 4]]), (0, 1)))


# sum_dim_empty_list
show(torch.tensor([[1, 2], [3, 4]]).sum(dim=[]))


# sum_int32_dim_dtype
show(torch.tensor([[1, 2], [3, 4]], dtype=torch.int32).sum(0), torch.tensor([1, 2], dtype=torch.uint8).sum(0))


# sum_neg_zero
show(torch.tensor([-0.0, -0.0]).sum(), torch.tensor([-0.0]).sum(0))


# sum_inf_nan
show(torch.tensor([float('inf'), float('-inf')]).sum(), torch.tensor([float('inf'), 1.0]).sum())


# mean_dim_empty_list
show(torch.tensor([[1.0, 2.0], [3.0, 4.0]]).mean(dim=[]))


# mean_float_of_int
show(torch.arange(6).reshape(2, 3).float().mean(dim=0))


# mean_keepdim_3d
show(torch.ones(2, 3, 4).mean(dim=(0, 2), keepdim=True).shape)


# prod_positional_all
show(torch.prod(torch.tensor([[1, 2], [3, 4]]), 0, keepdim=True, dtype=torch.float64))


# std_positional_unbiased_keepdim
show(torch.std(torch.tensor([[1.0, 3.0], [5.0, 9.0]], dtype=torch.float64), 0, True, True))


# std_bad_dim
attempt(lambda: torch.tensor([[1.0, 2.0]]).std(dim=2))


# var_dim_none_correction
show(torch.var(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), dim=None, correction=0))


# var_mean_one_element
show(torch.var_mean(torch.tensor([2.0])))


# std_inf
show(torch.tensor([1.0, float('inf')]).std())


# std_large_offset
show(torch.tensor([1e8 + 1, 1e8 + 3], dtype=torch.float64).std())


# max_positional_keepdim
show(torch.max(torch.tensor([[1, 5], [7, 2]]), 1, True))


# min_keepdim_int
show(torch.min(torch.tensor([[1, 5], [7, 2]]), dim=0, keepdim=True))


# max_1d_empty_dim_err
attempt(lambda: torch.tensor([]).max(0))


# max_int_nan_other
show(torch.max(torch.tensor([1, 2]), torch.tensor([float('nan'), 1.0])))


# amax_dim_empty_tuple
show(torch.tensor([[1, 5], [7, 2]]).amax(dim=()), torch.tensor([[1, 5], [7, 2]]).amin(()))


# amax_float16
show(torch.tensor([1.0, -65504.0, 3.5], dtype=torch.float16).amax(), torch.tensor([1.0, -65504.0], dtype=torch.float16).amin())


# aminmax_dim_empty_err
attempt(lambda: torch.aminmax(torch.zeros(0, 2), dim=0))


# aminmax_empty_dim_ok
show(torch.aminmax(torch.zeros(0, 2), dim=1))


# argmin_keepdim_dim
show(torch.tensor([[3, 1, 1], [0, 0, 2]]).argmin(dim=1, keepdim=True))


# argmax_bad_dim
attempt(lambda: torch.tensor([[1, 2]]).argmax(dim=-3))


# argmax_all_nan
show(torch.tensor([float('nan'), float('nan')]).argmax(), torch.tensor([[2.0, float('nan')], [float('nan'), 1.0]]).argmin(1))


# diff_n0
show(torch.tensor([1, 2, 4]).diff(n=0))


# st_diff_0d_err
attempt(lambda: torch.tensor(3).diff())


# diff_half
show(torch.tensor([1.0, 2.5, 2.0], dtype=torch.float16).diff())


# diff_dim_err
attempt(lambda: torch.tensor([1, 2]).diff(dim=1))


# diff_append_2d
show(torch.tensor([[1, 2], [3, 5]]).diff(dim=1, append=torch.tensor([[0], [0]])))


# diff_append_shape_err
attempt(lambda: torch.tensor([[1, 2], [3, 5]]).diff(dim=1, append=torch.tensor([0, 0])))


# diff_transposed
show(torch.tensor([[1, 4], [2, 8], [3, 16]]).t().diff())


# logsumexp_0d
show(torch.logsumexp(torch.tensor(2.0), 0))


# logsumexp_multi_nokeep
show(torch.logsumexp(torch.zeros(2, 3, 2, dtype=torch.float64), (0, 2)))


# logsumexp_bad_dim
attempt(lambda: torch.logsumexp(torch.zeros(2), 1))


# logsumexp_method_bool
show(torch.tensor([True, False]).logsumexp(0))


# nanmean_empty
show(torch.tensor([]).nanmean())


# nansum_bfloat16
show(torch.tensor([1.5, float('nan'), 2.0], dtype=torch.bfloat16).nansum())


# nansum_dtype_dim
show(torch.tensor([[1.0, float('nan')], [2.0, 3.0]]).nansum(dim=1, dtype=torch.float64))


# nanmean_keepdim
show(torch.nanmean(torch.tensor([[1.0, float('nan'), 3.0]]), dim=1, keepdim=True))


# nansum_bool
show(torch.tensor([True, True, False]).nansum())


# count_nonzero_tuple_neg
show(torch.count_nonzero(torch.tensor([[[1, 0], [0, 0]], [[1, 1], [0, 2]]]), dim=(-1, 0)))


# count_nonzero_dup_err
attempt(lambda: torch.count_nonzero(torch.ones(2, 2), dim=(0, 0)))


# st_cumsum_inplace
x = torch.tensor([1, 2, 3])
x.cumsum_(0)
show(x)


# cumsum_bad_neg_dim
attempt(lambda: torch.tensor([[1, 2]]).cumsum(-3))


# cummax_bad_dim
attempt(lambda: torch.tensor([1, 2]).cummax(1))


# cummin_nan_then
show(torch.tensor([3.0, float('nan'), 1.0, float('nan')]).cummin(0))


# cumprod_neg_zero
show(torch.tensor([-1.0, 0.0, 5.0]).cumprod(0))


# cumsum_method_dtype_int
show(torch.tensor([1.5, 2.5]).cumsum(0, dtype=torch.int32))


# logcumsumexp_neg_dim_f64
show(torch.tensor([[0.0, 1.0], [2.0, 3.0]], dtype=torch.float64).logcumsumexp(-2))


# unique_sorted_false_ints
show(torch.unique(torch.tensor([2, 2, 2])))


# unique_2d_flatten
show(torch.tensor([[4, 4], [1, 4]]).unique(return_counts=True))


# unique_consecutive_2d_flat
show(torch.tensor([[1, 1], [2, 1]]).unique_consecutive())


# unique_consecutive_empty
show(torch.unique_consecutive(torch.tensor([]), return_counts=True, return_inverse=True))


# unique_dim_inverse
show(torch.unique(torch.tensor([[3, 0], [1, 2], [3, 0]]), dim=0, return_inverse=True))


# mode_empty_dim_err
attempt(lambda: torch.zeros(2, 0).mode(1))


# mode_bool
show(torch.tensor([True, False, True]).mode())


# renorm_zero_maxnorm
show(torch.renorm(torch.tensor([[1.0, 2.0], [0.0, 0.0]]), 2, 0, 0))


# renorm_p_float
show(torch.tensor([[2.0, 2.0], [1.0, 0.0]], dtype=torch.float64).renorm(p=1.5, dim=1, maxnorm=1.0))


# trapezoid_x_2d_broadcast_dim0
show(torch.trapezoid(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([[0.0, 0.0], [1.0, 2.0]]), dim=0))


# trapezoid_both_err_int_x
show(torch.trapezoid(torch.tensor([1, 2, 3]), torch.tensor([0, 1, 3])))


# cov_empty_obs
show(torch.cov(torch.zeros(2, 0, dtype=torch.float64)))
