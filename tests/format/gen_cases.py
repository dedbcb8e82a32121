#!/usr/bin/python3
"""gen_cases.py: random tensors and the text PyTorch prints for them.

Writes DIR/cases.txt (for format_driver), DIR/expected.txt and, with --cst,
DIR/cases.cst (the same tensors rebuilt from literals by cst statements).
The seed is fixed unless --seed is given ("random" picks one and prints it).

Coverage: every dtype; 0-d to 4-d, empty, single-element and summarised
shapes (also with small inner or outer dimensions); strided views
(transpose, permute, step slices, integer index, expand); value regimes
(integral, dyadic, tiny, huge, mixed magnitudes, near the §3.2 thresholds,
nan/inf/-0.0 sprinkled in, all-zero, all-nonfinite); cpu and cuda:0; and a
quarter of the cases under non-default print options.

Must run under Debian's /usr/bin/python3 (the one with torch).
"""
import argparse
import math
import os
import random
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import caselib  # noqa: E402
from caselib import Opts  # noqa: E402

FLOAT_RANGE = {  # (log10 of the smallest subnormal, of the largest finite)
    torch.float16: (-7.7, 4.8),
    torch.bfloat16: (-40.0, 38.5),
    torch.float32: (-44.8, 38.5),
    torch.float64: (-323.0, 308.2),
}
# Values that sit on or next to the width / mode decisions of §3.2.
BOUNDARY = [1e8, 99999999.0, 100000001.0, 1e8 + 8, 1000.0, 1000.5, 1001.0, 999.0, 1.0,
            1e-4, 9.9999e-05, 1.0001e-4, 0.5, 0.99995, 0.99994, 9.99995, 0.00005, 0.00015,
            65504.0, 2.5, 0.125, 0.03125, 123456789.0, 1e16, 1e-5, 3.0, 0.1, 0.3]
SUMMARISED_SHAPES = [(1001,), (2000,), (1000, 2), (2, 1000), (2, 600), (3, 400), (1, 1001),
                     (1001, 1), (34, 34), (40, 30), (11, 10, 10), (2, 3, 200), (200, 3, 2),
                     (7, 7, 7, 7), (6, 6, 6, 6), (2, 7, 8, 10), (5, 201), (100, 11)]


def rand_shape(rng):
    r = rng.random()
    if r < 0.05:
        return ()
    if r < 0.10:
        nd = rng.randint(1, 4)
        shape = [rng.randint(0, 4) for _ in range(nd)]
        shape[rng.randrange(nd)] = 0
        return tuple(shape)
    if r < 0.35:
        return (rng.choice([1, 1, 2, 3, rng.randint(1, 50)]),)
    if r < 0.42:
        return (rng.choice([rng.randint(50, 1000), 1000, 999]),)
    if r < 0.62:
        return (rng.randint(1, 12), rng.randint(1, 12))
    if r < 0.74:
        return tuple(rng.randint(1, 6) for _ in range(3))
    if r < 0.80:
        return tuple(rng.randint(1, 4) for _ in range(4))
    if r < 0.90:
        return rng.choice(SUMMARISED_SHAPES)
    nd = rng.randint(1, 3)
    if nd == 1:
        return (rng.randint(1001, 6000),)
    while True:
        shape = tuple(rng.choice([1, 2, 3, 7, 8, 20, 40, 150, 1001]) for _ in range(nd))
        if 1000 < math.prod(shape) <= 6000:
            return shape


