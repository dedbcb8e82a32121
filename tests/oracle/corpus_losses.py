# Twin of tests/golden/corpus_losses.cst (its tensors live on cuda:0).
import math
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# dropout2d's and dropout3d's deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one, as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


_triplet = F.triplet_margin_loss


def triplet_margin_loss(anchor, positive, negative, *args, **kwargs):
    """PyTorch 2 names the ranks in its own words (1.13: 'All inputs should have same dimension')."""
    a, p, n = anchor.dim(), positive.dim(), negative.dim()
    if not (a == p and p == n):
        raise RuntimeError("The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a}D, positive {p}D, and negative {n}D inputs")
    return _triplet(anchor, positive, negative, *args, **kwargs)


_triplet_distance = F.triplet_margin_with_distance_loss


def triplet_margin_with_distance_loss(anchor, positive, negative, **kwargs):
    """PyTorch 2 checks the reduction, then the ranks, before any distance (1.13 checks neither first)."""
    reduction = kwargs.get('reduction', 'mean')
    if reduction not in ('mean', 'sum', 'none'):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    triplet_margin_loss(anchor, positive, negative)
    return _triplet_distance(anchor, positive, negative, **kwargs)


F.triplet_margin_loss = triplet_margin_loss
F.triplet_margin_with_distance_loss = triplet_margin_with_distance_loss

# shrink
x = torch.tensor([-2.0, -0.5, -0.3, 0.0, 0.4, 0.5, 0.7, 3.0])
show(F.hardshrink(x), F.hardshrink(x, 0.3), F.hardshrink(x, lambd=1.0), torch.hardshrink(x, 0.6), x.hardshrink())
show(F.softshrink(x), F.softshrink(x, lambd=1.0), F.softshrink(x, 0))
show(F.tanhshrink(x), F.tanhshrink(torch.tensor([-1, 0, 2])), F.softshrink(x.double(), 0.25))
attempt(lambda: F.hardshrink(torch.tensor([1, -2])))
attempt(lambda: F.softshrink(torch.tensor([1, -2])))
attempt(lambda: F.softshrink(x, -1))

# inplace_activations
y = torch.tensor([-2.0, 0.5, 3.0]); r = F.threshold_(y, 1.0, -5.0); show(y, r is y)
y = torch.tensor([-2.0, 0.5]); F.celu_(y, 2.0); show(y)
y = torch.tensor([-2.0, 0.5]); F.selu_(y); show(y)
y = torch.tensor([-2.0, 0.5]); F.celu_(y); show(y)

# prelu
x = torch.tensor([[[-1.0, 2.0], [-3.0, 4.0], [0.5, -0.5]]])
show(F.prelu(x, torch.tensor([0.25])), F.prelu(x, torch.tensor([0.1, 0.2, 0.3])), torch.prelu(x, torch.tensor([-1.0, 0.0, 1.0])))
show(F.prelu(torch.tensor(-2.0), torch.tensor([0.1])), F.prelu(torch.tensor([-2.0, 3.0]), torch.tensor(0.5)), x.prelu(torch.tensor([2.0])))
attempt(lambda: F.prelu(torch.ones(2, 3), torch.tensor([0.1, 0.2])))
attempt(lambda: F.prelu(torch.tensor([-2.0, 3.0]), torch.tensor([0.1, 0.2])))
attempt(lambda: F.prelu(torch.tensor(-2.0), torch.tensor([0.1, 0.2])))
attempt(lambda: F.prelu(torch.tensor([1, -2]), torch.tensor([1])))

# rrelu
x = torch.tensor([-4.0, -1.0, 0.0, 2.0])
show(F.rrelu(x), F.rrelu(x, 0.1, 0.3), torch.rrelu(x, lower=0.2, upper=0.2), F.rrelu(x.double(), training=False))
y = x.clone(); F.rrelu_(y, 0.5, 0.5); show(y)
y = x.clone(); r = F.rrelu(y, inplace=True); show(y, r is y)
y = x.clone(); torch.rrelu_(y); show(y)
r = F.rrelu(x, 0.1, 0.3, training=True)
s = r[:2] / x[:2]
show(r[2:], ((s >= 0.1) & (s <= 0.3)).all(), r.dtype)
attempt(lambda: F.rrelu(x, 0.5, 0.1))
attempt(lambda: F.rrelu(torch.tensor([1, -2])))

