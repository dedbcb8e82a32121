"""torch2.py: what the corpus twins need of PyTorch 2.x that Debian's 1.13
lacks or words otherwise: rms_norm and scaled_dot_product_attention as
PyTorch 2 composes them, F.pad's message for too many pads, group_norm's
dtype checks and mv's message for mismatched sizes.
install() puts them into torch.nn.functional; install_out() gives torch
PyTorch 2's out= of max and min without dim and where's dtype check of
out."""
import re

import torch
import torch.nn.functional as F


def rms_norm(input, normalized_shape, weight=None, eps=None):
    """PyTorch 2.4's composite rms_norm (1.13 has none)."""
    normalized_shape = tuple(normalized_shape)
    if tuple(input.shape[len(input.shape) - len(normalized_shape):]) != normalized_shape:
        raise RuntimeError(f"Given normalized_shape={list(normalized_shape)}, expected input with shape "
                           f"[*, {', '.join(map(str, normalized_shape))}], but got input of size{list(input.shape)}")
    up = input.float() if input.dtype in (torch.float16, torch.bfloat16) else input
    if eps is None:
        eps = torch.finfo(up.dtype).eps
    dims = [input.dim() - i - 1 for i in range(len(normalized_shape))]
    r = (up * torch.rsqrt(up.pow(2).mean(dims, keepdim=True) + eps)).type_as(input)
    return r * weight if weight is not None else r


def cpp_name(dtype):
    """A dtype as c10's TypeMeta names it in PyTorch's messages."""
    return {torch.float32: "float", torch.float64: "double", torch.float16: "c10::Half",
            torch.bfloat16: "c10::BFloat16", torch.int64: "long int", torch.int32: "int", torch.bool: "bool"}[dtype]


def sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
    """PyTorch 2's math attention (1.13 has none), with validate_sdpa_input's
    checks of the dtypes and ranks first and 2.5's enable_gqa."""
    if query.dtype != key.dtype or query.dtype != value.dtype:
        raise RuntimeError("Expected query, key, and value to have the same dtype, but got query.dtype: "
                           f"{cpp_name(query.dtype)} key.dtype: {cpp_name(key.dtype)} and value.dtype: "
                           f"{cpp_name(value.dtype)} instead.")
    if query.dim() < 2 or key.dim() < 2 or value.dim() < 2:
        raise RuntimeError(f"Expected query, key, and value to all be  at least 2 dimensional, but got query.dim: "
                           f"{query.dim()} key.dim: {key.dim()} and value.dim: {value.dim()} instead.")
    if is_causal and attn_mask is not None:
        raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True")
    if enable_gqa:
        key = key.repeat_interleave(query.size(-3) // key.size(-3), -3)
        value = value.repeat_interleave(query.size(-3) // value.size(-3), -3)
    L, S = query.size(-2), key.size(-2)
    sf = (1 / query.size(-1) ** 0.5 if scale is None else scale) ** 0.5
    attn = (query * sf) @ (key.transpose(-2, -1) * sf)
    if is_causal:
        attn = attn.masked_fill(~torch.ones(L, S, dtype=torch.bool).tril(), float('-inf'))
    if attn_mask is not None:
        attn = attn.masked_fill(~attn_mask, float('-inf')) if attn_mask.dtype == torch.bool else attn + attn_mask
    return torch.softmax(attn, -1) @ value


def mv_message(message):
    """mv's size check as PyTorch 2 words it (addmv's meta function); 1.13
    says 'size mismatch, got 2, 2x3,4'."""
    return re.sub(r"^size mismatch, got (\d+), (\d+)x(\d+),(\d+)$", r"size mismatch, got input (\1), mat (\2x\3), vec (\4)",
                  message)


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1):
    """torch.baddbmm as CUDA computes it: with beta 0 the input is never
    read, so its nan and inf stay out of the result. 1.13's CPU kernel
    lets them through now and then (a few runs in a hundred)."""
    if beta == 0:
        return torch.baddbmm(torch.zeros_like(input), batch1, batch2, alpha=alpha)
    return torch.baddbmm(input, batch1, batch2, beta=beta, alpha=alpha)


_pad = F.pad


def pad_2x(input, pad, mode="constant", value=None):
    """F.pad with PyTorch 2's message for more pads than the input has
    dimensions (1.13 says 'Padding length too large')."""
    if len(pad) % 2 == 0 and len(pad) > 2 * input.dim():
        raise RuntimeError("Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {input.dim()}")
    return _pad(input, pad, mode, value)


_group_norm = F.group_norm


def group_norm_2x(input, num_groups, weight=None, bias=None, eps=1e-05):
    """PyTorch 2's group_norm on cuda:0 (checked with 2.11): its mixed-dtype
    check where the first parameter given differs from the input's dtype
    (words that say CPU on every device), then the GPU kernel's read of
    each parameter in the input's dtype; 1.13 has neither."""
    given = [p for p in (weight, bias) if p is not None]
    if given and given[0].dtype != input.dtype:
        if any(p.dtype != torch.float32 for p in given):
            raise RuntimeError("mixed dtype (CPU): expect parameter to have scalar type of Float")
        if input.dtype not in (torch.float16, torch.bfloat16):
            raise RuntimeError("mixed dtype (CPU): all inputs must share same datatype.")
    for p in given:
        if p.dtype != input.dtype and input.is_floating_point():
            raise RuntimeError(f"expected scalar type {scalar_type_name(input.dtype)} but found "
                               f"{scalar_type_name(p.dtype)}")
    return _group_norm(input, num_groups, weight, bias, eps)


def install():
    """F.scaled_dot_product_attention, F.rms_norm, F.pad and F.group_norm as
    PyTorch 2's."""
    F.scaled_dot_product_attention = sdpa
    F.rms_norm = rms_norm
    F.pad = pad_2x
    F.group_norm = group_norm_2x


_max, _min, _where = torch.max, torch.min, torch.where


def _unary_out(reduce):
    """torch.max (min) with PyTorch 2's max.unary_out: the whole tensor's
    largest element into out, resized to 0-d, in out's dtype."""
    def call(*args, out=None, **kwargs):
        if out is None or len(args) + len(kwargs) != 1 or not isinstance(out, torch.Tensor):
            return reduce(*args, **kwargs) if out is None else reduce(*args, out=out, **kwargs)
        out.resize_(())
        out.fill_(reduce(*args, **kwargs))
        return out
    return call


def scalar_type_name(dtype):
    """A dtype as c10's ScalarType names it in PyTorch's messages."""
    return {torch.float32: "Float", torch.float64: "Double", torch.float16: "Half", torch.bfloat16: "BFloat16",
            torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char", torch.uint8: "Byte",
            torch.bool: "Bool"}[dtype]


def where_2x(condition, *args, out=None):
    """torch.where with PyTorch 2's where_self_out check of out's dtype
    (1.13 fails an internal assert)."""
    if out is not None and len(args) == 2 and all(isinstance(a, torch.Tensor) for a in args):
        want = torch.result_type(*args)
        if out.dtype != want:
            raise RuntimeError(f"Expected out type to be {scalar_type_name(want)} but got {scalar_type_name(out.dtype)}")
    return _where(condition, *args) if out is None else _where(condition, *args, out=out)


def install_out():
    """torch.max, torch.min and torch.where with PyTorch 2's out= rules."""
    torch.max = _unary_out(_max)
    torch.min = _unary_out(_min)
    torch.where = where_2x
