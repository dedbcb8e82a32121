#!/bin/sh
# run.sh: differential test of src/tensor/format.c against PyTorch's tensor printing.
#
#   tests/format/run.sh [--seed N|random] [--count N] [--cst PATH]
#
# Generates random tensors and the text PyTorch prints for them (plus every
# ✅ example of spec/printing.md), builds tests/format/format_driver.c, runs
# it on every case and prints "N passed, M failed" with the first few diffs;
# checks dtype.c's float16/bfloat16 conversions against torch (check_dtype.py)
# and times a summarised 1000x1000 print.  Exit status 0 iff all passed.
# With --cst PATH the same cases run through the interpreter instead: the
# cst program cases.cst rebuilds each tensor from exact literals (on cpu or
# cuda:0, under the case's print options) and prints it.
# Cases are cached under $BUILD/format/ per seed, count and generator
# version.  Needs a python with torch: $TORCH_PYTHON, default /usr/bin/python3.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
BUILD=${BUILD:-build-format}
CC=${CC:-cc}
PY=${TORCH_PYTHON:-/usr/bin/python3}
seed=20261129
count=6000
cst=
while [ $# -gt 0 ]; do
    case $1 in
        --seed) seed=$2; shift 2 ;;
        --count) count=$2; shift 2 ;;
        --cst) cst=$2; shift 2 ;;
        *) echo "usage: $0 [--seed N|random] [--count N] [--cst PATH]" >&2; exit 2 ;;
    esac
done
if [ "$seed" = random ]; then
    seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
    echo "seed $seed"
fi

here=tests/format
out=$BUILD/format
cases=$out/cases-$seed-$count
mkdir -p "$out" "$cases"

stamp=$(cat "$here/gen_cases.py" "$here/spec_cases.py" "$here/caselib.py" | cksum)
if [ ! -f "$cases/stamp" ] || [ "$(cat "$cases/stamp")" != "$stamp" ]; then
    rm -f "$cases/stamp"
    "$PY" "$here/gen_cases.py" --seed "$seed" --count "$count" --out "$cases" --cst
    "$PY" "$here/spec_cases.py" --out "$cases" --cst
    echo "$stamp" > "$cases/stamp"
fi

if [ -n "$cst" ]; then
    start=$(date +%s.%N)
    status=0
    "$cst" "$cases/cases.cst" > "$cases/actual-cst.txt" || status=1
    end=$(date +%s.%N)
    "$PY" "$here/compare.py" "$cases/expected.txt" "$cases/actual-cst.txt" "$cases/cases.txt" || status=1
    echo "cst time: $(awk "BEGIN { printf \"%.2f\", $end - $start }") s for $(grep -c '^case ' "$cases/cases.txt") cases"
    exit $status
fi

$CC -std=c11 -Wall -Wextra -Werror -O2 -g -D_GNU_SOURCE -Isrc \
    -o "$out/format_driver" "$here/format_driver.c" src/tensor/format.c src/base/dtype.c src/base/buf.c -lm

start=$(date +%s.%N)
"$out/format_driver" < "$cases/cases.txt" > "$cases/actual.txt"
end=$(date +%s.%N)
status=0
"$PY" "$here/compare.py" "$cases/expected.txt" "$cases/actual.txt" "$cases/cases.txt" || status=1
echo "driver time: $(awk "BEGIN { printf \"%.2f\", $end - $start }") s for $(grep -c '^case ' "$cases/cases.txt") cases"
"$PY" "$here/check_dtype.py" "$out/format_driver" || status=1
# torch.Size reprs from printing.md §11.1.
for shape in "2 3:torch.Size([2, 3])" ":torch.Size([])" "5:torch.Size([5])" "4 1:torch.Size([4, 1])"; do
    # shellcheck disable=SC2086 # the dimensions are separate arguments
    got=$("$out/format_driver" --size ${shape%%:*})
    if [ "$got" != "${shape#*:}" ]; then
        echo "format_size: expected ${shape#*:}, got $got"
        status=1
    fi
done
"$out/format_driver" --perf | tail -n 1
exit $status
