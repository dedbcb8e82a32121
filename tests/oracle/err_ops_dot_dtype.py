# Twin of tests/golden/err_ops_dot_dtype.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_dot_dtype", 2, 'print(dot(ones(2), ones(2, dtype=float64)))', 7, 7, 43, lambda: torch.dot(torch.ones(2), torch.ones(2, dtype=torch.float64)))
