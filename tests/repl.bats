#!/usr/bin/env bats
# repl.bats: the REPL of cli.md fed through a pipe (`cst -i < file`): no
# prompts and no banner off a terminal, echo of expression statements,
# multi-line blocks decided by the parser, errors that leave the session
# and its variables alive, meta-commands, end of input inside a block, and
# `cst -i script.cst`.  tests/repl_tty.bats drives a real terminal.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}

setup() {
    cd "$BATS_TEST_TMPDIR" || return 1
}

# A session: its lines on stdin, stdout and stderr apart.
session() {
    run --separate-stderr "$CST" -i "$@"
}

@test "expression statements echo their repr; assignments and None echo nothing" {
    session <<'EOF'
x = 41
x + 1
'a' + "b"
None
print("printed")
xs = [1, 2.5, 'three']
xs
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "42
'ab'
printed
[1, 2.5, 'three']" ]
    [ -z "$stderr" ]
}

@test "no prompt and no banner when standard input is not a terminal" {
    session <<< '1'
    [ "$output" = "1" ]
    [[ $output != *cst\>* ]]
    [[ $output != *:help* ]]
}

@test "a block spread over lines runs once it closes" {
    session <<'EOF'
x = 3
if x > 2 {
    print("big")
} else {
    print("small")
}
for i in range(2) {
    i * 10
}
def add(a,
        b) {
    return a + b
}
add(1, 2)
s = "x" +
    "y"
s
EOF
    [ "$status" -eq 0 ]
    # As in Python, an expression statement inside a top-level block echoes too.
    [ "$output" = "big
0
10
3
'xy'" ]
    [ -z "$stderr" ]
}

@test "the Python forms wait for their rest: a try for its except, displays, comprehensions, calls" {
    session <<'EOF'
try {
    x = [][1]
}
except IndexError as e {
    print("caught", e)
}
d = {
    "a": 1,
    "b": [x * x
          for x in range(3)],
}
d
f = lambda a,
           b: a + b
f(1, 2)
import math
math.floor(
    2.5)
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "caught list index out of range
{'a': 1, 'b': [0, 1, 4]}
3
2" ]
    [ -z "$stderr" ]
}

@test "a decorator line waits for its def" {
    session <<'EOF'
@torch.no_grad()
def f(x) {
    return x + 1
}
f(3)
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "4" ]
    [ -z "$stderr" ]
}

@test "an error prints as <repl>:LINE:COL and the session goes on with its variables" {
    session <<'EOF'
x = 5
y = x / 0
x
if true {
    print("before")
    undefined_name
}
print(x + 1)
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "5
before
6" ]
    [[ $stderr == *"<repl>:1:7: error: division by zero"* ]]
    # LINE counts from the first line of the statement being entered.
    [[ $stderr == *"<repl>:3:5: error: name 'undefined_name' is not defined"* ]]
}

@test "a syntax error is reported and the session goes on" {
    session <<'EOF'
x = = 1
x = 2
x
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "2" ]
    [[ $stderr == "<repl>:1:5: error: "* ]]
}

@test "end of input inside a block reports the pending syntax error" {
    session <<'EOF'
print("start")
if true {
    print("never")
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "start" ]
    [[ $stderr == *"<repl>:"*"error: expected '}'"* ]]
    [[ $output != *never* ]]
}

@test "exit(code) ends the session with that status" {
    session <<'EOF'
print("a")
exit(4)
print("b")
EOF
    [ "$status" -eq 4 ]
    [ "$output" = "a" ]
}

@test ":quit ends the session with status 0" {
    session <<'EOF'
1
:quit
2
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "1" ]
}

