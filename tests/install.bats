#!/usr/bin/env bats
# install.bats: `make install` wherever it puts cst, the binary finds its
# CUDA backend (libcst-cuda.so) there: relative to itself, so PREFIX,
# DESTDIR staging and a copied tree need no rebuild; CST_LIBDIR overrides
# the search; --version says which library it loaded or why none; and
# --device=auto warns when a GPU is there but the backend does not load.
# Loading without a GPU proves the path: the CUDA calls need not succeed.

bats_require_minimum_version 1.5.0

ROOT=$BATS_TEST_DIRNAME/..

setup_file() {
    # The tree's own build, as a user's `make` then `make install` use it.
    make -C "$ROOT" -s all >/dev/null
    export CUDA_BUILT
    CUDA_BUILT=$(make -C "$ROOT" -s echo | sed -n 's/^CUDA=//p')
}

# The backend line --version prints for a tree installed under $1.
expected_backend() {
    if [ "$CUDA_BUILT" = 1 ]; then
        echo "CUDA backend: $1/lib/cst/libcst-cuda.so"
    else
        echo "CUDA backend: none: this cst was built without CUDA support (make CUDA=0)"
    fi
}

@test "make install PREFIX=dir: the installed cst runs, has its man pages, and finds the backend under dir/lib/cst" {
    local prefix=$BATS_TEST_TMPDIR/prefix
    make -C "$ROOT" -s install PREFIX="$prefix" >/dev/null
    [ -f "$prefix/share/man/man1/cst.1" ]
    [ -f "$prefix/share/man/man7/cst.7" ]
    run "$prefix/bin/cst" --device=sim -e 'print(1 + 1)'
    [ "$status" -eq 0 ]
    [ "$output" = 2 ]
    run "$prefix/bin/cst" --version
    [ "$status" -eq 0 ]
    [[ ${lines[0]} =~ ^cst\ [0-9] ]]
    [[ ${lines[1]} == "$(expected_backend "$prefix")"* ]]
}

@test "make install DESTDIR=stage: the staged tree, moved elsewhere, still finds its backend" {
    local stage=$BATS_TEST_TMPDIR/stage moved=$BATS_TEST_TMPDIR/moved
    make -C "$ROOT" -s install DESTDIR="$stage" PREFIX=/opt/cst >/dev/null
    [ -x "$stage/opt/cst/bin/cst" ]
    mv "$stage/opt/cst" "$moved"
    run "$moved/bin/cst" --version
    [ "$status" -eq 0 ]
    [[ ${lines[1]} == "$(expected_backend "$moved")"* ]]
}

@test "CST_LIBDIR overrides where the backend is looked for, and --device=cuda says where it looked" {
    [ "$CUDA_BUILT" = 1 ] || skip "cst was built without CUDA (make CUDA=0)"
    mkdir "$BATS_TEST_TMPDIR/lib"
    cp "$ROOT/build/libcst-cuda.so" "$BATS_TEST_TMPDIR/lib/"
    CST_LIBDIR=$BATS_TEST_TMPDIR/lib run "$ROOT/build/cst" --version
    [[ ${lines[1]} == "CUDA backend: $BATS_TEST_TMPDIR/lib/libcst-cuda.so"* ]]
    CST_LIBDIR=$BATS_TEST_TMPDIR/nowhere run --separate-stderr "$ROOT/build/cst" --device=cuda -e 'pass'
    [ "$status" -eq 3 ]
    [[ $stderr == *"the CUDA backend (libcst-cuda.so) is not installed: looked in $BATS_TEST_TMPDIR/nowhere" ]]
}

# A stand-in for the NVIDIA driver that reports $1 GPUs, in $BATS_TEST_TMPDIR/driver.
fake_driver() {
    mkdir -p "$BATS_TEST_TMPDIR/driver"
    printf 'int cuInit(unsigned f) { (void)f; return 0; }\nint cuDeviceGetCount(int *n) { *n = %d; return 0; }\n' "$1" |
        cc -shared -fPIC -x c -o "$BATS_TEST_TMPDIR/driver/libcuda.so.1" -
}

@test "--device=auto warns once when the driver sees a GPU but the backend does not load, and only then" {
    fake_driver 1
    export LD_LIBRARY_PATH=$BATS_TEST_TMPDIR/driver CST_LIBDIR=$BATS_TEST_TMPDIR/nowhere
    run --separate-stderr "$ROOT/build/cst" -e 'x = zeros(2); print(x.sum().item(), device_count())'
    [ "$status" -eq 0 ]
    [ "$output" = "0.0 1" ]
    [[ $stderr == "cst: warning: this machine has a GPU, but "*"; running on the simulated device" ]]
    [ "$(printf '%s\n' "$stderr" | wc -l)" -eq 1 ]
    # -q silences it; --device=sim never looks for a GPU
    run --separate-stderr "$ROOT/build/cst" -q -e 'print(zeros(1).sum().item())'
    [ -z "$stderr" ]
    run --separate-stderr "$ROOT/build/cst" --device=sim -e 'print(zeros(1).sum().item())'
    [ -z "$stderr" ]
    # a host-only script touches no device, so it has nothing to warn about
    run --separate-stderr "$ROOT/build/cst" -e 'print(1)'
    [ -z "$stderr" ]
    # a driver that sees no GPU: the simulated device is the expected answer
    rm "$BATS_TEST_TMPDIR/driver/libcuda.so.1"
    fake_driver 0
    run --separate-stderr "$ROOT/build/cst" -e 'print(zeros(1).sum().item())'
    [ "$status" -eq 0 ]
    [ -z "$stderr" ]
}
