# Twin of tests/golden/lgamma_float.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.tensor([1.0, 2.0, 0.99999994, 1.0000001, 1.9999999, 2.0000002, 1.4616321, 0.5, 2.5, 7.3, 30.0, 1e10, 3e38,
                  -2.4570248, -2.4570243, -2.7476826, -3.1435807, -3.9552, -4.0391, -12.408745, -0.5, -1.5, -1e-20,
                  1e-30, 1e-40, 1e-45, -1e-45, 0.0, -0.0, -1.0, -7.0, -8388608.0, float('inf'), -float('inf'), float('nan')])
show(torch.lgamma(x).tolist())
show(torch.special.gammaln(x[:12].to(torch.bfloat16)).tolist())
y = torch.lgamma(torch.linspace(-20, 20, 65537))
show(y[::4099].tolist())
