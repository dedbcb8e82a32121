# Twin of tests/golden/logic.cst.
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, 0 or 0.0, "" or "x", "a" and "b")
print(None or [], [] or None, [0] and "yes", 0.0 and 1, None and 1)
print(not 1, not 0, not "", not "a", not [], not [0], not None, not 0.0, not -1)
print(not (), not (0,), not True, not not 5)
print(True, False, True and False, True or False, False or True)
print(1 and 2 or 3, 0 and 2 or 3, 1 or 2 and 3, not 1 or 2, not (1 or 2))
print(1 < 2 and 2 < 3, 1 < 2 and 3 < 2, 1 > 2 or 2 > 1)

calls = []
def t(x):
    calls.append(x)
    return x
r = t(0) and t(1)
print(r, calls)
calls = []
r = t(1) or t(2)
print(r, calls)
calls = []
r = t(1) and t(0) or t(3)
print(r, calls)
for v in [0, 1, -1, 0.0, 0.5, "", "0", [], [[]], None, True, False]:
    if v:
        print(v, "is truthy")
    else:
        print(v, "is falsy")
n = 0
while not n >= 3:
    n += 1
print(n)
