"""fuse_torch.py: PyTorch's times for scripts/bench/fuse.cst's chain,
((x * 2) + 1).relu() on 2^28 float32: eager (three kernels), and
torch.compile (one, after compiling); and a copy of x's size."""
import time

import torch


def per_call(f, n):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        f()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / n * 1000


x = torch.randn(1 << 28, device="cuda")
y = torch.empty_like(x)


def chain():
    return ((x * 2) + 1).relu()


per_call(chain, 3)
print(f"eager_ms {per_call(chain, 50):.3f}")
print(f"copy_ms {per_call(lambda: y.copy_(x), 50):.3f}")
compiled = torch.compile(chain)
print(f"compile_first_ms {per_call(compiled, 1):.3f}")
print(f"compiled_ms {per_call(compiled, 50):.3f}")
