# Twin of tests/golden/py_iter_builtins.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

xs = [5, 3, 8, 1]
print(list(enumerate(xs)), list(enumerate('ab', start=1)), list(zip(xs, 'abcd', range(10))))
print(sorted(xs), sorted(xs, reverse=True), sorted('hello'), sorted([(1, 'b'), (1, 'a'), (0, 'z')]))
print(sorted(['bb', 'a', 'ccc', 'dd'], key=len), sorted(['bb', 'a', 'ccc', 'dd'], key=len, reverse=True))
print(list(reversed(xs)), list(reversed('abc')), list(reversed(range(3))), list(reversed((1, 2))))
print(min(xs), max(xs), min(4, 2, 9), max('apple', 'pear', key=len), min([], default=None), max((), default=-1))
print(min([[2, 1], [1, 5]]), max(xs, key=lambda v: -v), min('bca'), max({'a': 2, 'b': 1}))
print(sum(xs), sum(xs, 10), sum([0.1] * 3), sum([[1], [2]], []), any([]), all([]), any([0, '', 1]))
print(isinstance(3, int), isinstance(True, int), isinstance(3.0, (int, str)), isinstance([], (list, tuple)))
print(isinstance({}, dict), isinstance({1}, set), isinstance(torch.zeros(1), torch.Tensor), isinstance(torch.Size([1]), tuple))
print(divmod(17, 5), divmod(-17, 5), divmod(7.5, 2), chr(65), chr(0x3b1), ord('a'), ord('\u03b1'))
print(hex(255), hex(-16), oct(8), bin(10), bin(-3), hash(42), hash(-1), hash(2.5), hash((1, 'a')) == hash((1, 'a')))
print(callable(len), callable(None), getattr([], 'pop') is not None, getattr(3, 'x', 'default'), hasattr('', 'upper'))
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, 'end'), list(it))
z = zip([1, 2], [3, 4])
print(list(z), list(z))
e = enumerate('xy')
print(next(e), list(e))
m = map(str, [1, 2])
print(list(m), list(map(pow, [2, 3], [3, 2])), list(filter(None, [0, 1, '', 'a', None])))
print(dict(enumerate('ab')), dict(zip('ab', range(2))), list(zip(*zip('ab', 'cd'))))
print(list(zip()), list(zip([1, 2, 3], [4])), list(enumerate([])))
t = torch.tensor([3, 1, 2])
print(sorted(t.tolist()), list(enumerate(t.tolist())), sum(t), max(t), min(t))
print([v.item() for v in t], list(zip(t.tolist(), 'abc')))
g = torch.tensor([[1, 2], [3, 4]])
print(4 in g, 5 in g, 5 not in g, torch.tensor([3, 4]) in g, torch.tensor([1, 4]) in g, 2.0 in g, True in torch.tensor([0, 1]))
try:
    print('a' in g)
except RuntimeError as e:
    print('RuntimeError', e)

# Sets.
s = {3, 1, 2}
s.add(10)
s.add(3)
print(s, len(s), 3 in s, 4 not in s, set(), set('hello'), set([1, 1, 2]))
print(s | {99}, s & {1, 2, 7}, s - {1}, s ^ {1, 42}, {1, 2} <= s, {1, 2} < {1, 2}, s >= {10})
s.discard(99)
s.remove(1)
print(s, s.union([5], (6,)), s.intersection({2, 3}), s.difference({2}), s.symmetric_difference({2, 50}))
print({1, 2}.issubset([1, 2, 3]), {1, 2}.isdisjoint({3}), {x % 5 for x in range(20)}, sorted({'b', 'a', 'c'}))
u = {1, 2}
u |= {3}
u -= {1}
print(u, {(1, 2), (0, 0)}, {1.5, 2.5, 3}, {-1, -2, 7}, {'only'})
try:
    s.remove(12345)
except KeyError as e:
    print('KeyError', e)
