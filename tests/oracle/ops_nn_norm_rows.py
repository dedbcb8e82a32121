# Twin of tests/golden/ops_nn_norm_rows.cst (its tensors live on cuda:0).
# Debian's torch 1.13 has no rms_norm: rms_norm below is PyTorch 2.4's
# definition (x * rsqrt(mean(x^2) + eps) * weight over the last dims, eps
# finfo's eps).  1.13's CPU has no float16 layer_norm: that one is
# computed in float64 from the float16 values and rounded once, as the
# GPU kernel computes in float and rounds once; its bfloat16 layer_norm
# likewise, where 1.13's CPU kernel rounds on the way.  A float16 weight on
# a float32 input is refused by PyTorch 2's GPU kernel as by 1.13's CPU
# one (both read the parameters in the input's dtype).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402


def rms_norm(x, normalized_shape, weight=None, eps=None):
    dims = tuple(range(-len(normalized_shape), 0))
    eps = torch.finfo(x.dtype).eps if eps is None else eps
    y = x.double() * torch.rsqrt(x.double().pow(2).mean(dims, keepdim=True) + eps)
    return y.to(x.dtype)


x = torch.sin((torch.arange(3 * 70000, dtype=torch.float32) + 1) * 0.37).reshape(3, 70000) * 4 + 1
show(F.layer_norm(x, [70000])[:, :4], F.layer_norm(x, [70000])[:, -2:])
show(rms_norm(x, [70000])[:, 69990:69994])
m = torch.cos(torch.arange(64 * 48, dtype=torch.float32)).reshape(64, 48)
w = torch.linspace(-1, 1, 64)
b = torch.linspace(0, 2, 64)
show(F.layer_norm(m.t(), [64], w, b)[::12, :5])
show(F.layer_norm(m.reshape(4, 16, 48), [16, 48])[:, 3, :4])
wh, bh = w[:48].half(), b[:48].half()
bf = F.layer_norm(m.bfloat16().float(), [48]).bfloat16()
show(bf[7, :6], rms_norm(m.double(), [48])[9, :3])
show(F.layer_norm(m.half().double(), [48], wh.double(), bh.double()).half()[5, :6])
fail("ops_nn_norm_rows", 13, "print(F.layer_norm(m, [48], w[:48].half(), b[:48].half())[5, :6])", 7, 7, 58,
     lambda: F.layer_norm(m, [48], wh, bh))
