# Twin of tests/golden/flip_strided.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

dts = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]


def rev(n):
    return torch.arange(n - 1, -1, -1)


def same(x, dims):
    r = x
    for d in dims:
        r = r.index_select(d, rev(x.shape[d]))
    f = x.flip(dims)
    return torch.equal(f, r) and f.stride() == torch.empty_like(x).stride()


for dt in dts:
    x = (torch.arange(2 * 70 * 33) % 251 - 100).to(dt).reshape(2, 70, 33)
    l = (torch.arange(70001) % 97).to(dt)
    w = (torch.arange(3 * 40000) % 89).to(dt).reshape(3, 40000)
    show(dt, x.flip(2)[1, 69, :5], x.flip(0, 1)[0, 0, :3], l.flip(0)[:4], w.flip(1)[2, -3:],
         same(x, (0,)), same(x, (1,)), same(x, (2,)), same(x, (0, 2)), same(x, (1, 2)), same(x, (0, 1, 2)),
         same(x[:, :, :5], (1, 2)), same(x.transpose(1, 2), (1,)), same(x.transpose(1, 2), (2,)),
         same(x[:, ::3], (1,)), same(x[:, :, None, :].expand(2, 70, 3, 33), (2, 3)),
         same(l, (0,)), same(w, (0,)), same(w, (1,)), same(w, (0, 1)), same(w.t(), (0,)))
show(torch.arange(12.0).reshape(3, 4).t().flip(0), torch.arange(12.0).reshape(3, 4).t().flip(0).stride())
