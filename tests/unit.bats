#!/usr/bin/env bats
# unit.bats: the C unit tests of the tensor engine (tests/unit/): tensor
# metadata and views, dispatch and the simulated device (its streams,
# events and memory too), the stream pool, the race checker's regions,
# type promotion against torch.result_type, and every elementwise kernel
# against PyTorch's results.  The expected tables come from PyTorch
# programs in tests/unit/; the last tests check them against the installed
# torch when there is one.

bats_require_minimum_version 1.5.0

ROOT=$BATS_TEST_DIRNAME/..

setup_file() {
    export UNIT_BUILD=$BATS_FILE_TMPDIR/unit
    "$BATS_TEST_DIRNAME/unit/build.sh" "$UNIT_BUILD"
}

@test "tensor metadata: creation, views, strides and their errors" {
    run "$UNIT_BUILD/test_tensor"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "dispatch: devices, dtypes, broadcasting, in-place, copies, creation, backend" {
    run "$UNIT_BUILD/test_dispatch"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "simulated device: streams, events, priorities, copies, memory, 8-stream stress" {
    run "$UNIT_BUILD/test_streams"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "stream pool: bounded device streams, a handle per stream, own query and synchronize when shared" {
    run "$UNIT_BUILD/test_pool"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "race checker regions: overlap and containment against the bytes, exact where promised" {
    run "$UNIT_BUILD/test_race_region"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "type promotion matches torch.result_type for every pair of operand kinds" {
    run "$UNIT_BUILD/test_promotion" "$ROOT/tests/unit/promotion.txt"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "every elementwise kernel and dtype matches PyTorch's results" {
    run "$UNIT_BUILD/test_kernels" "$ROOT/tests/unit/kernels.txt"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "operation library: thread pool, Philox, matrix layouts, .npy files" {
    run "$UNIT_BUILD/test_ops"
    echo "$output"
    [ "$status" -eq 0 ]
}

torch_or_skip() {
    /usr/bin/python3 -c 'import torch' 2>/dev/null || skip "no torch for /usr/bin/python3"
}

@test "promotion.txt is what torch gives" {
    torch_or_skip
    /usr/bin/python3 "$ROOT/tests/unit/promotion.py" > "$BATS_TEST_TMPDIR/promotion.txt"
    diff "$ROOT/tests/unit/promotion.txt" "$BATS_TEST_TMPDIR/promotion.txt"
}

@test "kernels.txt is what torch gives" {
    torch_or_skip
    /usr/bin/python3 "$ROOT/tests/unit/kernels.py" > "$BATS_TEST_TMPDIR/kernels.txt"
    diff "$ROOT/tests/unit/kernels.txt" "$BATS_TEST_TMPDIR/kernels.txt"
}
