# Twin of tests/golden/corpus_ag8.cst (its tensors live on cuda:0).
import os
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
    return message.replace("SymInt", "int")


def attempt(fn):
    cuda_repr.attempt(fn, arg_names)

# abs_input_keyword
x = torch.tensor([[-1.5, 2.0], [0.0, -3.0]])
show(torch.abs(input=x))

# neg_input_keyword_int
x = torch.tensor([1, -2, 3])
show(torch.neg(input=x), torch.exp(input=x.float()))

# sum_input_keyword
x = torch.arange(6.).reshape(2, 3)
show(torch.sum(input=x), torch.sum(input=x, dim=0))

# sum_numpy_a_keyword
x = torch.arange(6.).reshape(2, 3)
show(torch.sum(a=x), torch.sum(a=x, axis=1))

# sum_numpy_x_keyword
x = torch.arange(6).reshape(2, 3)
show(torch.sum(x=x, dim=1, keepdims=True))

# mean_input_keyword_axis
x = torch.arange(6.).reshape(2, 3)
show(torch.mean(input=x, axis=0))

# amax_input_keyword
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
show(torch.amax(input=x, dim=1), torch.amin(input=x, dim=0))

# max_input_keyword
x = torch.tensor([[1., 5., 2.], [7., 0., 3.]])
show(torch.max(input=x))
show(torch.max(input=x, dim=0))

# min_input_keyword_keepdim
x = torch.tensor([[1., 5., 2.], [7., 0., 3.]])
show(torch.min(input=x, dim=1, keepdim=True))

# any_all_input_keyword
b = torch.tensor([[True, False], [True, True]])
show(torch.any(input=b), torch.all(input=b, dim=0))

# round_input_keyword_decimals
x = torch.tensor([1.25, -2.5, 3.675])
show(torch.round(input=x), torch.round(x, decimals=1))

# pow_self_keyword_scalar
x = torch.arange(4.)
show(torch.pow(self=2, exponent=x))

# pow_input_exponent_keywords
x = torch.arange(4.)
show(torch.pow(input=x, exponent=2), torch.pow(x, exponent=3))

# pow_scalar_base_positional
x = torch.tensor([0, 1, 2])
show(torch.pow(2, x), torch.pow(2.5, x))

# add_mul_input_keywords
x = torch.tensor([1., 2., 3.])
show(torch.add(input=x, other=1), torch.mul(input=x, other=x))

# clamp_input_keyword
x = torch.tensor([-2., 0.5, 3.])
show(torch.clamp(input=x, min=0), torch.clamp(input=x, max=1.0))

# reshape_input_shape_keywords
x = torch.arange(6)
show(torch.reshape(input=x, shape=(3, 2)))

# permute_input_dims_keywords
x = torch.arange(6).reshape(2, 3)
show(torch.permute(input=x, dims=(1, 0)))

# transpose_input_keywords
x = torch.arange(6).reshape(2, 3)
show(torch.transpose(input=x, dim0=0, dim1=1).shape)

# cumsum_softmax_input_keywords
x = torch.tensor([[1., 2.], [3., 4.]])
show(torch.cumsum(input=x, dim=0))
show(torch.softmax(input=x, dim=1))

# argmax_flatten_input_keywords
x = torch.tensor([[1, 9], [4, 2]])
show(torch.argmax(input=x, dim=1), torch.flatten(input=x))

# unsqueeze_squeeze_input_keywords
x = torch.zeros(2, 1)
show(torch.unsqueeze(input=x, dim=0).shape, torch.squeeze(input=x).shape)

# clone_input_keyword
x = torch.tensor([1, 2])
y = torch.clone(input=x)
y[0] = 5
show(x, y)

# sort_topk_input_keywords
x = torch.tensor([3., 1., 2.])
show(torch.sort(input=x, descending=True))
show(torch.topk(input=x, k=2))

