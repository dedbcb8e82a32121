# Twin of tests/golden/corpus_dt8.cst (its tensors live on cuda:0).
import math  # noqa: F401
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")

_type = torch.Tensor.type


def cuda_type(self, dtype=None, non_blocking=False, **kwargs):
    """Tensor.type as on cuda:0: its names are torch.cuda.*Tensor."""
    if dtype is None and not kwargs:
        return _type(self).replace("torch.", "torch.cuda.")
    if isinstance(dtype, str):
        dtype = dtype.replace("torch.cuda.", "torch.")
    return _type(self, dtype, non_blocking, **kwargs)


torch.Tensor.type = cuda_type


def attempt(fn):
    cuda_repr.attempt(fn)


DT = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]


def nm(d):
    """A dtype's short name: int8 for torch.int8."""
    return str(d)[6:]


def half_on_float(f):
    """f for float16 / bfloat16 inputs through float32, as PyTorch 2's CUDA
    kernels compute them (1.13's CPU prod has no Half kernel)."""
    def g(x, *args, **kwargs):
        low = (torch.float16, torch.bfloat16)
        if kwargs.get("dtype") in low:
            return f(x, *args, **dict(kwargs, dtype=torch.float32)).to(kwargs["dtype"])
        if x.dtype in low and "dtype" not in kwargs:
            return f(x.float(), *args, **kwargs).to(x.dtype)
        return f(x, *args, **kwargs)
    return g


torch.prod = half_on_float(torch.prod)
torch.Tensor.prod = half_on_float(torch.Tensor.prod)
torch.Tensor.cumprod = half_on_float(torch.Tensor.cumprod)
torch.Tensor.cumsum = half_on_float(torch.Tensor.cumsum)
torch.cumsum = half_on_float(torch.cumsum)


# promote_table_add
for a in DT:
    show(nm(a), [nm((torch.ones(2, dtype=a) + torch.ones(2, dtype=b)).dtype) for b in DT])

# promote_types_table
for a in DT:
    show(nm(a), [nm(torch.promote_types(a, b)) for b in DT])

# promote_types_symmetric
show(all([torch.promote_types(a, b) == torch.promote_types(b, a) for a in DT for b in DT]))

# promote_zero_dim_table
for a in DT:
    show(nm(a), [nm((torch.ones(2, dtype=a) * torch.tensor(1, dtype=b)).dtype) for b in DT])

# promote_zero_dim_both
for a in DT:
    show(nm(a), [nm((torch.tensor(1, dtype=a) * torch.tensor(1, dtype=b)).dtype) for b in DT])

# promote_python_scalars_table
for a in DT:
    x = torch.ones(2, dtype=a)
    show(nm(a), nm((x + 1).dtype), nm((x + 1.5).dtype), nm((x * True).dtype), nm((2 * x).dtype), nm((0.5 / (x + 1)).dtype))

# promote_zero_dim_with_scalars
for a in DT:
    x = torch.tensor(1, dtype=a)
    show(nm(a), nm((x + 1).dtype), nm((x + 1.5).dtype), nm((x + False).dtype))

# result_type_table_scalars
for a in DT:
    x = torch.zeros(3, dtype=a)
    show(nm(a), nm(torch.result_type(x, 2)), nm(torch.result_type(x, 2.5)), nm(torch.result_type(x, True)), nm(torch.result_type(x, torch.tensor(2.5, dtype=torch.float64))))

# result_type_scalar_pairs
show(torch.result_type(1, 1.0), torch.result_type(True, 1), torch.result_type(2, 3), torch.result_type(True, False))

# can_cast_table
for a in DT:
    show(nm(a), ''.join(['1' if torch.can_cast(a, b) else '0' for b in DT]))

# can_cast_keywords
show(torch.can_cast(torch.float64, torch.float16), torch.can_cast(torch.int64, torch.uint8), torch.can_cast(torch.float32, torch.int32))

# add_values_table
for a in DT:
    xa = torch.tensor([100, 3]).to(a)
    show(nm(a), [(xa + torch.tensor([100, 3]).to(b)).tolist() for b in DT])

# mul_values_small_ints
for a in DT[1:6]:
    xa = torch.tensor([100, -3]).to(a)
    show(nm(a), [(xa * torch.tensor([3, 5]).to(b)).tolist() for b in DT[1:6]])

# sub_bool_pairs
for b in DT:
    try:
        r = torch.tensor([True, False]) - torch.tensor([1, 0]).to(b)
        show(nm(b), r.dtype, r.tolist())
    except Exception as e:
        show(nm(b), type(e).__name__, e)

# div_table_dtypes
for a in DT:
    show(nm(a), [nm((torch.ones(1, dtype=a) / torch.ones(1, dtype=b)).dtype) for b in DT])

# div_int_values
show(torch.tensor([7, -7, 6]) / torch.tensor([2, 2, 4]))
show(torch.tensor([7, -7], dtype=torch.int8) / 2, torch.tensor([1, 2], dtype=torch.uint8) / torch.tensor([3, 3], dtype=torch.int16))

# compare_promotion_table
for a in DT:
    xa = torch.tensor([200, 1]).to(a)
    show(nm(a), [(xa == torch.tensor([200, 1]).to(b)).tolist() for b in DT])

# compare_lt_table
for a in DT:
    xa = torch.tensor([-1, 1]).to(a)
    show(nm(a), [(xa < torch.tensor([0, 2]).to(b)).tolist() for b in DT])

# compare_with_scalars
x = torch.tensor([1, 2, 3])
show(x == 1.0, x == 1.5, x > 1.5, x <= True)
show(torch.tensor([0.5, 1.0]) == 1, torch.tensor([True, False]) == 1, torch.tensor([True, False]) < 0.5)

# compare_half_float_precision
h = torch.tensor([0.1, 0.5], dtype=torch.float16)
show(h == torch.tensor([0.1, 0.5]), h == 0.1, h.float() == 0.1)
show(torch.tensor([0.1], dtype=torch.bfloat16) == torch.tensor([0.1], dtype=torch.float16))

# compare_nan_inf
x = torch.tensor([float('nan'), float('inf'), -float('inf'), 0.0])
show(x == x, x != x, x > 0, x < float('inf'), x.eq(float('nan')))

# compare_result_dtype_bool
for a in DT:
    x = torch.ones(2, dtype=a)
    show(nm(a), (x > 0).dtype, torch.eq(x, 1).dtype, x.ne(x).dtype, (x >= torch.tensor(1.5)).tolist())

# compare_functions_and_methods
a = torch.tensor([1, 5, 3], dtype=torch.int32)
b = torch.tensor([2.0, 5.0, 1.0])
show(torch.lt(a, b), a.le(b), torch.gt(a, b), a.ge(b), torch.ne(a, b), torch.eq(a, b))
show(torch.greater(a, b), torch.less_equal(a, b), torch.not_equal(a, 5))

# compare_out_float
a = torch.tensor([1, 2, 3])
o = torch.empty(3)
torch.lt(a, 2, out=o)
show(o)
o2 = torch.empty(0, dtype=torch.int32)
show(torch.eq(a, torch.tensor([1, 0, 3]), out=o2), o2.dtype)

# compare_out_empty_bool_resize
o = torch.tensor([], dtype=torch.bool)
torch.gt(torch.tensor([[1, 2], [3, 4]]), 2, out=o)
show(o, o.shape)

# maximum_minimum_promote
a = torch.tensor([1, 5], dtype=torch.int8)
b = torch.tensor([2.5, 3.0], dtype=torch.float16)
show(torch.maximum(a, b), torch.minimum(a, b), torch.maximum(a, torch.tensor([3, 1], dtype=torch.uint8)))

# maximum_scalar_error
attempt(lambda: torch.maximum(torch.tensor([1, 2]), 1))

# fmax_fmin_nan
a = torch.tensor([1.0, float('nan'), 3.0])
b = torch.tensor([float('nan'), 2.0, 1.0], dtype=torch.float64)
show(torch.fmax(a, b), torch.fmin(a, b), torch.maximum(a, b))

