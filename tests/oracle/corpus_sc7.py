# Twin of tests/golden/corpus_sc7.cst (its tensors live on cuda:0).
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

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")

# PyTorch 2.1's Tensor.itemsize and nbytes (1.13 has neither).
torch.Tensor.itemsize = property(lambda t: t.element_size())
torch.Tensor.nbytes = property(lambda t: t.numel() * t.element_size())


def sc_names(message):
    """PyTorch 2 on cuda:0's names where the CPU kernels differ: softmax's
    kernel is host_softmax, and one_hot's check says LongTensor."""
    message = re.sub(r'"(log_)?softmax(_lastdim)?_kernel_impl"', '"host_softmax"', message)
    return message.replace("index tensor.", "index tensor of type LongTensor.")


def attempt(fn):
    cuda_repr.attempt(fn, sc_names)


# mlp_two_layer_arange
x = torch.arange(6, dtype=torch.float32).reshape(2, 3)
w1 = torch.arange(12, dtype=torch.float32).reshape(4, 3) / 4 - 1
b1 = torch.tensor([0.5, -0.5, 0.0, 1.0])
w2 = torch.linspace(-1, 1, 8).reshape(2, 4)
b2 = torch.zeros(2)
h = F.relu(x @ w1.t() + b1)
out = h @ w2.T + b2
show(h)
show(out.shape, out.dtype)
show(out.argmax(dim=1))

# mlp_linear_functional
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [-1.0, 0.5]])
w1 = torch.tensor([[0.5, -1.0], [1.0, 1.0], [0.0, 2.0]])
b1 = torch.tensor([0.0, -1.0, 0.5])
w2 = torch.tensor([[1.0, 0.0, -1.0]])
h = F.linear(x, w1, b1)
show(h)
y = F.linear(torch.relu(h), w2)
show(y, y.squeeze(1).tolist())

# mlp_tanh_sigmoid_double
x = torch.tensor([[0.0, 1.0], [2.0, -1.0]], dtype=torch.float64)
W = torch.tensor([[1.0, -1.0], [0.5, 0.5]], dtype=torch.float64)
h = torch.tanh(x @ W)
p = torch.sigmoid(h.sum(dim=1))
show(h)
show(p)
show([round(v, 4) for v in p.tolist()])

# mlp_param_count
sizes = [(4, 8), (8, 8), (8, 3)]
params = {}
for i, (fan_in, fan_out) in enumerate(sizes):
    params[f'w{i}'] = torch.zeros(fan_out, fan_in)
    params[f'b{i}'] = torch.zeros(fan_out)
total = sum(p.numel() for p in params.values())
show(total)
show({k: tuple(v.shape) for k, v in params.items()})

# mlp_batched_forward_loop
xs = torch.arange(12.).view(4, 3)
w = torch.eye(3) * 2
outs = []
for xb in xs.split(2):
    outs.append((xb @ w).sum(dim=1))
show(outs)
show(torch.cat(outs))

# mlp_gelu_relu6
x = torch.linspace(-4, 4, 9)
show(F.relu6(x * 2))
show(F.gelu(torch.tensor([0.0, 1.0, -1.0], dtype=torch.float64)))
show(F.leaky_relu(x, negative_slope=0.25))

# attn_causal_basic
T, d = 4, 2
q = torch.arange(T * d, dtype=torch.float64).reshape(T, d) / 8
k = torch.ones(T, d, dtype=torch.float64)
v = torch.arange(T, dtype=torch.float64).unsqueeze(1).repeat(1, d)
scores = q @ k.transpose(-2, -1) / math.sqrt(d)
mask = torch.tril(torch.ones(T, T)).bool()
scores = scores.masked_fill(~mask, float('-inf'))
att = F.softmax(scores, dim=-1)
show(att)
show(att @ v)

# attn_mask_zero_fill
T = 3
mask = torch.tril(torch.ones(T, T))
s = torch.zeros(T, T).masked_fill(mask == 0, float('-inf'))
show(s)
show(torch.softmax(s, dim=-1))

# attn_batched_heads
B, H, T, D = 1, 2, 3, 2
x = torch.arange(B * H * T * D, dtype=torch.float64).reshape(B, H, T, D) / 10
att = (x @ x.transpose(-2, -1)) * (1.0 / math.sqrt(D))
show(att.shape)
att = att.masked_fill(torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1), float('-inf'))
w = att.softmax(-1)
show(w[0, 1])
y = (w @ x).transpose(1, 2).contiguous().view(B, T, H * D)
show(y.shape)
show(y[0, 0])


# attn_mask_shape_error
s = torch.zeros(2, 3, 3)
m = torch.ones(4, 4).tril().bool()
attempt(lambda: s.masked_fill(~m, float('-inf')))

# attn_masked_fill_int_value
s = torch.arange(9).reshape(3, 3)
show(s.masked_fill(torch.ones(3, 3).triu(1).bool(), -1))
show(s.masked_fill(s > 4, 0.7))

# ln_manual_vs_functional
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 6.0]], dtype=torch.float64)
mean = x.mean(dim=-1, keepdim=True)
var = x.var(dim=-1, keepdim=True, unbiased=False)
y = (x - mean) / torch.sqrt(var + 1e-5)
ref = F.layer_norm(x, (4,))
show(y)
show(torch.allclose(y, ref), (y - ref).abs().max().item() < 1e-12)

# ln_weight_bias
x = torch.tensor([[0.0, 2.0, 4.0]], dtype=torch.float64)
w = torch.tensor([1.0, 2.0, 0.5], dtype=torch.float64)
b = torch.tensor([0.0, 1.0, -1.0], dtype=torch.float64)
show(F.layer_norm(x, [3], weight=w, bias=b, eps=0.0))
mu = x.mean(-1, keepdim=True)
sd = x.std(-1, keepdim=True, correction=0) if False else ((x - mu) ** 2).mean(-1, keepdim=True).sqrt()
show((x - mu) / sd * w + b)

# ln_shape_error
x = torch.ones(2, 3)
attempt(lambda: F.layer_norm(x, (4,)))

# ln_two_dims
x = torch.arange(8, dtype=torch.float64).reshape(2, 2, 2)
show(F.layer_norm(x, (2, 2)))

# ln_rmsnorm_by_hand
x = torch.tensor([[3.0, 4.0], [1.0, -1.0]], dtype=torch.float64)
rms = x.pow(2).mean(-1, keepdim=True).add(1e-6).rsqrt()
show(x * rms)
show(rms.squeeze(-1))

# prep_normalize_columns
X = torch.tensor([[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0]], dtype=torch.float64)
mu = X.mean(dim=0)
sd = X.std(dim=0)
Xn = (X - mu) / sd
show(mu, sd)
show(Xn)
show(Xn.mean(0).abs().max().item() < 1e-12)

# prep_one_hot
y = torch.tensor([0, 2, 1, 2])
oh = F.one_hot(y)
show(oh, oh.dtype)
show(F.one_hot(y, num_classes=4).float())
show(oh.argmax(dim=1).equal(y))

# prep_one_hot_errors
attempt(lambda: F.one_hot(torch.tensor([0, 3]), num_classes=3))
attempt(lambda: F.one_hot(torch.tensor([0.0, 1.0])))
attempt(lambda: F.one_hot(torch.tensor([-1, 1])))

# prep_split_by_slicing
data = torch.arange(20).reshape(10, 2)
n_train = int(0.8 * len(data))
train, test = data[:n_train], data[n_train:]
show(train.shape, test.shape)
show(test)

# prep_shuffle_fixed_perm
data = torch.arange(10, 16)
labels = torch.tensor([0, 1, 0, 1, 1, 0])
perm = [3, 0, 5, 1, 4, 2]
idx = torch.tensor(perm)
show(data[idx], labels[idx])
show(data[perm].tolist())

# prep_batches_split_chunk
x = torch.arange(10)
show(x.split(4))
show(x.chunk(3))
show([b.tolist() for b in torch.split(x, [2, 3, 5])])
show(len(x.chunk(4)), [len(c) for c in x.chunk(4)])

# prep_minmax_scale
X = torch.tensor([[1.0, -2.0], [3.0, 0.0], [5.0, 2.0]])
lo, hi = X.min(dim=0).values, X.max(dim=0).values
show((X - lo) / (hi - lo))
show(X.aminmax(dim=0))

# prep_batch_index_loop
X = torch.arange(14).reshape(7, 2)
bs = 3
for start in range(0, len(X), bs):
    batch = X[start:start + bs]
    show(start, batch.shape[0], batch[:, 0].tolist())

# metric_accuracy
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [0.1, 0.2, 3.0], [1.0, 3.0, 0.0]])
y = torch.tensor([0, 1, 2, 0])
acc = (logits.argmax(1) == y).float().mean()
show(acc, acc.item())
show(f'accuracy: {acc:.4f}')
show(f'{100 * acc.item():.1f}%')

# metric_confusion_bincount
y = torch.tensor([0, 1, 2, 2, 1, 0, 2])
p = torch.tensor([0, 2, 2, 1, 1, 0, 2])
n = 3
cm = torch.bincount(y * n + p, minlength=n * n).reshape(n, n)
show(cm)
show(cm.diag().sum().item() / cm.sum().item())
show(cm.diag() / cm.sum(1))

# metric_confusion_index_put
y = torch.tensor([0, 1, 1, 2])
p = torch.tensor([0, 1, 0, 2])
cm = torch.zeros(3, 3, dtype=torch.long)
cm.index_put_((y, p), torch.ones(len(y), dtype=torch.long), accumulate=True)
show(cm)
cm2 = torch.zeros(3, 3)
cm2.index_put_((y, p), torch.tensor(1.0), accumulate=True)
show(cm2)

# metric_topk_accuracy
logits = torch.tensor([[0.1, 0.5, 0.4], [0.7, 0.2, 0.1], [0.2, 0.3, 0.5]])
y = torch.tensor([2, 1, 0])
top2 = logits.topk(2, dim=1).indices
show(top2)
hit = (top2 == y.unsqueeze(1)).any(dim=1)
show(hit, hit.float().mean().item())
hit1 = (logits.topk(1).indices.squeeze(1) == y).sum()
show(hit1, hit1.item())

# metric_precision_recall
y = torch.tensor([1, 0, 1, 1, 0, 0, 1])
p = torch.tensor([1, 0, 0, 1, 1, 0, 1])
tp = ((p == 1) & (y == 1)).sum().item()
fp = ((p == 1) & (y == 0)).sum().item()
fn = ((p == 0) & (y == 1)).sum().item()
prec = tp / (tp + fp)
rec = tp / (tp + fn)
f1 = 2 * prec * rec / (prec + rec)
show(tp, fp, fn)
show(f'P={prec:.4f} R={rec:.4f} F1={f1:.4f}')

# metric_mse_mae
pred = torch.tensor([2.5, 0.0, 2.0, 8.0])
tgt = torch.tensor([3.0, -0.5, 2.0, 7.0])
show(F.mse_loss(pred, tgt), F.l1_loss(pred, tgt))
show(((pred - tgt) ** 2).mean(), (pred - tgt).abs().mean())
show(F.mse_loss(pred, tgt, reduction='sum'), F.l1_loss(pred, tgt, reduction='none'))

# num_logsumexp_stable
x = torch.tensor([1000.0, 1000.0, 1000.0])
show(torch.log(torch.exp(x).sum()))
show(torch.logsumexp(x, dim=0))
m = x.max()
show(m + torch.log(torch.exp(x - m).sum()))

# num_logsoftmax_nll_vs_ce
logits = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]], dtype=torch.float64)
y = torch.tensor([2, 0])
a = F.nll_loss(F.log_softmax(logits, dim=1), y)
b = F.cross_entropy(logits, y)
show(a, b)
show(torch.isclose(a, b).item())

# num_ce_reduction_none_weight
logits = torch.tensor([[2.0, 0.0], [0.0, 2.0], [1.0, 1.0]], dtype=torch.float64)
y = torch.tensor([0, 0, 1])
show(F.cross_entropy(logits, y, reduction='none'))
show(F.cross_entropy(logits, y, weight=torch.tensor([1.0, 3.0], dtype=torch.float64)))
show(F.cross_entropy(logits, y, ignore_index=1))

# num_clamp_before_log
p = torch.tensor([0.0, 0.5, 1.0])
show(torch.log(p))
eps = 1e-7
pc = p.clamp(min=eps, max=1 - eps)
show(torch.log(pc) > -20)
show(torch.log(p.clamp_min(1e-12)))

# num_bce_manual
p = torch.tensor([0.9, 0.2, 0.5], dtype=torch.float64)
y = torch.tensor([1.0, 0.0, 1.0], dtype=torch.float64)
man = -(y * torch.log(p) + (1 - y) * torch.log(1 - p)).mean()
show(man)
show(F.binary_cross_entropy(p, y))
show(F.binary_cross_entropy_with_logits(torch.logit(p), y))

# num_softmax_overflow
x = torch.tensor([10000.0, 0.0])
show(torch.exp(x) / torch.exp(x).sum())
show(F.softmax(x, dim=0))
show(F.log_softmax(x, dim=0))

# num_ce_target_error
logits = torch.zeros(2, 3)
attempt(lambda: F.cross_entropy(logits, torch.tensor([0, 3])))
attempt(lambda: F.cross_entropy(logits, torch.tensor([0.0, 1.0])))

# cum_cumsum_cumprod
x = torch.tensor([1, 2, 3, 4])
show(x.cumsum(0), x.cumprod(0))
show(torch.cumsum(x, dim=0, dtype=torch.float64))
show(x.cumsum(0).dtype, torch.tensor([1, 2], dtype=torch.int8).cumsum(0).dtype)

# cum_cummax_running
x = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0])
vals, idx = x.cummax(dim=0)
show(vals, idx)
show(torch.cummin(x, 0))

# cum_running_mean_loop
xs = [2.0, 4.0, 6.0, 8.0]
mean = torch.tensor(0.0)
for i, v in enumerate(xs):
    mean = mean + (v - mean) / (i + 1)
    show(i, mean.item())
t = torch.tensor(xs)
show(t.cumsum(0) / torch.arange(1, 5))

# cum_ema_loop
losses = [1.0, 0.5, 0.25, 0.125]
ema = None
hist = []
for l in losses:
    ema = l if ema is None else 0.5 * ema + 0.5 * l
    hist.append(round(ema, 4))
show(hist)

# cum_cumsum_2d_dims
x = torch.arange(6).reshape(2, 3)
show(x.cumsum(1), x.cumsum(-2))
show(torch.cumprod(x + 1, dim=1))
show(x.flip(1).cumsum(1).flip(1))

# cum_logcumsumexp
x = torch.tensor([0.0, 0.0, 0.0, 0.0], dtype=torch.float64)
show(torch.logcumsumexp(x, dim=0))
show(torch.log(torch.arange(1, 5, dtype=torch.float64)))

# alg_power_iteration
A = torch.tensor([[2.0, 1.0], [1.0, 2.0]], dtype=torch.float64)
v = torch.tensor([1.0, 0.0], dtype=torch.float64)
for _ in range(50):
    v = A @ v
    v = v / v.norm()
lam = v @ A @ v
show(round(lam.item(), 6))
show(v.abs().round(decimals=4))

# alg_newton_sqrt
a = torch.tensor([2.0, 9.0, 0.25], dtype=torch.float64)
x = torch.ones_like(a)
for i in range(8):
    x = 0.5 * (x + a / x)
show(x)
show(torch.allclose(x, a.sqrt()))

# alg_gd_linear_regression
X = torch.tensor([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0], [1.0, 3.0]], dtype=torch.float64)
y = torch.tensor([1.0, 3.0, 5.0, 7.0], dtype=torch.float64)
w = torch.zeros(2, dtype=torch.float64)
lr = 0.1
for step in range(500):
    grad = 2 * X.T @ (X @ w - y) / len(y)
    w -= lr * grad
show(w.round(decimals=4))
show(f'loss={((X @ w - y) ** 2).mean().item():.6f}')

# alg_bisection
f = lambda x: x ** 3 - 2 * x - 5
lo, hi = torch.tensor(2.0, dtype=torch.float64), torch.tensor(3.0, dtype=torch.float64)
for _ in range(40):
    mid = (lo + hi) / 2
    if f(mid) * f(lo) > 0:
        lo = mid
    else:
        hi = mid
show(f'{mid.item():.6f}')
show(type(mid).__name__, mid.dtype)


# img_conv2d_fixed_kernel
img = torch.arange(16, dtype=torch.float32).reshape(1, 1, 4, 4)
k = torch.tensor([[[[1.0, 0.0], [0.0, -1.0]]]])
show(F.conv2d(img, k))
show(F.conv2d(img, k, padding=1).shape)
show(F.conv2d(img, k, stride=2))

# img_sobel
img = torch.zeros(1, 1, 5, 5)
img[..., :, 2:] = 1.0
sobel_x = torch.tensor([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]]).view(1, 1, 3, 3)
show(F.conv2d(img, sobel_x, padding=1)[0, 0])

