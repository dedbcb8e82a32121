# Twin of tests/golden/err_tensor_index.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.zeros(2, 3)
show(x[1, 2])
fail("err_tensor_index", 4, "print(x[0, 5])", 7, 7, 14, lambda: x[0, 5])
