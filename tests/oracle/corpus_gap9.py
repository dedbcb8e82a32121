# Twin of tests/golden/corpus_gap9.cst (its tensors live on cuda:0).
import math  # noqa: F401
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's deprecation warnings and out='s resize warnings (stderr) are not part of the output.
warnings.filterwarnings("ignore")
torch2.install()
torch2.install_out()


def ctc_gpu(message):
    """PyTorch's CUDA kernel of ctc_loss names itself ctc_loss_gpu in its checks."""
    return message.replace("(while checking arguments for ctc_loss_cpu)", "(while checking arguments for ctc_loss_gpu)")


def attempt(fn):
    cuda_repr.attempt(fn, ctc_gpu)

# cr_max_dim_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
r = torch.max(x, 1, out=(v, i))
show(r)
show(v, i)

# cr_min_dim_out_keepdim
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
torch.min(x, 0, keepdim=True, out=(v, i))
show(v, i, v.shape)

# cr_max_dim_out_list
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.max(x, dim=1, out=[torch.empty(0), torch.empty(0, dtype=torch.int64)]))

# cr_max_dim_out_resized
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.zeros(5)
i = torch.zeros(5, dtype=torch.int64)
torch.max(x, 1, out=(v, i))
show(v.shape, i.shape, v, i)

# cr_max_dim_out_bad_values_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.max(x, 1, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))

# cr_max_dim_out_bad_indices_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.min(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_max_full_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
r = torch.max(x, out=o)
show(r, o, o.shape)

# cr_min_full_out_cast
x = torch.tensor([[1, 5, 3], [4, 2, 6]])
o = torch.zeros(3, dtype=torch.float64)
torch.min(x, out=o)
show(o)

# cr_max_method_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: x.amax(1, out=torch.empty(0)))

# cr_argmax_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0, dtype=torch.int64)
r = torch.argmax(x, 1, out=o)
show(r, o)

# cr_argmax_flat_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.zeros(4, dtype=torch.int64)
show(torch.argmax(x, out=o), o.shape)

# cr_argmin_keepdim_out_resized
x = torch.tensor([[1, 2, 3]])
show(torch.argmin(x, 1, keepdim=True, out=torch.empty(5, dtype=torch.int64)))

# cr_argmax_out_int32
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.argmax(x, 1, out=torch.empty(0, dtype=torch.int32)))

# cr_argmin_out_float
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.argmin(x, out=torch.empty(0)))

# cr_argmax_out_row_view
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
buf = torch.zeros(2, 2, dtype=torch.int64)
torch.argmax(x, 1, out=buf[:, 0])
show(buf)

# cr_amax_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
show(torch.amax(x, 1, out=o), o)

# cr_amin_dims_out_keepdim
x = torch.arange(24.).reshape(2, 3, 4)
show(torch.amin(x, (0, 2), keepdim=True, out=torch.empty(0)))

# cr_amin_whole_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.amin(x, out=torch.empty(0)))

# cr_amax_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.amax(x, 1, out=torch.empty(0, dtype=torch.float64)))

# cr_amax_out_int_dtype
attempt(lambda: torch.amax(torch.tensor([[1, 2, 3]]), 1, out=torch.empty(0, dtype=torch.int32)))

# cr_amax_out_noncontig
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.zeros(3, 2).t()
torch.amax(x, 0, out=v)
show(v, v.stride())

# cr_aminmax_dim_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
lo = torch.empty(0)
hi = torch.empty(0)
show(torch.aminmax(x, dim=1, out=(lo, hi)))
show(lo, hi)

# cr_aminmax_whole_out_resized
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
lo = torch.zeros(2)
hi = torch.zeros(2)
torch.aminmax(x, out=(lo, hi))
show(lo, hi, lo.shape)

# cr_aminmax_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.aminmax(x, dim=0, out=(torch.empty(0, dtype=torch.float64), torch.empty(0))))

# cr_sort_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
r = torch.sort(x, out=(v, i))
show(r)
show(v, i)

# cr_sort_out_descending_dim0
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
torch.sort(x, 0, descending=True, out=(v, i))
show(v, i)

# cr_sort_out_stable_kw
x = torch.tensor([2, 1, 2, 1])
v = torch.empty(0, dtype=torch.int64)
i = torch.empty(0, dtype=torch.int64)
show(torch.sort(x, stable=True, out=(v, i)))

