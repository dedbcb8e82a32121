# Twin of tests/golden/acceptance.cst.
print(7 / 2, 7 // 2, -7 // 2, 0.1 + 0.2, 1e20, [1, 2.5, "a", True])
