#!/usr/bin/env bash
# gpu-session.sh: everything the CUDA backend is checked and timed with on a
# GPU machine, in one go (a lent GPU's time is short): the kernel and stream
# tests with their timings, the tiny-op benchmark through the interpreter on
# both devices and PyTorch's figure beside it, PyTorch's bandwidth for the
# same large ops, the golden suite on --device=cuda, and compute-sanitizer's
# memcheck over the kernel tests.  Logs go to OUTDIR; a summary is printed
# last.  The issue's ratio table against PyTorch is scripts/bench/gpu's.
#
#   tests/cuda/gpu-session.sh BINDIR OUTDIR
#
# BINDIR holds cst and libcst-cuda.so (make), test_cuda (tests/cuda/build.sh)
# and optionally launch (../shared/anchors/launch.cu built with nvcc); run
# from the repository root.  The GPU machine lacks readline and OpenBLAS:
# link cst statically for it, e.g.
#   make BUILD=build-cuda LDLIBS="-Wl,-Bstatic -lreadline -ltinfo -lopenblas
#        -lgfortran -lquadmath -Wl,-Bdynamic -lm -lpthread -ldl"
# and strip the binaries so that they travel (64 MiB at most).
set -u
bin=$(cd "$1" && pwd)
out=$2
mkdir -p "$out"
summary=$out/summary.txt
: > "$summary"
note() { echo "$*" | tee -a "$summary"; }

nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader \
    > "$out/smi.txt" 2>&1
note "gpu: $(cat "$out/smi.txt")"

# 1. kernels against the simulated device, streams, memory, timings
timeout 120 "$bin/test_cuda" > "$out/test_cuda.log" 2>&1
note "test_cuda: exit $?"
grep -E "^first use|^random:|^kernels:|^matmul:|^timer:|^FAIL|^MISMATCH|^accuracy|^device 0|device_sleep|4 x|cross-stream|out of memory:|grows|pinned|interrupted|never-recorded|elapsed before|shutdown" \
    "$out/test_cuda.log" | head -60 | tee -a "$summary"
sed -n '/^op  /,/^kernels:/p' "$out/test_cuda.log" | tee -a "$summary"
sed -n '/^tiny op/,/^shutdown/p' "$out/test_cuda.log" | tee -a "$summary"

# 2. the tiny op through the interpreter, and PyTorch's on the same machine;
# how long a script that touches the GPU takes to start
start=$(date +%s.%N)
"$bin/cst" --device=cuda -e 'print(ones(3))' > /dev/null 2>&1
note "cst --device=cuda -e 'print(ones(3))': $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }') s"
start=$(date +%s.%N)
"$bin/cst" --device=cuda -e 'device_sleep(2000)' > /dev/null 2>&1
note "cst --device=cuda -e 'device_sleep(2000)' (exits with the kernel queued): $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }') s"
for run in 1 2 3; do
    note "cst --device=cuda: $(timeout 40 "$bin/cst" --device=cuda tests/cuda/tiny_op.cst 2>&1 | head -1)"
done
note "cst --device=sim: $(timeout 40 "$bin/cst" --device=sim tests/cuda/tiny_op.cst 2>&1 | head -1)"
if [ -x "$bin/launch" ]; then
    note "raw CUDA floor (../shared/anchors/launch.cu): $(timeout 60 "$bin/launch" 2>&1 | tr -d '\n')"
fi
timeout 90 python3 - > "$out/torch.log" 2>&1 <<'PY'
import time, torch
a = torch.tensor([1, 2, 3, 4, 5], device='cuda'); b = torch.tensor([5, 4, 3, 2, 1], device='cuda')
for _ in range(2000): c = a + b
torch.cuda.synchronize()
n, best = 100000, 1e9
for _ in range(3):
    t0 = time.perf_counter()
    for _ in range(n): c = a + b
    torch.cuda.synchronize()
    best = min(best, time.perf_counter() - t0)
print(f"torch tiny op (best of 3): {best / n * 1e6:.2f} us/op")
N = 1 << 28
x = torch.rand(N, device='cuda'); y = torch.rand(N, device='cuda'); z = torch.empty_like(x)
def med(f, reps=9):
    f(); ts = []
    for _ in range(reps):
        e0 = torch.cuda.Event(enable_timing=True); e1 = torch.cuda.Event(enable_timing=True)
        e0.record(); f(); e1.record(); e1.synchronize(); ts.append(e0.elapsed_time(e1))
    return sorted(ts)[reps // 2]
for name, f, b in [("add", lambda: torch.add(x, y, out=z), 12), ("mul", lambda: torch.mul(x, y, out=z), 12),
                   ("exp", lambda: torch.exp(x, out=z), 8), ("copy", lambda: z.copy_(x), 8)]:
    ms = med(f)
    print(f"torch {name} float32 2^28: {ms:.3f} ms {b * N / ms / 1e9:.2f} TB/s")
PY
cat "$out/torch.log" | tee -a "$summary"

# 3. the golden suite on the GPU, twelve cases at a time
ls tests/golden/*.cst | xargs -n1 basename | sed 's/\.cst$//' |
    timeout 90 xargs -P 12 -n 8 scripts/golden --device=cuda --cst "$bin/cst" > "$out/golden.log" 2>&1
total=$(ls tests/golden/*.cst | wc -l)
failed=$(grep -c '^FAIL' "$out/golden.log")
note "goldens on cuda: $((total - failed)) of $total pass"
grep -ho 'is not implemented on the CUDA device yet' "$out/golden.log" | sort | uniq -c | tee -a "$summary"
grep '^FAIL' "$out/golden.log" | head -80 > "$out/golden-failures.txt"

# 4. memcheck over the kernel and stream tests
if command -v compute-sanitizer > /dev/null; then
    timeout 90 compute-sanitizer --tool memcheck "$bin/test_cuda" --no-bench > "$out/memcheck.log" 2>&1
    note "memcheck: exit $? $(grep -h 'ERROR SUMMARY' "$out/memcheck.log" | tail -1)"
fi
