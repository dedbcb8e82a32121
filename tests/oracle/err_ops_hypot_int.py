# Twin of tests/golden/err_ops_hypot_int.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_hypot_int", 2, "print(hypot(tensor([3, 4], device='cpu'), tensor([4, 3], device='cpu')))", 7, 7, 72,
     lambda: torch.hypot(torch.tensor([3, 4]), torch.tensor([4, 3])))
