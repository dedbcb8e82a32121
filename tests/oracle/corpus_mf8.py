# Twin of tests/golden/corpus_mf8.cst (its tensors live on cuda:0).
import math
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402,F401
from cuda_repr import show  # noqa: E402
import cuda_repr  # noqa: E402

warnings.filterwarnings("ignore")


def attempt(fn):
    cuda_repr.attempt(fn)


# fmt_print_all
show(torch.contiguous_format, torch.channels_last, torch.channels_last_3d, torch.preserve_format)

# fmt_repr_str
show(repr(torch.channels_last), str(torch.preserve_format), repr(torch.contiguous_format))

# fmt_type
show(type(torch.channels_last))
show(torch.memory_format)

# fmt_type_name
show(type(torch.channels_last_3d).__name__)

# fmt_eq
show(torch.channels_last == torch.channels_last, torch.channels_last != torch.contiguous_format)
show(torch.channels_last == torch.channels_last_3d, torch.preserve_format != torch.preserve_format)

# fmt_eq_other_types
show(torch.channels_last == 1, torch.channels_last == 'channels_last', torch.contiguous_format == None)
show(torch.channels_last == torch.float32, torch.float32 != torch.channels_last)

# fmt_is
show(torch.channels_last is torch.channels_last, torch.channels_last is torch.contiguous_format)

# fmt_isinstance
show(isinstance(torch.channels_last, torch.memory_format), isinstance(torch.float32, torch.memory_format))
show(isinstance(torch.preserve_format, torch.dtype))

# fmt_type_compare
show(type(torch.channels_last) == torch.memory_format, type(torch.float16) == torch.memory_format)

# fmt_in_list
fmts = [torch.contiguous_format, torch.channels_last, torch.channels_last_3d, torch.preserve_format]
show(fmts)
show(torch.channels_last in fmts, fmts.index(torch.channels_last_3d))

# fmt_in_tuple
show((torch.channels_last,), (torch.contiguous_format, torch.preserve_format))

# fmt_dict_key
names = {torch.channels_last: 'NHWC', torch.contiguous_format: 'NCHW'}
show(names[torch.channels_last], names.get(torch.preserve_format, '?'))
show(names)

# fmt_set
show(len({torch.channels_last, torch.channels_last, torch.preserve_format}))

# fmt_hash
show(hash(torch.channels_last) == hash(torch.channels_last))

# fmt_fstring
f = torch.channels_last
show(f'{f}', f'[{f!r}]', f'{torch.preserve_format!s}')

# fmt_format_concat
show('format: ' + str(torch.channels_last_3d))

# fmt_bool
show(bool(torch.contiguous_format), not torch.channels_last)

# fmt_lt
attempt(lambda: torch.channels_last < torch.contiguous_format)

# fmt_construct
attempt(lambda: torch.memory_format())

# fmt_attr_missing
attempt(lambda: torch.channels_last.foo)

# fmt_variable_pass
layout = lambda t, fmt: t.contiguous(memory_format=fmt).stride()
x = torch.zeros(2, 3, 4, 5)
show(layout(x, torch.channels_last), layout(x, torch.contiguous_format))

# fmt_list_comprehension
x = torch.zeros(1, 2, 3, 4)
show([x.contiguous(memory_format=m).stride() for m in [torch.contiguous_format, torch.channels_last]])

# fmt_conditional
fmt = torch.channels_last if True else torch.contiguous_format
show(fmt, torch.empty(1, 2, 2, 2, memory_format=fmt).stride())

# empty_cl_stride
show(torch.empty(2, 3, 4, 5, memory_format=torch.channels_last).stride())

# empty_cl_tuple_size
show(torch.empty((2, 3, 4, 5), memory_format=torch.channels_last).stride())

# empty_contiguous_format
show(torch.empty(2, 3, 4, 5, memory_format=torch.contiguous_format).stride())

# empty_none_format
show(torch.empty(2, 3, 4, 5, memory_format=None).stride())

# empty_cl3d_stride
show(torch.empty(2, 3, 4, 5, 6, memory_format=torch.channels_last_3d).stride())

# empty_cl_size_one_c
show(torch.empty(2, 1, 3, 3, memory_format=torch.channels_last).stride())

# empty_cl_size_one_hw
show(torch.empty(2, 3, 1, 1, memory_format=torch.channels_last).stride())