# img_maxpool_avgpool
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.max_pool2d(x, 2))
show(F.avg_pool2d(x, kernel_size=2, stride=2))
show(F.max_pool2d(x, 3, stride=1, padding=1).shape)
v, i = F.max_pool2d(x, 2, return_indices=True)
show(i)

# img_interpolate
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
show(F.interpolate(x, scale_factor=2, mode='nearest'))
show(F.interpolate(x, size=(3, 3), mode='bilinear', align_corners=True))

# img_flatten_linear
x = torch.arange(2 * 2 * 3 * 3, dtype=torch.float32).reshape(2, 2, 3, 3)
f = torch.flatten(x, 1)
show(f.shape, x.flatten().shape, x.flatten(start_dim=2).shape)
show(f.sum(1))
show(x.view(x.size(0), -1).shape)

# img_adaptive_pool
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.adaptive_avg_pool2d(x, 1))
show(F.adaptive_max_pool2d(x, (2, 1)))
show(F.adaptive_avg_pool2d(x, (1, 1)).flatten(1))

# img_conv_channels_error
img = torch.zeros(1, 3, 4, 4)
w = torch.zeros(2, 1, 3, 3)
attempt(lambda: F.conv2d(img, w))

# book_dict_results
results = {}
for name, t in [('a', torch.tensor([1.0, 2.0])), ('b', torch.tensor([3.0, 5.0]))]:
    results[name] = {'mean': t.mean().item(), 'max': t.max().item()}
show(results)
for k, v in results.items():
    show(f"{k}: mean={v['mean']:.4f} max={v['max']:.1f}")

# book_loss_list
losses = []
w = torch.tensor(4.0)
for step in range(5):
    loss = (w - 1) ** 2
    losses.append(loss.item())
    w = w - 0.25 * 2 * (w - 1)
show(losses)
show(min(losses), losses.index(min(losses)))
show(', '.join(f'{l:.4f}' for l in losses))

# book_dict_of_tensors
stats = {'sum': torch.tensor(6), 'mean': torch.tensor(2.0), 'x': torch.tensor([1, 2, 3])}
show(stats)
show(sorted(stats.keys()))
show({k: v.tolist() for k, v in stats.items()})

# book_fstring_tensor_formats
t = torch.tensor(3.14159)
show(f'{t:.2f} {t.item():.4f} {t.item():>10.3f}|')
n = torch.tensor(42)
show(f'{n} {n.item():05d} {int(n)}')

# book_history_dict_lists
history = {'loss': [], 'acc': []}
for epoch in range(3):
    history['loss'].append(1.0 / (epoch + 1))
    history['acc'].append(epoch * 0.25)
show(history)
show(f"best acc {max(history['acc']):.2f} at epoch {history['acc'].index(max(history['acc']))}")

# book_tensor_list_stack
rows = [torch.tensor([i, i * i]) for i in range(4)]
m = torch.stack(rows)
show(m)
show(torch.stack(rows, dim=1).shape)
show(torch.tensor([r.sum().item() for r in rows]))

# mlp_half_precision
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16)
w = torch.tensor([[0.5, -0.5], [0.25, 1.0]], dtype=torch.float16)
h = (x * w - 1) * (x > 2)
show(h, h.dtype)
show(h.float().sum().item())
xb = x.to(torch.bfloat16)
show(xb * w.bfloat16() + 1)

# mlp_dtype_mismatch_error
x = torch.ones(2, 3)
w = torch.ones(3, 4, dtype=torch.float64)
attempt(lambda: x @ w)
attempt(lambda: F.linear(x, torch.ones(4, 3, dtype=torch.float16)))
attempt(lambda: torch.ones(2, 3) @ torch.ones(2, 3))

# mlp_softmax_probs_rows
logits = torch.tensor([[1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 0.0, 100.0]])
p = logits.softmax(dim=1)
show(p)
show(p.sum(dim=1))
show(p.max(dim=1))

# mlp_embedding_lookup
emb = torch.arange(10, dtype=torch.float32).reshape(5, 2)
tokens = torch.tensor([[0, 4, 2], [1, 1, 3]])
e = F.embedding(tokens, emb)
show(e.shape)
show(e.mean(dim=1))
show(emb[tokens][1])

# mlp_embedding_padding
emb = torch.arange(6, dtype=torch.float32).reshape(3, 2)
show(F.embedding(torch.tensor([0, 2, 0]), emb, padding_idx=0))
attempt(lambda: F.embedding(torch.tensor([3]), emb))

# mlp_dropout_eval
x = torch.arange(4.0)
show(F.dropout(x, p=0.5, training=False))
show(F.dropout(x, 0.0))
attempt(lambda: F.dropout(x, p=1.5))

# mlp_batchnorm_eval
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]], dtype=torch.float64)
rm = torch.tensor([2.0, 4.0], dtype=torch.float64)
rv = torch.tensor([1.0, 4.0], dtype=torch.float64)
show(F.batch_norm(x, rm, rv, training=False, eps=0.0))
show((x - rm) / rv.sqrt())

# mlp_batchnorm_train_stats
x = torch.tensor([[1.0, 2.0], [3.0, 6.0], [5.0, 10.0]], dtype=torch.float64)
rm = torch.zeros(2, dtype=torch.float64)
rv = torch.ones(2, dtype=torch.float64)
y = F.batch_norm(x, rm, rv, training=True, momentum=0.1)
show(y[0], y[2])
show(rm, rv)

# attn_cosine_similarity
a = torch.tensor([[1.0, 0.0], [1.0, 1.0], [0.0, -2.0]], dtype=torch.float64)
b = torch.tensor([[1.0, 0.0]], dtype=torch.float64)
show(F.cosine_similarity(a, b))
an = F.normalize(a, dim=1)
show(an)
show(an @ an.T)

# attn_einsum_scores
q = torch.arange(6.).reshape(1, 3, 2)
k = torch.ones(1, 3, 2)
s = torch.einsum('bqd,bkd->bqk', q, k)
show(s)
show(torch.equal(s, q @ k.transpose(1, 2)))

# attn_padding_mask
lengths = torch.tensor([2, 3, 1])
maxlen = 3
mask = torch.arange(maxlen)[None, :] < lengths[:, None]
show(mask)
scores = torch.zeros(3, maxlen).masked_fill(~mask, float('-inf'))
show(scores.softmax(-1))

# attn_all_masked_row
s = torch.full((2, 2), float('-inf'))
s[0, 0] = 0.0
show(torch.softmax(s, dim=-1))
show(torch.nan_to_num(torch.softmax(s, dim=-1)))

# attn_triu_diag
T = 4
show(torch.triu(torch.ones(T, T), diagonal=1))
show(torch.tril(torch.ones(T, T, dtype=torch.int64), -1))
show(torch.ones(T, T).tril().sum())

# attn_scale_int_error
q = torch.arange(4).reshape(2, 2)
show(q @ q.T / math.sqrt(2))
attempt(lambda: torch.softmax(q, dim=-1))
show(torch.softmax(q.float(), dim=-1))

# ln_groupnorm_instance
x = torch.arange(8, dtype=torch.float64).reshape(1, 4, 2)
show(F.group_norm(x, 2))
show(F.instance_norm(x))

# ln_normalize_p1
x = torch.tensor([[1.0, 3.0], [0.0, 0.0]])
show(F.normalize(x, p=1, dim=1))
show(F.normalize(x, dim=0))

# ln_eps_variance_zero
x = torch.full((1, 4), 7.0)
show(F.layer_norm(x, (4,)))
mean = x.mean(-1, keepdim=True)
var = x.var(-1, keepdim=True, unbiased=False)
show((x - mean) / (var + 1e-5).sqrt())

# prep_std_unbiased_vs_biased
x = torch.tensor([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], dtype=torch.float64)
show(x.std(), x.std(unbiased=False), x.std(0, correction=0))
show(torch.std_mean(x))
show(torch.var_mean(x, unbiased=False))

# prep_class_counts
y = torch.tensor([2, 0, 2, 1, 2, 0])
vals, counts = torch.unique(y, return_counts=True)
show(vals, counts)
show(torch.bincount(y))
weights = 1.0 / torch.bincount(y).float()
show(weights)
show(dict(zip(vals.tolist(), counts.tolist())))

# prep_bucketize_bins
ages = torch.tensor([3, 17, 18, 40, 65, 90])
bins = torch.tensor([18, 40, 65])
show(torch.bucketize(ages, bins))
show(torch.bucketize(ages, bins, right=True))
show(torch.searchsorted(bins, ages))

# prep_fill_missing_nan
X = torch.tensor([[1.0, float('nan')], [3.0, 4.0], [float('nan'), 8.0]])
col_mean = X.nanmean(dim=0)
show(col_mean)
filled = torch.where(torch.isnan(X), col_mean, X)
show(filled)
show(torch.isnan(X).sum(0))

# prep_label_encode
names = ['cat', 'dog', 'cat', 'bird']
vocab = {n: i for i, n in enumerate(sorted(set(names)))}
show(vocab)
y = torch.tensor([vocab[n] for n in names])
show(y, F.one_hot(y, len(vocab)).sum(0))

# prep_int_division
x = torch.tensor([7, -7, 5])
show(x / 2, x // 2, x % 3)
show(torch.div(x, 2, rounding_mode='floor'), torch.div(x, 2, rounding_mode='trunc'))
show(torch.remainder(x, -3), torch.fmod(x, 3))

# prep_unfold_windows
x = torch.arange(7.)
w = x.unfold(0, 3, 2)
show(w)
show(w.mean(dim=1))
show(x.unfold(0, 2, 1).shape)

# prep_pad_sequences
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4]), torch.tensor([5, 6])]
maxlen = max(len(s) for s in seqs)
padded = torch.stack([F.pad(s, (0, maxlen - len(s)), value=0) for s in seqs])
show(padded)
show((padded != 0).sum(1))

# prep_tensor_from_rows_mixed
rows = [[1, 2.5], [3, 4]]
t = torch.tensor(rows)
show(t, t.dtype)
show(torch.tensor([[True, False]]).dtype, torch.tensor([1, 2]).dtype)
show(torch.as_tensor([1, 2], dtype=torch.float32))

# metric_auc_by_ranking
scores = torch.tensor([0.1, 0.4, 0.35, 0.8])
y = torch.tensor([0, 0, 1, 1])
order = scores.argsort(descending=True)
show(order, y[order])
tps = y[order].cumsum(0)
fps = (1 - y[order]).cumsum(0)
show(tps, fps)
show(tps.float() / y.sum(), fps.float() / (1 - y).sum())

# metric_argmax_ties
x = torch.tensor([[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]])
show(x.argmax(dim=1), x.argmin(dim=1))
show(x.max(1).indices)
show(x.argmax(), x.argmax(dim=1, keepdim=True))

# metric_bool_mean_error
correct = torch.tensor([True, False, True])
attempt(lambda: correct.mean())
show(correct.sum(), correct.sum().dtype)
show(correct.float().mean(), correct.double().mean())

# metric_per_class_accuracy
y = torch.tensor([0, 0, 1, 1, 1, 2])
p = torch.tensor([0, 1, 1, 1, 0, 2])
for c in range(3):
    m = y == c
    acc = (p[m] == c).float().mean().item()
    show(f'class {c}: {acc:.4f} ({m.sum().item()} samples)')

# metric_running_accuracy
batches = [(torch.tensor([0, 1]), torch.tensor([0, 0])), (torch.tensor([2, 2, 1]), torch.tensor([2, 2, 1]))]
correct, total = 0, 0
for pred, y in batches:
    correct += (pred == y).sum().item()
    total += y.size(0)
show(correct, total, f'{correct / total:.4f}')
show(type(correct).__name__)

# metric_topk_sorted_false
x = torch.tensor([1.0, 5.0, 3.0, 5.0, 2.0])
show(torch.topk(x, 3))
show(x.topk(2, largest=False))
show(x.kthvalue(2))

# num_logsumexp_neg_inf
x = torch.tensor([float('-inf'), float('-inf')])
show(torch.logsumexp(x, 0))
show(torch.logsumexp(torch.tensor([[0.0, float('-inf')], [1.0, 1.0]], dtype=torch.float64), dim=1))
show(torch.logsumexp(torch.tensor([]), 0))

# num_log1p_expm1
x = torch.tensor([1e-10, 1e-5, 1.0], dtype=torch.float64)
show(torch.log1p(x))
show(torch.log(1 + x))
show(torch.expm1(x))

# num_softplus_logsigmoid
x = torch.tensor([-10.0, 0.0, 10.0])
show(F.softplus(x))
show(F.logsigmoid(x))
show(torch.log(torch.sigmoid(x)))

# num_kl_div
p = torch.tensor([[0.25, 0.75]], dtype=torch.float64)
q = torch.tensor([[0.5, 0.5]], dtype=torch.float64)
show(F.kl_div(q.log(), p, reduction='batchmean'))
show((p * (p.log() - q.log())).sum())
show(F.kl_div(q.log(), p, reduction='sum'))

# num_label_smoothing
logits = torch.tensor([[2.0, 0.0, 0.0]], dtype=torch.float64)
y = torch.tensor([0])
show(F.cross_entropy(logits, y, label_smoothing=0.1))
show(F.cross_entropy(logits, torch.tensor([[1.0, 0.0, 0.0]], dtype=torch.float64)))

# num_nan_checks
x = torch.tensor([1.0, float('nan'), float('inf'), -float('inf')])
show(torch.isnan(x).any().item(), torch.isinf(x).sum().item(), torch.isfinite(x))
show(torch.nan_to_num(x, nan=0.0, posinf=1e6, neginf=-1e6))
show(x.nansum(), x[torch.isfinite(x)])

# num_clamp_variants
x = torch.tensor([-2.0, -0.5, 0.5, 2.0])
show(x.clamp(-1, 1), torch.clip(x, min=0.0))
show(x.clamp(max=torch.tensor([0.0, 0.0, 1.0, 1.0])))
attempt(lambda: x.clamp())

# num_huber_smooth_l1
p = torch.tensor([0.0, 0.5, 3.0], dtype=torch.float64)
t = torch.zeros(3, dtype=torch.float64)
show(F.smooth_l1_loss(p, t), F.huber_loss(p, t, delta=2.0))
show(F.smooth_l1_loss(p, t, reduction='none', beta=0.5))

# num_float_eps
show(torch.finfo(torch.float32).eps, torch.finfo(torch.float16).max)
x = torch.tensor(1.0) + torch.finfo(torch.float32).eps / 2
show(x == 1.0, (x == 1.0).item())
show(torch.tensor(1e-8, dtype=torch.float32), torch.tensor([1e-8, 1.0]))

# cum_cumsum_bool_and_mask
m = torch.tensor([True, False, True, True])
show(m.cumsum(0), m.cumsum(0).dtype)
show(torch.cumsum(m.long(), 0) * m)
show(m.int().cumprod(0))

# cum_cummax_2d_nan
x = torch.tensor([[1.0, float('nan'), 3.0], [2.0, 1.0, 5.0]])
show(torch.cummax(x, dim=1))
show(torch.cummin(x, dim=0).values)

# cum_diff
x = torch.tensor([1, 4, 9, 16, 25])
show(torch.diff(x), x.diff(n=2))
show(x[1:] - x[:-1])
show(torch.diff(x, prepend=torch.tensor([0])))

# cum_running_max_loop
vals = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0])
best = -math.inf
trace = []
for i in range(len(vals)):
    best = max(best, vals[i].item())
    trace.append(best)
show(trace)
show(vals.cummax(0).values.tolist() == trace)

# cum_cumsum_empty_0d
show(torch.tensor([]).cumsum(0))
show(torch.tensor(5).cumsum(0))
attempt(lambda: torch.tensor([1, 2]).cumsum(1))

