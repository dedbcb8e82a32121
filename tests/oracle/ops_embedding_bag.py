# Twin of tests/golden/ops_embedding_bag.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402


nan = float('nan')
inf = float('inf')
w = torch.tensor([[1., nan, 2.], [nan, 2., -1.], [3., 0., inf], [-inf, 5., 0.5]])
show(F.embedding_bag(torch.tensor([0, 1, 2, 2]), w, torch.tensor([0, 2]), mode='max'))
show(F.embedding_bag(torch.tensor([1, 0, 2, 3]), w, torch.tensor([0, 1, 3]), mode='max'))
show(F.embedding_bag(torch.tensor([[2, 3], [1, 0], [3, 3]]), w, mode='max'))
show(F.embedding_bag(torch.tensor([0, 2, 3, 1]), w, torch.tensor([0, 2]), mode='sum'))
show(F.embedding_bag(torch.tensor([2, 3, 3]), w, torch.tensor([0, 1]), mode='mean'))
v = ((torch.arange(12 * 5) * 37 % 23).float() / 7).reshape(5, 12).t()
i = torch.tensor([3, 9, 0, 11, 4, 4, 7, 2, 10, 1, 5, 8, 6, 3])[::2]
show(F.embedding_bag(i, v, torch.tensor([0, 2, 2, 5, 7])))
show(F.embedding_bag(i, v, torch.tensor([0, 3, 7]), mode="sum", include_last_offset=True, padding_idx=4))
show(F.embedding_bag(i, v.double(), torch.tensor([0, 3]), mode="sum", per_sample_weights=torch.arange(7., dtype=torch.float64) / 3))
x = v.reshape(1, 2, 5, 6).transpose(2, 3)
show(F.interpolate(x, scale_factor=1.5, mode='bilinear'))
show(F.interpolate(x, size=(4, 7), mode='bilinear', align_corners=True))
show(F.interpolate(x, scale_factor=(0.7, 1.3), mode='nearest-exact'))
