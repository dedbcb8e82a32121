#!/bin/sh
# build.sh: builds tests/cuda/test_cuda (the CUDA backend against the
# simulated device) into DIR, next to a copy of the CUDA backend SO (the
# loader looks beside the executable), and tests/fastmath/reduced.cu's
# check of the float16/bfloat16 estimates (for CUDA_ARCH's GPUs, by
# default the Makefile's).  OpenBLAS, which the simulated
# device's matmul links, is linked statically when its archive is there, so
# that the binary runs on a GPU machine without it.
# Usage: tests/cuda/build.sh DIR SO     (e.g. build-cuda build-cuda/libcst-cuda.so)
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: build.sh DIR SO}
so=${2:?usage: build.sh DIR SO}
cc=${CC:-cc}
flags="-std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -O2 -g -I$root/src -I$root/kernels"
mkdir -p "$out/obj-cuda-test"
objs=""
for src in src/base/dtype.c kernels/cuda/load.c "$root"/kernels/cpu/*.c "$root"/kernels/sim/*.c; do
    src=${src#"$root"/}
    obj="$out/obj-cuda-test/$(echo "$src" | tr / _ | sed 's/\.c$/.o/')"
    $cc $flags -c -o "$obj" "$root/$src"
    objs="$objs $obj"
done
blas="-lopenblas"
if $cc -print-file-name=libgfortran.a | grep -q / && [ -f /usr/lib/x86_64-linux-gnu/libopenblas.a ]; then
    blas="-Wl,-Bstatic -lopenblas -lgfortran -lquadmath -Wl,-Bdynamic"
fi
mvec=
[ "$(uname -m)" = x86_64 ] && mvec=-lmvec      # kernels/cpu/vmath.c
$cc $flags -o "$out/test_cuda" "$root/tests/cuda/test_cuda.c" $objs $blas $mvec -ldl -lm -lpthread
if [ "$(cd "$(dirname "$so")" && pwd)" != "$(cd "$out" && pwd)" ]; then
    cp "$so" "$out/libcst-cuda.so"
fi
arch=${CUDA_ARCH:-$(make -s -C "$root" echo 2>/dev/null | sed -n 's/^CUDA_ARCH=//p')}
${NVCC:-nvcc} -std=c++20 --fmad=false -O3 $arch \
    -I"$root/src" -I"$root/kernels" -o "$out/reduced" "$root/tests/fastmath/reduced.cu"
