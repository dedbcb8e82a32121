# Twin of tests/golden/ops_cumprod.cst (its tensors live on cuda:0).  Debian's
# torch 1.13 has no float16 cumprod: the float16 line multiplies in float64 and
# rounds once, as cst does; PyTorch 2.x multiplies float16 in float32, and these
# values print the same either way (checked with numpy's float32 cumprod).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.tensor([[1.5, -2.0, 0.5], [3.0, 0.25, -1.0]])
show(torch.cumprod(x, 1), x.cumprod(dim=0), torch.cumprod(x, -1, dtype=torch.float64))
show(torch.tensor([1, 2, 3, 4]).cumprod(0), torch.tensor([True, True, False]).cumprod(0), torch.tensor([2, 3], dtype=torch.int8).cumprod(0))
show(torch.full((5,), 1000000, dtype=torch.int64).cumprod(0), torch.tensor(2.5).cumprod(0), torch.ones(0, 3).cumprod(1))
show(torch.tensor([0.1, 0.2, 0.3, 0.4]).half().double().cumprod(0).half(), torch.tensor([1.1, 1.2, 1.3]).cumprod(0, dtype=torch.int32))
fail("ops_cumprod", 7, "print(x.cumprod(2))", 7, 7, 19, lambda: x.cumprod(2))
