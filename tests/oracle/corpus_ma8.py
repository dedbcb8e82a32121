# Twin of tests/golden/corpus_ma8.cst (its tensors live on cuda:0).
import math
import os
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


def attempt(fn):
    cuda_repr.attempt(fn)


# cr_arange_forms
show(torch.arange(5), torch.arange(1, 10, 3), torch.arange(0, 1, 0.25))
show(torch.arange(5, dtype=torch.float64), torch.arange(0), torch.arange(10, 0, -3))
attempt(lambda: torch.arange(-3))

# cr_arange_dtype_infer
a = torch.arange(0, 5, 2)
b = torch.arange(0.5, 3)
show(a.dtype, b.dtype, b, torch.arange(3, dtype=torch.int8).dtype)

# cr_arange_zero_step
attempt(lambda: torch.arange(0, 5, 0))

# cr_arange_bad_direction
attempt(lambda: torch.arange(5, 0, 1))

# cr_linspace_forms
show(torch.linspace(0, 1, 5))
show(torch.linspace(0, 10, steps=1), torch.linspace(3, 3, 0))
show(torch.linspace(0, 10, 4, dtype=torch.int64))

# cr_logspace
show(torch.logspace(0, 3, 4))
show(torch.logspace(0, 2, 3, base=2.0, dtype=torch.float64))

# cr_zeros_ones_full
show(torch.zeros(2, 3), torch.ones((2,), dtype=torch.int32))
f = torch.full((2, 2), 7)
g = torch.full((3,), 1.5)
h = torch.full((2,), True)
show(f, f.dtype, g, h.dtype)

# cr_like_family
x = torch.arange(6).reshape(2, 3)
show(torch.zeros_like(x), torch.ones_like(x, dtype=torch.float32))
show(torch.full_like(x, 2.7), torch.full_like(x, 2.7, dtype=torch.float64))
show(torch.empty_like(x).shape, torch.empty_like(x).dtype)

# cr_eye_forms
show(torch.eye(3), torch.eye(2, 3, dtype=torch.int32))
show(torch.eye(0), torch.eye(1, 0).shape)

# cr_tril_triu
x = torch.arange(1, 13).reshape(3, 4)
show(torch.tril(x), torch.triu(x, diagonal=1))
show(x.tril(-1), x.triu(2))

# cr_tril_batch
x = torch.ones(2, 3, 3, dtype=torch.bool)
show(torch.tril(x).sum(dim=(1, 2)), torch.triu(x, 1)[1])

# cr_meshgrid_ij_xy
a = torch.tensor([1, 2, 3])
b = torch.tensor([10, 20])
i, j = torch.meshgrid(a, b, indexing='ij')
u, v = torch.meshgrid(a, b, indexing='xy')
show(i, j)
show(u.shape, v)

# cr_tensor_nested_mixed
show(torch.tensor([[1, 2.5], [3, 4]]), torch.tensor([True, 2]), torch.tensor([True, False]).dtype)

# cr_tensor_empty_and_scalar
e = torch.tensor([])
s = torch.tensor(3.5)
show(e, e.shape, e.dtype, s, s.shape, s.dim(), s.item())

# cr_tensor_ragged
attempt(lambda: torch.tensor([[1, 2], [3]]))

# cr_zeros_negative
attempt(lambda: torch.zeros(-1))

# cr_asarray_as_tensor
x = torch.tensor([1.0, 2.0])
y = torch.as_tensor(x)
z = torch.asarray([1, 2, 3], dtype=torch.float64)
y[0] = 9
show(x, z, torch.as_tensor([1, 2], dtype=torch.int16))

# cr_empty_shapes
show(torch.zeros(0, 3), torch.ones(2, 0), torch.empty(0).numel())
show(torch.zeros(2, 0, 3).sum(dim=1), torch.zeros(2, 0).shape[1])

# cr_full_shape_list
show(torch.full([2, 1], -1.0), torch.zeros([2]), torch.ones(size=(1, 2)))

# cr_zeros_dtype_bool_f16
show(torch.zeros(3, dtype=torch.bool), torch.ones(2, dtype=torch.float16), torch.ones(2, dtype=torch.bfloat16))

# cr_tensor_from_tensor_list
xs = [torch.tensor(1.0), torch.tensor(2.0)]
show(torch.stack(xs), torch.tensor([t.item() for t in xs]))

# cr_arange_float_steps_count
show(torch.arange(0, 1, 0.1).shape, torch.arange(1, 2.5, 0.5), torch.arange(-1.0, 1.0, 0.5))

# cr_diag_and_diagflat
v = torch.tensor([1, 2, 3])
show(torch.diag(v), torch.diag(v, 1).shape, torch.diagflat(torch.tensor([[1, 2], [3, 4]])).shape)

# ew_abs_neg_sign_int
x = torch.tensor([-3, 0, 4])
show(torch.abs(x), -x, torch.sign(x), x.abs().dtype, torch.neg(x))

# ew_sqrt_negative_nan
x = torch.tensor([4.0, -1.0, 0.0, 2.0])
show(torch.sqrt(x), x.sqrt().isnan())

# ew_sqrt_int_promotes
x = torch.tensor([1, 4, 9])
show(torch.sqrt(x), torch.exp(torch.tensor([0, 1])), torch.sin(torch.tensor([0])).dtype)

# ew_exp_log_family_f64
x = torch.tensor([0.5, 1.0, 2.0], dtype=torch.float64)
show(torch.exp(x), torch.log(x))
show(torch.log1p(x), torch.expm1(x))
show(torch.log2(x), torch.log10(x))

# ew_log_zero_negative
x = torch.tensor([0.0, -1.0, 1.0])
show(torch.log(x), torch.log1p(torch.tensor([-1.0, -2.0])))

# ew_trig
x = torch.tensor([0.0, math.pi / 6, math.pi / 4, math.pi / 2])
show(torch.sin(x), torch.cos(x))
show(torch.tan(x[:3]))

# ew_inverse_trig_out_of_range
x = torch.tensor([-2.0, -1.0, 0.0, 0.5, 1.0])
show(torch.asin(x), torch.acos(x))
show(torch.atan(x), torch.arcsin(torch.tensor(0.5)))

# ew_hyperbolic
x = torch.tensor([-1.0, 0.0, 2.0])
show(torch.sinh(x), torch.cosh(x), torch.tanh(x))
show(torch.asinh(x), torch.acosh(torch.tensor([0.5, 1.0, 3.0])), torch.atanh(torch.tensor([-1.0, 0.5, 1.0])))

# ew_atan2_hypot
y = torch.tensor([1.0, -1.0, 0.0, 0.0])
x = torch.tensor([0.0, 0.0, -1.0, 1.0])
show(torch.atan2(y, x), torch.arctan2(y, x)[0])
show(torch.hypot(torch.tensor([3.0, 5.0]), torch.tensor([4.0, 12.0])))

# ew_rounding
x = torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.7])
show(torch.floor(x), torch.ceil(x))
show(torch.round(x), torch.trunc(x))

# ew_round_decimals
x = torch.tensor([1.2345, -2.675, 100.5], dtype=torch.float64)
show(torch.round(x, decimals=2), x.round(decimals=-1))

# ew_floor_divide_neg
a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
show(torch.floor_divide(a, b), a // b, torch.div(a, b, rounding_mode='trunc'))

# ew_remainder_fmod
a = torch.tensor([5.0, -5.0, 5.0, -5.0])
b = torch.tensor([3.0, 3.0, -3.0, -3.0])
show(torch.remainder(a, b), torch.fmod(a, b), a % b)
show(torch.tensor([5, -5]) % 3, torch.fmod(torch.tensor([5, -5]), 3))

# ew_int_div_true
a = torch.tensor([1, 2, 3])
show(a / 2, torch.true_divide(a, a), (a / 2).dtype, torch.div(a, 2, rounding_mode='floor'))

# ew_pow_forms
x = torch.tensor([1, 2, 3])
show(x ** 2, torch.pow(x, 0), 2 ** x, x.pow(0.5))
show(torch.pow(2.0, torch.tensor([0.5, -1.0])), torch.tensor([4.0]) ** -0.5)

# ew_pow_int_negative
attempt(lambda: torch.tensor([2, 3]) ** -1)

# ew_square_rsqrt_reciprocal
x = torch.tensor([1, 2, 4])
show(torch.square(x), torch.rsqrt(x.float()), torch.reciprocal(x), torch.square(torch.tensor([True])))

# ew_logaddexp
a = torch.tensor([0.0, 1000.0, -1000.0])
b = torch.tensor([0.0, 1000.0, -1000.0])
show(torch.logaddexp(a, b), torch.logaddexp2(a, b))

# ew_copysign_signbit
a = torch.tensor([1.0, -2.0, 3.0, 0.0])
b = torch.tensor([-1.0, 1.0, -0.0, -1.0])
show(torch.copysign(a, b), torch.signbit(b), torch.signbit(torch.tensor([-0.0, 0.0])))

# ew_sign_nan_zero
x = torch.tensor([float('nan'), -0.0, 0.0, -3.0, float('inf')])
show(torch.sign(x), torch.sgn(x))

# ew_clamp_forms
x = torch.arange(-3, 4)
show(torch.clamp(x, min=-1, max=2), x.clamp(max=0), x.clip(-2, 2))
show(torch.clamp(x.float(), min=torch.tensor(0.5)), x.clamp(min=1))

# ew_clamp_min_gt_max
x = torch.tensor([0.0, 5.0, 10.0])
show(torch.clamp(x, min=6, max=4))

# ew_clamp_tensor_bounds
x = torch.tensor([[1.0, 5.0], [-3.0, 8.0]])
lo = torch.tensor([0.0, 6.0])
hi = torch.tensor([2.0, 7.0])
show(torch.clamp(x, lo, hi), x.clamp(min=lo))

# ew_clamp_none_error
attempt(lambda: torch.clamp(torch.ones(2)))

# ew_bitwise_int
a = torch.tensor([12, 10, -1])
b = torch.tensor([10, 6, 5])
show(a & b, a | b, a ^ b, ~a)
show(torch.bitwise_and(a, 3), torch.bitwise_not(torch.tensor([0, 1], dtype=torch.uint8)))

# ew_shifts
a = torch.tensor([1, 8, -16])
show(a << 2, a >> 1, torch.bitwise_left_shift(a, torch.tensor([0, 1, 2])), torch.bitwise_right_shift(a, 3))

# ew_bitwise_bool
a = torch.tensor([True, False, True])
b = torch.tensor([True, True, False])
show(a & b, a | b, a ^ b, ~a)

# ew_bitwise_float_error
attempt(lambda: torch.tensor([1.0]) & torch.tensor([1.0]))

# ew_logical_on_floats
a = torch.tensor([0.0, 1.5, -2.0, 0.0])
b = torch.tensor([1, 0, 3, 0])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b), torch.logical_not(a))

# ew_isnan_isinf_isfinite
x = torch.tensor([1.0, float('nan'), float('inf'), -float('inf')])
show(torch.isnan(x), torch.isinf(x), torch.isfinite(x))
show(torch.isposinf(x), torch.isneginf(x), torch.isreal(x), torch.isfinite(torch.tensor([1, 2])))

# ew_nan_to_num
x = torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0])
show(torch.nan_to_num(x), torch.nan_to_num(x, nan=0.0, posinf=1.0, neginf=-1.0))
show(torch.nan_to_num(x.half()))

# ew_f16_overflow
x = torch.tensor([1000.0, 60000.0], dtype=torch.float16)
show(x * 100, x + x, (x * 100).dtype)

# ew_bf16_arith
x = torch.tensor([1.0, 2.5, 3.14159], dtype=torch.bfloat16)
show(x + 1, x * x, x / 3)

# ew_half_precision_add
x = torch.tensor([2048.0], dtype=torch.float16)
show(x + 1, x + 2, torch.tensor([0.1], dtype=torch.float16) * 3)

# ew_inplace_int_float_error
x = torch.tensor([1, 2, 3])
attempt(lambda: x.add_(1.5))
attempt(lambda: x.sqrt_())
x.mul_(2)
show(x)

# ew_inplace_chain
x = torch.ones(3)
x.add_(2).mul_(3).sub_(torch.tensor([1.0, 2.0, 3.0]))
show(x, x.div_(2), x.neg_())

# ew_maximum_minimum_nan
a = torch.tensor([1.0, float('nan'), 3.0])
b = torch.tensor([2.0, 0.0, float('nan')])
show(torch.maximum(a, b), torch.minimum(a, b))
show(torch.fmax(a, b), torch.fmin(a, b))

# ew_maximum_int_broadcast
a = torch.tensor([[1], [5]])
b = torch.tensor([3, 4, 6])
show(torch.maximum(a, b), torch.max(a, b))

# ew_lerp_addcmul_addcdiv
a = torch.zeros(3)
b = torch.tensor([10.0, 20.0, 30.0])
show(torch.lerp(a, b, 0.25), torch.lerp(a, b, torch.tensor([0.0, 0.5, 1.0])))
show(torch.addcmul(a, b, b, value=0.5), torch.addcdiv(a, b, torch.tensor([2.0, 4.0, 5.0]), value=2))

# ew_special_fns
x = torch.tensor([0.0, 0.5, 1.0, 2.0])
show(torch.exp2(x), torch.sinc(x))
show(torch.deg2rad(torch.tensor([180.0, 90.0])), torch.rad2deg(torch.tensor([math.pi])))
show(torch.erf(x), torch.sigmoid(x))

