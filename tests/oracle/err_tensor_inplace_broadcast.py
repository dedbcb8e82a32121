# Twin of tests/golden/err_tensor_inplace_broadcast.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.zeros(3)


def add():
    global x
    x += torch.ones(2, 3)


fail("err_tensor_inplace_broadcast", 3, "x += ones(2, 3)", 1, 1, 16, add)
