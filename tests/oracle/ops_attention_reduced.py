# Twin of tests/golden/ops_attention_reduced.cst (its tensors live on
# cuda:0).  Debian's torch 1.13 has no scaled_dot_product_attention, and
# PyTorch 2.x's fused kernels for float16 and bfloat16 accumulate in
# float32: sdpa below computes the documented softmax(q @ k^T * scale) @ v
# on the heads widened to float32 and rounds the result once.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402


def sdpa(q, k, v, is_causal=False, scale=None):
    L, S = q.size(-2), k.size(-2)
    scale = 1 / math.sqrt(q.size(-1)) if scale is None else scale
    s = q.float() @ k.float().transpose(-2, -1) * scale
    if is_causal:
        s = s.masked_fill(torch.ones(L, S, dtype=torch.bool).tril().logical_not(), float("-inf"))
    return (torch.softmax(s, dim=-1) @ v.float()).to(q.dtype)


q = torch.arange(2 * 3 * 5 * 32.0).reshape(2, 3, 5, 32).sin().bfloat16()
k = torch.arange(2 * 3 * 7 * 32.0).reshape(2, 3, 7, 32).cos().bfloat16()
v = torch.arange(2 * 3 * 7 * 32.0).reshape(2, 3, 7, 32).div(100).bfloat16()
show(sdpa(q, k, v)[1, 2, :2, :6])
show(sdpa(q.half(), k.half(), v.half(), is_causal=True)[0, 1, :3, :6])
kt = k.transpose(2, 3).contiguous().transpose(2, 3)
show(sdpa(q, kt, v, scale=0.5)[0, 0, 4, :8])
mask = torch.ones(5, 7).bool().tril()
r = torch.softmax((q @ k.transpose(-2, -1) / math.sqrt(32)).masked_fill(mask.logical_not(), float("-inf")), -1) @ v
show(r.dtype, r.shape)
