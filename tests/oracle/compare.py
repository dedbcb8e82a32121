# Twin of tests/golden/compare.cst.
print(1 < 2, 2 < 1, 1 <= 1, 1 > 1, 2 >= 1, 1 == 1, 1 != 1)
print(1 == 1.0, 1 < 1.5, 2.5 >= 2, 0 == -0.0, 1 != 1.0)
print(True == 1, False == 0, True + True, True < 2, 1 == True)
print("abc" == "abc", "abc" < "abd", "B" < "a", "abc" < "ab", "" < "a", "a" != "b")
print([1, 2] == [1, 2], [1, 2] != [1, 3], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] == [])
print([1, [2, 3]] == [1, [2, 3]], [1, 2.0] == [1, 2], [1] == [True])
print((1, 2) == (1, 2), (1, 2) < (1, 3), (1,) == (1,))
print(None == None, None != None, None == 0, 0 == None, "1" == 1, [1] == 1)
print(1 + 1 == 2, (3 > 2) == True, (1 < 2) == (2 > 1))
x = 5
print(x > 3 and x < 10, not x == 5, x != 4)
print(3 < x < 10, 1 < 2 > 3, 0 <= x <= 5 < 6, (1 < 2) < 3, 1 == 1 == 1, 5 > x > 1, 2 < 3 in [3], x is x is not None)
print(1 < 0 < undefined_is_never_read, [] or 0 < 1, 'a' < 'b' < 'c' != 'd')
