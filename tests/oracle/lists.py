# Twin of tests/golden/lists.cst.
xs = [10, 20, 30, 40, 50]
print(xs, len(xs), xs[0], xs[4], xs[-1], xs[-5], xs[len(xs) - 1])
print(xs[1:3], xs[:2], xs[3:], xs[-2:], xs[:-2], xs[:], xs[2:2], xs[4:1], xs[10:], xs[-10:2])
print(xs[::2], xs[1::2], xs[::-1], xs[::-2], xs[3:0:-1], xs[-1:-4:-1], xs[:10:3])
print([1, 2] + [3], [] + [], [0] * 3, 3 * [1, 2], [1] * 0, [1] * -1, [[0] * 2] * 2)
m = [[1, 2, 3], [4, 5, 6]]
print(m, m[1], m[1][2], m[-1][-1], len(m), len(m[0]), m[0][1:])
m[0][0] = 100
m[1] = [7]
print(m)
ys = [1, 2, 3]
ys[0] = "one"
ys[-1] = [3]
print(ys)
ys.append(4)
ys.append([5, 6])
print(ys, len(ys))
empty = []
empty.append(1)
print(empty, [] == [], len([]))
alias = ys
alias.append("shared")
print(ys[-1], len(alias) == len(ys))
copy = ys[:]
copy.append("only in the copy")
print(len(copy), len(ys))
row = [0, 0]
grid = [row, row]
grid[0][1] = 9
print(grid, row)
squares = []
for i in range(6):
    squares.append(i * i)
print(squares, squares[2:5], [squares[0], squares[-1]])
print([1, 2.5, "a", True, None, [], [[]], (1,), -0.0])
zs = [3, 1]
zs += [2]
zs = zs + [0]
zs *= 2
print(zs)
