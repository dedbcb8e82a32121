# Twin of tests/golden/err_tensor_bool_sub.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

m = torch.tensor([True, False])
show(m ^ m)
fail("err_tensor_bool_sub", 4, "print(m - m)", 7, 9, 12, lambda: m - m)
