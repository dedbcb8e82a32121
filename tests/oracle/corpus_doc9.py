# Twin of tests/golden/corpus_doc9.cst (its tensors live on cuda:0).
import math
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


# cr_torch_abs
show(torch.abs(torch.tensor([-1, -2, 3])))

# cr_torch_acos
a = torch.tensor([ 0.3348, -0.5889, 0.2005, -0.1584])
show(a)
show(torch.acos(a))

# cr_torch_acosh
a = torch.tensor([ 1.3192, 1.9915, 1.9674, 1.7151 ])
show(a)
show(torch.acosh(a))

# cr_torch_add
a = torch.tensor([ 0.0202, 1.0985, 1.3506, -0.6056])
show(a)
show(torch.add(a, 20))
b = torch.tensor([-0.9732, -0.3497, 0.6245, 0.4022])
show(b)
c = torch.tensor([[ 0.3743], [-1.7724], [-0.5811], [-0.8017]])
show(c)
show(torch.add(b, c, alpha=10))

# cr_torch_addcdiv
t = torch.tensor([[-0.775, -1.5725, -1.1871]])
t1 = torch.tensor([[-0.1535], [-2.6603], [2.103]])
t2 = torch.tensor([[-0.1387, 0.5493, -0.054]])
show(torch.addcdiv(t, t1, t2, value=0.1))

# cr_torch_addcmul
t = torch.tensor([[0.7749, -0.369, 0.6983]])
t1 = torch.tensor([[0.6921], [0.5555], [-0.4858]])
t2 = torch.tensor([[1.2035, 0.1147, 0.3656]])
show(torch.addcmul(t, t1, t2, value=0.1))

# cr_torch_all_1
a = torch.tensor([[False, True]])
show(a)
show(torch.all(a))
a = torch.arange(0, 3)
show(a)
show(torch.all(a))

# cr_torch_all_2
a = torch.tensor([[True, True], [True, False], [True, True], [True, True]])
show(a)
show(torch.all(a, dim=1))
show(torch.all(a, dim=0))

# cr_torch_allclose
show(torch.allclose(torch.tensor([10000., 1e-07]), torch.tensor([10000.1, 1e-08])))
show(torch.allclose(torch.tensor([10000., 1e-08]), torch.tensor([10000.1, 1e-09])))
show(torch.allclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')])))
show(torch.allclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')]), equal_nan=True))

# cr_torch_amax
a = torch.tensor([[ 0.8177, 1.4878, -0.2491, 0.9130], [-0.7158, 1.1775, 2.0992, 0.4817], [-0.0053, 0.0164, -1.3738, -0.0507], [ 1.9700, 1.1106, -1.0318, -1.0816]])
show(a)
show(torch.amax(a, 1))

# cr_torch_amin
a = torch.tensor([[ 0.6451, -0.4866, 0.2987, -1.3312], [-0.5744, 1.2980, 1.8397, -0.2713], [ 0.9128, 0.9214, -1.7268, -0.2995], [ 0.9023, 0.4853, 0.9075, -1.6165]])
show(a)
show(torch.amin(a, 1))

# cr_torch_aminmax
show(torch.aminmax(torch.tensor([1, -3, 5])))
# aminmax propagates NaNs
show(torch.aminmax(torch.tensor([1, -3, 5, torch.nan])))
t = torch.arange(10).view(2, 5)
show(t)
show(t.aminmax(dim=0, keepdim=True))

# cr_torch_any_1
a = torch.tensor([[False, True]])
show(a)
show(torch.any(a))
a = torch.arange(0, 3)
show(a)
show(torch.any(a))

# cr_torch_any_2
a = torch.tensor([[0.3673, 1.1953], [-1.2436, 1.0479], [0.3386, -0.9776], [1.3093, 0.9432]]) < 0
show(a)
show(torch.any(a, 1))
show(torch.any(a, 0))

# cr_torch_arange
show(torch.arange(5))
show(torch.arange(1, 4))
show(torch.arange(1, 2.5, 0.5))

# cr_torch_argmax_1
a = torch.tensor([[ 1.3398, 0.2663, -0.2686, 0.2450], [-0.7401, -0.8805, -0.3402, -1.1936], [ 0.4907, -1.3948, -1.0691, -0.3132], [-1.6092, 0.5419, -0.2993, 0.3195]])
show(a)
show(torch.argmax(a))

# cr_torch_argmax_2
a = torch.tensor([[ 1.3398, 0.2663, -0.2686, 0.2450], [-0.7401, -0.8805, -0.3402, -1.1936], [ 0.4907, -1.3948, -1.0691, -0.3132], [-1.6092, 0.5419, -0.2993, 0.3195]])
show(a)
show(torch.argmax(a, dim=1))

# cr_torch_argmin
a = torch.tensor([[ 0.1139, 0.2254, -0.1381, 0.3687], [ 1.0100, -1.1975, -0.0102, -0.4732], [-0.9240, 0.1207, -0.7506, -1.0213], [ 1.7809, -1.2960, 0.9384, 0.1438]])
show(a)
show(torch.argmin(a))
show(torch.argmin(a, dim=1))
show(torch.argmin(a, dim=1, keepdim=True))

# cr_torch_argsort
a = torch.tensor([[ 0.0785, 1.5267, -0.8521, 0.4065], [ 0.1598, 0.0788, -0.0745, -1.2700], [ 1.2208, 1.0722, -0.7064, 1.2564], [ 0.0669, -0.2318, -0.8229, -0.9280]])
show(a)
show(torch.argsort(a, dim=1))

# cr_torch_argwhere
t = torch.tensor([1, 0, 1])
show(torch.argwhere(t))
t = torch.tensor([[1, 0, 1], [0, 1, 1]])
show(torch.argwhere(t))

# cr_torch_as_tensor
a = [1, 2, 3]
t = torch.as_tensor(a)
show(t)
t[0] = -1
show(a, t)

# cr_torch_asarray
a = torch.tensor([1, 2, 3])
# Shares memory with tensor 'a'
b = torch.asarray(a)
show(a.data_ptr() == b.data_ptr())
# Forces memory copy
c = torch.asarray(a, copy=True)
show(a.data_ptr() == c.data_ptr())
a = torch.tensor([1, 2, 3]).float()
b = a + 2
show(b)
c = torch.asarray(b)
show(c)
t2 = torch.asarray([1, 2, 3], dtype=torch.float32)
show(t2)

# cr_torch_asin
a = torch.tensor([-0.5962, 1.4985, -0.4396, 1.4525])
show(a)
show(torch.asin(a))

# cr_torch_asinh
a = torch.tensor([ 0.1606, -1.4267, -1.0899, -1.0250 ])
show(a)
show(torch.asinh(a))

# cr_torch_atan
a = torch.tensor([ 0.2341, 0.2539, -0.6256, -0.6448])
show(a)
show(torch.atan(a))

# cr_torch_atan2
a = torch.tensor([ 0.9041, 0.0196, -0.3108, -2.4423])
show(a)
show(torch.atan2(a, torch.tensor([0.0357, -1.0036, -0.4593, -0.7069])))

# cr_torch_atanh
a = torch.tensor([ -0.9385, 0.2968, -0.8591, -0.1871 ])
show(a)
show(torch.atanh(a))

# cr_torch_atleast_1d
x = torch.arange(2)
show(x)
show(torch.atleast_1d(x))
x = torch.tensor(1.)
show(x)
show(torch.atleast_1d(x))
x = torch.tensor(0.5)
y = torch.tensor(1.)
show(torch.atleast_1d((x,y)))

# cr_torch_atleast_2d
x = torch.tensor(1.)
show(x)
show(torch.atleast_2d(x))
x = torch.arange(4).view(2,2)
show(x)
show(torch.atleast_2d(x))
x = torch.tensor(0.5)
y = torch.tensor(1.)
show(torch.atleast_2d((x,y)))

# cr_torch_atleast_3d
x = torch.tensor(0.5)
show(x)
show(torch.atleast_3d(x))
y = torch.arange(4).view(2,2)
show(y)
show(torch.atleast_3d(y))
x = torch.tensor(1).view(1, 1, 1)
show(x)
show(torch.atleast_3d(x))
x = torch.tensor(0.5)
y = torch.tensor(1.)
show(torch.atleast_3d((x,y)))

# cr_torch_bincount
input = torch.tensor([2, 6, 3, 1, 3], dtype=torch.int64)
weights = torch.linspace(0, 1, steps=5)
show(input, weights)
show(torch.bincount(input))
show(input.bincount(weights))

# cr_torch_bitwise_and
show(torch.bitwise_and(torch.tensor([-1, -2, 3], dtype=torch.int8), torch.tensor([1, 0, 3], dtype=torch.int8)))
show(torch.bitwise_and(torch.tensor([True, True, False]), torch.tensor([False, True, False])))

# cr_torch_bitwise_left_shift
show(torch.bitwise_left_shift(torch.tensor([-1, -2, 3], dtype=torch.int8), torch.tensor([1, 0, 3], dtype=torch.int8)))

# cr_torch_bitwise_not
show(torch.bitwise_not(torch.tensor([-1, -2, 3], dtype=torch.int8)))

# cr_torch_bitwise_or
show(torch.bitwise_or(torch.tensor([-1, -2, 3], dtype=torch.int8), torch.tensor([1, 0, 3], dtype=torch.int8)))
show(torch.bitwise_or(torch.tensor([True, True, False]), torch.tensor([False, True, False])))

# cr_torch_bitwise_right_shift
show(torch.bitwise_right_shift(torch.tensor([-2, -7, 31], dtype=torch.int8), torch.tensor([1, 0, 3], dtype=torch.int8)))

# cr_torch_bitwise_xor
show(torch.bitwise_xor(torch.tensor([-1, -2, 3], dtype=torch.int8), torch.tensor([1, 0, 3], dtype=torch.int8)))
show(torch.bitwise_xor(torch.tensor([True, True, False]), torch.tensor([False, True, False])))

# cr_torch_block_diag
A = torch.tensor([[0, 1], [1, 0]])
B = torch.tensor([[3, 4, 5], [6, 7, 8]])
C = torch.tensor(7)
D = torch.tensor([1, 2, 3])
E = torch.tensor([[4], [5], [6]])
show(torch.block_diag(A, B, C, D, E))

# cr_torch_broadcast_shapes
show(torch.broadcast_shapes((2,), (3, 1), (1, 1, 1)))

# cr_torch_broadcast_tensors
x = torch.arange(3).view(1, 3)
y = torch.arange(2).view(2, 1)
a, b = torch.broadcast_tensors(x, y)
show(a.size())
show(a)

# cr_torch_broadcast_to
x = torch.tensor([1, 2, 3])
show(torch.broadcast_to(x, (3, 3)))

# cr_torch_bucketize
boundaries = torch.tensor([1, 3, 5, 7, 9])
show(boundaries)
v = torch.tensor([[3, 6, 9], [3, 6, 9]])
show(v)
show(torch.bucketize(v, boundaries))
show(torch.bucketize(v, boundaries, right=True))

# cr_torch_can_cast
show(torch.can_cast(torch.double, torch.float))
show(torch.can_cast(torch.float, torch.int))

# cr_torch_cartesian_prod
a = [1, 2, 3]
b = [4, 5]
tensor_a = torch.tensor(a)
tensor_b = torch.tensor(b)
show(torch.cartesian_prod(tensor_a, tensor_b))

# cr_torch_cat
x = torch.tensor([[ 0.6580, -1.0969, -0.4614], [-0.1034, -0.5790, 0.1497]])
show(x)
show(torch.cat((x, x, x), 0))
show(torch.cat((x, x, x), 1))

# cr_torch_ceil
a = torch.tensor([-0.6341, -1.4208, -1.0900, 0.5826])
show(a)
show(torch.ceil(a))

# cr_torch_chunk
show(torch.arange(11).chunk(6))
show(torch.arange(12).chunk(6))
show(torch.arange(13).chunk(6))

# cr_torch_clamp
a = torch.tensor([-1.7120, 0.1734, -0.0478, -0.0922])
show(a)
show(torch.clamp(a, min=-0.5, max=0.5))
min = torch.linspace(-1, 1, steps=4)
show(torch.clamp(a, min=min))

# cr_torch_column_stack
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
show(torch.column_stack((a, b)))
a = torch.arange(5)
b = torch.arange(10).reshape(5, 2)
show(torch.column_stack((a, b, b)))

# cr_torch_combinations
a = [1, 2, 3]
tensor_a = torch.tensor(a)
show(torch.combinations(tensor_a))
show(torch.combinations(tensor_a, r=3))
show(torch.combinations(tensor_a, with_replacement=True))

# cr_torch_copysign
a = torch.tensor([-1.2557, -0.0026, -0.5387, 0.4740, -0.9244])
show(a)
show(torch.copysign(a, 1))
a = torch.tensor([[ 0.7079,  0.2778, -1.0249,  0.5719],
        [-0.0059, -0.2600, -0.4475, -1.3948],
        [ 0.3667, -0.9567, -2.5757, -0.1751],
        [ 0.2046, -0.0742,  0.2998, -0.1054]])
b = torch.tensor([ 0.2373,  0.3120,  0.3190, -1.1128])
show(torch.copysign(a, b))
a = torch.tensor([1.])
b = torch.tensor([-0.])
show(torch.copysign(a, b))

# cr_torch_corrcoef
x = torch.tensor([[0, 1, 2], [2, 1, 0]])
show(torch.corrcoef(x))
x = torch.tensor([[-0.2678, -0.0908, -0.3766, 0.2780], [-0.5812, 0.1535, 0.2387, 0.2350]])
show(x)
show(torch.corrcoef(x))
show(torch.corrcoef(x[0]))

# cr_torch_cos
a = torch.tensor([ 1.4309, 1.2706, -0.8562, 0.9796])
show(a)
show(torch.cos(a))

# cr_torch_cosh
a = torch.tensor([ 0.1632, 1.1835, -0.6979, -0.7325])
show(a)
show(torch.cosh(a))

# cr_torch_cosine_similarity
input1 = ((torch.arange(12800) * 37 % 101) / 50.0 - 1.0).reshape((100, 128))
input2 = ((torch.arange(12800) * 37 % 101) / 50.0 - 1.0).reshape((100, 128))
output = F.cosine_similarity(input1, input2)
show(output)

# cr_torch_count_nonzero
x = torch.zeros(3,3)
x[torch.tensor([[-0.0327, -0.1135, -1.0968], [0.3224, 0.8349, 0.782], [-0.9598, -0.0004, 1.5942]]) > 0.5] = 1
show(x)
show(torch.count_nonzero(x))
show(torch.count_nonzero(x, dim=0))

# cr_torch_cov
x = torch.tensor([[0, 2], [1, 1], [2, 0]]).T
show(x)
show(torch.cov(x))
show(torch.cov(x, correction=0))
fw = torch.tensor([1, 6, 9])
show(fw)
aw = torch.tensor([0.4282, 0.0255, 0.4144])
show(aw)
show(torch.cov(x, fweights=fw, aweights=aw))

# cr_torch_cummax
a = torch.tensor([-0.3449, -1.5447, 0.0685, -1.5104, -1.1706, 0.2259, 1.4696, -1.3284, 1.9946, -0.8209])
show(a)
show(torch.cummax(a, dim=0))

# cr_torch_cummin
a = torch.tensor([-0.2284, -0.6628, 0.0975, 0.2680, -1.3298, -0.4220, -0.3885, 1.1762, 0.9165, 1.6684])
show(a)
show(torch.cummin(a, dim=0))

# cr_torch_cumprod
a = torch.tensor([ 0.6001, 0.2069, -0.1919, 0.9792, 0.6727, 1.0062, 0.4126, -0.2129, -0.4206, 0.1968])
show(a)
show(torch.cumprod(a, dim=0))
a[5] = 0.0
show(torch.cumprod(a, dim=0))

# cr_torch_cumsum
a = torch.tensor([-0.8286, -0.4890, 0.5155, 0.8443, 0.1865, -0.1752, -2.0595, 0.1850, -1.1571, -0.4243])
show(a)
show(torch.cumsum(a, dim=0))

# cr_torch_cumulative_trapezoid
# Cumulatively computes the trapezoidal rule in 1D, spacing is implicitly 1.
y = torch.tensor([1, 5, 10])
show(torch.cumulative_trapezoid(y))
# Computes the same trapezoidal rule directly up to each element to verify
show((1 + 5) / 2)
show((1 + 10 + 10) / 2)
# Cumulatively computes the trapezoidal rule in 1D with constant spacing of 2
# NOTE: the result is the same as before, but multiplied by 2
show(torch.cumulative_trapezoid(y, dx=2))
# Cumulatively computes the trapezoidal rule in 1D with arbitrary spacing
x = torch.tensor([1, 3, 6])
show(torch.cumulative_trapezoid(y, x))
# Computes the same trapezoidal rule directly up to each element to verify
show(((3 - 1) * (1 + 5)) / 2)
show(((3 - 1) * (1 + 5) + (6 - 3) * (5 + 10)) / 2)
# Cumulatively computes the trapezoidal rule for each row of a 3x3 matrix
y = torch.arange(9).reshape(3, 3)
show(torch.cumulative_trapezoid(y))
# Cumulatively computes the trapezoidal rule for each column of the matrix
show(torch.cumulative_trapezoid(y, dim=0))
# Cumulatively computes the trapezoidal rule for each row of a 3x3 ones matrix
#   with the same arbitrary spacing
y = torch.ones(3, 3)
x = torch.tensor([1, 3, 6])
show(torch.cumulative_trapezoid(y, x))
# Cumulatively computes the trapezoidal rule for each row of a 3x3 ones matrix
#   with different arbitrary spacing per row
y = torch.ones(3, 3)
x = torch.tensor([[1, 2, 3], [1, 3, 5], [1, 4, 7]])
show(torch.cumulative_trapezoid(y, x))

# cr_torch_deg2rad
a = torch.tensor([[180.0, -180.0], [360.0, -360.0], [90.0, -90.0]])
show(torch.deg2rad(a))

# cr_torch_diag_1
a = torch.tensor([ 0.5950,-0.0872, 2.3298])
show(a)
show(torch.diag(a))
show(torch.diag(a, 1))

# cr_torch_diag_2
a = torch.tensor([[-0.4264, 0.0255,-0.1064], [ 0.8795,-0.2429, 0.1374], [ 0.1029,-0.6482,-1.6300]])
show(a)
show(torch.diag(a, 0))
show(torch.diag(a, 1))

# cr_torch_diag_embed
a = torch.tensor([[-1.2163, 0.5791, -0.4758], [0.9594, 0.1574, 1.1811]])
show(torch.diag_embed(a))
show(torch.diag_embed(a, offset=1, dim1=0, dim2=2))

# cr_torch_diagflat
a = torch.tensor([-0.2956, -0.9068, 0.1695])
show(a)
show(torch.diagflat(a))
show(torch.diagflat(a, 1))
a = torch.tensor([-0.2956, -0.9068, 0.1695])
show(a)
show(torch.diagflat(a))

# cr_torch_diagonal
a = torch.tensor([[-1.0854, 1.1431, -0.1752], [ 0.8536, -0.0905, 0.0360], [ 0.6927, -0.3735, -0.4945]])
show(a)
show(torch.diagonal(a, 0))
show(torch.diagonal(a, 1))
x = ((torch.arange(80) * 37 % 101) / 50.0 - 1.0).reshape((2, 5, 4, 2))
show(torch.diagonal(x, offset=-1, dim1=1, dim2=2))

# cr_torch_diagonal_scatter
a = torch.zeros(3, 3)
show(a)
show(torch.diagonal_scatter(a, torch.ones(3), 0))
show(torch.diagonal_scatter(a, torch.ones(2), 1))

# cr_torch_diff
a = torch.tensor([1, 3, 2])
show(torch.diff(a))
b = torch.tensor([4, 5])
show(torch.diff(a, append=b))
c = torch.tensor([[1, 2, 3], [3, 4, 5]])
show(torch.diff(c, dim=0))
show(torch.diff(c, dim=1))

# cr_torch_div
x = torch.tensor([ 0.3810,  1.2774, -0.2972, -0.3719,  0.4637])
show(torch.div(x, 0.5))
a = torch.tensor([[-0.3711, -1.9353, -0.4605, -0.2917],
                  [ 0.1815, -1.0111,  0.9805, -1.5923],
                  [ 0.1062,  1.4581,  0.7759, -1.2344],
                  [-0.1830, -0.0313,  1.1908, -1.4757]])
b = torch.tensor([ 0.8032,  0.2930, -0.8113, -0.2308])
show(torch.div(a, b))
show(torch.div(a, b, rounding_mode='trunc'))
show(torch.div(a, b, rounding_mode='floor'))

# cr_torch_dsplit
t = torch.arange(16.0).reshape(2, 2, 4)
show(t)
show(torch.dsplit(t, 2))
show(torch.dsplit(t, [3, 6]))

# cr_torch_dstack
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
show(torch.dstack((a,b)))
a = torch.tensor([[1],[2],[3]])
b = torch.tensor([[4],[5],[6]])
show(torch.dstack((a,b)))

# cr_torch_eq
show(torch.eq(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 1], [4, 4]])))

