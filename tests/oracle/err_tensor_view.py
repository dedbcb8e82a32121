# Twin of tests/golden/err_tensor_view.cst: the message is PyTorch's, the place cst's.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cst_error import fail  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.arange(6).reshape(2, 3)
show(x.t().reshape(6))
fail("err_tensor_view", 4, "y = x.t().view(6)", 5, 5, 18, lambda: x.t().view(6))
