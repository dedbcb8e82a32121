# Twin of tests/golden/corpus_st8.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import attempt, show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def dim_optional(fn):
    """PyTorch 2's std/var(x, correction=c) with no dim (1.13 wants dim=None)."""
    def wrapped(x, *args, **kwargs):
        if "correction" in kwargs and not args and "dim" not in kwargs:
            kwargs["dim"] = None
        return fn(x, *args, **kwargs)
    return wrapped


for _name in ("std", "var", "std_mean", "var_mean"):
    setattr(torch, _name, dim_optional(getattr(torch, _name)))
for _name in ("std", "var"):
    setattr(torch.Tensor, _name, dim_optional(getattr(torch.Tensor, _name)))


LOW = (torch.float16, torch.bfloat16)


def low_float(fn):
    """fn for a float16 or bfloat16 tensor whose 1.13 CPU kernel is missing
    (cuda:0 has it, accumulating in float32): computed in float32, floating
    results given back in the input's dtype unless dtype= names another."""
    def wrapped(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except RuntimeError as e:
            x = args[0] if args else kwargs.get("input")
            if not (isinstance(x, torch.Tensor) and x.dtype in LOW and "not implemented for" in str(e)):
                raise
        if args:
            r = fn(x.float(), *args[1:], **kwargs)
        else:
            r = fn(**dict(kwargs, input=x.float()))
        back = (lambda t: t) if kwargs.get("dtype") is not None else \
            (lambda t: t.to(x.dtype) if t.dtype == torch.float32 else t)
        if isinstance(r, torch.Tensor):
            return back(r)
        return type(r)(tuple(back(v) for v in r))
    return wrapped


for _name in ("prod", "cumsum", "cumprod", "cummax", "cummin", "median", "nanmedian", "mode", "logcumsumexp",
              "argmax", "argmin", "max", "min", "amax", "amin", "aminmax", "std", "var",
              "softmax", "log_softmax", "nansum", "nanmean", "count_nonzero", "std_mean", "var_mean"):
    if hasattr(torch.Tensor, _name):
        setattr(torch.Tensor, _name, low_float(getattr(torch.Tensor, _name)))
    setattr(torch, _name, low_float(getattr(torch, _name)))
torch.linalg.vector_norm = low_float(torch.linalg.vector_norm)
F.softmax = low_float(F.softmax)
F.log_softmax = low_float(F.log_softmax)

_histc = torch.histc


def histc_cuda(input, bins=100, min=0, max=0):
    """torch.histc as _histc_cuda computes it: its checks and messages, and
    integer inputs counted into a tensor of their dtype (1.13's CPU kernel
    takes floating inputs only)."""
    if input.dtype == torch.float16:
        raise RuntimeError("HalfTensor is not supported")
    if bins <= 0:
        raise RuntimeError("bins must be > 0")
    lo, hi = min, max
    if lo == hi and input.numel() > 0:
        lo, hi = input.min().item(), input.max().item()
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    if not (torch.tensor(float(lo)).isfinite() and torch.tensor(float(hi)).isfinite()):
        raise RuntimeError(f"range of [{lo:g}, {hi:g}] is not finite")
    if not lo < hi:
        raise RuntimeError("max must be larger than min")
    if input.is_floating_point():
        return _histc(input, bins, lo, hi)
    return _histc(input.double(), bins, lo, hi).to(input.dtype)


torch.histc = histc_cuda
torch.Tensor.histc = histc_cuda

_bincount = torch.bincount


def bincount_cuda(input, weights=None, minlength=0):
    """torch.bincount as on cuda:0, whose float32 weights give float32 counts
    (the CPU's give float64)."""
    r = _bincount(input, weights, minlength)
    if weights is not None and weights.dtype == torch.float32 and input.numel() > 0:
        return r.float()
    return r


torch.bincount = bincount_cuda
torch.Tensor.bincount = bincount_cuda


def dim_tuple(fn):
    """PyTorch 2.2's all/any over a tuple of dims (1.13 takes one int)."""
    def wrapped(x, *args, **kwargs):
        dim = args[0] if args else kwargs.get("dim")
        if not isinstance(dim, tuple):
            return fn(x, *args, **kwargs)
        keepdim = kwargs.get("keepdim", False)
        dims = sorted(d % x.dim() for d in dim)
        r = x
        for d in dims:
            r = fn(r, d, keepdim=True)
        return r if keepdim else r.reshape([s for i, s in enumerate(r.shape) if i not in dims])
    return wrapped


for _name in ("all", "any"):
    setattr(torch, _name, dim_tuple(getattr(torch, _name)))
    setattr(torch.Tensor, _name, dim_tuple(getattr(torch.Tensor, _name)))


def norm_2x(input, p="fro", dim=None, keepdim=False, dtype=None):
    """torch.norm as PyTorch 2 routes a strided tensor's: to
    linalg.vector_norm (for 'fro' over at most two dims too, so dtype= is
    taken), else to linalg.matrix_norm."""
    _dim = [dim] if isinstance(dim, int) else dim
    if isinstance(p, str):
        if p == "fro" and (dim is None or isinstance(dim, int) or len(dim) <= 2):
            return torch.linalg.vector_norm(input, 2, _dim, keepdim, dtype=dtype)
        if _dim is None:
            _dim = list(range(input.ndim))
        return torch.linalg.matrix_norm(input, p, _dim, keepdim, dtype=dtype)
    return torch.linalg.vector_norm(input, 2.0 if p is None else p, _dim, keepdim, dtype=dtype)


torch.norm = norm_2x
torch.Tensor.norm = norm_2x


def cuda_kernel(cpu_name, cuda_name):
    """A fix for attempt: the name PyTorch 2's CUDA kernel gives itself in
    "not implemented for" (cuda_message only renames _cpu to _cuda)."""
    return lambda message: message.replace(f'"{cpu_name}"', f'"{cuda_name}"')

_logsumexp = torch.logsumexp


def logsumexp_cuda(input, dim, keepdim=False):
    """logsumexp of a float16 or bfloat16 tensor as PyTorch 2 composes it
    on cuda:0, each step (x - max, exp, sum, log, + max) rounded to the
    dtype (1.13's CPU has no such kernels)."""
    if input.dtype not in LOW or input.numel() == 0:
        return _logsumexp(input, dim, keepdim)

    def r(t):
        return t.to(input.dtype).float()
    f = input.float()
    maxes = f.amax(dim, keepdim=True)
    offset = f.amax(dim, keepdim=keepdim)
    offset = offset.masked_fill(offset.abs() == float('inf'), 0)
    total = r(r(r(f - maxes).exp()).sum(dim, keepdim=keepdim))
    return (r(total.log()) + offset).to(input.dtype)


torch.logsumexp = logsumexp_cuda
torch.Tensor.logsumexp = logsumexp_cuda
# sum_int8_dtype_wrap
x = torch.tensor([100, 100, 100], dtype=torch.int8)
show(x.sum(), x.sum(dtype=torch.int8), torch.sum(x, 0, dtype=torch.int16))

# sum_uint8_dtype_wrap
x = torch.tensor([200, 100], dtype=torch.uint8)
show(x.sum(dtype=torch.uint8), x.sum(0).dtype)

# sum_int64_overflow_wrap
x = torch.tensor([2 ** 62, 2 ** 62])
show(x.sum(), x.sum().item())

# sum_bool_dim_keepdim
m = torch.tensor([[True, False, True], [False, False, True]])
show(m.sum(1, keepdim=True), m.sum(dim=0).dtype, torch.sum(m, dim=(0, 1)))

# sum_bool_dtype_float
m = torch.tensor([True, True, False])
show(m.sum(dtype=torch.float32), m.sum(0, dtype=torch.float16))

# sum_half_accumulates_in_float
x = torch.full((1000,), 0.1, dtype=torch.float16)
show(x.sum(), x.sum(dtype=torch.float32))

# sum_bf16_dim_list
x = torch.arange(12, dtype=torch.bfloat16).reshape(3, 4)
show(x.sum([0, 1]), x.sum([-1]), torch.sum(x, dim=[1], keepdim=True))

# sum_f64_neg_dims
x = torch.arange(24, dtype=torch.float64).reshape(2, 3, 4)
show(x.sum((-1, -3)), torch.sum(x, -2))

# sum_dim_none_kw
x = torch.tensor([[1, 2], [3, 4]])
show(x.sum(dim=None), torch.sum(x, dim=None, keepdim=True))

# sum_empty_dim_list_reduces_all
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x.sum(dim=[]), x.sum(()))

