# Twin of tests/golden/corpus_rand10.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn, *fixes):
    cuda_repr.attempt(fn, *fixes)


# cr_bernoulli_tensor_p
torch.manual_seed(0)
p = torch.rand(1000, 100)
b = torch.bernoulli(p)
show(b.shape, b.dtype, ((b == 0) | (b == 1)).all().item(), abs(b.mean().item() - p.mean().item()) < 0.01)

# cr_bernoulli_extremes
show(torch.bernoulli(torch.zeros(2, 3)), torch.bernoulli(torch.ones(4)))

# cr_bernoulli_float_p
x = torch.bernoulli(torch.empty(100000), 0.3)
show(x.dtype, abs(x.mean().item() - 0.3) < 0.01, torch.equal(x.unique(), torch.tensor([0.0, 1.0])))

# cr_bernoulli_float64
show(torch.bernoulli(torch.full((3,), 1.0, dtype=torch.float64)))

# cr_bernoulli_method
m = torch.full((50000,), 0.25).bernoulli()
show(m.dtype, abs(m.mean().item() - 0.25) < 0.01)

# cr_bernoulli_p_kw
m = torch.zeros(50000).bernoulli(p=0.75)
show(abs(m.mean().item() - 0.75) < 0.01)

# cr_bernoulli_inplace_float
t = torch.zeros(60000)
r = t.bernoulli_(0.5)
show(r is t, abs(t.mean().item() - 0.5) < 0.01, t.unique().tolist())

# cr_bernoulli_inplace_tensor
t = torch.zeros(4)
t.bernoulli_(torch.tensor([0.0, 1.0, 0.0, 1.0]))
show(t)

# cr_bernoulli_int_dtype
show(torch.zeros(3, dtype=torch.long).bernoulli_(torch.tensor([0.0, 1.0, 1.0])), torch.zeros(3, dtype=torch.bool).bernoulli_(1.0))

# cr_bernoulli_seed
torch.manual_seed(3)
a = torch.bernoulli(torch.full((64,), 0.5))
torch.manual_seed(3)
show(torch.equal(a, torch.bernoulli(torch.full((64,), 0.5))))

# cr_bernoulli_generator
g = torch.Generator()
g.manual_seed(11)
a = torch.bernoulli(torch.full((64,), 0.5), generator=g)
g.manual_seed(11)
show(torch.equal(a, torch.bernoulli(torch.full((64,), 0.5), generator=g)))

# cr_bernoulli_errors
attempt(lambda: torch.bernoulli(torch.tensor([0.5, 1.5])))
attempt(lambda: torch.zeros(3).bernoulli_(1.5))
attempt(lambda: torch.zeros(3).bernoulli(p=-0.5))
attempt(lambda: torch.bernoulli(torch.tensor([1, 0])), lambda m: m.replace("_cpu_p_", "_cuda_p_"))

# cr_normal_tensor_tensor
torch.manual_seed(0)
mean = torch.arange(4.0).repeat(50000)
std = torch.tensor([0.5, 1.0, 2.0, 0.0]).repeat(50000)
n = torch.normal(mean, std)
v = n.view(-1, 4)
show(n.shape, n.dtype, (v.mean(0) - torch.arange(4.0)).abs().max().item() < 0.02, (v.std(0) - torch.tensor([0.5, 1.0, 2.0, 0.0])).abs().max().item() < 0.02)

# cr_normal_tensor_float
n = torch.normal(torch.full((2, 100000), 5.0), 2.0)
show(n.shape, abs(n.mean().item() - 5) < 0.03, abs(n.std().item() - 2) < 0.03)

# cr_normal_float_tensor
n = torch.normal(-1.0, torch.full((100000,), 0.5))
show(n.shape, abs(n.mean().item() + 1) < 0.01, abs(n.std().item() - 0.5) < 0.01)

# cr_normal_float_float_size
n = torch.normal(3.0, 0.1, size=(400, 500))
show(n.shape, n.dtype, abs(n.mean().item() - 3) < 0.002, abs(n.std().item() - 0.1) < 0.002)

# cr_normal_size_dtype
show(torch.normal(0.0, 1.0, (2, 3), dtype=torch.float64).dtype, torch.normal(torch.zeros(3, dtype=torch.float64), 1.0).dtype)

# cr_normal_broadcast
show(torch.normal(torch.zeros(3, 1), torch.ones(4)).shape, torch.normal(torch.zeros(3), torch.zeros(3)))

# cr_normal_seed
torch.manual_seed(5)
a = torch.normal(torch.zeros(10), torch.ones(10))
torch.manual_seed(5)
show(torch.equal(a, torch.normal(torch.zeros(10), torch.ones(10))))

# cr_normal_errors
attempt(lambda: torch.normal(torch.zeros(3), -1.0))
attempt(lambda: torch.normal(torch.zeros(3), torch.tensor([1.0, -1.0, 1.0])))
attempt(lambda: torch.normal(0.0, -1.0, size=(2,)))
attempt(lambda: torch.normal(torch.zeros(3), torch.ones(4)))
attempt(lambda: torch.normal(torch.zeros(3, dtype=torch.long), 1.0))

# cr_poisson
torch.manual_seed(0)
rates = torch.tensor([0.5, 4.0, 30.0, 200.0]).repeat(50000)
k = torch.poisson(rates).view(-1, 4)
show(k.dtype, (k == k.floor()).all().item(), (k >= 0).all().item())
show(((k.mean(0) - torch.tensor([0.5, 4.0, 30.0, 200.0])).abs() / torch.tensor([0.5, 4.0, 30.0, 200.0]).sqrt()).max().item() < 0.02)
show(((k.var(0) / torch.tensor([0.5, 4.0, 30.0, 200.0])) - 1).abs().max().item() < 0.05)

