# Twin of tests/golden/ops_softmax_sort.cst (its tensors live on cuda:0).
# cst's sort is always stable: here stable=True gives that order (PyTorch's
# default CPU sort happens to agree below 17 elements).  PyTorch 1.13's CPU
# lacks float16 sort, which CUDA has: sorted here in float32.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, arange, zeros, softmax, log_softmax, sort, topk, float64, int8  # noqa: E402

nan, inf = math.nan, math.inf


x = tensor([[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 1.0, 0.5], [10.0, 10.0, -inf, 0.0]])
show(softmax(x, 1), softmax(x, 0), log_softmax(x, 1), log_softmax(x, dim=0))
show(x.softmax(-1).tolist(), x.log_softmax(1).tolist(), x.softmax(0).tolist())
show(softmax(arange(4), 0, dtype=float64), softmax(x.double(), 1), tensor([nan, 1.0]).softmax(0), tensor([-inf, -inf]).softmax(0))
w = arange(40).float().reshape(4, 10) / 7
show(w.softmax(1).sum(1), w.log_softmax(0)[:, 0].tolist(), softmax(tensor(3.0), 0), zeros(0, 2).softmax(1))
s = tensor([[3.0, 1.0, nan, 1.0, -2.0], [0.0, 5.0, 5.0, -1.0, 0.0]])
show((sort(s, stable=True)), (sort(s, descending=True, stable=True)), (s.sort(dim=0, stable=True)),
     (sort(s, dim=1, descending=True, stable=True)))
i = tensor([4, 1, 3, 1, 2, 1, 0, 5, 3, 3, 9, 1, 8, 7, 3, 2, 1, 0, 0, 4])
show((i.sort(stable=True)), (i.sort(descending=True, stable=True)), (tensor([True, False, True]).sort(stable=True)),
     (tensor(2.5).sort()))
show((topk(s, 2)), (topk(s, 3, largest=False)), (s.topk(1, 0)), (topk(i, 5)), (topk(i, 0)),
     (topk(tensor(2.5), 1)))
h = s.sort(dim=1, stable=True)
show((i.to(int8).topk(3)), torch.return_types.sort((h.values.half(), h.indices)), (s.t().topk(2, 0)))
