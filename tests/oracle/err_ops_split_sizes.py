# Twin of tests/golden/err_ops_split_sizes.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_split_sizes", 2, 'print(split(ones(3, 2), [1, 1]))', 7, 7, 32, lambda: torch.split(torch.ones(3, 2), [1, 1]))
