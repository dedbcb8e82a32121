#!/usr/bin/env bats
# trace.bats: --trace, --timeline, --profile and the REPL's :trace.  The
# trace's stable projection (lanes, operations, dependencies; no times) is
# pinned by tests/trace/NAME.proj, made by tests/trace/project.py, which
# also checks what Perfetto needs of the JSON; the timeline must be XML
# with one lane per stream; the overlap example must measure the two
# streams overlapping.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
ROOT=$BATS_TEST_DIRNAME/..
T=$BATS_TEST_DIRNAME/trace
PY=python3

setup() {
    cd "$BATS_TEST_TMPDIR" || return 1
}

# golden NAME SCRIPT [OPTIONS...]: the projection of SCRIPT's trace is NAME.proj.
golden() {
    local name=$1 script=$2
    shift 2
    run --separate-stderr "$CST" -q "$@" --trace="$name.json" "$script"
    [ "$status" -eq 0 ]
    run --separate-stderr "$PY" "$T/project.py" "$name.json"
    [ "$status" -eq 0 ] || { echo "$stderr"; return 1; }
    diff -u "$T/$name.proj" <(printf '%s\n' "$output")
}

@test "trace golden: one stream: kernels, shapes, dtypes, host reads" {
    golden basic "$T/basic.cst"
}

@test "trace golden: streams and events: records, waits, dependencies" {
    golden events "$T/events.cst"
}

@test "trace golden: two devices, one process each" {
    golden devices "$T/devices.cst" --sim-devices=2
}

@test "trace golden: the overlap example" {
    golden overlap "$ROOT/scripts/examples/overlap.cst"
}

@test "trace golden: a graph's replays, one slice each, naming its operations" {
    golden graphs "$T/graphs.cst"
    grep -c '"name":"graph replay".*"operations":"3 operations: mul, add, relu"' graphs.json | grep -qx 2
}

@test "the projections are the same run after run" {
    for i in 1 2 3 4 5; do
        golden events "$T/events.cst"
        golden basic "$T/basic.cst"
    done
}

