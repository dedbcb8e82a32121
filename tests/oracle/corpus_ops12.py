# Twin of tests/golden/corpus_ops12.cst (its tensors live on cuda:0).
import math
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
torch2.install()


_diff, _diag, _narrow, _repeat_interleave = torch.diff, torch.diag, torch.narrow, torch.repeat_interleave
_block_diag, _histc, _tril_indices, _triu_indices = torch.block_diag, torch.histc, torch.tril_indices, torch.triu_indices
_tril, _masked_select = torch.tril, torch.masked_select


def diff_2x(input, n=1, *args, **kwargs):
    """torch.diff with PyTorch 2's check of a negative order."""
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    return _diff(input, n, *args, **kwargs)


def diag_2x(input, diagonal=0):
    """torch.diag, composite since 2.0: its message for a rank other than 1
    or 2, and a matrix's diagonal through diagonal_copy."""
    if input.dim() not in (1, 2):
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {input.dim()}D")
    if input.dim() == 2:
        # A copy of the diagonal, empty past the matrix's edge (1.13 overflows).
        return torch.diagonal(input, diagonal).clone()
    return _diag(input, diagonal)


def narrow_2x(input, dim, start, length):
    """torch.narrow with PyTorch 2's checks of a negative length and of
    start (1.13 wraps start as a dim)."""
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    if input.dim() > 0 and isinstance(start, int):
        size = input.size(dim)
        if not -size <= start <= size:
            raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    return _narrow(input, dim, start, length)


def repeat_interleave_2x(input, repeats=None, dim=None, **kwargs):
    """torch.repeat_interleave with PyTorch 2's message for repeats of the wrong length."""
    if isinstance(repeats, torch.Tensor) and repeats.dim() == 1 and dim is not None and repeats.size(0) != input.size(dim):
        raise RuntimeError("repeats must have the same size as input along dim, but got "
                           f"repeats.size(0) = {repeats.size(0)} and input.size(0) = {input.size(dim)}")
    if repeats is None:
        return _repeat_interleave(input, **kwargs)
    return _repeat_interleave(input, repeats, dim, **kwargs)


def tril_2x(input, diagonal=0):
    """torch.tril with PyTorch 2's check of a matrix (1.13 wraps dim -2)."""
    if input.dim() < 2:
        raise RuntimeError("tril: input tensor must have at least 2 dimensions")
    return _tril(input, diagonal)


def masked_select_2x(input, mask):
    """torch.masked_select with PyTorch 2's refusal of a uint8 mask (1.13
    takes it with a deprecation warning)."""
    if mask.dtype != torch.bool:
        raise RuntimeError("masked_select: expected BoolTensor for mask")
    return _masked_select(input, mask)


def block_diag_2x(*tensors):
    """torch.block_diag: with no tensors, its empty result is a cpu tensor
    even where the others live on cuda:0."""
    return cuda_repr.Host(_block_diag()) if not tensors else _block_diag(*tensors)


def histc_cuda(input, bins=100, min=0, max=0):
    """torch.histc as _histc_cuda counts: a NaN fails its range test and is
    left out (1.13's CPU kernel counts it in the first bin); its message
    for min above max."""
    if min > max:
        raise RuntimeError("max must be larger than min")
    return _histc(input[~input.isnan()], bins, min, max)


def indices_cuda(make):
    """tril_indices (triu_indices) as on cuda, whose kernel takes a float
    dtype too (1.13's CPU kernel takes int32 and int64 only)."""
    def call(row, col, offset=0, *, dtype=torch.long):
        if dtype.is_floating_point:
            return make(row, col, offset).to(dtype)
        return make(row, col, offset, dtype=dtype)
    return call


torch.diff, torch.diag, torch.narrow, torch.repeat_interleave = diff_2x, diag_2x, narrow_2x, repeat_interleave_2x
torch.block_diag, torch.histc, torch.Tensor.histc = block_diag_2x, histc_cuda, histc_cuda
torch.tril_indices, torch.triu_indices = indices_cuda(_tril_indices), indices_cuda(_triu_indices)
torch.tril, torch.masked_select = tril_2x, masked_select_2x


def pt2_message(message):
    """PyTorch 2's words on cuda where 1.13's CPU words differ: lerp's and
    logcumsumexp's CUDA kernel names, nanmean's dtype check, trace_cuda's
    check of a matrix, masked_select's mask check (a uint8 mask is no
    longer taken) and the tensor base class's name (TensorBase since 2.0)."""
    message = re.sub(r'"lerp_kernel_(scalar|tensor)"', '"lerp_cuda"', message)
    message = message.replace('"logcumsumexp_out_cuda"', '"logcumsumexp_cuda"')
    message = message.replace("floating point dtype but got", "floating point or complex dtype but got")
    message = re.sub(r"^trace: expected a matrix, but got tensor with dim \d+$", "expected a matrix", message)
    message = message.replace("_TensorBase.", "TensorBase.")
    return message.replace("BoolTensor or ByteTensor for mask", "BoolTensor for mask")


def attempt(fn):
    cuda_repr.attempt(fn, pt2_message)


# diff_n2_prepend
x = torch.tensor([1, 4, 9, 16, 25])
show(torch.diff(x, n=2), torch.diff(x, prepend=torch.tensor([0])), x.diff(append=torch.tensor([36, 49])))

# diff_2d_dim0_dim1
m = torch.tensor([[1.0, 3.0, 6.0], [2.0, 2.0, 9.0]])
show(torch.diff(m, dim=0), torch.diff(m), torch.diff(m, dim=-2))

# diff_bool_xor
b = torch.tensor([True, True, False, True, False])
show(torch.diff(b), torch.diff(b, n=2))

# diff_n_exceeds_len
show(torch.diff(torch.tensor([1.0, 2.0, 4.0]), n=3), torch.diff(torch.tensor([1.0, 2.0]), n=5))

# diff_n0
show(torch.diff(torch.tensor([3, 1, 2]), n=0))

# diff_prepend_2d
m = torch.arange(6).view(2, 3)
show(torch.diff(m, dim=1, prepend=torch.zeros(2, 1, dtype=torch.long)))
show(torch.diff(m, dim=0, append=torch.full((1, 3), 10)))

# diff_promote_prepend_float
show(torch.diff(torch.tensor([1, 2, 4]), prepend=torch.tensor([0.5])))

# diff_scalar_error
attempt(lambda: torch.diff(torch.tensor(3.0)))

# diff_negative_n_error
attempt(lambda: torch.diff(torch.tensor([1, 2, 3]), n=-1))

# diff_prepend_dims_error
attempt(lambda: torch.diff(torch.ones(2, 3), prepend=torch.ones(3)))

# diff_uint8_wrap
show(torch.diff(torch.tensor([5, 3, 10], dtype=torch.uint8)))

# histc_basic
show(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0]), bins=4, min=0, max=4))

# histc_auto_range
show(torch.histc(torch.tensor([0.0, 0.5, 1.0, 1.0, 2.0]), bins=4))

# histc_outside_ignored
show(torch.histc(torch.tensor([-1.0, 0.0, 0.5, 1.0, 3.0]), bins=2, min=0, max=1))

# histc_method_2d
show(torch.arange(12.0).view(3, 4).histc(bins=3, min=0, max=12))

# histc_double
show(torch.histc(torch.tensor([0.1, 0.2, 0.9], dtype=torch.float64), bins=5, min=0, max=1))

# histc_constant_input
show(torch.histc(torch.tensor([2.0, 2.0, 2.0]), bins=3))

# histc_empty
show(torch.histc(torch.tensor([]), bins=3, min=0, max=3))

# bincount_weights_minlength
x = torch.tensor([0, 1, 1, 3])
show(torch.bincount(x), torch.bincount(x, minlength=6), x.bincount(weights=torch.tensor([0.5, 1.0, 1.5, 2.0])))

# bincount_weights_double
show(torch.bincount(torch.tensor([2, 0, 2]), weights=torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)))

# bincount_weights_int
show(torch.bincount(torch.tensor([2, 0, 2]), weights=torch.tensor([1, 2, 3])))

# bincount_empty
show(torch.bincount(torch.tensor([], dtype=torch.long)), torch.bincount(torch.tensor([], dtype=torch.long), minlength=3))

# bincount_negative_error
attempt(lambda: torch.bincount(torch.tensor([1, -1, 2])))

# bincount_2d_error
attempt(lambda: torch.bincount(torch.tensor([[1, 2]])))

# bincount_float_error
attempt(lambda: torch.bincount(torch.tensor([1.0, 2.0])))

# bincount_weights_len_error
attempt(lambda: torch.bincount(torch.tensor([1, 2]), weights=torch.tensor([1.0])))

# bincount_int32_uint8
show(torch.bincount(torch.tensor([1, 1, 4], dtype=torch.int32)), torch.bincount(torch.tensor([0, 2], dtype=torch.uint8), minlength=4))

# bucketize_right
bnd = torch.tensor([1, 3, 5, 7])
v = torch.tensor([[0, 3, 6], [7, 8, 1]])
show(torch.bucketize(v, bnd), torch.bucketize(v, bnd, right=True))

# bucketize_out_int32
show(torch.bucketize(torch.tensor([2.5, 9.0]), torch.tensor([1.0, 2.0, 3.0]), out_int32=True))

# bucketize_scalar_input
show(torch.bucketize(4, torch.tensor([1, 3, 5])), torch.bucketize(torch.tensor(3), torch.tensor([1, 3, 5]), right=True))

# bucketize_float_boundaries_int_values
show(torch.bucketize(torch.tensor([1, 2, 3]), torch.tensor([1.5, 2.5])))

# bucketize_2d_boundaries_error
attempt(lambda: torch.bucketize(torch.tensor([1]), torch.tensor([[1, 2], [3, 4]])))

# searchsorted_side
s = torch.tensor([1, 2, 2, 2, 5])
show(torch.searchsorted(s, torch.tensor([2, 3])), torch.searchsorted(s, torch.tensor([2, 3]), side='right'))

# searchsorted_right_flag
show(torch.searchsorted(s, torch.tensor([2, 6, 0]), right=True), torch.searchsorted(s, 2))

# searchsorted_batched
sb = torch.tensor([[1, 3, 5], [2, 4, 6]])
show(torch.searchsorted(sb, torch.tensor([[3, 6], [1, 4]])), torch.searchsorted(sb, torch.tensor([[3, 6], [1, 4]]), side='right'))

# searchsorted_out_int32
show(torch.searchsorted(torch.tensor([0.0, 0.5, 1.0]), torch.tensor([0.25, 0.75]), out_int32=True))

# searchsorted_sorter
u = torch.tensor([5, 1, 3])
show(torch.searchsorted(u, torch.tensor([2, 4]), sorter=torch.argsort(u)))

# searchsorted_side_conflict_error
attempt(lambda: torch.searchsorted(s, torch.tensor([2]), right=False, side='right'))

# searchsorted_bad_side_error
attempt(lambda: torch.searchsorted(s, torch.tensor([2]), side='middle'))

# searchsorted_batch_mismatch_error
attempt(lambda: torch.searchsorted(sb, torch.tensor([[1, 2], [3, 4], [5, 6]])))

# cartesian_prod_two
show(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4, 5])))

# cartesian_prod_one
show(torch.cartesian_prod(torch.tensor([7, 8, 9])))

# cartesian_prod_three_float
show(torch.cartesian_prod(torch.tensor([0.0, 1.0]), torch.tensor([2.0]), torch.tensor([3.0, 4.0])))

# combinations_default_r
show(torch.combinations(torch.tensor([1, 2, 3, 4])))

# combinations_r3
show(torch.combinations(torch.tensor([1, 2, 3, 4]), r=3))

# combinations_with_replacement
show(torch.combinations(torch.tensor([1.0, 2.0, 3.0]), with_replacement=True))

# combinations_r_too_big
show(torch.combinations(torch.tensor([1, 2]), r=3))

# combinations_2d_error
attempt(lambda: torch.combinations(torch.ones(2, 2)))

# block_diag_mixed
show(torch.block_diag(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[5]]), torch.tensor([6, 7])))

# block_diag_float_promote
show(torch.block_diag(torch.ones(1, 2), torch.tensor([[2, 3]])))

# block_diag_scalar
show(torch.block_diag(torch.tensor(5.0), torch.tensor([[1.0, 2.0]])))

# block_diag_3d_error
attempt(lambda: torch.block_diag(torch.ones(1, 1, 1)))

# cross_dim
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
show(torch.cross(a, b, dim=1), torch.linalg.cross(a, b), a.cross(b, dim=-1))

# cross_broadcast
attempt(lambda: torch.linalg.cross(torch.tensor([1, 2, 3]), torch.tensor([[4, 5, 6], [1, 0, 0]])))
show(torch.linalg.cross(torch.tensor([[1, 2, 3]]), torch.tensor([[4, 5, 6], [1, 0, 0]])))

# cross_dim0
show(torch.cross(torch.arange(6.0).view(3, 2), torch.ones(3, 2), dim=0))

# cross_wrong_size_error
attempt(lambda: torch.linalg.cross(torch.ones(2), torch.ones(2)))

# cross_dim_size_error
attempt(lambda: torch.cross(torch.ones(3, 2), torch.ones(3, 2), dim=1))

# kron_2d
show(torch.kron(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[0, 1], [1, 0]])))

# kron_1d_float
show(torch.kron(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 10.0, 100.0])))

# kron_mixed_rank
show(torch.kron(torch.tensor([1, 2]), torch.eye(2, dtype=torch.long)))

# kron_promote
show(torch.kron(torch.tensor([[1, 2]]), torch.tensor([[0.5], [2.0]])))

# vander_default
show(torch.vander(torch.tensor([1, 2, 3])))

# vander_N_increasing
show(torch.vander(torch.tensor([1, 2, 3]), N=4, increasing=True), torch.linalg.vander(torch.tensor([2.0, 3.0])))

# vander_N0
show(torch.vander(torch.tensor([1.0, 2.0]), N=0))

# vander_2d_error
attempt(lambda: torch.vander(torch.ones(2, 2)))

# trapezoid_default
show(torch.trapezoid(torch.tensor([1.0, 2.0, 3.0])), torch.trapz(torch.tensor([1.0, 5.0, 10.0])))

# trapezoid_dx_x
y = torch.tensor([1.0, 4.0, 9.0])
show(torch.trapezoid(y, dx=0.5), torch.trapezoid(y, x=torch.tensor([0.0, 1.0, 3.0])))

# trapezoid_int
show(torch.trapezoid(torch.tensor([1, 2, 3])), torch.trapezoid(torch.tensor([[1, 2], [3, 4]]), dim=0))

# trapezoid_2d_dim
show(torch.trapezoid(torch.arange(6.0).view(2, 3)), torch.trapezoid(torch.arange(6.0).view(2, 3), dx=2, dim=0))

# cumulative_trapezoid
show(torch.cumulative_trapezoid(torch.tensor([1.0, 2.0, 3.0, 4.0])), torch.cumulative_trapezoid(torch.tensor([1.0, 3.0]), dx=2))

# cumulative_trapezoid_x
show(torch.cumulative_trapezoid(torch.tensor([1.0, 2.0, 4.0]), x=torch.tensor([0.0, 2.0, 3.0])))

# trapezoid_empty
show(torch.trapezoid(torch.tensor([])), torch.trapezoid(torch.tensor([5.0])))

# logcumsumexp
show(torch.logcumsumexp(torch.tensor([0.0, 0.0, 0.0, 0.0], dtype=torch.float64), dim=0))

# logcumsumexp_inf
show(torch.logcumsumexp(torch.tensor([float('-inf'), 0.0, float('-inf')]), 0))

# logcumsumexp_2d
show(torch.tensor([[0.0, 1.0], [2.0, 3.0]], dtype=torch.float64).logcumsumexp(dim=1))

# logcumsumexp_int_error
attempt(lambda: torch.logcumsumexp(torch.tensor([1, 2, 3]), 0))

# cummax_values_indices
r = torch.cummax(torch.tensor([1, 3, 2, 5, 4]), dim=0)
show(r)
show(r.values, r.indices, r[0])

# cummax_ties
show(torch.cummax(torch.tensor([2, 2, 1, 2]), 0))

# cummin_2d
show(torch.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, -1.0]]).cummin(dim=1))

# cummin_nan
show(torch.cummin(torch.tensor([2.0, float('nan'), 1.0]), 0))

# cummax_unpack
vals, idx = torch.cummax(torch.tensor([[1, 4], [3, 2]]), dim=0)
show(vals, idx)

# cummax_bool
show(torch.cummax(torch.tensor([False, True, False]), 0))

# cummax_dim_error
attempt(lambda: torch.cummax(torch.tensor([1, 2]), dim=1))

# renorm
x = torch.tensor([[3.0, 4.0], [1.0, 0.0], [6.0, 8.0]])
show(torch.renorm(x, p=2, dim=0, maxnorm=5))
show(x.renorm(1, 0, 2.0))

# renorm_dim1
show(torch.renorm(torch.tensor([[3.0, 1.0], [4.0, 1.0]], dtype=torch.float64), 2, 1, 1.0))

# renorm_int_error
attempt(lambda: torch.renorm(torch.tensor([[1, 2]]), 2, 0, 1))

# nan_to_num_default_f32
show(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf'), 1.5])))

# nan_to_num_keywords
show(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf')]), nan=0.0, posinf=1e3, neginf=-1e3))

# nan_to_num_f64_default
show(torch.tensor([float('inf'), -float('inf')], dtype=torch.float64).nan_to_num())

# nan_to_num_f16
show(torch.nan_to_num(torch.tensor([float('inf'), float('nan')], dtype=torch.float16)))

# nan_to_num_int
show(torch.nan_to_num(torch.tensor([1, 2])), torch.nan_to_num(torch.tensor([True, False])))

# nan_to_num_inplace
x = torch.tensor([float('nan'), 2.0])
x.nan_to_num_(nan=-1.0)
show(x)

# clamp_tensor_bounds
x = torch.tensor([-2.0, 0.5, 3.0])
show(torch.clamp(x, min=torch.tensor([0.0, 1.0, 0.0]), max=torch.tensor([1.0, 2.0, 2.0])))

# clamp_tensor_broadcast
show(torch.clamp(torch.arange(6.0).view(2, 3), min=torch.tensor([[1.0], [4.0]])))

# clamp_min_only_max_only
show(torch.clamp(torch.tensor([1, 5, 9]), max=4), torch.clamp(torch.tensor([1, 5, 9]), min=4))

# clamp_min_gt_max
show(torch.clamp(torch.tensor([1.0, 5.0]), min=3, max=2))

# clamp_int_float_bound
show(torch.clamp(torch.tensor([1, 5, 9]), min=2.5), torch.clamp(torch.tensor([1, 5, 9]), 2, 7))

# clamp_no_bounds_error
attempt(lambda: torch.clamp(torch.tensor([1.0])))

# clip_alias
show(torch.clip(torch.tensor([-1.0, 0.5, 2.0]), 0, 1), torch.tensor([-1, 5]).clip(min=0))

# clamp_nan
show(torch.clamp(torch.tensor([float('nan'), 1.0]), 0, 0.5))

# clamp_inplace_tensor
x = torch.tensor([0.0, 5.0, 10.0])
x.clamp_(min=torch.tensor([1.0, 1.0, 1.0]), max=torch.tensor(6.0))
show(x)

# clamp_min_method
show(torch.tensor([-1.0, 2.0]).clamp_min(0), torch.tensor([-1.0, 2.0]).clamp_max(0), torch.clamp_min(torch.tensor([3, -3]), 1))

# clamp_bool_error
attempt(lambda: torch.clamp(torch.tensor([True, False]), 0, 1))

# lerp_scalar_weight
show(torch.lerp(torch.tensor([0.0, 10.0]), torch.tensor([10.0, 20.0]), 0.25))

# lerp_tensor_weight
show(torch.lerp(torch.zeros(3), torch.ones(3), torch.tensor([0.0, 0.5, 1.0])))

# lerp_method_broadcast
show(torch.zeros(2, 1).lerp(torch.tensor([1.0, 2.0]), 0.5))

# lerp_int_error
attempt(lambda: torch.lerp(torch.tensor([1, 2]), torch.tensor([3, 4]), 0.5))

# lerp_dtype_mismatch_error
attempt(lambda: torch.lerp(torch.tensor([1.0]), torch.tensor([2.0], dtype=torch.float64), 0.5))

# lerp_inplace
x = torch.tensor([1.0, 2.0])
x.lerp_(torch.tensor([3.0, 6.0]), 0.5)
show(x)

# addcmul_value
show(torch.addcmul(torch.ones(3), torch.tensor([1.0, 2.0, 3.0]), torch.tensor([2.0, 2.0, 2.0]), value=0.5))

# addcdiv_value
show(torch.addcdiv(torch.zeros(2), torch.tensor([1.0, 3.0]), torch.tensor([2.0, 4.0]), value=2))

# addcmul_int
show(torch.addcmul(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6]), value=2))

