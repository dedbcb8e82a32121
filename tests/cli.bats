#!/usr/bin/env bats
# cli.bats: the command line of cli.md: options, the ways to give a program,
# argv, --check, devices, colour, and exit codes (0 ok, 1 script error,
# 2 usage, 3 device unusable).

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}

setup() {
    cd "$BATS_TEST_TMPDIR" || return 1
    printf 'print("hello")\n' > good.cst
    printf 'x = 1\nprint(x + undefined_name)\n' > undefined.cst
}

# The one line of a usage error, or of a device error: on stderr, nothing on stdout.
one_line_on_stderr() {
    [ -z "$output" ]
    [ -n "$stderr" ]
    [ "$(printf '%s\n' "$stderr" | wc -l)" -eq 1 ]
}

@test "--help prints the usage on stdout and exits 0" {
    run --separate-stderr "$CST" --help
    [ "$status" -eq 0 ]
    [[ $output == usage:* ]]
    [[ $output == *--device=* ]]
    [ -z "$stderr" ]
}

@test "-h is --help" {
    run --separate-stderr "$CST" -h
    [ "$status" -eq 0 ]
    [[ $output == usage:* ]]
    [ -z "$stderr" ]
}

@test "--version prints 'cst VERSION', then the CUDA backend it found, and exits 0" {
    run --separate-stderr "$CST" --version
    [ "$status" -eq 0 ]
    [[ ${lines[0]} =~ ^cst\ [0-9] ]]
    [[ ${lines[1]} == "CUDA backend: "* ]]
    [ "${#lines[@]}" -eq 2 ]
    [ -z "$stderr" ]
}

@test "an unknown option is a usage error: exit 2 and a message on stderr" {
    run --separate-stderr "$CST" --bogus good.cst
    [ "$status" -eq 2 ]
    [ -z "$output" ]
    [[ $stderr == *"--bogus"* ]]
}

@test "-e CODE runs CODE" {
    run --separate-stderr "$CST" -e 'print(1 + 2, "ok")'
    [ "$status" -eq 0 ]
    [ "$output" = "3 ok" ]
    [ -z "$stderr" ]
}

@test "-e without CODE is a usage error" {
    run --separate-stderr "$CST" -e
    [ "$status" -eq 2 ]
    [ -z "$output" ]
    [ -n "$stderr" ]
}

@test "-e errors are located in <arg>" {
    run --separate-stderr "$CST" -e 'print(nope)'
    [ "$status" -eq 1 ]
    [[ $stderr == "<arg>:1:7: error: "* ]]
}

@test "'-' runs standard input" {
    run --separate-stderr "$CST" - <<< 'print("from stdin")'
    [ "$status" -eq 0 ]
    [ "$output" = "from stdin" ]
}

@test "a script piped on standard input runs without '-'" {
    run --separate-stderr bash -c 'printf "x = 6\nprint(x * 7)\n" | "$1"' _ "$CST"
    [ "$status" -eq 0 ]
    [ "$output" = "42" ]
}

@test "errors in standard input are located in <stdin>" {
    run --separate-stderr "$CST" - <<< $'print(1)\nprint(1 / 0)'
    [ "$status" -eq 1 ]
    [ "$output" = "1" ]
    [[ $stderr == "<stdin>:2:9: error: "* ]]
}

@test "script arguments reach argv after the script name" {
    printf 'print(argv)\n' > args.cst
    run --separate-stderr "$CST" args.cst one "two words" --three -e
    [ "$status" -eq 0 ]
    [ "$output" = "['args.cst', 'one', 'two words', '--three', '-e']" ]
}

@test "argv with -e and with '-'" {
    run --separate-stderr "$CST" -e 'print(argv)' a b
    [ "$status" -eq 0 ]
    [ "$output" = "['-e', 'a', 'b']" ]
    run --separate-stderr "$CST" - x <<< 'print(argv)'
    [ "$status" -eq 0 ]
    [ "$output" = "['-', 'x']" ]
}

@test "'--' ends the options" {
    run --separate-stderr "$CST" -- good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
}

@test "options go before the script; -q and --seed are accepted" {
    run --separate-stderr "$CST" -q --seed=7 --race=off good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
}

