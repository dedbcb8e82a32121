# Twin of tests/golden/ops_nn_attention.cst (its tensors live on cuda:0).
# Debian's torch 1.13 has no scaled_dot_product_attention: sdpa below is the
# reference PyTorch 2.x documents (softmax(q @ k^T * scale + bias) @ v).  Its
# CPU kernels round differently in the last bits (a fused, blocked softmax);
# these inputs print the same either way.  Dropout's draws are cst's own:
# they come from tests/oracle/lib/philox.py's model of the generator.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402
from philox import Generator  # noqa: E402


def sdpa(q, k, v, attn_mask=None, is_causal=False, scale=None):
    L, S = q.size(-2), k.size(-2)
    scale = 1 / math.sqrt(q.size(-1)) if scale is None else scale
    bias = torch.zeros(L, S, dtype=q.dtype)
    if is_causal:
        bias.masked_fill_(torch.ones(L, S, dtype=torch.bool).tril().logical_not(), float("-inf"))
    if attn_mask is not None and attn_mask.dtype == torch.bool:
        bias.masked_fill_(attn_mask.logical_not(), float("-inf"))
    elif attn_mask is not None:
        bias = bias + attn_mask
    return torch.softmax(q @ k.transpose(-2, -1) * scale + bias, dim=-1) @ v


def dropout(x, p, g):
    """cst's dropout: kept where the generator's draw (rand_like's, of x's
    dtype) is >= p."""
    draws = g.rand(x.numel(), "float64" if x.dtype == torch.float64 else "float32")
    keep = torch.tensor(draws, dtype=torch.float64).reshape(x.shape) >= p
    return x * (keep.to(x.dtype) / (1 - p))


m1 = torch.tensor([[1.0, 2.0], [3.0, -1.0]])
m2 = torch.tensor([[0.5, 1.0, -2.0], [1.5, 0.0, 1.0]])
c = torch.tensor([1.0, -1.0, 0.25])
show(torch.addmm(c, m1, m2), c.addmm(m1, m2, beta=0.5, alpha=2), torch.addmm(torch.full((2, 3), float('nan')), m1, m2, beta=0))
b1 = torch.arange(12.0).reshape(2, 2, 3)
b2 = torch.ones(2, 3, 2)
show(torch.baddbmm(torch.zeros(2, 2, 2), b1, b2), torch.ones(2, 1, 2).baddbmm(b1, b2, alpha=-1, beta=3))
c2 = torch.ones(2, 3)
show(c2.addmm_(m1, m2, beta=2) is c2, c2, torch.zeros(2, 2, 2).baddbmm_(b1, b2, alpha=0.5))
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]])
k = torch.tensor([[[1.0, 2.0], [0.5, -1.0], [0.0, 1.0]]])
v = torch.tensor([[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0]]])
show(sdpa(q, k, v), sdpa(q, k, v, is_causal=True))
mask = torch.tensor([[True, False, True], [True, True, False], [False, True, True]])
show(sdpa(q, k, v, attn_mask=mask), sdpa(q, k, v, attn_mask=torch.full((3, 3), 0.5), scale=0.25))
show(F.dropout(q, p=0.0), F.dropout(q, 0.5, training=False), torch.dropout(q, 1.0, True))
g = Generator(0)
show(dropout(torch.ones(2, 4), 0.5, g), dropout(torch.full((6,), 2.0, dtype=torch.float64), 0.25, g))
ones = torch.ones(1, 4, 2)
attn = dropout(torch.softmax(ones @ ones.transpose(-2, -1) / math.sqrt(2), dim=-1), 0.5, g)
show(attn @ torch.arange(8.0).reshape(1, 4, 2))
fail("ops_nn_attention", 22, "print(torch.addmm(c, m1, m2, beta='x'))", 7, 7, 39, lambda: torch.addmm(c, m1, m2, beta='x'))
