# Twin of tests/golden/py_strings.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch

loss = torch.tensor(0.123456)
epoch, name = 3, 'resnet'
print('%s epoch %d loss %.4f' % (name, epoch, loss.item()), 'epoch %03d' % epoch, '%5.1f%%' % 12.345)
print('%-8s|%8s|' % ('left', 'right'), '%+d %+d % d' % (5, -5, 7), '%x %X %o %#x %#o' % (255, 255, 8, 255, 8))
print('%e %.2e %g %g %G' % (12345.678, 0.00012, 0.0001, 1e20, 1e-20), '%c%c%c' % (99, 's', 116), '%r %s %a' % ('q', None, 'é'))
print('%(model)s: %(acc).2f' % {'model': name, 'acc': 0.98765}, '%*d|%-*d|%.*f' % (5, 1, 5, 2, 3, 3.14159))
print('%d %i' % (3.99, True), '%s' % [1, 'a'], '%s' % (1,), '%.3s' % 'abcdef', 'loss=%.3f' % loss)
print(f"{epoch=}", f"{name!r}", f"{loss.item()=:.2f}", f"{name = }", f"{epoch!s:>4}|", f"{[1, 2]!r}")
print(f"{epoch:03d} {loss.item():.3e} {name:^10}|{name:*<8}|{1234567:,}")
print('Title Case'.swapcase(), 'the quick fox'.title(), 'hELLO wORLD'.capitalize(), 'x'.center(5, '-'), 'ab'.center(5))
print('key=value=x'.partition('='), 'key=value=x'.rpartition('='), 'no sep'.partition('='), 'a b c d'.rsplit(' ', 2))
print('line1\nline2\r\nline3\n'.splitlines(), 'model.pt'.removesuffix('.pt'), 'cuda:0'.removeprefix('cuda:'), '7'.zfill(3), '-7'.zfill(3))
print('abc'.rfind('b'), 'abcb'.rindex('b'), 'xyz'.rfind('q'), 'a1b2'.isalnum(), '42'.isdigit(), 'Abc'.isupper(), 'abc'.islower())
print(' '.join(f'{w:>3}' for w in ['a', 'bb', 'ccc']), ', '.join(map(str, range(4))), '-'.join(sorted({'b', 'a'})))
for bad in ['%d %d', '%d', '%q', '%z %d', 'tail %']:
    try:
        print(bad % (1,))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