# alg_gradient_descent_quadratic
A = torch.tensor([[3.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
b = torch.tensor([3.0, 1.0], dtype=torch.float64)
x = torch.zeros(2, dtype=torch.float64)
for it in range(200):
    g = A @ x - b
    x = x - 0.2 * g
show(x)
show(g.norm() < 1e-10)

# alg_newton_root_fixed
x = 1.0
for i in range(6):
    fx = x * x - 2
    x = x - fx / (2 * x)
    show(i, f'{x:.10f}')
show(math.isclose(x, math.sqrt(2)))

# alg_jacobi_iteration
A = torch.tensor([[4.0, 1.0], [2.0, 5.0]], dtype=torch.float64)
b = torch.tensor([1.0, 2.0], dtype=torch.float64)
x = torch.zeros(2, dtype=torch.float64)
D = torch.diag(A)
R = A - torch.diag(D)
for _ in range(60):
    x = (b - R @ x) / D
show(x)
show(A @ x)

# alg_matrix_power
M = torch.tensor([[1, 1], [1, 0]])
show(torch.linalg.matrix_power(M, 10))
P = torch.eye(2, dtype=torch.int64)
for _ in range(10):
    P = P @ M
show(P)

# alg_momentum_updates
w = torch.tensor([5.0, -3.0], dtype=torch.float64)
v = torch.zeros_like(w)
for step in range(3):
    g = 2 * w
    v = 0.9 * v + g
    w = w - 0.1 * v
    show(step, w.tolist())

# alg_trapezoid_integrate
x = torch.linspace(0, 1, 5, dtype=torch.float64)
y = x ** 2
show(torch.trapz(y, x))
show(torch.trapezoid(y, dx=0.25))
show(((y[1:] + y[:-1]) / 2 * x.diff()).sum())

# img_conv1d_moving_average
x = torch.tensor([[[1.0, 2.0, 3.0, 4.0, 5.0]]])
k = torch.full((1, 1, 3), 1 / 3)
show(F.conv1d(x, k))
show(F.avg_pool1d(x, 3, stride=1))
show(F.conv1d(x, torch.ones(1, 1, 2), padding=1))

# img_conv2d_bias_groups
x = torch.arange(18.).reshape(1, 2, 3, 3)
w = torch.ones(2, 1, 2, 2)
show(F.conv2d(x, w, bias=torch.tensor([0.5, -0.5]), groups=2))
show(F.conv2d(x, torch.ones(1, 2, 1, 1)))

# img_maxpool_ceil_mode
x = torch.arange(25.).reshape(1, 1, 5, 5)
show(F.max_pool2d(x, 2, ceil_mode=True))
show(F.max_pool2d(x, 2).shape)
show(F.avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False))

# img_interpolate_linear_1d
x = torch.tensor([[[0.0, 1.0, 4.0]]])
show(F.interpolate(x, size=5, mode='linear', align_corners=False))
show(F.interpolate(x, scale_factor=2))
attempt(lambda: F.interpolate(x, size=4, mode='bilinear'))

# img_pixel_unflatten
x = torch.arange(12.)
img = x.unflatten(0, (3, 4))
show(img)
show(img.unsqueeze(0).unsqueeze(0).shape)
show(torch.flatten(img.T), img.T.is_contiguous())

# img_normalize_channels
img = torch.arange(12, dtype=torch.float64).reshape(3, 2, 2)
mean = torch.tensor([1.5, 5.5, 9.5], dtype=torch.float64).view(3, 1, 1)
std = torch.tensor([0.5, 1.0, 2.0], dtype=torch.float64)[:, None, None]
show((img - mean) / std)
show(img.mean(dim=(1, 2)))

# img_unfold_patches
x = torch.arange(16.).reshape(1, 1, 4, 4)
p = F.unfold(x, kernel_size=2, stride=2)
show(p.shape)
show(p)
show(F.fold(p, output_size=(4, 4), kernel_size=2, stride=2).equal(x))

# book_sorted_dict_by_value
scores = {'a': torch.tensor(0.5), 'b': torch.tensor(0.9), 'c': torch.tensor(0.1)}
ranked = sorted(scores.items(), key=lambda kv: kv[1].item(), reverse=True)
show([k for k, _ in ranked])
show(max(scores, key=lambda k: scores[k]))
show({k: round(v.item(), 2) for k, v in ranked})

# book_python_sum_of_tensors
ts = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), torch.tensor([5.0, 6.0])]
show(sum(ts))
show(sum(ts) / len(ts))
show(max(t.sum() for t in ts))

# book_iterate_rows
m = torch.tensor([[1, 2], [3, 4], [5, 6]])
for i, row in enumerate(m):
    show(i, row, row.tolist())
a, b = torch.tensor([7, 8])
show(a, b, a + b)

# book_item_errors
t = torch.tensor([1.0, 2.0])
attempt(lambda: float(t))
attempt(lambda: bool(t))
show(int(torch.tensor([3.7])), float(torch.tensor(2)))

# book_fstring_nonscalar
t = torch.tensor([1.5, 2.0])
show(f'{t.tolist()}')
show(f'{t.sum():.3f} {t.mean().item():g} {t.numel()} {tuple(t.shape)}')
show('loss %.4f acc %d%%' % (t[0].item(), 95))

# book_size_shape_ops
x = torch.zeros(2, 3, 4)
show(x.size(), x.shape[1:], x.size(-1), x.dim(), x.ndim)
show(list(x.shape), x.shape == (2, 3, 4), x.shape.numel())
show(torch.Size([2, 3]) + (4,))

# book_summary_table
metrics = {'train': [0.9, 0.95], 'val': [0.8, 0.85]}
for split, vals in metrics.items():
    t = torch.tensor(vals, dtype=torch.float64)
    show(f'{split:>6} | mean {t.mean():.4f} | std {t.std():.4f}')

# mlp_seeded_shapes_only
torch.manual_seed(0)
w1 = torch.randn(16, 8) * 0.1
b1 = torch.zeros(16)
x = torch.randn(4, 8)
h = torch.relu(x @ w1.T + b1)
show(h.shape, h.dtype, (h >= 0).all().item())
show(torch.randperm(6).sort().values)

# mlp_leaky_where
x = torch.tensor([[-2.0, 0.0, 3.0]])
show(torch.where(x > 0, x, x * 0.01))
show(torch.where(x > 0, x, 0.0))
x[x < 0] = 0
show(x)

# mlp_weight_init_arange
fan_in, fan_out = 3, 2
bound = 1 / math.sqrt(fan_in)
w = torch.linspace(-bound, bound, fan_in * fan_out).reshape(fan_out, fan_in)
show(w)
show(w.abs().max().item() <= bound + 1e-7)
show(round(bound, 6))

# mlp_new_helpers
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.float64)
show(x.new_zeros(3), x.new_ones((1, 2)), x.new_full((2,), 7))
show(x.new_tensor([5, 6]), torch.zeros_like(x, dtype=torch.int32), torch.full_like(x, 0.5))

# mlp_gather_logprobs
logp = torch.log_softmax(torch.tensor([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]], dtype=torch.float64), dim=1)
y = torch.tensor([2, 1])
picked = logp.gather(1, y.unsqueeze(1)).squeeze(1)
show(picked)
show(-picked.mean(), F.nll_loss(logp, y))
show(logp[torch.arange(2), y])

# mlp_scatter_class_means
X = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]])
y = torch.tensor([0, 1, 0, 1])
sums = torch.zeros(2, 2).index_add_(0, y, X)
counts = torch.bincount(y).unsqueeze(1)
show(sums, sums / counts)
show(F.one_hot(y).float().T @ X)

# attn_greedy_decode
logits_table = torch.tensor([[0.0, 5.0, 1.0], [0.0, 0.0, 9.0], [7.0, 0.0, 0.0]])
tokens = torch.tensor([0])
for _ in range(4):
    nxt = logits_table[tokens[-1]].argmax()
    tokens = torch.cat([tokens, nxt.unsqueeze(0)])
show(tokens, tokens.tolist())

# attn_temperature
logits = torch.tensor([2.0, 1.0, 0.0], dtype=torch.float64)
for T in [0.5, 1.0, 2.0]:
    p = F.softmax(logits / T, dim=-1)
    show(T, p)

# attn_rope_like_rotation
pos = torch.arange(3, dtype=torch.float64)
freqs = 1.0 / (10000 ** (torch.arange(0, 4, 2, dtype=torch.float64) / 4))
ang = torch.outer(pos, freqs)
show(ang)
show(torch.cos(ang).round(decimals=4), torch.sin(ang).round(decimals=4))

# attn_repeat_interleave_heads
kv = torch.arange(4).reshape(1, 2, 2)
show(kv.repeat_interleave(2, dim=1))
show(torch.repeat_interleave(torch.tensor([1, 2, 3]), torch.tensor([1, 0, 2])))

# attn_attention_entropy
att = torch.tensor([[1.0, 0.0, 0.0], [0.5, 0.5, 0.0], [1/3, 1/3, 1/3]], dtype=torch.float64)
ent = -(att * torch.log(att.clamp_min(1e-12))).sum(-1)
show(ent)
show(torch.special.entr(att).sum(-1))
show(-torch.xlogy(att, att).sum(-1))

# ln_cosine_matrix_normalized
E = torch.tensor([[3.0, 4.0], [0.0, 2.0], [-1.0, 0.0]], dtype=torch.float64)
En = E / E.norm(dim=1, keepdim=True)
show(En)
sim = En @ En.T
show(sim)
show(sim.fill_diagonal_(-1).argmax(dim=1))

# ln_norm_variants
x = torch.tensor([[3.0, -4.0], [1.0, 1.0]], dtype=torch.float64)
show(x.norm(), torch.norm(x, p='fro'), x.norm(dim=1, p=1))
show(torch.linalg.vector_norm(x, ord=float('inf'), dim=1))
show(torch.dist(x[0], x[1]), F.pairwise_distance(x[:1], x[1:]))

# prep_meshgrid_coords
ys, xs = torch.meshgrid(torch.arange(2), torch.arange(3), indexing='ij')
show(ys)
show(xs)
coords = torch.stack([ys.flatten(), xs.flatten()], dim=1)
show(coords.tolist())

# prep_arange_float_steps
show(torch.arange(0, 1, 0.25))
show(torch.arange(0, 1, 0.1).shape)
show(torch.linspace(0, 1, 3), torch.linspace(0, 1, 1))
show(torch.arange(5, 0, -2), torch.arange(0))

# prep_roll_shift
x = torch.arange(6)
show(torch.roll(x, 2), x.roll(-1))
m = x.reshape(2, 3)
show(m.roll(1, dims=1), torch.roll(m, shifts=(1, 1), dims=(0, 1)))

# prep_corrcoef_cov
X = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0, 8.5]], dtype=torch.float64)
show(torch.cov(X))
show(torch.corrcoef(X).round(decimals=6))

# prep_stratified_indices
y = torch.tensor([0, 1, 0, 1, 0, 1, 0, 1])
train_idx, test_idx = [], []
for c in y.unique().tolist():
    idx = (y == c).nonzero().squeeze(1)
    train_idx += idx[:3].tolist()
    test_idx += idx[3:].tolist()
show(sorted(train_idx), sorted(test_idx))
show(y[torch.tensor(test_idx)])

# prep_ceil_batches
N, bs = 10, 4
n_batches = math.ceil(N / bs)
show(n_batches, N // bs, divmod(N, bs))
X = torch.arange(N)
show([X[i * bs:(i + 1) * bs].tolist() for i in range(n_batches)])

# prep_nonzero_where
x = torch.tensor([[0, 3], [5, 0]])
show(x.nonzero(), torch.nonzero(x, as_tuple=True))
show(torch.where(x > 0))
show(torch.count_nonzero(x, dim=0), torch.argwhere(x))

# prep_sort_by_key
lengths = torch.tensor([3, 1, 4, 2])
sorted_len, order = lengths.sort(descending=True)
show(sorted_len, order)
inv = torch.empty_like(order)
inv[order] = torch.arange(len(order))
show(inv, sorted_len[inv])
show(order.argsort())

# metric_knn_classify
train = torch.tensor([[0.0, 0.0], [0.0, 1.0], [5.0, 5.0], [6.0, 5.0]])
labels = torch.tensor([0, 0, 1, 1])
query = torch.tensor([[0.4, 0.3], [5.5, 4.0]])
d = torch.cdist(query, train)
knn = d.topk(2, largest=False).indices
show(knn)
show(labels[knn], torch.mode(labels[knn], dim=1).values)

# metric_kmeans_step
X = torch.tensor([[0.0, 0.0], [1.0, 0.0], [9.0, 9.0], [10.0, 9.0], [0.0, 1.0]])
C = torch.tensor([[0.0, 0.0], [10.0, 10.0]])
assign = torch.cdist(X, C).argmin(dim=1)
show(assign)
C = torch.stack([X[assign == k].mean(dim=0) for k in range(2)])
show(C)
inertia = ((X - C[assign]) ** 2).sum()
show(f'inertia={inertia.item():.4f}')

# metric_iou_boxes
a = torch.tensor([[0.0, 0.0, 2.0, 2.0], [1.0, 1.0, 3.0, 3.0]])
b = torch.tensor([[1.0, 1.0, 2.0, 2.0]])
lt = torch.max(a[:, None, :2], b[None, :, :2])
rb = torch.min(a[:, None, 2:], b[None, :, 2:])
wh = (rb - lt).clamp(min=0)
inter = wh[..., 0] * wh[..., 1]
area = lambda t: (t[:, 2] - t[:, 0]) * (t[:, 3] - t[:, 1])
iou = inter / (area(a)[:, None] + area(b)[None, :] - inter)
show(iou)

# metric_confusion_normalize
cm = torch.tensor([[5, 1, 0], [2, 3, 1], [0, 0, 4]])
show(cm / cm.sum(dim=1, keepdim=True))
show(cm.float().div(cm.sum(0)))
show(cm.trace(), cm.sum(), (cm.trace() / cm.sum()).item())

# metric_scatter_reduce_mean
vals = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
grp = torch.tensor([0, 1, 0, 1, 1])
out = torch.zeros(2).scatter_reduce(0, grp, vals, reduce='mean', include_self=False)
show(out)
show(torch.zeros(2).scatter_add(0, grp, vals))
show(torch.zeros(2).scatter_reduce(0, grp, vals, reduce='amax'))

# metric_mean_average_precision
rel = torch.tensor([1, 0, 1, 1, 0], dtype=torch.float64)
prec_at_k = rel.cumsum(0) / torch.arange(1, 6)
show(prec_at_k)
ap = (prec_at_k * rel).sum() / rel.sum()
show(f'{ap.item():.4f}')

# num_log_clamp_eps
p = torch.tensor([1e-30, 0.5, 1.0 - 1e-9])
eps = torch.finfo(p.dtype).eps
show(eps)
show(p.clamp(eps, 1 - eps).log())
show(torch.log(p + 1e-8))

# num_pow_int_negative
x = torch.tensor([1, 2, 3])
show(x ** 2, 2 ** x, x.pow(0))
attempt(lambda: x ** -1)
show(x.float() ** -1, torch.pow(x, 0.5))

# num_sqrt_negative_nan
x = torch.tensor([4.0, -1.0, 0.0])
show(torch.sqrt(x), x.rsqrt())
show(torch.log(x), torch.log(-x))
show(x / 0, x // 0)

# num_logsumexp_dims
x = torch.tensor([[[0.0, 1.0], [2.0, 3.0]]], dtype=torch.float64)
show(torch.logsumexp(x, dim=(1, 2)))
show(x.logsumexp(-1, keepdim=True))
show(torch.logsumexp(torch.tensor([1, 2]), 0))

# num_stable_sigmoid_bce
z = torch.tensor([-50.0, 0.0, 50.0], dtype=torch.float64)
y = torch.tensor([0.0, 1.0, 1.0], dtype=torch.float64)
manual = torch.clamp(z, min=0) - z * y + torch.log1p(torch.exp(-z.abs()))
show(manual)
show(F.binary_cross_entropy_with_logits(z, y, pos_weight=torch.tensor([2.0], dtype=torch.float64)))

# num_bce_out_of_range
attempt(lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.0])))
attempt(lambda: F.binary_cross_entropy(torch.tensor([0.5, 0.5]), torch.tensor([1.0])))
show(F.binary_cross_entropy(torch.tensor([0.0, 1.0]), torch.tensor([0.0, 0.0])))

# num_ce_probs_3d
logits = torch.zeros(2, 3, 4)
y = torch.tensor([[0, 1, 2, 0], [1, 1, 1, 1]])
show(F.cross_entropy(logits, y))
show(F.cross_entropy(logits, y, reduction='none').shape)
show(F.cross_entropy(logits.permute(0, 2, 1).reshape(-1, 3), y.reshape(-1)))

# cum_cumprod_survival
hazard = torch.tensor([0.1, 0.2, 0.5], dtype=torch.float64)
surv = torch.cumprod(1 - hazard, dim=0)
show(surv)
show(torch.cat([torch.ones(1, dtype=torch.float64), surv[:-1]]) * hazard)

# cum_cumsum_reverse
r = torch.tensor([1.0, 0.0, 2.0, 1.0], dtype=torch.float64)
gamma = 0.5
disc = torch.zeros_like(r)
acc = 0.0
for t in reversed(range(len(r))):
    acc = r[t].item() + gamma * acc
    disc[t] = acc
show(disc)
show(torch.flip(torch.cumsum(torch.flip(r, [0]), 0), [0]))

# cum_cumsum_int_overflow_dtype
x = torch.tensor([100, 100, 100], dtype=torch.int8)
show(x.cumsum(0), x.cumsum(0, dtype=torch.int8))
show(torch.tensor([200, 100], dtype=torch.uint8).cumsum(0))

# cum_welford_loop
data = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
n, mean, M2 = 0, 0.0, 0.0
for x in data:
    n += 1
    d = x - mean
    mean += d / n
    M2 += d * (x - mean)
show(n, mean, M2 / n, math.sqrt(M2 / (n - 1)))
t = torch.tensor(data, dtype=torch.float64)
show(t.mean().item(), t.var(unbiased=False).item())

# cum_cummax_indices_ties
x = torch.tensor([1, 3, 3, 2, 3])
show(x.cummax(0))
show(torch.tensor([2.0, 2.0, 1.0]).cummin(0).indices)

