# Twin of tests/golden/py_dicts.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

# Literals, subscripts, insertion order, membership.
d = {'lr': 0.1, 'epochs': 3, 'name': "run"}
print(d, len(d), d['lr'], 'epochs' in d, 'batch' not in d)
d['batch'] = 32
d['lr'] = 0.01
print(d)
print(list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.keys(), d.values())
print(d.items())
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(f"{k}={v}")

# Methods.
print(d.get('momentum'), d.get('momentum', 0.9), d.pop('name'), d)
print(d.setdefault('wd', 1e-4), d.setdefault('wd', 5), d)
d.update({'epochs': 10}, seed=0)
print(d, d.popitem(), d)
e = d.copy()
e.clear()
print(e, d == {'lr': 0.01, 'epochs': 10, 'batch': 32, 'wd': 0.0001}, d != e)
print(dict(a=1, b=2), dict([('x', 1), ('y', 2)]), dict({'k': 'v'}), dict())
print({**{'a': 1, 'b': 2}, 'b': 3, 'c': 4}, {'a': 1} | {'b': 2})
del d['wd']
print(d, sorted(d), sorted(d.items(), key=lambda kv: kv[1]))

# Keys of every hashable kind; tensors as values.
m = {1: 'int', 2.5: 'float', (1, 2): 'tuple', None: 'none', True: 'bool?'}
print(m, m[1], m[(1, 2)], m[None])
shapes = {'w': torch.zeros(2, 3), 'b': torch.ones(3)}
print({k: v.shape for k, v in shapes.items()})
print({k: v.sum() for k, v in shapes.items()})
stats = {}
for word in "the cat and the hat and the bat".split():
    stats[word] = stats.get(word, 0) + 1
print(stats, max(stats, key=stats.get))
nested = {'a': {'b': {'c': 1}}}
nested['a']['b']['d'] = [1, 2]
print(nested, nested['a']['b'])
try:
    print(d['missing'])
except KeyError as err:
    print('KeyError', err, repr(err), err.args)
grow = {'a': 1}
try:
    for k in grow:
        grow[k + '!'] = 0
except RuntimeError as err:
    print('RuntimeError', err, grow)
for k in grow:
    grow[k] = 5
print(grow, [k for k in grow], iter(grow) is not None)