# where_promotes
c = torch.tensor([True, False, True])
show(torch.where(c, torch.tensor([1, 2, 3]), torch.tensor([0.5, 0.5, 0.5])))
show(torch.where(c, torch.tensor([1, 2, 3], dtype=torch.int8), torch.tensor([100, 200, 300], dtype=torch.int16)))
show(torch.where(c, torch.tensor([1, 2, 3]), 1.5), torch.where(c, 2, 0).dtype, torch.where(c, 2.0, 0).dtype)

# where_half_and_scalar
h = torch.tensor([1.0, 2.0], dtype=torch.float16)
show(torch.where(h > 1, h, 0.1), torch.where(h > 1, h, torch.tensor(0.1, dtype=torch.float64)))

# where_bool_scalars
c = torch.tensor([True, False])
show(torch.where(c, True, False), torch.where(c, torch.tensor([1, 2], dtype=torch.uint8), 7))
# scalar_int_tensor_ops
x = torch.tensor([1, 2, 3], dtype=torch.int32)
show(x + 1, x * 2.5, x / 2, x // 2, x % 2, x ** 2)
attempt(lambda: x - True)

# scalar_reflected_ops
x = torch.tensor([1, 2, 4])
show(10 - x, 10 / x, 10 // x, 10 % x, 2 ** x, 2.0 ** x, 1.5 * x)

# scalar_bool_tensor_ops
b = torch.tensor([True, False, True])
show(b + b, b * b, b + True, b * 2, b + 0.5, b / 2, (b * True).dtype)

# scalar_half_stays_half
h = torch.tensor([1.5, -2.0], dtype=torch.float16)
show(h * 3, h + 0.25, h / 3, (h * 2.5).dtype, (h + 2**20).dtype)

# scalar_half_overflow
h = torch.tensor([60000.0, 1.0], dtype=torch.float16)
show(h * 2, h + 10000, h * 0.5)

# scalar_bfloat16_rounding
bf = torch.tensor([1.0, 256.0, 3.0], dtype=torch.bfloat16)
show(bf + 1, bf * 1.5, bf / 3, (bf + 0.5).tolist())

# zero_dim_doesnt_promote_same_category
x = torch.tensor([1.0, 2.0])
show((x + torch.tensor(1.0, dtype=torch.float64)).dtype, (x + torch.tensor([1.0], dtype=torch.float64)).dtype)
i8 = torch.tensor([1, 2], dtype=torch.int8)
show((i8 + torch.tensor(1000)).dtype, (i8 + torch.tensor([1000])).dtype, (i8 + torch.tensor(1.0)).dtype)

# zero_dim_higher_category_dtype
i = torch.tensor([1, 2], dtype=torch.int16)
show(i + torch.tensor(0.5, dtype=torch.float64), i * torch.tensor(1.5, dtype=torch.float16))
b = torch.tensor([True, False])
show(b + torch.tensor(3, dtype=torch.int8), b * torch.tensor(2.0, dtype=torch.bfloat16))

# zero_dim_result_is_zero_dim
a = torch.tensor(3)
r = a * 2.5
show(r, r.dim(), r.dtype, (a + a).shape, (torch.tensor(2, dtype=torch.uint8) - torch.tensor(3, dtype=torch.int8)))

# zero_dim_uint8_int8_pair
show(torch.tensor(2, dtype=torch.uint8) + torch.tensor(-3, dtype=torch.int8), torch.tensor([2], dtype=torch.uint8) + torch.tensor(-3, dtype=torch.int8))

# int_overflow_wraps
show(torch.tensor([127], dtype=torch.int8) + 1, torch.tensor([0], dtype=torch.uint8) - 1, torch.tensor([255], dtype=torch.uint8) + torch.tensor([1], dtype=torch.uint8))
show(torch.tensor([2**31 - 1], dtype=torch.int32) + 1, torch.tensor([100], dtype=torch.int8) * 3)

# int_large_to_float32
x = torch.tensor([16777217, 2**40 + 1])
show(x.float().long(), x / 1, x.double().long())

# int_true_div_by_zero
show(torch.tensor([1, -1, 0]) / 0, torch.tensor([1, 0], dtype=torch.int32) / torch.tensor([0, 0], dtype=torch.int32))

# float_floordiv_by_zero
x = torch.tensor([1.0, -1.0, 0.0])
show(x // 0, torch.floor_divide(x, 0.0), x % 0, torch.fmod(x, 0))

# floordiv_negative_ints
a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
show(a // b, a % b, torch.fmod(a, b), torch.remainder(a, b), torch.floor_divide(a, b))

# div_rounding_modes_int
a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
show(torch.div(a, b, rounding_mode='trunc'), torch.div(a, b, rounding_mode='floor'), torch.div(a, b, rounding_mode=None))
show(a.div(3, rounding_mode='floor').dtype, a.divide(b, rounding_mode='trunc'))

# div_rounding_modes_float
a = torch.tensor([7.5, -7.5, 0.5, -0.5])
show(torch.div(a, 2, rounding_mode='trunc'), torch.div(a, 2, rounding_mode='floor'), a.div(-2, rounding_mode='floor'))

# div_rounding_mode_bad
attempt(lambda: torch.div(torch.tensor([1.0]), 2, rounding_mode='round'))

# div_int_float_mixed_rounding
show(torch.div(torch.tensor([7, -7]), 2.5, rounding_mode='floor'), torch.div(torch.tensor([7, -7], dtype=torch.int16), torch.tensor([2], dtype=torch.int8), rounding_mode='trunc'))

# remainder_float_negative
a = torch.tensor([5.5, -5.5, 5.5, -5.5])
b = torch.tensor([2.0, 2.0, -2.0, -2.0])
show(a % b, torch.fmod(a, b), torch.remainder(a, -1.5), a.fmod(1.5))

# remainder_scalar_first
show(torch.remainder(7, torch.tensor([3, -3])), 7 % torch.tensor([2.5, -2.5]), 7 // torch.tensor([2, -2]))

# remainder_int_dtypes
a = torch.tensor([-5, 5], dtype=torch.int8)
show(a % 3, a % torch.tensor([3], dtype=torch.uint8), torch.fmod(a, -3), (a % 3).dtype)

# floordiv_bool_error
attempt(lambda: torch.tensor([True, False]) // torch.tensor([True, True]))
attempt(lambda: torch.tensor([True]) % torch.tensor([True]))

# floordiv_half
h = torch.tensor([7.0, -7.0, 2.5], dtype=torch.float16)
show(h // 2, h % 2, h // torch.tensor([2.0]), (h // 2).dtype)

# pow_int_negative_error
attempt(lambda: torch.tensor([2, 3]) ** -1)
attempt(lambda: torch.pow(torch.tensor([2], dtype=torch.int32), -2))
attempt(lambda: torch.tensor([4], dtype=torch.uint8).pow(-1))

# pow_int_negative_float_ok
show(torch.tensor([2, 4]) ** -1.0, torch.pow(torch.tensor([2]), -0.5), torch.tensor([2, 3]) ** 0)

# pow_int_tensor_exponent
show(torch.tensor([2, 3]) ** torch.tensor([3, 2]), torch.pow(2, torch.tensor([0, 1, 10])), torch.pow(torch.tensor([3], dtype=torch.int8), torch.tensor([4], dtype=torch.int8)))

# pow_promote
x = torch.tensor([2, 3], dtype=torch.int32)
show((x ** 2).dtype, (x ** 2.0).dtype, (x ** torch.tensor(2.0, dtype=torch.float64)).dtype, (torch.tensor([2.0], dtype=torch.float16) ** x).dtype)
show(torch.pow(x, 0.5), (2.5 ** x).dtype, (True ** x).dtype)

# pow_bool
b = torch.tensor([True, False])
show(b ** 2, (b ** 2).dtype, b ** 0.5)

# pow_float_special
x = torch.tensor([0.0, -8.0, float('inf'), float('nan')])
show(x ** 0, x ** 2, torch.pow(x, 1 / 3), x ** -1)

# pow_inplace
x = torch.tensor([1, 2, 3])
x.pow_(2)
show(x)
attempt(lambda: x.pow_(0.5))
attempt(lambda: x.pow_(-1))

# pow_out
show(torch.pow(torch.tensor([1, 2, 3]), 2, out=torch.empty(0, dtype=torch.int64)))
attempt(lambda: torch.pow(torch.tensor([1, 2, 3]), 2, out=torch.empty(0)))
attempt(lambda: torch.pow(torch.tensor([1.0, 2.0]), 2, out=torch.empty(2, dtype=torch.int64)))

# float_power_double
show(torch.float_power(torch.tensor([2, 3]), 2), torch.float_power(torch.tensor([2.0], dtype=torch.float16), -1).dtype)
# inplace_int_add_float_error
x = torch.tensor([1, 2, 3])
attempt(lambda: x.add_(1.5))
attempt(lambda: x.mul_(torch.tensor([0.5, 1.0, 2.0])))
attempt(lambda: x.div_(2))
show(x)

# inplace_augmented_error
x = torch.tensor([1, 2, 3])
try:
    x += 0.5
except RuntimeError as e:
    show('RuntimeError:', e)
try:
    x /= 2
except RuntimeError as e:
    show('RuntimeError:', e)
x *= 2
x //= 3
show(x, x.dtype)

# inplace_int32_messages
x = torch.tensor([1, 2], dtype=torch.int32)
attempt(lambda: x.add_(torch.tensor([1.0, 2.0])))
attempt(lambda: x.sub_(torch.tensor([1], dtype=torch.int64)))
show(x)

# inplace_bool_errors
b = torch.tensor([True, False])
attempt(lambda: b.add_(1))
attempt(lambda: b.mul_(2.0))
b.mul_(torch.tensor([False, True]))
show(b)
b.add_(True)
show(b)

# inplace_uint8_wraps
u = torch.tensor([0, 250], dtype=torch.uint8)
u -= 1
show(u)
u += torch.tensor([10, 10])
show(u, u.dtype)

# inplace_int8_from_int16_same_category
x = torch.tensor([100, -100], dtype=torch.int8)
x += torch.tensor([100, -100], dtype=torch.int16)
show(x)

# inplace_float_keeps_dtype
f = torch.tensor([1.0, 2.0])
f += torch.tensor([1, 2])
f *= torch.tensor([0.1, 0.1], dtype=torch.float64)
f -= 1
show(f, f.dtype)

# inplace_half_from_float
h = torch.tensor([1.0, 60000.0], dtype=torch.float16)
h += torch.tensor([0.0009765625, 10000.0])
show(h)
h.mul_(torch.tensor(2.0, dtype=torch.float64))
show(h)

# inplace_unary_int_errors
x = torch.tensor([1, 4, 9])
attempt(lambda: x.sqrt_())
attempt(lambda: x.exp_())
attempt(lambda: x.sigmoid_())
x.abs_()
x.neg_()
show(x)

# inplace_bool_neg_error
attempt(lambda: torch.tensor([True, False]).neg_())
attempt(lambda: -torch.tensor([True, False]))
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))
attempt(lambda: torch.tensor([True]).sub_(torch.tensor([False])))

# inplace_clamp_int_float_bound
x = torch.tensor([1, 2, 3])
show(torch.clamp(x, min=1.5), x.clamp(max=2.5), x.clamp(0, 2))
attempt(lambda: x.clamp_(min=1.5))
x.clamp_(2, 2)
show(x)

# inplace_floor_int
x = torch.tensor([1, -2])
show(torch.floor(x), torch.ceil(x), torch.round(x), torch.trunc(x), x.floor().dtype)

# inplace_fill_casts
x = torch.tensor([1, 2, 3])
x.fill_(2.9)
show(x)
x[0] = -1.7
x[1:] = True
show(x)
b = torch.zeros(3, dtype=torch.bool)
b.fill_(0.25)
b[0] = 0
show(b)

# fill_overflow_error
attempt(lambda: torch.zeros(2, dtype=torch.uint8).fill_(300))
attempt(lambda: torch.full((2,), 300, dtype=torch.uint8))
attempt(lambda: torch.zeros(2, dtype=torch.int8).fill_(-129))

# fill_half_overflow_error
attempt(lambda: torch.zeros(2, dtype=torch.float16).fill_(1e6))
attempt(lambda: torch.full((1,), 1e39, dtype=torch.float32))
show(torch.zeros(1, dtype=torch.float16).fill_(float('inf')), torch.full((1,), float('nan'), dtype=torch.bfloat16))

# masked_fill_casts
x = torch.tensor([1, 2, 3])
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 2.5), x.masked_fill(m, True), torch.tensor([1.0, 2.0, 3.0]).masked_fill(m, 7))
show(x.masked_fill(m, torch.tensor(-4.9)))

# copy_casts
x = torch.zeros(4, dtype=torch.int32)
x.copy_(torch.tensor([1.9, -1.9, 0.5, -0.5]))
show(x)
b = torch.zeros(3, dtype=torch.bool)
b.copy_(torch.tensor([0.0, -0.0, 0.1]))
show(b)
h = torch.zeros(2, dtype=torch.float16)
h.copy_(torch.tensor([1e5, 1e-9], dtype=torch.float64))
show(h)

# setitem_from_other_dtype
x = torch.zeros(2, 3)
x[0] = torch.tensor([1, 2, 3])
x[1] = torch.tensor([True, False, True])
show(x)
i = torch.zeros(3, dtype=torch.int64)
i[:] = torch.tensor([1.5, 2.5, -3.5])
show(i)

# bitwise_int_ops
a = torch.tensor([12, 10, -1])
b = torch.tensor([10, 6, 5])
show(a & b, a | b, a ^ b, ~a)
show(torch.bitwise_and(a, b), torch.bitwise_or(a, 3), torch.bitwise_xor(a, b), torch.bitwise_not(a))

# bitwise_uint8_int8
u = torch.tensor([240, 15], dtype=torch.uint8)
s = torch.tensor([-16, 15], dtype=torch.int8)
show(~u, ~s, u & s, (u & s).dtype, u | 1, (u ^ True).dtype)

# bitwise_bool
b = torch.tensor([True, False, True])
c = torch.tensor([True, True, False])
show(b & c, b | c, b ^ c, ~b, b & True, b | 0)
show((b & 1).dtype, (b & torch.tensor([3, 3, 3])).tolist(), (b ^ torch.tensor(1, dtype=torch.uint8)).dtype)

# bitwise_float_errors
f = torch.tensor([1.0, 2.0])
attempt(lambda: f & f)
attempt(lambda: f | 1)
attempt(lambda: torch.bitwise_xor(f, torch.tensor([1, 2])))
attempt(lambda: ~f)
attempt(lambda: torch.bitwise_not(f))

# bitwise_half_error
attempt(lambda: torch.tensor([1.0], dtype=torch.float16) & 1)
attempt(lambda: torch.tensor([1], dtype=torch.int32) ^ 1.5)

# bitwise_inplace
x = torch.tensor([12, 10], dtype=torch.int16)
x &= 6
show(x)
x |= torch.tensor([1, 1], dtype=torch.int16)
x ^= 3
show(x, x.dtype)
x.bitwise_and_(torch.tensor([1, 255]))
show(x)

# shifts_basic
a = torch.tensor([1, 2, 8, -8])
show(a << 2, a >> 1, torch.bitwise_left_shift(a, 1), torch.bitwise_right_shift(a, torch.tensor([0, 1, 2, 3])))
show(a.bitwise_left_shift(3), 1 << torch.tensor([0, 4]), 256 >> torch.tensor([1, 8]))

# shifts_small_dtypes
u = torch.tensor([1, 64, 200], dtype=torch.uint8)
show(u << 1, u >> 3, (u << 1).dtype, torch.tensor([-64, 64], dtype=torch.int8) >> 2)
show(torch.tensor([True, False]) << 1, (torch.tensor([True]) >> torch.tensor([0], dtype=torch.int8)).dtype)

# shifts_float_error
attempt(lambda: torch.tensor([1.0]) << 1)
attempt(lambda: torch.tensor([4]) >> 1.0)
attempt(lambda: torch.tensor([1.5], dtype=torch.float64).bitwise_right_shift(1))

# shifts_inplace
x = torch.tensor([1, 2, 3], dtype=torch.int32)
x <<= 2
show(x)
x >>= torch.tensor([1, 1, 1])
show(x, x.dtype)
x.bitwise_left_shift_(1)
show(x)

# logical_ops_any_dtype
a = torch.tensor([0, 1, 2])
b = torch.tensor([0.0, 0.0, 1.5])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b), torch.logical_not(b))
show(torch.logical_not(torch.tensor([0, -3], dtype=torch.int8)), torch.logical_and(torch.tensor([float("nan")]), torch.tensor([1])))

# logical_out_dtype
o = torch.empty(3, dtype=torch.float32)
torch.logical_and(torch.tensor([1, 0, 2]), torch.tensor([1, 1, 0]), out=o)
show(o)
o2 = torch.empty(0, dtype=torch.int64)
show(torch.logical_not(torch.tensor([0.0, 2.0]), out=o2))

# logical_inplace_int
x = torch.tensor([0, 5, 7])
x.logical_not_()
show(x)
y = torch.tensor([0.5, 0.0])
y.logical_or_(torch.tensor([False, False]))
show(y)
# to_int_truncates_toward_zero
f = torch.tensor([2.7, -2.7, 0.5, -0.5, 126.9])
show(f.int(), f.long(), f.to(torch.int8), f.short(), f.char())

# to_uint8_in_range
f = torch.tensor([0.0, 1.9, 254.5, 255.0])
show(f.byte(), f.to(torch.uint8), f.to(dtype=torch.uint8).dtype)

# int_to_smaller_int_wraps
x = torch.tensor([300, -1, 128, -129, 65536 + 7])
show(x.to(torch.uint8), x.to(torch.int8), x.short(), x.int())

# int_to_bool
x = torch.tensor([0, 1, -1, 256])
show(x.bool(), x.to(torch.uint8).bool(), x.to(torch.bool).dtype)

# float_to_bool_nan_inf
f = torch.tensor([0.0, -0.0, float('nan'), float('inf'), 1e-30])
show(f.bool(), f.half().bool(), f.to(torch.bfloat16).bool())

# float_to_half_overflow
f = torch.tensor([65504.0, 65519.0, 65520.0, 1e6, -1e6, 1e-8, 6e-8])
show(f.half(), f.half().float().tolist()[:6])

# float_to_bfloat16_range
f = torch.tensor([1e38, 3.4e38, 1e-40, 1.00390625, 1.01171875])
show(f.bfloat16(), f.bfloat16().float().tolist())

# double_to_float_overflow
d = torch.tensor([1e300, -1e300, 1e-300, 0.1], dtype=torch.float64)
show(d.float(), d.float().double().tolist()[3])

# int_to_half_large
x = torch.tensor([2049, 65504, 65520, 100000])
show(x.half(), x.to(torch.bfloat16), x.half().dtype)

# nan_inf_to_float_types
f = torch.tensor([float('nan'), float('inf'), -float('inf')])
show(f.double(), f.half(), f.bfloat16(), f.half().double())

# bool_to_everything
b = torch.tensor([True, False])
show([b.to(d).tolist() for d in DT])

# type_method_strings
x = torch.tensor([1.5, -2.5])
show(x.type(), x.int().type(), x.half().type(), x.bool().type(), x.to(torch.uint8).type(), x.to(torch.bfloat16).type())
show(x.double().type(), x.to(torch.int8).type(), x.short().type(), x.long().type())

# type_method_convert
x = torch.tensor([1.5, -2.5])
show(x.type(torch.int32), x.type(torch.float64), x.type(dtype=torch.bool))
show(x.type('torch.cuda.LongTensor'), x.type('torch.cuda.HalfTensor').dtype)

# type_as_and_to_other
x = torch.tensor([1.7, 2.2])
i = torch.tensor([0], dtype=torch.int16)
show(x.type_as(i), x.to(i), x.to(i).dtype, i.type_as(x).dtype)

# to_same_dtype_returns_self
x = torch.tensor([1.0, 2.0])
y = x.to(torch.float32)
y[0] = 5.0
z = x.to(torch.float32, copy=True)
z[1] = 9.0
show(x, y.dtype, z)

# to_keyword_forms
x = torch.tensor([1, 2])
show(x.to(dtype=torch.float16), x.to('cpu', torch.float64), x.to(device='cpu', dtype=torch.bool), x.to(torch.float32, non_blocking=True))

# to_bad_dtype_arg
attempt(lambda: torch.tensor([1]).to('float32'))

# conversion_item_and_tolist
show(torch.tensor([1.5], dtype=torch.float16).item(), torch.tensor([1.1], dtype=torch.bfloat16).item(), torch.tensor([200], dtype=torch.uint8).item(), torch.tensor([-5], dtype=torch.int8).tolist())
show(torch.tensor(True).item(), type(torch.tensor(3, dtype=torch.int16).item()), type(torch.tensor(3.0, dtype=torch.float16).item()), type(torch.tensor(True).item()))

# conversion_python_builtins
x = torch.tensor(2.9)
show(int(x), float(torch.tensor(3)), bool(torch.tensor(0.0)), int(torch.tensor(-2.9, dtype=torch.float64)), float(torch.tensor(1, dtype=torch.uint8)))

# conversion_builtins_errors
attempt(lambda: int(torch.tensor([1, 2])))
attempt(lambda: float(torch.tensor([])))

# is_floating_point_checks
for d in DT:
    x = torch.zeros(1, dtype=d)
    show(nm(d), x.is_floating_point(), torch.is_floating_point(x), d.is_floating_point, d.is_signed, x.element_size())

# finfo_iinfo
show(torch.finfo(torch.float16).max, torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float32).tiny, torch.finfo().bits)
show(torch.iinfo(torch.uint8).max, torch.iinfo(torch.int8).min, torch.iinfo(torch.int32).max, torch.iinfo(torch.int64).bits)

