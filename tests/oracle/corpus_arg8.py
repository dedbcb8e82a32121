# Twin of tests/golden/corpus_arg8.cst (its tensors live on cuda:0).
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

# PyTorch 1.13's beta and deprecation warnings are not part of the output.
warnings.filterwarnings("ignore")


def arg_names(message):
    """PyTorch 2's parser names a SymInt parameter int (type_name), where
    1.13 says SymInt: `must be tuple of ints`."""
    message = message.replace("SymInt", "int")
    # PyTorch 2 on cuda:0: one_hot's check names the LongTensor it wants.
    message = message.replace("index tensor.", "index tensor of type LongTensor.")
    # PyTorch 2's torch.max and torch.min take out= without dim (max.unary_out).
    return re.sub(r"^((?:max|min)\(\) received an invalid combination[^\n]*\n) \* \(Tensor input\)\n",
                  r"\1 * (Tensor input, *, Tensor out)\n", message)


def attempt(fn):
    cuda_repr.attempt(fn, arg_names)

# sum_positional_dim_keepdim
x = torch.arange(6.).reshape(2, 3)
show(torch.sum(x, 0, True))
show(torch.sum(x, 1))

# sum_keyword_tuple_dim
x = torch.arange(6.).reshape(2, 3)
show(x.sum(dim=(0, 1), keepdim=True))
show(x.sum(dim=(0, 1)))

# sum_list_dim_negative
x = torch.arange(24).reshape(2, 3, 4)
show(x.sum([0, -1]))
show(x.sum(-1).shape, x.sum((-1, -2)).shape)

# sum_dtype_keyword
x = torch.tensor([True, False, True])
show(torch.sum(x), torch.sum(x, dtype=torch.float32))
show(x.sum(0, dtype=torch.int32))

# sum_dim_str_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.sum(x, 'a', 1.5))

# sum_dim_float_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(1.5))

# sum_unknown_kw_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.sum(x, foo=1))

# sum_too_many_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(0, True, torch.float64, 1))

# sum_keepdim_int_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(0, 1))

# sum_dim_none
x = torch.arange(6.).reshape(2, 3)
show(x.sum(dim=None), torch.sum(x, None))

# sum_dtype_positional_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.sum(x, torch.float64))

# mean_forms
x = torch.arange(6.).reshape(2, 3)
show(torch.mean(x, (0, 1)), x.mean(dim=-1, keepdim=True))
show(x.mean(1, True).shape, torch.mean(x, dim=[0]))

# mean_int_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.mean())

# mean_dtype_kw
x = torch.arange(6).reshape(2, 3)
show(x.mean(dtype=torch.float64), torch.mean(x, 1, dtype=torch.float32))

# max_dim_positional
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
show(torch.max(x, 1))
show(x.max(dim=1))

# max_dim_keepdim
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
v, i = x.max(1, True)
show(v, i)
show(torch.max(x, 0, keepdim=True).values)

# max_binary
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
show(torch.max(x, torch.tensor([2, 2, 2])))
show(x.max(torch.tensor(3)))

# max_full
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
show(torch.max(x), x.max(), x.min())

# max_indexing_result
x = torch.tensor([[1.0, 5.0], [7.0, 0.0]])
show(torch.max(x, dim=1)[0], torch.max(x, dim=1)[1])
show(x.min(dim=0).indices)

# max_tuple_dim_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: x.max(dim=(0, 1)))

# max_str_dim_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: torch.max(x, 'a'))

# max_float_dim_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: torch.max(x, 1.0))

# max_keepdim_only_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: x.max(keepdim=True))

# min_forms
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
show(torch.min(x, -1), x.min(0, keepdim=True)[0])

# min_binary_scalar_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: torch.min(x, 2.5))

# argmax_forms
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
show(torch.argmax(x, dim=1, keepdim=True), x.argmax(1), x.argmax())
show(torch.argmin(x, 0), x.argmin(dim=-1))

# argmax_tuple_dim_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: x.argmax(dim=(0, 1)))

# argmax_str_err
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
attempt(lambda: torch.argmax(x, 'a'))

# amax_forms
x = torch.arange(24.).reshape(2, 3, 4)
show(torch.amax(x, (0, 1)), x.amax(dim=-1, keepdim=True).shape)
show(x.amin(1).shape, torch.amax(x, dim=[0, 2]))

# amax_default_all
x = torch.arange(6.).reshape(2, 3)
show(x.amax(), torch.amin(x))

# prod_forms
x = torch.arange(1., 7.).reshape(2, 3)
show(x.prod(0), torch.prod(x, 1, keepdim=True), x.prod(dtype=torch.float64))

# prod_tuple_dim_err
x = torch.arange(1., 7.).reshape(2, 3)
attempt(lambda: x.prod(dim=(0, 1)))

# prod_str_dim_err
x = torch.arange(1., 7.).reshape(2, 3)
attempt(lambda: torch.prod(x, 'a'))

# cumsum_forms
x = torch.arange(6).reshape(2, 3)
show(x.cumsum(0), torch.cumsum(x, dim=-1), x.cumsum(1, dtype=torch.float32))

# cumsum_missing_dim_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: torch.cumsum(x))

# cumsum_method_missing_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.cumsum())

# cumsum_tuple_dim_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.cumsum((0, 1)))

# cumprod_kw
x = torch.tensor([1, 2, 3, 4])
show(torch.cumprod(x, dim=0), x.cumprod(-1))

