# Twin of tests/golden/corpus_n38.cst (its tensors live on cuda:0).
import math
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's align_corners warnings are not part of the output.
warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


# conv3d_basic
x = torch.arange(32.).reshape(1, 1, 2, 4, 4) / 8
w = torch.ones(1, 1, 2, 2, 2)
y = F.conv3d(x, w)
show(y.shape)
show(y)



# conv3d_bias
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
w = torch.tensor([[[[[1., 0.], [0., -1.]]]]])
show(F.conv3d(x, w, torch.tensor([0.5])))



# conv3d_two_out_channels
x = torch.arange(54.).reshape(1, 2, 3, 3, 3) / 10
w = torch.stack([torch.ones(2, 1, 2, 2), -torch.ones(2, 1, 2, 2)])
y = F.conv3d(x, w, bias=torch.tensor([1., -1.]))
show(y.shape)
show(y)



# conv3d_stride_int
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
show(F.conv3d(x, torch.ones(1, 1, 2, 2, 2), stride=2))



# conv3d_stride_tuple
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.conv3d(x, torch.ones(1, 1, 1, 2, 2), stride=(1, 2, 2))
show(y.shape, y.sum())



# conv3d_padding_int
x = torch.ones(1, 1, 2, 2, 2)
y = F.conv3d(x, torch.ones(1, 1, 3, 3, 3), padding=1)
show(y)



# conv3d_padding_tuple
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.conv3d(x, torch.ones(1, 1, 1, 1, 1), padding=(0, 1, 0))
show(y.shape)
show(y[0, 0, 0])



# conv3d_padding_same
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
y = F.conv3d(x, torch.ones(1, 1, 3, 3, 3) / 27, padding='same')
show(y.shape)
show(y[0, 0, 1])



# conv3d_padding_same_even_kernel
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
y = F.conv3d(x, torch.ones(1, 1, 2, 2, 2), padding='same')
show(y.shape)
show(y[0, 0, 2])



# conv3d_padding_valid
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
show(F.conv3d(x, torch.ones(1, 1, 2, 2, 2), padding='valid').shape)



# conv3d_dilation
x = torch.arange(125.).reshape(1, 1, 5, 5, 5)
y = F.conv3d(x, torch.ones(1, 1, 2, 2, 2), dilation=2)
show(y.shape)
show(y)



# conv3d_dilation_tuple
x = torch.arange(48.).reshape(1, 1, 3, 4, 4)
y = F.conv3d(x, torch.ones(1, 1, 1, 2, 2), dilation=(1, 2, 1))
show(y.shape, y[0, 0, 0])



# conv3d_groups
x = torch.arange(32.).reshape(1, 4, 2, 2, 2)
w = torch.arange(1., 5.).reshape(4, 1, 1, 1, 1)
y = F.conv3d(x, w, groups=4)
show(y[0, :, 0, 0])



# conv3d_groups_two
x = torch.arange(32.).reshape(1, 4, 2, 2, 2)
w = torch.ones(2, 2, 1, 2, 2)
y = F.conv3d(x, w, groups=2)
show(y.shape)
show(y)



# conv3d_unbatched
x = torch.arange(27.).reshape(1, 3, 3, 3)
y = F.conv3d(x, torch.ones(2, 1, 2, 2, 2))
show(y.shape)
show(y[1])



# conv3d_batch_of_two
x = torch.stack([torch.ones(1, 2, 2, 2), 2 * torch.ones(1, 2, 2, 2)])
show(F.conv3d(x, torch.ones(1, 1, 2, 2, 2)).flatten())



# conv3d_float64
x = torch.arange(27., dtype=torch.float64).reshape(1, 1, 3, 3, 3) / 3
y = F.conv3d(x, torch.full((1, 1, 2, 2, 2), 0.1, dtype=torch.float64))
show(y.dtype)
show(y)



# conv3d_float16
# PyTorch 1.13's CPU has no float16 conv3d: CUDA's accumulates in float32, rounded once
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
y = F.conv3d(x, torch.ones(1, 1, 2, 2, 2)).half()
show(y.dtype, y.flatten())

# conv3d_bfloat16
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.conv3d(x, torch.ones(1, 1, 2, 2, 2)).bfloat16()
show(y)

