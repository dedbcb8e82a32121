# Twin of tests/golden/ops_pool3d.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

x = ((torch.arange(2 * 3 * 7 * 10 * 9) * 7919 % 1013).float() / 1013).reshape(2, 3, 7, 10, 9)
x[0, 0, 1, 2, 3] = float('nan')
x[1, 0, 1, 2, 3] = float('nan')
x[1, 0, 1, 2, 4] = float('nan')
show(F.avg_pool3d(x, 3, stride=2, padding=1)[0, 0], F.avg_pool3d(x, 3, stride=2, padding=1)[1, 2, 1].tolist())
show(F.avg_pool3d(x, (2, 3, 2), stride=(1, 2, 3), padding=(1, 1, 0), ceil_mode=True, count_include_pad=False)[0, 1, 2].tolist())
show(F.avg_pool3d(x, 2, divisor_override=3)[1, 1, 1].tolist())
v, i = F.max_pool3d(x, 3, stride=2, padding=1, return_indices=True)
show(v[1, 1].tolist(), i[1, 0].tolist(), i[0, 0].tolist())
v, i = F.max_pool3d(x, 2, dilation=2, ceil_mode=True, return_indices=True)
show(v[0, 2, 1].tolist(), i[0, 2, 1].tolist())
show(F.max_pool3d(x.double(), (1, 2, 3))[1, 1, 2], F.avg_pool3d(x[0].transpose(1, 3), 2)[2].tolist())
show(torch.max_pool3d(x, 2)[1, 1, 1].tolist())
show(F.max_pool3d(x[0], 2, return_indices=True)[1][0, 1], F.avg_pool3d(x[0, :, :4, :4, :4], 3, padding=1, count_include_pad=False)[1, 0])
