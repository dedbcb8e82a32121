#!/usr/bin/python3
"""spec_cases.py: the verified (✅) tensor examples of spec/printing.md.

Each example's expected text is copied from printing.md (printed there by
torch 2.11 on a GPU machine), so these cases also pin the options that the
local torch 1.13 prints differently (forced sci_mode) and the CUDA device
suffix.  A few cases marked DERIVED are not in printing.md: they are worked
out from the 2.11 source (edgeitems=0) and say so in their comment.

Appends to DIR/cases.txt, DIR/expected.txt (and DIR/cases.cst with --cst)
as written by gen_cases.py.  --check-torch instead reports where the local
torch disagrees with printing.md (expected for sci_mode and edgeitems=0).
"""
import argparse
import math
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import caselib  # noqa: E402
from caselib import Opts  # noqa: E402

nan = math.nan
inf = math.inf
D = Opts()

# (section, expression, options, on cuda, expected text)
SPEC = [
    ("3.1", "torch.tensor([True, False])", D, False, "tensor([ True, False])"),
    ("3.1", "torch.tensor([True, True])", D, False, "tensor([True, True])"),
    ("3.1", "torch.tensor([1, -20, 300])", D, False, "tensor([  1, -20, 300])"),
    ("3.2", "torch.zeros(2)", Opts(sci_mode=True), False, "tensor([0., 0.])"),
    ("3.3", "torch.tensor([1.5, 2.25])", Opts(precision=0), False, "tensor([2, 2])"),
    ("4", "torch.tensor(3.5)", D, False, "tensor(3.5000)"),
    ("4", "torch.tensor(3.)", D, False, "tensor(3.)"),
    ("4", "torch.tensor(0.)", D, False, "tensor(0.)"),
    ("4", "torch.tensor(-0.)", D, False, "tensor(-0.)"),
    ("4", "torch.tensor(float('nan'))", D, False, "tensor(nan)"),
    ("4", "torch.tensor(float('-inf'))", D, False, "tensor(-inf)"),
    ("4", "torch.tensor(1e-5)", D, False, "tensor(1.0000e-05)"),
    ("4", "torch.tensor(1e10)", D, False, "tensor(1.0000e+10)"),
    ("4", "torch.tensor(123456789.)", D, False, "tensor(1.2346e+08)"),
    ("4", "torch.tensor(3)", D, False, "tensor(3)"),
    ("4", "torch.tensor(-7)", D, False, "tensor(-7)"),
    ("4", "torch.tensor(True)", D, False, "tensor(True)"),
    ("4", "torch.tensor(False)", D, False, "tensor(False)"),
    ("4", "torch.tensor(2.5, dtype=torch.float64)", D, False, "tensor(2.5000, dtype=torch.float64)"),
    ("4", "torch.tensor(5, dtype=torch.int32)", D, False, "tensor(5, dtype=torch.int32)"),
    ("5", "torch.arange(30)", D, False,
     "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
     "        18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])"),
    ("5", "torch.arange(40.)/7 - 3", D, False,
     "tensor([-3.0000, -2.8571, -2.7143, -2.5714, -2.4286, -2.2857, -2.1429, -2.0000,\n"
     "        -1.8571, -1.7143, -1.5714, -1.4286, -1.2857, -1.1429, -1.0000, -0.8571,\n"
     "        -0.7143, -0.5714, -0.4286, -0.2857, -0.1429,  0.0000,  0.1429,  0.2857,\n"
     "         0.4286,  0.5714,  0.7143,  0.8571,  1.0000,  1.1429,  1.2857,  1.4286,\n"
     "         1.5714,  1.7143,  1.8571,  2.0000,  2.1429,  2.2857,  2.4286,  2.5714])"),
    ("5", "torch.arange(30)", Opts(linewidth=40), False,
     "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,\n         8,  9, 10, 11, 12, 13, 14, 15,\n"
     "        16, 17, 18, 19, 20, 21, 22, 23,\n        24, 25, 26, 27, 28, 29])"),
    ("5", "torch.arange(2000)", D, False, "tensor([   0,    1,    2,  ..., 1997, 1998, 1999])"),
    ("5", "torch.arange(1001)", D, False, "tensor([   0,    1,    2,  ...,  998,  999, 1000])"),
    ("5", "torch.arange(10)", Opts(threshold=5), False, "tensor([0, 1, 2,  ..., 7, 8, 9])"),
    ("5", "torch.arange(10.)", Opts(threshold=5, edgeitems=1), False, "tensor([0.,  ..., 9.])"),
    ("7", "torch.arange(6).reshape(2,3)", D, False, "tensor([[0, 1, 2],\n        [3, 4, 5]])"),
    ("7", "torch.ones(2,3)", D, False, "tensor([[1., 1., 1.],\n        [1., 1., 1.]])"),
    ("7", "torch.zeros(2,2,2)", D, False,
     "tensor([[[0., 0.],\n         [0., 0.]],\n\n        [[0., 0.],\n         [0., 0.]]])"),
    ("7", "torch.arange(24).reshape(2,3,4)", D, False,
     "tensor([[[ 0,  1,  2,  3],\n         [ 4,  5,  6,  7],\n         [ 8,  9, 10, 11]],\n\n"
     "        [[12, 13, 14, 15],\n         [16, 17, 18, 19],\n         [20, 21, 22, 23]]])"),
    ("7", "torch.arange(16).reshape(2,2,2,2)", D, False,
     "tensor([[[[ 0,  1],\n          [ 2,  3]],\n\n         [[ 4,  5],\n          [ 6,  7]]],\n\n\n"
     "        [[[ 8,  9],\n          [10, 11]],\n\n         [[12, 13],\n          [14, 15]]]])"),
    ("7", "torch.arange(6.).reshape(2,3)/7-0.3", D, False,
     "tensor([[-0.3000, -0.1571, -0.0143],\n        [ 0.1286,  0.2714,  0.4143]])"),
    ("7", "torch.zeros(100,100)", D, False,
     "tensor([[0., 0., 0.,  ..., 0., 0., 0.],\n"
     "        [0., 0., 0.,  ..., 0., 0., 0.],\n"
     "        [0., 0., 0.,  ..., 0., 0., 0.],\n"
     "        ...,\n"
     "        [0., 0., 0.,  ..., 0., 0., 0.],\n"
     "        [0., 0., 0.,  ..., 0., 0., 0.],\n"
     "        [0., 0., 0.,  ..., 0., 0., 0.]])"),
    ("7", "torch.arange(10000).reshape(100,100)", D, False,
     "tensor([[   0,    1,    2,  ...,   97,   98,   99],\n"
     "        [ 100,  101,  102,  ...,  197,  198,  199],\n"
     "        [ 200,  201,  202,  ...,  297,  298,  299],\n"
     "        ...,\n"
     "        [9700, 9701, 9702,  ..., 9797, 9798, 9799],\n"
     "        [9800, 9801, 9802,  ..., 9897, 9898, 9899],\n"
     "        [9900, 9901, 9902,  ..., 9997, 9998, 9999]])"),
    ("7", "torch.arange(2000).reshape(1000,2)", D, False,
     "tensor([[   0,    1],\n"
     "        [   2,    3],\n"
     "        [   4,    5],\n"
     "        ...,\n"
     "        [1994, 1995],\n"
     "        [1996, 1997],\n"
     "        [1998, 1999]])"),
    ("7", "torch.arange(2000).reshape(2,1000)", D, False,
     "tensor([[   0,    1,    2,  ...,  997,  998,  999],\n"
     "        [1000, 1001, 1002,  ..., 1997, 1998, 1999]])"),
    ("7", "torch.arange(10000.).reshape(100,100)/3", D, False,
     "tensor([[0.0000e+00, 3.3333e-01, 6.6667e-01,  ..., 3.2333e+01, 3.2667e+01,\n"
     "         3.3000e+01],\n"
     "        [3.3333e+01, 3.3667e+01, 3.4000e+01,  ..., 6.5667e+01, 6.6000e+01,\n"
     "         6.6333e+01],\n"
     "        [6.6667e+01, 6.7000e+01, 6.7333e+01,  ..., 9.9000e+01, 9.9333e+01,\n"
     "         9.9667e+01],\n"
     "        ...,\n"
     "        [3.2333e+03, 3.2337e+03, 3.2340e+03,  ..., 3.2657e+03, 3.2660e+03,\n"
     "         3.2663e+03],\n"
     "        [3.2667e+03, 3.2670e+03, 3.2673e+03,  ..., 3.2990e+03, 3.2993e+03,\n"
     "         3.2997e+03],\n"
     "        [3.3000e+03, 3.3003e+03, 3.3007e+03,  ..., 3.3323e+03, 3.3327e+03,\n"
     "         3.3330e+03]])"),
    ("7", "torch.arange(60.).reshape(2,30)/7", D, False,
     "tensor([[0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000, 1.1429,\n"
     "         1.2857, 1.4286, 1.5714, 1.7143, 1.8571, 2.0000, 2.1429, 2.2857, 2.4286,\n"
     "         2.5714, 2.7143, 2.8571, 3.0000, 3.1429, 3.2857, 3.4286, 3.5714, 3.7143,\n"
     "         3.8571, 4.0000, 4.1429],\n"
     "        [4.2857, 4.4286, 4.5714, 4.7143, 4.8571, 5.0000, 5.1429, 5.2857, 5.4286,\n"
     "         5.5714, 5.7143, 5.8571, 6.0000, 6.1429, 6.2857, 6.4286, 6.5714, 6.7143,\n"
     "         6.8571, 7.0000, 7.1429, 7.2857, 7.4286, 7.5714, 7.7143, 7.8571, 8.0000,\n"
     "         8.1429, 8.2857, 8.4286]])"),
    ("8.2", "torch.arange(18, dtype=torch.int32)*1000", D, False,
     "tensor([    0,  1000,  2000,  3000,  4000,  5000,  6000,  7000,  8000,  9000,\n"
     "        10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000],\n"
     "       dtype=torch.int32)"),
    ("8.2", "torch.arange(14, dtype=torch.float64)*1000.5", D, False,
     "tensor([    0.0000,  1000.5000,  2001.0000,  3001.5000,  4002.0000,  5002.5000,\n"
     "         6003.0000,  7003.5000,  8004.0000,  9004.5000, 10005.0000, 11005.5000,\n"
     "        12006.0000, 13006.5000], dtype=torch.float64)"),
    ("8.2", "torch.arange(14, dtype=torch.float64)*1000.5", D, True,
     "tensor([    0.0000,  1000.5000,  2001.0000,  3001.5000,  4002.0000,  5002.5000,\n"
     "         6003.0000,  7003.5000,  8004.0000,  9004.5000, 10005.0000, 11005.5000,\n"
     "        12006.0000, 13006.5000], device='cuda:0', dtype=torch.float64)"),
    ("8.3", "torch.tensor([1, 2], dtype=torch.int32)", D, False, "tensor([1, 2], dtype=torch.int32)"),
    ("8.3", "torch.tensor([1, 2], dtype=torch.uint8)", D, False, "tensor([1, 2], dtype=torch.uint8)"),
    ("8.3", "torch.tensor([1.5], dtype=torch.float64)", D, False, "tensor([1.5000], dtype=torch.float64)"),
    ("8.3", "torch.tensor([0.1], dtype=torch.half)", D, False, "tensor([0.1000], dtype=torch.float16)"),
    ("8.3", "torch.tensor([1., 2.], dtype=torch.half)", D, False, "tensor([1., 2.], dtype=torch.float16)"),
    ("8.3", "torch.tensor([0.1, 1000.5], dtype=torch.bfloat16)", D, False,
     "tensor([1.0010e-01, 1.0000e+03], dtype=torch.bfloat16)"),
    ("8.3", "torch.tensor([])", D, False, "tensor([])"),
    ("8.3", "torch.zeros(0, 3)", D, False, "tensor([], size=(0, 3))"),
    ("8.3", "torch.zeros(0, dtype=torch.long)", D, False, "tensor([], dtype=torch.int64)"),
    ("8.3", "torch.zeros(0, 3, dtype=torch.long)", D, False, "tensor([], size=(0, 3), dtype=torch.int64)"),
    ("8.3", "torch.zeros(2, 0, 4, dtype=torch.int32)", D, False,
     "tensor([], size=(2, 0, 4), dtype=torch.int32)"),
    ("8.3", "torch.tensor([], dtype=torch.float64)", D, False, "tensor([], dtype=torch.float64)"),
    ("8.3", "torch.zeros(0, dtype=torch.bool)", D, False, "tensor([], dtype=torch.bool)"),
    ("8.3", "torch.tensor([1., 2.])", D, True, "tensor([1., 2.], device='cuda:0')"),
    ("8.3", "torch.tensor([1, 2], dtype=torch.int32)", D, True,
     "tensor([1, 2], device='cuda:0', dtype=torch.int32)"),
    ("8.3", "torch.tensor(3.5)", D, True, "tensor(3.5000, device='cuda:0')"),
    ("8.3", "torch.zeros(0)", D, True, "tensor([], device='cuda:0')"),
    ("8.3", "torch.zeros(0, 2, dtype=torch.long)", D, True,
     "tensor([], device='cuda:0', size=(0, 2), dtype=torch.int64)"),
    ("9", "torch.tensor([1., 2., 3.])", D, False, "tensor([1., 2., 3.])"),
    ("9", "torch.tensor([1.5, 2.25])", D, False, "tensor([1.5000, 2.2500])"),
    ("9", "torch.tensor([-1.5, 2.])", D, False, "tensor([-1.5000,  2.0000])"),
    ("9", "torch.tensor([0.1, 0.2])", D, False, "tensor([0.1000, 0.2000])"),
    ("9", "torch.tensor([1., 10000.])", D, False, "tensor([1.0000e+00, 1.0000e+04])"),
    ("9", "torch.tensor([1001., 1.])", D, False, "tensor([1.0010e+03, 1.0000e+00])"),
    ("9", "torch.tensor([1000., 1.5])", D, False, "tensor([1000.0000,    1.5000])"),
    ("9", "torch.tensor([123.456, 0.5])", D, False, "tensor([123.4560,   0.5000])"),
    ("9", "torch.tensor([1e-5, 1.])", D, False, "tensor([1.0000e-05, 1.0000e+00])"),
    ("9", "torch.tensor([-1e-5, 1.])", D, False, "tensor([-1.0000e-05,  1.0000e+00])"),
    ("9", "torch.tensor([1e-4, 1.])", D, False, "tensor([1.0000e-04, 1.0000e+00])"),
    ("9", "torch.tensor([1e8])", D, False, "tensor([100000000.])"),
    ("9", "torch.tensor([1e9])", D, False, "tensor([1.0000e+09])"),
    ("9", "torch.zeros(3)", D, False, "tensor([0., 0., 0.])"),
    ("9.1", "torch.tensor([1., nan])", D, False, "tensor([1., nan])"),
    ("9.1", "torch.tensor([1.5, nan])", D, False, "tensor([1.5000,    nan])"),
    ("9.1", "torch.tensor([inf, -inf, 1.])", D, False, "tensor([inf, -inf, 1.])"),
    ("9.1", "torch.tensor([inf, -inf, 1.5])", D, False, "tensor([   inf,   -inf, 1.5000])"),
    ("9.1", "torch.tensor([1e-5, nan, -inf])", D, False, "tensor([1.0000e-05,        nan,       -inf])"),
    ("9.1", "torch.tensor([nan, nan])", D, False, "tensor([nan, nan])"),
    ("9.1", "torch.tensor([0., -0.])", D, False, "tensor([0., -0.])"),
    ("9.1", "torch.tensor([-0., 1.])", D, False, "tensor([-0., 1.])"),
    ("9.1", "torch.tensor([-0., 1.5])", D, False, "tensor([-0.0000, 1.5000])"),
    ("10.1", "torch.tensor([1.12345, 2.])", Opts(precision=2), False, "tensor([1.12, 2.00])"),
    ("10.1", "torch.tensor([1.12345, 2.])", Opts(precision=2, edgeitems=2), False,
     "tensor([1.12, 2.00])"),
    ("10.1", "torch.tensor([1.5, 2.25])", Opts(precision=0), False, "tensor([2, 2])"),
    ("10.2", "torch.tensor([1e-5, 1.])", Opts(sci_mode=False), False, "tensor([0.0000, 1.0000])"),
    ("10.2", "torch.tensor([1., 10000.])", Opts(sci_mode=False), False, "tensor([    1., 10000.])"),
    ("10.2", "torch.tensor([1.5, 10000.])", Opts(sci_mode=False), False,
     "tensor([    1.5000, 10000.0000])"),
    ("10.2", "torch.tensor([1., 2.])", Opts(sci_mode=True), False, "tensor([1.0000e+00, 2.0000e+00])"),
    ("10.2", "torch.tensor([1.5, 2.])", Opts(sci_mode=True), False, "tensor([1.5000e+00, 2.0000e+00])"),
    ("10.2", "torch.zeros(2)", Opts(sci_mode=True), False, "tensor([0., 0.])"),
]