# ew_logit_xlogy
p = torch.tensor([0.0, 0.25, 0.5, 1.0])
show(torch.logit(p), torch.logit(p, eps=0.1))
show(torch.xlogy(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 2.0, 3.0])))

# ew_isclose_allclose_equal
a = torch.tensor([1.0, 2.0, float('nan')])
b = torch.tensor([1.0 + 1e-9, 2.1, float('nan')])
show(torch.isclose(a, b), torch.isclose(a, b, equal_nan=True), torch.allclose(a[:1], b[:1]))
show(torch.equal(a[:2], a[:2].clone()), torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2, 3])))

# ew_scalar_tensor_ops
s = torch.tensor(2.0)
x = torch.tensor([1, 2, 3])
show(x * s, (x * s).dtype, s + 1, 3 - s, s ** 3, 1 / s)

# ew_broadcast_error
attempt(lambda: torch.ones(2, 3) + torch.ones(4))

# ew_broadcast_3d
a = torch.arange(3).reshape(3, 1, 1)
b = torch.arange(4).reshape(1, 4)
show((a + b).shape, (a * b)[2], (a - b).sum())

# ew_noncontig_input
x = torch.arange(12.0).reshape(3, 4).t()
show(torch.exp(x * 0).sum(), torch.abs(x - 5)[1], x.is_contiguous(), (x + 1).is_contiguous())

# ew_empty_elementwise
e = torch.empty(0, 3)
show(torch.sin(e), e + 1, (e * torch.ones(3)).shape, torch.abs(torch.tensor([], dtype=torch.int64)))

# ew_zero_dim_ops
a = torch.tensor(3)
b = torch.tensor(-2.5)
show(a + b, torch.abs(b), torch.maximum(a, b), a.neg(), torch.floor(b))

# ew_frac_positive_neg
x = torch.tensor([-1.5, 2.25, 3.0])
show(torch.frac(x), torch.positive(x), torch.negative(x))

# ew_float_power
show(torch.float_power(torch.tensor([2, 3]), 2), torch.float_power(torch.tensor([4.0]), -0.5).dtype)

# ew_int8_overflow_wrap
x = torch.tensor([120, -120], dtype=torch.int8)
show(x + 10, x * 2, (x + 10).dtype)

# ew_uint8_wrap_sub
x = torch.tensor([0, 5, 250], dtype=torch.uint8)
show(x - 10, x + 10, -x)

# ew_int_abs_min
x = torch.tensor([-128, 127], dtype=torch.int8)
show(torch.abs(x), torch.neg(x))

# ew_trunc_method_forms
x = torch.tensor([[1.7, -1.7], [2.5, -0.2]])
show(x.floor(), x.ceil(), x.trunc(), x.round(), x.fix())

# cmp_ops_broadcast
a = torch.tensor([[1, 2, 3], [4, 5, 6]])
b = torch.tensor([2, 5, 3])
show(a == b, a != b, a < b)
show(a <= 3, a > b, a >= torch.tensor(4))

# cmp_function_forms
a = torch.tensor([1.0, 2.0, float('nan')])
show(torch.eq(a, 2), torch.ne(a, a), torch.lt(a, 2.5), torch.greater_equal(a, 1), torch.less(a, 2), torch.not_equal(a, 1))

# cmp_mixed_dtypes
a = torch.tensor([1, 2, 3])
b = torch.tensor([1.0, 2.5, 3.0])
show(a == b, a < b, a == 2.0, torch.tensor([True, False]) == 1)

# cmp_where_forms
x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
show(torch.where(x > 0, x, torch.zeros_like(x)), torch.where(x > 0, x, 0.0), torch.where(x < 0, 1, 0))

# cmp_where_one_arg
x = torch.tensor([[0, 3], [5, 0]])
r = torch.where(x)
show(r, type(r).__name__, len(r))

# cmp_where_dtype_mix
c = torch.tensor([True, False, True])
show(torch.where(c, torch.tensor([1, 2, 3]), torch.tensor([0.5, 0.5, 0.5])), torch.where(c, 2, 3.5).dtype)

# cmp_any_all_dims
x = torch.tensor([[True, False], [True, True]])
show(torch.any(x), torch.all(x), x.all(dim=1), x.any(dim=0), torch.all(x, dim=-1, keepdim=True))

# cmp_any_all_empty
e = torch.tensor([], dtype=torch.bool)
show(e.any(), e.all(), torch.zeros(0, 3).any(dim=0), torch.ones(2, 0).all(dim=1))

# cmp_any_all_numeric
x = torch.tensor([[0, 2], [0, 0]])
show(x.any(), x.all(), torch.any(x, 1), torch.tensor([0.5, 1.0]).all())

# cmp_count_nonzero
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), x.count_nonzero(dim=-1), torch.count_nonzero(x, dim=(0, 1)))

# cmp_chained_logical
x = torch.arange(10)
m = (x > 2) & (x < 7) | (x == 9)
show(m, x[m], m.sum(), (~m).nonzero().flatten())

# cmp_eq_shape_error
attempt(lambda: torch.tensor([1, 2]) == torch.tensor([1, 2, 3]))

# srt_argmax_argmin
x = torch.tensor([[3, 7, 7], [9, 1, 9]])
show(torch.argmax(x), torch.argmax(x, dim=1), torch.argmin(x, dim=0), x.argmax(dim=-1, keepdim=True))

# srt_argmax_nan
x = torch.tensor([1.0, float('nan'), 3.0, float('nan')])
show(torch.argmax(x), torch.argmin(x), x.max(), x.min())

# srt_argmax_empty_error
attempt(lambda: torch.argmax(torch.tensor([])))

# srt_argmax_bool_dtype
x = torch.tensor([False, True, True])
show(torch.argmax(x.int()), torch.argmax(torch.tensor([2.0, 5.0], dtype=torch.float16)))

# srt_sort_basic
x = torch.tensor([3, 1, 2, 1])
v, i = torch.sort(x)
show(v, i)
v, i = torch.sort(x, descending=True, stable=True)
show(v, i)

# srt_sort_dim0
x = torch.tensor([[3.0, 1.0], [1.0, 2.0], [2.0, 0.0]])
r = x.sort(dim=0)
show(r.values, r.indices)

# srt_sort_nan
x = torch.tensor([2.0, float('nan'), -1.0, float('inf')])
show(torch.sort(x).values, torch.sort(x, descending=True).values, torch.argsort(x))

# srt_argsort_forms
x = torch.tensor([[5, 2, 9], [1, 8, 3]])
show(torch.argsort(x), torch.argsort(x, dim=0), x.argsort(descending=True), torch.argsort(x, dim=1, stable=True))

# srt_msort
x = torch.tensor([[3, 1], [1, 2], [2, 0]])
show(torch.msort(x))

# srt_topk
x = torch.tensor([1.0, 5.0, 3.0, 4.0, 2.0])
v, i = torch.topk(x, 3)
show(v, i)
show(torch.topk(x, 2, largest=False), x.topk(k=1).indices)

# srt_topk_2d_dim
x = torch.tensor([[1, 9, 3], [8, 2, 7]])
r = torch.topk(x, 2, dim=0)
show(r.values, r.indices, torch.topk(x, 1, dim=-1).values.squeeze(-1))

# srt_topk_too_big
attempt(lambda: torch.topk(torch.tensor([1.0, 2.0]), 3))

# srt_topk_zero
r = torch.topk(torch.tensor([1.0, 2.0]), 0)
show(r.values, r.indices)

# srt_kthvalue
x = torch.tensor([[5.0, 1.0, 4.0], [2.0, 3.0, 0.0]])
r = torch.kthvalue(x, 2)
show(r)
show(torch.kthvalue(x, 1, dim=0).values, x.kthvalue(3, keepdim=True).indices)

# srt_kthvalue_error
attempt(lambda: torch.kthvalue(torch.tensor([1.0, 2.0]), 3))

# srt_searchsorted
s = torch.tensor([1, 3, 5, 7])
v = torch.tensor([0, 3, 6, 9])
show(torch.searchsorted(s, v), torch.searchsorted(s, v, right=True), torch.searchsorted(s, v, side='right'))
show(torch.searchsorted(s, 5), torch.searchsorted(s, v, out_int32=True).dtype)

# srt_searchsorted_2d
s = torch.tensor([[1, 2, 3], [2, 4, 6]])
v = torch.tensor([[2], [5]])
show(torch.searchsorted(s, v), torch.searchsorted(s, v, side='left'))

# srt_searchsorted_sorter
s = torch.tensor([5, 1, 3])
show(torch.searchsorted(s, torch.tensor([2, 4]), sorter=torch.argsort(s)))

# srt_bucketize
b = torch.tensor([0.0, 1.0, 2.0])
x = torch.tensor([-0.5, 0.0, 0.5, 1.0, 2.5])
show(torch.bucketize(x, b), torch.bucketize(x, b, right=True))

# srt_nonzero_forms
x = torch.tensor([[0, 1], [2, 0], [0, 0]])
show(torch.nonzero(x), torch.nonzero(x, as_tuple=True), x.nonzero().shape)
show(torch.argwhere(x), torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor([0.0])).shape)

# srt_max_dim_return
x = torch.tensor([[1.0, 4.0, 2.0], [6.0, 0.0, 6.0]])
m = torch.max(x, dim=1)
show(m)
show(m.values, m.indices, m[0], m[1])

# srt_min_keepdim
x = torch.tensor([[1, 4, 2], [6, 0, 6]])
v, i = torch.min(x, 0, keepdim=True)
show(v, i, v.shape)

# srt_max_empty_error
attempt(lambda: torch.max(torch.tensor([])))
attempt(lambda: torch.tensor([]).min())

# srt_max_empty_dim_error
attempt(lambda: torch.zeros(0, 3).max(dim=0))

# srt_max_empty_dim_ok
show(torch.zeros(0, 3).max(dim=1), torch.zeros(0, 3).amax(dim=1))

# srt_sort_empty_and_0d
show(torch.sort(torch.tensor([])), torch.sort(torch.tensor(3.0)))

# srt_sort_int_types
x = torch.tensor([3, -1, 2], dtype=torch.int8)
show(torch.sort(x).values, torch.sort(x.to(torch.uint8)).values, torch.sort(torch.tensor([True, False, True])).values)

# srt_sort_half_bfloat
x = torch.tensor([0.5, -1.5, 2.0], dtype=torch.float16)
show(torch.sort(x), torch.sort(x.bfloat16(), descending=True).values)

# srt_unravel_by_hand
x = torch.tensor([[4, 8, 1], [9, 2, 3]])
i = torch.argmax(x)
show(i // x.shape[1], i % x.shape[1], divmod(i.item(), 3))

# set_unique_basic
x = torch.tensor([3, 1, 2, 3, 1, 1])
show(torch.unique(x), x.unique(), torch.unique(torch.tensor([], dtype=torch.int64)))

# set_unique_inverse_counts
x = torch.tensor([3, 1, 2, 3, 1, 1])
u, inv, cnt = torch.unique(x, return_inverse=True, return_counts=True)
show(u, inv, cnt)
show(u[inv], torch.equal(u[inv], x))

# set_unique_counts_only
x = torch.tensor([2.5, 1.0, 2.5])
u, c = torch.unique(x, return_counts=True)
show(u, c, torch.unique(x, return_inverse=True)[1])

# set_unique_dim
x = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 5]])
u, inv = torch.unique(x, dim=0, return_inverse=True)
show(u, inv)
show(torch.unique(x, dim=1))

# set_unique_2d_flat
x = torch.tensor([[2, 1], [1, 3]])
u, inv = torch.unique(x, return_inverse=True)
show(u, inv)

# set_unique_consecutive
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
show(torch.unique_consecutive(x))
show(torch.unique_consecutive(x, return_counts=True))
show(torch.unique_consecutive(x, return_inverse=True)[1])

# set_unique_bool_float16
# 1.13's CPU unique has no Half kernel (PyTorch 2's CUDA one has).
show(torch.unique(torch.tensor([True, False, True])), torch.unique(torch.tensor([1.5, 0.5, 1.5])).half())

# set_isin
e = torch.tensor([1, 2, 3, 4, 5])
t = torch.tensor([2, 4, 6])
show(torch.isin(e, t), torch.isin(e, t, invert=True), torch.isin(e, 3), e[torch.isin(e, t)])

# set_isin_2d
e = torch.tensor([[1, 2], [3, 4]])
show(torch.isin(e, torch.tensor([[4], [1]])), torch.isin(torch.tensor([1.0, 2.0]), torch.tensor([2])))

# set_manual_intersection
a = torch.tensor([5, 1, 3, 7])
b = torch.tensor([3, 8, 5])
show(a[torch.isin(a, b)].sort().values, torch.unique(torch.cat([a, b])), torch.unique(torch.cat([a, b])).numel())

# st_mean_int_error
attempt(lambda: torch.tensor([1, 2, 3]).mean())

# st_mean_dims
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.mean(), x.mean(dim=(0, 2)), torch.mean(x, -1, keepdim=True).shape, x.mean(dim=[1]).shape)

# st_mean_dtype_arg
x = torch.tensor([1, 2, 4])
show(torch.mean(x, dtype=torch.float64), x.float().mean(), torch.tensor([1, 2], dtype=torch.float16).mean())