# empty_cl_all_ones
show(torch.empty(1, 1, 1, 1, memory_format=torch.channels_last).stride())

# empty_cl_n111
show(torch.empty(4, 1, 1, 1, memory_format=torch.channels_last).stride())

# empty_cl_zero_c
show(torch.empty(2, 0, 3, 3, memory_format=torch.channels_last).stride())

# empty_cl_zero_n
show(torch.empty(0, 3, 2, 2, memory_format=torch.channels_last).stride())

# empty_cl3d_zero_d
show(torch.empty(1, 2, 0, 3, 3, memory_format=torch.channels_last_3d).stride())

# empty_cl_dtype
e = torch.empty(2, 3, 2, 2, dtype=torch.float16, memory_format=torch.channels_last)
show(e.dtype, e.shape, e.stride())

# empty_cl_int
e = torch.empty(1, 4, 2, 3, dtype=torch.int64, memory_format=torch.channels_last)
show(e.dtype, e.stride(), e.is_contiguous(memory_format=torch.channels_last))

# empty_cl_rank2
attempt(lambda: torch.empty(2, 3, memory_format=torch.channels_last))

# empty_cl_rank5
attempt(lambda: torch.empty(2, 3, 4, 5, 6, memory_format=torch.channels_last))

# empty_cl3d_rank4
attempt(lambda: torch.empty(2, 3, 4, 5, memory_format=torch.channels_last_3d))

# empty_cl_rank0
attempt(lambda: torch.empty((), memory_format=torch.channels_last))

# empty_preserve
attempt(lambda: torch.empty(2, 3, 4, 5, memory_format=torch.preserve_format))

# empty_preserve_rank1
attempt(lambda: torch.empty(3, memory_format=torch.preserve_format))

# empty_cl_is_contiguous
e = torch.empty(2, 3, 4, 5, memory_format=torch.channels_last)
show(e.is_contiguous(), e.is_contiguous(memory_format=torch.channels_last))

# empty_cl_numel_shape
e = torch.empty(2, 3, 4, 5, memory_format=torch.channels_last)
show(e.shape, e.numel(), e.size(1), e.stride(1), e.stride(-1))

# is_contig_default
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(x.is_contiguous(), x.is_contiguous(memory_format=torch.contiguous_format))

# is_contig_cl_of_contiguous
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(x.is_contiguous(memory_format=torch.channels_last))

# is_contig_preserve
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(x.is_contiguous(memory_format=torch.preserve_format), x.t().is_contiguous(memory_format=torch.preserve_format) if x.dim() == 2 else x.transpose(2, 3).is_contiguous(memory_format=torch.preserve_format))

# is_contig_cl3d_on_4d
x = torch.zeros(2, 3, 4, 5)
show(x.is_contiguous(memory_format=torch.channels_last_3d))

# is_contig_cl_on_3d
x = torch.zeros(3, 4, 5)
show(x.is_contiguous(memory_format=torch.channels_last), x.is_contiguous(memory_format=torch.channels_last_3d))

# is_contig_cl_on_0d
show(torch.tensor(1.5).is_contiguous(memory_format=torch.channels_last), torch.tensor(1.5).is_contiguous())

# is_contig_cl_on_1d
show(torch.arange(4).is_contiguous(memory_format=torch.channels_last))

# is_contig_size_one_hw
x = torch.zeros(2, 3, 1, 1)
show(x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))

# is_contig_size_one_c
x = torch.zeros(2, 1, 3, 3)
show(x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))

# is_contig_empty_cl
x = torch.zeros(0, 3, 2, 2)
show(x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))

# is_contig_permuted_back
x = torch.arange(24.).reshape(1, 3, 2, 4)
p = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
show(p.stride(), p.is_contiguous(), p.is_contiguous(memory_format=torch.channels_last))

# is_contig_permute_nhwc_view
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.permute(0, 2, 3, 1).is_contiguous(), y.permute(0, 2, 3, 1).stride())

# is_contig_sliced_hw
y = torch.zeros(2, 3, 4, 4).contiguous(memory_format=torch.channels_last)
show(y[:, :, :2].is_contiguous(memory_format=torch.channels_last), y[:1].is_contiguous(memory_format=torch.channels_last))

# is_contig_sliced_c
y = torch.zeros(2, 3, 4, 4).contiguous(memory_format=torch.channels_last)
show(y[:, :2].is_contiguous(memory_format=torch.channels_last), y[:, :1].stride())

