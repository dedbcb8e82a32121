# Twin of tests/golden/corpus_shape.cst (its tensors live on cuda:0).
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


# broadcast_to
x = torch.tensor([1, 2, 3])
show(torch.broadcast_to(x, (2, 3)), x.broadcast_to(2, 3) if False else x.broadcast_to((1, 3)))

# broadcast_to_err
attempt(lambda: torch.broadcast_to(torch.tensor([1, 2, 3]), (2, 2)))

# broadcast_to_neg1
show(torch.broadcast_to(torch.tensor([[1], [2]]), (-1, 3)))

# broadcast_tensors
a, b = torch.broadcast_tensors(torch.tensor([[1], [2]]), torch.tensor([10, 20, 30]))
show(a, b, a.shape, b.stride())

# broadcast_tensors_err
attempt(lambda: torch.broadcast_tensors(torch.ones(2), torch.ones(3)))

# broadcast_shapes
show(torch.broadcast_shapes((2, 1), (3,)), torch.broadcast_shapes((1,), ()))

# flip_variants
x = torch.arange(6).reshape(2, 3)
show(torch.flip(x, [0]), x.flip(1), x.flip((0, 1)), x.flip(-1), torch.flip(x, dims=(0,)))

# flip_0d_empty
show(torch.flip(torch.tensor(5), [0]) if False else torch.tensor(5).flip([]), torch.flip(torch.tensor([]), [0]))

# flip_dup_err
attempt(lambda: torch.arange(4).flip((0, 0)))

# flip_range_err
attempt(lambda: torch.arange(4).flip(1))

# fliplr_ud
x = torch.arange(4).reshape(2, 2)
show(torch.fliplr(x), torch.flipud(x))

# movedim_basic
x = torch.zeros(2, 3, 4)
show(torch.movedim(x, 0, -1).shape, x.movedim((0, 1), (2, 0)).shape, torch.moveaxis(x, 1, 0).shape)

# movedim_values
x = torch.arange(6).reshape(2, 3)
show(torch.movedim(x, 1, 0), x.movedim(source=0, destination=1))

# movedim_err
attempt(lambda: torch.movedim(torch.zeros(2, 3), 0, 2))
attempt(lambda: torch.movedim(torch.zeros(2, 3), (0, 1), (0,)))

# repeat_interleave_int
x = torch.tensor([1, 2, 3])
show(torch.repeat_interleave(x, 2), x.repeat_interleave(torch.tensor([1, 0, 2])))

# repeat_interleave_dim
x = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(x, 2, dim=0), x.repeat_interleave(torch.tensor([1, 2]), dim=1), torch.repeat_interleave(x, 3))

# repeat_interleave_counts
show(torch.repeat_interleave(torch.tensor([2, 0, 3])))

# roll_basic
x = torch.arange(10)
show(torch.roll(x, 3), x.roll(-2), torch.roll(x, 13))

# roll_dims
x = torch.arange(6).reshape(2, 3)
show(torch.roll(x, 1, 1), x.roll(shifts=(1, 1), dims=(0, 1)), torch.roll(x, 1), x.roll(-1, dims=0))

# roll_err
attempt(lambda: torch.roll(torch.arange(4), (1, 2), (0,)))

# roll_empty
show(torch.roll(torch.tensor([]), 2))

# tile_basic
x = torch.tensor([1, 2])
show(torch.tile(x, (2,)), x.tile((2, 2)), torch.tile(torch.tensor([[1], [2]]), (2,)))

# repeat_method
x = torch.tensor([1, 2])
show(x.repeat(2), x.repeat(2, 3), x.repeat((1, 2)), x.repeat(2, 1, 1).shape)

# repeat_err
attempt(lambda: torch.tensor([[1, 2]]).repeat(2))

# repeat_zero
show(torch.tensor([1, 2]).repeat(0), torch.tensor(3).repeat(2))

# unbind_basic
x = torch.arange(6).reshape(2, 3)
show(torch.unbind(x), x.unbind(1), torch.unbind(x, dim=-1)[0])

# unbind_unpack
a, b = torch.tensor([[1.0, 2.0], [3.0, 4.0]]).unbind()
show(a, b, type(torch.unbind(torch.tensor([1, 2]))).__name__)

# unbind_0d_err
attempt(lambda: torch.unbind(torch.tensor(1)))

# mT_basic
x = torch.arange(6).reshape(2, 3)
show(x.mT, torch.zeros(4, 2, 3).mT.shape, x.mT.is_contiguous())

# mT_1d_err
attempt(lambda: torch.tensor([1, 2]).mT)

# T_mH
x = torch.arange(6).reshape(1, 2, 3)
show(x.permute(2, 1, 0).shape, torch.arange(4).reshape(2, 2).T, torch.arange(4).reshape(2, 2).mH)

# tril_triu
x = torch.arange(1, 10).reshape(3, 3)
show(torch.tril(x, diagonal=1), x.triu(-1), torch.triu(x, 5), torch.tril(torch.ones(2, 3, 3))[1])

# tril_bool_nonsquare
show(torch.tril(torch.ones(2, 4, dtype=torch.bool)), torch.triu(torch.ones(4, 2)))

# meshgrid_ij
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5])
x, y = torch.meshgrid(a, b, indexing='ij')
show(x, y)

# meshgrid_xy
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5])
x, y = torch.meshgrid(a, b, indexing='xy')
show(x, y)

# meshgrid_bad
attempt(lambda: torch.meshgrid(torch.tensor([1]), torch.tensor([2]), indexing='ab'))

# squeeze_unsqueeze
x = torch.zeros(1, 3, 1)
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(-1).shape, x.unsqueeze(-1).shape, torch.unsqueeze(x, 0).shape)

# reshape_neg
x = torch.arange(12)
show(x.reshape(3, -1).shape, x.view(-1, 6).shape, x.reshape(2, 2, -1)[1])

# reshape_err
attempt(lambda: torch.arange(12).reshape(5, -1))
attempt(lambda: torch.arange(12).reshape(-1, -1))

# view_noncontig_err
attempt(lambda: torch.arange(6).reshape(2, 3).t().view(6))

# cat_stack
a = torch.tensor([[1, 2]])
b = torch.tensor([[3.0, 4.0]])
show(torch.cat([a, b]), torch.cat((a, b), dim=1), torch.stack([a, a], -1).shape, torch.concat([a, a]).shape)

# cat_empty_legacy
show(torch.cat([torch.tensor([]), torch.tensor([1.0, 2.0])]))

# stack_err
attempt(lambda: torch.stack([torch.ones(2), torch.ones(3)]))

# expand_variants
x = torch.tensor([[1], [2]])
show(x.expand(2, 3), x.expand(-1, 2), x.expand_as(torch.zeros(2, 4)).shape)

# expand_err
attempt(lambda: torch.tensor([1, 2]).expand(3))

# permute_err
attempt(lambda: torch.zeros(2, 3).permute(0))
attempt(lambda: torch.zeros(2, 3).permute(0, 0))

# transpose_neg
x = torch.zeros(2, 3, 4)
show(x.transpose(-1, 0).shape, torch.swapaxes(x, 0, 1).shape, x.swapdims(1, 2).shape)
