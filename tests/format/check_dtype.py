#!/usr/bin/python3
"""check_dtype.py DRIVER: dtype.c's binary16/bfloat16 conversions against torch.

Widening: all 65536 patterns of each type, bit for bit (NaN payloads too).
Narrowing: every float32 that sits exactly halfway between two binary16 or
two bfloat16 neighbours and the floats one ulp either side of it, the
specials, and 300000 random patterns; bit for bit, except that for a NaN
input only NaN-ness is compared (torch's vectorised CPU casts keep NaN
payloads that c10's scalar conversion, which dtype.c follows, drops).
Prints "N conversions checked, M wrong" and exits 1 if any are wrong.
"""
import random
import subprocess
import sys

import torch


def narrow_inputs():
    pats = set()
    for h in range(0x10000):
        # float32 of binary16 h, and the midpoint to the next pattern.
        f = torch.tensor([h], dtype=torch.int32).to(torch.int16).view(torch.float16).float()
        fb = f.view(torch.int32).item() & 0xFFFFFFFF
        if (h & 0x7C00) == 0x7C00:
            continue
        mid = fb + (1 << 12) if (h & 0x7C00) else None
        for p in ([fb] + ([mid - 1, mid, mid + 1] if mid is not None else [])):
            pats.add(p & 0xFFFFFFFF)
        b = h << 16
        for p in (b, b | 0x8000, (b | 0x8000) - 1, (b | 0x8000) + 1):
            pats.add(p & 0xFFFFFFFF)
    # binary16 subnormal midpoints: odd multiples of 2^-25.
    for k in range(1, 2048, 2):
        v = torch.tensor([k * 2.0 ** -25], dtype=torch.float32).view(torch.int32).item()
        for p in (v - 1, v, v + 1, v | 0x80000000):
            pats.add(p & 0xFFFFFFFF)
    pats.update([0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x7F7FFFFF,
                 0x477FEFFF, 0x477FF000, 0x477FF001, 0x33000000, 0x33000001, 0x00000001])
    rng = random.Random(7)
    pats.update(rng.getrandbits(32) for _ in range(300000))
    return sorted(pats)


def main():
    inputs = narrow_inputs()
    text = "\n".join(format(p, "08x") for p in inputs) + "\n"
    out = subprocess.run([sys.argv[1], "--convert"], input=text, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    wrong = []
    h = torch.arange(0x10000, dtype=torch.int32).to(torch.int16)
    f16 = h.view(torch.float16).float().view(torch.int32).tolist()
    bf16 = h.view(torch.bfloat16).float().view(torch.int32).tolist()
    for i in range(0x10000):
        want = f"{i:04x} {f16[i] & 0xFFFFFFFF:08x} {bf16[i] & 0xFFFFFFFF:08x}"
        if out[i] != want:
            wrong.append(("widen", want, out[i]))
    bits = torch.tensor([p - (1 << 32) if p >= 1 << 31 else p for p in inputs], dtype=torch.int32)
    f = bits.view(torch.float32)
    isnan = torch.isnan(f).tolist()
    to16 = f.to(torch.float16).view(torch.int16).tolist()
    tob16 = f.to(torch.bfloat16).view(torch.int16).tolist()
    for j, p in enumerate(inputs):
        line = out[0x10000 + j].split()
        got16, gotb = int(line[1], 16), int(line[2], 16)
        if isnan[j]:
            ok = (got16 & 0x7C00) == 0x7C00 and got16 & 0x3FF and (gotb & 0x7F80) == 0x7F80 and gotb & 0x7F
        else:
            ok = got16 == to16[j] & 0xFFFF and gotb == tob16[j] & 0xFFFF
        if not ok:
            wrong.append(("narrow", f"{p:08x} {to16[j] & 0xFFFF:04x} {tob16[j] & 0xFFFF:04x}", out[0x10000 + j]))
    for kind, want, got in wrong[:5]:
        print(f"{kind}: torch {want}, dtype.c {got}")
    print(f"{0x10000 + len(inputs)} conversions checked, {len(wrong)} wrong")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
