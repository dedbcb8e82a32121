# Twin of tests/golden/err_index_broadcast.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_index_broadcast", 2, 'print(zeros(3, 4)[tensor([0, 1]), tensor([0, 1, 2])])', 7, 7, 53, lambda: torch.zeros(3, 4)[torch.tensor([0, 1]), torch.tensor([0, 1, 2])])
