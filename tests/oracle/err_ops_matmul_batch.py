# Twin of tests/golden/err_ops_matmul_batch.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_matmul_batch", 2, 'print(ones(2, 2, 3) @ ones(4, 2))', 7, 21, 33, lambda: torch.ones(2, 2, 3) @ torch.ones(4, 2))