# finfo_int_error
attempt(lambda: torch.finfo(torch.int32))
attempt(lambda: torch.iinfo(torch.float32))

# tensor_infer_mixed_lists
show(torch.tensor([True, False]).dtype, torch.tensor([True, 2]).dtype, torch.tensor([1, 2.0]).dtype, torch.tensor([True, 2.5]).dtype)
show(torch.tensor([[1, 2], [3.0, 4]]), torch.tensor([[True], [0]]), torch.tensor([[False, 1.5], [2, True]]))

# tensor_infer_scalars
show(torch.tensor(3).dtype, torch.tensor(3.0).dtype, torch.tensor(True).dtype, torch.tensor(-0.0), torch.tensor(2**40))
show(torch.tensor([]).dtype, torch.tensor([[], []]).shape, torch.tensor([[]]).dtype)

# tensor_explicit_dtype_casts
show(torch.tensor([1, 2], dtype=torch.bool), torch.tensor([0.5, 0.0, -1.0], dtype=torch.bool), torch.tensor([1.7, -1.7], dtype=torch.int64))
show(torch.tensor([True, False], dtype=torch.float16), torch.tensor([-1], dtype=torch.uint8), torch.tensor(2.5, dtype=torch.int32))

# tensor_from_tensors_list
show(torch.tensor([torch.tensor(1), torch.tensor(2)]), torch.tensor([torch.tensor(1.5), 2]).dtype)