@test ":vars lists each variable's name, type and value, sorted" {
    session <<'EOF'
:vars
zeta = 'last'
alpha = 1
xs = [1, 2]
def f() { return 1 }
:vars
EOF
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "no variables" ]
    [[ ${lines[1]} =~ ^alpha\ +int\ +1$ ]]
    [[ ${lines[2]} =~ ^f\ +function\  ]]
    [[ ${lines[3]} =~ ^xs\ +list\ +\[1,\ 2\]$ ]]
    [[ ${lines[4]} =~ ^zeta\ +str\ +\'last\'$ ]]
    [ "${#lines[@]}" -eq 5 ]
}

@test ":help lists every builtin with its one-line help, grouped" {
    session <<< ':help'
    [ "$status" -eq 0 ]
    [[ $output == *"meta-commands"* ]]
    [[ $output == *":vars"* ]]
    [[ $output == *"functions:"* ]]
    [[ $output == *"  print(*values"* ]]
    [[ $output == *"types:"* ]]
    [[ $output == *"constants:"* ]]
    [[ $output == *"list methods and attributes:"* ]]
    [[ $output == *"  xs.append(x): add x at the end"* ]]
    [ -z "$stderr" ]
}

@test ":help NAME shows one line: functions, Type.method, variable.method, torch. names" {
    session <<'EOF'
:help len
:help list.append
xs = []
:help xs.append
:help torch.float32
:help while
:help xs
EOF
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "len(x, /): the number of items of a str, list, tuple, Size or range" ]
    [ "${lines[1]}" = "xs.append(x): add x at the end" ]
    [ "${lines[2]}" = "xs.append(x): add x at the end" ]
    [[ ${lines[3]} == float32:* ]]
    [ "${lines[4]}" = "'while' is a keyword: see cst(7)" ]
    [ "${lines[5]}" = "'xs' is a variable of type list" ]
    [ -z "$stderr" ]
}

