#!/usr/bin/env bats
# man.bats: the man pages (cli.md, "Layout": man/cst.1 for the tool, man/cst.7
# for the language) format without a single groff warning.

bats_require_minimum_version 1.5.0

MAN=$BATS_TEST_DIRNAME/../man

# groff -man -ww -z reads the page, enables every warning and writes no output:
# anything it prints is a warning or an error.
groff_clean() {
    [ -f "$1" ]
    run --separate-stderr groff -man -ww -z "$1"
    echo "$output$stderr"
    [ "$status" -eq 0 ]
    [ -z "$output" ]
    [ -z "$stderr" ]
}

@test "man/cst.1 formats without warnings" {
    groff_clean "$MAN/cst.1"
}

@test "man/cst.7 formats without warnings" {
    groff_clean "$MAN/cst.7"
}