# sum_0d_dims
s = torch.tensor(7)
show(s.sum(0), s.sum(-1), s.sum(dim=(0,)), s.sum(0, keepdim=True).shape)

# sum_0d_bad_dim
attempt(lambda: torch.tensor(7).sum(1))

# sum_empty_shapes
e = torch.zeros(0, 3)
show(e.sum(0), e.sum(1), e.sum(), e.sum(0, keepdim=True).shape)

# sum_empty_int_bool
show(torch.tensor([], dtype=torch.int32).sum(), torch.zeros(0, dtype=torch.bool).sum())

# sum_axis_keepdim
x = torch.ones(2, 3)
show(torch.sum(x, axis=1), x.sum(axis=(0, 1), keepdim=True))

# sum_out_of_range_list
attempt(lambda: torch.ones(2, 3).sum([0, 2]))

# sum_repeated_neg_dim
attempt(lambda: torch.ones(2, 3).sum([1, -1]))

# sum_repeated_dim_3d
attempt(lambda: torch.ones(2, 3, 4).mean((0, 2, -3)))

# sum_transposed_view
x = torch.arange(6).reshape(2, 3)
show(x.t().sum(0), x.t().sum(1), x[:, ::2].sum(0))

# sum_expand_view
x = torch.tensor([1, 2, 3]).expand(4, 3)
show(x.sum(0), x.sum(), x.sum(1))

# sum_permuted_3d
x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
show(x.sum(dim=(1, 2)), x.sum(0))

# sum_normalize_rows
x = torch.tensor([[1.0, 3.0], [2.0, 2.0], [0.0, 4.0]])
show(x / x.sum(dim=1, keepdim=True))

# sum_item_int_type
x = torch.tensor([1, 2, 3])
v = x.sum().item()
show(v, type(v).__name__, x.float().sum().item())

# sum_tensor_method_unbound
x = torch.tensor([[1, 2], [3, 4]])
show(torch.Tensor.sum(x), torch.Tensor.sum(x, 1))

# sum_to_size
x = torch.arange(6).reshape(2, 3)
show(x.sum_to_size(1, 3), x.sum_to_size(2, 1), x.sum_to_size((1, 1)))

# sum_to_size_err
attempt(lambda: torch.ones(2, 3).sum_to_size(3, 1))

# sum_float_int_dtype
x = torch.tensor([1.7, 2.6])
show(x.sum(0, dtype=torch.int32), torch.tensor([[0.5, 1.5]]).sum(1, dtype=torch.int64))

# mean_bool_err
attempt(lambda: torch.tensor([True, False]).mean())

# mean_bool_dtype_ok
show(torch.tensor([True, False, True, True]).mean(dtype=torch.float32))

# mean_uint8_err
attempt(lambda: torch.tensor([1, 2], dtype=torch.uint8).mean(0))

# mean_float_dtype_int_err
attempt(lambda: torch.tensor([1.0, 2.0]).mean(dtype=torch.int32))

# mean_half_bf16_dims
x = torch.tensor([[1.0, 2.0], [4.0, 8.0]], dtype=torch.float16)
show(x.mean(), x.mean(0), x.to(torch.bfloat16).mean(-1, keepdim=True))

# mean_f32_to_f64
x = torch.tensor([1.0, 2.0, 4.0])
show(x.mean(dtype=torch.float64), torch.mean(x, 0, dtype=torch.float64))

# mean_dim_list_keepdim
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.mean([0, 2], True), torch.mean(x, dim=[-1, -2]))

# mean_empty_keepdim
e = torch.zeros(2, 0)
show(e.mean(1, keepdim=True), e.mean(0), e.mean())

# mean_0d
s = torch.tensor(2.5)
show(s.mean(), s.mean(0), s.mean(-1, keepdim=True))

# mean_center_columns
x = torch.tensor([[1.0, 10.0], [3.0, 20.0], [5.0, 30.0]])
show(x - x.mean(0), x - x.mean(dim=0, keepdim=True))

# mean_dim_oob
attempt(lambda: torch.ones(2, 2).mean(dim=-3))

# mean_accuracy_idiom
pred = torch.tensor([1, 0, 2, 2])
y = torch.tensor([1, 1, 2, 0])
acc = (pred == y).float().mean()
show(acc, acc.item(), f'{acc.item():.2f}')

# mean_fstring_format
m = torch.tensor([0.5, 1.5]).mean()
show(f'{m:.3f}', f'{m.item():.1f}')

# nansum_basic_dims
x = torch.tensor([[1.0, float('nan')], [float('nan'), float('nan')], [2.0, 3.0]])
show(torch.nansum(x), x.nansum(0), x.nansum(dim=1, keepdim=True))

# nansum_int_bool
show(torch.nansum(torch.tensor([1, 2, 3])), torch.nansum(torch.tensor([True, True, False])))

# nansum_dtype_kw
x = torch.tensor([0.5, float('nan'), 1.5])
show(torch.nansum(x, dtype=torch.float64), x.nansum(0, dtype=torch.float64))

# nansum_dim_tuple
x = torch.tensor([[[1.0, float('nan')], [2.0, 3.0]], [[float('nan'), 4.0], [5.0, 6.0]]])
show(torch.nansum(x, dim=(0, 2)), x.nansum([-1, -2]))

# nansum_half
x = torch.tensor([1.0, float('nan'), 2.5], dtype=torch.float16)
show(x.nansum(), torch.nansum(x.to(torch.bfloat16)))

# nansum_empty
show(torch.nansum(torch.tensor([])), torch.zeros(0, 2).nansum(0))

# nanmean_basic
x = torch.tensor([[1.0, float('nan'), 3.0], [float('nan'), float('nan'), float('nan')]])
show(torch.nanmean(x), x.nanmean(1), x.nanmean(dim=0, keepdim=True))

# nanmean_dtype_dims
x = torch.tensor([[1.0, float('nan')], [4.0, 2.0]])
show(x.nanmean(dim=(0, 1)), torch.nanmean(x, -1, dtype=torch.float64))

# nanmean_f64_empty
show(torch.tensor([], dtype=torch.float64).nanmean())