@test ":help shows the signature calls are bound to: each parameter it lists is a keyword calls accept" {
    session <<< ':help'
    [ "$status" -eq 0 ]
    # One call NAME(PARAM=None) per parameter of each callable row :help
    # lists (not *args, which PyTorch's sizes alone take by keyword, nor
    # one before a /), a method on a receiver of its kind; exit(code=None)
    # last, as it ends the session.
    calls=$(printf '%s\n' "$output" | awk '
        /^[^ ].*:$/ { kind = $1; next }
        !/^  [A-Za-z_.]+\(/ { next }
        {
            line = substr($0, 3)
            lp = index(line, "("); rp = index(line, "): ")
            callee = substr(line, 1, lp - 1)
            n = split(substr(line, lp + 1, rp - lp - 1), params, ", ")
            if (index(callee, ".")) {
                recv["str"] = "\"a\""; recv["list"] = "[1]"; recv["tuple"] = "(1,)"
                recv["Size"] = "zeros(1).shape"; recv["Tensor"] = "arange(6.).reshape(2, 3)"
                recv["Stream"] = "Stream()"; recv["Event"] = "Event()"
                callee = "(" recv[kind] ")" substr(callee, index(callee, "."))
            }
            m = 0
            for (i = 1; i <= n; i++) {
                name = params[i]; sub(/=.*/, "", name)
                if (name == "/") m = 0
                else if (name != "" && name !~ /^\*/) calls[++m] = callee "(" name "=None)"
            }
            for (i = 1; i <= m; i++)
                if (callee == "exit") last = calls[i]; else print calls[i]
        }
        END { print last }')
    [ "$(printf '%s\n' "$calls" | wc -l)" -gt 300 ]
    session <<< "$calls"
    [ "$status" -eq 0 ]
    [[ $stderr != *"unexpected keyword"* ]]
    [[ $stderr != *"invalid keyword"* ]]
    [[ $stderr != *"takes no keyword"* ]]
    # ... and what :help does not list is refused.
    session <<< 'sum(arange(3.), keep_dim=True)'
    [ "${stderr_lines[0]}" = "<repl>:1:1: error: sum() received an invalid combination of arguments - got (Tensor, keep_dim=bool), but expected one of:" ]
}

@test ":help of a method name alone shows it for every kind that has it" {
    session <<< ':help append'
    [ "$output" = "list.append  xs.append(x): add x at the end" ]
}

@test "unknown meta-commands and unknown help names are one-line errors" {
    session <<'EOF'
:frobnicate
:help no_such_builtin
:vars extra
1
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "1" ]
    [ "${#stderr_lines[@]}" -eq 3 ]
    [ "${stderr_lines[0]}" = "cst: error: unknown meta-command ':frobnicate' (try :help)" ]
    [ "${stderr_lines[1]}" = "cst: error: no builtin named 'no_such_builtin'" ]
    [ "${stderr_lines[2]}" = "cst: error: ':vars' takes no argument" ]
}

@test "meta-commands answer to any unique prefix" {
    session <<'EOF'
x = 1
:v
:h len
:q
2
EOF
    [ "$status" -eq 0 ]
    [[ ${lines[0]} =~ ^x\ +int\ +1$ ]]
    [[ ${lines[1]} == len\(x,\ /\):* ]]
    [ "${#lines[@]}" -eq 2 ]
}

@test ":device names the backend and its devices" {
    session <<< ':device'
    [ "$status" -eq 0 ]
    [[ ${lines[0]} == backend:* ]]
    [[ ${lines[1]} == *cuda:0*"(current)" ]]
}

@test ":vars shows a tensor's shape, dtype and device, not its elements" {
    session <<'EOF'
t = zeros(2, 3)
:vars
EOF
    [ "$status" -eq 0 ]
    [[ ${lines[0]} =~ ^t\ +Tensor\ +\[2,\ 3\]\ float32\ (cpu|cuda:0)$ ]]
}

@test ":streams shows each stream: name, device, priority, idle or busy, current" {
    session <<'EOF'
stream s
stream urgent = Stream(priority=-1)
alias = s
with stream <s> { device_sleep(500) }
:streams
s.synchronize()
:streams
EOF
    [ "$status" -eq 0 ]
    [[ ${lines[0]} =~ ^default\ +cuda:0\ +priority\ 0\ +idle\ +current$ ]]
    [[ ${lines[1]} =~ ^s\ +cuda:0\ +priority\ 0\ +busy\ +\(alias,\ s\)$ ]]
    [[ ${lines[2]} =~ ^urgent\ +cuda:0\ +priority\ -1\ +idle$ ]]
    [[ ${lines[4]} =~ ^s\ +cuda:0\ +priority\ 0\ +idle ]]
    [ "${#lines[@]}" -eq 6 ]
}

@test ":trace FILE records until the session ends (tests/trace.bats has the rest)" {
    session <<< ':trace out.json'
    [ "$status" -eq 0 ]
    [ "$output" = "tracing into out.json until ':trace off'" ]
    [ -z "$stderr" ]
    grep -q traceEvents out.json
}

@test "a colon inside a statement is not a meta-command" {
    session <<'EOF'
xs = [1, 2, 3]
xs[1:]
EOF
    [ "$output" = "[2, 3]" ]
}

@test "cst -i script.cst runs the script, then the REPL has its variables" {
    printf 'x = 20\ndef twice(v) { return 2 * v }\nprint("script ran")\n' > s.cst
    session s.cst <<'EOF'
twice(x) + 2
EOF
    [ "$status" -eq 0 ]
    [ "$output" = "script ran
42" ]
    [ -z "$stderr" ]
}

@test "cst -i script.cst opens the REPL after a runtime error in the script" {
    printf 'x = 7\ny = x / 0\nprint("not reached")\n' > bad.cst
    session bad.cst <<< 'x'
    [ "$status" -eq 0 ]
    [ "$output" = "7" ]
    [[ $stderr == *"bad.cst:2:7: error: division by zero"* ]]
}

@test "cst -i script.cst with a syntax error stops before the REPL" {
    printf 'x = (\n' > syntax.cst
    session syntax.cst <<< 'print("repl")'
    [ "$status" -eq 1 ]
    [[ $output != *repl* ]]
}

@test "exit() in a script run with -i ends cst without the REPL" {
    printf 'exit(3)\n' > quits.cst
    session quits.cst <<< 'print("repl")'
    [ "$status" -eq 3 ]
    [ -z "$output" ]
}

@test "a piped session leaves no history file" {
    HOME=$BATS_TEST_TMPDIR CST_HISTORY= run "$CST" -i <<< '1'
    CST_HISTORY=$BATS_TEST_TMPDIR/hist run "$CST" -i <<< '1'
    [ ! -e "$BATS_TEST_TMPDIR/hist" ]
    [ ! -e "$BATS_TEST_TMPDIR/.cst_history" ]
}
