# Twin of tests/golden/corpus_nn3.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's deprecation warnings (kl_div's 'mean') are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (mse_cuda), as on the golden's cuda:0."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', re.sub(r'_(vml_)?cpu"', '_cuda"', str(e)))


_addmm = torch.addmm


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    """PyTorch 2's addmm names the dtypes it refuses (1.13 does not)."""
    if input.dtype != mat2.dtype:
        raise RuntimeError(f"self and mat2 must have the same dtype, but got {_name(input)} and {_name(mat2)}")
    if mat1.dtype != mat2.dtype:
        raise RuntimeError(f"mat1 and mat2 must have the same dtype, but got {_name(mat1)} and {_name(mat2)}")
    return _addmm(input, mat1, mat2, beta=beta, alpha=alpha)


def _name(t):
    return {torch.float64: "Double", torch.float32: "Float"}[t.dtype]


_linear = F.linear


def linear(input, weight, bias=None):
    """PyTorch 2's linear of a 2-d input with a bias is addmm(bias, input, weight.t())."""
    if input.dim() == 2 and bias is not None:
        return addmm(bias, input, weight.t())
    return _linear(input, weight, bias)


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    """PyTorch 2's formula: each input divided by its norm clamped at eps."""
    n1 = x1.norm(2, dim, keepdim=True).clamp(min=eps)
    n2 = x2.norm(2, dim, keepdim=True).clamp(min=eps)
    return ((x1 / n1) * (x2 / n2)).sum(dim)


_addmv = torch.addmv


def addmv(input, mat, vec, *, beta=1, alpha=1):
    """PyTorch 2's addmv names its operands' sizes (1.13 gives them bare)."""
    if mat.size(1) != vec.size(0) or (mat.size(0) != input.numel() and input.numel() != 1):
        raise RuntimeError(f"size mismatch, got input ({input.size(0)}), mat ({mat.size(0)}x{mat.size(1)}), "
                           f"vec ({vec.size(0)})")
    return _addmv(input, mat, vec, beta=beta, alpha=alpha)


_bce_logits = F.binary_cross_entropy_with_logits


def bce_with_logits(input, target, weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None):
    """PyTorch 2's formula, through log_sigmoid (1.13's log-sum-exp loses
    the tail below 1e-7)."""
    if target.size() != input.size():
        return _bce_logits(input, target)
    log_sig = F.logsigmoid(input)
    if pos_weight is not None:
        log_sig = log_sig * ((pos_weight - 1) * target + 1)
    loss = (1 - target) * input - log_sig
    if weight is not None:
        loss = loss * weight
    return loss if reduction == 'none' else loss.sum() if reduction == 'sum' else loss.mean()


torch.addmm = addmm
torch.addmv = addmv
F.binary_cross_entropy_with_logits = bce_with_logits
F.linear = linear
torch.cosine_similarity = cosine_similarity
F.cosine_similarity = cosine_similarity

# inplace_activations
x = torch.tensor([-3.0, 2.0]); r = F.elu(x, inplace=True); show(x, r is x)
x = torch.tensor([-3.0, 2.0]); F.leaky_relu(x, 0.1, inplace=True); show(x)
x = torch.tensor([-3.0, 2.0, 9.0]); F.relu6(x, inplace=True); F.hardtanh(x, -2.0, 1.0, inplace=True); show(x)
x = torch.tensor([-3.0, 2.0]); F.silu(x, inplace=True); show(x)
x = torch.tensor([-3.0, 2.0, -1.0]); F.relu_(x); F.elu_(x); show(x)
x = torch.tensor([-3.0, 2.0]); F.leaky_relu_(x, 0.5); F.hardtanh_(x); show(x)
x = torch.tensor([-1.0, 2.0]); show(torch.relu_(x), torch.sigmoid_(x), x)

# softplus_small
show(F.softplus(torch.tensor([-30.0, -50.0])), F.softplus(torch.tensor([-30.0]), beta=2), F.softplus(torch.tensor([-1.0, 10.0, 30.0]), beta=0.5, threshold=4))

# int_activations
show(F.relu6(torch.tensor([-2, 3, 9])), F.hardtanh(torch.tensor([-2, 0, 3])), F.hardtanh(torch.tensor([-5, 1, 5]), -2.5, 3.7))
attempt(lambda: F.leaky_relu(torch.tensor([-2, 3])))
attempt(lambda: F.hardtanh(torch.tensor([True])))
attempt(lambda: F.mish(torch.tensor([1, 2])))