# nansum_inf
x = torch.tensor([float('inf'), float('nan'), -1.0])
show(x.nansum(), torch.tensor([float('inf'), float('-inf'), float('nan')]).nansum())

# prod_int_overflow_wrap
x = torch.tensor([3 ** 20, 3 ** 20])
show(x.prod(), torch.prod(torch.tensor([2 ** 32, 2 ** 32])))

# prod_int8_promotes
x = torch.tensor([10, 20, 30], dtype=torch.int8)
show(x.prod(), x.prod(dtype=torch.int8), x.prod(0).dtype)

# prod_uint8_bool_dim
show(torch.tensor([[2, 3], [4, 5]], dtype=torch.uint8).prod(1), torch.tensor([[True, False], [True, True]]).prod(0))

# prod_half_bf16
x = torch.tensor([1.5, 2.0, 4.0], dtype=torch.float16)
show(x.prod(), x.to(torch.bfloat16).prod(0), torch.prod(x, 0, keepdim=True))

# prod_neg_dim_keepdim_kw
x = torch.arange(1.0, 7.0).reshape(2, 3)
show(torch.prod(x, dim=-1, keepdim=True), x.prod(dim=-2))

# prod_0d_empty_dim
show(torch.tensor(4.0).prod(0), torch.zeros(3, 0).prod(1), torch.zeros(0, 3, dtype=torch.int32).prod(0))

# prod_dtype_f64
x = torch.tensor([1, 2, 3, 4])
show(x.prod(dtype=torch.float64), torch.prod(x, 0, dtype=torch.float32))

# prod_dim_oob
attempt(lambda: torch.ones(3).prod(1))

# prod_inf_zero
x = torch.tensor([float('inf'), 0.0, 2.0])
show(x.prod(), torch.tensor([float('inf'), -1.0]).prod())

# std_positional_unbiased_keepdim
x = torch.tensor([[1.0, 2.0, 4.0], [3.0, 3.0, 9.0]])
show(torch.std(x, 1, False, True), x.var(0, True))

# std_correction_kw_nodim
x = torch.tensor([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
show(x.std(correction=0), torch.var(x, correction=0), x.var(correction=1))

# var_dim_none_correction
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
show(torch.var(x, dim=None, correction=0), x.std(dim=None, keepdim=True, correction=1))

# var_unbiased_kw_dim_list
x = torch.arange(24.0).reshape(2, 3, 4)
show(x.var(dim=[0, 2], unbiased=False), torch.var(x, [1, -1], unbiased=True, keepdim=True).shape)

# var_correction_large
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 10.0])
show(x.var(correction=3), x.std(0, correction=4))

# std_f64_rows
x = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 8.0]], dtype=torch.float64)
show(x.std(1), x.std(-1, keepdim=True, unbiased=False))

# std_half_bf16
x = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float16)
show(x.std(), x.var(0), x.to(torch.bfloat16).var(unbiased=False))

# std_bool_err
attempt(lambda: torch.tensor([True, False]).std())

# var_int_dim_err
attempt(lambda: torch.tensor([[1, 2], [3, 4]]).var(0))

# var_dim_oob
attempt(lambda: torch.ones(2, 3).var(dim=(0, 2)))

# var_repeated_dim
attempt(lambda: torch.ones(2, 3).std(dim=[0, -2]))

# std_transposed_expand
x = torch.tensor([[1.0, 5.0], [3.0, 1.0]])
show(x.t().std(1), torch.tensor([1.0, 3.0]).expand(3, 2).var(0))

# zscore_columns
x = torch.tensor([[1.0, 10.0], [2.0, 20.0], [3.0, 60.0]])
z = (x - x.mean(0)) / x.std(0)
show(z)
show(z.mean(0).abs() < 1e-6)

# var_mean_dim_keepdim
x = torch.tensor([[1.0, 3.0, 5.0], [2.0, 2.0, 8.0]])
v, m = torch.var_mean(x, 1, keepdim=True)
show(v, m)

# var_mean_correction_tuple
x = torch.arange(12.0).reshape(3, 4)
show(torch.var_mean(x, dim=(0, 1), correction=0))

# std_mean_unbiased_false
x = torch.tensor([1.0, 2.0, 3.0, 6.0])
show(torch.std_mean(x, unbiased=False), torch.std_mean(x, 0, True))

# std_mean_half
x = torch.tensor([[1.0, 3.0], [5.0, 7.0]], dtype=torch.float16)
show(torch.std_mean(x, dim=0))

# var_mean_int_err
attempt(lambda: torch.var_mean(torch.tensor([1, 2, 3]), 0))

# std_mean_dim_list_neg
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.std_mean(x, [-1, 0], correction=0))

# std_mean_empty_dim_shape
x = torch.zeros(0, 3)
s, m = torch.std_mean(x, 1)
show(s, m)

# median_even_lower_whole
x = torch.tensor([[4.0, 1.0], [3.0, 2.0]])
show(x.median(), torch.median(torch.tensor([10, 40, 20, 30])))

# median_dim_neg_keepdim
x = torch.tensor([[5.0, 1.0, 3.0], [2.0, 9.0, 4.0]])
r = torch.median(x, dim=-1, keepdim=True)
show(r.values, r.indices)

# median_dim_nan_rows
x = torch.tensor([[1.0, float('nan'), 3.0], [4.0, 2.0, 6.0]])
show(x.median(1), x.median())

# median_dim_even_len
x = torch.tensor([[8.0, 2.0, 6.0, 4.0]])
show(x.median(1))

# median_int8_uint8
show(torch.tensor([7, -3, 5], dtype=torch.int8).median(), torch.tensor([9, 1, 4, 6], dtype=torch.uint8).median(0))

# median_half_bf16
x = torch.tensor([3.0, 1.0, 2.0], dtype=torch.float16)
show(x.median(), x.to(torch.bfloat16).median(0))

# median_bool_err
attempt(lambda: torch.tensor([True, False, True]).median(0), cuda_kernel('median_out', 'median_out_impl'))

# median_empty_dim_err
attempt(lambda: torch.zeros(0, 2).median(0))

# median_empty_other_dim
show(torch.zeros(0, 2).median(1))

# median_dim_oob
attempt(lambda: torch.tensor([1.0, 2.0]).median(1))

# median_unpack_method
vals, idx = torch.tensor([[3, 1, 2], [6, 5, 4]]).median(dim=1)
show(vals, idx, vals.dtype)

# nanmedian_dims
x = torch.tensor([[float('nan'), 1.0, 5.0, 3.0], [float('nan'), float('nan'), 2.0, 8.0]])
show(x.nanmedian(1), torch.nanmedian(x))

# nanmedian_all_nan_whole
show(torch.tensor([float('nan'), float('nan')]).nanmedian(), torch.tensor([]).nanmedian())

# nanmedian_int
show(torch.tensor([5, 3, 9, 1]).nanmedian(), torch.nanmedian(torch.tensor([[2, 8, 4]]), 1, keepdim=True))

# quantile_interp_all
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
for mode in ['linear', 'lower', 'higher', 'midpoint', 'nearest']:
    show(mode, torch.quantile(x, 0.4, interpolation=mode), x.quantile(torch.tensor([0.1, 0.5, 0.9]), interpolation=mode))

# quantile_q_tensor_dim_keepdim
x = torch.tensor([[1.0, 5.0, 2.0], [8.0, 4.0, 6.0]])
q = torch.tensor([0.25, 0.75])
r = torch.quantile(x, q, dim=1, keepdim=True)
show(r, r.shape)

