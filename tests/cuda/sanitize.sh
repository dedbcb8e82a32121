#!/usr/bin/env bash
# sanitize.sh: the whole golden suite under compute-sanitizer's memcheck,
# racecheck and synccheck, on the CUDA device (issue 7's acceptance).
# Each case runs as scripts/golden runs it (from tests/golden, with its
# `# args:` line); only the sanitizer's verdict counts here, not the output,
# which scripts/golden --device=cuda checks.  API errors are not reported:
# the cases that provoke them (out of memory, bad events) are meant to, and
# cst turns each into the located runtime error that the golden expects.
# Cases needing more GPUs than the machine has are left out.  Ends with a
# line `sanitizer: N runs, M clean, K reported`; exits 1 if any reported.
#
#   tests/cuda/sanitize.sh CST OUTDIR [JOBS]
set -u
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cst=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(mkdir -p "$2" && cd "$2" && pwd)
jobs=${3:-8}
gpus=$(nvidia-smi -L 2>/dev/null | wc -l)

one() {   # tool case
    local tool=$1 name=$2 first args=()
    IFS= read -r first < "$name.cst" || true
    [[ $first =~ ^#\ *args:(.*)$ ]] && read -r -a args <<< "${BASH_REMATCH[1]}"
    NO_COLOR=1 timeout -k 5 300 compute-sanitizer --tool "$tool" --report-api-errors no \
        --error-exitcode 99 "$cst" --device=cuda "${args[@]}" "$name.cst" \
        < /dev/null > "$out/$tool-$name.log" 2>&1
    local status=$? verdict
    # racecheck sums up in "RACECHECK SUMMARY: N hazards displayed", the others in "ERROR SUMMARY"
    verdict=$(grep -hE '(ERROR|RACECHECK) SUMMARY' "$out/$tool-$name.log" | tail -1 | sed 's/^=* *//')
    if [ $status -eq 99 ] || [ $status -ge 124 ] ||
        ! [[ $verdict =~ ^(ERROR\ SUMMARY:\ 0\ errors|RACECHECK\ SUMMARY:\ 0\ hazards) ]]; then
        echo "REPORTED $tool $name: exit $status ${verdict:-no summary}"
    else
        echo "clean $tool $name"
    fi
}
export -f one
export cst out

cd "$top/tests/golden"
names=$(ls *.cst | sed 's/\.cst$//')
[ "$gpus" -ge 2 ] || names=$(echo "$names" | grep -v '^multi_')
[ "$gpus" -ge 4 ] || names=$(echo "$names" | grep -v '^multi_.*_4$')
for tool in memcheck racecheck synccheck; do
    for name in $names; do echo "$tool $name"; done
done | xargs -P "$jobs" -L 1 bash -c 'one $0 $1' > "$out/verdicts.txt"
grep '^REPORTED' "$out/verdicts.txt"
runs=$(wc -l < "$out/verdicts.txt")
reported=$(grep -c '^REPORTED' "$out/verdicts.txt")
echo "sanitizer: $runs runs, $((runs - reported)) clean, $reported reported"
[ "$reported" -eq 0 ]
