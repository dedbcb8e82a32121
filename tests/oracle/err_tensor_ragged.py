# Twin of tests/golden/err_tensor_ragged.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

show(torch.tensor([[1, 2], [3, 4]]))
fail("err_tensor_ragged", 3, "t = tensor([[1, 2, 3], [4, 5]])", 5, 5, 32, lambda: torch.tensor([[1, 2, 3], [4, 5]]))
