# Twin of tests/golden/ops_reduce.cst (its tensors live on cuda:0; cst's
# max(dim)/min(dim)/sort/topk return [values, indices] as a list).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import Host, show  # noqa: E402
from torch import tensor, ones, zeros, arange, int8, uint8, int32, float32, float64  # noqa: E402
from torch import mean, prod, amax, argmax, all, any, sum  # noqa: E402,A004

nan, inf = math.nan, math.inf


x = tensor([[1.5, -2.0, 3.0, 0.25], [4.0, 5.5, -6.0, 1.0], [0.5, 0.5, 2.0, -1.0]])
i = tensor([[3, -1, 7, 2], [0, 5, 5, -2], [1, 1, 1, 1]])
b = tensor([[True, False, True], [True, True, True]])
show(x.sum(), x.sum(0), x.sum(1), x.sum(-1, keepdim=True), x.sum([0, 1]), x.sum((1, 0), keepdim=True))
show(sum(x, 1), sum(x, dim=0), x.sum(dim=[]), x.sum(1, dtype=float64))
show(i.sum(), i.sum(0), i.int().sum(1), i.int().sum(1, dtype=int32), b.sum(), b.sum(1), i.to(uint8).sum())
show(i.to(int8).sum(1), x.half().sum(0), x.bfloat16().sum(1), i.sum(dtype=float32))
show(x.mean(), x.mean(0), x.mean((0, 1), keepdim=True), mean(x, 1), i.mean(1, dtype=float64), x.half().mean())
show(x.prod(), x.prod(1), i.prod(0), i.int().prod(), b.prod(1), prod(x, 0, keepdim=True))
show(x.amax(), x.amax(0), x.amin(1), x.amax([0, 1]), i.amin(0, keepdim=True), b.amax(1), amax(i, 1))
show(x.max(), x.min(), i.max(), b.min(), (x.max(1)), (x.min(0, keepdim=True)))
show((i.max(0)), (i.min(dim=1)), (x.max(-1, True)))
show(x.argmax(), x.argmin(), i.argmax(0), i.argmin(1, keepdim=True), argmax(x, 1), i.argmax())
show(x.all(), x.any(), b.all(), b.all(1), b.any(0), (x > 0).all(0), i.to(uint8).all(1), all(i, 1), any(b, 0))
n = tensor([[1.0, nan, 3.0], [2.0, 2.0, -inf]])
show(n.sum(), n.max(), n.amin(1), (n.max(1)), (n.min(1)), n.argmax(1), n.argmin(), n.prod(1), n.all(1))
s = tensor(2.5)
show(s.sum(), s.sum(0), s.mean(-1), (s.max(0)), s.argmax(), s.amax(0), s.all(), tensor(7).prod(0))
e = zeros(0, 3)
show(e.sum(), e.sum(0), e.mean(0), e.mean(1), e.prod(0), e.amax(1), (e.max(1)), e.argmax(1), e.all(), e.any())
show(ones(2, 3, 4).sum((0, 2)), arange(24).reshape(2, 3, 4).sum((-1, 0)), arange(24).reshape(2, 3, 4).amax((0, 2), keepdim=True))
y = arange(12).reshape(3, 4).float().t()
show(y.sum(0), y.sum(1), (y.max(0)), y.argmax(1), y.mean(), Host(tensor([1, 2]).sum()))
