#!/usr/bin/python3
"""kernels.py: writes kernels.txt, what PyTorch computes for every
elementwise op of kernels/ops.def over every dtype, on a few values each
(zeros, negatives, extremes, inf and nan), plus scalar operands, mixed
dtypes, dtype conversions, clamp, where, arange and linspace.
test_kernels.c runs each case through dispatch.c and compares.

PyTorch 1.13's CPU kernels lack some float16 ops that CUDA has (exp,
floor, ...); those expected values are computed as CUDA does: in float32
from the float16 operands, rounded to float16 at the end.

One case per line:  OP OPERAND... => RESULT
  OPERAND  t DTYPE HEX,HEX,...   a 1-d tensor (raw element bits; - if empty)
           z DTYPE HEX           a 0-d tensor
           b 0|1 / i INT / f HEXFLOAT   a Python bool / int / float
           n                     an absent operand (clamp's bounds)
           d DTYPE               a dtype argument (copy, arange, linspace)
  RESULT   t DTYPE HEX,...  or  e MESSAGE
Run with Debian's /usr/bin/python3 (torch 1.13):
    /usr/bin/python3 tests/unit/kernels.py > tests/unit/kernels.txt"""
import math

import torch

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64",
          "float16", "bfloat16", "float32", "float64"]
INTS = ["uint8", "int8", "int16", "int32", "int64"]
FLOATS = ["float16", "bfloat16", "float32", "float64"]
VALUES = {
    "bool": [False, True],
    "uint8": [0, 1, 2, 3, 7, 100, 200, 255],
    "int8": [0, 1, -1, 2, -3, 7, 127, -128],
    "int16": [0, 1, -1, 3, -7, 300, 32767, -32768],
    "int32": [0, 1, -1, 3, -7, 100000, 2**31 - 1, -2**31],
    "int64": [0, 1, -1, 3, -7, 10**12, 2**63 - 1, -2**63],
}
FLOAT_VALUES = [0.0, -0.0, 1.0, -1.0, 2.5, -3.5, 0.1, 7.0, 0.001, 100.0, 30000.0,
                math.inf, -math.inf, math.nan]
for name in FLOATS:
    VALUES[name] = FLOAT_VALUES
BITS = {"bool": (torch.uint8, 0xff), "uint8": (torch.uint8, 0xff), "int8": (torch.int8, 0xff),
        "int16": (torch.int16, 0xffff), "int32": (torch.int32, 0xffffffff),
        "int64": (torch.int64, 0xffffffffffffffff), "float16": (torch.int16, 0xffff),
        "bfloat16": (torch.int16, 0xffff), "float32": (torch.int32, 0xffffffff),
        "float64": (torch.int64, 0xffffffffffffffff)}

UNARY = {
    "neg": lambda x: -x, "abs": torch.abs, "exp": torch.exp, "log": torch.log,
    "log2": torch.log2, "sqrt": torch.sqrt, "rsqrt": torch.rsqrt, "sin": torch.sin,
    "cos": torch.cos, "tanh": torch.tanh, "sigmoid": torch.sigmoid, "relu": torch.relu,
    "floor": torch.floor, "ceil": torch.ceil, "round": torch.round, "trunc": torch.trunc,
    "sign": torch.sign, "bitnot": torch.bitwise_not,
}
BINARY = {
    "add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y,
    "div": lambda x, y: x / y, "floordiv": lambda x, y: x // y, "mod": lambda x, y: x % y,
    "pow": lambda x, y: x ** y, "maximum": torch.maximum, "minimum": torch.minimum,
    "bitand": lambda x, y: x & y, "bitor": lambda x, y: x | y, "bitxor": lambda x, y: x ^ y,
    "eq": lambda x, y: x == y, "ne": lambda x, y: x != y, "lt": lambda x, y: x < y,
    "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y,
}
BITWISE = {"bitnot", "bitand", "bitor", "bitxor"}
SCALARS = [True, 3, -5, 0, 2.5, -0.5]


def dt(name):
    return getattr(torch, name)


def hexes(t):
    view, mask = BITS[str(t.dtype)[6:]]
    raw = t.reshape(-1)
    raw = raw.to(torch.uint8) if t.dtype == torch.bool else raw.view(view)
    return ",".join("%x" % (int(v) & mask) for v in raw.tolist()) or "-"


def encode(x):
    if isinstance(x, torch.Tensor):
        name = str(x.dtype)[6:]
        return "%s %s %s" % ("t" if x.dim() else "z", name, hexes(x))
    if x is None:
        return "n"
    if isinstance(x, bool):
        return "b %d" % x
    if isinstance(x, int):
        return "i %d" % x
    if isinstance(x, torch.dtype):
        return "d " + str(x)[6:]
    return "f " + float(x).hex()


def half_as_float(args):
    """Operands as CUDA computes float16: tensors widened to float32, float
    scalars rounded to float16 first."""
    out = []
    for a in args:
        if isinstance(a, torch.Tensor) and a.dtype == torch.float16:
            out.append(a.float())
        elif isinstance(a, float):
            out.append(float(torch.tensor(a).half()))
        else:
            out.append(a)
    return out


def cuda_like(op, args):
    """float16 ** 2, 3, 0.5, -0.5, -1, -2: PyTorch's CPU kernel calls pow(),
    its CUDA kernel (like its float32 CPU kernel) multiplies and takes
    square roots."""
    return (op == "pow" and isinstance(args[0], torch.Tensor) and args[0].dtype == torch.float16
            and type(args[1]) in (int, float) and args[1] in (2, 3, 0.5, -0.5, -1, -2))


