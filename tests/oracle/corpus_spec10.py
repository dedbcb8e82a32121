# Twin of tests/golden/corpus_spec10.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
S = torch.special


def attempt(fn):
    cuda_repr.attempt(fn)

# cr_bessel_j0_values
x = torch.tensor([0.0, 1e-06, 0.5, 1.0, 2.404825557695773, 4.9, 5.0, 5.1, 10.0, 100.0, -3.0])
show(S.bessel_j0(x))

# cr_bessel_j1_values
show(S.bessel_j1(x))

# cr_bessel_y0_values
show(S.bessel_y0(torch.tensor([0.0, 0.1, 0.89357696627916752, 1.0, 5.0, 7.5, 50.0, -1.0])))

# cr_bessel_y1_values
show(S.bessel_y1(torch.tensor([0.0, 0.1, 1.0, 2.1971413260310170, 5.0, 7.5, 50.0, -1.0])))

# cr_modified_bessel_i
m = torch.tensor([0.0, 0.25, 1.0, 7.9, 8.0, 8.1, 20.0, 80.0, -2.0])
show(S.modified_bessel_i0(m))
show(S.modified_bessel_i1(m))

# cr_modified_bessel_k
k = torch.tensor([0.0, 0.01, 1.0, 2.0, 2.5, 10.0, 100.0, 800.0, -1.0])
show(S.modified_bessel_k0(k))
show(S.modified_bessel_k1(k))

# cr_scaled_modified_bessel_k
show(S.scaled_modified_bessel_k0(k))
show(S.scaled_modified_bessel_k1(k))

# cr_spherical_bessel_j0
show(S.spherical_bessel_j0(torch.tensor([0.0, 0.1, 0.49, 0.5, 1.0, 3.141592653589793, 10.0, -2.0])))

# cr_airy_ai
show(S.airy_ai(torch.tensor([0.0, 1.0, 2.0, 2.09, 5.0, 8.4, 50.0, 110.0, -1.0, -2.0, -2.5, -10.0, -100.0])))

# cr_bessel_infinities_nan
e = torch.tensor([float('inf'), float('-inf'), float('nan')])
show(S.bessel_j0(e), S.bessel_j1(e))
show(S.bessel_y0(e), S.bessel_y1(e))
show(S.modified_bessel_i0(e), S.modified_bessel_i1(e))
show(S.modified_bessel_k0(e), S.modified_bessel_k1(e))
show(S.scaled_modified_bessel_k0(e), S.scaled_modified_bessel_k1(e))
show(S.spherical_bessel_j0(e), S.airy_ai(e))

# cr_bessel_float64
d = torch.tensor([0.3, 1.7, 6.2, 25.0, 3.0e3], dtype=torch.float64)
show(S.bessel_j0(d), S.bessel_j1(d))
show(S.bessel_y0(d), S.bessel_y1(d))
show(S.modified_bessel_i0(d), S.modified_bessel_i1(d))
show(S.modified_bessel_k0(d), S.modified_bessel_k1(d))
show(S.scaled_modified_bessel_k0(d), S.scaled_modified_bessel_k1(d))
show(S.spherical_bessel_j0(d), S.airy_ai(d - 3))

# cr_bessel_float64_full_precision
torch.set_printoptions(precision=15)
show(S.bessel_j0(d), S.bessel_y1(d), S.modified_bessel_k1(d), S.airy_ai(-d))
torch.set_printoptions(precision=4)

# cr_bessel_integer_input
i = torch.tensor([0, 1, 2, 3])
show(S.bessel_j0(i), S.modified_bessel_i1(i))
show(S.bessel_y0(torch.tensor([True, False])))

# cr_bessel_2d
g = torch.linspace(0.5, 6, 6).reshape(2, 3)
show(S.bessel_j1(g), S.modified_bessel_k0(g.t()))

# cr_bessel_out
o = torch.empty(3)
S.bessel_j1(torch.tensor([0.5, 1.0, 2.0]), out=o)
show(o)

# cr_bessel_keyword
show(S.bessel_y1(input=torch.tensor([1.0, 2.0])))

# cr_bessel_half_error
attempt(lambda: S.bessel_j0(torch.tensor([1.0, 2.0], dtype=torch.float16)))

# cr_bessel_bfloat16_error
attempt(lambda: S.modified_bessel_k1(torch.tensor([1.0], dtype=torch.bfloat16)))

# cr_bessel_out_long_error
attempt(lambda: S.bessel_j0(torch.tensor([1.0]), out=torch.empty(1, dtype=torch.int64)))

# cr_chebyshev_t
c = torch.tensor([-1.0, -0.5, 0.0, 0.3, 1.0, 1.5, -2.0])
show(S.chebyshev_polynomial_t(c, 0), S.chebyshev_polynomial_t(c, 1))
show(S.chebyshev_polynomial_t(c, 3), S.chebyshev_polynomial_t(c, 7))

# cr_chebyshev_u
show(S.chebyshev_polynomial_u(c, 2), S.chebyshev_polynomial_u(c, 9))

# cr_chebyshev_v
show(S.chebyshev_polynomial_v(c, 2), S.chebyshev_polynomial_v(c, 9))

# cr_chebyshev_w
show(S.chebyshev_polynomial_w(c, 2), S.chebyshev_polynomial_w(c, 9))

