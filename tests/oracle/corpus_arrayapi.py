# Twin of tests/golden/corpus_arrayapi.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


# r2_acos_f16_cuda_like
x = torch.tensor([0.25, -0.75], dtype=torch.float64)
show(torch.acos(x), torch.asin(x), torch.atan(x), torch.acosh(x + 2), torch.asinh(x), torch.atanh(x))

# r2_atan2_scalar_err
attempt(lambda: torch.atan2(torch.tensor([1.0]), 2.0))

# r2_atan2_bcast_int_float
show(torch.atan2(torch.tensor([[1], [2]]), torch.tensor([1.0, -1.0])))

# r2_logaddexp_int_err
attempt(lambda: torch.logaddexp(torch.tensor([1]), torch.tensor([2])))

# r2_hypot_f64
show(torch.hypot(torch.tensor([1e200], dtype=torch.float64), torch.tensor([1e200], dtype=torch.float64)))

# r2_copysign_bool
show(torch.copysign(torch.tensor([True, False]), torch.tensor([-1.0, 1.0])))

# r2_signbit_int_uint8
show(torch.signbit(torch.tensor([0, 1], dtype=torch.uint8)), torch.signbit(torch.tensor([-1], dtype=torch.int8)))

# r2_square_f64_neg
show(torch.square(torch.tensor([-1.5, 2.5], dtype=torch.float64)), torch.square(torch.tensor(3)))

# r2_isinf_int
show(torch.isinf(torch.tensor([1, 2])), torch.isnan(torch.tensor([True])), torch.isfinite(torch.tensor([1.0], dtype=torch.float16)))

# r2_logical_xor_float
show(torch.logical_xor(torch.tensor([0.0, 1.5, 0.0]), torch.tensor([0, 0, 3])), torch.tensor([1, 0]).logical_not())

# r2_logical_inplace
x = torch.tensor([1.0, 0.0])
x.logical_or_(torch.tensor([0.0, 0.0]))
show(x)

# r2_shift_scalar_tensor
show(1 << torch.tensor([0, 3]), 256 >> torch.tensor([1, 4]))

# r2_shift_int32_bool
show(torch.tensor([3], dtype=torch.int32) << torch.tensor([2]), torch.tensor([True]) << 1)

# r2_take_neg_2d
x = torch.arange(6).reshape(2, 3)
show(torch.take(x, torch.tensor([[-1, 0], [3, 2]])), torch.take(x, torch.tensor([], dtype=torch.int64)))

# r2_take_err_dtype
attempt(lambda: torch.take(torch.arange(3), torch.tensor([0.0])))
attempt(lambda: torch.take(torch.arange(3), torch.tensor([-4])))

# r2_take_along_dim_neg
x = torch.tensor([[1.0, 9.0, 5.0], [7.0, 3.0, 8.0]])
show(torch.take_along_dim(x, x.argmax(dim=-1, keepdim=True), dim=-1), torch.take_along_dim(x, torch.tensor([[1, 0, 0]]), 0))

# r2_take_along_dim_err
attempt(lambda: torch.take_along_dim(torch.ones(2, 3), torch.tensor([0, 1]), dim=1))

# r2_tensordot_int
show(torch.tensordot(torch.arange(6).reshape(2, 3), torch.arange(6).reshape(3, 2), 1))

# r2_tensordot_tuple_dims
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(12.0).reshape(4, 3)
show(torch.tensordot(a, b, dims=((1, 2), (1, 0))), torch.tensordot(a, b, dims=[[2], [0]]).shape)

# r2_tensordot_dims_err
attempt(lambda: torch.tensordot(torch.ones(2), torch.ones(2), dims=-1))
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=3))

# r2_vecdot_bcast
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(torch.linalg.vecdot(x, torch.tensor([1.0, 0.0, -1.0])), torch.linalg.vecdot(x, x), torch.linalg.vecdot(x, x[:1], dim=1))

# r2_mT_3d_values
x = torch.arange(12).reshape(2, 2, 3)
show(x.mT, x.mT.stride(), x.mT.shape)

# r2_broadcast_to_0d
show(torch.broadcast_to(torch.tensor(5), (2, 2)), torch.tensor([1.5]).broadcast_to(3).dtype if False else 0)

# r2_broadcast_tensors_three
a, b, c = torch.broadcast_tensors(torch.tensor(1), torch.tensor([[1], [2]]), torch.tensor([1.0, 2.0, 3.0]))
show(a.shape, b.shape, c.shape, a.dtype, c)

# r2_flip_neg_multi
x = torch.arange(8).reshape(2, 2, 2)
show(torch.flip(x, [-1, 0]), torch.flip(x, (1,)).is_contiguous())