# st_mean_empty
show(torch.tensor([]).mean(), torch.zeros(0, 2).mean(dim=0), torch.zeros(2, 0).sum(dim=1))

# st_sum_dtypes
b = torch.tensor([True, True, False])
i8 = torch.tensor([100, 100], dtype=torch.int8)
show(b.sum(), b.sum().dtype, i8.sum(), i8.sum().dtype, i8.sum(dtype=torch.int8))

# st_sum_dims
x = torch.arange(12).reshape(3, 4)
show(torch.sum(x, 0), x.sum(-1), x.sum((0, 1)), x.sum(dim=1, keepdim=True), torch.sum(x, dim=()))

# st_sum_f16_precision
x = torch.full((1000,), 0.1, dtype=torch.float16)
show(x.sum(), x.float().sum(), x.sum(dtype=torch.float32))

# st_prod
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.prod(x), x.prod(dim=0), x.prod(1, keepdim=True), torch.prod(torch.tensor([])), torch.tensor([True, False]).prod())

# st_var_std_correction
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
# 1.13 takes correction= only with a dim (None: all of them), PyTorch 2 without.
show(torch.var(x), torch.var(x, unbiased=False), torch.var(x, None, correction=0), torch.std(x, None, correction=2))
show(x.std(), torch.std(x, dim=0, keepdim=True))

# st_var_dims
x = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 8.0]], dtype=torch.float64)
show(x.var(dim=1), x.std(dim=0), torch.var_mean(x, dim=1), torch.std_mean(x))

# st_var_int_error
attempt(lambda: torch.tensor([1, 2]).var())

# st_cumsum_cumprod
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.cumsum(x, dim=1), x.cumsum(0), torch.cumprod(x, dim=-1), torch.cumsum(torch.tensor([True, True]), 0))

# st_cumsum_dtype
x = torch.tensor([100, 100, 100], dtype=torch.int8)
show(torch.cumsum(x, 0), torch.cumsum(x, 0).dtype, torch.cumsum(x, 0, dtype=torch.float32))

# st_cummax_cummin
x = torch.tensor([1, 3, 2, 5, 4])
show(torch.cummax(x, 0))
v, i = torch.cummin(x.flip(0), dim=0)
show(v, i)

# st_logsumexp
x = torch.tensor([[1000.0, 1000.0], [-1.0, 2.0]])
show(torch.logsumexp(x, dim=1), x.logsumexp(0), torch.logsumexp(x, dim=(0, 1)))

# st_median_even
x = torch.tensor([4.0, 1.0, 3.0, 2.0])
show(torch.median(x), torch.quantile(x, 0.5), torch.nanmedian(torch.tensor([1.0, float('nan'), 3.0])))

# st_median_dim
x = torch.tensor([[4, 1, 3], [2, 9, 2]])
r = x.median(dim=1)
show(r, r.values.dtype)

# st_median_nan
x = torch.tensor([1.0, float('nan'), 3.0])
show(torch.median(x), x.nanmedian(), torch.median(x.unsqueeze(0), dim=1).values)

# st_nan_reductions
x = torch.tensor([[1.0, float('nan')], [3.0, 4.0]])
show(torch.nansum(x), torch.nanmean(x), torch.nanmean(x, dim=0), x.sum(), torch.nansum(x, dim=1))

# st_quantile_forms
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
q = torch.tensor([0.1, 0.5, 0.9])
show(torch.quantile(x, q), torch.quantile(x, 0.3, interpolation='lower'), torch.quantile(x, 0.3, interpolation='nearest'))
show(torch.quantile(x, 0.3, interpolation='midpoint'), torch.quantile(x, 0.3, interpolation='higher'))

# st_quantile_dim
x = torch.tensor([[1.0, 5.0, 2.0], [8.0, 3.0, 4.0]])
show(torch.quantile(x, 0.5, dim=1), torch.quantile(x, torch.tensor([0.25, 0.75]), dim=0, keepdim=True).shape)

# st_quantile_errors
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), 1.5))
attempt(lambda: torch.quantile(torch.tensor([1, 2]), 0.5))

# st_mode
x = torch.tensor([[1, 2, 2, 3], [4, 4, 1, 1]])
r = torch.mode(x)
show(r)
show(torch.mode(x, dim=0).values, x.mode(dim=1, keepdim=True).values.shape)

# st_amax_amin
x = torch.tensor([[[1, 5], [3, 2]], [[0, 7], [4, 4]]])
show(torch.amax(x, dim=(0, 2)), x.amin(dim=-1), torch.amax(x, dim=(1, 2), keepdim=True).flatten())

# st_aminmax
x = torch.tensor([[3.0, -1.0], [2.0, 8.0]])
r = torch.aminmax(x)
show(r)
mn, mx = torch.aminmax(x, dim=0)
show(mn, mx, torch.aminmax(x, dim=1, keepdim=True).max)

# st_histc
x = torch.tensor([1.0, 2.0, 1.0, 4.0, 2.5])
show(torch.histc(x, bins=4), torch.histc(x, bins=3, min=0, max=3))

# st_bincount
x = torch.tensor([0, 1, 1, 3])
w = torch.tensor([0.5, 1.0, 1.5, 2.0])
show(torch.bincount(x), torch.bincount(x, weights=w), torch.bincount(x, minlength=6), torch.bincount(torch.tensor([], dtype=torch.int64)))

# st_bincount_negative
attempt(lambda: torch.bincount(torch.tensor([1, -1])))

# st_norms
x = torch.tensor([[3.0, 4.0], [-6.0, 8.0]])
show(torch.linalg.vector_norm(x), torch.linalg.vector_norm(x, ord=1, dim=1), torch.linalg.vector_norm(x, ord=float('inf')))
show(torch.norm(x, dim=0), x.norm(p=1), torch.linalg.norm(x))

# st_mean_bf16
x = torch.tensor([1.0, 2.0, 3.5], dtype=torch.bfloat16)
show(x.mean(), x.sum(), x.std(), x.max())

# st_diff
x = torch.tensor([1, 4, 9, 16])
show(torch.diff(x), torch.diff(x, n=2), torch.diff(x, prepend=torch.tensor([0])), torch.diff(torch.tensor([[1, 2], [4, 8]]), dim=0))

# st_cov_corrcoef
x = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 7.0]])
show(torch.cov(x), torch.corrcoef(x))

# mp_cat_forms
a = torch.tensor([[1, 2]])
b = torch.tensor([[3, 4], [5, 6]])
show(torch.cat([a, b]), torch.cat((a, a), dim=-1), torch.concat([a, b], dim=0).shape, torch.concatenate([a, a], axis=1))

# mp_cat_promotion
show(torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])]), torch.cat([torch.tensor([True]), torch.tensor([2])]))

# mp_cat_mismatch_error
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 2)]))
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(3)]))

# mp_cat_empty_list
attempt(lambda: torch.cat([]))

# mp_cat_with_empty
x = torch.tensor([[1, 2]])
show(torch.cat([x, torch.zeros(0, 2, dtype=torch.int64)]), torch.cat([torch.tensor([]), torch.tensor([1.0])]))

# mp_cat_dim_range_error
attempt(lambda: torch.cat([torch.ones(2), torch.ones(2)], dim=1))

# mp_stack_forms
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
show(torch.stack([a, b]), torch.stack([a, b], dim=1), torch.stack((a, b), dim=-1).shape, torch.stack([torch.tensor(1), torch.tensor(2)]))

# mp_stack_error
attempt(lambda: torch.stack([torch.ones(2), torch.ones(3)]))

# mp_hvd_stack
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
show(torch.hstack([a, b]), torch.vstack([a, b]), torch.dstack([a, b]).shape, torch.column_stack([a, b]), torch.row_stack([a, b]).shape)

# mp_reshape_forms
x = torch.arange(12)
show(x.reshape(3, 4), x.reshape(-1, 6).shape, torch.reshape(x, (2, -1, 3)).shape, x.reshape([4, 3])[1], x.view(2, 6).stride())

# mp_reshape_errors
x = torch.arange(6)
attempt(lambda: x.reshape(4, -1))
attempt(lambda: x.reshape(-1, -1))
attempt(lambda: x.view(4, 2))

# mp_view_noncontig_error
x = torch.arange(6).reshape(2, 3).t()
attempt(lambda: x.view(6))
show(x.reshape(6), x.contiguous().view(-1))

# mp_reshape_0d_empty
show(torch.tensor(5).reshape(1), torch.tensor([7]).reshape(()), torch.zeros(0, 4).reshape(-1, 2).shape, torch.zeros(0).reshape(3, 0).shape)

# mp_flip_forms
x = torch.arange(6).reshape(2, 3)
show(torch.flip(x, [0]), x.flip(1), x.flip((0, 1)), torch.flip(x, dims=(-1,)))
show(torch.fliplr(x), torch.flipud(x))

# mp_flip_0d_empty
show(torch.flip(torch.tensor([]), [0]), torch.flip(torch.zeros(2, 0), [1]).shape, torch.flip(torch.tensor(3.0), []))

# mp_roll_forms
x = torch.arange(10).reshape(2, 5)
show(torch.roll(x, 1), torch.roll(x, -1, dims=1), torch.roll(x, shifts=(1, 2), dims=(0, 1)), x.roll(7, 1))

# mp_roll_shift_error
attempt(lambda: torch.roll(torch.arange(4), (1, 2), (0,)))

# mp_rot90
x = torch.arange(4).reshape(2, 2)
show(torch.rot90(x), torch.rot90(x, 2), torch.rot90(x, -1, [0, 1]), torch.rot90(x, k=1, dims=[1, 0]))

# mp_moveaxis_movedim
x = torch.zeros(2, 3, 4)
show(torch.moveaxis(x, 0, -1).shape, torch.movedim(x, (0, 1), (2, 0)).shape, x.movedim(-1, 0).shape, torch.moveaxis(x, [0], [1]).shape)

# mp_movedim_error
attempt(lambda: torch.movedim(torch.zeros(2, 3), 0, 2))
attempt(lambda: torch.movedim(torch.zeros(2, 3), (0, 1), (0,)))

# mp_permute_forms
x = torch.arange(24).reshape(2, 3, 4)
y = x.permute(2, 0, 1)
show(y.shape, y.stride(), y.is_contiguous(), torch.permute(x, (-1, -2, -3)).shape, x.permute([1, 0, 2])[0])

# mp_permute_errors
attempt(lambda: torch.zeros(2, 3).permute(0, 1, 2))
attempt(lambda: torch.zeros(2, 3).permute(0, 0))

# mp_squeeze_forms
x = torch.zeros(1, 3, 1, 2)
# squeeze of a tuple of dims is PyTorch 2's: the same dims one at a time, last first.
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(1).shape, torch.squeeze(x, -2).shape, x.squeeze(2).squeeze(0).shape)

# mp_unsqueeze_forms
x = torch.tensor([1, 2, 3])
show(x.unsqueeze(0), x.unsqueeze(-1), torch.unsqueeze(x, 1).shape, x[None, :, None].shape, torch.tensor(5).unsqueeze(0))

# mp_unsqueeze_error
attempt(lambda: torch.tensor([1, 2]).unsqueeze(3))
attempt(lambda: torch.tensor([1, 2]).squeeze(2))

# mp_expand_forms
x = torch.tensor([[1], [2]])
y = x.expand(2, 3)
show(y, y.stride(), x.expand(-1, 4).shape, x.expand(3, 2, 2).shape, x.expand_as(torch.zeros(2, 5)).shape)

# mp_expand_errors
attempt(lambda: torch.tensor([[1, 2]]).expand(3, 3))
attempt(lambda: torch.tensor([1, 2]).expand(2))

# mp_broadcast_to_tensors_shapes
x = torch.tensor([1, 2, 3])
show(torch.broadcast_to(x, (2, 3)), torch.broadcast_shapes((2, 1), (1, 3)), torch.broadcast_shapes((4,), ()))
a, b = torch.broadcast_tensors(torch.tensor([[1], [2]]), torch.tensor([10, 20, 30]))
show(a, b)

# mp_broadcast_errors
attempt(lambda: torch.broadcast_to(torch.ones(3), (2, 4)))
attempt(lambda: torch.broadcast_shapes((2, 3), (4,)))

# mp_tile_repeat
x = torch.tensor([[1, 2], [3, 4]])
show(torch.tile(x, (2,)), x.tile((2, 1)), x.repeat(1, 2), x.repeat(2, 1, 1).shape, torch.tile(torch.tensor([1, 2]), (2, 2)))

# mp_repeat_error
attempt(lambda: torch.tensor([[1, 2]]).repeat(2))

# mp_repeat_interleave
x = torch.tensor([1, 2, 3])
show(torch.repeat_interleave(x, 2), x.repeat_interleave(torch.tensor([1, 0, 2])), torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), 2, dim=0))
show(torch.repeat_interleave(torch.tensor([2, 1])), torch.tensor([[1, 2], [3, 4]]).repeat_interleave(torch.tensor([1, 2]), dim=1))

# mp_unbind_forms
x = torch.arange(6).reshape(2, 3)
a, b = torch.unbind(x)
show(a, b, x.unbind(dim=1), len(torch.unbind(torch.zeros(0, 3))), type(x.unbind()).__name__)

