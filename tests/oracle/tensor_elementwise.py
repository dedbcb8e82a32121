# Twin of tests/golden/tensor_elementwise.cst (its tensors live on cuda:0).  cst's abs() and
# round() of a tensor call the tensor's method (torch 1.13 has no Tensor.__round__).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import (tensor, neg, sign, relu, floor, ceil, trunc, exp, log, log2, sqrt, rsqrt, sin,  # noqa: E402
                   cos, tanh, sigmoid, clamp, clip, where, pow, maximum, minimum, add, sub, mul, div,
                   floor_divide, remainder, eq, ne, lt, le, gt, ge, bitwise_and, bitwise_or, bitwise_xor,
                   bitwise_not, float16, bfloat16, int16)

nan = math.nan
x = tensor([-2.5, -0.5, 0.0, 0.5, 1.5, 2.5])
show(neg(x), abs(x), x.abs(), sign(x), relu(x), x.relu())
show(floor(x), ceil(x), x.round(), x.round(), trunc(x), x.round(decimals=1), tensor([1234.5]).round(decimals=-2))
p = tensor([0.25, 1.0, 2.0])
show(exp(p), log(p), log2(p), sqrt(p), rsqrt(p), p.exp().log())
show(sin(p), cos(p), tanh(p), sigmoid(p), p.sin(), torch.sigmoid(tensor([-100.0, 100.0])))
i = tensor([-3, 0, 4])
show(neg(i), abs(i), sign(i), relu(i), floor(i), i.round(), exp(i), sqrt(tensor([4, 9])), sigmoid(tensor([0], dtype=int16)))
h = tensor([0.5, 2.0], dtype=float16)
# CUDA computes float16 in float and rounds once; torch 1.13's CPU has no float16 exp.
show(exp(h.float()).half(), sqrt(h.float()).half(), tensor([1.0, 4.0], dtype=bfloat16).rsqrt(), log(tensor([0.0, -1.0])), sqrt(tensor([-1.0])))
show(clamp(x, -1, 1), clamp(x, min=0), x.clamp(max=0.5), clip(i, -1, 1), clamp(i, min=0.5), clamp(x, min=tensor([0.0, 0, 0, 0, 0, 2])))
show(where(x > 0, x, 0.0), where(tensor([True, False]), 1, 2.5), where(tensor([[True], [False]]), tensor([1, 2]), tensor(-1)))
show(pow(tensor([1, 2, 3]), 2), pow(2, tensor([0, 1, 2])), tensor([4.0]).pow(0.5), pow(tensor([2]), tensor([3])), 2 ** 10)
show(maximum(tensor([1.0, nan, 3.0]), tensor([2.0, 1.0, nan])), minimum(tensor([1, 5]), tensor([3, 2])), x.maximum(tensor(0.0)))
show(add(i, 1), i.add(tensor([1, 1, 1]), alpha=2), sub(x, 1, alpha=0.5), mul(i, 2), div(i, 2), i.div(2, rounding_mode='floor'))
show(div(tensor([-7, 7]), 2, rounding_mode='trunc'), div(tensor([-7.0, 7.0]), 2, rounding_mode='trunc'), floor_divide(tensor([-7, 7]), 2), remainder(tensor([-7, 7]), 3))
show(eq(i, 0), ne(i, 0), lt(i, 0), le(i, 0), gt(i, 0), ge(i, 0), bitwise_and(i, 6), bitwise_or(i, 1), bitwise_xor(i, 2), bitwise_not(i))
y = x.clone()
y.neg_()
y.abs_()
y.sqrt_()
y.mul_(2).add_(1).sub_(tensor(0.5), alpha=2)
show(y)
z = tensor([1.0, 2.0, 3.0])
z.exp_()
z.log_()
z.pow_(2)
z.div_(2)
z.clamp_(min=1, max=3)
z.floor_()
show(z, z.add_(0.5).round_().tolist(), z.sub_(0.25).ceil_().tolist(), z.trunc_().tolist(), z.sign_().tolist(), z.sigmoid_().tolist())
show(z.tanh_().tolist(), z.relu_().tolist(), z.sin_().tolist(), z.cos_().tolist(), z.rsqrt_().tolist(), z.log2_().tolist(), z)
k = tensor([5, -7, 9])
show(k.add_(3).tolist(), k.mul_(-1).tolist(), k.div_(2, rounding_mode='floor').tolist(), k.clamp_(min=-3).tolist())
show(k.abs_().tolist(), k.neg_().tolist(), k.pow_(3).tolist(), k.zero_().tolist(), k.fill_(4).tolist())
show(k.tolist(), k.bitwise_not_(), tensor([1.0]).fill_(tensor(2.5)), tensor([True]).bitwise_not())
