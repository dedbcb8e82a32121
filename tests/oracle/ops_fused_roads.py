# Twin of tests/golden/ops_fused_roads.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

torch2.install()
# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)

# cr_diagonal_gather
x = torch.arange(25.0).reshape(5, 5)
j = torch.tensor([0, -1, 2, 4, -5])
show(x[j, j], x[j], x[:, j])

# cr_two_index_shapes
k = torch.tensor([[1], [3]])
show(x[k, j], x[j[:3], torch.tensor([1, 2, 3])], x[torch.tensor([-2]), j])

# cr_three_and_four_indices
y = torch.arange(120).reshape(2, 3, 4, 5)
show(y[[0, 1, -1], [2, -1, 0], [3, 3, -4]], y[[0, 1], [1, 2], [2, -1], [0, 4]], y[[1, 0], :, [-1, 2]])

# cr_index_with_mask
m = torch.tensor([True, False, True, True, False])
show(x[m, j[:3]], x[j[:3], m])

# cr_index_out_of_range
attempt(lambda: x[torch.tensor([0, 7]), torch.tensor([0, 7])])
attempt(lambda: x[torch.tensor([0, -6]), torch.tensor([1, 1])])
attempt(lambda: y[torch.tensor([0]), torch.tensor([3]), torch.tensor([0])])

# cr_unique_consecutive_strided
t = torch.tensor([1, 1, 2, 5, 2, 7, 3, 3, 3, 9])
show(torch.unique_consecutive(t[::2], return_counts=True), torch.unique_consecutive(t[1::3]))
show(torch.unique_consecutive(t.reshape(2, 5).t(), return_counts=True))

# cr_unique_values_counts
f = torch.tensor([0.5, -0.0, 2.0, 0.5, 0.0, -1.5, 2.0, 2.0])
show(torch.unique(f), torch.unique(f, return_counts=True), torch.unique(f[::3]))
show(torch.unique(torch.tensor([True, False, True]), return_counts=True))
show(torch.unique(torch.tensor([], dtype=torch.int64), return_counts=True), torch.unique(torch.tensor(4)))

# cr_unique_consecutive_nan_zero
g = torch.tensor([0.0, -0.0, float('nan'), float('nan'), 1.0, 1.0, -0.0])
show(torch.unique_consecutive(g, return_counts=True))

# cr_msort
show(torch.msort(torch.tensor([[3, 1], [2, 5], [1, 0]])), torch.msort(f), torch.msort(t[::3]))

# cr_batch_norm_eval
z = torch.arange(48.0).reshape(2, 3, 2, 4) / 7 - 3
rm = torch.tensor([0.1, 9.0, -0.3, 9.0, 0.7, 9.0])[::2]
rv = torch.tensor([0.9, 1.3, 0.2])
w = torch.tensor([1.5, -0.5, 2.0])
b = torch.tensor([0.25, 0.0, -1.0])
show(F.batch_norm(z, rm, rv), F.batch_norm(z, rm, rv, w, b))
show(F.batch_norm(z, rm, rv, None, b, eps=0.0), F.batch_norm(z.double(), rm.double(), rv.double(), w.double()))
show(F.batch_norm(z[:, :, 0], rm, rv, w, b), F.batch_norm(z.bfloat16(), rm, rv, w, b))
