# Twin of tests/golden/err_ops_softmax_int.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_softmax_int", 2, "print(softmax(tensor([1, 2], device='cpu'), 0))", 7, 7, 47, lambda: torch.softmax(torch.tensor([1, 2]), 0))
