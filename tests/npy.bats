#!/usr/bin/env bats
# npy.bats: save() and load() against NumPy's own .npy reader and writer
# (Debian's /usr/bin/python3 with numpy), both ways, for every dtype NumPy
# shares with cst, C and Fortran order, big-endian data, format 2.0 headers,
# 0-d and empty arrays; and the errors for what has no NumPy twin.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
PY=/usr/bin/python3
export ORACLE_LIB=$BATS_TEST_DIRNAME/oracle/lib

setup() {
    "$PY" -c 'import numpy' 2>/dev/null || skip "no numpy for /usr/bin/python3"
    cd "$BATS_TEST_TMPDIR" || return 1
}

@test "save: NumPy reads back every dtype, shape and value cst wrote" {
    cat > save.cst <<'CST'
x = tensor([[1.5, -2.25, 3.0], [0.0, -0.0, 1e30]])
save(x, 'f32.npy')
save(x.double() / 3, 'f64.npy')
save(x.half(), 'f16.npy')
save(tensor([[True, False], [False, True]]), 'b.npy')
for dt in [uint8, int8, int16, int32, int64] {
    save(arange(-3, 9).reshape(3, 4).to(dt), str(dt)[6:] + '.npy')
}
save(tensor(7.5, device='cpu'), 'scalar.npy')
save(zeros(0, 3), 'empty.npy')
save(arange(12).reshape(3, 4).t(), 'transposed.npy')
save(tensor([2 ** 62 + 1, -2 ** 62]), 'big.npy')
CST
    run "$CST" save.cst
    [ "$status" -eq 0 ]
    cat > check.py <<'PY'
import numpy as np
x = np.array([[1.5, -2.25, 3.0], [0.0, -0.0, 1e30]], dtype=np.float32)
np.seterr(over="ignore")
def same(name, want):
    got = np.load(name)
    assert got.dtype == want.dtype and got.shape == want.shape, (name, got.dtype, got.shape)
    assert got.tobytes() == want.tobytes(), (name, got, want)
same("f32.npy", x)
same("f64.npy", x.astype(np.float64) / 3)
same("f16.npy", x.astype(np.float16))
same("b.npy", np.array([[True, False], [False, True]]))
for dt in ["uint8", "int8", "int16", "int32", "int64"]:
    same(dt + ".npy", np.arange(-3, 9).reshape(3, 4).astype(dt))
same("scalar.npy", np.array(7.5, dtype=np.float32))
same("empty.npy", np.zeros((0, 3), dtype=np.float32))
same("transposed.npy", np.ascontiguousarray(np.arange(12).reshape(3, 4).T))
same("big.npy", np.array([2 ** 62 + 1, -2 ** 62]))
for name in ["f32.npy", "b.npy", "scalar.npy"]:
    with open(name, "rb") as f:
        head = f.read(10)
    assert head[:8] == b"\x93NUMPY\x01\x00", head
    assert (10 + head[8] + 256 * head[9]) % 64 == 0
print("ok")
PY
    run "$PY" check.py
    echo "$output"
    [ "$output" = ok ]
}

