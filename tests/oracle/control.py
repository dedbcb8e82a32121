# Twin of tests/golden/control.cst.
def grade(n):
    if n >= 90:
        return "A"
    elif n >= 80:
        return "B"
    elif n >= 70:
        return "C"
    else:
        return "F"
print(grade(95), grade(85), grade(75), grade(10))
if 0: print("no")
if []: print("no")
elif "": print("no")
elif [0]: print("non-empty list")
if None: print("no")
else: print("None is false")
for i in range(4): print("range(4)", i)
for i in range(2, 5): print("range(2, 5)", i)
for i in range(10, 0, -3): print("range(10, 0, -3)", i)
for i in range(0, 10, 4): print("range(0, 10, 4)", i)
for i in range(0): print("never")
for i in range(5, 2): print("never")
for i in range(-3, 0): print("range(-3, 0)", i)
for w in ["a", "b"]: print("list item", w)
for w in []: print("never")
total = 0
for i in range(100):
    if i % 2 == 0: continue
    if i > 9: break
    total += i
print("sum of odd below 10:", total, "last i:", i)
n = 0
while True:
    n += 1
    if n < 3: continue
    if n == 5: break
    print("while", n)
print("after while", n)
k = 3
while k: k -= 1
print("k", k)
for i in range(3):
    for j in range(3):
        if j == i: break
        if j == 1: continue
        print("pair", i, j)
found = None
for v in [4, 8, 15, 16]:
    if v % 5 == 0:
        found = v
        break
print("found", found)
count = 0
while count < 3:
    inner = count * 2
    count += 1
print("visible after the block:", inner, count)
if True:
    declared_in_if = "yes"
print(declared_in_if)
