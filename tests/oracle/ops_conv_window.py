# Twin of tests/golden/ops_conv_window.cst (its tensors live on cuda:0).
# Debian's torch 1.13 has no float16 or bfloat16 convolution on the CPU:
# those lines convolve in float32 and round once, as cst does and as
# PyTorch 2.x's kernels do; the values (multiples of 1/64 and small) are
# exact in every dtype either way.
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

warnings.filterwarnings("ignore", "Using padding=.same.")

x = (torch.arange(2 * 4 * 9 * 11.0).reshape(2, 4, 9, 11) % 17 - 8) / 8
w = (torch.arange(8 * 1 * 3 * 3.0).reshape(8, 1, 3, 3) % 7 - 3) / 4
show(F.conv2d(x, w, groups=4, padding=1)[1, 5])
show(F.conv2d(x, w, torch.arange(8.0) / 2, groups=4, stride=(2, 3), dilation=(2, 1), padding=(2, 1))[0, :, 1])
one = x[:, :1]
show(F.conv2d(one, (torch.arange(6 * 25.0).reshape(6, 1, 5, 5) % 9 - 4) / 8, padding=2).sum(dim=(2, 3)))
show(F.conv2d(x, w[:4, :, :2, :2], groups=4, padding='same')[0, 2])
s = (torch.arange(2 * 6 * 10.0).reshape(2, 6, 10) % 11 - 5) / 4
show(F.conv1d(s, (torch.arange(6 * 2 * 3.0).reshape(6, 2, 3) % 5 - 2) / 2, groups=3, padding=2, stride=2))
show(F.conv2d(x.transpose(2, 3), w.transpose(2, 3), groups=4)[1, 3])
show(F.conv2d(x.double(), w.double(), groups=4)[0, 0, 0], F.conv2d(x, w, groups=4)[1, 7, 2].half(), F.conv2d(x, w, groups=4)[0, 1, 3].bfloat16())
big = (torch.arange(2 * 16 * 6 * 6.0).reshape(2, 16, 6, 6) % 13 - 6) / 8
k64 = (torch.arange(4 * 4 * 4 * 4.0).reshape(4, 4, 4, 4) % 9 - 4) / 4
k72 = (torch.arange(2 * 8 * 3 * 3.0).reshape(2, 8, 3, 3) % 9 - 4) / 4
show(F.conv2d(big, k64, groups=4, padding=1)[1, 2], F.conv2d(big, k72, groups=2)[0, :, 2])
