# Twin of tests/golden/py_augassign.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

# Every augmented assignment, on ints and floats.
n = 100
n += 5
n -= 3
n *= 2
n //= 7
n %= 10
n **= 3
n <<= 2
n >>= 3
n &= 0b1111
n |= 0b10000
n ^= 0b101
print(n)
f = 7.5
f /= 2
f //= 1
f **= 2
f %= 5
print(f, 7 // -2, -7 % 3, 2 ** -1, 2 ** 10, 7.0 // 2, -7.5 % 2)
print(1 << 0, 1 << 40, 3 << 2, 1024 >> 3, -1 >> 10, -16 >> 2, 5 >> 0, True << 3)

# Lists and strings.
xs = [1, 2]
ys = xs
xs += [3]
xs *= 2
print(xs, ys, xs is ys)
s = 'ab'
s += 'c'
s *= 2
print(s)

# Tensors: in place, the dtype kept; shifts on integer tensors.
t = torch.tensor([1.0, 2.0, 3.0])
alias = t
t += 1
t -= 0.5
t *= 2
t /= 4
t **= 2
print(t, alias is t)
i = torch.tensor([7, -8, 9])
i //= 2
i %= 5
print(i)
b = torch.tensor([1, 2, 4, 8])
b <<= 2
print(b)
b >>= 1
print(b)
b &= 6
b |= 1
b ^= 3
print(b)
print(b << 1, b >> 1, 1 << torch.tensor([0, 1, 5]), torch.tensor([-8, 8]) >> 2)
print(torch.tensor([1, 2], dtype=torch.int8) << 6, torch.tensor([200, 3], dtype=torch.uint8) >> 1)
print(torch.tensor([True, False]) << 2, torch.tensor([3], dtype=torch.int32) << torch.tensor([4]))
m = torch.ones(2, 2)
m @= torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(m)
grid = [[0] * 2 for _ in range(2)]
grid[0][1] += 5
print(grid)
d = {'n': 1}
d['n'] += 1
d['m'] = d.get('m', 0) + 3
print(d)
