# Twin of tests/golden/corpus_la9.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's deprecation warnings (torch.cholesky) are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


# cr_det_basic
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]])
show(torch.linalg.det(A).round(decimals=4), torch.det(A).round(decimals=4), A.det().round(decimals=4))

# cr_det_float64
A64 = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
show(torch.linalg.det(A64))

# cr_det_nonsymmetric
B = torch.tensor([[2., -1., 0.], [1., 3., 2.], [0., 1., 4.]], dtype=torch.float64)
show(torch.linalg.det(B), torch.linalg.det(B.T), torch.linalg.det(-B))

# cr_det_permutation_sign
P = torch.tensor([[0., 1., 0.], [0., 0., 1.], [1., 0., 0.]])
Q = torch.tensor([[0., 1.], [1., 0.]])
show(torch.linalg.det(P), torch.linalg.det(Q), torch.linalg.det(torch.eye(4)))

# cr_det_batched
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
batch = torch.stack([A, 2 * A, A.T, -A])
show(torch.linalg.det(batch))

# cr_det_batch_dims
M = (torch.arange(24, dtype=torch.float64).reshape(2, 3, 2, 2) % 5) + torch.eye(2, dtype=torch.float64) * 3
show(torch.linalg.det(M))

# cr_det_singular
S = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
show(torch.linalg.det(S), torch.linalg.det(torch.zeros(3, 3)))

# cr_det_empty
show(torch.linalg.det(torch.ones(0, 0)), torch.linalg.det(torch.ones(2, 0, 0)), torch.linalg.det(torch.ones(0, 3, 3)).shape)

# cr_det_one_by_one
show(torch.linalg.det(torch.tensor([[7.5]])), torch.linalg.det(torch.tensor([[[2.]], [[-3.]]])))

# cr_det_transposed_view
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
B = torch.tensor([[2., -1., 0.], [1., 3., 2.], [0., 1., 4.]], dtype=torch.float64)
show(torch.linalg.det(B.mT), torch.linalg.det(torch.stack([A, B]).transpose(-2, -1)), torch.linalg.det(B[:, [2, 0, 1]]))

# cr_det_product_rule
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
B = torch.tensor([[2., -1., 0.], [1., 3., 2.], [0., 1., 4.]], dtype=torch.float64)
show(torch.allclose(torch.linalg.det(A @ B), torch.linalg.det(A) * torch.linalg.det(B)))

# cr_det_errors
attempt(lambda: torch.linalg.det(torch.arange(4).reshape(2, 2)))
attempt(lambda: torch.linalg.det(torch.ones(2, 3)))
attempt(lambda: torch.linalg.det(torch.ones(3)))
attempt(lambda: torch.det(torch.ones(2, 2, dtype=torch.int32)))

# cr_slogdet_basic
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
r = torch.linalg.slogdet(A)
show(r)

# cr_slogdet_negative
B = torch.tensor([[0., 1.], [1., 0.]], dtype=torch.float64) * 3
sign, logabsdet = torch.linalg.slogdet(B)
show(sign, logabsdet, sign * torch.exp(logabsdet))

# cr_slogdet_fields
A = torch.tensor([[4., 1.], [1., 5.]])
r = torch.linalg.slogdet(A)
show(r.sign, r.logabsdet.round(decimals=4), type(r).__name__, len(r), r[0])

# cr_slogdet_torch
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
r = torch.slogdet(A)
show(r)
show(A.slogdet().logabsdet)

# cr_slogdet_batched
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
r = torch.linalg.slogdet(torch.stack([A, -A, torch.zeros(3, 3, dtype=torch.float64)]))
show(r.sign, r.logabsdet)

# cr_slogdet_large_values
D = torch.diag(torch.tensor([1e30, 1e30, 1e30, 1e-5], dtype=torch.float64))
show(torch.linalg.slogdet(D).logabsdet, torch.linalg.det(D))

# cr_slogdet_errors
attempt(lambda: torch.linalg.slogdet(torch.arange(4).reshape(2, 2)))
attempt(lambda: torch.slogdet(torch.ones(2, 3)))

# cr_logdet
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
show(torch.logdet(A), A.logdet(), torch.logdet(-torch.eye(3)), torch.logdet(torch.zeros(2, 2)))

# cr_logdet_batched
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
show(torch.logdet(torch.stack([A, torch.tensor([[0., 1.], [1., 0.]], dtype=torch.float64), 2 * A])))

# cr_logdet_errors
attempt(lambda: torch.logdet(torch.ones(2, 2, dtype=torch.int64)))
attempt(lambda: torch.logdet(torch.ones(3, 2)))

