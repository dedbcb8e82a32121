#!/usr/bin/env bash
# gpu-session.sh: the CUDA backend's checks on a GPU machine, in one call
# (a lent GPU's time is short; the ratio table is scripts/bench/gpu's,
# best run in a call of its own so that nothing else loads the machine):
#   1. test_cuda: the kernels against the simulated device, streams, events,
#      memory, cuBLAS, reductions, the tracing timer; then compute-
#      sanitizer's memcheck over the same tests; reduced (tests/fastmath):
#      the float16/bfloat16 estimates against the exact road;
#   2. random_identity.sh: rand/randn/randint bit for bit the sim's, seeds 0-9;
#   3. with two GPUs or more: the multi-device goldens (and the 4-device ones
#      with four), the multi_gpu example, and all_reduce's bus bandwidth
#      against PyTorch's (scripts/bench/all_reduce_run);
#   4. compute-sanitizer's memcheck, racecheck and synccheck over the whole
#      golden suite (sanitize.sh);
#   5. tracing's cost on the simulated device (scripts/bench/trace), against
#      BINDIR/cst-notrace when there is one;
#   6. issue 24's soak on the GPU (scripts/bench/soak: flat memory, host and
#      device, and linear time), then compute-sanitizer's leak check over
#      its loops.
# Logs go to OUTDIR; a summary is printed last.
#
#   tests/cuda/gpu-session.sh BINDIR OUTDIR
#
# BINDIR holds cst and libcst-cuda.so (make), test_cuda (tests/cuda/build.sh)
# and optionally cst-notrace (see scripts/bench/trace).  The GPU machine lacks
# readline and OpenBLAS: link cst statically for it, e.g.
#   make BUILD=build-gpu LDLIBS="-Wl,-Bstatic -lreadline -ltinfo -lopenblas
#        -lgfortran -lquadmath -Wl,-Bdynamic -lm -lpthread -ldl"
# and strip (or xz) the binaries so that they travel (64 MiB at most).
# Run from the repository root.
set -u
bin=$(cd "$1" && pwd)
out=$2
mkdir -p "$out"
summary=$out/summary.txt
: > "$summary"
note() { echo "$*" | tee -a "$summary"; }
# NVLink multicast stays off on shared machines (the device notes).
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1

gpus=$(nvidia-smi -L 2>/dev/null | wc -l)
note "gpus: $gpus; $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -1)"

# 1. kernels, streams, memory
timeout 150 "$bin/test_cuda" > "$out/test_cuda.log" 2>&1
note "test_cuda: exit $?"
grep -E "^FAIL|^MISMATCH|^accuracy|^kernels:|^matmul:|^timer:" "$out/test_cuda.log" | head -40 | tee -a "$summary"
if command -v compute-sanitizer > /dev/null; then
    # API errors left out: test_cuda provokes them (out of memory, events
    # not yet complete) to check that each becomes an Error.
    timeout 150 compute-sanitizer --tool memcheck --report-api-errors no "$bin/test_cuda" --no-bench \
        > "$out/memcheck.log" 2>&1
    note "memcheck over test_cuda: exit $? $(grep -h 'ERROR SUMMARY' "$out/memcheck.log" | tail -1)"
fi

# float16/bfloat16 estimates against the exact road, every pair of operands
timeout 120 "$bin/reduced" > "$out/reduced.log" 2>&1
note "reduced: exit $?"
grep -v " 0 differ" "$out/reduced.log" | tee -a "$summary"

# 2. random numbers, bit for bit
timeout 300 tests/cuda/random_identity.sh "$bin/cst" > "$out/random.log" 2>&1
note "random_identity: exit $?; $(tail -1 "$out/random.log")"

# 3. several GPUs
if [ "$gpus" -ge 2 ]; then
    multi=$(ls tests/golden/multi_*.cst | xargs -n1 basename | sed 's/\.cst$//')
    [ "$gpus" -ge 4 ] || multi=$(echo "$multi" | grep -v '_4$')
    timeout 300 scripts/golden --device=cuda --cst "$bin/cst" $multi streams_devices streams_cross_device err_event_other_device \
        > "$out/multi-golden.log" 2>&1
    note "multi-device goldens on cuda: $(tail -1 "$out/multi-golden.log")"
    grep -E '^(FAIL|DIFFERS)' "$out/multi-golden.log" | tee -a "$summary"
    timeout 60 "$bin/cst" --device=cuda scripts/examples/multi_gpu.cst > "$out/multi_gpu.log" 2>&1
    note "multi_gpu example: exit $?"
    timeout 200 scripts/bench/all_reduce_run "$bin/cst" 1024 20 > "$out/all_reduce.log" 2>&1
    note "all_reduce 1 GiB float32: exit $?"
    tee -a "$summary" < "$out/all_reduce.log"
else
    note "one GPU: the multi-device checks are left out"
fi

# 4. compute-sanitizer over the goldens
if command -v compute-sanitizer > /dev/null; then
    timeout 540 tests/cuda/sanitize.sh "$bin/cst" "$out/sanitizer" 16 > "$out/sanitizer.log" 2>&1
    tail -5 "$out/sanitizer.log" | tee -a "$summary"
fi

# 5. tracing's cost on the simulated device
notrace=""
[ -x "$bin/cst-notrace" ] && notrace=$bin/cst-notrace
timeout 120 scripts/bench/trace "$bin/cst" "$notrace" 21 > "$out/trace.log" 2>&1
tee -a "$summary" < "$out/trace.log"

# 6. nothing grows with the length of a run, on the GPU
CST_SOAK_DEVICE=cuda timeout 500 scripts/bench/soak --cst "$bin/cst" --check \
    > "$out/soak.log" 2>&1
note "soak on cuda: exit $?"
tee -a "$summary" < "$out/soak.log"
if command -v compute-sanitizer > /dev/null; then
    scripts/bench/soak --scale 0.01 --emit "$out"
    for loop in streams tiny events; do
        timeout 150 compute-sanitizer --tool memcheck --leak-check full --error-exitcode 99 \
            "$bin/cst" -q --device=cuda "$out/soak_$loop.cst" > "$out/soak_$loop.leaks.log" 2>&1
        note "leak check, soak $loop: exit $? $(grep -h 'ERROR SUMMARY' "$out/soak_$loop.leaks.log" | tail -1)"
    done
fi
echo "summary: $summary"
