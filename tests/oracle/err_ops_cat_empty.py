# Twin of tests/golden/err_ops_cat_empty.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_cat_empty", 2, 'print(cat([]))', 7, 7, 14, lambda: torch.cat([]))