# tensor_ragged_error
attempt(lambda: torch.tensor([[1, 2], [3]]))
attempt(lambda: torch.tensor([1, 'a']))

# as_tensor_dtype
x = torch.tensor([1, 2])
show(torch.as_tensor([1, 2.5]), torch.as_tensor([1, 2], dtype=torch.float16), torch.as_tensor(x, dtype=torch.float32), torch.as_tensor(True).dtype)

# factories_default_dtypes
show(torch.arange(5).dtype, torch.arange(5.0).dtype, torch.arange(0, 1, 0.5).dtype, torch.arange(True, 3).dtype, torch.arange(0, 3, 1.0).dtype)
show(torch.full((2,), 1).dtype, torch.full((2,), True).dtype, torch.full((2,), 1.5).dtype, torch.zeros(2).dtype, torch.linspace(0, 1, 3).dtype)

# factories_explicit_dtypes
show(torch.arange(5, dtype=torch.float16), torch.arange(-2, 2, dtype=torch.int8), torch.ones(2, dtype=torch.bool), torch.full((2,), 7, dtype=torch.float64))
show(torch.zeros(2, 2, dtype=torch.uint8), torch.eye(2, dtype=torch.bool), torch.empty(0, dtype=torch.int16))

# factories_like_dtypes
x = torch.tensor([1, 2, 3], dtype=torch.int32)
show(torch.zeros_like(x), torch.ones_like(x, dtype=torch.float16), torch.full_like(x, 2.7), torch.full_like(x, 2.7, dtype=torch.float64), torch.empty_like(x).dtype)