# alg_fixed_point_cos
x = torch.tensor(1.0, dtype=torch.float64)
for i in range(100):
    x = torch.cos(x)
show(f'{x.item():.8f}')
show(abs(math.cos(x.item()) - x.item()) < 1e-12)

# alg_gauss_seidel_step
A = [[4.0, 1.0], [1.0, 3.0]]
b = [1.0, 2.0]
x = [0.0, 0.0]
for it in range(25):
    for i in range(2):
        s = sum(A[i][j] * x[j] for j in range(2) if j != i)
        x[i] = (b[i] - s) / A[i][i]
show([round(v, 6) for v in x])
show(torch.tensor(A, dtype=torch.float64) @ torch.tensor(x, dtype=torch.float64))

# alg_softmax_regression_step
X = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=torch.float64)
y = torch.tensor([0, 1])
W = torch.zeros(2, 2, dtype=torch.float64)
for step in range(3):
    p = torch.softmax(X @ W, dim=1)
    grad = X.T @ (p - F.one_hot(y, 2).double()) / 2
    W -= 1.0 * grad
    loss = F.cross_entropy(X @ W, y)
    show(step, f'{loss.item():.6f}')

# alg_polyfit_vander
x = torch.tensor([0.0, 1.0, 2.0], dtype=torch.float64)
V = torch.vander(x, N=3)
show(V)
show(torch.vander(x, increasing=True))
coef = torch.tensor([1.0, -2.0, 3.0], dtype=torch.float64)
show(V @ coef)

# alg_horner_loop
coeffs = [2.0, -6.0, 2.0, -1.0]
xs = torch.tensor([0.0, 1.0, 3.0], dtype=torch.float64)
y = torch.zeros_like(xs)
for c in coeffs:
    y = y * xs + c
show(y)

# alg_sigmoid_newton_logreg
X = torch.tensor([[1.0, -1.0], [1.0, 0.0], [1.0, 1.0], [1.0, 2.0]], dtype=torch.float64)
y = torch.tensor([0.0, 1.0, 0.0, 1.0], dtype=torch.float64)
w = torch.zeros(2, dtype=torch.float64)
for _ in range(3):
    p = torch.sigmoid(X @ w)
    g = X.T @ (p - y)
    Hd = (X * (p * (1 - p))[:, None]).T @ X
    step = torch.stack([Hd[1, 1] * g[0] - Hd[0, 1] * g[1], Hd[0, 0] * g[1] - Hd[1, 0] * g[0]]) / (Hd[0, 0] * Hd[1, 1] - Hd[0, 1] * Hd[1, 0])
    w = w - step
show(w.round(decimals=6))

# img_flip_rot_permute
img = torch.arange(6).reshape(1, 2, 3)
show(torch.flip(img, dims=[-1]))
show(torch.rot90(img[0], 1, [0, 1]))
show(img.permute(1, 2, 0).shape, img.permute(1, 2, 0)[..., 0])

# img_pad_modes
x = torch.arange(4.).reshape(1, 1, 2, 2)
show(F.pad(x, (1, 1, 1, 1)))
show(F.pad(x, (1, 1, 0, 0), mode='replicate'))
show(F.pad(x, (1, 1, 1, 1), mode='reflect'))

# img_to_uint8
img = torch.tensor([[0.0, 0.5], [0.999, 1.2]])
u8 = (img.clamp(0, 1) * 255).round().to(torch.uint8)
show(u8, u8.dtype)
show(u8.float() / 255)
show(img.mul(255).byte())

# img_conv_transpose
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
w = torch.ones(1, 1, 2, 2)
show(F.conv_transpose2d(x, w))
show(F.conv_transpose2d(x, w, stride=2))

# img_pixel_shuffle
x = torch.arange(8.).reshape(1, 4, 1, 2)
y = F.pixel_shuffle(x, 2)
show(y.shape)
show(y)
show(F.pixel_unshuffle(y, 2).equal(x))

# img_global_pool_flatten
x = torch.arange(24.).reshape(2, 3, 2, 2)
g = x.mean(dim=(2, 3))
show(g)
show(F.adaptive_avg_pool2d(x, 1).flatten(1).equal(g))
show(x.amax(dim=(-2, -1)))

# img_conv_output_size
H, W, k, s, p = 7, 5, 3, 2, 1
out_h = (H + 2 * p - k) // s + 1
out_w = (W + 2 * p - k) // s + 1
y = F.conv2d(torch.zeros(1, 1, H, W), torch.zeros(4, 1, k, k), stride=s, padding=p)
show(out_h, out_w, tuple(y.shape))
show(F.conv2d(torch.zeros(1, 1, 5, 5), torch.zeros(1, 1, 3, 3), padding='same').shape)

# book_tolist_float32_repr
t = torch.tensor([0.1, 1 / 3, 2.5])
show(t.tolist())
show(t.double().tolist())
show([round(v, 4) for v in t.tolist()])
show(t[1].item(), float(t[0]))

# book_format_method
loss = torch.tensor(0.123456)
show('{:.4f}'.format(loss.item()))
show('epoch {} loss {:.3f}'.format(3, loss))
show('{:>8}|{:<6}|'.format('acc', 12))

# book_print_sep_end
losses = [0.5, 0.25, 0.125]
show(*losses, sep=', ')
show('a', 'b', end='!\n')
show(*[f'{l:.2f}' for l in losses])

# book_nested_results
res = {'model': 'mlp', 'layers': [4, 8, 2], 'scores': {'acc': 0.75, 'loss': torch.tensor(0.5).item()}}
show(res)
show(res['scores']['acc'] * 100, len(res['layers']))
res['scores']['f1'] = 0.7
show(list(res['scores'].keys()))

# book_repr_tensor_dict
d = {'w': torch.tensor([[1.0, 2.0]]), 'n': torch.tensor(3)}
show(d)
show([d['n'], d['n'] * 2])

# book_zip_enumerate
names = ['a', 'b', 'c']
vals = torch.tensor([1.5, 2.5, 3.5])
for i, (n, v) in enumerate(zip(names, vals)):
    show(i, n, v, f'{v:.1f}')

# book_no_grad_block
x = torch.tensor([1.0, 2.0])
with torch.no_grad():
    y = x * 2
show(y, y.requires_grad)
show(x.detach().cpu().tolist())

# book_best_epoch_tracking
val_losses = [0.9, 0.7, 0.75, 0.6, 0.65]
best, best_epoch, patience = float('inf'), -1, 0
for epoch, vl in enumerate(val_losses):
    if vl < best:
        best, best_epoch, patience = vl, epoch, 0
    else:
        patience += 1
show(best, best_epoch, patience)
show(torch.tensor(val_losses).argmin().item())

# mlp_vector_weights
x = torch.tensor([[1.0, 2.0, 3.0], [0.0, -1.0, 1.0]])
w = torch.tensor([0.5, 0.25, -1.0])
show(x @ w, (x @ w).shape)
show(F.linear(torch.tensor([1.0, 2.0, 3.0]), torch.eye(3)[:2], torch.tensor([10.0, 20.0])))
attempt(lambda: torch.mm(x, w))
show(torch.addmm(torch.tensor([1.0, -1.0]), x, torch.ones(3, 2)))

# mlp_activations_table
x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0], dtype=torch.float64)
acts = {'silu': F.silu, 'elu': F.elu, 'selu': F.selu, 'hardtanh': F.hardtanh, 'hardswish': F.hardswish, 'softsign': F.softsign}
for name, fn in acts.items():
    show(f'{name:>9}', [round(v, 4) for v in fn(x).tolist()])

# mlp_bias_broadcast_error
x = torch.ones(4, 3)
w = torch.ones(3, 2)
b = torch.zeros(3)
attempt(lambda: x @ w + b)
show((x @ w + torch.zeros(2)).shape, (x @ w + torch.zeros(4, 1)).shape)

# mlp_bmm_batch
a = torch.arange(12.).reshape(2, 2, 3)
b = torch.ones(2, 3, 1)
show(torch.bmm(a, b))
attempt(lambda: torch.bmm(a, torch.ones(3, 3, 1)))
show(torch.baddbmm(torch.zeros(2, 2, 1), a, b, alpha=0.5))

# mlp_int_input_sigmoid
x = torch.tensor([-1, 0, 1])
show(torch.sigmoid(x), torch.tanh(x).dtype)
show(F.relu(x), torch.relu(x).dtype)
attempt(lambda: F.gelu(x))

# mlp_residual_block
x = torch.tensor([[1.0, -2.0, 3.0, -4.0]], dtype=torch.float64)
W = torch.eye(4, dtype=torch.float64) * 0.5
h = F.layer_norm(x, (4,))
h = F.relu(h @ W)
y = x + h
show(y)
show(y.sum().item())

# attn_additive_mask_large_neg
T = 3
scores = torch.zeros(T, T)
mask = torch.triu(torch.ones(T, T), 1) * -1e9
w = torch.softmax(scores + mask, dim=-1)
show(w)
show(torch.finfo(torch.float32).min)
show(torch.softmax(scores.masked_fill(mask < 0, torch.finfo(scores.dtype).min), -1))

# attn_split_heads
B, T, C, H = 1, 2, 4, 2
x = torch.arange(B * T * C, dtype=torch.float32).view(B, T, C)
q = x.view(B, T, H, C // H).transpose(1, 2)
show(q.shape, q.is_contiguous())
show(q[0, 1])
merged = q.transpose(1, 2).reshape(B, T, C)
show(torch.equal(merged, x))

# attn_einsum_heads
q = torch.arange(8.).reshape(1, 2, 2, 2)
k = torch.ones(1, 2, 2, 2)
s = torch.einsum('bhqd,bhkd->bhqk', q, k)
show(s)
show(torch.einsum('bhqk,bhkd->bhqd', s.softmax(-1), k).shape)

# attn_causal_mask_bool_broadcast
T = 3
causal = torch.ones(T, T, dtype=torch.bool).tril()
att = torch.zeros(2, 1, T, T)
att = att.masked_fill(causal.logical_not(), float('-inf'))
show(att[1, 0])
show(torch.isinf(att).sum().item())

# attn_kv_cache_concat
k_cache = torch.zeros(1, 0, 2)
for t in range(3):
    k_new = torch.full((1, 1, 2), float(t))
    k_cache = torch.cat([k_cache, k_new], dim=1)
show(k_cache.shape)
show(k_cache[0])

# ln_var_positional
x = torch.tensor([[1.0, 2.0, 4.0, 7.0]], dtype=torch.float64)
show(torch.var(x, -1, unbiased=False, keepdim=True))
show(torch.var(x, 1), x.var(dim=1, correction=0))
show(torch.std(x, dim=-1, keepdim=True))

# ln_layer_norm_3d_batch
x = torch.arange(12, dtype=torch.float64).reshape(2, 2, 3)
y = F.layer_norm(x, x.shape[-1:])
show(y[0])
show(y.mean(-1).abs().max().item() < 1e-12, y.var(-1, unbiased=False).round(decimals=4))


# prep_bias_column
X = torch.tensor([[2.0, 3.0], [4.0, 5.0]])
Xb = torch.cat([torch.ones(X.shape[0], 1), X], dim=1)
show(Xb)
show(torch.hstack([X, torch.ones(2, 1)]))
show(F.pad(X, (1, 0), value=1.0))

# prep_quantile_robust_scale
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 100.0], dtype=torch.float64)
q1, q3 = torch.quantile(x, torch.tensor([0.25, 0.75], dtype=torch.float64))
med = x.median()
show(q1, q3, med)
show((x - med) / (q3 - q1))
show(x.clamp(min=q1.item(), max=q3.item()))

# prep_label_filter_isin
y = torch.tensor([0, 3, 1, 3, 2, 0])
keep = torch.isin(y, torch.tensor([0, 3]))
show(keep, y[keep])
show(torch.isin(y, torch.tensor([1]), invert=True).sum())

# prep_unique_inverse
labels = torch.tensor([10, 30, 10, 20, 30])
uniq, inv = torch.unique(labels, return_inverse=True)
show(uniq, inv)
show(uniq[inv].equal(labels))
u2, c2 = labels.unique(sorted=True, return_counts=True)
show(c2)

# prep_tensor_split_uneven
x = torch.arange(7)
show(torch.tensor_split(x, 3))
show(x.tensor_split([2, 5]))
attempt(lambda: x.split(0))

# prep_argsort_keys_shuffle
keys = torch.tensor([0.7, 0.1, 0.9, 0.3])
perm = torch.argsort(keys)
data = torch.tensor([[1, 1], [2, 2], [3, 3], [4, 4]])
show(perm, data[perm])
show(data.index_select(0, perm.flip(0)))

# prep_column_stats_dict
X = torch.tensor([[1.0, 4.0], [3.0, 8.0], [5.0, 0.0]], dtype=torch.float64)
stats = {'min': X.min(0).values, 'max': X.max(0).values, 'mean': X.mean(0), 'median': X.median(0).values}
for k, v in stats.items():
    show(k, v.tolist())

# metric_r2_score
y = torch.tensor([3.0, -0.5, 2.0, 7.0], dtype=torch.float64)
p = torch.tensor([2.5, 0.0, 2.0, 8.0], dtype=torch.float64)
ss_res = ((y - p) ** 2).sum()
ss_tot = ((y - y.mean()) ** 2).sum()
r2 = 1 - ss_res / ss_tot
show(f'{r2.item():.6f}')
show(torch.sqrt(F.mse_loss(p, y)))

# metric_perplexity
losses = [2.0, 1.5, 1.0]
ppl = [math.exp(l) for l in losses]
show([f'{v:.3f}' for v in ppl])
show(torch.exp(torch.tensor(losses)))

# metric_balanced_accuracy
y = torch.tensor([0, 0, 0, 0, 1, 1])
p = torch.tensor([0, 0, 0, 1, 1, 0])
recalls = torch.stack([((p == c) & (y == c)).sum() / (y == c).sum() for c in range(2)])
show(recalls, recalls.mean())

# metric_histc_scores
s = torch.tensor([0.05, 0.2, 0.25, 0.6, 0.95, 1.0])
show(torch.histc(s, bins=4, min=0, max=1))
show(torch.bincount(torch.tensor([0, 1, 1, 2]), weights=torch.tensor([0.5, 1.0, 1.0, 2.0])))

# metric_threshold_sweep
scores = torch.tensor([0.1, 0.4, 0.35, 0.8])
y = torch.tensor([0, 0, 1, 1])
for t in [0.3, 0.5]:
    pred = (scores >= t).long()
    tp = int(((pred == 1) & (y == 1)).sum())
    fp = int(((pred == 1) & (y == 0)).sum())
    show(f't={t:.1f} tp={tp} fp={fp} acc={(pred == y).float().mean().item():.2f}')

# metric_percent_format
acc = 0.87654
show(f'{acc:.2%}', '{:.1%}'.format(acc))
n = 1234567
show(f'{n:,}', f'{1e-5:e}', f'{123.456:.2e}')

# num_logaddexp
a = torch.tensor([0.0, 1000.0, -1000.0], dtype=torch.float64)
b = torch.tensor([0.0, 1000.0, -1000.0], dtype=torch.float64)
show(torch.logaddexp(a, b))
show(torch.log(torch.exp(a) + torch.exp(b)))

# num_log_softmax_dtype
x = torch.tensor([[1.0, 2.0, 3.0]])
show(F.log_softmax(x, dim=-1, dtype=torch.float64))
show(torch.softmax(x, 1, dtype=torch.float64).sum())

# num_nll_weighted_mean
logp = torch.log(torch.tensor([[0.5, 0.5], [0.25, 0.75], [0.9, 0.1]], dtype=torch.float64))
y = torch.tensor([0, 1, 0])
w = torch.tensor([1.0, 2.0], dtype=torch.float64)
show(F.nll_loss(logp, y, weight=w))
man = -(w[y] * logp[torch.arange(3), y]).sum() / w[y].sum()
show(man)
show(F.nll_loss(logp, y, reduction='sum'))

# num_half_overflow
x = torch.tensor([70000.0, 1e-8, 65504.0])
h = x.half()
show(h)
show(torch.tensor([60000.0], dtype=torch.float16) * 2)
show(h.float())

# num_exp_overflow
x = torch.tensor([88.0, 89.0, -104.0, -110.0])
show(torch.exp(x))
show(torch.exp(x.double()))

# num_int_overflow
x = torch.tensor([2 ** 62])
show(x * 4, x + x)
show(torch.iinfo(torch.int64).max, torch.iinfo(torch.int32).min)
show(torch.tensor([127], dtype=torch.int8) + 1)

# num_stable_mean_large
x = torch.full((4,), 1e8, dtype=torch.float64) + torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)
show(x.mean(), x.var())
show((x - x.mean()).pow(2).sum() / 3)

# cum_running_min_loop
xs = torch.tensor([5.0, 3.0, 4.0, 1.0, 2.0])
cur = xs[0]
outs = [cur.item()]
for v in xs[1:]:
    cur = torch.minimum(cur, v)
    outs.append(cur.item())
