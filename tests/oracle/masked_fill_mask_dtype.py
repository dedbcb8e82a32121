# Twin of tests/golden/masked_fill_mask_dtype.cst (x lives on cuda:0, h on the cpu).
# PyTorch 1.13 takes an integer mask where 2.x refuses it: the refusal is written here
# in 2.x's words, IndexKernel.cu's for cuda and TensorAdvancedIndexing.cpp's for the cpu.
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show, attempt  # noqa: E402
import torch2  # noqa: E402

warnings.filterwarnings("ignore")


def masked_fill_2x(cuda):
    """Tensor.masked_fill with PyTorch 2's checks: a value tensor's
    dimensions, then the mask's dtype."""
    def fill(input, mask, value):
        if isinstance(value, torch.Tensor) and value.dim() != 0:
            raise RuntimeError("masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                               f"{value.dim()} dimension(s).")
        if mask.dtype != torch.bool:
            raise RuntimeError("masked_fill only supports boolean masks, but got dtype "
                               + torch2.scalar_type_name(mask.dtype) if cuda else
                               "masked_fill_ only supports boolean masks, but got mask with dtype "
                               + torch2.cpp_name(mask.dtype))
        return input.masked_fill(mask, value)
    return fill


cuda_fill, cpu_fill = masked_fill_2x(True), masked_fill_2x(False)
x = torch.zeros(3)
attempt(lambda: cuda_fill(x, torch.tensor([1, 0, 1]), 1.0))
attempt(lambda: cuda_fill(x, torch.tensor([1, 0, 1], dtype=torch.uint8), 1.0))
attempt(lambda: cuda_fill(x, torch.tensor([1, 0, 1], dtype=torch.int32), torch.tensor(2.0)))
attempt(lambda: cuda_fill(x, torch.tensor([1, 0, 1]), torch.tensor([1.0, 2.0])))
h = torch.zeros(3)
attempt(lambda: cpu_fill(h, torch.tensor([1, 0, 1]), 1.0))
show(x.masked_fill(torch.tensor([True, False, True]), 1.0))
