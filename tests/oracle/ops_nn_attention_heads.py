# Twin of tests/golden/ops_nn_attention_heads.cst (its tensors live on
# cuda:0).  Debian's torch 1.13 has no scaled_dot_product_attention: sdpa
# below is PyTorch 2.x's math definition, softmax(q @ k^T * scale, the
# causal mask keeping key j <= query i) @ v, computed in float64 and
# rounded once, which PyTorch's fused CUDA kernels approach closer than
# any print shows.
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402


def sdpa(q, k, v, attn_mask=None, is_causal=False, scale=None):
    scale = 1 / math.sqrt(q.shape[-1]) if scale is None else scale
    s = q.double() @ k.double().transpose(-2, -1) * scale
    if is_causal:
        keep = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).tril()
        s = s.masked_fill(keep.logical_not(), float("-inf"))
    if attn_mask is not None and attn_mask.dtype == torch.bool:
        s = s.masked_fill(attn_mask.logical_not(), float("-inf"))
    elif attn_mask is not None:
        s = s + attn_mask.double()
    # PyTorch 2.5's _safe_softmax: a query left no key gives zeros.
    p = torch.softmax(s, dim=-1).masked_fill(s.isneginf().all(dim=-1, keepdim=True), 0)
    return (p @ v.double()).to(q.dtype)


def wave(n, f):
    return torch.sin(torch.arange(n, dtype=torch.float32) * f)


B, T, H, E = 2, 70, 3, 64
qkv = wave(B * T * 3 * H * E, 0.37).reshape(B, T, 3 * H * E) * 2
q, k, v = [t.view(B, T, H, E).transpose(1, 2) for t in qkv.split(H * E, dim=2)]
for causal in [False, True]:
    a = sdpa(q, k, v, is_causal=causal)
    show(a[0, 1, :2, :4], a[1, 2, -1, -4:], a.abs().mean())
q = wave(3 * 50 * 32, 0.11).reshape(3, 50, 32)
k = wave(3 * 130 * 32, 0.23).reshape(3, 130, 32) * 3
v = wave(3 * 130 * 32, 0.71).reshape(3, 130, 32)
show(sdpa(q, k, v)[2, -3:, :4], sdpa(q, k, v, is_causal=True)[:, 1, -3:])
show(sdpa(q, k, v, scale=0.3)[0, 0, :5])
q = wave(2 * 65 * 128, 0.05).reshape(1, 2, 65, 128)
a = sdpa(q, q * 0.5, q.flip(-1), is_causal=True)
show(a[0, 1, 64, :4], a[0, 0, :3, -3:])
m = wave(70 * 64, 1.3).reshape(70, 64)
show(sdpa(m, m, m, is_causal=True)[::20, :4])
q = wave(2 * 3 * 70 * 32, 0.37).reshape(2, 3, 70, 32)
k = wave(2 * 3 * 90 * 32, 0.23).reshape(2, 3, 90, 32) * 2
v = wave(2 * 3 * 90 * 32, 0.71).reshape(2, 3, 90, 32)
m = wave(70 * 90, 1.7).reshape(70, 90) > -0.3
m[5, :] = False
m[7, :70] = False
a = sdpa(q, k, v, attn_mask=m)
show(a[0, 1, 4:8, :4], a[1, 2, -1, -4:], a.abs().mean())
b = wave(2 * 90, 0.3).reshape(2, 1, 1, 90) * 2
b[1, 0, 0, :10] = float('-inf')
show(sdpa(q, k, v, attn_mask=b)[:, 0, :3, :4])
show(sdpa(q, k, v, attn_mask=wave(90, 0.9) > 0)[1, 1, ::30, :3])
h = sdpa(q.half(), k.half(), v.half(), attn_mask=b.half())
show(h.dtype, h[0, 2, :2, :4], h[1, 0, -1, -3:])
s = wave(2 * 4 * 2, 0.5).reshape(2, 4, 2)
keep = torch.tensor([[True, False, True, True], [False, False, False, False], [True, True, False, False], [False, False, False, True]])
show(sdpa(s, s, s, attn_mask=keep))