# feature_dropout
x = torch.arange(1.0, 13.0).reshape(2, 3, 2)
show(F.dropout1d(x, 0.5, training=False), F.dropout2d(x, p=0.0), F.dropout3d(x.reshape(1, 2, 3, 2), 1.0))
show(F.dropout1d(x, 1.0), F.dropout1d(x[0], 1.0), F.dropout2d(x.reshape(1, 2, 3, 2), 1.0, True))
y = F.dropout2d(torch.ones(4, 8, 3, 3), 0.5)
ch = y.reshape(4, 8, 9)
show(y.shape, ((ch.amax(2) - ch.amin(2)) == 0).all(), ((y == 0) | (y == 2)).all())
y = F.dropout1d(torch.ones(6, 5), 0.25)
show(y.shape, ((y.amax(1) - y.amin(1)) == 0).all(), ((y == 0) | ((y - 4 / 3).abs() < 1e-6)).all())
y = F.dropout3d(torch.ones(3, 2, 2, 2, dtype=torch.float64), 0.5)
show(y.dtype, ((y.reshape(3, 8).amax(1) - y.reshape(3, 8).amin(1)) == 0).all())
z = torch.ones(2, 2); r = F.dropout2d(z, 1.0, inplace=True); show(z, r is z)
attempt(lambda: F.dropout1d(torch.ones(2), 0.5))
attempt(lambda: F.dropout1d(torch.ones(2, 3, 4, 5), 0.5))
attempt(lambda: F.dropout2d(torch.ones(3), 0.5))
attempt(lambda: F.dropout2d(torch.ones(2, 3), 1.5))
attempt(lambda: F.dropout3d(torch.ones(2, 3), -0.5))
attempt(lambda: F.dropout2d(torch.tensor([[1, 2]]), 0.5))

# alpha_dropout
x = torch.tensor([[1.0, -2.0], [0.5, 3.0]])
show(F.alpha_dropout(x, 0.5), F.alpha_dropout(x, 0.2, training=False), F.feature_alpha_dropout(x, 0.5), F.alpha_dropout(x, 0.0, True))
show(F.alpha_dropout(x, 1.0, True), F.feature_alpha_dropout(x, p=1.0, training=True))
p = 0.5
alpha = 1.7580993408473766
a = 1.0 / math.sqrt((alpha * alpha * p + 1) * (1 - p))
kept, dropped = a + alpha * a * p, alpha * a * p - alpha * a
y = F.alpha_dropout(torch.ones(64), p, True)
show(((y - kept).abs() < 1e-5).logical_or((y - dropped).abs() < 1e-5).all())
y = F.feature_alpha_dropout(torch.ones(5, 4, 3), p, True)
show((((y - kept).abs() < 1e-5) | ((y - dropped).abs() < 1e-5)).all(), ((y.amax(2) - y.amin(2)) == 0).all())
attempt(lambda: F.alpha_dropout(x, 1.5))
attempt(lambda: F.feature_alpha_dropout(x, -0.1))
attempt(lambda: F.feature_alpha_dropout(torch.ones(3), 0.5, True))
attempt(lambda: F.alpha_dropout(torch.tensor([1, 2]), 0.5, True))

# margin_ranking_hinge
a = torch.tensor([1.0, 2.0, -1.0, 0.5]); b = torch.tensor([0.5, 3.0, 1.0, 0.5]); t = torch.tensor([1.0, 1.0, -1.0, -1.0])
show(F.margin_ranking_loss(a, b, t), F.margin_ranking_loss(a, b, t, margin=0.5, reduction='none'), F.margin_ranking_loss(a, b, t, 1.0, reduction='sum'))
show(F.margin_ranking_loss(a, b, t, size_average=False), F.margin_ranking_loss(a, b, t, reduce=False))
attempt(lambda: F.margin_ranking_loss(a, b, torch.ones(2, 4)))
attempt(lambda: F.margin_ranking_loss(a, b, torch.ones(3)))
attempt(lambda: F.margin_ranking_loss(a, b, t, reduction='avg'))
h = torch.tensor([[0.3, -0.2, 1.5], [2.0, 0.0, -1.0]]); ht = torch.tensor([[1.0, -1.0, -1.0], [1.0, 1.0, -1.0]])
show(F.hinge_embedding_loss(h, ht), F.hinge_embedding_loss(h, ht, margin=0.5, reduction='none'), F.hinge_embedding_loss(h, ht, 2.0, reduction='sum'))
show(F.hinge_embedding_loss(h, torch.tensor([1.0, -1.0, 1.0]), reduction='none'), F.hinge_embedding_loss(h.double(), ht.double()))