# quantile_q_0d_tensor
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x.quantile(torch.tensor(0.5)), x.quantile(torch.tensor(0.5), dim=0))

# quantile_neg_dim_f64
x = torch.tensor([[1.0, 9.0], [2.0, 7.0], [3.0, 5.0]], dtype=torch.float64)
show(torch.quantile(x, 0.5, dim=-2), x.quantile(0.3, -1))

# quantile_q_int_bounds
x = torch.tensor([3.0, 1.0, 2.0])
show(x.quantile(0), x.quantile(1), x.quantile(0.0), x.quantile(1.0))

# quantile_0d_input
s = torch.tensor(4.0)
show(s.quantile(0.5), torch.quantile(s, torch.tensor([0.2, 0.8])))

# quantile_nan_prop
x = torch.tensor([[1.0, float('nan'), 3.0], [1.0, 2.0, 3.0]])
show(x.quantile(0.5, dim=1), torch.nanquantile(x, 0.5, dim=1))

# nanquantile_interp
x = torch.tensor([float('nan'), 1.0, 2.0, 3.0, 4.0])
show(x.nanquantile(0.5, interpolation='lower'), torch.nanquantile(x, 0.5, interpolation='higher'), x.nanquantile(0.6, interpolation='nearest'))

# nanquantile_all_nan_row
x = torch.tensor([[float('nan'), float('nan')], [1.0, 3.0]])
show(x.nanquantile(torch.tensor([0.0, 0.5]), dim=1))

# quantile_half_err
attempt(lambda: torch.tensor([1.0, 2.0], dtype=torch.float16).quantile(0.5))

# quantile_q_2d_err
attempt(lambda: torch.tensor([1.0, 2.0]).quantile(torch.tensor([[0.5]])))

# quantile_q_neg_float_err
attempt(lambda: torch.quantile(torch.tensor([1.0, 2.0]), -0.5))

# quantile_q_dtype_f64_err
attempt(lambda: torch.tensor([1.0, 2.0]).quantile(torch.tensor([0.5], dtype=torch.float64)))

# quantile_dim_oob
attempt(lambda: torch.tensor([[1.0, 2.0]]).quantile(0.5, dim=2))

# quantile_bad_interp_nan
attempt(lambda: torch.nanquantile(torch.tensor([1.0]), 0.5, interpolation='cubic'))

# quantile_empty_dim_err
attempt(lambda: torch.zeros(2, 0).quantile(0.5, dim=1))

# quantile_iqr_idiom
x = torch.arange(1.0, 11.0)
q1, q3 = torch.quantile(x, torch.tensor([0.25, 0.75]))
show(q1, q3, q3 - q1)

# mode_2d_keepdim_neg
x = torch.tensor([[1, 2, 2, 3], [4, 4, 5, 5]])
show(torch.mode(x, -1, keepdim=True), x.mode(dim=0).values)

# mode_float_whole_default_dim
x = torch.tensor([[0.5, 0.5, 1.5], [2.0, 1.5, 1.5]])
show(x.mode())

# mode_0d_bool
show(torch.tensor(3).mode(), torch.tensor([True, False, True]).mode())

# mode_empty_err
attempt(lambda: torch.zeros(0).mode())

# mode_dim_oob
attempt(lambda: torch.tensor([1, 2]).mode(1))

# mode_half
x = torch.tensor([1.0, 3.0, 3.0, 2.0], dtype=torch.float16)
show(x.mode())

# histc_kw_method
x = torch.tensor([0.0, 1.0, 1.5, 2.0, 3.5, 4.0])
show(torch.histc(x, bins=4, min=0, max=4), x.histc(2, 0, 4))

# histc_equal_values
x = torch.tensor([2.0, 2.0, 2.0])
show(x.histc(bins=4), torch.histc(x, 2, min=2, max=2))

# histc_negative_range
x = torch.tensor([-3.0, -1.0, -0.5, 0.0, 1.0])
show(torch.histc(x, bins=3, min=-3, max=0))

# histc_empty
show(torch.histc(torch.tensor([]), bins=3), torch.histc(torch.tensor([]), bins=2, min=0, max=1))

# histc_2d_input
x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
show(x.histc(bins=2))

# histc_int_input
x = torch.tensor([1, 2, 2, 5])
show(torch.histc(x, bins=4), torch.histc(x, bins=2, min=0, max=4))

# histc_max_lt_min_err
attempt(lambda: torch.histc(torch.tensor([1.0]), bins=2, min=3, max=1))

# histc_bins_zero_err
attempt(lambda: torch.histc(torch.tensor([1.0]), bins=0))

# histc_inf_err
attempt(lambda: torch.histc(torch.tensor([1.0, float('inf')]), bins=2))

# histc_f64_sum_check
x = torch.tensor([0.25, 0.75, 0.75, 1.0], dtype=torch.float64)
h = x.histc(4, 0, 1)
show(h, h.sum(), h.dtype)

# bincount_weights_f32_dtype
w = torch.tensor([0.5, 1.0, 2.0, 0.25])
r = torch.bincount(torch.tensor([0, 1, 1, 3]), weights=w)
show(r, r.dtype)

# bincount_weights_half
w = torch.tensor([0.5, 1.5], dtype=torch.float16)
attempt(lambda: torch.bincount(torch.tensor([1, 1]), w))

# bincount_minlength_smaller
show(torch.tensor([0, 4, 4]).bincount(minlength=2), torch.tensor([2]).bincount(minlength=4))

# bincount_empty_weights
show(torch.bincount(torch.tensor([], dtype=torch.int64), weights=torch.tensor([]), minlength=3))

# bincount_int8_int32
show(torch.tensor([1, 3, 1], dtype=torch.int8).bincount(), torch.tensor([0, 0], dtype=torch.int32).bincount())

# bincount_bool_err
attempt(lambda: torch.tensor([True, False]).bincount())

# bincount_0d_err
attempt(lambda: torch.tensor(2).bincount())

# bincount_bool_weights
w = torch.tensor([True, True, False])
show(torch.bincount(torch.tensor([0, 0, 1]), weights=w))

# bincount_class_weights_idiom
y = torch.tensor([0, 2, 2, 1, 2, 0])
counts = torch.bincount(y, minlength=4)
show(counts, counts.float() / counts.sum())

# count_nonzero_dims_tuple
x = torch.tensor([[0, 1, 2], [3, 0, 0]])
show(torch.count_nonzero(x), x.count_nonzero(0), torch.count_nonzero(x, dim=(0, 1)), x.count_nonzero(dim=-1))

# count_nonzero_float_half
x = torch.tensor([0.0, -0.0, 0.5, float('nan')], dtype=torch.float16)
show(x.count_nonzero(), torch.count_nonzero(x.to(torch.bfloat16)))

# count_nonzero_0d
show(torch.count_nonzero(torch.tensor(0)), torch.tensor(3.0).count_nonzero(0))

# count_nonzero_dim_list
x = torch.ones(2, 3, 4)
show(x.count_nonzero([0, 2]), torch.count_nonzero(x, dim=[-1]))

# count_nonzero_repeated_err
attempt(lambda: torch.ones(2, 2).count_nonzero((0, -2)))

# count_nonzero_oob_err
attempt(lambda: torch.ones(2, 2).count_nonzero(2))

