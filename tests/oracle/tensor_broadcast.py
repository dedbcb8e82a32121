# Twin of tests/golden/tensor_broadcast.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, arange, ones, zeros, where, clamp  # noqa: E402

a = arange(3).reshape(3, 1)
b = arange(4)
show(a + b, a * b.float(), (a + b).shape, (b - a).shape)
show(ones(2, 1, 3) + ones(4, 1), (zeros(0, 3) + ones(3)).shape, zeros(0, 3) + ones(3), tensor(5) + ones(2, 2))
show(ones(1) + zeros(3, 0), (ones(5, 1, 4) * ones(1, 3, 1)).shape, tensor([[1], [2]]) == tensor([1, 2]))
show(where(tensor([True, False, True]), tensor([[1], [2]]), 0), clamp(arange(6).reshape(2, 3), min=tensor([1, 2, 3]), max=tensor(4)))
x = zeros(2, 3)
x += tensor([1, 2, 3])
x *= tensor([[2], [3]])
x -= 1
x /= tensor(2)
show(x)
x[0] = tensor([7, 8, 9])
x[:, 1] = tensor(-1)
x[1, :] = tensor([[5]])
show(x)
m = arange(6).reshape(2, 3)
r = m.t() + arange(2)
show(r, r.stride(), (m.t() * 2).stride(), (m.t() + m.t()).is_contiguous(), (m + m.t().t()).stride())
s = m.t().float().exp()
show(s.stride(), m.t().clone().stride(), m[:, ::2].clone().stride(), m.expand(2, 2, 3).clone().stride())
