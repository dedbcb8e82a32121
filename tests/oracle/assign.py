# Twin of tests/golden/assign.cst.
a = 1
b = a
a = 2
print(a, b)
n = 10
n += 5
print(n)
n -= 20
print(n)
n *= -3
print(n)
n /= 4
print(n, type(n))
f = 1.5
f += 1
f *= 2
f -= 0.5
f /= 2
print(f)
s = "ab"
s += "c"
s *= 2
print(s)
xs = [1]
xs += [2, 3]
xs *= 2
print(xs)
xs[0] += 100
xs[-1] -= 3
xs[1] *= 7
xs[2] /= 2
print(xs)
m = [[1, 2], [3, 4]]
m[1][0] += 10
print(m)
p, q = [1, 2]
print(p, q)
p, q = [q, p]
print(p, q)
i, j, k = (7, "eight", [9])
print(i, j, k)
first, rest = [1, [2, 3]]
print(first, rest)
_x1 = 3; X_2 = 4; CamelCase = 5; __y = 6
print(_x1 + X_2 + CamelCase + __y)
