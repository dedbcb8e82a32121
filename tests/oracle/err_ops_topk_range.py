# Twin of tests/golden/err_ops_topk_range.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_topk_range", 2, 'print(topk(ones(3), 4))', 7, 7, 23, lambda: torch.topk(torch.ones(3), 4))