@test "a missing script file: exit 1 and one line naming it" {
    run --separate-stderr "$CST" no-such-file.cst
    [ "$status" -eq 1 ]
    one_line_on_stderr
    [[ $stderr == *no-such-file.cst* ]]
}

@test "a directory as the script: exit 1 and one line naming it" {
    mkdir adir
    run --separate-stderr "$CST" adir
    [ "$status" -eq 1 ]
    one_line_on_stderr
    [[ $stderr == *adir* ]]
}

@test "an empty script does nothing and exits 0" {
    : > empty.cst
    run --separate-stderr "$CST" empty.cst
    [ "$status" -eq 0 ]
    [ -z "$output" ]
    [ -z "$stderr" ]
}

@test "--check on a good script: exit 0, prints nothing, runs nothing" {
    run --separate-stderr "$CST" --check good.cst
    [ "$status" -eq 0 ]
    [ -z "$output" ]
    [ -z "$stderr" ]
}

@test "--check finds an undefined name without running the script" {
    printf 'print("must not run")\nx = 1\nprint(x + undefined_name)\n' > check.cst
    run --separate-stderr "$CST" --check check.cst
    [ "$status" -eq 1 ]
    [ -z "$output" ]
    [[ $stderr == "check.cst:3:11: error: "*undefined_name* ]]
}

@test "--check reports a syntax error with exit 1" {
    printf 'print(1\n' > syntax.cst
    run --separate-stderr "$CST" --check syntax.cst
    [ "$status" -eq 1 ]
    [ -z "$output" ]
    [[ $stderr == syntax.cst:* ]]
}

@test "a runtime error exits 1; a syntax error exits 1 before running anything" {
    run --separate-stderr "$CST" undefined.cst
    [ "$status" -eq 1 ]
    [[ $stderr == "undefined.cst:2:11: error: "* ]]
    printf 'print("not yet")\nx = (1\n' > late-syntax.cst
    run --separate-stderr "$CST" late-syntax.cst
    [ "$status" -eq 1 ]
    [ -z "$output" ]
}

@test "exit(N) sets the exit status" {
    run --separate-stderr "$CST" -e 'print("a"); exit(3)'
    [ "$status" -eq 3 ]
    [ "$output" = "a" ]
    [ -z "$stderr" ]
    run --separate-stderr "$CST" -e 'exit(0); print("no")'
    [ "$status" -eq 0 ]
    [ -z "$output" ]
}

@test "a diagnostic names the script by the path it was given" {
    mkdir -p sub/dir
    printf '\n\n  y = x\n' > sub/dir/deep.cst
    run --separate-stderr "$CST" sub/dir/deep.cst
    [ "$status" -eq 1 ]
    [ "${stderr_lines[0]}" = "sub/dir/deep.cst:3:7: error: name 'x' is not defined" ]
    [ "${stderr_lines[1]}" = "    3 |   y = x" ]
    [ "${stderr_lines[2]}" = "      |       ^" ]
}

@test "--device=bogus is a usage error" {
    run --separate-stderr "$CST" --device=bogus good.cst
    [ "$status" -eq 2 ]
    [ -z "$output" ]
    [[ $stderr == *bogus* ]]
}

@test "--device=sim and --device=auto run a host script" {
    run --separate-stderr "$CST" --device=sim good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
    run --separate-stderr "$CST" --device=auto good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
    run --separate-stderr "$CST" --device sim good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
}

@test "--device=cuda without a usable GPU: exit 3 and one line saying why" {
    run --separate-stderr "$CST" --device=cuda good.cst
    if [ "$status" -eq 0 ]; then
        skip "this machine has a usable GPU"
    fi
    [ "$status" -eq 3 ]
    one_line_on_stderr
    [[ $stderr == *cuda* ]]
}

@test "CST_DEVICE selects the device like --device; the option wins" {
    CST_DEVICE=sim run --separate-stderr "$CST" good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
    CST_DEVICE=bogus run --separate-stderr "$CST" good.cst
    [ "$status" -eq 2 ]
    [[ $stderr == *CST_DEVICE* ]]
    CST_DEVICE=cuda run --separate-stderr "$CST" --device=sim good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
}

