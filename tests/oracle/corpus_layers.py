# Twin of tests/golden/corpus_layers.cst (its tensors live on cuda:0).
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402

# upsample's deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    """A case that must fail shows its exception's class and message."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', str(e))


# batch_norm
x = torch.arange(24.0).reshape(2, 3, 4) / 7 - 1
rm = torch.tensor([0.5, -0.25, 1.0]); rv = torch.tensor([1.0, 2.0, 0.5])
show(F.batch_norm(x, rm, rv), F.batch_norm(x, rm, rv, torch.tensor([1.0, 2.0, -1.0]), torch.tensor([0.0, 0.5, 1.0]), eps=0.1))
rm = torch.zeros(3); rv = torch.ones(3)
show(F.batch_norm(x, rm, rv, training=True, momentum=0.3), rm, rv)
show(F.batch_norm(x, None, None, training=True), F.batch_norm(x.double(), None, None, None, None, True))
x4 = torch.arange(48.0).reshape(2, 3, 2, 4).sin()
rm = torch.zeros(3); rv = torch.ones(3)
show(F.batch_norm(x4, rm, rv, weight=torch.tensor([2.0, 1.0, 0.5]), training=True), rm, rv)
show(F.batch_norm(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), torch.zeros(2), torch.ones(2), training=True))
show(torch.batch_norm(x, None, None, torch.zeros(3), torch.ones(3), False, 0.1, 1e-5, True))
attempt(lambda: F.batch_norm(x, None, None))
attempt(lambda: F.batch_norm(x, torch.zeros(3), None))
attempt(lambda: F.batch_norm(x, torch.zeros(2), torch.ones(2)))
attempt(lambda: F.batch_norm(x, torch.zeros(3), torch.ones(3), weight=torch.ones(2)))
attempt(lambda: F.batch_norm(x, torch.zeros(3), torch.ones(3), bias=torch.ones(4)))
attempt(lambda: F.batch_norm(torch.ones(1, 3), torch.zeros(3), torch.ones(3), training=True))
attempt(lambda: F.batch_norm(torch.ones(2, 3, dtype=torch.int64, device='cpu'), torch.zeros(3, device='cpu'), torch.ones(3, device='cpu')))

# instance_norm
show(F.instance_norm(x), F.instance_norm(x4, weight=torch.tensor([1.0, -1.0, 2.0]), bias=torch.tensor([0.0, 1.0, 0.0]), eps=0.01))
rm = torch.zeros(3); rv = torch.ones(3)
show(F.instance_norm(x4, rm, rv, momentum=0.5), rm, rv)
show(F.instance_norm(x, torch.tensor([0.5, 0.0, -0.5]), torch.tensor([1.0, 4.0, 0.25]), use_input_stats=False))
show(torch.instance_norm(x, None, None, None, None, True, 0.1, 1e-5, False))
attempt(lambda: F.instance_norm(torch.ones(2, 3, 1)))
attempt(lambda: F.instance_norm(x, use_input_stats=False))
attempt(lambda: F.instance_norm(x, torch.zeros(2), torch.ones(2)))
attempt(lambda: F.instance_norm(x, weight=torch.ones(4)))

# group_norm
x6 = torch.arange(36.0).reshape(2, 6, 3).cos()
show(F.group_norm(x6, 2), F.group_norm(x6, 3, torch.arange(6.0), torch.ones(6), eps=0.5), F.group_norm(x6, num_groups=6))
show(torch.group_norm(x6, 1), F.group_norm(x4, 1, weight=torch.tensor([1.0, 2.0, 3.0])))
attempt(lambda: F.group_norm(x6, 4))
attempt(lambda: F.group_norm(x6, 2, weight=torch.ones(3)))
attempt(lambda: F.group_norm(x6, 2, bias=torch.ones(4)))
attempt(lambda: F.group_norm(torch.ones(1, 3, 1), 3))
attempt(lambda: F.group_norm(torch.ones(2, 4, dtype=torch.int64, device='cpu'), 2))
# norms_dtypes: bfloat16 and float64, weights, a non-contiguous input
xb = torch.arange(48.0).reshape(2, 3, 2, 4).sin() * 3
wb = torch.tensor([1.0, -2.0, 0.5]); bb = torch.tensor([0.1, 0.0, -0.3])
show(F.batch_norm(xb.bfloat16(), torch.tensor([0.5, -1.0, 0.0]), torch.tensor([2.0, 0.5, 1.0]), wb, bb), F.batch_norm(xb.double(), rm.double(), rv.double(), eps=0.01))
show(F.group_norm(xb.double(), 1, wb.double()), F.group_norm(xb.transpose(2, 3), 3, bias=bb), F.instance_norm(xb.transpose(2, 3), weight=wb))
show(F.instance_norm(xb, torch.tensor([0.5, -1.0, 0.0]), torch.tensor([2.0, 0.5, 1.0]), wb, bb, use_input_stats=False))