# new_factories_keep_dtype
x = torch.tensor([1, 2], dtype=torch.int16)
show(x.new_zeros(2), x.new_ones((1, 2)), x.new_full((2,), 3.9), x.new_tensor([1.5, 2.5]), x.new_empty(3).dtype)
show(x.new_zeros(2, dtype=torch.float32), x.new_tensor([True], dtype=torch.bool))

# set_default_dtype_double
torch.set_default_dtype(torch.float64)
show(torch.tensor([1.5]).dtype, torch.zeros(2).dtype, torch.arange(2.0).dtype, (torch.tensor([1, 2]) / 2).dtype, torch.get_default_dtype())
show((torch.tensor([1, 2]) * 0.5).dtype, torch.tensor([1.5], dtype=torch.float32).dtype, torch.result_type(torch.tensor([1]), 1.0))
torch.set_default_dtype(torch.float32)
show(torch.tensor([1.5]).dtype, torch.get_default_dtype())

# set_default_dtype_int_error
attempt(lambda: torch.set_default_dtype(torch.int64))
show(torch.get_default_dtype())
# sum_dtype_rules
for d in DT:
    x = torch.ones(3, dtype=d)
    show(nm(d), nm(x.sum().dtype), nm(torch.prod(x).dtype), nm(x.cumsum(0).dtype), nm(x.cumprod(0).dtype), nm(x.amax().dtype))

# sum_dtype_keyword
x = torch.tensor([100, 100, 100], dtype=torch.uint8)
show(x.sum(), x.sum(dtype=torch.uint8), torch.sum(x, dtype=torch.float16), x.sum(0, dtype=torch.int8))
b = torch.tensor([True, True, False])
show(b.sum(), b.sum(dtype=torch.int32), b.sum(dtype=torch.bool), b.float().sum())

# sum_float_dtype_to_int
f = torch.tensor([1.5, 2.5, -0.5])
show(f.sum(dtype=torch.int64), torch.sum(f, 0, dtype=torch.float64), f.sum(dtype=torch.float16))

# prod_dtype_keyword
x = torch.tensor([16, 16, 2], dtype=torch.int8)
show(x.prod(), x.prod(dtype=torch.int8), torch.prod(x, 0, dtype=torch.float32), x.prod(0, keepdim=True))

# cumsum_dtype_keyword
x = torch.tensor([100, 100, 100], dtype=torch.int8)
show(x.cumsum(0), x.cumsum(dim=0, dtype=torch.int8), torch.cumsum(x, 0, dtype=torch.float16), x.cumprod(0, dtype=torch.float64))

# cumsum_bool
b = torch.tensor([True, False, True, True])
show(b.cumsum(0), torch.cumsum(b, dim=0).dtype, b.cumprod(0))

# mean_int_error
attempt(lambda: torch.tensor([1, 2, 3]).mean())
attempt(lambda: torch.tensor([True, False]).mean())
attempt(lambda: torch.tensor([1, 2]).mean(dtype=torch.int32))

# mean_dtype_keyword
x = torch.tensor([1, 2, 3])
show(x.mean(dtype=torch.float32), torch.mean(x, 0, dtype=torch.float64), x.float().mean(dtype=torch.float16), x.to(torch.float16).mean())

# var_std_int_error
attempt(lambda: torch.tensor([1, 2, 3]).var())
attempt(lambda: torch.tensor([1, 2, 3]).std(0))
attempt(lambda: torch.std(torch.tensor([True, False])))

# var_unbiased_and_correction
x = torch.tensor([1.0, 2.0, 4.0])
show(x.var(unbiased=False), x.var(0, correction=0), x.var(0, correction=2), torch.std(x, unbiased=True), x.std(dim=0, correction=1))
try:
    torch.var(x, unbiased=True, correction=1)
except Exception as e:
    show(type(e).__name__)
try:
    x.std(0, unbiased=False, correction=0)
except Exception as e:
    show(type(e).__name__)

# var_half_dtype
h = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
show(h.var(), h.std(), h.var().dtype, torch.var_mean(h))

# minmax_all_dtypes
for d in DT:
    x = torch.tensor([3, 1, 2]).to(d)
    show(nm(d), x.max().tolist(), x.min().tolist(), x.max(0)[1].tolist(), torch.amin(x).dtype == d)

# argmax_bool
b = torch.tensor([False, True, True])
attempt(lambda: b.argmax())
show(b.max(), b.any(), b.all(), torch.amax(b))

# any_all_dtypes
for d in DT:
    x = torch.tensor([0, 2]).to(d)
    show(nm(d), x.any().tolist(), x.all().tolist(), x.any().dtype, torch.all(x, 0).dtype)

# reductions_nan_half
h = torch.tensor([1.0, float('nan'), 2.0], dtype=torch.float16)
show(h.sum(), h.max(), h.min(), h.nansum(), h.nanmean(), h.argmax())

# reductions_int_overflow
x = torch.tensor([2**62, 2**62])
show(x.sum(), torch.tensor([2**31 - 1, 1], dtype=torch.int32).sum(), torch.tensor([2**31 - 1, 1], dtype=torch.int32).sum(dtype=torch.int32))

# sum_out_dtype_double
x = torch.tensor([0.1, 0.2])
o = torch.empty(0, dtype=torch.float64)
torch.sum(x, 0, out=o)
show(o, o.dtype, o.item())

# sum_out_dtype_int
f = torch.tensor([[1.5, 2.5], [-0.5, 3.9]])
o = torch.empty(0, dtype=torch.int64)
show(torch.sum(f, 0, out=o), torch.sum(f, 1, out=o), o.dtype)

# sum_out_from_int
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
o = torch.empty(2)
torch.sum(x, dim=1, out=o)
show(o)
o16 = torch.empty(0, dtype=torch.float16)
show(torch.sum(x, 0, keepdim=True, out=o16))

# sum_out_with_dtype_mismatch
x = torch.tensor([1, 2, 3])
attempt(lambda: torch.sum(x, 0, dtype=torch.float32, out=torch.empty(0, dtype=torch.float64)))
show(torch.sum(x, 0, dtype=torch.float64, out=torch.empty(0, dtype=torch.float64)))

# prod_out_dtype
x = torch.tensor([1, 2, 3])
o = torch.empty(0)
show(torch.prod(x, 0, out=o), o.dtype)
o2 = torch.empty(0, dtype=torch.int8)
show(torch.prod(torch.tensor([[2.5, 3.5]]), 1, out=o2))