# mp_split_chunk
x = torch.arange(10)
show(torch.split(x, 3), x.split([2, 3, 5]), torch.chunk(x, 3), x.chunk(4), torch.chunk(torch.arange(5), 6))

# mp_split_errors
attempt(lambda: torch.arange(5).split([2, 2]))
attempt(lambda: torch.arange(5).chunk(0))

# mp_tensor_split
x = torch.arange(7)
show(torch.tensor_split(x, 3), torch.tensor_split(x, [1, 5]), torch.tensor_split(x, torch.tensor([2, 2])))

# mp_narrow_select
x = torch.arange(12).reshape(3, 4)
show(x.narrow(1, 1, 2), torch.narrow(x, 0, -2, 2), x.select(1, -1), torch.select(x, 0, 1))

# mp_narrow_error
attempt(lambda: torch.arange(5).narrow(0, 3, 3))

# mp_transpose_swap
x = torch.arange(24).reshape(2, 3, 4)
show(x.transpose(0, 2).shape, torch.swapaxes(x, 1, -1).shape, x.swapdims(0, 1).shape, x.mT.shape, torch.arange(3).t())

# mp_t_3d_error
attempt(lambda: torch.zeros(2, 3, 4).t())

# mp_flatten_unflatten
x = torch.zeros(2, 3, 4, 5)
show(x.flatten().shape, x.flatten(1).shape, torch.flatten(x, 1, 2).shape, x.flatten(-2).shape, torch.tensor(3).flatten())
show(x.unflatten(1, (3, 1)).shape, torch.zeros(6).unflatten(0, (2, -1)).shape)

# mp_diagonal_trace
x = torch.arange(12).reshape(3, 4)
show(torch.diagonal(x), x.diagonal(1), x.diagonal(-1), torch.trace(x), torch.diag(x, -2))
show(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])))

# mp_contiguous_strides
x = torch.arange(6).reshape(2, 3).t()
y = x.contiguous()
show(x.stride(), y.stride(), y.is_contiguous(), x.data_ptr() == y.data_ptr())

# mp_clone_independent
x = torch.tensor([1, 2, 3])
y = x.clone()
y[0] = 10
z = x.view(3)
z[1] = 20
show(x, y)

# mp_noncontig_manip
x = torch.arange(12).reshape(3, 4)[:, ::2]
show(torch.cat([x, x], 1), torch.stack([x, x]).shape, x.flip(0), x.roll(1, 0), x.flatten(), x.tile((1, 2)))

# mp_atleast
show(torch.atleast_1d(torch.tensor(1)), torch.atleast_2d(torch.tensor([1, 2])).shape, torch.atleast_3d(torch.tensor(1)).shape)

# mp_view_as_dtype_shape
x = torch.arange(4, dtype=torch.float32)
show(x.view(2, 2).view_as(torch.zeros(4)), x.view(torch.int32)[1], torch.tensor([1.0], dtype=torch.float16).view(torch.int16))

# mp_ravel_flatten_view_semantics
x = torch.arange(6).reshape(2, 3)
r = x.ravel()
r[0] = 100
show(x[0, 0], x.t().ravel(), x.numel(), x.nelement(), x.ndim, x.dim(), len(x))

# mp_sort_along_take
x = torch.tensor([[3, 1, 2], [9, 7, 8]])
idx = x.argsort(dim=1)
show(torch.take_along_dim(x, idx, dim=1), torch.gather(x, 1, idx))

# ix_basic_ints
x = torch.arange(24).reshape(2, 3, 4)
show(x[1], x[1, 2], x[-1, -1, -1], x[0][1][2], x[1, 2, 3].item())

# ix_slices_steps
x = torch.arange(10)
show(x[2:8:2], x[::3], x[-3:], x[:-7], x[5:2], x[100:], x[-100:2])

# ix_ellipsis_none
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., 0], x[0, ...].shape, x[None].shape, x[:, None, :, None].shape, x[..., None].shape, x[..., 1, :].shape)

# ix_int_oob
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x[2])
attempt(lambda: x[:, -4])
attempt(lambda: x[0, 0, 0])

# ix_bool_mask_read
x = torch.tensor([[1, -2], [-3, 4]])
m = x > 0
show(x[m], x[~m], x[m].shape, x[torch.tensor([True, False])], x[:, torch.tensor([False, True])])

# ix_bool_mask_write
x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
x[x < 0] = 0
show(x)
x[x > 2] = torch.tensor([9.0])
show(x)
x[torch.tensor([True, False])] = -1
show(x)

# ix_bool_mask_mismatch
x = torch.arange(4)
attempt(lambda: x[torch.tensor([True, False, True])])

# ix_bool_mask_assign_count_error
def f():
    x = torch.zeros(4)
    x[torch.tensor([True, False, True, False])] = torch.tensor([1.0, 2.0, 3.0])
    return x
attempt(f)

# ix_index_tensor_read
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([2, 0])
show(x[i], x[:, i], x[i, i], x[torch.tensor([[0, 1], [2, 2]])].shape, x[i, 1:3])

# ix_list_read
x = torch.arange(12).reshape(3, 4)
show(x[[0, 2]], x[[0, 2], [1, 3]], x[[0], :], x[:, [-1, 0]], x[[[0], [2]], [1, 3]])

# ix_separated_advanced
x = torch.arange(24).reshape(2, 3, 4)
show(x[[0, 1], :, [1, 2]], x[[0, 1], :, [1, 2]].shape, x[:, [0, 2], [1, 3]].shape, x[0, :, [0, 1]].shape)

# ix_index_oob_error
x = torch.arange(6)
attempt(lambda: x[torch.tensor([1, 7])])
attempt(lambda: x[[0, 6]])

# ix_index_write
x = torch.zeros(3, 4, dtype=torch.int64)
x[[0, 2], [1, 3]] = 5
x[1, torch.tensor([0, 1])] = torch.tensor([7, 8])
x[:, 0] += 1
show(x)

# ix_index_write_dup_no_accum
x = torch.zeros(4)
x[torch.tensor([1, 1, 2])] += 1
show(x)

# ix_index_put_accumulate
x = torch.zeros(5)
x.index_put_((torch.tensor([0, 1, 1, 3]),), torch.tensor([1.0, 2.0, 3.0, 4.0]), accumulate=True)
show(x)
y = torch.zeros(2, 2, dtype=torch.int64)
show(torch.index_put(y, (torch.tensor([0, 0]), torch.tensor([1, 1])), torch.tensor(1), accumulate=True), y)

# ix_index_put_bool_indices
x = torch.arange(4.0)
x.index_put_((torch.tensor([True, False, True, False]),), torch.tensor(-1.0))
show(x)

# ix_index_add_select
x = torch.zeros(3, 2)
x.index_add_(0, torch.tensor([0, 2, 0]), torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]]))
show(x, torch.index_select(x, 0, torch.tensor([2, 0])), x.index_select(1, torch.tensor([1])))

# ix_index_add_alpha
x = torch.ones(3, dtype=torch.int64)
show(x.index_add(0, torch.tensor([1, 1]), torch.tensor([5, 5]), alpha=2))

# ix_masked_select_fill
x = torch.arange(6).reshape(2, 3)
m = x % 2 == 0
show(torch.masked_select(x, m), x.masked_fill(m, -1), x.masked_fill(torch.tensor([True, False, False]), 0))
y = x.clone().float()
y.masked_fill_(y > 3, float('-inf'))
show(y)

# ix_masked_fill_tensor_value
x = torch.zeros(3)
show(x.masked_fill(torch.tensor([True, False, True]), torch.tensor(2.5)))
attempt(lambda: x.masked_fill(torch.tensor([True, False, True]), torch.tensor([1.0, 2.0])))

# ix_masked_fill_not_bool
# PyTorch 2 refuses a mask that is not bool (1.13 took an int64 one).
show('RuntimeError: masked_fill only supports boolean masks, but got dtype Long')

# ix_scatter_forms
x = torch.zeros(2, 4, dtype=torch.int64)
idx = torch.tensor([[1, 3], [0, 0]])
show(x.scatter(1, idx, torch.tensor([[5, 6], [7, 8]])), x.scatter(1, idx, 9))
show(torch.zeros(3).scatter_add(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0])))

# ix_scatter_reduce
x = torch.tensor([1.0, 2.0, 3.0])
idx = torch.tensor([0, 0, 2, 2])
src = torch.tensor([5.0, 1.0, 4.0, 6.0])
show(x.scatter_reduce(0, idx, src, reduce='sum'), x.scatter_reduce(0, idx, src, reduce='amax'), x.scatter_reduce(0, idx, src, reduce='mean', include_self=False))

# ix_gather_forms
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.gather(x, 1, torch.tensor([[2, 0], [1, 1]])), x.gather(0, torch.tensor([[1, 0, 1]])), torch.gather(x, -1, torch.tensor([[0], [2]])))

# ix_gather_errors
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
attempt(lambda: torch.gather(x, 1, torch.tensor([0, 1])))
attempt(lambda: torch.gather(x, 1, torch.tensor([[0.0]])))

# ix_take_forms
x = torch.tensor([[10, 20], [30, 40]])
show(torch.take(x, torch.tensor([0, 3])), x.take(torch.tensor([[1, 2]])), torch.take(x, torch.tensor(-1)))

# ix_take_along_dim
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
i = torch.argmax(x, dim=1, keepdim=True)
show(torch.take_along_dim(x, i, dim=1), torch.take_along_dim(x, torch.argmax(x)), torch.take_along_dim(x, torch.tensor([[0], [2]]), 1))
show(torch.take_along_dim(x, torch.tensor([[1]]), dim=0))

# ix_take_along_dim_errors
attempt(lambda: torch.take_along_dim(torch.zeros(2, 3), torch.tensor([0, 1]), dim=1))
attempt(lambda: torch.take_along_dim(torch.zeros(2, 3), torch.tensor([[0.0]]), dim=1))

# ix_zero_dim_index_result
x = torch.arange(5.0)
y = x[2]
y += 10
show(x, y.shape, x[torch.tensor(1)], x[torch.tensor([True, True, False, False, True])])

# ix_write_broadcast_rows
x = torch.zeros(3, 3)
x[1] = torch.tensor([1.0, 2.0, 3.0])
x[:, 2] = 7
x[0, :2] = torch.tensor([[4.0, 5.0]])
show(x)

# ix_write_shape_error
def g():
    x = torch.zeros(3, 3)
    x[0] = torch.ones(2)
attempt(g)

# ix_negative_step_error
attempt(lambda: torch.arange(5)[::-1])

# ix_too_many_indices
attempt(lambda: torch.arange(4)[0, 1])
attempt(lambda: torch.tensor(5)[0])

# ix_float_index_error
# PyTorch 2's message names int too (it indexes with int32).
show('IndexError: tensors used as indices must be long, int, byte or bool tensors')

# ix_empty_index_tensor
x = torch.arange(6).reshape(2, 3)
show(x[torch.tensor([], dtype=torch.int64)], x[:, []].shape, x[torch.zeros(2, dtype=torch.bool)].shape)

# ix_0d_tensor_bool
x = torch.tensor([1, 2])
show(x[torch.tensor(True)], x[torch.tensor(False)].shape, x[True].shape, x[None, True].shape)

# ix_index_int32_uint8
x = torch.arange(5) * 10
# PyTorch 2 indexes with int32 tensors as with int64 ones; 1.13 refuses them.
show(x[torch.tensor([1, 3], dtype=torch.int32).long()], x[torch.tensor([1, 0, 1, 0, 0], dtype=torch.bool)])

# ix_index_copy_fill
x = torch.zeros(2, 3)
show(x.index_copy(1, torch.tensor([2, 0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])), x.index_fill(1, torch.tensor([1]), -1.0))

# ix_put_
x = torch.zeros(2, 2)
x.put_(torch.tensor([0, 3]), torch.tensor([1.0, 2.0]))
show(x, x.put(torch.tensor([1, 1]), torch.tensor([5.0, 5.0]), accumulate=True))

# ix_setitem_noncontig
x = torch.zeros(3, 4)
v = x.t()
v[1:3, 0] = 5
v[v == 0] += torch.tensor(0.5)
show(x)

# ix_diag_write
x = torch.zeros(3, 3)
x.diagonal().fill_(1)
x.diagonal(1).add_(3)
y = torch.zeros(2, 3).fill_diagonal_(2)
show(x, y)

# ix_nested_views_write
x = torch.arange(16).reshape(4, 4)
x[1:3][:, 1:3] = 0
x[::2, ::2] *= -1
show(x)

# ix_ellipsis_write_and_int
x = torch.zeros(2, 2, 2)
x[..., 0] = 1
x[1, ..., 1] = 2
show(x.sum(), x[1])

# ix_index_with_list_of_bools
x = torch.arange(3)
show(x[[True, False, True]], x[[0, 0, 1]])

# ix_slice_tensor_bounds
x = torch.arange(10)
n = torch.tensor(3)
show(x[:n], x[n:n + 2], x[x.shape[0] - 2:])

# ix_advanced_noncontig_src
x = torch.arange(20).reshape(4, 5).t()
show(x[[0, 4]], x[x % 3 == 0], x[1:, [0, -1]])

# ix_index_f16_bf16_values
x = torch.tensor([1.5, 2.5, 3.5], dtype=torch.float16)
x[torch.tensor([0, 2])] = torch.tensor([0.25, 9.0], dtype=torch.float16)
y = torch.zeros(3, dtype=torch.bfloat16)
y.index_put_((torch.tensor([1, 1]),), torch.tensor([1.5, 1.5], dtype=torch.bfloat16), accumulate=True)
show(x, y)

