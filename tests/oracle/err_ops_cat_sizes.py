# Twin of tests/golden/err_ops_cat_sizes.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_cat_sizes", 2, 'print(cat([ones(2, 3), ones(2, 2)]))', 7, 7, 36, lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 2)]))
