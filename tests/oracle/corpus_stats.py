# Twin of tests/golden/corpus_stats.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


# isclose_inf
attempt(lambda: torch.isclose(torch.tensor([float('inf'), 1., float('-inf')]), torch.tensor([float('-inf'), float('inf'), float('-inf')])))
attempt(lambda: torch.allclose(torch.tensor([float('-inf')]), torch.tensor([float('inf')])))
attempt(lambda: torch.isclose(torch.tensor([float('inf')]), torch.tensor([float('nan')]), equal_nan=True))

# isclose_checks
attempt(lambda: torch.isclose(torch.tensor([1, 2]), torch.tensor([1., 2.])))
attempt(lambda: torch.isclose(torch.tensor([1.]), torch.tensor([1.]), rtol=-1))
attempt(lambda: torch.isclose(torch.tensor([1.]), torch.tensor([1.]), atol=-0.5))
attempt(lambda: torch.isclose(torch.tensor([True, False]), torch.tensor([True, True])))
attempt(lambda: torch.isclose(torch.tensor([1, 2]), torch.tensor([1, 3]), rtol=0.5, atol=0))

# median_nan
attempt(lambda: torch.median(torch.tensor([1., float('nan'), 3.])))
attempt(lambda: torch.median(torch.tensor([[1., float('nan'), 3.], [1., 2., 3.]]), 1))
attempt(lambda: torch.median(torch.tensor([[2., float('nan'), float('nan')], [5., 4., 6.]]), dim=1, keepdim=True))
attempt(lambda: torch.median(torch.tensor([])))
attempt(lambda: torch.zeros(2, 0).median(1))
attempt(lambda: torch.zeros(2, 0).kthvalue(1, 1))
attempt(lambda: torch.kthvalue(torch.tensor([[3., 1., 2.], [6., 5., 4.]]), 2, 1))

# nanmedian
attempt(lambda: torch.nanmedian(torch.tensor([1., float('nan'), 3., 2.])))
attempt(lambda: torch.nanmedian(torch.tensor([[1., float('nan'), 3.], [float('nan'), float('nan'), float('nan')]]), 1))
attempt(lambda: torch.tensor([float('nan')]).nanmedian())
attempt(lambda: torch.nanmedian(torch.tensor([4, 1, 2])))
attempt(lambda: torch.tensor([[4., 1.], [2., 3.]]).nanmedian(0, keepdim=True))

# logsumexp_edges
attempt(lambda: torch.logsumexp(torch.tensor([]), 0))
attempt(lambda: torch.logsumexp(torch.zeros(0, 3), 0))
attempt(lambda: torch.logsumexp(torch.tensor([True, False, True]), 0))
attempt(lambda: torch.logsumexp(torch.tensor([[1., 2.], [3., 4.]]), 1, keepdim=True))

# vector_norm
x = torch.tensor([[3., 4.], [-6., 8.]])
attempt(lambda: torch.linalg.vector_norm(x, dtype=torch.float64))
attempt(lambda: torch.linalg.vector_norm(torch.tensor([1, 2])))
attempt(lambda: torch.linalg.vector_norm(torch.tensor([]), ord=float('inf')))
attempt(lambda: torch.linalg.vector_norm(torch.zeros(0, 3), ord=float('-inf')))
attempt(lambda: torch.linalg.vector_norm(torch.zeros(0, 3), ord=float('inf'), dim=1))
attempt(lambda: torch.linalg.vector_norm(torch.ones(2, dtype=torch.float64), dtype=torch.float32))
attempt(lambda: torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True))

# matrix_norm
x = torch.tensor([[3., 4.], [-6., 8.]])
attempt(lambda: torch.linalg.norm(x, ord=1))
attempt(lambda: torch.linalg.norm(x, ord=float('inf')))
attempt(lambda: torch.linalg.norm(x, ord=-1))
attempt(lambda: torch.linalg.norm(x, ord=float('-inf')))
attempt(lambda: torch.linalg.norm(x, ord='fro'))
attempt(lambda: torch.linalg.norm(torch.ones(2, 3), ord=1, keepdim=True))
attempt(lambda: torch.linalg.norm(torch.arange(12.).reshape(2, 2, 3), ord=1, dim=(0, 2)))
attempt(lambda: torch.linalg.norm(torch.ones(2, 2, 3), ord=1))
attempt(lambda: torch.linalg.norm(torch.ones(3), ord='fro'))
attempt(lambda: torch.linalg.norm(torch.ones(2, 3), ord=3))
attempt(lambda: torch.linalg.norm(torch.ones(2, 3, dtype=torch.int64), ord=1))
attempt(lambda: torch.linalg.matrix_norm(x))
attempt(lambda: torch.linalg.matrix_norm(x, ord=float('inf')))

