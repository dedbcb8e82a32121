# Twin of tests/golden/ops_scatter_reduce.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import torch2  # noqa: E402
from cst_error import fail  # noqa: E402

torch2.install()
import warnings  # noqa: E402
warnings.filterwarnings("ignore")

x = torch.tensor([1.0, -0.0, 5.0, float('nan'), 2.0])
i = torch.tensor([0, 1, 1, 2, 2, 0, 4])
s = torch.tensor([3.0, 0.0, float('nan'), 4.0, -1.0, 0.5, 2.0])
for r in ['sum', 'prod', 'mean', 'amax', 'amin']:
    show(r, x.scatter_reduce(0, i, s, r), x.scatter_reduce(0, i, s, r, include_self=False))
show(x.scatter_reduce(0, torch.tensor([1, 1]), torch.tensor([0.0, -0.0]), 'amax', include_self=False))
show(x.scatter_reduce(0, torch.tensor([1, 1]), torch.tensor([0.0, -0.0]), 'amin'))
h = torch.tensor([1.0, 3.0, 0.1], dtype=torch.float16)
show(h.scatter_reduce(0, torch.tensor([0, 0, 0, 1, 2, 2]), torch.tensor([1.1, 1.3, 1.7, 2049.0, 1000.0, 0.001], dtype=torch.float16), 'prod'))
show(h.to(torch.bfloat16).scatter_reduce(0, torch.tensor([2, 2, 2, 0]), torch.tensor([1.0, 2.0, 3.5, -8.0], dtype=torch.bfloat16), 'mean'))
n = torch.tensor([[7, -7, 3], [-5, 10, 0]])
j = torch.tensor([[0, 0, 2, 2], [1, 1, 1, 0]])
v = torch.tensor([[2, -3, 1, 1], [4, 4, -9, 6]])
show(n.scatter_reduce(1, j, v, 'mean'), n.scatter_reduce(1, j, v, 'mean', include_self=False))
show(n.to(torch.int32).scatter_reduce(1, j, v.to(torch.int32), 'prod'), n.scatter_reduce(1, j, v, 'amax', include_self=False))
u = torch.tensor([200, 3, 9], dtype=torch.uint8)
show(u.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([100, 1, 250], dtype=torch.uint8), 'sum'))
show(u.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([100, 7, 250], dtype=torch.uint8), 'amin', include_self=False))
show(torch.tensor([100, -100], dtype=torch.int8).scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([3, 2, 2], dtype=torch.int8), 'prod'))
a = torch.arange(24.0).reshape(2, 3, 4) - 10
k = torch.tensor([[[2, 0, 1, 1], [0, 0, 2, 1]], [[1, 1, 1, 1], [2, 2, 0, 0]]])
src = (torch.arange(16.0).reshape(2, 2, 4) * 1.5 - 7).transpose(0, 1).contiguous().transpose(0, 1)
for r in ['sum', 'prod', 'mean', 'amax', 'amin']:
    show(r, a.scatter_reduce(1, k, src, r, include_self=False))
show(a[0].t().scatter_reduce(0, k[0].t(), src[1].t(), 'amax'))
show(a.scatter(2, k, src, reduce='multiply'))
show(a.scatter(0, torch.tensor([[[1, 1, 0, 1]]]), torch.tensor([[[2.0, 3.0, 4.0, 5.0]]]), reduce='multiply'))
w = torch.zeros(3, 2)
w.scatter_reduce_(0, torch.tensor([[0, 1], [0, 1], [2, 1]]), torch.tensor([[1.0, 2.0], [5.0, -3.0], [4.0, 4.0]]), 'mean', include_self=False)
show(w)
m = torch.ones(4, 2)
idx = torch.tensor([0, 3, 0, 3, 1])
t = torch.tensor([[2.0, 3.0], [4.0, 5.0], [-1.0, float('nan')], [6.0, 0.5], [9.0, -9.0]])
for r in ['prod', 'mean', 'amax', 'amin']:
    show(r, m.index_reduce(0, idx, t, r), m.index_reduce(0, idx, t, r, include_self=False))
show(m.index_reduce_(1, torch.tensor([1, 1]), torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]), 'prod'))
fail("ops_scatter_reduce", 41, "print(x.scatter_reduce(0, torch.tensor([5]), torch.tensor([1.0]), 'amax'))", 7, 7, 74, lambda: x.scatter_reduce(0, torch.tensor([5]), torch.tensor([1.0]), 'amax'))
