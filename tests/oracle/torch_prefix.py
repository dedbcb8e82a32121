# Twin of tests/golden/torch_prefix.cst: dtypes come from PyTorch itself; the last line
# is the host builtins abs/max/min/round (torch.abs(-3) is PyTorch's TypeError, in cst too).
import torch
from torch import float32, int64, int8, float64
print(torch.float32, torch.float64, torch.float16, torch.bfloat16)
print(torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8)
print(torch.long, torch.half, torch.double)
print(float32, int64, [torch.float32, int8])
print(torch.float32 == float32, torch.float64 == torch.double, torch.int64 == torch.long, float32 == float64)
print(abs(-3), max(1, 5), min([4, 2]), round(2.5))