# conv3d_keywords
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
y = F.conv3d(input=x, weight=torch.ones(1, 1, 2, 2, 2), bias=None, stride=1, padding=0, dilation=1, groups=1)
show(y.sum())



# conv3d_torch_form
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
show(torch.conv3d(x, torch.ones(1, 1, 3, 3, 3)))



# conv3d_1x1_channel_mix
x = torch.arange(16.).reshape(1, 2, 2, 2, 2)
w = torch.tensor([[1., 1.], [1., -1.]]).reshape(2, 2, 1, 1, 1)
show(F.conv3d(x, w)[0, :, 1])



# conv3d_video_shape
x = torch.ones(2, 3, 4, 8, 8)
w = torch.ones(5, 3, 3, 3, 3) / 81
y = F.conv3d(x, w, stride=(1, 2, 2), padding=1)
show(y.shape, y[0, 0, 1, 1])



# conv3d_empty_batch
y = F.conv3d(torch.ones(0, 1, 3, 3, 3), torch.ones(2, 1, 2, 2, 2))
show(y.shape, y)



# conv3d_gradient_kernel
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
w = torch.zeros(1, 1, 3, 1, 1)
w[0, 0, 0] = -1
w[0, 0, 2] = 1
show(F.conv3d(x, w, padding=(1, 0, 0))[0, 0, :, 0, 0])



# conv3d_bad_rank
attempt(lambda: F.conv3d(torch.ones(2, 3), torch.ones(1, 1, 1, 1, 1)))



# conv3d_bad_channels
attempt(lambda: F.conv3d(torch.ones(1, 2, 3, 3, 3), torch.ones(1, 1, 1, 1, 1)))



# conv3d_kernel_too_big
attempt(lambda: F.conv3d(torch.ones(1, 1, 2, 2, 2), torch.ones(1, 1, 3, 3, 3)))



# conv3d_bad_padding_string
attempt(lambda: F.conv3d(torch.ones(1, 1, 2, 2, 2), torch.ones(1, 1, 1, 1, 1), padding='full'))



# conv3d_same_strided
attempt(lambda: F.conv3d(torch.ones(1, 1, 4, 4, 4), torch.ones(1, 1, 3, 3, 3), stride=2, padding='same'))



# conv3d_bad_stride_list
attempt(lambda: F.conv3d(torch.ones(1, 1, 4, 4, 4), torch.ones(1, 1, 1, 1, 1), stride=(1, 2)))



# conv3d_bad_groups
attempt(lambda: F.conv3d(torch.ones(1, 4, 2, 2, 2), torch.ones(3, 2, 1, 1, 1), groups=2))



# conv3d_bad_bias
attempt(lambda: F.conv3d(torch.ones(1, 1, 2, 2, 2), torch.ones(2, 1, 1, 1, 1), torch.ones(3)))



# conv3d_negative_padding
attempt(lambda: F.conv3d(torch.ones(1, 1, 2, 2, 2), torch.ones(1, 1, 1, 1, 1), padding=-1))



# max_pool3d_basic
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.max_pool3d(x, 2)
show(y.shape)
show(y)



# max_pool3d_stride_one
x = torch.tensor([[[[[1., 5.], [3., 2.]], [[0., 4.], [9., -1.]]]]])
show(F.max_pool3d(x, (1, 2, 2), stride=1))



# max_pool3d_padding
x = torch.arange(27.).reshape(1, 3, 3, 3) - 13
y = F.max_pool3d(x, 3, stride=2, padding=1)
show(y)



# max_pool3d_negative_padding_values
x = -torch.arange(1., 9.).reshape(1, 1, 2, 2, 2)
show(F.max_pool3d(x, 2, stride=1, padding=1)[0, 0, 0])



# max_pool3d_dilation
x = torch.arange(125.).reshape(1, 1, 5, 5, 5)
show(F.max_pool3d(x, 2, stride=1, dilation=2).shape, F.max_pool3d(x, 2, dilation=2))



# max_pool3d_ceil_mode
x = torch.arange(125.).reshape(1, 1, 5, 5, 5)
a = F.max_pool3d(x, 2)
b = F.max_pool3d(x, 2, ceil_mode=True)
show(a.shape, b.shape)
show(b[0, 0, 2])



