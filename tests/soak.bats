#!/usr/bin/env bats
# soak.bats: nothing grows with the length of a run (issue 24).  The soak
# benchmark's three loops (a new stream and event every iteration, tiny
# operations, events; scripts/bench/soak) at a size CI can afford, with the
# race checker off and on and with --trace: N iterations hold at most 10%
# more memory than N/8 (or 1.5 MiB, the spread between runs), and an
# iteration costs at most 3 times the CPU time (a quadratic loop's would
# cost 8), the best of three runs each.  Under the sanitizers (make asan)
# only that the loops run clean, leaks included.  And a loop that makes a
# stream per iteration runs on a bounded number of threads.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
ROOT=$BATS_TEST_DIRNAME/..

@test "soak: flat memory and linear time for streams, tiny operations and events (off, warn, trace)" {
    [ -z "${CST_SANITIZED:-}" ] || skip "memory and time bounds, not met by a sanitizer build"
    run "$ROOT/scripts/bench/soak" --cst "$CST" --scale 0.5 --repeat 3 --check --short
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "soak loops run clean in every mode (under make asan: no error, no leak)" {
    "$ROOT/scripts/bench/soak" --scale 0.02 --emit "$BATS_TEST_TMPDIR"
    for loop in streams tiny events; do
        for mode in --race=off --race=warn "--race=warn --trace=$BATS_TEST_TMPDIR/t.json --timeline=$BATS_TEST_TMPDIR/t.svg"; do
            # shellcheck disable=SC2086
            run --separate-stderr "$CST" -q $mode "$BATS_TEST_TMPDIR/soak_$loop.cst"
            echo "$loop $mode: $status $output $stderr"
            [ "$status" -eq 0 ]
            [ -z "$stderr" ]
            [ "$output" = "$(printf 'tenth\nTrue')" ]
        done
    done
}

@test "a stream per iteration: the threads stay as many as the host's cores allow" {
    printf '%s\n' 'x = randn(1000)' 'for i in range(20000) {' '    stream s' \
        '    with stream <s> { s.wait_stream(default_stream()); y = x * 2 + i }' \
        '    default_stream().wait_stream(s)' '    z = y.sum()' '}' 'print(z.item() > 0)' > "$BATS_TEST_TMPDIR/many.cst"
    run /usr/bin/python3 - "$CST" "$BATS_TEST_TMPDIR/many.cst" <<'EOF'
import os, subprocess, sys, time
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE)
most = 0
while p.poll() is None:
    try:
        with open(f"/proc/{p.pid}/status") as f:
            most = max([most] + [int(l.split()[1]) for l in f if l.startswith("Threads:")])
    except OSError:
        pass
    time.sleep(0.002)
out = p.stdout.read().decode().strip()
# the evaluator's and the main thread, the device's workers, the kernels'
# thread pool and OpenBLAS's: each at most as many as there are cores
print(out, most <= 3 * os.cpu_count() + 2, most)
EOF
    echo "$output"
    [ "${output% *}" = "True True" ]
}
