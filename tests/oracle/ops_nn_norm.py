# Twin of tests/golden/ops_nn_norm.cst (its tensors live on cuda:0).  Debian's
# torch 1.13 has no rms_norm: rms_norm below is PyTorch 2.4's definition (x *
# rsqrt(mean(x^2) + eps) * weight over the last dims, eps None as finfo's eps).
# Its CPU kernels have no float16 layer_norm or gelu: those compute in float32
# and round once, as PyTorch 2.x does for float16 (opmath).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402


def rms_norm(x, normalized_shape, weight=None, eps=None):
    shape = [normalized_shape] if isinstance(normalized_shape, int) else list(normalized_shape)
    dims = tuple(range(-len(shape), 0))
    eps = torch.finfo(x.dtype).eps if eps is None else eps
    y = x.double() * torch.rsqrt(x.double().pow(2).mean(dims, keepdim=True) + eps)
    if weight is not None:
        y = y * weight
    return y.to(x.dtype)


x = torch.tensor([[-1.5, 0.0, 2.0], [3.0, -0.25, 0.5]])
show(F.gelu(x), F.gelu(x, approximate='tanh'), F.gelu(x.double()))
show(F.layer_norm(x, [3]), F.layer_norm(x, (2, 3), eps=0.1))
w = torch.tensor([0.5, 1.0, 2.0])
b = torch.tensor([0.0, 1.0, -1.0])
show(torch.layer_norm(x, [3], w, b), rms_norm(x, [3]), rms_norm(x, 3, weight=w, eps=1e-3))
show(F.layer_norm(x.half().float(), [3]).half(), rms_norm(x.double(), [2, 3]), F.gelu(torch.tensor([0.5, -3.0]).half().float()).half())
show(F.layer_norm(torch.ones(2, 4), [4], bias=torch.full((4,), 0.5)), F.gelu(torch.tensor(1.0), approximate='none'))
fail("ops_nn_norm", 11, "print(F.layer_norm(x, [2]))", 7, 7, 27, lambda: F.layer_norm(x, [2]))
