# Twin of tests/golden/tensor_printoptions.cst (its tensors live on cuda:0 unless made with
# device='cpu', Host here).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import Host, show  # noqa: E402
from torch import tensor, arange, zeros, int16, float64  # noqa: E402

inf = math.inf
x = tensor([1.0, 2.5, 1e-5, 12345.678])
show(x)
torch.set_printoptions(precision=2)
show(x, tensor(3.14159))
torch.set_printoptions(sci_mode=True)
show(x, tensor([1.0, 2.0]))
torch.set_printoptions(precision=6)
show(x, tensor([0.1, 0.2]))
torch.set_printoptions(sci_mode=False)
show(x)
torch.set_printoptions(threshold=5, edgeitems=2)
show(arange(10), arange(20).reshape(4, 5), arange(5))
torch.set_printoptions(profile='short')
show(arange(2000) * 0.5, tensor([1.23456]))
torch.set_printoptions(profile='full', linewidth=40)
show(arange(30), arange(12.0).reshape(2, 6) / 3)
torch.set_printoptions(profile='default', threshold=inf, edgeitems=1)
show(arange(1200).shape, arange(12).reshape(3, 4))
torch.set_printoptions(linewidth=30)
show(tensor([1, 2, 3], dtype=int16), zeros(0, 4, dtype=float64), Host(tensor([123456.0, 2.0])))
torch.set_printoptions()
show(x, arange(1001)[-3:])
torch.set_printoptions(profile='default')
show(x, arange(1001).float())
