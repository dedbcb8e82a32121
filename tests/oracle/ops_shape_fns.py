# Twin of tests/golden/ops_shape_fns.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402
from torch import tensor  # noqa: E402

x = torch.arange(24).reshape(2, 3, 4)
show(torch.movedim(x, 0, -1).shape, x.movedim((0, 1), (2, 0)).shape, torch.moveaxis(x, 1, 0).shape, x.swapaxes(0, 2).shape, torch.swapdims(x, 1, 2).shape)
show(x.mT.shape, x[0].mT, x.mH.shape)
show(torch.broadcast_to(tensor([1, 2, 3]), (2, 3)), torch.broadcast_tensors(tensor([[1], [2]]), tensor([5, 6, 7])), torch.broadcast_shapes((2, 1), (3,), (1, 1, 1)))
show(x[0].unbind(), torch.unbind(x[0], 1)[1], torch.fliplr(x[0]), x[0].flipud())
show(torch.tile(tensor([1, 2]), (2, 2)), tensor([[1, 2]]).tile((3,)))
a, b = torch.meshgrid(tensor([1, 2, 3]), tensor([4, 5]), indexing='ij')
show(a, b)
a, b = torch.meshgrid(tensor([1, 2, 3]), tensor([4, 5]), indexing='xy')
show(a, b)
show(torch.diff(tensor([1, 4, 9, 16])), tensor([1, 4, 9, 16]).diff(n=2), torch.diff(x[0], dim=0), torch.diff(tensor([True, False, False])), torch.diff(tensor([1., 2.]), prepend=tensor([0.]), append=tensor([5.])))
show(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.promote_types(torch.uint8, torch.int8), torch.result_type(tensor([1]), 1.0), torch.result_type(tensor([1], dtype=torch.int8), tensor(5)))
fail("ops_shape_fns", 14, "print(tensor([1, 2]).mT)", 7, 7, 24, lambda: tensor([1, 2]).mT)
