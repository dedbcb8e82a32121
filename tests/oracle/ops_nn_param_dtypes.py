# Twin of tests/golden/ops_nn_param_dtypes.cst (its tensors live on cuda:0).
# group_norm's checks are PyTorch 2's (torch2.group_norm_2x); a max pool
# of integers names PyTorch's CUDA kernel (cuda_repr.cuda_message), as 2.11
# does on a GPU, where 1.13's CPU kernels name themselves.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch2  # noqa: E402
import cuda_repr  # noqa: E402

torch2.install()

attempt = cuda_repr.attempt


g = torch.arange(24.).reshape(2, 4, 3) / 7
ones = torch.ones(4)
attempt(lambda: F.group_norm(g, 2, ones, torch.zeros(4)))
attempt(lambda: F.group_norm(g, 2, ones.double()))
attempt(lambda: F.group_norm(g, 2, None, ones.half()))
attempt(lambda: F.group_norm(g, 2, ones, ones.double()))
attempt(lambda: F.group_norm(g.half(), 2, ones))
attempt(lambda: F.group_norm(g.bfloat16(), 2, ones, torch.zeros(4)))
attempt(lambda: F.group_norm(g.bfloat16(), 2, ones.bfloat16(), torch.zeros(4)))
attempt(lambda: F.group_norm(g.double(), 2, ones))
attempt(lambda: F.group_norm(g.long(), 2, ones))
attempt(lambda: F.group_norm(g.long(), 2))
i = torch.arange(16).reshape(1, 1, 4, 4)
attempt(lambda: F.max_pool2d(i, 2))
attempt(lambda: F.max_pool1d(i[0], 2))
attempt(lambda: F.max_pool2d(i.float(), 2))
