# Twin of tests/golden/err_ops_randint_bounds.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402

fail("err_ops_randint_bounds", 2, 'print(randint(5, 5, (2,)))', 7, 7, 26, lambda: torch.randint(5, 5, (2,)))
