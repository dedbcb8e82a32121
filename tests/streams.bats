#!/usr/bin/env bats
# streams.bats: the stream goldens again and again (timing-based ones must
# never flake), the stress golden in step with its generator, `with` blocks
# that put the stream back when an error leaves them (REPL), Ctrl-C during a
# host wait, and a valgrind run of a stream program: workers joined, nothing
# leaked.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
ROOT=$BATS_TEST_DIRNAME/..

STREAM_GOLDENS="seed1 seed3 streams_devices streams_events streams_host_waits streams_memory
streams_order streams_overlap streams_pinned streams_pool streams_priority streams_query streams_repr
streams_stress streams_with err_event_pending err_event_other_device multi_copies multi_copies_4
multi_race_copy multi_race_collective race_halves race_parity race_pipeline race_rows streams_cross_device
multi_torch_copy_streams multi_torch_test_cuda_streams torch_test_cuda_record_stream"

@test "stream goldens: 20 runs in a row, no flakiness" {
    for i in $(seq 1 20); do
        run "$ROOT/scripts/golden" --cst "$CST" $STREAM_GOLDENS
        if [ "$status" -ne 0 ]; then
            echo "run $i:"
            echo "$output"
            return 1
        fi
    done
}

@test "streams_stress.cst is what its generator makes" {
    diff <(/usr/bin/python3 "$ROOT/tests/oracle/streams_stress.py" --cst) "$ROOT/tests/golden/streams_stress.cst"
}

@test "with stream: an error inside the block puts the previous stream back (REPL)" {
    printf '%s\n' 'stream a' 'with stream <a> { x = 1 / 0 }' 'print(current_stream().name)' \
        'with device <0> { with stream <a> { y = [][1] } }' 'print(current_stream().name, current_device())' \
        > "$BATS_TEST_TMPDIR/in"
    NO_COLOR=1 "$CST" -q -i < "$BATS_TEST_TMPDIR/in" > "$BATS_TEST_TMPDIR/out" 2> "$BATS_TEST_TMPDIR/err"
    grep -q "division by zero" "$BATS_TEST_TMPDIR/err"
    grep -q "list index out of range" "$BATS_TEST_TMPDIR/err"
    [ "$(cat "$BATS_TEST_TMPDIR/out")" = $'default\ndefault 0' ]
}

@test "Ctrl-C ends a host wait on a stream" {
    printf 'stream s\nwith stream <s> { device_sleep(20000) }\ns.synchronize()\nprint("not reached")\n' \
        > "$BATS_TEST_TMPDIR/wait.cst"
    # A background job starts with SIGINT ignored: the child gets the default back.
    run /usr/bin/python3 - "$CST" "$BATS_TEST_TMPDIR/wait.cst" <<'EOF'
import signal, subprocess, sys, time
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
time.sleep(0.5)
t0 = time.monotonic()
p.send_signal(signal.SIGINT)
out, _ = p.communicate(timeout=10)
print(p.returncode, time.monotonic() - t0 < 2, out.decode().strip())
EOF
    [ "$output" = "130 True cst: interrupted" ]
}

@test "valgrind: a stream program joins its workers and leaks nothing" {
    command -v valgrind > /dev/null || skip "no valgrind"
    [ -z "${CST_SANITIZED:-}" ] || skip "valgrind cannot run a sanitizer build (make asan)"
    cat > "$BATS_TEST_TMPDIR/v.cst" <<'EOF'
stream a
stream b(priority=-2)
event e(enable_timing=true)
x = ones(1000)
with stream <a> { device_sleep(20); y = x * 2; e.record() }
b.wait_event(e)
with stream <b> { z = y + x }
p = zeros(1000, device='cpu').pin_memory()
with stream <b> { p.copy_(z, non_blocking=True) }
b.synchronize()
print(p[999].item(), e.query(), memory_allocated() > 0)
x = None
with stream <a> { device_sleep(50) }
EOF
    # main.c's copy of the script's argv lives until exit: not this test's business.
    printf '{\n  argv\n  Memcheck:Leak\n  ...\n  fun:parse_command_line\n}\n' > "$BATS_TEST_TMPDIR/supp"
    run valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible --suppressions="$BATS_TEST_TMPDIR/supp" \
        "$CST" "$BATS_TEST_TMPDIR/v.cst"
    echo "$output"
    [ "$status" -eq 0 ]
    [ "${lines[-1]}" = "3.0 True True" ]
}
