# Twin of tests/golden/copy_short_rows.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.arange(2 * 3 * 5 * 7, dtype=torch.float32).reshape(2, 3, 5, 7)
e = x[:, :, :, None, :, None].expand(2, 3, 5, 2, 7, 3).contiguous()
w = torch.arange(e.numel(), dtype=torch.float64).reshape(e.shape) % 11
show(e.shape, (e.double() * w).sum(), e[1, 2, 4, :, 6, :], torch.equal(e, x[:, :, :, None, :, None].expand(2, 3, 5, 2, 7, 3) + 0))
for dt in [torch.bool, torch.int8, torch.float16, torch.int64, torch.float64]:
    y = (x.to(dt) if dt != torch.bool else x % 3 == 0)[:, :, :, :, None].expand(2, 3, 5, 7, 16).contiguous()
    show(dt, y.shape, (y.double() * torch.arange(16.0)).sum(), y[0, 1, 2, 3, :4], torch.equal(y, torch.where(torch.tensor(True), y.expand(2, 3, 5, 7, 16), y)))
t = torch.arange(3 * 70000, dtype=torch.float32).reshape(3, 70000).t().contiguous()
show(t.shape, t[69998:, :], torch.equal(t, torch.arange(3 * 70000, dtype=torch.float32).reshape(3, 70000).t() + 0))
p = torch.arange(24).reshape(2, 3, 4).permute(2, 1, 0).contiguous()
show(p, torch.arange(4).reshape(4, 1).expand(4, 1).contiguous().view(-1))
