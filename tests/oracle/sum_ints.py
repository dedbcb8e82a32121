# Twin of tests/golden/sum_ints.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

base = torch.arange(300007) * 7919 % 1013 - 500
for dt in [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    x = base.to(dt)
    m = x[:300000].reshape(600, 500)
    show(dt, x.sum(), x.prod(), x[:40][x[:40] != 0].prod(), x.sum(dtype=torch.int32), x.sum(dtype=torch.int8), x.sum(dtype=torch.uint8), x.sum(dtype=torch.bool), x.sum(dtype=torch.float32), x.prod(dtype=torch.int16))
    show(m.sum(1)[:6], m.sum(0)[-4:], m.t().sum(1)[:3], m[:, ::3].sum(1)[-3:], m.sum(1, keepdim=True).shape, m.sum((0, 1)), m.sum(1, dtype=torch.int16)[:4], m[::7, 1::2].sum(0)[:5])
    show(x[:0].sum(), m[:, :0].sum(1)[:3], x[:1].sum(), x[5:6].reshape(()).sum(), (x[:1000] != 0).sum(), x.count_nonzero())
big = torch.full((70000,), 2 ** 31 - 1, dtype=torch.int32)
show(big.sum(), big.sum(dtype=torch.int32), torch.full((3, 100000), 200, dtype=torch.uint8).sum(1), torch.full((200000,), -128, dtype=torch.int8).sum())