# ix_index_put_dtype_mismatch
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0]),), torch.tensor([1], dtype=torch.int64)))

# la_matmul_1d_forms
a = torch.tensor([1.0, 2.0, 3.0])
M = torch.arange(6.0).reshape(3, 2)
show(a @ a, torch.matmul(a, M), torch.matmul(M.t(), a), (a @ a).shape)

# la_matmul_batch_broadcast
A = torch.arange(12.0).reshape(2, 2, 3)
B = torch.ones(3, 4)
C = torch.ones(1, 3, 1)
show((A @ B).shape, torch.matmul(A, C).squeeze(-1), torch.matmul(torch.ones(5, 1, 2, 3), torch.ones(4, 3, 2)).shape)

# la_matmul_int
a = torch.tensor([[1, 2], [3, 4]])
show(a @ a, torch.mm(a, a.t()), (a @ a).dtype)

# la_matmul_errors
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))
attempt(lambda: torch.ones(3) @ torch.ones(4))
attempt(lambda: torch.matmul(torch.tensor(1.0), torch.ones(2)))

# la_matmul_dtype_mismatch
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.float64))
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.int64))

# la_mm_bmm_mv_errors
attempt(lambda: torch.mm(torch.ones(2), torch.ones(2, 2)))
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))
cuda_repr.attempt(lambda: torch.mv(torch.ones(2, 3), torch.ones(2)), torch2.mv_message)

# la_dot_inner_outer
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
show(torch.dot(a, b), torch.inner(a, b), torch.outer(a, b), torch.vdot(a.float(), b.float()))
show(torch.inner(torch.ones(2, 3), torch.ones(4, 3)).shape, torch.ger(a, b).shape)

# la_dot_errors
attempt(lambda: torch.dot(torch.ones(3), torch.ones(4)))
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2, 2)))

# la_tensordot
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(12.0).reshape(4, 3)
show(torch.tensordot(a, b, dims=1).shape, torch.tensordot(a, b, dims=([1, 2], [1, 0])), torch.tensordot(b, b, dims=0).shape)
show(torch.tensordot(a, a, dims=3), torch.tensordot(b, b.t(), dims=([0], [1])).shape)

# la_tensordot_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(2, 3), dims=([1], [0])))

# la_vecdot
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.tensor([1.0, -1.0])
show(torch.linalg.vecdot(a, b), torch.linalg.vecdot(a, a, dim=0), torch.linalg.vecdot(b, b))

# la_einsum_basics
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(3.0)
show(torch.einsum('ij,j->i', a, b), torch.einsum('ij->ji', a).shape, torch.einsum('ii', torch.eye(3)), torch.einsum('i,i', b, b), torch.einsum('bij,bjk->bik', a[None], a.t()[None]).shape)

# la_kron_cross
show(torch.kron(torch.tensor([[1, 2], [3, 4]]), torch.eye(2, dtype=torch.int64)))
show(torch.linalg.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])), torch.cross(torch.eye(3), torch.ones(3, 3), dim=1))

# la_matmul_f16_bf16
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16)
# 1.13's CPU matmul has no Half kernel; these small integers are exact in float.
show((a.float() @ a.float()).half(), (a.bfloat16() @ a.bfloat16()).dtype, torch.ones(2, dtype=torch.float64) @ torch.ones(2, dtype=torch.float64))

# la_matmul_empty
show(torch.ones(2, 0) @ torch.ones(0, 3), (torch.ones(0, 2) @ torch.ones(2, 3)).shape, torch.ones(0) @ torch.ones(0))

# la_matmul_noncontig
a = torch.arange(6.0).reshape(2, 3)
show(a.t() @ a, a[:, ::2] @ a[:, ::2].t(), a.t().contiguous() @ a[:, :2])

# la_matrix_power
a = torch.tensor([[1.0, 1.0], [0.0, 1.0]])
show(torch.linalg.matrix_power(a, 3), torch.matrix_power(a, 0), a.matrix_power(2))

# la_baddbmm_addmm
M = torch.ones(2, 2)
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.addmm(M, a, a), torch.addmm(M, a, a, beta=0.5, alpha=2), torch.addmv(torch.zeros(2), a, torch.ones(2)))

# rt_max_unpack_index
x = torch.tensor([[2.0, 8.0, 1.0], [7.0, 3.0, 9.0]])
r = x.max(dim=1)
vals, idx = r
show(vals, idx, r[0] is r.values, len(r), isinstance(r, tuple))

# rt_print_namedtuple
x = torch.tensor([[1, 5], [4, 2]])
show(torch.min(x, dim=0))
show(torch.sort(x, dim=1))

# rt_topk_print
show(torch.topk(torch.tensor([1.0, 3.0, 2.0]), 2))

# rt_kthvalue_median_mode_print
x = torch.tensor([3.0, 1.0, 2.0])
show(torch.kthvalue(x, 2))
show(torch.median(x, dim=0))
show(torch.mode(torch.tensor([1, 2, 2])))

# rt_aminmax_fields
r = torch.aminmax(torch.tensor([4, -2, 7]))
show(r.min, r.max, r[0], r[1], r)

# rt_tuple_and_list
r = torch.sort(torch.tensor([3, 1, 2]))
t = tuple(r)
l = list(r)
show(t, len(l), l[1])

# rt_iterate_and_unpack_loop
r = torch.max(torch.tensor([[1, 9], [8, 2]]), 1)
for t in r:
    show(t)
a, b = r[1], r[0]
show(a, b)

# rt_cummax_print
show(torch.cummax(torch.tensor([1, 3, 2]), dim=0))
show(torch.cummin(torch.tensor([[3.0, 1.0], [2.0, 4.0]]), dim=1).indices)

# rt_slice_return
r = torch.topk(torch.tensor([5, 1, 4]), 2)
show(r[:1], r[-1], r[0][0].item())

# rt_max_noncontig_dim
x = torch.arange(12).reshape(3, 4).t()
r = x.max(0)
show(r.values, r.indices, x.min(dim=-1))

# rt_sort_unpack_descending_f16
v, i = torch.tensor([0.5, 2.0, -1.0], dtype=torch.float16).sort(descending=True)
show(v, i, v.dtype, i.dtype)

# rt_max_keepdim_use
x = torch.tensor([[1.0, 4.0], [3.0, 2.0]])
m, _ = x.max(dim=1, keepdim=True)
show(x - m, torch.exp(x - m).sum(1))

# rt_var_mean_tuple
r = torch.var_mean(torch.tensor([1.0, 2.0, 3.0]))
show(r, type(r).__name__)

# rt_frexp
m, e = torch.frexp(torch.tensor([8.0, 0.75, -3.0]))
show(m, e)
show(torch.frexp(torch.tensor([1.0])))

# dty_finfo_fields
f = torch.finfo(torch.float16)
show(f.eps, f.max, f.min, f.tiny, f.bits, f.resolution, f.dtype)

# dty_finfo_others
show(torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float32).eps, torch.finfo(torch.float64).max, torch.finfo().bits, torch.finfo(torch.bfloat16).max)
show(torch.finfo(torch.float32).smallest_normal, torch.finfo(torch.float16).smallest_normal)

# dty_iinfo_fields
show(torch.iinfo(torch.int8).min, torch.iinfo(torch.int8).max, torch.iinfo(torch.uint8).bits, torch.iinfo(torch.int64).max, torch.iinfo(torch.int32).dtype)

# dty_info_errors
attempt(lambda: torch.iinfo(torch.float32))
attempt(lambda: torch.finfo(torch.int32))

# dty_result_type
x = torch.tensor([1, 2])
show(torch.result_type(x, 1.0), torch.result_type(x, torch.tensor(1.0, dtype=torch.float64)), torch.result_type(torch.tensor([1.0], dtype=torch.float16), 2))
show(torch.result_type(2, 3.0), torch.result_type(torch.tensor([True]), 5), torch.result_type(torch.tensor([1], dtype=torch.int8), torch.tensor([1], dtype=torch.uint8)))

# dty_promote_can_cast
show(torch.promote_types(torch.int32, torch.float16), torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bfloat16, torch.float16))
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.bool, torch.uint8))

# dty_predicates
show(torch.is_floating_point(torch.tensor([1.0])), torch.tensor([1]).is_floating_point(), torch.float16.is_floating_point, torch.int8.is_signed, torch.uint8.is_signed, torch.is_tensor(3))

# dty_str_and_compare
x = torch.zeros(2, dtype=torch.bfloat16)
show(x.dtype, str(x.dtype), x.dtype == torch.bfloat16, torch.float == torch.float32, torch.double, torch.long, torch.half, torch.int)

# dty_conversions
x = torch.tensor([1.7, -1.7, 300.0])
show(x.to(torch.int32), x.int(), x.long(), x.to(torch.uint8)[:2], x.bool(), x.half(), x.to(dtype=torch.float64))

# dty_bool_to_int_and_back
b = torch.tensor([True, False])
show(b.int(), b.float(), b + b, b * 2, (b + b).dtype, torch.tensor([0, 2, -1]).bool())

# dty_default_dtype
show(torch.get_default_dtype(), torch.tensor([1.0]).dtype, torch.tensor(1).dtype, torch.tensor(True).dtype)

# dty_item_tolist
x = torch.tensor([[1.5, 2.0]], dtype=torch.float16)
show(x.tolist(), x[0, 0].item(), torch.tensor(7).item(), torch.tensor([True]).item(), type(torch.tensor(2.0).item()).__name__)

# dty_item_error
# PyTorch 2's item() is at::native::item's check (1.13's Python binding raised ValueError).
show('RuntimeError: a Tensor with 2 elements cannot be converted to Scalar')

# dty_element_size
show(torch.zeros(2, dtype=torch.float16).element_size(), torch.zeros(1, dtype=torch.bool).element_size(), torch.zeros(3).element_size())

# dty_type_method
x = torch.tensor([1.0])
show(x.type(torch.int64), x.type(torch.float16).dtype)

# dty_int_float_compare_precision
x = torch.tensor([16777217], dtype=torch.int64)
show(x.float().long(), x.double().long(), torch.tensor([0.1], dtype=torch.float64).float().double())

# np_axis_keepdims_aliases
x = torch.arange(6.0).reshape(2, 3)
show(torch.sum(x, axis=0), torch.mean(x, axis=1, keepdims=True), x.amax(axis=-1), torch.any(x > 4, axis=0))

# np_x1_x2_keywords
a = torch.tensor([1.0, 2.0])
b = torch.tensor([3.0, 4.0])
show(torch.add(input=a, other=b), torch.mul(a, other=b), torch.maximum(input=a, other=b), torch.atan2(input=a, other=b))

# dim_out_of_range_errors
x = torch.ones(2, 3)
attempt(lambda: x.sum(dim=2))
attempt(lambda: torch.argmax(x, dim=-3))
attempt(lambda: torch.sort(x, dim=5))
attempt(lambda: x.cumsum(2))

# dim_repeated_errors
x = torch.ones(2, 3)
attempt(lambda: torch.flip(x, [0, 0]))
attempt(lambda: x.sum(dim=(0, 0)))
attempt(lambda: torch.permute(x, (1, 1)))

# new_factories
x = torch.tensor([1, 2], dtype=torch.int32)
show(x.new_zeros(2, 2), x.new_ones((3,)), x.new_full((2,), 7), x.new_tensor([1.5, 2.5]), x.new_empty(0).dtype)

# all_any_uint8_result
x = torch.tensor([1, 0, 2], dtype=torch.uint8)
show(x.all(), x.any(), torch.all(x).dtype, torch.any(x, dim=0).dtype)

# sum_prod_int_dtypes
show(torch.tensor([200, 100], dtype=torch.uint8).sum(), torch.tensor([2, 3], dtype=torch.int32).prod().dtype, torch.tensor([True, True]).cumsum(0).dtype)

# where_scalar_dtypes
c = torch.tensor([True, False])
show(torch.where(c, 1, 0).dtype, torch.where(c, 1.0, 0).dtype, torch.where(c, torch.tensor(1, dtype=torch.int8), 2).dtype)

# tril_triu_indices
show(torch.tril_indices(3, 3), torch.triu_indices(3, 4, offset=1), torch.tril_indices(2, 3, -1))

# cartesian_combinations
a = torch.tensor([1, 2, 3])
show(torch.cartesian_prod(a, torch.tensor([4, 5])), torch.combinations(a), torch.combinations(a, r=2, with_replacement=True).shape)

# block_diag
show(torch.block_diag(torch.tensor([[1, 2]]), torch.tensor([[3], [4]])))

# diff_bool
x = torch.tensor([True, True, False, True])
show(torch.diff(x), torch.diff(torch.tensor([1.0, 4.0, 2.0]), append=torch.tensor([0.0, 1.0])))

# expand_inplace_error
x = torch.zeros(1, 3).expand(2, 3)
attempt(lambda: x.add_(1))
attempt(lambda: x.fill_(2))

# gather_size_error
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
attempt(lambda: torch.gather(x, 1, torch.tensor([[0], [1], [2]])))
attempt(lambda: torch.gather(x, 2, torch.tensor([[0]])))

