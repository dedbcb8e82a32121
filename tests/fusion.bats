#!/usr/bin/env bats
# fusion.bats: fused elementwise chains (issue 21; cst(7), "Fused
# elementwise chains") change how work runs, never what a program sees:
# every golden prints the same with --no-fuse, memory stats and the race
# checker's findings are the same either way, and a trace shows each
# group as one slice named by its members.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
GOLDEN=$BATS_TEST_DIRNAME/../scripts/golden

setup() {
    cd "$BATS_TEST_TMPDIR"
}

@test "--no-fuse: every golden prints its .out, as with fusion" {
    printf '#!/bin/sh\nexec "%s" --no-fuse "$@"\n' "$CST" > cst-no-fuse
    chmod +x cst-no-fuse
    run "$GOLDEN" --cst "$BATS_TEST_TMPDIR/cst-no-fuse"
    echo "$output" | grep -v '^SKIP' | tail -20
    [ "$status" -eq 0 ]
    [[ ${lines[-1]} == *" passed, 0 failed"* ]]
}

# A chain whose every step is a temporary, a chain that reads a
# temporary made by a matmul and another freed at once, in-place steps on
# a view: the results' full values and the memory counts at each step.
chains() {
    cat > chains.cst <<'CST'
N = 1 << 17
def show(t) {
    print(t.dtype, t.shape, t.double().sum().item(), t.double().abs().max().item())
}
def mem() {
    print(memory_allocated(), max_memory_allocated())
}
x = (torch.arange(N) % 1000 - 500) / 100.0
mem()
show(((x * 2) + 1).relu())
mem()
a = x.view(256, 512)
show((a[:, :256] @ a[:, :256].t()).relu() * 2 - 1)
mem()
w = x.view(2, 4, -1).permute(2, 0, 1)
show((w * 3).sin().abs() + w.cos())
show(torch.where(x > 0.5, x.exp() - 1, x * x).sqrt())
mem()
h = x.half()
show(((h * h) - 2).abs().sqrt())
show(((x.to(torch.bfloat16) + 1) * 3).neg())
y = x.clone()
y[10:].mul_(2).add_(1).clamp_(max=5)
show(y)
mem()
for i in range(3) {
    z = ((x * i) + 1).abs().log()
    mem()
}
show(z)
CST
}

@test "fused chains: the same values and memory counts as one operation at a time" {
    chains
    run --separate-stderr "$CST" chains.cst
    [ "$status" -eq 0 ]
    fused=$output
    run --separate-stderr "$CST" --no-fuse chains.cst
    [ "$status" -eq 0 ]
    [ "$fused" = "$output" ]
    # ... and fusion did happen.
    run --separate-stderr "$CST" --trace=t.json chains.cst
    [ "$(grep -o '"name":"fused"' t.json | wc -l)" -ge 8 ]
}

@test "trace: a fused group is one slice, named by its members, at its first member's line" {
    printf 'x = torch.ones(1 << 17)\n\ny = ((x * 2) + 1).relu()\nprint(y.sum())\n' > one.cst
    run --separate-stderr "$CST" --trace=t.json one.cst
    [ "$status" -eq 0 ]
    grep -q '"name":"fused","cat":"elementwise"' t.json
    grep -q '"operations":"3 operations: mul, add, relu","dtype":"float32","source":"one.cst:3"' t.json
    ! grep -q '"name":"mul"' t.json
    run --separate-stderr "$CST" --no-fuse --trace=t2.json one.cst
    grep -q '"name":"mul"' t2.json
    ! grep -q '"name":"fused"' t2.json
}

@test "--profile counts fused groups and their operations" {
    printf 'x = torch.ones(1 << 17)\nfor i in range(3) {\n    y = ((x * i) + 1).relu()\n}\nprint(y[0])\n' > p.cst
    run --separate-stderr "$CST" --profile p.cst
    [ "$status" -eq 0 ]
    [[ $stderr =~ fused\ +elementwise\ +3\  ]]
    [[ $stderr == *"fused: 3 groups of 9 operations"* ]]
}