# r2_movedim_neg
x = torch.arange(24).reshape(2, 3, 4)
show(torch.movedim(x, -1, 0).shape, torch.movedim(x, (-1, -2), (0, 1)).shape, torch.movedim(x, 1, 1).stride())

# r2_movedim_dup_err
attempt(lambda: torch.movedim(torch.zeros(2, 3), (0, 0), (0, 1)))

# r2_repeat_interleave_0d_scalar
show(torch.repeat_interleave(torch.tensor(7), 3), torch.repeat_interleave(torch.tensor([[1, 2], [3, 4]]), torch.tensor([2]), dim=0))

# r2_repeat_interleave_float
show(torch.repeat_interleave(torch.tensor([1.5, -2.0]), 2), torch.tensor([True, False]).repeat_interleave(2))

# r2_roll_neg_dims
x = torch.arange(6).reshape(2, 3)
show(torch.roll(x, -1, -1), torch.roll(x, (5, -7), (0, 1)), x.roll(0))

# r2_tile_fewer_more
x = torch.arange(4).reshape(2, 2)
show(torch.tile(x, (2,)), torch.tile(x, (2, 1, 1)).shape, x.tile(1))

# r2_repeat_0d_2d
show(torch.tensor([[1, 2]]).repeat(2, 2), torch.tensor(1.5).repeat(3))

# r2_unbind_neg
x = torch.arange(6).reshape(3, 2)
a, b = x.unbind(-1)
show(a, b, len(torch.unbind(torch.zeros(0, 2))), torch.unbind(torch.zeros(2, 0)))

# r2_nonzero_3d
x = torch.tensor([[[0, 1], [1, 0]], [[0, 0], [0, 2]]])
show(torch.nonzero(x), torch.nonzero(x, as_tuple=True))

# r2_nonzero_bool_float
show(torch.tensor([True, False, True]).nonzero(), torch.nonzero(torch.tensor([float('nan'), 0.0, -0.0])))

# r2_searchsorted_edge
s = torch.tensor([1.0, 2.0, 3.0])
show(torch.searchsorted(s, torch.tensor([float('nan'), float('inf'), -float('inf')])), torch.searchsorted(torch.tensor([]), torch.tensor([1.0])))

# r2_searchsorted_scalar_right
show(torch.searchsorted(torch.tensor([1, 2, 2, 3]), 2, right=True), torch.searchsorted(torch.tensor([1, 2, 2, 3]), torch.tensor(2)))

# r2_searchsorted_shape_err
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2])))

# r2_unique_sorted_false
x = torch.tensor([2, 1, 2, 3])
show(torch.unique(x, sorted=False).sort().values, torch.unique(x, return_inverse=True, return_counts=True))

# r2_unique_dim_inverse
x = torch.tensor([[3, 1], [1, 2], [3, 1]])
v, inv, c = torch.unique(x, dim=0, return_inverse=True, return_counts=True)
show(v, inv, c)

# r2_argsort_int_desc_stable
x = torch.tensor([2, 1, 2, 1, 3])
show(torch.argsort(x, descending=True, stable=True), torch.argsort(torch.tensor([[2, 1], [1, 2]]), dim=0, stable=True))

# r2_argsort_bool_0d
show(torch.argsort(torch.tensor([True, False, True])), torch.argsort(torch.tensor(3)))

# r2_diff_n_large
x = torch.tensor([1, 2, 4])
show(torch.diff(x, n=3), torch.diff(x, n=2, dim=0), torch.diff(torch.tensor([1.0, 0.5]), append=torch.tensor([2.0])))

# r2_diff_prepend_2d
x = torch.tensor([[1, 2], [3, 5]])
show(torch.diff(x, dim=0, prepend=torch.tensor([[0, 0]])), torch.diff(x, append=torch.zeros(2, 1, dtype=torch.int64)))

# r2_diff_err
attempt(lambda: torch.diff(torch.tensor([1, 2]), prepend=torch.tensor([[0]])))

# r2_meshgrid_three
a, b, c = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), torch.tensor([6]), indexing='xy')
show(a.shape, b.shape, c.shape, a[:, :, 0])

# r2_meshgrid_single_0d
show(torch.meshgrid(torch.tensor([1, 2, 3]), indexing='ij'), torch.meshgrid(torch.tensor(4), torch.tensor([1, 2]), indexing='ij'))

# r2_tril_triu_batch_neg
x = torch.arange(1, 19).reshape(2, 3, 3)
show(torch.tril(x, -1)[1], torch.triu(x, 1)[0], torch.triu(x, -5).equal(x))

# r2_tril_inplace
x = torch.ones(3, 3)
x.tril_()
y = torch.ones(2, 3, dtype=torch.int64)
y.triu_(1)
show(x, y)