# is_contig_cl3d
x = torch.zeros(1, 2, 3, 2, 2)
z = x.contiguous(memory_format=torch.channels_last_3d)
show(x.is_contiguous(memory_format=torch.channels_last_3d), z.is_contiguous(memory_format=torch.channels_last_3d), z.is_contiguous())

# is_contig_strided_layout
s = torch.empty_strided((2, 3, 4, 5), (60, 1, 15, 3))
show(s.is_contiguous(), s.is_contiguous(memory_format=torch.channels_last))

# is_contig_positional
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.is_contiguous(torch.channels_last))

# is_contig_int_arg
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.is_contiguous(memory_format=1))

# is_contig_none_arg
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.is_contiguous(memory_format=None))

# is_contig_str_arg
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.is_contiguous(memory_format='channels_last'))

# contig_cl_stride
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(x.contiguous(memory_format=torch.channels_last).stride())

# contig_cl_values
x = torch.arange(24.).reshape(1, 2, 3, 4)
y = x.contiguous(memory_format=torch.channels_last)
show(y)
show(torch.equal(x, y), (x == y).all().item())

# contig_cl_batch2
x = torch.arange(48.).reshape(2, 2, 3, 4)
show(x.contiguous(memory_format=torch.channels_last).stride())

# contig_cl_memory_order
x = torch.arange(12).reshape(1, 3, 2, 2)
y = x.contiguous(memory_format=torch.channels_last)
show(y.permute(0, 2, 3, 1).reshape(-1).tolist())

# contig_cl_same_object
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.contiguous(memory_format=torch.channels_last) is y, y.contiguous() is y)

# contig_cl_back_to_contiguous
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
c = y.contiguous()
show(c.stride(), c.is_contiguous(), torch.equal(c, y))

# contig_contiguous_format_same
x = torch.zeros(2, 3)
show(x.contiguous(memory_format=torch.contiguous_format) is x)

# contig_preserve_contiguous
x = torch.zeros(2, 3)
show(x.contiguous(memory_format=torch.preserve_format) is x)

# contig_preserve_noncontiguous
x = torch.zeros(2, 3).t()
attempt(lambda: x.contiguous(memory_format=torch.preserve_format))

# contig_cl_rank3
x = torch.zeros(2, 3, 4)
attempt(lambda: x.contiguous(memory_format=torch.channels_last))

# contig_cl_rank2_contiguous
x = torch.zeros(2, 3)
attempt(lambda: x.contiguous(memory_format=torch.channels_last))

# contig_cl3d_rank4
x = torch.zeros(2, 3, 4, 5)
attempt(lambda: x.contiguous(memory_format=torch.channels_last_3d))

# contig_cl_rank0
attempt(lambda: torch.tensor(2.0).contiguous(memory_format=torch.channels_last))

# contig_positional
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.contiguous(torch.channels_last))

# contig_none
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.contiguous(memory_format=None))

# contig_str
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.contiguous(memory_format='channels_last'))

# contig_dtype_arg
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.contiguous(memory_format=torch.float32))

# contig_unknown_kw
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.contiguous(format=torch.channels_last))

# contig_cl_int
x = torch.arange(24).reshape(2, 3, 2, 2)
y = x.contiguous(memory_format=torch.channels_last)
show(y.dtype, y.stride(), y.tolist() == x.tolist())

# contig_cl_bool
x = torch.arange(24).reshape(2, 3, 2, 2) % 3 == 0
y = x.contiguous(memory_format=torch.channels_last)
show(y.dtype, y.stride(), torch.equal(x, y))

# contig_cl_half
x = torch.arange(16, dtype=torch.float16).reshape(1, 4, 2, 2)
y = x.contiguous(memory_format=torch.channels_last)
show(y.stride(), y[0, :, 1, 1])

# contig_cl_bfloat16
x = torch.arange(8, dtype=torch.bfloat16).reshape(1, 2, 2, 2)
show(x.contiguous(memory_format=torch.channels_last).stride())

# contig_cl_empty
x = torch.zeros(0, 3, 2, 2)
y = x.contiguous(memory_format=torch.channels_last)
show(y.shape, y.stride())

# contig_cl_size_one_is_same
x = torch.zeros(2, 3, 1, 1)
show(x.contiguous(memory_format=torch.channels_last) is x)

