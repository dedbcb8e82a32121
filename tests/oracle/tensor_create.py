# Twin of tests/golden/tensor_create.cst.  Tensors there live on cuda:0 unless made with
# device='cpu' (Host here); torch.tensor(tensor) warns in PyTorch, which cst does not.
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import Host, show  # noqa: E402
from torch import tensor, int8, uint8, int16, int32, int64, float16, bfloat16, float32, float64  # noqa: E402
from torch import zeros, ones, empty, full, eye, arange, linspace, zeros_like, ones_like, full_like, empty_like  # noqa: E402

warnings.filterwarnings("ignore")
show(tensor(3), tensor(2.5), tensor(True), tensor(-7))
show(tensor([1, 2, 3]), tensor([1.0, 2, 3]), tensor([True, False]))
show(tensor([True, 2]), tensor([True, 2.5]), tensor([[1, 2], [3, 4]]))
show(tensor([(1, 2), [3, 4]]), tensor((5, 6)), tensor(torch.Size([2, 3])))
show(tensor([]), tensor([[]]), tensor([[], []]))
show(tensor([tensor(1, dtype=int8), tensor(2, dtype=int8)]))
show(tensor([tensor(1, dtype=int8), 2]), tensor([tensor(1.0, dtype=float64), 2.5]))
for dt in [torch.bool, uint8, int8, int16, int32, int64, float16, bfloat16, float32, float64]:
    show(tensor([0, 1, 2], dtype=dt), tensor(1, dtype=dt), tensor([], dtype=dt))
show(torch.tensor([1.7, -1.7], dtype=torch.int64), tensor([-1, 255], dtype=uint8), tensor([2.5, 0], dtype=torch.bool))
show(tensor([1e6], dtype=float16), tensor([0.1], dtype=bfloat16), tensor(1e40), tensor([-0.0, 1e-8]))
show(Host(tensor([1, 2])), tensor([1, 2]), tensor([1, 2]))
show(Host(tensor(2)), tensor(2), Host(tensor([[1, 2]], dtype=float64)))
show(zeros(2, 3), ones((2,)), zeros([1, 2], dtype=int32), empty(0), ones(2, 0))
show(zeros(()), zeros(size=(2,)), Host(ones(3)), zeros(1, 1, dtype=torch.bool))
show(full((2, 2), 7), full((2,), 1.5), full((2,), True), full([2], 3, dtype=float64), full((1,), tensor(2.5)))
show(eye(3), eye(2, 3, dtype=int32), Host(eye(1)))
show(arange(5), arange(1, 2.5, 0.5), arange(10, 0, -3), arange(end=3), arange(tensor(3)))
show(arange(0, 1, 0.25, dtype=float64), arange(3, dtype=float32), Host(arange(-2, 2)))
show(linspace(0, 1, 5), linspace(0, 10, 5, dtype=int64), linspace(-1, 1, 1), linspace(2, 3, 0))
x = tensor([[1, 2, 3]], dtype=int16)
show(zeros_like(x), ones_like(x, dtype=float64), full_like(x, 2.7), empty_like(x).shape)
show(Host(zeros_like(x)), Host(ones_like(zeros(2))), full_like(ones(2), 5))
y = tensor(x)
y[0, 0] = 9
show(x, y, tensor(x, dtype=float32), tensor(ones(2)))
show(type(x), torch.is_tensor(x), torch.is_tensor(3), x.dtype, "cuda:0", "cpu")
show(isinstance(x, torch.Tensor), isinstance(3, torch.Tensor), type(x) == torch.Tensor, torch.Tensor([1, 2]), torch.Tensor(2, 3).shape, torch.Tensor().shape)
show(arange(0, 10, 2), arange(1, 10, 3), arange(10, 0, -3), arange(0, 7, 7), arange(-5, 5, 5))