# cr_torch_equal
show(torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])))

# cr_torch_exp
show(torch.exp(torch.tensor([0, math.log(2.)])))

# cr_torch_eye
show(torch.eye(3))

# cr_torch_flatten
t = torch.tensor([[[1, 2],
                   [3, 4]],
                  [[5, 6],
                   [7, 8]]])
show(torch.flatten(t))
show(torch.flatten(t, start_dim=1))

# cr_torch_flip
x = torch.arange(8).view(2, 2, 2)
show(x)
show(torch.flip(x, [0, 1]))

# cr_torch_fliplr
x = torch.arange(4).view(2, 2)
show(x)
show(torch.fliplr(x))

# cr_torch_flipud
x = torch.arange(4).view(2, 2)
show(x)
show(torch.flipud(x))

# cr_torch_float_power
a = torch.tensor([6, 4, 7, 1])
show(a)
show(torch.float_power(a, 2))
a = torch.arange(1, 5)
show(a)
exp = torch.tensor([2, -3, 4, -5])
show(exp)
show(torch.float_power(a, exp))

# cr_torch_floor
a = torch.tensor([-0.8166, 1.5308, -0.2530, -0.2091])
show(a)
show(torch.floor(a))

# cr_torch_floor_divide
a = torch.tensor([4.0, 3.0])
b = torch.tensor([2.0, 2.0])
show(torch.floor_divide(a, b))
show(torch.floor_divide(a, 1.4))

# cr_torch_fmax
a = torch.tensor([9.7, float('nan'), 3.1, float('nan')])
b = torch.tensor([-2.2, 0.5, float('nan'), float('nan')])
show(torch.fmax(a, b))

# cr_torch_fmin
a = torch.tensor([2.2, float('nan'), 2.1, float('nan')])
b = torch.tensor([-9.3, 0.1, float('nan'), float('nan')])
show(torch.fmin(a, b))

# cr_torch_fmod
show(torch.fmod(torch.tensor([-3., -2, -1, 1, 2, 3]), 2))
show(torch.fmod(torch.tensor([1, 2, 3, 4, 5]), -1.5))

# cr_torch_frac
show(torch.frac(torch.tensor([1, 2.5, -3.2])))

# cr_torch_frexp
x = torch.arange(9.)
mantissa, exponent = torch.frexp(x)
show(mantissa)
show(exponent)
show(torch.ldexp(mantissa, exponent))

# cr_torch_full
show(torch.full((2, 3), 3.141592))

# cr_torch_gather
t = torch.tensor([[1, 2], [3, 4]])
show(torch.gather(t, 1, torch.tensor([[0, 0], [1, 0]])))

# cr_torch_gcd
a = torch.tensor([5, 10, 15])
b = torch.tensor([3, 4, 5])
show(torch.gcd(a, b))
c = torch.tensor([3])
show(torch.gcd(a, c))

# cr_torch_ge
show(torch.ge(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 1], [4, 4]])))

# cr_torch_gradient
# Estimates the gradient of f(x)=x^2 at points [-2, -1, 2, 4]
coordinates = (torch.tensor([-2., -1., 1., 4.]),)
values = torch.tensor([4., 1., 1., 16.], )
show(torch.gradient(values, spacing = coordinates))
# Estimates the gradient of the R^2 -> R function whose samples are
# described by the tensor t. Implicit coordinates are [0, 1] for the outermost
# dimension and [0, 1, 2, 3] for the innermost dimension, and function estimates
# partial derivative for both dimensions.
t = torch.tensor([[1, 2, 4, 8], [10, 20, 40, 80]])
show(torch.gradient(t))
# A scalar value for spacing modifies the relationship between tensor indices
# and input coordinates by multiplying the indices to find the
# coordinates. For example, below the indices of the innermost
# 0, 1, 2, 3 translate to coordinates of [0, 2, 4, 6], and the indices of
# the outermost dimension 0, 1 translate to coordinates of [0, 2].
show(torch.gradient(t, spacing = 2.0))
# doubling the spacing between samples halves the estimated partial gradients.

