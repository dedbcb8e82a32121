# Twin of tests/golden/ops_reduce_fold.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import arange  # noqa: E402

x = ((arange(300000) % 997) / 997).reshape(3, 100000)
show(x.var(), x.std(), x.var(dim=1), x.std(dim=1, unbiased=False))
show(x.t().var(dim=0), x.double().var(), x.half().std())
y = 1 + ((arange(200000) % 7) - 3) * 0.0001
show(y.prod(), y.double().prod(), y.double().reshape(4, 50000).prod(dim=1))
z = (arange(40000) % 5) - 2
show(z.prod(), (z + 3).prod(), y[:40000].var(), y[:32767].var())