# all_any_forms
x = torch.tensor([[True, False], [True, True]])
show(x.all(dim=1), torch.any(x, 0), x.any(), torch.all(x))
show(x.all(1, True), torch.any(x, dim=-1, keepdim=True))

# logsumexp_forms
x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
show(torch.logsumexp(x, 1), x.logsumexp(dim=(0, 1)), x.logsumexp(-1, keepdim=True))

# logsumexp_missing_dim_err
x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
attempt(lambda: torch.logsumexp(x))

# std_var_forms
x = torch.tensor([[1.0, 2.0, 4.0], [0.0, 3.0, 3.0]])
show(x.std(0), torch.var(x, 1, keepdim=True), x.std(dim=(0, 1)))
show(x.var(unbiased=False), torch.std(x, dim=1, unbiased=False))

# median_forms
x = torch.tensor([[1.0, 5.0, 2.0], [7.0, 0.0, 3.0]])
show(x.median(), torch.median(x, 1), x.median(dim=0, keepdim=True).values)

# sort_forms
x = torch.tensor([[3, 1, 2], [0, 5, 4]])
show(x.sort(dim=0, descending=True).values, torch.sort(x, 1, True)[0])
show(x.argsort(descending=True), torch.argsort(x, dim=0))

# sort_descending_positional_method
x = torch.tensor([3, 1, 2])
show(x.sort(0, True), torch.sort(x, descending=False).indices)

# topk_forms
x = torch.tensor([3.0, 1.0, 4.0, 1.5, 9.0])
show(torch.topk(x, 2), x.topk(k=2, dim=0, largest=False).values)
show(x.topk(3, sorted=True).indices)

# topk_float_k_err
x = torch.tensor([3.0, 1.0, 4.0])
attempt(lambda: torch.topk(x, 2.0))

# topk_str_k_err
x = torch.tensor([3.0, 1.0, 4.0])
attempt(lambda: torch.topk(x, 'a'))

# topk_kw_k_err
x = torch.tensor([3.0, 1.0, 4.0])
attempt(lambda: x.topk(k=2.5))

# topk_missing_k_err
x = torch.tensor([3.0, 1.0, 4.0])
attempt(lambda: x.topk())

# kthvalue_forms
x = torch.tensor([[3.0, 1.0, 4.0], [1.0, 5.0, 9.0]])
show(torch.kthvalue(x, 2, 1), x.kthvalue(1, dim=0).values)

# kthvalue_tensor_k
x = torch.tensor([3.0, 1.0, 4.0])
show(x.kthvalue(torch.tensor(2)))

# zeros_size_forms
show(torch.zeros(2, 3).shape, torch.zeros((2, 3)).shape, torch.zeros([2, 3]).shape)
show(torch.zeros(torch.Size([2, 3])).shape, torch.zeros(size=(2, 3)).shape)

# zeros_from_shape
x = torch.ones(3, 1)
show(torch.zeros(x.shape), torch.ones(x.size()).dtype)

# zeros_empty_and_scalar
show(torch.zeros(()), torch.zeros(0), torch.zeros(2, 0).shape)

# zeros_dtype_keyword
show(torch.zeros(2, dtype=torch.int64), torch.zeros(2, 3, dtype=torch.bool))
show(torch.ones(2, dtype=torch.float16), torch.ones((1,), dtype=torch.bfloat16))

# zeros_float_size_err
attempt(lambda: torch.zeros(2, 3.0))

# zeros_str_size_err
attempt(lambda: torch.zeros(2, 'a'))

# zeros_str_only_err
attempt(lambda: torch.zeros('a'))

# zeros_negative_err
attempt(lambda: torch.zeros(-1))

# zeros_negative_in_tuple_err
attempt(lambda: torch.zeros((2, -3)))

# zeros_dtype_positional_err
attempt(lambda: torch.zeros(2, torch.float32))

# zeros_bad_dtype_kw_err
attempt(lambda: torch.zeros(2, dtype='float32'))

# zeros_unknown_kw_err
attempt(lambda: torch.zeros(2, shape=3))

# zeros_no_size
attempt(lambda: torch.zeros())

# ones_empty_randn_shapes
show(torch.ones(2, 2), torch.empty((2, 3)).shape, torch.randn(2, 3).shape, torch.rand([4]).shape)

# full_forms
show(torch.full((2, 3), 7), torch.full([2], 1.5), torch.full((2,), True))
show(torch.full((2, 2), 7).dtype, torch.full((1,), 2, dtype=torch.float32))

# full_int_size_err
attempt(lambda: torch.full(2, 3))

# full_missing_fill_err
attempt(lambda: torch.full((2, 3)))

# full_str_fill_err
attempt(lambda: torch.full((2,), 'a'))

# full_like_forms
x = torch.zeros(2, 2, dtype=torch.int32)
show(torch.full_like(x, 3), torch.full_like(x, 2.5, dtype=torch.float32))
show(torch.zeros_like(x, dtype=torch.bool), torch.ones_like(x).dtype)

# zeros_like_list_err
attempt(lambda: torch.zeros_like([1, 2]))

# randint_forms
torch.manual_seed(0)
show(torch.randint(0, 10, (3,)).shape, torch.randint(10, (2, 2)).shape, torch.randint(3, 5, size=(2,)).dtype)
show(torch.randint(10, (2,), dtype=torch.int32).dtype)

# randint_int_size_err
attempt(lambda: torch.randint(5, 2))

# randint_missing_size_err
attempt(lambda: torch.randint(5))