# Estimates only the partial derivative for dimension 1
show(torch.gradient(t, dim = 1))
# When spacing is a list of scalars, the relationship between the tensor
# indices and input coordinates changes based on dimension.
# For example, below, the indices of the innermost dimension 0, 1, 2, 3 translate
# to coordinates of [0, 3, 6, 9], and the indices of the outermost dimension
# 0, 1 translate to coordinates of [0, 2].
show(torch.gradient(t, spacing = [3., 2.]))
# The following example is a replication of the previous one with explicit
# coordinates.
coords = (torch.tensor([0, 2]), torch.tensor([0, 3, 6, 9]))
show(torch.gradient(t, spacing = coords))

# cr_torch_gradient_forms
t = torch.tensor([[1, 2, 4, 8], [10, 20, 40, 80]])
show(torch.gradient(t, spacing=2, edge_order=2, dim=1))
show(torch.gradient(torch.arange(12.).reshape(3, 4) ** 2, spacing=[1.5, 2], edge_order=2))
show(torch.gradient(t, spacing=(torch.tensor([0,1,2,4.]),), dim=1, edge_order=2))
show(torch.gradient(t.double(), spacing=(torch.tensor([0.,3]), torch.tensor([0,1,2,4.])), edge_order=1))
show(torch.gradient(torch.tensor([1., 4, 9, 16, 25]), spacing=(torch.tensor([1., 2, 3.5, 4, 7]),), edge_order=2))
show(torch.gradient(t, dim=-1), torch.gradient(t, spacing=torch.tensor(2.)), torch.gradient(torch.tensor(3.)))
show(torch.gradient(t, dim=[1, 0]))
attempt(lambda: torch.gradient(t, edge_order=2))
attempt(lambda: torch.gradient(t, edge_order=3))
attempt(lambda: torch.gradient(t.float(), spacing=(torch.tensor([[0,1,2,4.]]),), dim=1))
attempt(lambda: torch.gradient(t, dim=(0,0)))
attempt(lambda: torch.gradient(t, dim=2))
attempt(lambda: torch.gradient(t, spacing=(torch.tensor([0,1,2.]),), dim=1))
attempt(lambda: torch.gradient(t, spacing='a'))
attempt(lambda: torch.gradient(t, spacing=[1, torch.tensor([1.])]))

# cr_torch_gt
show(torch.gt(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 1], [4, 4]])))

# cr_torch_heaviside
input = torch.tensor([-1.5, 0, 2.0])
values = torch.tensor([0.5])
show(torch.heaviside(input, values))
values = torch.tensor([1.2, -2.0, 3.5])
show(torch.heaviside(input, values))

# cr_torch_histc
show(torch.histc(torch.tensor([1., 2, 1]), bins=4, min=0, max=3))

# cr_torch_hsplit
t = torch.arange(16.0).reshape(4,4)
show(t)
show(torch.hsplit(t, 2))
show(torch.hsplit(t, [3, 6]))

# cr_torch_hstack
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
show(torch.hstack((a,b)))
a = torch.tensor([[1],[2],[3]])
b = torch.tensor([[4],[5],[6]])
show(torch.hstack((a,b)))

# cr_torch_hypot
a = torch.hypot(torch.tensor([4.0]), torch.tensor([3.0, 4.0, 5.0]))
show(a)

# cr_torch_index_select
x = torch.tensor([[ 0.1427, 0.0231, -0.5414, -1.0009], [-0.4664, 0.2647, -0.1228, -1.1068], [-1.1734, -0.6571, 0.7230, -0.6004]])
show(x)
indices = torch.tensor([0, 2])
show(torch.index_select(x, 0, indices))
show(torch.index_select(x, 1, indices))

# cr_torch_is_nonzero
show(torch.is_nonzero(torch.tensor([0.])))
show(torch.is_nonzero(torch.tensor([1.5])))
show(torch.is_nonzero(torch.tensor([False])))
show(torch.is_nonzero(torch.tensor([3])))
attempt(lambda: torch.is_nonzero(torch.tensor([1, 3, 5])))
attempt(lambda: torch.is_nonzero(torch.tensor([])))

# cr_torch_is_tensor
x=torch.tensor([1,2,3])
show(torch.is_tensor(x))

# cr_torch_isclose
show(torch.isclose(torch.tensor((1., 2, 3)), torch.tensor((1 + 1e-10, 3, 4))))
show(torch.isclose(torch.tensor((float('inf'), 4)), torch.tensor((float('inf'), 6)), rtol=.5))

# cr_torch_isfinite
show(torch.isfinite(torch.tensor([1, float('inf'), 2, float('-inf'), float('nan')])))

# cr_torch_isin
show(torch.isin(torch.tensor([[1, 2], [3, 4]]), torch.tensor([2, 3])))

# cr_torch_isinf
show(torch.isinf(torch.tensor([1, float('inf'), 2, float('-inf'), float('nan')])))

# cr_torch_isnan
show(torch.isnan(torch.tensor([1, float('nan'), 2])))

# cr_torch_isneginf
a = torch.tensor([-float('inf'), float('inf'), 1.2])
show(torch.isneginf(a))

# cr_torch_isposinf
a = torch.tensor([-float('inf'), float('inf'), 1.2])
show(torch.isposinf(a))

# cr_torch_kthvalue
x = torch.arange(1., 6.)
show(x)
show(torch.kthvalue(x, 4))
x=torch.arange(1.,7.).resize_(2,3)
show(x)
show(torch.kthvalue(x, 2, 0, True))

# cr_tensor_resize_forms
x = torch.arange(6.)
v = x[2:]
v.resize_(2, 2)
show(v, v.stride(), v.storage_offset())
y = torch.arange(4.)
z = y.view(2, 2)
y.resize_(3, 3)
show(y.shape, y[0, :2], z, y.stride())
w = torch.arange(6.).view(2, 3).t()
w.resize_(3, 2)
show(w, w.stride())
e = torch.arange(3.)
e.resize_(0, 3)
show(e.stride(), e)
k = torch.arange(1., 7.).resize_(2, 3)
show(k, torch.kthvalue(k, 2, 0, True))
g = torch.arange(4)
g.resize_((2, 2))
show(g)

# cr_torch_lcm
a = torch.tensor([5, 10, 15])
b = torch.tensor([3, 4, 5])
show(torch.lcm(a, b))
c = torch.tensor([3])
show(torch.lcm(a, c))

# cr_torch_ldexp
show(torch.ldexp(torch.tensor([1.]), torch.tensor([1])))
show(torch.ldexp(torch.tensor([1.0]), torch.tensor([1, 2, 3, 4])))

# cr_torch_le
show(torch.le(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 1], [4, 4]])))

# cr_torch_lerp
start = torch.arange(1., 5.)
end = torch.tensor([ 10., 10., 10., 10.])
show(start)
show(end)
show(torch.lerp(start, end, 0.5))
show(torch.lerp(start, end, torch.full_like(start, 0.5)))

# cr_torch_lgamma
a = torch.arange(0.5, 2, 0.5)
show(torch.lgamma(a))

# cr_torch_linspace
show(torch.linspace(3, 10, steps=5))
show(torch.linspace(-10, 10, steps=5))
show(torch.linspace(start=-10, end=10, steps=5))
show(torch.linspace(start=-10, end=10, steps=1))

# cr_torch_log
a = torch.tensor([0.2629, 0.1284, 0.2837, 0.4034, 0.7354]) * 5
show(a)
show(torch.log(a))

# cr_torch_log10
a = torch.tensor([ 0.5224, 0.9354, 0.7257, 0.1301, 0.2251])
show(a)
show(torch.log10(a))

# cr_torch_log1p
a = torch.tensor([-1.0090, -0.9923, 1.0249, -0.5372, 0.2492])
show(a)
show(torch.log1p(a))

# cr_torch_log2
a = torch.tensor([ 0.8419, 0.8003, 0.9971, 0.5287, 0.0490])
show(a)
show(torch.log2(a))

# cr_torch_logaddexp
show(torch.logaddexp(torch.tensor([-1.0]), torch.tensor([-1.0, -2, -3])))
show(torch.logaddexp(torch.tensor([-100.0, -200, -300]), torch.tensor([-1.0, -2, -3])))
show(torch.logaddexp(torch.tensor([1.0, 2000, 30000]), torch.tensor([-1.0, -2, -3])))

# cr_torch_logcumsumexp
a = torch.tensor([1.0237, -0.8214, 0.2052, -0.1342, -0.2734, 0.3867, 1.4753, 0.0059, -0.4622, 1.0852])
show(torch.logcumsumexp(a, dim=0))

# cr_torch_logical_and
show(torch.logical_and(torch.tensor([True, False, True]), torch.tensor([True, False, False])))
a = torch.tensor([0, 1, 10, 0], dtype=torch.int8)
b = torch.tensor([4, 0, 1, 0], dtype=torch.int8)
show(torch.logical_and(a, b))
show(torch.logical_and(a.double(), b.double()))
show(torch.logical_and(a.double(), b))
show(torch.logical_and(a, b, out=torch.tensor([0.4816, -0.1, -0.15, -0.7392], dtype=torch.bool)))

# cr_torch_logical_not
show(torch.logical_not(torch.tensor([True, False])))
show(torch.logical_not(torch.tensor([0, 1, -10], dtype=torch.int8)))
show(torch.logical_not(torch.tensor([0., 1.5, -10.], dtype=torch.double)))
show(torch.logical_not(torch.tensor([0., 1., -10.], dtype=torch.double), out=torch.tensor([0.3101, 0.5272, 0.3122], dtype=torch.int16)))

# cr_torch_logical_or
show(torch.logical_or(torch.tensor([True, False, True]), torch.tensor([True, False, False])))
a = torch.tensor([0, 1, 10, 0], dtype=torch.int8)
b = torch.tensor([4, 0, 1, 0], dtype=torch.int8)
show(torch.logical_or(a, b))
show(torch.logical_or(a.double(), b.double()))
show(torch.logical_or(a.double(), b))
show(torch.logical_or(a, b, out=torch.tensor([-0.2505, 1.0936, 1.0599, 0.902], dtype=torch.bool)))

# cr_torch_logical_xor
show(torch.logical_xor(torch.tensor([True, False, True]), torch.tensor([True, False, False])))
a = torch.tensor([0, 1, 10, 0], dtype=torch.int8)
b = torch.tensor([4, 0, 1, 0], dtype=torch.int8)
show(torch.logical_xor(a, b))
show(torch.logical_xor(a.double(), b.double()))
show(torch.logical_xor(a.double(), b))
show(torch.logical_xor(a, b, out=torch.tensor([1.0983, -1.0477, 1.3162, 0.599], dtype=torch.bool)))

# cr_torch_logspace
show(torch.logspace(start=-10, end=10, steps=5))
show(torch.logspace(start=0.1, end=1.0, steps=5))
show(torch.logspace(start=0.1, end=1.0, steps=1))
show(torch.logspace(start=2, end=2, steps=1, base=2))

# cr_torch_logsumexp
a = torch.tensor([[-0.0885, -0.0989, -1.0889], [0.9636, 2.1878, -0.7087], [-1.208, -0.5641, 0.6645]])
show(torch.logsumexp(a, 1))

# cr_torch_lt
show(torch.lt(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 1], [4, 4]])))

# cr_torch_masked_select
x = torch.tensor([[ 0.3552, -2.3825, -0.8297, 0.3477], [-1.2035, 1.2252, 0.5002, 0.6248], [ 0.1307, -2.0608, 0.1244, 2.0139]])
show(x)
mask = x.ge(0.5)
show(mask)
show(torch.masked_select(x, mask))

# cr_torch_max_1
a = torch.tensor([[ 0.6763, 0.7445, -2.2369]])
show(a)
show(torch.max(a))

# cr_torch_max_2
a = torch.tensor([[-1.2360, -0.2942, -0.1222, 0.8475], [ 1.1949, -1.1127, -2.2379, -0.6702], [ 1.5717, -0.9207, 0.1297, -1.8768], [-0.6172, 1.0036, -0.6060, -0.2432]])
show(a)
show(torch.max(a, 1))

# cr_torch_maximum
a = torch.tensor((1, 2, -1))
b = torch.tensor((3, 0, 4))
show(torch.maximum(a, b))

# cr_torch_mean_1
a = torch.tensor([[ 0.2294, -0.5481, 1.3288]])
show(a)
show(torch.mean(a))

# cr_torch_mean_2
a = torch.tensor([[-0.3841, 0.6320, 0.4254, -0.7384], [-0.9644, 1.0131, -0.6549, -1.4279], [-0.2951, -1.3350, -0.7694, 0.5600], [ 1.0842, -0.9580, 0.3623, 0.2343]])
show(a)
show(torch.mean(a, 1))
show(torch.mean(a, 1, True))

