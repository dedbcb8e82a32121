# Twin of tests/golden/corpus_la8.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
import torch2  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's deprecation warnings (torch.cross without dim, chain_matmul) are not part of the output.
warnings.filterwarnings("ignore")


def refuse(kernel, t):
    """PyTorch 2's product kernels on cuda:0 (addmm_cuda for mm, dot,
    baddbmm_cuda for bmm) refuse a bool operand; 1.13's CPU kernels give
    their own names."""
    assert t.dtype == torch.bool
    raise RuntimeError(f'"{kernel}" not implemented for \'Bool\'')


def la_messages(message):
    """PyTorch 2's words where 1.13's differ: mv's size check and CUDA's
    trace (trace_cuda says only 'expected a matrix')."""
    message = torch2.mv_message(message)
    message = re.sub(r"^trace: expected a matrix, but got tensor with dim \d+$", "expected a matrix", message)
    return message


def diag_2x(t, *args):
    """torch.diag with PyTorch 2's rank check (1.13 says 'matrix or a vector expected')."""
    if t.dim() not in (1, 2):
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {t.dim()}D")
    return torch.diag(t, *args)


def tri_2x(fn, name, t):
    """tril/triu with PyTorch 2's rank check (1.13's is an IndexError from the dims)."""
    if t.dim() < 2:
        raise RuntimeError(f"{name}: input tensor must have at least 2 dimensions")
    return fn(t)


def attempt(fn):
    cuda_repr.attempt(fn, la_messages)


# matmul_1d_1d
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, -5.0, 6.0])
r = a @ b
show(r, r.shape, r.dim())

# matmul_1d_2d
v = torch.tensor([1.0, -1.0])
m = torch.arange(6.0).reshape(2, 3)
show(v @ m, (v @ m).shape)

# matmul_2d_1d
m = torch.arange(6.0).reshape(2, 3)
v = torch.tensor([0.5, 1.0, -2.0])
show(m @ v, torch.matmul(m, v).shape)

# matmul_2d_2d
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4) - 4
show(torch.matmul(a, b))

# matmul_3d_2d
a = torch.arange(12.0).reshape(2, 2, 3)
b = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
show(a @ b)

# matmul_2d_3d
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.arange(12.0).reshape(3, 2, 2)
show(a @ b)

# matmul_3d_1d
a = torch.arange(12.0).reshape(2, 3, 2)
show(a @ torch.tensor([1.0, -1.0]))

# matmul_1d_3d
b = torch.arange(12.0).reshape(2, 3, 2)
r = torch.tensor([1.0, 0.0, 2.0]) @ b
show(r, r.shape)

# matmul_3d_3d
a = torch.arange(8.0).reshape(2, 2, 2)
b = torch.ones(2, 2, 3)
show(torch.matmul(a, b))

# matmul_batch_broadcast_4d
a = torch.ones(2, 1, 3, 4)
b = torch.arange(40.0).reshape(5, 4, 2)
r = a @ b
show(r.shape, r[1, 4])

# matmul_batch_broadcast_ones
a = torch.arange(6.0).reshape(1, 2, 3)
b = torch.arange(18.0).reshape(3, 3, 2)
show((a @ b).shape, (a @ b)[2])

# matmul_batch_broadcast_error
attempt(lambda: torch.ones(2, 3, 4) @ torch.ones(3, 4, 5))

# matmul_4d_4d
a = torch.arange(16.0).reshape(2, 2, 2, 2)
b = torch.eye(2).expand(2, 2, 2, 2)
show(torch.equal(a @ b, a))

# matmul_empty_rows
r = torch.zeros(0, 3) @ torch.ones(3, 4)
show(r, r.shape)

# matmul_empty_inner
r = torch.ones(2, 0) @ torch.ones(0, 3)
show(r)

# matmul_empty_cols
show(torch.ones(2, 3) @ torch.ones(3, 0))

# matmul_empty_batch
r = torch.ones(0, 2, 3) @ torch.ones(3, 4)
show(r.shape, r)

# matmul_empty_dot
show(torch.zeros(0) @ torch.zeros(0))

# matmul_empty_vec_mat
r = torch.ones(0) @ torch.ones(0, 3)
show(r)

# matmul_0d_error
attempt(lambda: torch.tensor(2.0) @ torch.ones(3))

# matmul_0d_error_right
attempt(lambda: torch.matmul(torch.ones(2, 2), torch.tensor(1.0)))

# matmul_shape_error_2d
attempt(lambda: torch.ones(2, 3) @ torch.ones(4, 5))

# matmul_shape_error_1d
attempt(lambda: torch.ones(3) @ torch.ones(4))

# matmul_shape_error_2d_1d
attempt(lambda: torch.ones(2, 3) @ torch.ones(4))

# matmul_shape_error_1d_2d
attempt(lambda: torch.ones(3) @ torch.ones(4, 2))

# matmul_shape_error_3d_2d
attempt(lambda: torch.ones(2, 4, 3) @ torch.ones(4, 5))

# matmul_shape_error_3d_1d
attempt(lambda: torch.ones(2, 4, 3) @ torch.ones(5))

# matmul_shape_error_3d_3d
attempt(lambda: torch.ones(2, 4, 3) @ torch.ones(2, 4, 5))

# matmul_transposed_operands
a = torch.arange(6.0).reshape(3, 2)
show(a.t() @ a, a @ a.T)

