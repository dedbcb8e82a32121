# Twin of tests/golden/syntax.cst.
x = 1
y = 2; z = 3; print(x, y, z)
print(x); print(y)
a = [1, 2, 3]
b = 10 + 20
c = max(1, 5, 3)
print(a, b, c)
d = 1 + 2 * 3
e = x == 1
f = not False
g = True and False
print(d, e, f, g)
h = [[1, 2], [3, 4]]
print(h, h[1][0])
print("one-line block")
print("one-line else")
print("else on its own line")
print("elif on its own line")
for i in range(2):
    print("loop", i); print("again", i)
print("blank lines are fine")
print("leading tabs and spaces are fine")
print("indentation means nothing")
def k(p, q=2):
    return p + q
print(k(1), k(1, q=10))
print("#not a comment", '# nor this')