# cr_torch_median_1
a = torch.tensor([[ 1.5219, -1.5212, 0.2202]])
show(a)
show(torch.median(a))

# cr_torch_median_2
a = torch.tensor([[ 0.2505, -0.3982, -0.9948, 0.3518, -1.3131], [ 0.3180, -0.6993, 1.0436, 0.0438, 0.2270], [-0.2751, 0.7303, 0.2192, 0.3321, 0.2488], [ 1.0778, -1.9510, 0.7048, 0.4742, -0.7125]])
show(a)
show(torch.median(a, 1))

# cr_torch_meshgrid
x = torch.tensor([1, 2, 3])
y = torch.tensor([4, 5, 6])
grid_x, grid_y = torch.meshgrid(x, y, indexing='ij')
show(grid_x)
show(grid_y)
show(torch.equal(torch.cat(tuple(torch.dstack([grid_x, grid_y]))), torch.cartesian_prod(x, y)))
xs = torch.linspace(-5, 5, steps=100)
ys = torch.linspace(-5, 5, steps=100)
x, y = torch.meshgrid(xs, ys, indexing='xy')
z = torch.sin(torch.sqrt(x * x + y * y))
show(z.shape, z[0, :3], z[50, 48:52])

# cr_torch_min_1
a = torch.tensor([[ 0.6750, 1.0857, 1.7197]])
show(a)
show(torch.min(a))

# cr_torch_min_2
a = torch.tensor([[-0.6248, 1.1334, -1.1899, -0.2803], [-1.4644, -0.2635, -0.3651, 0.6134], [ 0.2457, 0.0384, 1.0128, 0.7015], [-0.1153, 2.9849, 2.1458, 0.5788]])
show(a)
show(torch.min(a, 1))

# cr_torch_minimum
a = torch.tensor((1, 2, -1))
b = torch.tensor((3, 0, 4))
show(torch.minimum(a, b))

# cr_torch_mode
a = torch.tensor([6, 5, 1, 0, 2])
show(a)
b = a + (((torch.arange(50) * 37 % 101) / 50.0 - 1.0).reshape((50, 1)) * 5).long()
show(torch.mode(b, 0).values)

# cr_torch_moveaxis
t = torch.tensor([[[-0.1774], [-0.3558]], [[-0.0205], [0.2242]], [[-1.4389], [0.1624]]])
show(t)
show(torch.moveaxis(t, 1, 0).shape)
show(torch.moveaxis(t, 1, 0))
show(torch.moveaxis(t, (1, 2), (0, 1)).shape)
show(torch.moveaxis(t, (1, 2), (0, 1)))

# cr_torch_movedim
t = torch.tensor([[[0.6424], [-1.6507]], [[-0.2479], [0.5809]], [[0.6663], [-0.7756]]])
show(t)
show(torch.movedim(t, 1, 0).shape)
show(torch.movedim(t, 1, 0))
show(torch.movedim(t, (1, 2), (0, 1)).shape)
show(torch.movedim(t, (1, 2), (0, 1)))

# cr_torch_msort
t = torch.tensor([[-0.1321, 0.4370, -1.2631, -1.1289], [-2.0527, -1.1250, 0.2275, 0.3077], [-0.0881, -0.1259, -0.5495, 1.0284]])
show(t)
show(torch.msort(t))

# cr_torch_mul
a = torch.tensor([ 0.2015, -0.4255, 2.6087])
show(a)
show(torch.mul(a, 100))
b = torch.tensor([[ 1.1207], [-0.3137], [ 0.0700], [ 0.8378]])
show(b)
c = torch.tensor([[ 0.5146, 0.1216, -0.5244, 2.2382]])
show(c)
show(torch.mul(b, c))

# cr_torch_nan_to_num
x = torch.tensor([float('nan'), float('inf'), -float('inf'), 3.14])
show(torch.nan_to_num(x))
show(torch.nan_to_num(x, nan=2.0))
show(torch.nan_to_num(x, nan=2.0, posinf=1.0))

# cr_torch_nanmean_1
x = torch.tensor([[torch.nan, 1, 2], [1, 2, 3]])
show(x.mean())
show(x.nanmean())
show(x.mean(dim=0))
show(x.nanmean(dim=0))

# cr_torch_nanmean_2
show(torch.tensor([torch.nan]).nanmean())

# cr_torch_nanmedian_1
a = torch.tensor([1, float('nan'), 3, 2])
show(a.median())
show(a.nanmedian())

# cr_torch_nanmedian_2
a = torch.tensor([[2, 3, 1], [float('nan'), 1, float('nan')]])
show(a)
show(a.median(0))
show(a.nanmedian(0))

# cr_torch_nanquantile
t = torch.tensor([float('nan'), 1, 2])
show(t.quantile(0.5))
show(t.nanquantile(0.5))
t = torch.tensor([[float('nan'), float('nan')], [1, 2]])
show(t)
show(t.nanquantile(0.5, dim=0))
show(t.nanquantile(0.5, dim=1))

# cr_torch_nansum_1
a = torch.tensor([1., 2., float('nan'), 4.])
show(torch.nansum(a))

# cr_torch_nansum_2
show(torch.nansum(torch.tensor([1., float("nan")])))
a = torch.tensor([[1, 2], [3., float("nan")]])
show(torch.nansum(a))
show(torch.nansum(a, dim=0))
show(torch.nansum(a, dim=1))

# cr_torch_narrow
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
show(torch.narrow(x, 0, 0, 2))
show(torch.narrow(x, 1, 1, 2))

# cr_torch_narrow_copy
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
show(torch.narrow_copy(x, 0, 0, 2))
show(torch.narrow_copy(x, 1, 1, 2))

# cr_torch_ne
show(torch.ne(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1, 1], [4, 4]])))

# cr_torch_neg
a = torch.tensor([ 0.0090, -0.2262, -0.0682, -0.2866, 0.3940])
show(a)
show(torch.neg(a))

# cr_torch_nextafter
eps = torch.finfo(torch.float32).eps
show(torch.nextafter(torch.tensor([1.0, 2.0]), torch.tensor([2.0, 1.0])) == torch.tensor([eps + 1, 2 - eps]))

# cr_torch_nonzero
show(torch.nonzero(torch.tensor([1, 1, 1, 0, 1])))
show(torch.nonzero(torch.tensor([[0.6, 0.0, 0.0, 0.0],
                            [0.0, 0.4, 0.0, 0.0],
                            [0.0, 0.0, 1.2, 0.0],
                            [0.0, 0.0, 0.0,-0.4]])))
show(torch.nonzero(torch.tensor([1, 1, 1, 0, 1]), as_tuple=True))
show(torch.nonzero(torch.tensor([[0.6, 0.0, 0.0, 0.0],
                            [0.0, 0.4, 0.0, 0.0],
                            [0.0, 0.0, 1.2, 0.0],
                            [0.0, 0.0, 0.0,-0.4]]), as_tuple=True))
show(torch.nonzero(torch.tensor(5), as_tuple=True))

# cr_torch_numel
a = ((torch.arange(120) * 37 % 101) / 50.0 - 1.0).reshape((1, 2, 3, 4, 5))
show(torch.numel(a))
a = torch.zeros(4,4)
show(torch.numel(a))

# cr_torch_ones
show(torch.ones(2, 3))
show(torch.ones(5))

# cr_torch_ones_like
input = torch.tensor([[-0.0623, 1.2019, -1.0666], [1.3755, -0.3959, -0.3431]])
show(torch.ones_like(input))

# cr_torch_permute
x = torch.tensor([[[-0.7447, -1.0586, -0.0313, -0.3559, 0.0485], [0.3395, -0.4693, -2.2279, 0.597, -2.0077], [-0.1638, -0.074, 1.1191, -0.6426, 0.6091]], [[-0.7402, 0.7941, 1.4504, -2.2303, 1.2298], [0.8313, -1.0156, -0.1861, 0.9169, 0.2401], [-0.3909, 0.873, -0.7962, -0.53, -0.2271]]])
show(x.size())
show(torch.permute(x, (2, 0, 1)).size())

# cr_torch_positive
t = torch.tensor([ 0.0090, -0.2262, -0.0682, -0.2866, 0.3940])
show(t)
show(torch.positive(t))

# cr_torch_pow_1
a = torch.tensor([ 0.4331, 1.2475, 0.6834, -0.2791])
show(a)
show(torch.pow(a, 2))
exp = torch.arange(1., 5.)
a = torch.arange(1., 5.)
show(a)
show(exp)
show(torch.pow(a, exp))

# cr_torch_pow_2
exp = torch.arange(1., 5.)
base = 2
show(torch.pow(base, exp))

# cr_torch_prod_1
a = torch.tensor([[-0.8020, 0.5428, -1.5854]])
show(a)
show(torch.prod(a))

# cr_torch_prod_2
a = torch.tensor([[ 0.5261, -0.3837], [ 1.1857, -0.2498], [-1.1646, 0.0705], [ 1.1131, -1.0629]])
show(a)
show(torch.prod(a, 1))

# cr_torch_promote_types
show(torch.promote_types(torch.int32, torch.float32))
show(torch.promote_types(torch.uint8, torch.long))

# cr_torch_quantile
a = torch.tensor([[ 0.0795, -1.2117, 0.9765], [ 1.1707, 0.6706, 0.4884]])
show(a)
q = torch.tensor([0.25, 0.5, 0.75])
show(torch.quantile(a, q, dim=1, keepdim=True))
show(torch.quantile(a, q, dim=1, keepdim=True).shape)
a = torch.arange(4.)
show(a)
show(torch.quantile(a, 0.6, interpolation='linear'))
show(torch.quantile(a, 0.6, interpolation='lower'))
show(torch.quantile(a, 0.6, interpolation='higher'))
show(torch.quantile(a, 0.6, interpolation='midpoint'))
show(torch.quantile(a, 0.6, interpolation='nearest'))
show(torch.quantile(a, 0.4, interpolation='nearest'))

# cr_torch_rad2deg
a = torch.tensor([[3.142, -3.142], [6.283, -6.283], [1.570, -1.570]])
show(torch.rad2deg(a))

# cr_torch_range
show(torch.range(1, 4))
show(torch.range(1, 4, 0.5))

# cr_torch_ravel
t = torch.tensor([[[1, 2],
                   [3, 4]],
                  [[5, 6],
                   [7, 8]]])
show(torch.ravel(t))

# cr_torch_reciprocal
a = torch.tensor([-0.4595, -2.1219, -1.4314, 0.7298])
show(a)
show(torch.reciprocal(a))

# cr_torch_remainder
show(torch.remainder(torch.tensor([-3., -2, -1, 1, 2, 3]), 2))
show(torch.remainder(torch.tensor([1, 2, 3, 4, 5]), -1.5))

# cr_torch_renorm
x = torch.ones(3, 3)
show(x[1].fill_(2))
show(x[2].fill_(3))
show(x)
show(torch.renorm(x, 1, 0, 5))

# cr_torch_repeat_interleave
x = torch.tensor([1, 2, 3])
show(x.repeat_interleave(2))
y = torch.tensor([[1, 2], [3, 4]])
show(torch.repeat_interleave(y, 2))
show(torch.repeat_interleave(y, 3, dim=1))
show(torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0))
show(torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0, output_size=3))

# cr_torch_reshape
a = torch.arange(4.)
show(torch.reshape(a, (2, 2)))
b = torch.tensor([[0, 1], [2, 3]])
show(torch.reshape(b, (-1,)))

# cr_torch_result_type
show(torch.result_type(torch.tensor([1, 2], dtype=torch.int), 1.0))
show(torch.result_type(torch.tensor([1, 2], dtype=torch.uint8), torch.tensor(1)))

# cr_torch_roll
x = torch.tensor([1, 2, 3, 4, 5, 6, 7, 8]).view(4, 2)
show(x)
show(torch.roll(x, 1))
show(torch.roll(x, 1, 0))
show(torch.roll(x, -1, 0))
show(torch.roll(x, shifts=(2, 1), dims=(0, 1)))

# cr_torch_rot90
x = torch.arange(4).view(2, 2)
show(x)
show(torch.rot90(x, 1, [0, 1]))
x = torch.arange(8).view(2, 2, 2)
show(x)
show(torch.rot90(x, 1, [1, 2]))