# contig_cl_from_transposed
x = torch.arange(24.).reshape(1, 2, 4, 3).transpose(2, 3)
y = x.contiguous(memory_format=torch.channels_last)
show(x.stride(), y.stride(), torch.equal(x, y))

# contig_cl_from_sliced
x = torch.arange(96.).reshape(2, 3, 4, 4)[:, :, ::2, 1:]
y = x.contiguous(memory_format=torch.channels_last)
show(y.shape, y.stride())
show(y[1, 2])

# contig_cl_from_expanded
x = torch.arange(3.).reshape(1, 3, 1, 1).expand(2, 3, 2, 2)
y = x.contiguous(memory_format=torch.channels_last)
show(x.stride(), y.stride())
show(y[1, :, 1, 0])

# contig_cl3d_stride
x = torch.arange(48.).reshape(1, 2, 2, 3, 4)
z = x.contiguous(memory_format=torch.channels_last_3d)
show(z.stride(), torch.equal(x, z))

# contig_cl3d_rank5_cl
x = torch.zeros(1, 2, 2, 3, 4)
attempt(lambda: x.contiguous(memory_format=torch.channels_last))

# contig_cl_view_fails
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
attempt(lambda: y.view(-1))

# contig_cl_reshape_values
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
show(y.reshape(-1)[:8])

# contig_cl_flatten
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
f = y.flatten(1)
show(f.shape, f.stride(), f[1, :4])

# contig_cl_nhwc_view
y = torch.arange(12.).reshape(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.permute(0, 2, 3, 1).view(-1))

# contig_cl_indexing
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y[1, 2], y[0, :, 0, 1], y[..., 1].stride())

# contig_cl_item_sum
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.sum().item(), y[1, 1, 1, 1].item())

# clone_cl_method
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(x.clone(memory_format=torch.channels_last).stride())

# clone_cl_function
x = torch.arange(24.).reshape(1, 2, 3, 4)
c = torch.clone(x, memory_format=torch.channels_last)
show(c.stride(), torch.equal(c, x))

# clone_preserve_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.clone().stride(), y.clone(memory_format=torch.preserve_format).stride())

# clone_contiguous_of_cl
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
c = y.clone(memory_format=torch.contiguous_format)
show(c.stride(), c.is_contiguous())

# clone_none_format
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.clone(memory_format=None).stride())

# clone_preserve_transposed
x = torch.zeros(3, 4).t()
show(x.clone().stride(), x.clone(memory_format=torch.contiguous_format).stride())

# clone_preserve_nondense
a = torch.arange(24.).reshape(4, 6).t()[::2]
show(a.stride(), a.clone().stride(), a.clone(memory_format=torch.contiguous_format).stride())

# clone_preserve_permuted3d
x = torch.zeros(2, 3, 4).permute(2, 0, 1)
show(x.stride(), x.clone().stride())

# clone_cl_rank3
x = torch.zeros(2, 3, 4)
attempt(lambda: x.clone(memory_format=torch.channels_last))

# clone_cl3d
x = torch.arange(24.).reshape(1, 2, 3, 2, 2)
c = x.clone(memory_format=torch.channels_last_3d)
show(c.stride(), c.is_contiguous(memory_format=torch.channels_last_3d), torch.equal(c, x))

# clone_cl3d_rank4
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: torch.clone(x, memory_format=torch.channels_last_3d))

# clone_positional_method
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.clone(torch.contiguous_format))

# clone_positional_function
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: torch.clone(x, torch.contiguous_format))

# clone_int_format
x = torch.zeros(1, 2, 3, 4)
attempt(lambda: x.clone(memory_format=2))

# clone_cl_int_values
x = torch.arange(16).reshape(1, 4, 2, 2)
c = x.clone(memory_format=torch.channels_last)
show(c)

# clone_cl_independent
x = torch.zeros(1, 2, 2, 2)
c = x.clone(memory_format=torch.channels_last)
c[0, 1, 0, 0] = 5.0
show(x.sum().item(), c.sum().item(), c.stride())

# clone_0d_contiguous
show(torch.tensor(3).clone(memory_format=torch.contiguous_format), torch.tensor(3).clone(memory_format=torch.contiguous_format).stride())

# clone_empty_cl
show(torch.zeros(2, 0, 2, 2).clone(memory_format=torch.channels_last).stride())

