# Twin of tests/golden/py_tensor_extras.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

x = torch.tensor([[3.0, -1.0, 2.0], [0.5, 4.0, -2.5]])
print(x.detach(), x.square(), torch.square(x), x.type(torch.int64), x.type_as(torch.tensor([1])))
print(x.new_zeros(2), x.new_ones(2, 2), x.new_full((3,), 7), x.new_zeros((1, 2), dtype=torch.int64).dtype)
print(x.narrow(1, 1, 2), torch.narrow(x, 0, 1, 1), x.index_select(1, torch.tensor([2, 0])), torch.index_select(x, 0, torch.tensor([1])))
print(x.flip(0), torch.flip(x, [0, 1]), x.flip(1), x.argsort(), torch.argsort(x, dim=0, descending=True))
print(x.masked_fill(x < 0, 0.0), x.masked_fill(x > 1, -1))
y = x.clone()
y.masked_fill_(y > 2, 9)
print(y)
v = torch.tensor([1.0, 2.0, 3.0])
print(torch.outer(v, v), v.outer(torch.tensor([1.0, -1.0])))
m = torch.arange(1, 10).reshape(3, 3)
print(torch.tril(m), torch.triu(m), m.tril(-1), m.triu(1))
print(torch.isclose(v, v + 1e-7), torch.allclose(v, v + 1e-7), torch.allclose(v, v + 1), torch.equal(v, v.clone()), torch.equal(v, v[:2]))
print(torch.isclose(torch.tensor([float('nan')]), torch.tensor([float('nan')]), equal_nan=True), torch.get_default_dtype())
s = torch.tensor([1e-10, 1e-5, 1.0])
print(s.log1p(), s.expm1(), torch.log1p(torch.tensor([0, 1])))
z = torch.tensor([1.0, float('nan'), float('inf'), -float('inf')])
print(torch.isnan(z), z.isinf(), torch.isfinite(z), torch.isnan(torch.tensor([1, 2])))
q = torch.tensor([[1., 5., 2.], [4., 3., 6.]])
print(torch.median(q), q.median(), torch.median(q, dim=1), q.median(0, keepdim=True))
print(torch.median(torch.tensor([3, 1, 4, 1])), q.kthvalue(2, dim=1), torch.kthvalue(q, 1, 0))
print(torch.var_mean(q), torch.std_mean(q, dim=0), torch.var_mean(q, 1, keepdim=True))
print(torch.diag(torch.tensor([1, 2])), torch.diag(torch.arange(9).view(3, 3)), torch.arange(6).view(2, 3).diag(), torch.diag(torch.tensor([1.5, -2.0])))
a = torch.tensor([1., 2.]); b = torch.tensor([3., 10.])
print(torch.lerp(a, b, 0.5), a.lerp(b, 0.25), torch.lerp(a, b, 0.75), torch.lerp(a, b, torch.tensor([0.1, 0.9])))
m = torch.tensor([[1., 2.], [3., 4.]])
print(torch.logsumexp(m, dim=1), m.logsumexp(0, keepdim=True), torch.logsumexp(torch.tensor([float('-inf'), float('-inf')]), 0))
r3 = torch.tensor([1, 2, 3])
print(r3.repeat(2), r3.repeat(2, 2), torch.tensor([[1, 2], [3, 4]]).repeat(1, 3), r3.repeat(0).shape, r3.repeat(2, 1, 1).shape)
print(r3.roll(1), torch.roll(r3, -1), torch.arange(6).view(2, 3).roll(1, 1), torch.arange(6).view(2, 3).roll(1), torch.roll(torch.arange(6).view(2, 3), (1, 1), (0, 1)))
