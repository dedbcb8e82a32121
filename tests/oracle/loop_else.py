# Twin of tests/golden/loop_else.cst.
def find(xs, want):
    for i, x in enumerate(xs):
        if x == want:
            print("found at", i)
            break
    else:
        print("not found")
find([3, 1, 4], 4)
find([3, 1, 4], 5)
find([], 1)
n = 0
while n < 3:
    n += 1
else:
    print("while-else ran", n)
while True:
    n += 1
    if n > 5: break
else:
    print("never")
print("n", n)
for i in range(3):
    continue
else:
    print("after continue", i)
def first_even(xs):
    for x in xs:
        if x % 2 == 0: return x
    else:
        return None
print(first_even([1, 3, 6]), first_even([1, 3]))
for j in range(2):
    for k in range(2):
        if k == 1: break
    else:
        print("inner else never")
else:
    print("outer else", j)
for x in [1]: pass
else: y = 7
print(y)
for x in [1, 2]:
    pass
else:
    try:
        for q in 5: pass
    except TypeError as e:
        print(e)
for i in range(3):
    for x in [1]:
        pass
    else:
        if i == 1:
            break
    print(i)
