# Twin of tests/golden/ops_random_seed.cst (run with --seed=1): cst's own
# numbers from the independent model tests/oracle/lib/philox.py.
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from philox import Generator  # noqa: E402


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


g = Generator(1)
print(g.seed)
print([f32(v) for v in g.randn(8)])
print(g.rand(5))
print(g.randint(0, 100, 6))
