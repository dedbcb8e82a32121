# Twin of tests/golden/corpus_arrayapi2.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
nan = float('nan')
inf = float('inf')


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (round_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


# clamp_int_bound_overflow
attempt(lambda: torch.clamp(torch.tensor([1, 2], dtype=torch.int8), max=1000))
attempt(lambda: torch.clamp(torch.tensor([1, 2], dtype=torch.uint8), min=300))
attempt(lambda: torch.clamp(torch.tensor([1, 2], dtype=torch.int16), min=-40000))
attempt(lambda: torch.clamp(torch.tensor([1, 2], dtype=torch.int32), min=-3000000000))
attempt(lambda: torch.clip(torch.tensor([1, 2], dtype=torch.int8), -1000, 5))
attempt(lambda: torch.tensor([1, 2], dtype=torch.int8).clamp_(max=200))
attempt(lambda: torch.tensor([1, 2], dtype=torch.int16).clip_(min=-32769))

# clamp_uint8_negative_wraps
show(torch.clamp(torch.tensor([0, 200], dtype=torch.uint8), min=-1, max=100), torch.clamp(torch.tensor([1, 2], dtype=torch.uint8), min=-255))
attempt(lambda: torch.clamp(torch.tensor([1, 2], dtype=torch.uint8), min=-256))

# clamp_float_bound_overflow
attempt(lambda: torch.clamp(torch.tensor([1.0]), max=1e39))
attempt(lambda: torch.clamp(torch.tensor([1.0], dtype=torch.bfloat16), min=-1e39))
show(torch.clamp(torch.tensor([1.0]), max=inf), torch.clamp(torch.tensor([1, 2], dtype=torch.int8), max=1000.0), torch.clamp(torch.tensor([1, 2], dtype=torch.int64), max=9223372036854775807))

# clamp_min_max_functions
x = torch.tensor([1.0, 5.0, nan])
show(torch.clamp_min(x, 2), x.clamp_max(2), torch.clamp_max(x, max=2.5), x.clamp_min(min=torch.tensor([0.0, 6.0, 0.0])))
show(torch.clamp_min(torch.tensor([1, 5]), 2.5), torch.clamp_max(torch.tensor([1, 5]), torch.tensor([2, 2])))
attempt(lambda: torch.clamp_min(torch.tensor([1, 2], dtype=torch.int8), 1000))
attempt(lambda: torch.clamp_max(torch.tensor([True, False]), True))

# clamp_min_max_inplace
y = torch.tensor([1.0, 3.0])
y.clamp_min_(2)
show(y)
y.clamp_max_(max=2.5)
show(y)
z = torch.tensor([1, 5])
z.clamp_max_(torch.tensor([2, 2]))
show(z)
attempt(lambda: z.clamp_min_(torch.tensor([2.5, 2.5])))
attempt(lambda: z.clamp_min_(2.5))
attempt(lambda: z.clamp_max_(max=7.5))
w = torch.tensor([0.5, 7.0])
w.clip_(1, 2)
show(w)

# inplace_cast_names
for dt in [torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8]:
    attempt(lambda: torch.tensor([1, 5], dtype=dt).clamp_(2.5, 7.5))
attempt(lambda: torch.tensor([True]).clamp_(max=1))
attempt(lambda: torch.tensor([1, 5]).clip_(min=2.5))
attempt(lambda: torch.tensor([1, 5]).clamp_(torch.tensor(2.5)))
attempt(lambda: torch.tensor([1, 5]).add_(1.5))
attempt(lambda: torch.tensor([1, 5]).div_(2.5, rounding_mode='floor'))

# pow_inplace_number_exponent
attempt(lambda: torch.tensor([4, 9]).pow_(0.5))
attempt(lambda: torch.tensor([4, 9], dtype=torch.int32).pow_(0.5))
attempt(lambda: torch.tensor([True]).pow_(2))
attempt(lambda: torch.tensor([4, 9]).pow_(torch.tensor([0.5, 0.5])))
p = torch.tensor([2, 3], dtype=torch.int8)
p.pow_(2)
q = torch.tensor([4.0, 9.0], dtype=torch.float16)
q.pow_(0.5)
show(p, q)

# round_int_decimals
show(torch.round(torch.tensor([15, -25])), torch.tensor([15]).round())
attempt(lambda: torch.tensor([15]).round(decimals=0))
attempt(lambda: torch.round(torch.tensor([15, 25]), decimals=-1))
attempt(lambda: torch.tensor([15], dtype=torch.uint8).round(decimals=2))
attempt(lambda: torch.tensor([15]).round_(decimals=1))
attempt(lambda: torch.tensor([True]).round(decimals=2))

# bitwise_not_float
attempt(lambda: torch.bitwise_not(torch.tensor([1.5])))
attempt(lambda: torch.tensor([1.5]).bitwise_not())
attempt(lambda: torch.tensor([1.5], dtype=torch.float64).bitwise_not_())
attempt(lambda: ~torch.tensor([1.5]))
show(~torch.tensor([1, -2]), torch.bitwise_not(torch.tensor([True, False])))

# positive
x = torch.tensor([1, -2])
show(torch.positive(x), x.positive(), torch.positive(x) is x, x.positive() is x, +x)
attempt(lambda: torch.positive(torch.tensor([True])))
attempt(lambda: torch.tensor([True]).positive())

# real_conj_are_the_input
x = torch.tensor([1.5, -2.0])
show(torch.real(x), x.real, x.conj(), torch.conj(x), torch.conj_physical(x), x.resolve_conj())
show(torch.real(x) is x, x.real is x, x.conj() is x, torch.conj_physical(x) is x, torch.resolve_conj(x) is x, x.is_conj(), torch.is_conj(x))
x.real[0] = 7.0
show(x)
show(torch.real(torch.tensor([1, 2])), torch.tensor([True]).conj(), torch.tensor([3], dtype=torch.uint8).conj_physical())

# imag_of_real_dtype
attempt(lambda: torch.imag(torch.tensor([1.5])))
attempt(lambda: torch.tensor([1.5]).imag)
attempt(lambda: torch.tensor([True]).imag)
attempt(lambda: torch.real(5))
