# Twin of tests/golden/ops_sum_cascade.cst: the values PyTorch's CPU sum gives, bit for bit.
import torch
from torch import arange, float32, float64, float16, bfloat16
def data(n, dt):
    return (((arange(n) * 7919) % 1000 - 500).to(dt) * 0.0137).to(dt)


def mean(x):
    """PyTorch 2's CPU mean: a float16 or bfloat16 x summed and divided in
    float32, rounded once (1.13 rounds the sum and the count to the dtype)."""
    if x.dtype in (float16, bfloat16):
        return x.float().mean().to(x.dtype)
    return x.mean()


for dt in [float32, float64, float16, bfloat16]:
    for n in [7, 8, 15, 16, 17, 33, 100, 257, 1000, 4099, 70001, 300000]:
        x = data(n, dt)
        print(dt, n, x.sum().item(), mean(x).item())
    for shape in [[3, 5], [7, 40], [100, 77], [13, 4, 33], [2, 300, 9], [65, 1000], [1000, 65]]:
        n = 1
        for s in shape: n = n * s
        x = data(n, dt).reshape(shape)
        for d in range(len(shape)):
            print(dt, shape, d, x.sum(d).tolist() == x.sum(d).tolist(), x.sum(d).sum().item(), x.sum(d).flatten()[:3].tolist())
        print(dt, shape, "t", x.transpose(0, 1).sum(0).flatten()[:5].tolist(), x.sum([0, len(shape) - 1]).flatten()[:4].tolist())

# A softmax's rows sum to 1 within the cascade's rounding, and a row of
# three prints 1.0000 where a sum rounded once is 1.
p = torch.tensor([[2.0, 1.0, 0.5], [0.0, 0.0, 0.0]]).softmax(dim=1)
print(p.sum(dim=1).tolist(), p.sum(dim=1))

# The last line is the same on both devices, so a difference above is a documented one.
print("sums done")