# cr_torch_round
show(torch.round(torch.tensor((4.7, -2.3, 9.1, -7.7))))
# Values equidistant from two integers are rounded towards the
#   the nearest even value (zero is treated as even)
show(torch.round(torch.tensor([-0.5, 0.5, 1.5, 2.5])))
# A positive decimals argument rounds to the to that decimal place
show(torch.round(torch.tensor([0.1234567]), decimals=3))
# A negative decimals argument rounds to the left of the decimal
show(torch.round(torch.tensor([1200.1234567]), decimals=-3))

# cr_torch_rsqrt
a = torch.tensor([-0.0370, 0.2970, 1.5420, -0.9105])
show(a)
show(torch.rsqrt(a))

# cr_torch_searchsorted
sorted_sequence = torch.tensor([[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]])
show(sorted_sequence)
values = torch.tensor([[3, 6, 9], [3, 6, 9]])
show(values)
show(torch.searchsorted(sorted_sequence, values))
show(torch.searchsorted(sorted_sequence, values, side='right'))
sorted_sequence_1d = torch.tensor([1, 3, 5, 7, 9])
show(sorted_sequence_1d)
show(torch.searchsorted(sorted_sequence_1d, values))

# cr_torch_select_scatter
a = torch.zeros(2, 2)
b = torch.ones(2)
show(a.select_scatter(b, 0, 0))

# cr_torch_sign
a = torch.tensor([0.7, -1.2, 0., 2.3])
show(a)
show(torch.sign(a))

# cr_torch_signbit
a = torch.tensor([0.7, -1.2, 0., 2.3])
show(torch.signbit(a))
a = torch.tensor([-0.0, 0.0])
show(torch.signbit(a))

# cr_torch_sin
a = torch.tensor([-0.5461, 0.1347, -2.7266, -0.2746])
show(a)
show(torch.sin(a))

# cr_torch_sinh
a = torch.tensor([ 0.5380, -0.8632, -0.1265, 0.9399])
show(a)
show(torch.sinh(a))

# cr_torch_slice_scatter
a = torch.zeros(8, 8)
b = torch.ones(2, 8)
show(a.slice_scatter(b, start=6, step=1))
b = torch.ones(8, 2)
show(a.slice_scatter(b, dim=1, start=2, end=6, step=2))

# cr_torch_sort
x = torch.tensor([[0.7678, 0.9872, -0.1419, 0.5931], [-0.1021, -0.6548, -1.0901, -0.2997], [-1.164, 0.9344, -0.9478, 1.4504]])
sorted, indices = torch.sort(x)
show(sorted)
show(indices)
sorted, indices = torch.sort(x, 0)
show(sorted)
show(indices)
x = torch.tensor([0, 1] * 9)
show(x.sort(stable=True))

# cr_torch_split
a = torch.arange(10).reshape(5,2)
show(a)
show(torch.split(a, 2))
show(torch.split(a, [1,4]))

# cr_torch_sqrt
a = torch.tensor([-2.0755, 1.0226, 0.0831, 0.4806])
show(a)
show(torch.sqrt(a))

# cr_torch_square
a = torch.tensor([-2.0755, 1.0226, 0.0831, 0.4806])
show(a)
show(torch.square(a))

# cr_torch_squeeze
x = torch.zeros(2, 1, 2, 1, 2)
show(x.size())
y = torch.squeeze(x)
show(y.size())
y = torch.squeeze(x, 0)
show(y.size())
y = torch.squeeze(x, 1)
show(y.size())

# cr_torch_std
a = torch.tensor([[-0.8166, -1.3802, -0.3560]])
show(torch.std(a, unbiased=False))

# cr_torch_std_mean
a = torch.tensor([[-0.8166, -1.3802, -0.3560]])
show(torch.std_mean(a, unbiased=False))

# cr_torch_sub
a = torch.tensor((1, 2))
b = torch.tensor((0, 1))
show(torch.sub(a, b, alpha=2))

# cr_torch_sum_1
a = torch.tensor([[ 0.1133, -0.9567, 0.2958]])
show(a)
show(torch.sum(a))

# cr_torch_sum_2
a = torch.tensor([[ 0.0569, -0.2475, 0.0737, -0.3429], [-0.2993, 0.9138, 0.9337, -1.6864], [ 0.1132, 0.7892, -0.1003, 0.5688], [ 0.3637, -0.9906, -0.4752, -1.5197]])
show(a)
show(torch.sum(a, 1))
b = torch.arange(4 * 5 * 6).view(4, 5, 6)
show(torch.sum(b, (2, 1)))

# cr_torch_swapaxes
x = torch.tensor([[[0,1],[2,3]],[[4,5],[6,7]]])
show(x)
show(torch.swapaxes(x, 0, 1))
show(torch.swapaxes(x, 0, 2))

# cr_torch_swapdims
x = torch.tensor([[[0,1],[2,3]],[[4,5],[6,7]]])
show(x)
show(torch.swapdims(x, 0, 1))
show(torch.swapdims(x, 0, 2))

# cr_torch_t
x = torch.tensor(0.1995)
show(x)
show(torch.t(x))
x = torch.tensor(0.1995)
show(x)
show(torch.t(x))
x = torch.tensor(0.1995)
show(x)
show(torch.t(x))

# cr_torch_take
src = torch.tensor([[4, 3, 5],
                    [6, 7, 8]])
show(torch.take(src, torch.tensor([0, 2, 5])))

# cr_torch_take_along_dim
t = torch.tensor([[10, 30, 20], [60, 40, 50]])
max_idx = torch.argmax(t)
show(torch.take_along_dim(t, max_idx))
sorted_idx = torch.argsort(t, dim=1)
show(torch.take_along_dim(t, sorted_idx, dim=1))

# cr_torch_tan
a = torch.tensor([-1.2027, -1.7687, 0.4412, -1.3856])
show(a)
show(torch.tan(a))

# cr_torch_tanh
a = torch.tensor([ 0.8986, -0.7279, 1.1745, 0.2611])
show(a)
show(torch.tanh(a))

# cr_torch_tensor
show(torch.tensor([[0.1, 1.2], [2.2, 3.1], [4.9, 5.2]]))
show(torch.tensor([0, 1]))
show(torch.tensor([[0.11111, 0.222222, 0.3333333]], dtype=torch.float64))
show(torch.tensor(3.14159))
show(torch.tensor([]))

# cr_torch_tensor_split
x = torch.arange(8)
show(torch.tensor_split(x, 3))
x = torch.arange(7)
show(torch.tensor_split(x, 3))
show(torch.tensor_split(x, (1, 6)))
x = torch.arange(14).reshape(2, 7)
show(x)
show(torch.tensor_split(x, 3, dim=1))
show(torch.tensor_split(x, (1, 6), dim=1))

# cr_torch_tile
x = torch.tensor([1, 2, 3])
show(x.tile((2,)))
y = torch.tensor([[1, 2], [3, 4]])
show(torch.tile(y, (2, 2)))

# cr_torch_topk
x = torch.arange(1., 6.)
show(x)
show(torch.topk(x, 3))

# cr_torch_transpose
x = torch.tensor([[ 1.0028, -0.9893, 0.5809], [-0.1669, 0.7299, 0.4942]])
show(x)
show(torch.transpose(x, 0, 1))

# cr_torch_trapezoid
# Computes the trapezoidal rule in 1D, spacing is implicitly 1
y = torch.tensor([1, 5, 10])
show(torch.trapezoid(y))
# Computes the same trapezoidal rule directly to verify
show((1 + 10 + 10) / 2)
# Computes the trapezoidal rule in 1D with constant spacing of 2
# NOTE: the result is the same as before, but multiplied by 2
show(torch.trapezoid(y, dx=2))
# Computes the trapezoidal rule in 1D with arbitrary spacing
x = torch.tensor([1, 3, 6])
show(torch.trapezoid(y, x))
# Computes the same trapezoidal rule directly to verify
show(((3 - 1) * (1 + 5) + (6 - 3) * (5 + 10)) / 2)
# Computes the trapezoidal rule for each row of a 3x3 matrix
y = torch.arange(9).reshape(3, 3)
show(torch.trapezoid(y))
# Computes the trapezoidal rule for each column of the matrix
show(torch.trapezoid(y, dim=0))
# Computes the trapezoidal rule for each row of a 3x3 ones matrix
#   with the same arbitrary spacing
y = torch.ones(3, 3)
x = torch.tensor([1, 3, 6])
show(torch.trapezoid(y, x))
# Computes the trapezoidal rule for each row of a 3x3 ones matrix
#   with different arbitrary spacing per row
y = torch.ones(3, 3)
x = torch.tensor([[1, 2, 3], [1, 3, 5], [1, 4, 7]])
show(torch.trapezoid(y, x))

# cr_torch_tril
a = torch.tensor([[-1.0813, -0.8619, 0.7105], [ 0.0935, 0.1380, 2.2112], [-0.3409, -0.9828, 0.0289]])
show(a)
show(torch.tril(a))
b = torch.tensor([[ 1.2219, 0.5653, -0.2521, -0.2345, 1.2544, 0.3461], [ 0.4785, -0.4477, 0.6049, 0.6368, 0.8775, 0.7145], [ 1.1502, 3.2716, -1.1243, -0.5413, 0.3615, 0.6864], [-0.0614, -0.7344, -1.3164, -0.7648, -1.4024, 0.0978]])
show(b)
show(torch.tril(b, diagonal=1))
show(torch.tril(b, diagonal=-1))

# cr_torch_tril_indices
a = torch.tril_indices(3, 3)
show(a)
a = torch.tril_indices(4, 3, -1)
show(a)
a = torch.tril_indices(4, 3, 1)
show(a)

# cr_torch_triu
a = torch.tensor([[ 0.2309, 0.5207, 2.0049], [ 0.2072, -1.0680, 0.6602], [ 0.3480, -0.5211, -0.4573]])
show(a)
show(torch.triu(a))
show(torch.triu(a, diagonal=1))
show(torch.triu(a, diagonal=-1))
b = torch.tensor([[ 0.5876, -0.0794, -1.8373, 0.6654, 0.2604, 1.5235], [-0.2447, 0.9556, -1.2919, 1.3378, -0.1768, -1.0857], [ 0.4333, 0.3146, 0.6576, -1.0432, 0.9348, -0.4410], [-0.9888, 1.0679, -1.3337, -1.6556, 0.4798, 0.2830]])
show(b)
show(torch.triu(b, diagonal=1))
show(torch.triu(b, diagonal=-1))

# cr_torch_triu_indices
a = torch.triu_indices(3, 3)
show(a)
a = torch.triu_indices(4, 3, -1)
show(a)
a = torch.triu_indices(4, 3, 1)
show(a)

# cr_torch_trunc
a = torch.tensor([ 3.4742, 0.5466, -0.8008, -0.9079])
show(a)
show(torch.trunc(a))

# cr_torch_unbind
show(torch.unbind(torch.tensor([[1, 2, 3],
                                [4, 5, 6],
                                [7, 8, 9]])))

# cr_torch_unflatten
show(torch.unflatten(torch.tensor([[[0.4377], [-0.5685], [-0.4896], [-0.2305]], [[-1.8866], [-0.0962], [0.5586], [-0.3248]], [[1.2943], [-0.3635], [0.1331], [-1.1964]]]), 1, (2, 2)).shape)
show(torch.unflatten(torch.tensor([[[0.3916], [-0.8225], [-0.4436], [0.3305]], [[-1.4663], [-0.0487], [0.921], [0.6304]], [[-0.3196], [-0.8054], [0.276], [-1.5426]]]), 1, (-1, 2)).shape)
show(torch.unflatten(((torch.arange(180) * 37 % 101) / 50.0 - 1.0).reshape((5, 12, 3)), -2, (2, 2, 3, 1, 1)).shape)

# cr_torch_unique
output = torch.unique(torch.tensor([1, 3, 2, 3], dtype=torch.long))
show(output)
output, inverse_indices = torch.unique(
    torch.tensor([1, 3, 2, 3], dtype=torch.long), sorted=True, return_inverse=True)
show(output)
show(inverse_indices)
output, inverse_indices = torch.unique(
    torch.tensor([[1, 3], [2, 3]], dtype=torch.long), sorted=True, return_inverse=True)
show(output)
show(inverse_indices)

# cr_torch_unique_consecutive
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
output = torch.unique_consecutive(x)
show(output)
output, inverse_indices = torch.unique_consecutive(x, return_inverse=True)
show(output)
show(inverse_indices)
output, counts = torch.unique_consecutive(x, return_counts=True)
show(output)
show(counts)

# cr_torch_unsqueeze
x = torch.tensor([1, 2, 3, 4])
show(torch.unsqueeze(x, 0))
show(torch.unsqueeze(x, 1))