@test "load: cst reads what NumPy wrote, printed as PyTorch prints it" {
    "$PY" - <<'PY'
import numpy as np
np.save("c.npy", np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
np.save("fortran.npy", np.asfortranarray(np.arange(24, dtype=np.int32).reshape(2, 3, 4)))
np.save("bigendian.npy", np.array([1.5, -2.0, 3.25], dtype=">f8"))
np.save("be16.npy", np.array([[1, -2], [300, 4]], dtype=">i2"))
np.save("bool.npy", np.array([True, False, True]))
np.save("u8.npy", np.array([0, 255, 7], dtype=np.uint8))
np.save("half.npy", np.array([0.1, 65504, -1e-7], dtype=np.float16))
np.save("zero_d.npy", np.array(3, dtype=np.int64))
np.save("empty.npy", np.zeros((2, 0), dtype=np.float64))
np.lib.format.write_array(open("v2.npy", "wb"), np.arange(5, dtype=np.int8), version=(2, 0))
PY
    cat > load.cst <<'CST'
print(load('c.npy'), load('c.npy', device='cpu'))
print(load('fortran.npy'), load('fortran.npy').is_contiguous())
print(load('bigendian.npy'), load('be16.npy'), load('bool.npy'), load('u8.npy'))
print(load('half.npy'), load('zero_d.npy'), load('empty.npy'), load('v2.npy', map_location='cpu'))
CST
    run "$CST" load.cst
    echo "$output"
    [ "$status" -eq 0 ]
    run "$PY" - <<'PY'
import os, sys
sys.path.insert(0, os.environ["ORACLE_LIB"])
import numpy as np
import torch
from cuda_repr import Host, show
def ld(name):
    return torch.from_numpy(np.load(name).astype(np.load(name).dtype.newbyteorder("=")))
show(ld("c.npy"), Host(ld("c.npy")))
show(ld("fortran.npy"), True)
show(ld("bigendian.npy"), ld("be16.npy"), ld("bool.npy"), ld("u8.npy"))
show(ld("half.npy"), ld("zero_d.npy"), ld("empty.npy"), Host(ld("v2.npy")))
PY
    want=$output
    run "$CST" load.cst
    [ "$output" = "$want" ]
}

@test "save/load: a round trip through cst keeps every dtype NumPy has" {
    cat > trip.cst <<'CST'
for dt in [bool, uint8, int8, int16, int32, int64, float16, float32, float64] {
    x = arange(-4, 8).reshape(2, 2, 3).to(dt)
    save(x, 'x.npy')
    y = load('x.npy')
    print(dt, y.dtype == dt, y.shape, bool((y == x).all()))
}
CST
    run "$CST" trip.cst
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$(grep -c ' True torch.Size(\[2, 2, 3\]) True$' <<< "$output")" -eq 9 ]
}

@test "save: bfloat16 has no NumPy dtype, and a bad path is an OS error" {
    printf "save(ones(2, dtype=bfloat16), 'x.npy')\n" > bf.cst
    run "$CST" bf.cst
    [ "$status" -eq 1 ]
    [[ $output == *"error: save(): bfloat16 has no NumPy dtype; convert the tensor first, e.g. with .float()"* ]]
    printf "save(ones(2), 'no/such/dir/x.npy')\n" > dir.cst
    run "$CST" dir.cst
    [ "$status" -eq 1 ]
    [[ $output == *"error: [Errno 2] No such file or directory: 'no/such/dir/x.npy'"* ]]
}

@test "load: a missing file, a file that is not .npy, a dtype cst lacks, a truncated file" {
    printf "x = load('missing.npy')\n" > missing.cst
    run "$CST" missing.cst
    [ "$status" -eq 1 ]
    [[ $output == *"error: [Errno 2] No such file or directory: 'missing.npy'"* ]]
    echo "hello" > text.npy
    printf "x = load('text.npy')\n" > text.cst
    run "$CST" text.cst
    [[ $output == *"error: load(): 'text.npy' is not a NumPy .npy file"* ]]
    "$PY" -c 'import numpy as np; np.save("c64.npy", np.ones(2, dtype=np.complex64)); np.save("u16.npy", np.ones(2, dtype=np.uint16))'
    printf "x = load('c64.npy')\n" > c64.cst
    run "$CST" c64.cst
    [[ $output == *"error: load(): 'c64.npy' holds NumPy dtype '<c8', which cst has no dtype for"* ]]
    printf "x = load('u16.npy')\n" > u16.cst
    run "$CST" u16.cst
    [[ $output == *"error: load(): 'u16.npy' holds NumPy dtype '<u2', which cst has no dtype for"* ]]
    "$PY" -c 'import numpy as np; np.save("t.npy", np.ones(100))'
    head -c 200 t.npy > short.npy
    printf "x = load('short.npy')\n" > short.cst
    run "$CST" short.cst
    [[ $output == *"error: load(): 'short.npy' is truncated: its header promises 800 bytes of data, the file holds 72"* ]]
}
