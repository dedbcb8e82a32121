# Twin of tests/golden/ops_compose_more.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.tensor([[3.0, float('nan'), 1.0], [1.0, 2.0, -1.0], [3.0, 0.5, 1.0]])
show(torch.msort(x), torch.tensor([5, 2, 9, 2]).msort())
h = torch.tensor([-1.5, 0.0, 2.0, float('nan'), -0.0])
show(torch.heaviside(h, torch.tensor([0.5])), h.heaviside(torch.tensor([1.0, 2, 3, 4, 5])))
show(torch.heaviside(torch.tensor([-2, 0, 3]), torch.tensor([7])))
show(torch.isin(torch.tensor([1, 2, 3, 4]), torch.tensor([2, 4, 6])), torch.isin(torch.tensor([1.0, float('nan')]), torch.tensor([float('nan'), 1.0])))
show(torch.isin(torch.tensor([[1, 5], [5, 0]]), 5), torch.isin(3, torch.tensor([1, 3])), torch.isin(torch.tensor([1, 2]), torch.tensor([2]), invert=True))
show(torch.isin(torch.tensor([[0.0, -0.0, 2.5], [float('inf'), 7.0, 3.25]]), torch.arange(16) * 0.5), torch.isin(torch.arange(6), torch.arange(20.0) * 2, invert=True), torch.isin(torch.tensor([-0.0]), torch.tensor([0.0] + [float('nan')] * 15)))
show(torch.special.expit(torch.tensor([0.0, 2.0])), torch.special.logit(torch.tensor([0.0, 0.25, 1.0]), eps=0.1), torch.special.xlogy(torch.tensor([0.0, 2.0]), torch.tensor([0.0, 3.0])))
fail("ops_compose_more", 11, "print(torch.heaviside(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)))", 7, 7, 85,
     lambda: torch.heaviside(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)))
