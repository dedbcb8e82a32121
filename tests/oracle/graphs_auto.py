# Twin of tests/golden/graphs_auto.cst: the same loops in PyTorch (on the
# cpu here; streams and graphs change when work runs, not what it computes).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.zeros(1000)
acc = torch.zeros(1000, dtype=torch.int64)
for i in range(300):
    x = x + 1
    y = (x * 2 - 3).abs()
    acc += i
    if i % 37 == 0:
        print(i, y.sum().item(), acc[7].item())
show(x[:4], y[-3:], acc.sum())

big = torch.ones(1 << 18)
small = torch.arange(8.)
for i in range(40):
    small = small * 1.5 + 1
    small.clamp_(max=1e6)
    if i % 10 == 9:
        big.mul_(2)
        print(small[0].item(), big.sum().item())

m = torch.zeros(6, 6)
for i in range(50):
    m[i % 6].fill_(i)
    m.t()[0].add_(1)
    c = m[::2, 1::2].contiguous()
show(m, c)

a = torch.ones(16)
for i in range(20):
    a = a * 2 % 1000 + i
    a = a - 1
show(a)

for i in range(64):
    t = torch.full((100,), float(i))
    u = t * t
    del t
show(u[:3])
