"""graph_torch.py: scripts/bench/graph.cst's workloads in PyTorch eager and
with torch.cuda.graph, on the same GPU; prints the same lines."""
import time

import torch

torch.set_default_device("cuda")
a = torch.tensor([1, 2, 3, 4, 5])
b = torch.tensor([5, 4, 3, 2, 1])


def per(n, body):
    body()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        body()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / n * 1e6


s = torch.cuda.Stream()
s.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(s):
    c = a + b  # warm-up on a side stream, as PyTorch's docs ask
torch.cuda.current_stream().wait_stream(s)
one = torch.cuda.CUDAGraph()
with torch.cuda.graph(one):
    c = a + b
hundred = torch.cuda.CUDAGraph()
with torch.cuda.graph(hundred):
    for i in range(100):
        d = a + b


def eager():
    global c
    c = a + b


print(f"eager_add_us {per(100000, eager):.3f}")
print(f"replay_one_us {per(20000, one.replay):.3f}")
print(f"replay_hundred_per_op_us {per(2000, hundred.replay) / 100:.3f}")
print(c, d)