# unique_return_counts_dim1
x = torch.tensor([[1, 2, 1], [3, 4, 3]])
show(torch.unique(x, return_counts=True, dim=1))

# unique_inverse_counts_dim0
x = torch.tensor([[2, 0], [1, 1], [2, 0]])
u, inv, cnt = torch.unique(x, dim=0, return_inverse=True, return_counts=True)
show(u, inv, cnt)

# unique_float64_neg
x = torch.tensor([0.5, -1.5, 0.5, 2.0, -1.5], dtype=torch.float64)
show(x.unique(return_inverse=True))

# unique_uint8_int8
show(torch.tensor([3, 1, 3, 200], dtype=torch.uint8).unique(), torch.tensor([-1, 5, -1], dtype=torch.int8).unique(return_counts=True))

# unique_inverse_2d_shape
x = torch.tensor([[3, 1], [1, 3]])
u, inv = x.unique(return_inverse=True)
show(u, inv, inv.shape)

# unique_0d_inverse
u, inv, c = torch.unique(torch.tensor(5), return_inverse=True, return_counts=True)
show(u, inv, c)

# unique_dim_empty_rows
x = torch.zeros(0, 2, dtype=torch.int64)
show(torch.unique(x, dim=0))

# unique_bool_counts
show(torch.tensor([True, False, True, True]).unique(return_counts=True))

# unique_dim_oob
attempt(lambda: torch.unique(torch.tensor([[1, 2]]), dim=2))

# unique_consecutive_all_outputs
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
out, inv, cnt = torch.unique_consecutive(x, return_inverse=True, return_counts=True)
show(out, inv, cnt)

# unique_consecutive_dim0_counts
x = torch.tensor([[1, 2], [1, 2], [3, 4], [1, 2]])
show(torch.unique_consecutive(x, return_counts=True, dim=0))

# unique_consecutive_2d_flat
x = torch.tensor([[1, 1], [1, 2]])
show(x.unique_consecutive(return_inverse=True))

# unique_consecutive_float_empty
show(torch.tensor([0.5, 0.5, -0.5]).unique_consecutive(), torch.tensor([]).unique_consecutive(return_counts=True))

# unique_consecutive_dim1
x = torch.tensor([[1, 1, 2], [3, 3, 4]])
show(torch.unique_consecutive(x, dim=1, return_inverse=True))

# unique_class_counts_dict
labels = torch.tensor([2, 0, 2, 2, 1])
vals, cnts = labels.unique(return_counts=True)
show({int(v): int(c) for v, c in zip(vals, cnts)})

# cumsum_uint8_int8_promote
show(torch.tensor([200, 100], dtype=torch.uint8).cumsum(0), torch.tensor([100, 100], dtype=torch.int8).cumsum(0))

# cumsum_dtype_kw_wrap
x = torch.tensor([100, 100, 100])
show(x.cumsum(0, dtype=torch.int8), torch.cumsum(x, dim=0, dtype=torch.uint8))

# cumsum_bool_dims
m = torch.tensor([[True, False], [True, True]])
show(m.cumsum(0), torch.cumsum(m, dim=-1), m.cumsum(1, dtype=torch.float32))

# cumsum_half_bf16
x = torch.tensor([0.5, 0.25, 1.0], dtype=torch.float16)
show(x.cumsum(0), torch.cumsum(x.to(torch.bfloat16), 0), x.cumsum(0, dtype=torch.float32))

# cumsum_float_to_int_dtype
show(torch.tensor([1.5, 2.5, -0.5]).cumsum(0, dtype=torch.int64))

# cumsum_inplace_int
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
x.cumsum_(1)
show(x)
x.cumsum_(dim=0)
show(x)

# cumsum_inplace_bool_err
x = torch.tensor([True, True])
attempt(lambda: x.cumsum_(0), cuda_kernel('cumsum_out_cuda', 'cumsum_cuda'))

# cumsum_3d_neg_dim
x = torch.arange(8).reshape(2, 2, 2)
show(x.cumsum(-3), torch.cumsum(x, -2))

# cumsum_transposed
x = torch.arange(6.0).reshape(2, 3).t()
show(x.cumsum(0), x.cumsum(1))

# cumsum_expand
x = torch.tensor([[1], [2]]).expand(2, 3)
show(x.cumsum(1), x.cumsum(0))

# cumsum_0d_dims
s = torch.tensor(3)
show(s.cumsum(0), s.cumsum(-1), s.cumprod(0))

# cumsum_0d_oob
attempt(lambda: torch.tensor(3).cumsum(1))

# cumsum_empty_2d
show(torch.zeros(0, 3).cumsum(1), torch.zeros(2, 0, dtype=torch.int32).cumsum(0))

# cumsum_nan_inf
x = torch.tensor([1.0, float('inf'), float('-inf'), 2.0])
show(x.cumsum(0), torch.tensor([1.0, float('nan'), 2.0]).cumsum(0))

# cumprod_bool_uint8
show(torch.tensor([True, True, False, True]).cumprod(0), torch.tensor([16, 16, 2], dtype=torch.uint8).cumprod(0))

# cumprod_int_wrap_int64
x = torch.tensor([2 ** 31, 2 ** 31, 4])
show(x.cumprod(0))

# cumprod_dtype_kw
x = torch.tensor([2, 3, 4])
show(x.cumprod(0, dtype=torch.float64), torch.cumprod(x, dim=-1, dtype=torch.int8))

# cumprod_inplace_float
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x.cumprod_(0)
show(x)

# cumprod_half_zero
x = torch.tensor([2.0, 0.5, 0.0, 3.0], dtype=torch.float16)
show(torch.cumprod(x, 0), x.to(torch.bfloat16).cumprod(0))

# cummax_ties_last_index
x = torch.tensor([1, 3, 3, 2, 3])
show(x.cummax(0), torch.cummin(torch.tensor([2, 1, 1, 3, 1]), 0))

# cummax_2d_neg_dim_kw
x = torch.tensor([[1.0, 4.0, 2.0], [5.0, 3.0, 6.0]])
r = torch.cummax(x, dim=-1)
show(r.values, r.indices, x.cummin(dim=0).indices)

# cummax_nan_later
x = torch.tensor([1.0, float('nan'), 5.0, float('nan'), 0.0])
show(x.cummax(0), x.cummin(0))

# cummax_int8_uint8
show(torch.tensor([-5, 3, -7], dtype=torch.int8).cummin(0), torch.tensor([1, 250, 3], dtype=torch.uint8).cummax(0))

# cummax_half_bf16
x = torch.tensor([1.5, 0.5, 2.5], dtype=torch.float16)
show(x.cummax(0), x.to(torch.bfloat16).cummin(0))

# cummax_0d_empty
show(torch.tensor(2.0).cummax(0), torch.zeros(0).cummin(0))

# cummax_dim_oob
attempt(lambda: torch.tensor([1, 2]).cummax(1))

# cummax_unpack
vals, idx = torch.tensor([3, 1, 4, 1, 5]).cummax(dim=0)
show(vals.tolist(), idx.tolist())

# logcumsumexp_neg_dim_2d
x = torch.tensor([[0.0, 0.0, 0.0], [1.0, 2.0, 3.0]])
show(torch.logcumsumexp(x, -1), x.logcumsumexp(dim=0))