# max_pool3d_indices
x = torch.tensor([[[[[1., 5.], [3., 2.]], [[0., 4.], [9., -1.]]]]])
v, i = F.max_pool3d(x, 2, return_indices=True)
show(v, i)



# max_pool3d_indices_larger
x = torch.arange(64.).reshape(1, 1, 4, 4, 4).flip(-1)
v, i = F.max_pool3d(x, 2, return_indices=True)
show(i.dtype, i.flatten())



# max_pool3d_indices_padding
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
v, i = F.max_pool3d(x, 2, stride=2, padding=1, return_indices=True)
show(v.flatten(), i.flatten())



# max_pool3d_ties_first
x = torch.ones(1, 1, 2, 2, 2)
show(F.max_pool3d(x, 2, return_indices=True))



# max_pool3d_kernel_tuple_stride_tuple
x = torch.arange(96.).reshape(1, 2, 3, 4, 4)
y = F.max_pool3d(x, kernel_size=(3, 2, 2), stride=(1, 2, 2))
show(y.shape, y[:, :, 0])



# max_pool3d_unbatched_channels
x = torch.arange(16.).reshape(2, 2, 2, 2)
show(F.max_pool3d(x, 2))



# max_pool3d_float64
x = torch.arange(8., dtype=torch.float64).reshape(1, 1, 2, 2, 2) / 7
show(F.max_pool3d(x, 2))



# max_pool3d_float16
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.max_pool3d(x, 2).half()
show(y, y.dtype)

# max_pool3d_bfloat16
x = torch.arange(8.).reshape(1, 1, 2, 2, 2).bfloat16() / 3
show(F.max_pool3d(x.float(), (2, 1, 1)).bfloat16())

# max_pool3d_nan
x = torch.tensor([1., float('nan'), 3., 4., 5., 6., 7., 8.]).reshape(1, 1, 2, 2, 2)
show(F.max_pool3d(x, 2), F.max_pool3d(x, (1, 2, 2)))



# max_pool3d_inf
x = torch.tensor([float('-inf')] * 8).reshape(1, 1, 2, 2, 2)
show(F.max_pool3d(x, 2))



# max_pool3d_torch_form
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
show(torch.max_pool3d(x, 2))



# max_pool3d_keywords
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
show(F.max_pool3d(input=x, kernel_size=2, stride=1, padding=0, dilation=1, ceil_mode=False, return_indices=False).shape)



# max_pool3d_empty_batch
show(F.max_pool3d(torch.ones(0, 1, 2, 2, 2), 2).shape)



# max_pool3d_big_pad
attempt(lambda: F.max_pool3d(torch.ones(1, 2, 3, 3, 3), 2, padding=2))



# max_pool3d_bad_rank
attempt(lambda: F.max_pool3d(torch.ones(2, 3), 2))



# max_pool3d_too_small
attempt(lambda: F.max_pool3d(torch.ones(1, 2, 3, 3, 3), 4))



# max_pool3d_bad_kernel_list
attempt(lambda: F.max_pool3d(torch.ones(1, 2, 3, 3, 3), (2, 2)))



# max_pool3d_zero_stride
attempt(lambda: F.max_pool3d(torch.ones(1, 1, 3, 3, 3), 2, stride=0))



# avg_pool3d_basic
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.avg_pool3d(x, 2)
show(y.shape)
show(y)



# avg_pool3d_stride
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
show(F.avg_pool3d(x, 2, stride=1))



# avg_pool3d_padding_count_include
x = torch.ones(1, 1, 2, 2, 2)
show(F.avg_pool3d(x, 2, stride=1, padding=1)[0, 0, 0])



# avg_pool3d_padding_exclude
x = torch.ones(1, 1, 2, 2, 2)
show(F.avg_pool3d(x, 2, stride=1, padding=1, count_include_pad=False)[0, 0, 0])



# avg_pool3d_padding_values
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
show(F.avg_pool3d(x, 3, stride=2, padding=1))
show(F.avg_pool3d(x, 3, stride=2, padding=1, count_include_pad=False))



# avg_pool3d_ceil_mode
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
y = F.avg_pool3d(x, 2, ceil_mode=True)
show(y.shape)
show(y)



# avg_pool3d_ceil_padding
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.avg_pool3d(x, 3, stride=2, padding=1, ceil_mode=True)
show(y.shape, y[0, 0, 1])