# cr_torch_vander
x = torch.tensor([1, 2, 3, 5])
show(torch.vander(x))
show(torch.vander(x, N=3))
show(torch.vander(x, N=3, increasing=True))

# cr_torch_var
a = torch.tensor([[-0.8166, -1.3802, -0.3560]])
show(torch.var(a, unbiased=False))

# cr_torch_var_mean
a = torch.tensor([[-0.8166, -1.3802, -0.3560]])
show(torch.var_mean(a, unbiased=False))

# cr_torch_vsplit
t = torch.arange(16.0).reshape(4,4)
show(t)
show(torch.vsplit(t, 2))
show(torch.vsplit(t, [3, 6]))

# cr_torch_vstack
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
show(torch.vstack((a,b)))
a = torch.tensor([[1],[2],[3]])
b = torch.tensor([[4],[5],[6]])
show(torch.vstack((a,b)))

# cr_torch_where
x = torch.tensor([[-0.4620, 0.3139], [ 0.3898, -0.7197], [ 0.0478, -0.1657]])
y = torch.ones(3, 2)
show(x)
show(torch.where(x > 0, x, y))
x = torch.tensor([[-0.4620, 0.3139], [ 0.3898, -0.7197], [ 0.0478, -0.1657]])
show(x)
show(torch.where(x > 0, x, 0.))

# cr_torch_zeros
show(torch.zeros(2, 3))
show(torch.zeros(5))

# cr_torch_as_strided
x = torch.tensor([[ 0.9039, 0.6291, 1.0795], [ 0.1586, 2.1939, -0.4900], [-0.1909, -0.7503, 1.9355]])
show(x)
t = torch.as_strided(x, (2, 2), (1, 2))
show(t)
t = torch.as_strided(x, (2, 2), (1, 2), 1)
show(t)

# cr_torch_as_strided_scatter
a = torch.arange(4).reshape(2, 2) + 1
show(a)
b = torch.zeros(3, 3)
show(b)
show(torch.as_strided_scatter(b, a, (2, 2), (1, 2)))

# cr_torch_as_strided_scatter_forms
b = torch.zeros(3, 3)
attempt(lambda: torch.as_strided_scatter(b, torch.ones(3), (2, 2), (1, 2)))
show(torch.as_strided_scatter(b.t(), torch.arange(4.).reshape(2, 2), (2, 2), (1, 2)))
show(torch.as_strided_scatter(b, torch.arange(4.).reshape(2, 2), (2, 2), (1, 2), 3))
show(b.as_strided_scatter(torch.ones(2, 2, dtype=torch.int64), (2, 2), (1, 2)))

# cr_torch_avg_pool1d
# pool of square window of size=3, stride=2
input = torch.tensor([[[1, 2, 3, 4, 5, 6, 7]]], dtype=torch.float32)
show(F.avg_pool1d(input, kernel_size=3, stride=2))

# cr_torch_cdist
a = torch.tensor([[0.9041,  0.0196], [-0.3108, -2.4423], [-0.4821,  1.059]])
show(a)
b = torch.tensor([[-2.1763, -0.4713], [-0.6986,  1.3702]])
show(b)
show(torch.cdist(a, b, p=2))

# cr_torch_channel_shuffle
input = torch.tensor([[[[-0.775, -1.5725], [-1.1871, -0.1535]], [[-2.6603, 2.103], [-0.1387, 0.5493]], [[-0.054, 0.7749], [-0.369, 0.6983]], [[0.6921, 0.5555], [-0.4858, 1.2035]]]])
show(input)
output = torch.nn.functional.channel_shuffle(input, 2)
show(output)

# cr_torch_dist
x = torch.tensor([-1.5393, -0.8675, 0.5916, 1.6321])
show(x)
y = torch.tensor([ 0.0967, -1.0511, 0.6295, 0.8360])
show(y)
show(torch.dist(x, y, 3.5))
show(torch.dist(x, y, 3))
show(torch.dist(x, y, 0))
show(torch.dist(x, y, 1))

# cr_torch_norm
a = torch.arange(9, dtype= torch.float) - 4
b = a.reshape((3, 3))
show(torch.norm(a))
show(torch.norm(b))
show(torch.norm(a, float('inf')))
show(torch.norm(b, float('inf')))
c = torch.tensor([[ 1, 2, 3],[-1, 1, 4]] , dtype= torch.float)
show(torch.norm(c, dim=0))
show(torch.norm(c, dim=1))
show(torch.norm(c, p=1, dim=1))
d = torch.arange(8, dtype= torch.float).reshape(2,2,2)
show(torch.norm(d, dim=(1,2)))
show(torch.norm(d[0, :, :]), torch.norm(d[1, :, :]))

# cr_torch_trace
x = torch.arange(1., 10.).view(3, 3)
show(x)
show(torch.trace(x))

# cr_tensor_element_size
show(torch.tensor([]).element_size())
show(torch.tensor([], dtype=torch.uint8).element_size())

# cr_tensor_expand
x = torch.tensor([[1], [2], [3]])
show(x.size())
show(x.expand(3, 4))
show(x.expand(-1, 4))

# cr_tensor_fill_diagonal
a = torch.zeros(3, 3)
show(a.fill_diagonal_(5))
b = torch.zeros(7, 3)
show(b.fill_diagonal_(5))
c = torch.zeros(7, 3)
show(c.fill_diagonal_(5, wrap=True))

# cr_tensor_index_add
x = torch.ones(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])
show(x.index_add_(0, index, t))
show(x.index_add_(0, index, t, alpha=-1))

# cr_tensor_index_copy
x = torch.zeros(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])
show(x.index_copy_(0, index, t))

# cr_tensor_index_fill
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 2])
show(x.index_fill_(1, index, -1))

# cr_tensor_index_reduce
x = torch.tensor([[-0.8896, 0.4639, 0.4551], [0.4778, 0.2024, -1.1488], [-0.1502, 1.0348, -0.3689], [-0.2286, -0.0369, 0.1325], [0.8502, 0.0692, 1.7601]]).fill_(2)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]], dtype=torch.float)
index = torch.tensor([0, 4, 2, 0])
show(x.index_reduce_(0, index, t, 'prod'))
x = torch.tensor([[-0.4694, 0.2697, -0.5694], [-0.124, 0.5349, 1.2598], [1.4418, 0.8648, -0.3382], [0.1368, -1.1719, -2.2669], [-0.1383, -1.914, 0.7385]]).fill_(2)
show(x.index_reduce_(0, index, t, 'prod', include_self=False))

# cr_tensor_item
x = torch.tensor([1.0])
show(x.item())

# cr_tensor_narrow
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
show(x.narrow(0, 0, 2))
show(x.narrow(1, 1, 2))

# cr_tensor_new_full
tensor = torch.ones((2,), dtype=torch.float64)
show(tensor.new_full((3, 4), 3.141592))

# cr_tensor_new_ones
tensor = torch.tensor((), dtype=torch.int32)
show(tensor.new_ones((2, 3)))

# cr_tensor_new_tensor
tensor = torch.ones((2,), dtype=torch.int8)
data = [[0, 1], [2, 3]]
show(tensor.new_tensor(data))

# cr_tensor_new_zeros
tensor = torch.tensor((), dtype=torch.float64)
show(tensor.new_zeros((2, 3)))

# cr_tensor_put
src = torch.tensor([[4, 3, 5],
                    [6, 7, 8]])
show(src.put_(torch.tensor([1, 3]), torch.tensor([9, 10])))

# cr_tensor_repeat
x = torch.tensor([1, 2, 3])
show(x.repeat(4, 2))
show(x.repeat(4, 2, 1).size())

# cr_tensor_scatter
src = torch.arange(1, 11).reshape((2, 5))
show(src)
index = torch.tensor([[0, 1, 2, 0]])
show(torch.zeros(3, 5, dtype=src.dtype).scatter_(0, index, src))
index = torch.tensor([[0, 1, 2], [0, 1, 4]])
show(torch.zeros(3, 5, dtype=src.dtype).scatter_(1, index, src))
show(torch.full((2, 4), 2.).scatter_(1, torch.tensor([[2], [3]]),
           1.23, reduce='multiply'))
show(torch.full((2, 4), 2.).scatter_(1, torch.tensor([[2], [3]]),
           1.23, reduce='add'))

# cr_tensor_scatter_add
src = torch.ones((2, 5))
index = torch.tensor([[0, 1, 2, 0, 0]])
show(torch.zeros(3, 5, dtype=src.dtype).scatter_add_(0, index, src))
index = torch.tensor([[0, 1, 2, 0, 0], [0, 1, 2, 2, 2]])
show(torch.zeros(3, 5, dtype=src.dtype).scatter_add_(0, index, src))

# cr_tensor_scatter_reduce
src = torch.tensor([1., 2., 3., 4., 5., 6.])
index = torch.tensor([0, 1, 0, 1, 2, 1])
input = torch.tensor([1., 2., 3., 4.])
show(input.scatter_reduce(0, index, src, reduce="sum"))
show(input.scatter_reduce(0, index, src, reduce="sum", include_self=False))
input2 = torch.tensor([5., 4., 3., 2.])
show(input2.scatter_reduce(0, index, src, reduce="amax"))
show(input2.scatter_reduce(0, index, src, reduce="amax", include_self=False))

# cr_tensor_size
t = ((torch.arange(60) * 37 % 101) / 50.0 - 1.0).reshape((3, 4, 5))
show(t.size())
show(t.size(dim=1))

# cr_tensor_storage_offset
x = torch.tensor([1, 2, 3, 4, 5])
show(x.storage_offset())
show(x[3:].storage_offset())

# cr_tensor_stride
x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
show(x.stride())
show(x.stride(0))
show(x.stride(-1))

# cr_tensor_to
tensor = torch.tensor([[-0.2967, -1.6382], [0.1415, -2.081]])
show(tensor.to(torch.float64))
other = torch.tensor(1.5748, dtype=torch.float64)
show(tensor.to(other, non_blocking=True))

# cr_tensor_tolist
a = torch.tensor([[-0.1858, 0.0972], [0.8725, 0.5938]])
show(a.tolist())
show(a[0,0].tolist())

# cr_tensor_unfold
x = torch.arange(1., 8)
show(x)
show(x.unfold(0, 2, 1))
show(x.unfold(0, 2, 2))

# cr_tensor_view_1
x = torch.tensor([[1.3624, 0.1627, 2.3236, -0.0802], [0.7542, -0.0632, 0.1623, 0.3465], [0.2082, -0.0967, 1.3323, 0.6524], [1.17, -0.3986, 0.2471, 0.1033]])
show(x.size())
y = x.view(16)
show(y.size())
z = x.view(-1, 8)  # the size -1 is inferred from other dimensions
show(z.size())
a = torch.tensor([[[[0.646, -1.3837, -1.0657, 2.6733], [-0.1105, 0.5561, 0.3309, -0.0712], [-0.41, 0.478, -0.7396, -0.8916]], [[-0.0182, 1.4057, 2.2393, 1.7796], [0.1428, -0.6693, -0.6556, -0.4514], [-0.7758, -0.3942, 0.2874, 1.1256]]]])
show(a.size())
b = a.transpose(1, 2)  # Swaps 2nd and 3rd dimension
show(b.size())
c = a.view(1, 3, 2, 4)  # Does not change tensor layout in memory
show(c.size())
show(torch.equal(b, c))

# cr_tensor_view_2
x = torch.tensor([[ 0.9482, -0.0310, 1.4999, -0.5316], [-0.1520, 0.7472, 0.5617, -0.8649], [-2.4724, -0.0334, -0.2976, -0.8499], [-0.2109, 1.9913, -0.9607, -0.6123]])
show(x)
show(x.dtype)
y = x.view(torch.int32)
show(y)
y[0, 0] = 1000000000
show(x)
show(x.view(torch.uint8))
show(x.view(torch.uint8).size())

# cr_f_binary_cross_entropy
input = torch.tensor([[2.8321, 1.3681], [0.1691, -0.6982], [-0.5075, -0.3628]])
target = torch.tensor([[0.1668, 0.3833], [0.716, 0.0692], [0.9363, 0.2513]])
loss = F.binary_cross_entropy(torch.sigmoid(input), target)
show(loss)

# cr_f_binary_cross_entropy_with_logits
input = torch.tensor([0.5934, 0.9926, 0.8578])
target = torch.tensor([0., 1., 1.])
loss = F.binary_cross_entropy_with_logits(input, target)
show(loss)

# cr_f_cross_entropy
# Example of target with class indices
input = torch.tensor([[-0.9099, -0.1573, 0.4523, 1.1268, -0.9101], [-0.9827, 0.0547, 0.1478, 1.4924, -0.3291], [1.0769, -1.5893, -0.574, 0.2895, 2.0741]])
target = torch.tensor([0, 3, 4], dtype=torch.int64)
loss = F.cross_entropy(input, target)
show(loss)

