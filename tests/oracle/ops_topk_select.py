# Twin of tests/golden/ops_topk_select.cst (its tensors live on cuda:0).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import arange, topk  # noqa: E402


x = (arange(100) * 37 % 101).float() - 50
x[17] = math.nan
show(topk(x, 3), topk(x, 4, largest=False), x.topk(1))
m = ((arange(640) * 53 % 641).reshape(64, 10) - 320)
show(m.topk(2, dim=0), m.float().topk(3, dim=0, largest=False))
show(m.t().topk(5, dim=1))