# cr_lu_factor_basic
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
show(LU)
show(pivots)

# cr_lu_factor_return_type
A = torch.tensor([[2., 1.], [4., 3.]], dtype=torch.float64)
r = torch.linalg.lu_factor(A)
show(r)
show(type(r).__name__, r.pivots.dtype)

# cr_lu_factor_batched
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(torch.stack([A, A.T, torch.eye(3, dtype=torch.float64)]))
show(pivots)
show(LU[1])

# cr_lu_factor_rectangular
W = torch.tensor([[1., 2.], [3., 4.], [5., 7.]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(W)
show(LU, pivots)
LU, pivots = torch.linalg.lu_factor(W.T)
show(LU, pivots)

# cr_lu_factor_ex
A = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
r = torch.linalg.lu_factor_ex(A)
show(r)

# cr_lu_factor_singular
attempt(lambda: torch.linalg.lu_factor(torch.tensor([[1., 2.], [2., 4.]])))
attempt(lambda: torch.linalg.lu_factor(torch.stack([torch.eye(2), torch.tensor([[1., 2.], [2., 4.]])])))

# cr_lu_factor_errors
attempt(lambda: torch.linalg.lu_factor(torch.ones(3)))
attempt(lambda: torch.linalg.lu_factor_ex(torch.tensor([[0., 0.], [0., 0.]]), check_errors=True))

# cr_lu_plu
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], dtype=torch.float64)
P, L, U = torch.linalg.lu(A)
show(P)
show(L)
show(U)
show(torch.allclose(P @ L @ U, A))

# cr_lu_return_type
A = torch.tensor([[0., 2.], [3., 1.]])
r = torch.linalg.lu(A)
show(r)
show(type(r).__name__, r.P.dtype, r.L.shape)

# cr_lu_rectangular
W = torch.tensor([[1., 2.], [3., 4.], [5., 7.]], dtype=torch.float64)
P, L, U = torch.linalg.lu(W)
show(P.shape, L.shape, U.shape, torch.dist(P @ L @ U, W) < 1e-12)
P, L, U = torch.linalg.lu(W.T)
show(P.shape, L.shape, U.shape, torch.dist(P @ L @ U, W.T) < 1e-12)
show(L, U)

# cr_lu_batched
X = torch.tensor([[[2., 1., 1.], [4., -6., 0.], [-2., 7., 2.]], [[0., 1., 2.], [1., 0., 3.], [4., -3., 8.]]], dtype=torch.float64)
P, L, U = torch.linalg.lu(X)
show(P)
show(torch.allclose(P @ L @ U, X), torch.all(L.diagonal(dim1=-2, dim2=-1) == 1))

# cr_lu_errors
attempt(lambda: torch.linalg.lu(torch.ones(4)))

# cr_inv_basic
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
show(torch.linalg.inv(A))

# cr_inv_float32
A = torch.tensor([[4., 7.], [2., 6.]])
show(torch.linalg.inv(A).round(decimals=4), torch.inverse(A).round(decimals=4), A.inverse().round(decimals=4))

# cr_inv_identity_check
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]])
show(torch.dist(A @ torch.linalg.inv(A), torch.eye(3)) < 1e-5, torch.allclose(torch.linalg.inv(A) @ A, torch.eye(3), atol=1e-6))

# cr_inv_batched
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
X = torch.stack([A, 2 * A, torch.eye(2, dtype=torch.float64), torch.tensor([[0., 1.], [1., 0.]], dtype=torch.float64)])
show(torch.linalg.inv(X))

# cr_inv_batch_dims
M = (torch.arange(24, dtype=torch.float64).reshape(2, 3, 2, 2) % 5) + torch.eye(2, dtype=torch.float64) * 3
Mi = torch.linalg.inv(M)
show(Mi.shape, torch.allclose(M @ Mi, torch.eye(2, dtype=torch.float64).expand(2, 3, 2, 2)))

# cr_inv_transposed
B = torch.tensor([[2., -1., 0.], [1., 3., 2.], [0., 1., 4.]], dtype=torch.float64)
show(torch.linalg.inv(B.T), torch.allclose(torch.linalg.inv(B.T), torch.linalg.inv(B).T))

# cr_inv_diagonal
D = torch.diag(torch.tensor([2., 4., 0.5, -8.], dtype=torch.float64))
show(torch.linalg.inv(D))

# cr_inv_ex
A = torch.tensor([[4., 7.], [2., 6.]], dtype=torch.float64)
r = torch.linalg.inv_ex(A)
show(r)
inverse, info = torch.linalg.inv_ex(torch.stack([A, A]))
show(info, info.dtype, inverse.shape)

