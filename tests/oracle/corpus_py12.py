# Twin of tests/golden/corpus_py12.cst (its tensors live on cuda:0): the plain
# Python a ported script is written in is CPython 3.11's own here, so its values
# and error messages are CPython's; where the golden puts a tensor's text inside
# a string, the twin writes what PyTorch prints for cuda:0 (text()).
from __future__ import annotations

import math
import os
import sys
import warnings
from typing import Dict, List, Optional, Tuple, cast

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import attempt, show, text  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")

# imp_typing_annot
def scale(xs: List[float], k: float = 2.0) -> List[float]:
    return [x * k for x in xs]
def first(t: torch.Tensor) -> Optional[torch.Tensor]:
    return t[0] if t.numel() else None
ys: List[float] = scale([1.0, 2.5])
pair: Tuple[int, int] = (3, 4)
show(ys, pair, first(torch.tensor([5, 6])), first(torch.tensor([])))

# imp_from_torch_nn
from torch import nn
from torch.nn import functional as FF
x = torch.tensor([-1.0, 0.5, 2.0])
show(nn.functional.relu(x), FF.softmax(x, dim=0))

# imp_math_basic
show(math.sqrt(16), math.pi, math.e, math.log(math.e), math.log2(8), math.log10(1000))
show(math.floor(2.7), math.ceil(2.1), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7))
show(math.exp(0), math.cos(0), math.sin(0), math.tanh(0), math.fabs(-3))

# imp_math_more
show(math.isclose(0.1 + 0.2, 0.3), math.isnan(float('nan')), math.isinf(-math.inf), math.inf)
show(math.prod([2, 3, 4]), math.gcd(12, 18), math.factorial(5), math.hypot(3, 4))
show(math.pow(2, 0.5), math.log(8, 2), math.degrees(math.pi), math.radians(180))

# imp_math_errors
attempt(lambda: math.sqrt(-1))
attempt(lambda: math.log(0))
attempt(lambda: math.log(-1.0))
attempt(lambda: math.factorial(-1))

# imp_math_of_tensor
t = torch.tensor(2.25)
show(math.sqrt(t), math.floor(torch.tensor(3.7)), math.exp(torch.tensor(0.0)))
show(math.isfinite(torch.tensor(1.0)), math.log(torch.tensor(1.0)))

# imp_math_tensor_multi_err
attempt(lambda: math.sqrt(torch.tensor([1.0, 4.0])))

# fn_defaults
def lr_at(step, base=0.1, warmup=10):
    return base * min(1.0, (step + 1) / warmup)
show(lr_at(0), lr_at(4), lr_at(20), lr_at(4, warmup=5), lr_at(4, 1.0, 2))

# fn_kwonly
def clip(t, *, lo=-1.0, hi=1.0):
    return t.clamp(min=lo, max=hi)
x = torch.tensor([-3.0, 0.5, 3.0])
show(clip(x), clip(x, lo=0.0), clip(x, hi=2.0, lo=-2.0))

# fn_kwonly_positional_err
def clip2(t, *, lo=-1.0):
    return t.clamp(min=lo)
attempt(lambda: clip2(torch.tensor([1.0]), 0.0))

# fn_missing_arg_err
def pair2(a, b):
    return a + b
attempt(lambda: pair2(1))
attempt(lambda: pair2())

# fn_too_many_err
attempt(lambda: pair2(1, 2, 3))

# fn_unexpected_kw_err
attempt(lambda: pair2(1, c=2))

# fn_multiple_values_err
attempt(lambda: pair2(1, a=2))

# fn_missing_kwonly_err
def need_kw(x, *, scale):
    return x * scale
attempt(lambda: need_kw(2))
show(need_kw(2, scale=torch.tensor(1.5)))

# fn_star_args
def total(*args):
    s = 0
    for a in args:
        s = s + a
    return s
show(total(), total(1, 2, 3), total(torch.tensor([1, 2]), torch.tensor([10, 20])))
show(type(total.__name__).__name__, total.__name__)

# fn_star_args_tuple
def argtype(*args, **kwargs):
    return type(args).__name__, type(kwargs).__name__, len(args), sorted(kwargs)
show(argtype(1, 2, z=3, a=4))

# fn_kwargs_forward
def layer(x, **kw):
    return F.softmax(x, **kw)
show(layer(torch.tensor([1.0, 2.0, 3.0]), dim=0))

# fn_kwargs_dict
def opts(**kwargs):
    return kwargs
show(opts(lr=0.01, momentum=0.9), opts())

# fn_call_spread
def mix(a, b, c=0):
    return a * 100 + b * 10 + c
args = [1, 2]
kw = {'c': 3}
show(mix(*args), mix(*args, **kw), mix(*[4, 5, 6]), mix(**{'a': 1, 'b': 0}))

# fn_spread_shape
shape = (2, 3)
show(torch.zeros(*shape).shape, torch.ones(shape).sum())

# fn_lambda_basic
sq = lambda v: v * v
add = lambda a, b=10: a + b
show(sq(3), sq(torch.tensor([1, 2, 3])), add(1), add(1, 2))

# fn_lambda_sort_key
items = [('b', 2), ('a', 3), ('c', 1)]
show(sorted(items, key=lambda p: p[1]), sorted(items), sorted(items, key=lambda p: p[0], reverse=True))

# fn_lambda_in_dict
acts = {'relu': lambda t: t.clamp(min=0), 'neg': lambda t: -t}
x = torch.tensor([-1, 2])
show([acts[k](x) for k in acts])

# fn_closure
def make_scaler(k):
    def f(x):
        return x * k
    return f
double = make_scaler(2)
half = make_scaler(0.5)
show(double(21), half(torch.tensor([2.0, 4.0])))

# fn_closure_counter_list
def make_counter():
    count = [0]
    def inc():
        count[0] += 1
        return count[0]
    return inc
c = make_counter()
c()
c()
show(c())

# fn_nested_helper
def normalize(t):
    def center(u):
        return u - u.mean()
    def scale(u):
        return u / u.abs().max()
    return scale(center(t))
show(normalize(torch.tensor([1.0, 2.0, 3.0, 6.0])))

# fn_recursion_factorial
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
show(fact(0), fact(5), fact(20))

# fn_recursion_fib
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
show([fib(i) for i in range(10)])

# fn_recursion_nested_list
def flatten(xs):
    out = []
    for x in xs:
        if isinstance(x, list):
            out.extend(flatten(x))
        else:
            out.append(x)
    return out
show(flatten([1, [2, [3, 4]], [], [[5]]]))

# fn_recursion_tree_shapes
def shapes(obj):
    if isinstance(obj, torch.Tensor):
        return list(obj.shape)
    if isinstance(obj, dict):
        return {k: shapes(v) for k, v in obj.items()}
    return [shapes(v) for v in obj]
show(shapes({'w': torch.zeros(2, 3), 'bs': [torch.zeros(3), torch.zeros(1, 1)]}))

# fn_recursion_depth_err
def down(n):
    return down(n + 1)
attempt(lambda: down(0))

# fn_return_tuple
def stats(t):
    return t.mean(), t.std(), t.numel()
m, s, n = stats(torch.tensor([1.0, 2.0, 3.0, 4.0]))
show(m, s, n)
r = stats(torch.tensor([2.0, 4.0]))
show(type(r).__name__, len(r), r[2])

# fn_return_none
def noop(x):
    x = x + 1
show(noop(1), noop(1) is None)

# fn_default_mutable
def acc(x, bucket=[]):
    bucket.append(x)
    return bucket
acc(1)
show(acc(2), acc(3, []))

# fn_default_eval_time
k = 5
def addk(x, k=k):
    return x + k
k = 100
show(addk(1))

# fn_global
counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump()
bump()
show(counter, bump())

# fn_global_tensor
running = torch.zeros(2)
def update(v):
    global running
    running = 0.9 * running + 0.1 * v
update(torch.tensor([1.0, 2.0]))
update(torch.tensor([1.0, 2.0]))
show(running)

# fn_unbound_local_err
total_loss = 0
def add_loss(v):
    total_loss += v
    return total_loss
attempt(lambda: add_loss(1))

# fn_map_filter
xs = [1, 2, 3, 4, 5, 6]
show(list(map(lambda v: v * v, xs)), list(filter(lambda v: v % 2 == 0, xs)))
show(list(map(str, xs)), list(map(int, ['7', '8'])), list(filter(None, [0, 1, '', 'a', None, 2])))

# fn_map_two_lists
show(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20, 30])))

# fn_map_tensors
ts = [torch.tensor([1.0, 2.0]), torch.tensor([3.0])]
show(list(map(torch.sum, ts)), list(map(len, ts)))

# fn_any_all
show(any([]), all([]), any([0, 0, 1]), all([1, 2, 0]), any(x > 3 for x in [1, 5]), all(x > 0 for x in [1, 5]))

# fn_any_all_tensors
ts = [torch.tensor([1, 2]), torch.tensor([0, 3])]
show(all(bool((t > 0).all()) for t in ts), any((t == 0).any() for t in ts))

# fn_sum_builtin
show(sum([1, 2, 3]), sum([0.5, 0.25]), sum([], 0), sum([[1], [2, 3]], []), sum(range(101)))

# fn_sum_start_tensor
ts = [torch.tensor([1, 2]), torch.tensor([3, 4])]
show(sum(ts, torch.zeros(2)), sum(t.sum() for t in ts))

# fn_min_max_key
words = ['tensor', 'is', 'cuda']
show(min(words), max(words), min(words, key=len), max(words, key=len), max([3, 1, 2]), min(4, 2, 8))
show(max([], default=-1), min([5], default=0), max(-1, -5, key=abs))

# fn_min_max_dict
scores = {'a': 0.3, 'b': 0.9, 'c': 0.5}
show(max(scores, key=scores.get), min(scores.items(), key=lambda kv: kv[1]))

# fn_min_empty_err
attempt(lambda: min([]))
attempt(lambda: max([]))

# fn_len_abs_round
show(len('abc'), len([1, 2]), len({'a': 1}), len((1,)), len(range(3, 10, 2)))
show(abs(-3), abs(-2.5), abs(torch.tensor([-1, 2])), round(2.5), round(3.5), round(-0.5))
show(round(3.14159, 2), round(1234.5678, -2), round(7), type(round(2.5)).__name__, type(round(2.5, 1)).__name__)

# fn_divmod_pow
show(divmod(17, 5), divmod(-17, 5), divmod(7.5, 2), pow(2, 10), pow(2, -1), 2 ** -2)

# fn_isinstance
x = torch.tensor([1])
show(isinstance(x, torch.Tensor), isinstance(3, int), isinstance(True, int), isinstance(3.0, (int, float)))
show(isinstance('a', str), isinstance([], list), isinstance((), tuple), isinstance({}, dict), isinstance(None, int))

# fn_type_name
vals = [1, 2.0, True, 'x', None, [1], (1,), {'a': 1}, {1}, torch.tensor(1), torch.float32, torch.Size([2])]
show([type(v).__name__ for v in vals])

