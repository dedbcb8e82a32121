# Twin of tests/golden/err_ops_mean_int.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_mean_int", 2, 'print(tensor([1, 2, 3]).mean())', 7, 7, 31, lambda: torch.tensor([1, 2, 3]).mean())