show(outs)
show(xs.cummin(0).values)

# cum_cumsum_with_reset
x = torch.tensor([1, 2, 0, 3, 4, 0, 5])
cs = x.cumsum(0)
resets = torch.where(x == 0, cs, torch.zeros_like(cs))
show(cs - resets.cummax(0).values)

# cum_cumprod_zero
x = torch.tensor([2.0, 0.0, 3.0])
show(x.cumprod(0))
show(torch.cumprod(torch.tensor([1, -1, 2, -2]), 0))
show(torch.tensor([[1, 2], [3, 4]]).cumprod(dim=0))

# cum_python_sum_start
vals = [torch.tensor(1.5), torch.tensor(2.5)]
show(sum(vals, torch.tensor(10.0)))
show(sum([1, 2, 3], 10), sum(v.item() for v in vals))

# alg_euler_ode
y = torch.tensor(1.0, dtype=torch.float64)
h = 0.1
for i in range(10):
    y = y + h * (-2.0 * y)
show(f'{y.item():.6f}', f'{math.exp(-2.0):.6f}')

# alg_rk4_step
f = lambda t, y: -y + t
y, t, h = torch.tensor([1.0], dtype=torch.float64), 0.0, 0.5
for _ in range(2):
    k1 = f(t, y)
    k2 = f(t + h / 2, y + h / 2 * k1)
    k3 = f(t + h / 2, y + h / 2 * k2)
    k4 = f(t + h, y + h * k3)
    y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    t += h
show(y, t)

# alg_sieve
N = 30
is_prime = torch.ones(N + 1, dtype=torch.bool)
is_prime[:2] = False
for i in range(2, int(N ** 0.5) + 1):
    if is_prime[i]:
        is_prime[i * i::i] = False
show(torch.nonzero(is_prime).flatten().tolist())
show(is_prime.sum())

# alg_game_of_life
grid = torch.zeros(1, 1, 5, 5)
grid[0, 0, 2, 1:4] = 1
k = torch.ones(1, 1, 3, 3)
k[0, 0, 1, 1] = 0
for _ in range(2):
    n = F.conv2d(grid, k, padding=1)
    grid = ((n == 3) | ((grid == 1) & (n == 2))).float()
    show(grid[0, 0].nonzero().tolist())

# alg_floyd_warshall
inf = float('inf')
D = torch.tensor([[0.0, 3.0, inf], [inf, 0.0, 1.0], [2.0, inf, 0.0]])
for k in range(3):
    D = torch.minimum(D, D[:, k:k + 1] + D[k:k + 1, :])
show(D)

# alg_pagerank
A = torch.tensor([[0.0, 1.0, 1.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], dtype=torch.float64)
M = A / A.sum(0, keepdim=True)
r = torch.full((3,), 1 / 3, dtype=torch.float64)
for _ in range(100):
    r = 0.15 / 3 + 0.85 * M @ r
show(r.round(decimals=4), r.sum().round(decimals=6))

# alg_gram_schmidt
A = torch.tensor([[1.0, 1.0], [0.0, 1.0], [1.0, 0.0]], dtype=torch.float64)
q0 = A[:, 0] / A[:, 0].norm()
v1 = A[:, 1] - (q0 @ A[:, 1]) * q0
q1 = v1 / v1.norm()
Q = torch.stack([q0, q1], dim=1)
show(Q.round(decimals=4))
show((Q.T @ Q).round(decimals=10))

# alg_lerp_golden
a, b = torch.tensor([0.0, 10.0]), torch.tensor([10.0, 20.0])
show(torch.lerp(a, b, 0.25), a.lerp(b, torch.tensor([0.5, 1.0])))
phi = (math.sqrt(5) - 1) / 2
lo, hi = 0.0, 4.0
f = lambda x: (x - 1.5) ** 2
for _ in range(40):
    c, d = hi - phi * (hi - lo), lo + phi * (hi - lo)
    if f(c) < f(d):
        hi = d
    else:
        lo = c
show(round((lo + hi) / 2, 5))

# img_conv_dilation
x = torch.arange(25.).reshape(1, 1, 5, 5)
k = torch.ones(1, 1, 2, 2)
show(F.conv2d(x, k, dilation=2))
show(F.conv2d(x, k, stride=(1, 2)).shape)

# img_unbatched_pool
x = torch.arange(16.).reshape(1, 4, 4)
show(F.max_pool2d(x, 2))
show(F.avg_pool2d(x, 2).shape)
show(F.conv2d(x, torch.ones(2, 1, 3, 3)).shape)

# img_threshold_histogram
img = torch.tensor([[0.1, 0.6], [0.9, 0.4]])
show((img > 0.5).to(torch.uint8))
show(torch.where(img > 0.5, 255, 0))
show(torch.histc(img, bins=2, min=0, max=1))

# img_pad_crop_negative
x = torch.arange(16.).reshape(1, 1, 4, 4)
show(F.pad(x, (-1, -1, -1, -1)))
show(x[..., 1:-1, 1:-1].equal(F.pad(x, (-1, -1, -1, -1))))

# img_bicubic_nearest_exact
x = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]], dtype=torch.float64)
show(F.interpolate(x, scale_factor=2, mode='bilinear', align_corners=False))
show(F.interpolate(x, size=(2, 4), mode='nearest'))

# img_channel_last_conversion
img = torch.arange(12).reshape(2, 2, 3)
chw = img.permute(2, 0, 1)
show(chw.shape, chw.is_contiguous(), chw.contiguous().stride())
show(chw[0])

# book_type_checks
x = torch.tensor([1.0, 2.0])
show(isinstance(x, torch.Tensor), torch.is_tensor(x), torch.is_tensor([1]))
show(x.dtype == torch.float32, str(x.dtype), x.is_floating_point(), torch.tensor([1]).is_floating_point())
show(type(x.sum().item()).__name__, type(torch.tensor(3).item()).__name__, type(torch.tensor(True).item()).__name__)

# book_nested_comprehension
m = torch.tensor([[1.0, 2.0 / 3.0], [0.125, 4.0]])
show([[round(v, 2) for v in row] for row in m.tolist()])
show(list(zip(*m.tolist())))
for i, row in enumerate(m.tolist(), start=1):
    show(i, row)

# book_sorted_dict_items
d = {'b': torch.tensor(2), 'a': torch.tensor(1), 'c': torch.tensor(3)}
show(dict(sorted(d.items())))
show({k: v.item() for k, v in sorted(d.items(), key=lambda kv: -kv[1].item())})

# book_tuple_keys_counts
pairs = torch.tensor([[0, 1], [1, 0], [0, 1], [2, 2]])
counts = {}
for a, b in pairs.tolist():
    counts[(a, b)] = counts.get((a, b), 0) + 1
show(counts)
show(max(counts, key=counts.get))

# book_str_concat_report
rows = [('train', 0.5, 0.9), ('val', 0.75, 0.8)]
lines = []
for name, loss, acc in rows:
    lines.append(name.ljust(6) + f'{loss:8.4f}' + f'{acc:8.2%}')
show('\n'.join(lines))
show(len(lines[0]))

# book_none_results
results = {'best': None, 'history': []}
for v in [0.3, 0.1, 0.2]:
    results['history'].append(v)
    if results['best'] is None or v < results['best']:
        results['best'] = v
show(results)
show(results.get('missing'), results.get('missing', -1))

# err_mlp_shape_mismatch_add
h = torch.ones(4, 3)
b = torch.ones(4)
attempt(lambda: h + b)
attempt(lambda: h * torch.ones(2, 3))
show((h + b[:, None]).shape)

# err_view_noncontiguous
x = torch.arange(6).reshape(2, 3).T
attempt(lambda: x.view(6))
show(x.reshape(6), x.contiguous().view(3, 2).shape)
attempt(lambda: x.reshape(4, 2))

# err_index_out_of_bounds
logits = torch.zeros(3, 4)
attempt(lambda: logits[3])
attempt(lambda: logits[:, 4])
attempt(lambda: logits[torch.tensor([0, 5])])
show(logits[-1].shape, logits[:, -4].shape)

# err_cat_stack_sizes
a = torch.ones(2, 3)
b = torch.ones(2, 4)
attempt(lambda: torch.cat([a, b]))
show(torch.cat([a, b], dim=1).shape)
attempt(lambda: torch.stack([a, b]))
attempt(lambda: torch.cat([a, torch.ones(3)], dim=0))

# err_ce_shapes
logits = torch.zeros(4, 3)
attempt(lambda: F.cross_entropy(logits, torch.tensor([0, 1, 2])))
attempt(lambda: F.cross_entropy(logits, torch.tensor([[0], [1], [2], [0]])))
attempt(lambda: F.nll_loss(logits, torch.tensor([0, 1, 2, 3])))

# err_mean_int
counts = torch.tensor([3, 4, 5])
attempt(lambda: counts.mean())
show(counts.float().mean(), counts.sum() / len(counts), counts.double().std())
attempt(lambda: torch.median(torch.tensor([]), 0))

# err_argmax_empty
e = torch.tensor([])
attempt(lambda: e.argmax())
attempt(lambda: e.max())
show(e.sum(), e.mean(), e.numel())
attempt(lambda: torch.zeros(0, 3).argmax(dim=1))
attempt(lambda: torch.zeros(0, 3).argmax(dim=0))

# err_ragged_tensor
attempt(lambda: torch.tensor([[1, 2], [3]]))
attempt(lambda: torch.tensor([1, 'a']))
show(torch.tensor([[1, 2], [3, 4.5]]).dtype)

# err_reshape_invalid
x = torch.arange(8)
attempt(lambda: x.reshape(3, 3))
attempt(lambda: x.view(-1, -1))
show(x.reshape(2, -1).shape, x.view(-1, 2, 2).shape)

# err_unsqueeze_squeeze_dims
x = torch.zeros(2, 1, 3)
attempt(lambda: x.unsqueeze(4))
show(x.squeeze(0).shape, x.squeeze(1).shape, x.unsqueeze(-1).shape)
attempt(lambda: x.squeeze(3))

# err_expand_invalid
x = torch.zeros(2, 3)
attempt(lambda: x.expand(3, 3))
show(x.expand(4, 2, 3).shape, torch.zeros(3, 1).expand(-1, 4).shape)

# err_inplace_broadcast
x = torch.zeros(3)
attempt(lambda: x.add_(torch.ones(2, 3)))
y = torch.zeros(2, 3)
y.add_(torch.ones(3))
show(y)

# err_arange_zero_step
attempt(lambda: torch.arange(0, 1, 0))
attempt(lambda: torch.arange(0, 5, -1))
attempt(lambda: torch.linspace(0, 1, -2))
show(torch.arange(3, 3), torch.linspace(0, 1, 0))

# err_conv_input_dims
w = torch.ones(1, 1, 3, 3)
attempt(lambda: F.conv2d(torch.ones(5, 5), w))
attempt(lambda: F.conv2d(torch.ones(1, 1, 2, 2), w))
attempt(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))

# err_interpolate_args
x = torch.ones(1, 1, 2, 2)
attempt(lambda: F.interpolate(x))
attempt(lambda: F.interpolate(x, size=3, scale_factor=2))
attempt(lambda: F.interpolate(x, size=(3, 3), mode='cubic'))

# err_softmax_dim
x = torch.ones(2, 3)
attempt(lambda: F.softmax(x, dim=2))
attempt(lambda: x.sum(dim=-3))
attempt(lambda: torch.cumsum(x, dim=5))

# err_mask_shape
x = torch.arange(6).reshape(2, 3)
m = torch.tensor([True, False])
attempt(lambda: x[m, m])
show(x[m], x[:, torch.tensor([True, False, True])])
attempt(lambda: x[torch.tensor([True, False, True])])

# err_matmul_0d
attempt(lambda: torch.tensor(2.0) @ torch.tensor(3.0))
attempt(lambda: torch.ones(3) @ torch.ones(4))
show(torch.ones(3) @ torch.ones(3))

# err_item_empty
attempt(lambda: torch.zeros(2, 2).tolist()[2])
show(torch.tensor([[5]]).item())

# err_one_hot_float_target
y = torch.tensor([0.0, 2.0])
attempt(lambda: F.one_hot(y, 3))
show(F.one_hot(y.long(), 3))
attempt(lambda: F.one_hot(torch.tensor([0, 1]), num_classes=1))

# err_gather_dims
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.gather(1, torch.tensor([0, 1])))
attempt(lambda: x.gather(1, torch.tensor([[3], [0]])))
show(x.gather(1, torch.tensor([[2], [0]])))

# err_scatter_dtype
x = torch.zeros(3)
attempt(lambda: x.scatter_(0, torch.tensor([0, 1]), torch.tensor([1, 2])))
show(x.scatter(0, torch.tensor([0, 2]), 5.0))
attempt(lambda: x.index_add_(0, torch.tensor([0]), torch.ones(1, dtype=torch.float64)))

# err_dtype_promotion_inplace
x = torch.tensor([1, 2, 3])
attempt(lambda: x.add_(0.5))
attempt(lambda: x.mul_(torch.tensor([1.5])))
x += 2
show(x, (x / 2).dtype, (x * 1.0).dtype)

# err_bool_arith
m = torch.tensor([True, False])
attempt(lambda: m - m)
attempt(lambda: -m)
show(m + m, m * 3, ~m, m.sum())

# err_loss_reduction_name
p = torch.zeros(3)
attempt(lambda: F.mse_loss(p, p, reduction='avg'))
attempt(lambda: F.l1_loss(p, torch.zeros(3, dtype=torch.int64)))
show(F.mse_loss(p, p, reduction='none'))

# err_topk_too_large
x = torch.tensor([3, 1, 2])
attempt(lambda: x.topk(4))
attempt(lambda: x.kthvalue(0))
show(x.topk(3).values, x.topk(0))

# err_norm_int
x = torch.tensor([3, 4])
# PyTorch 2's torch.norm and Tensor.norm are linalg.vector_norm for a number or 'fro' p (1.13's words differ)
attempt(lambda: torch.linalg.vector_norm(x))
show(x.float().norm(), torch.linalg.vector_norm(x.double()))
# PyTorch 2's F.normalize takes input.norm(p, dim, keepdim=True) first, linalg.vector_norm's
attempt(lambda: torch.linalg.vector_norm(x, 2, 0, True))

# err_layer_norm_weight_shape
x = torch.ones(2, 4)
attempt(lambda: F.layer_norm(x, (4,), weight=torch.ones(3)))
attempt(lambda: F.batch_norm(x, torch.zeros(3), torch.ones(3)))
show(F.layer_norm(x, (4,)))

# err_embedding_float_index
emb = torch.ones(4, 2)
attempt(lambda: F.embedding(torch.tensor([0.0, 1.0]), emb))
attempt(lambda: F.embedding(torch.tensor([-1]), emb))
show(F.embedding(torch.tensor([[3]]), emb).shape)

# err_split_sizes_sum
x = torch.arange(5)
attempt(lambda: torch.split(x, [2, 2]))
attempt(lambda: x.chunk(0))
show(x.split([1, 4]), x.chunk(10))

# err_where_dtype
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1, 2]), torch.tensor([0.5, 0.5])))
show(torch.where(c, 1, 0.5), torch.where(c, 2, 3).dtype)
attempt(lambda: torch.where(torch.tensor([1, 0]), 1.0, 0.0))

# err_clamp_min_gt_max
x = torch.tensor([0.0, 5.0, 10.0])
show(x.clamp(min=6, max=4))
show(torch.clamp(torch.tensor([1, 5, 9]), 2.5, 7.5))
attempt(lambda: x.clamp(min=torch.tensor([1.0, 2.0])))

# err_repeat_fewer_dims
x = torch.ones(2, 3)
attempt(lambda: x.repeat(2))
show(x.repeat(1, 2).shape, x.repeat(2, 1, 1).shape)

# err_permute_wrong
x = torch.zeros(2, 3, 4)
attempt(lambda: x.permute(0, 1))
attempt(lambda: x.permute(0, 1, 1))
show(x.permute(2, 0, 1).shape, x.permute(-1, -2, -3).shape)

# err_flatten_dims
x = torch.zeros(2, 3, 4)
attempt(lambda: x.flatten(2, 1))
show(x.flatten(0, 1).shape, x.flatten(-2).shape, torch.tensor(5.0).flatten())

# err_pool_padding
x = torch.ones(1, 1, 4, 4)
attempt(lambda: F.max_pool2d(x, 2, padding=2))
attempt(lambda: F.avg_pool2d(x, 2, stride=0))
show(F.max_pool2d(x, 2, padding=1).shape)

# err_pad_too_long
x = torch.ones(2, 2)
attempt(lambda: F.pad(x, (1,)))
attempt(lambda: F.pad(x, (3, 3), mode='reflect'))

# err_sort_stable_kw
x = torch.tensor([2, 1, 2, 1])
show(torch.sort(x, stable=True))
show(x.argsort(stable=True, descending=True))
attempt(lambda: x.sort(dim=1))

