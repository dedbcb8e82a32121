# Twin of tests/golden/index_sums_order.cst.
import torch

src = torch.arange(3000.0).reshape(3, 1000) / 7
idx = (torch.arange(3000).reshape(3, 1000) * 7919) % 13
print(torch.zeros(3, 13).scatter_add(1, idx, src).tolist())
print(torch.zeros(3, 13).scatter_add(1, torch.zeros(3, 1000, dtype=torch.long), src).tolist())
j = (torch.arange(1000) * 31) % 5
print(torch.zeros(5, 3).index_add(0, j, src.t().contiguous()).tolist())
print(torch.zeros(5, 3).index_put_((j,), src.t(), accumulate=True).tolist())
print(torch.zeros(5).index_put_((j,), src[0], accumulate=True).tolist())
print(torch.zeros(2, 7).index_put_((j % 2, j), src[0], accumulate=True).tolist())
print(torch.zeros(5, 3, dtype=torch.float16).index_add(0, j, (src.t() / 64).half()).tolist())
m = src > 300
print(torch.nonzero(m)[-3:].tolist(), torch.nonzero(m).shape, src[m][-3:].tolist(), src[m].shape)
print(torch.nonzero(m, as_tuple=True)[1][:4].tolist(), torch.argwhere(m[0]).shape, torch.nonzero(torch.tensor(True)).shape)