# outer_inner_cross
attempt(lambda: torch.outer(torch.tensor([[1, 2]]), torch.tensor([1, 3])))
attempt(lambda: torch.outer(torch.tensor([1, 2]), torch.tensor([[1, 3]])))
attempt(lambda: torch.inner(torch.tensor([[1., 2.], [3., 4.]]), torch.tensor([1., 1.])))
attempt(lambda: torch.inner(torch.tensor(2.), torch.tensor([1., 3.])))
attempt(lambda: torch.inner(torch.tensor([1, 2]), torch.tensor([[1, 2], [3, 4]])))
attempt(lambda: torch.inner(torch.ones(2, 3), torch.ones(2)))
attempt(lambda: torch.cross(torch.tensor([[1, 2, 3], [4, 5, 6]]), torch.tensor([[0, 1, 0], [1, 0, 0]]), dim=1))
attempt(lambda: torch.linalg.cross(torch.tensor([1., 2., 3.]), torch.tensor([4., 5., 6.])))
attempt(lambda: torch.linalg.cross(torch.tensor([[1., 0., 0.]]), torch.tensor([[0., 1., 0.], [0., 0., 1.]])))
attempt(lambda: torch.linalg.cross(torch.tensor([1., 2.]), torch.tensor([1., 2.])))
attempt(lambda: torch.linalg.cross(torch.ones(3), torch.ones(2, 3)))
attempt(lambda: torch.cross(torch.tensor([1, 2, 3]), torch.tensor([1., 2., 4.]), dim=0))
attempt(lambda: torch.tensor([[1., 2., 3.]]).cross(torch.tensor([[3., 2., 1.]]), dim=-1))

# searchsorted_sorter
attempt(lambda: torch.searchsorted(torch.tensor([1, 2]), torch.tensor([1]), sorter=torch.tensor([0])))

# nansum_nanmean
x = torch.tensor([[1., float('nan'), 3.], [float('nan'), float('nan'), 2.]])
attempt(lambda: torch.nansum(x))
attempt(lambda: torch.nansum(x, dim=1))
attempt(lambda: x.nansum(0, keepdim=True))
attempt(lambda: torch.nansum(x, dtype=torch.float64))
attempt(lambda: torch.nansum(torch.tensor([1, 2])))
attempt(lambda: torch.nansum(torch.tensor([float('inf'), float('nan')])))
attempt(lambda: torch.nanmean(x))
attempt(lambda: torch.nanmean(x, dim=0))
attempt(lambda: x.nanmean(1, keepdim=True))
attempt(lambda: torch.nanmean(torch.tensor([float('nan')])))

# logcumsumexp
x = torch.tensor([[0., 1., 2.], [float('-inf'), 0., float('inf')]])
attempt(lambda: torch.logcumsumexp(x, 1))
attempt(lambda: x.logcumsumexp(dim=0))
attempt(lambda: torch.logcumsumexp(torch.tensor([1., 2.], dtype=torch.float64), 0))
attempt(lambda: torch.logcumsumexp(torch.tensor([float('nan'), 1.]), 0))
attempt(lambda: torch.logcumsumexp(torch.tensor([-1000., 0., 3., -2., 5.]), 0))
attempt(lambda: torch.logcumsumexp(torch.tensor(2.), 0))
attempt(lambda: torch.logcumsumexp(torch.tensor([]), 0))

