# Twin of tests/golden/exit_zero.cst.
import sys
print("start")
while True:
    sys.exit(0)
print("not reached")
