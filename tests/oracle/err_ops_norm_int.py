# Twin of tests/golden/err_ops_norm_int.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

# Tensor.norm is linalg.vector_norm in PyTorch 2 (1.13's torch.norm words its message otherwise).
fail("err_ops_norm_int", 2, 'print(tensor([3, 4]).norm())', 7, 7, 28,
     lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))