# avg_pool3d_ceil_exclude
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.avg_pool3d(x, 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False)
show(y[0, 0, 1])



# avg_pool3d_divisor
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
show(F.avg_pool3d(x, 2, divisor_override=1), F.avg_pool3d(x, 2, divisor_override=3))



# avg_pool3d_divisor_padding
x = torch.ones(1, 1, 2, 2, 2)
show(F.avg_pool3d(x, 2, stride=1, padding=1, divisor_override=2)[0, 0, 1])



# avg_pool3d_kernel_tuple
x = torch.arange(48.).reshape(1, 3, 4, 4)
y = F.avg_pool3d(x, (3, 2, 2))
show(y.shape, y)



# avg_pool3d_unbatched
x = torch.arange(16.).reshape(2, 2, 2, 2)
show(F.avg_pool3d(x, 2))



# avg_pool3d_float64
x = torch.arange(8., dtype=torch.float64).reshape(1, 1, 2, 2, 2) / 3
show(F.avg_pool3d(x, 2))



# avg_pool3d_float16
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.avg_pool3d(x, 2).half()
show(y, y.dtype)

# avg_pool3d_bfloat16
x = torch.arange(16.).reshape(1, 2, 2, 2, 2)
show(F.avg_pool3d(x, 2).bfloat16())

# avg_pool3d_keywords
x = torch.arange(27.).reshape(1, 1, 3, 3, 3)
show(F.avg_pool3d(input=x, kernel_size=3, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None))



# avg_pool3d_method_chain
x = torch.arange(16.).reshape(1, 2, 2, 2, 2)
show(F.avg_pool3d(x.relu(), 2).squeeze())



# avg_pool3d_mean_agrees
x = torch.arange(64.).reshape(1, 1, 4, 4, 4) / 7
a = F.avg_pool3d(x, 4).flatten()
show(torch.allclose(a, x.mean().reshape(1)))



# avg_pool3d_bad_rank
attempt(lambda: F.avg_pool3d(torch.ones(2, 3), 2))



# avg_pool3d_big_pad
attempt(lambda: F.avg_pool3d(torch.ones(1, 2, 3, 3, 3), 2, padding=2))



# avg_pool3d_too_small
attempt(lambda: F.avg_pool3d(torch.ones(1, 2, 3, 3, 3), 4))



# avg_pool3d_zero_divisor
attempt(lambda: F.avg_pool3d(torch.ones(1, 2, 3, 3, 3), 2, divisor_override=0))



# adaptive_avg_pool3d_one
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.adaptive_avg_pool3d(x, 1)
show(y.shape, y)



# adaptive_avg_pool3d_divisible
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
show(F.adaptive_avg_pool3d(x, 2))



# adaptive_avg_pool3d_uneven
x = torch.arange(60.).reshape(1, 3, 4, 5)
y = F.adaptive_avg_pool3d(x, (2, 3, 2))
show(y.shape)
show(y)



# adaptive_avg_pool3d_none
x = torch.arange(48.).reshape(1, 1, 3, 4, 4)
y = F.adaptive_avg_pool3d(x, (None, 2, 2))
show(y.shape, y[0, 0, 2])



# adaptive_avg_pool3d_larger
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = F.adaptive_avg_pool3d(x, 3)
show(y.shape, y[0, 0, 1])



# adaptive_avg_pool3d_float64
x = torch.arange(27., dtype=torch.float64).reshape(1, 3, 3, 3) / 7
show(F.adaptive_avg_pool3d(x, 2))



# adaptive_avg_pool3d_float16
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
show(F.adaptive_avg_pool3d(x, (1, 2, 1)).half())

# adaptive_avg_pool3d_batch
x = torch.arange(54.).reshape(2, 1, 3, 3, 3)
show(F.adaptive_avg_pool3d(x, 1).flatten())



# adaptive_avg_pool3d_bad_rank
attempt(lambda: F.adaptive_avg_pool3d(torch.ones(2, 3), 2))



# adaptive_avg_pool3d_bad_size
attempt(lambda: F.adaptive_avg_pool3d(torch.ones(1, 2, 3, 3, 3), (2, 2)))



# adaptive_max_pool3d_basic
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
show(F.adaptive_max_pool3d(x, 2))



