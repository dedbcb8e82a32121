# Twin of tests/golden/ops_random_stats.cst: the same bounds checked on
# PyTorch's own random numbers (CPU), which they hold for too.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch  # noqa: E402
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(1 << 22)
print(abs(x.mean().item()) < 0.003, abs(x.std().item() - 1) < 0.003, x.abs().max().item() < 7)
print(abs((x.abs() > 1.96).float().mean().item() - 0.04999579) < 0.001, abs((x.abs() > 3).float().mean().item() - 0.0026998) < 0.0003)
print(abs((x.double() ** 4).mean().item() - 3) < 0.03, abs((x[0::2] * x[1::2]).mean().item()) < 0.003)
h = torch.randn(1 << 20, dtype=torch.float16).float()
b = torch.randn(1 << 20, dtype=torch.bfloat16).float()
d = torch.randn(1 << 20, dtype=torch.float64)
print(abs(h.mean().item()) < 0.006, abs(h.std().item() - 1) < 0.006, abs(b.mean().item()) < 0.006, abs(b.std().item() - 1) < 0.01)
print(abs(d.mean().item()) < 0.006, abs(d.std().item() - 1) < 0.006)
u = torch.rand(1 << 22)
print(u.min().item() >= 0, u.max().item() < 1, abs(u.mean().item() - 0.5) < 0.001)
y = F.dropout(torch.ones(1000, 1000), 0.3)
print(abs((y == 0).float().mean().item() - 0.3) < 0.003, torch.equal(y.unique(), torch.tensor([0.0, 1 / 0.7])))
w = torch.tensor([1.0, 2.0, 3.0, 4.0]).expand(100000, 4)
m = torch.multinomial(w, 2)
first = torch.stack([(m[:, 0] == i).float().mean() for i in range(4)])
second = torch.stack([(m[:, 1] == i).float().mean() for i in range(4)])
print((first - torch.tensor([0.1, 0.2, 0.3, 0.4])).abs().max().item() < 0.008, (m[:, 0] != m[:, 1]).all().item())
print((second - torch.tensor([0.13452381, 0.24126984, 0.30833333, 0.31587302])).abs().max().item() < 0.008)
r = torch.multinomial(w[:1000], 1000, replacement=True)
print((torch.stack([(r == i).float().mean() for i in range(4)]) - torch.tensor([0.1, 0.2, 0.3, 0.4])).abs().max().item() < 0.003)