# cr_sort_out_noncontig
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.zeros(3, 2).t()
i = torch.empty(0, dtype=torch.int64)
torch.sort(x, out=(v, i))
show(v, v.stride(), v.is_contiguous())

# cr_sort_out_aliases_input
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
i = torch.empty(0, dtype=torch.int64)
torch.sort(x.clone(), out=(x, i))
show(x, i)

# cr_sort_out_bad_indices
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.sort(x, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_sort_out_bad_values
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.sort(x, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))

# cr_sort_out_three
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.sort(x, out=(torch.empty(0), torch.empty(0, dtype=torch.int64), torch.empty(0))))

# cr_topk_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
show(torch.topk(x, 2, out=(v, i)))
show(v, i)

# cr_topk_smallest_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.topk(x, 1, dim=0, largest=False, out=(torch.empty(0), torch.empty(0, dtype=torch.int64))))

# cr_topk_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.topk(x, 2, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))

# cr_topk_out_indices_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.topk(x, 2, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_kthvalue_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
show(torch.kthvalue(x, 2, out=(v, i)))
show(v, i)

# cr_kthvalue_keepdim_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.kthvalue(x, 1, 0, True, out=(torch.empty(0), torch.empty(0, dtype=torch.int64))))

# cr_kthvalue_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.kthvalue(x, 2, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))

# cr_median_dim_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
show(torch.median(x, 1, out=(v, i)))
show(v, i)

# cr_median_nan_out
x = torch.tensor([[1., float('nan'), 3.]])
show(torch.median(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int64))))

# cr_nanmedian_dim_out
x = torch.tensor([[1., float('nan'), 3.]])
show(torch.nanmedian(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int64))))

# cr_mode_out
x = torch.tensor([[1, 1, 2], [3, 2, 2]])
v = torch.empty(0, dtype=torch.int64)
i = torch.empty(0, dtype=torch.int64)
show(torch.mode(x, 1, out=(v, i)))
show(v, i)

# cr_std_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
show(torch.std(x, 1, out=o), o)

# cr_std_out_keepdim
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.std(x, 1, keepdim=True, out=torch.empty(0)))

# cr_std_correction_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.std(x, 1, correction=0, out=torch.empty(0)))

# cr_var_out_float64
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.var(x, 1, out=torch.empty(0, dtype=torch.float64)))

# cr_var_dims_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.var(x, (0, 1), out=torch.zeros(2)))

# cr_std_int_out
attempt(lambda: torch.std(torch.tensor([[1, 2, 3]]), 1, out=torch.empty(0)))

# cr_nansum_out
x = torch.tensor([[1., float('nan'), 3.], [4., 2., float('nan')]])
o = torch.empty(0)
show(torch.nansum(x, 1, out=o), o)

# cr_nansum_out_float64
x = torch.tensor([[1., float('nan'), 3.]])
show(torch.nansum(x, 1, out=torch.empty(0, dtype=torch.float64)))

# cr_nansum_int_out
x = torch.tensor([[1, 2, 3]])
show(torch.nansum(x, 1, out=torch.empty(0, dtype=torch.int64)), torch.nansum(x, 1, out=torch.empty(0)))

# cr_nanmean_out
x = torch.tensor([[1., float('nan'), 3.], [4., 2., float('nan')]])
o = torch.empty(0)
show(torch.nanmean(x, 1, out=o), o)

# cr_nanmean_out_float64
x = torch.tensor([[1., float('nan'), 3.]])
show(torch.nanmean(x, 1, out=torch.empty(0, dtype=torch.float64)))

# cr_any_out
x = torch.tensor([[0, 1], [0, 0]])
o = torch.empty(0, dtype=torch.bool)
show(torch.any(x, 1, out=o), o)

# cr_all_out
x = torch.tensor([[0, 1], [0, 0]])
show(torch.all(x, out=torch.empty(0, dtype=torch.bool)))

# cr_all_out_uint8
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.all(x, out=torch.empty(0, dtype=torch.uint8)))

# cr_any_out_resized
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.zeros(3, dtype=torch.bool)
torch.any(x, out=o)
show(o, o.shape)

