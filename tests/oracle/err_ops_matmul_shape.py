# Twin of tests/golden/err_ops_matmul_shape.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_matmul_shape", 2, 'print(matmul(ones(2, 3), ones(2, 3)))', 7, 7, 37, lambda: torch.matmul(torch.ones(2, 3), torch.ones(2, 3)))
