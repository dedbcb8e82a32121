# Twin of tests/golden/ops_tensordot.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

a = torch.arange(24.0).reshape(2, 3, 4) % 5 - 2
b = torch.arange(60.0).reshape(3, 4, 5) % 7 - 3
show(torch.tensordot(a, b), torch.tensordot(a.transpose(1, 2), b, dims=([2, 1], [0, 1])))
show(torch.tensordot(a, b, dims=([1, 2], [0, 1])), torch.tensordot(a, b, dims=[[2], [1]]).shape, torch.tensordot(a, b, 0).shape)
show(torch.tensordot(a, torch.ones(1, 4), dims=([1, 2], [0, 1])), torch.tensordot(torch.arange(6).reshape(2, 3), torch.arange(6).reshape(3, 2), dims=([1, 0], [0, 1])))
show(torch.tensordot(a, b, dims=((-2,), (0,))).shape, torch.tensordot(a.double(), b.permute(1, 0, 2).double(), 1)[0, 0])
show(torch.linalg.vecdot(a, a), torch.linalg.vecdot(a, torch.ones(4), dim=-1), torch.linalg.vecdot(a, a[0], dim=0))
bad = [
    lambda: torch.tensordot(a, b, dims=-1),
    lambda: torch.tensordot(a, b, dims=1),
    lambda: torch.tensordot(a, b, dims=([1, 2], [0])),
    lambda: torch.tensordot(a, b, dims=([1], [1])),
    lambda: torch.tensordot(a, b.double(), dims=([1, 2], [0, 1])),
    lambda: torch.tensordot(a, b, dims=([1, 1], [0, 0])),
    lambda: torch.tensordot(a, b, dims=3),
    lambda: torch.tensordot(a, b, dims="x"),
    lambda: torch.linalg.vecdot(a, b),
]
for f in bad:
    try:
        f()
    except RuntimeError as e:
        print(e)
for f in [lambda: torch.tensordot(a, b, dims=4), lambda: torch.tensordot(a, b, dims=([5], [0]))]:
    try:
        f()
    except IndexError as e:
        print(e)
fail("ops_tensordot", 26, "print(torch.linalg.vecdot(a.long(), a.long()))", 7, 7, 46, lambda: torch.linalg.vecdot(a.long(), a.long()))
