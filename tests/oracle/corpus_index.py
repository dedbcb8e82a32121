# Twin of tests/golden/corpus_index.cst (its tensors live on cuda:0).
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


# take_basic
x = torch.tensor([[4, 3, 5], [6, 7, 8]])
show(torch.take(x, torch.tensor([0, 2, 5])), x.take(torch.tensor([[1, -1]])))

# take_oob
attempt(lambda: torch.take(torch.tensor([1, 2]), torch.tensor([5])))

# take_along_dim
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
i = torch.argsort(x, dim=1)
show(torch.take_along_dim(x, i, dim=1), x.take_along_dim(torch.tensor([[0], [2]]), 1))

# take_along_dim_nodim
x = torch.tensor([[10, 30], [60, 40]])
show(torch.take_along_dim(x, torch.argmax(x)), torch.take_along_dim(x, torch.tensor([3, 0])))

# take_along_dim_bcast
x = torch.arange(6).reshape(2, 3)
show(torch.take_along_dim(x, torch.tensor([[2, 0]]), dim=1))

# gather_basic
x = torch.tensor([[1, 2], [3, 4]])
show(torch.gather(x, 1, torch.tensor([[0, 0], [1, 0]])), x.gather(0, torch.tensor([[1, 0]])), torch.gather(x, dim=-1, index=torch.tensor([[1], [0]])))

# gather_err
attempt(lambda: torch.gather(torch.tensor([[1, 2]]), 1, torch.tensor([[2]])))
attempt(lambda: torch.gather(torch.tensor([[1, 2]]), 1, torch.tensor([[0.0]])))

# gather_int32_idx_err
attempt(lambda: torch.gather(torch.tensor([[1, 2]]), 1, torch.tensor([[0]], dtype=torch.int32)))

# scatter_basic
x = torch.zeros(2, 4)
show(torch.scatter(x, 1, torch.tensor([[0, 1], [2, 3]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])), x.scatter(0, torch.tensor([[1, 0]]), 5.0))

# scatter_inplace_reduce
x = torch.ones(3)
x.scatter_(0, torch.tensor([0, 0, 2]), torch.tensor([2.0, 3.0, 4.0]), reduce='add')
show(x)
y = torch.ones(3)
y.scatter_(0, torch.tensor([1, 1]), torch.tensor([2.0, 3.0]), reduce='multiply')
show(y)

# scatter_add
x = torch.zeros(5, dtype=torch.int64)
show(torch.scatter_add(x, 0, torch.tensor([0, 1, 0, 4]), torch.tensor([1, 2, 3, 4])), x.scatter_add_(0, torch.tensor([2]), torch.tensor([7])), x)

# scatter_reduce_sum_mean
x = torch.tensor([1.0, 2.0, 3.0])
i = torch.tensor([0, 0, 2, 2])
s = torch.tensor([5.0, 6.0, 7.0, 8.0])
show(x.scatter_reduce(0, i, s, reduce='sum'), x.scatter_reduce(0, i, s, 'mean'), x.scatter_reduce(0, i, s, 'mean', include_self=False))

# scatter_reduce_amax
x = torch.tensor([1.0, 2.0, 3.0])
i = torch.tensor([0, 0, 2, 2])
s = torch.tensor([5.0, -6.0, 7.0, 8.0])
show(torch.scatter_reduce(x, 0, i, s, reduce='amax'), torch.scatter_reduce(x, 0, i, s, reduce='amin', include_self=False), x.scatter_reduce(0, i, s, reduce='prod'))

# scatter_reduce_int_mean
x = torch.tensor([1, 2, 3])
show(x.scatter_reduce(0, torch.tensor([0, 0]), torch.tensor([4, 5]), reduce='mean'))

# index_select
x = torch.arange(12).reshape(3, 4)
show(torch.index_select(x, 0, torch.tensor([2, 0])), x.index_select(-1, torch.tensor([1])), x.index_select(1, torch.tensor([], dtype=torch.int64)))

# index_select_err
attempt(lambda: torch.arange(4).index_select(0, torch.tensor([[0]])))
attempt(lambda: torch.arange(4).index_select(0, torch.tensor([4])))

# index_add
x = torch.ones(3, 2)
show(torch.index_add(x, 0, torch.tensor([0, 2, 0]), torch.ones(3, 2)), x.index_add(1, torch.tensor([1]), torch.full((3, 1), 2.0), alpha=3))

# index_add_inplace
x = torch.zeros(4, dtype=torch.int64)
x.index_add_(0, torch.tensor([1, 1, 3]), torch.tensor([5, 6, 7]))
show(x)

# index_add_err
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0, 1]), torch.ones(3)))

# adv_two_lists
x = torch.arange(12).reshape(3, 4)
show(x[[0, 2], [1, 3]], x[torch.tensor([0, 2]), torch.tensor([1, 3])], x[[[0], [2]], [1, 3]])

# adv_slice_mix
x = torch.arange(24).reshape(2, 3, 4)
show(x[:, [0, 2], 1], x[0, :, [1, 2]], x[[0, 1], :, [0, 3]].shape, x[..., [0]].shape)

# adv_separated
x = torch.arange(24).reshape(2, 3, 4)
show(x[[0, 1], 1:, [2, 3]].shape, x[[1], :, [0]])

# adv_bool_mask
x = torch.arange(6).reshape(2, 3)
show(x[x > 2], x[torch.tensor([True, False])], x[:, torch.tensor([True, False, True])])

# adv_negative
x = torch.arange(5)
show(x[[-1, -2]], x[torch.tensor([-5])])