# local_response_norm
show(F.local_response_norm(x, 2), F.local_response_norm(x4, 3, alpha=0.5, beta=1.0, k=2.0), F.local_response_norm(x6, size=4))
show(F.local_response_norm(torch.ones(2, 3, 0), 2))

# adaptive_pool
y = torch.tensor([[[3.0, -1.0, 4.0, 1.0, -5.0, 9.0, 2.0]], [[6.0, 5.0, 3.0, 5.0, 8.0, 9.0, 7.0]]])
show(F.adaptive_avg_pool1d(y, 3), F.adaptive_avg_pool1d(y, 7), F.adaptive_avg_pool1d(y, [4]), F.adaptive_max_pool1d(y, 3))
show(F.adaptive_max_pool1d(y, 5, return_indices=True), torch.adaptive_max_pool1d(y[0], 2), torch.adaptive_avg_pool1d(y, 1))
show(F.adaptive_max_pool1d(y, 10, True), F.adaptive_max_pool1d(torch.tensor([[1.0, 3.0, 3.0, 2.0]]), 2, True))
z = torch.arange(35.0).reshape(1, 5, 7).cos()
show(F.adaptive_avg_pool2d(z, 3), F.adaptive_avg_pool2d(z, (2, None)), F.adaptive_max_pool2d(z, (3, 2), True))
show(F.adaptive_max_pool2d(z.unsqueeze(0).expand(2, 2, 5, 7), 1), F.adaptive_avg_pool2d(z.double(), (1, 4)))
attempt(lambda: F.adaptive_avg_pool1d(torch.ones(4), 2))
attempt(lambda: F.adaptive_max_pool1d(y, (2, 2)))
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(2, 3, 4, 4, 4), 2))
attempt(lambda: F.adaptive_max_pool2d(torch.ones(4, 4), 2))
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(4, 4), (2, 2)))
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(2, 0, 4), 2))
attempt(lambda: F.adaptive_avg_pool2d(torch.ones(2, 3, 4, dtype=torch.int64, device='cpu'), 2))
show(F.adaptive_avg_pool2d(xb, (1, 2)), F.adaptive_avg_pool2d(xb.transpose(2, 3), 2), torch.adaptive_avg_pool1d(xb[0], 2), F.adaptive_avg_pool2d(xb.double(), (2, 4)))

# pool_indices_lp_pool
m = torch.tensor([[[1.0, 5.0, 2.0, 8.0, 3.0, 7.0]]])
show(F.max_pool1d_with_indices(m, 2), F.max_pool2d_with_indices(z, 2, stride=1, padding=1))
show(F.lp_pool1d(m, 2, 2), F.lp_pool1d(m, 1.5, 3, stride=2), F.lp_pool1d(m, 3, 4, 1, True))
show(F.lp_pool2d(z.abs(), 2, 2), F.lp_pool2d(z.abs(), 2.0, (2, 3), stride=(1, 2)), F.lp_pool2d(z.unsqueeze(0), 1, 3, ceil_mode=True))

