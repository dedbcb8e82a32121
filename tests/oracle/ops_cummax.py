# Twin of tests/golden/ops_cummax.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.tensor([1., 3, 3, 2, 3, float('nan'), 5, float('nan'), 1])
show(torch.cummax(x, 0))
show(x.cummin(dim=0))
v, i = torch.cummax(torch.tensor([[2, 2, 1, 2], [0, 5, 5, 1]]), -1)
show(v, i)
r = torch.tensor([[2, 2, 1, 2], [0, 5, 5, 1]]).cummin(0)
show(r.values, r[1])
show(torch.cummax(torch.tensor([True, False, True]), 0), torch.cummin(torch.tensor([-0., 0., -0.]), 0))
show(torch.cummax(torch.tensor(3.), 0), torch.cummin(torch.zeros(0, 3), 1))
fail("ops_cummax", 11, "print(torch.cummax(zeros(3), 1))", 7, 7, 32, lambda: torch.cummax(torch.zeros(3), 1))