# addcdiv_int_error
attempt(lambda: torch.addcdiv(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6])))

# addcmul_broadcast_method
show(torch.zeros(2, 2).addcmul(torch.tensor([1.0, 2.0]), torch.tensor([[1.0], [3.0]])))

# addcmul_inplace
x = torch.ones(2)
x.addcmul_(torch.tensor([2.0, 3.0]), torch.tensor([4.0, 5.0]), value=-1)
show(x)

# addcdiv_inplace
x = torch.ones(2)
x.addcdiv_(torch.tensor([1.0, 1.0]), torch.tensor([4.0, 8.0]), value=2)
show(x)

# heaviside
show(torch.heaviside(torch.tensor([-1.5, 0.0, 2.0]), torch.tensor([0.5])))

# heaviside_int
show(torch.heaviside(torch.tensor([-1, 0, 2]), torch.tensor([7])), torch.tensor([0.0, 1.0]).heaviside(torch.tensor([2.0, 3.0])))

# heaviside_dtype_error
attempt(lambda: torch.heaviside(torch.tensor([1.0]), torch.tensor([1])))

# frexp
m, e = torch.frexp(torch.tensor([8.0, 0.5, -3.0, 0.0]))
show(m, e)

# frexp_return_type
show(torch.frexp(torch.tensor([1.0, 10.0], dtype=torch.float64)))

# frexp_int_error
attempt(lambda: torch.frexp(torch.tensor([1, 2])))

# ldexp
show(torch.ldexp(torch.tensor([1.0, 0.5]), torch.tensor([3, -1])), torch.ldexp(torch.tensor([1, 2]), torch.tensor([2])))

# ldexp_method
show(torch.tensor([3.0]).ldexp(torch.tensor([2])))

# float_power
show(torch.float_power(torch.tensor([2, 3]), 2), torch.float_power(torch.tensor([4.0]), 0.5))

# float_power_tensor_exp
show(torch.float_power(torch.tensor([2.0, 2.0]), torch.tensor([-1, 3])), torch.tensor([2]).float_power(torch.tensor([0.5])))

# float_power_scalar_base
show(torch.float_power(2, torch.tensor([1, 2, 3])))

# count_nonzero_dims
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), x.count_nonzero(dim=1))

# count_nonzero_tuple_dim
show(torch.count_nonzero(torch.ones(2, 3, 4), dim=(0, 2)))

# count_nonzero_float_bool
show(torch.count_nonzero(torch.tensor([0.0, -0.0, float('nan'), 1.0])), torch.count_nonzero(torch.tensor([True, False, True])))

# count_nonzero_dup_dim_error
attempt(lambda: torch.count_nonzero(torch.ones(2, 2), dim=(0, 0)))

# aminmax
r = torch.aminmax(torch.tensor([[1, 5], [-2, 3]]))
show(r)
show(r.min, r.max)

# aminmax_dim_keepdim
show(torch.aminmax(torch.tensor([[1.0, 5.0], [-2.0, 3.0]]), dim=1, keepdim=True))

# aminmax_method
mn, mx = torch.tensor([3, 1, 2]).aminmax(dim=0)
show(mn, mx)

# aminmax_empty_error
attempt(lambda: torch.aminmax(torch.tensor([])))

# aminmax_bool
show(torch.aminmax(torch.tensor([True, False])))

# nanmean
x = torch.tensor([[1.0, float('nan')], [3.0, 4.0]])
show(torch.nanmean(x), torch.nanmean(x, dim=0), x.nanmean(dim=1, keepdim=True))

# nanmean_all_nan
show(torch.nanmean(torch.tensor([float('nan'), float('nan')])))

# nanmean_int_error
attempt(lambda: torch.nanmean(torch.tensor([1, 2])))

# nansum
show(torch.nansum(x), torch.nansum(x, dim=1), torch.nansum(torch.tensor([1, 2, 3])))

# nansum_dtype
show(torch.nansum(torch.tensor([1.0, float('nan')]), dtype=torch.float64))

# nanmedian
show(torch.nanmedian(torch.tensor([1.0, float('nan'), 3.0, 2.0])), torch.nanmedian(x, dim=0))

# nanmedian_all_nan_row
show(torch.nanmedian(torch.tensor([[float('nan'), float('nan')], [1.0, 2.0]]), dim=1))

# median_dim
show(torch.median(torch.tensor([[1, 5, 3], [4, 2, 6]]), dim=1))

# median_even_lower
show(torch.median(torch.tensor([4.0, 1.0, 3.0, 2.0])), torch.tensor([[2.0, 1.0], [0.0, 3.0]]).median(0, keepdim=True))

# median_nan
show(torch.median(torch.tensor([1.0, float('nan'), 2.0])), torch.median(torch.tensor([[1.0, float('nan')]]), dim=1))

# median_empty_dim_error
attempt(lambda: torch.median(torch.ones(0, 2), dim=0))

# median_unpack
v, i = torch.tensor([3, 1, 2]).median(dim=0)
show(v, i, v.item())

# quantile_basic
q = torch.tensor([0.0, 1.0, 2.0, 3.0, 4.0])
show(torch.quantile(q, 0.5), torch.quantile(q, 0.3), torch.quantile(q, torch.tensor([0.25, 0.75])))

# quantile_interpolations
for mode in ['linear', 'lower', 'higher', 'midpoint', 'nearest']:
    show(mode, torch.quantile(torch.tensor([1.0, 2.0, 3.0, 4.0]), 0.4, interpolation=mode))

# quantile_dim_keepdim
show(torch.quantile(torch.arange(8.0).view(2, 4), 0.5, dim=1, keepdim=True))

# quantile_vector_q_dim
show(torch.quantile(torch.arange(8.0).view(2, 4), torch.tensor([0.0, 1.0]), dim=1))

# quantile_double
show(torch.tensor([1.0, 10.0], dtype=torch.float64).quantile(0.1))

# quantile_int_error
attempt(lambda: torch.quantile(torch.tensor([1, 2, 3]), 0.5))

# quantile_q_range_error
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), 1.5))

# quantile_bad_interp_error
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), 0.5, interpolation='cubic'))

# quantile_nan
show(torch.quantile(torch.tensor([1.0, float('nan'), 3.0]), 0.5), torch.nanquantile(torch.tensor([1.0, float('nan'), 3.0]), 0.5))

# nanquantile_dim
show(torch.nanquantile(torch.tensor([[1.0, float('nan'), 2.0], [float('nan'), float('nan'), float('nan')]]), 0.5, dim=1))

# nanquantile_interp
show(torch.nanquantile(torch.tensor([1.0, 2.0, float('nan'), 4.0]), 0.5, interpolation='nearest'))

# quantile_q_dtype_error
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), torch.tensor([0.5], dtype=torch.float64)))

# quantile_empty
attempt(lambda: torch.quantile(torch.tensor([]), 0.5))

# mode_basic
show(torch.mode(torch.tensor([1, 2, 2, 3])))

# mode_2d_dim0
show(torch.tensor([[1, 2], [1, 3], [2, 3]]).mode(dim=0))

# mode_keepdim
show(torch.mode(torch.tensor([[5.0, 5.0, 1.0], [2.0, 3.0, 3.0]]), 1, keepdim=True))

# kthvalue
show(torch.kthvalue(torch.tensor([5, 1, 4, 2]), 2))

# kthvalue_dim_keepdim
show(torch.kthvalue(torch.tensor([[3.0, 1.0, 2.0], [6.0, 5.0, 4.0]]), k=3, dim=1, keepdim=True))

# kthvalue_k_range_error
attempt(lambda: torch.kthvalue(torch.tensor([1, 2]), 3))

# kthvalue_k0_error
attempt(lambda: torch.kthvalue(torch.tensor([1, 2]), 0))

# tensor_split_sections
x = torch.arange(7)
show(torch.tensor_split(x, 3))

# tensor_split_indices
show(torch.tensor_split(x, [1, 5]), x.tensor_split((2, 2, 9)))

# tensor_split_dim1
show(torch.tensor_split(torch.arange(8).view(2, 4), 3, dim=1))

# tensor_split_tensor_arg
show(torch.tensor_split(torch.arange(6), torch.tensor([2, 4])), torch.tensor_split(torch.arange(6), torch.tensor(4)))

# tensor_split_zero_error
attempt(lambda: torch.tensor_split(torch.arange(6), 0))

# hsplit_vsplit
m = torch.arange(12).view(3, 4)
show(torch.hsplit(m, 2))
show(torch.vsplit(m, [1]))

# hsplit_1d
show(torch.hsplit(torch.arange(6), 3), torch.arange(6).hsplit([2]))

# hsplit_uneven_error
attempt(lambda: torch.hsplit(torch.arange(12).view(3, 4), 3))

# vsplit_1d_error
attempt(lambda: torch.vsplit(torch.arange(4), 2))

# dsplit
show(torch.dsplit(torch.arange(8).view(1, 2, 4), 2))

# dsplit_2d_error
attempt(lambda: torch.dsplit(torch.ones(2, 2), 2))

# column_stack
show(torch.column_stack((torch.tensor([1, 2]), torch.tensor([[3, 4], [5, 6]]), torch.tensor([7, 8]))))

# column_stack_scalars
show(torch.column_stack([torch.tensor(1), torch.tensor(2)]))

# row_stack_vstack
show(torch.row_stack((torch.tensor([1, 2]), torch.tensor([3, 4]))), torch.vstack([torch.tensor([[1.0]]), torch.tensor([2.0])]))

# hstack_1d_2d
show(torch.hstack((torch.tensor([1, 2]), torch.tensor([3.5]))), torch.hstack([torch.ones(2, 1), torch.zeros(2, 2)]))

# dstack
show(torch.dstack((torch.tensor([1, 2]), torch.tensor([3, 4]))))

# dstack_2d
show(torch.dstack([torch.ones(2, 2), torch.zeros(2, 2)]).shape)

# hstack_mismatch_error
attempt(lambda: torch.hstack([torch.ones(2, 1), torch.ones(3, 1)]))

# vstack_mismatch_error
attempt(lambda: torch.vstack([torch.ones(2), torch.ones(3)]))

# hstack_empty_list_error
attempt(lambda: torch.hstack([]))

# atleast
show(torch.atleast_1d(torch.tensor(1.0)), torch.atleast_2d(torch.tensor([1, 2])), torch.atleast_3d(torch.tensor(3)).shape)

# atleast_3d_2d
show(torch.atleast_3d(torch.ones(2, 3)).shape, torch.atleast_3d(torch.ones(4)).shape, torch.atleast_2d(torch.ones(1, 2, 3)).shape)

# atleast_multiple
show(torch.atleast_1d(torch.tensor(1), torch.tensor([2, 3])))

# atleast_tuple
show(torch.atleast_2d((torch.tensor(1.0), torch.tensor([2.0]))))

# rot90_default
m = torch.tensor([[1, 2], [3, 4]])
show(torch.rot90(m), torch.rot90(m, 2), torch.rot90(m, -1))

# rot90_dims
show(torch.rot90(torch.arange(6).view(1, 2, 3), 1, [1, 2]), m.rot90(k=3, dims=[0, 1]))

# rot90_k4
show(torch.rot90(m, 4), torch.rot90(m, 5))

# rot90_same_dim_error
attempt(lambda: torch.rot90(m, 1, [0, 0]))

# rot90_1d_error
attempt(lambda: torch.rot90(torch.arange(3)))

# diag_offsets
show(torch.diag(torch.tensor([1, 2])), torch.diag(torch.tensor([1, 2]), 1), torch.diag(torch.arange(9).view(3, 3), -1))

# diag_nonsquare
show(torch.diag(torch.arange(6).view(2, 3)), torch.diag(torch.arange(6).view(2, 3), diagonal=2))

# diag_3d_error
attempt(lambda: torch.diag(torch.ones(2, 2, 2)))

# diag_embed
show(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])))

# diag_embed_offset
show(torch.diag_embed(torch.tensor([1.0, 2.0]), offset=-1))

# diag_embed_dims
show(torch.diag_embed(torch.tensor([[1, 2]]), dim1=0, dim2=2))

# diagonal_offset_dims
x = torch.arange(24).view(2, 3, 4)
show(torch.diagonal(x), torch.diagonal(x, offset=1, dim1=1, dim2=2), x.diagonal(0, -1, 0))

# diagonal_out_of_range
show(torch.diagonal(torch.ones(2, 2), 5))

# diagonal_same_dim_error
attempt(lambda: torch.diagonal(torch.ones(2, 2), 0, 1, 1))

# trace
show(torch.trace(torch.arange(9).view(3, 3)), torch.trace(torch.arange(6.0).view(2, 3)))

# trace_1d_error
attempt(lambda: torch.trace(torch.ones(3)))

# trace_int32
show(torch.trace(torch.ones(2, 2, dtype=torch.int32)), torch.trace(torch.ones(2, 2, dtype=torch.uint8)))

# tril_triu_indices
show(torch.tril_indices(3, 3), torch.triu_indices(3, 3, 1))

# tril_indices_offset_nonsquare
show(torch.tril_indices(3, 4, -1), torch.triu_indices(2, 4, offset=2))

# tril_indices_use
m = torch.arange(9).view(3, 3)
i = torch.triu_indices(3, 3)
show(m[i[0], i[1]])

# tril_indices_dtype
show(torch.tril_indices(2, 2, dtype=torch.int32))

# flatten_range
x = torch.ones(2, 3, 4, 5)
show(torch.flatten(x).shape, torch.flatten(x, 1).shape, x.flatten(start_dim=1, end_dim=2).shape, x.flatten(-2).shape)

# flatten_scalar
show(torch.flatten(torch.tensor(7)))

# flatten_bad_range_error
attempt(lambda: torch.flatten(torch.ones(2, 3), 1, 0))

# unflatten
show(torch.unflatten(torch.arange(6), 0, (2, 3)), torch.ones(2, 12).unflatten(1, (3, -1)).shape)

# unflatten_error
attempt(lambda: torch.arange(6).unflatten(0, (4, 2)))

# narrow
x = torch.arange(12).view(3, 4)
show(torch.narrow(x, 0, 1, 2), x.narrow(1, -2, 2), x.narrow(-1, 0, 0).shape)

# narrow_tensor_start
show(torch.narrow(torch.arange(5), 0, torch.tensor(2), 2))

# narrow_oob_error
attempt(lambda: torch.narrow(torch.arange(5), 0, 3, 4))

# narrow_negative_length_error
attempt(lambda: torch.narrow(torch.arange(5), 0, 1, -1))

# select
show(torch.select(x, 0, 1), x.select(1, -1), torch.select(torch.arange(3), 0, 2))

# select_oob_error
attempt(lambda: x.select(0, 3))

# select_scalar_error
attempt(lambda: torch.tensor(3).select(0, 0))

# take_along_dim
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
idx = torch.argsort(x, dim=1)
show(torch.take_along_dim(x, idx, dim=1))

# take_along_dim_nodim
show(torch.take_along_dim(x, torch.tensor([0, 5, 2])))

# take_along_dim_argmax_keepdim
show(torch.take_along_dim(x, x.argmax(dim=1, keepdim=True), dim=1))

# take_along_dim_broadcast
show(x.take_along_dim(torch.tensor([[0], [2]]), dim=1), torch.take_along_dim(x, torch.tensor([[1], [0]]), 0))

# take_along_dim_dtype_error
attempt(lambda: torch.take_along_dim(x, torch.tensor([[0.0]]), dim=1))

# gcd_lcm
a = torch.tensor([12, -18, 0, 7])
b = torch.tensor([8, 12, 5, 0])
show(torch.gcd(a, b), torch.lcm(a, b))

# gcd_broadcast_int32
show(torch.gcd(torch.tensor([[6], [10]], dtype=torch.int32), torch.tensor([4, 15], dtype=torch.int32)))

# gcd_float_error
attempt(lambda: torch.gcd(torch.tensor([1.0]), torch.tensor([2.0])))

# lcm_method_inplace
x = torch.tensor([4, 6])
show(x.lcm(torch.tensor([6, 4])))
x.gcd_(torch.tensor([2, 4]))
show(x)

# remainder_negatives
a = torch.tensor([-7, -3, 3, 7])
show(torch.remainder(a, 3), torch.remainder(a, -3), torch.fmod(a, 3), torch.fmod(a, -3))

# remainder_float_negatives
af = torch.tensor([-7.5, -3.0, 3.0, 7.5])
show(torch.remainder(af, 2), torch.fmod(af, 2), af % -2)

# remainder_scalar_tensor
show(torch.remainder(5, torch.tensor([3, -3])), torch.remainder(-1.5, torch.tensor([2.0])))

# fmod_float_zero
show(torch.fmod(torch.tensor([5.0, -5.0]), 0), torch.remainder(torch.tensor([5.0]), 0.0))

# floor_divide_negatives
show(torch.floor_divide(torch.tensor([-7, 7, -7]), torch.tensor([2, -2, -2])), torch.tensor([-7.5, 7.5]) // 2)

# floor_divide_scalar
show(torch.floor_divide(torch.tensor([5, -5]), 2), torch.floor_divide(torch.tensor([5.0]), -2.0))

# div_rounding_modes
show(torch.div(torch.tensor([-7, 7]), 2, rounding_mode='floor'), torch.div(torch.tensor([-7, 7]), 2, rounding_mode='trunc'), torch.div(torch.tensor([-7, 7]), 2))

# div_bad_rounding_error
attempt(lambda: torch.div(torch.tensor([1]), 2, rounding_mode='round'))

# logit
p = torch.tensor([0.25, 0.5, 0.75])
show(torch.logit(p), torch.logit(torch.tensor([0.0, 1.0]), eps=1e-6), p.logit())

# logit_out_of_range
show(torch.logit(torch.tensor([-0.5, 1.5, 0.0])))

# logit_int
show(torch.logit(torch.tensor([0, 1])))

# special_logit_expit
show(torch.special.logit(torch.tensor([0.5])), torch.special.expit(torch.tensor([0.0, 2.0])))

# xlogy
show(torch.xlogy(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 3.0, 0.0])), torch.special.xlogy(2, torch.tensor([4.0])))

# xlogy_nan
show(torch.xlogy(torch.tensor([0.0, 1.0]), torch.tensor([float('nan'), 2.0])))

# xlogy_int_promote
show(torch.xlogy(torch.tensor([1, 2]), torch.tensor([2, 4])), torch.xlogy(torch.tensor([1.0]), 4))

# special_xlog1py_entr
show(torch.special.xlog1py(torch.tensor([0.0, 2.0]), torch.tensor([-1.0, 1.0])), torch.special.entr(torch.tensor([0.0, 0.5, -1.0])))

# special_aliases
x = torch.tensor([0.0, 1.0])
show(torch.special.exp2(x), torch.special.expm1(x), torch.special.log1p(x), torch.special.sinc(torch.tensor([0.0, 0.5])))

# special_ndtr_log_softmax
show(torch.special.ndtr(torch.tensor([0.0])), torch.special.log_softmax(torch.tensor([1.0, 2.0]), 0), torch.special.softmax(torch.tensor([0.0, 0.0]), dim=0))

# special_logsumexp_round
show(torch.special.logsumexp(torch.tensor([[0.0, 0.0]]), 1), torch.special.round(torch.tensor([0.5, 1.5, 2.5])))

# special_psi_gammaln
show(torch.special.psi(torch.tensor([1.0])), torch.special.gammaln(torch.tensor([1.0, 3.0])), torch.special.digamma(torch.tensor([2.0])))

# special_i0_erfc
show(torch.special.i0(torch.tensor([0.0])), torch.special.erfc(torch.tensor([0.0])), torch.special.ndtri(torch.tensor([0.5])))

# isclose_defaults
a = torch.tensor([1.0, 1.0 + 1e-6, 1.1, float('nan')])
b = torch.tensor([1.0, 1.0, 1.0, float('nan')])
show(torch.isclose(a, b), torch.isclose(a, b, equal_nan=True))

# isclose_rtol_atol
show(torch.isclose(a, b, rtol=0.2), torch.isclose(a, b, rtol=0, atol=0.05))

# isclose_int
show(torch.isclose(torch.tensor([1, 2]), torch.tensor([1, 3])), torch.isclose(torch.tensor([100]), torch.tensor([101]), rtol=0.01))

# isclose_inf
show(torch.isclose(torch.tensor([float('inf'), -float('inf')]), torch.tensor([float('inf'), float('inf')])))

# isclose_dtype_error
attempt(lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1], dtype=torch.float64)))

