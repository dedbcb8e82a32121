# Twin of tests/golden/corpus_nn.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch2  # noqa: E402
from cuda_repr import show  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message; a
    kernel's name is the CUDA one (hypot_cuda), as on the golden's cuda:0,
    and mv's size check is in PyTorch 2's words."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', torch2.mv_message(re.sub(r'_(vml_)?cpu"', '_cuda"', str(e))))


torch2.install()


# linear_basic
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
w = torch.tensor([[1.0, 0.0], [0.5, -1.0], [2.0, 2.0]])
b = torch.tensor([0.1, 0.2, 0.3])
show(F.linear(x, w), F.linear(x, w, b), torch.nn.functional.linear(x[0], w, bias=b))

# linear_shape_err
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 2)))

# linear_batched
x = torch.arange(12.0).reshape(2, 3, 2)
show(F.linear(x, torch.ones(1, 2)).shape, F.linear(x, torch.ones(1, 2))[1])

# layer_norm_basic
x = torch.tensor([[1.0, 2.0, 3.0], [2.0, 2.0, 8.0]])
show(F.layer_norm(x, (3,)), F.layer_norm(x, [3], weight=torch.tensor([1.0, 2.0, 0.5]), bias=torch.tensor([0.0, 1.0, 0.0])))

# layer_norm_eps_2d
x = torch.arange(8.0).reshape(2, 2, 2)
show(F.layer_norm(x, (2, 2), eps=1e-2), torch.layer_norm(x, [2]))

# layer_norm_err
attempt(lambda: F.layer_norm(torch.ones(2, 3), (2,)))

# rms_norm_basic
x = torch.tensor([[1.0, 2.0, 3.0], [-1.0, 0.0, 1.0]])
show(F.rms_norm(x, (3,)), F.rms_norm(x, [3], weight=torch.tensor([1.0, 0.5, 2.0]), eps=1e-6))

# rms_norm_err
attempt(lambda: F.rms_norm(torch.ones(2, 3), (4,)))

# dropout_eval
x = torch.tensor([1.0, 2.0, 3.0])
show(F.dropout(x, 0.5, training=False), F.dropout(x, p=0.0), F.dropout(x, p=1.0))

# dropout_bad_p
attempt(lambda: F.dropout(torch.ones(2), p=1.5))
attempt(lambda: F.dropout(torch.ones(2), p=-0.1))

# dropout_shape
torch.manual_seed(0)
y = F.dropout(torch.ones(1000), 0.3)
show(y.shape, y.dtype, ((y == 0) | (y > 1.42)).all())

# cross_entropy_basic
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
t = torch.tensor([0, 1])
show(F.cross_entropy(logits, t), F.cross_entropy(logits, t, reduction='none'), F.cross_entropy(logits, t, reduction='sum'))

# cross_entropy_ignore
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [1.0, 1.0, 1.0]])
show(F.cross_entropy(logits, torch.tensor([0, -100, 2])), F.cross_entropy(logits, torch.tensor([0, 1, 2]), ignore_index=1))

# cross_entropy_smooth_weight
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
t = torch.tensor([0, 2])
show(F.cross_entropy(logits, t, label_smoothing=0.1), F.cross_entropy(logits, t, weight=torch.tensor([1.0, 2.0, 3.0])))

# cross_entropy_probs
logits = torch.tensor([[2.0, 1.0], [0.5, 2.5]])
show(F.cross_entropy(logits, torch.tensor([[0.7, 0.3], [0.0, 1.0]])))

# cross_entropy_err
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0.0, 1.0])))

# cross_entropy_1d
show(F.cross_entropy(torch.tensor([1.0, 2.0, 3.0]), torch.tensor(2)))

# sdpa_basic
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
k = torch.tensor([[[1.0, 0.0], [1.0, 1.0]]])
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.scaled_dot_product_attention(q, k, v), F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_mask_scale
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
m = torch.tensor([[True, False], [True, True]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m), F.scaled_dot_product_attention(q, q, v, scale=2.0), F.scaled_dot_product_attention(q, q, v, attn_mask=torch.tensor([[0.0, -1.0], [0.5, 0.0]])))