# quantile
x = torch.tensor([1., 2., 3., 4.])
attempt(lambda: torch.quantile(x, 0.5))
attempt(lambda: torch.quantile(x, torch.tensor([0.25, 0.75])))
attempt(lambda: x.quantile(0.4, interpolation='lower'))
attempt(lambda: x.quantile(0.4, interpolation='higher'))
attempt(lambda: x.quantile(0.4, interpolation='nearest'))
attempt(lambda: x.quantile(0.5, interpolation='nearest'))
attempt(lambda: x.quantile(0.4, interpolation='midpoint'))
attempt(lambda: torch.quantile(torch.tensor([[1., 2.], [3., 5.]]), 0.5, dim=1, keepdim=True))
attempt(lambda: torch.quantile(torch.tensor([[1., 2.], [3., 5.]]), torch.tensor([0.1, 0.9]), dim=0))
attempt(lambda: torch.quantile(torch.ones(2, 3), torch.tensor([0.5, 0.2]), dim=1, keepdim=True).shape)
attempt(lambda: torch.quantile(torch.ones(2, 3), 0.5, keepdim=True))
attempt(lambda: torch.quantile(x, 1.5))
attempt(lambda: torch.quantile(torch.tensor([1, 2]), 0.5))
attempt(lambda: torch.quantile(x, 0.5, interpolation='bogus'))
attempt(lambda: torch.quantile(torch.tensor([1., float('nan')]), 0.5))
attempt(lambda: torch.quantile(torch.tensor([]), 0.5))
attempt(lambda: torch.quantile(x.double(), 0.5))
attempt(lambda: torch.quantile(x, torch.tensor([0.5], dtype=torch.float64)))
attempt(lambda: torch.quantile(x, torch.tensor([[0.5]])))
attempt(lambda: torch.quantile(torch.tensor(3.), 0.5))

# nanquantile
attempt(lambda: torch.nanquantile(torch.tensor([1., float('nan'), 3.]), 0.5))
attempt(lambda: torch.nanquantile(torch.tensor([[1., float('nan')], [float('nan'), float('nan')]]), 0.5, dim=1))
attempt(lambda: torch.nanquantile(torch.tensor([1., 2., float('nan'), 4.]), torch.tensor([0., 1.]), interpolation='linear'))
attempt(lambda: torch.tensor([[1., float('nan'), 5.], [2., 4., 8.]]).nanquantile(0.25, dim=1, interpolation='midpoint'))

# histc
attempt(lambda: torch.histc(torch.tensor([1., 2., 1.]), bins=4, min=0, max=3))
attempt(lambda: torch.histc(torch.tensor([1., 2., 1., 5.]), bins=4))
attempt(lambda: torch.histc(torch.tensor([1., 2., 1.]), bins=3, min=1, max=1))
attempt(lambda: torch.histc(torch.tensor([2., 2.]), bins=2))
attempt(lambda: torch.tensor([0., 0.5, 1.0]).histc(2, 0, 1))
attempt(lambda: torch.histc(torch.tensor([1., 2.], dtype=torch.float64), bins=2))
attempt(lambda: torch.histc(torch.tensor([]), bins=3))
attempt(lambda: torch.histc(torch.tensor([0.1, 0.9, 0.5, 0.25, -1., 7.]), bins=4, min=0, max=1))

# bincount
attempt(lambda: torch.bincount(torch.tensor([0, 1, 1, 3])))
attempt(lambda: torch.bincount(torch.tensor([0, 1, 1, 3]), minlength=6))
attempt(lambda: torch.bincount(torch.tensor([0, 1, 1, 3]), weights=torch.tensor([0.5, 1., 2., 3.])))
attempt(lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.tensor([1., 2.], dtype=torch.float64)))
attempt(lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.tensor([1, 2])))
attempt(lambda: torch.bincount(torch.tensor([], dtype=torch.int64)))
attempt(lambda: torch.bincount(torch.tensor([], dtype=torch.int64), minlength=3))
attempt(lambda: torch.bincount(torch.tensor([-1, 2])))
attempt(lambda: torch.bincount(torch.tensor([[1, 2]])))
attempt(lambda: torch.bincount(torch.tensor([1., 2.])))
attempt(lambda: torch.bincount(torch.tensor([1, 2]), minlength=-1))
attempt(lambda: torch.bincount(torch.tensor([1, 2], dtype=torch.uint8)))
attempt(lambda: torch.tensor([2, 2, 0]).bincount())
attempt(lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.tensor([1.])))

# max and min with input= as a keyword
x = torch.tensor([[1., 4.], [3., 2.]])
attempt(lambda: torch.max(input=x, dim=0))
attempt(lambda: torch.min(input=x))
attempt(lambda: torch.max(input=x, dim=1, keepdim=True).values)