# fn_type_compare
show(type(3) == int, type(3.0) is float, type(True) == int, type(torch.zeros(1)) == torch.Tensor)

# fn_callable
def f1():
    return 1
show(callable(f1), callable(lambda: 0), callable(3), callable(torch.zeros))
# dict_literal_access
cfg = {'lr': 0.001, 'epochs': 10, 'layers': [64, 32]}
show(cfg['lr'], cfg['layers'][1], len(cfg), 'lr' in cfg, 'wd' in cfg, 'wd' not in cfg)

# dict_get_default
show(cfg.get('epochs'), cfg.get('wd'), cfg.get('wd', 0.0), cfg.get('layers', [])[0])

# dict_keyerror
attempt(lambda: cfg['batch_size'])
d = {1: 'a', (2, 3): 'b'}
attempt(lambda: d[(2, 4)])
attempt(lambda: d[0])
attempt(lambda: {}['x'])

# dict_items_keys_values
d = {'w': torch.tensor([1.0, 2.0]), 'b': torch.tensor(0.5)}
show(list(d.keys()), len(d.values()))
for k, v in d.items():
    show(k, v.shape, v)

# dict_views_print
d = {'a': 1, 'b': 2}
show(d.keys(), d.values(), d.items())

# dict_setdefault
groups = {}
for name, n in [('conv', 3), ('fc', 1), ('conv', 5)]:
    groups.setdefault(name, []).append(n)
show(groups, groups.setdefault('fc', []), groups.setdefault('bn', 0), groups)

# dict_update
d = {'a': 1, 'b': 2}
d.update({'b': 20, 'c': 3})
d.update(d2=4)
d.update([('e', 5)])
show(d)

# dict_pop
d = {'a': 1, 'b': 2, 'c': 3}
show(d.pop('b'), d, d.pop('zz', None), d.popitem(), d)
attempt(lambda: d.pop('zz'))

# dict_order_insertion
d = {}
d['z'] = 1
d['a'] = 2
d['m'] = 3
d['z'] = 4
show(d, list(d))
del d['a']
d['a'] = 5
show(d)

# dict_comprehension
names = ['w1', 'b1', 'w2']
d = {n: i for i, n in enumerate(names)}
show(d, {k: v for k, v in d.items() if k.startswith('w')}, {v: k for k, v in d.items()})

# dict_comp_tensors
params = {'w': torch.arange(6.0).view(2, 3), 'b': torch.ones(3)}
show({k: tuple(v.shape) for k, v in params.items()}, {k: v.numel() for k, v in params.items()})
show(sum(v.numel() for v in params.values()))

# dict_state_dict_like
state = {'layer.weight': torch.tensor([[1.0, 2.0]]), 'layer.bias': torch.tensor([0.0])}
renamed = {k.replace('layer.', 'fc.'): v for k, v in state.items()}
show(renamed)

# dict_dict_constructor
show(dict(a=1, b=2), dict([('x', 1), ('y', 2)]), dict(zip(['p', 'q'], [3, 4])), dict({'k': 1}, m=2))

# dict_fromkeys_copy
d = dict.fromkeys(['a', 'b'], 0)
e = d.copy()
e['a'] = 9
show(d, e, d == {'b': 0, 'a': 0}, d != e)

# dict_merge_ops
a = {'x': 1, 'y': 2}
b = {'y': 3, 'z': 4}
show({**a, **b}, a | b)
a |= {'w': 0}
show(a)

# dict_iteration_sorted
d = {'b': 2, 'c': 1, 'a': 3}
show(sorted(d), sorted(d.items()), sorted(d, key=d.get), sorted(d.values(), reverse=True))

# dict_clear_len
d = {'a': 1}
d.clear()
show(d, len(d), bool(d), bool({'a': 0}))

# dict_nested
hist = {'train': {'loss': [], 'acc': []}, 'val': {'loss': []}}
for e in range(3):
    hist['train']['loss'].append(round(1.0 / (e + 1), 3))
show(hist, hist['train']['loss'][-1])

# dict_int_float_keys
d = {1: 'int', 2.0: 'float'}
d[1.0] = 'float one'
d[True] = 'bool'
show(d, d[2], len(d))

# dict_unhashable_err
attempt(lambda: {[1, 2]: 'x'})
attempt(lambda: {{}: 1})

# dict_tensor_key_identity
a = torch.tensor(1)
b = torch.tensor(1)
d = {a: 'first'}
d[b] = 'second'
show(len(d), d[a], d[b], a in d)

# dict_count_words
sentence = 'the cat and the hat and the bat'
counts = {}
for w in sentence.split():
    counts[w] = counts.get(w, 0) + 1
show(counts, max(counts, key=counts.get))

# set_basic
s = {3, 1, 2, 3}
show(s, len(s), 2 in s, 5 in s, sorted(s, reverse=True))
s.add(7)
s.discard(1)
s.remove(2)
show(s)
attempt(lambda: s.remove(99))

# set_ops
a = {1, 2, 3, 4}
b = {3, 4, 5}
show(a | b, a & b, a - b, a ^ b, a.union([9]), a.intersection(b), a.issubset({1, 2, 3, 4, 5}), {1} <= a)

# set_from_list_dedupe
labels = [2, 0, 2, 1, 0, 2]
show(set(labels), sorted(set(labels)), len(set(labels)), set(), set('aab') == {'a', 'b'})

# set_from_tensor_tolist
y = torch.tensor([3, 1, 3, 0])
show(sorted(set(y.tolist())), set(y.tolist()) == {0, 1, 3})

# set_comprehension
show({x % 3 for x in range(10)}, {w[0] for w in ['ab', 'ac', 'bd']} == {'a', 'b'})

# set_empty_print
s = set()
show(s, type(s).__name__, type({}).__name__)

# list_append_extend_insert
xs = [1, 2]
xs.append(3)
xs.extend([4, 5])
xs.insert(0, 0)
xs.insert(-1, 99)
xs.insert(100, 7)
show(xs, len(xs))

# list_pop_remove
xs = [10, 20, 30, 40, 20]
show(xs.pop(), xs.pop(0), xs, xs.index(20), xs.count(20))
xs.remove(20)
show(xs)
attempt(lambda: xs.remove(99))
attempt(lambda: xs.index(99))
attempt(lambda: [].pop())
attempt(lambda: [1].pop(5))

# list_sort_key_reverse
rows = [(0.3, 'b'), (0.9, 'a'), (0.1, 'c')]
rows.sort()
show(rows)
rows.sort(key=lambda r: r[1], reverse=True)
show(rows)
xs = [3, -1, 2, -5]
xs.sort(key=abs)
show(xs, sorted(xs, key=lambda v: -v))

# list_sort_stable
pairs = [('a', 2), ('b', 1), ('c', 2), ('d', 1)]
show(sorted(pairs, key=lambda p: p[1]), sorted(pairs, key=lambda p: p[1], reverse=True))

# list_sort_mixed_err
attempt(lambda: sorted([1, 'a']))
attempt(lambda: sorted([{'a': 1}, {'b': 2}]))

# list_sort_tensors_key
ts = [torch.tensor([3.0, 1.0]), torch.tensor([0.5]), torch.tensor([1.0, 1.0, 1.0])]
show(sorted(ts, key=lambda t: t.sum().item()), sorted(ts, key=len))

# list_slicing_steps
xs = list(range(10))
show(xs[::2], xs[1::3], xs[::-1], xs[-3:], xs[:-7], xs[8:2:-2], xs[100:], xs[-100:2])

# list_slice_assign
xs = [0, 1, 2, 3, 4]
xs[1:3] = [10, 20, 30]
show(xs)
xs[::2] = [7, 7, 7]
show(xs)
del xs[0]
del xs[-2:]
show(xs)

# list_index_errors
xs = [1, 2, 3]
attempt(lambda: xs[3])
attempt(lambda: xs[-4])
attempt(lambda: xs['a'])
attempt(lambda: xs[1.0])

# list_ops
a = [1, 2]
show(a + [3], a * 3, [0] * 4, [[0] * 2] * 2, 2 in a, a == [1, 2], a < [1, 3], [] or 'empty')

# list_copy_alias
a = [1, 2, 3]
b = a
c = a.copy()
d = a[:]
b.append(4)
show(a, c, d, a is b, a is c, list(a) == a)

# list_reverse_clear
a = [1, 2, 3]
a.reverse()
show(a, list(reversed(a)), a[::-1])
a.clear()
show(a)

# list_nested_comp
m = [[i * 3 + j for j in range(3)] for i in range(2)]
show(m, [x for row in m for x in row], [[row[j] for row in m] for j in range(3)])

# list_comp_cond
xs = range(-3, 4)
show([x for x in xs if x > 0], [x if x > 0 else 0 for x in xs], [x * y for x in [1, 2] for y in [10, 20] if x * y != 20])

# list_comp_of_tensors_cond
ts = [torch.tensor([1.0, -1.0]), torch.tensor([2.0, 3.0]), torch.tensor([-4.0, 0.0])]
show([t for t in ts if (t > 0).all()], [t.max().item() for t in ts])

# list_constructors
show(list(), list('abc'), list((1, 2)), list(range(3)), list({'a': 1, 'b': 2}), list(torch.tensor([1, 2])))

# tuple_basic
t = (1, 'a', 2.5)
show(t, t[1], t[-1], t[:2], len(t), t + (None,), t * 2, (1,), (), tuple([1, 2]))

# tuple_methods
t = (1, 2, 2, 3)
show(t.count(2), t.index(3), 2 in t, t == (1, 2, 2, 3), (1, 2) < (1, 3), max(t), min(t), sum(t))

# tuple_immutable_err
t = (1, 2)
def set0():
    t[0] = 5
attempt(set0)
attempt(lambda: t.append(3))

# tuple_unpack_star
first, *rest = [1, 2, 3, 4]
*init, last = (1, 2, 3)
a, *mid, z = range(5)
show(first, rest, init, last, a, mid, z)
h, *t2 = [9]
show(h, t2)

# tuple_unpack_nested
(a, b), c = (1, 2), 3
for i, (x, y) in enumerate([(1, 2), (3, 4)]):
    show(i, x, y)
show(a, b, c)

# tuple_unpack_errors
def unpack3():
    a, b, c = [1, 2]
def unpack2():
    a, b = [1, 2, 3]
def unpack_int():
    a, b = 5
attempt(unpack3)
attempt(unpack2)
attempt(unpack_int)

# tuple_swap
a, b = 1, 2
a, b = b, a
x = [1, 2, 3]
x[0], x[2] = x[2], x[0]
show(a, b, x)

# tuple_unpack_tensor_shape
t = torch.zeros(2, 3, 4)
B, *rest = t.shape
N, C, L = t.shape
show(B, rest, N * C * L, type(B).__name__)
# it_enumerate_start
for i, name in enumerate(['conv', 'bn', 'fc'], start=1):
    show(f"{i}: {name}")