# matmul_strided_slices
a = torch.arange(20.0).reshape(4, 5)
show(a[::2, 1::2] @ a[1:3, 1::2].t())

# matmul_expanded_operand
v = torch.tensor([[1.0], [2.0]]).expand(2, 3)
show(v @ torch.ones(3, 2), v.stride())

# matmul_mT_batched
x = torch.arange(12.0).reshape(2, 2, 3)
show(x @ x.mT)

# matmul_method_forms
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
show(a.matmul(b), a.__matmul__(b), torch.linalg.matmul(a, b))

# matmul_rmatmul_list_error
a = torch.ones(2, 2)
attempt(lambda: a @ [[1.0, 2.0], [3.0, 4.0]])

# matmul_imatmul
w = torch.tensor([[2.0, 0.0], [0.0, 3.0]])
x = torch.tensor([[1.0, 1.0]])
x @= w
show(x)

# matmul_float64
a = torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float64)
r = a @ a
show(r, r.dtype)
show(r.tolist())

# matmul_float16
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16)
r = (a.float() @ a.float()).half()
show(r, r.dtype)

# matmul_bfloat16
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.bfloat16)
r = a @ torch.ones(2, 3, dtype=torch.bfloat16)
show(r, r.dtype)

# matmul_float16_vec
v = torch.tensor([0.5, 0.25, 2.0], dtype=torch.float16)
show((v.float() @ v.float()).half(), (torch.ones(2, 3) @ v.float()).half())

# matmul_dtype_mismatch
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.float64))

# matmul_dtype_mismatch_int
attempt(lambda: torch.ones(2, 2) @ torch.ones(2, 2, dtype=torch.int64))

# matmul_dtype_mismatch_half
attempt(lambda: torch.ones(3, dtype=torch.float16) @ torch.ones(3))

# matmul_bool_cuda
attempt(lambda: refuse('addmm_cuda', torch.ones(1, dtype=torch.bool)))

# matmul_bool_dot_cuda
attempt(lambda: refuse('dot', torch.ones(1, dtype=torch.bool)))

# matmul_int_fix_float
a = torch.arange(6).reshape(2, 3)
show((a.float() @ a.t().float()).long())

# matmul_int_on_cpu
a = torch.arange(6, device='cpu').reshape(2, 3)
r = a @ a.t()
show(cuda_repr.Host(r), r.dtype, r.device)

# matmul_int_on_cpu_dot
a = torch.tensor([1, 2, 3], device='cpu')
show(cuda_repr.Host(a @ a), cuda_repr.Host(torch.dot(a, a)))

# matmul_linear_layer
x = torch.arange(8.0).reshape(2, 4)
W = torch.arange(12.0).reshape(3, 4) / 10
b = torch.tensor([1.0, 0.0, -1.0])
show(x @ W.T + b)

# matmul_chain_assoc
a = torch.tensor([[1.0, 2.0], [0.0, 1.0]])
show(torch.equal((a @ a) @ a, a @ (a @ a)))

# matmul_nan_inf
a = torch.tensor([[float('nan'), 1.0], [float('inf'), 0.0]])
show(a @ torch.tensor([[1.0], [1.0]]))

# matmul_identity_eye
x = torch.arange(9.0).reshape(3, 3)
show(torch.equal(x @ torch.eye(3), x))

# mm_basic
a = torch.tensor([[1.0, 2.0, 3.0]])
b = torch.tensor([[1.0], [0.5], [-1.0]])
show(torch.mm(a, b), torch.mm(b, a))

# mm_method_and_transposed
a = torch.arange(6.0).reshape(2, 3)
show(a.mm(a.t()), a.t().mm(a).shape)

# mm_rank_errors
attempt(lambda: torch.mm(torch.ones(3), torch.ones(3, 2)))
attempt(lambda: torch.mm(torch.ones(2, 3), torch.ones(3)))
attempt(lambda: torch.mm(torch.ones(1, 2, 3), torch.ones(3, 2)))

# mm_shape_error
attempt(lambda: torch.mm(torch.ones(2, 3), torch.ones(2, 3)))

# mm_dtype_error
attempt(lambda: torch.mm(torch.ones(2, 2, dtype=torch.float64), torch.ones(2, 2)))

# mm_empty
show(torch.mm(torch.ones(0, 2), torch.ones(2, 2)), torch.mm(torch.ones(3, 0), torch.ones(0, 2)))

# mm_float64_precision
a = torch.tensor([[1e-8, 1.0], [1.0, 1e8]], dtype=torch.float64)
show(torch.mm(a, a).tolist())

# bmm_basic
a = torch.arange(12.0).reshape(2, 2, 3)
b = torch.arange(12.0).reshape(2, 3, 2) / 2
show(torch.bmm(a, b))

# bmm_method
a = torch.ones(3, 1, 2)
show(a.bmm(torch.ones(3, 2, 1)).squeeze())

# bmm_rank_error
attempt(lambda: torch.bmm(torch.ones(2, 3), torch.ones(3, 2)))
attempt(lambda: torch.bmm(torch.ones(1, 2, 3), torch.ones(3, 2)))

# bmm_batch_mismatch
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# bmm_inner_mismatch
attempt(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(2, 4, 2)))

# bmm_no_broadcast
attempt(lambda: torch.bmm(torch.ones(1, 2, 3), torch.ones(4, 3, 2)))