# where_keywords
x = torch.tensor([1., -2., 3.])
show(torch.where(condition=x > 0, input=x, other=torch.zeros(3)))

# abs_self_keyword_err
x = torch.tensor([-1., 2.])
attempt(lambda: torch.abs(self=x))

# abs_multiple_values_err
x = torch.tensor([-1., 2.])
attempt(lambda: torch.abs(x, input=x))

# exp_multiple_values_err
x = torch.tensor([0., 1.])
attempt(lambda: torch.exp(x, input=x))

# neg_unknown_keyword_err
x = torch.tensor([0., 1.])
attempt(lambda: torch.neg(input=x, foo=1))

# bare_abs_keyword_err
x = torch.tensor([-1., 2.])
attempt(lambda: abs(self=x))
attempt(lambda: abs(x=-3))

# len_keyword_err
attempt(lambda: len(obj=[1, 2]))

# sum_input_twice_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.sum(x, input=x))

# sum_dim_twice_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(0, dim=1))

# pow_multiple_values_err
x = torch.arange(3.)
attempt(lambda: torch.pow(x, 2, exponent=3))

# clamp_min_twice_err
x = torch.arange(3.)
attempt(lambda: torch.clamp(x, 0, min=1))

# view_dtype_keyword
x = torch.tensor([1.0, 2.0])
show(x.view(dtype=torch.int32))
show(x.view(torch.int32))

# view_dtype_same_size
x = torch.tensor([1, -1], dtype=torch.int16)
show(x.view(dtype=torch.float16), x.view(torch.bfloat16))

# view_size_keyword
x = torch.arange(6)
show(x.view(size=(3, 2)))

# view_dtype_wrong_size_err
x = torch.tensor([1.0, 2.0, 3.0])
attempt(lambda: x.view(dtype=torch.float64))

# view_size_tensor_0d
x = torch.arange(6.)
n = torch.tensor(2)
show(x.view(n, 3))
show(x.view(n, -1).shape)

# view_size_tuple_tensor_0d
x = torch.arange(6.)
n = torch.tensor(3)
show(x.view((2, n)).shape, x.view([n, 2]).shape)

# reshape_size_tensor_0d
x = torch.arange(6.)
n = torch.tensor(2)
show(x.reshape(n, 3).shape, torch.reshape(x, (n, 3)).shape)

# zeros_size_tensor_0d
n = torch.tensor(2)
show(torch.zeros(n, 3))
show(torch.ones((n, 2), dtype=torch.int64))

# full_empty_size_tensor_0d
n = torch.tensor(2)
show(torch.full((n, 2), 1.5))
show(torch.empty(n, 3).shape, torch.randn(n).shape)

# new_zeros_size_tensor_0d
x = torch.ones(2, dtype=torch.float64)
n = torch.tensor(3)
show(x.new_zeros(n), x.new_ones((n, 1)).shape)

# expand_size_tensor_0d
x = torch.tensor([[1, 2]])
n = torch.tensor(3)
show(x.expand(n, 2))

# sum_dim_tensor_0d_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(torch.tensor(1)))

# sum_dim_tuple_tensor_0d
x = torch.arange(6.).reshape(2, 3)
show(x.sum((torch.tensor(1),)), x.sum([torch.tensor(0)]))

# size_dim_tensor_0d
x = torch.zeros(2, 3)
show(x.size(torch.tensor(1)), x.size(dim=torch.tensor(0)))

# transpose_dim_tensor_0d
x = torch.zeros(2, 3)
show(x.transpose(torch.tensor(0), 1).shape)

# unsqueeze_dim_tensor_0d
x = torch.zeros(2, 3)
show(x.unsqueeze(torch.tensor(0)).shape)

# cumsum_dim_tensor_0d
x = torch.tensor([[1, 2], [3, 4]])
show(x.cumsum(torch.tensor(1)))

# narrow_start_tensor_0d
x = torch.arange(6)
show(x.narrow(0, torch.tensor(2), 3))