# cr_inv_ex_singular
S = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
show(torch.linalg.inv_ex(S).info)
attempt(lambda: torch.linalg.inv_ex(S, check_errors=True))

# cr_inv_singular
attempt(lambda: torch.linalg.inv(torch.tensor([[1., 2.], [2., 4.]])))
attempt(lambda: torch.inverse(torch.zeros(3, 3)))

# cr_inv_singular_batched
attempt(lambda: torch.linalg.inv(torch.stack([torch.eye(2), torch.tensor([[1., 2.], [2., 4.]])])))

# cr_inv_errors
attempt(lambda: torch.linalg.inv(torch.arange(4).reshape(2, 2)))
attempt(lambda: torch.linalg.inv(torch.ones(2, 3)))
attempt(lambda: torch.linalg.inv(torch.ones(3)))
attempt(lambda: torch.linalg.inv(torch.eye(2, dtype=torch.float16)))

# cr_inv_catch_runtime
try:
    torch.linalg.inv(torch.zeros(2, 2))
except RuntimeError as e:
    show('caught', str(e)[:40])

# cr_solve_vector
A = torch.tensor([[3., 1.], [1., 2.]], dtype=torch.float64)
b = torch.tensor([9., 8.], dtype=torch.float64)
x = torch.linalg.solve(A, b)
show(x, torch.allclose(A @ x, b))

# cr_solve_matrix
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
B = torch.arange(6, dtype=torch.float64).reshape(3, 2)
X = torch.linalg.solve(A, B)
show(X, torch.dist(A @ X, B) < 1e-12)

# cr_solve_float32
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]])
b = torch.tensor([1., 2., 3.])
show(torch.linalg.solve(A, b).round(decimals=4))

# cr_solve_batched_broadcast
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
As = torch.stack([A, 2 * A, A.T + torch.eye(2, dtype=torch.float64)])
b = torch.tensor([1., 2.], dtype=torch.float64)
show(torch.linalg.solve(As, b))
show(torch.linalg.solve(As, torch.ones(3, 2, dtype=torch.float64)))
show(torch.linalg.solve(A, torch.ones(4, 2, 3, dtype=torch.float64)).shape)

# cr_solve_broadcast_batch_of_b
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
Bs = torch.arange(12, dtype=torch.float64).reshape(3, 2, 2)
show(torch.linalg.solve(A, Bs))

# cr_solve_left_false
A = torch.tensor([[4., 1.], [1., 5.]], dtype=torch.float64)
B = torch.tensor([[1., 2.], [3., 4.], [5., 6.]], dtype=torch.float64)
X = torch.linalg.solve(A, B, left=False)
show(X, torch.allclose(X @ A, B))

# cr_solve_ex
A = torch.tensor([[3., 1.], [1., 2.]], dtype=torch.float64)
r = torch.linalg.solve_ex(A, torch.tensor([9., 8.], dtype=torch.float64))
show(r)

# cr_solve_singular
attempt(lambda: torch.linalg.solve(torch.tensor([[1., 2.], [2., 4.]]), torch.ones(2)))
attempt(lambda: torch.linalg.solve(torch.stack([torch.eye(2), torch.zeros(2, 2)]), torch.ones(2)))

# cr_solve_errors
attempt(lambda: torch.linalg.solve(torch.arange(4).reshape(2, 2), torch.ones(2)))
attempt(lambda: torch.linalg.solve(torch.eye(2), torch.ones(2, dtype=torch.float64)))
attempt(lambda: torch.linalg.solve(torch.ones(2, 3), torch.ones(2)))
attempt(lambda: torch.linalg.solve(torch.eye(2), torch.ones(3)))
attempt(lambda: torch.linalg.solve(torch.eye(2), torch.tensor(1.)))
attempt(lambda: torch.linalg.solve(torch.eye(2), torch.ones(2), left=False))
attempt(lambda: torch.linalg.solve(torch.ones(3, 2, 2), torch.ones(4, 2, 1)))

# cr_solve_triangular_upper
U = torch.tensor([[2., 1., -1.], [0., 3., 2.], [0., 0., 4.]], dtype=torch.float64)
B = torch.tensor([[1., 0.], [2., 1.], [4., 8.]], dtype=torch.float64)
X = torch.linalg.solve_triangular(U, B, upper=True)
show(X, torch.allclose(U @ X, B))

# cr_solve_triangular_lower
L = torch.tensor([[2., 0., 0.], [1., 3., 0.], [-1., 2., 4.]], dtype=torch.float64)
B = torch.tensor([[2.], [4.], [9.]], dtype=torch.float64)
show(torch.linalg.solve_triangular(L, B, upper=False))