show(list(enumerate('ab', 10)))

# it_zip_uneven
show(list(zip([1, 2, 3], 'ab')), list(zip()), list(zip([1, 2], [3, 4], [5, 6])))
show(dict(zip('abc', range(3))))

# it_zip_unzip
pairs = [(1, 'a'), (2, 'b'), (3, 'c')]
nums, chars = zip(*pairs)
show(nums, chars)

# it_range_forms
show(list(range(5)), list(range(2, 5)), list(range(10, 0, -3)), list(range(0)), range(3), range(1, 10, 2))
show(len(range(0, 10, 3)), range(10)[-1], range(10)[2:5], 5 in range(10), list(range(-2, 2)))

# it_range_errors
attempt(lambda: range(1, 5, 0))
attempt(lambda: range(1.5))

# it_reversed_sorted
show(list(reversed([1, 2, 3])), list(reversed(range(4))), sorted('cab'), sorted([3, 1, 2], reverse=True))
show(list(reversed('abc')), ''.join(reversed('abc')))

# it_iter_next
it = iter([1, 2])
show(next(it), next(it), next(it, 'done'))
attempt(lambda: next(it))

# it_generator_expr
gen = (x * x for x in range(4))
show(list(gen), list(gen))
show(sum(x for x in range(5) if x % 2), max((len(w) for w in ['a', 'abc']), default=0))

# it_for_else
for x in [1, 3, 5]:
    if x % 2 == 0:
        show('even', x)
        break
else:
    show('no even')
for x in [1, 4, 5]:
    if x % 2 == 0:
        show('even', x)
        break
else:
    show('no even')

# it_while_else
n = 0
while n < 3:
    n += 1
else:
    show('done', n)
while True:
    n -= 1
    if n == 0:
        break
else:
    show('not printed')
show(n)

# it_break_continue
out = []
for i in range(10):
    if i % 3 == 0:
        continue
    if i > 7:
        break
    out.append(i)
show(out)

# it_nested_break
found = None
for i in range(3):
    for j in range(3):
        if i * j == 2:
            found = (i, j)
            break
    if found:
        break
show(found)

# it_while_tensor_cond
x = torch.tensor(100.0)
steps = 0
while x > 1:
    x = x / 2
    steps += 1
show(steps, x)

# it_early_stopping
losses = [0.9, 0.7, 0.71, 0.72, 0.73, 0.5]
best = float('inf')
bad = 0
for epoch, loss in enumerate(losses):
    if loss < best - 1e-3:
        best = loss
        bad = 0
    else:
        bad += 1
        if bad >= 3:
            show(f"stop at epoch {epoch}, best {best:.2f}")
            break

# it_conditional_expr
x = 5
show('pos' if x > 0 else 'neg', 'a' if None else 'b', [1 if i % 2 else 0 for i in range(4)])

# it_chained_compare
x = 5
show(1 < x < 10, 1 < x > 10, 0 <= x <= 5 < 6, 1 == 1 < 2, 3 > x < undefined_name)

# it_chained_tensor_item
t = torch.tensor(0.5)
show(0 < t.item() < 1, 0 < t < 1)

# it_is_none
def maybe(x=None):
    if x is None:
        return 'none'
    if x is not None and x == 0:
        return 'zero'
    return 'other'
show(maybe(), maybe(0), maybe(1), None is None, None == None, [] is not None)

# it_truthiness
show(bool(0), bool(0.0), bool(''), bool('0'), bool([]), bool([0]), bool(None), bool(()), bool({}), bool(-1))
show(0 or 'x', 3 and 4, None or [] or 0, 'a' and '', not [], not 1)

# str_join_split
show(', '.join(['a', 'b', 'c']), '-'.join(str(i) for i in range(3)), 'a b  c'.split(), 'a,b,,c'.split(','))
show('k=v=w'.split('=', 1), 'x y z'.rsplit(' ', 1), 'line1\nline2'.splitlines(), ''.join([]))

# str_join_err
attempt(lambda: ', '.join([1, 2]))

# str_strip_replace
s = '  Hello World  '
show(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), 'xxabcxx'.strip('x'), s.replace('l', 'L'), 'aaa'.replace('a', 'b', 2))

# str_case
s = 'Tensor Core'
show(s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), 'abc'.isalpha(), '123'.isdigit(), ' '.isspace())

# str_find
s = 'model.layer1.weight'
show(s.startswith('model'), s.endswith(('.bias', '.weight')), s.find('layer'), s.find('zz'), s.index('.'), s.rfind('.'), s.count('.'))
show(s.partition('.'), s.rpartition('.'), 'layer' in s)
attempt(lambda: s.index('zz'))

# str_pad
show('7'.zfill(3), '-7'.zfill(4), 'ab'.center(6), 'ab'.center(7, '*'), 'ab'.ljust(5, '.'), 'ab'.rjust(5), '12345'.zfill(3))

# str_format_method
show('{} + {} = {}'.format(1, 2, 3), '{0}{1}{0}'.format('a', 'b'), '{name}: {val:.2f}'.format(name='loss', val=0.12345))
show('{:>8}|{:<8}|{:^8}|'.format('r', 'l', 'c'), '{:08.3f}'.format(3.14159), '{:+d} {:,}'.format(5, 1234567))

# str_format_tensor_0d
loss = torch.tensor(0.123456)
show('loss {:.4f}'.format(loss), 'loss {:.2e}'.format(loss), 'n={:d}'.format(torch.tensor(7)))

# str_index_slice
s = 'abcdef'
show(s[0], s[-1], s[1:4], s[::2], s[::-1], len(s), s * 2, s + 'g', 'cd' in s)
attempt(lambda: s[10])

# str_immutable_err
def set_char():
    s[0] = 'z'
attempt(set_char)

# str_concat_err
attempt(lambda: 'epoch ' + 5)
attempt(lambda: 5 + 'epoch')

# str_compare_conv
show('a' < 'b', 'abc' == 'abc', 'B' < 'a', str(12) + str(3.0), str(True), str(None), str([1, 'a']), repr('a'), repr("it's"))

# fmt_fstring_ints
n = 42
show(f"{n}", f"{n:5d}|", f"{n:<5}|", f"{n:05d}", f"{n:x}", f"{n:b}", f"{n:,}", f"{1234567:_}", f"{n:+}", f"{-n:>6}")

# fmt_fstring_floats
x = 3.14159265
show(f"{x:.2f}", f"{x:8.3f}|", f"{x:.3e}", f"{x:g}", f"{1e-7:g}", f"{x:.0f}", f"{0.5:.0%}", f"{0.1234:.1%}", f"{x:10.4}|")
show(f"{2.5:.0f} {3.5:.0f}", f"{1e20}", f"{1/3}", f"{float('inf'):.2f}", f"{-0.0}")

# fmt_fstring_tensor_0d
acc = torch.tensor(0.87654)
n = torch.tensor(12)
show(f"acc={acc:.3f}", f"acc={acc.item():.2%}", f"n={n:d}", f"n={n:>4}", f"n={n.item()}")

# fmt_fstring_tensor_plain
t = torch.tensor([1.5, 2.0])
show(f"t={text(t)}")
show(f"{torch.tensor(3)}|{torch.tensor(2.5)}|{torch.tensor(True)}")

# fmt_fstring_repr_conv
t = torch.tensor([1, 2])
name = 'w'
show(f"{name!r} {text(t, False)}")
show(f"{[1, 'a']!s} {'x'!r:>5}")

# fmt_fstring_debug
lr = 0.01
name = 'adam'
show(f"{lr=}", f"{name=}", f"{lr * 10=}")

# fmt_fstring_nested_spec
w, p = 10, 3
show(f"{math.pi:{w}.{p}f}|", f"{'x':{'>'}{w}}|")

# fmt_fstring_list_dict
d = {'a': 1}
show(f"{d} {[1, 2]} {(3,)} {None} {True}", f"{d['a']}")

# fmt_fstring_bad_spec_err
attempt(lambda: f"{'abc':d}")
attempt(lambda: f"{3.5:d}")

# fmt_percent
show('%d items' % 5, '%s and %s' % ('a', 'b'), '%.3f' % 3.14159, '%5.1f|' % 2.25, '%-5d|' % 3, '%05d' % 42, '%x %o %e' % (255, 8, 12345.678))
show('%r %s' % ('a', 'a'), '%d%%' % 50, '%(name)s=%(v).2f' % {'name': 'lr', 'v': 0.001}, '%i' % 3.9, '%+.1f' % 2)

# fmt_percent_tensor
loss = torch.tensor(0.25)
show('loss %.3f' % loss, 'loss %.3f' % loss.item(), 'step %d' % torch.tensor(3))

# fmt_percent_errors
attempt(lambda: '%d %d' % (1,))
attempt(lambda: '%d' % (1, 2))
attempt(lambda: '%d' % 'a')

# cv_int_float_str
show(int('42'), int(' 7 '), int(3.99), int(-3.99), int(True), float('1.5'), float('inf'), float(' -2 '), float(3), str(3.0), str(1e-5))
show(int('ff', 16), int('0b101', 0), bool('False'), float('nan') == float('nan'), int(1e18))

# cv_int_errors
attempt(lambda: int('abc'))
attempt(lambda: int('1.5'))
attempt(lambda: float('abc'))
attempt(lambda: int(None))
attempt(lambda: int(float('inf')))
attempt(lambda: int(float('nan')))

# cv_0d_tensor
f = torch.tensor(2.75)
i = torch.tensor(-3)
b = torch.tensor(True)
show(int(f), float(i), bool(b), int(b), float(f), text(f), type(int(f)).__name__, type(float(i)).__name__)

# cv_0d_half_double
show(float(torch.tensor(0.1, dtype=torch.float16)), float(torch.tensor(0.1, dtype=torch.float64)), float(torch.tensor(0.1)))
show(int(torch.tensor(7, dtype=torch.uint8)), int(torch.tensor([[5]])), bool(torch.tensor([0.0])))

# cv_tensor_multi_err
attempt(lambda: int(torch.tensor([1, 2])))
attempt(lambda: float(torch.tensor([])))
attempt(lambda: bool(torch.tensor([1, 2])))

# cv_str_of_tensor
t = torch.tensor([1.0, 2.0])
show(str(t) == repr(t), len(text(torch.tensor(1))))

# cv_list_tuple_conv
t = torch.tensor([1, 2, 3])
show(list(t), tuple(t.tolist()), [int(v) for v in t], t.tolist(), list(t.shape), tuple(t.shape))
# ex_try_except_else_finally
def safe_div(a, b):
    try:
        r = a / b
    except ZeroDivisionError as e:
        show('caught:', e)
        r = None
    else:
        show('ok')
    finally:
        show('finally')
    return r
show(safe_div(1, 2), safe_div(1, 0))

# ex_finally_return
def f():
    try:
        return 'try'
    finally:
        show('cleanup')
