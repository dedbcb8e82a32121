# Twin of tests/golden/py_lambda.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

square = lambda x: x * x
add = lambda a, b=10: a + b
print(square(7), add(1), add(1, 2), add(b=5, a=1), (lambda: 'no args')(), (lambda *a, **k: (a, k))(1, z=2))
print(sorted(['ccc', 'a', 'bb'], key=lambda s: len(s)), sorted([(2, 'b'), (1, 'z'), (2, 'a')], key=lambda p: p[1]))
print(max([3, -7, 5], key=lambda v: abs(v)), min(['bb', 'a', 'ccc'], key=len), list(map(lambda v: v + 1, [1, 2])))
print(list(filter(lambda v: v % 2 == 0, range(7))), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
ops = {'double': lambda t: t * 2, 'neg': lambda t: -t}
t = torch.tensor([1.0, -2.0])
print(ops['double'](t), ops['neg'](t), [f(t).tolist() for f in ops.values()])
print(type(square).__name__, callable(square), callable(3))

# Conditional expressions.
for v in [-2, 0, 3]:
    print('neg' if v < 0 else 'zero' if v == 0 else 'pos', v if v else 'falsy')
device = 'cuda' if torch.cuda.is_available() or True else 'cpu'
print(device, [x if x > 0 else 0 for x in [-1, 2, -3]], (1 if True else 2) + 1)
t = torch.tensor([1, 2, 3])
print(t.sum() if t.numel() > 2 else None, 'big' if t.max() > 2 else 'small')
lam = lambda x: 'even' if x % 2 == 0 else 'odd'
print(lam(4), lam(7))

# Functions made inside functions keep what they read.
def make_scale(k):
    return lambda x: x * k
triple = make_scale(3)
print(triple(5), make_scale(0.5)(t))
def counter():
    counts = {}
    def hit(name):
        counts[name] = counts.get(name, 0) + 1
        return counts
    return hit
hit = counter()
hit('a')
hit('b')
print(hit('a'))
def compose(f, g):
    return lambda x: f(g(x))
print(compose(square, lambda v: v + 1)(3), compose(str, abs)(-4))
def fib(n):
    def go(k):
        return k if k < 2 else go(k - 1) + go(k - 2)
    return [go(i) for i in range(n)]
print(fib(10))
