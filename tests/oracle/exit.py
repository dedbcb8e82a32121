# Twin of tests/golden/exit.cst.
import sys
print("before exit")
def leave(code):
    print("leaving with", code)
    sys.stdout.flush()
    sys.exit(code)
    print("never printed")
for i in range(5):
    if i == 2: leave(3)
    print("i =", i)
print("never printed either")