# arange_forms
show(torch.arange(5), torch.arange(1, 4), torch.arange(0, 1, 0.25))
show(torch.arange(5, dtype=torch.float32), torch.arange(start=1, end=4), torch.arange(end=3))

# arange_step_zero_err
attempt(lambda: torch.arange(1, 4, 0))

# arange_wrong_sign_err
attempt(lambda: torch.arange(4, 1))

# arange_tensor_args
show(torch.arange(torch.tensor(3)), torch.arange(torch.tensor(1.5), 4))

# linspace_forms
show(torch.linspace(0, 1, steps=5), torch.linspace(0, 1, 3, dtype=torch.float64))
show(torch.linspace(-1, 1, 1), torch.linspace(0, 1, 0))

# linspace_float_steps_err
attempt(lambda: torch.linspace(0, 1, 2.5))

# eye_forms
show(torch.eye(2, 3), torch.eye(2, dtype=torch.int64), torch.eye(n=2, m=1))

# eye_float_err
attempt(lambda: torch.eye(2.0))

# tensor_dtype_device
show(torch.tensor([1, 2], dtype=torch.float32), torch.tensor(3).dim(), torch.tensor(True).dtype)
show(torch.tensor(2.5, device='cpu').device, torch.tensor([1.5], dtype=torch.int32))

# tensor_dtype_str_err
attempt(lambda: torch.tensor([1, 2], dtype='int32'))

# tensor_unknown_kw_err
attempt(lambda: torch.tensor([1, 2], shape=(2,)))

# view_forms
x = torch.arange(6)
show(x.view(-1), x.view(3, 2), x.view((3, 2)).shape, x.view([6]).shape)
show(x.view(torch.Size([2, 3])), x.view(2, -1).shape)

# view_two_minus_one_err
x = torch.arange(6)
attempt(lambda: x.view(-1, -1))

# view_bad_size_err
x = torch.arange(6)
attempt(lambda: x.view(4, 2))

# view_float_err
x = torch.arange(6)
attempt(lambda: x.view(2, 3.0))

# view_str_err
x = torch.arange(6)
attempt(lambda: x.view(2, 'a'))

# view_no_args_err
x = torch.arange(6)
attempt(lambda: x.view())

# view_size_kw
x = torch.arange(6)
show(x.view(size=(2, 3)).shape)

# reshape_forms
x = torch.arange(6)
show(x.reshape([2, 3]), torch.reshape(x, (3, -1)).shape, x.reshape(6).shape, x.reshape(3, 2).shape)
show(x.reshape(shape=(2, 3)).shape, torch.reshape(x, shape=[-1]).shape)

# reshape_bad_err
x = torch.arange(6)
attempt(lambda: x.reshape(4, -1))

# reshape_none_err
x = torch.arange(6)
attempt(lambda: x.reshape(None))

# expand_forms
x = torch.tensor([[1], [2]])
show(x.expand(2, 3), x.expand((2, 3)).shape, x.expand(-1, 4).shape, x.expand(3, 2, 2).shape)

# expand_as_form
x = torch.tensor([[1], [2]])
show(x.expand_as(torch.zeros(2, 3)))

# expand_bad_err
x = torch.tensor([[1], [2]])
attempt(lambda: x.expand(3, 3))

# expand_too_few_err
x = torch.tensor([[1], [2]])
attempt(lambda: x.expand(3))

# expand_neg_new_err
x = torch.tensor([1, 2])
attempt(lambda: x.expand(-1, 2))

# repeat_forms
x = torch.tensor([[1, 2]])
show(x.repeat(2, 1), x.repeat((1, 2)), x.repeat(2, 1, 1).shape)

# repeat_too_few_err
x = torch.tensor([[1, 2]])
attempt(lambda: x.repeat(2))

# permute_forms
x = torch.arange(6).reshape(2, 3)
show(x.permute(1, 0), x.permute((1, 0)).shape, torch.permute(x, (1, 0)).shape, x.permute(-1, -2).shape)

# permute_too_few_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.permute(0))

# permute_repeated_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.permute(0, 0))

# permute_dims_kw
x = torch.arange(6).reshape(2, 3)
show(x.permute(dims=(1, 0)).shape, torch.permute(x, dims=[1, 0]).shape)

# transpose_forms
x = torch.arange(6).reshape(2, 3)
show(x.transpose(0, 1), x.transpose(-1, -2).shape, torch.transpose(x, 0, 1).shape)
show(x.transpose(dim0=1, dim1=0).shape, torch.swapaxes(x, 0, 1).shape)

# transpose_missing_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.transpose(0))

# transpose_float_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.transpose(0, 1.0))

# transpose_range_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.transpose(0, 2))

# t_forms
x = torch.arange(6).reshape(2, 3)
show(x.t().shape, torch.t(x).shape, x.T.shape, torch.tensor([1, 2]).t())

# t_3d_err
attempt(lambda: torch.zeros(2, 2, 2).t())

# flip_forms
x = torch.arange(6).reshape(2, 3)
show(x.flip(0), x.flip((0, 1)), x.flip([-1]), torch.flip(x, dims=(1,)))

# flip_fn_int
x = torch.arange(6).reshape(2, 3)
attempt(lambda: torch.flip(x, 0))

# flip_method_varargs
x = torch.arange(6).reshape(2, 3)
show(x.flip(0, 1))

# squeeze_forms
x = torch.zeros(1, 3, 1)
show(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(-1).shape, torch.squeeze(x, dim=2).shape)
show(x.squeeze(1).shape)

