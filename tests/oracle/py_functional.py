# Twin of tests/golden/py_functional.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch
import torch.nn.functional as F
import torch.nn as nn
from torch.nn import functional
from torch import linalg

x = torch.tensor([[-1.5, 0.0, 2.0], [3.0, -0.25, 0.5]])
print(F.relu(x))
print(F.relu6(x * 3), F.hardtanh(x), F.hardtanh(x, -0.5, 0.5))
print(torch.sigmoid(x), torch.tanh(x))
print(F.softmax(x, dim=1), F.softmax(x, dim=0))
print(F.log_softmax(x, dim=-1), F.softmax(x, 1, dtype=torch.float64))
print(F.leaky_relu(x), F.leaky_relu(x, negative_slope=0.2))
print(F.silu(x), F.elu(x), F.elu(x, alpha=0.5))
print(F.softplus(x), F.softplus(x, beta=2.0))
print(F.normalize(x, dim=1), F.normalize(x, p=1.0, dim=0))
w = torch.tensor([[0.5, -1.0, 2.0], [1.0, 1.0, 1.0]])
b = torch.tensor([0.25, -0.25])
print(F.linear(x, w), F.linear(x, w, b))
target = torch.tensor([[-1.0, 0.5, 2.0], [2.0, 0.0, 0.0]])
print(F.mse_loss(x, target), F.mse_loss(x, target, reduction='sum'), F.mse_loss(x, target, reduction='none'))
print(F.l1_loss(x, target), F.l1_loss(x, target, reduction='sum'))
print(F.one_hot(torch.tensor([0, 2, 1, 2])), F.one_hot(torch.tensor([1, 0]), num_classes=4))
print(F.dropout(x, p=0.5, training=False), F.dropout(x, p=0.0))
print(nn.functional.relu(torch.tensor([-1.0, 1.0])), functional.softmax(torch.tensor([1.0, 1.0]), dim=0))
print(torch.nn.functional.relu(torch.tensor([-2.0, 2.0])), torch.softmax(torch.tensor([0.0, 0.0]), dim=0))
v = torch.tensor([3.0, 4.0])
print(torch.linalg.norm(v), linalg.norm(x), linalg.vector_norm(v, ord=1), torch.linalg.vector_norm(x, dim=1))
print(torch.linalg.matmul(w, x.t()), torch.linalg.norm(x, dim=0, keepdim=True))
y = torch.tensor([-1.0, 2.0])
F.relu(y, inplace=True)
print(y)
print(F.gelu(x), F.gelu(x, approximate='tanh'))
print(F.pad(torch.tensor([1, 2]), (1, 1)), F.pad(torch.ones(1, 2), (0, 1, 1, 0), value=5.0))
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
labels = torch.tensor([0, 1])
print(F.cross_entropy(logits, labels), F.cross_entropy(logits, labels, reduction='sum'), F.cross_entropy(logits, labels, reduction='none'))
print(F.nll_loss(F.log_softmax(logits, dim=1), labels))
print(F.cosine_similarity(torch.tensor([[1.0, 0.0], [1.0, 1.0]]), torch.tensor([[1.0, 0.0], [0.0, 1.0]])))
