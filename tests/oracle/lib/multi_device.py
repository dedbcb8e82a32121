"""multi_device.py: the PyTorch side of the multi-device goldens
(tests/golden/multi_*.cst), on Debian's CPU-only torch.

Each simulated device's tensor is a separate CPU tensor, printed with
device='cuda:N'.  The collectives are written as torch.cuda.nccl defines
them, in the rank order man cst.7 documents: all_reduce's result is the
reduction of the list (avg: the sum divided by the number of tensors,
truncated toward zero for integers, as NCCL's ncclAvg; sum over bool: a
logical or, as ProcessGroupNCCL maps it); broadcast copies tensors[root];
all_gather concatenates the flattened inputs; reduce_scatter gives block i
of the reduction to outputs[i].  collectives(n) and copies(n) print what
the goldens multi_collectives and multi_copies print on n devices: their
twins call them with 2, the twins of the _4 goldens with 4.
"""
import torch

import cuda_repr


class On:
    """A tensor printed as PyTorch prints it on cuda:dev."""

    def __init__(self, t, dev):
        self.t = t
        self.dev = dev


def text(v, top=True):
    if isinstance(v, On):
        return cuda_repr.cuda_text(v.t).replace("device='cuda:0'", "device='cuda:%d'" % v.dev)
    if isinstance(v, list):
        return "[" + ", ".join(text(x, False) for x in v) + "]"
    return cuda_repr.text(v, top)


def show(*values):
    print(" ".join(text(v) for v in values))


def on_each(ts):
    return [On(t, i) for i, t in enumerate(ts)]


def reduce(ts, op):
    n = len(ts)
    if ts[0].dtype == torch.bool and op == "sum":
        op = "max"
    r = ts[0].clone()
    for t in ts[1:]:
        r = r + t if op in ("sum", "avg") else torch.maximum(r, t) if op == "max" else torch.minimum(r, t)
        r = r.to(ts[0].dtype)
    if op == "avg":
        if ts[0].dtype.is_floating_point:
            r = r / n
        else:
            r = torch.div(r, n, rounding_mode="trunc")
    return r


def all_reduce(ts, op="sum"):
    r = reduce(ts, op)
    for t in ts:
        t.copy_(r)


def broadcast(ts, root=0):
    for t in ts:
        t.copy_(ts[root])


def all_gather(inputs, outputs):
    flat = torch.cat([t.reshape(-1) for t in inputs])
    for o in outputs:
        o.copy_(flat.reshape(o.shape))


def reduce_scatter(inputs, outputs, op="sum"):
    r = reduce([t.reshape(-1) for t in inputs], op)
    k = outputs[0].numel()
    for i, o in enumerate(outputs):
        o.copy_(r[i * k:(i + 1) * k].reshape(o.shape))
def collectives(n):
    show("devices:", n)
    a, b, c, d = [], [], [], []
    for i in range(n):
        a.append((torch.arange(6) * (i + 1) - 2 * i).reshape(2, 3).float())
        b.append(torch.tensor([-7, 5, 3 * i, 100 - i, -3 * i - 1]))
        c.append(torch.tensor([i == 0, False, i == n - 1, True]))
        d.append(torch.full((3,), 0.25 * (i + 1), dtype=torch.float16))
    all_reduce(a)
    show(On(a[0], 0))
    show(On(a[n - 1], n - 1))
    all_reduce(a, op="max")
    show(On(a[1], 1))
    all_reduce(b, op="avg")
    show(on_each(b))
    all_reduce(c)
    show(On(c[0], 0))
    all_reduce(c, op="min")
    show(On(c[n - 1], n - 1))
    all_reduce(d, op="avg")
    show(On(d[0], 0), d[0].dtype)
    g = [torch.full((2,), 1.5 * (i + 1), dtype=torch.bfloat16) for i in range(n)]
    all_reduce(g)
    show(On(g[n - 1], n - 1))
    m = [torch.tensor([1.5, -2.0, 3.0]) * (i - 1) for i in range(n)]
    all_reduce(m, op="min")
    show(on_each(m))

    e = [torch.arange(4) + 10 * i for i in range(n)]
    broadcast(e, root=n - 1)
    show(on_each(e))
    broadcast(e)
    show("cuda:0", On(e[n - 1], n - 1))

    xs = [torch.arange(3).reshape(1, 3) + 10 * i for i in range(n)]
    ys = [torch.zeros(n, 3, dtype=torch.int64) for i in range(n)]
    all_gather(xs, ys)
    show(On(ys[0], 0))
    show(On(ys[n - 1], n - 1))

    zs = [torch.zeros(3, dtype=torch.int64) for i in range(n)]
    reduce_scatter(ys, zs)
    show(on_each(zs))
    ws = [torch.arange(2 * n).float() * (i + 1) for i in range(n)]
    outs = [torch.empty(2) for i in range(n)]
    reduce_scatter(ws, outs, op="max")
    show(on_each(outs))

    p = [torch.arange(2) + 100, torch.arange(2)]
    q = [torch.zeros(4, dtype=torch.int64) for _ in range(2)]
    all_gather(p, q)
    show([On(q[0], n - 1), On(q[1], 0)])

    all_reduce(e)
    show("s", On(e[n - 1], n - 1))


def copies(n):
    last = n - 1
    x = torch.arange(6).reshape(2, 3).float()
    show(On(x.clone(), 1))
    show(On(x.to(torch.int32), last))
    for i in range(n):
        show(i, x.sum().item(), "cuda:%d" % i)
    z = torch.zeros(3, 2, dtype=torch.float64)
    z.copy_(x.t())
    show(On(z, last))
    w = torch.zeros(2, 6)
    w[:, ::2].copy_(x)
    show(On(w, last))
    show("cuda:0", On(w[1], 0))
    x.fill_(5)
    show(On(x.clone(), last))
    t = torch.zeros(3)
    t.fill_(7)
    t.copy_(x[0] * 2)
    show(On(t, last))