# unsqueeze_forms
x = torch.tensor([1, 2])
show(x.unsqueeze(0), x.unsqueeze(-1).shape, torch.unsqueeze(x, dim=1).shape)

# unsqueeze_missing_err
x = torch.tensor([1, 2])
attempt(lambda: x.unsqueeze())

# unsqueeze_str_err
x = torch.tensor([1, 2])
attempt(lambda: x.unsqueeze('a'))

# unsqueeze_tuple_err
x = torch.tensor([1, 2])
attempt(lambda: x.unsqueeze((0, 1)))

# unsqueeze_range_err
x = torch.tensor([1, 2])
attempt(lambda: x.unsqueeze(3))

# size_forms
x = torch.zeros(2, 3, 4)
show(x.size(), x.size(0), x.size(-1), x.size(dim=1), x.shape[1])

# size_str_err
x = torch.zeros(2, 3)
attempt(lambda: x.size('a'))

# size_range_err
x = torch.zeros(2, 3)
attempt(lambda: x.size(2))

# size_float_err
x = torch.zeros(2, 3)
attempt(lambda: x.size(1.0))

# new_factories
x = torch.tensor([1.5, 2.5], dtype=torch.float64)
show(x.new_zeros(2, 3).dtype, x.new_zeros((2, 3)).shape, x.new_ones([2]), x.new_full((2,), 5))
show(x.new_empty(3).shape, x.new_tensor([1, 2]), x.new_ones(2, dtype=torch.int32))

# new_full_missing_err
x = torch.tensor([1.5, 2.5])
attempt(lambda: x.new_full((2,)))

# narrow_forms
x = torch.arange(6).reshape(2, 3)
show(x.narrow(0, 1, 1), torch.narrow(x, -1, 0, 2), x.narrow(1, torch.tensor(1), 2))

# narrow_missing_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.narrow(0, 1))

# narrow_range_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.narrow(1, 2, 2))

# split_chunk_forms
x = torch.arange(6).reshape(2, 3)
show(x.split(1), x.split([1, 2], dim=1), torch.split(x, 1, 0))
show(x.chunk(2, dim=-1), torch.chunk(x, 2), x.tensor_split(3, dim=1))

# split_sizes_bad_err
x = torch.arange(6)
attempt(lambda: x.split([2, 2]))

# chunk_missing_err
x = torch.arange(6)
attempt(lambda: x.chunk())

# chunk_zero_err
x = torch.arange(6)
attempt(lambda: x.chunk(0))

# unflatten_forms
x = torch.arange(12).reshape(2, 6)
show(x.unflatten(1, (2, 3)).shape, torch.unflatten(x, -1, [3, -1]).shape)

# flatten_forms
x = torch.zeros(2, 3, 4)
show(x.flatten(1).shape, x.flatten(start_dim=0, end_dim=-2).shape, torch.flatten(x, 0, 1).shape, x.flatten().shape)

# flatten_bad_order_err
x = torch.zeros(2, 3, 4)
attempt(lambda: x.flatten(2, 1))

# flatten_float_err
x = torch.zeros(2, 3, 4)
attempt(lambda: x.flatten(1.0))

# movedim_forms
x = torch.zeros(2, 3, 4)
show(x.movedim(0, -1).shape, torch.movedim(x, (0, 1), (1, 0)).shape, x.moveaxis(2, 0).shape)

# movedim_mismatch_err
x = torch.zeros(2, 3, 4)
attempt(lambda: x.movedim((0, 1), (1,)))

# roll_forms
x = torch.arange(6).reshape(2, 3)
show(x.roll(1), x.roll(1, 0), torch.roll(x, (1, 1), (0, 1)), x.roll(shifts=-1, dims=1))

# roll_mismatch_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.roll((1, 1), 0))

# diag_forms
x = torch.arange(9).reshape(3, 3)
show(x.diagonal(0, 0, 1), torch.diag(x, 1), x.diag(-1), x.diagonal(offset=1))

# triu_tril_forms
x = torch.ones(3, 3, dtype=torch.int64)
show(torch.triu(x, diagonal=1), x.tril(-1), torch.tril(x))

# triu_float_err
x = torch.ones(3, 3)
attempt(lambda: torch.triu(x, 1.0))

# stack_cat_forms
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
show(torch.stack([a, b], dim=1), torch.cat((a, b), -1), torch.stack((a, b)), torch.cat([a, b], dim=0))

# cat_varargs_err
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
attempt(lambda: torch.cat(a, b))

# stack_tensor_err
a = torch.tensor([1, 2])
attempt(lambda: torch.stack(a))

# cat_int_element_err
a = torch.tensor([1, 2])
attempt(lambda: torch.cat([a, 1]))

# stack_int_element_err
a = torch.tensor([1, 2])
attempt(lambda: torch.stack((a, 2.0)))

# cat_dim_str_err
a = torch.tensor([1, 2])
attempt(lambda: torch.cat([a, a], 'a'))

# cat_dim_float_err
a = torch.tensor([1, 2])
attempt(lambda: torch.cat([a, a], 1.0))

# cat_empty_err
attempt(lambda: torch.cat([]))

# cat_missing_err
attempt(lambda: torch.cat())

# hstack_vstack_forms
a = torch.tensor([1, 2])
show(torch.hstack([a, a]), torch.vstack((a, a)), torch.dstack([a, a]).shape)

