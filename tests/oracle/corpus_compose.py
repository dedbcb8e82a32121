# Twin of tests/golden/corpus_compose.cst (its tensors live on cuda:0).
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


# r6_count_nonzero
x = torch.tensor([[1, 0, 2], [0, 0, 3]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), x.count_nonzero(1), torch.count_nonzero(x, dim=(0, 1)))
show(torch.count_nonzero(torch.tensor([0.0, -0.0, float('nan')])), torch.count_nonzero(torch.tensor([True, False])))

# r6_count_nonzero_err
attempt(lambda: torch.count_nonzero(torch.tensor([[1, 0], [0, 3]]), dim=5))
attempt(lambda: torch.count_nonzero(torch.zeros(0, 3), dim=1))

# r6_trace
show(torch.trace(torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])), torch.arange(12).reshape(4, 3).trace())
show(torch.trace(torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)), torch.trace(torch.zeros(0, 2)))

# r6_hstack_vstack
a = torch.tensor([1, 2])
b = torch.tensor([3.0])
show(torch.hstack([a, b]), torch.hstack((torch.tensor(1), torch.tensor(2))))
show(torch.vstack([a, torch.tensor([3, 4])]), torch.vstack([torch.tensor(1), torch.tensor(2)]))
x = torch.arange(6).reshape(2, 3)
show(torch.hstack([x, x]), torch.vstack((x, torch.tensor([7, 8, 9]))))

# r6_hstack_err
attempt(lambda: torch.hstack([]))
attempt(lambda: torch.vstack(torch.tensor([1, 2])))
attempt(lambda: torch.vstack([torch.zeros(2), torch.zeros(3)]))

# r6_addcmul_addcdiv
i = torch.tensor([1.0, 2.0])
t1 = torch.tensor([3.0, 4.0])
t2 = torch.tensor([5.0, 6.0])
show(torch.addcmul(i, t1, t2, value=0.5), torch.addcdiv(i, t1, t2, value=0.5), i.addcmul(t1, t2), i.addcdiv(t1, t2, value=-2))
show(torch.addcmul(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6]), value=2), torch.addcmul(torch.tensor([1, 2]), torch.tensor([3.0, 4.0]), torch.tensor([5, 6])))
show(torch.addcdiv(torch.tensor([1, 2]), torch.tensor([3.0, 4.0]), torch.tensor([2, 8])), torch.addcmul(torch.zeros(2, 1), t1, t2))

# r6_addc_inplace
p = torch.tensor([1.0, 2.0])
p.addcmul_(torch.tensor([2.0, 3.0]), torch.tensor([4.0, 5.0]), value=0.1)
show(p)
p.addcdiv_(torch.tensor([1.0, 1.0]), torch.tensor([4.0, 8.0]))
show(p)

# r6_addcdiv_int_err
attempt(lambda: torch.addcdiv(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6])))
attempt(lambda: torch.addcmul(torch.tensor([1.0]), torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0, 3.0])))

# r6_nan_to_num
x = torch.tensor([float('nan'), float('inf'), -float('inf'), 1.5])
show(torch.nan_to_num(x), torch.nan_to_num(x, nan=2.0, posinf=3.0), x.nan_to_num(neginf=-7.0))
show(torch.nan_to_num(x.half()), torch.nan_to_num(x.double(), 0.5), torch.nan_to_num(torch.tensor([1, 2]), nan=1.5))

# r6_nan_to_num_inplace
x = torch.tensor([float('nan'), float('inf'), 2.0])
y = x.nan_to_num_(nan=-1.0, posinf=9.0)
show(x, y)

# r6_vdot
show(torch.vdot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), torch.tensor([1, 2, 3]).vdot(torch.tensor([4, 5, 6])))
attempt(lambda: torch.vdot(torch.tensor([1.0, 2.0]), torch.tensor([3, 4])))
attempt(lambda: torch.vdot(torch.tensor([[1.0, 2.0]]), torch.tensor([3.0, 4.0])))

