# Twin of tests/golden/ops_nn_linear.cst (its tensors live on cuda:0):
# F.linear with a bias, which cst runs as one product whose kernel adds
# the bias (cuBLASLt's epilogue on a GPU, as PyTorch's addmm).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

x = torch.sin(torch.arange(2 * 5 * 8, dtype=torch.float32) * 0.7).reshape(2, 5, 8)
w = torch.cos(torch.arange(3 * 8, dtype=torch.float32) * 0.3).reshape(3, 8)
b = torch.tensor([0.5, -1.0, 2.0])
show(F.linear(x, w, b), F.linear(x[1], w, b))
show(F.linear(x.transpose(0, 1), w, b)[:, 1])
show(F.linear(x.double(), w.double(), b.double())[0, :2])
show(F.linear(x.bfloat16(), w.bfloat16(), b.bfloat16())[1, -1])
show(F.linear(torch.ones(2, 0), torch.ones(3, 0), b), F.linear(torch.ones(0, 8), w, b).shape)
big = torch.sin(torch.arange(64 * 300, dtype=torch.float32)).reshape(64, 300)
wb = torch.cos(torch.arange(200 * 300, dtype=torch.float32) * 0.01).reshape(200, 300)
show(F.linear(big, wb, torch.linspace(-1, 1, 200))[::20, ::50])
try:
    F.linear(torch.ones(2, 4), torch.ones(3, 4), torch.ones(4))
except RuntimeError as e:
    print(f"RuntimeError: {e}")