# mean_out_dtype
x = torch.tensor([0.1, 0.2, 0.3, 0.4])
o = torch.empty(0, dtype=torch.float64)
show(torch.mean(x, 0, out=o).item())
attempt(lambda: torch.mean(torch.tensor([1, 2]), 0, out=torch.empty(0)))
attempt(lambda: torch.mean(x, 0, out=torch.empty(0, dtype=torch.int64)))

# cumsum_out_dtype
f = torch.tensor([1.5, 1.5, -0.5])
o = torch.empty(0, dtype=torch.int64)
show(torch.cumsum(f, 0, out=o))
o2 = torch.empty(0)
show(torch.cumsum(torch.tensor([1, 2, 3]), 0, out=o2))

# arange_out_dtype
o = torch.empty(0)
show(torch.arange(5, out=o), o.dtype)
o2 = torch.empty(0, dtype=torch.int32)
show(torch.arange(1, 7, 2, out=o2))
o3 = torch.empty(0, dtype=torch.float64)
show(torch.arange(0, 1, 0.25, out=o3))

# arange_out_int_fractional_step
attempt(lambda: torch.arange(0, 1, 0.25, out=torch.empty(0, dtype=torch.int64)))
show(torch.arange(0.5, 4, 1.5, out=torch.empty(0, dtype=torch.int64)))

# zeros_ones_out_dtype
o = torch.empty(0, dtype=torch.int32)
show(torch.zeros(3, out=o), torch.ones(2, 2, out=torch.empty(0, dtype=torch.int32)), o.shape)
b = torch.empty(0, dtype=torch.bool)
show(torch.ones(3, out=b), torch.zeros((1, 2), out=torch.empty(0, dtype=torch.bool)))

# full_eye_out_dtype
show(torch.full((2,), 7, out=torch.empty(0)), torch.full((2,), 2.5, out=torch.empty(0, dtype=torch.float64)))
show(torch.eye(2, out=torch.empty(0, dtype=torch.int64)), torch.eye(2, 3, out=torch.empty(0, dtype=torch.bool)))

# linspace_out_double
o = torch.empty(0, dtype=torch.float64)
torch.linspace(0, 1, 4, out=o)
show(o.tolist())
show(torch.linspace(0, 1, 4).tolist())

# abs_out_dtypes
x = torch.tensor([-1.5, 2.0])
show(torch.abs(x, out=torch.empty(0)))
attempt(lambda: torch.abs(x, out=torch.empty(0, dtype=torch.float64)))
attempt(lambda: torch.abs(torch.tensor([-1, 2]), out=torch.empty(0)))
attempt(lambda: torch.abs(x, out=torch.empty(2, dtype=torch.int64)))

# neg_exp_out_dtypes
x = torch.tensor([1, 2])
show(torch.exp(x, out=torch.empty(0, dtype=torch.float64)).tolist())
show(torch.neg(x, out=torch.empty(0, dtype=torch.int64)))
attempt(lambda: torch.exp(x, out=torch.empty(0, dtype=torch.int64)))
attempt(lambda: torch.sqrt(torch.tensor([4.0]), out=torch.empty(1, dtype=torch.int32)))

# binary_out_dtypes
a = torch.tensor([1, 2])
f = torch.tensor([0.5, 0.5])
show(torch.add(a, a, out=torch.empty(0)), torch.mul(a, f, out=torch.empty(0, dtype=torch.float64)))
attempt(lambda: torch.add(a, f, out=torch.empty(0, dtype=torch.int64)))
attempt(lambda: torch.div(a, a, out=torch.empty(0, dtype=torch.int64)))
show(torch.div(a, 2, rounding_mode='floor', out=torch.empty(0, dtype=torch.int64)))

# binary_out_computes_in_common_dtype
a = torch.tensor([0.1])
b = torch.tensor([0.2])
show(torch.add(a, b, out=torch.empty(0, dtype=torch.float64)).item(), torch.add(a.double(), b.double()).item())

# binary_out_bool
b = torch.tensor([True, False])
show(torch.mul(b, b, out=torch.empty(0, dtype=torch.int64)), torch.add(b, b, out=torch.empty(0)))
attempt(lambda: torch.add(torch.tensor([1, 2]), 1, out=torch.empty(0, dtype=torch.bool)))

# binary_out_alpha
a = torch.tensor([1.0, 2.0])
show(torch.add(a, a, alpha=2, out=torch.empty(0)), torch.sub(a, a, alpha=0.5, out=torch.empty(2)))
attempt(lambda: torch.add(torch.tensor([1, 2]), torch.tensor([1, 2]), alpha=0.5))

# clamp_out_dtype
x = torch.tensor([1, 5, 9])
attempt(lambda: torch.clamp(x, 2, 6, out=torch.empty(0)))
show(torch.clamp(x, min=2.5, out=torch.empty(0)), torch.clamp(x, 2, 6, out=torch.empty(0, dtype=torch.int64)))
attempt(lambda: torch.clamp(x, min=2.5, out=torch.empty(0, dtype=torch.int64)))

# round_floor_out_int_error
f = torch.tensor([1.5, 2.5])
attempt(lambda: torch.round(f, out=torch.empty(0, dtype=torch.int64)))
attempt(lambda: torch.floor(f, out=torch.empty(0, dtype=torch.int32)))
attempt(lambda: torch.floor(f, out=torch.empty(0, dtype=torch.float64)))
show(torch.floor(f, out=torch.empty(0)))

# out_empty_resized
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
o = torch.empty(0)
torch.mul(a, 2, out=o)
show(o, o.shape)
o2 = torch.tensor([])
torch.sum(a, 1, keepdim=True, out=o2)
show(o2.shape)

# out_returns_same_tensor
a = torch.tensor([1.0, 2.0])
o = torch.empty(2)
r = torch.add(a, 1, out=o)
r[0] = 100.0
show(o)

# cat_stack_promote
a = torch.tensor([1, 2], dtype=torch.int32)
b = torch.tensor([0.5], dtype=torch.float16)
show(torch.cat([a, b]), torch.cat([a, torch.tensor([True])]), torch.stack([a, torch.tensor([3, 4], dtype=torch.uint8)]))

# cat_out_dtype
a = torch.tensor([1, 2])
o = torch.empty(0)
show(torch.cat([a, a], out=o), o.dtype)
attempt(lambda: torch.cat([torch.tensor([0.5])], out=torch.empty(0, dtype=torch.int64)))

# isclose_dtype_mismatch
attempt(lambda: torch.isclose(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))
attempt(lambda: torch.allclose(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)))
show(torch.isclose(torch.tensor([1, 2]), torch.tensor([1, 3])), torch.allclose(torch.tensor([1.0]), torch.tensor([1.0 + 1e-9])))

# equal_dtypes
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.equal(torch.tensor([1.0]), torch.tensor([1.0, 1.0])))
# dtype_aliases
show(torch.float, torch.double, torch.half, torch.long, torch.int, torch.short, torch.bool, torch.uint8, torch.int8, torch.bfloat16)
show(torch.float == torch.float32, torch.long == torch.int64, torch.int == torch.int64, torch.half != torch.bfloat16)

# dtype_as_dict_key
counts = {}
for d in [torch.float32, torch.int64, torch.float, torch.long, torch.half]:
    counts[d] = counts.get(d, 0) + 1
show(counts)
show(torch.float64 in [torch.double], str(torch.int16), repr(torch.uint8))

# unary_float_ops_on_ints
x = torch.tensor([1, 4, 9])
show(torch.sqrt(x), torch.exp(torch.tensor([0], dtype=torch.int8)), torch.sin(torch.tensor([0], dtype=torch.uint8)).dtype, torch.log(x).dtype, x.rsqrt())
show(torch.sigmoid(torch.tensor([0, 1], dtype=torch.int16)), torch.tanh(torch.tensor([True, False])), torch.reciprocal(x))

# unary_float_ops_on_bool
b = torch.tensor([True, False])
show(torch.exp(b), torch.sqrt(b), torch.cos(b).dtype, torch.log1p(b), torch.erf(b).dtype)

