# Twin of tests/golden/ops_unique_dim.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

tensor, zeros = torch.tensor, torch.zeros
x = tensor([[1, 2, 1, 1], [3, 0, 3, 1], [1, 2, 1, 1]])
show(torch.unique(x, dim=1, return_inverse=True, return_counts=True))
show(x.unique(dim=0, return_inverse=True, return_counts=True), torch.unique(x, dim=-1))
show(torch.unique_consecutive(tensor([[1, 1, 2, 1], [3, 3, 0, 3]]), dim=1, return_inverse=True, return_counts=True))
y = tensor([[[1, 2], [1, 2]], [[0, 1], [1, 2]]])
show(torch.unique(y, dim=2, return_inverse=True), torch.unique(y, dim=0, return_counts=True))
show(torch.unique(tensor([[1., -0.], [1., 0.]]), dim=0, return_counts=True), torch.unique(tensor([True, False, True]), dim=0))
show(torch.unique(tensor([3, 1, 3]), dim=0, return_inverse=True), torch.unique(tensor([[5, 9, 2]]), dim=1))
show(torch.unique(zeros(0, 3), dim=0, return_inverse=True, return_counts=True))
show(torch.unique(zeros(3, 0), dim=1, return_counts=True))
bad = [
    lambda: torch.unique(zeros(3, 0), dim=0),
    lambda: torch.unique_consecutive(zeros(3, 0), dim=0),
    lambda: torch.unique(zeros(0, 0, 2), dim=0),
]
for f in bad:
    try:
        f()
    except RuntimeError as e:
        print(e)
fail("ops_unique_dim", 20, "print(torch.unique(tensor(5), dim=0))", 7, 7, 37, lambda: torch.unique(tensor(5), dim=0))
