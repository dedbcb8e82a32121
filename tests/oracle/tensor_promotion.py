# Twin of tests/golden/tensor_promotion.cst (its tensors live on cuda:0).
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from torch import tensor, int8, uint8, int16, int32, int64, float16, bfloat16, float64  # noqa: E402

nan = math.nan
show(tensor([1, 2, 3]) / 2, tensor([1, 2, 3], dtype=int32) * 2.5, tensor([1, 2, 3], dtype=uint8) - 5)
i8 = tensor([1, 2, 3], dtype=int8)
show(i8 + 1, i8 + 1000, i8 * 1.5, i8 + tensor(1000), i8 + tensor([1000]))
show(i8 + True, i8 / i8, i8 // 2, (i8 + tensor(2.5)).dtype, (i8 + tensor([2.5], dtype=float64)).dtype)
f16 = tensor([1, 2], dtype=float16)
show(f16 + 1.5, f16 + tensor(1.5, dtype=float64), f16 + tensor([1.5], dtype=float64), f16 * 100000)
show(tensor([1, 2]) + tensor(2.5), tensor([1, 2]) * tensor(2.5, dtype=float64), tensor([1, 2]) + tensor(True))
show(tensor([7, -7]) // 2, tensor([7, -7]) % 3, tensor([7.0, -7.0]) // 2, tensor([7, -7]) / 2, tensor([7.5, -7.5]) % 2)
show(7 // tensor([2, -2]), 7 % tensor([2, -2]), 10 - tensor([1, 2]), 3 / tensor([2, 4]), 1.5 * tensor([2, 4]))
show(tensor([True, False]) + tensor([True, True]), tensor([True]) * 3, tensor([True, False]) + 1.5)
show(tensor([True, False]) * tensor([True, True]), tensor([True, False]) / 2, tensor([True, False]) + True)
u = tensor([250, 5], dtype=uint8)
show(u + 10, u - 10, u * 2, -u, u // 3, u + 300, u - tensor([6, 6], dtype=uint8))
show(tensor([1, 2], dtype=int32) + tensor([1, 2], dtype=int64), tensor([1.0], dtype=float16) + tensor([1.0], dtype=bfloat16))
show(tensor([1, 2], dtype=int8) + tensor([1, 2], dtype=uint8), tensor([1], dtype=int16) * tensor([2.5], dtype=float16))
show(tensor([100], dtype=int8) * 2, tensor([2 ** 62]) * 4, tensor([3.0], dtype=bfloat16) / 7)
show(tensor([1, 2]) == 1, tensor([1.5]) < 2, tensor([1, 2]) != tensor([1.0, 2.5]), tensor([1, 2]) >= tensor(2))
show(tensor([3.0]) == tensor([3]), tensor([nan]) == tensor([nan]), tensor([nan]) != nan, tensor([1, 2]) == None)  # noqa: E711
show(tensor([6, 3]) & 5, tensor([6, 3]) | 1, tensor([6, 3]) ^ 2, ~tensor([0, -1]), ~tensor([True, False]))
show(tensor([True, False]) | tensor([False, False]), tensor([True]) ^ True, tensor([5], dtype=uint8) & tensor([True]))
show(2 ** tensor([1, 2, 3]), tensor([2, 3]) ** 2, tensor([2, 3]) ** 0.5, tensor([4.0]) ** tensor([0.5]), tensor([2]) ** tensor([-1.0]))
show((tensor(2) + 3).dtype, (tensor(2) * 1.5).dtype, (tensor(2, dtype=int32) + tensor(3)).dtype, (tensor(2, dtype=int32) + 3).dtype)
show((tensor(2.0, dtype=float64) + tensor([1], dtype=int32)).dtype, (tensor([1], dtype=uint8) + tensor(-1, dtype=int8)).dtype)
show(tensor([1.0, -0.0]) * -1, tensor([1.0]) / 0, tensor([-1.0]) / 0, tensor([0.0]) / 0, tensor([5]) / 0)
show(-tensor([1.5]), +tensor([2]), -tensor(0.0), abs(tensor([-2, 3])), abs(tensor([-0.5])))