@test "CST_DEVICE=cuda without a usable GPU exits 3" {
    CST_DEVICE=cuda run --separate-stderr "$CST" good.cst
    if [ "$status" -eq 0 ]; then
        skip "this machine has a usable GPU"
    fi
    [ "$status" -eq 3 ]
    one_line_on_stderr
}

@test "--check does not need the device" {
    run --separate-stderr "$CST" --device=cuda --check good.cst
    [ "$status" -eq 0 ]
    [ -z "$output" ]
    [ -z "$stderr" ]
}

@test "--sim-devices must be a number of at least 1" {
    run --separate-stderr "$CST" --sim-devices=0 good.cst
    [ "$status" -eq 2 ]
    [ -z "$output" ]
    [ -n "$stderr" ]
    run --separate-stderr "$CST" --sim-devices=two good.cst
    [ "$status" -eq 2 ]
    run --separate-stderr "$CST" --sim-devices=2 good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
}

@test "--race accepts warn, error and off and nothing else" {
    run --separate-stderr "$CST" --race=bogus good.cst
    [ "$status" -eq 2 ]
    [ -z "$output" ]
    [[ $stderr == *bogus* ]]
    for mode in warn error off; do
        run --separate-stderr "$CST" --race=$mode good.cst
        [ "$status" -eq 0 ]
        [ "$output" = "hello" ]
    done
}

@test "options that need a value say so" {
    run --separate-stderr "$CST" --trace
    [ "$status" -eq 2 ]
    [ -n "$stderr" ]
    run --separate-stderr "$CST" --seed=abc good.cst
    [ "$status" -eq 2 ]
}

@test "no colour when stderr is not a terminal" {
    run --separate-stderr "$CST" undefined.cst
    [ "$status" -eq 1 ]
    [[ $stderr != *$'\033'* ]]
    [[ $stderr == "undefined.cst:2:11: error: name 'undefined_name' is not defined"* ]]
}

@test "colour on a terminal, none with NO_COLOR" {
    command -v script > /dev/null || skip "script(1) is not installed"
    run script -qec "\"$CST\" undefined.cst" /dev/null
    [ "$status" -eq 1 ]
    [[ $output == *$'\033['* ]]
    NO_COLOR=1 run script -qec "\"$CST\" undefined.cst" /dev/null
    [ "$status" -eq 1 ]
    [[ $output != *$'\033'* ]]
    [[ $output == *"undefined.cst:2:11: error: "* ]]
}

@test "output printed before an error is flushed before the diagnostic" {
    printf 'print("first")\nprint("second", end="")\nx = [1][5]\nprint("never")\n' > late.cst
    "$CST" late.cst > both.txt 2>&1 && false
    [ "$(head -c 12 both.txt)" = $'first\nsecond' ]
    grep -q '^secondlate.cst:3:5: error: ' both.txt
    ! grep -q never both.txt
    run --separate-stderr "$CST" late.cst
    [ "$status" -eq 1 ]
    [ "$output" = $'first\nsecond' ]
    [[ $stderr == "late.cst:3:5: error: "* ]]
}

@test "a CRLF script runs" {
    printf 'x = 1\r\nif x == 1 {\r\n    print("crlf", x)\r\n}\r\n' > crlf.cst
    run --separate-stderr "$CST" crlf.cst
    [ "$status" -eq 0 ]
    [ "$output" = "crlf 1" ]
}

# Strings and files (issue 10): each bad input is one diagnostic, never a signal.

# One located error: its line, the source line and the underline, nothing more.
one_located_error() {
    local file=$1
    [ "$status" -eq 1 ]
    [[ ${stderr_lines[0]} =~ ^$file:[0-9]+:[0-9]+:\ error:\  ]]
    [ "$(grep -c ': error: ' <<< "$stderr")" -eq 1 ]
    [ "${#stderr_lines[@]}" -eq 3 ]
}

