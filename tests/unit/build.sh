#!/bin/sh
# build.sh: builds the C unit tests of the tensor library (src/tensor/), the
# CPU kernels, the simulated device (its streams and memory), the stream
# pool and the race checker's regions, and the kernel benchmark, into the
# directory $1 (default: build-unit at the root), with the project's
# warnings as errors.
# Usage: tests/unit/build.sh [DIR]    (CC=clang tests/unit/build.sh works too)
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-unit}
cc=${CC:-cc}
flags="-std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -O2 -g -I$root/src -I$root/kernels -I$root/tests/unit"
# glibc's vector math library (kernels/cpu/vmath.c), as the Makefile links it.
mvec=
[ "$(uname -m)" = x86_64 ] && mvec=-lmvec
mkdir -p "$out/obj"
objs=""
for src in src/base/dtype.c src/base/buf.c src/runtime/race_region.c src/runtime/stream_pool.c "$root"/src/tensor/*.c \
           "$root"/kernels/cpu/*.c "$root"/kernels/sim/*.c; do
    src=${src#"$root"/}
    obj="$out/obj/$(echo "$src" | tr / _ | sed 's/\.c$/.o/')"
    $cc $flags -c -o "$obj" "$root/$src"
    objs="$objs $obj"
done
for t in test_tensor test_dispatch test_promotion test_kernels test_streams test_pool test_ops test_race_region bench; do
    $cc $flags -o "$out/$t" "$root/tests/unit/$t.c" $objs -lopenblas $mvec -lm -lpthread
done
