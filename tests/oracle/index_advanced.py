# Twin of tests/golden/index_advanced.cst (its tensors live on cuda:0, c on the cpu).
# torch 1.13 refuses an int32 index, which PyTorch 2.x takes as its int64 value: the twin widens it.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show, Host  # noqa: E402
from cst_error import fail  # noqa: E402
from torch import tensor  # noqa: E402

x = torch.arange(60).reshape(3, 4, 5)
i = tensor([0, 2])
j = tensor([1, 3])
show(x[i, j], x[i, 0, j], x[:, i, j], x[i, :, j])
show(x[i, None, j], x[..., i].shape, x[i, ..., j], x[[0, 1], [1, 2], [3, 4]])
show(x[tensor([[0], [2]]), tensor([1, 2, 3])], x[1:, [[0, 1]], 2], x[[-1, -3], -1])
m = x[0] > 12
show(x[x > 50], x[:, m], x[1, m], x[tensor([True, False, True])].shape)
show(x[:, tensor([True, False, True, True]), [0, 1, 4]], x[1:, tensor([True, False, True, True])].shape)
show(x[tensor([2, 0], dtype=torch.int32).long()][:, 0], x[tensor([], dtype=torch.int64)].shape, x[:, tensor([], dtype=torch.int64), tensor([1])].shape)
t = x[0].t()
show(t[[4, 0], [1, 3]], t[[1, 2]], tensor([1.5, -2.0, 3.25], dtype=torch.float16)[[2, 2, 0]], tensor([True, False])[[1, 0, 1]])
y = torch.zeros(3, 4)
y[[0, 1], [1, 2]] = 5
y[tensor([2, 2]), tensor([0, 3])] = tensor([1.0, 2.0])
y[:, [3]] = tensor([[7.0], [8.0], [9.0]])
y[y > 8] = torch.tensor(-1, device='cpu')
show(y)
w = torch.zeros(2, 3, dtype=torch.int64)
w[:, [0, 2]] = 2.7
w[[1], 1] = tensor([[[4]]])
show(w)
z = torch.zeros(5)
z.index_put_((tensor([0, 1, 0, 4, 0]),), tensor([1.0, 2.0, 3.0, 4.0, 5.0]), accumulate=True)
show(z, torch.index_put(z, (tensor([1]),), tensor(9.0)), z.index_put((tensor([1, 1]),), tensor([3.0]), True), z)
n = torch.ones(2, 3, dtype=torch.int32)
n.index_put_([tensor([1, 1, 0]), tensor([2, 2, 2])], tensor([10, 20, 30], dtype=torch.int32), True)
h = torch.zeros(2, 2, dtype=torch.float16)
h.index_put_((tensor([0, 0, 1]),), tensor([0.5, 0.25], dtype=torch.float16), accumulate=True)
show(n, h, n.index_put_((tensor([True, False]),), tensor([7], dtype=torch.int32)))
c = torch.arange(6, device='cpu').reshape(2, 3)
c[[0, 1], [2, 0]] = 0
show(Host(c[[1, 0]]), Host(c[c > 1]), Host(c.index_put((tensor([1], device='cpu'), tensor([1], device='cpu')), tensor(-5, device='cpu'), accumulate=True)))
mx = x[:, :, 0] > 20
show(x[True, [0, 1]].shape, x[[0, 1], tensor(True)].shape, x[mx, ...].shape, x[[[0, 1], [2, 0]], :, [[1], [2]]])
v = torch.zeros(3, 4, 5)
v[[0, 2], :, [1, 3]] = torch.arange(8.0).reshape(2, 4)
v[:, [1, 2], [0, 4]] = tensor([[1.0], [2.0], [3.0]])
v[tensor([True, False, True]), 1:3] = tensor([9.0, 8.0, 7.0, 6.0, 5.0])
v[1, [0, 0, 0], [2]] = tensor([4.0, 5.0, 6.0])
show(v[:, 1:3])
k = torch.arange(12).reshape(3, 4)
k[[[0], [2]], [1, 3]] += 100
k[k > 105] *= 2
show(k)
fail("index_advanced", 47, "print(x[[0, 3]])", 7, 7, 16, lambda: x[[0, 3]])
