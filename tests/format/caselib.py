"""caselib.py: shared by gen_cases.py and spec_cases.py.

Turns a torch tensor into a test case for tests/format/format_driver.c (and,
later, into a cst expression that rebuilds it) and computes the text PyTorch
2.x prints for it, using Debian's torch 1.13 plus the two rules where 2.x
differs and that this file re-implements from spec/printing.md:
  - a forced sci_mode decides the mode before the widths are measured (§3.2);
  - edgeitems == 0 adds a size= suffix and a summarised body is "[...]" (§8.1);
  - the device='cuda:0' suffix, which a CPU-only torch cannot print (§8.2).

Each case is written three ways: a record in cases.txt (exact bits, read by
the driver), its expected text in expected.txt, and a cst statement in
cases.cst that rebuilds the same tensor from exact literals.
"""
import contextlib
import math

import torch
import torch._tensor_str as tensor_str

DTYPES = {
    "bool": torch.bool,
    "uint8": torch.uint8,
    "int8": torch.int8,
    "int16": torch.int16,
    "int32": torch.int32,
    "int64": torch.int64,
    "float16": torch.float16,
    "bfloat16": torch.bfloat16,
    "float32": torch.float32,
    "float64": torch.float64,
}
DTYPE_NAMES = {v: k for k, v in DTYPES.items()}
FLOAT_BITS = {
    torch.float16: (torch.int16, 0xFFFF),
    torch.bfloat16: (torch.int16, 0xFFFF),
    torch.float32: (torch.int32, 0xFFFFFFFF),
    torch.float64: (torch.int64, 0xFFFFFFFFFFFFFFFF),
}
INDENT = len("tensor(")
INT64_MIN = -(2**63)


class Opts:
    """torch.set_printoptions state; sci_mode is None, True or False."""

    def __init__(self, precision=4, threshold=1000, edgeitems=3, linewidth=80, sci_mode=None):
        self.precision = precision
        self.threshold = threshold
        self.edgeitems = edgeitems
        self.linewidth = linewidth
        self.sci_mode = sci_mode

    def is_default(self):
        return (self.precision, self.threshold, self.edgeitems, self.linewidth,
                self.sci_mode) == (4, 1000, 3, 80, None)

    def record(self):
        thr = "inf" if self.threshold == math.inf else str(int(self.threshold))
        sci = {None: -1, False: 0, True: 1}[self.sci_mode]
        return f"opts {self.precision} {thr} {self.edgeitems} {self.linewidth} {sci}"

    def cst_call(self):
        thr = "inf" if self.threshold == math.inf else str(int(self.threshold))
        args = (f"precision={self.precision}, threshold={thr}, edgeitems={self.edgeitems}, "
                f"linewidth={self.linewidth}")
        if self.sci_mode is not None:
            args += f", sci_mode={self.sci_mode}"
        return f"set_printoptions({args})"


class RecentFormatter(tensor_str._Formatter):
    """torch >= 2.4-ish (PR #126859): a forced sci_mode replaces the automatic
    decision and the widths are measured for the mode actually used; 1.13
    measured them for the automatic mode.  Identical when sci_mode is None."""

    def __init__(self, tensor):
        super().__init__(tensor)
        forced = tensor_str.PRINT_OPTS.sci_mode
        if forced is None or not self.floating_dtype:
            return
        flat = tensor.reshape(-1)
        vals = flat[torch.isfinite(flat) & flat.ne(0)].double().tolist()
        if not vals:
            return  # 1.13 and 2.x both keep sci_mode off here
        p = tensor_str.PRINT_OPTS.precision
        width = 1
        for v in vals:
            if forced:
                s = f"{v:.{p}e}"
            elif self.int_mode:
                s = f"{v:.0f}."
            else:
                s = f"{v:.{p}f}"
            width = max(width, len(s))
        self.max_width = width


tensor_str._Formatter = RecentFormatter


@contextlib.contextmanager
def printoptions(o):
    torch.set_printoptions(precision=o.precision, threshold=o.threshold,
                           edgeitems=o.edgeitems, linewidth=o.linewidth, sci_mode=o.sci_mode)
    try:
        yield
    finally:
        torch.set_printoptions(profile="default")


def add_suffixes(text, suffixes, linewidth):
    """§8.2, the counter starting at the last line's length + 2."""
    counter = len(text) - text.rfind("\n") + 1
    parts = [text]
    for s in suffixes:
        if counter + len(s) + 2 > linewidth:
            parts.append(",\n" + " " * INDENT + s)
            counter = INDENT + len(s)
        else:
            parts.append(", " + s)
            counter += len(s) + 2
    return "".join(parts) + ")"