def case(op, fn, args, shown=None):
    try:
        if cuda_like(op, args):
            raise RuntimeError("not implemented for 'Half'")
        r = fn(*args)
    except Exception as e:
        msg = str(e).split("\n")[0]
        if "not implemented for 'Half'" in msg and op not in BITWISE:
            r = fn(*half_as_float(args))
            r = r.half() if r.dtype == torch.float32 else r
        else:
            print(op, " ".join(encode(a) for a in (shown or args)), "=> e", msg)
            return
    print(op, " ".join(encode(a) for a in (shown or args)), "=>", encode(r))


def tensor(name, values):
    return torch.tensor(values, dtype=dt(name))


def pairs(name, divisor=False):
    vals = VALUES[name]
    ys = [v for v in vals if not (divisor and name in INTS and v in (0, -1))]
    xs = [x for x in vals for _ in ys]
    return tensor(name, xs), tensor(name, [y for _ in vals for y in ys])


def main():
    print("# torch %s: expected results of the elementwise kernels (see kernels.py)"
          % torch.__version__)
    for op, fn in UNARY.items():
        for name in DTYPES:
            case(op, fn, [tensor(name, VALUES[name])])
    for op, fn in BINARY.items():
        divisor = op in ("floordiv", "mod")
        for name in DTYPES:
            x, y = pairs(name, divisor)
            case(op, fn, [x, y])
            if op in ("maximum", "minimum"):
                continue
            for s in SCALARS:
                t = tensor(name, VALUES[name])
                case(op, fn, [t, s])
                if not (divisor and name in INTS + ["bool"]):
                    case(op, fn, [s, t])
        mixed = [("int8", "uint8"), ("int32", "float32"), ("bool", "int64"),
                 ("float16", "bfloat16"), ("uint8", "float64"), ("int64", "float16"),
                 ("int16", "bool")]
        for a, b in mixed:
            n = min(len(VALUES[a]), len(VALUES[b]))
            ya = [v for v in VALUES[b][:n]]
            if divisor and (b in INTS or b == "bool"):
                ya = [v if v not in (0, -1, False) else 2 for v in ya]
            case(op, fn, [tensor(a, VALUES[a][:n]), tensor(b, ya)])
        if op not in ("maximum", "minimum"):
            case(op, fn, [tensor("int8", [1, 2, -3, 100]), torch.tensor(1000)])
            case(op, fn, [tensor("float32", [1.5, -2.0, 0.1, 3.0]), torch.tensor(0.3, dtype=torch.float64)])
            case(op, fn, [tensor("uint8", [1, 2, 3, 250]), torch.tensor(-7, dtype=torch.int8)])
    for name in DTYPES:
        n = len(VALUES[name])
        cond = torch.tensor([i % 3 == 0 for i in range(n)])
        x = tensor(name, VALUES[name])
        y = tensor(name, list(reversed(VALUES[name])))
        case("where", torch.where, [cond, x, y])
        case("where", torch.where, [cond, x, 2])
        case("where", torch.where, [cond, 1.5, y])
    case("where", torch.where, [tensor("int64", [1, 0, 2]), tensor("int64", [1, 2, 3]), 2],
         None)
    for name in DTYPES:
        x = tensor(name, VALUES[name])
        for lo, hi in [(2, None), (None, 5), (-1.5, None), (3, 1), (-2, 100)]:
            case("clamp", lambda x, lo, hi: torch.clamp(x, min=lo, max=hi), [x, lo, hi])
    for src in DTYPES:
        for dst in DTYPES:
            vals = VALUES[src]
            if src in FLOATS and dst not in FLOATS and dst != "bool":
                vals = [v for v in vals if math.isfinite(v)]
            case("copy", lambda x, d: x.to(d), [tensor(src, vals), dt(dst)])
    for start, end, step, d in [(0, 5, 1, None), (0, 1, 0.1, None), (1, 2.5, 0.5, None),
                                (-3, 3, 2.5, None), (10, 0, -3, None), (0.5, 5, 1.5, torch.int64),
                                (0, 5, 1, torch.float16), (0, 10, 0.3, torch.bfloat16),
                                (0, 1, 0.1, torch.float64), (0, 10, 3, torch.int8),
                                (0, 5, 0.5, torch.int32), (0, 10, 0, None), (10, 0, 1, None),
                                (0, math.inf, 1, None), (0, 5, 1, torch.bool)]:
        args = [start, end, step] + ([d] if d else [])
        case("arange", lambda *a: torch.arange(*a[:3], dtype=a[3] if len(a) > 3 else None),
             args, [start, end, step, d])
    for start, end, steps, d in [(0, 1, 5, None), (0, 10, 5, torch.int64), (0, 1, 1, None),
                                 (0, 1, 0, None), (-1, 1, 7, torch.int32), (0, 1, 7, torch.float16),
                                 (-2.5, 3.7, 7, None), (0, 1, 9, torch.bfloat16),
                                 (1, -1, 6, torch.float64), (0, 1, -1, None),
                                 (0, 1, 3, torch.bool), (3, 0, 4, torch.uint8)]:
        case("linspace", lambda a, b, n, d: torch.linspace(a, b, n, dtype=d),
             [start, end, steps, d])


main()