@test "the JSON has what Perfetto needs: ph, ts, pid, tid, name; dur; flow ids; track names" {
    "$CST" -q --trace=t.json "$T/events.cst" > /dev/null
    "$PY" "$T/project.py" --check t.json
    "$PY" - t.json <<'PY'
import json, sys
events = json.load(open(sys.argv[1]))["traceEvents"]
slices = [e for e in events if e["ph"] == "X"]
assert slices, "no slices"
for e in slices:
    assert isinstance(e["dur"], (int, float)) and e["dur"] >= 0, e
    assert e["args"]["source"].rsplit(":", 1)[1].isdigit(), e
kernels = [e for e in slices if e["cat"] not in ("sync", "host", "copy")]
assert all("dtype" in e["args"] and "shapes" in e["args"] for e in kernels), kernels
flows = [e for e in events if e["ph"] in ("s", "f")]
assert len(flows) == 8 and all("id" in e for e in flows), flows
names = {e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
assert names == {"host", "default", "a", "b", "stream#3"}, names
PY
}

@test "--timeline: XML, one lane per stream (and the host), the lanes the trace has" {
    "$CST" -q --trace=t.json --timeline=t.svg "$T/events.cst" > /dev/null
    run "$PY" "$T/svgcheck.py" t.svg
    [ "$status" -eq 0 ]
    [ "$output" = $'host\ndefault\na\nb\nstream#3' ]
    grep -q 'class="dep"' t.svg
}

@test "--timeline of the overlap example: two streams side by side and the arrow where they join" {
    "$CST" -q --timeline=overlap.svg "$ROOT/scripts/examples/overlap.cst" > /dev/null
    run "$PY" "$T/svgcheck.py" overlap.svg
    [ "$output" = $'host\ndefault\ns1\ns2' ]
    # Both sleeps are drawn with their label; three arrows: two from the
    # default stream, one from s2 to s1.
    [ "$(grep -c '>device_sleep  3' overlap.svg)" -eq 2 ]
    [ "$(grep -o 'd="M[^"]* C[^"]*" class="dep"' overlap.svg | wc -l)" -eq 3 ]
}

@test "--timeline of 50,000 operations stays small: tiny operations are merged and counted" {
    cat > many.cst <<'CST'
stream s
x = zeros(8)
for i in range(25000) { x = x + 1 }
s.wait_stream(default_stream())
with stream <s> { for i in range(25000) { x = x * 1 } }
synchronize
CST
    "$CST" -q --timeline=many.svg --trace=many.json many.cst
    [ "$(stat -c %s many.svg)" -lt 400000 ]
    grep -q 'operations merged' many.svg
    run "$PY" "$T/svgcheck.py" --count many.svg
    [ "$status" -eq 0 ]
    [ "$(printf '%s\n' "$output" | head -3)" = $'host\ndefault\ns' ]
    [ "$(printf '%s\n' "$output" | tail -1)" -lt 20000 ]
    # The JSON keeps every one of them.
    [ "$(grep -c '"name":"add"' many.json)" -eq 25000 ]
    [ "$(grep -c '"name":"mul"' many.json)" -eq 25000 ]
}

@test "--profile of the overlap example: the streams overlap for at least 90% of the wall time" {
    # Under the sanitizers (make asan) the host's own work takes a share of the wall time.
    [ -z "${CST_SANITIZED:-}" ] || skip "a timing bound, not met by a sanitizer build"
    run --separate-stderr "$CST" --profile "$ROOT/scripts/examples/overlap.cst"
    [ "$status" -eq 0 ]
    [ "$output" = "torch.Size([256, 256]) torch.float32" ]
    echo "$stderr"
    [[ $stderr == *"cst profile: 6 operations on 3 streams"* ]]
    [[ $stderr == *"device_sleep     sleep                 2"* ]]
    pct=$(printf '%s\n' "$stderr" | sed -n 's/.*two or more streams busy .* wall time (\([0-9.]*\)%).*/\1/p')
    [ -n "$pct" ]
    awk -v p="$pct" 'BEGIN { exit !(p >= 90) }'
}

@test "--profile: per operation count, total, mean, share; per stream busy time" {
    run --separate-stderr "$CST" --profile "$T/events.cst"
    [ "$status" -eq 0 ]
    [[ $stderr == *"operation        kind              count        total         mean   share"* ]]
    [[ $stderr == *"stream           device              ops         busy      of wall"* ]]
    for s in default a b 'stream#3'; do
        printf '%s\n' "$stderr" | grep -Eq "^  $s +cuda:0 +[0-9]+ "
    done
    [[ $stderr == *"host waits: 6,"* ]]
}

@test "REPL: :trace FILE records what runs until :trace off" {
    printf '%s\n' 'x = ones(3)' ':trace r.json' 'y = x + 1' 'print(y.sum().item())' ':trace off' 'z = x * 5' \
        | "$CST" -q -i > out 2> err
    [ "$(head -1 out)" = "tracing into r.json until ':trace off'" ]
    grep -q '^trace written$' out
    "$PY" "$T/project.py" --check r.json
    grep -q '"name":"add"' r.json
    ! grep -q '"name":"mul"' r.json
    ! grep -q '"name":"fill"' r.json
    [ ! -s err ]
}

@test "REPL: :trace FILE.svg draws a timeline; :trace off without a trace says so" {
    printf '%s\n' ':trace off' ':trace r.svg' 'y = ones(3) + 1' ':trace off' | "$CST" -q -i > out 2> err
    grep -q 'no trace is being recorded' err
    "$PY" "$T/svgcheck.py" r.svg
}

@test "a trace that cannot be written is an error message, not a crash" {
    run --separate-stderr "$CST" --trace=no/such/dir/t.json -e 'x = ones(2) + 1'
    [ "$status" -eq 0 ]
    [[ $stderr == *"cannot write the trace to 'no/such/dir/t.json'"* ]]
}

@test "options after the script's name are its argv, not cst's" {
    run "$CST" -e 'print(argv)' --timeline=x.svg
    [ "$output" = "['-e', '--timeline=x.svg']" ]
    [ ! -e x.svg ]
}

@test "races the checker finds are marked in the trace and in red on the timeline" {
    printf 'stream s\nx = ones(4)\nwith stream <s> { y = x * 2 }\n' > racy.cst
    "$CST" -q --trace=r.json --timeline=r.svg racy.cst
    grep -q '"cat":"race"' r.json
    grep -q 'class="race"' r.svg
}

# The race checker sees a launch before the trace does (fusion sits
# between them): the mark still lands on the operation it was found in,
# a fused group's included.
@test "a race is marked when the operation it was found in starts, fused or not" {
    for n in 1000 "1 << 17"; do
        printf 'x = ones(%s)\nstream s\nwith stream <s> {\n    y = (x * 2).relu()\n}\nx.add_(1)\ns.synchronize()\n' "$n" > racy.cst
        "$CST" -q --trace=r.json racy.cst 2> /dev/null
        race=$(grep -o '"name":"race","cat":"race","ph":"i","s":"t","ts":[0-9.]*' r.json | head -1 | sed 's/.*"ts"://')
        op=$(grep -o '"name":"\(mul\|fused\)","cat":"elementwise","ph":"X","ts":[0-9.]*' r.json | head -1 | sed 's/.*"ts"://')
        [ -n "$race" ] && [ "$race" = "$op" ]
        # the write's race, on the default stream, lands on the add
        race=$(grep -o '"name":"race","cat":"race","ph":"i","s":"t","ts":[0-9.]*' r.json | sed -n 2p | sed 's/.*"ts"://')
        op=$(grep -o '"name":"add","cat":"elementwise","ph":"X","ts":[0-9.]*' r.json | head -1 | sed 's/.*"ts"://')
        [ -n "$race" ] && [ "$race" = "$op" ]
    done
}
