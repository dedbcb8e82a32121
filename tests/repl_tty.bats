#!/usr/bin/env bats
# repl_tty.bats: the REPL on a real terminal, driven through tmux: the
# banner and prompts, the continuation prompt, history recall with Up
# (deduplicated, kept in CST_HISTORY, at most 1,000 lines), Tab completion
# of a variable, of a method and of a builtin's keywords, Ctrl-C at the
# prompt, during a running statement and during a host wait on a busy
# stream; then the signals of script mode: Ctrl-C exits 130 with `cst:
# interrupted` after flushing what was printed, and a closed pipe ends cst
# quietly.
#
# Each test has its own tmux server (a private socket), killed in
# teardown; waits are short polling loops on the screen's contents.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}

setup() {
    command -v tmux > /dev/null || skip "tmux is not installed"
    cd "$BATS_TEST_TMPDIR" || return 1
    BASE_SOCKET=cst-test-$$-$BATS_TEST_NUMBER
    SOCKET=$BASE_SOCKET
    export CST_HISTORY=$BATS_TEST_TMPDIR/history
}

teardown() {
    tmux -L "$BASE_SOCKET" kill-server 2> /dev/null || true
    tmux -L "$BASE_SOCKET-2" kill-server 2> /dev/null || true
}

# Runs a shell command line in a fresh 100x40 terminal; "[exit N]" shows
# on the screen when it ends.
start() {
    tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 40 -s t \
        "cd '$BATS_TEST_TMPDIR'; INPUTRC=/dev/null $1; echo \"[exit \$?]\"; exec sleep 600"
}

keys() {
    tmux -L "$SOCKET" send-keys -t t "$@"
}

screen() {
    tmux -L "$SOCKET" capture-pane -p -t t
}

# Waits (5 s at most) until the screen shows the text.
wait_for() {
    local i
    for ((i = 0; i < 100; i++)); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    echo "timed out waiting for: $1"
    screen
    return 1
}

# Waits until a whole line of the screen is the text.
wait_for_line() {
    local i
    for ((i = 0; i < 100; i++)); do
        screen | grep -qxF -- "$1" && return 0
        sleep 0.05
    done
    echo "timed out waiting for the line: $1"
    screen
    return 1
}

# The screen's last non-empty line.
last_line() {
    screen | sed '/^$/d' | tail -1
}

@test "the banner, then the cst> prompt" {
    start "'$CST'"
    wait_for "cst>"
    [ "$(screen | head -1)" = "cst 0.1.0 — :help for help, Ctrl-D to quit" ]
    [ "$(last_line)" = "cst>" ]
    keys C-d
    wait_for "[exit 0]"
}

@test "-q starts without the banner" {
    start "'$CST' -q"
    wait_for "cst>"
    [ "$(screen | head -1)" = "cst>" ]
}

@test "an open block shows the ...> prompt until it closes" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'if true {' Enter
    wait_for "...>"
    keys 'print("inside")' Enter
    wait_for '...> print("inside")'
    keys '}' Enter
    wait_for_line "inside"
    [ "$(last_line)" = "cst>" ]
}

@test "Ctrl-D on a continuation line reports the pending syntax error" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'if true {' Enter
    wait_for "...>"
    keys C-d
    wait_for "error: expected '}'"
    [ "$(last_line)" = "cst>" ]
    keys C-d
    wait_for "[exit 0]"
}

@test "Up recalls the previous session's lines; the history keeps no duplicates" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'a = 1' Enter 'marker = 12345' Enter 'a = 1' Enter C-d
    wait_for "[exit 0]"
    [ "$(cat history)" = "marker = 12345
a = 1" ]

    # A second terminal, as a new session would be.
    SOCKET=$BASE_SOCKET-2
    start "'$CST' -q"
    wait_for "cst>"
    keys Up Up
    wait_for "cst> marker = 12345"
    keys Enter 'marker' Enter
    wait_for_line '12345'
}

@test "the history holds the last 1,000 lines, however long it has grown" {
    seq -f 'x = %g' 1 1500 > history
    start "'$CST' -q"
    wait_for "cst>"
    keys 'marker = 12345' Enter C-d
    wait_for "[exit 0]"
    [ "$(wc -l < history)" -eq 1000 ]
    [ "$(tail -1 history)" = "marker = 12345" ]
    [ "$(head -1 history)" = "x = 502" ]
}

