# Twin of tests/golden/err_tensor_cast.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.tensor([1, 2, 3])
x *= 2
show(x)
fail("err_tensor_cast", 5, "x /= 2", 1, 1, 7, lambda: x.div_(2))
