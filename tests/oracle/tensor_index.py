# Twin of tests/golden/tensor_index.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, arange, zeros, int32, uint8  # noqa: E402

x = arange(24).reshape(2, 3, 4)
show(x[1], x[-1, -1], x[0, 1, 2], x[1][2][3], x[0, :, 1], x[:, -1])
show(x[..., 0], x[0, ..., 1:3], x[..., ::2, :][1], x[1, 1:, ::3], x[:, :, -2:])
show(x[None].shape, x[:, None, 1].shape, x[..., None].shape, x[None, ..., None, 0].shape, x[True].shape, x[False].shape)
show(x[0, 5:], x[0, 1:100], x[0, -100:1], x[0, 2:1], x[1, ::5], x[(1, 2)])
i = tensor(1)
show(x[i, i, i], x[0, tensor(-1)], x[i:, :i].shape, x[0][tensor(2)])
y = arange(6).reshape(2, 3)
show(y[y > 2], y[:, [0, 2]], y[[1, 0], 1:], y[tensor([[0, 1], [1, 0]])])
show(y[tensor([True, False])], y[..., tensor([True, False, True])], y[[]], y[[-1]], y[:, tensor([2, 2])])
y[y > 3] = 0
show(y)
y[[0]] = tensor([7, 8, 9])
y[:, [0, 2]] = -1
y[tensor([False, True])] = tensor([[1], [2], [3]]).t()
show(y)
z = zeros(2, 3)
z[0] = 1
z[1, 1:] = tensor([2.5, 3.5])
z[:, 0] = tensor([[9.0, 8.0]])
z[1, 2] = tensor(4)
z[...] = z * 2
show(z)
c = zeros(3, dtype=int32)
c[0] = 2.9
c[1] = True
c[2] = tensor(-7.9)
show(c)
u = zeros(3, dtype=uint8)
u[0] = -3
u[1:] = tensor([300, 2])
show(u)
s = tensor(5)
show(s[...], s[None], s[None, None].shape)
s[...] = 6
show(s)
w = arange(5)
w[1:4][::2] = 0
w[w == 0] += 10
show(w)