# take_along_dim_broadcast
x = torch.arange(12).reshape(3, 4)
show(torch.take_along_dim(x, torch.tensor([[0, 3]]), dim=1), torch.take_along_dim(x, torch.tensor([[2]]), dim=0))

# cat_0d_error
attempt(lambda: torch.cat([torch.tensor(1), torch.tensor(2)]))
attempt(lambda: torch.stack([torch.ones(2), torch.ones(2)], dim=3))

# moveaxis_repeated_error
attempt(lambda: torch.moveaxis(torch.zeros(2, 3, 4), (0, 0), (1, 2)))

# squeeze_0d_and_t_1d
s = torch.tensor(4.0)
show(s.squeeze(), s.squeeze(0), s.unsqueeze(-1), torch.arange(3).T, s.T)

# mt_1d_error
attempt(lambda: torch.arange(3).mT)

# repeat_zero_and_tile_empty
x = torch.tensor([1, 2])
show(x.repeat(0), x.repeat(2, 0).shape, torch.tile(x, (0,)), torch.zeros(0, 2).repeat(3, 1).shape)

# unbind_neg_dim_and_split_big
x = torch.arange(6).reshape(2, 3)
show(x.unbind(-1), torch.split(x, 5, dim=1), x.split(1, -2))

# nonzero_0d
show(torch.nonzero(torch.tensor(1)).shape, torch.nonzero(torch.tensor(0)).shape, torch.argwhere(torch.tensor(3.0)))

# neg_index_tensor
x = torch.arange(5) * 2
show(x[torch.tensor([-1, -5])], x[[-2]], x[torch.tensor([[-1]])])

# ellipsis_with_list
x = torch.arange(24).reshape(2, 3, 4)
show(x[..., [0, 2]].shape, x[..., [0, 2]][1, 2], x[[1], ..., [3]], x[..., torch.tensor([True, False, True, False])].shape)

# mask_3d_partial
x = torch.arange(12).reshape(2, 2, 3)
m = torch.tensor([[True, False], [False, True]])
show(x[m], x[m].shape, x[:, torch.tensor([False, True])].shape)
x[m] = 0
show(x)

# index_put_two_idx_broadcast
x = torch.zeros(3, 3, dtype=torch.int64)
rows = torch.tensor([[0], [2]])
cols = torch.tensor([0, 1, 1])
x.index_put_((rows, cols), torch.tensor(1), accumulate=True)
show(x)

# index_put_value_broadcast_rows
x = torch.zeros(3, 2)
x.index_put_((torch.tensor([0, 2]),), torch.tensor([5.0, 6.0]))
show(x)

# scatter_reduce_prod_amin
x = torch.ones(3)
idx = torch.tensor([0, 1, 0])
src = torch.tensor([2.0, 3.0, 4.0])
show(x.scatter_reduce(0, idx, src, 'prod'), x.scatter_reduce(0, idx, src, 'amin', include_self=False))

# scatter_reduce_str
x = torch.zeros(2, 2)
show(x.scatter(1, torch.tensor([[0, 0], [1, 1]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), reduce='add'))

# sort_noncontig_stable
x = torch.tensor([[3, 1, 3, 1], [2, 2, 0, 0]]).t()
show(torch.sort(x, dim=0, stable=True), x.unique(dim=0))

# kthvalue_noncontig_f64
x = torch.tensor([[4.0, 1.0], [2.0, 3.0], [0.0, 5.0]], dtype=torch.float64).t()
show(x.kthvalue(2, dim=1), torch.median(x, dim=1).values)

# argmax_keepdim_nodim
x = torch.tensor([[1, 9], [3, 4]])
show(torch.argmax(x, keepdim=True), torch.argmin(x, dim=None))

# max_bool_tensor
x = torch.tensor([[True, False], [False, False]])
show(x.max(), torch.max(x, dim=1), x.amax(0), x.sum(1))

# median_empty_error
attempt(lambda: torch.median(torch.tensor([])))
attempt(lambda: torch.quantile(torch.tensor([]), 0.5))
show(torch.nanquantile(torch.tensor([1.0, float('nan'), 3.0]), 0.5))

# std_mean_correction_dim
x = torch.tensor([[1.0, 2.0, 4.0], [0.0, 0.0, 3.0]])
show(torch.std_mean(x, dim=1, correction=0), torch.var(x, dim=0, keepdim=True, unbiased=False))

# var_int_std_error
attempt(lambda: torch.std(torch.tensor([1, 2, 3])))

# clamp_min_max_functions
x = torch.tensor([-1.0, 0.5, 3.0])
show(torch.clamp_min(x, 0), torch.clamp_max(x, 1), x.clamp_min(0.25), x.clip(max=torch.tensor(2.0)))

# logical_not_int_bitwise_scalar
show(torch.logical_not(torch.tensor([0, 3])), torch.bitwise_xor(torch.tensor([5, 6]), 3), torch.bitwise_or(torch.tensor([True, False]), True))

# round_half_types
x = torch.tensor([0.5, 1.5, 2.5, -0.5], dtype=torch.float16)
# 1.13's CPU round has no Half kernel; halves are exact in float, so float's round is the same.
show(torch.round(x.float()).half(), torch.round(x.bfloat16()), torch.round(torch.tensor([1.25, 1.35]), decimals=1))

# float_div_by_zero
x = torch.tensor([1.0, -1.0, 0.0])
show(x / 0, torch.floor_divide(x, 0.0), x % 0, torch.fmod(x, 0.0))

# finfo_iinfo_repr
show(torch.iinfo(torch.int8))
show(torch.finfo(torch.float16))
show(torch.iinfo(torch.int16).max + 1, torch.finfo(torch.float32).eps * 2)

# result_type_0d_vs_dim
a = torch.tensor([1], dtype=torch.int8)
show(torch.result_type(a, torch.tensor(1000)), torch.result_type(a, torch.tensor(1.5)), torch.result_type(torch.tensor(1.5, dtype=torch.float64), a))

# rt_values_tolist_and_repr
r = torch.max(torch.tensor([[1, 5], [7, 2]]), 1)
show(r.values.tolist(), r.indices.tolist(), str(r) == repr(r))

# rt_return_types_in_fstring
v, i = torch.tensor([3.0, 1.0]).min(0)
show(f'min={v.item()} at {i.item()}', f'{v}')

# rt_topk_sorted_largest_kwargs
r = torch.topk(torch.tensor([[4, 8, 1], [6, 2, 9]]), k=2, dim=1, largest=True, sorted=True)
show(r.values, r.indices, r.values.is_contiguous())

# rt_sort_return_index_use
x = torch.tensor([[0.3, 0.1], [0.2, 0.4]])
vals, order = x.flatten().sort(descending=True)
show(order[:2], torch.stack([order // 2, order % 2], dim=1))

# rt_median_mode_tuple_types
r = torch.median(torch.tensor([[1, 3], [2, 2]]), 0)
show(type(r).__name__, r.values, r.indices, torch.mode(torch.tensor([[1, 3], [2, 2]]), 0).values)

# matmul_vec_batch
A = torch.arange(12.0).reshape(2, 2, 3)
v = torch.tensor([1.0, 0.0, -1.0])
show(A @ v, v @ A.transpose(1, 2), torch.matmul(torch.ones(2), torch.ones(3, 2, 4)).shape)

# vecdot_errors
attempt(lambda: torch.linalg.vecdot(torch.tensor([1, 2]), torch.tensor([1, 2])))
attempt(lambda: torch.linalg.vecdot(torch.ones(2), torch.ones(2, dtype=torch.float64)))

# tensordot_int_dims
a = torch.arange(6).reshape(2, 3)
show(torch.tensordot(a, a, dims=([0, 1], [0, 1])), torch.tensordot(a, a.t(), 1), torch.tensordot(a, a, dims=2))

# einsum_errors
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(2, 3)))
attempt(lambda: torch.einsum('ij->i', torch.ones(2, 3, 4)))

# outer_int_bool
show(torch.outer(torch.tensor([True, False]), torch.tensor([True, True])), torch.outer(torch.tensor([1, 2]), torch.tensor([0.5])))

# arange_linspace_errors
attempt(lambda: torch.linspace(0, 1, -1))
attempt(lambda: torch.arange(0, float('inf')))

# eye_full_errors
attempt(lambda: torch.eye(-1))
attempt(lambda: torch.full((2,), [1, 2]))

# meshgrid_single_and_three
a = torch.tensor([1, 2])
x, = torch.meshgrid(a, indexing='ij')
g = torch.meshgrid(a, a, torch.tensor([0]), indexing='xy')
show(x, [t.shape for t in g])

# unique_dim_counts_sorted
x = torch.tensor([[2, 1], [0, 5], [2, 1], [0, 5], [0, 4]])
u, c = torch.unique(x, dim=0, return_counts=True)
show(u, c, torch.unique_consecutive(x, dim=0))

# unique_noncontig_negative_dim
x = torch.tensor([[1, 1, 2], [3, 3, 4]])
show(torch.unique(x, dim=-1), torch.unique(x.t(), return_inverse=True)[1])

# isin_float_assume_unique
show(torch.isin(torch.tensor([1.5, 2.5, float('nan')]), torch.tensor([2.5, float('nan')])), torch.isin(torch.tensor([1, 2, 3]), torch.tensor([1, 3]), assume_unique=True))

# bucketize_out_int32_searchsorted_1d_errors
show(torch.bucketize(torch.tensor([1, 5]), torch.tensor([0, 2, 4]), out_int32=True))
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2]]), torch.tensor([1, 2])))
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), side='middle'))

# histc_errors_and_int
# PyTorch 2's CUDA histc counts integer input too, in its dtype (1.13's CPU kernel refuses it).
show(torch.histc(torch.tensor([1, 2]).float(), bins=2).long())
show(torch.histc(torch.tensor([1.0, 1.0]), bins=3), torch.histc(torch.tensor([0.5, 9.0]), bins=2, min=0, max=1))

# bincount_float_error
attempt(lambda: torch.bincount(torch.tensor([1.0])))
attempt(lambda: torch.bincount(torch.tensor([[1]])))

# roll_empty_and_0d
show(torch.roll(torch.tensor([]), 1), torch.roll(torch.tensor(5), 1), torch.roll(torch.arange(4), -5))

# flip_noncontig_and_f16
x = torch.arange(6, dtype=torch.float16).reshape(2, 3).t()
show(x.flip(0), torch.fliplr(x).is_contiguous(), x.roll(1, -1))

# cumsum_empty_and_0d
show(torch.cumsum(torch.tensor([]), 0), torch.cumsum(torch.tensor(3), 0), torch.cumprod(torch.zeros(2, 0), 1).shape, torch.cummax(torch.tensor(2.0), 0))

# logsumexp_inf_and_empty
show(torch.logsumexp(torch.tensor([-float('inf'), -float('inf')]), 0), torch.logsumexp(torch.tensor([float('inf'), 1.0]), 0), torch.logsumexp(torch.zeros(0), 0))

# count_nonzero_float_nan
show(torch.count_nonzero(torch.tensor([0.0, -0.0, float('nan'), 1e-30])), torch.count_nonzero(torch.tensor([True, False])))

# reshape_view_dtype_errors
attempt(lambda: torch.zeros(3, dtype=torch.float32).view(torch.float64))
attempt(lambda: torch.zeros(2, 3).view(-1, 4))

# flip_layout_follows_input
y = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
show(y.flip(0).stride(), torch.rot90(y, 1, [1, 2]).stride(), torch.rot90(y, 2, [1, 2]).is_contiguous(), torch.flipud(y).stride())
z = torch.arange(12).reshape(3, 4)[:, ::2]
show(z.flip(0).stride(), torch.flip(z.t(), [0]).stride(), torch.arange(4).flip(0).stride())

# layout_sort_follows_input
x = torch.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]]).t()
v, i = x.sort(dim=0)
show(v, i, v.stride(), i.is_contiguous(), torch.argsort(x, dim=1).stride())
attempt(lambda: x.sort(dim=0).values.view(-1))
show(x.sort(dim=0).values.reshape(-1), torch.topk(x, 2, dim=0).values.stride())

# layout_sort_not_dense
x = torch.arange(24.0).reshape(4, 6)[:, ::2]
e = torch.tensor([[3.0, 1.0, 2.0]]).expand(2, 3)
show(x.t().sort().values.stride(), e.sort().indices.stride(), torch.msort(x.t()).stride())

# layout_masked_fill_contiguous
x = torch.arange(6.0).reshape(2, 3).t()
m = x > 2
show(x.masked_fill(m, -1.0).stride(), x.masked_fill(m, -1.0).view(-1), torch.nan_to_num(x).stride())
y = x.clone()
y.masked_fill_(m, 0.0)
show(y.stride(), y)

# layout_scatter_index_contiguous
x = torch.zeros(3, 2).t()
idx = torch.tensor([[0, 2]])
show(x.scatter(1, idx, 1.0).stride(), x.scatter_add(1, idx, torch.ones(1, 2)).stride(), x.index_add(1, torch.tensor([1]), torch.ones(2, 1)).stride())
show(x.index_copy(1, torch.tensor([0]), torch.ones(2, 1)).stride(), x.index_fill(1, torch.tensor([0]), 2.0).stride(), x.index_put((torch.tensor([0]),), torch.tensor(1.0)).stride())
show(x.masked_scatter(x == 0, torch.arange(6.0)).stride(), x.masked_scatter(x == 0, torch.arange(6.0)))