# sdpa_shape_err
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 3), torch.ones(1, 2, 4), torch.ones(1, 2, 3)))

# einsum_basic
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(3.0)
show(torch.einsum('ij,j->i', a, b), torch.einsum('ij->ji', a), torch.einsum('ij,kj->ik', a, a), torch.einsum('ii->i', torch.eye(2)))

# einsum_list_ellipsis
a = torch.arange(8.0).reshape(2, 2, 2)
show(torch.einsum('...ij,...jk->...ik', a, a)[1], torch.einsum('bij->b', a), torch.einsum('i,i', [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]))

# einsum_int_outer
show(torch.einsum('i,j->ij', torch.tensor([1, 2]), torch.tensor([3, 4, 5])), torch.einsum('i->', torch.tensor([1, 2, 3])))

# einsum_err
attempt(lambda: torch.einsum('ij,j->i', torch.ones(2, 3), torch.ones(2)))
attempt(lambda: torch.einsum('ij->i', torch.ones(2, 3), torch.ones(2)))

# tensordot_basic
a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
show(torch.tensordot(a, b, dims=1), torch.tensordot(a, a, dims=([0, 1], [0, 1])), torch.tensordot(a, b.t(), dims=([1], [1])))

# tensordot_zero
show(torch.tensordot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), dims=0), torch.tensordot(torch.arange(4.0).reshape(2, 2), torch.ones(2, 2)).shape)

# tensordot_err
attempt(lambda: torch.tensordot(torch.ones(2, 3), torch.ones(2, 3), dims=1))

# vecdot_basic
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.tensor([1.0, -1.0])
show(torch.linalg.vecdot(a, b), torch.linalg.vecdot(a, a, dim=0))

# matmul_shapes
a = torch.ones(2, 3, 4)
show((a @ torch.ones(4)).shape, torch.matmul(torch.ones(4), a.mT).shape, (a @ torch.ones(1, 4, 2)).shape, torch.mm(torch.ones(2, 3), torch.ones(3, 1)))

# matmul_int
show(torch.tensor([[1, 2], [3, 4]]) @ torch.tensor([[1], [1]]), torch.tensor([1, 2]) @ torch.tensor([3, 4]))

# matmul_err
attempt(lambda: torch.ones(2, 3) @ torch.ones(2))
attempt(lambda: torch.ones(2, 3, dtype=torch.int64) @ torch.ones(3, 2))

# baddbmm_basic
inp = torch.ones(2, 2, 2)
b1 = torch.arange(8.0).reshape(2, 2, 2)
# beta=0 ignores the input in PyTorch 2; Debian's 1.13 scales an uninitialised
# buffer by 0 instead, and NaN * 0 prints nan now and then, so bmm stands in.
show(torch.baddbmm(inp, b1, b1), torch.baddbmm(inp, b1, b1, beta=0.5, alpha=2), torch.bmm(b1, b1))

# baddbmm_bcast_err
show(torch.baddbmm(torch.tensor([1.0, 2.0]), torch.ones(1, 2, 3), torch.ones(1, 3, 2)))
attempt(lambda: torch.baddbmm(torch.ones(2, 2, 2), torch.ones(2, 2, 3), torch.ones(2, 2, 2)))

# addmm_bmm
show(torch.addmm(torch.ones(2), torch.ones(2, 3), torch.ones(3, 2), alpha=0.5), torch.bmm(torch.ones(1, 2, 3), torch.ones(1, 3, 1)))

# multinomial_deterministic
show(torch.multinomial(torch.tensor([0.0, 1.0, 0.0]), 1), torch.multinomial(torch.tensor([[0.0, 0.0, 5.0], [2.0, 0.0, 0.0]]), 1))

