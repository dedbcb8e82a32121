# Twin of tests/golden/ops_multinomial.cst: the draws come from the
# independent model tests/oracle/lib/philox.py (the mapping of
# src/tensor/random.h); the properties and the errors are PyTorch's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402
from philox import Generator  # noqa: E402

g = Generator()


def draws(rows, k, replacement=False, shape=None):
    t = torch.tensor(g.multinomial(rows, k, replacement), dtype=torch.int64)
    return t.reshape(shape) if shape else t


g.manual_seed(0)
p = [0.1, 0., 0.6, 0.3]
show(draws([p], 3, shape=(3,)), draws([p], 8, True, shape=(8,)))
show(draws([[1., 0, 2, 0], [0., 5, 0, 0]], 2, True))
show(draws([[1., 0, 2, 0], [0., 5, 0, 1]], 2))
show(draws([[1., 0., 1.]], 3, shape=(3,)), torch.multinomial(torch.zeros(0, 3), 2).shape)
g.manual_seed(5)
a = draws([p], 20000, True, shape=(20000,))
g.manual_seed(5)
b = draws([p], 20000, True, shape=(20000,))
show(a.dtype, a.shape, torch.equal(a, b), (a == 1).any().item())
show([round((a == j).double().mean().item(), 1) for j in range(4)])
d = torch.multinomial(torch.ones(2, 50), 50)
show(torch.equal(d.sort().values, torch.arange(50).expand(2, 50)))
bad = [
    lambda: torch.multinomial(torch.tensor([1., -1.]), 1),
    lambda: torch.multinomial(torch.tensor([1., float('nan')]), 1),
    lambda: torch.multinomial(torch.tensor([0., 0.]), 1),
    lambda: torch.multinomial(torch.tensor([1., -1.]), 1, True),
    lambda: torch.multinomial(torch.tensor([1., float('nan')]), 1, True),
    lambda: torch.multinomial(torch.tensor([1., float('inf')]), 1, True),
    lambda: torch.multinomial(torch.tensor([[1., 1.], [0., 0.]]), 1, True),
    lambda: torch.multinomial(torch.tensor([1., 1.]), 3),
    lambda: torch.multinomial(torch.tensor([1., 1.]), 0),
    lambda: torch.multinomial(torch.tensor(1.), 1),
    lambda: torch.multinomial(torch.tensor([1, 2]), 1),
]
for f in bad:
    try:
        f()
    except RuntimeError as e:
        print(e)
fail("ops_multinomial", 32, "print(torch.multinomial(tensor([1., 2.]), 2.5))", 7, 7, 47,
     lambda: torch.multinomial(torch.tensor([1., 2.]), 2.5))
