# Twin of tests/golden/ops_shape.cst (its tensors live on cuda:0).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, zeros, arange, cat, concat, stack, split, chunk, where, clamp, maximum, minimum, uint8  # noqa: E402

nan = math.nan
a = tensor([[1, 2, 3], [4, 5, 6]])
f = tensor([[0.5, 1.5, 2.5]])
show(cat([a, a]), cat([a, a], 1), cat([a, f]), cat((a, a), dim=-1), cat([a, zeros(0)]), cat([zeros(0), zeros(0)]))
show(cat([a.int(), a.to(uint8)]), cat([a.bool(), a.bool()], 1), cat([a, zeros(0, 3)]), concat([f, f]), cat([a]))
show(stack([a, a]), stack([a, a], 1), stack([a, a], -1).shape, stack([tensor(1), tensor(2)]), stack([f, f.double()], 2))
show(split(a, 1), split(a, 2, 1), split(a, [1, 2], 1), a.split(5), arange(7).split(3), split(a, [0, 2]))
show(chunk(arange(5), 3), chunk(arange(6), 4), a.chunk(2, 1), chunk(a, 5, -1), len(chunk(zeros(0), 3)))
parts = arange(6).split(2)
parts[1][0] = 100
show(parts, cat(parts))
c = tensor([[1.0, -2.0, 3.0], [-4.0, 5.0, nan]])
show(where(c > 0, c, 0.0), where(c > 0, 1, a), c.clamp(-1, 2), clamp(c, min=0.5), a.clamp(max=3), clamp(a, 2.5))
show(maximum(c, tensor([0.0, 0.0, 0.0])), minimum(a, tensor(3)), maximum(a, c), c.maximum(c))