# bmm_dtype_error
attempt(lambda: torch.bmm(torch.ones(1, 2, 2), torch.ones(1, 2, 2, dtype=torch.float64)))

# bmm_bool_cuda
attempt(lambda: refuse('baddbmm_cuda', torch.ones(1, dtype=torch.bool)))

# bmm_empty
show(torch.bmm(torch.ones(0, 2, 3), torch.ones(0, 3, 4)).shape, torch.bmm(torch.ones(2, 1, 0), torch.ones(2, 0, 2)))

# bmm_float16
a = torch.arange(8.0).reshape(2, 2, 2).half()
show(torch.bmm(a.float(), a.float()).half())

# mv_basic
m = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
show(torch.mv(m, torch.tensor([1.0, -1.0])), m.mv(torch.tensor([0.5, 0.5])))

# mv_errors
attempt(lambda: torch.mv(torch.ones(2, 3), torch.ones(2)))
attempt(lambda: torch.mv(torch.ones(3), torch.ones(3)))
attempt(lambda: torch.mv(torch.ones(2, 3), torch.ones(3, 1)))

# mv_empty
show(torch.mv(torch.ones(2, 0), torch.ones(0)), torch.mv(torch.ones(0, 3), torch.ones(3)))

# dot_basic
show(torch.dot(torch.tensor([2.0, 3.0]), torch.tensor([2.0, 1.0])))

# dot_method_float64
a = torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64)
show(a.dot(a), a.dot(a).item())

# dot_errors
attempt(lambda: torch.dot(torch.ones(2, 2), torch.ones(2, 2)))
attempt(lambda: torch.dot(torch.ones(2), torch.ones(3)))
attempt(lambda: torch.dot(torch.ones(2), torch.ones(2, dtype=torch.float16)))

# dot_strided
a = torch.arange(10.0)
show(torch.dot(a[::2], a[1::2]), torch.dot(a.flip(0)[:3], a[:3]))

# dot_empty
show(torch.dot(torch.ones(0), torch.ones(0)))

# dot_half
a = torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16)
show(torch.dot(a.float(), a.float()).half())

# vdot_basic
show(torch.vdot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# vdot_errors
attempt(lambda: torch.vdot(torch.ones(2, 1), torch.ones(2, 1)))
attempt(lambda: torch.vdot(torch.ones(2), torch.ones(3)))

# inner_1d
show(torch.inner(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([0.0, 1.0, 2.0])))

# inner_2d
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(9.0).reshape(3, 3)
show(torch.inner(a, b))

# inner_3d_1d
a = torch.arange(12.0).reshape(2, 2, 3)
show(torch.inner(a, torch.tensor([1.0, 0.0, -1.0])))

# inner_scalar
show(torch.inner(torch.tensor(2.0), torch.tensor([[1.0, 2.0]])))

# inner_method
show(torch.ones(2, 2).inner(torch.eye(2)))

# inner_error
attempt(lambda: torch.inner(torch.ones(2, 3), torch.ones(2, 4)))

# outer_basic
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([1.0, -1.0])
show(torch.outer(a, b), a.outer(b).shape)

# outer_ger
show(torch.ger(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))

# outer_int
r = torch.outer(torch.tensor([1, 2]), torch.tensor([3, 4, 5]))
show(r, r.dtype)

# outer_mixed_dtype
r = torch.outer(torch.tensor([1, 2]), torch.tensor([0.5, 1.5]))
show(r, r.dtype)

# outer_bool
show(torch.outer(torch.tensor([True, False]), torch.tensor([True, True])))

# outer_error_2d
attempt(lambda: torch.outer(torch.ones(2, 2), torch.ones(2)))

# outer_empty
show(torch.outer(torch.ones(0), torch.ones(3)).shape)

# addmm_basic
inp = torch.ones(2, 2)
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.addmm(inp, a, a))

# addmm_beta_alpha
inp = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
a = torch.eye(2)
show(torch.addmm(inp, a, a, beta=0.5, alpha=2))

# addmm_beta0_nan
inp = torch.full((2, 2), float('nan'))
show(torch.addmm(inp, torch.eye(2), torch.eye(2), beta=0))

# addmm_bias_broadcast
bias = torch.tensor([10.0, 20.0, 30.0])
x = torch.arange(4.0).reshape(2, 2)
w = torch.arange(6.0).reshape(2, 3)
show(torch.addmm(bias, x, w))

# addmm_method_inplace
inp = torch.zeros(2, 2)
inp.addmm_(torch.ones(2, 3), torch.ones(3, 2), alpha=0.5)
show(inp)
show(torch.ones(2, 2).addmm(torch.eye(2), torch.eye(2), beta=2))

# addmm_errors
attempt(lambda: torch.addmm(torch.ones(2, 2), torch.ones(2, 3), torch.ones(2, 2)))
attempt(lambda: torch.addmm(torch.ones(3, 3), torch.ones(2, 2), torch.ones(2, 2)))
attempt(lambda: torch.addmm(torch.ones(2), torch.ones(2), torch.ones(2, 2)))

# addmm_float64
inp = torch.ones(1, 1, dtype=torch.float64)
show(torch.addmm(inp, torch.tensor([[0.1]], dtype=torch.float64), torch.tensor([[0.2]], dtype=torch.float64), beta=3))

