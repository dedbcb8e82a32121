# Twin of tests/golden/ops_erf.cst (its tensors live on cuda:0).  PyTorch
# 1.13's CPU lacks float16 erf, which CUDA has: computed here as CUDA does,
# in float32, rounded once.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402
from torch import tensor, erf, erfc, expm1, log1p, float64  # noqa: E402

inf, nan = math.inf, math.nan
x = tensor([0.0, -0.0, 0.5, -1.5, 3.0, 1e-8, inf, -inf, nan])
show(erf(x), x.erfc(), torch.expm1(x), x.log1p())
d = tensor([0.25, -2.0, 40.0], dtype=float64)
show(erf(d), erfc(d), expm1(d), log1p(d))
i = tensor([0, 1, -1])
show(erf(i), expm1(i), log1p(tensor([True, False])), erfc(i).dtype)
y = tensor([0.1, 0.2])
y.expm1_()
z = tensor([1.0, 3.0])
z.log1p_()
show(y, z, tensor([0.5, 1.0]).half().float().erf().half(), tensor([2.0]).bfloat16().erfc())
fail("ops_erf", 13, "tensor([1, 2]).erf_()", 1, 1, 22, lambda: tensor([1, 2]).erf_())
