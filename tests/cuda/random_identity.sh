#!/usr/bin/env bash
# random_identity.sh: rand, randn and randint (and the distributions
# random_draws.cst makes of them, and poisson) on --device=cuda are bit for
# bit the simulated device's, for seeds 0-9 and sizes up to 10^7: each
# draw of tests/cuda/random_draws.cst is saved on both devices and the
# .npy files compared with cmp.  Prints one line per seed and a total;
# exits non-zero on any difference.  Runs on a GPU machine.
#
#   tests/cuda/random_identity.sh CST
set -u
cst=${1:?usage: random_identity.sh CST}
draws=$(cd "$(dirname "$0")" && pwd)/random_draws.cst
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
same=0 differ=0
for seed in 0 1 2 3 4 5 6 7 8 9; do
    rm -rf "$work"/sim "$work"/cuda
    mkdir -p "$work"/sim "$work"/cuda
    "$cst" --device=sim "$draws" "$work/sim" "$seed" || { echo "seed $seed: sim failed"; exit 1; }
    "$cst" --device=cuda "$draws" "$work/cuda" "$seed" || { echo "seed $seed: cuda failed"; exit 1; }
    n=0 bad=0
    for f in "$work"/sim/*.npy; do
        n=$((n + 1))
        cmp -s "$f" "$work/cuda/${f##*/}" || { bad=$((bad + 1)); echo "seed $seed: ${f##*/} differs"; }
    done
    echo "seed $seed: $((n - bad))/$n draws identical"
    same=$((same + n - bad)) differ=$((differ + bad))
done
echo "random identity: $same identical, $differ different"
[ "$differ" -eq 0 ]
