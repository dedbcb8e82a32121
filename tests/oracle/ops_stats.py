# Twin of tests/golden/ops_stats.cst (its tensors live on cuda:0).  PyTorch
# 1.13 takes correction= only with dim (cst, like PyTorch 2, also without);
# its CPU cumsum lacks float16, computed here as CUDA does (in float, each
# running sum rounded).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, zeros, std, var, norm, cumsum, int32, float32, float64  # noqa: E402

nan, inf = math.nan, math.inf
x = tensor([[1.5, 2.25, -3.0, 4.0], [0.5, 0.25, 9.0, -1.0], [2.0, 2.0, 2.0, 2.0]])
show(x.std(), x.var(), x.std(0), x.var(1), x.var(1, unbiased=False), x.std(1, keepdim=True))
show(x.var(0, correction=0), x.std([0, 1], correction=2), x.var(False), std(x, 0, True, True), var(x, dim=1))
show(x.double().std(1), x.half().var(0), x.bfloat16().std(), tensor([3.0]).var(), tensor(2.0).std(), zeros(0, 2).var(0))
show(x.norm(), x.norm(1), x.norm(3), (x * x).norm(0.5), x.norm(inf), x.norm(-inf), x.norm(0), norm(x, 2, 1))
show(x.norm(dim=0), x.norm(p=1, dim=1, keepdim=True), x.norm(dim=[0, 1]), x.norm('fro'), tensor([3.0, 4.0]).norm())
show(x.double().norm(), x.half().norm(), x.norm(2, 1, dtype=float64), tensor(-2.0).norm(), zeros(0).norm())
i = tensor([[1, 2, 3], [4, 5, 6]], dtype=int32)
show(x.cumsum(0), x.cumsum(1), i.cumsum(1), i.cumsum(0), cumsum(i, dim=-1, dtype=float32))
show(tensor([True, False, True]).cumsum(0), tensor(5).cumsum(0), zeros(0, 3).cumsum(1), x.t().cumsum(1))
show(tensor([1.0, nan, 2.0]).cumsum(0), tensor([1e8, 1.0, -1e8, 1.0]).cumsum(0), x.half().float().cumsum(1).half())