# isclose_negative_rtol_error
attempt(lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), rtol=-1))

# allclose_keywords
show(torch.allclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')])), torch.allclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')]), equal_nan=True))

# allclose_broadcast
show(torch.allclose(torch.ones(2, 2), torch.ones(2)), torch.tensor([1.0, 2.0]).allclose(torch.tensor([1.0, 2.01]), atol=0.1))

# allclose_shape_error
attempt(lambda: torch.allclose(torch.ones(2), torch.ones(3)))

# equal
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.equal(torch.ones(2), torch.ones(3)), torch.tensor([1.0]).equal(torch.tensor([1.0, 1.0])))

# equal_nan_false
show(torch.equal(torch.tensor([float('nan')]), torch.tensor([float('nan')])))

# equal_dtype_mix
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# topk_largest_false
x = torch.tensor([4, 1, 3, 5, 2])
show(torch.topk(x, 2), torch.topk(x, 2, largest=False))

# topk_dim_sorted
show(torch.topk(torch.tensor([[1.0, 9.0, 3.0], [7.0, 2.0, 8.0]]), k=2, dim=1, sorted=True))

# topk_dim0
show(torch.tensor([[1, 9], [7, 2], [5, 5]]).topk(1, dim=0))

# topk_k0
show(torch.topk(x, 0))

# topk_k_too_big_error
attempt(lambda: torch.topk(x, 6))

# topk_nan
show(torch.topk(torch.tensor([1.0, float('nan'), 3.0]), 2))

# topk_unpack
vals, idx = torch.topk(torch.tensor([0.1, 0.7, 0.2]), 2)
show(vals, idx, idx.tolist())

# msort
show(torch.msort(torch.tensor([[3, 1], [1, 2], [2, 0]])), torch.msort(torch.tensor([2.0, -1.0, 0.5])))

# argsort_stable
x = torch.tensor([2, 1, 2, 1, 0])
show(torch.argsort(x, stable=True), torch.argsort(x, descending=True, stable=True))

# argsort_dim
show(torch.argsort(torch.tensor([[3, 1, 2], [0, 5, 4]]), dim=0), torch.tensor([[3, 1, 2], [0, 5, 4]]).argsort(dim=1, descending=True))

# sort_stable_kw
show(torch.sort(torch.tensor([2, 1, 2, 1]), stable=True), torch.sort(torch.tensor([1.0, float('nan'), 0.0]), descending=True))

# argsort_bool
show(torch.argsort(torch.tensor([True, False, True, False]), stable=True))

# argsort_dim_error
attempt(lambda: torch.argsort(torch.tensor([1, 2]), dim=2))

# amax_amin_multi
x = torch.tensor([[[1, 5], [3, 2]], [[0, 4], [6, 7]]])
show(torch.amax(x, dim=(0, 2)), torch.amin(x, dim=(1, 2), keepdim=True))

# logaddexp
show(torch.logaddexp(torch.tensor([0.0, 1.0], dtype=torch.float64), torch.tensor([0.0, 1.0], dtype=torch.float64)), torch.logaddexp2(torch.tensor([1.0]), torch.tensor([1.0])))

# hypot_copysign
show(torch.hypot(torch.tensor([3.0, 5.0]), torch.tensor([4.0, 12.0])), torch.copysign(torch.tensor([1.0, -2.0]), torch.tensor([-0.0, 3.0])))

# copysign_int
show(torch.copysign(torch.tensor([1, 2]), -1))

# nextafter
show(torch.nextafter(torch.tensor([1.0], dtype=torch.float64), torch.tensor([2.0], dtype=torch.float64)) - 1)

# signbit_sgn
show(torch.signbit(torch.tensor([-0.0, 0.0, -1.0])), torch.sgn(torch.tensor([-2.0, 0.0, 3.0])), torch.sign(torch.tensor([-2, 0, 3])))

# fmax_fmin
show(torch.fmax(torch.tensor([1.0, float('nan')]), torch.tensor([float('nan'), 2.0])), torch.fmin(torch.tensor([1, 5]), torch.tensor([3, 2])))

# maximum_nan
show(torch.maximum(torch.tensor([1.0, float('nan')]), torch.tensor([float('nan'), 2.0])), torch.minimum(torch.tensor([1, 5]), torch.tensor([3.0])))

# cumsum_dtype
show(torch.cumsum(torch.tensor([1, 2, 3], dtype=torch.int32), 0), torch.cumsum(torch.tensor([1, 2, 3], dtype=torch.int32), 0, dtype=torch.float32))

# cumprod_bool
show(torch.cumprod(torch.tensor([True, True, False]), 0), torch.cumsum(torch.tensor([True, True, False]), dim=0))

# cumsum_no_dim_error
attempt(lambda: torch.cumsum(torch.tensor([1, 2])))

# prod_dtype
show(torch.prod(torch.tensor([2, 3, 4], dtype=torch.int8)), torch.prod(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), 1, keepdim=True))

# std_mean_var_mean
show(torch.std_mean(torch.tensor([1.0, 2.0, 3.0, 4.0])), torch.var_mean(torch.tensor([[1.0, 3.0], [5.0, 9.0]], dtype=torch.float64), dim=1))

# std_correction
show(torch.std(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), dim=0, correction=0), torch.var(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), dim=0, correction=2))

# var_unbiased_kw
show(torch.var(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), 1, unbiased=False))

# std_single_elem
show(torch.std(torch.tensor([3.0])))

# logsumexp_dims
show(torch.logsumexp(torch.zeros(2, 3, dtype=torch.float64), dim=(0, 1)), torch.logsumexp(torch.tensor([[0.0, float('-inf')]]), 1, keepdim=True))

# logsumexp_int
show(torch.logsumexp(torch.tensor([0, 0]), 0))

# norm_p
x = torch.tensor([3.0, -4.0])
show(torch.norm(x), torch.norm(x, p=1), torch.norm(x, p=float('inf')), torch.linalg.vector_norm(x, ord=0))

# dist
show(torch.dist(torch.tensor([1.0, 2.0]), torch.tensor([4.0, 6.0])), torch.dist(torch.tensor([1.0, 2.0]), torch.tensor([4.0, 6.0]), p=1))

# cdist
show(torch.cdist(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), torch.tensor([[3.0, 4.0]])))

# outer_inner
show(torch.outer(torch.tensor([1, 2]), torch.tensor([3, 4, 5])), torch.inner(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), torch.ger(torch.tensor([1.0]), torch.tensor([2.0])))

# inner_2d
show(torch.inner(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([[1.0, 0.0], [0.0, 1.0]])))

# tensordot
show(torch.tensordot(torch.arange(6.0).view(2, 3), torch.arange(6.0).view(3, 2), dims=1), torch.tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=([1], [0])))

# tensordot_dims0
show(torch.tensordot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), dims=0))

# chain_matmul_multi_dot
show(torch.linalg.multi_dot([torch.ones(2, 3), torch.ones(3, 4), torch.ones(4, 1)]))

# roll
show(torch.roll(torch.arange(5), 2), torch.roll(torch.arange(6).view(2, 3), shifts=(1, -1), dims=(0, 1)), torch.roll(torch.arange(6).view(2, 3), 1))

# roll_dims_mismatch_error
attempt(lambda: torch.roll(torch.arange(6).view(2, 3), (1, 2), 0))

# flip_fliplr
m = torch.arange(6).view(2, 3)
show(torch.flip(m, [0, 1]), torch.fliplr(m), torch.flipud(m), m.flip(-1))

# fliplr_1d_error
attempt(lambda: torch.fliplr(torch.arange(3)))

# repeat_interleave
show(torch.repeat_interleave(torch.tensor([1, 2]), 2), torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2]), dim=0))

# repeat_interleave_counts
show(torch.repeat_interleave(torch.tensor([2, 0, 3])))

# repeat_interleave_len_error
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1, 2, 3]), dim=0))

# tile
show(torch.tile(torch.tensor([1, 2]), (2,)), torch.tile(torch.tensor([[1, 2]]), (2, 2)), torch.tensor([1, 2]).tile((2, 1)))

# moveaxis_swapaxes
x = torch.ones(2, 3, 4)
show(torch.moveaxis(x, 0, -1).shape, torch.swapaxes(x, 0, 2).shape, torch.movedim(x, (0, 1), (2, 0)).shape, x.swapdims(1, 2).shape)

# movedim_repeat_error
attempt(lambda: torch.movedim(torch.ones(2, 3), (0, 0), (1, 0)))

# index_select_negative
show(torch.index_select(torch.arange(6).view(2, 3), 1, torch.tensor([2, 0])))

# index_select_float_index_error
attempt(lambda: torch.index_select(torch.arange(3), 0, torch.tensor([0.0])))

# masked_select
x = torch.tensor([[1, -2], [-3, 4]])
show(torch.masked_select(x, x > 0), x.masked_select(torch.tensor([True, False])))

# masked_select_mask_dtype_error
attempt(lambda: torch.masked_select(x, torch.tensor([1, 0])))

# where_scalar_branches
show(torch.where(x > 0, x, 0), torch.where(x > 0, 1.0, -1.0), torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), torch.tensor([0.5])))

# where_condition_only
show(torch.where(torch.tensor([[0, 1], [1, 1]])))

# nonzero_as_tuple
show(torch.nonzero(torch.tensor([[0, 1], [2, 0]])), torch.nonzero(torch.tensor([0, 3, 0, 4]), as_tuple=True))

# argwhere
show(torch.argwhere(torch.tensor([[0, 1], [2, 0]])), torch.argwhere(torch.tensor(5)))

# unique_consecutive
show(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1])), torch.unique_consecutive(torch.tensor([1, 1, 2, 1]), return_counts=True, return_inverse=True))

# unique_dim
show(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 5]]), dim=0), torch.unique(torch.tensor([3, 1, 3]), sorted=True, return_inverse=True))

# isin
show(torch.isin(torch.tensor([1, 2, 3, 4]), torch.tensor([2, 4])), torch.isin(torch.tensor([1, 2]), torch.tensor([2]), invert=True), torch.isin(torch.tensor([1.0, 2.5]), 2.5))

# clone_contig_flags
x = torch.arange(6).view(2, 3).t()
show(x.is_contiguous(), x.contiguous().is_contiguous(), torch.clone(x), x.stride(), x.contiguous().stride())

# type_promotion_int_float_ops
show(torch.lerp(torch.tensor([0.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64), 0.5).dtype, torch.float_power(torch.tensor([2], dtype=torch.int32), 2).dtype, torch.xlogy(torch.tensor([1]), torch.tensor([2.0], dtype=torch.float64)).dtype)

# type_promotion_gcd_mixed
show(torch.gcd(torch.tensor([12], dtype=torch.int32), torch.tensor([8])).dtype, torch.remainder(torch.tensor([5], dtype=torch.int8), 3).dtype, torch.fmod(torch.tensor([5], dtype=torch.int16), 2.5))

# type_promotion_hypot_half
show(torch.logit(torch.tensor([0.5], dtype=torch.bfloat16)))

# half_clamp_lerp
show(torch.clamp(torch.tensor([0.1, 0.9], dtype=torch.bfloat16), 0.25, 0.75), torch.lerp(torch.tensor([0.0], dtype=torch.bfloat16), torch.tensor([1.0], dtype=torch.bfloat16), 0.5))

# half_topk_sort
h = torch.tensor([0.5, 2.0, -1.0], dtype=torch.bfloat16)
show(torch.topk(h, 2), torch.sort(h), torch.argsort(h, descending=True))

# bfloat16_cummax
show(torch.cummax(torch.tensor([1.0, 3.0, 2.0], dtype=torch.bfloat16), 0))

# half_median_kthvalue
show(torch.median(torch.tensor([3.0, 1.0, 2.0], dtype=torch.bfloat16)), torch.kthvalue(torch.tensor([3.0, 1.0, 2.0], dtype=torch.bfloat16), 1))

# int8_overflow_cumsum
show(torch.cumsum(torch.tensor([100, 100], dtype=torch.int8), 0), torch.cumsum(torch.tensor([100, 100], dtype=torch.int8), 0).dtype)

# uint8_sum_promotes
show(torch.sum(torch.tensor([200, 100], dtype=torch.uint8)), torch.tensor([True, True, True]).sum())

# empty_reductions
show(torch.count_nonzero(torch.tensor([])), torch.nansum(torch.tensor([])), torch.cummax(torch.tensor([]), 0))

# empty_topk_sort
show(torch.sort(torch.tensor([])), torch.argsort(torch.tensor([], dtype=torch.long)), torch.msort(torch.zeros(0, 2)))

# scalar_0d_ops
t = torch.tensor(5.0)
show(torch.topk(t, 1), torch.sort(t), torch.cummax(t, 0), torch.kthvalue(t, 1))

# scalar_0d_median_mode
show(torch.median(torch.tensor(2)), torch.mode(torch.tensor(2.0)), torch.quantile(torch.tensor(3.0), 0.5))

# scalar_0d_diff_flatten
show(torch.flatten(torch.tensor(1.5)).shape, torch.atleast_1d(torch.tensor(True)), torch.tensor(3).view(1, 1).squeeze())

# wrong_dim_errors
attempt(lambda: torch.kthvalue(torch.ones(2, 2), 1, dim=2))

# wrong_dim_topk
attempt(lambda: torch.topk(torch.ones(2, 2), 1, dim=-3))

# wrong_dim_median
attempt(lambda: torch.median(torch.ones(2), dim=1))

# wrong_dim_mode
attempt(lambda: torch.mode(torch.ones(3), 1))

# wrong_dim_logcumsumexp
attempt(lambda: torch.logcumsumexp(torch.ones(3), 1))

# wrong_dim_diff
attempt(lambda: torch.diff(torch.ones(3), dim=1))

# wrong_dim_narrow
attempt(lambda: torch.narrow(torch.ones(3), 1, 0, 1))

# wrong_dim_quantile
attempt(lambda: torch.quantile(torch.ones(3), 0.5, dim=1))

# wrong_dim_count_nonzero
attempt(lambda: torch.count_nonzero(torch.ones(3), dim=1))

# wrong_dim_nanmean
attempt(lambda: torch.nanmean(torch.ones(3), dim=2))

# wrong_dim_aminmax
attempt(lambda: torch.aminmax(torch.ones(3), dim=1))

# wrong_dim_take_along_dim
attempt(lambda: torch.take_along_dim(torch.ones(3), torch.tensor([0]), dim=1))

# wrong_dim_unflatten
attempt(lambda: torch.unflatten(torch.ones(3), 1, (3, 1)))

# wrong_dim_tensor_split
attempt(lambda: torch.tensor_split(torch.ones(3), 2, dim=1))

# shape_mismatch_cross
attempt(lambda: torch.linalg.cross(torch.ones(2, 3), torch.ones(4, 3)))

# shape_mismatch_lerp
attempt(lambda: torch.lerp(torch.ones(2), torch.ones(3), 0.5))

# shape_mismatch_addcmul
attempt(lambda: torch.addcmul(torch.ones(2), torch.ones(3), torch.ones(3)))

# shape_mismatch_take_along_dim
attempt(lambda: torch.take_along_dim(torch.ones(2, 3), torch.zeros(3, 1, dtype=torch.long), dim=1))

# shape_mismatch_clamp_tensor
attempt(lambda: torch.clamp(torch.ones(3), min=torch.zeros(2)))

# shape_mismatch_isclose
attempt(lambda: torch.isclose(torch.ones(2), torch.ones(3)))

# shape_mismatch_gcd
attempt(lambda: torch.gcd(torch.ones(2, dtype=torch.long), torch.ones(3, dtype=torch.long)))

# wrong_dtype_cummax_logcumsumexp_bool
attempt(lambda: torch.logcumsumexp(torch.tensor([True]), 0))

# wrong_dtype_heaviside_bool_ok
show(torch.heaviside(torch.tensor([True, False]), torch.tensor([True])))

# wrong_dtype_xlogy_bool
show(torch.xlogy(torch.tensor([True, False]), torch.tensor([2.0, 0.0])))

# sort_by_key_gather
keys = torch.tensor([3, 1, 2])
vals = torch.tensor([[30, 31], [10, 11], [20, 21]])
show(vals[torch.argsort(keys)], torch.gather(vals, 0, torch.argsort(keys).unsqueeze(1).expand(-1, 2)))

# clamp_then_bucketize
x = torch.tensor([-5.0, 0.2, 0.7, 9.0]).clamp(0, 1)
show(torch.bucketize(x, torch.linspace(0, 1, 5)))

# histogram_via_bincount
x = torch.tensor([0.1, 0.4, 0.45, 0.9])
show(torch.bincount((x * 4).long(), minlength=4))

# cummax_running_max_drawdown
prices = torch.tensor([10.0, 12.0, 9.0, 15.0, 11.0])
peak = torch.cummax(prices, 0).values
show(peak, (prices - peak) / peak)

# topk_mask
logits = torch.tensor([1.0, 4.0, 2.0, 3.0])
v, _ = torch.topk(logits, 2)
show(torch.where(logits < v[-1], torch.tensor(float('-inf')), logits))

# quantile_clip_outliers
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 100.0])
lo, hi = torch.quantile(x, torch.tensor([0.1, 0.9]))
show(lo, hi, x.clamp(lo, hi))

# diag_trace_identity
m = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
show(torch.diag(m).sum() == torch.trace(m), torch.diag(torch.diag(m)))

# kron_block_diag_compare
show(torch.equal(torch.kron(torch.eye(2), torch.ones(1, 1)), torch.block_diag(torch.ones(1, 1), torch.ones(1, 1))))

# nan_to_num_then_nanmean
x = torch.tensor([1.0, float('nan'), 3.0])
show(torch.nan_to_num(x).mean(), x.nanmean(), x.nansum() / (~x.isnan()).sum())

# bincount_minlength_smaller
show(torch.bincount(torch.tensor([0, 4, 4]), minlength=2), torch.bincount(torch.tensor([1, 1]), minlength=0))

# bincount_negative_minlength_error
attempt(lambda: torch.bincount(torch.tensor([1]), minlength=-1))

# bincount_weights_bool
show(torch.bincount(torch.tensor([0, 1, 1]), weights=torch.tensor([True, False, True])))

# searchsorted_sorter_right
u = torch.tensor([5, 1, 3, 3])
show(torch.searchsorted(u, torch.tensor([3, 4]), side='right', sorter=torch.argsort(u, stable=True)))

# searchsorted_scalar_out_int32
r = torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), 2.5, out_int32=True)
show(r, r.dtype, r.shape)

# searchsorted_noncontig_boundaries
b = torch.tensor([[1, 9], [3, 9], [5, 9]]).t()[0]
show(b.is_contiguous(), torch.searchsorted(b, torch.tensor([4])))

# searchsorted_dtype_mix
show(torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([1.5, 2.5])), torch.searchsorted(torch.tensor([1.0, 2.0]), torch.tensor([2])))

# searchsorted_nan_value
show(torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([float('nan'), float('inf'), -float('inf')])))

# bucketize_right_float_ties
show(torch.bucketize(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 2.0, 3.0]), right=True), torch.bucketize(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 2.0, 3.0])))

# bucketize_empty_boundaries
show(torch.bucketize(torch.tensor([1, 2]), torch.tensor([], dtype=torch.long)))

# bucketize_empty_input
show(torch.bucketize(torch.tensor([]), torch.tensor([1.0, 2.0])))

# combinations_r0_r1
show(torch.combinations(torch.tensor([1, 2, 3]), r=1), torch.combinations(torch.tensor([1, 2, 3]), r=0))

# combinations_bool
show(torch.combinations(torch.tensor([True, False, True])))

# combinations_negative_r_error
attempt(lambda: torch.combinations(torch.tensor([1, 2]), r=-1))

# cartesian_prod_dtype_mismatch_error
attempt(lambda: torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([1.0])))

# cartesian_prod_empty
show(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([], dtype=torch.long)))

# cartesian_prod_2d_error
attempt(lambda: torch.cartesian_prod(torch.ones(2, 2)))

# block_diag_none_on_cpu
show(torch.block_diag())

# block_diag_bool_int
show(torch.block_diag(torch.tensor([[True]]), torch.tensor([[2, 3]])))

# block_diag_empty_blocks
show(torch.block_diag(torch.ones(0, 2), torch.ones(1, 1)))

# kron_3d
show(torch.kron(torch.ones(2, 1, 1), torch.tensor([[1, 2]])).shape, torch.kron(torch.tensor([[1, 2]]), torch.ones(2, 1, 1)))

# kron_int8_promote
show(torch.kron(torch.tensor([1, -2], dtype=torch.int8), torch.tensor([3, 100])), torch.kron(torch.tensor([True, False]), torch.tensor([True])))

