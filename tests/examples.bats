#!/usr/bin/env bats
# examples.bats: scripts/examples/gpt_block.cst (issue 19) prints what its
# PyTorch twin, gpt_block.py, prints on the weights and input the twin
# writes, the batch in one piece and as two micro-batches on two streams
# (with the race checker on: the streams' orders are complete).

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
ROOT=$BATS_TEST_DIRNAME/..

@test "gpt_block.cst prints what its PyTorch twin prints, in one piece and on two streams" {
    [ -z "${CST_SANITIZED:-}" ] || skip "a 57-million-parameter block: minutes under the sanitizers"
    twin=$(/usr/bin/python3 "$ROOT/scripts/examples/gpt_block.py" --write "$BATS_TEST_TMPDIR/gpt")
    run --separate-stderr "$CST" "$ROOT/scripts/examples/gpt_block.cst" "$BATS_TEST_TMPDIR/gpt"
    echo "$output$stderr"
    [ "$status" -eq 0 ] && [ -z "$stderr" ]
    [ "$output" = "$twin" ]
    run --separate-stderr "$CST" --race=warn "$ROOT/scripts/examples/gpt_block.cst" "$BATS_TEST_TMPDIR/gpt" streams
    echo "$output$stderr"
    [ "$status" -eq 0 ] && [ -z "$stderr" ]
    [ "$output" = "$twin" ]
}