# logcumsumexp_all_neg_inf
x = torch.tensor([float('-inf'), float('-inf'), 0.0])
show(x.logcumsumexp(0))

# logcumsumexp_pos_inf_nan
show(torch.tensor([0.0, float('inf'), 1.0]).logcumsumexp(0), torch.tensor([0.0, float('nan'), 1.0]).logcumsumexp(0))

# logcumsumexp_f64_f32
x = torch.tensor([0.0, 1.0, 2.0], dtype=torch.float64)
show(x.logcumsumexp(0), torch.logcumsumexp(x.to(torch.float32), 0))

# logcumsumexp_bool_err
attempt(lambda: torch.tensor([True, False]).logcumsumexp(0), cuda_kernel('logcumsumexp_out_cuda', 'logcumsumexp_cuda'))

# logcumsumexp_0d_empty
show(torch.tensor(1.5).logcumsumexp(0), torch.zeros(0, 2).logcumsumexp(1))

# amax_amin_3d_list_dims
x = torch.arange(24).reshape(2, 3, 4)
show(x.amax([0, 2]), torch.amin(x, dim=[-1, -2], keepdim=True).shape, x.amax(dim=1))

# amax_half_bf16_nan
x = torch.tensor([1.0, float('nan'), 3.0], dtype=torch.float16)
show(x.amax(), x.to(torch.bfloat16).amin(0))

# amax_no_dim_all
x = torch.tensor([[1, 7], [3, 5]])
show(x.amax(), torch.amin(x), x.amax(()), x.amin(dim=()))

# amax_0d
s = torch.tensor(4.5)
show(s.amax(), s.amin(0), s.amax(dim=-1, keepdim=True))

# amax_empty_zero_dim_err
attempt(lambda: torch.zeros(2, 0).amax(1))

# amax_dim_oob
attempt(lambda: torch.zeros(2, 3).amin((0, 3)))

# aminmax_dim_kw_unpack
x = torch.tensor([[3, -1, 2], [0, 8, 5]])
mn, mx = torch.aminmax(x, dim=1)
show(mn, mx)
show(x.aminmax(dim=0, keepdim=True))

# aminmax_half_0d
show(torch.tensor([2.5, -1.0], dtype=torch.float16).aminmax(), torch.tensor(3).aminmax())

# aminmax_empty_err
attempt(lambda: torch.zeros(0, 3).aminmax(dim=0))

# aminmax_empty_other_dim
show(torch.zeros(0, 3).aminmax(dim=1))

# argmax_keepdim_nodim_3d
x = torch.tensor([[[1, 2], [9, 0]], [[3, 4], [5, 6]]])
show(x.argmax(keepdim=True), torch.argmin(x, keepdim=True).shape, x.argmax(dim=None))

# argmax_ties_dims
x = torch.tensor([[2, 5, 5], [7, 7, 1]])
show(x.argmax(1), x.argmin(0), torch.argmax(x))

# argmin_nan_first
x = torch.tensor([[1.0, float('nan'), float('nan')], [3.0, 0.0, -1.0]])
show(torch.argmin(x, 1), x.argmax(dim=1), x.argmax())

# argmax_bool_err
attempt(lambda: torch.tensor([False, True]).argmax())

# argmax_uint8_int8_keepdim
x = torch.tensor([[3, 250], [251, 0]], dtype=torch.uint8)
show(x.argmax(1, keepdim=True), x.to(torch.int8).argmax(1))

# argmax_inf_neg
x = torch.tensor([float('-inf'), -5.0, float('-inf')])
show(x.argmax(), x.argmin(), torch.tensor([float('inf'), float('inf')]).argmax())

# argmax_empty_other_dim
show(torch.zeros(0, 3).argmax(1), torch.zeros(3, 0).argmin(0))

# argmax_empty_dim_err
attempt(lambda: torch.zeros(0, 3).argmax(0))

# argmax_half_bf16
x = torch.tensor([[0.5, 2.0], [3.0, 1.0]], dtype=torch.bfloat16)
show(x.argmax(0), x.to(torch.float16).argmin(-1))

# argmax_index_into
scores = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2]])
labels = ['cat', 'dog', 'bird']
show([labels[i] for i in scores.argmax(dim=1).tolist()])
show(scores.argmax(1).eq(torch.tensor([1, 0])).sum().item())

# max_dim_print_return_type
x = torch.tensor([[1.0, 5.0, 5.0], [7.0, 2.0, 7.0]])
show(torch.max(x, 1))
show(x.min(dim=0, keepdim=True))

# max_underscore_pred
out = torch.tensor([[0.2, 0.9, 0.1], [0.6, 0.3, 0.6]])
_, pred = torch.max(out, 1)
show(pred)
show(torch.max(out, dim=1)[0], out.max(1)[1])

# max_dim_nan_index
x = torch.tensor([[1.0, float('nan'), 3.0, float('nan')], [2.0, 1.0, 0.0, -1.0]])
show(x.max(1), x.min(-1))

# max_dim_int_types
x = torch.tensor([[-3, 7], [5, -9]], dtype=torch.int8)
show(x.max(0), torch.tensor([[10, 200]], dtype=torch.uint8).min(1))

# max_dim_bool
x = torch.tensor([[True, False], [False, False]])
show(x.max(1), x.min(dim=0).values)

# max_dim_half
x = torch.tensor([[1.5, -2.0], [0.25, 4.0]], dtype=torch.float16)
show(torch.max(x, -1), torch.min(x.to(torch.bfloat16), 0).values)

# max_0d_dim
show(torch.tensor(5).max(0), torch.tensor(2.0).min(dim=-1, keepdim=True))

# max_empty_whole_err
attempt(lambda: torch.tensor([]).min())

# max_empty_dim_ok_other
show(torch.zeros(0, 2).max(1), torch.zeros(2, 0).min(0))

# max_empty_dim_err
attempt(lambda: torch.zeros(2, 0).max(dim=1))

# max_dim_oob
attempt(lambda: torch.ones(2, 2).max(2))

# max_dim_tuple_err
attempt(lambda: torch.ones(2, 2).amax(dim=(0, 0)))

# max_return_fields
r = torch.tensor([[4, 1], [2, 8]]).max(dim=0)
show(r.values + 1, r.indices * 2, r[0].tolist(), len(r), type(r).__name__)

# max_binary_nan
a = torch.tensor([1.0, float('nan'), 3.0])
b = torch.tensor([2.0, 0.0, float('nan')])
show(torch.max(a, b), torch.min(a, b))

# max_binary_broadcast_int_float
show(torch.max(torch.tensor([[1], [5]]), torch.tensor([2.5, 3.5])))

# max_full_nan
show(torch.tensor([1.0, float('nan'), 2.0]).max(), torch.tensor([float('nan'), 1.0]).min())

# max_full_bool_uint8
show(torch.tensor([False, True]).max(), torch.tensor([5, 250], dtype=torch.uint8).min())

# max_keepdim_positional
x = torch.arange(6).reshape(2, 3)
show(torch.max(x, 1, True), x.min(0, True).indices)

# all_any_int_float_dims
x = torch.tensor([[1, 0, 2], [3, 4, 5]])
show(x.all(1), torch.any(x, 0), x.float().all(), x.any())

# all_any_uint8_dtype
x = torch.tensor([[1, 0], [2, 3]], dtype=torch.uint8)
show(x.all(), x.any(1), torch.all(x, dim=0, keepdim=True))