# shuffles
p16 = torch.arange(32).reshape(2, 4, 2, 2)
show(F.pixel_shuffle(p16, 2), torch.pixel_shuffle(p16.float()[:1], 1), F.pixel_unshuffle(torch.arange(16.0).reshape(1, 4, 4), 2))
show(torch.pixel_unshuffle(F.pixel_shuffle(p16, 2), 2).equal(p16), F.pixel_shuffle(torch.arange(18).reshape(2, 9, 1, 1), upscale_factor=3).shape)
show(F.channel_shuffle(torch.arange(12).reshape(1, 6, 2), 3), torch.channel_shuffle(torch.arange(24.0).reshape(1, 4, 3, 2), 2))
attempt(lambda: F.pixel_shuffle(torch.ones(1, 3, 2, 2), 2))
attempt(lambda: F.pixel_unshuffle(torch.ones(1, 3, 3, 2), 2))
attempt(lambda: F.pixel_unshuffle(torch.ones(1, 3, 2, 3), 2))
attempt(lambda: F.pixel_shuffle(torch.ones(4, 2), 2))
attempt(lambda: F.pixel_shuffle(torch.ones(1, 4, 2, 2), 0))
attempt(lambda: F.channel_shuffle(torch.ones(1, 3, 3, 2), 2))
attempt(lambda: F.channel_shuffle(torch.ones(4), 2))
attempt(lambda: F.channel_shuffle(torch.ones(1, 4, 2), 0))
show(F.pixel_shuffle(p16.transpose(2, 3), 2), F.pixel_unshuffle(p16.reshape(1, 2, 4, 4).transpose(2, 3), 2), F.pixel_shuffle(p16.reshape(2, 1, 4, 2, 2), 2))

# interpolate_nearest
a = torch.tensor([[[1.0, 2.0, 3.0, 4.0, 5.0]]])
show(F.interpolate(a, size=8), F.interpolate(a, size=3), F.interpolate(a, scale_factor=1.7), F.interpolate(a, scale_factor=0.5))
show(F.interpolate(a, size=8, mode='nearest-exact'), F.interpolate(a, scale_factor=2.5, mode='nearest-exact'), F.interpolate(a, size=2, mode='nearest-exact'))
b = torch.arange(12.0).reshape(1, 1, 3, 4)
show(F.interpolate(b, size=(5, 3)), F.interpolate(b, scale_factor=(1.5, 0.75)), F.interpolate(b, scale_factor=2, mode='nearest'))
show(F.interpolate(torch.arange(8.0).reshape(1, 1, 2, 2, 2), scale_factor=1.5), F.interpolate(b.to(torch.uint8), size=(2, 6)))
show(F.upsample_nearest(b, size=4), F.upsample(a, scale_factor=1.5))

# interpolate_linear
show(F.interpolate(a, size=8, mode='linear'), F.interpolate(a, size=8, mode='linear', align_corners=True), F.interpolate(a, scale_factor=0.6, mode='linear'))
show(F.interpolate(a, size=1, mode='linear', align_corners=True), F.interpolate(a, size=3, mode='linear', align_corners=False))
show(F.interpolate(b, size=(4, 7), mode='bilinear'), F.interpolate(b, scale_factor=1.5, mode='bilinear', align_corners=True))
show(F.interpolate(b.double(), size=(2, 2), mode='bilinear'), F.upsample_bilinear(b, size=(3, 5)), F.upsample(b, scale_factor=2, mode='bilinear', align_corners=False))
show(F.interpolate(torch.arange(8.0).reshape(1, 1, 2, 2, 2), size=(3, 2, 3), mode='trilinear'))
show(F.interpolate(b, size=(2, 2), mode='area'), F.interpolate(a, scale_factor=0.5, mode='area'))
show(F.interpolate(b.transpose(2, 3), scale_factor=2), F.interpolate(b.transpose(2, 3), size=(3, 5), mode='bilinear'), F.interpolate(b.double(), scale_factor=2.5, mode='bilinear'))