@test "Tab completes a variable name" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'my_long_variable = 5' Enter 'my_lo' Tab
    wait_for "cst> my_long_variable"
    keys Enter
    wait_for_line '5'
}

@test "Tab completes a method of the variable's value" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'xs = [1]' Enter 'xs.app' Tab
    wait_for "cst> xs.append("
    keys '2)' Enter 'xs' Enter
    wait_for "[1, 2]"
}

@test "Tab completes a module's names: torch., math. after an import" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'import math' Enter 'math.sq' Tab
    wait_for "cst> math.sqrt("
    keys '16)' Enter 'torch.cuda.Str' Tab
    wait_for "cst> torch.cuda.Stream"
    keys '().priority' Enter
    wait_for_line '0'
}

@test "Tab in a builtin's call completes the keywords its params name" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 't = arange(6.).reshape(2, 3)' Enter 'sum(t, 1, kee' Tab
    wait_for "cst> sum(t, 1, keepdim="
    keys 'True).shape' Enter
    wait_for_line 'torch.Size([2, 1])'
    # (rev would stop at "reverse": reversed( is a global too)
    keys 'xs = [1, -2]' Enter 'xs.sort(ke' Tab
    wait_for "cst> xs.sort(key="
    keys 'abs, reverse=True)' Enter 'xs' Enter
    wait_for_line '[-2, 1]'
}

@test "Tab at the start of a line indents" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'if true {' Enter Tab 'prin' Tab
    wait_for "...>     print("
}

@test "Ctrl-C at the prompt drops the line and any pending block" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'if true {' Enter 'half typed'
    wait_for "...> half typed"
    keys C-c
    wait_for "^C"
    [ "$(last_line)" = "cst>" ]
    keys '40 + 2' Enter
    wait_for "42"
}

@test "Ctrl-C stops a running statement within a second; variables stay" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'n = 7' Enter 'while true {}' Enter
    wait_for "cst> while true {}"
    sleep 0.2
    [ "$(last_line)" = "cst> while true {}" ]
    local t0=$(date +%s%N)
    keys C-c
    wait_for "interrupted"
    until [ "$(last_line)" = "cst>" ]; do sleep 0.02; done
    local ms=$((($(date +%s%N) - t0) / 1000000))
    echo "returned to the prompt in $ms ms"
    [ "$ms" -lt 1000 ]
    keys 'n' Enter
    wait_for_line '7'
}

@test "Ctrl-C stops a host wait on a busy stream within a second" {
    start "'$CST' -q"
    wait_for "cst>"
    keys 'n = 8' Enter 'device_sleep(5000); synchronize' Enter
    wait_for "cst> device_sleep(5000); synchronize"
    sleep 0.2
    local t0=$(date +%s%N)
    keys C-c
    wait_for "interrupted"
    until [ "$(last_line)" = "cst>" ]; do sleep 0.02; done
    local ms=$((($(date +%s%N) - t0) / 1000000))
    echo "returned to the prompt in $ms ms"
    [ "$ms" -lt 1000 ]
    keys 'n' Enter
    wait_for_line '8'
}

@test "cst -i: Ctrl-C in the script opens the REPL with what it set" {
    printf 'before = 9\nprint("spinning", flush=True)\nwhile true {}\n' > spin.cst
    start "'$CST' -q -i spin.cst"
    wait_for "spinning"
    keys C-c
    wait_for "interrupted"
    wait_for "cst>"
    keys 'before' Enter
    wait_for_line '9'
}

@test "script mode: Ctrl-C flushes output, says 'cst: interrupted', exits 130" {
    printf 'print("one", flush=True)\nprint("two")\nwhile true {}\n' > spin.cst
    start "'$CST' spin.cst > out.txt"
    for ((i = 0; i < 100; i++)); do grep -q one out.txt 2> /dev/null && break; sleep 0.05; done
    keys C-c
    wait_for "[exit 130]"
    # The terminal echoes ^C just before it.
    screen | grep -q 'cst: interrupted$'
    [ "$(cat out.txt)" = "one
two" ]
}

@test "script mode: a closed pipe ends cst quietly, by SIGPIPE" {
    run --separate-stderr bash -c \
        "'$CST' -e 'for i in range(10000000) { print(i) }' | head -1; echo \${PIPESTATUS[0]}"
    [ "$output" = "0
141" ]
    [ -z "$stderr" ]
}
