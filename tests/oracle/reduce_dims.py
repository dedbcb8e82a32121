# Twin of tests/golden/reduce_dims.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's warning about a strided boundary tensor is not output.
warnings.filterwarnings("ignore")

x = (torch.arange(16 * 96 * 130) * 37 % 101 - 50).reshape(16, 96, 130) / 8
for dt in [torch.float32, torch.float64]:
    y = x.to(dt)
    show(dt, y.sum(dim=1)[3, :6], y.mean(dim=1)[:2, -3:], y.sum(dim=(0, 2))[:8], y.mean(dim=(0, 2))[-4:])
    show(y.amax(dim=(0, 2))[:10], y.amin(dim=(0, 2))[:10], y.amax(dim=(1, 2)), y.amin(dim=1)[0, :8])
    show(y.norm(dim=(0, 2))[:6], y.norm(p=1, dim=(0, 2))[:6], y.norm(dim=1)[1, :5])
    show(y.var(dim=(0, 2))[:6], y.std(dim=1)[2, :5], y.var(dim=1, correction=0)[5, -4:])
    p = 1 + y / 512
    show(p.prod(dim=1)[0, :6], p.prod(dim=0)[1, :6], p[:, :, :129].prod(dim=1)[4, -3:])
    t = y.transpose(0, 2)
    show(t.amax(dim=(0, 2))[:6], t.sum(dim=1)[7, :4], t.norm(dim=(0, 1))[:6])
z = x.clone()
z[3, 7, 100] = float("nan")
z[9, 2, 5] = -0.0
show(z.amax(dim=(0, 2))[:10], z.amin(dim=(0, 2))[:10], z.norm(dim=(0, 2))[:10])
s = torch.arange(-50, 50, 3)
v = torch.arange(-20000, 20000, 7) % 131 - 65
show(torch.searchsorted(s, v).sum(), torch.searchsorted(s, v, right=True).sum(), torch.searchsorted(s, v)[:12])
m = (torch.arange(40 * 64) * 13 % 29).reshape(40, 64).sort(dim=1).values
w = (torch.arange(40 * 300) * 7 % 31 - 1).reshape(40, 300)
show(torch.searchsorted(m, w).sum(dim=1)[:8], torch.searchsorted(m[:, ::2], w, side="right")[3, :10])
show(torch.isin(v, torch.arange(0, 300, 3)).sum(), torch.bucketize(v[:9], s))
e = torch.arange(-1200, 1200).reshape(40, 60) / 64
show(torch.special.i0(e)[0, :5], torch.special.i1(e)[39, -5:], torch.special.i0e(e)[20, :5], torch.special.i1e(e)[5, :6])
