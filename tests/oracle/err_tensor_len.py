# Twin of tests/golden/err_tensor_len.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

s = torch.tensor(3.5)
show(len(torch.tensor([s, s])))
fail("err_tensor_len", 4, "print(len(s))", 7, 7, 13, lambda: len(s))