# new_activations
x = torch.tensor([-30.0, -4.0, -3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0, 4.0, 25.0])
show(F.mish(x), F.selu(x), F.celu(x), F.celu(x, alpha=0.5))
show(F.hardswish(x), F.hardsigmoid(x), F.logsigmoid(x), F.softsign(x))
show(F.threshold(x, 0.5, -7.0), F.logsigmoid(torch.tensor([-200.0, 200.0])), F.softsign(torch.tensor([-2, 0, 3])))

# activations_f64_f16
x = torch.tensor([-2.0, -0.25, 0.75, 3.0], dtype=torch.float64)
show(F.mish(x), F.selu(x), F.hardswish(x), F.logsigmoid(x))
h = torch.tensor([-2.0, -0.25, 0.75, 3.0], dtype=torch.float16)
# PyTorch's GPU kernels compute float16 in float32 and round once (1.13's CPU has none).
show(F.mish(h.float()).half(), F.hardsigmoid(h.float()).half(), F.celu(h.float(), 2.0).half())

# softmin_glu
x = torch.tensor([[1.0, 2.0, 3.0, 0.5], [0.0, -1.0, 2.0, 2.0]])
show(F.softmin(x, dim=1), F.softmin(x, 0), F.glu(x), F.glu(x, 0))
attempt(lambda: F.glu(torch.ones(2, 3)))

# embedding_max_norm
w = torch.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0], [1.0, 1.0]])
show(F.embedding(torch.tensor([[0, 1], [0, 2]]), w, max_norm=1.0), w)
w = torch.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])
show(F.embedding(torch.tensor([2, 1]), w, max_norm=2.0, norm_type=1.0), w)

# embedding_padding_idx
w = torch.arange(8.0).reshape(4, 2)
show(F.embedding(torch.tensor([1, 3]), w, padding_idx=-1), F.embedding(torch.tensor([0]), w, padding_idx=-4))
attempt(lambda: F.embedding(torch.tensor([1]), torch.zeros(4, 2), padding_idx=4))
attempt(lambda: F.embedding(torch.tensor([1]), torch.zeros(4, 2), padding_idx=-5))

# loss_checks
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), label_smoothing=1.5))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 3), label_smoothing=2.0))
show(F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), label_smoothing=-0.5))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([[0, 1]])))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.ones(2, 4)))
attempt(lambda: F.cross_entropy(torch.ones(2, 3, 2), torch.tensor([[0, 1]])))
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 3])))
show(F.mse_loss(torch.tensor([1, 2]), torch.tensor([1.0, 3.0])))

# addmm_checks
attempt(lambda: torch.addmm(torch.ones(3), torch.ones(2, 2), torch.ones(2, 2)))
attempt(lambda: torch.addmm(torch.ones(2, 2, dtype=torch.float64), torch.ones(2, 2), torch.ones(2, 2)))
attempt(lambda: torch.addmm(torch.ones(2, 2), torch.ones(2, 2), torch.ones(2, 2, dtype=torch.float64)))
attempt(lambda: torch.addmm(torch.ones(2, 2), torch.ones(2, 2, dtype=torch.float64), torch.ones(2, 2)))
attempt(lambda: F.linear(torch.ones(2, 2), torch.ones(3, 2), torch.ones(3, dtype=torch.float64)))
show(torch.addmm(torch.tensor([1.0, 2.0]), torch.eye(2), torch.ones(2, 2)))

# dropout_layer_norm_checks
attempt(lambda: F.dropout(torch.ones(2), 2.0))
attempt(lambda: F.dropout(torch.ones(2), 1e10))
attempt(lambda: F.dropout(torch.ones(2), -1))
attempt(lambda: F.layer_norm(torch.ones(2, 3), 3))

# bce
p = torch.tensor([0.1, 0.9, 0.5, 0.0]); y = torch.tensor([0.0, 1.0, 1.0, 1.0])
show(F.binary_cross_entropy(p, y), F.binary_cross_entropy(p, y, reduction='none'), F.binary_cross_entropy(p, y, weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), reduction='sum'))
attempt(lambda: F.binary_cross_entropy(p, torch.ones(3)))
attempt(lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.ones(1)))

