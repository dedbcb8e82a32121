# Twin of tests/golden/corpus_args.cst (its tensors live on cuda:0).
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


# r4_missing_flip
attempt(lambda: torch.flip(torch.tensor([1, 2])))

# r4_missing_roll
attempt(lambda: torch.roll(torch.tensor([1, 2])))

# r4_missing_take
attempt(lambda: torch.take(torch.tensor([1, 2])))

# r4_take_list_err
attempt(lambda: torch.take(torch.tensor([1, 2]), [0]))

# r4_atan2_missing
attempt(lambda: torch.atan2(torch.tensor([1.0])))

# r4_unknown_kw
attempt(lambda: torch.flip(torch.tensor([1, 2]), dim=0))

# r4_too_many
attempt(lambda: torch.square(torch.tensor([1]), 2))

# r4_unique_bad_dim
attempt(lambda: torch.unique(torch.tensor([1, 2]), dim=1))

# r4_topk_neg
attempt(lambda: torch.topk(torch.tensor([1, 2]), -1))

# r4_searchsorted_dtype
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), sorter=torch.tensor([0.0, 1.0])))

# r4_movedim_range
attempt(lambda: torch.movedim(torch.zeros(2), 0, 3))

# r4_repeat_neg
attempt(lambda: torch.tensor([1]).repeat(-1))

# r4_unbind_range
attempt(lambda: torch.tensor([[1]]).unbind(2))

# r4_nonzero_kw
show(torch.nonzero(torch.tensor([[1, 0]]), as_tuple=False), torch.tensor([0, 3]).nonzero(as_tuple=True)[0])

# r4_linear_missing_weight
attempt(lambda: F.linear(torch.ones(2)))

# r4_einsum_no_operands
attempt(lambda: torch.einsum('i'))

# r4_cross_entropy_scalar_target
attempt(lambda: F.cross_entropy(torch.ones(2, 3), 1))

# r4_pool_neg
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 0))

# r4_softmax_no_dim
show(torch.softmax(torch.tensor([1.0, 2.0]), -1), torch.tensor([1.0, 3.0]).softmax(0))

# r4_pad_value_int_float
show(F.pad(torch.tensor([1, 2]), (1, 1), value=2.5), F.pad(torch.tensor([1.0]), [1, 1], 'constant', 3))

# r4_where_one_arg_tuple
r = torch.where(torch.tensor([[True, False], [False, True]]))
show(r, type(r).__name__, len(r))

# r4_return_types_sort_getattr
r = torch.sort(torch.tensor([2, 1]))
show(r.values.tolist(), r.indices.tolist(), r[0].tolist())

# r4_max_keepdim_kw_only
show(torch.max(torch.tensor([[1, 2], [3, 4]]), dim=1, keepdim=True))

# r4_min_other_tensor_kw
show(torch.min(torch.tensor([1, 5]), other=torch.tensor([3, 2])) if False else torch.minimum(torch.tensor([1, 5]), torch.tensor([3, 2])))

# r4_max_dim_bad
attempt(lambda: torch.max(torch.tensor([1, 2]), dim=1))

# r4_topk_return_print_int
show(torch.topk(torch.tensor([[5, 1, 3]]), k=2, dim=-1))

# r4_finfo_compare
show(torch.finfo(torch.float32) == torch.finfo(torch.float32), torch.finfo(torch.float32).eps > torch.finfo(torch.float64).eps)

# r4_iinfo_tensor_dtype
x = torch.tensor([1], dtype=torch.int16)
show(torch.iinfo(x.dtype).max, torch.finfo(torch.tensor([1.0]).dtype).bits)

# r4_type_float_to_int_trunc
show(torch.tensor([-1.9, 1.9]).type(torch.int64), torch.tensor([300.0]).type(torch.int16))

# r4_can_cast_same
show(torch.can_cast(torch.int64, torch.int64), torch.can_cast(torch.float16, torch.float16), torch.can_cast(torch.bool, torch.bool))

# r4_result_type_tensor_scalar_float
show(torch.result_type(torch.tensor([1, 2]), 2.5), torch.result_type(3, torch.tensor([1.0], dtype=torch.float16)), torch.result_type(torch.tensor(1.0), torch.tensor([1])))

# r4_broadcast_tensors_single
show(torch.broadcast_tensors(torch.tensor([1, 2])))

# r4_meshgrid_default
a, b = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing='ij')
show(a.stride(), b.stride(), a.is_contiguous())

# r4_unbind_types
show([t.shape for t in torch.zeros(2, 3, 4).unbind(1)])

# r4_index_put_broadcast_value
x = torch.zeros(2, 3)
x.index_put_((torch.tensor([0, 1]),), torch.tensor([1.0, 2.0, 3.0]))
show(x)

# r4_adv_setitem_bool_tensor_value
x = torch.zeros(4)
x[torch.tensor([True, False, True, False])] = torch.tensor([5.0, 6.0])
show(x)

# r4_adv_getitem_list_of_bools
x = torch.arange(3)
show(x[[True, False, True]], x[torch.tensor([2, 0])].dtype)

# r4_adv_getitem_nested_2d
x = torch.arange(12).reshape(3, 4)
show(x[[[0, 1], [2, 2]]], x[torch.tensor([[0, 2], [1, 1]]), 0])

# r4_adv_getitem_neg_oob
attempt(lambda: torch.arange(12).reshape(3, 4)[[-4]])
attempt(lambda: torch.arange(12).reshape(3, 4)[:, [4]])

# r4_index_put_acc_float16
x = torch.zeros(2, dtype=torch.float16)
x.index_put_((torch.tensor([0, 0, 0]),), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float16), accumulate=True)
show(x)

# r4_scatter_add_int8
x = torch.zeros(3, dtype=torch.int8)
show(x.scatter_add(0, torch.tensor([0, 0]), torch.tensor([100, 100], dtype=torch.int8)))

# r4_gather_bool
show(torch.gather(torch.tensor([[True, False]]), 1, torch.tensor([[1, 1, 0]])))

# r4_embedding_bf16
w = torch.tensor([[1.5, 2.5], [3.5, 4.5]], dtype=torch.bfloat16)
show(F.embedding(torch.tensor([1, 0, 1]), w))

# r4_linear_bf16
show(F.linear(torch.tensor([[1.0, 2.0]], dtype=torch.bfloat16), torch.tensor([[0.5, 0.5]], dtype=torch.bfloat16)))

# r4_conv1d_f64
show(F.conv1d(torch.arange(4.0, dtype=torch.float64).reshape(1, 1, 4), torch.ones(1, 1, 2, dtype=torch.float64)))

# r4_pool_f64_ceil
show(F.max_pool2d(torch.arange(25.0, dtype=torch.float64).reshape(1, 1, 5, 5), 2, ceil_mode=True))

# r4_index_add_msgs
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([[0]]), torch.ones(1)))
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0.0]), torch.ones(1)))
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0, 1]), torch.ones(3)))

# r4_special_erf
show(torch.special.erf(torch.tensor([0.5, -1.0])), torch.special.expm1(torch.tensor([1e-6])), torch.special.log1p(torch.tensor([0.5])))

# r4_dtype_is_signed
show(torch.int8.is_signed, torch.uint8.is_signed, torch.float16.is_signed, torch.bool.is_signed, torch.tensor([1]).is_signed())

# r4_rem_int_tensor_ok
a = torch.tensor([7, -7, 9])
b = torch.tensor([2, 3, -4])
show(a % b, torch.fmod(a, b), torch.div(a, b, rounding_mode='floor'), torch.remainder(a, 5), a // -2)