# arange_end_tensor_0d
show(torch.arange(torch.tensor(4)), torch.arange(1, torch.tensor(4)))

# view_size_float_tensor_err
x = torch.arange(6.)
attempt(lambda: x.view(torch.tensor(2.0), 3))

# reshape_fn_int_err
x = torch.arange(6.)
attempt(lambda: torch.reshape(x, 6))

# reshape_fn_varargs_err
x = torch.arange(6.)
attempt(lambda: torch.reshape(x, 2, 3))

# reshape_fn_tuple_list
x = torch.arange(6.)
show(torch.reshape(x, (3, 2)).shape, torch.reshape(x, [6]).shape, torch.reshape(x, (-1,)).shape)

# reshape_fn_shape_keyword
x = torch.arange(6.)
show(torch.reshape(x, shape=(2, -1)).shape)

# reshape_method_varargs
x = torch.arange(6.)
show(x.reshape(6).shape, x.reshape(-1, 2).shape, x.reshape(shape=(3, 2)).shape)

# reshape_fn_missing_err
x = torch.arange(6.)
attempt(lambda: torch.reshape(x))

# reshape_method_missing_err
x = torch.arange(6.)
attempt(lambda: x.reshape())

# reshape_fn_str_err
x = torch.arange(6.)
attempt(lambda: torch.reshape(x, 'a'))

# permute_fn_varargs_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: torch.permute(x, 1, 0))

# permute_fn_int_err
x = torch.arange(6)
attempt(lambda: torch.permute(x, 0))

# permute_fn_tuple_list
x = torch.arange(24).reshape(2, 3, 4)
show(torch.permute(x, (2, 0, 1)).shape, torch.permute(x, [1, 2, 0]).shape)

# permute_method_forms
x = torch.arange(24).reshape(2, 3, 4)
show(x.permute(2, 0, 1).shape, x.permute((1, 0, 2)).shape, x.permute(dims=[0, 2, 1]).shape)

# permute_fn_missing_err
x = torch.arange(6)
attempt(lambda: torch.permute(x))

# tensor_dtype_positional_err
attempt(lambda: torch.tensor([1, 2], torch.float32))

# tensor_device_positional_err
attempt(lambda: torch.tensor([1, 2], None, 'cpu'))

# tensor_dtype_keyword
show(torch.tensor([1, 2], dtype=torch.float32), torch.tensor(data=[1, 2]))

# tensor_missing_err
attempt(lambda: torch.tensor())

# as_tensor_dtype_positional_err
attempt(lambda: torch.as_tensor([1, 2], torch.float64))

# torch_sum_list_err
attempt(lambda: torch.sum([1, 2, 3]))

# torch_sum_int_err
attempt(lambda: torch.sum(3))

# torch_mean_list_err
attempt(lambda: torch.mean([1.0, 2.0]))

# torch_max_list_err
attempt(lambda: torch.max([1, 2, 3]))

# torch_abs_int_err
attempt(lambda: torch.abs(-3))

# torch_exp_float_err
attempt(lambda: torch.exp(1.0))

# torch_round_float_err
attempt(lambda: torch.round(2.5))

# torch_any_list_err
attempt(lambda: torch.any([True, False]))

# torch_sum_tuple_keyword_err
attempt(lambda: torch.sum(input=(1, 2)))

# ones_like_device_cpu
x = torch.arange(3.)
y = torch.ones_like(x, device='cpu')
show(y.device, y.dtype, y.tolist())

# zeros_like_device_cpu
x = torch.arange(3)
y = torch.zeros_like(x, device='cpu')
show(y.device, y.dtype, y.tolist())

# full_like_device_cpu
x = torch.arange(3.)
y = torch.full_like(x, 7, device='cpu')
show(y.device, y.tolist())