# bce_logits
z = torch.tensor([[-1.0, 2.0, 0.0], [30.0, -30.0, 0.5]]); y = torch.tensor([[0.0, 1.0, 1.0], [1.0, 0.0, 0.25]])
show(F.binary_cross_entropy_with_logits(z, y), F.binary_cross_entropy_with_logits(z, y, reduction='none'))
show(F.binary_cross_entropy_with_logits(z, y, pos_weight=torch.tensor([1.0, 2.0, 3.0]), weight=torch.tensor([0.5, 1.0, 1.0]), reduction='sum'))
attempt(lambda: F.binary_cross_entropy_with_logits(z, torch.ones(3)))

# smooth_l1_huber
a = torch.tensor([0.0, 0.5, 3.0, -2.0]); b = torch.tensor([0.0, 0.0, 0.0, 0.5])
show(F.smooth_l1_loss(a, b), F.smooth_l1_loss(a, b, reduction='none', beta=2.0), F.smooth_l1_loss(a, b, beta=0.0))
show(F.huber_loss(a, b), F.huber_loss(a, b, reduction='none', delta=2.0), F.huber_loss(a, b, reduction='sum', delta=0.5))
attempt(lambda: F.smooth_l1_loss(a, b, reduction='avg'))

# kl_div
lp = torch.log(torch.tensor([[0.25, 0.75], [0.5, 0.5]])); t = torch.tensor([[0.5, 0.5], [0.0, 1.0]])
show(F.kl_div(lp, t, reduction='batchmean'), F.kl_div(lp, t, reduction='sum'), F.kl_div(lp, t, reduction='none'))
show(F.kl_div(lp, torch.log(t + 0.1), reduction='batchmean', log_target=True), F.kl_div(lp, t, reduction='mean'))

# distances
a = torch.tensor([[0.0, 0.0], [3.0, 4.0], [1.0, -1.0]]); b = torch.tensor([[1.0, 1.0], [0.0, 0.0]])
show(torch.cdist(a, b), torch.cdist(a, b, p=1), torch.cdist(a.unsqueeze(0), b.unsqueeze(0), p=3.0))
show(torch.cdist(a, b, p=0), torch.cdist(a, b, p=float('inf')), torch.cdist(a.double(), b.double(), p=2.5))
u = torch.arange(60.0).reshape(2, 1, 10, 3).sin(); v = torch.arange(72.0).reshape(3, 8, 3).cos(); w = torch.arange(120.0).reshape(3, 40).cos()
show(torch.cdist(u, v).shape, torch.cdist(u, v)[1, 2, 3:5], torch.cdist(u, v, p=1)[0, 1, :2], torch.cdist(u.double(), v.double(), p=3)[1, 0, 0], torch.cdist(w, w[:2]), torch.cdist(w, w[1:], p=float('inf')))
show(F.pairwise_distance(a[:2], b), torch.pairwise_distance(a[:2], b, p=1.0, keepdim=True), torch.dist(a[:2], b), torch.dist(a[:2], b, 1))
show(torch.cosine_similarity(a, torch.tensor([[1.0, 1.0]])), F.cosine_similarity(a, b[:1], dim=1))
attempt(lambda: torch.cdist(torch.ones(3), torch.ones(2, 3)))
attempt(lambda: torch.cdist(torch.ones(2, 2), torch.ones(2, 3)))
attempt(lambda: torch.cdist(torch.ones(2, 2, dtype=torch.int64), torch.ones(2, 2, dtype=torch.int64)))

# logit_xlogy
x = torch.tensor([0.0, 0.25, 0.5, 0.9, 1.0])
show(torch.logit(x), torch.logit(x, eps=0.1), x.logit(1e-6))
show(torch.xlogy(torch.tensor([0.0, 2.0, 0.0, 3.0]), torch.tensor([0.0, 3.0, float('nan'), 1.0])), torch.xlogy(torch.tensor([0, 2]), torch.tensor([5, 4])), torch.xlogy(2.0, torch.tensor([1.0, 8.0])))

# addmv_addr
m = torch.arange(6.0).reshape(2, 3); v = torch.tensor([1.0, 0.0, -1.0])
show(torch.addmv(torch.ones(2), m, v, beta=0.5, alpha=2), torch.addmv(torch.tensor(1.0), m, v), torch.addr(torch.zeros(2, 3), torch.tensor([1.0, 2.0]), v), torch.addr(torch.ones(3), torch.tensor([1.0, 2.0]), v, beta=2))
attempt(lambda: torch.addmv(torch.ones(3), m, v))
attempt(lambda: torch.addr(torch.ones(2, 3), m, v))