# soft_margin
x = torch.tensor([[0.5, -1.0], [2.0, 0.0]]); y = torch.tensor([[1.0, -1.0], [-1.0, 1.0]])
show(F.soft_margin_loss(x, y), F.soft_margin_loss(x, y, reduction='none'), F.soft_margin_loss(x, y, reduction='sum'))
show(F.multilabel_soft_margin_loss(x, (y > 0).float()), F.multilabel_soft_margin_loss(x, (y > 0).float(), reduction='none'))
show(F.multilabel_soft_margin_loss(x, (y > 0).float(), weight=torch.tensor([2.0, 0.5]), reduction='sum'), F.multilabel_soft_margin_loss(x[0], torch.tensor([1.0, 0.0])))
attempt(lambda: F.soft_margin_loss(torch.tensor([1, 2]), torch.tensor([1, -1])))
attempt(lambda: F.soft_margin_loss(x, torch.ones(3)))
attempt(lambda: F.multilabel_soft_margin_loss(x, y, reduction='avg'))

# multilabel_margin
x = torch.tensor([[0.1, 0.2, 0.4, 0.8], [0.5, -0.5, 1.0, 0.0]]); y = torch.tensor([[3, 0, -1, 1], [1, 2, 3, 0]])
show(F.multilabel_margin_loss(x, y), F.multilabel_margin_loss(x, y, reduction='none'), F.multilabel_margin_loss(x, y, reduction='sum'))
show(F.multilabel_margin_loss(x[0], y[0]), F.multilabel_margin_loss(x[0], y[0], reduction='none'), F.multilabel_margin_loss(x, torch.full((2, 4), -1)))
attempt(lambda: F.multilabel_margin_loss(x, torch.tensor([[4, -1, 0, 0], [0, 0, 0, 0]])))
attempt(lambda: F.multilabel_margin_loss(torch.ones(2, 3, 1), torch.ones(2, 3, 1, dtype=torch.long)))

# multi_margin
x = torch.tensor([[0.1, 0.2, 0.4, 0.8], [0.5, -0.5, 1.0, 0.0]]); y = torch.tensor([3, 1])
show(F.multi_margin_loss(x, y), F.multi_margin_loss(x, y, reduction='none'), F.multi_margin_loss(x, y, p=2, margin=0.5))
show(F.multi_margin_loss(x, y, weight=torch.tensor([1.0, 2.0, 3.0, 4.0]), reduction='sum'), F.multi_margin_loss(x[0], torch.tensor(2)), F.multi_margin_loss(x[0], torch.tensor([2]), reduction='none'))
attempt(lambda: F.multi_margin_loss(x, y, p=3))
attempt(lambda: F.multi_margin_loss(x, y, weight=torch.ones(1, 4)))
attempt(lambda: F.multi_margin_loss(x, torch.tensor([4, 0])))
attempt(lambda: F.multi_margin_loss(x, torch.tensor([1.0, 0.0])))
attempt(lambda: F.multi_margin_loss(torch.ones(2, 3, 4), y))

# poisson_gaussian
x = torch.tensor([0.5, 1.0, 2.0, 0.1]); y = torch.tensor([1.0, 0.0, 3.0, 2.0])
show(F.poisson_nll_loss(x, y), F.poisson_nll_loss(x, y, log_input=False, reduction='none'), F.poisson_nll_loss(x, y, full=True, reduction='sum'))
show(F.poisson_nll_loss(x, y, False, True, eps=0.5), F.poisson_nll_loss(torch.tensor([1, 2]), torch.tensor([2, 0])))
attempt(lambda: F.poisson_nll_loss(x, y, reduction='avg'))
attempt(lambda: F.poisson_nll_loss(x, torch.ones(3)))
m = torch.tensor([[0.5, 1.0], [2.0, -1.0]]); v = torch.tensor([[1.0, 0.5], [2.0, 1e-9]])
show(F.gaussian_nll_loss(m, torch.zeros(2, 2), v), F.gaussian_nll_loss(m, torch.ones(2, 2), v, full=True, reduction='none'))
show(F.gaussian_nll_loss(m, torch.zeros(2, 2), torch.tensor([1.0, 2.0]), reduction='sum'), F.gaussian_nll_loss(m, torch.zeros(2, 2), torch.tensor([[4.0], [0.25]]), eps=0.1))
attempt(lambda: F.gaussian_nll_loss(m, m, torch.ones(3)))
attempt(lambda: F.gaussian_nll_loss(m, m, -v))
attempt(lambda: F.gaussian_nll_loss(m, m, v, reduction='avg'))

