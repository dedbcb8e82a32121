# Twin of tests/golden/py_star.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

# Star targets and tuple targets.
a, *rest = [1, 2, 3, 4]
*init, last = 'xyz'
first, *mid, end = range(5)
p, (q, r) = 1, (2, 3)
print(a, rest, init, last, first, mid, end, p, q, r)
x = y = [0]
x.append(1)
print(x, y, x is y)
i, j = j, i = 1, 2
print(i, j)
for n, (letter, value) in enumerate(zip('ab', [10, 20])):
    print(n, letter, value)
for i, (a, b) in enumerate(zip([1, 2, 3], [4, 5, 6])):
    print(i, a + b)
for (k, v), w in zip({'u': 1, 'v': 2}.items(), 'ST'):
    print(k, v, w)
for head, *tail in [(1, 2, 3), (4,)]:
    print(head, tail)
rows = torch.tensor([[1, 2], [3, 4]])
for r0, r1 in rows:
    print(r0, r1)
h, w = torch.zeros(2, 5).shape
print(h, w)

# Star arguments and parameters.
def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw
print(f(1, c=3))
print(f(1, 2, 3, 4, c=5, e=6, g=7))
print(f(*[9, 8, 7], **{'c': 1, 'z': 0}))
def only_kw(*, scale=1.0, shift):
    return scale, shift
print(only_kw(shift=2), only_kw(shift=1, scale=3))
def total(*nums):
    return sum(nums)
print(total(), total(1, 2, 3), total(*range(5)), total(*[1, 2], *(3, 4)))
print(*[1, 2, 3], sep=', ')
print(*'abc', *[None], end='!\n')
print([*range(3), *'ab'], (*[1, 2], 3), {*[1, 1], 2})
shape = (2, 3)
print(torch.zeros(*shape).shape, torch.ones(*shape, dtype=torch.int64))
kwargs = {'dtype': torch.float64}
print(torch.tensor([1, 2], **kwargs))
def apply(fn, *args, **kwargs):
    return fn(*args, **kwargs)
print(apply(max, 3, 9, 4), apply(sorted, [3, 1], reverse=True), apply(torch.add, torch.tensor([1]), 2))
