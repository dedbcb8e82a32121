# Twin of tests/golden/ops_random.cst: cst's own random numbers, computed by
# the independent model tests/oracle/lib/philox.py from the mapping that
# src/random.h documents.  PyTorch only rounds and prints them.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from philox import Generator  # noqa: E402

g = Generator()


def as_dtype(values, dtype, shape=None):
    """The doubles the model computes, rounded once to float32 (randn) and
    then to dtype, as cst stores them."""
    t = torch.tensor(values, dtype=torch.float64)
    if dtype in (torch.float32, torch.float16, torch.bfloat16):
        t = t.float()
    t = t.to(dtype)
    return t.reshape(shape) if shape else t


def randn(n, dtype=torch.float32, shape=None):
    return as_dtype(g.randn(n, "float64" if dtype == torch.float64 else "float32"), dtype, shape)


def rand(n, dtype=torch.float32, shape=None):
    name = {torch.float32: "float32", torch.float64: "float64", torch.float16: "float16", torch.bfloat16: "bfloat16"}
    return as_dtype(g.rand(n, name[dtype]), dtype, shape)


def poisson(rates, dtype=torch.float64, shape=None):
    """Draws of the rates rounded to dtype, each draw stored in dtype."""
    r = torch.tensor(rates, dtype=torch.float64).to(dtype)
    t = torch.tensor(g.poisson(r.double().tolist()), dtype=torch.float64).to(dtype)
    return t.reshape(shape) if shape else t


def randint(low, high, n, dtype=torch.int64, shape=None):
    t = torch.tensor(g.randint(low, high, n), dtype=torch.int64).to(dtype)
    return t.reshape(shape) if shape else t


g.manual_seed(0)
show(randn(8).tolist())
show(rand(5).tolist())
show(randint(0, 100, 6).tolist())
g.manual_seed(1)
show(randn(8).tolist())
show(rand(5).tolist())
show(randint(0, 100, 6).tolist())
show(g.seed)
g.manual_seed(0)
a = randn(3)
b = randn(3)
show(a.tolist(), b.tolist())
show(randn(6, shape=(2, 3)), rand(4, shape=(2, 2)))
show(rand(2, torch.float64).tolist(), randn(3, torch.float64).tolist())
show(rand(4, torch.float16).tolist(), rand(3, torch.bfloat16).tolist(), randn(3, torch.float16).tolist())
show(randint(-5, 5, 6, shape=(2, 3)), randint(0, 10, 4).tolist(), randint(0, 2 ** 40, 3).tolist())
show(randint(-2 ** 62, 2 ** 62, 2).tolist(), randint(0, 2, 5, torch.bool), randint(3, 9, 3, torch.float32))
show(rand(4, torch.float64).reshape(2, 2).tolist(), randn(4).reshape(2, 2).tolist(), torch.Size([0]))
g.manual_seed(2 ** 32 + 7)
show(g.seed, rand(2).tolist(), randn(1).tolist())
g.manual_seed(1)
show(randn(8).tolist())
rates = [0.0, 1e-300, 1e-6, 0.5, 3.0, 9.999, 9.999999999999998, 10.0, 12.5, 40.0, 1000.0, 1e10, 1e15, math.inf]
show(poisson(rates).tolist(), poisson(rates, torch.float32).tolist())
small = torch.tensor([0.0, 1e-3, 0.5, 3.0, 9.99, 10.0, 12.5, 40.0, 1000.0, math.inf]).tolist()
show(poisson(small, torch.float16).tolist(), poisson(small, torch.bfloat16).tolist())
show(poisson([4.5] * 40, torch.float32, (2, 20)), rand(2).tolist())
