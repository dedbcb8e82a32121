# Twin of tests/golden/py_comprehensions.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

xs = [3, -1, 4, -1, 5, -9, 2, 6]
print([x * x for x in xs], [x for x in xs if x > 0], [abs(x) for x in xs if x < 0 if x != -1])
print([(i, j) for i in range(3) for j in range(i)], [[i * j for j in range(3)] for i in range(3)])
print({x % 4 for x in xs}, {x: x * x for x in range(5)}, {k: v for k, v in zip('abc', xs)})
print([c.upper() for c in 'cst'], [n for n in range(20) if n % 3 == 0 and n % 2 == 0])

# Generator expressions: as a call's only argument, and lazily.
ts = [torch.tensor(1.5), torch.tensor(2.0), torch.tensor(-0.5)]
print(sum(t.item() for t in ts), max(t.item() for t in ts), sum(x * x for x in range(10)))
print(any(x > 5 for x in xs), all(x > -10 for x in xs), tuple(x for x in 'ab'), list(x + 1 for x in range(3)))
print(torch.stack([t * 2 for t in ts]), torch.tensor([float(x) for x in xs[:3]]))
g = (x * 10 for x in range(3))
print(next(g), list(g), list(g))
seen = []
def note(x):
    seen.append(x)
    return x
lazy = (note(x) for x in range(4))
print(seen)
for v in lazy:
    print('consumed', v, seen)
    if v == 1:
        break
print(seen)
print(sorted((len(w), w) for w in ['ccc', 'a', 'bb']), '-'.join(str(i) for i in range(4)))

# A comprehension's variable is its own; the first iterable is read outside.
x = 'outer'
y = [x for x in 'ab']
print(x, y, [x for x in x])
n = 3
print([n * i for i in range(n)])
def scaled(k):
    return [k * i for i in range(3)], sum(k * i for i in range(3))
print(scaled(5))
rows = torch.tensor([[1, 2], [3, 4]])
print([row.tolist() for row in rows], [int(v) for row in rows for v in row])
print({i: row.sum().item() for i, row in enumerate(rows)})
