# Twin of tests/golden/reduce_runs.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

for n in [17, 257, 131077, 4194307]:
    base = torch.arange(n) * 7919 % 1009 - 504
    for dt in [torch.float32, torch.float64, torch.bfloat16, torch.int64]:
        x = base.to(dt)
        show(n, dt, x.max(), x.min(), x.argmax(), x.argmin(), x.amax(), x.amin(), torch.max(x, 0), torch.min(x, 0))
        if dt == torch.int64:
            show(n, (base % 3 + 1).prod(), (base + 1).prod(), (base * 1000003 + 7).prod(), base[base != 0][:n - 5].prod())
            continue
        v = base.to(dt)
        v[n // 3] = float("inf")
        v[n // 2] = float("-inf")
        v[n - 3] = float("inf")
        show(n, dt, v.max(), v.min(), v.argmax(), v.argmin(), torch.max(v, 0), torch.min(v, 0))
        w = base.to(dt)
        w[(2 * n) // 3] = float("nan")
        w[n - 1] = float("nan")
        show(n, dt, w.max(), w.min(), w.argmax(), w.argmin(), w.amax(), torch.max(w, 0), torch.min(w, 0))
    for dt in [torch.float32, torch.float64, torch.bfloat16]:
        z = torch.zeros(n, dtype=dt)
        z[n // 2] = -0.0
        y = -torch.zeros(n, dtype=dt)
        y[n // 3] = 0.0
        show(n, dt, z.max(), z.min(), z.argmax(), z.argmin(), y.max(), y.min(), y.argmax(), y.argmin(), torch.max(y, 0).values, torch.min(z, 0).values)
