# Twin of tests/golden/py_named.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

x = torch.tensor([[1.0, 5.0, 2.0], [4.0, 0.0, 6.0]])
print(torch.max(x, dim=1))
print(x.min(0))
v, i = x.max(dim=1)
print(v, i)
r = x.max(1, keepdim=True)
print(r.values, r.indices, r[0], r[1], len(r))
s = torch.sort(torch.tensor([3, 1, 2]), descending=True)
print(s)
print(s.values.tolist(), s.indices.tolist(), list(s)[0], tuple(s)[1], isinstance(s, tuple))
k = torch.tensor([0.5, 2.5, 1.5, -1.0]).topk(2)
print(k)
print([t.tolist() for t in k], k.values.sum())
vals, idx = torch.topk(torch.arange(6), 3, largest=False)
print(vals, idx)
print(x.max(), x.argmax(), x.max(dim=0).values.max())

# dtypes and their sizes.
for dt in [torch.float32, torch.float64, torch.float16, torch.int64, torch.int8, torch.bool, torch.uint8]:
    t = torch.zeros(1, dtype=dt)
    print(dt, dt.is_floating_point, t.element_size(), t.dtype.is_floating_point, t.is_floating_point())
print(torch.float.is_floating_point, torch.int.is_floating_point, torch.tensor([1.5]).dtype.is_floating_point)
