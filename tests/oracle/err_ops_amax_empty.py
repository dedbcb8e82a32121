# Twin of tests/golden/err_ops_amax_empty.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_amax_empty", 2, 'print(zeros(0, 3).amax())', 7, 7, 25, lambda: torch.zeros(0, 3).amax())
