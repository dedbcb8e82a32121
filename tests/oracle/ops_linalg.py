# Twin of tests/golden/ops_linalg.cst (its tensors live on cuda:0).  PyTorch
# 1.13's CPU lacks float16 matmul, which CUDA has: computed here as cst
# does, in float32, rounded once.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, arange, ones, zeros, matmul, mm, mv, bmm, dot  # noqa: E402

a = arange(6).reshape(2, 3).float()
b = arange(12).reshape(3, 4).float() - 5
v = tensor([1.0, -2.0, 0.5])
show(matmul(a, b), matmul(a, v), matmul(tensor([2.0, 1.0]), a), matmul(v, v), mm(a, b), mv(a, v), dot(v, v))
show(matmul(a.t(), a), matmul(b.t(), a.t()), mm(b[:, 1:3].t(), b[:, ::2]), matmul(a[:, 1], a[1, :2]))
p = arange(24).reshape(2, 3, 4).float()
q = arange(40).reshape(2, 4, 5).float() / 4
show(bmm(p, q), matmul(p, q), matmul(p, q[0]), matmul(p[0], q))
show(matmul(p, tensor([1.0, 0.0, -1.0, 2.0])), matmul(tensor([1.0, 2.0, 3.0]), p), matmul(p.transpose(1, 2), p[1]))
show(matmul(ones(2, 1, 3, 4), ones(5, 4, 2)).shape, matmul(ones(3), ones(5, 3, 4)).shape, matmul(ones(2, 1, 2, 3), ones(3)).shape)
show(matmul(arange(6).reshape(1, 2, 3), arange(27).reshape(3, 1, 3, 3)))
i = arange(6).reshape(2, 3)
show(matmul(i, i.t()), mm(i.int(), i.t().int()), dot(i[0], i[1]), bmm(i.reshape(1, 2, 3), i.reshape(1, 3, 2)), tensor([2 ** 62, 3]) @ tensor([4, 1]))
show(matmul(a.double(), b.double()), matmul(a, b).half(), matmul(a.bfloat16(), b.bfloat16()), dot(v.double(), v.double()))
show(matmul(zeros(0, 3), b), matmul(zeros(2, 0), zeros(0, 4)), matmul(a, zeros(3, 0)), bmm(zeros(0, 2, 3), zeros(0, 3, 1)).shape)
x = tensor([[0.375, -1.25, 2.625], [4.5, 0.0625, -3.75]])
y = tensor([[1.5, -0.125], [2.75, 0.5], [-0.3125, 6.25]])
show(matmul(x, y).tolist(), dot(x[0], y[:, 0]).item(), mv(x, y[:, 1]).tolist())
show(a.matmul(b), a.mm(b), p.bmm(q).shape, a.mv(v), v.dot(v), a @ b, a.t() @ v[:2])