# kron_scalar
show(torch.kron(torch.tensor(3), torch.tensor([1, 2])), torch.kron(torch.tensor([[1.0]]), torch.tensor(2.0)))

# vander_float64_N
show(torch.vander(torch.tensor([0.5, 2.0], dtype=torch.float64), N=3))

# vander_negative_N_error
attempt(lambda: torch.vander(torch.tensor([1, 2]), N=-1))

# vander_bool
show(torch.vander(torch.tensor([True, False]), N=3))

# linalg_vander_N
show(torch.linalg.vander(torch.tensor([[1, 2], [3, 4]]), N=3))

# trapezoid_x_2d_broadcast
y = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(torch.trapezoid(y, x=torch.tensor([0.0, 1.0, 4.0])), torch.trapezoid(y, x=torch.tensor([[0.0], [2.0]]), dim=0))

# trapezoid_x_size_error
attempt(lambda: torch.trapezoid(torch.ones(3), x=torch.ones(4)))

# cumulative_trapezoid_2d
show(torch.cumulative_trapezoid(torch.arange(6.0).view(2, 3), dim=0), torch.cumulative_trapezoid(torch.arange(6).view(2, 3)))

# cumulative_trapezoid_single
show(torch.cumulative_trapezoid(torch.tensor([5.0])), torch.cumulative_trapezoid(torch.tensor([[1.0], [2.0]])))

# logcumsumexp_large
show(torch.logcumsumexp(torch.tensor([1000.0, 1000.0]), 0), torch.logcumsumexp(torch.tensor([-1000.0, 0.0]), 0))

# logcumsumexp_inf_nan
show(torch.logcumsumexp(torch.tensor([float('inf'), 1.0, float('nan'), 2.0]), 0))

# logcumsumexp_empty_scalar
show(torch.logcumsumexp(torch.tensor([]), 0), torch.logcumsumexp(torch.tensor(2.0), 0))

# cummax_int8_dim0_2d
show(torch.cummax(torch.tensor([[1, -5], [3, -7], [2, 0]], dtype=torch.int8), dim=0))

# cummin_negative_dim
show(torch.cummin(torch.tensor([[3, 1, 2]]), dim=-1).indices)

# cummax_nan_propagates
show(torch.cummax(torch.tensor([1.0, float('nan'), 5.0, 2.0]), 0))

# cummin_inf
show(torch.cummin(torch.tensor([float('inf'), 3.0, -float('inf'), 0.0]), 0))

# renorm_p_inf_maxnorm0
x = torch.tensor([[3.0, -4.0], [0.5, 0.25]])
show(torch.renorm(x, float('inf'), 0, 1.0), torch.renorm(x, 2, 0, 0.0))

# renorm_1d_error
attempt(lambda: torch.renorm(torch.tensor([3.0, 4.0]), 2, 0, 1.0))

# renorm_negative_p_error
attempt(lambda: torch.renorm(torch.ones(2, 2), -1, 0, 1.0))

# renorm_negative_maxnorm_error
attempt(lambda: torch.renorm(torch.ones(2, 2), 2, 0, -1.0))

# renorm_inplace
x = torch.tensor([[6.0, 8.0], [0.3, 0.4]])
x.renorm_(2, 0, 5)
show(x)

# nan_to_num_bfloat16_default
show(torch.nan_to_num(torch.tensor([float('inf'), -float('inf'), float('nan')], dtype=torch.bfloat16)))

# nan_to_num_f16_neginf
show(torch.nan_to_num(torch.tensor([-float('inf')], dtype=torch.float16)), torch.nan_to_num(torch.tensor([float('inf')], dtype=torch.float16), posinf=1e6))

# nan_to_num_int_kw
show(torch.nan_to_num(torch.tensor([1, 2]), nan=5.0, posinf=1.0))

# nan_to_num_0d
show(torch.nan_to_num(torch.tensor(float('nan')), 7.0), torch.tensor(float('-inf')).nan_to_num(neginf=0.0))

# clamp_int_tensor_float_bounds
show(torch.clamp(torch.tensor([1, 5, 9]), min=torch.tensor([2.5])), torch.clamp(torch.tensor([1, 5]), max=torch.tensor(3)))

# clamp_float_tensor_double_bound
r = torch.clamp(torch.tensor([1.0, 5.0]), min=torch.tensor([2.0], dtype=torch.float64))
show(r, r.dtype)

# clamp_tensor_min_gt_max
show(torch.clamp(torch.tensor([0.0, 5.0, 10.0]), min=torch.tensor(6.0), max=torch.tensor([1.0, 2.0, 8.0])))

# clamp_int_inplace_float_bound
x = torch.tensor([1, 5, 9])
attempt(lambda: x.clamp_(2.7, 6.2))

# clamp_uint8_negative_bound
show(torch.clamp(torch.tensor([1, 200], dtype=torch.uint8), min=-5, max=100))

# clamp_int8_float
show(torch.clamp(torch.tensor([-100, 100], dtype=torch.int8), -50.5, 50.5))

# clip_tensor_bounds_method
show(torch.tensor([1.0, 2.0, 3.0]).clip(torch.tensor([2.0, 0.0, 0.0]), torch.tensor([2.5, 1.0, 10.0])))

# clamp_bool_tensor_bounds_error
attempt(lambda: torch.clamp(torch.tensor([True, False]), min=torch.tensor([False])))

# lerp_weight_0d_tensor
show(torch.lerp(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), torch.tensor(0.5)))

# lerp_weight_outside_01
show(torch.lerp(torch.tensor([0.0]), torch.tensor([10.0]), 1.5), torch.lerp(torch.tensor([0.0]), torch.tensor([10.0]), -0.5))

# lerp_double
show(torch.lerp(torch.tensor([0.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64), torch.tensor([0.3], dtype=torch.float64)))

# lerp_weight_dtype_error
attempt(lambda: torch.lerp(torch.tensor([0.0]), torch.tensor([1.0]), torch.tensor([0.5], dtype=torch.float64)))

# lerp_broadcast_weight
show(torch.lerp(torch.zeros(2, 2), torch.ones(2, 2), torch.tensor([[0.25], [0.75]])))

# lerp_inplace_broadcast_error
attempt(lambda: torch.zeros(2).lerp_(torch.ones(2, 2), 0.5))

# addcmul_float_value_int_truncates
attempt(lambda: torch.addcmul(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6]), value=0.5))

# addcmul_int_value_truncates_toward_zero
show(torch.addcmul(torch.tensor([10, 10]), torch.tensor([1, -1]), torch.tensor([1, 1]), value=-2.9))

# addcmul_inplace_int_float_error
attempt(lambda: torch.ones(2, dtype=torch.long).addcmul_(torch.tensor([1.5]), torch.tensor([2.0])))

# addcdiv_int_input_float_value
show(torch.addcdiv(torch.tensor([1, 2]), torch.tensor([1.0, 2.0]), torch.tensor([4.0, 4.0]), value=0.5))

# addcmul_promote
r = torch.addcmul(torch.tensor([1, 2]), torch.tensor([1.5, 2.0]), torch.tensor([2, 2]))
show(r, r.dtype)

# addcdiv_promote_double
show(torch.addcdiv(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64), torch.tensor([3.0])))

# addcdiv_zero_divisor
show(torch.addcdiv(torch.zeros(3), torch.tensor([1.0, -1.0, 0.0]), torch.zeros(3)))

# addcmul_broadcast_3way
show(torch.addcmul(torch.tensor(1.0), torch.tensor([[1.0], [2.0]]), torch.tensor([1.0, 10.0])))

# heaviside_nan_values
show(torch.heaviside(torch.tensor([float('nan'), -0.0, 0.0]), torch.tensor([0.5, 0.25, 0.75])))

# heaviside_broadcast
show(torch.heaviside(torch.tensor([[-1.0], [0.0]]), torch.tensor([2.0, 3.0])))

# frexp_special
m, e = torch.frexp(torch.tensor([float('inf'), float('nan'), -0.0, 1e-40]))
show(m, e)

# frexp_half
show(torch.frexp(torch.tensor([6.0, 0.75], dtype=torch.float16)))

# ldexp_float_exponent
show(torch.ldexp(torch.tensor([1.0, 2.0]), torch.tensor([0.5, 2.0])))

# ldexp_double_int32
show(torch.ldexp(torch.tensor([1.0], dtype=torch.float64), torch.tensor([10], dtype=torch.int32)))

# ldexp_inplace
x = torch.tensor([1.0, 3.0])
x.ldexp_(torch.tensor([1, 2]))
show(x)

# float_power_inplace_error
attempt(lambda: torch.tensor([2.0]).float_power_(2))

# float_power_inplace_double
x = torch.tensor([2.0, 3.0], dtype=torch.float64)
x.float_power_(2)
show(x)

# float_power_negative_base
show(torch.float_power(torch.tensor([-8.0, -1.0]), 1 / 3), torch.float_power(torch.tensor([-2]), -1))

# float_power_bool
show(torch.float_power(torch.tensor([True, False]), 2))

# count_nonzero_neg_dim_keep
show(torch.count_nonzero(torch.tensor([[0, 1], [1, 1]]), dim=-1), torch.count_nonzero(torch.tensor([[0, 1], [1, 1]]), dim=[0, 1]))

# count_nonzero_empty_dim
show(torch.count_nonzero(torch.zeros(0, 3), dim=0), torch.count_nonzero(torch.zeros(2, 0), dim=1))

# count_nonzero_0d
show(torch.count_nonzero(torch.tensor(0)), torch.count_nonzero(torch.tensor(2.5)), torch.count_nonzero(torch.tensor(3), dim=0))

# aminmax_nan
show(torch.aminmax(torch.tensor([1.0, float('nan'), 3.0])))

# aminmax_int_dim_neg
show(torch.aminmax(torch.tensor([[4, 9], [7, 1]]), dim=-1))

# aminmax_0d
show(torch.aminmax(torch.tensor(5)), torch.aminmax(torch.tensor(2.5), dim=0))

# aminmax_empty_dim_ok
show(torch.aminmax(torch.zeros(0, 3), dim=1))

# aminmax_keepdim_nodim
show(torch.aminmax(torch.tensor([[1, 2], [3, 4]]), keepdim=True))

# nanmean_dtype_kw
show(torch.nanmean(torch.tensor([1.0, float('nan'), 2.0]), dtype=torch.float64))

# nanmean_half
show(torch.nanmean(torch.tensor([1.0, float('nan'), 2.0], dtype=torch.float16)))

# nanmean_tuple_dims
show(torch.nanmean(torch.tensor([[[1.0, float('nan')], [3.0, 4.0]]]), dim=(0, 2)))

# nansum_int_dtype
show(torch.nansum(torch.tensor([1, 2], dtype=torch.int32)), torch.nansum(torch.tensor([True, True])))

# nansum_all_nan_keepdim
show(torch.nansum(torch.tensor([[float('nan'), float('nan')]]), dim=1, keepdim=True))

# nansum_inf
show(torch.nansum(torch.tensor([float('inf'), float('nan'), -float('inf')])))

# nanmedian_int
show(torch.nanmedian(torch.tensor([3, 1, 2, 4])), torch.nanmedian(torch.tensor([[3, 1], [2, 4]]), dim=0))

# nanmedian_keepdim
show(torch.nanmedian(torch.tensor([[1.0, float('nan'), 3.0]]), dim=1, keepdim=True))

# median_2d_all
show(torch.median(torch.tensor([[5, 1], [3, 4]])), torch.median(torch.tensor([[5, 1], [3, 4]]), -1))

# median_empty_all
show(torch.median(torch.tensor([])))

# quantile_keepdim_nodim
show(torch.quantile(torch.arange(4.0).view(2, 2), 0.5, keepdim=True), torch.quantile(torch.arange(4.0).view(2, 2), torch.tensor([0.5]), keepdim=True).shape)

# quantile_q_2d_error
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), torch.tensor([[0.5]])))

# quantile_q_negative_error
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), -0.1))

# quantile_midpoint_dim0
show(torch.quantile(torch.tensor([[1.0, 5.0], [2.0, 6.0], [4.0, 9.0]]), 0.5, dim=0, interpolation='midpoint'))

# quantile_nearest_ties
show(torch.quantile(torch.tensor([0.0, 1.0, 2.0, 3.0]), torch.tensor([0.5, 0.1666667, 0.8333333]), interpolation='nearest'))

# quantile_inf
show(torch.quantile(torch.tensor([1.0, float('inf')]), 0.5), torch.quantile(torch.tensor([-float('inf'), float('inf')]), 0.5))

# nanquantile_all_nan_keepdim
show(torch.nanquantile(torch.tensor([[float('nan'), 1.0], [float('nan'), 3.0]]), torch.tensor([0.0, 1.0]), dim=0, keepdim=True))

# quantile_scalar_input_dim
show(torch.quantile(torch.tensor(4.0), 0.3, dim=0), torch.quantile(torch.tensor(4.0), torch.tensor([0.3, 0.9])))

# mode_bool_float
show(torch.mode(torch.tensor([True, False, True])), torch.mode(torch.tensor([0.5, 0.5, 2.0])))

# mode_negative_dim_3d
show(torch.mode(torch.tensor([[[1, 1, 2], [3, 4, 4]]]), dim=-1))

# mode_empty_error
attempt(lambda: torch.mode(torch.tensor([])))

# kthvalue_negative_dim
show(torch.kthvalue(torch.tensor([[5.0, 1.0], [2.0, 8.0]]), 1, dim=-2))

# kthvalue_nan
show(torch.kthvalue(torch.tensor([1.0, float('nan'), 0.0]), 3))

# kthvalue_0d
show(torch.kthvalue(torch.tensor(7), 1, 0, True))

# tensor_split_neg_indices
show(torch.tensor_split(torch.arange(6), [-2]), torch.tensor_split(torch.arange(6), [4, 2]))

# tensor_split_more_sections_than_len
show(torch.tensor_split(torch.arange(2), 4))

# tensor_split_2d_indices_dim0
show(torch.tensor_split(torch.arange(12).view(4, 3), (1, 3), dim=0))

# tensor_split_float_tensor_error
attempt(lambda: torch.tensor_split(torch.arange(6), torch.tensor([2.0])))

# tensor_split_0d_error
attempt(lambda: torch.tensor_split(torch.tensor(5), 2))

# hsplit_indices_3d
show(torch.hsplit(torch.arange(12).view(2, 3, 2), [1, 2])[1])

# hsplit_0d_error
attempt(lambda: torch.hsplit(torch.tensor(1), 1))

# hsplit_1d_uneven_error
attempt(lambda: torch.hsplit(torch.arange(5), 2))

# vsplit_indices_beyond
show(torch.vsplit(torch.arange(6).view(3, 2), [1, 5]))

# dsplit_indices
show(torch.dsplit(torch.arange(6).view(1, 1, 6), [2, 3])[2])

# dsplit_uneven_error
attempt(lambda: torch.dsplit(torch.ones(1, 1, 5), 2))

# column_stack_mismatch_error
attempt(lambda: torch.column_stack((torch.ones(2), torch.ones(3))))

# column_stack_promote
show(torch.column_stack((torch.tensor([1, 2]), torch.tensor([True, False]), torch.tensor([0.5, 1.5]))))

# vstack_promote_bool
show(torch.vstack((torch.tensor([True, False]), torch.tensor([2, 3]))))

# dstack_scalars
show(torch.dstack((torch.tensor(1), torch.tensor(2))), torch.dstack([torch.ones(1, 2, 3), torch.zeros(1, 2, 1)]).shape)

# hstack_scalars
show(torch.hstack((torch.tensor(1), torch.tensor([2, 3]))), torch.vstack((torch.tensor(1.5), torch.tensor(2))))

# stack_family_tuple_single
show(torch.hstack([torch.tensor([1])]), torch.row_stack([torch.tensor([[1, 2]])]))

# atleast_2d_list
show(torch.atleast_2d([torch.tensor(1), torch.ones(2, 2)])[0].shape, torch.atleast_3d(torch.tensor([[1, 2]]))[0])

# atleast_empty
show(torch.atleast_2d(torch.tensor([])).shape, torch.atleast_3d(torch.tensor([])).shape)

# rot90_3d_dims
x = torch.arange(8).view(2, 2, 2)
show(torch.rot90(x, 1, [0, 2]), torch.rot90(x, -1, (2, 0)))

# rot90_dims_len_error
attempt(lambda: torch.rot90(torch.ones(2, 2, 2), 1, [0, 1, 2]))

# rot90_dims_range_error
attempt(lambda: torch.rot90(torch.ones(2, 2), 1, [0, 2]))

# rot90_nonsquare
show(torch.rot90(torch.arange(6).view(2, 3)), torch.rot90(torch.arange(6).view(2, 3), 3))

# diag_large_offset
show(torch.diag(torch.arange(4).view(2, 2), 3), torch.diag(torch.tensor([1.5]), -2))

# diag_embed_negative_dims
show(torch.diag_embed(torch.tensor([[1, 2], [3, 4]]), offset=1, dim1=-1, dim2=-2))

# diag_embed_same_dim_error
attempt(lambda: torch.diag_embed(torch.tensor([1, 2]), dim1=0, dim2=0))

# diag_embed_bool
show(torch.diag_embed(torch.tensor([True, False])))

# diagonal_3d_reverse_dims
x = torch.arange(12).view(2, 3, 2)
show(torch.diagonal(x, 0, 2, 0), torch.diagonal(x, -1, 1, 2))

# diagonal_neg_offset_shape
show(torch.diagonal(torch.ones(3, 4), -2), torch.diagonal(torch.ones(3, 4), 4).shape)

# diagonal_write_through
m = torch.zeros(3, 3)
m.diagonal().fill_(7)
m.diagonal(1).add_(1)
show(m)

# trace_float64_empty
show(torch.trace(torch.ones(2, 3, dtype=torch.float64)), torch.trace(torch.zeros(0, 0)))

# trace_int8_sum_dtype
show(torch.trace(torch.tensor([[100, 0], [0, 100]], dtype=torch.int8)))

# tril_indices_zero_and_negative
show(torch.tril_indices(0, 0), torch.tril_indices(3, 3, -5), torch.triu_indices(3, 3, 5))

# triu_indices_large_neg_offset
show(torch.triu_indices(2, 3, -1), torch.tril_indices(2, 3, 2))

# tril_indices_negative_row_error
attempt(lambda: torch.tril_indices(-1, 3))

# tril_indices_float_dtype
show(torch.tril_indices(2, 2, dtype=torch.float32), torch.triu_indices(2, 3, 1, dtype=torch.float64))

# flatten_0d_dims
show(torch.flatten(torch.tensor(3), 0, -1), torch.flatten(torch.tensor(3), start_dim=0, end_dim=0))

# flatten_0d_dim_error
attempt(lambda: torch.flatten(torch.tensor(3), 1))

# flatten_noncontig
x = torch.arange(6).view(2, 3).t()
show(torch.flatten(x), x.flatten(0, 0).shape)

# flatten_range_error
attempt(lambda: torch.ones(2, 3).flatten(0, 2))

# unflatten_neg_dim
show(torch.ones(2, 6).unflatten(-1, (2, 3)).shape, torch.arange(4).unflatten(0, [2, 2]))

# unflatten_two_minus_one_error
attempt(lambda: torch.arange(6).unflatten(0, (-1, -1)))

# unflatten_empty_sizes_error
attempt(lambda: torch.arange(6).unflatten(0, ()))

# narrow_negative_start
show(torch.narrow(torch.arange(6), 0, -3, 2), torch.arange(6).view(2, 3).narrow(-1, 1, 2))

# narrow_start_oob_error
attempt(lambda: torch.narrow(torch.arange(5), 0, 6, 0))

# narrow_0d_error
attempt(lambda: torch.narrow(torch.tensor(1), 0, 0, 1))

# narrow_shares_storage
x = torch.zeros(5)
x.narrow(0, 1, 2).fill_(1)
show(x)

# narrow_copy
show(torch.narrow_copy(torch.arange(6).view(2, 3), 1, 1, 2))

# select_negative_index
show(torch.select(torch.arange(6).view(2, 3), 1, -3), torch.select(torch.arange(6).view(2, 3), -2, -1))

# select_negative_oob_error
attempt(lambda: torch.arange(6).view(2, 3).select(1, -4))

# select_dim_error
attempt(lambda: torch.arange(3).select(1, 0))

# take_along_dim_rank_error
attempt(lambda: torch.take_along_dim(torch.ones(2, 3), torch.tensor([0]), dim=1))

# take_along_dim_neg_dim
show(torch.take_along_dim(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1], [0]]), dim=-1))

# gcd_zero_zero_negative
show(torch.gcd(torch.tensor([0, -4, -6]), torch.tensor([0, 0, -9])), torch.lcm(torch.tensor([0, -4]), torch.tensor([0, 6])))

