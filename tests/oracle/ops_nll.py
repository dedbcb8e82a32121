# Twin of tests/golden/ops_nll.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import torch2  # noqa: E402

torch2.install()

x = torch.tensor([[-0.5, -1.25, -3.0], [-2.0, -0.1, -7.5], [-0.75, -0.625, -1.0], [-4.0, -0.3, -0.2]])
t = torch.tensor([0, 2, -100, 1])
w = torch.tensor([0.5, 2.0, 1.5])
for red in ['none', 'sum', 'mean']:
    show(F.nll_loss(x, t, reduction=red).tolist(), F.nll_loss(x, t, weight=w, reduction=red).tolist())
    show(F.nll_loss(x, t.clamp(0, 2) + t.eq(-100) * 2, ignore_index=2, reduction=red).tolist(), F.nll_loss(x.t().contiguous().t(), t.clamp(0), weight=w, ignore_index=0, reduction=red).tolist())
show(F.nll_loss(x[0], torch.tensor(1)).tolist(), F.nll_loss(x[0], torch.tensor(-100)).tolist())
show(F.nll_loss(x.double(), t, weight=w.double()).tolist(), F.nll_loss(x[:0], t[:0]).tolist(), F.nll_loss(x[:0], t[:0], reduction='sum').tolist())
s = torch.arange(24.0).reshape(2, 3, 2, 2) / -10
show(F.nll_loss(s, torch.tensor([[[0, 1], [2, -100]], [[1, 1], [0, 2]]]), reduction='none').tolist())
show(F.cross_entropy(s, torch.tensor([[[0, 1], [2, -100]], [[1, 1], [0, 2]]]), weight=w).tolist())
show(F.cross_entropy(x, t, label_smoothing=0.2).tolist(), F.cross_entropy(x, t, weight=w, label_smoothing=0.1, reduction='sum').tolist())
for target, ignore in ((torch.tensor([0, 3, 1, 1]), -100), (torch.tensor([0, 1, -1, 1]), 1)):
    try:
        F.nll_loss(x, target, ignore_index=ignore)
    except IndexError as e:
        show('IndexError', e)
for f, ignore in ((F.nll_loss, 1.0), (F.cross_entropy, False)):
    try:
        f(x, t, ignore_index=ignore)
    except TypeError as e:
        show('TypeError', e)