show(f())

# ex_except_tuple
for bad in [lambda: [][1], lambda: {}['k'], lambda: 1 / 0]:
    try:
        bad()
    except (IndexError, KeyError) as e:
        show('lookup', type(e).__name__, e)
    except Exception as e:
        show('other', type(e).__name__, e)

# ex_except_base_class
try:
    {}['missing']
except LookupError as e:
    show(type(e).__name__, repr(e), e.args)
try:
    1 // 0
except ArithmeticError as e:
    show(type(e).__name__, str(e))

# ex_raise_valueerror
def check_dim(d):
    if d not in (0, 1):
        raise ValueError(f"dim must be 0 or 1, got {d}")
    return d
show(check_dim(1))
attempt(lambda: check_dim(3))

# ex_raise_types
def bad(kind):
    if kind == 'type':
        raise TypeError('expected a tensor')
    if kind == 'rt':
        raise RuntimeError('shape mismatch: %s vs %s' % ((2, 3), (3, 2)))
    if kind == 'ni':
        raise NotImplementedError
    raise KeyError(kind)
for k in ['type', 'rt', 'ni', 'zz']:
    attempt(lambda: bad(k))

# ex_raise_repr_args
try:
    raise ValueError('bad value', 3)
except ValueError as e:
    show(e, repr(e), e.args, len(e.args))
try:
    raise KeyError('k')
except KeyError as e:
    show(e, repr(e), str(e))

# ex_reraise
def wrapped():
    try:
        return [1][5]
    except IndexError:
        show('logging and re-raising')
        raise
attempt(wrapped)

# ex_raise_from
def load(name):
    try:
        return {}[name]
    except KeyError as e:
        raise ValueError(f"unknown layer {name!r}") from e
attempt(lambda: load('fc9'))

# ex_exception_var_unbound
try:
    raise ValueError('x')
except ValueError as err:
    pass
attempt(lambda: err)

# ex_assert_message
def check_shape(t):
    assert t.dim() == 2, f"expected 2-d input, got {t.dim()}-d"
    return t.shape
show(check_shape(torch.zeros(2, 2)))
attempt(lambda: check_shape(torch.zeros(3)))

# ex_assert_plain
def check_pos(x):
    assert x > 0
    return x
attempt(lambda: check_pos(-1))
attempt(lambda: check_pos(torch.tensor(-1.0)))

# ex_assert_tensor_cond
x = torch.tensor([1.0, 2.0])
assert (x > 0).all(), 'negative'
assert torch.allclose(x, x)
show('asserts passed')

# ex_torch_error_caught
try:
    torch.zeros(2, 3) @ torch.zeros(2, 3)
except RuntimeError as e:
    show('RuntimeError caught:', e)

# ex_torch_index_error_caught
try:
    torch.zeros(2, 3)[5]
except IndexError as e:
    show('IndexError caught:', e)

# ex_pass_continue_in_except
vals = []
for s in ['1', 'x', '3']:
    try:
        vals.append(int(s))
    except ValueError:
        continue
show(vals)

# ex_nested_try
try:
    try:
        raise TypeError('inner')
    except ValueError:
        show('not here')
    finally:
        show('inner finally')
except TypeError as e:
    show('outer caught', e)

# ex_isinstance_exception
e = ValueError('m')
show(isinstance(e, Exception), isinstance(e, ValueError), isinstance(e, TypeError), type(e).__name__, str(e))

# err_name_error
attempt(lambda: undefined_variable)
attempt(lambda: undefined_fn(1))

# err_type_errors_arith
attempt(lambda: 1 + 'a')
attempt(lambda: [1] + (2,))
attempt(lambda: None + 1)
attempt(lambda: 'a' * 2.5)
attempt(lambda: [1, 2] * [3])
attempt(lambda: -'a')

# err_type_errors_compare
attempt(lambda: 1 < 'a')
attempt(lambda: None < 1)
attempt(lambda: [1] < 2)

# err_type_not_callable
x = 5
attempt(lambda: x())
s_abc = 'abc'
attempt(lambda: s_abc())
attempt(lambda: torch.tensor([1])())

# err_type_not_subscriptable
attempt(lambda: x[0])
nothing = None
attempt(lambda: nothing[0])

# err_type_not_iterable
def it_int():
    for i in 5:
        pass
attempt(it_int)
attempt(lambda: list(None))
attempt(lambda: len(5))
attempt(lambda: len(None))

# err_type_builtin_args
attempt(lambda: len())
attempt(lambda: len([1], [2]))
attempt(lambda: abs('a'))
attempt(lambda: round('a'))

