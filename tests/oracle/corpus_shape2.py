# Twin of tests/golden/corpus_shape2.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
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


_diag = torch.diag


def diag(input, diagonal=0):
    """PyTorch 2 names the dims diag refuses (1.13 does not)."""
    if input.dim() not in (1, 2):
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {input.dim()}D")
    return _diag(input, diagonal)


_narrow = torch.Tensor.narrow


def narrow(input, dim, start, length):
    """PyTorch 2's narrow checks a negative length and start's range itself."""
    if input.dim() == 0:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    size = input.size(dim)
    if not -size <= start <= size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    return _narrow(input, dim, start, length)


_index_add = torch.Tensor.index_add


def index_add(input, dim, index, source, *, alpha=1):
    """PyTorch 2's index_add checks source's shape but along dim."""
    a, b = list(input.shape), list(source.shape)
    if input.dim() and source.dim():
        del a[dim], b[dim]
    if a != b:
        raise RuntimeError("source tensor shape must match self tensor shape, excluding the specified dimension. "
                           f"Got self.shape = {list(input.shape)} source.shape = {list(source.shape)}")
    return _index_add(input, dim, index, source, alpha=alpha)


torch.diag = diag
torch.Tensor.diag = diag
torch.narrow = narrow
torch.Tensor.narrow = narrow
torch.Tensor.index_add = index_add


# diag_offsets
x = torch.arange(9).reshape(3, 3)
show(torch.diag(x, 1), torch.diag(x, diagonal=-2), x.diag(3), torch.diag(torch.tensor([5, 6]), -1))
attempt(lambda: torch.diag(torch.zeros(2, 2, 2)))

# zero_d_dims
x = torch.tensor(7)
show(torch.flip(x, [0]), torch.flip(x, [-1]), torch.movedim(x, 0, 0))
attempt(lambda: torch.flip(x, [1]))
attempt(lambda: x.narrow(0, 0, 1))
attempt(lambda: torch.roll(x, 1, 0))
attempt(lambda: x.size(0))

# narrow_checks
x = torch.arange(12).reshape(3, 4)
show(x.narrow(0, -3, 1), x.narrow(0, 3, 0).shape)
attempt(lambda: x.narrow(0, -4, 1))
attempt(lambda: x.narrow(0, 4, 0))
attempt(lambda: x.narrow(1, 1, -1))
attempt(lambda: x.narrow(2, 0, 1))

# mT_0d
show(torch.tensor(2.).mT, torch.tensor(2.).mH, torch.tensor(2.).H, torch.tensor(2.).adjoint())

# scatter_value_errs
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(1, torch.zeros(3, 1, dtype=torch.int64), 1.0))
attempt(lambda: x.scatter_(1, torch.zeros(3, 1, dtype=torch.int64), 2))
attempt(lambda: x.scatter(1, torch.zeros(3, 1, dtype=torch.int64), torch.ones(3, 1)))

# index_add_slice_shape
x = torch.ones(3, 2)
attempt(lambda: x.index_add(0, torch.tensor([0]), torch.ones(1, 3)))
attempt(lambda: x.index_add(1, torch.tensor([0]), torch.ones(2, 1)))

# roll_shifts_required
attempt(lambda: torch.roll(torch.arange(5), (), ()))

# repeat_interleave_output_size
show(torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1, 2]), output_size=3))
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1, 1]), output_size=3))
attempt(lambda: torch.repeat_interleave(torch.tensor([1, 2]), 2, output_size=3))

# small_messages
attempt(lambda: torch.arange(4)[::-1])
attempt(lambda: torch.broadcast_shapes((2,), (3,)))
attempt(lambda: torch.take_along_dim(torch.arange(6).reshape(2, 3), torch.tensor([[0.0]]), dim=1))
attempt(lambda: torch.arange(3).repeat())

# masked_select
x = torch.arange(6).reshape(2, 3)
show(torch.masked_select(x, x % 2 == 0), x.masked_select(torch.tensor([True, False, True])), torch.masked_select(torch.tensor(5), torch.tensor(True)))
attempt(lambda: torch.masked_select(x, torch.tensor([True, False])))

