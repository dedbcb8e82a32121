# Twin of tests/golden/corpus_types.cst (its tensors live on cuda:0).
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


# promote_int_float
a = torch.tensor([1, 2], dtype=torch.int32)
show((a + 1.5).dtype, (a * 2).dtype, (a + torch.tensor(2.0, dtype=torch.float64)).dtype, (a + torch.tensor([1], dtype=torch.int64)).dtype)

# promote_bool
b = torch.tensor([True, False])
show(b + b, (b + 1).dtype, (b * 1.5).dtype, (b & True).dtype, b.sum().dtype)

# promote_half_bf16
h = torch.tensor([1.0], dtype=torch.float16)
bf = torch.tensor([1.0], dtype=torch.bfloat16)
show((h + bf).dtype, (h + 1).dtype, (h + torch.tensor([1.0])).dtype, (bf * torch.tensor(2.0, dtype=torch.float64)).dtype)

# promote_uint8_int8
u = torch.tensor([200], dtype=torch.uint8)
i = torch.tensor([-1], dtype=torch.int8)
show(u + i, (u + i).dtype, (u - 1).dtype)

# promote_0d_cat
x = torch.tensor([1, 2], dtype=torch.int8)
show((x + torch.tensor(1000)).dtype, x + torch.tensor(1000), (x + torch.tensor(1.5)).dtype)

# result_type
show(torch.result_type(torch.tensor([1]), 1.0), torch.result_type(torch.tensor([1], dtype=torch.uint8), torch.tensor([1], dtype=torch.int8)), torch.result_type(2, 3.0), torch.result_type(torch.tensor(1.0, dtype=torch.float64), torch.tensor([1], dtype=torch.int32)))

# result_type_bool_scalar
show(torch.result_type(torch.tensor([True]), True), torch.result_type(torch.tensor([True]), 1), torch.result_type(torch.tensor([1]), True))

# promote_types
show(torch.promote_types(torch.int32, torch.float16), torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bool, torch.bool), torch.promote_types(torch.bfloat16, torch.float16))

# can_cast
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.int64, torch.int8), torch.can_cast(torch.float64, torch.bool), torch.can_cast(torch.bool, torch.uint8))

# finfo_f32
f = torch.finfo(torch.float32)
show(f.eps, f.max, f.min, f.tiny, f.bits, f.resolution, f.dtype)

# finfo_others
show(torch.finfo(torch.float16).max, torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float64).tiny, torch.finfo().bits, torch.finfo(torch.float16).smallest_normal)

# finfo_repr
show(torch.finfo(torch.float16))
show(torch.finfo(torch.bfloat16))

# finfo_int_err
attempt(lambda: torch.finfo(torch.int32))

# iinfo
i = torch.iinfo(torch.int16)
show(i.min, i.max, i.bits, i.dtype, torch.iinfo(torch.uint8).max, torch.iinfo(torch.int64).min)

# iinfo_repr
show(torch.iinfo(torch.int32))
show(torch.iinfo(torch.int8))

# iinfo_float_err
attempt(lambda: torch.iinfo(torch.float32))
attempt(lambda: torch.iinfo(torch.bool))

# to_dtype
x = torch.tensor([1.5, -1.5, 300.0])
show(x.to(torch.int64), x.to(torch.uint8) if False else 0, x.to(dtype=torch.float16), x.int(), x.long(), x.bool())

# float_to_bf16_round
show(torch.tensor([1.00390625, 3.14159], dtype=torch.bfloat16), torch.tensor([65520.0]).half(), torch.tensor([1e-8]).half())

# is_floating
x = torch.tensor([1])
show(x.is_floating_point(), torch.is_floating_point(x.float()), torch.is_tensor(x), x.element_size(), x.half().element_size(), torch.is_complex(x))

# tensor_infer
show(torch.tensor([1, 2.0]).dtype, torch.tensor([True, 1]).dtype, torch.tensor([]).dtype, torch.tensor(3).dtype, torch.tensor([[1], [2]]).shape)

# tensor_ragged_err
attempt(lambda: torch.tensor([[1, 2], [3]]))

# zeros_like_dtype
x = torch.tensor([1, 2])
show(torch.zeros_like(x, dtype=torch.float32), torch.ones_like(x), torch.full_like(x, 2.7), torch.empty_like(x).shape)

# full_infer
show(torch.full((2,), 3), torch.full((2,), 3.0), torch.full((1,), True), torch.full([2, 1], 1, dtype=torch.float16))

# arange_variants
show(torch.arange(5), torch.arange(1, 4, 0.5), torch.arange(0, -3, -1), torch.arange(3.0), torch.arange(5, dtype=torch.float32))

# arange_err
attempt(lambda: torch.arange(0, 5, 0))
attempt(lambda: torch.arange(5, 0))

# linspace_eye
show(torch.linspace(0, 1, 5), torch.linspace(-1, 1, 1), torch.eye(2, 3), torch.eye(2, dtype=torch.int64))

# item_tolist
x = torch.tensor([[1.5, 2.0]])
show(x.tolist(), x[0, 0].item(), torch.tensor(7).item(), torch.tensor([True]).item(), torch.tensor([1.0], dtype=torch.float16).tolist())

# compare_mixed
show(torch.tensor([1, 2]) == torch.tensor([1.0, 2.5]), torch.tensor([1]) < 1.5, torch.tensor([True]) == 1)

# eq_equal
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.tensor([1, 2]).eq(torch.tensor([1, 3])), torch.isclose(torch.tensor([1.0]), torch.tensor([1.0 + 1e-9])))

# int_div_promote
show(torch.tensor([5]) / 2, torch.tensor([5], dtype=torch.int16) / torch.tensor([2], dtype=torch.int16), torch.tensor([5]) // 2.0, torch.tensor([5]) % 2.5)

# scalar_ops_py
x = torch.tensor([1, 2])
show(2 - x, 10 / x, 1.5 * x, x ** 2.0, -x, +x)

# bool_arith_err
attempt(lambda: torch.tensor([True]) - torch.tensor([False]))

# printopts_int_big
show(torch.tensor([1, 1000000, -5]), torch.tensor([1e10, 1.0]), torch.tensor([0.0001, 1000.0]))

# print_f64_half
show(torch.tensor([1.0, 2.5], dtype=torch.float64), torch.tensor([0.1], dtype=torch.float16), torch.tensor([1 / 3], dtype=torch.bfloat16))

# print_empty_shapes
show(torch.zeros(0), torch.zeros(2, 0), torch.zeros(0, dtype=torch.int64), torch.ones(0, 2, dtype=torch.bool))

# print_0d
show(torch.tensor(3.5), torch.tensor(-0.0), torch.tensor(True), torch.tensor(2, dtype=torch.int8), torch.tensor(float('nan')))

# size_methods
x = torch.zeros(2, 3, 4)
show(x.size(), x.size(-1), x.shape[1], x.numel(), x.dim(), x.ndim, len(x), x.stride(), torch.numel(x))

# size_err
attempt(lambda: torch.zeros(2).size(1))
