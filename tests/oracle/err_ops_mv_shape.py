# Twin of tests/golden/err_ops_mv_shape.cst: the message is PyTorch 2's (torch2.mv_message), the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch2  # noqa: E402
from cst_error import fail  # noqa: E402


def mv_2x(a, b):
    try:
        return torch.mv(a, b)
    except RuntimeError as e:
        raise RuntimeError(torch2.mv_message(str(e))) from None


fail("err_ops_mv_shape", 2, 'print(mv(ones(2, 3), ones(2)))', 7, 7, 30, lambda: mv_2x(torch.ones(2, 3), torch.ones(2)))