# baddbmm_basic
inp = torch.ones(2, 2, 2)
b1 = torch.arange(8.0).reshape(2, 2, 2)
show(torch.baddbmm(inp, b1, b1))

# baddbmm_beta_alpha
inp = torch.arange(8.0).reshape(2, 2, 2)
eye = torch.eye(2).expand(2, 2, 2)
show(torch.baddbmm(inp, eye, eye, beta=-1, alpha=3))

# baddbmm_beta0
inp = torch.full((1, 2, 2), float('inf'))
show(torch2.baddbmm(inp, torch.ones(1, 2, 3), torch.ones(1, 3, 2), beta=0.0))

# baddbmm_broadcast_input
inp = torch.tensor([100.0, 200.0])
show(torch.baddbmm(inp, torch.ones(2, 1, 2), torch.ones(2, 2, 2)))

# baddbmm_inplace
x = torch.zeros(2, 1, 1)
x.baddbmm_(torch.ones(2, 1, 3), torch.ones(2, 3, 1), alpha=2)
show(x.flatten())

# baddbmm_error
attempt(lambda: torch.baddbmm(torch.ones(2, 2, 2), torch.ones(2, 2, 3), torch.ones(2, 2, 2)))

# addbmm_basic
b1 = torch.arange(12.0).reshape(3, 2, 2)
show(torch.addbmm(torch.zeros(2, 2), b1, torch.eye(2).expand(3, 2, 2)))

# addbmm_beta_alpha
show(torch.addbmm(torch.ones(2, 2), torch.ones(4, 2, 1), torch.ones(4, 1, 2), beta=0.5, alpha=0.25))

# addmv_basic
show(torch.addmv(torch.tensor([1.0, 1.0]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([1.0, 1.0])))

# addmv_beta_alpha
show(torch.addmv(torch.tensor([1.0, 2.0]), torch.eye(2), torch.tensor([3.0, 4.0]), beta=2, alpha=-1))

# addmv_beta0_nan
show(torch.addmv(torch.tensor([float('nan'), 1.0]), torch.eye(2), torch.ones(2), beta=0))

# addmv_scalar_input
show(torch.addmv(torch.tensor(5.0), torch.ones(3, 2), torch.ones(2)))

# addmv_inplace_method
x = torch.zeros(2)
x.addmv_(torch.ones(2, 2), torch.tensor([1.0, 2.0]))
show(x, torch.zeros(2).addmv(torch.eye(2), torch.ones(2), alpha=4))

# addmv_error
attempt(lambda: torch.addmv(torch.ones(3), torch.ones(2, 2), torch.ones(2)))

# addr_basic
show(torch.addr(torch.zeros(2, 3), torch.tensor([1.0, 2.0]), torch.tensor([1.0, 0.0, -1.0])))

# addr_beta_alpha
show(torch.addr(torch.ones(2, 2), torch.ones(2), torch.ones(2), beta=2, alpha=0.5))

# addr_int
r = torch.addr(torch.ones(2, 2, dtype=torch.long), torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=2)
show(r, r.dtype)

# addr_inplace
x = torch.zeros(2, 2)
x.addr_(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 1.0]))
show(x)

# addr_error
attempt(lambda: torch.addr(torch.zeros(2, 2), torch.ones(2, 1), torch.ones(2)))

# tensordot_int_dims
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(a, b, dims=2))

# tensordot_default_dims
a = torch.arange(6.0).reshape(2, 3)
show(torch.tensordot(a, a))

# tensordot_dims1
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(a, b, dims=1))

# tensordot_dims0_outer
r = torch.tensordot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0]), dims=0)
show(r)

# tensordot_list_pairs
a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(24.0).reshape(4, 3, 2)
show(torch.tensordot(a, b, dims=([1, 2], [1, 0])))

# tensordot_tuple_single
a = torch.arange(6.0).reshape(3, 2)
b = torch.arange(6.0).reshape(3, 2)
show(torch.tensordot(a, b, dims=([0], [0])))

# tensordot_list_of_lists
a = torch.ones(2, 3)
show(torch.tensordot(a, torch.ones(3, 2), dims=[[1], [0]]))

# tensordot_negative_dims
a = torch.arange(6.0).reshape(2, 3)
show(torch.tensordot(a, a, dims=([-1], [-1])))

# tensordot_keyword_positional
a = torch.arange(4.0).reshape(2, 2)
show(torch.tensordot(a, a, 1), torch.tensordot(a, b=a, dims=1))

# tensordot_size_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(4, 2), dims=([1], [0])))

# tensordot_len_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=([1], [0, 1])))

# tensordot_negative_error
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=-1))

# einsum_matmul
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
show(torch.einsum('ij,jk->ik', a, b))

# einsum_transpose_implicit
a = torch.arange(6.0).reshape(2, 3)
show(torch.einsum('ij->ji', a), torch.einsum('ji', a).shape)

# einsum_trace
s = torch.arange(9.0).reshape(3, 3)
show(torch.einsum('ii', s), torch.einsum('ii->', s))

# einsum_diagonal
s = torch.arange(9.0).reshape(3, 3)
show(torch.einsum('ii->i', s))

# einsum_batch_diagonal
x = torch.arange(18.0).reshape(2, 3, 3)
show(torch.einsum('bii->bi', x))

# einsum_sum_all
show(torch.einsum('ijk->', torch.ones(2, 3, 4)))

