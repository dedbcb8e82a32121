# Twin of tests/golden/corpus_search.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


# searchsorted_basic
s = torch.tensor([1, 3, 5, 7])
show(torch.searchsorted(s, torch.tensor([0, 3, 6, 9])), torch.searchsorted(s, torch.tensor([3, 7]), right=True), torch.searchsorted(s, 5))

# searchsorted_side
s = torch.tensor([1.0, 2.0, 2.0, 3.0])
show(torch.searchsorted(s, torch.tensor([2.0]), side='right'), torch.searchsorted(s, torch.tensor([2.0]), side='left'), torch.searchsorted(s, torch.tensor([2.0]), out_int32=True))

# searchsorted_2d
s = torch.tensor([[1, 3, 5], [2, 4, 6]])
show(torch.searchsorted(s, torch.tensor([[4], [4]])), torch.searchsorted(s, torch.tensor([[0, 7], [3, 3]])))

# searchsorted_sorter
s = torch.tensor([5, 1, 3])
show(torch.searchsorted(s, torch.tensor([2, 4]), sorter=torch.argsort(s)))

# searchsorted_err
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), side='middle'))
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), right=True, side='left'))

# searchsorted_mixed_dtype
show(torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor([1.5, 2.5])))

# unique_basic
x = torch.tensor([3, 1, 2, 3, 1, 1])
show(torch.unique(x), x.unique(return_counts=True), torch.unique(x, return_inverse=True))

# unique_all
x = torch.tensor([2.0, -1.0, 2.0, 0.5])
v, inv, c = torch.unique(x, sorted=True, return_inverse=True, return_counts=True)
show(v, inv, c)

# unique_2d_dim
x = torch.tensor([[1, 2], [1, 2], [0, 5]])
show(torch.unique(x, dim=0), torch.unique(x), torch.unique(x, dim=1, return_counts=True))

# unique_bool_empty
show(torch.unique(torch.tensor([True, False, True])), torch.unique(torch.tensor([], dtype=torch.int64)), torch.unique(torch.tensor([]), return_counts=True))

# unique_consecutive
x = torch.tensor([1, 1, 2, 2, 3, 1, 1])
show(torch.unique_consecutive(x), torch.unique_consecutive(x, return_counts=True), x.unique_consecutive(return_inverse=True))

# unique_nan
show(torch.unique(torch.tensor([float('nan'), 1.0, float('nan')])))

# argsort_basic
x = torch.tensor([3.0, 1.0, 2.0, 1.0])
show(torch.argsort(x), x.argsort(descending=True), torch.argsort(x, stable=True), torch.argsort(x, dim=-1, descending=True, stable=True))

# argsort_2d
x = torch.tensor([[3, 1], [0, 5]])
show(torch.argsort(x, dim=0), x.argsort(1))

# sort_basic
x = torch.tensor([3, 1, 2])
r = torch.sort(x)
show(r)
show(r.values, r[1], x.sort(descending=True).indices)

# sort_unpack
v, i = torch.tensor([[2.0, -1.0], [0.0, 7.0]]).sort(dim=0)
show(v, i)

# sort_stable_kw
x = torch.tensor([1, 0, 1, 0])
show(torch.sort(x, stable=True), torch.sort(x, dim=0, descending=True, stable=True).indices)

# sort_nan
show(torch.sort(torch.tensor([2.0, float('nan'), -1.0, float('inf')])))

# sort_bool_0d
show(torch.sort(torch.tensor([True, False, True])), torch.sort(torch.tensor(3.0)))

# topk_basic
x = torch.tensor([1.0, 5.0, 3.0, 4.0])
r = torch.topk(x, 2)
show(r, r.values, r.indices)

# topk_smallest
x = torch.tensor([[1, 5, 3], [9, 0, 4]])
show(torch.topk(x, 2, dim=1, largest=False), x.topk(1, dim=0), x.topk(k=2, sorted=True).indices)

# topk_unpack
v, i = torch.tensor([4.0, 2.0, 8.0]).topk(3)
show(v, i, torch.topk(torch.tensor([1.0]), 0))

# topk_err
attempt(lambda: torch.topk(torch.tensor([1, 2]), 3))

# max_dim
x = torch.tensor([[1, 7, 3], [4, 2, 9]])
r = torch.max(x, dim=1)
show(r)
show(r.values, r.indices, r[0], len(r))

# max_dim_keepdim
x = torch.tensor([[1.0, 7.0], [4.0, 2.0]])
v, i = x.max(0, keepdim=True)
show(v, i, x.max(dim=-1, keepdim=False))

# min_dim
x = torch.tensor([[1, 7, 3], [4, 2, 9]])
show(torch.min(x, 1), x.min(dim=0).values, torch.min(x))

# max_binary
show(torch.max(torch.tensor([1, 5]), torch.tensor([3, 2])), torch.min(torch.tensor([1.0, 5.0]), torch.tensor([3.0, 2.0])))

# max_empty_err
attempt(lambda: torch.max(torch.tensor([])))
attempt(lambda: torch.tensor([]).max(dim=0))

# max_nan
show(torch.max(torch.tensor([1.0, float('nan'), 3.0])), torch.max(torch.tensor([[1.0, float('nan')], [2.0, 0.0]]), 1))

# max_bool
show(torch.tensor([True, False]).max(), torch.max(torch.tensor([[False, True]]), dim=1))

# return_types_print_0d
show(torch.max(torch.tensor([5, 2, 9]), 0), torch.sort(torch.tensor([2.0, 1.0]), descending=True))

# aminmax_ret
show(torch.aminmax(torch.tensor([3, 1, 4])), torch.aminmax(torch.tensor([[1, 2], [0, 5]]), dim=0))

# kthvalue_mode_median
x = torch.tensor([[3.0, 1.0, 2.0], [5.0, 5.0, 0.0]])
show(torch.kthvalue(x, 2, 1), torch.mode(x, 1), torch.median(x, dim=1))

# cummax_ret
show(torch.cummax(torch.tensor([1, 3, 2, 5]), 0), torch.cummin(torch.tensor([3.0, 1.0, 2.0]), dim=0))

# argmax_variants
x = torch.tensor([[1, 7, 3], [9, 2, 9]])
show(torch.argmax(x), x.argmax(dim=1), torch.argmin(x, 0, keepdim=True), x.argmax(1, True))

# sum_mean_kw
x = torch.tensor([[1, 2], [3, 4]])
show(torch.sum(x, dim=0), x.sum((0, 1)), x.sum(dim=-1, keepdim=True), torch.sum(x, dtype=torch.float32), x.float().mean(dim=(0,)))

# sum_bool_int8
show(torch.tensor([True, True]).sum(), torch.tensor([100, 100], dtype=torch.int8).sum(), torch.tensor([1, 2], dtype=torch.int32).sum().dtype)

# mean_int_err
attempt(lambda: torch.tensor([1, 2]).mean())

# all_any
x = torch.tensor([[1, 0], [1, 1]])
show(torch.all(x), x.any(), torch.all(x, dim=1), x.any(0), torch.all(torch.tensor([])), torch.any(torch.tensor([])))

# logsumexp_norm
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.logsumexp(x, dim=1), torch.norm(x), x.norm(dim=0), torch.linalg.norm(x) if False else 0)

# reduce_empty
show(torch.sum(torch.zeros(0, 3), 0), torch.prod(torch.tensor([])), torch.zeros(0, 3).mean(0), torch.amax(torch.zeros(2, 0), 0))

# count_unique_dim_err
attempt(lambda: torch.tensor([1, 2]).sum(dim=1))
attempt(lambda: torch.tensor([1, 2]).argmax(dim=2))
