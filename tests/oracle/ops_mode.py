# Twin of tests/golden/ops_mode.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

show(torch.mode(torch.tensor([3, 1, 1, 3, 2, 2])), torch.mode(torch.tensor([5, 1, 1, 1, 5, 5])))
show(torch.mode(torch.tensor([[1., 2, 2, float('nan'), float('nan')], [4, 4, float('nan'), float('nan'), float('nan')]])))
v, i = torch.tensor([[1, 2], [1, 3], [2, 3]]).mode(0, keepdim=True)
show(v, i)
r = torch.tensor([[7, 3, 7, 3, 9], [1, 1, 2, 2, 2]]).mode(dim=-1)
show(r.values, r[1])
show(torch.mode(torch.tensor([-0., 0., 1.])), torch.mode(torch.tensor([0., -0., 1.])))
show(torch.mode(torch.tensor([True, False, True])), torch.mode(torch.tensor(3.)), torch.mode(torch.zeros(0, 3), 1))
fail("ops_mode", 10, "print(torch.mode(zeros(3, 0), 1))", 7, 7, 33, lambda: torch.mode(torch.zeros(3, 0), 1))