# err_bincount_negative
attempt(lambda: torch.bincount(torch.tensor([-1, 2])))
attempt(lambda: torch.bincount(torch.tensor([[1, 2]])))
attempt(lambda: torch.bincount(torch.tensor([0.5])))
show(torch.bincount(torch.tensor([], dtype=torch.long)), torch.bincount(torch.tensor([], dtype=torch.long), minlength=3))

# err_cdist_dims
attempt(lambda: torch.cdist(torch.ones(3), torch.ones(3)))
attempt(lambda: torch.cdist(torch.ones(2, 3), torch.ones(2, 4)))
show(torch.cdist(torch.zeros(1, 2), torch.tensor([[3.0, 4.0]])))

# err_lerp_weight
a = torch.zeros(3)
attempt(lambda: torch.lerp(a, torch.ones(3, dtype=torch.float64), 0.5))
show(torch.lerp(a, torch.ones(3), torch.tensor(0.25)))

# err_trapz_bad_args
y = torch.tensor([1.0, 2.0, 3.0])
show(torch.trapezoid(y, dx=2), torch.trapz(y, torch.tensor([0.0, 1.0, 3.0])))
attempt(lambda: torch.trapezoid(y, torch.tensor([0.0, 1.0])))
attempt(lambda: torch.trapezoid(torch.tensor([True, False])))

# err_matrix_power_checks
attempt(lambda: torch.linalg.matrix_power(torch.ones(2, 3), 2))
attempt(lambda: torch.matrix_power(torch.ones(3), 2))
show(torch.linalg.matrix_power(torch.tensor([[2.0, 0.0], [0.0, 3.0]]), 4))
show(torch.eye(2).matrix_power(0).dtype)

# err_cov_checks
attempt(lambda: torch.cov(torch.ones(2, 2, 2)))
attempt(lambda: torch.cov(torch.tensor([True, False])))
show(torch.cov(torch.tensor([[1.0, 3.0], [2.0, 2.0]])))
show(torch.corrcoef(torch.tensor([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]])))

# err_fill_diagonal_checks
attempt(lambda: torch.zeros(3).fill_diagonal_(1))
attempt(lambda: torch.zeros(2, 3, 2).fill_diagonal_(1))
show(torch.zeros(2, 4).fill_diagonal_(7))
show(torch.ones(3, 3, dtype=torch.int64).fill_diagonal_(0))

# prog_train_logreg_full
X = torch.tensor([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [2.0, 2.0], [2.0, 1.0]], dtype=torch.float64)
y = torch.tensor([0.0, 0.0, 0.0, 1.0, 1.0, 1.0], dtype=torch.float64)
Xn = (X - X.mean(0)) / X.std(0)
w = torch.zeros(2, dtype=torch.float64)
b = torch.tensor(0.0, dtype=torch.float64)
history = []
for epoch in range(200):
    z = Xn @ w + b
    p = torch.sigmoid(z)
    loss = F.binary_cross_entropy(p, y)
    gw = Xn.T @ (p - y) / len(y)
    gb = (p - y).mean()
    w = w - 0.5 * gw
    b = b - 0.5 * gb
    if epoch % 50 == 0:
        history.append(round(loss.item(), 4))
pred = (torch.sigmoid(Xn @ w + b) > 0.5).double()
show(history)
show(f'acc={(pred == y).double().mean().item():.4f}')
show(w.round(decimals=3), round(b.item(), 3))

# prog_softmax_classifier_eval
W = torch.tensor([[1.0, -1.0], [0.5, 0.5], [-1.0, 1.0]])
b = torch.tensor([0.0, 0.1, 0.0])
X = torch.tensor([[2.0, 0.0], [0.0, 2.0], [1.0, 1.0], [3.0, -1.0]])
y = torch.tensor([0, 2, 1, 0])
logits = X @ W.T + b
probs = logits.softmax(dim=1)
loss = F.cross_entropy(logits, y)
pred = probs.argmax(dim=1)
conf, _ = probs.max(dim=1)
show(pred.tolist(), [round(c, 3) for c in conf.tolist()])
show(f'loss {loss.item():.4f} acc {(pred == y).float().mean().item():.2f}')
cm = torch.zeros(3, 3, dtype=torch.int64)
for t, p in zip(y.tolist(), pred.tolist()):
    cm[t, p] += 1
show(cm)

# prog_tiny_gpt_block
torch.manual_seed(0)
T, C = 4, 4
x = torch.arange(T * C, dtype=torch.float64).reshape(1, T, C) / 10
Wq = torch.eye(C, dtype=torch.float64)
Wk = torch.eye(C, dtype=torch.float64).flip(0)
Wv = torch.ones(C, C, dtype=torch.float64) / C
h = F.layer_norm(x, (C,))
q, k, v = h @ Wq, h @ Wk, h @ Wv
att = (q @ k.transpose(-2, -1)) / math.sqrt(C)
att = att.masked_fill(torch.tril(torch.ones(T, T)) == 0, float('-inf'))
att = F.softmax(att, dim=-1)
out = x + att @ v
show(att[0].round(decimals=4))
show(out.shape, out[0, -1].round(decimals=4))

# prog_dataset_pipeline
raw = [[5.1, 3.5, 0], [4.9, 3.0, 0], [6.2, 3.4, 1], [5.9, 3.0, 1], [6.9, 3.1, 2], [6.7, 3.3, 2]]
data = torch.tensor(raw, dtype=torch.float64)
X, y = data[:, :2], data[:, 2].long()
perm = torch.tensor([4, 0, 2, 5, 1, 3])
X, y = X[perm], y[perm]
n_train = 4
Xtr, Xte, ytr, yte = X[:n_train], X[n_train:], y[:n_train], y[n_train:]
mu, sd = Xtr.mean(0), Xtr.std(0)
Xtr = (Xtr - mu) / sd
Xte = (Xte - mu) / sd
show(ytr.tolist(), yte.tolist())
show(Xte.round(decimals=4))
show(F.one_hot(ytr, 3).sum(0))
for i, (xb, yb) in enumerate(zip(Xtr.split(2), ytr.split(2))):
    show(i, tuple(xb.shape), yb.tolist())

# prog_knn_full
train_X = torch.tensor([[1.0, 1.0], [1.5, 2.0], [5.0, 5.0], [6.0, 5.5], [1.0, 0.5]])
train_y = torch.tensor([0, 0, 1, 1, 0])
test_X = torch.tensor([[1.2, 1.1], [5.5, 5.0], [3.0, 3.0]])
k = 3
d = ((test_X[:, None, :] - train_X[None, :, :]) ** 2).sum(-1)
idx = d.argsort(dim=1)[:, :k]
votes = train_y[idx]
pred = torch.mode(votes, dim=1).values
show(idx.tolist())
show(votes.tolist(), pred.tolist())
counts = torch.stack([torch.bincount(v, minlength=2) for v in votes])
show(counts)

# prog_kmeans_loop
X = torch.tensor([[0.0, 0.0], [0.5, 0.0], [0.0, 0.5], [5.0, 5.0], [5.5, 5.0], [5.0, 5.5]], dtype=torch.float64)
C = X[[0, 3]].clone()
for it in range(5):
    d = torch.cdist(X, C)
    a = d.argmin(1)
    newC = torch.stack([X[a == j].mean(0) for j in range(2)])
    shift = (newC - C).abs().max().item()
    C = newC
    if shift < 1e-9:
        show('converged at', it)
        break
show(C.round(decimals=4), a.tolist())

# prog_pca_power
X = torch.tensor([[2.0, 0.0], [0.0, 1.0], [-2.0, 0.0], [0.0, -1.0]], dtype=torch.float64)
Xc = X - X.mean(0)
cov = Xc.T @ Xc / (len(X) - 1)
v = torch.tensor([1.0, 1.0], dtype=torch.float64)
for _ in range(100):
    v = cov @ v
    v = v / v.norm()
lam = (v @ cov @ v).item()
show(cov)
show(v.round(decimals=6), round(lam, 6))
show((Xc @ v).round(decimals=6))

# prog_conv_net_forward
x = torch.arange(2 * 1 * 6 * 6, dtype=torch.float32).reshape(2, 1, 6, 6) / 36
w1 = torch.ones(2, 1, 3, 3) / 9
w1[1] *= -1
h = F.relu(F.conv2d(x, w1, padding=1))
h = F.max_pool2d(h, 2)
show(h.shape)
flat = h.flatten(1)
W2 = torch.ones(3, flat.shape[1]) / flat.shape[1]
logits = flat @ W2.T
show(flat.shape, logits.shape)
show(logits.argmax(1).tolist(), (h[:, 1] == 0).all().item())

# prog_metrics_report
y_true = torch.tensor([0, 1, 2, 2, 1, 0, 1, 2])
y_pred = torch.tensor([0, 2, 2, 2, 1, 0, 0, 1])
n = 3
cm = torch.bincount(y_true * n + y_pred, minlength=n * n).view(n, n)
tp = cm.diag().float()
precision = tp / cm.sum(0).clamp(min=1)
recall = tp / cm.sum(1).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-12)
report = {}
for c in range(n):
    report[f'class_{c}'] = {'p': round(precision[c].item(), 3), 'r': round(recall[c].item(), 3), 'f1': round(f1[c].item(), 3)}
show(cm)
for k, v in report.items():
    show(k, v)
show(f'macro f1 {f1.mean().item():.4f} acc {(tp.sum() / cm.sum()).item():.4f}')

# prog_lr_schedule
base_lr = 0.1
lrs = []
for step in range(10):
    warm = min(1.0, (step + 1) / 3)
    cos = 0.5 * (1 + math.cos(math.pi * step / 10))
    lrs.append(base_lr * warm * cos)
show([f'{lr:.4f}' for lr in lrs])
t = torch.tensor(lrs)
show(t.argmax().item(), t.cummax(0).values[-1])

# prog_early_stopping
val = torch.tensor([1.0, 0.8, 0.7, 0.72, 0.71, 0.75, 0.69])
best, wait, patience, stopped = float('inf'), 0, 2, None
for epoch, v in enumerate(val.tolist()):
    if v < best - 1e-3:
        best, wait = v, 0
    else:
        wait += 1
        if wait >= patience:
            stopped = epoch
            break
show(best, stopped, wait)

# prog_gradient_check
f = lambda w: ((w ** 2) * torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)).sum()
w = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64)
analytic = 2 * w * torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
eps = 1e-6
numeric = torch.zeros(3, dtype=torch.float64)
for i in range(3):
    e = torch.zeros(3, dtype=torch.float64)
    e[i] = eps
    numeric[i] = (f(w + e) - f(w - e)) / (2 * eps)
show(analytic)
show(torch.allclose(numeric, analytic, atol=1e-6), (numeric - analytic).abs().max().item() < 1e-6)

# prog_sgd_minibatch
X = torch.arange(8, dtype=torch.float64).reshape(8, 1)
y = 3 * X.squeeze(1) + 1
w = torch.zeros(1, dtype=torch.float64)
b = 0.0
order = [3, 7, 1, 5, 0, 4, 2, 6]
for epoch in range(300):
    for s in range(0, 8, 4):
        idx = torch.tensor(order[s:s + 4])
        xb, yb = X[idx], y[idx]
        err = xb.squeeze(1) * w + b - yb
        w = w - 0.01 * 2 * (err * xb.squeeze(1)).mean()
        b = b - 0.01 * 2 * err.mean().item()
show(round(w.item(), 3), round(b, 3))

# prog_attention_visual
tokens = ['the', 'cat', 'sat']
E = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], dtype=torch.float64)
scores = E @ E.T / math.sqrt(2)
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
w = scores.masked_fill(mask, -math.inf).softmax(-1)
for i, tok in enumerate(tokens):
    row = ' '.join(f'{v:.2f}' for v in w[i].tolist())
    show(f'{tok:>4}: {row}')

# prog_normalize_images_batch
imgs = torch.arange(2 * 3 * 2 * 2, dtype=torch.float64).reshape(2, 3, 2, 2)
mean = imgs.mean(dim=(0, 2, 3), keepdim=True)
std = imgs.std(dim=(0, 2, 3), keepdim=True)
norm = (imgs - mean) / std
show(mean.flatten(), std.flatten().round(decimals=4))
show(norm.mean(dim=(0, 2, 3)).abs().max().item() < 1e-12)
show(norm[0, 0].round(decimals=4))

# prog_edge_detect_pipeline
img = torch.zeros(6, 6)
img[1:5, 1:5] = 1.0
k = torch.tensor([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]])
edges = F.conv2d(img[None, None], k[None, None], padding=1)[0, 0]
show(edges.int())
show((edges != 0).sum().item(), edges.min().item(), edges.max().item())

# prog_histogram_equalize
img = torch.tensor([[0, 0, 1, 1], [1, 2, 2, 3]])
hist = torch.bincount(img.flatten(), minlength=4)
cdf = hist.cumsum(0)
lut = ((cdf - cdf.min()) * 3 / (cdf.max() - cdf.min())).round().long()
show(hist, cdf, lut)
show(lut[img])

# prog_resize_compare
x = torch.arange(16, dtype=torch.float64).reshape(1, 1, 4, 4)
down = F.avg_pool2d(x, 2)
up = F.interpolate(down, scale_factor=2, mode='nearest')
err = (up - x).abs().mean()
show(down[0, 0])
show(up.shape, f'{err.item():.4f}')
up2 = F.interpolate(down, size=(4, 4), mode='bilinear', align_corners=True)
show(up2[0, 0])

# prog_running_stats_dict
stream = [4.0, 7.0, 13.0, 16.0]
stats = {'n': 0, 'mean': 0.0, 'm2': 0.0, 'min': math.inf, 'max': -math.inf}
for x in stream:
    stats['n'] += 1
    d = x - stats['mean']
    stats['mean'] += d / stats['n']
    stats['m2'] += d * (x - stats['mean'])
    stats['min'] = min(stats['min'], x)
    stats['max'] = max(stats['max'], x)
var = stats['m2'] / (stats['n'] - 1)
show(stats)
show(var, torch.tensor(stream, dtype=torch.float64).var().item())

# prog_beam_search_tiny
logp = torch.log(torch.tensor([[0.5, 0.4, 0.1], [0.1, 0.6, 0.3], [0.3, 0.3, 0.4]], dtype=torch.float64))
beams = [([0], 0.0)]
for step in range(2):
    cand = []
    for seq, score in beams:
        for tok in range(3):
            cand.append((seq + [tok], score + logp[seq[-1], tok].item()))
    cand.sort(key=lambda c: -c[1])
    beams = cand[:2]
for seq, score in beams:
    show(seq, f'{score:.4f}')

# prog_viterbi_small
trans = torch.log(torch.tensor([[0.7, 0.3], [0.4, 0.6]], dtype=torch.float64))
emit = torch.log(torch.tensor([[0.9, 0.1], [0.2, 0.8]], dtype=torch.float64))
obs = [0, 1, 1]
v = torch.log(torch.tensor([0.5, 0.5], dtype=torch.float64)) + emit[:, obs[0]]
back = []
for o in obs[1:]:
    s = v[:, None] + trans
    best, arg = s.max(dim=0)
    back.append(arg)
    v = best + emit[:, o]
path = [v.argmax().item()]
for arg in reversed(back):
    path.append(arg[path[-1]].item())
show(list(reversed(path)), f'{v.max().item():.4f}')

# prog_dropout_mask_fixed
x = torch.ones(2, 4)
keep = torch.tensor([[1, 0, 1, 1], [0, 1, 1, 0]], dtype=torch.bool)
p = 0.25
y = x * keep / (1 - p)
show(y)
show(y.sum(1), keep.float().mean())

# prog_label_smoothing_manual
logits = torch.tensor([[2.0, 1.0, 0.0]], dtype=torch.float64)
y = torch.tensor([0])
eps, K = 0.1, 3
logp = F.log_softmax(logits, -1)
target = torch.full_like(logp, eps / K)
target[0, y] += 1 - eps
manual = -(target * logp).sum(-1).mean()
show(manual)
show(F.cross_entropy(logits, y, label_smoothing=eps))

# prog_focal_loss
logits = torch.tensor([2.0, -1.0, 0.5], dtype=torch.float64)
y = torch.tensor([1.0, 0.0, 1.0], dtype=torch.float64)
p = torch.sigmoid(logits)
ce = F.binary_cross_entropy_with_logits(logits, y, reduction='none')
pt = p * y + (1 - p) * (1 - y)
focal = ((1 - pt) ** 2 * ce).mean()
show(ce)
show(f'{focal.item():.6f}')

# prog_contrastive_sim
z = torch.tensor([[1.0, 0.0], [0.9, 0.1], [0.0, 1.0], [0.1, 0.9]], dtype=torch.float64)
z = F.normalize(z, dim=1)
sim = z @ z.T / 0.5
sim.fill_diagonal_(float('-inf'))
labels = torch.tensor([1, 0, 3, 2])
loss = F.cross_entropy(sim, labels)
show(sim.round(decimals=3))
show(f'{loss.item():.4f}')