# all_any_half_nan
x = torch.tensor([float('nan'), 0.0], dtype=torch.float16)
show(x.any(), x.all(), torch.tensor([float('nan')]).all())

# all_any_dim_tuple
x = torch.tensor([[[True, True], [False, True]], [[True, True], [True, True]]])
show(x.all(dim=(1, 2)), torch.any(x, dim=(0, 2), keepdim=True))

# all_any_empty_dims
e = torch.zeros(0, 3, dtype=torch.bool)
show(e.all(0), e.any(0), e.all(1), torch.zeros(0).any())

# all_any_0d
show(torch.tensor(0).any(), torch.tensor(2.5).all(0), torch.tensor(True).any(dim=-1))

# all_any_neg_dim_oob
attempt(lambda: torch.ones(2, 2).all(dim=-3))

# all_truthiness_if
x = torch.tensor([0.5, 1.5, -0.5])
if (x > 0).all():
    show('all positive')
else:
    show('some not positive')
if (x < 0).any():
    show('has negative', (x < 0).sum().item())

# all_bool_conversion
show(bool((torch.tensor([1, 2]) > 0).all()), bool(torch.tensor([0, 0]).any()))

# allclose_by_max_abs
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([1.0, 2.0001, 3.0])
show((a - b).abs().max() < 1e-3, ((a - b).abs().max() < 1e-3).item())

# norm_default_and_p
x = torch.tensor([[3.0, -4.0], [0.0, 12.0]])
show(torch.norm(x), x.norm(1), x.norm(p=float('inf')), x.norm(float('-inf')), x.norm(p=0))

# norm_dim_keepdim
x = torch.tensor([[3.0, 4.0], [6.0, 8.0]])
show(torch.norm(x, dim=1), x.norm(p=1, dim=0, keepdim=True), x.norm(2, -1, True))

# norm_fro_dims
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.norm(x, p='fro', dim=(1, 2)), x.norm('fro'))

# norm_dtype_kw
x = torch.tensor([3.0, 4.0])
show(torch.norm(x, dtype=torch.float64), x.norm(p=1, dtype=torch.float64))

# norm_half_bf16
x = torch.tensor([3.0, 4.0], dtype=torch.float16)
show(x.norm(), x.to(torch.bfloat16).norm(1))

# norm_p3_frac
x = torch.tensor([1.0, 2.0, 2.0])
show(x.norm(3), torch.norm(x, p=0.5))

# norm_int_err
attempt(lambda: torch.tensor([3, 4]).norm())

# norm_empty_0d
show(torch.tensor([]).norm(), torch.tensor(-3.0).norm(), torch.tensor(-3.0).norm(p=1))

# norm_normalize_rows
x = torch.tensor([[3.0, 4.0], [0.0, 0.0], [1.0, 0.0]])
n = x.norm(dim=1, keepdim=True).clamp(min=1e-12)
show(x / n)

# vector_norm_ords
x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
for o in [1, 2, float('inf'), float('-inf'), 0, 3]:
    show(o, torch.linalg.vector_norm(x, ord=o))

# vector_norm_dim_tuple_keepdim
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.vector_norm(x, dim=(0, 2)), torch.linalg.vector_norm(x, 1, -1, True))

# vector_norm_dtype_kw
x = torch.tensor([3.0, 4.0], dtype=torch.float16)
show(torch.linalg.vector_norm(x, dtype=torch.float32), torch.linalg.vector_norm(x.float(), dtype=torch.float64))

# vector_norm_int_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([1, 2])))

# vector_norm_empty_inf_err
attempt(lambda: torch.linalg.vector_norm(torch.tensor([]), ord=float('inf')))

# vector_norm_empty_l2
show(torch.linalg.vector_norm(torch.tensor([])), torch.linalg.vector_norm(torch.zeros(0, 2), dim=0))

# matrix_norm_orders
A = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
for o in ['fro', 1, -1, float('inf'), float('-inf')]:
    show(o, torch.linalg.matrix_norm(A, ord=o))

# matrix_norm_batched_keepdim
A = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.matrix_norm(A), torch.linalg.matrix_norm(A, ord=1, keepdim=True).shape)

# matrix_norm_dim_kw
A = torch.arange(12.0).reshape(3, 2, 2)
show(torch.linalg.matrix_norm(A, dim=(0, 2)), torch.linalg.matrix_norm(A, 'fro', dim=(-1, -3)))

# matrix_norm_1d_err
attempt(lambda: torch.linalg.matrix_norm(torch.tensor([1.0, 2.0])))

# matrix_norm_bad_ord_err
attempt(lambda: torch.linalg.matrix_norm(torch.ones(2, 2), ord=3))

# linalg_norm_forms
x = torch.tensor([[1.0, 2.0], [2.0, 4.0]])
show(torch.linalg.norm(x), torch.linalg.norm(x, dim=1), torch.linalg.norm(x, ord=1, dim=0), torch.linalg.norm(x, float('inf')))

# linalg_norm_1d_ord
v = torch.tensor([1.0, -2.0, 2.0])
show(torch.linalg.norm(v, 1), torch.linalg.norm(v, ord=float('inf')), torch.linalg.norm(v, 3))

# linalg_norm_dim3_err
attempt(lambda: torch.linalg.norm(torch.ones(2, 2, 2), dim=(0, 1, 2)))

# linalg_norm_3d_default
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.norm(x), torch.linalg.norm(x, keepdim=True).shape)

# logsumexp_empty_dims
show(torch.logsumexp(torch.zeros(0, 2), 0), torch.logsumexp(torch.zeros(2, 0), 1), torch.logsumexp(torch.tensor([]), 0))

# logsumexp_mixed_inf
x = torch.tensor([[float('-inf'), 0.0], [float('-inf'), float('-inf')], [float('inf'), 1.0]])
show(x.logsumexp(1), torch.logsumexp(x, dim=0))

# logsumexp_int_bool_promote
show(torch.logsumexp(torch.tensor([1, 2, 3]), 0), torch.tensor([True, False]).logsumexp(0))

# logsumexp_half_f64
x = torch.tensor([1.0, 2.0], dtype=torch.float16)
show(x.logsumexp(0), torch.logsumexp(x.double(), dim=-1, keepdim=True))

# logsumexp_0d_list_dim
show(torch.tensor(2.0).logsumexp(0), torch.arange(6.0).reshape(2, 3).logsumexp([0, 1]))

# logsumexp_large_stable
x = torch.tensor([1000.0, 1000.0])
show(torch.logsumexp(x, 0), torch.tensor([-1000.0, -1000.0]).logsumexp(0))

# logsumexp_dim_oob
attempt(lambda: torch.ones(2).logsumexp(1))

# softmax_dtype_int_input
x = torch.tensor([1, 2, 3])
show(torch.softmax(x, 0, dtype=torch.float64), F.softmax(x.float(), dim=-1))

# softmax_masked_row_nan
x = torch.tensor([[0.0, 1.0], [float('-inf'), float('-inf')]])
show(torch.softmax(x, dim=1), F.log_softmax(x, dim=1))

# softmax_half_dims
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16)
show(x.softmax(0), x.softmax(-1, dtype=torch.float32), torch.log_softmax(x, 1))

# softmax_0d_empty
show(torch.softmax(torch.tensor(3.0), 0), torch.softmax(torch.zeros(0, 3), 1), torch.log_softmax(torch.tensor(1.0), -1))