# gather_forms
x = torch.tensor([[1, 2], [3, 4]])
idx = torch.tensor([[0, 0], [1, 0]])
show(torch.gather(x, 1, idx), x.gather(dim=1, index=idx), x.gather(0, idx))

# gather_missing_index_err
x = torch.tensor([[1, 2], [3, 4]])
attempt(lambda: x.gather(1))

# gather_list_index_err
x = torch.tensor([[1, 2], [3, 4]])
attempt(lambda: x.gather(1, [[0, 0], [1, 0]]))

# gather_float_index_err
x = torch.tensor([[1, 2], [3, 4]])
attempt(lambda: x.gather(1, torch.tensor([[0.0], [1.0]])))

# index_select_forms
x = torch.tensor([[1, 2], [3, 4], [5, 6]])
show(x.index_select(0, torch.tensor([2, 0])), torch.index_select(x, dim=1, index=torch.tensor([1])))

# index_select_int_err
x = torch.tensor([[1, 2], [3, 4]])
attempt(lambda: x.index_select(0, 1))

# masked_fill_forms
x = torch.tensor([1.0, 2.0, 3.0])
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 0.0), x.masked_fill(m, torch.tensor(-1.0)), torch.masked_fill(x, m, 5))
show(x.masked_fill(mask=m, value=9))

# masked_fill_missing_err
x = torch.tensor([1.0, 2.0, 3.0])
m = torch.tensor([True, False, True])
attempt(lambda: x.masked_fill(m))

# masked_fill_str_err
x = torch.tensor([1.0, 2.0, 3.0])
m = torch.tensor([True, False, True])
attempt(lambda: x.masked_fill(m, 'a'))

# masked_fill_value_tensor_1d_err
x = torch.tensor([1.0, 2.0, 3.0])
m = torch.tensor([True, False, True])
attempt(lambda: x.masked_fill(m, torch.tensor([1.0, 2.0])))

# where_forms
c = torch.tensor([True, False, True])
x = torch.tensor([1.0, 2.0, 3.0])
show(torch.where(c, x, 0.0), torch.where(c, x, torch.zeros(3)), torch.where(c))
show(torch.where(c, 1.0, 0.0), torch.where(c, 1, 0), x.where(c, -x))

# where_int_cond
x = torch.tensor([1.0, 2.0, 3.0])
attempt(lambda: torch.where(torch.tensor([1, 0, 1]), x, 0.0))

# clamp_forms
x = torch.tensor([-2.0, 0.5, 3.0])
show(torch.clamp(x, min=0), torch.clamp(x, 0, 1), x.clamp(max=1), x.clamp(min=torch.tensor(0.0)))
show(x.clip(-1, 1), torch.clip(x, max=2.0), x.clamp(torch.tensor([0.0, 0.0, 0.0]), torch.tensor([1.0, 1.0, 1.0])))

# clamp_neither_err
x = torch.tensor([-2.0, 0.5, 3.0])
attempt(lambda: torch.clamp(x))

# clamp_str_err
x = torch.tensor([-2.0, 0.5, 3.0])
attempt(lambda: x.clamp('a'))

# clamp_int_tensor_float_bound
x = torch.tensor([-2, 1, 3])
show(x.clamp(0.5), x.clamp(max=2).dtype, x.clamp(min=torch.tensor(0.5)))

# add_alpha_forms
x = torch.tensor([1.0, 2.0])
y = torch.tensor([10.0, 20.0])
show(x.add(y, alpha=2), torch.add(x, 1, alpha=2), x.sub(y, alpha=0.5), torch.sub(y, x))
show(torch.add(x, other=y), x.add(other=3))

# add_positional_alpha_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.add(1, 2))

# add_alpha_float_int_err
x = torch.tensor([1, 2])
attempt(lambda: x.add(1, alpha=0.5))

# mul_div_forms
x = torch.tensor([3.0, -7.0])
show(torch.mul(x, 2), x.mul(torch.tensor(2)), x.div(2, rounding_mode='floor'), torch.div(x, 2, rounding_mode='trunc'))
show(torch.true_divide(x, 2), x.divide(torch.tensor([2.0, 2.0])), torch.floor_divide(x, 2))

# div_bad_mode_err
x = torch.tensor([3.0, -7.0])
attempt(lambda: x.div(2, rounding_mode='bad'))

# div_int_mode_none
x = torch.tensor([3, -7])
show(x.div(2), x.div(2, rounding_mode=None), x.div(2, rounding_mode='floor'))

# pow_str_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.pow('a'))

# to_forms
x = torch.tensor([1.5, 2.5])
show(x.to(torch.float64), x.to(dtype=torch.int32), x.to(torch.zeros(1, dtype=torch.int64)))
show(x.to('cpu').device, x.to(device='cpu', dtype=torch.float64).dtype, x.to('cpu', torch.float16))

# cast_methods
x = torch.tensor([1.7, -2.2])
show(x.float(), x.double(), x.int(), x.long(), x.bool(), x.half(), x.bfloat16(), x.short().dtype)

# type_method
x = torch.tensor([1.7, -2.2])
show(x.type(torch.int32), x.type(torch.float64).dtype, x.type(dtype=torch.int64))

# type_as_form
x = torch.tensor([1.7, -2.2])
show(x.type_as(torch.tensor([1])), torch.tensor([1, 2]).type_as(x))

# float_with_arg_err
x = torch.tensor([1.7, -2.2])
attempt(lambda: x.float(torch.float64))

# scalar_promotion_int_float
x = torch.tensor([1, 2])
show(x * 1.5, x + torch.tensor(1), x + torch.tensor(1.5), (x / 2).dtype)