# empty_like_device_cpu
x = torch.arange(3.)
y = torch.empty_like(x, device='cpu')
show(y.device, y.shape)

# rand_like_device_cpu
x = torch.arange(4.)
show(torch.rand_like(x, device='cpu').device, torch.randn_like(x, device='cpu').device)

# ones_like_dtype_device
x = torch.arange(3.)
y = torch.ones_like(x, dtype=torch.int64, device='cpu')
show(y.device, y.dtype, y.tolist())

# like_device_object
x = torch.arange(3.)
y = torch.zeros_like(x, device=torch.device('cpu'))
show(y.device)

# like_device_none_keeps
x = torch.arange(3.)
show(torch.ones_like(x, device=None).device == x.device)

# randint_high_str_err
attempt(lambda: torch.randint(0, 'a', (2,)))

# randint_size_str_err
attempt(lambda: torch.randint(5, 'a'))

# randint_size_int_err
attempt(lambda: torch.randint(5, 3))

# randint_dtype_str_err
attempt(lambda: torch.randint(5, (2,), dtype='a'))

# randint_missing_size_err
attempt(lambda: torch.randint(5))

# arange_end_str_err
attempt(lambda: torch.arange('a'))

# arange_start_end_str_err
attempt(lambda: torch.arange(0, 'a'))

# arange_step_str_err
attempt(lambda: torch.arange(0, 5, 'a'))

# arange_dtype_str_err
attempt(lambda: torch.arange(5, dtype='float'))

# arange_keywords
show(torch.arange(start=1, end=4), torch.arange(end=3), torch.arange(0, 1, step=0.25))

# new_zeros_str_err
x = torch.ones(2)
attempt(lambda: x.new_zeros('a'))

# new_ones_str_err
x = torch.ones(2)
attempt(lambda: x.new_ones('a'))

# new_empty_float_err
x = torch.ones(2)
attempt(lambda: x.new_empty(2.5))

# new_full_int_size_err
x = torch.ones(2)
attempt(lambda: x.new_full(3, 1.0))

# new_zeros_forms
x = torch.ones(2, dtype=torch.int32)
show(x.new_zeros(2, 3), x.new_zeros((1, 2)).dtype, x.new_zeros([2], dtype=torch.float16))

# new_full_forms
x = torch.ones(2)
show(x.new_full((2,), 3), x.new_full(size=(1, 2), fill_value=True))

# new_zeros_missing_err
x = torch.ones(2)
attempt(lambda: x.new_full((2,)))

# split_sizes_list
x = torch.arange(6)
show(x.split([2, 4]), torch.split(x, [1, 5]))

# split_size_keyword
x = torch.arange(6)
show(x.split(split_size=4), x.split(2, dim=0))

# split_sizes_sum_err
x = torch.arange(6)
attempt(lambda: x.split([2, 3]))

# mse_loss_keywords
x = torch.arange(3.)
show(F.mse_loss(input=x, target=torch.ones(3)), F.mse_loss(x, torch.ones(3), reduction='sum'))

# to_none
x = torch.tensor([1.5, 2.5])
show(x.to(None))

# to_unknown_keyword_err
x = torch.tensor([1.5, 2.5])
attempt(lambda: x.to(foo=1))

# to_dtype_string_err
x = torch.tensor([1.5, 2.5])
attempt(lambda: x.to('float32'))

# to_dtype_forms
x = torch.tensor([1.5, 2.5])
show(x.to(torch.float64), x.to(dtype=torch.int32), x.to(torch.int64, copy=True))

# to_device_dtype_cpu
x = torch.tensor([1.5, 2.5])
y = x.to('cpu', torch.float64)
show(y.device, y.dtype)
z = x.to(device='cpu', dtype=torch.int64)
show(z.device, z.dtype, z.tolist())

# to_other_tensor
x = torch.tensor([1.5, 2.5])
show(x.to(torch.zeros(1, dtype=torch.int32)))

