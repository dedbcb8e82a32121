# Twin of tests/golden/ops_finfo.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

show(torch.finfo(torch.float16), torch.finfo(torch.bfloat16))
show(torch.finfo(torch.float32), torch.finfo(torch.float64), torch.finfo())
f = torch.finfo(torch.float32)
show(f.bits, f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.dtype, torch.finfo(torch.half).eps)
show(torch.iinfo(torch.uint8), torch.iinfo(torch.int8), torch.iinfo(torch.int16), torch.iinfo(torch.int32), torch.iinfo(torch.int64))
i = torch.iinfo(torch.int64)
show(i.bits, i.max, i.min, i.dtype, torch.iinfo(torch.int32).max + 1, torch.tensor([1.0]) + torch.finfo(torch.float32).eps)
fail("ops_finfo", 9, "print(torch.iinfo(torch.bool))", 7, 7, 30, lambda: torch.iinfo(torch.bool))