# cr_any_out_float
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.any(x, 1, out=torch.empty(0)))

# cr_all_out_long
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.all(x, 0, out=torch.empty(0, dtype=torch.int64)))

# cr_where_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
show(torch.where(x > 2, x, torch.zeros(3), out=o), o)

# cr_where_out_aliases_input
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
torch.where(x > 2, x, torch.zeros(3), out=x)
show(x)

# cr_where_out_promoted
a = torch.tensor([1, 2, 3])
b = torch.tensor([0.5, 0.5, 0.5])
show(torch.where(a > 1, a, b, out=torch.empty(0)))

# cr_where_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.where(x > 2, x, x, out=torch.empty(0, dtype=torch.float64)))

# cr_where_out_scalar
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.where(x > 2, x, 0., out=torch.empty(0)))

# cr_logsumexp_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
show(torch.logsumexp(x, 1, out=o), o)

# cr_logsumexp_out_float64
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.logsumexp(x, 1, out=torch.empty(0, dtype=torch.float64)))

# cr_logsumexp_int_out
x = torch.tensor([[1, 2, 3]])
show(torch.logsumexp(x, 1, out=torch.empty(0)))

# cr_logsumexp_out_long
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.logsumexp(x, 1, out=torch.empty(0, dtype=torch.int64)))

# cr_logsumexp_out_view
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
buf = torch.zeros(2, 3)
torch.logsumexp(x, 1, out=buf[0, :2])
show(buf)

# cr_cummax_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
show(torch.cummax(x, 1, out=(v, i)))
show(v, i)

# cr_cummin_out
x = torch.tensor([[3, 1, 2]])
show(torch.cummin(x, 1, out=(torch.empty(0, dtype=torch.int64), torch.empty(0, dtype=torch.int64))))

# cr_cummax_out_aliases_input
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
i = torch.empty(0, dtype=torch.int64)
torch.cummax(x, 1, out=(x, i))
show(x, i)

# cr_cummax_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.cummax(x, 1, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))

# cr_cummin_out_indices_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.cummin(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_norm_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
show(torch.norm(x, out=o), o)

# cr_norm_dim_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.norm(x, dim=1, out=torch.empty(0)), torch.norm(x, 1, dim=1, out=torch.empty(0)))

# cr_norm_dim_out_keepdim
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.norm(x, dim=1, keepdim=True, out=torch.empty(0)))

# cr_vector_norm_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
o = torch.empty(0)
show(torch.linalg.vector_norm(x, out=o), o)

# cr_vector_norm_inf_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.linalg.vector_norm(x, ord=float('inf'), dim=0, out=torch.empty(0)))

# cr_vector_norm_out_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.linalg.vector_norm(x, out=torch.empty(0, dtype=torch.float64)))

# cr_vector_norm_dtype_kw_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.linalg.vector_norm(x, dim=1, dtype=torch.float64, out=torch.empty(0)))

# cr_sum_out_neighbour
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
show(torch.sum(x, 1, out=torch.empty(0)), torch.mean(x, 0, out=torch.zeros(7)))

# cr_median_out_indices_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.median(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_nanmedian_out_values_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.nanmedian(x, 0, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))

