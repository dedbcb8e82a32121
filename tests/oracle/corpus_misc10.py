# Twin of tests/golden/corpus_misc10.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


def typename(o):
    """torch.typename(o) for o on cuda:0: a tensor's CUDA type name."""
    return cuda_repr.cuda_message(torch.typename(o)) if torch.is_tensor(o) else torch.typename(o)


# cr_hann_window
show(torch.hann_window(5), torch.hann_window(5, periodic=False))
show(torch.hann_window(8, dtype=torch.float64))
show(torch.hann_window(0), torch.hann_window(1), torch.hann_window(1, periodic=False))

# cr_hamming_window
show(torch.hamming_window(6), torch.hamming_window(6, False))
show(torch.hamming_window(7, periodic=True, alpha=0.5, beta=0.5))

# cr_blackman_window
show(torch.blackman_window(7), torch.blackman_window(7, periodic=False, dtype=torch.float64))

# cr_bartlett_window
show(torch.bartlett_window(7), torch.bartlett_window(6, periodic=False), torch.bartlett_window(1))

# cr_kaiser_window
show(torch.kaiser_window(6), torch.kaiser_window(6, periodic=False, beta=5.0))
show(torch.kaiser_window(5, dtype=torch.float64))

# cr_window_errors
attempt(lambda: torch.hann_window(-1))

# cr_window_stft_style
w = torch.hann_window(4)
x = torch.arange(8.0).reshape(2, 4)
show(x * w, (x * w).sum(-1))

# cr_is_same_size
a = torch.zeros(2, 3)
show(torch.is_same_size(a, torch.ones(2, 3)), torch.is_same_size(a, torch.ones(3, 2)), a.is_same_size(a.t().t()))

# cr_is_signed
show(torch.is_signed(torch.ones(2)), torch.is_signed(torch.ones(2, dtype=torch.uint8)))
show(torch.tensor([1], dtype=torch.int8).is_signed(), torch.tensor([True]).is_signed())

# cr_is_neg
x = torch.ones(2)
show(torch.is_neg(x), x.is_neg(), x.neg().is_neg())

# cr_num_threads
torch.set_num_threads(2)
show(torch.get_num_threads())

# cr_deterministic
show(torch.are_deterministic_algorithms_enabled())
torch.use_deterministic_algorithms(True)
show(torch.are_deterministic_algorithms_enabled())
torch.use_deterministic_algorithms(False)
show(torch.are_deterministic_algorithms_enabled())

# cr_matmul_precision
show(torch.get_float32_matmul_precision())
torch.set_float32_matmul_precision('high')
show(torch.get_float32_matmul_precision())
torch.set_float32_matmul_precision('highest')

# cr_typename
show(typename(torch.ones(2)), typename(torch.ones(2, dtype=torch.int64)), typename(3), typename(torch.float32))

# cr_torch_fill
x = torch.zeros(3)
show(torch.fill(x, 2.5), x, torch.fill(torch.zeros(2, dtype=torch.int32), 7))

# cr_torch_inplace_functions
x = torch.tensor([-1.0, 0.0, 2.0])
r = torch.abs_(x)
show(r, x)
y = torch.tensor([0.0, 1.0])
torch.exp_(y)
torch.sin_(y)
show(y)
z = torch.tensor([1.5, -2.5])
show(torch.neg_(z), torch.floor_(torch.tensor([1.7, -0.2])), torch.sqrt_(torch.tensor([4.0, 9.0])))

# cr_unsafe_chunk_split
x = torch.arange(10)
show(torch.unsafe_chunk(x, 3), torch.unsafe_split(x, 4))
show(torch.unsafe_split_with_sizes(x, [3, 7]), x.unsafe_chunk(2), x.unsafe_split(6))
show(x.unsafe_split_with_sizes([5, 5]))

# cr_new_legacy
x = torch.ones(2, dtype=torch.float64)
n = x.new(3)
show(n.shape, n.dtype, x.new([1, 2]), x.new().shape)

# cr_resize_as
x = torch.arange(6.0)
show(x.resize_as_(torch.zeros(2, 3)), x.shape)
show(x.resize_(3, 2))

# cr_margin_ranking_loss
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([2.0, 2.0, 1.0])
t = torch.tensor([1.0, -1.0, 1.0])
show(F.margin_ranking_loss(a, b, t), F.margin_ranking_loss(a, b, t, margin=0.5, reduction='none'))
show(torch.margin_ranking_loss(a, b, t, 0.5, 2))