# gcd_int8_uint8
show(torch.gcd(torch.tensor([-12, 18], dtype=torch.int8), torch.tensor([8, 12], dtype=torch.int8)), torch.gcd(torch.tensor([200], dtype=torch.uint8), torch.tensor([150], dtype=torch.uint8)))

# gcd_bool_error
attempt(lambda: torch.gcd(torch.tensor([True]), torch.tensor([False])))

# gcd_scalar_arg
show(torch.gcd(torch.tensor([12, 18]), torch.tensor(8)))

# lcm_int16_promote
r = torch.lcm(torch.tensor([4], dtype=torch.int16), torch.tensor([6], dtype=torch.int32))
show(r, r.dtype)

# remainder_negative_zero
show(torch.remainder(torch.tensor([-4.0, 4.0, -0.0]), 2), torch.fmod(torch.tensor([-4.0, 4.0]), 2))

# remainder_inf_nan
show(torch.remainder(torch.tensor([5.0, float('inf'), 5.0]), torch.tensor([float('inf'), 2.0, -float('inf')])), torch.fmod(torch.tensor([5.0, -5.0]), float('inf')))

# remainder_int8_negative
show(torch.remainder(torch.tensor([-128, 127], dtype=torch.int8), 3), torch.fmod(torch.tensor([-128, 127], dtype=torch.int8), -3))

# remainder_mixed_promote
show(torch.remainder(torch.tensor([7, -7]), 2.5), torch.fmod(torch.tensor([7, -7]), torch.tensor([2.5])))

# remainder_bool_error
attempt(lambda: torch.remainder(torch.tensor([True]), torch.tensor([True])))

# remainder_inplace_int_float_error
attempt(lambda: torch.tensor([5, 6]).remainder_(2.5))

# floor_divide_float_zero
show(torch.floor_divide(torch.tensor([1.0, -1.0, 0.0]), 0), torch.tensor([-0.5, 0.5]) // 1)

# floor_divide_int_float
show(torch.floor_divide(torch.tensor([7, -7]), 2.0), torch.floor_divide(torch.tensor([7.5]), torch.tensor([2])))

# floor_divide_bool_error
attempt(lambda: torch.floor_divide(torch.tensor([True]), torch.tensor([True])))

# div_floor_float_neg
show(torch.div(torch.tensor([-7.5, 7.5, -0.5]), 2, rounding_mode='floor'), torch.div(torch.tensor([-7.5, -0.5]), 2, rounding_mode='trunc'))

# div_trunc_int_neg_divisor
show(torch.div(torch.tensor([7, -7]), -2, rounding_mode='trunc'), torch.div(torch.tensor([7, -7]), -2, rounding_mode='floor'))

# true_divide_int
show(torch.true_divide(torch.tensor([1, 3]), 2), torch.divide(torch.tensor([5]), torch.tensor([2]), rounding_mode='floor'))

# logit_eps_clamps
show(torch.logit(torch.tensor([0.0, 0.25, 1.0]), eps=0.25), torch.logit(torch.tensor([0.1, 0.9]), 0.2))

# logit_double_inplace
x = torch.tensor([0.5, 0.2], dtype=torch.float64)
x.logit_()
show(x)

# logit_bool_half
show(torch.logit(torch.tensor([True])), torch.logit(torch.tensor([0.25], dtype=torch.bfloat16)))

# xlogy_scalar_self_zero
show(torch.xlogy(0, torch.tensor([0.0, float('nan'), 2.0])), torch.xlogy(torch.tensor([2.0, 0.0]), 0))

# xlogy_inplace_int_error
attempt(lambda: torch.tensor([1, 2]).xlogy_(torch.tensor([2, 3])))

# xlogy_inplace_float
x = torch.tensor([1.0, 0.0])
x.xlogy_(torch.tensor([2.0, 0.0]))
show(x)

# xlogy_broadcast
show(torch.xlogy(torch.tensor([[1.0], [2.0]]), torch.tensor([1.0, 4.0])))

# special_xlogy_both_tensors_double
show(torch.special.xlogy(torch.tensor([1.0], dtype=torch.float64), torch.tensor([2.0])))

# special_entr_int
show(torch.special.entr(torch.tensor([0, 1, 2])))

# special_sinc_int
show(torch.special.sinc(torch.tensor([0, 1])), torch.sinc(torch.tensor([0.25])))

# special_log_softmax_dtype
show(torch.special.log_softmax(torch.tensor([1, 2]), 0, dtype=torch.float64))

# special_erfinv_int
show(torch.special.erfinv(torch.tensor([0])), torch.special.expit(torch.tensor([0])))

# special_polygamma_multigammaln
show(torch.special.polygamma(1, torch.tensor([1.0])), torch.special.multigammaln(torch.tensor([2.5]), 2))

# special_logit_eps
show(torch.special.logit(torch.tensor([0.0, 1.0]), eps=0.1))

# isclose_bool
show(torch.isclose(torch.tensor([True, False]), torch.tensor([True, True])))

# isclose_int_atol
show(torch.isclose(torch.tensor([10, 20]), torch.tensor([11, 25]), rtol=0, atol=1))

# isclose_int_equal_nan
show(torch.isclose(torch.tensor([1]), torch.tensor([1]), equal_nan=True))

# isclose_half
show(torch.isclose(torch.tensor([1.0, 1.001], dtype=torch.float16), torch.tensor([1.0, 1.0], dtype=torch.float16)))

# isclose_broadcast
show(torch.isclose(torch.tensor([[1.0], [2.0]]), torch.tensor([1.0, 2.0])))

# isclose_negative_atol_error
attempt(lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), atol=-0.1))

# isclose_bool_rtol_error
attempt(lambda: torch.isclose(torch.tensor([True]), torch.tensor([True]), rtol=0.5, atol=0.5))

# allclose_dtype_error
attempt(lambda: torch.allclose(torch.tensor([1.0]), torch.tensor([1])))

# allclose_inf
show(torch.allclose(torch.tensor([float('inf')]), torch.tensor([float('inf')])), torch.allclose(torch.tensor([float('inf')]), torch.tensor([-float('inf')])))

# allclose_empty
show(torch.allclose(torch.tensor([]), torch.tensor([])), torch.allclose(torch.ones(0, 2), torch.ones(2)))

# equal_shapes
show(torch.equal(torch.ones(2, 1), torch.ones(1, 2)), torch.equal(torch.tensor([]), torch.tensor([])), torch.equal(torch.tensor(1), torch.tensor([1])))

# equal_bool_int
show(torch.equal(torch.tensor([True]), torch.tensor([1])), torch.equal(torch.tensor([-0.0]), torch.tensor([0.0])))

# equal_noncontig
x = torch.arange(6).view(2, 3)
show(torch.equal(x.t(), x.t().contiguous()), x.t().equal(torch.tensor([[0, 3], [1, 4], [2, 5]])))

# topk_negative_k_error
attempt(lambda: torch.topk(torch.tensor([1, 2]), -1))

# topk_largest_false_all
show(torch.topk(torch.tensor([3.0, -1.0, 2.0]), 3, largest=False))

# topk_0d_k0
show(torch.topk(torch.tensor(5.0), 0))

# topk_keyword_k
show(torch.tensor([[1, 5, 3]]).topk(k=2, dim=-1, largest=True, sorted=True))

# topk_ties_int_values
show(torch.topk(torch.tensor([1, 3, 3, 2]), 2).values)

# topk_inf_nan_smallest
show(torch.topk(torch.tensor([float('nan'), -float('inf'), 1.0]), 2, largest=False))

# topk_dim_k_error
attempt(lambda: torch.topk(torch.ones(2, 3), 3, dim=0))

# msort_bool_0d
show(torch.msort(torch.tensor([True, False, True])), torch.msort(torch.tensor(3)))

# msort_nan
show(torch.msort(torch.tensor([2.0, float('nan'), -1.0])))

# argsort_stable_float_nan
show(torch.argsort(torch.tensor([1.0, float('nan'), 0.0, float('nan')]), stable=True), torch.argsort(torch.tensor([1.0, float('nan'), 0.0]), descending=True))

# argsort_stable_descending_dim
show(torch.argsort(torch.tensor([[1, 1, 0], [2, 2, 2]]), dim=1, descending=True, stable=True))

# argsort_0d_empty
show(torch.argsort(torch.tensor(5)), torch.argsort(torch.zeros(2, 0), dim=1))

# sort_stable_dim0
show(torch.sort(torch.tensor([[2, 1], [1, 1], [2, 0]]), dim=0, stable=True))

# sort_negative_zero
show(torch.sort(torch.tensor([0.0, -0.0, -1.0]), stable=True), torch.argsort(torch.tensor([0.0, -0.0]), stable=True))

# argsort_int8_uint8
show(torch.argsort(torch.tensor([-1, 5, -128], dtype=torch.int8)), torch.argsort(torch.tensor([255, 0, 7], dtype=torch.uint8)))

# histc_int_cuda
show(torch.histc(torch.tensor([1.0, 1.0, 2.0]), bins=2, min=1, max=2))

# histc_right_edge
show(torch.histc(torch.tensor([0.0, 1.0, 2.0, 3.0]), bins=3, min=0, max=3))

# histc_negative_range
show(torch.histc(torch.tensor([-3.0, -1.5, -0.1, 0.0]), bins=3, min=-3, max=0))

# histc_nan_value
show(torch.histc(torch.tensor([0.5, float('nan'), 1.5]), bins=2, min=0, max=2))

# diff_float16_bool_prepend
show(torch.diff(torch.tensor([1.0, 2.5], dtype=torch.float16)), torch.diff(torch.tensor([True, False]), prepend=torch.tensor([True])))

# diff_3d_middle
show(torch.diff(torch.arange(12).view(2, 3, 2), dim=1))

# diff_prepend_scalar_error
attempt(lambda: torch.diff(torch.tensor([1, 2]), prepend=torch.tensor(0)))

# diff_prepend_mismatch_shape_error
attempt(lambda: torch.diff(torch.ones(2, 3), dim=1, prepend=torch.ones(3, 1)))

# diff_empty
show(torch.diff(torch.tensor([])), torch.diff(torch.tensor([5])))

# cross_default_dim_2d
show(torch.cross(torch.tensor([[1, 0, 0], [0, 1, 0], [0, 0, 1]]), torch.tensor([[0, 1, 0], [0, 0, 1], [1, 0, 0]])))

# cross_broadcast_batch
show(torch.linalg.cross(torch.tensor([[1.0, 0.0, 0.0]]), torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])))

# cross_dim_oob_error
attempt(lambda: torch.linalg.cross(torch.ones(3), torch.ones(3), dim=1))

# cross_bool
show(torch.linalg.cross(torch.tensor([1, 2, 3], dtype=torch.int8), torch.tensor([4, 5, 6], dtype=torch.int8)))

# out_kw_clamp_diff
o = torch.empty(3)
torch.clamp(torch.tensor([-1.0, 0.5, 2.0]), 0, 1, out=o)
show(o)

# out_kw_cumsum_cummax
o = torch.empty(3, dtype=torch.long)
torch.cumsum(torch.tensor([1, 2, 3]), 0, out=o)
v = torch.empty(3)
i = torch.empty(3, dtype=torch.long)
torch.cummax(torch.tensor([1.0, 0.0, 2.0]), 0, out=(v, i))
show(o, v, i)

# out_kw_topk_sort
v = torch.empty(0)
i = torch.empty(0, dtype=torch.long)
r = torch.topk(torch.tensor([3.0, 1.0, 2.0]), 2, out=(v, i))
show(v, i, r.values is v)

# out_kw_bucketize_searchsorted
o = torch.empty(2, dtype=torch.long)
torch.bucketize(torch.tensor([0.5, 2.5]), torch.tensor([1.0, 2.0]), out=o)
show(o)
o32 = torch.empty(2, dtype=torch.int32)
torch.searchsorted(torch.tensor([1.0, 2.0]), torch.tensor([0.5, 2.5]), out_int32=True, out=o32)
show(o32)

# out_kw_wrong_dtype_searchsorted_error
attempt(lambda: torch.searchsorted(torch.tensor([1.0, 2.0]), torch.tensor([0.5]), out=torch.empty(1, dtype=torch.int32)))

# out_kw_nansum_logcumsumexp
o = torch.empty(())
torch.nansum(torch.tensor([1.0, float('nan')]), out=o)
o2 = torch.empty(2)
torch.logcumsumexp(torch.tensor([0.0, 0.0]), 0, out=o2)
show(o, o2)

# out_kw_gcd_remainder
o = torch.empty(2, dtype=torch.long)
torch.gcd(torch.tensor([4, 9]), torch.tensor([6, 12]), out=o)
o2 = torch.empty(2)
torch.remainder(torch.tensor([-1.0, 5.0]), 3, out=o2)
show(o, o2)

# out_kw_kron_cross
o = torch.empty(4, dtype=torch.long)
torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10]), out=o)
show(o)

# out_kw_isclose_error
attempt(lambda: torch.clamp(torch.tensor([1.0]), 0, 1, out=torch.empty(1, dtype=torch.long)))

# inplace_methods_rounding
x = torch.tensor([-7.0, 7.0])
x.fmod_(3)
y = torch.tensor([-7.0, 7.0])
y.remainder_(3)
z = torch.tensor([-7, 7])
z.floor_divide_(2)
show(x, y, z)

# inplace_lcm_heaviside
x = torch.tensor([4, 6])
x.lcm_(torch.tensor([6, 4]))
h = torch.tensor([-1.0, 0.0, 1.0])
h.heaviside_(torch.tensor([0.5]))
show(x, h)

# inplace_hypot_copysign
x = torch.tensor([3.0, 5.0])
x.hypot_(torch.tensor([4.0, 12.0]))
y = torch.tensor([1.0, 2.0])
y.copysign_(torch.tensor([-1.0, 1.0]))
show(x, y)

# inplace_clamp_min_max
x = torch.tensor([-1.0, 2.0, 5.0])
x.clamp_min_(0).clamp_max_(3)
show(x)

# inplace_fmax_not_exist
attempt(lambda: torch.tensor([1.0]).fmax_(torch.tensor([2.0])))

# inplace_cumsum_
x = torch.tensor([1, 2, 3])
x.cumsum_(0)
y = torch.tensor([1.0, 2.0, 3.0])
y.cumprod_(dim=0)
show(x, y)

# inplace_logaddexp_missing
attempt(lambda: torch.tensor([1.0]).logaddexp_(torch.tensor([1.0])))

# method_forms_misc
x = torch.tensor([[1, 2], [3, 4]])
show(x.kron(torch.tensor([[1, 0]])), x.trace(), x.rot90(), x.outer(torch.tensor([1, 1])) if x.dim() == 1 else x.float().inner(x.float()))

# method_forms_search
x = torch.tensor([3.0, 1.0, 2.0])
show(x.msort(), x.kthvalue(2), x.nanmedian(), x.count_nonzero())

# method_vsplit_hsplit_dsplit
x = torch.arange(8).view(2, 2, 2)
show(x.vsplit(2)[1], x.dsplit([1])[0].shape, x.hsplit(2)[0].shape)

# method_diag_embed_diagonal
show(torch.tensor([1, 2]).diag_embed(), torch.tensor([[1, 2], [3, 4]]).diag(), torch.tensor([1, 2]).diag(1))

# method_tril_triu_diag
x = torch.arange(9).view(3, 3)
show(x.tril(-1), x.triu(diagonal=1), torch.tril(x, 1))

# method_tril_1d_error
attempt(lambda: torch.tril(torch.arange(3)))

# diagonal_scatter
show(torch.diagonal_scatter(torch.zeros(3, 3), torch.ones(3)), torch.diagonal_scatter(torch.zeros(2, 3), torch.tensor([5.0, 6.0]), 1))

# diagonal_scatter_shape_error
attempt(lambda: torch.diagonal_scatter(torch.zeros(3, 3), torch.ones(2)))

# select_scatter_slice_scatter
show(torch.select_scatter(torch.zeros(2, 2), torch.ones(2), 0, 0))

# slice_scatter_step_dim
show(torch.slice_scatter(torch.zeros(2, 4), torch.ones(2, 2), dim=1, start=0, step=2))

# index_add_alpha
x = torch.zeros(3)
show(x.index_add(0, torch.tensor([0, 2, 0]), torch.tensor([1.0, 2.0, 3.0]), alpha=2))

# index_reduce_prod_amax
x = torch.ones(3)
show(x.index_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([2.0, 3.0, 4.0]), 'prod'), x.index_reduce(0, torch.tensor([0, 0]), torch.tensor([5.0, 3.0]), 'amax', include_self=False))

# index_reduce_mean
show(torch.zeros(2).index_reduce(0, torch.tensor([1, 1]), torch.tensor([2.0, 4.0]), 'mean'), torch.zeros(2).index_reduce(0, torch.tensor([1, 1]), torch.tensor([2.0, 4.0]), 'mean', include_self=False))

# scatter_reduce_include_self
src = torch.tensor([1.0, 2.0, 3.0, 4.0])
idx = torch.tensor([0, 1, 0, 1])
show(torch.zeros(2).scatter_reduce(0, idx, src, reduce='sum'), torch.full((2,), 10.0).scatter_reduce(0, idx, src, reduce='amin', include_self=False))

# scatter_reduce_mean_int
show(torch.tensor([1, 1]).scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([2, 4, 7]), reduce='mean'))

# take_put
x = torch.tensor([[1, 2], [3, 4]])
show(torch.take(x, torch.tensor([0, 3, -1])), x.put(torch.tensor([0, 3]), torch.tensor([9, 8])))

# put_accumulate
x = torch.zeros(3)
x.put_(torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)
show(x)

# index_fill_copy
x = torch.zeros(2, 3)
show(x.index_fill(1, torch.tensor([0, 2]), -1.0), x.index_copy(0, torch.tensor([1]), torch.ones(1, 3)))

# masked_scatter
x = torch.zeros(2, 2)
show(x.masked_scatter(torch.tensor([[True, False], [False, True]]), torch.tensor([5.0, 6.0, 7.0])))

# unique_consecutive_dim
show(torch.unique_consecutive(torch.tensor([[1, 1], [1, 1], [2, 3]]), dim=0))

# unique_return_all
u, inv, cnt = torch.unique(torch.tensor([2, 1, 2, 3, 1]), return_inverse=True, return_counts=True)
show(u, inv, cnt)

# unique_sorted_false_int
show(torch.unique(torch.tensor([3, 1, 3]), sorted=False).sort().values)

# special_more
x = torch.tensor([0.5, 1.0])
show(torch.special.i0e(x), torch.special.i1(x), torch.special.i1e(x))

# special_log_ndtr_erfcx
show(torch.special.log_ndtr(torch.tensor([0.0, -1.0])), torch.special.erfcx(torch.tensor([0.0, 1.0])))

# special_bessel
show(torch.special.bessel_j0(torch.tensor([0.0, 1.0])), torch.special.bessel_j1(torch.tensor([1.0])))

# special_zeta_gammainc
show(torch.special.zeta(torch.tensor([2.0]), torch.tensor([1.0])), torch.special.gammainc(torch.tensor([1.0]), torch.tensor([1.0])), torch.special.gammaincc(torch.tensor([1.0]), torch.tensor([1.0])))

# special_polynomials
show(torch.special.chebyshev_polynomial_t(torch.tensor([0.5]), 3), torch.special.hermite_polynomial_h(torch.tensor([1.0]), 2), torch.special.legendre_polynomial_p(torch.tensor([0.5]), 2))

# special_spherical_bessel_j0
show(torch.special.spherical_bessel_j0(torch.tensor([0.0, 1.0])))

# special_log1p_int_sinc_neg
show(torch.special.log1p(torch.tensor([0, 1])), torch.special.sinc(torch.tensor([-0.5])))

# special_airy_scaled
show(torch.special.scaled_modified_bessel_k0(torch.tensor([1.0])), torch.special.modified_bessel_i0(torch.tensor([1.0])))

# histc_method_kw_bins_only
show(torch.tensor([1.0, 2.0, 3.0]).histc(3))

# bucketize_tensor_method_missing
attempt(lambda: torch.tensor([1.0]).bucketize(torch.tensor([0.5])))

# cumulative_ops_on_0d
show(torch.cumsum(torch.tensor(3), 0), torch.cumprod(torch.tensor(2.0), -1), torch.logcumsumexp(torch.tensor(0.0), -1))

# cummin_0d
show(torch.cummin(torch.tensor(4), 0))

# argmax_keepdim_ties
show(torch.argmax(torch.tensor([[1, 3, 3], [2, 2, 0]]), dim=1, keepdim=True), torch.argmin(torch.tensor([2.0, 1.0, 1.0])))