# cr_solve_triangular_ignores_other_triangle
M = torch.tensor([[2., 5., 7.], [1., 3., 9.], [-1., 2., 4.]], dtype=torch.float64)
B = torch.tensor([[2.], [4.], [9.]], dtype=torch.float64)
show(torch.linalg.solve_triangular(M, B, upper=False), torch.linalg.solve_triangular(M, B, upper=True))

# cr_solve_triangular_right
U = torch.tensor([[2., 1.], [0., 4.]], dtype=torch.float64)
B = torch.tensor([[2., 5.], [4., 6.], [1., 1.]], dtype=torch.float64)
X = torch.linalg.solve_triangular(U, B, upper=True, left=False)
show(X, torch.allclose(X @ U, B))

# cr_solve_triangular_unit
L = torch.tensor([[5., 0.], [3., 7.]], dtype=torch.float64)
B = torch.tensor([[1.], [2.]], dtype=torch.float64)
show(torch.linalg.solve_triangular(L, B, upper=False, unitriangular=True))

# cr_solve_triangular_batched
U = torch.tensor([[2., 1.], [0., 4.]])
Us = torch.stack([U, 2 * U, U + torch.eye(2)])
show(torch.linalg.solve_triangular(Us, torch.ones(2, 1), upper=True).round(decimals=4))

# cr_solve_triangular_errors
attempt(lambda: torch.linalg.solve_triangular(torch.eye(2), torch.ones(3, 1), upper=True))
attempt(lambda: torch.linalg.solve_triangular(torch.eye(2), torch.ones(2), upper=True))
attempt(lambda: torch.linalg.solve_triangular(torch.ones(2, 3), torch.ones(2, 1), upper=True))
attempt(lambda: torch.linalg.solve_triangular(torch.eye(2), torch.ones(2, 3), upper=True, left=False))

