#!/usr/bin/env bats
# fastmath.bats: the fast roads of kernels/cuda/fastmath.cuh give the exact
# road's float (glibc's double function rounded once, on the host) for a
# sample of every float: each 4099th bit pattern, a million inputs a
# function, and a million pairs for the two-argument ones.  Built as host
# code by nvcc; where there is no nvcc the CUDA backend is not built either,
# and the test skips and says so.  `check 1` walks all 2^32 floats.
# The float functions of kernels/floatfn.h are measured against the exact
# value on the same sample, with the C compiler alone (`floatfn 1`: every
# float).

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

@test "floatfn: the float functions are within their bounds on a sample of every float" {
    # CC unquoted: the sanitizer build's carries its flags
    ${CC:-cc} -std=c11 -O2 -I"$ROOT/kernels" -o "$BATS_TEST_TMPDIR/floatfn" \
        "$ROOT/tests/fastmath/floatfn.c" -lm
    run "$BATS_TEST_TMPDIR/floatfn" 4099
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$(grep -c ' max .* ulp at ' <<<"$output")" -eq 18 ]
    [[ "$output" != *"over the bound"* ]]
}
