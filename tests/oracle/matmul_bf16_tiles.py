# Twin of tests/golden/matmul_bf16_tiles.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402


def ints(*shape):
    n = 1
    for s in shape:
        n *= s
    return (torch.arange(n) % 9 - 4).reshape(shape).bfloat16()


# The product of bfloat16 operands as PyTorch computes it on CUDA (cuBLAS)
# and on CPUs with AVX-512 (oneDNN): float32 sums rounded once.  PyTorch
# 1.13's CPU kernel for other CPUs rounds partial sums to bfloat16 (the
# 96 x 200 @ 200 x 80 product below sums to 122134 there, not 3798), so the
# twin takes its products through float32 on every CPU.
def product(p, q):
    return (p.float() @ q.float()).bfloat16()


a = ints(37, 45)
b = ints(45, 50)
r = product(a, b)
show(r.dtype, r.shape, r.float().sum().item(), r[0, :8], r[36, -5:])
show(torch.equal(r, (a.float() @ b.float()).bfloat16()))
t = ints(50, 45).t()
show(product(a, t).float().abs().sum().item(), product(ints(45, 37).t(), b)[5, 10:14])
show(product(a[1:, ::2], b[::2, 3:])[:2, :4])
x = ints(3, 33, 64)
y = ints(3, 64, 17)
z = product(x, y)
show(z.shape, z.float().sum(dim=(1, 2)))
big = product(ints(96, 200), ints(200, 80))
show(big.float().sum().item(), big[95, 79].item(), torch.equal(big, (ints(96, 200).float() @ ints(200, 80).float()).bfloat16()))
show(torch.nn.functional.linear(ints(20, 48), ints(24, 48), ints(24)).float().sum().item())
show(torch.addmm(ints(24), ints(20, 48), ints(24, 48).t()).float().sum().item(), torch.addmm(ints(20, 24), ints(20, 48), ints(24, 48).t()).float().sum().item())
show(torch.addmm(ints(20, 24), ints(20, 48), ints(24, 48).t(), beta=0.5, alpha=3).float().sum().item(), torch.baddbmm(ints(2, 20, 24), ints(2, 20, 48), ints(2, 48, 24)).float().sum().item())