# scalar_promotion_bool
b = torch.tensor([True, False])
x = torch.tensor([1, 2])
show(b + 1, x + True, b * 2.5, b + b, b & True)

# scalar_promotion_half
h = torch.tensor([1.0, 2.0], dtype=torch.float16)
show(h * torch.tensor(2.0, dtype=torch.float64), (h + 1.5).dtype, h + torch.tensor([1.0]))

# scalar_promotion_bfloat16
bf = torch.tensor([1.0, 2.0], dtype=torch.bfloat16)
show(bf * 3, (bf + torch.tensor(1, dtype=torch.int64)).dtype, bf + torch.tensor([1.0], dtype=torch.float16))

# zero_dim_float_tensor_as_int_err
x = torch.arange(6)
attempt(lambda: x.view(torch.tensor(2.0), 3))

# one_d_tensor_as_dim_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.sum(torch.tensor([1])))

# bool_as_dim
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.sum(True))

# bool_as_k_err
x = torch.arange(6.)
attempt(lambda: x.topk(True))

# bool_as_size_err
attempt(lambda: torch.zeros(True))

# bool_keepdim_int_ok
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.max(1, 1))

# int_to_float_param
x = torch.tensor([1.0, 2.0])
show(x.clamp(1, 2), torch.full((2,), 3).dtype, x.lerp(torch.tensor([3.0, 4.0]), 1))

# item_scalar_mix
x = torch.tensor([2.0, 4.0])
s = x.sum()
show(s.item(), float(s), int(s), x / s, x * s.item())

# bool_scalar_fill
show(torch.full((2,), False).dtype, torch.zeros(2).fill_(True), torch.zeros(2, dtype=torch.bool).fill_(1))

# out_kw_add
x = torch.tensor([1.0, 2.0])
o = torch.empty(2)
torch.add(x, 1, out=o)
show(o)

# out_kw_mul_wrong_dtype_err
x = torch.tensor([1.0, 2.0])
o = torch.empty(2, dtype=torch.int64)
attempt(lambda: torch.mul(x, 1.5, out=o))

# out_kw_method_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.add(1, out=torch.empty(2)))

# out_kw_not_tensor_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.add(x, 1, out=[0, 0]))

# out_resize
x = torch.tensor([1.0, 2.0])
o = torch.empty(0)
torch.mul(x, 2, out=o)
show(o)

# matmul_forms
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(3.)
show(torch.matmul(a, b), a.matmul(b), torch.mm(a, a.t()), a @ b, torch.mv(a, b))

# mm_vector_err
a = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.mm(a, torch.arange(3.)))

# mm_missing_err
a = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.mm(a))

# matmul_scalar_err
a = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.matmul(a, 2))

# matmul_list_err
a = torch.arange(6.).reshape(2, 3)
attempt(lambda: a.matmul([1.0, 2.0, 3.0]))

# unary_extra_arg_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.exp(x, 2))

# unary_kw_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.sqrt(x, dim=0))

# unary_list_err
attempt(lambda: torch.exp([1.0, 2.0]))

# unary_number_err
attempt(lambda: torch.sqrt(4.0))

# unary_out
x = torch.tensor([1.0, 4.0])
o = torch.empty(2)
torch.sqrt(x, out=o)
show(o)

# binary_number_first_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.add(1, x))

# binary_eq_forms
x = torch.tensor([1, 2, 3])
show(torch.eq(x, 2), x.ne(torch.tensor([1, 0, 3])), torch.gt(x, 1.5), x.le(other=2))

# binary_eq_str_err
x = torch.tensor([1, 2, 3])
attempt(lambda: torch.eq(x, 'a'))

# atan2_number_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.atan2(x, 1.0))

# maximum_number_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.maximum(x, 1.0))

# softmax_forms
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(torch.softmax(x, 1), x.softmax(dim=-1), F.softmax(x, dim=0), x.log_softmax(1))
show(torch.softmax(x, -1, dtype=torch.float64), F.softmax(x, 1, dtype=torch.float64))

# softmax_missing_dim_err
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
attempt(lambda: torch.softmax(x))

# softmax_method_missing_dim_err
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
attempt(lambda: x.softmax())

# softmax_tuple_dim_err
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
attempt(lambda: torch.softmax(x, (0, 1)))

# softmax_float_dim_err
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
attempt(lambda: x.softmax(1.0))

# f_relu_forms
x = torch.tensor([-1.0, 2.0])
show(F.relu(x), F.relu(input=x), F.leaky_relu(x, 0.1), F.leaky_relu(x, negative_slope=0.5))

# f_relu_list_err
attempt(lambda: F.relu([1.0, -1.0]))

# f_relu_extra_err
x = torch.tensor([-1.0, 2.0])
attempt(lambda: F.relu(x, True, 1))

# f_linear_forms
x = torch.tensor([[1.0, 2.0]])
w = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
show(F.linear(x, w), F.linear(x, w, torch.tensor([1.0, 2.0, 3.0])), F.linear(input=x, weight=w, bias=None))

# f_linear_bias_list_err
x = torch.tensor([[1.0, 2.0]])
w = torch.tensor([[1.0, 0.0]])
attempt(lambda: F.linear(x, w, [1.0]))

# f_linear_unknown_kw_err
x = torch.tensor([[1.0, 2.0]])
w = torch.tensor([[1.0, 0.0]])
attempt(lambda: F.linear(x, w, b=None))