# r2_can_cast_all
show([torch.can_cast(torch.int8, t) for t in [torch.bool, torch.uint8, torch.int16, torch.float16, torch.bfloat16]])
show([torch.can_cast(torch.float32, t) for t in [torch.float16, torch.float64, torch.int64, torch.bool]])

# r2_can_cast_err
attempt(lambda: torch.can_cast(torch.tensor([1]), torch.float32))

# r2_finfo_attrs
f = torch.finfo(torch.float64)
show(f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.bits, f.dtype)

# r2_finfo_bf16_f16
show(torch.finfo(torch.bfloat16).max, torch.finfo(torch.bfloat16).tiny, torch.finfo(torch.float16).eps, torch.finfo(torch.float16).tiny, torch.finfo(torch.float16).resolution)

# r2_finfo_half_alias
show(torch.finfo(torch.half).bits, torch.finfo(torch.float).eps, torch.finfo(torch.double).resolution)

# r2_iinfo_all
show([torch.iinfo(t).max for t in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]])
show([torch.iinfo(t).min for t in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]])

# r2_iinfo_repr_int64
show(torch.iinfo(torch.int64), torch.iinfo(torch.uint8))

# r2_result_type_combos
show(torch.result_type(torch.tensor([1], dtype=torch.int8), 300), torch.result_type(torch.tensor([1.0], dtype=torch.float16), 1e10), torch.result_type(torch.tensor(1), torch.tensor([1], dtype=torch.int8)))

# r2_result_type_err
attempt(lambda: torch.result_type(1, 2))

# r2_promote_types_all
show(torch.promote_types(torch.bool, torch.int8), torch.promote_types(torch.uint8, torch.int16), torch.promote_types(torch.int64, torch.float16), torch.promote_types(torch.float32, torch.float64))

# r2_aliases_more
a = torch.tensor([6, -7])
show(torch.true_divide(a, 4), torch.multiply(a, 2.5), torch.divide(a, 4, rounding_mode='trunc'), torch.subtract(a, 1.5), torch.negative(torch.tensor([0.0])))

# r2_aliases_cmp_more
a = torch.tensor([1.0, float('nan')])
show(torch.greater(a, 0), torch.less_equal(a, 1), torch.greater_equal(a, a), torch.not_equal(a, a), torch.gt(a, 0.5), torch.le(a, 1), torch.ge(a, 1), torch.lt(a, 1))

# r2_subtract_bool_err
attempt(lambda: torch.subtract(torch.tensor([True]), torch.tensor([True])))

# r2_where_err_shape
attempt(lambda: torch.where(torch.tensor([True, False]), torch.ones(3), 0.0))

# r2_type_dtype_variants
x = torch.tensor([1.5, -1.5])
show(x.type(torch.int8), x.type(dtype=torch.float16), x.type(torch.float32) is x, x.type(torch.bfloat16).dtype)

# r2_adv_index_three
x = torch.arange(27).reshape(3, 3, 3)
show(x[[0, 1, 2], [0, 1, 2], [0, 1, 2]], x[[0, 2], ..., [1, 0]], x[torch.tensor([[0], [1]]), torch.tensor([[1, 2]])].shape)

# r2_adv_index_bool_int_mix
x = torch.arange(12).reshape(3, 4)
show(x[torch.tensor([True, False, True]), 1:3], x[1:, torch.tensor([0, 0, 3])], x[[1], [2]])

# r2_adv_write_two_lists_tensor
x = torch.zeros(3, 4, dtype=torch.int64)
x[[0, 1, 2], [3, 2, 1]] = torch.tensor([7, 8, 9])
x[torch.tensor([0, 0]), torch.tensor([0, 0])] = 5
show(x)

# r2_adv_write_slice_list
x = torch.zeros(2, 3)
x[:, [0, 2]] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x[[1], :] = -1
show(x)

# r2_adv_write_float_to_int
x = torch.zeros(3, dtype=torch.int64)
x[[0, 1]] = 2.7
show(x)

# r2_index_put_acc_2d
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([0, 0, 1]), torch.tensor([1, 1, 2])), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)
show(x)
x.index_put_((torch.tensor([1]),), torch.tensor([9.0, 9.0, 9.0]), accumulate=True)
show(x)

# r2_index_put_bool_index
x = torch.arange(4)
show(x.index_put((torch.tensor([True, False, True, False]),), torch.tensor(0)), x.index_put((torch.tensor([3]),), torch.tensor(-1), accumulate=False))

# r2_index_put_int_acc
x = torch.zeros(3, dtype=torch.int32)
x.index_put_([torch.tensor([2, 2, 2])], torch.tensor([1, 1, 1], dtype=torch.int32), True)
show(x)

# r2_index_put_err_dtype
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0]),), torch.tensor([1])))
