#!/usr/bin/env python3
"""gpt_block.py: the PyTorch twin of gpt_block.cst (issue 19).

A GPT-2-style block: pre-LayerNorm, causal multi-head attention (12 heads,
768 wide), a tanh-GELU MLP (3072 wide), residuals; batch 8 x 1024 tokens,
float32.  With --write DIR it first writes the block's weights and its
input, drawn with seed 0, as DIR/NAME.npy (what gpt_block.cst loads).  It
prints what gpt_block.cst prints.  --time N also times N calls after a
warm-up (torch.cuda.synchronize around them) and prints ms per call.

  scripts/examples/gpt_block.py --write /tmp/gpt [--device cuda] [--time 20]
"""
import argparse
import os
import struct
import time

import torch
import torch.nn.functional as F

B, T, C, H = 8, 1024, 768, 12
SHAPES = {
    "x": (B, T, C),
    "ln1_w": (C,), "ln1_b": (C,), "ln2_w": (C,), "ln2_b": (C,),
    "attn_w": (3 * C, C), "attn_b": (3 * C,),
    "proj_w": (C, C), "proj_b": (C,),
    "fc_w": (4 * C, C), "fc_b": (4 * C,),
    "fc2_w": (C, 4 * C), "fc2_b": (C,),
}


def draw():
    g = torch.Generator().manual_seed(0)
    w = {}
    for name, shape in SHAPES.items():
        if name.startswith("ln") and name.endswith("_w"):
            w[name] = 1 + 0.1 * torch.randn(shape, generator=g)
        elif name == "x":
            w[name] = torch.randn(shape, generator=g)
        else:
            w[name] = 0.02 * torch.randn(shape, generator=g)
    return w


def save_npy(path, t):
    """NumPy's .npy format, version 1.0, little-endian float32."""
    t = t.contiguous().to(torch.float32)
    header = f"{{'descr': '<f4', 'fortran_order': False, 'shape': {tuple(t.shape)}, }}"
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + " " * (pad % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        try:
            f.write(t.numpy().tobytes())
        except RuntimeError:        # a torch without NumPy
            f.write(struct.pack(f"<{t.numel()}f", *t.flatten().tolist()))


def attention(q, k, v):
    """Causal attention: PyTorch 2.x's F.scaled_dot_product_attention, or
    its math definition on Debian's torch 1.13, which has none."""
    if hasattr(F, "scaled_dot_product_attention"):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)
    s = q @ k.transpose(-2, -1) / (q.shape[-1] ** 0.5)
    s = s.masked_fill(torch.ones(T, T, dtype=torch.bool).triu(1), float("-inf"))
    return s.softmax(dim=-1) @ v


def block(x, w):
    h = F.layer_norm(x, [C], w["ln1_w"], w["ln1_b"])
    q, k, v = F.linear(h, w["attn_w"], w["attn_b"]).split(C, dim=2)
    q = q.view(B, T, H, C // H).transpose(1, 2)
    k = k.view(B, T, H, C // H).transpose(1, 2)
    v = v.view(B, T, H, C // H).transpose(1, 2)
    a = attention(q, k, v)
    a = a.transpose(1, 2).contiguous().view(B, T, C)
    x = x + F.linear(a, w["proj_w"], w["proj_b"])
    h = F.layer_norm(x, [C], w["ln2_w"], w["ln2_b"])
    m = F.gelu(F.linear(h, w["fc_w"], w["fc_b"]), approximate="tanh")
    return x + F.linear(m, w["fc2_w"], w["fc2_b"])


def show(y):
    # Rounded to two decimals: the products' summation orders differ
    # between BLAS libraries in the last float32 bits, which four printed
    # digits could show.
    print(y.shape)
    print(y[0, :2, :6].round(decimals=2))
    print(y[7, -1, -6:].round(decimals=2))
    print(y.abs().mean().round(decimals=2))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--write", metavar="DIR")
    p.add_argument("--device", default="cpu")
    p.add_argument("--time", type=int, default=0)
    a = p.parse_args()
    w = draw()
    if a.write:
        os.makedirs(a.write, exist_ok=True)
        for name, t in w.items():
            save_npy(os.path.join(a.write, f"{name}.npy"), t)
    w = {name: t.to(a.device) for name, t in w.items()}
    with torch.no_grad():
        y = block(w["x"], w)
        show(y.cpu())
        if a.time:
            for _ in range(3):
                block(w["x"], w)
            torch.cuda.synchronize() if a.device == "cuda" else None
            t0 = time.perf_counter()
            for _ in range(a.time):
                block(w["x"], w)
            torch.cuda.synchronize() if a.device == "cuda" else None
            print(f"PyTorch eager: {(time.perf_counter() - t0) / a.time * 1e3:.3f} ms per block")


main()