def suffixes(t, cuda, o):
    out = ["device='cuda:0'"] if cuda else []
    name = "dtype=torch." + DTYPE_NAMES[t.dtype]
    if t.numel() == 0:
        if t.dim() != 1:
            out.append("size=" + str(tuple(t.shape)))
        if t.dtype != torch.get_default_dtype():
            out.append(name)
    else:
        if o.edgeitems == 0:
            out.append("size=" + str(tuple(t.shape)))
        if t.dtype not in (torch.get_default_dtype(), torch.int64, torch.bool):
            out.append(name)
    return out


def expected_text(t, cuda, o):
    """What torch 2.11 prints for t (on cuda:0 when cuda is set)."""
    with printoptions(o):
        summarize = t.numel() > o.threshold
        if t.numel() == 0:
            body = "[]"
        elif o.edgeitems == 0 and summarize and t.dim() > 0:
            body = "[...]"
        else:
            body = tensor_str._tensor_str(t, INDENT)
        if o.edgeitems != 0:
            # The suffix rule above must agree with torch's own on cpu.
            cpu = add_suffixes("tensor(" + body, suffixes(t, False, o), o.linewidth)
            assert cpu == repr(t), (cpu, repr(t))
        return add_suffixes("tensor(" + body, suffixes(t, cuda, o), o.linewidth)


def storage_tokens(flat):
    """The elements of a contiguous 1-d tensor as the driver reads them."""
    if flat.dtype in FLOAT_BITS:
        int_dtype, mask = FLOAT_BITS[flat.dtype]
        return [format(v & mask, "x") for v in flat.view(int_dtype).tolist()]
    return [str(int(v)) for v in flat.tolist()]


def literal(v):
    """A cst (and Python) literal that reproduces v exactly."""
    if isinstance(v, bool):
        return "True" if v else "False"
    if isinstance(v, int):
        return "(-9223372036854775807-1)" if v == INT64_MIN else str(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return repr(v)


def base_expr(base, device):
    """cst/Python text building the contiguous tensor base from literals."""
    name = DTYPE_NAMES[base.dtype]
    flat = base.reshape(-1).tolist()
    if base.dim() == 0:
        return f"tensor({literal(flat[0])}, dtype={name}, device='{device}')"
    text = f"tensor([{', '.join(literal(v) for v in flat)}], dtype={name}, device='{device}')"
    if base.dim() != 1:
        text += ".reshape(" + ", ".join(str(d) for d in base.shape) + ")"
    return text


EVAL_NAMES = dict(DTYPES, tensor=torch.tensor, nan=math.nan, inf=math.inf)


def rebuild(base, view):
    """Evaluates the literal text of base + view as torch would; the result
    must hold the same bits (NaN signs aside: every NaN prints as nan)."""
    b = eval(base_expr(base, "cpu"), dict(EVAL_NAMES))
    t = eval("b" + view, {"b": b})
    same = (b == base) | (torch.isnan(b) & torch.isnan(base)) if base.is_floating_point() else (b == base)
    assert bool(same.all()), "literal round trip changed the data"
    if base.is_floating_point():
        nonnan = ~torch.isnan(base)
        assert storage_tokens(b[nonnan]) == storage_tokens(base[nonnan]), "signed zero lost"
    return t


class CaseWriter:
    def __init__(self, cases, expected, cst):
        self.cases = cases
        self.expected = expected
        self.cst = cst
        self.opts = Opts()
        self.count = 0

    def write(self, name, base, view, cuda, o, expect, comment):
        """base: a contiguous tensor; view: text applied to it ("" or
        ".t()", "[::2]", ...); expect: the text to print."""
        t = rebuild(base, view)
        c = self.cases
        c.write(f"# {comment}\n")
        c.write(f"case {name}\n{o.record()}\ndtype {DTYPE_NAMES[t.dtype]}\n")
        c.write(f"device {'cuda:0' if cuda else '-'}\n")
        c.write(" ".join(["shape", str(t.dim())] + [str(d) for d in t.shape]) + "\n")
        c.write(" ".join(["strides"] + [str(s) for s in t.stride()]) + "\n")
        c.write(f"offset {t.storage_offset()}\n")
        flat = base.reshape(-1)
        c.write(f"storage {flat.numel()} {' '.join(storage_tokens(flat))}\n")
        c.write("end\n")
        self.expected.write(f"@@@ case {name}\n{expect}\n")
        if self.cst:
            if vars(o) != vars(self.opts):
                self.cst.write(o.cst_call() + "\n")
                self.opts = o
            self.cst.write(f'print("@@@ case {name}")\n')
            dev = "cuda" if cuda else "cpu"
            self.cst.write(f"print({base_expr(base, dev)}{view})\n")
        self.count += 1