# cr_mode_out_dtype
x = torch.tensor([[1., 1., 2.], [3., 2., 2.]])
attempt(lambda: torch.mode(x, 1, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int64))))
attempt(lambda: torch.mode(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_kthvalue_out_indices_dtype
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: torch.kthvalue(x, 1, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))

# cr_maximum_style_max_out
a = torch.tensor([1., 5., 3.])
b = torch.tensor([4., 2., 6.])
o = torch.empty(0)
show(torch.max(a, b, out=o), o, torch.min(a, b, out=torch.zeros(3, dtype=torch.float64)))

# cr_sort_method_out
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
attempt(lambda: x.sort(out=(torch.empty(0), torch.empty(0, dtype=torch.int64))))

# cr_out_results_unpack
x = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
v = torch.empty(0)
i = torch.empty(0, dtype=torch.int64)
values, indices = torch.topk(x, 1, out=(v, i))
r = torch.sort(x, 0, out=(torch.empty(0), torch.empty(0, dtype=torch.int64)))
show(values, indices, r.values, r[1], type(r).__name__)

# cr_scalar_tensor_default
show(torch.scalar_tensor(3), torch.scalar_tensor(2.5), torch.scalar_tensor(True))

# cr_scalar_tensor_dtype
show(torch.scalar_tensor(3.5, dtype=torch.float64), torch.scalar_tensor(2, dtype=torch.int32))
show(torch.scalar_tensor(7, dtype=torch.int64).dtype, torch.scalar_tensor(1, dtype=torch.bool))

# cr_scalar_tensor_device
t = torch.scalar_tensor(4, device='cpu')
show(t.device, t.dim(), t.shape)

# cr_scalar_tensor_from_tensor
show(torch.scalar_tensor(torch.tensor(2.)))

# cr_scalar_tensor_str
attempt(lambda: torch.scalar_tensor('a'))

# cr_scalar_tensor_overflow
attempt(lambda: torch.scalar_tensor(300, dtype=torch.uint8))

# cr_add_bool_alpha_true
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
show(torch.add(b, c, alpha=True), torch.add(b, c, alpha=False))

# cr_add_bool_alpha_int
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
r = torch.add(b, c, alpha=2)
show(r, r.dtype)

# cr_add_bool_number_alpha
b = torch.tensor([True, False, True])
show(torch.add(b, True, alpha=2), torch.add(b, False, alpha=0), torch.add(b, torch.zeros(3, dtype=torch.bool), alpha=0))

# cr_add_bool_method_alpha
b = torch.tensor([True, False, False])
c = torch.tensor([False, False, True])
show(b.add(c, alpha=True))
b.add_(c, alpha=True)
show(b)

# cr_add_bool_alpha_int_result
b = torch.tensor([True, False, True])
attempt(lambda: torch.add(b, torch.tensor([1, 2, 3]), alpha=True))

# cr_add_float_bool_alpha
b = torch.tensor([True, False, True])
attempt(lambda: torch.add(torch.tensor([1., 2., 3.]), b, alpha=True))

# cr_add_bool_alpha_float
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
attempt(lambda: torch.add(b, c, alpha=0.5))

# cr_sub_two_bools
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
attempt(lambda: torch.sub(b, c))
attempt(lambda: b - c)

# cr_sub_bool_number
b = torch.tensor([True, False, True])
attempt(lambda: b - 1)
attempt(lambda: torch.sub(torch.tensor([1, 2, 3]), b))

# cr_sub_bool_true
b = torch.tensor([True, False, True])
attempt(lambda: b - True)

# cr_sub_bool_method
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
attempt(lambda: b.sub(c))
attempt(lambda: b.sub_(c))

# cr_sub_bool_alpha
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
attempt(lambda: torch.sub(b, c, alpha=True))

# cr_rsub_bool
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
attempt(lambda: torch.rsub(b, c))

# cr_grid_bicubic_zeros
x = torch.arange(12.).reshape(1, 1, 3, 4)
g = torch.tensor([[[[-1., -1.], [0., 0.], [0.5, -0.25]], [[1., 1.], [-0.3, 0.7], [1.2, -1.1]]]])
show(F.grid_sample(x, g, mode='bicubic', align_corners=False))

# cr_grid_bicubic_align
x = torch.arange(12.).reshape(1, 1, 3, 4)
g = torch.tensor([[[[-1., -1.], [0., 0.], [0.5, -0.25]], [[1., 1.], [-0.3, 0.7], [1.2, -1.1]]]])
show(F.grid_sample(x, g, mode='bicubic', align_corners=True))

# cr_grid_bicubic_border
x = torch.arange(12.).reshape(1, 1, 3, 4)
g = torch.tensor([[[[-1., -1.], [0., 0.], [0.5, -0.25]], [[1., 1.], [-0.3, 0.7], [1.2, -1.1]]]])
show(F.grid_sample(x, g, mode='bicubic', padding_mode='border', align_corners=False))
show(F.grid_sample(x, g, mode='bicubic', padding_mode='border', align_corners=True))

# cr_grid_bicubic_reflection
x = torch.arange(12.).reshape(1, 1, 3, 4)
g = torch.tensor([[[[-1., -1.], [0., 0.], [0.5, -0.25]], [[1., 1.], [-0.3, 0.7], [1.9, -1.6]]]])
show(F.grid_sample(x, g, mode='bicubic', padding_mode='reflection', align_corners=False))
show(F.grid_sample(x, g, mode='bicubic', padding_mode='reflection', align_corners=True))

# cr_grid_bicubic_channels_batch
x = torch.arange(32.).reshape(2, 2, 2, 4) / 4
g = torch.tensor([[[[0.25, 0.5]]], [[[-0.75, 0.1]]]])
r = F.grid_sample(x, g, mode='bicubic', align_corners=False)
show(r.shape, r)

# cr_grid_bicubic_identity
x = torch.tensor([[[[1., 2.], [3., 4.]]]])
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]])
g = F.affine_grid(theta, (1, 1, 2, 2), align_corners=False)
show(F.grid_sample(x, g, mode='bicubic', align_corners=False))