# softmax_dim_oob
attempt(lambda: torch.softmax(torch.ones(2, 2), 2))

# softmax_sums_to_one
x = torch.tensor([[2.0, 1.0, 0.5], [0.0, 0.0, 0.0]])
p = x.softmax(dim=1)
show(p.argmax(1), (p * torch.log(p)).sum(1).neg())

# log_softmax_vs_logsumexp
x = torch.tensor([[1.0, 2.0, 3.0]])
show((F.log_softmax(x, 1) - (x - x.logsumexp(1, keepdim=True))).abs().max() < 1e-6)

# running_mean_loop
xs = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 6.0]), torch.tensor([5.0, 1.0])]
total = torch.zeros(2)
for i, x in enumerate(xs):
    total += x
    show(i, total / (i + 1))

# ema_loop
ema = torch.tensor(0.0)
for v in [1.0, 2.0, 4.0]:
    ema = 0.5 * ema + 0.5 * v
show(ema, ema.item())

# stats_dict_idiom
x = torch.tensor([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
stats = {'mean': x.mean().item(), 'std': x.std(unbiased=False).item(), 'min': x.min().item(), 'max': x.max().item()}
show(stats)

# sum_list_of_losses
losses = [torch.tensor(0.5), torch.tensor(1.5), torch.tensor(1.0)]
show(torch.stack(losses).sum(), torch.stack(losses).mean().item())

# confusion_matrix_bincount
y = torch.tensor([0, 1, 2, 1, 0, 2])
p = torch.tensor([0, 2, 2, 1, 0, 1])
cm = torch.bincount(y * 3 + p, minlength=9).reshape(3, 3)
show(cm, cm.diag().sum().item() / cm.sum().item())

# topk_mean_per_row
x = torch.tensor([[5.0, 1.0, 3.0, 4.0], [2.0, 8.0, 6.0, 0.0]])
show(x.topk(2, dim=1).values.mean(1))

# masked_mean
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
m = torch.tensor([[1, 1, 0], [1, 0, 0]])
show((x * m).sum(1) / m.sum(1), (x * m).sum(1) / m.sum(1).clamp(min=1))

# masked_max_fill
x = torch.tensor([[1.0, 9.0, 3.0], [4.0, 5.0, 6.0]])
m = torch.tensor([[True, False, True], [False, False, True]])
show(x.masked_fill(~m, float('-inf')).max(dim=1))

# percent_nonzero
x = torch.tensor([[0.0, 1.0], [2.0, 0.0], [0.0, 0.0]])
show(x.count_nonzero().item() / x.numel(), (x != 0).float().mean())

# cumsum_offsets
lengths = torch.tensor([3, 1, 2])
offsets = torch.cat([torch.zeros(1, dtype=torch.int64), lengths.cumsum(0)[:-1]])
show(offsets, lengths.cumsum(0))

# cumsum_normalize_cdf
w = torch.tensor([1.0, 3.0, 4.0])
cdf = w.cumsum(0) / w.sum()
show(cdf, torch.searchsorted(cdf, torch.tensor([0.1, 0.5, 0.9])))

# argsort_rank_mean
x = torch.tensor([30.0, 10.0, 20.0])
show(x.argsort().argsort(), x.argsort(descending=True))

# minmax_scale
x = torch.tensor([[1.0, 5.0], [3.0, 9.0], [2.0, 7.0]])
mn = x.min(0).values
mx = x.max(0).values
show((x - mn) / (mx - mn))

# max_per_column_amax_vs_max
x = torch.tensor([[1, 8], [6, 2]])
show(x.amax(0), x.max(0).values, torch.equal(x.amax(0), x.max(0).values))

# std_of_int_via_float
x = torch.tensor([1, 2, 3, 4])
show(x.float().std(), x.double().var(unbiased=False), x.to(torch.float16).std())

# var_keepdim_broadcast
x = torch.tensor([[1.0, 3.0], [5.0, 9.0]])
show((x - x.mean(1, keepdim=True)) / (x.var(1, keepdim=True, unbiased=False) + 1e-5).sqrt())

# layer_norm_by_hand
x = torch.tensor([[1.0, 2.0, 3.0, 4.0]])
mu = x.mean(-1, keepdim=True)
var = x.var(-1, keepdim=True, unbiased=False)
y = (x - mu) / torch.sqrt(var + 1e-5)
show(y, torch.allclose(y, F.layer_norm(x, (4,)), atol=1e-5))

# mean_of_dims_repeated_list_err
attempt(lambda: torch.ones(2, 3).nansum((1, 1)))

# max_dim_and_other_err
attempt(lambda: torch.max(torch.ones(2), torch.ones(3)))

# argmax_method_kw_input
x = torch.tensor([[1, 3], [4, 2]])
show(torch.argmax(input=x, dim=1), torch.sum(input=x, dim=0), torch.mean(input=x.float()))

# quantile_kw_names
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
show(torch.quantile(input=x, q=0.5), torch.quantile(x, q=torch.tensor([0.2]), dim=0, keepdim=False, interpolation='midpoint'))

# median_kw_input
show(torch.median(input=torch.tensor([3, 1, 2])), torch.nanmedian(input=torch.tensor([[1.0, 2.0, 3.0]]), dim=1))

# sum_int32_vs_int64_result
a = torch.tensor([1, 2], dtype=torch.int32)
show(a.sum().dtype, a.sum(dtype=torch.int32).dtype, a.prod().dtype, a.cumsum(0).dtype, a.amax().dtype)

# reduce_dtype_table
for dt in [torch.bool, torch.uint8, torch.int8, torch.int32, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.ones(3, dtype=dt)
    show(dt, x.sum().dtype, x.prod().dtype, x.cumsum(0).dtype, x.amax().dtype, x.count_nonzero().dtype)

# float_reduce_dtype_table
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    x = torch.tensor([1.0, 2.0, 4.0], dtype=dt)
    show(dt, x.mean(), x.std(), x.norm(), x.logsumexp(0), x.nanmean())

# median_dtype_table
for dt in [torch.uint8, torch.int16, torch.int32, torch.float64]:
    x = torch.tensor([[4, 1, 3], [2, 2, 9]], dtype=dt)
    show(x.median(), x.median(1).values, x.mode(1).values, x.amin(1))

# cum_dtype_table
for dt in [torch.bool, torch.int16, torch.float16, torch.float64]:
    x = torch.tensor([1, 0, 1], dtype=dt)
    show(dt, x.cumsum(0), x.cumprod(0), x.cummax(0).values)

# all_any_dtype_table
for dt in [torch.bool, torch.uint8, torch.int64, torch.float16, torch.float64]:
    x = torch.tensor([[1, 0], [1, 1]], dtype=dt)
    show(dt, x.all(), x.any(1), x.all(dim=0).dtype)

# argmax_dtype_table
for dt in [torch.uint8, torch.int8, torch.int32, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([[1, 3, 3], [2, 0, 2]], dtype=dt)
    show(dt, x.argmax(), x.argmax(1), x.argmin(0), x.max(1).indices)

# std_var_dtype_table
for dt in [torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([[1.0, 2.0], [3.0, 5.0]], dtype=dt)
    show(dt, x.var(0), x.std(1, unbiased=False), torch.var_mean(x, 1, correction=0))