# adaptive_max_pool3d_indices
x = torch.arange(27.).reshape(1, 1, 3, 3, 3).flip(-1)
v, i = F.adaptive_max_pool3d(x, 2, return_indices=True)
show(v.flatten(), i.flatten(), i.dtype)



# adaptive_max_pool3d_uneven
x = torch.arange(60.).reshape(1, 3, 4, 5) % 7
show(F.adaptive_max_pool3d(x, (2, 3, 2)))



# adaptive_max_pool3d_one
x = torch.tensor([3., 1., 4., 1., 5., 9., 2., 6.]).reshape(1, 1, 2, 2, 2)
show(F.adaptive_max_pool3d(x, 1, True))



# adaptive_max_pool3d_none
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(F.adaptive_max_pool3d(x, (None, 1, 2)))



# adaptive_max_pool3d_bfloat16
x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
show(F.adaptive_max_pool3d(x, (1, 1, 2)).bfloat16())

# adaptive_max_pool3d_bad_rank
attempt(lambda: F.adaptive_max_pool3d(torch.ones(2, 3), 2))



# embedding_bag_sum
w = torch.arange(30.).reshape(10, 3)
i = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
o = torch.tensor([0, 4])
show(F.embedding_bag(i, w, o, mode='sum'))



# embedding_bag_mean_default
w = torch.arange(30.).reshape(10, 3)
i = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
o = torch.tensor([0, 4])
show(F.embedding_bag(i, w, o))



# embedding_bag_max
w = torch.arange(30.).reshape(10, 3) % 7
i = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
o = torch.tensor([0, 4])
show(F.embedding_bag(i, w, o, mode='max'))



# embedding_bag_2d_input
w = torch.arange(30.).reshape(10, 3)
i = torch.tensor([[1, 2, 4], [4, 3, 9]])
show(F.embedding_bag(i, w, mode='sum'), F.embedding_bag(i, w))



# embedding_bag_2d_max
w = torch.arange(30.).reshape(10, 3) % 4
i = torch.tensor([[1, 2], [3, 9], [0, 0]])
show(F.embedding_bag(i, w, mode='max'))



# embedding_bag_empty_bag
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([1, 2, 3])
o = torch.tensor([0, 2, 2])
show(F.embedding_bag(i, w, o, mode='sum'))
show(F.embedding_bag(i, w, o, mode='mean'))
show(F.embedding_bag(i, w, o, mode='max'))



# embedding_bag_include_last_offset
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([0, 1, 2, 3])
o = torch.tensor([0, 1, 4])
show(F.embedding_bag(i, w, o, mode='sum', include_last_offset=True))



# embedding_bag_include_last_offset_mean
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([0, 1, 2, 3])
o = torch.tensor([0, 3, 4])
show(F.embedding_bag(i, w, o, include_last_offset=True))



# embedding_bag_per_sample_weights
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([0, 1, 2, 3])
o = torch.tensor([0, 2])
psw = torch.tensor([1., 0.5, 2., -1.])
show(F.embedding_bag(i, w, o, mode='sum', per_sample_weights=psw))



# embedding_bag_per_sample_weights_2d
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([[0, 1], [2, 3]])
psw = torch.tensor([[2., 1.], [0., 1.]])
show(F.embedding_bag(i, w, mode='sum', per_sample_weights=psw))



# embedding_bag_padding_idx_sum
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([0, 1, 2, 3])
o = torch.tensor([0, 2])
show(F.embedding_bag(i, w, o, mode='sum', padding_idx=1))



# embedding_bag_padding_idx_mean
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([0, 1, 1, 3, 1])
o = torch.tensor([0, 2, 4])
show(F.embedding_bag(i, w, o, mode='mean', padding_idx=1))



# embedding_bag_padding_idx_max
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([3, 1, 1, 0])
o = torch.tensor([0, 2])
show(F.embedding_bag(i, w, o, mode='max', padding_idx=3))



# embedding_bag_padding_idx_negative
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([[0, 3], [3, 2]])
show(F.embedding_bag(i, w, mode='sum', padding_idx=-1))



# embedding_bag_int32_indices
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([0, 1, 2, 3], dtype=torch.int32)
o = torch.tensor([0, 2], dtype=torch.int32)
show(F.embedding_bag(i, w, o, mode='sum'))