# to_cl_method
x = torch.arange(24.).reshape(1, 2, 3, 4)
show(x.to(memory_format=torch.channels_last).stride())

# to_dtype_and_cl
x = torch.arange(24.).reshape(1, 2, 3, 4)
r = x.to(torch.float64, memory_format=torch.channels_last)
show(r.dtype, r.stride())

# to_dtype_kw_and_cl
x = torch.arange(24.).reshape(1, 2, 3, 4)
r = x.to(dtype=torch.float16, memory_format=torch.channels_last)
show(r.dtype, r.stride(), r[0, 1, 2])

# to_device_and_cl
x = torch.arange(24.).reshape(1, 2, 3, 4)
r = x.to(x.device, memory_format=torch.channels_last)
show(r.stride())

# to_device_dtype_and_cl
x = torch.arange(24.).reshape(1, 2, 3, 4)
r = x.to(x.device, torch.int32, memory_format=torch.channels_last)
show(r.dtype, r.stride())

# to_preserve_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.to(torch.float64).stride(), y.to(torch.int64).stride())

# to_cl_same_object
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.to(memory_format=torch.channels_last) is y, y.to(memory_format=torch.preserve_format) is y)

# to_contiguous_of_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
r = y.to(memory_format=torch.contiguous_format)
show(r is y, r.stride())

# to_contiguous_of_transposed
x = torch.zeros(2, 3).t()
r = x.to(memory_format=torch.contiguous_format)
show(r is x, r.stride())

# to_dtype_contiguous_of_transposed
x = torch.zeros(2, 3).t()
r = x.to(torch.float64, memory_format=torch.contiguous_format)
show(r.stride(), r.dtype)

# to_cl_of_size_one_hw
x = torch.zeros(2, 3, 1, 1)
r = x.to(memory_format=torch.channels_last)
show(r is x, r.stride())

# to_cl_of_nhwc_permuted
x = torch.zeros(2, 4, 4, 3).permute(0, 3, 1, 2)
show(x.to(memory_format=torch.channels_last) is x, x.stride())

# to_cl_rank3
x = torch.zeros(2, 3, 4)
attempt(lambda: x.to(memory_format=torch.channels_last))

# to_cl_rank3_dtype
x = torch.zeros(2, 3, 4)
attempt(lambda: x.to(torch.float64, memory_format=torch.channels_last))

# to_cl3d
x = torch.zeros(1, 2, 3, 2, 2)
show(x.to(memory_format=torch.channels_last_3d).stride())

# to_none_format
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.to(memory_format=None) is y, y.to(torch.float64, memory_format=None).stride())

# to_copy_and_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
r = y.to(copy=True, memory_format=torch.channels_last)
show(r is y, r.stride())

# to_nondense_preserve
a = torch.arange(24.).reshape(4, 6).t()[::2]
show(a.to(torch.float64).stride(), a.double().stride())

# cast_methods_keep_cl
y = torch.zeros(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.half().stride(), y.int().stride(), y.bool().stride(), y.float().stride())

# cpu_keeps_cl
y = torch.zeros(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
h = y.cpu()
show(h.stride(), h.is_contiguous(memory_format=torch.channels_last))

# type_as_keeps_cl
y = torch.zeros(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.type_as(torch.zeros(1, dtype=torch.float64)).stride())

# empty_like_cl
x = torch.zeros(2, 3, 4, 5)
show(torch.empty_like(x, memory_format=torch.channels_last).stride())

# empty_like_preserve_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.empty_like(y).stride(), torch.empty_like(y, memory_format=torch.preserve_format).stride())

# empty_like_contiguous_of_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.empty_like(y, memory_format=torch.contiguous_format).stride())

# empty_like_none
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.empty_like(y, memory_format=None).stride())

# empty_like_transposed
x = torch.zeros(3, 4).t()
show(torch.empty_like(x).stride(), torch.empty_like(x, memory_format=torch.contiguous_format).stride())

# empty_like_cl_rank2
attempt(lambda: torch.empty_like(torch.zeros(2, 3), memory_format=torch.channels_last))

# empty_like_cl3d
x = torch.zeros(2, 3, 2, 2, 2)
show(torch.empty_like(x, memory_format=torch.channels_last_3d).stride())