# to_non_blocking_only
x = torch.tensor([1.5, 2.5])
show(x.to(non_blocking=True), x.to(torch.float16, True))

# to_dtype_int_err
x = torch.tensor([1.5, 2.5])
attempt(lambda: x.to(dtype=1))

# to_too_many_err
x = torch.tensor([1.5, 2.5])
attempt(lambda: x.to(torch.float64, False, False, False))

# sum_keepdim_int_keyword_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(0, keepdim=1))

# mean_keepdim_int_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.mean(0, 1))

# max_keepdim_int_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.max(0, 1))

# amax_keepdim_int_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.amax(0, 1))

# argmax_keepdim_int_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.argmax(0, 1))

# argmax_keepdim_keyword_int_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.argmax(x, dim=0, keepdim=0))

# keepdim_bool_forms
x = torch.arange(6.).reshape(2, 3)
show(x.sum(0, True).shape, x.mean(1, keepdim=True).shape, x.amax(0, True).shape, x.argmax(1, True).shape)

# masked_fill_bool_mask
x = torch.arange(6.).reshape(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 0.5), torch.masked_fill(x, m, torch.tensor(-1.0)))

# masked_fill_value_str_err
x = torch.arange(3.)
m = torch.tensor([True, False, True])
attempt(lambda: x.masked_fill(m, 'a'))

# masked_fill_value_1d_err
x = torch.arange(3.)
m = torch.tensor([True, False, True])
attempt(lambda: x.masked_fill(m, torch.tensor([1.0, 2.0, 3.0])))

# div_rounding_positional_err
x = torch.tensor([5., -7., 9.])
attempt(lambda: torch.div(x, 2, 'floor'))

# div_method_rounding_positional_err
x = torch.tensor([5., -7., 9.])
attempt(lambda: x.div(2, 'floor'))

# div_rounding_keyword
x = torch.tensor([5., -7., 9.])
show(torch.div(x, 2, rounding_mode='floor'), x.div(2, rounding_mode='trunc'), torch.div(x, 2, rounding_mode=None))

# div_rounding_int
x = torch.tensor([5, -7, 9])
show(torch.div(x, 2, rounding_mode='floor'), torch.div(x, torch.tensor(2), rounding_mode='trunc'))

# div_rounding_bad_err
x = torch.tensor([5., -7.])
attempt(lambda: torch.div(x, 2, rounding_mode='round'))

# div_rounding_int_err
x = torch.tensor([5., -7.])
attempt(lambda: torch.div(x, 2, rounding_mode=1))

# add_str_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.add(x, 'a'))

# mul_str_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.mul(x, 'a'))

# sub_list_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.sub(x, [1, 2]))

# add_method_str_err
x = torch.tensor([1., 2.])
attempt(lambda: x.add('a'))

# mul_method_none_err
x = torch.tensor([1., 2.])
attempt(lambda: x.mul(None))

# div_str_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.div(x, 'a'))

# add_missing_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.add(x))

# mul_missing_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.mul(x))

# sub_method_missing_err
x = torch.tensor([1., 2.])
attempt(lambda: x.sub())

# add_alpha_keyword
x = torch.tensor([1., 2.])
show(torch.add(x, x, alpha=2), torch.sub(x, 1, alpha=3), x.add(other=1, alpha=0.5))

# add_other_keyword_number
x = torch.tensor([1, 2])
show(torch.add(x, other=1), torch.mul(x, other=2.5), torch.sub(input=x, other=3))

# add_input_number_other_tensor
x = torch.tensor([1, 2])
show(torch.add(1, x), torch.mul(2.0, x))

# add_alpha_str_err
x = torch.tensor([1., 2.])
attempt(lambda: torch.add(x, x, alpha='a'))

# where_missing_other_err
x = torch.tensor([1., -2.])
attempt(lambda: torch.where(x > 0, x))

# where_no_args_err
attempt(lambda: torch.where())