# unary_keep_dtype_ops
x = torch.tensor([-3, 0, 5], dtype=torch.int8)
show(torch.abs(x), torch.neg(x), torch.sign(x), torch.square(x), torch.relu(x), (-x).dtype)

# unary_int8_min_edge
x = torch.tensor([-128, 127], dtype=torch.int8)
show(torch.abs(x), -x, x.neg(), torch.square(x))

# unary_uint8_neg
u = torch.tensor([0, 1, 255], dtype=torch.uint8)
show(-u, torch.abs(u), torch.sign(u), torch.neg(u).dtype)

# unary_bool_sign_abs
b = torch.tensor([True, False])
show(torch.sign(b), b.square().dtype, torch.signbit(torch.tensor([-0.0, 0.0, -1])))

# unary_half_bf16_keep
h = torch.tensor([0.5, -2.0], dtype=torch.float16)
bf = torch.tensor([0.5, -2.0], dtype=torch.bfloat16)
# 1.13's CPU has no Half exp or sqrt: PyTorch 2's CUDA kernels compute them in float32.
show(torch.exp(h.float()).half(), torch.abs(bf), torch.sqrt(h.abs().float()).half(), torch.sigmoid(bf).dtype, torch.neg(h))

# isnan_isinf_int
x = torch.tensor([1, 2])
show(torch.isnan(x), torch.isinf(x), torch.isfinite(x), torch.isposinf(torch.tensor([float('inf'), 1.0])), torch.isneginf(x))

# nan_to_num_dtypes
f = torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0])
show(torch.nan_to_num(f), torch.nan_to_num(f, nan=0.0, posinf=1.0, neginf=-1.0), torch.nan_to_num(f.half()), torch.nan_to_num(torch.tensor([1, 2])))

# rounding_ops_int_noop
x = torch.tensor([1, -2, 3], dtype=torch.int32)
show(torch.round(x), torch.trunc(x).dtype, torch.ceil(x), torch.floor(x).dtype)
attempt(lambda: torch.frac(x))

# round_decimals_float
f = torch.tensor([1.2345, -2.5, 0.5, 1.5])
show(torch.round(f), torch.round(f, decimals=2), f.round(decimals=1))

# atan2_hypot_int
a = torch.tensor([1, 0])
b = torch.tensor([1, 1])
show(torch.atan2(a, b), torch.atan2(a, b.double()).dtype, torch.hypot(a.float(), b.float()))
attempt(lambda: torch.hypot(a, b))

# copysign_int
show(torch.copysign(torch.tensor([1, 2]), -1), torch.copysign(torch.tensor([1.0, -2.0]), torch.tensor([-1, 1])))

# lerp_dtype_mismatch
attempt(lambda: torch.lerp(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0], dtype=torch.float64), 0.5))
show(torch.lerp(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 3.0]), 0.5))

# addcmul_addcdiv_promote
a = torch.tensor([1.0, 2.0])
show(torch.addcmul(a, torch.tensor([1, 2]), torch.tensor([3, 4]), value=0.5), torch.addcdiv(a, torch.tensor([1.0, 2.0]), torch.tensor([2.0, 4.0])))
attempt(lambda: torch.addcdiv(torch.tensor([1, 2]), torch.tensor([1, 2]), torch.tensor([1, 2])))

# gcd_lcm_ints
a = torch.tensor([12, -18, 0])
b = torch.tensor([8, 12, 5])
show(torch.gcd(a, b), torch.lcm(a, b), torch.gcd(a.to(torch.int16), b.to(torch.int16)).dtype)
attempt(lambda: torch.gcd(torch.tensor([1.0]), torch.tensor([2.0])))

# heaviside_dtype
x = torch.tensor([-1.0, 0.0, 2.0])
show(torch.heaviside(x, torch.tensor([0.5])))
attempt(lambda: torch.heaviside(x, torch.tensor([1])))

# clamp_tensor_bounds_promote
x = torch.tensor([1, 5, 9])
show(torch.clamp(x, min=torch.tensor([2.5, 2.5, 2.5])), torch.clamp(x, torch.tensor(2), torch.tensor(6)), torch.clamp(x.half(), max=torch.tensor([4.0])).dtype)

# clamp_bool_and_none
attempt(lambda: torch.clamp(torch.tensor([1.0]), None, None))
show(torch.clamp(torch.tensor([-1, 3]), min=0), torch.clip(torch.tensor([0.5, 2.0]), 0, 1))

# empty_tensor_dtypes
e = torch.tensor([])
ei = torch.tensor([], dtype=torch.int64)
show((e + ei).dtype, (ei + 1).dtype, (ei * 1.5).dtype, ei.sum(), e.sum(), ei.prod(), torch.tensor([], dtype=torch.bool).all(), torch.tensor([], dtype=torch.bool).sum())

# empty_reduce_errors
attempt(lambda: torch.tensor([], dtype=torch.int32).max())
attempt(lambda: torch.tensor([]).argmin())
show(torch.tensor([]).mean(), torch.tensor([]).nansum(), torch.tensor([], dtype=torch.int8).sum().dtype)