# empty_like_positional
attempt(lambda: torch.empty_like(torch.zeros(1, 2, 2, 2), torch.channels_last))

# empty_like_dtype_and_cl
e = torch.empty_like(torch.zeros(1, 2, 2, 3), dtype=torch.int32, memory_format=torch.channels_last)
show(e.dtype, e.stride())

# zeros_like_cl
x = torch.arange(24.).reshape(1, 2, 3, 4)
z = torch.zeros_like(x, memory_format=torch.channels_last)
show(z.stride(), z.sum().item(), z.shape)

# zeros_like_cl_print
z = torch.zeros_like(torch.zeros(1, 2, 2, 2), memory_format=torch.channels_last)
show(z)

# zeros_like_preserve_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.zeros_like(y).stride())

# zeros_like_contiguous_of_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.zeros_like(y, memory_format=torch.contiguous_format).stride())

# zeros_like_cl_rank3
attempt(lambda: torch.zeros_like(torch.zeros(2, 3, 4), memory_format=torch.channels_last))

# zeros_like_int_cl
z = torch.zeros_like(torch.arange(8).reshape(1, 2, 2, 2), memory_format=torch.channels_last)
show(z.dtype, z.stride(), z.tolist())

# ones_like_cl
o = torch.ones_like(torch.zeros(1, 3, 2, 2), memory_format=torch.channels_last)
show(o.stride(), o.sum().item())

# ones_like_cl_bool
o = torch.ones_like(torch.zeros(1, 2, 2, 2, dtype=torch.bool), memory_format=torch.channels_last)
show(o.dtype, o.stride(), o.all().item())

# ones_like_preserve_transposed
x = torch.zeros(2, 3, 4).transpose(0, 2)
show(torch.ones_like(x).stride())

# ones_like_cl3d
o = torch.ones_like(torch.zeros(1, 2, 2, 2, 2), memory_format=torch.channels_last_3d)
show(o.stride(), o.is_contiguous(memory_format=torch.channels_last_3d))

# ones_like_cl3d_rank4
attempt(lambda: torch.ones_like(torch.zeros(1, 2, 2, 2), memory_format=torch.channels_last_3d))

# full_like_cl
f = torch.full_like(torch.zeros(1, 2, 2, 3), 7, memory_format=torch.channels_last)
show(f.stride())
show(f)

# full_like_cl_dtype
f = torch.full_like(torch.zeros(1, 2, 2, 2), 2.5, dtype=torch.float64, memory_format=torch.channels_last)
show(f.dtype, f.stride(), f[0, 1, 1, 1].item())

# full_like_preserve_cl
y = torch.zeros(1, 2, 2, 3).contiguous(memory_format=torch.channels_last)
show(torch.full_like(y, -1).stride())

# full_like_contiguous_of_cl
y = torch.zeros(1, 2, 2, 3).contiguous(memory_format=torch.channels_last)
show(torch.full_like(y, -1, memory_format=torch.contiguous_format).stride())

# full_like_cl_rank1
attempt(lambda: torch.full_like(torch.zeros(4), 1.0, memory_format=torch.channels_last))

# rand_like_cl
r = torch.rand_like(torch.zeros(2, 3, 4, 5), memory_format=torch.channels_last)
show(r.stride(), r.shape, bool(((r >= 0) & (r < 1)).all()))

# rand_like_preserve_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.rand_like(y).stride())

# rand_like_contiguous_of_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(torch.rand_like(y, memory_format=torch.contiguous_format).stride())

# rand_like_transposed
x = torch.zeros(2, 3).t()
show(torch.rand_like(x).stride())

# rand_like_memory_order
x = torch.zeros(2, 3).t()
torch.manual_seed(0)
a = torch.rand_like(x)
torch.manual_seed(0)
b = torch.rand(6)
show(a.stride(), torch.equal(a.t().reshape(-1), b))

