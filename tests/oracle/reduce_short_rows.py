# Twin of tests/golden/reduce_short_rows.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

for n in [1, 3, 4, 5, 8, 15, 16, 17, 31, 32, 33, 64, 65, 100, 255, 256, 1000, 1023, 1024]:
    x = ((torch.arange(3 * n) * 7919 % 1009 - 504) / 100.0).reshape(3, n)
    show(n, x.norm(dim=-1), x.var(dim=-1), x.std(dim=-1, correction=0))
    show(n, (1 + x / 1000).prod(dim=-1), x.t().contiguous().t().norm(dim=-1))
    y = x.clone()
    y[0, n // 2] = float("inf")
    y[1, n - 1] = float("nan")
    y[2] = -0.0
    show(n, y.norm(dim=-1), y.prod(dim=-1), y.var(dim=-1), y.sum(dim=-1))
