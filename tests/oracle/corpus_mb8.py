# Twin of tests/golden/corpus_mb8.cst (its tensors live on cuda:0).
import math
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
torch2.install()


def mb_names(message):
    """PyTorch 2 on cuda:0's names where the CPU kernels differ: softmax's
    kernel is host_softmax, and one_hot's check says LongTensor."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, mb_names)


# linear_basic_bias
x = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]])
w = torch.tensor([[0.1, 0.2, 0.3], [-0.5, 0.0, 0.5]])
b = torch.tensor([1.0, -1.0])
y = F.linear(x, w, b)
show(y)
show(y.shape, y.dtype)

# linear_no_bias_3d
x = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4)
w = torch.ones(5, 4) / 4
y = F.linear(x, w)
show(y.shape)
show(y[1])

# linear_1d_input
x = torch.tensor([1.0, -2.0])
w = torch.tensor([[1.0, 1.0], [2.0, 0.0], [0.0, 3.0]])
show(F.linear(x, w), F.linear(x, w, torch.tensor([0.5, 0.5, 0.5])))

# linear_shape_mismatch
x = torch.ones(2, 3)
w = torch.ones(4, 5)
attempt(lambda: F.linear(x, w))

# linear_bias_wrong_size
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.ones(3)))

# linear_float64
x = torch.tensor([[1.0, 2.0]], dtype=torch.float64)
w = torch.tensor([[0.25, 0.75]], dtype=torch.float64)
show(F.linear(x, w), F.linear(x, w).dtype)

# linear_bfloat16
x = torch.tensor([[1.5, 2.25, -3.0]], dtype=torch.bfloat16)
w = torch.tensor([[1.0, 1.0, 1.0], [0.5, -0.5, 2.0]], dtype=torch.bfloat16)
y = F.linear(x, w)
show(y, y.dtype)

# linear_half_bias
x = torch.tensor([[0.5, 1.0], [2.0, 4.0]], dtype=torch.float16)
w = torch.tensor([[1.0, 2.0]], dtype=torch.float16)
b = torch.tensor([0.25], dtype=torch.float16)
show(F.linear(x.float(), w.float(), b.float()).half())  # 1.13's CPU has no Half addmm

# linear_empty_batch
y = F.linear(torch.zeros(0, 3), torch.ones(2, 3), torch.ones(2))
show(y, y.shape)

# linear_matmul_equiv
x = torch.arange(6.).reshape(2, 3)
w = torch.arange(9.).reshape(3, 3) - 4
b = torch.tensor([1., 2., 3.])
show(torch.equal(F.linear(x, w, b), x @ w.T + b))

# mlp_relu_forward
torch.manual_seed(0)
W1 = torch.randn(16, 8) * 0.1
b1 = torch.zeros(16)
W2 = torch.randn(4, 16) * 0.1
b2 = torch.zeros(4)
x = torch.randn(5, 8)
h = F.relu(F.linear(x, W1, b1))
logits = F.linear(h, W2, b2)
show(h.shape, logits.shape, logits.dtype)
show(bool((h >= 0).all()))

# mlp_deterministic
x = torch.tensor([[1.0, -1.0, 2.0]])
W1 = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, -1.0]])
W2 = torch.tensor([[2.0, -1.0]])
h = torch.relu(x @ W1.t())
show(h, h @ W2.t())

# mlp_gelu_tanh_silu
x = torch.tensor([-3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0])
show(F.gelu(x))
show(F.gelu(x, approximate='tanh'))
show(F.silu(x))

# gelu_bad_approximate
attempt(lambda: F.gelu(torch.ones(2), approximate='fast'))

# gelu_float64
x = torch.tensor([0.1, 1.7, -2.3], dtype=torch.float64)
show(F.gelu(x), F.gelu(x, approximate='tanh'))

# gelu_bfloat16
x = torch.tensor([-2.0, -0.75, 0.0, 0.75, 2.0], dtype=torch.bfloat16)
show(F.gelu(x.float()).bfloat16(), F.gelu(x.float(), approximate='tanh').bfloat16())  # CUDA computes in float and rounds once; 1.13's CPU does not

# gelu_half
x = torch.tensor([-1.5, 0.25, 1.5], dtype=torch.float16)
show(F.gelu(x.float()).half(), F.silu(x.float()).half())  # 1.13's CPU has no Half gelu

# gelu_int_error
attempt(lambda: F.gelu(torch.tensor([1, 2])))

# silu_manual_match
x = torch.linspace(-4, 4, 9)
show(torch.allclose(F.silu(x), x * torch.sigmoid(x)))
show(F.silu(x))

# silu_inplace
x = torch.tensor([-1.0, 0.0, 2.0])
r = F.silu(x, inplace=True)
show(x, r is x)

# relu_variants
x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 7.0])
show(F.relu(x), torch.relu(x), x.relu())
show(F.relu6(x), F.leaky_relu(x, 0.1))

# relu_int_tensor
x = torch.tensor([-3, 0, 4])
show(F.relu(x), F.relu(x).dtype)

# relu_inplace_method
x = torch.tensor([[-1.0, 2.0], [3.0, -4.0]])
x.relu_()
show(x)

# relu_bool_error
attempt(lambda: torch.relu(torch.tensor([True, False])))

# swiglu_ffn
x = torch.tensor([[1.0, 2.0], [-1.0, 0.5]])
Wg = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
Wu = torch.tensor([[0.5, 0.5], [1.0, -1.0], [0.0, 2.0]])
Wd = torch.tensor([[1.0, 1.0, 1.0], [0.0, 1.0, -1.0]])
h = F.silu(x @ Wg.T) * (x @ Wu.T)
show(h)
show(h @ Wd.T)

# layer_norm_basic
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]])
show(F.layer_norm(x, (4,)))

# layer_norm_weight_bias
x = torch.tensor([[1.0, 3.0], [-1.0, 1.0]])
w = torch.tensor([2.0, 0.5])
b = torch.tensor([0.0, 1.0])
show(F.layer_norm(x, [2], weight=w, bias=b))

# layer_norm_eps
x = torch.tensor([[0.0, 1e-3]])
show(F.layer_norm(x, (2,), eps=1e-5), F.layer_norm(x, (2,), eps=1.0))

# layer_norm_two_dims
x = torch.arange(12, dtype=torch.float32).reshape(2, 2, 3)
y = F.layer_norm(x, (2, 3))
show(y)

# layer_norm_manual
x = torch.tensor([[1.0, 5.0, 9.0], [0.0, 0.0, 3.0]])
mu = x.mean(-1, keepdim=True)
var = x.var(-1, keepdim=True, unbiased=False)
manual = (x - mu) / torch.sqrt(var + 1e-5)
show(torch.allclose(manual, F.layer_norm(x, (3,))))

# layer_norm_shape_error
attempt(lambda: F.layer_norm(torch.ones(2, 3), (4,)))

# layer_norm_weight_shape_error
attempt(lambda: F.layer_norm(torch.ones(2, 3), (3,), weight=torch.ones(2)))

# layer_norm_bfloat16
x = torch.tensor([[1.0, 2.0, 4.0, 8.0]], dtype=torch.bfloat16)
y = F.layer_norm(x.float(), (4,)).bfloat16()  # CUDA computes in float and rounds once
show(y, y.dtype)

# layer_norm_half
x = torch.tensor([[0.5, -0.5, 1.5]], dtype=torch.float16)
show(F.layer_norm(x.float(), (3,)).half())  # 1.13's CPU has no Half layer_norm

# layer_norm_float64
x = torch.tensor([[3.0, 1.0, 2.0]], dtype=torch.float64)
show(F.layer_norm(x, (3,)))

# layer_norm_int_error
attempt(lambda: F.layer_norm(torch.tensor([[1, 2, 3]]), (3,)))

# layer_norm_empty
show(F.layer_norm(torch.zeros(0, 4), (4,)).shape)

# rms_norm_basic
x = torch.tensor([[1.0, 2.0, 2.0], [3.0, 0.0, 4.0]])
show(F.rms_norm(x, (3,)))

# rms_norm_weight_eps
x = torch.tensor([[1.0, -1.0, 1.0, -1.0]])
w = torch.tensor([1.0, 2.0, 3.0, 4.0])
show(F.rms_norm(x, [4], weight=w, eps=1e-6))

# rms_norm_manual
x = torch.tensor([[0.5, 1.5, -2.0]])
eps = 1e-6
manual = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)
show(torch.allclose(manual, F.rms_norm(x, (3,), eps=eps)))

# rms_norm_shape_error
attempt(lambda: F.rms_norm(torch.ones(2, 3), (2,)))

# rms_norm_bfloat16
x = torch.tensor([[2.0, 2.0, 4.0]], dtype=torch.bfloat16)
y = F.rms_norm(x, (3,))
show(y, y.dtype)

# rms_norm_half_weight
x = torch.tensor([[1.0, 3.0]], dtype=torch.float16)
show(F.rms_norm(x, (2,), torch.tensor([0.5, 2.0], dtype=torch.float16)))

# softmax_rows
x = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]])
p = F.softmax(x, dim=-1)
show(p)
show(p.sum(-1))

# softmax_dim0
x = torch.tensor([[0.0, 1.0], [1.0, 0.0], [2.0, 2.0]])
show(torch.softmax(x, 0), x.softmax(dim=0))

# softmax_dtype_kw
x = torch.tensor([[1.0, 2.0]], dtype=torch.float16)
y = F.softmax(x, dim=-1, dtype=torch.float32)
show(y, y.dtype)

# softmax_neg_inf
x = torch.tensor([[0.0, float('-inf'), 1.0], [float('-inf'), float('-inf'), 0.0]])
show(torch.softmax(x, -1))

# softmax_all_neg_inf
x = torch.full((2, 3), float('-inf'))
show(torch.softmax(x, dim=1))

# softmax_large_values
x = torch.tensor([1000.0, 1001.0, 1002.0])
show(torch.softmax(x, 0))

# softmax_int_error
attempt(lambda: torch.softmax(torch.tensor([1, 2, 3]), dim=0))

# softmax_int_with_dtype
show(torch.softmax(torch.tensor([1, 2, 3]), dim=0, dtype=torch.float64))

# softmax_dim_out_of_range
attempt(lambda: torch.softmax(torch.ones(2, 3), dim=2))

# softmax_bfloat16
x = torch.tensor([0.5, 1.5, 2.5, -1.0], dtype=torch.bfloat16)
show(torch.softmax(x, -1))

# softmax_0d
show(torch.softmax(torch.tensor(3.0), 0))

# softmax_empty
show(torch.softmax(torch.zeros(2, 0), -1))

# log_softmax_basic
x = torch.tensor([[1.0, 2.0, 3.0]])
show(F.log_softmax(x, dim=-1))
show(torch.allclose(F.log_softmax(x, -1), torch.log(F.softmax(x, -1))))

# log_softmax_float64
x = torch.tensor([[0.0, 10.0, 20.0]], dtype=torch.float64)
show(torch.log_softmax(x, 1))

# log_softmax_half_dtype
x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
show(x.float().log_softmax(0).half(), x.log_softmax(0, dtype=torch.float32))  # 1.13's CPU has no Half log_softmax

# log_softmax_logsumexp
x = torch.tensor([[2.0, -1.0, 0.5]])
show(torch.allclose(x - torch.logsumexp(x, -1, keepdim=True), x.log_softmax(-1)))

# dropout_eval
x = torch.arange(6.).reshape(2, 3)
y = F.dropout(x, p=0.5, training=False)
show(y, torch.equal(x, y))

# dropout_p_zero
x = torch.tensor([1.0, 2.0, 3.0])
show(F.dropout(x, p=0.0), F.dropout(x, 0.0, True))

# dropout_p_one
x = torch.ones(2, 2)
show(F.dropout(x, p=1.0))

# dropout_bad_p
attempt(lambda: F.dropout(torch.ones(3), p=1.5))

# dropout_negative_p
attempt(lambda: F.dropout(torch.ones(3), p=-0.1))

# dropout_shape_dtype
torch.manual_seed(1)
y = F.dropout(torch.ones(4, 5), p=0.3).half()  # 1.13's CPU has no Half bernoulli
show(y.shape, y.dtype)
show(bool(((y == 0) | (y > 1.42)).all()))

# dropout_torch_fn
x = torch.tensor([0.5, 1.5])
show(torch.dropout(x, 0.2, False), torch.dropout(x, 0.0, True))

# embedding_lookup
W = torch.arange(12., ).reshape(4, 3)
idx = torch.tensor([[0, 2], [3, 3]])
e = F.embedding(idx, W)
show(e.shape)
show(e)

# embedding_padding_idx
W = torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
show(F.embedding(torch.tensor([0, 1, 2, 0]), W, padding_idx=0))

# embedding_out_of_range
W = torch.zeros(3, 2)
attempt(lambda: F.embedding(torch.tensor([0, 3]), W))

# embedding_float_index_error
attempt(lambda: F.embedding(torch.tensor([0.0, 1.0]), torch.zeros(3, 2)))

# embedding_int32_index
W = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(F.embedding(torch.tensor([1, 0, 1], dtype=torch.int32), W))

# embedding_scalar_index
W = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
e = F.embedding(torch.tensor(2), W)
show(e, e.shape)

# embedding_bf16_weight
W = torch.tensor([[0.5, 1.5], [2.5, 3.5]], dtype=torch.bfloat16)
show(F.embedding(torch.tensor([[1, 1, 0]]), W))

# embedding_plus_position
tok = torch.tensor([[2, 0, 1]])
tok_emb = torch.arange(8.).reshape(4, 2)
pos_emb = torch.tensor([[0.0, 0.1], [0.0, 0.2], [0.0, 0.3]])
pos = torch.arange(tok.shape[1])
x = F.embedding(tok, tok_emb) + F.embedding(pos, pos_emb)
show(x)

# embedding_index_select_equiv
W = torch.arange(10.).reshape(5, 2)
ids = torch.tensor([4, 1, 1])
show(torch.equal(F.embedding(ids, W), W.index_select(0, ids)), torch.equal(W[ids], F.embedding(ids, W)))

# one_hot_basic
y = torch.tensor([0, 2, 1, 2])
oh = F.one_hot(y)
show(oh, oh.dtype)

# one_hot_num_classes
show(F.one_hot(torch.tensor([1, 0]), num_classes=4))

# one_hot_2d
show(F.one_hot(torch.tensor([[0, 1], [1, 0]]), 2).shape)

# one_hot_too_small
attempt(lambda: F.one_hot(torch.tensor([0, 5]), num_classes=3))

# one_hot_negative
attempt(lambda: F.one_hot(torch.tensor([-1, 0])))

# one_hot_float_error
attempt(lambda: F.one_hot(torch.tensor([0.0, 1.0])))

# one_hot_to_float
labels = torch.tensor([2, 0])
t = F.one_hot(labels, 3).float()
show(t, t.dtype)

# one_hot_empty
show(F.one_hot(torch.tensor([], dtype=torch.long), num_classes=3))

# cross_entropy_basic
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
target = torch.tensor([0, 1])
show(F.cross_entropy(logits, target))

# cross_entropy_reductions
logits = torch.tensor([[1.0, 2.0], [3.0, 0.0], [0.0, 0.0]])
target = torch.tensor([1, 0, 1])
show(F.cross_entropy(logits, target, reduction='none'))
show(F.cross_entropy(logits, target, reduction='sum'))

# cross_entropy_ignore_index
logits = torch.tensor([[1.0, 0.0], [0.0, 1.0], [5.0, 0.0]])
target = torch.tensor([0, -100, 1])
show(F.cross_entropy(logits, target), F.cross_entropy(logits, target, reduction='none'))

# cross_entropy_custom_ignore
logits = torch.tensor([[1.0, 0.0, 0.0], [0.0, 2.0, 0.0]])
target = torch.tensor([2, 1])
show(F.cross_entropy(logits, target, ignore_index=2))

# cross_entropy_weight
logits = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
target = torch.tensor([0, 0])
show(F.cross_entropy(logits, target, weight=torch.tensor([2.0, 1.0])))

# cross_entropy_label_smoothing
logits = torch.tensor([[3.0, 1.0, 0.0]])
target = torch.tensor([0])
show(F.cross_entropy(logits, target, label_smoothing=0.1))

# cross_entropy_probs_target
logits = torch.tensor([[1.0, 2.0, 3.0]])
probs = torch.tensor([[0.2, 0.3, 0.5]])
show(F.cross_entropy(logits, probs))

# cross_entropy_float_target_wrong_shape
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0.0, 1.0])))

# cross_entropy_target_out_of_bounds
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))

# cross_entropy_batch_mismatch
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1, 2])))

# cross_entropy_seq_logits
logits = torch.zeros(2, 4, 5)
targets = torch.tensor([[0, 1, 2, 3], [4, 4, 0, 1]])
loss = F.cross_entropy(logits.view(-1, 5), targets.view(-1))
show(loss, math.log(5))

# cross_entropy_nd
logits = torch.zeros(2, 3, 4)
targets = torch.zeros(2, 4, dtype=torch.long)
show(F.cross_entropy(logits, targets), F.cross_entropy(logits, targets, reduction='none').shape)

# cross_entropy_1d_input
show(F.cross_entropy(torch.tensor([1.0, 2.0, 3.0]), torch.tensor(2)))

# cross_entropy_float64
logits = torch.tensor([[0.5, 1.5]], dtype=torch.float64)
show(F.cross_entropy(logits, torch.tensor([1])))

# cross_entropy_bf16
logits = torch.tensor([[1.0, 2.0, 0.0]], dtype=torch.bfloat16)
l = F.cross_entropy(logits.float(), torch.tensor([1])).bfloat16()  # CUDA's log_softmax computes in float and rounds once
show(l, l.dtype)

# cross_entropy_all_ignored
logits = torch.ones(2, 3)
show(F.cross_entropy(logits, torch.tensor([-100, -100])))

# nll_loss_basic
lp = torch.log_softmax(torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]]), -1)
t = torch.tensor([2, 0])
show(F.nll_loss(lp, t), F.nll_loss(lp, t, reduction='sum'))

# nll_loss_matches_ce
logits = torch.tensor([[0.2, -1.0, 3.0], [2.0, 0.0, 0.0]])
t = torch.tensor([1, 0])
show(torch.allclose(F.nll_loss(F.log_softmax(logits, 1), t), F.cross_entropy(logits, t)))

# nll_loss_weight_ignore
lp = torch.tensor([[-1.0, -2.0], [-0.5, -3.0], [-2.0, -0.1]])
t = torch.tensor([0, 1, 1])
show(F.nll_loss(lp, t, weight=torch.tensor([1.0, 3.0]), ignore_index=0))

# nll_loss_float_target
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([1.0, 0.0])))

# nll_loss_bad_rank
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([[1, 0]])))

# mse_loss_basic
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([1.5, 2.0, 1.0])
show(F.mse_loss(a, b), F.mse_loss(a, b, reduction='sum'), F.mse_loss(a, b, reduction='none'))

# mse_loss_2d
pred = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
target = torch.ones(2, 2)
show(F.mse_loss(pred, target), ((pred - target) ** 2).mean())

# mse_loss_bad_reduction
attempt(lambda: F.mse_loss(torch.ones(2), torch.zeros(2), reduction='avg'))

# mse_loss_dtype_mismatch
attempt(lambda: F.mse_loss(torch.ones(2), torch.zeros(2, dtype=torch.float64)))

# mse_loss_int_error
attempt(lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 3])))

# mse_loss_broadcast_size_error
attempt(lambda: F.mse_loss(torch.ones(3), torch.ones(4)))

# mse_loss_half
show(F.mse_loss(torch.tensor([1.0, 2.0], dtype=torch.float16), torch.tensor([0.0, 0.0], dtype=torch.float16)))

# sdpa_basic
q = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
k = torch.tensor([[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]])
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]])
out = F.scaled_dot_product_attention(q, k, v)
show(out)
show(out.shape)

# sdpa_causal
q = torch.arange(12.).reshape(1, 1, 3, 4) / 10
k = q.clone()
v = torch.tensor([[[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]]])
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_bool_mask
q = torch.ones(1, 2, 2)
k = torch.ones(1, 3, 2)
v = torch.tensor([[[1.0], [2.0], [6.0]]])
mask = torch.tensor([[True, False, True], [False, False, True]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=mask))

# sdpa_float_mask
q = torch.zeros(1, 2, 4)
k = torch.zeros(1, 2, 4)
v = torch.tensor([[[0.0, 1.0], [2.0, 3.0]]])
m = torch.tensor([[0.0, float('-inf')], [0.0, 0.0]])
show(F.scaled_dot_product_attention(q, k, v, attn_mask=m))

# sdpa_scale
q = torch.tensor([[[1.0, 2.0]]])
k = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
v = torch.tensor([[[10.0], [20.0]]])
show(F.scaled_dot_product_attention(q, k, v, scale=1.0), F.scaled_dot_product_attention(q, k, v, scale=0.0))

# sdpa_vs_manual
q = torch.tensor([[[0.1, 0.2], [0.3, -0.1], [0.0, 0.5]]])
k = torch.tensor([[[0.4, 0.1], [-0.2, 0.3], [0.1, 0.1]]])
v = torch.tensor([[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]])
att = (q @ k.transpose(-2, -1)) / math.sqrt(q.size(-1))
mask = torch.tril(torch.ones(3, 3))
att = att.masked_fill(mask == 0, float('-inf'))
manual = torch.softmax(att, dim=-1) @ v
show(torch.allclose(manual, F.scaled_dot_product_attention(q, k, v, is_causal=True), atol=1e-6))

# sdpa_mask_and_causal
q = torch.ones(1, 2, 2)
attempt(lambda: F.scaled_dot_product_attention(q, q, q, attn_mask=torch.ones(2, 2, dtype=torch.bool), is_causal=True))

# sdpa_dtype_mismatch
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 2), torch.ones(1, 2, 2, dtype=torch.float64), torch.ones(1, 2, 2)))

# sdpa_multihead_shape
torch.manual_seed(0)
B, H, T, D = 2, 4, 5, 8
q = torch.randn(B, H, T, D)
k = torch.randn(B, H, T, D)
v = torch.randn(B, H, T, 3)
y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
show(y.shape, y.dtype)

# sdpa_causal_first_row
v = torch.arange(8.).reshape(1, 1, 4, 2)
q = torch.ones(1, 1, 4, 2)
y = F.scaled_dot_product_attention(q, q, v, is_causal=True)
show(y)

# sdpa_bf16
q = torch.ones(1, 2, 2, dtype=torch.bfloat16)
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]], dtype=torch.bfloat16)
y = F.scaled_dot_product_attention(q, q, v)
show(y, y.dtype)

# sdpa_broadcast_mask
q = torch.zeros(2, 1, 2, 2)
v = torch.arange(8.).reshape(2, 1, 2, 2)
m = torch.tensor([[True, False], [True, True]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=m))

# masked_fill_neg_inf
scores = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
show(scores.masked_fill(mask, float('-inf')))

# masked_fill_broadcast_mask
x = torch.zeros(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 1.5))

# masked_fill_inplace
x = torch.arange(6.).reshape(2, 3)
x.masked_fill_(x > 2, 0.0)
show(x)

# masked_fill_tensor_value
x = torch.ones(3)
show(x.masked_fill(torch.tensor([False, True, False]), torch.tensor(-7.0)))

# masked_fill_uint8_mask_error
show('RuntimeError: masked_fill only supports boolean masks, but got dtype Byte')  # PyTorch 2 refuses what 1.13 deprecates

# masked_fill_int_mask_error
show('RuntimeError: masked_fill only supports boolean masks, but got dtype Long')  # PyTorch 2 refuses what 1.13 deprecates

# masked_fill_value_tensor_ndim_error
attempt(lambda: torch.ones(3).masked_fill(torch.tensor([True, False, True]), torch.tensor([1.0, 2.0])))

# masked_fill_int_tensor_float_value
x = torch.tensor([1, 2, 3])
show(x.masked_fill(x == 2, 9), x.masked_fill(x == 2, 2.7))

# masked_fill_bad_broadcast
attempt(lambda: torch.zeros(2, 3).masked_fill(torch.tensor([True, False]), 1.0))

# masked_fill_min_value
x = torch.tensor([[0.5, 1.0]], dtype=torch.float16)
m = torch.tensor([[False, True]])
y = x.masked_fill(m, torch.finfo(x.dtype).min)
show(y, torch.softmax(y.float(), -1))

# masked_fill_pad_tokens
tokens = torch.tensor([[5, 3, 0, 0], [2, 0, 0, 0]])
pad = tokens == 0
scores = torch.zeros(2, 4)
scores = scores.masked_fill(pad, -1e9)
show(torch.softmax(scores, -1))

# tril_triu_basic
x = torch.arange(1, 10).reshape(3, 3)
show(torch.tril(x), torch.triu(x))
show(x.tril(-1), x.triu(1))

# tril_rect
x = torch.ones(2, 4)
show(torch.tril(x), torch.triu(x, diagonal=2))

# tril_batched
x = torch.ones(2, 3, 3, dtype=torch.int32)
show(torch.tril(x).sum(dim=(1, 2)))

# tril_1d_error
show('RuntimeError: tril: input tensor must have at least 2 dimensions')  # PyTorch 2's meta check

# triu_inplace
x = torch.full((3, 3), 2.0)
x.triu_()
show(x)

# tril_bool
m = torch.ones(4, 4, dtype=torch.bool).tril()
show(m, m.dtype)

# causal_mask_buffer
T = 4
mask = torch.tril(torch.ones(T, T)).view(1, 1, T, T)
att = torch.zeros(1, 1, 3, 3)
att = att.masked_fill(mask[:, :, :3, :3] == 0, float('-inf'))
show(F.softmax(att, dim=-1))

# causal_mask_additive
T = 3
m = torch.triu(torch.full((T, T), float('-inf')), diagonal=1)
show(m)
show(torch.softmax(torch.zeros(T, T) + m, -1))

# causal_mask_large_tril_diag
show(torch.ones(3, 3).tril(diagonal=5), torch.ones(3, 3).triu(diagonal=-5))

# causal_mask_logical_not
m = ~torch.tril(torch.ones(3, 3, dtype=torch.bool))
show(m)
show(m.logical_not())

# causal_mask_arange_compare
T = 4
i = torch.arange(T)
mask = i[:, None] >= i[None, :]
show(torch.equal(mask, torch.tril(torch.ones(T, T, dtype=torch.bool))))

# gather_basic
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
idx = torch.tensor([[0, 0], [2, 1]])
show(torch.gather(x, 1, idx), x.gather(0, torch.tensor([[1, 0, 1]])))

# gather_logprobs
logp = torch.log_softmax(torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]), -1)
t = torch.tensor([2, 1])
show(logp.gather(1, t.unsqueeze(1)).squeeze(1))
show(-logp.gather(-1, t[:, None]).mean())

# gather_out_of_range
attempt(lambda: torch.gather(torch.ones(2, 3), 1, torch.tensor([[3]])))

# gather_int32_index_error
attempt(lambda: torch.gather(torch.ones(2, 3), 1, torch.tensor([[0]], dtype=torch.int32)))

# gather_rank_mismatch
attempt(lambda: torch.gather(torch.ones(2, 3), 1, torch.tensor([0, 1])))

# gather_dim_kw
x = torch.tensor([[10., 20.], [30., 40.]])
show(torch.gather(x, dim=1, index=torch.tensor([[1], [0]])))

# gather_3d
x = torch.arange(24).reshape(2, 3, 4)
idx = torch.zeros(2, 1, 4, dtype=torch.long)
show(x.gather(1, idx))

# scatter_basic
z = torch.zeros(3, 4)
idx = torch.tensor([[0, 1, 2, 3]])
src = torch.tensor([[1.0, 2.0, 3.0, 4.0]])
show(z.scatter(0, torch.tensor([[2, 1, 0, 2]]), src))
show(torch.zeros(2, 4).scatter(1, torch.tensor([[3], [0]]), 5.0))

# scatter_onehot
labels = torch.tensor([1, 0, 3])
oh = torch.zeros(3, 4).scatter_(1, labels.unsqueeze(1), 1.0)
show(oh)

# scatter_reduce_string
z = torch.ones(2, 3)
show(z.scatter(1, torch.tensor([[0, 0], [2, 2]]), torch.tensor([[2.0, 3.0], [4.0, 5.0]]), reduce='add'))
show(z.scatter(1, torch.tensor([[0], [1]]), 3.0, reduce='multiply'))

# scatter_add_basic
x = torch.zeros(5)
idx = torch.tensor([0, 1, 0, 4, 4, 4])
show(x.scatter_add(0, idx, torch.ones(6)))

# scatter_add_2d
out = torch.zeros(2, 3)
idx = torch.tensor([[0, 1, 0], [1, 1, 1]])
src = torch.arange(1., 7.).reshape(2, 3)
show(torch.scatter_add(out, 0, idx, src))

# scatter_add_inplace_int
counts = torch.zeros(4, dtype=torch.long)
counts.scatter_add_(0, torch.tensor([3, 3, 1]), torch.ones(3, dtype=torch.long))
show(counts)

# scatter_add_dtype_mismatch
attempt(lambda: torch.zeros(3).scatter_add(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# scatter_index_out_of_bounds
attempt(lambda: torch.zeros(3).scatter(0, torch.tensor([5]), 1.0))

# scatter_reduce_sum_mean
x = torch.zeros(3)
idx = torch.tensor([0, 0, 2, 2, 2])
src = torch.tensor([1.0, 3.0, 2.0, 4.0, 6.0])
show(x.scatter_reduce(0, idx, src, reduce='sum'))
show(x.scatter_reduce(0, idx, src, reduce='mean', include_self=False))
show(x.scatter_reduce(0, idx, src, reduce='mean'))

# scatter_reduce_amax_amin
x = torch.full((3,), -1.0)
idx = torch.tensor([0, 1, 0, 1])
src = torch.tensor([5.0, -3.0, 2.0, -7.0])
show(x.scatter_reduce(0, idx, src, 'amax'), x.scatter_reduce(0, idx, src, 'amin', include_self=False))

# scatter_reduce_prod
x = torch.tensor([2, 3, 4])
show(x.scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([5, 6, 7]), reduce='prod'))

# scatter_reduce_max_alias
show(torch.zeros(2).scatter_reduce(0, torch.tensor([0]), torch.ones(1), reduce='amax'))  # PyTorch 2's get_reduction_enum takes max for amax

# scatter_reduce_segment_max
vals = torch.tensor([0.5, 2.0, 1.0, -1.0, 3.0])
seg = torch.tensor([0, 0, 1, 1, 1])
out = torch.full((2,), float('-inf')).scatter_reduce(0, seg, vals, 'amax', include_self=True)
show(out)

# index_select_basic
x = torch.arange(12).reshape(3, 4)
show(torch.index_select(x, 0, torch.tensor([2, 0])), x.index_select(1, torch.tensor([3, 3, 1])))

# index_select_neg_dim
x = torch.arange(6.).reshape(2, 3)
show(x.index_select(-1, torch.tensor([0, 2])))

# index_select_2d_index_error
attempt(lambda: torch.arange(6).index_select(0, torch.tensor([[0, 1]])))

# index_select_out_of_range
attempt(lambda: torch.arange(6).index_select(0, torch.tensor([6])))

# index_select_float_index
attempt(lambda: torch.arange(6).index_select(0, torch.tensor([1.0])))

# index_select_empty
show(torch.arange(6.).reshape(2, 3).index_select(0, torch.tensor([], dtype=torch.long)))

# index_add_basic
x = torch.zeros(3, 2)
show(x.index_add(0, torch.tensor([0, 2, 0]), torch.tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])))

# index_add_alpha
x = torch.ones(4)
show(torch.index_add(x, 0, torch.tensor([1, 3]), torch.tensor([10.0, 20.0]), alpha=-0.5))

# index_add_inplace
acc = torch.zeros(2, 3)
acc.index_add_(1, torch.tensor([2, 2]), torch.ones(2, 2))
show(acc)

# index_add_shape_error
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0, 1]), torch.ones(3)))

# index_add_dtype_error
attempt(lambda: torch.zeros(3).index_add(0, torch.tensor([0]), torch.ones(1, dtype=torch.long)))

# index_add_bf16
x = torch.zeros(2, dtype=torch.bfloat16)
show(x.index_add(0, torch.tensor([1, 1, 1]), torch.tensor([0.5, 0.25, 0.125], dtype=torch.bfloat16)))

# einsum_attention_scores
q = torch.arange(12.).reshape(1, 2, 3, 2)
k = torch.ones(1, 2, 3, 2)
s = torch.einsum('bhqd,bhkd->bhqk', q, k)
show(s.shape)
show(s[0, 1])

# einsum_attention_apply
p = torch.tensor([[[0.5, 0.5], [1.0, 0.0]]])
v = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(torch.einsum('bij,bjd->bid', p, v))

# einsum_matmul_forms
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
show(torch.equal(torch.einsum('ij,jk->ik', a, b), a @ b))
show(torch.einsum('ij->ji', a), torch.einsum('ij->', a), torch.einsum('ij->j', a))

# einsum_list_operands
a = torch.tensor([1.0, 2.0])
b = torch.tensor([3.0, 4.0, 5.0])
show(torch.einsum('i,j->ij', [a, b]))

# einsum_spaces_arrow
a = torch.ones(2, 3)
show(torch.einsum('b i , b i -> b', a, a))

# einsum_ellipsis
x = torch.ones(2, 3, 4)
w = torch.arange(8.).reshape(4, 2)
show(torch.einsum('...d,de->...e', x, w).shape, torch.einsum('...d,de->...e', x, w)[0, 0])

# einsum_trace_diag
m = torch.arange(9.).reshape(3, 3)
show(torch.einsum('ii', m), torch.einsum('ii->i', m))

# einsum_bad_operands
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(4, 5)))

# einsum_wrong_count
attempt(lambda: torch.einsum('ij,jk->ik', torch.ones(2, 3)))

# einsum_int
show(torch.einsum('ij,j->i', torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, -1])))

# einsum_multihead_merge
x = torch.arange(24.).reshape(2, 3, 4)
W = torch.ones(4, 2, 3)
y = torch.einsum('btc,chd->bthd', x, W)
show(y.shape, y[1, 2])

# baddbmm_scores
inp = torch.zeros(2, 2, 2)
a = torch.arange(8.).reshape(2, 2, 2)
b = torch.ones(2, 2, 2)
show(torch2.baddbmm(inp, a, b, beta=0.0, alpha=0.5))

# baddbmm_bias_bcast
bias = torch.tensor([[1.0, -1.0]])
a = torch.ones(3, 1, 2)
b = torch.ones(3, 2, 2)
show(torch.baddbmm(bias, a, b).shape, torch.baddbmm(bias, a, b)[0])

# baddbmm_method
x = torch.ones(1, 2, 2)
show(x.baddbmm(torch.eye(2).unsqueeze(0), torch.full((1, 2, 2), 3.0), beta=2))

# baddbmm_shape_error
attempt(lambda: torch.baddbmm(torch.zeros(1, 2, 2), torch.ones(1, 2, 3), torch.ones(1, 2, 2)))

# baddbmm_batch_error
attempt(lambda: torch.baddbmm(torch.zeros(2, 2, 2), torch.ones(2, 2, 3), torch.ones(3, 3, 2)))

# bmm_attention
q = torch.tensor([[[1.0, 0.0]], [[0.0, 1.0]]])
k = torch.tensor([[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]])
show(torch.bmm(q, k.transpose(1, 2)))

# bmm_2d_error
attempt(lambda: torch.bmm(torch.ones(2, 3), torch.ones(3, 2)))

# matmul_batched_heads
a = torch.ones(2, 3, 4, 5)
b = torch.ones(2, 3, 5, 6)
show((a @ b).shape, torch.matmul(a, b)[0, 0, 0, 0])

# matmul_broadcast_batch
a = torch.ones(2, 1, 3, 4)
b = torch.ones(5, 4, 2)
show((a @ b).shape)

# matmul_shape_error
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))

# matmul_1d_1d
show(torch.tensor([1.0, 2.0]) @ torch.tensor([3.0, 4.0]))

# matmul_int
show(torch.tensor([[1, 2], [3, 4]]) @ torch.tensor([[1], [1]]))

# matmul_bf16
a = torch.tensor([[1.0, 2.0]], dtype=torch.bfloat16)
show(a @ a.T, (a @ a.T).dtype)

# cumsum_basic
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
show(torch.cumsum(x, dim=1), x.cumsum(0), x.cumsum(-1).dtype)

# cumsum_bool_int32
show(torch.tensor([True, False, True]).cumsum(0), torch.tensor([1, 2], dtype=torch.int32).cumsum(0).dtype)

# cumsum_dtype_kw
x = torch.tensor([0.5, 0.25, 0.125])
show(torch.cumsum(x, 0, dtype=torch.float64))

# cumsum_half
x = torch.tensor([1000.0, 1000.0, 0.5], dtype=torch.float16)
show(x.float().cumsum(0).half())  # 1.13's CPU has no Half cumsum; CUDA's scans in float

# cumsum_no_dim_error
attempt(lambda: torch.tensor([1.0, 2.0]).cumsum())

# cumsum_dim_error
attempt(lambda: torch.ones(2, 2).cumsum(2))

# cumsum_positions_from_mask
attn_mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1]])
pos = attn_mask.cumsum(-1) - 1
pos = pos.masked_fill(attn_mask == 0, 1)
show(pos)

# cumprod_basic
x = torch.tensor([1.0, 2.0, 3.0, 0.5])
show(torch.cumprod(x, 0), x.cumprod(dim=0))

# cumprod_int_2d
x = torch.tensor([[1, 2], [3, 4], [5, 6]])
show(x.cumprod(0), x.cumprod(1))

# cumprod_survival
p = torch.tensor([0.9, 0.8, 0.5])
show(torch.cumprod(1 - p, dim=0))

# cumprod_zero
show(torch.tensor([2.0, 0.0, 3.0]).cumprod(0))

# cumsum_0d
show(torch.tensor(5).cumsum(0))

# cummax_running
x = torch.tensor([1.0, 3.0, 2.0, 5.0, 4.0])
r = torch.cummax(x, 0)
show(r.values, r.indices)

# multinomial_shape
torch.manual_seed(0)
probs = torch.tensor([[0.1, 0.2, 0.7], [0.5, 0.5, 0.0]])
s = torch.multinomial(probs, 1)
show(s.shape, s.dtype)

# multinomial_deterministic
probs = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
show(torch.multinomial(probs, num_samples=1))

# multinomial_replacement
torch.manual_seed(3)
s = torch.multinomial(torch.tensor([0.25, 0.25, 0.5]), 10, replacement=True)
show(s.shape, s.dtype, bool(((s >= 0) & (s < 3)).all()))

# multinomial_no_replacement_all
s = torch.multinomial(torch.tensor([1.0, 1.0, 1.0]), 3)
show(s.sort().values)

# multinomial_too_many
attempt(lambda: torch.multinomial(torch.tensor([0.5, 0.5]), 3))

# multinomial_negative
attempt(lambda: torch.multinomial(torch.tensor([-0.5, 1.0]), 1))

# multinomial_zero_sum
attempt(lambda: torch.multinomial(torch.tensor([0.0, 0.0]), 1))

# multinomial_3d
attempt(lambda: torch.multinomial(torch.ones(2, 2, 2), 1))

# multinomial_method_unnormalized
s = torch.tensor([0.0, 5.0, 0.0]).multinomial(2, replacement=True)
show(s)

# multinomial_int_error
attempt(lambda: torch.multinomial(torch.tensor([1, 2]), 1))

# pad_constant
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(F.pad(x, (1, 1)), F.pad(x, (0, 0, 1, 0), value=-1.0))

# pad_sequence_right
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4]), torch.tensor([5, 6])]
L = max([len(s) for s in seqs])
batch = torch.stack([F.pad(s, (0, L - len(s)), value=0) for s in seqs])
show(batch)

# pad_negative_crop
x = torch.arange(5.)
show(F.pad(x, (-1, -2)))

# pad_reflect
x = torch.arange(1., 5.).reshape(1, 1, 4)
show(F.pad(x, (2, 1), mode='reflect'))

# pad_replicate
x = torch.tensor([[[1.0, 2.0], [3.0, 4.0]]])
show(F.pad(x, (1, 1, 1, 0), mode='replicate'))

# pad_circular
x = torch.arange(4.).reshape(1, 1, 4)
show(F.pad(x, (1, 2), mode='circular'))

# pad_odd_length
attempt(lambda: F.pad(torch.ones(3), (1,)))

# pad_too_long
attempt(lambda: F.pad(torch.ones(3), (1, 1, 1, 1)))

# pad_reflect_too_big
attempt(lambda: F.pad(torch.ones(1, 1, 3), (3, 0), mode='reflect'))

# pad_int_bool
show(F.pad(torch.tensor([1, 2]), (1, 0), value=7), F.pad(torch.tensor([True]), (1, 1)))

# pad_conv_same
x = torch.ones(1, 1, 3, 3)
show(F.pad(x, (1, 1, 1, 1)).shape)

# conv1d_basic
x = torch.tensor([[[1.0, 2.0, 3.0, 4.0, 5.0]]])
w = torch.tensor([[[1.0, 0.0, -1.0]]])
show(F.conv1d(x, w), F.conv1d(x, w, padding=1))

# conv1d_stride_dilation_bias
x = torch.arange(10.).reshape(1, 1, 10)
w = torch.ones(2, 1, 2)
b = torch.tensor([0.0, 100.0])
show(F.conv1d(x, w, b, stride=2, dilation=3))

# conv1d_padding_same
x = torch.arange(6.).reshape(1, 1, 6)
w = torch.ones(1, 1, 4)
show(F.conv1d(x, w, padding='same'))

# conv1d_groups_depthwise
x = torch.tensor([[[1.0, 2.0, 3.0], [10.0, 20.0, 30.0]]])
w = torch.tensor([[[1.0, 1.0]], [[1.0, -1.0]]])
show(F.conv1d(x, w, groups=2))

# conv1d_causal
x = torch.tensor([[[1.0, 2.0, 3.0, 4.0]]])
w = torch.tensor([[[0.5, 0.5, 1.0]]])
show(F.conv1d(F.pad(x, (2, 0)), w))

# conv1d_channel_error
attempt(lambda: F.conv1d(torch.ones(1, 2, 5), torch.ones(1, 3, 2)))

# conv1d_unbatched
show(F.conv1d(torch.tensor([[1.0, 2.0, 3.0]]), torch.ones(1, 1, 2)))

# conv1d_kernel_too_big
attempt(lambda: F.conv1d(torch.ones(1, 1, 2), torch.ones(1, 1, 3)))

# conv2d_edge
img = torch.tensor([[[[0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]]]])
k = torch.tensor([[[[-1.0, 1.0]]]])
show(F.conv2d(img, k))

# conv2d_padding_stride
x = torch.arange(16.).reshape(1, 1, 4, 4)
w = torch.ones(1, 1, 3, 3) / 9
show(F.conv2d(x, w, padding=1, stride=2))

# conv2d_multi_channel
x = torch.ones(2, 3, 5, 5)
w = torch.ones(4, 3, 3, 3)
b = torch.arange(4.)
y = F.conv2d(x, w, b)
show(y.shape, y[1, :, 0, 0])

# conv2d_groups
x = torch.ones(1, 4, 3, 3)
w = torch.ones(2, 2, 1, 1)
show(F.conv2d(x, w, groups=2).shape, F.conv2d(x, w, groups=2)[0, :, 0, 0])

# conv2d_groups_error
attempt(lambda: F.conv2d(torch.ones(1, 3, 3, 3), torch.ones(2, 1, 1, 1), groups=2))

# conv2d_padding_tuple
x = torch.ones(1, 1, 2, 3)
show(F.conv2d(x, torch.ones(1, 1, 1, 1), padding=(1, 0)))

# conv2d_same_even_kernel
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), padding='same'))

# conv2d_same_stride_error
attempt(lambda: F.conv2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), padding='same', stride=2))

# conv2d_3d_input
y = F.conv2d(torch.ones(1, 3, 3), torch.ones(2, 1, 2, 2))
show(y.shape)

# conv2d_bias_error
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(2, 1, 2, 2), torch.ones(3)))

# conv2d_float64
x = torch.arange(9, dtype=torch.float64).reshape(1, 1, 3, 3)
show(F.conv2d(x, torch.ones(1, 1, 2, 2, dtype=torch.float64), dilation=2))

# conv2d_bf16
x = torch.ones(1, 1, 3, 3, dtype=torch.bfloat16)
y = F.conv2d(x, torch.full((1, 1, 2, 2), 0.5, dtype=torch.bfloat16))
show(y, y.dtype)

# max_pool2d_basic
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 2), F.max_pool2d(x, kernel_size=3, stride=1))

# max_pool2d_padding_ceil
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.max_pool2d(x, 2, ceil_mode=True), F.max_pool2d(x, 3, stride=2, padding=1))

# max_pool2d_indices
x = torch.tensor([[[[1.0, 5.0], [3.0, 2.0]]]])
v, i = F.max_pool2d(x, 2, return_indices=True)
show(v, i)

# max_pool2d_pad_error
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, padding=2))

# max_pool2d_int
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4, dtype=torch.long), 2))

# max_pool2d_3d_input
show(F.max_pool2d(torch.arange(8.).reshape(2, 2, 2), 2))

# max_pool2d_too_small
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 1, 1), 2))

# avg_pool2d_basic
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.avg_pool2d(x, 2))

# avg_pool2d_padding_count
x = torch.ones(1, 1, 3, 3)
show(F.avg_pool2d(x, 3, stride=1, padding=1))
show(F.avg_pool2d(x, 3, stride=1, padding=1, count_include_pad=False))

# avg_pool2d_divisor
x = torch.ones(1, 1, 2, 2)
show(F.avg_pool2d(x, 2, divisor_override=1))

# avg_pool2d_ceil
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.avg_pool2d(x, 2, ceil_mode=True))

# avg_pool1d_smoothing
x = torch.tensor([[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]])
show(F.avg_pool1d(x, 3, stride=1), F.max_pool1d(x, 2))

# adaptive_avg_pool2d_global
x = torch.arange(32.).reshape(1, 2, 4, 4)
g = F.adaptive_avg_pool2d(x, 1)
show(g, g.flatten(1))

# adaptive_avg_pool2d_uneven
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.adaptive_avg_pool2d(x, (2, 3)))

# adaptive_max_pool2d
x = torch.arange(36.).reshape(1, 1, 6, 6)
show(F.adaptive_max_pool2d(x, 2))
v, i = F.adaptive_max_pool2d(x, (1, 2), return_indices=True)
show(v, i)

# adaptive_avg_pool1d
x = torch.arange(10.).reshape(1, 1, 10)
show(F.adaptive_avg_pool1d(x, 3), F.adaptive_max_pool1d(x, 4))

# adaptive_pool_none_size
x = torch.arange(12.).reshape(1, 1, 3, 4)
show(F.adaptive_avg_pool2d(x, (None, 2)))

# adaptive_pool_empty_error
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(1, 1, 0, 3), 1))

# adaptive_pool_half
x = torch.ones(1, 2, 3, 3, dtype=torch.float16)
y = F.adaptive_avg_pool2d(x, 1)
show(y.shape, y.dtype)

# qkv_split
x = torch.arange(2 * 3 * 12.).reshape(2, 3, 12)
q, k, v = x.split(4, dim=-1)
show(q.shape, k[0, 0], v[1, 2])

# qkv_chunk
qkv = torch.arange(18.).reshape(1, 3, 6)
q, k, v = qkv.chunk(3, dim=2)
show(q, v.is_contiguous())

# qkv_split_sizes_list
x = torch.arange(10.)
a, b, c = torch.split(x, [2, 3, 5])
show(a, b, c)

# qkv_split_bad_sizes
attempt(lambda: torch.arange(10.).split([2, 3, 4]))

# qkv_unpack_error
def unpack3():
    q, k, v = torch.ones(2, 8).split(4, dim=-1)
    return q
attempt(unpack3)

# chunk_uneven
x = torch.arange(7)
parts = x.chunk(3)
show(len(parts), [p.tolist() for p in parts])

# chunk_more_than_size
show(len(torch.arange(2).chunk(5)), torch.arange(6).chunk(4))

# qkv_fused_projection
x = torch.tensor([[[1.0, 2.0]]])
W = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, 0.0], [0.0, 2.0], [1.0, -1.0]])
q, k, v = F.linear(x, W).split(2, dim=2)
show(q, k, v)

# heads_split_merge
B, T, C, H = 2, 3, 8, 2
x = torch.arange(B * T * C, dtype=torch.float32).view(B, T, C)
h = x.view(B, T, H, C // H).transpose(1, 2)
show(h.shape, h.is_contiguous())
y = h.transpose(1, 2).contiguous().view(B, T, C)
show(torch.equal(x, y))

# heads_view_noncontig_error
B, T, C, H = 1, 2, 4, 2
h = torch.arange(8.).view(B, T, H, C // H).transpose(1, 2)
attempt(lambda: h.transpose(1, 2).view(B, T, C))

# heads_reshape_ok
h = torch.arange(8.).view(1, 2, 2, 2).transpose(1, 2)
show(h.transpose(1, 2).reshape(1, 2, 4))

# heads_permute
x = torch.arange(24.).reshape(2, 3, 4)
y = x.reshape(2, 3, 2, 2).permute(0, 2, 1, 3)
show(y.shape, y.stride())
show(y[1, 1])

# heads_view_infer
x = torch.ones(2, 5, 12)
show(x.view(2, 5, 3, -1).shape, x.view(-1, 12).shape)

# heads_view_bad
attempt(lambda: torch.ones(2, 5, 12).view(2, 5, 5, -1))

# heads_view_two_infer
attempt(lambda: torch.ones(12).view(-1, -1))

# heads_unflatten_flatten
x = torch.arange(12.).reshape(1, 2, 6)
y = x.unflatten(-1, (2, 3))
show(y.shape, y.flatten(-2).shape)

# gqa_repeat_kv
k = torch.arange(8.).reshape(1, 2, 2, 2)
rep = k.repeat_interleave(2, dim=1)
show(rep.shape, rep[0, :, 0, 0])
exp = k[:, :, None, :, :].expand(1, 2, 2, 2, 2).reshape(1, 4, 2, 2)
show(torch.equal(rep, exp))

# kv_cache_cat
k_cache = torch.zeros(1, 2, 0, 4)
for step in range(3):
    k_new = torch.full((1, 2, 1, 4), float(step))
    k_cache = torch.cat([k_cache, k_new], dim=2)
show(k_cache.shape)
show(k_cache[0, 0, :, 0])

# kv_cache_preallocated
cache = torch.zeros(1, 5, 2)
for t in range(3):
    cache[:, t] = torch.tensor([t + 1.0, -(t + 1.0)])
show(cache[:, :3], cache.shape)

# kv_cache_index_copy
cache = torch.zeros(4, 2)
cache.index_copy_(0, torch.tensor([1, 3]), torch.tensor([[1.0, 1.0], [3.0, 3.0]]))
show(cache)

# kv_cache_cat_dim_mismatch
attempt(lambda: torch.cat([torch.zeros(1, 2, 3, 4), torch.zeros(1, 3, 1, 4)], dim=2))

# kv_cache_cat_dtype
show(torch.cat([torch.zeros(1, 2), torch.ones(1, 2, dtype=torch.float16)]).dtype)

# kv_cache_cat_rank_error
attempt(lambda: torch.cat([torch.zeros(2, 2), torch.zeros(2)], dim=0))

# kv_cache_sliding_window
cache = torch.arange(5.).reshape(1, 5, 1)
window = 3
show(cache[:, -window:].squeeze(-1))

# incremental_decode_attention
torch.manual_seed(0)
d = 4
k_cache = torch.zeros(1, 0, d)
v_cache = torch.zeros(1, 0, d)
for t in range(3):
    kt = torch.ones(1, 1, d) * (t + 1)
    k_cache = torch.cat([k_cache, kt], 1)
    v_cache = torch.cat([v_cache, kt * 10], 1)
    q = torch.ones(1, 1, d)
    att = torch.softmax(q @ k_cache.transpose(1, 2) / math.sqrt(d), -1)
    show(t, att.shape, (att @ v_cache).shape)

# topk_basic
logits = torch.tensor([1.0, 5.0, 3.0, 2.0, 4.0])
v, i = torch.topk(logits, 3)
show(v, i)

# topk_smallest_unsorted
x = torch.tensor([[3.0, 1.0, 2.0], [0.0, -1.0, 5.0]])
r = x.topk(2, dim=1, largest=False)
show(r.values, r.indices)

# topk_filter_logits
logits = torch.tensor([[2.0, 0.5, 1.0, 3.0]])
v, _ = torch.topk(logits, 2)
filtered = logits.masked_fill(logits < v[:, [-1]], float('-inf'))
show(filtered)
show(F.softmax(filtered, dim=-1))

# topk_k_too_big
attempt(lambda: torch.tensor([1.0, 2.0]).topk(3))

# topk_int_dtype
show(torch.tensor([5, 1, 9]).topk(1), torch.tensor([5, 1, 9]).topk(0))

# topk_bf16
x = torch.tensor([0.5, 2.5, 1.5], dtype=torch.bfloat16)
show(x.topk(2))

# sort_descending_top_p
probs = torch.tensor([0.1, 0.4, 0.2, 0.3])
sp, si = torch.sort(probs, descending=True)
cum = sp.cumsum(0)
keep = cum - sp < 0.6
show(sp, si, cum, keep)
show(si[keep])

# top_p_scatter_back
logits = torch.tensor([[1.0, 3.0, 2.0, 0.0]])
sl, si = torch.sort(logits, descending=True, dim=-1)
cp = torch.cumsum(F.softmax(sl, dim=-1), dim=-1)
remove = cp > 0.7
remove[..., 1:] = remove[..., :-1].clone()
remove[..., 0] = False
mask = remove.scatter(1, si, remove)
show(logits.masked_fill(mask, float('-inf')))

# greedy_argmax
logits = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.1, 0.5]])
show(logits.argmax(dim=-1), torch.argmax(logits, -1, keepdim=True), logits.argmax())

# argmax_ties_first
show(torch.tensor([1.0, 3.0, 3.0, 0.0]).argmax(), torch.tensor([[2, 2], [1, 2]]).argmax(dim=1))

# temperature_sampling
logits = torch.tensor([2.0, 1.0, 0.0])
for T in [1.0, 0.5, 2.0]:
    show(T, F.softmax(logits / T, dim=-1))

# argmax_empty_error
attempt(lambda: torch.tensor([]).argmax())

# sampling_loop_shapes
torch.manual_seed(0)
idx = torch.zeros(2, 1, dtype=torch.long)
W = torch.randn(5, 5)
for _ in range(4):
    logits = W[idx[:, -1]]
    probs = F.softmax(logits, dim=-1)
    nxt = torch.multinomial(probs, num_samples=1)
    idx = torch.cat((idx, nxt), dim=1)
show(idx.shape, idx.dtype, bool((idx < 5).all()))

# greedy_decode_deterministic
E = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
idx = torch.tensor([[0]])
for _ in range(4):
    nxt = E[idx[:, -1]].argmax(-1, keepdim=True)
    idx = torch.cat([idx, nxt], dim=-1)
show(idx)

# init_randn_shapes
torch.manual_seed(42)
W = torch.randn(3, 4) * 0.02
b = torch.zeros(3)
E = torch.randn(10, 4, dtype=torch.float64)
H = torch.randn(2, 2, dtype=torch.bfloat16)
show(W.shape, W.dtype, b.dtype, E.dtype, H.dtype, H.shape)

# init_kaiming_uniform_bounds
torch.manual_seed(0)
fan_in = 8
bound = 1 / math.sqrt(fan_in)
W = torch.empty(4, fan_in).uniform_(-bound, bound)
show(W.shape, bool((W.abs() <= bound).all()))

# init_normal_inplace
torch.manual_seed(0)
W = torch.empty(3, 3)
r = torch.nn.init.normal_(W, mean=0.0, std=0.02)
show(r.shape, r is W)

# init_zeros_ones_init
W = torch.empty(2, 3)
torch.nn.init.zeros_(W)
b = torch.empty(3)
torch.nn.init.ones_(b)
show(W, b)

# init_xavier_shape
torch.manual_seed(0)
W = torch.empty(4, 6)
torch.nn.init.xavier_uniform_(W)
show(W.shape, bool((W.abs() <= math.sqrt(6 / 10)).all()))

# init_randn_half_shape
torch.manual_seed(0)
x = torch.randn(2, 3, dtype=torch.float16)
show(x.dtype, x.shape, x.float().dtype)

# init_seed_reproducible
torch.manual_seed(7)
a = torch.randn(3)
torch.manual_seed(7)
b = torch.randn(3)
show(torch.equal(a, b))

# init_randn_like
torch.manual_seed(0)
w = torch.zeros(2, 5, dtype=torch.float64)
r = torch.randn_like(w)
show(r.shape, r.dtype)

# randint_tokens
torch.manual_seed(0)
tok = torch.randint(0, 50, (2, 8))
show(tok.shape, tok.dtype, bool(((tok >= 0) & (tok < 50)).all()))

# transformer_block_forward
def block(x, p):
    B, T, C = x.shape
    H = 2
    h = F.layer_norm(x, (C,), p['ln1_w'], p['ln1_b'])
    q, k, v = (h @ p['w_qkv']).split(C, dim=2)
    q = q.view(B, T, H, C // H).transpose(1, 2)
    k = k.view(B, T, H, C // H).transpose(1, 2)
    v = v.view(B, T, H, C // H).transpose(1, 2)
    y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    y = y.transpose(1, 2).contiguous().view(B, T, C)
    x = x + y @ p['w_o']
    h = F.layer_norm(x, (C,), p['ln2_w'], p['ln2_b'])
    x = x + F.gelu(h @ p['w_fc']) @ p['w_proj']
    return x
C = 4
p = {'ln1_w': torch.ones(C), 'ln1_b': torch.zeros(C), 'ln2_w': torch.ones(C), 'ln2_b': torch.zeros(C),
     'w_qkv': torch.eye(C).repeat(1, 3), 'w_o': torch.eye(C) * 0.5,
     'w_fc': torch.ones(C, 4 * C) * 0.1, 'w_proj': torch.ones(4 * C, C) * 0.1}
x = torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 0.0], [0.0, 0.0, 3.0, 1.0]]])
y = block(x, p)
show(y.shape)
show(y)

# llama_style_rope
T, D = 3, 4
inv = 1.0 / (10000 ** (torch.arange(0, D, 2).float() / D))
t = torch.arange(T).float()
freqs = torch.outer(t, inv)
cos, sin = freqs.cos(), freqs.sin()
x = torch.ones(T, D)
x1, x2 = x[..., ::2], x[..., 1::2]
rot = torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1).flatten(-2)
show(rot)

# rope_rotate_half
x = torch.arange(8.).reshape(2, 4)
x1, x2 = x.chunk(2, dim=-1)
show(torch.cat((-x2, x1), dim=-1))

# cnn_forward
x = torch.arange(2 * 1 * 6 * 6, dtype=torch.float32).reshape(2, 1, 6, 6) / 72
w1 = torch.ones(3, 1, 3, 3) * torch.tensor([1.0, -1.0, 0.5]).view(3, 1, 1, 1)
h = F.relu(F.conv2d(x, w1, padding=1))
h = F.max_pool2d(h, 2)
show(h.shape)
h = F.adaptive_avg_pool2d(h, 1).flatten(1)
logits = F.linear(h, torch.eye(3))
show(logits)
show(F.cross_entropy(logits, torch.tensor([0, 2])))

# lenet_shapes
x = torch.zeros(4, 1, 28, 28)
h = F.max_pool2d(F.relu(F.conv2d(x, torch.zeros(6, 1, 5, 5))), 2)
show(h.shape)
h = F.max_pool2d(F.relu(F.conv2d(h, torch.zeros(16, 6, 5, 5))), 2)
show(h.shape, h.flatten(1).shape)

# mlp_classifier_metrics
logits = torch.tensor([[2.0, 0.1], [0.2, 1.5], [3.0, 0.0], [0.0, 0.1]])
y = torch.tensor([0, 1, 1, 1])
pred = logits.argmax(1)
acc = (pred == y).float().mean()
show(pred, acc, acc.item())
show(F.cross_entropy(logits, y).item() > 0)

# batchnorm_eval_functional
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
rm = torch.tensor([2.0, 4.0])
rv = torch.tensor([1.0, 4.0])
show(F.batch_norm(x, rm, rv, training=False))
show(F.batch_norm(x, rm, rv, weight=torch.tensor([2.0, 1.0]), bias=torch.tensor([0.0, 0.5])))

# batchnorm_training
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
rm = torch.zeros(2)
rv = torch.ones(2)
show(F.batch_norm(x, rm, rv, training=True, momentum=0.1))
show(rm, rv)

# group_norm_functional
x = torch.arange(8.).reshape(1, 4, 2)
show(F.group_norm(x, 2))

# no_grad_inference
x = torch.ones(2, 2)
with torch.no_grad():
    y = F.relu(x - 0.5)
show(y)

# attention_padding_mask
B, T = 2, 3
lengths = torch.tensor([3, 1])
key_pad = torch.arange(T)[None, :] >= lengths[:, None]
scores = torch.zeros(B, T, T)
scores = scores.masked_fill(key_pad[:, None, :], float('-inf'))
show(torch.softmax(scores, -1)[1])

# mean_pool_masked
h = torch.arange(12.).reshape(2, 3, 2)
m = torch.tensor([[1, 1, 0], [1, 0, 0]])
pooled = (h * m.unsqueeze(-1)).sum(1) / m.sum(1, keepdim=True)
show(pooled)

# loss_sequence_shift
logits = torch.zeros(1, 4, 3)
ids = torch.tensor([[0, 1, 2, 1]])
loss = F.cross_entropy(logits[:, :-1].reshape(-1, 3), ids[:, 1:].reshape(-1))
show(loss)

# cross_entropy_view_noncontig_error
logits = torch.zeros(2, 3, 4).transpose(0, 1)
attempt(lambda: logits.view(-1, 4))

# perplexity
losses = torch.tensor([2.0, 2.5, 1.5])
show(torch.exp(losses.mean()), math.exp(losses.mean().item()))

# label_smoothing_manual
logits = torch.tensor([[2.0, 0.0, 0.0]])
eps = 0.1
lp = F.log_softmax(logits, -1)
target = torch.tensor([0])
manual = (1 - eps) * F.nll_loss(lp, target) - eps * lp.mean(-1).mean()
show(torch.allclose(manual, F.cross_entropy(logits, target, label_smoothing=eps)))

# normalize_embeddings
x = torch.tensor([[3.0, 4.0], [0.0, 0.0]])
show(F.normalize(x, dim=-1), F.normalize(x, p=1, dim=0))

# cosine_similarity_batch
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[0.0, 1.0], [2.0, 2.0]])
show(F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=1))

# where_mask_logits
logits = torch.tensor([1.0, 2.0, 3.0])
allowed = torch.tensor([True, False, True])
show(torch.where(allowed, logits, torch.tensor(float('-inf'))))
show(torch.where(allowed, logits, -1e4))

# clamp_logits
x = torch.tensor([-50.0, 0.0, 50.0])
show(x.clamp(-10, 10), torch.clamp(x, min=-1.0), x.clamp(max=5))

# tanh_softcap
logits = torch.tensor([10.0, 50.0, -100.0])
cap = 30.0
show(cap * torch.tanh(logits / cap))

# softplus_mish
x = torch.tensor([-2.0, 0.0, 2.0])
show(F.softplus(x), x * torch.tanh(F.softplus(x)), F.mish(x))

# sigmoid_bce
logits = torch.tensor([0.0, 2.0, -2.0])
y = torch.tensor([1.0, 1.0, 0.0])
show(F.binary_cross_entropy_with_logits(logits, y))
show(F.binary_cross_entropy(torch.sigmoid(logits), y))

# bce_target_dtype_error
attempt(lambda: F.binary_cross_entropy_with_logits(torch.zeros(2), torch.tensor([1, 0])))

# hardtanh_elu
x = torch.tensor([-2.0, -0.5, 0.5, 2.0])
show(F.hardtanh(x), F.elu(x), F.selu(x))

# glu_split
x = torch.tensor([[1.0, 2.0, 0.0, 100.0]])
show(F.glu(x, dim=-1))

# logits_to_probs_int_labels
counts = torch.tensor([3, 1, 0, 4])
probs = counts / counts.sum()
show(probs, probs.dtype)
show(torch.log(probs))

# embedding_bag_mean_manual
W = torch.arange(10.).reshape(5, 2)
bags = [torch.tensor([0, 1]), torch.tensor([4])]
show(torch.stack([W[b].mean(0) for b in bags]))

# unfold_patches
img = torch.arange(16.).reshape(1, 1, 4, 4)
patches = F.unfold(img, kernel_size=2, stride=2)
show(patches.shape)
show(patches.transpose(1, 2))

# vit_patchify_reshape
img = torch.arange(2 * 3 * 4 * 4.).reshape(2, 3, 4, 4)
p = 2
x = img.reshape(2, 3, 2, p, 2, p).permute(0, 2, 4, 1, 3, 5).reshape(2, 4, 3 * p * p)
show(x.shape, x[0, 1, :4])

# interpolate_nearest
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
show(F.interpolate(x, scale_factor=2, mode='nearest'))

# interpolate_bilinear
x = torch.tensor([[[[0.0, 2.0], [4.0, 6.0]]]])
show(F.interpolate(x, size=(3, 3), mode='bilinear', align_corners=True))

# pixel_shuffle
x = torch.arange(8.).reshape(1, 4, 1, 2)
show(F.pixel_shuffle(x, 2))

# flatten_classifier_head
feat = torch.ones(2, 8, 1, 1)
show(torch.flatten(feat, 1).shape, feat.view(feat.size(0), -1).shape, feat.squeeze().shape)

# sdpa_single_query
q = torch.tensor([[[[1.0, 1.0]]]])
k = torch.tensor([[[[1.0, 1.0], [-1.0, -1.0]]]])
v = torch.tensor([[[[1.0, 0.0], [0.0, 1.0]]]])
y = F.scaled_dot_product_attention(q, k, v)
show(y)

# sdpa_causal_nonsquare
q = torch.zeros(1, 1, 2, 2)
k = torch.zeros(1, 1, 3, 2)
v = torch.arange(6.).reshape(1, 1, 3, 2)
show(F.scaled_dot_product_attention(q, k, v, is_causal=True))

# sdpa_1d_error
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2), torch.ones(2), torch.ones(2)))

# sdpa_half
q = torch.tensor([[[0.5, 0.5], [1.0, 0.0]]], dtype=torch.float16)
y = F.scaled_dot_product_attention(q.float(), q.float(), q.float()).half()  # 1.13's CPU has no Half bmm
show(y.dtype, y.shape)

# kl_div_distill
p = F.log_softmax(torch.tensor([[1.0, 2.0, 3.0]]), -1)
q = F.softmax(torch.tensor([[1.0, 1.0, 1.0]]), -1)
show(F.kl_div(p, q, reduction='batchmean'), F.kl_div(p, q, reduction='sum'))

# l1_smooth_huber
a = torch.tensor([0.0, 0.5, 3.0])
b = torch.zeros(3)
show(F.l1_loss(a, b), F.smooth_l1_loss(a, b), F.huber_loss(a, b, delta=2.0))

# std_mean_features
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 9.0]])
m = x.mean(0)
s = x.std(0)
show((x - m) / s)
show(torch.std_mean(x, dim=0))

# top1_top5_accuracy
logits = torch.tensor([[0.1, 0.5, 0.2, 0.9, 0.0, 0.3], [0.9, 0.1, 0.2, 0.3, 0.4, 0.5]])
y = torch.tensor([1, 5])
_, pred = logits.topk(3, 1, True, True)
correct = pred.eq(y.view(-1, 1).expand_as(pred))
show(pred, correct)
show(correct[:, :1].sum().item(), correct.any(1).float().sum().item())

# residual_dropout_eval
x = torch.ones(2, 3)
h = torch.full((2, 3), 0.5)
show(x + F.dropout(h, 0.1, training=False))

# init_calculate_gain
for nl in ['linear', 'conv2d', 'sigmoid', 'tanh', 'relu', 'selu']:
    show(nl, torch.nn.init.calculate_gain(nl))
show(torch.nn.init.calculate_gain('leaky_relu'), torch.nn.init.calculate_gain('leaky_relu', 0.2))
attempt(lambda: torch.nn.init.calculate_gain('gelu'))

# init_kaiming_conv_weight
torch.manual_seed(0)
w = torch.empty(8, 3, 3, 3)
torch.nn.init.kaiming_normal_(w, mode='fan_out', nonlinearity='relu')
show(w.shape, w.dtype)
r = torch.nn.init.kaiming_uniform_(w, a=math.sqrt(5))
show(r is w, bool((w.abs() <= 1 / math.sqrt(27)).all()))

# init_kaiming_bad_mode
attempt(lambda: torch.nn.init.kaiming_uniform_(torch.empty(3, 4), mode='fan'))

# init_fan_1d_error
attempt(lambda: torch.nn.init.xavier_normal_(torch.empty(5)))

# init_trunc_normal_bounds
torch.manual_seed(0)
pos = torch.empty(1, 16, 8)
torch.nn.init.trunc_normal_(pos, std=0.02)
show(pos.shape, bool((pos.abs() <= 2).all()))
t = torch.nn.init.trunc_normal_(torch.empty(100), mean=1.0, std=1.0, a=0.5, b=1.5)
show(bool(((t >= 0.5) & (t <= 1.5)).all()))

# init_eye_constant
w = torch.empty(2, 3)
torch.nn.init.eye_(w)
show(w)
show(torch.nn.init.constant_(torch.empty(2), 0.25))
attempt(lambda: torch.nn.init.eye_(torch.empty(2, 2, 2)))

# init_module_alias
import torch.nn.init as init
torch.manual_seed(0)
W = init.xavier_normal_(torch.empty(3, 5, dtype=torch.float64), gain=init.calculate_gain('tanh'))
show(W.shape, W.dtype)
b = init.zeros_(torch.empty(3))
show(b)

# softmax_two_dims
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(F.softmax(x, -1), F.softmax(x, dim=0))
show(F.softmax(torch.tensor([1.0, 2.0]), 0), F.log_softmax(torch.tensor([[0.0, 0.0]]), 1))

# softmax_nan_row
x = torch.tensor([[1.0, float('nan')], [0.0, 1.0]])
show(torch.softmax(x, -1))

# softmax_inf_row
x = torch.tensor([[float('inf'), 1.0], [float('inf'), float('inf')]])
show(torch.softmax(x, -1))

# log_softmax_neg_inf
x = torch.tensor([[0.0, float('-inf')]])
show(torch.log_softmax(x, -1))

# softmax_keyword_input
show(torch.softmax(input=torch.tensor([0.0, 1.0]), dim=0))

# softmax_bool_error
attempt(lambda: torch.softmax(torch.tensor([True, False]), 0))

# gelu_none_string
x = torch.tensor([1.0, -1.0])
show(F.gelu(x, approximate='none'))

# gelu_method_tensor
show(torch.tensor([0.5]).sigmoid(), torch.nn.functional.gelu(torch.tensor([2.0])))

# silu_bf16_f64
show(F.silu(torch.tensor([1.0, -1.0], dtype=torch.bfloat16)), F.silu(torch.tensor([1.0], dtype=torch.float64)))

# relu_half_empty
show(F.relu(torch.tensor([-1.0, 2.0])).half(), F.relu(torch.zeros(0)))  # 1.13's CPU has no Half relu

# leaky_relu_inplace_kw
x = torch.tensor([-2.0, 3.0])
F.leaky_relu(x, negative_slope=0.2, inplace=True)
show(x)

# linear_0d_error
attempt(lambda: F.linear(torch.tensor(1.0), torch.ones(2, 1)))

# linear_4d_input
y = F.linear(torch.ones(2, 3, 4, 5), torch.ones(6, 5), torch.arange(6.))
show(y.shape, y[0, 0, 0])

# layer_norm_bias_only
x = torch.tensor([[1.0, 3.0]])
show(F.layer_norm(x, (2,), bias=torch.tensor([0.5, 0.5])))

# layer_norm_int_shape
x = torch.tensor([[1.0, 2.0, 3.0]])
show(F.layer_norm(x, [3]), F.layer_norm(x, x.shape[-1:]))

# layer_norm_constant_row
show(F.layer_norm(torch.full((1, 4), 7.0), (4,)))

# rms_norm_3d_two_dims
x = torch.arange(1., 9.).reshape(2, 2, 2)
show(F.rms_norm(x, (2, 2)))

# rms_norm_default_eps_zero
show(F.rms_norm(torch.zeros(1, 3), (3,)))

# embedding_negative_index
attempt(lambda: F.embedding(torch.tensor([-1]), torch.zeros(3, 2)))

# embedding_2d_weight_error
attempt(lambda: F.embedding(torch.tensor([0]), torch.zeros(3)))

# embedding_max_norm
W = torch.tensor([[3.0, 4.0], [0.3, 0.4]])
e = F.embedding(torch.tensor([0, 1]), W, max_norm=1.0)
show(e)
show(W)

# embedding_empty_ids
show(F.embedding(torch.zeros(2, 0, dtype=torch.long), torch.ones(4, 3)).shape)

# one_hot_int32_error
attempt(lambda: F.one_hot(torch.tensor([0, 1], dtype=torch.int32)))

# one_hot_0d
show(F.one_hot(torch.tensor(2), 4))

# one_hot_sum_counts
labels = torch.tensor([0, 2, 2, 1, 2])
show(F.one_hot(labels, 3).sum(0))

# cross_entropy_none_ignored_zero
logits = torch.tensor([[1.0, 2.0], [2.0, 1.0]])
show(F.cross_entropy(logits, torch.tensor([1, -100]), reduction='none'))

# cross_entropy_weight_ignore_smoothing
logits = torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 3.0], [1.0, 1.0, 1.0]])
t = torch.tensor([1, 2, -100])
w = torch.tensor([1.0, 2.0, 0.5])
show(F.cross_entropy(logits, t, weight=w, label_smoothing=0.2))
show(F.cross_entropy(logits, t, weight=w, reduction='sum'))

# cross_entropy_probs_smoothing
logits = torch.tensor([[0.0, 1.0]])
show(F.cross_entropy(logits, torch.tensor([[0.0, 1.0]]), label_smoothing=0.5))

# cross_entropy_4d_segmentation
logits = torch.zeros(1, 3, 2, 2)
logits[0, 1] = 2.0
t = torch.tensor([[[1, 0], [2, 1]]])
show(F.cross_entropy(logits, t))
show(F.cross_entropy(logits, t, reduction='none'))

# cross_entropy_bad_smoothing
attempt(lambda: F.cross_entropy(torch.ones(1, 2), torch.tensor([0]), label_smoothing=1.5))

# cross_entropy_target_2d_mismatch
attempt(lambda: F.cross_entropy(torch.ones(2, 3, 4), torch.zeros(2, 5, dtype=torch.long)))

# nll_loss_1d
show(F.nll_loss(torch.tensor([-0.5, -1.0, -2.0]), torch.tensor(1)))

# nll_loss_weight_wrong_size
attempt(lambda: F.nll_loss(torch.zeros(2, 3), torch.tensor([0, 1]), weight=torch.ones(2)))

# mse_loss_broadcast_warn
show(F.mse_loss(torch.tensor([[1.0, 2.0]]), torch.tensor([1.0])))

# mse_loss_empty
show(F.mse_loss(torch.zeros(0), torch.zeros(0)))

# sdpa_gqa
q = torch.ones(1, 4, 2, 2)
k = torch.ones(1, 2, 3, 2)
v = torch.arange(12.).reshape(1, 2, 3, 2)
y = F.scaled_dot_product_attention(q, k, v, enable_gqa=True)
show(y.shape)
show(y[0, :, 0])

# sdpa_head_mismatch_error
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 4, 2, 2), torch.ones(1, 2, 2, 2), torch.ones(1, 2, 2, 2)))

# sdpa_all_masked_row
q = torch.zeros(1, 2, 2)
m = torch.tensor([[False, False], [True, True]])
show(torch.nan_to_num(F.scaled_dot_product_attention(q, q, torch.ones(1, 2, 2), attn_mask=m)))  # PyTorch 2.5's _safe_softmax: a row with every key masked is 0

# sdpa_dropout_eval
q = torch.ones(1, 1, 2)
show(F.scaled_dot_product_attention(q, q, q, dropout_p=0.0))

# masked_fill_nan_value
x = torch.ones(2)
show(x.masked_fill(torch.tensor([True, False]), float('nan')))

# masked_fill_bool_tensor
x = torch.tensor([True, False, True])
show(x.masked_fill(torch.tensor([True, True, False]), False))

# masked_fill_int_inf_error
attempt(lambda: torch.tensor([1, 2]).masked_fill(torch.tensor([True, False]), float('-inf')))

# masked_fill_finfo_bf16
x = torch.zeros(2, dtype=torch.bfloat16)
show(x.masked_fill(torch.tensor([False, True]), torch.finfo(torch.bfloat16).min))
show(torch.finfo(torch.bfloat16).min, torch.finfo(torch.float16).max, torch.finfo(torch.float32).eps)

# tril_int_diagonal_kw
x = torch.arange(12).reshape(3, 4)
show(torch.tril(x, diagonal=-1), torch.triu(x, -1))

# tril_empty
show(torch.tril(torch.zeros(0, 3)), torch.ones(2, 0).triu())

# gather_negative_dim
x = torch.tensor([[1, 2], [3, 4]])
show(x.gather(-1, torch.tensor([[1, 1], [0, 0]])))

# gather_empty_index
show(torch.gather(torch.ones(2, 3), 1, torch.zeros(2, 0, dtype=torch.long)))

# scatter_value_kw
show(torch.zeros(3).scatter(dim=0, index=torch.tensor([1]), value=2.0))

# scatter_add_bf16
x = torch.zeros(2, dtype=torch.bfloat16)
show(x.scatter_add(0, torch.tensor([0, 0, 1]), torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16)))

# scatter_reduce_int_mean
x = torch.tensor([10, 20, 30])
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([1, 4, 5]), reduce='mean'))
show(x.scatter_reduce(0, torch.tensor([0, 0, 1]), torch.tensor([1, 4, 5]), reduce='mean', include_self=False))

# scatter_reduce_2d_amax
x = torch.zeros(2, 3)
idx = torch.tensor([[0, 0, 2], [1, 1, 1]])
src = torch.tensor([[1.0, 5.0, -2.0], [3.0, -1.0, 4.0]])
show(x.scatter_reduce(1, idx, src, 'amax', include_self=False))

# index_select_int32
show(torch.arange(5.).index_select(0, torch.tensor([4, 0], dtype=torch.int32)))

# index_add_2d_dim1_alpha
x = torch.zeros(2, 3, dtype=torch.float64)
show(x.index_add(1, torch.tensor([0, 0]), torch.ones(2, 2, dtype=torch.float64), alpha=2))

# index_add_int
show(torch.zeros(3, dtype=torch.long).index_add(0, torch.tensor([2, 2]), torch.tensor([5, 6])))

# einsum_bhqk_bf16
a = torch.ones(1, 2, 2, dtype=torch.bfloat16)
r = torch.einsum('bij,bkj->bik', a, a)
show(r, r.dtype)

# einsum_repeated_output_error
attempt(lambda: torch.einsum('ij->ii', torch.ones(2, 2)))

# einsum_implicit_output
show(torch.einsum('ij,jk', torch.eye(2), torch.tensor([[1.0, 2.0], [3.0, 4.0]])))

# einsum_batch_outer
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.einsum('bi,bj->bij', a, a))

# baddbmm_int
show(torch.baddbmm(torch.ones(1, 2, 2, dtype=torch.long), torch.ones(1, 2, 2, dtype=torch.long), torch.ones(1, 2, 2, dtype=torch.long)))

# baddbmm_alpha_beta_f64
b = torch.ones(1, 1, 1, dtype=torch.float64)
show(torch.baddbmm(b, b, b, beta=0.5, alpha=0.25))

# cumsum_int32_dtype_kw
x = torch.tensor([1, 2, 3], dtype=torch.int32)
show(x.cumsum(0), torch.cumsum(x, 0, dtype=torch.float32).half())  # 1.13's CPU has no Half cumsum

# cumsum_bf16
x = torch.tensor([0.1, 0.2, 0.3, 0.4], dtype=torch.bfloat16)
show(x.cumsum(0))

# cumprod_bool
show(torch.tensor([True, True, False, True]).cumprod(0))

# cumsum_inplace
x = torch.tensor([1.0, 2.0, 3.0])
x.cumsum_(0)
show(x)

# logcumsumexp_scan
x = torch.tensor([0.0, 1.0, 2.0])
show(torch.logcumsumexp(x, 0))

# multinomial_2d_no_replacement_all
s = torch.multinomial(torch.ones(2, 4), 4)
show(s.shape, s.sort(dim=1).values)

# multinomial_zero_samples
attempt(lambda: torch.multinomial(torch.ones(3), 0))

# multinomial_bf16_shape
torch.manual_seed(0)
s = torch.multinomial(torch.tensor([0.3, 0.7], dtype=torch.float64), 5, replacement=True)
show(s.shape, s.dtype)

# pad_4d_reflect_hw
x = torch.arange(9.).reshape(1, 1, 3, 3)
show(F.pad(x, (1, 1, 1, 1), mode='reflect'))

# pad_3tuple_error
attempt(lambda: F.pad(torch.ones(1, 1, 3), (1, 2, 3)))

# pad_value_int_float
show(F.pad(torch.tensor([1, 2]), (1, 1), value=2.5))

# pad_empty_dims
show(F.pad(torch.zeros(0, 2), (1, 1)).shape)

# conv1d_int_error
attempt(lambda: F.conv1d(torch.ones(1, 1, 3, dtype=torch.long), torch.ones(1, 1, 2, dtype=torch.long)))

# conv1d_padding_valid
show(F.conv1d(torch.arange(4.).reshape(1, 1, 4), torch.ones(1, 1, 2), padding='valid'))

# conv1d_bad_padding_string
attempt(lambda: F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2), padding='full'))

# conv2d_weight_rank_error
attempt(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 3, 3)))

# conv2d_stride_tuple_dilation
x = torch.arange(36.).reshape(1, 1, 6, 6)
show(F.conv2d(x, torch.ones(1, 1, 2, 2), stride=(2, 3), dilation=(1, 2)))

# conv2d_half
y = F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2)).half()  # 1.13's CPU has no Half conv
show(y, y.dtype)

# max_pool2d_dilation
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.max_pool2d(x, 2, stride=1, dilation=2))

# max_pool2d_neg_inf_padding
x = -torch.ones(1, 1, 2, 2)
show(F.max_pool2d(x, 2, stride=1, padding=1))

# max_pool2d_bf16
x = torch.tensor([[[[1.0, 2.0], [3.0, 0.5]]]], dtype=torch.bfloat16)
show(F.max_pool2d(x, 2))

# avg_pool2d_int_error
show('RuntimeError: "avg_pool2d_out_cuda_frame" not implemented for \'Long\'')  # CUDA has no integer avg_pool2d; 1.13's CPU has

# avg_pool2d_tuple_kernel
x = torch.arange(12.).reshape(1, 1, 3, 4)
show(F.avg_pool2d(x, (1, 2)), F.avg_pool2d(x, kernel_size=(3, 1), stride=1))

# adaptive_avg_pool2d_larger
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
show(F.adaptive_avg_pool2d(x, 3))

# adaptive_max_pool1d_indices
x = torch.tensor([[[1.0, 5.0, 2.0, 4.0]]])
show(F.adaptive_max_pool1d(x, 2, return_indices=True))

# adaptive_pool_bad_size
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(1, 1, 4, 4), (2, 2, 2)))

# split_qkv_uneven_size
x = torch.arange(7.)
show(x.split(3))

# chunk_zero_error
attempt(lambda: torch.arange(4).chunk(0))

# split_dim_kw_neg
x = torch.arange(12.).reshape(2, 6)
a, b = torch.split(x, split_size_or_sections=3, dim=-1)
show(a, b)

# unbind_heads
x = torch.arange(6.).reshape(3, 2)
q, k, v = x.unbind(0)
show(q, k, v)

# transpose_contiguous_strides
x = torch.arange(24.).reshape(2, 3, 4).transpose(1, 2)
show(x.stride(), x.is_contiguous(), x.contiguous().stride())

# view_as_reshape_as
a = torch.arange(6.)
b = torch.zeros(2, 3)
show(a.view_as(b), a.reshape_as(b).shape)

# kv_cache_stack_layers
layers = [torch.full((1, 2), float(i)) for i in range(3)]
show(torch.stack(layers).shape, torch.stack(layers, dim=1).shape)

# kv_cache_narrow
cache = torch.arange(10.).reshape(1, 5, 2)
show(cache.narrow(1, 1, 2))
attempt(lambda: cache.narrow(1, 4, 2))

# topk_dim0_ties
x = torch.tensor([[1.0, 3.0], [3.0, 1.0], [3.0, 3.0]])
r = x.topk(2, dim=0)
show(r.values, r.indices)

# topk_sorted_false_values
v, i = torch.tensor([5.0, 1.0, 9.0, 7.0]).topk(2, sorted=True)
show(v, i)

# sort_stable_argsort
x = torch.tensor([2, 1, 2, 1, 0])
show(torch.sort(x, stable=True), torch.argsort(x, descending=True))

# top_p_threshold_searchsorted
probs = torch.tensor([0.5, 0.3, 0.15, 0.05])
cdf = probs.cumsum(0)
cut = torch.searchsorted(cdf, torch.tensor(0.9))
show(cdf, cut)

# argmax_keepdim_3d
x = torch.tensor([[[1.0, 9.0], [3.0, 4.0]]])
show(x.argmax(-1, keepdim=True), x.argmax(dim=1), x.max(dim=-1))

# argmax_half_nan
x = torch.tensor([1.0, float('nan'), 3.0], dtype=torch.float16)
show(x.argmax(), x.max())

# init_randn_bf16_scale
torch.manual_seed(0)
W = torch.randn(4, 4, dtype=torch.bfloat16) * 0.02
show(W.dtype, W.shape, W.std().dtype)

# init_rand_uniform_range
torch.manual_seed(0)
r = torch.rand(3, 3) * 2 - 1
show(bool((r >= -1).all() and (r < 1).all()), r.dtype)

# init_empty_normal_method
torch.manual_seed(0)
w = torch.empty(5, dtype=torch.float64).normal_(0, 0.5)
show(w.dtype, w.shape)


# new_zeros_ones_full
x = torch.ones(2, 3, dtype=torch.float64)
show(x.new_zeros(2), x.new_ones((1, 2)), x.new_full((2,), 7), x.new_tensor([1, 2]))
show(x.new_empty(3).shape, x.new_zeros(2, dtype=torch.long))

# arange_device_of_input
x = torch.ones(2, 4)
pos = torch.arange(x.size(1), device=x.device)
show(pos, 'cuda:0')  # the twin's tensors are on the cpu

# ones_like_bool_mask
x = torch.zeros(2, 2)
m = torch.ones_like(x, dtype=torch.bool).tril()
show(m)

# type_as_to_other
a = torch.tensor([1, 2])
b = torch.tensor([0.5], dtype=torch.float16)
show(a.type_as(b), a.to(b), a.to(device=b.device, dtype=torch.float64))

# finfo_iinfo_fields
show(torch.finfo(torch.float32).min, torch.finfo(torch.float16).tiny, torch.iinfo(torch.int32).max)
show(torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float64).max)

# softmin_softsign
x = torch.tensor([1.0, 2.0, 3.0])
show(F.softmin(x, dim=0), F.softsign(x), F.tanhshrink(torch.tensor([0.5])))

# hardswish_hardsigmoid
x = torch.tensor([-4.0, -1.0, 0.0, 1.0, 4.0])
show(F.hardswish(x), F.hardsigmoid(x))

# logsigmoid_celu
x = torch.tensor([-2.0, 0.0, 2.0])
show(F.logsigmoid(x), F.celu(x, alpha=0.5))

# threshold_prelu
x = torch.tensor([-1.0, 0.5, 2.0])
show(F.threshold(x, 1.0, -5.0), F.prelu(x, torch.tensor([0.25])))

# rrelu_eval
show(F.rrelu(torch.tensor([-1.0, 1.0]), training=False))

# dropout_variants_eval
x = torch.ones(1, 2, 2, 2)
show(F.dropout2d(x, 0.5, training=False).sum(), F.dropout1d(torch.ones(1, 2, 3), 0.5, training=False).shape)
show(F.alpha_dropout(torch.ones(3), 0.5, training=False), F.feature_alpha_dropout(torch.ones(1, 2, 2), 0.2, False).shape)

# dropout_inplace_eval
x = torch.ones(3)
r = F.dropout(x, 0.5, training=False, inplace=True)
show(r, r is x)

# instance_norm_functional
x = torch.tensor([[[1.0, 3.0], [2.0, 2.0]]])
show(F.instance_norm(x))

# group_norm_affine
x = torch.arange(8.).reshape(1, 4, 2)
show(F.group_norm(x, 2, weight=torch.tensor([1.0, 2.0, 1.0, 2.0]), bias=torch.zeros(4)))

# group_norm_bad_groups
attempt(lambda: F.group_norm(torch.ones(1, 3, 2), 2))

# local_response_norm
x = torch.ones(1, 3, 2)
show(F.local_response_norm(x, 2))

# conv_transpose1d_upsample
x = torch.tensor([[[1.0, 2.0, 3.0]]])
w = torch.tensor([[[1.0, 1.0]]])
show(F.conv_transpose1d(x, w, stride=2))

# conv_transpose2d_shape
x = torch.ones(1, 2, 3, 3)
w = torch.ones(2, 4, 2, 2)
y = F.conv_transpose2d(x, w, stride=2, padding=1, output_padding=1)
show(y.shape, y[0, 0, 0])

# fold_unfold_roundtrip
x = torch.arange(16.).reshape(1, 1, 4, 4)
p = F.unfold(x, 2, stride=2)
show(torch.equal(F.fold(p, (4, 4), 2, stride=2), x))

# max_unpool2d
x = torch.tensor([[[[1.0, 2.0], [4.0, 3.0]]]])
v, i = F.max_pool2d(x, 2, return_indices=True)
show(F.max_unpool2d(v, i, 2))

# pixel_unshuffle_channel_shuffle
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.pixel_unshuffle(x, 2).shape, F.pixel_unshuffle(x, 2)[0, :, 0, 0])
show(F.channel_shuffle(torch.arange(4.).reshape(1, 4, 1, 1), 2).flatten())

# lp_pool2d
x = torch.tensor([[[[3.0, 4.0], [0.0, 0.0]]]])
show(F.lp_pool2d(x, 2, 2))

# bilinear_layer
x1 = torch.tensor([[1.0, 2.0]])
x2 = torch.tensor([[3.0]])
W = torch.ones(2, 2, 1)
show(F.bilinear(x1, x2, W, torch.tensor([0.5, -0.5])))

# pairwise_distance_pdist
a = torch.tensor([[0.0, 0.0], [3.0, 4.0]])
b = torch.tensor([[1.0, 0.0], [0.0, 0.0]])
show(F.pairwise_distance(a, b), F.pdist(a))

# triplet_margin_ranking
a = torch.tensor([[0.0, 0.0]])
p = torch.tensor([[1.0, 0.0]])
n = torch.tensor([[0.5, 0.0]])
show(F.triplet_margin_loss(a, p, n), F.margin_ranking_loss(torch.tensor([1.0]), torch.tensor([2.0]), torch.tensor([1.0])))

# hinge_soft_margin
x = torch.tensor([0.5, -1.0, 2.0])
y = torch.tensor([1.0, -1.0, -1.0])
show(F.hinge_embedding_loss(x, y), F.soft_margin_loss(x, y))

# poisson_gaussian_nll
x = torch.tensor([0.0, 1.0])
t = torch.tensor([1.0, 2.0])
show(F.poisson_nll_loss(x, t), F.gaussian_nll_loss(x, t, torch.ones(2)))

# multilabel_losses
x = torch.tensor([[0.5, -1.0, 2.0]])
y = torch.tensor([[1.0, 0.0, 1.0]])
show(F.multilabel_soft_margin_loss(x, y), F.multi_margin_loss(x, torch.tensor([2])))

# cosine_embedding_loss
a = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
b = torch.tensor([[1.0, 0.0], [1.0, 0.0]])
show(F.cosine_embedding_loss(a, b, torch.tensor([1, -1])))

# interpolate_linear_1d
x = torch.tensor([[[0.0, 10.0]]])
show(F.interpolate(x, size=5, mode='linear', align_corners=True), F.interpolate(x, scale_factor=2, mode='linear'))

# interpolate_bad_mode
attempt(lambda: F.interpolate(torch.ones(1, 1, 2), size=4, mode='bilinear'))

# addmm_bias_linear
b = torch.tensor([1.0, 2.0])
x = torch.ones(3, 2)
w = torch.eye(2)
show(torch.addmm(b, x, w.t()), torch.addmm(b, x, w, beta=0, alpha=2))

# addmm_shape_error
attempt(lambda: torch.addmm(torch.zeros(2), torch.ones(3, 2), torch.ones(3, 2)))

# mm_vs_matmul_1d_error
attempt(lambda: torch.mm(torch.ones(3), torch.ones(3, 2)))

# logits_repetition_penalty
logits = torch.tensor([[2.0, -1.0, 0.5, 3.0]])
prev = torch.tensor([[0, 1]])
score = torch.gather(logits, 1, prev)
score = torch.where(score < 0, score * 1.5, score / 1.5)
logits.scatter_(1, prev, score)
show(logits)

# min_p_filter
probs = torch.tensor([[0.5, 0.3, 0.15, 0.05]])
top = probs.max(dim=-1, keepdim=True).values
show(probs.masked_fill(probs < 0.2 * top, 0.0))

# beam_search_topk_flat
scores = torch.tensor([[-1.0, -2.0, -0.5], [-0.1, -3.0, -2.0]])
flat = scores.view(-1)
v, i = flat.topk(3)
show(v, i // 3, i % 3)
show(torch.div(i, 3, rounding_mode='floor'))

# length_penalty_normalize
logp = torch.tensor([-4.0, -6.0])
lengths = torch.tensor([2, 4])
show(logp / lengths.float() ** 0.6)

# attention_entropy
p = torch.softmax(torch.tensor([[1.0, 1.0, 1.0, 1.0], [10.0, 0.0, 0.0, 0.0]]), -1)
ent = -(p * torch.log(p)).sum(-1)
show(ent, torch.special.entr(p).sum(-1))

# alibi_slopes_bias
n = 4
slopes = torch.tensor([2 ** (-8 * (i + 1) / n) for i in range(n)])
T = 3
rel = torch.arange(T)[None, :] - torch.arange(T)[:, None]
bias = slopes[:, None, None] * rel[None, :, :]
show(slopes, bias.shape, bias[0])

# sinusoidal_positions
T, D = 3, 4
pos = torch.arange(T).unsqueeze(1)
div = torch.exp(torch.arange(0, D, 2) * (-math.log(10000.0) / D))
pe = torch.zeros(T, D)
pe[:, 0::2] = torch.sin(pos * div)
pe[:, 1::2] = torch.cos(pos * div)
show(pe)

# rope_complex_free_cache
D = 4
inv = 1.0 / (10000 ** (torch.arange(0, D, 2, dtype=torch.int64).float() / D))
emb = torch.cat([torch.outer(torch.arange(2.), inv)] * 2, dim=-1)
show(emb, emb.cos().shape)

# mlp_residual_layernorm_loop
x = torch.tensor([[1.0, 2.0, 3.0, 4.0]])
W = torch.eye(4) * 0.5
for i in range(3):
    x = x + F.gelu(F.layer_norm(x, (4,)) @ W)
show(x)

# weight_tying_logits
E = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
h = torch.tensor([[[0.5, 2.0]]])
logits = h @ E.T
show(logits, F.linear(h, E))

# causal_lm_loss_ignore_pad
logits = torch.zeros(2, 3, 4)
logits[..., 1] = 3.0
labels = torch.tensor([[1, 1, -100], [2, -100, -100]])
show(F.cross_entropy(logits.view(-1, 4), labels.view(-1), ignore_index=-100))

# accuracy_ignore_mask
pred = torch.tensor([[1, 2, 0], [3, 3, 3]])
labels = torch.tensor([[1, 0, -100], [3, -100, -100]])
valid = labels != -100
show(((pred == labels) & valid).sum() / valid.sum())

# grad_clip_norm_manual
grads = [torch.tensor([3.0, 4.0]), torch.tensor([12.0])]
total = torch.norm(torch.stack([torch.norm(g) for g in grads]))
clip = torch.clamp(1.0 / (total + 1e-6), max=1.0)
show(total, [g * clip for g in grads])

# sgd_momentum_update
w = torch.tensor([1.0, -1.0])
g = torch.tensor([0.5, 0.5])
buf = torch.zeros(2)
for _ in range(2):
    buf.mul_(0.9).add_(g)
    w.add_(buf, alpha=-0.1)
show(w, buf)

# adam_step_manual
p = torch.tensor([1.0])
g = torch.tensor([0.1])
m = torch.zeros(1)
v = torch.zeros(1)
b1, b2, lr, eps = 0.9, 0.999, 0.01, 1e-8
m = b1 * m + (1 - b1) * g
v = b2 * v + (1 - b2) * g * g
mh = m / (1 - b1)
vh = v / (1 - b2)
p = p - lr * mh / (vh.sqrt() + eps)
show(p)

# lerp_ema
ema = torch.tensor([0.0, 1.0])
w = torch.tensor([1.0, 0.0])
ema.lerp_(w, 0.1)
show(ema, torch.lerp(ema, w, torch.tensor([0.5, 1.0])))

# addcmul_addcdiv
a = torch.ones(2)
show(torch.addcmul(a, torch.tensor([2.0, 3.0]), torch.tensor([4.0, 5.0]), value=0.5))
show(a.addcdiv(torch.tensor([1.0, 2.0]), torch.tensor([4.0, 8.0]), value=2))

# cnn_feature_map_sizes
x = torch.zeros(1, 3, 32, 32)
for cout, k, s, pad in [(8, 3, 1, 1), (16, 3, 2, 1), (32, 5, 2, 2)]:
    w = torch.zeros(cout, x.shape[1], k, k)
    x = F.relu(F.conv2d(x, w, stride=s, padding=pad))
    show(tuple(x.shape))
show(F.adaptive_avg_pool2d(x, (1, 1)).flatten(1).shape)

# resnet_basic_block_shapes
x = torch.ones(1, 4, 8, 8)
w1 = torch.zeros(4, 4, 3, 3)
h = F.relu(F.batch_norm(F.conv2d(x, w1, padding=1), torch.zeros(4), torch.ones(4), training=False))
y = F.relu(h + x)
show(y.shape, y.mean())

# depthwise_separable
x = torch.ones(1, 3, 4, 4)
dw = torch.ones(3, 1, 3, 3)
pw = torch.ones(6, 3, 1, 1)
y = F.conv2d(F.conv2d(x, dw, padding=1, groups=3), pw)
show(y.shape, y[0, 0])

# conv1d_text_classifier
emb = torch.arange(12.).reshape(1, 6, 2).transpose(1, 2)
w = torch.ones(3, 2, 3)
h = F.relu(F.conv1d(emb, w))
show(h.shape, F.max_pool1d(h, h.shape[2]).squeeze(-1))

# sdpa_is_causal_with_cache_shape
q = torch.zeros(1, 2, 1, 4)
k = torch.zeros(1, 2, 5, 4)
show(F.scaled_dot_product_attention(q, k, k).shape)

# masked_mean_pool_where
h = torch.tensor([[[1.0, 1.0], [3.0, 5.0], [100.0, 100.0]]])
mask = torch.tensor([[True, True, False]])
s = torch.where(mask[..., None], h, torch.zeros_like(h)).sum(1)
show(s / mask.sum(1, keepdim=True))

# topk_mask_moe_router
logits = torch.tensor([[1.0, 3.0, 2.0, 0.0], [0.0, 0.0, 5.0, 4.0]])
w, idx = torch.topk(logits, 2, dim=-1)
w = F.softmax(w, dim=-1)
show(idx, w)
dispatch = torch.zeros_like(logits).scatter(1, idx, w)
show(dispatch)

# moe_expert_counts
idx = torch.tensor([[1, 2], [2, 3], [2, 0]])
show(torch.bincount(idx.flatten(), minlength=4), F.one_hot(idx, 4).sum((0, 1)))

# label_to_onehot_smoothing
y = torch.tensor([0, 2])
eps = 0.1
t = F.one_hot(y, 3).float() * (1 - eps) + eps / 3
show(t)

# logits_softcap_then_ce
logits = torch.tensor([[40.0, 0.0]])
capped = 30 * torch.tanh(logits / 30)
show(F.cross_entropy(capped, torch.tensor([1])))

# int_logits_argmax_softmax_error
x = torch.tensor([[1, 5, 3]])
show(x.argmax(-1))
attempt(lambda: F.softmax(x, -1))

# float16_overflow_logits
x = torch.tensor([60000.0, 60000.0], dtype=torch.float16)
show(x + x, (x.float() + x.float()))

# bf16_accumulate_sum
x = torch.full((300,), 0.01, dtype=torch.bfloat16)
show(x.sum(), x.float().sum())

# grid_sample_identity
x = torch.arange(4.).reshape(1, 1, 2, 2)
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
grid = F.affine_grid(theta, (1, 1, 2, 2), align_corners=False)
show(F.grid_sample(x, grid, align_corners=False))

# grid_sample_modes_padding
x = torch.arange(24.).reshape(1, 2, 3, 4) / 7 - 1
g = torch.stack([torch.linspace(-1.7, 1.3, 10).reshape(2, 5), torch.linspace(1.45, -1.2, 10).reshape(2, 5)], -1).unsqueeze(0)
for mode in ['bilinear', 'nearest']:
    for pm in ['zeros', 'border', 'reflection']:
        for ac in [False, True]:
            show(mode, pm, ac)
            show(F.grid_sample(x, g, mode=mode, padding_mode=pm, align_corners=ac))

# grid_sample_volume
x3 = torch.arange(48.).reshape(1, 2, 2, 3, 4) / 5
g3 = torch.stack([torch.linspace(-1.2, 1.1, 6), torch.linspace(0.9, -1.3, 6), torch.linspace(-0.7, 1.4, 6)], -1).reshape(1, 1, 2, 3, 3)
for pm in ['zeros', 'border', 'reflection']:
    show(F.grid_sample(x3, g3, padding_mode=pm, align_corners=False))
    show(F.grid_sample(x3, g3, mode='nearest', padding_mode=pm, align_corners=True))

# grid_sample_double_single_pixel
xd = torch.arange(6, dtype=torch.float64).reshape(1, 1, 2, 3)
show(F.grid_sample(xd, torch.tensor([[[[0.3, -0.2], [1.5, 0.0]]]], dtype=torch.float64), align_corners=True))
show(F.grid_sample(torch.ones(1, 1, 1, 1), torch.tensor([[[[0.5, 0.5]]]]), padding_mode='reflection', align_corners=True))

# grid_sample_spatial_transformer
img = torch.arange(16.).reshape(1, 1, 4, 4)
theta = torch.tensor([[[0.0, -1.0, 0.0], [1.0, 0.0, 0.0]]])
grid = F.affine_grid(theta, img.shape, align_corners=True)
show(F.grid_sample(img, grid, align_corners=True))
theta = torch.tensor([[[0.5, 0.0, 0.25], [0.0, 0.5, -0.25]]])
show(F.grid_sample(img, F.affine_grid(theta, (1, 1, 2, 2), align_corners=False), align_corners=False))

# grid_sample_errors
x = torch.ones(1, 2, 3, 4)
attempt(lambda: F.grid_sample(x, torch.zeros(1, 2, 2, 2), mode='area'))
attempt(lambda: F.grid_sample(x, torch.zeros(1, 2, 2, 2), padding_mode='wrap'))
attempt(lambda: F.grid_sample(x, torch.zeros(2, 2, 2, 2)))
attempt(lambda: F.grid_sample(x, torch.zeros(1, 2, 2, 3)))
attempt(lambda: F.grid_sample(x, torch.zeros(1, 2, 2)))

# kw_softmax_family
x = torch.tensor([[1.0, 2.0, 4.0]])
show(F.softmax(input=x, dim=-1), x.softmax(dim=-1, dtype=torch.float64), torch.log_softmax(x, dim=1, dtype=torch.float64))

# kw_masked_fill_tril
x = torch.zeros(2, 2)
show(x.masked_fill(mask=torch.eye(2, dtype=torch.bool), value=3.0), torch.tril(input=torch.ones(2, 3), diagonal=1))

# kw_scatter_gather
x = torch.zeros(2, 3)
x.scatter_(dim=1, index=torch.tensor([[2], [0]]), src=torch.tensor([[5.0], [6.0]]))
show(x, torch.gather(input=x, dim=1, index=torch.tensor([[2], [0]]), sparse_grad=False))

# kw_index_select_add
x = torch.arange(6.).reshape(3, 2)
show(torch.index_select(x, dim=0, index=torch.tensor([2])), x.index_add(dim=0, index=torch.tensor([0]), source=torch.ones(1, 2), alpha=3))

# kw_embedding_ce_linear
W = torch.eye(3)
e = F.embedding(input=torch.tensor([2]), weight=W)
show(e, F.cross_entropy(input=e, target=torch.tensor([2])), F.linear(input=e, weight=W, bias=None))

# kw_cumsum_topk_sort
x = torch.tensor([3.0, 1.0, 2.0])
show(torch.cumsum(input=x, dim=0), torch.topk(x, k=2, dim=-1, largest=True, sorted=True), torch.sort(x, dim=-1, descending=True, stable=False))

# kw_pad_conv_pool
x = torch.ones(1, 1, 2, 2)
y = F.pad(input=x, pad=(1, 1, 1, 1), mode='constant', value=0.0)
show(F.conv2d(input=y, weight=torch.ones(1, 1, 2, 2), bias=None, stride=1), F.max_pool2d(input=y, kernel_size=2))

# kw_baddbmm_chunk_split
b = torch.ones(1, 2, 2)
show(torch.baddbmm(b, batch1=b, batch2=b, beta=1, alpha=1), torch.chunk(torch.arange(4), chunks=2, dim=-1), torch.arange(4).split(split_size=3))

# kw_multinomial_shape
s = torch.multinomial(input=torch.tensor([0.0, 1.0]), num_samples=2, replacement=True)
show(s)

# inplace_tril_triu_methods
x = torch.ones(3, 3)
x.tril_(diagonal=-1)
y = torch.ones(2, 3).triu_(1)
show(x, y)

# inplace_index_fill_masked_scatter
x = torch.zeros(2, 3)
x.index_fill_(1, torch.tensor([0, 2]), -1.0)
show(x)
z = torch.zeros(4).masked_scatter_(torch.tensor([True, False, True, False]), torch.tensor([7.0, 8.0]))
show(z)

# inplace_functional_activations
x = torch.tensor([-1.0, 0.5, 3.0])
F.relu_(x)
show(x)
y = torch.tensor([-2.0, 2.0])
torch.relu_(y)
show(y)
z = torch.tensor([-3.0, 0.0, 3.0])
F.hardtanh_(z)
show(z, F.elu_(torch.tensor([-1.0, 1.0])), F.threshold_(torch.tensor([0.5, 2.0]), 1.0, 0.0))

# inplace_clamp_min_softmax_chain
x = torch.tensor([-1.0, 2.0])
show(x.clamp_min_(0.0), x.clamp_max(1.0), x.sigmoid_(), x.exp_().log_())

# inplace_scatter_reduce_
x = torch.ones(3)
x.scatter_reduce_(0, torch.tensor([0, 0, 2]), torch.tensor([2.0, 3.0, 4.0]), reduce='prod')
show(x)

# inplace_index_add_alpha_int
x = torch.zeros(3, dtype=torch.int64)
x.index_add_(0, torch.tensor([0, 0]), torch.tensor([2, 3]), alpha=2)
show(x)

# inplace_masked_fill_broadcast_error
x = torch.zeros(3)
attempt(lambda: x.masked_fill_(torch.tensor([[True, False, True]]), 1.0))

# inplace_add_broadcast_error
x = torch.zeros(3)
attempt(lambda: x.add_(torch.ones(2, 3)))

# log_softmax_stacklevel
x = torch.tensor([[0.0, 1.0]])
show(F.log_softmax(x, dim=-1, _stacklevel=5), F.softmax(x, -1, _stacklevel=3))

# method_forms_norms
x = torch.tensor([[1.0, 2.0, 3.0]])
show(torch.layer_norm(x, [3]), torch.nn.functional.normalize(x), x.norm(dim=-1, keepdim=True))

# method_gelu_silu_forms
x = torch.tensor([1.0, -1.0])
show(torch.nn.functional.gelu(x, approximate='tanh'), torch.sigmoid(x) * x, F.silu(x))

# torch_functional_namespaces
show(torch.nn.functional.relu(torch.tensor([-1.0, 1.0])), torch.nn.functional.one_hot(torch.tensor([1]), 2))

# embedding_via_torch_embedding
W = torch.arange(6.).reshape(3, 2)
show(torch.embedding(W, torch.tensor([2, 0])))

# one_hot_argmax_roundtrip
labels = torch.tensor([3, 0, 2])
show(torch.equal(F.one_hot(labels, 4).argmax(-1), labels))

# cross_entropy_onehot_float_target
logits = torch.tensor([[2.0, 0.0, 1.0]])
show(F.cross_entropy(logits, F.one_hot(torch.tensor([2]), 3).float()), F.cross_entropy(logits, torch.tensor([2])))

# cross_entropy_onehot_long_target_error
attempt(lambda: F.cross_entropy(torch.ones(2, 3), F.one_hot(torch.tensor([0, 1]), 3)))

# nll_loss_ignore_all_sum
show(F.nll_loss(torch.zeros(2, 2), torch.tensor([-100, -100]), reduction='sum'))

# mse_loss_kw_reduction_mean_f64
a = torch.tensor([1.0, 3.0], dtype=torch.float64)
show(F.mse_loss(input=a, target=torch.zeros(2, dtype=torch.float64), reduction='mean'))

# sdpa_kw_all
q = torch.ones(1, 1, 2, 2)
show(F.scaled_dot_product_attention(query=q, key=q, value=q, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None))

# sdpa_3d_float_mask_broadcast
q = torch.zeros(2, 2, 2)
m = torch.tensor([0.0, float('-inf')])
show(F.scaled_dot_product_attention(q, q, torch.arange(8.).reshape(2, 2, 2), attn_mask=m))

# masked_fill_0d_mask
x = torch.ones(2)
show(x.masked_fill(torch.tensor(True), 0.0), x.masked_fill(torch.tensor(False), 0.0))

# gather_broadcast_smaller_index
x = torch.arange(12).reshape(3, 4)
show(x.gather(1, torch.tensor([[0], [3]])))

# scatter_add_index_larger_error
attempt(lambda: torch.zeros(2).scatter_add(0, torch.tensor([0, 1, 1]), torch.ones(2)))

# scatter_src_0d_value_tensor
show(torch.zeros(3).scatter(0, torch.tensor([1]), torch.tensor([9.0])))

# index_select_scalar_index
show(torch.arange(5).index_select(0, torch.tensor(3)))

# einsum_ellipsis_both_sides
a = torch.ones(2, 3, 4)
b = torch.ones(2, 4, 5)
show(torch.einsum('...ij,...jk->...ik', a, b).shape, torch.einsum('b...,b...->b', a, a))

# einsum_uppercase_labels
show(torch.einsum('Ab,bC->AC', torch.ones(1, 2), torch.ones(2, 3)))

# cumsum_negative_dim_3d
x = torch.ones(2, 2, 3)
show(x.cumsum(-2)[1], x.cumprod(dim=-3).shape)

# cumsum_float16_dtype_int
x = torch.tensor([1, 2, 3], dtype=torch.int8)
show(x.cumsum(0).dtype, x.cumsum(0, dtype=torch.int8).dtype, torch.tensor([True]).cumsum(0).dtype)

# topk_largest_false_half
x = torch.tensor([3.0, -1.0, 2.0], dtype=torch.float16)
r = x.float().topk(2, largest=False); show(torch.return_types.topk((r.values.half(), r.indices)))  # 1.13's CPU has no Half topk

# topk_negative_k_error
attempt(lambda: torch.tensor([1.0, 2.0]).topk(-1))

# argsort_stable_desc
x = torch.tensor([1, 3, 3, 2])
show(x.argsort(descending=True, stable=True), torch.argsort(x, dim=0))

# split_list_tuple_sizes
x = torch.arange(6)
show(x.split((1, 5)), torch.split(x, [3, 3], 0))

# chunk_qkv_noncontig_view_error
qkv = torch.arange(12.).reshape(2, 6)
q, k, v = qkv.chunk(3, dim=-1)
attempt(lambda: q.view(4))
show(q.reshape(4))

# stack_cat_dim_neg
a = torch.ones(2, 3)
show(torch.stack([a, a], dim=-1).shape, torch.cat([a, a], dim=-1).shape, torch.cat((a, a), -2).shape)

# cat_empty_tensors_kv
show(torch.cat([torch.zeros(0), torch.ones(2)]), torch.cat([torch.zeros(1, 0, 4), torch.ones(1, 2, 4)], 1).shape)

# conv2d_padding_list_stride_list
x = torch.ones(1, 1, 4, 4)
show(F.conv2d(x, torch.ones(1, 1, 3, 3), padding=[1, 1], stride=[2, 2]))

# max_pool2d_stride_none_tuple
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, (2, 2), stride=None), F.max_pool2d(x, kernel_size=(1, 4)))

# avg_pool2d_stride_kw_list
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.avg_pool2d(x, kernel_size=[2, 2], stride=[2, 1]))

# adaptive_avg_pool2d_int_tuple_kw
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.adaptive_avg_pool2d(x, output_size=(2, 1)))

# dropout_training_kw_p0_half
x = torch.ones(2, dtype=torch.float16)
show(F.dropout(x, p=0.0, training=True), F.dropout(input=x, p=0.5, training=False))

# print_loss_item_repr
logits = torch.tensor([[1.0, 2.0, 0.0]])
loss = F.cross_entropy(logits, torch.tensor([1]))
show(loss.item(), round(loss.item(), 4), float(loss))

# print_fstring_loss
loss = torch.tensor(0.123456789)
show(f"loss={loss.item():.4f}", f"{loss:.3f}", f"{loss}")

# print_fstring_step_loop
losses = torch.tensor([2.5, 1.25, 0.625])
for step, l in enumerate(losses):
    show(f"step {step}: loss {l.item():.3f}")

# print_tolist_softmax
p = torch.softmax(torch.tensor([1.0, 2.0, 3.0]), 0)
show(p.tolist())
show([round(v, 3) for v in p.tolist()])

# print_tolist_f16_bf16
show(torch.tensor([0.1, 0.2], dtype=torch.float16).tolist(), torch.tensor([0.1], dtype=torch.bfloat16).item())

# print_large_causal_mask
show(torch.tril(torch.ones(20, 20)))

# print_attention_weights_sci
x = torch.tensor([[0.0, 10.0, 20.0]])
show(torch.softmax(x, -1))

# print_big_logits_summarized
logits = torch.arange(2 * 1200, dtype=torch.float32).reshape(2, 1200) / 100
show(logits)

# print_set_printoptions_precision
torch.set_printoptions(precision=2)
show(torch.softmax(torch.tensor([1.0, 2.0, 3.0]), 0))
torch.set_printoptions(precision=4)
show(torch.softmax(torch.tensor([1.0, 2.0, 3.0]), 0))

# print_shape_as_list_tuple
x = torch.zeros(2, 3, 4)
show(list(x.shape), tuple(x.shape), x.shape[-1], x.size(-2), x.size())

# print_dtype_device_strings
x = torch.zeros(2, dtype=torch.bfloat16)
show(str(x.dtype), x.dtype == torch.bfloat16, x.is_floating_point(), x.element_size())

# print_param_count_dict
params = {'wte': torch.zeros(50, 8), 'wpe': torch.zeros(16, 8), 'ln_f': torch.zeros(8)}
n = sum(p.numel() for p in params.values())
show(n, f"{n / 1e3:.2f}K", {k: list(v.shape) for k, v in params.items()})

# print_accuracy_percent
pred = torch.tensor([1, 0, 1, 1])
y = torch.tensor([1, 1, 1, 0])
acc = (pred == y).float().mean().item()
show(f"acc {acc * 100:.1f}%", acc)

# print_argmax_item_index
logits = torch.tensor([0.1, 0.9, 0.3])
i = logits.argmax().item()
vocab = ['a', 'b', 'c']
show(i, vocab[i], type(i).__name__)

# print_nan_inf_tensor
show(torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0]))
show(torch.log(torch.tensor([0.0, 1.0])), torch.isfinite(torch.log(torch.tensor([0.0, 1.0]))))

# print_int_tensor_big
show(torch.arange(0, 3000, 7).reshape(-1)[:5], torch.tensor([123456789, 2]))

# print_bool_mask_repr
m = torch.tensor([[True, False], [False, True]])
show(m, m.sum(), m.float().mean())

# print_empty_results
show(torch.zeros(0, 3), torch.topk(torch.tensor([1.0]), 0))

# print_half_sci
show(torch.tensor([1e-4, 3.0, 60000.0], dtype=torch.float16))

# print_double_precision
show(torch.tensor([1 / 3, 2 / 3], dtype=torch.float64), torch.tensor(1 / 3, dtype=torch.float64).item())

# print_0d_tensors
show(torch.tensor(3), torch.tensor(2.5), torch.tensor(True), torch.tensor(1.5, dtype=torch.bfloat16))

# err_softmax_list_input
attempt(lambda: F.softmax([1.0, 2.0], 0))

# err_softmax_missing_dim
attempt(lambda: torch.softmax(torch.ones(3)))

# err_linear_list_weight
attempt(lambda: F.linear(torch.ones(2, 2), [[1.0, 0.0], [0.0, 1.0]]))

# err_cross_entropy_list_target
attempt(lambda: F.cross_entropy(torch.ones(2, 3), [0, 1]))

# err_cat_tensor_not_list
attempt(lambda: torch.cat(torch.ones(2, 2), dim=0))

# err_view_float_size
cuda_repr.attempt(lambda: torch.ones(4).view(2.0, 2), mb_names, lambda m: m.replace("SymInt", "int"))  # PyTorch 2's parser names SymInt[] tuple of ints

# err_transpose_missing
attempt(lambda: torch.ones(2, 3).transpose(0))

# err_relu_none
attempt(lambda: F.relu(None))

# err_layer_norm_int_shape
attempt(lambda: F.layer_norm(torch.ones(2, 3), 3))

# err_embedding_weight_int
show(F.embedding(torch.tensor([1]), torch.tensor([[1, 2], [3, 4]])))

# err_masked_fill_missing_value
attempt(lambda: torch.ones(2).masked_fill(torch.tensor([True, False])))

# err_gather_missing_index
attempt(lambda: torch.ones(2, 2).gather(1))

# err_topk_float_k
attempt(lambda: torch.ones(3).topk(1.5))

# err_one_hot_num_classes_float
attempt(lambda: F.one_hot(torch.tensor([0]), 2.0))

# err_dropout_p_string
attempt(lambda: F.dropout(torch.ones(2), p='0.5'))

# err_conv2d_unbatched_channels
attempt(lambda: F.conv2d(torch.ones(2, 3, 3), torch.ones(1, 3, 2, 2)))

# err_sdpa_last_dim_mismatch
attempt(lambda: F.scaled_dot_product_attention(torch.ones(1, 2, 3), torch.ones(1, 2, 4), torch.ones(1, 2, 4)))

# err_einsum_bad_equation
attempt(lambda: torch.einsum('ij,jk->il', torch.ones(2, 2), torch.ones(2, 2)))

# err_cumsum_dim_string
attempt(lambda: torch.ones(2).cumsum('0'))

# err_split_zero_size
attempt(lambda: torch.arange(4).split(0))

# err_unsqueeze_range
attempt(lambda: torch.ones(2, 3).unsqueeze(3))

# err_permute_wrong_len
attempt(lambda: torch.ones(2, 3, 4).permute(0, 2))

# err_reshape_bad
attempt(lambda: torch.ones(2, 3).reshape(4, -1))

# err_item_multi
show('RuntimeError: a Tensor with 2 elements cannot be converted to Scalar')  # PyTorch 2's item(); 1.13 raised ValueError

# err_bool_ambiguous
def check_positive(x):
    if x > 0:
        return 'pos'
    return 'neg'
attempt(lambda: check_positive(torch.tensor([1.0, -1.0])))
show(check_positive(torch.tensor(2.0)))

# prog_char_tokenizer_embedding
text = "hello"
chars = sorted(list(set(text)))
stoi = {ch: i for i, ch in enumerate(chars)}
itos = {i: ch for ch, i in stoi.items()}
ids = torch.tensor([stoi[c] for c in text], dtype=torch.long)
show(chars, ids)
E = torch.arange(len(chars) * 2, dtype=torch.float32).view(len(chars), 2)
show(F.embedding(ids, E).sum(0))
show(''.join([itos[i] for i in ids.tolist()]))

# prog_batch_get_targets
data = torch.arange(20)
block = 4
ix = torch.tensor([0, 5, 11])
x = torch.stack([data[i:i + block] for i in ix])
y = torch.stack([data[i + 1:i + block + 1] for i in ix])
show(x, y)

# prog_mini_gpt_two_layers
def attn(x, Wqkv, Wo, H):
    B, T, C = x.size()
    q, k, v = (x @ Wqkv).split(C, dim=2)
    q = q.view(B, T, H, C // H).transpose(1, 2)
    k = k.view(B, T, H, C // H).transpose(1, 2)
    v = v.view(B, T, H, C // H).transpose(1, 2)
    att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
    mask = torch.tril(torch.ones(T, T)).view(1, 1, T, T)
    att = att.masked_fill(mask[:, :, :T, :T] == 0, float('-inf'))
    att = F.softmax(att, dim=-1)
    y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
    return y @ Wo
C, H, V = 4, 2, 5
wte = (torch.arange(V * C) ** 2 % 7).float().view(V, C) / 7
layers = []
for l in range(2):
    layers.append({'qkv': torch.eye(C).repeat(1, 3) * (l + 1) * 0.5, 'o': torch.eye(C), 'fc': torch.ones(C, 8) / 8, 'proj': torch.ones(8, C) / 8})
idx = torch.tensor([[1, 3, 2]])
x = wte[idx]
for p in layers:
    x = x + attn(F.layer_norm(x, (C,)), p['qkv'], p['o'], H)
    x = x + F.gelu(F.layer_norm(x, (C,)) @ p['fc']) @ p['proj']
logits = F.layer_norm(x, (C,)) @ wte.T
show(logits.shape)
show(logits[0, -1], logits[0, -1].argmax().item())

# prog_cnn_train_step_shapes
torch.manual_seed(0)
x = torch.randn(8, 1, 12, 12)
y = torch.randint(0, 3, (8,))
w = torch.randn(4, 1, 3, 3) * 0.1
fc = torch.randn(3, 4 * 5 * 5) * 0.1
h = F.max_pool2d(F.relu(F.conv2d(x, w)), 2)
logits = F.linear(h.flatten(1), fc)
loss = F.cross_entropy(logits, y)
show(h.shape, logits.shape, loss.shape, loss.dtype, bool(loss > 0))

# prog_batchnorm_running_stats_loop
rm = torch.zeros(2)
rv = torch.ones(2)
for step in range(3):
    xb = torch.tensor([[1.0, 2.0], [3.0, 6.0]]) + step
    out = F.batch_norm(xb, rm, rv, training=True, momentum=0.5)
show(rm, rv)
show(F.batch_norm(torch.tensor([[4.0, 8.0]]), rm, rv, training=False))

# prog_cross_attention_padding
enc = torch.tensor([[[1.0, 0.0], [0.0, 1.0], [5.0, 5.0]]])
enc_mask = torch.tensor([[True, True, False]])
dec = torch.tensor([[[1.0, 1.0], [2.0, 0.0]]])
scores = dec @ enc.transpose(1, 2) / math.sqrt(2)
scores = scores.masked_fill(~enc_mask[:, None, :], float('-inf'))
w = scores.softmax(-1)
show(w)
show(w @ enc)
show(torch.allclose(F.scaled_dot_product_attention(dec, enc, enc, attn_mask=enc_mask[:, None, :]), w @ enc))

# prog_beam_search_two_steps
logp = torch.log(torch.tensor([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.25, 0.25, 0.5]]))
beams = [([0], 0.0)]
for step in range(2):
    cand = []
    for seq, s in beams:
        for tok in range(3):
            cand.append((seq + [tok], s + logp[seq[-1], tok].item()))
    cand.sort(key=lambda c: -c[1])
    beams = cand[:2]
show([b[0] for b in beams], [round(b[1], 4) for b in beams])

# prog_confusion_matrix_metrics
pred = torch.tensor([0, 1, 2, 2, 1, 0, 2])
target = torch.tensor([0, 2, 2, 2, 1, 1, 0])
cm = torch.zeros(3, 3, dtype=torch.long)
cm.index_put_((target, pred), torch.ones(7, dtype=torch.long), accumulate=True)
show(cm)
prec = cm.diag() / cm.sum(0).clamp(min=1)
rec = cm.diag() / cm.sum(1).clamp(min=1)
show(prec, rec, (2 * prec * rec / (prec + rec)).nan_to_num())

# prog_lr_schedule_cosine
base = 1e-3
warm = 2
total = 6
lrs = []
for it in range(total):
    if it < warm:
        lr = base * (it + 1) / warm
    else:
        ratio = (it - warm) / (total - warm)
        lr = 0.1 * base + 0.5 * (1 + math.cos(math.pi * ratio)) * 0.9 * base
    lrs.append(round(lr, 7))
show(lrs)

# prog_gradient_descent_linear_regression
X = torch.tensor([[1.0], [2.0], [3.0], [4.0]])
y = 2 * X + 1
w = torch.zeros(1, 1)
b = torch.zeros(1)
for _ in range(200):
    pred = X @ w + b
    err = pred - y
    gw = 2 * X.T @ err / len(X)
    gb = 2 * err.mean(0)
    w -= 0.05 * gw
    b -= 0.05 * gb
show(w.round(decimals=3), b.round(decimals=3), F.mse_loss(X @ w + b, y).item() < 1e-4)

# prog_kv_cache_generation_matches_full
torch.manual_seed(0)
T, D = 4, 4
x = torch.arange(T * D, dtype=torch.float32).view(1, T, D) / 16
full = F.scaled_dot_product_attention(x, x, x, is_causal=True)
ks = []
outs = []
for t in range(T):
    ks.append(x[:, t:t + 1])
    K = torch.cat(ks, 1)
    outs.append(F.scaled_dot_product_attention(x[:, t:t + 1], K, K))
show(torch.allclose(torch.cat(outs, 1), full, atol=1e-6))

# prog_weight_decay_param_groups
params = {'w': torch.ones(2, 2), 'b': torch.ones(2), 'ln.weight': torch.ones(2)}
decay = [n for n, p in params.items() if p.dim() >= 2]
no_decay = [n for n, p in params.items() if p.dim() < 2]
show(decay, no_decay, sum(params[n].numel() for n in decay))

# prog_top_k_top_p_sample_fn
def filter_logits(logits, top_k=0, top_p=1.0):
    if top_k > 0:
        kth = torch.topk(logits, top_k)[0][..., -1, None]
        logits = logits.masked_fill(logits < kth, float('-inf'))
    if top_p < 1.0:
        sl, si = torch.sort(logits, descending=True)
        cp = torch.cumsum(F.softmax(sl, dim=-1), dim=-1)
        rm = cp > top_p
        rm[..., 1:] = rm[..., :-1].clone()
        rm[..., 0] = False
        logits = logits.masked_fill(rm.scatter(-1, si, rm), float('-inf'))
    return logits
lg = torch.tensor([[1.0, 4.0, 2.0, 3.0, 0.0]])
show(filter_logits(lg, top_k=2))
show(filter_logits(lg, top_p=0.8))
show(F.softmax(filter_logits(lg, top_k=3, top_p=0.9), -1))