# rand_like_memory_order_cl
y = torch.zeros(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
torch.manual_seed(1)
a = torch.rand_like(y)
torch.manual_seed(1)
b = torch.rand(1, 2, 2, 3)
show(a.stride(), torch.equal(a.permute(0, 2, 3, 1), b))

# rand_like_explicit_cl_order
torch.manual_seed(2)
a = torch.rand_like(torch.zeros(1, 3, 2, 2), memory_format=torch.channels_last)
torch.manual_seed(2)
b = torch.rand(12)
show(torch.equal(a.permute(0, 2, 3, 1).reshape(-1), b))

# rand_like_contiguous_order
torch.manual_seed(3)
a = torch.rand_like(torch.zeros(3, 2))
torch.manual_seed(3)
b = torch.rand(3, 2)
show(torch.equal(a, b))

# rand_like_cl_rank3
attempt(lambda: torch.rand_like(torch.zeros(2, 3, 4), memory_format=torch.channels_last))

# rand_like_cl_dtype
r = torch.rand_like(torch.zeros(1, 2, 2, 2), dtype=torch.float64, memory_format=torch.channels_last)
show(r.dtype, r.stride())

# randn_like_cl
r = torch.randn_like(torch.zeros(2, 3, 4, 5), memory_format=torch.channels_last)
show(r.stride(), r.shape)

# randn_like_memory_order
x = torch.zeros(2, 3).t()
torch.manual_seed(0)
a = torch.randn_like(x)
torch.manual_seed(0)
b = torch.randn(6)
show(a.stride(), torch.equal(a.t().reshape(-1), b))

# randn_like_memory_order_cl
y = torch.zeros(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
torch.manual_seed(4)
a = torch.randn_like(y)
torch.manual_seed(4)
b = torch.randn(1, 2, 2, 3)
show(torch.equal(a.permute(0, 2, 3, 1), b))

# randn_like_memory_order_3d
x = torch.zeros(2, 2, 3).permute(2, 0, 1)
torch.manual_seed(5)
a = torch.randn_like(x)
torch.manual_seed(5)
b = torch.randn(2, 2, 3)
show(a.stride(), torch.equal(a.permute(1, 2, 0), b))

# randn_like_contiguous_of_cl
y = torch.zeros(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(torch.randn_like(y, memory_format=torch.contiguous_format).stride())

# randn_like_cl3d_rank4
attempt(lambda: torch.randn_like(torch.zeros(1, 2, 2, 2), memory_format=torch.channels_last_3d))

# randint_like_high
r = torch.randint_like(torch.zeros(2, 3), 10)
show(r.dtype, r.shape, bool(((r >= 0) & (r < 10)).all()), bool((r == r.floor()).all()))

# randint_like_low_high
r = torch.randint_like(torch.zeros(4, 4), 3, 6)
show(r.dtype, bool(((r >= 3) & (r < 6)).all()))

# randint_like_keywords
r = torch.randint_like(torch.zeros(2, 3), low=2, high=5)
show(r.shape, bool(((r >= 2) & (r < 5)).all()))

# randint_like_int_input
r = torch.randint_like(torch.zeros(3, dtype=torch.int64), 5)
show(r.dtype, bool(((r >= 0) & (r < 5)).all()))

# randint_like_dtype
r = torch.randint_like(torch.zeros(2, 2), 10, dtype=torch.int32)
show(r.dtype, bool(((r >= 0) & (r < 10)).all()))

# randint_like_half
r = torch.randint_like(torch.zeros(3, dtype=torch.float16), 3)
show(r.dtype, bool(((r >= 0) & (r < 3)).all()))

# randint_like_cl
r = torch.randint_like(torch.zeros(1, 2, 3, 4), 10, memory_format=torch.channels_last)
show(r.stride(), r.dtype)

# randint_like_preserve_transposed
r = torch.randint_like(torch.zeros(2, 3).t(), 10)
show(r.stride())

# randint_like_memory_order
x = torch.zeros(2, 3).t()
torch.manual_seed(0)
a = torch.randint_like(x, 100)
torch.manual_seed(0)
b = torch.randint(100, (6,)).float()
show(torch.equal(a.t().reshape(-1), b))

# randint_like_same_as_randint
torch.manual_seed(7)
a = torch.randint_like(torch.zeros(2, 3, dtype=torch.int64), 3, 9)
torch.manual_seed(7)
b = torch.randint(3, 9, (2, 3))
show(torch.equal(a, b))

# randint_like_bad_range
attempt(lambda: torch.randint_like(torch.zeros(2), 10, 2))

# randint_like_float_high
attempt(lambda: torch.randint_like(torch.zeros(2), 1.5))

# randint_like_bool
attempt(lambda: torch.randint_like(torch.zeros(2, dtype=torch.bool), 3))

# randint_like_empty
r = torch.randint_like(torch.zeros(0, 3), 4)
show(r.shape, r.dtype)

# randint_like_cl_rank2
attempt(lambda: torch.randint_like(torch.zeros(2, 3), 5, memory_format=torch.channels_last))

# ew_add_scalar_cl
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
show((y + 1).stride(), (y * 2).stride(), (1 - y).stride())

# ew_cl_plus_contiguous
x = torch.arange(24.).reshape(1, 2, 3, 4)
y = x.contiguous(memory_format=torch.channels_last)
show((y + x).stride(), (x + y).stride(), (y + y).stride())

# ew_cl_values
x = torch.arange(24.).reshape(1, 2, 3, 4)
y = x.contiguous(memory_format=torch.channels_last)
show(torch.equal(y + x, x * 2), (y * y)[0, 1, 2])

# ew_unary_cl
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last) - 10
show(torch.relu(y).stride(), (-y).stride(), y.abs().stride(), torch.exp(y).stride())

# ew_compare_cl
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
m = y > 10
show(m.stride(), m.dtype, m.sum().item())

# ew_where_cl
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
show(torch.where(y > 10, y, 0.0).stride())

# ew_bias_broadcast_cl
y = torch.zeros(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
b = torch.tensor([1.0, 2.0, 3.0]).view(1, 3, 1, 1)
r = y + b
show(r.stride(), r[1, :, 1, 1])

# ew_inplace_keeps_cl
y = torch.zeros(1, 2, 2, 2).contiguous(memory_format=torch.channels_last)
y.add_(1)
y.mul_(3)
show(y.stride(), y.sum().item())

# ew_inplace_operator_cl
y = torch.zeros(1, 2, 2, 2).contiguous(memory_format=torch.channels_last)
y += 2
show(y.stride(), y.is_contiguous(memory_format=torch.channels_last))

# ew_copy_into_cl
y = torch.zeros(1, 2, 2, 3).contiguous(memory_format=torch.channels_last)
y.copy_(torch.arange(12.).reshape(1, 2, 2, 3))
show(y.stride(), y.permute(0, 2, 3, 1).reshape(-1).tolist())

# ew_fill_cl
y = torch.zeros(1, 2, 2, 3).contiguous(memory_format=torch.channels_last)
y.fill_(4)
show(y.stride(), y.sum().item())

# ew_cast_result_cl
y = torch.arange(24).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
r = y / 2
show(r.dtype, r.stride())

# ew_cl_output_is_cl
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show((y * 2 + 1).is_contiguous(memory_format=torch.channels_last), (y * 2 + 1).is_contiguous())

# ew_cl3d_scalar
z = torch.zeros(1, 2, 2, 2, 3).contiguous(memory_format=torch.channels_last_3d)
show((z + 1).stride())

# ew_cl_int_pow
y = torch.arange(8).reshape(1, 2, 2, 2).contiguous(memory_format=torch.channels_last)
r = y ** 2
show(r.stride(), r.flatten().tolist())

# reduce_cl_sum_all_dims
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.sum(dim=(2, 3)), y.mean(dim=1)[1])

# reduce_cl_amax
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.amax(dim=(0, 2, 3)), y.argmax().item())

# mm_after_cl_flatten
y = torch.arange(24.).reshape(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
w = torch.ones(12, 2)
show(y.flatten(1) @ w)

# cl_roundtrip_nhwc
nhwc = torch.arange(24.).reshape(2, 2, 2, 3)
nchw = nhwc.permute(0, 3, 1, 2)
show(nchw.is_contiguous(memory_format=torch.channels_last), nchw.contiguous().stride())

# cl_transpose_property
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.transpose(1, 3).stride(), y.mT.stride())

# cl_unsqueeze_squeeze
y = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
show(y.unsqueeze(0).stride(), y[0].stride(), y[:, 0].stride())

# cl_split
y = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
a, b = y.split(1, dim=1)
show(a.stride(), b.storage_offset(), b[0, 0, 0])

# cl_data_ptr_shared
y = torch.zeros(1, 2, 2, 2).contiguous(memory_format=torch.channels_last)
show(y.contiguous(memory_format=torch.channels_last).data_ptr() == y.data_ptr())

# cl_nbytes
y = torch.zeros(2, 3, 4, 5, dtype=torch.float16).contiguous(memory_format=torch.channels_last)
show(y.element_size(), y.numel() * y.element_size())