# zero_dim_ops_dtypes
a = torch.tensor(5, dtype=torch.int16)
show(a + 1, a / 2, a // 2, a * True, a ** 2, (a > 4), -a, ~a)

# zero_dim_bool_ops
t = torch.tensor(True)
show(t + t, t & False, ~t, t * 3, t / 2, t.int(), t.float())

# zero_dim_half_arith
h = torch.tensor(0.5, dtype=torch.float16)
show(h + 1, h * torch.tensor([2, 4]), (h * torch.tensor([2, 4])).dtype, h + torch.tensor([1.0]), (h + torch.tensor([1.0])).dtype)

# mixed_chain_promotion
i8 = torch.tensor([1, 2], dtype=torch.int8)
u8 = torch.tensor([3, 4], dtype=torch.uint8)
h = torch.tensor([0.5, 0.5], dtype=torch.float16)
show((i8 + u8).dtype, (i8 + u8 + h).dtype, (i8 * 1.0 + u8).dtype, ((i8 + u8) / 2).dtype, (h + i8.double()).dtype)

# mixed_bf16_half_values
a = torch.tensor([1.5, 1000.25], dtype=torch.float16)
b = torch.tensor([1.5, 1000.0], dtype=torch.bfloat16)
show(a + b, (a + b).dtype, a * b, a == b)

# mixed_int_float_division_chain
x = torch.tensor([3, 4, 5])
y = x / x.sum()
show(y, y.dtype, (x / x.sum()).sum(), x.float() / 2 == x / 2)

# matmul_free_dot_dtypes
a = torch.tensor([1, 2, 3])
show((a * a).sum(), (a * 1.0 * a).sum(), (a.to(torch.int8) * a.to(torch.int8)).sum().dtype)

# comparison_chain_to_float_mask
x = torch.tensor([0.5, 1.5, 2.5])
m = (x > 1).float()
show(m, (x > 1).long(), (x > 1) * x, (x > 1) + (x > 2), ((x > 1) + (x > 2)).dtype)

# mask_sum_and_mean
x = torch.tensor([1.0, -2.0, 3.0, -4.0])
m = x > 0
show(m.sum(), m.sum().item(), m.float().mean(), (m.sum() / m.numel()), m.sum().dtype)

# accuracy_like_metric
pred = torch.tensor([1, 0, 2, 2])
lab = torch.tensor([1, 1, 2, 0])
acc = (pred == lab).float().mean()
show(acc, (pred == lab).sum().item() / len(lab), (pred == lab).double().mean())

# label_one_hot_dtypes
lab = torch.tensor([0, 2, 1])
oh = (lab.unsqueeze(1) == torch.arange(3)).to(torch.float16)
show(oh, oh.dtype, (lab.unsqueeze(1) == torch.arange(3)).int().sum(0))

# normalize_uint8_image
img = torch.tensor([[0, 128, 255]], dtype=torch.uint8)
x = img / 255
y = img.float() / 255.0
z = (img.to(torch.float16) - 127.5) / 127.5
show(x, y.dtype, z, (img * 2).dtype, (img * 2))

# uint8_arith_pitfalls
img = torch.tensor([10, 200], dtype=torch.uint8)
show(img - 20, img + 100, (img - 20).dtype, img.int() - 20, img.sum(), img.float().mean())

# int_index_float_arith
i = torch.arange(4)
show(i * 0.5, i // 2, (i / 2).long(), (i.float() / 2).ceil().long(), (i % 2 == 0).nonzero().flatten())

# half_accum_sum
h = torch.full((1000,), 0.1, dtype=torch.float16)
show(h.sum().dtype, h.float().sum(dtype=torch.float64).dtype, h.cumsum(0).dtype)

# dtype_of_builtin_python_ops_on_tensors
x = torch.tensor([1, 2])
show(type(x.sum().item()), type((x / 2).sum().item()), type(x.float().tolist()[0]), type((x > 1).tolist()[0]))

# int_div_python_semantics_compare
x = torch.tensor([-7, 7])
show((x // 2).tolist(), [-7 // 2, 7 // 2], (x % 3).tolist(), [-7 % 3, 7 % 3])
# out_same_as_input
x = torch.tensor([1.0, 2.0, 3.0])
torch.mul(x, 2, out=x)
torch.add(x, x, out=x)
show(x)

# out_int_binary_ops
a = torch.tensor([7, -7])
o = torch.empty(0, dtype=torch.int64)
show(torch.remainder(a, 3, out=o), torch.bitwise_and(a, 3, out=torch.empty(0, dtype=torch.int64)), torch.sub(a, 1, out=torch.empty(0, dtype=torch.int16)))

# out_bitwise_bool_into_int
b = torch.tensor([True, False])
show(torch.bitwise_or(b, b, out=torch.empty(0, dtype=torch.int64)), torch.logical_xor(b, b, out=torch.empty(0, dtype=torch.uint8)))

# out_maximum_promote
a = torch.tensor([1, 5])
f = torch.tensor([2.5, 2.5])
show(torch.maximum(a, f, out=torch.empty(0)), torch.minimum(a, f, out=torch.empty(0, dtype=torch.float64)))
attempt(lambda: torch.maximum(a, f, out=torch.empty(0, dtype=torch.int64)))

# out_sum_multi_dim_keepdim
x = torch.arange(6).reshape(2, 3)
o = torch.empty(0)
show(torch.sum(x, (0, 1), out=o), torch.sum(x, dim=-1, keepdim=True, out=torch.empty(0, dtype=torch.float64)))

# out_cumprod_dtype
x = torch.tensor([1.5, 2.0, 2.0])
show(torch.cumprod(x, 0, out=torch.empty(0, dtype=torch.float64)), torch.cumprod(torch.tensor([2, 3]), 0, out=torch.empty(0)))

# out_clamp_min_max_functions
x = torch.tensor([1, 5, 9])
show(torch.clamp_min(x, 4), torch.clamp_max(x, 4.5), x.clamp_min(2.0).dtype)

# arithmetic_keyword_names
a = torch.tensor([5, 6])
show(torch.true_divide(a, 2), torch.multiply(a, other=3), torch.subtract(a, 1, alpha=2), torch.floor_divide(a, other=4), torch.divide(a, 4))

# add_alpha_dtypes
a = torch.tensor([1, 2])
show(torch.add(a, a, alpha=3), torch.add(a.float(), a, alpha=0.5), a.add(1, alpha=2), torch.sub(a.half(), 1, alpha=1.5))

# sign_sgn_half
h = torch.tensor([-2.5, 0.0, 3.0], dtype=torch.float16)
show(torch.sign(h), torch.sgn(h), torch.sign(torch.tensor([-3, 0, 2], dtype=torch.int16)))

# half_to_int_negative
h = torch.tensor([-2.75, 2.75, -0.5], dtype=torch.float16)
show(h.int(), h.long(), h.to(torch.int8), torch.tensor([-1.5, 3.5], dtype=torch.bfloat16).short())

# int16_to_uint8_wrap
x = torch.tensor([-1, 256, 511, -255], dtype=torch.int16)
show(x.to(torch.uint8), x.to(torch.int8), x.bool())

# factories_dtype_float16_ranges
show(torch.arange(0, 5, 2, dtype=torch.float16), torch.arange(3, dtype=torch.bfloat16), torch.full((2,), 0.5, dtype=torch.bool), torch.ones(2, dtype=torch.int8) * 127)

# can_cast_same_kinds
show(torch.can_cast(torch.bool, torch.bool), torch.can_cast(torch.uint8, torch.bool), torch.can_cast(torch.float16, torch.bfloat16), torch.can_cast(torch.int8, torch.uint8))

# result_type_zero_dim_pairs
show(torch.result_type(torch.tensor(1, dtype=torch.int8), torch.tensor(1, dtype=torch.uint8)), torch.result_type(torch.tensor(1.0, dtype=torch.float16), torch.tensor(1)), torch.result_type(torch.tensor([1], dtype=torch.int8), torch.tensor(1, dtype=torch.int64)))

# argsort_indices_dtype
x = torch.tensor([3, 1, 2], dtype=torch.uint8)
show(torch.argsort(x), torch.argsort(x).dtype, torch.sort(x)[0].dtype, torch.topk(x.float(), 1)[1].dtype)

# bucketize_out_int32
b = torch.tensor([1.0, 2.0, 3.0])
show(torch.bucketize(torch.tensor([0.5, 2.5]), b), torch.bucketize(torch.tensor([0.5, 2.5]), b, out_int32=True), torch.searchsorted(b, torch.tensor([2.0]), right=True).dtype)

# histc_float_bins
show(torch.histc(torch.tensor([1.0, 2.0, 2.5]), bins=2, min=0, max=4))

# bincount_dtypes
show(torch.bincount(torch.tensor([0, 1, 1])), torch.bincount(torch.tensor([0, 1, 1]), weights=torch.tensor([0.5, 1.0, 1.0])), torch.bincount(torch.tensor([0, 1]), weights=torch.tensor([1.0, 2.0], dtype=torch.float64)).dtype)
attempt(lambda: torch.bincount(torch.tensor([0.0, 1.0])))

# sum_bool_large
b = torch.ones(300, dtype=torch.bool)
show(b.sum(), b.sum(dtype=torch.uint8), b.to(torch.uint8).sum(), torch.count_nonzero(b))

# count_nonzero_dtypes
x = torch.tensor([[0.0, -0.0, float('nan')], [1.0, 0.0, 2.0]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=1), torch.count_nonzero(torch.tensor([0, 3], dtype=torch.int8)).dtype)

# mean_half_bf16_result_dtype
show(torch.tensor([1.0, 2.0], dtype=torch.float16).mean(), torch.tensor([1.0, 2.0], dtype=torch.bfloat16).mean(), torch.tensor([1, 2], dtype=torch.uint8).float().mean().dtype)

# prod_bool_int8
show(torch.tensor([True, True]).prod(), torch.tensor([True, False]).prod().dtype, torch.tensor([-2, 3], dtype=torch.int8).prod())

# aminmax_dtypes
x = torch.tensor([3, -1, 2], dtype=torch.int16)
r = torch.aminmax(x)
show(r.min, r.max, r.min.dtype)

# max_binary_form_promote
a = torch.tensor([1, 4], dtype=torch.int32)
b = torch.tensor([2.0, 3.0], dtype=torch.float16)
show(torch.max(a, b), torch.min(a, b), torch.max(a, torch.tensor([0, 9])))

# std_mean_float64
x = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)
show(torch.std_mean(x), torch.var_mean(x, 0, correction=0))

# int_tensor_truthiness
show(bool(torch.tensor([0])), bool(torch.tensor(2, dtype=torch.uint8)), bool(torch.tensor(float('nan'))))
attempt(lambda: bool(torch.tensor([1, 2])))