# adv_oob
attempt(lambda: torch.arange(5)[[5]])
attempt(lambda: torch.arange(6).reshape(2, 3)[[0, 1], [0, 1, 2]])

# adv_write
x = torch.zeros(3, 3)
x[[0, 2], [1, 1]] = 5.0
x[1, [0, 2]] = torch.tensor([7.0, 8.0])
show(x)

# adv_write_mask
x = torch.arange(6)
x[x % 2 == 0] = -1
show(x)
x[torch.tensor([1, 3])] += 10
show(x)

# adv_write_dup
x = torch.zeros(3)
x[[0, 0, 1]] = torch.tensor([1.0, 2.0, 3.0])
show(x[1:])

# index_put_accumulate
x = torch.zeros(3)
x.index_put_((torch.tensor([0, 0, 2]),), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)
show(x)
show(torch.zeros(2, 2).index_put((torch.tensor([0, 1]), torch.tensor([1, 1])), torch.tensor(4.0)))

# index_put_noacc
x = torch.zeros(2, 3, dtype=torch.int64)
x.index_put_([torch.tensor([1]), torch.tensor([2])], torch.tensor(9))
show(x, x.index_put((torch.tensor([0]),), torch.tensor([1, 2, 3]), accumulate=True))

# index_put_err
attempt(lambda: torch.zeros(3).index_put_((torch.tensor([0]),), torch.tensor([1.0, 2.0])))

# masked_fill
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x.masked_fill(x > 2, float('-inf')), torch.masked_fill(x, torch.tensor([True, False]), 0), x.masked_fill(x < 2, torch.tensor(9.0)))

# masked_fill_inplace
x = torch.arange(4)
x.masked_fill_(torch.tensor([True, False, True, False]), -1)
show(x)

# masked_fill_int_float
show(torch.tensor([1, 2]).masked_fill(torch.tensor([True, False]), 3.7))

# nonzero_basic
x = torch.tensor([[0, 1], [2, 0]])
show(torch.nonzero(x), x.nonzero(as_tuple=True), torch.nonzero(torch.tensor([0.0, 0.5])))

# nonzero_empty_0d
show(torch.nonzero(torch.tensor([0, 0])), torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor(0), as_tuple=True))

# one_hot_basic
show(F.one_hot(torch.tensor([0, 2, 1])), F.one_hot(torch.tensor([[1], [0]]), num_classes=3))

# one_hot_empty
show(F.one_hot(torch.tensor([], dtype=torch.int64), 3))

# embedding_basic
w = torch.tensor([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]])
show(F.embedding(torch.tensor([2, 0]), w), F.embedding(torch.tensor([[1], [1]]), w))

# embedding_padding
w = torch.arange(6.0).reshape(3, 2)
show(F.embedding(torch.tensor([0, 1]), w, padding_idx=0))

# getitem_none_ellipsis
x = torch.arange(6).reshape(2, 3)
show(x[None].shape, x[..., None].shape, x[:, None, 1], x[-1, -1], x[1][2].item())

# setitem_broadcast
x = torch.zeros(2, 3)
x[:, 1] = torch.tensor([1.0, 2.0])
x[0] = 7
show(x)

# scatter_reduce_2d
x = torch.zeros(2, 3)
i = torch.tensor([[0, 1, 0], [2, 2, 1]])
s = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(x.scatter_reduce(1, i, s, 'sum'), x.scatter_reduce(1, i, s, 'amax', include_self=False), torch.scatter_reduce(x, 0, torch.tensor([[1, 0, 1]]), s, 'mean'))

# scatter_reduce_inplace
x = torch.tensor([5, 5, 5, 5])
x.scatter_reduce_(0, torch.tensor([0, 1, 1, 3]), torch.tensor([1, 9, 2, 7]), reduce='amin')
show(x)
y = torch.tensor([1.0, 1.0])
y.scatter_reduce_(0, torch.tensor([1, 1]), torch.tensor([3.0, 4.0]), 'prod', include_self=False)
show(y)

# scatter_reduce_mean_noself
x = torch.tensor([10.0, 20.0, 30.0])
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([1.0, 2.0, 4.0]), 'mean', include_self=False), x.scatter_reduce(0, torch.tensor([2]), torch.tensor([0.0]), 'mean'))

# scatter_reduce_int_prod
show(torch.tensor([2, 3]).scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([4, 5, -1]), 'prod'))

# scatter_reduce_errors
attempt(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0]), torch.tensor([1]), 'sum'))
attempt(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([3]), torch.tensor([1.0]), 'sum'))
attempt(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0.0]), torch.tensor([1.0]), 'sum'))

# scatter_multiply_value
x = torch.full((2, 2), 2.0)
show(x.scatter(1, torch.tensor([[0], [1]]), 3.0, reduce='multiply'), x.scatter(0, torch.tensor([[1, 1]]), torch.tensor([[5.0, 6.0]]), reduce='add'))

# scatter_bad_reduce
attempt(lambda: torch.zeros(2).scatter(0, torch.tensor([0]), torch.tensor([1.0]), reduce='max'))
# long_vector_gathers: a vector's gather, index_select and indexing of more than one chunk of work
x = torch.arange(100000) * 3
i = (torch.arange(70000) * 7919) % 100000
attempt(lambda: (torch.equal(x.index_select(0, i), i * 3), x.gather(0, i).sum().item(), torch.equal(x[i], i * 3)))
attempt(lambda: torch.equal(x[::2].index_select(0, i // 2), (i // 2) * 6))
