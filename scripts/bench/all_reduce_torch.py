"""all_reduce_torch.py: PyTorch's twin of scripts/bench/all_reduce.cst.

The same measurement through torch.cuda.nccl.all_reduce, PyTorch's
single-process, multi-device NCCL call (the one cst's all_reduce mirrors):
one float32 tensor of MiB mebibytes on every GPU, 5 warm-up collectives,
then the mean time of ITERS back-to-back ones, with nccl-tests' formulas
  algbw = bytes / time,  busbw = algbw * 2 * (n - 1) / n.

    python3 scripts/bench/all_reduce_torch.py [MiB [ITERS]]
"""
import os
import sys
import time

# NVLink multicast stays off, as cst keeps it (kernels/cuda/nccl.cu).
os.environ["NCCL_NVLS_ENABLE"] = "0"

import torch  # noqa: E402
import torch.cuda.nccl as nccl  # noqa: E402


def main():
    mib = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
    iters = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    n = torch.cuda.device_count()
    elems = mib * 2 ** 20 // 4
    xs = [torch.zeros(elems, device="cuda:%d" % i) for i in range(n)]
    for _ in range(5):
        nccl.all_reduce(xs)
    for i in range(n):
        torch.cuda.synchronize(i)
    t0 = time.perf_counter()
    for _ in range(iters):
        nccl.all_reduce(xs)
    for i in range(n):
        torch.cuda.synchronize(i)
    t = (time.perf_counter() - t0) / iters
    size = elems * 4
    algbw = size / t / 1e9
    busbw = algbw * 2 * (n - 1) / n
    print("torch  all_reduce float32 devices %d bytes %d time_ms %.3f algbw_GBps %.2f busbw_GBps %.2f"
          % (n, size, t * 1e3, algbw, busbw))


if __name__ == "__main__":
    main()