# max_dim_return
r = torch.max(torch.tensor([[1, 5], [7, 2]]), 1)
show(r, r.indices.dtype)

# min_dim_keepdim_unpack
v, i = torch.tensor([[1.0, 5.0], [7.0, 2.0]]).min(dim=0, keepdim=True)
show(v, i)

# var_mean_correction
show(torch.var_mean(torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64), dim=0, correction=0))

# std_mean_keepdim
show(torch.std_mean(torch.tensor([[1.0, 3.0], [5.0, 7.0]], dtype=torch.float64), dim=1, keepdim=True))

# std_int_error
attempt(lambda: torch.std(torch.tensor([1, 2, 3])))

# mean_int_dtype_kw
show(torch.mean(torch.tensor([1, 2]), dtype=torch.float64), torch.tensor([1, 2]).sum(dtype=torch.int8))

# sum_bool_dim
show(torch.sum(torch.tensor([[True, False], [True, True]]), dim=0), torch.prod(torch.tensor([True, False])))

# logsumexp_empty
show(torch.logsumexp(torch.tensor([]), 0))

# cumsum_empty_2d
show(torch.cumsum(torch.zeros(0, 2), 0), torch.cummax(torch.zeros(2, 0), 1))

# clamp_tensor_bound_only_max_int
show(torch.clamp(torch.tensor([1, 5, 9]), max=torch.tensor([4, 4, 10])), torch.clamp(torch.tensor([1.0, 5.0]), torch.tensor([2.0, 2.0])))

# clamp_min_tensor_method
show(torch.tensor([1.0, -2.0]).clamp_min(torch.tensor([0.0, -1.0])), torch.clamp_max(torch.tensor([1, 9]), torch.tensor(5)))

# clamp_scalar_tensor_mix_error
attempt(lambda: torch.clamp(torch.tensor([1.0]), torch.tensor([0.0]), 2.0))

# lerp_end_scalar_error
attempt(lambda: torch.lerp(torch.tensor([1.0]), 2.0, 0.5))

# lerp_weight_half
show(torch.lerp(torch.tensor([0.0, 1.0], dtype=torch.float64), torch.tensor([2.0, 3.0], dtype=torch.float64), 0.75))

# addcmul_scalar_tensor_error
attempt(lambda: torch.addcmul(torch.tensor([1.0]), 2.0, torch.tensor([1.0])))

# float_power_out_dtype
show(torch.float_power(torch.tensor([2.0], dtype=torch.float16), 2).dtype, torch.float_power(torch.tensor([4]), torch.tensor([0.5], dtype=torch.float16)))

# frexp_bfloat16
show(torch.frexp(torch.tensor([12.0], dtype=torch.bfloat16)))

# ldexp_int_int
r = torch.ldexp(torch.tensor([3]), torch.tensor([2]))
show(r, r.dtype)

# nextafter_float32
show(torch.nextafter(torch.tensor([0.0]), torch.tensor([1.0])) > 0, torch.nextafter(torch.tensor([1.0]), torch.tensor([1.0])))

# nextafter_int_error
attempt(lambda: torch.nextafter(torch.tensor([1]), torch.tensor([2])))

# count_nonzero_method_dims
show(torch.tensor([[0, 1], [1, 1]]).count_nonzero((0, 1)), torch.tensor([[0, 1], [1, 1]]).count_nonzero(dim=[1]))

# aminmax_out_of_range_dim
attempt(lambda: torch.aminmax(torch.ones(2, 2), dim=2))

# aminmax_int8
show(torch.aminmax(torch.tensor([-128, 127, 0], dtype=torch.int8)))

# topk_float64_dim0_largest_false
show(torch.topk(torch.tensor([[1.5, 0.5], [0.25, 2.0]], dtype=torch.float64), 1, dim=0, largest=False))

# sort_descending_stable_kw_only
show(torch.sort(torch.tensor([1, 2, 1, 2]), descending=True, stable=True))

# sort_bool
show(torch.sort(torch.tensor([True, False, True]), stable=True))

# argsort_stable_positional_error
attempt(lambda: torch.argsort(torch.tensor([1, 2]), 0, False, True))

# kthvalue_keepdim_int
show(torch.tensor([[4, 1, 3]]).kthvalue(2, 1, True))

# median_keepdim_int8
show(torch.median(torch.tensor([[5, -3, 1]], dtype=torch.int8), 1, keepdim=True))

# nanmedian_empty
show(torch.nanmedian(torch.tensor([])))

# quantile_float64_q_list_tensor
show(torch.quantile(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64), torch.tensor([0.5, 1.0], dtype=torch.float64)))

# quantile_higher_lower_dim
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [10.0, 20.0, 30.0, 40.0]])
show(torch.quantile(x, 0.5, dim=1, interpolation='lower'), torch.quantile(x, 0.5, dim=1, interpolation='higher'))

# quantile_large_input_error
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), 0.5, dim=-2))

# nanquantile_int_error
attempt(lambda: torch.nanquantile(torch.tensor([1, 2]), 0.5))

# diff_dim_neg2_n2
show(torch.diff(torch.tensor([[1, 2], [4, 8], [9, 18]]), n=2, dim=-2))

# diff_prepend_append_both
show(torch.diff(torch.tensor([2.0, 5.0]), prepend=torch.tensor([0.0]), append=torch.tensor([10.0, 11.0])))

# diff_int_prepend_float_promote2d
show(torch.diff(torch.tensor([[1, 2]]), dim=0, append=torch.tensor([[0.5, 0.5]])))

# bincount_large_minlength_weights
show(torch.bincount(torch.tensor([1]), weights=torch.tensor([2.5]), minlength=4))

# bincount_weights_float32_dtype
r = torch.bincount(torch.tensor([0, 0]), weights=torch.tensor([0.5, 0.25]))
show(r, r.dtype)

# cartesian_prod_bool
show(torch.cartesian_prod(torch.tensor([True, False]), torch.tensor([False])))

# combinations_float_r2_with_replacement_r3
show(torch.combinations(torch.tensor([1, 2]), r=3, with_replacement=True))

# block_diag_float64_int
show(torch.block_diag(torch.tensor([[1]]), torch.tensor([[2.5]], dtype=torch.float64)))

# kron_empty
show(torch.kron(torch.ones(0, 2), torch.ones(2, 2)).shape)

# vander_empty
show(torch.vander(torch.tensor([], dtype=torch.long)), torch.vander(torch.tensor([2]), N=1))

# trapezoid_bool_half
attempt(lambda: torch.trapezoid(torch.tensor([True, True, False])))

# cross_default_dim_deprecated_first3
show(torch.cross(torch.ones(3, 3), torch.eye(3)))

# rot90_empty
show(torch.rot90(torch.ones(0, 2)).shape, torch.rot90(torch.ones(2, 0), 2).shape)

# flatten_named_bounds_neg
show(torch.ones(2, 3, 4).flatten(-3, -2).shape, torch.ones(2, 3).flatten(-1, -1).shape)

# atleast_3d_list_mixed
a, b = torch.atleast_3d([torch.tensor(1), torch.tensor([[1, 2]])])
show(a.shape, b.shape)

# tensor_split_list_empty
show(torch.tensor_split(torch.arange(3), []))

# hstack_dtype_promote_bool_float
show(torch.hstack([torch.tensor([True]), torch.tensor([2.5])]))

# column_stack_2d_3d
show(torch.column_stack([torch.ones(2, 1, 2), torch.zeros(2, 2, 2)]).shape)

# narrow_length_zero_end
show(torch.narrow(torch.arange(4), 0, 4, 0))

# select_1d_returns_0d
r = torch.arange(3).select(0, 1)
show(r, r.dim())

# take_along_dim_no_dim_2d_idx
show(torch.take_along_dim(torch.tensor([[10, 20], [30, 40]]), torch.tensor([[3, 0]])))

# gcd_uint8_int8_mix
r = torch.gcd(torch.tensor([12], dtype=torch.uint8), torch.tensor([8], dtype=torch.int8))
show(r, r.dtype)

# remainder_scalar_self_float
show(torch.remainder(-5.5, torch.tensor([2.0, -2.0])), torch.remainder(torch.tensor(7), torch.tensor([3, -3])))

# fmod_half
show(torch.fmod(torch.tensor([5.5, -5.5], dtype=torch.float64), torch.tensor([2.0], dtype=torch.float64)))

# floor_divide_uint8
show(torch.floor_divide(torch.tensor([7, 200], dtype=torch.uint8), 3))

# logit_eps_double
show(torch.logit(torch.tensor([0.0, 1.0], dtype=torch.float64), eps=1e-3))

# xlogy_int_int
r = torch.xlogy(torch.tensor([2]), torch.tensor([3]))
show(r, r.dtype)

# isclose_mixed_int_float_error
attempt(lambda: torch.isclose(torch.tensor([1]), torch.tensor([1.0])))

# isclose_zero_tolerances
show(torch.isclose(torch.tensor([1.0, 1.0001]), torch.tensor([1.0, 1.0]), rtol=0, atol=0))

# allclose_int
show(torch.allclose(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.allclose(torch.tensor([100]), torch.tensor([101]), rtol=0.01, atol=0))

# equal_int_scalar_error
attempt(lambda: torch.equal(torch.tensor([1]), 1))

# msort_2d_float
show(torch.tensor([[2.0, -1.0], [0.0, 3.0]]).msort())

# topk_sorted_false_values
v, i = torch.topk(torch.tensor([5, 1, 4, 2, 3]), 3, sorted=True)
show(v.tolist(), i.tolist())

# lerp_bad_args_errors
attempt(lambda: torch.tensor([1.0]).lerp(2.0, 0.5))
attempt(lambda: torch.lerp(torch.tensor([1.0]), torch.tensor([2.0])))
attempt(lambda: torch.lerp(torch.tensor([1.0]), torch.tensor([2.0]), 'a'))

# lerp_out_and_keywords
o = torch.empty(1)
torch.lerp(torch.tensor([1.0]), torch.tensor([2.0]), 0.5, out=o)
show(o, torch.lerp(torch.tensor([1.0]), end=torch.tensor([2.0]), weight=torch.tensor(0.5)))

# scatter_reduce_max_alias
show(torch.zeros(2).scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([1.0, 3.0]), reduce='amax'))

# topk_out_identity
v = torch.empty(0)
i = torch.empty(0, dtype=torch.long)
r = torch.sort(torch.tensor([2, 1]), out=(torch.empty(0, dtype=torch.long), i))
show(r.indices is i, r)

# searchsorted_out_int64_default
o = torch.empty(0, dtype=torch.long)
r = torch.searchsorted(torch.tensor([1, 3]), torch.tensor([[0, 2], [3, 4]]), out=o)
show(r is o, o)

# bucketize_out_wrong_dtype_error
attempt(lambda: torch.bucketize(torch.tensor([1.0]), torch.tensor([0.5]), out_int32=True, out=torch.empty(1, dtype=torch.long)))

# logcumsumexp_out_wrong_dtype_error
attempt(lambda: torch.logcumsumexp(torch.tensor([0.0, 0.0]), 0, out=torch.empty(2, dtype=torch.float64)))

# kron_out_resize
o = torch.empty(0)
torch.kron(torch.ones(2, 1), torch.tensor([[1.0, 2.0]]), out=o)
show(o)

# argerr_topk
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.topk(x, 2.0))

# argerr_kthvalue
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.kthvalue(x, 1.5))

# argerr_cummax
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.cummax(x))

# argerr_clamp
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.clamp(x, 'a'))

# argerr_quantile
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.quantile(x, [0.5]))

# argerr_nan_to_num
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.nan_to_num(x, nan='a'))

# argerr_roll
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.roll(x))

# argerr_select
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.select(x, 0))

# argerr_tensor_split
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.tensor_split(x))

# argerr_rot90
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.rot90(x.view(1, 3), 1.5))

# argerr_flatten
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.flatten(x, 0.5))

# argerr_isclose
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.isclose(x, 1.0))

# argerr_argsort
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.argsort(x, stable=None))

# argerr_sort
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.sort(x, dim=0.0))

# argerr_bincount
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.bincount(torch.tensor([1]), minlength=1.5))

# argerr_cross
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.cross(x, [1.0, 2.0, 3.0]))

# argerr_kron
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.kron(x, 2))

# argerr_vander
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.vander(x, N=2.5))

# argerr_trapezoid
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.trapezoid(x, dx='a'))

# argerr_logcumsumexp
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.logcumsumexp(x))

# argerr_renorm
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.renorm(x.view(1, 3), 2, 0))

# argerr_lerp
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.lerp(x, x, None))

# argerr_addcmul
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.addcmul(x, x, x, 2))

# argerr_heaviside
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.heaviside(x, 0.5))

# argerr_frexp
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.frexp(x, 2))

# argerr_ldexp
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.ldexp(x, 2))

# argerr_float_power
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.float_power(x))

# argerr_count_nonzero
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.count_nonzero(x, dim=0.5))

# argerr_aminmax
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.aminmax(x, 0))

# argerr_nanmean
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.nanmean(x, dim='a'))

# argerr_nansum
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.nansum(x, 0, True, torch.float64))

# argerr_nanmedian
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.nanmedian(x, 0.5))

# argerr_mode
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.mode(x, 'a'))

# argerr_median
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.median(x, dim=[0]))

# argerr_hsplit
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.hsplit(x, 1.5))

# argerr_column_stack
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.column_stack(x))

# argerr_hstack
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.hstack(x, x))

# argerr_diag
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.diag(x, 0.5))

# argerr_diag_embed
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.diag_embed(x, offset=None))

# argerr_diagonal
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.diagonal(x, 1.5))

# argerr_trace
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.trace(x, 1))

# argerr_triu_indices
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.triu_indices(3, 3.0))

# argerr_unflatten
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.unflatten(x, 0, 3))

# argerr_take_along_dim
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.take_along_dim(x, [0]))

# argerr_gcd
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.gcd(torch.tensor([4]), 2))

# argerr_remainder
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.remainder(2, 3))

# argerr_fmod
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.fmod(2.0, x))

# argerr_floor_divide
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.floor_divide(x))

# argerr_logit
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.logit(x, 'a'))

# argerr_xlogy
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.xlogy(2, 3))

# argerr_allclose
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.allclose(x, 1.0))

# argerr_msort
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.msort(x, 0))

# argerr_topk2
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: torch.topk(x, 1, largest='yes'))

# argerr_topk_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.topk())

# argerr_kthvalue_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.kthvalue())

# argerr_cummax_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.cummax())

# argerr_diff_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.diff(2.0))

# argerr_clamp_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.clamp(min='a'))

# argerr_lerp_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.lerp(x))

# argerr_narrow_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.narrow(0))

# argerr_quantile_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.quantile())

# argerr_renorm_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.renorm(2))

# argerr_flatten_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.flatten(0, 1, 2))

# argerr_select_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.select(0, 1.5))

# argerr_rot90_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.rot90(1, [0]))

# argerr_argsort_method
x = torch.tensor([3.0, 1.0, 2.0])
attempt(lambda: x.argsort(descending=1))

# dtype_diff_half_bf16
show(torch.diff(torch.tensor([1.0, 2.5, 2.0], dtype=torch.float16)), torch.diff(torch.tensor([1.0, 2.5, 2.0], dtype=torch.bfloat16), n=2))

# dtype_diff_int8_int16
show(torch.diff(torch.tensor([100, -100, 27], dtype=torch.int8)), torch.diff(torch.tensor([1, 4], dtype=torch.int16)))

# dtype_cummax_int16_uint8
show(torch.cummax(torch.tensor([3, 7, 5], dtype=torch.int16), 0), torch.cummin(torch.tensor([3, 7, 1], dtype=torch.uint8), 0).values)

# dtype_logcumsumexp_double_bf16
show(torch.logcumsumexp(torch.tensor([0.0, 1.0], dtype=torch.float64), 0), torch.logcumsumexp(torch.tensor([0.0, 0.0], dtype=torch.bfloat16), 0))

# dtype_topk_int8_uint8
show(torch.topk(torch.tensor([-5, 3, 0, 7], dtype=torch.int8), 2), torch.topk(torch.tensor([200, 3, 100], dtype=torch.uint8), 1, largest=False))

# dtype_sort_int16_argsort_int32
show(torch.sort(torch.tensor([3, -1, 2], dtype=torch.int16), descending=True), torch.argsort(torch.tensor([5, 1, 3], dtype=torch.int32)))

# dtype_kthvalue_int32
show(torch.kthvalue(torch.tensor([9, 4, 7], dtype=torch.int32), 2))

# dtype_median_int16_mode_int8
show(torch.median(torch.tensor([9, 4, 7, 1], dtype=torch.int16)), torch.mode(torch.tensor([2, 2, 5], dtype=torch.int8)))

# dtype_median_float64_dim
show(torch.median(torch.tensor([[1.5, 0.5], [2.5, 3.5]], dtype=torch.float64), 0))

# dtype_nansum_half_bf16
show(torch.nansum(torch.tensor([1.0, float('nan'), 2.0], dtype=torch.float16)), torch.nansum(torch.tensor([1.5, float('nan')], dtype=torch.bfloat16)))

# dtype_nanmean_bf16_dim
show(torch.nanmean(torch.tensor([[1.0, float('nan')], [2.0, 4.0]], dtype=torch.bfloat16), dim=1))

# dtype_count_nonzero_half_uint8
show(torch.count_nonzero(torch.tensor([0.0, 1.5], dtype=torch.float16)), torch.count_nonzero(torch.tensor([0, 255, 0], dtype=torch.uint8)))

# dtype_kron_bool_float
show(torch.kron(torch.tensor([True, False]), torch.tensor([1.5, 2.0])), torch.kron(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([True])))

# dtype_cross_int32_double
show(torch.linalg.cross(torch.tensor([1, 0, 0], dtype=torch.int32), torch.tensor([0, 1, 0], dtype=torch.int32)), torch.cross(torch.tensor([[1.0, 2.0, 3.0]], dtype=torch.float64), torch.tensor([[3.0, 2.0, 1.0]], dtype=torch.float64), dim=1))

# dtype_trapezoid_half_int8
show(torch.trapezoid(torch.tensor([1.0, 2.0], dtype=torch.float64)), torch.trapezoid(torch.tensor([1, 3, 5], dtype=torch.int8)))

# dtype_clamp_int8_tensor_bounds
show(torch.clamp(torch.tensor([-100, 0, 100], dtype=torch.int8), min=torch.tensor([-50], dtype=torch.int8), max=torch.tensor(50, dtype=torch.int8)))

# dtype_clamp_int_zero_dim_float_bound
r = torch.clamp(torch.tensor([1, 5, 9]), min=torch.tensor(2.5))
show(r, r.dtype)

# dtype_clamp_half_tensor_bound
show(torch.clamp(torch.tensor([0.1, 0.9], dtype=torch.bfloat16), min=torch.tensor([0.5], dtype=torch.bfloat16)))

# dtype_lerp_bf16_tensor_weight
show(torch.lerp(torch.tensor([0.0, 1.0], dtype=torch.bfloat16), torch.tensor([2.0, 3.0], dtype=torch.bfloat16), torch.tensor([0.25, 0.75], dtype=torch.bfloat16)))

# dtype_addcmul_int8
show(torch.addcmul(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([10, 20], dtype=torch.int8), torch.tensor([10, 10], dtype=torch.int8)))

# dtype_addcdiv_bf16
show(torch.addcdiv(torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([3.0], dtype=torch.bfloat16)))

# dtype_heaviside_int8_uint8
show(torch.heaviside(torch.tensor([-1, 0, 3], dtype=torch.int8), torch.tensor([5], dtype=torch.int8)))

# dtype_float_power_int8_half
show(torch.float_power(torch.tensor([2, -3], dtype=torch.int8), 3), torch.float_power(torch.tensor([0.5], dtype=torch.float16), torch.tensor([2], dtype=torch.int8)))

# dtype_xlogy_half_bf16
show(torch.xlogy(torch.tensor([2.0], dtype=torch.bfloat16), torch.tensor([4.0], dtype=torch.bfloat16)))

# dtype_gcd_int16_int32
show(torch.gcd(torch.tensor([12, 18], dtype=torch.int16), torch.tensor([8, 27], dtype=torch.int16)), torch.lcm(torch.tensor([4], dtype=torch.int32), torch.tensor([10], dtype=torch.int32)))

# dtype_remainder_half_bf16
show(torch.remainder(torch.tensor([-3.5, 3.5], dtype=torch.bfloat16), 2), torch.fmod(torch.tensor([-3.5, 3.5], dtype=torch.bfloat16), 2))

# dtype_remainder_uint8
show(torch.remainder(torch.tensor([7, 250], dtype=torch.uint8), 3), torch.fmod(torch.tensor([7, 250], dtype=torch.uint8), torch.tensor([4], dtype=torch.uint8)))