# cr_cholesky_basic
A = torch.tensor([[4., 2., 2.], [2., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
L = torch.linalg.cholesky(A)
show(L, torch.allclose(L @ L.T, A))

# cr_cholesky_upper
A = torch.tensor([[4., 2., 2.], [2., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
U = torch.linalg.cholesky(A, upper=True)
show(U, torch.allclose(U.T @ U, A), torch.allclose(U, torch.linalg.cholesky(A).T))

# cr_cholesky_float32
A = torch.tensor([[25., 15., -5.], [15., 18., 0.], [-5., 0., 11.]])
show(torch.linalg.cholesky(A).round(decimals=4))

# cr_cholesky_batched
A = torch.tensor([[4., 2.], [2., 5.]], dtype=torch.float64)
L = torch.linalg.cholesky(torch.stack([A, 4 * A, torch.eye(2, dtype=torch.float64)]))
show(L)

# cr_cholesky_gram
X = torch.tensor([[1., 2., 0.], [0., 1., 3.], [2., 0., 1.], [1., 1., 1.]], dtype=torch.float64)
G = X.T @ X + torch.eye(3, dtype=torch.float64)
L = torch.linalg.cholesky(G)
show(torch.dist(L @ L.mT, G) < 1e-12, torch.all(L.triu(1) == 0), L.diagonal())

# cr_cholesky_ex
A = torch.tensor([[4., 2.], [2., 5.]], dtype=torch.float64)
show(torch.linalg.cholesky_ex(A))
show(torch.linalg.cholesky_ex(torch.tensor([[1., 2.], [2., 1.]], dtype=torch.float64)).info)

# cr_cholesky_not_pd
attempt(lambda: torch.linalg.cholesky(torch.tensor([[1., 2.], [2., 4.]])))
attempt(lambda: torch.linalg.cholesky(torch.stack([torch.eye(2), -torch.eye(2)])))
attempt(lambda: torch.linalg.cholesky_ex(torch.tensor([[1., 2.], [2., 1.]]), check_errors=True))

# cr_cholesky_errors
attempt(lambda: torch.linalg.cholesky(torch.arange(4).reshape(2, 2)))
attempt(lambda: torch.linalg.cholesky(torch.ones(2, 3)))

# cr_cholesky_legacy
A = torch.tensor([[4., 2.], [2., 5.]], dtype=torch.float64)
show(torch.cholesky(A), A.cholesky(upper=True))
attempt(lambda: torch.cholesky(torch.tensor([[1., 2.], [2., 1.]])))

# cr_solve_with_cholesky
A = torch.tensor([[4., 2., 2.], [2., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
b = torch.tensor([[1.], [2.], [3.]], dtype=torch.float64)
L = torch.linalg.cholesky(A)
y = torch.linalg.solve_triangular(L, b, upper=False)
x = torch.linalg.solve_triangular(L.mT, y, upper=True)
show(x, torch.allclose(x, torch.linalg.solve(A, b)))

# cr_det_from_lu
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], dtype=torch.float64)
LU, piv = torch.linalg.lu_factor(A)
sign = (-1) ** (piv != torch.arange(1, 4, dtype=torch.int32)).sum()
show(sign * LU.diagonal().prod(), torch.linalg.det(A))

# cr_qr_reconstruct
A = torch.tensor([[12., -51., 4.], [6., 167., -68.], [-4., 24., -41.]], dtype=torch.float64)
Q, R = torch.linalg.qr(A)
show(R.abs().round(decimals=4), torch.dist(Q @ R, A) < 1e-10, torch.allclose(Q.T @ Q, torch.eye(3, dtype=torch.float64)))

# cr_qr_tall_reduced
X = torch.tensor([[1., 2.], [3., 4.], [5., 6.], [7., 9.]], dtype=torch.float64)
Q, R = torch.linalg.qr(X)
show(Q.shape, R.shape, torch.dist(Q @ R, X) < 1e-10, torch.all(R.tril(-1) == 0))

# cr_qr_complete
X = torch.tensor([[1., 2.], [3., 4.], [5., 6.], [7., 9.]], dtype=torch.float64)
Q, R = torch.linalg.qr(X, mode='complete')
show(Q.shape, R.shape, torch.dist(Q @ R, X) < 1e-10, torch.allclose(Q @ Q.T, torch.eye(4, dtype=torch.float64)))
show(R.abs().round(decimals=4))

# cr_qr_mode_r
X = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
r = torch.linalg.qr(X, mode='r')
show(r.Q, r.R.abs().round(decimals=4))
show(type(r).__name__)

# cr_qr_wide
W = torch.tensor([[1., 2., 3., 4.], [2., 0., 1., 5.]], dtype=torch.float64)
Q, R = torch.linalg.qr(W)
show(Q.shape, R.shape, torch.dist(Q @ R, W) < 1e-10)

# cr_qr_batched_float32
A = torch.tensor([[[2., 1.], [1., 3.]], [[4., -2.], [1., 1.]], [[0., 1.], [1., 0.]]])
Q, R = torch.linalg.qr(A)
show(torch.dist(Q @ R, A) < 1e-5, (Q.mT @ Q - torch.eye(2)).abs().max() < 1e-6, R.diagonal(dim1=-2, dim2=-1).abs().round(decimals=4))

# cr_qr_errors
attempt(lambda: torch.linalg.qr(torch.arange(4).reshape(2, 2)))
attempt(lambda: torch.linalg.qr(torch.ones(3)))
attempt(lambda: torch.linalg.qr(torch.eye(2), mode='full'))

# cr_eigh_values
A = torch.tensor([[2., 1., 0.], [1., 2., 1.], [0., 1., 2.]], dtype=torch.float64)
L, V = torch.linalg.eigh(A)
show(L, torch.dist(V @ torch.diag(L) @ V.T, A) < 1e-10)

# cr_eigh_return_type
A = torch.tensor([[2., 1.], [1., 2.]], dtype=torch.float64)
r = torch.linalg.eigh(A)
show(r.eigenvalues, r.eigenvectors.abs(), type(r).__name__)

# cr_eigh_uplo
M = torch.tensor([[4., 100.], [1., 3.]], dtype=torch.float64)
show(torch.linalg.eigvalsh(M), torch.linalg.eigvalsh(M, UPLO='U'), torch.linalg.eigh(M, UPLO='L').eigenvalues)

# cr_eigh_batched_float32
A = torch.tensor([[2., 1.], [1., 2.]])
B = torch.stack([A, 3 * A, torch.diag(torch.tensor([5., -1.]))])
L, V = torch.linalg.eigh(B)
show(L.round(decimals=4), torch.dist(V @ torch.diag_embed(L) @ V.mT, B) < 1e-5)

# cr_eigvalsh_diag
show(torch.linalg.eigvalsh(torch.diag(torch.tensor([3., -1., 2., 0.], dtype=torch.float64))))

# cr_eigh_errors
attempt(lambda: torch.linalg.eigh(torch.ones(2, 3)))
attempt(lambda: torch.linalg.eigh(torch.eye(2), UPLO='X'))
attempt(lambda: torch.linalg.eigvalsh(torch.ones(3)))

# cr_svd_values
A = torch.tensor([[3., 0.], [4., 5.]], dtype=torch.float64)
show(torch.linalg.svdvals(A), torch.linalg.svd(A).S)

# cr_svd_reconstruct
A = torch.tensor([[1., 2., 3.], [4., 5., 6.]], dtype=torch.float64)
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
show(U.shape, S, Vh.shape, torch.dist(U @ torch.diag(S) @ Vh, A) < 1e-10)

# cr_svd_full
A = torch.tensor([[1., 2., 3.], [4., 5., 6.]], dtype=torch.float64)
U, S, Vh = torch.linalg.svd(A)
show(U.shape, S.shape, Vh.shape, torch.allclose(Vh @ Vh.T, torch.eye(3, dtype=torch.float64)))
show(torch.dist(U @ torch.diag(S) @ Vh[:2], A) < 1e-10)

# cr_svd_return_type
A = torch.tensor([[2., 0.], [0., -3.]], dtype=torch.float64)
r = torch.linalg.svd(A)
show(r.S, r.U.abs(), r.Vh.abs(), type(r).__name__)

# cr_svd_batched_float32
X = torch.tensor([[[1., 2.], [3., 4.], [5., 6.]], [[0., 1.], [1., 0.], [1., 1.]]])
U, S, Vh = torch.linalg.svd(X, full_matrices=False)
show(S.round(decimals=4), torch.dist(U @ torch.diag_embed(S) @ Vh, X) < 1e-5)

# cr_svd_rank_deficient
A = torch.tensor([[1., 2.], [2., 4.], [3., 6.]], dtype=torch.float64)
S = torch.linalg.svdvals(A)
show(S[0], S[1] < 1e-12, (S > 1e-10).sum())

# cr_torch_svd
A = torch.tensor([[1., 2., 3.], [4., 5., 6.]], dtype=torch.float64)
U, S, V = torch.svd(A)
show(U.shape, S, V.shape, torch.dist(U @ torch.diag(S) @ V.T, A) < 1e-10)
r = A.svd(some=False)
show(type(r).__name__, r.V.shape, r.U.shape)

# cr_svd_errors
attempt(lambda: torch.linalg.svd(torch.arange(4).reshape(2, 2)))
attempt(lambda: torch.linalg.svdvals(torch.ones(3)))
attempt(lambda: torch.svd(torch.ones(3)))

# cr_norm_from_svd
A = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(torch.linalg.svdvals(A).max(), torch.linalg.matrix_norm(A, ord=2), torch.linalg.svdvals(A).prod(), torch.linalg.det(A).abs())

# cr_matrix_norm_spectral
A = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(torch.linalg.matrix_norm(A, ord=-2), torch.linalg.matrix_norm(A, ord='nuc'), torch.linalg.norm(A, 2))

# cr_matrix_norm_spectral_dims
X = (torch.arange(24, dtype=torch.float64).reshape(2, 3, 4) % 7) + torch.tensor([1., 2., 3., 4.], dtype=torch.float64) * 0.5
show(torch.linalg.matrix_norm(X, ord=2, dim=(0, 2)), torch.linalg.matrix_norm(X, ord='nuc', keepdim=True).shape)
show(torch.linalg.norm(X, ord=-2, dim=(2, 1), keepdim=True))

# cr_cond_from_svdvals
A = torch.tensor([[4., 1.], [2., 3.]], dtype=torch.float64)
S = torch.linalg.svdvals(A)
show(S[0] / S[-1], torch.linalg.matrix_norm(A, 2) * torch.linalg.matrix_norm(torch.linalg.inv(A), 2))

# cr_matrix_power_negative
A = torch.tensor([[2., 1.], [1., 3.]], dtype=torch.float64)
show(torch.linalg.matrix_power(A, -1), torch.matrix_power(A, -5), A.matrix_power(-2))
attempt(lambda: torch.linalg.matrix_power(torch.zeros(2, 2), -2))
attempt(lambda: torch.linalg.matrix_power(torch.ones(2, 2, dtype=torch.long), -2))

# cr_pinv_tall
A = torch.tensor([[1., 2.], [3., 4.], [5., 6.]], dtype=torch.float64)
P = torch.linalg.pinv(A)
show(P, torch.allclose(P @ A, torch.eye(2, dtype=torch.float64)))

# cr_pinv_float32
A = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
show(torch.linalg.pinv(A).round(decimals=4), torch.pinverse(A).round(decimals=4), A.pinverse().shape)

# cr_pinv_rank_deficient
A = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
P = torch.linalg.pinv(A)
show(P, torch.allclose(A @ P @ A, A))

# cr_pinv_tolerances
A = torch.diag(torch.tensor([10., 1., 1e-3], dtype=torch.float64))
show(torch.linalg.pinv(A), torch.linalg.pinv(A, rtol=1e-2), torch.linalg.pinv(A, atol=0.5))

# cr_pinv_hermitian
S = torch.tensor([[2., 1.], [1., -3.]], dtype=torch.float64)
show(torch.linalg.pinv(S, hermitian=True), torch.allclose(torch.linalg.pinv(S, hermitian=True), torch.linalg.inv(S)))

# cr_pinv_batched
X = torch.tensor([[[1., 0.], [0., 2.], [0., 0.]], [[1., 1.], [1., -1.], [2., 0.]]], dtype=torch.float64)
P = torch.linalg.pinv(X)
show(P.shape, P[0], torch.allclose(P @ X, torch.eye(2, dtype=torch.float64).expand(2, 2, 2)))

# cr_matrix_rank
A = torch.tensor([[1., 2., 3.], [2., 4., 6.], [1., 0., 1.]], dtype=torch.float64)
show(torch.linalg.matrix_rank(A), torch.linalg.matrix_rank(torch.eye(4)), torch.linalg.matrix_rank(torch.zeros(3, 2)))

# cr_matrix_rank_tolerances
D = torch.diag(torch.tensor([1., 1e-4, 1e-9], dtype=torch.float64))
show(torch.linalg.matrix_rank(D), torch.linalg.matrix_rank(D, rtol=1e-3), torch.linalg.matrix_rank(D, atol=1e-5), torch.linalg.matrix_rank(D, hermitian=True))

# cr_matrix_rank_batched
X = torch.stack([torch.eye(3), torch.ones(3, 3), torch.diag(torch.tensor([1., 2., 0.]))])
r = torch.linalg.matrix_rank(X)
show(r, r.dtype)

# cr_cond_two
A = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(torch.linalg.cond(A), torch.linalg.cond(A, -2), torch.linalg.cond(torch.eye(3)))

# cr_cond_orders
A = torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64)
show(torch.linalg.cond(A, 1), torch.linalg.cond(A, float('inf')), torch.linalg.cond(A, 'fro'), torch.linalg.cond(A, 'nuc'), torch.linalg.cond(A, -1))

# cr_cond_singular_and_batched
S = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
show(torch.linalg.cond(S, 1), torch.linalg.cond(torch.stack([torch.eye(2), 2 * torch.eye(2), torch.tensor([[1., 1.], [0., 1.]])])))

# cr_cond_rectangular
A = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
show(torch.linalg.cond(A).round(decimals=3))

# cr_cond_errors
attempt(lambda: torch.linalg.cond(torch.ones(3)))
attempt(lambda: torch.linalg.cond(torch.ones(3, 2), 1))
attempt(lambda: torch.linalg.cond(torch.eye(2), 3))
attempt(lambda: torch.linalg.cond(torch.eye(2), 'x'))
attempt(lambda: torch.linalg.cond(torch.ones(2, 2, dtype=torch.long)))
attempt(lambda: torch.linalg.cond(torch.ones(2, 3), float('inf')))
attempt(lambda: torch.linalg.cond(torch.ones(3, 2), -1.0))
attempt(lambda: torch.linalg.cond(torch.ones(3, 2), 'nuc'))

# cr_lstsq_vector
A = torch.tensor([[1., 2.], [3., 4.], [5., 7.]], dtype=torch.float64)
b = torch.tensor([1., 2., 4.], dtype=torch.float64)
r = torch.linalg.lstsq(A, b)
show(r)

# cr_lstsq_matches_pinv
A = torch.tensor([[1., 1.], [1., 2.], [1., 3.], [1., 4.]], dtype=torch.float64)
y = torch.tensor([[6.], [5.], [7.], [10.]], dtype=torch.float64)
x = torch.linalg.lstsq(A, y).solution
show(x, torch.allclose(x, torch.linalg.pinv(A) @ y), x.shape)

# cr_lstsq_batched
A = torch.tensor([[1., 1.], [1., 2.], [1., 3.]])
r = torch.linalg.lstsq(torch.stack([A, 2 * A]), torch.tensor([[1., 0.], [2., 1.], [4., 3.]]).expand(2, 3, 2))
show(r.solution.round(decimals=4), r.rank, r.residuals.shape, r.singular_values.shape)

# cr_lstsq_rank_deficient
A = torch.tensor([[1., 2.], [2., 4.], [3., 6.]], dtype=torch.float64)
r = torch.linalg.lstsq(A, torch.tensor([1., 2., 3.], dtype=torch.float64))
show(r.rank, torch.allclose(A @ r.solution, torch.tensor([1., 2., 3.], dtype=torch.float64)))

# cr_lstsq_unpack
A = torch.tensor([[2., 0.], [0., 4.]], dtype=torch.float64)
solution, residuals, rank, sv = torch.linalg.lstsq(A, torch.tensor([[2.], [2.]], dtype=torch.float64), driver='gelsy')
show(solution, residuals, rank, sv, type(torch.linalg.lstsq(A, A)).__name__)

# cr_lstsq_errors
A = torch.tensor([[1., 2.], [3., 4.], [5., 7.]], dtype=torch.float64)
attempt(lambda: torch.linalg.lstsq(A, torch.ones(3, dtype=torch.float64), driver='foo'))
attempt(lambda: torch.linalg.lstsq(torch.ones(3), torch.ones(3)))
attempt(lambda: torch.linalg.lstsq(A, torch.ones(4, dtype=torch.float64)))
attempt(lambda: torch.linalg.lstsq(A, torch.ones(4, 1, dtype=torch.float64)))
attempt(lambda: torch.linalg.lstsq(A, torch.ones(3)))
attempt(lambda: torch.linalg.lstsq(A, torch.ones(2, 2, 3, 1, dtype=torch.float64)))

# cr_empty_matrices
show(torch.linalg.inv(torch.ones(2, 0, 0)).shape, torch.linalg.svd(torch.ones(3, 0)).U, torch.linalg.svdvals(torch.ones(0, 3)))
show(torch.linalg.pinv(torch.ones(0, 0)), torch.linalg.matrix_rank(torch.ones(2, 0, 3)), torch.linalg.cond(torch.ones(0, 0)))
show(torch.linalg.cholesky(torch.ones(0, 0)), torch.linalg.eigh(torch.ones(0, 0)).eigenvalues, torch.linalg.slogdet(torch.ones(0, 0)))

# cr_check_order
attempt(lambda: torch.linalg.det(torch.ones(2, 3, dtype=torch.long)))
attempt(lambda: torch.linalg.inv(torch.ones(2, 3, dtype=torch.long)))
attempt(lambda: torch.linalg.cholesky(torch.ones(2, 3, dtype=torch.long)))
attempt(lambda: torch.linalg.qr(torch.ones(3, dtype=torch.long)))
attempt(lambda: torch.linalg.svd(torch.ones(3, dtype=torch.long)))
attempt(lambda: torch.linalg.pinv(torch.ones(2, 3, dtype=torch.long)))
attempt(lambda: torch.pinverse(torch.ones(3)))

# cr_linalg_error_class
show(torch.linalg.LinAlgError, issubclass(torch.linalg.LinAlgError, RuntimeError))
try:
    torch.linalg.cholesky(-torch.eye(2))
except torch.linalg.LinAlgError as e:
    show('not positive-definite:', type(e).__name__)

# cr_lu_solve
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
B = torch.arange(6, dtype=torch.float64).reshape(3, 2)
LU, pivots = torch.linalg.lu_factor(A)
X = torch.linalg.lu_solve(LU, pivots, B)
show(X, torch.allclose(A @ X, B))

# cr_lu_solve_adjoint_and_right
A = torch.tensor([[2., 1., 0.], [4., 3., 1.], [0., 1., 5.]], dtype=torch.float64)
B = torch.tensor([[1., 2.], [0., 1.], [3., 0.]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
Xt = torch.linalg.lu_solve(LU, pivots, B, adjoint=True)
Xr = torch.linalg.lu_solve(LU, pivots, B.T, left=False)
show(Xt, torch.allclose(A.T @ Xt, B), torch.allclose(Xr @ A, B.T))

# cr_lu_solve_batched_broadcast
A = torch.stack([torch.tensor([[3., 1.], [1., 2.]]), torch.tensor([[1., 2.], [3., 5.]])])
LU, pivots = torch.linalg.lu_factor(A)
show(torch.linalg.lu_solve(LU, pivots, torch.tensor([[1.], [1.]])).round(decimals=4))

# cr_lu_solve_errors
A = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
attempt(lambda: torch.linalg.lu_solve(LU, pivots.long(), torch.ones(3, 1, dtype=torch.float64)))
attempt(lambda: torch.linalg.lu_solve(LU, pivots, torch.ones(3, 1)))
attempt(lambda: torch.linalg.lu_solve(LU, pivots[:2], torch.ones(3, 1, dtype=torch.float64)))
attempt(lambda: torch.linalg.lu_solve(LU, pivots, torch.ones(4, 2, dtype=torch.float64)))
attempt(lambda: torch.linalg.lu_solve(LU[:, :2], pivots, torch.ones(3, 1, dtype=torch.float64)))
