# Twin of tests/golden/ops_pad.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import torch2  # noqa: E402
from cst_error import fail  # noqa: E402

torch2.install()

x = torch.arange(6.0).reshape(1, 2, 3)
show(F.pad(x, (1, 2), mode='reflect'), F.pad(x, (2, 2), mode='replicate'), F.pad(x, (3, 1), mode='circular'))
show(F.pad(x, (1, 1, 1, 0), mode='reflect'), F.pad(x, (0, 2, 1, 1), mode='replicate'), F.pad(x[None], (1, 1, 2, 2), mode='circular'))
show(F.pad(x, (-1, 1), mode='reflect'), F.pad(x, (1, -2), mode='circular'), F.pad(x, (-1, 1, 0, -1)), F.pad(x, (2, -1), value=9.5))
show(F.pad(torch.arange(8.0).reshape(1, 2, 2, 2), (1, 0, 0, 1, 1, 1), mode='replicate'), F.pad(x, (1, 1), mode='reflect', value=0))
y = torch.arange(24).reshape(2, 3, 4).transpose(1, 2)
show(F.pad(x, (-1, 2), mode='circular'), F.pad(x[None], (2, 2, -1, 1), mode='circular'), F.pad(y.float(), (2, 1, 1, 2), mode='reflect'))
show(F.pad(y.double(), (0, 2), mode='replicate'), F.pad(y.to(torch.uint8)[None, None], (1, 1, 0, 1, 1, 0), mode='circular'))
bad = [
    lambda: F.pad(x, (3, 0), mode='reflect'),
    lambda: F.pad(torch.ones(3), (1, 1), mode='reflect'),
    lambda: F.pad(x, (4, 0), mode='circular'),
    lambda: F.pad(x, (1,), mode='reflect'),
    lambda: F.pad(x, (1, 1, 1, 1, 1, 1), mode='replicate'),
    lambda: F.pad(x, (1, 1), mode='reflect', value=2),
    lambda: F.pad(x, (1, 1, 1, 1, 1, 1, 1, 1)),
    lambda: F.pad(x, (1, 1, 1)),
]
for f in bad:
    try:
        f()
    except (RuntimeError, NotImplementedError) as e:
        print(e)
fail("ops_pad", 24, "print(F.pad(x, (1, 1), mode='foo'))", 7, 7, 35, lambda: F.pad(x, (1, 1), mode='foo'))
