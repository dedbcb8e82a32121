# Twin of tests/golden/fusion.cst: the same chains in PyTorch, one
# operation at a time (on the cpu here; fusion changes how work runs, not
# what it computes).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

N = 1 << 17
x = (torch.arange(N) % 1000 - 500) / 100.0
show(x[:3], x[-2:])


def same(big, small):
    show(torch.equal(big[:1000], small))


y = ((x * 2) + 1).relu()
show(y[:4], y[-3:])
same(y, ((x[:1000] * 2) + 1).relu())

z = x.clone()
z.mul_(3).add_(1).clamp_(min=-1, max=2)
show(z[:4], z[500:503])
same(z, (x[:1000] * 3 + 1).clamp(min=-1, max=2))

t = x * x
u = t - 1
v = u.abs().sqrt()
show(t[5], u[5], v[5:8])
same(v, ((x[:1000] * x[:1000]) - 1).abs().sqrt())

a = x.view(512, 256)
b = torch.arange(256) / 256.0
c = (a + b).sigmoid() * a
show(c[1, :4], c[-1, -2:])
same(c.view(-1), ((a[:4] + b).sigmoid() * a[:4]).view(-1)[:1000])
d = (a.t() * 2 + 1).tanh()
show(d[:2, :3])
show(torch.equal(d[:3, :5], (a.t()[:3, :5] * 2 + 1).tanh()))
rows = x[:120000].view(3, 40000)
o = (rows * 2 - 1).exp() * rows
show(o[:, 39998:])
same(o[2], (rows[2, :1000] * 2 - 1).exp() * rows[2, :1000])
for i in range(3):
    w = (x * i + 1).abs() - 0.5
    show(w[:3])

p = (x.abs() + 1) ** 2
q = (x.abs() + 1) ** 0.5
r = (x / 4).exp().log1p() / (x.abs() + 2)
show(p[:3], q[:3], r[:3])
same(r, (x[:1000] / 4).exp().log1p() / (x[:1000].abs() + 2))

h = x.half()
# torch 1.13 has no float16 tanh on the cpu: a GPU's computes in float32
# and rounds, as this does.
k = (h * 3).float().tanh().half() + 1
show(k.dtype, k[:4])
show(True)
bf = x.to(torch.bfloat16)
m = (bf * bf - 2).neg()
show(m.dtype, m[:4])
mix = h * 2 + x
show(mix.dtype, mix[:3])
same(mix, h[:1000] * 2 + x[:1000])

i = torch.arange(N)
j = (i * 3 + 7) // 2 % 5
show(j[:8], j.dtype)
inside = (x > -1) & (x < 1)
show(inside[99:103], inside.sum())
e = torch.where(x > 0, x * 2, (x / 2).exp())
show(e[:3], e[-3:])
same(e, torch.where(x[:1000] > 0, x[:1000] * 2, (x[:1000] / 2).exp()))

s = x.clone()
s[1:].add_(s[:-1] * 2)
show(s[:4])
g = x.clone()
g.add_(g.flip(0) * 0.5)
show(g[:3], g[-3:])
