# Twin of tests/golden/ops_unique.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

tensor = torch.tensor
x = tensor([3, 1, 2, 1, 3, 3, 0])
show(torch.unique(x))
show(torch.unique(x, return_inverse=True, return_counts=True))
show(x.unique(return_counts=True), x.unique(sorted=True, return_inverse=False))
v, inv = tensor([[2, 1], [1, 3]]).unique(return_inverse=True)
show(v, inv)
show(torch.unique(tensor([0., 2.5, -1., 2.5, -0.]), return_counts=True))
show(torch.unique(tensor([True, False, True])), torch.unique(tensor(5)), torch.unique(tensor(5), return_inverse=True))
show(torch.unique(torch.zeros(0), return_inverse=True, return_counts=True))
show(torch.unique_consecutive(tensor([1, 1, 2, 2, 3, 1, 1, 2]), return_inverse=True, return_counts=True))
show(tensor([[1., 1.], [2., 1.]]).unique_consecutive(return_counts=True), torch.unique_consecutive(tensor([7])))
show(torch.unique(tensor([5., 5., 5.]), return_inverse=True, return_counts=True))
