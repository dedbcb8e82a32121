# Twin of tests/golden/err_index_mask_shape.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_index_mask_shape", 2, 'print(zeros(3, 4)[:, tensor([True, False])])', 7, 7, 44, lambda: torch.zeros(3, 4)[:, torch.tensor([True, False])])
