# Twin of tests/golden/ops_aminmax.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.tensor([[1., 5, -2], [3, 0, 4]])
show(torch.aminmax(x))
show(x.aminmax(dim=1, keepdim=True))
r = torch.aminmax(x, dim=0)
show(r.min, r[1])
lo, hi = x.aminmax(dim=-1)
show(lo, hi)
show(torch.aminmax(torch.tensor([1, 7, 3])), torch.aminmax(torch.tensor([True, False])))
show(torch.aminmax(torch.zeros(0, 3), dim=1), torch.aminmax(torch.tensor([1., float('nan'), 3.])))
fail("ops_aminmax", 11, "print(torch.aminmax(zeros(0, 3), dim=0))", 7, 7, 40, lambda: torch.aminmax(torch.zeros(0, 3), dim=0))