# masked_scatter
x = torch.zeros(2, 3)
m = torch.tensor([[True, False, True], [False, True, False]])
show(x.masked_scatter(m, torch.tensor([1., 2., 3., 4.])), torch.masked_scatter(x, torch.tensor([False, False, True]), torch.arange(1., 7.).reshape(2, 3)))
attempt(lambda: x.masked_scatter(m, torch.tensor([1., 2.])))
attempt(lambda: x.masked_scatter(m, torch.tensor([1, 2, 3])))
y = torch.zeros(4, dtype=torch.int64)
y.masked_scatter_(torch.tensor([False, True, True, False]), torch.tensor([7, 8, 9]))
show(y)

# index_copy
x = torch.zeros(3, 2)
show(x.index_copy(0, torch.tensor([2, 0]), torch.tensor([[1., 2.], [3., 4.]])), torch.index_copy(x, 1, torch.tensor([1]), torch.ones(3, 1)))
attempt(lambda: x.index_copy(0, torch.tensor([2, 0]), torch.ones(3, 2)))
attempt(lambda: x.index_copy(0, torch.tensor([5]), torch.ones(1, 2)))
attempt(lambda: x.index_copy(0, torch.tensor([1]), torch.ones(1, 2).long()))
attempt(lambda: x.index_copy(0, torch.tensor([1]), torch.ones(1, 3)))
y = torch.zeros(4)
y.index_copy_(0, torch.tensor([3, 1]), torch.tensor([7., 8.]))
show(y)

# index_fill
x = torch.arange(6.).reshape(2, 3)
show(x.index_fill(1, torch.tensor([0, -1]), -1), torch.index_fill(x, 0, torch.tensor([1]), torch.tensor(9.)))
attempt(lambda: x.index_fill(1, torch.tensor([3]), 0))
attempt(lambda: x.index_fill(1, torch.tensor([0]), torch.tensor([1.0, 2.0])))
y = torch.arange(5)
y.index_fill_(0, torch.tensor([0, 4]), 2.7)
show(y)

# concatenate_row_stack
a = torch.tensor([[1, 2]]); b = torch.tensor([[3, 4], [5, 6]])
show(torch.concatenate([a, b]), torch.concatenate((a, a), axis=1), torch.row_stack([torch.tensor([1, 2]), torch.tensor([3, 4])]))

# hsplit_vsplit_dsplit
x = torch.arange(12).reshape(2, 6)
show(torch.hsplit(x, 3), torch.vsplit(x, [1]), x.hsplit([2, 4])[1], torch.hsplit(torch.arange(4), 2))
show([t.shape for t in torch.dsplit(torch.zeros(2, 2, 4), [1, 3])], torch.zeros(4, 2).vsplit(2)[0].shape)
attempt(lambda: torch.hsplit(x, 4))
attempt(lambda: torch.vsplit(torch.arange(3), 3))
attempt(lambda: torch.dsplit(x, 2))

# ravel_atleast
x = torch.arange(6).reshape(2, 3)
show(torch.ravel(x.T), x.ravel(), torch.tensor(3).ravel())
show(torch.atleast_1d(torch.tensor(1)), torch.atleast_2d(torch.tensor([1, 2])), torch.atleast_3d(torch.tensor([1, 2])).shape, torch.atleast_3d(torch.ones(2, 3)).shape)
show(torch.atleast_1d(torch.tensor(1), torch.tensor([2])), torch.atleast_2d([torch.tensor(1), torch.ones(2, 2)])[0].shape, torch.atleast_3d(torch.tensor(1)).shape)

# rot90
x = torch.arange(6).reshape(2, 3)
show(torch.rot90(x), torch.rot90(x, 2), torch.rot90(x, -1, [0, 1]), x.rot90(1, (1, 0)), torch.rot90(x, 4))
attempt(lambda: torch.rot90(torch.arange(3)))
attempt(lambda: torch.rot90(x, 1, [0]))
attempt(lambda: torch.rot90(x, 1, [0, 0]))

# adjoint_H
x = torch.arange(6.).reshape(2, 3)
show(x.H, torch.adjoint(x), torch.zeros(2, 3, 4).adjoint().shape, x.mH)
attempt(lambda: torch.ones(3).H)
attempt(lambda: torch.ones(2, 2, 2).H)
attempt(lambda: torch.ones(3).adjoint())

