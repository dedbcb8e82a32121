#!/usr/bin/env bash
# overhead.sh: what tracing costs on the tiny-op loop benchmark
# (scripts/bench/tiny.cst: 100,000 `c = a + b` on the simulated device,
# timed inside the script, so that writing the trace at exit is not
# counted), in the same run: CST without tracing ("off") and with --trace
# ("on"), and BASE_CST, when given, a build without the tracing hooks
# ("base").  They take turns for ROUNDS rounds (default 15) so that a busy
# machine slows them alike; the table gives the best and the median
# seconds of each and the overheads against the first row.
#
#   tests/trace/overhead.sh CST [BASE_CST [ROUNDS]]
set -euo pipefail
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cst=$1
base=${2:-}
rounds=${3:-15}
script=$top/scripts/bench/tiny.cst
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for _ in $(seq "$rounds"); do
    [ -z "$base" ] || "$base" --device=sim "$script" >> "$dir/base"
    "$cst" --device=sim "$script" >> "$dir/off"
    "$cst" --device=sim --trace="$dir/t.json" "$script" >> "$dir/on"
done
printf 'tiny-op loop, 100000 x c = a + b, %d rounds each, seconds\n' "$rounds"
printf '%-6s %10s %10s %10s %10s\n' "" best median "+best" "+median"
first=""
for k in base off on; do
    [ -s "$dir/$k" ] || continue
    read -r best med <<< "$(sort -g "$dir/$k" | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }')"
    [ -n "$first" ] || first="$best $med"
    awk -v k="$k" -v b="$best" -v m="$med" -v f="$first" 'BEGIN {
        split(f, r, " ")
        printf "%-6s %10.4f %10.4f %9.1f%% %9.1f%%\n", k, b, m, 100 * (b / r[1] - 1), 100 * (m / r[2] - 1)
    }'
done
