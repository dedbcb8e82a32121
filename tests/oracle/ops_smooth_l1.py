# Twin of tests/golden/ops_smooth_l1.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show, cuda_message  # noqa: E402
import torch2  # noqa: E402

torch2.install()

x = torch.tensor([0.3, -1.7, 2.25, float('nan'), float('inf'), -0.0, 1e-20, 0.1, -3.0, 7.5])
y = torch.tensor([0.1, 0.0, -0.5, 1.0, 1.0, 0.0, 0.0, 0.2, -3.0, -2.5])
for b in [1.0, 0.1, 0.0, 3.7, 0.001]:
    show(F.smooth_l1_loss(x, y, reduction='none', beta=b).tolist())
for d in [1.0, 0.1, 3.7, 0.001]:
    show(F.huber_loss(x, y, reduction='none', delta=d).tolist())
z = x.double() * 1.1
show(F.smooth_l1_loss(z, y.double(), reduction='none', beta=0.3).tolist(), F.huber_loss(z, y.double(), reduction='none', delta=0.3).tolist())
m = torch.arange(12.0).reshape(3, 4) / 7
show(F.smooth_l1_loss(m, torch.tensor([0.5, 1.0, 0.0, 2.0]).expand(3, 4)), F.smooth_l1_loss(m, m.t().reshape(3, 4), reduction='sum'))
show(F.huber_loss(m, m * 0.5, delta=0.4), F.huber_loss(m, m * 0.5, reduction='sum', delta=0.4))
show(F.smooth_l1_loss(m, m.double() * 0.5), F.huber_loss(m, m.double() * 0.5))
for f in (F.smooth_l1_loss, F.huber_loss):
    try:
        f(torch.tensor([1, 2]), torch.tensor([0, 0]))
    except RuntimeError as e:
        show('RuntimeError', cuda_message(e))