@test "an unreadable script: exit 1 and one line naming it" {
    printf 'print(1)\n' > locked.cst
    chmod 000 locked.cst
    if [ "$(id -u)" -eq 0 ]; then
        # root reads any file: drop to nobody, who can read neither it nor this directory.
        command -v setpriv > /dev/null || skip "running as root without setpriv to drop privileges"
        run --separate-stderr setpriv --reuid=65534 --regid=65534 --clear-groups "$CST" locked.cst
    else
        run --separate-stderr "$CST" locked.cst
    fi
    [ "$status" -eq 1 ]
    one_line_on_stderr
    [ "$stderr" = "cst: error: cannot open 'locked.cst': Permission denied" ]
}

@test "a script that cannot be read to the end: exit 1 and one line naming it" {
    # Reading /proc/self/mem from its start fails with EIO.
    [ -r /proc/self/mem ] || skip "no /proc/self/mem"
    run --separate-stderr "$CST" /proc/self/mem
    [ "$status" -eq 1 ]
    one_line_on_stderr
    [ "$stderr" = "cst: error: cannot read '/proc/self/mem': Input/output error" ]
}

@test "a script path through a file, and an empty path: exit 1 and one line each" {
    run --separate-stderr "$CST" good.cst/inner.cst
    [ "$status" -eq 1 ]
    one_line_on_stderr
    [ "$stderr" = "cst: error: cannot open 'good.cst/inner.cst': Not a directory" ]
    run --separate-stderr "$CST" ""
    [ "$status" -eq 1 ]
    one_line_on_stderr
    [ "$stderr" = "cst: error: cannot open '': No such file or directory" ]
}

@test "invalid UTF-8 in a string: one located error, nothing run" {
    printf 'print("before")\nx = "ok \xff\xfe"\n' > utf8.cst
    run --separate-stderr "$CST" utf8.cst
    one_located_error utf8.cst
    [ -z "$output" ]
    [ "${stderr_lines[0]}" = "utf8.cst:2:9: error: invalid UTF-8 in string" ]
    # The bytes are shown as '?', never raw to the terminal.
    [ "${stderr_lines[1]}" = '    2 | x = "ok ??"' ]
}

@test "invalid UTF-8 in code and a NUL byte: one located error each" {
    printf 'x = 1 \xc3\x28\n' > code.cst
    run --separate-stderr "$CST" code.cst
    one_located_error code.cst
    [[ ${stderr_lines[0]} == "code.cst:1:7: error: "* ]]
    printf 'print(1)\nx = 2\0\nprint(x)\n' > nul.cst
    run --separate-stderr "$CST" nul.cst
    one_located_error nul.cst
    [ "${stderr_lines[0]}" = "nul.cst:2:6: error: unexpected character '\\x00'" ]
}

@test "a CRLF script: errors are located as in the LF one, without the CR" {
    printf 'x = 1\r\n\r\nprint(x + "a")\r\n' > crlf_err.cst
    run --separate-stderr "$CST" crlf_err.cst
    one_located_error crlf_err.cst
    [ "${stderr_lines[0]}" = "crlf_err.cst:3:9: error: unsupported operand type(s) for +: 'int' and 'str'" ]
    [ "${stderr_lines[1]}" = '    3 | print(x + "a")' ]
}

# Signals (issue 10).  SIGINT is what a Ctrl-C sends, without a terminal.
# interrupt_when_saved SCRIPT: runs cst on SCRIPT in the background (stdout
# in out.txt, stderr in err.txt) and sends it SIGINT once the script has
# saved ready.npy, not after a fixed delay: on a loaded machine cst may not
# even have installed its handler a second after it started.  env gives it
# the default SIGINT disposition, which a background job of a
# non-interactive shell would otherwise have set to ignored.  Sets status.
interrupt_when_saved() {
    env --default-signal=INT "$CST" --device=sim "$1" > out.txt 2> err.txt &
    local pid=$! i
    for ((i = 0; i < 300; i++)); do
        [ -e ready.npy ] && break
        sleep 0.1
    done
    kill -INT "$pid"
    status=0
    wait "$pid" || status=$?
    [ -e ready.npy ]
}