# cr_hinge_embedding_loss
x = torch.tensor([0.3, 1.5, -0.2, 2.0])
y = torch.tensor([1.0, -1.0, -1.0, 1.0])
show(F.hinge_embedding_loss(x, y), F.hinge_embedding_loss(x, y, margin=2.0, reduction='sum'))
show(torch.hinge_embedding_loss(x, y, 1.0, 0))

# cr_cosine_embedding_loss
u = torch.tensor([[1.0, 0.0], [1.0, 1.0], [0.0, 2.0]])
v = torch.tensor([[1.0, 1.0], [-1.0, 1.0], [0.0, 1.0]])
t = torch.tensor([1.0, -1.0, -1.0])
show(F.cosine_embedding_loss(u, v, t), torch.cosine_embedding_loss(u, v, t, 0.0, 0))

# cr_torch_triplet_poisson
a = torch.tensor([[0.0, 1.0], [2.0, 0.0]])
p = torch.tensor([[0.0, 2.0], [2.0, 1.0]])
n = torch.tensor([[3.0, 1.0], [0.0, 0.0]])
show(torch.triplet_margin_loss(a, p, n, 1.0, 2.0, 1e-6, False, 1))
show(torch.poisson_nll_loss(torch.tensor([0.5, 1.0]), torch.tensor([1.0, 2.0]), True, False, 1e-8, 1))

# cr_cholesky_solve
A = torch.tensor([[4.0, 2.0], [2.0, 3.0]])
L = torch.linalg.cholesky(A)
B = torch.tensor([[2.0], [1.0]])
show(torch.cholesky_solve(B, L), torch.cholesky_solve(B, L.mT, upper=True))

# cr_cholesky_inverse
A = torch.tensor([[4.0, 2.0], [2.0, 2.0]], dtype=torch.float64)
L = torch.linalg.cholesky(A)
show(torch.cholesky_inverse(L), torch.cholesky_inverse(L.mT, upper=True))

# cr_vander
x = torch.tensor([1, 2, 3])
show(torch.linalg.vander(x), torch.linalg.vander(torch.tensor([2.0, 0.5]), N=4))
attempt(lambda: torch.linalg.vander(x, N=1))

# cr_matrix_exp
show(torch.matrix_exp(torch.zeros(2, 2)), torch.linalg.matrix_exp(torch.tensor([[0.0, 1.0], [0.0, 0.0]])))
show(torch.linalg.matrix_exp(torch.diag(torch.tensor([1.0, 2.0], dtype=torch.float64))))
show(torch.linalg.matrix_exp(torch.tensor([[[1.0, 2.0], [3.0, 4.0]], [[0.1, 0.0], [0.2, 0.1]]], dtype=torch.float64)))
attempt(lambda: torch.matrix_exp(torch.ones(2, 3)))

# cr_tensorinv
A = torch.eye(4).reshape(4, 2, 2) * 2
show(torch.linalg.tensorinv(A, ind=1).shape, torch.linalg.tensorinv(A, ind=1)[0])
attempt(lambda: torch.linalg.tensorinv(torch.ones(2, 3), ind=1))

# cr_tensorsolve
A = (torch.eye(6) * 2).reshape(2, 3, 6)
B = torch.arange(6.0).reshape(2, 3)
show(torch.linalg.tensorsolve(A, B))

# cr_linalg_extra_errors
attempt(lambda: torch.cholesky_solve(torch.ones(2), torch.eye(2)))
attempt(lambda: torch.cholesky_inverse(torch.ones(2, 3)))
attempt(lambda: torch.linalg.vander(torch.tensor([True])))
attempt(lambda: torch.linalg.tensorinv(torch.ones(4, 4), ind=0))
attempt(lambda: torch.linalg.tensorsolve(torch.ones(2, 3, 5), torch.ones(2, 3)))
attempt(lambda: torch.triangular_solve(torch.ones(2), torch.eye(2)))
attempt(lambda: torch.linalg.matrix_exp(torch.ones(2)))

# cr_lu_unpack_solve
A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
LU, piv = torch.linalg.lu_factor(A)
P, L, U = torch.lu_unpack(LU, piv)
show(P, L, U)
show(torch.lu_solve(torch.tensor([[1.0], [1.0]]), LU, piv))

# cr_triangular_solve
A = torch.tensor([[2.0, 1.0], [0.0, 4.0]])
b = torch.tensor([[4.0], [8.0]])
show(torch.triangular_solve(b, A))
s, c = torch.triangular_solve(b, A.t(), upper=False)
show(s, c)

# cr_torch_qr
A = torch.tensor([[3.0, 0.0], [4.0, 5.0]])
q, r = torch.qr(A)
show(q, r, torch.qr(A, some=False).R.shape)
