# Twin of tests/golden/tuples.cst.
t = (1, "two", 3.0)
print(t, (5,), (), ((1, 2), (3,)), [(1, 2)], (None, True))
print(t[0], t[1], t[-1], len(t), len(()), t[1:], t[::-1])
print((1, 2) + (3,), (1, 2) == (1, 2), (1, 2) != (2, 1), (1, 2) < (1, 2, 3))
a, b, c = t
print(a, b, c)
p, q = (10, 20)
p, q = (q, p)
print(p, q)
x = (5)
print(x, (x), (7))
pairs = [(1, "a"), (2, "b")]
for pr in pairs:
    n, s = pr
    print(n, s, pr)
def two():
    return (1, 2)
u, v = two()
print(two(), u + v)
