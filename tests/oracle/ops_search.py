# Twin of tests/golden/ops_search.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.tensor([[0, 1, 0], [2, 0, 3]])
show(torch.nonzero(x), x.nonzero(as_tuple=True), torch.argwhere(x > 1))
show(torch.where(x > 0), torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor(0.0), as_tuple=True), torch.nonzero(torch.zeros(2, 2)))
show(x.where(x > 1, torch.tensor(-1)), torch.nonzero(torch.tensor([True, False, True])))
b = torch.tensor([1, 3, 5, 7, 9])
v = torch.tensor([[3, 6, 9], [3, 6, 9]])
show(torch.searchsorted(b, v), torch.searchsorted(b, v, right=True), torch.searchsorted(b, 4), torch.searchsorted(b, v, side='right', out_int32=True))
bb = torch.tensor([[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]])
show(torch.searchsorted(bb, v), torch.bucketize(torch.tensor([0.5, 3.0, 9.5]), torch.tensor([1.0, 3.0, 9.0])), torch.bucketize(3, b, right=True))
show(torch.searchsorted(torch.tensor([9, 1, 5]), torch.tensor([4, 6]), sorter=torch.tensor([1, 2, 0])), torch.searchsorted(b, torch.tensor(6)), torch.searchsorted(torch.tensor([1.0, 2.0, 2.0]), torch.tensor([float('nan'), 2.0, 2.5]).half()))
y = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(y, 2), y.repeat_interleave(3, dim=1), torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0))
show(torch.repeat_interleave(torch.tensor([2, 0, 1])), torch.repeat_interleave(torch.tensor([1.5, 2.5, 3.5]), torch.tensor([0, 2, 1])), torch.tensor(7).repeat_interleave(2))
show(y.repeat_interleave(torch.tensor([1, 2]), dim=1), torch.repeat_interleave(y, torch.tensor([2, 0]), dim=0))
show(torch.searchsorted(bb, torch.tensor([[1, 2]]).t()))
fail("ops_search", 17, "print(torch.searchsorted(bb, torch.tensor([[1], [2], [3]])))", 7, 7, 60, lambda: torch.searchsorted(bb, torch.tensor([[1], [2], [3]])))