# Not marked ✅ in printing.md: read off the 2.11 source (§8.1 edgeitems=0,
# §8.2 🧮) or quoted there as a 2.11 result in passing (§10.3).
DERIVED = [
    ("10.3", "torch.tensor([-1.5, 2.])", Opts(sci_mode=True), False,
     "tensor([-1.5000e+00,  2.0000e+00])"),
    ("8.2", "torch.arange(18, dtype=torch.int32)", D, False,
     "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17],\n"
     "       dtype=torch.int32)"),
    ("8.1", "torch.arange(10)", Opts(edgeitems=0), False,
     "tensor([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], size=(10,))"),
    ("8.1", "torch.arange(2000)", Opts(edgeitems=0), False, "tensor([...], size=(2000,))"),
    ("8.1", "torch.arange(2000).reshape(2, 1000)", Opts(edgeitems=0), False,
     "tensor([...], size=(2, 1000))"),
    ("8.1", "torch.tensor(3.5)", Opts(edgeitems=0, threshold=0), False, "tensor(3.5000, size=())"),
    ("8.1", "torch.arange(2000, dtype=torch.int32)", Opts(edgeitems=0), True,
     "tensor([...], device='cuda:0', size=(2000,), dtype=torch.int32)"),
    ("8.1", "torch.zeros(0, 3)", Opts(edgeitems=0), False, "tensor([], size=(0, 3))"),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="directory whose case files to append to")
    ap.add_argument("--cst", action="store_true", help="also append to cases.cst")
    ap.add_argument("--check-torch", action="store_true",
                    help="compare the local torch with printing.md instead")
    args = ap.parse_args()
    names = {"torch": torch, "nan": nan, "inf": inf}
    if args.check_torch:
        for sec, expr, o, cuda, expect in SPEC + DERIVED:
            if o.edgeitems == 0:
                continue  # 1.13 cannot print these (torch.stack of no slices)
            t = eval(expr, dict(names))
            with caselib.printoptions(o):
                got = repr(t)
            if not cuda and got != expect:
                print(f"§{sec} {expr} {o.record()}:\n  spec:  {expect!r}\n  torch: {got!r}")
        return
    if not args.out:
        ap.error("--out is required")

    def opened(name):
        return open(os.path.join(args.out, name), "a")

    with opened("cases.txt") as cases, opened("expected.txt") as expected, \
            (opened("cases.cst") if args.cst else open(os.devnull, "w")) as cst:
        w = caselib.CaseWriter(cases, expected, cst if args.cst else None)
        for i, (sec, expr, o, cuda, expect) in enumerate(SPEC + DERIVED):
            t = eval(expr, dict(names)).contiguous()
            kind = "spec" if i < len(SPEC) else "derived"
            w.write(f"{kind}{i}", t, "", cuda, o,
                    expect, f"printing.md §{sec} ({kind}): {expr} {'cuda' if cuda else 'cpu'} {o.record()}")
    print(f"spec_cases: {w.count} cases in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
