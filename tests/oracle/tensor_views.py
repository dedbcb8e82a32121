# Twin of tests/golden/tensor_views.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, arange, zeros  # noqa: E402

warnings.filterwarnings("ignore")  # x.T of a 3-d tensor is deprecated in PyTorch; cst does not warn
a = arange(12).reshape(3, 4)
a.t()[0] = 100
show(a)
a[1:, ::2] = -1
show(a)
b = a.reshape(4, 3).contiguous()
b[0, 0] = 55
show(a)
c = a.t().reshape(12).contiguous()
c[0] = 999
show(a, c)
d = a.t().contiguous()
d[0, 0] = 1
show(a[0, 0], d.is_contiguous(), a.t().is_contiguous(), d.stride(), a.t().stride())
v = a.view(2, 6)
v[1] += 1000
show(a)
a[0].fill_(7)
a[2, :].zero_()
show(a)
e = a[:, 1]
e.mul_(2)
show(a, e.is_contiguous(), e.stride(), e.storage_offset())
u = a.unsqueeze(0)
u[0, 0, 0] = -5
p = a.permute(1, 0)
p[3, 2] = 42
show(a, u.shape, p.shape)
f = a.flatten()
f[1] = 11
s = a[None, ..., None]
s[0, 0, 2, 0] = 22
show(a, s.shape, f.shape)
z = zeros(1, 3, 1)
q = z.squeeze()
q[1] = 3
r = z.view(3)
r.add_(1)
show(z, q, r)
x = tensor([1.0, 2.0, 3.0])
g = x.expand(2, 3)
show(g, g.stride(), g.is_contiguous())
x.sub_(tensor([1.0, 1.0, 1.0]), alpha=2)
show(g, x.clone().stride())
m = arange(6).float().reshape(2, 3)
n = m.t()
n += 0.5
n[0].clamp_(max=1)
show(m, n)
k = m.clone()
k[0, 0] = 99
w = m.transpose(0, 1).transpose(1, 0)
w[1, 1] = -7
show(m, k)
h = arange(8).reshape(2, 2, 2)
h.T[0, 1, 0] = 50
h[..., 1] *= 10
show(h, h.T.shape)