@test "the race checker finds the same race in a fused chain as in its operations one at a time" {
    cat > race.cst <<'CST'
x = torch.ones(1 << 17)
stream s
with stream <s> {
    y = ((x * 2) + 1).relu()
}
x.add_(1)
s.synchronize()
print(y[0])
CST
    run --separate-stderr "$CST" race.cst
    [ "$status" -eq 0 ]
    fused=$stderr
    [[ $fused == *"race.cst:4:11: warning: race on 'x'"* ]]
    [[ $fused == *"race.cst:6:1: warning: race on 'x'"* ]]
    run --separate-stderr "$CST" --no-fuse race.cst
    [ "$stderr" = "$fused" ]
    run --separate-stderr "$CST" --race=error race.cst
    [ "$status" -ne 0 ]
    fused=$stderr
    run --separate-stderr "$CST" --race=error --no-fuse race.cst
    [ "$stderr" = "$fused" ]
}

@test "--help lists --no-fuse" {
    run "$CST" --help
    [[ $output == *"--no-fuse"* ]]
}

# The CUDA backend's compiler process (kernels/cuda/fuse_compile.cu), as
# the backend drives it: requests on stdin, one answer a request, in order,
# each good source cached under $XDG_CACHE_HOME/cst.
@test "cst --fused-compiler compiles each source it is sent into the cache and answers in order" {
    [ -f "$(dirname "$CST")/libcst-cuda.so" ] || skip "cst was built without the CUDA backend"
    src='extern "C" __global__ void fused(float *p) { p[threadIdx.x] *= 2.0f; }'
    { printf '90 %d\n%s' ${#src} "$src"; printf '90 9\nnot cuda;'; } > requests
    XDG_CACHE_HOME=$PWD/cache run --separate-stderr "$CST" --fused-compiler < requests
    echo "$output"
    [ "$status" -eq 0 ]
    [ "${#lines[@]}" -eq 2 ]
    [[ ${lines[1]} =~ ^0\ [0-9.]+$ ]]
    if [[ ${lines[0]} == 0* ]]; then
        skip "no NVRTC on this machine: the compiler refuses every source"
    fi
    [[ ${lines[0]} =~ ^1\ [0-9.]+$ ]]
    cached=(cache/cst/fused-sm90-*.bin)
    [ "${#cached[@]}" -eq 1 ]
    grep -q "void fused(float \*p)" "${cached[0]}"
}

# A group's kernel includes the kernel headers as fuse.cu's source() does:
# each header they name must be one the build embeds (the Makefile's
# FUSE_HEADERS), or every source fails and every group runs member by
# member.  Special functions (specfun.h, specfun_t.h) and a parameterized op.
@test "cst --fused-compiler compiles a kernel of the embedded kernel headers" {
    [ -f "$(dirname "$CST")/libcst-cuda.so" ] || skip "cst was built without the CUDA backend"
    probe='extern "C" __global__ void fused(float *p) { p[threadIdx.x] *= 2.0f; }'
    src='#include "cuda/nvrtc_std.h"
#define DEV_MAX_DIMS 8
enum { FUSE_MAX_OPS = 16 };
#include "cuda/fused.cuh"
using namespace cst;
extern "C" __global__ void fused(const FuseArgs a)
{
    float *p = (float *)a.ptr[0];
    const Extra<DT_FLOAT32> e = extra_of<DT_FLOAT32>(a, 0, false, false);
    p[threadIdx.x] = Op_lgamma::apply<DT_FLOAT32>(e, p[threadIdx.x]) + Op_elu::apply<DT_FLOAT32>(e, p[threadIdx.x]) +
                     Op_bessel_j0::apply<DT_FLOAT32>(e, p[threadIdx.x]);
}'
    { printf '90 %d\n%s' ${#probe} "$probe"; printf '90 %d\n%s' ${#src} "$src"; } > requests
    XDG_CACHE_HOME=$PWD/cache run --separate-stderr "$CST" --fused-compiler < requests
    echo "$output"
    [ "$status" -eq 0 ]
    [ "${#lines[@]}" -eq 2 ]
    if [[ ${lines[0]} == 0* ]]; then
        skip "no NVRTC on this machine: the compiler refuses every source"
    fi
    [[ ${lines[1]} =~ ^1\ [0-9.]+$ ]]
}