# in_place_views
x = torch.zeros(1, 2, 3)
y = x
x.squeeze_(0)
show(x.shape, y.shape)
x.unsqueeze_(-1)
show(x.shape)
x.transpose_(0, 1)
show(x.shape, x.is_contiguous())
m = torch.arange(6).reshape(2, 3)
show(m.t_(), m.shape, m.swapaxes_(0, 1).shape, m.squeeze_().shape)

# split_with_sizes_narrow_copy
x = torch.arange(10)
show(torch.split_with_sizes(x, [3, 7]), x.split_with_sizes([5, 5], 0)[1], torch.narrow_copy(x, 0, 2, 3), x.narrow_copy(0, -2, 2))
attempt(lambda: torch.split_with_sizes(x, [3, 3]))

# unfold
x = torch.arange(7)
show(x.unfold(0, 3, 2), torch.arange(12).reshape(3, 4).unfold(1, 2, 2).shape, torch.arange(12).reshape(3, 4).unfold(0, 2, 1).stride())
attempt(lambda: x.unfold(0, 8, 1))
attempt(lambda: x.unfold(0, 2, 0))

# as_strided
x = torch.arange(9)
show(torch.as_strided(x, (2, 2), (3, 1)), x.as_strided((3,), (4,), 0), torch.as_strided(x[2:], (2,), (1,)))
attempt(lambda: torch.as_strided(x, (3, 3), (3, 2)))

# tril_triu_indices
show(torch.tril_indices(3, 3), torch.triu_indices(3, 4, 1), torch.tril_indices(2, 3, -1, dtype=torch.int32), torch.tril_indices(0, 3))
attempt(lambda: torch.tril_indices(-1, 3))

# cartesian_prod_combinations
a = torch.tensor([1, 2]); b = torch.tensor([3, 4, 5])
show(torch.cartesian_prod(a, b), torch.cartesian_prod(a), torch.cartesian_prod(a, a, a).shape)
show(torch.combinations(b), torch.combinations(b, 3, with_replacement=True).shape, torch.combinations(a, 3), torch.combinations(a, 0))
attempt(lambda: torch.combinations(torch.ones(2, 2)))
attempt(lambda: torch.cartesian_prod(a, torch.ones(2, 2)))

# block_diag_kron
show(torch.block_diag(torch.tensor(1), torch.tensor([2, 3]), torch.ones(2, 1)), torch.block_diag(torch.tensor([[1, 2]]), torch.tensor([[3], [4]])))
attempt(lambda: torch.block_diag(torch.ones(2, 2, 2)))
show(torch.kron(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 10])), torch.kron(torch.tensor([1, 2]), torch.ones(2, 2)), torch.kron(torch.tensor(2), torch.tensor([1, 2])))

# vander
show(torch.vander(torch.tensor([1, 2, 3])), torch.vander(torch.tensor([1., 2., 3.]), 2, True), torch.vander(torch.tensor([True, False]), N=0), torch.vander(torch.tensor([2, 3]), N=4))
attempt(lambda: torch.vander(torch.ones(2, 2)))
attempt(lambda: torch.vander(torch.tensor([1, 2]), -1))

# diagflat
show(torch.diagflat(torch.tensor([[1, 2], [3, 4]])), torch.diagflat(torch.tensor([1, 2]), 1), torch.diagflat(torch.tensor(5)))

# view_scatters
x = torch.zeros(2, 3)
# step=1 spelled out: PyTorch 1.13 reads its default step of slice_scatter
# from uninitialised memory now and then ("slice step must be positive").
show(torch.select_scatter(x, torch.ones(3), 0, 1), torch.slice_scatter(torch.zeros(4, 2), torch.ones(2, 2), 0, 1, 4, 2), torch.slice_scatter(x, torch.ones(2, 1), 1, 2, None, 1), torch.diagonal_scatter(torch.zeros(3, 3), torch.ones(2), 1))
attempt(lambda: torch.select_scatter(x, torch.ones(2), 0, 1))
attempt(lambda: torch.diagonal_scatter(torch.zeros(3, 3), torch.ones(3), 1))
show(x)