# prog_position_encoding
T, D = 4, 4
pos = torch.arange(T, dtype=torch.float64).unsqueeze(1)
div = torch.exp(torch.arange(0, D, 2, dtype=torch.float64) * (-math.log(10000.0) / D))
pe = torch.zeros(T, D, dtype=torch.float64)
pe[:, 0::2] = torch.sin(pos * div)
pe[:, 1::2] = torch.cos(pos * div)
show(pe.round(decimals=4))
show(pe.norm(dim=1).round(decimals=4))

# prog_numeric_integration_compare
f = lambda x: torch.exp(-x ** 2)
for n in [5, 9, 17]:
    x = torch.linspace(0, 1, n, dtype=torch.float64)
    trap = torch.trapezoid(f(x), x)
    h = 1 / (n - 1)
    simp = h / 3 * (f(x[0]) + 4 * f(x[1:-1:2]).sum() + 2 * f(x[2:-1:2]).sum() + f(x[-1]))
    show(n, f'{trap.item():.8f}', f'{simp.item():.8f}')

# prog_newton_system
def F_(v):
    x, y = v[0], v[1]
    return torch.stack([x ** 2 + y ** 2 - 4, x - y])
def J(v):
    x, y = v[0], v[1]
    return torch.stack([torch.stack([2 * x, 2 * y]), torch.tensor([1.0, -1.0], dtype=torch.float64)])
v = torch.tensor([1.0, 0.5], dtype=torch.float64)
for i in range(6):
    Jm, Fv = J(v), F_(v)
    det = Jm[0, 0] * Jm[1, 1] - Jm[0, 1] * Jm[1, 0]
    dx = (Jm[1, 1] * Fv[0] - Jm[0, 1] * Fv[1]) / det
    dy = (Jm[0, 0] * Fv[1] - Jm[1, 0] * Fv[0]) / det
    v = v - torch.stack([dx, dy])
show(v.round(decimals=8), math.sqrt(2))

# prog_cumulative_returns
prices = torch.tensor([100.0, 102.0, 99.0, 105.0, 104.0], dtype=torch.float64)
ret = prices[1:] / prices[:-1] - 1
cum = torch.cumprod(1 + ret, 0) - 1
peak = torch.cummax(prices, 0).values
dd = (prices - peak) / peak
show(ret.round(decimals=4))
show(cum.round(decimals=4))
show(dd.min().round(decimals=4), dd.argmin().item())

# prog_moving_average_ops
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], dtype=torch.float64)
w = 3
cs = torch.cat([torch.zeros(1, dtype=torch.float64), x.cumsum(0)])
ma = (cs[w:] - cs[:-w]) / w
show(ma)
show(x.unfold(0, w, 1).mean(1))
show(F.avg_pool1d(x[None, None], w, stride=1)[0, 0])

# prog_matrix_stats
M = torch.tensor([[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]], dtype=torch.float64)
show(torch.trace(M), M.diag(), (M == M.T).all().item())
show(M.sum(0), M.sum(1), M.max(), M.argmax())
show(torch.linalg.matrix_norm(M), torch.linalg.norm(M, ord=1))
show(torch.linalg.matrix_power(M, 2)[0])

# prog_tokenize_count
text = 'the cat sat on the mat the cat'
words = text.split()
vocab = sorted(set(words))
stoi = {w: i for i, w in enumerate(vocab)}
ids = torch.tensor([stoi[w] for w in words])
counts = torch.bincount(ids, minlength=len(vocab))
show(vocab)
show(ids.tolist(), counts.tolist())
top = counts.topk(2)
show([vocab[i] for i in top.indices.tolist()], top.values.tolist())

# prog_bigram_model
text = 'abab ba'
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
N = torch.zeros(len(chars), len(chars), dtype=torch.int32)
for a, b in zip(text, text[1:]):
    N[stoi[a], stoi[b]] += 1
P = (N + 1).float()
P = P / P.sum(1, keepdim=True)
show(chars, N)
show(P.round(decimals=3))
nll = -sum(torch.log(P[stoi[a], stoi[b]]).item() for a, b in zip(text, text[1:])) / (len(text) - 1)
show(f'{nll:.4f}')

# py_tensor_truthiness
t = torch.tensor([0.0])
if t:
    show('nonzero')
else:
    show('zero')
count = torch.tensor(3)
while count > 0:
    count -= 1
show(count, bool(torch.tensor(2)), not torch.tensor(0))

# py_float_reprs
show(0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1.5e-7, 100.0, 1e22)
show(round(2.5), round(3.5), round(-0.5), round(1.005, 2), round(0.125, 2))
show(int(-2.7), int(2.7), math.floor(-2.5), math.ceil(-2.5), -7 // 2, -7 % 2)
show(float('inf'), -math.inf, float('nan'), math.isnan(float('nan')))

# py_tensor_item_float_repr
x = torch.tensor([0.1, 0.2, 0.3])
show(x.sum().item(), (x[0] + x[1]).item())
show(x.double().sum().item(), torch.tensor(0.1, dtype=torch.float64).item())
show(torch.tensor(1 / 3).item(), torch.tensor(2.0 ** 0.5, dtype=torch.float16).item())

# py_string_building
names = ['loss', 'acc', 'f1']
vals = torch.tensor([0.123456, 0.9, 0.75])
parts = [f'{n}={v:.3f}' for n, v in zip(names, vals.tolist())]
show(' | '.join(parts))
show('%s: %.2f' % ('loss', vals[0].item()), '%5d|%-5d|' % (42, 7))
show('{0}/{1} {0}'.format('a', 'b'), 'x'.center(5, '*'), 'abc'.upper(), ' pad '.strip())

# py_dict_methods
d = {'a': 1}
d.setdefault('b', []).append(torch.tensor(2).item())
d.update({'c': 3})
show(d, d.pop('a'), d)
show(list(d.items()), 'b' in d, len(d))
show({k: v for k, v in sorted({'z': 1, 'y': 2}.items())})

# py_closures_defaults
def make_scaler(s):
    def f(x):
        return x * s
    return f
double = make_scaler(2)
show(double(torch.tensor([1, 2])), double(3))
def step(w, lr=0.1, *, decay=0.0):
    return w - lr * (w * decay + 1)
show(step(torch.tensor(1.0)), step(torch.tensor(1.0), 0.5, decay=1.0))

# py_args_kwargs
def summarize(*tensors, **opts):
    total = sum(t.sum() for t in tensors)
    if opts.get('mean', False):
        return total / sum(t.numel() for t in tensors)
    return total
a, b = torch.tensor([1.0, 2.0]), torch.tensor([3.0])
show(summarize(a, b), summarize(a, b, mean=True))
show(summarize(*[a, a]))

# py_recursion
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
show([fib(i) for i in range(10)])
show(torch.tensor([fib(i) for i in range(10)]).cumsum(0)[-1])

# py_exceptions_finally
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError as e:
        show('caught', e)
        return float('nan')
    finally:
        show('done')
show(safe_div(1, 0), safe_div(torch.tensor(1.0), 0))

# py_raise_custom_check
def check_shape(t, n):
    if t.shape[-1] != n:
        raise ValueError(f'expected last dim {n}, got {t.shape[-1]}')
    return True
try:
    check_shape(torch.zeros(2, 3), 4)
except ValueError as e:
    show('error:', e)
show(check_shape(torch.zeros(3), 3))

# py_assert_message
x = torch.tensor([1.0, 2.0])
try:
    assert x.sum() > 5, f'sum too small: {x.sum().item()}'
except AssertionError as e:
    show('AssertionError', e)

# py_tuple_prints
show((1,), (), (torch.tensor(1),), [(1, 'a'), (2, 'b')])
show([[1, 2], [3]], {'k': (1.5, None)}, [True, None, 'x'])
show()
show(str(None), repr('it\'s'), repr("q"), [repr(x) for x in ['a', 1]])

# py_map_filter
vals = torch.tensor([1, -2, 3, -4])
pos = list(filter(lambda v: v > 0, vals.tolist()))
sq = list(map(lambda v: v * v, pos))
show(pos, sq)
show(list(map(int, torch.tensor([1.7, 2.2]))), list(map(float, torch.tensor([1, 2]))))

# py_enumerate_zip_tensors
a = torch.tensor([1, 2, 3])
b = torch.tensor([10, 20, 30])
out = [x * y for x, y in zip(a, b)]
show(out)
show(torch.stack(out), sum(x.item() * y.item() for x, y in zip(a, b)))

# py_global_counter
calls = 0
def forward(x):
    global calls
    calls += 1
    return x.relu()
for i in range(3):
    forward(torch.tensor([-1.0, 1.0]))
show(calls)

# py_while_convergence
x = torch.tensor(10.0, dtype=torch.float64)
it = 0
while abs(x.item() - 2.0) > 1e-10 and it < 100:
    x = x - (x * x - 4) / (2 * x)
    it += 1
show(it, x.item())

# py_list_slicing_stats
losses = [0.9, 0.7, 0.6, 0.55, 0.52, 0.51]
show(losses[-3:], losses[::2], losses[::-1][:2])
window = torch.tensor(losses[-3:])
show(f'{window.mean().item():.4f}', f'{(window.max() - window.min()).item():.4f}')

# py_min_max_key
results = [('a', torch.tensor(0.3)), ('b', torch.tensor(0.1)), ('c', torch.tensor(0.2))]
best = min(results, key=lambda r: r[1].item())
show(best[0], best[1])
show(max(results, key=lambda r: r[1])[0])
show(sorted(results, key=lambda r: r[1].item(), reverse=True)[0][0])

# py_int_tensor_index_python_list
lst = [10, 20, 30, 40]
i = torch.tensor(2)
show(lst[i], lst[int(i)], lst[i.item()])
show(range(5)[torch.tensor(1)], 'abc'[torch.tensor(0)])

# py_tensor_in_fstring_spec
t = torch.tensor(2.5)
show(f'{t:.2f}', f'{t:8.3f}|', f'{t.item():+.1f}')
n = torch.tensor(7)
show(f'{n:3d}|', f'{n.item():b}', f'{int(n):x}')

# py_nested_functions_tensors
def mlp(x, layers):
    for W, b in layers:
        x = torch.relu(x @ W + b)
    return x
layers = [(torch.eye(2), torch.zeros(2)), (torch.tensor([[1.0], [-1.0]]), torch.tensor([0.5]))]
show(mlp(torch.tensor([[2.0, 1.0], [1.0, 3.0]]), layers))

# py_unpack_shapes
x = torch.zeros(2, 3, 4)
B, T, C = x.shape
show(B, T, C, B * T * C == x.numel())
*lead, last = x.shape
show(lead, last)
N, *rest = x.size()
show(N, rest)

# py_conditional_expression_dtype
def to_float(t):
    return t if t.is_floating_point() else t.float()
show(to_float(torch.tensor([1, 2])), to_float(torch.tensor([1.5], dtype=torch.float64)))
show([to_float(t).dtype for t in [torch.tensor(1), torch.tensor(True), torch.tensor(1.0, dtype=torch.float16)]])

# py_divmod_int_tensor
q, r = divmod(17, 5)
show(q, r, divmod(-17, 5), divmod(7.5, 2))
t = torch.tensor([17, -17])
show(t // 5, t % 5, torch.div(t, 5, rounding_mode='trunc'))

# py_chained_comparisons
x = torch.tensor(0.5)
show(0 < x.item() < 1, 0 < x < 1 if False else 'skip')
v = 3
show(1 < v <= 3, 1 < v < 3)

# py_string_methods_report
header = 'epoch'.ljust(6) + 'loss'.rjust(8)
rows = [header] + [str(e).ljust(6) + f'{l:8.4f}' for e, l in enumerate([1.0, 0.5])]
show('\n'.join(rows))
show('a,b,,c'.split(','), 'x y  z'.split(), '-'.join(['1', '2']))
show('Loss: 0.5'.startswith('Loss'), 'abc'.replace('b', 'B'), 'ABC'.lower().find('c'))

# dt_bf16_mlp_elementwise
x = torch.tensor([[1.0, -2.0, 3.0]], dtype=torch.bfloat16)
w = torch.tensor([0.5, 0.25, -1.0], dtype=torch.bfloat16)
h = torch.relu(x * w + 0.1)
show(h, h.dtype)
show(h.sum(), h.float().sum())
show((x * w).to(torch.float32))

# dt_int_labels_dtypes
y = torch.tensor([0, 2, 1], dtype=torch.int32)
show(F.one_hot(y.long(), 3).dtype, y.long().dtype)
attempt(lambda: F.cross_entropy(torch.zeros(3, 3), y))
show(F.cross_entropy(torch.zeros(3, 3), y.long()))

# dt_uint8_image_pipeline
img = torch.tensor([[0, 128], [255, 64]], dtype=torch.uint8)
f = img.float() / 255
show(f)
show((f * 255).round().byte(), img.to(torch.float64).mean())
show(img // 2, img + 1, img.max().item())

# dt_float64_default_promotion
a = torch.tensor([1, 2, 3])
show(a * 0.5, (a * 0.5).dtype, a / 2)
show(torch.tensor([1.0]) + torch.tensor([1.0], dtype=torch.float64))
show((a + torch.tensor(1.5, dtype=torch.float64)).dtype, (a.float() + torch.tensor(1.5, dtype=torch.float64)).dtype)

# dt_bool_masks_arith
m = torch.tensor([True, False, True])
x = torch.tensor([1.0, 2.0, 3.0])
show(x * m, x[m].sum(), m.float().mean(), m.long().sum())
show(m & ~m, m | torch.tensor([False, True, False]), m ^ True)

# dt_half_printing
h = torch.tensor([0.1, 1.0 / 3, 1000.5, 65504.0], dtype=torch.float16)
show(h)
show(h.float())
show(torch.tensor([1e-4, 6e-8], dtype=torch.float16))

# dt_bf16_printing
b = torch.tensor([0.1, 1.0 / 3, 1000.5, 3e38], dtype=torch.bfloat16)
show(b)
show(b.double())

# dt_int_div_floor_neg
a = torch.tensor([-7, 7, -8], dtype=torch.int32)
show(a // 2, a % 3, a / 2, (a / 2).dtype)
show(torch.floor_divide(a, -2), torch.remainder(a, -3))

# dt_argmax_int_dtype
x = torch.tensor([[1, 5, 2]], dtype=torch.int16)
show(x.argmax(1), x.max(1).values.dtype, x.sum().dtype, x.float().mean())
show(x.cumsum(1).dtype, x.prod().dtype)

# dt_softmax_half_input
x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
show(torch.softmax(x.to(torch.bfloat16), 0))
show(torch.softmax(x, 0).to(torch.bfloat16))

# dt_to_and_type
x = torch.tensor([1.7, -1.7])
show(x.int(), x.long(), x.to(torch.int8), x.type(torch.int16))
show(x.to(dtype=torch.float64), x.double().float().dtype)
show(torch.tensor([300]).to(torch.uint8), torch.tensor([-1]).to(torch.uint8))

# dt_linspace_arange_dtypes
show(torch.arange(5).dtype, torch.arange(5.0).dtype, torch.arange(0, 1, 0.5).dtype)
show(torch.linspace(0, 10, 5, dtype=torch.int64), torch.arange(3, dtype=torch.float16))
show(torch.zeros(2, dtype=torch.bool), torch.full((2,), 7).dtype, torch.full((2,), 7.0).dtype)

# dt_mean_dtype_kw
x = torch.tensor([1, 2, 4])
show(x.mean(dtype=torch.float32), x.sum(dtype=torch.float64), torch.mean(x.float()))
show(torch.tensor([True, False, True]).sum(dtype=torch.int32))

# dt_cumsum_half
x = torch.tensor([0.5, 0.25, 0.125], dtype=torch.bfloat16)
show(x.cumsum(0), x.cumprod(0), x.cumsum(0).dtype)
show(torch.tensor([1, 2, 3], dtype=torch.uint8).cumsum(0).dtype)

# dt_where_mixed
c = torch.tensor([True, False])
show(torch.where(c, torch.tensor([1], dtype=torch.int32), torch.tensor([2.5])))
show(torch.where(c, torch.tensor(1, dtype=torch.uint8), torch.tensor(-1, dtype=torch.int8)))

# dt_maximum_minimum_mixed
a = torch.tensor([1, 5, 3])
b = torch.tensor([2.5, 4.0, float('nan')])
show(torch.maximum(a, b), torch.minimum(a, b))
show(torch.fmax(b, torch.tensor([0.0, 9.0, 1.0])), torch.max(a, torch.tensor(2)))

# dt_clamp_int_with_float
x = torch.tensor([1, 5, 9])
show(x.clamp(2, 7), x.clamp(min=2.5), x.clamp(max=torch.tensor([0, 4, 8])))

# dt_norm_half
x = torch.tensor([3.0, 4.0], dtype=torch.bfloat16)
show(x.norm(), torch.linalg.vector_norm(x, dtype=torch.float32), x.float().norm())

# dt_isclose_allclose
a = torch.tensor([1.0, 2.0, float('nan')])
b = torch.tensor([1.0 + 1e-9, 2.1, float('nan')])
show(torch.isclose(a, b), torch.isclose(a, b, equal_nan=True))
show(torch.allclose(a[:2], b[:2], atol=0.2), torch.equal(a, a))

# dt_sign_abs_neg_zero
x = torch.tensor([-0.0, 0.0, -2.5, 3.0])
show(torch.sign(x), x.abs(), -x, torch.signbit(x))
show(torch.copysign(torch.tensor([1.0, 1.0]), torch.tensor([-0.0, 0.0])))

# dt_round_modes
x = torch.tensor([0.5, 1.5, 2.5, -0.5, 1.2345], dtype=torch.float64)
show(torch.round(x), x.round(decimals=2), torch.trunc(x), torch.floor(x), torch.ceil(x))
show(torch.frac(x))

# dt_int_tensor_to_python
t = torch.tensor([3, 4], dtype=torch.int8)
show(t.tolist(), [type(v).__name__ for v in t.tolist()], t[0].item() * 100)
show(torch.tensor([1.5], dtype=torch.float16).tolist(), torch.tensor([True]).tolist())

# pr_large_summarized
x = torch.arange(2000)
show(x)
show(torch.arange(1200.).reshape(40, 30)[:3])
show(torch.zeros(1001).shape)

# pr_sci_mode_wide_range
x = torch.tensor([1e-5, 1.0, 1e5])
show(x)
show(torch.tensor([0.001, 1234.5]), torch.tensor([1e10, 1.0]))
show(torch.tensor([123456789.0]), torch.tensor([0.1, 100000.0]))

# pr_set_printoptions
torch.set_printoptions(precision=2)
show(torch.tensor([1.23456, 2.5]))
torch.set_printoptions(sci_mode=False)
show(torch.tensor([1e-5, 1.0, 1e5]))
torch.set_printoptions(precision=4, sci_mode=None)
show(torch.tensor([1.23456, 1e-5]))

# pr_shape_dtype_fstrings
t = torch.zeros(2, 3, dtype=torch.float64)
show(f'{t.shape} {t.dtype}')
show(f'shape={tuple(t.shape)} numel={t.numel()} {str(t.dtype)}')
show(str(t.shape), list(t.shape), t.shape == torch.Size([2, 3]))

# pr_int_3d_negative
x = torch.arange(-6, 6).reshape(2, 2, 3)
show(x)
show(x.abs().max(), x.T.shape if False else x.permute(2, 1, 0).shape)

# mem_strides_contiguity
x = torch.arange(12).reshape(3, 4)
show(x.stride(), x.T.stride(), x[:, 1:].stride(), x[:, 1:].storage_offset())
show(x.T.is_contiguous(), x[1:].is_contiguous(), x[:, ::2].is_contiguous())
show(x.element_size(), x.float().element_size(), x.nbytes, x.half().itemsize)

# mem_unbind_chunk
x = torch.arange(6).reshape(2, 3)
a, b, c = x.unbind(1)
show(a, b, c)
show(torch.unbind(x), x.chunk(2, dim=1))

# comb_block_diag_cartesian
show(torch.block_diag(torch.ones(1, 2), torch.full((2, 1), 2.0)))
show(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4])))
show(torch.combinations(torch.tensor([1, 2, 3]), r=2))

# comb_tril_indices_pairs
idx = torch.tril_indices(3, 3, offset=-1)
show(idx)
M = torch.arange(9).reshape(3, 3)
show(M[idx[0], idx[1]], torch.triu_indices(3, 3).shape)

# lin_products
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
show(torch.dot(a, b), torch.inner(a, b), torch.outer(a, b)[1])
show(torch.mv(torch.eye(3) * 2, a), torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10])))