# einsum_sum_axis
a = torch.arange(6.0).reshape(2, 3)
show(torch.einsum('ij->i', a), torch.einsum('ij->j', a))

# einsum_outer
show(torch.einsum('i,j->ij', torch.tensor([1.0, 2.0]), torch.tensor([1.0, 10.0, 100.0])))

# einsum_dot
show(torch.einsum('i,i->', torch.tensor([1.0, 2.0, 3.0]), torch.tensor([4.0, 5.0, 6.0])))

# einsum_hadamard
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('ij,ij->ij', a, a))

# einsum_bmm
x = torch.arange(12.0).reshape(2, 2, 3)
y = torch.arange(12.0).reshape(2, 3, 2)
show(torch.einsum('bij,bjk->bik', x, y))

# einsum_ellipsis_leading
x = torch.arange(24.0).reshape(2, 3, 4)
show(torch.einsum('...ij->...ji', x).shape, torch.einsum('...j,j->...', x, torch.ones(4)))

# einsum_ellipsis_trailing
x = torch.arange(24.0).reshape(2, 3, 4)
show(torch.einsum('i...->...', x))

# einsum_ellipsis_broadcast
a = torch.ones(2, 1, 3)
b = torch.arange(12.0).reshape(4, 3)
show(torch.einsum('...k,nk->...n', a, b).shape)

# einsum_attention_scores
q = torch.arange(12.0).reshape(1, 2, 3, 2) / 10
k = torch.ones(1, 2, 4, 2)
show(torch.einsum('bhqd,bhkd->bhqk', q, k).shape, torch.einsum('bhqd,bhkd->bhqk', q, k)[0, 1])

# einsum_spaces
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum(' ij , jk -> ik ', a, a))

# einsum_list_operands
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('ij,jk', [a, a]))

# einsum_three_operands
a = torch.ones(2, 3)
b = torch.ones(3, 4)
c = torch.arange(4.0)
show(torch.einsum('ij,jk,k->i', a, b, c))

# einsum_bilinear
x = torch.tensor([[1.0, 2.0]])
A = torch.arange(8.0).reshape(2, 2, 2)
y = torch.tensor([[1.0, -1.0]])
show(torch.einsum('bn,anm,bm->ba', x, A, y))

# einsum_repeated_across_operands_diag
a = torch.arange(4.0).reshape(2, 2)
show(torch.einsum('ii,i->i', a, torch.tensor([10.0, 20.0])))

# einsum_uppercase
show(torch.einsum('Ab,bC->AC', torch.ones(2, 3), torch.ones(3, 1)))

# einsum_int_no_contraction
a = torch.tensor([[1, 2], [3, 4]])
show(torch.einsum('ii->i', a), torch.einsum('ij->', a), torch.einsum('i,j->ij', torch.tensor([1, 2]), torch.tensor([3, 4])))

# einsum_float64
a = torch.tensor([0.1, 0.2], dtype=torch.float64)
r = torch.einsum('i,i->', a, a)
show(r, r.dtype)

# einsum_errors_operand_count
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 2)))

# einsum_errors_dims
attempt(lambda: torch.einsum('ijk->i', torch.ones(2, 2)))

# einsum_errors_size
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(2, 2)))

# einsum_errors_output_unknown
attempt(lambda: torch.einsum('ij->k', torch.ones(2, 2)))

# einsum_errors_output_repeat
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# einsum_errors_bad_char
attempt(lambda: torch.einsum('i1->i', torch.ones(2, 2)))

# einsum_sublist
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(3.0)
show(torch.einsum(a, [0, 1], b, [1], [0]))

# kron_2d
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.kron(a, torch.eye(2)))

# kron_1d
show(torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10, 100])))

# kron_mixed_rank
show(torch.kron(torch.tensor([1.0, 2.0]), torch.ones(2, 2)))

# kron_method_int_float
r = torch.tensor([[1, 2]]).kron(torch.tensor([[0.5], [1.5]]))
show(r, r.dtype)

# kron_3d_shape
show(torch.kron(torch.ones(2, 1, 3), torch.ones(1, 2, 2)).shape)

# kron_0d
show(torch.kron(torch.tensor(3.0), torch.tensor([1.0, 2.0])))

# cross_linalg_basic
a = torch.tensor([1.0, 0.0, 0.0])
b = torch.tensor([0.0, 1.0, 0.0])
show(torch.linalg.cross(a, b), torch.linalg.cross(b, a))

# cross_torch_dim
a = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
show(torch.cross(a, b, dim=1), torch.cross(a, b, dim=-1))

# cross_dim0_columns
a = torch.arange(6.0).reshape(3, 2)
b = torch.ones(3, 2)
show(torch.cross(a, b, dim=0))

# cross_linalg_broadcast
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
b = torch.tensor([[0.0, 1.0, 0.0]])
show(torch.linalg.cross(a, b))
attempt(lambda: torch.linalg.cross(a, b[0]))

# cross_int
r = torch.linalg.cross(torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6]))
show(r, r.dtype)

# cross_method
show(torch.tensor([0.0, 0.0, 2.0]).cross(torch.tensor([2.0, 0.0, 0.0]), dim=0))

# cross_errors
attempt(lambda: torch.linalg.cross(torch.ones(2), torch.ones(2)))
attempt(lambda: torch.linalg.cross(torch.ones(3, 2), torch.ones(3, 2)))
attempt(lambda: torch.linalg.cross(torch.ones(2, 3), torch.ones(4, 3)))