# cr_grid_bicubic_float64
x = torch.arange(6., dtype=torch.float64).reshape(1, 1, 2, 3)
g = torch.tensor([[[[0.1, -0.2], [0.9, 0.3]]]], dtype=torch.float64)
show(F.grid_sample(x, g, mode='bicubic', align_corners=True))

# cr_grid_bicubic_5d
x = torch.zeros(1, 1, 2, 2, 2)
g = torch.zeros(1, 1, 1, 1, 3)
attempt(lambda: F.grid_sample(x, g, mode='bicubic', align_corners=False))

# cr_conv_transpose3d_basic
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
w = torch.ones(1, 2, 2, 2, 2)
r = F.conv_transpose3d(x, w)
show(r.shape, r[0, 0], r[0, 1].sum())

# cr_conv_transpose3d_stride_padding
x = torch.arange(16.).reshape(1, 2, 2, 2, 2)
w = torch.arange(16.).reshape(2, 1, 2, 2, 2) / 8
b = torch.tensor([1.])
r = F.conv_transpose3d(x, w, b, stride=2, padding=1)
show(r.shape, r)

# cr_conv_transpose3d_output_padding
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
w = torch.ones(1, 1, 3, 1, 2)
r = F.conv_transpose3d(x, w, stride=(2, 1, 2), output_padding=(1, 0, 1))
show(r.shape, r.sum(), r[0, 0, :, 0])

# cr_conv_transpose3d_groups_dilation
x = torch.arange(16.).reshape(1, 2, 2, 2, 2)
w = torch.ones(2, 1, 2, 2, 2)
r = F.conv_transpose3d(x, w, groups=2, dilation=2)
show(r.shape, r[0, 1, 0], r.sum())

# cr_conv_transpose3d_unbatched
x = torch.arange(8.).reshape(1, 2, 2, 2)
w = torch.ones(1, 1, 1, 2, 1)
show(torch.conv_transpose3d(x, w).shape, torch.conv_transpose3d(x, w)[0, 0])

# cr_conv_transpose3d_bad_rank
attempt(lambda: F.conv_transpose3d(torch.zeros(1, 2, 2), torch.ones(1, 1, 1, 1, 1)))

# cr_conv_transpose3d_output_padding_error
attempt(lambda: F.conv_transpose3d(torch.zeros(1, 1, 2, 2, 2), torch.ones(1, 1, 2, 2, 2), stride=(1, 2, 2), output_padding=(1, 0, 0)))

# cr_conv_transpose3d_too_small
attempt(lambda: F.conv_transpose3d(torch.zeros(1, 1, 1, 1, 1), torch.ones(1, 1, 1, 1, 1), padding=1))

# cr_conv_transpose3d_channels
attempt(lambda: F.conv_transpose3d(torch.zeros(1, 3, 2, 2, 2), torch.ones(2, 1, 2, 2, 2)))

# cr_conv_transpose3d_float64_bias
x = torch.arange(8., dtype=torch.float64).reshape(1, 1, 2, 2, 2)
w = torch.ones(1, 3, 1, 1, 1, dtype=torch.float64)
r = F.conv_transpose3d(x, w, torch.tensor([0.5, 1., 2.], dtype=torch.float64), stride=2)
show(r.shape, r.dtype, r[0, 2, :, 0])

# cr_ctc_loss_mean
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
show(F.ctc_loss(lp, tg, torch.tensor([5, 4]), torch.tensor([3, 2])))

