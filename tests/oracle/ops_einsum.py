# Twin of tests/golden/ops_einsum.cst (its tensors live on cuda:0).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
from cst_error import fail  # noqa: E402

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
show(torch.einsum('ij,jk->ik', a, b), a @ b)
show(torch.einsum('ij->ji', a), torch.einsum('ij', a), torch.einsum('ji', a))
show(torch.einsum('i,j->ij', torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0])))
s = torch.arange(9.0).reshape(3, 3)
show(torch.einsum('ii', s), torch.einsum('ii->i', s), torch.einsum('ij->', a), torch.einsum('ij->j', a))
x = torch.arange(24.0).reshape(2, 3, 4)
y = torch.arange(40.0).reshape(2, 4, 5)
show(torch.einsum('bij,bjk->bik', x, y).equal(torch.bmm(x, y)), torch.einsum('...ij,...jk', x, y).shape)
show(torch.einsum('i,i->', torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), torch.einsum('i,i', [torch.tensor([1, 2]), torch.tensor([3, 4])]))
show(torch.einsum('bhqd,bhkd->bhqk', torch.ones(1, 2, 3, 4), torch.ones(1, 2, 5, 4)).shape)
show(torch.einsum('ij,jk,kl->il', a, b, torch.ones(4, 2)))
show(torch.einsum('i,j', torch.tensor([1, 2]), torch.tensor([1, 1, 1])))
show(torch.einsum('Ba,aB->', torch.ones(2, 3), torch.ones(3, 2)), torch.einsum('bA', torch.ones(2, 3)).shape, torch.einsum('ij,j->i', torch.ones(2, 3), torch.ones(1)))
fail("ops_einsum", 17, "print(torch.einsum('ij,jk->ik', a))", 7, 7, 35, lambda: torch.einsum('ij,jk->ik', a))
