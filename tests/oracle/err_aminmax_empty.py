# Twin of tests/golden/err_aminmax_empty.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_aminmax_empty", 2, "print(torch.aminmax(zeros(0)))", 7, 7, 30, lambda: torch.aminmax(torch.zeros(0)))