# multinomial_noreplace
torch.manual_seed(1)
r = torch.multinomial(torch.tensor([1.0, 1.0, 1.0, 1.0]), 4)
show(r.sort().values, r.dtype, r.shape)

# multinomial_err
attempt(lambda: torch.multinomial(torch.tensor([1.0, 0.0]), 2))
attempt(lambda: torch.multinomial(torch.tensor([-1.0, 2.0]), 1))
attempt(lambda: torch.multinomial(torch.tensor([1, 2]), 1))

# multinomial_replacement
torch.manual_seed(3)
r = torch.multinomial(torch.tensor([0.0, 1.0]), 5, replacement=True)
show(r)

# pad_basic
x = torch.tensor([[1, 2], [3, 4]])
show(F.pad(x, (1, 1)), F.pad(x, (0, 0, 1, 0), value=9), F.pad(x.float(), [1, 0, 0, 1], mode='constant', value=-1.5))

# pad_negative
show(F.pad(torch.arange(5), (-1, -2)), F.pad(torch.arange(4).reshape(2, 2), (1, -1)))

# pad_reflect_replicate
x = torch.arange(6.0).reshape(1, 2, 3)
show(F.pad(x, (2, 1), mode='reflect'), F.pad(x, (1, 1), mode='replicate'), F.pad(x, (1, 1), mode='circular'))

# pad_err
attempt(lambda: F.pad(torch.ones(2), (1,)))
attempt(lambda: F.pad(torch.ones(2), (1, 1, 1, 1)))

# conv1d_basic
x = torch.arange(10.0).reshape(1, 2, 5)
w = torch.ones(3, 2, 2)
show(F.conv1d(x, w), F.conv1d(x, w, bias=torch.tensor([1.0, 0.0, -1.0]), stride=2, padding=1))

# conv1d_dil_groups
x = torch.arange(12.0).reshape(1, 4, 3)
w = torch.ones(2, 2, 2)
show(F.conv1d(x, w, groups=2), F.conv1d(x, torch.ones(1, 4, 2), dilation=2, padding='same'))

# conv1d_unbatched
show(F.conv1d(torch.arange(6.0).reshape(2, 3), torch.ones(1, 2, 2)), F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 3), padding='valid'))

# conv2d_basic
x = torch.arange(16.0).reshape(1, 1, 4, 4)
w = torch.tensor([[[[1.0, 0.0], [0.0, -1.0]]]])
show(F.conv2d(x, w), F.conv2d(x, w, stride=2), F.conv2d(x, w, padding=(1, 0)).shape)

# conv2d_err
attempt(lambda: F.conv2d(torch.ones(1, 2, 4, 4), torch.ones(1, 3, 2, 2)))
attempt(lambda: F.conv2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 3, 3)))

# max_pool2d_basic
x = torch.arange(16.0).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 2), F.max_pool2d(x, 3, stride=1), F.max_pool2d(x, (2, 1), padding=(1, 0)).shape)

# max_pool2d_indices
x = torch.tensor([[[[1.0, 5.0], [3.0, 2.0]]]])
v, i = F.max_pool2d(x, 2, return_indices=True)
show(v, i, F.max_pool2d(x, 2, ceil_mode=True, stride=1))

# max_pool2d_err
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, padding=2))

# avg_pool2d
show(F.avg_pool2d(torch.arange(16.0).reshape(1, 1, 4, 4), 2))

# softmax_dims
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(F.softmax(x, dim=0), torch.softmax(x, -1), x.log_softmax(1), F.log_softmax(x, dim=0, dtype=torch.float64))

# embedding_module_like
w = torch.arange(8.0).reshape(4, 2)
show(F.embedding(torch.tensor([[0, 3], [1, 1]]), w).shape, F.embedding(torch.tensor(2), w))

# mse_l1
a = torch.tensor([1.0, 2.0])
b = torch.tensor([2.0, 4.0])
show(F.mse_loss(a, b), F.l1_loss(a, b, reduction='sum'), F.nll_loss(torch.tensor([[-1.0, -2.0]]), torch.tensor([1])))