# embedding_bag_float64
w = torch.arange(12., dtype=torch.float64).reshape(4, 3) / 3
i = torch.tensor([[0, 1], [2, 3]])
y = F.embedding_bag(i, w)
show(y, y.dtype)



# embedding_bag_float16
w = torch.arange(12.).reshape(4, 3).half()
i = torch.tensor([[0, 1], [2, 3]])
y = F.embedding_bag(i, w, mode='sum')
show(y, y.dtype)



# embedding_bag_bfloat16_mean
w = torch.arange(12.).reshape(4, 3)
i = torch.tensor([[0, 1], [2, 3]])
show(F.embedding_bag(i, w).bfloat16())

# embedding_bag_keywords
w = torch.arange(12.).reshape(4, 3)
show(F.embedding_bag(input=torch.tensor([0, 3]), weight=w, offsets=torch.tensor([0]), mode='sum'))



# embedding_bag_single_bag
w = torch.arange(12.).reshape(4, 3)
show(F.embedding_bag(torch.tensor([3, 3, 3]), w, torch.tensor([0]), mode='mean'))



# embedding_bag_max_ties
w = torch.tensor([[1., 5.], [1., 2.], [0., 5.]])
show(F.embedding_bag(torch.tensor([[0, 1, 2]]), w, mode='max'))



# embedding_bag_shape_empty_input
w = torch.arange(12.).reshape(4, 3)
y = F.embedding_bag(torch.tensor([], dtype=torch.long), w, torch.tensor([0, 0]))
show(y)



# embedding_bag_no_offsets
attempt(lambda: F.embedding_bag(torch.tensor([1, 2]), torch.ones(10, 3)))



# embedding_bag_2d_with_offsets
attempt(lambda: F.embedding_bag(torch.tensor([[1, 2]]), torch.ones(10, 3), torch.tensor([0])))



# embedding_bag_psw_mean
attempt(lambda: F.embedding_bag(torch.tensor([1, 2]), torch.ones(10, 3), torch.tensor([0]), mode='mean', per_sample_weights=torch.ones(2)))



# embedding_bag_bad_mode
attempt(lambda: F.embedding_bag(torch.tensor([1, 2]), torch.ones(10, 3), torch.tensor([0]), mode='foo'))



# embedding_bag_float_indices
attempt(lambda: F.embedding_bag(torch.tensor([1., 2.]), torch.ones(10, 3), torch.tensor([0])))



# embedding_bag_2d_offsets
attempt(lambda: F.embedding_bag(torch.tensor([1, 2]), torch.ones(10, 3), torch.tensor([[0]])))



# embedding_bag_psw_shape
attempt(lambda: F.embedding_bag(torch.tensor([1, 2]), torch.ones(10, 3), torch.tensor([0]), per_sample_weights=torch.ones(3)))



# embedding_bag_3d_input
attempt(lambda: F.embedding_bag(torch.zeros(1, 1, 1, dtype=torch.long), torch.ones(10, 3)))



# affine_grid_identity
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]])
g = F.affine_grid(theta, (1, 1, 2, 3), align_corners=False)
show(g.shape)
show(g)



# affine_grid_aligned
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]])
show(F.affine_grid(theta, [1, 1, 2, 3], align_corners=True))



# affine_grid_rotation
c = math.cos(math.pi / 2)
s = math.sin(math.pi / 2)
theta = torch.tensor([[[c, -s, 0.], [s, c, 0.]]])
show(F.affine_grid(theta, (1, 1, 2, 2), align_corners=True))



# affine_grid_batch_translate
theta = torch.tensor([[[1., 0., 0.5], [0., 1., 0.]], [[2., 0., 0.], [0., 1., -1.]]])
g = F.affine_grid(theta, torch.Size([2, 3, 2, 2]), align_corners=False)
show(g)



# affine_grid_float64
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]], dtype=torch.float64)
g = F.affine_grid(theta, (1, 1, 1, 3), align_corners=False)
show(g, g.dtype)



# affine_grid_size_one
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]])
show(F.affine_grid(theta, (1, 1, 1, 1), align_corners=True))



# affine_grid_3d
theta = torch.tensor([[[1., 0., 0., 0.], [0., 1., 0., 0.], [0., 0., 1., 0.]]])
g = F.affine_grid(theta, (1, 1, 2, 2, 2), align_corners=True)
show(g.shape)
show(g[0, 1])



