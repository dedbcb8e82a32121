# Twin of tests/golden/py_exceptions.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

# Each error has its class: PyTorch's shape and dtype errors are RuntimeError.
def attempt(label, fn):
    try:
        fn()
    except (TypeError, ValueError) as e:
        print(label, 'TypeError/ValueError:', type(e).__name__, e)
    except LookupError as e:
        print(label, 'LookupError:', type(e).__name__, e)
    except RuntimeError as e:
        print(label, 'RuntimeError:', type(e).__name__, e)
    except Exception as e:
        print(label, 'Exception:', type(e).__name__, e)
    else:
        print(label, 'no error')

attempt('shape', lambda: torch.ones(2) + torch.ones(3))
attempt('matmul', lambda: torch.ones(2, 3) @ torch.ones(2, 3))
attempt('index', lambda: torch.arange(3)[5])
attempt('dim', lambda: torch.arange(3).sum(dim=2))
attempt('list', lambda: [1, 2][9])
attempt('key', lambda: {'a': 1}['b'])
attempt('zero', lambda: 1 // 0)
attempt('type', lambda: 'a' + 1)
attempt('value', lambda: int('x1'))
attempt('unpack', lambda: [(a, b) for a, b in [(1, 2, 3)]])
attempt('name', lambda: undefined_name)
attempt('attr', lambda: torch.zeros(1).nope)
attempt('fine', lambda: 1 + 1)

# try, except, else, finally in every order of events.
def run(x):
    try:
        if x == 'raise':
            raise ValueError('bad value')
        if x == 'return':
            return 'returned'
        out = 10 / x
    except ZeroDivisionError as e:
        print('caught', repr(e))
        return 'handled'
    except ValueError:
        print('value error')
        raise
    else:
        print('else', out)
        return out
    finally:
        print('finally', x)
print(run(2))
print(run(0))
print(run('return'))
try:
    run('raise')
except ValueError as e:
    print('outer', e, e.args, isinstance(e, Exception), isinstance(e, KeyError))
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print('loop', i)
    finally:
        print('after', i)

# raise: instances, classes, re-raise, from; exceptions as values.
errors = [ValueError('v'), KeyError('k'), RuntimeError('r', 2), IndexError(), AssertionError('a')]
for err in errors:
    try:
        raise err
    except Exception as e:
        print(type(e).__name__, str(e), repr(e), e.args)
try:
    raise TypeError
except TypeError as e:
    print('class raised:', repr(e), str(e) == '')
try:
    try:
        {}['x']
    except KeyError as e:
        raise RuntimeError('while looking up') from e
except RuntimeError as e:
    print(e)
try:
    assert 1 + 1 == 3, 'math is broken'
except AssertionError as e:
    print('assert:', e)
try:
    assert False
except AssertionError as e:
    print('bare assert:', repr(e))
e = ValueError('kept')
print(e, repr(e), e.args, type(e), isinstance(e, ValueError))
print(RuntimeError, ZeroDivisionError.__name__, isinstance(ZeroDivisionError('z'), ArithmeticError))
try:
    raise StopIteration
except Exception as e:
    print(type(e).__name__)
try:
    next(iter([]))
except StopIteration:
    print('exhausted')