# interpolate_errors
attempt(lambda: F.interpolate(a, size=4, scale_factor=2.0))
attempt(lambda: F.interpolate(a))
attempt(lambda: F.interpolate(a, size=(2, 3)))
attempt(lambda: F.interpolate(b, scale_factor=[2.0]))
attempt(lambda: F.interpolate(a, size=4, align_corners=True))
attempt(lambda: F.interpolate(a, size=4, mode='bilinear'))
attempt(lambda: F.interpolate(b, size=4, mode='linear'))
attempt(lambda: F.interpolate(b, size=4, mode='trilinear'))
attempt(lambda: F.interpolate(a, size=4, mode='cubic'))
attempt(lambda: F.interpolate(torch.ones(3, 4), size=4))
attempt(lambda: F.interpolate(a, size=0))
attempt(lambda: F.interpolate(b, size=(0, 3), mode='bilinear'))
attempt(lambda: F.interpolate(a, size=4, recompute_scale_factor=True))

# conv_transpose
w1 = torch.arange(18.0).reshape(3, 2, 3) / 10 - 0.5
v = torch.arange(15.0).reshape(1, 3, 5).sin()
show(F.conv_transpose1d(v, w1), F.conv_transpose1d(v, w1, torch.tensor([1.0, -1.0]), stride=2, padding=1, output_padding=1))
show(F.conv_transpose1d(v[0], w1, dilation=2, padding=3), torch.conv_transpose1d(v, w1, stride=3, padding=2, output_padding=2))
w2 = torch.arange(24.0).reshape(4, 1, 2, 3) / 8 - 1
u = torch.arange(36.0).reshape(1, 4, 3, 3) / 7 - 2
show(F.conv_transpose2d(u, w2, groups=2), F.conv_transpose2d(u, w2, stride=(2, 1), padding=(1, 0), output_padding=(1, 0), groups=4))
show(F.conv_transpose2d(u, torch.ones(4, 2, 2, 2), bias=torch.tensor([0.5, -0.5]), stride=2, dilation=2), torch.conv_transpose2d((torch.arange(36.0).reshape(1, 4, 3, 3) / 7).double(), w2.double(), None, 1, 1, 0, 2, 1))
show(F.conv_transpose1d(v, w1, dilation=3, padding=1, output_padding=2), F.conv_transpose1d(v, w1, stride=3, padding=1))
show(F.conv_transpose2d(u, w2, torch.tensor([0.25, -0.5, 1.0, 2.0]), stride=(3, 2), padding=(1, 0), output_padding=(2, 1), dilation=(1, 2), groups=4))
show(F.conv_transpose2d(u, w2, torch.tensor([1.0, -1.0]), stride=(2, 3), groups=2), F.conv_transpose2d(u[0], w2, stride=(2, 3)))
show(F.conv_transpose2d(u.double(), torch.ones(4, 2, 2, 2).double(), stride=2, padding=1, output_padding=1))
attempt(lambda: F.conv_transpose1d(torch.ones(1, 4, 5), w1))
attempt(lambda: F.conv_transpose1d(torch.ones(1, 3, 5), w1, groups=2))
attempt(lambda: F.conv_transpose1d(torch.ones(1, 3, 5), w1, bias=torch.ones(3)))
attempt(lambda: F.conv_transpose1d(torch.ones(3), w1))

# fold
c = torch.arange(36.0).reshape(1, 4, 9)
show(F.fold(c, (4, 4), 2), F.fold(torch.arange(16.0).reshape(4, 4), (3, 3), 2, padding=1, stride=2), F.fold(torch.arange(24.0).reshape(1, 8, 3), (2, 5), (2, 2), dilation=(1, 2)))
show(F.fold(F.unfold(u, 2), (3, 3), 2), F.fold(c.double(), output_size=4, kernel_size=(2, 2)))
show(F.fold(c, (6, 6), 2, stride=2), F.fold(torch.arange(24.0).reshape(6, 4), (2, 6), (1, 3), stride=(1, 3)))
show(F.fold(torch.tensor([[[-0.0, 1.0], [2.0, -0.0]]]), (1, 2), 1))
attempt(lambda: F.fold(torch.ones(1, 5, 9), (4, 4), 2))
attempt(lambda: F.fold(torch.ones(1, 4, 8), (4, 4), 2))
attempt(lambda: F.fold(torch.ones(4), (4, 4), 2))