# cr_ctc_loss_sum_none
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
il = torch.tensor([5, 4])
tl = torch.tensor([3, 2])
show(F.ctc_loss(lp, tg, il, tl, reduction='sum'), F.ctc_loss(lp, tg, il, tl, reduction='none'))

# cr_ctc_loss_tuple_lengths
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
show(F.ctc_loss(lp, tg, (5, 4), (3, 2), reduction='none'), F.ctc_loss(lp, tg, [5, 5], [1, 3]))

# cr_ctc_loss_concatenated_targets
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
show(F.ctc_loss(lp, torch.tensor([1, 2, 2, 3, 1]), torch.tensor([5, 4]), torch.tensor([3, 2]), reduction='none'))

# cr_ctc_loss_blank
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
tg = torch.tensor([[1, 2, 2], [0, 1, 0]])
show(F.ctc_loss(lp, tg, torch.tensor([5, 4]), torch.tensor([3, 2]), blank=3, reduction='none'))

# cr_ctc_loss_infinite
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
il = torch.tensor([2, 4])
tl = torch.tensor([3, 2])
show(F.ctc_loss(lp, tg, il, tl, reduction='none'), F.ctc_loss(lp, tg, il, tl))
show(F.ctc_loss(lp, tg, il, tl, reduction='none', zero_infinity=True), F.ctc_loss(lp, tg, il, tl, zero_infinity=True))

# cr_ctc_loss_empty_target
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
show(F.ctc_loss(lp, tg, torch.tensor([5, 4]), torch.tensor([0, 2]), reduction='none'))

# cr_ctc_loss_unbatched
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
show(F.ctc_loss(lp[:, 0], torch.tensor([1, 2, 2]), torch.tensor(5), torch.tensor(3), reduction='none'))

# cr_ctc_loss_float64_int32
lp = (torch.cos(torch.arange(60.).reshape(5, 3, 4)) * 3).log_softmax(2).double()
tg = torch.tensor([[1, 1, 2], [2, 3, 0], [3, 0, 0]], dtype=torch.int32)
r = F.ctc_loss(lp, tg, torch.tensor([5, 5, 3], dtype=torch.int32), torch.tensor([3, 2, 1], dtype=torch.int32), reduction='none')
show(r, r.dtype)

# cr_ctc_loss_repeats_long
lp = (torch.sin(torch.arange(12 * 3.).reshape(12, 1, 3) * 0.37) * 4).log_softmax(2)
tg = torch.tensor([[1, 1, 2, 2, 1]])
show(F.ctc_loss(lp, tg, torch.tensor([12]), torch.tensor([5])), F.ctc_loss(lp, tg, torch.tensor([9]), torch.tensor([4])))


# cr_ctc_loss_int_lengths
lp = (torch.sin(torch.arange(40.).reshape(10, 4)) * 2).log_softmax(1)
attempt(lambda: F.ctc_loss(lp, torch.tensor([1, 2, 2]), 10, 3))
show(F.ctc_loss(lp, torch.tensor([1, 2, 2]), [10], (3,)))

# cr_ctc_loss_bad_blank
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
attempt(lambda: F.ctc_loss(lp, torch.tensor([[1, 2], [3, 1]]), torch.tensor([5, 4]), torch.tensor([2, 2]), blank=4))

# cr_ctc_loss_long_input
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
attempt(lambda: F.ctc_loss(lp, torch.tensor([[1, 2], [3, 1]]), torch.tensor([6, 4]), torch.tensor([2, 2])))

# cr_ctc_loss_float_lengths
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
attempt(lambda: F.ctc_loss(lp, torch.tensor([[1, 2], [3, 1]]), torch.tensor([5., 4.]), torch.tensor([2, 2])))

# cr_ctc_loss_lengths_size
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
attempt(lambda: F.ctc_loss(lp, torch.tensor([[1, 2], [3, 1]]), torch.tensor([5, 4, 3]), torch.tensor([2, 2])))

# cr_ctc_loss_bad_reduction
lp = (torch.sin(torch.arange(40.).reshape(5, 2, 4)) * 2).log_softmax(2)
attempt(lambda: F.ctc_loss(lp, torch.tensor([[1, 2], [3, 1]]), torch.tensor([5, 4]), torch.tensor([2, 2]), reduction='avg'))