# f_pad_forms
x = torch.tensor([[1.0, 2.0]])
show(F.pad(x, (1, 1)), F.pad(x, [0, 1, 1, 0], value=9.0), F.pad(x, (1, 0), 'constant', 2.0))

# f_normalize_forms
x = torch.tensor([[3.0, 4.0], [0.0, 2.0]])
show(F.normalize(x), F.normalize(x, dim=0), F.normalize(x, p=1, dim=1))

# f_one_hot_forms
x = torch.tensor([0, 2, 1])
show(F.one_hot(x), F.one_hot(x, 4), F.one_hot(x, num_classes=3))

# f_one_hot_float_err
attempt(lambda: F.one_hot(torch.tensor([0.0, 1.0])))

# f_dropout_forms
x = torch.tensor([1.0, 2.0])
show(F.dropout(x, 0.5, False), F.dropout(x, p=0.2, training=False))

# f_dropout_bad_p_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: F.dropout(x, 1.5))

# f_softmax_stacklevel
x = torch.tensor([1.0, 2.0])
show(F.softmax(x, 0, 3))

# f_cross_entropy_kw
logits = torch.tensor([[2.0, 0.5], [0.1, 1.0]])
y = torch.tensor([0, 1])
show(F.cross_entropy(logits, y), F.cross_entropy(logits, y, reduction='sum'), F.cross_entropy(input=logits, target=y, reduction='none'))

# f_cross_entropy_bad_reduction_err
logits = torch.tensor([[2.0, 0.5], [0.1, 1.0]])
y = torch.tensor([0, 1])
attempt(lambda: F.cross_entropy(logits, y, reduction='avg'))

# f_mse_forms
a = torch.tensor([1.0, 2.0])
b = torch.tensor([1.5, 2.5])
show(F.mse_loss(a, b), F.mse_loss(a, b, reduction='sum'), F.l1_loss(a, target=b))

# inplace_forms
x = torch.tensor([1.0, -2.0, 3.0])
x.add_(1, alpha=2)
x.mul_(torch.tensor(2.0))
x.clamp_(min=0)
show(x)

# inplace_int_float_err
x = torch.tensor([1, 2])
attempt(lambda: x.mul_(2.5))

# inplace_int_div_err
x = torch.tensor([1, 2])
attempt(lambda: x.div_(2))

# inplace_bool_add_err
x = torch.tensor([True, False])
attempt(lambda: x.add_(1))

# inplace_broadcast_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.add_(torch.ones(2, 2)))

# fill_forms
x = torch.zeros(3)
x.fill_(2.5)
show(x, torch.zeros(2, dtype=torch.int32).fill_(torch.tensor(7)))

# fill_missing_err
x = torch.zeros(3)
attempt(lambda: x.fill_())

# fill_1d_tensor_err
x = torch.zeros(3)
attempt(lambda: x.fill_(torch.tensor([1.0, 2.0])))

# dim_numel_methods
x = torch.zeros(2, 3)
show(x.dim(), x.ndim, x.numel(), x.ndimension(), x.nelement(), x.element_size())

# contiguous_clone_forms
x = torch.arange(6).reshape(2, 3).t()
show(x.is_contiguous(), x.contiguous().is_contiguous(), x.clone().stride(), torch.clone(x).shape)

# stride_forms
x = torch.zeros(2, 3, 4)
show(x.stride(), x.stride(0), x.stride(-1), x.stride(dim=1))

# scatter_forms
x = torch.zeros(2, 3)
idx = torch.tensor([[0, 1, 0]])
show(x.scatter(0, idx, 1.0), torch.scatter(x, 1, torch.tensor([[2], [0]]), torch.ones(2, 1)))
show(x.scatter_add(0, idx, torch.ones(1, 3)), x.scatter(dim=1, index=torch.tensor([[1], [2]]), value=5))

# scatter_reduce_kw
x = torch.zeros(3)
show(x.scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0]), reduce='sum'))
show(x.scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0]), 'amax', include_self=False))

# scatter_missing_src_err
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(0, torch.tensor([[0, 1, 2]])))

# scatter_float_index_err
x = torch.zeros(2, 3)
attempt(lambda: x.scatter(0, torch.tensor([[0.0]]), 1.0))

# index_add_forms
x = torch.zeros(3)
show(x.index_add(0, torch.tensor([0, 2]), torch.tensor([1.0, 2.0])), torch.index_add(x, 0, torch.tensor([1]), torch.tensor([5.0]), alpha=2))

# index_fill_forms
x = torch.zeros(2, 3)
show(x.index_fill(1, torch.tensor([0, 2]), -1), torch.index_fill(x, 0, torch.tensor([1]), torch.tensor(4.0)))

# masked_select_forms
x = torch.tensor([[1, 2], [3, 4]])
show(x.masked_select(x > 1), torch.masked_select(x, torch.tensor([True, False])))

# nonzero_forms
x = torch.tensor([[0, 1], [2, 0]])
show(x.nonzero(), torch.nonzero(x, as_tuple=True), x.nonzero(as_tuple=False).shape)

# nonzero_as_tuple_positional_err
x = torch.tensor([[0, 1], [2, 0]])
attempt(lambda: torch.nonzero(x, True))

# unique_forms
x = torch.tensor([3, 1, 3, 2, 1])
show(torch.unique(x), x.unique(sorted=True, return_counts=True), torch.unique(x, return_inverse=True))

# unique_consecutive_forms
x = torch.tensor([1, 1, 2, 2, 3, 1])
show(torch.unique_consecutive(x), x.unique_consecutive(return_counts=True))