# affine_grid_default_align
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]])
show(F.affine_grid(theta, (1, 1, 2, 2)))



# affine_grid_bad_theta
attempt(lambda: F.affine_grid(torch.zeros(1, 3, 3), (1, 1, 2, 2), align_corners=False))



# affine_grid_bad_size
attempt(lambda: F.affine_grid(torch.zeros(1, 2, 3), (1, 1, 2), align_corners=False))



# affine_grid_int_theta
attempt(lambda: F.affine_grid(torch.zeros(1, 2, 3, dtype=torch.long), (1, 1, 2, 2), align_corners=False))



# gumbel_softmax_shape_sum
logits = torch.tensor([[1., 2., 3.], [0., 0., 0.]])
y = F.gumbel_softmax(logits)
show(y.shape, y.dtype)
show(torch.allclose(y.sum(-1), torch.ones(2)))
show(bool((y >= 0).all()), bool((y <= 1).all()))



# gumbel_softmax_tau
logits = torch.zeros(4, 5)
y = F.gumbel_softmax(logits, tau=0.5)
show(y.shape, torch.allclose(y.sum(dim=1), torch.ones(4)))



# gumbel_softmax_hard
logits = torch.tensor([[1., 2., 3., 4.], [4., 3., 2., 1.]])
y = F.gumbel_softmax(logits, hard=True)
show(y.shape)
show(torch.equal(y.round(), F.one_hot(y.argmax(-1), 4).float()))
show(y.sum(-1).round())



# gumbel_softmax_dim0
logits = torch.zeros(3, 2)
y = F.gumbel_softmax(logits, dim=0)
show(torch.allclose(y.sum(0), torch.ones(2)))



# gumbel_softmax_hard_dim0
logits = torch.zeros(3, 2)
y = F.gumbel_softmax(logits, tau=2.0, hard=True, dim=0)
show(y.sum(0).round(), sorted(set(y.round().flatten().tolist())))



# gumbel_softmax_float64
y = F.gumbel_softmax(torch.zeros(2, 3, dtype=torch.float64))
show(y.dtype, torch.allclose(y.sum(-1), torch.ones(2, dtype=torch.float64)))



# gumbel_softmax_dominant
logits = torch.tensor([[0., 100., 0.]])
show(F.gumbel_softmax(logits, tau=1.0, hard=True).argmax(-1), F.gumbel_softmax(logits).argmax(-1))



# gumbel_softmax_1d
y = F.gumbel_softmax(torch.zeros(6), hard=True)
show(y.shape, y.sum().round(), bool(((y.round() == 0) | (y.round() == 1)).all()))



# gumbel_softmax_keywords
y = F.gumbel_softmax(logits=torch.zeros(2, 2), tau=1, hard=False, eps=1e-10, dim=-1)
show(y.shape)



# gumbel_softmax_3d
y = F.gumbel_softmax(torch.zeros(2, 3, 4), hard=True, dim=1)
show(y.shape, y.sum(1).round())



# torch_kl_div_default
inp = torch.log(torch.tensor([0.25, 0.25, 0.5]))
tgt = torch.tensor([0.5, 0.25, 0.25])
show(torch.kl_div(inp, tgt))



# torch_kl_div_reductions
inp = torch.log(torch.tensor([0.25, 0.25, 0.5]))
tgt = torch.tensor([0.5, 0.25, 0.25])
show(torch.kl_div(inp, tgt, 0), torch.kl_div(inp, tgt, 2))



# torch_kl_div_log_target
inp = torch.log(torch.tensor([0.25, 0.75]))
tgt = torch.log(torch.tensor([0.5, 0.5]))
show(torch.kl_div(inp, tgt, 1, log_target=True), torch.kl_div(inp, tgt, reduction=0, log_target=True))



# torch_kl_div_zero_target
show(torch.kl_div(torch.tensor([-1., -2.]), torch.tensor([0., 1.]), 0))



# torch_kl_div_matches_F
inp = torch.log_softmax(torch.tensor([[1., 2.], [3., 0.]]), -1)
tgt = torch.tensor([[0.3, 0.7], [0.9, 0.1]])
show(torch.kl_div(inp, tgt, 2), F.kl_div(inp, tgt, reduction='sum'))



