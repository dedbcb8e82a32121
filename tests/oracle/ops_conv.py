# Twin of tests/golden/ops_conv.cst (its tensors live on cuda:0).  Debian's
# torch 1.13 has no float16 convolution on the CPU: the float16 line
# convolves in float32 and rounds once, as cst does and as PyTorch 2.x's
# kernels do; these small integers are exact in every dtype either way.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

x = torch.arange(50.0).reshape(1, 2, 5, 5) % 7 - 3
w = torch.arange(36.0).reshape(2, 2, 3, 3) % 5 - 2
show(F.conv2d(x, w), F.conv2d(x, w, torch.tensor([1.0, -1.0]), stride=2, padding=1))
show(torch.conv2d(x[0], w, padding='same', dilation=2), F.conv2d(x, w, padding=(2, 0), stride=(1, 3)))
show(F.conv2d(x, torch.arange(16.0).reshape(4, 1, 2, 2) % 4 - 1, groups=2, padding='valid'))
s = torch.arange(24.0).reshape(2, 3, 4) % 5
k = torch.arange(12.0).reshape(2, 3, 2) - 6
show(F.conv1d(s, k), torch.conv1d(s[1], torch.arange(18.0).reshape(2, 3, 3) % 4 - 2, torch.tensor([0.5, 2.0]), padding='same'), F.conv1d(s, torch.arange(6.0).reshape(3, 1, 2) - 2, groups=3, stride=2, dilation=2, padding=1))
show(F.conv2d(x.double(), w.double(), dilation=(2, 1)), F.conv2d(x, w, padding=1)[0, 1].half(), F.conv2d(x.bfloat16(), w.bfloat16())[0, 0])
show(F.conv2d(torch.ones(0, 2, 4, 4), w).shape, F.conv1d(s, k, padding=(1,)).shape)
show(F.unfold(torch.arange(16.0).reshape(1, 1, 4, 4), 2, stride=2), F.unfold(x[0], (2, 3), padding=1, dilation=(2, 1)).shape)
show(F.unfold(torch.arange(18.0).reshape(2, 3, 3), 2))
bad = [
    lambda: F.conv2d(torch.ones(1, 2, 5, 5), torch.ones(4, 3, 3, 3)),
    lambda: F.conv2d(torch.ones(5, 5), w),
    lambda: F.conv1d(torch.ones(3, 5, 5, 5), k),
    lambda: F.conv1d(torch.ones(1, 3, 5), torch.ones(4, 3, 3, 3)),
    lambda: F.conv2d(x, torch.ones(4, 2, 3)),
    lambda: F.conv2d(x, w, stride=(1, 2, 3)),
    lambda: F.conv2d(x, w, padding=[1, 1, 1]),
    lambda: F.conv2d(x, w, groups=0),
    lambda: F.conv2d(x, w, stride=0),
    lambda: F.conv2d(x, w, padding=-1),
    lambda: F.conv2d(x, w, dilation=0),
    lambda: F.conv2d(x, w, groups=3),
    lambda: F.conv2d(torch.ones(1, 4, 5, 5), torch.ones(4, 2, 3, 3), groups=3),
    lambda: F.conv2d(x, w, torch.ones(3)),
    lambda: F.conv2d(x, w, torch.ones(2, 1)),
    lambda: F.conv2d(torch.ones(1, 2, 2, 2), w),
    lambda: F.conv2d(x, w, padding='same', stride=2),
    lambda: F.conv2d(x, w, padding='full'),
    lambda: F.conv2d(x, w.double()),
    lambda: F.conv2d(x, w, torch.ones(2).double()),
    lambda: F.unfold(x, 6),
    lambda: F.unfold(x, (2, 2, 2)),
    lambda: F.unfold(x, 0),
    lambda: F.unfold(x, 2, stride=0),
    lambda: F.unfold(x, 2, padding=-1),
    lambda: F.unfold(x, 2, dilation=0),
]
for f in bad:
    try:
        f()
    except RuntimeError as e:
        print(e)
fail("ops_conv", 46, "print(F.conv2d(torch.ones(3), w))", 7, 7, 33, lambda: F.conv2d(torch.ones(3), w))
