# Twin of tests/golden/ops_index.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402
from torch import tensor, gather, take_along_dim, take, index_select, masked_fill  # noqa: E402

x = tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
i = tensor([[2, 0], [1, 1]])
show(torch.gather(x, 1, i), x.gather(0, tensor([[1, 0, 1]])), gather(x, -1, tensor([[0], [2]])))
show(torch.take_along_dim(x, i, dim=1), take_along_dim(x, tensor([5, 0])), torch.take_along_dim(x, tensor([[0], [2]]), 1))
show(torch.take(x, tensor([[0, -1], [3, 4]])), x.take(tensor(2)), take(tensor([True, False]), tensor([1, 1, 0])))
show(x.index_select(1, tensor([2, 0, 2])), torch.index_select(x, 0, tensor([1], dtype=torch.int32)), index_select(tensor(7), 0, tensor([0, 0])))
w = torch.arange(12).float().reshape(4, 3)
show(F.embedding(tensor([[0, 3], [1, 1]]), w), F.embedding(tensor(2), w), F.embedding(tensor([1]), w.half()))
z = torch.zeros(3, 4)
show(torch.scatter(z, 0, tensor([[0, 1, 2, 0]]), tensor([[1.0, 2.0, 3.0, 4.0]])), z.scatter(1, tensor([[3], [0]]), 9.5))
show(z.scatter(1, tensor([[1, 1, 1]]), tensor([[1.0, 2.0, 3.0]])), z.scatter(0, tensor([[0, 0]]), tensor([[1.5, 2.5]]), reduce='add'))
n = torch.zeros(5, dtype=torch.int64)
show(torch.scatter_add(n, 0, tensor([0, 1, 0, 4, 0]), tensor([1, 2, 3, 4, 5])), n.scatter_add(0, tensor([2, 2]), tensor([7, 8, 9])))
h = torch.ones(2, 2, dtype=torch.float16)
h.scatter_add_(1, tensor([[0, 0], [1, 0]]), torch.full((2, 2), 0.25, dtype=torch.float16))
b = torch.zeros(3, dtype=torch.bool)
b.scatter_(0, tensor([2]), tensor([True]))
show(h, b)
y = torch.ones(3, 2, dtype=torch.float64)
show(y.index_add(0, tensor([0, 2, 0]), tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64)), torch.index_add(torch.zeros(2, 3), 1, tensor([2]), torch.ones(2, 1), alpha=-2))
y.index_add_(1, tensor([1]), torch.full((3, 1), 10.0, dtype=torch.float64))
show(y, torch.masked_fill(x, x > 2, 0.0), masked_fill(tensor([1, 2]), tensor([True, False]), -1))
fail("ops_index", 25, "print(x.gather(1, tensor([[0, 3]])))", 7, 7, 36, lambda: x.gather(1, tensor([[0, 3]])))