# r6_unflatten
x = torch.arange(12)
show(x.unflatten(0, (3, 4)), torch.unflatten(x, 0, (2, -1, 3)).shape, x.reshape(2, 6).unflatten(-1, [3, 2]).shape)
show(torch.arange(6).reshape(1, 6).unflatten(1, torch.Size([2, 3])))

# r6_unflatten_err
attempt(lambda: torch.arange(6).unflatten(0, (4, 3)))
attempt(lambda: torch.arange(6).unflatten(0, ()))
attempt(lambda: torch.arange(6).unflatten(1, (2, 3)))

# r6_select
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(x.select(1, -1), torch.select(x, 0, 1), x.select(0, 0).select(0, 2))
v = x.select(1, 0)
v.fill_(0.0)
show(x)

# r6_select_err
x = torch.zeros(2, 3)
attempt(lambda: x.select(0, 5))
attempt(lambda: x.select(1, -4))
attempt(lambda: x.select(2, 0))
attempt(lambda: torch.tensor(1.0).select(0, 0))

# r6_tensor_split
show(torch.tensor_split(torch.arange(7), 3), torch.tensor_split(torch.arange(7), [1, 5]))
show(torch.arange(7).tensor_split((1, 9)), torch.arange(5).tensor_split([3, 1]), torch.arange(4).tensor_split([-1]))
x = torch.arange(6).reshape(2, 3)
show(torch.tensor_split(x, 2, dim=1), torch.tensor_split(x, 4), x.tensor_split([1], -1))

# r6_tensor_split_err
attempt(lambda: torch.tensor_split(torch.arange(3), 0))
attempt(lambda: torch.tensor_split(torch.tensor(1), 2))
attempt(lambda: torch.tensor_split(torch.arange(3), 2, 1))

# r6_diag_embed
show(torch.diag_embed(torch.tensor([1, 2])), torch.diag_embed(torch.tensor([1.5, 2.0]), offset=-1))
x = torch.arange(6.0).reshape(2, 3)
show(torch.diag_embed(x, 1))
show(torch.diag_embed(x, -1, 0, 2), x.diag_embed(dim1=-1, dim2=0).shape)
show(torch.diag_embed(torch.tensor([-0.0, 2.0]), 1))

# r6_dstack_column_stack
a = torch.tensor([1, 2])
show(torch.dstack([a, a]), torch.dstack((torch.tensor(1), torch.tensor(2.5))).shape, torch.column_stack([a, a]))
x = torch.arange(4).reshape(2, 2)
show(torch.dstack([x, x]).shape, torch.column_stack((x, a, torch.tensor([7, 8]))), torch.column_stack([torch.tensor(3)]))
attempt(lambda: torch.dstack([]))
attempt(lambda: torch.column_stack([torch.zeros(2), torch.zeros(3)]))

# r6_diagonal
x = torch.arange(12).reshape(3, 4)
show(torch.diagonal(x), x.diagonal(1), x.diagonal(-1), x.diagonal(offset=5), torch.diagonal(x, 0, 1, 0))
y = torch.arange(24.0).reshape(2, 3, 4)
show(y.diagonal(dim1=1, dim2=2), torch.diagonal(y, -1, 0, 2), y.diagonal(1, -1, -2).shape)

# r6_diagonal_view
x = torch.zeros(3, 3)
x.diagonal().fill_(1.0)
x.diagonal(1).copy_(torch.tensor([2.0, 3.0]))
show(x, x.diagonal().is_contiguous())

# r6_diagonal_err
attempt(lambda: torch.diagonal(torch.zeros(2, 2), 0, 1, 1))
attempt(lambda: torch.diagonal(torch.zeros(2), 0))
attempt(lambda: torch.zeros(2, 2).diagonal(dim2=-3))

# r6_erfinv
y = torch.tensor([0.0, 0.5, 1.0, -0.9, 0.999, 2.0, -1.0, 0.7, -0.3, float('nan'), 1e-06])
show(torch.erfinv(y), y.double().erfinv())
show(torch.erfinv(torch.tensor([0, 1, -1])), torch.special.erfinv(torch.tensor([0.25])), torch.erfinv(torch.tensor(0.125)))
