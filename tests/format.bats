#!/usr/bin/env bats
# format.bats: pins src/tensor/format.c and src/base/dtype.c to PyTorch.  Runs
# tests/format/run.sh with its fixed seed: ~6000 random tensors printed by
# torch (every dtype, 0-d to 4-d, empty, summarised, strided, nan/inf/-0.,
# cpu and cuda:0, default and non-default print options) plus every ✅
# example of spec/printing.md, and the float16/bfloat16 conversions.
# The PyTorch programs are tests/format/gen_cases.py and spec_cases.py.
# The second test prints the same cases through the interpreter (cases.cst
# rebuilds each tensor from exact literals).  FORMAT_SEED=random (or a
# number) draws other cases than the fixed seed.

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}

setup() {
    cd "$BATS_TEST_DIRNAME/.."
    seed=()
    [ -n "${FORMAT_SEED:-}" ] && seed=(--seed "$FORMAT_SEED")
    "${TORCH_PYTHON:-/usr/bin/python3}" -c 'import torch' 2>/dev/null ||
        skip "needs a python with torch (set TORCH_PYTHON)"
}

@test "format: tensor printing matches PyTorch on every case, conversions exact" {
    run tests/format/run.sh "${seed[@]}"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ "$output" == *" passed, 0 failed"* ]]
    [[ "$output" == *"conversions checked, 0 wrong"* ]]
}

@test "format: 6000 tensors printed by cst match PyTorch byte for byte" {
    run tests/format/run.sh "${seed[@]}" --cst "$CST"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ "$output" == *" passed, 0 failed"* ]]
    [[ "$output" =~ ([0-9]+)\ passed ]] && [ "${BASH_REMATCH[1]}" -ge 5000 ]
}
