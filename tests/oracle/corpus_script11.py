# Twin of tests/golden/corpus_script11.cst (its tensors live on cuda:0).
import math
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402
import torch2  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")
torch2.install()


def pt2_message(message):
    """PyTorch 2's words on cuda where 1.13's CPU words differ: softmax's
    kernel (host_softmax) and one_hot's index check."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, pt2_message)


# cr_mlp_forward_relu
x = torch.arange(6.0).view(2, 3) / 6
W1 = torch.linspace(-1, 1, 12).view(4, 3)
b1 = torch.tensor([0.1, -0.1, 0.0, 0.2])
h = F.relu(F.linear(x, W1, b1))
W2 = torch.linspace(0.5, -0.5, 8).view(2, 4)
logits = F.linear(h, W2)
show(h)
show(logits, F.softmax(logits, dim=-1))

# cr_mlp_forward_gelu
x = torch.linspace(-2, 2, 8).view(2, 4)
W = torch.arange(12.0).view(3, 4) / 10 - 0.5
h = F.gelu(x @ W.t())
show(h, F.gelu(x @ W.T, approximate='tanh'))

# cr_accuracy
logits = torch.tensor([[2.0, 1.0, 0.0], [0.0, 3.0, 1.0], [1.0, 0.0, 4.0], [0.5, 0.2, 0.1]])
y = torch.tensor([0, 2, 2, 0])
acc = (logits.argmax(-1) == y).float().mean()
show(acc, f"accuracy: {acc.item() * 100:.1f}%")
correct = (logits.argmax(dim=1) == y).sum().item()
show(correct, correct / len(y))

# cr_feature_standardize
x = torch.arange(12.0).view(4, 3) ** 1.5
mu = x.mean(0, keepdim=True)
sd = x.std(0, keepdim=True)
z = (x - mu) / (sd + 1e-5)
show(mu, sd)
show(z)

# cr_layer_norm_by_hand
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 0.0, -2.0, 8.0]])
mean = x.mean(-1, keepdim=True)
var = x.var(-1, keepdim=True, unbiased=False)
manual = (x - mean) / torch.sqrt(var + 1e-5)
show(manual)
show(torch.allclose(manual, F.layer_norm(x, (4,)), atol=1e-6))

# cr_causal_mask_tril
T = 4
mask = torch.tril(torch.ones(T, T))
scores = torch.arange(16.0).view(T, T) / 4
scores = scores.masked_fill(mask == 0, float('-inf'))
show(scores)
show(F.softmax(scores, dim=-1))

# cr_causal_mask_bool_triu
T = 3
mask = torch.ones(T, T, dtype=torch.bool).triu(diagonal=1)
att = torch.tensor([[0.5, 1.0, 2.0], [1.0, 1.0, 0.0], [3.0, 2.0, 1.0]])
att = att.masked_fill(mask, -1e9).softmax(-1)
show(mask, att)

# cr_causal_mask_batched_heads
B, H, T = 1, 2, 3
bias = torch.tril(torch.ones(T, T)).view(1, 1, T, T)
att = torch.zeros(B, H, T, T)
att = att.masked_fill(bias[:, :, :T, :T] == 0, float('-inf'))
show(F.softmax(att, dim=-1))

# cr_multihead_split_merge
B, T, C, nh = 2, 3, 8, 2
x = torch.arange(B * T * C, dtype=torch.float32).view(B, T, C)
q = x.view(B, T, nh, C // nh).transpose(1, 2)
show(q.shape, q.is_contiguous(), q[0, 1])
y = q.transpose(1, 2).contiguous().view(B, T, C)
show(torch.equal(x, y), y.stride())

# cr_qkv_split
qkv = torch.arange(2 * 3 * 12.0).view(2, 3, 12)
q, k, v = qkv.split(4, dim=2)
show(q.shape, k[0, 0], v[1, -1])

# cr_qkv_chunk_scaled_scores
qkv = torch.arange(36.0).view(1, 3, 12) / 36
q, k, v = qkv.chunk(3, dim=-1)
att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
att = att.softmax(-1)
show(att)
show(att @ v)

# cr_einsum_attention
q = torch.linspace(-1, 1, 24).view(2, 3, 4)
k = torch.linspace(1, -1, 24).view(2, 3, 4)
v = torch.arange(24.0).view(2, 3, 4)
w = (torch.einsum('bqd,bkd->bqk', q, k) / 2).softmax(dim=-1)
out = torch.einsum('bqk,bkd->bqd', w, v)
show(w[0])
show(out.shape, out[1])

# cr_einsum_heads_permute
x = torch.arange(24.0).view(2, 3, 4)
xh = x.view(2, 3, 2, 2).permute(0, 2, 1, 3)
s = torch.einsum('bhid,bhjd->bhij', xh, xh)
show(xh.shape, s.shape, s[1, 0])

# cr_token_plus_position_embedding
emb = torch.arange(20.0).view(10, 2)
pos_table = torch.arange(8.0).view(4, 2) / 10
tok = torch.tensor([[1, 5, 2, 0], [3, 3, 9, 4]])
pos = torch.arange(tok.size(1))
h = F.embedding(tok, emb) + F.embedding(pos, pos_table)[None]
show(pos, h.shape)
show(h[1])

# cr_embedding_padding_idx
w = torch.arange(8.0).view(4, 2)
ids = torch.tensor([[0, 2, 3], [1, 0, 0]])
e = F.embedding(ids, w, padding_idx=0)
show(e.sum(1), (ids != 0).sum(1))

# cr_one_hot_cross_entropy
logits = torch.tensor([[1.0, 2.0, 0.5], [0.1, 0.2, 3.0], [2.0, 2.0, 2.0]])
y = torch.tensor([1, 2, 0])
oh = F.one_hot(y, num_classes=3).float()
manual = -(oh * logits.log_softmax(-1)).sum(-1).mean()
show(oh)
show(manual, F.cross_entropy(logits, y))

# cr_label_smoothing_by_hand
eps = 0.1
n = logits.size(-1)
target = F.one_hot(y, n).float() * (1 - eps) + eps / n
loss = torch.sum(-target * F.log_softmax(logits, dim=-1), dim=-1).mean()
show(loss, F.cross_entropy(logits, y, label_smoothing=eps))

# cr_topk_filter_logits
logits = torch.tensor([[1.0, 3.0, 2.0, 5.0, 4.0], [0.0, -1.0, 2.0, 1.0, 0.5]])
v, _ = torch.topk(logits, 2)
logits[logits < v[:, [-1]]] = float('-inf')
show(logits)
show(F.softmax(logits, dim=-1))

# cr_top_p_filter
logits = torch.tensor([2.0, 1.0, 0.5, 3.0, -1.0])
sorted_logits, sorted_idx = torch.sort(logits, descending=True)
cum = sorted_logits.softmax(-1).cumsum(-1)
remove = cum > 0.8
remove[1:] = remove[:-1].clone()
remove[0] = False
show(cum, remove, sorted_idx[remove])

# cr_greedy_decode_loop
table = torch.tensor([[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 2.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 3.0, 0.0]])
seq = torch.tensor([[1], [0]])
for _ in range(4):
    logits = table[seq[:, -1]]
    nxt = logits.argmax(-1, keepdim=True)
    seq = torch.cat([seq, nxt], dim=1)
show(seq, seq.shape)

# cr_cosine_lr_schedule
steps = torch.arange(6)
lr = 1e-3 * 0.5 * (1 + torch.cos(math.pi * steps / 5))
show(lr)
show([f"{v:.2e}" for v in lr.tolist()])

# cr_diffusion_alphas_cumprod
betas = torch.linspace(1e-4, 0.02, 5)
alphas = 1.0 - betas
ac = torch.cumprod(alphas, dim=0)
show(ac, ac.sqrt(), (1 - ac).sqrt())

# cr_where_clip_sign
g = torch.tensor([-3.0, -0.5, 0.2, 4.0])
show(torch.where(g.abs() > 1, g.sign(), g))
show(torch.where(g > 0, g, torch.zeros_like(g)), torch.where(g < 0, 0.0, g))

# cr_grad_norm_clip
g = torch.tensor([3.0, 4.0])
norm = g.norm()
max_norm = 1.0
scale = min(1.0, max_norm / (norm.item() + 1e-6))
g.mul_(scale)
show(norm, g, g.norm())

# cr_sgd_step_alpha
w = torch.ones(3)
grad = torch.tensor([0.1, 0.2, 0.3])
w.add_(grad, alpha=-0.5)
show(w)
w.sub_(grad, alpha=2)
show(w)

# cr_momentum_loop
w = torch.ones(3)
grad = torch.tensor([0.1, -0.2, 0.3])
buf = torch.zeros(3)
for _ in range(3):
    buf.mul_(0.9).add_(grad)
    w.sub_(buf, alpha=0.1)
show(buf, w)

# cr_weight_decay_inplace
w = torch.tensor([[1.0, -2.0], [0.5, 4.0]])
lr, wd = 0.1, 0.01
w.mul_(1 - lr * wd)
w.add_(torch.ones_like(w), alpha=-lr)
show(w)

# cr_ema_update
ema = torch.zeros(2)
for v in [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 0.0]), torch.tensor([2.0, 2.0])]:
    ema.mul_(0.9).add_(v, alpha=0.1)
show(ema)

# cr_adam_step_by_hand
p = torch.tensor([1.0, -1.0, 0.5])
g = torch.tensor([0.2, -0.1, 0.0])
m = torch.zeros(3)
v = torch.zeros(3)
b1, b2, lr, t = 0.9, 0.999, 0.01, 1
m.mul_(b1).add_(g, alpha=1 - b1)
v.mul_(b2).addcmul_(g, g, value=1 - b2)
m_hat = m / (1 - b1 ** t)
v_hat = v / (1 - b2 ** t)
p.addcdiv_(m_hat, v_hat.sqrt().add_(1e-8), value=-lr)
show(m, v, p)

# cr_batch_norm_eval
x = torch.arange(12.0).view(4, 3)
rm = torch.tensor([1.0, 2.0, 3.0])
rv = torch.tensor([1.0, 4.0, 9.0])
y = F.batch_norm(x, rm, rv, weight=torch.ones(3), bias=torch.zeros(3), training=False)
show(y)
show(torch.allclose(y, (x - rm) / torch.sqrt(rv + 1e-5)))

# cr_batch_norm_train_updates_running
x = torch.tensor([[1.0, 2.0], [3.0, 5.0], [4.0, 10.0]])
rm = torch.zeros(2)
rv = torch.ones(2)
y = F.batch_norm(x, rm, rv, training=True, momentum=0.1)
show(y)
show(rm, rv)

# cr_running_stats_by_hand
rm = torch.zeros(2)
rv = torch.ones(2)
mom = 0.1
for batch in [torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([[0.0, 1.0], [2.0, 5.0]])]:
    rm = (1 - mom) * rm + mom * batch.mean(0)
    rv = (1 - mom) * rv + mom * batch.var(0, unbiased=True)
show(rm, rv)

# cr_batch_norm_4d_eval
x = torch.arange(16.0).view(2, 2, 2, 2)
y = F.batch_norm(x, torch.tensor([1.0, 5.0]), torch.tensor([2.0, 8.0]), torch.tensor([1.0, 0.5]), torch.tensor([0.0, 1.0]))
show(y[0], y.mean(dim=(0, 2, 3)))

# cr_maxpool_flatten
x = torch.arange(32.0).view(1, 2, 4, 4)
p = F.max_pool2d(x, 2)
flat = p.flatten(1)
show(p.shape, flat, flat.shape)

# cr_avgpool_then_linear
x = torch.arange(32.0).view(2, 1, 4, 4)
feat = F.avg_pool2d(x, kernel_size=2).view(x.size(0), -1)
W = torch.ones(3, 4) / 4
show(feat, feat @ W.t())

# cr_global_pooling
x = torch.arange(24.0).view(2, 3, 2, 2)
a = F.adaptive_avg_pool2d(x, 1).squeeze(-1).squeeze(-1)
show(a, torch.equal(a, x.mean(dim=(2, 3))), F.adaptive_max_pool2d(x, (1, 1)).flatten(1))

# cr_conv_relu_pool_stack
x = torch.arange(25.0).view(1, 1, 5, 5) / 25
w = torch.tensor([[[[1.0, 0.0], [0.0, -1.0]]], [[[0.5, 0.5], [0.5, 0.5]]]])
h = F.max_pool2d(F.relu(F.conv2d(x, w, padding=1)), 2)
show(h.shape, h)

# cr_pad_sequences_by_hand
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5]), torch.tensor([6])]
L = max(len(s) for s in seqs)
batch = torch.stack([F.pad(s, (0, L - len(s)), value=0) for s in seqs])
show(batch)

# cr_length_mask
lengths = torch.tensor([3, 1, 2])
mask = torch.arange(3)[None, :] < lengths[:, None]
show(mask, mask.sum(1), mask.dtype)

# cr_masked_mean_pooling
h = torch.arange(18.0).view(3, 3, 2)
lengths = torch.tensor([3, 1, 2])
mask = (torch.arange(h.size(1)) < lengths.unsqueeze(1)).unsqueeze(-1).float()
pooled = (h * mask).sum(1) / mask.sum(1)
show(pooled)

# cr_key_padding_mask_attention
scores = torch.zeros(2, 3, 3)
keep = torch.tensor([[True, True, False], [True, False, False]])
scores = scores.masked_fill(~keep[:, None, :], float('-inf'))
show(scores.softmax(-1))

# cr_pad_left_2d
x = torch.arange(6).view(2, 3)
show(F.pad(x, (2, 0)), F.pad(x, (1, 1, 1, 0), value=-1))

# cr_bucketize_ages
boundaries = torch.tensor([18, 30, 50])
ages = torch.tensor([5, 18, 25, 30, 64])
show(torch.bucketize(ages, boundaries), torch.bucketize(ages, boundaries, right=True))

# cr_searchsorted_sampling
probs = torch.tensor([0.1, 0.3, 0.4, 0.2])
cdf = probs.cumsum(0)
u = torch.tensor([0.05, 0.4, 0.41, 0.95])
idx = torch.searchsorted(cdf, u)
show(cdf, idx, torch.bincount(idx, minlength=4))

# cr_unique_histogram_dict
labels = torch.tensor([3, 1, 3, 2, 1, 3])
vals, counts = labels.unique(return_counts=True)
hist = {int(v): int(c) for v, c in zip(vals, counts)}
show(hist)
show(vals[counts.argmax()].item())

# cr_bincount_class_weights
y = torch.tensor([0, 0, 0, 1, 2, 2])
counts = torch.bincount(y, minlength=4)
w = counts.sum() / (len(counts) * counts.float().clamp(min=1))
show(counts, w)

# cr_weighted_cross_entropy
logits = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.5, 0.5, 1.0], [2.0, 0.0, 1.0]])
y = torch.tensor([0, 1, 2, 2])
w = torch.tensor([1.0, 2.0, 0.5])
show(F.cross_entropy(logits, y, weight=w), F.cross_entropy(logits, y, reduction='none'))

# cr_bincount_weights_sum
idx = torch.tensor([0, 1, 1, 3])
wts = torch.tensor([0.5, 1.0, 2.0, 0.25])
show(torch.bincount(idx, weights=wts), torch.bincount(idx, weights=wts).dtype)

# cr_argsort_by_key
keys = torch.tensor([3.0, 1.0, 2.0])
data = torch.arange(6).view(3, 2)
order = keys.argsort()
show(order, data[order], keys[order])
show(data[keys.argsort(descending=True)])

# cr_sort_by_length_and_restore
lengths = torch.tensor([2, 5, 3])
sorted_len, perm = lengths.sort(descending=True)
batch = torch.arange(15).view(3, 5)[perm]
inv = perm.argsort()
show(sorted_len, perm, batch[inv])

# cr_gather_chosen_logprobs
logits = torch.tensor([[1.0, 2.0, 3.0], [1.0, 0.0, -1.0]])
actions = torch.tensor([2, 0])
logp = F.log_softmax(logits, dim=-1)
chosen = logp.gather(1, actions.unsqueeze(1)).squeeze(1)
show(chosen, -chosen.mean(), F.nll_loss(logp, actions))

# cr_gather_sequence_logprobs
logits = torch.arange(24.0).view(2, 3, 4) / 5
tokens = torch.tensor([[1, 3, 0], [2, 2, 1]])
logp = logits.log_softmax(-1)
tok_logp = torch.gather(logp, -1, tokens[..., None]).squeeze(-1)
show(tok_logp, tok_logp.sum(-1))

# cr_shifted_lm_loss
tokens = torch.tensor([[1, 2, 3, 0], [2, 3, 1, 1]])
inputs, targets = tokens[:, :-1], tokens[:, 1:]
logits = F.one_hot(inputs, 4).float() * 2
loss = F.cross_entropy(logits.reshape(-1, 4), targets.reshape(-1))
show(inputs.shape, targets, loss)

# cr_cross_entropy_ignore_index
logits = torch.tensor([[2.0, 0.0], [0.0, 2.0], [1.0, 1.0]])
t = torch.tensor([0, -100, 1])
show(F.cross_entropy(logits, t), F.cross_entropy(logits, t, ignore_index=-100, reduction='sum'))

# cr_cross_entropy_3d_logits
logits = torch.arange(24.0).view(2, 4, 3) / 10
t = torch.tensor([[0, 1, 2, 0], [2, 2, 1, 0]])
show(F.cross_entropy(logits.transpose(1, 2), t), F.cross_entropy(logits.view(-1, 3), t.view(-1)))

# cr_perplexity_fstring
loss = F.cross_entropy(torch.tensor([[1.0, 2.0, 0.5]]), torch.tensor([1]))
ppl = torch.exp(loss)
show(f"loss {loss.item():.4f} | ppl {ppl.item():.3f}")

# cr_tuple_unpack_shape
x = torch.zeros(2, 3, 4)
B, T, C = x.shape
show(B * T, C, x.view(B * T, C).shape, x.size(), x.size(-1))

# cr_fstring_shape_dtype
x = torch.arange(6, dtype=torch.float64).view(3, 2)
show(f"shape={tuple(x.shape)} dtype={x.dtype} n={x.numel()} sum={x.sum().item()}")
show(f"{x.shape}", f"{x.ndim}d", str(x.dtype))

# cr_stats_dict
x = torch.tensor([1.0, 4.0, 2.0, 8.0])
stats = {'mean': x.mean().item(), 'max': x.max().item(), 'argmin': x.argmin().item()}
show(stats)
show({k: round(v, 2) for k, v in stats.items()})

# cr_param_count_dict
params = {'w1': torch.ones(4, 3), 'b1': torch.zeros(4), 'w2': torch.ones(2, 4)}
n = sum(p.numel() for p in params.values())
show(n, {k: tuple(v.shape) for k, v in params.items()})
show([name for name, p in params.items() if p.dim() == 2])

# cr_list_of_shapes
x = torch.arange(10)
show([t.shape for t in x.split(4)], [len(t) for t in x.chunk(3)])
show(x.split([3, 7])[1])

# cr_size_operations
x = torch.ones(2, 3, 4)
s = x.size()
show(s, s[1:], len(s), s.numel(), x.shape == torch.Size([2, 3, 4]), list(s))

# cr_dtype_checks
x = torch.arange(3)
show(x.dtype, x.float().dtype, (x > 0).dtype, x.to(torch.float16).dtype, x.is_floating_point(), (x / 2).dtype)

# cr_mse_by_hand
pred = torch.tensor([1.0, 2.5, 3.0])
target = torch.tensor([1.5, 2.0, 2.0])
show(((pred - target) ** 2).mean(), F.mse_loss(pred, target), F.l1_loss(pred, target, reduction='sum'))

# cr_bce_with_logits
z = torch.tensor([-1.0, 0.0, 2.0, 3.0])
t = torch.tensor([0.0, 1.0, 1.0, 0.0])
manual = -(t * torch.log(torch.sigmoid(z)) + (1 - t) * torch.log(1 - torch.sigmoid(z))).mean()
show(manual, F.binary_cross_entropy_with_logits(z, t), F.binary_cross_entropy(torch.sigmoid(z), t))

# cr_binary_accuracy
z = torch.tensor([-1.0, 0.3, 2.0, -0.2, 0.0])
t = torch.tensor([0, 1, 0, 0, 1])
preds = (torch.sigmoid(z) > 0.5).long()
show(preds, (preds == t).sum().item(), (preds == t).float().mean().item())

# cr_confusion_matrix
y = torch.tensor([0, 1, 2, 2, 1, 0])
pred = torch.tensor([0, 2, 2, 1, 1, 0])
cm = torch.bincount(y * 3 + pred, minlength=9).view(3, 3)
tp = cm.diag()
show(cm, tp / cm.sum(0).clamp(min=1), tp.float() / cm.sum(1))

# cr_softmax_temperature
logits = torch.tensor([2.0, 1.0, 0.1])
for T in [0.5, 1.0, 2.0]:
    show(T, (logits / T).softmax(-1))

# cr_logsumexp_by_hand
x = torch.tensor([[1.0, 2.0, 3.0], [1000.0, 1000.0, 999.0]])
m = x.max(-1, keepdim=True).values
manual = m.squeeze(-1) + (x - m).exp().sum(-1).log()
show(manual, torch.logsumexp(x, dim=-1))

# cr_rmsnorm
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 1.0, 0.0]])
w = torch.tensor([1.0, 0.5, 2.0, 1.0])
y = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w
show(y)

# cr_rope_rotate_half
d = 4
freqs = 1.0 / (10000 ** (torch.arange(0, d, 2).float() / d))
t = torch.arange(3)
ang = torch.outer(t, freqs)
cos = torch.cat([ang.cos(), ang.cos()], dim=-1)
sin = torch.cat([ang.sin(), ang.sin()], dim=-1)
x = torch.ones(3, d)
x1, x2 = x[..., : d // 2], x[..., d // 2 :]
rot = torch.cat((-x2, x1), dim=-1)
show(freqs, x * cos + rot * sin)

# cr_sinusoidal_positions
max_len, d = 4, 4
pe = torch.zeros(max_len, d)
position = torch.arange(0, max_len).unsqueeze(1)
div = torch.exp(torch.arange(0, d, 2) * (-math.log(10000.0) / d))
pe[:, 0::2] = torch.sin(position * div)
pe[:, 1::2] = torch.cos(position * div)
show(pe)

# cr_dropout_eval_identity
x = torch.arange(4.0)
show(F.dropout(x, p=0.5, training=False), F.dropout(x, 0.0))

# cr_residual_mlp_block
x = torch.tensor([[0.5, -1.0, 2.0]])
W1 = torch.arange(12.0).view(4, 3) / 12
W2 = torch.arange(12.0).view(3, 4) / -12
y = x + F.linear(F.gelu(F.linear(x, W1)), W2)
show(y)

# cr_swiglu
h = torch.arange(-4.0, 4.0).view(2, 4)
a, b = h.chunk(2, dim=-1)
show(F.silu(a) * b, a * torch.sigmoid(a))

# cr_causal_conv1d
x = torch.arange(6.0).view(1, 1, 6)
w = torch.tensor([[[0.25, 0.5, 1.0]]])
show(F.conv1d(F.pad(x, (2, 0)), w))

# cr_conv2d_output_shape
x = torch.ones(2, 3, 7, 7)
w = torch.ones(4, 3, 3, 3)
y = F.conv2d(x, w, stride=2, padding=1)
show(y.shape, y[0, 0])

# cr_kv_cache_growth
cache = torch.zeros(1, 0, 2)
for t in range(3):
    new = torch.full((1, 1, 2), float(t))
    cache = torch.cat([cache, new], dim=1)
show(cache.shape, cache)

# cr_gqa_repeat_interleave
k = torch.arange(12.0).view(1, 2, 3, 2)
k_rep = k.repeat_interleave(2, dim=1)
show(k_rep.shape, k_rep[0, 1], torch.equal(k_rep[0, 2], k[0, 1]))

# cr_gqa_expand_reshape
B, Hkv, T, D, rep = 1, 2, 2, 2, 3
k = torch.arange(8.0).view(B, Hkv, T, D)
k2 = k[:, :, None].expand(B, Hkv, rep, T, D).reshape(B, Hkv * rep, T, D)
show(k2.shape, k2[0, :, 0, 0])

# cr_argmax_one_hot
logits = torch.tensor([[0.1, 0.9, 0.0], [0.7, 0.2, 0.1]])
show(F.one_hot(logits.argmax(-1), 3), F.one_hot(torch.tensor([2, 0, 1])))

# cr_scatter_one_hot
y = torch.tensor([1, 0, 3])
show(torch.zeros(3, 4).scatter_(1, y.unsqueeze(1), 1.0))

# cr_segment_sum_index_add
seg = torch.tensor([0, 0, 1, 2, 2, 2])
vals = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
sums = torch.zeros(3).index_add_(0, seg, vals)
show(sums, sums / torch.bincount(seg))

# cr_segment_sum_scatter_add
seg = torch.tensor([2, 0, 2, 1])
feats = torch.arange(8.0).view(4, 2)
out = torch.zeros(3, 2).scatter_add_(0, seg[:, None].expand(-1, 2), feats)
show(out)

# cr_normalize_cosine_sim
e = torch.tensor([[3.0, 4.0], [1.0, 0.0], [0.0, -2.0]])
en = F.normalize(e, dim=-1)
show(en, en @ en.T)
show(F.cosine_similarity(e[0:1], e, dim=-1))

# cr_pairwise_distance_knn
a = torch.tensor([[0.0, 0.0], [1.0, 1.0], [3.0, 0.0]])
d = ((a[:, None, :] - a[None, :, :]) ** 2).sum(-1).sqrt()
show(d, torch.allclose(d, torch.cdist(a, a)))
show(d.topk(2, dim=-1, largest=False).indices)

# cr_contrastive_logits
z = F.normalize(torch.tensor([[1.0, 0.0], [0.6, 0.8], [0.0, 1.0]]), dim=1)
sim = z @ z.t() / 0.5
labels = torch.arange(sim.size(0))
show(sim, F.cross_entropy(sim, labels))

# cr_fill_diagonal_mask
sim = torch.ones(3, 3)
sim.fill_diagonal_(float('-inf'))
show(sim, sim.softmax(-1))

# cr_minmax_scale
x = torch.tensor([[2.0, 10.0], [4.0, 20.0], [6.0, 15.0]])
mn = x.min(0, keepdim=True).values
mx = x.max(0, keepdim=True).values
show((x - mn) / (mx - mn), x.amin(0), x.aminmax())

# cr_clamp_log_probs
p = torch.tensor([0.0, 0.5, 1.0])
show(p.clamp(1e-7, 1 - 1e-7).log(), torch.clamp(p, min=0.1).log())

# cr_entropy_and_kl
p = torch.tensor([[0.5, 0.25, 0.25], [0.9, 0.05, 0.05]])
q = torch.tensor([[1 / 3, 1 / 3, 1 / 3], [0.8, 0.1, 0.1]])
ent = -(p * p.log()).sum(-1)
show(ent, F.kl_div(q.log(), p, reduction='batchmean'), (p * (p / q).log()).sum(-1))

# cr_nan_guard
loss = torch.tensor([1.0, float('nan'), float('inf'), -2.0])
show(torch.isfinite(loss).all().item(), torch.nan_to_num(loss, nan=0.0, posinf=1e4), loss[~torch.isnan(loss)])

# cr_train_val_split
idx = torch.arange(10)
n_train = int(0.8 * len(idx))
train, val = idx[:n_train], idx[n_train:]
show(len(train), val, train.sum().item())

# cr_minibatch_loop
data = torch.arange(10.0)
sums = []
for i in range(0, len(data), 4):
    batch = data[i : i + 4]
    sums.append(batch.sum().item())
show(sums, [b.shape[0] for b in data.split(4)])

# cr_stack_outputs_mean
outs = []
for step in range(3):
    outs.append(torch.arange(4.0) * step)
stacked = torch.stack(outs)
show(stacked.shape, stacked.mean(0), stacked.std(0))

# cr_tolist_rounding
probs = torch.tensor([0.12345, 0.5, 0.37655])
show([round(v, 3) for v in probs.tolist()], probs.argmax().item())

# cr_max_dim_unpack
x = torch.tensor([[1, 5, 3], [7, 2, 7]])
vals, idx = x.max(dim=1)
show(vals, idx)
top = x.topk(2, dim=1)
show(top.values, top.indices)

# cr_masked_select_mean
x = torch.tensor([[1.0, -2.0], [3.0, -4.0]])
mask = x > 0
show(x[mask], x[mask].mean(), x.masked_select(~mask).sum())

# cr_nonzero_as_tuple
mask = torch.tensor([[True, False, True], [False, True, False]])
rows, cols = torch.nonzero(mask, as_tuple=True)
show(rows, cols, mask.nonzero())

# cr_triu_indices_pairs
d = torch.arange(9.0).view(3, 3)
i, j = torch.triu_indices(3, 3, offset=1)
show(i, j, d[i, j])

# cr_offsets_from_lengths
lengths = torch.tensor([2, 3, 1])
offsets = torch.cat([torch.tensor([0]), lengths.cumsum(0)[:-1]])
show(offsets, lengths.cumsum(0))

# cr_warmup_schedule_where
step = torch.arange(0, 10, 2).float()
warm = 4.0
lr = torch.where(step < warm, step / warm, (warm / step.clamp(min=1)).sqrt())
show(lr)

# cr_flat_index_unravel
scores = torch.tensor([[0.1, 0.9, 0.3], [0.8, 0.2, 0.95]])
flat = scores.flatten().topk(2).indices
rows = torch.div(flat, scores.size(1), rounding_mode='floor')
cols = flat % scores.size(1)
show(flat, rows, cols, flat // 3)

# cr_early_stop_condition
hist = torch.tensor([0.9, 0.7, 0.72, 0.71, 0.75])
best = hist[:2].min()
if (hist[-3:] > best).all():
    show('stop', best.item())
else:
    show('continue')

# cr_tensor_bool_condition
x = torch.tensor([0.5, 1.5])
if x.sum() > 1:
    show('big', x.sum())
show(bool(x.any()), bool((x > 1).all()))

# cr_std_mean_var_mean
x = torch.tensor([[1.0, 2.0], [3.0, 5.0], [5.0, 11.0]])
s, m = torch.std_mean(x, dim=0)
v, m2 = torch.var_mean(x, dim=0, unbiased=False)
show(s, m, v, torch.equal(m, m2))

# cr_quantile_clip
x = torch.arange(11.0)
lo, hi = torch.quantile(x, torch.tensor([0.1, 0.9]))
show(lo, hi, x.clamp(lo.item(), hi.item()))

# cr_layer_norm_affine
x = torch.tensor([[1.0, 2.0, 4.0], [0.0, 0.0, 3.0]])
w = torch.tensor([1.0, 2.0, 0.5])
b = torch.tensor([0.0, 0.1, -0.1])
show(F.layer_norm(x, x.shape[-1:], w, b))

# cr_group_norm
x = torch.arange(16.0).view(1, 4, 2, 2)
y = F.group_norm(x, num_groups=2)
show(y.view(1, 2, -1).mean(-1).abs() < 1e-6, y[0, 0])

# cr_linear_equals_matmul
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
W = torch.tensor([[0.5, -1.0], [2.0, 0.0], [1.0, 1.0]])
b = torch.tensor([0.1, 0.2, 0.3])
show(F.linear(x, W, b), torch.addmm(b, x, W.t()), torch.equal(x @ W.T + b, F.linear(x, W, b)))

# cr_sequence_of_ops_chain
x = torch.arange(12.0).view(3, 4)
y = x.sub(x.mean()).div(x.std()).clamp(-1, 1).mul(2).round()
show(y, y.unique())

# cr_cumsum_running_mean
x = torch.tensor([2.0, 4.0, 6.0, 8.0])
running = x.cumsum(0) / torch.arange(1, len(x) + 1)
show(running, torch.cummax(torch.tensor([1, 3, 2, 5, 4]), dim=0).values)

# cr_discounted_returns
rewards = torch.tensor([1.0, 0.0, 0.0, 1.0])
gamma = 0.9
returns = torch.zeros_like(rewards)
G = 0.0
for t in reversed(range(len(rewards))):
    G = rewards[t].item() + gamma * G
    returns[t] = G
show(returns, (returns - returns.mean()) / (returns.std() + 1e-8))

# cr_gae_discount_matrix
gamma = 0.5
n = 4
exps = torch.arange(n)[None, :] - torch.arange(n)[:, None]
disc = torch.where(exps >= 0, gamma ** exps.float(), torch.zeros(n, n))
show(disc, disc @ torch.ones(n))

# cr_attention_weights_sum_check
att = torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]).softmax(-1)
show(att.sum(-1), torch.allclose(att.sum(-1), torch.ones(2)), att.max(-1))

# cr_image_normalize_channels
img = torch.arange(12.0).view(3, 2, 2) / 11
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(-1, 1, 1)
show((img - mean) / std)

# cr_channels_last_permute
img = torch.arange(24).view(2, 3, 4)
hwc = img.permute(1, 2, 0)
show(hwc.shape, hwc.is_contiguous(), hwc.contiguous().view(-1, 2)[:3])

# cr_unsqueeze_broadcast_outer
a = torch.arange(3)
b = torch.arange(4)
show(a.unsqueeze(1) * b.unsqueeze(0), (a[:, None] + b).shape)

# cr_meshgrid_coords
ys, xs = torch.meshgrid(torch.arange(2), torch.arange(3), indexing='ij')
coords = torch.stack([xs, ys], dim=-1).view(-1, 2)
show(coords, coords.float().mean(0))

# cr_linspace_interpolation
t = torch.linspace(0, 1, 5)
a = torch.tensor([0.0, 10.0])
b = torch.tensor([1.0, 20.0])
show(torch.lerp(a, b, 0.25), a[None] + t[:, None] * (b - a)[None])

# cr_int_tensor_float_math
counts = torch.tensor([3, 0, 5])
total = counts.sum()
show(counts / total, counts.float() / total.item(), (counts * 100) // total)

# cr_topk_accuracy
logits = torch.tensor([[0.1, 0.5, 0.4], [0.6, 0.3, 0.1], [0.2, 0.3, 0.5]])
y = torch.tensor([2, 1, 0])
top2 = logits.topk(2, dim=1).indices
hit = (top2 == y[:, None]).any(dim=1)
show(top2, hit, hit.float().mean().item())

# cr_sort_values_indices_print
x = torch.tensor([3.0, 1.0, 2.0])
r = x.sort()
show(r)
show(r.values.tolist(), r[1])

# cr_where_nearest_neighbour_label
d = torch.tensor([[0.5, 0.1, 0.9], [0.2, 0.8, 0.05]])
train_labels = torch.tensor([10, 20, 30])
show(train_labels[d.argmin(dim=1)], d.min(dim=1))

# cr_mask_to_lengths_roundtrip
mask = torch.tensor([[1, 1, 0, 0], [1, 1, 1, 0]])
lengths = mask.sum(-1)
last = lengths - 1
h = torch.arange(8.0).view(2, 4)
show(lengths, h[torch.arange(2), last], h.gather(1, last[:, None]).squeeze(1))

# cr_log_softmax_stable
x = torch.tensor([[1000.0, 0.0], [-1000.0, 0.0]])
show(F.log_softmax(x, dim=1), x.softmax(1), torch.log(F.softmax(x, 1)))

# cr_kwargs_dict_unpack
cfg = dict(dim=-1, keepdim=True)
x = torch.tensor([[1.0, 3.0], [2.0, 2.0]])
show(x.sum(**cfg), x.mean(**cfg))

# cr_no_grad_block
x = torch.tensor([1.0, 2.0])
with torch.no_grad():
    y = x * 2
show(y, y.requires_grad)

# cr_detach_clone
x = torch.arange(3.0)
y = x.detach().clone()
y[0] = 5
show(x, y, y.data)

# cr_fstring_tensor
t = torch.tensor([1.5, 2.0])
show(f"t = {cuda_repr.text(t)}")
show(f"{t.sum():.2f} {t[0]:.1f}")

# cr_format_methods
v = torch.tensor(0.123456).item()
show('{:.3f}'.format(v), '%.2f' % v, 'loss: %s' % round(v, 4))
show('{} items'.format(len([1, 2])), str(torch.Size([2])))

# cr_iterate_rows
x = torch.arange(6).view(3, 2)
for i, row in enumerate(x):
    show(i, row, row.sum().item())

# cr_zip_unpack_tensors
a = torch.tensor([1, 2, 3])
b = torch.tensor([4.0, 5.0, 6.0])
for u, v in zip(a.tolist(), b.tolist()):
    show(u * v, end=' ')
show()

# cr_sorted_dict_by_value
scores = {'a': torch.tensor(0.3).item(), 'b': 0.9, 'c': 0.1}
show(sorted(scores.items(), key=lambda kv: kv[1], reverse=True))
show(max(scores, key=scores.get))

# cr_join_strings
vals = torch.tensor([0.5, 0.25, 0.125])
show(', '.join(f"{v:.3f}" for v in vals.tolist()))
show(' '.join(str(i) for i in torch.arange(3).tolist()))

# cr_isinstance_tensor
x = torch.ones(2)
show(isinstance(x, torch.Tensor), isinstance(3, torch.Tensor), type(x.sum().item()), torch.is_tensor(x))

# cr_new_tensor_family
x = torch.tensor([1.0, 2.0], dtype=torch.float64)
show(x.new_zeros(2, 2), x.new_ones(3), x.new_full((2,), 7), x.new_tensor([1, 2]), x.new_empty(0).shape)

# cr_as_tensor_list
data = [[1, 2], [3, 4]]
t = torch.as_tensor(data, dtype=torch.float32)
show(t, torch.tensor(data).tolist(), t.tolist())

# cr_type_as_view_as
a = torch.arange(4)
b = torch.zeros(2, 2)
show(a.type_as(b), a.view_as(b), a.reshape_as(b).dtype, b.expand_as(torch.zeros(3, 2, 2)).shape)

# cr_uint8_image_to_float
img = torch.tensor([[0, 128, 255]], dtype=torch.uint8)
x = img.float().div_(255)
show(x, (x * 255).round().to(torch.uint8), img.type(torch.float32))

# cr_masked_fill_inplace
x = torch.arange(6.0).view(2, 3)
x.masked_fill_(x > 3, 0.0)
show(x)
x[x == 0] = -1
show(x)

# cr_interpolate_nearest
x = torch.arange(4.0).view(1, 1, 2, 2)
show(F.interpolate(x, scale_factor=2, mode='nearest'))
show(F.interpolate(x, size=(3, 3), mode='bilinear', align_corners=False))

# cr_unfold_patches
x = torch.arange(16.0).view(1, 1, 4, 4)
p = F.unfold(x, kernel_size=2, stride=2)
show(p.shape, p.transpose(1, 2))

# cr_patchify_reshape
img = torch.arange(2 * 4 * 4).view(1, 2, 4, 4)
P = 2
patches = img.unfold(2, P, P).unfold(3, P, P)
show(patches.shape)
show(patches.contiguous().view(1, 2, -1, P * P).permute(0, 2, 1, 3).reshape(1, 4, -1))

# cr_activation_zoo
x = torch.linspace(-2, 2, 5)
show(F.leaky_relu(x, 0.1), F.elu(x), F.softplus(x), F.hardtanh(x), F.silu(x), F.mish(x))

# cr_clip_inplace
x = torch.tensor([-2.0, 0.5, 3.0])
x.clip_(-1, 1)
show(x, torch.clip(torch.tensor([5, -5]), min=-1, max=1))

# cr_outer_einsum
a = torch.tensor([1.0, 2.0])
b = torch.tensor([1.0, 10.0, 100.0])
show(torch.einsum('i,j->ij', a, b), torch.outer(a, b).sum(), torch.einsum('ij->', torch.ones(2, 3)))

# cr_baddbmm_scores
q = torch.arange(8.0).view(2, 2, 2)
k = torch.ones(2, 2, 2)
bias = torch.tensor([[0.0, -1.0], [-1.0, 0.0]])
show(torch.baddbmm(bias.expand(2, 2, 2), q, k.transpose(1, 2), alpha=0.5))

# cr_unflatten_movedim
x = torch.arange(12).view(2, 6)
y = x.unflatten(1, (2, 3))
show(y.shape, y.movedim(1, -1).shape, torch.movedim(y, 0, 2)[0])

# cr_diff_histc
t = torch.tensor([0.0, 1.0, 3.0, 6.0, 10.0])
show(torch.diff(t), t.diff(n=2), torch.histc(t, bins=4, min=0, max=10))

# cr_cumsum_dtype
x = torch.tensor([1, 2, 3], dtype=torch.int32)
show(x.cumsum(0), x.cumsum(0).dtype, torch.cumsum(x, 0, dtype=torch.float32))

# cr_index_select_rows
w = torch.arange(12.0).view(4, 3)
idx = torch.tensor([3, 0, 3])
show(w.index_select(0, idx), torch.index_select(w, 1, torch.tensor([2])))

# cr_broadcast_tensors
a, b = torch.broadcast_tensors(torch.tensor([[1], [2]]), torch.tensor([10, 20, 30]))
show(a, b.shape, torch.broadcast_shapes((2, 1), (3,)))

# cr_block_diag_kron
show(torch.block_diag(torch.ones(2, 2), torch.tensor([[5]])), torch.kron(torch.eye(2), torch.tensor([[1, 2]])))

# cr_cartesian_combinations
a = torch.tensor([1, 2, 3])
show(torch.cartesian_prod(a, torch.tensor([0, 1])), torch.combinations(a, r=2))

# cr_linalg_norms
x = torch.tensor([[3.0, 4.0], [1.0, -1.0]])
show(torch.linalg.norm(x, dim=1), torch.linalg.vector_norm(x, ord=1, dim=-1), torch.linalg.matrix_norm(x), x.norm(p='fro'))

# cr_solve_inverse
A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
b = torch.tensor([[1.0], [2.0]])
x = torch.linalg.solve(A, b)
show(x, torch.inverse(A) @ b, torch.det(A), torch.linalg.inv(A))

# cr_least_squares_normal_eq
X = torch.tensor([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]])
y = torch.tensor([1.0, 3.0, 5.0])
w = torch.linalg.solve(X.T @ X, X.T @ y)
show(w, X @ w)

# cr_repr_and_str
x = torch.tensor([1, 2])
show(cuda_repr.text(x), str(x.shape), x.shape[-1:], repr(x.dtype))

# cr_list_index_by_tensor_item
names = ['cat', 'dog', 'bird']
logits = torch.tensor([0.1, 2.0, 0.3])
show(names[logits.argmax()], names[int(logits.argmin())])

# cr_tensor_in_if_item
loss = torch.tensor(0.05)
best = float('inf')
if loss.item() < best:
    best = loss.item()
show(best, f"{best:.3f}")

# cr_tensor_from_list_of_tensors
parts = [torch.tensor(1.5), torch.tensor(2.5)]
show(torch.stack(parts), torch.tensor([p.item() for p in parts]), sum(parts))

# cr_sum_of_tensors_builtin
losses = [torch.tensor(0.5), torch.tensor(1.0), torch.tensor(0.25)]
total = sum(losses) / len(losses)
show(total, min(l.item() for l in losses))

# cr_softmax_dtype_arg
x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
show(F.softmax(x, dim=0, dtype=torch.float32), F.log_softmax(x, 0, dtype=torch.float64))

# cr_half_upcast_matmul
a = torch.arange(4.0).view(2, 2).half()
show(a.float() @ a.float(), (a.float() @ a.float()).half(), a.float().mean())

# cr_bfloat16_cast_roundtrip
x = torch.tensor([1.0001, 3.14159, 100.7])
show(x.bfloat16(), x.bfloat16().float(), x.to(torch.float16))

# cr_chained_comparisons_mask
x = torch.arange(10)
m = (x > 2) & (x < 7) | (x == 9)
show(m, x[m], m.nonzero().squeeze(1))

# cr_logical_ops
a = torch.tensor([True, False, True])
b = torch.tensor([True, True, False])
show(torch.logical_and(a, b), a ^ b, ~a, a.logical_not().sum())

# cr_argwhere_topk_indices
x = torch.tensor([[0.0, 1.0], [2.0, 0.0]])
show(torch.argwhere(x), x.nonzero(as_tuple=False).tolist())

# cr_sequence_packing_cumsum
lengths = [3, 2, 4]
ids = torch.arange(sum(lengths))
chunks = ids.split(lengths)
show([c.tolist() for c in chunks], torch.repeat_interleave(torch.arange(3), torch.tensor(lengths)))

# cr_position_ids_from_mask
attn = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1]])
pos = attn.long().cumsum(-1) - 1
pos.masked_fill_(attn == 0, 1)
show(pos)

# cr_rotate_tokens_roll
x = torch.arange(5)
show(x.roll(1), torch.roll(x, -2), x.flip(0), torch.fliplr(x.view(1, 5)))

# cr_scores_to_ranks
s = torch.tensor([0.3, 0.9, 0.1, 0.5])
ranks = s.argsort(descending=True).argsort()
show(ranks, torch.argsort(s, stable=True))

# cr_mode_median
votes = torch.tensor([[1, 2, 2], [3, 3, 1]])
show(votes.mode(dim=1), votes.float().median(dim=1).values, torch.median(votes))

# cr_kthvalue_percentile
x = torch.tensor([5.0, 1.0, 4.0, 2.0, 3.0])
show(x.kthvalue(2), torch.quantile(x, 0.5), x.nanmedian())

# cr_std_unbiased_false
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 6.0, 8.0]])
show(x.std(dim=1, unbiased=False), x.std(1, correction=0), x.var(dim=0, keepdim=True), torch.std(x))

# cr_prod_all_any
x = torch.tensor([[1, 2], [3, 0]])
show(x.prod(), x.prod(1), x.all(), x.bool().any(dim=0), (x != 0).all(1))

# cr_cummin_cumprod_reverse
x = torch.tensor([3.0, 1.0, 2.0, 0.5])
show(x.cummin(0), x.flip(0).cumprod(0).flip(0))

# cr_tril_indices_attention_pairs
i, j = torch.tril_indices(3, 3)
show(i.tolist(), j.tolist(), torch.tril_indices(3, 3, -1).shape)

# cr_matrix_power_chain
M = torch.tensor([[1.0, 1.0], [1.0, 0.0]])
show(torch.linalg.matrix_power(M, 5), M.matrix_power(0), M.mm(M).mm(M))

# cr_trace_diag_sum
A = torch.arange(9.0).view(3, 3)
show(A.trace(), A.diagonal().sum(), torch.diag(A, -1), A.diagonal(offset=1))

# cr_sign_abs_relu_identity
x = torch.tensor([-2.0, 0.0, 3.0])
show(x.abs() * x.sign(), (x + x.abs()) / 2, torch.relu(x), x.clamp_min(0), x.clamp_max(0))

# cr_expm1_log1p_stable
x = torch.tensor([1e-8, 1e-3, 1.0])
show(torch.expm1(x), torch.log1p(x), torch.exp(x) - 1)

# cr_where_scalar_both
x = torch.tensor([1, -2, 3])
show(torch.where(x > 0, 1, 0), torch.where(x > 0, 1.0, -1.0), torch.where(x > 0))

# cr_split_sizes_list_loop
x = torch.arange(10)
for part in torch.split(x, [2, 3, 5]):
    show(part.tolist(), part.shape)

# cr_stack_vs_cat_shapes
xs = [torch.ones(2, 3) * i for i in range(3)]
show(torch.stack(xs).shape, torch.stack(xs, dim=1).shape, torch.cat(xs).shape, torch.cat(xs, -1).shape)

# cr_squeeze_unsqueeze_chain
x = torch.zeros(1, 3, 1, 2)
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(-2).unsqueeze(0).shape, x[None, ..., None].shape)

# cr_indexing_ellipsis_last
x = torch.arange(24).view(2, 3, 4)
show(x[..., -1], x[:, 0, ::2], x[-1, ..., 1:3].shape)

# cr_fancy_index_pairs
x = torch.arange(12).view(3, 4)
rows = torch.tensor([0, 2])
cols = torch.tensor([1, 3])
show(x[rows, cols], x[rows][:, cols], x[rows[:, None], cols])

# cr_index_put_accumulate
x = torch.zeros(5)
idx = torch.tensor([0, 1, 1, 4])
x.index_put_((idx,), torch.tensor([1.0, 2.0, 3.0, 4.0]), accumulate=True)
show(x)
x[idx] += 1
show(x)

# cr_take_along_dim_sort
x = torch.tensor([[3, 1, 2], [9, 7, 8]])
idx = x.argsort(dim=1)
show(torch.take_along_dim(x, idx, dim=1), x.gather(1, idx))

# cr_scatter_reduce_max
src = torch.tensor([1.0, 5.0, 2.0, 7.0])
idx = torch.tensor([0, 1, 0, 1])
show(torch.zeros(2).scatter_reduce(0, idx, src, reduce='amax'), torch.zeros(2).scatter_reduce(0, idx, src, reduce='mean', include_self=False))

# cr_bool_sum_int
mask = torch.tensor([True, False, True, True])
show(mask.sum(), mask.sum().item(), mask.float().mean(), mask.long().tolist(), int(mask.sum()) / len(mask))

# cr_arange_float_step
x = torch.arange(0, 1, 0.1)
show(x, len(x), x[-1].item())

# cr_linspace_bins_centers
edges = torch.linspace(0, 1, 5)
centers = (edges[1:] + edges[:-1]) / 2
show(edges, centers, torch.bucketize(torch.tensor([0.1, 0.6, 1.0]), edges[1:-1]))

# cr_zeros_like_fill_loop
acc = torch.zeros_like(torch.ones(3, dtype=torch.int32))
for i in range(3):
    acc[i] += i * 2
show(acc, acc.dtype)

# cr_int_overflow_int32
x = torch.tensor([2147483647], dtype=torch.int32)
show(x + 1, (x.long() + 1), torch.tensor([200], dtype=torch.uint8) + 100)

# cr_integer_division_modes
a = torch.tensor([7, -7])
show(a // 2, a % 3, torch.div(a, 2, rounding_mode='trunc'), torch.fmod(a, 3), torch.remainder(a, -3))

# cr_pow_sqrt_rsqrt
x = torch.tensor([4.0, 9.0])
show(x ** 0.5, x.pow(-1), 2 ** x, torch.rsqrt(x), x.sqrt_())

# cr_round_decimals
x = torch.tensor([1.2345, 2.5, -0.5, 3.5])
show(torch.round(x), torch.round(x, decimals=2), x.floor(), x.ceil(), x.trunc(), x.frac())

# cr_isclose_allclose_tol
a = torch.tensor([1.0, 1.0001, float('nan')])
b = torch.tensor([1.0, 1.0, float('nan')])
show(torch.isclose(a, b), torch.isclose(a, b, equal_nan=True), torch.allclose(a[:2], b[:2], rtol=1e-3))

# cr_numel_dim_element_size
x = torch.zeros(2, 3, dtype=torch.float16)
show(x.numel(), x.dim(), x.element_size(), x.nelement(), x.stride(), x.is_contiguous())

# cr_print_list_of_tensors
outs = [torch.tensor([1, 2]), torch.tensor([0.5])]
show(outs)
show((outs[0], outs[1].shape))

# cr_sdpa_causal
q = torch.arange(24.0).view(1, 2, 3, 4) / 24
k = q.flip(-1)
v = torch.arange(24.0).view(1, 2, 3, 4)
out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
show(out.shape, out[0, 1])

# cr_sdpa_bool_mask
q = torch.ones(2, 3, 2)
v = torch.arange(12.0).view(2, 3, 2)
mask = torch.tensor([[True, True, False], [True, True, True], [False, True, True]])
show(F.scaled_dot_product_attention(q, q, v, attn_mask=mask))

# cr_sdpa_vs_manual
q = torch.linspace(-1, 1, 12).view(1, 3, 4)
k = torch.linspace(1, -1, 12).view(1, 3, 4)
v = torch.arange(12.0).view(1, 3, 4)
ref = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(4), dim=-1) @ v
show(torch.allclose(F.scaled_dot_product_attention(q, k, v), ref, atol=1e-6), ref)

# cr_linear_3d_input
x = torch.arange(12.0).view(2, 3, 2)
W = torch.tensor([[1.0, -1.0], [0.5, 0.5], [2.0, 0.0]])
show(F.linear(x, W).shape, F.linear(x, W, torch.ones(3))[1])

# cr_gelu_bf16
x = torch.linspace(-3, 3, 7).to(torch.bfloat16)
show(F.gelu(x.float()), F.gelu(x.float()).bfloat16())

# cr_layer_norm_half
x = torch.tensor([[1.0, 2.0, 3.0, 4.0]]).half()
show(F.layer_norm(x.float(), (4,)).half(), F.layer_norm(x.float(), (4,)).bfloat16())

# cr_topk_unsorted_sorted
x = torch.tensor([1.0, 9.0, 3.0, 7.0, 5.0])
v, i = x.topk(3, sorted=True)
show(v, i, x.topk(3, largest=False))

# cr_unique_inverse_dim
x = torch.tensor([3, 1, 3, 2, 1])
u, inv = torch.unique(x, return_inverse=True)
show(u, inv, u[inv])
rows = torch.tensor([[1, 2], [3, 4], [1, 2]])
show(torch.unique(rows, dim=0, return_counts=True))

# cr_unique_consecutive_runs
x = torch.tensor([1, 1, 2, 2, 2, 3, 1, 1])
vals, counts = torch.unique_consecutive(x, return_counts=True)
show(vals, counts, torch.unique(x, sorted=True))

# cr_searchsorted_right_sorter
seq = torch.tensor([1, 3, 3, 5])
show(torch.searchsorted(seq, torch.tensor([3, 4]), side='right'), torch.searchsorted(seq, 3, right=True))
s2 = torch.tensor([5, 1, 3])
show(torch.searchsorted(s2, torch.tensor([2, 4]), sorter=s2.argsort()))

# cr_nanmean_nansum
x = torch.tensor([[1.0, float('nan')], [3.0, 4.0]])
show(x.nanmean(), x.nansum(dim=0), torch.nanmean(x, dim=1), x.isnan().any(dim=1))

# cr_clamp_tensor_bounds
x = torch.tensor([-5.0, 0.0, 5.0])
lo = torch.tensor([-1.0, 1.0, -1.0])
hi = torch.tensor([1.0, 2.0, 3.0])
show(torch.clamp(x, lo, hi), x.clamp(min=lo), torch.minimum(torch.maximum(x, lo), hi))

# cr_vecdot_tensordot
a = torch.arange(6.0).view(2, 3)
b = torch.ones(2, 3)
show(torch.linalg.vecdot(a, b), torch.tensordot(a, b, dims=([1], [1])), torch.tensordot(a, b.T, dims=1))

# cr_broadcast_to_tile_repeat
x = torch.tensor([[1, 2]])
show(torch.broadcast_to(x, (3, 2)), x.tile((2, 2)), x.repeat(2, 1, 1).shape, torch.concat([x, x], dim=0))

# cr_logaddexp_hypot_copysign
a = torch.tensor([0.0, 1.0, -100.0])
b = torch.tensor([0.0, 2.0, -100.0])
show(torch.logaddexp(a, b), torch.hypot(a, b), torch.copysign(a, -1), torch.signbit(torch.tensor([-0.0, 1.0])))

# cr_isin_filter
vocab_ids = torch.tensor([5, 2, 9, 2, 7])
stop = torch.tensor([2, 7])
keep = ~torch.isin(vocab_ids, stop)
show(keep, vocab_ids[keep], torch.isin(vocab_ids, stop, invert=True))

# cr_square_bitshift
x = torch.tensor([1, 2, 3])
show(torch.square(x), x << 2, torch.bitwise_right_shift(x, 1), torch.positive(x), x.square().float().sqrt())

# cr_take_flat_index
x = torch.tensor([[4, 3, 5], [6, 7, 8]])
show(torch.take(x, torch.tensor([0, 5, 2])), x.flatten()[torch.tensor([1, 4])])

# cr_linalg_cross_diagonal
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
show(torch.linalg.cross(a, b), torch.cross(a, b, dim=1), torch.linalg.diagonal(torch.eye(3).expand(2, 3, 3)))

# cr_print_summarized_long
x = torch.arange(2000)
show(x)
show(torch.arange(1200.0).view(40, 30) / 7)

# cr_print_options_precision
torch.set_printoptions(precision=2)
show(torch.tensor([1.23456, 2.0, 1e-3]))
torch.set_printoptions(precision=4)
show(torch.tensor([1e-5, 1.0, 1e5]), torch.tensor([123456789.0]))

# cr_print_3d_wrap
x = torch.arange(60.0).view(3, 2, 10) * 1001.5
show(x)

# cr_print_sci_small
show(torch.tensor([1e-10, 1e-9]), torch.tensor([0.0001, 0.5, 100.0]), torch.tensor([1e20, -1.0]))

# cr_print_int_bool_empty
show(torch.tensor([[-100, 2], [3, 40000]]), torch.zeros(0, 3), torch.ones(2, 0, dtype=torch.bool), torch.tensor([True, False]))

# cr_embedding_max_norm
w = torch.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])
e = F.embedding(torch.tensor([0, 1]), w.clone(), max_norm=1.0)
show(e)

# cr_embedding_bag_mean
w = torch.arange(10.0).view(5, 2)
ids = torch.tensor([0, 2, 4, 1])
offsets = torch.tensor([0, 3])
show(F.embedding_bag(ids, w, offsets, mode='mean'), F.embedding_bag(ids.view(2, 2), w, mode='sum'))

# cr_cross_entropy_probs_target
logits = torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]])
soft = torch.tensor([[0.1, 0.2, 0.7], [1 / 3, 1 / 3, 1 / 3]])
show(F.cross_entropy(logits, soft), F.cross_entropy(logits, soft, reduction='none'))

# cr_smooth_l1_huber
pred = torch.tensor([0.0, 0.5, 3.0])
target = torch.tensor([0.2, 2.0, 0.0])
show(F.smooth_l1_loss(pred, target), F.huber_loss(pred, target, delta=0.5), F.smooth_l1_loss(pred, target, beta=2.0, reduction='none'))

# cr_margin_triplet_losses
a = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
p = torch.tensor([[0.0, 0.9], [0.8, 0.1]])
n = torch.tensor([[1.0, 0.0], [1.0, 0.1]])
show(F.triplet_margin_loss(a, p, n, margin=1.0), F.margin_ranking_loss(torch.tensor([1.0, 0.2]), torch.tensor([0.5, 0.9]), torch.tensor([1.0, 1.0])))

# cr_cosine_embedding_loss
x1 = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
x2 = torch.tensor([[1.0, 1.0], [1.0, 0.0]])
show(F.cosine_embedding_loss(x1, x2, torch.tensor([1, -1])), F.pairwise_distance(x1, x2))

# cr_poisson_nll_gaussian
show(F.poisson_nll_loss(torch.tensor([0.5, 1.0]), torch.tensor([1.0, 2.0])), F.gaussian_nll_loss(torch.tensor([1.0, 2.0]), torch.tensor([1.5, 1.0]), torch.tensor([0.5, 1.0])))

# cr_pixel_shuffle
x = torch.arange(16.0).view(1, 4, 2, 2)
show(F.pixel_shuffle(x, 2), F.pixel_unshuffle(F.pixel_shuffle(x, 2), 2).equal(x))

# cr_conv_transpose_upsample
x = torch.tensor([[[1.0, 2.0, 3.0]]])
w = torch.tensor([[[1.0, 0.5]]])
show(F.conv_transpose1d(x, w, stride=2), F.upsample(x, scale_factor=2) if False else F.interpolate(x, scale_factor=2, mode='linear'))

# cr_avg_pool_count_include_pad
x = torch.arange(1.0, 5.0).view(1, 1, 4)
show(F.avg_pool1d(x, 3, stride=1, padding=1), F.avg_pool1d(x, 3, stride=1, padding=1, count_include_pad=False), F.max_pool1d(x, 2, return_indices=True))

# cr_normalize_p1
x = torch.tensor([[1.0, 3.0], [0.0, 0.0]])
show(F.normalize(x, p=1, dim=1), F.normalize(x, dim=0))

# cr_glu_hardswish
x = torch.tensor([[1.0, -1.0, 2.0, 0.0]])
show(F.glu(x), F.hardswish(x), F.hardsigmoid(x), F.relu6(x * 4), F.selu(x))

# cr_softmin_logsigmoid
x = torch.tensor([1.0, 2.0, 3.0])
show(F.softmin(x, dim=0), F.logsigmoid(x), F.softsign(x), F.tanhshrink(x))

# cr_threshold_prelu
x = torch.tensor([-1.0, 0.5, 2.0])
show(F.threshold(x, 1.0, 0.0), F.prelu(x, torch.tensor([0.25])), F.rrelu(x, training=False))

# cr_one_hot_2d_permute
labels = torch.tensor([[0, 1], [2, 0]])
oh = F.one_hot(labels, 3).permute(0, 2, 1)
show(oh.shape, oh[0])

# cr_dice_score
pred = torch.tensor([[1, 1, 0, 0], [0, 1, 1, 0]]).float()
tgt = torch.tensor([[1, 0, 0, 0], [0, 1, 1, 1]]).float()
inter = (pred * tgt).sum(1)
dice = 2 * inter / (pred.sum(1) + tgt.sum(1))
show(dice, 1 - dice.mean())

# cr_iou_boxes
a = torch.tensor([[0.0, 0.0, 2.0, 2.0]])
b = torch.tensor([[1.0, 1.0, 3.0, 3.0], [0.0, 0.0, 1.0, 1.0]])
lt = torch.max(a[:, None, :2], b[:, :2])
rb = torch.min(a[:, None, 2:], b[:, 2:])
wh = (rb - lt).clamp(min=0)
inter = wh[..., 0] * wh[..., 1]
area = lambda x: (x[:, 2] - x[:, 0]) * (x[:, 3] - x[:, 1])
show(inter / (area(a)[:, None] + area(b) - inter))

# cr_moving_average_conv
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
k = torch.ones(1, 1, 3) / 3
show(F.conv1d(x.view(1, 1, -1), k).flatten(), x.unfold(0, 3, 1).mean(-1))

# cr_attention_entropy_stats
att = torch.tensor([[0.7, 0.2, 0.1], [1 / 3, 1 / 3, 1 / 3]])
h = -(att * att.clamp_min(1e-9).log()).sum(-1)
show(h, h.max() / math.log(3), torch.special.entr(att).sum(-1))

# cr_special_functions
x = torch.tensor([0.5, 1.0, 2.0])
show(torch.special.expit(x), torch.special.logit(torch.tensor([0.25, 0.5])), torch.erf(x), torch.special.erfinv(torch.tensor([0.0, 0.5])), torch.lgamma(x), torch.special.xlogy(x, x))

# cr_cdist_p1_topk
a = torch.tensor([[0.0, 0.0], [2.0, 2.0]])
b = torch.tensor([[1.0, 0.0], [3.0, 3.0], [0.0, 0.5]])
d = torch.cdist(a, b, p=1)
show(d, d.topk(1, largest=False))

# cr_inplace_chain_returns
x = torch.ones(3)
y = x.add_(1).mul_(3).sub_(torch.tensor([1.0, 2.0, 3.0])).div_(2)
show(x, y is x, x.pow_(2), x.neg_(), x.abs_(), x.sqrt_().exp_().log_())

# cr_zero_fill_inplace
x = torch.arange(4.0)
x.zero_()
x[1:3].fill_(7)
show(x, x.copy_(torch.tensor([1, 2, 3, 4])), x.dtype)

# cr_gradient_accumulation_sim
grad = torch.zeros(2)
micro = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, -1.0]), torch.tensor([0.5, 0.5])]
for g in micro:
    grad += g / len(micro)
show(grad, torch.stack(micro).mean(0))

# cr_lr_step_decay_list
base = 0.1
lrs = [base * (0.5 ** (epoch // 2)) for epoch in range(6)]
show(lrs, torch.tensor(lrs))

# cr_tensor_equality_checks
a = torch.tensor([1.0, 2.0])
show(torch.equal(a, a.clone()), (a == a.clone()).all().item(), a.eq(2), a.ne(2).sum(), a.ge(1.5), a.lt(torch.tensor([2.0, 2.0])))

# cr_max_of_two_dims
x = torch.arange(24.0).view(2, 3, 4)
show(x.amax(dim=(1, 2)), x.max(dim=-1)[0].max(dim=-1)[0], x.flatten(1).max(1).values, x.argmax(), x.view(2, -1).argmax(1))

# cr_mean_dtype_int_error
attempt(lambda: torch.tensor([1, 2, 3]).mean())
show(torch.tensor([1, 2, 3]).float().mean(), torch.tensor([1, 2, 3]).mean(dtype=torch.float64))

# cr_shape_mismatch_matmul_error
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))
attempt(lambda: F.linear(torch.ones(2, 3), torch.ones(4, 2)))

# cr_view_non_contiguous_error
x = torch.arange(6).view(2, 3).t()
attempt(lambda: x.view(6))
show(x.reshape(6), x.contiguous().view(-1))

# cr_cross_entropy_target_error
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 3])))
attempt(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0.0, 1.0])))

# cr_cat_dtype_promotion
show(torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])]), torch.stack([torch.tensor(1), torch.tensor(2)]).dtype)
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 2)]))

# cr_index_out_of_range_error
x = torch.arange(3)
attempt(lambda: x[3])
attempt(lambda: x[torch.tensor([0, 5])])

# cr_while_loop_convergence
x = torch.tensor(10.0)
steps = 0
while x.item() > 1:
    x = x / 2
    steps += 1
show(steps, x)

# cr_nested_function_defaults
def scaled_softmax(z, temp=1.0, dim=-1):
    return (z / temp).softmax(dim)
z = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(scaled_softmax(z), scaled_softmax(z, 2.0, dim=0), scaled_softmax(z, temp=0.5))

# cr_function_returns_tuple
def split_heads(x, n):
    B, T, C = x.shape
    return x.view(B, T, n, C // n).transpose(1, 2), C // n
h, hd = split_heads(torch.arange(12.0).view(1, 2, 6), 3)
show(h.shape, hd, h[0, 2])

# cr_string_ops_report
name = 'Loss'
line = '-' * 10
show(line, name.upper(), name.lower(), len(name), name + ':' + str(round(0.12345, 3)))
show('a,b,c'.split(','), 'x'.join(['1', '2']), f"{name:>8}|{name:<6}|")

# cr_format_specs_numbers
v = 1234.5678
show(f"{v:.2f} {v:.3e} {v:10.1f} {int(v):d} {int(v):>6}", f"{0.25:.1%}", f"{v:,.1f}")

# cr_percent_format
show('%d/%d %.1f%%' % (3, 4, 75.0), '%5.2f|' % 3.14159, '%s %r' % ('a', 'b'))

# cr_enumerate_start
losses = torch.tensor([0.9, 0.5, 0.3])
for epoch, l in enumerate(losses.tolist(), start=1):
    show(f"epoch {epoch}: {l:.2f}")

# cr_range_negative_step
show(list(range(5, 0, -2)), [i ** 2 for i in range(4)], list(reversed([1, 2, 3])))

# cr_list_methods
xs = [3, 1, 2]
xs.append(5)
xs.extend([0])
xs.insert(0, 9)
last = xs.pop()
show(xs, last, sorted(xs), xs.index(2), xs.count(1), 2 in xs, xs[::-1], xs[1:3])

# cr_dict_methods
cfg = {'lr': 0.1, 'bs': 32}
cfg['wd'] = 0.0
cfg.update({'lr': 0.01})
show(cfg, cfg.get('missing', 'none'), list(cfg.keys()), 'bs' in cfg, len(cfg))
for k, v in cfg.items():
    show(k, v)

# cr_zip_star_transpose
pairs = [(1, 'a'), (2, 'b'), (3, 'c')]
nums, chars = zip(*pairs)
show(nums, chars, list(zip([1, 2], [3, 4])))

# cr_nested_comprehension
grid = [[i * 3 + j for j in range(3)] for i in range(2)]
show(grid, torch.tensor(grid), [v for row in grid for v in row if v % 2 == 0])

# cr_any_all_builtins
vals = [torch.tensor(1.0), torch.tensor(0.0)]
show(any(v.item() > 0.5 for v in vals), all(v.item() >= 0 for v in vals), divmod(17, 5), abs(-3), round(2.5), round(3.5), round(2.675, 2))

# cr_assert_and_try
x = torch.ones(2, 3)
assert x.shape == (2, 3), 'bad shape'
try:
    y = x @ x
except RuntimeError as e:
    show('caught:', e)

# cr_raise_custom
def check_dim(t):
    if t.dim() != 2:
        raise ValueError(f"expected 2-d input, got {t.dim()}-d")
    return t.shape[1]
attempt(lambda: check_dim(torch.ones(3)))
show(check_dim(torch.ones(2, 4)))

# cr_print_sep_end_star
shape = [2, 3, 4]
show(*shape, sep='x')
show('a', 'b', sep='', end='!\n')
show(*torch.tensor([1, 2]).tolist())

# cr_fstring_repr_eq
n = 5
s = 'hi'
show(f"{s!r} {n=} {n * 2 = }", f"{{literal}}")

# cr_tuple_compare_in
shape = tuple(torch.zeros(2, 3).shape)
show(shape, shape == (2, 3), shape[::-1], (1, 2) < (1, 3), 3 in shape, len(shape), shape + (1,))

# cr_int_float_conversions
t = torch.tensor(3.7)
show(int(t), float(t), int(t.item()), bool(t), round(t.item()), math.floor(t.item()), math.ceil(t))

# cr_math_module
show(math.sqrt(2), math.exp(1), math.log(10), math.pi, math.inf, math.isnan(float('nan')), math.tanh(0.5), math.gcd(12, 8))

# cr_lambda_map_filter
sq = list(map(lambda v: v * v, [1, 2, 3]))
ev = list(filter(lambda v: v % 2 == 0, range(6)))
show(sq, ev, sorted([3, 1, 2], reverse=True), max([1, 5, 3]), min(4, 2, 8), sum([0.1] * 3))

# cr_global_counter_in_loop
count = 0
total = 0.0
for batch in torch.arange(10.0).split(3):
    count += batch.numel()
    total += batch.sum().item()
show(count, total, total / count)

# cr_break_continue
found = None
for i, v in enumerate([0.5, -1.0, 2.0, 3.0]):
    if v < 0:
        continue
    if v > 1:
        found = i
        break
show(found)

# cr_none_checks
mask = None
x = torch.ones(2)
y = x if mask is None else x * mask
show(y, mask is None, x is not None)

# cr_string_concat_tensor_str
x = torch.tensor([1, 2])
show('values: ' + str(x.tolist()), 'shape: ' + str(x.shape), 'dtype: ' + str(x.dtype))

# cr_list_of_floats_tensor_print
vals = [0.1, 0.2, 0.30000000000000004]
show(vals, torch.tensor(vals), torch.tensor(vals).tolist())

# cr_chained_attribute_methods
x = torch.arange(12).view(3, 4)
show(x.T.shape, x.mT.shape, x.t().contiguous().is_contiguous(), x.flatten().tolist()[:5], x.ndim, x.shape.numel())

# cr_item_float_printing
t = torch.tensor([0.1, 1 / 3, 2.0])
show(t[0].item(), t[1].item(), t[2].item(), t.sum().item(), t.double()[1].item())

# cr_int_tensor_item_ops
c = torch.tensor([4, 6])
n = c.sum().item()
show(n, type(n).__name__, n // 3, n / 4, c.max().item() * 1.5)

# cr_default_dtype_finfo
show(torch.get_default_dtype(), torch.finfo(torch.float32).eps, torch.finfo(torch.float16).max, torch.iinfo(torch.int8).min, torch.finfo(torch.bfloat16).tiny)

# cr_dtype_properties
dt = torch.float16
show(dt.is_floating_point, dt == torch.half, torch.int32.is_signed, torch.float64.is_complex, torch.tensor([1]).dtype is torch.int64)

# cr_no_grad_decorator
@torch.no_grad()
def evaluate(x):
    return (x.argmax(-1) == torch.tensor([1, 0])).float().mean()
show(evaluate(torch.tensor([[0.1, 0.9], [0.8, 0.2]])))

# cr_inference_mode
with torch.inference_mode():
    y = torch.tensor([1.0, 2.0]) * 3
show(y)

# cr_to_cpu_tolist
x = torch.arange(4.0).view(2, 2)
c = x.cpu()
show(cuda_repr.Host(c), c.device, cuda_repr.Host(x.to('cpu').sum()), c.tolist())

# cr_tensor_from_nested_mixed
t = torch.tensor([[1, 2.5], [True, 0]])
show(t, t.dtype, torch.tensor([True, 2]).dtype, torch.tensor(3).dim(), torch.tensor([]).shape)

# cr_dict_of_tensors_print
d = {'loss': torch.tensor(0.5), 'acc': torch.tensor([1.0, 0.5])}
show(d)
show({k: v.mean().item() for k, v in d.items()})

# cr_tuple_of_tensors_print
out = (torch.tensor([1, 2]), torch.tensor(0.5))
show(out)
show(list(out))

# cr_set_default_dtype_double
torch.set_default_dtype(torch.float64)
show(torch.tensor([1.5]).dtype, torch.arange(3.0).dtype, torch.zeros(2).dtype)
torch.set_default_dtype(torch.float32)
show(torch.tensor([1.5]).dtype)

# cr_numpy_like_methods
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(x.size(), x.sum(axis=0), x.mean(axis=1, keepdims=True), x.swapaxes(0, 1), x.max(axis=0).values)

# cr_string_of_shape_list
x = torch.zeros(3, 4)
show(f"{list(x.shape)}", str(list(x.shape)), x.shape.__len__() if False else len(x.shape), x.size(dim=1))

# cr_print_float_tensor_int_values
show(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 2.5]), torch.tensor([100.0, 0.001]), torch.tensor([-0.0, 0.0]))

# cr_print_large_small_mix
show(torch.tensor([1e-4, 1e4]), torch.tensor([12345.678, 0.1]), torch.tensor([float('inf'), -float('inf'), float('nan'), 1.0]))

# cr_print_double_and_half
show(torch.tensor([1 / 3], dtype=torch.float64), torch.tensor([1 / 3], dtype=torch.float16), torch.tensor([1 / 3]).bfloat16(), torch.tensor(2.0, dtype=torch.float64))

# cr_sum_over_list_dim
x = torch.arange(24.0).view(2, 3, 4)
show(x.sum([0, 2]), x.mean((-1, -2)), x.std(dim=[1, 2]), x.var([0]).shape)

# cr_amp_style_cast
w = torch.tensor([0.1, 0.2, 0.3])
x = torch.tensor([1.0, 2.0, 3.0])
y = (x.half() * w.half()).float()
show(y, y.sum(), (x.bfloat16() @ w.bfloat16()).float())

# cr_gradient_checkpoint_like_reuse
x = torch.arange(4.0)
cache = {}
def f(t):
    key = tuple(t.shape)
    if key not in cache:
        cache[key] = t.sum()
    return cache[key]
show(f(x), f(torch.zeros(4)), len(cache))

# cr_decorator_stack
def twice(f):
    return lambda x: f(f(x))
@twice
@torch.inference_mode()
def halve(t):
    return t / 2
show(halve(torch.tensor([8.0, 2.0])))

# cr_decorator_call_errors
ctx = torch.no_grad()
# PyTorch 2 names __call__'s parameter orig_func (1.13: func).
cuda_repr.attempt(lambda: ctx(), lambda m: m.replace("'func'", "'orig_func'"))
attempt(lambda: ctx(1, 2))

# cr_mlp_wider_layers
x = (torch.arange(16 * 32.0) / 256 - 1).view(16, 32)
W1 = (torch.arange(64 * 32.0) / 2048 - 0.5).view(64, 32)
W2 = (0.25 - torch.arange(10 * 64.0) / 1280).view(10, 64)
h = F.gelu(x @ W1.T + 0.01)
logits = h @ W2.T
# rounded: BLAS libraries round this product's last bits differently
# from one CPU to another (7.4102 or 7.4103); each value is 100 ulp
# or more from a rounding boundary of these decimals
show(logits[:3].round(decimals=1), logits.argmax(-1),
     F.cross_entropy(logits, torch.arange(16) % 10).round(decimals=2))

# cr_large_reduction_stats
x = torch.arange(10000, dtype=torch.float32) / 7
show(x.sum(), x.mean(), x.std(), x.var(), x.max())

# cr_softmax_long_rows
x = torch.linspace(-5, 5, 3 * 257).view(3, 257)
p = x.softmax(-1)
show(p[:, :3], p.sum(-1), p.max(-1).values, x.logsumexp(-1))

# cr_cumsum_long_float
x = torch.full((1000,), 0.1)
show(x.cumsum(0)[-3:], x.double().sum(), torch.linspace(0, 1, 1001).cumsum(0)[-1])

# cr_print_summarized_linspace
show(torch.linspace(0, 1, 2000))
show((torch.arange(1500.0) * 4 / 3 - 1000).view(30, 50))

# cr_print_mixed_magnitudes
show(torch.tensor([0.001, 1000.0, 5.5]), torch.tensor([1e-3, 1e3]), torch.tensor([123.456, 0.0001]), torch.tensor([1e8, 1.0]))

# cr_print_int_large_values
show(torch.tensor([10 ** 12, -5]), torch.arange(0, 10 ** 10, 10 ** 9), torch.tensor([2 ** 62]))

# cr_bmm_attention_batched
B, T, D = 4, 8, 16
q = torch.linspace(-1, 1, B * T * D).view(B, T, D)
k = torch.linspace(1, -1, B * T * D).view(B, T, D)
s = torch.bmm(q, k.transpose(1, 2)) / D ** 0.5
mask = torch.triu(torch.ones(T, T, dtype=torch.bool), 1)
w = s.masked_fill(mask, float('-inf')).softmax(-1)
show(w[0, :3, :3], (w @ q).mean(), w.sum())

# cr_layer_norm_wide
x = torch.linspace(-3, 3, 4 * 300).view(4, 300) ** 2
y = F.layer_norm(x, (300,))
show(y[:, :4], y.std(-1, unbiased=False))

# cr_batch_matmul_broadcast
a = torch.arange(2 * 3 * 4, dtype=torch.float32).view(2, 1, 3, 4)
b = torch.arange(5 * 4 * 2, dtype=torch.float32).view(5, 4, 2)
show((a @ b).shape, (a @ b)[1, 4])

# cr_conv2d_multichannel
x = torch.linspace(0, 1, 2 * 3 * 8 * 8).view(2, 3, 8, 8)
w = torch.linspace(-1, 1, 4 * 3 * 3 * 3).view(4, 3, 3, 3)
y = F.conv2d(x, w, bias=torch.tensor([0.1, 0.2, 0.3, 0.4]), padding=1)
show(y.shape, y[0, :, 0, :3], y.mean(dim=(0, 2, 3)))

# cr_embedding_large_vocab
table = torch.linspace(-1, 1, 1000 * 8).view(1000, 8)
ids = torch.tensor([[0, 999, 500], [1, 2, 3]])
show(F.embedding(ids, table).sum(-1), table[ids].shape)

# cr_quantiles_many
x = torch.arange(1001) / 10
show(torch.quantile(x, torch.tensor([0.1, 0.25, 0.5, 0.99])), x.median(), torch.quantile(x, 0.33, interpolation='nearest'))

# cr_topk_large
x = torch.sin(torch.arange(5000.0))
v, i = x.topk(5)
show(v, i, x.kthvalue(10))

# cr_sort_stable_ties
x = torch.tensor([3, 1, 2, 1, 3, 2, 1] * 3)
v, i = x.sort(stable=True)
show(i, torch.argsort(x, descending=True, stable=True))

# cr_histc_bins
x = torch.sin(torch.arange(1000.0))
show(torch.histc(x, bins=10, min=-1, max=1), torch.bincount((x > 0).long()))

# cr_cosine_sim_matrix
e = torch.linspace(-1, 1, 6 * 16).view(6, 16).cos()
en = F.normalize(e, dim=1)
sim = en @ en.T
show(sim, sim.diagonal())

# cr_exp_log_chain_precision
x = torch.linspace(0.01, 10, 7)
show(torch.exp(torch.log(x)), torch.log(torch.exp(x)), torch.sigmoid(torch.logit(x / 11)), torch.tanh(torch.atanh(x / 11)))

# cr_matmul_float64
a = torch.linspace(-1, 1, 64 * 64, dtype=torch.float64).view(64, 64)
show((a @ a.T).trace(), (a @ a)[0, :3], torch.linalg.norm(a @ a))

# cr_interpolate_bilinear_sizes
x = torch.arange(16.0).view(1, 1, 4, 4)
show(F.interpolate(x, size=(6, 6), mode='bilinear', align_corners=True)[0, 0, :2], F.interpolate(x, scale_factor=0.5, mode='area'))

# cr_avg_pool_ceil_mode
x = torch.arange(25.0).view(1, 1, 5, 5)
show(F.avg_pool2d(x, 2, ceil_mode=True), F.max_pool2d(x, 3, stride=2, padding=1))

# cr_grouped_conv
x = torch.arange(2 * 4 * 5.0).view(1, 4, 10) / 10
w = torch.ones(4, 2, 3)
show(F.conv1d(x, w, groups=2, padding='same'))

# cr_depthwise_conv
x = torch.arange(3 * 16.0).view(1, 3, 4, 4)
w = torch.tensor([[[[0.0, 1.0], [1.0, 0.0]]]]).repeat(3, 1, 1, 1)
show(F.conv2d(x, w, groups=3)[0, 2], F.conv2d(x, w, groups=3, stride=2).shape)

# cr_err_linear_shape
x = torch.ones(4, 3)
W = torch.ones(5, 4)
attempt(lambda: F.linear(x, W))
attempt(lambda: x @ W)
attempt(lambda: torch.mm(x, W.T.contiguous().T))

# cr_err_matmul_dtype
attempt(lambda: torch.arange(4).view(2, 2) @ torch.ones(2, 2))
attempt(lambda: F.linear(torch.ones(2, 2, dtype=torch.float64), torch.ones(3, 2)))

# cr_err_view_size
x = torch.arange(12)
attempt(lambda: x.view(5, -1))
attempt(lambda: x.reshape(-1, -1))
attempt(lambda: x.view(2, 3, 3))

# cr_err_cat_shapes
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(3, 2)], dim=1))
attempt(lambda: torch.stack([torch.ones(2), torch.ones(3)]))
attempt(lambda: torch.cat([torch.ones(2, 3), torch.ones(2)]))

# cr_err_embedding_index
w = torch.ones(5, 2)
attempt(lambda: F.embedding(torch.tensor([1, 5]), w))
attempt(lambda: F.embedding(torch.tensor([1.0, 2.0]), w))

# cr_err_cross_entropy_shapes
attempt(lambda: F.cross_entropy(torch.ones(4, 3), torch.tensor([0, 1, 2])))
attempt(lambda: F.cross_entropy(torch.ones(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)))
attempt(lambda: F.nll_loss(torch.ones(2, 3), torch.tensor([0, 1]).float()))

# cr_err_one_hot
attempt(lambda: F.one_hot(torch.tensor([0, 3]), 3))
attempt(lambda: F.one_hot(torch.tensor([-1, 0])))
attempt(lambda: F.one_hot(torch.tensor([0.0, 1.0])))

# cr_err_masked_fill_mask
x = torch.zeros(2, 3)
attempt(lambda: x.masked_fill(torch.ones(3, 2, dtype=torch.bool), 1.0))
attempt(lambda: x.masked_fill(x > 0, torch.tensor([1.0, 2.0])))

# cr_err_gather_index
x = torch.ones(2, 3)
attempt(lambda: x.gather(1, torch.tensor([[0], [3]])))
attempt(lambda: x.gather(1, torch.tensor([[0.0], [1.0]])))
attempt(lambda: x.gather(1, torch.tensor([0, 1])))

# cr_err_broadcast_ops
attempt(lambda: torch.ones(2, 3) + torch.ones(3, 2))
attempt(lambda: torch.ones(4) * torch.ones(3))
x = torch.ones(3)
def add_inplace():
    x.add_(torch.ones(2, 3))
attempt(add_inplace)

# cr_err_inplace_dtype
attempt(lambda: torch.arange(3).add_(0.5))
attempt(lambda: torch.arange(3).div_(2))
attempt(lambda: torch.zeros(3, dtype=torch.bool).add_(1))

# cr_err_reduction_dims
x = torch.ones(2, 3)
attempt(lambda: x.sum(dim=2))
attempt(lambda: x.softmax(dim=-3))
attempt(lambda: torch.ones(0).max())
attempt(lambda: torch.ones(0, 3).argmax(dim=0))

# cr_err_item_scalar
attempt(lambda: float(torch.ones(3)))
attempt(lambda: bool(torch.tensor([True, False])))

# cr_err_index_errors
x = torch.arange(6).view(2, 3)
attempt(lambda: x[2])
attempt(lambda: x[:, 3])
attempt(lambda: x[0, 0, 0])
attempt(lambda: x[torch.tensor([True, False, True])])

# cr_err_conv_shapes
attempt(lambda: F.conv2d(torch.ones(1, 3, 5, 5), torch.ones(4, 2, 3, 3)))
attempt(lambda: F.conv2d(torch.ones(3, 5), torch.ones(4, 3, 3, 3)))
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))

# cr_err_layer_norm_shape
attempt(lambda: F.layer_norm(torch.ones(2, 3), (4,)))
attempt(lambda: F.batch_norm(torch.ones(2, 3), torch.zeros(4), torch.ones(4)))

# cr_err_split_chunk
attempt(lambda: torch.arange(5).split([2, 2]))
attempt(lambda: torch.arange(5).chunk(0))
attempt(lambda: torch.arange(6).view(2, 3).unbind(2))

# cr_err_arange_linspace
attempt(lambda: torch.linspace(0, 1, -1))
attempt(lambda: torch.arange(0, 10, -1))
attempt(lambda: torch.zeros(-1))

# cr_err_tensor_construction
attempt(lambda: torch.tensor([[1, 2], [3]]))
attempt(lambda: torch.tensor([1, 'a']))
attempt(lambda: torch.tensor(None))

# cr_err_topk_sort
attempt(lambda: torch.arange(3).topk(4))
attempt(lambda: torch.arange(3.0).kthvalue(5))
attempt(lambda: torch.tensor([1.0, 2.0]).sort(dim=1))

# cr_err_permute_transpose
x = torch.ones(2, 3, 4)
attempt(lambda: x.permute(0, 1))
attempt(lambda: x.permute(0, 1, 1))
attempt(lambda: x.transpose(0, 3))
attempt(lambda: x.t())

# cr_err_expand_repeat
attempt(lambda: torch.ones(2, 3).expand(4, 3))
attempt(lambda: torch.ones(2, 3).repeat(2))
attempt(lambda: torch.ones(3).expand(2, -1, 3).shape)

# cr_err_where_types
attempt(lambda: torch.where(torch.tensor([1, 0]), 1.0, 0.0))
attempt(lambda: torch.where(torch.tensor([True, False]), torch.ones(3), 0.0))

# cr_err_scatter_index
attempt(lambda: torch.zeros(3).scatter_(0, torch.tensor([3]), 1.0))
attempt(lambda: torch.zeros(3).index_add_(0, torch.tensor([0, 1]), torch.ones(3)))

# cr_err_softmax_int
attempt(lambda: torch.arange(3).softmax(0))
attempt(lambda: F.gelu(torch.arange(3)))
attempt(lambda: torch.arange(3).mean())

# cr_err_losses_shape
attempt(lambda: F.mse_loss(torch.ones(2, 3), torch.ones(3, 2)))
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5, 1.5]), torch.tensor([0.0, 1.0])))
attempt(lambda: F.binary_cross_entropy_with_logits(torch.ones(2), torch.ones(3)))

# cr_err_bucketize_searchsorted
attempt(lambda: torch.searchsorted(torch.tensor([[1, 2]]), torch.tensor([1, 2, 3])))
attempt(lambda: torch.bucketize(torch.tensor([1]), torch.tensor([[1, 2]])))
attempt(lambda: torch.bincount(torch.tensor([-1, 0])))
attempt(lambda: torch.bincount(torch.tensor([[1, 0]])))

# cr_err_python_side
attempt(lambda: [1, 2][5])
attempt(lambda: {'a': 1}['b'])
attempt(lambda: int('x'))
attempt(lambda: 1 / 0)
attempt(lambda: None + 1)
attempt(lambda: torch.ones(2).foo)

# cr_err_pad_modes
attempt(lambda: F.pad(torch.ones(2, 3), (1, 1, 1)))
attempt(lambda: F.pad(torch.ones(1, 3), (5, 5), mode='reflect'))

# cr_err_sdpa_shapes
attempt(lambda: F.scaled_dot_product_attention(torch.ones(2, 3, 4), torch.ones(2, 5, 3), torch.ones(2, 5, 4)))

# cr_activation_by_name
cfg = {'act': 'gelu'}
act = getattr(F, cfg['act'])
x = torch.tensor([-1.0, 0.0, 1.0])
show(act(x), getattr(torch, 'tanh')(x), hasattr(F, 'silu'), hasattr(F, 'nope'), callable(act))

# cr_activation_dict_dispatch
acts = {'relu': F.relu, 'tanh': torch.tanh, 'id': lambda t: t}
for name in ['relu', 'tanh', 'id']:
    show(name, acts[name](torch.tensor([-0.5, 0.5])))

# cr_star_unpack
first, *rest = torch.arange(4).tolist()
*init, last = (1, 2, 3)
a, (b, c) = 1, (2, 3)
show(first, rest, init, last, a, b, c)

# cr_type_and_class_names
x = torch.ones(1)
show(type(x), type(x).__name__, x.__class__.__name__, type(x.shape), type(x.dtype), type(1.5), type([1]))

# cr_format_tensor_non_scalar
t = torch.tensor([1.5])
show(f"{t.item():.2f}", '{}'.format(torch.tensor(2)), format(torch.tensor(0.5), '.3f'))
attempt(lambda: f"{torch.tensor([1.0, 2.0]):.2f}")

# cr_fstring_nested_width
width, prec = 8, 3
v = 3.14159
show(f"[{v:{width}.{prec}f}]", f"[{'x':^5}]", f"{42:05d}", f"{255:x}", f"{7:b}", f"{1e-5:.2e}")

# cr_closures_loop_default
fs = [lambda x, k=k: x * k for k in range(3)]
show([f(10) for f in fs])

# cr_args_kwargs_passthrough
def wrap(fn, *args, **kwargs):
    return fn(*args, **kwargs)
show(wrap(torch.sum, torch.ones(2, 3), dim=1), wrap(F.softmax, torch.zeros(3), dim=0))

# cr_typed_def
def norm_rows(x: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    return x / (x.norm(dim=-1, keepdim=True) + eps)
show(norm_rows(torch.tensor([[3.0, 4.0], [0.0, 2.0]])))

# cr_sorted_tensors_key
losses = [torch.tensor(0.3), torch.tensor(0.1), torch.tensor(0.2)]
show(sorted(losses, key=lambda t: t.item()), min(losses, key=lambda t: t.item()))

# cr_dict_zip_enumerate
keys = ['a', 'b']
vals = torch.tensor([1.5, 2.5])
d = dict(zip(keys, vals.tolist()))
for i, (k, v) in enumerate(zip(keys, vals.tolist())):
    show(i, k, v)
show(d)

# cr_set_ops_labels
seen = set(torch.tensor([1, 2, 2, 3]).tolist())
show(seen, seen & {2, 3, 4}, seen | {9}, seen - {1}, len(seen), 2 in seen)

# cr_while_true_break
i = 0
x = torch.tensor(1.0)
while True:
    x = x * 3
    i += 1
    if x > 50:
        break
show(i, x)

# cr_global_in_function
calls = 0
def step():
    global calls
    calls += 1
    return calls
step()
step()
show(calls)

# cr_string_methods_names
name = '  Layer.Weight  '
show(name.strip().lower(), name.strip().split('.'), 'w1'.startswith('w'), 'bias'.endswith('s'), 'a-b'.replace('-', '_'), 'abc'[::-1], 'x' in 'xyz')

# cr_numeric_python_ops
show(7 // -2, -7 % 3, 2 ** -1, 10 / 4, 3 * 1.1, 0.1 + 0.2, 1e16 + 1, 2 ** 62, abs(-2.5), int(-2.7), round(-0.5))

# cr_math_helpers
show(math.isclose(0.1 + 0.2, 0.3), math.prod([1, 2, 3]), math.comb(5, 2), math.log2(8), math.fsum([0.1] * 10), math.sqrt(2) ** 2)

# cr_conditional_tensor_expr
x = torch.tensor([-1.0, 2.0])
y = x if x.sum() > 0 else -x
show(y, 'pos' if y.min() > 0 else 'mixed')

# cr_list_tensor_print_nested
show([torch.tensor([1, 2]), [torch.tensor(3.5)]], {'k': [torch.ones(1)]})

# cr_tensor_copy_warning_free
a = torch.tensor([1.0, 2.0])
b = a.clone().detach()
c = torch.as_tensor(a)
c[0] = 9
show(a, b, c is a)

# cr_chained_inplace_views
x = torch.zeros(3, 4)
x[:, 1].fill_(1)
x[1].add_(2)
x.t()[0] += 5
x.diagonal().mul_(10)
show(x)

# cr_negative_step_slice_error
x = torch.arange(5)
attempt(lambda: x[::-1])
show(x.flip(0), x[torch.arange(4, -1, -1)])

# cr_len_iter_tensor
x = torch.arange(6).view(3, 2)
show(len(x), [r.tolist() for r in x], list(x.shape), [int(v) for v in x[0]])

# cr_sum_generator_tensors
x = torch.arange(4.0)
show(sum(v * v for v in x), sum(x.tolist()), max(x).item(), sum([torch.ones(2), torch.ones(2)]))

# cr_reassign_in_loop_accumulate
acc = None
for t in [torch.ones(2), torch.full((2,), 2.0)]:
    acc = t if acc is None else acc + t
show(acc)

# cr_size_arithmetic
x = torch.zeros(2, 3, 8)
new_shape = x.shape[:-1] + (2, 4)
show(new_shape, x.view(new_shape).shape, x.view(*x.shape[:-1], 2, -1).shape, (*x.shape[:-1], 4))
show(math.prod(x.shape), sum(x.shape), x.shape + torch.Size([1]), torch.zeros(x.shape[:-1] + (4,)).shape)

# cr_expand_positions_batch
B, T = 2, 4
pos = torch.arange(T).unsqueeze(0).expand(B, -1)
show(pos, pos.is_contiguous(), pos.stride())

# cr_finfo_min_mask
scores = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
mask = torch.tensor([[1, 0], [1, 1]])
s = scores.masked_fill(mask == 0, torch.finfo(scores.dtype).min)
show(s, s.softmax(-1))

# cr_softmax_upcast_type_as
x = torch.tensor([1.0, 2.0, 3.0]).half()
p = F.softmax(x.float(), dim=-1).type_as(x)
show(p, p.dtype)

# cr_rmsnorm_bf16_upcast
x = torch.tensor([[1.0, 2.0, 3.0, 4.0]]).bfloat16()
xf = x.float()
y = (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6)).type_as(x)
show(y, y.dtype)

# cr_interleave_even_odd
x = torch.arange(8.0).view(2, 4)
show(torch.cat((x[..., ::2], x[..., 1::2]), -1), torch.stack((x[..., ::2], x[..., 1::2]), dim=-1).flatten(-2))

# cr_rope_interleaved_pairs
x = torch.arange(8.0).view(1, 2, 4)
cos = torch.tensor([[1.0, 1.0], [0.5, 0.5]])
sin = torch.tensor([[0.0, 0.0], [0.5, 0.5]])
x1, x2 = x[..., 0::2], x[..., 1::2]
out = torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1).flatten(-2)
show(out)

# cr_einsum_ellipsis_forms
a = torch.arange(12.0).view(2, 2, 3)
b = torch.arange(6.0).view(3, 2)
show(torch.einsum('...ij,jk->...ik', a, b), torch.einsum('ii->i', torch.arange(9.0).view(3, 3)), torch.einsum('b i j -> b j i', a).shape)

# cr_einsum_bilinear_trace
x = torch.tensor([1.0, 2.0])
A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
show(torch.einsum('i,ij,j->', x, A, x), torch.einsum('ij,ij->i', A, A), torch.einsum('ii', A))

# cr_shift_right_pad
tokens = torch.tensor([[5, 6, 7], [8, 9, 10]])
bos = 1
shifted = F.pad(tokens[:, :-1], (1, 0), value=bos)
show(shifted, torch.roll(tokens, shifts=1, dims=1))

# cr_pad_time_dim
x = torch.arange(6.0).view(1, 3, 2)
show(F.pad(x, (0, 0, 1, 0)), F.pad(x, (0, 0, 0, 2), value=-1).shape)

# cr_where_tensor_neg_inf
s = torch.tensor([0.5, 1.5, 2.5])
keep = torch.tensor([True, False, True])
w = torch.where(keep, s, torch.tensor(float('-inf')))
show(w, w.softmax(0), torch.where(keep, s, float('-inf')).exp())

# cr_full_like_triu_mask
s = torch.zeros(3, 3)
m = torch.full_like(s, float('-inf')).triu(1)
show(m, (s + m).softmax(-1))

# cr_attention_mask_4d_broadcast
B, H, T = 2, 2, 3
pad = torch.tensor([[1, 1, 0], [1, 1, 1]])
ext = (1.0 - pad[:, None, None, :].float()) * -10000.0
scores = torch.zeros(B, H, T, T) + ext
show(ext.shape, scores.softmax(-1)[0, 0])

# cr_gather_last_token
h = torch.arange(24.0).view(2, 4, 3)
lengths = torch.tensor([2, 4])
idx = (lengths - 1).view(-1, 1, 1).expand(-1, 1, h.size(-1))
show(h.gather(1, idx).squeeze(1), h[torch.arange(2), lengths - 1])

# cr_unsqueeze_expand_as
x = torch.tensor([1.0, 2.0])
y = torch.zeros(2, 3)
show(x.unsqueeze(-1).expand_as(y), x[:, None].repeat(1, 3).shape, y.new_ones(y.shape).sum())

# cr_batched_index_select
emb = torch.arange(30.0).view(2, 5, 3)
ids = torch.tensor([[0, 4], [2, 2]])
sel = emb[torch.arange(2)[:, None], ids]
show(sel.shape, sel[1], torch.gather(emb, 1, ids[..., None].expand(-1, -1, 3)).equal(sel))

# cr_scatter_logits_mask_vocab
logits = torch.zeros(2, 5)
allowed = torch.tensor([[1, 3], [0, 4]])
mask = torch.full_like(logits, float('-inf')).scatter(1, allowed, 0.0)
show(mask, (logits + mask).softmax(-1))

# cr_repetition_penalty
logits = torch.tensor([[2.0, -1.0, 0.5, 1.0]])
prev = torch.tensor([[0, 1]])
score = torch.gather(logits, 1, prev)
score = torch.where(score < 0, score * 1.2, score / 1.2)
logits.scatter_(1, prev, score)
show(logits)

# cr_beam_topk_flat
beam_scores = torch.tensor([[-1.0, -2.0], [-0.5, -3.0]])
step_logp = torch.log_softmax(torch.tensor([[1.0, 2.0, 0.0], [0.5, 0.5, 3.0]]), -1)
total = (beam_scores.view(-1, 1) + step_logp.repeat(2, 1)).view(2, -1)
best, flat = total.topk(2, dim=1)
show(best, flat // 3, flat % 3)

# cr_min_p_filter
probs = torch.tensor([[0.5, 0.3, 0.15, 0.05]])
thresh = probs.max(-1, keepdim=True).values * 0.2
filtered = probs.masked_fill(probs < thresh, 0)
show(filtered / filtered.sum(-1, keepdim=True))

# cr_kv_cache_slice_assign
cache = torch.zeros(1, 2, 5, 2)
for t in range(3):
    cache[:, :, t] = torch.full((1, 2, 2), t + 1.0)
show(cache[0, 0], cache[:, :, :3].sum())

# cr_sliding_window_mask
T, W = 5, 2
i = torch.arange(T)[:, None]
j = torch.arange(T)[None, :]
mask = (j <= i) & (j > i - W - 1)
show(mask.int())

# cr_alibi_slopes
n = 4
slopes = torch.tensor([2 ** (-8 * (k + 1) / n) for k in range(n)])
dist = torch.arange(3)[None, :] - torch.arange(3)[:, None]
show(slopes, (slopes[:, None, None] * dist[None]).shape, slopes[1] * dist)

# cr_moe_top2_routing
gates = torch.tensor([[0.1, 0.6, 0.3], [0.5, 0.2, 0.3]])
w, e = gates.topk(2, dim=-1)
w = w / w.sum(-1, keepdim=True)
onehot = F.one_hot(e, 3).float()
show(w, e, (onehot * w[..., None]).sum(1), onehot.sum((0, 1)))

# cr_weight_tying_logits
emb = torch.arange(12.0).view(4, 3) / 10
h = torch.tensor([[1.0, 0.0, -1.0]])
show(h @ emb.T, F.linear(h, emb))

# cr_api_aliases_arith
a = torch.tensor([4.0, -9.0, 2.5])
b = torch.tensor([2.0, 3.0, -0.5])
show(torch.multiply(a, b), torch.divide(a, b), torch.subtract(a, b, alpha=2), torch.negative(a), torch.true_divide(a, 2), torch.floor_divide(a, b))

# cr_api_aliases_compare
a = torch.tensor([1, 5, 3])
b = torch.tensor([2, 5, 1])
show(torch.greater(a, b), torch.greater_equal(a, b), torch.less(a, b), torch.less_equal(a, b), torch.not_equal(a, b), torch.eq(a, b).any())

# cr_api_arc_functions
x = torch.tensor([-0.5, 0.0, 0.5])
show(torch.arccos(x), torch.arcsin(x), torch.arctan(x), torch.arctan2(x, torch.ones(3)), torch.arcsinh(x), torch.acosh(x + 2))

# cr_api_log_family
x = torch.tensor([1.0, 10.0, 100.0])
show(torch.log10(x), torch.log2(x), torch.log1p(x - 1), torch.logaddexp2(x.log2(), x.log2()), torch.xlogy(x, x))

# cr_api_promote_result_type
show(torch.result_type(torch.tensor([1]), 1.0), torch.promote_types(torch.int32, torch.float16), torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int8, torch.int64))
show(torch.result_type(torch.tensor([1], dtype=torch.uint8), torch.tensor([1], dtype=torch.int8)), (torch.tensor([1], dtype=torch.int32) + torch.tensor(1.5, dtype=torch.float64)).dtype)

# cr_api_astype_roundtrip
x = torch.tensor([1.7, -2.2, 300.0])
show(x.to(torch.int32), x.to(torch.uint8) if False else x.to(torch.int16), x.long().to(torch.float16), x.to(dtype=torch.float64).dtype)

# cr_api_concatenate_unbind
a = torch.arange(4).view(2, 2)
show(torch.concatenate([a, a], axis=1), torch.concat((a, a)), torch.unbind(a, dim=1), torch.swapdims(a, 0, 1))

# cr_api_expand_dims_permute
x = torch.arange(6).view(2, 3)
show(x.unsqueeze(0).shape, torch.permute(x, (1, 0)), x.mT, torch.swapaxes(x, 0, 1).shape, torch.moveaxis(x, 0, -1).shape)

# cr_api_count_nonzero_where
x = torch.tensor([[0, 1, 2], [3, 0, 0]])
show(torch.count_nonzero(x), torch.count_nonzero(x, dim=1), torch.where(x > 0, x, -1), torch.nonzero(x))

# cr_api_unique_all_like
x = torch.tensor([3, 1, 3, 2, 1])
values, inverse, counts = torch.unique(x, return_inverse=True, return_counts=True)
first = torch.zeros_like(values).scatter_reduce(0, inverse, torch.arange(len(x)), reduce='amin', include_self=False)
show(values, inverse, counts, first)

# cr_api_cumulative_sum_prepend
x = torch.tensor([1, 2, 3])
show(torch.cat([torch.zeros(1, dtype=x.dtype), x.cumsum(0)]), torch.cumsum(x, dim=0, dtype=torch.float32), torch.cumprod(x, 0))

# cr_api_std_var_correction
x = torch.tensor([[1.0, 2.0, 4.0], [2.0, 2.0, 2.0]])
show(torch.std(x, dim=1, correction=0), torch.var(x, dim=1, correction=1), torch.var(x, dim=(0, 1), correction=2), x.std(dim=-1, keepdim=True))

# cr_api_diff_prepend_append
x = torch.tensor([1, 4, 9, 16])
show(torch.diff(x), torch.diff(x, prepend=torch.tensor([0])), torch.diff(x, append=torch.tensor([25])), torch.diff(x.view(2, 2), dim=0))

# cr_api_isdtype_like_checks
x = torch.tensor([1.0])
show(x.dtype.is_floating_point, x.is_floating_point(), torch.is_floating_point(torch.tensor([1])), x.dtype.is_complex, torch.tensor([True]).dtype == torch.bool)

# cr_api_iinfo_finfo_use
show(torch.iinfo(torch.int32).max, torch.iinfo(torch.uint8), torch.finfo(torch.float32).resolution, torch.finfo(torch.float16).eps, torch.finfo(torch.float32).smallest_normal)

# cr_api_clip_vs_clamp
x = torch.tensor([-3, 0, 3])
show(torch.clip(x, -1, 1), x.clamp(max=2), torch.clamp(x.float(), min=torch.tensor(-0.5)), x.clip(min=0))

# cr_api_trunc_fix_round
x = torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5])
show(torch.trunc(x), torch.fix(x), torch.round(x), x.round(decimals=0), torch.ceil(x), torch.floor(x))

# cr_api_sign_family
x = torch.tensor([-2.0, -0.0, 0.0, 3.0, float('nan')])
show(torch.sign(x), torch.sgn(x), torch.signbit(x), torch.copysign(torch.ones(5), x), torch.abs(x), torch.absolute(x))

# cr_api_bitwise_ops
a = torch.tensor([0b1100, 0b1010], dtype=torch.int32)
b = torch.tensor([0b1010, 0b0110], dtype=torch.int32)
show(torch.bitwise_and(a, b), torch.bitwise_or(a, b), torch.bitwise_xor(a, b), torch.bitwise_not(a), torch.bitwise_left_shift(a, 1), a >> 2)

# cr_api_logical_ops_int
a = torch.tensor([0, 1, 2])
b = torch.tensor([1, 0, 2])
show(torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_xor(a, b), torch.logical_not(a), torch.logical_and(a, b).dtype)

# cr_api_isinf_isnan_isfinite
x = torch.tensor([1.0, float('inf'), -float('inf'), float('nan')])
show(torch.isinf(x), torch.isnan(x), torch.isfinite(x), torch.isposinf(x), torch.isneginf(x), torch.isreal(x))

# cr_api_meshgrid_stack_flat
xs = torch.linspace(0, 1, 3)
ys = torch.linspace(0, 2, 2)
gx, gy = torch.meshgrid(xs, ys, indexing='xy')
show(gx, gy, torch.stack([gx.flatten(), gy.flatten()], 1))

# cr_api_eye_tril_triu_k
show(torch.eye(3, 4, dtype=torch.int64), torch.ones(3, 3).tril(-1), torch.ones(2, 4).triu(2), torch.eye(2, dtype=torch.bool))

# cr_api_full_empty_like
x = torch.ones(2, 2, dtype=torch.int16)
show(torch.full_like(x, 7), torch.empty_like(x).shape, torch.zeros_like(x, dtype=torch.float32), torch.full((2,), 1.5, dtype=torch.float64))

# cr_api_asarray_copy
data = [[1.5, 2.0], [3.0, 4.0]]
x = torch.asarray(data)
y = torch.asarray(x, dtype=torch.float64)
show(x, y, torch.asarray([1, 2]).dtype, torch.asarray(3.0))

# cr_api_repeat_interleave_tile
x = torch.tensor([1, 2, 3])
show(torch.repeat_interleave(x, 2), x.repeat_interleave(torch.tensor([1, 0, 2])), torch.tile(x, (2,)), torch.tile(x.view(3, 1), (1, 2)))

# cr_api_tensordot_axes
a = torch.arange(24.0).view(2, 3, 4)
b = torch.arange(12.0).view(4, 3)
show(torch.tensordot(a, b, dims=([1, 2], [1, 0])), torch.tensordot(a, b, dims=([2], [0])).shape)

# cr_api_vecdot_matmul_vec
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
v = torch.tensor([1.0, -1.0])
show(torch.linalg.vecdot(a, v), a @ v, v @ a, torch.matmul(v, v), torch.linalg.matmul(a, a))

# cr_api_searchsorted_side
s = torch.tensor([1.0, 2.0, 2.0, 3.0])
q = torch.tensor([[2.0, 0.5], [3.0, 4.0]])
show(torch.searchsorted(s, q), torch.searchsorted(s, q, side='right'), torch.searchsorted(s, q, out_int32=True).dtype)

# cr_api_sort_descending_stable
x = torch.tensor([2, 1, 2, 0, 1])
show(torch.sort(x, descending=True, stable=True), torch.argsort(x, stable=True))

# cr_api_max_min_elementwise
a = torch.tensor([1.0, float('nan'), 3.0])
b = torch.tensor([2.0, 0.0, float('nan')])
show(torch.maximum(a, b), torch.minimum(a, b), torch.fmax(a, b), torch.fmin(a, b), torch.max(a, b))

# cr_api_prod_sum_dtype
x = torch.tensor([1, 2, 3], dtype=torch.int8)
show(x.sum(), x.sum().dtype, x.prod(dtype=torch.int8), torch.sum(x, dtype=torch.float32), x.float().prod())

# cr_api_all_any_axes
x = torch.tensor([[True, False], [True, True]])
show(torch.all(x, dim=0), torch.any(x, dim=1), x.all(), torch.all(torch.tensor([])), torch.any(torch.zeros(0)))

# cr_api_flip_roll_axes
x = torch.arange(6).view(2, 3)
show(torch.flip(x, dims=(0, 1)), torch.roll(x, shifts=(1, 1), dims=(0, 1)), torch.flipud(x), torch.roll(x, 2))

# cr_api_squeeze_multi
x = torch.zeros(1, 2, 1, 3, 1)
show(x.squeeze(0).squeeze(1).shape, torch.squeeze(x, -1).shape, x.squeeze(1).shape)

# cr_api_broadcast_to_shapes
x = torch.tensor([[1], [2]])
show(torch.broadcast_to(x, (2, 2, 3)).shape, torch.broadcast_shapes((1, 3), (2, 1), (2, 3)), [t.shape for t in torch.broadcast_tensors(x, torch.ones(3))])

# cr_api_pow_mixed
show(torch.pow(torch.tensor([2, 3]), 2), torch.pow(2, torch.tensor([1.0, 0.5])), torch.tensor([4]) ** 0.5, torch.tensor([2]) ** -1.0, torch.float_power(torch.tensor([2]), 2))
attempt(lambda: torch.tensor([2]) ** -1)

# cr_api_remainder_fmod_floats
a = torch.tensor([5.5, -5.5])
show(torch.remainder(a, 2), torch.fmod(a, 2), a % -2, torch.remainder(torch.tensor([7, -7]), 3))

# cr_api_square_sqrt_neg
x = torch.tensor([-4.0, 0.0, 4.0])
show(torch.square(x), torch.sqrt(x), torch.rsqrt(x), torch.square(torch.tensor([3], dtype=torch.int8)))

# cr_api_hyperbolic
x = torch.tensor([-1.0, 0.0, 1.0])
show(torch.sinh(x), torch.cosh(x), torch.tanh(x), torch.asinh(x), torch.atanh(x / 2), torch.tan(x))

# cr_api_real_imag_float
x = torch.tensor([1.5, -2.0])
show(torch.real(x), x.conj(), torch.conj_physical(x), x.is_complex())

# cr_sin_inputs_mlp
x = torch.sin(torch.arange(8 * 64.0)).view(8, 64)
W1 = torch.cos(torch.arange(128 * 64.0)).view(128, 64) / 8
W2 = torch.sin(torch.arange(10 * 128.0) * 0.7).view(10, 128) / 11
h = F.relu(F.linear(x, W1))
logits = F.linear(h, W2)
show(logits[:2], logits.softmax(-1).max(-1).values, logits.argmax(-1))

# cr_sin_inputs_attention
T, D = 16, 32
q = torch.sin(torch.arange(T * D) * 0.1).view(T, D)
k = torch.cos(torch.arange(T * D) * 0.13).view(T, D)
v = torch.sin(torch.arange(T * D) * 0.07).view(T, D)
att = (q @ k.T / math.sqrt(D)).masked_fill(torch.triu(torch.ones(T, T, dtype=torch.bool), 1), float('-inf')).softmax(-1)
out = att @ v
show(att[3, :4], out[-1, :4], out.sum())

# cr_sin_layer_norm_gelu
x = torch.sin(torch.arange(4 * 96.0) * 0.3).view(4, 96) * 3
y = F.gelu(F.layer_norm(x, (96,), torch.cos(torch.arange(96.0)), torch.zeros(96)))
show(y[:, :5], y.mean(), y.abs().max())

# cr_sin_cross_entropy_batch
logits = torch.sin(torch.arange(32 * 50.0) * 0.37).view(32, 50) * 4
y = torch.arange(32) * 7 % 50
show(F.cross_entropy(logits, y), F.cross_entropy(logits, y, label_smoothing=0.1), (logits.argmax(1) == y).float().mean())

# cr_sin_conv_pool_head
x = torch.sin(torch.arange(2 * 3 * 16 * 16.0) * 0.05).view(2, 3, 16, 16)
w = torch.cos(torch.arange(8 * 3 * 3 * 3.0)).view(8, 3, 3, 3) / 5
h = F.max_pool2d(F.relu(F.conv2d(x, w, padding=1)), 2)
feat = F.adaptive_avg_pool2d(h, 1).flatten(1)
show(h.shape, feat[0], feat.sum())

# cr_sin_batched_bmm_heads
B, H, T, D = 2, 4, 8, 16
q = torch.sin(torch.arange(B * H * T * D * 1.0) * 0.01).view(B, H, T, D)
s = q @ q.transpose(-1, -2) / D ** 0.5
show(s[1, 3, :2, :4], s.softmax(-1)[0, 0, 0, :4])

# cr_sin_einsum_mixing
x = torch.sin(torch.arange(3 * 5 * 7.0)).view(3, 5, 7)
w = torch.cos(torch.arange(7 * 4.0)).view(7, 4)
show(torch.einsum('btc,cd->btd', x, w)[0, :2], torch.einsum('btc,btc->bt', x, x)[0])

# cr_sin_normalize_sim_topk
e = torch.sin(torch.arange(20 * 16.0) * 0.21).view(20, 16)
en = F.normalize(e, dim=-1)
sim = en @ en.T
sim.fill_diagonal_(-1)
show(sim.topk(3, dim=-1).indices[:4], sim.max())

# cr_sin_cumsum_ema
x = torch.sin(torch.arange(100.0) * 0.1)
ema = torch.zeros(1)
for v in x.tolist()[:20]:
    ema = 0.9 * ema + 0.1 * v
show(x.cumsum(0)[-5:], ema, x.std(), x.var(unbiased=False))

# cr_linreg_gd_loop
X = torch.stack([torch.ones(6), torch.arange(6.0)], 1)
y = 2 + 3 * torch.arange(6.0)
w = torch.zeros(2)
for step in range(200):
    grad = 2 * X.T @ (X @ w - y) / len(y)
    w -= 0.05 * grad
show(w, ((X @ w - y) ** 2).mean())

# cr_logreg_gd_loop
X = torch.tensor([[0.0, 1.0], [1.0, 0.0], [2.0, 2.0], [3.0, 1.0]])
t = torch.tensor([0.0, 0.0, 1.0, 1.0])
w = torch.zeros(2)
b = 0.0
for _ in range(100):
    p = torch.sigmoid(X @ w + b)
    w = w - 0.5 * X.T @ (p - t) / 4
    b = b - 0.5 * (p - t).mean().item()
show(w, round(b, 4), (torch.sigmoid(X @ w + b) > 0.5).long())

# cr_softmax_regression_step
X = torch.eye(3)
Y = torch.tensor([0, 1, 2])
W = torch.zeros(3, 3)
for _ in range(10):
    P = (X @ W).softmax(-1)
    W -= 1.0 * X.T @ (P - F.one_hot(Y, 3).float()) / 3
show(W, F.cross_entropy(X @ W, Y))

# cr_kmeans_iterations
pts = torch.tensor([[0.0, 0.0], [0.1, 0.2], [5.0, 5.0], [5.2, 4.9], [0.2, 0.1], [4.8, 5.1]])
cent = pts[[0, 2]].clone()
for _ in range(3):
    assign = torch.cdist(pts, cent).argmin(1)
    cent = torch.stack([pts[assign == k].mean(0) for k in range(2)])
show(assign, cent)

# cr_pca_eigh
X = torch.tensor([[2.0, 0.0], [0.0, 1.0], [-2.0, 0.0], [0.0, -1.0]])
C = X.T @ X / (len(X) - 1)
vals, vecs = torch.linalg.eigh(C)
show(vals, vecs.abs(), (X @ vecs[:, -1]).abs())

# cr_power_iteration
A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
v = torch.ones(2)
for _ in range(50):
    v = A @ v
    v = v / v.norm()
show(v, v @ A @ v, torch.linalg.eigvalsh(A))

# cr_newton_sqrt
a = torch.tensor([2.0, 9.0, 0.25])
x = torch.ones(3)
for _ in range(6):
    x = 0.5 * (x + a / x)
show(x, torch.allclose(x, a.sqrt()))

# cr_softmax_gradient_check
z = torch.tensor([1.0, 2.0, 0.5])
p = z.softmax(0)
J = torch.diag(p) - torch.outer(p, p)
eps = 1e-3
num = torch.stack([((z + eps * torch.eye(3)[i]).softmax(0) - (z - eps * torch.eye(3)[i]).softmax(0)) / (2 * eps) for i in range(3)], 1)
show(J, (J - num).abs().max() < 1e-3)

# cr_numerical_integration
x = torch.linspace(0, math.pi, 101)
y = torch.sin(x)
show(torch.trapezoid(y, x), torch.trapz(y, dx=(math.pi / 100)), (y[:-1] * (x[1:] - x[:-1])).sum())

# cr_cosine_warmup_schedule_loop
lrs = []
for step in range(0, 12, 2):
    if step < 4:
        lr = 1e-3 * (step + 1) / 4
    else:
        lr = 1e-4 + 0.5 * (1e-3 - 1e-4) * (1 + math.cos(math.pi * (step - 4) / 8))
    lrs.append(lr)
show([f"{v:.2e}" for v in lrs], torch.tensor(lrs))

# cr_early_stopping_patience
val = [0.9, 0.8, 0.82, 0.81, 0.85, 0.79]
best, bad, stop_at = float('inf'), 0, None
for epoch, v in enumerate(val):
    if v < best:
        best, bad = v, 0
    else:
        bad += 1
        if bad >= 3:
            stop_at = epoch
            break
show(best, bad, stop_at)

# cr_confusion_metrics_f1
y = torch.tensor([1, 0, 1, 1, 0, 1])
p = torch.tensor([1, 0, 0, 1, 1, 1])
tp = ((p == 1) & (y == 1)).sum().item()
fp = ((p == 1) & (y == 0)).sum().item()
fn = ((p == 0) & (y == 1)).sum().item()
prec, rec = tp / (tp + fp), tp / (tp + fn)
show(tp, fp, fn, prec, rec, 2 * prec * rec / (prec + rec))

# cr_percent_format_tensor
t = torch.tensor(0.123456)
show('%s' % cuda_repr.text(t), '%.3f' % t, '%d' % torch.tensor(7), '{:.2f}'.format(t), '{}'.format(t.item()), str(t.item()))

# cr_tolist_float32_repr
x = torch.tensor([0.1, 0.2, 1 / 3])
show(x.tolist(), x.double().tolist(), x[0].item() == 0.1, x.half().tolist())

# cr_division_by_zero_tensors
a = torch.tensor([1.0, -1.0, 0.0])
show(a / 0, torch.tensor([1, 2]) / torch.tensor([0, 0]), torch.tensor([0.0]) / 0.0)
attempt(lambda: 1 // 0)

# cr_int_tensor_python_ops
t = torch.tensor([5, 7])
show(t * 1.5, t // 2, t / 2, t % 3, -t, t ** 2, 2 ** t, t << 1, t & 3)

# cr_bool_tensor_arith
m = torch.tensor([True, False, True])
show(m + m, m * 2, m.sum(), m.float() * 0.5, m & ~m, m.int().cumsum(0))
attempt(lambda: -m)

# cr_scalar_tensor_ops_python
s = torch.tensor(3)
show(s + 1, 1 + s, s * 0.5, float(s) / 2, int(s) + 1, s.item() ** 2, max(s, torch.tensor(5)), abs(torch.tensor(-2.5)))

# cr_tensor_in_list_membership
xs = [torch.tensor(1), torch.tensor(2)]
show(len(xs), xs.index(xs[1]), torch.tensor(2) in [1, 2, 3], 2 in torch.tensor([1, 2, 3]))

# cr_hash_dict_keys_from_items
counts = {}
for v in torch.tensor([2, 1, 2, 2]).tolist():
    counts[v] = counts.get(v, 0) + 1
show(counts, sorted(counts.items()), max(counts, key=counts.get))

# cr_round_builtin_tensor
t = torch.tensor(2.567)
show(round(t.item(), 2), round(t.item()), round(float(t), 1), torch.round(t * 100) / 100)
