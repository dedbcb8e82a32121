# Twin of tests/golden/corpus_checks.cst (its tensors live on cuda:0).
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


# r7_linear_1d_weight
show(F.linear(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), F.linear(torch.ones(2, 2), torch.tensor([1.0, -1.0])))
attempt(lambda: F.linear(torch.ones(2, 2), torch.tensor([1.0, -1.0]), torch.tensor(0.5)))
show(F.linear(torch.ones(2), torch.tensor([1.0, -1.0]), torch.tensor(0.5)))
attempt(lambda: F.linear(torch.ones(2), torch.tensor([1.0, -1.0]), torch.tensor([0.5])))

# r7_addmm_vectors
attempt(lambda: torch.addmm(torch.zeros(2), torch.ones(2), torch.ones(2, 2)))
attempt(lambda: torch.addmm(torch.zeros(2), torch.ones(2, 2), torch.ones(2)))
show(torch.addmm(torch.zeros(2), torch.ones(2, 2), torch.ones(2, 2), beta=0.5, alpha=2))

# r7_can_cast_kw
show(torch.can_cast(torch.int8, to=torch.uint8), torch.can_cast(torch.float16, torch.bfloat16))
attempt(lambda: torch.can_cast(to=torch.uint8, from_=torch.int8))
attempt(lambda: torch.can_cast(torch.int8))
attempt(lambda: torch.can_cast(torch.int8, torch.uint8, 3))
attempt(lambda: torch.can_cast(torch.int8, torch.uint8, bad=3))
attempt(lambda: torch.can_cast(1, torch.uint8))

# r7_promote_types_args
show(torch.promote_types(torch.int8, type2=torch.uint8))
attempt(lambda: torch.promote_types(torch.int8))
attempt(lambda: torch.promote_types(torch.int8, torch.int8, 2))
attempt(lambda: torch.promote_types(torch.int8, type3=torch.int8))

# r7_where_scalar_overflow
c = torch.tensor([True, False])
x = torch.tensor([1, 2], dtype=torch.int8)
attempt(lambda: torch.where(c, x, 1000))
attempt(lambda: torch.where(c, 1000, x))
attempt(lambda: torch.where(c, torch.tensor([1.0, 2.0], dtype=torch.float16), 1e6))
show(torch.where(c, x, 100), torch.where(c, x, 1.5), torch.where(c, x, torch.tensor(1000)))
show(torch.where(c, torch.tensor([1, 2], dtype=torch.uint8), -1), torch.where(c, x, -128))