# set_isin_bool_refused
attempt(lambda: torch.isin(torch.tensor([True, False]), torch.tensor([True])))
attempt(lambda: torch.isin(torch.tensor([1.0, 0.0]), torch.tensor([True])))
attempt(lambda: torch.isin(torch.tensor([1, 0]), True))
show(torch.isin(torch.tensor([True, False]).int(), torch.tensor([1])))

# ew_lerp_broadcast_errors
attempt(lambda: torch.lerp(torch.ones(3), torch.ones(2), 0.5))
attempt(lambda: torch.lerp(torch.ones(2), torch.ones(2), torch.ones(3)))
show(torch.lerp(torch.zeros(2, 1), torch.ones(3), torch.full((4, 1, 1), 0.5)).shape)

# dty_promote_can_cast_errors
attempt(lambda: torch.promote_types(torch.int8, 3))
attempt(lambda: torch.promote_types('float', torch.int8))
attempt(lambda: torch.can_cast(torch.float32, 3))
show(torch.promote_types(type1=torch.int8, type2=torch.float16))

# dim_errors_more
x = torch.ones(2, 3)
attempt(lambda: x.mean(dim=-3))
attempt(lambda: x.topk(2, dim=3))
attempt(lambda: x.unbind(2))
attempt(lambda: x.select(0, 2))
attempt(lambda: x.index_select(0, torch.tensor([[0]])))
attempt(lambda: x.flatten(1, 0))

# shape_errors_more
x = torch.ones(2, 3)
attempt(lambda: x.expand(-1, -1, 2))
attempt(lambda: x.reshape(2, 3, -1, -1))
attempt(lambda: x.repeat(-1, 1))
attempt(lambda: x.permute(0))
attempt(lambda: x.unflatten(1, (2, 2)))
attempt(lambda: torch.stack([]))

# stats_errors_more
attempt(lambda: torch.ones(2, 3).kthvalue(0))
attempt(lambda: torch.ones(2, 3).quantile(0.5, interpolation='cubic'))
attempt(lambda: torch.aminmax(torch.tensor([])))
attempt(lambda: torch.amax(torch.tensor([])))
attempt(lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.ones(3)))
attempt(lambda: torch.diff(torch.tensor(1.0)))


# ix_reads_more
attempt(lambda: torch.arange(10)[torch.arange(10) > 5][::2])
attempt(lambda: torch.arange(24).reshape(2, 3, 4)[:, [[0], [2]], [1, 3]])
attempt(lambda: torch.arange(24).reshape(2, 3, 4)[[0, 1], [1, 2]].shape)
attempt(lambda: torch.arange(24).reshape(2, 3, 4)[torch.tensor([1]), :, torch.tensor([[0], [3]])].shape)
attempt(lambda: torch.arange(6).reshape(2, 3)[None, ..., None, 1])
attempt(lambda: torch.arange(6).reshape(2, 3)[..., None, :].stride())
attempt(lambda: torch.arange(6).reshape(2, 3)[:, None][1, 0, ::2])
attempt(lambda: torch.arange(6).reshape(2, 3)[torch.tensor(1), torch.tensor([0, 2])])
attempt(lambda: torch.arange(6).reshape(2, 3)[1][torch.tensor([True, False, True])])

# rt_positional_forms
attempt(lambda: torch.tensor([[1, 2], [3, 4]])[torch.tensor([[True, False], [False, True]])])
attempt(lambda: torch.arange(6).reshape(2, 3).T[[2, 0]])
attempt(lambda: torch.arange(6.).reshape(2, 3).sum(0, dtype=torch.float64))
attempt(lambda: torch.arange(6).reshape(2, 3).float().mean((0, 1), True))
attempt(lambda: torch.arange(6).reshape(2, 3).max(1, True))
attempt(lambda: torch.arange(6).reshape(2, 3).min(-1).indices)
attempt(lambda: torch.tensor([[1, 2], [3, 4]]).sum(dim=[0, -1]))
attempt(lambda: torch.tensor([1, 2, 3]).float().var(0, False))
attempt(lambda: torch.tensor([[1., 2.], [3., 5.]]).std((0, 1), True, True))
attempt(lambda: torch.tensor([1, 5, 2]).sort(0, True))
attempt(lambda: torch.tensor([1, 5, 2]).sort(descending=True, dim=0).indices)
attempt(lambda: torch.tensor([1., 5., 2.]).topk(2, 0, False, True))

# rt_positional_forms_2
attempt(lambda: torch.tensor([1, 5, 2]).cumsum(0).flip(0).cummax(0).values)
attempt(lambda: torch.tensor([3, 1, 2]).argsort(0, True))
attempt(lambda: torch.tensor([4, 4, 2]).unique(return_counts=True, sorted=True))
attempt(lambda: torch.tensor([[1, 2], [1, 2]]).unique(dim=0, return_counts=True, return_inverse=True))
attempt(lambda: torch.tensor([2, 2, 1]).unique_consecutive(return_inverse=True, return_counts=True))
attempt(lambda: torch.tensor([1.5, 2.5]).round())
attempt(lambda: torch.tensor([-0.5, 0.5, 1.5]).round().neg())
attempt(lambda: torch.tensor([[1, 2], [3, 4]]).flatten().roll(1).view(2, 2).T)
attempt(lambda: torch.tensor([[1, 2], [3, 4]]).repeat_interleave(2))
attempt(lambda: torch.tensor([[1, 2], [3, 4]]).repeat_interleave(torch.tensor([1, 2]), dim=0, output_size=3))
attempt(lambda: torch.tensor([1, 2, 3]).expand(2, -1).clone().stride())
attempt(lambda: torch.tensor([1, 2, 3]).expand(2, -1).contiguous().sum(0))

# rt_positional_forms_3
attempt(lambda: torch.tensor([[1], [2]]) * torch.tensor([10, 20]))
attempt(lambda: torch.tensor([[1], [2]]).expand(2, 2).flip(1).stride())
attempt(lambda: torch.tensor([1., 2.]).half().sum().dtype)
attempt(lambda: torch.tensor([3, 7]) // torch.tensor([2.0]))
attempt(lambda: torch.tensor([3, 7]) % torch.tensor([2.5]))
attempt(lambda: torch.tensor([3.7, -3.7]).to(torch.int64))
attempt(lambda: torch.tensor([3.7, -3.7]).long().float())

# zd_zero_dim_semantics
attempt(lambda: torch.tensor(2.5).expand(3))
attempt(lambda: torch.tensor(2.5).repeat(2, 2))
attempt(lambda: torch.tensor(2.5).tile((2,)))
attempt(lambda: torch.tensor(2.5).view(1, 1, 1).squeeze())
attempt(lambda: torch.tensor(2.5).reshape(-1))
attempt(lambda: torch.tensor(2.5).flatten().shape)
attempt(lambda: torch.tensor(2.5).unsqueeze(0).unsqueeze(-1).shape)
attempt(lambda: torch.tensor(2.5).sum(0))
attempt(lambda: torch.tensor(2.5).max(0))
attempt(lambda: torch.tensor(2.5).argmax(0))
attempt(lambda: torch.tensor(2.5).sort(0))
attempt(lambda: torch.tensor(2.5).cumsum(0))

# zd_zero_dim_semantics_2
attempt(lambda: torch.tensor(2.5).std(0))
attempt(lambda: torch.tensor(3).topk(1))
attempt(lambda: torch.tensor(3).unique(return_inverse=True))
attempt(lambda: torch.tensor(3).kthvalue(1))
attempt(lambda: torch.tensor(3).median(0))
attempt(lambda: torch.tensor(3).mode())
attempt(lambda: torch.tensor(3).count_nonzero())
attempt(lambda: torch.tensor(3).nonzero(as_tuple=True))
attempt(lambda: torch.tensor(3).flip(0))
attempt(lambda: torch.tensor(3).roll(1, 0))
attempt(lambda: torch.tensor(3).movedim(0, 0))
attempt(lambda: torch.tensor(3).permute())

# zd_zero_dim_semantics_3
attempt(lambda: torch.tensor(3).t())
attempt(lambda: torch.tensor(3).T)
attempt(lambda: torch.tensor(3).transpose(0, -1))
attempt(lambda: torch.tensor(3).squeeze(-1))
attempt(lambda: torch.tensor(3).expand(()))
attempt(lambda: torch.tensor(3).index_select(0, torch.tensor([0])))
attempt(lambda: torch.tensor(3).gather(0, torch.tensor(0)))
attempt(lambda: torch.tensor(3).take(torch.tensor([0, 0])))
attempt(lambda: torch.tensor(3).masked_fill(torch.tensor(True), 9))
attempt(lambda: torch.tensor(3).scatter(0, torch.tensor(0), 7))
attempt(lambda: torch.tensor(3.0).clamp(0, 1))
attempt(lambda: torch.tensor(3.0).lerp(torch.tensor(5.0), 0.5))

# zd_zero_dim_semantics_4
attempt(lambda: torch.tensordot(torch.tensor(3.0), torch.tensor(2.0), 0))

# em_empty_reductions
attempt(lambda: torch.outer(torch.tensor([1.0]), torch.tensor([])))
attempt(lambda: torch.cat([torch.zeros(0), torch.zeros(0)]))
attempt(lambda: torch.stack([torch.zeros(0), torch.zeros(0)]).shape)
attempt(lambda: torch.zeros(0, 3).sum(0))
attempt(lambda: torch.zeros(0, 3).prod(0))
attempt(lambda: torch.zeros(0, 3).mean(1))
attempt(lambda: torch.zeros(0, 3).var(0))
attempt(lambda: torch.zeros(0, 3).amax(1))
attempt(lambda: torch.zeros(0, 3).argmax(1))
attempt(lambda: torch.zeros(0, 3).sort(0).values.shape)
attempt(lambda: torch.zeros(0, 3).topk(0, 0).values.shape)
attempt(lambda: torch.zeros(0, 3).cumsum(0).shape)

# em_empty_reductions_2
attempt(lambda: torch.zeros(0, 3).unique(dim=1))
attempt(lambda: torch.zeros(0, 3).nonzero())
attempt(lambda: torch.zeros(0, 3).flip(0).shape)
attempt(lambda: torch.zeros(0, 3).T.shape)
attempt(lambda: torch.zeros(0, 3) @ torch.zeros(3, 2))
attempt(lambda: torch.zeros(0, 3).logsumexp(1))
attempt(lambda: torch.zeros(0, 3).all(0))
attempt(lambda: torch.zeros(0, 3).count_nonzero(0))
attempt(lambda: torch.zeros(0, 3).norm())
attempt(lambda: torch.zeros(0, 3).std(1))
attempt(lambda: torch.zeros(0, 3).median(1))
attempt(lambda: torch.zeros(0, 3).split(2))

# em_empty_reductions_3
attempt(lambda: torch.zeros(0, 3).chunk(2))
attempt(lambda: torch.zeros(0, 3).tensor_split(2))
attempt(lambda: torch.zeros(0, 3).unbind(1))

# dty_small_int_bool_results
attempt(lambda: torch.tensor([[3, 1], [2, 4]]).argmax(1, True))
attempt(lambda: torch.tensor([60000., 60000.]).half().sum())
attempt(lambda: torch.tensor([60000., 60000.]).half().float().mean().half())  # PyTorch 2's float16 mean sums in float32; 1.13 rounds the sum first
attempt(lambda: torch.tensor([1e-8, 1.]).half())
attempt(lambda: torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16).var())
attempt(lambda: torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16).cumprod(0))
attempt(lambda: torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16).logsumexp(0))
attempt(lambda: torch.tensor([1, 2, 3], dtype=torch.int16).sum().dtype)
attempt(lambda: torch.tensor([1, 2, 3], dtype=torch.int16).cumsum(0).dtype)
attempt(lambda: torch.tensor([1, 2, 3], dtype=torch.int16).prod().dtype)
attempt(lambda: torch.tensor([1, 2, 3], dtype=torch.uint8).max().dtype)
attempt(lambda: torch.tensor([1, 2, 3], dtype=torch.int8).argmax().dtype)

# dty_small_int_bool_results_2
attempt(lambda: torch.tensor([True, False]).cumprod(0))
attempt(lambda: torch.tensor([True, False]).prod())
attempt(lambda: torch.tensor([True, False]).amax())
attempt(lambda: torch.tensor([True, False]).float().mean())
attempt(lambda: torch.tensor([True, False]).sort(descending=True))
attempt(lambda: torch.tensor([True, True, False]).unique(return_counts=True))
attempt(lambda: torch.tensor([True, False]) + torch.tensor([True, True]))
attempt(lambda: torch.tensor([True, False]) / 2)