# torch_kl_div_other_reduction
inp = torch.log(torch.tensor([0.25, 0.75]))
show(torch.kl_div(inp, torch.tensor([0.5, 0.5]), 5), torch.binary_cross_entropy_with_logits(inp, torch.ones(2), reduction=-1))



# torch_bce_logits_default
x = torch.tensor([0., 1., -2.])
t = torch.tensor([1., 0., 1.])
show(torch.binary_cross_entropy_with_logits(x, t))



# torch_bce_logits_reductions
x = torch.tensor([0., 1., -2.])
t = torch.tensor([1., 0., 1.])
show(torch.binary_cross_entropy_with_logits(x, t, None, None, 0))
show(torch.binary_cross_entropy_with_logits(x, t, None, None, 2))



# torch_bce_logits_weights
x = torch.tensor([[0., 1.], [-2., 3.]])
t = torch.tensor([[1., 0.], [1., 1.]])
show(torch.binary_cross_entropy_with_logits(x, t, torch.tensor([1., 2.]), torch.tensor([3., 1.])))



# torch_bce_logits_keywords
x = torch.tensor([0.5, -0.5])
t = torch.tensor([1., 0.])
show(torch.binary_cross_entropy_with_logits(x, t, pos_weight=torch.tensor([2., 2.]), reduction=0))



# torch_bce_logits_float64
x = torch.tensor([0.5, -0.5], dtype=torch.float64)
show(torch.binary_cross_entropy_with_logits(x, torch.ones(2, dtype=torch.float64)))



# torch_bce_logits_bad_size
attempt(lambda: torch.binary_cross_entropy_with_logits(torch.zeros(2), torch.ones(3)))



# conv3d_then_pool
x = torch.arange(216.).reshape(1, 1, 6, 6, 6) / 100
h = F.relu(F.conv3d(x, torch.ones(2, 1, 3, 3, 3) / 27, padding=1) - 0.5)
show(F.max_pool3d(h, 2).shape, F.adaptive_avg_pool3d(h, 1).flatten())



# conv3d_int_list_params
x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
y = F.conv3d(x, torch.ones(1, 1, 2, 2, 2), stride=[2, 1, 2], padding=[1, 0, 0], dilation=[1, 2, 1])
show(y.shape, y.sum())



# max_pool3d_all_neg_padding
x = torch.full((1, 1, 1, 1, 1), -5.)
show(F.max_pool3d(x, 3, stride=1, padding=1, return_indices=True))



# avg_pool3d_stride_tuple
x = torch.arange(32.).reshape(1, 1, 2, 4, 4)
show(F.avg_pool3d(x, (2, 2, 2), stride=(1, 2, 1)))



# adaptive_avg_pool3d_unbatched_uneven
x = torch.arange(30.).reshape(2, 1, 3, 5)
show(F.adaptive_avg_pool3d(x, (1, 2, 2)))



# adaptive_max_pool3d_larger
x = torch.arange(8.).reshape(1, 2, 2, 2)
v, i = F.adaptive_max_pool3d(x, 3, return_indices=True)
show(v.shape, i[0, 1])



# embedding_bag_max_negative
w = -torch.arange(12.).reshape(4, 3)
show(F.embedding_bag(torch.tensor([1, 2, 0, 3]), w, torch.tensor([0, 2]), mode='max'))



# embedding_bag_weighted_model
emb = torch.arange(20.).reshape(5, 4) / 10
ids = torch.tensor([[0, 4, 2], [1, 1, 3]])
pooled = F.embedding_bag(ids, emb, mode='mean')
show(pooled @ torch.ones(4))



# gumbel_softmax_hard_grad_free
y = F.gumbel_softmax(torch.randn(5, 3), hard=True)
show(y.argmax(-1).shape, y.sum().round())



# torch_kl_div_float64
inp = torch.tensor([-0.5, -1.5], dtype=torch.float64)
tgt = torch.tensor([0.25, 0.75], dtype=torch.float64)
show(torch.kl_div(inp, tgt, 0))



# torch_bce_logits_broadcast_pos_weight
x = torch.tensor([[0., 1., 2.], [-1., 0., 1.]])
t = torch.tensor([[1., 0., 1.], [0., 1., 1.]])
show(torch.binary_cross_entropy_with_logits(x, t, pos_weight=torch.tensor([1., 2., 3.]), reduction=0))
