# Twin of tests/golden/err_tensor_broadcast.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

a = torch.ones(5)
show(a * 2)
fail("err_tensor_broadcast", 4, "print(a + ones(4))", 7, 9, 18, lambda: a + torch.ones(4))