# dtype_floor_divide_int8_neg
show(torch.floor_divide(torch.tensor([-7, 7], dtype=torch.int8), 2), torch.floor_divide(torch.tensor([-7, 7], dtype=torch.int16), -2))

# dtype_isclose_int8_float16
show(torch.isclose(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([1, 3], dtype=torch.int8)), torch.isclose(torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([1.004], dtype=torch.bfloat16)))

# dtype_searchsorted_int32_float_values
show(torch.searchsorted(torch.tensor([1, 3, 5], dtype=torch.int32), torch.tensor([2.5, 5.0])), torch.bucketize(torch.tensor([2, 6], dtype=torch.int8), torch.tensor([1.5, 5.5])))

# dtype_bincount_int8_weights_double
show(torch.bincount(torch.tensor([0, 2, 2], dtype=torch.int8), weights=torch.tensor([0.5, 1.0, 1.0], dtype=torch.float64)))

# dtype_histc_double
show(torch.histc(torch.tensor([0.5, 1.5, 1.5], dtype=torch.float64), bins=2, min=0, max=2))

# dtype_block_diag_half_int
show(torch.block_diag(torch.tensor([[1.5]], dtype=torch.float16), torch.tensor([[2]], dtype=torch.int8)))

# dtype_cartesian_prod_int8
show(torch.cartesian_prod(torch.tensor([1, 2], dtype=torch.int8), torch.tensor([3], dtype=torch.int8)))

# dtype_combinations_half
show(torch.combinations(torch.tensor([0.5, 1.5, 2.5], dtype=torch.float16)))

# dtype_tensor_split_bool
show(torch.tensor_split(torch.tensor([True, False, True]), 2))

# dtype_rot90_bool_flip_half
show(torch.rot90(torch.tensor([[True, False]])), torch.flip(torch.tensor([0.5, 1.5], dtype=torch.float16), [0]))

# dtype_diag_embed_half_trace_half
show(torch.diag_embed(torch.tensor([0.5, 1.5], dtype=torch.bfloat16)), torch.trace(torch.tensor([[0.5, 1.0], [2.0, 1.5]], dtype=torch.float64)))

# dtype_take_along_dim_half
show(torch.take_along_dim(torch.tensor([[0.5, 1.5]], dtype=torch.float16), torch.tensor([[1, 0]]), dim=1))

# dtype_nan_to_num_double_kw
show(torch.nan_to_num(torch.tensor([float('nan'), float('inf')], dtype=torch.float64), nan=-1.0, posinf=1e300))

# dtype_renorm_double_half
show(torch.renorm(torch.tensor([[3.0, 4.0]], dtype=torch.float64), 2, 0, 1))

# dtype_frexp_double_neg
show(torch.frexp(torch.tensor([-0.75, 1024.0], dtype=torch.float64)))

# dtype_ldexp_half
show(torch.ldexp(torch.tensor([1.5], dtype=torch.float16), torch.tensor([3])))

# dtype_quantile_double_q_tensor
show(torch.quantile(torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64), torch.tensor([0.25, 0.5], dtype=torch.float64), dim=0))

# dtype_std_var_half
show(torch.var(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), correction=1, dim=0), torch.std(torch.tensor([[1.0, 3.0]], dtype=torch.float64), dim=1, keepdim=True))

# dtype_msort_int8
show(torch.msort(torch.tensor([[3, -1], [-2, 5]], dtype=torch.int8)))

# dtype_cumsum_bf16_uint8
show(torch.cumsum(torch.tensor([0.5, 0.25, 0.125], dtype=torch.bfloat16), 0), torch.cumsum(torch.tensor([1, 2], dtype=torch.uint8), 0).dtype)

# dtype_cumsum_bool_dtype_kw_int8
show(torch.cumsum(torch.tensor([True, True]), 0, dtype=torch.float64), torch.cumprod(torch.tensor([2, 3], dtype=torch.int8), 0))

# dtype_cummax_bf16
show(torch.cummax(torch.tensor([0.5, 0.25, 1.5], dtype=torch.bfloat16), 0))

# dtype_aminmax_bf16_uint8
show(torch.aminmax(torch.tensor([1.5, -2.0], dtype=torch.bfloat16)), torch.aminmax(torch.tensor([7, 0, 255], dtype=torch.uint8)))

# dtype_vander_int8_only
show(torch.vander(torch.tensor([2, 3], dtype=torch.int8), N=3))

# shape_err_clamp_both_tensors
attempt(lambda: torch.clamp(torch.ones(3), min=torch.zeros(3), max=torch.ones(2)))

# shape_err_lerp_weight
attempt(lambda: torch.lerp(torch.ones(3), torch.ones(3), torch.full((2,), 0.5)))

# shape_err_addcdiv
attempt(lambda: torch.addcdiv(torch.ones(2, 3), torch.ones(3), torch.ones(4)))

# shape_err_heaviside
attempt(lambda: torch.heaviside(torch.ones(3), torch.ones(2)))

# shape_err_xlogy
attempt(lambda: torch.xlogy(torch.ones(2, 2), torch.ones(3)))

# shape_err_remainder_fmod
attempt(lambda: torch.remainder(torch.ones(2), torch.ones(3)))
attempt(lambda: torch.fmod(torch.ones(4, 1), torch.ones(2, 3)))

# shape_err_cumulative_trapezoid_x
attempt(lambda: torch.cumulative_trapezoid(torch.ones(3), x=torch.ones(2)))

# shape_err_trapezoid_dim
attempt(lambda: torch.trapezoid(torch.ones(3), dim=1))

# shape_err_cross_batch
attempt(lambda: torch.linalg.cross(torch.ones(2, 3), torch.ones(3, 3)))

# shape_err_diag_embed_dims
attempt(lambda: torch.diag_embed(torch.ones(2), dim1=0, dim2=3))

# shape_err_diagonal_dim
attempt(lambda: torch.diagonal(torch.ones(2, 2), dim1=0, dim2=2))

# shape_err_tril_indices_negative_col
attempt(lambda: torch.triu_indices(3, -2))

# shape_err_rot90_k_float
attempt(lambda: torch.rot90(torch.ones(2, 2), 1.0))

# shape_err_take_along_dim_mismatch
attempt(lambda: torch.take_along_dim(torch.ones(2, 3), torch.zeros(4, 3, dtype=torch.long), dim=1))

# shape_err_bucketize_scalar_boundaries_0d
attempt(lambda: torch.bucketize(torch.tensor([1]), torch.tensor(3)))

# shape_err_searchsorted_0d_boundaries
attempt(lambda: torch.searchsorted(torch.tensor(3), torch.tensor([1])))

# shape_err_searchsorted_scalar_2d_boundaries
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2]]), 1))

# shape_err_searchsorted_sorter_shape
attempt(lambda: torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([2]), sorter=torch.tensor([0, 1])))

# shape_err_searchsorted_sorter_dtype
attempt(lambda: torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([2]), sorter=torch.tensor([0, 1, 2], dtype=torch.int32)))

# shape_err_kthvalue_empty
attempt(lambda: torch.kthvalue(torch.tensor([]), 1))

# shape_err_topk_empty_k1
attempt(lambda: torch.topk(torch.tensor([]), 1))

# shape_err_cummax_out_of_range_neg
attempt(lambda: torch.cummin(torch.ones(2, 2), dim=-3))

# shape_err_msort_0d_ok_sort_dim
attempt(lambda: torch.sort(torch.ones(2), dim=1))

# shape_err_count_nonzero_dup_neg
attempt(lambda: torch.count_nonzero(torch.ones(2, 2), dim=(0, -2)))

# shape_err_nansum_dim
attempt(lambda: torch.nansum(torch.ones(2), dim=3))

# shape_err_nanmedian_dim
attempt(lambda: torch.nanmedian(torch.ones(2), dim=2))

# shape_err_mode_empty_dim
attempt(lambda: torch.mode(torch.ones(0, 2), dim=0))

# shape_err_quantile_q_on_empty_dim
attempt(lambda: torch.quantile(torch.ones(0, 2), 0.5, dim=0))

# shape_err_histc_min_gt_max
attempt(lambda: torch.histc(torch.tensor([1.0]), bins=2, min=3, max=1))

# shape_err_bincount_weights_2d
attempt(lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.ones(2, 1)))

# shape_err_renorm_dim
attempt(lambda: torch.renorm(torch.ones(2, 2), 2, 2, 1.0))

# shape_err_narrow_dim
attempt(lambda: torch.ones(2, 3).narrow(2, 0, 1))

# shape_err_unflatten_mismatch_neg
attempt(lambda: torch.ones(2, 6).unflatten(-1, (4, -1)))

# shape_err_vsplit_uneven
attempt(lambda: torch.vsplit(torch.ones(3, 2), 2))

# shape_err_column_stack_empty
attempt(lambda: torch.column_stack([]))

# shape_err_dstack_mismatch
attempt(lambda: torch.dstack([torch.ones(2, 2), torch.ones(3, 2)]))

# shape_err_kron_ok_large_rank
show(torch.kron(torch.ones(1, 1, 2), torch.ones(2)).shape)

# shape_err_block_diag_list_arg
attempt(lambda: torch.block_diag([torch.ones(1, 1)]))

# shape_err_cartesian_prod_no_args
attempt(lambda: torch.cartesian_prod())

# shape_err_gcd_int_float_tensor
attempt(lambda: torch.gcd(torch.tensor([4]), torch.tensor([2.0])))

# shape_err_isin_ok_shapes
show(torch.isin(torch.ones(2, 2), torch.tensor([1.0, 2.0, 3.0])))

# shape_err_allclose_broadcast_fail
attempt(lambda: torch.allclose(torch.ones(2, 3), torch.ones(3, 2)))

# shape_err_equal_different_shapes_ok
show(torch.equal(torch.ones(2, 3), torch.ones(3, 2)))

# inplace_broadcast_errors
x = torch.ones(2)
attempt(lambda: x.addcmul_(torch.ones(2, 2), torch.ones(2)))
attempt(lambda: x.addcdiv_(torch.ones(2), torch.ones(3, 2)))
attempt(lambda: x.clamp_(min=torch.zeros(2, 2)))
attempt(lambda: x.xlogy_(torch.ones(2, 2)))
attempt(lambda: x.remainder_(torch.ones(2, 2)))
attempt(lambda: x.heaviside_(torch.ones(2, 2)))
attempt(lambda: x.ldexp_(torch.ones(2, 2, dtype=torch.long)))
attempt(lambda: x.fmod_(torch.ones(3, 2)))
attempt(lambda: x.copysign_(torch.ones(2, 2)))
attempt(lambda: x.hypot_(torch.ones(2, 2)))
attempt(lambda: x.float_power_(torch.ones(2, 2)))
show(x)

# inplace_dtype_errors
i = torch.tensor([1, 2])
attempt(lambda: i.xlogy_(2))
attempt(lambda: i.logit_())
attempt(lambda: i.lerp_(torch.tensor([3, 4]), 0.5))
attempt(lambda: i.heaviside_(torch.tensor([1.0])))
attempt(lambda: i.fmod_(1.5))
attempt(lambda: i.copysign_(torch.tensor([-1])))
attempt(lambda: i.nan_to_num_())
attempt(lambda: i.clamp_(min=torch.tensor([0.5])))
attempt(lambda: i.hypot_(torch.tensor([1])))
show(i)

# rt_return_type_indexing
r = torch.sort(torch.tensor([3, 1, 2]))
show(r[0], r[-1], len(r), type(r).__name__)

# rt_return_type_list_tuple
r = torch.topk(torch.tensor([3.0, 1.0, 2.0]), 2)
show(list(r))
show(tuple(r)[1])

# rt_return_type_in_list
show([torch.cummax(torch.tensor([1, 0]), 0), torch.kthvalue(torch.tensor([5, 4]), 1)])

# rt_return_type_str
r = torch.aminmax(torch.tensor([4, 9]))
show(str(r) == repr(r), r.min.item(), r.max.item())

# rt_return_type_for_loop
for t in torch.mode(torch.tensor([1, 1, 2])):
    show(t)

# rt_return_type_star_unpack
v, *rest = torch.median(torch.tensor([[1, 5, 3]]), dim=1)
show(v, rest)

# rt_item_int_float
x = torch.tensor([0, 3, 0, 7])
show(int(torch.count_nonzero(x)), float(torch.quantile(x.float(), 0.5)), torch.median(x).item())

# rt_fstring_results
x = torch.tensor([4.0, 1.0, 3.0])
show(f"{torch.median(x)}", f"{x.topk(2).values.tolist()}", f"{torch.quantile(x, 0.5).item():.3f}")

# rt_tolist_of_splits
show([t.tolist() for t in torch.tensor_split(torch.arange(5), 2)], [t.shape for t in torch.hsplit(torch.ones(2, 4), 2)])

# rt_bincount_as_histogram_loop
counts = torch.bincount(torch.tensor([0, 2, 2, 3]), minlength=5)
show([(i, c) for i, c in enumerate(counts.tolist()) if c > 0])

# rt_searchsorted_item_index
edges = torch.tensor([0.0, 10.0, 20.0])
show(torch.searchsorted(edges, 15.0).item(), torch.bucketize(torch.tensor(25.0), edges).item())

# rt_unique_counts_dict
vals, cnt = torch.unique(torch.tensor([3, 1, 3, 3]), return_counts=True)
show(dict(zip(vals.tolist(), cnt.tolist())))

# special_edge_values
show(torch.special.digamma(torch.tensor([0.0, -1.0, 1.0])), torch.special.gammaln(torch.tensor([-0.5, 0.0])))

# special_zeta_below_one
show(torch.special.zeta(torch.tensor([0.5, 2.0]), torch.tensor([1.0, -1.0])))

# special_xlog1py_nan
show(torch.special.xlog1py(torch.tensor([0.0, 1.0]), torch.tensor([float('nan'), float('nan')])))

# special_polygamma_order2
show(torch.special.polygamma(2, torch.tensor([1.0, 2.0], dtype=torch.float64)))

# special_multigammaln_error
attempt(lambda: torch.special.multigammaln(torch.tensor([0.5]), 2))

# special_entr_inf_nan
show(torch.special.entr(torch.tensor([float('inf'), float('nan'), 1.0])))

# special_erfcx_large
show(torch.special.erfcx(torch.tensor([30.0, -30.0], dtype=torch.float64)))

# special_ndtri_edges
show(torch.special.ndtri(torch.tensor([0.0, 1.0, 0.975])))

# special_log_ndtr_large
show(torch.special.log_ndtr(torch.tensor([-20.0, 10.0], dtype=torch.float64)))

# special_i0e_i1e_neg
show(torch.special.i0e(torch.tensor([-2.0])), torch.special.i1e(torch.tensor([-2.0])), torch.special.i1(torch.tensor([-1.0])))

# special_sinc_large_int
show(torch.special.sinc(torch.tensor([1e-10, 3.0])), torch.sinc(torch.tensor([2])))

# special_logsumexp_keepdim_int
show(torch.special.logsumexp(torch.tensor([[1, 2], [3, 4]]), dim=1, keepdim=True))

# special_softmax_dtype
show(torch.special.softmax(torch.tensor([1, 2, 3]), 0, dtype=torch.float64))

# sci_print_float_power_big
show(torch.float_power(torch.tensor([10.0, 2.0]), torch.tensor([20.0, 0.5])))

# sci_print_logcumsumexp_mixed
show(torch.logcumsumexp(torch.tensor([-50.0, 0.0, 50.0]), 0))

# sci_print_quantile_small
show(torch.quantile(torch.tensor([1e-8, 2e-8, 1e-5]), torch.tensor([0.0, 0.5, 1.0])))

# sci_print_renorm_tiny
show(torch.renorm(torch.tensor([[3e-5, 4e-5], [3e5, 4e5]]), 2, 0, 1.0))

# numpy_kw_axis_diff_cumsum
x = torch.tensor([[1, 4], [9, 16]])
show(torch.diff(x, axis=0), torch.cumsum(x, axis=1), torch.cumprod(x, axis=0))

# numpy_kw_axis_nansum_keepdims
y = torch.tensor([[1.0, float('nan')], [2.0, 3.0]])
show(torch.nansum(y, axis=0, keepdims=True), torch.nanmean(y, axis=1))

# numpy_kw_axis_quantile_median
show(torch.quantile(y.nan_to_num(), 0.5, axis=0), torch.median(x, axis=1), torch.nanmedian(y, axis=0, keepdims=True))

# numpy_kw_axis_sort_topk
show(torch.sort(x, axis=0, descending=True).values, torch.argsort(x, axis=1, descending=True), torch.topk(x, 1, axis=0).values)

# numpy_kw_axis_count_nonzero_logcumsumexp
show(torch.count_nonzero(x - 1, axis=0), torch.logcumsumexp(y.nan_to_num(), axis=0))

# numpy_kw_axis_kthvalue_mode_cummax
show(torch.kthvalue(x, 1, axis=0).values, torch.mode(x, axis=1).values, torch.cummax(x, axis=0).indices)

# numpy_kw_x1_x2_isclose
show(torch.amax(x, axis=0), torch.amin(x, axis=(0, 1)), torch.aminmax(x, dim=0).max)

# numpy_kw_method_axis
show(x.diff(axis=1), x.cumsum(axis=0), x.sort(axis=1).indices, x.nansum(axis=1))

# numpy_kw_take_along_axis
show(torch.take_along_dim(x, torch.tensor([[1], [0]]), axis=1))

# numpy_kw_keepdims_logsumexp_std
show(torch.logsumexp(y.nan_to_num(), axis=1, keepdims=True), torch.std(y.nan_to_num(), axis=0, keepdims=True))

# addmm_beta_alpha
M = torch.ones(2, 2)
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.addmm(M, a, a, beta=0.5, alpha=2), M.addmm(a, a, beta=0))

# addmm_broadcast_input
show(torch.addmm(torch.tensor([1.0, -1.0]), a, a))

# addmm_beta0_nan_ignored
show(torch.addmm(torch.full((2, 2), float('nan')), a, a, beta=0))

# addmm_shape_error
attempt(lambda: torch.addmm(M, torch.ones(2, 3), torch.ones(2, 2)))

# addmv_addr
v = torch.tensor([1.0, -1.0])
show(torch.addmv(torch.zeros(2), a, v, alpha=2), torch.addr(torch.zeros(2, 2), v, v, beta=1, alpha=0.5))

# addr_int_outer
show(torch.addr(torch.zeros(2, 3, dtype=torch.long), torch.tensor([1, 2]), torch.tensor([1, 0, -1])))

# baddbmm_addbmm
b1 = torch.arange(8.0).view(2, 2, 2)
show(torch.baddbmm(torch.zeros(2, 2, 2), b1, b1, alpha=0.5), torch.addbmm(torch.zeros(2, 2), b1, b1))

# baddbmm_shape_error
attempt(lambda: torch.baddbmm(torch.zeros(2, 2, 2), torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# addmm_inplace
x = torch.zeros(2, 2)
x.addmm_(a, a, alpha=0.1)
show(x)

# addmv_dtype_error
attempt(lambda: torch.addmv(torch.zeros(2), a, torch.tensor([1, 2])))

# vdot_dot_inner
show(torch.vdot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), torch.dot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# dot_errors
attempt(lambda: torch.dot(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0, 3.0])))
attempt(lambda: torch.dot(torch.tensor([1.0]), torch.tensor([1])))
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2, 2)))

# mm_bmm_errors
attempt(lambda: torch.mm(torch.ones(2, 3), torch.ones(2)))
attempt(lambda: torch.bmm(torch.ones(2, 2, 2), torch.ones(3, 2, 2)))

# chain_matmul_multi_dot_1d_ends
show(torch.linalg.multi_dot([torch.tensor([1.0, 2.0]), torch.ones(2, 3), torch.tensor([1.0, 0.0, 1.0])]))

# frac_trunc_neg
show(torch.frac(torch.tensor([-1.5, 2.25, -0.0])), torch.trunc(torch.tensor([-1.5, 1.5])), torch.fix(torch.tensor([-2.7])))

# logaddexp_inf
show(torch.logaddexp(torch.tensor([float('-inf'), float('inf')]), torch.tensor([float('-inf'), 1.0])))

# flipud_fliplr_3d
show(torch.flipud(torch.arange(8).view(2, 2, 2))[0], torch.fliplr(torch.arange(8).view(2, 2, 2))[0])

# idx_dtype_take_along_dim_int32
attempt(lambda: torch.take_along_dim(torch.ones(2, 2), torch.zeros(2, 1, dtype=torch.int32), dim=1))