# cross_dim_kw
a = torch.arange(6.0).reshape(3, 2)
show(torch.linalg.cross(a, torch.ones(3, 2), dim=0))

# vecdot_basic
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
show(torch.linalg.vecdot(x, torch.tensor([1.0, 0.0, -1.0])))

# vecdot_dim
x = torch.arange(6.0).reshape(2, 3)
show(torch.linalg.vecdot(x, x, dim=0))

# vecdot_int
attempt(lambda: torch.linalg.vecdot(torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6])))

# vecdot_errors
attempt(lambda: torch.linalg.vecdot(torch.ones(3), torch.ones(4)))
attempt(lambda: torch.linalg.vecdot(torch.ones(3), torch.ones(3, dtype=torch.float64)))

# multi_dot_three
a = torch.ones(2, 3)
b = torch.arange(12.0).reshape(3, 4)
c = torch.ones(4, 1)
show(torch.linalg.multi_dot([a, b, c]))

# multi_dot_vectors
v = torch.tensor([1.0, 2.0])
m = torch.tensor([[1.0, 0.0], [0.0, 2.0]])
show(torch.linalg.multi_dot([v, m, v]), torch.linalg.multi_dot([m, v]))

# multi_dot_two_and_tuple
m = torch.tensor([[1.0, 1.0], [0.0, 1.0]])
show(torch.linalg.multi_dot((m, m)))

# multi_dot_errors
attempt(lambda: torch.linalg.multi_dot([torch.ones(2, 2)]))
attempt(lambda: torch.linalg.multi_dot([torch.ones(2, 3), torch.ones(2, 3)]))
attempt(lambda: torch.linalg.multi_dot([torch.ones(2, 2, 2), torch.ones(2, 2)]))

# chain_matmul
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.chain_matmul(a, a, torch.eye(2)), torch.chain_matmul(a))

# matrix_power_basic
m = torch.tensor([[1.0, 1.0], [1.0, 0.0]])
show(torch.matrix_power(m, 5), torch.linalg.matrix_power(m, 2))

# matrix_power_zero_one
m = torch.tensor([[2.0, 3.0], [4.0, 5.0]])
show(torch.matrix_power(m, 0), m.matrix_power(1))

# matrix_power_batched
m = torch.stack([torch.eye(2) * 2, torch.tensor([[0.0, 1.0], [1.0, 0.0]])])
show(torch.matrix_power(m, 3))

# matrix_power_int
m = torch.tensor([[1, 1], [1, 0]])
show(torch.matrix_power(m, 0), torch.matrix_power(m, 1))

# matrix_power_errors
attempt(lambda: torch.matrix_power(torch.ones(2, 3), 2))
attempt(lambda: torch.matrix_power(torch.ones(3), 2))

# trace_float
show(torch.trace(torch.arange(9.0).reshape(3, 3)))

# trace_nonsquare
show(torch.trace(torch.arange(6.0).reshape(2, 3)), torch.arange(6.0).reshape(3, 2).trace())

# trace_int_dtype
r = torch.trace(torch.tensor([[1, 2], [3, 4]], dtype=torch.int32))
show(r, r.dtype)

# trace_bool
r = torch.eye(3, dtype=torch.bool).diagonal().sum()
show(r, r.dtype)

# trace_empty
show(torch.trace(torch.ones(0, 3)))

# trace_errors
attempt(lambda: torch.trace(torch.ones(3)))
attempt(lambda: torch.trace(torch.ones(2, 2, 2)))

# diag_vector_to_matrix
show(torch.diag(torch.tensor([1.0, 2.0, 3.0])))

# diag_vector_offsets
v = torch.tensor([1, 2])
show(torch.diag(v, 1), torch.diag(v, diagonal=-2))

# diag_matrix_to_vector
m = torch.arange(12.0).reshape(3, 4)
show(torch.diag(m), torch.diag(m, 1), torch.diag(m, -1), torch.diag(m, 3))

# diag_out_of_range
m = torch.arange(6.0).reshape(2, 3)
show(torch.diagonal(m, 5).clone(), torch.diagonal(m, -4).clone())

# diag_method
show(torch.tensor([[1, 2], [3, 4]]).diag())

# diag_is_copy
m = torch.zeros(2, 2)
d = torch.diag(m)
d[0] = 5.0
show(m)

# diag_errors
attempt(lambda: diag_2x(torch.ones(2, 2, 2)))
attempt(lambda: diag_2x(torch.tensor(1.0)))

# diagonal_basic
m = torch.arange(9.0).reshape(3, 3)
show(torch.diagonal(m), torch.diagonal(m, offset=1), torch.diagonal(m, -2))

# diagonal_view_writes
m = torch.zeros(3, 3)
m.diagonal().fill_(1.0)
m.diagonal(1).add_(2.0)
show(m)

# diagonal_3d_dims
x = torch.arange(24.0).reshape(2, 3, 4)
show(torch.diagonal(x, dim1=1, dim2=2), torch.diagonal(x, 0, 0, 2))

# diagonal_negative_dims
x = torch.arange(8.0).reshape(2, 2, 2)
show(x.diagonal(dim1=-1, dim2=-2), x.diagonal(offset=1, dim1=0, dim2=-1))