# err_zero_division
attempt(lambda: 1 / 0)
attempt(lambda: 1 // 0)
attempt(lambda: 1 % 0)
attempt(lambda: 1.0 / 0)
attempt(lambda: 1.0 // 0.0)
attempt(lambda: divmod(1, 0))
attempt(lambda: 0 ** -1)

# err_zero_division_tensor_ok
show(torch.tensor(1.0) / 0, torch.tensor([1, 2]) / 0)

# err_attribute
attempt(lambda: [1].push(2))
attempt(lambda: 'abc'.foo)
attempt(lambda: (1).real_part)
attempt(lambda: {}.append)
attempt(lambda: None.shape)

# err_key_error_message
attempt(lambda: {'a': 1}['b'])
attempt(lambda: {1: 1}[2])
attempt(lambda: {(1, 2): 1}[(3, 4)])

# err_index_error_message
attempt(lambda: (1, 2)[2])
attempt(lambda: 'ab'[5])
attempt(lambda: range(3)[3])

# err_overflow
attempt(lambda: math.exp(1000))
attempt(lambda: 10.0 ** 400)

# pr_none_bool_list
show(None, True, False, [None, True, 1.5], (None,), {'k': None})

# pr_list_of_tensors
t1 = torch.tensor([1, 2])
t2 = torch.tensor(3.5)
show([t1, t2])
show((t1, t2))
show({'a': t1, 'b': [t2]})

# pr_nested_containers
show([[1, 2], (3, [4]), {'x': (5,)}], [[], (), {}], [[[]]])

# pr_strings_in_containers
show(['a', "b'c", 'd"e'], ('x',), {'k': 'v'}, 'plain')

# pr_floats
show(0.1, 1 / 3, 2.0, 1e16, 1e-5, 123456789.0, 1.5e300 * 1e10, -0.0, 3 * 0.1, 100.0 / 3)
show([0.1, 2.0, 1e-7], (1.0,), float('nan'), -float('inf'))

# pr_ints_big
show(2 ** 62, -2 ** 62, 10 ** 18, 7 // -2, -7 % 3, 7 % -3)

# pr_sep_end
show(1, 2, 3, sep=', ')
show('a', 'b', sep='')
show('no newline', end='')
show(' then', end='!\n')
show(*[1, 2, 3])
show()

# pr_dtype_device_size_in_list
show([torch.float32, torch.int64], {'dt': torch.float16}, (torch.Size([2, 3]), torch.device('cuda:0')))

# pr_repr_builtin
show(repr(1.0), repr([1, 'a']), repr(None), repr((1,)), repr({'a': [1]}), repr(torch.float32))

# pr_print_returns_none
r = print('hi')
show(r)
# sc_train_log_loop
history = []
w = torch.tensor([0.0, 0.0])
target = torch.tensor([1.0, -2.0])
for step in range(1, 4):
    grad = 2 * (w - target)
    w = w - 0.25 * grad
    loss = ((w - target) ** 2).sum()
    history.append(loss.item())
    show(f"step {step:02d} | loss {loss:.4f} | w {w.tolist()}")
show(history, min(history), history.index(min(history)))

# sc_metrics_dict_avg
batches = [{'loss': torch.tensor(0.5), 'acc': torch.tensor(0.75)}, {'loss': torch.tensor(0.25), 'acc': torch.tensor(1.0)}]
avg = {k: sum(b[k].item() for b in batches) / len(batches) for k in batches[0]}
show(avg, ', '.join(f"{k}={v:.3f}" for k, v in avg.items()))

# sc_param_count_table
params = {'embed': torch.zeros(10, 4), 'fc.weight': torch.zeros(2, 4), 'fc.bias': torch.zeros(2)}
width = max(len(k) for k in params)
for k, v in params.items():
    show(f"{k:<{width}} {str(tuple(v.shape)):>8} {v.numel():>4}")
show(f"{'total':<{width}} {sum(v.numel() for v in params.values()):>13,}")

# sc_vocab_build
corpus = ['the cat sat', 'the dog sat down']
vocab = {'<pad>': 0, '<unk>': 1}
for line in corpus:
    for tok in line.split():
        if tok not in vocab:
            vocab[tok] = len(vocab)
ids = [[vocab.get(t, 1) for t in s.split()] for s in ['the cat ran', 'dog sat']]
maxlen = max(len(s) for s in ids)
padded = torch.tensor([s + [0] * (maxlen - len(s)) for s in ids])
show(vocab, ids, padded)
inv = {i: t for t, i in vocab.items()}
show([' '.join(inv[i] for i in row.tolist() if i) for row in padded])

# sc_batching_slices
data = list(range(10))
batch_size = 4
batches = [data[i:i + batch_size] for i in range(0, len(data), batch_size)]
show(batches, len(batches), [torch.tensor(b).sum().item() for b in batches])

# sc_argsort_python
scores = torch.tensor([0.2, 0.9, 0.5])
labels = ['cat', 'dog', 'fox']
order = sorted(range(len(labels)), key=lambda i: scores[i].item(), reverse=True)
show(order, [labels[i] for i in order], [f"{labels[i]}:{scores[i]:.1f}" for i in order])

# sc_topk_pairs
probs = torch.tensor([0.1, 0.6, 0.3])
vals, idx = probs.topk(2)
show(list(zip(idx.tolist(), [round(v, 2) for v in vals.tolist()])))
for rank, (i, p) in enumerate(zip(idx, vals), start=1):
    show(rank, int(i), f"{p:.2f}")

# sc_config_defaults_merge
defaults = {'lr': 1e-3, 'betas': (0.9, 0.999), 'eps': 1e-8}
def make_opt(**overrides):
    cfg = dict(defaults)
    unknown = set(overrides) - set(cfg)
    if unknown:
        raise TypeError(f"unknown options: {sorted(unknown)}")
    cfg.update(overrides)
    return cfg
show(make_opt(lr=0.1))
attempt(lambda: make_opt(lr=0.1, momentum=0.9))

# sc_shape_check_errors
def check(x, expected):
    if tuple(x.shape) != expected:
        raise ValueError('expected shape %s, got %s' % (expected, tuple(x.shape)))
    return True
show(check(torch.zeros(2, 3), (2, 3)))
attempt(lambda: check(torch.zeros(3), (2, 3)))

# sc_running_mean_closure
def ema(alpha):
    state = {'v': None}
    def update(x):
        state['v'] = x if state['v'] is None else alpha * state['v'] + (1 - alpha) * x
        return state['v']
    return update
e = ema(0.5)
for v in [torch.tensor(4.0), torch.tensor(0.0), torch.tensor(2.0)]:
    r = e(v)
show(r)

# sc_recursive_apply
def to_device(obj, fn):
    if isinstance(obj, torch.Tensor):
        return fn(obj)
    if isinstance(obj, dict):
        return {k: to_device(v, fn) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(to_device(v, fn) for v in obj)
    return obj
batch = {'x': [torch.tensor([1, 2]), torch.tensor([3])], 'y': (torch.tensor(1), 'meta'), 'n': 2}
show(to_device(batch, lambda t: t * 10))

# sc_schedule_lambda
lr_lambda = lambda epoch: 0.95 ** epoch if epoch >= 2 else (epoch + 1) / 3
show([round(lr_lambda(e), 4) for e in range(5)])

# sc_cosine_schedule_math
total = 10
lrs = [0.5 * 0.1 * (1 + math.cos(math.pi * s / total)) for s in range(0, total + 1, 5)]
show([f"{v:.4f}" for v in lrs])

# sc_dict_of_lists_to_tensor
rec = {'a': [1.0, 2.0], 'b': [3.0, 4.0]}
t = torch.tensor(list(rec.values()))
show(t, t.T.tolist(), dict(zip(rec, t.sum(1).tolist())))

# sc_nested_loops_grid
res = {}
for lr in [0.1, 0.01]:
    for bs in (16, 32):
        res[(lr, bs)] = round(lr * bs, 3)
show(res, max(res, key=res.get), sorted(res.items(), key=lambda kv: kv[1])[0])

# sc_tensor_in_list_membership
ts = [torch.tensor(1), torch.tensor(2)]
show(ts[1] in ts, any(t is ts[0] for t in ts), [t.item() for t in ts].index(2))

# sc_zip_strict_like
xs, ys = [1, 2, 3], [4, 5]
if len(xs) != len(ys):
    show(f"length mismatch: {len(xs)} != {len(ys)}")

# sc_str_of_dtype_logic
for dt in [torch.float16, torch.int64, torch.bool]:
    kind = 'float' if dt.is_floating_point else ('bool' if dt == torch.bool else 'int')
    show(str(dt), str(dt).split('.')[-1], kind)

# sc_enumerate_rows_tensor
x = torch.tensor([[1, 2], [3, 4]])
for i, row in enumerate(x):
    show(i, row, row.tolist(), sum(row.tolist()))

# sc_global_step_counter
global_step = 0
def train_step(batch):
    global global_step
    global_step += 1
    return batch.sum() * global_step
outs = [train_step(torch.tensor([1, 2])) for _ in range(3)]
show(outs, global_step)

# sc_try_oom_like
def run(n):
    try:
        if n > 2:
            raise RuntimeError(f"CUDA out of memory. Tried to allocate {n} GiB")
        return 'ok %d' % n
    except RuntimeError as e:
        if 'out of memory' in str(e):
            return 'skip: ' + str(e)
        raise
show([run(n) for n in range(1, 5)])
# imp_typing_alias_cast
Batch = Dict[str, List[int]]
def collate(rows: List[Tuple[int, int]]) -> Batch:
    xs, ys = zip(*rows)
    return {'x': list(xs), 'y': list(ys)}
b = cast(dict, collate([(1, 2), (3, 4)]))
show(b, Optional[int] is not None)

# imp_getattr_hasattr
act = getattr(F, 'relu')
dt = getattr(torch, 'float16')
x = torch.tensor([-1.0, 2.0])
show(act(x), dt, hasattr(x, 'shape'), hasattr(x, 'nope'), getattr(x, 'nope', 'default'), getattr(math, 'pi'))
attempt(lambda: getattr(x, 'nope'))

# imp_getattr_by_name_loop
for name in ['relu', 'sigmoid', 'tanh']:
    show(name, getattr(torch, name)(torch.tensor([0.0, 1.0])))

# imp_math_more2
show(math.copysign(3, -0.0), math.fsum([0.1] * 10), math.isqrt(17), math.comb(5, 2), math.perm(5, 2), math.tau)
show(math.atan2(1, 1), math.erf(0.0), math.lgamma(1), math.expm1(0.0), math.log1p(0.0), math.nan)
show(math.floor(-0.5), math.ceil(-0.5), math.trunc(2.9), math.fmod(-7, 3), math.modf(2.5), math.frexp(8.0))

# imp_math_int_results
show(type(math.floor(2.5)).__name__, type(math.sqrt(4)).__name__, math.sqrt(2) ** 2, math.isclose(math.sqrt(2) ** 2, 2))
show(math.isclose(1.0, 1.001, rel_tol=1e-2), math.isclose(0.0, 1e-10, abs_tol=1e-9))

# fn_lambda_immediate
show((lambda x: x + 1)(2), (lambda *a: len(a))(1, 2, 3), (lambda **k: sorted(k))(b=1, a=2), (lambda: None)())

# fn_lambda_returns_tuple
split = lambda t: (t[:1], t[1:])
head, tail = split(torch.tensor([1, 2, 3]))
show(head, tail)

# fn_mutual_recursion
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
show(is_even(10), is_odd(7), is_even(3))

# fn_recursion_tensor_halving
def halvings(t, depth=0):
    if t.numel() <= 1:
        return depth
    return halvings(t[: t.numel() // 2], depth + 1)
show(halvings(torch.arange(16)), halvings(torch.arange(1)))

# fn_recursion_power_set
def subsets(xs):
    if not xs:
        return [[]]
    rest = subsets(xs[1:])
    return rest + [[xs[0]] + r for r in rest]
show(subsets([1, 2, 3]))

# fn_decorator_simple
def twice(fn):
    def wrapper(*args, **kwargs):
        return fn(fn(*args, **kwargs))
    return wrapper
@twice
def inc(x):
    return x + 1
show(inc(5), inc(torch.tensor([1, 2])))

# fn_name_attr
def relu_fn(x):
    return x
show(relu_fn.__name__, (lambda: 0).__name__, len.__name__)

# fn_func_in_list
fns = [abs, str, lambda v: v * 2, math.floor]
show([f(-2.5) for f in fns])

# fn_default_none_pattern
def pad_to(xs, n=None, value=0):
    n = len(xs) if n is None else n
    return xs + [value] * (n - len(xs))
show(pad_to([1, 2]), pad_to([1, 2], 4), pad_to([1], n=3, value=-1))

# fn_kwargs_get
def build(**kw):
    hidden = kw.get('hidden', 16)
    act = kw.pop('act', 'relu')
    return hidden, act, kw
show(build(), build(hidden=8, act='gelu', dropout=0.1))

# fn_star_in_middle
def f(a, *rest, last=0):
    return a, rest, last
show(f(1), f(1, 2, 3), f(1, 2, last=9))

# fn_type_of_fn
def g():
    pass
show(type(g).__name__, type(len).__name__, type(lambda: 0).__name__)

# dict_aug_assign_items
counts = {'a': 0}
counts['a'] += 5
counts['a'] *= 2
xs = [1, 2, 3]
xs[1] += 10
xs[-1] **= 2
show(counts, xs)

# dict_tensor_values_aug
acc = {'loss': torch.tensor(0.0)}
for v in [0.5, 0.25]:
    acc['loss'] += v
show(acc)

# dict_sorted_multi_key
d = {'b': 2, 'a': 2, 'c': 5, 'd': 1}
show(sorted(d.items(), key=lambda kv: (-kv[1], kv[0])), dict(sorted(d.items())), list(d.items())[0])

# dict_items_unpack_enumerate
d = {'x': 10, 'y': 20}
for i, (k, v) in enumerate(d.items()):
    show(i, k, v)
show(list(enumerate(d)), [*d], {**d, 'z': 30})

# dict_keys_setops
a = {'w': 1, 'b': 2}
b = {'w': 3, 'g': 4}
show(sorted(a.keys() & b.keys()), sorted(a.keys() - b.keys()), sorted(a.keys() | b.keys()), 'w' in a.keys(), 2 in a.values())

# dict_mutate_during_iter_err
def mutate():
    d = {'a': 1, 'b': 2}
    for k in d:
        d[k + k] = 0
attempt(mutate)

# dict_equality_order
show({'a': 1, 'b': 2} == {'b': 2, 'a': 1}, [1, 2] == [2, 1], {1, 2} == {2, 1}, (1, 2) == [1, 2])

# dict_get_tensor_key
emb = {0: 'pad', 1: 'unk', 5: 'cat'}
idx = torch.tensor([5, 0, 7])
show([emb.get(i.item(), '?') for i in idx], [emb.get(int(i), '?') for i in idx])

# dict_nested_default_get
cfg = {'model': {'dim': 64}}
show(cfg.get('model', {}).get('dim'), cfg.get('optim', {}).get('lr', 1e-3))

# dict_iter_next
d = {'first': 1, 'second': 2}
show(next(iter(d)), next(iter(d.values())), list(iter(d.items())))

# set_update_ops
s = {1, 2}
s.update([3, 4], {5})
s |= {6}
s -= {1}
show(s, s.pop() in {2, 3, 4, 5, 6}, len(s))

# set_membership_strings
seen = set()
out = []
for w in 'a b a c b d'.split():
    if w in seen:
        continue
    seen.add(w)
    out.append(w)
show(out, sorted(seen), len(seen))

# list_sort_returns_none
xs = [3, 1, 2]
r = xs.sort()
show(r, xs, sorted(xs) is xs)

# list_sort_str_key
names = ['bob', 'Alice', 'carol', 'Dave']
show(sorted(names), sorted(names, key=str.lower), sorted(names, key=len), sorted(names, key=lambda s: (len(s), s)))

# list_min_max_tensors
ts = [torch.tensor(3.0), torch.tensor(1.0), torch.tensor(2.0)]
show(min(ts), max(ts), sorted(ts), max(ts, key=lambda t: -t.item()))

# list_enumerate_zip_combo
a = ['x', 'y']
b = [torch.tensor(1), torch.tensor(2)]
for i, (n, t) in enumerate(zip(a, b)):
    show(i, n, t, t.item() * 10)

# list_comp_with_func_call
def area(s):
    return s[0] * s[1]
shapes = [torch.zeros(2, 3).shape, torch.zeros(4, 1).shape]
show([area(s) for s in shapes], [tuple(s) for s in shapes], [list(s) for s in shapes])

# list_comp_walk_2d_tensor
x = torch.tensor([[1, 2], [3, 4]])
show([[int(v) * 2 for v in row] for row in x], [row.tolist() for row in x], [x[i, i].item() for i in range(2)])

# list_index_count_start
xs = ['a', 'b', 'a', 'c', 'a']
show(xs.index('a', 1), xs.index('a', 3), xs.count('a'), xs.count('z'))

# list_multiply_alias
grid = [[0] * 2] * 2
grid[0][0] = 1
good = [[0] * 2 for _ in range(2)]
good[0][0] = 1
show(grid, good)

# list_equality_nested_tensors_err
a = [torch.tensor([1, 2])]
b = [torch.tensor([1, 2])]
attempt(lambda: a == b)

# list_in_with_tensors_err
t = torch.tensor([1, 2])
attempt(lambda: torch.tensor([3, 4]) in [t])

# list_slice_copy_tensors_shared
ts = [torch.zeros(1), torch.zeros(1)]
cp = ts[:]
cp[0] += 1
show(ts, cp is ts)

# tuple_single_vs_paren
a = (5)
b = (5,)
c = 5, 6
show(type(a).__name__, type(b).__name__, c, len(b))

# tuple_star_print_shape
t = torch.zeros(2, 3, 4)
show(*t.shape)
show(*t.shape, sep='x')
show('shape:', *t.shape[1:], sep=' ')

# tuple_return_multi_tensors
def split_heads(x, h):
    b, n = x.shape
    return x.view(b, h, n // h), h, n // h
out, h, d = split_heads(torch.arange(8.0).view(1, 8), 2)
show(out, h, d)

# tuple_compare_shapes
s = torch.zeros(2, 3).shape
show(s == (2, 3), s == [2, 3], tuple(s) == (2, 3), s[::-1], s + (1,), max(s))

# str_format_variants
show('{:>6.2%}|'.format(0.5), '{:^10}|'.format('mid'), '{0[1]}'.format(['a', 'b']), '{d[k]}'.format(d={'k': 7}))
show('{:,.2f}'.format(1234567.891), '{:e}'.format(0.00012), '{:.3g}'.format(1234.5), '{!r}'.format('s'), '{:#x} {:#b} {:o}'.format(255, 5, 8))

# str_format_tensor_attr
t = torch.zeros(2, 3)
show('{}'.format(t.shape), '{t.shape}'.format(t=t), '{0.dtype}'.format(t), '{}'.format(t.dtype), f"{t.shape} {t.dtype} {'cuda:0'}")

# str_format_tensor_plain
t = torch.tensor([1, 2])
show('{}'.format(text(t)))
show('%s' % text(t))
show('%s | %s' % (t.shape, t.dtype))

# str_misc_methods
show('a-b-c'.split('-', maxsplit=1), 'hello'.count('l'), 'abc'.encode() if False else 'x', 'Hi'.ljust(4) + '|', 'x'.join('abc'))
show('conv1.weight'.split('.')[0], 'CUDA:0'.lower().split(':'), '  '.join(['a', 'b']), 'abc'.removeprefix('a'), 'abc'.removesuffix('c'))

# str_char_ord
show(ord('a'), chr(65), [chr(ord('a') + i) for i in range(3)], hex(255), bin(5), oct(8), hex(-1))

# str_isdigit_filter
toks = ['12', 'ab', '3', '-4', '']
show([t for t in toks if t.isdigit()], [int(t) for t in toks if t.lstrip('-').isdigit()])

# str_multiline_join
lines = []
for i in range(3):
    lines.append(f"row {i}: {i * i:>3}")
show('\n'.join(lines))

# fmt_fstring_more_specs
x = 1234.5678
n = 255
show(f"{x:,.1f}", f"{x:>12,.2f}|", f"{x:e}", f"{x:.2E}", f"{n:#x}", f"{n:#o}", f"{n:08b}", f"{n:^9}|", f"{n:*^9}|", f"{-x:+.1f}")
show(f"{0.000123:.2e}", f"{123456789:.3e}", f"{1.0:g}", f"{100000.0:g}", f"{1e6:g}", f"{0.5:%}", f"{True}", f"{None!r}")

# fmt_fstring_expressions
xs = [1, 2, 3]
d = {'k': 'v'}
show(f"{len(xs)} {sum(xs) / len(xs):.2f} {xs[-1]} {d['k']} {'yes' if xs else 'no'} {xs[0] + xs[1]}")
show(f"{'nested ' + str(1)} {max(xs, key=lambda v: -v)} {[v * 2 for v in xs]}")

# fmt_fstring_tensor_specs
t = torch.tensor(3.14159)
i = torch.tensor(42)
show(f"{t:.2f} {t:8.3f}| {t:e} {t:g} {i:05d} {i:x} {t:.1%}")
show(f"{torch.tensor(1.5, dtype=torch.float64):.3f} {torch.tensor(2, dtype=torch.int32):>3d} {torch.tensor(0.5, dtype=torch.float16):.4f}")

# fmt_fstring_tensor_bool
b = torch.tensor(True)
show(f"{b}", f"{b!s:>8}" if False else 'x', f"{bool(b)}")

# fmt_fstring_shape_device
t = torch.zeros(3, 1)
show(f"shape={t.shape}, numel={t.numel()}, dtype={t.dtype}, dev={'cuda:0'}, dim={t.dim()}")
show(f"{tuple(t.shape)} {list(t.shape)} {t.shape[0]:>3}")

# fmt_percent_more
show('%s' % [1, 2], '%s' % (1,), '%s %s' % ('a', [1]), '%10s|' % 'right', '%-10s|' % 'left', '%.2s' % 'abc', '%c' % 65, '%3d%%' % 7)
show('%g %g %g' % (0.0001, 123456789.0, 1.5), '%.3e' % 0.5, '%X' % 255, '%#x' % 255, '%5.1f%%' % 12.345)

# fmt_round_float_repr
show(round(0.125, 2), round(2.675, 2), round(0.5), round(1.5), round(-1.5), round(1e-3, 5), round(123.456, 1))
show(0.1 + 0.7, 1.1 * 3, 2 / 3, 1e-4, 1e15 + 0.3, 12345678.9, float(2 ** 53), 1.0e-300 * 1e-300)

# cv_float_strings
show(float('1e-3'), float('-inf'), float('  3.5\n'), float('1_000.5'), str(1e100), str(-1e-100), repr(1e22), repr(1e21))

# cv_bool_math
show(True + True, True * 3, sum([True, False, True]), int(False), float(True), -True, True / 2, True // 1)

# cv_int_division_negatives
show(-7 // 2, -7 % 2, 7 // -2, -7.5 // 2, 7.5 % -2, divmod(-7.5, 2), -7 / 2, int(-7 / 2))

# cv_int_str_bases
show(int('0x1f', 16), int('1f', 16), int('101', 2), int('-42'), int('+7'), str(-0), int('0_1'))
attempt(lambda: int('12', 1))
attempt(lambda: int(''))

# cv_round_tensor
t = torch.tensor(2.567)
show(round(t.item(), 2), abs(torch.tensor(-2)), abs(torch.tensor(-2.5)))

# cv_tensor_int_arith
n = torch.tensor(7)
show(n + 1, 10 - n, n // 2, n % 3, n * 1.5, 2 ** n, -n, int(n) // 2, float(n) / 2)

# cv_item_in_python_arith
n = torch.tensor(5).item()
f = torch.tensor(0.5).item()
show(n * 2, n / 2, n // 2, f * 4, type(n).__name__, type(f).__name__, n > f, [0] * n)

# cv_list_of_0d_to_python
ts = [torch.tensor(1.5), torch.tensor(2.5)]
show([t.item() for t in ts], [float(t) for t in ts], sum(t.item() for t in ts), [round(t.item()) for t in ts])

# ex_except_order_base_first
try:
    [].pop()
except Exception as e:
    show('Exception', type(e).__name__)
except IndexError:
    show('never')

# ex_bare_except
try:
    undefined_thing
except:
    show('bare caught')

# ex_raise_in_loop_caught_outside
def process(items):
    out = []
    for i in items:
        if i < 0:
            raise ValueError(f"negative item at {out!r}: {i}")
        out.append(i * 2)
    return out
try:
    process([1, 2, -3, 4])
except ValueError as e:
    show('error:', e)
show(process([1, 2]))

# ex_finally_in_loop_break
for i in range(3):
    try:
        if i == 1:
            break
    finally:
        show('finally', i)
show('after', i)

# ex_finally_continue
out = []
for i in range(3):
    try:
        if i == 1:
            continue
        out.append(i)
    finally:
        out.append('f')
show(out)

# ex_exception_args_str
for e in [ValueError(), ValueError('one'), ValueError('a', 'b'), KeyError('k'), IndexError(3), RuntimeError('x\ny')]:
    show(repr(e), '|', str(e), '|', e.args)

# ex_raise_class_not_instance
try:
    raise IndexError
except IndexError as e:
    show(repr(e), e.args, str(e) == '')

# ex_torch_error_types
cases = [lambda: torch.zeros(2) + torch.zeros(3), lambda: torch.zeros(2, 3).view(4), lambda: torch.zeros(2)[3], lambda: torch.zeros(2).sum(dim=5), lambda: torch.cat([torch.zeros(2), torch.zeros(2, 1)])]
for c in cases:
    try:
        c()
    except (RuntimeError, IndexError) as e:
        show(type(e).__name__, isinstance(e, RuntimeError), isinstance(e, IndexError))

# ex_assert_isinstance_msg
def need_tensor(x):
    assert isinstance(x, torch.Tensor), f"expected Tensor, got {type(x).__name__}"
    return x.shape
attempt(lambda: need_tensor([1, 2]))
show(need_tensor(torch.zeros(1)))

# ex_assert_shape_tuple_msg
x = torch.zeros(2, 3)
def check_bs(t, bs):
    assert t.shape[0] == bs, (t.shape, bs)
    return 'ok'
attempt(lambda: check_bs(x, 4))
show(check_bs(x, 2))

# ex_del_name
tmp = 5
del tmp
attempt(lambda: tmp)

# err_name_error_local
def use_before():
    y = z_undefined + 1
    return y
attempt(use_before)

# err_type_call_args_builtin
attempt(lambda: sorted([3, 1], lambda v: v))
attempt(lambda: range())
attempt(lambda: isinstance(1))
attempt(lambda: int(1, 2, 3))

# err_type_unhashable_set
attempt(lambda: {[1]})
attempt(lambda: set([[1], [2]]))

# err_type_str_int_ops
attempt(lambda: '3' * '3')
attempt(lambda: 'a' - 'b')
attempt(lambda: 2 ** 'x')
attempt(lambda: [1] - [1])
attempt(lambda: {'a': 1} + {'b': 2})

# err_type_index_with_tensor_list
xs = [10, 20, 30]
show(xs[torch.tensor(1)], xs[torch.tensor(-1)])
attempt(lambda: xs[torch.tensor([0, 1])])
attempt(lambda: xs[torch.tensor(1.0)])

# err_type_range_float
attempt(lambda: range(0, 1, 0.1))
attempt(lambda: [0] * 2.0)
s_ab = 'ab'
attempt(lambda: s_ab[1.0])

# err_attr_tensor_typo
t = torch.zeros(2)
attempt(lambda: t.sizee())
attempt(lambda: t.lenght)
attempt(lambda: torch.not_a_function)
attempt(lambda: math.sqr(4))

# err_attr_module_typo
attempt(lambda: F.relux)

# err_value_unpack_dict
def unpack_dict():
    a, b = {'x': 1, 'y': 2, 'z': 3}
attempt(unpack_dict)
a, b = {'x': 1, 'y': 2}
show(a, b)

# err_value_list_remove_tensor
attempt(lambda: [1, 2].index(3))
attempt(lambda: 'abc'.index('d'))
attempt(lambda: (1, 2).index(3))

# err_zero_div_mod_float
attempt(lambda: 5.0 % 0)
attempt(lambda: divmod(5.0, 0.0))
attempt(lambda: 5 / 0.0)
attempt(lambda: math.fmod(1, 0))

# err_keyerror_tuple_repr
attempt(lambda: {'a': 1}[('a',)])
attempt(lambda: {}[None])
attempt(lambda: {}[1.5])

# pr_types_print
show(type(1), type('a'), type(None), type([]), type(torch.zeros(1)), int, str, list, dict)
show(type(torch.float32), type(torch.zeros(1).shape))

# pr_containers_mixed_tensors
t = torch.tensor([1.5])
show([t, 'a', 1, None, (t,)], {'t': t, 'n': None, 'l': [t]}, (t, [t]))

# pr_set_print_order
show({'b', 'a'} == {'a', 'b'}, sorted({'b', 'a', 'c'}), {3, 1, 2}, {10, 1, 100}, {-1, 0, 1})

# pr_print_tensors_sep
a = torch.tensor([1, 2])
b = torch.tensor([[1.0], [2.0]])
show(a, b, sep='\n')
show(a, b, sep=' | ')

# pr_print_dict_of_shapes
x = torch.zeros(2, 3)
show({k: v for k, v in [('shape', x.shape), ('dtype', x.dtype)]})

# pr_repr_nested_quotes
show(["it's", 'say "hi"', 'both \' and "'], repr('tab\there'), 'tab\there', repr('nl\n'))

# pr_bool_none_compare_print
show(None is None, True == 1, False == 0, True is True, None == 0, [] == [])
# col_defaultdict_list
from collections import defaultdict, OrderedDict, Counter
groups = defaultdict(list)
for name, size in [('conv', 3), ('fc', 10), ('conv', 5)]:
    groups[name].append(size)
show(repr(groups), dict(groups), groups['bn'], len(groups), 'xx' in groups, groups.get('yy'))

# col_defaultdict_int_count
counts = defaultdict(int)
for tok in 'the cat the hat the'.split():
    counts[tok] += 1
show(repr(counts), max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: -kv[1]))

# col_defaultdict_float_metrics
totals = defaultdict(float)
for step, (loss, acc) in enumerate([(torch.tensor(0.5), 0.75), (torch.tensor(0.25), 1.0)]):
    totals['loss'] += loss.item()
    totals['acc'] += acc
show({k: v / 2 for k, v in totals.items()}, str(totals))

# col_defaultdict_lambda_none
dd = defaultdict(lambda: 'unknown')
dd['a'] = 'x'
show(dd['a'], dd['b'], sorted(dd), repr(defaultdict()), repr(defaultdict(None, {'k': 1})))
attempt(lambda: defaultdict()['missing'])
attempt(lambda: defaultdict(5))

# col_defaultdict_tensor_lists
buckets = defaultdict(list)
x = torch.tensor([3, 1, 4, 1, 5, 9, 2, 6])
for v in x.tolist():
    buckets[v % 3].append(v)
show(repr(buckets), {k: torch.tensor(v).sum().item() for k, v in sorted(buckets.items())})

# col_ordereddict_state
state = OrderedDict()
state['fc1.weight'] = torch.ones(2, 2)
state['fc1.bias'] = torch.zeros(2)
show(list(state.keys()), [tuple(v.shape) for v in state.values()], len(state), isinstance(state, dict))
show(repr(OrderedDict([('a', 1), ('b', 2)])), repr(OrderedDict()), str(OrderedDict(x=1)))

# col_ordereddict_ops
od = OrderedDict([('b', 2), ('a', 1)])
od['c'] = 3
del od['b']
show(repr(od), od.pop('a'), repr(od), od.get('zz', 0), dict(od), list(od.items()))

# col_counter_basic
c = Counter(['cat', 'dog', 'cat', 'fox', 'cat', 'dog'])
show(repr(c), c['cat'], c['zebra'], c.most_common(1), c.most_common(), len(c), c.total())

# col_counter_labels_tensor
labels = torch.tensor([2, 0, 2, 1, 2, 0])
c = Counter(labels.tolist())
show(str(c), sorted(c.items()), [c[i] for i in range(4)], c.most_common(2))

# col_counter_string_update
c = Counter('hello')
c.update('world')
show(repr(c), c.most_common(3), repr(Counter()), repr(Counter(a=3, b=1)), repr(Counter({'x': 2})))

# col_counter_class_weights
y = [0, 0, 0, 1, 2, 2]
c = Counter(y)
n = len(y)
weights = torch.tensor([n / (len(c) * c[k]) for k in sorted(c)])
show(weights)

# col_import_module_forms
import collections
show(repr(collections.Counter('aab')), repr(collections.OrderedDict(a=1)), repr(collections.defaultdict(list)))
attempt(lambda: {}.most_common())
# fn_nested_call_errors
def train():
    def step(x, y):
        return x + y
    out = []
    for call in [lambda: step(1), lambda: step(1, 2, 3), lambda: step(1, z=2), lambda: step(1, 2)]:
        try:
            out.append(call())
        except TypeError as e:
            out.append(str(e))
    return out
for line in train():
    show(line)

# fn_lambda_call_errors
attempt(lambda: (lambda x: x)(1, 2))
attempt(lambda: (lambda: 0)(5))
attempt(lambda: (lambda x, y: 0)())
attempt(lambda: (lambda *, k: k)(1))

# fn_signature_errors_mixed
def full(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
show(full(1, c=3), full(1, 2, 3, 4, c=5, e=6))
attempt(lambda: full())
attempt(lambda: full(1))
attempt(lambda: full(1, 2, c=3, b=5))
attempt(lambda: full(1, **{'c': 1, 'a': 2}))

# fn_defaults_range_error
def defaults(a, b=1, c=2):
    return a + b + c
attempt(lambda: defaults(1, 2, 3, 4))
attempt(lambda: defaults(b=1))
show(defaults(*[1, 2], **{'c': 10}), defaults(*[1], *[2]))
attempt(lambda: defaults(**{'a': 1, 'b': 2, 'c': 3, 'd': 4}))

# fn_kwonly_missing_two
def kw_only(a, *, b, c):
    return a
attempt(lambda: kw_only(1))
attempt(lambda: kw_only(1, 2, 3))

# fn_closure_default_capture
def make_adders():
    return [lambda v, i=i: v + i for i in range(3)]
show([fn(10) for fn in make_adders()])

# fn_shadow_global
x_glob = 10
def read_glob():
    return x_glob * 2
def shadow():
    x_glob = 3
    return x_glob
show(read_glob(), shadow(), x_glob)

# ex_raise_non_exception
def raise_not_exc():
    raise 5
attempt(raise_not_exc)
def raise_bare_type():
    raise TypeError
attempt(raise_bare_type)

# ex_hierarchy_grouped
out = []
for fn in [lambda: int('x'), lambda: [][0], lambda: {}[0], lambda: 1 / 0, lambda: None.x, lambda: undefined_q]:
    try:
        fn()
    except (ValueError, LookupError) as e:
        out.append('VL:' + type(e).__name__)
    except (ArithmeticError, AttributeError) as e:
        out.append('AA:' + type(e).__name__)
    except Exception as e:
        out.append('E:' + type(e).__name__)
show(out)

# ex_exception_reprs
show(str(ValueError('a')) + repr(ValueError('a')) + repr(ValueError()) + repr(KeyError('a', 'b')))
show(str(KeyError('a')) + '|' + str(KeyError()) + '|' + str(IndexError('list index out of range')))
show(Exception('x', 1).args, isinstance(KeyError(), LookupError), issubclass(KeyError, LookupError), StopIteration().args)
show(NotImplementedError('todo'), repr(NotImplementedError('todo')), [e.__name__ for e in (ValueError, TypeError, KeyError)])
show(type(ValueError('x')).__name__, type(ValueError).__name__, str(type(ValueError('x'))), ValueError, len)

# py_misc_builtins
show(sorted({'b': 1, 'a': 2}.items(), key=lambda kv: kv[1], reverse=True), [*range(3), *'ab'], max({'a': 1, 'b': 3}.items(), key=lambda kv: kv[1])[0])
show('%s' % None, '%5s|%-5s|' % (True, None), f"{'a':>{3}}", format(3.14159, '.2f'), format(42, '08b'), format('x', '^5'))
show([round(x, 1) for x in [0.05, 0.15, 0.25, 0.35]], sum(range(10 ** 6)), list(range(10))[slice(1, 5, 2)])
show(next(x for x in [1, 2, 3] if x > 1), next((x for x in [] if x), 'none'), [(i, j) for i in range(3) for j in range(i)])
show(7 // 2.0, -7 // 2.0, 7 % 2.5, 2 ** 0.5, 1e308 * 10, -1e308 * 10, float('inf') - float('inf'), abs(-0.0))
show(hash(1) == hash(1.0), bool(float('nan')), max(float('nan'), 1), min(1, float('nan')), sorted([3, float('nan'), 1]))
show([1, 2, 3][-1:-4:-1], 'abc' * -1, [0] * -3, chr(0x263A), len('héllo'), 'héllo'[1], repr('é'), ord('é'))
attempt(lambda: list(range(5))[::0])
attempt(lambda: 'abc'.split(''))
# cv_tensor_index_protocol
n = torch.tensor(2)
show([0] * n, 'ab' * torch.tensor(3), torch.tensor(2) * (1,), list(range(torch.tensor(3))), range(10)[torch.tensor(3)])
show((1, 2, 3)[torch.tensor(-1)], 'abc'[torch.tensor(1)], hex(torch.tensor(255)), bin(torch.tensor(5)), ['a', 'b', 'c'][torch.tensor([2, 0]).argmin()])
attempt(lambda: [0] * torch.tensor(2.0))
attempt(lambda: [0] * torch.tensor([1, 2]))

# cv_tolist_float32_python
t = torch.tensor([0.1, 0.2, 0.3])
show(t.tolist(), [round(v, 4) for v in t.tolist()], t[0].item() + t[1].item(), f"{t.sum().item():.6f}")
show(torch.tensor(1 / 3).item(), torch.tensor(1 / 3, dtype=torch.float64).item(), math.isclose(t.sum().item(), 0.6, rel_tol=1e-6), t.max().item() == 0.3)
show(dict(zip('abc', t.tolist())), sorted(t.tolist(), reverse=True), math.fsum(t.tolist()), max(t.tolist()) - min(t.tolist()))

# cv_item_types_python
show(isinstance(torch.tensor(1).item(), int), isinstance(torch.tensor(True).item(), bool), type(torch.tensor(1.5, dtype=torch.float16).item()).__name__)
show(divmod(torch.tensor(7).item(), 2), abs(torch.tensor(-3)).item(), round(torch.tensor(2.567).item(), 1), math.floor(torch.tensor(2.5)) + 1)
show('%.3f' % t.mean(), '{:.2%}'.format(t.mean()), f"{t.mean():.2%}", int(t.argmax()), ['a', 'b', 'c'][int(t.argmax())])

# it_iterate_tensor_python
x = torch.tensor([1.7, -1.7])
show(list(map(int, x)), list(map(float, torch.tensor([1, 2]))), [bool(v) for v in torch.tensor([0, 1, 2])], all(v > 0 for v in torch.tensor([1, 2])))
show(sorted(torch.tensor([3, 1, 2])), list(enumerate(torch.tensor([5, 6]))), {int(v): i for i, v in enumerate(torch.tensor([5, 6]))})
show([v for v in torch.tensor([1, 2, 3]) if v % 2], [len(r) for r in torch.zeros(2, 3)], len(torch.zeros(4, 2)))

# it_membership_tensor_python
show(torch.tensor(3) in [1, 2, 3], 3 in torch.tensor([1, 2, 3]), [1, 2].index(torch.tensor(2)), {1: 'a'}.get(torch.tensor(1).item()))
try:
    {1: 'a'}[torch.tensor(1)]
except KeyError as e:
    show('KeyError', e.args[0])

# pr_containers_dtypes
show([torch.tensor([1.5], dtype=torch.float16), torch.tensor(2, dtype=torch.int32), torch.tensor([True, False])])
show({'a': torch.zeros(2, 2, dtype=torch.float64), 'b': (torch.tensor([], dtype=torch.int64),)})
show((torch.tensor(1e-8), torch.tensor([1e10, 1.0])), [torch.ones(2, 1, dtype=torch.bfloat16)], None, True)
show([torch.tensor(float('nan')), torch.tensor(float('inf')), torch.tensor(-0.0)], [[torch.tensor(1)], [torch.tensor(2.5)]])
show(list(torch.zeros(2, 2)), torch.zeros(2, 2).unbind(0), {torch.float32: 'f', torch.int64: 'i'})
# fn_nonlocal_counter
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
c()
c()
show(c(), make_counter()())

# fn_nonlocal_best_metric
def train():
    best = float('inf')
    history = []
    def evaluate(v):
        nonlocal best
        history.append(v)
        if v < best:
            best = v
            return True
        return False
    flags = [evaluate(v) for v in [3.0, 1.0, 2.0, 0.5]]
    return best, flags, history
show(train())

# fn_nonlocal_nested_levels
def outer():
    x = 1
    def mid():
        nonlocal x
        x = 2
        def inner():
            nonlocal x
            x += 10
        inner()
        return x
    r = mid()
    return r, x
show(outer())

# fn_nonlocal_tensor_accumulate
def reader():
    total = torch.zeros(2)
    def get():
        return total
    def add(t):
        nonlocal total
        total = total + t
    add(torch.tensor([1.0, 2.0]))
    add(torch.tensor([1.0, 2.0]))
    return get(), total
show(reader())

# fn_nonlocal_unbound_then_bound
def late():
    def f():
        nonlocal y
        return y
    try:
        f()
    except NameError as e:
        show(type(e).__name__, e)
    y = 5
    return f()
show(late())

# fn_nonlocal_hook_steps
def acc_steps():
    step = 0
    losses = []
    def hook(loss):
        nonlocal step
        step += 1
        losses.append(f"{step}:{loss:.2f}")
    for l in [torch.tensor(0.5), torch.tensor(0.25)]:
        hook(l)
    return step, losses
show(acc_steps())
# fn_walrus_forms
if (n := 3) > 2:
    show(n)
data = [1, 5, 2, 8]
big = [y for x in data if (y := x * 2) > 4]
show(big, y)
def drain(xs):
    total = 0
    while (k := len(xs)) > 0:
        total += xs.pop()
    return total, k
show(drain([1, 2, 3]))

# fn_walrus_tensor
t = torch.tensor([1.0, 4.0])
if (m := t.max()) > 3:
    show(m, f"{(s := t.sum()).item():.1f}", s)
def last_of():
    vals = [(z := i) for i in range(3)]
    return vals, z
show(last_of(), (w := 10) + w, w, (lambda a: (b := a + 1) * b)(2), [j := 5, j ** 2])
# str_implicit_concat_raw
x = 2
msg = ("expected " f"{x} items, "
       "got %d" % 3)
show(msg, r"a\nb", R"\d+", len(r"\n"), "a" "b" "c", 'it' "'s")
attempt(lambda: int("12" "x"))
def check(n):
    if n < 0:
        raise ValueError(f"n must be non-negative, "
                         f"got {n}")
    return n
attempt(lambda: check(-1))

# fmt_fstring_debug_specs
x = 3.14159
name = 'lr'
show(f"{x=:.2f}", f"{x = }", f"{name=!s}", f"{name!r:>8}|", f"{x:>{10}.{3}f}|", f"{{literal}} {x:.1f}", f"{3 + 4 = }", f"{ {'k': 1}['k'] }")
show(f"{True:>6}", f"{None!s:^8}|", f"{3:03}", f"{-3:03}", f"{3.0:03}", '\x41\u00e9\t|', 'a\\b', '''triple''', repr('multi\nline'))
# err_spread_and_join
def f(*a):
    return a
attempt(lambda: [*5])
attempt(lambda: f(*None))
attempt(lambda: 'a'.join(5))
attempt(lambda: {**[1]})
attempt(lambda: (lambda a: a)(**{'b': 1}))

# err_constructor_counts
attempt(lambda: float(1, 2))
attempt(lambda: dict(1, 2))
attempt(lambda: tuple(1, 2))
attempt(lambda: list(1, 2))
attempt(lambda: set(1, 2))
attempt(lambda: bool(1, 2))
attempt(lambda: int(1, 2, 3))

# err_unpack_in_loops
def loop_unpack():
    for i, x in torch.tensor([1, 2]):
        pass
attempt(loop_unpack)
def loop_unpack2():
    for a, b in torch.tensor([[1, 2, 3]]):
        pass
attempt(loop_unpack2)
def dict_iter_unpack2():
    for k, v in {'abc': 1}:
        pass
attempt(dict_iter_unpack2)
def enumerate_wrong():
    for i, (a, b) in enumerate([1, 2]):
        pass
attempt(enumerate_wrong)
attempt(lambda: [a for a, b in [(1, 2), (3,)]])
attempt(lambda: dict([(1, 2, 3)]))
attempt(lambda: dict([1, 2]))
show([(a.item(), b.item()) for a, b in torch.tensor([[1, 2], [3, 4]])], [k + v for k, v in {'ab': 1, 'cd': 2}])

# err_builtin_misuse
attempt(lambda: sorted([1, 2], key=5))
attempt(lambda: list(map(5, [1])))
attempt(lambda: max(1))
attempt(lambda: min())
attempt(lambda: sum(['a', 'b']))
attempt(lambda: sum([[1]], 0))
attempt(lambda: ''.join(['a', None]))
attempt(lambda: [1, 2, 3][1:2:0])
attempt(lambda: 'abc'.startswith(['a']))
attempt(lambda: int('3', 99))
attempt(lambda: float([1]))
attempt(lambda: isinstance(1, 'int'))
attempt(lambda: hash([1]))
attempt(lambda: {1, [2]})
attempt(lambda: [1, 2, 3].insert('a', 1))
attempt(lambda: round(1.5, 'a'))
attempt(lambda: divmod('a', 1))
attempt(lambda: abs(None))
attempt(lambda: ~1.5)
attempt(lambda: 1 in 5)
attempt(lambda: None in 'abc')
attempt(lambda: [] in {})
show('a' in ['a'] in [['a']], 1 in [1.0], 'k' in {'k': 1}.values())
# col_types_isinstance
import collections
od = OrderedDict(a=1)
dd = defaultdict(list)
c = Counter('aab')
show(isinstance(od, dict), isinstance(od, OrderedDict), isinstance({}, OrderedDict), isinstance(dd, defaultdict), isinstance(c, (list, Counter)))
show(type(od), type(dd).__name__, type(c), type({}), OrderedDict, collections.Counter, defaultdict)
show(type(od) == dict, type(od) is OrderedDict, issubclass(OrderedDict, dict), issubclass(dict, Counter))
show(repr(type(od)(b=2)), repr(type(c)('xyz')), repr(type(dd)(int)), repr(od.copy()), type(od.copy()).__name__, dict(od), type(dict(od)).__name__)
# ct_list_of_tensors_identity
a = torch.tensor([1, 2])
b = torch.tensor([3, 0])
xs = [a, b]
show([a].count(a), [a, b].index(a), a in [a, b], (a, 1) == (a, 1), [a] == [a])
xs.remove(a)
show(len(xs), xs[0] is b)
attempt(lambda: xs.count(a))
attempt(lambda: [a, b].index(b))
attempt(lambda: max([a, b]))
attempt(lambda: sorted([a, b]))
show({a, b} == {b, a}, len({a, a, b}), dict.fromkeys([a, b], 0)[a], {a: 1}.get(torch.tensor([1, 2]), 'missing'))

# ct_python_truth_of_tensors
show(max(torch.tensor(3), torch.tensor(5)), min([torch.tensor(3.5), 2]), sum([torch.tensor(1), 2, 3.5]))
show(torch.tensor(2) if torch.tensor(0) else 'zero', not torch.tensor([0.0]), torch.tensor([1]) and 'x', torch.tensor([0]) or 'y')
show([x for x in [torch.tensor(0), torch.tensor(1)] if x], any([torch.tensor(0), torch.tensor(2)]))
attempt(lambda: bool(torch.tensor([])))
attempt(lambda: all([torch.tensor(1), torch.tensor([1, 1])]))
# str_tests_more
for s in ['Hello World', 'Hello world', 'HELLO', 'Hello2World', '', '123', "They're", '_x1', '1x', 'a-b']:
    show(repr(s), s.istitle(), s.isidentifier(), s.casefold(), s.isnumeric(), s.isdecimal(), s.isalnum())
# imp_builtin_generics_unions
Shape = tuple[int, ...]
Batch = dict[str, list[float]]
def describe(x: list[int] | None = None) -> dict[str, int]:
    return {} if x is None else {'n': len(x)}
show(describe(), describe([1, 2]), list[int](), isinstance(1, int | float), isinstance('a', int | None), isinstance(None, int | None))
show(isinstance(2.5, int | float | str), isinstance(torch.zeros(1), torch.Tensor | None), type(3) == int, int == float, int != float)
attempt(lambda: int < float)
attempt(lambda: int + 1)
attempt(lambda: int | 3)
t = torch.zeros(1)
show(t.dtype == torch.float32, t.dtype != torch.int64)