# bincount_forms
x = torch.tensor([0, 1, 1, 3])
show(torch.bincount(x), x.bincount(minlength=5), torch.bincount(x, weights=torch.tensor([0.5, 1.0, 1.0, 2.0])))

# bincount_float_err
attempt(lambda: torch.bincount(torch.tensor([0.0, 1.0])))

# count_nonzero_forms
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
show(torch.count_nonzero(x), x.count_nonzero(dim=1), torch.count_nonzero(x, (0, 1)), x.count_nonzero(0))

# var_mean_forms
x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
show(torch.var_mean(x, 0), torch.std_mean(x, dim=1, keepdim=True))

# norm_forms
x = torch.tensor([[3.0, 4.0], [6.0, 8.0]])
show(x.norm(), x.norm(dim=1), torch.norm(x, p=1), x.norm(2, 0), torch.linalg.norm(x, dim=-1))

# dist_cdist_forms
a = torch.tensor([[0.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[3.0, 4.0]])
show(torch.dist(a[0], b[0]), torch.cdist(a, b), torch.cdist(a, b, p=1))

# einsum_forms
a = torch.arange(4.).reshape(2, 2)
show(torch.einsum('ij,jk->ik', a, a), torch.einsum('ii', a), torch.einsum('ij->j', [a]))

# outer_dot_forms
a = torch.tensor([1.0, 2.0])
show(torch.outer(a, a), a.dot(a), torch.dot(a, torch.tensor([3.0, 4.0])), torch.inner(a, a))

# dot_2d_err
a = torch.ones(2, 2)
attempt(lambda: torch.dot(a, a))

# dot_dtype_err
attempt(lambda: torch.dot(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))

# lerp_forms
a = torch.tensor([0.0, 10.0])
b = torch.tensor([10.0, 20.0])
show(torch.lerp(a, b, 0.5), a.lerp(b, torch.tensor([0.0, 1.0])), a.lerp(end=b, weight=0.25))

# addmm_forms
m = torch.ones(2, 2)
a = torch.eye(2)
show(torch.addmm(m, a, a), torch.addmm(m, a, a, beta=0.5, alpha=2), m.addmm(a, a))

# addmm_positional_beta_err
m = torch.ones(2, 2)
a = torch.eye(2)
attempt(lambda: torch.addmm(m, a, a, 0.5))

# bmm_forms
a = torch.ones(2, 2, 3)
b = torch.ones(2, 3, 1)
show(torch.bmm(a, b).shape, a.bmm(b).squeeze(-1))

# bmm_2d_err
attempt(lambda: torch.bmm(torch.ones(2, 2), torch.ones(2, 2)))

# repeat_interleave_forms
x = torch.tensor([1, 2])
show(x.repeat_interleave(2), torch.repeat_interleave(x, torch.tensor([1, 3])), torch.repeat_interleave(x, repeats=2, dim=0))

# tile_forms
x = torch.tensor([[1, 2]])
show(x.tile(2), torch.tile(x, (2, 1)), x.tile((1, 2)))

# searchsorted_forms
s = torch.tensor([1, 3, 5])
show(torch.searchsorted(s, torch.tensor([2, 5])), torch.searchsorted(s, 3, right=True), torch.bucketize(torch.tensor([2, 6]), s))

# searchsorted_side_kw
s = torch.tensor([1, 3, 5])
show(torch.searchsorted(s, torch.tensor([3]), side='right'), torch.searchsorted(s, torch.tensor([3]), side='left'))

# searchsorted_bad_side_err
s = torch.tensor([1, 3, 5])
attempt(lambda: torch.searchsorted(s, torch.tensor([3]), side='middle'))

# histc_forms
x = torch.tensor([1.0, 2.0, 1.0, 4.0])
show(torch.histc(x, bins=4, min=0, max=4), x.histc(2))

# diff_forms
x = torch.tensor([1, 4, 9, 16])
show(torch.diff(x), x.diff(n=2), torch.diff(x, prepend=torch.tensor([0])))

# cumsum_bool
x = torch.tensor([True, True, False])
show(x.cumsum(0), torch.cumsum(x, dim=0, dtype=torch.float32))

# cummax_forms
x = torch.tensor([1, 3, 2, 5])
show(torch.cummax(x, 0), x.cummin(dim=0).values)

# cummax_missing_err
x = torch.tensor([1, 3, 2, 5])
attempt(lambda: x.cummax())

# method_called_as_function_extra
x = torch.tensor([1.0, 2.0])
attempt(lambda: torch.neg(x, x, x))

# keyword_multiple_values_err
x = torch.tensor([[1.0, 2.0]])
attempt(lambda: torch.sum(x, 0, dim=1))

# keyword_multiple_values_method_err
x = torch.tensor([[1.0, 2.0]])
attempt(lambda: x.transpose(0, 1, dim0=0))

# none_for_required_err
x = torch.tensor([[1.0, 2.0]])
attempt(lambda: x.transpose(None, 1))

# none_for_k_err
x = torch.tensor([1.0, 2.0])
attempt(lambda: x.topk(None))

# device_kw_forms
show(torch.zeros(2, device='cpu').device, torch.ones(1, device=torch.device('cpu')).device, torch.arange(2, device='cpu'))

# device_bad_string_err
attempt(lambda: torch.ones(2, device='cuda:x'))

# device_float_err
attempt(lambda: torch.ones(2, device=1.5))
