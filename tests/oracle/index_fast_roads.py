# Twin of tests/golden/index_fast_roads.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

# (PyTorch warns of non-contiguous boundaries and values; cst does not)
warnings.filterwarnings("ignore")

n = 1100003
x = (torch.arange(n) * 7919) % 1000003
p = torch.arange(0, n, 3)
g = x[p]
show(g.shape, g.sum(), g[:4], g[-3:])
a = (torch.arange(1024 * 1024, dtype=torch.float32) % 97).reshape(1024, 1024)
i = (torch.arange(1024 * 1024) * 31 % 1024).reshape(1024, 1024)
r = torch.gather(a, 1, i)
show(r.double().sum().item(), r[5, :6], r[-1, -4:])
j = torch.arange(1023, -1, -3)
show(a.index_select(0, j).double().sum().item(), a.index_select(0, j)[1, :5])
w = torch.arange(64 * 8, dtype=torch.float32).reshape(64, 8)
show(torch.nn.functional.embedding(torch.tensor([[3, 63, 0], [7, 7, 1]]), w))
b = (torch.arange(1000) * 6 - 2997).to(torch.float32) / 1000
v = (torch.arange(1003) * 7 - 3510).to(torch.float32) / 1000
v[10] = float('nan')
s = torch.searchsorted(b, v)
show(s.sum(), s[100:104], s[8:12], s[-3:], torch.searchsorted(b, v, right=True).sum())
show(torch.searchsorted(b[::3], v, out_int32=True).sum(), torch.searchsorted(b, v[500:537], right=True, out_int32=True)[-6:])
u = (torch.arange(50) * 17 % 50).to(torch.float32)
show(torch.searchsorted(u, v[::20]), torch.bucketize(v[::100], b[::111]))
B = ((torch.arange(300) * 4 - 598).to(torch.float32) / 299).expand(5, 300).contiguous() + torch.arange(5).reshape(5, 1).to(torch.float32)
V = ((torch.arange(5 * 41) * 5 - 300).to(torch.float32) / 100).reshape(5, 41)
show(torch.searchsorted(B, V).sum(dim=1), torch.searchsorted(B[:, ::2], V, right=True)[:, -3:])
show(torch.searchsorted(b.double(), v.double()).sum(), torch.searchsorted(torch.arange(0, 3000, 3), torch.arange(-5, 3005, 7)).sum())
f = (torch.arange(3 * 16384 + 5) * 13 % 7) < 3
q = torch.nonzero(f).reshape(-1)
show(q.shape, q.sum(), q[:5], q[-4:])
k = torch.arange(n) // 3 + (torch.arange(n) % 1000 == 999).to(torch.int64)
uv, uc = torch.unique_consecutive(k, return_counts=True)
show(uv.shape, uv.sum(), uc.sum(), uc[:6], uc[-3:])
show(torch.unique_consecutive(torch.tensor([2, 2, 5, 5, 5, 1]), return_inverse=True, return_counts=True))
z = a.clone()
jj = torch.arange(1024) * 6 % 1024
z.index_put_((jj,), a[jj], accumulate=True)
show(z.double().sum().item(), z[0, :5], z[1023, -3:])
z.index_put_((jj[:10],), a[:10])
show(z.double().sum().item(), a.index_add(0, jj, a).double().sum().item())
for dt in [torch.float32, torch.int64, torch.bool, torch.bfloat16, torch.float64]:
    e = torch.empty(1024, 1024, dtype=dt)
    e.fill_(1)
    show(dt, e.double().sum().item(), e[-1, -2:])
c = (torch.arange(300 * 41, dtype=torch.float32).reshape(300, 41) * 37 % 101) / 10
c[7, 3] = float('nan')
sm = torch.softmax(c, dim=0)
show(sm.argmax(dim=0), sm.isnan().sum(dim=0)[:5], ((sm.sum(dim=0) - 1).abs()[4:] < 1e-5).all())
ls = torch.log_softmax(c.to(torch.bfloat16), dim=0)
show(ls.argmax(dim=0)[:8], ls.isnan().sum(), (ls.float().exp().sum(dim=0)[4:] - 1).abs().max() < 0.05)
