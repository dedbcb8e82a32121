# Twin of tests/golden/ops_pool.cst (its tensors live on cuda:0).  Debian's
# torch 1.13 has no float16 avg_pool2d on the CPU: that line averages in
# float32 and rounds once, as cst does and as PyTorch 2.x's kernels do.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import cuda_message, show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.arange(50.0).reshape(1, 2, 5, 5) % 7 - 3
show(F.max_pool2d(x, 2), F.max_pool2d(x, 3, stride=2, padding=1))
show(F.max_pool2d(x, 2, ceil_mode=True, return_indices=True))
show(F.max_pool2d(x[0], (2, 3), stride=(1, 2), dilation=(2, 1), return_indices=True))
show(F.avg_pool2d(x, 2), F.avg_pool2d(x, 3, stride=2, padding=1), F.avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False))
show(F.avg_pool2d(x, 2, ceil_mode=True), F.avg_pool2d(x, 2, ceil_mode=True, padding=1, count_include_pad=False), F.avg_pool2d(x, 2, divisor_override=3))
s = torch.arange(24.0).reshape(2, 3, 4) % 5
show(F.max_pool1d(s, 2), F.max_pool1d(s, 3, stride=1, padding=1, return_indices=True), F.avg_pool1d(s, 3, stride=2, padding=1, ceil_mode=True))
show(F.max_pool1d(s, 2, dilation=2, ceil_mode=True), F.avg_pool1d(s[0], 2, count_include_pad=False, padding=1))
show(F.avg_pool2d(x, 2).half(), F.max_pool2d(x.bfloat16(), 2), F.avg_pool2d(x.double(), 3, padding=1, count_include_pad=False))
show(F.max_pool2d(torch.tensor([[[float('nan'), 1.0], [float('nan'), 2.0]]]), 2, return_indices=True), F.max_pool2d(torch.ones(0, 2, 4, 4), 2).shape)
show(torch.max_pool2d(x, 2, 1, 1, 1, True)[0, 0], torch.max_pool1d(s, 2, ()), torch.avg_pool1d(s, 3, 2, 1, True, False))
bad = [
    lambda: F.max_pool2d(x, 2, stride=(1, 2, 3)),
    lambda: F.max_pool2d(x, 2, padding=(1, 2, 3)),
    lambda: F.avg_pool2d(x, 2, padding=(1, 2, 3)),
    lambda: F.max_pool2d(x, (2, 0), stride=1),
    lambda: F.max_pool2d(x, 2, stride=(1, -1)),
    lambda: F.max_pool2d(x, 0),
    lambda: F.max_pool2d(x, 2, padding=2),
    lambda: F.max_pool2d(x, 2, padding=-1),
    lambda: F.max_pool2d(x, 2, dilation=0),
    lambda: F.max_pool2d(x, (2, 2, 2)),
    lambda: F.max_pool2d(x, 6),
    lambda: F.max_pool2d(torch.ones(5, 5), 2),
    lambda: F.max_pool2d(torch.ones(1, 0, 5, 5), 2),
    lambda: F.avg_pool2d(x, 6),
    lambda: F.avg_pool2d(x, 2, divisor_override=0),
    lambda: F.max_pool1d(s, 2, stride=0),
    lambda: F.max_pool1d(s, 2, padding=-1),
    lambda: F.max_pool1d(s, 2, padding=2),
    lambda: F.max_pool1d(s, 2, stride=(1, 1)),
    lambda: F.max_pool1d(torch.ones(5), 2),
    lambda: F.max_pool1d(torch.ones(1, 0, 5), 2),
    lambda: F.avg_pool1d(s, (2, 2)),
    lambda: F.avg_pool1d(s, 2, stride=0),
    lambda: F.avg_pool1d(s, 2, padding=2),
    lambda: F.avg_pool1d(s, 6),
    lambda: F.avg_pool1d(torch.ones(1, 0, 5), 2),
    lambda: F.avg_pool1d(torch.ones(5), 2),
]
for f in bad:
    try:
        f()
    except RuntimeError as e:
        print(e)


def on_cuda(fn):
    """fn(), its error in PyTorch 2's words on cuda:0."""
    try:
        return fn()
    except RuntimeError as e:
        raise RuntimeError(cuda_message(e)) from None


fail("ops_pool", 47, "print(F.max_pool2d(torch.ones(1, 2, 4, 4, dtype=torch.int64), 2))", 7, 7, 65,
     lambda: on_cuda(lambda: F.max_pool2d(torch.ones(1, 2, 4, 4, dtype=torch.int64), 2)))