# where_condition_only
x = torch.tensor([1., -2., 3.])
show(torch.where(x > 0))

# where_scalar_forms
x = torch.tensor([1., -2., 3.])
show(torch.where(x > 0, x, 0.0), torch.where(x > 0, 1.0, x), torch.where(x > 0, 1.0, 0.0))

# where_method
x = torch.tensor([1., -2., 3.])
show(x.where(x > 0, torch.tensor(0.)))

# clone_int_err
attempt(lambda: torch.clone(1))

# clone_list_err
attempt(lambda: torch.clone([1, 2]))

# sum_dim_element_str_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.sum(x, (0, 'a')))

# sum_dim_element_float_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum([0, 1.5]))

# amax_dim_element_str_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.amax((0, 'a')))

# mean_dim_element_none_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.mean(x, [1, None]))

# full_missing_value_err
attempt(lambda: torch.full((2,)))

# eye_missing_err
attempt(lambda: torch.eye())

# linspace_keywords
show(torch.linspace(start=0, end=1, steps=3), torch.linspace(0, 1, steps=5, dtype=torch.float64))

# sum_method_out_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: x.sum(0, out=torch.empty(0)))

# cat_out_dtype
a = torch.tensor([1, 2])
o = torch.empty(0, dtype=torch.float32)
show(torch.cat([a, a], out=o))

# stack_out
a = torch.tensor([1., 2.])
o = torch.empty(0)
show(torch.stack([a, a], out=o).shape)

# add_out_int_to_float
x = torch.tensor([1, 2])
o = torch.empty(2)
show(torch.add(x, 1, out=o), o)

# add_out_float_to_int_err
x = torch.tensor([1.5, 2.5])
attempt(lambda: torch.add(x, 1, out=torch.empty(2, dtype=torch.int64)))

# sum_axis_keepdims
x = torch.arange(6.).reshape(2, 3)
show(torch.sum(x, axis=1, keepdims=True), x.sum(axis=0))

# prod_input_keyword
x = torch.tensor([[1, 2], [3, 4]])
show(torch.prod(input=x), torch.prod(input=x, dim=0))

# std_var_input_keyword
x = torch.tensor([[1., 2.], [3., 5.]])
show(torch.std(input=x, dim=0), torch.var(input=x))

# logsumexp_input_keyword
x = torch.tensor([[0., 1.], [2., 3.]])
show(torch.logsumexp(input=x, dim=1))

# cat_tensors_keyword
a = torch.tensor([1, 2])
show(torch.cat(tensors=[a, a], dim=0), torch.stack(tensors=(a, a), dim=1))

# gather_index_select_keywords
x = torch.tensor([[1, 2], [3, 4]])
show(torch.gather(input=x, dim=1, index=torch.tensor([[1], [0]])))
show(torch.index_select(input=x, dim=0, index=torch.tensor([1])))

# matmul_input_other_keywords
a = torch.tensor([[1., 2.], [3., 4.]])
show(torch.matmul(input=a, other=a), torch.mm(input=a, mat2=a))

# maximum_keywords
a = torch.tensor([1, 5])
b = torch.tensor([3, 2])
show(torch.maximum(input=a, other=b), torch.minimum(a, other=b))

# eq_keywords
a = torch.tensor([1, 5])
show(torch.eq(input=a, other=5), torch.gt(a, other=torch.tensor(2)))

# softmax_dim_tensor_0d
x = torch.tensor([[1., 2.], [3., 4.]])
show(torch.softmax(x, torch.tensor(1)))

# flatten_dims_tensor_0d
x = torch.zeros(2, 3, 4)
show(torch.flatten(x, torch.tensor(1)).shape)

# index_select_dim_tensor_0d
x = torch.tensor([[1, 2], [3, 4]])
show(x.index_select(torch.tensor(1), torch.tensor([0])))

# topk_k_tensor_0d
x = torch.tensor([3., 1., 2.])
show(x.topk(torch.tensor(2)))