# lin_einsum_variants
A = torch.arange(4.).reshape(2, 2)
B = torch.ones(2, 2)
show(torch.einsum('ij,ij->i', A, B), torch.einsum('i,j->ij', A[0], A[1]))
show(torch.einsum('ii->', A), torch.einsum('ij->ji', A), torch.einsum('ij,jk', A, B))

# samp_inverse_cdf
probs = torch.tensor([0.1, 0.2, 0.3, 0.4], dtype=torch.float64)
cdf = probs.cumsum(0)
u = torch.tensor([0.05, 0.1, 0.25, 0.61, 0.99], dtype=torch.float64)
show(cdf)
show(torch.searchsorted(cdf, u), torch.searchsorted(cdf, u, right=True))

# samp_top_p_filter
logits = torch.tensor([2.0, 1.0, 0.5, -1.0], dtype=torch.float64)
probs = logits.softmax(-1)
sp, si = probs.sort(descending=True)
cum = sp.cumsum(-1)
keep = cum - sp < 0.8
show(si[keep].tolist(), sp[keep].sum().round(decimals=4))
filtered = torch.full_like(logits, float('-inf'))
filtered[si[keep]] = logits[si[keep]]
show(filtered.softmax(-1).round(decimals=4))

# samp_top_k_filter
logits = torch.tensor([[1.0, 3.0, 2.0, 0.0]])
v, _ = torch.topk(logits, 2)
out = logits.masked_fill(logits < v[:, [-1]], float('-inf'))
show(out)
show(F.softmax(out, dim=-1))

# idx_take_along_dim
x = torch.tensor([[10, 30, 20], [5, 4, 6]])
i = x.argsort(dim=1)
show(torch.take_along_dim(x, i, dim=1))
show(x.gather(1, x.argmax(1, keepdim=True)).squeeze(1))

# idx_lexsort_stable
a = torch.tensor([2, 1, 2, 1, 3])
b = torch.tensor([5, 9, 1, 3, 0])
o = b.argsort(stable=True)
o = o[a[o].argsort(stable=True)]
show(o, a[o], b[o])

# idx_scatter_onehot
y = torch.tensor([2, 0, 1])
oh = torch.zeros(3, 4).scatter_(1, y.unsqueeze(1), 1.0)
show(oh)
show(torch.zeros(3, 4, dtype=torch.long).scatter(1, y[:, None], torch.ones(3, 1, dtype=torch.long)))

# idx_index_put_values
x = torch.zeros(3, 3)
x[torch.arange(3), torch.tensor([2, 1, 0])] = torch.tensor([1.0, 2.0, 3.0])
show(x)
x.index_put_((torch.tensor([0, 0]), torch.tensor([0, 0])), torch.tensor([5.0, 6.0]), accumulate=True)
show(x[0])

# idx_masked_scatter_select
x = torch.tensor([[1, -2], [-3, 4]])
show(x.masked_select(x > 0), torch.masked_select(x, x < 0))
show(x.masked_scatter(x < 0, torch.tensor([100, 200])))

# norm_variants_functional
x = torch.tensor([[3.0, 4.0], [0.0, -2.0]], dtype=torch.float64)
show(F.normalize(x, p=float('inf'), dim=1), F.normalize(x, p=2, dim=1, eps=1e-3))
show(torch.linalg.norm(x, dim=1), torch.linalg.norm(x, ord='fro'), x.norm(p=1))

# win_unfold_sequence
seq = torch.arange(10.)
win = seq.unfold(0, 4, 3)
show(win)
show(win.max(dim=1).values, F.max_pool1d(seq[None, None], 4, stride=3)[0, 0])

# win_attention_local_mask
T, w = 5, 1
i = torch.arange(T)
mask = (i[None, :] - i[:, None]).abs() <= w
show(mask.int())
s = torch.zeros(T, T).masked_fill(~mask, float('-inf')).softmax(-1)
show(s[0], s[2])

# mlp_xor_fixed_weights
X = torch.tensor([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
W1 = torch.tensor([[1.0, 1.0], [1.0, 1.0]])
b1 = torch.tensor([0.0, -1.0])
W2 = torch.tensor([[1.0], [-2.0]])
h = torch.relu(X @ W1 + b1)
y = h @ W2
show(h)
show(y.squeeze(1), y.squeeze().int().tolist())

# mlp_layer_stack_dict
params = {'W1': torch.eye(3), 'b1': torch.ones(3), 'W2': torch.ones(3, 1), 'b2': torch.zeros(1)}
x = torch.tensor([[1.0, -2.0, 0.5]])
h = F.relu(x @ params['W1'] + params['b1'])
out = h @ params['W2'] + params['b2']
show(out, {k: list(v.shape) for k, v in params.items()})
show(sum(p.numel() for p in params.values()))

# mlp_weight_decay_update
w = torch.tensor([1.0, -2.0, 0.5], dtype=torch.float64)
g = torch.tensor([0.1, 0.1, -0.2], dtype=torch.float64)
lr, wd = 0.1, 0.01
w_new = w - lr * (g + wd * w)
show(w_new)
w.mul_(1 - lr * wd).add_(g, alpha=-lr)
show(w, torch.equal(w, w_new))

# mlp_adam_step_by_hand
w = torch.tensor([1.0, -1.0], dtype=torch.float64)
m = torch.zeros(2, dtype=torch.float64)
v = torch.zeros(2, dtype=torch.float64)
b1, b2, lr, eps = 0.9, 0.999, 0.1, 1e-8
for t in range(1, 4):
    g = 2 * w
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    mh = m / (1 - b1 ** t)
    vh = v / (1 - b2 ** t)
    w = w - lr * mh / (vh.sqrt() + eps)
    show(t, [round(x, 6) for x in w.tolist()])

# mlp_grad_clip_norm
grads = [torch.tensor([3.0, 4.0]), torch.tensor([12.0])]
total = torch.norm(torch.stack([g.norm() for g in grads]))
show(total)
max_norm = 6.5
coef = max_norm / (total + 1e-6)
clipped = [g * coef.clamp(max=1.0) for g in grads]
show([c.round(decimals=4) for c in clipped])

# attn_relative_bias
T = 3
pos = torch.arange(T)
rel = pos[None, :] - pos[:, None]
show(rel)
bias = torch.tensor([0.0, -1.0, -2.0])[rel.abs()]
show(bias)
show((torch.zeros(T, T) + bias).softmax(-1).round(decimals=4))

# attn_alibi_slopes
n = 4
slopes = torch.tensor([2 ** (-8 * (i + 1) / n) for i in range(n)])
show(slopes)
dist = torch.arange(3)[None, :] - torch.arange(3)[:, None]
show((slopes[:, None, None] * dist)[1])

# attn_masked_mean_pool
h = torch.arange(12.).reshape(2, 3, 2)
mask = torch.tensor([[1, 1, 0], [1, 0, 0]])
summed = (h * mask.unsqueeze(-1)).sum(1)
counts = mask.sum(1, keepdim=True).clamp(min=1)
show(summed / counts)
show(h.masked_fill(mask.unsqueeze(-1) == 0, float('-inf')).max(1).values)

# ln_welford_vs_var_batch
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [10.0, 10.0, 10.0, 10.0]], dtype=torch.float64)
var, mean = torch.var_mean(x, dim=1, unbiased=False)
show(mean, var)
show(((x - mean[:, None]) / torch.sqrt(var[:, None] + 1e-5)).round(decimals=4))

# ln_batchnorm_manual_running
running_mean = torch.zeros(2, dtype=torch.float64)
momentum = 0.1
for batch in [torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64), torch.tensor([[5.0, 6.0], [7.0, 8.0]], dtype=torch.float64)]:
    running_mean = (1 - momentum) * running_mean + momentum * batch.mean(0)
show(running_mean)

# prep_train_val_test_split
N = 10
idx = torch.tensor([7, 2, 9, 0, 5, 3, 8, 1, 6, 4])
n_tr, n_va = int(0.6 * N), int(0.2 * N)
tr, va, te = idx[:n_tr], idx[n_tr:n_tr + n_va], idx[n_tr + n_va:]
show(tr.tolist(), va.tolist(), te.tolist())
show(len(set(tr.tolist()) | set(va.tolist()) | set(te.tolist())))

# prep_class_weights_balanced
y = torch.tensor([0, 0, 0, 1, 2, 2])
counts = torch.bincount(y, minlength=3).float()
w = len(y) / (3 * counts)
show(w)
show(F.cross_entropy(torch.zeros(6, 3), y, weight=w))

# prep_text_to_tensor_padding
sents = [[3, 1], [4, 1, 5, 9], [2]]
L = max(map(len, sents))
batch = torch.tensor([s + [0] * (L - len(s)) for s in sents])
lengths = torch.tensor([len(s) for s in sents])
show(batch)
show(lengths, (batch != 0).sum(1).equal(lengths))
order = lengths.argsort(descending=True)
show(batch[order])

# prep_feature_hashing
tokens = ['a', 'bb', 'a', 'ccc']
ids = torch.tensor([len(t) % 3 for t in tokens])
vec = torch.zeros(3).index_add_(0, ids, torch.ones(len(tokens)))
show(ids, vec)

# metric_log_loss_multi
p = torch.tensor([[0.7, 0.2, 0.1], [0.1, 0.8, 0.1]], dtype=torch.float64)
y = torch.tensor([0, 1])
ll = -torch.log(p[torch.arange(2), y]).mean()
show(f'{ll.item():.6f}')
show(F.nll_loss(p.log(), y))

# metric_ndcg_small
rel = torch.tensor([3.0, 2.0, 3.0, 0.0], dtype=torch.float64)
disc = 1 / torch.log2(torch.arange(2, 6, dtype=torch.float64))
dcg = ((2 ** rel - 1) * disc).sum()
ideal = ((2 ** rel.sort(descending=True).values - 1) * disc).sum()
show(f'{(dcg / ideal).item():.6f}')

# metric_cosine_retrieval
q = torch.tensor([[1.0, 0.0]])
docs = torch.tensor([[1.0, 1.0], [0.0, 1.0], [2.0, 0.1]])
s = F.cosine_similarity(q, docs, dim=1)
show(s.round(decimals=4), s.argsort(descending=True).tolist())

# num_softmax_temperature_limit
x = torch.tensor([1.0, 2.0, 3.0])
show(torch.softmax(x / 1e-3, 0), torch.softmax(x / 1e3, 0))
show(torch.softmax(torch.tensor([float('inf'), 1.0]), 0))

# num_log_of_zero_probs
p = torch.tensor([0.0, 0.5, 0.5])
show(p * torch.log(p))
show(torch.xlogy(p, p), torch.special.entr(p))
show(-(p * torch.log(p + 1e-12)).sum())

# num_expm1_log1p_loss
x = torch.tensor([1e-8, 1e-3], dtype=torch.float64)
show(torch.expm1(x) - x, torch.exp(x) - 1 - x)

# cum_ranks_ties
x = torch.tensor([30, 10, 20, 10])
ranks = x.argsort().argsort()
show(ranks)
show(torch.unique(x, return_inverse=True)[1])

# cum_segment_sums
vals = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
seg = torch.tensor([0, 0, 1, 1, 1])
show(torch.zeros(2).scatter_add_(0, seg, vals))
show(torch.segment_reduce(vals, 'sum', lengths=torch.tensor([2, 3])) if False else torch.stack([vals[seg == s].sum() for s in range(2)]))

# alg_binary_search_sorted
arr = torch.tensor([1, 3, 5, 7, 9, 11])
target = 7
lo, hi = 0, len(arr) - 1
steps = 0
while lo <= hi:
    mid = (lo + hi) // 2
    steps += 1
    if arr[mid] == target:
        break
    elif arr[mid] < target:
        lo = mid + 1
    else:
        hi = mid - 1
show(mid, steps, torch.searchsorted(arr, target).item())

# alg_prefix_sum_2d
img = torch.arange(1, 10).reshape(3, 3)
S = img.cumsum(0).cumsum(1)
show(S)
r0, c0, r1, c1 = 1, 1, 2, 2
box = S[r1, c1] - S[r0 - 1, c1] - S[r1, c0 - 1] + S[r0 - 1, c0 - 1]
show(box, img[r0:r1 + 1, c0:c1 + 1].sum())

# alg_ema_tensor_ops
x = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)
alpha = 0.5
w = (1 - alpha) ** torch.arange(len(x) - 1, -1, -1, dtype=torch.float64)
show(w)
ema = x[0]
for v in x[1:]:
    ema = alpha * v + (1 - alpha) * ema
show(ema)

# img_dilate_erode_maxpool
m = torch.zeros(1, 1, 5, 5)
m[0, 0, 2, 2] = 1
dil = F.max_pool2d(m, 3, stride=1, padding=1)
ero = -F.max_pool2d(-dil, 3, stride=1, padding=1)
show(dil[0, 0].int())
show(ero[0, 0].int())

# img_box_blur_separable
img = torch.zeros(1, 1, 3, 5)
img[..., 2] = 3.0
kx = torch.ones(1, 1, 1, 3) / 3
ky = torch.ones(1, 1, 3, 1) / 3
out = F.conv2d(F.conv2d(img, kx, padding=(0, 1)), ky, padding=(1, 0))
show(out[0, 0])

# img_crop_center
img = torch.arange(36).reshape(1, 6, 6)
H, W = img.shape[-2:]
ch, cw = 2, 4
top, left = (H - ch) // 2, (W - cw) // 2
show(img[:, top:top + ch, left:left + cw])
show(torch.flip(img, [1, 2])[0, 0])