# Example of target with class probabilities
input = torch.tensor([[-0.4837, 1.7641, -0.9201, -1.0913, -1.0258], [-1.0593, -0.5894, 1.0139, -0.7913, 0.9031], [-0.6176, 0.6694, -1.5359, -0.4587, 1.0528]])
target = torch.tensor([[0.7022, -1.0431, -0.9785, -0.2275, 1.6043], [0.4947, -0.608, -0.4141, 0.3292, -1.6189], [0.8271, -1.2354, -0.952, 0.1255, 1.041]]).softmax(dim=1)
loss = F.cross_entropy(input, target)
show(loss)

# cr_f_embedding_1
# a batch of 2 samples of 4 indices each
input = torch.tensor([[1, 2, 4, 5], [4, 3, 2, 9]])
# an embedding matrix containing 10 tensors of size 3
embedding_matrix = torch.tensor([[0.983, 0.042, 0.977], [0.8569, 0.9366, 0.4824], [0.3336, 0.8853, 0.1509], [0.2744, 0.7965, 0.831], [0.3058, 0.4877, 0.291], [0.6155, 0.4009, 0.3868], [0.0197, 0.2273, 0.7477], [0.3639, 0.9931, 0.0131], [0.1322, 0.6106, 0.7439], [0.9943, 0.3512, 0.7252]])
# xdoctest: +IGNORE_WANT("non-deterministic")
show(F.embedding(input, embedding_matrix))

# cr_f_embedding_2
# example with padding_idx
weights = torch.tensor([[0.9415, 0.6393, 0.532], [0.4063, 0.4815, 0.7554], [0.0668, 0.9569, 0.3532], [0.3636, 0.1962, 0.1513], [0.3595, 0.9667, 0.5164], [0.4938, 0.1816, 0.3532], [0.5796, 0.0336, 0.462], [0.2765, 0.5123, 0.7813], [0.0835, 0.9348, 0.322], [0.0343, 0.1332, 0.5807]])
weights[0, :].zero_()
embedding_matrix = weights
input = torch.tensor([[0,2,0,5]])
show(F.embedding(input, embedding_matrix, padding_idx=0))

# cr_f_embedding_bag
# an Embedding module containing 10 tensors of size 3
embedding_matrix = torch.tensor([[0.2127, 0.1334, 0.6194], [0.4044, 0.4398, 0.8164], [0.9502, 0.8221, 0.9587], [0.1766, 0.8639, 0.6975], [0.5357, 0.8175, 0.8138], [0.0276, 0.9452, 0.749], [0.4631, 0.2104, 0.8895], [0.8861, 0.7594, 0.7531], [0.3105, 0.371, 0.1287], [0.9684, 0.5202, 0.8884]])
# a batch of 2 samples of 4 indices each
input = torch.tensor([1,2,4,5,4,3,2,9])
offsets = torch.tensor([0,4])
# xdoctest: +IGNORE_WANT("non-deterministic")
show(F.embedding_bag(input, embedding_matrix, offsets))
# example with padding_idx
embedding_matrix = torch.tensor([[0.8841, 0.1761, 0.5615], [0.9941, 0.7368, 0.2753], [0.2541, 0.2984, 0.8807], [0.2598, 0.1398, 0.0721], [0.6175, 0.3665, 0.0085], [0.6742, 0.3003, 0.2886], [0.1808, 0.4594, 0.3407], [0.2894, 0.5158, 0.2385], [0.1194, 0.45, 0.069], [0.2447, 0.4604, 0.7479]])
input = torch.tensor([2, 2, 2, 2, 4, 3, 2, 9])
offsets = torch.tensor([0,4])
show(F.embedding_bag(input, embedding_matrix, offsets, padding_idx=2, mode='sum'))

# cr_f_nll_loss
# input is of size N x C = 3 x 5
input = torch.tensor([[0.8458, 0.2722, 0.372, 1.2924, -1.0058], [-1.3745, 0.6435, -0.2052, -1.0475, 0.2498], [0.4211, -0.3701, 0.5794, -0.6759, 1.0206]])
# each element in target has to have 0 <= value < C
target = torch.tensor([1, 0, 4])
output = F.nll_loss(F.log_softmax(input, dim=1), target)
show(output)

# cr_f_one_hot
show(F.one_hot(torch.arange(0, 5) % 3))
show(F.one_hot(torch.arange(0, 5) % 3, num_classes=5))
show(F.one_hot(torch.arange(0, 6).view(3,2) % 3))

# cr_f_pad
t4d = ((torch.arange(72) * 37 % 101) / 50.0 - 1.0).reshape((3, 3, 4, 2))
p1d = (1, 1) # pad last dim by 1 on each side
out = F.pad(t4d, p1d, "constant", 0)  # effectively zero padding
show(out.size())
p2d = (1, 1, 2, 2) # pad last dim by (1, 1) and 2nd to last by (2, 2)
out = F.pad(t4d, p2d, "constant", 0)
show(out.size())
t4d = ((torch.arange(72) * 37 % 101) / 50.0 - 1.0).reshape((3, 3, 4, 2))
p3d = (0, 1, 2, 1, 3, 3) # pad by (0, 1), (2, 1), and (3, 3)
out = F.pad(t4d, p3d, "constant", 0)
show(out.size())

# cr_special_digamma
a = torch.tensor([1, 0.5])
show(torch.special.digamma(a))

# cr_special_entr
a = torch.arange(-0.5, 1, 0.5)
show(a)
show(torch.special.entr(a))

# cr_special_erf
show(torch.special.erf(torch.tensor([0, -1., 10.])))

# cr_special_erfc
show(torch.special.erfc(torch.tensor([0, -1., 3.])))

# cr_special_erfcx
show(torch.special.erfcx(torch.tensor([0, -1., 10.])))

# cr_special_erfinv
show(torch.special.erfinv(torch.tensor([0, 0.5, -1.])))

# cr_special_exp2
show(torch.special.exp2(torch.tensor([0, math.log2(2.), 3, 4])))

# cr_special_expit
t = torch.tensor([ 0.9213, 1.0887, -0.8858, -1.7683])
show(t)
show(torch.special.expit(t))

# cr_special_expm1
show(torch.special.expm1(torch.tensor([0, math.log(2.)])))

# cr_special_gammainc
a1 = torch.tensor([4.0])
a2 = torch.tensor([3.0, 4.0, 5.0])
a = torch.special.gammaincc(a1, a2)
show(a)
b = torch.special.gammainc(a1, a2) + torch.special.gammaincc(a1, a2)
show(b, torch.special.gammainc(a1, a2))

# cr_special_gammaln
a = torch.arange(0.5, 2, 0.5)
show(torch.special.gammaln(a))

# cr_special_i0
show(torch.i0(torch.arange(5, dtype=torch.float32)))

# cr_special_i0e
show(torch.special.i0e(torch.arange(5, dtype=torch.float32)))

# cr_special_i1
show(torch.special.i1(torch.arange(5, dtype=torch.float32)))

# cr_special_i1e
show(torch.special.i1e(torch.arange(5, dtype=torch.float32)))

# cr_special_log_ndtr
show(torch.special.log_ndtr(torch.tensor([-3., -2, -1, 0, 1, 2, 3])))

# cr_special_log_softmax
t = torch.ones(2, 2)
show(torch.special.log_softmax(t, 0))

# cr_special_logit
a = torch.tensor([0.2796, 0.9331, 0.6486, 0.1523, 0.6516])
show(a)
show(torch.special.logit(a, eps=1e-6))

# cr_special_multigammaln
a = torch.tensor([[1.6835, 1.8474, 1.1929], [1.0475, 1.7162, 1.4180]])
show(a)
show(torch.special.multigammaln(a, 2))

# cr_special_ndtr
show(torch.special.ndtr(torch.tensor([-3., -2, -1, 0, 1, 2, 3])))

# cr_special_ndtri
show(torch.special.ndtri(torch.tensor([0, 0.25, 0.5, 0.75, 1])))

# cr_special_polygamma
a = torch.tensor([1, 0.5])
show(torch.special.polygamma(1, a))
show(torch.special.polygamma(2, a))
show(torch.special.polygamma(3, a))
show(torch.special.polygamma(4, a))

# cr_special_sinc
t = torch.tensor([ 0.2252, -0.2948, 1.0267, -1.1566])
show(t)
show(torch.special.sinc(t))

# cr_special_softmax
t = torch.ones(2, 2)
show(torch.special.softmax(t, 0))

# cr_special_xlog1py
x = torch.zeros(5,)
y = torch.tensor([-1, 0, 1, float('inf'), float('nan')])
show(torch.special.xlog1py(x, y))
x = torch.tensor([1, 2, 3])
y = torch.tensor([3, 2, 1])
show(torch.special.xlog1py(x, y))
show(torch.special.xlog1py(x, 4))
show(torch.special.xlog1py(2, y))

# cr_special_xlogy
x = torch.zeros(5,)
y = torch.tensor([-1, 0, 1, float('inf'), float('nan')])
show(torch.special.xlogy(x, y))
x = torch.tensor([1, 2, 3])
y = torch.tensor([3, 2, 1])
show(torch.special.xlogy(x, y))
show(torch.special.xlogy(x, 4))
show(torch.special.xlogy(2, y))

# cr_special_zeta
x = torch.tensor([2., 4.])
show(torch.special.zeta(x, 1))
show(torch.special.zeta(x, torch.tensor([1., 2.])))
show(torch.special.zeta(2, torch.tensor([1., 2.])))

# cr_f_celu
input = torch.tensor([-1.1258, 0.8487])
show(F.celu(input), F.celu(input, alpha=2.0))

# cr_f_elu
input = torch.tensor([-0.3136, 1.4083])
show(F.elu(input))

# cr_f_gelu
input = torch.tensor([-0.5712, 0.9176])
show(F.gelu(input), F.gelu(input, approximate='tanh'))

# cr_f_glu
input = torch.tensor([[0.2033, -0.4906], [1.3541, -0.1219], [-0.6373, 0.4420], [0.8876, -1.0019]])
show(F.glu(input))

# cr_f_hardshrink
input = torch.tensor([0.3012, -0.7765])
show(F.hardshrink(input))

# cr_f_hardsigmoid
input = torch.tensor([-3.5, 1.2])
show(F.hardsigmoid(input))

# cr_f_hardswish
input = torch.tensor([-1.6, 2.1])
show(F.hardswish(input))

# cr_f_hardtanh
input = torch.tensor([-2.7341, 1.3210])
show(F.hardtanh(input, -2, 2))

# cr_f_leaky_relu
input = torch.tensor([-1.5, 0.75])
show(F.leaky_relu(input, 0.1))

# cr_f_logsigmoid
input = torch.tensor([-0.2505, 1.6101])
show(F.logsigmoid(input))

# cr_f_log_softmax
input = torch.tensor([[-1.0, 0.5, 2.0], [0.3, 0.3, -0.7]])
show(F.log_softmax(input, dim=1))

# cr_f_mish
input = torch.tensor([-0.8, 1.9])
show(F.mish(input))

# cr_f_prelu
input = torch.tensor([-2.0, 0.4])
show(F.prelu(input, torch.tensor([0.25])))

# cr_f_rrelu_eval
input = torch.tensor([-2.0, 0.4])
show(F.rrelu(input, 0.1, 0.3, training=False))

# cr_f_relu
input = torch.tensor([-0.4432, 0.9156])
show(F.relu(input))
input = torch.tensor([-0.4432, 0.9156]).unsqueeze(0)
show(torch.cat((F.relu(input), F.relu(-input))))

# cr_f_relu6
input = torch.tensor([-1.0, 7.5])
show(F.relu6(input))

# cr_f_selu
input = torch.tensor([-0.9, 1.1])
show(F.selu(input))

# cr_f_silu
input = torch.tensor([-0.6, 2.2])
show(F.silu(input))

# cr_f_sigmoid
input = torch.tensor([-0.6, 2.2])
show(torch.sigmoid(input), F.sigmoid(input))

# cr_f_softmax
input = torch.tensor([[-1.0, 0.5, 2.0], [0.3, 0.3, -0.7]])
show(F.softmax(input, dim=1))

# cr_f_softmax2d
input = ((torch.arange(24) * 37 % 101) / 50.0 - 1.0).reshape(1, 3, 2, 4)
show(F.softmax(input, dim=-3))

# cr_f_softmin
input = torch.tensor([[-1.0, 0.5, 2.0], [0.3, 0.3, -0.7]])
show(F.softmin(input, dim=1))