# normalize_cos
a = torch.tensor([[3.0, 4.0]])
show(F.normalize(a), F.cosine_similarity(a, torch.tensor([[4.0, 3.0]])))

# ce_basic
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
t = torch.tensor([0, 1])
show(F.cross_entropy(logits, t), F.cross_entropy(logits, t, reduction='none'), F.cross_entropy(logits, t, reduction='sum'))

# ce_ignore
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [1.0, 1.0, 1.0]])
show(F.cross_entropy(logits, torch.tensor([0, -100, 2])), F.cross_entropy(logits, torch.tensor([0, 1, 2]), ignore_index=1), F.cross_entropy(logits, torch.tensor([0, -100, 2]), reduction='none'))

# ce_all_ignored
show(F.cross_entropy(torch.ones(2, 3), torch.tensor([-100, -100])), F.cross_entropy(torch.ones(2, 3), torch.tensor([-100, -100]), reduction='sum'))

# ce_smooth
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
t = torch.tensor([0, 2])
show(F.cross_entropy(logits, t, label_smoothing=0.1), F.cross_entropy(logits, t, label_smoothing=0.2, reduction='none'), F.cross_entropy(logits, t, label_smoothing=0.3, reduction='sum'))

# ce_weight
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
t = torch.tensor([0, 2])
w = torch.tensor([1.0, 2.0, 3.0])
show(F.cross_entropy(logits, t, weight=w), F.cross_entropy(logits, t, w, reduction='none'), F.cross_entropy(logits, t, weight=w, reduction='sum'))

# ce_weight_smooth_ignore
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [0.0, 0.0, 3.0]])
t = torch.tensor([0, 2, 1])
w = torch.tensor([1.0, 2.0, 3.0])
show(F.cross_entropy(logits, t, weight=w, label_smoothing=0.1, ignore_index=1), F.cross_entropy(logits, t, weight=w, label_smoothing=0.1, reduction='none'))

# ce_probs
logits = torch.tensor([[2.0, 1.0], [0.5, 2.5]])
p = torch.tensor([[0.7, 0.3], [0.0, 1.0]])
show(F.cross_entropy(logits, p), F.cross_entropy(logits, p, reduction='none'), F.cross_entropy(logits, p, label_smoothing=0.2), F.cross_entropy(logits, p, weight=torch.tensor([2.0, 1.0])))

# ce_1d
show(F.cross_entropy(torch.tensor([1.0, 2.0, 3.0]), torch.tensor(2)), F.cross_entropy(torch.tensor([1.0, 2.0, 3.0]), torch.tensor(0), reduction='none'))

# ce_3d
x = torch.arange(12.0).reshape(1, 3, 4) / 5
t = torch.tensor([[0, 1, 2, 1]])
show(F.cross_entropy(x, t), F.cross_entropy(x, t, reduction='none'))

# ce_err_bounds
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([-1, 0])))

# ce_err_dtype
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1], dtype=torch.int32)))
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0.0, 1.0])))

# ce_err_batch
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1, 2])))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0]), reduction='avg'))

# ce_err_weight
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))

# ce_f64_int
show(F.cross_entropy(torch.tensor([[1.0, -1.0]], dtype=torch.float64), torch.tensor([1])))

# ce_inf_logit
show(F.cross_entropy(torch.tensor([[float('-inf'), 1.0, 2.0]]), torch.tensor([2])))

# nll_basic
lp = torch.log_softmax(torch.tensor([[1.0, 2.0, 0.5], [0.1, 0.2, 3.0]]), 1)
show(F.nll_loss(lp, torch.tensor([1, 2])), F.nll_loss(lp, torch.tensor([1, 2]), reduction='none'), F.nll_loss(lp, torch.tensor([0, 2]), weight=torch.tensor([0.5, 1.0, 2.0])), F.nll_loss(lp, torch.tensor([1, 2]), ignore_index=2))
