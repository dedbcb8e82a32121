# Twin of tests/golden/ops_igamma.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import torch2  # noqa: E402

torch2.install()

a = torch.tensor([0.1, 0.5, 1.0, 2.5, 4.0]).reshape(5, 1)
x = torch.tensor([0.01, 0.3, 0.8, 1.5, 3.0, 10.0])
show(torch.igamma(a, x))
show(torch.igammac(a, x))
show(torch.special.gammainc(a.double(), x.double()))
show(torch.special.gammaincc(a.half(), x.half()), torch.igamma(a.bfloat16(), x.bfloat16()))
big = torch.tensor([50.0, 50.0, 50.0, 500.0, 500.0, 500.0, 5e6, 5e6])
near = torch.tensor([40.0, 50.0, 60.0, 480.0, 500.0, 520.0, 4.999e6, 5.001e6])
show(torch.igamma(big, near), torch.igammac(big, near))
edge_a = torch.tensor([0.0, 0.0, 2.0, -1.0, 2.0, float('inf'), float('inf'), 2.0, float('nan'), 1e30, 1e-30, 1e-30, 1e-40])
edge_x = torch.tensor([1.0, 0.0, 0.0, 1.0, -1.0, 1.0, float('inf'), float('inf'), 1.0, 1e30, 0.5, 2.0, 1.0])
show(torch.igamma(edge_a, edge_x).tolist())
show(torch.igammac(edge_a, edge_x).tolist())
show(a.igamma(x).sum(), x.igammac(a).amin(), torch.igamma(a, x.new_full((6,), 2.0)))