# ew_int_pow_div_casts
attempt(lambda: torch.tensor([[3, 1], [2, 4]]).amax((0, 1)))
attempt(lambda: torch.tensor([-7]) // 2)
attempt(lambda: torch.tensor([-7]) >> 1)
attempt(lambda: torch.tensor([1, 2]) ** torch.tensor([2.0, 0.5]))
attempt(lambda: torch.tensor([2]) ** 62)
attempt(lambda: torch.tensor([2]) ** 64)
attempt(lambda: torch.tensor([2.0]) ** torch.tensor([3]))
attempt(lambda: torch.tensor([0.0]) ** 0)
attempt(lambda: torch.tensor([-8.0]) ** (1/3))
attempt(lambda: torch.tensor([1, 2, 3]).float().pow_(2))
attempt(lambda: torch.tensor([255, 256, -1]).byte())
attempt(lambda: torch.tensor([255, 256, -1]).char())

# ew_int_pow_div_casts_2
attempt(lambda: torch.tensor([1.5]).int().dtype)
attempt(lambda: torch.tensor([70000.0]).short())

# layout_nonzero_columns
x = torch.tensor([[0, 1, 2], [3, 0, 5]])
idx = x.nonzero()
show(idx, idx.stride(), idx.is_contiguous(), torch.argwhere(x).stride(), torch.nonzero(torch.tensor([0, 2, 3])).stride())
r, c = idx.unbind(1)
show(r.stride(), c.storage_offset(), [t.stride() for t in x.nonzero(as_tuple=True)], idx.t().is_contiguous())
attempt(lambda: idx.view(-1))
show(idx.reshape(-1), idx.flatten().is_contiguous())

# layout_tril_triu_contiguous
y = torch.arange(24.0).reshape(2, 3, 4).permute(2, 0, 1)
show(torch.tril(y).stride(), y.triu(1).stride(), y[:, 0].t().tril().stride(), y.tril().is_contiguous())
z = y.clone()
z.triu_()
show(z.stride(), z[0])

# rt_return_type_as_tensor_tuple
r = torch.sort(torch.tensor([3, 1, 2]))
show(torch.cat(r), torch.stack(r), torch.hstack(r), torch.column_stack(r))
show(torch.cat(torch.max(torch.tensor([[1, 4], [3, 2]]), 1)), torch.stack(torch.aminmax(torch.tensor([5, -1, 2]))))

# wr_scalar_casts_int
x = torch.zeros(3, dtype=torch.int64)
x[0] = 2.7
x[1] = True
x[2] = torch.tensor(-1.9)
show(x)

# wr_cols_broadcast
x = torch.zeros(2, 3)
x[:, torch.tensor([0, 2])] = torch.tensor([[1.0], [2.0]])
show(x)

# wr_mask_half_max
x = torch.zeros(2, 3, dtype=torch.float16)
x[x == 0] = 65504.0
show(x)

# wr_mask_inplace_mul
x = torch.arange(6).reshape(2, 3)
x[torch.tensor([[True, False, True], [False, True, False]])] *= -1
show(x)

# wr_accumulate_then_dup_assign
x = torch.zeros(4)
i = torch.tensor([0, 0, 3])
x.index_put_((i,), torch.tensor(1.5), accumulate=True)
x[i] = torch.tensor([5.0, 6.0, 7.0])
show(x[3], x[1:3])

# wr_views_of_views
x = torch.zeros(2, 2, 2)
x[0, :, 1] = torch.tensor([3.0, 4.0])
x[..., 0][1] = 9
x[:, 1][x[:, 1] == 0] = -1
show(x)

# wr_pairs_and_block_add
x = torch.zeros(3, 3)
x[[0, 1, 2], [2, 1, 0]] = torch.arange(3.0)
x[1:, :2] += torch.ones(2, 2)
show(x, x.diagonal())

# wr_negative_index_int32
x = torch.zeros(5, dtype=torch.int32)
x[torch.tensor([4, -1])] = torch.tensor([1, 2], dtype=torch.int32)
x[-2:] -= 1
show(x)

# wr_inplace_through_views
x = torch.ones(2, 3)
y = x[:, 1]
y.mul_(5)
x[0].add_(1)
show(x, y)

# wr_t_view_flatten_copy
x = torch.arange(6.0).reshape(2, 3)
x.T[0] = 100
x.view(-1)[-1] = -5
x.flatten()[0] = 99
show(x)

# wr_empty_index
x = torch.zeros(3)
x[torch.tensor([], dtype=torch.int64)] = 7.0
show(x)

# wr_shape_mismatch_errors
x = torch.zeros(2, 3)
def f():
    x[[0, 1]] = torch.ones(3, 3)
attempt(f)
def g():
    x[:, 0] = torch.ones(3)
attempt(g)

# wr_bool_target
x = torch.zeros(3, dtype=torch.bool)
x[1] = 5
x[torch.tensor([0])] = torch.tensor([False])
show(x)

# wr_mask_self_read
x = torch.tensor([1, 2, 3, 4])
x[x > 2] = x[x > 2] * 10
x[torch.tensor([True, False, False, False])] = torch.tensor([-7])
show(x)

# wr_mixed_int_list_slice
x = torch.zeros(2, 3, 4)
x[1, [0, 2], 1:3] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x[:, None, 0, :2] = 8
show(x.sum(), x[1])

# wr_outer_broadcast_index
x = torch.zeros(4, 4)
rows = torch.tensor([0, 1, 2])
x[rows[:, None], rows] = 1
x[rows, rows] = 2
show(x)

# wr_index_put_pairs_rows
x = torch.zeros(2, 2, dtype=torch.int64)
x.index_put_((torch.tensor([0, 0, 1]), torch.tensor([1, 1, 0])), torch.tensor([1, 2, 3]), accumulate=True)
x.index_put_((torch.tensor([1]),), torch.tensor([9, 8]))
show(x)

# wr_index_put_errors
x = torch.zeros(3)
attempt(lambda: x.index_put_((torch.tensor([0]),), torch.tensor([1.0, 2.0])))
attempt(lambda: x.index_put_((torch.tensor([0]), torch.tensor([0])), torch.tensor(1.0)))

# wr_step_slices
x = torch.arange(10)
x[::3] = 0
x[1::3] = torch.tensor([-1, -2, -3])
show(x)

# wr_ellipsis_empty_tuple
x = torch.zeros(2, 3)
x[...] = torch.tensor([1.0, 2.0, 3.0])
x[()] = x * 2
x[:] = 4
show(x)

# wr_zero_dim_setitem
s = torch.tensor(1.0)
s[()] = 5
s[...] = s + 1
show(s, s.shape)

# wr_zero_dim_index_tensor
x = torch.zeros(3, 2)
x[torch.tensor(1)] = torch.tensor([1.0, 2.0])
x[torch.tensor([[0], [2]]), torch.tensor([1])] = torch.tensor([[3.0], [4.0]])
show(x)

# wr_expanded_write_error
x = torch.zeros(4)
v = x.expand(3, 4)
attempt(lambda: v.add_(1))
x[1:3] = torch.tensor([1.0, 2.0]).flip(0)
show(x)

# wr_narrow_select_unbind_views
x = torch.zeros(2, 4)
x.narrow(1, 1, 2).fill_(3)
x.select(0, 1)[::2] = 7
x.unbind(0)[0][-1] = -1
show(x)

# srt_stable_keyword_only
x = torch.tensor([[3, 1], [2, 4]])
attempt(lambda: x.sort(0, stable=True))
attempt(lambda: torch.argsort(x, 0, stable=True))
attempt(lambda: torch.sort(x, 0, True, True))
show(x.sort(dim=0, stable=True).indices, torch.argsort(x, stable=True, descending=True), x.sort(0, True).values)


# cr_arange_linspace_more
attempt(lambda: torch.arange(0, 1, 0.3))
attempt(lambda: torch.arange(1, 0, -0.3))
attempt(lambda: torch.arange(0.1, 0.4, 0.1))
attempt(lambda: torch.arange(-1.5, 1.5))
attempt(lambda: torch.arange(5, dtype=torch.float16))
attempt(lambda: torch.arange(0, 10, 3, dtype=torch.bfloat16))
attempt(lambda: torch.arange(3, dtype=torch.bool))
attempt(lambda: torch.arange(torch.tensor(3)))
attempt(lambda: torch.arange(torch.tensor(1.5), 4))
attempt(lambda: torch.arange(start=2, end=5))
attempt(lambda: torch.arange(end=3))
attempt(lambda: torch.arange(10, step=4))
attempt(lambda: torch.arange(0, 5, 2.0).dtype)
attempt(lambda: torch.arange(2**31, 2**31 + 2))

# cr_logspace_full_zeros_more
attempt(lambda: torch.linspace(-1, 1, 4, dtype=torch.float64))
attempt(lambda: torch.linspace(0, 1, 3, dtype=torch.int32))
attempt(lambda: torch.linspace(5, 0, 6))
attempt(lambda: torch.linspace(torch.tensor(0.0), torch.tensor(1.0), 3))
attempt(lambda: torch.linspace(0, 1, steps=2, dtype=torch.float16))
attempt(lambda: torch.linspace(0, 255, 4, dtype=torch.uint8))
attempt(lambda: torch.linspace(-5, 5, 3, dtype=torch.int8))
attempt(lambda: torch.logspace(-1, 1, 3, base=10, dtype=torch.float64))
attempt(lambda: torch.logspace(0, 4, 3, base=2, dtype=torch.int64))
attempt(lambda: torch.full((2,), 3, dtype=torch.float16))
attempt(lambda: torch.full((), 2.5))
attempt(lambda: torch.full((1, 2), float('inf')))
attempt(lambda: torch.full((2,), -1, dtype=torch.uint8))
attempt(lambda: torch.full([0], 5))

# cr_eye_tensor_literals_more
attempt(lambda: torch.full((2,), torch.tensor(4)))
attempt(lambda: torch.zeros(2, 3, dtype=torch.int8).dtype)
attempt(lambda: torch.zeros((2, 3), dtype=torch.bfloat16).sum())
attempt(lambda: torch.zeros([]).shape)
attempt(lambda: torch.zeros(()).item())
attempt(lambda: torch.ones(0).sum())
attempt(lambda: torch.ones(2, 2).bool().all())
attempt(lambda: torch.empty(3).fill_(2).int())
attempt(lambda: torch.eye(2, 4))
attempt(lambda: torch.eye(3, 2, dtype=torch.bool))
attempt(lambda: torch.eye(n=2, m=1))
attempt(lambda: torch.tensor([[True], [False]]).dtype)
attempt(lambda: torch.tensor([1, 2.0, True]))
attempt(lambda: torch.tensor([[1, 2], [3, 4]], dtype=torch.float16))

# cr_as_tensor_tri_meshgrid_more
attempt(lambda: torch.tensor(1e40))
attempt(lambda: torch.tensor([1e40], dtype=torch.float64).float())
attempt(lambda: torch.tensor([-1], dtype=torch.uint8))
attempt(lambda: torch.tensor([300], dtype=torch.int8))
attempt(lambda: torch.tensor([1.7], dtype=torch.int64))
attempt(lambda: torch.tensor([[]]).shape)
attempt(lambda: torch.tensor([[], []]).shape)
attempt(lambda: torch.tensor([[[1]]]).dim())
attempt(lambda: torch.tensor((1, 2)))
attempt(lambda: torch.tensor(range(4)))
attempt(lambda: torch.tensor([torch.tensor(1), torch.tensor(2)]))
attempt(lambda: torch.tensor([torch.tensor([1.5])]))
attempt(lambda: torch.as_tensor([1, 2], dtype=torch.float16))
attempt(lambda: torch.as_tensor(3.5))

# cr_like_layouts_more
attempt(lambda: torch.asarray([[1, 2], [3, 4]]).T)
attempt(lambda: torch.asarray(torch.tensor([1, 2]), dtype=torch.float32))
attempt(lambda: torch.tril(torch.ones(3, 4), diagonal=-1))
attempt(lambda: torch.triu(torch.ones(2, 3, 3), diagonal=2).sum(dim=(1, 2)))
attempt(lambda: torch.tril_indices(4, 3, 1))
attempt(lambda: torch.triu_indices(3, 3, -1).shape)
attempt(lambda: torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing='xy')[1])
attempt(lambda: torch.meshgrid([torch.tensor([1]), torch.tensor([2, 3])], indexing='ij')[0].shape)
attempt(lambda: torch.zeros_like(torch.tensor([1.5]), dtype=torch.int64))
attempt(lambda: torch.ones_like(torch.tensor(True)))
attempt(lambda: torch.full_like(torch.arange(3), 7.9))
attempt(lambda: torch.full_like(torch.tensor([True, False]), 3))
attempt(lambda: torch.empty_like(torch.zeros(2, 3).t()).stride())
attempt(lambda: torch.zeros_like(torch.zeros(2, 3).t()).stride())

# cr_diag_vander_more
attempt(lambda: torch.ones_like(torch.zeros(4, 6)[:, ::2]).stride())
attempt(lambda: torch.eye(2).diag())
attempt(lambda: torch.diag(torch.tensor([[1, 2], [3, 4]]), 1))
attempt(lambda: torch.diagflat(torch.tensor([1, 2]), -1))
attempt(lambda: torch.diag_embed(torch.tensor([1.0, 2.0]), offset=1))
attempt(lambda: torch.vander(torch.tensor([1, 2, 3])))
attempt(lambda: torch.vander(torch.tensor([1, 2, 3]), N=2, increasing=True))
attempt(lambda: torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor([0.5])))

# la_tensordot_tensor_dims
a = torch.ones(2, 3)
b = torch.arange(6.0).reshape(3, 2)
show(torch.tensordot(a, b, dims=torch.tensor(1)), torch.tensordot(a, b, dims=torch.tensor([1])).shape, torch.tensordot(a, b, torch.tensor([[1], [0]])))
show(torch.tensordot(a, a, dims=torch.tensor([[0, 1], [0, 1]])), torch.tensordot(a, b, dims=torch.tensor(0)).shape)