# cosine_embedding
a = torch.tensor([[1.0, 0.0, 1.0], [0.5, 2.0, -1.0]]); b = torch.tensor([[1.0, 1.0, 0.0], [-0.5, -2.0, 1.0]])
show(F.cosine_embedding_loss(a, b, torch.tensor([1, -1])), F.cosine_embedding_loss(a, b, torch.tensor([-1, 1]), margin=-0.2, reduction='none'))
show(F.cosine_embedding_loss(a[0], b[0], torch.tensor(1)), F.cosine_embedding_loss(a, b, torch.tensor([1.0, 1.0]), reduction='sum'))
attempt(lambda: F.cosine_embedding_loss(a, b, torch.ones(1, 2)))
attempt(lambda: F.cosine_embedding_loss(a[0], b[0], torch.ones(1)))
attempt(lambda: F.cosine_embedding_loss(a, b, torch.tensor(1)))

# triplet
an = torch.tensor([[0.0, 0.0], [1.0, 1.0]]); po = torch.tensor([[0.5, 0.0], [1.0, 2.0]]); ne = torch.tensor([[1.0, 1.0], [1.0, 1.5]])
show(F.triplet_margin_loss(an, po, ne), F.triplet_margin_loss(an, po, ne, margin=0.5, p=1, reduction='none'), F.triplet_margin_loss(an, po, ne, swap=True, reduction='sum'))
show(F.triplet_margin_with_distance_loss(an, po, ne), F.triplet_margin_with_distance_loss(an, po, ne, distance_function=lambda u, v: (u - v).abs().sum(-1), margin=2.0, reduction='none'))
show(F.triplet_margin_with_distance_loss(an, po, ne, swap=True, reduction='sum'), F.triplet_margin_loss(an, po, ne, eps=0.0))
attempt(lambda: F.triplet_margin_loss(an, po, ne[0]))
attempt(lambda: F.triplet_margin_with_distance_loss(an, po, ne[0]))
attempt(lambda: F.triplet_margin_with_distance_loss(an, po, ne, reduction='avg'))
attempt(lambda: F.triplet_margin_loss(an, po, ne, reduction='avg'))

# pdist_bilinear
x = torch.tensor([[0.0, 0.0], [3.0, 4.0], [1.0, -1.0], [2.0, 2.0]])
show(F.pdist(x), F.pdist(x, p=1), torch.pdist(x, 0.5), F.pdist(x[:1]), F.pdist(x.double(), float('inf')))
show(F.pdist(x, 0), F.pdist(x, 3), F.pdist(x.double()), F.pdist(torch.arange(120.0).reshape(3, 40).cos(), 1))
d = F.pdist(torch.arange(450.0).reshape(150, 3).sin())
show(d.shape, d[:4], d[6200:6206], d[9500:9506], d[-4:], F.pdist(torch.ones(0, 3)))
attempt(lambda: F.pdist(x[0]))
attempt(lambda: F.pdist(torch.ones(2, 2, dtype=torch.int64)))
attempt(lambda: F.pdist(x, -1))
x1 = torch.tensor([[1.0, 2.0], [0.5, -1.0], [0.0, 3.0]]); x2 = torch.tensor([[1.0, 0.0, -1.0], [2.0, 1.0, 0.0], [0.5, 0.5, 0.5]])
w = torch.arange(12.0).reshape(2, 2, 3) / 10
show(F.bilinear(x1, x2, w), F.bilinear(x1, x2, w, torch.tensor([1.0, -1.0])), torch.bilinear(x1.unsqueeze(0), x2.unsqueeze(0), w, None).shape)
attempt(lambda: F.bilinear(x1, x2[:, :2], w))
attempt(lambda: F.bilinear(x1[:, :1], x2, w))
attempt(lambda: F.bilinear(x1, x2, w, torch.ones(3)))
attempt(lambda: F.bilinear(x1, x2[:2], w))