# cr_f_softplus
input = torch.tensor([-0.9, 12.0])
show(F.softplus(input), F.softplus(input, beta=2, threshold=5))

# cr_f_softshrink
input = torch.tensor([0.3012, -0.7765])
show(F.softshrink(input), F.softshrink(input, 0.25))

# cr_f_softsign
input = torch.tensor([-3.0, 0.5])
show(F.softsign(input))

# cr_f_tanh
input = torch.tensor([-3.0, 0.5])
show(torch.tanh(input))

# cr_f_tanhshrink
input = torch.tensor([-1.5, 0.5])
show(F.tanhshrink(input))

# cr_f_threshold
input = torch.tensor([0.05, 0.8])
show(F.threshold(input, 0.1, 20))

# cr_f_l1_loss
input = torch.tensor([[0.5, -1.0, 2.0, 0.0, 1.5], [-0.5, 0.25, 1.0, -2.0, 0.75], [1.0, 1.0, -1.0, 0.5, 0.0]])
target = torch.tensor([[0.0, 0.5, 1.5, -1.0, 1.0], [0.5, -0.25, 1.0, 0.0, 0.25], [0.0, 2.0, -0.5, 0.5, 1.0]])
show(F.l1_loss(input, target), F.l1_loss(input, target, reduction='sum'))

# cr_f_mse_loss
input = torch.tensor([[0.5, -1.0, 2.0, 0.0, 1.5], [-0.5, 0.25, 1.0, -2.0, 0.75], [1.0, 1.0, -1.0, 0.5, 0.0]])
target = torch.tensor([[0.0, 0.5, 1.5, -1.0, 1.0], [0.5, -0.25, 1.0, 0.0, 0.25], [0.0, 2.0, -0.5, 0.5, 1.0]])
show(F.mse_loss(input, target), F.mse_loss(input, target, reduction='none'))

# cr_f_smooth_l1_huber
input = torch.tensor([0.5, -1.0, 2.0, 0.0, 1.5])
target = torch.tensor([0.0, 0.5, 1.5, -1.0, 1.0])
show(F.smooth_l1_loss(input, target), F.smooth_l1_loss(input, target, beta=0.5), F.huber_loss(input, target, delta=0.5))

# cr_f_nll_loss_2d
input = ((torch.arange(120) * 37 % 101) / 50.0 - 1.0).reshape(2, 3, 4, 5)
target = (torch.arange(40) * 7 % 3).reshape(2, 4, 5)
show(F.nll_loss(F.log_softmax(input, dim=1), target))

# cr_f_cross_entropy_options
input = torch.tensor([[-0.9099, -0.1573, 0.4523, 1.1268, -0.9101], [-0.9827, 0.0547, 0.1478, 1.4924, -0.3291], [1.0769, -1.5893, -0.5740, 0.2895, 2.0741]])
target = torch.tensor([0, 3, 4])
show(F.cross_entropy(input, target, reduction='none'), F.cross_entropy(input, target, label_smoothing=0.1))
show(F.cross_entropy(input, target, weight=torch.tensor([1.0, 2.0, 1.0, 0.5, 1.0]), ignore_index=3))

# cr_f_binary_cross_entropy_weighted
input = torch.tensor([0.2, 0.9, 0.6])
target = torch.tensor([0.0, 1.0, 1.0])
show(F.binary_cross_entropy(input, target, weight=torch.tensor([1.0, 2.0, 0.5])))
show(F.binary_cross_entropy_with_logits(torch.tensor([-1.0, 2.0, 0.3]), target, pos_weight=torch.tensor([2.0, 2.0, 2.0])))

# cr_f_kl_div
input = F.log_softmax(torch.tensor([[0.2, 0.9, -0.6], [1.0, -1.0, 0.0]]), dim=1)
target = F.softmax(torch.tensor([[0.5, 0.5, -0.5], [0.0, 1.0, 2.0]]), dim=1)
show(F.kl_div(input, target, reduction='batchmean'))
show(F.kl_div(input, target.log(), reduction='batchmean', log_target=True))

# cr_f_soft_margin_loss
input = torch.tensor([0.3, -1.2, 2.0])
target = torch.tensor([1.0, -1.0, -1.0])
show(F.soft_margin_loss(input, target))

# cr_f_margin_ranking_loss
input1 = torch.tensor([0.3, -1.2, 2.0])
input2 = torch.tensor([0.5, 0.1, -1.0])
target = torch.tensor([1.0, -1.0, 1.0])
show(F.margin_ranking_loss(input1, input2, target), F.margin_ranking_loss(input1, input2, target, margin=0.5))

# cr_f_hinge_embedding_loss
input = torch.tensor([0.3, 1.2, 2.0, 0.4])
target = torch.tensor([1.0, -1.0, -1.0, 1.0])
show(F.hinge_embedding_loss(input, target))

# cr_f_multilabel_margin_loss
x = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
y = torch.tensor([[3, 0, -1, 1]])
show(F.multilabel_margin_loss(x, y))

# cr_f_cosine_embedding_loss
input1 = torch.tensor([[1.0, 0.0, 1.0], [0.5, 0.5, -1.0]])
input2 = torch.tensor([[1.0, 1.0, 0.0], [0.5, -0.5, 1.0]])
target = torch.tensor([1.0, -1.0])
show(F.cosine_embedding_loss(input1, input2, target))

# cr_f_triplet_margin_loss
anchor = torch.tensor([[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]])
positive = torch.tensor([[0.5, 1.0, 2.0], [1.0, 0.0, 1.0]])
negative = torch.tensor([[0.0, 1.0, 3.0], [3.0, 1.0, 1.0]])
show(F.triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2))

# cr_f_poisson_nll_loss
input = torch.tensor([0.5, -0.2, 1.0])
target = torch.tensor([1.0, 0.0, 3.0])
show(F.poisson_nll_loss(input, target))

# cr_f_gaussian_nll_loss
input = torch.tensor([[0.5, 1.0], [1.5, -0.5]])
target = torch.tensor([[1.0, 1.0], [1.0, 0.0]])
var = torch.tensor([[1.0, 0.5], [2.0, 1.0]])
show(F.gaussian_nll_loss(input, target, var))

# cr_f_multi_margin_loss
x = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
y = torch.tensor([3])
show(F.multi_margin_loss(x, y))

# cr_f_multilabel_soft_margin_loss
x = torch.tensor([[0.1, -0.2, 0.4, 0.8]])
y = torch.tensor([[1.0, 0.0, 0.0, 1.0]])
show(F.multilabel_soft_margin_loss(x, y))

# cr_f_max_pool1d
input = ((torch.arange(40) * 37 % 101) / 50.0 - 1.0).reshape(2, 2, 10)
show(F.max_pool1d(input, 3, stride=2))

# cr_f_max_pool2d
input = ((torch.arange(50) * 37 % 101) / 50.0 - 1.0).reshape(1, 2, 5, 5)
show(F.max_pool2d(input, 3, stride=2), F.max_pool2d(input, (3, 2), stride=(2, 1)))

# cr_f_max_pool2d_indices
input = torch.tensor([[[[1., 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]])
output, indices = F.max_pool2d(input, 2, stride=2, return_indices=True)
show(output, indices)
show(F.max_unpool2d(output, indices, 2, stride=2))

# cr_f_max_unpool1d
input = torch.tensor([[[1., 2, 3, 4, 5, 6, 7, 8]]])
output, indices = F.max_pool1d(input, 2, stride=2, return_indices=True)
show(F.max_unpool1d(output, indices, 2, stride=2))

# cr_f_avg_pool1d
input = torch.tensor([[[1., 2, 3, 4, 5, 6, 7]]])
show(F.avg_pool1d(input, kernel_size=3, stride=2))

# cr_f_avg_pool2d
input = ((torch.arange(50) * 37 % 101) / 50.0 - 1.0).reshape(1, 2, 5, 5)
show(F.avg_pool2d(input, 3, stride=2), F.avg_pool2d(input, 2, padding=1, count_include_pad=False))

# cr_f_adaptive_pool
input = ((torch.arange(64) * 37 % 101) / 50.0 - 1.0).reshape(1, 1, 8, 8)
show(F.adaptive_max_pool2d(input, (5, 7)), F.adaptive_avg_pool2d(input, 3))
show(F.adaptive_avg_pool1d(torch.tensor([[[1., 2, 3, 4, 5, 6, 7, 8]]]), 5))

# cr_f_lp_pool
input = torch.tensor([[[1., 2, 3, 4, 5, 6, 7, 8]]])
show(F.lp_pool1d(input, 2, 3, stride=2))

# cr_f_batch_norm_eval
input = ((torch.arange(24) * 37 % 101) / 50.0 - 1.0).reshape(2, 3, 4)
mean = torch.tensor([0.1, -0.2, 0.0])
var = torch.tensor([1.0, 0.5, 2.0])
show(F.batch_norm(input, mean, var, weight=torch.tensor([1.0, 2.0, 0.5]), bias=torch.tensor([0.0, 0.1, -0.1])))

# cr_f_batch_norm_train
input = ((torch.arange(24) * 37 % 101) / 50.0 - 1.0).reshape(2, 3, 4)
show(F.batch_norm(input, None, None, training=True))

# cr_f_layer_norm
input = ((torch.arange(60) * 37 % 101) / 50.0 - 1.0).reshape(2, 3, 10)
show(F.layer_norm(input, [10])[0])
show(F.layer_norm(input, [3, 10])[1, 0])

# cr_f_group_norm
input = ((torch.arange(48) * 37 % 101) / 50.0 - 1.0).reshape(2, 6, 4)
show(F.group_norm(input, 3))

# cr_f_instance_norm
input = ((torch.arange(40) * 37 % 101) / 50.0 - 1.0).reshape(2, 2, 10)
show(F.instance_norm(input))

# cr_f_local_response_norm
input = ((torch.arange(40) * 37 % 101) / 50.0 - 1.0).reshape(1, 5, 2, 4)
show(F.local_response_norm(input, 2))

# cr_f_normalize
input = torch.tensor([[3.0, 4.0], [1.0, 0.0], [0.0, 0.0]])
show(F.normalize(input), F.normalize(input, p=1, dim=0))

# cr_f_pad_modes
t = torch.arange(8.).reshape(1, 2, 4)
show(F.pad(t, (2, 1)), F.pad(t, (2, 1), value=-1.0))
show(F.pad(t, (2, 1), mode='reflect'), F.pad(t, (2, 1), mode='replicate'), F.pad(t, (2, 1), mode='circular'))

# cr_f_pad_2d_reflect
t = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.pad(t, (1, 1, 2, 0), mode='reflect'))
show(F.pad(t, (1, 0, 1, 0), mode='replicate'))

# cr_f_zero_pad_negative
t = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.pad(t, (-1, 1, 0, -2)))

# cr_f_embedding_max_norm
weight = torch.tensor([[3.0, 4.0], [0.3, 0.4], [1.0, 0.0]])
show(F.embedding(torch.tensor([0, 1, 2]), weight.clone(), max_norm=1.0))

# cr_f_pixel_shuffle
input = torch.arange(16.).reshape(1, 4, 2, 2)
show(F.pixel_shuffle(input, 2))
show(F.pixel_unshuffle(F.pixel_shuffle(input, 2), 2).equal(input))

# cr_f_cosine_similarity_pairwise
x1 = torch.tensor([[1.0, 2.0, 3.0], [0.0, 1.0, 0.0]])
x2 = torch.tensor([[1.0, 2.0, 2.0], [1.0, 0.0, 0.0]])
show(F.cosine_similarity(x1, x2), F.pairwise_distance(x1, x2))

# cr_f_dropout_eval
input = torch.tensor([1.0, 2.0, 3.0])
show(F.dropout(input, p=0.5, training=False), F.dropout(input, p=0.0))

# cr_f_interpolate
input = torch.arange(1., 5.).view(1, 1, 2, 2)
show(F.interpolate(input, scale_factor=2, mode='nearest'))
show(F.interpolate(input, scale_factor=2, mode='bilinear', align_corners=False))
show(F.interpolate(input, scale_factor=2, mode='bilinear', align_corners=True))

# cr_f_unfold_fold
input = torch.arange(16.).reshape(1, 1, 4, 4)
cols = F.unfold(input, kernel_size=2, stride=2)
show(cols)
show(F.fold(cols, output_size=(4, 4), kernel_size=2, stride=2).equal(input))

# cr_f_linear_bilinear
x = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 0.0]])
w = torch.tensor([[0.1, 0.2, 0.3], [-0.5, 0.0, 0.5]])
show(F.linear(x, w), F.linear(x, w, torch.tensor([1.0, -1.0])))