@test "script mode: SIGINT flushes what was printed, says 'cst: interrupted' once, exits 130" {
    printf 'print("one")\nprint("two", end="")\nsave(ones(1), "ready.npy")\nx = 0\nwhile true { x += 1 }\n' > spin.cst
    interrupt_when_saved spin.cst
    [ "$status" -eq 130 ]
    [ "$(cat out.txt)" = $'one\ntwo' ]
    [ "$(cat err.txt)" = "cst: interrupted" ]
}

@test "script mode: SIGINT ends a host wait on a busy stream" {
    # A signal that comes between the save and the wait is seen by the wait.
    printf 'print("waiting")\nsave(ones(1), "ready.npy")\ndevice_sleep(60000)\nsynchronize()\nprint("never")\n' > wait.cst
    SECONDS=0
    interrupt_when_saved wait.cst
    [ "$status" -eq 130 ]
    [ "$SECONDS" -lt 10 ]
    [ "$(cat out.txt)" = "waiting" ]
    [ "$(cat err.txt)" = "cst: interrupted" ]
}

@test "a script piped into head -1 ends quietly when head exits" {
    printf 'for i in range(10000000) {\n    print(i, ones(3))\n}\n' > many.cst
    run --separate-stderr bash -c "'$CST' many.cst | head -1; echo \${PIPESTATUS[0]}"
    [ "${lines[0]}" = "0 tensor([1., 1., 1.], device='cuda:0')" ]
    # 141: ended by SIGPIPE, as Python scripts and coreutils are; nothing on stderr.
    [ "${lines[1]}" = "141" ]
    [ -z "$stderr" ]
}

@test "--max-memory takes a size with K, M, G or T; anything else is a usage error" {
    for size in 1048576 1024K 1M 1MB 1MiB 1G 2T; do
        run --separate-stderr "$CST" --max-memory="$size" good.cst
        [ "$status" -eq 0 ]
        [ "$output" = "hello" ]
    done
    for size in 0 -1M 1X 1.5G M '' 99999999999T; do
        run --separate-stderr "$CST" --max-memory="$size" good.cst
        [ "$status" -eq 2 ]
        [[ ${stderr_lines[0]} == "cst: --max-memory: '$size' is not a size"* ]]
    done
    printf 'x = zeros(100)\nprint("small")\ny = zeros(2, 1024, 1024)\n' > big.cst
    run --separate-stderr "$CST" --device=sim --max-memory=4M big.cst
    [ "$status" -eq 1 ]
    [ "$output" = "small" ]
    [ "${stderr_lines[0]}" = "big.cst:3:5: error: CUDA out of memory: tried to allocate 8.00 MiB (4.00 MiB free of 4.00 MiB)" ]
}

@test "--no-graphs changes no output: the graph goldens print the same" {
    for name in graphs graphs_refused race_graph; do
        cd "$BATS_TEST_DIRNAME/golden"
        run "$CST" --no-graphs "$name.cst"
        diff <(printf '%s\n' "$output") "$name.out"
    done
}

# OpenBLAS says which kernels it took, as it loads, under OPENBLAS_VERBOSE=2.
@test "where OpenBLAS fell back to Prescott's kernels on an AVX2 processor, cst runs again with newer ones" {
    grep -qw avx2 /proc/cpuinfo || skip "no AVX2 here"
    run --separate-stderr env -u OPENBLAS_CORETYPE OPENBLAS_VERBOSE=2 "$CST" good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
    cores=$(printf '%s\n' "$stderr" | sed -n 's/^Core: //p')
    [ "$(printf '%s\n' "$cores" | head -1)" = Prescott ] || skip "OpenBLAS chose $cores itself here"
    [ "$(printf '%s\n' "$cores" | wc -l)" -eq 2 ]
    [[ "$(printf '%s\n' "$cores" | tail -1)" =~ ^(Haswell|SkylakeX)$ ]]
}

@test "a user's OPENBLAS_CORETYPE stands: cst runs once with it" {
    run --separate-stderr env OPENBLAS_CORETYPE=Prescott OPENBLAS_VERBOSE=2 "$CST" good.cst
    [ "$status" -eq 0 ]
    [ "$output" = "hello" ]
    [ "$(printf '%s\n' "$stderr" | grep -c '^Core: ')" -le 1 ]
}
