# Twin of tests/golden/err_tensor_truth.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.tensor([1, 2])
fail("err_tensor_truth", 3, "if x > 0 {", 4, 6, 9, lambda: bool(x > 0))