# idx_dtype_tensor_split_int32
attempt(lambda: torch.tensor_split(torch.arange(6), torch.tensor([2], dtype=torch.int32)))

# idx_dtype_index_select_int32_ok
show(torch.index_select(torch.arange(4), 0, torch.tensor([3, 1], dtype=torch.int32)))

# idx_dtype_repeat_interleave_int32_ok
show(torch.repeat_interleave(torch.tensor([5, 6]), torch.tensor([2, 1], dtype=torch.int32)))

# idx_dtype_index_add_float_error
attempt(lambda: torch.zeros(2).index_add(0, torch.tensor([0.0]), torch.ones(1)))

# idx_dtype_take_float_error
attempt(lambda: torch.take(torch.ones(2), torch.tensor([0.0])))

# idx_dtype_bincount_bool_error
attempt(lambda: torch.bincount(torch.tensor([True, False])))

# idx_dtype_bucketize_bool_error
attempt(lambda: torch.bucketize(torch.tensor([True]), torch.tensor([False, True])))

# idx_dtype_searchsorted_mixed_ok
show(torch.searchsorted(torch.tensor([1, 2, 3], dtype=torch.int8), torch.tensor([2], dtype=torch.int64)))

# idx_dtype_masked_select_uint8_error
attempt(lambda: torch.masked_select(torch.ones(2), torch.tensor([1, 0], dtype=torch.uint8)))

# idx_dtype_where_int_condition
show(torch.where(torch.tensor([1, 0, 2]) > 0, 1, 0))
attempt(lambda: torch.where(torch.tensor([1, 0]), torch.ones(2), torch.zeros(2)))

# parse_diff_bad_kw
attempt(lambda: torch.diff(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_histc_str_arg
attempt(lambda: torch.histc(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_bincount_no_args
attempt(lambda: torch.bincount())

# parse_bincount_str_arg
attempt(lambda: torch.bincount(torch.tensor([3, 1, 2]), 'a'))

# parse_bincount_bad_kw
attempt(lambda: torch.bincount(torch.tensor([3, 1, 2]), bogus=1))

# parse_cartesian_prod_no_args
attempt(lambda: torch.cartesian_prod())

# parse_combinations_no_args
attempt(lambda: torch.combinations())

# parse_combinations_str_arg
attempt(lambda: torch.combinations(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_combinations_bad_kw
attempt(lambda: torch.combinations(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_block_diag_no_args
attempt(lambda: torch.block_diag())

# parse_kron_no_args
attempt(lambda: torch.kron())

# parse_kron_str_arg
attempt(lambda: torch.kron(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_kron_bad_kw
attempt(lambda: torch.kron(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_vander_no_args
attempt(lambda: torch.vander())

# parse_vander_str_arg
attempt(lambda: torch.vander(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_vander_bad_kw
attempt(lambda: torch.vander(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_trapezoid_no_args
attempt(lambda: torch.trapezoid())

# parse_trapezoid_str_arg
attempt(lambda: torch.trapezoid(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_trapezoid_bad_kw
attempt(lambda: torch.trapezoid(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_cumulative_trapezoid_no_args
attempt(lambda: torch.cumulative_trapezoid())

# parse_cumulative_trapezoid_str_arg
attempt(lambda: torch.cumulative_trapezoid(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_cumulative_trapezoid_bad_kw
attempt(lambda: torch.cumulative_trapezoid(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_logcumsumexp_no_args
attempt(lambda: torch.logcumsumexp())

# parse_logcumsumexp_str_arg
attempt(lambda: torch.logcumsumexp(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_logcumsumexp_bad_kw
attempt(lambda: torch.logcumsumexp(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_cummax_no_args
attempt(lambda: torch.cummax())

# parse_cummax_str_arg
attempt(lambda: torch.cummax(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_cummax_bad_kw
attempt(lambda: torch.cummax(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_cummin_no_args
attempt(lambda: torch.cummin())

# parse_cummin_str_arg
attempt(lambda: torch.cummin(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_cummin_bad_kw
attempt(lambda: torch.cummin(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_renorm_no_args
attempt(lambda: torch.renorm())

# parse_renorm_str_arg
attempt(lambda: torch.renorm(torch.ones(2, 2), 'a'))

# parse_renorm_bad_kw
attempt(lambda: torch.renorm(torch.ones(2, 2), bogus=1))

# parse_nan_to_num_no_args
attempt(lambda: torch.nan_to_num())

# parse_nan_to_num_str_arg
attempt(lambda: torch.nan_to_num(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_nan_to_num_bad_kw
attempt(lambda: torch.nan_to_num(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_clamp_no_args
attempt(lambda: torch.clamp())

# parse_clamp_str_arg
attempt(lambda: torch.clamp(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_clamp_bad_kw
attempt(lambda: torch.clamp(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_clip_no_args
attempt(lambda: torch.clip())

# parse_clip_str_arg
attempt(lambda: torch.clip(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_clip_bad_kw
attempt(lambda: torch.clip(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_lerp_no_args
attempt(lambda: torch.lerp())

# parse_lerp_str_arg
attempt(lambda: torch.lerp(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_lerp_bad_kw
attempt(lambda: torch.lerp(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_addcmul_no_args
attempt(lambda: torch.addcmul())

# parse_addcmul_str_arg
attempt(lambda: torch.addcmul(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_addcmul_bad_kw
attempt(lambda: torch.addcmul(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_addcdiv_no_args
attempt(lambda: torch.addcdiv())

# parse_addcdiv_str_arg
attempt(lambda: torch.addcdiv(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_addcdiv_bad_kw
attempt(lambda: torch.addcdiv(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_heaviside_no_args
attempt(lambda: torch.heaviside())

# parse_heaviside_str_arg
attempt(lambda: torch.heaviside(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_heaviside_bad_kw
attempt(lambda: torch.heaviside(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_frexp_no_args
attempt(lambda: torch.frexp())

# parse_frexp_str_arg
attempt(lambda: torch.frexp(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_frexp_bad_kw
attempt(lambda: torch.frexp(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_ldexp_no_args
attempt(lambda: torch.ldexp())

# parse_ldexp_str_arg
attempt(lambda: torch.ldexp(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_ldexp_bad_kw
attempt(lambda: torch.ldexp(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_float_power_no_args
attempt(lambda: torch.float_power())

# parse_float_power_str_arg
attempt(lambda: torch.float_power(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_float_power_bad_kw
attempt(lambda: torch.float_power(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_count_nonzero_no_args
attempt(lambda: torch.count_nonzero())

# parse_count_nonzero_str_arg
attempt(lambda: torch.count_nonzero(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_count_nonzero_bad_kw
attempt(lambda: torch.count_nonzero(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_aminmax_no_args
attempt(lambda: torch.aminmax())

# parse_aminmax_str_arg
attempt(lambda: torch.aminmax(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_aminmax_bad_kw
attempt(lambda: torch.aminmax(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_nanmean_no_args
attempt(lambda: torch.nanmean())

# parse_nanmean_str_arg
attempt(lambda: torch.nanmean(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_nanmean_bad_kw
attempt(lambda: torch.nanmean(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_nansum_no_args
attempt(lambda: torch.nansum())

# parse_nansum_str_arg
attempt(lambda: torch.nansum(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_nansum_bad_kw
attempt(lambda: torch.nansum(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_nanmedian_no_args
attempt(lambda: torch.nanmedian())

# parse_nanmedian_str_arg
attempt(lambda: torch.nanmedian(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_nanmedian_bad_kw
attempt(lambda: torch.nanmedian(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_quantile_no_args
attempt(lambda: torch.quantile())

# parse_quantile_str_arg
attempt(lambda: torch.quantile(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_quantile_bad_kw
attempt(lambda: torch.quantile(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_nanquantile_no_args
attempt(lambda: torch.nanquantile())

# parse_nanquantile_str_arg
attempt(lambda: torch.nanquantile(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_nanquantile_bad_kw
attempt(lambda: torch.nanquantile(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_mode_no_args
attempt(lambda: torch.mode())

# parse_mode_str_arg
attempt(lambda: torch.mode(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_mode_bad_kw
attempt(lambda: torch.mode(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_kthvalue_no_args
attempt(lambda: torch.kthvalue())

# parse_kthvalue_str_arg
attempt(lambda: torch.kthvalue(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_kthvalue_bad_kw
attempt(lambda: torch.kthvalue(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_median_no_args
attempt(lambda: torch.median())

# parse_median_str_arg
attempt(lambda: torch.median(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_median_bad_kw
attempt(lambda: torch.median(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_tensor_split_no_args
attempt(lambda: torch.tensor_split())

# parse_tensor_split_str_arg
attempt(lambda: torch.tensor_split(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_tensor_split_bad_kw
attempt(lambda: torch.tensor_split(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_hsplit_no_args
attempt(lambda: torch.hsplit())

# parse_hsplit_str_arg
attempt(lambda: torch.hsplit(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_hsplit_bad_kw
attempt(lambda: torch.hsplit(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_vsplit_no_args
attempt(lambda: torch.vsplit())

# parse_vsplit_str_arg
attempt(lambda: torch.vsplit(torch.ones(2, 2), 'a'))

# parse_vsplit_bad_kw
attempt(lambda: torch.vsplit(torch.ones(2, 2), bogus=1))

# parse_dsplit_no_args
attempt(lambda: torch.dsplit())

# parse_dsplit_str_arg
attempt(lambda: torch.dsplit(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_dsplit_bad_kw
attempt(lambda: torch.dsplit(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_column_stack_no_args
attempt(lambda: torch.column_stack())

# parse_row_stack_no_args
attempt(lambda: torch.row_stack())

# parse_hstack_no_args
attempt(lambda: torch.hstack())

# parse_vstack_no_args
attempt(lambda: torch.vstack())

# parse_dstack_no_args
attempt(lambda: torch.dstack())

# parse_rot90_no_args
attempt(lambda: torch.rot90())

# parse_rot90_str_arg
attempt(lambda: torch.rot90(torch.ones(2, 2), 'a'))

# parse_rot90_bad_kw
attempt(lambda: torch.rot90(torch.ones(2, 2), bogus=1))

# parse_diag_str_arg
attempt(lambda: torch.diag(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_diag_embed_no_args
attempt(lambda: torch.diag_embed())

# parse_diag_embed_str_arg
attempt(lambda: torch.diag_embed(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_diag_embed_bad_kw
attempt(lambda: torch.diag_embed(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_diagonal_no_args
attempt(lambda: torch.diagonal())

# parse_diagonal_str_arg
attempt(lambda: torch.diagonal(torch.ones(2, 2), 'a'))

# parse_diagonal_bad_kw
attempt(lambda: torch.diagonal(torch.ones(2, 2), bogus=1))

# parse_trace_no_args
attempt(lambda: torch.trace())

# parse_trace_str_arg
attempt(lambda: torch.trace(torch.ones(2, 2), 'a'))

# parse_trace_bad_kw
attempt(lambda: torch.trace(torch.ones(2, 2), bogus=1))

# parse_flatten_no_args
attempt(lambda: torch.flatten())

# parse_flatten_str_arg
attempt(lambda: torch.flatten(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_flatten_bad_kw
attempt(lambda: torch.flatten(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_unflatten_no_args
attempt(lambda: torch.unflatten())

# parse_unflatten_str_arg
attempt(lambda: torch.unflatten(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_unflatten_bad_kw
attempt(lambda: torch.unflatten(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_select_no_args
attempt(lambda: torch.select())

# parse_select_str_arg
attempt(lambda: torch.select(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_select_bad_kw
attempt(lambda: torch.select(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_take_along_dim_no_args
attempt(lambda: torch.take_along_dim())

# parse_take_along_dim_str_arg
attempt(lambda: torch.take_along_dim(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_take_along_dim_bad_kw
attempt(lambda: torch.take_along_dim(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_gcd_no_args
attempt(lambda: torch.gcd())

# parse_gcd_str_arg
attempt(lambda: torch.gcd(torch.tensor([3, 1, 2]), 'a'))

# parse_gcd_bad_kw
attempt(lambda: torch.gcd(torch.tensor([3, 1, 2]), bogus=1))

# parse_lcm_no_args
attempt(lambda: torch.lcm())

# parse_lcm_str_arg
attempt(lambda: torch.lcm(torch.tensor([3, 1, 2]), 'a'))

# parse_lcm_bad_kw
attempt(lambda: torch.lcm(torch.tensor([3, 1, 2]), bogus=1))

# parse_remainder_no_args
attempt(lambda: torch.remainder())

# parse_remainder_str_arg
attempt(lambda: torch.remainder(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_remainder_bad_kw
attempt(lambda: torch.remainder(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_fmod_no_args
attempt(lambda: torch.fmod())

# parse_fmod_str_arg
attempt(lambda: torch.fmod(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_fmod_bad_kw
attempt(lambda: torch.fmod(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_floor_divide_no_args
attempt(lambda: torch.floor_divide())

# parse_floor_divide_str_arg
attempt(lambda: torch.floor_divide(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_floor_divide_bad_kw
attempt(lambda: torch.floor_divide(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_logit_no_args
attempt(lambda: torch.logit())

# parse_logit_str_arg
attempt(lambda: torch.logit(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_logit_bad_kw
attempt(lambda: torch.logit(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_xlogy_no_args
attempt(lambda: torch.xlogy())

# parse_xlogy_str_arg
attempt(lambda: torch.xlogy(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_xlogy_bad_kw
attempt(lambda: torch.xlogy(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_isclose_no_args
attempt(lambda: torch.isclose())

# parse_isclose_str_arg
attempt(lambda: torch.isclose(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_isclose_bad_kw
attempt(lambda: torch.isclose(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_allclose_no_args
attempt(lambda: torch.allclose())

# parse_allclose_str_arg
attempt(lambda: torch.allclose(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_allclose_bad_kw
attempt(lambda: torch.allclose(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_equal_no_args
attempt(lambda: torch.equal())

# parse_equal_str_arg
attempt(lambda: torch.equal(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_equal_bad_kw
attempt(lambda: torch.equal(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_topk_no_args
attempt(lambda: torch.topk())

# parse_topk_str_arg
attempt(lambda: torch.topk(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_topk_bad_kw
attempt(lambda: torch.topk(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_msort_no_args
attempt(lambda: torch.msort())

# parse_msort_str_arg
attempt(lambda: torch.msort(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_msort_bad_kw
attempt(lambda: torch.msort(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_argsort_no_args
attempt(lambda: torch.argsort())

# parse_argsort_str_arg
attempt(lambda: torch.argsort(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_argsort_bad_kw
attempt(lambda: torch.argsort(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# parse_sort_no_args
attempt(lambda: torch.sort())

# parse_sort_str_arg
attempt(lambda: torch.sort(torch.tensor([3.0, 1.0, 2.0]), 'a'))

# parse_sort_bad_kw
attempt(lambda: torch.sort(torch.tensor([3.0, 1.0, 2.0]), bogus=1))

# mparse_diff_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).diff('a'))

# mparse_diff_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).diff(bogus=1))

# mparse_logcumsumexp_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).logcumsumexp('a'))

# mparse_logcumsumexp_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).logcumsumexp(bogus=1))

# mparse_cummax_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).cummax('a'))

# mparse_cummax_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).cummax(bogus=1))

# mparse_renorm_str_arg
attempt(lambda: torch.ones(2, 2).renorm('a'))

# mparse_renorm_bad_kw
attempt(lambda: torch.ones(2, 2).renorm(bogus=1))

# mparse_nan_to_num_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nan_to_num('a'))

# mparse_nan_to_num_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nan_to_num(bogus=1))

# mparse_clamp_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).clamp('a'))

# mparse_clamp_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).clamp(bogus=1))

# mparse_clip_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).clip('a'))

# mparse_clip_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).clip(bogus=1))

# mparse_lerp_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).lerp('a'))

# mparse_lerp_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).lerp(bogus=1))

# mparse_addcmul_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).addcmul('a'))

# mparse_addcmul_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).addcmul(bogus=1))

# mparse_addcdiv_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).addcdiv('a'))

# mparse_addcdiv_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).addcdiv(bogus=1))

# mparse_heaviside_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).heaviside('a'))

# mparse_heaviside_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).heaviside(bogus=1))

# mparse_ldexp_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).ldexp('a'))

# mparse_ldexp_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).ldexp(bogus=1))

# mparse_float_power_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).float_power('a'))

# mparse_float_power_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).float_power(bogus=1))

# mparse_count_nonzero_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).count_nonzero('a'))

# mparse_count_nonzero_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).count_nonzero(bogus=1))

# mparse_aminmax_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).aminmax('a'))

# mparse_aminmax_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).aminmax(bogus=1))

# mparse_nanmean_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nanmean('a'))

# mparse_nanmean_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nanmean(bogus=1))

# mparse_nansum_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nansum('a'))

# mparse_nansum_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nansum(bogus=1))

# mparse_nanmedian_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nanmedian('a'))

# mparse_nanmedian_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).nanmedian(bogus=1))

# mparse_quantile_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).quantile('a'))

# mparse_quantile_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).quantile(bogus=1))

# mparse_mode_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).mode('a'))

# mparse_mode_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).mode(bogus=1))

# mparse_kthvalue_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).kthvalue('a'))

# mparse_kthvalue_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).kthvalue(bogus=1))

# mparse_median_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).median('a'))

# mparse_median_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).median(bogus=1))

# mparse_tensor_split_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).tensor_split('a'))

# mparse_tensor_split_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).tensor_split(bogus=1))

# mparse_hsplit_str_arg
attempt(lambda: torch.ones(2, 2).hsplit('a'))

# mparse_hsplit_bad_kw
attempt(lambda: torch.ones(2, 2).hsplit(bogus=1))

# mparse_rot90_str_arg
attempt(lambda: torch.ones(2, 2).rot90('a'))

# mparse_rot90_bad_kw
attempt(lambda: torch.ones(2, 2).rot90(bogus=1))

# mparse_diag_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).diag('a'))

# mparse_diag_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).diag(bogus=1))

# mparse_diag_embed_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).diag_embed('a'))

# mparse_diag_embed_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).diag_embed(bogus=1))

# mparse_diagonal_str_arg
attempt(lambda: torch.ones(2, 2).diagonal('a'))

# mparse_diagonal_bad_kw
attempt(lambda: torch.ones(2, 2).diagonal(bogus=1))

# mparse_flatten_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).flatten('a'))

# mparse_flatten_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).flatten(bogus=1))

# mparse_unflatten_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).unflatten('a'))

# mparse_unflatten_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).unflatten(bogus=1))

# mparse_narrow_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).narrow('a'))

# mparse_narrow_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).narrow(bogus=1))

# mparse_select_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).select('a'))

# mparse_select_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).select(bogus=1))

# mparse_take_along_dim_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).take_along_dim('a'))

# mparse_take_along_dim_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).take_along_dim(bogus=1))

# mparse_gcd_str_arg
attempt(lambda: torch.tensor([4, 6]).gcd('a'))

# mparse_gcd_bad_kw
attempt(lambda: torch.tensor([4, 6]).gcd(bogus=1))

# mparse_remainder_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).remainder('a'))

# mparse_remainder_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).remainder(bogus=1))

# mparse_fmod_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).fmod('a'))

# mparse_fmod_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).fmod(bogus=1))

# mparse_floor_divide_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).floor_divide('a'))

# mparse_floor_divide_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).floor_divide(bogus=1))

# mparse_logit_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).logit('a'))

# mparse_logit_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).logit(bogus=1))

# mparse_xlogy_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).xlogy('a'))

# mparse_xlogy_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).xlogy(bogus=1))

# mparse_isclose_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).isclose('a'))

# mparse_isclose_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).isclose(bogus=1))

# mparse_allclose_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).allclose('a'))

# mparse_allclose_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).allclose(bogus=1))

# mparse_equal_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).equal('a'))

# mparse_equal_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).equal(bogus=1))

# mparse_topk_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).topk('a'))

# mparse_topk_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).topk(bogus=1))

# mparse_msort_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).msort('a'))

# mparse_msort_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).msort(bogus=1))

# mparse_argsort_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).argsort('a'))

# mparse_argsort_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).argsort(bogus=1))

# mparse_sort_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).sort('a'))

# mparse_sort_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).sort(bogus=1))

# mparse_kron_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).kron('a'))

# mparse_kron_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).kron(bogus=1))

# mparse_trace_str_arg
attempt(lambda: torch.ones(2, 2).trace('a'))

# mparse_trace_bad_kw
attempt(lambda: torch.ones(2, 2).trace(bogus=1))

# mparse_frexp_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).frexp('a'))

# mparse_frexp_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).frexp(bogus=1))

# mparse_cross_str_arg
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).cross('a'))

# mparse_cross_bad_kw
attempt(lambda: torch.tensor([3.0, 1.0, 2.0]).cross(bogus=1))
