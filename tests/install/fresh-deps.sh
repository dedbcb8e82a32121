#!/usr/bin/env bash
# fresh-deps.sh: proves that a fresh machine needs nothing installed by hand.
# Removes the packages the build links and the generators (as issue 16's
# acceptance does), clones the repository, and runs `make test` there: the
# README's first command must bring each package back and pass.
#
#   tests/install/fresh-deps.sh [--build-only]
#
# Needs root and apt-get, and changes the machine's packages: run it by hand
# on a machine of the project's kind, never inside CI's own run.
# --build-only stops after `make` links, instead of running the whole suite.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
removed=(libopenblas-dev libopenblas0-pthread libopenblas0 libreadline-dev bison flex)
[ "$(id -u)" -eq 0 ] || { echo "fresh-deps: needs root (apt-get remove)" >&2; exit 2; }

DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq "${removed[@]}" >/dev/null
for p in "${removed[@]}"; do
    if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        echo "fresh-deps: $p is still installed after apt-get remove" >&2
        exit 1
    fi
done
echo "removed: ${removed[*]}"

clone=$(mktemp -d)
trap 'rm -rf "$clone"' EXIT
git clone -q "$top" "$clone/cst"
cd "$clone/cst"
if [ "${1:-}" = --build-only ]; then
    scripts/install-deps
    make -j"$(nproc)"
else
    make test
fi
for p in libopenblas-dev libreadline-dev bison flex; do
    dpkg-query -W -f='${Status}' "$p" | grep -q 'install ok installed' ||
        { echo "fresh-deps: $p was not brought back" >&2; exit 1; }
done
echo "fresh-deps: every removed package came back and the build linked"
