"""cuda_repr.py: what PyTorch on a GPU prints, computed with Debian's CPU-only
torch 1.13, for the twins of tensor goldens.

cst's default device is cuda:0, so its tensors print with device='cuda:0'.
A twin computes on CPU tensors and prints them through show(), which gives
the text PyTorch 2.x prints for the same tensor on cuda:0: the rules are
tests/format/caselib.py's (verified there against torch on every case of
the printing differential test), applied under the twin's current
set_printoptions.  A tensor the golden keeps on the cpu is wrapped in Host()
to print as PyTorch prints a cpu tensor.

Helpers live in tests/oracle/lib/ so that scripts/oracle, which takes every
tests/oracle/*.py for a twin, does not.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "format"))
import caselib  # noqa: E402
import torch  # noqa: E402
import torch._tensor_str as tensor_str  # noqa: E402


def cuda_text(t):
    """repr(t) as PyTorch prints it for t on cuda:0."""
    po = tensor_str.PRINT_OPTS
    o = caselib.Opts(po.precision, po.threshold, po.edgeitems, po.linewidth, po.sci_mode)
    text = caselib.expected_text(t, True, o)
    # expected_text leaves the default options behind: put the twin's back.
    torch.set_printoptions(precision=o.precision, threshold=o.threshold, edgeitems=o.edgeitems,
                           linewidth=o.linewidth, sci_mode=o.sci_mode)
    return text


class Host:
    """A tensor that lives on the cpu in the golden: it prints as it is."""

    def __init__(self, t):
        self.t = t


def text(v, top=True):
    """str(v) (repr(v) inside a container), with tensors as on cuda:0."""
    if isinstance(v, Host):
        return repr(v.t)
    if isinstance(v, torch.Tensor):
        return cuda_text(v)
    if isinstance(v, torch.Size):
        return str(v)
    if type(v).__module__ == "torch.return_types":
        # A named tuple: torch.return_types.max(\nvalues=...,\nindices=...)
        fields = ",\n".join(f"{name}={text(getattr(v, name), False)}" for name in type(v).__match_args__)
        return f"torch.return_types.{type(v).__name__}(\n{fields})"
    if isinstance(v, list):
        return "[" + ", ".join(text(x, False) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{text(k, False)}: {text(x, False)}" for k, x in v.items()) + "}"
    if isinstance(v, tuple):
        inner = ", ".join(text(x, False) for x in v)
        return "(" + inner + ("," if len(v) == 1 else "") + ")"
    return str(v) if top else repr(v)


def show(*values, sep=" ", end="\n"):
    """print(*values), with every tensor printed as PyTorch prints it on cuda:0."""
    print(sep.join(text(v) for v in values), end=end)


def cuda_message(e, *fixes):
    """e's message as PyTorch 2 gives it for tensors on cuda:0: a kernel's
    CUDA name (hypot_cuda for hypot_cpu, GeluCUDAKernelImpl,
    max_pool2d_with_indices_out_cuda_frame) and a legacy type's CUDA name
    (torch.cuda.FloatTensor); then each of fixes, a function of the text,
    in turn."""
    message = re.sub(r'_(vml_)?cpu"', '_cuda"', str(e))
    # Kernels whose CUDA twins are named apart rather than by suffix (a 1-d
    # max pool runs as a 2-d one on a GPU).
    message = message.replace('"GeluKernelImpl"', '"GeluCUDAKernelImpl"')
    message = re.sub(r'"(max_pool2d|max_pool1d_impl)" not', '"max_pool2d_with_indices_out_cuda_frame" not', message)
    message = re.sub(r'torch\.(\w+Tensor)', r'torch.cuda.\1', message)
    for fix in fixes:
        message = fix(message)
    return message


def attempt(fn, *fixes):
    """A corpus case: what fn() returns, or, for a case that must fail, its
    exception's class and cuda_message."""
    try:
        r = fn()
        show(r)
    except Exception as e:  # noqa: BLE001 - any error is the point
        show(type(e).__name__ + ':', cuda_message(e, *fixes))
