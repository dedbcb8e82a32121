# Twin of tests/golden/cumulative_inplace_dtype.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show, attempt  # noqa: E402

attempt(lambda: torch.ones(2).cumprod_(0, dtype=torch.float64))
attempt(lambda: torch.ones(2, dtype=torch.long).cumsum_(dim=-1, dtype=torch.int32))
attempt(lambda: torch.ones(2).cumsum_(3, dtype=torch.float64))
attempt(lambda: torch.tensor(2.).cumsum_(0, dtype=torch.float16))
attempt(lambda: torch.tensor([True]).cumsum_(0, dtype=torch.long))
show(torch.ones(2).cumsum_(0, dtype=torch.float32), torch.tensor([2, 3]).cumprod_(0, dtype=torch.int64))