def float_values(rng, dtype, n):
    lo, hi = FLOAT_RANGE[dtype]
    regime = rng.choice(["int_small", "int_big", "normal", "normal", "tiny", "huge", "mixed",
                         "dyadic", "boundary", "zeros", "nonfinite", "same"])
    if regime == "int_small":
        v = torch.randint(-20, 21, (n,)).double()
    elif regime == "int_big":
        k = rng.randint(3, 14)
        v = torch.randint(-10**k, 10**k, (n,), dtype=torch.int64).double()
    elif regime == "normal":
        v = torch.randn(n, dtype=torch.float64) * 10 ** rng.uniform(-3, 3)
    elif regime == "tiny":
        v = torch.randn(n, dtype=torch.float64) * 10 ** rng.uniform(lo + 1, -4)
    elif regime == "huge":
        v = torch.randn(n, dtype=torch.float64) * 10 ** rng.uniform(3, hi - 1)
    elif regime == "mixed":
        a = rng.uniform(1, min(12, -lo, hi))
        v = torch.randn(n, dtype=torch.float64) * 10 ** (torch.rand(n, dtype=torch.float64) * 2 * a - a)
    elif regime == "dyadic":
        v = torch.randint(-2000, 2001, (n,)).double() / 2.0 ** rng.randint(0, 20)
    elif regime == "boundary":
        v = torch.tensor([rng.choice(BOUNDARY) * rng.choice([1, 1, -1]) for _ in range(n)],
                         dtype=torch.float64)
    elif regime == "zeros":
        v = torch.tensor([rng.choice([0.0, 0.0, -0.0]) for _ in range(n)], dtype=torch.float64)
    elif regime == "nonfinite":
        v = torch.tensor([rng.choice([math.nan, math.inf, -math.inf, 0.0, -0.0]) for _ in range(n)],
                         dtype=torch.float64)
    else:
        v = torch.full((n,), rng.choice(BOUNDARY + [0.7, -2.0]), dtype=torch.float64)
    v = v.to(dtype)
    if n and rng.random() < 0.3:
        for _ in range(rng.randint(1, max(1, n // 10))):
            v[rng.randrange(n)] = rng.choice([math.nan, math.inf, -math.inf, 0.0, -0.0, -math.nan])
    return v


def int_values(rng, dtype, n):
    if dtype == torch.bool:
        p = rng.choice([0.0, 0.5, 1.0, 0.9])
        return torch.rand(n) < p
    info = torch.iinfo(dtype)
    regime = rng.choice(["small", "full", "full", "digits", "extremes"])
    if regime == "small":
        lo, hi = max(info.min, -10), min(info.max, 10)
    elif regime == "digits":
        k = rng.randint(1, 18)
        lo, hi = max(info.min, -10**k), min(info.max, 10**k)
    else:
        lo, hi = info.min, info.max
    v = torch.randint(lo, hi, (n,), dtype=torch.int64) if hi > lo else torch.full((n,), lo)
    if regime == "extremes" and n:
        for _ in range(rng.randint(1, max(1, n // 5))):
            v[rng.randrange(n)] = rng.choice([info.min, info.max, 0, -1 if info.min < 0 else 1])
    return v.to(dtype)


def views(rng, shape):
    """View expressions valid both in torch and in cst, for a base of shape."""
    nd = len(shape)
    out = [""] * 6
    if nd >= 2:
        out += [".t()" if nd == 2 else ".transpose(0, 1)",
                ".permute(" + ", ".join(str(i) for i in reversed(range(nd))) + ")",
                ".transpose(0, %d)" % (nd - 1)]
    if nd >= 1 and shape[0] >= 2:
        out += ["[::2]", "[1:]", "[1]" if nd >= 2 else "[-1:]"]
    if nd >= 2 and shape[-1] >= 3:
        out += ["[..., ::3]", "[:, 1:]"]
    if 1 <= nd <= 3 and math.prod(shape) <= 500:
        out += [".unsqueeze(0).expand(%s)" % ", ".join(str(d) for d in (3,) + tuple(shape))]
    return rng.choice(out)


def rand_opts(rng):
    if rng.random() < 0.75:
        return Opts()
    o = Opts(precision=rng.choice([0, 1, 2, 3, 4, 4, 5, 6, 8, 10, 20]),
             threshold=rng.choice([1000, 1000, 5, 10, 30, 100, 0, math.inf]),
             edgeitems=rng.choice([1, 2, 3, 3, 4, 5]),
             linewidth=rng.choice([80, 80, 0, 1, 10, 30, 40, 60, 100, 120, 200]))
    r = rng.random()
    if r < 0.2:
        o.sci_mode = rng.choice([True, False])
    elif r < 0.25:
        o.edgeitems = 0
    return o


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", default="20261129", help='an integer, or "random"')
    ap.add_argument("--count", type=int, default=6000)
    ap.add_argument("--out", required=True, help="directory for the case files")
    ap.add_argument("--cst", action="store_true", help="also write cases.cst")
    args = ap.parse_args()
    seed = random.SystemRandom().randrange(2**31) if args.seed == "random" else int(args.seed)
    print(f"gen_cases: seed {seed}", file=sys.stderr)
    rng = random.Random(seed)
    torch.manual_seed(seed)
    os.makedirs(args.out, exist_ok=True)
    # Floats twice as often: they hold most of the rules.
    dtypes = list(caselib.DTYPES.values()) + list(caselib.FLOAT_BITS)
    with open(os.path.join(args.out, "cases.txt"), "w") as cases, \
            open(os.path.join(args.out, "expected.txt"), "w") as expected, \
            (open(os.path.join(args.out, "cases.cst"), "w") if args.cst else open(os.devnull, "w")) as cst:
        w = caselib.CaseWriter(cases, expected, cst if args.cst else None)
        for i in range(args.count):
            dtype = rng.choice(dtypes)
            shape = rand_shape(rng)
            n = math.prod(shape)
            if dtype.is_floating_point:
                flat = float_values(rng, dtype, n)
            else:
                flat = int_values(rng, dtype, n)
            base = flat.reshape(shape)
            view = views(rng, shape) if n else ""
            cuda = rng.random() < 0.3
            o = rand_opts(rng)
            t = eval("b" + view, {"b": base})
            expect = caselib.expected_text(t, cuda, o)
            comment = (f"seed {seed} #{i}: {caselib.DTYPE_NAMES[dtype]} base {tuple(shape)}"
                       f" view '{view}' {'cuda' if cuda else 'cpu'} {o.record()}")
            w.write(f"r{i}", base, view, cuda, o, expect, comment)
    print(f"gen_cases: {w.count} cases in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
