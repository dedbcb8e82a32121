#!/usr/bin/python3
"""promotion.py: writes promotion.txt, torch.result_type for every pair of
operands among: a 1-d tensor and a 0-d tensor of each dtype, and a Python
bool, int and float.  test_promotion.c checks tensor.c's promotion against
it.  Run with Debian's /usr/bin/python3 (torch 1.13):
    /usr/bin/python3 tests/unit/promotion.py > tests/unit/promotion.txt"""
import torch

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64",
          "float16", "bfloat16", "float32", "float64"]


def operands():
    for name in DTYPES:
        dt = getattr(torch, name)
        yield "t:" + name, torch.ones(2, dtype=dt)
        yield "z:" + name, torch.ones((), dtype=dt)
    yield "s:bool", True
    yield "s:int", 3
    yield "s:float", 2.5


def main():
    print("# torch %s: torch.result_type(a, b) for each pair of operand kinds" % torch.__version__)
    print("# t: 1-d tensor, z: 0-d tensor, s: Python scalar")
    ops = list(operands())
    for ka, a in ops:
        for kb, b in ops:
            try:
                r = str(torch.result_type(a, b)).replace("torch.", "")
            except Exception as e:  # scalar with scalar: not a tensor operation
                r = "error"
            print(ka, kb, r)


main()
