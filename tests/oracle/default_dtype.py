# Twin of tests/golden/default_dtype.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show, attempt  # noqa: E402

show(torch.get_default_dtype(), torch.tensor([1.5]), torch.ones(2, dtype=torch.float64))
torch.set_default_dtype(torch.float64)
show(torch.get_default_dtype())
show(torch.tensor([1.5, 2]), torch.tensor(0.1), torch.tensor([1, 2]), torch.tensor([1, 2.5]))
show(torch.zeros(2), torch.ones(2, 2), torch.empty(0, 3), torch.eye(2), torch.full((2,), 1.5), torch.full((2,), 7))
show(torch.arange(0, 1, 0.25), torch.arange(3), torch.linspace(0, 1, 5), torch.logspace(0, 2, 3))
show(torch.rand(3).dtype, torch.randn(2, 2).dtype, torch.randint(0, 5, (2,)).dtype, torch.rand(2, dtype=torch.float32).dtype)
a = torch.tensor([1, 2, 3])
show(a / 2, a * 0.5, a + 1.5, a.sqrt(), torch.exp(a), a.float(), a.double(), a.to(torch.float32) / 2)
show(torch.tensor([1.0, 2.0], dtype=torch.float32) * 1.5, torch.tensor([1.0], dtype=torch.float16) + 0.1)
show(torch.tensor(0.1) + torch.tensor([1.0], dtype=torch.float32), torch.tensor([1, 2]) * torch.tensor(0.5))
show(torch.where(a > 1, 1.5, 0.5), torch.where(a > 1, a, 0.5), a.clamp(min=1.5), a.pow(0.5), a.mean(dtype=torch.float64))
show(torch.finfo().eps, torch.finfo().bits, torch.tensor(1.0).item(), torch.tensor([0.1]).tolist())
show(torch.tensor([1.0, 2.0]).mean(), torch.tensor([[1.0, 2.0]]).softmax(dim=-1), torch.tensor([1.0]).dtype)
show(torch.tensor([], dtype=torch.float32), torch.tensor([]), torch.zeros(2, 0))
show(torch.special.entr(torch.tensor([1, 2])), torch.xlogy(torch.tensor([1, 2]), torch.tensor([3, 4])))
torch.set_default_dtype(torch.float16)
show(torch.tensor([1.5]), torch.ones(2), torch.tensor([1, 2]) / 2, torch.tensor([1.5], dtype=torch.float32))
torch.set_default_dtype(torch.float32)
show(torch.tensor([1.5]), torch.tensor([1, 2]) / 2, torch.ones(1, dtype=torch.float64))
attempt(lambda: torch.set_default_dtype(torch.int64))
attempt(lambda: torch.set_default_dtype(torch.bool))
attempt(lambda: torch.set_default_dtype("float64"))
show(torch.get_default_dtype())
