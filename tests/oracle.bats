#!/usr/bin/env bats
# oracle.bats: every golden whose output is Python's (or PyTorch's) was derived
# from its twin tests/oracle/NAME.py, and the twin still prints exactly that
# .out (scripts/oracle --check).  The goldens themselves run in golden.bats.

bats_require_minimum_version 1.5.0

@test "every Python twin still prints its golden's .out" {
    "$BATS_TEST_DIRNAME/../scripts/oracle" --check
}

@test "every twin belongs to a golden" {
    local py
    for py in "$BATS_TEST_DIRNAME"/oracle/*.py; do
        name=$(basename "$py" .py)
        [ -f "$BATS_TEST_DIRNAME/golden/$name.cst" ] || { echo "no golden for $py"; return 1; }
    done
}
