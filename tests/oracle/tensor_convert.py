# Twin of tests/golden/tensor_convert.cst: tensors there live on cuda:0 unless moved to the
# cpu (Host here).  A cpu-only torch has no cuda devices and cannot pin memory, so device
# names and is_cuda/is_pinned answers are written out; `tensor NAME = EXPR` is an assignment.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import Host, cuda_text, show  # noqa: E402
from torch import tensor, zeros, arange, int8, uint8, int32, float16, bfloat16, float32, float64  # noqa: E402

nan = math.nan
a = tensor([[1.5, -2.0], [0.25, 3.0]])
h = a.clone()
show(Host(h), "cpu", False, "cuda:0", True, "cuda:0", True)
show(a.to(float64), Host(a.to(float16)), a.to(dtype=int32), a.to(tensor([1], dtype=int8)), a.dtype)
show(a.long(), a.int(), a.short(), a.char(), a.abs().byte(), a.bool(), a.half(), a.bfloat16(), a.double(), a.long().float())
same = a.float()
same[1, 1] = 30
other = a.to(float64)
other[1, 1] = -1
copied = a.to(float32, copy=True)
copied[1, 1] = -2
show(a[1, 1], other[1, 1], copied[1, 1], Host(h[0, 0]))
show(a[0, 0].item(), tensor([7]).item(), tensor(True).item(), tensor(0.1).item(), tensor(0.1, dtype=float64).item())
show(tensor(0.1, dtype=float16).item(), tensor(0.1, dtype=bfloat16).item(), tensor(1e20).item(), tensor(123456789.0).item())
show(a.tolist(), tensor(2.5).tolist(), tensor([True, False]).tolist(), tensor([[1, 2]], dtype=uint8).tolist(), zeros(2, 0).tolist())
show(int(tensor(3.9)), int(tensor([-3.9])), float(tensor(2)), float(tensor([[0.5]])), bool(tensor(0)), bool(tensor([2.0])), bool(tensor(nan)))
show(f"{tensor(1.5)} {tensor(3)} {tensor(True)} {tensor(0.1)} {tensor(1.5):.2f} {tensor(7):>4} {tensor(2.0, dtype=float64):.3e}")
show(f"{cuda_text(tensor([1, 2]))} {a[1, 1]:g} {a[0, 1]}")
show(a.numel(), torch.numel(a), a.dim(), a.ndim, a.size(), a.size(0), a.size(-1), a.shape, a.shape[1], len(a), len(a[0]))
show(a.stride(), a.stride(1), a.t().stride(), a.element_size(), tensor([1], dtype=float16).element_size(), a.storage_offset(), a[1].storage_offset())
show(a.is_contiguous(), a.is_floating_point(), tensor([1]).is_floating_point(), torch.is_floating_point(a), a.dtype == float32, a.dtype == torch.float)
for row in a:
    show(row, row.shape)
p, q = tensor([10, 20])
show(p, q, list(tensor([1, 2])))
if tensor([1.0]):
    show("one nonzero element is true")
while tensor(0):
    show("never")
show(tensor([3]) and 5, tensor(0) or "zero", not tensor(1.5))
n = 0
for v in arange(4):
    n += v
show(n, type(n))
m = n * 2
show(m, m.requires_grad, m.data)
c = tensor([1, 2])
pc = c.clone()
show(False, True, Host(pc), pc, True)
d = zeros(2)
d.copy_(c)
h.copy_(tensor([[1, 2], [3, 4]]))
c.copy_(tensor([9.7, -1.2]), non_blocking=True)
show(d, Host(h), Host(c))
