# Twin of tests/golden/ops_adaptive_pool.cst (its tensors live on cuda:0).
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
show(F.adaptive_avg_pool3d(x, (3, 4, 5))[1, 2, 2])
show(F.adaptive_avg_pool3d(x, (3, 4, 5))[0, 0, 0].tolist())
v, i = F.adaptive_max_pool3d(x, (2, 3, 4), return_indices=True)
show(v[1, 1], i[1, 0], i[0, 0])
y = x[0, :, 0]
show(F.adaptive_avg_pool2d(y, (4, 3)))
v, i = F.adaptive_max_pool2d(y, (3, 4), return_indices=True)
show(v[2], i[2])
z = x[:, :, 0, 0]
show(F.adaptive_avg_pool1d(z, 4), F.adaptive_max_pool1d(z, 3, return_indices=True)[1])
show(F.interpolate(x, size=(3, 4, 5), mode='area')[0, 1, 0].tolist())
show(F.interpolate(y[None], size=(2, 3), mode='area'), F.interpolate(z, size=3, mode='area'))
show(F.adaptive_avg_pool2d(y.double(), 3)[0])
show(F.adaptive_avg_pool3d(x, (9, 12, 11))[1, 1, 8, :2].tolist())
show(F.adaptive_avg_pool2d(x[0].transpose(1, 3), (2, 5))[1])
show(F.adaptive_max_pool3d(x[0], (1, 2, 1)))