# diagonal_linalg
x = torch.arange(18.0).reshape(2, 3, 3)
show(torch.linalg.diagonal(x), torch.linalg.diagonal(x, offset=-1))

# diagonal_empty_offset
m = torch.ones(2, 2)
show(torch.diagonal(m, 3), torch.diagonal(m, 3).shape)

# diagonal_errors
attempt(lambda: torch.diagonal(torch.ones(2, 2), dim1=0, dim2=0))
attempt(lambda: torch.diagonal(torch.ones(2, 2), dim1=0, dim2=2))
attempt(lambda: torch.diagonal(torch.ones(3)))

# diagonal_stride
m = torch.arange(16.0).reshape(4, 4)
show(m.diagonal().stride(), m.diagonal(1).storage_offset(), m.diagonal().is_contiguous())

# diag_embed_basic
show(torch.diag_embed(torch.tensor([1.0, 2.0])))

# diag_embed_batched
x = torch.tensor([[1, 2], [3, 4]])
show(torch.diag_embed(x), torch.diag_embed(x).shape)

# diag_embed_offset
show(torch.diag_embed(torch.tensor([1.0, 2.0]), offset=1), torch.diag_embed(torch.tensor([1.0, 2.0]), -1).shape)

# diag_embed_dims
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.diag_embed(x, dim1=0, dim2=2))

# diag_embed_method_error
show(torch.tensor([5.0]).diag_embed())
attempt(lambda: torch.diag_embed(torch.ones(2), dim1=0, dim2=0))

# diagflat_basic
show(torch.diagflat(torch.tensor([1.0, 2.0])))

# diagflat_2d_input
show(torch.diagflat(torch.tensor([[1, 2], [3, 4]])))

# diagflat_offset
show(torch.diagflat(torch.tensor([7.0, 8.0]), 1), torch.diagflat(torch.tensor([7.0]), offset=-2))

# tril_basic
m = torch.arange(1.0, 10.0).reshape(3, 3)
show(torch.tril(m), torch.triu(m))

# tril_offsets
m = torch.arange(1.0, 13.0).reshape(3, 4)
show(torch.tril(m, 1), torch.tril(m, diagonal=-1))

# triu_offsets
m = torch.arange(1.0, 13.0).reshape(3, 4)
show(torch.triu(m, 2), torch.triu(m, -1))

# tril_large_offsets
m = torch.ones(2, 3)
show(torch.tril(m, 10), torch.tril(m, -10), torch.triu(m, 5), torch.triu(m, -5))

# tril_batched
x = torch.ones(2, 3, 3)
show(torch.tril(x)[1], torch.triu(x, 1).sum())

# tril_inplace_method
m = torch.ones(3, 3)
m.tril_()
show(m)
n = torch.ones(3, 3)
n.triu_(1)
show(n, torch.ones(2, 2).tril(-1))

# tril_int_bool
show(torch.tril(torch.ones(3, 3, dtype=torch.long)), torch.triu(torch.ones(2, 3, dtype=torch.bool)))

# tril_causal_mask
T = 4
mask = torch.tril(torch.ones(T, T, dtype=torch.bool))
scores = torch.zeros(T, T).masked_fill(~mask, float('-inf'))
show(torch.softmax(scores, dim=-1))

# tril_empty
show(torch.tril(torch.ones(0, 3)), torch.triu(torch.ones(2, 0)).shape)

# tril_errors
attempt(lambda: tri_2x(torch.tril, 'tril', torch.ones(3)))
attempt(lambda: tri_2x(torch.triu, 'triu', torch.tensor(1.0)))

# tril_noncontiguous
m = torch.arange(9.0).reshape(3, 3).t()
show(torch.tril(m), torch.triu(m[:, 1:]))

# tril_indices
show(torch.tril_indices(3, 3), torch.triu_indices(3, 3, 1))

# tril_indices_offset_rect
show(torch.tril_indices(2, 4, offset=1), torch.triu_indices(4, 2, offset=-1))

# vector_norm_default
x = torch.tensor([3.0, -4.0])
show(torch.linalg.vector_norm(x), torch.linalg.norm(x))

# vector_norm_orders
x = torch.tensor([1.0, -2.0, 0.0, 4.0])
show(torch.linalg.vector_norm(x, 1), torch.linalg.vector_norm(x, float('inf')), torch.linalg.vector_norm(x, -float('inf')), torch.linalg.vector_norm(x, 0))

# vector_norm_fractional
x = torch.tensor([1.0, 4.0, 9.0])
show(torch.linalg.vector_norm(x, 0.5), torch.linalg.vector_norm(x, 3), torch.linalg.vector_norm(x, -1))

# vector_norm_dim_keepdim
x = torch.arange(6.0).reshape(2, 3)
show(torch.linalg.vector_norm(x, dim=1), torch.linalg.vector_norm(x, ord=1, dim=0, keepdim=True))

# vector_norm_tuple_dim
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.vector_norm(x, dim=(0, 2)), torch.linalg.vector_norm(x, dim=(-1, -2)))

# vector_norm_matrix_flattens
x = torch.tensor([[1.0, 2.0], [2.0, 4.0]])
show(torch.linalg.vector_norm(x))

# vector_norm_dtype
x = torch.tensor([1.0, 2.0], dtype=torch.float16)
r = torch.linalg.vector_norm(x, dtype=torch.float32)
show(r, r.dtype, torch.linalg.vector_norm(x))