# cr_poisson_zero_rate
show(torch.poisson(torch.zeros(2, 2)), torch.poisson(torch.zeros(3, dtype=torch.float64)).dtype)

# cr_poisson_errors
attempt(lambda: torch.poisson(torch.tensor([1.0, -1.0])))
attempt(lambda: torch.poisson(torch.tensor([1, 2])))

# cr_random_default_float
torch.manual_seed(0)
r = torch.empty(100000).random_()
show(r.dtype, (r == r.floor()).all().item(), r.min().item() >= 0, r.max().item() <= 2 ** 24, r.max().item() > 2 ** 23)

# cr_random_to
r = torch.zeros(100000, dtype=torch.long).random_(10)
show(r.min().item(), r.max().item(), abs(r.float().mean().item() - 4.5) < 0.05)

# cr_random_from_to
r = torch.zeros(100000).random_(-3, 3)
show(r.min().item(), r.max().item(), r.unique().tolist())

# cr_random_int_dtypes
u = torch.zeros(100000, dtype=torch.uint8).random_()
i8 = torch.zeros(100000, dtype=torch.int8).random_()
b = torch.zeros(1000, dtype=torch.bool).random_()
show(u.min().item(), u.max().item(), i8.min().item(), i8.max().item(), b.unique().tolist())

# cr_random_wide
r = torch.zeros(10000, dtype=torch.long).random_()
show(r.min().item() >= 0, r.max().item() > 2 ** 60)
r = torch.zeros(10000, dtype=torch.int32).random_()
show(r.min().item() >= 0, r.max().item() > 2 ** 30)

# cr_random_errors
attempt(lambda: torch.zeros(3).random_(5, 5))
attempt(lambda: torch.zeros(3).random_(0))
attempt(lambda: torch.zeros(3, dtype=torch.uint8).random_(0, 300))
attempt(lambda: torch.zeros(3, dtype=torch.int8).random_(-200, 3))

# cr_exponential
torch.manual_seed(0)
e = torch.empty(200000).exponential_()
show(e.min().item() >= 0, abs(e.mean().item() - 1) < 0.01, abs(e.std().item() - 1) < 0.02)
e = torch.empty(200000, dtype=torch.float64).exponential_(lambd=4.0)
show(e.dtype, abs(e.mean().item() - 0.25) < 0.003)

# cr_exponential_errors
attempt(lambda: torch.zeros(3).exponential_(-1))
attempt(lambda: torch.zeros(3, dtype=torch.long).exponential_())

# cr_cauchy
c = torch.empty(200000).cauchy_()
show(abs(c.median().item()) < 0.02, abs(((c > -1) & (c < 1)).float().mean().item() - 0.5) < 0.01)
c = torch.empty(200000).cauchy_(median=2.0, sigma=0.5)
show(abs(c.median().item() - 2) < 0.01, abs(((c > 1.5) & (c < 2.5)).float().mean().item() - 0.5) < 0.01)

# cr_cauchy_errors
attempt(lambda: torch.zeros(3, dtype=torch.long).cauchy_())

# cr_geometric
g3 = torch.empty(200000).geometric_(0.25)
show(g3.min().item(), (g3 == g3.floor()).all().item(), abs(g3.mean().item() - 4) < 0.05, abs((g3 == 1).float().mean().item() - 0.25) < 0.01)
show(torch.zeros(3, dtype=torch.int32).geometric_(0.5).dtype)

# cr_geometric_errors
attempt(lambda: torch.zeros(3).geometric_(0))
attempt(lambda: torch.zeros(3).geometric_(1.5))

# cr_log_normal
ln = torch.empty(200000).log_normal_()
show(ln.min().item() > 0, abs(ln.log().mean().item() - 1) < 0.02, abs(ln.log().std().item() - 2) < 0.02)
ln = torch.empty(200000, dtype=torch.float64).log_normal_(mean=0.0, std=0.25)
show(ln.dtype, abs(ln.log().mean().item()) < 0.005, abs(ln.log().std().item() - 0.25) < 0.005)

# cr_log_normal_errors
attempt(lambda: torch.zeros(3).log_normal_(1, 0))
attempt(lambda: torch.zeros(3, dtype=torch.long).log_normal_())

# cr_inplace_returns_self
t = torch.zeros(2, 3)
show(t.exponential_() is t, t.cauchy_() is t, t.geometric_(0.5) is t, t.log_normal_() is t, t.random_(4) is t, t.uniform_() is t, t.normal_() is t)

# cr_inplace_noncontiguous
t = torch.zeros(4, 6)
t.t().random_(1, 2)
show(t)
t = torch.zeros(3, 4)
t[:, 1].bernoulli_(1.0)
show(t)

# cr_uniform_normal_int
attempt(lambda: torch.zeros(3, dtype=torch.long).normal_())
attempt(lambda: torch.zeros(3, dtype=torch.long).uniform_())

# cr_sampling_argument_errors
attempt(lambda: torch.normal(0.0, 1.0))
attempt(lambda: torch.normal(torch.zeros(3), torch.tensor([1.0, float('nan'), 1.0])))
attempt(lambda: torch.zeros(3).random_(2.5))
attempt(lambda: torch.poisson(torch.tensor([float('nan')])))
attempt(lambda: torch.zeros(3).bernoulli_(p=torch.tensor([0.5, float('nan'), 0.1])))
