# Twin of tests/golden/err_ops_argmax_bool.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_argmax_bool", 2, "print(tensor([True, False], device='cpu').argmax())", 7, 7, 51, lambda: torch.tensor([True, False]).argmax())
