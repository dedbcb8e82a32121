#!/usr/bin/env bats
# format.bats: pins src/format.c and src/dtype.c to PyTorch.  Runs
# tests/format/run.sh with its fixed seed: ~6000 random tensors printed by
# torch (every dtype, 0-d to 4-d, empty, summarised, strided, nan/inf/-0.,
# cpu and cuda:0, default and non-default print options) plus every ✅
# example of spec/printing.md, and the float16/bfloat16 conversions.
# The PyTorch programs are tests/format/gen_cases.py and spec_cases.py.

setup() {
    cd "$BATS_TEST_DIRNAME/.."
    "${TORCH_PYTHON:-/usr/bin/python3}" -c 'import torch' 2>/dev/null ||
        skip "needs a python with torch (set TORCH_PYTHON)"
}

@test "format: tensor printing matches PyTorch on every case, conversions exact" {
    run tests/format/run.sh
    echo "$output"
    [ "$status" -eq 0 ]
    [[ "$output" == *" passed, 0 failed"* ]]
    [[ "$output" == *"conversions checked, 0 wrong"* ]]
}
