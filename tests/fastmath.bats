#!/usr/bin/env bats
# fastmath.bats: the fast roads of kernels/cuda/fastmath.cuh give the exact
# road's float (glibc's double function rounded once, on the host) for a
# sample of every float: each 4099th bit pattern, a million inputs a
# function, and a million pairs for the two-argument ones.  Built as host
# code by nvcc; where there is no nvcc the CUDA backend is not built either,
# and the test skips and says so.  `check 1` walks all 2^32 floats.

bats_require_minimum_version 1.5.0

ROOT=$BATS_TEST_DIRNAME/..

setup_file() {
    export NVCC=${NVCC:-nvcc}
    export CHECK=$BATS_FILE_TMPDIR/check
    if command -v "$NVCC" >/dev/null; then
        "$NVCC" -std=c++20 -O2 -I"$ROOT/kernels" -I"$ROOT/src" -x cu -o "$CHECK" \
            "$ROOT/tests/fastmath/check.cu"
    fi
}

@test "fastmath: fast roads equal the exact road on a sample of every float" {
    [ -x "$CHECK" ] || skip "no nvcc ($NVCC): the CUDA backend is not built"
    run "$CHECK" 4099
    echo "$output"
    [ "$status" -eq 0 ]
    [[ "$output" == *" 0 differ"* ]]
}