# cr_shifted_chebyshev
s = torch.tensor([0.0, 0.25, 0.5, 0.9, 1.0, 1.5, -0.5])
show(S.shifted_chebyshev_polynomial_t(s, 3), S.shifted_chebyshev_polynomial_t(s, 8))
show(S.shifted_chebyshev_polynomial_u(s, 3), S.shifted_chebyshev_polynomial_u(s, 8))
show(S.shifted_chebyshev_polynomial_v(s, 3), S.shifted_chebyshev_polynomial_v(s, 8))
show(S.shifted_chebyshev_polynomial_w(s, 3), S.shifted_chebyshev_polynomial_w(s, 8))

# cr_hermite
h = torch.tensor([-2.0, -0.5, 0.0, 0.5, 1.0, 3.0])
show(S.hermite_polynomial_h(h, 0), S.hermite_polynomial_h(h, 1), S.hermite_polynomial_h(h, 5))
show(S.hermite_polynomial_he(h, 0), S.hermite_polynomial_he(h, 1), S.hermite_polynomial_he(h, 5))

# cr_laguerre
l = torch.tensor([0.0, 0.5, 1.0, 2.0, 10.0, -1.0])
show(S.laguerre_polynomial_l(l, 0), S.laguerre_polynomial_l(l, 1), S.laguerre_polynomial_l(l, 4))

# cr_legendre
p = torch.tensor([-1.0, -0.5, 0.0, 0.3, 1.0, 2.0])
show(S.legendre_polynomial_p(p, 0), S.legendre_polynomial_p(p, 2), S.legendre_polynomial_p(p, 5))

# cr_polynomial_tensor_n
n = torch.tensor([0, 1, 2, 3, 4])
show(S.chebyshev_polynomial_t(torch.tensor(0.4), n), S.hermite_polynomial_h(torch.tensor(0.4), n))

# cr_polynomial_scalar_x
show(S.legendre_polynomial_p(0.5, n), S.laguerre_polynomial_l(2, n))

# cr_polynomial_broadcast
show(S.chebyshev_polynomial_u(torch.tensor([[0.1], [0.6], [1.2]]), torch.tensor([1, 4, 10])))

# cr_polynomial_large_n
show(S.chebyshev_polynomial_t(c, 100), S.chebyshev_polynomial_u(c, 1000))
show(S.legendre_polynomial_p(p, 200), S.hermite_polynomial_he(h, 60))
show(S.hermite_polynomial_h(h, 200), S.laguerre_polynomial_l(l, 500))

# cr_polynomial_negative_fractional_n
show(S.chebyshev_polynomial_t(c, -1), S.legendre_polynomial_p(p, 2.9))
show(S.hermite_polynomial_h(h, torch.tensor([-2.0, 0.5, 1.5, 2.99, 3.0, -0.5])))

# cr_polynomial_nonfinite_n
show(S.chebyshev_polynomial_t(c, float('inf')), S.legendre_polynomial_p(p, float('nan')))
show(S.laguerre_polynomial_l(l, torch.tensor([float('inf'), float('-inf'), float('nan'), 1.0, 2.0, 3.0])))

# cr_polynomial_nonfinite_x
q = torch.tensor([float('inf'), float('-inf'), float('nan')])
show(S.chebyshev_polynomial_t(q, 3), S.chebyshev_polynomial_w(q, 20), S.hermite_polynomial_he(q, 4))
show(S.shifted_chebyshev_polynomial_u(q, 2), S.laguerre_polynomial_l(q, 3), S.legendre_polynomial_p(q, 3))

# cr_polynomial_float64
x64 = torch.tensor([-0.7, 0.2, 0.95, 1.3], dtype=torch.float64)
show(S.chebyshev_polynomial_t(x64, 5), S.chebyshev_polynomial_v(x64, 12))
show(S.hermite_polynomial_h(x64, 6), S.laguerre_polynomial_l(x64, 7), S.legendre_polynomial_p(x64, 9))
show(S.shifted_chebyshev_polynomial_w(x64, 10), S.chebyshev_polynomial_t(x64, torch.tensor([2.0, 3.0, 4.0, 5.0])))

# cr_polynomial_promotion
show(S.chebyshev_polynomial_t(torch.tensor([1, 2]), torch.tensor([1, 2])))
show(S.hermite_polynomial_he(torch.tensor([0.5, 1.5]), torch.tensor([2, 3], dtype=torch.float64)).dtype)
show(S.legendre_polynomial_p(torch.tensor([0.5]), 2.5).dtype, S.legendre_polynomial_p(0.5, torch.tensor([2])).dtype)

# cr_polynomial_keywords
show(S.chebyshev_polynomial_t(x=torch.tensor([0.5, 2.0]), n=3), S.hermite_polynomial_h(torch.tensor([1.0]), n=torch.tensor([4])))

# cr_polynomial_out
po = torch.empty(3, dtype=torch.float64)
S.legendre_polynomial_p(torch.tensor([0.1, 0.2, 0.3]), 3, out=po)
show(po)

# cr_polynomial_half_error
attempt(lambda: S.chebyshev_polynomial_t(torch.tensor([0.5], dtype=torch.float16), 2))

# cr_polynomial_shape_error
attempt(lambda: S.laguerre_polynomial_l(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1, 2])))

# cr_polynomial_out_long_error
attempt(lambda: S.hermite_polynomial_h(torch.tensor([1.0]), 2, out=torch.empty(1, dtype=torch.int64)))