# vector_norm_float64
x = torch.tensor([1e-200, 1e-200], dtype=torch.float64)
show(torch.linalg.vector_norm(x))

# vector_norm_int_error
attempt(lambda: torch.linalg.vector_norm(torch.tensor([3, 4])))

# vector_norm_empty
show(torch.linalg.vector_norm(torch.ones(0)), torch.linalg.vector_norm(torch.ones(0), 1))
attempt(lambda: torch.linalg.vector_norm(torch.ones(0), float('inf')))

# matrix_norm_fro
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.linalg.matrix_norm(m), torch.linalg.norm(m))

# matrix_norm_orders
m = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
show(torch.linalg.matrix_norm(m, 1), torch.linalg.matrix_norm(m, -1), torch.linalg.matrix_norm(m, float('inf')), torch.linalg.matrix_norm(m, -float('inf')))

# matrix_norm_batched
x = torch.arange(8.0).reshape(2, 2, 2)
show(torch.linalg.matrix_norm(x), torch.linalg.matrix_norm(x, ord=1, keepdim=True).shape)

# matrix_norm_dim
x = torch.arange(12.0).reshape(2, 3, 2)
show(torch.linalg.matrix_norm(x, dim=(0, 2)))

# matrix_norm_errors
attempt(lambda: torch.linalg.matrix_norm(torch.ones(3)))
attempt(lambda: torch.linalg.matrix_norm(torch.ones(2, 2), ord=3))
attempt(lambda: torch.linalg.matrix_norm(torch.ones(2, 2, dtype=torch.long)))

# linalg_norm_ord_dims
m = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
show(torch.linalg.norm(m, 'fro'), torch.linalg.norm(m, float('inf')), torch.linalg.norm(m, 1, dim=1))

# linalg_norm_errors
attempt(lambda: torch.linalg.norm(torch.ones(2, 2, 2), 'fro'))
attempt(lambda: torch.linalg.norm(torch.ones(3), 'fro'))

# torch_norm_legacy
x = torch.tensor([[3.0, 4.0], [6.0, 8.0]])
show(torch.norm(x), torch.norm(x, dim=1), torch.norm(x, p=1), x.norm(p='fro'))

# torch_norm_p_inf_keepdim
x = torch.tensor([[3.0, -4.0], [6.0, 8.0]])
show(torch.norm(x, p=float('inf'), dim=0), x.norm(2, 1, True))

# cdist_basic
a = torch.tensor([[0.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[3.0, 4.0], [0.0, 1.0], [1.0, 1.0]])
show(torch.cdist(a, b))

# cdist_p1_pinf
a = torch.tensor([[0.0, 0.0], [1.0, 2.0]])
b = torch.tensor([[3.0, -4.0]])
show(torch.cdist(a, b, p=1), torch.cdist(a, b, p=float('inf')))

# cdist_p0
a = torch.tensor([[0.0, 1.0, 2.0]])
b = torch.tensor([[0.0, 1.0, 5.0], [1.0, 2.0, 3.0]])
show(torch.cdist(a, b, p=0))

# cdist_p3
a = torch.tensor([[0.0, 0.0]])
b = torch.tensor([[1.0, 2.0]])
show(torch.cdist(a, b, p=3))

# cdist_batched
a = torch.arange(12.0).reshape(2, 3, 2)
b = torch.zeros(2, 1, 2)
show(torch.cdist(a, b))

# cdist_errors
attempt(lambda: torch.cdist(torch.ones(3), torch.ones(2, 3)))
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 4)))
attempt(lambda: torch.cdist(torch.ones(2, 3, dtype=torch.long), torch.ones(2, 3, dtype=torch.long)))
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 3), p=-1))

# dist_basic
show(torch.dist(torch.tensor([1.0, 2.0]), torch.tensor([4.0, 6.0])), torch.dist(torch.zeros(3), torch.ones(3), p=1))

# pairwise_sq_dist_by_matmul
x = torch.tensor([[0.0, 0.0], [1.0, 0.0], [0.0, 2.0]])
sq = (x * x).sum(1)
d = sq.unsqueeze(1) - 2 * x @ x.t() + sq.unsqueeze(0)
show(d)

# gram_matrix
f = torch.arange(6.0).reshape(1, 2, 3)
show(torch.bmm(f, f.transpose(1, 2)) / 6)

# projection_onto_vector
v = torch.tensor([3.0, 4.0])
u = torch.tensor([1.0, 0.0])
show((v @ u) / (u @ u) * u)

# cosine_similarity_manual
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
an = a / torch.linalg.vector_norm(a, dim=1, keepdim=True)
show(an @ an.T)

# power_iteration_steps
A = torch.tensor([[2.0, 0.0], [0.0, 1.0]])
v = torch.tensor([1.0, 1.0])
for _ in range(3):
    v = A @ v
    v = v / torch.linalg.vector_norm(v)
show(v, v @ A @ v)

# rotation_matrix_compose
c, s = 0.0, 1.0
R = torch.tensor([[c, -s], [s, c]])
show(R @ R, torch.linalg.matrix_power(R, 4))

# batched_quadratic_form
x = torch.tensor([[1.0, 2.0], [0.0, 1.0]])
A = torch.tensor([[2.0, 0.0], [0.0, 3.0]])
show(torch.einsum('bi,ij,bj->b', x, A, x), ((x @ A) * x).sum(-1))