# repeat_sizes_tensor_0d
x = torch.tensor([1, 2])
show(x.repeat(torch.tensor(2)), x.repeat(torch.tensor(2), 1).shape)

# zeros_dtype_positional_err
attempt(lambda: torch.zeros((2,), torch.float32))

# ones_size_float_err
attempt(lambda: torch.ones(2.5))

# zeros_size_list_float_err
attempt(lambda: torch.zeros([2, 1.5]))

# full_size_int_err
attempt(lambda: torch.full(2, 1.0))

# empty_size_none_err
attempt(lambda: torch.empty(None))

# view_size_str_err
x = torch.arange(6)
attempt(lambda: x.view('a'))

# view_too_many_kw_err
x = torch.arange(6)
attempt(lambda: x.view(2, 3, dtype=torch.int32))

# expand_str_err
x = torch.tensor([[1, 2]])
attempt(lambda: x.expand('a'))

# permute_method_str_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: x.permute('a'))

# transpose_missing_err
x = torch.arange(6).reshape(2, 3)
attempt(lambda: torch.transpose(x, 0))

# unsqueeze_float_err
x = torch.arange(6)
attempt(lambda: torch.unsqueeze(x, 0.5))

# flatten_str_err
x = torch.zeros(1, 2)
attempt(lambda: torch.flatten(x, 'a'))

# cumsum_keepdim_err
x = torch.arange(4)
attempt(lambda: x.cumsum(0, True))

# softmax_missing_dim_err
x = torch.arange(4.)
attempt(lambda: torch.softmax(x))

# topk_float_k_err
x = torch.arange(4.)
attempt(lambda: x.topk(2.0))

# numel_input_keyword
x = torch.zeros(2, 3)
show(torch.numel(input=x), torch.numel(x))

# t_input_keyword
x = torch.zeros(2, 3)
show(torch.t(input=x).shape)

# matmul_missing_err
a = torch.ones(2, 2)
attempt(lambda: torch.matmul(a))

# sum_dtype_keyword_forms
x = torch.tensor([1, 2, 3], dtype=torch.int8)
show(torch.sum(x, dtype=torch.int32), torch.sum(input=x, dim=0, dtype=torch.float16))

# mean_int_err
x = torch.tensor([1, 2, 3])
attempt(lambda: torch.mean(input=x))

# sum_bool_input_keyword
b = torch.tensor([[True, False], [True, True]])
show(torch.sum(input=b), torch.sum(input=b, dim=1))

# sum_float16_input_keyword
x = torch.tensor([1.5, 2.25], dtype=torch.float16)
show(torch.sum(input=x), torch.mean(input=x))

# sum_empty_input_keyword
x = torch.zeros(0, 3)
show(torch.sum(input=x, dim=0), torch.amax(input=torch.zeros(2, 0), dim=0))

# max_0d_input_keyword
x = torch.tensor(4.5)
show(torch.max(input=x), torch.max(input=x, dim=0))

# pow_exponent_tensor_keyword
x = torch.tensor([1, 2, 3])
show(torch.pow(x, exponent=torch.tensor(2)), x.pow(exponent=2))

# round_decimals_positional_err
x = torch.tensor([1.25])
attempt(lambda: torch.round(x, 1))

# any_dim_keyword
b = torch.tensor([[True, False], [False, False]])
show(torch.any(b, dim=1), torch.all(b, 1))

# sum_too_many_fn_err
x = torch.arange(6.).reshape(2, 3)
attempt(lambda: torch.sum(x, 0, True, torch.float64))

# abs_too_many_err
x = torch.tensor([-1.])
attempt(lambda: torch.abs(x, x))

# exp_no_args_err
attempt(lambda: torch.exp())

# abs_no_args_err
attempt(lambda: torch.abs())

# sum_no_args_err
attempt(lambda: torch.sum())
