# Twin of tests/golden/err_index_put_dtype.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_index_put_dtype", 2, 'print(zeros(3, 4).index_put_((tensor([0, 1]),), ones(4, dtype=int64)))', 7, 7, 70, lambda: torch.zeros(3, 4).index_put_((torch.tensor([0, 1]),), torch.ones(4, dtype=torch.int64)))
