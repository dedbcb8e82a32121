# Twin of tests/golden/time.cst (cst's time() is monotonic, like time.monotonic).
import time as _time
time = _time.monotonic
t0 = time()
s = 0
for i in range(20000): s += i
t1 = time()
print(type(t0), isinstance(t1, float), t1 >= t0, t1 - t0 >= 0.0, t1 - t0 < 60, s)
