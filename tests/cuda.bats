#!/usr/bin/env bats
# cuda.bats: the CUDA backend (kernels/cuda/) against the simulated device
# on a machine with a usable GPU: every elementwise, copy and creation
# kernel on random inputs and layouts, and streams, events and memory
# (tests/cuda/test_cuda.c).  Where there is no GPU, or cst was built
# without the CUDA backend, every test skips and says why.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
ROOT=$BATS_TEST_DIRNAME/..

setup_file() {
    local so why
    so=$(dirname "$CST")/libcst-cuda.so
    export CUDA_SKIP=""
    if [ ! -f "$so" ]; then
        CUDA_SKIP="no CUDA backend was built ($so is missing: no nvcc, or make CUDA=0)"
    elif ! why=$("$CST" --device=cuda -q -e 'pass' 2>&1); then
        CUDA_SKIP="$why"
    else
        export CUDA_TEST=$BATS_FILE_TMPDIR/test_cuda
        "$ROOT/tests/cuda/build.sh" "$BATS_FILE_TMPDIR" "$so"
    fi
}

setup() {
    if [ -n "$CUDA_SKIP" ]; then
        skip "$CUDA_SKIP"
    fi
}

@test "the CUDA backend loads and finds a GPU" {
    run "$CUDA_TEST" --probe
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "float16/bfloat16 estimates give the exact road's result for every pair of operands" {
    run "$(dirname "$CUDA_TEST")/reduced"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "kernels match the simulated device; streams, events and memory behave as CUDA's" {
    run "$CUDA_TEST" --no-bench
    echo "$output"
    [ "$status" -eq 0 ]
}
